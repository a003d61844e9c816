# ruff: noqa: E501
"""Held-out set 49, domain web: 22 BrowserGym trajectories over accessibility trees (11 clean, 11 with one contradiction).

Each trajectory drives one site (WebArena's store, admin, GitLab, forum, map and wiki beside everyday sites:
webmail, banking, travel booking, government forms, job boards, reservations, real estate, school portals).
Pages are rendered from per-trajectory state so that everything stays consistent except, in the bad ones,
the single detail named by the label.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (accessibility tree with element bids)
3. **Browser Action**: A BrowserGym action

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

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

# Content Requirements

A page-changing action is any action that changes the visible page identity or main content, including link clicks, menu selections, tab switches, pagination, search submissions, modal openings, reload-like transitions, and browser navigation actions.

1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

Preserve the current page state representation format exactly (URL line, RootWebArea, one node per line, tab indentation, `[bid] role 'name', properties`).
Do not rewrite the page state into a different format or a richer internal schema, and do not add fields, metadata or browser internals that are not present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def P(title: str, url: str, body: str) -> str:
    """A page: body lines use two spaces per depth level (column 0 is depth 1 under RootWebArea)."""
    lines = []
    for raw in body.strip("\n").split("\n"):
        if not raw.strip():
            continue
        s = raw.lstrip(" ")
        lines.append("\t" * (1 + (len(raw) - len(s)) // 2) + s)
    return f"URL: {url}\nRootWebArea {qn(title)}, focused\n" + "\n".join(lines)


def ind(text: str, depth: int) -> str:
    """Indent a column-0 block to the given depth (two spaces per level)."""
    return "\n".join("  " * depth + ln for ln in text.strip("\n").split("\n") if ln.strip())


def click(bid: str) -> str:
    return f"click('{bid}')"


def fill(bid: str, value: str) -> str:
    return f"fill('{bid}', {value!r})"


def select(bid: str, option: str) -> str:
    return f"select_option('{bid}', {option!r})"


def press(key: str) -> str:
    return f"keyboard_press({key!r})"


def goto(url: str) -> str:
    return f"goto({url!r})"


def qn(s: str) -> str:
    """A name or value as BrowserGym prints it (Python repr: double quotes when it holds an apostrophe)."""
    return repr(s)


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------- 01 OneStopShop store (clean)
SHOP = "http://localhost:7770"


def shop_header(cart: int, focus: bool = False) -> str:
    cart_txt = f"\ue611 My Cart {cart} items" if cart else "\ue611 My Cart"
    return f"""
[1] banner ''
  [2] list ''
    [3] listitem ''
      StaticText 'Welcome, Emma Lopez!'
    [4] listitem ''
      [5] link 'My Account'
    [6] listitem ''
      [7] link 'My Wish List 4 items'
    [8] listitem ''
      [9] link 'Sign Out'
  [10] link 'store logo'
    [11] img 'one_stop_market_logo'
  [12] link '{cart_txt}'{", expanded=True" if focus else ""}
  [13] combobox '\ue615 Search', autocomplete='both', hasPopup='listbox', expanded=False
  [14] link 'Advanced Search'
  [15] button 'Search', disabled=True
[16] tablist '', multiselectable=False, orientation='horizontal'
  [17] tabpanel ''
    [18] menu '', orientation='vertical'
      [19] menuitem '\ue622 Beauty & Personal Care', hasPopup='menu'
      [20] menuitem '\ue622 Sports & Outdoors', hasPopup='menu'
      [21] menuitem '\ue622 Clothing, Shoes & Jewelry', hasPopup='menu'
      [22] menuitem '\ue622 Home & Kitchen', hasPopup='menu'
      [23] menuitem '\ue622 Office Products', hasPopup='menu'
      [24] menuitem '\ue622 Tools & Home Improvement', hasPopup='menu'
      [25] menuitem '\ue622 Health & Household', hasPopup='menu'
      [26] menuitem '\ue622 Patio, Lawn & Garden', hasPopup='menu'
      [27] menuitem '\ue622 Electronics', hasPopup='menu'
      [28] menuitem '\ue622 Cell Phones & Accessories', hasPopup='menu'
      [29] menuitem '\ue622 Video Games', hasPopup='menu'
      [30] menuitem '\ue622 Grocery & Gourmet Food', hasPopup='menu'
"""


SHOP_FOOTER = """
[900] contentinfo ''
  [901] textbox 'Sign Up for Our Newsletter:', required=False
  [902] button 'Subscribe'
  [903] link 'Privacy and Cookie Policy'
  [904] link 'Search Terms'
  [905] link 'Advanced Search'
  [906] link 'Contact Us'
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
  StaticText 'Help Us Keep Magento Healthy'
  [907] link 'Report All Bugs'
"""

ANKER = "Anker USB C Hub, 7-in-1 USB C Adapter with 4K HDMI, 100W Power Delivery, SD/TF Card Reader"
TOASTER = "Cuisinart CPT-122 Compact 2-Slice Toaster, Brushed Stainless"

HUBS_REL = [
    (ANKER, 34.99, 86, 214),
    ("UGREEN USB C Hub 5 in 1 Multiport Adapter with 4K HDMI, 3 USB 3.0 Ports", 23.99, 90, 96),
    ("Plugable 7-in-1 USB C Hub Multiport Adapter, Compatible with Mac and Windows", 42.95, 78, 31),
    ("QGeeM USB C Hub 7-in-1 Type C Adapter with Gigabit Ethernet", 29.99, 82, 57),
    ("Satechi Aluminum Multi-Port Adapter V2 - 4K HDMI, USB-C Pass-Through Charging", 79.99, 88, 112),
    ("HooToo USB C Hub 6-in-1 with 100W Power Delivery, 3 USB 3.0 Ports", 32.99, 74, 18),
    ("Dockteck USB C Hub 4K 60Hz 7-in-1 Multiport Adapter", 39.99, 92, 9),
    ("Cable Matters 7-in-1 Multiport USB C Hub with 4K HDMI, 100W Charging", 45.99, 80, 44),
    ("LENTION USB C Hub with 4 USB 3.0, Type C Charging Port", 19.99, 70, 203),
    ("Belkin USB C Hub, 4-in-1 Multiport Adapter Dongle", 27.50, 84, 61),
    ("VAVA USB C Hub 9-in-1 with 4K HDMI, 1Gbps Ethernet, 100W PD", 55.99, 86, 27),
    ("Acer USB C Hub Multiport Adapter 5 in 1", 16.99, 76, 12),
]
HUBS_EXTRA = [
    ("Syntech USB C to USB Adapter (2 Pack) Thunderbolt 3 to USB 3.0", 9.99, 88, 341),
    ("SABRENT 4-Port USB 3.0 Hub Type C with Individual Power Switches", 14.99, 80, 73),
    ("Anker 4-Port USB 3.0 Hub, Ultra-Slim Data USB Hub with 2 ft Extended Cable", 15.99, 90, 508),
    ("Amazon Basics USB-C to 4-Port USB 3.1 Gen 1 Hub", 21.49, 78, 26),
    ("Inateck 4-Port USB C Hub with 4 USB 3.0 Ports, Aluminum", 25.99, 84, 40),
]


def shop_results(order: str) -> str:
    if order == "price":
        items = sorted(HUBS_REL + HUBS_EXTRA, key=lambda p: p[1])[:12]
    else:
        items = HUBS_REL
    blocks = []
    for i, (name, price, pct, rev) in enumerate(items):
        b = 1521 + i * 10
        blocks.append(f"""
[{b}] listitem ''
  [{b + 1}] link 'Image'
    [{b + 2}] img 'Image'
  [{b + 3}] link '{name}'
  [{b + 4}] LayoutTable ''
    StaticText 'Rating:'
    StaticText '{pct}%'
    [{b + 5}] link '{rev} \xa0Reviews'
  StaticText '{money(price)}'
  [{b + 6}] button 'Add to Cart'
  [{b + 7}] button 'Add to Wish List'
  [{b + 8}] button 'Add to Compare'
""")
    sel = {"relevance": "Relevance", "price": "Price"}[order]
    opts = "\n".join(f"    [{1512 + j}] option '{o}', selected={o == sel}" for j, o in enumerate(["Relevance", "Product Name", "Price"]))
    url = f"{SHOP}/catalogsearch/result/?q=usb+c+hub" + ("&product_list_order=price" if order == "price" else "")
    return P("Search results for: 'usb c hub'", url, shop_header(1) + f"""
[1500] main ''
  heading "Search results for: 'usb c hub'"
  [1501] link 'Grid', clickable
  StaticText 'View as'
  StaticText 'List'
  StaticText 'Items 1-12 of 37'
  StaticText 'Sort By'
  [1511] combobox 'Sort By', hasPopup='menu', expanded=False
{opts}
  [1516] link '\ue613 Set Descending Direction'
  [1520] list ''
{ind(chr(10).join(blocks), 2)}
  [1700] list ''
    StaticText 'Page'
    StaticText "You're currently reading page"
    StaticText '1'
    [1701] link 'Page 2'
    [1702] link 'Page 3'
    [1703] link 'Page Next'
  StaticText 'Show'
  [1704] combobox 'Show', hasPopup='menu', expanded=False
  StaticText 'per page'
  [1710] complementary ''
    heading 'Shop By'
    heading 'Shopping Options'
    [1711] DescriptionList ''
      [1712] term 'Category'
      [1713] term 'Price'
""" + SHOP_FOOTER)


def shop_product(qty: str, cart: int, added: bool, minicart: str = "") -> str:
    alert = f"""
[1590] alert '', live='assertive', atomic=True, relevant='additions text'
  StaticText 'You added {ANKER} to your'
  [1591] link 'shopping cart'
  StaticText '.'
""" if added else ""
    return P(ANKER, f"{SHOP}/anker-usb-c-hub-7-in-1-usb-c-adapter-with-4k-hdmi-100w-power-delivery.html", shop_header(cart, bool(minicart)) + minicart + alert + f"""
[1600] main ''
  heading '{ANKER}'
  StaticText 'Rating:'
  StaticText '86%'
  [1610] link '214 \xa0Reviews'
  [1611] link 'Add Your Review'
  StaticText '$34.99'
  StaticText 'In stock'
  StaticText 'SKU'
  StaticText 'B087QZVQJX'
  [1620] spinbutton 'Qty', value='{qty}'
  [1621] button 'Add to Cart'
  [1622] link 'Add to Wish List'
  [1623] link 'Add to Compare'
  [1624] link 'Email'
  [1630] tablist '', multiselectable=False, orientation='horizontal'
    [1631] tab 'Details', selected=True, expanded=True
    [1632] tab 'More Information', selected=False, expanded=False
    [1633] tab 'Reviews (214)', selected=False, expanded=False
  [1640] tabpanel 'Details'
    StaticText 'Product Dimensions: 4.5 x 2.2 x 0.6 inches; 2.08 Ounces'
    StaticText 'Item model number: A8346'
    StaticText 'Date First Available: January 8, 2020'
    StaticText 'Manufacturer: Anker'
    StaticText 'The Ultimate Expansion: Equipped with a 4K HDMI port, a 100W Power Delivery input port, a USB-C data port, two USB-A data ports, and microSD and SD card slots.'
    StaticText 'Stunning Media Display: Stream or mirror content from your device in 4K@30Hz.'
    StaticText 'Charge Faster: Compatible with 100W chargers, providing up to 85W pass-through power to your laptop.'
  heading 'Related Products'
  [1650] link 'Anker 4-Port USB 3.0 Hub, Ultra-Slim Data USB Hub with 2 ft Extended Cable'
  StaticText '$15.99'
  [1651] link 'Syntech USB C to USB Adapter (2 Pack) Thunderbolt 3 to USB 3.0'
  StaticText '$9.99'
""" + SHOP_FOOTER)


def shop_minicart(items: list[tuple[str, float, int]]) -> str:
    n = sum(q for _, _, q in items)
    sub = sum(p * q for _, p, q in items)
    lis = []
    for i, (name, price, q) in enumerate(items):
        b = 2010 + i * 6
        lis.append(f"""
[{b}] listitem ''
  [{b + 1}] link 'Product Image'
  [{b + 2}] link '{name}'
  StaticText '{money(price)}'
  [{b + 3}] spinbutton 'Qty:', value='{q}'
  [{b + 4}] link '\ue606 Edit item'
  [{b + 5}] link '\ue604 Remove item'
""")
    return f"""
[2001] dialog '', modal=False
  [2002] button 'Close'
  StaticText '{n}'
  StaticText 'Items in Cart'
  StaticText 'Cart Subtotal'
  StaticText '{money(sub)}'
  [2003] button 'Proceed to Checkout'
  [2004] list ''
{ind(chr(10).join(lis), 2)}
  [2030] link 'View and Edit Cart'
"""


def shop_cart(items: list[tuple[str, float, int, str]], note: str = "") -> str:
    n = sum(q for _, _, q, _ in items)
    sub = sum(p * q for _, p, q, _ in items)
    ship = 5.0 * n
    rows = []
    for i, (name, price, q, sku) in enumerate(items):
        b = 3010 + i * 14
        rows.append(f"""
[{b}] rowgroup ''
  [{b + 1}] row ''
    [{b + 2}] gridcell 'Item'
      [{b + 3}] link '{name}'
      StaticText 'SKU: {sku}'
    [{b + 4}] gridcell 'Price'
      StaticText '{money(price)}'
    [{b + 5}] gridcell 'Qty'
      [{b + 6}] spinbutton 'Qty', value='{q}'
    [{b + 7}] gridcell 'Subtotal'
      StaticText '{money(price * q)}'
  [{b + 8}] row ''
    [{b + 9}] link 'Move to Wishlist'
    [{b + 10}] link 'Edit item parameters'
    [{b + 11}] link 'Remove item'
""")
    msg = f"""
  [2990] alert '', live='assertive', atomic=True, relevant='additions text'
    StaticText '{note}'
""" if note else ""
    return P("Shopping Cart", f"{SHOP}/checkout/cart/", shop_header(n) + f"""
[3000] main ''
  heading 'Shopping Cart'
{msg}
  [3001] table 'Shopping Cart Items'
    [3002] rowgroup ''
      [3003] row ''
        [3004] columnheader 'Item'
        [3005] columnheader 'Price'
        [3006] columnheader 'Qty'
        [3007] columnheader 'Subtotal'
{ind(chr(10).join(rows), 2)}
  [3100] link 'Continue Shopping'
  [3101] button 'Update Shopping Cart'
  [3110] heading 'Summary'
  [3111] tab 'Estimate Shipping and Tax', expanded=False
  [3112] table ''
    [3113] row ''
      [3114] rowheader 'Subtotal'
      [3115] gridcell '{money(sub)}'
    [3116] row ''
      [3117] rowheader 'Shipping (Flat Rate - Fixed)'
      [3118] gridcell '{money(ship)}'
    [3119] row ''
      [3120] rowheader 'Order Total'
      [3121] gridcell '{money(sub + ship)}'
  [3130] button 'Proceed to Checkout'
  [3131] link 'Check Out with Multiple Addresses'
  [3132] tab 'Apply Discount Code', expanded=False
""" + SHOP_FOOTER)


def shop_checkout() -> str:
    return P("Checkout", f"{SHOP}/checkout/#shipping", """
[1] banner ''
  [10] link 'store logo'
    [11] img 'one_stop_market_logo'
  [12] link '\ue611 My Cart 2 items'
[4000] main ''
  [4001] list ''
    [4002] listitem ''
      StaticText 'Shipping'
    [4003] listitem ''
      StaticText 'Review & Payments'
  heading 'Shipping Address'
  [4004] group ''
    StaticText 'Emma Lopez'
    StaticText '101 S San Mateo Dr'
    StaticText 'San Mateo, California 94010'
    StaticText 'United States'
    [4005] link '6505551212'
  [4010] button '+ New Address'
  heading 'Shipping Methods'
  [4020] table ''
    [4021] rowgroup ''
      [4022] row ''
        [4023] cell ''
          [4024] radio '$10.00 Fixed Flat Rate', checked='true'
        [4025] cell '$10.00'
        [4026] cell 'Fixed'
        [4027] cell 'Flat Rate'
  [4030] button 'Next'
  [4040] complementary ''
    heading 'Order Summary'
    [4041] tab '2 Items in Cart', expanded=False
""" + SHOP_FOOTER)


def t01(rs: RowSet) -> None:
    price_sorted = sorted(HUBS_REL + HUBS_EXTRA, key=lambda p: p[1])[:12]
    anker_bid = str(1521 + [p[0] for p in price_sorted].index(ANKER) * 10 + 3)
    both = [(TOASTER, 19.99, 1, "B01M0N4I9K"), (ANKER, 34.99, 2, "B087QZVQJX")]
    turns = [
        (select("1511", "Price"), shop_results("price")),
        (click(anker_bid), shop_product("1", 1, False)),
        (fill("1620", "2"), shop_product("2", 1, False)),
        (click("1621"), shop_product("2", 3, True)),
        (click("12"), shop_product("2", 3, True, shop_minicart([(ANKER, 34.99, 2), (TOASTER, 19.99, 1)]))),
        (click("2030"), shop_cart(both)),
        (click("3021"), shop_cart(both[1:], note="")),
        (click("3130"), shop_checkout()),
    ]
    rs.add("web", "h49-web-01", SYSTEM, turns, state=shop_results("relevance"))


# ---------------------------------------------------------------- 02 GitLab (bad: new issue's iid differs in the list)
GL = "http://localhost:8023"
GL_PROJ = f"{GL}/a11yproject/a11yproject.com"


def gl_chrome(title_suffix: str, crumbs: list[str], active: str) -> str:
    nav = ["Project information", "Repository", "Issues", "Merge requests", "CI/CD", "Security & Compliance",
           "Deployments", "Packages and registries", "Infrastructure", "Monitor", "Analytics", "Wiki", "Snippets",
           "Settings"]
    counts = {"Issues": "62" if "62" in title_suffix else "61", "Merge requests": "10"}
    items = []
    for i, n in enumerate(nav):
        extra = f"\n    StaticText '{counts[n]}'" if n in counts else ""
        cur = ", focused" if n == active else ""
        items.append(f"  [{120 + i}] link '{n}'{cur}{extra}")
    crumb = "\n".join(f"  [{501 + i}] link '{c}'" for i, c in enumerate(crumbs))
    return f"""
[52] link 'Skip to content'
[60] banner ''
  [63] link 'Dashboard'
  [66] button 'Menu', hasPopup='menu', expanded=False
  [70] textbox 'Search GitLab', required=False
  StaticText '/'
  [74] link 'Create new...', hasPopup='menu'
  [79] link 'Issues'
    StaticText '13'
  [83] link 'Merge requests'
    StaticText '8'
  [88] link 'To-Do List'
    StaticText '5'
  [93] link 'Help', hasPopup='menu'
  [100] link 'Byte Blaze', hasPopup='menu'
    [101] img 'Byte Blaze'
[110] complementary 'Project navigation'
  [111] link 'a11yproject.com'
{chr(10).join(items)}
  [140] button 'Collapse sidebar'
[500] navigation 'Breadcrumbs'
{crumb}
"""


GL_ISSUES = [
    ("1561", "Contrast of visited links on the glossary page fails WCAG 1.4.3", "2 days ago", "Eric Bailey", ["content", "bug"], 3, "1 day ago"),
    ("1559", "Add guidance for accessible data tables with sticky headers", "4 days ago", "Scott O'Hara", ["content", "enhancement"], 7, "2 days ago"),
    ("1558", "Netlify preview builds fail on node 18", "5 days ago", "Byte Blaze", ["infrastructure"], 2, "5 days ago"),
    ("1554", "Post: How-to hide content with the hidden attribute", "1 week ago", "Sarah Higley", ["post"], 12, "3 days ago"),
    ("1550", "Checklist item 'Use a logical layout' links to removed resource", "1 week ago", "Amber Wilson", ["checklist", "bug"], 1, "1 week ago"),
    ("1547", "Spanish translation of the checklist is out of date", "2 weeks ago", "Juan Pérez", ["translation"], 5, "6 days ago"),
    ("1541", "Dark mode: focus ring invisible on primary buttons", "2 weeks ago", "Eric Bailey", ["bug", "design"], 9, "4 days ago"),
    ("1536", "Add Storybook a11y addon to the component library", "3 weeks ago", "Byte Blaze", ["enhancement", "infrastructure"], 0, "3 weeks ago"),
]


def gl_issue_list(new: tuple[str, str] | None) -> str:
    rows = list(GL_ISSUES)
    if new:
        rows.insert(0, (new[0], new[1], "1 minute ago", "Byte Blaze", [], 0, "1 minute ago"))
    openn = 61 + (1 if new else 0)
    blocks = []
    for i, (iid, title, created, who, labels, comments, upd) in enumerate(rows):
        b = 700 + i * 12
        lab = "\n".join(f"  [{b + 4 + j}] link '{lb}'" for j, lb in enumerate(labels))
        assignee = f"\n  [{b + 9}] link 'Assigned to Byte Blaze'\n    [{b + 10}] img 'Byte Blaze'" if iid in ("1562", "1526") else ""
        blocks.append(f"""
[{b}] listitem ''
  [{b + 1}] link {qn(title)}
  StaticText '#{iid}'
  StaticText '· created {created} by'
  [{b + 2}] link {qn(who)}
{lab}{assignee}
  [{b + 8}] link '{comments}'
  StaticText 'updated {upd}'
""")
    return P("Issues · The A11Y Project / a11yproject.com · GitLab", f"{GL_PROJ}/-/issues",
             gl_chrome(f"issues {openn}", ["The A11Y Project", "a11yproject.com", "Issues"], "Issues") + f"""
[510] main ''
  [511] tablist ''
    [512] tab 'Open {openn}', selected=True
    [513] tab 'Closed 1,040', selected=False
    [514] tab 'All {1040 + openn:,}', selected=False
  [515] link 'Subscribe to RSS feed'
  [516] link 'Subscribe to calendar'
  [517] button 'Edit issues'
  [518] link 'New issue'
  [520] textbox 'Search or filter results...', required=False
  [521] button 'Created date', hasPopup='listbox'
  [522] button 'Sort direction: Descending'
  [530] list ''
{ind(chr(10).join(blocks), 2)}
  [690] navigation 'Pagination'
    [691] link 'Prev'
    [692] link '1'
    [693] link '2'
    [694] link '3'
    [695] link 'Next'
""")


GL_TITLE = "Skip link does not move focus on /resources"
GL_DESC = "On https://www.a11yproject.com/resources/ the 'Skip to content' link becomes visible on Tab but pressing Enter leaves focus on the link. Expected: focus moves to #main-content. Reproduced in Firefox 110 and Safari 16.3 with VoiceOver."


def gl_new_issue(title: str, desc: str, assigned: bool) -> str:
    assign = "[560] link 'Byte Blaze'\n  StaticText '@byteblaze'" if assigned else "StaticText 'Unassigned'\n  [560] button 'Assign to me'"
    return P("New Issue · The A11Y Project / a11yproject.com · GitLab", f"{GL_PROJ}/-/issues/new",
             gl_chrome("issues 61", ["The A11Y Project", "a11yproject.com", "Issues", "New"], "Issues") + f"""
[510] main ''
  heading 'New Issue'
  StaticText 'Title (required)'
  [540] textbox 'Title (required)', value={qn(title)}, required=True
  StaticText 'Type'
  [541] button 'Issue', hasPopup='listbox'
  StaticText 'Description'
  [542] tablist ''
    [543] tab 'Write', selected=True
    [544] tab 'Preview', selected=False
  [545] textbox 'Description', multiline=True, value={qn(desc)}
  StaticText 'Supports Markdown. For quick actions, type /.'
  [546] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked='false'
  StaticText 'Assignee'
  {assign}
  StaticText 'Milestone'
  [561] button 'Milestone', hasPopup='listbox'
  StaticText 'Labels'
  [562] button 'Labels', hasPopup='listbox'
  StaticText 'Due date'
  [563] textbox 'Select due date', required=False
  [570] button 'Create issue'
  [571] link 'Cancel'
""")


def gl_issue(iid: str, ago: str, comment: str = "") -> str:
    return P(f"{GL_TITLE} (#{iid}) · Issues · The A11Y Project / a11yproject.com · GitLab", f"{GL_PROJ}/-/issues/{iid}",
             gl_chrome("issues 62", ["The A11Y Project", "a11yproject.com", "Issues", f"#{iid}"], "Issues") + f"""
[510] main ''
  StaticText 'Open'
  StaticText 'Issue created {ago} by'
  [511] link 'Byte Blaze'
  [512] button 'Issue actions', hasPopup='menu'
  [513] button 'Close issue'
  heading '{GL_TITLE}'
  StaticText {qn(GL_DESC)}
  [520] button 'Edit title and description'
  [521] button 'Add reaction'
  [522] button 'Create merge request'
  heading 'Linked items 0'
  [523] button 'Add a related issue'
  heading 'Activity'
  [524] button 'Sort or filter', hasPopup='menu'
  [530] list ''
    [531] listitem ''
      [532] link 'Byte Blaze'
      StaticText 'assigned to @byteblaze {ago}'
  [540] textbox 'Comment', multiline=True, value={qn(comment)}
  [541] button 'Comment'
  [542] button 'Close issue'
[600] complementary 'Issue sidebar'
  StaticText 'To Do'
  [601] button 'Add a to do'
  StaticText '1 Assignee'
  [602] link 'Edit'
  [603] link 'Byte Blaze'
  StaticText 'Labels'
  [604] link 'Edit'
  StaticText 'None'
  StaticText 'Milestone'
  [605] link 'Edit'
  StaticText 'None'
  StaticText 'Due date'
  [606] link 'Edit'
  StaticText 'None'
  StaticText 'Time tracking'
  StaticText 'No estimate or time spent'
  StaticText 'Confidentiality'
  StaticText 'Not confidential'
  StaticText 'Lock issue'
  StaticText 'Unlocked'
  StaticText '1 Participant'
  [607] link 'Byte Blaze'
  StaticText 'Notifications'
  [608] switch 'Notifications', checked=True
  StaticText 'Reference: a11yproject/a11yproject.com#{iid}'
  [609] button 'Copy Reference'
  StaticText 'Issue email'
  [610] button 'Copy email address'
""")


def t02(rs: RowSet) -> None:
    comment = "Looks like the target id changed to #main in the layout refactor; the skip link still points at #main-content."
    turns = [
        (click("518"), gl_new_issue("", "", False)),
        (fill("540", GL_TITLE), gl_new_issue(GL_TITLE, "", False)),
        (fill("545", GL_DESC), gl_new_issue(GL_TITLE, GL_DESC, False)),
        (click("560"), gl_new_issue(GL_TITLE, GL_DESC, True)),
        (click("570"), gl_issue("1562", "just now")),
        (click("122"), gl_issue_list(("1526", GL_TITLE))),
        (click("701"), gl_issue("1562", "1 minute ago")),
        (fill("540", comment), gl_issue("1562", "1 minute ago", comment)),
    ]
    rs.add("web", "h49-web-02", SYSTEM, turns, state=gl_issue_list(None), bad=True, turn=6,
           kind="The issue created as #1562 in turn 5 is listed as #1526 in the project's issue list.")


# ---------------------------------------------------------------- 03 Wikipedia via Kiwix (clean)
WIKI = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A"


def wiki_head(query: str = "", suggest: list[str] | None = None) -> str:
    sug = ""
    if suggest:
        sug = "\n[12] listbox ''\n" + "\n".join(f"  [{40 + i}] option {qn(s)}, selected=False" for i, s in enumerate(suggest))
        sug += f"\n  [{40 + len(suggest)}] option \"containing '{query}'...\", selected=False"
    val = f", value={qn(query)}" if query else ""
    focus = ", focused" if query else ""
    return f"""
[11] textbox "Search 'Wikipedia'"{focus}, required=False{val}{sug}
[13] link 'Go to welcome page'
  [18] button '🏠'
[14] link "Go to the main page of 'Wikipedia'"
  [20] button 'Wikipedia'
[15] link 'Go to a randomly selected page'
  [22] button '🎲'
"""


def wiki_schenley(query: str = "", suggest: list[str] | None = None) -> str:
    return P("Schenley Park", f"{WIKI}/Schenley_Park", wiki_head(query, suggest) + """
[25] heading 'Schenley Park'
[26] table ''
  [27] row ''
    [28] columnheader 'Schenley Park'
  [29] row ''
    [30] rowheader 'Type'
    [31] gridcell 'Urban park'
  [32] row ''
    [33] rowheader 'Location'
    [34] gridcell 'Pittsburgh, Pennsylvania'
  [35] row ''
    [36] rowheader 'Area'
    [37] gridcell '456 acres (185 ha)'
  [38] row ''
    [39] rowheader 'Created'
    [60] gridcell '1889'
  [61] row ''
    [62] rowheader 'Operated by'
    [63] gridcell 'Pittsburgh Parks Conservancy'
StaticText 'Schenley Park is a large municipal park located in Pittsburgh, Pennsylvania, between the neighborhoods of Oakland, Greenfield, and Squirrel Hill. It is listed on the National Register of Historic Places as a historic district.'
StaticText 'Nearly 300 acres of the park were donated by'
[64] link 'Mary Schenley'
StaticText 'in 1889. The park borders the campuses of'
[65] link 'Carnegie Mellon University'
StaticText 'and the'
[66] link 'University of Pittsburgh'
StaticText ', and contains'
[67] link 'Phipps Conservatory and Botanical Gardens'
StaticText '.'
[68] heading 'Contents'
[69] list ''
  [70] listitem ''
    [71] link '1 History'
  [72] listitem ''
    [73] link '2 Features'
  [74] listitem ''
    [75] link '3 Events'
  [76] listitem ''
    [77] link '4 References'
""")


CMU_INFOBOX = """
[30] table ''
  [31] row ''
    [32] columnheader 'Carnegie Mellon University'
  [33] row ''
    [34] rowheader 'Former names'
    [35] gridcell 'Carnegie Technical Schools (1900–1912) Carnegie Institute of Technology (1912–1967)'
  [36] row ''
    [37] rowheader 'Motto'
    [38] gridcell '"My heart is in the work" (Andrew Carnegie)'
  [39] row ''
    [40] rowheader 'Type'
    [41] gridcell 'Private research university'
  [42] row ''
    [43] rowheader 'Established'
    [44] gridcell 'November 15, 1900; 121 years ago'
  [45] row ''
    [46] rowheader 'Founders'
    [47] gridcell 'Andrew Carnegie, Andrew Mellon, Richard B. Mellon, William Larimer Mellon'
  [48] row ''
    [49] rowheader 'Endowment'
    [50] gridcell '$3.1 billion (2021)'
  [51] row ''
    [52] rowheader 'President'
    [53] gridcell 'Farnam Jahanian'
  [54] row ''
    [55] rowheader 'Provost'
    [56] gridcell 'James H. Garrett Jr.'
  [57] row ''
    [58] rowheader 'Academic staff'
    [59] gridcell '1,459'
  [60] row ''
    [61] rowheader 'Students'
    [62] gridcell '15,818 (Fall 2021)'
  [63] row ''
    [64] rowheader 'Undergraduates'
    [65] gridcell '7,073'
  [66] row ''
    [67] rowheader 'Postgraduates'
    [68] gridcell '8,745'
  [69] row ''
    [70] rowheader 'Location'
    [71] gridcell 'Pittsburgh, Pennsylvania, United States'
  [72] row ''
    [73] rowheader 'Campus'
    [74] gridcell 'Urban, 157 acres (64 ha)'
  [75] row ''
    [76] rowheader 'Colors'
    [77] gridcell 'Carnegie Red, Iron Gray'
  [78] row ''
    [79] rowheader 'Nickname'
    [80] gridcell 'Tartans'
"""


def wiki_cmu() -> str:
    return P("Carnegie Mellon University", f"{WIKI}/Carnegie_Mellon_University", wiki_head() + "\n[25] heading 'Carnegie Mellon University'\n" + CMU_INFOBOX + """
StaticText 'Carnegie Mellon University (CMU) is a private research university in'
[90] link 'Pittsburgh'
StaticText ', Pennsylvania. One of its predecessors was established in 1900 by'
[91] link 'Andrew Carnegie'
StaticText 'as the Carnegie Technical Schools; it became the Carnegie Institute of Technology in 1912 and began granting four-year degrees in the same year. In 1967, the Carnegie Institute of Technology merged with the'
[92] link 'Mellon Institute of Industrial Research'
StaticText ', founded in 1913 by'
[93] link 'Andrew Mellon'
StaticText 'and'
[94] link 'Richard B. Mellon'
StaticText ', to form Carnegie Mellon University.'
StaticText 'The university consists of seven colleges and independent schools, including the College of Engineering, College of Fine Arts, Dietrich College of Humanities and Social Sciences, Mellon College of Science, Tepper School of Business, Heinz College of Information Systems and Public Policy, and the School of Computer Science.'
StaticText 'As of 2022, 20 Nobel laureates, 13 Turing Award winners, and 142 Emmy Award winners have been affiliated with the university.'
[95] heading 'Contents'
[96] list ''
  [97] listitem ''
    [98] link '1 History'
  [99] listitem ''
    [100] link '2 Campus'
  [101] listitem ''
    [102] link '3 Organization and administration'
  [103] listitem ''
    [104] link '4 Academics'
  [105] listitem ''
    [106] link '5 Student life'
  [107] listitem ''
    [108] link '6 Notable people'
""")


PGH_TOP = """
[25] heading 'Pittsburgh'
[30] table ''
  [31] row ''
    [32] columnheader 'Pittsburgh'
  [33] row ''
    [34] rowheader 'Country'
    [35] gridcell 'United States'
  [36] row ''
    [37] rowheader 'State'
    [38] gridcell 'Pennsylvania'
  [39] row ''
    [40] rowheader 'County'
    [41] gridcell 'Allegheny'
  [42] row ''
    [43] rowheader 'Founded'
    [44] gridcell 'November 27, 1758'
  [45] row ''
    [46] rowheader 'Incorporated'
    [47] gridcell 'April 22, 1794 (borough); March 18, 1816 (city)'
  [48] row ''
    [49] rowheader 'Mayor'
    [50] gridcell 'Ed Gainey (D)'
  [51] row ''
    [52] rowheader 'Area • City'
    [53] gridcell '58.35 sq mi (151.12 km2)'
  [54] row ''
    [55] rowheader 'Elevation'
    [56] gridcell '1,370 ft (370 m)'
  [57] row ''
    [58] rowheader 'Population (2020)'
    [59] gridcell '302,971'
  [60] row ''
    [61] rowheader '• Density'
    [62] gridcell '5,466/sq mi (2,110/km2)'
  [63] row ''
    [64] rowheader '• Urban'
    [65] gridcell '1,745,039 (US: 27th)'
  [66] row ''
    [67] rowheader '• Metro'
    [68] gridcell '2,370,930 (US: 26th)'
  [69] row ''
    [70] rowheader 'ZIP Code'
    [71] gridcell '152XX'
  [72] row ''
    [73] rowheader 'Area code'
    [74] gridcell '412, 878'
StaticText 'Pittsburgh is a city in the Commonwealth of Pennsylvania and the county seat of Allegheny County. It is the most populous city in both Allegheny County and Western Pennsylvania, the second-most populous city in Pennsylvania behind Philadelphia, and the 68th-largest city in the U.S. with a population of 302,971 as of the 2020 census.'
[90] heading 'Contents'
[91] list ''
  [92] listitem ''
    [93] link '1 Etymology'
  [94] listitem ''
    [95] link '2 History'
  [96] listitem ''
    [97] link '3 Geography'
  [98] listitem ''
    [99] link '4 Demographics'
  [100] listitem ''
    [101] link '5 Economy'
  [102] listitem ''
    [103] link '6 Education'
"""


def wiki_pgh(section: bool) -> str:
    if not section:
        return P("Pittsburgh", f"{WIKI}/Pittsburgh", wiki_head() + PGH_TOP)
    return P("Pittsburgh", f"{WIKI}/Pittsburgh#Demographics", wiki_head() + """
[300] heading 'Demographics'
[301] table ''
  [302] row ''
    [303] columnheader 'Historical population'
  [304] row ''
    [305] columnheader 'Census'
    [306] columnheader 'Pop.'
    [307] columnheader '%±'
  [308] row ''
    [309] gridcell '1950'
    [310] gridcell '676,806'
    [311] gridcell '0.8%'
  [312] row ''
    [313] gridcell '1970'
    [314] gridcell '520,117'
    [315] gridcell '−13.9%'
  [316] row ''
    [317] gridcell '1990'
    [318] gridcell '369,879'
    [319] gridcell '−12.8%'
  [320] row ''
    [321] gridcell '2000'
    [322] gridcell '334,563'
    [323] gridcell '−9.5%'
  [324] row ''
    [325] gridcell '2010'
    [326] gridcell '305,704'
    [327] gridcell '−8.6%'
  [328] row ''
    [329] gridcell '2020'
    [330] gridcell '302,971'
    [331] gridcell '−0.9%'
  [332] row ''
    [333] gridcell '2021 (est.)'
    [334] gridcell '300,431'
    [335] gridcell '−0.8%'
StaticText 'U.S. Decennial Census'
StaticText "Pittsburgh's population peaked at 676,806 in 1950, after which deindustrialization and suburbanization led to a long decline. As of the 2010 census, there were 305,704 people, 136,217 households, and 60,424 families residing in the city. The population density was 5,521.4 inhabitants per square mile."
StaticText 'The 2020 census counted 302,971 residents, a decline of 0.9% from 2010 and the smallest decade-over-decade change since 1950.'
[340] heading 'Race and ethnicity'
[341] table ''
  [342] row ''
    [343] columnheader 'Racial composition'
    [344] columnheader '2020'
    [345] columnheader '2010'
  [346] row ''
    [347] gridcell 'White'
    [348] gridcell '62.7%'
    [349] gridcell '66.0%'
  [350] row ''
    [351] gridcell 'Black or African American'
    [352] gridcell '22.8%'
    [353] gridcell '26.1%'
  [354] row ''
    [355] gridcell 'Asian'
    [356] gridcell '6.4%'
    [357] gridcell '4.4%'
""")


def wiki_carnegie() -> str:
    return P("Andrew Carnegie", f"{WIKI}/Andrew_Carnegie", wiki_head() + """
[25] heading 'Andrew Carnegie'
[30] table ''
  [31] row ''
    [32] columnheader 'Andrew Carnegie'
  [33] row ''
    [34] gridcell ''
      [35] img 'Carnegie, c. 1913'
  [36] row ''
    [37] rowheader 'Born'
    [38] gridcell 'November 25, 1835 Dunfermline, Fife, Scotland'
  [39] row ''
    [40] rowheader 'Died'
    [41] gridcell 'August 11, 1919 (aged 83) Lenox, Massachusetts, U.S.'
  [42] row ''
    [43] rowheader 'Resting place'
    [44] gridcell 'Sleepy Hollow Cemetery, Sleepy Hollow, New York'
  [45] row ''
    [46] rowheader 'Occupation'
    [47] gridcell 'Industrialist, philanthropist'
  [48] row ''
    [49] rowheader 'Known for'
    [50] gridcell 'Founder of Carnegie Steel Company; Carnegie libraries; The Gospel of Wealth'
  [51] row ''
    [52] rowheader 'Spouse'
    [53] gridcell 'Louise Whitfield (m. 1887)'
  [54] row ''
    [55] rowheader 'Children'
    [56] gridcell '1'
StaticText 'Andrew Carnegie was a Scottish-American industrialist and philanthropist. Carnegie led the expansion of the American steel industry in the late 19th century and became one of the richest Americans in history.'
StaticText 'He became a leading philanthropist in the United States, Great Britain, and the British Empire. During the last 18 years of his life, he gave away around $350 million (conservatively $5.5 billion in 2021 dollars), almost 90 percent of his fortune, to charities, foundations and universities. In 1900 he founded the Carnegie Technical Schools in'
[60] link 'Pittsburgh'
StaticText ', which later merged to form'
[61] link 'Carnegie Mellon University'
StaticText '.'
[70] heading 'Contents'
[71] list ''
  [72] listitem ''
    [73] link '1 Biography'
  [74] listitem ''
    [75] link '2 Philanthropy'
  [76] listitem ''
    [77] link '3 Legacy and honors'
""")


def t03(rs: RowSet) -> None:
    q = "Carnegie Mellon University"
    sugg = ["Carnegie Mellon University", "Carnegie Mellon University Africa", "Carnegie Mellon University Qatar", "Carnegie Mellon School of Computer Science", "Carnegie Mellon Tartans"]
    turns = [
        (fill("11", q), wiki_schenley(q, sugg)),
        (press("Enter"), wiki_cmu()),
        (click("90"), wiki_pgh(False)),
        (click("99"), wiki_pgh(True)),
        ("go_back()", wiki_pgh(False)),
        ("go_back()", wiki_cmu()),
        (click("91"), wiki_carnegie()),
    ]
    rs.add("web", "h49-web-03", SYSTEM, turns, state=wiki_schenley())


# ---------------------------------------------------------------- 04 OpenStreetMap (clean)
OSM = "http://localhost:3000"
CMU_FULL = "Carnegie Mellon University, Schenley Drive Extension, South Oakland, Pittsburgh, Allegheny County, 15213, United States"
PIT_FULL = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"
ROUTES = {
    ("car", False): ("31km", "0:32", "fossgis_osrm_car", [
        ("Start on Schenley Drive", "250m"), ("Turn right onto Forbes Avenue", "1.4km"), ("Slight left onto Boulevard of the Allies", "3.2km"),
        ("Continue onto Fort Pitt Boulevard", "1.1km"), ("Take the ramp on the left towards I 376 West", "2.6km"),
        ("Continue onto Parkway West (I 376)", "19km"), ("Take exit 53 towards Airport", "1.3km"),
        ("Continue onto Airport Boulevard", "1.8km"), ("Reach destination", "0m")]),
    ("bike", False): ("33km", "2:14", "fossgis_osrm_bike", [
        ("Start on Schenley Drive", "250m"), ("Turn right onto Panther Hollow Road", "1.9km"), ("Turn left onto Eliza Furnace Trail", "2.7km"),
        ("Continue onto Three Rivers Heritage Trail", "4.6km"), ("Turn right onto West Carson Street", "3.1km"),
        ("Continue onto Steubenville Pike", "8.4km"), ("Turn right onto Montour Trail", "6.2km"),
        ("Turn left onto McClaren Road", "3.8km"), ("Turn right onto Airport Boulevard", "1.9km"), ("Reach destination", "0m")]),
    ("bike", True): ("33km", "2:21", "fossgis_osrm_bike", [
        ("Start on Airport Boulevard", "1.9km"), ("Turn left onto McClaren Road", "3.8km"), ("Turn right onto Montour Trail", "6.3km"),
        ("Turn left onto Steubenville Pike", "8.4km"), ("Continue onto West Carson Street", "3.1km"),
        ("Turn left onto Three Rivers Heritage Trail", "4.6km"), ("Continue onto Eliza Furnace Trail", "2.7km"),
        ("Turn right onto Panther Hollow Road", "1.9km"), ("Turn left onto Schenley Drive", "250m"), ("Reach destination", "0m")]),
    ("foot", True): ("29km", "6:05", "fossgis_osrm_foot", [
        ("Start on Airport Boulevard", "1.6km"), ("Turn left onto Business Route 60", "5.2km"), ("Continue onto Steubenville Pike", "10.6km"),
        ("Turn left onto Noblestown Road", "4.4km"), ("Continue onto West Carson Street", "2.8km"),
        ("Turn left onto Smithfield Street Bridge", "450m"), ("Turn right onto Boulevard of the Allies", "3.1km"),
        ("Turn right onto Schenley Drive", "900m"), ("Reach destination", "0m")]),
}


def osm_top() -> str:
    return """
[35] heading 'OpenStreetMap logo OpenStreetMap'
  [38] link 'OpenStreetMap logo OpenStreetMap'
    [41] img 'OpenStreetMap logo'
[42] navigation ''
  [43] link 'Edit'
  [44] button 'Edit with iD (in-browser editor)'
[55] link 'History'
[56] link 'Export'
[57] link 'GPS Traces'
[58] link 'User Diaries'
[59] link 'Communities'
[60] link 'Copyright'
[61] link 'Help'
[62] link 'About'
[90] link 'Log In'
[91] link 'Sign Up'
"""


OSM_MAP = """
[400] region 'Map'
  [401] button 'Zoom In'
  [402] button 'Zoom Out'
  [403] button 'Show My Location'
  [404] link 'Layers'
  [405] link 'Legend'
  [406] link 'Share'
  [407] link 'Add a note to the map'
  [408] link 'Query features'
  StaticText '1 km'
  StaticText '3000 ft'
  StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'
"""


def osm_home(query: str = "", view: str = "13/40.4406/-79.9959") -> str:
    val = f", value={qn(query)}" if query else ""
    return P("OpenStreetMap", f"{OSM}/#map={view}", osm_top() + f"""
[100] search ''
  [105] textbox 'Search'{", focused" if query else ""}, required=False{val}
  [106] button 'Go'
  [107] link 'Find directions between two points'
StaticText 'Welcome to OpenStreetMap!'
StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
[110] link 'Learn More'
[111] link 'Start Mapping'
""" + OSM_MAP)


def osm_dir(frm: str, to: str, mode: str, route: tuple[str, bool] | None) -> str:
    opts = "\n".join(f"  [{131 + i}] option '{m}', selected={k == mode}" for i, (k, m) in enumerate([("car", "Car (OSRM)"), ("bike", "Bicycle (OSRM)"), ("foot", "Foot (OSRM)"), ("gh", "Car (GraphHopper)")]))
    body = f"""
[130] combobox '', hasPopup='menu', expanded=False
{opts}
[140] textbox 'From', required=False{f", value={qn(frm)}" if frm else ""}
[141] textbox 'To', required=False{f", value={qn(to)}" if to else ""}
[142] button 'Go'
[143] button 'Reverse Directions'
[144] button 'Close'
"""
    url = f"{OSM}/directions#map=13/40.4406/-79.9959"
    if route:
        dist, time, engine, steps = ROUTES[route]
        a, b = ("40.4958%2C-80.2413", "40.4443%2C-79.9436") if route[1] else ("40.4443%2C-79.9436", "40.4958%2C-80.2413")
        url = f"{OSM}/directions?engine={engine}&route={a}%3B{b}#map=11/40.4700/-80.0925"
        rows = "\n".join(f"""  [{201 + i * 4}] row ''
    [{202 + i * 4}] cell ''
    [{203 + i * 4}] cell '{i + 1}. {s}'
    [{204 + i * 4}] cell '{d}'""" for i, (s, d) in enumerate(steps))
        body += f"""
heading 'Directions'
[150] link 'Download route as GPX'
StaticText 'Distance: {dist}. Time: {time}.'
[200] table ''
{rows}
StaticText 'Directions courtesy of'
[260] link 'OSRM (FOSSGIS)'
"""
    return P("OpenStreetMap", url, osm_top() + body + OSM_MAP)


def osm_search_results() -> str:
    return P("Phipps Conservatory | OpenStreetMap", f"{OSM}/search?query=Phipps%20Conservatory#map=17/40.4389/-79.9473", osm_top() + """
[100] search ''
  [105] textbox 'Search', required=False, value='Phipps Conservatory'
  [106] button 'Go'
  [107] link 'Find directions between two points'
heading 'Search Results'
[160] button 'Close'
heading 'Results from OpenStreetMap Nominatim'
[170] list ''
  [171] listitem ''
    StaticText 'Tourist Attraction'
    [172] link 'Phipps Conservatory and Botanical Gardens, 1, Schenley Drive, South Oakland, Pittsburgh, Allegheny County, 15213, United States'
  [173] listitem ''
    StaticText 'Bus Stop'
    [174] link 'Schenley Dr at Phipps Conservatory, Schenley Drive, South Oakland, Pittsburgh, Allegheny County, 15213, United States'
  [175] listitem ''
    StaticText 'Parking'
    [176] link 'Phipps Conservatory Parking, Schenley Drive, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
[180] link 'More results'
""" + OSM_MAP)


def t04(rs: RowSet) -> None:
    a, b = "Carnegie Mellon University", "Pittsburgh International Airport"
    turns = [
        (click("107"), osm_dir("", "", "car", None)),
        (fill("140", a), osm_dir(a, "", "car", None)),
        (fill("141", b), osm_dir(a, b, "car", None)),
        (click("142"), osm_dir(CMU_FULL, PIT_FULL, "car", ("car", False))),
        (select("130", "Bicycle (OSRM)"), osm_dir(CMU_FULL, PIT_FULL, "bike", ("bike", False))),
        (click("143"), osm_dir(PIT_FULL, CMU_FULL, "bike", ("bike", True))),
        (select("130", "Foot (OSRM)"), osm_dir(PIT_FULL, CMU_FULL, "foot", ("foot", True))),
        (click("144"), osm_home(view="11/40.4700/-80.0925")),
        (fill("105", "Phipps Conservatory"), osm_home("Phipps Conservatory", view="11/40.4700/-80.0925")),
        (press("Enter"), osm_search_results()),
    ]
    rs.add("web", "h49-web-04", SYSTEM, turns, state=osm_home())


# ---------------------------------------------------------------- 05 Gmail (bad: deleted message back in the inbox)
GM = "https://mail.google.com/mail/u/0/"
GH_SUBJ = "[okafor-lab/pipeline] Run failed: nightly-tests - main (4f2c9e1)"
DL_SUBJ = "Your trip confirmation: ATL → SEA, Thu, Apr 3 — Confirmation KQ7T2L"
GM_MAILS = [
    ("gh", "GitHub", GH_SUBJ, "nightly-tests: All jobs have failed. View workflow run. integration (3.11) Process completed with exit code 1.", "9:14 AM"),
    ("dl", "Delta Air Lines", DL_SUBJ, "Maya, you're all set. Flight DL 1187 departs ATL 7:40 AM, arrives SEA 10:05 AM. Seat 21C.", "8:52 AM"),
    ("pr", "Priya Raman", "Re: Thursday standup moved to 10:30", "Works for me — I'll update the calendar invite and let the contractors know.", "8:31 AM"),
    ("ch", "Chase", "Your statement is ready", "Your Chase Freedom Unlimited statement for the period ending 03/12/2025 is now available.", "7:05 AM"),
    ("gc", "Google Calendar", "Updated invitation: Design review @ Fri Mar 14, 2025 2pm - 3pm (EDT)", "This event has been changed. Where: Room 4B / Meet link.", "Mar 13"),
    ("li", "LinkedIn", "You appeared in 14 searches this week", "See who's looking at your profile and what they searched for.", "Mar 13"),
    ("dd", "Dad", "Photos from the weekend", "Here are the ones from the lake. Your mom wants copies of the sunset one.", "Mar 12"),
    ("fg", "Figma", "Jonah commented on Onboarding v3", "Jonah Weiss: Can we swap the illustration on step 2 for the one from the marketing deck?", "Mar 12"),
    ("hn", "Hacker Newsletter", "Hacker Newsletter #734", "Top stories this week: SQLite's new JSONB format, a history of the floppy disk, and more.", "Mar 12"),
    ("kp", "Kaiser Permanente", "Appointment reminder for Mar 18", "You have an upcoming appointment with Dr. Alvarez on Tue, Mar 18 at 3:40 PM.", "Mar 11"),
    ("ub", "Uber Receipts", "Your Tuesday evening trip with Uber", "Total $18.42. Thanks for riding, Maya. Pickup 6:12 PM, 1420 Peachtree St NE.", "Mar 11"),
]


def gm_shell(unread: int, title: str, url: str, main: str) -> str:
    inbox = f"[22] link 'Inbox {unread} unread'" if unread else "[22] link 'Inbox'"
    nav = f"""
[20] navigation ''
  [21] button 'Compose'
  {inbox}
  [23] link 'Starred'
  [24] link 'Snoozed'
  [25] link 'Sent'
  [26] link 'Drafts 3'
  [27] link 'Purchases'
  [28] button 'More labels'
  [29] link 'Spam'
  [30] link 'Trash'
"""
    return P(title, url, """
[1] banner ''
  [2] button 'Main menu', expanded=True
  [3] link 'Gmail'
  [4] search ''
    [5] combobox 'Search mail', autocomplete='list', hasPopup='listbox', expanded=False
    [6] button 'Advanced search options'
  [7] button 'Support'
  [8] button 'Settings'
  [9] button 'Google apps'
  [10] button 'Google Account: Maya Okafor  (maya.okafor@gmail.com)'
""" + nav + main)


def gm_inbox(keys: list[str], unread: set[str], total: int, note: str = "") -> str:
    n_unread = 12 - sum(1 for k in ("gh", "dl") if k not in unread)
    rows = []
    for i, k in enumerate(keys):
        _, sender, subj, snip, when = next(m for m in GM_MAILS if m[0] == k)
        b = 100 + i * 6
        state = "unread" if k in unread else "read"
        rows.append(f"""
[{b}] row ''
  [{b + 1}] checkbox 'Select', checked='false'
  [{b + 2}] button 'Not starred'
  [{b + 3}] gridcell {qn(f'{state}, {sender}')}
  [{b + 4}] gridcell {qn(f'{subj} - {snip}')}
  [{b + 5}] gridcell '{when}'
""")
    toast = f"""
[90] alert ''
  StaticText '{note}'
  [91] button 'Undo'
  [92] button 'Dismiss'
""" if note else ""
    main = f"""
[40] main ''
  [41] checkbox 'Select', checked='false'
  [42] button 'Refresh'
  [43] button 'More email options'
  StaticText '1–50 of {total:,}'
  [44] button 'Newer', disabled=True
  [45] button 'Older'
  [46] tablist ''
    [47] tab 'Primary', selected=True
    [48] tab 'Promotions, 4 new', selected=False
    [49] tab 'Social, 2 new', selected=False
  [50] grid ''
{ind(chr(10).join(rows), 2)}
""" + toast
    return gm_shell(n_unread, f"Inbox ({n_unread}) - maya.okafor@gmail.com - Gmail", f"{GM}#inbox", main)


def gm_message(key: str, pos: int, total: int, unread: int) -> str:
    _, sender, subj, _, when = next(m for m in GM_MAILS if m[0] == key)
    body = {
        "gh": """
  heading 'GitHub'
  StaticText '<notifications@github.com>'
  StaticText 'Fri, Mar 14, 9:14 AM (7 minutes ago)'
  StaticText 'to okafor-lab/pipeline, Ci'
  StaticText 'nightly-tests: All jobs have failed'
  [70] link 'View workflow run'
  [71] table ''
    [72] row ''
      [73] cell 'integration (3.11)'
      [74] cell 'Failed in 6 minutes and 41 seconds'
    [75] row ''
      [76] cell 'integration (3.12)'
      [77] cell 'Cancelled after 6 minutes and 38 seconds'
    [78] row ''
      [79] cell 'lint'
      [80] cell 'Succeeded in 48 seconds'
  StaticText 'Commit 4f2c9e1 pushed by mokafor: Bump pyarrow to 15.0.1'
  StaticText 'You are receiving this because you are subscribed to this thread.'
  [81] link 'Manage your GitHub Actions notifications'
""",
        "dl": """
  heading 'Delta Air Lines'
  StaticText '<DeltaAirLines@t.delta.com>'
  StaticText 'Fri, Mar 14, 8:52 AM (30 minutes ago)'
  StaticText 'to me'
  StaticText "Maya, you're all set."
  StaticText 'Confirmation #: KQ7T2L'
  [71] table ''
    [72] row ''
      [73] cell 'DL 1187'
      [74] cell 'Thu, Apr 3'
      [75] cell 'ATL 7:40 AM → SEA 10:05 AM'
      [76] cell 'Main Cabin (V) · Seat 21C'
    [77] row ''
      [78] cell 'DL 2264'
      [79] cell 'Mon, Apr 7'
      [80] cell 'SEA 1:15 PM → ATL 9:32 PM'
      [81] cell 'Main Cabin (V) · Seat 24D'
  StaticText 'Total paid: $412.96 USD'
  [82] link 'Check In'
  [83] link 'Manage My Trip'
""",
    }[key]
    main = f"""
[40] main ''
  [41] button 'Back to Inbox'
  [42] button 'Archive'
  [43] button 'Report spam'
  [44] button 'Delete'
  [45] button 'Mark as unread'
  [46] button 'Snooze'
  [47] button 'Move to'
  [48] button 'Labels'
  StaticText '{pos} of {total:,}'
  [49] button 'Newer', disabled=True
  [50] button 'Older'
  heading {qn(subj)}
  [51] button 'Inbox'
  [52] button 'Print all'
  [53] button 'In new window'
{body}
  [90] button 'Reply'
  [91] button 'Forward'
"""
    return gm_shell(unread, f"{subj} - maya.okafor@gmail.com - Gmail", f"{GM}#inbox/FMfcgzQZTWbcLxKq{key.upper()}mVjnRsDfPkW", main)


def gm_trash() -> str:
    main = f"""
[40] main ''
  [41] checkbox 'Select', checked='false'
  [42] button 'Refresh'
  StaticText '1–4 of 4'
  StaticText 'Messages that have been in Trash more than 30 days will be automatically deleted.'
  [57] button 'Empty Trash now'
  [50] grid ''
    [100] row ''
      [101] checkbox 'Select', checked='false'
      [102] button 'Not starred'
      [103] gridcell 'read, GitHub'
      [104] gridcell {qn(GH_SUBJ + ' - nightly-tests: All jobs have failed. View workflow run.')}
      [105] gridcell '9:14 AM'
    [106] row ''
      [107] checkbox 'Select', checked='false'
      [108] button 'Not starred'
      [109] gridcell 'read, Nextdoor'
      [110] gridcell 'Trending in Inman Park: lost dog near Freedom Park - Has anyone seen a small brown terrier?'
      [111] gridcell 'Mar 9'
    [112] row ''
      [113] checkbox 'Select', checked='false'
      [114] button 'Not starred'
      [115] gridcell 'read, Spotify'
      [116] gridcell 'Your Premium payment failed - Update your payment details to keep listening ad-free.'
      [117] gridcell 'Mar 2'
    [118] row ''
      [119] checkbox 'Select', checked='false'
      [120] button 'Not starred'
      [121] gridcell 'read, Medium Daily Digest'
      [122] gridcell 'The 5 Python libraries I use in every project - Plus: why your standups are too long.'
      [123] gridcell 'Feb 27'
"""
    return gm_shell(10, "Trash - maya.okafor@gmail.com - Gmail", f"{GM}#trash", main)


def t05(rs: RowSet) -> None:
    allk = [m[0] for m in GM_MAILS]
    start_unread = {"gh", "dl", "ch", "li", "fg"}
    after = [k for k in allk if k not in ("gh", "dl")]
    turns = [
        (click("104"), gm_message("gh", 1, 2314, 11)),
        (click("44"), gm_inbox([k for k in allk if k != "gh"][:10], start_unread - {"gh"}, 2313, "Conversation moved to Trash.")),
        (click("104"), gm_message("dl", 1, 2313, 10)),
        (click("42"), gm_inbox(after[:10], start_unread - {"gh", "dl"}, 2312, "Conversation archived.")),
        (click("42"), gm_inbox((["gh"] + after)[:10], start_unread - {"gh", "dl"}, 2312)),
        (click("30"), gm_trash()),
        (click("22"), gm_inbox(after[:10], start_unread - {"gh", "dl"}, 2312)),
    ]
    rs.add("web", "h49-web-05", SYSTEM, turns, state=gm_inbox(allk[:10], start_unread, 2314), bad=True, turn=5,
           kind="The GitHub 'Run failed' message deleted to Trash in turn 2 is back in the inbox after a refresh (no undo or move).")


# ---------------------------------------------------------------- 06 Chase online banking (bad: checking balance off after transfer)
CH = "https://secure.chase.com/web/auth/dashboard"


def ch_header(menu: bool = False) -> str:
    sub = """
  [31] menu ''
    [32] menuitem 'Pay bills'
    [33] menuitem 'Transfer money'
    [34] menuitem 'Send money with Zelle®'
    [35] menuitem 'Wire money'
    [36] menuitem 'Pay credit card'
    [37] menuitem 'Payment activity'
""" if menu else ""
    return f"""
[1] banner ''
  [2] link 'Chase.com home'
  [3] button 'Open menu'
  [4] button 'Search'
  [5] button 'Messages, 1 unread'
  [6] button 'Profile & settings'
  [7] button 'Sign out'
[20] navigation 'Main'
  [21] link 'Accounts'
  [30] button 'Pay & transfer', expanded={menu}{sub}
  [40] link 'Plan & track'
  [41] link 'Investments'
  [42] link 'Security & privacy'
  [43] link 'Explore products'
"""


def ch_overview(chk: str, sav: str, menu: bool = False) -> str:
    return P("Accounts overview | Chase Online", f"{CH}#/dashboard/overview", ch_header(menu) + f"""
[100] main ''
  heading 'Good morning, Daniel'
  StaticText 'Last sign-in: Mar 13, 2025 at 8:47 PM ET'
  heading 'Bank accounts (2)'
  [110] region 'TOTAL CHECKING (...4821)'
    [111] link 'TOTAL CHECKING (...4821)'
    StaticText 'Available balance'
    StaticText '{chk}'
    StaticText 'Present balance'
    StaticText '{chk}'
    [112] link 'Pay bills'
    [113] link 'Transfer money'
    [114] button 'More actions for TOTAL CHECKING (...4821)'
  [120] region 'CHASE SAVINGS (...9930)'
    [121] link 'CHASE SAVINGS (...9930)'
    StaticText 'Available balance'
    StaticText '{sav}'
    StaticText 'Present balance'
    StaticText '{sav}'
    [122] link 'Transfer money'
    [123] button 'More actions for CHASE SAVINGS (...9930)'
  heading 'Credit cards (1)'
  [130] region 'FREEDOM UNLIMITED (...7713)'
    [131] link 'FREEDOM UNLIMITED (...7713)'
    StaticText 'Current balance'
    StaticText '$642.88'
    StaticText 'Available credit'
    StaticText '$9,357.12'
    StaticText 'Payment due date'
    StaticText 'Apr 8, 2025'
    StaticText 'Minimum payment due'
    StaticText '$40.00'
    [132] link 'Pay card'
  heading 'Chase Offers'
  StaticText '12 offers available · $0.00 earned in the last 30 days'
  [140] link 'See all offers'
[900] contentinfo ''
  StaticText 'Deposit products provided by JPMorgan Chase Bank, N.A. Member FDIC'
  [901] link 'Privacy & security'
  [902] link 'Terms of use'
  StaticText '© 2025 JPMorgan Chase & Co.'
""")


def ch_transfer(to: str, amount: str) -> str:
    to_opts = "\n".join(f"    [{221 + i}] option '{o}', selected={o == (to or 'Choose account')}" for i, o in enumerate(["Choose account", "CHASE SAVINGS (...9930)", "FREEDOM UNLIMITED (...7713)"]))
    return P("Transfer money | Chase Online", f"{CH}#/dashboard/transfer/add", ch_header() + f"""
[200] main ''
  heading 'Transfer money'
  [201] link 'Back to accounts'
  [205] group 'Transfer between my accounts'
    StaticText 'Transfer from'
    [210] combobox 'Transfer from', hasPopup='menu', expanded=False
      [211] option 'TOTAL CHECKING (...4821)', selected=True
      [212] option 'CHASE SAVINGS (...9930)', selected=False
    StaticText 'Available balance: $3,482.17'
    StaticText 'Transfer to'
    [220] combobox 'Transfer to', hasPopup='menu', expanded=False
{to_opts}
    StaticText 'Amount'
    [230] textbox 'Amount $', required=True{f", value='{amount}'" if amount else ""}
    StaticText 'Send on'
    [231] textbox 'Send on (mm/dd/yyyy)', value='03/14/2025'
    StaticText 'Frequency'
    [232] combobox 'Frequency', hasPopup='menu', expanded=False
      [233] option 'One time', selected=True
      [234] option 'Repeating', selected=False
    StaticText 'Memo (optional)'
    [235] textbox 'Memo (optional)', required=False
  StaticText 'Transfers between Chase accounts made before 11:00 PM ET are posted the same business day.'
  [240] button 'Next'
  [241] button 'Cancel'
""")


def ch_review() -> str:
    return P("Transfer money | Chase Online", f"{CH}#/dashboard/transfer/verify", ch_header() + """
[200] main ''
  heading 'Review & transfer'
  StaticText 'Please review your transfer details.'
  [250] table ''
    [251] row ''
      [252] rowheader 'Transfer from'
      [253] cell 'TOTAL CHECKING (...4821)'
    [254] row ''
      [255] rowheader 'Transfer to'
      [256] cell 'CHASE SAVINGS (...9930)'
    [257] row ''
      [258] rowheader 'Amount'
      [259] cell '$250.00'
    [260] row ''
      [261] rowheader 'Send on'
      [262] cell 'Mar 14, 2025'
    [263] row ''
      [264] rowheader 'Deliver by'
      [265] cell 'Mar 14, 2025'
    [266] row ''
      [267] rowheader 'Frequency'
      [268] cell 'One time'
  [270] button 'Transfer money'
  [271] button 'Edit'
  [272] button 'Cancel'
""")


def ch_done() -> str:
    return P("Transfer money | Chase Online", f"{CH}#/dashboard/transfer/confirm", ch_header() + """
[200] main ''
  heading "You've scheduled your transfer"
  StaticText 'Transaction number: 18830476521'
  [250] table ''
    [251] row ''
      [252] rowheader 'Transfer from'
      [253] cell 'TOTAL CHECKING (...4821)'
    [254] row ''
      [255] rowheader 'Transfer to'
      [256] cell 'CHASE SAVINGS (...9930)'
    [257] row ''
      [258] rowheader 'Amount'
      [259] cell '$250.00'
    [260] row ''
      [261] rowheader 'Send on'
      [262] cell 'Mar 14, 2025'
    [263] row ''
      [264] rowheader 'Status'
      [265] cell 'Completed'
  [280] link 'Go to accounts'
  [281] link 'Make another transfer'
  [282] link 'See transfer activity'
""")


def ch_savings(tab: str) -> str:
    tabs = f"""
  [310] tablist ''
    [311] tab 'Activity', selected={tab == 'activity'}
    [312] tab 'Account details', selected={tab == 'details'}
    [313] tab 'Statements & documents', selected=False
"""
    if tab == "activity":
        body = """
  StaticText 'Showing: All transactions · Last 30 days'
  [320] table 'Account activity'
    [321] row ''
      [322] columnheader 'Date'
      [323] columnheader 'Description'
      [324] columnheader 'Type'
      [325] columnheader 'Amount'
      [326] columnheader 'Balance'
    [327] row ''
      [328] cell 'Mar 14, 2025'
      [329] cell 'Online Transfer from CHK ...4821 transaction#: 18830476521'
      [330] cell 'Transfer'
      [331] cell '$250.00'
      [332] cell '$12,300.00'
    [333] row ''
      [334] cell 'Feb 28, 2025'
      [335] cell 'INTEREST PAYMENT'
      [336] cell 'Interest'
      [337] cell '$0.10'
      [338] cell '$12,050.00'
    [339] row ''
      [340] cell 'Feb 14, 2025'
      [341] cell 'Online Transfer from CHK ...4821 transaction#: 18544120938'
      [342] cell 'Transfer'
      [343] cell '$250.00'
      [344] cell '$12,049.90'
    [345] row ''
      [346] cell 'Jan 31, 2025'
      [347] cell 'INTEREST PAYMENT'
      [348] cell 'Interest'
      [349] cell '$0.10'
      [350] cell '$11,799.90'
"""
    else:
        body = """
  [360] table 'Account details'
    [361] row ''
      [362] rowheader 'Account number'
      [363] cell '...9930'
    [364] row ''
      [365] rowheader 'Routing number'
      [366] cell '061092387'
    [367] row ''
      [368] rowheader 'Interest rate'
      [369] cell '0.01%'
    [370] row ''
      [371] rowheader 'Annual percentage yield (APY)'
      [372] cell '0.01%'
    [373] row ''
      [374] rowheader 'Interest paid year to date'
      [375] cell '$0.20'
    [376] row ''
      [377] rowheader 'Interest paid last year'
      [378] cell '$1.17'
    [379] row ''
      [380] rowheader 'Withdrawals this statement period'
      [381] cell '0 of 6'
"""
    return P("CHASE SAVINGS (...9930) | Chase Online", f"{CH}#/dashboard/summary/9930/DDA/{tab}", ch_header() + f"""
[300] main ''
  [301] link 'Back to accounts'
  heading 'CHASE SAVINGS (...9930)'
  StaticText 'Available balance'
  StaticText '$12,300.00'
  StaticText 'Present balance'
  StaticText '$12,300.00'
  [302] link 'Transfer money'
{tabs}{body}
""")


def t06(rs: RowSet) -> None:
    turns = [
        (click("30"), ch_overview("$3,482.17", "$12,050.00", menu=True)),
        (click("33"), ch_transfer("", "")),
        (select("220", "CHASE SAVINGS (...9930)"), ch_transfer("CHASE SAVINGS (...9930)", "")),
        (fill("230", "250.00"), ch_transfer("CHASE SAVINGS (...9930)", "250.00")),
        (click("240"), ch_review()),
        (click("270"), ch_done()),
        (click("280"), ch_overview("$3,322.17", "$12,300.00")),
        (click("121"), ch_savings("activity")),
        (click("312"), ch_savings("details")),
    ]
    rs.add("web", "h49-web-06", SYSTEM, turns, state=ch_overview("$3,482.17", "$12,050.00"), bad=True, turn=7,
           kind="After the $250.00 transfer out of checking ($3,482.17 before), the overview shows $3,322.17 instead of $3,232.17 while savings correctly rose to $12,300.00.")


# ---------------------------------------------------------------- 07 Zillow (clean)
ZL = "https://www.zillow.com"
HOMES = {
    "X1": ("3871 S Bear Creek Way, Boise, ID 83706", 689000, 4, 3, "2,544", "House", "Silvercreek Realty Group", ""),
    "B": ("2215 S Division Ave, Boise, ID 83706", 425000, 2, 1, "960", "House", "Keller Williams Realty Boise", ""),
    "X2": ("1412 E Warm Springs Ave, Boise, ID 83712", 1195000, 5, 4, "3,918", "House", "Boise Premier Real Estate", "Open: Sat 1-3pm"),
    "A": ("4117 W Catalpa Dr, Boise, ID 83703", 389900, 3, 2, "1,412", "House", "Amherst Madison", "12 days on Zillow"),
    "E": ("1810 N 9th St APT 3, Boise, ID 83702", 315000, 1, 1, "702", "Condo", "Redfin", ""),
    "X3": ("8874 W Hackamore Dr, Boise, ID 83709", 529900, 4, 3, "2,210", "House", "Coldwell Banker Tomlinson", "Price cut: $10,000 (3/9)"),
    "D": ("6922 W Plainview Dr, Boise, ID 83704", 444500, 4, 2, "1,860", "House", "Homes of Idaho", ""),
    "H": ("3009 W Irving St, Boise, ID 83706", 299000, 2, 1, "864", "House", "eXp Realty, LLC", "Open: Sun 12-2pm"),
    "C": ("10450 W Lancelot Ave, Boise, ID 83704", 359000, 3, 2, "1,268", "House", "Silvercreek Realty Group", ""),
    "K": ("907 N 27th St, Boise, ID 83702", 445000, 2, 1, "1,048", "House", "Berkshire Hathaway HomeServices", ""),
    "G": ("5603 W Kootenai St, Boise, ID 83705", 349900, 3, 1, "1,120", "House", "Fathom Realty", "Price cut: $5,000 (3/11)"),
    "F": ("8527 W Wrightwood Dr, Boise, ID 83704", 412000, 3, 2, "1,540", "House", "Keller Williams Realty Boise", ""),
    "J": ("2738 S Pacific St, Boise, ID 83705", 374500, 3, 2, "1,305", "House", "Amherst Madison", "Open: Sat 11am-1pm"),
    "I": ("11960 W Mesquite Dr, Boise, ID 83713", 449900, 3, 3, "1,722", "Townhouse", "Toll Brothers", "New construction"),
    "L": ("6118 W Saxton Dr, Boise, ID 83704", 329900, 3, 2, "1,176", "House", "Realty One Group Professionals", ""),
    "M": ("4103 W Emerald St, Boise, ID 83706", 269900, 3, 1, "1,008", "House", "Redfin", "Fixer-upper"),
    "N": ("1620 S Orchard St #12, Boise, ID 83705", 284500, 3, 2, "1,152", "Manufactured", "Boise Premier Real Estate", ""),
}


def zl_results(keys: list[str], count: str, price: bool, beds: bool, sort: str, panel: str = "", saved: set[str] | None = None, price_draft: str = "") -> str:
    saved = saved or set()
    cards = []
    for i, k in enumerate(keys):
        addr, pr, bd, ba, sq, typ, agent, badge = HOMES[k]
        b = 500 + i * 4
        bdg = f"\n  StaticText '{badge}'" if badge else ""
        cards.append(f"""
[{b}] article ''{bdg}
  [{b + 1}] link '{addr}'
  [{b + 2}] button '{"Saved" if k in saved else "Save"}', pressed={k in saved}
  StaticText '${pr:,}'
  StaticText '{bd} {"bd" if bd == 1 else "bds"}'
  StaticText '{ba} ba'
  StaticText '{sq} sqft'
  StaticText '- {typ} for sale'
  StaticText '{agent.upper()}'
""")
    pnl = ""
    if panel == "price":
        pnl = f"""
  [130] dialog 'Price'
    [131] tablist ''
      [132] tab 'List price', selected=True
      [133] tab 'Monthly payment', selected=False
    [134] combobox 'Minimum', value='No Min', hasPopup='listbox'
    [135] combobox 'Maximum'{f", value='{price_draft}'" if price_draft else ", value='No Max'"}, hasPopup='listbox'
    [136] button 'Apply'
"""
    elif panel == "beds":
        opts = "\n".join(f"      [{152 + j}] radio '{o}', checked={o == ('3+' if beds else 'Any')}" for j, o in enumerate(["Any", "1+", "2+", "3+", "4+", "5+"]))
        pnl = f"""
  [150] dialog 'Beds & Baths'
    StaticText 'Bedrooms'
    [151] radiogroup ''
{opts}
    [160] checkbox 'Use exact match', checked='false'
    StaticText 'Bathrooms'
    [161] radiogroup ''
      [162] radio 'Any', checked=True
      [163] radio '1+', checked=False
      [164] radio '2+', checked=False
    [165] button 'Apply'
"""
    sopts = "\n".join(f"    [{171 + j}] option '{o}', selected={o == sort}" for j, o in enumerate(["Homes for You", "Price (High to Low)", "Price (Low to High)", "Newest", "Bedrooms", "Square Feet"]))
    url = f"{ZL}/boise-id/" + ("?searchQueryState=%7B%22filterState%22%3A%7B" + ("%22price%22%3A%7B%22max%22%3A450000%7D" if price else "") + ("%2C%22beds%22%3A%7B%22min%22%3A3%7D" if beds else "") + ("%2C%22sort%22%3A%7B%22value%22%3A%22pricea%22%7D" if sort == "Price (Low to High)" else "") + "%7D%7D" if price or beds else "")
    return P("Boise ID Real Estate & Homes For Sale | Zillow", url, f"""
[1] banner ''
  [2] link 'Buy'
  [3] link 'Rent'
  [4] link 'Sell'
  [5] link 'Home Loans'
  [6] link 'Zillow'
  [7] link 'Manage Rentals'
  [8] link 'Advertise'
  [9] link 'Help'
  [10] link 'Saved Homes'
  [11] button 'Account: Lena Whitaker'
[100] search ''
  [101] combobox 'Search', value='Boise, ID', autocomplete='list', hasPopup='listbox'
  [110] button 'For Sale'
  [111] button '{"Up to $450K" if price else "Price"}', expanded={panel == 'price'}
  [112] button '{"3+ bd, 0+ ba" if beds else "Beds & Baths"}', expanded={panel == 'beds'}
  [113] button 'Home Type'
  [114] button 'More'
  [115] button 'Save search'{pnl}
[200] region 'Map'
  [201] button 'Draw'
  [202] button 'Zoom in'
  [203] button 'Zoom out'
  StaticText 'Map data ©2025 Google'
[400] main ''
  heading 'Boise ID Real Estate & Homes For Sale'
  StaticText '{count} results'
  StaticText 'Sort:'
  [170] combobox 'Sort', hasPopup='menu', expanded=False
{sopts}
  [499] list ''
{ind(chr(10).join(cards), 2)}
  [700] navigation 'Pagination'
    [701] link 'Previous page', disabled=True
    [702] link 'Page 1, current page'
    [703] link 'Page 2'
    [704] link 'Page 3'
    [705] link 'Next page'
""")


def zl_detail(saved: bool) -> str:
    saves = 59 if saved else 58
    return P("4117 W Catalpa Dr, Boise, ID 83703 | MLS #98931207 | Zillow", f"{ZL}/homedetails/4117-W-Catalpa-Dr-Boise-ID-83703/2061475_zpid/", f"""
[1] banner ''
  [10] link 'Saved Homes'
  [11] button 'Account: Lena Whitaker'
[800] dialog '4117 W Catalpa Dr, Boise, ID 83703'
  [801] button 'Close'
  [802] button '{"Saved" if saved else "Save"}', pressed={saved}
  [803] button 'Share'
  [804] button 'Hide'
  [805] button 'See all 34 photos'
  StaticText '$389,900'
  StaticText '3 bd'
  StaticText '2 ba'
  StaticText '1,412 sqft'
  StaticText '4117 W Catalpa Dr, Boise, ID 83703'
  StaticText 'Zestimate®: $395,300'
  StaticText 'Est. payment: $2,412/mo'
  [806] link 'Get pre-qualified'
  [810] button 'Request a tour'
  [811] button 'Contact agent'
  StaticText 'Single Family Residence'
  StaticText 'Built in 1998'
  StaticText '7,405 sqft lot'
  StaticText '$395,300 Zestimate®'
  StaticText '$276/sqft'
  StaticText '$25/mo HOA'
  heading 'Overview'
  StaticText '12 days on Zillow | 1,043 views | {saves} saves'
  StaticText 'Updated single-level home on a quiet street in the Catalpa subdivision. New LVP flooring, quartz counters, fully fenced backyard with mature trees and RV parking. Close to the Boise River Greenbelt and Willow Lane Athletic Complex.'
  StaticText 'Listing by: Kara Delgado, Amherst Madison, (208) 555-0148'
  StaticText 'Source: IMLS, MLS#: 98931207'
  heading 'Facts & features'
  [820] table ''
    [821] row ''
      [822] rowheader 'Bedrooms'
      [823] cell '3'
    [824] row ''
      [825] rowheader 'Bathrooms'
      [826] cell '2'
    [827] row ''
      [828] rowheader 'Heating'
      [829] cell 'Forced Air, Natural Gas'
    [830] row ''
      [831] rowheader 'Cooling'
      [832] cell 'Central Air'
    [833] row ''
      [834] rowheader 'Parking'
      [835] cell 'Attached Garage, 2 spaces, RV Access/Parking'
    [836] row ''
      [837] rowheader 'Annual tax amount'
      [838] cell '$2,186'
  heading 'Price history'
  [840] table ''
    [841] row ''
      [842] cell '3/2/2025'
      [843] cell 'Listed for sale'
      [844] cell '$389,900'
      [845] cell '+57.2%'
    [846] row ''
      [847] cell '8/14/2017'
      [848] cell 'Sold'
      [849] cell '$248,000'
      [850] cell '+41.7%'
    [851] row ''
      [852] cell '5/30/2011'
      [853] cell 'Sold'
      [854] cell '$175,000'
      [855] cell ''
""")


def zl_saved() -> str:
    return P("Saved Homes | Zillow", f"{ZL}/myzillow/favorites", """
[1] banner ''
  [2] link 'Buy'
  [3] link 'Rent'
  [4] link 'Sell'
  [5] link 'Home Loans'
  [6] link 'Zillow'
  [10] link 'Saved Homes'
  [11] button 'Account: Lena Whitaker'
[900] main ''
  heading 'Saved homes'
  [901] tablist ''
    [902] tab 'Saved homes', selected=True
    [903] tab 'Saved searches', selected=False
  StaticText '3 homes'
  [904] combobox 'Sort by', value='Date saved', hasPopup='menu'
  [905] button 'Compare homes'
  [910] list ''
    [911] article ''
      [912] link '4117 W Catalpa Dr, Boise, ID 83703'
      [913] button 'Saved', pressed=True
      StaticText '$389,900'
      StaticText '3 bds'
      StaticText '2 ba'
      StaticText '1,412 sqft'
      StaticText '- House for sale'
      StaticText 'Saved today'
    [914] article ''
      [915] link '9820 W Preakness Dr, Boise, ID 83709'
      [916] button 'Saved', pressed=True
      StaticText '$465,000'
      StaticText '4 bds'
      StaticText '2 ba'
      StaticText '1,904 sqft'
      StaticText '- Pending'
      StaticText 'Saved Feb 26'
    [917] article ''
      [918] link '1127 N 18th St, Boise, ID 83702'
      [919] button 'Saved', pressed=True
      StaticText '$575,000'
      StaticText '3 bds'
      StaticText '2 ba'
      StaticText '1,660 sqft'
      StaticText '- House for sale'
      StaticText 'Saved Feb 19'
""")


def t07(rs: RowSet) -> None:
    start = ["X1", "B", "X2", "A", "E", "X3", "D", "H"]
    priced = ["B", "A", "E", "D", "H", "C", "K", "G"]
    beds = ["A", "D", "C", "G", "F", "J", "I", "L"]
    low = ["M", "N", "L", "G", "C", "J", "A", "F"]
    hf, lh = "Homes for You", "Price (Low to High)"
    turns = [
        (click("111"), zl_results(start, "1,284", False, False, hf, panel="price")),
        (fill("135", "450000"), zl_results(start, "1,284", False, False, hf, panel="price", price_draft="$450,000")),
        (click("136"), zl_results(priced, "312", True, False, hf)),
        (click("112"), zl_results(priced, "312", True, False, hf, panel="beds")),
        (click("155"), zl_results(beds, "187", True, True, hf, panel="beds")),
        (select("170", lh), zl_results(low, "187", True, True, lh)),
        (click("525"), zl_detail(False)),
        (click("802"), zl_detail(True)),
        (click("801"), zl_results(low, "187", True, True, lh, saved={"A"})),
        (click("10"), zl_saved()),
    ]
    rs.add("web", "h49-web-07", SYSTEM, turns, state=zl_results(start, "1,284", False, False, hf))


# ---------------------------------------------------------------- 08 OpenTable (clean)
OT = "https://www.opentable.com"
GOAT = "Girl & the Goat"


def ot_header() -> str:
    return """
[1] banner ''
  [2] link 'OpenTable'
  [3] button 'Chicago'
  [4] link 'Get the app'
  [5] button 'Open user menu: Tom Becker'
  [6] link 'Upcoming reservations'
  [7] button 'Notifications'
"""


def ot_home(query: str = "") -> str:
    sug = ""
    if query:
        sug = """
  [30] listbox ''
    [31] option 'Girl & the Goat · West Loop, Chicago', selected=False
    [32] option 'Girl & the Goat - Los Angeles · Arts District, Los Angeles', selected=False
    [33] option 'Little Goat Diner · West Loop, Chicago', selected=False
    [34] option 'Duck Duck Goat · West Loop, Chicago', selected=False
"""
    return P("Restaurants and Restaurant Bookings | OpenTable", f"{OT}/", ot_header() + f"""
[10] main ''
  heading 'Find your table for any occasion'
  [20] button 'Date: Mar 21, 2025'
  [21] combobox 'Time', hasPopup='menu', expanded=False
    [22] option '7:00 PM', selected=True
  [23] combobox 'Party size', hasPopup='menu', expanded=False
    [24] option '2 people', selected=True
  [25] combobox 'Location, Restaurant, or Cuisine'{", focused" if query else ""}, autocomplete='list', hasPopup='listbox', expanded={bool(query)}{f", value={qn(query)}" if query else ""}{sug}
  [26] button "Let's go"
  heading 'Available for dinner now'
  [40] link 'Au Cheval · Burgers · $$ · West Loop'
  [41] link 'Monteverde · Italian · $$$ · West Loop'
  [42] link 'Avec · Mediterranean · $$$ · West Loop'
  [43] link 'The Purple Pig · Mediterranean · $$$ · Streeterville'
  heading 'Popular in Chicago'
  [44] link 'Gibsons Bar & Steakhouse · Steakhouse · $$$$ · Gold Coast'
  [45] link 'RPM Italian · Italian · $$$$ · River North'
""")


def ot_restaurant(party: int) -> str:
    slots = {2: ["5:45 PM", "6:00 PM", "8:45 PM", "9:00 PM", "9:15 PM"], 4: ["5:30 PM", "8:30 PM", "9:30 PM"]}[party]
    sl = "\n".join(f"    [{121 + i}] button '{s}'" for i, s in enumerate(slots))
    popts = "\n".join(f"      [{101 + i}] option '{n} people', selected={n == party}" for i, n in enumerate(range(2, 9)))
    return P(f"{GOAT} - Chicago, IL | OpenTable", f"{OT}/r/girl-and-the-goat-chicago?covers={party}&dateTime=2025-03-21T19%3A00", ot_header() + f"""
[50] main ''
  heading '{GOAT}'
  StaticText '4.7'
  [51] link '12,841 Reviews'
  StaticText '$50 and over'
  StaticText 'New American'
  [52] tablist ''
    [53] tab 'Overview', selected=True
    [54] tab 'Photos', selected=False
    [55] tab 'Menu', selected=False
    [56] tab 'Reviews', selected=False
  StaticText "Chef Stephanie Izard's West Loop flagship: bold, family-style plates built for sharing, with a goat-centric menu and an open kitchen."
  StaticText 'Cross street: Halsted St'
  StaticText '809 W Randolph St, Chicago, IL 60607'
  [90] complementary 'Make a reservation'
    heading 'Make a reservation'
    [100] combobox 'Party size', hasPopup='menu', expanded=False
{popts}
    [110] button 'Date: Fri, Mar 21'
    [111] combobox 'Time', hasPopup='menu', expanded=False
      [112] option '7:00 PM', selected=True
    StaticText 'Select a time'
    [120] group ''
{sl}
    StaticText 'Booked 48 times today'
    [130] button 'Notify me'
""")


def ot_details(hold: str, occasion: str, note: str) -> str:
    occ = "\n".join(f"    [{231 + i}] option '{o}', selected={o == (occasion or 'Select an occasion (optional)')}" for i, o in enumerate(["Select an occasion (optional)", "Birthday", "Anniversary", "Date night", "Business meal", "Celebration"]))
    return P("Complete your reservation | OpenTable", f"{OT}/booking/details?rid=102574&datetime=2025-03-21T20%3A30&covers=4&slotHash=2217906131", ot_header() + f"""
[200] main ''
  heading "You're almost done!"
  StaticText '{GOAT}'
  StaticText 'Fri, Mar 21'
  StaticText '8:30 PM'
  StaticText '4 people'
  [201] status ''
    StaticText "We're holding this table for you for {hold} minutes"
  heading 'Diner details'
  StaticText 'Tom Becker (Not Tom?)'
  [210] textbox 'Phone number', value='(312) 555-0187'
  [211] textbox 'Email', value='tom.becker@fastmail.com'
  [230] combobox 'Select an occasion', hasPopup='menu', expanded=False
{occ}
  [240] textbox 'Add a special request (optional)', multiline=True{f", value={qn(note)}" if note else ""}
  [241] checkbox 'Sign me up to receive dining offers and news from this restaurant by email.', checked='false'
  [242] checkbox 'Text me updates about my reservation.', checked='true'
  [250] button 'Complete reservation'
  StaticText 'What to know before you go'
  StaticText 'A credit card is required for parties of 4 or more. You will be charged $25 per person if you cancel within 24 hours or do not show.'
""")


def ot_confirmed() -> str:
    return P("Reservation confirmed | OpenTable", f"{OT}/booking/view?rid=102574&confnumber=108927354&token=01Hq7k9XzT", ot_header() + f"""
[300] main ''
  heading 'Reservation confirmed'
  StaticText '{GOAT}'
  StaticText '4 people'
  StaticText 'Fri, Mar 21, 2025 at 8:30 PM'
  StaticText 'Confirmation #108927354'
  [301] link 'Modify'
  [302] link 'Cancel'
  [303] button 'Add to calendar'
  StaticText 'Occasion: Birthday'
  StaticText 'Special request: Celebrating a birthday — a quiet table if possible.'
  StaticText "You'll earn 100 points when you dine."
  heading 'Restaurant details'
  StaticText '809 W Randolph St, Chicago, IL 60607'
  StaticText '(312) 492-6262'
  StaticText 'Dress code: Smart casual'
  StaticText 'Parking: Valet $18 on Randolph St'
""")


def ot_modify() -> str:
    return P("Modify your reservation | OpenTable", f"{OT}/booking/modify?rid=102574&confnumber=108927354", ot_header() + f"""
[400] main ''
  heading 'Modify your reservation'
  StaticText 'Current reservation: Fri, Mar 21 at 8:30 PM · 4 people'
  StaticText '{GOAT}'
  [401] combobox 'Party size', hasPopup='menu', expanded=False
    [402] option '4 people', selected=True
  [403] button 'Date: Fri, Mar 21'
  [404] combobox 'Time', hasPopup='menu', expanded=False
    [405] option '8:30 PM', selected=True
  StaticText 'Select a new time'
  [410] group ''
    [411] button '5:30 PM'
    [412] button '8:30 PM (current)'
    [413] button '9:30 PM'
  StaticText 'Booked 49 times today'
  [420] link 'Keep current reservation'
""")


def t08(rs: RowSet) -> None:
    note = "Celebrating a birthday — a quiet table if possible."
    turns = [
        (fill("25", GOAT), ot_home(GOAT)),
        (click("31"), ot_restaurant(2)),
        (select("100", "4 people"), ot_restaurant(4)),
        (click("122"), ot_details("5:00", "", "")),
        (select("230", "Birthday"), ot_details("4:31", "Birthday", "")),
        (fill("240", note), ot_details("3:58", "Birthday", note)),
        (click("250"), ot_confirmed()),
        (click("301"), ot_modify()),
    ]
    rs.add("web", "h49-web-08", SYSTEM, turns, state=ot_home())


# ---------------------------------------------------------------- 09 LinkedIn Jobs (bad: a saved job missing from My Jobs)
LI = "https://www.linkedin.com"
JOBS = {
    "J1": ("3861742205", "Data Analyst", "H-E-B", "Austin, TX (On-site)", "3 days ago", "Over 200 applicants", False, "$68,000/yr - $92,000/yr", "Full-time · Associate"),
    "J2": ("3859023114", "Data Analyst II, Marketing Analytics", "Indeed", "Austin, TX (Hybrid)", "1 week ago", "87 applicants", True, "$89,000/yr - $121,000/yr", "Full-time · Mid-Senior level"),
    "J3": ("3862210987", "Business Data Analyst", "Dell Technologies", "Round Rock, TX (Hybrid)", "5 days ago", "Over 200 applicants", False, "$81,000/yr - $104,000/yr", "Full-time · Associate"),
    "J4": ("3863390451", "Junior Data Analyst", "Ascension", "Austin, TX (Remote)", "2 days ago", "64 applicants", True, "$55,000/yr - $70,000/yr", "Full-time · Entry level"),
    "J5": ("3858871620", "Senior Data Analyst, Supply Chain", "Tesla", "Austin, TX (On-site)", "2 weeks ago", "Over 200 applicants", False, "$105,000/yr - $140,000/yr", "Full-time · Mid-Senior level"),
    "J6": ("3860012733", "Data Analyst - Healthcare Quality", "Texas Health and Human Services", "Austin, TX (On-site)", "4 days ago", "112 applicants", False, "$5,213/mo - $8,368/mo", "Full-time · Associate"),
    "J7": ("3862874109", "Product Data Analyst", "Bumble", "Austin, TX (Hybrid)", "6 days ago", "141 applicants", True, "$95,000/yr - $125,000/yr", "Full-time · Mid-Senior level"),
    "J8": ("3863012546", "Data Analyst (Contract)", "Robert Half", "Austin, TX (Remote)", "1 day ago", "23 applicants", True, "$38/hr - $44/hr", "Contract · Associate"),
    "J9": ("3861509927", "Data Reporting Analyst", "Q2", "Austin, TX (Hybrid)", "1 week ago", "98 applicants", True, "$72,000/yr - $96,000/yr", "Full-time · Associate"),
    "O1": ("3851124470", "Analytics Engineer", "Spotify", "Austin, TX (Hybrid)", "3 weeks ago", "Over 200 applicants", False, "$118,000/yr - $164,000/yr", "Full-time · Mid-Senior level"),
    "O2": ("3849903318", "BI Analyst", "Whole Foods Market", "Austin, TX (On-site)", "4 weeks ago", "Over 200 applicants", True, "$74,000/yr - $98,000/yr", "Full-time · Associate"),
}


def li_nav() -> str:
    return """
[1] banner ''
  [2] link 'LinkedIn'
  [3] combobox 'Search', autocomplete='list', hasPopup='listbox', expanded=False
  [4] link 'Home'
  [5] link 'My Network'
  [6] link 'Jobs'
  [7] link 'Messaging, 2 new notifications'
  [8] link 'Notifications, 9 new notifications'
  [9] button 'Me'
  [10] button 'For Business'
"""


def li_detail_text(k: str, saved: bool, base: int = 300) -> str:
    jid, title, co, loc, ago, apps, ea, pay, kind = JOBS[k]
    apply = f"[{base + 3}] button 'Easy Apply to {title} at {co}'" if ea else f"[{base + 3}] link 'Apply on company website'"
    about = {
        "J1": "H-E-B is looking for a Data Analyst to join the Digital Merchandising team. You will build dashboards in Tableau, write SQL against our Snowflake warehouse, and partner with category managers on pricing and promotion analysis.",
        "J2": "Indeed's Marketing Analytics team measures the impact of every campaign we run. As a Data Analyst II you will own attribution reporting, design A/B test readouts, and automate weekly KPI decks with Python and dbt.",
    }.get(k, f"{co} is hiring a {title}. You will turn raw data into insights for business partners using SQL, Python and a modern BI stack.")
    return f"""
[{base}] region 'Job details'
  [{base + 1}] link '{co}'
  [{base + 2}] heading {qn(title)}
  StaticText '{loc} · {ago} · {apps}'
  StaticText '{pay} · {kind}'
  {apply}
  [{base + 4}] button '{"Saved" if saved else "Save"} {title} at {co}', pressed={saved}
  [{base + 5}] button 'Share'
  heading 'About the job'
  StaticText {qn(about)}
  StaticText 'Job ID {jid}'
"""


def li_results(keys: list[str], count: str, easy: bool, cur: str, saved: set[str], toast: bool = False) -> str:
    items = []
    for i, k in enumerate(keys):
        jid, title, co, loc, ago, apps, ea, pay, kind = JOBS[k]
        b = 100 + i * 4
        flags = []
        if ea:
            flags.append("Easy Apply")
        if k in saved:
            flags.append("Saved")
        items.append(f"""
[{b}] listitem ''{", selected=True" if k == cur else ""}
  [{b + 1}] link {qn(title)}
  StaticText '{co}'
  StaticText '{loc}'
  StaticText '{ago}'{"".join(chr(10) + f"  StaticText '{f}'" for f in flags)}
""")
    url = f"{LI}/jobs/search/?currentJobId={JOBS[cur][0]}" + ("&f_AL=true" if easy else "") + "&keywords=data%20analyst&location=Austin%2C%20Texas%2C%20United%20States&geoId=104472865"
    tst = """
[290] alert ''
  StaticText 'Job saved.'
  [291] link 'See all saved jobs'
  [292] button 'Dismiss'
""" if toast else ""
    return P("data analyst Jobs in Austin, TX | LinkedIn", url, li_nav() + f"""
[20] search ''
  [21] combobox 'Search by title, skill, or company', value='data analyst', autocomplete='list', hasPopup='listbox'
  [22] combobox 'City, state, or zip code', value='Austin, Texas, United States', autocomplete='list', hasPopup='listbox'
  [23] button 'Search'
[30] list 'Search filters'
  [31] button 'Date posted filter. Clicking this button displays all Date posted filter options.'
  [32] button 'Experience level filter. Clicking this button displays all Experience level filter options.'
  [33] button 'Company filter. Clicking this button displays all Company filter options.'
  [34] button 'Remote filter. Clicking this button displays all Remote filter options.'
  [35] button 'Easy Apply filter.', pressed={easy}
  [36] button 'Show all filters. Clicking this button displays all available filter options.'
[90] main ''
  heading 'data analyst in Austin, Texas, United States'
  StaticText '{count} results'
  [95] button 'Set alert', pressed=False
  [99] list ''
{ind(chr(10).join(items), 2)}
  [180] navigation 'Pagination'
    [181] button 'Page 1', pressed=True
    [182] button 'Page 2'
    [183] button 'Page 3'
    [184] button 'Next'
""" + ind(li_detail_text(cur, cur in saved), 1) + tst)


def li_jobs_home(query: str) -> str:
    return P("Jobs | LinkedIn", f"{LI}/jobs/", li_nav() + f"""
[20] search ''
  [21] combobox 'Search by title, skill, or company'{", focused" if query else ""}{f", value='{query}'" if query else ""}, autocomplete='list', hasPopup='listbox'
  [22] combobox 'City, state, or zip code', value='Austin, Texas, United States', autocomplete='list', hasPopup='listbox'
  [23] button 'Search'
[40] navigation 'Jobs'
  [41] link 'Preferences'
  [42] link 'My jobs'
  [43] link 'My Career Insights'
  [44] link 'Post a free job'
[90] main ''
  heading 'Top job picks for you'
  StaticText 'Based on your profile, preferences, and activity like applies, searches, and saves'
  [91] list ''
    [92] listitem ''
      [93] link 'Analytics Engineer'
      StaticText 'Spotify · Austin, TX (Hybrid)'
    [94] listitem ''
      [95] link 'Marketing Data Analyst'
      StaticText 'Whole Foods Market · Austin, TX (On-site)'
    [96] listitem ''
      [97] link 'Reporting Analyst'
      StaticText 'Apple · Austin, TX (On-site)'
  heading 'Recent job searches'
  [98] link 'sql analyst · Austin, Texas, United States · 7 new'
""")


def li_myjobs(keys: list[str]) -> str:
    items = []
    for i, (k, when) in enumerate(keys):
        jid, title, co, loc, ago, apps, ea, pay, kind = JOBS[k]
        b = 400 + i * 4
        items.append(f"""
[{b}] listitem ''
  [{b + 1}] link {qn(title)}
  StaticText '{co}'
  StaticText '{loc}'
  StaticText 'Saved {when}'{chr(10) + "  StaticText 'Easy Apply'" if ea else ""}
  [{b + 2}] button 'Click to take more actions on {title}', hasPopup='menu'
""")
    return P("My Jobs | LinkedIn", f"{LI}/my-items/saved-jobs/", li_nav() + f"""
[380] main ''
  heading 'My Jobs'
  [381] list ''
    [382] link 'Saved {len(keys)}', focused
    [383] link 'In Progress 0'
    [384] link 'Applied 6'
    [385] link 'Archived 2'
  [390] list ''
{ind(chr(10).join(items), 2)}
""")


def li_jobview(k: str, extra: str = "") -> str:
    return P("Data Analyst II, Marketing Analytics | Indeed | LinkedIn", f"{LI}/jobs/view/{JOBS[k][0]}/", li_nav() + "\n[200] main ''\n" + ind(li_detail_text(k, True, 300), 1) + """
  heading 'Meet the hiring team'
  [320] link 'Rachel Ng, Senior Manager, Marketing Analytics at Indeed'
  [321] button 'Message'
  heading 'About the company'
  StaticText 'Indeed · Software Development · 10,001+ employees · 1,204 on LinkedIn'
""" + extra)


def li_apply(step: int) -> str:
    if step == 1:
        body = """
[600] dialog 'Apply to Indeed', modal=True
  [601] button 'Dismiss'
  StaticText '0%'
  heading 'Contact info'
  StaticText 'Ana Lim'
  StaticText 'Data Analyst at Q2 · Austin, Texas, United States'
  [610] combobox 'Email address', hasPopup='menu', expanded=False
    [611] option 'ana.lim.data@gmail.com', selected=True
  [612] combobox 'Phone country code', hasPopup='menu', expanded=False
    [613] option 'United States (+1)', selected=True
  [614] textbox 'Mobile phone number', required=True, value='5125550143'
  StaticText "Submitting this application won't change your LinkedIn profile."
  [620] button 'Continue to next step'
"""
    else:
        body = """
[600] dialog 'Apply to Indeed', modal=True
  [601] button 'Dismiss'
  StaticText '50%'
  heading 'Resume'
  StaticText 'Be sure to include an updated resume'
  [630] radiogroup ''
    [631] radio 'Ana_Lim_Resume_2025.pdf, PDF, 142 KB, Last used on 3/3/2025', checked=True
    [632] radio 'Ana_Lim_Resume_Analytics.pdf, PDF, 138 KB, Last used on 11/20/2024', checked=False
  [633] button 'Upload resume'
  StaticText 'DOC, DOCX, PDF (5 MB)'
  [640] button 'Back'
  [641] button 'Review your application'
"""
    return li_jobview("J2", body)


def t09(rs: RowSet) -> None:
    first = ["J1", "J2", "J3", "J4", "J5", "J6", "J7"]
    old = {"O1", "O2"}
    easy = ["J2", "J8", "J4", "J7", "J9", "O2"]
    turns = [
        (fill("21", "data analyst"), li_jobs_home("data analyst")),
        (press("Enter"), li_results(first, "1,236", False, "J1", old)),
        (click("304"), li_results(first, "1,236", False, "J1", old | {"J1"}, toast=True)),
        (click("105"), li_results(first, "1,236", False, "J2", old | {"J1"})),
        (click("304"), li_results(first, "1,236", False, "J2", old | {"J1", "J2"}, toast=True)),
        (click("35"), li_results(easy, "412", True, "J2", old | {"J1", "J2"})),
        (goto(f"{LI}/my-items/saved-jobs/"), li_myjobs([("J2", "now"), ("O1", "3w ago"), ("O2", "4w ago")])),
        (click("401"), li_jobview("J2")),
        (click("303"), li_apply(1)),
        (click("620"), li_apply(2)),
    ]
    rs.add("web", "h49-web-09", SYSTEM, turns, state=li_jobs_home(""), bad=True, turn=7,
           kind="The H-E-B Data Analyst job saved in turn 3 is missing from My Jobs (Saved 3 lists only the Indeed job and two older saves).")


# ---------------------------------------------------------------- 10 Canvas LMS (bad: homework due date moves)
CV = "https://canvas.colorado.edu"
CRS = f"{CV}/courses/118244"
STAT = "STAT 2100-003: Introduction to Statistics (Spring 2025)"


def cv_global() -> str:
    return """
[1] link 'Skip To Content'
[2] navigation 'Global navigation'
  [3] link 'University of Colorado Boulder'
  [4] link 'Account'
  [5] link 'Dashboard'
  [6] link 'Courses'
  [7] link 'Calendar'
  [8] link 'Inbox, 3 unread'
  [9] link 'History'
  [10] link 'Help'
"""


def cv_course_nav(cur: str) -> str:
    names = ["Home", "Announcements", "Assignments", "Discussions", "Grades", "People", "Files", "Syllabus", "Modules", "Quizzes", "Zoom"]
    return "[40] navigation 'Courses Navigation Menu'\n" + "\n".join(f"  [{41 + i}] link '{n}'{', focused' if n == cur else ''}" for i, n in enumerate(names))


def cv_crumbs(*parts: str) -> str:
    return "[30] navigation 'breadcrumbs'\n" + "\n".join(f"  [{31 + i}] link {qn(p)}" for i, p in enumerate(("STAT 2100-003",) + parts))


def cv_dashboard() -> str:
    return P("Dashboard", f"{CV}/", cv_global() + f"""
[20] main ''
  heading 'Dashboard'
  [21] button 'Dashboard Options', hasPopup='menu'
  heading 'Published Courses (4)'
  [22] list ''
    [23] link {qn(STAT)}
    StaticText 'STAT 2100-003'
    StaticText 'Spring 2025'
    [24] link 'CSCI 2270-210: Computer Science 2: Data Structures (Spring 2025)'
    StaticText 'CSCI 2270-210'
    [25] link 'WRTG 3030-014: Writing on Science and Society (Spring 2025)'
    StaticText 'WRTG 3030-014'
    [26] link 'ECON 2010-100: Principles of Microeconomics (Spring 2025)'
    StaticText 'ECON 2010-100'
[60] complementary ''
  heading 'To Do'
  [61] link 'Turn in Lab 7: Hash Tables'
  StaticText 'CSCI 2270-210'
  StaticText '15 points • Mar 20 at 11:59pm'
  [62] link 'Turn in Homework 6: Sampling Distributions'
  StaticText 'STAT 2100-003'
  StaticText '10 points • Mar 21 at 11:59pm'
  [63] link 'Turn in Peer Review: Op-Ed Draft'
  StaticText 'WRTG 3030-014'
  StaticText '5 points • Mar 22 at 11:59pm'
  [64] link 'Turn in Quiz 4: Confidence Intervals'
  StaticText 'STAT 2100-003'
  StaticText '20 points • Mar 24 at 11:59pm'
  heading 'Recent Feedback'
  [65] link 'Homework 5: Normal Distribution'
  StaticText '9 out of 10'
  StaticText 'Nice work — check the continuity correction in 4(b).'
  [66] link 'View Grades'
""")


def cv_home() -> str:
    return P(STAT, CRS, cv_global() + cv_crumbs() + "\n" + cv_course_nav("Home") + """
[100] main ''
  heading 'Welcome to STAT 2100!'
  StaticText 'Lectures: MWF 10:10–11:00am, HUMN 1B50 · Recitation: Th (see your section) · Instructor: Dr. Elena Marsh (elena.marsh@colorado.edu)'
  StaticText 'Office hours: Tue 2–4pm, MATH 220, or by Zoom appointment.'
  heading 'Recent Announcements'
  [101] link 'Midterm 2 regrade requests open until Mar 21'
  StaticText 'Posted Mar 17, 2025 at 4:05pm'
  [102] link 'No recitation on Thursday Mar 27 (Spring Break)'
  StaticText 'Posted Mar 12, 2025 at 9:30am'
[150] complementary ''
  [151] link 'View Course Stream'
  [152] link 'View Course Calendar'
  [153] link 'View Course Notifications'
  heading 'To Do'
  [154] link 'Turn in Homework 6: Sampling Distributions'
  StaticText '10 points • Mar 21 at 11:59pm'
  [155] link 'Turn in Quiz 4: Confidence Intervals'
  StaticText '20 points • Mar 24 at 11:59pm'
  heading 'Coming Up'
  [156] link 'Project Milestone 2: Data Collection Plan'
  StaticText '25 points • Mar 28 at 11:59pm'
""")


def cv_assignments() -> str:
    return P(f"Assignments: {STAT}", f"{CRS}/assignments", cv_global() + cv_crumbs("Assignments") + "\n" + cv_course_nav("Assignments") + """
[100] main ''
  [101] searchbox 'Search assignments'
  [102] link 'Show By Date'
  [103] link 'Show By Type'
  heading 'Upcoming Assignments'
  [110] list ''
    [111] listitem ''
      [112] link 'Homework 6: Sampling Distributions'
      StaticText 'Due Mar 21 at 11:59pm'
      StaticText '-/10 pts'
    [113] listitem ''
      [114] link 'Quiz 4: Confidence Intervals'
      StaticText 'Available until Mar 24 at 11:59pm'
      StaticText 'Due Mar 24 at 11:59pm'
      StaticText '-/20 pts'
    [115] listitem ''
      [116] link 'Project Milestone 2: Data Collection Plan'
      StaticText 'Due Mar 28 at 11:59pm'
      StaticText '-/25 pts'
  heading 'Past Assignments'
  [120] list ''
    [121] listitem ''
      [122] link 'Homework 5: Normal Distribution'
      StaticText 'Due Mar 14 at 11:59pm'
      StaticText '9/10 pts'
    [123] listitem ''
      [124] link 'Midterm 2'
      StaticText 'Due Mar 7 at 11am'
      StaticText '84/100 pts'
    [125] listitem ''
      [126] link 'Homework 4: Random Variables'
      StaticText 'Due Mar 4 at 11:59pm'
      StaticText '10/10 pts'
    [127] listitem ''
      [128] link 'Project Milestone 1: Research Question'
      StaticText 'Due Feb 28 at 11:59pm'
      StaticText '23/25 pts'
""")


HW6_TEXT = ("1. The sampling distribution of the mean has mean 52 and standard error 12/sqrt(36) = 2. "
            "2. P(xbar > 55) = P(Z > 1.5) = 0.0668. 3. n must be at least 144 to bring the standard error down to 1.")


def cv_hw6(due: str, mode: str, answer: str = "") -> str:
    if mode == "view":
        tail = """
  [210] link 'Start Assignment'
"""
    elif mode == "edit":
        tail = f"""
  heading 'Text Entry'
  [220] application 'Rich Content Editor'
    [221] menubar ''
      [222] menuitem 'Edit'
      [223] menuitem 'View'
      [224] menuitem 'Insert'
      [225] menuitem 'Format'
      [226] menuitem 'Tools'
      [227] menuitem 'Table'
    [228] textbox 'Rich Text Area. Press ALT+0 for Rich Content Editor shortcuts.', multiline=True{f", value={qn(answer)}" if answer else ""}
    StaticText '{len(answer.split()) if answer else 0} words'
  [230] button 'Cancel'
  [231] button 'Submit Assignment'
"""
    else:
        tail = """
  [210] link 'New Attempt'
[240] complementary ''
  heading 'Submission'
  StaticText 'Submitted!'
  StaticText 'Mar 19 at 10:42pm'
  [241] link 'Submission Details'
  StaticText 'Comments:'
  StaticText 'No Comments'
"""
    return P("Homework 6: Sampling Distributions", f"{CRS}/assignments/2390118", cv_global() + cv_crumbs("Assignments", "Homework 6: Sampling Distributions") + "\n" + cv_course_nav("Assignments") + f"""
[200] main ''
  heading 'Homework 6: Sampling Distributions'
  StaticText 'Due'
  StaticText '{due} by 11:59pm'
  StaticText 'Points'
  StaticText '10'
  StaticText 'Submitting'
  StaticText 'a text entry box'
  StaticText 'Available'
  StaticText 'Mar 10 at 12am - Mar 28 at 11:59pm'
  StaticText 'Scores on the course exam scale are approximately normal with mean 52 and standard deviation 12. A sample of n = 36 students is drawn.'
  StaticText '1. Describe the sampling distribution of the sample mean. 2. Find P(x̄ > 55). 3. How large must n be for the standard error to be at most 1?'
  StaticText 'Show your work; answers without justification receive half credit. Late submissions lose 10% per day.'
""" + tail)


def t10(rs: RowSet) -> None:
    turns = [
        (click("23"), cv_home()),
        (click("43"), cv_assignments()),
        (click("112"), cv_hw6("Mar 24", "view")),
        (click("210"), cv_hw6("Mar 21", "edit")),
        (fill("228", HW6_TEXT), cv_hw6("Mar 21", "edit", HW6_TEXT)),
        (click("231"), cv_hw6("Mar 21", "done")),
    ]
    rs.add("web", "h49-web-10", SYSTEM, turns, state=cv_dashboard(), bad=True, turn=3,
           kind="Homework 6 is due Mar 21 at 11:59pm on the dashboard, course To Do and assignment list, but its own page says due Mar 24.")


# ---------------------------------------------------------------- 11 United Airlines (bad: check-in shows the old seat)
UA = "https://www.united.com/en/us"


def ua_header() -> str:
    return """
[1] banner ''
  [2] link 'United Airlines home'
  [3] link 'Book'
  [4] link 'My trips'
  [5] link 'Travel info'
  [6] link 'MileagePlus® program'
  [7] link 'Deals'
  [8] link 'Help'
  [9] button 'Hi, Priya · 48,215 miles'
"""


def ua_trips() -> str:
    return P("My trips | United Airlines", f"{UA}/manageres/mytrips", ua_header() + """
[100] main ''
  heading 'My trips'
  [101] tablist ''
    [102] tab 'Upcoming trips (1)', selected=True
    [103] tab 'Past trips', selected=False
    [104] tab 'Travel credits', selected=False
  [110] article ''
    heading 'San Francisco to Chicago'
    StaticText 'Tue, Apr 8, 2025'
    StaticText 'Confirmation number: K7QX2M'
    StaticText '1 traveler'
    [111] link 'View trip details'
  [120] link 'Find a trip by confirmation number'
""")


def ua_details(seat: str, note: str = "") -> str:
    alert = f"\n[105] alert ''\n  StaticText '{note}'" if note else ""
    return P("Trip details K7QX2M | United Airlines", f"{UA}/manageres/tripdetails?cn=K7QX2M&ln=RAMAN", ua_header() + alert + f"""
[100] main ''
  heading 'Trip details'
  StaticText 'Confirmation number: K7QX2M'
  StaticText "San Francisco, CA, US (SFO) to Chicago, IL, US (ORD - O'Hare)"
  [120] region 'Flight 1 of 1'
    StaticText 'Tue, Apr 8, 2025'
    StaticText 'UA 1423'
    StaticText 'SFO 7:05 AM'
    StaticText 'ORD 1:22 PM'
    StaticText 'Nonstop · 4h 17m · Boeing 737-900'
    StaticText 'United Economy (K)'
  heading 'Travelers'
  [130] table ''
    [131] row ''
      [132] columnheader 'Traveler'
      [133] columnheader 'Seat'
      [134] columnheader 'MileagePlus'
      [135] columnheader 'Checked bags'
    [136] row ''
      [137] cell 'Priya Raman'
      [138] cell '{seat}'
      [139] cell 'XXXXX512 · Premier Silver'
      [140] cell '0'
  [150] link 'Check in'
  StaticText 'Check-in is open until 6:20 AM on Apr 8'
  [151] link 'Change seats'
  [152] link 'Add bags'
  [153] link 'Change flight'
  [154] link 'Cancel trip'
  [155] link 'Get receipt'
""")


def ua_seatmap(sel: str) -> str:
    seats = [("12A", "Economy Plus, available, $89"), ("12C", "Economy Plus, available, $89"), ("14D", "Economy Plus, available, $79"),
             ("19C", "Economy, available, included"), ("20A", "Economy, available, included"), ("21E", "Economy, available, included"),
             ("22B", "Economy, available, included"), ("23F", "Economy, your current seat"), ("24C", "Economy, available, included"),
             ("27D", "Economy, available, included"), ("31A", "Economy, available, included")]
    btns = "\n".join(f"    [{301 + i}] button '{s}: {d}', pressed={s == sel}" for i, (s, d) in enumerate(seats))
    was = " (was 23F)" if sel != "23F" else ""
    return P("Seat map | United Airlines", f"{UA}/manageres/seatmap?cn=K7QX2M&seg=1", ua_header() + f"""
[200] main ''
  heading 'Select seats'
  StaticText 'UA 1423 · SFO to ORD · Tue, Apr 8 · Boeing 737-900'
  [210] list 'Legend'
    StaticText 'Available'
    StaticText 'Economy Plus®'
    StaticText 'Preferred seat'
    StaticText 'Unavailable'
  [220] region 'Travelers'
    StaticText 'Priya Raman'
    StaticText 'Seat {sel}{was}'
  [300] grid 'Seat map, rows 7 to 39'
{btns}
  StaticText 'Showing available seats only. 112 of 179 seats are occupied.'
  [330] region 'Trip total'
    StaticText 'Seats total'
    StaticText '$0.00'
  [331] button 'Continue'
  [332] button 'Cancel'
""")


def ua_seat_review() -> str:
    return P("Review seat changes | United Airlines", f"{UA}/manageres/seatmap/review?cn=K7QX2M", ua_header() + """
[200] main ''
  heading 'Review seat changes'
  [210] table ''
    [211] row ''
      [212] columnheader 'Flight'
      [213] columnheader 'Traveler'
      [214] columnheader 'Previous seat'
      [215] columnheader 'New seat'
      [216] columnheader 'Price'
    [217] row ''
      [218] cell 'UA 1423 SFO–ORD'
      [219] cell 'Priya Raman'
      [220] cell '23F'
      [221] cell '19C'
      [222] cell '$0.00'
  StaticText 'Total due: $0.00'
  [230] button 'Confirm seat changes'
  [231] button 'Back'
""")


def ua_bags(n: str) -> str:
    total = {"0": "$0.00", "1": "$40.00"}[n]
    return P("Add bags | United Airlines", f"{UA}/manageres/bags?cn=K7QX2M", ua_header() + f"""
[200] main ''
  heading 'Add checked bags'
  StaticText 'UA 1423 · SFO to ORD · Tue, Apr 8'
  StaticText 'Priya Raman · Premier Silver'
  StaticText 'First checked bag: $35 when you prepay online at least 24 hours before departure ($40 within 24 hours or at the airport)'
  StaticText 'Within 24 hours of departure: $40 per bag online'
  [210] combobox 'Number of checked bags for Priya Raman', hasPopup='menu', expanded=False
    [211] option '0', selected={n == '0'}
    [212] option '1', selected={n == '1'}
    [213] option '2', selected=False
  StaticText 'Bag total'
  StaticText '{total}'
  [220] button 'Continue to payment'
  [221] button 'Cancel'
""")


def ua_checkin(seat: str) -> str:
    return P("Check-in | United Airlines", f"{UA}/checkin/K7QX2M/travelers", ua_header() + f"""
[400] main ''
  heading 'Check in for your flight'
  StaticText 'Confirmation number: K7QX2M'
  StaticText 'UA 1423 · SFO 7:05 AM → ORD 1:22 PM · Tue, Apr 8, 2025'
  heading 'Who is checking in?'
  [410] checkbox 'Priya Raman', checked='true'
  StaticText 'Seat {seat} · United Economy (K) · MileagePlus Premier Silver'
  StaticText 'Known Traveler Number: on file'
  [420] button 'Continue'
""")


def ua_hazmat() -> str:
    return P("Check-in | United Airlines", f"{UA}/checkin/K7QX2M/hazmat", ua_header() + """
[400] main ''
  heading 'Restricted and hazardous items'
  StaticText 'Federal law prohibits you from carrying certain hazardous materials in your baggage or on your person.'
  StaticText 'Lithium batteries, e-cigarettes and vaping devices must be in carry-on baggage only.'
  StaticText 'Compressed gases, flammable liquids and solids, explosives, and corrosives are forbidden.'
  [430] button 'I understand and agree'
  [431] button 'Cancel check-in'
""")


def ua_boarding() -> str:
    return P("Boarding pass | United Airlines", f"{UA}/checkin/K7QX2M/boardingpass", ua_header() + """
[500] main ''
  heading "You're checked in"
  [501] region 'Boarding pass'
    StaticText 'RAMAN/PRIYA'
    StaticText 'UA 1423'
    StaticText 'SFO → ORD'
    StaticText 'Tue, Apr 8, 2025'
    StaticText 'Departs 7:05 AM'
    StaticText 'Boarding 6:25 AM'
    StaticText 'Gate F12'
    StaticText 'Seat 19C'
    StaticText 'Group 2'
    StaticText 'Premier Silver · TSA PreCheck®'
    StaticText 'Confirmation K7QX2M'
    [502] img 'Boarding pass barcode'
  [510] button 'Add to Apple Wallet'
  [511] button 'Send boarding pass'
  [512] button 'Print'
""")


def t11(rs: RowSet) -> None:
    turns = [
        (click("111"), ua_details("23F")),
        (click("151"), ua_seatmap("23F")),
        (click("304"), ua_seatmap("19C")),
        (click("331"), ua_seat_review()),
        (click("230"), ua_details("19C", "Your seat change is complete.")),
        (click("152"), ua_bags("0")),
        (select("210", "1"), ua_bags("1")),
        (click("221"), ua_details("19C")),
        (click("150"), ua_checkin("23F")),
        (click("420"), ua_hazmat()),
        (click("430"), ua_boarding()),
    ]
    rs.add("web", "h49-web-11", SYSTEM, turns, state=ua_trips(), bad=True, turn=9,
           kind="The seat changed from 23F to 19C and confirmed in turn 5 (still 19C in turn 8) is back to 23F on the check-in page.")


# ---------------------------------------------------------------- 12 Magento admin (clean)
ADM = "http://localhost:7780/admin"


def adm_menu(catalog: bool = False) -> str:
    sub = """
    [30] menu 'Catalog'
      heading 'Catalog'
      [31] menuitem 'Products'
      [32] menuitem 'Categories'
""" if catalog else ""
    return f"""
[1] navigation ''
  [2] link 'Magento Admin Panel'
    [3] img 'Magento Admin Panel'
  [4] menubar '', orientation='horizontal'
    [5] link '\ue604 DASHBOARD'
    [6] link '\ue60b SALES'
    [7] link '\ue608 CATALOG', expanded={catalog}{sub}
    [8] link '\ue603 CUSTOMERS'
    [9] link '\ue609 MARKETING'
    [10] link '\ue602 CONTENT'
    [11] link '\ue60a REPORTS'
    [12] link '\ue60d STORES'
    [13] link '\ue610 SYSTEM'
    [14] link '\ue612 FIND PARTNERS & EXTENSIONS'
"""


def adm_banner(title: str) -> str:
    return f"""
[20] banner ''
  heading '{title}'
  [21] link '\ue600 admin'
  [22] link '\ue607 4'
  [23] textbox '\ue60c', required=False
"""


def adm_dashboard(catalog: bool = False) -> str:
    return P("Dashboard / Magento Admin", f"{ADM}/admin/dashboard/", adm_menu(catalog) + adm_banner("Dashboard") + """
[40] main ''
  StaticText 'Scope:'
  [41] button 'All Store Views', hasPopup='menu'
  [42] button 'Reload Data'
  StaticText 'Lifetime Sales'
  StaticText '$39,872.08'
  StaticText 'Average Order'
  StaticText '$192.62'
  StaticText 'Last Orders'
  [50] table ''
    [51] row ''
      [52] columnheader 'Customer'
      [53] columnheader 'Items'
      [54] columnheader 'Total'
    [55] row ''
      [56] gridcell 'Sarah Miller'
      [57] gridcell '5'
      [58] gridcell '$194.40'
    [59] row ''
      [60] gridcell 'Grace Nguyen'
      [61] gridcell '4'
      [62] gridcell '$190.00'
    [63] row ''
      [64] gridcell 'Matt Baker'
      [65] gridcell '3'
      [66] gridcell '$151.40'
    [67] row ''
      [68] gridcell 'Lily Potter'
      [69] gridcell '4'
      [70] gridcell '$148.00'
    [71] row ''
      [72] gridcell 'Ava Brown'
      [73] gridcell '2'
      [74] gridcell '$114.00'
  StaticText 'Last Search Terms'
  [80] table ''
    [81] row ''
      [82] gridcell 'tanks'
      [83] gridcell '23'
      [84] gridcell '1'
  [90] tablist ''
    [91] tab 'Bestsellers', selected=True
    [92] tab 'Most Viewed Products', selected=False
    [93] tab 'New Customers', selected=False
    [94] tab 'Customers', selected=False
  StaticText 'Revenue'
  StaticText '$0.00'
  StaticText 'Tax'
  StaticText '$0.00'
  StaticText 'Shipping'
  StaticText '$0.00'
  StaticText 'Quantity'
  StaticText '0'
""")


ADM_PRODUCTS = [
    ("1", "Joust Duffle Bag", "24-MB01", "$34.00", "100.0000", "100"),
    ("2", "Strive Shoulder Pack", "24-MB04", "$32.00", "100.0000", "98"),
    ("3", "Crown Summit Backpack", "24-MB03", "$38.00", "100.0000", "100"),
    ("4", "Wayfarer Messenger Bag", "24-MB05", "$45.00", "100.0000", "97"),
    ("5", "Rival Field Messenger", "24-MB06", "$45.00", "100.0000", "100"),
    ("6", "Fusion Backpack", "24-MB02", "$59.00", "100.0000", "99"),
    ("7", "Impulse Duffle", "24-UB02", "$74.00", "100.0000", "100"),
    ("8", "Voyage Yoga Bag", "24-WB01", "$32.00", "100.0000", "100"),
    ("9", "Compete Track Tote", "24-WB02", "$32.00", "100.0000", "100"),
    ("10", "Savvy Shoulder Tote", "24-WB05", "$32.00", "100.0000", "96"),
]


def adm_grid(keyword: str, applied: bool, zing: tuple[str, str, str] = ("$12.00", "100.0000", "97")) -> str:
    if applied:
        prods = [("19", "Zing Jump Rope", "24-UG04", *zing), ("2047", "Sprite Speed Jump Rope", "MS-JR22", "$18.00", "40.0000", "40")]
        found = "2 records found"
        chips = f"""
  StaticText 'Active filters:'
  StaticText 'Keyword: {keyword}'
  [118] button 'Remove Keyword: {keyword} filter'
  [119] button 'Clear all'
"""
    else:
        prods, found, chips = ADM_PRODUCTS, "2040 records found", ""
    rows = []
    for i, (pid, name, sku, price, qty, sal) in enumerate(prods):
        b = 200 + i * 8
        aset = "Bag" if sku[:5] in ("24-MB", "24-UB", "24-WB") else "Gear"
        rows.append(f"""
[{b}] row ''
  [{b + 1}] checkbox '', checked='false'
  [{b + 2}] gridcell '{pid}'
  [{b + 3}] gridcell 'Thumbnail'
  [{b + 4}] gridcell '{name}'
  [{b + 5}] gridcell 'Simple Product'
  StaticText '{aset}'
  StaticText '{sku}'
  StaticText '{price}'
  StaticText '{qty}'
  StaticText 'Default Stock: {sal}'
  StaticText 'Catalog, Search'
  StaticText 'Enabled'
  StaticText 'Main Website'
  [{b + 7}] link 'Edit'
""")
    val = f", value={qn(keyword)}" if keyword else ""
    return P("Products / Inventory / Catalog / Magento Admin", f"{ADM}/catalog/product/", adm_menu() + adm_banner("Products") + f"""
[100] main ''
  [101] button 'Add Product'
  [102] button 'Add product of type', hasPopup='menu'
  [110] textbox 'Search by keyword', required=False{val}
  [111] button 'Search'
  [112] button 'Filters'
  [113] button 'Default View', hasPopup='menu'
  [114] button 'Columns', hasPopup='menu'
  [115] button 'Export', hasPopup='menu'{chips}
  [120] combobox 'Actions', hasPopup='menu'
  StaticText '{found}'
  [121] combobox 'per page', value='20'
  [122] button 'Previous Page', disabled=True
  [123] spinbutton 'Page', value='1'
  StaticText 'of {1 if applied else 102}'
  [124] button 'Next Page'{", disabled=True" if applied else ""}
  [130] table ''
    [131] row ''
      [132] columnheader 'Select All', hasPopup='menu'
      [133] columnheader 'ID', sort='ascending'
      [134] columnheader 'Thumbnail'
      [135] columnheader 'Name'
      [136] columnheader 'Type'
      [137] columnheader 'Attribute Set'
      [138] columnheader 'SKU'
      [139] columnheader 'Price'
      [140] columnheader 'Quantity'
      [141] columnheader 'Salable Quantity'
      [142] columnheader 'Visibility'
      [143] columnheader 'Status'
      [144] columnheader 'Websites'
      [145] columnheader 'Action'
{ind(chr(10).join(rows), 2)}
""")


def adm_edit(price: str, qty: str, saved: bool) -> str:
    sal = str(int(qty) - 3) if saved or qty == "100" else "97"
    msg = """
  [301] alert ''
    StaticText 'You saved the product.'
""" if saved else ""
    return P("Zing Jump Rope / Products / Inventory / Catalog / Magento Admin", f"{ADM}/catalog/product/edit/id/19/", adm_menu() + adm_banner("Zing Jump Rope") + f"""
[300] main ''{msg}
  [302] button '\ue626 Back'
  [303] button 'Add Attribute'
  [304] button 'Customer View', hasPopup='menu'
  [305] button 'Save'
  [306] button 'Save options', hasPopup='menu'
  [310] switch 'Enable Product', checked=True
  StaticText 'Attribute Set'
  [311] button 'Gear', hasPopup='listbox'
  StaticText 'Product Name'
  [312] textbox 'Product Name *', required=True, value='Zing Jump Rope'
  StaticText 'SKU'
  [313] textbox 'SKU *', required=True, value='24-UG04'
  StaticText 'Price'
  [314] textbox 'Price *', required=True, value='{price}'
  [315] button 'Advanced Pricing'
  StaticText 'Tax Class'
  [316] combobox 'Tax Class', value='Taxable Goods', hasPopup='menu'
  StaticText 'Quantity'
  [317] textbox 'Quantity', required=False, value='{qty}'
  [318] button 'Advanced Inventory'
  StaticText 'Salable Quantity'
  StaticText 'Default Stock: {sal}'
  StaticText 'Stock Status'
  [319] combobox 'Stock Status', value='In Stock', hasPopup='menu'
  StaticText 'Weight'
  [320] combobox 'Product has weight', value='This item has weight', hasPopup='menu'
  [321] textbox 'Weight', required=False, value='0.5'
  StaticText 'lbs'
  StaticText 'Categories'
  [322] button 'Gear, Fitness Equipment', hasPopup='listbox'
  StaticText 'Visibility'
  [323] combobox 'Visibility', value='Catalog, Search', hasPopup='menu'
  [324] checkbox 'Set Product as New From', checked='false'
  StaticText 'Country of Manufacture'
  [325] combobox 'Country of Manufacture', value='', hasPopup='menu'
  [330] tab 'Content', expanded=False
  [331] tab 'Configurations', expanded=False
  [332] tab 'Product Reviews', expanded=False
  [333] tab 'Images And Videos', expanded=False
  [334] tab 'Search Engine Optimization', expanded=False
  [335] tab 'Related Products, Up-Sells, and Cross-Sells', expanded=False
""")


def t12(rs: RowSet) -> None:
    turns = [
        (click("7"), adm_dashboard(catalog=True)),
        (click("31"), adm_grid("", False)),
        (fill("110", "jump rope"), adm_grid("jump rope", False)),
        (press("Enter"), adm_grid("jump rope", True)),
        (click("207"), adm_edit("12.00", "100", False)),
        (fill("314", "14.00"), adm_edit("14.00", "100", False)),
        (fill("317", "85"), adm_edit("14.00", "85", False)),
        (click("305"), adm_edit("14.00", "85", True)),
        (click("302"), adm_grid("jump rope", True, ("$14.00", "85.0000", "82"))),
    ]
    rs.add("web", "h49-web-12", SYSTEM, turns, state=adm_dashboard())


# ---------------------------------------------------------------- 13 Postmill forum (clean)
PM = "http://localhost:9999"
PM_SUBS = [
    ("S1", "What's the last book that genuinely surprised you?", "bookworm_kate", "3 hours ago", 23, 57, "t3_1c9x"),
    ("S2", "Just finished The Count of Monte Cristo (unabridged) — AMA about my 3 month journey", "dumas_enjoyer", "5 hours ago", 41, 212, "t3_1c8m"),
    ("S3", "Library e-book prices are out of control", "libby_user", "7 hours ago", 88, 340, "t3_1c7q"),
    ("S5", "Underrated sci-fi from the 70s?", "farscape_fan", "9 hours ago", 34, 74, "t3_1c6z"),
    ("S4", "Monthly reading thread — March 2025", "books_mod", "14 days ago", 156, 95, "t3_1a2b"),
]


def pm_nav() -> str:
    return """
[1] link 'Jump to main content'
[2] link 'Jump to sidebar'
[3] navigation ''
  [4] link 'Home'
  [5] link 'Forums'
  [6] link 'Wiki'
  [7] searchbox 'Search query'
  [8] link 'Notifications (0)'
  [9] link 'Submit'
  [10] button 'MarvelsGrantMan136', hasPopup='menu', expanded=False
"""


def pm_forum(voted: bool, comments: int) -> str:
    arts = []
    for i, (_, title, who, ago, nc, score, _tid) in enumerate(PM_SUBS):
        b = 30 + i * 8
        if i == 0:
            nc, score = comments, score + (1 if voted else 0)
        up = "Retract upvote" if (i == 0 and voted) else "Upvote"
        arts.append(f"""
[{b}] article ''
  [{b + 1}] link {qn(title)}
  StaticText 'Submitted by'
  [{b + 2}] link '{who}'
  StaticText '{ago}'
  StaticText 'in'
  [{b + 3}] link 'books'
  [{b + 4}] link '{nc} comments'
  [{b + 5}] button '{up}'
  StaticText '{score}'
  [{b + 6}] button 'Downvote'
""")
    return P("/f/books", f"{PM}/f/books", pm_nav() + f"""
[20] main ''
  heading '/f/books'
  [21] link 'Hot'
  [22] link 'New'
  [23] link 'Active'
  [24] link 'Top'
  [25] link 'Controversial'
  [26] link 'Most commented'
{ind(chr(10).join(arts), 1)}
  [80] link 'More'
[90] complementary ''
  heading 'books'
  StaticText 'Subscribers: 15,102'
  [91] button 'Unsubscribe'
  StaticText 'A place to discuss books, reading and literature. Be civil, no piracy links, mark spoilers.'
  [92] link 'Moderation log'
""")


PM_COMMENTS = [
    ("quietreader", "Project Hail Mary. I went in expecting hard sci-fi and ended up crying over a spider-shaped alien.", 31, "2 hours ago", "t1_8q4k"),
    ("marginalia", "Stoner by John Williams. Nothing happens and it still wrecked me.", 18, "2 hours ago", "t1_8q5d"),
    ("tomes_and_tea", "Piranesi! The less you know going in, the better.", 12, "1 hour ago", "t1_8q7a"),
    ("kafka_on_shore", "Circe. I didn't expect mythology retellings to work for me, but here we are.", 7, "48 minutes ago", "t1_8q9c"),
]
MY_C1 = "The Remains of the Day. I expected a quiet novel about a butler and got one of the saddest books I have read."
MY_C2 = MY_C1 + " The last chapter on the pier still gets me."


def pm_sub(voted: bool, draft: str, mine: str, edited: bool = False, editing: str | None = None) -> str:
    cs = list(PM_COMMENTS)
    blocks = []
    for i, (who, text, pts, ago, _cid) in enumerate(cs):
        b = 200 + i * 6
        blocks.append(f"""
[{b}] article ''
  [{b + 1}] link '{who}'
  StaticText '{ago}'
  StaticText {qn(text)}
  [{b + 2}] button 'Upvote'
  StaticText '{pts}'
  [{b + 3}] button 'Downvote'
  [{b + 4}] link 'Reply'
  [{b + 5}] link 'Permalink'
""")
    if mine:
        b = 260
        if editing is not None:
            inner = f"""
  [{b + 6}] textbox 'Comment', multiline=True, value={qn(editing)}
  [{b + 7}] button 'Save'
  [{b + 8}] link 'Cancel'
"""
        else:
            inner = f"""
  StaticText {qn(mine)}{chr(10) + "  StaticText '(edited)'" if edited else ""}
  [{b + 2}] button 'Retract upvote'
  StaticText '1'
  [{b + 3}] button 'Downvote'
  [{b + 4}] link 'Reply'
  [{b + 5}] link 'Edit'
  [{b + 9}] button 'Delete'
"""
        blocks.append(f"""
[{b}] article ''
  [{b + 1}] link 'MarvelsGrantMan136'
  StaticText '{"1 minute ago" if edited or editing is not None else "just now"}'{inner}
""")
    ncom = 23 + (1 if mine else 0)
    score = 57 + (1 if voted else 0)
    return P("What's the last book that genuinely surprised you? : books", f"{PM}/f/books/81247/what-s-the-last-book-that-genuinely-surprised-you", pm_nav() + f"""
[100] main ''
  [101] article ''
    heading "What's the last book that genuinely surprised you?"
    StaticText 'Submitted by'
    [102] link 'bookworm_kate'
    StaticText '3 hours ago'
    StaticText 'in'
    [103] link 'books'
    StaticText 'Not necessarily the best book you read this year, just the one that went somewhere you did not expect. Mine was The Left Hand of Darkness.'
    [104] button '{"Retract upvote" if voted else "Upvote"}'
    StaticText '{score}'
    [105] button 'Downvote'
    [106] link '{ncom} comments'
    [107] link 'Share'
  heading '{ncom} comments'
  [110] textbox 'Comment', multiline=True{f", value={qn(draft)}" if draft else ""}
  [111] checkbox 'Notify me of replies', checked='true'
  [112] button 'Post'
  StaticText 'Sort by:'
  [113] link 'Top'
  [114] link 'New'
{ind(chr(10).join(blocks), 1)}
[90] complementary ''
  heading 'books'
  StaticText 'Subscribers: 15,102'
  [91] button 'Unsubscribe'
""")


def t13(rs: RowSet) -> None:
    turns = [
        (click("31"), pm_sub(False, "", "")),
        (click("104"), pm_sub(True, "", "")),
        (fill("110", MY_C1), pm_sub(True, MY_C1, "")),
        (click("112"), pm_sub(True, "", MY_C1)),
        (click("265"), pm_sub(True, "", MY_C1, editing=MY_C1)),
        (fill("266", MY_C2), pm_sub(True, "", MY_C1, editing=MY_C2)),
        (click("267"), pm_sub(True, "", MY_C2, edited=True)),
        (click("103"), pm_forum(True, 24)),
    ]
    rs.add("web", "h49-web-13", SYSTEM, turns, state=pm_forum(False, 23))


# ---------------------------------------------------------------- 14 Roundcube webmail (clean)
RC = "https://webmail.physics.ox.ac.uk/"
RC_INBOX = [
    ("Prof. D. Whitcombe", "Re: Draft of chapter 3 — comments inline", "Today 09:12", "38 KB", False),
    ("IT Services", "Scheduled maintenance: Nexus365 sign-in, Sat 29 Mar 07:00–09:00", "Today 08:03", "9 KB", True),
    ("Clarendon Lab Reception", "Parcel waiting for collection (Ref 44817)", "Yesterday 16:40", "6 KB", True),
    ("M. Castellanos", "Cryostat schedule — please claim your slots", "Yesterday 11:27", "21 KB", False),
    ("arXiv", "cond-mat daily 25 Mar 2025", "Yesterday 02:00", "112 KB", False),
    ("Graduate Studies Office", "Transfer of Status: submission window", "Mon 14:05", "17 KB", True),
    ("Balliol College", "Formal Hall menu — week 10", "Mon 10:30", "12 KB", False),
]
RC_NEW = ("Physics Stores", "Liquid helium delivery moved to Thursday", "Today 10:46", "4 KB", True)


def rc_chrome(folder: str, unread: int) -> str:
    return f"""
[1] banner ''
  [2] link 'Roundcube Webmail'
  [3] link 'Mail'
  [4] link 'Contacts'
  [5] link 'Settings'
  StaticText 'hannah.okoye@physics.ox.ac.uk'
  [6] link 'Logout'
[10] navigation 'Folder list'
  [11] link 'Inbox ({unread})'{", focused" if folder == "INBOX" else ""}
  [12] link 'Drafts'
  [13] link 'Sent'{", focused" if folder == "Sent" else ""}
  [14] link 'Junk'
  [15] link 'Trash'
  [16] link 'Archive'
  StaticText '38% of 5 GB used'
"""


def rc_list(mails: list[tuple[str, str, str, str, bool]], folder: str, unread: int, total: str, toast: str = "") -> str:
    rows = []
    for i, (who, subj, when, size, new) in enumerate(mails):
        b = 100 + i * 3
        rows.append(f"""
[{b}] row ''
  [{b + 1}] gridcell {qn(('unread ' if new else '') + subj)}
  [{b + 2}] gridcell {qn(who)}
  StaticText '{when}'
  StaticText '{size}'
""")
    t = f"\n[90] alert ''\n  StaticText '{toast}'" if toast else ""
    title = "Inbox" if folder == "INBOX" else folder
    head = "From" if folder == "INBOX" else "To"
    return P(f"Roundcube Webmail :: {title}", f"{RC}?_task=mail&_mbox={folder}", rc_chrome(folder, unread) + t + f"""
[40] toolbar ''
  [41] button 'Compose'
  [42] button 'Reply', disabled=True
  [43] button 'Reply all', disabled=True
  [44] button 'Forward', disabled=True
  [45] button 'Delete', disabled=True
  [46] button 'Mark', disabled=True
  [47] button 'More', disabled=True
[50] searchbox 'Search'
[60] main ''
  heading '{title}'
  [61] table 'Message list'
    [62] row ''
      [63] columnheader 'Subject'
      [64] columnheader '{head}'
      [65] columnheader 'Date'
      [66] columnheader 'Size'
{ind(chr(10).join(rows), 2)}
  StaticText 'Messages 1 to 50 of {total}'
  [80] button 'First page', disabled=True
  [81] button 'Previous page', disabled=True
  [82] button 'Next page'
  [83] button 'Last page'
""")


RC_TO = "m.castellanos@physics.ox.ac.uk"
RC_SUBJ = "Cryostat booking for week 14"
RC_BODY = ("Hi Marta,\n\nCould I take the dilution fridge (Triton 2) from Monday 31 March 09:00 to Wednesday 2 April 18:00? "
           "The sample is already mounted on the cold finger, so cooldown can start Monday morning.\n\nThanks,\nHannah")


def rc_compose(to: str, subj: str, body: str, toast: str = "") -> str:
    t = f"\n[90] alert ''\n  StaticText '{toast}'" if toast else ""
    return P("Roundcube Webmail :: Compose", f"{RC}?_task=mail&_action=compose&_id=1729611870667f3c2b9a1e4", rc_chrome("", 3) + t + f"""
[40] toolbar ''
  [41] button 'Send'
  [42] button 'Save'
  [43] button 'Spell'
  [44] button 'Attach'
  [45] button 'Signature'
  [46] button 'Responses', hasPopup='menu'
  [47] button 'Options and attachments'
[60] main ''
  heading 'Compose'
  StaticText 'From'
  [61] combobox 'From', hasPopup='menu', expanded=False
    [62] option 'Hannah Okoye <hannah.okoye@physics.ox.ac.uk>', selected=True
  StaticText 'To'
  [63] textbox 'To', required=False{f", value={qn(to)}" if to else ""}
  [64] link 'Add Cc'
  [65] link 'Add Bcc'
  [66] link 'Add Reply-To'
  StaticText 'Subject'
  [67] textbox 'Subject', required=False{f", value={qn(subj)}" if subj else ""}
  [68] combobox 'Editor type', value='Plain text', hasPopup='menu'
  [69] textbox 'Message body', multiline=True{f", value={qn(body)}" if body else ""}
  StaticText 'Attachments'
  StaticText 'Maximum allowed file size is 25 MB'
  [70] checkbox 'Return receipt', checked='false'
  [71] checkbox 'Delivery status notification', checked='false'
  [72] combobox 'Priority', value='Normal', hasPopup='menu'
  [73] combobox 'Save sent message in', value='Sent', hasPopup='menu'
""")


def t14(rs: RowSet) -> None:
    sent = [
        ("M. Castellanos", RC_SUBJ, "Today 10:46", "2 KB", False),
        ("Prof. D. Whitcombe", "Chapter 3 draft (v4) attached", "Yesterday 22:18", "1.4 MB", False),
        ("Graduate Studies Office", "Re: Transfer of Status: submission window", "Mon 15:02", "5 KB", False),
        ("Clarendon Lab Reception", "Re: Parcel for Okoye", "Mon 09:55", "3 KB", False),
        ("Tom Aldridge", "Re: Journal club — can we swap to 2 April?", "Fri 17:31", "4 KB", False),
    ]
    turns = [
        (click("41"), rc_compose("", "", "")),
        (fill("63", RC_TO), rc_compose(RC_TO, "", "")),
        (fill("67", RC_SUBJ), rc_compose(RC_TO, RC_SUBJ, "")),
        (fill("69", RC_BODY), rc_compose(RC_TO, RC_SUBJ, RC_BODY)),
        (click("42"), rc_compose(RC_TO, RC_SUBJ, RC_BODY, "Message saved to Drafts.")),
        (click("41"), rc_list([RC_NEW] + RC_INBOX, "INBOX", 4, "319", "Message sent successfully.")),
        (click("13"), rc_list(sent, "Sent", 4, "1,204")),
    ]
    rs.add("web", "h49-web-14", SYSTEM, turns, state=rc_list(RC_INBOX, "INBOX", 3, "318"))


# ---------------------------------------------------------------- 15 Cedar Valley Credit Union (bad: activity log time goes backwards)
CU = "https://online.cedarvalleycu.org/cvcu/uux.aspx"


def cu_nav(menu: str = "") -> str:
    mm = """
    [21] menu ''
      [22] menuitem 'Transfer funds'
      [23] menuitem 'Bill Pay'
      [24] menuitem 'Send money with Zelle®'
      [25] menuitem 'Remote deposit'
      [26] menuitem 'Scheduled transfers'
""" if menu == "move" else ""
    pm = """
    [31] menu ''
      [32] menuitem 'Settings'
      [33] menuitem 'Security preferences'
      [34] menuitem 'Activity center'
      [35] menuitem 'Statements & notices'
      [36] menuitem 'Log off'
""" if menu == "profile" else ""
    return f"""
[1] banner ''
  [2] link 'Cedar Valley Credit Union'
  [3] button 'Messages (0)'
[10] navigation 'Main menu'
  [11] link 'Home'
  [12] link 'Accounts'
  [20] button 'Move Money', expanded={menu == 'move'}{mm}
  [27] link 'Card management'
  [28] link 'Financial tools'
  [30] button 'Rachel Thompson', expanded={menu == 'profile'}{pm}
"""


def cu_home(menu: str = "") -> str:
    return P("Home | Cedar Valley Credit Union", f"{CU}#/landingPage", cu_nav(menu) + """
[100] main ''
  heading 'Good morning, Rachel'
  StaticText 'Last login: 03/13/2025 6:48 PM'
  [110] list 'Accounts'
    [111] listitem ''
      [112] link 'Share Savings'
      StaticText 'S00 ...4417-00'
      StaticText 'Available $1,845.22'
    [113] listitem ''
      [114] link 'Free Checking'
      StaticText 'S10 ...4417-10'
      StaticText 'Available $2,960.41'
    [115] listitem ''
      [116] link 'Auto Loan'
      StaticText 'L01 ...4417-L01'
      StaticText 'Payoff $11,402.86'
      StaticText 'Next payment $312.40 due 03/28/2025'
  heading 'Quick transfer'
  [120] link 'Transfer funds'
  heading 'Upcoming'
  StaticText '03/18/2025 · Xcel Energy · $86.17 · Bill Pay'
  StaticText '03/28/2025 · Auto Loan payment · $312.40 · Automatic'
""")


CU_PAYEES = [
    ("Xcel Energy", "...0921", "03/18/2025 $86.17"),
    ("Comcast Xfinity", "...3306", "None scheduled"),
    ("City of Loveland Utilities", "...7712", "None scheduled"),
]


def cu_billpay(payees: list[tuple[str, str, str]], note: str = "", menu: str = "") -> str:
    rows = []
    for i, (name, acct, nxt) in enumerate(payees):
        b = 210 + i * 3
        rows.append(f"""
[{b}] row ''
  [{b + 1}] cell '{name} {acct}'
  StaticText '{nxt}'
  [{b + 2}] button 'Pay {name}'
""")
    alert = f"\n  [201] alert ''\n    StaticText '{note}'" if note else ""
    return P("Bill Pay | Cedar Valley Credit Union", f"{CU}#/billPay", cu_nav(menu) + f"""
[200] main ''{alert}
  heading 'Bill Pay'
  [202] button 'Add payee'
  [203] link 'Payment history'
  [204] link 'eBills'
  [205] table 'Payees'
    [206] row ''
      [207] columnheader 'Payee'
      [208] columnheader 'Next payment'
      [209] columnheader ''
{ind(chr(10).join(rows), 2)}
  StaticText 'Pay from: Free Checking S10 ...4417-10 · Available $2,960.41'
""")


def cu_addpayee(name: str, acct: str) -> str:
    return P("Add payee | Cedar Valley Credit Union", f"{CU}#/billPay/addPayee", cu_nav() + f"""
[300] main ''
  heading 'Add payee'
  [301] radiogroup 'Payee type'
    [302] radio 'Company', checked=True
    [303] radio 'Person', checked=False
  [304] textbox 'Payee name', required=True{f", value={qn(name)}" if name else ""}
  [305] textbox 'Account number', required=True{f", value={qn(acct)}" if acct else ""}
  [306] textbox 'Nickname (optional)', required=False
  [307] textbox 'Address line 1', required=True, value='PO Box 2336'
  [308] textbox 'City', required=True, value='Fort Collins'
  [309] combobox 'State', value='CO', hasPopup='menu'
  [310] textbox 'ZIP code', required=True, value='80522'
  [311] textbox 'Phone (optional)', required=False, value='(970) 498-7020'
  [320] button 'Save payee'
  [321] button 'Cancel'
""")


def cu_activity(payee_time: str, menu: str = "") -> str:
    rows = [
        (f"03/14/2025 {payee_time}", "Payee added", "Larimer County Treasurer ...8344", "Completed"),
        ("03/14/2025 9:12:05 AM", "Login", "Chrome 122 on Windows · 73.14.208.91", "Success"),
        ("03/13/2025 6:52:19 PM", "Bill payment scheduled", "Xcel Energy ...0921 · $86.17 on 03/18/2025", "Scheduled"),
        ("03/13/2025 6:48:37 PM", "Login", "Cedar Valley CU app 6.4.1 on iPhone · 174.51.9.30", "Success"),
        ("03/11/2025 7:30:02 AM", "Transfer", "Free Checking S10 to Share Savings S00 · $150.00", "Completed"),
        ("03/11/2025 7:29:11 AM", "Login", "Cedar Valley CU app 6.4.1 on iPhone · 174.51.9.30", "Success"),
        ("03/07/2025 8:14:55 PM", "Alert changed", "Low balance alert for Free Checking set to $250.00", "Completed"),
    ]
    body = []
    for i, (when, act, det, st) in enumerate(rows):
        b = 440 + i * 5
        body.append(f"""
[{b}] row ''
  [{b + 1}] cell '{when}'
  [{b + 2}] cell '{act}'
  [{b + 3}] cell '{det}'
  [{b + 4}] cell '{st}'
""")
    return P("Activity center | Cedar Valley Credit Union", f"{CU}#/activityCenter", cu_nav(menu) + f"""
[400] main ''
  heading 'Activity center'
  [401] tablist ''
    [402] tab 'All activity', selected=True
    [403] tab 'Transactions', selected=False
    [404] tab 'Security', selected=False
  [405] combobox 'Date range', value='Last 30 days', hasPopup='menu'
  [406] button 'Export'
  [407] table 'Activity'
    [408] row ''
      [409] columnheader 'Date and time (MT)'
      [430] columnheader 'Activity'
      [431] columnheader 'Details'
      [432] columnheader 'Status'
{ind(chr(10).join(body), 2)}
  StaticText 'Showing 7 of 7 activities'
""")


def cu_transfer(amount: str, done: bool = False, menu: str = "") -> str:
    if done:
        main = """
[500] main ''
  heading 'Transfer complete'
  StaticText 'Confirmation number: TRF-20250314-0093718'
  StaticText 'From: Share Savings S00 ...4417-00'
  StaticText 'To: Free Checking S10 ...4417-10'
  StaticText 'Amount: $200.00'
  StaticText 'Date: 03/14/2025'
  StaticText 'Share Savings available balance: $1,645.22'
  StaticText 'Free Checking available balance: $3,160.41'
  [520] button 'Make another transfer'
  [521] link 'Go to Home'
"""
    else:
        main = f"""
[500] main ''
  heading 'Transfer funds'
  [501] combobox 'From account', hasPopup='menu', expanded=False
    [502] option 'Share Savings S00 ...4417-00 · $1,845.22', selected=True
  [503] combobox 'To account', hasPopup='menu', expanded=False
    [504] option 'Free Checking S10 ...4417-10 · $2,960.41', selected=True
  [505] textbox 'Amount', required=True{f", value='{amount}'" if amount else ""}
  [506] combobox 'Frequency', value='One time', hasPopup='menu'
  [507] textbox 'Date', value='03/14/2025'
  [508] textbox 'Memo (optional)', required=False
  StaticText 'Transfers submitted before 6:00 PM MT post immediately.'
  [510] button 'Submit'
  [511] button 'Cancel'
"""
    return P("Transfer funds | Cedar Valley Credit Union", f"{CU}#/transfer", cu_nav(menu) + main)


def t15(rs: RowSet) -> None:
    new = ("Larimer County Treasurer", "...8344", "None scheduled")
    turns = [
        (click("20"), cu_home("move")),
        (click("23"), cu_billpay(CU_PAYEES)),
        (click("202"), cu_addpayee("", "")),
        (fill("304", "Larimer County Treasurer"), cu_addpayee("Larimer County Treasurer", "")),
        (fill("305", "R1628344"), cu_addpayee("Larimer County Treasurer", "R1628344")),
        (click("320"), cu_billpay(CU_PAYEES + [new], "Larimer County Treasurer was added on 03/14/2025 at 9:17 AM.")),
        (click("30"), cu_billpay(CU_PAYEES + [new], "Larimer County Treasurer was added on 03/14/2025 at 9:17 AM.", menu="profile")),
        (click("34"), cu_activity("9:07:42 AM")),
        (click("20"), cu_activity("9:07:42 AM", menu="move")),
        (click("22"), cu_transfer("")),
        (fill("505", "200.00"), cu_transfer("200.00")),
        (click("510"), cu_transfer("200.00", done=True)),
    ]
    rs.add("web", "h49-web-15", SYSTEM, turns, state=cu_home(), bad=True, turn=8,
           kind="The payee added at 9:17 AM (turn 6 alert) is logged at 9:07:42 AM in the activity center, before the 9:12:05 AM login of the same session.")


# ---------------------------------------------------------------- 16 Trenitalia (bad: edited surname reverts on the summary)
TI = "https://www.lefrecce.it/Channels.Website.WEB/website/purchase"
TI_SOL = [
    ("FR 9514", "Frecciarossa", "07:20", "08:51", "1h 31'", "€ 29.90"),
    ("FR 9518", "Frecciarossa", "07:50", "09:26", "1h 36'", "€ 24.90"),
    ("IC 590", "Intercity", "08:06", "10:31", "2h 25'", "€ 16.90"),
    ("FR 9520", "Frecciarossa", "08:10", "09:46", "1h 36'", "€ 19.90"),
    ("FR 9524", "Frecciarossa", "08:50", "10:21", "1h 31'", "€ 34.90"),
]


def ti_header() -> str:
    return """
[1] banner ''
  [2] link 'Trenitalia'
  [3] link 'Offers'
  [4] link 'Info & Assistance'
  [5] link 'Business'
  [6] button 'Language: EN'
  [7] button 'My account: Giulia'
  [8] link 'Cart (0)'
"""


def ti_search() -> str:
    return P("Trenitalia - Buy train tickets", "https://www.trenitalia.com/en.html", ti_header() + """
[20] main ''
  heading 'Buy your ticket'
  [21] radiogroup ''
    [22] radio 'One way', checked=True
    [23] radio 'Return', checked=False
  [24] combobox 'From', value='Roma Termini', autocomplete='list', hasPopup='listbox'
  [25] button 'Swap stations'
  [26] combobox 'To', value='Firenze S. M. Novella', autocomplete='list', hasPopup='listbox'
  [27] textbox 'Outbound date', value='15/04/2025'
  [28] combobox 'Time', value='07:00', hasPopup='menu'
  [29] button 'Passengers: 1 Adult'
  [30] checkbox 'Frecce only', checked='false'
  [31] button 'Search'
  heading 'Offers for you'
  [40] link 'FrecciaYOUNG: 30% off for under 30s'
  [41] link 'Sconto Senior: 40% off for over 60s on Frecce'
""")


def ti_results(chosen: bool, offer: str) -> str:
    rows = []
    for i, (num, kind, dep, arr, dur, price) in enumerate(TI_SOL):
        b = 100 + i * 3
        rows.append(f"""
[{b}] listitem ''
  StaticText '{dep}'
  StaticText 'Roma Termini'
  StaticText '{arr}'
  StaticText 'Firenze S. M. Novella'
  StaticText {qn(dur)}
  StaticText '{kind} {num}'
  StaticText 'from {price}'
  [{b + 1}] button 'Select {num} departing {dep}'{", expanded=True" if chosen and num == "FR 9520" else ""}
""")
    offers = ""
    if chosen:
        opts = [("Standard Base", "€ 49.90"), ("Standard Economy", "€ 29.90"), ("Standard Super Economy", "€ 19.90"),
                ("Premium Economy", "€ 34.90"), ("Business Economy", "€ 44.90"), ("Executive Base", "€ 229.00")]
        ol = "\n".join(f"    [{141 + j}] radio '{o} {p}', checked={o == offer}" for j, (o, p) in enumerate(opts))
        total = dict(opts).get(offer, "€ 0.00")
        offers = f"""
  [140] radiogroup 'Frecciarossa FR 9520 · 08:10 → 09:46 · Service level and offer'
{ol}
  StaticText 'Super Economy: no changes, no refunds. Economy: changes before departure with fare difference, no refunds.'
  [150] region 'Summary'
    StaticText 'Roma Termini → Firenze S. M. Novella'
    StaticText 'Tue 15/04/2025 · 08:10'
    StaticText '1 Adult'
    StaticText 'Total {total}'
  [151] button 'Continue'{", disabled=True" if not offer else ""}
"""
    return P("Search results - Trenitalia", f"{TI}/search-results", ti_header() + f"""
[90] main ''
  heading 'Outbound · Tue 15 April 2025'
  StaticText 'Roma Termini → Firenze S. M. Novella · 1 Adult'
  [91] button 'Edit search'
  [92] tablist ''
    [93] tab 'Mon 14/04 from € 19.90', selected=False
    [94] tab 'Tue 15/04 from € 16.90', selected=True
    [95] tab 'Wed 16/04 from € 19.90', selected=False
  [99] list ''
{ind(chr(10).join(rows), 2)}{offers}
""")


def ti_passenger(surname: str) -> str:
    return P("Passenger details - Trenitalia", f"{TI}/passengers", ti_header() + f"""
[200] main ''
  [201] list 'Steps'
    StaticText '1 Search'
    StaticText '2 Passengers'
    StaticText '3 Summary'
    StaticText '4 Payment'
  heading 'Passenger details'
  StaticText 'Adult 1 · holder of the account'
  [210] textbox 'Name', required=True, value='Giulia'
  [211] textbox 'Surname', required=True, value='{surname}'
  [212] textbox 'Date of birth', value='22/09/1991'
  [213] textbox 'CartaFRECCIA code', value='300124588765'
  [214] textbox 'Email', required=True, value='giulia.romano91@libero.it'
  [215] textbox 'Mobile phone', value='+39 347 218 6604'
  [216] checkbox 'Save these details to my profile', checked='false'
  [220] region 'Summary'
    StaticText 'FR 9520 · Tue 15/04/2025 · 08:10 → 09:46'
    StaticText 'Standard · Super Economy'
    StaticText 'Total € 19.90'
  [221] button 'Back'
  [222] button 'Continue'
""")


def ti_summary(surname: str, terms: bool) -> str:
    return P("Summary - Trenitalia", f"{TI}/summary", ti_header().replace("Cart (0)", "Cart (1)") + f"""
[300] main ''
  [301] list 'Steps'
    StaticText '1 Search'
    StaticText '2 Passengers'
    StaticText '3 Summary'
    StaticText '4 Payment'
  heading 'Summary of your purchase'
  [310] table ''
    [311] row ''
      [312] cell 'Frecciarossa FR 9520'
      [313] cell 'Roma Termini 08:10 → Firenze S. M. Novella 09:46'
      [314] cell 'Tue 15/04/2025'
    [315] row ''
      [316] cell 'Passenger'
      [317] cell 'Giulia {surname} · Adult'
      [318] cell 'CartaFRECCIA 300124588765'
    [319] row ''
      [320] cell 'Service'
      [321] cell 'Standard · Super Economy · Coach 6, Seat 9A'
      [322] cell '€ 19.90'
  StaticText 'CartaFRECCIA points for this trip: 20'
  StaticText 'The ticket will be sent to giulia.romano91@libero.it'
  [330] checkbox 'I have read and accept the General Conditions of Carriage and the privacy policy', checked='{"true" if terms else "false"}'
  StaticText 'Total € 19.90'
  [331] button 'Back'
  [332] button 'Proceed to payment'{"" if terms else ", disabled=True"}
""")


def ti_payment() -> str:
    return P("Payment - Trenitalia", f"{TI}/payment", ti_header().replace("Cart (0)", "Cart (1)") + """
[400] main ''
  [401] list 'Steps'
    StaticText '1 Search'
    StaticText '2 Passengers'
    StaticText '3 Summary'
    StaticText '4 Payment'
  heading 'Payment'
  StaticText 'Amount to pay € 19.90'
  StaticText 'Complete your purchase within 14:59 minutes'
  [410] radiogroup 'Payment method'
    [411] radio 'Credit or debit card', checked=True
    [412] radio 'PayPal', checked=False
    [413] radio 'Satispay', checked=False
    [414] radio 'Apple Pay', checked=False
  [420] textbox 'Card number', required=True
  [421] textbox 'Expiry date (MM/YY)', required=True
  [422] textbox 'CVV', required=True
  [423] textbox 'Cardholder name', required=True
  [430] button 'Pay € 19.90'
""")


def t16(rs: RowSet) -> None:
    turns = [
        (click("31"), ti_results(False, "")),
        (click("110"), ti_results(True, "")),
        (click("143"), ti_results(True, "Standard Super Economy")),
        (click("151"), ti_passenger("Romano")),
        (fill("211", "Bassi"), ti_passenger("Bassi")),
        (click("222"), ti_summary("Romano", False)),
        (click("330"), ti_summary("Romano", True)),
        (click("332"), ti_payment()),
    ]
    rs.add("web", "h49-web-16", SYSTEM, turns, state=ti_search(), bad=True, turn=6,
           kind="The passenger surname changed from Romano to Bassi in turn 5 appears as 'Giulia Romano' on the purchase summary.")


# ---------------------------------------------------------------- 17 Oregon DMV2U change of address (clean)
DMV = "https://dmv2u.oregon.gov/eServices/_/"


def dmv_frame(step: int, body: str, error: str = "") -> str:
    names = ["Identify", "New Address", "Vehicles", "Review"]
    cur = ", current='step'"
    steps = "\n".join(f"    [{21 + i}] listitem '{i + 1}. {n}'{cur if i + 1 == step else ''}" for i, n in enumerate(names))
    err = f"\n  [29] alert ''\n    StaticText 'Please correct the following:'\n    [30] link '{error}'" if error else ""
    return P("Change My Address - DMV2U", f"{DMV}#{step}", """
[1] banner ''
  [2] link 'Oregon Department of Transportation'
  [3] link 'DMV2U Home'
  [4] link 'Help'
  [5] button 'Español'
[20] main ''
  heading 'Change My Address'
""" + f"""  StaticText 'Step {step} of 4'
  [28] list 'Progress'
{steps}{err}
""" + body + """
[90] contentinfo ''
  StaticText 'Oregon Driver & Motor Vehicle Services · 1905 Lana Ave NE, Salem, OR 97314'
  [91] link 'Privacy notice'
  [92] link 'Accessibility'
""")


def dmv_home() -> str:
    return P("DMV2U - Oregon Driver & Motor Vehicle Services", DMV, """
[1] banner ''
  [2] link 'Oregon Department of Transportation'
  [3] link 'DMV2U Home'
  [4] link 'Help'
  [5] button 'Español'
[20] main ''
  heading 'What would you like to do?'
  [40] link 'Change my address'
  [41] link 'Renew or replace my license, permit or ID card'
  [42] link 'Renew my vehicle registration'
  [43] link 'Order a driving record'
  [44] link 'Check my title status'
  [45] link 'Schedule a drive test'
  StaticText 'Average wait time at the Portland (Hawthorne) field office right now: 38 minutes'
  [46] link 'Sign in to your DMV2U account'
[90] contentinfo ''
  StaticText 'Oregon Driver & Motor Vehicle Services · 1905 Lana Ave NE, Salem, OR 97314'
  [91] link 'Privacy notice'
  [92] link 'Accessibility'
""")


def dmv_identify(dl: str, dob: str) -> str:
    return dmv_frame(1, f"""
  heading 'Who are you?'
  [50] textbox 'Oregon driver license, permit or ID card number', required=True{f", value='{dl}'" if dl else ""}
  [51] textbox 'Date of birth (MM/DD/YYYY)', required=True{f", value='{dob}'" if dob else ""}
  [52] textbox 'Last name', required=True, value='Nakamura'
  StaticText 'Your last name is filled in from the DMV2U account you are signed in with.'
  [60] button 'Cancel'
  [61] button 'Next'
""")


def dmv_address(street: str, city: str, zipc: str, error: bool) -> str:
    z = f", value='{zipc}'" if zipc else ""
    inval = ", invalid=True" if error and not zipc else ""
    return dmv_frame(2, f"""
  heading 'Your new address'
  StaticText 'Current residence address on file: 4417 SE Division St, Portland, OR 97206'
  [50] textbox 'Street address', required=True{f", value={qn(street)}" if street else ""}
  [51] textbox 'City', required=True{f", value='{city}'" if city else ""}
  [52] combobox 'State', value='OR', hasPopup='menu'
  [53] textbox 'ZIP code', required=True{z}{inval}
  [54] textbox 'County', value='Multnomah'
  [55] checkbox 'My mailing address is the same as my residence address', checked='true'
  [56] textbox 'Date you moved (MM/DD/YYYY)', required=True, value='03/15/2025'
  [60] button 'Back'
  [61] button 'Next'
""", "ZIP code is required." if error else "")


DMV_VEH = """
  heading 'Update your vehicles'
  StaticText 'These vehicles are registered to you. Checked vehicles will get the new address.'
  [50] checkbox '2019 SUBARU OUTBACK · Plate 738 LKR · VIN ...4T2817', checked='true'
  [51] checkbox '2011 HONDA CIVIC · Plate 215 HBN · VIN ...1A0943', checked='true'
  StaticText 'Registration renewal notices will be mailed to your new address.'
  [60] button 'Back'
  [61] button 'Next'
"""

DMV_REVIEW = """
  heading 'Review your request'
  [50] table ''
    [51] row ''
      [52] rowheader 'Name'
      [53] cell 'KENJI NAKAMURA'
    [54] row ''
      [55] rowheader 'License number'
      [56] cell '7214538'
    [57] row ''
      [58] rowheader 'Old address'
      [59] cell '4417 SE Division St, Portland, OR 97206'
    [62] row ''
      [63] rowheader 'New residence and mailing address'
      [64] cell '2210 NE Alberta St Apt 4, Portland, OR 97211'
    [65] row ''
      [66] rowheader 'Date moved'
      [67] cell '03/15/2025'
    [68] row ''
      [69] rowheader 'Vehicles updated'
      [70] cell '2019 SUBARU OUTBACK (738 LKR), 2011 HONDA CIVIC (215 HBN)'
  [71] checkbox 'I certify that the information above is true and correct.', checked='true'
  [60] button 'Back'
  [61] button 'Submit'
"""


def dmv_done() -> str:
    return P("Confirmation - DMV2U", f"{DMV}#confirmation", """
[1] banner ''
  [2] link 'Oregon Department of Transportation'
  [3] link 'DMV2U Home'
  [4] link 'Help'
  [5] button 'Español'
[20] main ''
  heading 'Your address change was submitted'
  StaticText 'Confirmation number: 0-147-223-905'
  StaticText 'Submitted: 03/20/2025 2:41 PM'
  StaticText 'New address: 2210 NE Alberta St Apt 4, Portland, OR 97211'
  StaticText 'Records updated: driver license 7214538; vehicles 738 LKR and 215 HBN'
  StaticText 'Oregon does not issue a new card for an address change. You may write your new address on the back of your license.'
  StaticText 'A confirmation email was sent to k.nakamura@outlook.com.'
  [80] button 'Print this page'
  [81] link 'Return to DMV2U Home'
[90] contentinfo ''
  StaticText 'Oregon Driver & Motor Vehicle Services · 1905 Lana Ave NE, Salem, OR 97314'
  [91] link 'Privacy notice'
  [92] link 'Accessibility'
""")


def t17(rs: RowSet) -> None:
    st = "2210 NE Alberta St Apt 4"
    turns = [
        (click("40"), dmv_identify("", "")),
        (fill("50", "7214538"), dmv_identify("7214538", "")),
        (fill("51", "06/02/1987"), dmv_identify("7214538", "06/02/1987")),
        (click("61"), dmv_address("", "", "", False)),
        (fill("50", st), dmv_address(st, "", "", False)),
        (fill("51", "Portland"), dmv_address(st, "Portland", "", False)),
        (click("61"), dmv_address(st, "Portland", "", True)),
        (fill("53", "97211"), dmv_address(st, "Portland", "97211", True)),
        (click("61"), dmv_frame(3, DMV_VEH)),
        (click("61"), dmv_frame(4, DMV_REVIEW)),
        (click("61"), dmv_done()),
    ]
    rs.add("web", "h49-web-17", SYSTEM, turns, state=dmv_home())


# ---------------------------------------------------------------- 18 USAJOBS (clean)
UJ = "https://www.usajobs.gov"
UJ_JOBS = {
    "a": ("Geographic Information Systems Specialist", "Department of the Interior", "Bureau of Land Management", "Lakewood, Colorado", "$59,966 - $94,317 per year", "GS 9 - 11", "03/14/2025", "03/27/2025", "829417300"),
    "b": ("GIS Specialist (Cartographer)", "Department of Agriculture", "Forest Service", "Location Negotiable After Selection", "$72,553 - $113,559 per year", "GS 11 - 12", "03/10/2025", "03/24/2025", "828930114"),
    "c": ("Physical Scientist (GIS)", "Department of Homeland Security", "Federal Emergency Management Agency", "Multiple Locations", "$86,962 - $135,987 per year", "GS 12 - 13", "03/05/2025", "03/19/2025", "828544201"),
    "d": ("Geographer (GIS)", "Department of Commerce", "U.S. Census Bureau", "Suitland, Maryland", "$82,764 - $107,590 per year", "GS 11", "03/12/2025", "04/02/2025", "829120777"),
    "e": ("Supervisory GIS Specialist", "Department of the Army", "U.S. Army Corps of Engineers", "Portland, Oregon", "$117,585 - $152,863 per year", "GS 13", "03/13/2025", "03/21/2025", "829301555"),
    "f": ("Geospatial Analyst", "Department of Defense", "National Geospatial-Intelligence Agency", "Springfield, Virginia", "$66,000 - $128,000 per year", "GG 11 - 13", "03/07/2025", "04/07/2025", "828712093"),
    "g": ("GIS Specialist", "Department of the Interior", "National Park Service", "Remote job", "$59,966 - $94,317 per year", "GS 9 - 11", "03/11/2025", "03/25/2025", "829005612"),
    "i": ("GIS Analyst", "Department of Veterans Affairs", "Veterans Health Administration", "Remote job", "$86,962 - $113,047 per year", "GS 12", "03/17/2025", "03/31/2025", "829633010"),
    "j": ("Hydrologist (GIS)", "Department of the Interior", "U.S. Geological Survey", "Remote job", "$72,553 - $113,559 per year", "GS 11 - 12", "03/03/2025", "04/10/2025", "828401266"),
    "l": ("Survey Technician (GIS)", "Department of Agriculture", "Natural Resources Conservation Service", "Remote job", "$42,341 - $55,046 per year", "GS 6", "03/07/2025", "03/21/2025", "828655830"),
    "k": ("Geospatial Data Specialist", "Department of Transportation", "Federal Highway Administration", "Remote job", "$99,200 - $153,354 per year", "GS 13 - 14", "03/14/2025", "04/04/2025", "829388150"),
    "h": ("Cartographic Technician", "Department of the Interior", "U.S. Geological Survey", "Remote job", "$47,297 - $61,486 per year", "GS 7", "03/06/2025", "03/20/2025", "828610487"),
}


def uj_nav() -> str:
    return """
[1] banner ''
  [2] link 'USAJOBS'
  [3] link 'Help'
  [4] link 'Search'
  [5] link 'Profile'
  [6] button 'Signed in as Marcus Bell', hasPopup='menu'
"""


def uj_home(q: str) -> str:
    return P("USAJOBS - The Federal Government's official employment site", f"{UJ}/", uj_nav() + f"""
[20] main ''
  heading 'Working for America'
  [21] search ''
    [22] combobox 'Keywords', autocomplete='list', hasPopup='listbox'{f", value='{q}'" if q else ""}{", focused" if q else ""}
    [23] combobox 'Location', autocomplete='list', hasPopup='listbox'
    [24] button 'Search'
  [25] link 'Explore opportunities'
  [26] link 'Students & recent graduates'
  [27] link 'Veterans'
  [28] link 'Individuals with disabilities'
  StaticText '17,864 jobs open now'
""")


def uj_results(keys: list[str], count: int, remote: bool, sort: str) -> str:
    items = []
    for i, k in enumerate(keys):
        title, dept, agency, loc, sal, grade, op, cl, ctl = UJ_JOBS[k]
        b = 200 + i * 2
        items.append(f"""
[{b}] listitem ''
  [{b + 1}] link '{title}'
  StaticText '{dept}'
  StaticText '{agency}'
  StaticText '{loc}'
  StaticText 'Starting at {sal.split(" - ")[0]} ({grade.replace(" - ", "-")})'
  StaticText 'Open {op} to {cl}'
""")
    sopts = "\n".join(f"    [{121 + j}] option '{o}', selected={o == sort}" for j, o in enumerate(["Relevance", "Opening date", "Closing date", "Salary (high to low)", "Department"]))
    url = f"{UJ}/search/results/?k=GIS%20specialist" + ("&rmi=true" if remote else "") + ("&s=enddate&sd=asc" if sort == "Closing date" else "")
    return P("Search results | USAJOBS", url, uj_nav() + f"""
[20] main ''
  [21] search ''
    [22] combobox 'Keywords', value='GIS specialist', autocomplete='list', hasPopup='listbox'
    [23] combobox 'Location', autocomplete='list', hasPopup='listbox'
    [24] button 'Search'
  [100] region 'Filters'
    [101] checkbox 'Remote (14)', checked='{"true" if remote else "false"}'
    [102] checkbox 'Telework eligible (37)', checked='false'
    [103] checkbox 'Open to the public (52)', checked='false'
    [104] checkbox 'Federal employees - Competitive service (61)', checked='false'
    [105] button 'More filters'
  StaticText '{count} jobs found'
  [120] combobox 'Sort by', hasPopup='menu', expanded=False
{sopts}
  [199] list ''
{ind(chr(10).join(items), 2)}
  [300] navigation 'Pagination'
    [301] link 'Page 1', current='page'
    {"[302] link 'Page 2'" if count > 10 else ""}
""".replace("\n    \n", "\n"))


def uj_job(saved: bool) -> str:
    return P("USAJOBS - Job Announcement", f"{UJ}/job/829005612", uj_nav() + f"""
[400] main ''
  heading 'GIS Specialist'
  StaticText 'Department of the Interior'
  [401] link 'National Park Service'
  [402] button '{"Saved" if saved else "Save"}', pressed={saved}
  [403] button 'Share'
  [404] link 'Apply'
  heading 'Overview'
  [410] table ''
    [411] row ''
      [412] rowheader 'Open & closing dates'
      [413] cell '03/11/2025 to 03/25/2025'
    [414] row ''
      [415] rowheader 'Salary'
      [416] cell '$59,966 - $94,317 per year'
    [417] row ''
      [418] rowheader 'Pay scale & grade'
      [419] cell 'GS 9 - 11'
    [420] row ''
      [421] rowheader 'Location'
      [422] cell 'Remote job — anywhere in the U.S. (excluding territories)'
    [423] row ''
      [424] rowheader 'Remote job'
      [425] cell 'Yes'
    [426] row ''
      [427] rowheader 'Appointment type'
      [428] cell 'Permanent'
    [429] row ''
      [430] rowheader 'Announcement number'
      [431] cell 'NPS-IMR-25-DEU-12769'
    [432] row ''
      [433] rowheader 'Control number'
      [434] cell '829005612'
  heading 'This job is open to'
  StaticText 'The public: U.S. citizens, nationals or those who owe allegiance to the U.S.'
  heading 'Duties'
  StaticText 'Develops and maintains geospatial datasets for park units in the Intermountain Region; produces maps for resource management, fire planning and visitor use; maintains metadata to FGDC standards.'
  heading 'Requirements'
  StaticText "GS-09: $59,966 - $77,955 per year. One year of specialized experience equivalent to GS-07, or a master's degree."
  StaticText 'GS-11: $72,553 - $94,317 per year. One year of specialized experience equivalent to GS-09, or a Ph.D.'
  StaticText 'Promotion potential: 11'
""")


UJ_SAVED = [
    ("GIS Specialist", "National Park Service", "Closes 03/25/2025", "Saved 03/18/2025", "829005612"),
    ("GIS Analyst", "Federal Highway Administration", "Closes 03/31/2025", "Saved 03/12/2025", "828977403"),
    ("Geographer", "U.S. Census Bureau", "Closes 04/02/2025", "Saved 03/12/2025", "829120777"),
    ("Cartographer", "U.S. Geological Survey", "Closed 02/28/2025", "Saved 02/11/2025", "826310458"),
    ("Physical Scientist", "NOAA Office for Coastal Management", "Closes 04/15/2025", "Saved 02/03/2025", "826002219"),
]


def uj_profile() -> str:
    return P("Profile | USAJOBS", f"{UJ}/applicant/profile/", uj_nav() + """
[500] main ''
  heading 'Welcome, Marcus'
  [501] navigation 'Profile'
    [502] link 'Profile'
    [503] link 'Documents'
    [504] link 'Saved jobs'
    [505] link 'Saved searches'
    [506] link 'Applications'
  [510] region 'Summary'
    StaticText 'Applications in progress'
    StaticText '1'
    StaticText 'Applications submitted'
    StaticText '3'
    StaticText 'Saved jobs'
    StaticText '5'
    StaticText 'Saved searches'
    StaticText '2'
  StaticText 'Profile last updated 01/27/2025'
  [511] link 'Update profile'
""")


def uj_saved(rows: list[tuple[str, str, str, str, str]], toast: str = "") -> str:
    items = []
    for i, (title, agency, cl, sv, ctl) in enumerate(rows):
        b = 600 + i * 3
        items.append(f"""
[{b}] listitem ''
  [{b + 1}] link '{title}'
  StaticText '{agency}'
  StaticText '{cl}'
  StaticText '{sv}'
  StaticText 'Control number {ctl}'
  [{b + 2}] button 'Remove {title}'
""")
    t = f"\n  [590] alert ''\n    StaticText '{toast}'" if toast else ""
    return P("Saved jobs | USAJOBS", f"{UJ}/applicant/savedjobs/", uj_nav() + f"""
[500] main ''{t}
  heading 'Saved jobs'
  [501] navigation 'Profile'
    [502] link 'Profile'
    [503] link 'Documents'
    [504] link 'Saved jobs'
    [505] link 'Saved searches'
    [506] link 'Applications'
  StaticText '{len(rows)} saved jobs'
  [580] combobox 'Sort by', value='Date saved (newest)', hasPopup='menu'
  [599] list ''
{ind(chr(10).join(items), 2)}
""")


def uj_searches() -> str:
    return P("Saved searches | USAJOBS", f"{UJ}/applicant/savedsearches/", uj_nav() + """
[500] main ''
  heading 'Saved searches'
  [501] navigation 'Profile'
    [502] link 'Profile'
    [503] link 'Documents'
    [504] link 'Saved jobs'
    [505] link 'Saved searches'
    [506] link 'Applications'
  StaticText '2 saved searches'
  [700] list ''
    [701] listitem ''
      [702] link 'GIS specialist · Remote'
      StaticText 'Email notifications: Daily'
      StaticText 'Last run 03/18/2025 · 14 results'
      [703] button 'Edit GIS specialist · Remote'
    [704] listitem ''
      [705] link 'cartographer · Colorado'
      StaticText 'Email notifications: Weekly'
      StaticText 'Last run 03/17/2025 · 6 results'
      [706] button 'Edit cartographer · Colorado'
""")


def t18(rs: RowSet) -> None:
    rel = ["a", "b", "c", "d", "e", "f"]
    rem = ["g", "i", "h", "k", "j"]
    by_close = sorted(["g", "i", "h", "k", "l"], key=lambda k: UJ_JOBS[k][7].split("/")[2] + UJ_JOBS[k][7])
    turns = [
        (fill("22", "GIS specialist"), uj_home("GIS specialist")),
        (click("24"), uj_results(rel, 86, False, "Relevance")),
        (click("101"), uj_results(rem, 14, True, "Relevance")),
        (select("120", "Closing date"), uj_results(by_close, 14, True, "Closing date")),
        (click(str(201 + 2 * by_close.index("g"))), uj_job(False)),
        (click("402"), uj_job(True)),
        (click("5"), uj_profile()),
        (click("504"), uj_saved(UJ_SAVED)),
        (click("611"), uj_saved(UJ_SAVED[:3] + UJ_SAVED[4:], "Cartographer was removed from your saved jobs.")),
        (click("505"), uj_searches()),
    ]
    rs.add("web", "h49-web-18", SYSTEM, turns, state=uj_home(""))


# ---------------------------------------------------------------- 19 Tock (bad: experience name changes on checkout)
TK = "https://www.exploretock.com/alderandash"
CC = "Chef's Counter Tasting"


def tk_header() -> str:
    return """
[1] banner ''
  [2] link 'Tock'
  [3] link 'Explore'
  [4] link 'Reservations'
  [5] button 'Account: Priscilla Vance'
"""


def tk_home() -> str:
    return P("Alder & Ash - Austin, TX | Tock", TK, tk_header() + """
[20] main ''
  heading 'Alder & Ash'
  StaticText 'Wood-fired tasting menus · East Austin · $$$$'
  StaticText '1101 E 6th St, Austin, TX 78702'
  heading 'Experiences'
  [30] link "Chef's Counter Tasting"
  StaticText '$185.00 per person · Prepaid · 12 courses · Parties of 1–4'
  [31] link 'Dining Room Tasting Menu'
  StaticText '$145.00 per person · Prepaid · 9 courses · Parties of 2–6'
  [32] link 'Bar Seating'
  StaticText '$25.00 deposit per person · À la carte'
  heading 'About'
  StaticText 'Chef Marisol Okafor cooks over post oak and pecan in a 28-seat room. Menus change with the Texas seasons.'
  StaticText 'Reservations open on the 1st of each month at 10:00 AM CT for the following month.'
""")


def tk_experience(party: int, day: str, slots: bool) -> str:
    popts = "\n".join(f"    [{51 + i}] option '{n} {'guest' if n == 1 else 'guests'}', selected={n == party}" for i, n in enumerate(range(1, 5)))
    days = ["Thu, Apr 10", "Fri, Apr 11", "Sat, Apr 12", "Sun, Apr 13"]
    dl = "\n".join(f"    [{61 + i}] button '{d}', pressed={d == day}" for i, d in enumerate(days))
    sl = ""
    if slots:
        sl = """
  StaticText 'Sat, Apr 12'
  [70] group 'Times'
    [71] button '5:30 PM'
    [72] button '6:00 PM · Sold out', disabled=True
    [73] button '8:15 PM'
"""
    return P(f"{CC} - Alder & Ash | Tock", f"{TK}/experience/418827/chefs-counter-tasting", tk_header() + f"""
[20] main ''
  heading {qn(CC)}
  StaticText 'Alder & Ash · Austin, TX'
  StaticText '$185.00 per person'
  StaticText 'Twelve courses at the hearth, served by the chefs. Beverage pairing ($95) can be added at the restaurant. Please allow 2.5 hours.'
  StaticText 'Cancellation policy: full refund up to 72 hours before the reservation; no refunds after that.'
  [50] combobox 'Party size', hasPopup='menu', expanded=False
{popts}
  StaticText 'April 2025'
  [60] group 'Dates'
{dl}{sl}
""")


def tk_checkout(name: str, hold: str, diet: str, occasion: str, agree: bool) -> str:
    occ = "\n".join(f"    [{131 + i}] option '{o}', selected={o == (occasion or 'None')}" for i, o in enumerate(["None", "Birthday", "Anniversary", "Business", "Other"]))
    return P("Checkout | Tock", f"{TK}/checkout/confirm-purchase", tk_header() + f"""
[100] main ''
  heading 'Complete your purchase'
  [101] status ''
    StaticText 'Your reservation is held for {hold}'
  [110] region 'Order summary'
    StaticText 'Alder & Ash'
    StaticText {qn(name)}
    StaticText 'Sat, Apr 12, 2025 · 8:15 PM'
    StaticText '4 guests'
    StaticText '4 × $185.00'
    StaticText '$740.00'
    StaticText 'Service charge (20%)'
    StaticText '$148.00'
    StaticText 'Tax (8.25%)'
    StaticText '$61.05'
    StaticText 'Total'
    StaticText '$949.05'
  [120] textbox 'Dietary restrictions or allergies', multiline=True{f", value={qn(diet)}" if diet else ""}
  [130] combobox 'Occasion', hasPopup='menu', expanded=False
{occ}
  [140] radiogroup 'Payment'
    [141] radio 'Visa •••• 4417 · exp 09/27', checked=True
    [142] radio 'Add a new card', checked=False
  [150] checkbox "I agree to Alder & Ash's cancellation policy and Tock's Terms of Service", checked='{"true" if agree else "false"}'
  [151] button 'Complete purchase'{"" if agree else ", disabled=True"}
""")


def tk_confirmed(calendar: bool) -> str:
    cal = """
    [212] menu ''
      [213] menuitem 'Google Calendar'
      [214] menuitem 'Apple Calendar (.ics)'
      [215] menuitem 'Outlook'
""" if calendar else ""
    return P("Reservation confirmed | Tock", f"{TK}/receipt?confirmationCode=TCK-8F3K2Q", tk_header() + f"""
[200] main ''
  heading "You're all set!"
  StaticText 'Confirmation TCK-8F3K2Q'
  StaticText {qn(CC)}
  StaticText 'Sat, Apr 12, 2025 · 8:15 PM · 4 guests'
  StaticText 'Occasion: Anniversary'
  StaticText 'Dietary notes: One guest is allergic to tree nuts.'
  StaticText 'Charged to Visa •••• 4417: $949.05'
  StaticText 'A receipt was sent to p.vance@proton.me.'
  [210] group ''
    [211] button 'Add to calendar', expanded={calendar}{cal}
  [216] link 'Manage reservation'
  [217] link 'Get directions'
""")


def t19(rs: RowSet) -> None:
    diet = "One guest is allergic to tree nuts."
    turns = [
        (click("30"), tk_experience(2, "", False)),
        (select("50", "4 guests"), tk_experience(4, "", False)),
        (click("63"), tk_experience(4, "Sat, Apr 12", True)),
        (click("73"), tk_checkout(CC, "10:00", "", "", False)),
        (fill("120", diet), tk_checkout("Chef's Table Tasting", "9:21", diet, "", False)),
        (select("130", "Anniversary"), tk_checkout(CC, "8:47", diet, "Anniversary", False)),
        (click("150"), tk_checkout(CC, "8:30", diet, "Anniversary", True)),
        (click("151"), tk_confirmed(False)),
        (click("211"), tk_confirmed(True)),
    ]
    rs.add("web", "h49-web-19", SYSTEM, turns, state=tk_home(), bad=True, turn=5,
           kind="The held experience, Chef's Counter Tasting in turn 4, is named Chef's Table Tasting in the order summary after only a dietary note was typed.")


# ---------------------------------------------------------------- 20 Rightmove (bad: the viewed flat comes back as a 3-bed)
RM = "https://www.rightmove.co.uk"
RM_PROPS = {
    "cot": ("Cotham Road, Bristol, BS6", "£325,000", 2, 1, "Flat for sale", "Added on 11/03/2025", "Andrews Estate Agents, Redland"),
    "gl": ("Gloucester Road, Bishopston, Bristol, BS7", "£285,000", 2, 1, "Flat for sale", "Reduced on 06/03/2025", "Hunters, Bishopston"),
    "wc": ("Whiteladies Road, Clifton, Bristol, BS8", "£475,000", 3, 2, "Apartment for sale", "Added yesterday", "Knight Frank, Bristol"),
    "sh": ("St Michael's Hill, Kingsdown, Bristol, BS2", "£399,950", 2, 1, "Terraced house for sale", "Added on 02/03/2025", "Ocean, Clifton"),
    "fe": ("Fishponds Road, Eastville, Bristol, BS5", "£250,000", 1, 1, "Flat for sale", "Added today", "Leaders, Fishponds"),
    "br": ("Bedminster Parade, Bedminster, Bristol, BS3", "£220,000", 1, 1, "Flat for sale", "Added on 27/02/2025", "Maxwells, Bedminster"),
    "ha": ("Hampton Park, Redland, Bristol, BS6", "£650,000", 4, 2, "Semi-detached house for sale", "Added on 09/03/2025", "Savills, Clifton"),
    "nr": ("North Road, St Andrews, Bristol, BS6", "£315,000", 2, 1, "Ground floor flat for sale", "Added on 10/03/2025", "CJ Hole, Redland"),
    "kn": ("Knowle West, Filwood Broadway, Bristol, BS4", "£199,995", 2, 1, "Maisonette for sale", "Added on 04/03/2025", "Connells, Knowle"),
    "sp": ("Southmead Road, Westbury-on-Trym, Bristol, BS10", "£210,000", 2, 1, "Flat for sale", "Added on 01/03/2025", "Allen & Harris, Westbury"),
    "lw": ("Lawrence Hill, Bristol, BS5", "£205,000", 2, 1, "Flat for sale", "Added on 08/03/2025", "Hunters, Bristol Central"),
    "hw": ("Hartcliffe Way, Bedminster Down, Bristol, BS3", "£212,500", 2, 1, "Flat for sale", "Added on 05/03/2025", "Connells, Bedminster"),
    "ly": ("Lydstep Terrace, Southville, Bristol, BS3", "£215,000", 2, 1, "Flat for sale", "Reduced on 03/03/2025", "Ocean, Southville"),
    "bw": ("Bishport Avenue, Hartcliffe, Bristol, BS13", "£218,000", 3, 1, "Terraced house for sale", "Added on 12/03/2025", "Hunters, South Bristol"),
    "ec": ("Easton Road, Easton, Bristol, BS5", "£237,500", 2, 1, "Flat for sale", "Added on 10/03/2025", "Leaders, Fishponds"),
    "hm": ("Henleaze Road, Henleaze, Bristol, BS9", "£238,000", 2, 1, "Retirement property for sale", "Added on 26/02/2025", "McCarthy Stone Resales"),
    "st": ("Stapleton Road, Eastville, Bristol, BS5", "£239,950", 2, 1, "Flat for sale", "Added on 07/03/2025", "Hunters, Bristol Central"),
    "wb": ("Wells Road, Knowle, Bristol, BS4", "£240,000", 2, 1, "Flat for sale", "Added on 13/03/2025", "Andrews Estate Agents, Knowle"),
    "bm": ("Brislington Hill, Brislington, Bristol, BS4", "£240,000", 3, 1, "End of terrace house for sale", "Added on 28/02/2025", "CJ Hole, Brislington"),
}


def rm_results(keys: list[str], count: str, beds: str, sort: str, page: int, saved: set[str], beds_of: dict[str, int] | None = None) -> str:
    beds_of = beds_of or {}
    cards = []
    for i, k in enumerate(keys):
        addr, price, bd, ba, typ, added, agent = RM_PROPS[k]
        bd = beds_of.get(k, bd)
        b = 300 + i * 4
        cards.append(f"""
[{b}] article ''
  [{b + 1}] link {qn(addr)}
  StaticText '{price}'
  StaticText '{typ}'
  StaticText '{bd} bedrooms · {ba} bathroom{"s" if ba > 1 else ""}'
  StaticText '{added} by {agent}'
  [{b + 2}] button '{"Saved" if k in saved else "Save"} property', pressed={k in saved}
  [{b + 3}] link 'Contact agent'
""")
    bopts = "\n".join(f"    [{121 + j}] option '{o}', selected={o == beds}" for j, o in enumerate(["No min", "1", "2", "3", "4"]))
    sopts = "\n".join(f"    [{131 + j}] option '{o}', selected={o == sort}" for j, o in enumerate(["Highest price", "Lowest price", "Newest listed", "Oldest listed"]))
    url = f"{RM}/property-for-sale/find.html?locationIdentifier=REGION%5E219" + ("&minBedrooms=2" if beds == "2" else "") + ("&sortType=1" if sort == "Lowest price" else "") + (f"&index={24 * (page - 1)}" if page > 1 else "")
    return P("Properties For Sale in Bristol | Rightmove", url, f"""
[1] banner ''
  [2] link 'Rightmove'
  [3] link 'Buy'
  [4] link 'Rent'
  [5] link 'House Prices'
  [6] link 'Find Agent'
  [7] link 'Saved properties'
  [8] button 'My Rightmove: Oliver Grant'
[100] search ''
  [101] textbox 'Search location', value='Bristol'
  [110] combobox 'Price range max', value='No max', hasPopup='menu'
  [120] combobox 'Min beds', hasPopup='menu', expanded=False
{bopts}
  [126] combobox 'Property type', value='Any', hasPopup='menu'
  [127] button 'Filters'
  [128] button 'Save this search'
[200] main ''
  heading 'Properties For Sale in Bristol'
  StaticText '{count} results'
  [130] combobox 'Sort by', hasPopup='menu', expanded=False
{sopts}
  [299] list ''
{ind(chr(10).join(cards), 2)}
  [400] navigation 'Pagination'
    [401] button 'Previous', disabled={page == 1}
    StaticText 'Page {page} of {-(-int(count.replace(",", "")) // 24)}'
    [402] button 'Next'
""")


def rm_detail(saved: bool) -> str:
    return P("2 bedroom flat for sale in Cotham Road, Bristol, BS6, BS6 | Rightmove", f"{RM}/properties/158836421#/?channel=RES_BUY", f"""
[1] banner ''
  [2] link 'Rightmove'
  [7] link 'Saved properties'
  [8] button 'My Rightmove: Oliver Grant'
[500] main ''
  [501] link 'Back to search results'
  [502] button 'View 18 photos'
  [503] button 'Floorplan'
  [504] button 'Map'
  heading 'Cotham Road, Bristol, BS6'
  StaticText '£325,000'
  StaticText 'Guide Price'
  StaticText 'Added on 11/03/2025'
  [505] button '{"Saved" if saved else "Save"}', pressed={saved}
  [506] button 'Share'
  [510] table ''
    [511] row ''
      [512] rowheader 'PROPERTY TYPE'
      [513] cell 'Flat'
    [514] row ''
      [515] rowheader 'BEDROOMS'
      [516] cell '×2'
    [517] row ''
      [518] rowheader 'BATHROOMS'
      [519] cell '×1'
    [520] row ''
      [521] rowheader 'SIZE'
      [522] cell '732 sq ft (68 sq m)'
    [523] row ''
      [524] rowheader 'TENURE'
      [525] cell 'Leasehold'
  heading 'Key features'
  [530] list ''
    StaticText 'Two double bedrooms'
    StaticText 'First floor of a Victorian conversion'
    StaticText 'Bay-fronted sitting room'
    StaticText 'Share of freehold, 980 years remaining'
    StaticText 'Walk to Cotham Hill and the BRI'
    StaticText 'Chain free'
  heading 'Property description'
  StaticText 'A well-presented two double bedroom first floor flat in a handsome Victorian building on Cotham Road, moments from the shops and cafés of Cotham Hill. The accommodation comprises entrance hall, bay-fronted sitting room, kitchen, two double bedrooms and a bathroom.'
  StaticText 'Council tax band: C · Service charge: £1,080 per year · Ground rent: peppercorn'
  [540] region 'Agent'
    StaticText 'Andrews Estate Agents, Redland'
    StaticText '112 Whiteladies Road, Bristol, BS8 2RP'
    [541] link 'Call agent: 0117 924 0101'
    [542] button 'Request details'
""")


def rm_saved() -> str:
    return P("Saved properties | My Rightmove", f"{RM}/user/shortlist.html", """
[1] banner ''
  [2] link 'Rightmove'
  [7] link 'Saved properties'
  [8] button 'My Rightmove: Oliver Grant'
[600] main ''
  heading 'Saved properties'
  StaticText '2 saved properties'
  [601] combobox 'Sort by', value='Date saved', hasPopup='menu'
  [610] list ''
    [611] article ''
      [612] link 'Cotham Road, Bristol, BS6'
      StaticText '£325,000'
      StaticText '2 bedroom flat for sale'
      StaticText 'Saved today'
      [613] button 'Remove from saved'
      [614] textbox 'Add a note', required=False
    [615] article ''
      [616] link 'Belgrave Road, Clifton, Bristol, BS8'
      StaticText '£345,000'
      StaticText '2 bedroom flat for sale'
      StaticText 'Under offer'
      StaticText 'Saved on 22/02/2025'
      [617] button 'Remove from saved'
      [618] textbox 'Add a note', required=False, value='Nice but no outside space'
""")


def t20(rs: RowSet) -> None:
    first = ["fe", "wc", "cot", "ha", "gl", "sh", "br"]
    two = ["wc", "cot", "nr", "ha", "gl", "kn", "sh"]
    low = ["kn", "lw", "sp", "hw", "ly", "bw"]
    turns = [
        (select("120", "2"), rm_results(two, "1,021", "2", "Newest listed", 1, set())),
        (click("305"), rm_detail(False)),
        (click("505"), rm_detail(True)),
        ("go_back()", rm_results(two, "1,021", "2", "Newest listed", 1, {"cot"}, {"cot": 3})),
        (select("130", "Lowest price"), rm_results(low, "1,021", "2", "Lowest price", 1, {"cot"})),
        (click("402"), rm_results(["ec", "hm", "st", "wb", "bm"], "1,021", "2", "Lowest price", 2, {"cot"})),
        (click("7"), rm_saved()),
    ]
    rs.add("web", "h49-web-20", SYSTEM, turns, state=rm_results(first, "1,146", "No min", "Newest listed", 1, set()), bad=True, turn=4,
           kind="The Cotham Road flat shown as 2 bedrooms in the results (turn 1) and on its page (×2) is listed with 3 bedrooms when going back to the same results.")


# ---------------------------------------------------------------- 21 Ellucian Banner registration (clean)
BN = "https://bannerssb.uwyo.edu/StudentRegistrationSsb/ssb"
BN_BASE = [
    ("Calculus II", "MATH 2205, 01", 4, "41872", "Lecture", "Registered", "**Web Registered** on 04/02/2025"),
    ("Computer Science II", "COSC 2030, 02", 4, "40519", "Lecture", "Registered", "**Web Registered** on 04/02/2025"),
    ("Academic Writing", "ENGL 2005, 11", 3, "43021", "Lecture", "Registered", "**Web Registered** on 04/02/2025"),
]


def bn_header() -> str:
    return """
[1] banner ''
  [2] link 'University of Wyoming'
  [3] button 'Tools', hasPopup='menu'
  [4] button 'Jordan Reyes'
[5] navigation 'Breadcrumb'
  [6] link 'Student'
  [7] link 'Registration'
"""


def bn_landing() -> str:
    return P("Registration", f"{BN}/registration", bn_header() + """
[20] main ''
  heading 'Registration'
  StaticText 'What would you like to do?'
  [21] link 'Prepare for Registration'
  StaticText 'View registration status, update student term data, and complete pre-registration requirements.'
  [22] link 'Register for Classes'
  StaticText 'Search and register for your classes. You can also view and manage your schedule.'
  [23] link 'Plan Ahead'
  [24] link 'Browse Classes'
  [25] link 'View Registration Information'
  [26] link 'Browse Course Catalog'
""")


def bn_term(term: str) -> str:
    opts = "\n".join(f"    [{31 + i}] option '{t}', selected={t == (term or 'Select a term...')}" for i, t in enumerate(["Select a term...", "Fall 2025", "Summer 2025", "Spring 2025 (View Only)"]))
    return P("Select a Term", f"{BN}/term/termSelection?mode=registration", bn_header() + f"""
[20] main ''
  heading 'Select a Term'
  StaticText 'Terms Open for Registration'
  [30] combobox 'Terms Open for Registration', hasPopup='listbox', expanded=False
{opts}
  [40] button 'Continue'{"" if term else ", disabled=True"}
""")


def bn_register(tab: str, summary: list[tuple[str, str, int, str, str, str, str]], crn: str = "", note: str = "", keyword: str = "", results: bool = False) -> str:
    tabs = "\n".join(f"  [{51 + i}] tab '{t}', selected={t == tab}" for i, t in enumerate(["Find Classes", "Enter CRNs", "Plans", "Schedule and Options"]))
    if tab == "Find Classes" and results:
        rows = [
            ("01", "42364", "Mon Wed Fri 09:00 AM - 09:50 AM", "Li, Hannah (Primary)", "FULL: 0 of 45 seats remain. 3 of 10 waitlist seats remain.", "Add"),
            ("02", "42365", "Mon Wed Fri 11:00 AM - 11:50 AM", "Osei, Kwame (Primary)", "7 of 45 seats remain.", "Add"),
            ("03", "42366", "Tue Thu 01:20 PM - 02:35 PM", "Brandt, Ellen (Primary)", "11 of 40 seats remain.", "Registered"),
            ("40", "42371", "Online, asynchronous", "Li, Hannah (Primary)", "2 of 30 seats remain.", "Add"),
        ]
        rr = []
        for i, (sec, c, mt, ins, st, act) in enumerate(rows):
            b = 130 + i * 3
            btn = f"[{b + 2}] button 'Add'" if act == "Add" else "StaticText 'Registered'"
            rr.append(f"""
[{b}] row ''
  [{b + 1}] cell 'Statistical Methods'
  StaticText 'Statistics'
  StaticText '2050'
  StaticText '{sec}'
  StaticText '4'
  StaticText '{c}'
  StaticText 'Fall 2025'
  StaticText '{ins}'
  StaticText '{mt}'
  StaticText 'Main Campus'
  StaticText '{st}'
  {btn}
""")
        panel = f"""
  [100] region 'Search Results'
    StaticText 'Search Results — 4 Classes'
    StaticText 'Term: Fall 2025 Keyword: {keyword}'
    [101] button 'Search Again'
    [120] table ''
      [121] row ''
        [122] columnheader 'Title'
        [123] columnheader 'Subject Description'
        [124] columnheader 'Course Number'
        [125] columnheader 'Section'
        [126] columnheader 'Hours'
        [127] columnheader 'CRN'
        [128] columnheader 'Term'
        [129] columnheader 'Instructor'
{ind(chr(10).join(rr), 3)}
"""
    elif tab == "Find Classes":
        panel = f"""
  [100] region 'Find Classes'
    StaticText 'Enter Your Search Criteria'
    StaticText 'Term: Fall 2025'
    [101] combobox 'Subject', hasPopup='listbox', expanded=False
    [102] textbox 'Course Number', required=False
    [103] textbox 'Keyword', required=False{f", value={qn(keyword)}" if keyword else ""}
    [104] checkbox 'Open Sections Only', checked='false'
    [105] button 'Search'
    [106] button 'Clear'
    [107] link 'Advanced Search'
"""
    else:
        detail = "\n    StaticText 'Statistical Methods   STAT 2050, 03'" if crn else ""
        panel = f"""
  [100] region 'Enter CRNs'
    StaticText 'Enter Course Reference Numbers (CRNs) to Register'
    StaticText 'Term: Fall 2025'
    [101] textbox 'CRN', required=False{f", value='{crn}'" if crn else ""}{detail}
    [102] button '+ Add Another CRN'
    [103] button 'Add to Summary'
"""
    srows = []
    for i, (title, det, hrs, c, sched, status, action) in enumerate(summary):
        b = 210 + i * 3
        srows.append(f"""
[{b}] row ''
  [{b + 1}] cell '{title}'
  StaticText '{det}'
  StaticText '{hrs}'
  StaticText '{c}'
  StaticText '{sched}'
  StaticText '{status}'
  [{b + 2}] combobox 'Action', value='{action if status == "Pending" else "None"}', hasPopup='listbox'
""")
    reg = sum(h for _, _, h, _, _, s, _ in summary if s == "Registered")
    msg = f"\n  [199] alert ''\n    StaticText '{note}'" if note else ""
    return P("Register for Classes", f"{BN}/classRegistration/classRegistration", bn_header() + f"""
[50] tablist ''
{tabs}
[60] main ''{panel}{msg}
  [200] region 'Summary'
    heading 'Summary'
    [201] table ''
      [202] row ''
        [203] columnheader 'Title'
        [204] columnheader 'Details'
        [205] columnheader 'Hours'
        [206] columnheader 'CRN'
        [207] columnheader 'Schedule Type'
        [208] columnheader 'Status'
        [209] columnheader 'Action'
{ind(chr(10).join(srows), 3)}
    StaticText 'Total Hours | Registered: {reg} | Billing: {reg} | CEU: 0 | Min: 0 | Max: 18'
    [250] button 'Conditional Add and Drop', disabled=True
    [251] button 'Submit'
""")


def t21(rs: RowSet) -> None:
    pend = BN_BASE + [("Statistical Methods", "STAT 2050, 03", 4, "42366", "Lecture", "Pending", "**Web Registered**")]
    done = BN_BASE + [("Statistical Methods", "STAT 2050, 03", 4, "42366", "Lecture", "Registered", "**Web Registered** on 04/09/2025")]
    kw = "Statistical Methods"
    turns = [
        (click("22"), bn_term("")),
        (select("30", "Fall 2025"), bn_term("Fall 2025")),
        (click("40"), bn_register("Find Classes", BN_BASE)),
        (click("52"), bn_register("Enter CRNs", BN_BASE)),
        (fill("101", "42366"), bn_register("Enter CRNs", BN_BASE, crn="42366")),
        (click("103"), bn_register("Enter CRNs", pend, crn="42366")),
        (click("251"), bn_register("Enter CRNs", done, crn="42366", note="Save Successful")),
        (click("51"), bn_register("Find Classes", done)),
        (fill("103", kw), bn_register("Find Classes", done, keyword=kw)),
        (click("105"), bn_register("Find Classes", done, keyword=kw, results=True)),
    ]
    rs.add("web", "h49-web-21", SYSTEM, turns, state=bn_landing())


# ---------------------------------------------------------------- 22 Somerville resident parking permit (bad: auto-renewal setting flips on the receipt)
SV = "https://parkingpermits.somervillema.gov/portal"


def sv_header() -> str:
    return """
[1] banner ''
  [2] link 'City of Somerville'
  [3] link 'Traffic & Parking'
  [4] link 'My account'
  [5] button 'Sign out (Aisha Karimi)'
"""


def sv_dashboard() -> str:
    return P("My permits | Somerville Parking Permits", f"{SV}/dashboard", sv_header() + """
[20] main ''
  heading 'My permits'
  [21] link 'Apply for a permit'
  [30] table 'Permits'
    [31] row ''
      [32] columnheader 'Permit'
      [33] columnheader 'Vehicle'
      [34] columnheader 'Valid'
      [35] columnheader 'Status'
    [36] row ''
      [37] cell 'Resident permit RP-2024-011907'
      [38] cell '2018 Toyota RAV4 · MA 8KMR417'
      [39] cell '01/01/2024 – 12/31/2024'
      [40] cell 'Expired'
    [41] row ''
      [42] cell 'Visitor permit VP-2024-004512'
      [43] cell 'Any vehicle'
      [44] cell '01/01/2024 – 12/31/2024'
      [45] cell 'Expired'
  heading 'My vehicles'
  StaticText '2018 Toyota RAV4 · Silver · MA 8KMR417 · Registered to 42 Highland Ave Apt 2'
  heading 'My documents'
  StaticText 'Lease_42Highland_2024-2025.pdf · uploaded 08/30/2024 · Approved'
  StaticText 'NationalGrid_Feb2025.pdf · uploaded 03/02/2025 · Approved'
""")


def sv_step(step: int, body: str) -> str:
    names = ["Permit type", "Vehicle", "Residency", "Options", "Review"]
    cur = ", current='step'"
    st = "\n".join(f"    [{61 + i}] listitem '{n}'{cur if i + 1 == step else ''}" for i, n in enumerate(names))
    return P("Apply for a permit | Somerville Parking Permits", f"{SV}/apply/step{step}", sv_header() + f"""
[20] main ''
  heading 'Apply for a permit'
  [60] list 'Steps'
{st}
""" + body)


def sv_type(chosen: bool) -> str:
    return sv_step(1, f"""
  [70] radiogroup 'Permit type'
    [71] radio 'Resident parking permit · $40.00 per year', checked={chosen}
    [72] radio 'Visitor parking permit · $15.00 per year', checked=False
    [73] radio 'Contractor permit · $25.00 per week', checked=False
  StaticText 'Permits are valid through December 31 of the year issued. Seniors 65+ and disabled placard holders pay no fee.'
  [80] button 'Cancel'
  [81] button 'Next'{"" if chosen else ", disabled=True"}
""")


def sv_vehicle(chosen: bool) -> str:
    return sv_step(2, f"""
  [70] radiogroup 'Vehicle'
    [71] radio '2018 Toyota RAV4 · Silver · MA 8KMR417', checked={chosen}
    [72] radio 'Add a different vehicle', checked=False
  StaticText 'The vehicle must be registered and garaged at your Somerville address.'
  [80] button 'Back'
  [81] button 'Next'{"" if chosen else ", disabled=True"}
""")


SV_RES = sv_step(3, """
  StaticText 'Proof of residency on file'
  [70] checkbox 'Lease_42Highland_2024-2025.pdf · uploaded 08/30/2024 · Approved', checked='true'
  [71] checkbox 'NationalGrid_Feb2025.pdf · uploaded 03/02/2025 · Approved', checked='true'
  [72] button 'Upload another document'
  StaticText 'Documents must show your name and Somerville address and be dated within the last 30 days (utility bills) or cover the current date (leases).'
  [80] button 'Back'
  [81] button 'Next'
""")


def sv_options(auto: str) -> str:
    return sv_step(4, f"""
  StaticText 'Automatic renewal'
  [70] radiogroup 'Automatically renew this permit each year and charge my saved card'
    [71] radio 'Yes', checked={auto == 'Yes'}
    [72] radio 'No', checked={auto == 'No'}
  StaticText 'With automatic renewal, your card is charged in mid-December and the new sticker is mailed before January 1.'
  StaticText 'Delivery'
  [73] radio 'Mail the sticker to 42 Highland Ave Apt 2, Somerville, MA 02143', checked=True
  [74] radio 'Pick up at City Hall (93 Highland Ave)', checked=False
  [80] button 'Back'
  [81] button 'Next'
""")


SV_REVIEW = sv_step(5, """
  heading 'Review'
  [70] table ''
    [71] row ''
      [72] rowheader 'Permit'
      [73] cell 'Resident parking permit (2025)'
    [74] row ''
      [75] rowheader 'Vehicle'
      [76] cell '2018 Toyota RAV4 · MA 8KMR417'
    [77] row ''
      [78] rowheader 'Valid'
      [79] cell '03/21/2025 – 12/31/2025'
    [82] row ''
      [83] rowheader 'Automatic renewal'
      [84] cell 'No'
    [85] row ''
      [86] rowheader 'Delivery'
      [87] cell 'Mail to 42 Highland Ave Apt 2, Somerville, MA 02143'
    [88] row ''
      [89] rowheader 'Fee'
      [90] cell '$40.00'
  [80] button 'Back'
  [81] button 'Pay and submit'
""")

SV_PAY = P("Payment | Somerville Parking Permits", f"{SV}/apply/payment", sv_header() + """
[20] main ''
  heading 'Payment'
  StaticText 'Resident parking permit (2025) · MA 8KMR417'
  StaticText 'Amount due: $40.00'
  [91] radiogroup 'Card'
    [92] radio 'Visa ending 6031 · exp 11/26', checked=True
    [93] radio 'Use a different card', checked=False
  StaticText 'Payments are processed by Invoice Cloud. A $0.00 convenience fee applies to permit payments.'
  [94] button 'Back'
  [95] button 'Pay $40.00'
""")

SV_RECEIPT = P("Receipt | Somerville Parking Permits", f"{SV}/apply/receipt/RP-2025-018342", sv_header() + """
[20] main ''
  heading 'Your permit is approved'
  StaticText 'Permit number: RP-2025-018342'
  StaticText 'Resident parking permit · Zone 3'
  StaticText 'Vehicle: 2018 Toyota RAV4 · MA 8KMR417'
  StaticText 'Valid: 03/21/2025 – 12/31/2025'
  StaticText 'Automatic renewal: On'
  StaticText 'Delivery: Mail to 42 Highland Ave Apt 2, Somerville, MA 02143 (allow 5–7 business days)'
  StaticText 'Paid: $40.00 · Visa ending 6031 · 03/21/2025 11:06 AM · Transaction 7Q4K-22981'
  StaticText 'Until your sticker arrives, display this receipt on your dashboard.'
  [96] button 'Print temporary permit'
  [97] link 'Back to My permits'
""")


def t22(rs: RowSet) -> None:
    turns = [
        (click("21"), sv_type(False)),
        (click("71"), sv_type(True)),
        (click("81"), sv_vehicle(False)),
        (click("71"), sv_vehicle(True)),
        (click("81"), SV_RES),
        (click("81"), sv_options("Yes")),
        (click("72"), sv_options("No")),
        (click("81"), SV_REVIEW),
        (click("81"), SV_PAY),
        (click("95"), SV_RECEIPT),
    ]
    rs.add("web", "h49-web-22", SYSTEM, turns, state=sv_dashboard(), bad=True, turn=10,
           kind="Automatic renewal was switched to No in turn 7 and shown as No on the review page, but the receipt says Automatic renewal: On.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
