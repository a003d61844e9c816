# ruff: noqa: E501
"""Held-out set h50, domain ``web``: 22 browser trajectories (BrowserGym actions on element bids, observations
as WebArena-style accessibility trees). Eleven hold exactly one contradiction (an observation that
conflicts with what an earlier one established, with no action in between that could explain it); eleven
are clean but full of legitimate changes. Sites: WebArena's own (OneStopShop store and its Magento admin,
GitLab, Postmill, OpenStreetMap, Wikipedia) beside travel sites, marketplaces, social networks, cloud
consoles, CRM apps and shared calendars.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM_TMPL = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state
3. **Browser Action**: A browser control action

Predict the **next page state** after the action is executed. In this session the browser is {site}.

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
```

---

# Content Requirements

Before producing the final answer, do this checklist:
1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current page state representation format exactly (the URL line, then the accessibility tree: one node per line, tab-indented, `[bid] role 'name'` with its properties).
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def sysp(site: str) -> str:
    return SYSTEM_TMPL.format(site=site)


def page(title: str, url: str, body: str) -> str:
    """An observation: URL line, then the tree. Body lines are written flush left, two spaces per level."""
    q = '"' if "'" in title else "'"
    out = [f"URL: {url}", f"RootWebArea {q}{title}{q}, focused"]
    for ln in body.split("\n"):
        if not ln.strip():
            continue
        depth = (len(ln) - len(ln.lstrip(" "))) // 2
        out.append("\t" * (depth + 1) + ln.strip())
    return "\n".join(out)


def ind(text: str, depth: int) -> str:
    """Indent a fragment (itself written flush left) by ``depth`` levels."""
    return "\n".join("  " * depth + ln for ln in text.split("\n") if ln.strip())


def click(bid: str) -> str:
    return f"click('{bid}')"


def fill(bid: str, value: str) -> str:
    return f"fill('{bid}', {value!r})"


def select(bid: str, option: str) -> str:
    return f"select_option('{bid}', {option!r})"


def money(x: float, sym: str = "$") -> str:
    return f"{sym}{x:,.2f}"


# ---------------------------------------------------------------------------------------------------------
# 01 OneStopShop storefront (WebArena shopping) - clean
# ---------------------------------------------------------------------------------------------------------
OSS = "http://onestopmarket.com"
HUBS_REL = [
    ("Anker USB C Hub, 7-in-1 Multiport Adapter with 4K HDMI, 100W Power Delivery, 5Gbps USB-C Data Port", 35.99, "93%", 14),
    ("UGREEN USB C Hub 4 Ports USB 3.0 Adapter Ultra Slim for MacBook Pro, iPad Pro", 15.99, "88%", 6),
    ("Hiearcool USB C Hub, 7 in 1 Triple Display Adapter with 2 HDMI and VGA", 29.99, "80%", 3),
    ("Satechi Aluminum Type-C Multi-Port Adapter V2 - 4K HDMI, Gigabit Ethernet", 79.99, "92%", 9),
    ("Plugable 7-in-1 USB C Hub Multiport Adapter with 87W Charging", 44.95, "84%", 5),
    ("j5create 6-in-1 USB-C Multi-Port Hub with 4K HDMI and SD Card Reader", 39.99, None, 0),
    ("Dockteck 7 in 1 USB C Hub 4K 60Hz HDMI, 100W PD, 1Gbps Ethernet", 32.99, "90%", 4),
    ("Baseus USB C Hub, 6 in 1 Docking Station with 4K HDMI", 25.99, "76%", 2),
    ("QGeeM USB C Hub 7 in 1 Type C Adapter with SD/TF Card Reader", 26.99, None, 0),
    ("Belkin USB C Hub, 4-in-1 Multiport Adapter with 4K HDMI, 100W PD", 49.99, "86%", 7),
    ("Cable Matters 4 Port USB C Hub with 4 USB 3.0 Ports", 19.99, None, 0),
    ("Microsoft USB-C Travel Hub - Gray", 79.00, "90%", 3),
]
HUBS_PRICE = [
    ("SABRENT 4-Port USB 2.0 Hub with USB-C Adapter and Individual Power Switches", 8.99, "72%", 4),
    ("ORICO USB C to 4 Port USB 3.0 Hub, Aluminum Portable Data Hub", 11.99, None, 0),
    ("Anker USB C Hub, 4-Port USB 3.0 Hub Data Only, Ultra-Slim", 13.99, "85%", 8),
    HUBS_REL[1],
    ("atolla USB C Hub 4 Port with 100W Power Delivery Charging Port", 16.49, None, 0),
    HUBS_REL[10],
    ("Uni USB C Hub 4 Ports Aluminum, Thunderbolt 3 to USB 3.0", 21.99, "80%", 2),
    HUBS_REL[7],
    HUBS_REL[8],
    HUBS_REL[2],
    HUBS_REL[6],
    HUBS_REL[0],
]


def oss_head(cart: int, query: str = "") -> str:
    val = f", value='{query}'" if query else ""
    return f"""[227] link 'My Account'
[228] link 'My Wish List'
[229] link 'Sign Out'
StaticText 'Welcome, Emma Lopez!'
[232] link 'Skip to Content'
[233] link 'store logo'
  [234] img 'one_stop_market_logo'
[235] link 'My Cart {cart} items'
  StaticText '{cart}'
[237] StaticText 'Search'
[238] combobox 'Search', autocomplete='both', hasPopup='listbox', required=False, expanded=False{val}
[239] link 'Advanced Search'
[240] button 'Search'{'' if query else ', disabled=True'}
[241] tablist '', multiselectable=False, orientation='horizontal'
  [242] tabpanel ''
    [243] menu '', orientation='vertical'
      [244] menuitem 'Beauty & Personal Care', hasPopup='menu'
      [245] menuitem 'Sports & Outdoors', hasPopup='menu'
      [246] menuitem 'Clothing, Shoes & Jewelry', hasPopup='menu'
      [247] menuitem 'Home & Kitchen', hasPopup='menu'
      [248] menuitem 'Office Products', hasPopup='menu'
      [249] menuitem 'Tools & Home Improvement', hasPopup='menu'
      [250] menuitem 'Health & Household', hasPopup='menu'
      [251] menuitem 'Patio, Lawn & Garden', hasPopup='menu'
      [252] menuitem 'Electronics', hasPopup='menu'
      [253] menuitem 'Cell Phones & Accessories', hasPopup='menu'
      [254] menuitem 'Video Games', hasPopup='menu'
      [255] menuitem 'Grocery & Gourmet Food', hasPopup='menu'"""


OSS_FOOT = """[1890] contentinfo ''
  [1891] textbox 'Sign Up for Our Newsletter:', required=False
  [1892] button 'Subscribe'
  [1893] link 'Privacy and Cookie Policy'
  [1894] link 'Search Terms'
  [1895] link 'Advanced Search'
  [1896] link 'Contact Us'
StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
StaticText 'Help Us Keep Magento Healthy'
[1899] link 'Report All Bugs'"""


def oss_home(cart: int, query: str = "") -> str:
    body = oss_head(cart, query) + """
[301] main ''
  [302] heading 'One Stop Market'
  StaticText 'Product Showcases'
  [304] list ''
    [305] listitem ''
      [306] img 'Image'
      [307] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
      StaticText 'Rating:'
      StaticText '20%'
      [310] link '1 Review'
      StaticText '$19.99'
      [312] button 'Add to Cart'
    [313] listitem ''
      [314] img 'Image'
      [315] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
      StaticText 'Rating:'
      StaticText '57%'
      [318] link '12 Reviews'
      StaticText '$14.47'
      [320] button 'Add to Cart'
    [321] listitem ''
      [322] img 'Image'
      [323] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
      StaticText 'Rating:'
      StaticText '95%'
      [326] link '4 Reviews'
      StaticText '$19.36'
      [328] button 'Add to Cart'
    [329] listitem ''
      [330] img 'Image'
      [331] link 'Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ'
      StaticText 'Rating:'
      StaticText '63%'
      [334] link '12 Reviews'
      StaticText '$23.50'
      [336] button 'Add to Cart'
""" + OSS_FOOT
    return page("One Stop Market", OSS + "/", body)


def oss_item(bid: int, p: tuple) -> str:
    name, price, rating, reviews = p
    lines = [f"[{bid}] listitem ''", f"  [{bid + 1}] img 'Image'", f"  [{bid + 2}] link '{name}'"]
    if rating:
        rv = "1 Review" if reviews == 1 else f"{reviews} Reviews"
        lines += ["  StaticText 'Rating:'", f"  StaticText '{rating}'", f"  [{bid + 5}] link '{rv}'"]
    lines += [f"  StaticText '${price:.2f}'", f"  [{bid + 7}] button 'Add to Cart'",
              f"  [{bid + 8}] button 'Add to Wish List'", f"  [{bid + 9}] button 'Add to Compare'"]
    return "\n".join(lines)


def oss_results(cart: int, order: str) -> tuple[str, dict[str, str]]:
    prods = HUBS_REL if order == "Relevance" else HUBS_PRICE
    base = 1200 if order == "Relevance" else 1400
    items = "\n".join(ind(oss_item(base + 10 * i, p), 2) for i, p in enumerate(prods))
    bids = {p[0]: str(base + 10 * i + 2) for i, p in enumerate(prods)}
    url = OSS + "/catalogsearch/result/?q=usb+c+hub" + ("&product_list_order=price" if order == "Price" else "")
    body = oss_head(cart, "usb c hub") + f"""
[1101] main ''
  [1102] heading "Search results for: 'usb c hub'"
  [1103] link 'Home'
  StaticText 'Search results for: usb c hub'
  [1105] StaticText 'Related search terms'
  [1106] link 'usb c hub multiport'
  [1107] link 'usb hub'
  [1108] link 'usb c adapter'
  [1109] link 'View as Grid'
  StaticText 'View as List'
  StaticText 'Items 1-12 of 47'
  [1112] StaticText 'Sort By'
  [1113] combobox 'Sort By', hasPopup='menu', expanded=False
    [1114] option 'Relevance', selected={order == 'Relevance'}
    [1115] option 'Product Name', selected=False
    [1116] option 'Price', selected={order == 'Price'}
  [1117] link 'Set Descending Direction'
  [1118] list ''
{items}
  [1180] list ''
    StaticText 'Page'
    StaticText '1'
    [1183] link 'Page 2'
    [1184] link 'Page 3'
    [1185] link 'Page 4'
    [1186] link 'Page Next'
  [1187] StaticText 'Show'
  [1188] combobox 'Show', hasPopup='menu', expanded=False
    [1189] option '12', selected=True
    [1190] option '24', selected=False
    [1191] option '36', selected=False
  StaticText 'per page'
[1801] complementary ''
  [1802] heading 'Shop By'
  StaticText 'Shopping Options'
  [1804] heading 'Category'
  [1805] link 'Electronics 39'
  [1806] link 'Office Products 6'
  [1807] link 'Cell Phones & Accessories 2'
  [1808] heading 'Price'
  [1809] link '$0.00 - $9.99 1'
  [1810] link '$10.00 - $19.99 5'
  [1811] link '$20.00 - $29.99 4'
  [1812] link '$30.00 - $39.99 9'
  [1813] link '$40.00 and above 28'
  [1814] heading 'Compare Products'
  StaticText 'You have no items to compare.'
""" + OSS_FOOT
    title = "Search results for: 'usb c hub'"
    return page(title, url, body), bids


ANKER = HUBS_REL[0][0]


def oss_product(cart: int, qty: str, added: bool, dialog: str = "") -> str:
    msg = f"""  [2102] alert ''
    StaticText 'You added {ANKER} to your '
    [2104] link 'shopping cart'
    StaticText '.'
""" if added else ""
    body = oss_head(cart) + "\n" + dialog + f"""
[2101] main ''
{msg}  [2110] list ''
    [2111] listitem ''
      [2112] link 'Home'
    [2113] listitem ''
      [2114] link 'Electronics'
    [2115] listitem ''
      [2116] link 'Computers & Accessories'
    [2117] listitem ''
      StaticText '{ANKER}'
  [2120] heading '{ANKER}'
  StaticText 'Rating:'
  StaticText '93%'
  [2123] link '14 Reviews'
  [2124] link 'Add Your Review'
  StaticText '$35.99'
  StaticText 'In stock'
  StaticText 'SKU'
  StaticText 'B087QZVQJX'
  [2129] spinbutton 'Qty', required=False, valuemin=0, valuemax=0, valuetext='{qty}', value='{qty}'
  [2130] button 'Add to Cart'
  [2131] link 'Add to Wish List'
  [2132] link 'Add to Compare'
  [2133] tablist '', multiselectable=False, orientation='horizontal'
    [2134] tab 'Details', selected=True, controls='description'
    [2135] tab 'More Information', selected=False, controls='additional'
    [2136] tab 'Reviews (14)', selected=False, controls='reviews'
    [2137] tabpanel 'Details'
      StaticText 'Anker 7-in-1 USB C hub: 4K HDMI port, 100W Power Delivery pass-through (85W to laptop), 1 USB-C data port and 2 USB-A data ports at 5Gbps, microSD and SD card slots.'
      StaticText 'What You Get: Anker 341 USB-C Hub (7-in-1), travel pouch, welcome guide, 18-month warranty.'
""" + OSS_FOOT
    return page(ANKER, OSS + "/anker-usb-c-hub-7-in-1-multiport-adapter.html", body)


MINICART = f"""[2301] dialog '', visible
  StaticText '5'
  StaticText 'Items in Cart'
  StaticText 'Cart Subtotal'
  StaticText '$148.45'
  [2306] button 'Proceed to Checkout'
  [2307] list ''
    [2308] listitem ''
      [2309] link 'Product Image'
      [2310] link '{ANKER}'
      StaticText '$35.99'
      [2312] spinbutton 'Qty', value='2'
      [2313] link 'Edit item'
      [2314] link 'Remove item'
    [2315] listitem ''
      [2316] link 'Product Image'
      [2317] link 'Pure Leaf Iced Tea, Unsweetened, 18.5 Fl Oz (Pack of 12)'
      StaticText '$25.49'
      [2319] spinbutton 'Qty', value='3'
      [2320] link 'Edit item'
      [2321] link 'Remove item'
  [2322] link 'View and Edit Cart'"""


def oss_cart() -> str:
    body = oss_head(5) + """
[2501] main ''
  [2502] heading 'Shopping Cart'
  [2503] table 'Shopping Cart Items'
    [2504] row ''
      [2505] columnheader 'Item'
      [2506] columnheader 'Price'
      [2507] columnheader 'Qty'
      [2508] columnheader 'Subtotal'
    [2509] row ''
      [2510] cell 'Pure Leaf Iced Tea, Unsweetened, 18.5 Fl Oz (Pack of 12)'
        [2511] link 'Pure Leaf Iced Tea, Unsweetened, 18.5 Fl Oz (Pack of 12)'
      [2512] cell '$25.49'
      [2513] cell 'Qty'
        [2514] spinbutton 'Qty', value='3'
      [2515] cell '$76.47'
    [2516] row ''
      [2517] link 'Move to Wish List'
      [2518] link 'Edit item parameters'
      [2519] link 'Remove item'
    [2520] row ''
      [2521] cell 'Anker USB C Hub, 7-in-1 Multiport Adapter with 4K HDMI, 100W Power Delivery, 5Gbps USB-C Data Port'
        [2522] link 'Anker USB C Hub, 7-in-1 Multiport Adapter with 4K HDMI, 100W Power Delivery, 5Gbps USB-C Data Port'
      [2523] cell '$35.99'
      [2524] cell 'Qty'
        [2525] spinbutton 'Qty', value='2'
      [2526] cell '$71.98'
    [2527] row ''
      [2528] link 'Move to Wish List'
      [2529] link 'Edit item parameters'
      [2530] link 'Remove item'
  [2531] link 'Continue Shopping'
  [2532] button 'Update Shopping Cart'
  [2533] heading 'Summary'
  [2534] heading 'Estimate Shipping and Tax'
  [2535] combobox 'Country', value='United States'
  [2536] combobox 'State/Province', value='Pennsylvania'
  [2537] textbox 'Zip/Postal Code', value='15213'
  StaticText 'Flat Rate'
  [2539] radio 'Fixed $25.00', checked=true
  [2540] table ''
    [2541] row ''
      [2542] rowheader 'Subtotal'
      [2543] cell '$148.45'
    [2544] row ''
      [2545] rowheader 'Shipping (Flat Rate - Fixed)'
      [2546] cell '$25.00'
    [2547] row ''
      [2548] rowheader 'Order Total'
      [2549] cell '$173.45'
  [2550] button 'Proceed to Checkout'
  [2551] link 'Check Out with Multiple Addresses'
  [2552] heading 'Apply Discount Code'
""" + OSS_FOOT
    return page("Shopping Cart", OSS + "/checkout/cart/", body)


def t01(rs: RowSet) -> None:
    rel, _ = oss_results(3, "Relevance")
    byprice, pb = oss_results(3, "Price")
    turns = [
        (fill("238", "usb c hub"), oss_home(3, "usb c hub")),
        (click("240"), rel),
        (select("1113", "Price"), byprice),
        (click(pb[ANKER]), oss_product(3, "1", False)),
        (fill("2129", "2"), oss_product(3, "2", False)),
        (click("2130"), oss_product(5, "2", True)),
        (click("235"), oss_product(5, "2", True, MINICART)),
        (click("2322"), oss_cart()),
    ]
    rs.add("web", "h50-web-01", sysp("signed in to the One Stop Market store (WebArena shopping site)"), turns,
           state=oss_home(3))


# ---------------------------------------------------------------------------------------------------------
# 02 GitLab (WebArena) - bad: a file line changes on going back
# ---------------------------------------------------------------------------------------------------------
GL = "http://gitlab.wa.internal:8023"
GLP = GL + "/byteblaze/a11y-syntax-highlighting"
DARK_JSON = """{
  "name": "a11y-dark",
  "type": "dark",
  "background": "#0d1117",
  "foreground": "#e6edf3",
  "tokens": {
    "keyword": "#ff7b72",
    "string": "#a5d6ff",
    "string.regexp": "#7ee787",
    "number": "#79c0ff",
    "constant.language": "#79c0ff",
    "function": "#d2a8ff",
    "type": "#ffa657",
    "comment": "#6a737d",
    "variable": "#e6edf3",
    "property": "#79c0ff",
    "operator": "#ff7b72",
    "punctuation": "#7d8590",
    "tag": "#7ee787",
    "attribute": "#79c0ff"
  },
  "minContrast": 4.5,
  "wcag": "AA"
}"""


def gl_frame(active: str) -> str:
    def it(bid: int, name: str) -> str:
        cur = ", focused" if name.split(" ")[0] == active else ""
        return f"    [{bid}] link '{name}'{cur}"
    side = "\n".join(it(b, n) for b, n in [
        (140, "Project information"), (141, "Repository"), (142, "Issues 7"), (143, "Merge requests 1"),
        (144, "CI/CD"), (145, "Security & Compliance"), (146, "Deployments"), (147, "Packages and registries"),
        (148, "Infrastructure"), (149, "Monitor"), (150, "Analytics"), (151, "Wiki"), (152, "Snippets"),
        (153, "Settings")])
    return f"""[101] link 'Skip to content'
[102] link 'Dashboard'
  [103] img 'GitLab'
[104] button 'Menu'
[105] textbox 'Search GitLab', required=False
StaticText '/'
[107] button 'Create new...', hasPopup='menu', expanded=False
[108] link 'Issues'
[109] link 'Merge requests'
[110] link 'To-Do List'
[111] link 'Help'
[112] button 'Byte Blaze user’s menu', hasPopup='menu', expanded=False
  [113] img 'Byte Blaze user’s menu'
[130] complementary 'Project navigation'
  [131] list ''
    [132] link 'a11y-syntax-highlighting'
{side}
  [154] button 'Collapse sidebar'"""


def gl_crumbs(*extra: str) -> str:
    parts = ["[170] link 'Byte Blaze'", "[171] link 'a11y-syntax-highlighting'"]
    parts += [f"[{172 + i}] link '{e}'" for i, e in enumerate(extra)]
    return "[169] navigation 'Breadcrumbs'\n" + "\n".join("  " + p for p in parts)


GL_FILES = [
    ("src", "Extract token map into src/tokens.ts", "2 weeks ago"),
    ("tests", "Add contrast ratio snapshot tests", "3 weeks ago"),
    ("themes", "Darken punctuation token", "5 days ago"),
    (".gitignore", "Initial commit", "4 months ago"),
    (".gitlab-ci.yml", "Run contrast checks in CI", "1 month ago"),
    ("CHANGELOG.md", "Release v1.2.0", "1 month ago"),
    ("LICENSE", "Initial commit", "4 months ago"),
    ("README.md", "Document minContrast option", "1 month ago"),
    ("package.json", "Release v1.2.0", "1 month ago"),
]


def gl_tree(base: int, rows: list[tuple[str, str, str]], path: str = "/") -> str:
    out = [f"[{base}] table 'Files, directories, and submodules in the path {path} for commit reference main'",
           f"  [{base + 1}] row ''", f"    [{base + 2}] columnheader 'Name'", f"    [{base + 3}] columnheader 'Last commit'",
           f"    [{base + 4}] columnheader 'Last update'"]
    if path != "/":
        out += [f"  [{base + 5}] row ''", f"    [{base + 6}] cell '..'", f"      [{base + 7}] link '..'"]
    for i, (name, msg, when) in enumerate(rows):
        b = base + 10 + 5 * i
        out += [f"  [{b}] row ''", f"    [{b + 1}] cell '{name}'", f"      [{b + 2}] link '{name}'",
                f"    [{b + 3}] cell '{msg}'", f"      [{b + 4}] link '{msg}'", f"    cell '{when}'"]
    return "\n".join(out)


def gl_link(base: int, i: int) -> str:
    return str(base + 12 + 5 * i)


def gl_overview() -> str:
    body = gl_frame("Project") + "\n" + gl_crumbs() + f"""
[200] main ''
  [201] heading 'a11y-syntax-highlighting'
  StaticText 'Project ID: 186'
  [203] button 'Copy project ID'
  [204] button 'Star'
  [205] link '3'
  [206] button 'Fork'
  [207] link '1'
  [208] link '42 Commits'
  [209] link '3 Branches'
  [210] link '1 Tag'
  StaticText '148 KB Project Storage'
  StaticText 'Syntax highlighting themes whose every token meets WCAG 2.1 AA contrast.'
  [213] link 'Byte Blaze avatar'
  [214] link 'Darken punctuation token'
  StaticText 'Byte Blaze authored 5 days ago'
  StaticText 'e4f21b9c'
  [217] button 'Copy commit SHA'
  [218] combobox 'Switch branch/tag', value='main'
  [219] link 'Find file'
  [220] link 'Web IDE'
  [221] button 'Clone'
{ind(gl_tree(230, GL_FILES), 1)}
  [300] heading 'README.md'
  StaticText 'Syntax highlighting themes (a11y-dark, a11y-light, high-contrast) tested against WCAG 2.1 AA.'"""
    return page("Byte Blaze / a11y-syntax-highlighting · GitLab", GLP, body)


GL_ISSUES = [
    (19, "Add a Solarized-derived variant that passes AA", "opened 2 days ago by", "Roshan Jossy", ["enhancement"], 0),
    (18, "high-contrast.json: attribute and tag share the same color", "opened 1 week ago by", "Byte Blaze", ["bug"], 1),
    (17, "Comment tokens fail WCAG AA contrast on dark theme", "opened 3 weeks ago by", "Lee Tan", ["accessibility", "bug"], 2),
    (15, "Export themes for VS Code", "opened 1 month ago by", "Byte Blaze", ["enhancement"], 4),
    (12, "Contrast test ignores alpha channel", "opened 2 months ago by", "Vinh Nguyen", ["bug", "tests"], 3),
    (9, "Document how minContrast interacts with background overrides", "opened 3 months ago by", "Lee Tan", ["docs"], 0),
    (6, "Provide a prefers-contrast: more media query build", "opened 3 months ago by", "Roshan Jossy", ["enhancement"], 5),
]


def gl_issues() -> str:
    rows = []
    for i, (n, title, what, who, labels, comments) in enumerate(GL_ISSUES):
        b = 420 + 12 * i
        rows.append(f"""[{b}] listitem ''
  [{b + 1}] link '{title}'
  StaticText '#{n} · {what}'
  [{b + 3}] link '{who}'
""" + "\n".join(f"  [{b + 4 + j}] link '{lab}'" for j, lab in enumerate(labels)) + (
            f"\n  [{b + 8}] link '{comments}'" if comments else ""))
    lst = "\n".join(ind(r, 2) for r in rows)
    body = gl_frame("Issues") + "\n" + gl_crumbs("Issues") + f"""
[400] main ''
  [401] tablist ''
    [402] tab 'Open 7', selected=True
    [403] tab 'Closed 12', selected=False
    [404] tab 'All 19', selected=False
  [405] link 'Subscribe to RSS feed'
  [406] button 'Edit issues'
  [407] link 'New issue'
  [408] textbox 'Search or filter results...', required=False
  [409] button 'Created date'
  [410] list ''
{lst}"""
    return page("Issues · Byte Blaze / a11y-syntax-highlighting · GitLab", GLP + "/-/issues", body)


def gl_issue17() -> str:
    body = gl_frame("Issues") + "\n" + gl_crumbs("Issues", "#17") + """
[500] main ''
  StaticText 'Open'
  StaticText 'Issue created 3 weeks ago by'
  [503] link 'Lee Tan'
  [504] button 'Issue actions', hasPopup='menu', expanded=False
  [505] heading 'Comment tokens fail WCAG AA contrast on dark theme'
  StaticText 'In'
  [507] code ''
    StaticText 'themes/dark.json'
  StaticText ', line 14 sets'
  [510] code ''
    StaticText '"comment": "#6a737d"'
  StaticText '. Against the'
  [513] code ''
    StaticText '#0d1117'
  StaticText 'background that is 3.9:1, below the 4.5:1 that minContrast promises. Something around #8d96a0 would reach 6:1.'
  [516] button 'Add reaction'
  [517] heading 'Activity'
  [518] list ''
    [519] listitem ''
      StaticText 'Byte Blaze added'
      [521] link 'accessibility'
      [522] link 'bug'
      StaticText 'labels 3 weeks ago'
    [524] listitem ''
      [525] link 'Vinh Nguyen'
      StaticText '@vinh · 2 weeks ago'
      StaticText 'Confirmed with the snapshot test: comment (3.9:1) and punctuation (4.1:1) are the two dark tokens under 4.5.'
    [528] listitem ''
      [529] link 'Byte Blaze'
      StaticText '@byteblaze · 5 days ago'
      StaticText 'Fixed punctuation first in e4f21b9c; comment next, after I check the light theme.'
  [532] textbox 'Comment', required=False
  [533] button 'Comment'
  [534] button 'Close issue'
[540] complementary 'Issue sidebar'
  StaticText 'Assignee'
  [542] link 'Byte Blaze'
  StaticText 'Labels'
  [544] link 'accessibility'
  [545] link 'bug'
  StaticText 'Milestone'
  [547] link 'v1.3'
  StaticText 'Due date'
  StaticText 'None'
  StaticText 'Time tracking'
  StaticText 'No estimate or time spent'
  StaticText 'Confidentiality'
  StaticText 'Not confidential'
  StaticText 'Participants'
  StaticText '3'
  [557] button 'Notifications', pressed=true"""
    return page("Comment tokens fail WCAG AA contrast on dark theme (#17) · Issues · Byte Blaze / a11y-syntax-highlighting · GitLab",
                GLP + "/-/issues/17", body)


def gl_repo() -> str:
    body = gl_frame("Repository") + "\n" + gl_crumbs("Repository") + f"""
[600] main ''
  [601] combobox 'Switch branch/tag', value='main'
  [602] link 'a11y-syntax-highlighting'
  [603] button 'Add to tree', hasPopup='menu'
  [604] link 'History'
  [605] link 'Find file'
  [606] link 'Web IDE'
  [607] link 'Darken punctuation token'
  StaticText 'Byte Blaze authored 5 days ago'
  StaticText 'e4f21b9c'
{ind(gl_tree(620, GL_FILES), 1)}"""
    return page("Files · main · Byte Blaze / a11y-syntax-highlighting · GitLab", GLP + "/-/tree/main", body)


THEMES = [
    ("dark.json", "Darken punctuation token", "5 days ago"),
    ("high-contrast.json", "Add string.regexp and constant.language tokens", "1 month ago"),
    ("light.json", "Add string.regexp and constant.language tokens", "1 month ago"),
]


def gl_themes() -> str:
    tree = gl_tree(720, THEMES, "/themes")
    body = gl_frame("Repository") + "\n" + gl_crumbs("Repository") + f"""
[700] main ''
  [701] combobox 'Switch branch/tag', value='main'
  [702] link 'a11y-syntax-highlighting'
  StaticText '/'
  [704] link 'themes'
  [705] link 'History'
  [706] link 'Find file'
  [707] link 'Web IDE'
  [708] link 'Darken punctuation token'
  StaticText 'Byte Blaze authored 5 days ago'
  StaticText 'e4f21b9c'
{ind(tree, 1)}"""
    return page("themes · main · Byte Blaze / a11y-syntax-highlighting · GitLab", GLP + "/-/tree/main/themes", body)


def gl_blob(text: str) -> str:
    lines = text.split("\n")
    size = len(text.encode()) + 1
    nums = "\n".join(f"    [{840 + i}] link '{i}'" for i in range(1, len(lines) + 1))
    code = "\n".join(f"    StaticText '{ln}'" for ln in lines)
    body = gl_frame("Repository") + "\n" + gl_crumbs("Repository") + f"""
[800] main ''
  [801] combobox 'Switch branch/tag', value='main'
  [802] link 'a11y-syntax-highlighting'
  StaticText '/'
  [804] link 'themes'
  StaticText '/'
  StaticText 'dark.json'
  [807] button 'Copy file path'
  [808] link 'Byte Blaze avatar'
  [809] link 'Darken punctuation token'
  StaticText 'Byte Blaze authored 5 days ago'
  StaticText 'e4f21b9c'
  [812] button 'Copy commit SHA'
  StaticText 'dark.json'
  StaticText '{size} B'
  [815] link 'Edit'
  [816] link 'Web IDE'
  [817] button 'Replace'
  [818] button 'Delete'
  [819] link 'Blame'
  [820] link 'History'
  [821] link 'Permalink'
  [822] button 'Copy file contents'
  [823] link 'Open raw'
  [824] link 'Download'
  [830] table ''
{nums}
{code}"""
    return page("themes/dark.json · main · Byte Blaze / a11y-syntax-highlighting · GitLab", GLP + "/-/blob/main/themes/dark.json", body)


GL_HIST = [
    ("Darken punctuation token", "e4f21b9c", "Byte Blaze authored 5 days ago"),
    ("Add string.regexp and constant.language tokens", "9a1c07d2", "Vinh Nguyen authored 1 month ago"),
    ("Initial dark theme", "51b2e8f0", "Byte Blaze authored 4 months ago"),
]


def gl_history() -> str:
    rows = "\n".join(ind(f"""[{910 + 6 * i}] listitem ''
  [{911 + 6 * i}] link '{m}'
  StaticText '{who}'
  StaticText '{sha}'
  [{914 + 6 * i}] button 'Copy commit SHA'
  [{915 + 6 * i}] link 'Browse Files'""", 2) for i, (m, sha, who) in enumerate(GL_HIST))
    body = gl_frame("Repository") + "\n" + gl_crumbs("Repository", "Commits") + f"""
[900] main ''
  [901] combobox 'Switch branch/tag', value='main'
  StaticText 'themes/dark.json'
  [903] textbox 'Search by message', required=False
  [904] link 'Commits feed'
  StaticText '13 Jun, 2025 1 commit'
  StaticText '07 May, 2025 1 commit'
  StaticText '12 Feb, 2025 1 commit'
  [908] list ''
{rows}"""
    return page("Commits · Byte Blaze / a11y-syntax-highlighting · GitLab", GLP + "/-/commits/main/themes/dark.json", body)


def gl_commit() -> str:
    body = gl_frame("Repository") + "\n" + gl_crumbs("Repository", "Commits", "e4f21b9c") + """
[1000] main ''
  StaticText 'Commit'
  StaticText 'e4f21b9c'
  [1003] button 'Copy commit SHA'
  StaticText 'authored 5 days ago by'
  [1005] link 'Byte Blaze'
  [1006] button 'Browse files'
  [1007] button 'Options', hasPopup='menu'
  [1008] heading 'Darken punctuation token'
  StaticText 'punctuation was 4.1:1 on #0d1117; #7d8590 gives 4.6:1. Refs #17.'
  StaticText '1 parent'
  [1011] link '9a1c07d2'
  StaticText 'No related merge requests found'
  StaticText 'Pipeline'
  [1014] link '#1423'
  StaticText 'passed'
  StaticText 'Showing 1 changed file with 1 addition and 1 deletion'
  [1017] button 'Hide whitespace changes'
  [1018] link 'themes/dark.json'
  StaticText '+1 -1'
  [1020] table ''
    StaticText '@@ -15,7 +15,7 @@'
    StaticText '15 15     "variable": "#e6edf3",'
    StaticText '16 16     "property": "#79c0ff",'
    StaticText '17 17     "operator": "#ff7b72",'
    StaticText '18    -    "punctuation": "#8b949e",'
    StaticText '   18 +    "punctuation": "#7d8590",'
    StaticText '19 19     "tag": "#7ee787",'
    StaticText '20 20     "attribute": "#79c0ff"'
    StaticText '21 21   },'
  [1030] heading '0 comments on commit e4f21b9c'
  [1031] textbox 'Comment', required=False"""
    return page("Darken punctuation token (e4f21b9c) · Commits · Byte Blaze / a11y-syntax-highlighting · GitLab",
                GLP + "/-/commit/e4f21b9c5d7a0e3f61b2c8d94a7e0135f6c2d8ab", body)


def t02(rs: RowSet) -> None:
    bad = DARK_JSON.replace('"comment": "#6a737d"', '"comment": "#8b949e"')
    turns = [
        (click("142"), gl_issues()),
        (click("445"), gl_issue17()),
        (click("141"), gl_repo()),
        (click(gl_link(620, 2)), gl_themes()),
        (click(gl_link(720, 0)), gl_blob(DARK_JSON)),
        (click("820"), gl_history()),
        (click("911"), gl_commit()),
        ("go_back()", gl_history()),
        ("go_back()", gl_blob(bad)),
    ]
    rs.add("web", "h50-web-02", sysp("signed in to the self-hosted GitLab (WebArena gitlab) as Byte Blaze"), turns,
           state=gl_overview(), bad=True, turn=9,
           kind="After going back, themes/dark.json line 14 reads \"comment\": \"#8b949e\" though turn 5 (and issue #17) showed \"#6a737d\" and no commit touched it.")


# ---------------------------------------------------------------------------------------------------------
# 03 Wikipedia (WebArena Kiwix mirror) - bad: a death date changes on going back
# ---------------------------------------------------------------------------------------------------------
WK = "http://wiki.wa.internal:8888/wikipedia_en_all_maxi_2022-05/A/"


def wk_bar(query: str = "", suggest: list[str] | None = None) -> str:
    val = f", value='{query}'" if query else ""
    out = f"""[21] link 'Go to welcome page'
[22] button 'Go to a randomly selected page'
[23] searchbox "Search 'Wikipedia'", focused{val}""" if query else """[21] link 'Go to welcome page'
[22] button 'Go to a randomly selected page'
[23] searchbox "Search 'Wikipedia'\""""
    if suggest:
        out += "\n[24] listbox ''\n" + "\n".join(f"  [{25 + i}] option '{s}'" for i, s in enumerate(suggest))
        out += f"\n  [{25 + len(suggest)}] option \"containing '{query}'...\""
    return out


def wk_infobox(base: int, rows: list[tuple[str, str]]) -> str:
    out = [f"[{base}] table ''"]
    for i, (k, v) in enumerate(rows):
        b = base + 1 + 3 * i
        out += [f"  [{b}] row ''", f"    [{b + 1}] rowheader '{k}'", f"    [{b + 2}] cell '{v}'"]
    return "\n".join(out)


def wk_cmu(query: str = "", suggest: list[str] | None = None) -> str:
    body = wk_bar(query, suggest) + "\n" + f"""[40] article ''
  [41] heading 'Carnegie Mellon University'
  StaticText 'From Wikipedia, the free encyclopedia'
{ind(wk_infobox(50, [("Former names", "Carnegie Technical Schools (1900–1912) Carnegie Institute of Technology (1912–1967)"), ("Motto", "My heart is in the work"), ("Type", "Private research university"), ("Established", "November 15, 1900"), ("Founders", "Andrew Carnegie, Andrew Mellon, Richard B. Mellon, William Larimer Mellon"), ("Accreditation", "MSCHE"), ("Endowment", "$3.1 billion (2021)"), ("President", "Farnam Jahanian"), ("Provost", "James H. Garrett Jr."), ("Academic staff", "1,444 (Fall 2021)"), ("Students", "15,818 (Fall 2021)"), ("Undergraduates", "7,073 (Fall 2021)"), ("Postgraduates", "8,745 (Fall 2021)"), ("Location", "Pittsburgh, Pennsylvania, United States"), ("Campus", "Urban, 157.2 acres (63.6 ha)"), ("Colors", "Carnegie red, iron gray, steel gray, Tartan plaid")]), 1)}
  StaticText 'Carnegie Mellon University (CMU) is a private research university in Pittsburgh, Pennsylvania. One of its predecessors was established in 1900 by'
  [120] link 'Andrew Carnegie'
  StaticText 'as the Carnegie Technical Schools; it became the Carnegie Institute of Technology in 1912 and began granting four-year degrees in the same year. In 1967, it became the current-day CMU through its merger with the Mellon Institute of Industrial Research, founded in 1913 by'
  [122] link 'Andrew Mellon'
  StaticText 'and'
  [124] link 'Richard B. Mellon'
  StaticText 'and formerly a part of the University of Pittsburgh.'
  [126] heading 'Contents'
  [127] link '1 History'
  [128] link '2 Campus'
  [129] link '3 Organization and administration'
  [130] link '4 Academics'
  [131] link '5 Research'
  [132] link '6 Student life'
  [133] link '7 Notable people'"""
    return page("Carnegie Mellon University", WK + "Carnegie_Mellon_University", body)


def wk_carnegie(died: str = "August 11, 1919") -> str:
    body = wk_bar() + "\n" + f"""[200] article ''
  [201] heading 'Andrew Carnegie'
  StaticText 'From Wikipedia, the free encyclopedia'
  StaticText 'For other people named Andrew Carnegie, see'
  [204] link 'Andrew Carnegie (disambiguation)'
{ind(wk_infobox(210, [("Born", "Andrew Carnegie November 25, 1835 Dunfermline, Fife, Scotland"), ("Died", f"{died} (aged 83) Lenox, Massachusetts, U.S."), ("Resting place", "Sleepy Hollow Cemetery, Sleepy Hollow, New York"), ("Citizenship", "United Kingdom, United States"), ("Occupation", "Industrialist, philanthropist"), ("Known for", "Founding the Carnegie Steel Company, Carnegie Institute of Technology and 2,509 Carnegie libraries"), ("Political party", "Republican"), ("Spouse", "Louise Whitfield (m. 1887)"), ("Children", "1"), ("Signature", "")]), 1)}
  StaticText 'Andrew Carnegie (English: kar-NEG-ee; November 25, 1835 – August 11, 1919) was a Scottish-American industrialist and philanthropist. Carnegie led the expansion of the American steel industry in the late 19th century and became one of the richest Americans in history. He became a leading philanthropist in the United States, Great Britain, and the British Empire. During the last 18 years of his life, he gave away around $350 million (conservatively $5.5 billion in 2021 dollars), almost 90 percent of his fortune, to charities, foundations and universities.'
  StaticText 'In 1892, his'
  [252] link 'Carnegie Steel Company'
  StaticText 'was formed, combining his holdings with those of'
  [254] link 'Henry Clay Frick'
  StaticText '. In 1901, Carnegie sold the company to J. P. Morgan for $303,450,000; it became the U.S. Steel Corporation.'
  [256] heading 'Contents'
  [257] link '1 Biography'
  [258] link '1.1 Early life'
  [259] link '1.2 Railroads'
  [260] link '1.3 Carnegie Steel'
  [261] link '1.4 Homestead strike'
  [262] link '2 Philanthropy'
  [263] link '3 Death'
  [264] link '4 Legacy and honors'
  [270] heading 'Death'
  StaticText 'Carnegie died on August 11, 1919, in'
  [272] link 'Lenox, Massachusetts'
  StaticText ', at his Shadow Brook estate, of bronchial pneumonia. He had already given away $350,695,654 (approximately $5.5 billion in 2021) of his wealth. After his death, his last $30,000,000 was given to foundations, charities, and to pensioners. He was buried at the Sleepy Hollow Cemetery in Sleepy Hollow, New York.'"""
    return page("Andrew Carnegie", WK + "Andrew_Carnegie", body)


def wk_steel() -> str:
    body = wk_bar() + "\n" + f"""[300] article ''
  [301] heading 'Carnegie Steel Company'
  StaticText 'From Wikipedia, the free encyclopedia'
{ind(wk_infobox(310, [("Industry", "Steel"), ("Predecessor", "Edgar Thomson Steel Works"), ("Founded", "1892"), ("Founder", "Andrew Carnegie"), ("Defunct", "1901"), ("Fate", "Merged with Federal Steel Company and National Steel Company"), ("Successor", "U.S. Steel"), ("Headquarters", "Pittsburgh, Pennsylvania, U.S."), ("Key people", "Henry Clay Frick (chairman), Charles M. Schwab (president)")]), 1)}
  StaticText 'Carnegie Steel Company was a steel-producing company primarily created by'
  [341] link 'Andrew Carnegie'
  StaticText 'and several close associates to manage businesses at steel mills in the Pittsburgh, Pennsylvania area in the late 19th century. The company was formed in 1892 and was sold in 1901 to become part of U.S. Steel.'
  [343] heading 'Contents'
  [344] link '1 History'
  [345] link '2 Homestead strike'
  [346] link '3 Sale to J. P. Morgan'
  [347] link '4 See also'
  [350] heading 'Homestead strike'
  StaticText 'In 1892 the company was involved in the Homestead strike, one of the most violent labor disputes in U.S. history. Chairman'
  [352] link 'Henry Clay Frick'
  StaticText 'locked the union out of the Homestead Steel Works on July 1, 1892.'"""
    return page("Carnegie Steel Company", WK + "Carnegie_Steel_Company", body)


def wk_frick() -> str:
    body = wk_bar() + "\n" + f"""[400] article ''
  [401] heading 'Henry Clay Frick'
  StaticText 'From Wikipedia, the free encyclopedia'
{ind(wk_infobox(410, [("Born", "December 19, 1849 West Overton, Pennsylvania, U.S."), ("Died", "December 2, 1919 (aged 69) New York City, U.S."), ("Resting place", "Homewood Cemetery, Pittsburgh"), ("Occupation", "Industrialist, financier, art patron"), ("Known for", "Frick Collection, Clayton, Homestead strike"), ("Spouse", "Adelaide Howard Childs (m. 1881)"), ("Children", "4")]), 1)}
  StaticText 'Henry Clay Frick (December 19, 1849 – December 2, 1919) was an American industrialist, financier, and art patron. He founded the H. C. Frick & Company coke manufacturing company, was chairman of the'
  [441] link 'Carnegie Steel Company'
  StaticText ', and played a major role in the formation of the giant U.S. Steel manufacturing concern.'
  [443] heading 'Contents'
  [444] link '1 Early life'
  [445] link '2 Career'
  [446] link '3 Homestead strike'
  [447] link '4 Art collection'
  [448] link '5 Death'"""
    return page("Henry Clay Frick", WK + "Henry_Clay_Frick", body)


def wk_lenox() -> str:
    body = wk_bar() + "\n" + f"""[500] article ''
  [501] heading 'Lenox, Massachusetts'
  StaticText 'From Wikipedia, the free encyclopedia'
{ind(wk_infobox(510, [("Country", "United States"), ("State", "Massachusetts"), ("County", "Berkshire"), ("Settled", "1750"), ("Incorporated", "1767"), ("Government", "Open town meeting"), ("Total area", "21.7 sq mi (56.3 km2)"), ("Elevation", "1,209 ft (369 m)"), ("Population (2020)", "5,095"), ("Time zone", "UTC-5 (Eastern)"), ("ZIP Code", "01240"), ("Area code", "413")]), 1)}
  StaticText 'Lenox is a town in Berkshire County, Massachusetts, United States. It is part of the Pittsfield, Massachusetts Metropolitan Statistical Area. The population was 5,095 at the 2020 census. Lenox is home to Tanglewood, the summer home of the Boston Symphony Orchestra.'
  [550] heading 'Contents'
  [551] link '1 History'
  [552] link '2 Geography'
  [553] link '3 Demographics'
  [554] link '4 Notable people'"""
    return page("Lenox, Massachusetts", WK + "Lenox,_Massachusetts", body)


def t03(rs: RowSet) -> None:
    sug = ["Andrew Carnegie", "Andrew Carnegie Mansion", "Andrew Carnegie Birthplace Museum", "Andrew Carnegie Free Library & Music Hall"]
    turns = [
        (fill("23", "Andrew Carnegie"), wk_cmu("Andrew Carnegie", sug)),
        (click("25"), wk_carnegie()),
        (click("254"), wk_frick()),
        (click("441"), wk_steel()),
        ("go_back()", wk_frick()),
        ("go_back()", wk_carnegie("August 11, 1918")),
        (click("272"), wk_lenox()),
    ]
    rs.add("web", "h50-web-03", sysp("the WebArena Wikipedia mirror (kiwix-serve, wikipedia_en_all_maxi_2022-05)"), turns,
           state=wk_cmu(), bad=True, turn=6,
           kind="Back on the Andrew Carnegie article the infobox gives his death as August 11, 1918, though turn 2 showed August 11, 1919 on the same static page.")


# ---------------------------------------------------------------------------------------------------------
# 04 OpenStreetMap (WebArena map) - clean: route recomputed per engine and direction
# ---------------------------------------------------------------------------------------------------------
OSM = "http://osm.wa.internal:3000"
OSM_HEAD = """[10] banner ''
  [11] link 'OpenStreetMap logo OpenStreetMap'
  [12] link 'Edit'
  [13] button 'Choose editor', hasPopup='menu'
  [14] link 'History'
  [15] link 'Export'
  [16] link 'GPS Traces'
  [17] link 'User Diaries'
  [18] link 'Communities'
  [19] link 'Copyright'
  [20] link 'Help'
  [21] link 'About'
  [22] link 'Log In'
  [23] link 'Sign Up'"""
OSM_MAP = """[90] region 'Map'
  [91] button 'Zoom In'
  [92] button 'Zoom Out'
  [93] button 'Show My Location'
  [94] button 'Layers'
  [95] button 'Legend'
  [96] button 'Share'
  [97] button 'Add a note to the map'
  [98] button 'Query features'
  StaticText '500 m'
  StaticText '2000 ft'
  StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"""


def osm_search_box(q: str = "") -> str:
    val = f", value='{q}'" if q else ""
    return f"""[30] search ''
  [31] textbox 'Search', focused{val}
  [32] button 'Go'
  [33] link 'Find directions between two points'"""


def osm_home(q: str = "") -> str:
    body = OSM_HEAD + "\n" + osm_search_box(q) + """
[40] complementary ''
  [41] heading 'Welcome to OpenStreetMap!'
  [42] button 'Close'
  StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
  [44] link 'Learn More'
  [45] link 'Start Mapping'
""" + OSM_MAP
    return page("OpenStreetMap", OSM + "/#map=15/40.4434/-79.9436", body)


def osm_results() -> str:
    body = OSM_HEAD + "\n" + osm_search_box("Carnegie Mellon University") + """
[50] complementary ''
  [51] heading 'Search Results'
  [52] button 'Close'
  [53] heading 'Results from OpenStreetMap Nominatim'
  [54] list ''
    [55] listitem ''
      StaticText 'University'
      [57] link 'Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
    [58] listitem ''
      StaticText 'Bus Stop'
      [60] link 'Carnegie Mellon University, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
    [61] listitem ''
      StaticText 'Building'
      [63] link 'Carnegie Mellon University Software Engineering Institute, 4500, Fifth Avenue, North Oakland, Pittsburgh, Allegheny County, 15213, United States'
    [64] listitem ''
      StaticText 'Parking'
      [66] link 'Carnegie Mellon University East Campus Garage, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
  [67] link 'More results'
""" + OSM_MAP
    return page("OpenStreetMap", OSM + "/search?query=Carnegie%20Mellon%20University#map=15/40.4434/-79.9436", body)


def osm_way() -> str:
    tags = [("amenity", "university"), ("name", "Carnegie Mellon University"), ("name:zh", "卡内基梅隆大学"),
            ("operator:type", "private"), ("short_name", "CMU"), ("website", "https://www.cmu.edu/"),
            ("wikidata", "Q190080"), ("wikipedia", "en:Carnegie Mellon University")]
    rows = "\n".join(f"""    [{120 + 3 * i}] row ''
      [{121 + 3 * i}] cell '{k}'
      [{122 + 3 * i}] cell '{v}'""" for i, (k, v) in enumerate(tags))
    body = OSM_HEAD + "\n" + osm_search_box("Carnegie Mellon University") + f"""
[100] complementary ''
  [101] heading 'Way: Carnegie Mellon University (28705034)'
  [102] button 'Close'
  StaticText 'Version #37'
  StaticText 'Edited about 1 month ago by'
  [105] link 'mapmaker_pgh'
  StaticText 'Changeset #'
  [107] link '136742519'
  [108] heading 'Tags'
  [109] table ''
{rows}
  [150] heading 'Nodes'
  StaticText '86 nodes'
  [152] link 'Download XML'
  [153] link 'View History'
""" + OSM_MAP
    return page("Way: Carnegie Mellon University (28705034) | OpenStreetMap", OSM + "/way/28705034", body)


AIRPORT = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"
CMU_ADDR = "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
ROUTES = {
    ("car", False): ("30km", "0:29", [
        ("Start on Airport Boulevard", "1.2km"), ("Continue onto Interstate 376 East", "17km"),
        ("Keep left to stay on Interstate 376 East", "6.8km"), ("Take the exit onto Forbes Avenue", "1.1km"),
        ("Turn right onto Forbes Avenue", "2.6km"), ("Turn left onto Morewood Avenue", "350m"),
        ("Turn right onto Schenley Drive Extension", "400m"), ("Reach destination", "")]),
    ("bike", False): ("36km", "2:18", [
        ("Start on Airport Boulevard", "1.2km"), ("Turn right onto Business Route 60", "3.9km"),
        ("Continue onto Steubenville Pike", "9.6km"), ("Turn left onto Montour Trail", "7.4km"),
        ("Turn right onto Noblestown Road", "5.8km"), ("Turn left onto West Carson Street", "3.1km"),
        ("Continue onto Eliza Furnace Trail", "3.7km"), ("Turn right onto Schenley Drive", "1.3km"),
        ("Reach destination", "")]),
    ("bike", True): ("35km", "2:31", [
        ("Start on Schenley Drive Extension", "400m"), ("Turn left onto Schenley Drive", "900m"),
        ("Continue onto Eliza Furnace Trail", "3.7km"), ("Continue onto West Carson Street", "3.1km"),
        ("Turn right onto Noblestown Road", "5.8km"), ("Turn right onto Montour Trail", "7.4km"),
        ("Turn right onto Steubenville Pike", "9.6km"), ("Turn left onto Business Route 60", "4.1km"),
        ("Reach destination", "")]),
}
ENGINES = ["Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)", "Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]


def osm_dir(frm: str, to: str, engine: str, route: tuple[str, bool] | None, layers: bool = False) -> str:
    opts = "\n".join(f"    [{212 + i}] option '{e}', selected={e == engine}" for i, e in enumerate(ENGINES))
    fv = f", value='{frm}'" if frm else ""
    tv = f", value='{to}'" if to else ""
    res = ""
    url = OSM + "/directions"
    if route:
        dist, time, steps = ROUTES[route]
        rows = "\n".join(f"""    [{251 + 4 * i}] row ''
      [{252 + 4 * i}] cell '{i + 1}.'
      [{253 + 4 * i}] cell '{s}'
      [{254 + 4 * i}] cell '{d}'""" for i, (s, d) in enumerate(steps))
        res = f"""  [240] heading 'Directions'
  StaticText 'Distance: {dist}. Time: {time}.'
  [242] link 'Download route as GPX'
  [250] table ''
{rows}
  StaticText 'Directions courtesy of'
  [291] link 'OSRM (FOSSGIS)'
"""
        eng = "fossgis_osrm_car" if route[0] == "car" else "fossgis_osrm_bike"
        pts = "40.4915%2C-80.2329%3B40.4443%2C-79.9436"
        if route[1]:
            pts = "40.4443%2C-79.9436%3B40.4915%2C-80.2329"
        url = OSM + f"/directions?engine={eng}&route={pts}"
    lay = """[300] complementary 'Map Layers'
  [301] heading 'Map Layers'
  [302] button 'Close'
  [303] radio 'Standard', checked=true
  [304] radio 'CyclOSM', checked=false
  [305] radio 'Cycle Map', checked=false
  [306] radio 'Transport Map', checked=false
  [307] radio 'Tracestrack Topo', checked=false
  [308] radio 'Humanitarian', checked=false
  [309] heading 'Map Data'
  [310] checkbox 'Map Notes', checked=false
  [311] checkbox 'Map Data', checked=false
  [312] checkbox 'Public GPS traces', checked=false
  [313] link 'About these layers'
""" if layers else ""
    body = OSM_HEAD + f"""
[200] search ''
  [201] textbox 'From'{fv}
  [202] textbox 'To'{tv}
  [203] button 'Reverse Directions'
  [204] button 'Go'
  [205] button 'Close'
  [211] combobox '', hasPopup='menu', expanded=False, value='{engine}'
{opts}
[230] complementary ''
{res}""" + lay + OSM_MAP
    return page("Directions | OpenStreetMap" if route else "OpenStreetMap", url, body)


def t04(rs: RowSet) -> None:
    turns = [
        (fill("31", "Carnegie Mellon University"), osm_home("Carnegie Mellon University")),
        (click("32"), osm_results()),
        (click("57"), osm_way()),
        (click("33"), osm_dir("", "", "Car (OSRM)", None)),
        (fill("201", "Pittsburgh International Airport"), osm_dir("Pittsburgh International Airport", "", "Car (OSRM)", None)),
        (fill("202", "Carnegie Mellon University"), osm_dir("Pittsburgh International Airport", "Carnegie Mellon University", "Car (OSRM)", None)),
        (click("204"), osm_dir(AIRPORT, CMU_ADDR, "Car (OSRM)", ("car", False))),
        (select("211", "Bicycle (OSRM)"), osm_dir(AIRPORT, CMU_ADDR, "Bicycle (OSRM)", ("bike", False))),
        (click("203"), osm_dir(CMU_ADDR, AIRPORT, "Bicycle (OSRM)", ("bike", True))),
        (click("94"), osm_dir(CMU_ADDR, AIRPORT, "Bicycle (OSRM)", ("bike", True), layers=True)),
    ]
    rs.add("web", "h50-web-04", sysp("on the WebArena OpenStreetMap instance, not logged in"), turns, state=osm_home())


# ---------------------------------------------------------------------------------------------------------
# 05 Amazon - clean: variant price, cart quantities and deletions, checkout totals
# ---------------------------------------------------------------------------------------------------------
AMZ = "https://www.amazon.com"
FINTIE = "Fintie Slimshell Case for 6.8\" Kindle Paperwhite (11th Generation-2021) and Kindle Paperwhite Signature Edition - Premium Lightweight PU Leather Cover with Auto Sleep/Wake"
KPW = "Kindle Paperwhite (16 GB) – Now with a 6.8\" display and adjustable warm light – Agave Green"
CABLE = "Amazon Basics USB-C to USB-C 2.0 Cable, 480Mbps, USB-IF Certified, 6 Foot, Black"


def amz_head(cart: int, q: str = "kindle paperwhite case") -> str:
    return f"""[10] link 'Amazon'
[11] link 'Deliver to Jordan Pittsburgh 15213‌'
[12] combobox 'Select the department you want to search in', value='All Departments'
[13] searchbox 'Search Amazon', value='{q}'
[14] button 'Go'
[15] link 'Choose a language for shopping. EN'
[16] link 'Hello, Jordan Account & Lists'
[17] link 'Returns & Orders'
[18] link '{cart} items in cart'
[19] button 'Open All Categories Menu'
[20] link "Today's Deals"
[21] link 'Customer Service'
[22] link 'Registry'
[23] link 'Gift Cards'
[24] link 'Sell'"""


def amz_results() -> str:
    items = [
        (FINTIE, "4.6 out of 5 stars", "61,208", "10K+ bought in past month", "$15.99", "FREE delivery Fri, Jun 20 on $35 of items shipped by Amazon"),
        ("MoKo Case for 6.8\" Kindle Paperwhite 11th Generation 2021 - Slim PU Shell Cover Case with Auto-Wake/Sleep", "4.5 out of 5 stars", "23,977", "4K+ bought in past month", "$11.89", "FREE delivery Fri, Jun 20 on $35 of items shipped by Amazon"),
        ("Amazon Kindle Paperwhite Fabric Cover (11th Generation-2021) - Agave Green", "4.5 out of 5 stars", "18,452", "2K+ bought in past month", "$29.99", "FREE delivery Thu, Jun 19"),
        ("CoBak Case for All New 6.8\" Kindle Paperwhite 11th Generation 2021 - Premium PU Leather Smart Cover with Hand Strap", "4.6 out of 5 stars", "12,310", "1K+ bought in past month", "$13.99", "FREE delivery Fri, Jun 20 on $35 of items shipped by Amazon"),
        ("Ayotu Water-Safe Case for 6.8\" Kindle Paperwhite 11th Gen 2021 - Origami Stand Cover", "4.4 out of 5 stars", "3,488", "500+ bought in past month", "$16.99", "FREE delivery Sat, Jun 21 on $35 of items shipped by Amazon"),
    ]
    out = []
    for i, (name, stars, count, bought, price, deliv) in enumerate(items):
        b = 100 + 10 * i
        out.append(f"""  [{b}] listitem ''
    [{b + 1}] img '{name.replace(chr(39), "")}'
    [{b + 2}] link '{name}'
    [{b + 3}] link '{stars}, rating details'
    [{b + 4}] link '{count}'
    StaticText '{bought}'
    StaticText '{price}'
    StaticText '{deliv}'
    [{b + 8}] button 'Add to cart'""")
    body = amz_head(2) + """
[60] main ''
  StaticText '1-48 of over 3,000 results for'
  StaticText '"kindle paperwhite case"'
  [63] combobox 'Sort by:', value='Featured'
  [64] heading 'Results'
  [65] list ''
""" + "\n".join(out) + """
  [160] navigation 'pagination'
    StaticText '1'
    [162] link 'Go to page 2'
    [163] link 'Go to page 3'
    [164] link 'Go to next page, page 2'"""
    return page("Amazon.com : kindle paperwhite case", AMZ + "/s?k=kindle+paperwhite+case&crid=2M8WQ4XH1T5ZB&sprefix=kindle+paperwhite+case%2Caps%2C142&ref=nb_sb_noss_1", body)


def amz_product(color: str, order_within: str) -> str:
    price = {"Black": "$15.99", "Navy": "$14.99", "Galaxy": "$17.99", "Sakura": "$16.99"}[color]
    asin = {"Black": "B09F6PWZ5P", "Navy": "B09F6QJW3M"}[color]
    swatches = "\n".join(f"      [{231 + i}] button '{c} {p}', pressed={c == color}" for i, (c, p) in enumerate(
        [("Black", "$15.99"), ("Navy", "$14.99"), ("Galaxy", "$17.99"), ("Sakura", "$16.99")]))
    body = amz_head(2) + f"""
[200] main ''
  [201] link 'Visit the Fintie Store'
  [202] heading '{FINTIE} - {color}'
  [203] link '4.6 out of 5 stars'
  [204] link '61,208 ratings'
  StaticText '10K+ bought in past month'
  [206] link "Amazon's Choice for \\"kindle paperwhite case\\""
  StaticText '{price}'
  StaticText 'List Price: $22.99'
  StaticText 'FREE Returns'
  [230] group 'Color: {color}'
{swatches}
  [240] table ''
    StaticText 'Brand Fintie'
    StaticText 'Compatible Phone Models Kindle Paperwhite 11th Gen 2021'
    StaticText 'Material Polyurethane'
    StaticText 'ASIN {asin}'
  [250] heading 'About this item'
  StaticText 'Compatibility: Only fits 6.8-inch Kindle Paperwhite (11th generation, 2021 release) and Kindle Paperwhite Signature Edition. Will not fit any other versions.'
  StaticText 'Smart Cover: Built-in magnetic closure automatically wakes the Kindle when opened and puts it to sleep when closed.'
[300] complementary 'Buy box'
  StaticText '{price}'
  StaticText 'FREE delivery Friday, June 20 on orders shipped by Amazon over $35'
  StaticText 'Or fastest delivery Tomorrow, June 18. Order within {order_within}'
  [304] link 'Deliver to Jordan - Pittsburgh 15213‌'
  StaticText 'In Stock'
  [306] combobox 'Quantity:', value='1'
  [307] button 'Add to Cart'
  [308] button 'Buy Now'
  StaticText 'Ships from Amazon'
  StaticText 'Sold by Fintie Direct'
  StaticText 'Returns Returnable until Jan 31, 2026'
  [312] checkbox 'Add a gift receipt for easy returns', checked=false"""
    return page(f"Amazon.com: {FINTIE} - {color} : Electronics", AMZ + f"/Fintie-Slimshell-Case-Kindle-Paperwhite/dp/{asin}/?th=1", body)


def amz_added() -> str:
    body = amz_head(3) + f"""
[400] main ''
  [401] img '{FINTIE} - Navy'
  [402] heading 'Added to Cart'
  StaticText 'Cart subtotal (3 items): $173.97'
  [404] link 'Go to Cart'
  [405] button 'Proceed to checkout (3 items)'
  [406] heading 'Customers who bought Fintie Slimshell Case also bought'
  [407] list ''
    [408] listitem ''
      [409] link 'Kindle Paperwhite Screen Protector, 2-Pack Anti-Glare Matte'
      StaticText '$7.99'
      [411] button 'Add to Cart'
    [412] listitem ''
      [413] link 'Amazon 9W PowerFast Official OEM USB Charger and Power Adapter'
      StaticText '$19.99'
      [415] button 'Add to Cart'"""
    return page("Amazon.com Shopping Cart", AMZ + "/cart/smart-wagon?newItems=9d1f3a42-58b0-4c2e-a6d1-7e0b5c3f2a19,1&ref_=sw_refresh", body)


def amz_cart(fintie_qty: int, cable: bool, removed: bool) -> str:
    items = [(f"{FINTIE} - Navy", "$14.99", fintie_qty, "In Stock", "Sold by Fintie Direct"),
             (KPW, "$149.99", 1, "In Stock", "Shipped from: Amazon")]
    if cable:
        items.append((CABLE, "$8.99", 1, "In Stock", "Shipped from: Amazon"))
    n = sum(q for _, _, q, _, _ in items)
    sub = fintie_qty * 14.99 + 149.99 + (8.99 if cable else 0)
    rows = []
    for i, (name, price, q, stock, seller) in enumerate(items):
        b = 520 + 10 * i
        rows.append(f"""  [{b}] listitem ''
    [{b + 1}] checkbox 'Select item', checked=true
    [{b + 2}] link '{name}'
    StaticText '{price}'
    StaticText '{stock}'
    StaticText '{seller}'
    [{b + 6}] combobox 'Quantity', value='{q}'
    [{b + 7}] button 'Delete'
    [{b + 8}] button 'Save for later'
    [{b + 9}] button 'Share'""")
    msg = f"""  [505] alert ''
    StaticText '{CABLE} was removed from Shopping Cart.'
""" if removed else ""
    body = amz_head(n) + f"""
[500] main ''
  [501] heading 'Shopping Cart'
{msg}  [506] link 'Deselect all items'
  StaticText 'Price'
  [510] list ''
{ind(chr(10).join(rows), 1)}
  StaticText 'Subtotal ({n} items): {money(sub)}'
[600] complementary ''
  StaticText 'Your order qualifies for FREE Shipping. Choose this option at checkout.'
  StaticText 'Subtotal ({n} items): {money(sub)}'
  [603] checkbox 'This order contains a gift', checked=false
  [604] button 'Proceed to checkout'"""
    return page("Amazon.com Shopping Cart", AMZ + "/gp/cart/view.html?ref_=nav_cart", body)


def amz_checkout() -> str:
    body = """[10] link 'Amazon'
[11] heading 'Checkout (3 items)'
[12] link 'Secure transaction'
[700] main ''
  [701] heading '1 Shipping address'
  StaticText 'Jordan Ellis'
  StaticText '4312 Fifth Ave Apt 3B'
  StaticText 'PITTSBURGH, PA 15213-2617'
  [705] link 'Change'
  [706] heading '2 Payment method'
  StaticText 'Visa ending in 4417'
  StaticText 'Billing address: Same as shipping address.'
  [709] link 'Change'
  [710] heading '3 Review items and shipping'
  StaticText 'Arriving Jun 20, 2025'
  StaticText 'If you order in the next 4 hours and 58 minutes'
  [713] list ''
    [714] listitem ''
      StaticText '""" + KPW + """'
      StaticText '$149.99'
      [717] combobox 'Qty', value='1'
    [718] listitem ''
      StaticText '""" + FINTIE + """ - Navy'
      StaticText '$14.99'
      [721] combobox 'Qty', value='2'
  [722] radiogroup 'Choose your delivery option:'
    [723] radio 'Friday, June 20 FREE Prime Delivery', checked=true
    [724] radio 'Tomorrow, June 18 $2.99 - Prime Delivery', checked=false
[800] complementary 'Order Summary'
  [801] button 'Place your order'
  [802] heading 'Order Summary'
  [803] table ''
    [804] row ''
      [805] cell 'Items:'
      [806] cell '$179.97'
    [807] row ''
      [808] cell 'Shipping & handling:'
      [809] cell '$0.00'
    [810] row ''
      [811] cell 'Total before tax:'
      [812] cell '$179.97'
    [813] row ''
      [814] cell 'Estimated tax to be collected:'
      [815] cell '$12.60'
    [816] row ''
      [817] cell 'Order total:'
      [818] cell '$192.57'"""
    return page("Amazon.com Checkout", AMZ + "/gp/buy/spc/handlers/display.html?hasWorkingJavascript=1", body)


def t05(rs: RowSet) -> None:
    turns = [
        (click("102"), amz_product("Black", "5 hrs 12 mins")),
        (click("232"), amz_product("Navy", "5 hrs 11 mins")),
        (click("307"), amz_added()),
        (click("404"), amz_cart(1, True, False)),
        (select("526", "2"), amz_cart(2, True, False)),
        (click("547"), amz_cart(2, False, True)),
        (click("604"), amz_checkout()),
    ]
    rs.add("web", "h50-web-05", sysp("Amazon.com, signed in as Jordan Ellis"), turns, state=amz_results())


# ---------------------------------------------------------------------------------------------------------
# 06 Booking.com - bad: the chosen room's breakfast flips from included to extra on the details page
# ---------------------------------------------------------------------------------------------------------
BK = "https://www.booking.com"
BK_Q = "ss=Lisbon&dest_id=-2167973&dest_type=city&checkin=2025-06-12&checkout=2025-06-15&group_adults=2&no_rooms=1&group_children=0"
BK_HOTELS = {
    "top": [
        ("Lisboa Pessoa Hotel", "Baixa, Lisbon", "0.4 km from centre", "9.1", "Wonderful", "4,312", "Superior Double Room", "Free cancellation", "€ 687"),
        ("Casa do Largo Guesthouse", "Arroios, Lisbon", "1.6 km from centre", "8.9", "Fabulous", "1,042", "Standard Double Room", "Only 2 rooms left at this price on our site", "€ 389"),
        ("Memmo Príncipe Real", "Príncipe Real, Lisbon", "1.2 km from centre", "9.2", "Wonderful", "2,876", "Deluxe Double Room", "Free cancellation", "€ 1,104"),
        ("Lost Inn Lisbon Hostel", "Bairro Alto, Lisbon", "0.6 km from centre", "8.7", "Fabulous", "9,451", "Double Room with Shared Bathroom", "Breakfast included", "€ 246"),
        ("Hotel Alif Avenidas", "Avenidas Novas, Lisbon", "3.1 km from centre", "8.1", "Very Good", "6,023", "Standard Twin Room", "Free cancellation", "€ 348"),
    ],
    "price": [
        ("Alfama Patio Hostel", "Alfama, Lisbon", "0.9 km from centre", "8.8", "Fabulous", "5,117", "Double Room with Shared Bathroom", "Breakfast included", "€ 198"),
        ("Goodmorning Lisbon Solo Hostel", "Baixa, Lisbon", "0.3 km from centre", "8.6", "Excellent", "7,902", "Double Room with Private External Bathroom", "Breakfast included", "€ 219"),
        ("Residencial Florescente", "Avenida da Liberdade, Lisbon", "0.7 km from centre", "7.4", "Good", "3,330", "Economy Double Room", "Free cancellation", "€ 224"),
        ("Lost Inn Lisbon Hostel", "Bairro Alto, Lisbon", "0.6 km from centre", "8.7", "Fabulous", "9,451", "Double Room with Shared Bathroom", "Breakfast included", "€ 246"),
        ("Hotel Ibis Lisboa Saldanha", "Avenidas Novas, Lisbon", "2.8 km from centre", "7.6", "Good", "8,604", "Standard Double Room", "Free cancellation", "€ 261"),
    ],
    "price_bf": [
        ("Alfama Patio Hostel", "Alfama, Lisbon", "0.9 km from centre", "8.8", "Fabulous", "5,117", "Double Room with Shared Bathroom", "Breakfast included", "€ 198"),
        ("Goodmorning Lisbon Solo Hostel", "Baixa, Lisbon", "0.3 km from centre", "8.6", "Excellent", "7,902", "Double Room with Private External Bathroom", "Breakfast included", "€ 219"),
        ("Lost Inn Lisbon Hostel", "Bairro Alto, Lisbon", "0.6 km from centre", "8.7", "Fabulous", "9,451", "Double Room with Shared Bathroom", "Breakfast included", "€ 246"),
        ("Hotel Lutécia Lisbon", "Alvalade, Lisbon", "4.2 km from centre", "8.0", "Very Good", "2,215", "Standard Double Room", "Breakfast included · Free cancellation", "€ 402"),
        ("Casa do Largo Guesthouse", "Arroios, Lisbon", "1.6 km from centre", "8.9", "Fabulous", "1,042", "Double Room with Balcony", "Breakfast included · Free cancellation", "€ 431"),
    ],
}


def bk_head() -> str:
    return """[10] link 'Booking.com'
[11] button 'Prices in Euro', hasPopup='dialog'
[12] button 'Language: English (UK)', hasPopup='dialog'
[13] link 'Customer support'
[14] link 'List your property'
[15] button 'Your account Marta Lindgren Genius Level 2'"""


def bk_form() -> str:
    return """[20] search ''
  [21] combobox 'Where are you going?', value='Lisbon'
  [22] button 'Check-in date Thu 12 Jun — Check-out date Sun 15 Jun'
  [23] button '2 adults · 0 children · 1 room'
  [24] button 'Search'"""


def bk_results(which: str, sort_open: bool = False, bf: bool = False) -> tuple[str, dict[str, str]]:
    cards, bids = [], {}
    for i, (name, area, dist, score, word, nrev, room, perks, price) in enumerate(BK_HOTELS[which]):
        b = 300 + 15 * i
        bids[name] = str(b + 2)
        perk_lines = "\n".join(f"    StaticText '{p}'" for p in perks.split(" · "))
        cards.append(f"""  [{b}] article 'Property'
    [{b + 1}] img '{name}'
    [{b + 2}] link '{name} Opens in new window'
    [{b + 3}] link '{area}'
    [{b + 4}] link 'Show on map'
    StaticText '{dist}'
    StaticText 'Scored {score}'
    StaticText '{word}'
    StaticText '{nrev} reviews'
    StaticText '{room}'
{perk_lines}
    StaticText '3 nights, 2 adults'
    StaticText '{price}'
    StaticText '+€ 24 taxes and charges'
    [{b + 14}] link 'See availability'""")
    label = {"top": "Our top picks", "price": "Price (lowest first)", "price_bf": "Price (lowest first)"}[which]
    count = "428" if bf else "1,184"
    menu = """  [210] listbox 'Sort by'
    [211] option 'Our top picks', selected=True
    [212] option 'Homes & apartments first', selected=False
    [213] option 'Price (lowest first)', selected=False
    [214] option 'Price (highest first)', selected=False
    [215] option 'Best reviewed & lowest price', selected=False
    [216] option 'Property rating (high to low)', selected=False
    [217] option 'Distance from city centre', selected=False
""" if sort_open else ""
    url = BK + "/searchresults.en-gb.html?" + BK_Q + ("&order=price" if which != "top" else "") + ("&nflt=mealplan%3D1" if bf else "")
    body = bk_head() + "\n" + bk_form() + f"""
[100] complementary 'Filter by:'
  [101] heading 'Filter by:'
  [102] heading 'Popular filters'
  [103] checkbox 'Free cancellation 702', checked=false
  [104] checkbox 'Hotels 611', checked=false
  [105] checkbox 'Breakfast included 428', checked={'true' if bf else 'false'}
  [106] checkbox 'Very Good: 8+ 792', checked=false
  [107] checkbox 'Apartments 263', checked=false
  [108] heading 'Your budget (per night)'
  [109] slider 'Min.', valuetext='€ 50'
  [110] slider 'Max.', valuetext='€ 500+'
[200] main ''
  [201] heading 'Lisbon: {count} properties found'
  [202] button 'Sort by: {label}', hasPopup='listbox', expanded={sort_open}
{menu}  [220] button 'List'
  [221] button 'Grid'
  [222] list ''
{ind(chr(10).join(cards), 1)}"""
    return page("Booking.com : Hotels in Lisbon . Book your hotel now!", url, body), bids


BK_ROOMS = [
    ("Double Room with Balcony", "1 large double bed", "2 adults", "€ 431", ["Breakfast included", "Free cancellation before 10 June 2025", "No prepayment needed – pay at the property"]),
    ("Standard Double Room", "1 double bed", "2 adults", "€ 389", ["Good breakfast € 12", "Non-refundable", "Pay online"]),
    ("Family Room with Terrace", "1 large double bed and 2 single beds", "4 adults", "€ 612", ["Breakfast included", "Free cancellation before 10 June 2025"]),
]


def bk_property(n_rooms: int) -> str:
    rows = []
    for i, (room, beds, cap, price, conds) in enumerate(BK_ROOMS):
        b = 520 + 12 * i
        sel = str(n_rooms) if i == 0 else "0"
        cl = "\n".join(f"      StaticText '{c}'" for c in conds)
        rows.append(f"""    [{b}] row ''
      [{b + 1}] link '{room}'
      StaticText '{beds}'
      StaticText 'Max. people: {cap}'
      StaticText '{price}'
{cl}
      [{b + 10}] combobox 'Select rooms', value='{sel}'""")
    if n_rooms:
        side = """  StaticText '1 room for'
  StaticText '€ 431'
  StaticText '+€ 24 taxes and charges'
  [571] button "I'll reserve\""""
    else:
        side = """  [571] button "I'll reserve", disabled=True
  StaticText 'Confirmation is immediate'"""
    body = bk_head() + "\n" + bk_form() + f"""
[400] main ''
  [401] navigation 'Breadcrumb'
    [402] link 'Home'
    [403] link 'Portugal'
    [404] link 'Lisbon Region'
    [405] link 'Lisbon'
    [406] link 'Arroios'
    StaticText 'Casa do Largo Guesthouse (Guest house), Lisbon (Portugal) Deals'
  [408] heading 'Casa do Largo Guesthouse'
  StaticText 'Largo do Intendente Pina Manique 11, Arroios, 1100-285 Lisbon, Portugal'
  [410] button 'Excellent location – show map'
  [411] button 'Scored 8.9 Fabulous 1,042 reviews'
  StaticText 'Staff 9.4'
  StaticText 'Cleanliness 9.1'
  StaticText 'Location 8.6'
  [415] heading 'Most popular facilities'
  StaticText 'Free WiFi'
  StaticText 'Non-smoking rooms'
  StaticText 'Airport shuttle'
  StaticText 'Very Good breakfast'
  [500] heading 'Availability'
  StaticText 'Thu 12 Jun 2025 — Sun 15 Jun 2025 · 3 nights, 2 adults'
  [510] table ''
    [511] row ''
      [512] columnheader 'Room type'
      [513] columnheader 'Number of guests'
      [514] columnheader 'Price for 3 nights'
      [515] columnheader 'Your choices'
      [516] columnheader 'Select rooms'
{chr(10).join(rows)}
[570] complementary ''
{side}"""
    return page("Casa do Largo Guesthouse, Lisbon (updated prices 2025)", BK + "/hotel/pt/casa-do-largo-guesthouse.en-gb.html?" + BK_Q + "&sr_order=price&srpvid=8c2e4f91a0b7031d", body)


def bk_details(first: str, last: str, breakfast: str) -> str:
    fv = f", value='{first}'" if first else ""
    lv = f", value='{last}'" if last else ""
    body = """[10] link 'Booking.com'
[11] list 'Progress'
  [12] listitem 'Your selection'
  [13] listitem 'Your details', current='step'
  [14] listitem 'Final step'
[600] complementary ''
  [601] heading 'Casa do Largo Guesthouse'
  StaticText 'Largo do Intendente Pina Manique 11, Arroios, 1100-285 Lisbon, Portugal'
  StaticText 'Scored 8.9 Fabulous · 1,042 reviews'
  [604] heading 'Your booking details'
  StaticText 'Check-in'
  StaticText 'Thu 12 Jun 2025'
  StaticText '15:00 – 23:00'
  StaticText 'Check-out'
  StaticText 'Sun 15 Jun 2025'
  StaticText 'Until 11:00'
  StaticText 'Total length of stay:'
  StaticText '3 nights'
  StaticText 'You selected'
  StaticText '1 room for 2 adults'
  StaticText '1 x Double Room with Balcony'
  [617] link 'Change your selection'
  [618] heading 'Your price summary'
  StaticText 'Price'
  StaticText '€ 431'
  StaticText '+€ 24 taxes and charges'
  [622] heading 'Price information'
  StaticText 'Excludes € 24 in taxes and charges: City tax € 4 per person per night'
  [624] heading 'How much will it cost to cancel?'
  StaticText 'Free cancellation before 10 June 2025'
[700] main ''
  [701] heading 'Double Room with Balcony'
  StaticText '""" + breakfast + """'
  StaticText 'Free cancellation before 10 June 2025'
  StaticText 'Guests: 2 adults'
  StaticText '1 large double bed'
  [706] heading 'Enter your details'
  StaticText 'Almost done! Just fill in the * required info'
  [708] textbox 'First name *', required=True""" + fv + """
  [709] textbox 'Last name *', required=True""" + lv + """
  [710] textbox 'Email address *', required=True, value='marta.lindgren@posteo.se'
  [711] combobox 'Country/region *', value='Sweden'
  [712] textbox 'Telephone (mobile number preferred) *', required=True, value='+46 70 318 22 41'
  [713] group 'Who are you booking for?'
    [714] radio "I'm the main guest", checked=true
    [715] radio "I'm booking for someone else", checked=false
  [716] checkbox 'Yes, I want free paperless confirmation (recommended)', checked=true
  [717] heading 'Special requests'
  [718] textbox 'Please write your requests in English or Portuguese. (optional)'
  [719] heading 'Your arrival time'
  [720] combobox 'Add your estimated arrival time (optional)', value='Please select'
  [721] button 'Next: Final details'"""
    return page("Booking.com: Your details", BK + "/book.html?hotel_id=8431907&stage=1&checkin=2025-06-12&interval=3&rows=1&nr_rooms_843190701_369284125_2_1_0=1", body)


def t06(rs: RowSet) -> None:
    top, _ = bk_results("top")
    top_open, _ = bk_results("top", sort_open=True)
    byprice, _ = bk_results("price")
    bf, bfb = bk_results("price_bf", bf=True)
    wrong = "Breakfast: € 12 per person per night (not included)"
    turns = [
        (click("202"), top_open),
        (click("213"), byprice),
        (click("105"), bf),
        (click(bfb["Casa do Largo Guesthouse"]), bk_property(0)),
        (select("530", "1"), bk_property(1)),
        (click("571"), bk_details("", "", wrong)),
        (fill("708", "Marta"), bk_details("Marta", "", wrong)),
        (fill("709", "Lindgren"), bk_details("Marta", "Lindgren", wrong)),
    ]
    rs.add("web", "h50-web-06", sysp("Booking.com, signed in as Marta Lindgren"), turns, state=top, bad=True, turn=6,
           kind="The details page says breakfast for the Double Room with Balcony costs € 12 extra, but the property page (turns 4-5) listed that same option as 'Breakfast included'.")


# ---------------------------------------------------------------------------------------------------------
# 07 Google Flights - clean: filter removes connections, selection moves to return flights
# ---------------------------------------------------------------------------------------------------------
GF = "https://www.google.com/travel/flights"
GF_DEP = [
    ("top", "11:25 AM – 3:05 PM+1", "ANA", "11 hr 40 min", "SFO–HND", "Nonstop", "", "912 kg CO2e", "$1,142"),
    ("top", "4:05 PM – 8:00 PM+1", "ZIPAIR", "11 hr 55 min", "SFO–NRT", "Nonstop", "", "744 kg CO2e", "$684"),
    ("top", "11:05 AM – 2:30 PM+1", "United", "11 hr 25 min", "SFO–HND", "Nonstop", "", "898 kg CO2e", "$1,186"),
    ("top", "12:55 PM – 4:35 PM+1", "Japan Airlines", "11 hr 40 min", "SFO–HND", "Nonstop", "", "871 kg CO2e", "$1,214"),
    ("other", "10:50 AM – 9:30 PM+1", "Delta, Korean Air", "18 hr 40 min", "SFO–NRT", "1 stop", "2 hr 35 min ICN", "1,031 kg CO2e", "$803"),
    ("other", "7:00 AM – 4:15 PM+1", "Air Canada", "17 hr 15 min", "SFO–HND", "1 stop", "2 hr 5 min YVR", "1,088 kg CO2e", "$812"),
    ("other", "1:15 PM – 11:05 PM+1", "EVA Air", "17 hr 50 min", "SFO–NRT", "1 stop", "2 hr 40 min TPE", "1,154 kg CO2e", "$876"),
]


def gf_form(to: str, dep: str, ret: str, to_opts: bool = False, focus: str = "") -> str:
    tv = f", value='{to}'" if to else ""
    dv = f", value='{dep}'" if dep else ""
    rv = f", value='{ret}'" if ret else ""
    out = f"""[10] link 'Google'
[11] link 'Travel'
[12] link 'Explore'
[13] link 'Flights'
[14] link 'Hotels'
[15] link 'Vacation rentals'
[16] button 'Google Account: Priya Natarajan (priya.natarajan@gmail.com)'
[30] combobox 'Change ticket type. Round trip', hasPopup='listbox', expanded=False
[31] button '1 passenger, change number of passengers.'
[32] combobox 'Change seating class. Economy', hasPopup='listbox', expanded=False
[33] combobox 'Where from? San Francisco SFO', value='San Francisco'
[34] button 'Swap origin and destination.'
[35] combobox 'Where to? ', expanded={to_opts}{tv}{', focused' if focus == 'to' else ''}"""
    if to_opts:
        out += """
  [36] listbox 'Where else?'
    [37] option 'Tokyo, Japan Capital of Japan'
    [38] option 'Haneda Airport HND 13 km from Tokyo, Japan'
    [39] option 'Narita International Airport NRT 59 km from Tokyo, Japan'
    [40] option 'Tokyo Station, Japan'"""
    out += f"""
[41] textbox 'Departure'{dv}{', focused' if focus == 'dep' else ''}
[42] textbox 'Return'{rv}{', focused' if focus == 'ret' else ''}"""
    return out


def gf_home(to: str = "", dep: str = "", ret: str = "", to_opts: bool = False, focus: str = "") -> str:
    body = gf_form(to, dep, ret, to_opts, focus) + """
[43] button 'Explore destinations'
[44] button 'Search'
[50] main ''
  [51] heading 'Flights'
  [52] heading 'Find cheap flights from San Francisco to anywhere'
  [53] list ''
    [54] listitem ''
      StaticText 'Los Angeles'
      StaticText 'Jul 9 — Jul 16'
      StaticText 'Nonstop · 1 hr 25 min'
      StaticText '$98'
    [59] listitem ''
      StaticText 'Seattle'
      StaticText 'Aug 2 — Aug 9'
      StaticText 'Nonstop · 2 hr 15 min'
      StaticText '$142'
    [64] listitem ''
      StaticText 'Honolulu'
      StaticText 'Sep 12 — Sep 19'
      StaticText 'Nonstop · 5 hr 45 min'
      StaticText '$389'
  [69] heading 'Useful tools to help you find the best deals'"""
    return page("Google Flights - Find Cheap Flight Options & Track Prices", GF + "?hl=en&gl=US", body)


def gf_flight(b: int, f: tuple) -> str:
    _, times, air, dur, route, stops, lay, co2, price = f
    lay_ln = f"\n  StaticText '{lay}'" if lay else ""
    return f"""[{b}] listitem ''
  [{b + 1}] link 'From {price} round trip total. {stops} flight with {air}. Leaves at {times}. Select flight'
  StaticText '{times}'
  StaticText '{air}'
  StaticText '{dur}'
  StaticText '{route}'
  StaticText '{stops}'{lay_ln}
  StaticText '{co2}'
  StaticText '{price}'
  StaticText 'round trip'"""


def gf_results(nonstop: bool, dialog: bool) -> tuple[str, dict[str, str]]:
    bids: dict[str, str] = {}
    tops, others = [], []
    for i, f in enumerate(GF_DEP):
        if nonstop and f[5] != "Nonstop":
            continue
        b = 300 + 15 * i
        bids[f[2]] = str(b + 1)
        (tops if f[0] == "top" else others).append(ind(gf_flight(b, f), 2))
    stops_lbl = "Nonstop" if nonstop else "Stops"
    dlg = f"""[200] dialog 'Stops'
  [201] heading 'Stops'
  [202] button 'Clear'
  [203] radiogroup ''
    [204] radio 'Any number of stops', checked={'false' if nonstop else 'true'}
    [205] radio 'Nonstop only', checked={'true' if nonstop else 'false'}
    [206] radio '1 stop or fewer', checked=false
    [207] radio '2 stops or fewer', checked=false
  [208] button 'Close dialog'
""" if dialog else ""
    other = ("""  [290] heading 'Other departing flights'
  [291] list ''
""" + "\n".join(others)) if others else ""
    body = gf_form("Tokyo", "Tue, Oct 14", "Tue, Oct 28") + f"""
[44] button 'Search'
[100] toolbar 'Filters'
  [101] button 'All filters'
  [102] button '{stops_lbl}', hasPopup='dialog'
  [103] button 'Airlines', hasPopup='dialog'
  [104] button 'Bags', hasPopup='dialog'
  [105] button 'Price', hasPopup='dialog'
  [106] button 'Times', hasPopup='dialog'
  [107] button 'Emissions', hasPopup='dialog'
  [108] button 'Connecting airports', hasPopup='dialog'
  [109] button 'Duration', hasPopup='dialog'
{dlg}[250] main ''
  [251] tablist ''
    [252] tab 'Best', selected=True
    [253] tab 'Cheapest from $684', selected=False
  [254] heading 'Top departing flights'
  StaticText 'Ranked based on price and convenience. Prices include required taxes + fees for 1 adult. Optional charges and bag fees may apply.'
  [256] button 'Sort by:', hasPopup='menu'
  StaticText 'Prices are currently typical for your search.'
  [258] list ''
{chr(10).join(tops)}
{other}"""
    url = GF + "/search?tfs=CBwQAhooEgoyMDI1LTEwLTE0agcIARIDU0ZPchEIAhINL20vMDdkZmsSA1RZTxooEgoyMDI1LTEwLTI4ag0IAhINL20vMDdkZmtyBwgBEgNTRk9AAUgBcAGCAQsI____________AZgBAQ&hl=en&gl=US"
    if nonstop:
        url += "&stops=0"
    return page("San Francisco to Tokyo | Google Flights", url, body), bids


def gf_returns() -> str:
    body = gf_form("Tokyo", "Tue, Oct 14", "Tue, Oct 28") + """
[44] button 'Search'
[100] toolbar 'Filters'
  [101] button 'All filters'
  [102] button 'Nonstop', hasPopup='dialog'
  [103] button 'Airlines', hasPopup='dialog'
  [104] button 'Bags', hasPopup='dialog'
[250] main ''
  [251] heading 'Selected departing flight'
  StaticText 'Tue, Oct 14'
  StaticText '4:05 PM – 8:00 PM+1'
  StaticText 'ZIPAIR'
  StaticText '11 hr 55 min'
  StaticText 'SFO–NRT'
  StaticText 'Nonstop'
  StaticText '$684'
  [259] button 'Change'
  [260] heading 'Returning flights'
  StaticText 'Prices include required taxes + fees for 1 adult.'
  [262] list ''
    [263] listitem ''
      [264] link 'From 684 US dollars round trip total. Nonstop flight with ZIPAIR. Leaves Narita International Airport at 5:00 PM on Tuesday, October 28 and arrives at San Francisco International Airport at 10:30 AM on Tuesday, October 28. Select flight'
      StaticText '5:00 PM – 10:30 AM'
      StaticText 'ZIPAIR'
      StaticText '9 hr 30 min'
      StaticText 'NRT–SFO'
      StaticText 'Nonstop'
      StaticText '$684'
    [271] listitem ''
      [272] link 'From 1018 US dollars round trip total. Nonstop flight with United. Leaves Narita International Airport at 4:55 PM on Tuesday, October 28 and arrives at San Francisco International Airport at 10:05 AM on Tuesday, October 28. Select flight'
      StaticText '4:55 PM – 10:05 AM'
      StaticText 'United'
      StaticText '9 hr 10 min'
      StaticText 'NRT–SFO'
      StaticText 'Nonstop'
      StaticText '$1,018'
      StaticText 'Separate tickets booked together'"""
    return page("San Francisco to Tokyo | Google Flights", GF + "/search?tfs=CBwQAhpJEgoyMDI1LTEwLTE0Ih8KA1NGTxIKMjAyNS0xMC0xNBoDTlJUKgJaRzIDMDU3agcIARIDU0ZPchEIAhINL20vMDdkZmsSA1RZTxooEgoyMDI1LTEwLTI4ag0IAhINL20vMDdkZmtyBwgBEgNTRk9AAUgBcAGCAQsI____________AZgBAQ&hl=en&gl=US&stops=0", body)


def t07(rs: RowSet) -> None:
    allr, _ = gf_results(False, False)
    dlg, _ = gf_results(False, True)
    ns_dlg, _ = gf_results(True, True)
    ns, nsb = gf_results(True, False)
    turns = [
        (fill("35", "Tokyo"), gf_home("Tokyo", to_opts=True, focus="to")),
        (click("37"), gf_home("Tokyo", focus="dep")),
        (fill("41", "Tue, Oct 14"), gf_home("Tokyo", "Tue, Oct 14", focus="dep")),
        (fill("42", "Tue, Oct 28"), gf_home("Tokyo", "Tue, Oct 14", "Tue, Oct 28", focus="ret")),
        (click("44"), allr),
        (click("102"), dlg),
        (click("205"), ns_dlg),
        (click("208"), ns),
        (click(nsb["ZIPAIR"]), gf_returns()),
    ]
    rs.add("web", "h50-web-07", sysp("Google Flights, signed in, with the origin preset to San Francisco SFO"), turns, state=gf_home())


# ---------------------------------------------------------------------------------------------------------
# 08 LinkedIn - bad: a withdrawn invitation is listed again under Sent
# ---------------------------------------------------------------------------------------------------------
LI = "https://www.linkedin.com"
LI_RECEIVED = [
    ("Daniel Okafor", "Senior Data Engineer at Stripe | Spark, Flink, dbt", "12 mutual connections"),
    ("Hannah Weiss", "UX Researcher at SAP · Ex-Zalando", "4 mutual connections"),
    ("Rafael Monteiro", "Recruiter – Engineering at Personio", "Rafael Monteiro and 27 other mutual connections"),
]
LI_SENT = [
    ("Priya Raman", "Product Manager at Atlassian · Jira Service Management", "Sent 2 weeks ago"),
    ("Tomás Ibarra", "Staff SRE at Datadog", "Sent 3 weeks ago"),
    ("Julia Chen", "Engineering Manager, Payments at Adyen", "Sent 1 month ago"),
    ("Marcus Bell", "Founder at Brightline Analytics (YC W23)", "Sent 1 month ago"),
    ("Ingrid Solberg", "Data Platform Lead at Vipps MobilePay", "Sent 2 months ago"),
]


def li_head(notif: int = 3) -> str:
    return f"""[10] link 'LinkedIn'
[11] combobox 'Search', expanded=False
[12] link 'Home'
[13] link 'My Network'
[14] link 'Jobs'
[15] link 'Messaging'
[16] link '{notif} new notifications Notifications'
[17] button 'Me', hasPopup='menu', expanded=False
[18] button 'For Business', hasPopup='menu'
[19] link 'Try Premium for €0'"""


def li_feed() -> str:
    body = li_head() + """
[100] complementary ''
  [101] link 'Karin Holm'
  StaticText 'Analytics Engineer at Klarna | dbt · Snowflake · Looker'
  [103] link 'Profile viewers 38'
  [104] link 'Post impressions 1,206'
  [105] link 'Saved items'
[200] main 'Main Feed'
  [201] button 'Start a post'
  [202] button 'Video'
  [203] button 'Photo'
  [204] button 'Write article'
  [205] button 'Sort by: Top', hasPopup='menu'
  [210] article ''
    [211] link 'Lena Vogt'
    StaticText 'Head of Data at N26 · 2nd'
    StaticText '5h ·'
    StaticText 'We are hiring two analytics engineers in Berlin. Hybrid, dbt + Snowflake, and a team that actually writes tests. DM me or apply below.'
    [215] button 'Like'
    [216] button 'Comment'
    [217] button 'Repost'
    [218] button 'Send'
    StaticText '214 reactions · 37 comments · 9 reposts'
  [220] article ''
    [221] link 'dbt Labs'
    StaticText '412,553 followers'
    StaticText 'Promoted'
    StaticText 'Coalesce 2025 early-bird tickets are live until July 31.'
    [225] button 'Like'
    [226] button 'Comment'
    StaticText '1,034 reactions · 58 comments'"""
    return page("(3) Feed | LinkedIn", LI + "/feed/", body)


def li_network() -> str:
    inv = "\n".join(f"""    [{310 + 6 * i}] listitem ''
      [{311 + 6 * i}] link '{n}'
      StaticText '{h}'
      StaticText '{m}'
      [{314 + 6 * i}] button 'Ignore an invitation to connect from {n}'
      [{315 + 6 * i}] button 'Accept {n}’s invitation'""" for i, (n, h, m) in enumerate(LI_RECEIVED))
    body = li_head() + f"""
[250] complementary 'Manage my network'
  [251] heading 'Manage my network'
  [252] link 'Connections 487'
  [253] link 'Following & followers'
  [254] link 'Groups 6'
  [255] link 'Events 2'
  [256] link 'Pages 31'
  [257] link 'Newsletters 4'
[300] main ''
  [301] heading 'Invitations (3)'
  [302] link 'Show all'
  [303] list ''
{inv}
  [340] heading 'People you may know from Klarna'
  [341] list ''
    [342] listitem ''
      [343] link 'Oskar Lindqvist'
      StaticText 'Senior Analytics Engineer at Klarna'
      [345] button 'Invite Oskar Lindqvist to connect'
    [346] listitem ''
      [347] link 'Amara Nwosu'
      StaticText 'Data Scientist – Credit Risk at Klarna'
      [349] button 'Invite Amara Nwosu to connect'
    [350] listitem ''
      [351] link 'Felix Berg'
      StaticText 'BI Developer at Klarna'
      [353] button 'Invite Felix Berg to connect'"""
    return page("(3) My Network | LinkedIn", LI + "/mynetwork/", body)


def li_manager_received(accepted: bool) -> str:
    rows = []
    for i, (n, h, m) in enumerate(LI_RECEIVED):
        b = 420 + 6 * i
        if accepted and i == 0:
            rows.append(f"""    [{b}] listitem ''
      [{b + 1}] link '{n}'
      StaticText '{n} is now a connection'
      [{b + 3}] link 'Message {n}'""")
        else:
            rows.append(f"""    [{b}] listitem ''
      [{b + 1}] link '{n}'
      StaticText '{h}'
      StaticText '{m}'
      [{b + 4}] button 'Ignore an invitation to connect from {n}'
      [{b + 5}] button 'Accept {n}’s invitation'""")
    n = 2 if accepted else 3
    body = li_head() + f"""
[400] main ''
  [401] heading 'Manage invitations'
  [402] button 'Preferences'
  [403] tablist ''
    [404] tab 'Received', selected=True
    [405] tab 'Sent', selected=False
  [406] button 'All ({n})', pressed=true
  [407] button 'People ({n})', pressed=false
  [408] list ''
{chr(10).join(rows)}"""
    return page("(3) Invitations | LinkedIn", LI + "/mynetwork/invitation-manager/", body)


def li_manager_sent(sent: list[tuple[str, str, str]], dialog: str = "", toast: bool = False) -> str:
    pos = {p[0]: i for i, p in enumerate(LI_SENT)}
    rows = "\n".join(f"""    [{520 + 5 * pos[n]}] listitem ''
      [{521 + 5 * pos[n]}] link '{n}'
      StaticText '{h}'
      StaticText '{w}'
      [{524 + 5 * pos[n]}] button 'Withdraw invitation sent to {n}'""" for n, h, w in sent)
    ts = """[490] alert ''
  StaticText 'Invitation withdrawn'
  [492] button 'Dismiss'
""" if toast else ""
    body = li_head() + "\n" + ts + dialog + f"""
[400] main ''
  [401] heading 'Manage invitations'
  [402] button 'Preferences'
  [403] tablist ''
    [404] tab 'Received', selected=False
    [405] tab 'Sent', selected=True
  [506] button 'People ({len(sent)})', pressed=true
  [507] button 'Pages (0)', pressed=false
  [508] button 'Events (0)', pressed=false
  [510] list ''
{rows}"""
    return page("(3) Invitations | LinkedIn", LI + "/mynetwork/invitation-manager/sent/", body)


LI_DIALOG = """[600] dialog 'Withdraw invitation', modal=True
  [601] heading 'Withdraw invitation'
  [602] button 'Dismiss'
  StaticText 'If you withdraw now, you won’t be able to resend to Priya Raman for up to 3 weeks.'
  [604] button 'Cancel'
  [605] button 'Withdraw'"""


def t08(rs: RowSet) -> None:
    after = LI_SENT[1:]
    turns = [
        (click("13"), li_network()),
        (click("302"), li_manager_received(False)),
        (click("405"), li_manager_sent(LI_SENT)),
        (click("524"), li_manager_sent(LI_SENT, LI_DIALOG)),
        (click("605"), li_manager_sent(after, toast=True)),
        (click("404"), li_manager_received(False)),
        (click("425"), li_manager_received(True)),
        (click("405"), li_manager_sent(LI_SENT)),
    ]
    rs.add("web", "h50-web-08", sysp("LinkedIn, signed in as Karin Holm"), turns, state=li_feed(), bad=True, turn=8,
           kind="Back on the Sent tab the invitation to Priya Raman is listed again (People (5)) though turn 5 withdrew it and showed People (4).")


# ---------------------------------------------------------------------------------------------------------
# 09 AWS EC2 console - bad: the instance type reverts to t3.large after start
# ---------------------------------------------------------------------------------------------------------
AWS = "https://us-east-1.console.aws.amazon.com/ec2/home?region=us-east-1"
API_ID = "i-0a7c3e91f2b48d615"


def aws_head() -> str:
    return """[10] link 'AWS Console Home'
[11] button 'Services', hasPopup='dialog'
[12] combobox 'Search', expanded=False
[13] button 'CloudShell'
[14] button 'Notifications'
[15] button 'Help'
[16] button 'Settings'
[17] button 'N. Virginia', hasPopup='menu'
[18] button 'ops-admin @ 4417-2093-8851', hasPopup='menu'
[20] navigation 'Side navigation'
  [21] link 'EC2 Dashboard'
  [22] link 'EC2 Global View'
  [23] link 'Events'
  [24] link 'Instances', focused
  [25] link 'Instance Types'
  [26] link 'Launch Templates'
  [27] link 'Spot Requests'
  [28] link 'AMIs'
  [29] link 'Volumes'
  [30] link 'Snapshots'
  [31] link 'Security Groups'
  [32] link 'Elastic IPs'
  [33] link 'Load Balancers'
  [34] link 'Auto Scaling Groups'"""


def aws_rows(api: dict[str, str]) -> str:
    rows = [
        ("web-prod-1", "i-03b9d4f6e1a27c580", "Running", "t3.medium", "2/2 checks passed", "us-east-1a", "ec2-44-203-17-88.compute-1.amazonaws.com", "44.203.17.88"),
        ("api-prod-2", API_ID, api["state"], api["type"], api["check"], "us-east-1b", api["dns"], api["ip"]),
        ("worker-batch", "i-0f5e2c8a9d13b7e46", "Running", "c6i.xlarge", "2/2 checks passed", "us-east-1a", "ec2-3-91-208-145.compute-1.amazonaws.com", "3.91.208.145"),
        ("bastion", "i-07d8a1c4e6f2b9305", "Running", "t3.micro", "2/2 checks passed", "us-east-1c", "ec2-18-207-96-31.compute-1.amazonaws.com", "18.207.96.31"),
    ]
    out = []
    for i, (name, iid, st, ty, ck, az, dns, ip) in enumerate(rows):
        b = 120 + 10 * i
        sel = "true" if (name == "api-prod-2" and api.get("selected")) else "false"
        out.append(f"""    [{b}] row ''
      [{b + 1}] checkbox 'Select row', checked={sel}
      [{b + 2}] cell '{name}'
      [{b + 3}] link '{iid}'
      [{b + 4}] cell '{st}'
      [{b + 5}] cell '{ty}'
      [{b + 6}] cell '{ck}'
      [{b + 7}] cell '{az}'
      [{b + 8}] cell '{dns}'
      [{b + 9}] cell '{ip}'""")
    return "\n".join(out)


def aws_details(api: dict[str, str]) -> str:
    return f"""[200] region 'Instance: {API_ID} (api-prod-2)'
  [201] tablist ''
    [202] tab 'Details', selected=True
    [203] tab 'Status and alarms', selected=False
    [204] tab 'Monitoring', selected=False
    [205] tab 'Security', selected=False
    [206] tab 'Networking', selected=False
    [207] tab 'Storage', selected=False
    [208] tab 'Tags', selected=False
  [209] heading 'Instance summary'
  StaticText 'Instance ID'
  StaticText '{API_ID} (api-prod-2)'
  StaticText 'Public IPv4 address'
  StaticText '{api['ip']}'
  StaticText 'Private IPv4 addresses'
  StaticText '10.0.12.47'
  StaticText 'Instance state'
  StaticText '{api['state']}'
  StaticText 'Public IPv4 DNS'
  StaticText '{api['dns']}'
  StaticText 'Private IP DNS name (IPv4 only)'
  StaticText 'ip-10-0-12-47.ec2.internal'
  StaticText 'Instance type'
  StaticText '{api['type']}'
  StaticText 'VPC ID'
  [225] link 'vpc-04f1e2a9c7b3d5e81 (prod-vpc)'
  StaticText 'Subnet ID'
  [227] link 'subnet-0c9e7d2b41a6f3e05 (prod-public-1b)'
  StaticText 'IAM Role'
  [229] link 'api-prod-instance-role'
  StaticText 'AMI ID'
  StaticText 'ami-0a3c14e1ddbe7f23c'
  StaticText 'Launch time'
  StaticText '{api['launch']}'
  StaticText 'Platform details'
  StaticText 'Linux/UNIX'
  StaticText 'Key pair assigned at launch'
  StaticText 'ops-2024'"""


def aws_list(api: dict[str, str], menu: str = "", banner: str = "") -> str:
    bn = f"""[90] alert ''
  StaticText '{banner}'
  [92] button 'Close'
""" if banner else ""
    body = aws_head() + "\n" + bn + f"""[100] main ''
  [101] heading 'Instances ({'1/4' if api.get('selected') else '4'}) Info'
  [102] button 'Refresh'
  [103] button 'Connect'
  [104] button 'Instance state', hasPopup='menu', expanded={'True' if menu == 'state' else 'False'}
  [105] button 'Actions', hasPopup='menu', expanded={'True' if menu.startswith('actions') else 'False'}
  [106] button 'Launch instances'
  [107] searchbox 'Find Instance by attribute or tag (case-sensitive)'
  [108] combobox 'All states', value='All states'
  [110] table ''
    [111] row ''
      [112] columnheader 'Name'
      [113] columnheader 'Instance ID'
      [114] columnheader 'Instance state'
      [115] columnheader 'Instance type'
      [116] columnheader 'Status check'
      [117] columnheader 'Availability Zone'
      [118] columnheader 'Public IPv4 DNS'
      [119] columnheader 'Public IPv4 ...'
{aws_rows(api)}
""" + (aws_details(api) if api.get("selected") else "[200] region 'Select an instance'\n  StaticText 'Select an instance above'")
    if menu == "state":
        body += """
[300] menu 'Instance state'
  [301] menuitem 'Stop instance', disabled=True
  [302] menuitem 'Start instance'
  [303] menuitem 'Reboot instance', disabled=True
  [304] menuitem 'Hibernate instance', disabled=True
  [305] menuitem 'Terminate (delete) instance'"""
    if menu.startswith("actions"):
        body += """
[310] menu 'Actions'
  [311] menuitem 'Connect'
  [312] menuitem 'View details'
  [313] menuitem 'Manage instance state'
  [314] menuitem 'Instance settings', hasPopup='menu', expanded=""" + ("True" if menu == "actions-settings" else "False") + """
  [315] menuitem 'Networking', hasPopup='menu'
  [316] menuitem 'Security', hasPopup='menu'
  [317] menuitem 'Image and templates', hasPopup='menu'
  [318] menuitem 'Monitor and troubleshoot', hasPopup='menu'"""
    if menu == "actions-settings":
        body += """
[320] menu 'Instance settings'
  [321] menuitem 'Change instance type'
  [322] menuitem 'Change termination protection'
  [323] menuitem 'Change stop protection'
  [324] menuitem 'Change shutdown behavior'
  [325] menuitem 'Edit user data'
  [326] menuitem 'Manage tags'"""
    return page("Instances | EC2 | us-east-1", AWS + "#Instances:instanceState=all", body)


def aws_change(new: str) -> str:
    specs = {"t3.large": ("2", "8 GiB"), "t3.xlarge": ("4", "16 GiB")}
    body = aws_head() + f"""
[400] main ''
  [401] navigation 'Breadcrumbs'
    [402] link 'EC2'
    [403] link 'Instances'
    [404] link '{API_ID}'
    StaticText 'Change instance type'
  [406] heading 'Change instance type Info'
  StaticText 'The instance type that you specify must be compatible with the AMI that you used to launch the instance.'
  StaticText 'Instance ID'
  StaticText '{API_ID} (api-prod-2)'
  StaticText 'Current instance type'
  StaticText 't3.large'
  [412] heading 'Instance type'
  [413] combobox 'New instance type', hasPopup='listbox', expanded=False, value='{new}'
  [414] table 'Instance type comparison'
    [415] row ''
      [416] columnheader ''
      [417] columnheader 'Current: t3.large'
      [418] columnheader 'New: {new}'
    [419] row ''
      [420] cell 'vCPUs'
      [421] cell '2'
      [422] cell '{specs[new][0]}'
    [423] row ''
      [424] cell 'Memory'
      [425] cell '8 GiB'
      [426] cell '{specs[new][1]}'
  [427] checkbox 'EBS-optimized', checked=true
  [428] button 'Cancel'
  [429] button 'Apply'"""
    return page("Change instance type | EC2 | us-east-1", AWS + f"#ChangeInstanceType:instanceId={API_ID}", body)


def aws_connect(ip: str) -> str:
    body = aws_head() + f"""
[500] main ''
  [501] navigation 'Breadcrumbs'
    [502] link 'EC2'
    [503] link 'Instances'
    [504] link '{API_ID}'
    StaticText 'Connect to instance'
  [506] heading 'Connect to instance Info'
  StaticText 'Connect to your instance {API_ID} (api-prod-2) using any of these options'
  [508] tablist ''
    [509] tab 'EC2 Instance Connect', selected=True
    [510] tab 'Session Manager', selected=False
    [511] tab 'SSH client', selected=False
    [512] tab 'EC2 serial console', selected=False
  StaticText 'Instance ID'
  [514] link '{API_ID} (api-prod-2)'
  [515] radio 'Connect using EC2 Instance Connect', checked=true
  [516] radio 'Connect using EC2 Instance Connect Endpoint', checked=false
  StaticText 'Public IPv4 address'
  StaticText '{ip}'
  [519] textbox 'Username', value='ec2-user'
  StaticText 'Note: In most cases, the default username, ec2-user, is correct. However, read your AMI usage instructions to check if the AMI owner has changed the default AMI username.'
  [521] button 'Cancel'
  [522] button 'Connect'"""
    return page("Connect to instance | EC2 | us-east-1", AWS + f"#ConnectToInstance:instanceId={API_ID}", body)


def t09(rs: RowSet) -> None:
    stopped = {"state": "Stopped", "type": "t3.large", "check": "–", "dns": "–", "ip": "–",
               "launch": "Tue Jun 10 2025 08:14:32 GMT+0000 (Coordinated Universal Time)"}
    unsel = dict(stopped)
    sel = dict(stopped, selected="1")
    changed = dict(sel, type="t3.xlarge")
    pending = dict(sel, state="Pending", type="t3.large",
                   launch="Wed Jun 18 2025 14:22:07 GMT+0000 (Coordinated Universal Time)")
    running = dict(pending, state="Running", check="Initializing", dns="ec2-3-85-140-202.compute-1.amazonaws.com", ip="3.85.140.202")
    turns = [
        (click("131"), aws_list(sel)),
        (click("105"), aws_list(sel, "actions")),
        (click("314"), aws_list(sel, "actions-settings")),
        (click("321"), aws_change("t3.large")),
        (select("413", "t3.xlarge"), aws_change("t3.xlarge")),
        (click("429"), aws_list(changed, banner=f"Successfully changed instance type of {API_ID} to t3.xlarge")),
        (click("104"), aws_list(changed, "state")),
        (click("302"), aws_list(pending, banner=f"Successfully started {API_ID}")),
        (click("102"), aws_list(running)),
        (click("103"), aws_connect("3.85.140.202")),
    ]
    state = aws_list(unsel)
    rs.add("web", "h50-web-09", sysp("the AWS Management Console (EC2, us-east-1), signed in as ops-admin"), turns, state=state, bad=True, turn=8,
           kind="After Start instance, api-prod-2 is listed again as t3.large in the table and the details, though turn 6 applied and showed t3.xlarge and starting does not change the type.")


# ---------------------------------------------------------------------------------------------------------
# 10 Salesforce Lightning - clean: amount edit and stage close recompute expected revenue
# ---------------------------------------------------------------------------------------------------------
SF = "https://globalfleet.lightning.force.com"
SF_OPP = "006Hs00001Xk9QzIAJ"
SF_OPPS = [
    ("Globex – Fleet Telematics Renewal", "Globex Corporation", "$184,500.00", "9/30/2025", "Negotiation/Review", "DWhit"),
    ("Initech – Data Warehouse Migration", "Initech", "$92,000.00", "8/15/2025", "Proposal/Price Quote", "DWhit"),
    ("Umbrella Health – Analytics Seats", "Umbrella Health", "$48,750.00", "7/31/2025", "Qualification", "MRive"),
    ("Stark Logistics – IoT Pilot", "Stark Logistics", "$26,400.00", "10/15/2025", "Needs Analysis", "DWhit"),
    ("Hooli – Enterprise Support Upgrade", "Hooli", "$310,000.00", "12/19/2025", "Value Proposition", "JPark"),
    ("Vandelay Imports – Onboarding Services", "Vandelay Imports", "$15,200.00", "7/11/2025", "Id. Decision Makers", "MRive"),
]


def sf_head() -> str:
    return """[10] link 'Skip to Navigation'
[11] button 'App Launcher'
StaticText 'Sales'
[13] button 'Search...'
[14] button 'Favorites list'
[15] button 'Global Actions'
[16] button 'Guidance Center'
[17] button 'Salesforce Help'
[18] button 'Setup'
[19] button 'Notifications'
[20] button 'View profile'
[21] navigation 'Global'
  [22] link 'Home'
  [23] link 'Opportunities', focused
  [24] link 'Leads'
  [25] link 'Tasks'
  [26] link 'Files'
  [27] link 'Accounts'
  [28] link 'Contacts'
  [29] link 'Campaigns'
  [30] link 'Dashboards'
  [31] link 'Reports'
  [32] link 'Forecasts'"""


def sf_list() -> str:
    rows = "\n".join(f"""    [{120 + 8 * i}] row ''
      [{121 + 8 * i}] gridcell '{i + 1}'
      [{122 + 8 * i}] link '{n}'
      [{123 + 8 * i}] link '{a}'
      [{124 + 8 * i}] gridcell '{amt}'
      [{125 + 8 * i}] gridcell '{d}'
      [{126 + 8 * i}] gridcell '{st}'
      [{127 + 8 * i}] gridcell '{o}'""" for i, (n, a, amt, d, st, o) in enumerate(SF_OPPS))
    body = sf_head() + f"""
[100] main ''
  StaticText 'Opportunities'
  [102] button 'Select a List View: Opportunities Recently Viewed', hasPopup='listbox'
  [103] button 'New'
  [104] button 'Import'
  [105] button 'Change Owner'
  StaticText '6 items • Sorted by Last Viewed Date • Updated a few seconds ago'
  [107] searchbox 'Search this list...'
  [110] grid 'Recently Viewed'
    [111] row ''
      [112] columnheader 'Item Number'
      [113] columnheader 'Opportunity Name'
      [114] columnheader 'Account Name'
      [115] columnheader 'Amount'
      [116] columnheader 'Close Date'
      [117] columnheader 'Stage'
      [118] columnheader 'Opportunity Owner Alias'
{rows}"""
    return page("Recently Viewed | Opportunities | Salesforce", SF + "/lightning/o/Opportunity/list?filterName=Recent", body)


PATH = ["Qualification", "Needs Analysis", "Value Proposition", "Id. Decision Makers", "Perception Analysis",
        "Proposal/Price Quote", "Negotiation/Review", "Closed"]


def sf_record(amount: float, stage: str, prob: int, modified: str, *, editing: str | None = None,
              path_sel: str | None = None, modal: str | None = None, tab: str = "Details", subject: str | None = None) -> str:
    amt = money(amount)
    exp = money(amount * prob / 100)
    cur = "Closed" if stage.startswith("Closed") else stage
    steps = []
    for i, p in enumerate(PATH):
        label = stage if (p == "Closed" and stage.startswith("Closed")) else p
        state = "Current Stage" if p == cur else ("Stage Complete" if PATH.index(p) < PATH.index(cur) else "Stage Not Started")
        sel = ", selected=True" if (path_sel == p or (path_sel is None and p == cur)) else ""
        steps.append(f"    [{212 + i}] option '{label} {state}'{sel}")
    if stage.startswith("Closed"):
        path_btn = "  StaticText 'Stage: Closed Won'"
    elif path_sel == "Closed":
        path_btn = "  [221] button 'Select Closed Stage'"
    else:
        path_btn = "  [221] button 'Mark Stage as Complete'"
    if editing is not None:
        amt_field = f"""    [246] textbox 'Amount', focused, value='{editing}'"""
    else:
        amt_field = f"""    StaticText '{amt}'
    [246] button 'Edit Amount'"""
    details = f"""  [240] region 'Details'
    StaticText 'Opportunity Owner'
    [242] link 'Dana Whitfield'
    StaticText 'Opportunity Name'
    StaticText 'Globex – Fleet Telematics Renewal'
    StaticText 'Amount'
{amt_field}
    StaticText 'Account Name'
    [249] link 'Globex Corporation'
    StaticText 'Expected Revenue'
    StaticText '{exp}'
    StaticText 'Close Date'
    StaticText '9/30/2025'
    StaticText 'Type'
    StaticText 'Existing Customer - Upgrade'
    StaticText 'Next Step'
    StaticText 'Legal review of MSA redlines'
    StaticText 'Stage'
    StaticText '{stage}'
    StaticText 'Lead Source'
    StaticText 'Partner Referral'
    StaticText 'Probability (%)'
    StaticText '{prob}%'
    StaticText 'Created By'
    [265] link 'Dana Whitfield'
    StaticText ', 3/4/2025, 9:12 AM'
    StaticText 'Last Modified By'
    [268] link 'Dana Whitfield'
    StaticText ', {modified}'"""
    if editing is not None:
        details += """
    [280] button 'Cancel'
    [281] button 'Save'"""
    if tab == "Activity":
        comp = ""
        if subject is not None:
            sv = f", value='{subject}'" if subject else ""
            comp = f"""
    [320] region 'New Task'
      [321] textbox 'Subject', required=True{sv}
      [322] textbox 'Due Date'
      [323] combobox 'Name', value=''
      [324] combobox 'Related To', value='Globex – Fleet Telematics Renewal'
      [325] combobox 'Assigned To', value='Dana Whitfield'
      [326] combobox 'Status', value='Not Started'
      [327] combobox 'Priority', value='Normal'
      [328] button 'Save'"""
        content = f"""  [300] region 'Activity'
    [301] button 'New Task'
    [302] button 'Log a Call'
    [303] button 'New Event'
    [304] button 'Email'{comp}
    StaticText 'Filters: All time • All activities • All types'
    [306] button 'Refresh'
    [307] button 'Expand All'
    [308] heading 'Upcoming & Overdue'
    StaticText 'No activities to show.'
    [310] heading 'June • 2025'
    [311] link 'Pricing walkthrough with Globex procurement'
    StaticText 'You logged a call · Jun 12'
    [313] link 'MSA redlines v3'
    StaticText 'You sent an email to Priyanka Shah · Jun 9'
    [315] heading 'May • 2025'
    [316] link 'Renewal kickoff: fleet telematics'
    StaticText 'You had an event · May 21'"""
    else:
        content = details
    md = ""
    if modal is not None:
        md = f"""
[400] dialog 'Close This Opportunity', modal=True
  [401] heading 'Close This Opportunity'
  [402] combobox 'Stage', required=True, value='{modal}'
  [403] button 'Cancel'
  [404] button 'Save'"""
    body = sf_head() + f"""
[200] main ''
  StaticText 'Opportunity'
  [202] heading 'Globex – Fleet Telematics Renewal'
  [203] button 'Follow'
  [204] button 'New Event'
  [205] button 'New Task'
  [206] button 'Edit'
  StaticText 'Account Name'
  [208] link 'Globex Corporation'
  StaticText 'Close Date 9/30/2025'
  StaticText 'Amount {amt}'
  [211] listbox 'Path Options'
{chr(10).join(steps)}
{path_btn}
  [230] tablist ''
    [231] tab 'Activity', selected={tab == 'Activity'}
    [232] tab 'Details', selected={tab == 'Details'}
    [233] tab 'Chatter', selected=False
{content}
[500] complementary ''
  [501] heading 'Contact Roles (2)'
  [502] link 'Priyanka Shah'
  StaticText 'Decision Maker'
  [504] link 'Tom Alvarez'
  StaticText 'Evaluator'
  [506] heading 'Products (3)'
  StaticText 'Telematics Unit TX-40 · Quantity 410'
  StaticText 'Fleet Analytics Seat · Quantity 85'
  StaticText 'Premier Support · Quantity 1'{md}"""
    return page("Globex – Fleet Telematics Renewal | Opportunity | Salesforce", SF + f"/lightning/r/Opportunity/{SF_OPP}/view", body)


def t10(rs: RowSet) -> None:
    m0, m1, m2 = "6/16/2025, 4:55 PM", "6/18/2025, 10:42 AM", "6/18/2025, 10:44 AM"
    neg = "Negotiation/Review"
    turns = [
        (click("122"), sf_record(184500, neg, 90, m0)),
        (click("246"), sf_record(184500, neg, 90, m0, editing="184,500.00")),
        (fill("246", "196200"), sf_record(184500, neg, 90, m0, editing="196200")),
        (click("281"), sf_record(196200, neg, 90, m1)),
        (click("219"), sf_record(196200, neg, 90, m1, path_sel="Closed")),
        (click("221"), sf_record(196200, neg, 90, m1, path_sel="Closed", modal="--None--")),
        (select("402", "Closed Won"), sf_record(196200, neg, 90, m1, path_sel="Closed", modal="Closed Won")),
        (click("404"), sf_record(196200, "Closed Won", 100, m2)),
        (click("231"), sf_record(196200, "Closed Won", 100, m2, tab="Activity")),
        (click("301"), sf_record(196200, "Closed Won", 100, m2, tab="Activity", subject="")),
        (fill("321", "Send countersigned order form to Globex"), sf_record(196200, "Closed Won", 100, m2, tab="Activity", subject="Send countersigned order form to Globex")),
    ]
    rs.add("web", "h50-web-10", sysp("Salesforce Lightning Experience (Sales app), signed in as Dana Whitfield"), turns, state=sf_list())


# ---------------------------------------------------------------------------------------------------------
# 11 Google Calendar - clean: event renamed and moved an hour later, end time follows
# ---------------------------------------------------------------------------------------------------------
GC = "https://calendar.google.com/calendar/u/0/r"
GC_EID = "NWZsOGJ0cDNxa2E5dnMyZ2Y0N2g1ZTFtcjAgbC5mZXJuYW5kZXpAbm9ydGh3aW5kLmlv"


def gc_events(title: str, start: str, end: str) -> list[tuple[str, str]]:
    ev = [("Monday", "9:30am to 10am, Standup, Lucía Fernández, Accepted, Huddle-2F (4), June 16, 2025")]
    ev.append(("Monday", "1pm to 2pm, 1:1 with Priya, Lucía Fernández, Accepted, No location, June 16, 2025"))
    ev.append(("Tuesday", "9:30am to 10am, Standup, Lucía Fernández, Accepted, Huddle-2F (4), June 17, 2025"))
    ev.append(("Tuesday", "11am to 12pm, Vendor call: Miro, Tomás Ibarra, Accepted, No location, June 17, 2025"))
    ev.append(("Wednesday", "9:30am to 10am, Standup, Lucía Fernández, Accepted, Huddle-2F (4), June 18, 2025"))
    wed = [(start, f"{start} to {end}, {title}, Lucía Fernández, Accepted, Aurora-4F (8), June 18, 2025"),
           ("4pm", "4pm to 4:30pm, Hiring sync, Noor Haddad, Accepted, No location, June 18, 2025")]
    wed.sort(key=lambda x: {"2pm": 14, "3pm": 15, "4pm": 16}[x[0]])
    ev += [("Wednesday", w[1]) for w in wed]
    ev.append(("Thursday", "9:30am to 10am, Standup, Lucía Fernández, Accepted, Huddle-2F (4), June 19, 2025"))
    ev.append(("Thursday", "12pm to 1pm, Lunch & learn: accessibility, Ama Boateng, Needs RSVP, Cafeteria stage, June 19, 2025"))
    ev.append(("Friday", "9:30am to 10am, Standup, Lucía Fernández, Accepted, Huddle-2F (4), June 20, 2025"))
    ev.append(("Friday", "3pm to 4pm, Sprint demo, Lucía Fernández, Accepted, Aurora-4F (8), June 20, 2025"))
    return ev


def gc_week(title: str = "Design review", start: str = "2pm", end: str = "3pm", popover: bool = False, toast: bool = False) -> tuple[str, dict[str, str]]:
    days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    nums = [15, 16, 17, 18, 19, 20, 21]
    evs = gc_events(title, start, end)
    cols, bids, b = [], {}, 300
    for d, n in zip(days, nums):
        lines = [f"  [{b}] gridcell '{d}, June {n}'"]
        b += 1
        for day, label in evs:
            if day == d:
                lines.append(f"    [{b}] button '{label}'")
                bids[label.split(", ")[1]] = str(b)
                b += 1
        cols.append("\n".join(lines))
        b = (b // 10 + 1) * 10
    pop = f"""[500] dialog 'Event details', modal=False
  [501] button 'Edit event'
  [502] button 'Delete event'
  [503] button 'Email event guests'
  [504] button 'Options', hasPopup='menu'
  [505] button 'Close'
  [506] heading '{title}'
  StaticText 'Wednesday, June 18 ⋅ {start[:-2]}:00 – {end[:-2]}:00{end[-2:]}'
  [508] link 'Join with Google Meet'
  StaticText 'meet.google.com/kdv-qpzx-hma'
  StaticText 'Aurora-4F (8)'
  StaticText '6 guests'
  StaticText '4 yes, 2 awaiting'
  [513] link 'Lucía Fernández Organizer'
  [514] link 'Tomás Ibarra'
  [515] link 'Noor Haddad'
  [516] link 'Ama Boateng'
  [517] link 'Jonas Weber'
  [518] link 'Keiko Sato'
  StaticText '10 minutes before'
  StaticText 'Lucía Fernández'
  [521] button 'Going? Yes', pressed=true
""" if popover else ""
    ts = """[600] alert ''
  StaticText 'Event saved'
  [602] button 'Undo'
""" if toast else ""
    body = f"""[10] button 'Main drawer'
[11] link 'Calendar'
[12] button 'Today'
[13] button 'Previous week'
[14] button 'Next week'
StaticText 'June 2025'
[16] button 'Search'
[17] button 'Support'
[18] button 'Settings menu'
[19] button 'Week', hasPopup='menu'
[20] button 'Google Account: Lucía Fernández (l.fernandez@northwind.io)'
[30] complementary ''
  [31] button 'Create'
  [32] grid 'June 2025'
  [33] textbox 'Search for people'
  [34] heading 'My calendars'
  [35] checkbox 'Lucía Fernández', checked=true
  [36] checkbox 'Birthdays', checked=true
  [37] checkbox 'Tasks', checked=true
  [38] heading 'Other calendars'
  [39] checkbox 'Design team OOO', checked=true
  [40] checkbox 'Holidays in Spain', checked=true
[200] main ''
  [201] grid 'Week of June 15, 2025'
{chr(10).join(ind(c, 1) for c in cols)}
{ts}{pop}"""
    return page("Google Calendar - Week of June 15, 2025", GC + "/week/2025/6/18", body), bids


def gc_edit(title: str, start: str, end: str, dialog: bool = False) -> str:
    guests = [("Lucía Fernández", "Organizer", "Yes"), ("Tomás Ibarra", "", "Yes"), ("Noor Haddad", "", "Yes"),
              ("Ama Boateng", "", "Yes"), ("Jonas Weber", "", "Awaiting"), ("Keiko Sato", "", "Awaiting")]
    gl = "\n".join(f"    [{740 + 2 * i}] listitem '{n}{(' ' + r) if r else ''}, {a}'" for i, (n, r, a) in enumerate(guests))
    dlg = """
[800] dialog 'Send update emails', modal=True
  StaticText 'Would you like to send update emails to existing Google Calendar guests?'
  [802] button 'Back'
  [803] button "Don't send"
  [804] button 'Send'""" if dialog else ""
    body = f"""[700] button 'Close'
[701] textbox 'Title', value='{title}'
[702] button 'Save'
[703] button 'More actions', hasPopup='menu'
[704] textbox 'Start date', value='Wednesday, June 18'
[705] combobox 'Start time', value='{start}'
StaticText 'to'
[707] combobox 'End time', value='{end}'
[708] textbox 'End date', value='Wednesday, June 18'
[709] button 'Time zone'
[710] checkbox 'All day', checked=false
[711] combobox 'Recurrence', value='Does not repeat'
[712] tablist ''
  [713] tab 'Event details', selected=True
  [714] tab 'Find a time', selected=False
[715] button 'Google Meet: meet.google.com/kdv-qpzx-hma'
[716] combobox 'Add location', value=''
[717] listitem 'Notification: 10 minutes before'
[718] combobox 'Calendar', value='Lucía Fernández'
[719] combobox 'Event color', value='Default color'
[720] combobox 'Show as', value='Busy'
[721] combobox 'Visibility', value='Default visibility'
[722] textbox 'Description', value='Walk through the onboarding flow changes (Figma: Onboarding v2, pages 3-7). Bring open questions from the usability round.'
[730] region 'Guests'
  [731] combobox 'Add guests'
  StaticText '6 guests'
  StaticText '4 yes, 2 awaiting'
  [734] list ''
{gl}
  [760] checkbox 'Modify event', checked=false
  [761] checkbox 'Invite others', checked=true
  [762] checkbox 'See guest list', checked=true
[770] region 'Rooms'
  StaticText 'Aurora-4F (8)'
  [772] button 'Remove Aurora-4F (8)'{dlg}"""
    return page("Google Calendar - Event details", f"https://calendar.google.com/calendar/u/0/r/eventedit/{GC_EID}", body)


def t11(rs: RowSet) -> None:
    state, bids = gc_week()
    pop, _ = gc_week(popover=True)
    new = "Design review: onboarding v2"
    saved, _ = gc_week(new, "3pm", "4pm", toast=True)
    turns = [
        (click(bids["Design review"]), pop),
        (click("501"), gc_edit("Design review", "2:00pm", "3:00pm")),
        (fill("701", new), gc_edit(new, "2:00pm", "3:00pm")),
        (select("705", "3:00pm"), gc_edit(new, "3:00pm", "4:00pm")),
        (click("702"), gc_edit(new, "3:00pm", "4:00pm", dialog=True)),
        (click("804"), saved),
    ]
    rs.add("web", "h50-web-11", sysp("Google Calendar in week view, signed in as Lucía Fernández (Workspace account)"), turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 12 Magento admin (WebArena shopping_admin) - clean: invoice an order, status and totals follow
# ---------------------------------------------------------------------------------------------------------
MA = "http://shop-admin.wa.internal:7780/admin"
MA_NAMES = ["Grace Nguyen", "Alex Martin", "Jane Doe", "Lily Potter", "Adam Garcia", "Olivia Lee", "Sophia Kim",
            "Ava Brown", "John Smith", "Veronica Costello", "Matt Baker", "Katie Wong", "Bob Johnson", "Emma Lopez",
            "Samantha Jones", "Julia Williams", "Daniel Jackson", "Brian Smith", "Sarah Miller", "Michael Nguyen"]
MA_TOTALS = [107.60, 64.00, 196.80, 39.00, 145.00, 218.40, 61.00, 95.50, 173.00, 89.00, 54.00, 129.00, 252.20, 88.00,
             71.40, 160.00, 47.00, 201.60, 33.00, 122.80]
MA_STATUS = ["Pending", "Pending", "Processing", "Pending", "Complete", "Processing", "Canceled", "Complete", "Complete",
             "Pending", "Closed", "Complete", "Processing", "Complete", "Canceled", "Complete", "Complete", "Complete",
             "Complete", "Closed"]
MA_DATES = ["Jun 17, 2025 9:48:02 PM", "Jun 17, 2025 3:11:40 PM", "Jun 16, 2025 11:05:27 AM", "Jun 16, 2025 8:30:19 AM",
            "Jun 15, 2025 7:52:33 PM", "Jun 15, 2025 1:14:08 PM", "Jun 15, 2025 10:02:51 AM", "Jun 15, 2025 8:14:55 AM",
            "Jun 14, 2025 9:26:18 PM", "Jun 14, 2025 6:02:11 PM", "Jun 14, 2025 12:40:37 PM", "Jun 13, 2025 9:19:26 PM",
            "Jun 13, 2025 4:45:03 PM", "Jun 12, 2025 2:27:58 PM", "Jun 12, 2025 10:58:12 AM", "Jun 11, 2025 8:36:44 PM",
            "Jun 11, 2025 11:21:09 AM", "Jun 10, 2025 5:03:31 PM", "Jun 10, 2025 9:47:15 AM", "Jun 9, 2025 7:12:50 PM"]
VC_ORDERS = [("000000299", "Jun 14, 2025 6:02:11 PM", 89.00, "Pending"), ("000000174", "Feb 3, 2025 2:18:45 PM", 176.00, "Complete"),
             ("000000052", "Sep 22, 2024 11:40:02 AM", 61.00, "Canceled"), ("000000004", "Mar 9, 2024 4:55:37 PM", 194.00, "Complete")]


def ma_menu(open_sales: bool = False) -> str:
    out = """[10] link 'Magento Admin Panel'
  [11] img 'Magento Admin Panel'
[12] navigation ''
  [13] menubar '', orientation='horizontal'
    [14] link 'DASHBOARD'
    [15] link 'SALES'
    [16] link 'CATALOG'
    [17] link 'CUSTOMERS'
    [18] link 'MARKETING'
    [19] link 'CONTENT'
    [20] link 'REPORTS'
    [21] link 'STORES'
    [22] link 'SYSTEM'
    [23] link 'FIND PARTNERS & EXTENSIONS'"""
    if open_sales:
        out += """
  [30] menu 'Sales'
    [31] heading 'Sales'
    [32] link 'Orders'
    [33] link 'Invoices'
    [34] link 'Shipments'
    [35] link 'Credit Memos'
    [36] link 'Billing Agreements'
    [37] link 'Transactions'
    [38] link 'Braintree Virtual Terminal'"""
    return out


def ma_dashboard(open_sales: bool = False) -> str:
    body = ma_menu(open_sales) + """
[100] main ''
  [101] heading 'Dashboard'
  [102] link 'admin'
  [103] link 'Notifications 4'
  [104] textbox 'Search'
  [105] button 'Reload Data'
  StaticText 'Lifetime Sales'
  StaticText '$0.00'
  StaticText 'Average Order'
  StaticText '$0.00'
  StaticText 'Last Orders'
  [111] table ''
    [112] row ''
      [113] columnheader 'Customer'
      [114] columnheader 'Items'
      [115] columnheader 'Total'
    [116] row ''
      [117] cell 'Grace Nguyen'
      [118] cell '3'
      [119] cell '$107.60'
    [120] row ''
      [121] cell 'Alex Martin'
      [122] cell '1'
      [123] cell '$64.00'
    [124] row ''
      [125] cell 'Jane Doe'
      [126] cell '4'
      [127] cell '$196.80'
  StaticText 'Last Search Terms'
  StaticText 'Bestsellers'"""
    return page("Dashboard / Magento Admin", MA + "/admin/dashboard/", body)


def ma_grid(rows: list[tuple[str, str, str, float, str]], keyword: str = "", typed: str = "") -> str:
    lines = []
    for i, (oid, date, name, total, status) in enumerate(rows):
        b = 300 + 11 * i
        lines.append(f"""    [{b}] row ''
      [{b + 1}] checkbox '', checked=false
      [{b + 2}] cell '{oid}'
      [{b + 3}] cell 'Main Website Main Website Store Default Store View'
      [{b + 4}] cell '{date}'
      [{b + 5}] cell '{name}'
      [{b + 6}] cell '{name}'
      [{b + 7}] cell '{money(total)}'
      [{b + 8}] cell '{money(total)}'
      [{b + 9}] cell '{status}'
      [{b + 10}] link 'View'""")
    n = len(rows) if keyword else 308
    pages = "1" if keyword else "16"
    chip = f"""  StaticText 'Active filters:'
  StaticText 'Keyword: {keyword}'
  [215] button 'Remove'
  [216] button 'Clear all'
""" if keyword else ""
    tv = f", value='{typed}'" if typed else ""
    body = ma_menu() + f"""
[200] main ''
  [201] heading 'Orders'
  [202] link 'admin'
  [203] button 'Create New Order'
  [204] textbox 'Search by keyword'{tv}
  [205] button 'Search'
  [206] button 'Filters'
  [207] button 'Default View'
  [208] button 'Columns'
  [209] button 'Export'
  [210] combobox 'Actions', value='Actions'
  StaticText '{n} records found'
  [212] combobox 'per page', value='20'
  [213] button 'Previous Page', disabled=True
  StaticText '1 of {pages}'
{chip}  [220] table ''
    [221] row ''
      [222] columnheader 'Options'
      [223] columnheader 'ID'
      [224] columnheader 'Purchase Point'
      [225] columnheader 'Purchase Date'
      [226] columnheader 'Bill-to Name'
      [227] columnheader 'Ship-to Name'
      [228] columnheader 'Grand Total (Base)'
      [229] columnheader 'Grand Total (Purchased)'
      [230] columnheader 'Status'
      [231] columnheader 'Action'
{chr(10).join(lines)}"""
    return page("Orders / Operations / Sales / Magento Admin", MA + "/sales/order/", body)


def ma_all_rows() -> list[tuple[str, str, str, float, str]]:
    rows = []
    for i in range(20):
        rows.append((f"{308 - i:09d}", MA_DATES[i], MA_NAMES[i], MA_TOTALS[i], MA_STATUS[i]))
    return rows


def ma_order(invoiced: bool, tab: str = "Information") -> str:
    status = "Processing" if invoiced else "Pending"
    msg = """  [402] alert ''
    StaticText 'The invoice has been created.'
""" if invoiced else ""
    hist = """      StaticText 'Jun 18, 2025 10:31:46 AM | Processing'
      StaticText 'Customer Not Notified'
""" if invoiced else ""
    if tab == "Information":
        content = f"""  [430] heading 'Order & Account Information'
  StaticText 'Order # 000000299 (The order confirmation email was sent)'
  StaticText 'Order Date'
  StaticText 'Jun 14, 2025, 6:02:11 PM'
  StaticText 'Order Status'
  StaticText '{status}'
  StaticText 'Purchased From'
  StaticText 'Main Website Main Website Store Default Store View'
  StaticText 'Customer Name'
  [439] link 'Veronica Costello'
  StaticText 'Email'
  [441] link 'roni_cost@example.com'
  StaticText 'Customer Group'
  StaticText 'General'
  [444] heading 'Address Information'
  StaticText 'Billing Address'
  StaticText 'Veronica Costello 6146 Honey Bluff Parkway Calder, Michigan, 49628-7978 United States T: (555) 229-3326'
  StaticText 'Shipping Address'
  StaticText 'Veronica Costello 6146 Honey Bluff Parkway Calder, Michigan, 49628-7978 United States T: (555) 229-3326'
  [449] heading 'Payment & Shipping Method'
  StaticText 'Check / Money order'
  StaticText 'Flat Rate - Fixed $10.00'
  [452] heading 'Items Ordered'
  [453] table ''
    [454] row ''
      [455] columnheader 'Product'
      [456] columnheader 'Item Status'
      [457] columnheader 'Original Price'
      [458] columnheader 'Price'
      [459] columnheader 'Qty'
      [460] columnheader 'Subtotal'
      [461] columnheader 'Row Total'
    [462] row ''
      [463] cell 'Erika Running Short SKU: WSH12-28-Purple Size: 28 Color: Purple'
      [464] cell '{'Invoiced' if invoiced else 'Ordered'}'
      [465] cell '$45.00'
      [466] cell '$45.00'
      [467] cell 'Ordered 1{' Invoiced 1' if invoiced else ''}'
      [468] cell '$45.00'
      [469] cell '$45.00'
    [470] row ''
      [471] cell 'Breathe-Easy Tank SKU: WT09-M-Yellow Size: M Color: Yellow'
      [472] cell '{'Invoiced' if invoiced else 'Ordered'}'
      [473] cell '$34.00'
      [474] cell '$34.00'
      [475] cell 'Ordered 1{' Invoiced 1' if invoiced else ''}'
      [476] cell '$34.00'
      [477] cell '$34.00'
  [478] heading 'Order Total'
  [479] heading 'Notes for this Order'
  [480] combobox 'Status', value='{status}'
  [481] textbox 'Comment'
  [482] button 'Submit Comment'
  [483] group 'Comments History'
{hist}      StaticText 'Jun 14, 2025 6:02:11 PM | Pending'
      StaticText 'Customer Notification Not Applicable'
  [490] table 'Order Totals'
    [491] row ''
      [492] cell 'Subtotal'
      [493] cell '$79.00'
    [494] row ''
      [495] cell 'Shipping & Handling'
      [496] cell '$10.00'
    [497] row ''
      [498] cell 'Grand Total'
      [499] cell '$89.00'
    [500] row ''
      [501] cell 'Total Paid'
      [502] cell '{'$89.00' if invoiced else '$0.00'}'
    [503] row ''
      [504] cell 'Total Refunded'
      [505] cell '$0.00'
    [506] row ''
      [507] cell 'Total Due'
      [508] cell '{'$0.00' if invoiced else '$89.00'}'"""
    else:
        content = """  [520] heading 'Invoices'
  StaticText '1 records found'
  [522] table ''
    [523] row ''
      [524] columnheader 'Invoice'
      [525] columnheader 'Invoice Date'
      [526] columnheader 'Order #'
      [527] columnheader 'Order Date'
      [528] columnheader 'Bill-to Name'
      [529] columnheader 'Status'
      [530] columnheader 'Amount'
      [531] columnheader 'Action'
    [532] row ''
      [533] cell '000000162'
      [534] cell 'Jun 18, 2025 10:31:46 AM'
      [535] cell '000000299'
      [536] cell 'Jun 14, 2025 6:02:11 PM'
      [537] cell 'Veronica Costello'
      [538] cell 'Paid'
      [539] cell '$89.00'
      [540] link 'View'"""
    buttons = """  [410] button 'Back'
  [411] button 'Login as Customer'
  [412] button 'Cancel'
  [413] button 'Send Email'
  [414] button 'Hold'
  [415] button 'Invoice'
  [416] button 'Ship'
  [417] button 'Reorder'
  [418] button 'Edit'""" if not invoiced else """  [410] button 'Back'
  [411] button 'Login as Customer'
  [413] button 'Send Email'
  [414] button 'Hold'
  [416] button 'Ship'
  [417] button 'Reorder'
  [419] button 'Credit Memo'"""
    body = ma_menu() + f"""
[400] main ''
  [401] heading '# 000000299'
{msg}{buttons}
  [420] tablist ''
    [421] tab 'Information', selected={tab == 'Information'}
    [422] tab 'Invoices', selected={tab == 'Invoices'}
    [423] tab 'Credit Memos', selected=False
    [424] tab 'Shipments', selected=False
    [425] tab 'Comments History', selected=False
    [426] tab 'Transactions', selected=False
{content}"""
    return page("# 000000299 / Orders / Operations / Sales / Magento Admin", MA + "/sales/order/view/order_id/299/", body)


def ma_new_invoice() -> str:
    body = ma_menu() + """
[600] main ''
  [601] heading 'New Invoice'
  [602] button 'Back'
  [603] button 'Reset'
  StaticText 'Order # 000000299 (the order confirmation email was sent)'
  StaticText 'Order Date Jun 14, 2025, 6:02:11 PM'
  StaticText 'Order Status Pending'
  StaticText 'Account Information: Veronica Costello, roni_cost@example.com, General'
  [608] heading 'Items to Invoice'
  [609] table ''
    [610] row ''
      [611] columnheader 'Product'
      [612] columnheader 'Price'
      [613] columnheader 'Qty'
      [614] columnheader 'Qty to Invoice'
      [615] columnheader 'Row Total'
    [616] row ''
      [617] cell 'Erika Running Short SKU: WSH12-28-Purple'
      [618] cell '$45.00'
      [619] cell 'Ordered 1'
      [620] spinbutton 'Qty to Invoice', value='1'
      [621] cell '$45.00'
    [622] row ''
      [623] cell 'Breathe-Easy Tank SKU: WT09-M-Yellow'
      [624] cell '$34.00'
      [625] cell 'Ordered 1'
      [626] spinbutton 'Qty to Invoice', value='1'
      [627] cell '$34.00'
  [628] button 'Update Qty’s', disabled=True
  [629] heading 'Invoice Totals'
  StaticText 'Subtotal $79.00'
  StaticText 'Shipping & Handling $10.00'
  StaticText 'Grand Total $89.00'
  [633] textbox 'Invoice Comments'
  [634] checkbox 'Append Comments', checked=false
  [635] checkbox 'Email Copy of Invoice', checked=false
  [636] button 'Submit Invoice'"""
    return page("New Invoice / Invoices / Operations / Sales / Magento Admin", MA + "/sales/order_invoice/new/order_id/299/", body)


def t12(rs: RowSet) -> None:
    allrows = ma_all_rows()
    vc = [(o, d, "Veronica Costello", t, s) for o, d, t, s in VC_ORDERS]
    vc_after = [(o, d, n, t, "Processing" if o == "000000299" else s) for o, d, n, t, s in vc]
    turns = [
        (click("15"), ma_dashboard(True)),
        (click("32"), ma_grid(allrows)),
        (fill("204", "Veronica Costello"), ma_grid(allrows, typed="Veronica Costello")),
        ("keyboard_press('Enter')", ma_grid(vc, "Veronica Costello", "Veronica Costello")),
        (click("310"), ma_order(False)),
        (click("415"), ma_new_invoice()),
        (click("636"), ma_order(True)),
        (click("422"), ma_order(True, "Invoices")),
        (click("410"), ma_grid(vc_after, "Veronica Costello", "Veronica Costello")),
    ]
    rs.add("web", "h50-web-12", sysp("the Magento 2 admin of the One Stop Market store (WebArena shopping_admin), signed in as admin"), turns,
           state=ma_dashboard())


# ---------------------------------------------------------------------------------------------------------
# 13 Postmill forum (WebArena reddit) - bad: an edited title shows under its old name in the forum list
# ---------------------------------------------------------------------------------------------------------
PM = "http://forum.wa.internal:9999"
OLD_T = "What are you reading this week? (June edition)"
NEW_T = "What are you reading this week? (June 2025 edition)"


def pm_head() -> str:
    return """[10] link 'Jump to main content'
[11] link 'Jump to sidebar'
[12] navigation ''
  [13] link 'Home'
    StaticText 'Postmill'
  [15] link 'Forums'
  [16] link 'Wiki'
  [17] searchbox 'Search query'
  [18] link 'Notifications (0)'
  [19] link 'Submit'
  [20] button 'MarvelsGrantMan136', hasPopup='menu', expanded=False"""


PM_POSTS = [
    ("own", "MarvelsGrantMan136", "4 days ago", 14, 23, "/f/books/118552/what-are-you-reading-this-week-june-edition"),
    ("Just finished The Left Hand of Darkness and I need to talk about it", "ursula_fan_88", "2 days ago", 41, 112, "/f/books/118790/just-finished-the-left-hand-of-darkness-and-i-need-to-talk"),
    ("Recommendations for long fantasy series that are actually finished?", "Sorkill", "1 day ago", 87, 64, "/f/books/118911/recommendations-for-long-fantasy-series-that-are-actually"),
    ("Local library ran out of space and is giving away 3,000 books this weekend", "nomadicreader", "9 hours ago", 19, 211, "/f/books/119034/local-library-ran-out-of-space-and-is-giving-away-3-000"),
    ("The Remains of the Day is a perfect novel. Change my mind.", "quietbutler", "3 days ago", 33, 48, "/f/books/118701/the-remains-of-the-day-is-a-perfect-novel-change-my-mind"),
]


def pm_listing(own_title: str, order: str) -> tuple[str, dict[str, str]]:
    posts = list(PM_POSTS)
    if order == "new":
        age = {"9 hours ago": 0, "1 day ago": 1, "2 days ago": 2, "3 days ago": 3, "4 days ago": 4}
        posts.sort(key=lambda p: age[p[2]])
    else:
        posts = [posts[0], posts[3], posts[1], posts[2], posts[4]]
    arts, bids = [], {}
    for i, (title, who, when, nc, score, _) in enumerate(posts):
        t = own_title if title == "own" else title
        b = 200 + 10 * i
        bids[title] = str(b + 1)
        arts.append(f"""  [{b}] article ''
    [{b + 1}] link '{t}'
    StaticText 'Submitted by'
    [{b + 3}] link '{who}'
    StaticText '{when}'
    [{b + 5}] link '{nc} comments'
    [{b + 6}] button 'Upvote'
    StaticText '{score}'
    [{b + 8}] button 'Downvote'""")
    body = pm_head() + f"""
[100] main ''
  [101] heading '/f/books'
  [102] navigation 'Sort'
    [103] link 'Hot'{', focused' if order == 'hot' else ''}
    [104] link 'New'{', focused' if order == 'new' else ''}
    [105] link 'Active'
    [106] link 'Top'
    [107] link 'Controversial'
    [108] link 'Most commented'
{chr(10).join(arts)}
  [260] link 'More'
[300] complementary ''
  [301] heading '/f/books'
  StaticText 'Books, reviews, reading challenges and the weekly reading thread.'
  [303] button 'Subscribe'
  StaticText '31,470'
  StaticText 'Created 3 years ago'
  [306] heading 'Moderators'
  [307] link 'MarvelsGrantMan136'
  [308] link 'Sorkill'
  [309] link 'Moderation log'"""
    url = PM + "/f/books" + ("/new" if order == "new" else "")
    return page("/f/books", url, body), bids


PM_COMMENTS = [
    ("quietbutler", "3 days ago", 18, "Halfway through Klara and the Sun. Slower than Never Let Me Go but the ending of part 2 got me."),
    ("Sorkill", "3 days ago", 11, "Abandoned The Priory of the Orange Tree at page 400. Beautiful world, but nothing happened for 200 pages."),
    ("nomadicreader", "2 days ago", 9, "Rereading Piranesi for the third time. Still the best 270 pages I know."),
    ("ursula_fan_88", "1 day ago", 4, "Finished The Dispossessed. Going straight into The Lathe of Heaven next."),
]


def pm_post(title: str, edited: bool) -> str:
    com = "\n".join(f"""    [{420 + 6 * i}] article ''
      [{421 + 6 * i}] link '{w}'
      StaticText '{t}'
      StaticText '{s} points'
      StaticText '{c}'
      [{425 + 6 * i}] link 'Reply'""" for i, (w, t, s, c) in enumerate(PM_COMMENTS))
    ed = " (edited just now)" if edited else ""
    body = pm_head() + f"""
[400] main ''
  [401] article ''
    [402] heading '{title}'
    StaticText 'Submitted by'
    [404] link 'MarvelsGrantMan136'
    StaticText '4 days ago{ed} in'
    [406] link 'books'
    StaticText 'Post what you are reading, what you finished, and what you abandoned (and why). Spoilers go in spoiler tags. Last month: 212 comments, 96 different books.'
    [408] button 'Upvote'
    StaticText '23'
    [410] button 'Downvote'
    [411] link '14 comments'
    [412] link 'Edit'
    [413] button 'Delete'
    [414] button 'Pin'
  [415] heading '14 comments'
  [416] textbox 'Comment', required=True
  [417] button 'Post'
  [418] list ''
{com}"""
    slug = PM_POSTS[0][5].replace("june-edition", "june-2025-edition") if edited else PM_POSTS[0][5]
    return page(f"{title} : books", PM + slug, body)


def pm_edit(title: str) -> str:
    body = pm_head() + f"""
[500] main ''
  [501] heading 'Editing submission'
  [502] textbox 'Title', required=True, value='{title}'
  [503] textbox 'URL', required=False
  [504] textbox 'Body', required=False, value='Post what you are reading, what you finished, and what you abandoned (and why). Spoilers go in spoiler tags. Last month: 212 comments, 96 different books.'
  [505] checkbox 'Formatting help', checked=false
  [506] button 'Save'
  [507] link 'Cancel'"""
    return page("Editing submission", PM + "/f/books/118552/-/edit", body)


def pm_other() -> str:
    body = pm_head() + """
[400] main ''
  [401] article ''
    [402] heading 'Recommendations for long fantasy series that are actually finished?'
    StaticText 'Submitted by'
    [404] link 'Sorkill'
    StaticText '1 day ago in'
    [406] link 'books'
    StaticText 'Burned by Kingkiller and ASOIAF. Looking for 4+ book series where the last book is out. Already read Wheel of Time and Malazan.'
    [408] button 'Upvote'
    StaticText '64'
    [410] button 'Downvote'
    [411] link '87 comments'
  [415] heading '87 comments'
  [416] textbox 'Comment', required=True
  [417] button 'Post'
  [418] list ''
    [420] article ''
      [421] link 'nomadicreader'
      StaticText '1 day ago'
      StaticText '41 points'
      StaticText 'The Broken Earth trilogy. Three books, all out, every one won the Hugo.'
      [425] link 'Reply'
    [426] article ''
      [427] link 'ursula_fan_88'
      StaticText '1 day ago'
      StaticText '29 points'
      StaticText 'Earthsea. Six books, finished decades ago.'
      [431] link 'Reply'"""
    return page("Recommendations for long fantasy series that are actually finished? : books", PM + PM_POSTS[2][5], body)


def t13(rs: RowSet) -> None:
    hot, hb = pm_listing(OLD_T, "hot")
    hot_glitch, _ = pm_listing(OLD_T, "hot")
    new_glitch, nb = pm_listing(OLD_T, "new")
    turns = [
        (click(hb["own"]), pm_post(OLD_T, False)),
        (click("412"), pm_edit(OLD_T)),
        (fill("502", NEW_T), pm_edit(NEW_T)),
        (click("506"), pm_post(NEW_T, True)),
        (click("406"), hot_glitch),
        (click("104"), new_glitch),
        (click(nb["Recommendations for long fantasy series that are actually finished?"]), pm_other()),
    ]
    rs.add("web", "h50-web-13", sysp("the WebArena Postmill forum, signed in as MarvelsGrantMan136"), turns, state=hot, bad=True, turn=5,
           kind="The /f/books listing shows the weekly thread under its old title '(June edition)' although turn 4 saved it as '(June 2025 edition)'.")


# ---------------------------------------------------------------------------------------------------------
# 14 Kiwi.com - clean: re-sorted results, bag and fare options add up in the total
# ---------------------------------------------------------------------------------------------------------
KW = "https://www.kiwi.com/en"
KW_FL = [
    ("Ryanair", "06:15", "08:40", "2h 25m", "Direct", "PRG", "BCN", 52, ""),
    ("Smartwings", "13:50", "16:20", "2h 30m", "Direct", "PRG", "BCN", 64, ""),
    ("Wizz Air", "07:05", "13:10", "6h 05m", "1 stop · VIE", "PRG", "BCN", 38, "Self-transfer"),
    ("Vueling", "10:35", "12:55", "2h 20m", "Direct", "PRG", "BCN", 89, ""),
    ("Eurowings", "09:20", "15:00", "5h 40m", "1 stop · DUS", "PRG", "BCN", 71, ""),
]


def kw_results(order: str) -> tuple[str, dict[str, str]]:
    fl = list(KW_FL)
    if order == "fastest":
        fl.sort(key=lambda f: int(f[3].split("h")[0]) * 60 + int(f[3].split(" ")[1][:-1]))
    cards, bids = [], {}
    for i, (air, dep, arr, dur, stops, a, b_, price, st) in enumerate(fl):
        b = 200 + 12 * i
        bids[air] = str(b + 11)
        tag = f"\n    StaticText '{st}'" if st else ""
        cards.append(f"""  [{b}] article ''
    StaticText '{dep}'
    StaticText '{a}'
    StaticText '{dur}'
    StaticText '{stops}'
    StaticText '{arr}'
    StaticText '{b_}'
    [{b + 7}] img '{air}'{tag}
    StaticText 'Personal item included'
    StaticText '€{price}'
    [{b + 11}] button 'Select'""")
    body = f"""[10] link 'Kiwi.com'
[11] button 'EUR · English'
[12] link 'Trips'
[13] button 'Account: Tereza'
[20] search ''
  [21] combobox 'Trip type', value='One-way'
  [22] combobox 'Passengers', value='1 Passenger'
  [23] combobox 'Cabin', value='Economy'
  [24] textbox 'From', value='Prague'
  [25] textbox 'To', value='Barcelona'
  [26] textbox 'Departure', value='Fri 19 Sep'
  [27] button 'Search'
[100] complementary 'Filters'
  [101] heading 'Stops'
  [102] radio 'Any', checked=true
  [103] radio 'Direct', checked=false
  [104] radio 'Up to 1 stop', checked=false
  [105] checkbox 'Allow overnight stopovers', checked=true
  [106] heading 'Transport'
  [107] checkbox 'Flight', checked=true
  [108] checkbox 'Bus', checked=false
  [109] checkbox 'Train', checked=false
  [110] checkbox 'Allow self-transfer', checked=true
[150] main ''
  [151] tablist ''
    [152] tab 'Best €52 2h 25m', selected={order == 'best'}
    [153] tab 'Cheapest €38 6h 05m', selected={order == 'cheapest'}
    [154] tab 'Fastest €89 2h 20m', selected={order == 'fastest'}
  [155] button 'Set up price alerts'
  StaticText '214 results'
{chr(10).join(cards)}
  [290] button 'Load more'"""
    url = KW + "/search/results/prague-czechia/barcelona-spain/2025-09-19/no-return" + ("?sortBy=duration" if order == "fastest" else "")
    return page("Cheap flights from Prague to Barcelona | Kiwi.com", url, body), bids


def kw_book(given: str, surname: str, nat: str, bag: str, step: str = "passengers", fare: str = "Saver") -> str:
    gv = f", value='{given}'" if given else ""
    sv = f", value='{surname}'" if surname else ""
    bag_price = 23 if bag == "cabin" else 0
    fare_price = {"Saver": 0.0, "Standard": 7.90, "Premium": 19.90}[fare]
    total = 89 + bag_price + fare_price
    lines = [("1× Adult", "€89")]
    if bag_price:
        lines.append(("1× Cabin bag", "€23"))
    if fare_price:
        lines.append((f"{fare} fare", f"€{fare_price:.2f}"))
    summ = "\n".join(f"    StaticText '{a}'\n    StaticText '{b}'" for a, b in lines)
    tot = f"€{total:.2f}".replace(".00", "")
    if step == "passengers":
        main = f"""  [400] heading 'Passengers'
  StaticText 'Adult 1'
  [402] textbox 'Given names', required=True{gv}
  [403] textbox 'Surnames', required=True{sv}
  [404] combobox 'Nationality', value='{nat}'
  [405] combobox 'Gender', value='Female'
  [406] textbox 'Date of birth', value='14/03/1991'
  [407] textbox 'Passport or ID number', value='41872093'
  [408] checkbox 'No expiry', checked=false
  [410] heading 'Cabin baggage'
  [411] radio 'Personal item only Included', checked={'false' if bag == 'cabin' else 'true'}
  [412] radio 'Personal item + cabin bag +€23', checked={'true' if bag == 'cabin' else 'false'}
  [413] heading 'Checked baggage'
  [414] radio 'No checked baggage', checked=true
  [415] radio '1× checked bag 20 kg +€31', checked=false
  [420] button 'Continue'"""
    else:
        main = f"""  [430] heading 'Ticket fare'
  StaticText 'Passenger: Tereza Nováková · Czechia'
  [432] radiogroup ''
    [433] radio 'Saver €0 Basic flexibility. Booking changes through our customer service only.', checked={'true' if fare == 'Saver' else 'false'}
    [434] radio 'Standard +€7.90 Extended customer support and SMS flight updates.', checked={'true' if fare == 'Standard' else 'false'}
    [435] radio 'Premium +€19.90 Priority support, 24h free rebooking and cancellation for a Kiwi.com credit.', checked={'true' if fare == 'Premium' else 'false'}
  [436] button 'Back'
  [437] button 'Continue'"""
    body = f"""[10] link 'Kiwi.com'
[11] button 'EUR · English'
[300] complementary 'Trip summary'
  [301] heading 'Prague → Barcelona'
  StaticText 'Fri 19 Sep · One-way · 1 passenger'
  StaticText '10:35 PRG'
  StaticText '2h 20m · Direct · Vueling VY8761'
  StaticText '12:55 BCN'
  [306] heading 'Price summary'
  [307] group ''
{summ}
  StaticText 'Total (EUR)'
  StaticText '{tot}'
[399] main ''
{main}"""
    url = KW + "/booking?token=Fv3a0Qk9LmZ2r8XbH1uTcE7yWpN4sDgJ&step=" + step
    return page("Booking | Kiwi.com", url, body)


def t14(rs: RowSet) -> None:
    best, _ = kw_results("best")
    fast, fb = kw_results("fastest")
    nat0 = "Select"
    turns = [
        (click("154"), fast),
        (click(fb["Vueling"]), kw_book("", "", nat0, "none")),
        (fill("402", "Tereza"), kw_book("Tereza", "", nat0, "none")),
        (fill("403", "Nováková"), kw_book("Tereza", "Nováková", nat0, "none")),
        (select("404", "Czechia"), kw_book("Tereza", "Nováková", "Czechia", "none")),
        (click("412"), kw_book("Tereza", "Nováková", "Czechia", "cabin")),
        (click("420"), kw_book("Tereza", "Nováková", "Czechia", "cabin", "fare")),
        (click("434"), kw_book("Tereza", "Nováková", "Czechia", "cabin", "fare", "Standard")),
    ]
    rs.add("web", "h50-web-14", sysp("Kiwi.com, signed in (currency EUR)"), turns, state=best)


# ---------------------------------------------------------------------------------------------------------
# 15 Hostelworld - bad: at checkout the female dorm is billed at a different nightly price
# ---------------------------------------------------------------------------------------------------------
HW = "https://www.hostelworld.com"
HW_ROOMS = [
    ("6 Bed Mixed Dorm Ensuite", "Sleeps 6 · Shared ensuite bathroom · Lockers", 41.20, "Only 4 beds left"),
    ("4 Bed Female Dorm Ensuite", "Sleeps 4 · Female only · Shared ensuite bathroom", 47.50, "Only 2 beds left"),
    ("Private Twin Room Ensuite", "Sleeps 2 · Private ensuite bathroom · Canal view", 168.00, ""),
]


def hw_prop(counts: list[int]) -> str:
    rows = []
    for i, (name, desc, price, left) in enumerate(HW_ROOMS):
        b = 300 + 10 * i
        lf = f"\n    StaticText '{left}'" if left else ""
        unit = "per room / night" if "Private" in name else "per bed / night"
        rows.append(f"""  [{b}] article ''
    [{b + 1}] heading '{name}'
    StaticText '{desc}'{lf}
    StaticText '€{price:.2f}'
    StaticText '{unit}'
    [{b + 6}] button 'Remove one', disabled={counts[i] == 0}
    StaticText '{counts[i]}'
    [{b + 8}] button 'Add one'""")
    lines, total = [], 0.0
    for i, c in enumerate(counts):
        if c:
            name, _, price, _ = HW_ROOMS[i]
            amt = c * price * 3
            total += amt
            lines.append(f"    StaticText '{c} x {name} · 3 nights'\n    StaticText '€{amt:.2f}'")
    if lines:
        basket = "\n".join(lines) + f"""
    StaticText 'Total'
    StaticText '€{total:.2f}'
    [412] button 'Book Now'"""
    else:
        basket = """    StaticText 'Select a room to continue'
    [412] button 'Book Now', disabled=True"""
    body = f"""[10] link 'Hostelworld'
[11] button 'EUR'
[12] link 'Wishlists'
[13] button 'Account: Jonas'
[20] search ''
  [21] textbox 'Where do you want to go?', value='Amsterdam'
  [22] button 'Check in Fri, 3 Oct'
  [23] button 'Check out Mon, 6 Oct'
  [24] button 'Guests 3'
  [25] button "Let's Go!"
[100] main ''
  [101] heading 'Generator Amsterdam'
  StaticText 'Mauritskade 57, Oost, Amsterdam · 2.4km from city centre'
  StaticText '9.1 Superb'
  [104] link '7,862 Reviews'
  StaticText 'Hostel'
  [106] tablist ''
    [107] tab 'Prices', selected=True
    [108] tab 'Facilities', selected=False
    [109] tab 'House Rules', selected=False
    [110] tab 'Location', selected=False
  StaticText 'Fri, 3 Oct - Mon, 6 Oct · 3 nights'
  StaticText 'Free cancellation up to 3 days before arrival'
  [113] heading 'Dorms'
{chr(10).join(rows[:2])}
  [330] heading 'Private Rooms'
{rows[2]}
[400] complementary 'Your selection'
  [401] heading 'Your selection'
  [402] group ''
{basket}"""
    return page("Generator Amsterdam, Amsterdam - 2025 Prices | Hostelworld", HW + "/pwa/hosteldetails.php/Generator-Amsterdam/Amsterdam/90851?from=2025-10-03&to=2025-10-06&guests=3", body)


def hw_checkout(first: str, last: str) -> str:
    fv = f", value='{first}'" if first else ""
    lv = f", value='{last}'" if last else ""
    body = f"""[10] link 'Hostelworld'
[500] main ''
  [501] heading 'Confirm & pay'
  [502] heading 'Your details'
  [503] textbox 'First name', required=True{fv}
  [504] textbox 'Last name', required=True{lv}
  [505] textbox 'Email', required=True, value='jonas.weber@gmx.de'
  [506] combobox 'Nationality', value='Germany'
  [507] combobox 'Gender', value='Prefer not to say'
  [508] combobox 'Arrival time', value='Select'
  [509] heading 'Payment'
  [510] radio 'Card', checked=true
  [511] radio 'PayPal', checked=false
  [512] textbox 'Card number'
  [513] textbox 'Expiry date'
  [514] textbox 'CVC'
  [515] checkbox 'I agree to the Terms & Conditions and Privacy Policy', checked=false
  [516] button 'Book Now'
[600] complementary 'Booking summary'
  [601] heading 'Generator Amsterdam'
  StaticText 'Mauritskade 57, Oost, Amsterdam'
  StaticText 'Check in Fri, 3 Oct 2025 · from 15:00'
  StaticText 'Check out Mon, 6 Oct 2025 · until 10:00'
  StaticText '3 nights'
  [606] list ''
    [607] listitem ''
      StaticText '2 x 6 Bed Mixed Dorm Ensuite'
      StaticText 'Avg. €41.20 per bed / night'
      StaticText '€247.20'
    [611] listitem ''
      StaticText '1 x 4 Bed Female Dorm Ensuite'
      StaticText 'Avg. €45.70 per bed / night'
      StaticText '€137.10'
  StaticText 'Total'
  StaticText '€384.30'
  StaticText 'Pay now (15% deposit)'
  StaticText '€57.65'
  StaticText 'Pay at property'
  StaticText '€326.65'
  StaticText 'Free cancellation until Tue, 30 Sep 2025'"""
    return page("Checkout | Hostelworld", HW + "/pwa/checkout?propertyId=90851&from=2025-10-03&to=2025-10-06", body)


def t15(rs: RowSet) -> None:
    turns = [
        (click("308"), hw_prop([1, 0, 0])),
        (click("308"), hw_prop([2, 0, 0])),
        (click("318"), hw_prop([2, 1, 0])),
        (click("412"), hw_checkout("", "")),
        (fill("503", "Jonas"), hw_checkout("Jonas", "")),
        (fill("504", "Weber"), hw_checkout("Jonas", "Weber")),
    ]
    rs.add("web", "h50-web-15", sysp("Hostelworld, signed in as Jonas"), turns, state=hw_prop([0, 0, 0]), bad=True, turn=4,
           kind="Checkout bills the 4 Bed Female Dorm at €45.70 a night (€137.10, total €384.30), but the property page priced it at €47.50 (€142.50, total €389.70) just before.")


# ---------------------------------------------------------------------------------------------------------
# 16 Turo - bad: the booking time in the trip messages goes back ten minutes
# ---------------------------------------------------------------------------------------------------------
TU = "https://turo.com/us/en"
TU_CARS = [
    ("Toyota RAV4 2021", "4.93", "188", "$58", "$174", False, "All-Star Host"),
    ("Tesla Model 3 2022", "4.98", "212", "$71", "$213", True, "All-Star Host"),
    ("Jeep Wrangler 2020", "4.87", "96", "$89", "$267", False, ""),
    ("Kia EV6 2023", "5.0", "41", "$84", "$252", True, ""),
    ("Subaru Outback 2022", "4.95", "133", "$63", "$189", False, "All-Star Host"),
    ("Chevrolet Bolt EV 2022", "4.91", "77", "$49", "$147", True, ""),
]


def tu_head() -> str:
    return """[10] link 'Turo'
[11] link 'Become a host'
[12] link 'Trips'
[13] link 'Inbox'
[14] button 'Account menu: Sam Okoye'"""


def tu_search(electric: bool) -> tuple[str, dict[str, str]]:
    cars = [c for c in TU_CARS if c[5] or not electric]
    cards, bids = [], {}
    for i, (name, rating, trips, day, total, _, tag) in enumerate(cars):
        b = 200 + 10 * i
        bids[name] = str(b + 1)
        tg = f"\n    StaticText '{tag}'" if tag else ""
        cards.append(f"""  [{b}] article ''
    [{b + 1}] link '{name}'
    StaticText '{rating} ★ ({trips} trips)'{tg}
    StaticText 'Denver International Airport (DEN)'
    StaticText '{day}/day'
    StaticText '{total} total before taxes'""")
    n = len(cars)
    body = tu_head() + f"""
[20] search ''
  [21] textbox 'Where', value='Denver International Airport (DEN)'
  [22] button 'From Jul 10 10:00 AM'
  [23] button 'Until Jul 13 10:00 AM'
  [24] button 'Search'
[100] toolbar 'Filters'
  [101] button 'Price', hasPopup='dialog'
  [102] button 'Vehicle type', hasPopup='dialog'
  [103] button 'Make', hasPopup='dialog'
  [104] button 'Electric', pressed={'true' if electric else 'false'}
  [105] button 'Deliver to me', pressed=false
  [106] button 'All-Star Host', pressed=false
  [107] button 'More filters'
[150] main ''
  StaticText '{n}{'' if electric else '+'} cars available'
  [152] combobox 'Sort by', value='Relevance'
{chr(10).join(cards)}"""
    url = TU + "/search?location=DEN&startDate=07%2F10%2F2025&startTime=10%3A00&endDate=07%2F13%2F2025&endTime=10%3A00" + ("&engines=ELECTRIC" if electric else "")
    return page("Search results | Turo", url, body), bids


def tu_vehicle() -> str:
    body = tu_head() + """
[300] main ''
  [301] heading 'Tesla Model 3 2022'
  StaticText '4.98 ★ (212 trips)'
  StaticText 'All-Star Host'
  StaticText 'Long Range AWD · 4 seats · Electric (EPA est. 358 mi) · Autopilot'
  [305] heading 'Hosted by'
  [306] link 'Marcus'
  StaticText 'All-Star Host · 1,046 trips · Joined Mar 2019'
  StaticText 'Typically responds in 15 minutes'
  [309] heading 'Description'
  StaticText 'Pearl white Model 3 with a 19-in wheel set and winter tires fitted Oct–Apr. Delivered at 80% charge; a J1772 adapter is in the frunk.'
  [311] heading 'Features'
  StaticText 'All-wheel drive · Heated seats · Apple CarPlay: no · Keyless entry · Ski rack (on request)'
  [313] heading 'Distance included'
  StaticText '600 mi'
  StaticText '$0.45/mi fee for additional miles driven'
  [316] heading 'Cancellation policy'
  StaticText 'Free cancellation. Full refund before Jul 9, 10:00 AM in local time of the car.'
[400] complementary ''
  StaticText '$71/day'
  StaticText '$213 total before taxes'
  [403] heading 'Trip start'
  StaticText '7/10/2025 10:00 AM'
  [405] heading 'Trip end'
  StaticText '7/13/2025 10:00 AM'
  [407] heading 'Pickup & return location'
  StaticText 'Denver International Airport (DEN) · Free'
  [409] button 'Continue'"""
    return page("Tesla Model 3 2022 rental in Denver, CO by Marcus | Turo", TU + "/car-rental/united-states/denver-co/tesla/model-3/1784402", body)


def tu_checkout(protection: str | None, recharge: bool, msg: str, agreed: bool) -> str:
    plans = [("Premier", "$29.99/day"), ("Standard", "$18.99/day"), ("Minimum", "$9.99/day")]
    opts = "\n".join(f"    [{511 + i}] radio '{p} {d}', checked={'true' if protection == p else 'false'}" for i, (p, d) in enumerate(plans))
    prot = {"Premier": 89.97, "Standard": 56.97, "Minimum": 29.97, None: 0.0}[protection]
    total = 213 + 34.08 + prot + (35 if recharge else 0)
    lines = ["    StaticText '$71 x 3 days'\n    StaticText '$213.00'", "    StaticText 'Trip fee'\n    StaticText '$34.08'"]
    if protection:
        lines.append(f"    StaticText 'Protection ({protection})'\n    StaticText '{money(prot)}'")
    if recharge:
        lines.append("    StaticText 'Prepaid EV recharge'\n    StaticText '$35.00'")
    mv = f", value='{msg}'" if msg else ""
    body = tu_head() + f"""
[500] main ''
  [501] heading 'Review and book'
  StaticText 'Tesla Model 3 2022 · Marcus'
  StaticText 'Jul 10, 10:00 AM – Jul 13, 10:00 AM · Denver International Airport (DEN)'
  [510] radiogroup 'Protection plan'
{opts}
  [520] heading 'Extras'
  [521] checkbox 'Prepaid EV recharge $35/trip', checked={'true' if recharge else 'false'}
  [522] checkbox 'Post-trip cleaning $40/trip', checked=false
  [523] checkbox 'Child safety seat $10/day', checked=false
  [530] heading 'Message to Marcus'
  [531] textbox 'Say hello and share your trip plans (optional)'{mv}
  [540] heading 'Payment method'
  StaticText 'Visa •••• 4417'
  [542] link 'Change'
  [550] heading 'Cancellation policy'
  StaticText 'Free cancellation. Full refund before Jul 9, 10:00 AM in local time of the car.'
  [552] checkbox 'I agree to pay the total shown and to the Turo terms, cancellation policy and host guidelines', checked={'true' if agreed else 'false'}
  [553] button 'Book instantly'{'' if agreed else ', disabled=True'}
[600] complementary 'Price details'
  [601] heading 'Price details'
  [602] group ''
{chr(10).join(lines)}
  StaticText 'Total'
  StaticText '{money(total)}'"""
    return page("Checkout | Turo", TU + "/checkout?vehicleId=1784402&startDate=07%2F10%2F2025&startTime=10%3A00&endDate=07%2F13%2F2025&endTime=10%3A00", body)


TU_MSG = "Landing on UA 1439 at 9:40, will text you from the curb."


def tu_booked() -> str:
    body = tu_head() + f"""
[700] main ''
  [701] heading "You're booked!"
  StaticText 'Reservation #41860273'
  StaticText 'Booked on Jun 18, 2025 at 2:16 PM'
  StaticText 'Tesla Model 3 2022 · Hosted by Marcus'
  StaticText 'Thu, Jul 10, 10:00 AM – Sun, Jul 13, 10:00 AM'
  StaticText 'Denver International Airport (DEN)'
  StaticText 'Total paid $339.05 · Visa •••• 4417'
  StaticText 'Your message was sent: "{TU_MSG}"'
  StaticText 'Marcus typically responds in 15 minutes.'
  [711] link 'View trip'
  [712] link 'Get the app'"""
    return page("Trip booked | Turo", TU + "/reservation/41860273/booked", body)


def tu_trip(tab: str, booked_at: str = "2:16 PM", reply: str = "") -> str:
    if tab == "Details":
        content = """  [820] heading 'Trip details'
  StaticText 'Status: Booked'
  StaticText 'Reservation #41860273'
  StaticText 'Trip start Thu, Jul 10, 10:00 AM'
  StaticText 'Trip end Sun, Jul 13, 10:00 AM'
  StaticText 'Pickup & return: Denver International Airport (DEN), Level 5 West parking garage, row F'
  StaticText 'Distance included 600 mi'
  StaticText 'Protection: Standard'
  StaticText 'Extras: Prepaid EV recharge'
  [829] heading 'Receipt'
  StaticText 'Trip price $213.00 · Trip fee $34.08 · Protection $56.97 · Extras $35.00'
  StaticText 'Total $339.05'
  [832] heading 'Trip activity'
  StaticText 'Jun 18, 2025, 2:16 PM · Trip booked (instant book)'
  StaticText 'Jun 18, 2025, 2:16 PM · Payment of $339.05 authorized on Visa •••• 4417'
  StaticText 'Jun 18, 2025, 2:17 PM · Marcus sent you a message'
  [836] button 'Cancel trip'
  [837] button 'Change trip'"""
    else:
        rv = f", value='{reply}'" if reply else ""
        content = f"""  [850] log 'Messages with Marcus'
    StaticText 'Trip booked · Jun 18, {booked_at}'
    StaticText 'You · Jun 18, 2:16 PM'
    StaticText '{TU_MSG}'
    StaticText 'Marcus · Jun 18, 2:17 PM'
    StaticText 'Hi Sam, thanks for booking! The car will be on level 5 of the West garage, row F, charged to 80%. I will send the exact spot the evening before.'
  [856] textbox 'Message Marcus'{rv}
  [857] button 'Send', disabled={'False' if reply else 'True'}"""
    body = tu_head() + f"""
[800] main ''
  [801] heading 'Tesla Model 3 2022'
  StaticText 'Hosted by Marcus · Booked'
  [803] tablist ''
    [804] tab 'Details', selected={tab == 'Details'}
    [805] tab 'Messages', selected={tab == 'Messages'}
    [806] tab 'Photos', selected=False
{content}"""
    return page("Trip | Turo", TU + "/reservation/41860273" + ("/messages" if tab == "Messages" else ""), body)


def t16(rs: RowSet) -> None:
    allc, _ = tu_search(False)
    ev, eb = tu_search(True)
    turns = [
        (click("104"), ev),
        (click(eb["Tesla Model 3 2022"]), tu_vehicle()),
        (click("409"), tu_checkout(None, False, "", False)),
        (click("512"), tu_checkout("Standard", False, "", False)),
        (click("521"), tu_checkout("Standard", True, "", False)),
        (fill("531", TU_MSG), tu_checkout("Standard", True, TU_MSG, False)),
        (click("552"), tu_checkout("Standard", True, TU_MSG, True)),
        (click("553"), tu_booked()),
        (click("711"), tu_trip("Details")),
        (click("805"), tu_trip("Messages", "2:06 PM")),
        (fill("856", "Perfect, thanks Marcus!"), tu_trip("Messages", "2:06 PM", "Perfect, thanks Marcus!")),
    ]
    rs.add("web", "h50-web-16", sysp("Turo, signed in as Sam Okoye"), turns, state=allc, bad=True, turn=10,
           kind="The Messages tab stamps 'Trip booked' at Jun 18, 2:06 PM, ten minutes before the 2:16 PM booking time shown on the confirmation and in the trip activity (and before the 2:16 PM message sent with the booking).")


# ---------------------------------------------------------------------------------------------------------
# 17 Allegro - clean: sorted and filtered listing, quantity, cart add and removal
# ---------------------------------------------------------------------------------------------------------
AL = "https://allegro.pl"
SONY = "Słuchawki bezprzewodowe nauszne Sony WH-CH720N czarne ANC"
ETUI = "Etui twarde na słuchawki Sony WH-CH720N / WH-1000XM4 szare"
AL_ITEMS = {
    "trafnosc": [
        (SONY, "349,00 zł", True, "MediaExpert", "2 837 osób kupiło ostatnio"),
        ("Sony WH-CH720N Niebieskie Słuchawki Bluetooth z ANC", "359,00 zł", True, "RTV EURO AGD", "1 102 osoby kupiły ostatnio"),
        ("Słuchawki Sony WH-CH720NW białe bezprzewodowe", "339,99 zł", False, "audiomax_pl", "418 osób kupiło ostatnio"),
        ("Sony WH-CH720N czarne - outlet, otwarte opakowanie", "279,00 zł", False, "outlet-elektro", "57 osób kupiło ostatnio"),
    ],
    "cena": [
        ("Sony WH-CH720N czarne - outlet, otwarte opakowanie", "279,00 zł", False, "outlet-elektro", "57 osób kupiło ostatnio"),
        ("Sony WH-CH720N używane, stan bardzo dobry, komplet", "289,00 zł", False, "kacper_92", "3 osoby kupiły ostatnio"),
        ("Słuchawki Sony WH-CH720NW białe bezprzewodowe", "339,99 zł", False, "audiomax_pl", "418 osób kupiło ostatnio"),
        (SONY, "349,00 zł", True, "MediaExpert", "2 837 osób kupiło ostatnio"),
    ],
    "cena_smart": [
        (SONY, "349,00 zł", True, "MediaExpert", "2 837 osób kupiło ostatnio"),
        ("Sony WH-CH720N Szare Słuchawki Nauszne Bluetooth 5.2", "352,00 zł", True, "Komputronik", "388 osób kupiło ostatnio"),
        ("Sony WH-CH720N Niebieskie Słuchawki Bluetooth z ANC", "359,00 zł", True, "RTV EURO AGD", "1 102 osoby kupiły ostatnio"),
        ("Sony WH-CH720N + etui + kabel USB-C zestaw", "389,00 zł", True, "Neonet", "95 osób kupiło ostatnio"),
    ],
}


def al_head(cart: int) -> str:
    return f"""[10] link 'Allegro - przejdź na stronę główną'
[11] combobox 'czego szukasz?', value='sony wh-ch720n'
[12] combobox 'Kategoria', value='Wszystkie kategorie'
[13] button 'szukaj'
[14] link 'Moje Allegro'
[15] link 'koszyk, liczba produktów: {cart}'
[16] link 'powiadomienia'"""


def al_listing(which: str) -> tuple[str, dict[str, str]]:
    cards, bids = [], {}
    for i, (name, price, smart, seller, bought) in enumerate(AL_ITEMS[which]):
        b = 200 + 10 * i
        bids[name] = str(b + 1)
        sm = "\n    StaticText 'Smart!'\n    StaticText 'darmowa dostawa'" if smart else "\n    StaticText '+ 12,99 zł dostawa'"
        stan = "Używany" if "używane" in name else ("Powystawowy" if "outlet" in name else "Nowy")
        cards.append(f"""  [{b}] article ''
    [{b + 1}] link '{name}'
    StaticText 'Stan {stan}'
    StaticText '{price}'{sm}
    StaticText '{bought}'
    StaticText 'od {seller}'""")
    count = "1 046 ofert" if which == "cena_smart" else "2 317 ofert"
    sort = "trafność: największa" if which == "trafnosc" else "cena: od najniższej"
    body = al_head(1) + f"""
[100] complementary 'filtry'
  [101] heading 'Filtry'
  [102] checkbox 'Allegro Smart!', checked={'true' if which == 'cena_smart' else 'false'}
  [103] checkbox 'Stan: nowe', checked=false
  [104] checkbox 'Stan: używane', checked=false
  [105] checkbox 'Wysyłka w 1 dzień', checked=false
  [106] textbox 'cena od'
  [107] textbox 'cena do'
[150] main ''
  [151] heading 'sony wh-ch720n'
  StaticText '{count}'
  [153] combobox 'sortowanie', value='{sort}'
{chr(10).join(cards)}
  [260] navigation 'paginacja'
    StaticText '1'
    StaticText 'z 59'
    [263] link 'następna strona'"""
    q = "?string=sony%20wh-ch720n" + ("&order=p" if which != "trafnosc" else "") + ("&allegro-smart-standard=1" if which == "cena_smart" else "")
    return page("Sony wh-ch720n - Allegro", AL + "/listing" + q, body), bids


def al_offer(qty: str, modal: bool) -> str:
    md = f"""
[500] dialog 'Dodano do koszyka', modal=True
  [501] heading 'Dodano do koszyka'
  StaticText '{SONY}'
  StaticText '{qty} szt.'
  StaticText '698,00 zł'
  [505] link 'przejdź do koszyka'
  [506] button 'kontynuuj zakupy'""" if modal else ""
    body = al_head(3 if modal else 1) + f"""
[300] main ''
  [301] heading '{SONY}'
  StaticText 'Oferta 15524193887'
  StaticText '4,85 / 5 · 1 973 oceny i 412 recenzji'
  StaticText '349,00 zł'
  StaticText 'Smart! darmowa dostawa'
  StaticText 'dostawa czw. 19 cze.'
  StaticText '2 837 osób kupiło ostatnio'
  [308] spinbutton 'liczba sztuk', value='{qty}'
  StaticText 'z 57 sztuk'
  [310] button 'dodaj do koszyka'
  [311] button 'kup teraz'
  [312] heading 'Sprzedawca'
  [313] link 'MediaExpert'
  StaticText 'Super Sprzedawca · poleca 99,2%'
  [315] heading 'Parametry'
  [316] table ''
    StaticText 'Stan Nowy'
    StaticText 'Faktura Wystawiam fakturę VAT'
    StaticText 'Marka Sony'
    StaticText 'Kod producenta WHCH720NB.CE7'
    StaticText 'EAN (GTIN) 4548736142916'
    StaticText 'Typ słuchawek nauszne'
    StaticText 'Aktywna redukcja szumów (ANC) tak'
    StaticText 'Czas pracy na baterii 35 h'{md}"""
    return page(f"{SONY} - Allegro.pl", AL + "/oferta/sluchawki-bezprzewodowe-nauszne-sony-wh-ch720n-czarne-anc-15524193887", body)


def al_cart(with_etui: bool) -> str:
    etui = f"""  [620] group 'etuimania'
    [621] checkbox 'zaznacz sprzedawcę etuimania', checked=true
    [622] link '{ETUI}'
    StaticText '39,99 zł'
    [624] spinbutton 'liczba sztuk', value='1'
    [625] button 'usuń'
    StaticText 'dostawa od 9,99 zł'
""" if with_etui else ""
    msg = """  [603] alert ''
    StaticText 'Usunięto produkt z koszyka'
    [605] button 'cofnij'
""" if not with_etui else ""
    val = "737,99 zł" if with_etui else "698,00 zł"
    n = 3 if with_etui else 2
    dost = "9,99 zł" if with_etui else "0,00 zł"
    raz = "747,98 zł" if with_etui else "698,00 zł"
    body = al_head(n) + f"""
[600] main ''
  [601] heading 'Koszyk ({n})'
{msg}  [610] group 'MediaExpert'
    [611] checkbox 'zaznacz sprzedawcę MediaExpert', checked=true
    [612] link '{SONY}'
    StaticText '698,00 zł'
    StaticText '349,00 zł / szt.'
    [615] spinbutton 'liczba sztuk', value='2'
    [616] button 'usuń'
    StaticText 'Smart! darmowa dostawa'
{etui}[700] complementary 'podsumowanie'
  StaticText 'wartość produktów'
  StaticText '{val}'
  StaticText 'dostawa od'
  StaticText '{dost}'
  StaticText 'razem z dostawą'
  StaticText '{raz}'
  [707] button 'dostawa i płatność'"""
    return page("Koszyk - Allegro", AL + "/koszyk", body)


def t17(rs: RowSet) -> None:
    rel, _ = al_listing("trafnosc")
    cheap, _ = al_listing("cena")
    smart, sb = al_listing("cena_smart")
    turns = [
        (select("153", "cena: od najniższej"), cheap),
        (click("102"), smart),
        (click(sb[SONY]), al_offer("1", False)),
        (fill("308", "2"), al_offer("2", False)),
        (click("310"), al_offer("2", True)),
        (click("505"), al_cart(True)),
        (click("625"), al_cart(False)),
    ]
    rs.add("web", "h50-web-17", sysp("Allegro.pl (Polish marketplace), signed in; the cart already holds one item"), turns, state=rel)


# ---------------------------------------------------------------------------------------------------------
# 18 Mastodon (fosstodon.org) - clean: post, visibility, edit; counters and clocks move
# ---------------------------------------------------------------------------------------------------------
MD = "https://fosstodon.org"
MD_URL_RELEASE = "https://codeberg.org/mkovac/tidyframe/releases/tag/v0.9.0"
MD_TXT = f"Just relased tidyframe v0.9.0: lazy joins, a new .explain() and 30% faster groupby on wide frames. Changelog: {MD_URL_RELEASE} #python #dataframes"
MD_TXT2 = MD_TXT.replace("relased", "released")
MD_POST_ID = "114701853226407511"


def md_left(text: str, vis: str, menu: bool, editing: bool) -> str:
    remaining = 500 - (len(text) - len(MD_URL_RELEASE) + 23) if text else 500
    tv = f", value='{text}'" if text else ""
    out = """[20] region 'Compose'
  [21] link 'Mira Kovač @mkovac'"""
    if editing:
        out += """
  StaticText 'Editing post'
  [23] button 'Cancel'"""
    out += f"""
  [24] textbox "What's on your mind?", focused{tv}
  [25] button 'Add images, a video or an audio file'
  [26] button 'Add a poll'
  [27] button 'Change post privacy', hasPopup='listbox', expanded={'True' if menu else 'False'}{', disabled=True' if editing else ''}
    StaticText '{vis}'
  [29] button 'Add content warning'
  [30] button 'Change post language', value='EN'
  StaticText '{remaining}'
  [32] button '{'Save changes' if editing else 'Post'}'{'' if text else ', disabled=True'}"""
    if menu:
        out += """
  [40] listbox 'Change post privacy'
    [41] option 'Public Anyone on and off Mastodon', selected=True
    [42] option 'Quiet public Hidden from search results, trending, and public timelines', selected=False
    [43] option 'Followers only Only your followers', selected=False
    [44] option 'Specific people Only people mentioned in the post', selected=False"""
    return out


def md_nav() -> str:
    return """[50] navigation ''
  [51] link 'Home'
  [52] link 'Notifications 2'
  [53] link 'Explore'
  [54] link 'Live feeds'
  [55] link 'Private mentions'
  [56] link 'Bookmarks'
  [57] link 'Favorites'
  [58] link 'Lists'
  [59] link 'Preferences'
  StaticText 'fosstodon.org: About · Status · Profiles directory · Privacy policy'"""


def md_status(b: int, name: str, handle: str, when: str, text: str, counts: tuple[int, int, int], vis: str = "", edited: bool = False) -> str:
    v = f"\n  StaticText '{vis}'" if vis else ""
    e = "\n  StaticText 'Edited'" if edited else ""
    return f"""[{b}] article '{name}, {text[:40]}…, {when}'
  [{b + 1}] link '{name} @{handle}'
  [{b + 2}] link '{when}'{v}{e}
  StaticText '{text}'
  [{b + 5}] button 'Reply {counts[0]}'
  [{b + 6}] button 'Boost {counts[1]}'
  [{b + 7}] button 'Favorite {counts[2]}'
  [{b + 8}] button 'Bookmark'
  [{b + 9}] button 'More', hasPopup='menu'"""


MD_FEED = [
    ("Hynek Schlawack", "hynek@mastodon.social", "attrs 25.3.0 is out with a long-awaited fix for slotted classes and cached_property. Thanks to everyone who tested the RC!", (4, 31, 88)),
    ("Python Software Foundation", "ThePSF@fosstodon.org", "PyCon US 2026 call for proposals opens on September 1st. Start sketching those talk ideas now.", (2, 57, 120)),
    ("Julia Evans", "b0rk@jvns.ca", "new zine page: how git rebase --onto works, drawn out with little commit boxes", (19, 212, 640)),
    ("Ritchie Vink", "ritchie46@fosstodon.org", "Streaming engine update: sorts larger than RAM now spill to disk in the new engine.", (7, 44, 151)),
]


def md_home(text: str, vis: str, menu: bool, times: list[str], mine: str | None = None) -> str:
    items = []
    b = 100
    if mine:
        items.append(ind(md_status(b, "Mira Kovač", "mkovac", mine, MD_TXT, (0, 0, 0), "Quiet public"), 1))
        b += 10
    for (name, handle, t, c), when in zip(MD_FEED, times):
        items.append(ind(md_status(b, name, handle, when, t, c), 1))
        b += 10
    body = md_left(text, vis, menu, False) + "\n" + md_nav() + f"""
[90] main 'Home'
  [91] heading 'Home'
  [92] button 'Show settings'
{chr(10).join(items)}"""
    return page("Home - Fosstodon", MD + "/home", body)


MD_PROFILE_POSTS = [
    ("pin", "Mar 3, 2024", "tidyframe: a small, typed dataframe layer over Arrow with a pandas-like API and lazy plans. Docs: https://tidyframe.readthedocs.io", (12, 96, 301)),
    ("post", "2d", "Small thing I learned this week: pyarrow.compute.take on chunked arrays is much faster if you combine_chunks() first for small tables.", (3, 9, 41)),
    ("reply", "3d", "@dataplumber@mastodon.social It uses the Arrow C stream interface, so no copies between the two.", (1, 0, 6)),
    ("post", "4d", "Slides from my PyCon Italia talk on typed dataframes are up: https://speakerdeck.com/mkovac/typed-dataframes", (2, 18, 73)),
]


def md_profile(text: str, when: str, edited: bool, tab: str, menu: bool = False, compose: str | None = None) -> str:
    items = []
    b = 700
    pin = MD_PROFILE_POSTS[0]
    if tab == "Posts":
        items.append(ind("StaticText 'Pinned post'\n" + md_status(b, "Mira Kovač", "mkovac", pin[1], pin[2], pin[3]), 1))
        b += 10
    items.append(ind(md_status(b, "Mira Kovač", "mkovac", when, text, (0, 1, 4), "Quiet public", edited), 1))
    b += 10
    for kind, w, t, c in MD_PROFILE_POSTS[1:]:
        if kind == "reply" and tab == "Posts":
            continue
        items.append(ind(md_status(b, "Mira Kovač", "mkovac", w, t, c), 1))
        b += 10
    mn = """
[800] menu ''
  [801] menuitem 'Open post'
  [802] menuitem 'Copy link to post'
  [803] menuitem 'Embed'
  [804] menuitem 'Edit'
  [805] menuitem 'Delete'
  [806] menuitem 'Delete & re-draft'
  [807] menuitem 'Pin on profile'""" if menu else ""
    editing = compose is not None
    body = md_left(compose or "", "Quiet public" if editing else "Public", False, editing) + "\n" + md_nav() + f"""
[600] main 'Mira Kovač'
  [601] img 'Mira Kovač header'
  [602] heading 'Mira Kovač @mkovac@fosstodon.org'
  [603] link 'Edit profile'
  StaticText 'Data tooling, Arrow, typed dataframes. Maintainer of tidyframe. Zagreb.'
  StaticText 'Joined Nov 14, 2022'
  [606] link '1,205 Posts'
  [607] link '389 Following'
  [608] link '1,046 Followers'
  [609] tablist ''
    [610] tab 'Posts', selected={tab == 'Posts'}
    [611] tab 'Posts and replies', selected={tab != 'Posts'}
    [612] tab 'Media', selected=False
{chr(10).join(items)}{mn}"""
    url = MD + "/@mkovac" + ("/with_replies" if tab != "Posts" else "")
    return page("Mira Kovač (@mkovac@fosstodon.org) - Fosstodon", url, body)


def t18(rs: RowSet) -> None:
    t0 = ["3m", "12m", "25m", "1h"]
    t1 = ["4m", "13m", "26m", "1h"]
    turns = [
        (fill("24", MD_TXT), md_home(MD_TXT, "Public", False, t0)),
        (click("27"), md_home(MD_TXT, "Public", True, t0)),
        (click("42"), md_home(MD_TXT, "Quiet public", False, t0)),
        (click("32"), md_home("", "Public", False, t1, mine="now")),
        (click("21"), md_profile(MD_TXT, "now", False, "Posts")),
        (click("719"), md_profile(MD_TXT, "1m", False, "Posts", menu=True)),
        (click("804"), md_profile(MD_TXT, "1m", False, "Posts", compose=MD_TXT)),
        (fill("24", MD_TXT2), md_profile(MD_TXT, "1m", False, "Posts", compose=MD_TXT2)),
        (click("32"), md_profile(MD_TXT2, "2m", True, "Posts")),
        (click("611"), md_profile(MD_TXT2, "2m", True, "Posts and replies")),
    ]
    rs.add("web", "h50-web-18", sysp("the Mastodon web app on fosstodon.org (advanced layout), signed in as @mkovac"), turns, state=md_home("", "Public", False, t0))


# ---------------------------------------------------------------------------------------------------------
# 19 Hetzner Cloud Console - bad: the server's IPv6 subnet in the header changes between tabs
# ---------------------------------------------------------------------------------------------------------
HZ = "https://console.hetzner.cloud/projects/2184517"
HZ_SERVERS = [
    ("db-staging-01", "48213907", "CPX31", "49.12.203.77", "2a01:4f8:c012:9d41::/64", "Falkenstein fsn1-dc14", "Running", "3 months ago"),
    ("web-staging-01", "48213952", "CX32", "116.203.48.190", "2a01:4f8:c2c:5e07::/64", "Nuremberg nbg1-dc3", "Running", "3 months ago"),
    ("ci-runner-01", "51877340", "CAX21", "65.21.144.12", "2a01:4f9:c011:a3b2::/64", "Helsinki hel1-dc2", "Off", "2 weeks ago"),
]
HZ_TABS = ["Overview", "Graphs", "Backups", "Snapshots", "Load Balancers", "Primary IPs", "Networking", "Firewalls",
           "Volumes", "Power", "Rescue", "ISO Images", "Rescale", "Rebuild", "Delete"]


def hz_side() -> str:
    return """[10] link 'Hetzner Cloud'
[11] button 'Project: staging-eu', hasPopup='menu'
[12] navigation ''
  [13] link 'Servers', focused
  [14] link 'Load Balancers'
  [15] link 'Volumes'
  [16] link 'Networks'
  [17] link 'Firewalls'
  [18] link 'Floating IPs'
  [19] link 'Primary IPs'
  [20] link 'Placement Groups'
  [21] link 'Certificates'
  [22] link 'Security'
[23] button 'Account: ops@lindquist-labs.eu'"""


def hz_list() -> str:
    rows = "\n".join(f"""    [{110 + 9 * i}] row ''
      [{111 + 9 * i}] link '{n}'
      [{112 + 9 * i}] cell '{st}'
      [{113 + 9 * i}] cell '{ty}'
      [{114 + 9 * i}] cell '{v4}'
      [{115 + 9 * i}] cell '{v6}'
      [{116 + 9 * i}] cell '{loc}'
      [{117 + 9 * i}] cell '{cr}'
      [{118 + 9 * i}] button 'Server actions', hasPopup='menu'""" for i, (n, _, ty, v4, v6, loc, st, cr) in enumerate(HZ_SERVERS))
    body = hz_side() + f"""
[100] main ''
  [101] heading 'Servers'
  [102] button 'Add Server'
  [103] searchbox 'Search servers'
  [104] table ''
    [105] row ''
      [106] columnheader 'Name'
      [107] columnheader 'Status'
      [108] columnheader 'Type'
      [109] columnheader 'IPv4'
      [190] columnheader 'IPv6'
      [191] columnheader 'Location'
      [192] columnheader 'Created'
      [193] columnheader 'Actions'
{rows}"""
    return page("Servers - staging-eu - Hetzner Cloud", HZ + "/servers", body)


def hz_server(tab: str, v6: str, content: str, modal: str = "") -> str:
    tabs = "\n".join(f"    [{220 + i}] tab '{t}', selected={t == tab}" for i, t in enumerate(HZ_TABS))
    body = hz_side() + f"""
[200] main ''
  [201] link 'Servers'
  [202] heading 'db-staging-01'
  StaticText 'Running'
  StaticText '49.12.203.77'
  [205] button 'Copy IPv4'
  StaticText '{v6}'
  [207] button 'Copy IPv6'
  StaticText 'CPX31 · fsn1 · 160 GB'
  [209] switch 'Power', checked=true
  [210] button 'Actions', hasPopup='menu'
  [219] tablist ''
{tabs}
{content}{modal}"""
    slug = tab.lower().replace(" ", "-")
    return page(f"db-staging-01 - {tab} - Hetzner Cloud", HZ + f"/servers/48213907/{slug}", body)


HZ_OVERVIEW = """  [300] region 'Overview'
    StaticText 'Server ID'
    StaticText '#48213907'
    StaticText 'Type'
    StaticText 'CPX31 · 4 vCPU (AMD) · 8 GB RAM · 160 GB local disk'
    StaticText 'Location'
    StaticText 'Falkenstein, Germany · fsn1-dc14'
    StaticText 'Image'
    StaticText 'Ubuntu 24.04'
    StaticText 'Private networks'
    StaticText '10.20.0.3 (net-staging)'
    StaticText 'Traffic (outgoing)'
    StaticText '1.84 TB of 20 TB included'
    StaticText 'Price'
    StaticText '€15.59 /mo (€0.0250 /h)'
    StaticText 'Created'
    StaticText 'Mar 12, 2025 09:41'
    StaticText 'Labels'
    StaticText 'env=staging role=db'
    StaticText 'Protection'
    StaticText 'Delete: on · Rebuild: on'"""

HZ_GRAPHS = """  [320] region 'Graphs'
    [321] combobox 'Time range', value='Live (30 min)'
    [322] heading 'CPU'
    StaticText 'Current 12.4 % · Max 37.9 %'
    [324] img 'CPU usage chart'
    [325] heading 'Disk'
    StaticText 'IOPS read 41 /s · write 218 /s'
    StaticText 'Throughput read 0.6 MB/s · write 7.3 MB/s'
    [328] img 'Disk chart'
    [329] heading 'Network'
    StaticText 'Inbound 3.1 Mbit/s · Outbound 11.8 Mbit/s'
    StaticText 'Packets in 812 /s · out 1,094 /s'
    [332] img 'Network chart'"""

HZ_BACKUPS_OFF = """  [340] region 'Backups'
    [341] heading 'Backups'
    StaticText 'Backups are disabled for this server.'
    StaticText 'Backups are automatic copies of your server disk, taken once a day. We keep the last 7. They cost 20% of the server price: €3.12 /mo.'
    [344] button 'Enable backups'"""

HZ_MODAL = """
[400] dialog 'Enable backups', modal=True
  [401] heading 'Enable backups'
  StaticText 'Enabling backups for db-staging-01 adds €3.12 /mo (20% of the server price). A backup window is assigned automatically.'
  [403] button 'Cancel'
  [404] button 'Enable backups'"""


def hz_backups_on(entries: list[str]) -> str:
    ls = "\n".join(f"      [{362 + 4 * i}] row ''\n        StaticText '{e}'" for i, e in enumerate(entries))
    lst = f"""
    [360] table 'Backups'
{ls}""" if entries else """
    StaticText 'No backups yet. The first one is taken in the next backup window.'"""
    return f"""  [340] region 'Backups'
    [341] heading 'Backups'
    StaticText 'Backups are enabled · €3.12 /mo'
    StaticText 'Backup window: 02:00–06:00 UTC'
    StaticText '{len(entries)} of 7 slots used'
    [350] button 'Create backup'
    [351] button 'Disable backups'{lst}"""


def t19(rs: RowSet) -> None:
    v6, bad = "2a01:4f8:c012:9d41::/64", "2a01:4f8:c012:9d14::/64"
    entry = "db-staging-01-20250618143107 · Backup · Creating… · Jun 18, 2025 14:31"
    turns = [
        (click("111"), hz_server("Overview", v6, HZ_OVERVIEW)),
        (click("221"), hz_server("Graphs", v6, HZ_GRAPHS)),
        (click("222"), hz_server("Backups", bad, HZ_BACKUPS_OFF)),
        (click("344"), hz_server("Backups", bad, HZ_BACKUPS_OFF, HZ_MODAL)),
        (click("404"), hz_server("Backups", bad, hz_backups_on([]))),
        (click("350"), hz_server("Backups", bad, hz_backups_on([entry]))),
    ]
    rs.add("web", "h50-web-19", sysp("the Hetzner Cloud Console, project staging-eu"), turns, state=hz_list(), bad=True, turn=3,
           kind="On the Backups tab the header gives db-staging-01 the IPv6 subnet 2a01:4f8:c012:9d14::/64, but the list and turns 1-2 showed 2a01:4f8:c012:9d41::/64 with nothing changed.")


# ---------------------------------------------------------------------------------------------------------
# 20 EspoCRM - bad: the account created by converting a lead is missing from the Accounts list
# ---------------------------------------------------------------------------------------------------------
ES = "https://crm.nordlicht-consulting.eu/"
ES_LEADS = [
    ("Greta Jansone", "New", "greta@rigadesign.lv", "Tomasz Wójcik", "2025-06-17 09:12"),
    ("Piotr Zieliński", "New", "p.zielinski@baltvent.pl", "Tomasz Wójcik", "2025-06-16 15:40"),
    ("Aino Virtanen", "Assigned", "aino.virtanen@kuopiotech.fi", "Sanna Berg", "2025-06-12 11:03"),
    ("Harriet Lindqvist", "In Process", "h.lindqvist@nordvikmarine.se", "Tomasz Wójcik", "2025-05-28 10:14"),
    ("Katrin Saar", "In Process", "katrin.saar@tallinnsoft.ee", "Tomasz Wójcik", "2025-05-19 13:55"),
    ("Lars Eriksen", "Recycled", "lars@fjordmedia.no", "Sanna Berg", "2025-04-30 08:47"),
    ("Mikkel Holm", "Dead", "m.holm@holmbyg.dk", "Sanna Berg", "2025-03-07 16:21"),
]
ES_ACCOUNTS = [
    ("Baltic Rail Services", "Customer", "Riga", "Latvia", "2024-11-04"),
    ("Bergen Seafood Export", "Customer", "Bergen", "Norway", "2024-08-19"),
    ("Copenhagen Design Group", "Partner", "Copenhagen", "Denmark", "2024-02-13"),
    ("Fjord Media AS", "Customer", "Oslo", "Norway", "2025-01-22"),
    ("Holm Byg ApS", "", "Aarhus", "Denmark", "2025-03-07"),
    ("Kuopio Tech Oy", "Customer", "Kuopio", "Finland", "2025-06-12"),
    ("Midgard Textiles", "Reseller", "Borås", "Sweden", "2023-10-30"),
    ("Nordic Freight Partners", "Partner", "Malmö", "Sweden", "2024-05-07"),
    ("Norrsken Energi AB", "Customer", "Luleå", "Sweden", "2024-09-26"),
    ("Riga Design Studio", "", "Riga", "Latvia", "2025-06-17"),
    ("Tallinn Soft OÜ", "Customer", "Tallinn", "Estonia", "2025-05-19"),
    ("Öresund Logistics AB", "Customer", "Helsingborg", "Sweden", "2024-12-02"),
]


def es_nav(active: str) -> str:
    tabs = ["Home", "Accounts", "Contacts", "Leads", "Opportunities", "Cases", "Calendar", "Tasks", "Meetings", "Calls", "Emails"]
    t = "\n".join(f"  [{11 + i}] link '{x}'{', focused' if x == active else ''}" for i, x in enumerate(tabs))
    return f"""[10] navigation ''
  [9] link 'EspoCRM'
{t}
  [25] textbox 'Search'
  [26] link 'Notifications'
  [27] button 'Tomasz Wójcik', hasPopup='menu'"""


def es_list(entity: str, heading: str, cols: list[str], rows: list[list[str]], base: int, url: str, create: str) -> tuple[str, dict[str, str]]:
    hdr = "\n".join(f"      [{base + 3 + i}] columnheader '{c}'" for i, c in enumerate(cols))
    lines, bids = [], {}
    for r_i, r in enumerate(rows):
        b = base + 20 + 10 * r_i
        bids[r[0]] = str(b + 2)
        cells = "\n".join(f"      [{b + 3 + j}] cell '{v}'" for j, v in enumerate(r[1:]))
        lines.append(f"""    [{b}] row ''
      [{b + 1}] checkbox '', checked=false
      [{b + 2}] link '{r[0]}'
{cells}""")
    body = es_nav(entity) + f"""
[{base}] main ''
  [{base + 1}] heading '{heading}'
  [{base + 2}] button '{create}'
  StaticText 'Total: {len(rows)}'
  [{base + 15}] table ''
    [{base + 16}] row ''
{hdr}
{chr(10).join(lines)}"""
    return page(f"{heading} - EspoCRM", ES + url, body), bids


ES_OPPS = [
    ("Kuopio Tech – CRM rollout", "Kuopio Tech Oy", "Proposal", "€18,500.00", "2025-07-15", "Sanna Berg"),
    ("Norrsken Energi – Field service", "Norrsken Energi AB", "Negotiation", "€64,000.00", "2025-06-30", "Tomasz Wójcik"),
    ("Baltic Rail – Support renewal", "Baltic Rail Services", "Closed Won", "€9,600.00", "2025-05-31", "Sanna Berg"),
]


def es_lead(converted: bool) -> str:
    status = "Converted" if converted else "In Process"
    mod = "2025-06-18 11:27 Tomasz Wójcik" if converted else "2025-06-11 16:02 Tomasz Wójcik"
    buttons = """  [204] button 'Edit'
  [205] button 'Actions', hasPopup='menu'""" if converted else """  [204] button 'Edit'
  [205] button 'Convert'
  [206] button 'Actions', hasPopup='menu'"""
    created = """  [260] region 'Converted To'
    StaticText 'Created Account'
    [262] link 'Nordvik Marine AB'
    StaticText 'Created Contact'
    [264] link 'Harriet Lindqvist'
    StaticText 'Created Opportunity'
    [266] link 'Nordvik Marine AB'
""" if converted else ""
    body = es_nav("Leads") + f"""
[200] main ''
  [201] link 'Leads'
  [202] heading 'Ms. Harriet Lindqvist'
  [203] button 'Follow'
{buttons}
{created}  [210] region 'Overview'
    StaticText 'Name'
    StaticText 'Ms. Harriet Lindqvist'
    StaticText 'Account Name'
    StaticText 'Nordvik Marine AB'
    StaticText 'Title'
    StaticText 'Procurement Manager'
    StaticText 'Email'
    [218] link 'h.lindqvist@nordvikmarine.se'
    StaticText 'Phone'
    [220] link '+46 31 704 22 18'
    StaticText 'Address'
    StaticText 'Skeppsbron 4, 411 21 Göteborg, Sweden'
    StaticText 'Website'
    [224] link 'nordvikmarine.se'
  [230] region 'Details'
    StaticText 'Status'
    StaticText '{status}'
    StaticText 'Source'
    StaticText 'Web Site'
    StaticText 'Industry'
    StaticText 'Marine'
    StaticText 'Opportunity Amount'
    StaticText '€40,000.00'
    StaticText 'Description'
    StaticText 'Needs a service desk for 3 shipyards; evaluating against Zendesk. Budget approved for Q3.'
  [250] complementary ''
    StaticText 'Assigned User'
    [252] link 'Tomasz Wójcik'
    StaticText 'Teams'
    StaticText 'Nordics'
    StaticText 'Created'
    StaticText '2025-05-28 10:14 Tomasz Wójcik'
    StaticText 'Modified'
    StaticText '{mod}'"""
    return page("Harriet Lindqvist - Leads - EspoCRM", ES + "#Lead/view/6655e2a1c3b0f4d27", body)


def es_convert(opp: bool, amount: str, close: str) -> str:
    o = f"""    [340] textbox 'Name', required=True, value='Nordvik Marine AB'
    [341] combobox 'Stage', value='Prospecting'
    [342] textbox 'Amount', required=True{f", value='{amount}'" if amount else ''}
    [343] combobox 'Currency', value='EUR'
    [344] textbox 'Probability, %', value='10'
    [345] textbox 'Close Date', required=True{f", value='{close}'" if close else ''}
    [346] combobox 'Assigned User', value='Tomasz Wójcik'""" if opp else ""
    body = es_nav("Leads") + f"""
[300] main ''
  [301] link 'Leads'
  [302] link 'Harriet Lindqvist'
  [303] heading 'Convert'
  [310] checkbox 'Account', checked=true
  [311] group 'Account'
    [312] textbox 'Name', required=True, value='Nordvik Marine AB'
    [313] textbox 'Website', value='nordvikmarine.se'
    [314] textbox 'Email', value='h.lindqvist@nordvikmarine.se'
    [315] textbox 'Phone', value='+46 31 704 22 18'
    [316] combobox 'Industry', value='Marine'
    [317] textbox 'Billing Address', value='Skeppsbron 4, 411 21 Göteborg, Sweden'
  [320] checkbox 'Contact', checked=true
  [321] group 'Contact'
    [322] combobox 'Salutation', value='Ms.'
    [323] textbox 'First Name', value='Harriet'
    [324] textbox 'Last Name', required=True, value='Lindqvist'
    [325] textbox 'Title', value='Procurement Manager'
    [326] textbox 'Email', value='h.lindqvist@nordvikmarine.se'
  [330] checkbox 'Opportunity', checked={'true' if opp else 'false'}
  [331] group 'Opportunity'
{o}
  [350] button 'Convert'
  [351] button 'Cancel'"""
    return page("Convert - Harriet Lindqvist - Leads - EspoCRM", ES + "#Lead/convert/6655e2a1c3b0f4d27", body)


def es_opp() -> str:
    body = es_nav("Opportunities") + """
[500] main ''
  [501] link 'Opportunities'
  [502] heading 'Nordvik Marine AB'
  [503] button 'Follow'
  [504] button 'Edit'
  [505] button 'Actions', hasPopup='menu'
  [506] listbox 'Stage'
    [507] option 'Prospecting', selected=True
    [508] option 'Qualification', selected=False
    [509] option 'Proposal', selected=False
    [510] option 'Negotiation', selected=False
    [511] option 'Closed Won', selected=False
    [512] option 'Closed Lost', selected=False
  [520] region 'Overview'
    StaticText 'Name'
    StaticText 'Nordvik Marine AB'
    StaticText 'Account'
    [524] link 'Nordvik Marine AB'
    StaticText 'Stage'
    StaticText 'Prospecting'
    StaticText 'Amount'
    StaticText '€42,000.00'
    StaticText 'Probability, %'
    StaticText '10'
    StaticText 'Close Date'
    StaticText '2025-07-31'
    StaticText 'Contacts'
    [534] link 'Harriet Lindqvist'
    StaticText 'Lead Source'
    StaticText 'Web Site'
  [540] complementary ''
    StaticText 'Assigned User'
    [542] link 'Tomasz Wójcik'
    StaticText 'Created'
    StaticText '2025-06-18 11:27 Tomasz Wójcik'"""
    return page("Nordvik Marine AB - Opportunities - EspoCRM", ES + "#Opportunity/view/6852a3f09e1d7b4c8", body)


ES_TASKS = [
    ("Call Piotr Zieliński re: ventilation tender", "Not Started", "Normal", "2025-06-19", "Tomasz Wójcik"),
    ("Send proposal v2 to Kuopio Tech", "Started", "High", "2025-06-20", "Sanna Berg"),
    ("Prepare Q3 pipeline review", "Not Started", "Normal", "2025-06-27", "Tomasz Wójcik"),
]


def es_task_form(name: str) -> str:
    nv = f", value='{name}'" if name else ""
    body = es_nav("Tasks") + f"""
[700] main ''
  [701] link 'Tasks'
  [702] heading 'Create'
  [703] button 'Save'
  [704] button 'Cancel'
  [705] textbox 'Name', required=True{nv}
  [706] combobox 'Status', value='Not Started'
  [707] combobox 'Priority', value='Normal'
  [708] textbox 'Date Start'
  [709] textbox 'Date Due'
  [710] combobox 'Parent', value=''
  [711] textbox 'Description'
  [712] combobox 'Assigned User', value='Tomasz Wójcik'
  [713] combobox 'Teams', value=''"""
    return page("Create - Tasks - EspoCRM", ES + "#Task/create", body)


def t20(rs: RowSet) -> None:
    leads, lb = es_list("Leads", "Leads", ["Name", "Status", "Email", "Assigned User", "Created"],
                        [list(x) for x in ES_LEADS], 100, "#Lead", "Create Lead")
    opps, ob = es_list("Opportunities", "Opportunities", ["Name", "Account", "Stage", "Amount", "Close Date", "Assigned User"],
                       [["Nordvik Marine AB", "Nordvik Marine AB", "Prospecting", "€42,000.00", "2025-07-31", "Tomasz Wójcik"]] + [list(x) for x in ES_OPPS],
                       400, "#Opportunity", "Create Opportunity")
    accts, _ = es_list("Accounts", "Accounts", ["Name", "Type", "Billing City", "Billing Country", "Created"],
                       [list(x) for x in ES_ACCOUNTS], 600, "#Account", "Create Account")
    tasks, _ = es_list("Tasks", "Tasks", ["Name", "Status", "Priority", "Date Due", "Assigned User"],
                       [list(x) for x in ES_TASKS], 800, "#Task", "Create Task")
    turns = [
        (click(lb["Harriet Lindqvist"]), es_lead(False)),
        (click("205"), es_convert(False, "", "")),
        (click("330"), es_convert(True, "", "")),
        (fill("342", "42000"), es_convert(True, "42000", "")),
        (fill("345", "2025-07-31"), es_convert(True, "42000", "2025-07-31")),
        (click("350"), es_lead(True)),
        (click("15"), opps),
        (click(ob["Nordvik Marine AB"]), es_opp()),
        (click("12"), accts),
        (click("18"), tasks),
        (click("802"), es_task_form("")),
        (fill("705", "Kickoff call with Harriet Lindqvist"), es_task_form("Kickoff call with Harriet Lindqvist")),
    ]
    rs.add("web", "h50-web-20", sysp("EspoCRM 8 (self-hosted), signed in as Tomasz Wójcik"), turns, state=leads, bad=True, turn=9,
           kind="The Accounts list (sorted by name, all 12 on one page) has no 'Nordvik Marine AB', though the lead conversion in turn 6 created that account and turn 8 linked to it.")


# ---------------------------------------------------------------------------------------------------------
# 21 Nextcloud Calendar - clean: create an event in a shared calendar, view it, delete it
# ---------------------------------------------------------------------------------------------------------
NC = "https://cloud.kessler-it.de/apps/calendar"
NC_BASE_EVENTS = {
    2: ["09:00 Team Ops weekly"], 9: ["Pfingstmontag", "09:00 Team Ops weekly"], 12: ["14:00 Firewall change window"],
    16: ["09:00 Team Ops weekly"], 19: ["Fronleichnam"], 23: ["09:00 Team Ops weekly"], 25: ["10:00 Dentist"],
    30: ["09:00 Team Ops weekly"],
}
DRILL = "Quarterly backup restore drill"


def nc_month(extra: bool, popover: str = "") -> tuple[str, dict[str, str]]:
    ev = {k: list(v) for k, v in NC_BASE_EVENTS.items()}
    if extra:
        ev.setdefault(24, []).insert(0, f"10:00 {DRILL}")
    weeks, bids, b = [], {}, 300
    # June 2025 starts on a Sunday; Nextcloud (de locale) starts weeks on Monday: first row May 26 - Jun 1
    days = [("May", d) for d in range(26, 32)] + [("Jun", d) for d in range(1, 31)] + [("Jul", d) for d in range(1, 7)]
    for w in range(6):
        row_bid = b
        b += 1
        cells = []
        for mon, d in days[7 * w: 7 * w + 7]:
            lines = [f"    [{b}] gridcell '{d} {mon}'{', selected' if (mon, d) == ('Jun', 18) else ''}"]
            b += 1
            if mon == "Jun":
                for e in ev.get(d, []):
                    lines.append(f"      [{b}] link '{e}'")
                    bids[e] = str(b)
                    b += 1
            cells.append("\n".join(lines))
        weeks.append(f"  [{row_bid}] row ''\n" + "\n".join(cells))
    body = f"""[10] link 'Nextcloud'
[11] link 'Dashboard'
[12] link 'Files'
[13] link 'Photos'
[14] link 'Mail'
[15] link 'Calendar', focused
[16] link 'Contacts'
[17] link 'Deck'
[18] button 'Unified search'
[19] button 'Notifications'
[20] button 'Settings menu: Jan Kessler'
[100] navigation ''
  [101] button 'New event'
  [102] button 'Today'
  [103] button 'Previous month'
  [104] button 'Next month'
  [105] combobox 'Views', value='Month'
  [106] heading 'June 2025'
  [107] list 'Calendars'
    [108] checkbox 'Personal', checked=true
    [109] checkbox 'Team Ops (shared by m.keller)', checked=true
    [110] checkbox 'Holidays (Germany)', checked=true
  [111] button '+ New calendar'
  [112] link 'Trash bin'
  [113] button 'Calendar settings'
[200] main ''
  [201] grid 'June 2025'
    [202] row ''
      [203] columnheader 'Mon'
      [204] columnheader 'Tue'
      [205] columnheader 'Wed'
      [206] columnheader 'Thu'
      [207] columnheader 'Fri'
      [208] columnheader 'Sat'
      [209] columnheader 'Sun'
{ind(chr(10).join(weeks), 1)}{popover}"""
    return page("Calendar - Nextcloud", NC + "/dayGridMonth/2025-06-18", body), bids


def nc_editor(title: str, start: str, end: str, cal: str) -> str:
    tv = f", value='{title}'" if title else ""
    return f"""
[500] dialog 'Event editor'
  [501] textbox 'Event title', focused{tv}
  [502] combobox 'Calendar', value='{cal}'
  [503] textbox 'From', value='{start}'
  [504] textbox 'To', value='{end}'
  [505] checkbox 'All day', checked=false
  [506] textbox 'Add a location'
  [507] textbox 'Add a description'
  [508] combobox 'Status', value='Confirmed'
  [509] button 'More'
  [510] button 'Save'"""


NC_VIEW = f"""
[520] dialog 'Event details'
  [521] heading '{DRILL}'
  StaticText 'Team Ops (shared by m.keller)'
  StaticText 'Tuesday, 24 June 2025 · 10:00 – 11:00'
  StaticText 'Europe/Berlin'
  StaticText 'Status: Confirmed'
  [526] button 'Edit'
  [527] button 'More'
  [528] button 'Delete'
  [529] button 'Close'"""


def t21(rs: RowSet) -> None:
    base, _ = nc_month(False)
    withev, eb = nc_month(True)
    view, _ = nc_month(True, NC_VIEW)
    e0, _ = nc_month(False, nc_editor("", "2025-06-18 15:00", "2025-06-18 16:00", "Personal"))
    e1, _ = nc_month(False, nc_editor(DRILL, "2025-06-18 15:00", "2025-06-18 16:00", "Personal"))
    e2, _ = nc_month(False, nc_editor(DRILL, "2025-06-24 10:00", "2025-06-24 11:00", "Personal"))
    e3, _ = nc_month(False, nc_editor(DRILL, "2025-06-24 10:00", "2025-06-24 11:00", "Team Ops (shared by m.keller)"))
    turns = [
        (click("101"), e0),
        (fill("501", DRILL), e1),
        (fill("503", "2025-06-24 10:00"), e2),
        (select("502", "Team Ops (shared by m.keller)"), e3),
        (click("510"), withev),
        (click(eb[f"10:00 {DRILL}"]), view),
        (click("528"), base),
    ]
    rs.add("web", "h50-web-21", sysp("the Calendar app of a self-hosted Nextcloud 30, signed in as Jan Kessler"), turns, state=base)


# ---------------------------------------------------------------------------------------------------------
# 22 Discogs marketplace - bad: the record's media grade drops from NM to VG+ at checkout
# ---------------------------------------------------------------------------------------------------------
DG = "https://www.discogs.com"
BOC = "Boards Of Canada - Music Has The Right To Children"
DG_LIST = [
    (f"{BOC} (2xLP, Album, RE, 180)", "Vinyl", "Near Mint (NM or M-)", "Very Good Plus (VG+)", "spiralgroove_records", "99.6%", "4,112 ratings", "Germany", "€31.00", "+€12.50 shipping", "3184477102"),
    (f"{BOC} (CD, Album)", "CD", "Very Good Plus (VG+)", "Very Good Plus (VG+)", "plattenkiste_hh", "100.0%", "862 ratings", "Germany", "€9.50", "+€4.90 shipping", "3179920418"),
    (f"{BOC} (2xLP, Album, RE, 180)", "Vinyl", "Mint (M)", "Mint (M)", "warp_direct_eu", "99.9%", "12,540 ratings", "United Kingdom", "€34.99", "+€14.00 shipping", "3190015566"),
    (f"{BOC} (2xLP, Album)", "Vinyl", "Very Good (VG)", "Good Plus (G+)", "dustyboxes", "98.7%", "1,305 ratings", "Netherlands", "€58.00", "+€11.00 shipping", "3166730221"),
    (f"{BOC} (CD, Album, RE)", "CD", "Near Mint (NM or M-)", "Very Good Plus (VG+)", "secondspin_berlin", "99.8%", "2,217 ratings", "Germany", "€12.00", "+€4.90 shipping", "3188204973"),
    (f"{BOC} (Cass, Album)", "Cassette", "Very Good Plus (VG+)", "Very Good (VG)", "tapehead_lyon", "100.0%", "149 ratings", "France", "€26.00", "+€8.50 shipping", "3181146650"),
]


def dg_head(cart: int) -> str:
    return f"""[10] link 'Discogs'
[11] combobox 'Search artists, albums and more...', value=''
[12] link 'Explore'
[13] link 'Marketplace'
[14] link 'Community'
[15] link 'Cart ({cart})'
[16] button 'Account menu: lea_brandt', hasPopup='menu'"""


def dg_search(vinyl: bool) -> tuple[str, dict[str, str]]:
    rows, bids = [], {}
    items = [x for x in DG_LIST if x[1] == "Vinyl" or not vinyl]
    for i, (title, _, media, sleeve, seller, pct, nrat, ships, price, ship, _iid) in enumerate(items):
        b = 200 + 12 * i
        bids[seller] = str(b + 1)
        rows.append(f"""    [{b}] row ''
      [{b + 1}] link '{title}'
      StaticText 'Media Condition: {media}'
      StaticText 'Sleeve Condition: {sleeve}'
      [{b + 4}] link '{seller}'
      StaticText '{pct}, {nrat}'
      StaticText 'Ships From: {ships}'
      StaticText '{price}'
      StaticText '{ship}'
      [{b + 9}] button 'Add to Cart'""")
    conds: dict[str, int] = {}
    origins: dict[str, int] = {}
    for it in items:
        conds[it[2]] = conds.get(it[2], 0) + 1
        origins[it[7]] = origins.get(it[7], 0) + 1
    order = ["Mint (M)", "Near Mint (NM or M-)", "Very Good Plus (VG+)", "Very Good (VG)"]
    fl = [f"  [{106 + i}] link '{c} {conds[c]}'" for i, c in enumerate(x for x in order if x in conds)]
    fl.append("  [110] heading 'Ships From'")
    fl += [f"  [{111 + i}] link '{o} {n}'" for i, (o, n) in enumerate(sorted(origins.items(), key=lambda kv: (-kv[1], kv[0])))]
    facets = "\n".join(fl)
    body = dg_head(0) + f"""
[100] complementary 'Filters'
  [101] heading 'Format'
  [102] link 'Vinyl 3'{', selected' if vinyl else ''}
  [103] link 'CD 2'
  [104] link 'Cassette 1'
  [105] heading 'Media Condition'
{facets}
[150] main ''
  [151] heading 'Items for sale: Music Has The Right To Children'
  StaticText '1 – {len(items)} of {len(items)}'
  [153] combobox 'Sort', value='Relevance'
  [160] table ''
{chr(10).join(rows)}"""
    url = DG + "/sell/list?q=music+has+the+right+to+children" + ("&format=Vinyl" if vinyl else "")
    return page("Music Has The Right To Children For Sale | Discogs Marketplace", url, body), bids


def dg_item(cart: int) -> str:
    body = dg_head(cart) + f"""
[300] main ''
  [301] heading '{BOC}'
  StaticText 'Item #3184477102'
  StaticText 'Label: Warp Records – WARPLP55'
  StaticText 'Format: 2 x Vinyl, LP, Album, Reissue, Remastered, 180g'
  StaticText 'Country: UK · Released: 2013'
  [306] link 'View Release Page'
  StaticText 'Media Condition: Near Mint (NM or M-)'
  StaticText 'Sleeve Condition: Very Good Plus (VG+)'
  StaticText 'Comments: Played once on a Rega P3. Light shelf wear on two sleeve corners. Ships in a Whiplash mailer.'
  StaticText '€31.00'
  StaticText '+ €12.50 shipping'
  [312] button 'Add to Cart'
  [313] button 'Make Offer'
  [314] heading 'Seller'
  [315] link 'spiralgroove_records'
  StaticText '99.6%, 4,112 ratings'
  StaticText 'Ships From: Germany'
  StaticText 'Listed: Jun 02, 2025'"""
    return page(f"{BOC} (2xLP, Album, RE, 180) | Discogs Marketplace", DG + "/sell/item/3184477102", body)


def dg_cart() -> str:
    body = dg_head(1) + f"""
[400] main ''
  [401] heading 'Cart'
  StaticText '1 item from 1 seller'
  [403] group 'spiralgroove_records'
    [404] link 'spiralgroove_records'
    StaticText '99.6% · Ships From: Germany'
    [406] link '{BOC} (2xLP, Album, RE, 180)'
    StaticText 'Media: Near Mint (NM or M-)'
    StaticText 'Sleeve: Very Good Plus (VG+)'
    StaticText '€31.00'
    [410] button 'Remove'
    StaticText 'Subtotal €31.00'
    StaticText 'Shipping €12.50'
    StaticText 'Total €43.50'
    [414] button 'Checkout'"""
    return page("Cart | Discogs", DG + "/sell/cart", body)


def dg_checkout(ship: str, msg: str) -> str:
    cost = {"Standard": 12.50, "Tracked": 16.90}[ship]
    mv = f", value='{msg}'" if msg else ""
    body = dg_head(1) + f"""
[500] main ''
  [501] heading 'Checkout'
  StaticText 'Seller: spiralgroove_records'
  [503] heading 'Shipping Address'
  StaticText 'Lea Brandt, Körnerstraße 18, 04107 Leipzig, Germany'
  [505] link 'Change'
  [506] combobox 'Shipping Method', value='{'Standard (DHL Warenpost) €12.50' if ship == 'Standard' else 'Tracked + Insured (DHL Paket) €16.90'}'
    [507] option 'Standard (DHL Warenpost) €12.50', selected={ship == 'Standard'}
    [508] option 'Tracked + Insured (DHL Paket) €16.90', selected={ship == 'Tracked'}
  [509] heading 'Items'
  [510] link '{BOC} (2xLP, Album, RE, 180)'
  StaticText 'Media: Very Good Plus (VG+)'
  StaticText 'Sleeve: Very Good Plus (VG+)'
  StaticText '€31.00'
  [514] textbox 'Message to seller (optional)'{mv}
  [520] heading 'Order Summary'
  StaticText 'Item €31.00'
  StaticText 'Shipping {money(cost, '€')}'
  StaticText 'Total {money(31 + cost, '€')}'
  [524] button 'Place Order'"""
    return page("Checkout | Discogs", DG + "/sell/checkout?seller=spiralgroove_records", body)


DG_MSG = "Please ship in a sturdy box, thanks!"


def dg_order() -> str:
    body = dg_head(0) + f"""
[600] main ''
  [601] heading 'Order #4817263-112'
  StaticText 'Status: Payment Pending'
  StaticText 'Placed Jun 18, 2025 3:02 PM'
  [604] button 'Pay Now'
  StaticText 'Seller: spiralgroove_records'
  [606] link '{BOC} (2xLP, Album, RE, 180)'
  StaticText 'Media: Very Good Plus (VG+)'
  StaticText 'Sleeve: Very Good Plus (VG+)'
  StaticText '€31.00'
  StaticText 'Shipping: Tracked + Insured (DHL Paket) €16.90'
  StaticText 'Total: €47.90'
  [612] heading 'Messages'
  StaticText 'lea_brandt · Jun 18, 2025 3:02 PM'
  StaticText '{DG_MSG}'
  [615] textbox 'Send a message'"""
    return page("Order #4817263-112 | Discogs", DG + "/sell/order/4817263-112", body)


def dg_pay() -> str:
    body = """[10] link 'Discogs'
[700] main ''
  [701] heading 'Pay for Order #4817263-112'
  StaticText 'Amount due: €47.90'
  [703] radiogroup 'Payment method'
    [704] radio 'Credit or debit card', checked=true
    [705] radio 'PayPal', checked=false
  [706] textbox 'Card number'
  [707] textbox 'Expiry (MM/YY)'
  [708] textbox 'Security code'
  [709] textbox 'Name on card', value='Lea Brandt'
  [710] button 'Pay €47.90'
  StaticText 'Payments are processed by Discogs Payments (Adyen).'"""
    return page("Pay for Order #4817263-112 | Discogs", DG + "/sell/order/4817263-112/pay", body)


def t22(rs: RowSet) -> None:
    allr, _ = dg_search(False)
    vin, vb = dg_search(True)
    turns = [
        (click("102"), vin),
        (click(vb["spiralgroove_records"]), dg_item(0)),
        (click("312"), dg_cart()),
        (click("414"), dg_checkout("Standard", "")),
        (select("506", "Tracked + Insured (DHL Paket) €16.90"), dg_checkout("Tracked", "")),
        (fill("514", DG_MSG), dg_checkout("Tracked", DG_MSG)),
        (click("524"), dg_order()),
        (click("604"), dg_pay()),
    ]
    rs.add("web", "h50-web-22", sysp("the Discogs marketplace, signed in as lea_brandt"), turns, state=allr, bad=True, turn=4,
           kind="At checkout item #3184477102 is graded Media: Very Good Plus (VG+), but the listing, item page and cart all graded its media Near Mint (NM or M-).")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
