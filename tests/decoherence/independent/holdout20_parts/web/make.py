# ruff: noqa: E501
"""Held-out set holdout20, domain web: 22 BrowserGym trajectories written by hand.

Every observation is a page's accessibility tree (BrowserGym notation, bids in brackets). Eleven
trajectories hold exactly one observation that contradicts what an earlier observation or the starting
state established; the other eleven are clean but full of legitimate changes (the agent's own edits,
counters, relative times, re-sorted and filtered listings, live progress). Labels go to ``labels.json``.

Run: ``python -m tests.decoherence.independent.holdout20_parts.web.make``
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

TASK = "web"


def q(s: str) -> str:
    """Quote a name the way the accessibility-tree dump does."""
    return '"' + s + '"' if "'" in s else "'" + s + "'"


def tree(spec: str) -> list[str]:
    """Turn a two-space-indented outline into tab-nested tree lines."""
    out = []
    for ln in spec.strip("\n").split("\n"):
        if not ln.strip():
            continue
        n = len(ln) - len(ln.lstrip(" "))
        out.append("\t" * (n // 2) + ln.strip())
    return out


def blk(lines: list[str], depth: int) -> str:
    """Indent generated outline lines (each may hold several) by ``depth`` levels."""
    pad = "  " * depth
    return "\n".join(pad + sub for ln in lines for sub in ln.split("\n"))


def page(title: str, url: str, spec: str) -> str:
    return axtree(title, tree(spec), url)


# ---------------------------------------------------------------- 01 shopping: cart (mainstream)
def t01(rs: RowSet) -> None:
    base = "http://onestopmarket.com"

    def header(cart: int, search: str | None = None, typing: bool = False) -> str:
        cart_line = f"[271] link 'My Cart {cart} {'item' if cart == 1 else 'items'}'" if cart else "[271] link 'My Cart'"
        sv = f" value={q(search)}" if search else ""
        suggest = ("    [298] listbox ''\n      [299] option 'nespresso vertuo pods 37' selected: False\n"
                   "      [301] option 'nespresso vertuo descaler 4' selected: False\n      [302] option 'nespresso vertuo machine 11' selected: False")
        return f"""
[254] banner ''
  [257] list ''
    [259] link 'My Account'
    [261] link 'My Wish List'
    [263] link 'Sign Out'
    StaticText 'Welcome, Emma Lopez!'
  [268] link 'Skip to Content'
  [269] link 'store logo'
    [270] img 'one_stop_market_store_logo'
  {cart_line}
  [291] Section ''
    [294] combobox 'Search' autocomplete: both hasPopup: listbox required: False expanded: {typing}{sv}
    [297] button 'Search'{'' if search else ' disabled: True'}
{suggest if typing else ''}
[300] tablist '' multiselectable: False orientation: horizontal
  [303] menu '' orientation: vertical
    [305] menuitem 'Beauty & Personal Care' hasPopup: menu
    [306] menuitem 'Sports & Outdoors' hasPopup: menu
    [307] menuitem 'Clothing, Shoes & Jewelry' hasPopup: menu
    [308] menuitem 'Home & Kitchen' hasPopup: menu
    [309] menuitem 'Office Products' hasPopup: menu
    [310] menuitem 'Tools & Home Improvement' hasPopup: menu
    [311] menuitem 'Health & Household' hasPopup: menu
    [312] menuitem 'Patio, Lawn & Garden' hasPopup: menu
    [313] menuitem 'Electronics' hasPopup: menu
    [314] menuitem 'Cell Phones & Accessories' hasPopup: menu
    [315] menuitem 'Video Games' hasPopup: menu
    [316] menuitem 'Grocery & Gourmet Food' hasPopup: menu
"""

    footer = """
[3010] contentinfo ''
  [3012] textbox 'Sign Up for Our Newsletter:' required: False
  [3013] button 'Subscribe'
  [3015] link 'Privacy and Cookie Policy'
  [3016] link 'Search Terms'
  [3017] link 'Advanced Search'
  [3018] link 'Contact Us'
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
"""
    pike = "Starbucks by Nespresso, Pike Place Roast (40-count single serve capsules, compatible with Vertuo)"
    desc = "Nespresso Vertuo Descaling Kit, 2 x 100 ml Descaling Solution for Vertuo & Original Machines"
    products = [
        (pike, "$34.99", "80%", 6),
        ("Nespresso Capsules VertuoLine, Double Espresso Chiaro, Medium Roast Espresso Coffee, 30 Count", "$31.50", "93%", 12),
        (desc, "$19.95", "87%", 4),
        ("Nespresso Capsules VertuoLine, Melozio, Medium Roast Coffee, 30 Count Coffee Pods, Brews 7.77 oz", "$33.00", "95%", 21),
        ("Reusable Coffee Pods for Nespresso Vertuo, Stainless Steel Refillable Capsule with Lid (2 Pack)", "$27.89", None, 0),
        ("Nespresso Vertuo Variety Pack, Medium and Dark Roast Coffee, 30 Count", "$36.20", "85%", 9),
        ("Peet's Coffee Vertuo Pods, Big Bang Medium Roast, 40 Count", "$38.99", "75%", 3),
        ("Capsule Holder Drawer for Nespresso Vertuo Pods, 40 Capsule Capacity, Black", "$22.49", "60%", 2),
        ("Nespresso Capsules VertuoLine, Stormio, Dark Roast, 30 Count", "$33.00", "89%", 7),
        ("Descaling Solution for Nespresso, Universal Descaler 2 Uses", "$12.99", "70%", 5),
        ("Nespresso VertuoPlus Coffee and Espresso Machine by De'Longhi, Grey", "$179.95", "91%", 14),
        ("Starbucks by Nespresso Vertuo, Blonde Espresso Roast, 40 ct", "$34.99", "82%", 4),
    ]

    def results(cart: int, message: str | None) -> str:
        items = []
        for i, (name, price, rating, reviews) in enumerate(products):
            b = 1600 + i * 10
            rate = (f"StaticText 'Rating:'\nStaticText '{rating}'\n[{b + 3}] link '{reviews} {'Review' if reviews == 1 else 'Reviews'}'"
                    if rating else "StaticText 'Be the first to review this product'")
            items.append(f"[{b}] listitem ''\n  [{b + 1}] link 'Image'\n    [{b + 2}] img 'Image'\n  [{b + 4}] link {q(name)}\n"
                         + "\n".join("  " + r for r in rate.split("\n"))
                         + f"\n  StaticText '{price}'\n  [{b + 5}] button 'Add to Cart'\n  [{b + 6}] button 'Add to Wish List'\n  [{b + 7}] button 'Add to Compare'")
        msg = f"[1510] alert ''\n  StaticText {q(message)}" if message else ""
        return page('Search results for: "nespresso vertuo pods"', f"{base}/catalogsearch/result/?q=nespresso+vertuo+pods", f"""
{header(cart, 'nespresso vertuo pods')}
[1500] main ''
  [1502] heading "Search results for: 'nespresso vertuo pods'"
{blk([msg], 1) if msg else ''}
  [1520] link 'Related search terms: nespresso vertuo'
  StaticText 'Items 1-12 of 37'
  [1524] combobox 'Sort By' hasPopup: menu expanded: False value='Relevance'
  [1526] link 'Set Descending Direction'
  [1530] heading 'Shop By'
  StaticText 'Shopping Options'
  [1532] tab 'Category' expanded: False
  [1534] tab 'Price' expanded: False
  [1580] list ''
{blk(items, 2)}
  [1760] list ''
    StaticText 'Page'
    StaticText "You're currently reading page"
    StaticText '1'
    [1763] link 'Page 2'
    [1764] link 'Page 3'
    [1765] link 'Page Next'
  StaticText 'Show'
  [1768] combobox 'Show' value='12'
{footer}
""")

    def home_page(typing: bool) -> str:
        return page("One Stop Market", f"{base}/", f"""
{header(0, 'nespresso vertuo pods' if typing else None, typing)}
[1200] main ''
  [1202] heading 'One Stop Market'
  StaticText 'Product Showcases'
  [1210] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
  StaticText 'Rating:'
  StaticText '20%'
  [1212] link '1 Review'
  StaticText '$19.99'
  [1213] button 'Add to Cart'
  [1220] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
  StaticText 'Rating:'
  StaticText '57%'
  [1222] link '12 Reviews'
  StaticText '$14.47'
  [1223] button 'Add to Cart'
  [1230] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
  StaticText 'Rating:'
  StaticText '95%'
  [1232] link '4 Reviews'
  StaticText '$19.36'
  [1233] button 'Add to Cart'
{footer}
""")

    home = home_page(False)
    typed = home_page(True)

    def product(cart: int, qty: str, message: str | None) -> str:
        msg = f"[2005] alert ''\n  StaticText {q(message)}\n  [2006] link 'shopping cart'" if message else ""
        return page(desc, f"{base}/nespresso-vertuo-descaling-kit-2-x-100-ml.html", f"""
{header(cart)}
[2000] main ''
{blk([msg], 1) if msg else ''}
  [2010] heading {q(desc)}
  StaticText 'Rating:'
  StaticText '87%'
  [2012] link '4 Reviews'
  [2013] link 'Add Your Review'
  StaticText '$19.95'
  StaticText 'In stock'
  StaticText 'SKU'
  StaticText 'B09Q2J8TXR'
  [2020] spinbutton 'Qty' required: False value='{qty}'
  [2021] button 'Add to Cart'
  [2022] link 'Add to Wish List'
  [2023] link 'Add to Compare'
  [2024] link 'Email'
  [2030] tablist '' multiselectable: False orientation: horizontal
    [2031] tab 'Details' selected: True
    [2032] tab 'More Information' selected: False
    [2033] tab 'Reviews (4)' selected: False
  [2035] tabpanel 'Details'
    StaticText 'Product Quick Look'
    StaticText 'Genuine Nespresso descaling solution. Each kit contains two single-use 100 ml sachets.'
    StaticText 'Removes calcium and limescale that build up in the water circuit and thermoblock.'
    StaticText 'Recommended every 3 months, or every 600 capsules, or when the descaling light comes on.'
    StaticText 'Compatible with all Vertuo and Original line machines. Biodegradable formula.'
  [2040] heading 'Related Products'
  [2041] link 'Nespresso Capsules VertuoLine, Melozio, Medium Roast Coffee, 30 Count Coffee Pods, Brews 7.77 oz'
  StaticText '$33.00'
  [2043] link 'Descaling Solution for Nespresso, Universal Descaler 2 Uses'
  StaticText '$12.99'
{footer}
""")

    minicart = page(desc, f"{base}/nespresso-vertuo-descaling-kit-2-x-100-ml.html", f"""
{header(3)}
[2200] dialog 'Minicart' modal: False
  StaticText 'Recently added item(s)'
  [2202] button 'Close'
  StaticText '3'
  StaticText 'Items in Cart'
  StaticText 'Cart Subtotal :'
  StaticText '$74.89'
  [2205] button 'Proceed to Checkout'
  [2210] list ''
    [2211] listitem ''
      [2212] link 'Nespresso Vertuo Descaling Kit, 2 x 100 ml Descaling Solution for Vertuo & Original Machines'
      StaticText '$19.95'
      [2214] spinbutton 'Qty' value='2'
      [2215] button 'Update'
      [2216] link 'Edit item'
      [2217] link 'Remove item'
    [2220] listitem ''
      [2221] link {q(pike)}
      StaticText '$34.99'
      [2223] spinbutton 'Qty' value='1'
      [2224] button 'Update'
      [2225] link 'Edit item'
      [2226] link 'Remove item'
  [2230] link 'View and Edit Cart'
[2000] main ''
  [2010] heading {q(desc)}
  StaticText '$19.95'
  StaticText 'In stock'
  [2020] spinbutton 'Qty' required: False value='2'
  [2021] button 'Add to Cart'
""")

    cart_page = page("Shopping Cart", f"{base}/checkout/cart/", f"""
{header(3)}
[2400] main ''
  [2402] heading 'Shopping Cart'
  [2410] table 'Shopping Cart Items'
    [2411] row ''
      [2412] columnheader 'Item'
      [2413] columnheader 'Price'
      [2414] columnheader 'Qty'
      [2415] columnheader 'Subtotal'
    [2420] row ''
      [2421] cell {q(pike)}
        [2422] link 'Image'
        [2423] link {q(pike)}
      [2424] cell '$34.99'
      [2425] cell ''
        [2426] spinbutton 'Qty' value='1'
      [2427] cell '$34.99'
      [2428] link 'Move to Wish List'
      [2429] link 'Edit item parameters'
      [2430] link 'Remove item'
    [2440] row ''
      [2441] cell {q(desc)}
        [2442] link 'Image'
        [2443] link {q(desc)}
      [2444] cell '$19.95'
      [2445] cell ''
        [2446] spinbutton 'Qty' value='2'
      [2447] cell '$39.90'
      [2448] link 'Move to Wish List'
      [2449] link 'Edit item parameters'
      [2450] link 'Remove item'
  [2460] link 'Continue Shopping'
  [2461] button 'Update Shopping Cart'
  [2465] tab 'Apply Discount Code' expanded: False
  [2470] complementary ''
    [2471] heading 'Summary'
    [2472] tab 'Estimate Shipping and Tax' expanded: False
    [2475] table ''
      [2476] row ''
        [2477] rowheader 'Subtotal'
        [2478] cell '$64.89'
      [2479] row ''
        [2480] rowheader 'Tax'
        [2481] cell '$0.00'
      [2482] row ''
        [2483] rowheader 'Order Total'
        [2484] cell '$64.89'
    [2490] button 'Proceed to Checkout'
    [2491] link 'Check Out with Multiple Addresses'
  [2500] heading 'More Choices:'
  [2501] link 'Reusable Coffee Pods for Nespresso Vertuo, Stainless Steel Refillable Capsule with Lid (2 Pack)'
  StaticText '$27.89'
  [2503] button 'Add to Cart'
{footer}
""")

    checkout = page("Checkout", f"{base}/checkout/#shipping", """
[2600] banner ''
  [2601] link 'store logo'
    [2602] img 'one_stop_market_store_logo'
[2610] main ''
  [2612] list ''
    StaticText 'Shipping'
    StaticText 'Review & Payments'
  [2620] heading 'Shipping Address'
  [2621] group ''
    StaticText 'Emma Lopez'
    StaticText '101 S San Mateo Dr'
    StaticText 'San Mateo, California 94010'
    StaticText 'United States'
    StaticText '6505551212'
    [2622] button 'Ship Here' disabled: True
  [2624] button 'New Address'
  [2630] heading 'Shipping Methods'
  [2631] table ''
    [2632] row ''
      [2633] cell ''
        [2634] radio 'Table Rate Best Way' checked: false
      [2635] cell '$0.00'
      [2636] cell 'Best Way'
      [2637] cell 'Table Rate'
    [2638] row ''
      [2639] cell ''
        [2640] radio 'Fixed Flat Rate' checked: true
      [2641] cell '$15.00'
      [2642] cell 'Fixed'
      [2643] cell 'Flat Rate'
  [2650] button 'Next'
  [2660] complementary ''
    [2661] heading 'Order Summary'
    [2662] tab '3 Items in Cart' expanded: False
"""
)

    turns = [
        ("fill('294', 'nespresso vertuo pods')", typed),
        ("press('294', 'Enter')", results(0, None)),
        ("click('1605')", results(1, f"You added {pike} to your shopping cart.")),
        ("click('1624')", product(1, "1", None)),
        ("fill('2020', '2')", product(1, "2", None)),
        ("click('2021')", product(3, "2", f"You added {desc} to your shopping cart.")),
        ("click('271')", minicart),
        ("click('2230')", cart_page),
        ("click('2490')", checkout),
    ]
    rs.add(task=TASK, tid="h20-web-01", system=WEB_SYSTEM, turns=turns, state=home, bad=True, turn=8,
           kind="cart subtotal and order total ($64.89) do not equal the line items ($34.99 + 2 x $19.95 = $74.89) that the minicart summed correctly a turn earlier")

# ---------------------------------------------------------------- GitLab chrome (02, 08, 09)
def gl_top(issues: int, mrs: int, todos: int) -> str:
    return f"""
[93] link 'Skip to content'
[96] banner 'Main navigation'
  [97] link 'Dashboard'
    [98] img 'Tanuki'
  [101] button 'Main menu' hasPopup: menu expanded: False
  [124] textbox 'Search GitLab' required: False
  [132] button 'Create new...' hasPopup: menu expanded: False
  [143] link 'Issues assigned to you {issues}'
  [145] link 'Merge requests {mrs}'
  [149] link 'To-Do List {todos}'
  [152] link 'Help'
  [154] button 'Byte Blaze user’s menu' hasPopup: menu expanded: False
    [155] img 'Byte Blaze'
"""


def gl_side(project: str, issues: int, mrs: int, active: str) -> str:
    rows = [("Project information", 170), ("Repository", 179), ("Issues", 190), ("Merge requests", 198),
            ("CI/CD", 201), ("Security & Compliance", 210), ("Deployments", 214), ("Packages and registries", 218),
            ("Infrastructure", 222), ("Monitor", 226), ("Analytics", 230), ("Wiki", 234), ("Snippets", 236), ("Settings", 238)]
    out = ["[160] complementary 'Project navigation'", f"  [163] link {q(project)}"]
    for name, b in rows:
        extra = f" {issues}" if name == "Issues" else f" {mrs}" if name == "Merge requests" else ""
        out.append(f"  [{b}] link '{name}{extra}'" + (" focused: True" if name == active and False else ""))
    out.append("  [239] button 'Collapse sidebar'")
    return "\n".join(out)


# ---------------------------------------------------------------- 02 GitLab: new issue (mainstream, clean)
def t02(rs: RowSet) -> None:
    url = "http://gitlab.example.com/byteblaze/dotfiles"
    issues = [
        (45, "zsh: completion cache not invalidated after plugin update", "Vlad Mihalcea", "3 days ago", ["bug"], 3),
        (44, "Add tmux-resurrect config and keybindings", "Byte Blaze", "5 days ago", ["enhancement"], 0),
        (43, "install.sh fails on macOS 14 when Homebrew is in /opt/homebrew", "Sarah Chen", "1 week ago", ["bug", "macOS"], 6),
        (41, "Neovim: migrate from packer.nvim to lazy.nvim", "Byte Blaze", "2 weeks ago", ["enhancement", "neovim"], 2),
        (40, "git aliases: `git lg` breaks with color.ui=never", "Roshan Patel", "2 weeks ago", ["bug"], 4),
        (38, "Document how to override settings per machine", "Anna Kowalski", "3 weeks ago", ["documentation"], 1),
        (36, "Starship prompt slow inside large git repos", "Vlad Mihalcea", "1 month ago", ["performance"], 5),
        (35, "Add Brewfile for GUI casks", "Byte Blaze", "1 month ago", ["enhancement", "macOS"], 0),
        (33, "Alacritty config uses deprecated [window.dimensions] keys", "Sarah Chen", "1 month ago", ["bug"], 2),
        (31, "Support Fedora in bootstrap script", "Mehmet Yilmaz", "2 months ago", ["enhancement", "linux"], 7),
        (29, "Provide an uninstall script", "Anna Kowalski", "2 months ago", [], 1),
        (27, "fzf keybindings conflict with vi-mode in zsh", "Roshan Patel", "3 months ago", ["bug"], 9),
        (22, "Add CI job to lint shell scripts with shellcheck", "Byte Blaze", "4 months ago", ["ci"], 3),
        (19, "Consider chezmoi instead of the custom symlink script", "Mehmet Yilmaz", "5 months ago", ["discussion"], 12),
    ]
    # updated-at, first view and ~6 minutes later
    upd0 = {45: "2 hours ago", 44: "5 days ago", 43: "56 minutes ago", 41: "1 week ago", 40: "14 minutes ago", 38: "3 weeks ago",
            36: "2 weeks ago", 35: "1 month ago", 33: "3 weeks ago", 31: "1 month ago", 29: "2 months ago", 27: "1 month ago",
            22: "3 months ago", 19: "4 months ago"}
    upd1 = {**upd0, 43: "1 hour ago", 40: "20 minutes ago"}
    title = "Kitty terminal: font ligatures disabled after theme switch"
    body = ("After running `kitten themes` and picking a theme, ligatures stop rendering until kitty is restarted. "
            "The theme include overrides `disable_ligatures never` from kitty.conf because it is appended after our setting. "
            "Proposed fix: move the ligature setting below the `include current-theme.conf` line.")
    new = (46, title, "Byte Blaze", "3 minutes ago", ["bug"], 0)

    def row(it: tuple, upd: dict[int, str], assignee: bool = False) -> str:
        n, t, who, created, labels, notes = it
        b = 300 + n * 6
        lines = [f"[{b}] listitem ''", f"  [{b + 1}] link {q(t)}", f"  StaticText '#{n} · created {created} by'", f"  [{b + 2}] link {q(who)}"]
        for k, lab in enumerate(labels):
            lines.append(f"  [{b + 3 + k}] link '{lab}'")
        if assignee:
            lines.append(f"  [{b + 5}] link 'Assigned to Byte Blaze'")
        if notes:
            lines.append(f"  StaticText '{notes}'")
        lines.append(f"  StaticText 'updated {upd[n]}'")
        return "\n".join(lines)

    def listing(items: list[tuple], upd: dict[int, str], counts: tuple[int, int, int], sort: str, top_issues: int,
                side_issues: int, filt: str | None = None, sort_open: bool = False) -> str:
        rows = []
        for it in items:
            if it[0] == 46:
                rows.append(row(it, {46: "2 minutes ago"}, assignee=True))
            else:
                rows.append(row(it, upd))
        fl = f"\n  [286] button 'Label = {filt}'\n  [287] button 'Remove'" if filt else ""
        menu = ("\n  [288] listbox ''\n    [289] option 'Priority'\n    [290] option 'Created date' selected: True\n    [291] option 'Updated date'\n"
                "    [292] option 'Milestone due date'\n    [293] option 'Due date'\n    [294] option 'Popularity'\n    [295] option 'Label priority'\n"
                "    [296] option 'Manual'\n    [297] option 'Title'") if sort_open else ""
        u = f"{url}/-/issues" + (f"?label_name%5B%5D={filt}" if filt else "") + ("&" if filt else "?") + ("sort=updated_desc" if sort == "Updated date" else "sort=created_date")
        if sort == "Created date" and not filt:
            u = f"{url}/-/issues"
        return page("Issues · Byte Blaze / dotfiles · GitLab", u, f"""
{gl_top(top_issues, 3, 5)}
{gl_side('dotfiles', side_issues, 2, 'Issues')}
[240] navigation 'Breadcrumbs'
  [242] link 'Byte Blaze'
  [244] link 'dotfiles'
  [246] link 'Issues'
[250] main ''
  [260] tab 'Open {counts[0]}' selected: True
  [262] tab 'Closed {counts[1]}' selected: False
  [264] tab 'All {counts[2]}' selected: False
  [268] link 'Subscribe to RSS feed'
  [270] button 'Edit issues'
  [272] link 'New issue'
  [280] textbox 'Search or filter results...' required: False{fl}
  [284] button '{sort}' hasPopup: listbox expanded: {sort_open}{menu}
  [285] button 'Sort direction: Descending'
  [299] list ''
{blk(rows, 2)}
""")

    issues_sorted = issues
    first = listing(issues_sorted, upd0, (14, 31, 45), "Created date", 12, 14)

    def form(t: str, d: str, assigned: bool) -> str:
        who = "[416] button 'Byte Blaze'" if assigned else "[416] button 'Unassigned'\n  [417] link 'Assign to me'"
        return page("New Issue · Byte Blaze / dotfiles · GitLab", f"{url}/-/issues/new", f"""
{gl_top(12, 3, 5)}
{gl_side('dotfiles', 14, 2, 'Issues')}
[240] navigation 'Breadcrumbs'
  [242] link 'Byte Blaze'
  [244] link 'dotfiles'
  [246] link 'Issues'
  [248] link 'New'
[250] main ''
  [400] heading 'New Issue'
  [401] textbox 'Title (required)' required: True value={q(t)}
  StaticText 'Type'
  [402] button 'Issue' hasPopup: listbox
  [403] button 'Choose a template' hasPopup: listbox
  [405] tablist ''
    [406] tab 'Write' selected: True
    [407] tab 'Preview' selected: False
  [410] textbox 'Description' required: False value={q(d)}
  StaticText 'Supports Markdown. For quick actions, type /.'
  [412] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.' checked: false
  StaticText 'Assignee'
  {who}
  StaticText 'Milestone'
  [421] button 'Milestone' hasPopup: listbox
  StaticText 'Labels'
  [424] button 'Labels' hasPopup: listbox
  StaticText 'Due date'
  [427] textbox 'Select due date' required: False
  [430] button 'Create issue'
  [431] link 'Cancel'
""")

    def issue_page(labels_open: bool, bug_checked: bool, labelled: bool) -> str:
        lab = "[606] link 'bug'" if labelled else "StaticText 'None'"
        dd = ""
        if labels_open:
            chk = "true" if bug_checked else "false"
            dd = f"""
  [620] dialog 'Assign labels'
    [621] textbox 'Search' required: False
    [622] button 'Close'
    [623] listbox ''
      [624] option 'bug' checked: {chk}
      [625] option 'ci' checked: false
      [626] option 'discussion' checked: false
      [627] option 'documentation' checked: false
      [628] option 'enhancement' checked: false
      [629] option 'linux' checked: false
      [630] option 'macOS' checked: false
      [631] option 'neovim' checked: false
      [632] option 'performance' checked: false
    [634] link 'Create project label'
    [635] link 'Manage project labels'"""
        notes = ["[540] listitem ''\n  [541] link 'Byte Blaze'\n  StaticText '@byteblaze'\n  StaticText 'assigned to @byteblaze just now'"]
        if labelled:
            notes.append("[545] listitem ''\n  [546] link 'Byte Blaze'\n  StaticText '@byteblaze'\n  StaticText 'added'\n  [547] link 'bug'\n  StaticText 'label just now'")
        return page(f"{title} (#46) · Issues · Byte Blaze / dotfiles · GitLab", f"{url}/-/issues/46", f"""
{gl_top(13, 3, 5)}
{gl_side('dotfiles', 15, 2, 'Issues')}
[240] navigation 'Breadcrumbs'
  [242] link 'Byte Blaze'
  [244] link 'dotfiles'
  [246] link 'Issues'
  [248] link '#46'
[250] main ''
  StaticText 'Open'
  StaticText 'Issue created just now by'
  [510] link 'Byte Blaze'
  [512] button 'Issue actions' hasPopup: menu
  [515] heading {q(title)}
  [516] button 'Edit title and description'
  StaticText {q(body)}
  [520] button 'Add a to do'
  [525] button 'Create merge request'
  [530] heading 'Activity'
  [532] button 'Sort or filter'
  [535] list ''
{blk(notes, 2)}
  [560] textbox 'Comment' required: False
  [562] button 'Comment'
  [564] button 'Close issue'
[600] complementary 'issue sidebar'
  StaticText 'Assignee'
  [601] button 'Edit'
  [602] link 'Byte Blaze'
  StaticText 'Labels'
  [605] button 'Edit'
  {lab}{dd}
  StaticText 'Milestone'
  [640] button 'Edit'
  StaticText 'None'
  StaticText 'Due date'
  [642] button 'Edit'
  StaticText 'None'
  StaticText 'Time tracking'
  StaticText 'No estimate or time spent'
  StaticText 'Confidentiality'
  StaticText 'Not confidential'
  StaticText '1 participant'
  [650] img 'Byte Blaze'
  StaticText 'Notifications'
  [652] switch 'Notifications' checked: true
  StaticText 'Reference: byteblaze/dotfiles#46'
  [655] button 'Copy Reference'
""")

    with_new = [new] + issues
    by_updated = [new] + [next(i for i in issues if i[0] == n) for n in (40, 43, 45, 44, 41, 36, 38, 33, 35, 31, 27, 29, 22, 19)]
    bugs = [it for it in by_updated if "bug" in it[4]]
    turns = [
        ("click('272')", form("", "", False)),
        (f"fill('401', {q(title)})", form(title, "", False)),
        (f"fill('410', {q(body)})", form(title, body, False)),
        ("click('417')", form(title, body, True)),
        ("click('430')", issue_page(False, False, False)),
        ("click('605')", issue_page(True, False, False)),
        ("click('624')", issue_page(True, True, False)),
        ("click('622')", issue_page(False, False, True)),
        ("click('246')", listing(with_new, upd1, (15, 31, 46), "Created date", 13, 15)),
        ("click('284')", listing(with_new, upd1, (15, 31, 46), "Created date", 13, 15, sort_open=True)),
        ("click('291')", listing(by_updated, upd1, (15, 31, 46), "Updated date", 13, 15)),
        ("click('579')", listing(bugs, upd1, (6, 11, 17), "Updated date", 13, 15, filt="bug")),
    ]
    rs.add(task=TASK, tid="h20-web-02", system=WEB_SYSTEM, turns=turns, state=first)

# ---------------------------------------------------------------- 03 forum: own comment (mainstream)
def t03(rs: RowSet) -> None:
    site = "http://forum.example.com"
    me = "MarvelsGrantMan136"

    def nav() -> str:
        return f"""
[38] navigation ''
  [39] link 'Jump to main content'
  [40] link 'Jump to sidebar'
[42] navigation ''
  [45] link 'Home'
    StaticText 'Postmill'
  [56] list ''
    [57] link 'Forums'
    [58] link 'Wiki'
  [64] searchbox 'Search query'
  [65] link 'Notifications (0)'
  [66] link 'Submit'
  [68] button {q(me)} hasPopup: menu expanded: False
"""

    thread_t = "What translation of The Brothers Karamazov should I read first?"
    thread_body = ("I picked up a used copy and realised there are at least five translations floating around. "
                   "I have read Crime and Punishment (McDuff) and loved it. Which one would you recommend for a first read, and why?")
    mine = ("If it's your first time, go with Pevear & Volokhonsky (1990): it keeps the humour and the repetitions Dostoevsky meant. "
            "Michael Katz's 2023 translation is the most readable of the recent ones and has good endnotes. "
            "I'd skip Garnett unless you find it for free.")
    mine_drift = mine.replace("Katz's 2023 translation", "Katz's 2013 translation")
    comments = [
        (701, "dmitri_f", "5 hours ago", 23, 0, "Pevear & Volokhonsky all the way. People complain it's clunky, but Dostoevsky's Russian IS clunky. Garnett smooths everything into Victorian prose."),
        (706, "quietreader_22", "5 hours ago", 6, 1, "That's kind of what I was worried about. Is the clunkiness distracting?"),
        (711, "dmitri_f", "4 hours ago", 9, 2, "After 50 pages you stop noticing. The Grand Inquisitor chapter reads beautifully in it."),
        (716, "marginalia", "5 hours ago", 17, 0, "McDuff's Penguin edition is underrated. If you liked his Crime and Punishment you already know his voice."),
        (721, "owl_of_minerva", "4 hours ago", 12, 0, "Ignat Avsey (Oxford World's Classics) is the one nobody mentions. Very natural English and he keeps the chapter titles consistent."),
        (726, "quietreader_22", "4 hours ago", 3, 1, "Never heard of Avsey, thanks. Is it still in print?"),
        (731, "owl_of_minerva", "3 hours ago", 4, 2, "Yes, the 2008 reissue. Around $14."),
        (736, "samovar_steam", "3 hours ago", 8, 0, "Whatever you pick, read the Zosima chapters slowly. That's where the translations differ the most."),
        (741, "lit_undergrad", "2 hours ago", -2, 0, "Honestly just read the Garnett, it's public domain and it's fine."),
        (746, "marginalia", "2 hours ago", 5, 1, "It's fine until it silently drops the jokes. Garnett cut or flattened a lot of Fyodor Pavlovich's buffoonery."),
        (751, "tolstoyevsky", "1 hour ago", 7, 0, "Check the first paragraph of each in a bookshop. You'll know within a page which voice works for you."),
        (756, "pkd_fan", "47 minutes ago", 2, 0, "Audiobook tip: the Pevear & Volokhonsky one read by Constantine Gregory is excellent."),
        (761, "quietreader_22", "31 minutes ago", 4, 0, "Thanks everyone! Leaning towards P&V, but Avsey sounds tempting too."),
        (766, "bookwyrm", "12 minutes ago", 1, 0, "Bookmarking this thread for when I finally tackle it."),
    ]

    def comment(c: tuple, up: bool = False) -> str:
        b, who, when, score, depth, text = c
        pad = "  " * depth
        state = " pressed: true" if up else ""
        return "\n".join(pad + ln for ln in [
            f"[{b}] article ''",
            f"  [{b + 1}] link {q(who)}",
            f"  StaticText '{when}'",
            f"  StaticText {q(text)}",
            f"  [{b + 2}] button 'Upvote'{state}",
            f"  StaticText '{score}'",
            f"  [{b + 3}] button 'Downvote'",
            f"  [{b + 4}] link 'Reply'",
            f"  [{b + 4}0] link 'Permalink'"])

    def thread(n_comments: int, textbox: str, mine_when: str | None, upvoted: bool) -> str:
        cs = []
        for c in comments:
            if c[0] == 701 and upvoted:
                cs.append(comment((701, "dmitri_f", "5 hours ago", 24, 0, c[5]), up=True))
            else:
                cs.append(comment(c))
        if mine_when:
            cs.append(comment((771, me, mine_when, 1, 0, mine), up=True) + "\n  [7775] link 'Edit'\n  [7776] link 'Delete'")
        tv = f" value={q(textbox)}" if textbox else ""
        return page(f"{thread_t} : books", f"{site}/f/books/118532/what-translation-of-the-brothers-karamazov-should-i-read", f"""
{nav()}
[90] main ''
  [100] article ''
    [102] heading {q(thread_t)}
      [103] link {q(thread_t)}
    StaticText 'Submitted by'
    [104] link 'quietreader_22'
    StaticText '6 hours ago in'
    [106] link 'books'
    StaticText {q(thread_body)}
    [110] link '{n_comments} comments'
    [111] button 'Upvote'
    StaticText '57'
    [112] button 'Downvote'
  [120] form ''
    [121] textbox 'Comment' required: True{tv}
    StaticText 'Markdown allowed. Formatting help'
    [123] button 'Post'
  [130] heading '{n_comments} comments'
  [131] button 'Sort by: Old' hasPopup: menu
{blk(cs, 1)}
[800] complementary ''
  [801] heading 'books'
  StaticText 'For the discussion of books, authors and reading.'
  [803] button 'Unsubscribe'
  StaticText '4,812 subscribers'
  [805] link 'Submit a new post'
""")

    def forum(n_comments: int) -> str:
        posts = [
            (901, "Finished Anna Karenina on my commute — the Levin chapters grew on me", me, "2 days ago", 88, 31),
            (911, thread_t, "quietreader_22", "6 hours ago", 57, n_comments),
            (921, "Monthly 'What are you reading?' thread — March", "AutoModerator", "3 days ago", 42, 216),
            (931, "Just found a 1951 first printing of The Catcher in the Rye at a garage sale for $2", "estatesale_ed", "8 hours ago", 312, 64),
            (941, "Books that feel like autumn even in spring?", "chai_and_chapters", "11 hours ago", 45, 58),
            (951, "Is it worth reading Infinite Jest with the endnotes on a Kindle?", "wallace_wanderer", "14 hours ago", 39, 27),
            (961, "Ursula K. Le Guin's essays are better than her novels. Fight me.", "earthsea_elder", "1 day ago", 140, 97),
            (971, "My local library started a 'blind date with a book' shelf", "stacks_and_stamps", "1 day ago", 203, 22),
        ]
        order = [931, 971, 961, 911, 941, 951, 921, 901]
        by = {p[0]: p for p in posts}
        items = []
        for b in order:
            _, t, who, when, score, nc = by[b]
            items.append(f"[{b}] article ''\n  [{b + 1}] heading {q(t)}\n    [{b + 2}] link {q(t)}\n  StaticText 'Submitted by'\n"
                         f"  [{b + 3}] link {q(who)}\n  StaticText '{when}'\n  [{b + 4}] link '{nc} comments'\n"
                         f"  [{b + 5}] button 'Upvote'\n  StaticText '{score}'\n  [{b + 6}] button 'Downvote'")
        return page("books", f"{site}/f/books", f"""
{nav()}
[90] main ''
  [92] heading 'books'
  [93] link 'Hot'
  [94] link 'New'
  [95] link 'Active'
  [96] link 'Top'
  [97] link 'Controversial'
  [98] link 'Most commented'
{blk(items, 1)}
  [990] link 'More'
[800] complementary ''
  [801] heading 'books'
  StaticText 'For the discussion of books, authors and reading.'
  [803] button 'Unsubscribe'
  StaticText '4,812 subscribers'
  [805] link 'Submit a new post'
""")

    def profile(text: str) -> str:
        entries = [
            f"""[1100] article ''
  StaticText 'Comment on'
  [1101] link {q(thread_t)}
  StaticText 'in'
  [1102] link 'books'
  StaticText '3 minutes ago'
  StaticText {q(text)}
  [1104] button 'Upvote' pressed: true
  StaticText '1'
  [1105] button 'Downvote'
  [1106] link 'Permalink'
  [1107] link 'Edit'""",
            """[1110] article ''
  [1111] heading 'Finished Anna Karenina on my commute — the Levin chapters grew on me'
    [1112] link 'Finished Anna Karenina on my commute — the Levin chapters grew on me'
  StaticText 'Submitted 2 days ago in'
  [1113] link 'books'
  [1114] link '31 comments'
  [1115] button 'Upvote' pressed: true
  StaticText '88'
  [1116] button 'Downvote'""",
            """[1120] article ''
  StaticText 'Comment on'
  [1121] link 'Which Russian novel should I read after Crime and Punishment?'
  StaticText 'in'
  [1122] link 'books'
  StaticText '5 days ago'
  StaticText 'The Idiot is the natural next step, but Fathers and Sons is shorter and a great palate cleanser.'
  [1124] button 'Upvote'
  StaticText '14'
  [1125] button 'Downvote'
  [1126] link 'Permalink'""",
            """[1130] article ''
  StaticText 'Comment on'
  [1131] link 'Kindle Paperwhite vs Kobo Clara for library books?'
  StaticText 'in'
  [1132] link 'technology'
  StaticText '1 week ago'
  StaticText 'Kobo, because of the built-in OverDrive/Libby support. Borrowing on the Kindle only works in the US.'
  [1134] button 'Upvote'
  StaticText '6'
  [1135] button 'Downvote'
  [1136] link 'Permalink'""",
        ]
        return page(me, f"{site}/user/{me}", f"""
{nav()}
[90] main ''
  [1000] heading {q(me)}
  StaticText 'Registered 3 years ago'
  [1002] link 'Overview'
  [1003] link 'Submissions'
  [1004] link 'Comments'
  [1005] link 'Hidden'
{blk(entries, 1)}
[1200] complementary ''
  StaticText 'Biography'
  StaticText 'Mostly Russian novels and the occasional sci-fi.'
  StaticText 'Moderator of'
  [1203] link 'russianlit'
""")

    anna = page("Finished Anna Karenina on my commute — the Levin chapters grew on me : books", f"{site}/f/books/117904/finished-anna-karenina-on-my-commute-the-levin-chapters-grew-on-me", f"""
{nav()}
[90] main ''
  [1300] article ''
    [1301] heading 'Finished Anna Karenina on my commute — the Levin chapters grew on me'
    StaticText 'Submitted by'
    [1302] link {q(me)}
    StaticText '2 days ago in'
    [1303] link 'books'
    StaticText 'Took me four months of 25-minute train rides. I skimmed the farming chapters on the first pass and regretted it; going back to them made the ending land much harder.'
    [1305] link '31 comments'
    [1306] button 'Upvote' pressed: true
    StaticText '88'
    [1307] button 'Downvote'
    [1308] link 'Edit'
    [1309] link 'Delete'
  [1320] form ''
    [1321] textbox 'Comment' required: True
    [1323] button 'Post'
  [1330] heading '31 comments'
  [1340] article ''
    [1341] link 'steppe_wolf'
    StaticText '2 days ago'
    StaticText 'The scythe scene with the peasants is one of my favourite passages in any novel.'
    [1342] button 'Upvote'
    StaticText '19'
  [1350] article ''
    [1351] link 'dmitri_f'
    StaticText '1 day ago'
    StaticText 'Which translation? Maude or P&V?'
    [1352] button 'Upvote'
    StaticText '4'
  [1360] article ''
    [1361] link {q(me)}
    StaticText '1 day ago'
    StaticText 'Bartlett (Oxford, 2014). Very clean.'
    [1362] button 'Upvote'
    StaticText '6'
""")

    forums = page("List of forums", f"{site}/forums", f"""
{nav()}
[90] main ''
  [1400] heading 'List of forums'
  [1401] link 'All forums'
  [1402] link 'By category'
  [1410] list ''
    [1411] link 'AskReddit'
    StaticText '2,104 subscribers'
    [1413] link 'books'
    StaticText '4,812 subscribers'
    [1415] link 'gardening'
    StaticText '1,204 subscribers'
    [1417] link 'russianlit'
    StaticText '388 subscribers'
    [1419] link 'technology'
    StaticText '3,377 subscribers'
    [1421] link 'worldnews'
    StaticText '5,020 subscribers'
""")

    turns = [
        ("click('912')", thread(14, "", None, False)),
        (f"fill('121', {q(mine)})", thread(14, mine, None, False)),
        ("click('123')", thread(15, "", "a few seconds ago", False)),
        ("click('703')", thread(15, "", "1 minute ago", True)),
        ("click('106')", forum(15)),
        (f"goto('{site}/user/{me}')", profile(mine_drift)),
        ("click('1112')", anna),
        ("click('57')", forums),
    ]
    rs.add(task=TASK, tid="h20-web-03", system=WEB_SYSTEM, turns=turns, state=forum(14), bad=True, turn=6,
           kind="the agent's own comment, never edited, reads 'Katz's 2013 translation' on the profile page though it was posted (and shown twice) as 'Katz's 2023 translation'")

# ---------------------------------------------------------------- 04 Magento admin: product price (mainstream)
def t04(rs: RowSet) -> None:
    adm = "http://shop-admin.example.com/admin"

    def menu(open_catalog: bool = False) -> str:
        sub = """
    [142] menu ''
      StaticText 'Catalog'
      [144] link 'Products'
      [145] link 'Categories'""" if open_catalog else ""
        return f"""
[97] link 'Magento Admin Panel'
  [98] img 'Magento Admin Panel'
[99] navigation ''
  [100] menubar '' orientation: horizontal
    [101] link 'DASHBOARD'
    [104] link 'SALES'
    [141] link 'CATALOG'{sub}
    [178] link 'CUSTOMERS'
    [196] link 'MARKETING'
    [257] link 'CONTENT'
    [296] link 'REPORTS'
    [382] link 'STORES'
    [424] link 'SYSTEM'
    [462] link 'FIND PARTNERS & EXTENSIONS'
[470] banner ''
  [472] link 'admin'
  [474] link 'Notifications 4'
  [476] textbox 'Search' required: False
"""

    dashboard_body = """
[500] main ''
  [501] heading 'Dashboard'
  [503] link 'Reload Data'
  StaticText 'Lifetime Sales'
  StaticText '$0.00'
  StaticText 'Average Order'
  StaticText '$0.00'
  StaticText 'Last Orders'
  [510] table ''
    [511] row ''
      [512] columnheader 'Customer'
      [513] columnheader 'Items'
      [514] columnheader 'Total'
    [515] row ''
      [516] cell 'Sarah Miller'
      [517] cell '5'
      [518] cell '$194.40'
    [519] row ''
      [520] cell 'Grace Nguyen'
      [521] cell '4'
      [522] cell '$190.00'
    [523] row ''
      [524] cell 'Matt Baker'
      [525] cell '3'
      [526] cell '$151.40'
  StaticText 'Last Search Terms'
  [530] table ''
    [531] row ''
      [532] cell 'tanks'
      [533] cell '23'
    [534] row ''
      [535] cell 'nike'
      [536] cell '2'
"""
    dashboard = page("Dashboard / Magento Admin", f"{adm}/admin/dashboard/", menu() + dashboard_body)
    dashboard_menu = page("Dashboard / Magento Admin", f"{adm}/admin/dashboard/", menu(True) + dashboard_body)

    luma = [
        (1, "Joust Duffle Bag", "24-MB01", "$34.00", "100.0000"), (2, "Strive Shoulder Pack", "24-MB04", "$32.00", "100.0000"),
        (3, "Crown Summit Backpack", "24-MB03", "$38.00", "100.0000"), (4, "Wayfarer Messenger Bag", "24-MB05", "$45.00", "100.0000"),
        (5, "Rival Field Messenger", "24-MB06", "$45.00", "100.0000"), (6, "Fusion Backpack", "24-MB02", "$59.00", "100.0000"),
        (7, "Impulse Duffle", "24-UB02", "$74.00", "100.0000"), (8, "Voyage Yoga Bag", "24-WB01", "$32.00", "100.0000"),
        (9, "Compete Track Tote", "24-WB02", "$32.00", "100.0000"), (10, "Savvy Shoulder Tote", "24-WB05", "$32.00", "100.0000"),
        (11, "Endeavor Daytrip Backpack", "24-WB06", "$33.00", "100.0000"), (12, "Driven Backpack", "24-WB03", "$36.00", "100.0000"),
        (13, "Overnight Duffle", "24-WB07", "$45.00", "100.0000"), (14, "Push It Messenger Bag", "24-WB04", "$45.00", "100.0000"),
        (15, "Affirm Water Bottle", "24-UG06", "$7.00", "100.0000"), (16, "Dual Handle Cardio Ball", "24-UG07", "$12.00", "100.0000"),
        (17, "Zing Jump Rope", "24-UG04", "$12.00", "100.0000"), (18, "Pursuit Lumaflex&trade; Tone Band", "24-UG02", "$16.00", "100.0000"),
        (19, "Go-Get'r Pushup Grips", "24-UG05", "$19.00", "100.0000"), (20, "Quest Lumaflex&trade; Band", "24-UG01", "$19.00", "100.0000"),
    ]

    def grid(rows: list[tuple], found: int, keyword: str, typed: str, msg: str | None = None) -> str:
        out = []
        for pid, name, sku, price, qty in rows:
            b = 1100 + pid * 10
            out.append(f"""[{b}] row ''
  [{b + 1}] cell ''
    [{b + 2}] checkbox '' checked: false
  [{b + 3}] cell '{pid}'
  [{b + 4}] cell ''
    [{b + 5}] img ''
  [{b + 6}] cell {q(name)}
  [{b + 7}] cell 'Simple Product'
  [{b + 8}] cell 'Default'
  [{b + 9}] cell '{sku}'
  StaticText '{price}'
  StaticText '{qty}'
  StaticText 'Default Stock: {int(float(qty))}'
  StaticText 'Catalog, Search'
  StaticText 'Enabled'
  StaticText 'Main Website'
  [{b}0] link 'Edit'""")
        flt = f"""
  StaticText 'Active filters:'
  StaticText 'Keyword: {keyword}'
  [1045] button 'Remove Keyword: {keyword}'
  [1046] button 'Clear all'""" if keyword else ""
        m = f"\n  [1005] alert ''\n    StaticText {q(msg)}" if msg else ""
        tv = f" value={q(typed)}" if typed else ""
        pages = max(1, (found + 9) // 10)
        return page("Products / Inventory / Catalog / Magento Admin", f"{adm}/catalog/product/", f"""
{menu()}
[1000] main ''
  [1001] heading 'Products'{m}
  [1010] button 'Add Product'
  [1011] button 'Add product of type' hasPopup: menu
  [1020] textbox 'Search by keyword' required: False{tv}
  [1021] button 'Search'
  [1022] button 'Filters'
  [1023] button 'Default View' hasPopup: menu
  [1024] button 'Columns' hasPopup: menu
  [1025] button 'Export' hasPopup: menu{flt}
  [1030] combobox 'Actions' hasPopup: menu
  StaticText '{found:,} records found'
  [1032] combobox 'per page' value='10'
  [1033] button 'Previous Page' disabled: True
  [1034] textbox 'Page' value='1'
  StaticText 'of {pages}'
  [1035] button 'Next Page'{' disabled: True' if pages == 1 else ''}
  [1050] table ''
    [1051] row ''
      [1052] columnheader 'Options' hasPopup: menu
      [1053] columnheader 'ID' sort: ascending
      [1054] columnheader 'Thumbnail'
      [1055] columnheader 'Name'
      [1056] columnheader 'Type'
      [1057] columnheader 'Attribute Set'
      [1058] columnheader 'SKU'
      [1059] columnheader 'Price'
      [1060] columnheader 'Quantity'
      [1061] columnheader 'Salable Quantity'
      [1062] columnheader 'Visibility'
      [1063] columnheader 'Status'
      [1064] columnheader 'Websites'
      [1065] columnheader 'Action'
{blk(out, 2)}
""")

    def form(price: str, qty: str, saved: bool, name: str = "Affirm Water Bottle", sku: str = "24-UG06", pid: int = 15,
             weight: str = "1", cat: str = "Gear, Fitness Equipment") -> str:
        m = "\n  [2005] alert ''\n    StaticText 'You saved the product.'" if saved else ""
        return page(f"{name} / Products / Inventory / Catalog / Magento Admin", f"{adm}/catalog/product/edit/id/{pid}/", f"""
{menu()}
[2000] main ''
  [2001] heading {q(name)}{m}
  [2010] button 'Back'
  [2011] button 'Add Attribute'
  [2012] button 'Customer View'
  [2013] button 'Save'
  [2014] button 'Save & Duplicate' hasPopup: menu
  [2020] switch 'Enable Product' checked: true
  [2022] combobox 'Attribute Set' value='Default'
  [2024] textbox 'Product Name' required: True value={q(name)}
  [2026] textbox 'SKU' required: True value='{sku}'
  [2028] textbox 'Price' required: True value='{price}'
  StaticText '$'
  [2029] link 'Advanced Pricing'
  [2030] combobox 'Tax Class' value='Taxable Goods'
  [2032] textbox 'Quantity' required: False value='{qty}'
  [2033] link 'Advanced Inventory'
  [2034] combobox 'Stock Status' value='In Stock'
  [2036] combobox 'Weight' value='This item has weight'
  [2037] textbox 'Weight' required: False value='{weight}'
  StaticText 'lbs'
  [2040] button 'Categories' hasPopup: listbox
  StaticText {q(cat)}
  [2042] button 'New Category'
  [2044] combobox 'Visibility' value='Catalog, Search'
  [2046] checkbox 'Set Product as New From' checked: false
  [2048] combobox 'Country of Manufacture' value=''
  [2050] tab 'Content' expanded: False
  [2051] tab 'Configurations' expanded: False
  [2052] tab 'Product Reviews' expanded: False
  [2053] tab 'Images And Videos' expanded: False
  [2054] tab 'Search Engine Optimization' expanded: False
  [2055] tab 'Related Products, Up-Sells, and Cross-Sells' expanded: False
  [2056] tab 'Customizable Options' expanded: False
  [2057] tab 'Product in Websites' expanded: False
  [2058] tab 'Design' expanded: False
  [2059] tab 'Gift Options' expanded: False
""")

    bottle_rows = [luma[5], luma[6], luma[14]]
    after_truth = [r if r[0] != 15 else (15, "Affirm Water Bottle", "24-UG06", "$6.50", "250.0000") for r in bottle_rows]
    after_drift = [r if r[0] != 15 else (15, "Affirm Water Bottle", "24-UG06", "$7.00", "250.0000") for r in bottle_rows]
    assert after_truth != after_drift
    turns = [
        ("click('141')", dashboard_menu),
        ("click('144')", grid(luma[:10], 2040, "", "")),
        ("fill('1020', 'bottle')", grid(luma[:10], 2040, "", "bottle")),
        ("press('1020', 'Enter')", grid(bottle_rows, 3, "bottle", "bottle")),
        ("click('12500')", form("7.00", "100", False)),
        ("fill('2028', '6.50')", form("6.50", "100", False)),
        ("fill('2032', '250')", form("6.50", "250", False)),
        ("click('2013')", form("6.50", "250", True)),
        ("click('2010')", grid(after_drift, 3, "bottle", "bottle")),
        ("click('11600')", form("59.00", "100", False, "Fusion Backpack", "24-MB02", 6, "2", "Gear, Bags")),
    ]
    rs.add(task=TASK, tid="h20-web-04", system=WEB_SYSTEM, turns=turns, state=dashboard, bad=True, turn=9,
           kind="product grid shows the Affirm Water Bottle at the old price $7.00 right after the save confirmed 6.50 (its quantity 250 from the same save is shown updated)")

# ---------------------------------------------------------------- 05 OpenStreetMap directions (mainstream, clean)
def t05(rs: RowSet) -> None:
    osm = "https://www.openstreetmap.org"
    cmu_full = "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
    pit_full = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"
    cmu_c, pit_c = "40.4443%2C-79.9436", "40.4959%2C-80.2329"
    modes = ["Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)", "Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)",
             "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]
    car = [("Start on Schenley Drive Extension", "300m"), ("Turn right onto Forbes Avenue", "1.2km"),
           ("Turn left onto South Bellefield Avenue", "350m"), ("Turn right onto Fifth Avenue", "700m"),
           ("Slight left onto Boulevard of the Allies", "2.6km"), ("Merge onto Interstate 376 West", "3.1km"),
           ("Continue onto Fort Pitt Tunnel", "1.0km"), ("Continue onto Interstate 376 West (Parkway West)", "18km"),
           ("Take exit 53 onto Business Loop 376", "1.7km"), ("Continue onto Airport Boulevard", "2.3km"),
           ("Slight right onto Terminal Arrivals", "400m"), ("Reach destination", "")]
    bike = [("Start on Schenley Drive Extension", "300m"), ("Turn right onto Forbes Avenue", "3.4km"),
            ("Continue onto Boulevard of the Allies", "1.1km"), ("Turn left onto Smithfield Street", "450m"),
            ("Continue onto Smithfield Street Bridge", "370m"), ("Turn right onto West Carson Street", "3.2km"),
            ("Continue onto Steuben Street", "2.1km"), ("Continue onto Steubenville Pike", "9.8km"),
            ("Turn right onto Montour Trail", "8.6km"), ("Turn left onto Airport Boulevard", "3.5km"), ("Reach destination", "")]
    foot = [("Start on Schenley Drive Extension", "300m"), ("Turn right onto Forbes Avenue", "3.4km"),
            ("Continue onto Boulevard of the Allies", "1.1km"), ("Turn left onto Smithfield Street", "450m"),
            ("Continue onto Smithfield Street Bridge", "370m"), ("Turn right onto West Carson Street", "3.2km"),
            ("Continue onto Steuben Street", "2.1km"), ("Continue onto Steubenville Pike", "10.5km"),
            ("Turn right onto Moon Clinton Road", "5.6km"), ("Turn left onto Airport Boulevard", "2.9km"), ("Reach destination", "")]
    foot_rev = [("Start on Airport Boulevard", "2.9km"), ("Turn right onto Moon Clinton Road", "5.6km"),
                ("Turn left onto Steubenville Pike", "10.5km"), ("Continue onto Steuben Street", "2.1km"),
                ("Continue onto West Carson Street", "3.2km"), ("Turn left onto Smithfield Street Bridge", "370m"),
                ("Continue onto Smithfield Street", "450m"), ("Turn right onto Boulevard of the Allies", "1.1km"),
                ("Continue onto Forbes Avenue", "3.4km"), ("Turn left onto Schenley Drive Extension", "300m"), ("Reach destination", "")]
    gh_car = [("Start on Airport Boulevard", "2.6km"), ("Continue onto Interstate 376 East", "19km"),
              ("Continue onto Fort Pitt Tunnel", "1.0km"), ("Continue onto Fort Pitt Bridge", "600m"),
              ("Keep right onto Interstate 376 East", "4.1km"), ("Take exit 72A toward Oakland", "450m"),
              ("Continue onto Forbes Avenue", "4.5km"), ("Turn left onto Schenley Drive Extension", "300m"), ("Reach destination", "")]

    def chrome() -> str:
        return """
[35] link 'OpenStreetMap logo OpenStreetMap'
  [38] img 'OpenStreetMap logo'
[44] link 'Edit'
[45] button 'Toggle navigation'
[58] link 'History'
[59] link 'Export'
[63] link 'GPS Traces'
[64] link 'User Diaries'
[65] link 'Communities'
[66] link 'Copyright'
[67] link 'Help'
[68] link 'About'
[72] link 'Log In'
[73] link 'Sign Up'
"""

    home = page("OpenStreetMap", f"{osm}/#map=13/40.4406/-79.9959", f"""
{chrome()}
[80] search ''
  [83] textbox 'Search' required: False
  [84] button 'Go'
  [86] link 'Find directions between two points'
[90] heading 'Welcome to OpenStreetMap!'
StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
StaticText 'Hosting is supported by UCL, Fastly, Bytemark Hosting, and other partners.'
[95] link 'Learn More'
[96] link 'Start Mapping'
[120] link 'Zoom In'
[121] link 'Zoom Out'
[122] button 'Show My Location'
[130] link 'Layers'
[131] link 'Legend'
[132] link 'Share'
[133] link 'Add a note to the map'
[134] link 'Query features'
StaticText '500 m'
StaticText '2000 ft'
StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'
""")

    def directions(mode: str, frm: str, to: str, steps: list[tuple[str, str]] | None, summary: str | None,
                   url: str, courtesy: str = "OSRM", hl: int | None = None) -> str:
        opts = "\n".join(f"    [{201 + i}] option {q(m)}" + (" selected: True" if m == mode else " selected: False") for i, m in enumerate(modes))
        res = ""
        if steps is not None:
            rows = []
            for i, (txt, dist) in enumerate(steps, 1):
                b = 300 + i * 4
                sel = " selected: True" if hl == i else ""
                rows.append(f"[{b}] row ''{sel}\n  [{b + 1}] cell ''\n  [{b + 2}] cell '{i}. {txt}'\n  [{b + 3}] cell '{dist}'")
            res = f"""
[290] heading 'Directions'
StaticText {q(summary)}
[292] link 'Download route as GPX'
[295] table ''
{blk(rows, 1)}
StaticText 'Directions courtesy of'
[380] link '{courtesy}'"""
        return page("OpenStreetMap", url, f"""
{chrome()}
[180] search ''
  [200] combobox '' hasPopup: menu expanded: False
{opts}
  [212] textbox 'From' required: False value={q(frm)}
  [214] textbox 'To' required: False value={q(to)}
  [216] button 'Go'
  [218] button 'Reverse Directions'
  [220] link 'Close'
{res}
[120] link 'Zoom In'
[121] link 'Zoom Out'
[122] button 'Show My Location'
[130] link 'Layers'
[131] link 'Legend'
[132] link 'Share'
StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'
""")

    fwd = f"route={cmu_c}%3B{pit_c}"
    rev = f"route={pit_c}%3B{cmu_c}"
    empty_url = f"{osm}/directions#map=13/40.4406/-79.9959"
    turns = [
        ("click('86')", directions("Car (OSRM)", "", "", None, None, empty_url)),
        ("fill('212', 'Carnegie Mellon University')", directions("Car (OSRM)", "Carnegie Mellon University", "", None, None, empty_url)),
        ("fill('214', 'Pittsburgh International Airport')", directions("Car (OSRM)", "Carnegie Mellon University", "Pittsburgh International Airport", None, None, empty_url)),
        ("click('216')", directions("Car (OSRM)", cmu_full, pit_full, car, "Distance: 32km. Time: 0:31.", f"{osm}/directions?engine=fossgis_osrm_car&{fwd}#map=12/40.4701/-80.0882")),
        ("select_option('200', 'Bicycle (OSRM)')", directions("Bicycle (OSRM)", cmu_full, pit_full, bike, "Distance: 33km. Time: 2:06.", f"{osm}/directions?engine=fossgis_osrm_bike&{fwd}#map=12/40.4527/-80.0903")),
        ("select_option('200', 'Foot (OSRM)')", directions("Foot (OSRM)", cmu_full, pit_full, foot, "Distance: 30km. Time: 6:14.", f"{osm}/directions?engine=fossgis_osrm_foot&{fwd}#map=12/40.4527/-80.0903")),
        ("click('218')", directions("Foot (OSRM)", pit_full, cmu_full, foot_rev, "Distance: 30km. Time: 6:16.", f"{osm}/directions?engine=fossgis_osrm_foot&{rev}#map=12/40.4527/-80.0903")),
        ("select_option('200', 'Car (GraphHopper)')", directions("Car (GraphHopper)", pit_full, cmu_full, gh_car, "Distance: 33km. Time: 0:29.", f"{osm}/directions?engine=graphhopper_car&{rev}#map=12/40.4701/-80.0882", "GraphHopper")),
        ("click('326')", directions("Car (GraphHopper)", pit_full, cmu_full, gh_car, "Distance: 33km. Time: 0:29.", f"{osm}/directions?engine=graphhopper_car&{rev}#map=17/40.4387/-79.9582", "GraphHopper", hl=6)),
    ]
    rs.add(task=TASK, tid="h20-web-05", system=WEB_SYSTEM, turns=turns, state=home)

# ---------------------------------------------------------------- 06 Roundcube mail: delete then reply (mainstream)
def t06(rs: RowSet) -> None:
    rc = "https://mail.northwind.io/"
    msgs = [
        # key, from, subject, date, size, unread, attachment
        ("dana", "Dana Whitfield", "Q3 offsite venue shortlist", "Today 09:14", "34 KB", True, True),
        ("li", "LinkedIn", "Priya, your weekly network update", "Today 08:02", "88 KB", True, False),
        ("gh", "GitHub", "[northwind/billing-api] Retry idempotent webhook deliveries (PR #412)", "Today 07:48", "12 KB", True, False),
        ("marco", "Marco Bellini", "Re: Invoice INV-2024-0117", "Yesterday 16:40", "21 KB", True, True),
        ("stripe", "Stripe", "Your receipt from Northwind Cloud #2291-0348", "Yesterday 11:05", "45 KB", False, False),
        ("gcal", "Google Calendar", "Invitation: Design review @ Thu Jun 13, 2024 2pm - 3pm (CEST)", "Mon 15:22", "18 KB", False, True),
        ("aws", "AWS Notifications", "AWS Budgets: Northwind-prod has exceeded 80% of its monthly budget", "Mon 09:01", "9 KB", False, False),
        ("lena", "Lena Park", "Slides for Friday", "Sun 20:17", "2.1 MB", False, True),
        ("zoom", "Zoom", "Cloud recording - Weekly sync is now available", "Fri 17:45", "15 KB", False, False),
        ("hr", "HR Northwind", "Reminder: submit your May timesheets", "Fri 10:00", "7 KB", False, False),
        ("notion", "Notion", "Your weekly digest for Northwind Eng", "Thu 08:00", "64 KB", False, False),
        ("dana2", "Dana Whitfield", "Offsite budget approved", "Wed 14:32", "11 KB", False, False),
        ("figma", "Figma", "Lena Park commented on Billing dashboard v3", "Wed 09:10", "26 KB", False, False),
    ]
    bid = {m[0]: 400 + i * 10 for i, m in enumerate(msgs)}

    def chrome(unread: int, folder: str) -> str:
        inbox = f"Inbox {unread}" if unread else "Inbox"
        folders = [("Inbox", 52, inbox), ("Drafts", 53, "Drafts"), ("Sent", 54, "Sent"), ("Junk", 55, "Junk"),
                   ("Trash", 56, "Trash"), ("Archive", 57, "Archive")]
        fl = "\n".join(f"  [{b}] link {q(label)}" + (" selected: True" if name == folder else "") for name, b, label in folders)
        return f"""
[30] navigation ''
  [31] link 'Roundcube Webmail'
    [32] img 'Roundcube Webmail'
  [33] link 'Compose'
  [34] link 'Mail'
  [35] link 'Contacts'
  [36] link 'Settings'
  [37] link 'About'
  [38] link 'Logout'
[50] navigation 'Folder list'
{fl}
  StaticText '38% used'
"""

    def row(m: tuple, read: set[str], sel: str | None, replied: set[str]) -> str:
        key, frm, subj, date, size, unread, att = m
        b = bid[key]
        state = "Unread" if unread and key not in read else "Replied" if key in replied else ""
        flags = [f"  [{b + 1}] gridcell {q(frm)}", f"  [{b + 2}] gridcell {q(subj)}", f"  [{b + 3}] gridcell '{date}'", f"  [{b + 4}] gridcell '{size}'"]
        if state:
            flags.append(f"  [{b + 5}] gridcell '{state}'")
        if att:
            flags.append(f"  [{b + 6}] gridcell 'With attachment'")
        return f"[{b}] row '' selected: {'True' if key == sel else 'False'}\n" + "\n".join(flags)

    def mailbox(keys: list[str], read: set[str], total: int, sel: str | None = None, preview: str = "", msg: str | None = None,
                replied: frozenset[str] = frozenset()) -> str:
        unread = sum(1 for m in msgs if m[0] in keys and m[5] and m[0] not in read)
        rows = [row(m, read, sel, set(replied)) for m in msgs if m[0] in keys][:12]
        note = f"\n[20] alert ''\n  StaticText {q(msg)}" if msg else ""
        return page(f"Roundcube Webmail :: {'Inbox' if not sel else next(m[2] for m in msgs if m[0] == sel)}", rc + "?_task=mail&_mbox=INBOX" + (f"&_uid={bid[sel]}&_action=show" if sel else ""), f"""
{chrome(unread, 'Inbox')}{note}
[60] toolbar ''
  [61] button 'Reply'{'' if sel else ' disabled: True'}
  [62] button 'Reply all'{'' if sel else ' disabled: True'}
  [63] button 'Forward'{'' if sel else ' disabled: True'}
  [64] button 'Delete'{'' if sel else ' disabled: True'}
  [65] button 'Mark'{'' if sel else ' disabled: True'}
  [66] button 'More'
[70] heading 'Inbox'
[72] searchbox 'Search' required: False
[74] button 'Options'
[80] grid 'Message list' multiselectable: True
{blk(rows, 1)}
StaticText 'Messages 1 to 12 of {total}'
[390] button 'Next page'
{preview}
""")

    li_preview = """[700] region 'Message preview'
  [701] heading 'Priya, your weekly network update'
  StaticText 'From'
  [702] link 'LinkedIn <messages-noreply@linkedin.com>'
  StaticText 'To priya.nandakumar@northwind.io on 2024-06-11 08:02'
  StaticText 'Your network at a glance: 14 profile views this week (+3), 2 new connection requests, 6 people you may know.'
  StaticText 'Jordan Wells started a new position as Staff Engineer at Ledgerly.'
  StaticText 'Hannah Okafor shared a post: "What we learned migrating 2,000 cron jobs to Temporal"'
  [706] link 'View all updates'
  [707] link 'Unsubscribe'"""
    dana_body = ("Hi Priya, attached is the shortlist for the Q3 offsite (Sept 18-20). Three options: Lakeside Lodge (Annecy), "
                 "Quinta da Serra (Sintra) and Hotel Kranzbach (Bavaria). All three can host 40 people and have a room for the workshop. "
                 "Could you check which dates work for the billing team and reply by Thursday? Thanks, Dana")
    dana_preview = f"""[700] region 'Message preview'
  [701] heading 'Q3 offsite venue shortlist'
  StaticText 'From'
  [702] link 'Dana Whitfield <dana.whitfield@northwind.io>'
  StaticText 'To priya.nandakumar@northwind.io on 2024-06-11 09:14'
  StaticText {q(dana_body)}
  [705] link 'Q3-offsite-shortlist.pdf (31 KB)'"""
    all_keys = [m[0] for m in msgs]
    after_del = [k for k in all_keys if k != "li"]

    reply_text = ("Hi Dana, thanks for pulling this together. The billing team can do Sept 18-20 except Marco, who is back on the 19th. "
                  "Our preference is Quinta da Serra (Sintra), then Kranzbach. I'll confirm headcount (9) by Thursday. Best, Priya")
    quoted = f"On 2024-06-11 09:14, Dana Whitfield wrote: > {dana_body}"

    def compose(body: str) -> str:
        return page("Roundcube Webmail :: Re: Q3 offsite venue shortlist", rc + "?_task=mail&_action=compose&_id=8271913466689a2c", f"""
{chrome(2, '')}
[600] toolbar ''
  [601] button 'Send'
  [602] button 'Save'
  [603] button 'Spell'
  [604] button 'Attach'
  [605] button 'Signature'
  [606] button 'Responses'
[610] combobox 'From' value='Priya Nandakumar <priya.nandakumar@northwind.io>'
[612] textbox 'To' value='Dana Whitfield <dana.whitfield@northwind.io>'
[614] link 'Add Cc'
[615] link 'Add Bcc'
[618] textbox 'Subject' value='Re: Q3 offsite venue shortlist'
[620] combobox 'Editor type' value='Plain text'
[622] combobox 'Priority' value='Normal'
[624] checkbox 'Return receipt' checked: false
[626] combobox 'Save sent message in' value='Sent'
[630] textbox 'Message body' value={q((body + " " if body else "") + quoted)}
""")

    sent = page("Roundcube Webmail :: Sent", rc + "?_task=mail&_mbox=Sent", f"""
{chrome(2, 'Sent')}
[60] toolbar ''
  [61] button 'Reply' disabled: True
  [62] button 'Reply all' disabled: True
  [63] button 'Forward' disabled: True
  [64] button 'Delete' disabled: True
  [65] button 'Mark' disabled: True
  [66] button 'More'
[70] heading 'Sent'
[72] searchbox 'Search' required: False
[80] grid 'Message list' multiselectable: True
  [900] row '' selected: False
    [901] gridcell 'To Dana Whitfield'
    [902] gridcell 'Re: Q3 offsite venue shortlist'
    [903] gridcell 'Today 09:31'
    [904] gridcell '36 KB'
  [910] row '' selected: False
    [911] gridcell 'To Marco Bellini'
    [912] gridcell 'Invoice INV-2024-0117'
    [913] gridcell 'Yesterday 15:02'
    [914] gridcell '48 KB'
    [916] gridcell 'With attachment'
  [920] row '' selected: False
    [921] gridcell 'To Lena Park'
    [922] gridcell 'Re: Slides for Friday'
    [923] gridcell 'Mon 08:47'
    [924] gridcell '4 KB'
  [930] row '' selected: False
    [931] gridcell 'To HR Northwind'
    [932] gridcell 'Parental leave dates'
    [933] gridcell 'Thu 11:20'
    [934] gridcell '6 KB'
StaticText 'Messages 1 to 4 of 4'
""")

    contacts = page("Roundcube Webmail :: Contacts", rc + "?_task=addressbook", f"""
{chrome(2, '')}
[1000] navigation 'Groups'
  [1001] link 'Personal Addresses'
  [1002] link 'Collected Recipients'
  [1003] link 'Trusted Senders'
[1010] toolbar ''
  [1011] button 'Create'
  [1012] button 'Compose'
  [1013] button 'Delete' disabled: True
  [1014] button 'Import'
  [1015] button 'Export'
[1020] searchbox 'Search' required: False
[1030] grid 'Contacts list'
  [1031] row ''
    [1032] gridcell 'Marco Bellini'
  [1033] row ''
    [1034] gridcell 'Hannah Okafor'
  [1035] row ''
    [1036] gridcell 'Lena Park'
  [1037] row ''
    [1038] gridcell 'Dana Whitfield'
  [1039] row ''
    [1040] gridcell 'Jordan Wells'
StaticText 'Contacts 1 to 5 of 5'
""")
    dana_card = contacts.replace("[1037] row ''", "[1037] row '' selected: True") + "\n" + "\n".join("\t" + ln for ln in tree("""
[1100] region 'Contact details'
  [1101] heading 'Dana Whitfield'
  StaticText 'Head of People Operations'
  StaticText 'Northwind'
  StaticText 'Email'
  [1103] link 'dana.whitfield@northwind.io'
  StaticText 'Phone'
  StaticText 'Mobile +49 151 2398 4410'
  StaticText 'Groups'
  StaticText 'Personal Addresses'
  [1110] button 'Edit'
  [1111] button 'Send email'
"""))
    turns = [
        ("click('410')", mailbox(all_keys, {"li"}, 57, "li", li_preview)),
        ("click('64')", mailbox(after_del, set(), 56, msg="Message(s) moved successfully.")),
        ("click('400')", mailbox(after_del, {"dana"}, 56, "dana", dana_preview)),
        ("click('61')", compose("")),
        (f"fill('630', {q(reply_text + ' ' + quoted)})", compose(reply_text)),
        ("click('601')", mailbox(after_del, {"dana"}, 56, msg="Message sent successfully.", replied=frozenset({"dana"}))),
        ("click('54')", sent),
        ("click('52')", mailbox(all_keys, {"dana", "li"}, 57, replied=frozenset({"dana"}))),
        ("click('35')", contacts),
        ("click('1038')", dana_card),
    ]
    rs.add(task=TASK, tid="h20-web-06", system=WEB_SYSTEM, turns=turns, state=mailbox(all_keys, set(), 57), bad=True, turn=8,
           kind="the LinkedIn 'weekly network update' message deleted to Trash in turn 2 is back in the Inbox list (same date and size) with the count back at 57, with no undo or move")

# ---------------------------------------------------------------- 07 shopping: sort, filter, paginate, cart (mainstream, clean)
def t07(rs: RowSet) -> None:
    base = "http://onestopmarket.com"
    hubs = [
        ("Anker USB C Hub, 7-in-1 Multi-Port Adapter with 4K HDMI, 100W Power Delivery, SD/TF Card Reader", 35.99, "90%", 41),
        ("UGREEN USB C Hub 4 Ports USB 3.0 Adapter, Aluminum, for MacBook Pro and iPad Pro", 15.99, "85%", 22),
        ("Satechi Aluminum Multi-Port Adapter V2, 4K HDMI, Gigabit Ethernet, USB-C PD Charging", 79.99, "88%", 9),
        ("Baseus 8-in-1 USB C Hub with 4K@60Hz HDMI, 100W PD, Ethernet, SD/microSD", 29.99, "83%", 14),
        ("Hiearcool USB C Hub, 6-in-1 Multiport Adapter with 4K HDMI and 100W PD", 22.99, "80%", 11),
        ("Plugable 7-in-1 USB C Hub Multiport Adapter with Ethernet, HDMI, 87W Charging", 44.95, "86%", 7),
        ("Belkin USB-C 4-in-1 Multiport Adapter, 4K HDMI, USB-A, 100W PD Pass-Through", 39.99, "82%", 5),
        ("Dockteck 5-in-1 USB C Hub, 4K 60Hz HDMI, 100W PD, 3 USB 3.0 Ports", 25.99, "84%", 6),
        ("LENTION USB C Multiport Hub with 4K HDMI, 3 USB 3.0, SD 3.0 Card Reader, Type C Charging", 27.99, "79%", 8),
        ("Sabrent 4-Port USB 3.0 Hub with Individual LED Power Switches", 12.99, "87%", 31),
        ("TOTU USB C Hub 13 in 1 Triple Display Docking Station, Dual HDMI, VGA, Ethernet", 59.99, "76%", 12),
        ("Inateck USB C Hub 4-Port USB 3.2 Gen 2, 10Gbps, Compact", 21.99, "81%", 4),
        ("QGeeM USB C Hub 7-in-1 Adapter with 4K HDMI, USB 3.0, SD/TF, PD Charging", 23.99, "78%", 19),
        ("Selore USB C Hub, 7 in 1 Dual Monitor Adapter, 2 HDMI, 100W PD", 29.49, "74%", 3),
        ("VAVA USB C Hub 9-in-1 with 4K HDMI, Gigabit Ethernet, PD 100W, 3 USB 3.0", 42.99, "83%", 10),
        ("Cable Matters 3-Port USB C Hub with Gigabit Ethernet", 29.99, "85%", 6),
        ("Anker USB C Hub 5-in-1 with 4K HDMI, 3 USB-A 3.0 Ports, Aluminum", 19.99, "89%", 57),
        ("UGREEN Revodok 105 USB C Hub 5 in 1 Multiport Adapter 4K HDMI, 100W PD", 21.99, "88%", 24),
        ("Baseus 6-in-1 USB C Hub Dongle with 4K HDMI, PD 100W, USB-C Data Port", 24.99, "82%", 4),
        ("Hiearcool 11 in 1 USB C Docking Station Dual Monitor, VGA, Ethernet, Audio", 39.99, "77%", 9),
        ("Plugable USB C Hub 4 Port, USB 3.0, Bus-Powered, 1ft Cable", 16.95, "84%", 6),
        ("Belkin Connect USB-C 6-in-1 Core Hub, 4K HDMI, Ethernet, 100W PD", 59.99, "81%", 3),
        ("Dockteck USB C Hub 7-in-1, 4K HDMI, SD/microSD, 100W PD for iPad Pro", 32.99, "80%", 5),
        ("Lention 8-in-1 USB C Hub with Ethernet, 4K HDMI, 3 USB 3.0, SD Reader", 36.99, "79%", 7),
        ("Sabrent USB Type-C Multiport Adapter, HDMI, USB 3.0, Type-C PD", 26.99, "75%", 2),
        ("TOTU USB C Hub 6 in 1 Adapter with 4K HDMI, 3 USB 3.0, SD/TF", 18.99, "80%", 13),
        ("Inateck USB 3.0 Hub 4 Port with USB C Adapter, 1.6 ft Cable", 13.99, "83%", 9),
        ("QGeeM USB C to USB Hub 4 Ports, Slim Aluminum, 5Gbps", 11.99, "86%", 28),
        ("Selore 4-in-1 USB C Hub Mini Adapter with 4K HDMI and PD 60W", 14.99, "73%", 5),
        ("VAVA USB C Hub 7-in-1 Adapter, 4K HDMI, 100W PD, SD/TF Card Reader", 28.99, "84%", 15),
        ("Cable Matters 7-in-1 USB C Hub with HDMI, Ethernet, 100W Charging", 34.99, "82%", 4),
        ("Anker 555 USB-C Hub (8-in-1), 4K HDMI, Ethernet, 100W PD", 49.99, "91%", 33),
        ("UGREEN USB C Hub Ethernet 6 in 1 with 4K HDMI, 3 USB 3.0, 100W PD", 25.49, "86%", 12),
        ("Baseus USB C Docking Station 17-in-1 Triple Display", 89.99, "80%", 6),
        ("Hiearcool USB C Hub 4-in-1 with 4K HDMI, USB 3.0, 100W PD", 13.99, "78%", 16),
        ("Plugable USB C Triple Display Docking Station with 100W Charging", 149.00, "85%", 4),
        ("Belkin USB-C to USB-A 4-Port Hub, 5Gbps, Compact", 22.99, "80%", 3),
        ("Dockteck 4-in-1 USB C Hub with 4K HDMI, 2 USB 3.0 Ports, 100W PD", 20.99, "83%", 8),
        ("LENTION 4 Port USB C to USB 3.0 Hub, 4 Inch Cable", 9.99, "81%", 37),
        ("Sabrent 10-Port 60W USB 3.0 Hub with Individual Power Switches", 59.99, "88%", 11),
        ("TOTU 8 in 1 USB C Hub with 4K HDMI, Ethernet, SD/TF, 100W PD", 27.99, "81%", 5),
        ("Inateck 7-Port USB 3.0 Hub with Power Adapter and Individual Switches", 29.99, "84%", 6),
        ("QGeeM 5 in 1 USB C Hub with 4K HDMI, 3 USB 3.0, PD 100W", 16.99, "82%", 21),
        ("Selore 10 in 1 USB C Docking Station, Dual 4K HDMI, Ethernet", 39.99, "75%", 4),
        ("VAVA USB C Hub 12-in-1 Triple Display Docking Station", 64.99, "79%", 5),
        ("Cable Matters USB C to HDMI Hub 4-in-1 with 4K 60Hz", 24.49, "86%", 7),
        ("Anker USB C to USB Adapter 4-Port Hub, Ultra Slim", 8.99, "87%", 64),
        ("UGREEN USB C Hub 10 Gbps, 4 Port USB C Splitter", 23.49, "83%", 9),
        ("Baseus USB C Hub 5-in-1 Adapter with 4K HDMI, 3 USB 3.0, SD", 17.99, "79%", 10),
        ("Hiearcool USB C Hub for iPad Pro 6-in-1 with 3.5mm Audio", 21.49, "80%", 6),
        ("Plugable 2-in-1 USB C Hub with Gigabit Ethernet and USB 3.0", 26.45, "86%", 5),
        ("Belkin 3-in-1 USB-C Hub, HDMI, USB-A, 100W PD Pass-Through", 9.50, "70%", 2),
        ("Dockteck USB C Hub 10Gbps, 4 USB-C Ports, 2ft Cable", 28.49, "82%", 3),
    ]
    assert len(hubs) == 53

    def header(cart: int) -> str:
        cart_line = f"[271] link 'My Cart {cart} {'item' if cart == 1 else 'items'}'" if cart else "[271] link 'My Cart'"
        return f"""
[254] banner ''
  [257] list ''
    [259] link 'My Account'
    [261] link 'My Wish List'
    [263] link 'Sign Out'
    StaticText 'Welcome, Emma Lopez!'
  [269] link 'store logo'
    [270] img 'one_stop_market_store_logo'
  {cart_line}
  [291] Section ''
    [294] combobox 'Search' autocomplete: both hasPopup: listbox required: False expanded: False value='usb c hub'
    [297] button 'Search'
[300] tablist '' multiselectable: False orientation: horizontal
  [303] menu '' orientation: vertical
    [305] menuitem 'Beauty & Personal Care' hasPopup: menu
    [306] menuitem 'Sports & Outdoors' hasPopup: menu
    [307] menuitem 'Clothing, Shoes & Jewelry' hasPopup: menu
    [308] menuitem 'Home & Kitchen' hasPopup: menu
    [309] menuitem 'Office Products' hasPopup: menu
    [313] menuitem 'Electronics' hasPopup: menu
    [314] menuitem 'Cell Phones & Accessories' hasPopup: menu
    [315] menuitem 'Video Games' hasPopup: menu
"""

    bands = [(0, 10), (10, 20), (20, 30), (30, 40), (40, 50), (50, 60), (60, 70), (70, 80), (80, 90), (140, 150)]

    def band_count(lo: int, hi: int) -> int:
        return sum(1 for h in hubs if lo <= h[1] < hi)

    assert sum(band_count(lo, hi) for lo, hi in bands) == 53

    def listing(items: list[tuple], total: int, start: int, sort: str, desc: bool, price_open: bool,
                band: tuple[int, int] | None, pg: int, cart: int = 0) -> str:
        rows = []
        for name, price, rating, reviews in items:
            i = hubs.index((name, price, rating, reviews))
            b = 4000 + i * 10
            rows.append(f"[{b}] listitem ''\n  [{b + 1}] link 'Image'\n  [{b + 2}] link {q(name)}\n  StaticText 'Rating:'\n  StaticText '{rating}'\n"
                        f"  [{b + 3}] link '{reviews} Reviews'\n  StaticText '${price:,.2f}'\n  [{b + 4}] button 'Add to Cart'\n"
                        f"  [{b + 5}] button 'Add to Wish List'\n  [{b + 6}] button 'Add to Compare'")
        end = start + len(items) - 1
        shop = ""
        if band:
            shop = f"""
  StaticText 'Now Shopping by'
  StaticText 'Price'
  StaticText '${band[0]:,.2f} - ${band[1] - 0.01:,.2f}'
  [1540] link 'Remove This Item'
  [1541] link 'Clear All'"""
        if price_open and not band:
            opts = "\n".join(f"    [{1550 + k}] link '${lo:,.2f} - ${hi - 0.01:,.2f} {band_count(lo, hi)} item{'s' if band_count(lo, hi) != 1 else ''}'"
                             for k, (lo, hi) in enumerate(bands) if band_count(lo, hi))
            price_tab = f"  [1534] tab 'Price' expanded: True\n  [1549] tabpanel 'Price'\n{opts}"
        elif band:
            price_tab = ""
        else:
            price_tab = "  [1534] tab 'Price' expanded: False"
        n_pages = (total + 11) // 12
        pager = ["StaticText 'Page'", "StaticText \"You're currently reading page\"", f"StaticText '{pg}'"]
        if pg > 1:
            pager.insert(0, "[1761] link 'Page Previous'")
        for k in range(1, n_pages + 1):
            if k != pg:
                pager.append(f"[{1762 + k}] link 'Page {k}'")
        if pg < n_pages:
            pager.append("[1770] link 'Page Next'")
        d = "[1526] link 'Set Ascending Direction'" if desc else "[1526] link 'Set Descending Direction'"
        qs = "q=usb+c+hub" + (f"&price={band[0]}-{band[1]}" if band else "") + ("" if sort == "Relevance" else f"&product_list_order={sort.lower()}") + ("&product_list_dir=desc" if desc and sort != "Relevance" else "") + (f"&p={pg}" if pg > 1 else "")
        return page('Search results for: "usb c hub"', f"{base}/catalogsearch/result/?{qs}", f"""
{header(cart)}
[1500] main ''
  [1502] heading "Search results for: 'usb c hub'"
  StaticText 'Items {start}-{end} of {total}'
  [1524] combobox 'Sort By' hasPopup: menu expanded: False value='{sort}'
  {d}
  [1530] heading 'Shop By'{shop}
  StaticText 'Shopping Options'
  [1532] tab 'Category' expanded: False
{price_tab}
  [1580] list ''
{blk(rows, 2)}
  [1760] list ''
{blk(pager, 2)}
  [1790] combobox 'Show' value='12'
""")

    rel = hubs[:12]
    asc = sorted(hubs, key=lambda h: h[1])
    dsc = sorted(hubs, key=lambda h: -h[1])
    band = (20, 30)
    in_band = [h for h in dsc if 20 <= h[1] < 30]
    nb = len(in_band)
    pick = next(h for h in in_band[12:] if h[0].startswith("Dockteck 4-in-1"))
    pick_i = hubs.index(pick)
    name, price, rating, reviews = pick
    pb = 4000 + pick_i * 10

    def product(qty: str, tab: str, cart: int, msg: str | None) -> str:
        m = f"\n  [2005] alert ''\n    StaticText {q(msg)}\n    [2006] link 'shopping cart'" if msg else ""
        if tab == "Details":
            panel = """  [2035] tabpanel 'Details'
    StaticText '4-in-1 expansion: 1 x HDMI (4K@30Hz), 1 x USB-C PD input (up to 100W pass-through, 85W to laptop), 2 x USB-A 3.0 (5Gbps).'
    StaticText 'Aluminium housing with braided 15 cm cable. Plug and play, no drivers required.'
    StaticText 'Compatible with MacBook Pro/Air, iPad Pro, Dell XPS, Surface, Chromebook and other USB-C laptops with DP Alt Mode.'"""
        else:
            panel = """  [2035] tabpanel 'Reviews ({reviews})'
    [2060] heading 'Customer Reviews'
    StaticText 'Works with my M2 Air'
    StaticText 'Rating 100%'
    StaticText 'HDMI at 4K30 is fine for a second screen, charging passes through at about 85W. Gets warm but not hot. Review by Tomasz Posted on 3/2/23'
    StaticText 'One USB port died after 5 months'
    StaticText 'Rating 40%'
    StaticText 'Fine at first, then the port closest to the cable stopped working. Seller replaced it. Review by kbergman Posted on 11/18/22'
    StaticText 'Does the job'
    StaticText 'Rating 80%'
    StaticText 'Compact and solid. The cable is a bit short for a desk setup. Review by Anh Pham Posted on 9/7/22'
    [2070] link 'Page 2'
    [2071] link 'Page 3'
    [2072] heading "You're reviewing: """ + name + '"'
        return page(name, f"{base}/dockteck-4-in-1-usb-c-hub-with-4k-hdmi-2-usb-3-0-ports-100w-pd.html", f"""
{header(cart)}
[2000] main ''{m}
  [2010] heading {q(name)}
  StaticText 'Rating:'
  StaticText '{rating}'
  [2012] link '{reviews} Reviews'
  [2013] link 'Add Your Review'
  StaticText '${price:,.2f}'
  StaticText 'In stock'
  StaticText 'SKU'
  StaticText 'B08HR55YB5'
  [2020] spinbutton 'Qty' required: False value='{qty}'
  [2021] button 'Add to Cart'
  [2022] link 'Add to Wish List'
  [2023] link 'Add to Compare'
  [2030] tablist '' multiselectable: False orientation: horizontal
    [2031] tab 'Details' selected: {tab == 'Details'}
    [2032] tab 'More Information' selected: False
    [2033] tab 'Reviews ({reviews})' selected: {tab != 'Details'}
{panel}
""")

    def cart_page(estimate: bool) -> str:
        sub = 2 * price
        ship = ""
        rows_sum = f"""      [2476] row ''
        [2477] rowheader 'Subtotal'
        [2478] cell '${sub:,.2f}'"""
        if estimate:
            ship = """
    [2480] tabpanel 'Estimate Shipping and Tax'
      StaticText 'Enter your destination to get a shipping estimate.'
      [2481] combobox 'Country' value='United States'
      [2482] combobox 'State/Province' value='California'
      [2483] textbox 'Zip/Postal Code' value='94010'
      StaticText 'Flat Rate'
      [2485] radio 'Fixed $10.00' checked: true
      StaticText 'Best Way'
      [2486] radio 'Table Rate $0.00' checked: false"""
            rows_sum += """
      [2487] row ''
        [2488] rowheader 'Shipping (Flat Rate - Fixed)'
        [2489] cell '$10.00'"""
        total = sub + (10 if estimate else 0)
        return page("Shopping Cart", f"{base}/checkout/cart/", f"""
{header(2)}
[2400] main ''
  [2402] heading 'Shopping Cart'
  [2410] table 'Shopping Cart Items'
    [2411] row ''
      [2412] columnheader 'Item'
      [2413] columnheader 'Price'
      [2414] columnheader 'Qty'
      [2415] columnheader 'Subtotal'
    [2420] row ''
      [2421] cell {q(name)}
        [2423] link {q(name)}
      [2424] cell '${price:,.2f}'
      [2425] cell ''
        [2426] spinbutton 'Qty' value='2'
      [2427] cell '${sub:,.2f}'
      [2430] link 'Remove item'
  [2461] button 'Update Shopping Cart'
  [2470] complementary ''
    [2471] heading 'Summary'
    [2472] tab 'Estimate Shipping and Tax' expanded: {estimate}{ship}
    [2475] table ''
{rows_sum}
      [2490] row ''
        [2491] rowheader 'Order Total'
        [2492] cell '${total:,.2f}'
    [2495] button 'Proceed to Checkout'
""")

    turns = [
        ("select_option('1524', 'Price')", listing(asc[:12], 53, 1, "Price", False, False, None, 1)),
        ("click('1526')", listing(dsc[:12], 53, 1, "Price", True, False, None, 1)),
        ("click('1534')", listing(dsc[:12], 53, 1, "Price", True, True, None, 1)),
        ("click('1552')", listing(in_band[:12], nb, 1, "Price", True, False, band, 1)),
        ("click('1764')", listing(in_band[12:24], nb, 13, "Price", True, False, band, 2)),
        (f"click('{pb + 2}')", product("1", "Details", 0, None)),
        ("click('2033')", product("1", "Reviews", 0, None)),
        ("fill('2020', '2')", product("2", "Reviews", 0, None)),
        ("click('2021')", product("2", "Reviews", 2, f"You added {name} to your shopping cart.")),
        ("click('2006')", cart_page(False)),
        ("click('2472')", cart_page(True)),
    ]
    rs.add(task=TASK, tid="h20-web-07", system=WEB_SYSTEM, turns=turns, state=listing(rel, 53, 1, "Relevance", False, False, None, 1))

# ---------------------------------------------------------------- 08 GitLab MR: pipeline, approve, merge (mainstream, clean)
def t08(rs: RowSet) -> None:
    proj = "http://gitlab.example.com/byteblaze/timetracker-web"
    mr_title = "Add dark mode toggle to settings page"
    head = "9f3c2a1d"

    def crumbs() -> str:
        return """
[240] navigation 'Breadcrumbs'
  [242] link 'Byte Blaze'
  [244] link 'timetracker-web'
  [246] link 'Merge requests'
  [248] link '!87'
"""

    def mr_head(tab: str, state: str) -> str:
        tabs = [("Overview", 311, "4"), ("Commits", 312, "6"), ("Pipelines", 313, "2"), ("Changes", 314, "9")]
        t = "\n".join(f"  [{b}] tab '{n} {c}' selected: {n == tab}" for n, b, c in tabs)
        return f"""
[300] heading {q(mr_title)}
StaticText '{state}'
StaticText 'Sarah Chen requested to merge'
[303] link 'feature/dark-mode'
StaticText 'into'
[304] link 'main'
[305] button 'Copy branch name'
[308] button 'Code' hasPopup: menu
[310] tablist ''
{t}
"""

    def graph(jobs: dict[str, tuple[str, str]], status: str, dur: str, trig: str) -> str:
        stages = {"build": ["compile", "lint"], "test": ["rspec 1/3", "rspec 2/3", "rspec 3/3", "jest", "cypress"], "deploy": ["review-app"]}
        out = []
        b = 500
        for st, names in stages.items():
            out.append(f"[{b}] group '{st}'")
            b += 1
            for n in names:
                s, d = jobs[n]
                out.append(f"  [{b}] link '{n} - {s}{(' (' + d + ')') if d else ''}'")
                b += 1
            b += 10
        return page("Pipeline #4821 · Byte Blaze / timetracker-web · GitLab", f"{proj}/-/pipelines/4821", f"""
{gl_top(12, 4, 6)}
{gl_side('timetracker-web', 23, 5, 'CI/CD')}
[240] navigation 'Breadcrumbs'
  [242] link 'Byte Blaze'
  [244] link 'timetracker-web'
  [246] link 'Pipelines'
  [248] link '#4821'
[250] main ''
  StaticText '{status}'
  StaticText 'Pipeline #4821 triggered {trig} ago by'
  [452] link 'Sarah Chen'
  [454] heading 'Dark mode: persist preference in localStorage'
  StaticText '8 jobs for'
  [456] link 'feature/dark-mode'
  StaticText 'in {dur}'
  StaticText 'merge request'
  [457] link '!87'
  [458] link '{head}'
  [460] button 'Cancel running'
  [461] tablist ''
    [462] tab 'Pipeline' selected: True
    [463] tab 'Needs' selected: False
    [464] tab 'Jobs 8' selected: False
    [465] tab 'Tests 1,284' selected: False
{blk(out, 1)}
""")

    j0 = {"compile": ("passed", "00:00:48"), "lint": ("passed", "00:00:31"), "rspec 1/3": ("passed", "00:02:10"),
          "rspec 2/3": ("running", ""), "rspec 3/3": ("passed", "00:01:57"), "jest": ("passed", "00:01:12"),
          "cypress": ("running", ""), "review-app": ("created", "")}
    j1 = {**j0, "rspec 2/3": ("passed", "00:03:02"), "cypress": ("passed", "00:04:26"), "review-app": ("running", "")}

    log_a = [
        "Running with gitlab-runner 16.6.1 (f5da3c5a) on docker-runner-03 zPx3yKfM, system ID: s_9b1d0a2c4e11",
        "Preparing the \"docker\" executor",
        "Using docker image sha256:6a1b3e7f for ruby:3.2.2-bullseye ...",
        "Getting source from Git repository",
        "Fetching changes with git depth set to 20...",
        f"Checking out {head} as detached HEAD (ref is refs/merge-requests/87/head)...",
        "Restoring cache",
        "Successfully extracted cache",
        "Executing \"step_script\" stage of the job script",
        "$ bundle exec rspec --format progress $(bin/split-specs 2 3)",
        "Randomized with seed 48213",
        "........................................................................",
        "........................................................................",
        "...........................*............................................",
    ]
    log_b = log_a + [
        "........................................................................",
        "..............................................",
        "Pending: (Failures listed here are expected and do not affect your suite's status)",
        "  1) SettingsController#theme falls back to system preference when header missing",
        "     # Not yet implemented",
        "Finished in 2 minutes 51.4 seconds (files took 4.02 seconds to load)",
        "406 examples, 0 failures, 1 pending",
        "Randomized with seed 48213",
        "Saving cache for successful job",
        "Uploading artifacts for successful job",
        "Uploading artifacts... rspec-2.xml: found 1 matching artifact files and directories",
        "Cleaning up project directory and file based variables",
        "Job succeeded",
    ]

    def job(lines: list[str], status: str, dur: str, started: str, trig: str) -> str:
        log = "\n".join(f"  StaticText {q(ln)}" for ln in lines)
        return page("rspec 2/3 (#118842) · Jobs · Byte Blaze / timetracker-web · GitLab", f"{proj}/-/jobs/118842", f"""
{gl_top(12, 4, 6)}
{gl_side('timetracker-web', 23, 5, 'CI/CD')}
[240] navigation 'Breadcrumbs'
  [242] link 'Byte Blaze'
  [244] link 'timetracker-web'
  [246] link 'Jobs'
  [248] link '#118842'
[250] main ''
  StaticText '{status}'
  StaticText 'Job rspec 2/3 triggered {trig} ago by'
  [652] link 'Sarah Chen'
  [654] button 'Erase job log'
  [655] button 'Show complete raw'
  [656] button 'Scroll to top'
  [657] button 'Scroll to bottom'
  [660] log ''
{log}
[700] complementary 'Job details'
  StaticText 'Duration: {dur}'
  StaticText 'Started: {started}'
  StaticText 'Queued: 3 seconds'
  StaticText 'Timeout: 1h (from project)'
  StaticText 'Runner: #41 (zPx3yKfM) docker-runner-03'
  StaticText 'Tags: docker, linux'
  StaticText 'Commit {head}'
  StaticText 'Dark mode: persist preference in localStorage'
  StaticText 'Pipeline #4821 for feature/dark-mode'
  [710] combobox 'Stage' value='test'
  [712] link 'rspec 1/3'
  [713] link 'rspec 2/3'
  [714] link 'rspec 3/3'
  [715] link 'jest'
  [716] link 'cypress'
""")

    def overview(pipe: str, approvals: str, approved: bool, merged: bool, later: bool = True) -> str:
        push, comment = ("11 minutes", "34 minutes") if later else ("2 minutes", "25 minutes")
        if merged:
            widget = """
  StaticText 'Merged by'
  [820] link 'Byte Blaze'
  StaticText 'just now'
  [822] button 'Revert'
  [823] button 'Cherry-pick'
  StaticText 'The changes were merged into'
  [824] link 'main'
  StaticText 'with'
  [825] link '5e71b04c'
  StaticText 'The source branch has been deleted'
  StaticText 'Pipeline #4822 running for 5e71b04c on main'
  [828] link 'Pipeline #4822'"""
        else:
            ab = "[810] button 'Revoke approval'" if approved else "[810] button 'Approve'"
            widget = f"""
  StaticText '{approvals}'
  {ab}
  StaticText 'Ready to merge!'
  [814] checkbox 'Delete source branch' checked: true
  [815] checkbox 'Squash commits' checked: false
  [816] checkbox 'Edit commit message' checked: false
  [818] button 'Merge'"""
        state = "Merged" if merged else "Open"
        ptxt = pipe
        return page(f"{mr_title} (!87) · Merge requests · Byte Blaze / timetracker-web · GitLab", f"{proj}/-/merge_requests/87", f"""
{gl_top(12, 3 if merged else 4, 6)}
{gl_side('timetracker-web', 23, 4 if merged else 5, 'Merge requests')}
{crumbs()}
[250] main ''
{blk([mr_head('Overview', state)], 1)}
  StaticText 'Adds a Light/Dark/System toggle to Settings > Appearance and persists the choice in localStorage. Closes #212.'
  [790] region 'Merge request reports'
    StaticText {q(ptxt)}
    [792] link 'Pipeline #4821'
    StaticText 'Test summary: no changed test results, 1,284 total tests'
    StaticText "Code Quality hasn't changed."
{widget}
  [900] heading 'Activity'
  StaticText 'Sarah Chen added 1 commit {push} ago'
  StaticText 'Byte Blaze commented {comment} ago: Looks good, just switch the toggle to a radio group for accessibility.'
  StaticText 'Sarah Chen: Done in {head}.'
[950] complementary 'merge request sidebar'
  StaticText 'Assignee'
  [951] link 'Sarah Chen'
  StaticText 'Reviewers'
  [953] link 'Byte Blaze'
  StaticText 'Labels'
  [955] link 'frontend'
  [956] link 'ux'
  StaticText 'Milestone'
  [958] link 'v2.4'
""")

    pipes_tab = page(f"{mr_title} (!87) · Merge requests · Byte Blaze / timetracker-web · GitLab", f"{proj}/-/merge_requests/87/pipelines", f"""
{gl_top(12, 4, 6)}
{gl_side('timetracker-web', 23, 5, 'Merge requests')}
{crumbs()}
[250] main ''
{blk([mr_head('Pipelines', 'Open')], 1)}
  [400] table ''
    [401] row ''
      [402] columnheader 'Status'
      [403] columnheader 'Pipeline'
      [404] columnheader 'Triggerer'
      [405] columnheader 'Stages'
    [410] row ''
      [411] cell 'running 00:02:14'
      [412] link '#4821'
      StaticText 'merge request'
      [413] link 'feature/dark-mode'
      [414] link '{head}'
      StaticText 'Dark mode: persist preference in localStorage'
      [415] cell 'Sarah Chen'
      [416] button 'Stage: build: passed'
      [417] button 'Stage: test: running'
      [418] button 'Stage: deploy: created'
      [419] button 'Cancel'
    [420] row ''
      [421] cell 'failed 00:06:02'
      [422] link '#4809'
      StaticText 'merge request'
      [423] link 'feature/dark-mode'
      [424] link 'b81e07c3'
      StaticText 'Settings: add theme radio group'
      [425] cell 'Sarah Chen'
      [426] button 'Stage: build: passed'
      [427] button 'Stage: test: failed'
      [428] button 'Stage: deploy: skipped'
      [429] button 'Retry'
""")

    main_pipes = page("Pipelines · Byte Blaze / timetracker-web · GitLab", f"{proj}/-/pipelines", f"""
{gl_top(12, 3, 6)}
{gl_side('timetracker-web', 23, 4, 'CI/CD')}
[240] navigation 'Breadcrumbs'
  [242] link 'Byte Blaze'
  [244] link 'timetracker-web'
  [246] link 'Pipelines'
[250] main ''
  [260] tab 'All 1,206' selected: True
  [261] tab 'Finished' selected: False
  [262] tab 'Branches' selected: False
  [263] tab 'Tags' selected: False
  [265] button 'Run pipeline'
  [266] button 'Clear runner caches'
  [270] table ''
    [271] row ''
      [272] cell 'running 00:00:19'
      [273] link '#4822'
      [274] link 'main'
      [275] link '5e71b04c'
      StaticText "Merge branch 'feature/dark-mode' into 'main'"
      StaticText 'Byte Blaze'
      [276] button 'Stage: build: running'
      [277] button 'Stage: test: created'
      [278] button 'Stage: deploy: created'
    [280] row ''
      [281] cell 'passed 00:08:43'
      [282] link '#4821'
      StaticText 'merge request'
      [283] link 'feature/dark-mode'
      [284] link '{head}'
      StaticText 'Dark mode: persist preference in localStorage'
      StaticText 'Sarah Chen'
      [285] button 'Stage: build: passed'
      [286] button 'Stage: test: passed'
      [287] button 'Stage: deploy: passed'
    [290] row ''
      [291] cell 'passed 00:09:10'
      [292] link '#4816'
      [293] link 'main'
      [294] link 'c02d9e55'
      StaticText "Merge branch 'fix/csv-export-timezone' into 'main'"
      StaticText 'Roshan Patel'
      [295] button 'Stage: build: passed'
      [296] button 'Stage: test: passed'
      [297] button 'Stage: deploy: passed'
    [300] row ''
      [301] cell 'failed 00:06:02'
      [302] link '#4809'
      StaticText 'merge request'
      [303] link 'feature/dark-mode'
      [304] link 'b81e07c3'
      StaticText 'Settings: add theme radio group'
      StaticText 'Sarah Chen'
      [305] button 'Stage: build: passed'
      [306] button 'Stage: test: failed'
      [307] button 'Stage: deploy: skipped'
""")

    first = overview(f"Pipeline #4821 running for {head} on feature/dark-mode", "Requires 1 approval from Maintainers.", False, False, later=False)
    turns = [
        ("click('313')", pipes_tab),
        ("click('412')", graph(j0, "running", "2 minutes 31 seconds", "2 minutes")),
        ("click('515')", job(log_a, "running", "2 minutes 3 seconds", "2 minutes ago", "2 minutes")),
        ("scroll(0, 800)", job(log_b, "passed", "3 minutes 2 seconds", "3 minutes ago", "4 minutes")),
        ("go_back()", graph(j1, "running", "5 minutes 41 seconds", "5 minutes")),
        ("click('457')", overview(f"Pipeline #4821 passed for {head} on feature/dark-mode", "Requires 1 approval from Maintainers.", False, False)),
        ("click('810')", overview(f"Pipeline #4821 passed for {head} on feature/dark-mode", "Approved by you", True, False)),
        ("click('818')", overview(f"Pipeline #4821 passed for {head} on feature/dark-mode", "", True, True)),
        ("click('828')", main_pipes),
    ]
    rs.add(task=TASK, tid="h20-web-08", system=WEB_SYSTEM, turns=turns, state=first)

# ---------------------------------------------------------------- 09 GitLab: commit, tree, blame (mainstream)
def t09(rs: RowSet) -> None:
    proj = "http://gitlab.example.com/byteblaze/invoice-cli"
    fix_sha, fix_full = "e41b7a9c", "e41b7a9c5d0f3e2a81b7c6d94f20a3b1c8e7d512"
    drift = "e41b79ac"
    commits = [
        ("3c8e1f47", "Bump version to 0.9.2", "Byte Blaze", "2 days ago"),
        (fix_sha, "Fix flaky date test around DST", "Roshan Patel", "4 days ago"),
        ("90d2c6b1", "Add --currency flag to export command", "Sarah Chen", "1 week ago"),
        ("7aa04d3e", "Merge branch 'feature/pdf-footer' into 'main'", "Byte Blaze", "1 week ago"),
        ("1f5b88c0", "PDF: add page numbers to footer", "Anna Kowalski", "1 week ago"),
        ("b2d49e71", "Update README usage examples", "Byte Blaze", "2 weeks ago"),
        ("58c3a0fd", "CI: cache pip downloads", "Roshan Patel", "2 weeks ago"),
        ("a1c9f2e0", "Parse ISO week periods", "Sarah Chen", "1 month ago"),
        ("d07e6b12", "Initial support for VAT rates", "Byte Blaze", "1 month ago"),
        ("4ea1c093", "Add date helpers and tests", "Byte Blaze", "2 months ago"),
    ]

    def shell(title: str, url: str, crumbs: list[str], body: str, active: str = "Repository") -> str:
        cr = "\n".join(f"  [{241 + 2 * i}] link {q(c)}" for i, c in enumerate(crumbs))
        return page(title, url, f"""
{gl_top(7, 2, 3)}
{gl_side('invoice-cli', 9, 1, active)}
[240] navigation 'Breadcrumbs'
{cr}
[250] main ''
{body}
""")

    rows = []
    for i, (sha, msg, who, when) in enumerate(commits):
        b = 400 + i * 6
        rows.append(f"[{b}] listitem ''\n  [{b + 1}] link {q(msg)}\n  [{b + 2}] link {q(who)}\n  StaticText 'authored {when}'\n"
                    f"  [{b + 3}] button 'Copy commit SHA'\n  [{b + 4}] link '{sha}'\n  [{b + 5}] link 'Browse Files'")
    commits_page = shell("Commits · Byte Blaze / invoice-cli · GitLab", f"{proj}/-/commits/main", ["Byte Blaze", "invoice-cli", "Repository", "Commits"], f"""
  [300] button 'main' hasPopup: listbox
  [302] textbox 'Search by message' required: False
  [304] link 'Browse files'
  StaticText '12 Mar, 2024'
  StaticText '10 commits'
  [399] list ''
{blk(rows, 2)}
""")

    diff = [
        ("@@ -1,6 +1,6 @@", ""), (" ", "import datetime as dt"), (" ", ""), (" ", "import pytest"), ("-", "import pytz"),
        ("+", "from zoneinfo import ZoneInfo"), (" ", ""), (" ", "from invoice_cli.dates import due_date, parse_period, week_bounds"),
        ("@@ -17,8 +17,9 @@ def test_parse_period_iso_week():", ""), (" ", ""), (" ", ""), (" ", "def test_week_bounds_across_dst_change():"),
        ("-", '    tz = pytz.timezone("Europe/Berlin")'), ("-", "    moment = tz.localize(dt.datetime(2024, 3, 31, 2, 30))"),
        ("+", '    tz = ZoneInfo("Europe/Berlin")'), ("+", "    # 2024-03-31 is the spring-forward day in Berlin; use noon to stay clear of 02:00-03:00"),
        ("+", "    moment = dt.datetime(2024, 3, 31, 12, 0, tzinfo=tz)"), (" ", "    start, end = week_bounds(moment)"),
        ("-", "    assert start == tz.localize(dt.datetime(2024, 3, 25))"), ("-", "    assert end - start == dt.timedelta(days=7)"),
        ("+", "    assert start == dt.datetime(2024, 3, 25, 0, 0, tzinfo=tz)"), ("+", "    assert end - start == dt.timedelta(days=7) - dt.timedelta(hours=1)"),
    ]
    dl = "\n".join(f"    StaticText {q(sign + txt if not sign.startswith('@@') else sign)}" for sign, txt in diff)
    commit_page = shell(f"Fix flaky date test around DST ({fix_sha}) · Commits · Byte Blaze / invoice-cli · GitLab", f"{proj}/-/commit/{fix_full}",
                        ["Byte Blaze", "invoice-cli", "Repository", "Commits", fix_sha], f"""
  StaticText 'Commit'
  StaticText '{fix_sha}'
  [500] button 'Copy commit SHA'
  StaticText 'authored 4 days ago by'
  [502] link 'Roshan Patel'
  [504] button 'Options' hasPopup: menu
  [505] link 'Browse files'
  [510] heading 'Fix flaky date test around DST'
  StaticText 'The old test built a local time inside the skipped 02:00-03:00 hour on 2024-03-31, which pytz silently shifted depending on the runner timezone. Switch to zoneinfo and pick noon.'
  StaticText '1 parent'
  [512] link '90d2c6b1'
  StaticText 'Pipeline #3307 passed with stages in 2 minutes and 14 seconds'
  StaticText 'Showing 1 changed file with 6 additions and 5 deletions'
  [520] region 'tests/test_dates.py'
    [521] link 'tests/test_dates.py'
    StaticText '+6 −5'
    [522] link 'View file @ {fix_sha}'
{dl}
""")

    tree_rows = [(".gitlab", "CI: cache pip downloads", "2 weeks ago"), ("docs", "Update README usage examples", "2 weeks ago"),
                 ("invoice_cli", "Bump version to 0.9.2", "2 days ago"), ("tests", "Fix flaky date test around DST", "4 days ago"),
                 (".gitignore", "Add date helpers and tests", "2 months ago"), (".gitlab-ci.yml", "CI: cache pip downloads", "2 weeks ago"),
                 ("CHANGELOG.md", "Bump version to 0.9.2", "2 days ago"), ("LICENSE", "Add date helpers and tests", "2 months ago"),
                 ("README.md", "Update README usage examples", "2 weeks ago"), ("pyproject.toml", "Bump version to 0.9.2", "2 days ago")]
    tr = "\n".join(f"    [{600 + i * 4}] row ''\n      [{601 + i * 4}] link '{n}'\n      [{602 + i * 4}] link {q(m)}\n      StaticText '{w}'" for i, (n, m, w) in enumerate(tree_rows))
    files_page = shell("Files · main · Byte Blaze / invoice-cli · GitLab", f"{proj}/-/tree/main", ["Byte Blaze", "invoice-cli", "Repository"], f"""
  [580] button 'main' hasPopup: listbox
  [582] link 'invoice-cli'
  [584] button 'Find file'
  [585] button 'Web IDE'
  [586] button 'Code' hasPopup: menu
  [588] link 'Bump version to 0.9.2'
  StaticText 'Byte Blaze authored 2 days ago'
  [590] link '3c8e1f47'
  [595] table 'Files, directories, and submodules in the path / for commit reference main'
{tr}
  [660] heading 'README.md'
  StaticText 'invoice-cli: generate, export and reconcile freelance invoices from the command line.'
""")
    test_rows = [("__init__.py", "Add date helpers and tests", "2 months ago"), ("conftest.py", "Initial support for VAT rates", "1 month ago"),
                 ("test_dates.py", "Fix flaky date test around DST", "4 days ago"), ("test_export.py", "Add --currency flag to export command", "1 week ago"),
                 ("test_pdf.py", "PDF: add page numbers to footer", "1 week ago"), ("test_vat.py", "Initial support for VAT rates", "1 month ago")]
    tt = "\n".join(f"    [{700 + i * 4}] row ''\n      [{701 + i * 4}] link '{n}'\n      [{702 + i * 4}] link {q(m)}\n      StaticText '{w}'" for i, (n, m, w) in enumerate(test_rows))
    tests_page = shell("tests · main · Byte Blaze / invoice-cli · GitLab", f"{proj}/-/tree/main/tests", ["Byte Blaze", "invoice-cli", "Repository"], f"""
  [580] button 'main' hasPopup: listbox
  [582] link 'invoice-cli'
  [583] link 'tests'
  [584] button 'Find file'
  [585] button 'Web IDE'
  [588] link 'Fix flaky date test around DST'
  StaticText 'Roshan Patel authored 4 days ago'
  [590] link '{fix_sha}'
  [695] table 'Files, directories, and submodules in the path /tests for commit reference main'
    [696] row ''
      [697] link '..'
{tt}
""")

    src = ["import datetime as dt", "", "import pytest", "from zoneinfo import ZoneInfo", "",
           "from invoice_cli.dates import due_date, parse_period, week_bounds", "", "",
           "def test_due_date_adds_net_days():", "    assert due_date(dt.date(2024, 1, 15), net=30) == dt.date(2024, 2, 14)", "", "",
           "def test_parse_period_iso_week():", '    start, end = parse_period("2024-W10")', "    assert start == dt.date(2024, 3, 4)",
           "    assert end == dt.date(2024, 3, 10)", "", "", "def test_week_bounds_across_dst_change():", '    tz = ZoneInfo("Europe/Berlin")',
           "    # 2024-03-31 is the spring-forward day in Berlin; use noon to stay clear of 02:00-03:00",
           "    moment = dt.datetime(2024, 3, 31, 12, 0, tzinfo=tz)", "    start, end = week_bounds(moment)",
           "    assert start == dt.datetime(2024, 3, 25, 0, 0, tzinfo=tz)", "    assert end - start == dt.timedelta(days=7) - dt.timedelta(hours=1)"]
    code = "\n".join(f"    StaticText {q(f'{i:>2} {ln}')}" for i, ln in enumerate(src, 1))
    file_page = shell("tests/test_dates.py · main · Byte Blaze / invoice-cli · GitLab", f"{proj}/-/blob/main/tests/test_dates.py",
                      ["Byte Blaze", "invoice-cli", "Repository"], f"""
  [580] button 'main' hasPopup: listbox
  [582] link 'invoice-cli'
  [583] link 'tests'
  StaticText 'test_dates.py'
  [800] button 'Find file'
  [801] link 'Blame'
  [802] link 'History'
  [803] link 'Permalink'
  [806] link 'Fix flaky date test around DST'
  StaticText 'Roshan Patel authored 4 days ago'
  [808] link '{fix_sha}'
  [810] region 'test_dates.py'
    StaticText '799 B'
    [812] button 'Open in Web IDE'
    [813] button 'Replace'
    [814] button 'Delete'
{code}
""")

    def blame(sha_fix: str) -> str:
        groups = [("4ea1c093", "Add date helpers and tests", "Byte Blaze", "2 months ago", 1, 3),
                  (sha_fix, "Fix flaky date test around DST", "Roshan Patel", "4 days ago", 4, 4),
                  ("4ea1c093", "Add date helpers and tests", "Byte Blaze", "2 months ago", 5, 12),
                  ("a1c9f2e0", "Parse ISO week periods", "Sarah Chen", "1 month ago", 13, 18),
                  ("4ea1c093", "Add date helpers and tests", "Byte Blaze", "2 months ago", 19, 19),
                  (sha_fix, "Fix flaky date test around DST", "Roshan Patel", "4 days ago", 20, 22),
                  ("4ea1c093", "Add date helpers and tests", "Byte Blaze", "2 months ago", 23, 23),
                  (sha_fix, "Fix flaky date test around DST", "Roshan Patel", "4 days ago", 24, 25)]
        out = []
        for k, (sha, msg, who, when, a, z) in enumerate(groups):
            b = 900 + k * 5
            lines = "\n".join(f"  StaticText {q(f'{i:>2} {src[i - 1]}')}" for i in range(a, z + 1))
            out.append(f"[{b}] row ''\n  [{b + 1}] link {q(msg)}\n  StaticText '{who} authored {when}'\n  [{b + 2}] link '{sha}'\n  [{b + 3}] link 'View blame prior to this change'\n{lines}")
        return shell("Blame · tests/test_dates.py · main · Byte Blaze / invoice-cli · GitLab", f"{proj}/-/blame/main/tests/test_dates.py",
                     ["Byte Blaze", "invoice-cli", "Repository"], f"""
  [580] button 'main' hasPopup: listbox
  [582] link 'invoice-cli'
  [583] link 'tests'
  StaticText 'test_dates.py'
  [801] link 'Normal view'
  [802] link 'History'
  [803] link 'Permalink'
  [880] table 'Blame'
{blk(out, 2)}
""")

    hist = [(fix_sha, "Fix flaky date test around DST", "Roshan Patel", "4 days ago"),
            ("a1c9f2e0", "Parse ISO week periods", "Sarah Chen", "1 month ago"),
            ("4ea1c093", "Add date helpers and tests", "Byte Blaze", "2 months ago")]
    hrows = [f"[{1000 + i * 6}] listitem ''\n  [{1001 + i * 6}] link {q(m)}\n  [{1002 + i * 6}] link {q(w)}\n  StaticText 'authored {t}'\n  [{1004 + i * 6}] link '{s}'"
             for i, (s, m, w, t) in enumerate(hist)]
    history = shell("Commits · Byte Blaze / invoice-cli · GitLab", f"{proj}/-/commits/main/tests/test_dates.py", ["Byte Blaze", "invoice-cli", "Repository", "Commits"], f"""
  [300] button 'main' hasPopup: listbox
  [302] textbox 'Search by message' required: False
  StaticText 'tests/test_dates.py'
  StaticText '3 commits'
  [999] list ''
{blk(hrows, 2)}
""")
    iso = shell("Parse ISO week periods (a1c9f2e0) · Commits · Byte Blaze / invoice-cli · GitLab",
                f"{proj}/-/commit/a1c9f2e08b3d4c57e1f60a92b4d8c3e75f1a06d4", ["Byte Blaze", "invoice-cli", "Repository", "Commits", "a1c9f2e0"], """
  StaticText 'Commit'
  StaticText 'a1c9f2e0'
  [500] button 'Copy commit SHA'
  StaticText 'authored 1 month ago by'
  [502] link 'Sarah Chen'
  [505] link 'Browse files'
  [510] heading 'Parse ISO week periods'
  StaticText 'Accept YYYY-Www in --period, e.g. 2024-W10, resolved Monday to Sunday.'
  StaticText '1 parent'
  [512] link 'd07e6b12'
  StaticText 'Showing 2 changed files with 24 additions and 2 deletions'
  [520] region 'invoice_cli/dates.py'
    [521] link 'invoice_cli/dates.py'
    StaticText '+18 −2'
  [530] region 'tests/test_dates.py'
    [531] link 'tests/test_dates.py'
    StaticText '+6 −0'
    StaticText '+def test_parse_period_iso_week():'
    StaticText '+    start, end = parse_period("2024-W10")'
    StaticText '+    assert start == dt.date(2024, 3, 4)'
    StaticText '+    assert end == dt.date(2024, 3, 10)'
""")
    turns = [
        ("click('407')", commit_page),
        ("click('179')", files_page),
        ("click('613')", tests_page),
        ("click('709')", file_page),
        ("click('801')", blame(drift)),
        ("click('801')", file_page),
        ("click('802')", history),
        ("click('1007')", iso),
    ]
    rs.add(task=TASK, tid="h20-web-09", system=WEB_SYSTEM, turns=turns, state=commits_page, bad=True, turn=5,
           kind="blame view attributes the DST-fix lines to commit e41b79ac, but that commit's short SHA was e41b7a9c in the commit list, the commit page, the tests tree and the file view")

# ---------------------------------------------------------------- 10 forum: subscribe, sort, comment, vote (mainstream, clean)
def t10(rs: RowSet) -> None:
    site = "http://forum.example.com"
    me = "sprout_sam"
    nav = f"""
[38] navigation ''
  [39] link 'Jump to main content'
  [40] link 'Jump to sidebar'
[42] navigation ''
  [45] link 'Home'
    StaticText 'Postmill'
  [56] list ''
    [57] link 'Forums'
    [58] link 'Wiki'
  [64] searchbox 'Search query'
  [65] link 'Notifications (0)'
  [66] link 'Submit'
  [68] button {q(me)} hasPopup: menu expanded: False
"""

    def ago(m: int) -> str:
        if m < 1:
            return "a few seconds ago"
        if m < 60:
            return f"{m} minute{'s' if m != 1 else ''} ago"
        if m < 1440:
            h = m // 60
            return f"{h} hour{'s' if h != 1 else ''} ago"
        d = m // 1440
        return f"{d} day{'s' if d != 1 else ''} ago"

    posts = {
        "A": (1210, "Tomato leaves curling — overwatering or heat stress?", "tomato_tina", 184, 56, 7),
        "B": (1220, "First harvest from my balcony: 2 lbs of snap peas!", "balcony_bob", 301, 212, 31),
        "C": (1230, "PSA: check the underside of squash leaves for eggs now", "bugwatch", 547, 143, 28),
        "D": (1240, "Is it too late to plant garlic in zone 6b?", "allium_al", 45, 4, 6),
        "E": (1250, "My grandmother's 40-year-old jade plant", "jadeheir", 1530, 520, 47),
        "F": (1260, "Raised bed soil mix: 60/30/10 or Mel's Mix?", "soilnerd", 14, 2, 1),
        "G": (1270, "Weekly 'What did you plant?' thread", "AutoModerator", 2900, 37, 120),
        "H": (1280, "Hydrangea turned pink after I moved it — why?", "blue_hydra", 433, 66, 19),
        "I": (1290, "Any tips for keeping squirrels off strawberries?", "berrybandit", -10, 1, 0),
    }

    def listing(order: list[str], sort: str, dt: int, a_score: int = 56, a_comments: int = 7, voted: bool = False) -> str:
        items = []
        for k in order:
            b, t, who, age, score, nc = posts[k]
            if k == "A":
                score, nc = a_score, a_comments
            pressed = " pressed: true" if voted and k == "A" else ""
            items.append(f"[{b}] article ''\n  [{b + 1}] heading {q(t)}\n    [{b + 2}] link {q(t)}\n  StaticText 'Submitted by'\n"
                         f"  [{b + 3}] link {q(who)}\n  StaticText '{ago(age + dt)}'\n  [{b + 4}] link '{nc} comment{'s' if nc != 1 else ''}'\n"
                         f"  [{b + 5}] button 'Upvote'{pressed}\n  StaticText '{score}'\n  [{b + 6}] button 'Downvote'")
        tabs = "\n".join(f"  [{b}] link '{n}'" for b, n in [(93, "Hot"), (94, "New"), (95, "Active"), (96, "Top"), (97, "Controversial"), (98, "Most commented")])
        url = f"{site}/f/gardening" + ("" if sort == "hot" else f"/{sort}")
        return page("gardening", url, f"""
{nav}
[90] main ''
  [92] heading 'gardening'
{tabs}
  StaticText 'Sorted by: {sort}'
{blk(items, 1)}
  [1390] link 'More'
[800] complementary ''
  [801] heading 'gardening'
  StaticText 'Veggies, flowers, houseplants, soil, pests and everything in between. Be kind, post your zone.'
  [803] button 'Unsubscribe'
  StaticText '1,205 subscribers'
  [805] link 'Submit a new post'
  StaticText 'Created 4 years ago'
  [807] link 'Moderation log'
""")

    def forums(subscribed: bool) -> str:
        rows = [("AskReddit", 2104, True), ("books", 4812, True), ("gardening", 1205 if subscribed else 1204, subscribed),
                ("houseplants", 967, False), ("technology", 3377, True), ("worldnews", 5020, False)]
        out = []
        for i, (n, s, sub) in enumerate(rows):
            b = 1410 + i * 4
            out.append(f"[{b}] row ''\n  [{b + 1}] link '{n}'\n  StaticText '{s:,} subscribers'\n  [{b + 2}] button '{'Unsubscribe' if sub else 'Subscribe'}'")
        return page("List of forums", f"{site}/forums", f"""
{nav}
[90] main ''
  [1400] heading 'List of forums'
  [1401] link 'All forums'
  [1402] link 'By category'
  [1405] table ''
{blk(out, 2)}
""")

    a_t = posts["A"][1]
    a_body = ("Zone 7a, Cherokee Purple and Sungold in 15-gallon grow bags. For the past week the top leaves curl upward and "
              "some have purple veins. I water every morning until it drains. Daytime highs have been 94-97°F. Overwatering, heat, or something else?")
    comments = [
        (1501, "allium_al", 170, 12, "Upward curl at the top during a heat wave is classic physiological leaf roll. Usually harmless."),
        (1506, "bugwatch", 165, 9, "Check for broad mites with a loupe before you relax. Bronzing on the stems is the giveaway."),
        (1511, "tomato_tina", 150, 3, "No bronzing that I can see. Stems look green."),
        (1516, "soilnerd", 120, 7, "Grow bags dry out fast but they also drain perfectly, so overwatering is unlikely. Purple veins can be phosphorus uptake stalling when roots get hot."),
        (1521, "balcony_bob", 95, 4, "Shade cloth (30-40%) from noon to 4pm fixed this for me last summer."),
        (1526, "jadeheir", 61, 2, "Same here with Sungolds. They bounced back as soon as the nights cooled below 75°F."),
        (1531, "blue_hydra", 22, 1, "Following. Mine are doing the same thing."),
    ]
    mine = ("Top-down upward curl plus purple veins in a heat wave points to heat stress, not water. If the lower leaves yellow first, that's watering. "
            "Mulch the bags 2-3 inches, water deeply at the base, and add 30% shade cloth for the afternoon.")

    def thread(dt: int, n: int, textbox: str, mine_age: int | None, voted: bool) -> str:
        cs = []
        for b, who, age, score, text in comments:
            cs.append(f"[{b}] article ''\n  [{b + 1}] link {q(who)}\n  StaticText '{ago(age + dt)}'\n  StaticText {q(text)}\n"
                      f"  [{b + 2}] button 'Upvote'\n  StaticText '{score}'\n  [{b + 3}] button 'Downvote'\n  [{b + 4}] link 'Reply'")
        if mine_age is not None:
            cs.append(f"[1536] article ''\n  [1537] link {q(me)}\n  StaticText '{ago(mine_age)}'\n  StaticText {q(mine)}\n"
                      f"  [1538] button 'Upvote' pressed: true\n  StaticText '1'\n  [1539] button 'Downvote'\n  [1540] link 'Reply'\n  [1541] link 'Edit'\n  [1542] link 'Delete'")
        tv = f" value={q(textbox)}" if textbox else ""
        return page(f"{a_t} : gardening", f"{site}/f/gardening/88413/tomato-leaves-curling-overwatering-or-heat-stress", f"""
{nav}
[90] main ''
  [1450] article ''
    [1451] heading {q(a_t)}
    StaticText 'Submitted by'
    [1452] link 'tomato_tina'
    StaticText '{ago(posts['A'][3] + dt)} in'
    [1453] link 'gardening'
    StaticText {q(a_body)}
    [1455] link '{n} comments'
    [1456] button 'Upvote'{' pressed: true' if voted else ''}
    StaticText '{57 if voted else 56}'
    [1457] button 'Downvote'
  [1460] form ''
    [1461] textbox 'Comment' required: True{tv}
    [1463] button 'Post'
  [1470] heading '{n} comments'
{blk(cs, 1)}
[800] complementary ''
  [801] heading 'gardening'
  [803] button 'Unsubscribe'
  StaticText '1,205 subscribers'
""")

    hot0 = ["B", "A", "C", "E", "H", "D", "F", "G"]
    new0 = ["F", "D", "A", "B", "H", "C", "E", "G"]
    top0 = ["E", "B", "C", "H", "A", "G", "D", "F"]
    hot1 = ["B", "A", "C", "E", "H", "D", "I", "F", "G"]
    turns = [
        ("click('1420')", forums(True)),
        ("click('1419')", listing(hot0, "hot", 1)),
        ("click('94')", listing(new0, "new", 1)),
        ("click('96')", listing(top0, "top", 2)),
        (f"click('{posts['A'][0] + 2}')", thread(3, 7, "", None, False)),
        (f"fill('1461', {q(mine)})", thread(5, 7, mine, None, False)),
        ("click('1463')", thread(6, 8, "", 0, False)),
        ("click('1456')", thread(7, 8, "", 1, True)),
        ("click('1453')", listing(hot1, "hot", 12, 57, 8, True)),
    ]
    rs.add(task=TASK, tid="h20-web-10", system=WEB_SYSTEM, turns=turns, state=forums(False))

# ---------------------------------------------------------------- 11 WordPress admin: trash, bulk publish (mainstream)
def t11(rs: RowSet) -> None:
    wp = "https://harborcoffee.example/wp-admin"
    P = {
        "spring": ("Spring Menu Preview: Lavender Oat Latte", "Draft", "Maya Ortiz", "Menu", "—", 0, "Last Modified 2024/03/08 at 4:12 pm"),
        "loring": ("Meet Our New Roaster: The Loring S15", "Published", "Maya Ortiz", "News", "roasting", 4, "Published 2024/03/05 at 9:00 am"),
        "guest": ("Guest Post: Brewing at Altitude", "Pending", "Jonah Reyes", "Brewing", "—", 0, "Last Modified 2024/03/03 at 11:40 am"),
        "guji": ("Ethiopia Guji Natural Is Back", "Published", "Maya Ortiz", "Coffees", "ethiopia, single origin", 7, "Published 2024/02/27 at 8:30 am"),
        "valentine": ("Valentine's Gift Boxes Now Available", "Published", "Priya Shah", "Shop", "gifts", 2, "Published 2024/02/01 at 7:00 am"),
        "green": ("How We Choose Our Green Coffee", "Draft", "Priya Shah", "Sourcing", "—", 0, "Last Modified 2024/01/22 at 2:05 pm"),
        "winter": ("Winter Hours at the Harbor Café", "Published", "Maya Ortiz", "News", "hours", 1, "Published 2024/01/08 at 8:00 am"),
        "cold": ("Cold Brew Concentrate: Our Recipe", "Published", "Jonah Reyes", "Brewing", "cold brew", 12, "Published 2023/11/14 at 10:00 am"),
        "huila": ("Colombia Huila Washed: Tasting Notes", "Published", "Maya Ortiz", "Coffees", "colombia", 3, "Published 2023/10/02 at 8:00 am"),
        "popup": ("Fall Pop-Up at the Pier 39 Farmers Market", "Published", "Priya Shah", "Events", "events", 0, "Published 2023/09/18 at 6:00 pm"),
        "review": ("2022 Year in Review", "Published", "Maya Ortiz", "News", "—", 5, "Published 2023/01/02 at 9:00 am"),
        "holiday": ("Holiday Hours 2022", "Published", "Maya Ortiz", "News", "hours", 0, "Published 2022/12/15 at 8:00 am"),
        "summer": ("Summer Sale 2022 — Final Days", "Published", "Priya Shah", "Shop", "sale", 1, "Published 2022/08/29 at 9:00 am"),
    }
    page1 = ["spring", "loring", "guest", "guji", "valentine", "green", "winter", "cold", "huila", "popup"]
    bid = {k: 300 + i * 12 for i, k in enumerate(P)}

    def row(k: str, checked: bool, status_override: str | None = None, date_override: str | None = None) -> str:
        title, status, author, cat, tags, com, date = P[k]
        status = status_override or status
        date = date_override or date
        b = bid[k]
        suffix = {"Draft": " — Draft", "Pending": " — Pending"}.get(status, "")
        return (f"[{b}] row ''\n  [{b + 1}] checkbox {q('Select ' + title)} checked: {'true' if checked else 'false'}\n"
                f"  [{b + 2}] link {q(title)}\n" + (f"  StaticText {q(suffix)}\n" if suffix else "") +
                f"  [{b + 3}] link 'Edit'\n  [{b + 4}] button 'Quick Edit'\n  [{b + 5}] link 'Trash'\n  [{b + 6}] link '{'Preview' if suffix else 'View'}'\n"
                f"  [{b + 7}] link {q(author)}\n  [{b + 8}] link {q(cat)}\n  StaticText {q(tags)}\n  StaticText '{com}'\n  StaticText {q(date)}")

    def counts(c: dict[str, int], current: str) -> str:
        out = []
        for i, (name, n) in enumerate(c.items()):
            out.append(f"    [{110 + i}] link '{name} ({n})'" + (" current: page" if name == current else ""))
        return "\n".join(out)

    c0 = {"All": 26, "Mine": 14, "Published": 22, "Drafts": 3, "Pending": 1}
    c1 = {"All": 24, "Mine": 13, "Published": 20, "Drafts": 3, "Pending": 1, "Trash": 2}
    c_bad = {"All": 24, "Mine": 13, "Published": 21, "Drafts": 3, "Pending": 1, "Trash": 2}

    def listing(c: dict[str, int], rows: list[str], items: int, search: str = "", searched: str = "", msg: str | None = None,
                bulk: str = "Bulk actions", bulk_panel: str = "", url: str = f"{wp}/edit.php") -> str:
        pages = (items + 9) // 10
        nav = (f"  StaticText '{items} item{'s' if items != 1 else ''}'" + (f"\n  [131] button 'First page' disabled: True\n  [132] button 'Previous page' disabled: True\n"
               f"  [133] textbox 'Current Page' value='1'\n  StaticText 'of {pages}'\n  [135] link 'Next page'\n  [136] link 'Last page'" if pages > 1 else ""))
        m = f"\n  [104] status ''\n    StaticText {q(msg)}" + ("\n    [105] link 'Undo'" if msg and "Trash" in msg else "") + "\n    [106] button 'Dismiss this notice.'" if msg else ""
        sr = f"\n  StaticText 'Search results for: {searched}'" if searched else ""
        sv = f" value={q(search)}" if search else ""
        return page("Posts ‹ Harbor Coffee Roasters — WordPress", url, f"""
[20] navigation 'Toolbar'
  [21] link 'About WordPress'
  [22] link 'Harbor Coffee Roasters'
  [23] link '3 Comments in moderation'
  [24] link 'New'
  [25] link 'Howdy, Maya Ortiz'
[40] navigation 'Main menu'
  [41] link 'Dashboard'
  [42] link 'Posts'
  [43] link 'All Posts'
  [44] link 'Add New Post'
  [45] link 'Categories'
  [46] link 'Tags'
  [47] link 'Media'
  [48] link 'Pages'
  [49] link 'Comments 3 Comments in moderation'
  [50] link 'Appearance'
  [51] link 'Plugins 2'
  [52] link 'Users'
  [53] link 'Tools'
  [54] link 'Settings'
  [55] button 'Collapse Main Menu'
[100] main ''
  [101] heading 'Posts'
  [102] link 'Add New Post'{sr}{m}
  [109] list ''
{counts(c, 'All' if not searched else '')}
  [120] searchbox 'Search Posts:'{sv}
  [121] button 'Search Posts'
  [125] combobox 'Select bulk action' value='{bulk}'
  [126] button 'Apply'
  [127] combobox 'Filter by date' value='All dates'
  [128] combobox 'Filter by category' value='All Categories'
  [129] button 'Filter'
{nav}{bulk_panel}
  [200] table ''
    [201] row ''
      [202] checkbox 'Select All' checked: false
      [203] columnheader 'Title' sort: none
      [204] columnheader 'Author'
      [205] columnheader 'Categories'
      [206] columnheader 'Tags'
      [207] columnheader 'Comments'
      [208] columnheader 'Date' sort: descending
{blk(rows, 2)}
[900] contentinfo ''
  StaticText 'Thank you for creating with WordPress.'
  StaticText 'Version 6.4.3'
""")

    first = [row(k, False) for k in page1]
    hits = ["review", "holiday", "summer"]
    s_url = f"{wp}/edit.php?s=2022&post_status=all&post_type=post"
    panel = """
  [600] group 'Bulk Edit'
    [601] heading 'Bulk Edit'
    [602] list ''
      [603] button 'Remove Spring Menu Preview: Lavender Oat Latte from Bulk Edit'
      StaticText 'Spring Menu Preview: Lavender Oat Latte'
    [605] group 'Categories'
      [606] checkbox 'Menu' checked: false
      [607] checkbox 'News' checked: false
      [608] checkbox 'Coffees' checked: false
    [610] textbox 'Tags' required: False
    [612] combobox 'Author' value='— No Change —'
    [614] combobox 'Comments' value='— No Change —'
    [616] combobox 'Pings' value='— No Change —'
    [618] combobox 'Status' value='{status}'
    [620] combobox 'Sticky' value='— No Change —'
    [622] combobox 'Post Format' value='— No Change —'
    [624] button 'Update'
    [625] button 'Cancel'"""
    after_all = [row(k, False) for k in page1]
    sel = [row(k, k == "spring") for k in page1]
    published = [row(k, False, "Published" if k == "spring" else None, "Published 2024/03/11 at 10:31 am" if k == "spring" else None) for k in page1]
    turns = [
        ("fill('120', '2022')", listing(c0, first, 26, search="2022")),
        ("click('121')", listing(c0, [row(k, False) for k in hits], 3, "2022", "2022", url=s_url)),
        ("check('433')", listing(c0, [row(k, k == "holiday") for k in hits], 3, "2022", "2022", url=s_url)),
        ("check('445')", listing(c0, [row(k, k in ("holiday", "summer")) for k in hits], 3, "2022", "2022", url=s_url)),
        ("select_option('125', 'Move to Trash')", listing(c0, [row(k, k in ("holiday", "summer")) for k in hits], 3, "2022", "2022", bulk="Move to Trash", url=s_url)),
        ("click('126')", listing(c1, [row("review", False)], 1, "2022", "2022", msg="2 posts moved to the Trash.", url=f"{wp}/edit.php?s=2022&post_status=all&post_type=post&trashed=2&ids=1187,1021")),
        ("click('110')", listing(c1, after_all, 24)),
        ("check('301')", listing(c1, sel, 24)),
        ("select_option('125', 'Edit')", listing(c1, sel, 24, bulk="Edit")),
        ("click('126')", listing(c1, sel, 24, bulk="Edit", bulk_panel=panel.replace("{status}", "— No Change —"))),
        ("select_option('618', 'Published')", listing(c1, sel, 24, bulk="Edit", bulk_panel=panel.replace("{status}", "Published"))),
        ("click('624')", listing(c_bad, published, 24, msg="1 post updated.", url=f"{wp}/edit.php?updated=1&ids=1342")),
    ]
    rs.add(task=TASK, tid="h20-web-11", system=WEB_SYSTEM, turns=turns, state=listing(c0, first, 26), bad=True, turn=12,
           kind="after bulk-publishing the only draft on the page, the status counts read Published (21) but still Drafts (3), so Published+Drafts+Pending = 25 while All says 24 (Drafts should have dropped to 2)")

# ---------------------------------------------------------------- 12 Koha OPAC: renew, suspend hold, place hold (less common, clean)
def t12(rs: RowSet) -> None:
    opac = "https://catalog.springfieldlibrary.example"
    head = """
[30] banner ''
  [31] link 'Springfield Public Library'
  [33] button 'Cart'
  [34] button 'Lists' hasPopup: menu
  [35] link 'Welcome, Alex Moreno'
  [36] link 'Log out'
[40] search ''
  [41] combobox 'Search the catalog by:' value='Library catalog'
  [42] textbox 'Search the catalog by keyword' required: False{sv}
  [43] combobox 'Group results by library or group' value='All libraries'
  [44] button 'Go'
[45] list ''
  [46] link 'Advanced search'
  [47] link 'Course reserves'
  [48] link 'Tag cloud'
  [49] link 'Most popular'
  [50] link 'Recent comments'
  [51] link 'Purchase suggestions'
"""

    def hd(sv: str = "") -> str:
        return head.replace("{sv}", f" value={q(sv)}" if sv else "")

    menu = """
[70] navigation 'Your account menu'
  [71] link 'Your summary'
  [72] link 'Your charges'
  [73] link 'Your personal details'
  [74] link 'Your tags'
  [75] link 'Change your password'
  [76] link 'Your search history'
  [77] link 'Your reading history'
  [78] link 'Your privacy'
  [79] link 'Your purchase suggestions'
  [80] link 'Your messaging'
  [81] link 'Your lists'
"""
    loans = [
        ("overstory", "The overstory :", "a novel /", "Powers, Richard,", "39001004412873", "FIC POWERS"),
        ("sweetgrass", "Braiding sweetgrass :", "indigenous wisdom, scientific knowledge and the teachings of plants /", "Kimmerer, Robin Wall,", "39001003876110", "581.6 KIM"),
        ("piranesi", "Piranesi /", "", "Clarke, Susanna,", "39001004590021", "FIC CLARKE"),
    ]

    def summary(tab: str, due: dict[str, tuple[str, str]], checked: set[str], msg: str = "", holds: list[tuple] | None = None,
                modal: str = "") -> str:
        rows = []
        for i, (k, t, sub, au, bc, cn) in enumerate(loans):
            b = 200 + i * 10
            d, ren = due[k]
            if k == "piranesi":
                rc = "  StaticText 'Not renewable (on hold for another patron)'"
            else:
                rc = f"  [{b + 5}] checkbox 'Renew {t.rstrip(' :/')}' checked: {'true' if k in checked else 'false'}\n  StaticText '({ren})'"
            rows.append(f"[{b}] row ''\n  [{b + 1}] link {q((t + ' ' + sub).strip())}\n  StaticText {q(au)}\n  StaticText '{d}'\n"
                        f"  StaticText '{bc}'\n  StaticText '{cn}'\n{rc}\n  StaticText 'No'")
        assert holds is not None
        hl = holds
        if tab == "Checked out":
            panel = f"""
  [150] tabpanel 'Checked out'
    [160] table 'Checked out'
      [161] row ''
        [162] columnheader 'Title'
        [163] columnheader 'Author'
        [164] columnheader 'Due'
        [165] columnheader 'Barcode'
        [166] columnheader 'Call number'
        [167] columnheader 'Renew'
        [168] columnheader 'Fines'
{blk(rows, 3)}
    [290] button 'Renew selected'
    [291] button 'Renew all'"""
        else:
            hr = []
            for j, (t, placed, pickup, status, btns) in enumerate(hl):
                b = 400 + j * 10
                hr.append(f"[{b}] row ''\n  [{b + 1}] link {q(t)}\n  StaticText '{placed}'\n  StaticText '{pickup}'\n  StaticText 'Never expires'\n  StaticText {q(status)}\n"
                          + "\n".join(f"  [{b + 4 + n}] button '{x}'" for n, x in enumerate(btns)))
            panel = f"""
  [150] tabpanel 'Holds'
    [380] table 'Holds'
      [381] row ''
        [382] columnheader 'Title'
        [383] columnheader 'Placed on'
        [384] columnheader 'Pick up location'
        [385] columnheader 'Expires on'
        [386] columnheader 'Status'
        [387] columnheader 'Modify'
{blk(hr, 3)}
    [480] button 'Suspend all holds'"""
        m = f"\n  [95] alert ''\n    StaticText {q(msg)}" if msg else ""
        return page("Your library home › Springfield Public Library catalog", f"{opac}/cgi-bin/koha/opac-user.pl" + ("#opac-user-holds" if tab == "Holds" else ""), f"""
{hd()}
[60] navigation 'Breadcrumbs'
  [61] link 'Home'
  [62] link 'Alex Moreno'
  StaticText 'Your summary'
{menu}
[90] main ''
  [91] heading 'Hello, Alex Moreno'
  [92] link "Click here if you're not Alex Moreno"{m}
  [100] tablist ''
    [101] tab 'Checked out (3)' selected: {tab == 'Checked out'}
    [102] tab 'Charges ($0.40)' selected: False
    [103] tab 'Holds ({len(hl)})' selected: {tab == 'Holds'}
{panel}{modal}
""")

    due0 = {"overstory": ("04/08/2024", "2 of 3 renewals remaining"), "sweetgrass": ("04/15/2024", "3 of 3 renewals remaining"),
            "piranesi": ("03/28/2024", "")}
    due1 = {**due0, "overstory": ("04/29/2024", "1 of 3 renewals remaining")}
    tmrw = "Tomorrow, and tomorrow, and tomorrow / Zevin, Gabrielle,"
    h0 = [(tmrw, "03/02/2024", "Main Library", "Pending", ["Change", "Suspend", "Cancel"])]
    h1 = [(tmrw, "03/02/2024", "Main Library", "Suspended until 05/01/2024", ["Change", "Resume", "Cancel"])]
    h2 = h1 + [("Klara and the sun / Ishiguro, Kazuo,", "03/25/2024", "Main Library", "Pending", ["Change", "Suspend", "Cancel"])]

    def suspend_modal(date: str) -> str:
        dv = f" value='{date}'" if date else ""
        return f"""
[500] dialog 'Suspend your hold on Tomorrow, and tomorrow, and tomorrow' modal: True
  StaticText 'Specify the date on which to resume your hold. If you do not specify a date, your hold will be suspended until you resume it.'
  [502] textbox 'Suspend until:' required: False{dv}
  [503] button 'Clear date'
  [505] button 'Suspend'
  [506] button 'Cancel'"""

    results = page("Results of search for 'klara and the sun' › Springfield Public Library catalog", f"{opac}/cgi-bin/koha/opac-search.pl?q=klara+and+the+sun", f"""
{hd('klara and the sun')}
[60] navigation 'Breadcrumbs'
  [61] link 'Home'
  StaticText 'Results of search for \\'klara and the sun\\''
[90] main ''
  StaticText 'Your search returned 2 results.'
  [600] combobox 'Sort' value='Relevance'
  [602] checkbox 'Select all' checked: false
  [603] button 'Place hold'
  [610] group 'Refine your search'
    [611] link 'Availability: Limit to currently available items.'
    StaticText 'Authors'
    [613] link 'Ishiguro, Kazuo, (2)'
    StaticText 'Item types'
    [615] link 'Books (1)'
    [616] link 'Large print (1)'
  [620] table ''
    [621] row ''
      [622] checkbox 'Klara and the sun' checked: false
      StaticText '1.'
      [623] link 'Klara and the sun /'
      StaticText 'by'
      [624] link 'Ishiguro, Kazuo,'
      StaticText 'Material type: Text; Format: print ; Literary form: Novel'
      StaticText 'Publication details: New York : Alfred A. Knopf, 2021'
      StaticText 'Availability: Items available for loan: Main Library (1) [FIC ISHIGURO], Eastside Branch (1) [FIC ISHIGURO].'
      [626] link 'Place hold'
      [627] link 'Add to cart'
    [630] row ''
      [631] checkbox 'Klara and the sun (Large print)' checked: false
      StaticText '2.'
      [633] link 'Klara and the sun [large print] /'
      StaticText 'by'
      [634] link 'Ishiguro, Kazuo,'
      StaticText 'Publication details: Waterville, Maine : Thorndike Press Large Print, 2021'
      StaticText 'Availability: No items available: Checked out (1).'
      [636] link 'Place hold'
      [637] link 'Add to cart'
""")
    confirm = page("Placing a hold › Springfield Public Library catalog", f"{opac}/cgi-bin/koha/opac-reserve.pl?biblionumber=48812", f"""
{hd('klara and the sun')}
[60] navigation 'Breadcrumbs'
  [61] link 'Home'
  StaticText 'Placing a hold'
[90] main ''
  [700] heading 'Confirm holds for: Alex Moreno (23901004471590)'
  [702] heading 'Klara and the sun / Ishiguro, Kazuo,'
  StaticText 'Your priority: 1'
  StaticText 'Number of holds: 0'
  [705] combobox 'Pick up location:' value='Main Library'
  [707] link 'Show more options'
  [710] button 'Confirm hold'
""")
    turns = [
        ("check('205')", summary("Checked out", due0, {"overstory"}, holds=h0)),
        ("click('290')", summary("Checked out", due1, set(), "The following items were renewed: The overstory : a novel / (due 04/29/2024).", holds=h0)),
        ("click('103')", summary("Holds", due1, set(), holds=h0)),
        ("click('405')", summary("Holds", due1, set(), holds=h0, modal=suspend_modal(""))),
        ("fill('502', '05/01/2024')", summary("Holds", due1, set(), holds=h0, modal=suspend_modal("05/01/2024"))),
        ("click('505')", summary("Holds", due1, set(), holds=h1)),
        ("fill('42', 'klara and the sun')", summary("Holds", due1, set(), holds=h1).replace("[42] textbox 'Search the catalog by keyword' required: False", "[42] textbox 'Search the catalog by keyword' required: False value='klara and the sun'")),
        ("click('44')", results),
        ("click('626')", confirm),
        ("click('710')", summary("Holds", due1, set(), holds=h2)),
    ]
    rs.add(task=TASK, tid="h20-web-12", system=WEB_SYSTEM, turns=turns, state=summary("Checked out", due0, set(), holds=h0))

# ---------------------------------------------------------------- 13 Evergreen OPAC: renew one loan (less common)
def t13(rs: RowSet) -> None:
    eg = "https://catalog.lakeshorelibraries.example/eg/opac/myopac"
    head = """
[20] banner ''
  [21] link 'Lakeshore Libraries Consortium'
  StaticText 'Welcome, Jamie Okafor'
  [23] link 'My Account'
  [24] link 'My Lists'
  [25] link 'Logout'
[30] search ''
  [31] textbox 'Search the Catalog' required: False
  [32] combobox 'Search type' value='Keyword'
  [33] combobox 'Format' value='All Formats'
  [34] combobox 'Library' value='Lakeshore Libraries Consortium'
  [35] button 'Search'
  [36] link 'Advanced Search'
  [37] link 'Browse the Catalog'
[40] navigation 'My Account'
  [41] link 'Account Summary'
  [42] link 'Items Checked Out'
  [43] link 'Check Out History'
  [44] link 'Holds'
  [45] link 'Holds History'
  [46] link 'Charges'
  [47] link 'Account Preferences'
  [48] link 'My Lists'
"""
    items = {
        "hail": ("Project Hail Mary [sound recording]", "Weir, Andy", "0", "31234006543210", "CD FIC WEIR"),
        "dawn": ("The dawn of everything : a new history of humanity", "Graeber, David", "1", "31234008765432", "909 GRAEBER"),
        "piranesi": ("Piranesi", "Clarke, Susanna", "2", "31234009876543", "FIC CLARKE"),
        "sweet": ("Braiding sweetgrass", "Kimmerer, Robin Wall", "2", "31234007654321", "581.63 KIMMERER"),
    }

    def circs(order: list[str], due: dict[str, str], renew: dict[str, str], checked: set[str], sort: str, msg: str = "") -> str:
        rows = []
        for k in order:
            t, a, _, bc, cn = items[k]
            b = 300 + list(items).index(k) * 10
            rows.append(f"[{b}] row ''\n  [{b + 1}] checkbox {q('Select ' + t)} checked: {'true' if k in checked else 'false'}\n"
                        f"  [{b + 2}] link {q(t)}\n  [{b + 3}] link {q(a)}\n  StaticText '{renew[k]}'\n  StaticText '{due[k]}'\n"
                        f"  StaticText '{bc}'\n  StaticText '{cn}'")
        m = f"\n  [205] status ''\n    StaticText {q(msg)}" if msg else ""
        hdr = {"title": "[221] columnheader 'Title' sort: ascending", "due": "[221] columnheader 'Title'"}[sort]
        dhdr = "[224] columnheader 'Due Date' sort: ascending" if sort == "due" else "[224] columnheader 'Due Date'"
        return page("Items Checked Out - Lakeshore Libraries Consortium", f"{eg}/circs" + ("?sort=title" if sort == "title" else ""), f"""
{head}
[200] main ''
  [201] heading 'Items Checked Out'
  [202] tablist ''
    [203] tab 'Current Items Checked Out (4)' selected: True
    [204] tab 'Check Out History' selected: False{m}
  [210] button 'Renew Selected Titles'
  [211] button 'Renew All'
  [215] button 'Export All'
  [220] table 'Items Checked Out'
    [225] row ''
      [226] checkbox 'Select all items' checked: false
      {hdr}
      [222] columnheader 'Author'
      [223] columnheader 'Renewals Left'
      {dhdr}
      [227] columnheader 'Barcode'
      [228] columnheader 'Call Number'
{blk(rows, 2)}
""")

    summary = page("Account Summary - Lakeshore Libraries Consortium", f"{eg}/main", f"""
{head}
[100] main ''
  [101] heading 'Account Summary'
  StaticText 'Jamie Okafor'
  StaticText 'Library card: 31234000445817'
  StaticText 'Expiration date: 11/30/2025'
  [110] table ''
    [111] row ''
      StaticText 'Items checked out'
      [112] link '4'
    [113] row ''
      StaticText 'Items overdue'
      StaticText '0'
    [114] row ''
      StaticText 'Holds'
      [115] link '2'
    [116] row ''
      StaticText 'Holds ready for pickup'
      StaticText '0'
    [117] row ''
      StaticText 'Current fines'
      [118] link '$0.00'
  [120] link 'View and renew checked out items'
  [121] link 'Manage holds'
""")
    due0 = {"hail": "03/09/2024", "dawn": "03/11/2024", "piranesi": "03/14/2024", "sweet": "03/21/2024"}
    ren0 = {k: v[2] for k, v in items.items()}
    due1 = {**due0, "piranesi": "04/04/2024"}
    ren1 = {**ren0, "piranesi": "1"}
    due_bad = {**due1, "sweet": "03/28/2024"}
    history = page("Check Out History - Lakeshore Libraries Consortium", f"{eg}/circ_history", f"""
{head}
[200] main ''
  [201] heading 'Items Checked Out'
  [202] tablist ''
    [203] tab 'Current Items Checked Out (4)' selected: False
    [204] tab 'Check Out History' selected: True
  [230] button 'Export Selected'
  [231] button 'Delete Selected'
  [240] table 'Check Out History'
    [241] row ''
      [242] columnheader 'Title'
      [243] columnheader 'Author'
      [244] columnheader 'Checkout Date'
      [245] columnheader 'Due Date'
      [246] columnheader 'Date Returned'
      [247] columnheader 'Barcode'
    [250] row ''
      [251] link 'Demon Copperhead : a novel'
      StaticText 'Kingsolver, Barbara'
      StaticText '01/16/2024'
      StaticText '02/06/2024'
      StaticText '02/03/2024'
      StaticText '31234005432109'
    [260] row ''
      [261] link 'The wager : a tale of shipwreck, mutiny and murder'
      StaticText 'Grann, David'
      StaticText '01/02/2024'
      StaticText '01/23/2024'
      StaticText '01/22/2024'
      StaticText '31234004321098'
    [270] row ''
      [271] link 'Lessons in chemistry'
      StaticText 'Garmus, Bonnie'
      StaticText '12/05/2023'
      StaticText '12/26/2023'
      StaticText '12/30/2023'
      StaticText '31234003210987'
""")

    def holds(checked: bool) -> str:
        return page("Holds - Lakeshore Libraries Consortium", f"{eg}/holds", f"""
{head}
[500] main ''
  [501] heading 'Holds'
  [502] tablist ''
    [503] tab 'Items on Hold' selected: True
    [504] tab 'Holds History' selected: False
  [506] combobox 'Actions for selected holds' value='-- Actions for selected holds --'
  [507] button 'Go'
  [510] table 'Holds'
    [511] row ''
      [512] checkbox 'Select all holds' checked: false
      [513] columnheader 'Title'
      [514] columnheader 'Author'
      [515] columnheader 'Format'
      [516] columnheader 'Pickup Location'
      [517] columnheader 'Cancel if not filled by'
      [518] columnheader 'Status'
    [520] row ''
      [521] checkbox 'Select Tomorrow, and tomorrow, and tomorrow' checked: false
      [522] link 'Tomorrow, and tomorrow, and tomorrow'
      StaticText 'Zevin, Gabrielle'
      StaticText 'Book'
      StaticText 'Harborview Branch'
      StaticText ''
      StaticText 'Waiting for copy. Hold #3 of 7 total holds and 4 potential copies'
      [527] link 'Edit'
    [530] row ''
      [531] checkbox 'Select The covenant of water' checked: {'true' if checked else 'false'}
      [532] link 'The covenant of water'
      StaticText 'Verghese, Abraham'
      StaticText 'Large Print'
      StaticText 'Main Library'
      StaticText '06/01/2024'
      StaticText 'Waiting for copy. Hold #1 of 2 total holds and 1 potential copies'
      [537] link 'Edit'
""")
    by_due = ["hail", "dawn", "piranesi", "sweet"]
    by_due1 = ["hail", "dawn", "sweet", "piranesi"]
    by_title = ["sweet", "dawn", "piranesi", "hail"]
    turns = [
        ("click('42')", circs(by_due, due0, ren0, set(), "due")),
        ("check('321')", circs(by_due, due0, ren0, {"piranesi"}, "due")),
        ("click('210')", circs(by_due1, due1, ren1, set(), "due", "1 of 1 selected items renewed. Piranesi: due 04/04/2024")),
        ("click('221')", circs(by_title, due_bad, ren1, set(), "title")),
        ("click('204')", history),
        ("click('44')", holds(False)),
        ("check('531')", holds(True)),
    ]
    rs.add(task=TASK, tid="h20-web-13", system=WEB_SYSTEM, turns=turns, state=summary, bad=True, turn=4,
           kind="re-sorting by title shows Braiding sweetgrass due 03/28/2024 with 2 renewals still left; only Piranesi was renewed and Braiding sweetgrass was due 03/21/2024 in both earlier listings")

# ---------------------------------------------------------------- 14 MyChart-style portal: book then reschedule (less common, clean)
def t14(rs: RowSet) -> None:
    mc = "https://mychart.lakeshorehealth.example/MyChart"

    def top(unread: int) -> str:
        badge = f"Messages {unread} new" if unread else "Messages"
        return f"""
[20] banner ''
  [21] link 'Lakeshore Health MyChart'
  [22] link '{badge}'
  [23] link 'Visits'
  [24] link 'Test Results'
  [25] link 'Medications'
  [26] link 'Billing'
  [27] button 'Menu'
  [28] button 'Daniel Brooks' hasPopup: menu
  [29] link 'Log out'
"""

    foot = """
[900] complementary 'Your health at a glance'
  StaticText 'Primary care provider'
  [901] link 'Anita Rao, MD'
  StaticText 'Allergies'
  StaticText 'Penicillins (hives)'
  StaticText 'Current medications'
  [903] link 'atorvastatin 10 mg tablet, 1 tablet daily'
  [904] link 'cetirizine 10 mg tablet, as needed'
  StaticText 'Insurance'
  StaticText 'BlueCross BlueShield PPO · Member ID XJB918274403'
[950] contentinfo ''
  [951] link 'Interoperability Guide'
  [952] link 'FAQs'
  [953] link 'Privacy Policy'
  [954] link 'Terms and Conditions'
  [955] link 'High Contrast Theme'
  StaticText 'MyChart® licensed from Epic Systems Corporation © 1999 - 2024'
"""

    def mpage(title: str, url: str, spec: str) -> str:  # this portal shows the same sidebar and footer on every screen
        return axtree(title, tree(spec + foot), url)

    home = mpage("MyChart - Home", f"{mc}/Home", f"""
{top(1)}
[100] main ''
  [101] heading 'Welcome, Daniel!'
  StaticText 'Tuesday, April 9, 2024'
  [105] region 'To Do'
    StaticText 'Annual physical: due now'
    StaticText 'Last completed March 28, 2023'
    [107] link 'Schedule an Appointment'
  [110] region 'Upcoming visits'
    StaticText 'You have no upcoming visits.'
  [112] region 'Recent results'
    [113] link 'Lipid panel — Apr 2, 2024'
    [114] link 'Comprehensive metabolic panel — Apr 2, 2024'
  [116] region 'Messages'
    StaticText '1 unread message'
""")
    reasons = mpage("MyChart - Schedule an Appointment", f"{mc}/Scheduling", f"""
{top(1)}
[100] main ''
  [120] heading 'Schedule an Appointment'
  StaticText 'What is the reason for your visit?'
  [121] link 'Annual physical'
  [122] link 'Follow-up visit'
  [123] link 'Sick visit (same day)'
  [124] link 'Flu or COVID vaccine'
  [125] link 'Video visit'
  [126] link 'Something else'
""")
    providers = mpage("MyChart - Schedule an Appointment", f"{mc}/Scheduling?reason=PHYSICAL", f"""
{top(1)}
[100] main ''
  [120] heading 'Schedule an Appointment'
  StaticText 'Annual physical'
  StaticText 'Which provider would you like to see?'
  [130] link 'Anita Rao, MD'
  StaticText 'Internal Medicine · Your primary care provider'
  StaticText 'Lakeshore Primary Care – Evanston'
  [132] link 'Marcus Feld, DO'
  StaticText 'Family Medicine'
  StaticText 'Lakeshore Primary Care – Skokie'
  [134] link 'Any available provider'
  [136] button 'Back'
""")
    slots = [("Tue Apr 16", ["8:40 AM", "1:20 PM"]), ("Thu Apr 18", ["9:20 AM", "10:40 AM", "3:00 PM"]),
             ("Tue Apr 23", ["10:00 AM", "2:40 PM"]), ("Wed Apr 24", ["8:00 AM"])]

    def times(current: str | None) -> str:
        out, b = [], 200
        for day, ts in slots:
            out.append(f"[{b}] heading '{day}'")
            b += 1
            for t in ts:
                if current == f"{day} {t}":
                    out.append(f"  StaticText '{t} · Your current appointment'")
                else:
                    out.append(f"  [{b}] button '{day} {t}'")
                b += 1
            b += 4
        head = "Reschedule your appointment" if current else "Schedule an Appointment"
        return mpage(f"MyChart - {head}", f"{mc}/Scheduling?reason=PHYSICAL&prov=RAO" + ("&resched=1" if current else ""), f"""
{top(1)}
[100] main ''
  [120] heading '{head}'
  StaticText 'Annual physical with Anita Rao, MD'
  StaticText 'Lakeshore Primary Care – Evanston'
  StaticText 'Showing times for the next 3 weeks'
  [190] combobox 'Time of day' value='Any time'
{blk(out, 1)}
  [240] button 'Show more times'
""")

    def review(when: str, arrive: str, old: str | None) -> str:
        change = f"\n  StaticText 'Changing from: {old}'" if old else ""
        btn = "[260] button 'Confirm reschedule'" if old else "[260] button 'Schedule it'"
        return mpage("MyChart - Review and Confirm", f"{mc}/Scheduling/Review", f"""
{top(1)}
[100] main ''
  [250] heading 'Review and confirm'{change}
  StaticText 'Annual physical'
  StaticText 'Anita Rao, MD'
  StaticText '{when}'
  StaticText 'Arrive by {arrive}'
  StaticText 'Lakeshore Primary Care – Evanston'
  StaticText '1820 Ridge Ave, Suite 300, Evanston, IL 60201'
  [255] textbox 'Comments for your provider (optional)' required: False
  {btn}
  [261] button 'Back'
""")

    def visit_block(date: str, time: str, arrive: str, echeck: str, b: int) -> str:
        return f"""[{b}] article ''
  StaticText '{date}'
  StaticText '{time}'
  [{b + 1}] link 'Annual physical with Anita Rao, MD'
  StaticText 'Lakeshore Primary Care – Evanston'
  StaticText 'Arrive by {arrive}'
  StaticText 'eCheck-in available starting {echeck}'
  [{b + 2}] button 'Reschedule'
  [{b + 3}] button 'Cancel'
  [{b + 4}] link 'Add to calendar'"""

    confirmed = mpage("MyChart - Appointment Scheduled", f"{mc}/Scheduling/Confirmation", f"""
{top(1)}
[100] main ''
  [270] heading "You're all set!"
  StaticText 'Your appointment has been scheduled. A confirmation was sent to d.brooks@example.com.'
{blk([visit_block('THU APR 18 2024', '9:20 AM CDT', '9:05 AM', 'April 11', 280)], 1)}
  [290] link 'Back to the home page'
""")
    visits = mpage("MyChart - Visits", f"{mc}/Visits", f"""
{top(1)}
[100] main ''
  [300] heading 'Visits'
  [301] alert ''
    StaticText 'Your appointment has been rescheduled.'
  [302] tablist ''
    [303] tab 'Upcoming Visits' selected: True
    [304] tab 'Past Visits' selected: False
{blk([visit_block('TUE APR 23 2024', '10:00 AM CDT', '9:45 AM', 'April 16', 310)], 1)}
  [330] heading 'Past visits'
  [331] link 'Lab visit — Apr 2, 2024 — Lakeshore Lab – Evanston'
  [332] link 'Office visit with Anita Rao, MD — Nov 14, 2023'
  [333] link 'Annual physical with Anita Rao, MD — Mar 28, 2023'
""")

    def inbox(unread: bool) -> str:
        dot = " · Unread" if unread else ""
        return mpage("MyChart - Messages", f"{mc}/Messages", f"""
{top(1 if unread else 0)}
[100] main ''
  [400] heading 'Messages'
  [401] button 'Send a message'
  [402] searchbox 'Search messages' required: False
  [405] list ''
    [410] link 'New test results are available{dot}'
    StaticText 'Anita Rao, MD · Apr 8'
    [414] link 'Prescription renewal approved: atorvastatin 10 mg'
    StaticText 'Lakeshore Primary Care · Mar 19'
    [416] link 'Flu vaccine reminder'
    StaticText 'Lakeshore Health · Oct 2, 2023'
""")
    msg = mpage("MyChart - Message", f"{mc}/Messages/Conversation?id=WP-24LkR9", f"""
{top(0)}
[100] main ''
  [450] heading 'New test results are available'
  StaticText 'From: Anita Rao, MD'
  StaticText 'Apr 8, 2024 4:52 PM'
  StaticText "Hi Daniel, your lipid panel and metabolic panel from April 2 are back. LDL is 112 mg/dL, down from 138 last year, so the atorvastatin is working. Everything else is within normal limits. We can go over the details at your physical. — Dr. Rao"
  [455] link 'View results'
  [456] button 'Reply'
  [457] button 'Back to messages'
""")
    turns = [
        ("click('107')", reasons),
        ("click('121')", providers),
        ("click('130')", times(None)),
        ("click('208')", review("Thursday April 18, 2024 at 9:20 AM CDT", "9:05 AM", None)),
        ("click('260')", confirmed),
        ("click('282')", times("Thu Apr 18 9:20 AM")),
        ("click('216')", review("Tuesday April 23, 2024 at 10:00 AM CDT", "9:45 AM", "Thursday April 18, 2024 at 9:20 AM CDT")),
        ("click('260')", visits),
        ("click('22')", inbox(True)),
        ("click('410')", msg),
    ]
    rs.add(task=TASK, tid="h20-web-14", system=WEB_SYSTEM, turns=turns, state=home)

# ---------------------------------------------------------------- 15 clinic portal: reply to the doctor (less common)
def t15(rs: RowSet) -> None:
    pp = "https://portal.northfieldclinic.example"

    def shell(title: str, url: str, body: str, unread: int) -> str:
        msgs = f"Messages ({unread} unread)" if unread else "Messages"
        return page(title, url, f"""
[10] banner ''
  [11] link 'Northfield Clinic Patient Portal'
  StaticText 'Tuesday, March 5, 2024'
  StaticText 'Signed in as Jordan Lee'
  StaticText 'Last sign-in: Mar 4, 2024 8:12 AM'
  [14] link 'Sign out'
[20] navigation 'Portal'
  [21] link 'Home'
  [22] link '{msgs}'
  [23] link 'Appointments'
  [24] link 'Test results'
  [25] link 'Medications'
  [26] link 'Billing'
  [27] link 'Forms'
  [28] link 'My profile'
[100] main ''
{body}
[950] contentinfo ''
  StaticText 'For emergencies call 911. Messages are answered within 2 business days.'
  StaticText 'Northfield Clinic · 400 Linden Ave, Northfield, MN 55057 · (507) 555-0142'
  [952] link 'Privacy practices'
  [953] link 'Help'
""")

    home = shell("Home - Northfield Clinic Patient Portal", f"{pp}/home", """
  [101] heading 'Welcome back, Jordan'
  [102] region 'Alerts'
    StaticText 'You have 2 unread messages.'
    [103] link 'Go to messages'
  [105] region 'Next appointment'
    StaticText 'Thu, Mar 21, 2024 2:30 PM'
    StaticText 'Follow-up with Samuel Okafor, MD · Internal Medicine · Room 214'
  [108] region 'Balance'
    StaticText 'Amount due: $35.00'
    [109] link 'Pay now'
""", 2)

    inbox_rows = [
        ("lab", "Lab results available", "Samuel Okafor, MD", "Mar 5, 2024 10:15 AM"),
        ("refill", "Refill request approved", "Pharmacy team", "Mar 5, 2024 9:02 AM"),
        ("remind", "Appointment reminder: Mar 21", "Front desk", "Mar 1, 2024 3:30 PM"),
        ("summary", "Your visit summary is available", "Samuel Okafor, MD", "Feb 27, 2024 5:10 PM"),
        ("forms", "Please complete your health history form", "Front desk", "Feb 20, 2024 11:48 AM"),
    ]

    def inbox(read: set[str], msg: str = "") -> str:
        unread = {"lab", "refill"} - read
        rows = []
        for i, (k, s, f, d) in enumerate(inbox_rows):
            b = 200 + i * 6
            rows.append(f"[{b}] row ''\n  [{b + 1}] link {q(s)}\n  StaticText {q(f)}\n  StaticText '{d}'" + ("\n  StaticText 'Unread'" if k in unread else "")
                        + ("\n  StaticText 'Replied'" if k == "lab" and "replied" in read else ""))
        m = f"\n  [150] alert ''\n    StaticText {q(msg)}" if msg else ""
        return shell("Messages - Northfield Clinic Patient Portal", f"{pp}/messages/inbox", f"""
  [140] heading 'Messages'{m}
  [141] button 'New message'
  [142] tablist ''
    [143] tab 'Inbox' selected: True
    [144] tab 'Sent' selected: False
    [145] tab 'Archived' selected: False
  [160] table 'Inbox'
    [161] row ''
      [162] columnheader 'Subject'
      [163] columnheader 'From'
      [164] columnheader 'Received'
{blk(rows, 2)}
""", len(unread))

    lab_body = [
        "Hi Jordan,",
        "Your results from the blood draw on Feb 29 are back. Overall they look good.",
        "Total cholesterol 214 mg/dL (ref < 200) – slightly high",
        "LDL 138 mg/dL (ref < 100) – high",
        "HDL 52 mg/dL (ref > 40) – normal",
        "Triglycerides 121 mg/dL (ref < 150) – normal",
        "Hemoglobin A1c 5.4% (ref < 5.7%) – normal",
        "TSH 2.1 mIU/L (ref 0.4-4.0) – normal",
        "Given the LDL, I'd like to talk about diet changes first and recheck in 3 months before considering medication. "
        "Could you reply and let me know whether you'd prefer to discuss this at your Mar 21 visit or by phone this week?",
        "Dr. Okafor",
    ]
    lab_lines = "\n".join(f"  StaticText {q(x)}" for x in lab_body)
    lab_view = shell("Lab results available - Northfield Clinic Patient Portal", f"{pp}/messages/thread/88213", f"""
  [300] heading 'Lab results available'
  StaticText 'From: Samuel Okafor, MD'
  StaticText 'To: Jordan Lee'
  StaticText 'Received: Mar 5, 2024 10:15 AM'
{lab_lines}
  [320] link 'View full results'
  [321] button 'Reply'
  [322] button 'Archive'
  [323] button 'Print'
  [324] link 'Back to messages'
""", 1)
    reply = ("Hi Dr. Okafor, thanks for the update. I'd prefer to talk about it at the Mar 21 visit. In the meantime I'll start cutting back on "
             "red meat and cheese. Should I repeat the fasting draw before that visit or only in 3 months? Thanks, Jordan")

    def compose(body: str) -> str:
        bv = f" value={q(body)}" if body else ""
        return shell("Reply - Northfield Clinic Patient Portal", f"{pp}/messages/thread/88213/reply", f"""
  [400] heading 'Reply'
  StaticText 'To: Samuel Okafor, MD (Internal Medicine)'
  [402] textbox 'Subject' required: True value='RE: Lab results available'
  [404] textbox 'Message' required: True{bv}
  StaticText 'Do not use messages for urgent needs.'
  [406] button 'Attach a file'
  [408] button 'Send'
  [409] button 'Cancel'
  [410] group 'Original message'
    StaticText 'From: Samuel Okafor, MD · Mar 5, 2024 10:15 AM'
    StaticText 'Hi Jordan, Your results from the blood draw on Feb 29 are back. Overall they look good. ...'
""", 1)

    sent = shell("Sent messages - Northfield Clinic Patient Portal", f"{pp}/messages/sent", """
  [140] heading 'Messages'
  [141] button 'New message'
  [142] tablist ''
    [143] tab 'Inbox' selected: False
    [144] tab 'Sent' selected: True
    [145] tab 'Archived' selected: False
  [170] table 'Sent'
    [171] row ''
      [172] columnheader 'Subject'
      [173] columnheader 'To'
      [174] columnheader 'Sent'
    [180] row ''
      [181] link 'RE: Lab results available'
      StaticText 'Samuel Okafor, MD'
      StaticText 'Mar 5, 2024 10:52 AM'
    [186] row ''
      [187] link 'Question about my refill'
      StaticText 'Pharmacy team'
      StaticText 'Mar 4, 2024 8:20 AM'
    [192] row ''
      [193] link 'RE: Please complete your health history form'
      StaticText 'Front desk'
      StaticText 'Feb 20, 2024 1:05 PM'
""", 1)
    appts = shell("Appointments - Northfield Clinic Patient Portal", f"{pp}/appointments", """
  [500] heading 'Appointments'
  [501] button 'Request an appointment'
  [502] tablist ''
    [503] tab 'Upcoming' selected: True
    [504] tab 'Past' selected: False
  [510] article ''
    StaticText 'Thu, Mar 21, 2024 2:30 PM'
    StaticText 'Follow-up · Samuel Okafor, MD'
    StaticText 'Northfield Clinic, Room 214'
    StaticText 'Status: Confirmed'
    [512] button 'Check in online'
    [513] button 'Cancel'
  [520] article ''
    StaticText 'Tue, Apr 9, 2024 7:40 AM'
    StaticText 'Lab draw (fasting) · Northfield Clinic Lab'
    StaticText 'Status: Scheduled'
    [523] button 'Cancel'
""", 1)
    billing = shell("Billing - Northfield Clinic Patient Portal", f"{pp}/billing", """
  [600] heading 'Billing'
  StaticText 'Amount due: $35.00'
  StaticText 'Due by Mar 19, 2024'
  [602] button 'Pay now'
  [604] table 'Statements'
    [605] row ''
      [606] columnheader 'Date of service'
      [607] columnheader 'Description'
      [608] columnheader 'Charges'
      [609] columnheader 'Insurance paid'
      [610] columnheader 'You owe'
    [611] row ''
      StaticText 'Feb 29, 2024'
      StaticText 'Lab panel (lipid, A1c, TSH)'
      StaticText '$186.00'
      StaticText '$151.00'
      StaticText '$35.00'
    [617] row ''
      StaticText 'Feb 27, 2024'
      StaticText 'Office visit, established patient'
      StaticText '$210.00'
      StaticText '$180.00'
      StaticText '$0.00 (copay paid $30.00)'
""", 1)
    thread = shell("Lab results available - Northfield Clinic Patient Portal", f"{pp}/messages/thread/88213", f"""
  [300] heading 'Lab results available'
  StaticText '2 messages in this conversation'
  [302] article ''
    StaticText 'Samuel Okafor, MD'
    StaticText 'Mar 5, 2024 10:15 AM'
{blk([f"StaticText {q(x)}" for x in lab_body], 2)}
  [330] article ''
    StaticText 'You'
    StaticText 'Mar 5, 2024 9:52 AM'
    StaticText {q(reply)}
  [321] button 'Reply'
  [322] button 'Archive'
  [323] button 'Print'
  [324] link 'Back to messages'
""", 1)
    turns = [
        ("click('22')", inbox(set())),
        ("click('201')", lab_view),
        ("click('321')", compose("")),
        (f"fill('404', {q(reply)})", compose(reply)),
        ("click('408')", inbox({"lab", "replied"}, "Your message was sent to Samuel Okafor, MD on Mar 5, 2024 at 10:52 AM.")),
        ("click('144')", sent),
        ("click('23')", appts),
        ("click('26')", billing),
        (f"goto('{pp}/messages/thread/88213')", thread),
        ("click('324')", inbox({"lab", "replied"})),
    ]
    rs.add(task=TASK, tid="h20-web-15", system=WEB_SYSTEM, turns=turns, state=home, bad=True, turn=9,
           kind="in the conversation view the patient's reply is stamped Mar 5, 2024 9:52 AM, earlier than the 10:15 AM message it answers; it was sent at 10:52 AM per the send confirmation and the Sent list")

# ---------------------------------------------------------------- 16 wholesale brand portal: accept and ship an order (less common, clean)
def t16(rs: RowSet) -> None:
    tw = "https://brands.tradewind-wholesale.example"

    def shell(title: str, url: str, body: str, bell: int = 0) -> str:
        return page(title, url, f"""
[10] banner ''
  [11] link 'Tradewind Wholesale'
  StaticText 'Juniper & Ash Candle Co.'
  [13] button 'Notifications{f" {bell} new" if bell else ""}'
  [14] button 'Help'
  [15] button 'Account' hasPopup: menu
[20] navigation 'Brand portal'
  [21] link 'Dashboard'
  [22] link 'Orders'
  [23] link 'Products'
  [24] link 'Inventory'
  [25] link 'Retailers'
  [26] link 'Campaigns'
  [27] link 'Payouts'
  [28] link 'Settings'
[100] main ''
{body}
""")

    orders = {
        "48219": ("Marigold Market", "Boise, ID", "$288.00", "Mar 8, 2024"),
        "48213": ("Fernwood Goods", "Asheville, NC", "$412.00", "Mar 8, 2024"),
        "48207": ("The Paper Lantern", "Portland, ME", "$268.00", "Mar 8, 2024"),
        "48190": ("Hearth & Home Co.", "Madison, WI", "$540.00", "Mar 7, 2024"),
        "48172": ("Little Birch Boutique", "Bend, OR", "$196.00", "Mar 6, 2024"),
        "48101": ("Sea Glass Gifts", "Mystic, CT", "$322.50", "Mar 2, 2024"),
    }

    def orow(k: str, status: str, b: int) -> str:
        r, city, amt, d = orders[k]
        return f"[{b}] row ''\n  [{b + 1}] link '#W-{k}'\n  StaticText {q(r)}\n  StaticText '{city}'\n  StaticText '{amt}'\n  StaticText '{d}'\n  StaticText '{status}'"

    def dashboard(fulfill: int, sales: str, visits: str, updated: str, rows: list[tuple[str, str]], bell: int, note: str = "") -> str:
        rr = [orow(k, s, 300 + i * 8) for i, (k, s) in enumerate(rows)]
        n = f"\n  [105] alert ''\n    StaticText {q(note)}" if note else ""
        return shell("Dashboard · Tradewind Wholesale", f"{tw}/dashboard", f"""
  [101] heading 'Dashboard'{n}
  StaticText 'Last updated {updated}'
  [110] region 'Orders to fulfill'
    StaticText '{fulfill}'
    [111] link 'View orders'
  [112] region 'Sales this month'
    StaticText '{sales}'
    StaticText 'March 1 – March 31, 2024'
  [114] region 'Store visits (last 30 days)'
    StaticText '{visits}'
  [116] region 'Reorder rate'
    StaticText '38%'
  [120] heading 'Recent orders'
  [121] table ''
    [122] row ''
      [123] columnheader 'Order'
      [124] columnheader 'Retailer'
      [125] columnheader 'Location'
      [126] columnheader 'Total'
      [127] columnheader 'Placed'
      [128] columnheader 'Status'
{blk(rr, 2)}
""", bell)

    def order_list(counts: tuple[int, int, int, int], rows: list[tuple[str, str]]) -> str:
        rr = [orow(k, s, 300 + i * 8) for i, (k, s) in enumerate(rows)]
        return shell("Orders · Tradewind Wholesale", f"{tw}/orders?status=new", f"""
  [101] heading 'Orders'
  [130] tablist ''
    [131] tab 'New ({counts[0]})' selected: True
    [132] tab 'In progress ({counts[1]})' selected: False
    [133] tab 'Shipped ({counts[2]})' selected: False
    [134] tab 'All ({counts[3]})' selected: False
  [136] searchbox 'Search orders' required: False
  [137] button 'Export CSV'
  [140] table ''
    [141] row ''
      [142] columnheader 'Order'
      [143] columnheader 'Retailer'
      [144] columnheader 'Location'
      [145] columnheader 'Total'
      [146] columnheader 'Placed'
      [147] columnheader 'Status'
{blk(rr, 2)}
""")

    items = [("Cedar & Sage Soy Candle, 8 oz", "JA-CS-08", 24, 9.50), ("Fig Leaf Travel Tin, 4 oz", "JA-FL-04", 24, 5.50),
             ("Long Safety Matches, box of 3", "JA-MB-03", 8, 6.50)]
    assert sum(n * p for _, _, n, p in items) == 412.0

    def detail(status: str, carrier: str, tracking: str, timeline: list[str], shipped: bool) -> str:
        it = "\n".join(f"    [{500 + i * 5}] row ''\n      StaticText {q(n)}\n      StaticText '{s}'\n      StaticText '{c}'\n      StaticText '${p:.2f}'\n      StaticText '${c * p:,.2f}'"
                       for i, (n, s, c, p) in enumerate(items))
        tl = "\n".join(f"    StaticText {q(x)}" for x in timeline)
        if status == "New":
            actions = "  [560] button 'Accept order'\n  [561] button 'Decline order'\n  [562] button 'Message retailer'"
        elif not shipped:
            cv = f" value='{carrier}'" if carrier else " value='Select carrier'"
            tv = f" value={q(tracking)}" if tracking else ""
            actions = f"""  [570] group 'Ship this order'
    StaticText 'Ship by Mar 12, 2024'
    [571] combobox 'Carrier'{cv}
    [572] textbox 'Tracking number' required: True{tv}
    [573] button 'Mark as shipped'
    [574] button 'Buy a Tradewind shipping label'
  [562] button 'Message retailer'"""
        else:
            actions = f"""  [580] group 'Shipment'
    StaticText 'Carrier: {carrier}'
    StaticText 'Tracking: {tracking}'
    [581] link 'Track package'
    StaticText 'Payout scheduled: Mar 22, 2024 ($329.60)'
  [562] button 'Message retailer'"""
        return shell("Order #W-48213 · Tradewind Wholesale", f"{tw}/orders/W-48213", f"""
  [101] heading 'Order #W-48213'
  StaticText 'Status: {status}'
  StaticText 'Placed Mar 8, 2024 9:41 AM'
  [480] region 'Retailer'
    [481] link 'Fernwood Goods'
    StaticText 'Fernwood Goods, 118 Lexington Ave, Asheville, NC 28801'
    StaticText 'First order with your brand'
  [490] table 'Items'
    [491] row ''
      StaticText 'Product'
      StaticText 'SKU'
      StaticText 'Qty'
      StaticText 'Wholesale price'
      StaticText 'Line total'
{it}
  StaticText 'Subtotal: $412.00'
  StaticText 'Tradewind commission (20%): −$82.40'
  StaticText 'Your payout: $329.60'
{actions}
  [590] region 'Timeline'
{tl}
""")

    payouts = shell("Payouts · Tradewind Wholesale", f"{tw}/payouts", """
  [101] heading 'Payouts'
  StaticText 'Payouts are sent 14 days after an order ships.'
  [600] region 'Upcoming'
    [601] table ''
      [602] row ''
        StaticText 'Scheduled'
        StaticText 'Orders'
        StaticText 'Gross'
        StaticText 'Commission'
        StaticText 'Net'
      [603] row ''
        StaticText 'Mar 16, 2024'
        [604] link '#W-48101'
        StaticText '$322.50'
        StaticText '−$64.50'
        StaticText '$258.00'
      [605] row ''
        StaticText 'Mar 22, 2024'
        [606] link '#W-48213'
        StaticText '$412.00'
        StaticText '−$82.40'
        StaticText '$329.60'
  [610] region 'Paid'
    [611] table ''
      [612] row ''
        StaticText 'Mar 8, 2024'
        StaticText '4 orders'
        StaticText '$1,307.50'
        StaticText '−$261.50'
        StaticText '$1,046.00'
      [613] row ''
        StaticText 'Feb 23, 2024'
        StaticText '3 orders'
        StaticText '$905.00'
        StaticText '−$181.00'
        StaticText '$724.00'
  StaticText 'Bank account ending 4471 · Chase'
""")
    rows0 = [("48213", "New"), ("48207", "New"), ("48190", "New"), ("48172", "New"), ("48101", "Shipped")]
    rows1 = [("48219", "New"), ("48213", "Shipped"), ("48207", "New"), ("48190", "New"), ("48172", "New")]
    tl0 = ["Order placed · Mar 8, 2024 9:41 AM"]
    tl1 = ["Order accepted · just now"] + tl0
    tl2 = ["Shipped via UPS · 1Z999AA10123456784 · just now", "Order accepted · 3 minutes ago"] + tl0
    turns = [
        ("click('22')", order_list((4, 0, 23, 27), rows0[:4])),
        ("click('301')", detail("New", "", "", tl0, False)),
        ("click('560')", detail("Accepted", "", "", tl1, False)),
        ("select_option('571', 'UPS')", detail("Accepted", "UPS", "", tl1, False)),
        ("fill('572', '1Z999AA10123456784')", detail("Accepted", "UPS", "1Z999AA10123456784", tl1, False)),
        ("click('573')", detail("Shipped", "UPS", "1Z999AA10123456784", tl2, True)),
        ("click('22')", order_list((3, 0, 24, 27), [("48207", "New"), ("48190", "New"), ("48172", "New")])),
        ("click('21')", dashboard(4, "$4,130.50", "1,211", "just now", rows1, 1, "New order #W-48219 from Marigold Market ($288.00)")),
        ("click('27')", payouts),
    ]
    rs.add(task=TASK, tid="h20-web-16", system=WEB_SYSTEM, turns=turns, state=dashboard(4, "$3,842.50", "1,203", "2 min ago", rows0, 0))

# ---------------------------------------------------------------- 17 maker-marketplace seller hub: add a product (less common)
def t17(rs: RowSet) -> None:
    hub = "https://sell.makerslane.example"

    def shell(title: str, url: str, body: str) -> str:
        return page(title, url, f"""
[10] banner ''
  [11] link 'Makerslane Seller Hub'
  StaticText 'Loam & Ember Studio'
  [13] link 'View shop'
  [14] button 'Notifications'
  [15] button 'Hana Sato' hasPopup: menu
[20] navigation 'Seller Hub'
  [21] link 'Home'
  [22] link 'Products'
  [23] link 'Orders 2'
  [24] link 'Messages'
  [25] link 'Marketing'
  [26] link 'Stats'
  [27] link 'Finances'
  [28] link 'Settings'
[100] main ''
{body}
""")

    prods = [
        ("Speckled Stoneware Mug, 12 oz", "LE-0111", "$32.00", "14", "Active", "Feb 28, 2024"),
        ("Soy Tealight Set (12)", "LE-0109", "$14.00", "60", "Active", "Feb 12, 2024"),
        ("Hand-thrown Bud Vase, Ash Glaze", "LE-0107", "$28.00", "6", "Active", "Jan 30, 2024"),
        ("Smoked Oak Candle, 10 oz", "LE-0104", "$26.00", "41", "Active", "Jan 9, 2024"),
        ("Ceramic Incense Holder", "LE-0102", "$18.00", "0", "Sold out", "Dec 11, 2023"),
        ("Wildflower Meadow Candle, 8 oz", "LE-0098", "$22.00", "33", "Active", "Nov 20, 2023"),
        ("Matte Black Candle Snuffer", "LE-0095", "$16.00", "25", "Active", "Nov 2, 2023"),
        ("Stoneware Candle Vessel (Refill)", "LE-0091", "$19.00", "12", "Active", "Oct 14, 2023"),
        ("Gift Card", "LE-GC", "$25.00", "Unlimited", "Active", "Sep 1, 2023"),
        ("Holiday Spice Candle, 8 oz", "LE-0086", "$22.00", "0", "Draft", "Aug 30, 2023"),
        ("Linen Wick Trimmer", "LE-0080", "$15.00", "18", "Active", "Aug 2, 2023"),
    ]

    def products(rows: list[tuple]) -> str:
        out = []
        for i, (n, sku, pr, inv, st, d) in enumerate(rows):
            b = 300 + i * 8
            out.append(f"[{b}] row ''\n  [{b + 1}] checkbox {q('Select ' + n)} checked: false\n  [{b + 2}] link {q(n)}\n  StaticText '{sku}'\n"
                       f"  StaticText '{pr}'\n  StaticText '{inv}'\n  StaticText '{st}'\n  StaticText '{d}'\n  [{b + 3}] button 'More actions for {n}'")
        active = sum(1 for r in rows if r[4] == "Active")
        draft = sum(1 for r in rows if r[4] == "Draft")
        sold = sum(1 for r in rows if r[4] == "Sold out")
        return shell("Products · Makerslane Seller Hub", f"{hub}/products?sort=created_desc", f"""
  [101] heading 'Products'
  [102] button 'Add product'
  [103] button 'Import CSV'
  [110] tablist ''
    [111] tab 'All ({len(rows)})' selected: True
    [112] tab 'Active ({active})' selected: False
    [113] tab 'Draft ({draft})' selected: False
    [114] tab 'Sold out ({sold})' selected: False
  [120] searchbox 'Search products' required: False
  [121] combobox 'Sort' value='Date added (newest first)'
  StaticText 'Showing {len(rows)} products'
  [130] table ''
    [131] row ''
      [132] checkbox 'Select all' checked: false
      [133] columnheader 'Product'
      [134] columnheader 'SKU'
      [135] columnheader 'Price'
      [136] columnheader 'Inventory'
      [137] columnheader 'Status'
      [138] columnheader 'Date added'
{blk(out, 2)}
""")

    def form(title: str, price: str, inv: str) -> str:
        tv = f" value={q(title)}" if title else ""
        pv = f" value='{price}'" if price else ""
        iv = f" value='{inv}'" if inv else ""
        return shell("Add product · Makerslane Seller Hub", f"{hub}/products/new", f"""
  [200] heading 'Add a product'
  [201] textbox 'Title' required: True{tv}
  StaticText '{len(title)}/140'
  [203] textbox 'Description' required: False
  [205] button 'Add photos'
  StaticText 'Add up to 10 photos. The first photo is your thumbnail.'
  [207] combobox 'Category' value='Home & Living › Candles & Holders › Candles'
  [209] textbox 'Price' required: True{pv}
  StaticText 'USD'
  [211] textbox 'Inventory' required: True{iv}
  [213] textbox 'SKU (optional)' required: False
  StaticText 'Leave blank to generate one (LE-0112).'
  [215] checkbox 'Offer free shipping' checked: false
  [217] combobox 'Shipping profile' value='Candles – Standard (USPS Ground Advantage)'
  [219] radio 'Publish now' checked: true
  [220] radio 'Save as draft' checked: false
  [222] button 'Save product'
  [223] button 'Cancel'
""")

    new_title = "Beeswax Pillar Candle, 3 x 6 in"
    created = shell(f"{new_title} · Makerslane Seller Hub", f"{hub}/products/P-10482", f"""
  [250] alert ''
    StaticText 'Product created. It is now live in your shop.'
  [251] heading {q(new_title)}
  StaticText 'Product ID: P-10482'
  StaticText 'SKU: LE-0112'
  StaticText 'Status: Active'
  StaticText 'Price: $24.00'
  StaticText 'Inventory: 36'
  StaticText 'Category: Home & Living › Candles & Holders › Candles'
  StaticText 'Shipping: Candles – Standard (USPS Ground Advantage)'
  StaticText 'Date added: Mar 4, 2024'
  StaticText 'Photos: none yet. Listings with photos get up to 5x more views.'
  [260] button 'Edit'
  [261] button 'Add photos'
  [262] link 'View in shop'
  [263] button 'Duplicate'
  [264] button 'Deactivate'
""")
    orders = shell("Orders · Makerslane Seller Hub", f"{hub}/orders", """
  [400] heading 'Orders'
  [401] tablist ''
    [402] tab 'New (2)' selected: True
    [403] tab 'Completed' selected: False
    [404] tab 'Cancelled' selected: False
  [410] table ''
    [411] row ''
      [412] columnheader 'Order'
      [413] columnheader 'Buyer'
      [414] columnheader 'Items'
      [415] columnheader 'Total'
      [416] columnheader 'Ordered'
      [417] columnheader 'Ship by'
    [420] row ''
      [421] link '#MK-77104'
      StaticText 'Rosa Delgado'
      StaticText 'Smoked Oak Candle, 10 oz × 2'
      StaticText '$58.40'
      StaticText 'Mar 3, 2024'
      StaticText 'Mar 6, 2024'
    [430] row ''
      [431] link '#MK-77089'
      StaticText 'Ethan Park'
      StaticText 'Speckled Stoneware Mug, 12 oz × 1; Soy Tealight Set (12) × 1'
      StaticText '$52.90'
      StaticText 'Mar 2, 2024'
      StaticText 'Mar 5, 2024'
""")
    order = shell("Order #MK-77104 · Makerslane Seller Hub", f"{hub}/orders/MK-77104", """
  [450] heading 'Order #MK-77104'
  StaticText 'Ordered Mar 3, 2024 7:18 PM · Ship by Mar 6, 2024'
  StaticText 'Buyer: Rosa Delgado'
  StaticText 'Ship to: Rosa Delgado, 2214 W Cortland St, Apt 3, Chicago, IL 60647'
  [452] table ''
    [453] row ''
      StaticText 'Smoked Oak Candle, 10 oz'
      StaticText 'LE-0104'
      StaticText '2 × $26.00'
      StaticText '$52.00'
  StaticText 'Shipping: $6.40'
  StaticText 'Order total: $58.40'
  StaticText 'Note from buyer: "It is a gift, please leave out the receipt."'
  [460] button 'Buy shipping label'
  [461] button 'Mark as shipped'
  [462] button 'Message buyer'
  [463] button 'Print packing slip'
""")
    turns = [
        ("click('22')", products(prods)),
        ("click('102')", form("", "", "")),
        (f"fill('201', {q(new_title)})", form(new_title, "", "")),
        ("fill('209', '24.00')", form(new_title, "24.00", "")),
        ("fill('211', '36')", form(new_title, "24.00", "36")),
        ("click('222')", created),
        ("click('22')", products(prods)),
        ("click('23')", orders),
        ("click('421')", order),
    ]
    home = shell("Home · Makerslane Seller Hub", f"{hub}/home", """
  [101] heading 'Good morning, Hana'
  StaticText 'Monday, March 4, 2024'
  [102] region 'Today'
    StaticText '2 orders to ship'
    StaticText '1 unread message'
    StaticText 'Shop visits today: 37'
  [105] region 'Last 30 days'
    StaticText 'Revenue: $1,912.40'
    StaticText 'Orders: 58'
    StaticText 'Conversion rate: 2.9%'
  [108] link 'Add a product'
""")
    rs.add(task=TASK, tid="h20-web-17", system=WEB_SYSTEM, turns=turns, state=home, bad=True, turn=7,
           kind="the product list (sorted newest first) still shows 11 products and no 'Beeswax Pillar Candle' row, although that product was just created and confirmed live as P-10482")

# ---------------------------------------------------------------- 18 MediaWiki ops wiki: edit then move a runbook (less common, clean)
def t18(rs: RowSet) -> None:
    w = "https://wiki.ops.example/index.php"
    old = """This runbook covers an unplanned failover of the primary PostgreSQL cluster ('''pg-main''') to its streaming replica.

== Scope ==
Use it when the primary is unreachable for more than 2 minutes or Patroni reports it unhealthy. Planned switchovers use [[Runbook:Planned switchover]].

== Prerequisites ==
* Access to the <code>ops-bastion</code> host and the <code>patronictl</code> config.
* PagerDuty incident opened and the #inc channel created.

== Procedure ==
=== Promote replica ===
# Run <code>patronictl -c /etc/patroni.yml failover pg-main --candidate pg-main-2</code>.
# Confirm the new leader with <code>patronictl list</code>.

=== Repoint application ===
# Update the <code>DATABASE_URL</code> secret and restart the API pods: <code>kubectl rollout restart deploy/api -n prod</code>.
# Watch error rates on the API dashboard for 10 minutes.

=== Rebuild old primary ===
# Once the old primary is back, reinitialise it as a replica: <code>patronictl reinit pg-main pg-main-1</code>.

== Rollback ==
There is no automatic rollback. Perform a planned switchover back once the old primary has caught up.

== Contacts ==
* DBA on call: see [[Oncall:Escalation policy]]
* Platform lead: Maria Lopez

[[Category:Runbooks]]"""
    add = """=== Check replication lag ===
# Run <code>patronictl list</code> and note the ''Lag in MB'' column for <code>pg-main-2</code>.
# If lag is above 64 MB, page the DBA before promoting: promoting now loses those writes.

"""
    new = old.replace("== Procedure ==\n", "== Procedure ==\n" + add)
    b_old, b_new = len(old.encode()), len(new.encode())
    delta = b_new - b_old

    def nav(tab: str, title: str) -> str:
        tabs = [("Page", 31), ("Discussion", 32), ("Read", 33), ("Edit", 34), ("View history", 35)]
        t = "\n".join(f"  [{b}] link '{n}'" + (" selected: True" if n == tab else "") for n, b in tabs)
        return f"""
[10] navigation 'Personal tools'
  [11] link 'Kpatel'
  [12] link 'Alerts (0)'
  [13] link 'Notices (2)'
  [14] link 'Talk'
  [15] link 'Preferences'
  [16] link 'Watchlist'
  [17] link 'Contributions'
  [18] link 'Log out'
[20] navigation 'Views'
{t}
  [36] button 'More' hasPopup: menu
  [37] link 'Watch'
[40] search ''
  [41] searchbox 'Search Ops Wiki' required: False
  [42] button 'Go'
[50] navigation 'Navigation'
  [51] link 'Main page'
  [52] link 'Recent changes'
  [53] link 'Random page'
  [54] link 'Help about MediaWiki'
[56] navigation 'Tools'
  [57] link 'What links here'
  [58] link 'Related changes'
  [59] link 'Special pages'
  [60] link 'Page information'
"""

    def view(text: str, title: str, edited: str, redirected: bool = False, saved: bool = False) -> str:
        heads = []
        n1 = n2 = 0
        body = []
        for ln in text.split("\n"):
            if ln.startswith("=== "):
                n2 += 1
                heads.append(f"[{200 + n1 * 10 + n2}] link '{n1}.{n2} {ln.strip('= ')}'")
                body.append(f"[{400 + n1 * 10 + n2}] heading {q(ln.strip('= '))}")
            elif ln.startswith("== "):
                n1 += 1
                n2 = 0
                heads.append(f"[{200 + n1 * 10}] link '{n1} {ln.strip('= ')}'")
                body.append(f"[{400 + n1 * 10}] heading {q(ln.strip('= '))}")
            elif ln.startswith("[[Category"):
                continue
            elif ln.strip():
                clean = ln.replace("'''", "").replace("''", "").replace("<code>", "").replace("</code>", "").replace("[[", "").replace("]]", "").lstrip("#* ")
                body.append(f"StaticText {q(clean)}")
        red = "\n  StaticText '(Redirected from Runbook:Database failover)'" if redirected else ""
        sv = "\n  [95] status ''\n    StaticText 'Your edit was saved.'" if saved else ""
        return page(f"{title} - Ops Wiki", f"{w}/{title.replace(' ', '_')}", f"""
{nav('Read', title)}
[90] main ''{sv}
  [100] heading {q(title)}{red}
  StaticText 'From Ops Wiki'
  [150] navigation 'Contents'
{blk(heads, 2)}
{blk(body, 1)}
  [600] link 'Category: Runbooks'
[700] contentinfo ''
  StaticText 'This page was last edited on {edited}.'
  [701] link 'Privacy policy'
  [702] link 'About Ops Wiki'
""")

    def edit(text: str, summary: str) -> str:
        sv = f" value={q(summary)}" if summary else ""
        return page("Editing Runbook:Database failover - Ops Wiki", f"{w}?title=Runbook:Database_failover&action=edit", f"""
{nav('Edit', 'Runbook:Database failover')}
[90] main ''
  [100] heading 'Editing Runbook:Database failover'
  [110] toolbar ''
    [111] button 'Bold'
    [112] button 'Italic'
    [113] button 'Link'
    [114] button 'Embedded file'
    [115] button 'Reference'
    [116] button 'Advanced'
    [117] button 'Special characters'
    [118] button 'Help'
  [120] textbox 'Wikitext source editor' required: False value={q(text)}
  [130] textbox 'Summary:' required: False{sv}
  [132] checkbox 'This is a minor edit' checked: false
  [133] checkbox 'Watch this page' checked: true
  StaticText 'By saving changes, you agree to the Terms of Use, and you irrevocably agree to release your contribution under the CC BY-SA 4.0 License.'
  [136] button 'Save changes'
  [137] button 'Show preview'
  [138] button 'Show changes'
  [139] link 'Cancel'
""")

    hist_rows = [
        ("14:07, 12 March 2024", "Kpatel", b_new, f"+{delta}", "Add replica lag check before promotion"),
        ("09:31, 2 February 2024", "Mlopez", b_old, "+61", "Contacts: platform lead changed"),
        ("16:48, 19 December 2023", "Tnguyen", b_old - 61, "−38", "patronictl paths"),
        ("11:02, 4 October 2023", "Mlopez", b_old - 61 + 38, f"+{b_old - 61 + 38:,}", "Created page with \"This runbook covers an unplanned failover\""),
    ]
    hr = []
    for i, (ts, user, size, d, summ) in enumerate(hist_rows):
        b = 800 + i * 6
        hr.append(f"[{b}] listitem ''\n  [{b + 1}] link 'cur'\n  [{b + 2}] link 'prev'\n  [{b + 3}] link '{ts}'\n  [{b + 4}] link {q(user)}\n"
                  f"  StaticText '{size:,} bytes'\n  StaticText '{d}'\n  StaticText {q(summ)}")
    history = page("Runbook:Database failover: Revision history - Ops Wiki", f"{w}?title=Runbook:Database_failover&action=history", f"""
{nav('View history', 'Runbook:Database failover')}
[90] main ''
  [100] heading 'Runbook:Database failover: Revision history'
  [780] button 'Filter revisions'
  StaticText 'For any version listed below, click on its date to view it.'
  [790] button 'Compare selected revisions'
  [799] list ''
{blk(hr, 2)}
""")

    def move(new_title: str) -> str:
        return page("Move Runbook:Database failover - Ops Wiki", f"{w}/Special:MovePage/Runbook:Database_failover", f"""
{nav('', 'Runbook:Database failover')}
[90] main ''
  [100] heading 'Move Runbook:Database failover'
  StaticText 'Using the form below will rename a page, moving all of its history to the new name.'
  [900] combobox 'New title:' value='Runbook'
  [901] textbox 'New title' required: True value={q(new_title)}
  [903] textbox 'Reason:' required: False value='Name the engine explicitly'
  [905] checkbox 'Move associated talk page' checked: true
  [906] checkbox 'Leave a redirect behind' checked: true
  [907] checkbox 'Watch source page and target page' checked: true
  [909] button 'Move page'
""")
    moved = page("Move succeeded - Ops Wiki", f"{w}/Special:MovePage", f"""
{nav('', 'Special:MovePage')}
[90] main ''
  [100] heading 'Move succeeded'
  StaticText '"Runbook:Database failover" has been moved to "Runbook:PostgreSQL failover".'
  [920] link 'Runbook:Database failover'
  [921] link 'Runbook:PostgreSQL failover'
  StaticText 'A redirect has been created.'
  StaticText '"Runbook talk:Database failover" has been moved to "Runbook talk:PostgreSQL failover".'
  StaticText 'You should check that this move has not left any double redirects: 2 pages link to the old title.'
  [925] link 'What links here'
""")
    rc = page("Recent changes - Ops Wiki", f"{w}/Special:RecentChanges", f"""
{nav('', 'Special:RecentChanges')}
[90] main ''
  [100] heading 'Recent changes'
  [960] button 'Active filters: Registered, Human (not bot), Page edits, Page creations, Logged actions'
  StaticText 'Showing last 50 changes in last 7 days'
  [965] heading '12 March 2024'
  [966] list ''
    StaticText '14:09 (Move log) . . Kpatel (talk | contribs) moved page Runbook:Database failover to Runbook:PostgreSQL failover (Name the engine explicitly)'
    StaticText '14:07 Runbook:Database failover (diff | hist) . . (+{delta}) . . Kpatel (talk | contribs) (Add replica lag check before promotion)'
    StaticText '13:58 Oncall:Escalation policy (diff | hist) . . (+27) . . Tnguyen (talk | contribs) (March rotation)'
    StaticText '11:20 Service:Billing API (diff | hist) . . (−140) . . Ajohnson (talk | contribs) (remove retired queue)'
  [970] heading '11 March 2024'
  [971] list ''
    StaticText '17:45 N Runbook:Redis cache flush (diff | hist) . . (+2,311) . . Mlopez (talk | contribs) (Created page)'
    StaticText '09:12 Main Page (diff | hist) . . (+4) . . Mlopez (talk | contribs)'
""")
    turns = [
        ("click('34')", edit(old, "")),
        (f"fill('120', {q(new)})", edit(new, "")),
        ("fill('130', 'Add replica lag check before promotion')", edit(new, "Add replica lag check before promotion")),
        ("click('136')", view(new, "Runbook:Database failover", "12 March 2024, at 14:07", saved=True)),
        ("click('35')", history),
        (f"goto('{w}/Special:MovePage/Runbook:Database_failover')", move("Database failover")),
        ("fill('901', 'PostgreSQL failover')", move("PostgreSQL failover")),
        ("click('909')", moved),
        ("click('920')", view(new, "Runbook:PostgreSQL failover", "12 March 2024, at 14:09", redirected=True)),
        ("click('52')", rc),
    ]
    rs.add(task=TASK, tid="h20-web-18", system=WEB_SYSTEM, turns=turns, state=view(old, "Runbook:Database failover", "2 February 2024, at 09:31"))

# ---------------------------------------------------------------- 19 BookStack handbook: rename a page, edit another (less common)
def t19(rs: RowSet) -> None:
    bs = "https://docs.acme-robotics.example"
    chapters = [
        ("Getting Started", "getting-started", [("Welcome", "3 months ago"), ("Dev Environment Setup", "2 weeks ago"), ("Code Review Guidelines", "1 month ago")]),
        ("People & Culture", "people-culture", [("Onboarding Checklist", "3 weeks ago"), ("Offboarding Steps", "2 months ago"),
                                                ("Time Off Policy", "4 months ago"), ("Remote Work", "5 months ago")]),
        ("Operations", "operations", [("Incident Response", "6 days ago"), ("On-call Handbook", "1 month ago")]),
    ]

    def chap_pages(name: str, onb: str, off_upd: str, onb_upd: str = "just now") -> list[tuple[str, str]]:
        out = []
        for c, _, ps in chapters:
            if c != name:
                continue
            for p, u in ps:
                if p == "Onboarding Checklist":
                    out.append((onb, onb_upd if onb_upd else u))
                elif p == "Offboarding Steps":
                    out.append((p, off_upd))
                else:
                    out.append((p, u))
        return out

    def booknav(onb: str, current: str) -> str:
        out = ["[800] navigation 'Book Navigation'", "  [801] link 'Engineering Handbook'"]
        b = 802
        for c, _, _ in chapters:
            out.append(f"  [{b}] link {q(c)}")
            b += 1
            for p, _ in chap_pages(c, onb, ""):
                out.append(f"    [{b}] link {q(p)}" + (" current: page" if p == current else ""))
                b += 1
        out.append(f"  [{b}] link 'Glossary'")
        return "\n".join(out)

    def top(crumbs: list[str]) -> str:
        cr = "\n".join(f"  [{21 + i}] link {q(c)}" for i, c in enumerate(crumbs))
        return f"""
[10] banner ''
  [11] link 'Acme Robotics Docs'
  [12] searchbox 'Search' required: False
  [13] link 'Shelves'
  [14] link 'Books'
  [15] link 'Settings'
  [16] button 'Sam Ortiz' hasPopup: menu
[20] navigation 'Breadcrumbs'
{cr}
"""

    onb_body = [
        "Everything a new hire needs in their first two weeks. Managers: copy this into the onboarding ticket.",
        "Before day 1",
        "[ ] Laptop ordered through IT (MacBook Pro 14 or ThinkPad X1, employee's choice)",
        "[ ] Accounts requested: Google Workspace, Slack, GitHub org, 1Password, Jira",
        "[ ] Buddy assigned and introduced by email",
        "Week 1",
        "[ ] Security training in Vanta (due by Friday)",
        "[ ] Dev environment set up (see Dev Environment Setup)",
        "[ ] First PR merged: add yourself to the team page",
        "Week 2",
        "[ ] Shadow one on-call shift",
        "[ ] 30-minute check-in with your manager",
    ]
    off_body = [
        "Steps for the manager and IT when someone leaves.",
        "Last day",
        "Collect laptop and badge; ship label via IT portal for remote employees.",
        "Revoke SSO in Google Workspace (this removes Slack, Jira and GitHub SAML access).",
        "Transfer ownership of Google Drive files to the manager.",
        "Within 7 days",
        "Remove the person from the on-call rotation in PagerDuty.",
        "Archive their personal Slack channels.",
    ]
    off_new_line = "Rotate any shared credentials they had in 1Password and note it in the offboarding ticket."
    off_body_new = off_body[:5] + [off_new_line] + off_body[5:]

    def view(title: str, body: list[str], rev: int, created: str, updated: str, onb: str, note: str = "") -> str:
        n = f"\n  [95] alert ''\n    StaticText {q(note)}" if note else ""
        lines = "\n".join(f"  StaticText {q(x)}" for x in body)
        return page(f"{title} | Acme Robotics Docs", f"{bs}/books/engineering-handbook/page/{title.lower().replace(' ', '-')}", f"""
{top(['Books', 'Engineering Handbook', 'People & Culture', title])}
[90] main ''{n}
  [100] heading {q(title)}
{lines}
[700] complementary ''
  StaticText 'Details'
  StaticText 'Revision #{rev}'
  StaticText 'Created {created}'
  StaticText 'Updated {updated}'
  StaticText 'Actions'
  [710] link 'Edit'
  [711] link 'Move'
  [712] link 'Revisions'
  [713] link 'Permissions'
  [714] link 'Delete'
  [715] button 'Export' hasPopup: menu
{booknav(onb, title)}
""")

    def editor(title: str, body: list[str]) -> str:
        html = " ".join(body)
        return page(f"Editing Page {title} | Acme Robotics Docs", f"{bs}/books/engineering-handbook/page/{title.lower().replace(' ', '-')}/edit", f"""
[30] toolbar ''
  [31] link 'Back'
  StaticText 'Editing Page'
  [33] button 'Save Draft' hasPopup: menu
  [34] button 'Save Page'
[40] textbox 'Page Title' required: True value={q(title)}
[50] group 'WYSIWYG editor'
  [51] button 'Paragraph' hasPopup: listbox
  [52] button 'Bold'
  [53] button 'Italic'
  [54] button 'Bullet list'
  [55] button 'Checklist'
  [56] button 'Insert/edit link'
  [60] textbox 'Rich Text Area' required: False value={q(html)}
[70] complementary ''
  [71] button 'Tags'
  [72] button 'Attachments'
  [73] button 'Templates'
  [74] button 'Revisions'
""")

    def chapter(onb: str, off_upd: str) -> str:
        rows = []
        for i, (p, u) in enumerate(chap_pages("People & Culture", onb, off_upd)):
            b = 300 + i * 3
            rows.append(f"[{b}] link {q(p)}\n  StaticText 'Updated {u}'")
        return page("People & Culture | Acme Robotics Docs", f"{bs}/books/engineering-handbook/chapter/people-culture", f"""
{top(['Books', 'Engineering Handbook', 'People & Culture'])}
[90] main ''
  [100] heading 'People & Culture'
  StaticText 'Policies and checklists owned by the People team.'
{blk(rows, 1)}
[700] complementary ''
  StaticText 'Details'
  StaticText 'Created 5 months ago by Lena Park'
  [710] link 'New Page'
  [711] link 'Edit'
  [712] link 'Move'
  [713] link 'Permissions'
{booknav(onb, '')}
""")

    def book(onb: str, off_upd: str, onb_upd: str) -> str:
        out = []
        b = 400
        for c, _, _ in chapters:
            out.append(f"[{b}] link {q(c)}")
            b += 1
            for p, u in chap_pages(c, onb, off_upd, onb_upd):
                out.append(f"  [{b}] link {q(p)}\n    StaticText 'Updated {u}'")
                b += 1
            b += 5
        out.append(f"[{b}] link 'Glossary'\n  StaticText 'Updated 1 year ago'")
        return page("Engineering Handbook | Acme Robotics Docs", f"{bs}/books/engineering-handbook", f"""
{top(['Books', 'Engineering Handbook'])}
[90] main ''
  [100] heading 'Engineering Handbook'
  StaticText 'How we build, ship and work together at Acme Robotics.'
{blk(out, 1)}
[700] complementary ''
  StaticText 'Details'
  StaticText 'Created 1 year ago by Lena Park'
  StaticText 'Updated just now by Sam Ortiz'
  [710] link 'New Page'
  [711] link 'New Chapter'
  [712] link 'Edit'
  [713] link 'Sort'
  [714] link 'Permissions'
  [715] button 'Export' hasPopup: menu
""")

    shelves = page("Shelves | Acme Robotics Docs", f"{bs}/shelves", f"""
{top(['Shelves'])}
[90] main ''
  [100] heading 'Shelves'
  [101] button 'List View'
  [102] combobox 'Sort by' value='Name'
  [110] link 'Company'
  StaticText 'Handbooks, policies and everything HR. 2 books'
  [112] link 'Engineering'
  StaticText 'Architecture docs, runbooks and the engineering handbook. 4 books'
  [114] link 'Hardware'
  StaticText 'Mechanical and electrical design references. 3 books'
  [120] link 'New Shelf'
""")
    state_book = book("Onboarding Checklist", "2 months ago", "").replace("Updated just now by Sam Ortiz", "Updated 6 days ago by Omar Haddad")
    new = "New Hire Onboarding"
    turns = [
        ("click('410')", view("Onboarding Checklist", onb_body, 4, "5 months ago by Lena Park", "3 weeks ago by Omar Haddad", "Onboarding Checklist")),
        ("click('710')", editor("Onboarding Checklist", onb_body)),
        (f"fill('40', '{new}')", editor(new, onb_body)),
        ("click('34')", view(new, onb_body, 5, "5 months ago by Lena Park", "just now by Sam Ortiz", new, "Page successfully updated")),
        ("click('23')", chapter(new, "2 months ago")),
        ("click('303')", view("Offboarding Steps", off_body, 2, "5 months ago by Lena Park", "2 months ago by Lena Park", new)),
        ("click('710')", editor("Offboarding Steps", off_body)),
        (f"fill('60', {q(' '.join(off_body_new))})", editor("Offboarding Steps", off_body_new)),
        ("click('34')", view("Offboarding Steps", off_body_new, 3, "5 months ago by Lena Park", "just now by Sam Ortiz", new, "Page successfully updated")),
        ("click('22')", book("Onboarding Checklist", "just now", "5 minutes ago")),
        ("click('13')", shelves),
    ]
    rs.add(task=TASK, tid="h20-web-19", system=WEB_SYSTEM, turns=turns, state=state_book, bad=True, turn=10,
           kind="the book contents list the People & Culture page under its old name 'Onboarding Checklist', though it was renamed to 'New Hire Onboarding' and shown under the new name in the chapter list and the book navigation since")

# ---------------------------------------------------------------- 20 osTicket staff panel: claim, answer, resolve (less common, clean)
def t20(rs: RowSet) -> None:
    ost = "https://support.brightlane.example/scp"
    tickets = {
        "481233": ("3/12/24 2:20 PM", "VPN disconnects every 10 minutes", "Grace Obi", "Normal", "—"),
        "481207": ("3/12/24 1:02 PM", "Can't reset password - link expired", "Dana Cole", "Normal", "—"),
        "481205": ("3/12/24 12:48 PM", "Invoice shows wrong VAT number", "Rafael Ortiz", "Normal", "Marcus Lee"),
        "481201": ("3/12/24 11:30 AM", "Cannot export report to PDF", "Kim Lee", "Normal", "Priya Nair"),
        "481198": ("3/12/24 10:55 AM", "Add two seats to our plan", "Hannah Fox", "Low", "—"),
        "481190": ("3/12/24 1:47 PM", "Webhook deliveries failing with 401", "Tomás Gil", "High", "Marcus Lee"),
        "481187": ("3/12/24 9:14 AM", "SSO login loop on Safari", "Amira Haddad", "High", "Priya Nair"),
        "481176": ("3/11/24 5:40 PM", "Request: dark mode for dashboard", "Owen Price", "Low", "—"),
        "481170": ("3/11/24 4:02 PM", "Data import stuck at 87%", "Lucia Romero", "Normal", "Jonas Berg"),
        "481162": ("3/11/24 2:31 PM", "Change account owner email", "Ben Carter", "Normal", "Marcus Lee"),
        "481155": ("3/11/24 11:18 AM", "API rate limit increase", "Sofia Rossi", "Normal", "Jonas Berg"),
        "481149": ("3/11/24 9:06 AM", "2FA codes not accepted", "Noah Kim", "High", "Priya Nair"),
        "481140": ("3/10/24 8:44 PM", "Refund for duplicate charge", "Mia Schultz", "Normal", "—"),
        "481133": ("3/10/24 3:15 PM", "Calendar sync shows events twice", "Liam Walsh", "Normal", "Jonas Berg"),
        "481120": ("3/9/24 10:27 AM", "Can we get a W-9?", "Ella Young", "Low", "—"),
    }
    overdue = {"481149", "481133"}

    def chrome(open_n: int, mine: int, active: str) -> str:
        subs = [("Open", f"Open ({open_n})", 41), ("My Tickets", f"My Tickets ({mine})", 42), ("Closed", "Closed", 43),
                ("Search", "Search", 44), ("New Ticket", "New Ticket", 45)]
        s = "\n".join(f"  [{b}] link {q(label)}" + (" selected: True" if name == active else "") for name, label, b in subs)
        return f"""
[10] banner ''
  [11] link 'Brightlane Support Center'
  StaticText 'Welcome, Marcus Lee.'
  [13] link 'Agent Panel'
  [14] link 'Profile'
  [15] link 'Log Out'
[20] navigation ''
  [21] link 'Dashboard'
  [22] link 'Users'
  [23] link 'Tasks'
  [24] link 'Tickets'
  [25] link 'Knowledgebase'
[40] navigation 'Tickets'
{s}
"""

    def queue(name: str, keys: list[str], open_n: int, mine: int, upd: dict[str, str] | None = None, status: dict[str, str] | None = None) -> str:
        rows = []
        for i, k in enumerate(keys):
            d, subj, frm, pr, who = tickets[k]
            d = (upd or {}).get(k, d)
            b = 200 + i * 4
            flag = " (Overdue)" if k in overdue else ""
            extra = f"\n  StaticText '{status[k]}'" if status and k in status else ""
            rows.append(f"[{b}] row ''\n  [{b + 1}] checkbox '' checked: false\n  [{b + 2}] link '{k}'\n  StaticText '{d}'\n  [{b + 3}] link {q(subj + flag)}\n"
                        f"  StaticText {q(frm)}\n  StaticText '{pr}'\n  StaticText {q(who)}{extra}")
        return page(f"{name} Tickets :: Brightlane Support Center", f"{ost}/tickets.php?queue={'1' if name == 'Open' else '3'}", f"""
{chrome(open_n, mine, name)}
[100] main ''
  [101] heading '{name}'
  [102] searchbox 'Search' required: False
  [103] button 'Search'
  [104] button 'Sort' hasPopup: menu
  StaticText 'Sort: Last Updated (newest first)'
  [110] table ''
    [111] row ''
      [112] columnheader ''
      [113] columnheader 'Ticket'
      [114] columnheader 'Last Updated'
      [115] columnheader 'Subject'
      [116] columnheader 'From'
      [117] columnheader 'Priority'
      [118] columnheader 'Assigned To'
{blk(rows, 2)}
  StaticText 'Page: [1]'
  StaticText 'Showing 1 - {len(keys)} of {len(keys)}'
""")

    cust = ("Hi, I requested a password reset twice this morning and both links say 'This link has expired' as soon as I click them. "
            "I'm on Chrome 122 on Windows. My username is dcole@harborline.co. Can you help? I have a client demo at 4pm. Thanks, Dana")
    reply = ("Hi Dana, thanks for the details. The reset links were being rewritten by your company's email security scanner, which opens "
             "each link once and uses it up. I've sent a new link that is valid for 30 minutes and added harborline.co to our allow-list "
             "for scanner pre-fetch. If it fails again, reply here and I'll set a temporary password for you. Marcus")

    def ticket(assigned: str, status: str, open_n: int, mine: int, body: str = "", sel: str = "Open", thread_reply: bool = False,
               menu: bool = False, msg: str = "", last_resp: str = "—") -> str:
        m = f"\n  [150] alert ''\n    StaticText {q(msg)}" if msg else ""
        dd = "\n    [171] menuitem 'Claim'\n    [172] menuitem 'Agent'\n    [173] menuitem 'Team'" if menu else ""
        tr = f"""
    [320] article ''
      StaticText 'Marcus Lee posted 3/12/24 2:19 PM'
      StaticText {q(reply)}
      StaticText 'Marcus Lee · Brightlane Support'
    StaticText 'Status changed from Open to Resolved by Marcus Lee 3/12/24 2:19 PM'""" if thread_reply else ""
        bv = f" value={q(body)}" if body else ""
        form = "" if status == "Resolved" else f"""
  [400] tablist ''
    [401] tab 'Post Reply' selected: True
    [402] tab 'Post Internal Note' selected: False
  [405] textbox 'Response' required: True{bv}
  [407] combobox 'Signature' value='My Signature'
  [409] combobox 'Ticket Status' value='{sel}'
  [411] button 'Post Reply'
  [412] button 'Reset'"""
        return page("Ticket #481207 :: Brightlane Support Center", f"{ost}/tickets.php?id=22871", f"""
{chrome(open_n, mine, 'Open')}
[100] main ''{m}
  [160] heading "Ticket #481207 Can't reset password - link expired"
  [165] button 'Post Reply'
  [166] button 'Print'
  [167] button 'Edit'
  [170] button 'Assign' hasPopup: menu expanded: {menu}{dd}
  [175] button 'Change Status' hasPopup: menu
  [176] button 'More' hasPopup: menu
  [180] table ''
    StaticText 'Status: {status}'
    StaticText 'Priority: Normal'
    StaticText 'Department: Support'
    StaticText 'Create Date: 3/12/24 1:02 PM'
    StaticText 'User: Dana Cole (dcole@harborline.co)'
    StaticText 'Email: dcole@harborline.co'
    StaticText 'Organization: Harborline Consulting'
    StaticText 'Source: Email'
    StaticText 'Assigned To: {assigned}'
    StaticText 'SLA Plan: Default SLA (18 hrs)'
    StaticText 'Due Date: 3/13/24 7:02 AM'
    StaticText 'Help Topic: Account Access'
    StaticText 'Last Message: 3/12/24 1:02 PM'
    StaticText 'Last Response: {last_resp}'
  [300] region 'Ticket Thread'
    [310] article ''
      StaticText 'Dana Cole posted 3/12/24 1:02 PM'
      StaticText {q(cust)}{tr}{form}
""")

    open0 = ["481190", "481207", "481205", "481201", "481198", "481187", "481176", "481170", "481162", "481155", "481149", "481140", "481133", "481120"]
    open1 = ["481233", "481190"] + [k for k in open0 if k not in ("481190", "481207")]
    closed = page("Closed Tickets :: Brightlane Support Center", f"{ost}/tickets.php?queue=3", f"""
{chrome(14, 3, 'Closed')}
[100] main ''
  [101] heading 'Closed'
  [102] searchbox 'Search' required: False
  [103] button 'Search'
  StaticText 'Sort: Date Closed (newest first)'
  [110] table ''
    [111] row ''
      [113] columnheader 'Ticket'
      [114] columnheader 'Date Closed'
      [115] columnheader 'Subject'
      [116] columnheader 'From'
      [118] columnheader 'Closed By'
    [200] row ''
      [202] link '481207'
      StaticText '3/12/24 2:19 PM'
      [203] link "Can't reset password - link expired"
      StaticText 'Dana Cole'
      StaticText 'Marcus Lee'
    [204] row ''
      [206] link '481195'
      StaticText '3/12/24 1:40 PM'
      [207] link 'How do I add a custom domain?'
      StaticText 'Peter Nilsen'
      StaticText 'Priya Nair'
    [208] row ''
      [210] link '481182'
      StaticText '3/12/24 12:05 PM'
      [211] link 'Downgrade to Starter plan'
      StaticText 'Chloe Martin'
      StaticText 'Jonas Berg'
    [212] row ''
      [214] link '481171'
      StaticText '3/12/24 10:31 AM'
      [215] link 'Webhook docs link is broken'
      StaticText 'Tomás Gil'
      StaticText 'Marcus Lee'
  StaticText 'Page: [1] 2 3 4 5 ... 103'
  [230] link 'Next'
""")
    turns = [
        ("click('206')", ticket("— Unassigned —", "Open", 14, 3)),
        ("click('170')", ticket("— Unassigned —", "Open", 14, 3, menu=True)),
        ("click('171')", ticket("Marcus Lee", "Open", 14, 4, msg="Ticket is now assigned to you!")),
        (f"fill('405', {q(reply)})", ticket("Marcus Lee", "Open", 14, 4, body=reply)),
        ("select_option('409', 'Resolved')", ticket("Marcus Lee", "Open", 14, 4, body=reply, sel="Resolved")),
        ("click('411')", ticket("Marcus Lee", "Resolved", 13, 3, thread_reply=True, msg="Reply posted successfully", last_resp="3/12/24 2:19 PM")),
        ("click('41')", queue("Open", open1, 14, 3, upd={"481190": "3/12/24 2:17 PM"})),
        ("click('43')", closed),
    ]
    rs.add(task=TASK, tid="h20-web-20", system=WEB_SYSTEM, turns=turns, state=queue("Open", open0, 14, 3))

# ---------------------------------------------------------------- 21 Zammad helpdesk: checklist, reply, pending close (less common)
def t21(rs: RowSet) -> None:
    zm = "https://helpdesk.northpeak.example/#ticket/zoom/8812"
    left = """
[10] navigation ''
  [11] link 'Overviews'
  [12] link 'Dashboard'
  [13] link 'Customer'
  [14] button 'New ticket'
  [15] searchbox 'Search...' required: False
  [16] link 'Notifications'
  [17] button 'Avery Chen' hasPopup: menu
[20] navigation 'Open tabs'
  [21] link '#31044 Refund for duplicate charge'
  [22] link '#31039 Password reset email not arriving'
"""
    email = ("Hello, I was charged twice for order NP-20931 on March 3 ($84.00 each, card ending 4417). "
             "Could you please refund the duplicate? Thanks, Mia Schultz")
    reply = ("Hi Mia, thanks for flagging this. I confirmed order NP-20931 and found the second $84.00 charge from March 3. "
             "I have refunded it to your card ending 4417; it should appear within 5-10 business days. Best regards, Avery - Northpeak Support")

    def zoom(confirm: bool, stripe: bool, body: str, articles: int, side: str, state: str, pending: str = "", note: str = "") -> str:
        arts = [f"""[300] article ''
  StaticText 'Mia Schultz'
  StaticText 'via Email · 03/04/2024 09:12'
  StaticText 'Subject: Charged twice for my order'
  StaticText {q(email)}"""]
        arts.append("""[310] article ''
  StaticText 'Avery Chen'
  StaticText 'Internal note · 03/04/2024 09:40'
  StaticText 'Stripe shows two captures: ch_3OqL2xK8 and ch_3OqL2yA1, 4 seconds apart. Looks like a double click on Pay.'""")
        if articles > 2:
            arts.append(f"""[320] article ''
  StaticText 'Avery Chen'
  StaticText 'via Email · 03/04/2024 10:03'
  StaticText 'To: mia.schultz@mailbox.example'
  StaticText {q(reply)}""")
        if side == "Checklist":
            panel = f"""
  [600] heading 'Checklist'
  StaticText 'Refund checklist'
  [602] checkbox 'Confirm order number' checked: {'true' if confirm else 'false'}
  [603] checkbox 'Issue refund in Stripe' checked: {'true' if stripe else 'false'}
  [604] checkbox 'Send confirmation email' checked: false
  [606] button 'Add empty item'
  [607] button 'Checklist actions' hasPopup: menu"""
        else:
            panel = """
  [650] heading 'Customer'
  StaticText 'Mia Schultz'
  StaticText 'mia.schultz@mailbox.example'
  StaticText 'Phone: +49 30 5557 2190'
  StaticText 'Organization: -'
  [655] link 'Open tickets (1)'
  [656] link 'Closed tickets (3)'
  StaticText 'Customer since 08/2022'"""
        pv = f"\n    [712] textbox 'Pending till' required: True value='{pending}'" if state == "pending close" else ""
        bv = f" value={q(body)}" if body else ""
        n = f"\n  [250] alert ''\n    StaticText {q(note)}" if note else ""
        return page("#31044 - Refund for duplicate charge - Zammad", zm, f"""
{left}
[100] main ''{n}
  [200] heading 'Refund for duplicate charge'
  StaticText '#31044 · created 03/04/2024 09:12 · Mia Schultz'
{blk(arts, 1)}
  [400] group 'Reply'
    [401] textbox 'Text' required: False{bv}
    [402] button 'Type: Email'
    [403] button 'Visibility: public'
    [404] button 'Attach files'
[500] complementary 'Ticket sidebar'
  [501] tab 'Ticket' selected: False
  [502] tab 'Customer' selected: {side == 'Customer'}
  [503] tab 'Organization' selected: False
  [504] tab 'Checklist' selected: {side == 'Checklist'}{panel}
[700] group 'Ticket attributes'
  [701] combobox 'Group' value='Billing'
  [702] combobox 'Owner' value='Avery Chen'
  [703] combobox 'State' value='{state}'{pv}
  [704] combobox 'Priority' value='2 normal'
  [705] textbox 'Tags' value='refund, stripe'
  [720] button 'Update'
""")

    def overview(state31044: str, updated: str) -> str:
        rows = [("31044", "Refund for duplicate charge", "Mia Schultz", state31044, "2 normal", "03/04/2024 09:12", updated),
                ("31039", "Password reset email not arriving", "Jonas Weber", "open", "2 normal", "03/04/2024 08:47", "03/04/2024 09:55"),
                ("31027", "Invoice address change", "Leila Nasser", "pending reminder", "1 low", "03/01/2024 15:20", "03/01/2024 16:02"),
                ("31011", "Annual plan upgrade quote", "Pieter de Vries", "open", "2 normal", "02/28/2024 11:04", "03/01/2024 10:30")]
        out = []
        for i, r in enumerate(rows):
            b = 800 + i * 3
            out.append(f"[{b}] row ''\n  [{b + 1}] link '#{r[0]}'\n  [{b + 2}] link {q(r[1])}\n" + "\n".join(f"  StaticText {q(x)}" for x in r[2:]))
        return page("My Assigned Tickets - Zammad", "https://helpdesk.northpeak.example/#ticket/view/my_assigned", f"""
{left}
[100] main ''
  [780] navigation 'Overviews'
    [781] link 'My Assigned Tickets 4'
    [782] link 'Unassigned & Open Tickets 7'
    [783] link 'My Pending Reached Tickets 0'
    [784] link 'Open Tickets 19'
    [785] link 'Escalated Tickets 1'
  [790] heading 'My Assigned Tickets'
  [795] table ''
    [796] row ''
      StaticText 'Number'
      StaticText 'Title'
      StaticText 'Customer'
      StaticText 'State'
      StaticText 'Priority'
      StaticText 'Created at'
      StaticText 'Updated at'
{blk(out, 2)}
""")

    turns = [
        ("click('801')", zoom(False, False, "", 2, "Checklist", "open")),
        ("check('602')", zoom(True, False, "", 2, "Checklist", "open")),
        ("check('603')", zoom(True, True, "", 2, "Checklist", "open")),
        (f"fill('401', {q(reply)})", zoom(True, True, reply, 2, "Checklist", "open")),
        ("click('720')", zoom(False, True, "", 3, "Checklist", "open", note="Ticket #31044 updated.")),
        ("click('502')", zoom(True, True, "", 3, "Customer", "open")),
        ("select_option('703', 'pending close')", zoom(True, True, "", 3, "Customer", "pending close", "03/11/2024 10:05")),
        ("click('720')", zoom(True, True, "", 3, "Customer", "pending close", "03/11/2024 10:05", note="Ticket #31044 updated.")),
        ("click('11')", overview("pending close", "03/04/2024 10:06")),
    ]
    rs.add(task=TASK, tid="h20-web-21", system=WEB_SYSTEM, turns=turns, state=overview("open", "03/04/2024 09:40"), bad=True, turn=5,
           kind="after sending the reply, the checklist shows 'Confirm order number' unchecked again although the agent checked it two turns earlier and never unchecked it ('Issue refund in Stripe' stays checked)")

# ---------------------------------------------------------------- 22 Snipe-IT asset checkout (less common, clean)
def t22(rs: RowSet) -> None:
    sn = "https://assets.kitewire.example"
    nav = """
[10] banner ''
  [11] link 'Kitewire IT Assets'
  [12] textbox 'Lookup by Asset Tag' required: False
  [13] button 'Search'
  [14] button 'Create New' hasPopup: menu
  [15] link 'Alerts 3'
  [16] button 'Sam Rivera' hasPopup: menu
[20] navigation 'Main'
  [21] link 'Dashboard'
  [22] link 'Assets'
  [23] link 'Licenses'
  [24] link 'Accessories'
  [25] link 'Consumables'
  [26] link 'Components'
  [27] link 'People'
  [28] link 'Requestable'
  [29] link 'Reports'
  [30] link 'Settings'
"""

    def activity_rows(rows: list[tuple[str, str, str, str, str]], base: int) -> list[str]:
        return [f"[{base + i * 2}] row ''\n  StaticText '{d}'\n  StaticText {q(a)}\n  StaticText '{act}'\n  [{base + i * 2 + 1}] link {q(item)}\n  StaticText {q(t)}"
                for i, (d, a, act, item, t) in enumerate(rows)]

    recent0 = [
        ("2024-03-12 13:58:41", "Sam Rivera", "checkout", "MBP-0339 (MacBook Pro 14\" M3 Pro)", "Owen Price"),
        ("2024-03-12 11:20:05", "Leah Kim", "checkin from", "DELL-1187 (Dell U2723QE)", "Ben Carter"),
        ("2024-03-12 10:02:17", "Leah Kim", "update", "IPH-0521 (iPhone 15)", ""),
        ("2024-03-11 16:44:30", "Sam Rivera", "checkout", "YUB-0940 (YubiKey 5C NFC)", "Hannah Fox"),
        ("2024-03-11 09:15:12", "System", "create new", "MBP-0342 (MacBook Pro 14\" M3 Pro)", ""),
    ]
    new_rows = [
        ("2024-03-12 14:32:10", "Leah Kim", "checkout", "Figma Professional (seat 14 of 20)", "Priya Nair"),
        ("2024-03-12 14:31:07", "Sam Rivera", "checkout", "MBP-0342 (MacBook Pro 14\" M3 Pro)", "Priya Nair"),
    ]

    def dashboard(dep: int, ready: int, recent: list[tuple]) -> str:
        return page("Dashboard :: Kitewire IT Assets", f"{sn}/", f"""
{nav}
[100] main ''
  [101] heading 'Dashboard'
  [110] link '214 Assets'
  [111] link '58 Licenses'
  [112] link '120 Accessories'
  [113] link '340 Consumables'
  [114] link '45 Components'
  [115] link '187 People'
  [120] heading 'Assets by Status'
  StaticText 'Deployed: {dep}'
  StaticText 'Ready to Deploy: {ready}'
  StaticText 'Pending: 6'
  StaticText 'Archived: 5'
  [130] heading 'Recent Activity'
  [131] table ''
    [132] row ''
      StaticText 'Date'
      StaticText 'Admin'
      StaticText 'Action'
      StaticText 'Item'
      StaticText 'Target'
{blk(activity_rows(recent, 140), 2)}
  [160] link 'View All'
""")

    assets = [
        ("MBP-0341", "C02FK3M1Q6L4", "MacBook Pro 14\" M3 Pro", "Deployed", "Lucia Romero", "HQ - 3rd Floor"),
        ("MBP-0340", "C02FK3JZQ6L4", "MacBook Pro 14\" M3 Pro", "Deployed", "Jonas Berg", "HQ - 3rd Floor"),
        ("MBP-0339", "C02FK3H7Q6L4", "MacBook Pro 14\" M3 Pro", "Deployed", "Owen Price", "Remote"),
        ("LEN-0775", "PF4KX2L9", "ThinkPad X1 Carbon Gen 11", "Deployed", "Tomás Gil", "HQ - 2nd Floor"),
        ("DELL-1187", "CN0F2X7H", "Dell U2723QE", "Ready to Deploy", "", "HQ - IT Storage"),
        ("IPH-0521", "F17KQ2LXP0", "iPhone 15", "Deployed", "Amira Haddad", "Remote"),
        ("YUB-0940", "23811094", "YubiKey 5C NFC", "Deployed", "Hannah Fox", "HQ - 2nd Floor"),
        ("MBP-0342", "C02FK3P2Q6L4", "MacBook Pro 14\" M3 Pro", "Ready to Deploy", "", "HQ - IT Storage"),
        ("LEN-0774", "PF4KX2L2", "ThinkPad X1 Carbon Gen 11", "Pending", "", "HQ - IT Storage"),
        ("DELL-1186", "CN0F2X6Q", "Dell U2723QE", "Deployed", "Ben Carter", "HQ - 3rd Floor"),
    ]

    def asset_list(rows: list[tuple], total: int, search: str = "", typed: str = "") -> str:
        out = []
        for i, (tag, serial, model, st, who, loc) in enumerate(rows):
            b = 300 + i * 6
            status = f"{st} ({who})" if who else st
            out.append(f"[{b}] row ''\n  [{b + 1}] checkbox '' checked: false\n  [{b + 2}] link '{tag}'\n  StaticText '{serial}'\n  [{b + 3}] link {q(model)}\n"
                       f"  StaticText {q(status)}\n  StaticText {q(who)}\n  StaticText {q(loc)}\n"
                       + (f"  [{b + 4}] button 'Checkin'" if who else f"  [{b + 4}] button 'Checkout'"))
        tv = f" value={q(typed)}" if typed else ""
        shown = f"Showing 1 to {len(rows)} of {total} rows" if total > len(rows) else f"Showing 1 to {len(rows)} of {len(rows)} rows"
        return page("All Assets :: Kitewire IT Assets", f"{sn}/hardware" + (f"?search={search}" if search else ""), f"""
{nav}
[100] main ''
  [101] heading 'All Assets'
  [102] link 'Create New'
  [103] combobox 'Bulk actions' value='Edit'
  [104] button 'Go'
  [105] textbox 'Search' required: False{tv}
  [106] button 'Toggle columns' hasPopup: menu
  [107] button 'Export'
  [200] table ''
    [201] row ''
      [202] checkbox 'Select all' checked: false
      [203] columnheader 'Asset Tag'
      [204] columnheader 'Serial'
      [205] columnheader 'Model'
      [206] columnheader 'Status'
      [207] columnheader 'Checked Out To'
      [208] columnheader 'Location'
      [209] columnheader 'Checkin/Checkout'
{blk(out, 2)}
  StaticText '{shown}'
  StaticText '10 rows per page'
""")

    def checkout(user: str, note: str) -> str:
        uv = f"value={q(user)}" if user else "value='Select a User'"
        nv = f" value={q(note)}" if note else ""
        return page("Checkout Asset :: Kitewire IT Assets", f"{sn}/hardware/2291/checkout", f"""
{nav}
[100] main ''
  [101] heading 'Checkout Asset'
  StaticText 'Asset Tag: MBP-0342'
  StaticText 'Model: MacBook Pro 14" M3 Pro'
  [402] textbox 'Asset Name' required: False value='MBP-0342'
  [404] combobox 'Status' value='Ready to Deploy'
  [406] radio 'User' checked: true
  [407] radio 'Asset' checked: false
  [408] radio 'Location' checked: false
  [410] combobox 'Select a User' {uv}
  [412] textbox 'Checkout Date' required: False value='2024-03-12'
  [414] textbox 'Expected Checkin Date' required: False
  [416] textbox 'Notes' required: False{nv}
  StaticText 'This user will be sent an email with the EULA for this asset category.'
  [420] button 'Checkout'
  [421] link 'Cancel'
""")

    note = "New laptop for the Q2 design sprint; old MBP-0217 to be returned by 3/22."
    user = "Nair, Priya (pnair) - #E1042"
    view = page("View Asset MBP-0342 :: Kitewire IT Assets", f"{sn}/hardware/2291", f"""
{nav}
[100] main ''
  [500] alert ''
    StaticText 'Asset checked out successfully.'
  [501] heading 'View Asset MBP-0342 - MacBook Pro 14" M3 Pro'
  [502] tablist ''
    [503] tab 'Details' selected: True
    [504] tab 'Software' selected: False
    [505] tab 'Components' selected: False
    [506] tab 'Maintenances' selected: False
    [507] tab 'History' selected: False
  StaticText 'Status: Deployed (Priya Nair)'
  StaticText 'Asset Tag: MBP-0342'
  StaticText 'Serial: C02FK3P2Q6L4'
  StaticText 'Model: MacBook Pro 14" M3 Pro (Z1AU0029)'
  StaticText 'Category: Laptops'
  StaticText 'Purchase Date: 2024-03-01'
  StaticText 'Purchase Cost: $2,399.00'
  StaticText 'Warranty: 36 months (expires 2027-03-01)'
  StaticText 'Location: HQ - 3rd Floor'
  StaticText 'Default Location: HQ - IT Storage'
  StaticText 'Checkouts: 1'
  StaticText 'Checked Out To: Priya Nair · pnair@kitewire.example · Design'
  StaticText 'Checked Out: 2024-03-12 14:31'
  [520] button 'Checkin'
  [521] button 'Edit Asset'
  [522] button 'Clone Asset'
  [523] button 'Audit'
""")
    full_activity = new_rows + recent0 + [
        ("2024-03-11 09:14:55", "System", "create new", "MBP-0341 (MacBook Pro 14\" M3 Pro)", ""),
        ("2024-03-08 15:02:40", "Leah Kim", "checkout", "IPH-0521 (iPhone 15)", "Amira Haddad"),
        ("2024-03-07 12:30:02", "Sam Rivera", "audit", "DELL-1186 (Dell U2723QE)", ""),
    ]

    def report(search: str) -> str:
        rows = [r for r in full_activity if search in r[3]] if search else full_activity
        sv = f" value={q(search)}" if search else ""
        return page("Activity Report :: Kitewire IT Assets", f"{sn}/reports/activity", f"""
{nav}
[100] main ''
  [101] heading 'Activity Report'
  [102] textbox 'Search' required: False{sv}
  [103] button 'Export'
  [600] table ''
    [601] row ''
      StaticText 'Date'
      StaticText 'Admin'
      StaticText 'Action'
      StaticText 'Item'
      StaticText 'Target'
{blk(activity_rows(rows, 610), 2)}
  StaticText 'Showing 1 to {len(rows)} of {len(rows) if search else 2316} rows'
""")

    mbp = [a for a in assets if a[0] == "MBP-0342"]
    turns = [
        ("click('22')", asset_list(assets, 214)),
        ("fill('105', 'MBP-0342')", asset_list(assets, 214, typed="MBP-0342")),
        ("press('105', 'Enter')", asset_list(mbp, 1, "MBP-0342", "MBP-0342")),
        ("click('304')", checkout("", "")),
        (f"select_option('410', {q(user)})", checkout(user, "")),
        (f"fill('416', {q(note)})", checkout(user, note)),
        ("click('420')", view),
        ("click('21')", dashboard(163, 40, new_rows + recent0[:3])),
        ("click('29')", report("")),
        ("fill('102', 'MBP-0342')", report("MBP-0342")),
    ]
    rs.add(task=TASK, tid="h20-web-22", system=WEB_SYSTEM, turns=turns, state=dashboard(162, 41, recent0))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
