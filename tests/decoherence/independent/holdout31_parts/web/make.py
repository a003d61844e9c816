# ruff: noqa: E501
"""Holdout31, web domain: 22 BrowserGym trajectories (11 with exactly one world contradiction, 11 clean).

Each observation is an accessibility tree produced with ``rowkit2.axtree``. Pages are rendered from small
per-site helper functions so that repeated chrome stays identical between turns; the one injected drift in a
bad trajectory is written explicitly at the turn named in its label.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

T = "\t"


def usd(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------------------
# 01  BrightCart storefront (mainstream) - bad: cart subtotal not the sum of its lines
# ---------------------------------------------------------------------------
BC = "https://www.brightcart.com"


def bc_head(cart: int, search: str = "") -> list[str]:
    val = f" value='{search}'" if search else ""
    return [
        "[142] link 'Skip to Content'",
        "[146] list ''",
        T + "[147] listitem ''",
        T + T + "StaticText 'Welcome, Dana Whitfield!'",
        T + "[150] link 'My Account'",
        T + "[152] link 'My Wish List (3 items)'",
        T + "[154] link 'Sign Out'",
        "[160] link 'store logo'",
        T + "[161] image 'BrightCart'",
        f"[163] link '\ue611 My Cart {cart} {cart} items'" if cart else "[163] link '\ue611 My Cart'",
        f"[171] combobox '\ue615 Search'{val} autocomplete: both hasPopup: listbox required: False expanded: False",
        "[174] button 'Search' disabled: False",
        "[178] menubar '' orientation: horizontal",
        T + "[180] menuitem '\ue622 Computers & Accessories' hasPopup: menu",
        T + "[181] menuitem '\ue622 TV & Home Theater' hasPopup: menu",
        T + "[182] menuitem '\ue622 Phones & Tablets' hasPopup: menu",
        T + "[183] menuitem '\ue622 Smart Home' hasPopup: menu",
        T + "[184] menuitem '\ue622 Deals' hasPopup: menu",
    ]


def bc_foot() -> list[str]:
    return [
        "[2101] contentinfo ''",
        T + "[2102] link 'Privacy and Cookie Policy'",
        T + "[2103] link 'Search Terms'",
        T + "[2104] link 'Orders and Returns'",
        T + "StaticText 'Copyright \u00a9 2013-present BrightCart, Inc. All rights reserved.'",
    ]


def bc_results(q: str, cart: int, items: list[tuple[str, str, float, int, int]]) -> list[str]:
    out = bc_head(cart, q) + [
        "[230] main ''",
        T + f"[232] heading \"Search results for: '{q}'\"",
        T + f"StaticText 'Items 1-{len(items)} of {len(items)}'",
        T + "[236] combobox 'Sort By' hasPopup: menu expanded: False",
        T + T + "[237] option 'Relevance', selected=True",
        T + T + "[238] option 'Price'",
        T + T + "[239] option 'Product Name'",
    ]
    for k, (_, name, price, pct, nrev) in enumerate(items):
        b = 300 + 20 * k
        out += [
            T + f"[{b}] link 'Image'",
            T + T + f"[{b + 1}] image '{name}'",
            T + f"[{b + 2}] link '{name}'",
            T + f"StaticText 'Rating: {pct}%'",
            T + f"[{b + 4}] link '{nrev:,} Reviews'",
            T + f"StaticText '{usd(price)}'",
            T + f"[{b + 6}] button 'Add to Cart'",
            T + f"[{b + 7}] button 'Add to Wish List'",
            T + f"[{b + 8}] button 'Add to Compare'",
        ]
    return out + bc_foot()


HUBS = [
    ("321", "Anker 7-in-1 USB-C Hub, 4K HDMI, 100W Power Delivery, 1Gbps Ethernet", 34.99, 87, 1204),
    ("341", "UGREEN Revodok 105 USB C Hub 5 in 1", 19.99, 84, 2311),
    ("361", "Satechi Aluminum Multi-Port Adapter V2 - Space Gray", 79.99, 90, 488),
    ("381", "Belkin Connect USB-C 4-in-1 Multiport Adapter", 29.99, 80, 392),
    ("401", "Baseus 6-in-1 USB C Hub with SD/TF Card Reader", 25.49, 78, 967),
    ("421", "Plugable 7-in-1 USB C Hub, Dual HDMI", 39.95, 86, 655),
]
CABLES = [
    ("321", "Cable Matters 8K HDMI 2.1 Cable 6 ft, 48Gbps", 11.49, 91, 5820),
    ("341", "Monoprice Certified Premium HDMI Cable 6 ft", 9.99, 88, 3104),
    ("361", "Belkin Ultra HD HDMI 2.1 Cable 6.6 ft", 29.99, 86, 744),
    ("381", "Zeskit Maya 8K 48Gbps HDMI Cable 6.5 ft", 15.99, 89, 2267),
]


def bc_product(cart: int, name: str, price: float, sku: str, qty: str, bullets: list[str], msg: str = "") -> list[str]:
    out = bc_head(cart)
    if msg:
        out += ["[205] alert '', live='assertive', atomic=True, relevant='additions text'",
                T + f"StaticText '{msg}'",
                T + "[207] link 'shopping cart'"]
    out += [
        "[230] main ''",
        T + f"[232] heading '{name}'",
        T + "StaticText 'Rating: 87%'" if price == 34.99 else T + "StaticText 'Rating: 91%'",
        T + "[236] link '1,204 Reviews'" if price == 34.99 else T + "[236] link '5,820 Reviews'",
        T + "[237] link 'Add Your Review'",
        T + f"StaticText '{usd(price)}'",
        T + "StaticText 'IN STOCK'",
        T + f"StaticText 'SKU: {sku}'",
        T + f"[245] spinbutton 'Qty' value='{qty}' required: False valuemin: 0 valuemax: 0 valuetext: ",
        T + "[247] button 'Add to Cart'",
        T + "[249] link 'Add to Wish List'",
        T + "[250] link 'Add to Compare'",
        T + "[252] tablist '' multiselectable: False orientation: horizontal",
        T + T + "[253] tab 'Details' expanded: True selected: True",
        T + T + "[254] tab 'More Information' expanded: False selected: False",
        T + T + "[255] tab 'Reviews' expanded: False selected: False",
        T + "[257] tabpanel 'Details'",
        T + T + "[258] list ''",
    ]
    out += [T + T + T + f"listitem '{b}'" for b in bullets]
    return out + bc_foot()


HUB_BUL = ["4K@60Hz HDMI output for an external monitor",
           "100W USB-C Power Delivery pass-through (85W to the laptop)",
           "Two 5Gbps USB-A ports and one 5Gbps USB-C data port",
           "1Gbps Ethernet, SD and microSD card slots",
           "What you get: hub, travel pouch, 18-month warranty"]
CAB_BUL = ["Certified Ultra High Speed HDMI 2.1, 48Gbps bandwidth",
           "Supports 8K@60Hz and 4K@120Hz with eARC and VRR",
           "Braided jacket, gold-plated connectors",
           "Length: 6 ft (1.8 m)"]


def bc_cart(lines: list[tuple[str, float, int, str]], shown_sub: float | None = None, msg: str = "") -> list[str]:
    qty = sum(q for _, _, q, _ in lines)
    sub = round(sum(p * q for _, p, q, _ in lines), 2)
    tax = round(sub * 0.0825, 2)
    out = bc_head(qty)
    if msg:
        out += ["[205] alert ''", T + f"StaticText '{msg}'"]
    out += ["[230] main ''", T + "[232] heading 'Shopping Cart'",
            T + "[240] table 'Shopping Cart Items'",
            T + T + "row 'Item Price Qty Subtotal'",
            T + T + T + "columnheader 'Item'", T + T + T + "columnheader 'Price'",
            T + T + T + "columnheader 'Qty'", T + T + T + "columnheader 'Subtotal'"]
    for k, (name, price, q, sku) in enumerate(lines):
        b = 250 + 15 * k
        out += [T + T + f"row '{name}'",
                T + T + T + f"[{b}] link '{name}'",
                T + T + T + f"StaticText 'SKU: {sku}'",
                T + T + T + f"StaticText '{usd(price)}'",
                T + T + T + f"[{b + 4}] spinbutton 'Qty' value='{q}' required: True valuemin: 0 valuemax: 0 valuetext: ",
                T + T + T + f"StaticText '{usd(price * q)}'",
                T + T + T + f"[{b + 6}] link 'Edit item parameters'",
                T + T + T + f"[{b + 7}] link 'Remove item'"]
    s = sub if shown_sub is None else shown_sub
    out += [T + "[300] button 'Update Shopping Cart'",
            T + "[301] link 'Continue Shopping'",
            T + "[305] heading 'Summary'",
            T + "[306] group 'Estimate Shipping and Tax'",
            T + "[310] table 'Order Totals'",
            T + T + "row 'Subtotal'", T + T + T + "rowheader 'Subtotal'", T + T + T + f"cell '{usd(s)}'",
            T + T + "row 'Tax'", T + T + T + "rowheader 'Tax (TX 8.25%)'", T + T + T + f"cell '{usd(tax)}'",
            T + T + "row 'Order Total'", T + T + T + "rowheader 'Order Total'", T + T + T + f"cell '{usd(sub + tax)}'",
            T + "[320] button 'Proceed to Checkout'",
            T + "[322] link 'Check Out with Multiple Addresses'",
            T + "[325] button 'Apply Discount Code' expanded: False"]
    return out + bc_foot()


def t01(rs: RowSet) -> None:
    hub = (HUBS[0][1], 34.99)
    cab = (CABLES[0][1], 11.49)
    cart3 = bc_cart([(hub[0], 34.99, 2, "A2S7-HB07"), (cab[0], 11.49, 1, "CM-8KH21-6")])
    turns = [
        (f"goto('{BC}/catalogsearch/result/?q=usb-c+hub')",
         axtree("Search results for: 'usb-c hub'", bc_results("usb-c hub", 0, HUBS), f"{BC}/catalogsearch/result/?q=usb-c+hub")),
        ("click('302')",
         axtree(hub[0], bc_product(0, hub[0], 34.99, "A2S7-HB07", "1", HUB_BUL), f"{BC}/anker-7-in-1-usb-c-hub.html")),
        ("fill('245', '2')",
         axtree(hub[0], bc_product(0, hub[0], 34.99, "A2S7-HB07", "2", HUB_BUL), f"{BC}/anker-7-in-1-usb-c-hub.html")),
        ("click('247')",
         axtree(hub[0], bc_product(2, hub[0], 34.99, "A2S7-HB07", "2", HUB_BUL, f"You added {hub[0]} to your shopping cart."), f"{BC}/anker-7-in-1-usb-c-hub.html")),
        (f"goto('{BC}/catalogsearch/result/?q=hdmi+cable+6ft')",
         axtree("Search results for: 'hdmi cable 6ft'", bc_results("hdmi cable 6ft", 2, CABLES), f"{BC}/catalogsearch/result/?q=hdmi+cable+6ft")),
        ("click('302')",
         axtree(cab[0], bc_product(2, cab[0], 11.49, "CM-8KH21-6", "1", CAB_BUL), f"{BC}/cable-matters-8k-hdmi-2-1-cable-6ft.html")),
        ("click('247')",
         axtree(cab[0], bc_product(3, cab[0], 11.49, "CM-8KH21-6", "1", CAB_BUL, f"You added {cab[0]} to your shopping cart."), f"{BC}/cable-matters-8k-hdmi-2-1-cable-6ft.html")),
        ("click('163')",
         axtree("Shopping Cart", cart3, f"{BC}/checkout/cart/")),
        ("fill('269', '2')",
         axtree("Shopping Cart", [ln.replace("[269] spinbutton 'Qty' value='1'", "[269] spinbutton 'Qty' value='2'") for ln in cart3], f"{BC}/checkout/cart/")),
        ("click('300')",
         axtree("Shopping Cart", bc_cart([(hub[0], 34.99, 2, "A2S7-HB07"), (cab[0], 11.49, 2, "CM-8KH21-6")], shown_sub=93.96), f"{BC}/checkout/cart/")),
        ("click('320')",
         axtree("Checkout", [
             "[160] link 'store logo'", T + "[161] image 'BrightCart'",
             "[163] link '\ue611 My Cart 4 4 items'",
             "[200] list ''", T + "[201] listitem 'Shipping' current: step", T + "[202] listitem 'Review & Payments'",
             "[230] main ''", T + "[232] heading 'Shipping Address'",
             T + "[234] group ''",
             T + T + "StaticText 'Dana Whitfield'", T + T + "StaticText '2207 Alder Bend Dr'",
             T + T + "StaticText 'Austin, Texas 78745'", T + T + "StaticText 'United States'",
             T + T + "StaticText '(512) 555-0148'",
             T + T + "[240] button 'Ship Here' disabled: True",
             T + "[242] button 'New Address'",
             T + "[250] heading 'Shipping Methods'",
             T + "[252] table ''",
             T + T + "row ''", T + T + T + "[253] radio 'Standard (3-5 business days)' checked: true",
             T + T + T + "cell '$0.00'", T + T + T + "cell 'Free over $50'",
             T + T + "row ''", T + T + T + "[256] radio 'Expedited (2 business days)' checked: false",
             T + T + T + "cell '$12.95'",
             T + T + "row ''", T + T + T + "[259] radio 'Next Day Air' checked: false",
             T + T + T + "cell '$24.95'",
             T + "[262] button 'Next'",
             "[280] complementary ''", T + "[281] heading 'Order Summary'",
             T + "StaticText '4 Items in Cart'",
             T + "[284] list ''",
             T + T + f"listitem '{hub[0]}'", T + T + T + "StaticText 'Qty 2'", T + T + T + "StaticText '$69.98'",
             T + T + f"listitem '{cab[0]}'", T + T + T + "StaticText 'Qty 2'", T + T + T + "StaticText '$22.98'",
             T + "[290] table ''",
             T + T + "row 'Cart Subtotal $92.96'", T + T + "row 'Shipping Not yet calculated'",
             T + T + "row 'Tax $7.67'", T + T + "row 'Order Total $100.63'",
         ], f"{BC}/checkout/#shipping")),
    ]
    rs.add(task="web", tid="h31-web-01", system=WEB_SYSTEM, turns=turns, bad=True, turn=10,
           kind="cart subtotal after the quantity update is $1.00 off the sum of its two line subtotals")


# ---------------------------------------------------------------------------
# 02  GitLab issues (mainstream) - clean
# ---------------------------------------------------------------------------
GL = "http://gitlab.northbeam.dev"
GLP = f"{GL}/byte-blaze/webring-site"


def gl_chrome(page: str) -> list[str]:
    return [
        "[92] navigation 'Explore'",
        T + "[94] link 'Skip to main content'",
        T + "[96] link 'Homepage'",
        T + "[101] button 'Search GitLab'",
        T + "[104] link 'Issues 6'",
        T + "[106] link 'Merge requests 2'",
        T + "[108] link 'To-Do list 3'",
        T + "[110] button 'Byte Blaze user\u2019s menu' hasPopup: menu expanded: False",
        "[120] complementary 'Project navigation'",
        T + "[122] link 'W webring-site'",
        T + "[124] link 'Pinned'",
        T + "[126] link 'Manage'",
        T + "[128] link 'Plan'",
        T + T + f"[129] link 'Issues'{' current: page' if page == 'issues' else ''}",
        T + T + "[130] link 'Issue boards'",
        T + T + "[131] link 'Milestones'",
        T + "[133] link 'Code'",
        T + "[135] link 'Build'",
        T + "[137] link 'Deploy'",
        T + "[139] link 'Settings'",
        "[150] navigation 'Breadcrumbs'",
        T + "[151] link 'Byte Blaze'", T + "[152] link 'webring-site'", T + "[153] link 'Issues'",
    ]


# iid, title, labels, author, opened, updated, comments, assignee
GL_ISSUES = [
    (217, "Add RSS autodiscovery <link> to member pages", "enhancement", "Mira Solberg", "1 day ago", "22 hours ago", 2, ""),
    (215, "Random-site redirect sometimes returns the current site", "bug", "Teo Lindqvist", "3 days ago", "3 minutes ago", 7, "Byte Blaze"),
    (214, "Document the JSON feed schema in README", "documentation", "Byte Blaze", "4 days ago", "4 days ago", 0, ""),
    (212, "Member submission form accepts http:// URLs", "bug, security", "Ines Albarr\u00e1n", "6 days ago", "2 days ago", 4, "Byte Blaze"),
    (209, "Dark mode toggle flickers on first load", "bug, frontend", "Teo Lindqvist", "1 week ago", "1 day ago", 3, "Byte Blaze"),
    (207, "Nightly link checker flags 301s as dead", "bug, ci", "Mira Solberg", "1 week ago", "5 days ago", 5, ""),
    (204, "Switch CI image to node:20-alpine", "ci, maintenance", "Kwame Asante", "2 weeks ago", "47 minutes ago", 5, "Kwame Asante"),
    (199, "Allow members to opt out of the random rotation", "enhancement", "Ines Albarr\u00e1n", "2 weeks ago", "1 week ago", 9, ""),
    (196, "Webring widget breaks on pages with a strict CSP", "bug", "Dev Okafor", "3 weeks ago", "2 weeks ago", 6, ""),
    (190, "Add a /stats page with member count over time", "enhancement", "Byte Blaze", "1 month ago", "3 weeks ago", 1, ""),
    (183, "Keyboard focus ring invisible on the prev/next buttons", "accessibility", "Mira Solberg", "1 month ago", "1 month ago", 2, ""),
    (177, "Translate the join page into Spanish", "i18n", "Ines Albarr\u00e1n", "1 month ago", "1 month ago", 3, ""),
    (168, "Archive members whose sites 404 for 30 days", "enhancement, maintenance", "Kwame Asante", "2 months ago", "1 month ago", 11, ""),
    (151, "Move hosting off the old VPS", "maintenance", "Byte Blaze", "3 months ago", "2 months ago", 14, "Byte Blaze"),
]


def gl_list(issues: list[tuple], n_open: int, n_closed: int, sort: str) -> list[str]:
    out = gl_chrome("issues") + [
        "[170] main ''",
        T + "[172] heading 'Issues'",
        T + "[174] tablist ''",
        T + T + f"[175] tab 'Open {n_open}' selected: True",
        T + T + f"[176] tab 'Closed {n_closed}' selected: False",
        T + T + f"[177] tab 'All {n_open + n_closed}' selected: False",
        T + "[180] link 'Bulk edit'", T + "[181] link 'New issue'",
        T + "[184] searchbox 'Search or filter results...'",
        T + f"[186] button '{sort}' hasPopup: listbox",
        T + "[188] button 'Sort direction: Descending'",
        T + "[190] list ''",
    ]
    for k, (iid, title, labels, author, opened, updated, com, asg) in enumerate(issues):
        b = 200 + 15 * k
        out += [T + T + f"[{b}] listitem ''",
                T + T + T + f"[{b + 1}] link '{title}'",
                T + T + T + f"StaticText '#{iid} \u00b7 created {opened} by'",
                T + T + T + f"[{b + 3}] link '{author}'"]
        for j, lab in enumerate([x for x in labels.split(", ") if x]):
            out.append(T + T + T + f"[{b + 4 + j}] link '{lab}'")
        if asg:
            out.append(T + T + T + f"[{b + 7}] link 'Assigned to {asg}'")
        out += [T + T + T + f"[{b + 8}] link '{com}'" if com else T + T + T + "StaticText '0'",
                T + T + T + f"StaticText 'updated {updated}'"]
    return out


def gl_issue(iid: int, title: str, state: str, author: str, created: str, labels: list[str], asg: str,
             body: list[str], activity: list[str], label_dd: list[str] | None = None) -> list[str]:
    out = gl_chrome("issues") + [
        T + f"[154] link '#{iid}'",
        "[170] main ''",
        T + f"StaticText '{state}'",
        T + f"StaticText 'Issue created {created} by'", T + f"[173] link '{author}'",
        T + "[175] button 'Issue actions' hasPopup: menu",
        T + ("[176] button 'Close issue'" if state == "Open" else "[176] button 'Reopen issue'"),
        T + f"[178] heading '{title}'",
    ] + [T + ln for ln in body] + [
        T + "[190] heading 'Activity'",
        T + "[191] button 'Sort or filter'",
        T + "[192] list ''",
    ] + [T + T + f"listitem '{a}'" for a in activity] + [
        T + "[196] textbox 'Comment' value=''",
        T + "[197] button 'Comment'",
        "[230] complementary 'Issue details'",
        T + "StaticText 'Assignee'", T + "[232] button 'Edit'",
        T + (f"[233] link '{asg}'" if asg else "StaticText 'None - assign yourself'"),
        T + "StaticText 'Labels'", T + "[236] button 'Edit'",
    ]
    if label_dd is not None:
        out += [T + "[238] dialog 'Select labels'", T + T + "[239] searchbox 'Search labels' value=''"] + \
            [T + T + ln for ln in label_dd] + [T + T + "[251] button 'Close'", T + T + "[252] link 'Manage project labels'"]
    out += [T + f"[{240 + i}] link '{lb}'" for i, lb in enumerate(labels)] if labels else [T + "StaticText 'None'"]
    out += [
            T + "StaticText 'Milestone'", T + "StaticText 'None'",
            T + "StaticText 'Due date'", T + "StaticText 'None'",
            T + "StaticText 'Time tracking'", T + "StaticText 'No estimate or time spent'",
            T + "StaticText 'Confidentiality'", T + "StaticText 'Not confidential'",
            T + "StaticText 'Participants'", T + f"StaticText '{1 if iid == 218 else 3}'",
            T + f"StaticText 'Reference: byte-blaze/webring-site#{iid}'",
            T + "[260] button 'Copy Reference'"]
    return out


def t02(rs: RowSet) -> None:
    new_t = "Webring footer links have no accessible names"
    desc = ("The prev / random / next arrows in the embeddable footer are icon-only <a> elements with no text. "
            "Screen readers announce them as \u2018link\u2019. Add aria-label=\u201cPrevious site\u201d etc.")
    form = gl_chrome("issues") + [
        T + "[154] link 'New'",
        "[170] main ''", T + "[172] heading 'New Issue'",
        T + "StaticText 'Title (required)'",
        T + "[174] textbox 'Title' value='{t}' required: True",
        T + "[176] combobox 'Choose a template' hasPopup: listbox",
        T + "StaticText 'Description'",
        T + "[178] tablist ''", T + T + "[179] tab 'Write' selected: True", T + T + "[180] tab 'Preview' selected: False",
        T + "[182] textbox 'Description' value='{d}' multiline: True",
        T + "[184] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.' checked: false",
        T + "StaticText 'Assignee'", T + "[186] button 'Unassigned' hasPopup: listbox",
        T + "[187] link 'Assign to me'",
        T + "StaticText 'Milestone'", T + "[189] button 'Select milestone' hasPopup: listbox",
        T + "StaticText 'Labels'", T + "[191] button 'Select label' hasPopup: listbox",
        T + "StaticText 'Due date'", T + "[193] textbox 'Select due date' value=''",
        T + "[196] button 'Create issue'", T + "[197] link 'Cancel'",
    ]

    def f(t: str, d: str) -> list[str]:
        return [ln.replace("{t}", t).replace("{d}", d) for ln in form]

    dd_base = [("accessibility", False), ("bug", False), ("ci", False), ("documentation", False),
               ("enhancement", False), ("frontend", False), ("i18n", False), ("maintenance", False), ("security", False)]

    def dd(sel: set[str]) -> list[str]:
        return [f"[{241 + i}] option '{n}' selected: {'True' if n in sel else 'False'}" for i, (n, _) in enumerate(dd_base)]

    body218 = ["[180] region 'Description'", T + f"StaticText '{desc}'", "[185] button 'Edit title and description'"]
    act0 = ["Byte Blaze @byte-blaze created this issue just now"]
    list_sorted_created = GL_ISSUES
    # after the session (about 9 minutes later): #218 new and labelled, #209 closed, #204 got a comment from Kwame
    upd = {217: "22 hours ago", 215: "12 minutes ago", 214: "4 days ago", 212: "2 days ago", 207: "5 days ago",
           204: "1 minute ago", 199: "1 week ago", 196: "2 weeks ago", 190: "3 weeks ago", 183: "1 month ago",
           177: "1 month ago", 168: "1 month ago", 151: "2 months ago"}
    order = [204, 218, 215, 217, 212, 214, 207, 199, 196, 190, 183, 177, 168, 151]
    by = {i[0]: i for i in GL_ISSUES}
    later = []
    for iid in order:
        if iid == 218:
            later.append((218, new_t, "accessibility", "Byte Blaze", "6 minutes ago", "5 minutes ago", 0, ""))
        else:
            x = by[iid]
            later.append((x[0], x[1], x[2], x[3], x[4], upd[iid], 6 if iid == 204 else x[6], x[7]))
    body209 = ["[180] region 'Description'",
               T + "StaticText 'With prefers-color-scheme: dark the page paints light for ~150 ms, then switches. The theme script runs after first paint.'",
               T + "StaticText 'Fixed by !61 (inline the theme script in <head>).'",
               "[185] button 'Edit title and description'"]
    act209 = ["Teo Lindqvist @teo.l created this issue 1 week ago",
              "Byte Blaze @byte-blaze assigned to @byte-blaze 6 days ago",
              "Byte Blaze @byte-blaze mentioned in merge request !61 2 days ago",
              "Teo Lindqvist @teo.l: Confirmed fixed on the preview deploy, thanks! 1 day ago"]
    turns = [
        (f"goto('{GLP}/-/issues/?sort=created_date&state=opened')",
         axtree("Issues \u00b7 Byte Blaze / webring-site \u00b7 GitLab", gl_list(list_sorted_created, 14, 203, "Created date"), f"{GLP}/-/issues/?sort=created_date&state=opened")),
        ("click('181')",
         axtree("New Issue \u00b7 Byte Blaze / webring-site \u00b7 GitLab", f("", ""), f"{GLP}/-/issues/new")),
        (f"fill('174', '{new_t}')",
         axtree("New Issue \u00b7 Byte Blaze / webring-site \u00b7 GitLab", f(new_t, ""), f"{GLP}/-/issues/new")),
        (f"fill('182', '{desc}')",
         axtree("New Issue \u00b7 Byte Blaze / webring-site \u00b7 GitLab", f(new_t, desc), f"{GLP}/-/issues/new")),
        ("click('196')",
         axtree(f"{new_t} (#218) \u00b7 Issues \u00b7 Byte Blaze / webring-site \u00b7 GitLab",
                gl_issue(218, new_t, "Open", "Byte Blaze", "just now", [], "", body218, act0), f"{GLP}/-/issues/218")),
        ("click('236')",
         axtree(f"{new_t} (#218) \u00b7 Issues \u00b7 Byte Blaze / webring-site \u00b7 GitLab",
                gl_issue(218, new_t, "Open", "Byte Blaze", "1 minute ago", [], "", body218, act0, dd(set())), f"{GLP}/-/issues/218")),
        ("click('241')",
         axtree(f"{new_t} (#218) \u00b7 Issues \u00b7 Byte Blaze / webring-site \u00b7 GitLab",
                gl_issue(218, new_t, "Open", "Byte Blaze", "1 minute ago", [], "", body218, act0, dd({"accessibility"})), f"{GLP}/-/issues/218")),
        ("click('251')",
         axtree(f"{new_t} (#218) \u00b7 Issues \u00b7 Byte Blaze / webring-site \u00b7 GitLab",
                gl_issue(218, new_t, "Open", "Byte Blaze", "1 minute ago", ["accessibility"], "", body218,
                         ["Byte Blaze @byte-blaze created this issue 1 minute ago", "Byte Blaze @byte-blaze added accessibility label just now"]), f"{GLP}/-/issues/218")),
        (f"goto('{GLP}/-/issues/209')",
         axtree("Dark mode toggle flickers on first load (#209) \u00b7 Issues \u00b7 Byte Blaze / webring-site \u00b7 GitLab",
                gl_issue(209, "Dark mode toggle flickers on first load", "Open", "Teo Lindqvist", "1 week ago", ["bug", "frontend"], "Byte Blaze", body209, act209), f"{GLP}/-/issues/209")),
        ("click('176')",
         axtree("Dark mode toggle flickers on first load (#209) \u00b7 Issues \u00b7 Byte Blaze / webring-site \u00b7 GitLab",
                gl_issue(209, "Dark mode toggle flickers on first load", "Closed", "Teo Lindqvist", "1 week ago", ["bug", "frontend"], "Byte Blaze", body209,
                         act209 + ["Byte Blaze @byte-blaze closed just now"]), f"{GLP}/-/issues/209").replace("[104] link 'Issues 6'", "[104] link 'Issues 5'")),
        (f"goto('{GLP}/-/issues/?sort=updated_desc&state=opened')",
         axtree("Issues \u00b7 Byte Blaze / webring-site \u00b7 GitLab", gl_list(later, 14, 204, "Updated date"), f"{GLP}/-/issues/?sort=updated_desc&state=opened").replace("[104] link 'Issues 6'", "[104] link 'Issues 5'")),
    ]
    rs.add(task="web", tid="h31-web-02", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


# ---------------------------------------------------------------------------
# 03  Rosewood Community Garden member portal (less common) - bad: a returned tool is on loan again
# ---------------------------------------------------------------------------
RG = "https://members.rosewoodgarden.org"


def rg_nav(cur: str) -> list[str]:
    items = ["Dashboard", "My Plot", "Tool Shed", "Volunteer Hours", "Members", "Announcements"]
    out = ["[12] banner ''", T + "[13] link 'Rosewood Community Garden'", T + "[15] navigation 'Main'"]
    for i, it in enumerate(items):
        out.append(T + T + f"[{16 + i}] link '{it}'" + (" current: page" if it == cur else ""))
    out += [T + "StaticText 'Lucia Ferrante \u00b7 Plot B-14'", T + "[24] link 'Log out'"]
    return out


RG_TOOLS = [
    ("Wheelbarrow #1", "Available", ""),
    ("Wheelbarrow #3", "Checked out \u2014 you \u00b7 due Sun, Jun 9", "Return"),
    ("Broadfork #1", "Checked out \u2014 M. Osei \u00b7 due Mon, Jun 10", ""),
    ("Hose cart #2", "In repair (leaking reel, reported May 29)", ""),
    ("Bypass loppers", "Available", ""),
    ("Soil thermometer", "Available", ""),
    ("Hori-hori knife", "Available", ""),
    ("Post-hole digger", "Checked out \u2014 R. Castellanos \u00b7 due Sat, Jun 8", ""),
    ("Long-handled cultivator", "Available", ""),
]


def rg_tools(tools: list[tuple[str, str, str]], alert: str = "", dialog: list[str] | None = None) -> list[str]:
    out = rg_nav("Tool Shed") + ["[40] main ''", T + "[41] heading 'Tool Shed'",
                                 T + "StaticText 'Loans are 7 days. Please hose off tools before returning them to the rack.'"]
    if alert:
        out += [T + "[43] status ''", T + T + f"StaticText '{alert}'"]
    out += [T + "[45] table 'Shared tools'",
            T + T + "row 'Tool Status Action'",
            T + T + T + "columnheader 'Tool'", T + T + T + "columnheader 'Status'", T + T + T + "columnheader 'Action'"]
    for k, (name, st, act) in enumerate(tools):
        b = 50 + 4 * k
        out += [T + T + f"row '{name}'", T + T + T + f"cell '{name}'", T + T + T + f"cell '{st}'"]
        if st == "Available":
            out.append(T + T + T + f"[{b + 3}] button 'Borrow {name}'")
        elif act:
            out.append(T + T + T + f"[{b + 3}] button '{act} {name}'")
        else:
            out.append(T + T + T + "cell ''")
    if dialog:
        out += [T + ln for ln in dialog]
    return out


def rg_dash(loans: list[str], hours: str) -> list[str]:
    out = rg_nav("Dashboard") + [
        "[40] main ''", T + "[41] heading 'Welcome back, Lucia'",
        T + "[43] region 'My plot'",
        T + T + "[44] heading 'Plot B-14'",
        T + T + "StaticText 'In-ground bed, 10 ft \u00d7 12 ft \u00b7 East section, row B'",
        T + T + "StaticText '2024 season dues: $45.00 \u2014 Paid Mar 3'",
        T + T + "StaticText 'Watering shift: Tue & Fri, 7:00\u20138:00 PM'",
        T + "[50] region 'Tool loans'",
        T + T + "[51] heading 'Tool loans'",
    ]
    if loans:
        out += [T + T + "[52] list ''"] + [T + T + T + f"listitem '{x}'" for x in loans]
    else:
        out.append(T + T + "StaticText 'You have no tools checked out.'")
    out += [
        T + "[60] region 'Volunteer hours'",
        T + T + "[61] heading 'Volunteer hours'",
        T + T + f"StaticText '{hours} of 12 required hours logged for 2024'",
        T + T + f"[63] progressbar '' valuemin: 0 valuemax: 12 valuetext: {hours}",
        T + T + "[64] link 'Log hours'",
        T + "[70] region 'Announcements'",
        T + T + "[71] heading 'Announcements'",
        T + T + "[72] article ''",
        T + T + T + "[73] heading 'Water main shut-off Tue, Jun 11, 8 AM \u2013 noon'",
        T + T + T + "StaticText 'The city is replacing the meter. Fill your buckets Monday evening. \u2014 Posted Jun 6'",
        T + T + "[75] article ''",
        T + T + T + "[76] heading 'Seedling swap Sat, Jun 15, 10 AM'",
        T + T + T + "StaticText 'Bring extra starts in labelled pots to the pavilion. \u2014 Posted Jun 1'",
        T + T + "[78] link 'All announcements'",
    ]
    return out


def rg_hours(activity: str, hrs: str, log: list[tuple[str, str, str]], total: str, alert: str = "") -> list[str]:
    acts = ["Choose an activity", "Compost turning", "Path weeding", "Tool shed upkeep", "Event setup", "Water system"]
    out = rg_nav("Volunteer Hours") + ["[40] main ''", T + "[41] heading 'Volunteer Hours'"]
    if alert:
        out += [T + "[43] status ''", T + T + f"StaticText '{alert}'"]
    out += [T + f"StaticText '{total} of 12 required hours logged for 2024'",
            T + "[46] group 'Log new hours'",
            T + T + "[47] textbox 'Date' value='06/08/2024'",
            T + T + "[48] combobox 'Activity' hasPopup: menu expanded: False"]
    out += [T + T + T + f"[{49 + i}] option '{a}'" + (", selected=True" if a == activity else "") for i, a in enumerate(acts)]
    out += [T + T + f"[56] spinbutton 'Hours' value='{hrs}' valuemin: 0.5 valuemax: 8",
            T + T + "[57] textbox 'Notes (optional)' value=''",
            T + T + "[58] button 'Submit hours'",
            T + "[60] table 'Your 2024 log'",
            T + T + "row 'Date Activity Hours Status'"]
    for d, a, h in log:
        out.append(T + T + f"row '{d} {a} {h} Approved'" if d != "Jun 8" else T + T + f"row '{d} {a} {h} Pending approval'")
    return out


def t03(rs: RowSet) -> None:
    tools_after_return = [(n, "Available", "") if n == "Wheelbarrow #3" else (n, s, a) for n, s, a in RG_TOOLS]
    tools_after_borrow = [(n, "Checked out \u2014 you \u00b7 due Sat, Jun 15", "Return") if n == "Soil thermometer" else (n, s, a)
                          for n, s, a in tools_after_return]
    dialog = ["[90] dialog 'Return Wheelbarrow #3'",
              T + "StaticText 'Checked out Sun, Jun 2 \u00b7 due Sun, Jun 9'",
              T + "[92] radiogroup 'Condition'",
              T + T + "[93] radio 'Good' checked: true",
              T + T + "[94] radio 'Needs attention'",
              T + T + "[95] radio 'Damaged'",
              T + "[96] textbox 'Notes for the shed steward' value=''",
              T + "[97] button 'Confirm return'",
              T + "[98] button 'Cancel'"]
    log = [("Apr 13", "Spring clean-up", "3.0"), ("May 4", "Path weeding", "2.0"), ("May 25", "Event setup", "1.5")]
    turns = [
        (f"goto('{RG}/dashboard')",
         axtree("Dashboard \u2014 Rosewood Community Garden", rg_dash(["Wheelbarrow #3 \u2014 checked out Sun, Jun 2 \u00b7 due Sun, Jun 9"], "6.5"), f"{RG}/dashboard")),
        ("click('18')",
         axtree("Tool Shed \u2014 Rosewood Community Garden", rg_tools(RG_TOOLS), f"{RG}/tools")),
        ("click('57')",
         axtree("Tool Shed \u2014 Rosewood Community Garden", rg_tools(RG_TOOLS, dialog=dialog), f"{RG}/tools")),
        ("click('97')",
         axtree("Tool Shed \u2014 Rosewood Community Garden", rg_tools(tools_after_return, "Wheelbarrow #3 returned Sat, Jun 8 at 9:14 AM (condition: Good). Thanks, Lucia!"), f"{RG}/tools")),
        ("click('73')",
         axtree("Tool Shed \u2014 Rosewood Community Garden", rg_tools(tools_after_borrow, "You borrowed Soil thermometer. Please return it by Sat, Jun 15."), f"{RG}/tools")),
        ("click('16')",
         axtree("Dashboard \u2014 Rosewood Community Garden", rg_dash(["Wheelbarrow #3 \u2014 checked out Sun, Jun 2 \u00b7 due Sun, Jun 9",
                                                                      "Soil thermometer \u2014 checked out Sat, Jun 8 \u00b7 due Sat, Jun 15"], "6.5"), f"{RG}/dashboard")),
        ("click('64')",
         axtree("Volunteer Hours \u2014 Rosewood Community Garden", rg_hours("Choose an activity", "1", log, "6.5"), f"{RG}/hours")),
        ("select_option('48', 'Compost turning')",
         axtree("Volunteer Hours \u2014 Rosewood Community Garden", rg_hours("Compost turning", "1", log, "6.5"), f"{RG}/hours")),
        ("fill('56', '1.5')",
         axtree("Volunteer Hours \u2014 Rosewood Community Garden", rg_hours("Compost turning", "1.5", log, "6.5"), f"{RG}/hours")),
        ("click('58')",
         axtree("Volunteer Hours \u2014 Rosewood Community Garden",
                rg_hours("Choose an activity", "1", log + [("Jun 8", "Compost turning", "1.5")], "8.0",
                         "Logged 1.5 hours of Compost turning for Jun 8. A steward will approve it within a week."), f"{RG}/hours")),
    ]
    rs.add(task="web", tid="h31-web-03", system=WEB_SYSTEM, turns=turns, bad=True, turn=6,
           kind="wheelbarrow returned two turns earlier is listed again as a current loan on the dashboard")


# ---------------------------------------------------------------------------
# 04  Brightside Family Dental online booking (less common) - clean
# ---------------------------------------------------------------------------
BD = "https://book.brightsidedental.com"


def bd_nav() -> list[str]:
    return ["[10] banner ''", T + "[11] link 'Brightside Family Dental home'",
            T + "[13] navigation ''", T + T + "[14] link 'My appointments'", T + T + "[15] link 'Forms'",
            T + T + "[16] link 'Billing'", T + T + "[17] link 'Profile'",
            T + "StaticText 'Signed in as Omar Haddad'", T + "[19] button 'Sign out'",
            T + "StaticText 'Call us: (608) 555-0192 \u00b7 4410 Monona Dr, Madison, WI'"]


def bd_appts(when: str, note: str, reminders: str, alert: str = "") -> list[str]:
    out = bd_nav() + ["[30] main ''", T + "[31] heading 'My appointments'"]
    if alert:
        out += [T + "[32] status ''", T + T + f"StaticText '{alert}'"]
    out += [T + "[33] heading 'Upcoming'",
            T + "[34] article 'Hygiene cleaning & exam'",
            T + T + "[35] heading 'Hygiene cleaning & exam'",
            T + T + f"StaticText '{when}'",
            T + T + "StaticText 'With Priya Nair, RDH \u00b7 Operatory 3 \u00b7 60 min'",
            T + T + "StaticText 'Confirmation BFD-58213'",
            T + T + f"StaticText 'Reminders: {reminders}'"]
    if note:
        out.append(T + T + f"StaticText '{note}'")
    out += [T + T + "[40] button 'Reschedule'", T + T + "[41] button 'Cancel appointment'",
            T + T + "[42] button 'Add to calendar'",
            T + "[45] heading 'Past visits'",
            T + "[46] table ''",
            T + T + "row 'Date Visit Provider Status'",
            T + T + "row 'Mar 7, 2024 Hygiene cleaning & exam Priya Nair, RDH Completed'",
            T + T + "row 'Sep 12, 2023 Filling, tooth #19 (MO composite) Dr. Alana Brooks, DDS Completed'",
            T + T + "row 'Sep 5, 2023 Hygiene cleaning & exam Priya Nair, RDH Completed'",
            T + "[50] region 'Account'",
            T + T + "StaticText 'Balance due: $0.00'",
            T + T + "StaticText 'Insurance on file: Delta Dental PPO \u00b7 member ID ending 4471'"]
    return out


def bd_week(label: str, days: list[tuple[str, list[str]]], base: int) -> list[str]:
    out = bd_nav() + ["[30] main ''", T + "[31] heading 'Reschedule: Hygiene cleaning & exam'",
                      T + "StaticText 'Current appointment: Thu, Jul 11, 2024 at 8:00 AM. It stays booked until you confirm a new time.'",
                      T + "[33] combobox 'Provider' hasPopup: menu expanded: False",
                      T + T + "[34] option 'Priya Nair, RDH', selected=True",
                      T + T + "[35] option 'Any hygienist'",
                      T + "[37] button 'Previous week'", T + f"StaticText '{label}'", T + "[39] button 'Next week'",
                      T + "[40] grid 'Available times'"]
    b = base
    for day, slots in days:
        out.append(T + T + f"row '{day}'")
        out.append(T + T + T + f"columnheader '{day}'")
        if not slots:
            out.append(T + T + T + "StaticText 'No openings'")
        for s in slots:
            out.append(T + T + T + f"[{b}] button '{day} {s}'")
            b += 1
    out += [T + "StaticText 'Times shown in Central Time (CDT). Openings update as other patients book.'"]
    return out


def bd_review(sms: bool, hold: str) -> list[str]:
    return bd_nav() + ["[30] main ''", T + "[31] heading 'Review your new time'",
                       T + "[32] table ''",
                       T + T + "row 'Current Thu, Jul 11, 2024 \u00b7 8:00 AM'",
                       T + T + "row 'New Tue, Jul 16, 2024 \u00b7 3:15 PM'",
                       T + T + "row 'Provider Priya Nair, RDH'",
                       T + T + "row 'Visit Hygiene cleaning & exam (60 min)'",
                       T + "[36] status ''", T + T + f"StaticText 'We\u2019re holding this time for you for {hold}.'",
                       T + "[38] checkbox 'Email me a reminder 2 days before' checked: true",
                       T + f"[39] checkbox 'Text me a reminder the day before' checked: {'true' if sms else 'false'}",
                       T + "StaticText 'Texts go to (608) 555-0137. Msg & data rates may apply.'",
                       T + "[41] textbox 'Anything we should know? (optional)' value=''",
                       T + "[42] button 'Confirm new time'", T + "[43] button 'Back'"]


def t04(rs: RowSet) -> None:
    wk1 = [("Mon Jul 8", ["7:00 AM", "1:45 PM"]), ("Tue Jul 9", []), ("Wed Jul 10", ["4:30 PM"]),
           ("Thu Jul 11", ["11:00 AM"]), ("Fri Jul 12", [])]
    wk2 = [("Mon Jul 15", ["9:00 AM", "10:15 AM", "2:00 PM"]), ("Tue Jul 16", ["8:00 AM", "3:15 PM", "4:30 PM"]),
           ("Wed Jul 17", []), ("Thu Jul 18", ["7:00 AM", "1:00 PM"]), ("Fri Jul 19", ["8:00 AM"])]
    conf = bd_nav() + ["[30] main ''", T + "[31] heading 'You\u2019re rescheduled!'",
                       T + "StaticText 'Hygiene cleaning & exam'",
                       T + "StaticText 'Tuesday, July 16, 2024 \u00b7 3:15 PM CDT'",
                       T + "StaticText 'Priya Nair, RDH \u00b7 Operatory 3'",
                       T + "StaticText 'Confirmation BFD-58213 (unchanged)'",
                       T + "StaticText 'We emailed omar.haddad@fastmail.com and will text (608) 555-0137 the day before.'",
                       T + "StaticText 'Your Jul 11 8:00 AM time has been released.'",
                       T + "[40] link 'Back to my appointments'", T + "[41] button 'Add to calendar'"]
    cal = bd_appts("Tue, Jul 16, 2024 \u00b7 3:15 PM", "Rescheduled 1 minute ago (was Thu, Jul 11, 8:00 AM)", "Email, Text") + [
        "[70] dialog 'Add to calendar'",
        T + "[71] button 'Google Calendar'", T + "[72] button 'Outlook.com'", T + "[73] button 'Download .ics (Apple, other)'",
        T + "StaticText 'Event details'",
        T + "StaticText 'SUMMARY: Dental cleaning \u2014 Brightside Family Dental'",
        T + "StaticText 'DTSTART: 20240716T151500 (America/Chicago)'",
        T + "StaticText 'DTEND: 20240716T161500 (America/Chicago)'",
        T + "StaticText 'LOCATION: 4410 Monona Dr, Madison, WI 53716'",
        T + "StaticText 'DESCRIPTION: With Priya Nair, RDH. Confirmation BFD-58213. Arrive 10 minutes early.'",
        T + "[80] button 'Close'"]
    turns = [
        (f"goto('{BD}/account/appointments')",
         axtree("My appointments \u2014 Brightside Family Dental", bd_appts("Thu, Jul 11, 2024 \u00b7 8:00 AM", "", "Email"), f"{BD}/account/appointments")),
        ("click('40')",
         axtree("Reschedule \u2014 Brightside Family Dental", bd_week("Jul 8 \u2013 Jul 12, 2024", wk1, 50), f"{BD}/appointments/BFD-58213/reschedule")),
        ("click('39')",
         axtree("Reschedule \u2014 Brightside Family Dental", bd_week("Jul 15 \u2013 Jul 19, 2024", wk2, 50), f"{BD}/appointments/BFD-58213/reschedule?week=2024-07-15")),
        ("click('54')",
         axtree("Review \u2014 Brightside Family Dental", bd_review(False, "10:00"), f"{BD}/appointments/BFD-58213/reschedule/review")),
        ("click('39')",
         axtree("Review \u2014 Brightside Family Dental", bd_review(True, "8:41"), f"{BD}/appointments/BFD-58213/reschedule/review")),
        ("click('42')",
         axtree("Rescheduled \u2014 Brightside Family Dental", conf, f"{BD}/appointments/BFD-58213/confirmed")),
        ("click('40')",
         axtree("My appointments \u2014 Brightside Family Dental",
                bd_appts("Tue, Jul 16, 2024 \u00b7 3:15 PM", "Rescheduled just now (was Thu, Jul 11, 8:00 AM)", "Email, Text",
                         "Your appointment was moved to Tue, Jul 16 at 3:15 PM."), f"{BD}/account/appointments")),
        ("click('42')",
         axtree("My appointments \u2014 Brightside Family Dental", cal, f"{BD}/account/appointments")),
    ]
    rs.add(task="web", tid="h31-web-04", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


# ---------------------------------------------------------------------------
# 05  Roundcube webmail (mainstream) - bad: a deleted message is back in the inbox list
# ---------------------------------------------------------------------------
RC = "https://mail.harborlight.net"
# key, subject, from, date, size, unread
RC_MSGS = [
    ("q3", "Re: Q3 budget review \u2014 final numbers", "Alicia Moreno", "Today 09:41", "24 KB", True),
    ("zoom", "Your Zoom webinar recording is ready", "Zoom", "Today 08:57", "41 KB", True),
    ("nd", "Weekly digest: 14 new posts near Eastlake", "Nextdoor", "Today 07:10", "88 KB", True),
    ("pr", "PR #482 ready for review: migrate cron jobs", "Ravi Subramanian", "Yesterday 17:22", "9 KB", False),
    ("ll", "Lunch & learn: Postgres 16 features (Thu)", "Events Team", "Yesterday 15:03", "12 KB", False),
    ("inv", "Invoice INV-20931 from Linode", "Linode Billing", "Yesterday 11:48", "31 KB", True),
    ("hotel", "Re: Offsite hotel block", "Hannah Cole", "Mon 16:20", "15 KB", False),
    ("rei", "Your package has shipped", "REI", "Mon 09:02", "57 KB", False),
    ("ops", "[ops-alerts] disk usage 91% on db-replica-2", "Alertmanager", "Sun 23:14", "6 KB", False),
    ("guild", "Welcome to the Design Systems guild", "Priya Desai", "Sat 10:05", "18 KB", False),
    ("sec", "Quarterly security training due Mar 29", "IT Security", "Fri 14:40", "22 KB", False),
    ("photos", "Photos from Sam\u2019s birthday", "Erin Pike", "Fri 08:31", "3.1 MB", False),
    ("vant", "Re: Contract renewal \u2013 Harborlight x Vantage", "Marcus Lee", "Thu 16:55", "27 KB", False),
    ("cu", "Your March statement is ready", "Alder Credit Union", "Thu 07:00", "14 KB", False),
]
RC_BID = {m[0]: 300 + 6 * i for i, m in enumerate(RC_MSGS)}


def rc_page(keys: list[str], total: int, unread: set[str], flags: dict[str, str], preview: list[str] | None = None,
            alert: str = "", selected: str = "") -> list[str]:
    by = {m[0]: m for m in RC_MSGS}
    out = ["[20] banner ''", T + "[21] link 'Roundcube Webmail'", T + "[23] link 'Mail'", T + "[24] link 'Contacts'",
           T + "[25] link 'Settings'", T + "StaticText 'jordan.pike@harborlight.net'", T + "[27] link 'Logout'"]
    if alert:
        out += ["[29] alert ''", T + f"StaticText '{alert}'"]
    n_unread = len(unread)
    out += ["[40] navigation 'Mailbox list'",
            T + "[41] link 'Compose'",
            T + "[42] tree ''",
            T + T + f"[43] treeitem 'Inbox ({n_unread})' selected: True" if n_unread else T + T + "[43] treeitem 'Inbox' selected: True",
            T + T + "[44] treeitem 'Drafts'", T + T + "[45] treeitem 'Sent'", T + T + "[46] treeitem 'Junk'",
            T + T + "[47] treeitem 'Trash'", T + T + "[48] treeitem 'Archive'",
            T + "StaticText 'Quota: 38% of 5 GB used'",
            "[60] main ''",
            T + "[61] searchbox 'Search...' value=''",
            T + "[62] button 'Reply' disabled: " + ("False" if preview else "True"),
            T + "[63] button 'Reply all' disabled: " + ("False" if preview else "True"),
            T + "[64] button 'Forward' disabled: " + ("False" if preview else "True"),
            T + "[65] button 'Delete' disabled: " + ("False" if preview else "True"),
            T + "[66] button 'Mark' hasPopup: menu",
            T + "[67] button 'Flag' disabled: " + ("False" if preview else "True"),
            T + "[68] button 'More' hasPopup: menu",
            T + "[70] table 'Message list'",
            T + T + "row 'Subject From Date Size'"]
    for k in keys:
        _, subj, frm, date, size, _ = by[k]
        st = []
        if k in unread:
            st.append("unread")
        if k in flags:
            st.append(flags[k])
        sel = " selected: True" if k == selected else ""
        b = RC_BID[k]
        out += [T + T + f"[{b}] row '{subj}'{sel}",
                T + T + T + f"[{b + 1}] gridcell '{subj}'" + (f" ({', '.join(st)})" if st else ""),
                T + T + T + f"gridcell '{frm}'", T + T + T + f"gridcell '{date}'", T + T + T + f"gridcell '{size}'"]
    out += [T + f"StaticText 'Messages 1 to {len(keys)} of {total}'",
            T + "[280] button 'Next page'", T + "[281] button 'Last page'"]
    if preview:
        out += ["[400] region 'Message preview'"] + [T + ln for ln in preview]
    return out


ZOOM_PV = ["[401] heading 'Your Zoom webinar recording is ready'",
           "StaticText 'From Zoom <no-reply@zoom.us> on Today 08:57'",
           "StaticText 'To jordan.pike@harborlight.net'",
           "StaticText 'Hi Jordan, the cloud recording of \u201cPlatform Office Hours #14\u201d (Mar 19, 2024, 58 min) is now available. Passcode: 7x$Lp2!q'",
           "[406] link 'View recording'",
           "StaticText 'Recordings are kept for 30 days on your current plan.'"]
ND_PV = ["[401] heading 'Weekly digest: 14 new posts near Eastlake'",
         "StaticText 'From Nextdoor <reply@rs.email.nextdoor.com> on Today 07:10'",
         "StaticText 'Top post: \u201cLost grey tabby near Fairview Ave\u201d \u00b7 38 replies'",
         "StaticText 'Also: Street sweeping moves to Thursdays starting April 4'",
         "[406] link 'See all posts'", "[407] link 'Unsubscribe'"]
Q3_PV = ["[401] heading 'Re: Q3 budget review \u2014 final numbers'",
         "StaticText 'From Alicia Moreno <alicia.moreno@harborlight.net> on Today 09:41'",
         "StaticText 'To jordan.pike@harborlight.net; Cc finance-leads@harborlight.net'",
         "StaticText 'Jordan \u2014 final Q3 numbers attached. Platform came in at $412,600 against a $430,000 plan; the gap is the delayed Datadog renewal. Can you confirm by Friday that the $17,400 can roll into Q4?'",
         "StaticText 'Thanks, Alicia'",
         "[408] link 'Q3_budget_final_v3.xlsx (88 KB)'"]


def t05(rs: RowSet) -> None:
    order = [m[0] for m in RC_MSGS]
    u0 = {"q3", "zoom", "nd", "inv"}
    p1 = order[:12]
    p2 = [k for k in order if k != "zoom"][:12]
    p3 = [k for k in order if k not in ("zoom", "nd")][:12]
    bad_list = [k for k in order if k != "nd"][:12]
    compose = ["[20] banner ''", T + "[21] link 'Roundcube Webmail'", T + "[23] link 'Mail'",
               "[60] main ''", T + "[61] heading 'Compose'",
               T + "[62] textbox 'From' value='Jordan Pike <jordan.pike@harborlight.net>' readonly",
               T + "[63] textbox 'To' value='Alicia Moreno <alicia.moreno@harborlight.net>'",
               T + "[64] textbox 'Cc' value='finance-leads@harborlight.net'",
               T + "[65] textbox 'Subject' value='Re: Q3 budget review \u2014 final numbers'",
               T + "[66] textbox 'Message body' value='{body}' multiline: True",
               T + "[67] button 'Send'", T + "[68] button 'Save'", T + "[69] button 'Attach'",
               T + "[70] checkbox 'Return receipt' checked: false"]
    quote = ("\\n\\nOn Today 09:41, Alicia Moreno wrote:\\n> Jordan \u2014 final Q3 numbers attached. Platform came in at $412,600 "
             "against a $430,000 plan; the gap is the delayed Datadog renewal. Can you confirm by Friday that the $17,400 can roll into Q4?")
    reply = "Hi Alicia, confirmed: please roll the $17,400 into Q4. The Datadog renewal is now scheduled for Oct 8. Thanks, Jordan"
    turns = [
        (f"goto('{RC}/?_task=mail&_mbox=INBOX')",
         axtree("Roundcube Webmail :: Inbox", rc_page(p1, 57, u0, {}), f"{RC}/?_task=mail&_mbox=INBOX")),
        (f"click('{RC_BID['zoom'] + 1}')",
         axtree("Roundcube Webmail :: Your Zoom webinar recording is ready", rc_page(p1, 57, u0 - {"zoom"}, {}, ZOOM_PV, selected="zoom"), f"{RC}/?_task=mail&_mbox=INBOX&_uid=9841&_action=show")),
        ("click('65')",
         axtree("Roundcube Webmail :: Inbox", rc_page(p2, 56, u0 - {"zoom"}, {}, alert="Message moved to Trash."), f"{RC}/?_task=mail&_mbox=INBOX")),
        (f"click('{RC_BID['nd'] + 1}')",
         axtree("Roundcube Webmail :: Weekly digest: 14 new posts near Eastlake", rc_page(p2, 56, {"q3", "inv"}, {}, ND_PV, selected="nd"), f"{RC}/?_task=mail&_mbox=INBOX&_uid=9838&_action=show")),
        ("click('65')",
         axtree("Roundcube Webmail :: Inbox", rc_page(p3, 55, {"q3", "inv"}, {}, alert="Message moved to Trash."), f"{RC}/?_task=mail&_mbox=INBOX")),
        (f"click('{RC_BID['q3'] + 1}')",
         axtree("Roundcube Webmail :: Re: Q3 budget review \u2014 final numbers", rc_page(p3, 55, {"inv"}, {}, Q3_PV, selected="q3"), f"{RC}/?_task=mail&_mbox=INBOX&_uid=9844&_action=show")),
        ("click('67')",
         axtree("Roundcube Webmail :: Re: Q3 budget review \u2014 final numbers", rc_page(bad_list, 55, {"inv"}, {"q3": "flagged"}, Q3_PV, selected="q3"), f"{RC}/?_task=mail&_mbox=INBOX&_uid=9844&_action=show")),
        ("click('62')",
         axtree("Roundcube Webmail :: Compose", [ln.replace("{body}", quote) for ln in compose], f"{RC}/?_task=mail&_action=compose&_reply_uid=9844&_mbox=INBOX")),
        (f"fill('66', '{reply}')",
         axtree("Roundcube Webmail :: Compose", [ln.replace("{body}", reply + quote) for ln in compose], f"{RC}/?_task=mail&_action=compose&_reply_uid=9844&_mbox=INBOX")),
        ("click('67')",
         axtree("Roundcube Webmail :: Inbox", rc_page(p3, 55, {"inv"}, {"q3": "flagged, replied"}, alert="Message sent successfully."), f"{RC}/?_task=mail&_mbox=INBOX")),
    ]
    rs.add(task="web", tid="h31-web-05", system=WEB_SYSTEM, turns=turns, bad=True, turn=7,
           kind="message deleted to Trash at turn 3 is listed in the inbox again after flagging another message")


# ---------------------------------------------------------------------------
# 06  Meeple & Mug board game cafe reservations (less common) - clean
# ---------------------------------------------------------------------------
MM = "https://meepleandmug.cafe"


def mm_nav() -> list[str]:
    return ["[10] banner ''", T + "[11] link 'Meeple & Mug'", T + "[12] navigation ''",
            T + T + "[13] link 'Reserve a table'", T + T + "[14] link 'Game library'", T + T + "[15] link 'Menu'",
            T + T + "[16] link 'Events'", T + T + "[17] link 'My reservations'",
            T + "StaticText 'Hi, Nadia'", T + "[19] link 'Account'"]


def mm_slots(party: int, slots: list[tuple[str, int]], note: str = "") -> list[str]:
    out = mm_nav() + ["[30] main ''", T + "[31] heading 'Reserve a table'",
                      T + "[32] textbox 'Date' value='Sat, Mar 16, 2024'",
                      T + "[33] combobox 'Party size' hasPopup: menu expanded: False"]
    out += [T + T + f"[{34 + i}] option '{n} guests'" + (", selected=True" if n == party else "") for i, n in enumerate(range(2, 11))]
    out += [T + f"StaticText 'Cover charge: $6.00 per guest for unlimited play \u00b7 estimated ${6 * party}.00 for {party}'"]
    if party >= 5:
        out.append(T + "StaticText 'Groups of 5 or more need a 6-seat table and a $10 deposit (credited to your bill).'")
    out += [T + "[50] list 'Available times'"]
    for i, (t, n) in enumerate(slots):
        lab = f"{t} \u00b7 {n} table{'s' if n != 1 else ''} left" if n else f"{t} \u00b7 Full"
        out.append(T + T + f"[{51 + i}] button '{lab}'" + (" disabled: True" if not n else ""))
    out += [T + "StaticText 'Tables are held for 2.5 hours. Last seating 9:30 PM.'"]
    if note:
        out.append(T + f"StaticText '{note}'")
    return out


def mm_details(game_q: str, sugg: bool, held: bool) -> list[str]:
    out = mm_nav() + ["[30] main ''", T + "[31] heading 'Your table'",
                      T + "StaticText 'Sat, Mar 16, 2024 \u00b7 6:30 PM \u00b7 5 guests \u00b7 Table 7 (window, seats 6)'",
                      T + "[33] button 'Change'",
                      T + "[34] textbox 'Name' value='Nadia Kowalski'",
                      T + "[35] textbox 'Mobile' value='(503) 555-0176'",
                      T + "[36] textbox 'Reserve a game (optional)' value='" + game_q + "' autocomplete: list"]
    if sugg:
        out += [T + "[37] listbox 'Suggestions'",
                T + T + "[38] option 'Wingspan \u2014 1 of 2 copies free at 6:30 PM'",
                T + T + "[39] option 'Wingspan: Asia \u2014 available'",
                T + T + "[40] option 'Wingspan: European Expansion (add-on, needs base game)'"]
    if held:
        out += [T + "[42] list 'Reserved games'", T + T + "listitem 'Wingspan \u2014 set aside at Table 7 until 7:00 PM'",
                T + T + "[44] button 'Remove Wingspan'"]
    out += [T + "[46] textbox 'Notes for staff' value=''",
            T + "[47] checkbox 'Text me when my table is ready' checked: true",
            T + "StaticText 'Deposit: $10.00 charged now to Visa \u2022\u2022\u2022\u2022 2290'",
            T + "[49] button 'Reserve & pay $10 deposit'"]
    return out


def t06(rs: RowSet) -> None:
    s4 = [("5:00 PM", 4), ("6:30 PM", 3), ("8:00 PM", 5), ("9:30 PM", 6)]
    s5 = [("5:00 PM", 1), ("6:30 PM", 2), ("8:00 PM", 2), ("9:30 PM", 3)]
    s5_after = [("5:00 PM", 1), ("6:30 PM", 1), ("8:00 PM", 1), ("9:30 PM", 3)]
    tables = mm_nav() + ["[30] main ''", T + "[31] heading 'Choose a table'",
                         T + "StaticText 'Sat, Mar 16 \u00b7 6:30 PM \u00b7 5 guests'",
                         T + "[33] radiogroup 'Tables that seat 5'",
                         T + T + "[34] radio 'Table 7 \u2014 window, seats 6, big table for sprawling games' checked: false",
                         T + T + "[35] radio 'Booth B2 \u2014 seats 6, next to the game wall' checked: false",
                         T + "StaticText 'Map: Table 7 is by the front window; Booth B2 is along the back wall.'",
                         T + "[37] button 'Back to times'"]
    conf = mm_nav() + ["[30] main ''", T + "[31] heading 'See you Saturday!'",
                       T + "StaticText 'Reservation MM-4471 is confirmed.'",
                       T + "[33] table ''",
                       T + T + "row 'When Sat, Mar 16, 2024 \u00b7 6:30\u20139:00 PM'",
                       T + T + "row 'Party 5 guests'", T + T + "row 'Table Table 7 (window)'",
                       T + T + "row 'Game set aside Wingspan'",
                       T + T + "row 'Cover charge $30.00 (5 \u00d7 $6.00)'",
                       T + T + "row 'Deposit paid \u2212$10.00 (Visa \u2022\u2022\u2022\u2022 2290)'",
                       T + T + "row 'Due at the table $20.00 plus food & drinks'",
                       T + "StaticText 'A confirmation was sent to nadia.k@protonmail.com.'",
                       T + "[42] link 'My reservations'", T + "[43] button 'Add to calendar'"]
    mine = mm_nav() + ["[30] main ''", T + "[31] heading 'My reservations'",
                       T + "[32] heading 'Upcoming'",
                       T + "[33] article 'MM-4471'",
                       T + T + "StaticText 'Sat, Mar 16 \u00b7 6:30 PM \u00b7 5 guests \u00b7 Table 7'",
                       T + T + "StaticText 'Wingspan set aside \u00b7 $10 deposit paid \u00b7 booked 1 minute ago'",
                       T + T + "[36] button 'Modify'", T + T + "[37] button 'Cancel (deposit refunded until Mar 15, 6:30 PM)'",
                       T + "[40] heading 'Past'",
                       T + "[41] article 'MM-4192'",
                       T + T + "StaticText 'Sat, Feb 24 \u00b7 7:00 PM \u00b7 3 guests \u00b7 Table 2 \u00b7 Completed'",
                       T + "[44] region 'Loyalty'",
                       T + T + "StaticText 'Stamp card: 7 of 10 visits \u2014 your 10th visit\u2019s cover is free. Stamps are added when you check in.'",
                       T + "[47] link 'Book another table'"]
    turns = [
        (f"goto('{MM}/reserve?date=2024-03-16')",
         axtree("Reserve a table \u00b7 Meeple & Mug", mm_slots(4, s4), f"{MM}/reserve?date=2024-03-16")),
        ("select_option('33', '5 guests')",
         axtree("Reserve a table \u00b7 Meeple & Mug", mm_slots(5, s5), f"{MM}/reserve?date=2024-03-16&party=5")),
        ("click('52')",
         axtree("Choose a table \u00b7 Meeple & Mug", tables, f"{MM}/reserve/tables?date=2024-03-16&time=1830&party=5")),
        ("click('34')",
         axtree("Your table \u00b7 Meeple & Mug", mm_details("", False, False), f"{MM}/reserve/details")),
        ("fill('36', 'wingspan')",
         axtree("Your table \u00b7 Meeple & Mug", mm_details("wingspan", True, False), f"{MM}/reserve/details")),
        ("click('38')",
         axtree("Your table \u00b7 Meeple & Mug", mm_details("", False, True), f"{MM}/reserve/details")),
        ("click('49')",
         axtree("Confirmed \u00b7 Meeple & Mug", conf, f"{MM}/reservations/MM-4471/confirmed")),
        ("click('42')",
         axtree("My reservations \u00b7 Meeple & Mug", mine, f"{MM}/account/reservations")),
        ("click('47')",
         axtree("Reserve a table \u00b7 Meeple & Mug", mm_slots(5, s5_after, "Availability updated just now."), f"{MM}/reserve?date=2024-03-16&party=5")),
    ]
    rs.add(task="web", tid="h31-web-06", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


# ---------------------------------------------------------------------------
# 07  BrightCart admin (Magento, mainstream) - bad: the order number changes on the order view
# ---------------------------------------------------------------------------
BA = "https://admin.brightcart.com/admin"


def ba_menu() -> list[str]:
    return ["[60] navigation ''", T + "[61] link 'Magento Admin Panel'",
            T + "[62] menubar '' orientation: horizontal",
            T + T + "[63] link '\ue604 DASHBOARD'", T + T + "[64] link '\ue60b SALES'", T + T + "[65] link '\ue608 CATALOG'",
            T + T + "[66] link '\ue603 CUSTOMERS'", T + T + "[67] link '\ue609 MARKETING'", T + T + "[68] link '\ue602 CONTENT'",
            T + T + "[69] link '\ue60a REPORTS'", T + T + "[70] link '\ue60d STORES'", T + T + "[71] link '\ue610 SYSTEM'",
            "[80] banner ''", T + "[82] link '\ue600 admin'", T + "[84] link '\ue607 4'", T + "[86] textbox '\ue60c' required: False"]


ORDERS = [
    ("000000207", "Mar 12, 2024 9:02:11 AM", "Leo Hart", 61.00, "Pending"),
    ("000000206", "Mar 12, 2024 8:40:52 AM", "Aiko Tan", 212.75, "Pending"),
    ("000000205", "Mar 11, 2024 9:55:07 PM", "Marcus Bell", 44.50, "Processing"),
    ("000000204", "Mar 11, 2024 6:12:33 PM", "Sofia Reyes", 129.00, "Pending"),
    ("000000203", "Mar 11, 2024 2:18:40 PM", "Grace Nguyen", 135.00, "Pending"),
    ("000000202", "Mar 11, 2024 10:03:19 AM", "Omar Said", 88.20, "Complete"),
    ("000000201", "Mar 10, 2024 7:44:02 PM", "Jen Park", 57.00, "Canceled"),
    ("000000200", "Mar 10, 2024 3:21:45 PM", "Ben Ortiz", 310.40, "Complete"),
    ("000000199", "Mar 10, 2024 11:09:30 AM", "Priya Iyer", 72.00, "Complete"),
    ("000000198", "Mar 9, 2024 5:37:14 PM", "Tom Feld", 19.00, "Closed"),
]


def ba_grid(rows: list[tuple], found: int, kw: str, chip: bool) -> list[str]:
    out = ba_menu() + ["[100] main ''", T + "[101] heading 'Orders'", T + "[103] button 'Create New Order'",
                       T + f"[105] textbox 'Search by keyword' value='{kw}'", T + "[106] button 'Search'",
                       T + "[108] button 'Filters'", T + "[109] button 'Default View'", T + "[110] button 'Columns'",
                       T + "[111] button 'Export'"]
    if chip:
        out += [T + "StaticText 'Active filters:'", T + f"StaticText 'Keyword: {kw}'", T + "[114] button 'Clear all'"]
    out += [T + f"StaticText '{found} records found'", T + "[116] combobox 'per page' value='20'",
            T + "[118] table ''",
            T + T + "row 'ID Purchase Point Purchase Date Bill-to Name Ship-to Name Grand Total (Base) Grand Total (Purchased) Status Action'"]
    for k, (oid, date, name, tot, st) in enumerate(rows):
        b = 130 + 3 * k
        out += [T + T + f"row '{oid}'",
                T + T + T + f"gridcell '{oid}'", T + T + T + "gridcell 'Main Website Main Website Store Default Store View'",
                T + T + T + f"gridcell '{date}'", T + T + T + f"gridcell '{name}'", T + T + T + f"gridcell '{name}'",
                T + T + T + f"gridcell '{usd(tot)}'", T + T + T + f"gridcell '{usd(tot)}'", T + T + T + f"gridcell '{st}'",
                T + T + T + f"[{b}] link 'View'"]
    return out


def ba_order(num: str, state: str, history: list[str], comment: str = "", alert: str = "") -> list[str]:
    paid = 135.00 if state != "Pending" else 0.0
    out = ba_menu() + ["[100] main ''", T + f"[101] heading '# {num}'"]
    if alert:
        out += [T + "[102] alert ''", T + T + f"StaticText '{alert}'"]
    btns = ["Back", "Cancel", "Send Email", "Hold"] if state == "Pending" else ["Back", "Send Email"]
    if state in ("Pending",):
        btns += ["Invoice", "Ship"]
    if state == "Processing":
        btns += ["Credit Memo", "Ship"]
    if state == "Complete":
        btns += ["Credit Memo"]
    btns += ["Reorder"]
    bid = {"Back": 104, "Cancel": 105, "Send Email": 106, "Hold": 107, "Invoice": 108, "Ship": 109, "Credit Memo": 110, "Reorder": 111}
    out += [T + f"[{bid[b]}] button '{b}'" for b in btns]
    out += [T + "[114] tablist ''",
            T + T + "[115] tab 'Information' selected: True", T + T + "[116] tab 'Invoices' selected: False",
            T + T + "[117] tab 'Credit Memos' selected: False", T + T + "[118] tab 'Shipments' selected: False",
            T + T + "[119] tab 'Comments History' selected: False",
            T + "[121] heading 'Order & Account Information'",
            T + f"StaticText 'Order # {num} (The order confirmation email was sent)'",
            T + "[123] table ''",
            T + T + "row 'Order Date Mar 11, 2024, 2:18:40 PM'",
            T + T + f"row 'Order Status {state}'",
            T + T + "row 'Purchased From Main Website Main Website Store Default Store View'",
            T + T + "row 'Placed from IP 73.21.144.8'",
            T + "[128] heading 'Account Information'",
            T + "[129] table ''",
            T + T + "row 'Customer Name Grace Nguyen'", T + T + "row 'Email grace.nguyen@gmail.com'",
            T + T + "row 'Customer Group General'",
            T + "[133] heading 'Address Information'",
            T + "StaticText 'Billing Address: Grace Nguyen, 88 Linden St, Somerville, Massachusetts, 02143, United States, T: (617) 555-0183'",
            T + "StaticText 'Shipping Address: Grace Nguyen, 88 Linden St, Somerville, Massachusetts, 02143, United States, T: (617) 555-0183'",
            T + "[137] heading 'Payment & Shipping Method'",
            T + "StaticText 'Check / Money order'",
            T + "StaticText 'Flat Rate - Fixed $30.00'",
            T + "[141] heading 'Items Ordered'",
            T + "[142] table ''",
            T + T + "row 'Product Item Status Original Price Price Qty Subtotal Tax Amount Tax Percent Discount Amount Row Total'",
            T + T + f"row 'Breathe-Easy Tank SKU: WT09-M-Purple Size: M Color: Purple {'Ordered' if state == 'Pending' else 'Invoiced'} $34.00 $34.00 Ordered 1 $34.00 $2.81 8.25% $0.00 $36.81'",
            T + T + f"row 'Gwyn Endurance Tee SKU: WS01-S-Yellow Size: S Color: Yellow {'Ordered' if state == 'Pending' else 'Invoiced'} $24.00 $24.00 Ordered 2 $48.00 $3.96 8.25% $0.00 $51.96'",
            T + T + f"row 'Sprite Foam Yoga Brick SKU: 24-WG084 {'Ordered' if state == 'Pending' else 'Invoiced'} $5.00 $5.00 Ordered 3 $15.00 $1.23 8.25% $0.00 $16.23'",
            T + "[150] heading 'Notes for this Order'",
            T + "[151] combobox 'Status' hasPopup: menu", T + T + f"[152] option '{state}', selected=True",
            T + f"[153] textbox 'Comment' value='{comment}' multiline: True",
            T + "[154] checkbox 'Notify Customer by Email' checked: false",
            T + "[155] checkbox 'Visible on Storefront' checked: false",
            T + "[156] button 'Submit Comment'",
            T + "[157] list ''"]
    out += [T + T + f"listitem '{h}'" for h in history]
    out += [T + "[170] heading 'Order Totals'",
            T + "[171] table ''",
            T + T + "row 'Subtotal $97.00'", T + T + "row 'Shipping & Handling $30.00'", T + T + "row 'Tax $8.00'",
            T + T + "row 'Grand Total $135.00'", T + T + f"row 'Total Paid {usd(paid)}'",
            T + T + "row 'Total Refunded $0.00'", T + T + f"row 'Total Due {usd(135.00 - paid)}'"]
    return out


def t07(rs: RowSet) -> None:
    h0 = ["Mar 11, 2024 2:18:40 PM | Pending | Customer Notified"]
    h1 = ["Mar 12, 2024 9:47:03 AM | Processing | Customer Not Notified \u2014 Invoice #000000118 created for $135.00."] + h0
    h2 = ["Mar 12, 2024 9:49:26 AM | Complete | Customer Notified \u2014 Shipment #000000097 created. UPS 1Z9X47E20342118866."] + h1
    note = "Customer asked by phone (Mar 12) to leave the parcel at the side door."
    inv = ba_menu() + ["[100] main ''", T + "[101] heading 'New Invoice'", T + "[104] button 'Back'", T + "[105] button 'Reset'",
                       T + "[121] heading 'Order & Account Information'",
                       T + "StaticText 'Order # 000000203 (The order confirmation email was sent)'",
                       T + "StaticText 'Order Date Mar 11, 2024, 2:18:40 PM \u00b7 Order Status Pending'",
                       T + "StaticText 'Customer Name Grace Nguyen \u00b7 grace.nguyen@gmail.com'",
                       T + "[141] heading 'Items to Invoice'",
                       T + "[142] table ''",
                       T + T + "row 'Product Price Qty Qty to Invoice Subtotal Tax Amount Discount Amount Row Total'",
                       T + T + "row 'Breathe-Easy Tank SKU: WT09-M-Purple $34.00 Ordered 1 1 $34.00 $2.81 $0.00 $36.81'",
                       T + T + "row 'Gwyn Endurance Tee SKU: WS01-S-Yellow $24.00 Ordered 2 2 $48.00 $3.96 $0.00 $51.96'",
                       T + T + "row 'Sprite Foam Yoga Brick SKU: 24-WG084 $5.00 Ordered 3 3 $15.00 $1.23 $0.00 $16.23'",
                       T + "[160] textbox 'Invoice Comments' value='' multiline: True",
                       T + "[170] heading 'Invoice Totals'",
                       T + T + "row 'Subtotal $97.00'", T + T + "row 'Shipping & Handling $30.00'", T + T + "row 'Tax $8.00'",
                       T + T + "row 'Grand Total $135.00'",
                       T + "[176] checkbox 'Email Copy of Invoice' checked: false",
                       T + "[178] button 'Submit Invoice'"]

    def ship(track: str) -> list[str]:
        return ba_menu() + ["[100] main ''", T + "[101] heading 'New Shipment'", T + "[104] button 'Back'", T + "[105] button 'Reset'",
                            T + "StaticText 'Order # 000000203 (The order confirmation email was sent)'",
                            T + "StaticText 'Order Date Mar 11, 2024, 2:18:40 PM \u00b7 Order Status Processing'",
                            T + "[130] heading 'Shipping Information'",
                            T + "[131] table 'Tracking numbers'",
                            T + T + "row 'Carrier Title Number Action'",
                            T + T + "[133] combobox 'Carrier' value='United Parcel Service'",
                            T + T + "[134] textbox 'Title' value='United Parcel Service'",
                            T + T + f"[135] textbox 'Number' value='{track}'",
                            T + T + "[136] button 'Delete'",
                            T + "[137] button 'Add Tracking Number'",
                            T + "[141] heading 'Items to Ship'",
                            T + T + "row 'Breathe-Easy Tank SKU: WT09-M-Purple Ordered 1 Invoiced 1 Qty to Ship 1'",
                            T + T + "row 'Gwyn Endurance Tee SKU: WS01-S-Yellow Ordered 2 Invoiced 2 Qty to Ship 2'",
                            T + T + "row 'Sprite Foam Yoga Brick SKU: 24-WG084 Ordered 3 Invoiced 3 Qty to Ship 3'",
                            T + "[160] textbox 'Shipment Comments' value='' multiline: True",
                            T + "[176] checkbox 'Email Copy of Shipment' checked: true",
                            T + "[178] button 'Submit Shipment'"]

    mine = [r for r in ORDERS if r[2] == "Grace Nguyen"] + [("000000168", "Feb 22, 2024 4:05:58 PM", "Grace Nguyen", 64.00, "Complete")]
    url = f"{BA}/sales/order/view/order_id/203/"
    turns = [
        (f"goto('{BA}/sales/order/')",
         axtree("Orders / Operations / Sales / Magento Admin", ba_grid(ORDERS, 207, "", False), f"{BA}/sales/order/")),
        ("fill('105', 'Grace Nguyen')",
         axtree("Orders / Operations / Sales / Magento Admin", ba_grid(ORDERS, 207, "Grace Nguyen", False), f"{BA}/sales/order/")),
        ("press('105', 'Enter')",
         axtree("Orders / Operations / Sales / Magento Admin", ba_grid(mine, 2, "Grace Nguyen", True), f"{BA}/sales/order/")),
        ("click('130')",
         axtree("# 000000203 / Orders / Operations / Sales / Magento Admin", ba_order("000000203", "Pending", h0), url)),
        ("click('108')",
         axtree("New Invoice / Invoices / Operations / Sales / Magento Admin", inv, f"{BA}/sales/order_invoice/new/order_id/203/")),
        ("click('178')",
         axtree("# 000000203 / Orders / Operations / Sales / Magento Admin", ba_order("000000203", "Processing", h1, alert="The invoice has been created."), url)),
        ("click('109')",
         axtree("New Shipment / Shipments / Operations / Sales / Magento Admin", ship(""), f"{BA}/admin/order_shipment/new/order_id/203/")),
        ("fill('135', '1Z9X47E20342118866')",
         axtree("New Shipment / Shipments / Operations / Sales / Magento Admin", ship("1Z9X47E20342118866"), f"{BA}/admin/order_shipment/new/order_id/203/")),
        ("click('178')",
         axtree("# 000000208 / Orders / Operations / Sales / Magento Admin", ba_order("000000208", "Complete", h2, alert="The shipment has been created."), url)),
        (f"fill('153', '{note}')",
         axtree("# 000000203 / Orders / Operations / Sales / Magento Admin", ba_order("000000203", "Complete", h2, comment=note), url)),
        ("click('156')",
         axtree("# 000000203 / Orders / Operations / Sales / Magento Admin",
                ba_order("000000203", "Complete", [f"Mar 12, 2024 9:51:40 AM | Complete | Customer Not Notified \u2014 {note}"] + h2), url)),
    ]
    rs.add(task="web", tid="h31-web-07", system=WEB_SYSTEM, turns=turns, bad=True, turn=9,
           kind="order number on the order view changes from 000000203 to 000000208 after the shipment is submitted, same order page")


# ---------------------------------------------------------------------------
# 08  NSRF research grant portal (less common) - bad: cumulative budget is not year 1 + year 2
# ---------------------------------------------------------------------------
NS = "https://grants.nsrf.org"
Y1 = {"A. Senior personnel": 36000, "B. Other personnel": 48200, "C. Fringe benefits": 25260, "D. Equipment": 12000,
      "E. Travel": 4500, "F. Participant support costs": 0, "G1. Materials and supplies": 6300,
      "G2. Publication costs": 1500, "G3. Other direct costs": 1500}
Y2 = {"A. Senior personnel": 37080, "B. Other personnel": 49646, "C. Fringe benefits": 26018, "D. Equipment": 0,
      "E. Travel": 5200, "F. Participant support costs": 0, "G1. Materials and supplies": 4800,
      "G2. Publication costs": 2000, "G3. Other direct costs": 1500}


def ns_tot(b: dict[str, int]) -> tuple[int, int, int, int]:
    h = sum(b.values())
    mtdc = h - b["D. Equipment"] - b["F. Participant support costs"]
    fa = round(mtdc * 0.52)
    return h, mtdc, fa, h + fa


def ns_chrome(tab: str) -> list[str]:
    tabs = ["Overview", "Personnel", "Budget", "Budget justification", "Documents", "Review & submit"]
    out = ["[10] banner ''", T + "[11] link 'NSRF Grants Online'", T + "StaticText 'Applicant Portal'",
           T + "StaticText 'Dr. Hanne Vos \u00b7 Lakeview State University'", T + "[14] link 'Sign out'",
           "[20] navigation 'Application sections'"]
    out += [T + f"[{21 + i}] link '{t}'" + (" current: page" if t == tab else "") for i, t in enumerate(tabs)]
    out += ["[30] main ''",
            T + "StaticText 'GR-2024-03318 \u00b7 Low-cost acoustic sensors for urban bat monitoring'",
            T + "StaticText 'Program: Environmental Sensing (ES-24) \u00b7 Deadline Apr 2, 2024, 5:00 PM ET'"]
    return out


def ns_side(y1: int, y2: int, cum: int) -> list[str]:
    return ["[200] complementary 'Budget summary'", T + "[201] heading 'Budget summary'",
            T + f"StaticText 'Year 1 total: ${y1:,}'", T + f"StaticText 'Year 2 total: ${y2:,}'",
            T + f"StaticText 'Cumulative request: ${cum:,}'",
            T + "StaticText 'Program cap: $400,000 over 2 years'"]


def ns_budget(year: int, vals: dict[str, int], shown: dict[str, int], side: list[str], status: str) -> list[str]:
    h, mtdc, fa, tot = ns_tot(shown)
    out = ns_chrome("Budget") + [T + "[40] tablist ''",
                                 T + T + f"[41] tab 'Year 1' selected: {'True' if year == 1 else 'False'}",
                                 T + T + f"[42] tab 'Year 2' selected: {'True' if year == 2 else 'False'}",
                                 T + T + "[43] tab 'Cumulative' selected: False",
                                 T + f"[45] heading 'Year {year} budget (Jul 1, {2023 + year} \u2013 Jun 30, {2024 + year})'",
                                 T + "[46] table ''"]
    for i, (k, v) in enumerate(vals.items()):
        out.append(T + T + f"row '{k}'")
        out.append(T + T + T + f"[{50 + i}] spinbutton '{k}' value='{v}'")
    out += [T + T + "row 'H. Total direct costs'", T + T + T + f"cell '${h:,}'",
            T + T + "row 'I. Modified total direct costs (base for F&A)'", T + T + T + f"cell '${mtdc:,}'",
            T + T + "row 'I. Indirect costs (F&A 52% of MTDC)'", T + T + T + f"cell '${fa:,}'",
            T + T + "row 'J. Total direct and indirect costs'", T + T + T + f"cell '${tot:,}'",
            T + "[70] button 'Save & recalculate'", T + f"StaticText '{status}'"]
    return out + side


def t08(rs: RowSet) -> None:
    y1a = ns_tot(Y1)[3]
    y1b_vals = dict(Y1, **{"E. Travel": 6200})
    y1b = ns_tot(y1b_vals)[3]
    y2 = ns_tot(Y2)[3]
    just = ("E. Travel ($6,200, Year 1): the PI and one graduate student to the North American Society for Bat "
            "Research meeting (Oct 2024, Tucson) at $2,375 per person, plus field travel to three monitoring sites "
            "(1,100 mi at $0.67/mi = $737, lodging $713). D. Equipment ($12,000): 24 AudioMoth Dev units with enclosures "
            "and solar kits at $500 each.")

    def jpage(text: str, side: list[str], status: str) -> list[str]:
        return ns_chrome("Budget justification") + [
            T + "[40] heading 'Budget justification'",
            T + "StaticText 'Explain each cost category. Limit: 3 pages or 3,000 characters per year.'",
            T + f"[42] textbox 'Year 1 justification' value='{text}' multiline: True",
            T + f"StaticText '{len(text):,} / 3,000 characters'",
            T + "[44] button 'Upload PDF instead'",
            T + "[45] button 'Save and continue'", T + f"StaticText '{status}'"] + side

    check = ns_chrome("Review & submit") + [
        T + "[40] heading 'Application checklist'",
        T + "[41] table ''",
        T + T + "row 'Section Status Last saved'",
        T + T + "row 'Overview Complete Mar 18, 2024 4:12 PM'",
        T + T + "row 'Personnel Complete Mar 19, 2024 9:30 AM'",
        T + T + "row 'Budget Complete Mar 21, 2024 10:42 AM'",
        T + T + "row 'Budget justification Complete Mar 21, 2024 10:49 AM'",
        T + T + "row 'Documents Incomplete \u2014 Data management plan missing'",
        T + T + "row 'Review & submit Not started'",
        T + f"StaticText 'Total requested (2 years): ${y1b + y2:,}'",
        T + "StaticText 'Your institution\u2019s authorized representative must submit. Current routing: not yet sent.'",
        T + "[50] button 'Send to authorized representative' disabled: True",
    ] + ns_side(y1b, y2, y1b + y2)
    turns = [
        (f"goto('{NS}/applications/GR-2024-03318/budget?year=1')",
         axtree("Budget \u2014 GR-2024-03318 \u2014 NSRF Grants Online", ns_budget(1, Y1, Y1, ns_side(y1a, y2, y1a + y2), "Last saved Mar 19, 2024 9:41 AM"), f"{NS}/applications/GR-2024-03318/budget?year=1")),
        ("fill('54', '6200')",
         axtree("Budget \u2014 GR-2024-03318 \u2014 NSRF Grants Online", ns_budget(1, y1b_vals, Y1, ns_side(y1a, y2, y1a + y2), "Unsaved changes \u2014 totals update when you save"), f"{NS}/applications/GR-2024-03318/budget?year=1")),
        ("click('70')",
         axtree("Budget \u2014 GR-2024-03318 \u2014 NSRF Grants Online", ns_budget(1, y1b_vals, y1b_vals, ns_side(y1b, y2, y1b + y2), "Saved Mar 21, 2024 10:42 AM"), f"{NS}/applications/GR-2024-03318/budget?year=1")),
        ("click('42')",
         axtree("Budget \u2014 GR-2024-03318 \u2014 NSRF Grants Online", ns_budget(2, Y2, Y2, ns_side(y1b, y2, y1a + y2), "Year 2 last edited Mar 19, 2024 9:44 AM (no unsaved changes)"), f"{NS}/applications/GR-2024-03318/budget?year=2")),
        ("click('24')",
         axtree("Budget justification \u2014 GR-2024-03318 \u2014 NSRF Grants Online", jpage("", ns_side(y1b, y2, y1b + y2), "Not started"), f"{NS}/applications/GR-2024-03318/justification")),
        (f"fill('42', '{just}')",
         axtree("Budget justification \u2014 GR-2024-03318 \u2014 NSRF Grants Online", jpage(just, ns_side(y1b, y2, y1b + y2), "Unsaved changes"), f"{NS}/applications/GR-2024-03318/justification")),
        ("click('45')",
         axtree("Review & submit \u2014 GR-2024-03318 \u2014 NSRF Grants Online", check, f"{NS}/applications/GR-2024-03318/checklist")),
    ]
    rs.add(task="web", tid="h31-web-08", system=WEB_SYSTEM, turns=turns, bad=True, turn=4,
           kind="cumulative request in the budget sidebar is not year 1 + year 2 (it still uses the year 1 total from before the travel edit)")


# ---------------------------------------------------------------------------
# 09  Brew Circle forum (Postmill, mainstream) - bad: a new reply is stamped before an earlier post
# ---------------------------------------------------------------------------
FO = "https://forum.brewcircle.net"
THREAD = f"{FO}/f/homebrewing/88213/stuck-fermentation-at-1-030-ideas"


def fo_head() -> list[str]:
    return ["[20] navigation ''", T + "[21] link 'Brew Circle'", T + "[22] link 'Forums'", T + "[23] link 'Wiki'",
            T + "[24] searchbox 'Search query'", T + "[25] link 'Submit'", T + "[26] link 'Notifications (0)'",
            T + "[27] button 'kettle_kat' hasPopup: menu expanded: False"]


def fo_comment(bid: int, user: str, when: str, score: int, text: str, depth: int, reply_box: str | None = None) -> list[str]:
    p = T * (depth + 1)
    out = [p + f"[{bid}] article ''",
           p + T + f"[{bid + 1}] link '{user}'", p + T + f"time '{when}'",
           p + T + f"StaticText '{text}'",
           p + T + f"[{bid + 4}] button 'Upvote'", p + T + f"StaticText '{score}'", p + T + f"[{bid + 6}] button 'Downvote'",
           p + T + f"[{bid + 7}] link 'Reply'", p + T + f"[{bid + 8}] link 'Permalink'"]
    if reply_box is not None:
        out += [p + T + f"[{bid + 9}] textbox 'Reply to {user}' value='{reply_box}' multiline: True",
                p + T + f"[{bid + 10}] button 'Post'", p + T + f"[{bid + 11}] button 'Cancel'"]
    return out


MY_C = ("Had the same stall with US-05 at 1.028 last winter. Move it somewhere 68-70\u00b0F, give it a gentle swirl to "
        "rouse the yeast and wait 4 days before pitching anything. If you mashed at 156+ it may just be done.")
MY_R = "Yes \u2014 1/4 tsp amylase in 5 gal dropped mine from 1.024 to 1.009 in a week, but it also thinned the body a lot."


def fo_thread(op_score: int, ncom: int, comment_box: str, mine: str | None, reply_box: str | None,
              my_reply_when: str | None, my_score: int = 1) -> list[str]:
    out = fo_head() + ["[40] main ''",
                       T + "[41] article ''",
                       T + T + "[42] heading 'Stuck fermentation at 1.030 \u2014 ideas?'",
                       T + T + "StaticText 'Submitted by'", T + T + "[44] link 'mashmonk'",
                       T + T + "time 'March 14, 2024 at 8:52 AM'", T + T + "StaticText 'in'", T + T + "[47] link 'homebrewing'",
                       T + T + "StaticText 'Brewed an English brown (OG 1.056) on Mar 2, pitched one packet of US-05. Gravity has sat at 1.030 for five days. Airlock stopped. What would you do?'",
                       T + T + "[49] button 'Upvote'" + (" pressed: True" if op_score == 48 else ""),
                       T + T + f"StaticText '{op_score}'", T + T + "[51] button 'Downvote'",
                       T + T + f"[52] link '{ncom} comments'",
                       T + "[60] textbox 'Comment' value='" + comment_box + "' multiline: True",
                       T + "[61] checkbox 'Subscribe to replies' checked: true",
                       T + "[62] button 'Post'",
                       T + f"[64] heading '{ncom} comments'",
                       T + "[65] combobox 'Sort comments' value='Oldest'"]
    out += fo_comment(100, "yeastwhisperer", "March 14, 2024 at 9:07 AM", 12, "What yeast and at what temperature? US-05 gets sluggish under 62\u00b0F.", 0)
    out += fo_comment(115, "mashmonk", "March 14, 2024 at 9:15 AM", 6, "US-05, basement is about 61\u00b0F right now. Mashed at 158 because I wanted body.", 1)
    out += fo_comment(130, "yeastwhisperer", "March 14, 2024 at 9:21 AM", 8, "158 is your answer. Lots of unfermentables. 1.030 from 1.056 might be close to final.", 2)
    out += fo_comment(145, "pellicle_pete", "March 14, 2024 at 9:40 AM", 9, "Check the hydrometer in plain water first. Mine read 1.004 at 60\u00b0F for a year before I noticed.", 0)
    out += fo_comment(160, "brew_lab_lina", "March 14, 2024 at 10:12 AM", 4, "Fermentis says 1.5 packs for 1.056 in 5 gal. One packet is a bit light but should still finish.", 0)
    out += fo_comment(175, "mashmonk", "March 14, 2024 at 10:31 AM", 3, "Hydrometer reads 1.000 in water, so the number is real.", 1)
    out += fo_comment(190, "hazy_hal", "March 14, 2024 at 10:58 AM", 2, "Pitch a packet of Belle Saison. It will eat anything.", 0)
    out += fo_comment(205, "mashmonk", "March 14, 2024 at 11:04 AM", 1, "Not trying to make a saison, ha.", 1)
    out += fo_comment(220, "gravitygrrl", "March 14, 2024 at 11:19 AM", 2, "Anyone tried adding amylase enzyme at this point? Curious how far it takes it.", 0,
                      reply_box if reply_box is not None else None)
    if my_reply_when:
        out += fo_comment(240, "kettle_kat", my_reply_when, 1, MY_R, 1)
    if mine:
        out += fo_comment(255, "kettle_kat", mine, my_score, MY_C, 0)
    return out


def t09(rs: RowSet) -> None:
    mine = "March 14, 2024 at 11:26 AM"
    profile = fo_head() + ["[40] main ''", T + "[41] heading 'kettle_kat'",
                           T + "StaticText 'Registered August 3, 2021 \u00b7 Biography: extract-turned-all-grain, mostly English ales.'",
                           T + "[43] tablist ''", T + T + "[44] tab 'Overview' selected: True", T + T + "[45] tab 'Submissions' selected: False",
                           T + T + "[46] tab 'Comments' selected: False",
                           T + "[48] article ''", T + T + "StaticText 'Comment on Stuck fermentation at 1.030 \u2014 ideas?'",
                           T + T + "time 'March 14, 2024 at 11:31 AM'", T + T + f"StaticText '{MY_R}'", T + T + "StaticText '1 point'",
                           T + "[53] article ''", T + T + "StaticText 'Comment on Stuck fermentation at 1.030 \u2014 ideas?'",
                           T + T + "time 'March 14, 2024 at 11:26 AM'", T + T + f"StaticText '{MY_C}'", T + T + "StaticText '1 point'",
                           T + "[58] article ''", T + T + "StaticText 'Comment on What\u2019s on tap this weekend?'",
                           T + T + "time 'March 9, 2024 at 6:47 PM'", T + T + "StaticText 'Dry-hopped mild at 3.4% and a rye porter that needs another month.'",
                           T + T + "StaticText '7 points'",
                           T + "[63] article ''", T + T + "StaticText 'Submission: Cheap temp control with an Inkbird and a chest freezer'",
                           T + T + "time 'February 27, 2024 at 8:15 PM'", T + T + "StaticText '31 points \u00b7 18 comments'"]
    turns = [
        (f"goto('{THREAD}')", axtree("Stuck fermentation at 1.030 \u2014 ideas? - Brew Circle", fo_thread(47, 9, "", None, None, None), THREAD)),
        (f"fill('60', '{MY_C}')", axtree("Stuck fermentation at 1.030 \u2014 ideas? - Brew Circle", fo_thread(47, 9, MY_C, None, None, None), THREAD)),
        ("click('62')", axtree("Stuck fermentation at 1.030 \u2014 ideas? - Brew Circle", fo_thread(47, 10, "", mine, None, None), f"{THREAD}#comment-412907")),
        ("click('227')", axtree("Stuck fermentation at 1.030 \u2014 ideas? - Brew Circle", fo_thread(47, 10, "", mine, "", None), f"{THREAD}#comment-412881")),
        (f"fill('229', '{MY_R}')", axtree("Stuck fermentation at 1.030 \u2014 ideas? - Brew Circle", fo_thread(47, 10, "", mine, MY_R, None), f"{THREAD}#comment-412881")),
        ("click('230')", axtree("Stuck fermentation at 1.030 \u2014 ideas? - Brew Circle", fo_thread(47, 11, "", mine, None, "March 14, 2024 at 11:03 AM"), f"{THREAD}#comment-412915")),
        ("click('49')", axtree("Stuck fermentation at 1.030 \u2014 ideas? - Brew Circle", fo_thread(48, 11, "", mine, None, "March 14, 2024 at 11:31 AM"), f"{THREAD}#comment-412915")),
        ("click('27')", axtree("Stuck fermentation at 1.030 \u2014 ideas? - Brew Circle",
                               fo_thread(48, 11, "", mine, None, "March 14, 2024 at 11:31 AM")[:8] +
                               [T + "[28] menu ''", T + T + "[29] menuitem 'Profile'", T + T + "[30] menuitem 'Settings'",
                                T + T + "[31] menuitem 'Log out'"] + fo_thread(48, 11, "", mine, None, "March 14, 2024 at 11:31 AM")[8:],
                               f"{THREAD}#comment-412915")),
        ("click('29')", axtree("kettle_kat - Brew Circle", profile, f"{FO}/user/kettle_kat")),
    ]
    rs.add(task="web", tid="h31-web-09", system=WEB_SYSTEM, turns=turns, bad=True, turn=6,
           kind="reply posted after the agent's 11:26 comment is stamped 11:03 AM, earlier than that comment and than the 11:19 comment it answers")


# ---------------------------------------------------------------------------
# 10  Spoke City bike share account (less common) - clean
# ---------------------------------------------------------------------------
SC = "https://account.spokecity.bike"


def sc_nav(cur: str) -> list[str]:
    items = ["Account", "Find a station", "Current ride", "Ride history", "Payment", "Help"]
    return ["[10] banner ''", T + "[11] link 'Spoke City Bike Share'", T + "[12] navigation ''"] + \
        [T + T + f"[{13 + i}] link '{x}'" + (" current: page" if x == cur else "") for i, x in enumerate(items)] + \
        [T + "StaticText 'Theo Marchetti'", T + "[20] link 'Sign out'"]


def sc_account(balance: float, rides: int, mins: int, recent: list[str], alert: str = "", ride_line: str = "No ride in progress") -> list[str]:
    out = sc_nav("Account") + ["[30] main ''", T + "[31] heading 'My account'"]
    if alert:
        out += [T + "[32] status ''", T + T + f"StaticText '{alert}'"]
    out += [T + "[33] region 'Membership'", T + T + "StaticText 'Annual member \u00b7 renews Sep 30, 2024'",
            T + T + "StaticText 'Classic bikes: first 45 minutes of each ride included. E-bikes: $0.15/min.'",
            T + "[36] region 'Ride credit'", T + T + f"StaticText 'Balance: {usd(balance)}'", T + T + "[38] link 'Add ride credit'",
            T + "[40] region 'This month (March)'", T + T + f"StaticText '{rides} rides \u00b7 {mins} minutes \u00b7 CO\u2082 avoided approx. {round(mins * 0.061, 1)} kg'",
            T + "[43] region 'Current ride'", T + T + f"StaticText '{ride_line}'",
            T + "[46] heading 'Recent rides'", T + "[47] table ''",
            T + T + "row 'Date Route Duration Cost'"]
    out += [T + T + f"row '{r}'" for r in recent]
    out += [T + "[60] link 'All ride history'", T + "StaticText 'Card on file: Visa \u2022\u2022\u2022\u2022 8831'"]
    return out


def sc_stations(rows: list[tuple[str, int, int, int, str]], upd: str, base: int = 70) -> list[str]:
    out = sc_nav("Find a station") + ["[30] main ''", T + "[31] heading 'Stations near you'",
                                      T + "[32] textbox 'Near' value='Harbor & 3rd'", T + f"StaticText 'Live availability \u00b7 updated {upd}'",
                                      T + "[35] table ''", T + T + "row 'Station Distance Classic E-bikes Open docks'"]
    for i, (name, c, e, d, dist) in enumerate(rows):
        out += [T + T + f"row '{name}'", T + T + T + f"cell '{name}'", T + T + T + f"cell '{dist}'",
                T + T + T + f"cell '{c}'", T + T + T + f"cell '{e}'", T + T + T + f"cell '{d}'",
                T + T + T + f"[{base + i}] button 'Unlock a bike at {name}'" + (" disabled: True" if c + e == 0 else "")]
    return out


def sc_ride(elapsed: str, alert: str = "") -> list[str]:
    out = sc_nav("Current ride") + ["[30] main ''", T + "[31] heading 'Ride in progress'"]
    if alert:
        out += [T + "[32] status ''", T + T + f"StaticText '{alert}'"]
    return out + [T + "StaticText 'Bike #4417 (classic) \u00b7 from Harbor & 3rd at 8:07 AM'",
                  T + "[35] timer 'Elapsed' ", T + T + f"StaticText '{elapsed}'",
                  T + "StaticText 'Cost so far: $0.00 (45 included minutes)'",
                  T + "StaticText 'To end your ride, push the bike firmly into any open dock until the light turns green.'",
                  T + "[39] button 'Refresh'", T + "[40] link 'Report a problem with this bike'"]


def t10(rs: RowSet) -> None:
    recent0 = ["Mar 12 Harbor & 3rd \u2192 Civic Center Plaza 22 min $0.00",
               "Mar 11 Civic Center Plaza \u2192 Harbor & 3rd 19 min $0.00",
               "Mar 9 Pier 12 / Ferry Terminal \u2192 Mission & Fremont 31 min (e-bike) $4.65"]
    recent1 = ["Mar 14 Harbor & 3rd \u2192 Civic Center Plaza 24 min $0.00"] + recent0[:2]
    st0 = [("Harbor & 3rd", 7, 2, 6, "0.1 mi"), ("Pier 12 / Ferry Terminal", 3, 0, 14, "0.3 mi"),
           ("Mission & Fremont", 11, 4, 2, "0.4 mi"), ("Civic Center Plaza", 0, 1, 19, "1.6 mi"),
           ("King St Caltrain", 5, 3, 9, "1.9 mi")]
    st1 = [("Harbor & 3rd", 6, 2, 7, "0.1 mi"), ("Pier 12 / Ferry Terminal", 4, 0, 13, "0.3 mi"),
           ("Mission & Fremont", 9, 4, 4, "0.4 mi"), ("Civic Center Plaza", 0, 1, 19, "1.6 mi"),
           ("King St Caltrain", 5, 2, 10, "1.9 mi")]
    done = sc_nav("Current ride") + ["[30] main ''", T + "[31] heading 'Ride complete'",
                                     T + "StaticText 'Bike #4417 docked at Civic Center Plaza (dock 14) at 8:31 AM.'",
                                     T + "[33] table ''", T + T + "row 'Start Harbor & 3rd \u00b7 8:07 AM'",
                                     T + T + "row 'End Civic Center Plaza \u00b7 8:31 AM'",
                                     T + T + "row 'Duration 23 min 51 s (billed as 24 min)'",
                                     T + T + "row 'Included minutes used 24 of 45'", T + T + "row 'Cost $0.00'",
                                     T + "[38] link 'Rate this ride'", T + "[39] link 'Back to account'"]

    def credit(sel: str) -> list[str]:
        amts = ["$5.00", "$10.00", "$20.00", "$50.00"]
        return sc_nav("Payment") + ["[30] main ''", T + "[31] heading 'Add ride credit'",
                                    T + "StaticText 'Current balance: $18.40'",
                                    T + "[33] combobox 'Amount' hasPopup: menu expanded: False"] + \
            [T + T + f"[{34 + i}] option '{a}'" + (", selected=True" if a == sel else "") for i, a in enumerate(amts)] + \
            [T + "[40] radio 'Visa \u2022\u2022\u2022\u2022 8831 (expires 11/26)' checked: true",
             T + "[41] radio 'Add a new card' checked: false",
             T + f"[42] button 'Add {sel}'", T + "StaticText 'Ride credit is used for e-bike minutes and overtime fees and never expires.'"]

    turns = [
        (f"goto('{SC}/account')", axtree("My account \u00b7 Spoke City", sc_account(18.40, 6, 142, recent0), f"{SC}/account")),
        ("click('14')", axtree("Stations \u00b7 Spoke City", sc_stations(st0, "20 seconds ago"), f"{SC}/stations?near=harbor-3rd")),
        ("click('70')", axtree("Current ride \u00b7 Spoke City", sc_ride("00:00:18", "Unlocked! Take bike #4417 from dock 9."), f"{SC}/ride")),
        ("click('39')", axtree("Current ride \u00b7 Spoke City", sc_ride("00:09:44"), f"{SC}/ride")),
        ("click('14')", axtree("Stations \u00b7 Spoke City", sc_stations(st1, "12 seconds ago"), f"{SC}/stations?near=harbor-3rd")),
        ("click('15')", axtree("Current ride \u00b7 Spoke City", done, f"{SC}/ride/complete")),
        ("click('39')", axtree("My account \u00b7 Spoke City", sc_account(18.40, 7, 166, recent1), f"{SC}/account")),
        ("click('38')", axtree("Add ride credit \u00b7 Spoke City", credit("$5.00"), f"{SC}/payment/credit")),
        ("select_option('33', '$10.00')", axtree("Add ride credit \u00b7 Spoke City", credit("$10.00"), f"{SC}/payment/credit")),
        ("click('42')", axtree("My account \u00b7 Spoke City", sc_account(28.40, 7, 166, recent1, "Added $10.00 ride credit (Visa \u2022\u2022\u2022\u2022 8831). Receipt SCB-77310 emailed."), f"{SC}/account")),
    ]
    rs.add(task="web", tid="h31-web-10", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


# ---------------------------------------------------------------------------
# 11  Ferngrove Wiki (MediaWiki, mainstream) - clean
# ---------------------------------------------------------------------------
FW = "https://wiki.ferngrove.org"
WK_OLD = """{{Infobox library
| name = Larkspur Public Library
| image = Larkspur Library 2019.jpg
| location = 212 Orchard Lane, Larkspur
| established = 1962
| branch_of = [[Ferngrove County Library]]
| collection_size = about 48,000 items
}}
'''Larkspur Public Library''' is a branch of the [[Ferngrove County Library]] system serving the town of [[Larkspur]] and the surrounding unincorporated area.

== History ==
The library opened in 1962 in a former grange hall. The current building on Orchard Lane, designed by local architect Ruth Abernathy, opened in 1988 and was expanded in 2009 with a children's wing.

== Services ==
The branch offers public computers, a seed library, a makerspace with two 3D printers, and weekly English conversation groups.

== Hours ==
* Monday\u2013Thursday: 10 am \u2013 8 pm
* Friday\u2013Saturday: 10 am \u2013 6 pm
* Sunday: 1 pm \u2013 5 pm

== References ==
<references />

[[Category:Libraries in Ferngrove County]]"""
WK_ADD = (" Since March 2024 the branch also lends mobile Wi-Fi hotspots for up to three weeks."
          "<ref>{{cite web |title=New at Larkspur |publisher=Ferngrove County Library |date=March 2024}}</ref>")
WK_NEW = WK_OLD.replace("weekly English conversation groups.", "weekly English conversation groups." + WK_ADD).replace(
    "* Sunday: 1 pm \u2013 5 pm", "* Sunday: 12 pm \u2013 5 pm")


def fw_chrome(tabs_sel: str, watched: bool = False) -> list[str]:
    return ["[20] banner ''", T + "[21] link 'Ferngrove Wiki'", T + "[22] searchbox 'Search Ferngrove Wiki'",
            T + "[24] link 'Quillmaker'", T + "[25] link 'Talk'", T + "[26] link 'Preferences'", T + "[27] link 'Watchlist'",
            T + "[28] link 'Contributions'", T + "[29] link 'Log out'",
            "[40] navigation 'Namespaces'", T + "[41] link 'Article'" + (" current: page" if tabs_sel != "talk" else ""),
            T + "[42] link 'Talk'",
            "[44] navigation 'Views'", T + "[45] link 'Read'" + (" current: page" if tabs_sel == "read" else ""),
            T + "[46] link 'Edit'" + (" current: page" if tabs_sel == "edit" else ""),
            T + "[47] link 'View history'" + (" current: page" if tabs_sel == "history" else ""),
            T + ("[48] link 'Unwatch'" if watched else "[48] link 'Watch'")]


def fw_article(new: bool, stamp: str, watched: bool = False, alert: str = "") -> list[str]:
    out = fw_chrome("read", watched) + ["[60] main ''"]
    if alert:
        out += [T + "[61] status ''", T + T + f"StaticText '{alert}'"]
    sunday = "12 pm \u2013 5 pm" if new else "1 pm \u2013 5 pm"
    out += [T + "[62] heading 'Larkspur Public Library'",
            T + "StaticText 'From Ferngrove Wiki, the community encyclopedia of Ferngrove County'",
            T + "[64] table 'Larkspur Public Library'",
            T + T + "row 'Location 212 Orchard Lane, Larkspur'", T + T + "row 'Established 1962'",
            T + T + "row 'Branch of Ferngrove County Library'", T + T + "row 'Collection size about 48,000 items'",
            T + "StaticText 'Larkspur Public Library is a branch of the'", T + "[70] link 'Ferngrove County Library'",
            T + "StaticText 'system serving the town of'", T + "[72] link 'Larkspur'",
            T + "StaticText 'and the surrounding unincorporated area.'",
            T + "[74] navigation 'Contents'", T + T + "[75] link '1 History'", T + T + "[76] link '2 Services'",
            T + T + "[77] link '3 Hours'", T + T + "[78] link '4 References'",
            T + "[80] heading 'History'",
            T + "StaticText 'The library opened in 1962 in a former grange hall. The current building on Orchard Lane, designed by local architect Ruth Abernathy, opened in 1988 and was expanded in 2009 with a children\u2019s wing.'",
            T + "[82] heading 'Services'",
            T + "StaticText 'The branch offers public computers, a seed library, a makerspace with two 3D printers, and weekly English conversation groups.'"]
    if new:
        out += [T + "StaticText 'Since March 2024 the branch also lends mobile Wi-Fi hotspots for up to three weeks.'", T + "[84] link '[1]'"]
    out += [T + "[86] heading 'Hours'", T + "[87] list ''",
            T + T + "listitem 'Monday\u2013Thursday: 10 am \u2013 8 pm'", T + T + "listitem 'Friday\u2013Saturday: 10 am \u2013 6 pm'",
            T + T + f"listitem 'Sunday: {sunday}'",
            T + "[91] heading 'References'"]
    if new:
        out += [T + "[92] list ''", T + T + "listitem '^ \u201cNew at Larkspur\u201d. Ferngrove County Library. March 2024.'"]
    out += [T + "[95] link 'Category: Libraries in Ferngrove County'",
            "[100] contentinfo ''", T + f"StaticText 'This page was last edited on {stamp}.'",
            T + "StaticText 'Content is available under CC BY-SA 4.0 unless otherwise noted.'",
            T + "[103] link 'Privacy policy'", T + "[104] link 'About Ferngrove Wiki'"]
    return out


def fw_edit(text: str, summary: str, preview: bool) -> list[str]:
    out = fw_chrome("edit") + ["[60] main ''", T + "[62] heading 'Editing Larkspur Public Library'"]
    if preview:
        out += [T + "[63] region 'Preview'",
                T + T + "StaticText 'Remember that this is only a preview. Your changes have not yet been saved!'",
                T + T + "[65] link '\u2192 Go to editing area'",
                T + T + "StaticText 'The branch offers public computers, a seed library, a makerspace with two 3D printers, and weekly English conversation groups. Since March 2024 the branch also lends mobile Wi-Fi hotspots for up to three weeks.[1]'",
                T + T + "listitem 'Sunday: 12 pm \u2013 5 pm'",
                T + T + "listitem '^ \u201cNew at Larkspur\u201d. Ferngrove County Library. March 2024.'"]
    val = text.replace("\n", "\\n")
    out += [T + "[70] toolbar ''", T + T + "[71] button 'Bold'", T + T + "[72] button 'Italic'", T + T + "[73] button 'Link'",
            T + T + "[74] button 'Cite'",
            T + f"[76] textbox '' value='{val}' multiline: True",
            T + f"[78] textbox 'Summary:' value='{summary}'",
            T + "[79] checkbox 'This is a minor edit' checked: false",
            T + "[80] checkbox 'Watch this page' checked: false",
            T + "StaticText 'By saving changes, you agree to the Terms of Use and irrevocably agree to release your contribution under the CC BY-SA 4.0 License.'",
            T + "[82] button 'Publish changes'", T + "[83] button 'Show preview'", T + "[84] button 'Show changes'",
            T + "[85] link 'Cancel'"]
    return out


def t11(rs: RowSet) -> None:
    old_b, new_b = len(WK_OLD.encode()), len(WK_NEW.encode())
    summ = "Sunday hours from the library website; hotspot lending (Mar 2024)"
    hist = fw_chrome("history") + [
        "[60] main ''", T + "[62] heading 'Larkspur Public Library: Revision history'",
        T + "[63] button 'Compare selected revisions'",
        T + "[64] list ''",
        T + T + f"listitem '(cur | prev) 10:05, 14 March 2024 Quillmaker (talk | contribs) {new_b:,} bytes (+{new_b - old_b}) ({summ}) (undo)'",
        T + T + T + "[66] link 'prev'",
        T + T + f"listitem '(cur | prev) 17:40, 2 February 2024 LibraryFan88 (talk | contribs) {old_b:,} bytes (\u221212) (fix opening year of expansion) (undo)'",
        T + T + T + "[68] link 'prev'",
        T + T + f"listitem '(cur | prev) 09:12, 19 November 2023 Marisol.T (talk | contribs) {old_b + 12:,} bytes (+212) (add makerspace) (undo)'",
        T + T + T + "[70] link 'prev'",
        T + T + f"listitem '(cur | prev) 21:03, 4 June 2023 Quillmaker (talk | contribs) {old_b - 200:,} bytes (+{old_b - 200 - 614:,}) (expand history section, infobox) (undo)'",
        T + T + T + "[72] link 'prev'",
        T + T + "listitem '(cur | prev) 14:27, 30 May 2023 Gorse (talk | contribs) 614 bytes (Created page with \u201cLarkspur Public Library is a branch of\u2026\u201d)'",
        T + "StaticText '(newest | oldest) View (newer 50 | older 50) (20 | 50 | 100 | 250 | 500)'"]
    diff = fw_chrome("history") + [
        "[60] main ''", T + "[62] heading 'Larkspur Public Library: Difference between revisions'",
        T + "[63] table ''",
        T + T + "row 'Revision as of 17:40, 2 February 2024 (edit) LibraryFan88 (fix opening year of expansion) Latest revision as of 10:05, 14 March 2024 (edit) (undo) Quillmaker (" + summ + ")'",
        T + T + "row 'Line 15: Line 15:'",
        T + T + "row '\u2212 The branch offers public computers, a seed library, a makerspace with two 3D printers, and weekly English conversation groups. + The branch offers public computers, a seed library, a makerspace with two 3D printers, and weekly English conversation groups." + WK_ADD + "'",
        T + T + "row 'Line 20: Line 20:'",
        T + T + "row '\u2212 * Sunday: 1 pm \u2013 5 pm + * Sunday: 12 pm \u2013 5 pm'",
        T + "[70] heading 'Latest revision as of 10:05, 14 March 2024'",
        T + "StaticText '(rendered page follows below the diff)'"]
    turns = [
        (f"goto('{FW}/wiki/Larkspur_Public_Library')",
         axtree("Larkspur Public Library - Ferngrove Wiki", fw_article(False, "2 February 2024, at 17:40"), f"{FW}/wiki/Larkspur_Public_Library")),
        ("click('46')", axtree("Editing Larkspur Public Library - Ferngrove Wiki", fw_edit(WK_OLD, "", False), f"{FW}/w/index.php?title=Larkspur_Public_Library&action=edit")),
        (f"fill('76', {WK_NEW!r})", axtree("Editing Larkspur Public Library - Ferngrove Wiki", fw_edit(WK_NEW, "", False), f"{FW}/w/index.php?title=Larkspur_Public_Library&action=edit")),
        (f"fill('78', '{summ}')", axtree("Editing Larkspur Public Library - Ferngrove Wiki", fw_edit(WK_NEW, summ, False), f"{FW}/w/index.php?title=Larkspur_Public_Library&action=edit")),
        ("click('83')", axtree("Editing Larkspur Public Library (preview) - Ferngrove Wiki", fw_edit(WK_NEW, summ, True), f"{FW}/w/index.php?title=Larkspur_Public_Library&action=submit")),
        ("click('82')", axtree("Larkspur Public Library - Ferngrove Wiki", fw_article(True, "14 March 2024, at 10:05", alert="Your edit was saved."), f"{FW}/wiki/Larkspur_Public_Library")),
        ("click('47')", axtree("Larkspur Public Library: Revision history - Ferngrove Wiki", hist, f"{FW}/w/index.php?title=Larkspur_Public_Library&action=history")),
        ("click('66')", axtree("Larkspur Public Library: Difference between revisions - Ferngrove Wiki", diff, f"{FW}/w/index.php?title=Larkspur_Public_Library&diff=48213&oldid=47730")),
        ("click('48')", axtree("Larkspur Public Library: Difference between revisions - Ferngrove Wiki",
                               [ln.replace("[48] link 'Watch'", "[48] link 'Unwatch'") for ln in diff] +
                               ["[110] status ''", T + "StaticText '\u201cLarkspur Public Library\u201d and its talk page have been added to your watchlist.'"],
                               f"{FW}/w/index.php?title=Larkspur_Public_Library&diff=48213&oldid=47730")),
    ]
    rs.add(task="web", tid="h31-web-11", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


# ---------------------------------------------------------------------------
# 12  Tri-County Libraries interlibrary loan (less common) - bad: active-requests badge does not follow a cancel
# ---------------------------------------------------------------------------
IL = "https://ill.tricountylib.org/illiad.dll"


def il_nav(active: int) -> list[str]:
    return ["[10] banner ''", T + "[11] link 'Tri-County Libraries Interlibrary Loan'",
            T + "StaticText 'Logged in as Rosa Delgado (library card \u2022\u2022\u2022\u20227731)'", T + "[13] link 'Logoff'",
            "[20] navigation 'ILL menu'",
            T + "[21] link 'Main Menu'", T + "[22] link 'New Request'",
            T + f"[23] link 'Active Requests ({active})'",
            T + "[24] link 'Checked Out Items (1)'", T + "[25] link 'Request History'",
            T + "[26] link 'Notifications (0)'", T + "[27] link 'Change User Information'"]


IL_REQ = {
    "884102": ("Book", "Braiding Sweetgrass", "Kimmerer, Robin Wall", "Request Sent to Lender", "03/04/2024"),
    "884157": ("Article", "Urban heat islands and tree canopy equity (J. Urban Ecology 8(1), 2022)", "Okonkwo, A.; Lee, S.", "Awaiting Copyright Clearance", "03/06/2024"),
    "884213": ("Book", "The Overstory", "Powers, Richard", "Submitted by You", "03/14/2024"),
}


def il_table(tns: list[str], cancel: bool) -> list[str]:
    out = [T + "[40] table 'Outstanding requests'",
           T + T + "row 'TN Type Title Author Status Created'"]
    for k, tn in enumerate(tns):
        typ, title, au, st, cr = IL_REQ[tn]
        b = 50 + 5 * k
        out += [T + T + f"row '{tn}'", T + T + T + f"[{b}] link '{tn}'", T + T + T + f"cell '{typ}'",
                T + T + T + f"cell '{title}'", T + T + T + f"cell '{au}'", T + T + T + f"cell '{st}'",
                T + T + T + f"cell '{cr}'"]
        if cancel:
            out.append(T + T + T + f"[{b + 2}] link 'Cancel request {tn}'")
    return out


def il_main(active: int, tns: list[str]) -> list[str]:
    return il_nav(active) + ["[30] main ''", T + "[31] heading 'Main Menu'",
                             T + "StaticText 'Welcome, Rosa. Items arrive at your pickup library in 7\u201314 days on average.'",
                             T + "StaticText 'Pickup location: Eastfield Branch'"] + il_table(tns, False) + [
        T + "[80] heading 'Checked out items'",
        T + "[81] table ''", T + T + "row 'TN Title Due Date Renewals'",
        T + T + "row '883990 The Dawn of Everything (Graeber, David) 03/28/2024 Renewal not allowed by lender'",
        T + "[85] heading 'Announcements'",
        T + "StaticText 'Article delivery to your email now averages 2.1 days (Feb 2024).'"]


def il_form(title: str, need: str) -> list[str]:
    return [x for x in il_nav(2) + ["[30] main ''", T + "[31] heading 'Book Request'",
                        T + "StaticText 'Fields marked * are required. Check the catalog first: we cannot borrow items our libraries own.'",
                        T + f"[33] textbox 'Title *' value='{title}'",
                        T + f"[34] textbox 'Author' value='{'Powers, Richard' if title else ''}'",
                        T + f"[35] textbox 'ISBN' value='{'9780393635522' if title else ''}'", T + "[36] textbox 'Edition' value=''",
                        T + f"[37] textbox 'Year' value='{'2018' if title else ''}'",
                        T + ("StaticText 'Citation completed from WorldCat (OCLC 1011661640). Check it before submitting.'" if title else "StaticText ''"),
                        T + "[38] checkbox 'I will accept any edition' checked: true",
                        T + f"[39] textbox 'Not wanted after *' value='{need}'",
                        T + "[40] combobox 'Pickup location' value='Eastfield Branch'",
                        T + "[41] textbox 'Notes' value=''",
                        T + "[42] button 'Submit Request'", T + "[43] button 'Clear Form'"] if x != T + "StaticText ''"]


def t12(rs: RowSet) -> None:
    choose = il_nav(2) + ["[30] main ''", T + "[31] heading 'New Request'",
                          T + "StaticText 'What would you like to request?'",
                          T + "[33] link 'Book'", T + "[34] link 'Article (journal, magazine, newspaper)'",
                          T + "[35] link 'Book chapter'", T + "[36] link 'Thesis or dissertation'",
                          T + "StaticText 'You have 2 active requests. The limit is 10.'"]
    conf = il_nav(3) + ["[30] main ''", T + "[31] heading 'Request Submitted'",
                        T + "StaticText 'Your request has been received. Transaction Number (TN): 884213'",
                        T + "StaticText 'The Overstory \u00b7 Powers, Richard \u00b7 ISBN 9780393635522 \u00b7 not wanted after 05/15/2024'",
                        T + "StaticText 'We will email rosa.delgado@eastfieldmail.com when it arrives at Eastfield Branch.'",
                        T + "[36] link 'Main Menu'", T + "[37] link 'Submit another request'"]
    active3 = il_nav(3) + ["[30] main ''", T + "[31] heading 'Active Requests'"] + il_table(["884213", "884157", "884102"], True)
    confirm = il_nav(3) + ["[30] main ''", T + "[31] heading 'Cancel Request'",
                           T + "StaticText 'Are you sure you want to cancel TN 884157?'",
                           T + "StaticText 'Article: Urban heat islands and tree canopy equity (J. Urban Ecology 8(1), 2022)'",
                           T + "StaticText 'Status: Awaiting Copyright Clearance'",
                           T + "[35] button 'Yes, cancel request'", T + "[36] button 'No, keep it'"]
    active2 = il_nav(2) + ["[30] main ''", T + "[31] heading 'Active Requests'",
                           T + "[32] status ''", T + T + "StaticText 'Transaction 884157 has been cancelled. It now appears in Request History.'"] + \
        il_table(["884213", "884102"], True)
    detail = il_nav(2) + ["[30] main ''", T + "[31] heading 'Transaction 884213'",
                          T + "[32] table ''",
                          T + T + "row 'Request Type Loan (Book)'", T + T + "row 'Title The Overstory'",
                          T + T + "row 'Author Powers, Richard'", T + T + "row 'ISBN 9780393635522'",
                          T + T + "row 'Not Wanted After 05/15/2024'", T + T + "row 'Pickup Location Eastfield Branch'",
                          T + T + "row 'Status Submitted by You'",
                          T + "[40] heading 'Tracking'", T + "[41] table ''",
                          T + T + "row 'Date/Time Status'", T + T + "row '03/14/2024 10:22 AM Submitted by You'",
                          T + "[45] link 'Cancel request'", T + "[46] link 'Add a note'"]
    turns = [
        (f"goto('{IL}?Action=10&Form=10')", axtree("ILLiad - Main Menu", il_main(2, ["884157", "884102"]), f"{IL}?Action=10&Form=10")),
        ("click('22')", axtree("ILLiad - New Request", choose, f"{IL}?Action=10&Form=20")),
        ("click('33')", axtree("ILLiad - Book Request", il_form("", ""), f"{IL}?Action=10&Form=21")),
        ("fill('33', 'The Overstory')", axtree("ILLiad - Book Request", il_form("The Overstory", ""), f"{IL}?Action=10&Form=21")),
        ("fill('39', '05/15/2024')", axtree("ILLiad - Book Request", il_form("The Overstory", "05/15/2024"), f"{IL}?Action=10&Form=21")),
        ("click('42')", axtree("ILLiad - Request Submitted", conf, f"{IL}?Action=10&Form=21&Value=884213")),
        ("click('23')", axtree("ILLiad - Active Requests", active3, f"{IL}?Action=10&Form=66")),
        ("click('57')", axtree("ILLiad - Cancel Request", confirm, f"{IL}?Action=21&Type=10&Value=884157")),
        ("click('35')", axtree("ILLiad - Active Requests", active2, f"{IL}?Action=10&Form=66")),
        ("click('21')", axtree("ILLiad - Main Menu", il_main(3, ["884213", "884102"]), f"{IL}?Action=10&Form=10")),
        ("click('50')", axtree("ILLiad - Transaction 884213", detail, f"{IL}?Action=10&Form=72&Value=884213")),
    ]
    rs.add(task="web", tid="h31-web-12", system=WEB_SYSTEM, turns=turns, bad=True, turn=10,
           kind="Active Requests badge shows 3 again after a cancellation brought it to 2, while only two requests are listed")


# ---------------------------------------------------------------------------
# 13  Skyvoya travel booking (mainstream) - clean
# ---------------------------------------------------------------------------
SV = "https://www.skyvoya.com"
SVQ = f"{SV}/flights/search?from=SFO&to=SEA&date=2024-04-12&adults=1&cabin=economy"
# key: airline, flight, dep, arr, dur, stops, price, minutes after midnight
FL = {
    "f9": ("Frontier", "F9 1203", "6:05 AM", "8:21 AM", "2h 16m", "Nonstop", 79, 365),
    "nk": ("Spirit", "NK 841", "5:55 AM", "11:18 AM", "5h 23m", "1 stop (LAS)", 96, 355),
    "dl": ("Delta", "DL 1502", "6:30 AM", "10:55 AM", "4h 25m", "1 stop (SLC)", 122, 390),
    "wn": ("Southwest", "WN 3317", "9:40 AM", "1:45 PM", "4h 05m", "1 stop (SMF)", 131, 580),
    "as41": ("Alaska", "AS 1141", "7:00 AM", "9:10 AM", "2h 10m", "Nonstop", 139, 420),
    "ua11": ("United", "UA 2211", "8:15 AM", "10:28 AM", "2h 13m", "Nonstop", 148, 495),
    "as83": ("Alaska", "AS 1183", "12:30 PM", "2:42 PM", "2h 12m", "Nonstop", 154, 750),
    "ua34": ("United", "UA 1734", "3:10 PM", "5:21 PM", "2h 11m", "Nonstop", 171, 910),
    "aa": ("American", "AA 2290", "6:00 AM", "12:14 PM", "6h 14m", "1 stop (PHX)", 212, 360),
    "as57": ("Alaska", "AS 1157", "10:45 AM", "12:58 PM", "2h 13m", "Nonstop", 162, 645),
    "dl66": ("Delta", "DL 2766", "1:20 PM", "3:34 PM", "2h 14m", "Nonstop", 158, 800),
    "as95": ("Alaska", "AS 1195", "4:55 PM", "7:06 PM", "2h 11m", "Nonstop", 149, 1015),
}


def sv_results(keys: list[str], n: int, sort: str, nonstop: bool) -> list[str]:
    sorts = ["Cheapest", "Fastest", "Departure time (earliest)", "Arrival time (earliest)"]
    out = ["[10] banner ''", T + "[11] link 'Skyvoya'", T + "[12] link 'Flights'", T + "[13] link 'Hotels'", T + "[14] link 'Cars'",
           T + "[15] link 'Trips'", T + "[16] button 'Keiko T.' hasPopup: menu", T + "[17] button 'USD $'",
           "[20] search ''", T + "[21] textbox 'From' value='San Francisco (SFO)'", T + "[22] textbox 'To' value='Seattle (SEA)'",
           T + "[23] textbox 'Depart' value='Fri, Apr 12'", T + "[24] combobox 'Travelers' value='1 adult, Economy'",
           T + "[25] button 'Search'",
           "[30] complementary 'Filters'", T + "[31] heading 'Stops'",
           T + f"[32] checkbox 'Nonstop (17) from $79' checked: {'true' if nonstop else 'false'}",
           T + "[33] checkbox '1 stop (25) from $96' checked: false",
           T + "[35] heading 'Airlines'", T + "[36] checkbox 'Alaska' checked: false", T + "[37] checkbox 'United' checked: false",
           T + "[38] checkbox 'Delta' checked: false", T + "[39] checkbox 'Southwest' checked: false",
           "[50] main ''", T + f"StaticText '{n} flights \u00b7 SFO \u2192 SEA \u00b7 Fri, Apr 12'",
           T + "[52] combobox 'Sort by' hasPopup: menu expanded: False"]
    out += [T + T + f"[{53 + i}] option '{s}'" + (", selected=True" if s == sort else "") for i, s in enumerate(sorts)]
    out += [T + "StaticText 'Prices are per adult and include taxes and fees. Prices may change until you book.'",
            T + "[60] list ''"]
    for k in keys:
        al, fn, dep, arr, dur, stops, price, _ = FL[k]
        b = {"f9": 70, "nk": 75, "dl": 80, "wn": 85, "as41": 90, "ua11": 95, "as83": 100, "ua34": 105,
             "aa": 110, "as57": 115, "dl66": 120, "as95": 125}[k]
        extra = " \u00b7 Only 3 seats left at this price" if k == "as41" else ""
        out += [T + T + f"[{b}] listitem ''",
                T + T + T + f"StaticText '{dep} \u2013 {arr}'", T + T + T + f"StaticText '{al} \u00b7 {fn}'",
                T + T + T + f"StaticText '{dur} \u00b7 {stops}{extra}'", T + T + T + f"StaticText '${price}'",
                T + T + T + f"[{b + 4}] button 'Select {fn}'"]
    out += [T + "[140] button 'Show more flights'"]
    return out


def sv_fares() -> list[str]:
    return ["[10] banner ''", T + "[11] link 'Skyvoya'", T + "[17] button 'USD $'",
            "[50] main ''", T + "[51] heading 'Alaska AS 1141 \u00b7 SFO 7:00 AM \u2192 SEA 9:10 AM \u00b7 Fri, Apr 12'",
            T + "StaticText 'Nonstop \u00b7 2h 10m \u00b7 Boeing 737-900 \u00b7 on-time 86%'",
            T + "[53] table 'Fare options'",
            T + T + "row 'Saver $139 Last to board \u00b7 no changes \u00b7 seat assigned at check-in \u00b7 carry-on included'",
            T + T + T + "[55] button 'Select Saver $139'",
            T + T + "row 'Main $169 Free changes \u00b7 choose your seat \u00b7 carry-on included'",
            T + T + T + "[57] button 'Select Main $169'",
            T + T + "row 'Premium $229 Extra legroom \u00b7 free drinks \u00b7 priority boarding'",
            T + T + T + "[59] button 'Select Premium $229'",
            T + T + "row 'First $349 2 free checked bags \u00b7 first class seat'",
            T + T + T + "[61] button 'Select First $349'",
            T + "[63] button 'Back to results'"]


def sv_review(bag: bool) -> list[str]:
    total = 174.00 + (35.00 if bag else 0)
    return ["[10] banner ''", T + "[11] link 'Skyvoya'", T + "[17] button 'USD $'",
            "[50] main ''", T + "[51] heading 'Review your trip'",
            T + "[52] alert ''", T + T + "StaticText 'Price update: the Main fare on AS 1141 is now $174 (was $169 when you chose it). Fares change as seats sell.'",
            T + "StaticText 'Alaska AS 1141 \u00b7 Fri, Apr 12 \u00b7 SFO 7:00 AM \u2192 SEA 9:10 AM \u00b7 Main'",
            T + "[55] heading 'Traveler'",
            T + "[56] textbox 'First name' value='Keiko'", T + "[57] textbox 'Last name' value='Tanabe'",
            T + "[58] textbox 'Date of birth' value='09/23/1988'",
            T + "[59] textbox 'Known Traveler Number' value='TT7X2K94'",
            T + "[60] combobox 'Checked bags' hasPopup: menu expanded: False",
            T + T + "[61] option 'No checked bags'" + ("" if bag else ", selected=True"),
            T + T + "[62] option '1 checked bag (+$35)'" + (", selected=True" if bag else ""),
            T + T + "[63] option '2 checked bags (+$80)'",
            T + "[65] table 'Price details'",
            T + T + "row 'Base fare $147.63'", T + T + "row 'US transportation tax $11.07'",
            T + T + "row 'Segment fee, Sept. 11 fee, airport charge $15.30'",
            T + T + "row 'Flight total $174.00'"] + ([T + T + "row 'Checked bag (1) $35.00'"] if bag else []) + \
        [T + T + f"row 'Trip total {usd(total)}'",
         T + "[72] button 'Continue to payment'"]


def t13(rs: RowSet) -> None:
    cheap = ["f9", "nk", "dl", "wn", "as41", "ua11", "as83", "ua34"]
    early = sorted(["f9", "nk", "dl", "wn", "as41", "ua11", "aa", "as57"], key=lambda k: FL[k][7])
    nonstop_early = sorted(["f9", "as41", "ua11", "as57", "as83", "dl66", "ua34", "as95"], key=lambda k: FL[k][7])

    def pay(cur: str) -> list[str]:
        shown = "$209.00" if cur == "USD" else "C$285.62 (approx.) \u2014 you will be charged US$209.00"
        return ["[10] banner ''", T + "[11] link 'Skyvoya'", T + f"[17] button '{'USD $' if cur == 'USD' else 'CAD C$'}'",
                "[50] main ''", T + "[51] heading 'Payment'",
                T + "[52] timer ''", T + T + f"StaticText 'We\u2019ll hold this price for {'19:32' if cur == 'USD' else '18:05'}'",
                T + "[54] radio 'Visa \u2022\u2022\u2022\u2022 4420 (Keiko Tanabe)' checked: true",
                T + "[55] radio 'New card' checked: false", T + "[56] radio 'PayPal' checked: false",
                T + "[58] checkbox 'Add trip protection for $14.62' checked: false",
                T + "[60] complementary 'Trip summary'",
                T + T + "StaticText 'AS 1141 \u00b7 Fri, Apr 12 \u00b7 SFO \u2192 SEA \u00b7 Main \u00b7 1 adult'",
                T + T + ("StaticText 'Flight $174.00 \u00b7 Checked bag $35.00'" if cur == "USD" else "StaticText 'Flight C$237.79 \u00b7 Checked bag C$47.83'"),
                T + T + f"StaticText 'Total {shown}'",
                T + "[65] combobox 'Display currency' value='" + cur + "'",
                T + "[66] button 'Book and pay'",
                T + "StaticText 'Free cancellation within 24 hours of booking.'"]

    turns = [
        (f"goto('{SVQ}')", axtree("SFO to SEA flights | Skyvoya", sv_results(cheap, 42, "Cheapest", False), SVQ)),
        ("select_option('52', 'Departure time (earliest)')", axtree("SFO to SEA flights | Skyvoya", sv_results(early, 42, "Departure time (earliest)", False), SVQ + "&sort=depart")),
        ("click('32')", axtree("SFO to SEA flights | Skyvoya", sv_results(nonstop_early, 17, "Departure time (earliest)", True), SVQ + "&sort=depart&stops=0")),
        ("click('94')", axtree("Choose a fare | Skyvoya", sv_fares(), f"{SV}/flights/fares?id=AS1141-20240412-SFO-SEA")),
        ("click('57')", axtree("Review your trip | Skyvoya", sv_review(False), f"{SV}/checkout/review?token=kq83Hf2")),
        ("select_option('60', '1 checked bag (+$35)')", axtree("Review your trip | Skyvoya", sv_review(True), f"{SV}/checkout/review?token=kq83Hf2")),
        ("click('72')", axtree("Payment | Skyvoya", pay("USD"), f"{SV}/checkout/payment?token=kq83Hf2")),
        ("select_option('65', 'CAD')", axtree("Payment | Skyvoya", pay("CAD"), f"{SV}/checkout/payment?token=kq83Hf2&cur=CAD")),
    ]
    rs.add(task="web", tid="h31-web-13", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


# ---------------------------------------------------------------------------
# 14  Lakeshore Dental Studio patient portal (less common) - bad: a saved-off checkbox is checked again
# ---------------------------------------------------------------------------
LD = "https://portal.lakeshoredentalstudio.com"


def ld_nav(cur: str) -> list[str]:
    tabs = ["Overview", "Appointments", "Communication preferences", "Insurance", "Billing", "Forms"]
    return ["[10] banner ''", T + "[11] link 'Lakeshore Dental Studio'", T + "StaticText 'Patient: Jonah Whitaker \u00b7 DOB 02/11/1979'",
            T + "[13] button 'Sign out'", "[20] navigation 'Patient portal'"] + \
        [T + f"[{21 + i}] link '{t}'" + (" current: page" if t == cur else "") for i, t in enumerate(tabs)]


def ld_prefs(sms: bool, paper: bool, saved: str, alert: str = "") -> list[str]:
    def c(v: bool) -> str:
        return "true" if v else "false"
    out = ld_nav("Communication preferences") + ["[30] main ''", T + "[31] heading 'Communication preferences'"]
    if alert:
        out += [T + "[32] status ''", T + T + f"StaticText '{alert}'"]
    out += [T + "[33] group 'Appointment reminders'",
            T + T + "[34] checkbox 'Email reminders (j.whitaker@outlook.com)' checked: true",
            T + T + f"[35] checkbox 'Text message reminders ((312) 555-0164)' checked: {c(sms)}",
            T + T + "[36] checkbox 'Automated voice call reminders' checked: false",
            T + T + "[37] combobox 'Send reminders' value='2 days before'",
            T + "[39] group 'Statements'",
            T + T + f"[40] checkbox 'Paper statements by mail' checked: {c(paper)}",
            T + T + ("StaticText 'Statements are mailed to 1840 W Wolfram St, Chicago, IL 60657.'" if paper else
                     "StaticText 'Statements will be emailed to j.whitaker@outlook.com (paperless).'"),
            T + "[43] group 'Other'",
            T + T + "[44] checkbox 'Newsletter and promotions' checked: false",
            T + T + "[45] combobox 'Preferred language' value='English'",
            T + "[47] button 'Save preferences'",
            T + f"StaticText '{saved}'"]
    return out


def t14(rs: RowSet) -> None:
    saved0 = "Last saved Oct 3, 2023 11:18 AM"
    saved1 = "Last saved Mar 20, 2024 3:02 PM"
    ins = ld_nav("Insurance") + ["[30] main ''", T + "[31] heading 'Insurance'",
                                 T + "[32] table 'Primary insurance'",
                                 T + T + "row 'Carrier Cigna Dental PPO'", T + T + "row 'Subscriber Jonah Whitaker (self)'",
                                 T + T + "row 'Member ID U48812306'", T + T + "row 'Group number 3339021'",
                                 T + T + "row 'Verified Mar 1, 2024 \u00b7 annual maximum remaining $1,240.00 of $1,500.00'",
                                 T + "StaticText 'Secondary insurance: none on file'",
                                 T + "[40] button 'Upload new insurance card'", T + "[41] button 'Add secondary insurance'"]
    appts = ld_nav("Appointments") + ["[30] main ''", T + "[31] heading 'Appointments'",
                                      T + "[32] article ''", T + T + "StaticText 'Wed, Apr 10, 2024 \u00b7 9:30 AM \u00b7 Periodic exam & cleaning'",
                                      T + T + "StaticText 'Dr. Meera Kapoor, DDS \u00b7 Chair 2'",
                                      T + T + "StaticText 'Reminders for this visit: email on Apr 8'",
                                      T + T + "[36] button 'Confirm attendance'", T + T + "[37] button 'Request a change'",
                                      T + "[40] heading 'Past'",
                                      T + "[41] table ''", T + T + "row 'Oct 12, 2023 Periodic exam & cleaning Completed'",
                                      T + T + "row 'Apr 4, 2023 Crown seat, tooth #30 Completed'"]
    bill = ld_nav("Billing") + ["[30] main ''", T + "[31] heading 'Billing'",
                                T + "StaticText 'Account balance: $0.00'",
                                T + "StaticText 'Statement delivery: email (paperless since Mar 20, 2024)'",
                                T + "[34] table 'Statements'", T + T + "row 'Date Amount Status'",
                                T + T + "row 'Oct 26, 2023 $42.60 Paid Nov 2, 2023'",
                                T + T + "row 'Apr 18, 2023 $318.00 Paid Apr 30, 2023'",
                                T + "[40] button 'Make a payment' disabled: True"]
    url = f"{LD}/patient/preferences"
    turns = [
        (f"goto('{url}')", axtree("Communication preferences | Lakeshore Dental Studio", ld_prefs(True, True, saved0), url)),
        ("click('35')", axtree("Communication preferences | Lakeshore Dental Studio", ld_prefs(False, True, saved0), url)),
        ("click('40')", axtree("Communication preferences | Lakeshore Dental Studio", ld_prefs(False, False, saved0), url)),
        ("click('47')", axtree("Communication preferences | Lakeshore Dental Studio", ld_prefs(False, False, saved1, "Your preferences were saved."), url)),
        ("click('24')", axtree("Insurance | Lakeshore Dental Studio", ins, f"{LD}/patient/insurance")),
        ("click('23')", axtree("Communication preferences | Lakeshore Dental Studio", ld_prefs(True, False, saved1), url)),
        ("click('22')", axtree("Appointments | Lakeshore Dental Studio", appts, f"{LD}/patient/appointments")),
        ("click('25')", axtree("Billing | Lakeshore Dental Studio", bill, f"{LD}/patient/billing")),
    ]
    rs.add(task="web", tid="h31-web-14", system=WEB_SYSTEM, turns=turns, bad=True, turn=6,
           kind="text-message reminders checkbox, unchecked and saved at turn 4, shows checked again with the same save stamp")


# ---------------------------------------------------------------------------
# 15  Northwind Outfitters storefront cart (mainstream) - clean
# ---------------------------------------------------------------------------
NW = "https://www.northwindoutfitters.com"
NW_ITEMS = {"pack": ("Trailhead 22L Daypack", "Color: Moss", 64.00, "NW-TH22-MOS"),
            "socks": ("Merino Crew Socks, 3-Pack", "Size: L", 24.00, "NW-MCS3-L"),
            "bottle": ("Insulated Bottle 32 oz", "Color: Slate", 36.00, "NW-IB32-SLT")}


def nw_cart(qty: dict[str, int], shown_qty: dict[str, int] | None = None, promo_box: str = "", promo: bool = False,
            zip_box: str = "", ship: str | None = None, alert: str = "") -> list[str]:
    shown_qty = shown_qty or qty
    count = sum(qty.values())
    sub = round(sum(NW_ITEMS[k][2] * q for k, q in qty.items()), 2)
    disc = round(sub * 0.15, 2) if promo else 0.0
    after = round(sub - disc, 2)
    out = ["[10] banner ''", T + "[11] link 'Northwind Outfitters'", T + "[12] searchbox 'Search gear' value=''",
           T + "[13] link 'Men'", T + "[14] link 'Women'", T + "[15] link 'Camp & Hike'", T + "[16] link 'Sale'",
           T + "[17] link 'Account'", T + f"[18] link 'Cart, {count} items'",
           T + "StaticText 'Free standard shipping on orders over $99'",
           "[30] main ''", T + "[31] heading 'Your cart'"]
    if alert:
        out += [T + "[32] status ''", T + T + f"StaticText '{alert}'"]
    bids = {"pack": 40, "socks": 50, "bottle": 60}
    for k, q in qty.items():
        name, var, price, sku = NW_ITEMS[k]
        b = bids[k]
        out += [T + f"[{b}] article '{name}'", T + T + f"[{b + 1}] link '{name}'", T + T + f"StaticText '{var} \u00b7 Item {sku}'",
                T + T + f"StaticText '{usd(price)} each'",
                T + T + f"[{b + 4}] spinbutton 'Quantity for {name}' value='{shown_qty[k]}' valuemin: 1 valuemax: 10",
                T + T + f"StaticText '{usd(price * q)}'",
                T + T + f"[{b + 6}] button 'Remove {name}'", T + T + f"[{b + 7}] button 'Save for later'"]
        if k == "bottle":
            out.append(T + T + "StaticText 'Only 4 left in Slate'")
    out += [T + "[70] button 'Update cart'",
            T + "[72] region 'Order summary'",
            T + T + f"StaticText 'Subtotal ({count} items) {usd(sub)}'"]
    if promo:
        out.append(T + T + f"StaticText 'Promo SPRING15 (15% off) \u2212{usd(disc)}'")
    out += [T + T + f"[75] textbox 'Promo code' value='{promo_box}'", T + T + "[76] button 'Apply'",
            T + T + f"[77] textbox 'ZIP code for shipping & tax' value='{zip_box}'", T + T + "[78] button 'Estimate'"]
    if ship is None:
        out += [T + T + "StaticText 'Shipping: calculated at checkout'", T + T + "StaticText 'Tax: calculated at checkout'",
                T + T + f"StaticText 'Estimated total {usd(after)}'"]
    else:
        fee = {"Standard": 0.0, "2-Day": 12.00, "Overnight": 28.00}[ship]
        tax = round(after * 0.08845, 2)
        out += [T + T + "[80] radiogroup 'Shipping to 80304 (Boulder, CO)'",
                T + T + T + f"[81] radio 'Standard, 4\u20136 business days \u2014 Free' checked: {'true' if ship == 'Standard' else 'false'}",
                T + T + T + f"[82] radio '2-Day \u2014 $12.00' checked: {'true' if ship == '2-Day' else 'false'}",
                T + T + T + f"[83] radio 'Overnight \u2014 $28.00' checked: {'true' if ship == 'Overnight' else 'false'}",
                T + T + f"StaticText 'Estimated tax (8.845%) {usd(tax)}'",
                T + T + f"StaticText 'Estimated total {usd(after + fee + tax)}'"]
    out += [T + T + "[90] button 'Checkout'", T + T + "[91] button 'PayPal'",
            T + "[95] region 'Recently viewed'", T + T + "[96] link 'Ridgeline Rain Shell $148.00'",
            T + T + "[97] link 'Camp Mug 12 oz $18.00'"]
    return out


def t15(rs: RowSet) -> None:
    q0 = {"pack": 1, "socks": 1, "bottle": 2}
    q1 = {"pack": 1, "socks": 3, "bottle": 2}
    q2 = {"pack": 1, "socks": 3}
    url = f"{NW}/cart"
    turns = [
        (f"goto('{url}')", axtree("Cart | Northwind Outfitters", nw_cart(q0), url)),
        ("fill('54', '3')", axtree("Cart | Northwind Outfitters", nw_cart(q0, shown_qty=q1), url)),
        ("click('70')", axtree("Cart | Northwind Outfitters", nw_cart(q1, alert="Cart updated."), url)),
        ("fill('75', 'SPRING15')", axtree("Cart | Northwind Outfitters", nw_cart(q1, promo_box="SPRING15"), url)),
        ("click('76')", axtree("Cart | Northwind Outfitters", nw_cart(q1, promo=True, alert="SPRING15 applied: 15% off your order."), url)),
        ("fill('77', '80304')", axtree("Cart | Northwind Outfitters", nw_cart(q1, promo=True, zip_box="80304"), url)),
        ("click('78')", axtree("Cart | Northwind Outfitters", nw_cart(q1, promo=True, zip_box="80304", ship="Standard"), url)),
        ("click('82')", axtree("Cart | Northwind Outfitters", nw_cart(q1, promo=True, zip_box="80304", ship="2-Day"), url)),
        ("click('66')", axtree("Cart | Northwind Outfitters", nw_cart(q2, promo=True, zip_box="80304", ship="2-Day",
                                                                       alert="Insulated Bottle 32 oz was removed from your cart."), url)),
    ]
    rs.add(task="web", tid="h31-web-15", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


# ---------------------------------------------------------------------------
# 16  Hollis Street Community Garden member site (less common) - clean
# ---------------------------------------------------------------------------
HG = "https://hollisgarden.org/members"


def hg_nav(cur: str) -> list[str]:
    items = ["Home", "Waitlist", "Harvest share", "Events", "Compost", "Message board"]
    return ["[10] banner ''", T + "[11] link 'Hollis Street Community Garden'", T + "[12] navigation ''"] + \
        [T + T + f"[{13 + i}] link '{x}'" + (" current: page" if x == cur else "") for i, x in enumerate(items)] + \
        [T + "StaticText 'Femi Adeyemi'", T + "[20] link 'Sign out'"]


def hg_home(pos: int, pos_note: str, share: str, swap: str, compost: str) -> list[str]:
    return hg_nav("Home") + ["[30] main ''", T + "[31] heading 'Hi Femi'",
                             T + "[32] region 'Plot waitlist'",
                             T + T + f"StaticText 'You are #{pos} for a 4 \u00d7 8 ft raised bed. Joined Jan 14, 2024.'",
                             T + T + f"StaticText '{pos_note}'",
                             T + "[35] region 'Harvest share'", T + T + f"StaticText '{share}'",
                             T + "[37] region 'Next event'", T + T + f"StaticText '{swap}'",
                             T + "[39] region 'Compost'", T + T + f"StaticText '{compost}'",
                             T + "[41] region 'Garden hours'", T + T + "StaticText 'Gates open 7 AM \u2013 dusk. Water is on from April 15.'"]


def hg_events(going: bool, swap_n: int, work_n: int) -> list[str]:
    out = hg_nav("Events") + ["[30] main ''", T + "[31] heading 'Events'", T + "[32] list ''",
                              T + T + "[33] listitem ''", T + T + T + "StaticText 'Seed & seedling swap \u00b7 Sat, Apr 6, 10 AM\u2013noon \u00b7 Pavilion'",
                              T + T + T + f"StaticText '{swap_n} going'"]
    out.append(T + T + T + ("[36] button 'Cancel RSVP'" if going else "[36] button 'RSVP'"))
    if going:
        out.append(T + T + T + "StaticText 'You\u2019re going'")
    out += [T + T + "[38] listitem ''", T + T + T + "StaticText 'Spring work day \u00b7 Sat, Apr 13, 9 AM\u20131 PM \u00b7 meet at the shed'",
            T + T + T + f"StaticText '{work_n} going \u00b7 15 volunteers needed'", T + T + T + "[41] button 'RSVP'",
            T + T + "[43] listitem ''", T + T + T + "StaticText 'Talk: Native pollinators in small gardens \u00b7 Sat, Apr 20, 2 PM \u00b7 Library branch'",
            T + T + T + "StaticText '31 going'", T + T + T + "[46] button 'RSVP'"]
    return out


def hg_compost(qty: str, alert: str = "") -> list[str]:
    q = int(qty)
    out = hg_nav("Compost") + ["[30] main ''", T + "[31] heading 'Order compost'"]
    if alert:
        out += [T + "[32] status ''", T + T + f"StaticText '{alert}'"]
    out += [T + "StaticText 'Finished leaf compost from the city yard, 1 cu ft bags, $6.00 each for members.'",
            T + f"[34] spinbutton 'Bags' value='{qty}' valuemin: 1 valuemax: 10",
            T + "[35] combobox 'Pickup' value='Sat, Apr 6 (at the seed swap)'",
            T + f"StaticText 'Subtotal {usd(6 * q)}'",
            T + "StaticText 'Pay at pickup (cash or card).'",
            T + "[38] button 'Place order'"]
    return out


def t16(rs: RowSet) -> None:
    share0 = hg_nav("Harvest share") + ["[30] main ''", T + "[31] heading 'Harvest share 2024'",
                                        T + "StaticText 'Members who can\u2019t tend a plot yet get a weekly bag from the shared beds, June \u2013 October.'",
                                        T + "StaticText 'Season fee $30.00 \u00b7 pickups Saturdays 9\u201311 AM'",
                                        T + "[34] progressbar '12 of 20 spots taken' valuemin: 0 valuemax: 20 valuetext: 12",
                                        T + "[35] button 'Join harvest share ($30)'"]
    share1 = hg_nav("Harvest share") + ["[30] main ''", T + "[31] heading 'Harvest share 2024'",
                                        T + "[32] status ''", T + T + "StaticText 'You\u2019re in! Receipt HS-0413 \u00b7 $30.00 charged to Visa \u2022\u2022\u2022\u2022 5512.'",
                                        T + "StaticText 'Season fee $30.00 \u00b7 pickups Saturdays 9\u201311 AM'",
                                        T + "[34] progressbar '13 of 20 spots taken' valuemin: 0 valuemax: 20 valuetext: 13",
                                        T + "StaticText 'You are a harvest share member. First pickup Sat, Jun 1.'",
                                        T + "[36] button 'Leave harvest share'"]
    wait = hg_nav("Waitlist") + ["[30] main ''", T + "[31] heading 'Plot waitlist'",
                                 T + "StaticText 'Your position: #5 for a 4 \u00d7 8 ft raised bed'",
                                 T + "StaticText 'Updated a few minutes ago (Mar 14, 2024, 10:41 AM): two members ahead of you accepted plot offers.'",
                                 T + "[34] table ''", T + T + "row 'Season offers made 6'", T + T + "row 'Accepted 4'",
                                 T + T + "row 'Declined (moved to end of list) 2'",
                                 T + "StaticText 'Offers go out by email; you have 7 days to accept.'",
                                 T + "[39] button 'Leave the waitlist'"]
    turns = [
        (f"goto('{HG}/home')", axtree("Home \u00b7 Hollis Street Community Garden",
                                      hg_home(7, "Position last updated Mar 2, 2024.", "Harvest share: 12 of 20 spots taken. Not joined.",
                                              "Seed & seedling swap, Sat, Apr 6 \u00b7 23 going", "No compost orders."), f"{HG}/home")),
        ("click('15')", axtree("Harvest share \u00b7 Hollis Street Community Garden", share0, f"{HG}/harvest-share")),
        ("click('35')", axtree("Harvest share \u00b7 Hollis Street Community Garden", share1, f"{HG}/harvest-share")),
        ("click('16')", axtree("Events \u00b7 Hollis Street Community Garden", hg_events(False, 23, 9), f"{HG}/events")),
        ("click('36')", axtree("Events \u00b7 Hollis Street Community Garden", hg_events(True, 24, 10), f"{HG}/events")),
        ("click('14')", axtree("Waitlist \u00b7 Hollis Street Community Garden", wait, f"{HG}/waitlist")),
        ("click('17')", axtree("Compost \u00b7 Hollis Street Community Garden", hg_compost("1"), f"{HG}/compost")),
        ("fill('34', '4')", axtree("Compost \u00b7 Hollis Street Community Garden", hg_compost("4"), f"{HG}/compost")),
        ("click('38')", axtree("Compost \u00b7 Hollis Street Community Garden", hg_compost("1", "Order CP-1187 placed: 4 bags, $24.00, pickup Sat, Apr 6."), f"{HG}/compost")),
        ("click('13')", axtree("Home \u00b7 Hollis Street Community Garden",
                               hg_home(5, "Position last updated Mar 14, 2024, 10:41 AM.", "Harvest share: you\u2019re a member (14 of 20 spots taken).",
                                       "Seed & seedling swap, Sat, Apr 6 \u00b7 24 going \u00b7 you\u2019re going", "Order CP-1187: 4 bags, pickup Sat, Apr 6, pay at pickup ($24.00)."), f"{HG}/home")),
    ]
    rs.add(task="web", tid="h31-web-16", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


# ---------------------------------------------------------------------------
# 17  GitLab merge request (mainstream) - bad: the MR's only commit shows a different SHA with no push
# ---------------------------------------------------------------------------
GLI = f"{GL}/billing/invoicer"
MR = f"{GLI}/-/merge_requests/42"


def mr_chrome(tab: str, state: str) -> list[str]:
    tabs = [("Overview", 6), ("Commits", 1), ("Pipelines", 1), ("Changes", 2)]
    out = gl_chrome("mr")[:8] + ["[120] complementary 'Project navigation'", T + "[122] link 'I invoicer'",
                                 T + "[128] link 'Code'", T + T + "[129] link 'Merge requests 3'", T + T + "[130] link 'Repository'",
                                 T + T + "[131] link 'Commits'",
                                 "[150] navigation 'Breadcrumbs'", T + "[151] link 'billing'", T + "[152] link 'invoicer'",
                                 T + "[153] link 'Merge requests'", T + "[154] link '!42'",
                                 "[170] main ''", T + "[171] heading 'Fix rounding in invoice totals'",
                                 T + f"StaticText '{state}'",
                                 T + "StaticText 'Priya Raman requested to merge'", T + "[174] link 'fix/rounding'",
                                 T + "StaticText 'into'", T + "[176] link 'main'", T + "StaticText '2 hours ago'",
                                 T + "[178] tablist ''"]
    out += [T + T + f"[{179 + i}] tab '{n} {c}' selected: {'True' if n == tab else 'False'}" for i, (n, c) in enumerate(tabs)]
    return out


def mr_overview(sha: str, approved: bool, merged: bool) -> list[str]:
    state = "Merged" if merged else "Open"
    out = mr_chrome("Overview", state) + [
        T + "[190] region 'Description'",
        T + T + "StaticText 'Line totals were rounded before summing, so a 3-line invoice could be off by a cent against the PDF. Round once, at the end, with ROUND_HALF_UP. Closes #77.'",
        T + "[193] region 'Pipeline'",
        T + T + f"StaticText 'Pipeline #5531 passed for {sha} on fix/rounding 1 hour ago'",
        T + T + "StaticText 'Test coverage 91.40% from 1 job'",
        T + "[196] region 'Approvals'"]
    if approved:
        out += [T + T + "StaticText 'Approved by'", T + T + "[198] link 'Byte Blaze'",
                T + T + "[199] button 'Revoke approval'"]
    else:
        out += [T + T + "StaticText 'Requires 1 approval from eligible users.'", T + T + "[199] button 'Approve'"]
    if merged:
        out += [T + "[205] region 'Merge'",
                T + T + "StaticText 'Merged by Byte Blaze just now'",
                T + T + "StaticText 'The changes were merged into main with 7c1d0b94. The source branch fix/rounding has been deleted.'",
                T + T + "[208] button 'Revert'", T + T + "[209] button 'Cherry-pick'"]
    else:
        out += [T + "[205] region 'Merge'",
                T + T + "StaticText 'Ready to merge!'" if approved else T + T + "StaticText 'Merge blocked: all required approvals must be given.'",
                T + T + "[206] checkbox 'Delete source branch' checked: true",
                T + T + "[207] checkbox 'Squash commits' checked: false",
                T + T + f"[208] button 'Merge' disabled: {'False' if approved else 'True'}"]
    act = [f"Priya Raman @priya.raman added 1 commit 2 hours ago \u2022 {sha} - Fix rounding in invoice totals",
           "Priya Raman @priya.raman requested review from @byte-blaze 2 hours ago",
           "Dev Okafor @dev.okafor: Checked against the Q1 export, the 14 mismatched invoices now match. 1 hour ago"]
    if approved:
        act.append("Byte Blaze @byte-blaze approved this merge request just now")
    if merged:
        act += ["Byte Blaze @byte-blaze merged just now", "Byte Blaze @byte-blaze mentioned in commit 7c1d0b94 just now"]
    out += [T + "[220] heading 'Activity'", T + "[221] list ''"] + [T + T + f"listitem '{a}'" for a in act] + \
        [T + "[230] textbox 'Comment' value=''", T + "[231] button 'Comment'"]
    return out


def t17(rs: RowSet) -> None:
    sha = "3f9c2a1e"
    commits = mr_chrome("Commits", "Open") + [
        T + "[190] list ''",
        T + T + "StaticText '14 Mar, 2024 1 commit'",
        T + T + "[192] listitem ''",
        T + T + T + "[193] link 'Fix rounding in invoice totals'",
        T + T + T + "StaticText 'Priya Raman authored 2 hours ago'",
        T + T + T + f"StaticText '{sha}'", T + T + T + "[196] button 'Copy commit SHA'",
        T + T + T + "[197] link 'Browse Files'"]
    changes = mr_chrome("Changes", "Open") + [
        T + "StaticText 'Showing 2 changed files with 14 additions and 6 deletions'",
        T + "[191] region 'src/invoicer/totals.py'",
        T + T + "StaticText '@@ -18,12 +18,13 @@ from decimal import Decimal, ROUND_HALF_UP'",
        T + T + "StaticText '18 18  def invoice_total(lines: list[Line]) -> Decimal:'",
        T + T + "StaticText '19    -     total = sum(round(l.qty * l.unit_price, 2) for l in lines)'",
        T + T + "StaticText '   19 +     raw = sum((l.qty * l.unit_price for l in lines), Decimal(\"0\"))'",
        T + T + "StaticText '   20 +     total = raw.quantize(CENT, rounding=ROUND_HALF_UP)'",
        T + T + "StaticText '20 21      if total < 0:'",
        T + T + "StaticText '21 22          raise ValueError(\"negative invoice total\")'",
        T + "[200] region 'tests/test_totals.py'",
        T + T + "StaticText '@@ -40,6 +40,18 @@'",
        T + T + "StaticText '   41 + def test_three_lines_round_once():'",
        T + T + "StaticText '   42 +     lines = [Line(1, Decimal(\"0.335\"))] * 3'",
        T + T + "StaticText '   43 +     assert invoice_total(lines) == Decimal(\"1.01\")'",
        T + "[210] button 'Approve'"]
    repo = gl_chrome("commits")[:8] + ["[170] main ''", T + "[171] heading 'Commits'",
                                       T + "[172] combobox 'Branch' value='main'", T + "[173] searchbox 'Search by message' value=''",
                                       T + "StaticText '14 Mar, 2024 2 commits'",
                                       T + "[175] list ''",
                                       T + T + "[176] listitem ''", T + T + T + "[177] link 'Merge branch \u2018fix/rounding\u2019 into \u2018main\u2019'",
                                       T + T + T + "StaticText 'Byte Blaze authored just now'", T + T + T + "StaticText '7c1d0b94'",
                                       T + T + "[180] listitem ''", T + T + T + "[181] link 'Fix rounding in invoice totals'",
                                       T + T + T + "StaticText 'Priya Raman authored 2 hours ago'", T + T + T + f"StaticText '{sha}'",
                                       T + "StaticText '12 Mar, 2024 1 commit'",
                                       T + T + "[185] listitem ''", T + T + T + "[186] link 'Bump pydantic to 2.6.4'",
                                       T + T + T + "StaticText 'Kwame Asante authored 2 days ago'", T + T + T + "StaticText 'e04b7d55'",
                                       T + "StaticText '8 Mar, 2024 2 commits'",
                                       T + T + "[190] listitem ''", T + T + T + "[191] link 'Add CSV export for accountant'",
                                       T + T + T + "StaticText 'Dev Okafor authored 6 days ago'", T + T + T + "StaticText 'a91f33c0'",
                                       T + T + "[194] listitem ''", T + T + T + "[195] link 'CI: cache pip downloads'",
                                       T + T + T + "StaticText 'Kwame Asante authored 6 days ago'", T + T + T + "StaticText '5d2e8f17'"]
    turns = [
        (f"goto('{MR}')", axtree("Fix rounding in invoice totals (!42) \u00b7 Merge requests \u00b7 billing / invoicer \u00b7 GitLab", mr_overview(sha, False, False), MR)),
        ("click('180')", axtree("Commits \u00b7 Fix rounding in invoice totals (!42) \u00b7 GitLab", commits, f"{MR}/commits")),
        ("click('182')", axtree("Changes \u00b7 Fix rounding in invoice totals (!42) \u00b7 GitLab", changes, f"{MR}/diffs")),
        ("click('179')", axtree("Fix rounding in invoice totals (!42) \u00b7 Merge requests \u00b7 billing / invoicer \u00b7 GitLab", mr_overview(sha, False, False), MR)),
        ("click('199')", axtree("Fix rounding in invoice totals (!42) \u00b7 Merge requests \u00b7 billing / invoicer \u00b7 GitLab", mr_overview("3f9c2e1a", True, False), MR)),
        ("click('208')", axtree("Fix rounding in invoice totals (!42) \u00b7 Merge requests \u00b7 billing / invoicer \u00b7 GitLab", mr_overview(sha, True, True), MR)),
        (f"goto('{GLI}/-/commits/main')", axtree("Commits \u00b7 main \u00b7 billing / invoicer \u00b7 GitLab", repo, f"{GLI}/-/commits/main")),
    ]
    rs.add(task="web", tid="h31-web-17", system=WEB_SYSTEM, turns=turns, bad=True, turn=5,
           kind="SHA of the merge request's single commit reads 3f9c2e1a after approving, instead of 3f9c2a1e, with no new push or pipeline")


# ---------------------------------------------------------------------------
# 18  The Rolling Die board game cafe bookings (less common) - bad: renamed booking listed under its old name
# ---------------------------------------------------------------------------
RD = "https://rollingdie.games"


def rd_nav() -> list[str]:
    return ["[10] banner ''", T + "[11] link 'The Rolling Die'", T + "[12] navigation ''",
            T + T + "[13] link 'Book a table'", T + T + "[14] link 'Games'", T + T + "[15] link 'Events'",
            T + T + "[16] link 'My bookings'", T + "StaticText 'Priya Natarajan \u00b7 Rolling Die Club'", T + "[18] link 'Log out'"]


def rd_list(name: str, players: int, table: str, note: str, alert: str = "") -> list[str]:
    out = rd_nav() + ["[30] main ''", T + "[31] heading 'My bookings'"]
    if alert:
        out += [T + "[32] status ''", T + T + f"StaticText '{alert}'"]
    out += [T + "[33] article ''",
            T + T + f"[34] heading '{name}'",
            T + T + f"StaticText 'Recurring \u00b7 Tuesdays 7:00\u201310:00 PM \u00b7 {players} players \u00b7 {table}'",
            T + T + f"StaticText 'Next: Tue, Mar 19{note}'",
            T + T + "[37] button 'Edit'", T + T + "[38] button 'Manage dates'", T + T + "[39] button 'End series'",
            T + "[41] article ''",
            T + T + "[42] heading 'Sam\u2019s birthday'",
            T + T + "StaticText 'One-time \u00b7 Sat, Mar 30, 2:00\u20135:00 PM \u00b7 10 players \u00b7 Party room'",
            T + T + "StaticText 'Deposit paid: $40.00 \u00b7 Cake allowed (outside food fee waived)'",
            T + T + "[45] button 'Edit'", T + T + "[46] button 'Cancel'",
            T + "[48] region 'Club'", T + T + "StaticText '12 visits in 2024 \u00b7 10% off drinks \u00b7 free game rental on Tuesdays'"]
    return out


def rd_form(name: str, players: str) -> list[str]:
    return rd_nav() + ["[30] main ''", T + "[31] heading 'Edit recurring booking'",
                       T + f"[32] textbox 'Booking name' value='{name}'",
                       T + "[33] combobox 'Day' value='Tuesday'", T + "[34] combobox 'Start' value='7:00 PM'",
                       T + "[35] combobox 'Length' value='3 hours'",
                       T + f"[36] spinbutton 'Players' value='{players}' valuemin: 2 valuemax: 12",
                       T + "[37] combobox 'Table' value='Best available for group size'",
                       T + "[38] textbox 'Notes for staff' value='Keep the Cities & Knights box on the table please.'",
                       T + "StaticText 'Changes apply to all future dates in the series.'",
                       T + "[40] button 'Save changes'", T + "[41] link 'Cancel'"]


def rd_dates(skipped: bool) -> list[str]:
    rows = [("Mar 19", False), ("Mar 26", skipped), ("Apr 2", False), ("Apr 9", False)]
    out = rd_nav() + ["[30] main ''", T + "[31] heading 'Catan League Night \u2014 upcoming dates'",
                      T + "StaticText 'Tuesdays 7:00\u201310:00 PM \u00b7 8 players \u00b7 Table 9'"]
    if skipped:
        out += [T + "[32] status ''", T + T + "StaticText 'Tue, Mar 26 skipped. The table is released for that night.'"]
    out += [T + "[33] list ''"]
    for i, (d, sk) in enumerate(rows):
        out.append(T + T + f"listitem 'Tue, {d} \u00b7 Table 9 \u00b7 {'Skipped' if sk else 'Booked'}'")
        out.append(T + T + T + f"[{40 + i}] button '{'Undo skip' if sk else 'Skip'} Tue, {d}'")
    out += [T + "[50] button 'Add a date'", T + "[51] link 'Back to my bookings'"]
    return out


def t18(rs: RowSet) -> None:
    bday = rd_nav() + ["[30] main ''", T + "[31] heading 'Sam\u2019s birthday'",
                       T + "[32] table ''", T + T + "row 'Date Sat, Mar 30, 2024'", T + T + "row 'Time 2:00\u20135:00 PM'",
                       T + T + "row 'Room Party room (up to 14)'", T + T + "row 'Players 10'",
                       T + T + "row 'Deposit $40.00 paid Mar 2 (Mastercard \u2022\u2022\u2022\u2022 6610)'",
                       T + T + "row 'Cover $7.00 \u00d7 10 = $70.00, due on the day'",
                       T + T + "row 'Reserved games Telestrations, Just One, Camel Up'",
                       T + "[40] button 'Edit'", T + "[41] button 'Cancel booking'", T + "[42] link 'Back to my bookings'"]
    url = f"{RD}/account/bookings"
    turns = [
        (f"goto('{url}')", axtree("My bookings \u2014 The Rolling Die", rd_list("Tuesday Catan crew", 6, "Table 4 (seats 6)", ""), url)),
        ("click('37')", axtree("Edit booking \u2014 The Rolling Die", rd_form("Tuesday Catan crew", "6"), f"{RD}/account/bookings/R-2207/edit")),
        ("fill('32', 'Catan League Night')", axtree("Edit booking \u2014 The Rolling Die", rd_form("Catan League Night", "6"), f"{RD}/account/bookings/R-2207/edit")),
        ("fill('36', '8')", axtree("Edit booking \u2014 The Rolling Die", rd_form("Catan League Night", "8"), f"{RD}/account/bookings/R-2207/edit")),
        ("click('40')", axtree("My bookings \u2014 The Rolling Die",
                               rd_list("Catan League Night", 8, "Table 9 (seats 8)", "", "Saved. We moved your series to Table 9 so all 8 players fit."), url)),
        ("click('38')", axtree("Upcoming dates \u2014 The Rolling Die", rd_dates(False), f"{RD}/account/bookings/R-2207/dates")),
        ("click('41')", axtree("Upcoming dates \u2014 The Rolling Die", rd_dates(True), f"{RD}/account/bookings/R-2207/dates")),
        ("click('16')", axtree("My bookings \u2014 The Rolling Die", rd_list("Tuesday Catan crew", 8, "Table 9 (seats 8)", " \u00b7 1 date skipped (Mar 26)"), url)),
        ("click('42')", axtree("Sam\u2019s birthday \u2014 The Rolling Die", bday, f"{RD}/account/bookings/R-2231")),
    ]
    rs.add(task="web", tid="h31-web-18", system=WEB_SYSTEM, turns=turns, bad=True, turn=8,
           kind="series renamed to 'Catan League Night' is listed again as 'Tuesday Catan crew' on My bookings (players and table kept the new values)")


# ---------------------------------------------------------------------------
# 19  Fastmail webmail (mainstream) - clean
# ---------------------------------------------------------------------------
FM = "https://app.fastmail.com/mail"
# key, from, subject, snippet, time, unread
FM_MSGS = [
    ("din", "Lena Fischer", "Dinner Saturday?", "Are you two free around 7? Thinking the Ethiopian place on Howard St", "10:31", True),
    ("gh", "GitHub", "[okoro/dotfiles] Dependabot alert: jinja2", "1 moderate severity vulnerability found in requirements.txt", "09:58", True),
    ("marco", "Marco Reyes", "Re: Climbing gym membership split", "Works for me, I\u2019ll send my half on the 1st", "08:12", True),
    ("delta", "Delta Air Lines", "Your trip confirmation: ORD \u2192 BOS", "Confirmation HX7Q2P \u00b7 Fri, Apr 5 \u00b7 DL 2417", "07:40", True),
    ("lake", "Lena Fischer", "Photos from the lake", "Finally uploaded them, the one with the heron is my favourite", "Yesterday", False),
    ("city", "City of Evanston", "Street sweeping reminder", "Your block is scheduled for Tuesday, March 19", "Yesterday", True),
    ("pat", "Patreon", "New post from Tiny Desk Sessions", "Episode 48 is up for patrons", "12 Mar", False),
    ("dent", "Dr. Ahmed\u2019s office", "Appointment reminder: Mar 18", "Reply C to confirm your 3:30 PM visit", "12 Mar", False),
    ("book", "Lena Fischer", "Re: Book club pick for April", "Okay, Piranesi it is. 2nd Thursday at mine", "10 Mar", False),
    ("chase", "Chase", "Your statement is ready", "Your March statement for account ending 3381 is available", "9 Mar", False),
]
NEW_MSG = ("shop", "Bookshop.org", "Your order has shipped", "Order #BK-4419023 \u00b7 2 items \u00b7 USPS tracking inside", "10:53", True)


def fm_side(inbox_unread: int, cur: str) -> list[str]:
    return ["[10] navigation 'Mailboxes'", T + "[11] button 'Write'",
            T + f"[12] link 'Inbox {inbox_unread}'" + (" current: page" if cur == "Inbox" else ""),
            T + "[13] link 'Drafts'", T + "[14] link 'Sent'" + (" current: page" if cur == "Sent" else ""),
            T + "[15] link 'Archive'", T + "[16] link 'Spam'", T + "[17] link 'Trash'",
            T + "StaticText 'sam.okoro@fastmail.com'",
            "[20] search ''", T + "[21] searchbox 'Search mail' value='{q}'"]


def fm_list(msgs: list[tuple], unread: set[str], selected: str = "", thread: dict[str, str] | None = None) -> list[str]:
    out = ["[30] main ''", T + "[31] table 'Messages'"]
    for m in msgs:
        k, frm, subj, snip, tm, _ = m
        b = 98 if k == "shop" else 100 + 4 * [x[0] for x in FM_MSGS].index(k)
        who = (thread or {}).get(k, frm)
        st = ", unread" if k in unread else ""
        sel = " selected: True" if k == selected else ""
        out += [T + T + f"[{b}] row '{who} {subj} {tm}'{sel}",
                T + T + T + f"[{b + 1}] checkbox 'Select' checked: false",
                T + T + T + f"gridcell '{who}{st}'", T + T + T + f"gridcell '{subj} \u2014 {snip}'", T + T + T + f"gridcell '{tm}'"]
    return out


DIN_BODY = ["StaticText 'From Lena Fischer <lena.fischer@posteo.de> \u00b7 Today 10:31'",
            "StaticText 'Are you two free around 7? Thinking the Ethiopian place on Howard St. Jonas can drive. Let me know by tomorrow so I can book. \u2014 L'"]
REPLY = "Saturday at 7 works for both of us! We\u2019ll meet you there. Want us to bring dessert?"


def t19(rs: RowSet) -> None:
    u0 = {"din", "gh", "marco", "delta", "city"}
    u1 = u0 - {"din"}
    pane = ["[200] region 'Dinner Saturday?'", T + "[201] heading 'Dinner Saturday?'"] + [T + x for x in DIN_BODY] + \
        [T + "[205] button 'Reply'", T + "[206] button 'Reply all'", T + "[207] button 'Forward'",
         T + "[208] button 'Archive'", T + "[209] button 'Delete'"]
    compose = ["[200] region 'Re: Dinner Saturday?'", T + "[201] heading 'Dinner Saturday?'"] + [T + x for x in DIN_BODY] + \
        [T + "[210] group 'Reply'", T + T + "StaticText 'To: Lena Fischer <lena.fischer@posteo.de>'",
         T + T + "[212] textbox 'Message' value='{body}' multiline: True",
         T + T + "[213] button 'Send'", T + T + "[214] button 'Discard'"]
    sent_pane = ["[200] region 'Dinner Saturday?'", T + "[201] heading 'Dinner Saturday? (2)'"] + [T + x for x in DIN_BODY] + \
        [T + "StaticText 'From Sam Okoro <sam.okoro@fastmail.com> \u00b7 Today 10:52'", T + f"StaticText '{REPLY}'",
         T + "[205] button 'Reply'", T + "[206] button 'Reply all'", T + "[207] button 'Forward'",
         T + "[208] button 'Archive'", T + "[209] button 'Delete'",
         "[230] status ''", T + "StaticText 'Message sent.'", T + "[232] button 'Undo'"]
    sent_list = ["[30] main ''", T + "[31] heading 'Sent'", T + "[32] table 'Messages'",
                 T + T + "[100] row 'To: Lena Fischer Re: Dinner Saturday? 10:52'",
                 T + T + T + "gridcell 'To: Lena Fischer'", T + T + T + f"gridcell 'Re: Dinner Saturday? \u2014 {REPLY[:60]}'", T + T + T + "gridcell '10:52'",
                 T + T + "[104] row 'To: Marco Reyes Re: Climbing gym membership split Yesterday'",
                 T + T + T + "gridcell 'To: Marco Reyes'", T + T + T + "gridcell 'Re: Climbing gym membership split \u2014 Sure, $42.50 each then'", T + T + T + "gridcell 'Yesterday'",
                 T + T + "[108] row 'To: Dr. Ahmed\u2019s office C 12 Mar'",
                 T + T + T + "gridcell 'To: Dr. Ahmed\u2019s office'", T + T + T + "gridcell 'Re: Appointment reminder: Mar 18 \u2014 C'", T + T + T + "gridcell '12 Mar'"]
    after = [NEW_MSG, ("din", "Lena Fischer", "Dinner Saturday?", REPLY[:60] + '\u2026', "10:52", False)] + FM_MSGS[1:]
    res = [("din", "Lena Fischer", "Dinner Saturday?", REPLY[:60] + '\u2026', "10:52", False), FM_MSGS[4], FM_MSGS[8]]

    def side(n: int, cur: str, q: str = "") -> list[str]:
        return [x.replace("{q}", q) for x in fm_side(n, cur)]

    def comp(body: str) -> list[str]:
        return [x.replace("{body}", body) for x in compose]

    turns = [
        (f"goto('{FM}/Inbox')", axtree("Inbox \u2013 Fastmail", side(5, "Inbox") + fm_list(FM_MSGS, u0), f"{FM}/Inbox")),
        ("click('100')", axtree("Dinner Saturday? \u2013 Fastmail", side(4, "Inbox") + fm_list(FM_MSGS, u1, "din") + pane, f"{FM}/Inbox/T8a41c0e2")),
        ("click('205')", axtree("Dinner Saturday? \u2013 Fastmail", side(4, "Inbox") + fm_list(FM_MSGS, u1, "din") + comp(""), f"{FM}/Inbox/T8a41c0e2")),
        (f"fill('212', '{REPLY}')", axtree("Dinner Saturday? \u2013 Fastmail", side(4, "Inbox") + fm_list(FM_MSGS, u1, "din") + comp(REPLY), f"{FM}/Inbox/T8a41c0e2")),
        ("click('213')", axtree("Dinner Saturday? \u2013 Fastmail", side(4, "Inbox") + fm_list(after[1:], u1, "din", {"din": "Lena Fischer, me (2)"}) + sent_pane, f"{FM}/Inbox/T8a41c0e2")),
        ("click('14')", axtree("Sent \u2013 Fastmail", side(5, "Sent") + sent_list, f"{FM}/Sent")),
        ("click('12')", axtree("Inbox \u2013 Fastmail", side(5, "Inbox") + fm_list(after, u1 | {"shop"}, thread={"din": "Lena Fischer, me (2)"}), f"{FM}/Inbox")),
        ("fill('21', 'from:lena.fischer@posteo.de')", axtree("Inbox \u2013 Fastmail", side(5, "Inbox", "from:lena.fischer@posteo.de") + fm_list(after, u1 | {"shop"}, thread={"din": "Lena Fischer, me (2)"}), f"{FM}/Inbox")),
        ("press('21', 'Enter')", axtree("Search results \u2013 Fastmail", side(5, "", "from:lena.fischer@posteo.de") +
                                        ["[28] heading '3 conversations in all mailboxes'"] + fm_list(res, set(), thread={"din": "Lena Fischer, me (2)"}), f"{FM}/search:from%3Alena.fischer%40posteo.de")),
    ]
    rs.add(task="web", tid="h31-web-19", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


# ---------------------------------------------------------------------------
# 20  Halvorsen Foundation grants portal (less common) - clean
# ---------------------------------------------------------------------------
HF = "https://apply.halvorsenfoundation.org"
HFA = f"{HF}/applications/HF-24-0872"
HF_SECTIONS = ["Applicant information", "Project summary", "Narrative", "Timeline", "Budget", "Budget justification",
               "Biosketch", "Letters of support", "Collaborators", "Certifications"]


def hf_chrome(cur: str) -> list[str]:
    out = ["[10] banner ''", T + "[11] link 'Halvorsen Foundation \u2014 Grants Portal'",
           T + "StaticText 'Dr. Tomasz Wierzbicki'", T + "[13] link 'Sign out'",
           "[20] navigation 'Application'", T + "[21] link 'Overview'" + (" current: page" if cur == "Overview" else "")]
    out += [T + f"[{22 + i}] link '{s}'" + (" current: page" if s == cur else "") for i, s in enumerate(HF_SECTIONS)]
    out += ["[40] main ''", T + "StaticText 'HF-24-0872 \u00b7 Community soil lead mapping with high school students'"]
    return out


def hf_overview(status: dict[str, str], left: str, saved: str) -> list[str]:
    done = sum(1 for s in HF_SECTIONS if status.get(s, "Complete") == "Complete")
    out = hf_chrome("Overview") + [T + "[42] heading 'Application overview'",
                                   T + "StaticText 'Environmental Health Small Grants 2024 \u00b7 up to $25,000'",
                                   T + "[44] timer ''", T + T + f"StaticText 'Due Apr 30, 2024, 11:59 PM PT \u2014 {left} left'",
                                   T + f"[46] progressbar '{done} of 10 sections complete' valuemin: 0 valuemax: 100 valuetext: {done * 10}%",
                                   T + "[47] table 'Sections'", T + T + "row 'Section Status'"]
    for s in HF_SECTIONS:
        out.append(T + T + f"row '{s} {status.get(s, 'Complete')}'")
    out += [T + f"StaticText '{saved}'", T + "[60] button 'Submit application' disabled: True",
            T + "StaticText 'All sections must be complete before you can submit.'"]
    return out


def hf_bio(file: str, status: str, saved: str, alert: str = "", hist: str = "") -> list[str]:
    out = hf_chrome("Biosketch") + [T + "[42] heading 'Biosketch'",
                                    T + "StaticText 'Upload a biosketch for the project lead: PDF, at most 2 pages, 5 MB.'"]
    if alert:
        out += [T + "[44] status ''", T + T + f"StaticText '{alert}'"]
    out += [T + "[50] group 'Upload'", T + T + f"StaticText '{file}'",
            T + T + "[52] button 'Choose file'"]
    if hist:
        out += [T + T + f"StaticText '{hist}'"]
    out += [T + "[55] button 'Mark section complete'" + (" disabled: True" if status == "Complete" or file.startswith("No file") else ""),
            T + f"StaticText 'Section status: {status}'", T + f"StaticText '{saved}'"]
    return out


def hf_collab(email: str, role: str, rows: list[str], status: str, alert: str = "") -> list[str]:
    roles = ["Choose a role", "Co-investigator", "Community partner", "Student mentor", "Consultant"]
    out = hf_chrome("Collaborators") + [T + "[42] heading 'Collaborators'"]
    if alert:
        out += [T + "[43] status ''", T + T + f"StaticText '{alert}'"]
    out += [T + "StaticText 'Invite everyone named in your narrative. Each collaborator must accept before you can submit.'",
            T + "[45] table ''", T + T + "row 'Name Email Role Status'"]
    out += [T + T + f"row '{r}'" for r in rows] if rows else [T + T + "row 'No collaborators yet'"]
    out += [T + "[50] group 'Invite a collaborator'",
            T + T + f"[51] textbox 'Email' value='{email}'",
            T + T + "[52] combobox 'Role' hasPopup: menu expanded: False"]
    out += [T + T + T + f"[{53 + i}] option '{r}'" + (", selected=True" if r == role else "") for i, r in enumerate(roles)]
    out += [T + T + "[59] button 'Send invitation'", T + f"StaticText 'Section status: {status}'"]
    return out


def t20(rs: RowSet) -> None:
    st0 = {"Biosketch": "Not started", "Letters of support": "In progress (0 of 2 received)",
           "Collaborators": "Not started", "Certifications": "Not started"}
    st1 = dict(st0, Biosketch="Complete")
    st2 = dict(st1, Collaborators="In progress (1 invitation pending)")
    f1 = "biosketch_wierzbicki_2024.pdf \u00b7 184 KB \u00b7 2 pages \u00b7 uploaded Apr 14, 4:59 PM"
    path1 = "/home/tomasz/Documents/biosketch_wierzbicki_2024.pdf"
    path2 = "/home/tomasz/Documents/biosketch_wierzbicki_2024_rev.pdf"
    f2 = "biosketch_wierzbicki_2024_rev.pdf \u00b7 191 KB \u00b7 2 pages \u00b7 uploaded Apr 14, 5:06 PM"
    row = "Ngozi Eze ngozi.eze@lakeviewhs.org Community partner Invitation pending (sent Apr 14, 5:04 PM)"
    turns = [
        (f"goto('{HFA}')", axtree("Overview \u2014 HF-24-0872", hf_overview(st0, "16 days, 7 hours", "Last saved Apr 14, 2024, 4:56 PM"), HFA)),
        ("click('28')", axtree("Biosketch \u2014 HF-24-0872", hf_bio("No file uploaded", "Not started", "Last saved Apr 14, 2024, 4:56 PM"), f"{HFA}/biosketch")),
        (f"upload_file('52', '{path1}')", axtree("Biosketch \u2014 HF-24-0872", hf_bio(f1, "In progress", "Saved Apr 14, 2024, 4:59 PM", "Upload complete. We checked the page count: 2 pages."), f"{HFA}/biosketch")),
        ("click('55')", axtree("Biosketch \u2014 HF-24-0872", hf_bio(f1, "Complete", "Saved Apr 14, 2024, 5:00 PM"), f"{HFA}/biosketch")),
        ("click('21')", axtree("Overview \u2014 HF-24-0872", hf_overview(st1, "16 days, 6 hours", "Last saved Apr 14, 2024, 5:00 PM"), HFA)),
        ("click('30')", axtree("Collaborators \u2014 HF-24-0872", hf_collab("", "Choose a role", [], "Not started"), f"{HFA}/collaborators")),
        ("fill('51', 'ngozi.eze@lakeviewhs.org')", axtree("Collaborators \u2014 HF-24-0872", hf_collab("ngozi.eze@lakeviewhs.org", "Choose a role", [], "Not started"), f"{HFA}/collaborators")),
        ("select_option('52', 'Community partner')", axtree("Collaborators \u2014 HF-24-0872", hf_collab("ngozi.eze@lakeviewhs.org", "Community partner", [], "Not started"), f"{HFA}/collaborators")),
        ("click('59')", axtree("Collaborators \u2014 HF-24-0872", hf_collab("", "Choose a role", [row], "In progress (1 invitation pending)",
                                                                                 "Invitation sent to ngozi.eze@lakeviewhs.org (matched portal account: Ngozi Eze)."), f"{HFA}/collaborators")),
        ("click('28')", axtree("Biosketch \u2014 HF-24-0872", hf_bio(f1.replace("4:59 PM", "4:59 PM (6 minutes ago)"), "Complete", "Saved Apr 14, 2024, 5:00 PM"), f"{HFA}/biosketch")),
        (f"upload_file('52', '{path2}')", axtree("Biosketch \u2014 HF-24-0872", hf_bio(f2, "Complete", "Saved Apr 14, 2024, 5:06 PM", "File replaced. We checked the page count: 2 pages.",
                                                                                           "Earlier version: biosketch_wierzbicki_2024.pdf (184 KB, Apr 14, 4:59 PM) \u2014 kept in version history"), f"{HFA}/biosketch")),
        ("click('21')", axtree("Overview \u2014 HF-24-0872", hf_overview(st2, "16 days, 6 hours", "Last saved Apr 14, 2024, 5:06 PM"), HFA)),
    ]
    rs.add(task="web", tid="h31-web-20", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


# ---------------------------------------------------------------------------
# 21  RiverCycle bike share (less common) - bad: a past ride's fare changes in the history table
# ---------------------------------------------------------------------------
RV = "https://my.rivercycle.bike"
# date, from, to, minutes, type, fare
RV_RIDES = [
    ("Mar 9", "Stone Arch Bridge", "Northeast Library", 28, "Classic", 2.40),
    ("Mar 8", "Northeast Library", "Lake & Hennepin", 12, "E-bike", 3.40),
    ("Mar 5", "Lake & Hennepin", "Uptown Transit Station", 16, "Classic", 1.80),
    ("Mar 2", "Uptown Transit Station", "Stone Arch Bridge", 40, "Classic", 3.00),
    ("Feb 28", "Stone Arch Bridge", "Mill City Museum", 9, "E-bike", 2.80),
    ("Feb 24", "Mill City Museum", "Northeast Library", 21, "Classic", 2.05),
    ("Feb 20", "Northeast Library", "Stone Arch Bridge", 25, "Classic", 2.25),
]


def rv_nav(cur: str) -> list[str]:
    items = ["Account", "Ride history", "Wallet", "Report a problem", "Help"]
    return ["[10] banner ''", T + "[11] link 'RiverCycle'", T + "[12] navigation ''"] + \
        [T + T + f"[{13 + i}] link '{x}'" + (" current: page" if x == cur else "") for i, x in enumerate(items)] + \
        [T + "StaticText 'Ana Lucia Brandt'", T + "[19] link 'Sign out'"]


def rv_rows(rides: list[tuple], base: int, fares: dict[str, float] | None = None) -> list[str]:
    out = [T + T + "row 'Date From To Time Bike Fare'"]
    for i, (d, a, b, m, t, f) in enumerate(rides):
        fare = (fares or {}).get(d, f)
        out += [T + T + f"row '{d}'", T + T + T + f"[{base + i}] link '{d}'", T + T + T + f"cell '{a}'", T + T + T + f"cell '{b}'",
                T + T + T + f"cell '{m} min'", T + T + T + f"cell '{t}'", T + T + T + f"cell '{usd(fare)}'"]
    return out


def rv_account(auto: bool, alert: str = "") -> list[str]:
    out = rv_nav("Account") + ["[30] main ''", T + "[31] heading 'Account'"]
    if alert:
        out += [T + "[32] status ''", T + T + f"StaticText '{alert}'"]
    out += [T + "StaticText 'Plan: Pay as you ride \u00b7 $1.00 to unlock, then $0.05/min (classic) or $0.20/min (e-bike)'",
            T + "StaticText 'Wallet balance: $11.85'",
            T + f"[36] switch 'Auto-reload $10 when balance drops below $5' checked: {'true' if auto else 'false'}",
            T + "[38] heading 'Recent rides'", T + "[39] table ''"] + rv_rows(RV_RIDES[:3], 40) + \
        [T + "[60] link 'See all rides'", T + "StaticText 'Member since June 2022 \u00b7 163 rides \u00b7 1,902 mi'"]
    return out


def t21(rs: RowSet) -> None:
    months = ["All time", "March 2024", "February 2024", "January 2024"]

    def hist(sel: str, rides: list[tuple], total: str, fares: dict[str, float] | None = None) -> list[str]:
        return rv_nav("Ride history") + ["[30] main ''", T + "[31] heading 'Ride history'",
                                         T + "[32] combobox 'Period' hasPopup: menu expanded: False"] + \
            [T + T + f"[{33 + i}] option '{m}'" + (", selected=True" if m == sel else "") for i, m in enumerate(months)] + \
            [T + "[38] table 'Rides'"] + rv_rows(rides, 70, fares) + [T + f"StaticText '{total}'", T + "[90] button 'Download CSV'"]

    receipt = rv_nav("Ride history") + ["[30] main ''", T + "[31] heading 'Ride receipt \u2014 Sat, Mar 9, 2024'",
                                        T + "[32] table ''",
                                        T + T + "row 'Start Stone Arch Bridge \u00b7 4:12 PM'", T + T + "row 'End Northeast Library \u00b7 4:40 PM'",
                                        T + T + "row 'Bike Classic #2281'", T + T + "row 'Unlock fee $1.00'",
                                        T + T + "row 'Ride time 28 min \u00d7 $0.05 $1.40'", T + T + "row 'Total $2.40'",
                                        T + T + "row 'Paid with Wallet'", T + "StaticText 'Receipt RC-R-9918274'",
                                        T + "[42] link 'Report a problem with this ride'", T + "[43] link 'Back to ride history'"]

    def report(cat: str, detail: str) -> list[str]:
        cats = ["Choose one", "Flat or soft tire", "Brakes", "Chain or gears", "Dock would not release", "Billing question"]
        return rv_nav("Report a problem") + ["[30] main ''", T + "[31] heading 'Report a problem'",
                                             T + "StaticText 'Ride: Sat, Mar 9 \u00b7 Stone Arch Bridge \u2192 Northeast Library \u00b7 Classic #2281'",
                                             T + "[33] combobox 'What happened?' hasPopup: menu expanded: False"] + \
            [T + T + f"[{34 + i}] option '{c}'" + (", selected=True" if c == cat else "") for i, c in enumerate(cats)] + \
            [T + f"[41] textbox 'Details' value='{detail}' multiline: True",
             T + "[42] checkbox 'Flag this bike for a mechanic' checked: true",
             T + "[43] button 'Send report'"]

    det = "Rear tire went soft about halfway, had to walk the last few blocks. Bike #2281 is docked at Northeast Library, slot 6."
    sent = rv_nav("Report a problem") + ["[30] main ''", T + "[31] heading 'Thanks, we got it'",
                                         T + "StaticText 'Ticket RC-55102 \u00b7 Flat or soft tire \u00b7 bike #2281 flagged for the mechanic.'",
                                         T + "StaticText 'We reply within 2 business days. Ride fares for reported bike problems are reviewed automatically.'",
                                         T + "[34] link 'Back to account'"]
    mar = RV_RIDES[:4]
    turns = [
        (f"goto('{RV}/account')", axtree("Account \u00b7 RiverCycle", rv_account(False), f"{RV}/account")),
        ("click('14')", axtree("Ride history \u00b7 RiverCycle", hist("All time", RV_RIDES, "Showing 7 of 163 rides \u00b7 March 2024: 4 rides, $10.60"), f"{RV}/rides")),
        ("select_option('32', 'March 2024')", axtree("Ride history \u00b7 RiverCycle", hist("March 2024", mar, "4 rides \u00b7 96 min \u00b7 $10.60", {"Mar 9": 3.40}), f"{RV}/rides?period=2024-03")),
        ("click('70')", axtree("Ride receipt \u00b7 RiverCycle", receipt, f"{RV}/rides/9918274")),
        ("click('42')", axtree("Report a problem \u00b7 RiverCycle", report("Choose one", ""), f"{RV}/support/new?ride=9918274")),
        ("select_option('33', 'Flat or soft tire')", axtree("Report a problem \u00b7 RiverCycle", report("Flat or soft tire", ""), f"{RV}/support/new?ride=9918274")),
        (f"fill('41', '{det}')", axtree("Report a problem \u00b7 RiverCycle", report("Flat or soft tire", det), f"{RV}/support/new?ride=9918274")),
        ("click('43')", axtree("Report sent \u00b7 RiverCycle", sent, f"{RV}/support/RC-55102")),
        ("click('34')", axtree("Account \u00b7 RiverCycle", rv_account(False), f"{RV}/account")),
        ("click('36')", axtree("Account \u00b7 RiverCycle", rv_account(True, "Auto-reload is on. We will add $10.00 from Visa \u2022\u2022\u2022\u2022 0457 when your balance drops below $5."), f"{RV}/account")),
    ]
    rs.add(task="web", tid="h31-web-21", system=WEB_SYSTEM, turns=turns, bad=True, turn=3,
           kind="Mar 9 ride fare reads $3.40 in the filtered history though it was $2.40 in both earlier listings (month total still $10.60)")


# ---------------------------------------------------------------------------
# 22  Lumen & Loom admin (Magento catalog, mainstream) - clean
# ---------------------------------------------------------------------------
LL = "https://admin.lumenandloom.com/admin"
# id, name, sku, price, qty, salable
LL_P = [
    (1388, "Velvet Pillow Cover 18x18 - Midnight", "LL-VEL18-MID", 22.00, 63, 60),
    (1389, "Velvet Pillow Cover 18x18 - Rust", "LL-VEL18-RUS", 22.00, 8, 8),
    (1418, "Linen Throw Pillow Cover 20x20 - Sage", "LL-PIL20-SAG", 29.00, 112, 109),
    (1419, "Linen Throw Pillow Cover 20x20 - Oat", "LL-PIL20-OAT", 29.00, 44, 41),
    (1420, "Linen Throw Pillow Cover 20x20 - Terracotta", "LL-PIL20-TER", 29.00, 0, 0),
    (1421, "Linen Lumbar Pillow Cover 14x36 - Sage", "LL-PIL36-SAG", 34.00, 27, 27),
]


def ll_grid(rows: list[tuple], sort: str, alert: str = "") -> list[str]:
    out = [x.replace("\ue607 4", "\ue607 2") for x in ba_menu()] + ["[100] main ''", T + "[101] heading 'Products'"]
    if alert:
        out += [T + "[102] alert ''", T + T + f"StaticText '{alert}'"]
    out += [T + "[103] button 'Add Product'",
            T + "[105] textbox 'Search by keyword' value='pillow cover'", T + "[106] button 'Search'",
            T + "StaticText 'Active filters:'", T + "StaticText 'Keyword: pillow cover'", T + "[114] button 'Clear all'",
            T + "StaticText '6 records found'",
            T + "[118] table ''",
            T + T + "row 'ID Thumbnail Name Type Attribute Set SKU Price Quantity Salable Quantity Visibility Status Websites Action'",
            T + T + T + "[119] columnheader 'ID'" + (" sort: ascending" if sort == "id" else ""),
            T + T + T + "[120] columnheader 'Price'" + (" sort: descending" if sort == "price" else "")]
    for k, (pid, name, sku, price, qty, sal) in enumerate(rows):
        b = 130 + 2 * k
        out += [T + T + f"row '{pid}'", T + T + T + f"gridcell '{pid}'", T + T + T + f"gridcell '{name}'",
                T + T + T + "gridcell 'Simple Product'", T + T + T + "gridcell 'Default'", T + T + T + f"gridcell '{sku}'",
                T + T + T + f"gridcell '{usd(price)}'", T + T + T + f"gridcell '{qty:.4f}'",
                T + T + T + f"gridcell 'Default Stock: {sal}'", T + T + T + "gridcell 'Catalog, Search'",
                T + T + T + "gridcell 'Enabled'", T + T + T + "gridcell 'Main Website'", T + T + T + f"[{b}] link 'Edit'"]
    return out


def ll_edit(price: str, qty: str, sal: int, alert: str = "") -> list[str]:
    out = [x.replace("\ue607 4", "\ue607 2") for x in ba_menu()] + ["[100] main ''", T + "[101] heading 'Linen Throw Pillow Cover 20x20 - Sage'"]
    if alert:
        out += [T + "[102] alert ''", T + T + f"StaticText '{alert}'"]
    out += [T + "[104] button '\ue626 Back'", T + "[105] button 'Add Attribute'", T + "[106] button 'Save'",
            T + "[108] switch 'Enable Product' checked: true",
            T + "[109] combobox 'Attribute Set' value='Default'",
            T + "[110] textbox 'Product Name *' value='Linen Throw Pillow Cover 20x20 - Sage'",
            T + "[111] textbox 'SKU *' value='LL-PIL20-SAG'",
            T + f"[112] textbox 'Price *' value='{price}'", T + "StaticText '$'",
            T + "[114] button 'Advanced Pricing'",
            T + "[115] combobox 'Tax Class' value='Taxable Goods'",
            T + f"[116] textbox 'Quantity' value='{qty}'",
            T + "[117] button 'Advanced Inventory'",
            T + "StaticText 'Salable Quantity'", T + f"StaticText 'Default Stock: {sal}'",
            T + "[120] combobox 'Stock Status' value='In Stock'",
            T + "[121] textbox 'Weight' value='0.6'", T + "StaticText 'lbs'",
            T + "[123] combobox 'Categories' value='Home Decor / Pillows & Throws'",
            T + "[124] combobox 'Visibility' value='Catalog, Search'",
            T + "[125] checkbox 'Set Product as New From' checked: false",
            T + "[126] combobox 'Country of Manufacture' value='Portugal'",
            T + "[130] button 'Content' expanded: False", T + "[131] button 'Images And Videos' expanded: False",
            T + "[132] button 'Search Engine Optimization' expanded: False",
            T + "[133] button 'Product in Websites' expanded: False"]
    return out


def t22(rs: RowSet) -> None:
    g0 = LL_P
    new = {1418: (24.00, 150, 147), 1419: (29.00, 44, 40)}
    g1 = [(p, n, s, *new.get(p, (pr, q, sl))) for p, n, s, pr, q, sl in LL_P]
    g2 = sorted(g1, key=lambda r: (-r[3], r[0]))
    dash = [x.replace("\ue607 4", "\ue607 2") for x in ba_menu()] + [
        "[100] main ''", T + "[101] heading 'Dashboard'",
        T + "[103] button 'Reload Data'",
        T + "StaticText 'Lifetime Sales $48,913.40'", T + "StaticText 'Average Order $61.52'",
        T + "[106] tablist ''", T + T + "[107] tab 'Orders' selected: True", T + T + "[108] tab 'Amounts' selected: False",
        T + "StaticText 'Revenue $312.00 \u00b7 Tax $24.44 \u00b7 Shipping $35.00 \u00b7 Quantity 7 (last 24 hours)'",
        T + "[112] heading 'Last Orders'",
        T + "[113] table ''", T + T + "row 'Customer Items Total'",
        T + T + "row 'Hana Suzuki 1 $36.48'", T + T + "row 'Dario Bianchi 3 $104.20'",
        T + T + "row 'Claire Dumont 2 $71.80'", T + T + "row 'Owen Price 1 $29.90'", T + T + "row 'Maya Lind 4 $131.62'",
        T + "[120] heading 'Bestsellers'",
        T + "[121] table ''", T + T + "row 'Product Price Quantity'",
        T + T + "row 'Linen Throw Pillow Cover 20x20 - Oat $29.00 86'",
        T + T + "row 'Linen Throw Pillow Cover 20x20 - Sage $24.00 81'",
        T + T + "row 'Velvet Pillow Cover 18x18 - Midnight $22.00 54'",
        T + "StaticText 'Dashboard data was last refreshed 1 minute ago.'"]
    url_e = f"{LL}/catalog/product/edit/id/1418/"
    turns = [
        (f"goto('{LL}/catalog/product/?search=pillow%20cover')", axtree("Products / Inventory / Catalog / Magento Admin", ll_grid(g0, "id"), f"{LL}/catalog/product/")),
        ("click('134')", axtree("Linen Throw Pillow Cover 20x20 - Sage / Products / Inventory / Catalog / Magento Admin", ll_edit("29.00", "112", 109), url_e)),
        ("fill('112', '24.00')", axtree("Linen Throw Pillow Cover 20x20 - Sage / Products / Inventory / Catalog / Magento Admin", ll_edit("24.00", "112", 109), url_e)),
        ("fill('116', '150')", axtree("Linen Throw Pillow Cover 20x20 - Sage / Products / Inventory / Catalog / Magento Admin", ll_edit("24.00", "150", 109), url_e)),
        ("click('106')", axtree("Linen Throw Pillow Cover 20x20 - Sage / Products / Inventory / Catalog / Magento Admin", ll_edit("24.00", "150", 147, "You saved the product."), url_e)),
        ("click('104')", axtree("Products / Inventory / Catalog / Magento Admin", ll_grid(g1, "id"), f"{LL}/catalog/product/")),
        ("click('120')", axtree("Products / Inventory / Catalog / Magento Admin", ll_grid(g2, "price"), f"{LL}/catalog/product/")),
        ("click('63')", axtree("Dashboard / Magento Admin", dash, f"{LL}/admin/dashboard/")),
    ]
    rs.add(task="web", tid="h31-web-22", system=WEB_SYSTEM, turns=turns, bad=False, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
