# ruff: noqa: E501
"""Holdout24, web domain: 22 hand-written BrowserGym trajectories (11 with exactly one contradiction, 11 clean).

Each observation is the page's accessibility tree (``axtree`` from rowkit2) with element bids in brackets.
Half the sites are mainstream (shop, GitLab, forum, CMS admin, maps, mail), half less common (library
OPACs, clinic portals, vendor portals, wikis, ticketing, a kanban board). Running this module writes
``web_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

TASK = "web"


def ind(depth: int, lines: list[str]) -> list[str]:
    """Indent already-formatted tree lines by ``depth`` extra tabs."""
    return ["\t" * depth + ln for ln in lines]


def usd(x: float) -> str:
    return f"${x:,.2f}"


def goal_state(goal: str, title: str, lines: list[str], url: str) -> str:
    return f"Goal: {goal}\n\nStarting page:\n" + axtree(title, lines, url)


# ---------------------------------------------------------------------------------------------------------
# h24-web-01  One Stop Market (Magento storefront): cart with a USB-C cable and AA batteries, coupon.
# ---------------------------------------------------------------------------------------------------------
SHOP = "http://onestopmarket.com"
SHOP_CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
             "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
             "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def shop_header(cart: int, query: str = "", who: str = "Emma Lopez", wish: int = 3) -> list[str]:
    out = ["[101] link 'Skip to Content'",
           "[103] list ''",
           "\t[104] listitem ''",
           f"\t\tStaticText 'Welcome, {who}!'",
           "\t[106] listitem ''",
           "\t\t[107] link 'My Account'",
           "\t[108] listitem ''",
           f"\t\t[109] link 'My Wish List {wish} items'",
           "\t[110] listitem ''",
           "\t\t[111] link 'Sign Out'",
           "[118] link 'store logo'",
           "\t[119] img 'one_stop_market_logo'",
           "[124] link '\ue611 My Cart'"]
    if cart:
        out += [f"\tStaticText '{cart}'", "\tStaticText 'items'"]
    out += [f"[130] combobox '\ue615 Search' value='{query}' autocomplete: both hasPopup: listbox required: False expanded: False",
            "[133] button 'Search'" + ("" if query else ", disabled"),
            "[140] tablist '' multiselectable: False orientation: horizontal",
            "\t[142] tabpanel ''",
            "\t\t[143] menu '' orientation: vertical"]
    out += [f"\t\t\t[{144 + i}] menuitem '\ue622 {c}' hasPopup: menu" for i, c in enumerate(SHOP_CATS)]
    return out


SHOP_FOOTER = ["[3101] link 'Privacy and Cookie Policy'", "[3102] link 'Search Terms'", "[3103] link 'Advanced Search'",
               "[3104] link 'Contact Us'", "[3105] link 'Orders and Returns'", "[3106] textbox 'Enter your email address' required: False",
               "[3107] button 'Subscribe'", "StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"]

CABLES = [("Anker PowerLine III USB-C to USB-C Cable 6ft, 100W Fast Charging", 15.99, 92, 48),
          ("Amazon Basics USB-C to USB-A 2.0 Cable, 6 Foot, Black", 8.79, 88, 211),
          ("UGREEN USB C Cable 3A Fast Charging Braided, 2 Pack 10ft", 12.99, 90, 67),
          ("Belkin BoostCharge USB-C to USB-C Cable 3.3ft, 60W", 19.99, 86, 19),
          ("Cable Matters 10Gbps USB C to USB C Cable 3.3 ft with 4K Video", 13.99, 84, 33),
          ("Nimaso USB C to USB C Cable 60W, 2 Pack 6.6ft", 9.99, 80, 25)]
BATTS = [("Amazon Basics 20-Pack AA Alkaline High-Performance Batteries, 1.5 Volt, 10-Year Shelf Life", 13.49, 94, 502),
         ("Duracell Coppertop AA Batteries, 16 Count Pack, Long-lasting Power", 17.98, 92, 188),
         ("Energizer MAX AA Batteries (24 Pack), Double A Alkaline Batteries", 18.47, 90, 143),
         ("Panasonic eneloop AA 2100 Cycle Ni-MH Pre-Charged Rechargeable Batteries, 8-Battery Pack", 29.99, 96, 71),
         ("Rayovac High Energy AA Batteries (36 Pack), Double A Batteries", 19.98, 86, 64),
         ("EBL AA Rechargeable Batteries 2800mAh, 16 Pack with Battery Box", 24.99, 82, 29)]


def shop_results(query: str, total: int, items: list[tuple[str, float, int, int]], cart: int,
                 added: str | None = None, minicart: list[str] | None = None) -> list[str]:
    out = shop_header(cart, query)
    if minicart:
        out += minicart
    out += ["[290] main ''", f"\theading 'Search results for: '{query}''"]
    if added:
        out += ["\t[292] alert '' live: assertive atomic: True relevant: additions text",
                f"\t\tStaticText 'You added {added} to your '", "\t\t[293] link 'shopping cart'", "\t\tStaticText '.'"]
    out += ["\tStaticText 'Related search terms'",
            f"\t[301] link '{query} 2 pack'", f"\t[302] link '{query} long'",
            "\t[310] link '\ue60a Grid'", "\tStaticText 'List'",
            f"\tStaticText 'Items 1-12 of {total}'",
            "\tStaticText 'Sort By'", "\t[316] combobox 'Sort By' hasPopup: menu expanded: False", "\t\tStaticText 'Relevance'",
            "\t[318] link '\ue613 Set Descending Direction'"]
    for i, (name, price, rating, reviews) in enumerate(items):
        b = 1500 + 20 * i
        out += [f"\t[{b}] link 'Image'", f"\t\t[{b + 1}] img '{name}'",
                f"\t[{b + 2}] link '{name}'",
                f"\t[{b + 3}] LayoutTable ''", "\t\tStaticText 'Rating:'", f"\t\tgeneric '{rating}%'",
                f"\t[{b + 4}] link '{reviews}\u00a0Reviews'",
                f"\tStaticText '{usd(price)}'",
                f"\t[{b + 5}] button 'Add to Cart'", f"\t[{b + 6}] button 'Add to Wish List'", f"\t[{b + 7}] button 'Add to Compare'"]
    out += ["\t[1700] link 'Page 2'", "\t[1701] link 'Page 3'", "\t[1702] link 'Page \ue608 Next'",
            "\tStaticText 'Show'", "\t[1705] combobox 'Show' hasPopup: menu expanded: False", "\t\tStaticText '12'",
            "\tStaticText 'per page'"]
    return out + SHOP_FOOTER


def shop_cart(lines: list[tuple[str, float, int, int]], qty_shown: dict[str, int], cart: int,
              msg: str | None = None, coupon: str = "", discount: float | None = None,
              region: str = "Pennsylvania", zipc: str = "15213") -> list[str]:
    """lines: (name, price, applied qty, bid); qty_shown: textbox values that may be edited but not applied yet."""
    out = shop_header(cart)
    out += ["[290] main ''", "\theading 'Shopping Cart'"]
    if msg:
        out += ["\t[292] alert '' live: assertive atomic: True relevant: additions text", f"\t\tStaticText '{msg}'"]
    out += ["\t[400] table 'Shopping Cart Items'", "\t\trow ''",
            "\t\t\tcolumnheader 'Item'", "\t\t\tcolumnheader 'Price'", "\t\t\tcolumnheader 'Qty'", "\t\t\tcolumnheader 'Subtotal'"]
    sub = 0.0
    nitems = 0
    for name, price, qty, b in lines:
        sub += price * qty
        nitems += qty
        out += ["\t\trow ''", f"\t\t\t[{b}] link '{name}'", f"\t\t\t\t[{b + 1}] img '{name}'",
                f"\t\t\tStaticText '{usd(price)}'",
                f"\t\t\t[{b + 2}] spinbutton 'Qty' value='{qty_shown.get(name, qty)}' required: True",
                f"\t\t\tStaticText '{usd(price * qty)}'",
                f"\t\t\t[{b + 3}] link 'Move to Wish List'", f"\t\t\t[{b + 4}] link 'Edit item parameters'",
                f"\t\t\t[{b + 5}] link 'Remove item'"]
    ship = 5.0 * nitems
    total = sub + ship - (discount or 0.0)
    out += ["\t[450] link 'Continue Shopping'", "\t[451] button 'Update Shopping Cart'",
            "\t[460] heading 'Apply Discount Code', expanded: True",
            "\t\tStaticText 'Enter discount code'",
            f"\t[462] textbox 'Enter discount code' value='{coupon}' required: False",
            "\t[463] button 'Apply Discount'" if discount is None else "\t[463] button 'Cancel Coupon'",
            "\t[470] complementary ''", "\t\theading 'Summary'",
            "\t\t[472] heading 'Estimate Shipping and Tax', expanded: True",
            "\t\t[473] combobox 'Country' hasPopup: menu expanded: False", "\t\t\tStaticText 'United States'",
            "\t\t[474] combobox 'State/Province' hasPopup: menu expanded: False", f"\t\t\tStaticText '{region}'",
            f"\t\t[475] textbox 'Zip/Postal Code' value='{zipc}' required: False",
            "\t\tStaticText 'Flat Rate'", f"\t\t[477] radio 'Fixed {usd(ship)}' checked: true",
            "\t\t[480] table ''",
            "\t\t\trow ''", "\t\t\t\trowheader 'Subtotal'", f"\t\t\t\tcell '{usd(sub)}'",
            "\t\t\trow ''", "\t\t\t\trowheader 'Shipping (Flat Rate - Fixed)'", f"\t\t\t\tcell '{usd(ship)}'"]
    if discount is not None:
        out += ["\t\t\trow ''", f"\t\t\t\trowheader 'Discount ({coupon})'", f"\t\t\t\tcell '-{usd(discount)}'"]
    out += ["\t\t\trow ''", "\t\t\t\trowheader 'Tax'", "\t\t\t\tcell '$0.00'",
            "\t\t\trow ''", "\t\t\t\trowheader 'Order Total'", f"\t\t\t\tcell '{usd(total)}'",
            "\t\t[490] button 'Proceed to Checkout'", "\t\t[491] link 'Check Out with Multiple Addresses'"]
    return out + SHOP_FOOTER


def t01(rs: RowSet) -> None:
    anker, bat = CABLES[0], BATTS[0]
    u1 = f"{SHOP}/catalogsearch/result/?q=usb+c+cable"
    u2 = f"{SHOP}/catalogsearch/result/?q=aa+batteries"
    ucart = f"{SHOP}/checkout/cart/"
    mini = ["[2000] dialog 'Minicart' modal: False",
            "\t[2001] button 'Close'",
            "\tStaticText '2'", "\tStaticText 'Items in Cart'",
            "\tStaticText 'Cart Subtotal :'", "\tStaticText '$30.48'",
            "\t[2006] button 'Proceed to Checkout'",
            "\t[2010] list ''",
            "\t\t[2011] listitem ''", f"\t\t\t[2012] link '{bat[0]}'", f"\t\t\tStaticText '{usd(bat[1])}'",
            "\t\t\tStaticText 'Qty:'", "\t\t\t[2014] spinbutton 'Qty' value='1'", "\t\t\t[2015] link 'Edit item'", "\t\t\t[2016] link 'Remove item'",
            "\t\t[2021] listitem ''", f"\t\t\t[2022] link '{anker[0]}'", f"\t\t\tStaticText '{usd(anker[1])}'",
            "\t\t\tStaticText 'Qty:'", "\t\t\t[2024] spinbutton 'Qty' value='1'", "\t\t\t[2025] link 'Edit item'", "\t\t\t[2026] link 'Remove item'",
            "\t[2030] link 'View and Edit Cart'"]
    lines1 = [(anker[0], anker[1], 1, 410), (bat[0], bat[1], 1, 420)]
    lines2 = [(anker[0], anker[1], 1, 410), (bat[0], bat[1], 2, 420)]
    turns = [
        (f"goto('{u1}')", axtree("Search results for: 'usb c cable'", shop_results("usb c cable", 143, CABLES, 0), u1)),
        ("click('1505')", axtree("Search results for: 'usb c cable'", shop_results("usb c cable", 143, CABLES, 1, added=anker[0]), u1)),
        (f"goto('{u2}')", axtree("Search results for: 'aa batteries'", shop_results("aa batteries", 61, BATTS, 1), u2)),
        ("click('1505')", axtree("Search results for: 'aa batteries'", shop_results("aa batteries", 61, BATTS, 2, added=bat[0]), u2)),
        ("click('124')", axtree("Search results for: 'aa batteries'", shop_results("aa batteries", 61, BATTS, 2, minicart=mini), u2)),
        ("click('2030')", axtree("Shopping Cart", shop_cart(lines1, {}, 2), ucart)),
        ("fill('422', '2')", axtree("Shopping Cart", shop_cart(lines1, {bat[0]: 2}, 2), ucart)),
        ("click('451')", axtree("Shopping Cart", shop_cart(lines2, {}, 3), ucart)),
        ("fill('462', 'SAVE10')", axtree("Shopping Cart", shop_cart(lines2, {}, 3, coupon="SAVE10"), ucart)),
        ("click('463')", axtree("Shopping Cart", shop_cart(lines2, {}, 3, msg='You used coupon code "SAVE10".', coupon="SAVE10", discount=4.30), ucart)),
    ]
    state = goal_state("Put one Anker 6ft USB-C cable and two 20-packs of Amazon Basics AA batteries in the cart and apply coupon SAVE10.",
                       "Home Page", shop_header(0) + ["[290] main ''", "\theading 'One Stop Market'", "\tStaticText 'Product Showcases'"], f"{SHOP}/")
    rs.add(task=TASK, tid="h24-web-01", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="mini-cart subtotal $30.48 does not equal its two items ($15.99 + $13.49, qty 1 each)")


# ---------------------------------------------------------------------------------------------------------
# h24-web-02  GitLab: file an issue, assign it, label it, comment, back to the list (clean).
# ---------------------------------------------------------------------------------------------------------
GL = "https://gitlab.northwind.dev"


def gl_shell(project: str, crumbs: list[str], user: str = "Mira Kovac", mine: int = 6, mrs: int = 3, todos: int = 11) -> list[str]:
    out = ["[90] link 'Skip to main content'",
           "[92] navigation 'Primary'",
           "\t[93] link 'Homepage'", "\t[94] button 'Search or go to…'",
           f"\t[95] link 'Issues {mine}'", f"\t[96] link 'Merge requests {mrs}'", f"\t[97] link 'To-Do List {todos}'",
           f"\t[98] button '{user} user’s menu' hasPopup: menu expanded: False",
           "[110] navigation 'Project navigation'",
           f"\t[111] link '{project}'",
           "\t[112] link 'Pinned'", "\t[113] link 'Manage'", "\t[114] link 'Plan'",
           "\t\t[115] link 'Issues'",
           "\t\t[116] link 'Issue boards'", "\t\t[117] link 'Milestones'", "\t\t[118] link 'Wiki'",
           "\t[119] link 'Code'", "\t[120] link 'Build'", "\t[121] link 'Deploy'", "\t[122] link 'Operate'",
           "\t[123] link 'Monitor'", "\t[124] link 'Analyze'", "\t[125] link 'Settings'",
           "[130] navigation 'Breadcrumbs'"]
    out += [f"\t[{131 + i}] link '{c}'" for i, c in enumerate(crumbs)]
    return out


GL_ISSUES = [  # iid, title, created, author, labels, comments, updated, assignee
    (411, "Stripe webhook retries create duplicate credit notes", "3 days ago", "Jonah Pierce", ["bug", "priority::1"], 4, "2 hours ago", "Priya Nair"),
    (410, "Upgrade pdfkit to 0.14 for the font subsetting fix", "4 days ago", "Mira Kovac", ["tech-debt"], 1, "4 days ago", ""),
    (409, "Add VAT ID validation for EU customers", "6 days ago", "Lena Vogt", ["customer", "enhancement"], 7, "1 day ago", "Lena Vogt"),
    (407, "Proration rounding is off by one cent on annual plans", "1 week ago", "Jonah Pierce", ["bug"], 12, "3 days ago", "Jonah Pierce"),
    (405, "Document the invoice numbering scheme per legal entity", "1 week ago", "Sam Okoro", ["documentation"], 2, "1 week ago", ""),
    (404, "Slow query on invoices index page (N+1 on line_items)", "2 weeks ago", "Priya Nair", ["performance"], 5, "5 days ago", "Priya Nair"),
    (401, "Retry failed SEPA mandate creation", "2 weeks ago", "Lena Vogt", ["enhancement"], 0, "2 weeks ago", ""),
    (398, "Credit note PDF shows the wrong currency symbol for CHF", "3 weeks ago", "Sam Okoro", ["bug", "customer"], 6, "1 week ago", "Mira Kovac"),
    (396, "Move dunning emails to the notifications service", "3 weeks ago", "Jonah Pierce", ["tech-debt"], 3, "2 weeks ago", ""),
    (393, "Flaky spec: InvoiceMailer sends the reminder twice", "1 month ago", "Priya Nair", ["bug"], 1, "3 weeks ago", "Sam Okoro"),
]
GL_LABELS = ["bug", "customer", "documentation", "enhancement", "performance", "priority::1", "priority::2", "tech-debt"]
NEW_TITLE = "Invoice PDF export times out for invoices with more than 500 line items"
NEW_DESC = ("Exporting an invoice to PDF from Billing > Invoices returns a 504 after 60 s when the invoice has more than "
            "~500 line items (seen for acct_8841 and acct_9017). Smaller invoices export in under 3 s. Suspect the per-line "
            "template render in InvoicePdf#build; we should batch or stream the table.")


def gl_issue_list(issues: list[tuple], counts: tuple[int, int], mine: int = 6) -> list[str]:
    out = gl_shell("billing-service", ["Platform", "billing-service", "Issues"], mine=mine)
    o, c = counts
    out += ["[200] main ''", "\theading 'Issues'",
            "\t[202] tablist ''", f"\t\t[203] tab 'Open {o}' selected: True", f"\t\t[204] tab 'Closed {c}' selected: False",
            f"\t\t[205] tab 'All {o + c}' selected: False",
            "\t[207] button 'Bulk edit'", "\t[208] link 'New issue'",
            "\t[210] searchbox 'Search or filter results…'",
            "\t[212] button 'Sort direction: Descending'", "\t[213] combobox 'Sort by' hasPopup: listbox", "\t\tStaticText 'Created date'",
            "\t[220] list 'Issues'"]
    for k, (iid, title, created, author, labels, ncom, updated, assignee) in enumerate(issues):
        b = 230 + 12 * k
        out += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{title}'",
                f"\t\t\tStaticText '#{iid} · created {created} by '", f"\t\t\t[{b + 2}] link '{author}'"]
        out += [f"\t\t\t[{b + 3 + j}] link '{lab}'" for j, lab in enumerate(labels)]
        if assignee:
            out += [f"\t\t\t[{b + 6}] link 'Assigned to {assignee}'"]
        out += [f"\t\t\t[{b + 7}] link '{ncom}' describedby: 'Comments'" if ncom else "", f"\t\t\tStaticText 'updated {updated}'"]
    out = [ln for ln in out if ln]
    out += ["\t[400] navigation 'Pagination'", "\t\t[401] link 'Prev', disabled", "\t\t[402] link '1'",
            "\t\t[403] link '2'", "\t\t[405] link 'Next'"]
    return out


def gl_issue_page(assignee: str, labels: list[str], created: str, notes: list[str], comment_box: str = "",
                  dropdown: list[str] | None = None) -> list[str]:
    out = gl_shell("billing-service", ["Platform", "billing-service", "Issues", "#412"], mine=7 if assignee else 6)
    out += ["[200] main ''",
            "\tStaticText 'Open'", f"\tStaticText 'Issue created {created} by '", "\t[203] link 'Mira Kovac'",
            "\t[205] button 'Issue actions' hasPopup: menu expanded: False",
            f"\theading '{NEW_TITLE}'",
            "\t[207] button 'Edit title and description'",
            f"\tStaticText '{NEW_DESC}'",
            "\t[210] button 'Add a to do item'", "\t[211] button 'Create merge request'",
            "\theading 'Linked items 0'", "\t[213] button 'Add'",
            "\theading 'Activity'",
            "\t[215] combobox 'Sort or filter' hasPopup: listbox", "\t\tStaticText 'Oldest first'"]
    out += ["\t" + n for n in notes]
    out += [f"\t[300] textbox 'Comment' value='{comment_box}' multiline: True required: False",
            "\t[301] button 'Comment'" + ("" if comment_box else ", disabled"), "\t[302] button 'Close issue'",
            "[320] complementary 'Issue sidebar'",
            "\theading 'Assignee'", "\t[322] button 'Edit'"]
    out += [f"\t[323] link '{assignee} @mkovac'"] if assignee else ["\tStaticText 'None - '", "\t[323] button 'assign yourself'"]
    out += ["\theading 'Labels'", "\t[326] button 'Edit'"]
    if dropdown:
        out += ["\t" + d for d in dropdown]
    out += [f"\t[{327 + i}] link '{lab}'" for i, lab in enumerate(labels)] if labels else ["\tStaticText 'None'"]
    out += ["\theading 'Milestone'", "\t[340] button 'Edit'", "\tStaticText 'None'",
            "\theading 'Iteration'", "\tStaticText 'None'",
            "\theading 'Dates'", "\tStaticText 'Start: None'", "\tStaticText 'Due: None'",
            "\theading 'Time tracking'", "\tStaticText 'No estimate or time spent'",
            "\theading 'Confidentiality'", "\tStaticText 'Not confidential'",
            "\theading '1 Participant'", "\t[350] link 'Mira Kovac'",
            "\t[352] switch 'Notifications' checked: true",
            "\tStaticText 'Reference: platform/billing-service#412'", "\t[354] button 'Copy Reference'",
            "\tStaticText 'Issue email'", "\t[356] button 'Copy email address'"]
    return out


def t02(rs: RowSet) -> None:
    ul = f"{GL}/platform/billing-service/-/issues"
    un = f"{ul}/new"
    ui = f"{ul}/412"
    form = gl_shell("billing-service", ["Platform", "billing-service", "Issues", "New"])

    def new_form(title: str, desc: str) -> list[str]:
        return form + ["[200] main ''", "\theading 'New Issue'",
                       "\tStaticText 'Title (required)'", f"\t[202] textbox 'Title (required)' value='{title}' required: True",
                       "\tStaticText 'Type'", "\t[204] button 'Issue' hasPopup: listbox",
                       "\tStaticText 'Description'", "\t[206] button 'Choose a template' hasPopup: listbox",
                       "\t[207] toolbar 'Editor toolbar'", "\t\t[208] button 'Add bold text (⌘B)'", "\t\t[209] button 'Add italic text (⌘I)'",
                       "\t\t[210] button 'Insert code'", "\t\t[211] button 'Add a link (⌘K)'", "\t\t[212] button 'Add a table'",
                       "\t\t[213] button 'Attach a file or image'",
                       f"\t[215] textbox 'Description' value='{desc}' multiline: True required: False",
                       "\t[217] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.' checked: false",
                       "\tStaticText 'Assignee'", "\t[219] button 'Unassigned' hasPopup: listbox", "\t[220] button 'Assign to me'",
                       "\tStaticText 'Milestone'", "\t[222] button 'Select milestone' hasPopup: listbox",
                       "\tStaticText 'Labels'", "\t[224] button 'Labels' hasPopup: listbox",
                       "\tStaticText 'Due date'", "\t[226] textbox 'Select due date' required: False",
                       "\t[230] button 'Create issue'" + ("" if title else ", disabled"), "\t[231] link 'Cancel'"]

    n_assign = "StaticText 'Mira Kovac @mkovac assigned to @mkovac {t}'"
    n_label = "StaticText 'Mira Kovac @mkovac added bug label {t}'"
    comment = ("Repro on staging with acct_8841 (612 line items): export took 61.4 s and hit the gateway timeout. "
               "acct_1203 (480 items) finished in 48 s, so the cutoff is close to 500.")
    dd = ["[360] dialog 'Select labels'", "\t[361] searchbox 'Search'"]
    dd_open = dd + [f"\t[{362 + i}] option '{lab}' selected: False" for i, lab in enumerate(GL_LABELS)] + ["\t[372] button 'Manage project labels'"]
    dd_bug = dd + [f"\t[{362 + i}] option '{lab}' selected: {lab == 'bug'}" for i, lab in enumerate(GL_LABELS)] + ["\t[372] button 'Manage project labels'"]
    new_row = (412, NEW_TITLE, "4 minutes ago", "Mira Kovac", ["bug"], 1, "just now", "Mira Kovac")
    after = [new_row] + [r for r in GL_ISSUES[:9]]
    after = [(r[0], r[1], r[2], r[3], r[4], 3, "just now", r[7]) if r[0] == 405 else r for r in after]
    turns = [
        (f"goto('{ul}')", axtree("Issues · Platform / billing-service · GitLab", gl_issue_list(GL_ISSUES, (23, 148)), ul)),
        ("click('208')", axtree("New Issue · Platform / billing-service · GitLab", new_form("", ""), un)),
        (f"fill('202', '{NEW_TITLE}')", axtree("New Issue · Platform / billing-service · GitLab", new_form(NEW_TITLE, ""), un)),
        (f"fill('215', '{NEW_DESC}')", axtree("New Issue · Platform / billing-service · GitLab", new_form(NEW_TITLE, NEW_DESC), un)),
        ("click('230')", axtree(f"{NEW_TITLE} (#412) · Issues · Platform / billing-service · GitLab",
                                gl_issue_page("", [], "just now", []), ui)),
        ("click('323')", axtree(f"{NEW_TITLE} (#412) · Issues · Platform / billing-service · GitLab",
                                gl_issue_page("Mira Kovac", [], "1 minute ago", [n_assign.format(t="just now")]), ui)),
        ("click('326')", axtree(f"{NEW_TITLE} (#412) · Issues · Platform / billing-service · GitLab",
                                gl_issue_page("Mira Kovac", [], "1 minute ago", [n_assign.format(t="just now")], dropdown=dd_open), ui)),
        ("click('362')", axtree(f"{NEW_TITLE} (#412) · Issues · Platform / billing-service · GitLab",
                                gl_issue_page("Mira Kovac", [], "1 minute ago", [n_assign.format(t="just now")], dropdown=dd_bug), ui)),
        ("press('361', 'Escape')", axtree(f"{NEW_TITLE} (#412) · Issues · Platform / billing-service · GitLab",
                                          gl_issue_page("Mira Kovac", ["bug"], "2 minutes ago", [n_assign.format(t="1 minute ago"), n_label.format(t="just now")]), ui)),
        (f"fill('300', '{comment}')", axtree(f"{NEW_TITLE} (#412) · Issues · Platform / billing-service · GitLab",
                                             gl_issue_page("Mira Kovac", ["bug"], "2 minutes ago", [n_assign.format(t="1 minute ago"), n_label.format(t="just now")], comment_box=comment), ui)),
        ("click('301')", axtree(f"{NEW_TITLE} (#412) · Issues · Platform / billing-service · GitLab",
                                gl_issue_page("Mira Kovac", ["bug"], "3 minutes ago",
                                              [n_assign.format(t="2 minutes ago"), n_label.format(t="1 minute ago"),
                                               "[280] article 'Mira Kovac @mkovac commented just now'", f"\tStaticText '{comment}'",
                                               "\t[281] button 'Add reaction'", "\t[282] button 'Reply to comment'", "\t[283] button 'Edit comment'"]), ui)),
        (f"goto('{ul}')", axtree("Issues · Platform / billing-service · GitLab", gl_issue_list(after, (24, 148), mine=7), ul)),
    ]
    state = goal_state("File an issue in platform/billing-service about invoice PDF export timing out for >500 line items, assign it to yourself, label it bug and add a comment with the staging repro numbers.",
                       "Projects · GitLab", gl_shell("billing-service", ["Platform", "billing-service"]), f"{GL}/platform/billing-service")
    rs.add(task=TASK, tid="h24-web-02", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-03  Postmill forum: submit a post, edit its title, check the forum listing and the profile.
# ---------------------------------------------------------------------------------------------------------
PM = "http://forum.diyhomes.net"
PM_USER = "MarvelsGrantMan136"


def pm_nav(user: str = PM_USER, notes: int = 0) -> list[str]:
    return ["[12] link 'Jump to main content'", "[13] link 'Jump to sidebar'",
            "[14] navigation ''", "\t[17] link 'Home'", "\t\tStaticText 'Postmill'",
            "\t[25] list ''", "\t\t[26] listitem ''", "\t\t\t[27] link 'Forums'", "\t\t[28] listitem ''", "\t\t\t[29] link 'Wiki'",
            "\t[30] searchbox 'Search query'",
            "\t[31] list ''", "\t\t[32] listitem ''", f"\t\t\t[33] link 'Notifications ({notes})'",
            "\t\t[34] listitem ''", "\t\t\t[35] link 'Submit'",
            "\t\t[36] listitem ''", f"\t\t\t[37] button '{user}' hasPopup: menu expanded: False"]


def pm_forum_sidebar(name: str, subs: str, subscribed: bool, desc: str) -> list[str]:
    return ["[900] complementary ''", f"\t[901] link '{name}'", f"\tStaticText '{desc}'",
            f"\t[903] button '{'Unsubscribe' if subscribed else 'Subscribe'}'", f"\tStaticText '{subs}'",
            "\t[905] link 'Submit a new link'", "\t[906] link 'Submit a new text post'",
            "\theading 'Moderators'", "\t[908] link 'stud_finder_general'", "\t[909] link 'joist_in_time'",
            "\t[910] link 'Bans'", "\t[911] link 'Moderation log'"]


OLD_T = "Best way to patch a hole in drywall near an outlet?"
NEW_T = "Best way to patch a 4-inch hole in drywall right next to an outlet box?"
DRY_BODY = ("The old outlet box on our living room wall got yanked and now there is a roughly 4 inch hole in the drywall right "
            "next to it. Do I use a California patch, a mesh patch, or cut out a square and put in backing? The box is a plastic "
            "old-work box and the circuit is off at the panel.")


def t03(rs: RowSet) -> None:
    usub = f"{PM}/submit/homeimprovement"
    slug_old = "best-way-to-patch-a-hole-in-drywall-near-an-outlet"
    slug_new = "best-way-to-patch-a-4-inch-hole-in-drywall-right-next-to-an-outlet-box"
    side = pm_forum_sidebar("homeimprovement", "14,329 subscribers", True, "Repairs, remodels and everything in between. Post pics!")

    def form(title: str, body: str, edit: bool = False) -> list[str]:
        return pm_nav() + ["[40] main ''", f"\theading '{'Editing submission' if edit else 'Create submission'}'",
                           "\tStaticText 'URL'", "\t[44] textbox 'URL' required: False",
                           "\tStaticText 'Title'", f"\t[46] textbox 'Title' value='{title}' required: True",
                           "\tStaticText 'Body'", f"\t[48] textbox 'Body' value='{body}' multiline: True required: False",
                           "\tStaticText 'Formatting help'",
                           "\tStaticText 'Forum'", "\t[51] combobox 'Forum' hasPopup: menu expanded: False", "\t\tStaticText 'homeimprovement'",
                           f"\t[53] button '{'Edit submission' if edit else 'Create submission'}'"] + side

    def post(title: str, ago: str, edited: bool) -> list[str]:
        out = pm_nav() + ["[40] main ''", "\t[41] article ''",
                          "\t\t[42] button 'Retract upvote'", "\t\tStaticText '1'", "\t\t[44] button 'Downvote'",
                          f"\t\theading '{title}'", f"\t\t\t[46] link '{title}'",
                          "\t\tStaticText 'Submitted by '", f"\t\t[48] link '{PM_USER}'",
                          f"\t\tStaticText '{ago} in '", "\t\t[50] link 'homeimprovement'"]
        if edited:
            out += ["\t\tStaticText '(edited 0 seconds ago)'"]
        out += [f"\t\tStaticText '{DRY_BODY}'",
                "\t\t[55] link 'No comments'", "\t\t[56] button 'Delete'", "\t\t[57] link 'Edit'",
                "\theading 'Comments'", "\t[60] textbox 'Comment' multiline: True required: True",
                "\t[61] button 'Post'", "\tStaticText 'There are no comments to display.'"]
        return out + side

    others = [("Is it normal for new LVP to have gaps after a week?", 3, 6, "41 minutes ago", "tile_and_error"),
              ("Finally finished our basement bar – before/after pics", 187, 28, "2 hours ago", "grout_expectations"),
              ("Moisture meter reads 18% on the subfloor, ok to install hardwood?", 9, 11, "3 hours ago", "plumb_crazy"),
              ("GFCI keeps tripping only when it rains", 52, 34, "5 hours ago", "amp_hour"),
              ("What caulk for a shower corner that keeps cracking?", 12, 15, "6 hours ago", "silicone_valley"),
              ("Removed a wall, found this in the header. Should I be worried?", 240, 96, "8 hours ago", "load_bearing_lyle")]

    def listing(title: str) -> list[str]:
        out = pm_nav() + ["[40] main ''", "\theading 'homeimprovement'",
                          "\t[42] link 'Hot'", "\t[43] link 'New'", "\t[44] link 'Top'", "\t[45] link 'Controversial'",
                          "\t[46] link 'Most commented'"]
        rows = [(title, 1, 0, "2 minutes ago", PM_USER, 118342)] + [(*o, 118341 - 7 * i) for i, o in enumerate(others)]
        for k, (t, score, ncom, ago, who, _pid) in enumerate(rows):
            b = 100 + 10 * k
            out += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link '{t}'",
                    "\t\tStaticText 'Submitted by '", f"\t\t[{b + 2}] link '{who}'", f"\t\tStaticText '{ago}'",
                    f"\t\t[{b + 3}] link '{ncom} comment{'' if ncom == 1 else 's'}'" if ncom else f"\t\t[{b + 3}] link 'No comments'",
                    f"\t\t[{b + 4}] button '{'Retract upvote' if who == PM_USER else 'Upvote'}'", f"\t\tStaticText '{score}'",
                    f"\t\t[{b + 5}] button 'Downvote'"]
        out += ["\t[190] link 'More'"]
        return out + side

    profile = pm_nav() + ["[40] main ''", f"\theading '{PM_USER}'",
                          "\t[42] link 'Overview'", "\t[43] link 'Submissions'", "\t[44] link 'Comments'",
                          "\t[50] article ''", f"\t\t[51] link '{NEW_T}'", "\t\tStaticText 'Submitted 3 minutes ago in '",
                          "\t\t[52] link 'homeimprovement'", "\t\t[53] link 'No comments'", "\t\tStaticText '1'",
                          "\t[60] article ''", "\t\tStaticText 'Commented on '", "\t\t[61] link 'Which shop vac for drywall dust?'",
                          "\t\tStaticText 'Get a cyclone separator bucket in front of it, the filter will thank you.'",
                          "\t\tStaticText '2 days ago in homeimprovement · 14 points'",
                          "\t[70] article ''", "\t\tStaticText 'Commented on '", "\t\t[71] link 'Anyone tried the 3M patch plus primer?'",
                          "\t\tStaticText 'Fine for nail pops, useless for anything bigger than a quarter.'",
                          "\t\tStaticText '5 days ago in homeimprovement · 6 points'",
                          "\t[80] article ''", "\t\t[81] link 'Replacing a 2-prong outlet without a ground wire'",
                          "\t\tStaticText 'Submitted 3 weeks ago in homeimprovement'", "\t\t[82] link '22 comments'", "\t\tStaticText '31'",
                          "[900] complementary ''", f"\theading '{PM_USER}'", "\tStaticText 'Registered 2 years ago'",
                          "\t[903] link 'Send message'", "\tStaticText 'Trophies: none'"]
    uold = f"{PM}/f/homeimprovement/118342/{slug_old}"
    unew = f"{PM}/f/homeimprovement/118342/{slug_new}"
    turns = [
        (f"goto('{usub}')", axtree("Create submission", form("", ""), usub)),
        (f"fill('46', '{OLD_T}')", axtree("Create submission", form(OLD_T, ""), usub)),
        (f"fill('48', '{DRY_BODY}')", axtree("Create submission", form(OLD_T, DRY_BODY), usub)),
        ("click('53')", axtree(OLD_T, post(OLD_T, "0 seconds ago", False), uold)),
        ("click('57')", axtree("Editing submission", form(OLD_T, DRY_BODY, edit=True), f"{PM}/f/homeimprovement/118342/-/edit")),
        (f"fill('46', '{NEW_T}')", axtree("Editing submission", form(NEW_T, DRY_BODY, edit=True), f"{PM}/f/homeimprovement/118342/-/edit")),
        ("click('53')", axtree(NEW_T, post(NEW_T, "2 minutes ago", True), unew)),
        (f"goto('{PM}/f/homeimprovement/new')", axtree("homeimprovement", listing(OLD_T), f"{PM}/f/homeimprovement/new")),
        (f"goto('{PM}/user/{PM_USER}')", axtree(PM_USER, profile, f"{PM}/user/{PM_USER}")),
    ]
    state = goal_state("Ask r/homeimprovement how to patch the drywall hole next to the outlet box; make sure the title mentions that it is a 4-inch hole next to the outlet box.",
                       "Postmill", pm_nav() + ["[40] main ''", "\theading 'Featured forums'"], f"{PM}/")
    rs.add(task=TASK, tid="h24-web-03", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="forum listing shows the submission under its pre-edit title after the title edit was saved")


# ---------------------------------------------------------------------------------------------------------
# h24-web-04  Magento admin: change a product's price and quantity, grid filtered, re-sorted, cleared (clean).
# ---------------------------------------------------------------------------------------------------------
ADM = "http://admin.onestopmarket.com/admin"
ADM_MENU = ["[95] menubar '' orientation: horizontal", "\t[97] link '\ue604 DASHBOARD'", "\t[100] link '\ue60b SALES'",
            "\t[106] link '\ue608 CATALOG'", "\t[112] link '\ue603 CUSTOMERS'", "\t[118] link '\ue609 MARKETING'",
            "\t[124] link '\ue602 CONTENT'", "\t[130] link '\ue60a REPORTS'", "\t[148] link '\ue60d STORES'",
            "\t[154] link '\ue610 SYSTEM'", "\t[160] link '\ue612 FIND PARTNERS & EXTENSIONS'"]
# id: name, attribute set, sku, price, qty, reserved
LUMA = {1: ("Joust Duffle Bag", "Bag", "24-MB01", 34.0, 100, 0), 2: ("Strive Shoulder Pack", "Bag", "24-MB04", 32.0, 100, 0),
        3: ("Crown Summit Backpack", "Bag", "24-MB03", 38.0, 100, 0), 4: ("Wayfarer Messenger Bag", "Bag", "24-MB05", 45.0, 100, 0),
        5: ("Rival Field Messenger", "Bag", "24-MB06", 45.0, 100, 0), 6: ("Fusion Backpack", "Bag", "24-MB02", 59.0, 100, 0),
        7: ("Impulse Duffle", "Bag", "24-UB02", 74.0, 100, 0), 8: ("Voyage Yoga Bag", "Bag", "24-WB01", 32.0, 100, 0),
        9: ("Compete Track Tote", "Bag", "24-WB02", 32.0, 100, 0), 10: ("Savvy Shoulder Tote", "Bag", "24-WB05", 32.0, 100, 0),
        12: ("Driven Backpack", "Bag", "24-WB03", 36.0, 100, 0), 15: ("Affirm Water Bottle", "Gear", "24-UG06", 7.0, 100, 3),
        16: ("Dual Handle Cardio Ball", "Gear", "24-UG07", 12.0, 100, 0), 17: ("Zing Jump Rope", "Gear", "24-UG04", 12.0, 100, 0),
        18: ("Pursuit Lumaflex™ Tone Band", "Gear", "24-UG02", 16.0, 100, 0), 27: ("Sprite Foam Yoga Brick", "Gear", "24-WG084", 5.0, 100, 0),
        33: ("Sprite Yoga Strap 6 foot", "Gear", "24-WG085", 14.0, 100, 0), 34: ("Sprite Yoga Strap 8 foot", "Gear", "24-WG086", 17.0, 100, 0),
        35: ("Sprite Yoga Strap 10 foot", "Gear", "24-WG087", 21.0, 100, 0), 20: ("Quest Lumaflex™ Band", "Gear", "24-UG01", 19.0, 100, 0),
        24: ("Harmony Lumaflex™ Strength Band Kit", "Gear", "24-UG03", 22.0, 100, 0), 25: ("Sprite Foam Roller", "Gear", "24-WG088", 19.0, 100, 0),
        26: ("Sprite Stasis Ball 55 cm", "Gear", "24-WG081-blue", 23.0, 100, 0)}


def adm_grid(prod: dict[int, tuple], ids: list[int], found: str, pages: int, keyword: str, sort: str,
             active_filter: bool, msg: str | None = None) -> list[str]:
    out = ["[160] link 'Magento Admin Panel'", "\t[161] img 'Magento Admin Panel'"] + ADM_MENU
    out += ["[200] main ''", "\theading 'Products'", "\t[250] link '\ue600 admin'", "\t[252] link '\ue607 4'",
            "\t[254] textbox '\ue60c' required: False"]
    if msg:
        out += ["\t[258] alert ''", f"\t\tStaticText '{msg}'"]
    out += ["\t[300] button 'Add Product'", "\t[301] button 'Add product of type' hasPopup: menu",
            f"\t[310] textbox 'Search by keyword' value='{keyword}' required: False", "\t[312] button 'Search'",
            "\t[315] button '\ue605 Filters'", "\t[316] button '\ue60f Default View'", "\t[317] button '\ue610 Columns'",
            "\t[318] button '\ue618 Export'"]
    if active_filter:
        out += ["\tStaticText 'Active filters:'", f"\tStaticText 'Keyword: {keyword}'", "\t[321] button 'Remove'",
                "\t[322] button 'Clear all'"]
    out += ["\t[330] button 'Actions' hasPopup: menu", f"\tStaticText '{found}'",
            "\t[335] combobox 'Per page' hasPopup: menu expanded: False", "\t\tStaticText '20'",
            "\t[338] button 'Previous Page', disabled", "\t[339] spinbutton 'Page' value='1'", f"\tStaticText 'of {pages}'",
            "\t[341] button 'Next Page'" + (", disabled" if pages == 1 else ""),
            "\t[350] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Options'", "\t\t\t\t[352] checkbox '' checked: false"]
    for i, h in enumerate(["ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity", "Salable Quantity",
                           "Visibility", "Status", "Websites", "Action"]):
        mark = " \ue61f" if h == sort else ""
        out.append(f"\t\t\t[{360 + i}] columnheader '{h}{mark}'")
    for pid in ids:
        name, aset, sku, price, qty, res = prod[pid]
        b = 400 + 10 * pid
        out += ["\t\trow ''", "\t\t\tcell ''", f"\t\t\t\t[{b}] checkbox '' checked: false", f"\t\t\tcell '{pid}'",
                f"\t\t\tcell '{name}'", "\t\t\tcell 'Simple Product'", f"\t\t\tcell '{aset}'", f"\t\t\tcell '{sku}'",
                f"\t\t\tcell '{usd(price)}'", f"\t\t\tcell '{qty:.4f}'", f"\t\t\tcell 'Default Stock: {qty - res}'",
                "\t\t\tcell 'Catalog, Search'", "\t\t\tcell 'Enabled'", "\t\t\tcell 'Main Website'",
                "\t\t\tcell ''", f"\t\t\t\t[{b + 1}] link 'Edit'"]
    return out


def adm_edit(prod: dict[int, tuple], pid: int, price_box: str, qty_box: str, msg: str | None = None) -> list[str]:
    name, aset, sku, price, qty, res = prod[pid]
    out = ["[160] link 'Magento Admin Panel'", "\t[161] img 'Magento Admin Panel'"] + ADM_MENU
    out += ["[200] main ''", f"\theading '{name}'", "\t[250] link '\ue600 admin'",
            "\t[600] button '\ue626 Back'", "\t[601] button 'Add Attribute'", "\t[602] button 'Customize Product'",
            "\t[603] button 'Save'", "\t[604] button 'Save & Duplicate' hasPopup: menu"]
    if msg:
        out += ["\t[606] alert ''", f"\t\tStaticText '{msg}'"]
    out += ["\t[610] switch 'Enable Product' checked: true",
            "\tStaticText 'Attribute Set'", "\t[612] combobox '' hasPopup: listbox", f"\t\tStaticText '{aset}'",
            f"\t[614] textbox 'Product Name *' value='{name}' required: True",
            f"\t[615] textbox 'SKU *' value='{sku}' required: True",
            "\tStaticText '$'", f"\t[617] textbox 'Price *' value='{price_box}' required: True",
            "\t[618] button 'Advanced Pricing'",
            "\t[619] combobox 'Tax Class' hasPopup: menu", "\t\tStaticText 'Taxable Goods'",
            f"\t[621] textbox 'Quantity' value='{qty_box}' required: False", "\t[622] button 'Advanced Inventory'",
            "\tStaticText 'Salable Quantity'", f"\tStaticText 'Default Stock: {qty - res}'",
            "\t[625] combobox 'Stock Status' hasPopup: menu", "\t\tStaticText 'In Stock'",
            "\t[627] combobox 'Weight' hasPopup: menu", "\t\tStaticText 'This item has weight'",
            "\t[629] textbox 'Weight' value='1' required: False", "\tStaticText 'lbs'",
            "\t[631] listbox 'Categories'", "\t\toption 'Fitness Equipment'", "\t\toption 'Gear'",
            "\t[634] combobox 'Visibility' hasPopup: menu", "\t\tStaticText 'Catalog, Search'",
            "\t[636] checkbox 'Set Product as New From' checked: false",
            "\t[637] textbox 'Country of Manufacture' required: False",
            "\t[640] heading 'Content'", "\t[641] heading 'Configurations'", "\t[642] heading 'Product Reviews'",
            "\t[643] heading 'Images And Videos'", "\t[644] heading 'Search Engine Optimization'",
            "\t[645] heading 'Related Products, Up-Sells, and Cross-Sells'", "\t[646] heading 'Customizable Options'",
            "\t[647] heading 'Product in Websites'", "\t[648] heading 'Design'", "\t[649] heading 'Gift Options'"]
    return out


def t04(rs: RowSet) -> None:
    ug = f"{ADM}/catalog/product/"
    ue = f"{ADM}/catalog/product/edit/id/15/"
    p0 = dict(LUMA)
    p1 = dict(LUMA)
    p1[15] = ("Affirm Water Bottle", "Gear", "24-UG06", 8.5, 140, 3)
    all_ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15]
    turns = [
        (f"goto('{ug}')", axtree("Products / Inventory / Catalog / Magento Admin", adm_grid(p0, all_ids, "2040 records found", 102, "", "ID", False), ug)),
        ("fill('310', 'water bottle')", axtree("Products / Inventory / Catalog / Magento Admin", adm_grid(p0, all_ids, "2040 records found", 102, "water bottle", "ID", False), ug)),
        ("click('312')", axtree("Products / Inventory / Catalog / Magento Admin", adm_grid(p0, [6, 12, 15], "3 records found", 1, "water bottle", "ID", True), ug)),
        ("click('551')", axtree("Affirm Water Bottle / Products / Inventory / Catalog / Magento Admin", adm_edit(p0, 15, "7.00", "100"), ue)),
        ("fill('617', '8.50')", axtree("Affirm Water Bottle / Products / Inventory / Catalog / Magento Admin", adm_edit(p0, 15, "8.50", "100"), ue)),
        ("fill('621', '140')", axtree("Affirm Water Bottle / Products / Inventory / Catalog / Magento Admin", adm_edit(p0, 15, "8.50", "140"), ue)),
        ("click('603')", axtree("Affirm Water Bottle / Products / Inventory / Catalog / Magento Admin", adm_edit(p1, 15, "8.50", "140", msg="You saved the product."), ue)),
        ("click('600')", axtree("Products / Inventory / Catalog / Magento Admin", adm_grid(p1, [6, 12, 15], "3 records found", 1, "water bottle", "ID", True), ug)),
        ("click('366')", axtree("Products / Inventory / Catalog / Magento Admin", adm_grid(p1, [15, 12, 6], "3 records found", 1, "water bottle", "Price", True), ug)),
        ("click('322')", axtree("Products / Inventory / Catalog / Magento Admin", adm_grid(p1, [27, 15, 16, 17, 33, 18, 34, 20, 25, 35, 24, 26], "2040 records found", 102, "", "Price", False), ug)),
    ]
    state = goal_state("In the Magento admin, raise the price of the Affirm Water Bottle (SKU 24-UG06) to $8.50 and set its quantity to 140 after the restock.",
                       "Dashboard / Magento Admin", ["[160] link 'Magento Admin Panel'"] + ADM_MENU + ["[200] main ''", "\theading 'Dashboard'"], f"{ADM}/dashboard/")
    rs.add(task=TASK, tid="h24-web-04", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-05  OpenStreetMap: directions CMU -> PIT airport by car, bicycle, reversed, then on foot (clean).
# ---------------------------------------------------------------------------------------------------------
OSM = "https://www.openstreetmap.org"
OSM_TOP = ["[12] link 'OpenStreetMap logo OpenStreetMap'", "\t[13] img 'OpenStreetMap logo'",
           "[20] link 'Edit'", "[21] button 'Choose an editor' hasPopup: menu", "[24] link 'History'", "[25] link 'Export'",
           "[27] link 'GPS Traces'", "[28] link 'User Diaries'", "[29] link 'Communities'", "[30] link 'Copyright'",
           "[31] link 'Help'", "[32] link 'About'", "[41] link 'Log In'", "[42] link 'Sign Up'"]
OSM_MAP = ["[80] region 'Map'", "\t[81] button 'Zoom In'", "\t[82] button 'Zoom Out'", "\t[83] button 'Show My Location'",
           "\t[84] link 'Layers'", "\t[85] link 'Map Key'", "\t[86] link 'Share'", "\t[87] link 'Add a note to the map'",
           "\t[88] link 'Query features'", "\tStaticText '{scale}'",
           "\tStaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"]
CMU, PIT = "Carnegie Mellon University, Pittsburgh", "Pittsburgh International Airport"
ROUTES = {
    "car": ("32km", "0:29", [("Start on Forbes Avenue", "1.2km"), ("Turn left onto South Bellefield Avenue", "300m"),
                             ("Turn right onto Boulevard of the Allies", "3.1km"), ("Slight right onto the ramp towards I 376 West: Airport", "400m"),
                             ("Merge onto Fort Pitt Bridge (I 376)", "600m"), ("Continue onto Parkway West (I 376)", "21km"),
                             ("Take the exit towards Airport Terminal", "2.4km"), ("Continue onto Airport Boulevard", "1.9km"),
                             ("Keep left onto Terminal Drive", "700m"), ("Reach destination", "")]),
    "bike": ("36km", "2:18", [("Start on Forbes Avenue", "600m"), ("Turn left onto Schenley Drive", "800m"),
                              ("Continue onto Panther Hollow Road", "1.3km"), ("Turn left onto Eliza Furnace Trail", "4.2km"),
                              ("Turn left onto Smithfield Street Bridge", "400m"), ("Turn right onto West Carson Street", "5.9km"),
                              ("Turn left onto Steuben Street", "3.6km"), ("Continue onto Noblestown Road", "6.4km"),
                              ("Turn right onto Steubenville Pike", "7.8km"), ("Turn left onto Montour Run Road", "3.9km"),
                              ("Turn right onto Airport Boulevard", "1.5km"), ("Reach destination", "")]),
    "bike_rev": ("36km", "2:25", [("Start on Airport Boulevard", "1.5km"), ("Turn left onto Montour Run Road", "3.9km"),
                                  ("Turn right onto Steubenville Pike", "7.8km"), ("Turn left onto Noblestown Road", "6.4km"),
                                  ("Continue onto Steuben Street", "3.6km"), ("Turn right onto West Carson Street", "5.9km"),
                                  ("Turn left onto Smithfield Street Bridge", "400m"), ("Turn right onto Eliza Furnace Trail", "4.0km"),
                                  ("Turn right onto Panther Hollow Road", "1.3km"), ("Continue onto Schenley Drive", "800m"),
                                  ("Turn right onto Forbes Avenue", "700m"), ("Reach destination", "")]),
    "foot_rev": ("33km", "6:52", [("Start on Airport Boulevard", "1.5km"), ("Turn left onto Montour Trail", "9.8km"),
                                  ("Turn right onto Steubenville Pike", "4.1km"), ("Turn left onto Noblestown Road", "6.4km"),
                                  ("Continue onto Steuben Street", "3.6km"), ("Turn right onto West Carson Street", "2.2km"),
                                  ("Turn left onto Smithfield Street Bridge", "400m"), ("Continue onto Smithfield Street", "600m"),
                                  ("Turn right onto Forbes Avenue", "4.4km"), ("Reach destination", "")]),
}
ENGINES = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)",
           "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]


def osm_dir(engine: str, frm: str, to: str, route: str | None, scale: str) -> list[str]:
    out = OSM_TOP + ["[55] complementary ''", "\t[58] link 'Close'",
                     "\t[60] combobox '' hasPopup: menu expanded: False", f"\t\tStaticText '{engine}'"]
    out += [f"\t\toption '{e}' selected: {e == engine}" for e in ENGINES]
    out += [f"\t[62] textbox 'From' value='{frm}' required: False", f"\t[64] textbox 'To' value='{to}' required: False",
            "\t[66] button 'Go'", "\t[67] button 'Reverse Directions'"]
    if route:
        dist, tm, steps = ROUTES[route]
        out += ["\theading 'Directions'", f"\tStaticText 'Distance: {dist}. Time: {tm}.'",
                "\t[72] link 'Download route as GeoJSON'", "\t[74] table ''"]
        for i, (txt, d) in enumerate(steps, 1):
            out += ["\t\trow ''", f"\t\t\tcell '{i}.'", f"\t\t\t[{100 + 3 * i}] cell '{txt}'", f"\t\t\tcell '{d}'"]
        out += ["\tStaticText 'Directions courtesy of '", "\t[140] link 'FOSSGIS OSRM'"]
    return out + [ln.replace("{scale}", scale) for ln in OSM_MAP]


def t05(rs: RowSet) -> None:
    coords = "40.4443%2C-79.9436%3B40.4958%2C-80.2413"
    rev = "40.4958%2C-80.2413%3B40.4443%2C-79.9436"
    home = OSM_TOP + ["[50] textbox 'Search' required: False", "[52] button 'Go'", "[53] link 'Find directions between two points'",
                      "[55] complementary ''", "\theading 'Welcome to OpenStreetMap!'",
                      "\tStaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
                      "\t[57] link 'Learn More'", "\t[58] link 'Start Mapping'"] + [ln.replace("{scale}", "300 m") for ln in OSM_MAP]
    udir = f"{OSM}/directions"
    turns = [
        (f"goto('{OSM}/#map=15/40.4443/-79.9436')", axtree("OpenStreetMap", home, f"{OSM}/#map=15/40.4443/-79.9436")),
        ("click('53')", axtree("Directions | OpenStreetMap", osm_dir("Car (OSRM)", "", "", None, "300 m"), f"{udir}#map=15/40.4443/-79.9436")),
        (f"fill('62', '{CMU}')", axtree("Directions | OpenStreetMap", osm_dir("Car (OSRM)", CMU, "", None, "300 m"), f"{udir}#map=15/40.4443/-79.9436")),
        (f"fill('64', '{PIT}')", axtree("Directions | OpenStreetMap", osm_dir("Car (OSRM)", CMU, PIT, None, "300 m"), f"{udir}#map=15/40.4443/-79.9436")),
        ("click('66')", axtree("Directions | OpenStreetMap", osm_dir("Car (OSRM)", CMU, PIT, "car", "3 km"),
                               f"{udir}?engine=fossgis_osrm_car&route={coords}#map=12/40.4701/-80.0925")),
        ("select_option('60', 'Bicycle (OSRM)')", axtree("Directions | OpenStreetMap", osm_dir("Bicycle (OSRM)", CMU, PIT, "bike", "3 km"),
                                                         f"{udir}?engine=fossgis_osrm_bike&route={coords}#map=12/40.4563/-80.0820")),
        ("click('67')", axtree("Directions | OpenStreetMap", osm_dir("Bicycle (OSRM)", PIT, CMU, "bike_rev", "3 km"),
                               f"{udir}?engine=fossgis_osrm_bike&route={rev}#map=12/40.4563/-80.0820")),
        ("select_option('60', 'Foot (OSRM)')", axtree("Directions | OpenStreetMap", osm_dir("Foot (OSRM)", PIT, CMU, "foot_rev", "3 km"),
                                                      f"{udir}?engine=fossgis_osrm_foot&route={rev}#map=12/40.4640/-80.0893")),
    ]
    state = goal_state("Compare how long it takes to get between Carnegie Mellon University and Pittsburgh International Airport by car, by bicycle (both directions) and on foot back from the airport.",
                       "about:blank", [], "about:blank")
    rs.add(task=TASK, tid="h24-web-05", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-06  Roundcube webmail: delete a receipt, archive a thread, look into Trash, back to Inbox, reply.
# ---------------------------------------------------------------------------------------------------------
RC = "https://mail.northwind.dev"
# uid, from, subject, date, unread, size
RC_INBOX = [
    (5012, "Zoom", "Your Zoom webinar receipt – Invoice INV-2024-88213", "Today 09:12", True, "38 KB"),
    (5011, "Hannah Brooks", "Re: Q3 vendor review – slides", "Today 08:47", True, "2.1 MB"),
    (5010, "GitLab", "[northwind/billing] Pipeline failed for main (a71c3e2)", "Today 08:30", True, "24 KB"),
    (5009, "Marco Ruiz", "Offsite dinner – headcount by Thursday", "Today 07:55", True, "9 KB"),
    (5008, "Atlassian", "Your Confluence trial ends in 3 days", "Mon 17:20", False, "61 KB"),
    (5007, "Lena Vogt", "Contract redlines v4", "Mon 16:02", False, "412 KB"),
    (5006, "Delta Air Lines", "Your trip confirmation: PIT - SEA (KZ7Q4M)", "Mon 11:41", True, "88 KB"),
    (5005, "Priya Nair", "Re: Re: On-call swap next week", "Mon 10:05", False, "12 KB"),
    (5004, "Expensify", "Report May travel approved", "Sun 19:30", False, "31 KB"),
    (5003, "Hannah Brooks", "Q3 vendor review – agenda", "Fri 15:12", False, "14 KB"),
    (5002, "AWS Billing", "AWS Notification - Your invoice is available", "Fri 09:03", False, "22 KB"),
    (5001, "Sam Okoro", "Lunch & learn: property-based testing", "Thu 14:44", False, "7 KB"),
    (5000, "LinkedIn", "You appeared in 14 searches this week", "Thu 08:00", False, "95 KB"),
    (4999, "Marco Ruiz", "Badge access for the new office", "Wed 13:27", False, "6 KB"),
]
RC_TRASH_OLD = [
    (4930, "Uber Receipts", "Your Thursday evening trip with Uber", "Thu 21:14", False, "44 KB"),
    (4941, "Medium Daily Digest", "The one habit that changed how I write tests", "Thu 06:30", False, "120 KB"),
    (4902, "noreply@calendly.com", "Canceled: 30 Minute Meeting with Jonah Pierce", "Wed 12:02", False, "11 KB"),
    (4877, "Newsletter – The Pragmatic Engineer", "The scoop: layoffs at big tech, Q2", "2024-05-14 17:45", False, "230 KB"),
    (4860, "Costco", "Weekly savings start now", "2024-05-13 10:00", False, "310 KB"),
    (4851, "Dropbox", "Your shared link was viewed", "2024-05-12 09:18", False, "19 KB"),
    (4835, "LinkedIn", "Jonah Pierce endorsed you for Ruby", "2024-05-11 18:52", False, "80 KB"),
    (4809, "Zillow", "New listings in Squirrel Hill North", "2024-05-10 07:30", False, "260 KB"),
]
RC_BODY = {
    5012: ["StaticText 'Thank you for your purchase.'", "StaticText 'Invoice number: INV-2024-88213'",
           "StaticText 'Plan: Zoom Webinars 500 (monthly)'", "StaticText 'Amount: $79.00 USD, paid with Visa ending in 4417'",
           "StaticText 'Billing period: May 21, 2024 - Jun 20, 2024'", "[715] link 'View invoice'"],
    5011: ["StaticText 'Hi all,'", "StaticText 'Attached are the slides for Thursday. Pages 6-9 have the updated scorecards for Acme Freight and Tallis Logistics; the renewal recommendation is on page 12.'",
           "StaticText 'Please send comments by Wednesday noon.'", "StaticText 'Hannah'",
           "[715] link 'Q3-vendor-review-v3.pdf (2.0 MB)'"],
    5009: ["StaticText 'Hi team,'", "StaticText 'The offsite dinner is at Fig & Ash on Thursday at 7 pm. Please reply with yes/no and any dietary restrictions by Thursday 10 am so I can confirm the headcount.'",
           "StaticText 'Thanks, Marco'"],
}


def rc_page(folder: str, rows: list[tuple], total: int, unread: int, open_uid: int | None = None,
            notice: str | None = None) -> list[str]:
    out = ["[20] navigation 'Application menu'", "\t[21] link 'Compose'", "\t[22] link 'Mail'", "\t[23] link 'Contacts'",
           "\t[24] link 'Settings'", "\t[25] link 'About'", "\t[26] link 'Logout'",
           "[40] navigation 'Mailbox list'", "\t[41] list ''"]
    folders = [("Inbox", unread), ("Drafts", 0), ("Sent", 0), ("Junk", 0), ("Trash", 0), ("Archive", 0), ("Projects", 0)]
    for i, (f, n) in enumerate(folders):
        sel = " selected" if f == folder else ""
        out += [f"\t\t[{42 + i}] link '{f}{(' ' + str(n)) if n else ''}'{sel}"]
    out += ["\tStaticText 'Quota: 41% of 15 GB'"]
    if notice:
        out += ["[55] alert ''", f"\tStaticText '{notice}'"]
    out += ["[60] main ''", f"\theading '{folder}'", "\t[62] button 'Select'", "\t[63] button 'Threads'", "\t[64] button 'Options'",
            "\t[65] searchbox 'Search'", "\t[70] table 'Message list'"]
    for k, (uid, frm, subj, date, unr, size) in enumerate(rows):
        b = 100 + 6 * k
        st = " (unread)" if unr and uid != open_uid else ""
        out += [f"\t\t[{b}] row '{frm} {subj}{st}' selected: {uid == open_uid}", f"\t\t\tcell '{frm}'",
                f"\t\t\t[{b + 1}] link '{subj}'", f"\t\t\tcell '{date}'", f"\t\t\tcell '{size}'",
                f"\t\t\t[{b + 2}] button 'Flag'"]
    last = min(12, total)
    out += [f"\tStaticText 'Messages 1 to {last} of {total}'", "\t[180] button 'First page', disabled",
            "\t[181] button 'Previous page', disabled", f"\t[182] button 'Next page'{'' if total > 12 else ', disabled'}",
            f"\t[183] button 'Last page'{'' if total > 12 else ', disabled'}"]
    if open_uid is not None:
        m = next(r for r in rows if r[0] == open_uid)
        out += ["[700] region 'Message preview'", "\t[701] toolbar ''", "\t\t[702] button 'Reply'", "\t\t[703] button 'Reply all'",
                "\t\t[704] button 'Forward'", "\t\t[705] button 'Delete'", "\t\t[706] button 'Archive'",
                "\t\t[707] button 'Mark' hasPopup: menu", "\t\t[708] button 'More' hasPopup: menu",
                f"\theading '{m[2]}'", f"\tStaticText 'From {m[1]} on {m[3]}'", "\tStaticText 'To me'"]
        out += ["\t" + ln for ln in RC_BODY[open_uid]]
    else:
        out += ["[700] region 'Message preview'", "\tStaticText 'Select a message to read it here.'"]
    return out


def t06(rs: RowSet) -> None:
    read = set()

    def inbox(gone: set[int], opened: int | None, extra_back: list[tuple] | None = None) -> list[tuple]:
        rows = [r for r in RC_INBOX if r[0] not in gone]
        rows = [(u, f, s, d, (un and u not in read), z) for (u, f, s, d, un, z) in rows]
        if extra_back:
            rows = extra_back + rows
        return rows[:12]

    uin = f"{RC}/?_task=mail&_mbox=INBOX"
    t = []
    t.append((f"goto('{uin}')", axtree("Roundcube Webmail :: Inbox", rc_page("Inbox", inbox(set(), None), 37, 5), uin)))
    read.add(5012)
    t.append(("click('101')", axtree("Roundcube Webmail :: Your Zoom webinar receipt – Invoice INV-2024-88213",
                                     rc_page("Inbox", inbox(set(), 5012), 37, 4, open_uid=5012), f"{uin}&_uid=5012&_action=show")))
    t.append(("click('705')", axtree("Roundcube Webmail :: Inbox", rc_page("Inbox", inbox({5012}, None), 36, 4,
                                                                              notice="Message(s) moved successfully."), uin)))
    read.add(5011)
    t.append(("click('101')", axtree("Roundcube Webmail :: Re: Q3 vendor review – slides",
                                     rc_page("Inbox", inbox({5012}, 5011), 36, 3, open_uid=5011), f"{uin}&_uid=5011&_action=show")))
    t.append(("click('706')", axtree("Roundcube Webmail :: Inbox", rc_page("Inbox", inbox({5012, 5011}, None), 35, 3,
                                                                              notice="Successfully archived"), uin)))
    trash = [(5012, "Zoom", "Your Zoom webinar receipt – Invoice INV-2024-88213", "Today 09:12", False, "38 KB")] + RC_TRASH_OLD
    utr = f"{RC}/?_task=mail&_mbox=Trash"
    t.append(("click('46')", axtree("Roundcube Webmail :: Trash", rc_page("Trash", trash, 9, 3), utr)))
    zoom_back = [(5012, "Zoom", "Your Zoom webinar receipt – Invoice INV-2024-88213", "Today 09:12", False, "38 KB")]
    t.append(("click('42')", axtree("Roundcube Webmail :: Inbox", rc_page("Inbox", inbox({5012, 5011}, None, extra_back=zoom_back), 35, 3), uin)))
    read.add(5009)
    t.append(("click('113')", axtree("Roundcube Webmail :: Offsite dinner – headcount by Thursday",
                                     rc_page("Inbox", inbox({5012, 5011}, 5009), 35, 2, open_uid=5009), f"{uin}&_uid=5009&_action=show")))
    compose = ["[20] navigation 'Application menu'", "\t[21] link 'Compose'", "\t[22] link 'Mail'", "\t[23] link 'Contacts'",
               "\t[24] link 'Settings'", "[60] main ''", "\theading 'Compose'",
               "\t[61] button 'Send'", "\t[62] button 'Save'", "\t[63] button 'Attach'", "\t[64] button 'Signature'",
               "\t[65] button 'Responses' hasPopup: menu", "\t[66] button 'Spell'", "\t[67] button 'Encryption'",
               "\tStaticText 'From'", "\t[70] combobox 'From' hasPopup: listbox", "\t\tStaticText 'Alex Chen <alex.chen@northwind.dev>'",
               "\tStaticText 'To'", "\t[72] listitem 'Marco Ruiz <marco.ruiz@northwind.dev>'", "\t[73] textbox 'To' required: False",
               "\t[74] link 'Add Cc'", "\t[75] link 'Add Bcc'",
               "\tStaticText 'Subject'", "\t[77] textbox 'Subject' value='Re: Offsite dinner – headcount by Thursday' required: False",
               "\t[79] textbox 'Message body' value='On 2024-05-21 07:55, Marco Ruiz wrote: > Hi team, > The offsite dinner is at Fig & Ash on Thursday at 7 pm.' multiline: True required: False",
               "\t[81] combobox 'Editor type' hasPopup: menu", "\t\tStaticText 'Plain text'",
               "\t[83] checkbox 'Return receipt' checked: false", "\t[84] checkbox 'Delivery status notification' checked: false",
               "\t[85] combobox 'Priority' hasPopup: menu", "\t\tStaticText 'Normal'",
               "\t[87] combobox 'Save sent message in' hasPopup: menu", "\t\tStaticText 'Sent'"]
    t.append(("click('702')", axtree("Roundcube Webmail :: Compose", compose, f"{RC}/?_task=mail&_reply_uid=5009&_mbox=INBOX&_action=compose")))
    state = goal_state("Clean up the inbox: delete the Zoom receipt, archive the Q3 vendor review slides thread, then answer Marco about the offsite dinner.",
                       "Roundcube Webmail :: Welcome", ["[10] heading 'Roundcube Webmail'", "[12] StaticText 'Signed in as alex.chen@northwind.dev'"], f"{RC}/")
    rs.add(task=TASK, tid="h24-web-06", system=WEB_SYSTEM, turns=t, state=state, bad=True, turn=7,
           kind="deleted Zoom receipt is back at the top of the Inbox after it was moved to Trash")


# ---------------------------------------------------------------------------------------------------------
# h24-web-07  GitLab merge request review: commits, one commit, changes, ready, approve, commits again, merge.
# ---------------------------------------------------------------------------------------------------------
MR_COMMITS = [("3f9c2a1e", "3f9c2a1e7b54d0c19a8e62f3b7d01c4e95a2b8f6", "Add jitter to backoff delays", "2 hours ago"),
              ("8b21d4c0", "8b21d4c0f1a29e7d3b6c52a08e4f17d9c3a6b215", "Cap retries at 5 and surface the final failure", "3 hours ago"),
              ("e07a6f93", "e07a6f93c2d845b1f0a7e3d96c4b28a15f0e7d32", "Introduce RetryPolicy with exponential backoff", "1 day ago"),
              ("51c3b7de", "51c3b7de90a4f26e8c1d3b57a0f49e62d8c7b103", "Extract Dispatcher interface from WebhookSender", "1 day ago")]
MR_FILES = [("app/services/webhooks/dispatcher.rb", 41, 12), ("app/services/webhooks/webhook_sender.rb", 9, 18),
            ("config/webhooks.yml", 6, 1), ("lib/webhooks/retry_policy.rb", 38, 0),
            ("spec/lib/webhooks/retry_policy_spec.rb", 31, 0), ("spec/services/webhooks/dispatcher_spec.rb", 17, 6)]
MR_TITLE = "Add retry with exponential backoff to the webhook dispatcher"
MR_DESC = ("Failed webhook deliveries are currently dropped after one attempt. This adds a RetryPolicy (base 2 s, factor 2, "
           "max 5 attempts, full jitter) and moves delivery behind a Dispatcher interface so the Sidekiq job can be swapped later. "
           "Closes #233.")


def mr_head(draft: bool, state: str, tab: str) -> list[str]:
    title = ("Draft: " if draft else "") + MR_TITLE
    out = gl_shell("webhooks-gateway", ["Platform", "webhooks-gateway", "Merge requests", "!87"], mrs=2 if state == "Merged" else 3,
                   todos=10 if state == "Merged" else 11)
    out += ["[200] main ''", f"\tStaticText '{state}'", f"\theading '{title}'",
            "\tStaticText 'Priya Nair requested to merge '", "\t[204] link 'feature/webhook-retry'",
            "\tStaticText ' into '", "\t[205] link 'main'", "\tStaticText '1 day ago'",
            "\t[206] button 'Code' hasPopup: menu", "\t[207] button 'Merge request actions' hasPopup: menu",
            "\t[210] tablist ''"]
    for i, (name, n) in enumerate([("Overview", 2), ("Commits", 4), ("Pipelines", 3), ("Changes", 6)]):
        out.append(f"\t\t[{211 + i}] tab '{name} {n}' selected: {name == tab}")
    return out


def mr_overview(draft: bool, approved: bool, merged: bool, notes: list[str]) -> list[str]:
    state = "Merged" if merged else "Open"
    out = mr_head(draft, state, "Overview")
    out += [f"\tStaticText '{MR_DESC}'", "\t[220] region 'Merge request reports'",
            "\t\tStaticText 'Pipeline #19234 passed for '", "\t\t[222] link '3f9c2a1e'",
            "\t\tStaticText ' on feature/webhook-retry 2 hours ago'",
            "\t\tStaticText 'Test summary: no changed test results, 412 total tests'",
            "\t\tStaticText 'Code Quality hasn’t changed.'"]
    if merged:
        out += ["\t\tStaticText 'Merged by '", "\t\t[230] link 'Mira Kovac'", "\t\tStaticText ' just now'",
                "\t\tStaticText 'Changes merged into '", "\t\t[231] link 'main'", "\t\tStaticText ' with '",
                "\t\t[232] link '6b0e2f14'", "\t\tStaticText '.'",
                "\t\tStaticText 'The source branch feature/webhook-retry has been deleted.'",
                "\t\tStaticText 'Pipeline #19241 running for 6b0e2f14 on main'",
                "\t\t[234] button 'Revert'", "\t\t[235] button 'Cherry-pick'"]
    else:
        if approved:
            out += ["\t\tStaticText 'Approved by '", "\t\t[240] link 'Mira Kovac'", "\t\t[241] button 'Revoke approval'",
                    "\t\tStaticText 'All required approvals are given (1 of 1 from Maintainers).'"]
        else:
            out += ["\t\tStaticText 'Requires 1 approval from Maintainers.'", "\t\t[241] button 'Approve'"]
        if draft:
            out += ["\t\tStaticText 'Merge blocked: Select Mark as ready to remove it from Draft status.'",
                    "\t\t[245] button 'Mark as ready'"]
        elif not approved:
            out += ["\t\tStaticText 'Merge blocked: all required approvals must be given.'"]
        else:
            out += ["\t\tStaticText 'Ready to merge!'", "\t\t[246] checkbox 'Delete source branch' checked: true",
                    "\t\t[247] checkbox 'Squash commits' checked: false", "\t\t[248] button 'Merge'",
                    "\t\tStaticText '4 commits and 1 merge commit will be added to main.'"]
    out += ["\theading 'Activity'", "\t[260] combobox 'Sort or filter' hasPopup: listbox", "\t\tStaticText 'Oldest first'",
            "\t[261] article 'Priya Nair @pnair added 2 commits 1 day ago'",
            "\t\tStaticText '51c3b7de - Extract Dispatcher interface from WebhookSender'",
            "\t\tStaticText 'e07a6f93 - Introduce RetryPolicy with exponential backoff'",
            "\t[264] article 'Jonah Pierce @jpierce commented 1 day ago'",
            "\t\tStaticText 'Should max attempts be configurable per endpoint? Some partners rate-limit hard.'",
            "\t[266] article 'Priya Nair @pnair commented 5 hours ago'",
            "\t\tStaticText 'Made it a config value in webhooks.yml for now (retry.max_attempts, default 5).'",
            "\t[268] article 'Priya Nair @pnair added 2 commits 2 hours ago'",
            "\t\tStaticText '8b21d4c0 - Cap retries at 5 and surface the final failure'",
            "\t\tStaticText '3f9c2a1e - Add jitter to backoff delays'",
            "\t[270] article 'Priya Nair @pnair requested review from @mkovac 2 hours ago'"]
    out += ["\t" + n for n in notes]
    out += ["\t[300] textbox 'Comment' multiline: True required: False", "\t[301] button 'Comment', disabled",
            "[320] complementary 'Merge request sidebar'", "\theading 'Assignee'", "\t[322] link 'Priya Nair @pnair'",
            "\theading 'Reviewer'", f"\t[324] link 'Mira Kovac @mkovac{' (approved)' if approved or merged else ''}'",
            "\theading 'Labels'", "\t[326] link 'backend'", "\t[327] link 'reliability'",
            "\theading 'Milestone'", "\t[329] link '2024.06'",
            "\tStaticText 'Reference: platform/webhooks-gateway!87'",
            "\tStaticText 'Source branch: feature/webhook-retry'"]
    return out


def mr_commits(draft: bool, approved: bool, shas: list[str]) -> list[str]:
    out = mr_head(draft, "Open", "Commits")
    out += ["\tStaticText 'Commits 4'", "\t[230] list ''"]
    for k, ((_short, _full, msg, ago), sha) in enumerate(zip(MR_COMMITS, shas)):
        b = 240 + 6 * k
        out += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link '{msg}'", "\t\t\tStaticText 'Priya Nair authored '",
                f"\t\t\ttime '{ago}'", f"\t\t\t[{b + 2}] link 'Pipeline: passed'", f"\t\t\tStaticText '{sha}'",
                f"\t\t\t[{b + 3}] button 'Copy commit SHA'", f"\t\t\t[{b + 4}] link 'Browse files'"]
    return out


def mr_changes(draft: bool) -> list[str]:
    out = mr_head(draft, "Open", "Changes")
    out += ["\tStaticText 'Showing 6 changed files with 142 additions and 37 deletions'",
            "\t[230] button 'Hide file browser'", "\t[231] searchbox 'Search (e.g. *.vue) (⌘P)'", "\t[232] tree 'File browser'"]
    for i, (f, a, d) in enumerate(MR_FILES):
        out += [f"\t\t[{233 + i}] treeitem '{f.rsplit('/', 1)[-1]}'", f"\t\t\tStaticText '+{a} −{d}'"]
    out += ["\t[250] region 'lib/webhooks/retry_policy.rb'", "\t\tStaticText 'lib/webhooks/retry_policy.rb'",
            "\t\tStaticText 'added +38 −0'", "\t\t[252] button 'Viewed' checked: false", "\t\t[253] button 'View file @ 3f9c2a1e'",
            "\t\ttable ''"]
    code = ["module Webhooks", "  class RetryPolicy", "    DEFAULTS = { base: 2.0, factor: 2.0, max_attempts: 5 }.freeze",
            "", "    def initialize(config = {})", "      @opts = DEFAULTS.merge(config.symbolize_keys)", "    end", "",
            "    def delay_for(attempt)", "      cap = @opts[:base] * (@opts[:factor]**(attempt - 1))", "      rand * cap",
            "    end", "", "    def give_up?(attempt)", "      attempt >= @opts[:max_attempts]", "    end"]
    for i, c in enumerate(code, 1):
        out += ["\t\t\trow ''", f"\t\t\t\tcell '{i}'", f"\t\t\t\tcell '+ {c}'"]
    return out


def t07(rs: RowSet) -> None:
    base = f"{GL}/platform/webhooks-gateway/-/merge_requests/87"
    good = [c[0] for c in MR_COMMITS]
    drift = ["3f9c2a1e", "8b21d7c0", "e07a6f93", "51c3b7de"]
    t_draft = f"Draft: {MR_TITLE} (!87) · Merge requests · Platform / webhooks-gateway · GitLab"
    t_ready = f"{MR_TITLE} (!87) · Merge requests · Platform / webhooks-gateway · GitLab"
    short, full, msg, ago = MR_COMMITS[1]
    commit = gl_shell("webhooks-gateway", ["Platform", "webhooks-gateway", "Repository", "Commits", short])
    commit += ["[200] main ''", "\tStaticText 'Commit '", f"\tStaticText '{short}'", "\t[203] button 'Copy commit SHA'",
               f"\tStaticText 'authored {ago} by '", "\t[205] link 'Priya Nair'",
               "\t[206] link 'Browse files'", "\t[207] button 'Options' hasPopup: menu",
               f"\theading '{msg}'",
               "\tStaticText 'A delivery that still fails after max_attempts is now written to webhook_failures with the last status code and response body (truncated to 2 KB), instead of being retried forever.'",
               "\tStaticText 'Parent '", f"\t[210] link '{MR_COMMITS[2][0]}'",
               "\tStaticText '1 merge request '", "\t[212] link '!87 Add retry with exponential backoff to the webhook dispatcher'",
               "\tStaticText 'Pipeline #19220 passed'",
               f"\tStaticText '{full}'",
               "\tStaticText 'Showing 3 changed files with 29 additions and 4 deletions'",
               "\t[220] region 'app/services/webhooks/dispatcher.rb'", "\t\tStaticText 'app/services/webhooks/dispatcher.rb +14 −4'",
               "\t[222] region 'config/webhooks.yml'", "\t\tStaticText 'config/webhooks.yml +2 −0'",
               "\t\tStaticText '+   max_attempts: 5'", "\t\tStaticText '+   failure_table: webhook_failures'",
               "\t[224] region 'spec/services/webhooks/dispatcher_spec.rb'", "\t\tStaticText 'spec/services/webhooks/dispatcher_spec.rb +13 −0'"]
    note_ready = "[272] article 'Mira Kovac @mkovac marked this merge request as ready just now'"
    note_ready2 = "[272] article 'Mira Kovac @mkovac marked this merge request as ready 1 minute ago'"
    note_appr = "[274] article 'Mira Kovac @mkovac approved this merge request just now'"
    note_appr2 = "[274] article 'Mira Kovac @mkovac approved this merge request 1 minute ago'"
    note_merge = "[276] article 'Mira Kovac @mkovac merged just now'"
    turns = [
        (f"goto('{base}')", axtree(t_draft, mr_overview(True, False, False, []), base)),
        ("click('212')", axtree(t_draft, mr_commits(True, False, good), f"{base}/commits")),
        ("click('247')", axtree(f"{msg} ({short}) · Commits · Platform / webhooks-gateway · GitLab", commit,
                                f"{GL}/platform/webhooks-gateway/-/commit/{full}")),
        ("go_back()", axtree(t_draft, mr_commits(True, False, good), f"{base}/commits")),
        ("click('214')", axtree(t_draft, mr_changes(True), f"{base}/diffs")),
        ("click('211')", axtree(t_draft, mr_overview(True, False, False, []), base)),
        ("click('245')", axtree(t_ready, mr_overview(False, False, False, [note_ready]), base)),
        ("click('241')", axtree(t_ready, mr_overview(False, True, False, [note_ready, note_appr]), base)),
        ("click('212')", axtree(t_ready, mr_commits(False, True, drift), f"{base}/commits")),
        ("click('211')", axtree(t_ready, mr_overview(False, True, False, [note_ready2, note_appr2]), base)),
        ("click('248')", axtree(t_ready, mr_overview(False, True, True, [note_ready2, note_appr2, note_merge]), base)),
    ]
    state = goal_state("Review merge request !87 in platform/webhooks-gateway: look at the commits and the diff, mark it ready, approve it and merge it.",
                       "Merge requests · Platform / webhooks-gateway · GitLab", gl_shell("webhooks-gateway", ["Platform", "webhooks-gateway", "Merge requests"]),
                       f"{GL}/platform/webhooks-gateway/-/merge_requests")
    rs.add(task=TASK, tid="h24-web-07", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="short SHA of commit 'Cap retries at 5' changes from 8b21d4c0 to 8b21d7c0 with no push")


# ---------------------------------------------------------------------------------------------------------
# h24-web-08  One Stop Market: reorder an old order at today's prices, place it, look at the history (clean).
# ---------------------------------------------------------------------------------------------------------
OLD_ORDERS = [("000000188", "5/2/24", 67.28, "Complete"), ("000000184", "4/19/24", 212.40, "Complete"),
              ("000000179", "4/3/24", 45.96, "Complete"), ("000000176", "3/28/24", 19.99, "Canceled"),
              ("000000170", "3/11/24", 104.46, "Complete"), ("000000166", "2/27/24", 134.90, "Complete"),
              ("000000161", "2/12/24", 23.47, "Complete"), ("000000157", "1/30/24", 58.00, "Complete"),
              ("000000149", "1/9/24", 301.15, "Complete"), ("000000145", "12/26/23", 41.22, "Complete"),
              ("000000139", "12/11/23", 76.54, "Complete"), ("000000133", "11/29/23", 18.99, "Complete"),
              ("000000128", "11/14/23", 152.03, "Complete"), ("000000121", "10/30/23", 64.80, "Complete"),
              ("000000117", "10/12/23", 39.95, "Complete"), ("000000110", "9/27/23", 88.10, "Canceled"),
              ("000000106", "9/10/23", 27.49, "Complete"), ("000000101", "8/22/23", 113.67, "Complete"),
              ("000000097", "8/4/23", 45.00, "Complete"), ("000000092", "7/19/23", 71.33, "Complete"),
              ("000000088", "7/2/23", 36.20, "Complete")]
ADDR = ["StaticText 'Emma Lopez'", "StaticText '101 S San Mateo Dr'", "StaticText 'San Mateo, California, 94010'",
        "StaticText 'United States'", "StaticText 'T: 6505551212'"]
# name, sku, price in March, price today, qty
R170 = [("Orgain Organic Plant Based Protein Powder, Vanilla Bean, 2.03 lb", "B00J074W94", 24.99, 22.49, 2),
        ("Bounty Quick-Size Paper Towels, White, 8 Family Rolls", "B07MDHF4CP", 22.99, 22.99, 1),
        ("Ziploc Gallon Food Storage Freezer Bags, 60 Count", "B01LXMDBA0", 11.49, 12.29, 1)]


def acct_nav(active: str) -> list[str]:
    items = ["My Account", "My Orders", "My Downloadable Products", "My Wish List", "Address Book", "Account Information",
             "Stored Payment Methods", "My Product Reviews", "Newsletter Subscriptions"]
    out = ["[800] complementary ''", "\t[801] list ''"]
    for i, it in enumerate(items):
        out += [f"\t\t[{802 + i}] {'StaticText' if it == active else 'link'} '{it}'"]
    return out


def order_history(orders: list[tuple], page: int) -> list[str]:
    n = len(orders)
    chunk = orders[(page - 1) * 10: page * 10]
    out = shop_header(0) + ["[290] main ''", "\theading 'My Orders'", "\t[300] table 'Orders'", "\t\trow ''"]
    out += [f"\t\t\tcolumnheader '{h}'" for h in ["Order #", "Date", "Ship To", "Order Total", "Status", "Action"]]
    for k, (num, date, total, status) in enumerate(chunk):
        b = 310 + 4 * k
        out += ["\t\trow ''", f"\t\t\tcell '{num}'", f"\t\t\tcell '{date}'", "\t\t\tcell 'Emma Lopez'",
                f"\t\t\tcell '{usd(total)}'", f"\t\t\tcell '{status}'", "\t\t\tcell ''",
                f"\t\t\t\t[{b}] link 'View Order'"]
        if status != "Canceled":
            out += [f"\t\t\t\t[{b + 1}] link 'Reorder'"]
    first, last = (page - 1) * 10 + 1, min(page * 10, n)
    out += [f"\tStaticText 'Items {first} to {last} of {n} total'",
            "\t[380] link 'Page Previous'" if page > 1 else "", "\t[381] StaticText '1'" if page == 1 else "\t[381] link 'Page 1'",
            "\t[382] StaticText '2'" if page == 2 else "\t[382] link 'Page 2'", "\t[383] link 'Page 3'", "\t[384] link 'Page 4'",
            "\t[385] link 'Page Next'", "\tStaticText 'Show'", "\t[387] combobox 'Show' hasPopup: menu expanded: False",
            "\t\tStaticText '10'", "\tStaticText 'per page'"]
    return [ln for ln in out if ln] + acct_nav("My Orders") + SHOP_FOOTER


def order_view(num: str, status: str, date: str, prices: list[float], cart: int) -> list[str]:
    out = shop_header(cart) + ["[290] main ''", f"\theading 'Order # {num}'", f"\tStaticText '{status}'",
                               f"\tStaticText 'Order Date: {date}'", "\t[300] link 'Reorder'", "\t[301] link 'Print Order'",
                               "\t[303] tablist ''", "\t\t[304] tab 'Items Ordered' selected: True",
                               "\t[310] table 'Items Ordered'", "\t\trow ''"]
    out += [f"\t\t\tcolumnheader '{h}'" for h in ["Product Name", "SKU", "Price", "Qty", "Subtotal"]]
    sub = 0.0
    nq = 0
    for (name, sku, _, _, qty), p in zip(R170, prices):
        sub += p * qty
        nq += qty
        out += ["\t\trow ''", f"\t\t\tcell '{name}'", f"\t\t\tcell '{sku}'", f"\t\t\tcell '{usd(p)}'",
                "\t\t\tcell 'Ordered: " + str(qty) + ("" if status == "Pending" else f" Shipped: {qty}") + "'", f"\t\t\tcell '{usd(p * qty)}'"]
    out += ["\t\trow ''", "\t\t\trowheader 'Subtotal'", f"\t\t\tcell '{usd(sub)}'",
            "\t\trow ''", "\t\t\trowheader 'Shipping & Handling'", f"\t\t\tcell '{usd(5.0 * nq)}'",
            "\t\trow ''", "\t\t\trowheader 'Grand Total'", f"\t\t\tcell '{usd(sub + 5.0 * nq)}'",
            "\theading 'Order Information'", "\tStaticText 'Shipping Address'"] + ["\t" + a for a in ADDR]
    out += ["\tStaticText 'Shipping Method'", "\tStaticText 'Flat Rate - Fixed'", "\tStaticText 'Billing Address'"]
    out += ["\t" + a for a in ADDR] + ["\tStaticText 'Payment Method'", "\tStaticText 'Check / Money order'"]
    return out + acct_nav("My Orders") + SHOP_FOOTER


def t08(rs: RowSet) -> None:
    uh = f"{SHOP}/sales/order/history/"
    old_p = [r[2] for r in R170]
    new_p = [r[3] for r in R170]
    sub = sum(p * r[4] for p, r in zip(new_p, R170))
    cart_lines = [(r[0], p, r[4], 410 + 10 * i) for i, (r, p) in enumerate(zip(R170, new_p))]
    ship_rows = ["\t\t[520] radio '$20.00 Fixed Flat Rate' checked: true"]
    summary = ["\t[560] complementary 'Order Summary'", "\t\theading 'Order Summary'",
               "\t\t[562] button '4 Items in Cart' expanded: False",
               "\t\trow ''", "\t\t\trowheader 'Cart Subtotal'", f"\t\t\tcell '{usd(sub)}'",
               "\t\trow ''", "\t\t\trowheader 'Shipping'", "\t\t\tcell '$20.00'",
               "\t\trow ''", "\t\t\trowheader 'Order Total'", f"\t\t\tcell '{usd(sub + 20)}'"]
    ship_page = (["[118] link 'store logo'", "[290] main ''", "\t[292] list ''", "\t\t[293] listitem 'Shipping'", "\t\t[294] listitem 'Review & Payments'",
                  "\theading 'Shipping Address'", "\t[500] group ''"] + ["\t\t" + a for a in ADDR] +
                 ["\t\t[506] button 'Edit'", "\t[507] button 'New Address'", "\theading 'Shipping Methods'"] + ship_rows +
                 ["\t[530] button 'Next'"] + summary)
    pay_page = (["[118] link 'store logo'", "[290] main ''", "\t[292] list ''", "\t\t[293] listitem 'Shipping'", "\t\t[294] listitem 'Review & Payments'",
                 "\theading 'Payment Method'", "\t[540] radio 'Check / Money order' checked: true",
                 "\t[541] checkbox 'My billing and shipping address are the same' checked: true"] + ["\t" + a for a in ADDR] +
                ["\t[546] button 'Place Order'", "\t[547] heading 'Apply Discount Code', expanded: False", "\tStaticText 'Ship To:'"] +
                ["\t" + a for a in ADDR] + ["\tStaticText 'Shipping Method:'", "\tStaticText 'Flat Rate - Fixed'"] + summary)
    success = shop_header(0) + ["[290] main ''", "\theading 'Thank you for your purchase!'",
                                "\tStaticText 'Your order number is: '", "\t[300] link '000000192'",
                                "\tStaticText 'We’ll email you an order confirmation with details and tracking info.'",
                                "\t[302] link 'Continue Shopping'"] + SHOP_FOOTER
    new_hist = [("000000192", "5/21/24", sub + 20, "Pending")] + OLD_ORDERS
    turns = [
        (f"goto('{uh}')", axtree("My Orders", order_history(OLD_ORDERS, 1), uh)),
        ("click('326')", axtree("Order # 000000170", order_view("000000170", "Complete", "March 11, 2024", old_p, 0), f"{SHOP}/sales/order/view/order_id/170/")),
        ("click('300')", axtree("Shopping Cart", shop_cart(cart_lines, {}, 4, msg="You added 3 products to your shopping cart.", region="California", zipc="94010"), f"{SHOP}/checkout/cart/")),
        ("click('490')", axtree("Checkout", ship_page, f"{SHOP}/checkout/#shipping")),
        ("click('530')", axtree("Checkout", pay_page, f"{SHOP}/checkout/#payment")),
        ("click('546')", axtree("Success Page", success, f"{SHOP}/checkout/onepage/success/")),
        (f"goto('{uh}')", axtree("My Orders", order_history(new_hist, 1), uh)),
        ("click('382')", axtree("My Orders", order_history(new_hist, 2), f"{uh}?p=2")),
        (f"goto('{SHOP}/sales/order/view/order_id/192/')", axtree("Order # 000000192", order_view("000000192", "Pending", "May 21, 2024", new_p, 0),
                                                                 f"{SHOP}/sales/order/view/order_id/192/")),
    ]
    state = goal_state("Reorder everything from order #000000170 and place the order with the saved address and check / money order.",
                       "My Account", shop_header(0) + ["[290] main ''", "\theading 'My Account'"] + acct_nav("My Account"), f"{SHOP}/customer/account/")
    rs.add(task=TASK, tid="h24-web-08", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-09  Postmill forum: subscribe to books, sort by New, upvote, read and comment, back to Hot (clean).
# ---------------------------------------------------------------------------------------------------------
BK = {  # id: title, author, ago, score, comments
    88120: ("What book made you fall in love with reading again?", "pagewright", "6 hours ago", 214, 38),
    88131: ("Just finished The Count of Monte Cristo and I need to talk about it", "edmond_d", "3 hours ago", 96, 41),
    88102: ("Libraries in my city are going fine-free starting June", "stacks_on_stacks", "9 hours ago", 388, 57),
    88140: ("Looking for sci-fi with competent, non-angsty protagonists", "hardvacuum", "1 hour ago", 12, 23),
    88137: ("Annotated my copy of Piranesi, is that weird?", "marginalia_m", "2 hours ago", 31, 19),
    88095: ("The 2024 Booker longlist has been announced", "litwire", "11 hours ago", 150, 64),
    88143: ("Weekly what are you reading thread – May 21", "AutoModerator", "40 minutes ago", 7, 15),
}
HOT = [88102, 88120, 88131, 88095, 88137, 88143, 88140]
NEW = [88143, 88140, 88137, 88131, 88120, 88102, 88095]


def bk_listing(posts: dict[int, tuple], order: list[int], sort: str, subscribed: bool, subs: str, voted: set[int]) -> list[str]:
    out = pm_nav() + ["[40] main ''", "\theading 'books'"]
    for i, s in enumerate(["Hot", "New", "Top", "Controversial", "Most commented"]):
        out.append(f"\t[{42 + i}] {'StaticText' if s == sort else 'link'} '{s}'")
    for k, pid in enumerate(order):
        title, who, ago, score, ncom = posts[pid]
        b = 100 + 10 * k
        out += [f"\t[{b}] article ''", f"\t\t[{b + 1}] link '{title}'", "\t\tStaticText 'Submitted by '",
                f"\t\t[{b + 2}] link '{who}'", f"\t\tStaticText '{ago}'", f"\t\t[{b + 3}] link '{ncom} comments'",
                f"\t\t[{b + 4}] button '{'Retract upvote' if pid in voted else 'Upvote'}'", f"\t\tStaticText '{score}'",
                f"\t\t[{b + 5}] button 'Downvote'"]
    out += ["\t[190] link 'More'"]
    return out + pm_forum_sidebar("books", subs, subscribed, "Discussion of books, authors, genres and publishing. No self-promotion.")


def t09(rs: RowSet) -> None:
    forums = [("AskReddit", "54,212"), ("books", "2,871"), ("consoles", "1,109"), ("dataisbeautiful", "8,740"),
              ("explainlikeimfive", "12,388"), ("gadgets", "6,015"), ("history", "4,472"), ("movies", "19,904"),
              ("Music", "9,332"), ("nottheonion", "7,806"), ("science", "22,617"), ("space", "5,561")]
    flist = pm_nav() + ["[40] main ''", "\theading 'List of forums'", "\t[42] link 'By name'", "\t[43] link 'By subscribers'",
                        "\t[44] link 'By submissions'", "\t[50] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Name'",
                        "\t\t\tcolumnheader 'Subscribers'", "\t\t\tcolumnheader ''"]
    for k, (f, n) in enumerate(forums):
        b = 60 + 3 * k
        flist += ["\t\trow ''", f"\t\t\t[{b}] link '{f}'", f"\t\t\tcell '{n}'", f"\t\t\t[{b + 1}] button 'Subscribe'"]
    p0 = dict(BK)
    p_vote = dict(BK)
    p_vote[88120] = (*BK[88120][:3], 215, 38)
    p_end = dict(BK)
    p_end[88120] = (*BK[88120][:3], 216, 40)
    p_end[88143] = (BK[88143][0], BK[88143][1], "46 minutes ago", 8, 16)
    t1, who, ago, _, _ = BK[88120]
    body = ("Mine was Station Eleven during the lockdowns. I had not finished a novel in about two years and then read it in two "
            "nights. Curious what broke the slump for other people.")
    mine = "The Hobbit, read aloud to my kid at bedtime. Rediscovered exactly why I loved it when I was ten."

    def sub_page(box: str, posted: bool) -> list[str]:
        n = 40 if posted else 39
        out = pm_nav() + ["[40] main ''", "\t[41] article ''", "\t\t[42] button 'Retract upvote'", "\t\tStaticText '216'",
                          "\t\t[44] button 'Downvote'", f"\t\theading '{t1}'", "\t\tStaticText 'Submitted by '",
                          f"\t\t[48] link '{who}'", f"\t\tStaticText '{ago} in '", "\t\t[50] link 'books'",
                          f"\t\tStaticText '{body}'", f"\t\t[55] link '{n} comments'",
                          f"\theading '{n} comments'", "\t[58] combobox 'Sort comments by' hasPopup: menu", "\t\tStaticText 'Top'",
                          f"\t[60] textbox 'Comment' value='{box}' multiline: True required: True", "\t[61] button 'Post'",
                          "\t[70] article ''", "\t\t[71] link 'bookish_bex'", "\t\tStaticText '5 hours ago · 88 points'",
                          "\t\tStaticText 'Project Hail Mary. I had not finished a novel in two years and read it in a weekend.'",
                          "\t\t[73] button 'Upvote'", "\t\t[74] button 'Downvote'", "\t\t[75] link 'Reply'",
                          "\t\t[76] article ''", "\t\t\t[77] link 'pagewright'", "\t\t\tStaticText '5 hours ago · 21 points'",
                          "\t\t\tStaticText 'Same! The audiobook narration is fantastic too.'", "\t\t\t[79] link 'Reply'",
                          "\t[80] article ''", "\t\t[81] link 'quietcartographer'", "\t\tStaticText '4 hours ago · 54 points'",
                          "\t\tStaticText 'The Name of the Wind, second year of college. Stayed up until 4 am.'",
                          "\t\t[83] button 'Upvote'", "\t\t[84] button 'Downvote'", "\t\t[85] link 'Reply'",
                          "\t[90] article ''", "\t\t[91] link 'stacks_on_stacks'", "\t\tStaticText '3 hours ago · 33 points'",
                          "\t\tStaticText 'Discworld. Guards! Guards! specifically. Pratchett fixes everything.'",
                          "\t\t[93] button 'Upvote'", "\t\t[94] button 'Downvote'", "\t\t[95] link 'Reply'",
                          "\t[100] article ''", "\t\t[101] link 'tomes_and_tea'", "\t\tStaticText '1 minute ago · 1 point'",
                          "\t\tStaticText 'Anne of Green Gables, reread as an adult. Much funnier than I remembered.'",
                          "\t\t[103] button 'Upvote'", "\t\t[104] button 'Downvote'", "\t\t[105] link 'Reply'"]
        if posted:
            out += ["\t[110] article ''", f"\t\t[111] link '{PM_USER}'", "\t\tStaticText '0 seconds ago · 1 point'",
                    f"\t\tStaticText '{mine}'", "\t\t[113] button 'Retract upvote'", "\t\t[114] button 'Downvote'",
                    "\t\t[115] link 'Reply'", "\t\t[116] link 'Edit'", "\t\t[117] button 'Delete'"]
        return out + pm_forum_sidebar("books", "2,872 subscribers", True, "Discussion of books, authors, genres and publishing. No self-promotion.")

    ub = f"{PM}/f/books"
    usp = f"{PM}/f/books/88120/what-book-made-you-fall-in-love-with-reading-again"
    turns = [
        (f"goto('{PM}/forums')", axtree("List of forums", flist, f"{PM}/forums")),
        ("click('63')", axtree("books", bk_listing(p0, HOT, "Hot", False, "2,871 subscribers", set()), ub)),
        ("click('903')", axtree("books", bk_listing(p0, HOT, "Hot", True, "2,872 subscribers", set()), ub)),
        ("click('43')", axtree("books", bk_listing(p0, NEW, "New", True, "2,872 subscribers", set()), f"{ub}/new")),
        ("click('144')", axtree("books", bk_listing(p_vote, NEW, "New", True, "2,872 subscribers", {88120}), f"{ub}/new")),
        ("click('143')", axtree(t1, sub_page("", False), usp)),
        (f"fill('60', '{mine}')", axtree(t1, sub_page(mine, False), usp)),
        ("click('61')", axtree(t1, sub_page("", True), usp)),
        (f"goto('{ub}')", axtree("books", bk_listing(p_end, HOT, "Hot", True, "2,872 subscribers", {88120}), ub)),
    ]
    state = goal_state("Subscribe to the books forum, upvote the thread asking what book got people reading again, and add your own answer (The Hobbit, read aloud to your kid).",
                       "Postmill", pm_nav() + ["[40] main ''", "\theading 'Featured forums'"], f"{PM}/")
    rs.add(task=TASK, tid="h24-web-09", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-10  Outlook on the web: reply to the lease mail, new mail arrives, Sent Items, unread filter (clean).
# ---------------------------------------------------------------------------------------------------------
OWA = "https://outlook.office.com/mail"
# key: group, from, subject, time, unread, preview
OWA_MSGS = {
    "m0": ("Today", "Costco Travel", "Your itinerary: Maui, Jul 8 - 15 (Booking 7731942)", "10:43 AM", True,
           "Aloha Alex, thank you for booking with Costco Travel. Your confirmation number is 7731942..."),
    "m1": ("Today", "Dana Whitfield", "Lease renewal – Unit 4B", "9:58 AM", True,
           "Hi Alex, Your lease for Unit 4B ends on June 30. We can offer a 12-month renewal at $2,140/month (up from $2,065)..."),
    "m2": ("Today", "Jordan Lee", "Saturday climbing?", "9:31 AM", True,
           "Thinking Climb North around 10, then tacos. You in? I can drive, I will have the car..."),
    "m3": ("Today", "Chase", "Your statement is ready", "8:05 AM", True,
           "Your Freedom Unlimited statement ending in 5521 is now available online."),
    "m4": ("Today", "Hannah Brooks", "Re: Q3 vendor review – slides", "7:47 AM", False,
           "Thanks everyone, I folded the comments into v4. See you Thursday."),
    "m5": ("Yesterday", "USPS Informed Delivery", "Your Daily Digest for Mon, 5/20", "Mon 7:02 AM", True,
           "You have 2 mailpieces and 1 package arriving soon."),
    "m6": ("Yesterday", "Priya Nair", "Dinner at ours on Friday?", "Mon 6:15 PM", True,
           "We are doing a big pot of biryani, bring nothing but yourselves. 7 pm?"),
    "m7": ("Yesterday", "GitHub", "[GitHub] A new SSH key was added to your account", "Mon 3:40 PM", False,
           "The following SSH key was added to your account: alex@thinkpad-x1..."),
    "m8": ("Last week", "City of Pittsburgh", "Street sweeping schedule for your block", "Fri 5/17", True,
           "Street sweeping on Beechwood Blvd resumes June 3. Please move vehicles on..."),
    "m9": ("Last week", "Amazon.com", "Delivered: Your Amazon.com order #112-4471920-5528213", "Thu 5/16", True,
           "Your package was delivered. It was handed directly to a resident."),
    "m10": ("Last week", "Dana Whitfield", "Building water shutoff Thursday 9–11 am", "Wed 5/15", False,
            "Hi residents, the water will be shut off on Thursday between 9 and 11 am for a valve replacement."),
}
LEASE_BODY = ["StaticText 'Hi Alex,'",
              "StaticText 'Your lease for Unit 4B ends on June 30. We can offer a 12-month renewal at $2,140/month (up from $2,065), or a month-to-month option at $2,390/month.'",
              "StaticText 'Please let me know by June 1 which option you prefer and I will send the agreement for e-signature.'",
              "StaticText 'Best regards,'", "StaticText 'Dana Whitfield'", "StaticText 'Property Manager, Alder Property Management'",
              "StaticText '(412) 555-0148'"]
REPLY = ("Hi Dana, thanks for the offer. I would like to renew for 12 months at $2,140/month. Please send the renewal agreement "
         "for e-signature. Best, Alex")


def owa(folder: str, keys: list[str], unread: dict[str, bool], counts: dict[str, int], sel: str | None,
        pane: list[str], replied: set[str], flt: str = "All", menu: bool = False) -> list[str]:
    out = ["[10] banner ''", "\t[11] button 'App launcher'", "\t[12] link 'Outlook'", "\t[13] combobox 'Search' hasPopup: listbox",
           "\t[14] button 'Meet Now'", "\t[15] button 'Settings'", "\t[16] button 'Help'",
           "\t[18] button 'Account manager for Alex Chen'",
           "[20] navigation 'Navigation pane'", "\t[21] button 'New mail'", "\t[22] tree 'Folders'"]
    for i, f in enumerate(["Inbox", "Drafts", "Sent Items", "Deleted Items", "Junk Email", "Archive", "Housing", "Receipts"]):
        n = counts.get(f, 0)
        label = f"{f} {n} unread" if f == "Inbox" and n else (f"{f} {n} items" if f == "Drafts" and n else f)
        out.append(f"\t\t[{23 + i}] treeitem '{label}' selected: {f == folder}")
    out += ["[40] main 'Message list'", f"\theading '{folder}'"]
    if folder == "Inbox":
        out += ["\t[41] tablist ''", "\t\t[42] tab 'Focused' selected: True", "\t\t[43] tab 'Other' selected: False"]
    out += [f"\t[44] button 'Filter{'' if flt == 'All' else ': ' + flt}' hasPopup: menu expanded: {menu}"]
    if menu:
        out += ["\t[45] menu ''"] + [f"\t\t[{46 + i}] menuitemradio '{m}' checked: {m == flt}" for i, m in
                                     enumerate(["All", "Unread", "Flagged", "To me", "Has files", "Mentions me"])]
        out += ["\t\t[52] menuitem 'Sort'"]
    out += ["\t[60] listbox 'Message list'"]
    group = None
    for k in keys:
        g, frm, subj, tm, _, prev = OWA_MSGS[k]
        if folder == "Sent Items":
            g, frm, subj, tm, prev = "Today", "Dana Whitfield", "RE: Lease renewal – Unit 4B", "10:42 AM", REPLY[:80] + "..."
        if g != group:
            out.append(f"\t\tgroup '{g}'")
            group = g
        b = 100 + 5 * (list(OWA_MSGS).index(k) if folder != "Sent Items" else 20)
        tags = ("Unread " if unread.get(k) else "") + ("Replied " if k in replied else "")
        out.append(f"\t\t\t[{b}] option '{tags}{frm} {subj} {tm} {prev}' selected: {k == sel}")
    if folder == "Sent Items":
        for i, (to, subj, tm, prev) in enumerate([
                ("Jordan Lee", "RE: Climbing gym membership", "Fri 5/17", "Sounds good, I will get the 10-punch card."),
                ("Priya Nair", "On-call swap next week", "Fri 5/17", "Could you take Wednesday and I take your Saturday?"),
                ("Alder Property Management", "Maintenance request: kitchen faucet", "Thu 5/9", "The kitchen faucet in 4B drips constantly..."),
                ("Hannah Brooks", "RE: Q3 vendor review – agenda", "Fri 5/3", "Added the Tallis scorecard as item 4.")]):
            if i in (0, 2):
                out.append(f"\t\tgroup '{'Last week' if i == 0 else 'Earlier this month'}'")
            out.append(f"\t\t\t[{210 + 5 * i}] option '{to} {subj} {tm} {prev}' selected: False")
    out += ["[300] region 'Reading pane'"] + ["\t" + p for p in pane]
    return out


def t10(rs: RowSet) -> None:
    unread = {k: v[4] for k, v in OWA_MSGS.items()}
    base_keys = [k for k in OWA_MSGS if k != "m0"]
    empty = ["StaticText 'Select an item to read'", "StaticText 'Nothing is selected'"]

    def lease_pane(extra: list[str]) -> list[str]:
        return (["heading 'Lease renewal – Unit 4B'", "[302] button 'Reply'", "[303] button 'Reply all'", "[304] button 'Forward'",
                 "[305] button 'More actions' hasPopup: menu"] + extra +
                ["[320] group 'Dana Whitfield <dana.whitfield@alderpm.com>'", "\tStaticText 'To: Alex Chen'",
                 "\tStaticText 'Tue 5/21/2024 9:58 AM'"] + ["\t" + b for b in LEASE_BODY])

    def compose(body: str) -> list[str]:
        return ["[340] region 'Compose'", "\t[341] button 'Send'", "\t[342] button 'Discard'", "\t[343] button 'Attach file'",
                "\tStaticText 'To'", "\t[345] button 'Dana Whitfield'", "\t[346] combobox 'To' required: False",
                "\t[347] button 'Cc'", "\t[348] button 'Bcc'",
                "\tStaticText 'RE: Lease renewal – Unit 4B'",
                f"\t[350] textbox 'Message body, press Alt+F10 to exit' value='{body}' multiline: True required: False"] + (
                    ["\tStaticText 'Draft saved at 10:41 AM'"] if body else [])

    sent_pane = ["[330] group 'Alex Chen'", "\tStaticText 'To: Dana Whitfield'", "\tStaticText 'Tue 5/21/2024 10:42 AM'",
                 f"\tStaticText '{REPLY}'"]
    t = []
    t.append((f"goto('{OWA}/inbox')", axtree("Mail - Alex Chen - Outlook", owa("Inbox", base_keys, unread, {"Inbox": 7}, None, empty, set()), f"{OWA}/inbox")))
    unread["m1"] = False
    t.append(("click('105')", axtree("Mail - Alex Chen - Outlook", owa("Inbox", base_keys, unread, {"Inbox": 6}, "m1", lease_pane([]), set()),
                                     f"{OWA}/inbox/id/AAQkADk4NzFmLTE2")))
    t.append(("click('302')", axtree("Mail - Alex Chen - Outlook", owa("Inbox", base_keys, unread, {"Inbox": 6}, "m1", lease_pane(compose("")), set()),
                                     f"{OWA}/inbox/id/AAQkADk4NzFmLTE2")))
    t.append((f"fill('350', '{REPLY}')", axtree("Mail - Alex Chen - Outlook", owa("Inbox", base_keys, unread, {"Inbox": 6, "Drafts": 1}, "m1", lease_pane(compose(REPLY)), set()),
                                                f"{OWA}/inbox/id/AAQkADk4NzFmLTE2")))
    all_keys = list(OWA_MSGS)
    t.append(("click('341')", axtree("Mail - Alex Chen - Outlook", owa("Inbox", all_keys, unread, {"Inbox": 7}, "m1", lease_pane(sent_pane), {"m1"}),
                                     f"{OWA}/inbox/id/AAQkADk4NzFmLTE2")))
    t.append(("click('25')", axtree("Mail - Alex Chen - Outlook", owa("Sent Items", ["m1"], {}, {"Inbox": 7}, None, empty, set()), f"{OWA}/sentitems")))
    t.append(("click('23')", axtree("Mail - Alex Chen - Outlook", owa("Inbox", all_keys, unread, {"Inbox": 7}, None, empty, {"m1"}), f"{OWA}/inbox")))
    t.append(("click('44')", axtree("Mail - Alex Chen - Outlook", owa("Inbox", all_keys, unread, {"Inbox": 7}, None, empty, {"m1"}, menu=True), f"{OWA}/inbox")))
    unread_keys = [k for k in all_keys if unread[k]]
    t.append(("click('47')", axtree("Mail - Alex Chen - Outlook", owa("Inbox", unread_keys, unread, {"Inbox": 7}, None, empty, {"m1"}, flt="Unread"), f"{OWA}/inbox")))
    unread["m2"] = False
    climb = ["heading 'Saturday climbing?'", "[302] button 'Reply'", "[303] button 'Reply all'", "[304] button 'Forward'",
             "[320] group 'Jordan Lee <jordan.lee@fastmail.com>'", "\tStaticText 'To: Alex Chen'", "\tStaticText 'Tue 5/21/2024 9:31 AM'",
             "\tStaticText 'Thinking Climb North around 10, then tacos. You in? I can drive, I will have the car back by Friday night.'"]
    t.append(("click('110')", axtree("Mail - Alex Chen - Outlook", owa("Inbox", unread_keys, unread, {"Inbox": 6}, "m2", climb, {"m1"}, flt="Unread"),
                                     f"{OWA}/inbox/id/AAQkADk4NzFmLTI3")))
    state = goal_state("Reply to Dana Whitfield accepting the 12-month lease renewal at $2,140/month, check that it went out, then go through the unread mail starting with Jordan's.",
                       "Mail - Alex Chen - Outlook", ["[10] banner ''", "\t[12] link 'Outlook'"], f"{OWA}/")
    rs.add(task=TASK, tid="h24-web-10", system=WEB_SYSTEM, turns=t, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-11  WordPress admin: auto-close comments after 30 days, then change the tagline.
# ---------------------------------------------------------------------------------------------------------
WP = "https://hearthandharrow.com/wp-admin"


def wp_chrome(current: str) -> list[str]:
    out = ["[20] navigation 'Toolbar'", "\t[21] link 'About WordPress'", "\t[22] link 'Hearth & Harrow'",
           "\t[23] link '3 Comments in moderation'", "\t[24] link 'New'", "\t[25] link 'Howdy, rosa'",
           "[30] navigation 'Main menu'"]
    items = ["Dashboard", "Posts", "Media", "Pages", "Comments 3", "Appearance", "Plugins", "Users", "Tools", "Settings"]
    for i, it in enumerate(items):
        out.append(f"\t[{31 + i}] link '{it}'")
    subs = ["General", "Writing", "Reading", "Discussion", "Media", "Permalinks", "Privacy"]
    for i, s in enumerate(subs):
        out.append(f"\t\t[{45 + i}] link '{s}'" + (" current: page" if s == current else ""))
    out.append("\t[55] button 'Collapse Main Menu'")
    return out


def wp_discussion(cb: dict[str, bool], days: str, notice: bool) -> list[str]:
    def c(bid: int, label: str) -> str:
        return f"[{bid}] checkbox '{label}' checked: {'true' if cb[label] else 'false'}"

    out = wp_chrome("Discussion") + ["[60] main ''", "\theading 'Discussion Settings'"]
    if notice:
        out += ["\t[62] status ''", "\t\tStaticText 'Settings saved.'", "\t\t[63] button 'Dismiss this notice.'"]
    out += ["\tgroup 'Default post settings'",
            "\t\t" + c(70, "Attempt to notify any blogs linked to from the post"),
            "\t\t" + c(71, "Allow link notifications from other blogs (pingbacks and trackbacks) on new posts"),
            "\t\t" + c(72, "Allow people to submit comments on new posts"),
            "\t\tStaticText '(These settings may be overridden for individual posts.)'",
            "\tgroup 'Other comment settings'",
            "\t\t" + c(74, "Comment author must fill out name and email"),
            "\t\t" + c(75, "Users must be registered and logged in to comment"),
            "\t\t" + c(76, "Automatically close comments on articles older than"),
            f"\t\t[77] spinbutton 'days' value='{days}'", "\t\tStaticText 'days'",
            "\t\t" + c(78, "Show comments cookies opt-in checkbox, allowing comment author cookies to be set"),
            "\t\t" + c(79, "Enable threaded (nested) comments"),
            "\t\t[80] combobox 'levels deep' hasPopup: menu expanded: False", "\t\t\tStaticText '5'",
            "\t\t" + c(81, "Break comments into pages with"),
            "\t\t[82] spinbutton 'top level comments per page' value='50'",
            "\t\t[83] combobox 'page displayed by default' hasPopup: menu expanded: False", "\t\t\tStaticText 'last'",
            "\t\tStaticText 'Comments should be displayed with the'",
            "\t\t[84] combobox 'comments at the top of each page' hasPopup: menu expanded: False", "\t\t\tStaticText 'older'",
            "\tgroup 'Email me whenever'",
            "\t\t" + c(86, "Anyone posts a comment"),
            "\t\t" + c(87, "A comment is held for moderation"),
            "\tgroup 'Before a comment appears'",
            "\t\t" + c(89, "Comment must be manually approved"),
            "\t\t" + c(90, "Comment author must have a previously approved comment"),
            "\tgroup 'Comment Moderation'",
            "\t\tStaticText 'Hold a comment in the queue if it contains'", "\t\t[92] spinbutton 'or more links' value='2'",
            "\t\tStaticText 'or more links. (A common characteristic of comment spam is a large number of hyperlinks.)'",
            "\t\t[93] textbox 'Comment Moderation' value='casino' multiline: True required: False",
            "\tgroup 'Disallowed Comment Keys'",
            "\t\t[95] textbox 'Disallowed Comment Keys' value='' multiline: True required: False",
            "\theading 'Avatars'",
            "\tStaticText 'An avatar is an image that can be associated with a user across multiple websites.'",
            "\t" + c(98, "Show Avatars"),
            "\tradiogroup 'Maximum Rating'"]
    for i, (r, on) in enumerate([("G — Suitable for all audiences", True), ("PG — Possibly offensive, usually for audiences 13 and above", False),
                                 ("R — Intended for adult audiences above 17", False), ("X — Even more mature than above", False)]):
        out.append(f"\t\t[{100 + i}] radio '{r}' checked: {'true' if on else 'false'}")
    out.append("\tradiogroup 'Default Avatar'")
    for i, a in enumerate(["Mystery Person", "Blank", "Gravatar Logo", "Identicon (Generated)", "Wavatar (Generated)",
                           "MonsterID (Generated)", "Retro (Generated)", "RoboHash (Generated)"]):
        out.append(f"\t\t[{105 + i}] radio '{a}' checked: {'true' if i == 0 else 'false'}")
    out += ["\t[120] button 'Save Changes'", "[130] contentinfo ''", "\tStaticText 'Thank you for creating with WordPress.'",
            "\tStaticText 'Version 6.5.3'"]
    return out


def wp_general(tagline: str, notice: bool, hms: str = "10:06:12") -> list[str]:
    h, m, _ = hms.split(":")
    utc = f"{int(h) + 4}:{m}:{hms[-2:]}"
    out = wp_chrome("General") + ["[60] main ''", "\theading 'General Settings'"]
    if notice:
        out += ["\t[62] status ''", "\t\tStaticText 'Settings saved.'", "\t\t[63] button 'Dismiss this notice.'"]
    out += ["\t[70] textbox 'Site Title' value='Hearth & Harrow' required: False",
            f"\t[71] textbox 'Tagline' value='{tagline}' required: False",
            "\tStaticText 'In a few words, explain what this site is about. Example: “Just another WordPress site.”'",
            "\t[72] textbox 'WordPress Address (URL)' value='https://hearthandharrow.com' required: False",
            "\t[73] textbox 'Site Address (URL)' value='https://hearthandharrow.com' required: False",
            "\t[74] textbox 'Administration Email Address' value='rosa@hearthandharrow.com' required: False",
            "\t[75] checkbox 'Anyone can register' checked: false",
            "\t[76] combobox 'New User Default Role' hasPopup: menu expanded: False", "\t\tStaticText 'Subscriber'",
            "\t[77] combobox 'Site Language' hasPopup: menu expanded: False", "\t\tStaticText 'English (United States)'",
            "\t[78] combobox 'Timezone' hasPopup: menu expanded: False", "\t\tStaticText 'New York'",
            f"\tStaticText 'Universal time is 2024-05-21 {utc}. Local time is 2024-05-21 {hms}.'",
            "\tradiogroup 'Date Format'", "\t\t[80] radio 'May 21, 2024 F j, Y' checked: true", "\t\t[81] radio '2024-05-21 Y-m-d' checked: false",
            "\t\t[82] radio '05/21/2024 m/d/Y' checked: false", "\t\t[83] radio '21/05/2024 d/m/Y' checked: false",
            "\tradiogroup 'Time Format'", f"\t\t[85] radio '{h}:{m} am g:i a' checked: true", f"\t\t[86] radio '{h}:{m} AM g:i A' checked: false",
            f"\t\t[87] radio '{h}:{m} H:i' checked: false",
            "\t[89] combobox 'Week Starts On' hasPopup: menu expanded: False", "\t\tStaticText 'Monday'",
            "\t[90] button 'Save Changes'"]
    return out


def t11(rs: RowSet) -> None:
    cb = {"Attempt to notify any blogs linked to from the post": True,
          "Allow link notifications from other blogs (pingbacks and trackbacks) on new posts": True,
          "Allow people to submit comments on new posts": True,
          "Comment author must fill out name and email": True,
          "Users must be registered and logged in to comment": False,
          "Automatically close comments on articles older than": False,
          "Show comments cookies opt-in checkbox, allowing comment author cookies to be set": True,
          "Enable threaded (nested) comments": True,
          "Break comments into pages with": False,
          "Anyone posts a comment": True,
          "A comment is held for moderation": True,
          "Comment must be manually approved": False,
          "Comment author must have a previously approved comment": True,
          "Show Avatars": True}
    ud = f"{WP}/options-discussion.php"
    ug = f"{WP}/options-general.php"
    c2 = dict(cb)
    c2["Automatically close comments on articles older than"] = True
    c_bad = dict(c2)
    c_bad["Comment author must have a previously approved comment"] = False
    old_tag = "Slow food from a small farm"
    new_tag = "Recipes and notes from a small Vermont farm"
    ttl_d = "Discussion Settings ‹ Hearth & Harrow — WordPress"
    ttl_g = "General Settings ‹ Hearth & Harrow — WordPress"
    turns = [
        (f"goto('{ud}')", axtree(ttl_d, wp_discussion(cb, "14", False), ud)),
        ("click('76')", axtree(ttl_d, wp_discussion(c2, "14", False), ud)),
        ("fill('77', '30')", axtree(ttl_d, wp_discussion(c2, "30", False), ud)),
        ("click('120')", axtree(ttl_d, wp_discussion(c2, "30", True), f"{ud}?settings-updated=true")),
        ("scroll(0, 800)", axtree(ttl_d, wp_discussion(c_bad, "30", True), f"{ud}?settings-updated=true")),
        (f"goto('{ug}')", axtree(ttl_g, wp_general(old_tag, False), ug)),
        (f"fill('71', '{new_tag}')", axtree(ttl_g, wp_general(new_tag, False), ug)),
        ("click('90')", axtree(ttl_g, wp_general(new_tag, True, "10:07:05"), f"{ug}?settings-updated=true")),
    ]
    state = goal_state("On the Hearth & Harrow WordPress site, close comments automatically on posts older than 30 days (leave the other discussion settings alone), then change the tagline to 'Recipes and notes from a small Vermont farm'.",
                       "Dashboard ‹ Hearth & Harrow — WordPress", wp_chrome("") + ["[60] main ''", "\theading 'Dashboard'"], f"{WP}/")
    rs.add(task=TASK, tid="h24-web-11", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="untouched 'previously approved comment' checkbox flips from checked to unchecked on a plain scroll")


# ---------------------------------------------------------------------------------------------------------
# h24-web-12  Koha OPAC (public library): place a hold, cancel another, renew a loan.
# ---------------------------------------------------------------------------------------------------------
KOHA = "https://catalog.lakesidelibrary.org/cgi-bin/koha"
KOHA_TOP = ["[10] navigation ''", "\t[11] link 'Lakeside Public Library'", "\t[12] button 'Cart' hasPopup: menu",
            "\t[13] button 'Lists' hasPopup: menu", "\t[14] button 'Welcome, Priya Raman' hasPopup: menu", "\t[15] link 'Log out'",
            "[20] search ''", "\t[21] combobox 'Search type:' hasPopup: menu expanded: False", "\t\tStaticText 'Library catalog'",
            "\t[23] textbox 'Search the catalog' required: False", "\t[24] combobox 'Library' hasPopup: menu", "\t\tStaticText 'All libraries'",
            "\t[26] button 'Go'", "\t[27] link 'Advanced search'", "\t[28] link 'Course reserves'", "\t[29] link 'Authority search'",
            "\t[30] link 'Tag cloud'", "\t[31] link 'Libraries'", "\t[32] link 'Recent comments'"]
KOHA_USERNAV = ["[40] navigation 'Your account menu'"] + [
    f"\t[{41 + i}] link '{x}'" for i, x in enumerate(["Your summary", "Your charges", "Your personal details", "Your tags",
                                                      "Change your password", "Your search history", "Your reading history",
                                                      "Your privacy", "Your lists", "Your messaging", "Your purchase suggestions"])]
# title, author, due, call number, renewals left
KOHA_LOANS = [("Piranesi", "Clarke, Susanna", "05/28/2024", "F CLA", 2),
              ("Project Hail Mary", "Weir, Andy", "06/04/2024", "F WEI", 3),
              ("The body keeps the score : brain, mind, and body in the healing of trauma", "Van der Kolk, Bessel A.", "05/24/2024", "616.8521 VAN", 1)]
BRAID = "Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants"
KOHA_HOLDS = {
    "overstory": ("The overstory : a novel", "Powers, Richard", "05/02/2024", "Lakeside Main", "3", "Pending"),
    "demon": ("Demon Copperhead : a novel", "Kingsolver, Barbara", "04/18/2024", "Lakeside Main", "1", "In transit from Eastgate Branch to Lakeside Main"),
    "braid": (BRAID, "Kimmerer, Robin Wall", "05/21/2024", "Lakeside Main", "5", "Pending"),
}


def koha_user(tab: str, loans: list[tuple], holds: list[str], hold_count: int, msg: str | None = None,
              dialog: bool = False) -> list[str]:
    out = KOHA_TOP + ["[35] navigation 'Breadcrumbs'", "\t[36] link 'Home'", "\t[37] link 'Priya Raman'", "\tStaticText 'Your summary'"]
    out += KOHA_USERNAV + ["[60] main ''", "\theading 'Hello, Priya Raman'", "\t[62] link 'Click here if you are not Priya Raman'"]
    if msg:
        out += ["\t[64] alert ''", f"\t\tStaticText '{msg}'"]
    out += ["\t[70] tablist ''", f"\t\t[71] tab 'Checked out ({len(loans)})' selected: {tab == 'loans'}",
            "\t\t[72] tab 'Charges ($0.50)' selected: False", f"\t\t[73] tab 'Holds ({hold_count})' selected: {tab == 'holds'}",
            "\t[80] tabpanel ''"]
    if tab == "loans":
        out += [f"\t\tStaticText '{len(loans)} Item(s) checked out'", "\t\t[81] table ''", "\t\t\trow ''"]
        out += [f"\t\t\t\tcolumnheader '{h}'" for h in ["", "Title", "Due", "Call no.", "Renew", "Fines"]]
        for k, (title, author, due, call, left) in enumerate(loans):
            b = 90 + 5 * k
            out += ["\t\t\trow ''", f"\t\t\t\t[{b}] checkbox '' checked: false", f"\t\t\t\t[{b + 1}] link '{title}'",
                    f"\t\t\t\tStaticText '{author}'", f"\t\t\t\tcell '{due}'", f"\t\t\t\tcell '{call}'",
                    f"\t\t\t\t[{b + 2}] link 'Renew'" if left else "\t\t\t\tStaticText 'Not renewable'",
                    f"\t\t\t\tStaticText '({left} of 3 renewals remaining)'", "\t\t\t\tcell 'No'"]
        out += ["\t\t[120] button 'Renew selected'", "\t\t[121] button 'Renew all'",
                "\t\t[122] link 'Download as iCal / .ics file'"]
    else:
        out += ["\t\t[81] table 'Holds'", "\t\t\trow ''"]
        out += [f"\t\t\t\tcolumnheader '{h}'" for h in ["Title", "Placed on", "Expires on", "Pick up location", "Priority", "Status", "Modify"]]
        for k, key in enumerate(holds):
            title, author, placed, loc, prio, status = KOHA_HOLDS[key]
            b = 130 + 5 * k
            out += ["\t\t\trow ''", f"\t\t\t\t[{b}] link '{title}'", f"\t\t\t\tStaticText '{author}'", f"\t\t\t\tcell '{placed}'",
                    "\t\t\t\tcell 'Never expires'", f"\t\t\t\tcell '{loc}'", f"\t\t\t\tcell '{prio}'", f"\t\t\t\tcell '{status}'"]
            if status == "Pending":
                out += [f"\t\t\t\t[{b + 1}] button 'Suspend'", f"\t\t\t\t[{b + 2}] button 'Cancel'"]
            else:
                out += ["\t\t\t\tStaticText 'In transit holds cannot be cancelled here'"]
        out += ["\t\t[170] button 'Suspend all holds'"]
    if dialog:
        out += ["[200] dialog 'Confirm' modal: True", "\tStaticText 'Are you sure you want to cancel this hold?'",
                "\t[202] button 'Yes, cancel hold'", "\t[203] button 'No, do not cancel hold'"]
    out += ["[300] contentinfo ''", "\tStaticText 'Lakeside Public Library · 410 Harbor St · (503) 555-0190'",
            "\tStaticText 'Powered by Koha'"]
    return out


def t12(rs: RowSet) -> None:
    uu = f"{KOHA}/opac-user.pl"
    res = KOHA_TOP + ["[35] navigation 'Breadcrumbs'", "\t[36] link 'Home'", "\tStaticText 'Results of search for ‘braiding sweetgrass’'",
                      "[60] main ''", "\tStaticText 'Your search returned 3 results.'",
                      "\t[62] button 'Select all'", "\t[63] button 'Clear all'", "\t[64] button 'Place hold'",
                      "\t[65] combobox 'Sort' hasPopup: menu", "\t\tStaticText 'Relevance'", "\t[70] table ''",
                      "\t\trow ''", "\t\t\t[71] checkbox '' checked: false", f"\t\t\t[72] link '{BRAID} / Robin Wall Kimmerer.'",
                      "\t\t\tStaticText 'by Kimmerer, Robin Wall'", "\t\t\tStaticText 'Material type: Text; Format: print'",
                      "\t\t\tStaticText 'Publisher: Minneapolis, Minnesota : Milkweed Editions, 2013'",
                      "\t\t\tStaticText 'Availability: No items available: Checked out (6).'", "\t\t\tStaticText 'Holds (4)'",
                      "\t\t\t[74] link 'Place hold'", "\t\t\t[75] link 'Add to your cart'", "\t\t\t[76] link 'Save to lists'",
                      "\t\trow ''", "\t\t\t[81] checkbox '' checked: false", "\t\t\t[82] link 'Braiding sweetgrass [sound recording] / Robin Wall Kimmerer.'",
                      "\t\t\tStaticText 'Material type: Sound recording; Format: CD audio'",
                      "\t\t\tStaticText 'Publisher: Ashland, OR : Tantor Audio, 2016'",
                      "\t\t\tStaticText 'Availability: Items available for loan: Lakeside Main (1) Call number: CD 581.6 KIM.'",
                      "\t\t\t[84] link 'Place hold'", "\t\t\t[85] link 'Add to your cart'",
                      "\t\trow ''", "\t\t\t[91] checkbox '' checked: false",
                      "\t\t\t[92] link 'Braiding sweetgrass for young adults / Robin Wall Kimmerer ; adapted by Monique Gray Smith.'",
                      "\t\t\tStaticText 'Material type: Text; Format: print'", "\t\t\tStaticText 'Publisher: Minneapolis : Zest Books, 2022'",
                      "\t\t\tStaticText 'Availability: Items available for loan: Eastgate Branch (1), Lakeside Main (1).'",
                      "\t\t\t[94] link 'Place hold'", "\t\t\t[95] link 'Add to your cart'"]
    conf = KOHA_TOP + ["[35] navigation 'Breadcrumbs'", "\t[36] link 'Home'", "\tStaticText 'Placing a hold'",
                       "[60] main ''", "\theading 'Confirm holds for: Priya Raman (23456000812345)'",
                       f"\t[62] link '{BRAID} / Robin Wall Kimmerer.'", "\tStaticText 'Your priority: 5'",
                       "\tStaticText 'Pick up location:'", "\t[64] combobox 'Pick up location:' hasPopup: menu expanded: False",
                       "\t\tStaticText 'Lakeside Main'", "\t[66] link 'Show more options'", "\t[67] button 'Confirm hold'"]
    loans2 = list(KOHA_LOANS)
    loans2[2] = (KOHA_LOANS[2][0], KOHA_LOANS[2][1], "06/14/2024", KOHA_LOANS[2][3], 0)
    turns = [
        (f"goto('{uu}')", axtree("Your library home › Lakeside Public Library catalog", koha_user("loans", KOHA_LOANS, [], 2), uu)),
        ("click('73')", axtree("Your library home › Lakeside Public Library catalog", koha_user("holds", KOHA_LOANS, ["demon", "overstory"], 2), f"{uu}#opac-user-holds")),
        (f"goto('{KOHA}/opac-search.pl?q=braiding+sweetgrass')", axtree("Results of search for ‘braiding sweetgrass’ › Lakeside Public Library catalog", res,
                                                                      f"{KOHA}/opac-search.pl?q=braiding+sweetgrass")),
        ("click('74')", axtree("Placing a hold › Lakeside Public Library catalog", conf, f"{KOHA}/opac-reserve.pl?biblionumber=48213")),
        ("click('67')", axtree("Your library home › Lakeside Public Library catalog",
                               koha_user("holds", KOHA_LOANS, ["demon", "overstory", "braid"], 3), f"{uu}#opac-user-holds")),
        ("click('137')", axtree("Your library home › Lakeside Public Library catalog",
                                koha_user("holds", KOHA_LOANS, ["demon", "overstory", "braid"], 3, dialog=True), f"{uu}#opac-user-holds")),
        ("click('202')", axtree("Your library home › Lakeside Public Library catalog",
                                koha_user("holds", KOHA_LOANS, ["demon", "braid"], 2, msg="Your hold was canceled."), f"{uu}#opac-user-holds")),
        ("click('71')", axtree("Your library home › Lakeside Public Library catalog", koha_user("loans", KOHA_LOANS, [], 2), f"{uu}#opac-user-checkouts")),
        ("click('102')", axtree("Your library home › Lakeside Public Library catalog",
                                koha_user("loans", loans2, [], 3, msg="Your item was renewed: The body keeps the score, now due 06/14/2024."), f"{uu}#opac-user-checkouts")),
        ("click('73')", axtree("Your library home › Lakeside Public Library catalog", koha_user("holds", loans2, ["demon", "braid"], 2), f"{uu}#opac-user-holds")),
    ]
    state = goal_state("In the library account, put Braiding Sweetgrass (print) on hold, drop the hold on The Overstory, and renew The Body Keeps the Score.",
                       "Lakeside Public Library catalog", KOHA_TOP + ["[60] main ''", "\theading 'Welcome to the Lakeside Public Library catalog'"], f"{KOHA}/opac-main.pl")
    rs.add(task=TASK, tid="h24-web-12", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="Holds tab count goes back to 3 after The Overstory hold was canceled (list had 2)")


# ---------------------------------------------------------------------------------------------------------
# h24-web-13  OpenEMR patient portal: request an appointment, read the auto-reply, dashboard again (clean).
# ---------------------------------------------------------------------------------------------------------
OEMR = "https://portal.riverbendfamilymed.org/portal"


def oemr_nav(active: str, unread: int) -> list[str]:
    out = ["[10] banner ''", "\t[11] link 'Riverbend Family Medicine'", "\tStaticText 'Welcome, Daniel Ortiz'",
           "\t[13] button 'Daniel Ortiz' hasPopup: menu expanded: False", "[20] navigation 'Sidebar'"]
    items = ["Dashboard", "My Profile", "Lists", "Appointments", "Accountings", "Reports", f"Secure Messaging ({unread})" if unread else "Secure Messaging",
             "Log Out"]
    for i, it in enumerate(items):
        out.append(f"\t[{21 + i}] link '{it}'" + (" current: page" if it.startswith(active) else ""))
    return out


REASON = "Right knee pain after running, 3 weeks"
APPT_OKAFOR = ("Tue, Jun 18, 2024", "09:30 AM", "Amara Okafor, MD", "Follow-up visit", "Scheduled")
APPT_MARSH = ("Thu, Jun 20, 2024", "10:45 AM", "Lena Marsh, MD", "Established Patient", "Pending (awaiting confirmation)")
PAST = [("Tue, May 14, 2024", "08:00 AM", "Amara Okafor, MD", "Lab draw", "Checked out"),
        ("Mon, Feb 12, 2024", "02:15 PM", "Amara Okafor, MD", "Annual physical", "Checked out"),
        ("Thu, Nov 2, 2023", "10:00 AM", "Lena Marsh, MD", "Sick visit", "Checked out")]
MSGS = [("m3", "Clinic Scheduling", "Appointment request received", "05/21/2024 11:02 AM"),
        ("m2", "Amara Okafor, MD", "Your lab results are available", "05/16/2024 04:40 PM"),
        ("m1", "Riverbend Family Medicine", "Flu and COVID booster clinic dates", "05/10/2024 09:00 AM"),
        ("m0", "Billing Office", "Statement for visit on 02/12/2024", "03/01/2024 10:15 AM")]


def oemr_dash(appts: list[tuple], unread: int) -> list[str]:
    out = oemr_nav("Dashboard", unread) + ["[40] main ''", "\theading 'Dashboard'", "\tStaticText 'Tuesday, May 21, 2024'",
                                            "\tStaticText 'Last login: 05/14/2024 08:12 PM'",
                                            "\t[42] region 'Appointments'", f"\t\theading 'Upcoming Appointments ({len(appts)})'"]
    for d, tm, prov, cat, st in appts:
        out += [f"\t\tStaticText '{d} {tm}'", f"\t\tStaticText '{prov} · {cat}'", f"\t\tStaticText 'Status: {st}'"]
    out += ["\t[50] region 'Secure Messages'", f"\t\tStaticText 'You have {unread} unread message{'s' if unread != 1 else ''}.'",
            "\t\t[52] link 'Go to messages'",
            "\t[55] region 'Medications'", "\t\tStaticText 'Lisinopril 10 mg tablet – 1 tablet by mouth daily'",
            "\t\tStaticText 'Atorvastatin 20 mg tablet – 1 tablet by mouth at bedtime'",
            "\t[58] region 'Allergies'", "\t\tStaticText 'Penicillin – hives (moderate)'",
            "\t[60] region 'Care Team'", "\t\tStaticText 'Primary care: Amara Okafor, MD'",
            "\t\tStaticText 'Clinic phone: (802) 555-0134'"]
    return out


def oemr_appts(appts: list[tuple], unread: int, note: str | None = None) -> list[str]:
    out = oemr_nav("Appointments", unread) + ["[40] main ''", "\theading 'Appointments'"]
    if note:
        out += ["\t[41] alert ''", f"\t\tStaticText '{note}'"]
    out += ["\t[42] button 'Schedule New Appointment'", f"\theading 'Upcoming ({len(appts)})'", "\t[44] table ''", "\t\trow ''"]
    out += [f"\t\t\tcolumnheader '{h}'" for h in ["Date", "Time", "Provider", "Category", "Status", ""]]
    for k, (d, tm, prov, cat, st) in enumerate(appts):
        out += ["\t\trow ''", f"\t\t\tcell '{d}'", f"\t\t\tcell '{tm}'", f"\t\t\tcell '{prov}'", f"\t\t\tcell '{cat}'",
                f"\t\t\tcell '{st}'", f"\t\t\t[{50 + 2 * k}] button 'Cancel'"]
    out += [f"\theading 'Past ({len(PAST)})'", "\t[60] table ''", "\t\trow ''"]
    out += [f"\t\t\tcolumnheader '{h}'" for h in ["Date", "Time", "Provider", "Category", "Status"]]
    for d, tm, prov, cat, st in PAST:
        out += ["\t\trow ''", f"\t\t\tcell '{d}'", f"\t\t\tcell '{tm}'", f"\t\t\tcell '{prov}'", f"\t\t\tcell '{cat}'", f"\t\t\tcell '{st}'"]
    return out


def oemr_sched(provider: str, date: str, slots: bool, chosen: str | None, reason: str = "") -> list[str]:
    out = oemr_appts([APPT_OKAFOR], 2)
    out += ["[100] dialog 'Schedule New Appointment' modal: True", "\t[101] button 'Close'",
            "\tStaticText 'Visit Category'", "\t[103] combobox 'Visit Category' hasPopup: menu expanded: False",
            "\t\tStaticText 'Established Patient'",
            "\tStaticText 'Provider'", "\t[105] combobox 'Provider' hasPopup: menu expanded: False",
            f"\t\tStaticText '{provider or '-- Select --'}'",
            "\t\toption '-- Select --'", "\t\toption 'Amara Okafor, MD'", "\t\toption 'Lena Marsh, MD'", "\t\toption 'Tomas Reyes, PA-C'",
            "\tStaticText 'Date'", f"\t[110] textbox 'Date' value='{date}' required: True",
            "\tStaticText 'Reason for visit'", f"\t[112] textbox 'Reason for visit' value='{reason}' required: False"]
    if slots:
        out += ["\theading 'Available times for Thursday, June 20, 2024'", "\t[120] group 'Available times'"]
        for i, s in enumerate(["08:00 AM", "08:30 AM", "09:15 AM", "10:30 AM", "10:45 AM", "11:00 AM", "01:30 PM", "02:15 PM", "03:00 PM"]):
            out.append(f"\t\t[{121 + i}] button '{s}' pressed: {s == chosen}")
    if chosen:
        out += ["\tStaticText 'Selected: Thursday, June 20, 2024 at 10:45 AM with Lena Marsh, MD (15 minutes)'",
                "\t[135] button 'Request Appointment'"]
    out += ["\t[136] button 'Cancel'"]
    return out


def oemr_msgs(read: set[str], open_key: str | None) -> list[str]:
    unread = sum(1 for k, *_ in MSGS[:3] if k not in read)
    out = oemr_nav("Secure Messaging", unread) + ["[40] main ''", "\theading 'Secure Messaging'",
                                                   "\t[41] button 'Compose'", "\t[42] tab 'Inbox' selected: True", "\t[43] tab 'Sent' selected: False",
                                                   "\t[44] tab 'Archive' selected: False", "\t[50] table 'Inbox'", "\t\trow ''"]
    out += [f"\t\t\tcolumnheader '{h}'" for h in ["From", "Subject", "Date"]]
    for k, (key, frm, subj, date) in enumerate(MSGS):
        unr = key != "m0" and key not in read
        out += [f"\t\trow '{'Unread' if unr else ''}'", f"\t\t\tcell '{frm}'", f"\t\t\t[{60 + k}] link '{subj}'", f"\t\t\tcell '{date}'"]
    if open_key == "m3":
        out += ["[80] region 'Message'", "\theading 'Appointment request received'", "\tStaticText 'From: Clinic Scheduling'",
                "\tStaticText 'Date: 05/21/2024 11:02 AM'",
                "\tStaticText 'We received your request for Thu, Jun 20, 2024 at 10:45 AM with Lena Marsh, MD. The front desk confirms requests within one business day; you will get a message when it is confirmed.'",
                "\tStaticText 'If you need to be seen sooner, please call (802) 555-0134.'",
                "\t[85] button 'Reply'", "\t[86] button 'Archive'"]
    return out


def t13(rs: RowSet) -> None:
    uh = f"{OEMR}/home.php"
    ua = f"{OEMR}/home.php#appointmentcard"
    um = f"{OEMR}/messaging/messages.php"
    turns = [
        (f"goto('{uh}')", axtree("Patient Portal – Riverbend Family Medicine", oemr_dash([APPT_OKAFOR], 2), uh)),
        ("click('24')", axtree("Patient Portal – Riverbend Family Medicine", oemr_appts([APPT_OKAFOR], 2), ua)),
        ("click('42')", axtree("Patient Portal – Riverbend Family Medicine", oemr_sched("", "", False, None), ua)),
        ("select_option('105', 'Lena Marsh, MD')", axtree("Patient Portal – Riverbend Family Medicine", oemr_sched("Lena Marsh, MD", "", False, None), ua)),
        ("fill('110', '2024-06-20')", axtree("Patient Portal – Riverbend Family Medicine", oemr_sched("Lena Marsh, MD", "2024-06-20", True, None), ua)),
        ("click('125')", axtree("Patient Portal – Riverbend Family Medicine", oemr_sched("Lena Marsh, MD", "2024-06-20", True, "10:45 AM"), ua)),
        ("fill('112', 'Right knee pain after running, 3 weeks')", axtree("Patient Portal – Riverbend Family Medicine",
                                                                       oemr_sched("Lena Marsh, MD", "2024-06-20", True, "10:45 AM", REASON), ua)),
        ("click('135')", axtree("Patient Portal – Riverbend Family Medicine",
                                oemr_appts([APPT_OKAFOR, APPT_MARSH], 3, note="Your appointment request has been submitted."), ua)),
        ("click('27')", axtree("Secure Messaging – Riverbend Family Medicine", oemr_msgs(set(), None), um)),
        ("click('60')", axtree("Secure Messaging – Riverbend Family Medicine", oemr_msgs({"m3"}, "m3"), f"{um}?id=20931")),
        ("click('21')", axtree("Patient Portal – Riverbend Family Medicine", oemr_dash([APPT_OKAFOR, APPT_MARSH], 2), uh)),
    ]
    state = goal_state("Book a 10:45 AM visit with Dr. Lena Marsh on June 20 for knee pain through the patient portal and check that the clinic received the request.",
                       "Patient Portal – Riverbend Family Medicine", ["[10] banner ''", "\t[11] link 'Riverbend Family Medicine'"], f"{OEMR}/index.php")
    rs.add(task=TASK, tid="h24-web-13", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-14  Tradewind wholesale brand portal: accept a retailer order, ship it, check orders and payouts.
# ---------------------------------------------------------------------------------------------------------
TW = "https://brands.tradewindwholesale.com"
TW_NEW = [("ORD-2024-058213", "Juniper & Pine", "Asheville, NC", "May 20, 2024", 486.00, "May 27, 2024"),
          ("ORD-2024-058190", "Harbor Mercantile", "Portland, ME", "May 19, 2024", 312.50, "May 26, 2024"),
          ("ORD-2024-058174", "The Nest on Main", "Bozeman, MT", "May 19, 2024", 1020.00, "May 26, 2024"),
          ("ORD-2024-058122", "Fern + Fable", "Austin, TX", "May 17, 2024", 258.00, "May 24, 2024")]
TW_LINES = [("Stoneware Pour-Over Dripper, Sand", "AHG-PO-SND", 6, 18.00),
            ("Linen Tea Towels, Set of 2, Rust", "AHG-TT-RST", 12, 14.50),
            ("Hand-thrown Mug, 12 oz, Speckled", "AHG-MG-SPK", 12, 17.00)]


def tw_nav(new: int) -> list[str]:
    out = ["[10] banner ''", "\t[11] link 'Tradewind for Brands'", "\tStaticText 'Ardent Home Goods'",
           "\t[13] button 'Notifications'", "\t[14] button 'Account' hasPopup: menu", "[20] navigation ''"]
    for i, it in enumerate(["Home", f"Orders {new}", "Products", "Customers", "Payouts", "Marketing", "Settings"]):
        out.append(f"\t[{21 + i}] link '{it}'")
    return out


def tw_orders(new_rows: list[tuple], counts: tuple[int, int, int]) -> list[str]:
    n, a, s = counts
    out = tw_nav(n) + ["[40] main ''", "\theading 'Orders'", "\t[41] tablist ''", f"\t\t[42] tab 'New ({n})' selected: True",
                       f"\t\t[43] tab 'Accepted ({a})' selected: False", f"\t\t[44] tab 'Shipped ({s})' selected: False",
                       "\t\t[45] tab 'Delivered' selected: False", "\t\t[46] tab 'Canceled' selected: False",
                       "\t[48] searchbox 'Search orders, retailers'", "\t[50] table ''", "\t\trow ''"]
    out += [f"\t\t\tcolumnheader '{h}'" for h in ["Order", "Retailer", "Placed", "Wholesale total", "Ship by", ""]]
    for k, (num, ret, city, placed, total, ship_by) in enumerate(new_rows):
        out += ["\t\trow ''", f"\t\t\t[{60 + 3 * k}] link '{num}'", f"\t\t\tcell '{ret} · {city}'", f"\t\t\tcell '{placed}'",
                f"\t\t\tcell '{usd(total)}'", f"\t\t\tcell '{ship_by}'", f"\t\t\t[{61 + 3 * k}] button 'Review'"]
    return out


def tw_detail(num: str, status: str, new: int, banner: str | None, tracking: str | None) -> list[str]:
    out = tw_nav(new) + ["[40] main ''", "\t[41] link '‹ Back to orders'"]
    if banner:
        out += ["\t[42] status ''", f"\t\tStaticText '{banner}'"]
    out += [f"\theading 'Order {num}'", f"\tStaticText '{status}'",
            "\tStaticText 'Placed May 20, 2024 · Ship by May 27, 2024'",
            "\t[45] region 'Retailer'", "\t\tStaticText 'Juniper & Pine'", "\t\tStaticText 'First order with you'",
            "\t\tStaticText '42 Lexington Ave, Asheville, NC 28801'", "\t\tStaticText 'Contact: Meredith Faulk · (828) 555-0172'",
            "\t[50] table 'Items'", "\t\trow ''"]
    out += [f"\t\t\tcolumnheader '{h}'" for h in ["Product", "SKU", "Qty", "Wholesale", "Total"]]
    sub = 0.0
    for name, sku, qty, price in TW_LINES:
        sub += qty * price
        out += ["\t\trow ''", f"\t\t\tcell '{name}'", f"\t\t\tcell '{sku}'", f"\t\t\tcell '{qty}'", f"\t\t\tcell '{usd(price)}'",
                f"\t\t\tcell '{usd(qty * price)}'"]
    fee = round(sub * 0.15, 2)
    out += ["\t[70] region 'Summary'", f"\t\tStaticText 'Wholesale subtotal {usd(sub)}'",
            f"\t\tStaticText 'Tradewind commission (15%) -{usd(fee)}'", f"\t\tStaticText 'Your payout {usd(sub - fee)}'",
            "\t\tStaticText 'Retailer terms: Net 60 with Tradewind · your payout is released after delivery'"]
    if status == "New":
        out += ["\t[80] button 'Accept order'", "\t[81] button 'Request changes'", "\t[82] button 'Decline'"]
    elif status == "Accepted":
        out += ["\t[83] button 'Create shipment'", "\t[84] link 'Download packing slip'", "\t[85] button 'Message retailer'"]
    else:
        out += ["\t[86] region 'Shipment'", "\t\tStaticText 'UPS Ground'", f"\t\tStaticText 'Tracking: {tracking}'",
                "\t\tStaticText 'Shipped May 21, 2024'", "\t\t[88] link 'Track package'", "\t[85] button 'Message retailer'"]
    out += ["\t[90] region 'Timeline'", "\t\tStaticText 'May 20, 2024 4:12 PM · Order placed by Juniper & Pine'"]
    if status != "New":
        out += ["\t\tStaticText 'May 21, 2024 9:03 AM · Order accepted by you'"]
    if status == "Shipped":
        out += ["\t\tStaticText 'May 21, 2024 9:06 AM · Marked as shipped (UPS)'"]
    return out


def t14(rs: RowSet) -> None:
    uo = f"{TW}/orders?tab=new"
    ud = f"{TW}/orders/o_7Hk29xQ"
    track = "1Z4R7E290312847562"
    ship = tw_nav(3) + ["[40] main ''", "\t[41] link '‹ Back to order'", "\theading 'Ship order ORD-2024-058213'",
                        "\tStaticText 'Juniper & Pine · 42 Lexington Ave, Asheville, NC 28801'",
                        "\t[44] group 'Items in this shipment'"]
    for i, (name, sku, qty, _) in enumerate(TW_LINES):
        ship.append(f"\t\t[{45 + i}] checkbox '{name} ({sku}) × {qty}' checked: true")

    def ship_form(carrier: str, tr: str) -> list[str]:
        return ship + ["\tStaticText 'Carrier'", "\t[50] combobox 'Carrier' hasPopup: menu expanded: False", f"\t\tStaticText '{carrier or 'Select carrier'}'",
                       "\t\toption 'UPS'", "\t\toption 'FedEx'", "\t\toption 'USPS'", "\t\toption 'DHL'", "\t\toption 'Other'",
                       "\tStaticText 'Tracking number'", f"\t[56] textbox 'Tracking number' value='{tr}' required: True",
                       "\t[57] spinbutton 'Number of packages' value='1'",
                       "\t[58] checkbox 'Email tracking to the retailer' checked: true",
                       "\t[59] button 'Mark as shipped'" + ("" if carrier and tr else ", disabled"), "\t[60] button 'Cancel'"]

    pay = tw_nav(3) + ["[40] main ''", "\theading 'Payouts'", "\tStaticText 'Bank account: Chase checking ••••3318'",
                       "\t[42] region 'Upcoming'", "\t\tStaticText 'Next payout: Jun 3, 2024'", "\t\tStaticText 'Estimated amount: $2,884.35'",
                       "\t[45] table 'Pending payouts'", "\t\trow ''"]
    pay += [f"\t\t\tcolumnheader '{h}'" for h in ["Order", "Retailer", "Status", "Payout", "Expected"]]
    for num, ret, st, amt, exp in [("ORD-2024-058213", "Juniper & Pine", "Shipped · in transit", 413.10, "After delivery"),
                                   ("ORD-2024-057988", "Harbor Mercantile", "Delivered May 16", 727.45, "Jun 3, 2024"),
                                   ("ORD-2024-057902", "Wren & Co.", "Delivered May 14", 1104.50, "Jun 3, 2024"),
                                   ("ORD-2024-057851", "Fern + Fable", "Delivered May 13", 1052.40, "Jun 3, 2024")]:
        pay += ["\t\trow ''", f"\t\t\tcell '{num}'", f"\t\t\tcell '{ret}'", f"\t\t\tcell '{st}'", f"\t\t\tcell '{usd(amt)}'", f"\t\t\tcell '{exp}'"]
    pay += ["\t[80] table 'Paid'", "\t\trow ''", "\t\t\tcell 'May 20, 2024'", "\t\t\tcell '$3,410.80'", "\t\t\tcell 'Paid'",
            "\t\trow ''", "\t\t\tcell 'May 6, 2024'", "\t\t\tcell '$1,977.25'", "\t\t\tcell 'Paid'"]
    turns = [
        (f"goto('{uo}')", axtree("Orders · Tradewind for Brands", tw_orders(TW_NEW, (4, 7, 52)), uo)),
        ("click('60')", axtree("Order ORD-2024-058213 · Tradewind for Brands", tw_detail("ORD-2024-058213", "New", 4, None, None), ud)),
        ("click('80')", axtree("Order ORD-2024-058213 · Tradewind for Brands",
                               tw_detail("ORD-2024-058231", "Accepted", 3, "Order accepted. Please ship by May 27, 2024.", None), ud)),
        ("click('83')", axtree("Ship order · Tradewind for Brands", ship_form("", ""), f"{ud}/ship")),
        ("select_option('50', 'UPS')", axtree("Ship order · Tradewind for Brands", ship_form("UPS", ""), f"{ud}/ship")),
        (f"fill('56', '{track}')", axtree("Ship order · Tradewind for Brands", ship_form("UPS", track), f"{ud}/ship")),
        ("click('59')", axtree("Order ORD-2024-058213 · Tradewind for Brands",
                               tw_detail("ORD-2024-058213", "Shipped", 3, "Marked as shipped. Juniper & Pine will get the tracking link by email.", track), ud)),
        ("click('22')", axtree("Orders · Tradewind for Brands", tw_orders(TW_NEW[1:], (3, 7, 53)), uo)),
        ("click('25')", axtree("Payouts · Tradewind for Brands", pay, f"{TW}/payouts")),
    ]
    state = goal_state("Accept the new Juniper & Pine order and ship it with UPS (tracking 1Z4R7E290312847562), then check that its payout is pending.",
                       "Home · Tradewind for Brands", tw_nav(4) + ["[40] main ''", "\theading 'Good morning, Ardent Home Goods'"], f"{TW}/")
    rs.add(task=TASK, tid="h24-web-14", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="order number in the detail heading changes from ORD-2024-058213 to ORD-2024-058231 right after accepting")


# ---------------------------------------------------------------------------------------------------------
# h24-web-15  DokuWiki: edit a runbook, preview, save, revisions, diff, recent changes (clean).
# ---------------------------------------------------------------------------------------------------------
DW = "https://wiki.northwind.dev/doku.php"
DW_SRC_OLD = ("====== Backup & Restore Runbook ======\\n\\n===== Scope =====\\nNightly restic backups of the Postgres primary (pg-prod-1) "
              "and the uploads bucket go to the Backblaze B2 repository ''b2:nw-backups''.\\n\\n===== Schedule =====\\n"
              "^ Job ^ When (UTC) ^ Retention ^\\n| pg_dump + restic | 02:15 daily | 14 daily, 8 weekly, 12 monthly |\\n"
              "| uploads sync | 03:00 daily | 30 days |\\n\\n===== Restore =====\\n  - Stop the app workers\\n  - List snapshots\\n"
              "  - Restore the snapshot into /srv/restore\\n  - Load the dump with pg_restore\\n  - Point the app at the restored database and start the workers\\n\\n"
              "===== Contacts =====\\nOn-call: #ops-oncall")
DW_ADD = ("===== Verification =====\\nEvery Monday run ''restic -r b2:nw-backups:pg check --read-data-subset=5%'' "
          "and page on-call if it reports any error.\\n\\n")
DW_SRC_NEW = DW_SRC_OLD.replace("===== Contacts =====", DW_ADD + "===== Contacts =====")


def dw_rendered(new: bool) -> list[str]:
    out = ["\theading 'Backup & Restore Runbook'",
           "\t[60] navigation 'Table of Contents'", "\t\t[61] link 'Scope'", "\t\t[62] link 'Schedule'", "\t\t[63] link 'Restore'"]
    if new:
        out += ["\t\t[64] link 'Verification'"]
    out += ["\t\t[65] link 'Contacts'",
            "\theading 'Scope'",
            "\tStaticText 'Nightly restic backups of the Postgres primary (pg-prod-1) and the uploads bucket go to the Backblaze B2 repository'",
            "\tcode 'b2:nw-backups'",
            "\theading 'Schedule'", "\ttable ''", "\t\trow ''", "\t\t\tcolumnheader 'Job'", "\t\t\tcolumnheader 'When (UTC)'",
            "\t\t\tcolumnheader 'Retention'", "\t\trow ''", "\t\t\tcell 'pg_dump + restic'", "\t\t\tcell '02:15 daily'",
            "\t\t\tcell '14 daily, 8 weekly, 12 monthly'", "\t\trow ''", "\t\t\tcell 'uploads sync'", "\t\t\tcell '03:00 daily'",
            "\t\t\tcell '30 days'",
            "\theading 'Restore'", "\tlist ''", "\t\tlistitem 'Stop the app workers'", "\t\tlistitem 'List snapshots'",
            "\t\tlistitem 'Restore the snapshot into /srv/restore'", "\t\tlistitem 'Load the dump with pg_restore'",
            "\t\tlistitem 'Point the app at the restored database and start the workers'"]
    if new:
        out += ["\theading 'Verification'", "\tStaticText 'Every Monday run'",
                "\tcode 'restic -r b2:nw-backups:pg check --read-data-subset=5%'",
                "\tStaticText 'and page on-call if it reports any error.'"]
    out += ["\theading 'Contacts'", "\tStaticText 'On-call: #ops-oncall'"]
    return out


def dw_frame(main: list[str], modified: str, tools: bool = True) -> list[str]:
    out = ["[10] banner ''", "\t[11] link 'Northwind Ops Wiki'", "\tStaticText 'Logged in as: Alex Chen (achen)'",
           "\t[13] link 'Admin'", "\t[14] link 'Update Profile'", "\t[15] link 'Log Out'",
           "\t[16] link 'Recent Changes'", "\t[17] link 'Media Manager'", "\t[18] link 'Sitemap'",
           "\t[19] searchbox 'Search'", "\t[20] button 'Search'",
           "\tStaticText 'Trace: » start » rotation » backup_restore'",
           "\tStaticText 'You are here: start » ops » runbooks » backup_restore'",
           "[50] main ''"] + main
    if tools:
        out += ["[200] navigation 'Page Tools'", "\t[201] link 'Edit this page'", "\t[202] link 'Old revisions'",
                "\t[203] link 'Backlinks'", "\t[204] link 'Subscribe to page changes'", "\t[205] link 'Back to top'"]
    out += ["[220] contentinfo ''", f"\tStaticText 'ops/runbooks/backup_restore.txt · Last modified: {modified}'",
            "\tStaticText 'Except where otherwise noted, content on this wiki is licensed under CC Attribution-Share Alike 4.0 International'"]
    return out


def dw_editor(src: str, summary: str) -> list[str]:
    return ["\theading 'Edit page'",
            "\tStaticText 'Edit the page and hit Save. See wiki:syntax for Wiki syntax. Please edit the page only if you can improve it.'",
            "\t[120] toolbar ''", "\t\t[121] button 'Bold Text'", "\t\t[122] button 'Italic Text'", "\t\t[123] button 'Code Text'",
            "\t\t[124] button 'Headline'", "\t\t[125] button 'Internal Link'", "\t\t[126] button 'Ordered List Item'",
            "\t\t[127] button 'Insert Table'",
            f"\t[130] textbox '' value='{src}' multiline: True required: False",
            "\t[131] button 'Save'", "\t[132] button 'Preview'", "\t[133] button 'Cancel'",
            f"\t[134] textbox 'Edit summary:' value='{summary}' required: False",
            "\t[135] checkbox 'Minor Changes' checked: false"]


def t15(rs: RowSet) -> None:
    page = f"{DW}?id=ops:runbooks:backup_restore"
    m_old = "2024/04/02 16:11 by mkovac"
    m_new = "2024/05/21 09:48 by achen"
    summ = "add weekly restic check step"
    revs = ["\theading 'Old Revisions'",
            "\tStaticText 'This is a list of all old revisions of the current document. To revert to an old revision, select it from below, click Edit this page and save it.'",
            "\t[140] list ''",
            "\t\t[141] listitem ''", "\t\t\tStaticText '2024/05/21 09:48'", "\t\t\t[142] link 'backup_restore'",
            f"\t\t\tStaticText '{summ}'", "\t\t\tStaticText 'Alex Chen'", "\t\t\tStaticText '+211 B'", "\t\t\tStaticText '(current)'",
            "\t\t[144] listitem ''", "\t\t\t[145] checkbox '' checked: false", "\t\t\tStaticText '2024/04/02 16:11'",
            "\t\t\t[146] link 'Show differences to current revisions'", "\t\t\t[147] link 'backup_restore'",
            "\t\t\tStaticText 'retention: 12 monthly'", "\t\t\tStaticText 'Mira Kovac'", "\t\t\tStaticText '+14 B'",
            "\t\t[148] listitem ''", "\t\t\t[149] checkbox '' checked: false", "\t\t\tStaticText '2024/03/15 11:02'",
            "\t\t\t[150] link 'Show differences to current revisions'", "\t\t\t[151] link 'backup_restore'",
            "\t\t\tStaticText 'add uploads sync job'", "\t\t\tStaticText 'Mira Kovac'", "\t\t\tStaticText '+388 B'",
            "\t\t[152] listitem ''", "\t\t\t[153] checkbox '' checked: false", "\t\t\tStaticText '2023/11/08 14:20'",
            "\t\t\t[154] link 'Show differences to current revisions'", "\t\t\t[155] link 'backup_restore'",
            "\t\t\tStaticText 'created'", "\t\t\tStaticText 'Jonah Pierce'", "\t\t\tStaticText '+1.6 KB'",
            "\t[160] button 'Show differences between selected revisions'"]
    diff = ["\theading 'Differences'",
            "\tStaticText 'This shows you the differences between two versions of the page.'",
            "\t[170] link 'Side by Side'", "\t[171] link 'Inline'",
            "\t[175] table ''", "\t\trow ''", "\t\t\tcell 'ops:runbooks:backup_restore [2024/04/02 16:11] mkovac retention: 12 monthly'",
            f"\t\t\tcell 'ops:runbooks:backup_restore [2024/05/21 09:48] (current) achen {summ}'",
            "\t\trow ''", "\t\t\tcell 'Line 19:'", "\t\t\tcell 'Line 19:'",
            "\t\trow ''", "\t\t\tcell '  - Point the app at the restored database and start the workers'",
            "\t\t\tcell '  - Point the app at the restored database and start the workers'",
            "\t\trow ''", "\t\t\tcell ''", "\t\t\tcell ''",
            "\t\trow ''", "\t\t\tcell ''", "\t\t\tcell '+===== Verification ====='",
            "\t\trow ''", "\t\t\tcell ''", "\t\t\tcell '+Every Monday run ''restic -r b2:nw-backups:pg check --read-data-subset=5%'' and page on-call if it reports any error.'",
            "\t\trow ''", "\t\t\tcell ''", "\t\t\tcell '+'",
            "\t\trow ''", "\t\t\tcell '===== Contacts ====='", "\t\t\tcell '===== Contacts ====='"]
    recent = ["\theading 'Recent Changes'",
              "\tStaticText 'The following pages were changed recently.'",
              "\t[180] combobox 'show changes of' hasPopup: menu", "\t\tStaticText 'pages'", "\t[181] button 'Go'",
              "\t[182] list ''"]
    for i, (when, pid, who, what, size) in enumerate([
            ("2024/05/21 09:48", "ops:runbooks:backup_restore", "Alex Chen", summ, "+211 B"),
            ("2024/05/21 09:31", "ops:oncall:rotation", "Priya Nair", "swap Jun 3-9 with Sam", "+2 B"),
            ("2024/05/20 17:05", "ops:runbooks:postgres_failover", "Mira Kovac", "pgbouncer pool sizes after the upgrade", "+96 B"),
            ("2024/05/20 11:40", "ops:services:webhooks", "Priya Nair", "retry policy and failure table", "+1.1 KB"),
            ("2024/05/17 15:22", "ops:runbooks:cert_renewal", "Sam Okoro", "", "−40 B"),
            ("2024/05/16 09:12", "start", "Jonah Pierce", "link the new on-call page", "+31 B")]):
        b = 183 + 3 * i
        out = [f"\t\t[{b}] listitem ''", f"\t\t\tStaticText '{when}'", f"\t\t\t[{b + 1}] link '{pid}'"]
        if what:
            out += [f"\t\t\tStaticText '– {what}'"]
        out += [f"\t\t\tStaticText '{who}'", f"\t\t\tStaticText '{size}'"]
        recent += out
    ue = f"{page}&do=edit"
    turns = [
        (f"goto('{page}')", axtree("ops:runbooks:backup_restore [Northwind Ops Wiki]", dw_frame(dw_rendered(False), m_old), page)),
        ("click('201')", axtree("ops:runbooks:backup_restore [Northwind Ops Wiki]", dw_frame(dw_editor(DW_SRC_OLD, ""), m_old, tools=False), ue)),
        (f"fill('130', '{DW_SRC_NEW}')", axtree("ops:runbooks:backup_restore [Northwind Ops Wiki]", dw_frame(dw_editor(DW_SRC_NEW, ""), m_old, tools=False), ue)),
        ("click('132')", axtree("ops:runbooks:backup_restore [Northwind Ops Wiki]",
                                dw_frame(["\theading 'Preview'", "\tStaticText 'This is only a preview; changes are not saved yet!'"]
                                         + dw_rendered(True) + dw_editor(DW_SRC_NEW, ""), m_old, tools=False), f"{DW}")),
        (f"fill('134', '{summ}')", axtree("ops:runbooks:backup_restore [Northwind Ops Wiki]",
                                          dw_frame(["\theading 'Preview'", "\tStaticText 'This is only a preview; changes are not saved yet!'"]
                                                   + dw_rendered(True) + dw_editor(DW_SRC_NEW, summ), m_old, tools=False), f"{DW}")),
        ("click('131')", axtree("ops:runbooks:backup_restore [Northwind Ops Wiki]", dw_frame(dw_rendered(True), m_new), page)),
        ("click('202')", axtree("ops:runbooks:backup_restore - Old revisions [Northwind Ops Wiki]", dw_frame(revs, m_new), f"{page}&do=revisions")),
        ("click('146')", axtree("ops:runbooks:backup_restore - Differences [Northwind Ops Wiki]", dw_frame(diff, m_new),
                                f"{page}&do=diff&rev=1712074260")),
        ("click('16')", axtree("Recent Changes [Northwind Ops Wiki]", dw_frame(recent, m_new, tools=False), f"{DW}?id=ops:runbooks:backup_restore&do=recent")),
    ]
    state = goal_state("Add a Verification section to the backup & restore runbook telling on-call to run a weekly restic check, with a sensible edit summary.",
                       "start [Northwind Ops Wiki]", ["[10] banner ''", "\t[11] link 'Northwind Ops Wiki'", "[50] main ''", "\theading 'Welcome to the Ops Wiki'"],
                       f"{DW}?id=start")
    rs.add(task=TASK, tid="h24-web-15", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-16  Znuny (OTRS) agent: lock a printer ticket, raise priority, add a note, close it.
# ---------------------------------------------------------------------------------------------------------
ZN = "https://helpdesk.northwind.dev/otrs/index.pl"
ZN_TN = "2024052110000437"
ZN_TITLE = "Printer on 3rd floor jams on every duplex job"


def zn_top(locked: int) -> list[str]:
    return ["[10] navigation ''", "\t[11] link 'Dashboard'", "\t[12] link 'Customers'", "\t[13] link 'Tickets'",
            "\t[14] link 'Reports'", "\t[15] link 'Admin'", "[20] toolbar ''", f"\t[21] link 'My Locked Tickets ({locked})'",
            "\t[22] link 'My Watched Tickets (0)'", "\t[23] link 'Responsible Tickets (4)'",
            "\t[24] searchbox 'Fulltext search'", "\t[25] link 'Ana Sousa'", "\t[26] link 'Logout'"]


def zn_zoom(info: dict[str, str], articles: list[tuple[str, str, str, str, str]], locked: int,
            dialog: list[str] | None = None) -> list[str]:
    out = zn_top(locked) + ["[40] main ''", f"\theading 'Ticket#{ZN_TN} — {ZN_TITLE}'", "\t[42] menubar ''"]
    for i, m in enumerate(["Back", "Unlock" if info["Locked"] == "lock" else "Lock", "History", "Print", "Priority",
                           "Free Fields", "Link", "Owner", "Responsible", "Customer", "Note", "Phone Call Outbound",
                           "Phone Call Inbound", "E-Mail Outbound", "Merge", "Pending", "Watch", "Close"]):
        out.append(f"\t\t[{43 + i}] menuitem '{m}'")
    out += ["\t\t[62] combobox 'Change queue' hasPopup: menu expanded: False", "\t\t\tStaticText '- Move -'",
            "\t[70] region 'Ticket Information'"]
    for k in ["Age", "Created", "Created by", "State", "Locked", "Priority", "Queue", "CustomerID", "Accounted time",
              "Owner", "Responsible"]:
        out.append(f"\t\tStaticText '{k}: {info[k]}'")
    out += ["\t[90] region 'Customer Information'", "\t\tStaticText 'Firstname: Lukas'", "\t\tStaticText 'Lastname: Berger'",
            "\t\tStaticText 'Email: lukas.berger@northwind.dev'", "\t\tStaticText 'Phone: +49 30 5557 2210'",
            "\t\tStaticText 'Location: Berlin office, 3rd floor'", "\t\t[96] link 'Open tickets (customer) (2)'",
            f"\t[100] table 'Article Overview ({len(articles)})'", "\t\trow ''"]
    out += [f"\t\t\tcolumnheader '{h}'" for h in ["No.", "Sender", "Channel", "From / Subject", "Created"]]
    for k, (sender, chan, frm, subj, created) in enumerate(articles, 1):
        out += ["\t\trow ''", f"\t\t\tcell '{k}'", f"\t\t\tcell '{sender}'", f"\t\t\tcell '{chan}'",
                f"\t\t\t[{110 + k}] link '{frm} {subj}'", f"\t\t\tcell '{created}'"]
    last = articles[-1]
    out += [f"\t[130] article '#{len(articles)} – {last[3]}'", f"\t\tStaticText 'From: {last[2]}'", f"\t\tStaticText 'Created: {last[4]}'",
            f"\t\tStaticText '{ZN_BODIES[last[3]]}'", "\t\t[134] link 'Reply'", "\t\t[135] link 'Forward'", "\t\t[136] link 'Split'"]
    if dialog:
        out += dialog
    return out


ZN_BODIES = {
    ZN_TITLE: ("Hi IT, the HP LaserJet M507 next to the 3rd floor kitchen (asset NW-PRN-0312) jams every time someone prints "
               "double-sided. Single-sided works. Paper is the usual 80 g A4. Thanks, Lukas"),
    "Duplex unit reseated": ("On site: duplex unit was not fully seated and the reversing roller is worn (glazed). Reseated the unit "
                             "and swapped in a spare roller kit (RM2-1256) from the IT stock room."),
    "Close": "Printed 20 duplex pages without a jam after the roller swap. Closing; Lukas confirmed by phone.",
}


def zn_dialog(title: str, fields: list[str]) -> list[str]:
    return [f"[300] dialog '{title}' modal: True", "\t[301] button 'Close this dialog'"] + ["\t" + f for f in fields] + ["\t[330] button 'Submit'"]


def t16(rs: RowSet) -> None:
    uz = f"{ZN}?Action=AgentTicketZoom;TicketID=8841"
    info = {"Age": "2 h 14 m", "Created": "05/21/2024 07:48", "Created by": "Lukas Berger (email)", "State": "new",
            "Locked": "unlock", "Priority": "3 normal", "Queue": "IT::Hardware", "CustomerID": "northwind",
            "Accounted time": "0", "Owner": "Tomasz Wiśniewski (twisniewski)", "Responsible": "Ana Sousa (asousa)"}
    a1 = ("customer", "email", "Lukas Berger", ZN_TITLE, "05/21/2024 07:48")
    a2 = ("agent", "Internal", "Ana Sousa", "Duplex unit reseated", "05/21/2024 10:09")
    a3 = ("agent", "Internal", "Ana Sousa", "Close", "05/21/2024 10:13")
    i_lock = {**info, "Age": "2 h 15 m", "Locked": "lock", "Owner": "Ana Sousa (asousa)"}
    i_prio = {**i_lock, "Age": "2 h 17 m", "Priority": "4 high"}
    i_bad = {**i_prio, "Queue": "IT::Software"}
    i_note = {**i_prio, "Age": "2 h 21 m"}
    i_close = {**i_note, "Age": "2 h 25 m", "State": "closed successful", "Locked": "unlock"}

    def prio_dlg(p: str) -> list[str]:
        return zn_dialog(f"Change Priority of Ticket: {ZN_TN} — {ZN_TITLE}",
                         ["StaticText 'Priority'", "[303] combobox 'Priority' hasPopup: menu expanded: False", f"\tStaticText '{p}'",
                          "\toption '1 very low'", "\toption '2 low'", "\toption '3 normal'", "\toption '4 high'", "\toption '5 very high'",
                          "[310] textbox 'Subject' value='Priority Updated' required: False",
                          "[311] textbox 'Text' value='' multiline: True required: False"])

    note_text = ZN_BODIES["Duplex unit reseated"]
    close_text = ZN_BODIES["Close"]

    def note_dlg(text: str) -> list[str]:
        return zn_dialog(f"Add Note to Ticket: {ZN_TN} — {ZN_TITLE}",
                         ["[310] textbox 'Subject *' value='Duplex unit reseated' required: True",
                          f"[311] textbox 'Text *' value='{text}' multiline: True required: True",
                          "[312] checkbox 'Is visible for customer' checked: false",
                          "[313] button 'Attachments'", "[314] spinbutton 'Time units (minutes)' value=''"])

    def close_dlg(text: str) -> list[str]:
        return zn_dialog(f"Close Ticket: {ZN_TN} — {ZN_TITLE}",
                         ["StaticText 'Next state'", "[303] combobox 'Next state' hasPopup: menu expanded: False",
                          "\tStaticText 'closed successful'",
                          "[310] textbox 'Subject *' value='Close' required: True",
                          f"[311] textbox 'Text *' value='{text}' multiline: True required: True",
                          "[314] spinbutton 'Time units (minutes)' value=''"])

    queue = zn_top(2) + ["[40] main ''", "\theading 'QueueView: IT::Hardware'", "\t[42] tablist ''",
                         "\t\t[43] tab 'IT (3)' selected: False", "\t\t[44] tab 'IT::Hardware (5)' selected: True",
                         "\t\t[45] tab 'IT::Network (4)' selected: False", "\t\t[46] tab 'IT::Software (9)' selected: False",
                         "\t[50] table ''", "\t\trow ''"]
    queue += [f"\t\t\tcolumnheader '{h}'" for h in ["Ticket#", "Age", "Title", "State", "Lock", "Priority", "Owner"]]
    for k, (tn, age, ttl, st, lk, pr, ow) in enumerate([
            (ZN_TN, "2 h 14 m", ZN_TITLE, "new", "unlock", "3 normal", "twisniewski"),
            ("2024052010000911", "1 d 3 h", "Docking station does not charge the laptop", "open", "lock", "3 normal", "twisniewski"),
            ("2024051710000204", "4 d 2 h", "Replace cracked monitor (NW-MON-1187)", "pending reminder", "lock", "2 low", "asousa"),
            ("2024051610000588", "5 d 1 h", "Badge reader at loading dock offline", "open", "unlock", "4 high", "mbauer"),
            ("2024051310000127", "8 d 4 h", "New keyboard for Hannah Brooks", "open", "lock", "1 very low", "asousa")]):
        queue += ["\t\trow ''", f"\t\t\t[{60 + k}] link '{tn}'", f"\t\t\tcell '{age}'", f"\t\t\tcell '{ttl}'", f"\t\t\tcell '{st}'",
                  f"\t\t\tcell '{lk}'", f"\t\t\tcell '{pr}'", f"\t\t\tcell '{ow}'"]
    ttl = f"{ZN_TN} - Zoom - Ticket - Znuny"
    turns = [
        (f"goto('{ZN}?Action=AgentTicketQueue;QueueID=4')", axtree("QueueView - Ticket - Znuny", queue, f"{ZN}?Action=AgentTicketQueue;QueueID=4")),
        ("click('60')", axtree(ttl, zn_zoom(info, [a1], 2), uz)),
        ("click('44')", axtree(ttl, zn_zoom(i_lock, [a1], 3), uz)),
        ("click('47')", axtree(ttl, zn_zoom(i_lock, [a1], 3, prio_dlg("3 normal")), uz)),
        ("select_option('303', '4 high')", axtree(ttl, zn_zoom(i_lock, [a1], 3, prio_dlg("4 high")), uz)),
        ("click('330')", axtree(ttl, zn_zoom(i_bad, [a1], 3), uz)),
        ("click('53')", axtree(ttl, zn_zoom(i_prio, [a1], 3, note_dlg("")), uz)),
        (f"fill('311', '{note_text}')", axtree(ttl, zn_zoom(i_prio, [a1], 3, note_dlg(note_text)), uz)),
        ("click('330')", axtree(ttl, zn_zoom(i_note, [a1, a2], 3), uz)),
        ("click('60')", axtree(ttl, zn_zoom(i_note, [a1, a2], 3, close_dlg("")), uz)),
        (f"fill('311', '{close_text}')", axtree(ttl, zn_zoom(i_note, [a1, a2], 3, close_dlg(close_text)), uz)),
        ("click('330')", axtree(ttl, zn_zoom(i_close, [a1, a2, a3], 2), uz)),
    ]
    state = goal_state("Take the 3rd-floor printer ticket in IT::Hardware: lock it, set priority 4 high, document the duplex fix in an internal note and close it as successful.",
                       "Dashboard - Znuny", zn_top(2) + ["[40] main ''", "\theading 'Dashboard'"], f"{ZN}?Action=AgentDashboard")
    rs.add(task=TASK, tid="h24-web-16", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="ticket queue shows IT::Software after a priority change; it was IT::Hardware and was never moved")


# ---------------------------------------------------------------------------------------------------------
# h24-web-17  Evergreen OPAC: renew two loans, re-sort, suspend a hold, account summary (clean).
# ---------------------------------------------------------------------------------------------------------
EG = "https://catalog.cascadelibraries.org/eg/opac"
EG_LOANS = {  # key: title, author, renewals left, due, barcode, call number
    "edu": ("Educated : a memoir", "Westover, Tara", 2, "5/23/2024", "31234000562812", "920 WES"),
    "chem": ("Lessons in chemistry", "Garmus, Bonnie", 3, "5/27/2024", "31234000588104", "FIC GAR"),
    "anx": ("The anxious generation : how the great rewiring of childhood is causing an epidemic of mental illness", "Haidt, Jonathan", 1,
            "5/30/2024", "31234000601177", "305.23 HAI"),
    "zev": ("Tomorrow, and tomorrow, and tomorrow", "Zevin, Gabrielle", 2, "6/6/2024", "31234000577390", "FIC ZEV"),
}


def eg_frame(active: str, body: list[str]) -> list[str]:
    out = ["[10] banner ''", "\t[11] link 'Cascade Libraries'", "\tStaticText 'Hello, Marisol Vega'",
           "\t[13] link 'My Account'", "\t[14] link 'Logout'", "[20] search ''", "\t[21] textbox 'Search the catalog' required: False",
           "\t[22] combobox 'Search type' hasPopup: menu", "\t\tStaticText 'Keyword'", "\t[24] button 'Search'",
           "\t[25] link 'Advanced Search'", "[30] navigation 'Account'"]
    for i, it in enumerate(["Account Summary", "Items Checked Out", "Holds", "Charges", "Account Preferences", "Lists", "Messages"]):
        out.append(f"\t[{31 + i}] link '{it}'" + (" current: page" if it == active else ""))
    return out + ["[50] main ''"] + body + ["[400] contentinfo ''", "\tStaticText 'Cascade Libraries · Powered by Evergreen'"]


def eg_loans(order: list[str], loans: dict[str, tuple], checked: set[str], sort: str, msg: str | None = None) -> list[str]:
    body = ["\theading 'Items Checked Out'", "\t[52] tablist ''", "\t\t[53] tab 'Current Items Checked Out (4)' selected: True",
            "\t\t[54] tab 'Check Out History' selected: False"]
    if msg:
        body += ["\t[56] status ''", f"\t\tStaticText '{msg}'"]
    body += ["\t[58] button 'Renew Selected Titles'", "\t[59] button 'Renew All'", "\t[60] table ''", "\t\trow ''",
             "\t\t\tcolumnheader ''"]
    for i, h in enumerate(["Title", "Author", "Renewals Left", "Due Date", "Barcode", "Call number"]):
        body.append(f"\t\t\t[{61 + i}] columnheader '{h}{' ▲' if h == sort else ''}'")
    keys = list(EG_LOANS)
    for k in order:
        title, author, left, due, bc, call = loans[k]
        b = 80 + 4 * keys.index(k)
        body += ["\t\trow ''", f"\t\t\t[{b}] checkbox 'Select {title}' checked: {'true' if k in checked else 'false'}",
                 f"\t\t\t[{b + 1}] link '{title}'", f"\t\t\tcell '{author}'", f"\t\t\tcell '{left}'", f"\t\t\tcell '{due}'",
                 f"\t\t\tcell '{bc}'", f"\t\t\tcell '{call}'"]
    return body


EG_HOLDS = {"james": ("James : a novel", "Everett, Percival", "Main Library"),
            "women": ("The women : a novel", "Hannah, Kristin", "Main Library")}


def eg_holds(pos: dict[str, str], active: dict[str, bool], checked: set[str], action: str, msg: str | None = None) -> list[str]:
    body = ["\theading 'Holds'", "\t[52] tablist ''", "\t\t[53] tab 'Items on Hold' selected: True", "\t\t[54] tab 'Holds History' selected: False"]
    if msg:
        body += ["\t[56] status ''", f"\t\tStaticText '{msg}'"]
    body += ["\t[58] combobox 'Actions for selected holds' hasPopup: menu expanded: False", f"\t\tStaticText '{action}'",
             "\t\toption '-- Actions for selected holds --'", "\t\toption 'Suspend'", "\t\toption 'Activate'", "\t\toption 'Cancel'",
             "\t[59] button 'Go'", "\t[60] table ''", "\t\trow ''"]
    body += [f"\t\t\tcolumnheader '{h}'" for h in ["", "Title", "Author", "Pickup Location", "Active", "Status"]]
    for i, (k, (title, author, loc)) in enumerate(EG_HOLDS.items()):
        b = 70 + 3 * i
        body += ["\t\trow ''", f"\t\t\t[{b}] checkbox 'Select {title}' checked: {'true' if k in checked else 'false'}",
                 f"\t\t\t[{b + 1}] link '{title}'", f"\t\t\tcell '{author}'", f"\t\t\tcell '{loc}'",
                 f"\t\t\tcell '{'Yes' if active[k] else 'No (suspended)'}'",
                 f"\t\t\tcell 'Waiting for copy · queue position {pos[k]}'"]
    return body


def t17(rs: RowSet) -> None:
    uc = f"{EG}/myopac/circs"
    uh = f"{EG}/myopac/holds"
    l2 = dict(EG_LOANS)
    l2["edu"] = (*EG_LOANS["edu"][:2], 1, "6/11/2024", *EG_LOANS["edu"][4:])
    l2["anx"] = (*EG_LOANS["anx"][:2], 0, "6/11/2024", *EG_LOANS["anx"][4:])
    by_due0 = ["edu", "chem", "anx", "zev"]
    by_due1 = ["chem", "zev", "edu", "anx"]
    by_title = ["anx", "edu", "chem", "zev"]
    pos0 = {"james": "3 of 7", "women": "12 of 40"}
    pos1 = {"james": "2 of 6", "women": "12 of 40"}
    on = {"james": True, "women": True}
    off = {"james": True, "women": False}
    summary = ["\theading 'Account Summary'", "\t[52] region 'Account Summary'",
               "\t\tStaticText 'Items Checked Out'", "\t\t[54] link '4'",
               "\t\tStaticText 'Items on Hold'", "\t\t[56] link '2'", "\t\tStaticText 'Items Ready for Pickup'", "\t\tStaticText '0'",
               "\t\tStaticText 'Charges'", "\t\t[59] link '$1.20'",
               "\t\tStaticText 'Next item due: Lessons in chemistry, 5/27/2024'",
               "\t\tStaticText 'Library card: 23210004419852 · expires 11/30/2025'",
               "\t[70] region 'Charges'", "\t\tStaticText 'Overdue materials: Circe (returned 5/10/2024) — $1.20'",
               "\t\t[72] button 'Pay charges'"]
    title = "Cascade Libraries - My Account"
    turns = [
        (f"goto('{uc}')", axtree(title, eg_frame("Items Checked Out", eg_loans(by_due0, EG_LOANS, set(), "Due Date")), uc)),
        ("check('80')", axtree(title, eg_frame("Items Checked Out", eg_loans(by_due0, EG_LOANS, {"edu"}, "Due Date")), uc)),
        ("check('88')", axtree(title, eg_frame("Items Checked Out", eg_loans(by_due0, EG_LOANS, {"edu", "anx"}, "Due Date")), uc)),
        ("click('58')", axtree(title, eg_frame("Items Checked Out", eg_loans(by_due1, l2, set(), "Due Date", msg="2 item(s) successfully renewed.")), uc)),
        ("click('61')", axtree(title, eg_frame("Items Checked Out", eg_loans(by_title, l2, set(), "Title")), f"{uc}?sort=title")),
        ("click('33')", axtree(title, eg_frame("Holds", eg_holds(pos0, on, set(), "-- Actions for selected holds --")), uh)),
        ("check('73')", axtree(title, eg_frame("Holds", eg_holds(pos0, on, {"women"}, "-- Actions for selected holds --")), uh)),
        ("select_option('58', 'Suspend')", axtree(title, eg_frame("Holds", eg_holds(pos0, on, {"women"}, "Suspend")), uh)),
        ("click('59')", axtree(title, eg_frame("Holds", eg_holds(pos1, off, set(), "-- Actions for selected holds --",
                                                                 msg="1 hold suspended.")), uh)),
        ("click('31')", axtree(title, eg_frame("Account Summary", summary), f"{EG}/myopac/main")),
    ]
    state = goal_state("Renew Educated and The Anxious Generation, then suspend the hold on The Women while you are travelling.",
                       "Cascade Libraries - Catalog", ["[10] banner ''", "\t[11] link 'Cascade Libraries'", "[50] main ''", "\theading 'Search the catalog'"],
                       f"{EG}/home")
    rs.add(task=TASK, tid="h24-web-17", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-18  Clinic patient portal: read lipid and A1c results, message the doctor, look at the lipids again.
# ---------------------------------------------------------------------------------------------------------
CV = "https://mychart.cedarvalleyclinic.org/portal"
LIPIDS = [("Total Cholesterol", "212 mg/dL", "<200 mg/dL", "High"), ("Triglycerides", "131 mg/dL", "<150 mg/dL", ""),
          ("HDL Cholesterol", "48 mg/dL", ">39 mg/dL", ""), ("LDL Cholesterol (calculated)", "138 mg/dL", "<100 mg/dL", "High"),
          ("Cholesterol/HDL Ratio", "4.4", "<5.0", ""), ("Non-HDL Cholesterol", "164 mg/dL", "<130 mg/dL", "High")]
CV_RESULTS = [("Lipid Panel", "05/14/2024"), ("Hemoglobin A1c", "05/14/2024"), ("Comprehensive Metabolic Panel", "05/14/2024"),
              ("TSH", "05/14/2024"), ("CBC with Differential", "02/02/2024"), ("Vitamin D, 25-Hydroxy", "02/02/2024")]


def cv_frame(active: str, new_results: int, body: list[str]) -> list[str]:
    out = ["[10] banner ''", "\t[11] link 'Cedar Valley Clinic'", "\tStaticText 'Jordan Alvarez'", "\t[13] button 'Account' hasPopup: menu",
           "\t[14] link 'Log out'", "[20] navigation 'Main'"]
    for i, it in enumerate(["Home", f"Test Results ({new_results} new)" if new_results else "Test Results", "Messages",
                            "Appointments", "Health Summary", "Billing", "Forms"]):
        out.append(f"\t[{21 + i}] link '{it}'" + (" current: page" if it.startswith(active) else ""))
    return out + ["[40] main ''"] + body + ["[500] contentinfo ''", "\tStaticText 'Cedar Valley Clinic · 1200 Orchard Way, Yakima, WA · (509) 555-0107'"]


def cv_list(seen: set[str]) -> list[str]:
    body = ["\theading 'Test Results'", "\t[42] searchbox 'Search results'", "\t[43] combobox 'Sort' hasPopup: menu", "\t\tStaticText 'Newest first'",
            "\t[45] list ''"]
    for k, (name, date) in enumerate(CV_RESULTS):
        new = date == "05/14/2024" and name not in seen
        body += [f"\t\t[{50 + 3 * k}] listitem ''", f"\t\t\t[{51 + 3 * k}] link '{name}'", f"\t\t\tStaticText 'Collected {date}'",
                 "\t\t\tStaticText 'Reviewed by Nadia Farouk, MD'"] + (["\t\t\tStaticText 'New'"] if new else [])
    return body


def cv_lipid(rows: list[tuple]) -> list[str]:
    body = ["\t[41] link '‹ Back to Test Results'", "\theading 'Lipid Panel'",
            "\tStaticText 'Collected: 05/14/2024 08:05 AM · Resulted: 05/15/2024 02:31 PM'",
            "\tStaticText 'Ordered by: Nadia Farouk, MD · Performed by: Quest Diagnostics'",
            "\t[44] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Component'", "\t\t\tcolumnheader 'Your Value'",
            "\t\t\tcolumnheader 'Standard Range'", "\t\t\tcolumnheader 'Flag'"]
    for comp, val, rng, flag in rows:
        body += ["\t\trow ''", f"\t\t\tcell '{comp}'", f"\t\t\tcell '{val}'", f"\t\t\tcell '{rng}'", f"\t\t\tcell '{flag}'"]
    body += ["\theading 'Provider comment'",
             "\tStaticText 'Cholesterol is a little higher than last year. Let us talk about diet and exercise and recheck in 6 months. – Dr. Farouk'",
             "\t[60] button 'Ask a question about this result'", "\t[61] button 'Trends'", "\t[62] button 'Download PDF'"]
    return body


def t18(rs: RowSet) -> None:
    a1c = ["\t[41] link '‹ Back to Test Results'", "\theading 'Hemoglobin A1c'",
           "\tStaticText 'Collected: 05/14/2024 08:05 AM · Resulted: 05/15/2024 11:52 AM'",
           "\tStaticText 'Ordered by: Nadia Farouk, MD · Performed by: Quest Diagnostics'",
           "\t[44] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Component'", "\t\t\tcolumnheader 'Your Value'",
           "\t\t\tcolumnheader 'Standard Range'", "\t\t\tcolumnheader 'Flag'",
           "\t\trow ''", "\t\t\tcell 'Hemoglobin A1c'", "\t\t\tcell '6.4 %'", "\t\t\tcell '4.0 - 5.6 %'", "\t\t\tcell 'High'",
           "\t\trow ''", "\t\t\tcell 'Estimated Average Glucose'", "\t\t\tcell '137 mg/dL'", "\t\t\tcell ''", "\t\t\tcell ''",
           "\theading 'Provider comment'",
           "\tStaticText 'This is in the prediabetes range (5.7 - 6.4). Same as in February. – Dr. Farouk'",
           "\t[60] button 'Ask a question about this result'", "\t[61] button 'Trends'", "\t[62] button 'Download PDF'"]
    msg_body = ("Hi Dr. Farouk, my A1c came back at 6.4% and my LDL at 138. Should I start a statin or try diet changes first? "
                "I can come in any weekday after June 3. Thanks, Jordan")

    def compose(text: str) -> list[str]:
        return ["\theading 'New Message'", "\tStaticText 'To: Nadia Farouk, MD and care team'",
                "\t[70] textbox 'Subject' value='Question about: Hemoglobin A1c (05/14/2024)' required: True",
                "\tStaticText 'Attached result: Hemoglobin A1c, collected 05/14/2024'",
                f"\t[72] textbox 'Message' value='{text}' multiline: True required: True",
                "\tStaticText 'Messages are answered within 2 business days. For urgent issues call (509) 555-0107.'",
                "\t[74] button 'Send'" + ("" if text else ", disabled"), "\t[75] button 'Cancel'"]

    sent = ["\theading 'Messages'", "\t[41] status ''", "\t\tStaticText 'Your message was sent to Nadia Farouk, MD and care team.'",
            "\t[43] tablist ''", "\t\t[44] tab 'Inbox' selected: False", "\t\t[45] tab 'Sent' selected: True",
            "\t[50] table ''", "\t\trow ''", "\t\t\tcolumnheader 'To'", "\t\t\tcolumnheader 'Subject'", "\t\t\tcolumnheader 'Sent'",
            "\t\trow ''", "\t\t\tcell 'Nadia Farouk, MD and care team'", "\t\t\t[52] link 'Question about: Hemoglobin A1c (05/14/2024)'",
            "\t\t\tcell '05/21/2024 09:17 AM'",
            "\t\trow ''", "\t\t\tcell 'Front Desk'", "\t\t\t[55] link 'Parking validation for lab visits'", "\t\t\tcell '05/13/2024 06:40 PM'",
            "\t\trow ''", "\t\t\tcell 'Nadia Farouk, MD and care team'", "\t\t\t[58] link 'Refill request: lisinopril'",
            "\t\t\tcell '03/29/2024 08:02 AM'"]
    summary = ["\theading 'Health Summary'",
               "\t[42] region 'Health Issues'", "\t\tStaticText 'Essential hypertension (I10) · since 2021'",
               "\t\tStaticText 'Prediabetes (R73.03) · since 2023'",
               "\t[45] region 'Medications'", "\t\tStaticText 'Lisinopril 10 mg tablet · take 1 tablet by mouth daily'",
               "\t\tStaticText 'Vitamin D3 2,000 unit capsule · take 1 capsule daily'",
               "\t[48] region 'Allergies'", "\t\tStaticText 'Sulfa (sulfonamide antibiotics) · rash'",
               "\t[50] region 'Last vitals (05/14/2024)'", "\t\tStaticText 'Blood pressure 132/84'", "\t\tStaticText 'Pulse 72'",
               "\t\tStaticText 'Weight 184 lb'", "\t\tStaticText 'BMI 27.2'",
               "\t[55] region 'Immunizations'", "\t\tStaticText 'Influenza, 10/09/2023'", "\t\tStaticText 'COVID-19 (2023-2024), 10/09/2023'",
               "\t\tStaticText 'Tdap, 06/22/2019'"]
    home = ["\theading 'Welcome, Jordan'", "\t[42] region 'Notifications'", "\t\tStaticText 'You have 4 new test results.'",
            "\t\t[44] link 'View test results'", "\t[46] region 'Upcoming appointments'",
            "\t\tStaticText 'Tue, Nov 12, 2024 8:00 AM · Lab draw (fasting) · Cedar Valley Clinic'"]
    bad_rows = [r if r[0] != "LDL Cholesterol (calculated)" else (r[0], "131 mg/dL", r[2], r[3]) for r in LIPIDS]
    ur = f"{CV}/results"
    ul = f"{CV}/results/lab/884213"
    ua = f"{CV}/results/lab/884214"
    turns = [
        (f"goto('{CV}/home')", axtree("Home - Cedar Valley Clinic Patient Portal", cv_frame("Home", 4, home), f"{CV}/home")),
        ("click('22')", axtree("Test Results - Cedar Valley Clinic Patient Portal", cv_frame("Test Results", 4, cv_list(set())), ur)),
        ("click('51')", axtree("Lipid Panel - Cedar Valley Clinic Patient Portal", cv_frame("Test Results", 3, cv_lipid(LIPIDS)), ul)),
        ("go_back()", axtree("Test Results - Cedar Valley Clinic Patient Portal", cv_frame("Test Results", 3, cv_list({"Lipid Panel"})), ur)),
        ("click('54')", axtree("Hemoglobin A1c - Cedar Valley Clinic Patient Portal", cv_frame("Test Results", 2, a1c), ua)),
        ("click('60')", axtree("New Message - Cedar Valley Clinic Patient Portal", cv_frame("Messages", 2, compose("")), f"{CV}/messages/new?result=884214")),
        (f"fill('72', '{msg_body}')", axtree("New Message - Cedar Valley Clinic Patient Portal", cv_frame("Messages", 2, compose(msg_body)),
                                              f"{CV}/messages/new?result=884214")),
        ("click('74')", axtree("Messages - Cedar Valley Clinic Patient Portal", cv_frame("Messages", 2, sent), f"{CV}/messages?tab=sent")),
        ("click('22')", axtree("Test Results - Cedar Valley Clinic Patient Portal", cv_frame("Test Results", 2, cv_list({"Lipid Panel", "Hemoglobin A1c"})), ur)),
        ("click('51')", axtree("Lipid Panel - Cedar Valley Clinic Patient Portal", cv_frame("Test Results", 2, cv_lipid(bad_rows)), ul)),
        ("click('25')", axtree("Health Summary - Cedar Valley Clinic Patient Portal", cv_frame("Health Summary", 2, summary), f"{CV}/health-summary")),
    ]
    state = goal_state("Look at the May lab results (lipids and A1c) and send Dr. Farouk a question about whether to start a statin.",
                       "Log in - Cedar Valley Clinic Patient Portal", ["[10] banner ''", "\t[11] link 'Cedar Valley Clinic'"], f"{CV}/login")
    rs.add(task=TASK, tid="h24-web-18", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="LDL in the same lipid panel reads 131 mg/dL on the second view; it was 138 mg/dL and nothing re-ran the lab")


# ---------------------------------------------------------------------------------------------------------
# h24-web-19  Orderlane supplier hub: restock a SKU, dashboard moves with new POs, switch to CAD (clean).
# ---------------------------------------------------------------------------------------------------------
OL = "https://supplier.orderlane.io/nordvik"
OL_INV = [("NV-1001", "Rolled Oats, Old Fashioned, 25 lb bag", 340, 60, 150, "May 20, 4:18 PM"),
          ("NV-1002", "Steel Cut Oats, 25 lb bag", 120, 40, 100, "May 20, 4:18 PM"),
          ("NV-1010", "Pearled Barley, 25 lb bag", 88, 12, 50, "May 17, 10:02 AM"),
          ("NV-1015", "Buckwheat Groats, Roasted, 25 lb bag", 64, 20, 40, "May 17, 10:02 AM"),
          ("NV-1022", "Red Lentils, Split, 25 lb bag", 410, 90, 200, "May 20, 4:18 PM"),
          ("NV-1023", "French Green Lentils, 25 lb bag", 150, 35, 100, "May 19, 8:30 AM"),
          ("NV-1030", "Quinoa, White, 25 lb bag", 275, 55, 120, "May 20, 4:18 PM"),
          ("NV-1040", "Oat Flour, Whole Grain, 10 lb bag", 210, 15, 80, "May 18, 2:44 PM"),
          ("NV-1207", "Oat & Honey Granola, 12 oz (case of 12)", 95, 30, 60, "May 20, 4:18 PM")]
OL_POS_OLD = [("4500872990", "Whole Foods Market – Pacific NW", "May 21, 8:12 AM", 6, 1840.00, "Acknowledged"),
              ("NG-88117-40", "Natural Grocers", "May 21, 7:55 AM", 2, 318.40, "New"),
              ("PCC-230518", "PCC Community Markets", "May 20, 3:20 PM", 4, 962.75, "Acknowledged"),
              ("4500872744", "Whole Foods Market – Pacific NW", "May 20, 11:05 AM", 3, 640.20, "Shipped"),
              ("NS-7710", "New Seasons Market", "May 20, 9:41 AM", 5, 1210.60, "Acknowledged")]
OL_POS_NEW = [("4500873321", "Whole Foods Market – Pacific NW", "May 21, 9:45 AM", 3, 512.25, "New"),
              ("NG-88120-77", "Natural Grocers", "May 21, 9:44 AM", 2, 251.50, "New")]
RATE = 1.3641


def money(x: float, cur: str) -> str:
    return usd(x) if cur == "USD" else f"CA${x * RATE:,.2f}"


def ol_frame(active: str, body: list[str], cur: str = "USD") -> list[str]:
    out = ["[10] banner ''", "\t[11] link 'Orderlane Supplier Hub'", "\tStaticText 'Nordvik Foods'",
           "\t[13] group 'Currency'", f"\t\t[14] button 'USD' pressed: {cur == 'USD'}", f"\t\t[15] button 'CAD' pressed: {cur == 'CAD'}",
           "\t[16] button 'Help'", "\t[17] button 'Erik Lund' hasPopup: menu", "[20] navigation ''"]
    for i, it in enumerate(["Dashboard", "Purchase Orders", "Inventory", "Invoices", "Shipments", "Reports", "Settings"]):
        out.append(f"\t[{21 + i}] link '{it}'" + (" current: page" if it == active else ""))
    return out + ["[40] main ''"] + body


def ol_dash(pos: list[tuple], kpi: dict[str, str], cur: str, rev: float, extra: list[str]) -> list[str]:
    body = ["\theading 'Dashboard'"] + extra + [
        "\t[42] region 'Open purchase orders'", f"\t\tStaticText '{kpi['open']}'",
        "\t[44] region 'Orders today'", f"\t\tStaticText '{kpi['today']}'", f"\t\tStaticText 'updated {kpi['upd']}'",
        "\t[47] region 'Fill rate (30 days)'", "\t\tStaticText '97.8%'",
        "\t[49] region 'Revenue month to date'", f"\t\tStaticText '{money(rev, cur)}'",
        "\t[51] region 'Last retailer sync'", f"\t\tStaticText '{kpi['sync']}'",
        "\theading 'Recent purchase orders'", "\t[60] table ''", "\t\trow ''"]
    body += [f"\t\t\tcolumnheader '{h}'" for h in ["PO number", "Retailer", "Received", "Lines", "Amount", "Status"]]
    for k, (po, ret, rec, lines, amt, st) in enumerate(pos[:5]):
        body += ["\t\trow ''", f"\t\t\t[{61 + k}] link '{po}'", f"\t\t\tcell '{ret}'", f"\t\t\tcell '{rec}'", f"\t\t\tcell '{lines}'",
                 f"\t\t\tcell '{money(amt, cur)}'", f"\t\t\tcell '{st}'"]
    body += ["\t[70] link 'View all purchase orders'"]
    if cur == "CAD":
        body += ["\tStaticText 'Amounts converted at 1 USD = 1.3641 CAD (Bank of Canada, May 21, 2024). Invoices stay in USD.'"]
    return body


def ol_inv(rows: list[tuple], query: str, total: int, edit: str | None = None, onhand_box: str = "",
           banner: str | None = None) -> list[str]:
    body = ["\theading 'Inventory'"]
    if banner:
        body += ["\t[41] status ''", f"\t\tStaticText '{banner}'"]
    body += [f"\t[42] searchbox 'Search SKU or product' value='{query}'", "\t[43] combobox 'Warehouse' hasPopup: menu",
             "\t\tStaticText 'Kent, WA (main)'", "\t[45] button 'Export CSV'", "\t[46] button 'Bulk upload'",
             "\t[50] table ''", "\t\trow ''"]
    body += [f"\t\t\tcolumnheader '{h}'" for h in ["SKU ▲", "Product", "On hand", "Allocated", "Available", "Reorder point", "Last updated", ""]]
    for sku, name, oh, al, rp, upd in rows:
        b = 100 + 2 * OL_INV.index(next(r for r in OL_INV if r[0] == sku))
        body += ["\t\trow ''", f"\t\t\tcell '{sku}'", f"\t\t\tcell '{name}'", f"\t\t\tcell '{oh}'", f"\t\t\tcell '{al}'",
                 f"\t\t\tcell '{oh - al}'", f"\t\t\tcell '{rp}'", f"\t\t\tcell '{upd}'", f"\t\t\t[{b}] button 'Edit'"]
    body += [f"\tStaticText '1–{min(25, total)} of {total}'", "\t[90] button 'Previous page', disabled",
             "\t[91] button 'Next page'" + ("" if total > 25 else ", disabled")]
    if edit:
        sku, name, oh, al, rp, upd = next(r for r in rows if r[0] == edit)
        body += ["[200] dialog 'Edit inventory' modal: True", f"\tStaticText '{sku} · {name}'",
                 f"\t[202] spinbutton 'On hand' value='{onhand_box}'", f"\tStaticText 'Allocated to open orders: {al}'",
                 f"\t[204] spinbutton 'Reorder point' value='{rp}'", "\t[205] textbox 'Note' value='' required: False",
                 "\t[206] button 'Save'", "\t[207] button 'Cancel'"]
    return body


def ol_pos(pos: list[tuple], cur: str) -> list[str]:
    body = ["\theading 'Purchase Orders'", "\t[42] tablist ''", "\t\t[43] tab 'Open (16)' selected: True", "\t\t[44] tab 'Shipped' selected: False",
            "\t\t[45] tab 'Invoiced' selected: False", "\t\t[46] tab 'All' selected: False", "\t[50] table ''", "\t\trow ''"]
    body += [f"\t\t\tcolumnheader '{h}'" for h in ["PO number", "Retailer", "Received", "Ship by", "Lines", "Amount", "Status"]]
    ship_by = {"May 21": "May 24", "May 20": "May 23"}
    for k, (po, ret, rec, lines, amt, st) in enumerate([p for p in pos if p[5] != "Shipped"]):
        body += ["\t\trow ''", f"\t\t\t[{60 + k}] link '{po}'", f"\t\t\tcell '{ret}'", f"\t\t\tcell '{rec}'",
                 f"\t\t\tcell '{ship_by[rec[:6]]}'", f"\t\t\tcell '{lines}'", f"\t\t\tcell '{money(amt, cur)}'", f"\t\t\tcell '{st}'"]
    body += ["\tStaticText 'Showing 6 of 16'", "\t[80] button 'Load more'"]
    if cur == "CAD":
        body += ["\tStaticText 'Amounts converted at 1 USD = 1.3641 CAD (Bank of Canada, May 21, 2024). Invoices stay in USD.'"]
    return body


def t19(rs: RowSet) -> None:
    ud = f"{OL}/dashboard"
    ui = f"{OL}/inventory"
    up = f"{OL}/purchase-orders"
    rev0 = 48213.40
    rev1 = rev0 + sum(p[4] for p in OL_POS_NEW)
    k0 = {"open": "14", "today": "37", "upd": "2 min ago", "sync": "May 21, 9:42 AM"}
    k1 = {"open": "16", "today": "39", "upd": "just now", "sync": "May 21, 9:47 AM"}
    oats = [r for r in OL_INV if "Oat" in r[1]]
    inv1 = [r if r[0] != "NV-1001" else (r[0], r[1], 520, r[3], r[4], "Just now") for r in OL_INV]
    oats1 = [r for r in inv1 if "Oat" in r[1]]
    pos1 = OL_POS_NEW + OL_POS_OLD
    pending = ["\t[41] status ''", "\t\tStaticText 'Inventory sync pending for 1 SKU (NV-1001). Retailers see the new quantity within 15 minutes.'"]
    turns = [
        (f"goto('{ud}')", axtree("Dashboard · Orderlane Supplier Hub", ol_frame("Dashboard", ol_dash(OL_POS_OLD, k0, "USD", rev0, [])), ud)),
        ("click('23')", axtree("Inventory · Orderlane Supplier Hub", ol_frame("Inventory", ol_inv(OL_INV, "", 212)), ui)),
        ("fill('42', 'oat')", axtree("Inventory · Orderlane Supplier Hub", ol_frame("Inventory", ol_inv(oats, "oat", 4)), f"{ui}?q=oat")),
        ("click('100')", axtree("Inventory · Orderlane Supplier Hub", ol_frame("Inventory", ol_inv(oats, "oat", 4, edit="NV-1001", onhand_box="340")), f"{ui}?q=oat")),
        ("fill('202', '520')", axtree("Inventory · Orderlane Supplier Hub", ol_frame("Inventory", ol_inv(oats, "oat", 4, edit="NV-1001", onhand_box="520")), f"{ui}?q=oat")),
        ("click('206')", axtree("Inventory · Orderlane Supplier Hub", ol_frame("Inventory", ol_inv(oats1, "oat", 4, banner="Inventory updated for NV-1001.")), f"{ui}?q=oat")),
        ("click('21')", axtree("Dashboard · Orderlane Supplier Hub", ol_frame("Dashboard", ol_dash(pos1, k1, "USD", rev1, pending)), ud)),
        ("click('22')", axtree("Purchase Orders · Orderlane Supplier Hub", ol_frame("Purchase Orders", ol_pos(pos1, "USD")), up)),
        ("click('15')", axtree("Purchase Orders · Orderlane Supplier Hub", ol_frame("Purchase Orders", ol_pos(pos1, "CAD"), cur="CAD"), f"{up}?currency=CAD")),
    ]
    state = goal_state("The Kent warehouse received 180 more bags of rolled oats (NV-1001): set its on-hand count to 520, then look at today's purchase orders in CAD for the Canadian accountant.",
                       "Sign in · Orderlane Supplier Hub", ["[10] banner ''", "\t[11] link 'Orderlane Supplier Hub'"], f"{OL}/login")
    rs.add(task=TASK, tid="h24-web-19", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-20  BookStack wiki: rename a page in the Engineering Handbook, revisions, book contents, search.
# ---------------------------------------------------------------------------------------------------------
BS = "https://docs.acme-internal.com"
BS_OLD = "Rollback procedure"
BS_NEW = "Rolling back a production deploy"
BS_BODY = ["heading 'When to roll back'",
           "StaticText 'Roll back when the error rate stays above 2% for 5 minutes after a deploy, or when on-call decides a fix-forward will take longer than 30 minutes.'",
           "heading 'Steps'", "list ''",
           "\tlistitem 'Announce it in #deploys: Rolling back <service> to <previous tag>.'",
           "\tlistitem 'Run deployctl rollback --service <name> --to previous.'",
           "\tlistitem 'Watch the Deploy Health dashboard for 10 minutes.'",
           "\tlistitem 'Open an incident doc if customer impact lasted more than 15 minutes.'",
           "heading 'Database migrations'",
           "StaticText 'Never roll back a release that ran a destructive migration; fix forward instead and page the DB owner.'"]


def bs_header() -> list[str]:
    return ["[10] banner ''", "\t[11] link 'Acme Docs'", "\t[12] searchbox 'Search'", "\t[13] link 'Shelves'", "\t[14] link 'Books'",
            "\t[15] link 'Settings'", "\t[16] button 'Mara Lind' hasPopup: menu expanded: False"]


def bs_chapters(rollback_name: str, current: str | None = None, depth: int = 1) -> list[str]:
    tabs = "\t" * depth
    out = []
    for ci, (ch, pages) in enumerate([("Onboarding", ["Laptop setup", "Accounts & access", "First week checklist"]),
                                      ("Deploys", ["Deploy process", rollback_name, "Feature flags"])]):
        out += [f"{tabs}[{60 + 10 * ci}] link '{ch}'", f"{tabs}StaticText '{len(pages)} Pages'"]
        for pi, p in enumerate(pages):
            out.append(f"{tabs}\t[{61 + 10 * ci + pi}] link '{p}'" + (" current: page" if p == current else ""))
    out += [f"{tabs}[80] link 'Glossary'"]
    return out


def bs_book(rollback_name: str, activity: list[str]) -> list[str]:
    out = bs_header() + ["[30] navigation 'Breadcrumbs'", "\t[31] link 'Books'", "\t[32] link 'Engineering Handbook'",
                         "[40] main ''", "\theading 'Engineering Handbook'",
                         "\tStaticText 'How we build, ship and run software at Acme. Owned by the Platform team.'",
                         "\t[50] region 'Contents'"] + bs_chapters(rollback_name, depth=2)
    out += ["[90] complementary ''", "\theading 'Details'", "\tStaticText 'Created 8 months ago by Jonas Feld'",
            "\tStaticText 'Updated 2 weeks ago by Jonas Feld'", "\theading 'Actions'", "\t[93] link 'New Page'",
            "\t[94] link 'New Chapter'", "\t[95] link 'Edit'", "\t[96] link 'Sort'", "\t[97] link 'Permissions'",
            "\t[98] link 'Delete'", "\theading 'Recent Activity'"] + ["\t" + a for a in activity]
    return out


def bs_page(title: str, rev: int, updated: str, notice: str | None = None) -> list[str]:
    out = bs_header()
    if notice:
        out += ["[20] status ''", f"\tStaticText '{notice}'"]
    out += ["[30] navigation 'Breadcrumbs'", "\t[31] link 'Books'", "\t[32] link 'Engineering Handbook'", "\t[33] link 'Deploys'",
            f"\t[34] link '{title}'", "[45] navigation 'Book Navigation'"] + bs_chapters(title, current=title, depth=1)
    out += ["[40] main ''", f"\theading '{title}'"] + ["\t" + b for b in BS_BODY]
    out += ["[90] complementary ''", "\theading 'Details'", f"\tStaticText 'Revision #{rev}'",
            "\tStaticText 'Created 5 months ago by Jonas Feld'", f"\tStaticText 'Updated {updated}'",
            "\theading 'Actions'", "\t[93] link 'Edit'", "\t[94] link 'Move'", "\t[95] link 'Revisions'",
            "\t[96] link 'Permissions'", "\t[97] link 'Delete'", "\t[98] link 'Watch'"]
    return out


def t20(rs: RowSet) -> None:
    ub = f"{BS}/books/engineering-handbook"
    up_old = f"{ub}/page/rollback-procedure"
    up_new = f"{ub}/page/rolling-back-a-production-deploy"
    act0 = ["StaticText 'Jonas Feld updated page Feature flags 2 weeks ago'",
            "StaticText 'Priya Shah created page First week checklist 3 weeks ago'",
            "StaticText 'Jonas Feld updated page Deploy process 1 month ago'"]
    act1 = [f"StaticText 'Mara Lind updated page {BS_NEW} 1 minute ago'"] + act0[:2]

    def editor(title: str) -> list[str]:
        return bs_header() + ["[40] main ''", "\t[41] button 'Back'", "\tStaticText 'Editing Page'",
                              "\t[43] button 'Save Draft'", "\t[44] button 'Save Page'", "\t[45] button 'Delete Draft'",
                              f"\t[50] textbox 'Page Title' value='{title}' required: True",
                              "\t[52] toolbar 'Formatting'", "\t\t[53] button 'Bold'", "\t\t[54] button 'Italic'",
                              "\t\t[55] button 'Code'", "\t\t[56] button 'Insert/edit link'", "\t\t[57] button 'Bullet list'",
                              "\t\t[58] button 'Numbered list'",
                              "\t[60] region 'Rich Text Area'"] + ["\t\t" + b for b in BS_BODY] + [
                              "\t[80] textbox 'Changelog summary' value='' required: False"]

    revs = bs_header() + ["[30] navigation 'Breadcrumbs'", "\t[31] link 'Books'", "\t[32] link 'Engineering Handbook'",
                          "\t[33] link 'Deploys'", f"\t[34] link '{BS_NEW}'", "\t[35] StaticText 'Revisions'",
                          "[40] main ''", "\theading 'Page Revisions'", "\t[42] table ''", "\t\trow ''"]
    revs += [f"\t\t\tcolumnheader '{h}'" for h in ["#", "Name", "Created By", "Revision Date", "Changelog", "Actions"]]
    for num, name, who, when, log in [(7, BS_NEW, "Mara Lind", "1 minute ago", ""),
                                      (6, BS_OLD, "Jonas Feld", "3 months ago", "add migration warning"),
                                      (5, BS_OLD, "Jonas Feld", "4 months ago", "deployctl replaces the old bash script"),
                                      (4, BS_OLD, "Priya Shah", "5 months ago", "")]:
        revs += ["\t\trow ''", f"\t\t\tcell '{num}'", f"\t\t\tcell '{name}'", f"\t\t\tcell '{who}'", f"\t\t\tcell '{when}'",
                 f"\t\t\tcell '{log}'", f"\t\t\t[{100 + num}] link '{'Current Version' if num == 7 else 'Preview'}'"]
    search = bs_header() + ["[40] main ''", "\theading 'Search Results'", "\tStaticText 'Found 2 results for rolling back'",
                            "\t[50] article ''", f"\t\t[51] link '{BS_NEW}'", "\t\tStaticText 'Engineering Handbook › Deploys'",
                            "\t\tStaticText '… after a deploy, or when on-call decides a fix-forward will take longer than 30 minutes …'",
                            "\t\tStaticText 'Updated 2 minutes ago'",
                            "\t[55] article ''", "\t\t[56] link 'Feature flags'", "\t\tStaticText 'Engineering Handbook › Deploys'",
                            "\t\tStaticText '… turning a flag off is faster than rolling back the whole release …'",
                            "\t\tStaticText 'Updated 2 weeks ago'",
                            "[90] complementary ''", "\theading 'Filter Results'", "\t[91] checkbox 'Page' checked: true",
                            "\t[92] checkbox 'Chapter' checked: true", "\t[93] checkbox 'Book' checked: true", "\t[94] button 'Update Search'"]
    turns = [
        (f"goto('{ub}')", axtree("Engineering Handbook | Acme Docs", bs_book(BS_OLD, act0), ub)),
        ("click('72')", axtree(f"{BS_OLD} | Acme Docs", bs_page(BS_OLD, 6, "3 months ago by Jonas Feld"), up_old)),
        ("click('93')", axtree("Editing Page | Acme Docs", editor(BS_OLD), f"{up_old}/edit")),
        (f"fill('50', '{BS_NEW}')", axtree("Editing Page | Acme Docs", editor(BS_NEW), f"{up_old}/edit")),
        ("click('44')", axtree(f"{BS_NEW} | Acme Docs", bs_page(BS_NEW, 7, "just now by Mara Lind", notice="Page successfully updated"), up_new)),
        ("click('95')", axtree(f"Revisions | {BS_NEW} | Acme Docs", revs, f"{up_new}/revisions")),
        ("click('32')", axtree("Engineering Handbook | Acme Docs", bs_book(BS_OLD, act1), ub)),
        (f"goto('{BS}/search?term=rolling+back')", axtree("Search | Acme Docs", search, f"{BS}/search?term=rolling+back")),
        ("click('51')", axtree(f"{BS_NEW} | Acme Docs", bs_page(BS_NEW, 7, "2 minutes ago by Mara Lind"), up_new)),
    ]
    state = goal_state("Rename the 'Rollback procedure' page in the Engineering Handbook to 'Rolling back a production deploy' and make sure the new name shows up everywhere.",
                       "Books | Acme Docs", bs_header() + ["[40] main ''", "\theading 'Books'", "\t[50] link 'Engineering Handbook'"], f"{BS}/books")
    rs.add(task=TASK, tid="h24-web-20", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="book contents list the renamed page under its old name 'Rollback procedure' after the rename was saved")


# ---------------------------------------------------------------------------------------------------------
# h24-web-21  Zammad helpdesk: merge a duplicate VPN ticket, reply, set pending close (clean).
# ---------------------------------------------------------------------------------------------------------
ZM = "https://support.northwind.dev"
ZM_OVERVIEWS = [("My Assigned Tickets", 6), ("Unassigned & Open Tickets", 11), ("My Pending Reached Tickets", 1),
                ("Open Tickets", 41), ("Pending Reached Tickets", 3), ("Escalated Tickets", 2), ("My Subscribed Tickets", 0)]
ZM_ART = {
    "a1": ("Ingrid Holm", "05/21/2024 09:12", "email",
           "Since this morning the VPN (GlobalProtect) drops every 10 minutes or so, I have to reconnect each time. Home Wi-Fi, Windows 11."),
    "a2": ("Ana Sousa", "05/21/2024 09:40", "email",
           "Hi Ingrid, thanks for reporting. Could you send the client log (Settings > Troubleshooting > Collect Logs)? Ana"),
    "a3": ("Ingrid Holm", "05/21/2024 10:05", "email", "Log attached. It happened at 09:58 and 10:03 again."),
    "b1": ("Ingrid Holm", "05/21/2024 10:21", "email",
           "VPN keeps disconnecting, sorry if this is a duplicate, I was not sure the first mail went through. Ingrid"),
}
ZM_REPLY = ("Hi Ingrid, I merged your second ticket into this one. The log shows the gateway dropping idle tunnels, so we pushed a "
            "new VPN profile with a 25 s keepalive. Please reconnect once and let me know if it still drops; otherwise this "
            "ticket closes on Friday. Ana")


def zm_nav(tabs: list[str]) -> list[str]:
    out = ["[10] navigation ''", "\t[11] link 'Dashboard'", "\t[12] link 'Overviews'", "\t[13] link 'Customers'",
           "\t[14] button 'New' hasPopup: menu", "\t[15] searchbox 'Search…'", "\t[16] button 'Ana Sousa' hasPopup: menu",
           "\t[17] list 'Open tabs'"]
    for i, t in enumerate(tabs):
        out.append(f"\t\t[{18 + i}] link '{t}'")
    return out


def zm_zoom(num: str, title: str, arts: list[str], side: dict[str, str], escalation: str | None, tabs: list[str],
            reply: str = "", note: str | None = None, merged_from: bool = False, dialog: list[str] | None = None,
            menu: bool = False) -> list[str]:
    out = zm_nav(tabs)
    if note:
        out += ["[25] alert ''", f"\tStaticText '{note}'"]
    out += ["[30] main ''", f"\theading '{title}'", f"\tStaticText '#{num}'"]
    if escalation:
        out += [f"\tStaticText '{escalation}'"]
    out += [f"\t[33] button 'Ticket actions' hasPopup: menu expanded: {menu}"]
    if menu:
        out += ["\t[34] menu ''", "\t\t[35] menuitem 'Merge'", "\t\t[36] menuitem 'Change customer'", "\t\t[37] menuitem 'History'",
                "\t\t[38] menuitem 'Split'", "\t\t[39] menuitem 'Print'"]
    out += ["\t[40] feed 'Articles'"]
    for k, key in enumerate(arts):
        who, when, chan, body = ZM_ART[key]
        out += [f"\t\t[{41 + 3 * k}] article '{who}'", f"\t\t\tStaticText '{chan} · {when}'", f"\t\t\tStaticText '{body}'"]
        if merged_from and key == "b1":
            out += ["\t\t\tStaticText 'merged from #31061'"]
    if "reply_sent" in side:
        out += [f"\t\t[{41 + 3 * len(arts)}] article 'Ana Sousa'", "\t\t\tStaticText 'email · 05/21/2024 10:35'", f"\t\t\tStaticText '{ZM_REPLY}'"]
    out += [f"\t[70] textbox 'Reply' value='{reply}' multiline: True required: False", "\t[71] button 'internal' pressed: false",
            "\t[72] button 'Attach files'",
            "[80] complementary 'Ticket'", "\tStaticText 'Customer'", f"\t[82] link '{side['customer']}'",
            "\tStaticText 'Organization: Northwind Traders'",
            "\tStaticText 'Group'", "\t[84] combobox 'Group' hasPopup: listbox", f"\t\tStaticText '{side['group']}'",
            "\tStaticText 'Owner'", "\t[86] combobox 'Owner' hasPopup: listbox", f"\t\tStaticText '{side['owner']}'",
            "\tStaticText 'State'", "\t[88] combobox 'State' hasPopup: listbox", f"\t\tStaticText '{side['state']}'"]
    if side["state"].startswith("pending"):
        out += ["\tStaticText 'Pending till'", f"\t[90] textbox 'Pending till' value='{side['pending']}' required: True"]
    out += ["\tStaticText 'Priority'", "\t[92] combobox 'Priority' hasPopup: listbox", f"\t\tStaticText '{side['priority']}'",
            "\tStaticText 'Tags'", f"\t[94] link '{side['tag']}'", "\t[95] button 'Add tag'",
            "\tStaticText 'Links'", "\t[96] button 'Add link'",
            "[98] button 'Update'"]
    if dialog:
        out += dialog
    return out


def t21(rs: RowSet) -> None:
    ov = zm_nav([]) + ["[30] main ''", "\theading 'My Assigned Tickets'", "\t[31] navigation 'Overviews'"]
    for i, (name, n) in enumerate(ZM_OVERVIEWS):
        ov.append(f"\t\t[{32 + i}] link '{name} {n}'" + (" current: page" if i == 0 else ""))
    ov += ["\t[40] table ''", "\t\trow ''"]
    ov += [f"\t\t\tcolumnheader '{h}'" for h in ["", "#", "Title", "Customer", "Group", "State", "Created at"]]
    for k, (num, title, cust, grp, st, created) in enumerate([
            ("31057", "VPN drops every 10 minutes", "Ingrid Holm", "Network", "open", "05/21/2024 09:12"),
            ("31049", "Shared drive P: not mapped after reboot", "Tobias Wendt", "Network", "open", "05/20/2024 16:44"),
            ("31038", "Guest Wi-Fi voucher printer offline", "Front Desk Berlin", "Network", "pending reminder", "05/20/2024 09:03"),
            ("31022", "Request: static IP for lab test bench", "Paulina Nowak", "Network", "open", "05/17/2024 13:30"),
            ("31015", "Switch port 2/0/14 flapping in rack B3", "Monitoring", "Network", "open", "05/16/2024 22:17"),
            ("30991", "Firewall rule for new payroll vendor", "Hannah Brooks", "Network", "new", "05/15/2024 11:50")]):
        ov += ["\t\trow ''", f"\t\t\t[{50 + 2 * k}] checkbox '' checked: false", f"\t\t\tcell '{num}'", f"\t\t\t[{51 + 2 * k}] link '{title}'",
               f"\t\t\tcell '{cust}'", f"\t\t\tcell '{grp}'", f"\t\t\tcell '{st}'", f"\t\t\tcell '{created}'"]
    side57 = {"customer": "Ingrid Holm", "group": "Network", "owner": "Ana Sousa", "state": "open", "priority": "2 normal", "tag": "vpn"}
    side61 = {"customer": "Ingrid Holm", "group": "Network", "owner": "-", "state": "new", "priority": "2 normal", "tag": "vpn"}
    side61m = {**side61, "state": "merged"}
    side57p = {**side57, "state": "pending close", "pending": "05/24/2024 10:35", "reply_sent": "1"}
    side57sel = {**side57, "state": "pending close", "pending": "05/24/2024 10:35"}
    t57 = "VPN drops every 10 minutes"
    t61 = "VPN keeps disconnecting"
    tabs1 = [f"#31057 {t57}"]
    tabs2 = [f"#31057 {t57}", f"#31061 {t61}"]
    merge_dlg = ["[200] dialog 'Merge' modal: True", "\t[201] button 'Close'",
                 "\tStaticText 'Merge to ticket#'", "\t[203] textbox 'Merge to ticket#' value='{v}' required: True",
                 "\t[204] tablist ''", "\t\t[205] tab 'Recent customer tickets' selected: True", "\t\t[206] tab 'Recently viewed tickets' selected: False",
                 "\t[207] table ''", "\t\trow ''", "\t\t\t[208] radio '' checked: false", "\t\t\tcell '31057'", f"\t\t\tcell '{t57}'",
                 "\t\t\tcell 'open'", "\t\trow ''", "\t\t\t[210] radio '' checked: false", "\t\t\tcell '30402'",
                 "\t\t\tcell 'Outlook asks for password every morning'", "\t\t\tcell 'closed'",
                 "\t[215] button 'Submit'"]
    uz = f"{ZM}/#ticket/zoom"
    turns = [
        (f"goto('{ZM}/#ticket/view/my_assigned')", axtree("My Assigned Tickets - Zammad", ov, f"{ZM}/#ticket/view/my_assigned")),
        ("click('51')", axtree(f"{t57} - Zammad", zm_zoom("31057", t57, ["a1", "a2", "a3"], side57, "Escalation in 1 hour 52 minutes", tabs1), f"{uz}/31057")),
        (f"goto('{uz}/31061')", axtree(f"{t61} - Zammad", zm_zoom("31061", t61, ["b1"], side61, "Escalation in 3 hours 54 minutes", tabs2), f"{uz}/31061")),
        ("click('33')", axtree(f"{t61} - Zammad", zm_zoom("31061", t61, ["b1"], side61, "Escalation in 3 hours 54 minutes", tabs2, menu=True), f"{uz}/31061")),
        ("click('35')", axtree(f"{t61} - Zammad", zm_zoom("31061", t61, ["b1"], side61, "Escalation in 3 hours 53 minutes", tabs2,
                                                        dialog=[d.replace("{v}", "") for d in merge_dlg]), f"{uz}/31061")),
        ("fill('203', '31057')", axtree(f"{t61} - Zammad", zm_zoom("31061", t61, ["b1"], side61, "Escalation in 3 hours 53 minutes", tabs2,
                                                                dialog=[d.replace("{v}", "31057") for d in merge_dlg]), f"{uz}/31061")),
        ("click('215')", axtree(f"{t61} - Zammad", zm_zoom("31061", t61, ["b1"], side61m, None, tabs2, note="Ticket merged!"), f"{uz}/31061")),
        (f"goto('{uz}/31057')", axtree(f"{t57} - Zammad", zm_zoom("31057", t57, ["a1", "a2", "a3", "b1"], side57, "Escalation in 1 hour 45 minutes", tabs2,
                                                             merged_from=True), f"{uz}/31057")),
        (f"fill('70', '{ZM_REPLY}')", axtree(f"{t57} - Zammad", zm_zoom("31057", t57, ["a1", "a2", "a3", "b1"], side57, "Escalation in 1 hour 44 minutes", tabs2,
                                                                     reply=ZM_REPLY, merged_from=True), f"{uz}/31057")),
        ("select_option('88', 'pending close')", axtree(f"{t57} - Zammad", zm_zoom("31057", t57, ["a1", "a2", "a3", "b1"], side57sel, "Escalation in 1 hour 44 minutes",
                                                                                 tabs2, reply=ZM_REPLY, merged_from=True), f"{uz}/31057")),
        ("click('98')", axtree(f"{t57} - Zammad", zm_zoom("31057", t57, ["a1", "a2", "a3", "b1"], side57p, None, tabs2, merged_from=True), f"{uz}/31057")),
    ]
    state = goal_state("Ingrid Holm opened a second ticket about the same VPN problem: merge it into #31057, reply to her there about the new VPN profile and set the ticket to pending close.",
                       "Dashboard - Zammad", zm_nav([]) + ["[30] main ''", "\theading 'Dashboard'"], f"{ZM}/#dashboard")
    rs.add(task=TASK, tid="h24-web-21", system=WEB_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# h24-web-22  Kanboard: comment on a task, add a sub-task, read the activity stream, back to the board.
# ---------------------------------------------------------------------------------------------------------
KB = "https://kanban.northwind.dev"
KB_TITLE = "Migrate cron jobs to systemd timers"
KB_C1 = "List of jobs is in /etc/cron.d/northwind. Skip the legacy mailer one, it is being removed."
KB_C2 = "Starting today: logrotate and certbot first, pg_dump after the backup window on Thursday."
KB_SUB = "Port logrotate cron to logrotate.timer"


def kb_head() -> list[str]:
    return ["[10] banner ''", "\t[11] link 'Kanboard'", "\tStaticText 'Infra 2024'", "\t[13] searchbox 'Filter'",
            "\t[14] button 'Ana Sousa' hasPopup: menu", "\t[15] link 'Board'", "\t[16] link 'List'", "\t[17] link 'Gantt'"]


def kb_task(comments: list[tuple[str, str, str]], subtasks: list[str], modified: str, modal: list[str] | None = None,
            view: str = "Summary", stream: list[str] | None = None) -> list[str]:
    out = kb_head() + ["[20] navigation 'Task'"]
    for i, it in enumerate(["Summary", "Activity stream", "Transitions", "Analytics", "Time tracking"]):
        out.append(f"\t[{21 + i}] link '{it}'" + (" current: page" if it == view else ""))
    for i, it in enumerate(["Edit the task", "Add a sub-task", "Add internal link", "Add a comment", "Move position",
                            "Move to another project", "Duplicate", "Close this task", "Remove"]):
        out.append(f"\t[{27 + i}] link '{it}'")
    out += ["[40] main ''", f"\theading '#142 {KB_TITLE}'"]
    if view == "Summary":
        out += ["\t[42] region 'Summary'"]
        for k, v in [("Status", "open"), ("Category", "Ops"), ("Swimlane", "Default swimlane"), ("Column", "Ready"),
                     ("Position", "2"), ("Priority", "1"), ("Assignee", "Ana Sousa"), ("Creator", "Jonah Pierce"),
                     ("Due date", "05/31/2024"), ("Time estimated", "6 hours"), ("Time spent", "0 hours"),
                     ("Created", "05/17/2024 11:02"), ("Modified", modified), ("Moved", "05/17/2024 11:02")]:
            out.append(f"\t\tStaticText '{k}: {v}'")
        out += ["\theading 'Description'",
                "\tStaticText 'Move the 9 cron entries on ops-util-1 to systemd timers (logrotate, certbot renew, pg_dump, tmp cleaner, ...). Each timer gets OnFailure= wired to the alert unit.'",
                "\theading 'Sub-Tasks'"]
        if subtasks:
            out += ["\t[50] table ''", "\t\trow ''", "\t\t\tcolumnheader 'Title'", "\t\t\tcolumnheader 'Assignee'",
                    "\t\t\tcolumnheader 'Time tracking'"]
            for i, s in enumerate(subtasks):
                out += ["\t\trow ''", f"\t\t\t[{51 + i}] link '{s}'", "\t\t\tcell 'Ana Sousa'", "\t\t\tcell '0h / 1.5h'"]
        else:
            out += ["\tStaticText 'There is no sub-task at the moment.'"]
        out += [f"\theading 'Comments ({len(comments)})'"]
        for i, (who, when, text) in enumerate(comments):
            out += [f"\t[{60 + 3 * i}] article ''", f"\t\tStaticText '{who}'", f"\t\tStaticText '{when}'", f"\t\tStaticText '{text}'",
                    f"\t\t[{61 + 3 * i}] link 'link'"]
    else:
        out += ["\t[42] feed 'Activity stream'"] + ["\t\t" + s for s in (stream or [])]
    if modal:
        out += modal
    return out


def t22(rs: RowSet) -> None:
    ut = f"{KB}/project/7/task/142"
    c1 = ("Jonah Pierce", "05/17/2024 11:30", KB_C1)
    c2 = ("Ana Sousa", "05/21/2024 10:14", KB_C2)
    m_comment = ["[100] dialog 'Add a comment' modal: True", "\t[101] tablist ''", "\t\t[102] tab 'Write' selected: True",
                 "\t\t[103] tab 'Preview' selected: False", "\t[104] textbox 'Comment' value='{v}' multiline: True required: True",
                 "\t[105] checkbox 'Send by email' checked: false", "\t[106] button 'Save'", "\tStaticText 'or'", "\t[107] link 'cancel'"]
    m_sub = ["[110] dialog 'Add a sub-task' modal: True", "\t[111] textbox 'Title' value='{v}' required: True",
             "\t[112] combobox 'Assignee' hasPopup: menu expanded: False", "\t\tStaticText 'Ana Sousa'",
             "\t[114] spinbutton 'Original estimate' value='1.5'", "\tStaticText 'hours'",
             "\t[116] checkbox 'Create another sub-task' checked: false", "\t[117] button 'Save'", "\tStaticText 'or'", "\t[118] link 'cancel'"]
    stream = ["[43] article ''", "\tStaticText 'Ana Sousa created a subtask for the task #142'", "\tStaticText '05/21/2024 10:09'",
              f"\tStaticText '{KB_SUB}'",
              "[44] article ''", "\tStaticText 'Ana Sousa commented the task #142'", "\tStaticText '05/21/2024 10:14'",
              f"\tStaticText '{KB_C2}'",
              "[45] article ''", "\tStaticText 'Jonah Pierce commented the task #142'", "\tStaticText '05/17/2024 11:30'",
              f"\tStaticText '{KB_C1}'",
              "[46] article ''", "\tStaticText 'Jonah Pierce created the task #142'", "\tStaticText '05/17/2024 11:02'",
              f"\tStaticText '{KB_TITLE}'"]
    cols = [("Backlog", [(150, "Evaluate Loki for log retention", "Priya Nair", ""), (147, "Rotate the staging TLS wildcard", "Sam Okoro", ""),
                         (139, "Retire ops-util-0", "Jonah Pierce", ""), (131, "Document VPN profile rollout", "Ana Sousa", ""),
                         (128, "Budget: 2025 hardware refresh", "Mira Kovac", "")]),
            ("Ready", [(144, "Upgrade pgbouncer to 1.22", "Priya Nair", ""), (142, KB_TITLE, "Ana Sousa", "2 comments · 0/1 sub-tasks · due 05/31/2024"),
                       (140, "Tag untagged EC2 volumes", "Sam Okoro", "")]),
            ("Work in progress", [(137, "Move DNS to the new provider", "Mira Kovac", ""), (133, "Alert on failed backups", "Ana Sousa", "")]),
            ("Done", [(136, "Patch OpenSSH on bastions", "Jonah Pierce", ""), (135, "Renew the Backblaze contract", "Mira Kovac", "")])]
    board = kb_head() + ["[40] main ''", "\theading 'Infra 2024'", "\t[41] table 'Board'"]
    for ci, (col, cards) in enumerate(cols):
        n = {"Backlog": "5", "Ready": "3", "Work in progress": "2/4", "Done": "12"}[col]
        board += [f"\t\t[{50 + 20 * ci}] columnheader '{col} ({n})'"]
        for k, (tid, title, who, extra) in enumerate(cards):
            board += [f"\t\t\t[{51 + 20 * ci + 2 * k}] link '#{tid} {title}'", f"\t\t\tStaticText '{who}'"] + (
                [f"\t\t\tStaticText '{extra}'"] if extra else [])
    board += ["\t\tStaticText 'Done: showing 2 of 12 tasks'"]
    title = f"Infra 2024 > #142 {KB_TITLE} - Kanboard"
    turns = [
        (f"goto('{ut}')", axtree(title, kb_task([c1], [], "05/17/2024 11:30"), ut)),
        ("click('30')", axtree(title, kb_task([c1], [], "05/17/2024 11:30", modal=[m.replace("{v}", "") for m in m_comment]), ut)),
        (f"fill('104', '{KB_C2}')", axtree(title, kb_task([c1], [], "05/17/2024 11:30", modal=[m.replace("{v}", KB_C2) for m in m_comment]), ut)),
        ("click('106')", axtree(title, kb_task([c1, c2], [], "05/21/2024 10:14"), ut)),
        ("click('28')", axtree(title, kb_task([c1, c2], [], "05/21/2024 10:14", modal=[m.replace("{v}", "") for m in m_sub]), ut)),
        (f"fill('111', '{KB_SUB}')", axtree(title, kb_task([c1, c2], [], "05/21/2024 10:14", modal=[m.replace("{v}", KB_SUB) for m in m_sub]), ut)),
        ("click('117')", axtree(title, kb_task([c1, c2], [KB_SUB], "05/21/2024 10:17"), ut)),
        ("click('22')", axtree(title, kb_task([c1, c2], [KB_SUB], "05/21/2024 10:17", view="Activity stream", stream=stream), f"{ut}/activities")),
        ("click('21')", axtree(title, kb_task([c1, c2], [KB_SUB], "05/21/2024 10:17"), ut)),
        ("click('15')", axtree("Infra 2024 - Kanboard", board, f"{KB}/board/7")),
    ]
    state = goal_state("On Kanboard task #142, leave a comment that you are starting with logrotate and certbot, and add a sub-task for the logrotate port.",
                       "Dashboard - Kanboard", kb_head() + ["[40] main ''", "\theading 'Dashboard'"], f"{KB}/dashboard")
    rs.add(task=TASK, tid="h24-web-22", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="activity stream dates the new sub-task 10:09, before the 10:14 comment that was posted before it (task modified 10:17)")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
