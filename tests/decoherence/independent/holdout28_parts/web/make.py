# ruff: noqa: E501
"""holdout28, domain web: 22 hand-written BrowserGym trajectories (11 with exactly one contradiction).

Each observation is the page's accessibility tree built with rowkit2's ``axtree``. Half of the sites are
mainstream (shop, GitLab, forum, Magento admin, OpenStreetMap, webmail), half less common (library OPAC,
clinic portal, vendor dashboard, wikis, ticketing, bookmark manager). Running the module writes
``web_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta
from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

Turns = list[tuple[str, str]]


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------- shop: cart to checkout (bad)
SHOP = "http://shop.local:7770"


def shop_top(cart: int, query: str = "") -> list[str]:
    out = [
        "[227] link 'My Account'",
        "[228] link 'My Wish List'",
        "[229] link 'Sign Out'",
        "StaticText 'Welcome, Emma Lopez!'",
        "[234] link 'store logo'",
        "\t[235] img 'one_stop_market_logo'",
        "[236] link '\\ue611 My Cart'",
    ]
    if cart:
        out.append(f"\tStaticText '{cart}'")
    out += [
        "[241] combobox '\\ue615 Search' autocomplete: both, hasPopup: listbox, expanded: False" + (f" value='{query}'" if query else ""),
        "[244] button 'Search'",
        "[246] tablist '', multiselectable: False, orientation: horizontal",
        "\t[248] tabpanel ''",
        "\t\t[250] menu '', orientation: vertical",
        "\t\t\t[252] menuitem '\\ue622 Beauty & Personal Care', hasPopup: menu",
        "\t\t\t[253] menuitem '\\ue622 Sports & Outdoors', hasPopup: menu",
        "\t\t\t[254] menuitem '\\ue622 Clothing, Shoes & Jewelry', hasPopup: menu",
        "\t\t\t[255] menuitem '\\ue622 Home & Kitchen', hasPopup: menu",
        "\t\t\t[256] menuitem '\\ue622 Office Products', hasPopup: menu",
        "\t\t\t[257] menuitem '\\ue622 Tools & Home Improvement', hasPopup: menu",
        "\t\t\t[258] menuitem '\\ue622 Health & Household', hasPopup: menu",
        "\t\t\t[259] menuitem '\\ue622 Patio, Lawn & Garden', hasPopup: menu",
        "\t\t\t[260] menuitem '\\ue622 Electronics', hasPopup: menu",
        "\t\t\t[261] menuitem '\\ue622 Cell Phones & Accessories', hasPopup: menu",
        "\t\t\t[262] menuitem '\\ue622 Video Games', hasPopup: menu",
        "\t\t\t[263] menuitem '\\ue622 Grocery & Gourmet Food', hasPopup: menu",
    ]
    return out


def shop_results(query: str, total: int, items: list[tuple[int, str, float, int, int]], cart: int, msg: str = "") -> str:
    lines = shop_top(cart, query)
    if msg:
        lines += [f"StaticText '{msg}'", "\t[1401] link 'shopping cart'"]
    lines += [
        "[1420] link 'Home'",
        f"StaticText \"Search results for: '{query}'\"",
        f"StaticText 'Items 1-12 of {total}'",
        "StaticText 'Sort By'",
        "[1431] combobox 'Sort By' hasPopup: menu, expanded: False",
        "\t[1432] option 'Relevance', selected=True",
        "\t[1433] option 'Product Name', selected=False",
        "\t[1434] option 'Price', selected=False",
        "[1436] link '\\ue613 Set Descending Direction'",
    ]
    for bid, name, price, rating, reviews in items:
        lines += [
            f"[{bid}] link 'Image'",
            f"\t[{bid + 1}] img '{name}'",
            f"[{bid + 2}] link '{name}'",
            "StaticText 'Rating:'",
            f"StaticText '{rating}%'",
            f"[{bid + 3}] link '{reviews:,}\\xa0Reviews'",
            f"StaticText '{money(price)}'",
            f"[{bid + 4}] button 'Add to Cart'",
            f"[{bid + 5}] button 'Add to Wish List'",
            f"[{bid + 6}] button 'Add to Compare'",
        ]
    lines += ["StaticText 'Page'", "[1940] link 'Page 2'", "[1941] link 'Page 3'", "[1943] link '\\ue608 Page Next'"]
    url = f"{SHOP}/catalogsearch/result/?q={query.replace(' ', '+')}"
    return axtree(f"Search results for: '{query}'", lines, url)


HUB = "Anker USB C Hub, 7-in-1 PowerExpand with 4K HDMI, 100W Power Delivery, USB-C Data Port, microSD/SD Card Reader"
HDMI = "Amazon Basics High-Speed HDMI Cable (18Gbps, 4K/60Hz) - 6 Feet, Black"


def shop_product(qty: str, cart: int, msg: str = "") -> str:
    lines = shop_top(cart)
    if msg:
        lines += [f"StaticText '{msg}'", "\t[1401] link 'shopping cart'"]
    lines += [
        "[1560] link 'Home'",
        "[1561] link 'Electronics'",
        "[1562] link 'Computers & Accessories'",
        f"StaticText '{HUB}'",
        f"heading '{HUB}'",
        "StaticText 'Rating:'",
        "StaticText '87%'",
        "[1570] link '1,204\\xa0Reviews'",
        "[1571] link 'Add Your Review'",
        "StaticText '$35.99'",
        "StaticText 'In stock'",
        "StaticText 'SKU'",
        "StaticText 'B087QZVQJX'",
        "StaticText 'Qty'",
        "[1583] spinbutton 'Qty', required" + (f" value='{qty}'" if qty else ""),
        "[1584] button 'Add to Cart'",
        "[1586] link '\\ue600 Add to Wish List'",
        "[1587] link '\\ue61e Add to Compare'",
        "[1588] link '\\ue61d Email'",
        "[1592] tablist '', multiselectable: False, orientation: horizontal",
        "\t[1594] tab 'Details', selected=True",
        "\t[1596] tab 'Reviews (1204)', selected=False",
        "[1598] tabpanel 'Details'",
        "\tList",
        "\t\tListItem",
        "\t\t\tStaticText 'The Ultimate Connectivity: 4K HDMI, 100W PD pass-through (85W to laptop), 5Gbps USB-C and 2 USB-A data ports, SD and microSD slots.'",
        "\t\tListItem",
        "\t\t\tStaticText 'Sleek Design: compact aluminium body with an 8.3 in braided cable.'",
        "\t\tListItem",
        "\t\t\tStaticText 'What You Get: PowerExpand 7-in-1 USB-C hub, travel pouch, welcome guide, 18-month warranty.'",
        "\tStaticText 'Product Dimensions: 4.53 x 1.97 x 0.59 inches; 3.63 ounces'",
        "\tStaticText 'Date First Available: September 21, 2020'",
        "\tStaticText 'Manufacturer: Anker'",
    ]
    return axtree(HUB, lines, f"{SHOP}/anker-usb-c-hub-7-in-1-powerexpand.html")


def shop_cart(hub_qty: str, hdmi_qty: str, subtotal: float, cart: int, msg: str = "") -> str:
    lines = shop_top(cart)
    if msg:
        lines.append(f"StaticText '{msg}'")
    lines += [
        "heading 'Shopping Cart'",
        "table 'Shopping Cart Items'",
        "\trow 'Item Price Qty Subtotal'",
        "\t\tcolumnheader 'Item'",
        "\t\tcolumnheader 'Price'",
        "\t\tcolumnheader 'Qty'",
        "\t\tcolumnheader 'Subtotal'",
        "\trow ''",
        f"\t\t[1701] link '{HUB}'",
        "\t\tStaticText '$35.99'",
        f"\t\t[1704] spinbutton 'Qty' value='{hub_qty}'",
        f"\t\tStaticText '{money(35.99 * int(hub_qty))}'",
        "\t\t[1707] link 'Edit item parameters'",
        "\t\t[1708] link 'Remove item'",
        "\trow ''",
        f"\t\t[1711] link '{HDMI}'",
        "\t\tStaticText '$7.49'",
        f"\t\t[1714] spinbutton 'Qty' value='{hdmi_qty}'",
        f"\t\tStaticText '{money(7.49 * int(hdmi_qty))}'",
        "\t\t[1717] link 'Edit item parameters'",
        "\t\t[1718] link 'Remove item'",
        "[1722] link 'Continue Shopping'",
        "[1723] button 'Update Shopping Cart'",
        "[1726] button 'Apply Discount Code'",
        "heading 'Summary'",
        "[1731] tab 'Estimate Shipping and Tax', expanded: False",
        "table 'Order Total'",
        "\trow 'Subtotal'",
        f"\t\tStaticText '{money(subtotal)}'",
        "\trow 'Order Total'",
        f"\t\tStaticText '{money(subtotal)}'",
        "[1740] button 'Proceed to Checkout'",
        "[1742] link 'Check Out with Multiple Addresses'",
    ]
    return axtree("Shopping Cart", lines, f"{SHOP}/checkout/cart/")


def shop_checkout_items() -> list[str]:
    return [
        "\t[1850] tab '5 Items in Cart', expanded: True",
        "\tList",
        "\t\tListItem",
        "\t\t\tStaticText 'Anker USB C Hub, 7-in-1 PowerExpand with 4K HDMI, 100W...'",
        "\t\t\tStaticText 'Qty'",
        "\t\t\tStaticText '2'",
        "\t\t\tStaticText '$71.98'",
        "\t\tListItem",
        "\t\t\tStaticText 'Amazon Basics High-Speed HDMI Cable (18Gbps, 4K/60Hz) -...'",
        "\t\t\tStaticText 'Qty'",
        "\t\t\tStaticText '3'",
        "\t\t\tStaticText '$22.47'",
    ]


def traj_shop_cart(rs: RowSet, tid: str) -> None:
    hubs = [(1460, HUB, 35.99, 87, 1204),
            (1470, "UGREEN Revodok 105 USB C Hub 5 in 1, 4K HDMI, 100W PD, 3 USB-A 3.0", 22.99, 91, 3518),
            (1480, "Belkin USB-C 4-in-1 Multiport Adapter with 4K HDMI and 100W PD Pass-Through", 39.99, 84, 612),
            (1490, "Satechi Aluminum Type-C Multi-Port Adapter V2 - 4K HDMI, Ethernet, SD/microSD", 59.99, 80, 2207),
            (1500, "Hiearcool USB C Hub, 7 in 1 USB C Adapter Multiport with 4K HDMI, 3 USB 3.0", 19.99, 78, 9860)]
    cables = [(1460, HDMI, 7.49, 92, 41873),
              (1470, "Highwings 8K HDMI Cable 6.6FT, 48Gbps High Speed Braided Cord", 9.99, 88, 15220),
              (1480, "Belkin Ultra HD High Speed HDMI 2.1 Cable, 4K 120Hz / 8K, 6.6 ft", 24.99, 86, 1934),
              (1490, "Cable Matters 10Gbps Gen 2 USB C to HDMI Cable 6 ft (4K 60Hz)", 16.99, 83, 7012)]
    added_hub = "You added " + HUB + " to your shopping cart."
    added_hdmi = "You added " + HDMI + " to your shopping cart."
    addr = [
        "\tStaticText 'Emma Lopez'",
        "\tStaticText '101 S San Mateo Dr'",
        "\tStaticText 'San Mateo, California 94010'",
        "\tStaticText 'United States'",
        "\t[1812] link '6505551212'",
    ]
    shipping = axtree("Checkout", ["[1801] link 'store logo'", "list ''", "\tListItem 'Shipping'", "\tListItem 'Review & Payments'",
                                   "heading 'Shipping Address'", "group ''"] + addr + [
        "[1815] button 'New Address'",
        "heading 'Shipping Methods'",
        "table ''",
        "\trow ''",
        "\t\t[1821] radio 'Fixed Flat Rate', checked=true",
        "\t\tStaticText '$5.00'",
        "\t\tStaticText 'Fixed'",
        "\t\tStaticText 'Flat Rate'",
        "\trow ''",
        "\t\t[1826] radio 'Best Way Table Rate', checked=false",
        "\t\tStaticText '$12.00'",
        "\t\tStaticText 'Table Rate'",
        "\t\tStaticText 'Best Way'",
        "[1831] button 'Next'",
        "complementary 'Order Summary'",
        "\theading 'Order Summary'",
        "\ttable ''",
        "\t\trow 'Cart Subtotal $94.45'",
        "\t\trow 'Shipping Not yet calculated'",
        "\t\trow 'Order Total $94.45'",
    ] + shop_checkout_items(), f"{SHOP}/checkout/#shipping")
    review = axtree("Checkout", ["[1801] link 'store logo'", "list ''", "\tListItem 'Shipping'", "\tListItem 'Review & Payments'",
                                 "heading 'Payment Method'",
                                 "[1901] radio 'Check / Money order', checked=true",
                                 "StaticText 'Check / Money order'",
                                 "[1904] checkbox 'My billing and shipping address are the same', checked=true",
                                 "StaticText 'Emma Lopez 101 S San Mateo Dr San Mateo, California 94010 United States 6505551212'",
                                 "[1908] button 'Place Order'",
                                 "[1910] button 'Apply Discount Code'",
                                 "complementary 'Order Summary'",
                                 "\theading 'Order Summary'",
                                 "\ttable ''",
                                 "\t\trow 'Cart Subtotal $79.47'",
                                 "\t\trow 'Shipping Fixed - Flat Rate $5.00'",
                                 "\t\trow 'Order Total $84.47'"] + shop_checkout_items() + [
        "heading 'Ship To:'"] + addr + [
        "heading 'Shipping Method:'",
        "StaticText 'Fixed - Flat Rate'",
    ], f"{SHOP}/checkout/#payment")
    done = axtree("Success Page", shop_top(0) + [
        "heading 'Thank you for your purchase!'",
        "StaticText 'Your order # is: '",
        "[1951] link '000000192'",
        "StaticText '.'",
        "StaticText \"We'll email you an order confirmation with details and tracking info.\"",
        "[1955] link 'Continue Shopping'",
    ], f"{SHOP}/checkout/onepage/success/")
    turns: Turns = [
        (f"goto('{SHOP}/catalogsearch/result/?q=usb+c+hub')", shop_results("usb c hub", 96, hubs, 0)),
        ("click('1462')", shop_product("1", 0)),
        ("fill('1583', '2')", shop_product("2", 0)),
        ("click('1584')", shop_product("2", 2, added_hub)),
        (f"goto('{SHOP}/catalogsearch/result/?q=hdmi+cable+6ft')", shop_results("hdmi cable 6ft", 41, cables, 2)),
        ("click('1464')", shop_results("hdmi cable 6ft", 41, cables, 3, added_hdmi)),
        ("click('236')", shop_cart("2", "1", 79.47, 3)),
        ("fill('1714', '3')", shop_cart("2", "3", 79.47, 3).replace("StaticText '$22.47'", "StaticText '$7.49'", 1)),
        ("click('1723')", shop_cart("2", "3", 94.45, 5)),
        ("click('1740')", shipping),
        ("click('1831')", review),
        ("click('1908')", done),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="A logged-in One Stop Market session (customer Emma Lopez), empty cart. Task: buy two of the Anker 7-in-1 USB-C hub and three 6 ft HDMI cables, ship with the flat rate, pay by check.",
           bad=True, turn=11, kind="checkout subtotal reads back the pre-update cart amount although the listed items still sum to the updated total")


# ---------------------------------------------------------------- gitlab: new issue, assign, label (clean)
GL = "http://gitlab.local:8023"


def gl_side(project: str, issues: int, mrs: int) -> list[str]:
    return [
        "[96] link 'Skip to content'",
        "[101] link 'Dashboard'",
        "[104] button 'Create new...'",
        "[108] textbox 'Search GitLab'",
        "[112] link 'Issues'",
        "[115] link 'Merge requests'",
        "[118] link 'To-Do List'",
        "[121] button 'Byte Blaze user’s menu'",
        "navigation 'Project navigation'",
        f"\t[130] link '{project}'",
        "\t[133] link 'Pinned'",
        f"\t[136] link 'Issues {issues}'",
        f"\t[139] link 'Merge requests {mrs}'",
        "\t[142] link 'Manage'",
        "\t[145] link 'Plan'",
        "\t[148] link 'Code'",
        "\t[151] link 'Build'",
        "\t[154] link 'Deploy'",
        "\t[157] link 'Settings'",
    ]


def gl_issue_rows(rows: list[tuple[int, str, str, str, str, int]]) -> list[str]:
    out = []
    for iid, title, who, when, labels, notes in rows:
        out += [
            "\t\tListItem",
            f"\t\t\t[{3000 + iid}] link '{title}'",
            f"\t\t\tStaticText '#{iid} · created {when} by '",
            f"\t\t\t[{3100 + iid}] link '{who}'",
        ]
        for k, lab in enumerate(labels.split(",") if labels else []):
            out.append(f"\t\t\t[{3200 + 10 * iid + k}] link '{lab}'")
        if notes:
            plural = "s" if notes != 1 else ""
            out.append(f"\t\t\t[{3900 + iid}] link '{notes} comment{plural}'")
    return out


def traj_gitlab_issue(rs: RowSet, tid: str) -> None:
    proj = "dotfiles"
    base = f"{GL}/byteblaze/dotfiles"
    old = [
        (51, "zsh: completion cache is rebuilt on every shell start", "Byte Blaze", "3 days ago", "bug,zsh", 4),
        (50, "Add tmux plugin manager bootstrap to install.sh", "Sarah Miller", "5 days ago", "enhancement", 2),
        (48, "nvim: treesitter parsers fail to build on macOS 14", "Lucas Ortega", "1 week ago", "bug,neovim", 7),
        (46, "Document how to override git user per directory", "Byte Blaze", "2 weeks ago", "documentation", 0),
        (44, "install.sh overwrites existing ~/.gitconfig without backup", "Priya Natarajan", "3 weeks ago", "bug", 3),
        (41, "Switch starship prompt to the minimal preset", "Byte Blaze", "1 month ago", "", 1),
    ]

    def listing(opened: int, all_: int, rows, url: str, sort: str = "Created date", filt: str = "", closed: int = 37) -> str:
        lines = gl_side(proj, opened if not filt else 15, 2) + [
            "main ''",
            "\tnavigation 'Breadcrumbs'",
            "\t\t[201] link 'Byte Blaze'",
            "\t\t[202] link 'dotfiles'",
            "\t\t[203] link 'Issues'",
            "\t[210] tablist ''",
            f"\t\t[211] tab 'Open {opened}', selected=True",
            f"\t\t[212] tab 'Closed {closed}', selected=False",
            f"\t\t[213] tab 'All {all_}', selected=False",
            "\t[215] link 'Subscribe to RSS feed'",
            "\t[216] button 'Bulk edit'",
            "\t[217] link 'New issue'",
            "\t[220] textbox 'Search or filter results...'" + (f" value='{filt}'" if filt else ""),
            f"\t[224] button '{sort}'",
            "\t[225] button 'Sort direction: Descending'",
            "\tlist 'Issues'",
        ] + gl_issue_rows(rows) + ["\tStaticText 'Show 20 items'"]
        return axtree("Issues · Byte Blaze / dotfiles · GitLab", lines, url)

    form_lines = gl_side(proj, 14, 2) + [
        "main ''",
        "\theading 'New Issue'",
        "\t[301] textbox 'Title (required)', required{title}",
        "\t[304] combobox 'Choose a template' value='No template'",
        "\tStaticText 'Description'",
        "\t[307] tab 'Write', selected=True",
        "\t[308] tab 'Preview', selected=False",
        "\t[311] textbox 'Description'{desc}",
        "\t[314] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked=false",
        "\tStaticText 'Assignee'",
        "\t[317] button 'Unassigned'",
        "\t[318] link 'Assign to me'",
        "\tStaticText 'Milestone'",
        "\t[321] button 'Select milestone'",
        "\tStaticText 'Labels'",
        "\t[324] button 'Labels'",
        "\tStaticText 'Due date'",
        "\t[327] textbox 'Select due date'",
        "\t[330] button 'Create issue'",
        "\t[331] link 'Cancel'",
    ]
    title = "install.sh: symlink step fails when ~/.config does not exist"
    desc = "On a fresh machine `./install.sh` stops at `ln -s` with: No such file or directory. The script should run `mkdir -p ~/.config` before linking nvim/ and starship.toml."

    def form(t: str, d: str) -> str:
        text = "\n".join(form_lines).replace("{title}", f" value='{t}'" if t else "").replace("{desc}", f" value='{d}'" if d else "")
        return axtree("New Issue · Byte Blaze / dotfiles · GitLab", text.split("\n"), f"{base}/-/issues/new")

    def issue(assignee: str, labels: list[str], acts: list[str], todo: str, created: str = "just now", issues: int = 15) -> str:
        lines = gl_side(proj, issues, 2) + [
            "main ''",
            "\tnavigation 'Breadcrumbs'",
            "\t\t[202] link 'dotfiles'",
            "\t\t[203] link 'Issues'",
            "\t\tStaticText '#52'",
            "\tStaticText 'Open'",
            f"\tStaticText 'Issue created {created} by '",
            "\t[405] link 'Byte Blaze'",
            "\t[407] button 'Edit title and description'",
            f"\theading '{title}'",
            f"\tparagraph '{desc}'",
            "\t[412] button 'Add a to do'" if todo == "add" else "\t[412] button 'Mark as done'",
            "\theading 'Activity'",
            "\tlist ''",
        ]
        for a in acts:
            lines += ["\t\tListItem", f"\t\t\tStaticText '{a}'"]
        lines += [
            "\t[450] textbox 'Comment'",
            "\t[452] button 'Comment'",
            "\t[453] button 'Close issue'",
            "complementary 'Issue details'",
            "\tStaticText 'Assignee'",
            "\t[501] button 'Edit'",
        ]
        lines += ([f"\t[503] link '{assignee}'"] if assignee else ["\tStaticText 'None - '", "\t[504] button 'assign yourself'"])
        lines += ["\tStaticText 'Labels'", "\t[507] button 'Edit'"]
        lines += ([f"\t[509] link '{lb}'" for lb in labels] if labels else ["\tStaticText 'None'"])
        lines += [
            "\tStaticText 'Milestone'", "\tStaticText 'None'",
            "\tStaticText 'Due date'", "\tStaticText 'None'",
            "\tStaticText 'Time tracking'", "\tStaticText 'No estimate or time spent'",
            "\tStaticText 'Confidentiality'", "\tStaticText 'Not confidential'",
            "\tStaticText '1 participant'",
            "\t[530] button 'Notifications' pressed=true",
            "\tStaticText 'Reference: byteblaze/dotfiles#52'",
            "\t[533] button 'Copy reference'",
        ]
        return axtree(f"{title} (#52) · Issues · Byte Blaze / dotfiles · GitLab", lines, f"{base}/-/issues/52")

    label_pick = issue("Byte Blaze", [], ["Byte Blaze assigned to @byteblaze just now"], "add").replace(
        "\tStaticText 'None'\n\t\tStaticText 'Milestone'",
        "\t[560] textbox 'Search labels'\n\t\t[562] checkbox 'bug', checked=false\n\t\t[563] checkbox 'documentation', checked=false\n"
        "\t\t[564] checkbox 'enhancement', checked=false\n\t\t[565] checkbox 'neovim', checked=false\n\t\t[566] checkbox 'wontfix', checked=false\n"
        "\t\t[567] checkbox 'zsh', checked=false\n\t\t[569] link 'Manage project labels'\n\t\tStaticText 'Milestone'", 1)
    new_row = (52, title, "Byte Blaze", "2 minutes ago", "bug", 0)
    bugs = [new_row, old[0], old[2], old[4]]
    turns: Turns = [
        (f"goto('{base}/-/issues')", listing(14, 51, old, f"{base}/-/issues")),
        ("click('217')", form("", "")),
        (f"fill('301', '{title}')", form(title, "")),
        (f"fill('311', '{desc}')", form(title, desc)),
        ("click('330')", issue("", [], [], "add")),
        ("click('504')", issue("Byte Blaze", [], ["Byte Blaze assigned to @byteblaze just now"], "add")),
        ("click('507')", label_pick),
        ("click('562')", issue("Byte Blaze", ["bug"], ["Byte Blaze assigned to @byteblaze 1 minute ago",
                                                    "Byte Blaze added bug label just now"], "add", "1 minute ago")),
        (f"goto('{base}/-/issues')", listing(15, 52, [new_row] + old, f"{base}/-/issues")),
        (f"goto('{base}/-/issues/?label_name%5B%5D=bug')",
         listing(4, 13, bugs, f"{base}/-/issues/?label_name%5B%5D=bug", filt="label:bug", closed=9)),
        (f"goto('{base}/-/issues/?label_name%5B%5D=bug&sort=updated_desc')",
         listing(4, 13, [new_row, old[2], old[0], old[4]], f"{base}/-/issues/?label_name%5B%5D=bug&sort=updated_desc",
                 sort="Updated date", filt="label:bug", closed=9)),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="GitLab, signed in as Byte Blaze (@byteblaze). Task: file an issue in byteblaze/dotfiles about the install script failing without ~/.config, assign it to yourself, label it 'bug', then check it in the bug list.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- webmail (Roundcube): read, delete, reply (bad)
RC = "https://mail.harborview.net"
MAILS = [
    (1, "Your Amtrak eTicket for May 17", "Amtrak", "Today 08:41", "64 KB", True),
    (2, "Re: Q2 budget review slides", "Hannah Wu", "Today 08:03", "212 KB", True),
    (3, "[ops-alerts] Disk usage above 85% on db-02", "alerts@monitor.harborview.net", "Today 07:15", "6 KB", True),
    (4, "Lunch Thursday?", "Marco Bellini", "Yesterday 17:22", "4 KB", False),
    (5, "Your April statement is ready", "First Harbor Bank", "Yesterday 11:09", "31 KB", True),
    (6, "Invitation: Design sync @ Wed May 15 10am - 11am (PDT)", "Google Calendar", "Yesterday 09:30", "18 KB", False),
    (7, "Re: [acme/site] Fix broken footer links (PR #412)", "GitHub", "Mon 16:48", "9 KB", False),
    (8, "Weekly digest: 14 new posts in Homebrewers", "Homebrewers Forum", "Mon 06:00", "41 KB", True),
    (9, "Re: apartment lease renewal", "Greta Olsen", "Sun 19:12", "7 KB", False),
    (10, "Password changed for your account", "Harborview IT", "Sat 10:05", "5 KB", False),
    (11, "Order shipped: #A-771-0392", "Oakline Outfitters", "Fri 14:33", "27 KB", False),
    (12, "Team offsite photos", "Ines Duarte", "Fri 09:57", "2.3 MB", False),
]


def rc_frame(inbox_unread: int, trash_note: str = "") -> list[str]:
    inbox = f"Inbox ({inbox_unread})" if inbox_unread else "Inbox"
    return [
        "[21] link 'Roundcube Webmail'",
        "navigation 'Application menu'",
        "\t[24] link 'Compose'",
        "\t[25] link 'Mail'",
        "\t[26] link 'Contacts'",
        "\t[27] link 'Settings'",
        "\t[28] link 'About'",
        "\t[29] link 'Logout'",
        "navigation 'Folder list'",
        f"\t[41] link '{inbox}'",
        "\t[42] link 'Drafts'",
        "\t[43] link 'Sent'",
        "\t[44] link 'Junk'",
        f"\t[45] link 'Trash{trash_note}'",
        "\t[46] link 'Archive'",
        "\tStaticText 'Quota: 1.2 GB / 5 GB'",
    ]


def rc_list(rows, folder: str, selected: int | None = None) -> list[str]:
    out = [
        f"heading '{folder}'",
        "[60] searchbox 'Search...'",
        "[62] button 'Reply'", "[63] button 'Reply all'", "[64] button 'Forward'", "[65] button 'Delete'",
        "[66] button 'Mark'", "[67] button 'More'",
        "table 'Message list'",
        "\trow 'Subject From Date Size Flag'",
    ]
    for n, subj, frm, when, size, unread in rows:
        state = "unread" if unread else "read"
        sel = ", selected=True" if n == selected else ""
        out += [
            f"\trow '{subj}'{sel}",
            f"\t\tgridcell '{state}'",
            f"\t\t[{100 + n}] link '{subj}'",
            f"\t\tgridcell '{frm}'",
            f"\t\tgridcell '{when}'",
            f"\t\tgridcell '{size}'",
        ]
    out.append(f"StaticText 'Messages 1 to {len(rows)} of {len(rows)}'")
    return out


def traj_mail_delete(rs: RowSet, tid: str) -> None:
    rows = [list(m) for m in MAILS]

    def cur():
        return [tuple(r) for r in rows]

    def preview(n: int, body: list[str]) -> list[str]:
        m = MAILS[n - 1]
        return [
            "region 'Message preview'",
            f"\theading '{m[1]}'",
            f"\tStaticText 'From {m[2]}'",
            "\tStaticText 'To dana.kerr@harborview.net'",
            f"\tStaticText 'on {m[3]}'",
            "\t[210] button 'Headers'",
        ] + [f"\tStaticText '{b}'" for b in body]

    t1 = axtree("Roundcube Webmail :: Inbox", rc_frame(5) + rc_list(cur(), "Inbox"), f"{RC}/?_task=mail&_mbox=INBOX")
    rows[2][5] = False
    alert = ["Alert: disk usage on db-02:/var/lib/postgresql is 86.4% (threshold 85%).",
             "Host: db-02.int.harborview.net  Since: 2024-05-13 07:14:52 UTC",
             "Runbook: https://wiki.harborview.net/ops/disk-usage",
             "This alert will auto-resolve when usage drops below 80%."]
    t2 = axtree("Roundcube Webmail :: [ops-alerts] Disk usage above 85% on db-02",
                rc_frame(4) + rc_list(cur(), "Inbox", 3) + preview(3, alert), f"{RC}/?_task=mail&_mbox=INBOX&_uid=3")
    del rows[2]
    t3 = axtree("Roundcube Webmail :: Inbox",
                rc_frame(5) + ["StaticText 'Message(s) moved successfully to Trash.'"] + rc_list(cur(), "Inbox"),
                f"{RC}/?_task=mail&_mbox=INBOX")
    rows[1][5] = False
    budget = ["Hi Dana,",
              "Attached is v3 of the Q2 budget review deck. I moved the vendor consolidation numbers to slide 7",
              "and added the FY comparison you asked for. Can you confirm the headcount line (14.5 FTE) before Thursday?",
              "Thanks, Hannah",
              "Attachment: Q2-budget-review-v3.pdf (204 KB)"]
    t4 = axtree("Roundcube Webmail :: Re: Q2 budget review slides",
                rc_frame(3) + rc_list(cur(), "Inbox", 2) + preview(2, budget), f"{RC}/?_task=mail&_mbox=INBOX&_uid=2")

    def compose(body: str) -> str:
        return axtree("Roundcube Webmail :: Compose", rc_frame(3) + [
            "heading 'Compose'",
            "[301] combobox 'From' value='Dana Kerr <dana.kerr@harborview.net>'",
            "[303] textbox 'To' value='Hannah Wu <hannah.wu@harborview.net>'",
            "[305] link 'Add Cc'", "[306] link 'Add Bcc'",
            "[308] textbox 'Subject' value='Re: Q2 budget review slides'",
            "[310] combobox 'Editor type' value='Plain text'",
            f"[312] textbox 'Message body' value='{body}'",
            "[315] button 'Attach a file'",
            "[316] checkbox 'Return receipt', checked=false",
            "[317] checkbox 'Delivery status notification', checked=false",
            "[318] combobox 'Priority' value='Normal'",
            "[320] button 'Send'",
            "[321] button 'Save'",
            "[322] button 'Cancel'",
        ], f"{RC}/?_task=mail&_action=compose&_id=1795482318663f1c2a")

    quoted = "On Today 08:03, Hannah Wu wrote: > Hi Dana, > Attached is v3 of the Q2 budget review deck..."
    reply = "Hi Hannah, headcount is 14.5 FTE as of May 1, confirmed with HR. Deck looks good to me. Dana"
    t5 = compose(quoted)
    t6 = compose(reply + " " + quoted)
    t7 = axtree("Roundcube Webmail :: Re: Q2 budget review slides",
                rc_frame(3) + ["StaticText 'Message sent successfully.'"] + rc_list(cur(), "Inbox", 2) + preview(2, budget),
                f"{RC}/?_task=mail&_mbox=INBOX&_uid=2")
    trash = [(3, MAILS[2][1], MAILS[2][2], MAILS[2][3], MAILS[2][4], False),
             (13, "Your verification code is 804 112", "Harborview IT", "Thu 12:20", "3 KB", False)]
    t8 = axtree("Roundcube Webmail :: Trash", rc_frame(3) + rc_list(trash, "Trash"), f"{RC}/?_task=mail&_mbox=Trash")
    turns: Turns = [
        (f"goto('{RC}/?_task=mail&_mbox=INBOX')", t1),
        ("click('103')", t2),
        ("click('65')", t3),
        ("click('102')", t4),
        ("click('62')", t5),
        (f"fill('312', '{reply} {quoted}')", t6),
        ("click('320')", t7),
        ("click('45')", t8),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Roundcube webmail for dana.kerr@harborview.net, Inbox open. Task: read and delete the db-02 disk alert, then answer Hannah's budget question (headcount is 14.5 FTE) and check the Trash.",
           bad=True, turn=3, kind="inbox unread badge goes back up after deleting an already-read message while the list shows one fewer unread")


# ---------------------------------------------------------------- clinic portal: request + reschedule appointment (clean)
MC = "https://portal.cedarvalleyhealth.org"


def mc_nav(unread: int, expires: str) -> list[str]:
    return [
        "banner ''",
        "\t[11] link 'Cedar Valley Health MyCare'",
        f"\tStaticText 'Your session expires in {expires}'",
        "\t[14] button 'Stay signed in'",
        "\t[15] button 'Account: Rosa Delgado'",
        "navigation 'Main'",
        "\t[21] link 'Home'",
        f"\t[22] link 'Messages ({unread} unread)'" if unread else "\t[22] link 'Messages'",
        "\t[23] link 'Appointments'",
        "\t[24] link 'Test results'",
        "\t[25] link 'Medications'",
        "\t[26] link 'Billing'",
        "\t[27] link 'Forms'",
    ]


def traj_clinic_book(rs: RowSet, tid: str) -> None:
    raman = ["Mon, Apr 22, 2024 · 10:30 AM", "Priya Raman, MD — Dermatology", "Cedar Valley Clinic, 2nd floor, Suite 210", "Confirmed"]

    def appt_item(bid: int, a: list[str], extra: list[str]) -> list[str]:
        return (["\tListItem", f"\t\tStaticText '{a[0]}'", f"\t\tStaticText '{a[1]}'", f"\t\tStaticText '{a[2]}'",
                 f"\t\tStaticText 'Status: {a[3]}'"] + [f"\t\tStaticText '{x}'" for x in a[4:]]
                + [f"\t\t[{bid + i}] {e}" for i, e in enumerate(extra, 1)])

    home = axtree("Home - MyCare", mc_nav(2, "14:52") + [
        "main ''",
        "\theading 'Welcome back, Rosa'",
        "\tStaticText 'Last sign-in: Apr 15, 2024 at 7:58 PM from Chrome on Windows'",
        "\theading 'Upcoming appointments (1)'",
        "\tlist ''",
    ] + appt_item(40, raman, ["link 'View details'", "link 'Cancel'"]) + [
        "\t[50] link 'Schedule an appointment'",
        "\theading 'To do'",
        "\tStaticText 'Annual health questionnaire — due May 31, 2024'",
        "\t[53] link 'Start questionnaire'",
        "\theading 'Recent messages'",
        "\tStaticText 'Pharmacy refill ready for pickup — Apr 16'",
        "\tStaticText 'Your visit summary from Apr 3 is available — Apr 4'",
        "\theading 'Balance due'",
        "\tStaticText '$0.00'",
    ], f"{MC}/mycare/home")

    def sched(provider: str, vtype: str, date: str, slots: list[str], expires: str) -> str:
        lines = mc_nav(2, expires) + [
            "main ''",
            "\theading 'Schedule an appointment'",
            "\tStaticText 'Step 1 of 3 — Choose a visit'",
            "\t[61] combobox 'Provider' hasPopup: listbox" + (f" value='{provider}'" if provider else " value='Select a provider'"),
            "\t[63] combobox 'Visit type' hasPopup: listbox" + (f" value='{vtype}'" if vtype else " value='Select a visit type'"),
            "\t[65] combobox 'Location' value='Cedar Valley Clinic — 4410 Orchard Rd'",
            "\tStaticText 'Step 2 of 3 — Pick a time'",
            "\tgrid 'May 2024'",
            "\t\t[70] button 'Previous month'",
            "\t\t[71] button 'Next month'",
            "\t\t[76] gridcell '6'" + (", selected=True" if date == "May 6" else ""),
            "\t\t[77] gridcell '7'" + (", selected=True" if date == "May 7" else ""),
            "\t\t[78] gridcell '8'" + (", selected=True" if date == "May 8" else ""),
            "\t\t[79] gridcell '9'",
            "\t\t[80] gridcell '10'",
        ]
        if slots:
            lines.append(f"\tStaticText 'Available times on {date}, 2024'")
            lines += [f"\t[{90 + i}] button '{s}'" for i, s in enumerate(slots)]
        elif provider:
            lines.append("\tStaticText 'Select a day to see available times.'")
        lines += ["\t[99] button 'Continue', disabled=True"]
        return axtree("Schedule an appointment - MyCare", lines, f"{MC}/mycare/appointments/schedule")

    whit = "Alan Whitfield, MD — Family Medicine"
    review = axtree("Review appointment - MyCare", mc_nav(2, "14:58") + [
        "main ''",
        "\theading 'Step 3 of 3 — Review and confirm'",
        "\tStaticText 'Provider: Alan Whitfield, MD — Family Medicine'",
        "\tStaticText 'Visit type: Annual physical (40 min)'",
        "\tStaticText 'When: Mon, May 6, 2024 · 9:20 AM'",
        "\tStaticText 'Where: Cedar Valley Clinic, 1st floor, Suite 120, 4410 Orchard Rd'",
        "\tStaticText 'Please arrive 15 minutes early. Fasting for 8 hours is recommended before an annual physical.'",
        "\t[110] textbox 'Reason for visit (optional)'",
        "\t[112] checkbox 'Send me a text reminder the day before', checked=true",
        "\t[114] button 'Confirm request'",
        "\t[115] button 'Back'",
    ], f"{MC}/mycare/appointments/schedule/review")
    confirmed = axtree("Appointment requested - MyCare", mc_nav(2, "14:59") + [
        "main ''",
        "\talert ''",
        "\t\tStaticText 'Your appointment request was sent. Confirmation #AP-58213'",
        "\tStaticText 'Status: Pending approval — the clinic usually confirms within 1 business day.'",
        "\tStaticText 'Mon, May 6, 2024 · 9:20 AM · Alan Whitfield, MD'",
        "\t[121] link 'Add to calendar'",
        "\t[122] link 'Back to appointments'",
    ], f"{MC}/mycare/appointments/confirmation/AP-58213")
    w1 = ["Mon, May 6, 2024 · 9:20 AM", whit, "Cedar Valley Clinic, 1st floor, Suite 120", "Pending approval"]
    appts1 = axtree("Appointments - MyCare", mc_nav(2, "14:57") + [
        "main ''",
        "\theading 'Appointments'",
        "\t[130] tab 'Upcoming (2)', selected=True",
        "\t[131] tab 'Past (9)', selected=False",
        "\t[132] link 'Schedule an appointment'",
        "\tlist ''",
    ] + appt_item(140, raman, ["link 'View details'", "link 'Cancel'"]) + appt_item(150, w1 + ["Confirmation #AP-58213"], ["link 'Reschedule'", "link 'Cancel request'"]),
        f"{MC}/mycare/appointments")
    resched = axtree("Reschedule - MyCare", mc_nav(2, "14:58") + [
        "main ''",
        "\theading 'Reschedule appointment'",
        "\tStaticText 'Current: Mon, May 6, 2024 · 9:20 AM · Alan Whitfield, MD · Annual physical'",
        "\tgrid 'May 2024'",
        "\t\t[76] gridcell '6'",
        "\t\t[77] gridcell '7'",
        "\t\t[78] gridcell '8', selected=True",
        "\t\t[79] gridcell '9'",
        "\tStaticText 'Available times on May 8, 2024'",
        "\t[90] button '8:00 AM'",
        "\t[91] button '11:40 AM'",
        "\t[92] button '3:20 PM'",
        "\t[160] button 'Confirm new time', disabled=True",
    ], f"{MC}/mycare/appointments/AP-58213/reschedule")
    resched_sel = resched.replace("\t[91] button '11:40 AM'", "\t[91] button '11:40 AM', pressed=true").replace(
        "'Confirm new time', disabled=True", "'Confirm new time'")
    resched_sel = resched_sel.replace("Your session expires in 14:58", "Your session expires in 14:41")
    done = axtree("Appointment rescheduled - MyCare", mc_nav(3, "14:58") + [
        "main ''",
        "\talert ''",
        "\t\tStaticText 'Your appointment was moved to Wed, May 8, 2024 · 11:40 AM.'",
        "\tStaticText 'New confirmation #AP-58240 (replaces #AP-58213). Status: Pending approval.'",
        "\tStaticText 'We sent a copy of this change to your Messages.'",
        "\t[122] link 'Back to appointments'",
    ], f"{MC}/mycare/appointments/confirmation/AP-58240")
    w2 = ["Wed, May 8, 2024 · 11:40 AM", whit, "Cedar Valley Clinic, 1st floor, Suite 120", "Pending approval"]
    appts2 = axtree("Appointments - MyCare", mc_nav(3, "14:58") + [
        "main ''",
        "\theading 'Appointments'",
        "\t[130] tab 'Upcoming (2)', selected=True",
        "\t[131] tab 'Past (9)', selected=False",
        "\t[132] link 'Schedule an appointment'",
        "\tlist ''",
    ] + appt_item(140, raman, ["link 'View details'", "link 'Cancel'"]) + appt_item(150, w2 + ["Confirmation #AP-58240"], ["link 'Reschedule'", "link 'Cancel request'"]),
        f"{MC}/mycare/appointments")
    turns: Turns = [
        (f"goto('{MC}/mycare/home')", home),
        ("click('50')", sched("", "", "", [], "14:59")),
        (f"select_option('61', '{whit}')", sched(whit, "", "", [], "14:44")),
        ("select_option('63', 'Annual physical (40 min)')", sched(whit, "Annual physical (40 min)", "", [], "14:31")),
        ("click('76')", sched(whit, "Annual physical (40 min)", "May 6", ["8:40 AM", "9:20 AM", "11:00 AM", "2:10 PM"], "14:10")),
        ("click('91')", review),
        ("click('114')", confirmed),
        ("click('122')", appts1),
        ("click('151')", resched),
        ("click('91')", resched_sel),
        ("click('160')", done),
        ("click('122')", appts2),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="MyCare patient portal of Cedar Valley Health, signed in as Rosa Delgado. Task: request an annual physical with Dr. Whitfield in early May, then move it to May 8 late morning.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- vendor portal: stock adjust + transfer (bad)
VP = "https://vendors.northwindmakers.com"


def vp_nav(alerts: int) -> list[str]:
    return [
        "banner ''",
        "\t[5] link 'Northwind Makers — Vendor Portal'",
        "\tStaticText 'Ember & Grain Coffee Goods (vendor #V-2291)'",
        f"\t[8] button 'Notifications ({alerts})'",
        "\t[9] button 'Signed in as Tomas Reyes'",
        "navigation ''",
        "\t[12] link 'Dashboard'",
        "\t[13] link 'Orders'",
        "\t[14] link 'Inventory'",
        "\t[15] link 'Products'",
        "\t[16] link 'Purchase orders'",
        "\t[17] link 'Payouts'",
        "\t[18] link 'Reports'",
    ]


INV0 = [
    ["CB-1020", "Ceramic Pour-Over Dripper (size 02)", 42, 17, 30],
    ["CB-1044", "Gooseneck Kettle 1.0 L, matte black", 8, 5, 20],
    ["TK-2210", "Borosilicate Glass Teapot 900 ml", 31, 24, 25],
    ["FL-0310", "Paper Filters #2, 100 ct", 640, 212, 300],
    ["GR-5501", "Hand Burr Grinder, stainless", 12, 3, 18],
    ["MG-0870", "Double-Wall Glass Mug 350 ml", 96, 88, 60],
    ["SC-0420", "Digital Coffee Scale with Timer", 19, 2, 24],
    ["CN-7702", "Airtight Bean Canister 1.2 L", 54, 40, 30],
]


def vp_table(inv, toast: str = "", drift: dict[str, int] | None = None) -> str:
    drift = drift or {}
    low = sum(1 for r in inv if r[2] + r[3] < r[4])
    lines = vp_nav(low) + ["main ''", "\theading 'Inventory'"]
    if toast:
        lines += ["\tstatus ''", f"\t\tStaticText '{toast}'"]
    lines += [
        "\tStaticText 'Warehouses: Reno, NV (RNO1) · Columbus, OH (CMH2)'",
        "\t[30] searchbox 'Search SKU or product'",
        "\t[31] combobox 'Show' value='All items'",
        "\t[32] button 'Export CSV'",
        "\ttable ''",
        "\t\trow 'SKU Product RNO1 CMH2 Total Reorder point Status Actions'",
    ]
    for i, (sku, name, a, b, rop) in enumerate(inv):
        total = drift.get(sku, a + b)
        status = "Low stock" if a + b < rop else "In stock"
        lines += [
            f"\t\trow '{sku}'",
            f"\t\t\tgridcell '{sku}'",
            f"\t\t\tgridcell '{name}'",
            f"\t\t\tgridcell '{a}'",
            f"\t\t\tgridcell '{b}'",
            f"\t\t\tgridcell '{total}'",
            f"\t\t\tgridcell '{rop}'",
            f"\t\t\tgridcell '{status}'",
            f"\t\t\t[{100 + 10 * i}] button 'Adjust'",
            f"\t\t\t[{101 + 10 * i}] button 'Transfer'",
            f"\t\t\t[{102 + 10 * i}] link 'History'",
        ]
    lines.append(f"\tStaticText 'Showing {len(inv)} of {len(inv)} SKUs'")
    return axtree("Inventory · Vendor Portal", lines, f"{VP}/inventory")


def traj_vendor_stock(rs: RowSet, tid: str) -> None:
    inv = [list(r) for r in INV0]

    def dash(orders: int, rev: str, pend: int, last: str) -> str:
        low = sum(1 for r in inv if r[2] + r[3] < r[4])
        lows = [f"\t\tStaticText '{r[0]} {r[1]} — {r[2] + r[3]} on hand (reorder point {r[4]})'" for r in inv if r[2] + r[3] < r[4]]
        return axtree("Dashboard · Vendor Portal", vp_nav(low) + [
            "main ''",
            "\theading 'Dashboard'",
            f"\tStaticText 'Data refreshed {last}'",
            "\tgroup 'Orders today'", f"\t\tStaticText '{orders}'",
            "\tgroup 'Revenue today'", f"\t\tStaticText '{rev}'",
            "\tgroup 'Pending shipments'", f"\t\tStaticText '{pend}'",
            "\tgroup 'Low stock alerts'", f"\t\tStaticText '{low}'",
            "\tregion 'Low stock'",
        ] + lows + [
            "\tregion 'Open purchase orders'",
            "\t\tStaticText 'PO-7731 · 40 × CB-1044 · arriving CMH2 · status: Delivered May 13'",
            "\t\tStaticText 'PO-7748 · 24 × SC-0420 · arriving RNO1 · status: In transit, ETA May 16'",
            "\t[60] link 'View all purchase orders'",
        ], f"{VP}/dashboard")

    def dialog(kind: str, sku: str, wh: str, qty: str, reason: str) -> str:
        base = vp_table(inv)
        r = next(x for x in inv if x[0] == sku)
        if kind == "adjust":
            d = ["dialog 'Adjust stock', modal", f"\theading 'Adjust stock — {sku} {r[1]}'",
                 f"\tStaticText 'On hand: RNO1 {r[2]} · CMH2 {r[3]}'",
                 f"\t[401] combobox 'Warehouse' value='{wh}'",
                 "\t[403] combobox 'Type' value='Add units'",
                 "\t[405] spinbutton 'Quantity'" + (f" value='{qty}'" if qty else ""),
                 "\t[407] textbox 'Reason'" + (f" value='{reason}'" if reason else ""),
                 "\t[409] button 'Cancel'", "\t[410] button 'Save adjustment'"]
        else:
            d = ["dialog 'Transfer stock', modal", f"\theading 'Transfer stock — {sku} {r[1]}'",
                 f"\tStaticText 'On hand: RNO1 {r[2]} · CMH2 {r[3]}'",
                 "\t[421] combobox 'From' value='Reno, NV (RNO1)'",
                 "\t[423] combobox 'To' value='Columbus, OH (CMH2)'",
                 "\t[425] spinbutton 'Quantity'" + (f" value='{qty}'" if qty else ""),
                 "\tStaticText 'Internal transfer: on-hand counts update as soon as it is created.'",
                 "\t[429] button 'Cancel'", "\t[430] button 'Create transfer'"]
        return base + "\n" + "\n".join("\t" + x for x in d)

    t1 = dash(18, "$1,342.60", 7, "2 minutes ago")
    t2 = vp_table(inv)
    t3 = dialog("adjust", "CB-1044", "Reno, NV (RNO1)", "", "")
    t4 = dialog("adjust", "CB-1044", "Columbus, OH (CMH2)", "", "")
    t5 = dialog("adjust", "CB-1044", "Columbus, OH (CMH2)", "40", "")
    t6 = dialog("adjust", "CB-1044", "Columbus, OH (CMH2)", "40", "Received PO-7731")
    inv[1][3] += 40
    t7 = vp_table(inv, "Stock adjusted: CB-1044 +40 at CMH2 (Received PO-7731).", drift={"TK-2210": 65})
    t8 = dialog("transfer", "GR-5501", "", "", "")
    t9 = dialog("transfer", "GR-5501", "", "6", "")
    inv[4][2] -= 6
    inv[4][3] += 6
    t10 = vp_table(inv, "Transfer TR-0519 created: 6 × GR-5501 RNO1 → CMH2.")
    t11 = dash(21, "$1,577.35", 9, "just now")
    turns: Turns = [
        (f"goto('{VP}/dashboard')", t1),
        ("click('14')", t2),
        ("click('110')", t3),
        ("select_option('401', 'Columbus, OH (CMH2)')", t4),
        ("fill('405', '40')", t5),
        ("fill('407', 'Received PO-7731')", t6),
        ("click('410')", t7),
        ("click('141')", t8),
        ("fill('425', '6')", t9),
        ("click('430')", t10),
        ("click('12')", t11),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Northwind Makers vendor portal, vendor Ember & Grain Coffee Goods. Task: book the 40 kettles received on PO-7731 into Columbus stock, then move 6 grinders from Reno to Columbus.",
           bad=True, turn=7, kind="an untouched SKU's total no longer equals the sum of its two warehouse counts (Reno and Columbus counts unchanged)")


# ---------------------------------------------------------------- library catalogue (Evergreen): search, renew, pay (clean)
EG = "https://catalog.riverbendlibraries.org"


def eg_top(fines: str, out: int, holds: int) -> list[str]:
    return [
        "banner ''",
        "\t[7] link 'Riverbend Public Libraries'",
        "\tStaticText 'Hello, Jordan Pike'",
        f"\t[9] link 'Items checked out ({out})'",
        f"\t[10] link 'Holds ({holds})'",
        f"\t[11] link 'Charges: {fines}'",
        "\t[12] link 'My account'",
        "\t[13] link 'Log out'",
        "search ''",
        "\t[20] combobox 'Search type' value='Author'",
        "\t[22] textbox 'Search the catalog' value='octavia butler'",
        "\t[24] combobox 'Library' value='All Riverbend branches'",
        "\t[26] button 'Search'",
    ]


BOOKS = [
    ("Kindred", "1979", "Book", "3 of 7 available"),
    ("Parable of the Sower", "1993", "Book", "0 of 6 available (5 holds)"),
    ("Parable of the Talents", "1998", "Book", "2 of 4 available"),
    ("Bloodchild and Other Stories", "1995", "Book", "1 of 2 available"),
    ("Fledgling", "2005", "Book", "1 of 3 available"),
    ("Dawn", "1987", "Book", "0 of 3 available (1 hold)"),
    ("Wild Seed", "1980", "Book", "2 of 2 available"),
    ("Kindred: a graphic novel adaptation", "2017", "Book", "1 of 2 available"),
    ("Lilith's Brood", "2000", "Book", "1 of 1 available"),
    ("Parable of the Sower [sound recording]", "2017", "Audiobook CD", "1 of 1 available"),
    ("Mind of My Mind", "1977", "Book", "0 of 1 available"),
    ("Patternmaster", "1976", "Book", "1 of 1 available"),
    ("Unexpected Stories", "2014", "eBook", "Online access"),
    ("Adulthood Rites", "1988", "Book", "1 of 2 available"),
    ("Imago", "1989", "Book", "0 of 2 available"),
    ("Survivor", "1978", "Book", "0 of 1 available"),
    ("Clay's Ark", "1984", "Book", "1 of 1 available"),
    ("Kindred [large print]", "2004", "Book", "1 of 1 available"),
    ("Fledgling [sound recording]", "2006", "Audiobook CD", "0 of 1 available"),
    ("Parable of the Sower: a graphic novel adaptation", "2020", "Book", "2 of 3 available"),
    ("Conversations with Octavia Butler", "2010", "Book", "1 of 1 available"),
    ("Seed to Harvest", "2007", "Book", "1 of 1 available"),
    ("Bloodchild [sound recording]", "2019", "eAudiobook", "Online access"),
]


def traj_library_search(rs: RowSet, tid: str) -> None:
    def results(rows, first: int, total: int, sort: str, avail: bool, url: str) -> str:
        lines = eg_top("$0.75", 4, 1) + [
            "main ''",
            f"\tStaticText 'Results {first} - {first + len(rows) - 1} of {total}'",
            f"\t[40] combobox 'Sort results' value='{sort}'",
            f"\t[42] checkbox 'Limit to available items', checked={'true' if avail else 'false'}",
            "\t[44] link 'Refine search'",
            "\tlist ''",
        ]
        for i, (t, y, fmt, av) in enumerate(rows):
            lines += ["\t\tListItem", f"\t\t\tStaticText '{first + i}.'", f"\t\t\t[{50 + 3 * i}] link '{t}'",
                      f"\t\t\tStaticText 'Butler, Octavia E. · {y} · {fmt}'", f"\t\t\tStaticText '{av}'",
                      f"\t\t\t[{51 + 3 * i}] link 'Place hold'"]
        if first + len(rows) - 1 < total:
            lines.append("\t[95] link 'Next'")
        if first > 1:
            lines.append("\t[94] link 'Previous'")
        return axtree("Search results: octavia butler - Riverbend Public Libraries", lines, url)

    base = f"{EG}/eg/opac/results?query=octavia+butler&qtype=author"
    newest = sorted(BOOKS, key=lambda b: b[1], reverse=True)
    avail = [b for b in BOOKS if b[3].split(" ")[0] not in ("0",)]
    t1 = results(BOOKS[:10], 1, 23, "Sort by relevance", False, base)
    t2 = results(newest[:10], 1, 23, "Sort by publication date: newest to oldest", False, base + "&sort=pubdate.descending")
    t3 = results(newest[10:20], 11, 23, "Sort by publication date: newest to oldest", False, base + "&sort=pubdate.descending&page=1")
    t4 = results(sorted(avail, key=lambda b: b[1], reverse=True)[:10], 1, len(avail), "Sort by publication date: newest to oldest", True,
                 base + "&sort=pubdate.descending&modifier=available")
    t5 = results(avail[:10], 1, len(avail), "Sort by relevance", True, base + "&modifier=available")
    kindred = axtree("Kindred - Riverbend Public Libraries", eg_top("$0.75", 4, 1) + [
        "main ''",
        "\theading 'Kindred'",
        "\tStaticText 'Butler, Octavia E. · Boston : Beacon Press, 2003, ©1979 · 287 p.'",
        "\tStaticText 'ISBN: 9780807083697'",
        "\tStaticText '3 of 7 copies available at All Riverbend branches'",
        "\t[60] link 'Place hold'",
        "\t[61] link 'Add to my list'",
        "\ttable 'Copies'",
        "\t\trow 'Location Call number Barcode Status Due date'",
        "\t\trow 'Main Library — Fiction FIC BUTLER 31029004418820 Available'",
        "\t\trow 'Main Library — Fiction FIC BUTLER 31029004418838 Checked out 05/21/2024'",
        "\t\trow 'Eastside Branch FIC BUTLER 31029005120144 Available'",
        "\t\trow 'Eastside Branch FIC BUTLER 31029005120151 Checked out 05/14/2024'",
        "\t\trow 'Hillcrest Branch FIC BUTLER 31029006633019 In transit'",
        "\t\trow 'Millbrook Branch FIC BUTLER 31029007700212 Available'",
        "\t\trow 'Millbrook Branch FIC BUTLER 31029007700220 Checked out 06/02/2024'",
        "\tStaticText 'Summary: When Dana, a black woman in 1976 California, is pulled back in time to a Maryland plantation...'",
    ], f"{EG}/eg/opac/record/118204")

    def checked(items, fines: str, note: str = "") -> str:
        lines = eg_top(fines, 4, 1) + ["main ''", "\theading 'Items checked out'"]
        if note:
            lines += ["\tstatus ''", f"\t\tStaticText '{note}'"]
        lines += ["\ttable ''", "\t\trow 'Select Title Author Renewals used Due date Barcode'"]
        for i, (t, a, ren, due, bc, sel, od) in enumerate(items):
            lines += [f"\t\trow '{t}'", f"\t\t\t[{200 + 5 * i}] checkbox 'Select {t}', checked={'true' if sel else 'false'}",
                      f"\t\t\t[{201 + 5 * i}] link '{t}'", f"\t\t\tgridcell '{a}'", f"\t\t\tgridcell '{ren} of 3'",
                      f"\t\t\tgridcell '{due}{' (overdue)' if od else ''}'", f"\t\t\tgridcell '{bc}'"]
        lines += ["\t[240] button 'Renew selected items'", "\t[241] button 'Renew all'",
                  "\tStaticText 'Overdue fines accrue at $0.25 per item per day (max $5.00).'"]
        return axtree("Items checked out - Riverbend Public Libraries", lines, f"{EG}/eg/opac/myopac/circs")

    items = [
        ["Sea of Tranquility", "Mandel, Emily St. John", 0, "05/13/2024", "31029004410074", False, False],
        ["The Dispossessed", "Le Guin, Ursula K.", 3, "05/07/2024", "31029005512290", False, True],
        ["Braiding Sweetgrass", "Kimmerer, Robin Wall", 1, "05/23/2024", "31029006118803", False, False],
        ["The Left Hand of Darkness", "Le Guin, Ursula K.", 0, "05/30/2024", "31029004472215", False, False],
    ]
    t6 = checked(items, "$0.75")
    items[0][5] = True
    t7 = checked(items, "$0.75")
    items[0][5] = False
    items[0][2] = 1
    items[0][3] = "06/03/2024"
    t8 = checked(items, "$0.75", "1 item renewed. Sea of Tranquility is now due 06/03/2024.")
    charges = axtree("Charges - Riverbend Public Libraries", eg_top("$0.75", 4, 1) + [
        "main ''",
        "\theading 'Charges'",
        "\ttable ''",
        "\t\trow 'Title Type Billed Paid Owed'",
        "\t\trow 'The Dispossessed Overdue materials $0.75 $0.00 $0.75'",
        "\tStaticText 'Total owed: $0.75'",
        "\tStaticText 'The Dispossessed cannot be renewed (3 of 3 renewals used); return it to stop the fine.'",
        "\t[260] button 'Pay charges'",
    ], f"{EG}/eg/opac/myopac/main")
    turns: Turns = [
        (f"goto('{base}')", t1),
        ("select_option('40', 'Sort by publication date: newest to oldest')", t2),
        ("click('95')", t3),
        ("check('42')", t4),
        ("select_option('40', 'Sort by relevance')", t5),
        ("click('50')", kindred),
        ("click('9')", t6),
        ("check('200')", t7),
        ("click('240')", t8),
        ("click('11')", charges),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Riverbend Public Libraries catalogue, patron Jordan Pike signed in; search box holds 'octavia butler' (author). Task: browse her newest available titles, check where Kindred is on the shelf, renew Sea of Tranquility and look at the charges.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- OpenStreetMap: directions, mode switch, reverse (clean)
OSM = "http://osm.local:3000"


def osm_top() -> list[str]:
    return [
        "[35] link 'OpenStreetMap logo OpenStreetMap'",
        "[38] link 'Edit'", "[39] button 'Choose editor'",
        "[47] link 'History'", "[48] link 'Export'", "[51] link 'GPS Traces'", "[52] link 'User Diaries'",
        "[53] link 'Communities'", "[54] link 'Copyright'", "[55] link 'Help'", "[56] link 'About'",
        "[60] link 'Log In'", "[61] link 'Sign Up'",
    ]


def osm_map(zoom_note: str) -> list[str]:
    return [
        "[300] link 'Zoom In'", "[301] link 'Zoom Out'", "[303] button 'Show My Location'",
        "[305] link 'Layers'", "[306] link 'Legend'", "[307] link 'Share'", "[308] link 'Add a note to the map'",
        "[310] link 'Query features'",
        f"StaticText '{zoom_note}'",
        "[312] link 'Leaflet'", "StaticText '© '", "[314] link 'OpenStreetMap contributors'",
    ]


def traj_osm_directions(rs: RowSet, tid: str) -> None:
    cmu = "Carnegie Mellon University, Schenley Drive Extension, South Oakland, Pittsburgh, Allegheny County, 15213, United States"
    pit = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"

    def search_page() -> str:
        return axtree("OpenStreetMap", osm_top() + [
            "[80] textbox 'Search' value='Carnegie Mellon University'", "[81] button 'Go'", "[82] link 'Find directions between two points'",
            "heading 'Search Results'", "[90] button 'Close'",
            "heading 'Results from OpenStreetMap Nominatim'",
            "list ''",
            "\tListItem", "\t\tStaticText 'University'", f"\t\t[95] link '{cmu}'",
            "\tListItem", "\t\tStaticText 'Building'", "\t\t[97] link 'Carnegie Mellon University Mellon Institute, 4400, Fifth Avenue, North Oakland, Pittsburgh, 15213, United States'",
            "\tListItem", "\t\tStaticText 'Parking'", "\t\t[99] link 'CMU East Campus Garage, Forbes Avenue, Squirrel Hill North, Pittsburgh, 15213, United States'",
            "[102] link 'More results'",
        ] + osm_map("500 m / 2000 ft"), f"{OSM}/search?query=Carnegie%20Mellon%20University#map=17/40.44443/-79.94316")

    def directions(frm: str, to: str, engine: str, dist: str, time: str, steps: list[tuple[str, str]], url: str, scale: str,
                   more: bool = True, note: str = "") -> str:
        lines = osm_top() + [
            f"[120] textbox 'From' value='{frm}'" if frm else "[120] textbox 'From'",
            f"[121] textbox 'To' value='{to}'" if to else "[121] textbox 'To'",
            f"[123] combobox '' value='{engine}'",
            "\t[124] option 'Bicycle (OSRM)'", "\t[125] option 'Car (OSRM)'", "\t[126] option 'Foot (OSRM)'",
            "[127] button 'Go'", "[128] button 'Reverse Directions'", "[129] button 'Close'",
        ]
        if dist:
            lines += ["heading 'Directions'", f"StaticText 'Distance: {dist}. Time: {time}.'", "table ''"]
            for i, (txt, d) in enumerate(steps, 1):
                lines += [f"\trow '{i}. {txt} {d}'", f"\t\tgridcell '{i}.'", f"\t\tgridcell '{txt}'", f"\t\tgridcell '{d}'"]
            if more:
                lines.append("StaticText '…'")
            lines += ["StaticText 'Directions courtesy of '", "[190] link 'OSRM (FOSSGIS)'"]
        if note:
            lines.append(f"StaticText '{note}'")
        return axtree("OpenStreetMap", lines + osm_map(scale), url)

    car = [("Start on Frew Street", "150m"), ("Turn right onto Tech Street", "300m"), ("Turn left onto Forbes Avenue", "1.3km"),
           ("Slight right onto Boulevard of the Allies", "2.9km"), ("Continue onto Fort Pitt Boulevard", "900m"),
           ("Take the ramp on the left towards I 376 West: Airport", "400m"), ("Merge onto Parkway West (I 376)", "21km"),
           ("Take exit 53 towards PA 60: Airport", "600m"), ("Continue onto Airport Parkway", "2.8km"),
           ("Turn right onto Airport Boulevard", "1.1km"), ("Reach destination", "0m")]
    bike = [("Start on Frew Street", "150m"), ("Turn right onto Tech Street", "300m"), ("Turn left onto Forbes Avenue", "1.3km"),
            ("Turn left onto Atwood Street", "350m"), ("Turn right onto Bates Street", "800m"),
            ("Continue onto Eliza Furnace Trail", "4.6km"), ("Turn left onto Smithfield Street Bridge", "400m"),
            ("Turn right onto Carson Street", "3.2km"), ("Continue onto Steuben Street", "5.1km"),
            ("Continue onto Montour Trail", "14km")]
    bike_rev = [("Start on Airport Boulevard", "1.0km"), ("Turn left onto Montour Trail", "14km"), ("Continue onto Steuben Street", "5.1km"),
                ("Turn left onto Carson Street", "3.2km"), ("Turn left onto Smithfield Street Bridge", "400m"),
                ("Turn right onto Eliza Furnace Trail", "4.6km"), ("Continue onto Bates Street", "800m"),
                ("Turn left onto Atwood Street", "350m"), ("Turn right onto Forbes Avenue", "1.3km"),
                ("Turn right onto Tech Street", "300m")]
    bike_rev_more = bike_rev + [("Turn left onto Frew Street", "150m"), ("Reach destination", "0m")]
    dir_url = f"{OSM}/directions?engine=fossgis_osrm_car&route=40.4443%2C-79.9430%3B40.4916%2C-80.2329#map=11/40.4680/-80.0880"
    bike_url = dir_url.replace("fossgis_osrm_car", "fossgis_osrm_bike")
    rev_url = f"{OSM}/directions?engine=fossgis_osrm_bike&route=40.4916%2C-80.2329%3B40.4443%2C-79.9430#map=11/40.4680/-80.0880"
    turns: Turns = [
        (f"goto('{OSM}/search?query=Carnegie%20Mellon%20University')", search_page()),
        ("click('82')", directions(cmu, "", "Car (OSRM)", "", "", [], f"{OSM}/directions?from=&to=#map=17/40.44443/-79.94316", "500 m / 2000 ft")),
        ("fill('121', 'Pittsburgh International Airport')",
         directions(cmu, "Pittsburgh International Airport", "Car (OSRM)", "", "", [], f"{OSM}/directions?from=&to=#map=17/40.44443/-79.94316", "500 m / 2000 ft")),
        ("click('127')", directions(cmu, pit, "Car (OSRM)", "31km", "0:29", car, dir_url, "3 km / 2 mi", more=False)),
        ("select_option('123', 'Bicycle (OSRM)')", directions(cmu, pit, "Bicycle (OSRM)", "31km", "1:58", bike, bike_url, "3 km / 2 mi")),
        ("click('128')", directions(pit, cmu, "Bicycle (OSRM)", "31km", "2:07", bike_rev, rev_url, "3 km / 2 mi")),
        ("scroll(0, 400)", directions(pit, cmu, "Bicycle (OSRM)", "31km", "2:07", bike_rev_more, rev_url, "3 km / 2 mi", more=False)),
        ("click('301')", directions(pit, cmu, "Bicycle (OSRM)", "31km", "2:07", bike_rev_more, rev_url.replace("map=11/", "map=10/"), "5 km / 3 mi", more=False)),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="OpenStreetMap website (logged out). Task: compare how long CMU to Pittsburgh International Airport takes by car and by bicycle, and check the bike route back from the airport.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- DokuWiki: edit runbook, preview, save (bad)
DW = "https://wiki.tallgrass-ops.net"

DW_SRC = """====== Nightly backup runbook ======

This page describes how the nightly restic backups of the **pg-main** cluster work and what to do when they fail.

===== Schedule =====
  * Job: ''backup-pg-main.timer'' on **bk-01**, daily at 01:30 UTC
  * Repository: ''s3:https://s3.eu-central-1.wasabisys.com/tg-backups-prod/pg-main''
  * Retention: 14 daily, 8 weekly, 12 monthly snapshots

===== Pruning =====
<code bash>
restic forget --keep-daily 14 --keep-weekly 8 --keep-monthly 12 --prune
</code>

===== When the job fails =====
  - Check ''journalctl -u backup-pg-main.service --since yesterday''
  - If the lock is stale, run ''restic unlock'' (only when no backup is running)
  - Re-run with ''systemctl start backup-pg-main.service'' and watch the log
  - Page the on-call DBA if two nights in a row are missing"""

DW_ADD = """

===== Monthly restore test =====
  - On the first Monday, restore the latest snapshot to **bk-restore-01**: ''restic restore latest --target /srv/restore''
  - Start PostgreSQL on the restored data directory and run ''SELECT count(*) FROM orders;''
  - Record the result and duration in [[ops:runbooks:restore-log]]"""


def dw_frame(page: str, tools: list[str]) -> list[str]:
    return [
        "banner ''",
        "\t[5] link 'Tallgrass Ops Wiki'",
        "\t[7] link 'Logged in as: Nadia Ferro (nferro)'",
        "\t[8] link 'Admin'", "\t[9] link 'Log Out'",
        "\t[11] searchbox 'Search'", "\t[12] button 'Search'",
        "\t[14] link 'Recent Changes'", "\t[15] link 'Media Manager'", "\t[16] link 'Sitemap'",
        "navigation 'Trace'",
        "\tStaticText 'Trace: '", "\t[20] link 'start'", "\t[21] link 'runbooks'", f"\t[22] link '{page}'",
        "navigation 'Page Tools'",
    ] + [f"\t[{30 + i}] link '{t}'" for i, t in enumerate(tools)]


def dw_render(src: str) -> list[str]:
    out = []
    incode = False
    for ln in src.split("\n"):
        if ln.startswith("<code"):
            incode = True
            continue
        if ln.startswith("</code>"):
            incode = False
            continue
        if incode:
            out.append(f"\tcode '{ln}'")
        elif ln.startswith("======"):
            out.append(f"\theading '{ln.strip('= ')}'")
        elif ln.startswith("====="):
            out.append(f"\theading '{ln.strip('= ')}'")
        elif ln.startswith("  * ") or ln.startswith("  - "):
            out.append(f"\tListItem '{ln[4:].replace(chr(39) * 2, '').replace('**', '').replace('[[', '').replace(']]', '')}'")
        elif ln.strip():
            out.append(f"\tparagraph '{ln.replace('**', '')}'")
    return out


def traj_wiki_runbook(rs: RowSet, tid: str) -> None:
    new_src = DW_SRC + DW_ADD
    url = f"{DW}/doku.php?id=ops:runbooks:backup"
    tools = ["Edit this page", "Old revisions", "Backlinks", "Manage Subscriptions", "Back to top"]

    def view(src: str, stamp: str, msg: str = "") -> str:
        lines = dw_frame("backup", tools)
        if msg:
            lines += [f"StaticText '{msg}'"]
        lines += ["main ''"] + dw_render(src) + [f"StaticText 'ops/runbooks/backup.txt · Last modified: {stamp}'"]
        return axtree("ops:runbooks:backup [Tallgrass Ops Wiki]", lines, url)

    def edit(src: str, summary: str, preview: str | None = None) -> str:
        lines = dw_frame("backup", ["Show page", "Old revisions", "Backlinks", "Back to top"]) + ["main ''"]
        if preview is not None:
            lines += ["\theading 'Preview'", "\tStaticText 'This is only a preview; changes are not saved yet!'"] + ["\t" + x for x in dw_render(preview)]
        lines += [
            "\theading 'Edit page'",
            "\tStaticText 'Edit the page and hit Save. See wiki:syntax for Wiki syntax.'",
            "\t[60] toolbar ''",
            "\t[70] textbox '' value='" + src.replace("\n", "\\n") + "'",
            "\t[72] textbox 'Edit summary:'" + (f" value='{summary}'" if summary else ""),
            "\t[74] checkbox 'Minor Changes', checked=false",
            "\t[76] button 'Save'", "\t[77] button 'Preview'", "\t[78] button 'Cancel'",
        ]
        return axtree("ops:runbooks:backup [Tallgrass Ops Wiki]", lines, f"{url}&do=edit")

    bad_preview = new_src.replace("restic forget --keep-daily 14", "restic forget --keep-daily 7")
    revs = axtree("ops:runbooks:backup - Old revisions [Tallgrass Ops Wiki]", dw_frame("backup", tools) + [
        "main ''",
        "\theading 'Old revisions'",
        "\tStaticText 'This is a list of all old revisions of the current document.'",
        "\tlist ''",
        "\t\tListItem '2024/05/14 10:42 ops:runbooks:backup – Add monthly restore test section nferro +317 B (current)'",
        "\t\tListItem '2024/03/02 16:05 ops:runbooks:backup – retention bumped to 14 daily per INC-2231 kwalsh +14 B'",
        "\t\tListItem '2023/11/20 09:31 ops:runbooks:backup – move repo to Wasabi eu-central-1 kwalsh −6 B'",
        "\t\tListItem '2023/08/07 13:12 ops:runbooks:backup – created nferro +805 B'",
        "\t[90] button 'Show differences between selected revisions'",
    ], f"{url}&do=revisions")
    recent = axtree("Recent Changes [Tallgrass Ops Wiki]", dw_frame("backup", tools) + [
        "main ''",
        "\theading 'Recent Changes'",
        "\tlist ''",
        "\t\tListItem '2024/05/14 10:42 ops:runbooks:backup – Add monthly restore test section nferro +317 B'",
        "\t\tListItem '2024/05/13 17:20 ops:oncall:rotation – swap week 21 with Arjun akumar +2 B'",
        "\t\tListItem '2024/05/10 08:55 ops:hosts:bk-01 – new disk layout after resize kwalsh +311 B'",
        "\t\tListItem '2024/05/07 14:02 ops:runbooks:db-failover – patroni 3.3 commands kwalsh +96 B'",
        "\t\tListItem '2024/04/29 11:47 start – link to restore log nferro +38 B'",
    ], f"{DW}/doku.php?id=ops:runbooks:backup&do=recent")
    turns: Turns = [
        (f"goto('{url}')", view(DW_SRC, "2024/03/02 16:05 by kwalsh")),
        ("click('30')", edit(DW_SRC, "")),
        ("fill('70', '" + new_src.replace("\n", "\\n") + "')", edit(new_src, "")),
        ("fill('72', 'Add monthly restore test section')", edit(new_src, "Add monthly restore test section")),
        ("click('77')", edit(new_src, "Add monthly restore test section", preview=bad_preview)),
        ("click('76')", view(new_src, "2024/05/14 10:42 by nferro")),
        ("click('31')", revs),
        ("click('14')", recent),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Tallgrass Ops DokuWiki, logged in as nferro. Task: add a 'Monthly restore test' section to the backup runbook (ops:runbooks:backup) without changing anything else, and save it with a summary.",
           bad=True, turn=5, kind="preview shows the prune command with a different --keep-daily value than the unchanged source text")


# ---------------------------------------------------------------- gitlab: merge request, pipeline, approve, merge (clean)
def traj_gitlab_mr(rs: RowSet, tid: str) -> None:
    base = f"{GL}/a11yproject/a11yproject.com"
    proj = "a11yproject.com"
    title = "Add dark mode toggle to site header"

    def mr(pipe: str, approvals: str, unresolved: int, merge: str, acts: list[str], mrs: int = 9, state: str = "Open") -> str:
        lines = gl_side(proj, 41, mrs) + [
            "main ''",
            "\tnavigation 'Breadcrumbs'",
            "\t\t[202] link 'a11yproject.com'", "\t\t[203] link 'Merge requests'", "\t\tStaticText '!27'",
            f"\tStaticText '{state}'",
            f"\theading '{title}'",
            "\tStaticText 'Lena Fischer requested to merge '",
            "\t[410] link 'feature/dark-mode-toggle'", "\tStaticText ' into '", "\t[411] link 'main'",
            "\t[415] tab 'Overview 6', selected=True",
            "\t[416] tab 'Commits 4', selected=False",
            "\t[417] tab 'Pipelines 3', selected=False",
            "\t[418] tab 'Changes 5', selected=False",
            "\tStaticText '+120 −14'",
            "\tparagraph 'Adds a sun/moon toggle in the header that switches `data-theme` on <html> and stores the choice in localStorage. Respects prefers-color-scheme on first visit. Closes #1482.'",
            "\tregion 'Pipeline'",
        ] + [f"\t\t{x}" for x in pipe.split("\n")] + [
            "\tregion 'Approvals'",
            f"\t\tStaticText '{approvals}'",
        ]
        if state == "Open":
            lines.append("\t\t[440] button 'Approve'" if "Approved by you" not in approvals else "\t\t[441] button 'Revoke approval'")
        lines += ["\tregion 'Merge'", f"\t\tStaticText '{merge}'"]
        if state == "Open":
            lines += ["\t\t[450] checkbox 'Delete source branch', checked=true", "\t\t[451] checkbox 'Squash commits', checked=false",
                      "\t\t[452] button 'Merge'" + (", disabled=True" if "blocked" in merge or "running" in merge else "")]
        lines += ["\theading 'Activity'", f"\tStaticText '{unresolved} unresolved thread{'s' if unresolved != 1 else ''}'" if unresolved else "\tStaticText 'All threads resolved'", "\tlist ''"]
        for a in acts:
            lines += ["\t\tListItem", f"\t\t\t{a}" if a.startswith("[") else f"\t\t\tStaticText '{a}'"]
        return axtree(f"{title} (!27) · Merge requests · The A11Y Project / a11yproject.com · GitLab", lines, f"{base}/-/merge_requests/27")

    threads = [
        ("Thread by Byte Blaze · 1 day ago: The toggle button needs an aria-pressed state, screen readers only announce ‘button’ now.",
         "Reply by Lena Fischer · 20 hours ago: Added aria-pressed and a visually hidden label in 3f1c9e2.", 470),
        ("Thread by Priya Natarajan · 18 hours ago: Contrast of the link color on dark background is 3.9:1, below AA.",
         "Reply by Lena Fischer · 2 hours ago: Bumped to #8ab4ff (7.1:1) in 91d04aa.", 480),
    ]

    def acts(resolved: list[bool], extra: list[str], when: str = "just now") -> list[str]:
        out = ["Lena Fischer pushed 1 commit 91d04aa · 2 hours ago"]
        for (q, a, bid), r in zip(threads, resolved):
            out += [q, a, f"[{bid}] button 'Resolve thread'" if not r else f"Thread resolved by Byte Blaze {when}"]
        return out + extra

    p_run = "StaticText 'Pipeline #4812 running for commit 91d04aa'\nStaticText 'Stages: lint passed · test running · build pending'"
    p_run2 = "StaticText 'Pipeline #4812 running for commit 91d04aa'\nStaticText 'Stages: lint passed · test passed · build running'"
    p_ok = "StaticText 'Pipeline #4812 passed for commit 91d04aa in 6 minutes 42 seconds'\nStaticText 'Stages: lint passed · test passed · build passed'"

    def jobs(test: str, tdur: str, build: str, bdur: str, status: str, dur: str) -> str:
        return axtree(f"Pipelines · {title} (!27) · GitLab", gl_side(proj, 41, 9) + [
            "main ''",
            f"\theading '{title}'",
            "\t[415] tab 'Overview 6', selected=False", "\t[416] tab 'Commits 4', selected=False",
            "\t[417] tab 'Pipelines 3', selected=True", "\t[418] tab 'Changes 5', selected=False",
            "\ttable ''",
            "\t\trow 'Status Pipeline Triggerer Stages Duration'",
            f"\t\trow '{status} #4812 feature/dark-mode-toggle 91d04aa Lena Fischer {dur}'",
            "\t\trow 'passed #4790 feature/dark-mode-toggle 3f1c9e2 Lena Fischer 00:06:51 · 20 hours ago'",
            "\t\trow 'failed #4772 feature/dark-mode-toggle c07a5b1 Lena Fischer 00:02:13 · 1 day ago'",
            "\theading 'Pipeline #4812 jobs'",
            "\tlist ''",
            "\t\tListItem 'lint: passed · 00:00:48'",
            f"\t\tListItem 'test: {test} · {tdur}'",
            f"\t\tListItem 'build: {build} · {bdur}'",
            "\t[520] button 'Cancel pipeline'" if status == "running" else "\t[521] button 'Retry'",
        ], f"{base}/-/merge_requests/27/pipelines")

    merged_acts = acts([True, True], ["Byte Blaze approved this merge request 1 minute ago",
                                      "Byte Blaze merged commit 5d2e7b0 into main just now",
                                      "Byte Blaze deleted the source branch feature/dark-mode-toggle just now"], "2 minutes ago")

    def mr_list(opened: int, merged: int) -> str:
        rows = [
            ("!31", "Fix heading hierarchy on /checklist", "Priya Natarajan", "updated 3 hours ago"),
            ("!30", "Translate resources page to Spanish", "Marta Gil", "updated 1 day ago"),
            ("!29", "Replace jQuery in the nav with vanilla JS", "Tom Haas", "updated 2 days ago"),
            ("!28", "Bump eleventy to 2.0.1", "renovate-bot", "updated 2 days ago"),
            ("!25", "Add skip link styles for Safari", "Lena Fischer", "updated 1 week ago"),
        ]
        return axtree("Merge requests · The A11Y Project / a11yproject.com · GitLab", gl_side(proj, 41, opened) + [
            "main ''",
            f"\t[211] tab 'Open {opened}', selected=True",
            f"\t[212] tab 'Merged {merged}', selected=False",
            "\t[213] tab 'Closed 22', selected=False",
            f"\t[214] tab 'All {opened + merged + 22}', selected=False",
            "\tlist 'Merge requests'",
        ] + [f"\t\tListItem '{a} {b} · opened by {c} · {d}'" for a, b, c, d in rows] + [
            f"\tStaticText 'Showing {len(rows)} of {opened}'", "\t[250] link 'Next'" if opened > len(rows) else "\tStaticText ''",
        ], f"{base}/-/merge_requests")

    main_pipe = "StaticText 'Merged by Byte Blaze just now'\nStaticText 'Pipeline #4815 running for 5d2e7b0 on main'"
    turns: Turns = [
        (f"goto('{base}/-/merge_requests/27')", mr(p_run, "Approval required: 0 of 1", 2, "Merge blocked: pipeline must succeed", acts([False, False], []))),
        ("click('417')", jobs("running", "00:02:10", "pending", "—", "running", "00:03:01")),
        (f"goto('{base}/-/merge_requests/27/pipelines')", jobs("passed", "00:03:37", "running", "00:00:55", "running", "00:05:24")),
        ("click('415')", mr(p_run2, "Approval required: 0 of 1", 2, "Merge blocked: pipeline must succeed", acts([False, False], []))),
        ("click('470')", mr(p_run2, "Approval required: 0 of 1", 1, "Merge blocked: pipeline must succeed", acts([True, False], []))),
        ("click('480')", mr(p_run2, "Approval required: 0 of 1", 0, "Merge blocked: pipeline must succeed", acts([True, True], []))),
        ("click('440')", mr(p_ok, "Approved by you", 0, "Ready to merge!", acts([True, True], ["Byte Blaze approved this merge request just now"]))),
        ("click('452')", mr(main_pipe, "Approved by you", 0, "Merged into main", merged_acts, mrs=8, state="Merged")),
        (f"goto('{base}/-/merge_requests')", mr_list(8, 214)),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="GitLab, signed in as Byte Blaze (maintainer of a11yproject/a11yproject.com). Task: review MR !27 (dark mode toggle): wait for its pipeline, resolve the two answered threads, approve and merge it.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- Koha OPAC: cancel a hold, place a hold, renew (bad)
KO = "https://opac.millbrooklibrary.org"


def ko_frame() -> list[str]:
    return [
        "banner ''",
        "\t[4] link 'Millbrook Community Library'",
        "\t[6] button 'Cart'", "\t[7] button 'Lists'",
        "\t[8] link 'Welcome, Alex Moreau'", "\t[9] link 'Log out'",
        "search ''",
        "\t[12] combobox 'Search type' value='Library catalog'",
        "\t[14] textbox 'Search the catalog'",
        "\t[15] button 'Go'",
        "\t[16] link 'Advanced search'", "\t[17] link 'Course reserves'", "\t[18] link 'Authority search'",
        "navigation 'Your account'",
        "\t[21] link 'Summary'", "\t[22] link 'Charges'", "\t[23] link 'Personal details'", "\t[24] link 'Tags'",
        "\t[25] link 'Change password'", "\t[26] link 'Search history'", "\t[27] link 'Reading history'",
        "\t[28] link 'Purchase suggestions'", "\t[29] link 'Messaging'", "\t[30] link 'Lists'",
    ]


OVERSTORY = ["The overstory : a novel / Richard Powers", "05/02/2024", "Lakeside Branch", "Waiting to be picked up at Lakeside Branch since 05/10/2024 (until 05/17/2024)"]
PIRANESI = ["Piranesi / Susanna Clarke", "04/27/2024", "Main Library", "Pending (priority 4)"]
KLARA = ["Klara and the sun / Kazuo Ishiguro", "05/13/2024", "Main Library", "Pending (priority 2)"]


def traj_koha_holds(rs: RowSet, tid: str) -> None:
    outs = [
        ["Braiding sweetgrass : indigenous wisdom, scientific knowledge, and the teachings of plants / Robin Wall Kimmerer", "05/20/2024", "34119000872251", "1 of 3 renewals remaining"],
        ["The ministry of time : a novel / Kaliane Bradley", "05/27/2024", "34119001203388", "3 of 3 renewals remaining"],
        ["Demon copperhead : a novel / Barbara Kingsolver", "05/24/2024", "34119000995126", "Not renewable (on hold for another patron)"],
    ]

    def summary(tab: str, holds: list[list[str]], msg: str = "", renew_note: str = "") -> str:
        lines = ko_frame() + [
            "main ''",
            "\theading 'Your summary'",
        ]
        if msg:
            lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
        lines += [
            "\t[40] tablist ''",
            f"\t\t[41] tab 'Checked out ({len(outs)})', selected={'True' if tab == 'out' else 'False'}",
            f"\t\t[42] tab 'Holds ({len(holds)})', selected={'True' if tab == 'holds' else 'False'}",
            "\t\t[43] tab 'Charges ($0.00)', selected=False",
        ]
        if tab == "out":
            lines += ["\ttable 'Checked out'", "\t\trow 'Title Due Barcode Renew'"]
            for i, (t, due, bc, ren) in enumerate(outs):
                lines += [f"\t\trow '{t}'", f"\t\t\t[{60 + 3 * i}] link '{t}'", f"\t\t\tgridcell '{due}'", f"\t\t\tgridcell '{bc}'", f"\t\t\tgridcell '{ren}'"]
                if not ren.startswith("Not"):
                    lines.append(f"\t\t\t[{61 + 3 * i}] link 'Renew'")
            lines += ["\t[75] button 'Renew selected'", "\t[76] button 'Renew all'"]
            if renew_note:
                lines.append(f"\tStaticText '{renew_note}'")
        else:
            lines += ["\ttable 'Holds'", "\t\trow 'Title Placed on Pick up location Status Modify'"]
            for i, (t, placed, loc, st) in enumerate(holds):
                lines += [f"\t\trow '{t}'", f"\t\t\t[{80 + 4 * i}] link '{t}'", f"\t\t\tgridcell '{placed}'", f"\t\t\tgridcell '{loc}'",
                          f"\t\t\tgridcell '{st}'"]
                if st.startswith("Pending"):
                    lines += [f"\t\t\t[{81 + 4 * i}] button 'Suspend'", f"\t\t\t[{82 + 4 * i}] button 'Cancel'"]
        return axtree("Millbrook Community Library catalog › Your library home", lines, f"{KO}/cgi-bin/koha/opac-user.pl")

    holds = [OVERSTORY, PIRANESI]
    t1 = summary("out", holds)
    t2 = summary("holds", holds)
    t3 = t2 + "\n\tdialog 'Confirm cancel hold', modal\n\t\tStaticText 'Are you sure you want to cancel your hold on Piranesi?'\n\t\t[95] button 'Yes, cancel hold'\n\t\t[96] button 'No, do not cancel hold'"
    holds = [OVERSTORY]
    t4 = summary("holds", holds, "Your hold on Piranesi was cancelled.")
    res = axtree("Results of search for 'Klara and the Sun' › Millbrook Community Library catalog", ko_frame() + [
        "main ''",
        "\tStaticText \"Your search returned 3 results.\"",
        "\tlist ''",
        "\t\tListItem",
        "\t\t\t[110] link 'Klara and the sun / Kazuo Ishiguro.'",
        "\t\t\tStaticText 'Book · New York : Alfred A. Knopf, 2021 · 303 pages'",
        "\t\t\tStaticText 'Availability: No items available. Checked out (4), On hold (1)'",
        "\t\t\t[112] link 'Place hold'",
        "\t\tListItem",
        "\t\t\t[115] link 'Klara and the sun [sound recording] / Kazuo Ishiguro.'",
        "\t\t\tStaticText 'Audiobook CD · Random House Audio, 2021'",
        "\t\t\tStaticText 'Availability: Items available for loan: Main Library (1)'",
        "\t\t\t[117] link 'Place hold'",
        "\t\tListItem",
        "\t\t\t[120] link 'Klara and the sun / Kazuo Ishiguro. [large print]'",
        "\t\t\tStaticText 'Book · Thorndike Press, 2021'",
        "\t\t\tStaticText 'Availability: Items available for loan: Lakeside Branch (1)'",
        "\t\t\t[122] link 'Place hold'",
    ], f"{KO}/cgi-bin/koha/opac-search.pl?q=Klara+and+the+Sun")
    form = axtree("Placing a hold › Millbrook Community Library catalog", ko_frame() + [
        "main ''",
        "\theading 'Confirm holds for: Alex Moreau (M0042917)'",
        "\tStaticText 'Klara and the sun / Kazuo Ishiguro'",
        "\tStaticText 'Your priority: 2'",
        "\tStaticText 'Number of holds: 1'",
        "\t[130] combobox 'Pick up location:' value='Main Library'",
        "\t[132] link 'Show more options'",
        "\t[135] button 'Confirm hold'",
    ], f"{KO}/cgi-bin/koha/opac-reserve.pl?biblionumber=52817")
    holds = [OVERSTORY, KLARA]
    t7 = summary("holds", holds)
    outs[0][1] = "06/10/2024"
    outs[0][3] = "0 of 3 renewals remaining"
    t8 = summary("out", holds, "Braiding sweetgrass renewed: now due 06/10/2024.")
    t9 = summary("holds", [OVERSTORY, ["Piranesi / Susanna Clarke", "04/27/2024", "Main Library", "Pending (priority 3)"], KLARA])
    hist = axtree("Your reading history › Millbrook Community Library catalog", ko_frame() + [
        "main ''",
        "\theading 'Reading history'",
        "\t[150] tab 'All (41)', selected=True", "\t[151] tab 'Checkouts (38)', selected=False", "\t[152] tab 'Online (3)', selected=False",
        "\t[154] combobox 'Sort by' value='Most recent'",
        "\ttable ''",
        "\t\trow 'Title Item type Call number Date Checked out Date Returned'",
        "\t\trow 'The ministry of time : a novel / Kaliane Bradley Book FIC BRADLEY 05/06/2024 Checked out'",
        "\t\trow 'Demon copperhead : a novel / Barbara Kingsolver Book FIC KINGSOLVER 05/03/2024 Checked out'",
        "\t\trow 'Tomorrow, and tomorrow, and tomorrow / Gabrielle Zevin Book FIC ZEVIN 04/12/2024 05/01/2024'",
        "\t\trow 'Braiding sweetgrass : indigenous wisdom, scientific knowledge... / Robin Wall Kimmerer Book 581.6 KIM 04/08/2024 Checked out'",
        "\t\trow 'The covenant of water / Abraham Verghese Book FIC VERGHESE 03/18/2024 04/06/2024'",
        "\t\trow 'Lessons in chemistry : a novel / Bonnie Garmus eBook (OverDrive) 03/02/2024 03/16/2024'",
    ], f"{KO}/cgi-bin/koha/opac-readingrecord.pl")
    turns: Turns = [
        (f"goto('{KO}/cgi-bin/koha/opac-user.pl')", t1),
        ("click('42')", t2),
        ("click('86')", t3),
        ("click('95')", t4),
        (f"goto('{KO}/cgi-bin/koha/opac-search.pl?q=Klara+and+the+Sun')", res),
        ("click('112')", form),
        ("click('135')", t7),
        ("click('61')", t8),
        ("click('42')", t9),
        ("click('27')", hist),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Koha OPAC of Millbrook Community Library, patron Alex Moreau signed in. Task: cancel the Piranesi hold, place a hold on Klara and the Sun (print, Main Library pickup), renew Braiding Sweetgrass.",
           bad=True, turn=9, kind="the hold that was cancelled is listed again (holds tab count follows it) with no new hold placed")


# ---------------------------------------------------------------- seller dashboard: labels, live stats, currency (clean)
SD = "https://sell.kestrelmarket.io"


def sd_nav(pending: int) -> list[str]:
    return [
        "banner ''",
        "\t[3] link 'Kestrel Market · Seller Hub'",
        "\tStaticText 'Shop: Loomhouse Textiles'",
        "\t[6] button 'Help'", "\t[7] button 'Account: Ines Duarte'",
        "navigation ''",
        "\t[10] link 'Overview'",
        f"\t[11] link 'Orders ({pending} to ship)'",
        "\t[12] link 'Listings'", "\t[13] link 'Messages'", "\t[14] link 'Payouts'", "\t[15] link 'Analytics'", "\t[16] link 'Settings'",
    ]


ORDERS = [
    ("KM-40931", "Jun 3, 9:12 AM", "Hana Sato", "Handwoven linen table runner, natural × 1", "$48.00", "Awaiting shipment"),
    ("KM-40932", "Jun 3, 9:40 AM", "Oliver Brandt", "Waffle-weave cotton bath towel set × 2", "$92.00", "Awaiting shipment"),
    ("KM-40928", "Jun 3, 7:55 AM", "Maya Lindqvist", "Indigo shibori napkins (set of 4) × 1", "$36.00", "Awaiting shipment"),
    ("KM-40925", "Jun 2, 10:31 PM", "Rafael Costa", "Wool throw blanket, charcoal × 1", "$138.00", "Awaiting shipment"),
    ("KM-40921", "Jun 2, 6:04 PM", "Chloe Martin", "Linen tea towels (pair), sage × 3", "$66.00", "Awaiting shipment"),
    ("KM-40917", "Jun 2, 2:47 PM", "Dev Patel", "Handwoven linen table runner, rust × 1", "$48.00", "Awaiting shipment"),
    ("KM-40915", "Jun 2, 11:20 AM", "Sofia Romano", "Cotton market tote, striped × 2", "$44.00", "Awaiting shipment"),
]


def traj_seller_dashboard(rs: RowSet, tid: str) -> None:
    orders = [list(o) for o in ORDERS]

    def pending() -> int:
        return sum(1 for o in orders if o[5] == "Awaiting shipment")

    def overview(rng: str, sales: str, n: int, visitors: str, conv: str, refreshed: str, top: list[str]) -> str:
        return axtree("Overview · Seller Hub", sd_nav(pending()) + [
            "main ''",
            "\theading 'Overview'",
            f"\t[30] combobox 'Date range' value='{rng}'",
            f"\tStaticText 'Updated {refreshed}'",
            "\tgroup 'Sales'", f"\t\tStaticText '{sales}'",
            "\tgroup 'Orders'", f"\t\tStaticText '{n}'",
            "\tgroup 'Visitors'", f"\t\tStaticText '{visitors}'",
            "\tgroup 'Conversion rate'", f"\t\tStaticText '{conv}'",
            "\tgroup 'Orders to ship'", f"\t\tStaticText '{pending()}'",
            "\tregion 'Top listings'",
        ] + [f"\t\tStaticText '{t}'" for t in top] + [
            "\t[60] link 'View analytics'",
        ], f"{SD}/overview")

    def order_list(selected: set[str], msg: str = "") -> str:
        lines = sd_nav(pending()) + ["main ''", "\theading 'Orders'"]
        if msg:
            lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
        lines += [
            "\t[40] tab 'To ship', selected=True", "\t[41] tab 'Shipped', selected=False", "\t[42] tab 'All', selected=False",
            f"\tStaticText '{len(selected)} selected'" if selected else "\tStaticText 'Select orders to buy labels in bulk'",
            "\t[44] button 'Buy shipping labels'" + ("" if selected else ", disabled=True"),
            "\ttable ''",
            "\t\trow 'Order Placed Buyer Items Total Status'",
        ]
        for i, o in enumerate(x for x in orders if x[5] == "Awaiting shipment"):
            lines += [f"\t\trow '{o[0]}'", f"\t\t\t[{100 + i}] checkbox 'Select {o[0]}', checked={'true' if o[0] in selected else 'false'}"] + \
                [f"\t\t\tgridcell '{c}'" for c in o]
        return axtree("Orders · Seller Hub", lines, f"{SD}/orders?tab=to_ship")

    t1 = overview("Today", "$286.00", 5, "43 (12 right now)", "11.6%", "1 minute ago",
                  ["Handwoven linen table runner — 2 sold", "Waffle-weave cotton bath towel set — 2 sold", "Indigo shibori napkins — 1 sold"])
    t2 = order_list(set())
    t3 = order_list({"KM-40931"})
    t4 = order_list({"KM-40931", "KM-40932"})
    orders[0][5] = "Label purchased"
    orders[1][5] = "Label purchased"
    t5 = order_list(set(), "2 labels purchased (USPS Ground Advantage, $14.60 total). Tracking: 9400 1118 9922 3417 0562 81, 9400 1118 9922 3417 0563 97.")
    orders.insert(0, ["KM-40936", "Jun 3, 11:02 AM", "Lucía Fernández", "Wool throw blanket, charcoal × 1", "$138.00", "Awaiting shipment"])
    t6 = overview("Today", "$424.00", 6, "51 (9 right now)", "11.8%", "just now",
                  ["Handwoven linen table runner — 2 sold", "Waffle-weave cotton bath towel set — 2 sold", "Wool throw blanket — 1 sold"])
    t7 = overview("Last 7 days", "$2,914.50", 47, "1,268", "3.7%", "just now",
                  ["Handwoven linen table runner — 14 sold", "Linen tea towels (pair) — 11 sold", "Cotton market tote — 9 sold"])
    payouts = axtree("Payouts · Seller Hub", sd_nav(pending()) + [
        "main ''",
        "\theading 'Payouts'",
        "\tStaticText 'Available balance: $1,873.22'",
        "\tStaticText 'Pending (released after delivery): $610.00'",
        "\tStaticText 'Next payout: Fri, Jun 7 to bank account ••••4417'",
        "\t[70] combobox 'Display currency' value='USD ($)'",
        "\ttable ''",
        "\t\trow 'Date Type Amount Status'",
        "\t\trow 'May 31 Payout −$2,140.65 Paid'",
        "\t\trow 'May 24 Payout −$1,988.10 Paid'",
        "\t\trow 'May 17 Payout −$2,306.42 Paid'",
        "\t\trow 'Jun 3 Shipping labels (2) −$14.60 Settled'",
    ], f"{SD}/payouts")
    payouts_eur = payouts.replace("value='USD ($)'", "value='EUR (€)'").replace(
        "'Available balance: $1,873.22'", "'Available balance: €1,724.30 (≈ $1,873.22, rate 0.9205)'").replace(
        "'Pending (released after delivery): $610.00'", "'Pending (released after delivery): €561.50'").replace(
        "−$2,140.65", "−€1,970.47").replace("−$1,988.10", "−€1,830.05").replace("−$2,306.42", "−€2,123.06").replace("−$14.60", "−€13.44").replace("\n\t\ttable ''\n", "\n\t\tStaticText 'Amounts converted at today’s rate; payouts are sent in USD.'\n\t\ttable ''\n")
    turns: Turns = [
        (f"goto('{SD}/overview')", t1),
        ("click('11')", t2),
        ("check('100')", t3),
        ("check('101')", t4),
        ("click('44')", t5),
        ("click('10')", t6),
        ("select_option('30', 'Last 7 days')", t7),
        ("click('14')", payouts),
        ("select_option('70', 'EUR (€)')", payouts_eur),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Kestrel Market Seller Hub for the shop Loomhouse Textiles (Ines Duarte). Task: buy shipping labels for this morning's first two orders, then look at today's and this week's numbers and the payout balance in euros.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- forum (Postmill): comment and reply in a thread (bad)
PM = "http://forum.local:9999"


def pm_top() -> list[str]:
    return [
        "[12] link 'Home'", "[13] link 'Forums'", "[14] link 'Wiki'",
        "[16] searchbox 'Search query'",
        "[18] link 'Notifications (0)'", "[19] link 'Submit'", "[20] button 'MarvelsGrantMan136'",
    ]


def traj_forum_reply(rs: RowSet, tid: str) -> None:
    subs = [
        ("What are you reading this week? (May 13 edition)", "AutoModerator", "Mon, May 13, 2024 06:00", 87, 41),
        ("Finished 'The Dispossessed' and I can't stop thinking about Anarres", "saltmarsh_reader", "Mon, May 13, 2024 08:47", 212, 58),
        ("Translations of 'The Master and Margarita' compared (Glenny vs Pevear/Volokhonsky vs Burgin/O'Connor)", "mkv_1967", "Sun, May 12, 2024 21:15", 145, 73),
        ("Is anyone else burned out on 600-page fantasy doorstoppers?", "fernhollow", "Sun, May 12, 2024 14:02", 96, 120),
        ("Library sale haul: 14 books for $9", "quietcartographer", "Sun, May 12, 2024 10:39", 301, 34),
    ]
    listing = axtree("/f/books", pm_top() + [
        "main ''",
        "\theading '/f/books'",
        "\t[30] link 'Hot'", "\t[31] link 'New'", "\t[32] link 'Top'",
    ] + [x for i, (t, u, d, s, c) in enumerate(subs) for x in (
        "\tarticle ''",
        f"\t\t[{40 + 4 * i}] link '{t}'",
        f"\t\tStaticText 'Submitted by {u} '", f"\t\ttime '{d}'",
        f"\t\t[{41 + 4 * i}] link '{c} comments'",
        f"\t\tStaticText '{s}'",
    )] + ["complementary ''", "\theading 'books'", "\tStaticText '18,402 subscribers'", "\t[90] button 'Unsubscribe'"], f"{PM}/f/books")

    comments = [
        ("quietcartographer", "Mon, May 13, 2024 06:14", 24, "Halfway through 'Piranesi'. The house is such a strange and calm setting, I read it slowly on purpose."),
        ("owlfeather", "Mon, May 13, 2024 06:40", 17, "Rereading 'Station Eleven' because the show made me miss the book."),
        ("tbr_tower", "Mon, May 13, 2024 07:22", 31, "Started 'The Covenant of Water'. 700 pages, wish me luck. The prose is gorgeous so far."),
        ("mkv_1967", "Mon, May 13, 2024 09:05", 12, "Bulgakov again, see my translation thread. Burgin/O'Connor for the win."),
        ("fernhollow", "Mon, May 13, 2024 10:51", 9, "'Tomorrow, and Tomorrow, and Tomorrow'. Not a gamer but it still gets me."),
    ]
    mine = ("MarvelsGrantMan136", "Mon, May 13, 2024 11:47", 1,
            "Just finished 'Klara and the Sun'. Quietly devastating. Next up is 'Demon Copperhead'.")
    reply_text = "@tbr_tower the middle third of Covenant drags a little but the ending pays it all off, keep going!"

    def thread(cs, box: str = "", reply_box: str | None = None, count: int = 41, reply: tuple | None = None, msg: str = "") -> str:
        lines = pm_top() + [
            "main ''",
            f"\theading '{subs[0][0]}'",
            "\tStaticText 'Submitted by AutoModerator '", "\ttime 'Mon, May 13, 2024 06:00'", "\tStaticText ' in '", "\t[101] link '/f/books'",
            "\tparagraph 'Tell us what you are reading, what you finished and what is next. Spoilers in >!spoiler tags!<.'",
            f"\theading '{count} comments'",
        ]
        if msg:
            lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
        lines += [f"\t[110] textbox 'Comment' value='{box}'" if box else "\t[110] textbox 'Comment'", "\t[111] button 'Post'"]
        for i, (u, d, s, body) in enumerate(cs):
            lines += ["\tarticle ''", f"\t\t[{120 + 5 * i}] link '{u}'", f"\t\ttime '{d}'", f"\t\tStaticText '{s} point{'s' if s != 1 else ''}'", f"\t\tparagraph '{body}'",
                      f"\t\t[{121 + 5 * i}] link 'Reply'", f"\t\t[{122 + 5 * i}] link 'Permalink'"]
            if u == "tbr_tower" and reply_box is not None:
                lines += [f"\t\t[160] textbox 'Reply to tbr_tower' value='{reply_box}'" if reply_box else "\t\t[160] textbox 'Reply to tbr_tower'", "\t\t[161] button 'Post'"]
            if u == "tbr_tower" and reply is not None:
                ru, rd, rs_, rb = reply
                lines += ["\t\tarticle ''", f"\t\t\t[165] link '{ru}'", f"\t\t\ttime '{rd}'", f"\t\t\tStaticText '{rs_} point'", f"\t\t\tparagraph '{rb}'",
                          "\t\t\t[166] link 'Reply'", "\t\t\t[167] link 'Permalink'"]
        return axtree(f"{subs[0][0]} : books", lines, f"{PM}/f/books/148213/what-are-you-reading-this-week-may-13-edition")

    my_reply_bad = ("MarvelsGrantMan136", "Mon, May 13, 2024 11:31", 1, reply_text)
    my_reply = ("MarvelsGrantMan136", "Mon, May 13, 2024 11:50", 1, reply_text)
    profile = axtree("MarvelsGrantMan136", pm_top() + [
        "main ''",
        "\theading 'MarvelsGrantMan136'",
        "\tStaticText 'Registered Feb 2, 2022 · 1,318 comment points · 202 submission points'",
        "\t[201] link 'Overview'", "\t[202] link 'Submissions'", "\t[203] link 'Comments'",
        "\tarticle ''",
        f"\t\tStaticText 'Reply to tbr_tower in {subs[0][0]}'", f"\t\ttime '{my_reply[1]}'", f"\t\tparagraph '{reply_text}'",
        "\tarticle ''",
        f"\t\tStaticText 'Comment in {subs[0][0]}'", f"\t\ttime '{mine[1]}'", f"\t\tparagraph '{mine[3]}'",
        "\tarticle ''",
        "\t\tStaticText \"Comment in Library sale haul: 14 books for $9\"", "\t\ttime 'Sun, May 12, 2024 12:03'",
        "\t\tparagraph 'That Folio Society Dune alone is worth the trip.'",
        "\tarticle ''",
        "\t\tStaticText 'Submission: Anyone tried the new Penguin Clothbound Austen set?'", "\t\ttime 'Thu, May 9, 2024 19:26'",
    ], f"{PM}/user/MarvelsGrantMan136")
    turns: Turns = [
        (f"goto('{PM}/f/books')", listing),
        ("click('40')", thread(comments)),
        (f"fill('110', \"{mine[3]}\")", thread(comments, box=mine[3])),
        ("click('111')", thread(comments + [mine], count=42, msg="Your comment was posted.")),
        ("click('131')", thread(comments + [mine], count=42, reply_box="")),
        (f"fill('160', '{reply_text}')", thread(comments + [mine], count=42, reply_box=reply_text)),
        ("click('161')", thread(comments + [mine], count=43, reply=my_reply_bad, msg="Your reply was posted.")),
        ("click('20')", profile),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Postmill forum, logged in as MarvelsGrantMan136. Task: answer this week's 'What are you reading' thread in /f/books with what you just finished, then encourage tbr_tower to keep going with The Covenant of Water.",
           bad=True, turn=7, kind="reply posted after the user's own 11:47 comment is stamped 11:31")


# ---------------------------------------------------------------- Magento admin: product price/qty edit, disable another (bad)
MA = "http://shop.local:7780/admin"


def ma_menu() -> list[str]:
    return [
        "navigation ''",
        "\t[70] link 'Magento Admin Panel'",
        "\t[72] link '\\ue604 DASHBOARD'", "\t[75] link '\\ue60b SALES'", "\t[78] link '\\ue608 CATALOG'",
        "\t[81] link '\\ue603 CUSTOMERS'", "\t[84] link '\\ue609 MARKETING'", "\t[87] link '\\ue602 CONTENT'",
        "\t[90] link '\\ue60a REPORTS'", "\t[93] link '\\ue60d STORES'", "\t[96] link '\\ue610 SYSTEM'",
        "[110] link '\\ue600 admin'", "[112] link '\\ue607 System Messages: 1'",
    ]


def traj_magento_product(rs: RowSet, tid: str) -> None:
    mats = [
        [1042, "Sprite Yoga Mat", "Simple Product", "24-WG088", 21.00, 100, "Catalog, Search", "Enabled"],
        [1043, "Sprite Foam Yoga Brick", "Simple Product", "24-WG084", 5.00, 100, "Catalog, Search", "Enabled"],
        [1044, "Sprite Foam Roller", "Simple Product", "24-WG088-R", 19.00, 100, "Catalog, Search", "Enabled"],
        [1051, "Zen Yoga Mat Strap", "Simple Product", "24-WG090", 12.00, 64, "Catalog, Search", "Enabled"],
        [1056, "Harmony Cork Yoga Mat", "Simple Product", "24-WG095", 58.00, 22, "Catalog, Search", "Enabled"],
    ]
    ropes = [
        [1061, "Zing Jump Rope", "Simple Product", "24-UG04", 12.00, 100, "Catalog, Search", "Enabled"],
        [1062, "Zing Speed Rope Pro", "Simple Product", "24-UG04-P", 24.00, 37, "Catalog, Search", "Enabled"],
    ]

    def grid(rows, kw: str, msg: str = "", price_override: dict[int, float] | None = None) -> str:
        po = price_override or {}
        lines = ma_menu() + ["main ''", "\theading 'Products'"]
        if msg:
            lines += [f"\tStaticText '{msg}'"]
        lines += [
            "\t[120] button 'Add Product'",
            f"\t[130] textbox 'Search by keyword' value='{kw}'", "\t[131] button 'Search'",
            "\t[133] button 'Filters'", "\t[134] button 'Default View'", "\t[135] button 'Columns'", "\t[136] button 'Export'",
            f"\tStaticText 'Active filters: Keyword: {kw}'", "\t[138] button 'Clear all'",
            f"\tStaticText '{len(rows)} records found'",
            "\t[140] combobox '' value='20'", "\tStaticText 'per page'", "\t[142] spinbutton '' value='1'", "\tStaticText 'of 1'",
            "\ttable ''",
            "\t\trow 'ID Thumbnail Name Type Attribute Set SKU Price Quantity Salable Quantity Visibility Status Websites Action'",
        ]
        for r in rows:
            pid, name, typ, sku, price, qty, vis, st = r
            price = po.get(pid, price)
            lines += [f"\t\trow '{pid}'", f"\t\t\tgridcell '{pid}'", "\t\t\tgridcell ''", f"\t\t\tgridcell '{name}'", f"\t\t\tgridcell '{typ}'",
                      "\t\t\tgridcell 'Gear'", f"\t\t\tgridcell '{sku}'", f"\t\t\tgridcell '{money(price)}'", f"\t\t\tgridcell '{qty:.4f}'",
                      f"\t\t\tgridcell 'Default Stock: {qty if st == 'Enabled' else qty}'", f"\t\t\tgridcell '{vis}'", f"\t\t\tgridcell '{st}'",
                      "\t\t\tgridcell 'Main Website'", f"\t\t\t[{pid * 10}] link 'Edit'"]
        return axtree("Products / Inventory / Catalog / Magento Admin", lines, f"{MA}/catalog/product/")

    def form(r, price: str, qty: str, status: str, msg: str = "") -> str:
        pid, name, _, sku = r[0], r[1], r[2], r[3]
        lines = ma_menu() + ["main ''", f"\theading '{name}'"]
        if msg:
            lines += [f"\tStaticText '{msg}'"]
        lines += [
            "\t[200] button '\\ue626 Back'", "\t[201] button 'Add Attribute'", "\t[202] button 'Customer View'",
            "\t[203] button 'Save'", "\t[204] button 'Save & Duplicate'",
            f"\t[210] switch 'Enable Product' checked={'true' if status == 'Enabled' else 'false'}",
            "\t[212] combobox 'Attribute Set' value='Gear'",
            f"\t[214] textbox 'Product Name' value='{name}'",
            f"\t[216] textbox 'SKU' value='{sku}'",
            f"\t[218] textbox 'Price' value='{price}'",
            "\t[219] combobox 'Tax Class' value='Taxable Goods'",
            f"\t[221] textbox 'Quantity' value='{qty}'",
            "\t[222] link 'Advanced Inventory'",
            "\t[224] combobox 'Stock Status' value='In Stock'",
            "\t[226] combobox 'Weight' value='This item has weight'", "\t[227] textbox 'Weight' value='3'",
            "\t[229] combobox 'Categories' value='Fitness Equipment, Yoga'",
            "\t[231] combobox 'Visibility' value='Catalog, Search'",
            "\t[233] checkbox 'Set Product as New From', checked=false",
            "\t[235] combobox 'Country of Manufacture' value=''",
            "\t[240] button 'Content'", "\t[241] button 'Configurations'", "\t[242] button 'Product Reviews'",
            "\t[243] button 'Images And Videos'", "\t[244] button 'Search Engine Optimization'", "\t[245] button 'Related Products, Up-Sells, and Cross-Sells'",
        ]
        return axtree(f"{name} / Products / Inventory / Catalog / Magento Admin", lines, f"{MA}/catalog/product/edit/id/{pid}/")

    sprite = mats[0]
    t1 = grid(mats, "yoga mat")
    t2 = form(sprite, "21.00", "100", "Enabled")
    t3 = form(sprite, "24.50", "100", "Enabled")
    t4 = form(sprite, "24.50", "85", "Enabled")
    sprite[4], sprite[5] = 24.50, 85
    t5 = form(sprite, "24.50", "85", "Enabled", "You saved the product.")
    t6 = grid(mats, "yoga mat", price_override={1042: 21.00})
    t7 = grid(ropes, "jump rope")
    zing = ropes[0]
    t8 = form(zing, "12.00", "100", "Enabled")
    t9 = form(zing, "12.00", "100", "Disabled")
    zing[7] = "Disabled"
    t10 = form(zing, "12.00", "100", "Disabled", "You saved the product.")
    t12 = grid(ropes, "jump rope")
    turns: Turns = [
        (f"goto('{MA}/catalog/product/')", t1),
        ("click('10420')", t2),
        ("fill('218', '24.50')", t3),
        ("fill('221', '85')", t4),
        ("click('203')", t5),
        ("click('200')", t6),
        (f"goto('{MA}/catalog/product/?search=jump%20rope')", t7),
        ("click('10610')", t8),
        ("click('210')", t9),
        ("click('203')", t10),
        ("click('200')", t12),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Magento admin (admin user), Catalog > Products grid filtered by the keyword 'yoga mat'. Task: raise the Sprite Yoga Mat price to $24.50 and set its quantity to 85, then disable the Zing Jump Rope.",
           bad=True, turn=6, kind="product grid shows the old price right after the save that changed it, while the quantity saved in the same edit is current")


# ---------------------------------------------------------------- MediaWiki (internal): watch, edit, history, someone else's fix (clean)
MW = "https://handbook.fieldnotes.coop"


def mw_frame(title: str, tab: str, watched: bool, notices: int) -> list[str]:
    return [
        "[4] link 'Jump to navigation'", "[5] link 'Jump to search'",
        "[8] link 'Fieldnotes Handbook'",
        "[10] searchbox 'Search Fieldnotes Handbook'",
        f"[12] link 'Notifications ({notices})'" if notices else "[12] link 'Notifications'",
        "[13] link 'Samir Haddad'", "[14] link 'Talk'", "[15] link 'Preferences'", "[16] link 'Watchlist'", "[17] link 'Contributions'", "[18] link 'Log out'",
        "navigation 'Navigation'", "\t[21] link 'Main page'", "\t[22] link 'Recent changes'", "\t[23] link 'Random page'",
        "navigation 'Namespaces'", f"\t[30] link '{title}', selected={'True' if tab == 'read' else 'False'}", "\t[31] link 'Discussion'",
        "navigation 'Views'",
        f"\t[33] link 'Read', selected={'True' if tab == 'read' else 'False'}",
        f"\t[34] link 'Edit source', selected={'True' if tab == 'edit' else 'False'}",
        f"\t[35] link 'View history', selected={'True' if tab == 'history' else 'False'}",
        f"\t[36] link '{'Unwatch' if watched else 'Watch'}'",
    ]


MW_BASE = ["== Before day one ==",
           "* Send signed contract and tax form to [[People ops]]",
           "* Pick a laptop (MacBook Air 13\" or ThinkPad T14) in the equipment form",
           "== Week one ==",
           "* Get a YubiKey from Joaquín and enroll it in Okta",
           "* Join #general, #field-ops and #random on Mattermost",
           "* Shadow one field visit with your buddy",
           "* Read the [[Data handling policy]] and sign the acknowledgement"]


def traj_mediawiki_onboarding(rs: RowSet, tid: str) -> None:
    title = "Onboarding checklist"
    url = f"{MW}/wiki/Onboarding_checklist"
    mine = "* Set up the shared 1Password vault (Fieldnotes-Team) adn store your Okta recovery codes there"
    fixed = "* Set up the shared 1Password vault (Fieldnotes-Team) and store your Okta recovery codes there"

    def render(src: list[str]) -> list[str]:
        out = []
        for ln in src:
            if ln.startswith("=="):
                out.append(f"\theading '{ln.strip('= ')}'")
            else:
                out.append(f"\tListItem '{ln[2:].replace('[[', '').replace(']]', '')}'")
        return out

    def read(src, stamp: str, watched: bool, notices: int, msg: str = "") -> str:
        lines = mw_frame(title, "read", watched, notices) + ["main ''", f"\theading '{title}'"]
        if msg:
            lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
        lines += ["\tStaticText 'From Fieldnotes Handbook'"] + render(src) + [
            "\t[90] link 'Categories: People ops'",
            f"\tStaticText 'This page was last edited on {stamp}.'",
        ]
        return axtree(f"{title} - Fieldnotes Handbook", lines, url)

    def history(revs, watched: bool, notices: int) -> str:
        lines = mw_frame(title, "history", watched, notices) + ["main ''", f"\theading '{title}: Revision history'",
                                                               "\t[60] button 'Compare selected revisions'", "\tlist ''"]
        lines += [f"\t\tListItem '{r}'" for r in revs]
        return axtree(f"{title}: Revision history - Fieldnotes Handbook", lines, f"{MW}/index.php?title=Onboarding_checklist&action=history")

    src1 = MW_BASE
    src2 = MW_BASE[:6] + [mine] + MW_BASE[6:]
    src3 = MW_BASE[:6] + [fixed] + MW_BASE[6:]
    revs1 = ["(cur | prev) 09:14, 3 May 2024 Lotte Brandt talk contribs 373 bytes +37 (laptop options updated)",
             "(cur | prev) 16:52, 18 April 2024 Joaquín Ibarra talk contribs 336 bytes +61 (YubiKey step)",
             "(cur | prev) 11:03, 2 February 2024 Lotte Brandt talk contribs 275 bytes +275 (Created page)"]
    revs2 = ["(cur | prev) 11:02, 6 May 2024 Samir Haddad talk contribs 468 bytes +95 (1Password vault step)"] + revs1
    revs3 = ["(cur | prev) 11:06, 6 May 2024 Lotte Brandt talk contribs 468 bytes 0 (typo: adn → and)"] + revs2
    edit_lines = mw_frame(title, "edit", True, 0) + [
        "main ''", f"\theading 'Editing {title}'",
        "\t[70] textbox 'Wikitext source' value='{src}'",
        "\t[72] textbox 'Summary:'{summary}",
        "\t[74] checkbox 'This is a minor edit', checked=false",
        "\t[75] checkbox 'Watch this page', checked=true",
        "\t[77] button 'Save changes'", "\t[78] button 'Show preview'", "\t[79] button 'Show changes'", "\t[80] link 'Cancel'",
    ]

    def edit(src, summary: str) -> str:
        text = "\n".join(edit_lines).replace("{src}", "\\n".join(src)).replace("{summary}", f" value='{summary}'" if summary else "")
        return axtree(f"Editing {title} - Fieldnotes Handbook", text.split("\n"), f"{MW}/index.php?title=Onboarding_checklist&action=edit")

    watchlist = axtree("Watchlist - Fieldnotes Handbook", mw_frame("Special page", "read", True, 0)[:15] + [
        "main ''", "\theading 'Watchlist'",
        "\tStaticText 'Below are the last 7 days of changes to the 12 pages on your watchlist.'",
        "\t[100] link 'Mark all pages as visited'",
        "\theading '6 May 2024'",
        "\tListItem '(diff | hist) . . Onboarding checklist; 11:02 . . (+95) . . Samir Haddad (talk | contribs) (1Password vault step)'",
        "\t\t[110] link 'Onboarding checklist'",
        "\tListItem '(diff | hist) . . Expense policy; 10:47 . . (+212) . . Lotte Brandt (talk | contribs) (per diem for field days)'",
        "\theading '3 May 2024'",
        "\tListItem '(diff | hist) . . Onboarding checklist; 09:14 . . (+37) . . Lotte Brandt (talk | contribs) (laptop options updated)'",
        "\tListItem '(diff | hist) . . Field visit safety; 15:20 . . (−8) . . Joaquín Ibarra (talk | contribs)'",
    ], f"{MW}/wiki/Special:Watchlist")
    turns: Turns = [
        (f"goto('{url}')", read(src1, "3 May 2024, at 09:14", False, 0)),
        ("click('36')", read(src1, "3 May 2024, at 09:14", True, 0, "\"Onboarding checklist\" and its discussion page have been added to your watchlist.")),
        ("click('35')", history(revs1, True, 0)),
        ("click('34')", edit(src1, "")),
        ("fill('70', '" + "\\n".join(src2) + "')", edit(src2, "")),
        ("fill('72', '1Password vault step')", edit(src2, "1Password vault step")),
        ("click('77')", read(src2, "6 May 2024, at 11:02", True, 0, "Your edit was saved.")),
        ("click('16')", watchlist),
        ("click('110')", read(src3, "6 May 2024, at 11:06", True, 1)),
        ("click('35')", history(revs3, True, 1)),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Fieldnotes Handbook (MediaWiki), logged in as Samir Haddad. Task: watch the 'Onboarding checklist' page and add a week-one step about the shared 1Password vault, then check the page history.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- shop: order history, reorder at today's prices (clean)
def traj_shop_orders(rs: RowSet, tid: str) -> None:
    statuses = ["Complete", "Complete", "Complete", "Canceled", "Complete", "Complete", "Closed", "Complete"]
    orders = []
    day = date(2023, 11, 20)
    for k in range(37):
        total = round(18.5 + ((k * 37) % 23) * 9.73 + (k % 5) * 1.11, 2)
        st = "Pending" if k == 0 else statuses[k % len(statuses)]
        orders.append([f"{194 - k:09d}", f"{day.month}/{day.day}/{day.year}", total, st])
        day -= timedelta(days=5 + (k * 7) % 9)
    target = "000000170"
    idx = next(i for i, o in enumerate(orders) if o[0] == target)
    orders[idx][2] = 158.93
    orders[idx][3] = "Complete"

    def history(first: int, per: int, page: int, cart: int) -> str:
        rows = orders[first - 1:first - 1 + per]
        lines = shop_top(cart) + [
            "navigation ''", "\t[1300] link 'My Account'", "\t[1301] link 'My Orders'", "\t[1302] link 'My Downloadable Products'",
            "\t[1303] link 'My Wish List'", "\t[1304] link 'Address Book'", "\t[1305] link 'Account Information'", "\t[1306] link 'My Product Reviews'",
            "heading 'My Orders'",
            "table 'Orders'",
            "\trow 'Order # Date Order Total Status Action'",
        ]
        for i, (n, d, t, st) in enumerate(rows):
            lines += [f"\trow '{n}'", f"\t\tgridcell '{n}'", f"\t\tgridcell '{d}'", f"\t\tgridcell '{money(t)}'", f"\t\tgridcell '{st}'",
                      f"\t\t[{1320 + 2 * i}] link 'View Order'", f"\t\t[{1321 + 2 * i}] link 'Reorder'"]
        last = min(first + per - 1, len(orders))
        lines += [f"StaticText 'Items {first} to {last} of {len(orders)} total'", "StaticText 'Page'"]
        pages = (len(orders) + per - 1) // per
        lines += [f"[{1400 + p}] link 'Page {p}'" if p != page else f"StaticText 'You're currently reading page {p}'" for p in range(1, pages + 1)]
        if page < pages:
            lines.append("[1420] link '\\ue608 Page Next'")
        lines += ["StaticText 'Show'", f"[1425] combobox 'Show' hasPopup: menu, expanded: False value='{per}'", "StaticText 'per page'"]
        return axtree("My Orders", lines, f"{SHOP}/sales/order/history/" + (f"?limit={per}&p={page}" if per != 10 or page != 1 else ""))

    jbl = "JBL Flip 5 Waterproof Portable Bluetooth Speaker, Blue"
    anker = "Anker PowerCore 10000 Portable Charger, Ultra-Compact 10000mAh Power Bank"

    m, d, y = orders[idx][1].split("/")
    odt = date(int(y), int(m), int(d))
    odate = f"{odt:%B} {odt.day}, {odt.year}"

    def order_page(cart: int, printing: bool = False) -> str:
        lines = ([] if printing else shop_top(cart)) + [
            f"heading 'Order # {target}'",
            "StaticText 'Complete'",
            f"StaticText 'Order Date: {odate}'",
        ]
        if not printing:
            lines += ["[1501] link 'Reorder'", "[1502] link 'Print Order'"]
        lines += [
            "[1504] tab 'Items Ordered', selected=True", "[1505] tab 'Invoices', selected=False", "[1506] tab 'Order Shipments', selected=False",
            "table 'Items Ordered'",
            "\trow 'Product Name SKU Price Qty Subtotal'",
            f"\trow '{jbl}'", "\t\tgridcell 'B07QK2SPP7'", "\t\tgridcell '$99.95'", "\t\tgridcell 'Ordered: 1 Shipped: 1'", "\t\tgridcell '$99.95'",
            f"\trow '{anker}'", "\t\tgridcell 'B019GJLER8'", "\t\tgridcell '$21.99'", "\t\tgridcell 'Ordered: 2 Shipped: 2'", "\t\tgridcell '$43.98'",
            "\trow 'Subtotal $143.93'", "\trow 'Shipping & Handling $15.00'", "\trow 'Grand Total $158.93'",
            "heading 'Order Information'",
            "StaticText 'Shipping Address: Emma Lopez, 101 S San Mateo Dr, San Mateo, California, 94010, United States'",
            "StaticText 'Shipping Method: Flat Rate - Fixed'",
            "StaticText 'Payment Method: Check / Money order'",
        ]
        if printing:
            lines.insert(0, "StaticText 'One Stop Market'")
            lines.append("[1530] button 'Print'")
        return axtree(f"Order # {target}", lines, f"{SHOP}/sales/order/{'print' if printing else 'view'}/order_id/{170 + 114}/")

    def cart(items: list[tuple[str, float, int]], msg: str) -> str:
        n = sum(q for _, _, q in items)
        sub = sum(p * q for _, p, q in items)
        lines = shop_top(n) + ([f"StaticText '{msg}'"] if msg else []) + ["heading 'Shopping Cart'", "table 'Shopping Cart Items'", "\trow 'Item Price Qty Subtotal'"]
        for i, (name, p, q) in enumerate(items):
            lines += ["\trow ''", f"\t\t[{1701 + 10 * i}] link '{name}'", f"\t\tStaticText '{money(p)}'", f"\t\t[{1704 + 10 * i}] spinbutton 'Qty' value='{q}'",
                      f"\t\tStaticText '{money(p * q)}'", f"\t\t[{1707 + 10 * i}] link 'Edit item parameters'", f"\t\t[{1708 + 10 * i}] link 'Remove item'"]
        lines += ["[1722] link 'Continue Shopping'", "[1723] button 'Update Shopping Cart'", "heading 'Summary'", "table 'Order Total'",
                  "\trow 'Subtotal'", f"\t\tStaticText '{money(sub)}'", "\trow 'Order Total'", f"\t\tStaticText '{money(sub)}'",
                  "[1740] button 'Proceed to Checkout'"]
        return axtree("Shopping Cart", lines, f"{SHOP}/checkout/cart/")

    pos = idx - 20
    turns: Turns = [
        (f"goto('{SHOP}/sales/order/history/')", history(1, 10, 1, 0)),
        ("select_option('1425', '20')", history(1, 20, 1, 0)),
        ("click('1420')", history(21, 20, 2, 0)),
        (f"click('{1320 + 2 * pos}')", order_page(0)),
        ("click('1501')", cart([(jbl, 89.95, 1), (anker, 25.99, 2)], "You added 2 products to your shopping cart.")),
        ("go_back()", order_page(3)),
        ("click('1502')", order_page(3, printing=True)),
        (f"goto('{SHOP}/checkout/cart/')", cart([(jbl, 89.95, 1), (anker, 25.99, 2)], "")),
        ("click('1718')", cart([(jbl, 89.95, 1)], "You removed the item.")),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="One Stop Market, customer Emma Lopez signed in, cart empty. Task: find order #000000170 in the order history and reorder its items, but keep only the speaker in the cart.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- osTicket staff panel: claim, reply, resolve another (bad)
OT = "https://help.brightwaterlogistics.com"


def ot_nav(open_n: int, mine: int) -> list[str]:
    return [
        "banner ''",
        "\t[3] link 'Brightwater Logistics — Support Center'",
        "\tStaticText 'Welcome, Dana.'", "\t[6] link 'Agent Panel'", "\t[7] link 'Profile'", "\t[8] link 'Log Out'",
        "navigation ''",
        "\t[11] link 'Dashboard'", "\t[12] link 'Users'", "\t[13] link 'Tasks'", "\t[14] link 'Tickets'", "\t[15] link 'Knowledgebase'",
        "navigation 'Queues'",
        f"\t[21] link 'Open ({open_n})'", f"\t[22] link 'My Tickets ({mine})'", "\t[23] link 'Closed'", "\t[24] link 'Search'",
        "\t[25] link 'New Ticket'",
    ]


OT_QUEUE = [
    ("487312", "VPN drops every 10 minutes on home Wi-Fi", "Marcus Webb", "High", "—", "05/14/24 8:52 AM"),
    ("487309", "Request: second monitor for dispatch desk 4", "Aiko Tanaka", "Normal", "Leo Park", "05/14/24 8:40 AM"),
    ("487305", "Outlook keeps asking for password", "Fatima Zahra", "Normal", "—", "05/14/24 8:17 AM"),
    ("487301", "Forklift tablet can't reach WMS after update", "Pete Kowalski", "Emergency", "Leo Park", "05/14/24 7:58 AM"),
    ("487298", "Printer on 3rd floor (HP M608) jammed, tray 2", "Grace Liu", "Low", "—", "05/14/24 7:31 AM"),
    ("487290", "New hire account: J. Alvarez (starts 05/20)", "HR Team", "Normal", "Dana Cho", "05/13/24 4:45 PM"),
    ("487284", "Shared drive S: mapped to wrong server", "Omar Haddad", "Normal", "—", "05/13/24 3:12 PM"),
    ("487277", "Badge reader at dock door 6 beeps red", "Facilities", "High", "Sam Ortiz", "05/13/24 1:06 PM"),
]


def traj_osticket(rs: RowSet, tid: str) -> None:
    q = [list(r) for r in OT_QUEUE]

    def queue(open_n: int, mine: int, rows, title: str = "Open", status_col: bool = False, msg: str = "") -> str:
        lines = ot_nav(open_n, mine) + ["main ''", f"\theading '{title}'"]
        if msg:
            lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
        lines += ["\t[30] searchbox 'Search'", "\t[31] button 'Search'", "\ttable ''",
                  "\t\trow 'Ticket Last Updated Subject From Priority " + ("Status" if status_col else "Assigned To") + "'"]
        for i, r in enumerate(rows):
            cells = [r[5], r[1], r[2], r[3], r[6] if status_col else r[4]]
            lines += [f"\t\trow '{r[0]}'", f"\t\t\t[{40 + i}] link '{r[0]}'"] + [f"\t\t\tgridcell '{c}'" for c in cells]
        total = open_n if title == "Open" else len(rows)
        lines.append(f"\tStaticText 'Page: [1]{' 2 3' if total > len(rows) else ''}  Showing 1 - {len(rows)} of {total}'")
        return axtree(f"{title} :: Brightwater Logistics — Support Center", lines, f"{OT}/scp/tickets.php" + ("?queue=my" if title == "My Tickets" else ""))

    thread_vpn = [
        "Marcus Webb posted 05/14/24 8:52 AM: Since Monday my VPN (GlobalProtect) disconnects about every 10 minutes when I work from home. Office Wi-Fi is fine. Laptop BWL-LT-0418, Windows 11. Router is a Netgear Nighthawk.",
    ]
    reply = "Hi Marcus, please update GlobalProtect to 6.2.1 from Software Center and turn off 'Smart Connect' on the Nighthawk (it switches bands). Let me know if it still drops."

    def ticket(num: str, subj: str, frm: str, status: str, prio: str, assigned: str, thread: list[str], open_n: int, mine: int,
               box: str = "", st_sel: str = "Open", msg: str = "", updated: str = "") -> str:
        lines = ot_nav(open_n, mine) + ["main ''", f"\theading 'Ticket #{num}'"]
        if msg:
            lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
        lines += [
            f"\tStaticText '{subj}'",
            "\t[101] button 'Claim'" if assigned == "—" else "\t[102] button 'Assign'",
            "\t[103] button 'Transfer'", "\t[104] button 'Print'", "\t[105] button 'More'",
            "\ttable ''",
            f"\t\trow 'Status: {status}'", f"\t\trow 'Priority: {prio}'", "\t\trow 'Department: IT Support'",
            f"\t\trow 'Assigned To: {assigned}'", "\t\trow 'SLA Plan: Default SLA (18 hrs - Active)'",
            f"\t\trow 'User: {frm}'", "\t\trow 'Source: Email'", "\t\trow 'Help Topic: General Inquiry'",
        ]
        if updated:
            lines.append(f"\t\trow 'Last Message: {updated}'")
        lines += ["\theading 'Ticket Thread'", "\tlist ''"] + [f"\t\tListItem '{t}'" for t in thread] + [
            "\t[150] tab 'Post Reply', selected=True", "\t[151] tab 'Post Internal Note', selected=False",
            f"\t[153] textbox 'Response' value='{box}'" if box else "\t[153] textbox 'Response'",
            "\t[155] checkbox 'Append signature', checked=true",
            f"\t[157] combobox 'Ticket Status' value='{st_sel}'",
            "\t[159] button 'Post Reply'", "\t[160] button 'Reset'",
        ]
        return axtree(f"Ticket #{num} :: Brightwater Logistics — Support Center", lines, f"{OT}/scp/tickets.php?id={num[-3:]}")

    vpn = ("487312", OT_QUEUE[0][1], "Marcus Webb <m.webb@brightwaterlogistics.com>")
    prn = ("487298", OT_QUEUE[4][1], "Grace Liu <g.liu@brightwaterlogistics.com>")
    t1 = queue(23, 2, q)
    t2 = ticket(*vpn, "Open", "High", "—", thread_vpn, 23, 2)
    th2 = thread_vpn + ["Ticket claimed by Dana Cho 05/14/24 9:05 AM"]
    t3 = ticket(*vpn, "Open", "High", "Dana Cho", th2, 23, 3, msg="Ticket claimed by you")
    t4 = ticket(*vpn, "Open", "High", "Dana Cho", th2, 23, 3, box=reply)
    th3 = th2 + [f"Dana Cho posted 05/14/24 9:08 AM: {reply}"]
    t5 = ticket(*vpn, "Open", "High", "Dana Cho", th3, 23, 3, msg="Reply posted successfully", updated="05/14/24 9:08 AM")
    q[0][4], q[0][5] = "Dana Cho", "05/14/24 9:08 AM"
    q.sort(key=lambda r: r[0] != "487312")
    t6 = queue(23, 3, q)
    th_p = ["Grace Liu posted 05/14/24 7:31 AM: The HP M608 by the 3rd floor kitchen shows 'Jam in tray 2' and nobody can print. Paper is not visibly stuck."]
    note = "Hi Grace, I cleared a torn sheet behind the tray 2 pickup roller and ran a test page. It prints again; closing this ticket."
    t7 = ticket(*prn, "Open", "Low", "—", th_p, 23, 3)
    t8 = ticket(*prn, "Open", "Low", "—", th_p, 23, 3, box=note)
    t9 = ticket(*prn, "Open", "Low", "—", th_p, 23, 3, box=note, st_sel="Resolved")
    t10 = ticket(*prn, "Resolved", "Low", "—", th_p + [f"Dana Cho posted 05/14/24 9:14 AM: {note}", "Dana Cho changed the status to Resolved 05/14/24 9:14 AM"],
                 22, 3, st_sel="Resolved", msg="Reply posted successfully. Ticket status set to Resolved", updated="05/14/24 9:14 AM")
    mine_rows = [
        ["487312", q[0][1], "Marcus Webb", "High", "Dana Cho", "05/14/24 9:08 AM", "Closed"],
        ["487290", OT_QUEUE[5][1], "HR Team", "Normal", "Dana Cho", "05/13/24 4:45 PM", "Open"],
        ["487266", "Laptop for warehouse supervisor (replacement)", "Nina Brooks", "Normal", "Dana Cho", "05/13/24 10:20 AM", "Open"],
    ]
    t11 = queue(22, 3, mine_rows, title="My Tickets", status_col=True)
    t12 = ticket(*vpn, "Open", "High", "Dana Cho", th3, 22, 3, updated="05/14/24 9:08 AM")
    turns: Turns = [
        (f"goto('{OT}/scp/tickets.php')", t1),
        ("click('40')", t2),
        ("click('101')", t3),
        (f"fill('153', \"{reply}\")", t4),
        ("click('159')", t5),
        ("click('21')", t6),
        ("click('44')", t7),
        ("fill('153', 'Hi Grace, I cleared a torn sheet behind the tray 2 pickup roller and ran a test page. It prints again; closing this ticket.')", t8),
        ("select_option('157', 'Resolved')", t9),
        ("click('159')", t10),
        ("click('22')", t11),
        ("click('40')", t12),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="osTicket agent panel, signed in as Dana Cho (IT Support). Task: take the VPN ticket from Marcus Webb and answer it (leave it open), then resolve Grace Liu's printer ticket.",
           bad=True, turn=11, kind="a ticket the agent answered and left Open is listed as Closed with no status change in between")


# ---------------------------------------------------------------- Roundcube settings: return receipt + signature (bad)
def traj_mail_settings(rs: RowSet, tid: str) -> None:
    def settings_frame(section: str) -> list[str]:
        return rc_frame(2) + [
            "navigation 'Settings'",
            f"\t[501] link 'Preferences', selected={'True' if section == 'prefs' else 'False'}",
            "\t[502] link 'Folders'",
            f"\t[503] link 'Identities', selected={'True' if section == 'ident' else 'False'}",
            "\t[504] link 'Responses'", "\t[505] link 'Filters'", "\t[506] link 'Vacation'", "\t[507] link 'Password'",
        ]

    sections = ["User Interface", "Mailbox View", "Displaying Messages", "Composing Messages", "Contacts", "Special Folders", "Server Settings"]

    def prefs_list(sel: str = "") -> list[str]:
        out = ["region 'Section'", "\ttable ''"]
        for i, s in enumerate(sections):
            out += [f"\t\trow '{s}'" + (", selected=True" if s == sel else ""), f"\t\t\t[{520 + i}] link '{s}'"]
        return out

    def composing(receipt: bool, spell: bool, msg: str = "") -> str:
        lines = settings_frame("prefs") + prefs_list("Composing Messages") + ["region 'Composing Messages'"]
        if msg:
            lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
        lines += [
            "\tgroup 'Main Options'",
            "\t\t[541] checkbox 'Compose in a new window', checked=false",
            "\t\t[542] combobox 'Compose HTML messages' value='never'",
            "\t\t[543] combobox 'Automatically save draft' value='every 5 minutes'",
            f"\t\t[544] checkbox 'Always request a return receipt', checked={'true' if receipt else 'false'}",
            "\t\t[545] checkbox 'Always request a delivery status notification', checked=false",
            "\t\t[546] checkbox 'Use MIME encoding for 8-bit characters', checked=true",
            "\t\t[547] checkbox 'Place replies in the folder of the message being replied to', checked=false",
            "\t\t[548] combobox 'When replying' value='start new message above the quote'",
            "\t\t[549] combobox 'Default font of HTML message' value='Verdana'",
            "\tgroup 'Signature Options'",
            "\t\t[551] combobox 'Automatically add signature' value='always'",
            "\t\t[552] checkbox 'Force standard separator in signatures', checked=true",
            "\t\t[553] checkbox 'Remove original signature from reply', checked=true",
            "\tgroup 'Spellcheck'",
            f"\t\t[556] checkbox 'Check spelling before sending a message', checked={'true' if spell else 'false'}",
            "\t\t[557] combobox 'Spell checker language' value='English (US)'",
            "\tgroup 'Attachments'",
            "\t\t[560] combobox 'Attachment names' value='Full RFC 2231 (Thunderbird)'",
            "\t\t[561] combobox 'Forward messages as' value='inline'",
            "\t[570] button 'Save'",
        ]
        return axtree("Roundcube Webmail :: Settings", lines, f"{RC}/?_task=settings&_action=preferences&_section=compose")

    t1 = axtree("Roundcube Webmail :: Settings", settings_frame("prefs") + prefs_list() + ["StaticText 'Select a section to edit.'"],
                f"{RC}/?_task=settings&_action=preferences")
    sig = "Dana Kerr | Finance Operations, Harborview Networks | +1 415 555 0172 | Mon–Thu"

    def ident(signature: str | None, msg: str = "") -> str:
        lines = settings_frame("ident") + ["region 'Identities'", "\ttable ''", "\t\trow 'Dana Kerr <dana.kerr@harborview.net>', selected=True",
                                           "\t\t\t[580] link 'Dana Kerr <dana.kerr@harborview.net>'", "[582] button 'Create'"]
        if signature is not None:
            lines += ["region 'Edit identity'"]
            if msg:
                lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
            lines += [
                "\t[590] textbox 'Display Name' value='Dana Kerr'",
                "\t[591] textbox 'Email' value='dana.kerr@harborview.net'",
                "\t[592] textbox 'Organization' value='Harborview Networks'",
                "\t[593] textbox 'Reply-To'", "\t[594] textbox 'Bcc'",
                "\t[595] checkbox 'Set default', checked=true",
                f"\t[597] textbox 'Signature' value='{signature}'" if signature else "\t[597] textbox 'Signature'",
                "\t[598] checkbox 'HTML signature', checked=false",
                "\t[599] button 'Save'", "\t[600] button 'Delete'",
            ]
        else:
            lines.append("StaticText 'Select an identity to edit.'")
        return axtree("Roundcube Webmail :: Settings", lines, f"{RC}/?_task=settings&_action=identities")

    compose = axtree("Roundcube Webmail :: Compose", rc_frame(2) + [
        "heading 'Compose'",
        "[301] combobox 'From' value='Dana Kerr <dana.kerr@harborview.net>'",
        "[303] textbox 'To'", "[305] link 'Add Cc'", "[306] link 'Add Bcc'",
        "[308] textbox 'Subject'",
        "[310] combobox 'Editor type' value='Plain text'",
        f"[312] textbox 'Message body' value='\\n\\n-- \\n{sig}'",
        "[315] button 'Attach a file'",
        "[316] checkbox 'Return receipt', checked=true",
        "[317] checkbox 'Delivery status notification', checked=false",
        "[318] combobox 'Priority' value='Normal'",
        "[319] button 'Spell'",
        "[320] button 'Send'", "[321] button 'Save'", "[322] button 'Cancel'",
    ], f"{RC}/?_task=mail&_action=compose&_id=20931877066422a7f1")
    turns: Turns = [
        (f"goto('{RC}/?_task=settings')", t1),
        ("click('523')", composing(False, True)),
        ("check('544')", composing(True, True)),
        ("click('570')", composing(True, True, "Successfully saved.")),
        ("click('503')", ident(None)),
        ("click('580')", ident("")),
        (f"fill('597', '{sig}')", ident(sig)),
        ("click('599')", ident(sig, "Successfully saved.")),
        ("click('501')", t1),
        ("click('523')", composing(True, False)),
        ("click('24')", compose),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Roundcube webmail for dana.kerr@harborview.net, 2 unread in the Inbox. Task: make every new message request a return receipt and add a plain-text signature to the default identity, then open a new message to check both.",
           bad=True, turn=10, kind="spell-check-before-sending checkbox is unchecked although it was checked and never touched")


# ---------------------------------------------------------------- linkding bookmarks: add a bookmark, browse by tag (bad)
LD = "https://links.pinecrest.home"

LD_MARKS = [
    ("Litestream - Streaming SQLite replication", "https://litestream.io/", "Continuously stream SQLite changes to S3-compatible storage.", ["sqlite", "backup", "databases"], "3 days ago"),
    ("Use The Index, Luke", "https://use-the-index-luke.com/", "A guide to database performance for developers.", ["databases", "sql", "performance"], "1 week ago"),
    ("The Grug Brained Developer", "https://grugbrain.dev/", "", ["essays", "programming"], "2 weeks ago"),
    ("Caddy 2 reverse_proxy directive", "https://caddyserver.com/docs/caddyfile/directives/reverse_proxy", "", ["caddy", "homelab"], "2 weeks ago"),
    ("Postgres: Don't Do This", "https://wiki.postgresql.org/wiki/Don%27t_Do_This", "Common mistakes with PostgreSQL.", ["databases", "postgres"], "3 weeks ago"),
    ("Tailscale ACL examples", "https://tailscale.com/kb/1192/acl-samples", "", ["homelab", "networking"], "1 month ago"),
    ("Sourdough hydration calculator", "https://www.theperfectloaf.com/baking-calculator/", "", ["baking"], "1 month ago"),
    ("Jepsen analyses", "https://jepsen.io/analyses", "Distributed systems safety research.", ["databases", "distributed"], "2 months ago"),
]


def traj_linkding(rs: RowSet, tid: str) -> None:
    marks = list(LD_MARKS)

    def page(rows, query: str = "", archived: bool = False, msg: str = "") -> str:
        tags = sorted({t for r in rows for t in r[3]})
        lines = [
            "banner ''", "\t[3] link 'linkding'", "\t[5] link 'Add bookmark'", "\t[6] link 'Archived'", "\t[7] link 'Unread'",
            "\t[8] link 'Untagged'", "\t[9] link 'Settings'", "\t[10] button 'Logout'",
            "main ''",
        ]
        if msg:
            lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
        lines += [
            f"\theading '{'Archived bookmarks' if archived else 'Bookmarks'}'",
            "\t[20] searchbox 'Search for words or #tags'" + (f" value='{query}'" if query else ""), "\t[21] button 'Search'",
            "\tlist ''",
        ]
        for i, (title, url, desc, tg, when) in enumerate(rows):
            lines += ["\t\tListItem", f"\t\t\t[{30 + 6 * i}] link '{title}'", f"\t\t\tStaticText '{url}'"]
            lines += [f"\t\t\tStaticText '{desc}'"] if desc else []
            lines += ["\t\t\tStaticText '" + " ".join("#" + t for t in tg) + f" | {when}'",
                      f"\t\t\t[{31 + 6 * i}] link 'Edit'", f"\t\t\t[{32 + 6 * i}] button '{'Unarchive' if archived else 'Archive'}'",
                      f"\t\t\t[{33 + 6 * i}] button 'Remove'"]
        lines += ["complementary 'Tags'"] + [f"\t[{200 + k}] link '{t}'" for k, t in enumerate(tags)]
        return axtree("linkding", lines, f"{LD}/bookmarks" + ("/archived" if archived else "") + (f"?q={query.replace('#', '%23')}" if query else ""))

    def form(url: str, title: str, desc: str, tags: str) -> str:
        return axtree("linkding", [
            "banner ''", "\t[3] link 'linkding'", "\t[5] link 'Add bookmark'", "\t[6] link 'Archived'",
            "main ''", "\theading 'New bookmark'",
            f"\t[60] textbox 'URL' value='{url}'" if url else "\t[60] textbox 'URL'",
            f"\t[62] textbox 'Tags' value='{tags}'" if tags else "\t[62] textbox 'Tags'",
            "\tStaticText 'Enter any number of tags separated by space and without the hash (#).'",
            f"\t[64] textbox 'Title' value='{title}'" if title else "\t[64] textbox 'Title'",
            f"\t[66] textbox 'Description' value='{desc}'" if desc else "\t[66] textbox 'Description'",
            "\t[68] textbox 'Notes'",
            "\t[70] checkbox 'Mark as unread', checked=false", "\t[71] checkbox 'Share', checked=false",
            "\t[73] button 'Save'", "\t[74] link 'Nevermind'",
        ], f"{LD}/bookmarks/new")

    wal_url = "https://www.sqlite.org/wal.html"
    wal_title = "Write-Ahead Logging"
    wal_desc = "The default method by which SQLite implements atomic commit and rollback is a rollback journal."
    t2 = form("", "", "", "")
    t3 = form(wal_url, wal_title, wal_desc, "")
    t4 = form(wal_url, wal_title, wal_desc, "sqlite databases")
    new = (wal_title, wal_url, wal_desc, ["sqlite", "databases"], "just now")
    marks.insert(0, new)
    t5 = page(marks)
    sq = [m for m in marks if "sqlite" in m[3]]
    t6 = page(sq, query="#sqlite")
    t7 = axtree("linkding", [
        "banner ''", "\t[3] link 'linkding'", "\t[5] link 'Add bookmark'", "\t[6] link 'Archived'",
        "main ''", "\theading 'Edit bookmark'",
        f"\t[60] textbox 'URL' value='{wal_url}'",
        "\t[62] textbox 'Tags' value='sqlite databases'",
        f"\t[64] textbox 'Title' value='{wal_title}'",
        f"\t[66] textbox 'Description' value='{wal_desc}'",
        "\t[68] textbox 'Notes'",
        "\t[70] checkbox 'Mark as unread', checked=false", "\t[71] checkbox 'Share', checked=false",
        "\tStaticText 'Added: May 15, 2024, 9:41 p.m.'",
        "\t[73] button 'Save'", "\t[74] link 'Nevermind'",
    ], f"{LD}/bookmarks/27/edit")
    t8 = page([m for m in sq if m is not new], query="#sqlite")
    db = [m for m in marks if "databases" in m[3]]
    t9 = page(db, query="#databases")
    jep = LD_MARKS[7]
    jep_bid = 32 + 6 * db.index(jep)
    marks.remove(jep)
    t10 = page([m for m in marks if "databases" in m[3]], query="#databases", msg="Bookmark archived.")
    archived_before = [("Kubernetes the hard way", "https://github.com/kelseyhightower/kubernetes-the-hard-way", "", ["homelab", "k8s"], "5 months ago")]
    t11 = page([jep] + archived_before, archived=True)
    turns: Turns = [
        (f"goto('{LD}/bookmarks')", page(LD_MARKS)),
        ("click('5')", t2),
        (f"fill('60', '{wal_url}')", t3),
        ("fill('62', 'sqlite databases')", t4),
        ("click('73')", t5),
        (f"goto('{LD}/bookmarks?q=%23sqlite')", t6),
        ("click('31')", t7),
        ("go_back()", t8),
        (f"goto('{LD}/bookmarks?q=%23databases')", t9),
        (f"click('{jep_bid}')", t10),
        ("click('6')", t11),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="linkding bookmark manager (user pinecrest). Task: bookmark the SQLite WAL documentation with the tags sqlite and databases, review the #databases bookmarks and archive the Jepsen one.",
           bad=True, turn=8, kind="bookmark saved a few steps earlier (and just shown in the same #sqlite results) is missing from them while the older match still shows")


# ---------------------------------------------------------------- clinic portal: prescription refill request (bad)
LS = "https://myhealth.lakeshorefm.com"


def ls_nav(unread: int) -> list[str]:
    return [
        "banner ''", "\t[2] link 'Lakeshore Family Medicine · MyHealth'", "\tStaticText 'Patient: Owen Gallagher · DOB 03/14/1968'",
        "\t[5] button 'Switch patient'", "\t[6] link 'Sign out'",
        "navigation ''",
        "\t[10] link 'Home'", f"\t[11] link 'Messages{f' ({unread})' if unread else ''}'", "\t[12] link 'Medications'",
        "\t[13] link 'Refill requests'", "\t[14] link 'Test results'", "\t[15] link 'Visits'", "\t[16] link 'Billing'",
    ]


def traj_clinic_refill(rs: RowSet, tid: str) -> None:
    meds = [
        ["Lisinopril 10 mg tablet", "Take 1 tablet by mouth once daily", "Rx #4419072", "Refills left: 2", "Last filled 04/18/2024 · 30 tablets", "Dr. Helen Okafor"],
        ["Atorvastatin 20 mg tablet", "Take 1 tablet by mouth at bedtime", "Rx #4419518", "Refills left: 0 (renewal needed)", "Last filled 04/02/2024 · 90 tablets", "Dr. Helen Okafor"],
        ["Metformin ER 500 mg tablet", "Take 2 tablets by mouth with evening meal", "Rx #4420233", "Refills left: 5", "Last filled 05/01/2024 · 60 tablets", "Dr. Helen Okafor"],
    ]
    cvs = "CVS Pharmacy #08831 · 1200 N Lake Shore Dr, Evanston, IL"
    wag = "Walgreens #11247 · 635 Chicago Ave, Evanston, IL"

    def med_page(checked: set[int], status: dict[int, str], unread: int) -> str:
        lines = ls_nav(unread) + ["main ''", "\theading 'Medications'", f"\tStaticText 'Preferred pharmacy: {wag if status else cvs}'", "\tlist ''"]
        for i, m in enumerate(meds):
            lines += ["\t\tListItem", f"\t\t\t[{40 + 3 * i}] checkbox 'Select {m[0]}', checked={'true' if i in checked else 'false'}"] + \
                [f"\t\t\tStaticText '{x}'" for x in m[:5]] + [f"\t\t\tStaticText 'Prescribed by {m[5]}'"]
            if i in status:
                lines.append(f"\t\t\tStaticText '{status[i]}'")
        lines += ["\t[60] button 'Request refill'" + ("" if checked else ", disabled=True"), "\t[61] button 'Request renewal'"]
        return axtree("Medications · MyHealth", lines, f"{LS}/medications")

    def req_form(pharm: str) -> str:
        return axtree("Request a refill · MyHealth", ls_nav(1) + [
            "main ''", "\theading 'Request a refill'",
            "\tStaticText 'Lisinopril 10 mg tablet · Rx #4419072 · Refills left: 2'",
            f"\t[70] combobox 'Pharmacy' value='{pharm}'",
            "\t\t[71] option 'CVS Pharmacy #08831 · 1200 N Lake Shore Dr, Evanston, IL'",
            "\t\t[72] option 'Walgreens #11247 · 635 Chicago Ave, Evanston, IL'",
            "\t\t[73] option 'Mail order (Express Scripts)'",
            "\t[75] checkbox 'Make this my preferred pharmacy', checked=true",
            "\t[77] textbox 'Comments for the care team (optional)'",
            "\tStaticText 'Refill requests are usually processed within 2 business days.'",
            "\t[79] button 'Submit request'", "\t[80] link 'Cancel'",
        ], f"{LS}/medications/refill?rx=4419072")

    msgs = axtree("Messages · MyHealth", ls_nav(1) + [
        "main ''", "\theading 'Inbox'", "\t[90] button 'New message'",
        "\ttable ''", "\t\trow 'From Subject Received'",
        "\t\trow 'Lakeshore Family Medicine Lab results available 05/15/2024', unread",
        "\t\t\t[91] link 'Lab results available'",
        "\t\trow 'Dr. Helen Okafor Re: dizziness when standing up 05/03/2024'",
        "\t\t\t[92] link 'Re: dizziness when standing up'",
        "\t\trow 'Lakeshore Family Medicine Your visit summary (04/29/2024) 04/30/2024'",
        "\t\t\t[93] link 'Your visit summary (04/29/2024)'",
    ], f"{LS}/messages")
    msg_open = axtree("Lab results available · MyHealth", ls_nav(0) + [
        "main ''", "\theading 'Lab results available'",
        "\tStaticText 'From: Lakeshore Family Medicine · 05/15/2024 7:02 AM'",
        "\tparagraph 'Dear Owen, new results from your lab visit on 05/13/2024 are available under Test results. Dr. Okafor has reviewed them and will comment if any follow-up is needed.'",
        "\t[95] link 'View test results'", "\t[96] button 'Reply'", "\t[97] link 'Back to inbox'",
    ], f"{LS}/messages/88213")
    labs = axtree("Test results · MyHealth", ls_nav(0) + [
        "main ''", "\theading 'Lipid panel and basic metabolic panel — collected 05/13/2024'",
        "\ttable ''", "\t\trow 'Test Result Reference range Flag'",
        "\t\trow 'Total cholesterol 212 mg/dL <200 mg/dL High'",
        "\t\trow 'LDL cholesterol (calc) 131 mg/dL <100 mg/dL High'",
        "\t\trow 'HDL cholesterol 48 mg/dL >40 mg/dL'",
        "\t\trow 'Triglycerides 166 mg/dL <150 mg/dL High'",
        "\t\trow 'Glucose, fasting 118 mg/dL 70-99 mg/dL High'",
        "\t\trow 'Potassium 4.6 mmol/L 3.5-5.1 mmol/L'",
        "\t\trow 'Creatinine 0.98 mg/dL 0.74-1.35 mg/dL'",
        "\t\trow 'eGFR 86 mL/min/1.73m² >59'",
        "\tStaticText 'Provider comment: Reviewed by Dr. Helen Okafor on 05/15/2024. LDL still above goal on atorvastatin 20 mg; we will discuss the dose at your next visit.'",
    ], f"{LS}/results/55120")
    history = axtree("Refill requests · MyHealth", ls_nav(0) + [
        "main ''", "\theading 'Refill requests'",
        "\ttable ''", "\t\trow 'Request Medication Pharmacy Submitted Status'",
        "\t\trow 'RR-22017 Lisinopril 10 mg tablet Walgreens #11247 05/15/2024 8:14 AM Submitted — awaiting review'",
        "\t\t\t[110] link 'RR-22017'",
        "\t\trow 'RR-21440 Metformin ER 500 mg tablet CVS Pharmacy #08831 04/29/2024 6:51 PM Completed — sent to pharmacy 04/30/2024'",
        "\t\t\t[111] link 'RR-21440'",
        "\t\trow 'RR-20896 Lisinopril 10 mg tablet CVS Pharmacy #08831 04/16/2024 9:37 PM Completed — sent to pharmacy 04/17/2024'",
        "\t\t\t[112] link 'RR-20896'",
    ], f"{LS}/refills")
    detail = axtree("Refill request RR-22017 · MyHealth", ls_nav(0) + [
        "main ''", "\theading 'Refill request RR-22017'",
        "\tStaticText 'Status: Submitted — awaiting review by Dr. Helen Okafor'",
        "\ttable ''",
        "\t\trow 'Medication Lisinopril 10 mg tablet'",
        "\t\trow 'Prescription Rx #4419027'",
        "\t\trow 'Sig Take 1 tablet by mouth once daily'",
        "\t\trow 'Quantity 30 tablets'",
        "\t\trow 'Refills left 2'",
        f"\t\trow 'Pharmacy {wag}'",
        "\t\trow 'Submitted 05/15/2024 8:14 AM by Owen Gallagher (patient portal)'",
        "\t[120] button 'Cancel request'", "\t[121] link 'Back to refill requests'",
    ], f"{LS}/refills/RR-22017")
    home = axtree("Home · MyHealth", ls_nav(1) + [
        "main ''", "\theading 'Good morning, Owen'",
        "\tregion 'Alerts'", "\t\tStaticText 'You have 1 unread message.'",
        "\t\tStaticText 'Atorvastatin 20 mg: no refills left. Request a renewal from your provider.'",
        "\tregion 'Next visit'", "\t\tStaticText 'Tue, Jun 11, 2024 · 9:00 AM · Dr. Helen Okafor · Follow-up (blood pressure, lipids)'",
        "\t[30] link 'Request a refill'", "\t[31] link 'Message your care team'",
    ], f"{LS}/home")
    done = axtree("Refill requested · MyHealth", ls_nav(1) + [
        "main ''", "\talert ''", "\t\tStaticText 'Refill request submitted. Request ID RR-22017.'",
        "\tStaticText 'Lisinopril 10 mg tablet (Rx #4419072) → Walgreens #11247 · 635 Chicago Ave, Evanston, IL'",
        "\tStaticText 'Walgreens is now your preferred pharmacy.'",
        "\t[100] link 'View refill requests'", "\t[101] link 'Back to medications'",
    ], f"{LS}/medications/refill/done?id=RR-22017")
    turns: Turns = [
        (f"goto('{LS}/home')", home),
        ("click('12')", med_page(set(), {}, 1)),
        ("check('40')", med_page({0}, {}, 1)),
        ("click('60')", req_form(cvs)),
        (f"select_option('70', '{wag}')", req_form(wag)),
        ("click('79')", done),
        ("click('11')", msgs),
        ("click('91')", msg_open),
        ("click('95')", labs),
        ("click('12')", med_page(set(), {0: "Refill requested 05/15/2024 (RR-22017)"}, 0)),
        ("click('13')", history),
        ("click('110')", detail),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Lakeshore Family Medicine MyHealth portal, patient Owen Gallagher. Task: request a lisinopril refill at the Walgreens on Chicago Ave (make it the preferred pharmacy), read the new lab message, then check the refill request details.",
           bad=True, turn=12, kind="prescription number of the lisinopril shown on the refill request has two digits swapped versus the medication list and confirmation")


# ---------------------------------------------------------------- forum (Postmill): subscribe, vote, sort, open thread (clean)
def traj_forum_votes(rs: RowSet, tid: str) -> None:
    posts = {
        "a": ["Framework announces a 16-inch laptop with a swappable GPU module", "hwtinkerer", "4 hours ago", 57, 88],
        "b": ["Ask /f/technology: what's your backup setup for family photos?", "quietcartographer", "6 hours ago", 41, 132],
        "c": ["The EU's USB-C mandate is now in force: what actually changes", "lexmachina", "9 hours ago", 203, 64],
        "d": ["I replaced my smart home hub with Home Assistant on a Pi 5, AMA", "otter_on_call", "11 hours ago", 88, 97],
        "e": ["Why are e-ink monitors still so expensive?", "fernhollow", "1 day ago", 35, 51],
        "f": ["Lenovo ThinkPad X13 Gen 5 teardown shows soldered SSD", "saltmarsh_reader", "1 minute ago", 1, 0],
    }
    vote = {"a": None}

    def listing(order: list[str], sort: str, subs: str, subscribed: bool, scores: dict[str, int], url: str) -> str:
        lines = pm_top() + ["main ''", "\theading '/f/technology'"] + [
            f"\t[{30 + i}] link '{s}'" + (", selected=True" if s == sort else "") for i, s in enumerate(["Hot", "New", "Top", "Controversial"])]
        for k in order:
            t, u, when, _, com = posts[k]
            i = "abcdef".index(k)
            up = "\t\t[{}] button 'Upvote'{}".format(60 + 3 * i, ", pressed=true" if vote.get(k) == "up" else "")
            lines += ["\tarticle ''", f"\t\t[{61 + 3 * i}] link '{t}'", f"\t\tStaticText 'Submitted by {u} {when}'",
                      f"\t\t[{62 + 3 * i}] link '{com} comments'", up, f"\t\tStaticText '{scores[k]}'", "\t\tbutton 'Downvote'"]
        lines += ["complementary ''", "\theading 'technology'", "\tStaticText 'News and discussion about gadgets, software and the tech industry.'",
                  f"\tStaticText '{subs} subscribers'", "\t[90] button 'Unsubscribe'" if subscribed else "\t[90] button 'Subscribe'",
                  "\tStaticText 'Moderators: lexmachina, hwtinkerer'"]
        return axtree("/f/technology", lines, url)

    sc = {k: v[3] for k, v in posts.items()}
    hot = ["a", "b", "c", "d", "e"]
    t1 = listing(hot, "Hot", "1,204", False, sc, f"{PM}/f/technology")
    t2 = listing(hot, "Hot", "1,205", True, sc, f"{PM}/f/technology")
    vote["a"] = "up"
    sc["a"] = 58
    t3 = listing(hot, "Hot", "1,205", True, sc, f"{PM}/f/technology")
    sc.update({"a": 61, "b": 43, "c": 204})
    t4 = listing(["f", "a", "b", "c", "d", "e"], "New", "1,206", True, sc, f"{PM}/f/technology/new")
    thread = axtree(f"{posts['a'][0]} : technology", pm_top() + [
        "main ''", f"\theading '{posts['a'][0]}'",
        "\tStaticText 'Submitted by hwtinkerer 4 hours ago in /f/technology'",
        "\t[100] link 'frame.work/blog/introducing-the-framework-laptop-16'",
        "\t[101] button 'Upvote', pressed=true", "\tStaticText '61'", "\t[102] button 'Downvote'",
        "\theading '89 comments'",
        "\t[110] textbox 'Comment'", "\t[111] button 'Post'",
        "\tarticle ''", "\t\t[120] link 'otter_on_call'", "\t\tStaticText '3 hours ago · 42 points'",
        "\t\tparagraph 'The expansion bay is the interesting part. If they keep the interface stable, a 3-year-old chassis could take a new GPU.'",
        "\tarticle ''", "\t\t[125] link 'lexmachina'", "\t\tStaticText '3 hours ago · 19 points'",
        "\t\tparagraph 'Price for the GPU module alone is $400. Not cheap, but cheaper than a new laptop.'",
        "\tarticle ''", "\t\t[130] link 'pixel_pusher'", "\t\tStaticText 'just now · 1 point'",
        "\t\tparagraph 'Anyone know if the bay takes third-party modules yet?'",
    ], f"{PM}/f/technology/150871/framework-announces-a-16-inch-laptop")
    thread_unvoted = thread.replace("[101] button 'Upvote', pressed=true", "[101] button 'Upvote'").replace("StaticText '61'", "StaticText '60'")
    vote["a"] = None
    sc["a"] = 60
    posts["a"][4] = 89
    t7 = listing(["f", "a", "b", "c", "d", "e"], "New", "1,206", True, sc, f"{PM}/f/technology/new")
    subs_page = axtree("Your subscriptions", pm_top() + [
        "main ''", "\theading 'Subscriptions'", "\tlist ''",
        "\t\tListItem", "\t\t\t[150] link 'books'", "\t\t\tStaticText '18,402 subscribers'",
        "\t\tListItem", "\t\t\t[151] link 'DIY'", "\t\t\tStaticText '7,930 subscribers'",
        "\t\tListItem", "\t\t\t[152] link 'pittsburgh'", "\t\t\tStaticText '2,115 subscribers'",
        "\t\tListItem", "\t\t\t[153] link 'technology'", "\t\t\tStaticText '1,206 subscribers'",
    ], f"{PM}/subscriptions")
    turns: Turns = [
        (f"goto('{PM}/f/technology')", t1),
        ("click('90')", t2),
        ("click('60')", t3),
        ("click('31')", t4),
        ("click('61')", thread),
        ("click('101')", thread_unvoted),
        ("go_back()", t7),
        (f"goto('{PM}/subscriptions')", subs_page),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Postmill forum, logged in as MarvelsGrantMan136, not yet subscribed to /f/technology. Task: subscribe to /f/technology, upvote the Framework laptop post, look at the newest posts and its comments (take the vote back after reading), then check your subscriptions.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- Magento admin: orders grid filter/sort/page, invoice (clean)
def ma_date(dt: datetime) -> str:
    hour = dt.hour % 12 or 12
    return f"{dt:%b} {dt.day}, {dt.year} {hour}:{dt.minute:02d}:{dt.second:02d} {'AM' if dt.hour < 12 else 'PM'}"


def traj_magento_orders(rs: RowSet, tid: str) -> None:
    names = ["Sarah Miller", "Grace Nguyen", "Alex Martin", "Jason Miller", "Lily Potter", "Adam Garcia", "Katie Wong", "Olivia Jackson",
             "Daniel Jackson", "Ava Brown", "Samantha Jones", "Matt Baker", "John Lee", "Jennifer White", "Bob Jones", "Julia Williams", "Ryan Tanaka"]
    pend = []
    when = datetime(2023, 5, 22, 13, 13, 14)
    for k in range(34):
        total = round(31.4 + ((k * 53) % 29) * 7.35 + (k % 3) * 0.5, 2)
        pend.append([f"{312 - 2 * k:09d}", ma_date(when), names[k % len(names)], total, "Pending"])
        when -= timedelta(hours=9, minutes=(k * 37) % 60)
    target = next(p for p in pend if p[0] == "000000298")
    target[3] = 75.43

    def grid(rows, found: str, page: int, pages: int, filt: str, sort: str, msg: str = "", panel: str | None = None) -> str:
        lines = ma_menu() + ["main ''", "\theading 'Orders'"]
        if msg:
            lines += [f"\tStaticText '{msg}'"]
        lines += [
            "\t[120] button 'Create New Order'",
            "\t[130] textbox 'Search by keyword'", "\t[131] button 'Search'",
            "\t[133] button 'Filters'", "\t[134] button 'Default View'", "\t[135] button 'Columns'", "\t[136] button 'Export'",
        ]
        if panel is not None:
            lines += ["\tregion 'Filters'", "\t\t[160] textbox 'Purchase Date from'", "\t\t[161] textbox 'Purchase Date to'",
                      "\t\t[162] textbox 'Grand Total (Base) from'", "\t\t[163] textbox 'Grand Total (Base) to'",
                      "\t\t[164] textbox 'Bill-to Name'", "\t\t[165] combobox 'Purchase Point' value='All Store Views'",
                      f"\t\t[166] combobox 'Status' value='{panel}'", "\t\t[169] button 'Cancel'", "\t\t[170] button 'Apply Filters'"]
        if filt:
            lines += [f"\tStaticText 'Active filters: {filt}'", "\t[138] button 'Clear all'"]
        lines += [
            f"\tStaticText '{found} records found'",
            "\t[140] combobox '' value='20'", "\tStaticText 'per page'",
            "\t[141] button 'Previous Page'" + (", disabled=True" if page == 1 else ""),
            f"\t[142] spinbutton '' value='{page}'", f"\tStaticText 'of {pages}'",
            "\t[143] button 'Next Page'" + (", disabled=True" if page == pages else ""),
            "\ttable ''",
            "\t\trow ''",
            "\t\t\tcolumnheader 'ID'", "\t\t\tcolumnheader 'Purchase Point'",
            "\t\t\t[151] columnheader 'Purchase Date'" + (", sort=descending" if sort == "date" else ""),
            "\t\t\tcolumnheader 'Bill-to Name'", "\t\t\tcolumnheader 'Ship-to Name'", "\t\t\tcolumnheader 'Grand Total (Base)'",
            "\t\t\t[155] columnheader 'Grand Total (Purchased)'" + (", sort=descending" if sort == "total" else ""),
            "\t\t\tcolumnheader 'Status'", "\t\t\tcolumnheader 'Action'",
        ]
        for i, (n, d, who, tot, st) in enumerate(rows):
            lines += [f"\t\trow '{n}'", f"\t\t\tgridcell '{n}'", "\t\t\tgridcell 'Main Website Main Website Store Default Store View'",
                      f"\t\t\tgridcell '{d}'", f"\t\t\tgridcell '{who}'", f"\t\t\tgridcell '{who}'", f"\t\t\tgridcell '{money(tot)}'",
                      f"\t\t\tgridcell '{money(tot)}'", f"\t\t\tgridcell '{st}'", f"\t\t\t[{300 + i}] link 'View'"]
        return axtree("Orders / Operations / Sales / Magento Admin", lines, f"{MA}/sales/order/")

    latest = [
        ["000000314", "May 22, 2023 4:51:09 PM", "Emma Lopez", 84.47, "Processing"],
        ["000000313", "May 22, 2023 2:06:44 PM", "Brian Kim", 42.10, "Complete"],
        pend[0],
        ["000000311", "May 22, 2023 11:40:02 AM", "Nora Fitz", 116.00, "Complete"],
        pend[1],
    ]
    t1 = grid(latest, "1,287", 1, 65, "", "date")
    t2 = grid(latest, "1,287", 1, 65, "", "date", panel="")
    t3 = grid(latest, "1,287", 1, 65, "", "date", panel="Pending")
    t4 = grid(pend[:20], "34", 1, 2, "Status: Pending", "date")
    by_total = sorted(pend, key=lambda r: r[3], reverse=True)
    t5 = grid(by_total[:20], "34", 1, 2, "Status: Pending", "total")
    t6 = grid(by_total[20:], "34", 2, 2, "Status: Pending", "total")
    ti = by_total[20:].index(target)

    def view(status: str, invoiced: bool, msg: str = "") -> str:
        lines = ma_menu() + ["main ''", "\theading '# 000000298'"]
        if msg:
            lines += [f"\tStaticText '{msg}'"]
        lines += ["\t[400] button '\\ue626 Back'", "\t[401] button 'Cancel'", "\t[402] button 'Send Email'", "\t[403] button 'Hold'"]
        if not invoiced:
            lines += ["\t[404] button 'Invoice'"]
        inv1 = " Invoiced 1" if invoiced else ""
        lines += ["\t[405] button 'Ship'", "\t[406] button 'Reorder'", "\t[407] button 'Edit'",
                  "\ttablist ''", "\t\t[410] tab 'Information', selected=True", "\t\t[411] tab 'Invoices', selected=False",
                  "\t\t[412] tab 'Credit Memos', selected=False", "\t\t[413] tab 'Shipments', selected=False", "\t\t[414] tab 'Comments History', selected=False",
                  "\theading 'Order & Account Information'",
                  f"\tStaticText 'Order Date {target[1]}'",
                  f"\tStaticText 'Order Status {status}'",
                  "\tStaticText 'Purchased From Main Website / Main Website Store / Default Store View'",
                  f"\tStaticText 'Customer Name {target[2]}'",
                  "\tStaticText 'Customer Group General'",
                  "\theading 'Items Ordered'",
                  "\ttable ''",
                  "\t\trow 'Product Item Status Original Price Price Qty Subtotal Tax Amount Discount Amount Row Total'",
                  "\t\trow 'Cronus Yoga Pant SKU: MP12-32-Blue'",
                  f"\t\trow 'Ordered 1{inv1} $48.00 $48.00 $48.00 $0.43 $0.00 $48.43'",
                  "\t\trow 'Sprite Yoga Strap 8 foot SKU: 24-WG086'",
                  f"\t\trow 'Ordered 1{inv1} $17.00 $17.00 $17.00 $0.00 $0.00 $17.00'",
                  "\theading 'Order Totals'",
                  "\tStaticText 'Subtotal $65.00'", "\tStaticText 'Shipping & Handling $10.00'", "\tStaticText 'Tax $0.43'",
                  "\tStaticText 'Grand Total $75.43'",
                  f"\tStaticText 'Total Paid {'$75.43' if invoiced else '$0.00'}'",
                  f"\tStaticText 'Total Due {'$0.00' if invoiced else '$75.43'}'"]
        return axtree("# 000000298 / Orders / Operations / Sales / Magento Admin", lines, f"{MA}/sales/order/view/order_id/298/")

    inv_form = axtree("New Invoice / Invoices / Operations / Sales / Magento Admin", ma_menu() + [
        "main ''", "\theading 'New Invoice'",
        "\tStaticText 'Order # 000000298 (The order confirmation email was sent)'",
        "\tStaticText 'Order Status Pending'",
        "\theading 'Items to Invoice'",
        "\ttable ''",
        "\t\trow 'Cronus Yoga Pant $48.00 Qty 1 Qty to Invoice 1 $48.43'",
        "\t\trow 'Sprite Yoga Strap 8 foot $17.00 Qty 1 Qty to Invoice 1 $17.00'",
        "\t[450] combobox 'Amount' value='Capture Offline'",
        "\t[452] textbox 'Invoice Comments'",
        "\tStaticText 'Subtotal $65.00 · Shipping $10.00 · Tax $0.43'",
        "\tStaticText 'Grand Total $75.43'",
        "\t[455] checkbox 'Email Copy of Invoice', checked=false",
        "\t[457] button 'Submit Invoice'",
    ], f"{MA}/sales/order_invoice/new/order_id/298/")
    pend2 = [r for r in pend if r[0] != "000000298"]
    t10 = grid(sorted(pend2, key=lambda r: r[3], reverse=True)[:20], "33", 1, 2, "Status: Pending", "total")
    latest2 = [["000000315", "May 22, 2023 5:03:37 PM", "Priya Natarajan", 63.90, "Pending"]] + latest[:4]
    t11 = grid(latest2, "1,288", 1, 65, "", "date")
    turns: Turns = [
        (f"goto('{MA}/sales/order/')", t1),
        ("click('133')", t2),
        ("select_option('166', 'Pending')", t3),
        ("click('170')", t4),
        ("click('155')", t5),
        ("click('143')", t6),
        (f"click('{300 + ti}')", view("Pending", False)),
        ("click('404')", inv_form),
        ("click('457')", view("Processing", True, "The invoice has been created.")),
        ("click('400')", t10),
        ("click('138')", t11),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Magento admin, Sales > Orders grid. Task: filter to pending orders, sort them by grand total, find order 000000298 and invoice it offline, then clear the filter.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- Zammad: reply, pending reminder, merge (clean)
ZM = "https://support.quillandpress.com"


def zm_nav(counts: dict[str, int]) -> list[str]:
    return [
        "navigation ''",
        "\t[3] link 'Dashboard'", "\t[4] link 'Overviews'", "\t[5] link 'Customer'", "\t[6] link 'Knowledge Base'",
        "\t[8] button 'New ticket'", "\t[9] searchbox 'Search...'", "\t[10] button 'Avatar Wren Calloway'",
        "navigation 'Overviews'",
    ] + [f"\t[{20 + i}] link '{k} {v}'" for i, (k, v) in enumerate(counts.items())]


def traj_zammad(rs: RowSet, tid: str) -> None:
    counts = {"My Assigned Tickets": 7, "Unassigned & Open Tickets": 4, "My Pending Reached Tickets": 0, "Open Tickets": 19,
              "Escalated Tickets": 1}
    rows = [
        ["31044", "Order #QP-88127 arrived with two damaged notebooks", "Imani Okoro", "open", "2 normal", "in 1 h 12 min", "today 9:14"],
        ["31051", "Wrong paper weight on custom letterpress invitations", "Theo Brandt", "open", "3 high", "in 41 min", "today 8:47"],
        ["31052", "Re: Wrong paper weight on custom letterpress invitations", "Theo Brandt", "new", "2 normal", "in 2 h 55 min", "today 10:02"],
        ["31038", "Can I change the engraving text after ordering?", "Lucía Ramos", "open", "2 normal", "in 3 h 20 min", "yesterday 16:40"],
        ["31029", "Invoice needed with VAT ID for order QP-87790", "Karl Svensson", "open", "1 low", "in 5 h 02 min", "yesterday 11:05"],
        ["31017", "Fountain pen ink leaked in transit", "Hana Sato", "open", "2 normal", "in 6 h 44 min", "2 days ago"],
        ["31006", "Wholesale price list request", "Stationery Co-op", "open", "1 low", "in 7 h 15 min", "3 days ago"],
    ]

    def overview(rs_, cnt, minus: int, msg: str = "") -> str:
        lines = zm_nav(cnt) + ["main ''", "\theading 'My Assigned Tickets'"]
        if msg:
            lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
        lines += ["\ttable ''", "\t\trow 'Title Number Customer State Priority Escalation Created at'"]
        for i, r in enumerate(rs_):
            esc = r[5]
            if minus and esc.startswith("in "):
                esc = shift(esc, minus)
            lines += [f"\t\trow '{r[1]}'", f"\t\t\t[{100 + i}] link '{r[1]}'", f"\t\t\tgridcell '#{r[0]}'", f"\t\t\tgridcell '{r[2]}'",
                      f"\t\t\tgridcell '{r[3]}'", f"\t\t\tgridcell '{r[4]}'", f"\t\t\tgridcell '{esc}'", f"\t\t\tgridcell '{r[6]}'"]
        return axtree("My Assigned Tickets - Quill & Press Support", lines, f"{ZM}/#ticket/view/my_assigned")

    def shift(esc: str, minus: int) -> str:
        parts = esc.replace("in ", "").split()
        mins = 0
        for j in range(0, len(parts), 2):
            mins += int(parts[j]) * (60 if parts[j + 1] == "h" else 1)
        mins -= minus
        h, m = divmod(mins, 60)
        return f"in {h} h {m:02d} min" if h else f"in {m} min"

    reply = "Hi Imani, I'm sorry about the damaged notebooks. Replacements for both (A5 dot grid, forest green) ship today; no need to return the damaged ones. Tracking follows by email."

    def ticket(num: str, state: str, esc: str, articles: list[str], box: str, cnt, pending_till: str = "", msg: str = "", owner: str = "Wren Calloway") -> str:
        r = next(x for x in rows if x[0] == num)
        lines = zm_nav(cnt) + ["main ''", f"\theading '{r[1]}'", f"\tStaticText '#{num} · created {r[6]}'"]
        if msg:
            lines += ["\tstatus ''", f"\t\tStaticText '{msg}'"]
        lines += [f"\tStaticText 'Escalation: {esc}'" if esc else "\tStaticText 'Escalation: —'", "\tlist 'Articles'"]
        lines += [f"\t\tListItem '{a}'" for a in articles]
        lines += [
            f"\t[200] textbox 'Reply' value='{box}'" if box else "\t[200] textbox 'Reply'",
            "\t[202] button 'reply'", "\t[203] button 'internal note'",
            "\tcomplementary 'Ticket'",
            "\t\t[210] combobox 'Group' value='Customer Care'",
            f"\t\t[211] combobox 'Owner' value='{owner}'",
            f"\t\t[212] combobox 'State' value='{state}'",
        ]
        if state == "pending reminder":
            lines.append(f"\t\t[213] textbox 'Pending till' value='{pending_till}'")
        lines += [f"\t\t[214] combobox 'Priority' value='{r[4]}'", "\t\t[215] textbox 'Tags' value='shipping-damage'" if num == "31044" else "\t\t[215] textbox 'Tags'",
                  f"\t\tStaticText 'Customer: {r[2]}'",
                  "\t[220] button 'Update'", "\t[221] button 'Merge'"]
        return axtree(f"{r[1]} - Quill & Press Support", lines, f"{ZM}/#ticket/zoom/{num}")

    a1 = ["Imani Okoro · today 9:14 · email: Two of the four notebooks in order QP-88127 have crushed corners and torn covers. Photos attached (2). Can you replace them?"]
    t1 = overview(rows, counts, 0)
    t2 = ticket("31044", "open", "first response in 1 h 10 min", a1, "", counts)
    t3 = ticket("31044", "open", "first response in 1 h 08 min", a1, reply, counts)
    t4 = ticket("31044", "pending reminder", "first response in 1 h 07 min", a1, reply, counts, pending_till="05/17/2024 09:00")
    a2 = a1 + [f"Wren Calloway · today 10:21 · email: {reply}"]
    rows[0][3] = "pending reminder"
    rows[0][5] = "—"
    counts2 = dict(counts, **{"Open Tickets": 18})
    t5 = ticket("31044", "pending reminder", "", a2, "", counts2, pending_till="05/17/2024 09:00", msg="Ticket #31044 updated")
    rows2 = rows
    t6 = overview(rows2, counts2, 9)
    a3 = ["Theo Brandt · today 8:47 · email: The invitations for order QP-88005 were printed on 250 gsm instead of the 600 gsm cotton I ordered. The wedding is on June 8.",
          "Wren Calloway · today 9:02 · internal note: Print shop confirms stock mix-up, reprint slot Thursday."]
    t7 = ticket("31051", "open", "update in 31 min", a3, "", counts2)
    merge_dlg = t7 + "\n\tdialog 'Merge', modal\n\t\tStaticText 'Merge this ticket (#31051) with…'\n\t\t[300] textbox 'Ticket number' value='31052'\n\t\t" \
        "StaticText 'Re: Wrong paper weight on custom letterpress invitations · Theo Brandt · new'\n\t\t[302] button 'Submit'"
    next(r for r in rows2 if r[0] == "31052")[3] = "merged"
    counts3 = dict(counts2, **{"My Assigned Tickets": 6, "Open Tickets": 17})
    a4 = ["Theo Brandt · today 10:02 · email: Sorry, forgot to add: we need 120 instead of 100 pieces for the reprint.",
          "System · today 10:27 · merged ticket #31052 into this ticket"]
    t9 = ticket("31051", "open", "update in 28 min", a3 + a4, "", counts3, msg="Ticket #31052 merged into #31051")
    rows3 = [r for r in rows2 if r[3] != "merged"]
    t10 = overview(rows3, counts3, 15)
    turns: Turns = [
        (f"goto('{ZM}/#ticket/view/my_assigned')", t1),
        ("click('100')", t2),
        (f"fill('200', \"{reply}\")", t3),
        ("select_option('212', 'pending reminder')", t4),
        ("click('220')", t5),
        ("click('20')", t6),
        ("click('101')", t7),
        ("click('221')", merge_dlg),
        ("click('302')", t9),
        ("click('20')", t10),
    ]
    rs.add(task="web", tid=tid, system=WEB_SYSTEM, turns=turns,
           state="Zammad agent UI of Quill & Press (stationery shop), agent Wren Calloway. Task: answer Imani Okoro's damaged-notebooks ticket and set it to pending reminder until Friday 9:00, then merge Theo Brandt's follow-up ticket into his original one.",
           bad=False, kind="clean")


ORDER = [
    traj_gitlab_issue, traj_mail_delete, traj_clinic_book, traj_vendor_stock, traj_shop_cart, traj_library_search,
    traj_osm_directions, traj_wiki_runbook, traj_gitlab_mr, traj_koha_holds, traj_seller_dashboard, traj_forum_reply,
    traj_magento_product, traj_mediawiki_onboarding, traj_shop_orders, traj_osticket, traj_zammad, traj_mail_settings,
    traj_linkding, traj_forum_votes, traj_clinic_refill, traj_magento_orders,
]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ORDER, 1):
        fn(rs, f"h28-web-{i:02d}")
    rs.write()


if __name__ == "__main__":
    main()
