# ruff: noqa: E501
"""Held-out web rows (holdout17): 22 BrowserGym-style trajectories on accessibility trees.

Each trajectory is one agent run on one site (storefront, shop admin, forum, GitLab, maps, wiki, and
less common ones: airline, hotel, bank, HR portal, calendar, help desk, course portal). Half of them
carry exactly one observation that contradicts an earlier one; the labels say which.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree


def tr(block: str, depth: int = 0) -> list[str]:
    """A dedented block with two-space nesting as accessibility-tree lines (tabs)."""
    out = []
    for ln in textwrap.dedent(block).strip("\n").split("\n"):
        if not ln.strip():
            continue
        n = len(ln) - len(ln.lstrip(" "))
        out.append("\t" * (depth + n // 2) + ln.lstrip(" "))
    return out


def page(title: str, url: str, *parts: Any) -> str:
    lines: list[str] = []
    for p in parts:
        lines.extend(p if isinstance(p, list) else tr(p))
    return axtree(title, lines, url)


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------------------------------------
# 01 storefront (Larkspur Outfitters)
# ---------------------------------------------------------------------------------------------
def t01() -> dict[str, Any]:
    # clean: outdoor-gear storefront; search/sort headlamps, add one, add 2 pole tips, cart, coupon, remove gloves; badge, subtotal, discount all follow the actions.
    U = "http://larkspur-outfitters.test"

    def head(cart: int, q: str = "", suggest: bool = False) -> list[str]:
        dis = "" if q else ", disabled=True"
        focus = ", focused" if suggest else ""
        lines = tr(f"""
        banner ''
          [21] link 'Skip to Content'
          StaticText 'Welcome, Noor Haddad!'
          [24] link 'My Account'
          [25] link 'My Wish List'
          [26] link 'Sign Out'
          [30] link 'Larkspur Outfitters logo'
          [33] link 'My Cart {cart} items'
          [36] combobox 'Search entire store here...' value='{q}'{focus}, autocomplete='both', hasPopup='listbox', expanded={suggest}
        """)
        if suggest:
            lines += tr("""
            listbox ''
              [39] option 'headlamp 4', selected=False
              [40] option 'headlamp batteries 2', selected=False
              [41] option 'headlamp strap 1', selected=False
            """, 2)
        lines += tr(f"[38] button 'Search'{dis}", 1)
        lines += tr("""
        navigation ''
          menubar '', orientation='horizontal'
            [42] menuitem 'Camp & Hike', hasPopup='menu'
            [43] menuitem 'Climb', hasPopup='menu'
            [44] menuitem 'Run', hasPopup='menu'
            [45] menuitem 'Apparel', hasPopup='menu'
            [46] menuitem 'Lighting', hasPopup='menu'
            [47] menuitem 'Sale'
        """)
        return lines

    foot = """
    contentinfo ''
      [301] link 'About Larkspur'
      [302] link 'Shipping & Returns'
      [303] link 'Store Locator'
      [304] link 'Contact Us'
      [305] textbox 'Enter your email address'
      [306] button 'Subscribe'
      StaticText 'Copyright © 2025 Larkspur Outfitters, Inc. All rights reserved.'
    """

    home_main = """
    main ''
      heading 'Gear up for shoulder season'
      StaticText 'Free standard shipping on orders over $75. Members earn double points through Oct 31.'
      [60] link 'Shop Lighting'
      [61] link 'Shop Layers'
      heading 'Hot Sellers'
      list ''
        listitem ''
          [70] link 'Kestrel Trail Running Headlamp'
          StaticText 'Rating: 88%'
          StaticText '$44.00'
          [73] button 'Add to Cart'
        listitem ''
          [76] link 'Merino Liner Gloves'
          StaticText 'Rating: 94%'
          StaticText '$22.00'
          [79] button 'Add to Cart'
        listitem ''
          [82] link 'Switchback 2P Ultralight Tent'
          StaticText 'Rating: 90%'
          StaticText '$329.00'
          [85] button 'Add to Cart'
        listitem ''
          [88] link 'Cinder Titanium Spork'
          StaticText 'Rating: 81%'
          StaticText '$12.95'
          [91] button 'Add to Cart'
    """

    lamps = [("Ridgeline 400 Rechargeable Headlamp", 38.95, "92%", 31),
             ("Kestrel Trail Running Headlamp", 44.00, "88%", 12),
             ("Ridgeline 250 Headlamp", 24.50, "84%", 58),
             ("Ember Red-Light Camp Headlamp", 19.99, "78%", 9)]

    def results(q: str, items: list[tuple[str, float, str, int]], sort: str, cart: int, msg: str | None = None) -> str:
        url = f"{U}/catalogsearch/result/?q={q.replace(' ', '+')}" + ("&product_list_order=price" if sort == "Price" else "")
        lines = head(cart, q) + tr(f"""
        main ''
          heading "Search results for: '{q}'"
        """)
        if msg:
            lines += tr(f"""
            alert ''
              StaticText '{msg}'
            """, 1)
        lines += tr(f"""
        StaticText 'Items 1-{len(items)} of {len(items)}'
        [112] combobox 'Sort By' value='{sort}', hasPopup='menu', expanded=False
        [114] link 'Set Descending Direction'
        StaticText 'Related search terms'
        [116] link '{q} accessories'
        list ''
        """, 1)
        for i, (name, price, rating, reviews) in enumerate(items):
            b = 120 + 10 * i
            lines += tr(f"""
            listitem ''
              [{b}] img '{name}'
              [{b + 1}] link '{name}'
              StaticText 'Rating: {rating}'
              [{b + 2}] link '{reviews} Reviews'
              StaticText '{money(price)}'
              [{b + 4}] button 'Add to Cart'
              [{b + 5}] link 'Add to Wish List'
              [{b + 6}] link 'Add to Compare'
            """, 2)
        return page(f"Search results for: {q}", url, lines, foot)

    by_price = sorted(lamps, key=lambda p: p[1])
    tips = [("Carbide Trekking Pole Tips (pair)", 9.75, "86%", 22), ("Rubber Asphalt Pole Tips (pair)", 7.25, "91%", 40)]

    def product(cart: int, qty: str, msg: str | None = None) -> str:
        lines = head(cart) + tr("""
        main ''
          navigation 'Breadcrumb'
            [98] link 'Home'
            [99] link 'Camp & Hike'
            StaticText 'Rubber Asphalt Pole Tips (pair)'
        """)
        if msg:
            lines += tr(f"""
            alert ''
              StaticText '{msg}'
              [101] link 'shopping cart'
            """, 1)
        lines += tr(f"""
        heading 'Rubber Asphalt Pole Tips (pair)'
        StaticText 'Rating: 91%'
        [104] link '40 Reviews'
        [105] link 'Add Your Review'
        StaticText '$7.25'
        StaticText 'IN STOCK'
        StaticText 'SKU'
        StaticText 'LKO-PT-RUB2'
        [110] spinbutton 'Qty' value='{qty}'
        [112] button 'Add to Cart'
        [114] link 'Add to Wish List'
        [115] link 'Add to Compare'
        tablist ''
          [118] tab 'Details', selected=True
          [119] tab 'More Information', selected=False
          [120] tab 'Reviews 40', selected=False
        tabpanel 'Details'
          StaticText 'Quiet, grippy rubber tips for pavement and rock. Press-fit over standard 11 mm carbide tips; sold as a pair.'
          list ''
            listitem ''
              StaticText 'Fits: Larkspur Ascent, Ridgewalker and most 11 mm poles'
            listitem ''
              StaticText 'Material: vulcanized rubber with steel insert'
            listitem ''
              StaticText 'Weight: 34 g (pair)'
        """, 1)
        return page("Rubber Asphalt Pole Tips (pair)", f"{U}/rubber-asphalt-pole-tips-pair.html", lines, foot)

    def cart_page(rows: list[tuple[str, str, float, int]], coupon: str, applied: bool, msg: str | None = None) -> str:
        count = sum(r[3] for r in rows)
        sub = sum(r[2] * r[3] for r in rows)
        lines = head(count) + tr("""
        main ''
          heading 'Shopping Cart'
        """)
        if msg:
            lines += tr(f"""
            alert ''
              StaticText '{msg}'
            """, 1)
        lines += tr("""
        table 'Shopping Cart Items'
          row ''
            columnheader 'Item'
            columnheader 'Price'
            columnheader 'Qty'
            columnheader 'Subtotal'
        """, 1)
        for i, (name, opt, price, qty) in enumerate(rows):
            b = 140 + 10 * i
            lines += tr(f"""
            row ''
              gridcell '{name}'
                [{b}] link '{name}'
            """, 2)
            if opt:
                lines += tr(f"StaticText '{opt}'", 4)
            lines += tr(f"""
              gridcell '{money(price)}'
              gridcell ''
                [{b + 3}] spinbutton 'Qty' value='{qty}'
              gridcell '{money(price * qty)}'
              gridcell ''
                [{b + 5}] link 'Edit item parameters'
                [{b + 6}] link 'Remove item'
            """, 3)
        disc = round(sub * 0.10, 2) if applied else 0.0
        ship = 5.00
        total = sub - disc + ship
        lines += tr(f"""
        [190] button 'Update Shopping Cart'
        [192] link 'Continue Shopping'
        group 'Apply Discount Code'
          [195] textbox 'Enter discount code' value='{coupon}'{', disabled=True' if applied else ''}
          [196] button '{'Cancel Coupon' if applied else 'Apply Discount'}'
        complementary 'Summary'
          heading 'Summary'
          [200] link 'Estimate Shipping and Tax', expanded=False
          table ''
            row ''
              rowheader 'Subtotal'
              gridcell '{money(sub)}'
        """, 1)
        if applied:
            lines += tr(f"""
            row ''
              rowheader 'Discount (TRAIL10)'
              gridcell '-{money(disc)}'
            """, 3)
        lines += tr(f"""
        row ''
          rowheader 'Shipping (Flat Rate - Fixed)'
          gridcell '{money(ship)}'
        row ''
          rowheader 'Order Total'
          gridcell '{money(total)}'
        """, 3)
        lines += tr("""
        [210] button 'Proceed to Checkout'
        [211] link 'Check Out with Multiple Addresses'
        """, 2)
        return page("Shopping Cart", f"{U}/checkout/cart/", lines, foot)

    gloves = ("Merino Liner Gloves", "Size: M", 22.00, 1)
    lamp = ("Ridgeline 250 Headlamp", "Color: Slate", 24.50, 1)
    tip2 = ("Rubber Asphalt Pole Tips (pair)", "", 7.25, 2)
    cart3 = [gloves, lamp, tip2]
    state = page("Larkspur Outfitters | Outdoor Gear & Apparel", f"{U}/", head(1), home_main, foot)
    turns = [
        ("fill('36', 'headlamp')", page("Larkspur Outfitters | Outdoor Gear & Apparel", f"{U}/", head(1, "headlamp", True), home_main, foot)),
        ("press('36', 'Enter')", results("headlamp", lamps, "Relevance", 1)),
        ("select_option('112', 'Price')", results("headlamp", by_price, "Price", 1)),
        ("click('134')", results("headlamp", by_price, "Price", 2, "You added Ridgeline 250 Headlamp to your shopping cart.")),
        ("goto('http://larkspur-outfitters.test/catalogsearch/result/?q=pole+tips')", results("pole tips", tips, "Relevance", 2)),
        ("click('131')", product(2, "1")),
        ("fill('110', '2')", product(2, "2")),
        ("click('112')", product(4, "2", "You added Rubber Asphalt Pole Tips (pair) to your shopping cart.")),
        ("click('33')", cart_page(cart3, "", False)),
        ("fill('195', 'TRAIL10')", cart_page(cart3, "TRAIL10", False)),
        ("click('196')", cart_page(cart3, "TRAIL10", True, 'You used coupon code "TRAIL10".')),
        ("click('146')", cart_page([lamp, tip2], "TRAIL10", True)),
    ]
    return {"tid": "h17-web-01", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# 02 GitLab (label rename)
# ---------------------------------------------------------------------------------------------
def t02() -> dict[str, Any]:
    # bad: GitLab hearthline/dispatch-api; label needs-triage renamed to triage::pending at turn 3 (labels page, filtered list and issue sidebar of turns 4-5 show the new name); turn 7's issue sidebar, after only posting a comment, lists the label under its old name needs-triage.
    U = "http://gitlab.hearthline.test"
    P = f"{U}/hearthline/dispatch-api"

    def chrome(crumb: str) -> list[str]:
        return tr(f"""
        [12] link 'Skip to content'
        banner 'Navigation bar'
          [17] link 'Dashboard'
          [20] button 'Menu'
          [26] textbox 'Search GitLab'
          StaticText '/'
          [31] link 'Create new...'
          [34] link 'Issues'
          StaticText '6'
          [37] link 'Merge requests'
          StaticText '2'
          [40] link 'To-Do List'
          StaticText '11'
          [43] link 'Help'
          [46] link 'Mirela Stoica user’s menu'
            img 'Mirela Stoica user’s avatar'
        complementary 'Project navigation'
          [55] link 'dispatch-api'
          [58] link 'Project information'
          [61] link 'Repository'
          [64] link 'Issues'
            StaticText '23'
          [67] link 'List'
          [68] link 'Boards'
          [69] link 'Service Desk'
          [70] link 'Milestones'
          [73] link 'Merge requests'
            StaticText '4'
          [76] link 'CI/CD'
          [79] link 'Deployments'
          [82] link 'Packages and registries'
          [85] link 'Monitor'
          [88] link 'Analytics'
          [91] link 'Wiki'
          [94] link 'Settings'
          [97] button 'Collapse sidebar'
        navigation 'Breadcrumbs'
          [101] link 'hearthline'
          [102] link 'dispatch-api'
          [103] link '{crumb}'
        """)

    labels_before = [
        ("bug", "#D9534F", "Something is not working as documented", 12, 1),
        ("docs", "#428BCA", "Documentation changes only", 3, 0),
        ("good first issue", "#5CB85C", "Small, well-scoped tasks for new contributors", 4, 0),
        ("infra", "#6699CC", "Deployment, Terraform and Helm chart work", 5, 2),
        ("needs-triage", "#F0AD4E", "New issues awaiting a first triage pass", 7, 0),
        ("security", "#A8D695", "Reported or suspected vulnerabilities (keep confidential)", 2, 0),
    ]

    def labels_page(labels: list[tuple[str, str, str, int, int]]) -> str:
        lines = chrome("Labels") + tr("""
        main ''
          tablist ''
            [108] link 'All'
            [109] link 'Subscribed'
          [111] textbox 'Filter'
          [112] button 'Name', hasPopup='menu'
          [114] link 'New label'
          heading 'Labels'
          StaticText 'Labels can be applied to issues and merge requests. Group labels are available for any project within the group.'
          list ''
        """)
        for i, (name, _color, desc, iss, mrs) in enumerate(labels):
            b = 120 + 12 * i
            lines += tr(f"""
            listitem ''
              StaticText '{name}'
              StaticText '{desc}'
              [{b + 2}] link '{iss} open issues'
              [{b + 3}] link '{mrs} merge requests'
              [{b + 5}] button 'Subscribe'
              [{b + 7}] link 'Edit'
              [{b + 8}] button 'Label actions dropdown', hasPopup='menu', expanded=False
            """, 2)
        return page("Labels · dispatch-api · GitLab", f"{P}/-/labels", lines)

    labels_after = sorted([lb if lb[0] != "needs-triage" else ("triage::pending",) + lb[1:] for lb in labels_before], key=lambda x: x[0])

    def edit_label(title: str) -> str:
        lines = chrome("Labels") + tr(f"""
        main ''
          heading 'Edit Label'
          StaticText 'Title'
          [130] textbox 'Title' value='{title}', focused, required
          StaticText 'Description'
          [132] textbox 'Description' value='New issues awaiting a first triage pass'
          StaticText 'Background color'
          [134] textbox 'Background color' value='#F0AD4E'
          StaticText 'Choose any color. Or you can choose one of the suggested colors below'
          [136] link 'Gray'
          [137] link 'Orange'
          [138] link 'Red'
          [139] link 'Blue'
          [141] button 'Save changes'
          [142] link 'Cancel'
          [144] button 'Delete'
        """)
        return page("Edit · Labels · dispatch-api · GitLab", f"{P}/-/labels/88/edit", lines)

    issues = [
        (141, "Webhook retries ignore Retry-After header", "bug, triage::pending", "3 days ago", "Osei Boateng", "v2.9", 2),
        (140, "Dispatch ETA drifts when driver app reconnects after airplane mode", "triage::pending", "3 days ago", "Hana Kobayashi", "", 5),
        (138, "Add pagination to GET /v2/zones", "triage::pending", "5 days ago", "Lukas Brandt", "", 0),
        (136, "Rate limiter counts CORS preflight (OPTIONS) requests", "bug, triage::pending", "1 week ago", "Osei Boateng", "v2.9", 3),
        (133, "Helm chart ignores podAnnotations for the worker deployment", "infra, triage::pending", "1 week ago", "Daria Novak", "", 1),
        (129, "Document idempotency keys for POST /v2/dispatches", "docs, triage::pending", "2 weeks ago", "Mirela Stoica", "", 0),
        (127, "Stale zone cache after region split", "triage::pending", "2 weeks ago", "Teo Marchetti", "v2.9", 4),
    ]

    def filtered() -> str:
        lines = chrome("Issues") + tr("""
        main ''
          tablist ''
            [108] tab 'Open 7', selected=True
            [109] tab 'Closed 2', selected=False
            [110] tab 'All 9', selected=False
          [112] link 'Subscribe to RSS feed'
          [113] button 'Edit issues'
          [114] link 'New issue'
          group ''
            StaticText 'Label'
            StaticText '='
            StaticText 'triage::pending'
            [117] button 'Remove'
            [118] textbox 'Search or filter results...'
          [120] button 'Created date', hasPopup='menu'
          list ''
        """)
        for i, (iid, title, lbls, when, who, ms, notes) in enumerate(issues):
            b = 130 + 8 * i
            lines += tr(f"""
            listitem ''
              [{b}] link '{title}'
              StaticText '#{iid} · created {when} by {who}'
            """, 2)
            if ms:
                lines += tr(f"[{b + 3}] link '{ms}'", 3)
            lines += tr(f"""
            StaticText '{lbls}'
            [{b + 5}] link '{notes} comments'
            """, 3)
        return page("Issues · hearthline / dispatch-api · GitLab", f"{P}/-/issues?label_name%5B%5D=triage%3A%3Apending", lines)

    body = ("Our webhook sender retries failed deliveries every 30 s regardless of the receiver's `Retry-After` header. "
            "Partners behind rate limiters (Qubit Freight, Laneway) get hammered with 429s and disable the endpoint.")
    comment_text = "Confirmed on v2.8.1: worker/retry.go never reads the header. A 503 with Retry-After: 120 is retried after 30 s."

    def issue(sidebar_label: str, draft: str, posted: bool) -> str:
        lines = chrome("#141") + tr(f"""
        main ''
          StaticText 'Open'
          StaticText 'Issue created 3 days ago by'
          [150] link 'Osei Boateng'
          [152] button 'Issue actions', hasPopup='menu'
          [153] button 'Close issue'
          heading 'Webhook retries ignore Retry-After header'
          StaticText "{body}"
          StaticText 'Steps: 1. Point a webhook at a receiver that returns 503 with Retry-After: 120. 2. Watch worker logs: retries arrive every 30 s.'
          [160] button 'Thumbs up 3'
          [161] button 'Thumbs down 0'
          [162] button 'Add reaction'
          heading 'Linked items 0'
          heading 'Activity'
          [165] button 'Sort or filter', hasPopup='menu'
          list ''
            listitem ''
              [167] link 'Osei Boateng'
              StaticText 'added bug triage::pending labels 3 days ago'
            listitem ''
              [169] link 'Osei Boateng'
              StaticText 'changed milestone to v2.9 3 days ago'
            listitem ''
              [171] link 'Teo Marchetti'
              StaticText '@teo.marchetti · 2 days ago'
              StaticText 'Seen the same thing with the Laneway sandbox. I think the retry loop predates the 2.7 refactor.'
        """)
        if posted:
            lines += tr(f"""
            listitem ''
              [174] link 'Mirela Stoica'
              StaticText '@mstoica · just now'
              StaticText '{comment_text}'
              [176] button 'Add reaction'
              [177] button 'Reply to comment'
              [178] button 'Edit comment'
              [179] button 'More actions', hasPopup='menu'
            """, 2)
        lines += tr(f"""
        [185] textbox 'Comment' value='{draft}'{', focused' if draft else ''}
        [187] button 'Comment'{'' if draft else ', disabled=True'}
        [188] button 'Toggle dropdown', hasPopup='menu'
        [189] button 'Close issue'
        complementary 'Issue sidebar'
          StaticText 'Assignee'
          [201] button 'Edit'
          StaticText 'None - assign yourself'
          StaticText 'Labels'
          [204] button 'Edit'
          StaticText 'bug'
          StaticText '{sidebar_label}'
          StaticText 'Milestone'
          [207] button 'Edit'
          [208] link 'v2.9'
          StaticText 'Due date'
          [210] button 'Edit'
          StaticText 'None'
          StaticText 'Time tracking'
          StaticText 'No estimate or time spent'
          StaticText 'Confidentiality'
          StaticText 'Not confidential'
          StaticText 'Participants: {3 if posted else 2}'
          [215] link 'Osei Boateng'
          [216] link 'Teo Marchetti'{chr(10) + "          [217] link 'Mirela Stoica'" if posted else ''}
          StaticText 'Notifications'
          [218] switch 'Notifications', checked='true'
          StaticText 'Reference: hearthline/dispatch-api#141'
          [220] button 'Copy reference'
        """, 1)
        return page("Webhook retries ignore Retry-After header (#141) · Issues · hearthline / dispatch-api · GitLab", f"{P}/-/issues/141", lines)

    def milestones() -> str:
        lines = chrome("Milestones") + tr("""
        main ''
          tablist ''
            [108] link 'Open 2'
            [109] link 'Closed 5'
            [110] link 'All 7'
          [112] textbox 'Search by name'
          [113] button 'Due soon', hasPopup='menu'
          [114] link 'New milestone'
          list ''
            listitem ''
              [120] link 'v2.9'
              StaticText 'Mar 28, 2025'
              StaticText '18 Issues · 4 Merge requests'
              StaticText '39% complete'
              [124] link 'Close Milestone'
            listitem ''
              [130] link 'v3.0'
              StaticText 'May 30, 2025'
              StaticText '9 Issues · 0 Merge requests'
              StaticText '0% complete'
              [134] link 'Close Milestone'
        """)
        return page("Milestones · hearthline / dispatch-api · GitLab", f"{P}/-/milestones", lines)

    def milestone() -> str:
        lines = chrome("v2.9") + tr("""
        main ''
          StaticText 'Open'
          StaticText 'Milestone'
          StaticText 'Mar 28, 2025 (in 23 days)'
          [110] button 'Edit'
          [111] button 'Close milestone'
          heading 'v2.9'
          StaticText 'Webhook reliability, zone cache fixes and the 2.9 rate-limiter rework.'
          StaticText '39% complete'
          StaticText 'Issues 18 · Open: 11 · Closed: 7'
          tablist ''
            [116] tab 'Issues 18', selected=True
            [117] tab 'Merge requests 4', selected=False
            [118] tab 'Participants', selected=False
            [119] tab 'Labels', selected=False
          heading 'Unstarted Issues (open and unassigned) 5'
          list ''
            listitem ''
              [122] link 'Webhook retries ignore Retry-After header'
              StaticText '#141'
            listitem ''
              [124] link 'Rate limiter counts CORS preflight (OPTIONS) requests'
              StaticText '#136'
            listitem ''
              [126] link 'Stale zone cache after region split'
              StaticText '#127'
            listitem ''
              [128] link 'Zone polygon import rejects GeoJSON with holes'
              StaticText '#118'
            listitem ''
              [130] link 'Expose retry count in webhook delivery log'
              StaticText '#112'
          heading 'Ongoing Issues (open and assigned) 6'
          list ''
            listitem ''
              [133] link 'Move dispatch scoring to a worker pool'
              StaticText '#131'
              img 'Assigned to Lukas Brandt'
            listitem ''
              [136] link 'Backfill dispatch_events.partition_key'
              StaticText '#125'
              img 'Assigned to Daria Novak'
          heading 'Completed Issues (closed) 7'
          list ''
            listitem ''
              [140] link 'Drop support for API keys in query strings'
              StaticText '#104'
        """)
        return page("v2.9 · Milestones · hearthline / dispatch-api · GitLab", f"{P}/-/milestones/9", lines)

    state = labels_page(labels_before)
    turns = [
        ("click('175')", edit_label("needs-triage")),
        ("fill('130', 'triage::pending')", edit_label("triage::pending")),
        ("click('141')", labels_page(labels_after)),
        ("click('182')", filtered()),
        ("click('130')", issue("triage::pending", "", False)),
        (f"fill('185', '{comment_text}')", issue("triage::pending", comment_text, False)),
        ("click('187')", issue("needs-triage", "", True)),
        ("click('70')", milestones()),
        ("click('120')", milestone()),
    ]
    return {"tid": "h17-web-02", "state": state, "turns": turns, "bad": True, "turn": 7,
            "kind": "renamed label shown under its old name in the issue sidebar after posting a comment"}


# ---------------------------------------------------------------------------------------------
# 03 bank (Meridian Trust)
# ---------------------------------------------------------------------------------------------
def t03() -> dict[str, Any]:
    # clean: online banking; $500 savings -> checking transfer, balances move on both accounts, as-of time advances, transaction history filtered by a search then cleared.
    U = "https://online.meridiantrust.test"

    def chrome() -> list[str]:
        return tr("""
        banner ''
          [14] link 'Meridian Trust home'
          StaticText 'Hi, Caleb'
          StaticText 'Last sign-in: Feb 10, 2025 at 6:52 PM'
          [18] link 'Messages 1'
          [19] button 'Sign out'
        navigation 'Main'
          [22] link 'Accounts'
          [23] link 'Transfer'
          [24] link 'Bill Pay'
          [25] link 'Zelle®'
          [26] link 'Statements & Documents'
          [27] link 'Help & Support'
        """)

    foot = """
    contentinfo ''
      StaticText 'Member FDIC. Equal Housing Lender.'
      [401] link 'Privacy'
      [402] link 'Security Center'
      [403] link 'Routing number: 071926608'
    """

    def overview(chk: float, sav: float, asof: str, alert: str | None = None) -> str:
        lines = chrome() + tr("""
        main ''
          heading 'Accounts'
        """)
        if alert:
            lines += tr(f"""
            status ''
              StaticText '{alert}'
            """, 1)
        lines += tr(f"""
        StaticText 'Balances as of {asof}'
        region 'Deposit accounts'
          heading 'Deposit accounts'
          table ''
            row ''
              columnheader 'Account'
              columnheader 'Available balance'
              columnheader 'Current balance'
            row ''
              gridcell 'Essential Checking ••2208'
                [60] link 'Essential Checking ••2208'
              gridcell '{money(chk)}'
              gridcell '{money(chk)}'
            row ''
              gridcell 'Premier Savings ••5531'
                [66] link 'Premier Savings ••5531'
              gridcell '{money(sav)}'
              gridcell '{money(sav)}'
            row ''
              rowheader 'Total deposits'
              gridcell '{money(chk + sav)}'
              gridcell '{money(chk + sav)}'
        region 'Credit cards'
          heading 'Credit cards'
          table ''
            row ''
              gridcell 'Meridian Cash Rewards Visa ••7719'
                [74] link 'Meridian Cash Rewards Visa ••7719'
              gridcell 'Current balance $612.08'
              gridcell 'Payment due Feb 27: $35.00 minimum'
        region 'Quick actions'
          [80] link 'Transfer money'
          [81] link 'Pay a bill'
          [82] link 'Deposit a check'
        """, 1)
        return page("Accounts | Meridian Trust Online Banking", f"{U}/accounts", lines, foot)

    def transfer_form(frm: str, to: str, amt: str) -> str:
        lines = chrome() + tr(f"""
        main ''
          heading 'Transfer money'
          tablist ''
            [101] tab 'Between my accounts', selected=True
            [102] tab 'To someone else', selected=False
          StaticText 'From'
          [110] combobox 'From' value='{frm}', hasPopup='menu', expanded=False
          StaticText 'To'
          [112] combobox 'To' value='{to}', hasPopup='menu', expanded=False
          StaticText 'Amount'
          [114] textbox 'Amount' value='{amt}'{', focused' if amt else ''}
          StaticText 'Frequency'
          [116] combobox 'Frequency' value='One time', hasPopup='menu', expanded=False
          StaticText 'Transfer date'
          [118] textbox 'Transfer date' value='02/11/2025'
          StaticText 'Transfers made before 8:00 PM ET on a business day are available immediately.'
          [120] textbox 'Memo (optional)'
          [122] button 'Continue'
          [123] link 'Cancel'
        """)
        return page("Transfer money | Meridian Trust Online Banking", f"{U}/transfers/new", lines, foot)

    SAV = "Premier Savings ••5531 – $8,950.00"
    CHK = "Essential Checking ••2208 – $1,204.63"

    review = page("Review transfer | Meridian Trust Online Banking", f"{U}/transfers/review", chrome() + tr(f"""
    main ''
      heading 'Review your transfer'
      table ''
        row ''
          rowheader 'From'
          gridcell '{SAV}'
        row ''
          rowheader 'To'
          gridcell '{CHK}'
        row ''
          rowheader 'Amount'
          gridcell '$500.00'
        row ''
          rowheader 'Frequency'
          gridcell 'One time'
        row ''
          rowheader 'Date'
          gridcell 'Tue, Feb 11, 2025'
      StaticText 'Federal rules no longer limit savings withdrawals, but Meridian allows 6 free transfers out of savings per statement cycle. This is transfer 2 of 6.'
      [130] button 'Confirm transfer'
      [131] button 'Edit'
      [132] link 'Cancel'
    """), foot)

    done = page("Transfer complete | Meridian Trust Online Banking", f"{U}/transfers/TRF-88120457", chrome() + tr("""
    main ''
      img 'Success'
      heading 'Your transfer is complete'
      StaticText 'Confirmation number: TRF-88120457'
      table ''
        row ''
          rowheader 'From'
          gridcell 'Premier Savings ••5531'
        row ''
          rowheader 'To'
          gridcell 'Essential Checking ••2208'
        row ''
          rowheader 'Amount'
          gridcell '$500.00'
        row ''
          rowheader 'Date'
          gridcell 'Tue, Feb 11, 2025 at 9:16 AM'
      heading 'Updated balances'
      table ''
        row ''
          rowheader 'Essential Checking ••2208'
          gridcell '$1,704.63'
        row ''
          rowheader 'Premier Savings ••5531'
          gridcell '$8,450.00'
      [140] link 'Make another transfer'
      [141] link 'Go to Accounts'
      [142] button 'Print'
    """), foot)

    tx = [("Feb 11, 2025", "Online transfer from Premier Savings ••5531 (TRF-88120457)", 500.00),
          ("Feb 10, 2025", "SQ *DRIFTWOOD COFFEE HALVERSON", -6.75),
          ("Feb 9, 2025", "KROGER #0412 CINCINNATI OH", -84.19),
          ("Feb 8, 2025", "VERIZON WIRELESS AUTOPAY", -72.40),
          ("Feb 6, 2025", "LAKESHORE HOME LOANS MTG PMT", -1640.00),
          ("Feb 5, 2025", "HALVARD SYSTEMS PAYROLL DIR DEP", 2118.40),
          ("Feb 3, 2025", "CINCINNATI BELL FIBER", -64.99)]
    bal = [1704.63]
    for _, _, amt in tx[:-1]:
        bal.append(round(bal[-1] - amt, 2))

    def history(search: str, only: str | None, typed: bool) -> str:
        lines = chrome() + tr(f"""
        main ''
          navigation 'Breadcrumb'
            [90] link 'Accounts'
            StaticText 'Essential Checking ••2208'
          heading 'Essential Checking ••2208'
          StaticText 'Available balance $1,704.63'
          StaticText 'Current balance $1,704.63'
          tablist ''
            [96] tab 'Activity', selected=True
            [97] tab 'Details', selected=False
            [98] tab 'Statements', selected=False
          [100] searchbox 'Search transactions' value='{search}'{', focused' if typed else ''}
          [101] button 'Search'
          [102] button 'Clear'{'' if search else ', disabled=True'}
          [103] combobox 'Date range' value='Last 30 days', hasPopup='menu', expanded=False
          [104] link 'Download'
        """)
        rows = [(d, n, a, b) for (d, n, a), b in zip(tx, bal) if only is None or only.lower() in n.lower()]
        if only is not None:
            lines += tr(f"StaticText '{len(rows)} result for \"{only}\" in the last 30 days'", 1)
        lines += tr("""
        table 'Posted transactions'
          row ''
            columnheader 'Date'
            columnheader 'Description'
            columnheader 'Amount'
            columnheader 'Balance'
        """, 1)
        for d, n, a, b in rows:
            amt = ("+" if a > 0 else "-") + money(abs(a))
            lines += tr(f"""
            row ''
              gridcell '{d}'
              gridcell '{n}'
              gridcell '{amt}'
              gridcell '{money(b)}'
            """, 2)
        return page("Essential Checking ••2208 | Meridian Trust Online Banking", f"{U}/accounts/chk-2208/activity" + (f"?q={only}" if only else ""), lines, foot)

    state = overview(1204.63, 8950.00, "Feb 11, 2025 9:14 AM ET")
    turns = [
        ("click('23')", transfer_form("Select an account", "Select an account", "")),
        ("select_option('110', 'Premier Savings ••5531 – $8,950.00')", transfer_form(SAV, "Select an account", "")),
        ("select_option('112', 'Essential Checking ••2208 – $1,204.63')", transfer_form(SAV, CHK, "")),
        ("fill('114', '500')", transfer_form(SAV, CHK, "500")),
        ("click('122')", review),
        ("click('130')", done),
        ("click('141')", overview(1704.63, 8450.00, "Feb 11, 2025 9:17 AM ET", "Transfer TRF-88120457 of $500.00 to Essential Checking ••2208 is complete.")),
        ("click('60')", history("", None, False)),
        ("fill('100', 'Kroger')", history("Kroger", None, True)),
        ("press('100', 'Enter')", history("Kroger", "Kroger", False)),
        ("click('102')", history("", None, False)),
    ]
    return {"tid": "h17-web-03", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# 04 HR portal (Peoplebridge open enrollment)
# ---------------------------------------------------------------------------------------------
def t04() -> dict[str, Any]:
    # bad: open enrollment; agent only changes the vision plan (turns 2-4); turn 6's summary shows the dental plan as Waived (and the total without it) though turns 4-5 had it Enrolled and no action touched dental.
    U = "https://peoplebridge.corvina.test"

    def chrome(tab: str) -> list[str]:
        sel = {t: ("True" if t == tab else "False") for t in ("Summary", "Dependents", "Beneficiaries", "Documents")}
        return tr(f"""
        banner ''
          [11] link 'Peoplebridge'
          [13] searchbox 'Search people, pay, benefits'
          [15] button 'Notifications 2'
          [16] button 'Ana Elorza', hasPopup='menu'
        navigation ''
          [20] link 'Home'
          [21] link 'Pay'
          [22] link 'Time off'
          [23] link 'Benefits'
          [24] link 'Learning'
          [25] link 'Directory'
        main ''
          heading '2025 Open Enrollment'
          StaticText 'Enrollment window: Nov 4 – Nov 22, 2024 · Changes take effect Jan 1, 2025'
          StaticText 'Ana Elorza · Employee ID E-40718 · Corvina Logistics, Inc. · Biweekly pay (26 paychecks)'
          tablist ''
            [31] tab 'Summary', selected={sel['Summary']}
            [32] tab 'Dependents', selected={sel['Dependents']}
            [33] tab 'Beneficiaries', selected={sel['Beneficiaries']}
            [34] tab 'Documents', selected={sel['Documents']}
        """)

    foot = """
    contentinfo ''
      StaticText 'Questions? Benefits Service Center 1-888-555-0143, Mon–Fri 8 AM–6 PM CT'
      [401] link 'Plan documents'
      [402] link 'Privacy'
    """

    def summary(vision: tuple[str, str, float], dental_on: bool, flash: str | None = None) -> str:
        rows = [("Medical", "Aetna Choice POS II", "Employee + Spouse", "Enrolled", 212.40, 71),
                ("Dental", "Delta Dental PPO", "Employee + Spouse", "Enrolled", 18.60, 77) if dental_on else
                ("Dental", "—", "—", "Waived", 0.00, 77),
                ("Vision", vision[0], vision[1], "Enrolled", vision[2], 83),
                ("Life", "Basic Life (1x salary)", "Employee", "Enrolled", 0.00, 89),
                ("Health FSA", "—", "—", "Waived", 0.00, 95)]
        lines = chrome("Summary")
        if flash:
            lines += tr(f"""
            status ''
              StaticText '{flash}'
              [40] button 'Dismiss'
            """, 1)
        lines += tr("""
        tabpanel 'Summary'
          table 'Your elections for 2025'
            row ''
              columnheader 'Benefit'
              columnheader 'Plan'
              columnheader 'Coverage'
              columnheader 'Status'
              columnheader 'Cost per paycheck'
              columnheader ''
        """, 1)
        for ben, plan, cov, st, cost, b in rows:
            lines += tr(f"""
            row ''
              gridcell '{ben}'
              gridcell '{plan}'
              gridcell '{cov}'
              gridcell '{st}'
              gridcell '{money(cost)}'
              gridcell ''
                [{b}] link 'Change {ben}'
            """, 3)
        total = sum(r[4] for r in rows)
        lines += tr(f"""
        row ''
          rowheader 'Total per paycheck'
          gridcell '{money(total)}'
        """, 3)
        lines += tr("""
        StaticText 'Employer contribution per paycheck: $486.15 (not shown in your cost)'
        [110] button 'Review and submit'
        StaticText 'Elections are not final until you submit. Submit before Nov 22, 2024 11:59 PM CT.'
        """, 2)
        return page("2025 Open Enrollment · Peoplebridge", f"{U}/benefits/enrollment/2025/summary", lines, foot)

    vis_prices = {"VSP Base": {"Employee only": 3.12, "Employee + Spouse": 6.05, "Family": 9.20},
                  "VSP Choice Plus": {"Employee only": 7.48, "Employee + Spouse": 13.90, "Family": 21.35}}

    def vision(plan: str, cov: str) -> str:
        lines = chrome("Summary") + tr(f"""
        tabpanel 'Summary'
          navigation 'Breadcrumb'
            [41] link 'Summary'
            StaticText 'Vision'
          heading 'Choose your vision coverage'
          radiogroup 'Vision plan'
            [50] radio 'VSP Base', checked='{'true' if plan == 'VSP Base' else 'false'}'
            StaticText 'Exam every 12 months, $10 copay; $150 frame allowance every 24 months'
            [53] radio 'VSP Choice Plus', checked='{'true' if plan == 'VSP Choice Plus' else 'false'}'
            StaticText 'Exam every 12 months, $10 copay; $250 frame allowance every 12 months; contacts $200'
            [56] radio 'Waive vision coverage', checked='false'
          StaticText 'Coverage level'
          [60] combobox 'Coverage level' value='{cov}', hasPopup='menu', expanded=False
          table 'Cost per paycheck'
            row ''
              columnheader 'Plan'
              columnheader 'Employee only'
              columnheader 'Employee + Spouse'
              columnheader 'Family'
            row ''
              gridcell 'VSP Base'
              gridcell '$3.12'
              gridcell '$6.05'
              gridcell '$9.20'
            row ''
              gridcell 'VSP Choice Plus'
              gridcell '$7.48'
              gridcell '$13.90'
              gridcell '$21.35'
          group 'Who is covered'
            [70] checkbox 'Ana Elorza (you)', checked='true', disabled=True
            [71] checkbox 'Tomás Elorza (Spouse)', checked='{'true' if 'Spouse' in cov else 'false'}'
          StaticText 'Your cost per paycheck: {money(vis_prices[plan][cov])}'
          [80] button 'Save and continue'
          [81] link 'Cancel'
        """, 1)
        return page("Vision · 2025 Open Enrollment · Peoplebridge", f"{U}/benefits/enrollment/2025/vision", lines, foot)

    dependents = page("Dependents · 2025 Open Enrollment · Peoplebridge", f"{U}/benefits/enrollment/2025/dependents", chrome("Dependents") + tr("""
    tabpanel 'Dependents'
      table 'Dependents'
        row ''
          columnheader 'Name'
          columnheader 'Relationship'
          columnheader 'Date of birth'
          columnheader 'SSN'
          columnheader 'Covered under'
          columnheader ''
        row ''
          gridcell 'Tomás Elorza'
          gridcell 'Spouse'
          gridcell '03/14/1988'
          gridcell '***-**-6241'
          gridcell 'Medical, Dental, Vision'
          gridcell ''
            [90] link 'Edit Tomás Elorza'
      [95] button 'Add a dependent'
      StaticText 'Adding a child or spouse outside open enrollment requires a qualifying life event within 30 days.'
    """, 1), foot)

    def life(choice: str) -> str:
        opts = [("None", "$0.00", 50), ("1x annual salary ($86,000)", "$4.16", 52), ("2x annual salary ($172,000)", "$8.32", 54), ("3x annual salary ($258,000)", "$12.48", 56)]
        lines = chrome("Summary") + tr("""
        tabpanel 'Summary'
          navigation 'Breadcrumb'
            [41] link 'Summary'
            StaticText 'Life'
          heading 'Life insurance'
          StaticText 'Basic Life: 1x annual salary ($86,000), paid by Corvina Logistics. No action needed.'
          heading 'Supplemental employee life'
          radiogroup 'Supplemental life amount'
        """, 1)
        for name, cost, b in opts:
            lines += tr(f"""
            [{b}] radio '{name}', checked='{'true' if name.startswith(choice) else 'false'}'
            StaticText '{cost} per paycheck'
            """, 3)
        cost = dict((o[0].split(" (")[0], o[1]) for o in opts)[choice]
        lines += tr(f"""
        StaticText 'Evidence of insurability is not required for amounts up to 3x salary during open enrollment.'
        heading 'Beneficiaries'
        table ''
          row ''
            gridcell 'Tomás Elorza'
            gridcell 'Spouse'
            gridcell 'Primary · 100%'
        [70] link 'Edit beneficiaries'
        StaticText 'Your supplemental life cost per paycheck: {cost}'
        [80] button 'Save and continue'
        [81] link 'Cancel'
        """, 2)
        return page("Life · 2025 Open Enrollment · Peoplebridge", f"{U}/benefits/enrollment/2025/life", lines, foot)

    state = summary(("VSP Base", "Employee only", 3.12), True)
    turns = [
        ("click('83')", vision("VSP Base", "Employee only")),
        ("click('53')", vision("VSP Choice Plus", "Employee only")),
        ("select_option('60', 'Employee + Spouse')", vision("VSP Choice Plus", "Employee + Spouse")),
        ("click('80')", summary(("VSP Choice Plus", "Employee + Spouse", 13.90), True, "Vision election saved. Remember to submit your enrollment.")),
        ("click('32')", dependents),
        ("click('31')", summary(("VSP Choice Plus", "Employee + Spouse", 13.90), False)),
        ("click('89')", life("None")),
        ("click('54')", life("2x annual salary")),
    ]
    return {"tid": "h17-web-04", "state": state, "turns": turns, "bad": True, "turn": 6,
            "kind": "dental election flips from Enrolled to Waived with no action on it"}


# ---------------------------------------------------------------------------------------------
# 05 forum (Commonplace, /f/urbanbeekeeping)
# ---------------------------------------------------------------------------------------------
def t05() -> dict[str, Any]:
    # clean: reddit-like forum; upvote a post (+1), comment on it (+1 comment), upvote a comment, sort by New (reorder), visit a user, open a similarly titled post.
    U = "http://commonplace.test"
    chrome = tr("""
    banner ''
      [10] link 'Commonplace'
      [12] link 'Forums'
      [13] link 'Wiki'
      [15] searchbox 'Search query'
      [17] link 'Submit'
      [18] link 'Notifications (0)'
      [19] button 'ledger_and_comb', hasPopup='menu', expanded=False
    """)
    posts = {
        "P1": ("Swarm caught in a mailbox in Astoria — now what?", "hive_and_seek", "5 hours ago", 212, 47, 58213),
        "P2": ("Mite counts after oxalic vapor: my October numbers", "varroa_watch", "9 hours ago", 158, 31, 58190),
        "P3": ("Is it too late to feed 2:1 syrup in Zone 6b?", "pollen_path", "1 day ago", 96, 22, 58102),
        "P4": ("Rooftop hive permits in Philly (2024 update)", "schuylkill_bees", "2 days ago", 74, 9, 57988),
        "P5": ("Swarm trap placement on a fire escape?", "gowanus_greg", "14 hours ago", 41, 12, 58161),
    }
    side = tr("""
    complementary ''
      heading 'urbanbeekeeping'
      StaticText 'Keeping bees on roofs, balconies and community gardens. Be kind to your neighbours and their pets.'
      StaticText '8,412 subscribers'
      [300] button 'Unsubscribe'
      StaticText 'Moderators: hive_and_seek, schuylkill_bees'
      [303] link 'Forum wiki'
      [304] link 'Bans'
      [305] link 'Moderation log'
    """)

    def listing(order: list[str], voted: bool, commented: bool, sort: str) -> str:
        lines = list(chrome) + tr(f"""
        main ''
          heading 'urbanbeekeeping'
          navigation 'Sort'
            [30] link 'Hot'{', current' if sort == 'Hot' else ''}
            [31] link 'New'{', current' if sort == 'New' else ''}
            [32] link 'Active'
            [33] link 'Top', hasPopup='menu'
            [34] link 'Controversial', hasPopup='menu'
          [36] link 'Submit a new post'
        """)
        for i, k in enumerate(order):
            title, user, when, score, ncom, _ = posts[k]
            if k == "P1":
                score, ncom = score + int(voted), ncom + int(commented)
            up = ", pressed='true'" if (k == "P1" and voted) else ""
            b = 40 + 10 * i
            lines += tr(f"""
            article ''
              [{b}] link '{title}'
              StaticText 'Submitted by'
              [{b + 1}] link '{user}'
              StaticText '{when} in'
              [{b + 2}] link 'urbanbeekeeping'
              [{b + 3}] link '{ncom} comments'
              [{b + 4}] button 'Upvote'{up}
              StaticText '{score}'
              [{b + 5}] button 'Downvote'
            """, 1)
        return page(f"/f/urbanbeekeeping{'' if sort == 'Hot' else ' (' + sort.lower() + ')'} | Commonplace", f"{U}/f/urbanbeekeeping" + ("" if sort == "Hot" else "/new"), lines, side)

    hot = ["P1", "P2", "P3", "P4", "P5"]
    new = ["P1", "P2", "P5", "P3", "P4"]

    my = ("Seconding the dusk approach: put a frame of drawn comb in the nuc and they will walk in faster. "
          "Tape over the mailbox slot once most are in so the stragglers follow the queen.")

    def post1(draft: str, posted: bool, cvote: bool) -> str:
        score = 213
        ncom = 48 if posted else 47
        lines = list(chrome) + tr(f"""
        main ''
          article ''
            heading 'Swarm caught in a mailbox in Astoria — now what?'
            StaticText 'Submitted by'
            [41] link 'hive_and_seek'
            StaticText '5 hours ago in'
            [42] link 'urbanbeekeeping'
            [44] button 'Upvote', pressed='true'
            StaticText '{score}'
            [45] button 'Downvote'
            StaticText "A swarm about the size of a football moved into the curbside mailbox outside our building on 31st Ave this morning. The mail carrier refuses to open it. I have a spare 5-frame nuc box but have never hived a swarm. It's cool out (14°C) and they're clustered on the back wall. What's the least-bad way to do this?"
            [49] link 'Share'
            [50] link 'Report'
          heading '{ncom} comments'
          [55] textbox 'Comment' value='{draft}'{', focused' if draft else ''}
          [57] button 'Post'
          [58] combobox 'Sort comments' value='Top', hasPopup='menu', expanded=False
          list ''
            listitem ''
              [60] link 'beelineBK'
              StaticText '4 hours ago'
              StaticText "Call the swarm hotline first. The city association keeps a list of collectors by borough. Don't try to move the mailbox, it is federal property."
              [62] button 'Upvote'{", pressed='true'" if cvote else ''}
              StaticText '{35 if cvote else 34}'
              [63] button 'Downvote'
              [64] link 'Reply'
            listitem ''
              [66] link 'queens_apiary'
              StaticText '4 hours ago'
              StaticText 'If you can get the nuc box right under the slot at dusk, most of them will march in. Brush the rest in with a soft brush.'
              [68] button 'Upvote'
              StaticText '21'
              [69] button 'Downvote'
              [70] link 'Reply'
            listitem ''
              [72] link 'hive_and_seek'
              StaticText '3 hours ago'
              StaticText 'OP here. Update: someone from Astoria Bees is coming by at 6 with a bee vac, will report back.'
              [74] button 'Upvote'
              StaticText '15'
              [75] button 'Downvote'
              [76] link 'Reply'
        """)
        if posted:
            lines += tr(f"""
            listitem ''
              [78] link 'ledger_and_comb'
              StaticText 'just now'
              StaticText '{my}'
              [80] button 'Upvote', pressed='true'
              StaticText '1'
              [81] button 'Downvote'
              [82] link 'Reply'
              [83] link 'Edit'
              [84] link 'Delete'
            """, 2)
        lines += tr("[90] link 'Load 44 more comments'", 1)
        return page("Swarm caught in a mailbox in Astoria — now what? | Commonplace", f"{U}/f/urbanbeekeeping/58213/swarm-caught-in-a-mailbox-in-astoria-now-what", lines, side)

    profile = page("varroa_watch | Commonplace", f"{U}/user/varroa_watch", list(chrome) + tr("""
    main ''
      heading 'varroa_watch'
      StaticText 'Registered 3 years ago'
      [30] button 'Message'
      [31] button 'Block'
      tablist ''
        [33] link 'Overview', current
        [34] link 'Submissions'
        [35] link 'Comments'
      article ''
        [40] link 'Mite counts after oxalic vapor: my October numbers'
        StaticText 'Submitted 9 hours ago in'
        [42] link 'urbanbeekeeping'
        [43] link '31 comments'
        StaticText '158 points'
      article ''
        StaticText 'Comment on'
        [46] link 'Is it too late to feed 2:1 syrup in Zone 6b?'
        StaticText '1 day ago'
        StaticText 'Not too late if nights stay above 10°C. Below that they will not take syrup, switch to fondant.'
        StaticText '18 points'
      article ''
        [50] link 'Sugar roll vs alcohol wash: same colony, same day'
        StaticText 'Submitted 2 weeks ago in'
        [52] link 'beekeeping'
        [53] link '64 comments'
        StaticText '402 points'
    """), tr("""
    complementary ''
      heading 'Trophies'
      StaticText 'Three-year club'
      StaticText 'Moderator of: mitecounts'
    """))

    post5 = page("Swarm trap placement on a fire escape? | Commonplace", f"{U}/f/urbanbeekeeping/58161/swarm-trap-placement-on-a-fire-escape", list(chrome) + tr("""
    main ''
      article ''
        heading 'Swarm trap placement on a fire escape?'
        StaticText 'Submitted by'
        [41] link 'gowanus_greg'
        StaticText '14 hours ago in'
        [42] link 'urbanbeekeeping'
        [44] button 'Upvote'
        StaticText '41'
        [45] button 'Downvote'
        StaticText 'Landlord is fine with a bait hive on the 4th-floor fire escape (south facing, partial shade). Is 12 m high enough, or too high? Lemongrass oil or old comb for bait?'
        [48] link 'Share'
        [49] link 'Report'
      heading '12 comments'
      [55] textbox 'Comment'
      [57] button 'Post'
      [58] combobox 'Sort comments' value='Top', hasPopup='menu', expanded=False
      list ''
        listitem ''
          [60] link 'queens_apiary'
          StaticText '13 hours ago'
          StaticText 'Height is fine, scouts love 3-5 m but higher works. Old brood comb beats lemongrass every time.'
          [62] button 'Upvote'
          StaticText '19'
          [63] button 'Downvote'
          [64] link 'Reply'
        listitem ''
          [66] link 'schuylkill_bees'
          StaticText '12 hours ago'
          StaticText 'Check the fire code first. A trap blocking the egress ladder can get you fined.'
          [68] button 'Upvote'
          StaticText '11'
          [69] button 'Downvote'
          [70] link 'Reply'
      [90] link 'Load 10 more comments'
    """), side)

    state = listing(hot, False, False, "Hot")
    turns = [
        ("click('44')", listing(hot, True, False, "Hot")),
        ("click('43')", post1("", False, False)),
        (f"fill('55', '{my}')", post1(my, False, False)),
        ("click('57')", post1("", True, False)),
        ("click('62')", post1("", True, True)),
        ("click('42')", listing(hot, True, True, "Hot")),
        ("click('31')", listing(new, True, True, "New")),
        ("click('51')", profile),
        ("go_back()", listing(new, True, True, "New")),
        ("click('60')", post5),
    ]
    return {"tid": "h17-web-05", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# 06 maps (Openpath, an OpenStreetMap deployment)
# ---------------------------------------------------------------------------------------------
def t06() -> dict[str, Any]:
    # bad: map search for pharmacies; turn 2 lists 5 Nominatim results; turn 4 (go_back to the same query) lists one of them (Hadley Rx, 38 Orchard Street) as a different pharmacy (Marlow Chemists, 61 Orchard Street).
    U = "http://openpath.belmore.test"

    def chrome(q: str = "", focus: bool = False, search: bool = True) -> list[str]:
        lines = tr("""
        banner ''
          [35] link 'Openpath logo Openpath'
          [38] link 'Edit'
          [39] button 'Choose an editor', hasPopup='menu'
          [41] link 'History'
          [42] link 'Export'
          [45] link 'GPS Traces'
          [46] link 'User Diaries'
          [47] link 'Communities'
          [48] link 'Copyright'
          [49] link 'Help'
          [50] link 'About'
          [52] link 'Log In'
          [53] link 'Sign Up'
        """)
        if search:
            lines += tr(f"""
            search ''
              [145] textbox 'Search' value='{q}'{', focused' if focus else ''}
              [146] button 'Go'
              [147] link 'Find directions between two points'
              [148] link 'Where is this?'
            """)
        return lines

    mapctl = tr("""
    region 'Map'
      [200] button 'Zoom In'
      [201] button 'Zoom Out'
      [202] button 'Show My Location'
      [204] button 'Layers'
      [205] button 'Legend'
      [206] button 'Share'
      [208] button 'Add a note to the map'
      [209] button 'Query features'
      StaticText '50 m'
      StaticText '200 ft'
      StaticText '© Openpath contributors'
      StaticText 'Map data from OpenStreetMap. Website and API terms'
    """)

    welcome = tr("""
    complementary ''
      heading 'Welcome to Openpath!'
      [60] button 'Close'
      StaticText 'Openpath is the Belmore community deployment of OpenStreetMap, maintained by the Harlan County GIS office.'
      [62] link 'Learn More'
      [63] link 'Start Mapping'
    """)

    tail = ", Eastgate, Belmore, Harlan County, 45302, United States"
    good = [("Belmore Family Pharmacy, 412, Larchmont Avenue" + tail),
            ("Hadley Rx, 38, Orchard Street" + tail),
            ("CareMart Pharmacy #2217, 1190, Harbor Road, Southport, Belmore, Harlan County, 45304, United States"),
            ("Larchmont Apothecary, 77, Larchmont Avenue" + tail),
            ("Sunnyside Drug Co., 5, Quarry Lane, Millbrook, Belmore, Harlan County, 45306, United States")]
    drift = list(good)
    drift[1] = "Marlow Chemists, 61, Orchard Street" + tail
    Q = "pharmacy near Larchmont Avenue, Belmore"

    def results(items: list[str]) -> str:
        lines = chrome(Q) + tr("""
        complementary ''
          heading 'Search Results'
          [70] button 'Close'
          heading 'Results from Openpath Nominatim'
          list ''
        """)
        for i, it in enumerate(items):
            lines += tr(f"""
            listitem ''
              StaticText 'Pharmacy'
              [{80 + 2 * i}] link '{it}'
            """, 2)
        lines += tr("""
        StaticText 'More results'
        [95] link 'More results'
        """, 1)
        return page("Search | Openpath", f"{U}/search?query=pharmacy%20near%20Larchmont%20Avenue%2C%20Belmore#map=16/39.1827/-84.4412", lines, mapctl)

    def node(name: str, nid: int, ver: int, edited: str, by: str, cs: int, tags: list[tuple[str, str]], lat: str) -> str:
        lines = chrome(Q) + tr(f"""
        complementary ''
          heading 'Node: {name} ({nid})'
          [70] button 'Close'
          StaticText 'Version #{ver}'
          StaticText 'Edited {edited} by'
          [73] link '{by}'
          StaticText 'Changeset #'
          [75] link '{cs}'
          StaticText 'Location:'
          [77] link '{lat}'
          heading 'Tags'
          table ''
        """)
        for k, v in tags:
            lines += tr(f"""
            row ''
              gridcell '{k}'
              gridcell '{v}'
            """, 2)
        lines += tr("""
        [110] link 'Download XML'
        [111] link 'View History'
        """, 1)
        return page(f"Node: {name} ({nid}) | Openpath", f"{U}/node/{nid}", lines, mapctl)

    apoth = node("Larchmont Apothecary", 9132044817, 3, "8 months ago", "harlan_gis_kv", 143880912, [
        ("addr:city", "Belmore"), ("addr:housenumber", "77"), ("addr:postcode", "45302"), ("addr:street", "Larchmont Avenue"),
        ("amenity", "pharmacy"), ("dispensing", "yes"), ("healthcare", "pharmacy"), ("name", "Larchmont Apothecary"),
        ("opening_hours", "Mo-Fr 09:00-19:00; Sa 10:00-16:00"), ("phone", "+1 513 555 0129"), ("wheelchair", "limited")],
        "39.18342, -84.44097")
    family = node("Belmore Family Pharmacy", 8870316542, 5, "2 months ago", "eastgate_mapper", 151202377, [
        ("addr:city", "Belmore"), ("addr:housenumber", "412"), ("addr:postcode", "45302"), ("addr:street", "Larchmont Avenue"),
        ("amenity", "pharmacy"), ("brand", "Health Mart"), ("dispensing", "yes"), ("drive_through", "yes"), ("healthcare", "pharmacy"),
        ("name", "Belmore Family Pharmacy"), ("opening_hours", "Mo-Sa 08:00-21:00; Su 10:00-18:00"), ("phone", "+1 513 555 0177")],
        "39.18019, -84.44561")

    FROM = "Larchmont Avenue & 5th Street, Belmore"
    TO = "Belmore Family Pharmacy, 412 Larchmont Avenue"

    def directions(frm: str, to: str, engine: str, route: str | None) -> str:
        lines = chrome(search=False) + tr(f"""
        complementary ''
          [150] textbox 'From' value='{frm}'
          [151] textbox 'To' value='{to}'
          [152] combobox '' value='{engine}', hasPopup='menu', expanded=False
          [153] button 'Go'
          [154] link 'Reverse Directions'
          [155] button 'Close'
        """)
        if route == "car":
            lines += tr("""
            heading 'Directions'
            StaticText 'Distance: 0.7km. Time: 0:02.'
            table ''
              row ''
                gridcell '1.'
                gridcell 'Start on Larchmont Avenue'
                gridcell '350m'
              row ''
                gridcell '2.'
                gridcell 'Turn right onto Harbor Road'
                gridcell '120m'
              row ''
                gridcell '3.'
                gridcell 'Turn left onto Orchard Street'
                gridcell '90m'
              row ''
                gridcell '4.'
                gridcell 'Turn left onto Larchmont Avenue'
                gridcell '140m'
              row ''
                gridcell '5.'
                gridcell 'Reached destination'
                gridcell ''
            StaticText 'Directions courtesy of OSRM'
            """, 1)
        elif route == "foot":
            lines += tr("""
            heading 'Directions'
            StaticText 'Distance: 0.5km. Time: 0:07.'
            table ''
              row ''
                gridcell '1.'
                gridcell 'Start on Larchmont Avenue'
                gridcell '310m'
              row ''
                gridcell '2.'
                gridcell 'Continue on Larchmont Avenue'
                gridcell '190m'
              row ''
                gridcell '3.'
                gridcell 'Reached destination'
                gridcell ''
            StaticText 'Directions courtesy of OSRM'
            """, 1)
        return page("Directions | Openpath", f"{U}/directions" + ("?engine=fossgis_osrm_" + route + "&route=39.18411%2C-84.44046%3B39.18019%2C-84.44561" if route else ""), lines, mapctl)

    state = page("Openpath", f"{U}/#map=15/39.1811/-84.4430", chrome(), welcome, mapctl)
    turns = [
        (f"fill('145', '{Q}')", page("Openpath", f"{U}/#map=15/39.1811/-84.4430", chrome(Q, True), welcome, mapctl)),
        ("click('146')", results(good)),
        ("click('86')", apoth),
        ("go_back()", results(drift)),
        ("click('80')", family),
        ("click('147')", directions("", "", "Car (OSRM)", None)),
        (f"fill('150', '{FROM}')", directions(FROM, "", "Car (OSRM)", None)),
        (f"fill('151', '{TO}')", directions(FROM, TO, "Car (OSRM)", None)),
        ("click('153')", directions(FROM, TO, "Car (OSRM)", "car")),
        ("select_option('152', 'Foot (OSRM)')", directions(FROM, TO, "Foot (OSRM)", "foot")),
    ]
    return {"tid": "h17-web-06", "state": state, "turns": turns, "bad": True, "turn": 4,
            "kind": "one pharmacy in the re-shown search result list replaced by a different one"}


# ---------------------------------------------------------------------------------------------
# 07 calendar (Hourglass Calendar)
# ---------------------------------------------------------------------------------------------
def t07() -> dict[str, Any]:
    # clean: calendar week view; rename one occurrence of a weekly 1:1 ("This event"), move a dental appointment Tue -> Fri, next week shows the untouched recurring title, back again; now-line advances.
    U = "https://calendar.hourglass.test"
    days = ["Monday, September 22", "Tuesday, September 23", "Wednesday, September 24", "Thursday, September 25",
            "Friday, September 26", "Saturday, September 27", "Sunday, September 28"]
    days2 = ["Monday, September 29", "Tuesday, September 30", "Wednesday, October 1", "Thursday, October 2",
             "Friday, October 3", "Saturday, October 4", "Sunday, October 5"]
    base = {
        "stand": [(d, "9:00 – 9:15am", "Standup", "Zoom", 100 + d) for d in range(5)],
        "road": [(0, "1:00 – 2:00pm", "Roadmap review", "Atlas room", 110)],
        "lunch": [(1, "12:00 – 1:00pm", "Lunch w/ Idris", "Fennel & Rye", 111)],
        "dental": [(1, "4:00 – 5:00pm", "Dental cleaning", "Brightside Dental, 18 Kessler St", 112)],
        "mari": [(2, "11:00 – 11:30am", "1:1 w/ Marisol", "Room 4B", 113)],
        "demo": [(2, "3:00 – 4:00pm", "Vendor demo: Strata BI", "Google Meet", 114)],
        "hire": [(3, "2:00 – 3:00pm", "Hiring sync", "Zoom", 115)],
        "retro": [(4, "10:00 – 10:45am", "Sprint retro", "Atlas room", 116)],
        "soccer": [(5, "10:00 – 11:30am", "Kids soccer – Ridgeview Park", "Ridgeview Park, field 3", 117)],
    }
    nxt = {
        "stand": [(d, "9:00 – 9:15am", "Standup", "Zoom", 100 + d) for d in range(5)],
        "qp": [(1, "1:00 – 3:00pm", "Quarterly planning", "Atlas room", 110)],
        "mari": [(2, "11:00 – 11:30am", "1:1 w/ Marisol", "Room 4B", 111)],
        "hire": [(3, "2:00 – 3:00pm", "Hiring sync", "Zoom", 112)],
        "plan": [(4, "10:00 – 11:00am", "Sprint planning", "Atlas room", 113)],
        "soccer": [(5, "10:00 – 11:30am", "Kids soccer – Ridgeview Park", "Ridgeview Park, field 3", 114)],
    }

    def start_key(t: str) -> int:
        h, m = (int(x) for x in t.split(" – ")[0].split(":"))
        if t.endswith("pm") and h != 12:
            h += 12
        return h * 60 + m

    def week(evs: dict[str, list[tuple[int, str, str, str, int]]], label: str, dnames: list[str], now: str | None,
             overlay: list[str] | None = None, snack: str | None = None, url: str = "") -> str:
        lines = tr(f"""
        banner ''
          [10] button 'Main menu'
          [12] link 'Hourglass Calendar'
          [20] button 'Today'
          [21] button 'Previous week'
          [22] button 'Next week'
          heading '{label}'
          [25] button 'Search'
          [26] button 'Settings menu'
          [27] combobox 'View' value='Week', hasPopup='listbox', expanded=False
          [29] button 'Account: Lena Okafor (lena.okafor@brightlane.test)'
        navigation ''
          [40] button 'Create'
          heading 'My calendars'
          [44] checkbox 'Lena Okafor', checked='true'
          [45] checkbox 'Family', checked='true'
          [46] checkbox 'Tasks', checked='false'
          heading 'Other calendars'
          [49] checkbox 'Holidays in United States', checked='true'
        main ''
          grid ''
        """)
        for di, dn in enumerate(dnames):
            lines += tr(f"gridcell '{dn}'", 2)
            items = sorted([e for v in evs.values() for e in v if e[0] == di], key=lambda e: start_key(e[1]))
            if now and di == 1:
                lines += tr(f"StaticText 'Current time: {now}'", 3)
            if not items:
                lines += tr("StaticText 'No events'", 3)
            for _, t, name, loc, b in items:
                lines += tr(f"[{b}] button '{t}, {name}, {loc}'", 3)
        if snack:
            lines += tr(f"""
            status ''
              StaticText '{snack}'
              [90] button 'Undo'
            """, 1)
        if overlay:
            lines += overlay
        return page(f"Hourglass Calendar - Week of {dnames[0].split(', ')[1]}, 2025", url or f"{U}/r/week/2025/9/23", lines)

    def pop(title: str, when: str, rec: str | None, loc: str, guests: list[str]) -> list[str]:
        lines = tr(f"""
        dialog 'Event details'
          [300] button 'Edit event'
          [301] button 'Delete event'
          [302] button 'Email event guests'
          [303] button 'Options', hasPopup='menu'
          [304] button 'Close'
          heading '{title}'
          StaticText '{when}'
        """, 1)
        if rec:
            lines += tr(f"StaticText '{rec}'", 2)
        lines += tr(f"StaticText '{loc}'", 2)
        if guests:
            n = len(guests) + 1
            lines += tr(f"StaticText '{n} guests · {n} yes'", 2)
            for g in guests + ["Lena Okafor (organizer)"]:
                lines += tr(f"StaticText '{g}'", 2)
        lines += tr("StaticText 'Reminder: 10 minutes before'", 2)
        return lines

    def edit(title: str, sdate: str, st: str, et: str, rec: str, loc: str, desc: str, guests: list[str], eid: str,
             dialog: bool = False) -> str:
        lines = tr(f"""
        main ''
          [310] button 'Close'
          [311] textbox 'Title' value='{title}'
          [313] textbox 'Start date' value='{sdate}'
          [314] combobox 'Start time' value='{st}', hasPopup='listbox', expanded=False
          StaticText 'to'
          [315] combobox 'End time' value='{et}', hasPopup='listbox', expanded=False
          [316] textbox 'End date' value='{sdate}'
          [317] checkbox 'All day', checked='false'
          [318] combobox 'Recurrence' value='{rec}', hasPopup='listbox', expanded=False
          [319] button 'Save'
          [320] button 'More actions', hasPopup='menu'
          tablist ''
            [322] tab 'Event details', selected=True
            [323] tab 'Find a time', selected=False
          [325] textbox 'Add location' value='{loc}'
          [326] combobox 'Notification' value='10 minutes', hasPopup='listbox', expanded=False
          [328] combobox 'Event color' value='Calendar color', hasPopup='listbox', expanded=False
          [329] combobox 'Visibility' value='Default visibility', hasPopup='listbox', expanded=False
          [331] textbox 'Description' value='{desc}'
          complementary 'Guests'
            [340] combobox 'Add guests'
        """)
        for i, g in enumerate(guests):
            lines += tr(f"[{342 + i}] link '{g}'", 2)
        lines += tr("""
        StaticText 'Guest permissions'
        [350] checkbox 'Modify event', checked='false'
        [351] checkbox 'Invite others', checked='true'
        [352] checkbox 'See guest list', checked='true'
        """, 2)
        if dialog:
            lines += tr("""
            dialog 'Edit recurring event'
              heading 'Edit recurring event'
              radiogroup ''
                [360] radio 'This event', checked='true'
                [361] radio 'This and following events', checked='false'
                [362] radio 'All events', checked='false'
              [364] button 'Cancel'
              [365] button 'OK'
            """, 1)
        return page("Hourglass Calendar - Event details", f"{U}/r/eventedit/{eid}", lines)

    MT = "1:1 with Marisol (career check-in)"
    mari_g = ["Marisol Paredes"]
    dent_g: list[str] = []
    mari_desc = "Standing 1:1. Agenda doc: go/marisol-1on1"
    dent_desc = "Cleaning + x-rays. Bring new insurance card (Corvus Dental PPO)."
    renamed = dict(base)
    renamed["mari"] = [(2, "11:00 – 11:30am", MT, "Room 4B", 113)]
    moved = dict(renamed)
    moved["dental"] = [(4, "4:00 – 5:00pm", "Dental cleaning", "Brightside Dental, 18 Kessler St", 112)]

    state = week(base, "September 22 – 28, 2025", days, "9:41 AM")
    turns = [
        ("click('113')", week(base, "September 22 – 28, 2025", days, "9:41 AM",
                              pop("1:1 w/ Marisol", "Wednesday, September 24 · 11:00 – 11:30am", "Weekly on Wednesday", "Room 4B", mari_g))),
        ("click('300')", edit("1:1 w/ Marisol", "Sep 24, 2025", "11:00am", "11:30am", "Weekly on Wednesday", "Room 4B", mari_desc, mari_g, "mb3k9q2x7v_20250924T150000Z")),
        (f"fill('311', '{MT}')", edit(MT, "Sep 24, 2025", "11:00am", "11:30am", "Weekly on Wednesday", "Room 4B", mari_desc, mari_g, "mb3k9q2x7v_20250924T150000Z")),
        ("click('319')", edit(MT, "Sep 24, 2025", "11:00am", "11:30am", "Weekly on Wednesday", "Room 4B", mari_desc, mari_g, "mb3k9q2x7v_20250924T150000Z", True)),
        ("click('365')", week(renamed, "September 22 – 28, 2025", days, "9:43 AM", snack="Event saved")),
        ("click('112')", week(renamed, "September 22 – 28, 2025", days, "9:43 AM",
                              pop("Dental cleaning", "Tuesday, September 23 · 4:00 – 5:00pm", None, "Brightside Dental, 18 Kessler St", dent_g))),
        ("click('300')", edit("Dental cleaning", "Sep 23, 2025", "4:00pm", "5:00pm", "Does not repeat", "Brightside Dental, 18 Kessler St", dent_desc, dent_g, "q81ndd0c4t")),
        ("fill('313', 'Sep 26, 2025')", edit("Dental cleaning", "Sep 26, 2025", "4:00pm", "5:00pm", "Does not repeat", "Brightside Dental, 18 Kessler St", dent_desc, dent_g, "q81ndd0c4t")),
        ("click('319')", week(moved, "September 22 – 28, 2025", days, "9:45 AM", snack="Event saved")),
        ("click('22')", week(nxt, "September 29 – October 5, 2025", days2, None, url=f"{U}/r/week/2025/9/30")),
        ("click('21')", week(moved, "September 22 – 28, 2025", days, "9:46 AM")),
    ]
    return {"tid": "h17-web-07", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# 08 airline booking (Aeris Nord)
# ---------------------------------------------------------------------------------------------
def t08() -> dict[str, Any]:
    # bad: one-way TOS->BOO booking; fare 1,429 + taxes 187 (+ seat 4A 120 from turn 9, total 1,736); turn 10's payment summary lists the same three parts but a total of NOK 1,763.
    U = "https://www.aerisnord.test"

    def chrome() -> list[str]:
        return tr("""
        banner ''
          [12] link 'Aeris Nord home'
          [14] link 'Book'
          [15] link 'My trips'
          [16] link 'Check in'
          [17] link 'Flight status'
          [19] button 'Language: English', hasPopup='menu'
          [20] button 'Currency: NOK', hasPopup='menu'
          [22] link 'Log in'
        """)

    foot = """
    contentinfo ''
      [501] link 'Customer service'
      [502] link 'Baggage rules'
      [503] link 'Passenger rights (EU 261/2004)'
      StaticText '© 2025 Aeris Nord AS · Org. no. 918 440 271'
    """

    def search(to: str, date: str, listbox: bool) -> str:
        lines = chrome() + tr(f"""
        main ''
          heading 'Where do you want to fly?'
          radiogroup 'Trip type'
            [30] radio 'Return', checked='false'
            [31] radio 'One-way', checked='true'
          [34] combobox 'From' value='Tromsø (TOS)', autocomplete='list', hasPopup='listbox', expanded=False
          [36] button 'Swap origin and destination'
          [38] combobox 'To' value='{to}'{', focused' if listbox else ''}, autocomplete='list', hasPopup='listbox', expanded={listbox}
        """)
        if listbox:
            lines += tr("""
            listbox 'To'
              [39] option 'Bodø (BOO), Norway', selected=False
            """, 2)
        lines += tr(f"""
        [41] textbox 'Departure date' value='{date}', placeholder='dd.mm.yyyy'
        [43] button 'Passengers: 1 adult', hasPopup='dialog'
        [45] combobox 'Promo code'
        [47] button 'Search flights'
        heading 'Travel updates'
        StaticText 'Runway works at Bodø airport 22–30 April may cause evening delays.'
        [52] link 'Read more'
        """, 1)
        return page("Aeris Nord – Book flights in Northern Norway", f"{U}/en/", lines, foot)

    flights = [("AN 314", "06:40", "07:35", 1249, 1689), ("AN 318", "11:10", "12:05", 989, 1429), ("AN 322", "17:55", "18:50", 1349, 1789)]

    def nok(x: int) -> str:
        return f"NOK {x:,}"

    results_lines = chrome() + tr("""
    main ''
      navigation 'Booking steps'
        StaticText '1 Flights'
        StaticText '2 Passengers'
        StaticText '3 Seats'
        StaticText '4 Payment'
      heading 'Tromsø (TOS) → Bodø (BOO)'
      StaticText 'Thursday 17 April 2025 · 1 adult · One-way'
      [60] button 'Change search'
      list 'Nearby dates'
        [62] button 'Tue 15 Apr from NOK 989'
        [63] button 'Wed 16 Apr from NOK 1,149'
        [64] button 'Thu 17 Apr from NOK 989', pressed='true'
        [65] button 'Fri 18 Apr from NOK 1,349'
        [66] button 'Sat 19 Apr from NOK 889'
    """)
    for i, (fn, dep, arr, light, classic) in enumerate(flights):
        b = 70 + 10 * i
        results_lines += tr(f"""
        article '{fn}'
          StaticText '{dep}'
          StaticText 'TOS'
          StaticText 'Direct · 55 min'
          StaticText '{arr}'
          StaticText 'BOO'
          StaticText '{fn} · ATR 72-600'
          [{b + 2}] button 'Light {nok(light)}'
          [{b + 3}] button 'Classic {nok(classic)}'
          [{b + 4}] button 'Flex NOK 2,890'
          [{b + 6}] link 'Flight details'
        """, 1)
    results_lines += tr("""
    StaticText 'Light: cabin bag only. Classic: 1 checked bag (23 kg), free seat selection in rows 6-18, changes for a fee. Flex: fully refundable.'
    """, 1)
    results = page("Select flight – Aeris Nord", f"{U}/en/booking/flights?o=TOS&d=BOO&date=2025-04-17&adt=1", results_lines, foot)

    def summary(seat: bool, total: int) -> list[str]:
        lines = tr("""
        complementary 'Your trip'
          heading 'Your trip'
          StaticText 'Thu 17 Apr 2025'
          StaticText 'AN 318 · Tromsø 11:10 → Bodø 12:05'
          StaticText 'Classic · 1 adult'
          table 'Price details'
            row ''
              rowheader 'Fare (Classic, 1 adult)'
              gridcell 'NOK 1,429'
            row ''
              rowheader 'Taxes and fees'
              gridcell 'NOK 187'
        """)
        if seat:
            lines += tr("""
            row ''
              rowheader 'Seat 4A'
              gridcell 'NOK 120'
            """, 2)
        lines += tr(f"""
        row ''
          rowheader 'Total'
          gridcell '{nok(total)}'
        """, 2)
        return lines

    def pax(first: str, last: str) -> str:
        lines = chrome() + tr(f"""
        main ''
          navigation 'Booking steps'
            StaticText '1 Flights ✓'
            StaticText '2 Passengers'
            StaticText '3 Seats'
            StaticText '4 Payment'
          heading 'Who is travelling?'
          StaticText 'Adult 1'
          [101] combobox 'Title' value='Ms', hasPopup='menu', expanded=False
          [103] textbox 'First name (as in passport)' value='{first}'{', focused' if first and not last else ''}, required
          [105] textbox 'Last name (as in passport)' value='{last}'{', focused' if last else ''}, required
          [107] textbox 'Date of birth' value='', placeholder='dd.mm.yyyy'
          [109] textbox 'Email', required
          [111] textbox 'Mobile', required
          [113] checkbox 'Add Aeris Points number', checked='false'
          [120] button 'Continue to seats'
        """)
        return page("Passengers – Aeris Nord", f"{U}/en/booking/passengers", lines, summary(False, 1616), foot)

    seats_rows = [("1", {"A": "NOK 190", "C": "occupied", "D": "NOK 190"}),
                  ("2", {"A": "occupied", "C": "NOK 190", "D": "occupied"}),
                  ("3", {"A": "NOK 120", "C": "occupied", "D": "NOK 120"}),
                  ("4", {"A": "NOK 120", "C": "NOK 120", "D": "occupied"}),
                  ("5", {"A": "occupied", "C": "NOK 120", "D": "NOK 120"}),
                  ("6", {"A": "free with Classic", "C": "occupied", "D": "free with Classic"})]

    def seats(picked: bool) -> str:
        lines = chrome() + tr("""
        main ''
          navigation 'Booking steps'
            StaticText '1 Flights ✓'
            StaticText '2 Passengers ✓'
            StaticText '3 Seats'
            StaticText '4 Payment'
          heading 'Choose your seat'
          StaticText 'AN 318 · ATR 72-600 · Sunniva Halvorsen'
          grid 'Seat map'
        """)
        for r, cols in seats_rows:
            lines += tr(f"row 'Row {r}'", 2)
            for c in ("A", "C", "D"):
                p = cols[c]
                sid = f"{r}{c}"
                b = 200 + int(r) * 4 + "ACD".index(c)
                if p == "occupied":
                    lines += tr(f"[{b}] button 'Seat {sid}, occupied', disabled=True", 3)
                else:
                    pr = ", pressed='true'" if (picked and sid == "4A") else ""
                    lines += tr(f"[{b}] button 'Seat {sid}, {p}'{pr}", 3)
        lines += tr(f"""
        StaticText '{"Selected: 4A (window) · NOK 120" if picked else "No seat selected. A seat will be assigned free at check-in."}'
        [240] button 'Continue to payment'
        [241] button 'Skip seat selection'
        """, 1)
        return page("Seats – Aeris Nord", f"{U}/en/booking/seats", lines, summary(picked, 1736 if picked else 1616), foot)

    pay = page("Payment – Aeris Nord", f"{U}/en/booking/payment", chrome() + tr("""
    main ''
      navigation 'Booking steps'
        StaticText '1 Flights ✓'
        StaticText '2 Passengers ✓'
        StaticText '3 Seats ✓'
        StaticText '4 Payment'
      heading 'Payment'
      radiogroup 'Payment method'
        [251] radio 'Card', checked='true'
        [252] radio 'Vipps', checked='false'
        [253] radio 'Invoice (company account)', checked='false'
      [256] textbox 'Card number', required
      [257] textbox 'Expiry (MM/YY)', required
      [258] textbox 'CVC', required
      [259] textbox 'Name on card' value='Sunniva Halvorsen'
      [262] checkbox 'I accept the conditions of carriage and fare rules', checked='false', required
      [264] button 'Pay NOK 1,763'
    """), summary(True, 1763), foot)

    state = search("", "", False)
    turns = [
        ("fill('38', 'Bodø')", search("Bodø", "", True)),
        ("click('39')", search("Bodø (BOO)", "", False)),
        ("fill('41', '17.04.2025')", search("Bodø (BOO)", "17.04.2025", False)),
        ("click('47')", results),
        ("click('83')", pax("", "")),
        ("fill('103', 'Sunniva')", pax("Sunniva", "")),
        ("fill('105', 'Halvorsen')", pax("Sunniva", "Halvorsen")),
        ("click('120')", seats(False)),
        ("click('216')", seats(True)),
        ("click('240')", pay),
    ]
    return {"tid": "h17-web-08", "state": state, "turns": turns, "bad": True, "turn": 10,
            "kind": "payment-page total does not equal fare + taxes + seat shown beside it"}


# ---------------------------------------------------------------------------------------------
# 09 wiki (Brackenridge Rail Heritage Wiki, MediaWiki)
# ---------------------------------------------------------------------------------------------
def t09() -> dict[str, Any]:
    # clean: MediaWiki article edit (opening year 1891 -> 1893); history gains a revision; an old revision legitimately shows 1891; search finds similarly named pages; the goods-yard article has its own dates.
    U = "http://wiki.brackenridgerail.test"

    def chrome(q: str = "", focus: bool = False) -> list[str]:
        return tr(f"""
        [5] link 'Jump to navigation'
        [6] link 'Jump to search'
        navigation 'Personal tools'
          [10] link 'Jdaramola'
          [11] link 'Alerts (0)'
          [12] link 'Notices (2)'
          [13] link 'Talk'
          [14] link 'Preferences'
          [15] link 'Watchlist'
          [16] link 'Contributions'
          [17] link 'Log out'
        search ''
          [20] searchbox 'Search Brackenridge Rail Heritage Wiki' value='{q}'{', focused' if focus else ''}
          [21] button 'Go'
        navigation 'Navigation'
          [25] link 'Main page'
          [26] link 'Recent changes'
          [27] link 'Random page'
          [28] link 'Stations A–Z'
          [29] link 'Help about MediaWiki'
        """)

    def tabs(active: str) -> list[str]:
        return tr(f"""
        navigation 'Namespaces'
          [31] link 'Page'{', current' if active != 'Talk' else ''}
          [32] link 'Discussion'
        navigation 'Views'
          [34] link 'Read'{', current' if active == 'Read' else ''}
          [35] link 'Edit'{', current' if active == 'Edit' else ''}
          [36] link 'View history'{', current' if active == 'History' else ''}
          [37] link 'Watch'
        """)

    def article(year: str, edited: str, saved: bool = False, old: bool = False, q: str = "", focus: bool = False) -> str:
        lines = chrome(q, focus) + tabs("Read" if not old else "History") + tr("""
        main ''
          heading 'Pell Street railway station'
        """)
        if saved:
            lines += tr("""
            status ''
              StaticText 'Your edit was saved.'
            """, 1)
        if old:
            lines += tr("""
            StaticText 'Revision as of 18:40, 2 February 2025 by'
            [40] link 'Ossory Signalman'
            StaticText '(→Present day: add 2019 plaque)'
            [42] link '← Older revision'
            [43] link 'Latest revision'
            [44] link 'Newer revision →'
            note ''
              StaticText 'This is an old revision of this page, as edited by Ossory Signalman at 18:40, 2 February 2025. The present address (URL) is a permanent link to this revision, which may differ significantly from the current revision.'
            """, 1)
        lines += tr(f"""
        StaticText 'From Brackenridge Rail Heritage Wiki'
        table ''
          row ''
            columnheader 'Pell Street'
          row ''
            gridcell 'The up platform in 1958'
          row ''
            rowheader 'Location'
            gridcell 'Pell Street, Brackenridge'
          row ''
            rowheader 'Line'
            gridcell 'Brackenridge & Ossory Railway'
          row ''
            rowheader 'Platforms'
            gridcell '2'
          row ''
            rowheader 'Opened'
            gridcell '1 June {year}'
          row ''
            rowheader 'Closed'
            gridcell '4 May 1964'
          row ''
            rowheader 'Original company'
            gridcell 'Brackenridge & Ossory Railway'
          row ''
            rowheader 'Post-grouping'
            gridcell 'London, Midland and Scottish Railway'
        StaticText 'Pell Street was a railway station on the'
        [50] link 'Brackenridge & Ossory Railway'
        StaticText 'serving the Pell Street district of Brackenridge. It opened on 1 June {year} and closed to passengers on 4 May 1964.'
        navigation 'Contents'
          [53] link '1 History'
          [54] link '2 Buildings'
          [55] link '3 Present day'
          [56] link '4 References'
        heading 'History'
        StaticText 'The station was built by contractor Hollis & Vane as part of the second section of the line from'
        [58] link 'Ossory Junction'
        StaticText '. Goods traffic was handled at the adjacent'
        [59] link 'Pell Street Goods Yard'
        StaticText 'from 1902. Passenger numbers peaked at about 310,000 a year in 1913.'
        heading 'Buildings'
        StaticText 'The main building on the down side was a single-storey brick structure with a glazed canopy; the up platform had a timber waiting shelter.'
        heading 'Present day'
        StaticText 'The trackbed is now part of the Ossory Greenway. A plaque unveiled in 2019 marks the site of the down platform.'
        heading 'References'
        StaticText 'Board of Trade, Returns of Railway Openings (1893). Quick, M. Railway Passenger Stations in Great Britain (2009).'
        StaticText 'Categories:'
        [64] link 'Closed railway stations in Brackenridge'
        [65] link 'Brackenridge & Ossory Railway stations'
        """, 1)
        lines += tr(f"""
        contentinfo ''
          StaticText '{edited}'
          StaticText 'Content is available under CC BY-SA 4.0 unless otherwise noted.'
          [70] link 'Privacy policy'
          [71] link 'About Brackenridge Rail Heritage Wiki'
        """)
        url = f"{U}/index.php?title=Pell_Street_railway_station&oldid=2207" if old else f"{U}/wiki/Pell_Street_railway_station"
        return page("Pell Street railway station - Brackenridge Rail Heritage Wiki", url, lines)

    def wikitext(year: str) -> str:
        return ("{{Infobox station\\n| name = Pell Street\\n| image = Pell Street station 1958.jpg\\n| caption = The up platform in 1958\\n"
                "| location = Pell Street, Brackenridge\\n| line = [[Brackenridge & Ossory Railway]]\\n| platforms = 2\\n"
                f"| opened = 1 June {year}\\n| closed = 4 May 1964\\n| original = Brackenridge & Ossory Railway\\n"
                "| postgroup = London, Midland and Scottish Railway\\n}}\\nPell Street was a railway station on the "
                "[[Brackenridge & Ossory Railway]] serving the Pell Street district of Brackenridge. It opened on "
                f"1 June {year} and closed to passengers on 4 May 1964.\\n\\n== History ==\\nThe station was built by ...")

    def edit(year: str, summ: str) -> str:
        lines = chrome() + tabs("Edit") + tr(f"""
        main ''
          heading 'Editing Pell Street railway station'
          [80] button 'Bold'
          [81] button 'Italic'
          [82] button 'Link'
          [83] button 'Embedded file'
          [84] button 'Reference'
          [86] textbox 'Wikitext source editor' value='{wikitext(year)}'{', focused' if year == '1893' and not summ else ''}
          StaticText 'Summary:'
          [90] textbox 'Summary' value='{summ}'{', focused' if summ else ''}
          [92] checkbox 'This is a minor edit', checked='false'
          [93] checkbox 'Watch this page', checked='true'
          StaticText 'By saving changes, you agree to the Terms of Use and irrevocably agree to release your contribution under the CC BY-SA 4.0 License.'
          [96] button 'Save changes'
          [97] button 'Show preview'
          [98] button 'Show changes'
          [99] link 'Cancel'
        """)
        return page("Editing Pell Street railway station - Brackenridge Rail Heritage Wiki", f"{U}/index.php?title=Pell_Street_railway_station&action=edit", lines)

    SUMM = "Correct opening year per 1893 Board of Trade return"
    revs = [("2231", "10:22, 14 March 2025", "Jdaramola", "4,812 bytes", "0", SUMM),
            ("2207", "18:40, 2 February 2025", "Ossory Signalman", "4,812 bytes", "+356", "→Present day: add 2019 plaque"),
            ("2113", "09:15, 11 November 2024", "HeritageBot", "4,456 bytes", "+12", "Bot: fix category sort key"),
            ("1760", "21:03, 3 August 2023", "Jdaramola", "4,444 bytes", "+1,022", "→Buildings: expand from Quick (2009)"),
            ("0942", "14:27, 19 April 2021", "Ossory Signalman", "3,422 bytes", "+3,422", "Created page")]
    hist_lines = chrome() + tabs("History") + tr("""
    main ''
      heading 'Pell Street railway station: Revision history'
      [40] link 'View logs for this page'
      [41] button 'Filter revisions', expanded=False
      StaticText 'For any version listed below, click on its date to view it.'
      StaticText '(newest | oldest) View (newer 50 | older 50) (20 | 50 | 100 | 250 | 500)'
      [44] button 'Compare selected revisions'
      list ''
    """)
    for i, (_rid, when, who, size, diff, summ) in enumerate(revs):
        b = 100 + 8 * i
        hist_lines += tr(f"""
        listitem ''
          StaticText '(cur | prev)'
          [{b}] link '{when}'
          [{b + 1}] link '{who}'
          StaticText '(talk | contribs) . . ({size}) ({diff}) . . ({summ})'
          [{b + 3}] link 'undo'
        """, 2)
    history = page("Pell Street railway station: Revision history - Brackenridge Rail Heritage Wiki", f"{U}/index.php?title=Pell_Street_railway_station&action=history", hist_lines)

    def search_results() -> str:
        lines = chrome("Pell Street") + tr("""
        main ''
          heading 'Search results'
          [40] searchbox 'Search' value='Pell Street'
          [41] button 'Search'
          StaticText 'Results 1 – 3 of 3'
          list ''
            listitem ''
              [44] link 'Pell Street railway station'
              StaticText 'Pell Street was a railway station on the Brackenridge & Ossory Railway serving the Pell Street district of Brackenridge. It opened on 1 June 1893 and closed...'
              StaticText '4 KB (612 words) - 10:22, 14 March 2025'
            listitem ''
              [47] link 'Pell Street Goods Yard'
              StaticText 'Pell Street Goods Yard was a goods depot adjacent to Pell Street railway station. It opened in 1902 and closed in 1971...'
              StaticText '2 KB (287 words) - 16:05, 8 January 2025'
            listitem ''
              [50] link 'Pell Street Tramway Depot'
              StaticText 'The Pell Street Tramway Depot housed cars of the Brackenridge Corporation Tramways from 1907 until 1939...'
              StaticText '1 KB (164 words) - 11:48, 22 September 2022'
        """)
        return page("Search results for \"Pell Street\" - Brackenridge Rail Heritage Wiki", f"{U}/index.php?search=Pell+Street&title=Special%3ASearch&fulltext=1", lines)

    goods = page("Pell Street Goods Yard - Brackenridge Rail Heritage Wiki", f"{U}/wiki/Pell_Street_Goods_Yard", chrome() + tabs("Read") + tr("""
    main ''
      heading 'Pell Street Goods Yard'
      StaticText 'From Brackenridge Rail Heritage Wiki'
      table ''
        row ''
          columnheader 'Pell Street Goods Yard'
        row ''
          rowheader 'Location'
          gridcell 'Tanner Lane, Brackenridge'
        row ''
          rowheader 'Opened'
          gridcell '14 April 1902'
        row ''
          rowheader 'Closed'
          gridcell '6 September 1971'
        row ''
          rowheader 'Sidings'
          gridcell '7'
      StaticText 'Pell Street Goods Yard was a goods depot adjacent to'
      [50] link 'Pell Street railway station'
      StaticText '. It opened on 14 April 1902 and outlived the passenger station by seven years, handling coal and malt until 1971.'
      heading 'Layout'
      StaticText 'Seven sidings, a 5-ton yard crane and a two-road brick goods shed. The shed survives as a climbing centre.'
      StaticText 'Categories:'
      [60] link 'Goods yards in Brackenridge'
    """), tr("""
    contentinfo ''
      StaticText 'This page was last edited on 8 January 2025, at 16:05.'
      StaticText 'Content is available under CC BY-SA 4.0 unless otherwise noted.'
    """))

    before = "This page was last edited on 2 February 2025, at 18:40."
    after = "This page was last edited on 14 March 2025, at 10:22."
    state = article("1891", before)
    turns = [
        ("click('35')", edit("1891", "")),
        (f"fill('86', '{wikitext('1893')}')", edit("1893", "")),
        (f"fill('90', '{SUMM}')", edit("1893", SUMM)),
        ("click('96')", article("1893", after, saved=True)),
        ("click('36')", history),
        ("click('108')", article("1891", before, old=True)),
        ("click('43')", article("1893", after)),
        ("fill('20', 'Pell Street')", article("1893", after, q="Pell Street", focus=True)),
        ("press('20', 'Enter')", search_results()),
        ("click('47')", goods),
    ]
    return {"tid": "h17-web-09", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# shared: a Magento-style admin
# ---------------------------------------------------------------------------------------------
def mg_chrome(store: str, user: str, notes: int) -> list[str]:
    return tr(f"""
    navigation ''
      [8] link 'Magento Admin Panel'
      menubar '', orientation='horizontal'
        [12] link 'DASHBOARD'
        [14] link 'SALES'
        [16] link 'CATALOG'
        [18] link 'CUSTOMERS'
        [20] link 'MARKETING'
        [22] link 'CONTENT'
        [24] link 'REPORTS'
        [26] link 'STORES'
        [28] link 'SYSTEM'
    banner ''
      StaticText '{store}'
      [34] link 'Notifications {notes}'
      [36] link '{user}', hasPopup='menu'
      [38] textbox 'Search by keyword'
    """)


MG_FOOT = """
contentinfo ''
  [601] link 'Copyright © 2024 Magento Commerce Inc. All rights reserved.'
  StaticText 'Magento ver. 2.4.6-p3'
  [603] link 'Privacy Policy'
  [604] link 'Account Activity'
  [605] link 'Report an Issue'
"""


# ---------------------------------------------------------------------------------------------
# 10 shop admin (Brightwater Garden Co. orders)
# ---------------------------------------------------------------------------------------------
def t10() -> dict[str, Any]:
    # bad: admin order #000000342 (Odalys Ferreira) viewed, commented, shipped through turns 3-10; turn 11 (Shipments tab of the same order) heads the page "# 000000324".
    U = "http://admin.brightwatergarden.test/admin"
    ch = mg_chrome("Brightwater Garden Co.", "rkowalczyk", 3)
    orders = [
        ("000000348", "Oct 8, 2024 9:41:10 AM", "Priya Raman", "$64.90", "Pending"),
        ("000000347", "Oct 7, 2024 7:02:55 PM", "Gustavo Lind", "$212.35", "Processing"),
        ("000000346", "Oct 7, 2024 1:15:42 PM", "Hye-jin Park", "$38.00", "Complete"),
        ("000000345", "Oct 6, 2024 11:27:03 AM", "Darnell Fisk", "$129.99", "Processing"),
        ("000000344", "Oct 5, 2024 8:50:37 PM", "Odile Marchand", "$77.40", "Complete"),
        ("000000343", "Oct 4, 2024 3:06:19 PM", "Tobias Wren", "$19.95", "Canceled"),
        ("000000342", "Oct 3, 2024 4:18:52 PM", "Odalys Ferreira", "$186.40", "Processing"),
        ("000000341", "Oct 3, 2024 10:02:44 AM", "Ines Calloway", "$45.10", "Complete"),
    ]
    found = [orders[6], ("000000297", "Sep 12, 2024 6:33:08 PM", "Marco Ferreira", "$42.00", "Complete")]

    def grid(rows: list[tuple[str, str, str, str, str]], kw: str, total: int, applied: bool, focus: bool = False) -> str:
        lines = list(ch) + tr(f"""
        main ''
          heading 'Orders'
          [50] button 'Create New Order'
          [53] textbox 'Search by keyword' value='{kw}'{', focused' if focus else ''}
          [54] button 'Search'
        """)
        if applied:
            lines += tr(f"""
            StaticText 'Active filters:'
            StaticText 'Keyword: {kw}'
            [56] button 'Remove Keyword: {kw}'
            [57] button 'Clear all'
            """, 1)
        lines += tr(f"""
        [60] button 'Filters'
        [61] button 'Default View', hasPopup='menu'
        [62] button 'Columns', hasPopup='menu'
        [63] button 'Export', hasPopup='menu'
        [65] combobox 'Actions', hasPopup='menu', expanded=False
        StaticText '{total} records found'
        [67] combobox 'per page' value='20', hasPopup='menu', expanded=False
        [68] button 'Previous Page', disabled=True
        [69] spinbutton 'Page' value='1'
        StaticText 'of {(total + 19) // 20}'
        [71] button 'Next Page'{', disabled=True' if total <= 20 else ''}
        table ''
          row ''
            columnheader 'Select All'
            columnheader 'ID'
            columnheader 'Purchase Point'
            columnheader 'Purchase Date', sort='descending'
            columnheader 'Bill-to Name'
            columnheader 'Ship-to Name'
            columnheader 'Grand Total (Base)'
            columnheader 'Grand Total (Purchased)'
            columnheader 'Status'
            columnheader 'Action'
        """, 1)
        for i, (oid, when, name, tot, st) in enumerate(rows):
            b = 80 + 4 * i
            lines += tr(f"""
            row ''
              gridcell ''
                [{b}] checkbox '', checked='false'
              gridcell '{oid}'
              gridcell 'Main Website Main Website Store Default Store View'
              gridcell '{when}'
              gridcell '{name}'
              gridcell '{name}'
              gridcell '{tot}'
              gridcell '{tot}'
              gridcell '{st}'
              gridcell ''
                [{b + 2}] link 'View'
            """, 2)
        return page("Orders / Operations / Sales / Magento Admin", f"{U}/sales/order/", lines, MG_FOOT)

    comment = "Customer requested delivery after 5pm on weekdays (gate code 4471)."
    hist0 = [("Oct 3, 2024 4:18:53 PM", "Processing", "Customer Notified", "Captured amount of $186.40 online. Transaction ID: ch_3Q5xR2LkT9b0Vw1e"),
             ("Oct 3, 2024 4:18:52 PM", "Pending", "Customer Notified", "Order placed via storefront.")]
    hist1 = [("Oct 8, 2024 10:12:07 AM", "Processing", "Customer Not Notified", comment)] + hist0

    def head(num: str, tab: str, status: str, msg: str | None = None) -> list[str]:
        tabs = ["Information", "Invoices", "Credit Memos", "Shipments", "Comments History"]
        lines = list(ch) + tr(f"""
        main ''
          heading '# {num}'
          [50] button 'Back'
          [51] button 'Login as Customer'
        """)
        if status == "Processing":
            lines += tr("""
            [52] button 'Cancel'
            [53] button 'Send Email'
            [54] button 'Hold'
            [55] button 'Ship'
            """, 1)
        else:
            lines += tr("""
            [53] button 'Send Email'
            [56] button 'Credit Memo'
            """, 1)
        lines += tr("""
        [57] button 'Reorder'
        """, 1)
        if msg:
            lines += tr(f"""
            alert ''
              StaticText '{msg}'
            """, 1)
        lines += tr("""
        tablist 'Order View'
        """, 1)
        for i, t in enumerate(tabs):
            lines += tr(f"[{60 + i}] tab '{t}', selected={'True' if t == tab else 'False'}", 2)
        return lines

    def info(status: str, hist: list[tuple[str, str, str, str]], draft: str, shipped: bool, msg: str | None = None) -> str:
        lines = head("000000342", "Information", status, msg) + tr(f"""
        tabpanel 'Information'
          heading 'Order & Account Information'
          heading 'Order # 000000342 (The order confirmation email was sent)'
          table ''
            row ''
              rowheader 'Order Date'
              gridcell 'Oct 3, 2024 4:18:52 PM'
            row ''
              rowheader 'Order Status'
              gridcell '{status}'
            row ''
              rowheader 'Purchased From'
              gridcell 'Main Website Main Website Store Default Store View'
            row ''
              rowheader 'Placed from IP'
              gridcell '73.41.188.20'
          heading 'Account Information'
          table ''
            row ''
              rowheader 'Customer Name'
              gridcell 'Odalys Ferreira'
            row ''
              rowheader 'Email'
              gridcell 'odalys.ferreira@mailbox.test'
            row ''
              rowheader 'Customer Group'
              gridcell 'General'
          heading 'Address Information'
          StaticText 'Billing Address'
          StaticText 'Odalys Ferreira 2217 Cedar Hollow Rd Asheville, North Carolina, 28806 United States T: (828) 555-0193'
          StaticText 'Shipping Address'
          StaticText 'Odalys Ferreira 2217 Cedar Hollow Rd Asheville, North Carolina, 28806 United States T: (828) 555-0193'
          heading 'Payment & Shipping Method'
          StaticText 'Credit Card (Stripe) · Visa ending 3318'
          StaticText 'Table Rate - Best Way Total Shipping Charges: $18.40'
        """, 1)
        if shipped:
            lines += tr("""
            StaticText 'Tracking number: United Parcel Service 1Z84F1270391462208'
            """, 2)
        lines += tr(f"""
        heading 'Items Ordered'
        table ''
          row ''
            columnheader 'Product'
            columnheader 'Item Status'
            columnheader 'Original Price'
            columnheader 'Price'
            columnheader 'Qty'
            columnheader 'Row Total'
          row ''
            gridcell 'Copper Rain Chain - 8.5 ft SKU: BGC-RC-85'
            gridcell '{'Shipped' if shipped else 'Invoiced'}'
            gridcell '$124.00'
            gridcell '$124.00'
            gridcell 'Ordered 1 Invoiced 1{' Shipped 1' if shipped else ''}'
            gridcell '$124.00'
          row ''
            gridcell 'Cedar Raised Bed Corner Brackets (set of 4) SKU: BGC-RB-CB4'
            gridcell '{'Shipped' if shipped else 'Invoiced'}'
            gridcell '$22.00'
            gridcell '$22.00'
            gridcell 'Ordered 2 Invoiced 2{' Shipped 2' if shipped else ''}'
            gridcell '$44.00'
        heading 'Order Total'
        heading 'Notes for this Order'
        StaticText 'Status'
        [120] combobox 'Status' value='{status}', hasPopup='menu', expanded=False
        StaticText 'Comment'
        [122] textbox 'Comment' value='{draft}'{', focused' if draft else ''}
        [124] checkbox 'Notify Customer by Email', checked='false'
        [125] checkbox 'Visible on Storefront', checked='false'
        [126] button 'Submit Comment'
        list ''
        """, 2)
        for when, st, notif, text in hist:
            lines += tr(f"""
            listitem ''
              StaticText '{when} | {st}'
              StaticText '{notif}'
              StaticText '{text}'
            """, 3)
        lines += tr("""
        table 'Order Totals'
          row ''
            rowheader 'Subtotal'
            gridcell '$168.00'
          row ''
            rowheader 'Shipping & Handling'
            gridcell '$18.40'
          row ''
            rowheader 'Grand Total'
            gridcell '$186.40'
          row ''
            rowheader 'Total Paid'
            gridcell '$186.40'
          row ''
            rowheader 'Total Refunded'
            gridcell '$0.00'
          row ''
            rowheader 'Total Due'
            gridcell '$0.00'
        """, 2)
        return page("#000000342 / Orders / Operations / Sales / Magento Admin", f"{U}/sales/order/view/order_id/342/", lines, MG_FOOT)

    def ship(track: bool, carrier: str, number: str) -> str:
        lines = list(ch) + tr("""
        main ''
          heading 'New Shipment'
          [50] button 'Back'
          [51] button 'Reset'
          heading 'Order & Account Information'
          StaticText 'Order # 000000342 (the order confirmation email was sent)'
          StaticText 'Order Date Oct 3, 2024 4:18:52 PM · Order Status Processing'
          StaticText 'Customer Name Odalys Ferreira · Email odalys.ferreira@mailbox.test'
          heading 'Address Information'
          StaticText 'Shipping Address: Odalys Ferreira 2217 Cedar Hollow Rd Asheville, North Carolina, 28806 United States'
          heading 'Payment & Shipping Method'
          StaticText 'Table Rate - Best Way Total Shipping Charges: $18.40'
          [70] button 'Add Tracking Number'
        """)
        if track:
            lines += tr(f"""
            table ''
              row ''
                columnheader 'Carrier'
                columnheader 'Title'
                columnheader 'Number'
                columnheader 'Action'
              row ''
                gridcell ''
                  [72] combobox 'Carrier' value='{carrier}', hasPopup='menu', expanded=False
                gridcell ''
                  [73] textbox 'Title' value='{'' if carrier == 'Custom Value' else carrier}'
                gridcell ''
                  [74] textbox 'Number' value='{number}'{', focused' if number else ''}
                gridcell ''
                  [75] button 'Delete'
            """, 1)
        lines += tr("""
        heading 'Items to Ship'
        table ''
          row ''
            columnheader 'Product'
            columnheader 'Qty'
            columnheader 'Qty to Ship'
          row ''
            gridcell 'Copper Rain Chain - 8.5 ft SKU: BGC-RC-85'
            gridcell 'Ordered 1 Invoiced 1'
            gridcell ''
              [80] spinbutton 'Qty to Ship' value='1'
          row ''
            gridcell 'Cedar Raised Bed Corner Brackets (set of 4) SKU: BGC-RB-CB4'
            gridcell 'Ordered 2 Invoiced 2'
            gridcell ''
              [82] spinbutton 'Qty to Ship' value='2'
        heading 'Shipment Total'
        [85] textbox 'Shipment Comments'
        [86] checkbox 'Append Comments', checked='false'
        [87] checkbox 'Email Copy of Shipment', checked='false'
        [88] button 'Submit Shipment'
        """, 1)
        return page("New Shipment / Shipments / Operations / Sales / Magento Admin", f"{U}/admin/order_shipment/new/order_id/342/", lines, MG_FOOT)

    hist2 = [("Oct 8, 2024 10:14:31 AM", "Complete", "Customer Not Notified", "Shipment #000000211 created. Tracking: 1Z84F1270391462208")] + hist1
    shipments = page("#000000342 / Orders / Operations / Sales / Magento Admin", f"{U}/sales/order/view/order_id/342/", head("000000324", "Shipments", "Complete") + tr("""
    tabpanel 'Shipments'
      StaticText '1 records found'
      [70] button 'Filters'
      [71] button 'Export', hasPopup='menu'
      table ''
        row ''
          columnheader 'Shipment'
          columnheader 'Ship Date'
          columnheader 'Order #'
          columnheader 'Ship-to Name'
          columnheader 'Total Quantity'
          columnheader 'Action'
        row ''
          gridcell '000000211'
          gridcell 'Oct 8, 2024 10:14:31 AM'
          gridcell '000000342'
          gridcell 'Odalys Ferreira'
          gridcell '3.0000'
          gridcell ''
            [80] link 'View'
    """, 1), MG_FOOT)

    state = grid(orders, "", 348, False)
    turns = [
        ("fill('53', 'Ferreira')", grid(orders, "Ferreira", 348, False, True)),
        ("press('53', 'Enter')", grid(found, "Ferreira", 2, True)),
        ("click('82')", info("Processing", hist0, "", False)),
        (f"fill('122', '{comment}')", info("Processing", hist0, comment, False)),
        ("click('126')", info("Processing", hist1, "", False)),
        ("click('55')", ship(False, "", "")),
        ("click('70')", ship(True, "Custom Value", "")),
        ("select_option('72', 'United Parcel Service')", ship(True, "United Parcel Service", "")),
        ("fill('74', '1Z84F1270391462208')", ship(True, "United Parcel Service", "1Z84F1270391462208")),
        ("click('88')", info("Complete", hist2, "", True, "The shipment has been created.")),
        ("click('63')", shipments),
    ]
    return {"tid": "h17-web-10", "state": state, "turns": turns, "bad": True, "turn": 11,
            "kind": "order number in the order-view heading changes (000000342 -> 000000324) on the Shipments tab"}


# ---------------------------------------------------------------------------------------------
# 11 help desk (Relaydesk)
# ---------------------------------------------------------------------------------------------
def t11() -> dict[str, Any]:
    # clean: help-desk agent takes an unassigned ticket, adds an internal note, submits as Pending; view counts move (unassigned -1, mine +1, pending +1), relative times age, a similar-subject ticket is opened.
    U = "https://grainhouse.relaydesk.test"

    def chrome(tabs: list[str], sel: int = -1) -> list[str]:
        lines = tr("""
        navigation ''
          [5] link 'Home'
          [6] link 'Views'
          [7] link 'Customers'
          [8] link 'Organizations'
          [9] link 'Reporting'
          [10] link 'Admin'
        banner ''
          [14] button 'Add', hasPopup='menu'
          [16] searchbox 'Search'
          [18] button 'Conversations 0'
          [19] button 'Status: Online', hasPopup='menu'
          [20] button 'Kwame Mensah', hasPopup='menu'
          tablist ''
        """)
        for i, t in enumerate(tabs):
            lines += tr(f"[{22 + i}] tab '{t}', selected={'True' if i == sel % len(tabs) else 'False'}", 2)
        return lines

    def ago(m: int) -> str:
        return "just now" if m < 1 else (f"{m} minute ago" if m == 1 else (f"{m} minutes ago" if m < 60 else (f"{m // 60} hour ago" if m < 120 else f"{m // 60} hours ago")))

    unassigned = [
        (48220, "Sourdough starter arrived dry", "Marguerite Osei", 41, 41, "Low", "New"),
        (48213, "Refund not received for order GH-55102", "Teodora Vasquez", 126, 38, "Normal", "Open"),
        (48219, "Change delivery address for subscription", "Tariq Hamdan", 56, 47, "Normal", "New"),
        (48217, "Refund not received for order GH-55180", "Bram de Wit", 68, 52, "Normal", "Open"),
        (48215, "Bulk order quote for 40 kg rye flour", "Hollis Bakehouse", 95, 66, "Normal", "Open"),
        (48211, "Promo code WINTERLOAF not applying at checkout", "Sanna Lindqvist", 160, 88, "Low", "Open"),
        (48208, "Missing item: 9 in. round banneton", "Dev Raghunathan", 205, 120, "Normal", "Open"),
        (48206, "Grain mill arrived with cracked hopper", "Claire Fontaine", 240, 131, "Urgent", "Open"),
        (48204, "Invoice needs our VAT number", "Brouwerij Kleinveld", 300, 176, "Low", "New"),
        (48201, "Cancel my bread club subscription", "Otto Reinholt", 355, 190, "Normal", "New"),
        (48199, "Gluten-free cross contamination question", "Amara Nwosu", 410, 233, "Low", "Open"),
        (48196, "Tracking says delivered, nothing arrived", "Lucía Montenegro", 470, 254, "High", "Open"),
    ]
    mine = [(48190, "Wrong flour type shipped (T65 instead of T80)", "Jonas Weber", 610, 95, "Normal", "Open"),
            (48177, "Subscription skipped the October box", "Rina Takahashi", 1300, 300, "Normal", "Pending"),
            (48152, "Duplicate charge on card", "Felipe Arriaga", 1420, 1000, "High", "On-hold")]

    def views(view: str, counts: tuple[int, int, int, int, int], rows: list[tuple[int, str, str, int, int, str, str]], dt: int, tabs: list[str], sel: int = -1) -> str:
        names = ["Your unsolved tickets", "Unassigned tickets", "All unsolved tickets", "Pending tickets", "Recently solved tickets"]
        lines = chrome(tabs, sel) + tr("""
        main ''
          navigation 'Views'
        """)
        for i, (n, c) in enumerate(zip(names, counts)):
            lines += tr(f"[{40 + i}] link '{n} {c}'{', current' if n == view else ''}", 2)
        lines += tr(f"""
        heading '{view}'
        StaticText '{len(rows)} tickets'
        [50] button 'Actions', hasPopup='menu'
        table ''
          row ''
            columnheader ''
            columnheader 'Ticket status'
            columnheader 'ID'
            columnheader 'Subject'
            columnheader 'Requester'
            columnheader 'Requested'
            columnheader 'Updated', sort='descending'
            columnheader 'Priority'
        """, 1)
        for i, (tid, subj, req, r, u, pri, st) in enumerate(sorted(rows, key=lambda x: x[4])):
            b = 60 + 4 * i
            lines += tr(f"""
            row ''
              gridcell ''
                [{b}] checkbox '', checked='false'
              gridcell '{st}'
              gridcell '#{tid}'
              gridcell ''
                [{b + 2}] link '{subj}'
              gridcell '{req}'
              gridcell '{ago(r + dt)}'
              gridcell '{ago(u + dt)}'
              gridcell '{pri}'
            """, 2)
        slug = view.lower().replace(" ", "-")
        return page(f"{view} – Relaydesk", f"{U}/agent/filters/{slug}", lines)

    note = "Checked Stripe: refund re_3Q8mVt2 for $189.00 issued Oct 2. Bank ACH can take up to 10 business days; asked finance to send the ARN."

    def ticket(status: str, assignee: str, mode: str, draft: str, submit: str, noted: bool, tabs: list[str], dt: int) -> str:
        lines = chrome(tabs) + tr(f"""
        main ''
          complementary 'Ticket properties'
            StaticText 'Brand'
            [70] combobox 'Brand' value='Grainhouse Mills', hasPopup='listbox', expanded=False
            StaticText 'Requester'
            [72] combobox 'Requester' value='Teodora Vasquez', hasPopup='listbox', expanded=False
            StaticText 'Assignee'
            [74] combobox 'Assignee' value='{assignee}', hasPopup='listbox', expanded=False
        """)
        if assignee == "Billing/-":
            lines += tr("[75] link 'take it'", 2)
        lines += tr("""
        StaticText 'Followers'
        [76] combobox 'Followers'
        StaticText 'Tags'
        [78] textbox 'Tags' value='refund returns stripe'
        [80] combobox 'Type' value='Problem', hasPopup='listbox', expanded=False
        [82] combobox 'Priority' value='Normal', hasPopup='listbox', expanded=False
        StaticText 'Order number'
        [84] textbox 'Order number' value='GH-55102'
        """, 2)
        lines += tr(f"""
        heading 'Refund not received for order GH-55102'
        StaticText '#48213 · {status}'
        StaticText 'Via Web form · Updated {ago(0) if noted else ago(38 + dt)}'
        article ''
          StaticText 'Teodora Vasquez'
          StaticText 'Oct 9, 12:18'
          StaticText 'Hi, I returned the Kestrel grain mill two weeks ago (RMA 7712) and was told the refund of $189.00 would arrive in 5-7 business days. It has now been 9 business days and nothing has arrived. Order GH-55102.'
        article ''
          StaticText 'Relaydesk Bot'
          StaticText 'Oct 9, 12:18'
          StaticText 'Thanks for contacting Grainhouse Mills! Your request (48213) has been received and is being reviewed by our support staff.'
        """, 1)
        if noted:
            lines += tr(f"""
            article ''
              StaticText 'Kwame Mensah'
              StaticText 'Internal note'
              StaticText 'Oct 9, 14:27'
              StaticText '{note}'
            """, 1)
        lines += tr(f"""
        tablist 'Composer'
          [90] tab 'Public reply', selected={'True' if mode == 'public' else 'False'}
          [91] tab 'Internal note', selected={'True' if mode == 'internal' else 'False'}
        [93] textbox '{'Internal note' if mode == 'internal' else 'Public reply'}' value='{draft}'{', focused' if draft else ''}
        [95] button 'Apply macro', hasPopup='menu'
        [97] button 'Close tab'
        [98] button 'Submit as {submit}'
        [99] button 'Select status', hasPopup='menu'
        """, 1)
        return page("Refund not received for order GH-55102 – Relaydesk", f"{U}/agent/tickets/48213", lines)

    other = page("Refund not received for order GH-55180 – Relaydesk", f"{U}/agent/tickets/48217", chrome(["Views", "#48213", "#48217"], 2) + tr(f"""
    main ''
      complementary 'Ticket properties'
        StaticText 'Requester'
        [72] combobox 'Requester' value='Bram de Wit', hasPopup='listbox', expanded=False
        StaticText 'Assignee'
        [74] combobox 'Assignee' value='Billing/-', hasPopup='listbox', expanded=False
        [75] link 'take it'
        StaticText 'Tags'
        [78] textbox 'Tags' value='refund returns'
        [80] combobox 'Type' value='Question', hasPopup='listbox', expanded=False
        [82] combobox 'Priority' value='Normal', hasPopup='listbox', expanded=False
        StaticText 'Order number'
        [84] textbox 'Order number' value='GH-55180'
      heading 'Refund not received for order GH-55180'
      StaticText '#48217 · Open'
      StaticText 'Via Email · Updated {ago(52 + 5)}'
      article ''
        StaticText 'Bram de Wit'
        StaticText 'Oct 9, 13:16'
        StaticText 'Hallo, I cancelled order GH-55180 (two linen proofing cloths, $64.50) before it shipped. Your email said refund within 3 days, still nothing on my Mastercard.'
      tablist 'Composer'
        [90] tab 'Public reply', selected=True
        [91] tab 'Internal note', selected=False
      [93] textbox 'Public reply'
      [97] button 'Close tab'
      [98] button 'Submit as Open'
      [99] button 'Select status', hasPopup='menu'
    """))

    without = [r for r in unassigned if r[0] != 48213]
    mine_after = [(48213, "Refund not received for order GH-55102", "Teodora Vasquez", 126, -3, "Normal", "Pending")] + mine
    T1 = ["Views", "#48213"]
    state = views("Unassigned tickets", (3, 12, 41, 9, 27), unassigned, 0, ["Views"])
    turns = [
        ("click('62')", ticket("Open", "Billing/-", "public", "", "Open", False, T1, 1)),
        ("click('75')", ticket("Open", "Billing/Kwame Mensah", "public", "", "Open", False, T1, 1)),
        ("click('91')", ticket("Open", "Billing/Kwame Mensah", "internal", "", "Open", False, T1, 1)),
        (f"fill('93', '{note}')", ticket("Open", "Billing/Kwame Mensah", "internal", note, "Open", False, T1, 2)),
        ("select_option('99', 'Pending')", ticket("Open", "Billing/Kwame Mensah", "internal", note, "Pending", False, T1, 2)),
        ("click('98')", ticket("Pending", "Billing/Kwame Mensah", "public", "", "Pending", True, T1, 3)),
        ("click('22')", views("Your unsolved tickets", (4, 11, 41, 10, 27), mine_after, 3, T1, 0)),
        ("click('41')", views("Unassigned tickets", (4, 11, 41, 10, 27), without, 4, T1, 0)),
        ("click('70')", other),
    ]
    return {"tid": "h17-web-11", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# 12 course portal (Lumen Learn quiz)
# ---------------------------------------------------------------------------------------------
def t12() -> dict[str, Any]:
    # bad: timed quiz; the remaining time counts down 29:58, 28:41, 27:10, 25:37, 24:05 over turns 1-5, then turn 6 (ticking one more checkbox) shows 26:48 remaining, more time than a turn earlier.
    U = "https://lumen.ridgefieldstate.test"
    C = f"{U}/courses/20431"

    def chrome(grades: bool = False) -> list[str]:
        crumb = "StaticText 'Grades'" if grades else "[14] link 'Quizzes'\nStaticText 'Quiz 6: Residual Diagnostics'"
        return tr("""
        navigation 'Global'
          [5] link 'Account'
          [6] link 'Dashboard'
          [7] link 'Courses'
          [8] link 'Calendar'
          [9] link 'Inbox 2'
          [10] link 'Help'
        navigation 'Breadcrumbs'
          [13] link 'STAT-2150-01 Fall 2024'
        """) + tr(crumb, 1) + tr("""
        navigation 'Courses Navigation Menu'
          [20] link 'Home'
          [21] link 'Announcements'
          [22] link 'Modules'
          [23] link 'Assignments'
          [24] link 'Quizzes'
          [25] link 'Grades'
          [26] link 'People'
          [27] link 'Zoom'
        """)

    intro = chrome() + tr("""
    main ''
      heading 'Quiz 6: Residual Diagnostics'
      table ''
        row ''
          rowheader 'Due'
          gridcell 'Nov 20 at 11:59pm'
          rowheader 'Points'
          gridcell '20'
          rowheader 'Questions'
          gridcell '5'
        row ''
          rowheader 'Available'
          gridcell 'Nov 13 at 12am - Nov 20 at 11:59pm'
          rowheader 'Time Limit'
          gridcell '30 Minutes'
          rowheader 'Allowed Attempts'
          gridcell '2'
      heading 'Instructions'
      StaticText 'Covers Chapter 9 (residual plots, leverage, Durbin-Watson). You may use the course formula sheet and R. The timer keeps running if you leave the page.'
      [60] link 'Take the Quiz'
    """)
    state = page("Quiz 6: Residual Diagnostics: STAT-2150-01 Fall 2024", f"{C}/quizzes/88412", intro)

    essay = "A funnel means the spread of the errors grows with the mean. Taking log(y) turns multiplicative errors into additive ones, so the variance becomes roughly constant across fitted values."

    def quiz(q1: bool, q2: bool, q3: str, q4: tuple[bool, bool], q5: str, remaining: str, saved: str, focus: str = "") -> str:
        def rb(cond: bool) -> str:
            return "'true'" if cond else "'false'"
        answered = [q1, q2, bool(q3), any(q4), bool(q5)]
        lines = chrome() + tr(f"""
        main ''
          heading 'Quiz 6: Residual Diagnostics'
          StaticText 'Started: Nov 14 at 7:02pm'
          heading 'Quiz Instructions'
          StaticText 'Covers Chapter 9 (residual plots, leverage, Durbin-Watson). You may use the course formula sheet and R.'
          group 'Question 1'
            heading 'Question 1 4 pts'
            StaticText 'A residuals-vs-fitted plot shows a clear U shape. Which assumption is most directly violated?'
            radiogroup ''
              [110] radio 'Linearity of the mean function', checked={rb(q1)}
              [111] radio 'Normality of errors', checked='false'
              [112] radio 'Independence of errors', checked='false'
              [113] radio 'Absence of influential points', checked='false'
          group 'Question 2'
            heading 'Question 2 4 pts'
            StaticText 'Which statistic tests for first-order autocorrelation in the residuals?'
            radiogroup ''
              [115] radio 'Breusch-Pagan', checked='false'
              [116] radio 'Durbin-Watson', checked={rb(q2)}
              [117] radio 'Shapiro-Wilk', checked='false'
              [118] radio 'Variance inflation factor', checked='false'
          group 'Question 3'
            heading 'Question 3 4 pts'
            StaticText 'A model has n = 60 observations and p = 4 predictors plus an intercept. What is the leverage cutoff 2(p+1)/n? Round to 3 decimals.'
            [121] spinbutton 'Answer' value='{q3}'{', focused' if focus == 'q3' else ''}
          group 'Question 4'
            heading 'Question 4 4 pts'
            StaticText 'Select ALL patterns that indicate non-constant variance or non-normal errors.'
            [124] checkbox 'Funnel shape in residuals vs fitted', checked={rb(q4[0])}
            [125] checkbox 'Q-Q plot points curve away at both tails', checked={rb(q4[1])}
            [126] checkbox 'Random scatter around zero', checked='false'
            [127] checkbox 'All Cook distances below 0.1', checked='false'
          group 'Question 5'
            heading 'Question 5 4 pts'
            StaticText 'In 2-3 sentences, explain why a log transform of the response can fix a funnel-shaped residual plot.'
            [130] textbox 'Rich Content Editor' value='{q5}'{', focused' if focus == 'q5' else ''}
            StaticText '{len(q5.split())} words'
        complementary ''
          heading 'Questions'
          list ''
        """)
        for i, a in enumerate(answered, 1):
            lines += tr(f"""
            listitem ''
              [{140 + i}] link 'Question {i}{' (answered)' if a else ''}'
            """, 2)
        lines += tr(f"""
        StaticText 'Time Running:'
        [147] button 'Hide Time'
        timer ''
          StaticText '{remaining}'
        StaticText 'Quiz saved at {saved}'
        [150] button 'Submit Quiz'
        """, 1)
        return page("Quiz 6: Residual Diagnostics: STAT-2150-01 Fall 2024", f"{C}/quizzes/88412/take", lines)

    results = page("Quiz 6: Residual Diagnostics: STAT-2150-01 Fall 2024", f"{C}/quizzes/88412/history?version=1", chrome() + tr("""
    main ''
      heading 'Quiz 6: Residual Diagnostics'
      alert ''
        StaticText 'Some questions not yet graded'
      table ''
        row ''
          rowheader 'Due'
          gridcell 'Nov 20 at 11:59pm'
          rowheader 'Points'
          gridcell '20'
        row ''
          rowheader 'Time Limit'
          gridcell '30 Minutes'
          rowheader 'Allowed Attempts'
          gridcell '2'
      heading 'Attempt History'
      table ''
        row ''
          columnheader 'Attempt'
          columnheader 'Time'
          columnheader 'Score'
        row ''
          gridcell 'LATEST Attempt 1'
          gridcell '9 minutes'
          gridcell '16 out of 20 *'
      StaticText '* Some questions not yet graded'
      StaticText 'Submitted Nov 14 at 7:11pm'
      StaticText 'This attempt took 9 minutes.'
      [70] link 'Take the Quiz Again'
      group 'Question 1'
        StaticText 'Correct! 4 / 4 pts'
      group 'Question 2'
        StaticText 'Correct! 4 / 4 pts'
      group 'Question 3'
        StaticText 'Correct! 4 / 4 pts'
        StaticText 'You answered 0.167'
      group 'Question 4'
        StaticText 'Correct! 4 / 4 pts'
      group 'Question 5'
        StaticText 'Not yet graded / 4 pts'
    """), [])

    grades = page("Grades for Jordan Whitfield: STAT-2150-01 Fall 2024", f"{C}/grades", chrome(True) + tr("""
    main ''
      heading 'Grades for Jordan Whitfield'
      [60] combobox 'Arrange By' value='Due Date', hasPopup='menu', expanded=False
      table 'Assignments are weighted by group'
        row ''
          columnheader 'Name'
          columnheader 'Due'
          columnheader 'Submitted'
          columnheader 'Status'
          columnheader 'Score'
          columnheader 'Out of'
        row ''
          gridcell 'Homework 6: Transformations'
          gridcell 'Nov 22 by 11:59pm'
          gridcell ''
          gridcell ''
          gridcell '-'
          gridcell '50'
        row ''
          gridcell 'Quiz 6: Residual Diagnostics'
          gridcell 'Nov 20 by 11:59pm'
          gridcell 'Nov 14 at 7:11pm'
          gridcell 'Needs grading'
          gridcell '16'
          gridcell '20'
        row ''
          gridcell 'Homework 5: Multiple Regression'
          gridcell 'Nov 8 by 11:59pm'
          gridcell 'Nov 7 at 10:45pm'
          gridcell ''
          gridcell '47'
          gridcell '50'
        row ''
          gridcell 'Quiz 5: Model Selection'
          gridcell 'Nov 6 by 11:59pm'
          gridcell 'Nov 5 at 8:20pm'
          gridcell ''
          gridcell '18'
          gridcell '20'
        row ''
          gridcell 'Midterm Exam'
          gridcell 'Oct 24 by 2pm'
          gridcell 'Oct 24 at 1:48pm'
          gridcell ''
          gridcell '86'
          gridcell '100'
      StaticText 'Total: 89.2%'
    """))

    s4 = (True, False)
    s5 = (True, True)
    turns = [
        ("click('60')", quiz(False, False, "", (False, False), "", "29:58", "7:02pm")),
        ("click('110')", quiz(True, False, "", (False, False), "", "28:41", "7:03pm")),
        ("click('116')", quiz(True, True, "", (False, False), "", "27:10", "7:04pm")),
        ("fill('121', '0.167')", quiz(True, True, "0.167", (False, False), "", "25:37", "7:06pm", "q3")),
        ("click('124')", quiz(True, True, "0.167", s4, "", "24:05", "7:07pm")),
        ("click('125')", quiz(True, True, "0.167", s5, "", "26:48", "7:09pm")),
        (f"fill('130', '{essay}')", quiz(True, True, "0.167", s5, essay, "21:54", "7:10pm", "q5")),
        ("click('150')", results),
        ("click('25')", grades),
    ]
    return {"tid": "h17-web-12", "state": state, "turns": turns, "bad": True, "turn": 6,
            "kind": "quiz countdown shows more time remaining than on the previous turn"}


# ---------------------------------------------------------------------------------------------
# 13 hotel booking (Nestwise)
# ---------------------------------------------------------------------------------------------
def t13() -> dict[str, Any]:
    # clean: hotel search in Porto; stay extended to 3 nights, free-cancellation filter drops a non-refundable property, price sort reorders and surfaces cheaper ones, room chosen, price-hold countdown runs down.
    U = "https://www.nestwise.test"

    def chrome() -> list[str]:
        return tr("""
        banner ''
          [10] link 'Nestwise'
          [12] button 'EUR', hasPopup='dialog'
          [13] button 'Language: English (UK)', hasPopup='dialog'
          [14] link 'List your property'
          [15] link 'Register'
          [16] link 'Sign in'
          navigation ''
            [18] link 'Stays', current
            [19] link 'Flights'
            [20] link 'Car rental'
            [21] link 'Attractions'
        """)

    def form(co: str, focus: bool = False) -> list[str]:
        return tr(f"""
        search ''
          [30] combobox 'Where are you going?' value='Porto, Portugal', autocomplete='list', hasPopup='listbox', expanded=False
          [32] textbox 'Check-in date' value='Wed, Apr 9, 2025'
          [33] textbox 'Check-out date' value='{co}'{', focused' if focus else ''}
          [35] button '2 adults · 0 children · 1 room', hasPopup='dialog'
          [37] button 'Search'
        """)

    foot = """
    contentinfo ''
      [501] link 'Customer Service help'
      [502] link 'Terms & conditions'
      [503] link 'Privacy & cookies'
      StaticText 'Copyright © 2025 Nestwise B.V. All rights reserved.'
    """
    home_main = tr("""
    main ''
      heading 'Find your next stay'
      StaticText 'Search low prices on hotels, homes and much more...'
      heading 'Your recent searches'
      [60] link 'Lisbon · Mar 3 – Mar 6, 2 people'
      heading 'Offers'
      StaticText 'Early 2025 Deals: save 15% or more on stays until 31 May.'
    """)

    H = {
        "rio": ("Casa do Rio Douro", "Ribeira", "8.9", "Fabulous", "2,318", 387, True, "Double Room with River View"),
        "azul": ("Hotel Ribeira Azul", "Ribeira", "8.6", "Fabulous", "1,540", 462, True, "Superior Double Room"),
        "aliados": ("Aliados Loft Suites", "Baixa", "9.1", "Superb", "1,204", 318, True, "Studio Double"),
        "miragaia": ("Miragaia Guesthouse", "Miragaia", "9.3", "Superb", "611", 255, False, "Double Room with Shared Terrace"),
        "torre": ("Torre dos Clérigos Boutique Hotel", "Vitória", "8.8", "Fabulous", "947", 540, True, "Deluxe King Room"),
        "bonfim": ("Bonfim Urban Rooms", "Bonfim", "8.4", "Very Good", "832", 279, True, "Double Room"),
        "pods": ("Hostel Cedofeita Pods", "Cedofeita", "8.2", "Very Good", "2,905", 141, True, "Private Double Pod (shared bathroom)"),
    }

    def results(keys: list[str], n: int, free: bool, sort: str) -> str:
        fc = 163
        lines = chrome() + form("Sat, Apr 12, 2025") + tr(f"""
        complementary 'Filter by'
          heading 'Filter by:'
          [40] checkbox 'Free cancellation {fc}', checked='{'true' if free else 'false'}'
          [41] checkbox 'Breakfast included {71 if free else 88}', checked='false'
          [42] checkbox 'Hotels {98 if free else 121}', checked='false'
          [43] checkbox 'Apartments {52 if free else 64}', checked='false'
          [44] checkbox 'Review score: Very Good 8+ {109 if free else 140}', checked='false'
          [45] checkbox 'Distance from centre: Less than 1 km {77 if free else 96}', checked='false'
        main ''
          heading 'Porto: {n} properties found'
          [50] combobox 'Sort by' value='{sort}', hasPopup='listbox', expanded=False
          [51] button 'List view', pressed='true'
          [52] button 'Grid view'
        """)
        for i, k in enumerate(keys):
            name, dist, score, word, revs, price, canc, room = H[k]
            b = 60 + 8 * i
            lines += tr(f"""
            article ''
              [{b}] link '{name}'
              [{b + 1}] link '{dist}, Porto'
              StaticText 'Show on map'
              StaticText 'Scored {score}'
              StaticText '{word} · {revs} reviews'
              StaticText '{room}'
              StaticText '{"Free cancellation" if canc else "Non-refundable"}'
              StaticText '3 nights, 2 adults'
              StaticText '€{price}'
              StaticText '+€12 taxes and charges'
              [{b + 6}] link 'See availability'
            """, 1)
        lines += tr("""
        navigation 'Pagination'
          [120] button 'Previous page', disabled=True
          [121] button '1', pressed='true'
          [122] button '2'
          [123] button '3'
          [124] button 'Next page'
        """, 1)
        return page("Nestwise.test: Hotels in Porto. Book your hotel now!", f"{U}/searchresults.html?ss=Porto&checkin=2025-04-09&checkout=2025-04-12&group_adults=2&no_rooms=1" + ("&nflt=fc%3D2" if free else "") + ("&order=price" if sort != "Our top picks" else ""), lines, foot)

    def hotel(sup: str) -> str:
        lines = chrome() + form("Sat, Apr 12, 2025") + tr(f"""
        main ''
          navigation 'Breadcrumb'
            [40] link 'Home'
            [41] link 'Portugal'
            [42] link 'Porto'
            StaticText 'Aliados Loft Suites'
          heading 'Aliados Loft Suites'
          StaticText 'Rua de Ceuta 41, Baixa, 4050-189 Porto, Portugal'
          StaticText 'Scored 9.1 · Superb · 1,204 reviews'
          StaticText 'Excellent location – rated 9.6/10!'
          StaticText 'Check-in from 15:00 · Check-out until 11:00'
          heading 'Availability'
          StaticText 'Wed, Apr 9, 2025 — Sat, Apr 12, 2025 · 2 adults'
          table ''
            row ''
              columnheader 'Room type'
              columnheader 'Number of guests'
              columnheader 'Price for 3 nights'
              columnheader 'Your choices'
              columnheader 'Select rooms'
            row ''
              gridcell 'Studio Double'
              gridcell 'Max. people: 2'
              gridcell '€318 +€12 taxes and charges'
              gridcell 'Free cancellation before 7 April 2025 · No prepayment needed'
              gridcell ''
                [80] combobox 'Select rooms' value='0', hasPopup='menu', expanded=False
            row ''
              gridcell 'Superior Studio with Balcony'
              gridcell 'Max. people: 2'
              gridcell '€375 +€12 taxes and charges'
              gridcell 'Free cancellation before 7 April 2025 · No prepayment needed'
              gridcell ''
                [82] combobox 'Select rooms' value='{sup}', hasPopup='menu', expanded=False
            row ''
              gridcell 'Two-Bedroom Apartment'
              gridcell 'Max. people: 4'
              gridcell '€612 +€12 taxes and charges'
              gridcell 'Non-refundable'
              gridcell ''
                [84] combobox 'Select rooms' value='0', hasPopup='menu', expanded=False
        """)
        if sup == "1":
            lines += tr("""
            StaticText '1 room for'
            StaticText '€375'
            StaticText '+€12 taxes and charges'
            """, 1)
        lines += tr("""
        [90] button "I'll reserve"
        StaticText "You won't be charged yet"
        heading 'Most popular facilities'
        StaticText 'Free WiFi · Non-smoking rooms · Elevator · Air conditioning · Daily housekeeping'
        """, 1)
        return page("Aliados Loft Suites, Porto – Updated 2025 Prices", f"{U}/hotel/pt/aliados-loft-suites.html?checkin=2025-04-09&checkout=2025-04-12&group_adults=2", lines, foot)

    side = tr("""
    complementary ''
      heading 'Aliados Loft Suites'
      StaticText 'Rua de Ceuta 41, Baixa, 4050-189 Porto'
      heading 'Your booking details'
      StaticText 'Check-in: Wed, Apr 9, 2025 · 15:00 – 23:00'
      StaticText 'Check-out: Sat, Apr 12, 2025 · until 11:00'
      StaticText 'Total length of stay: 3 nights'
      StaticText 'You selected: 1 room for 2 adults'
      StaticText '1 x Superior Studio with Balcony'
      heading 'Your price summary'
      table ''
        row ''
          rowheader 'Original price'
          gridcell '€375'
        row ''
          rowheader 'Price'
          gridcell '€375'
        row ''
          rowheader 'City tax (€2 per person per night)'
          gridcell '€12 (pay at property)'
      StaticText 'Free cancellation before 7 April 2025, 23:59'
    """)

    def details(first: str, last: str, email: str, hold: str) -> str:
        focus = "email" if email else ("last" if last else ("first" if first else ""))
        lines = chrome() + tr(f"""
        main ''
          navigation 'Steps'
            StaticText '1 Your selection ✓'
            StaticText '2 Your details'
            StaticText '3 Final step'
          status ''
            StaticText 'We are holding your price for'
            timer ''
              StaticText '{hold}'
          heading 'Enter your details'
          [110] textbox 'First name *' value='{first}'{', focused' if focus == 'first' else ''}, required
          [112] textbox 'Last name *' value='{last}'{', focused' if focus == 'last' else ''}, required
          [114] textbox 'Email address *' value='{email}'{', focused' if focus == 'email' else ''}, required
          StaticText 'Confirmation email goes to this address'
          [116] combobox 'Country/region *' value='France', hasPopup='menu', expanded=False
          [118] textbox 'Telephone (optional)'
          [120] radio 'I am the main guest', checked='true'
          [121] radio 'I am booking for someone else', checked='false'
          [123] checkbox 'I want free airport shuttle info', checked='false'
          [125] textbox 'Special requests (optional)'
          [128] button 'Next: Final details'
        """)
        return page("Nestwise.test: Your details", f"{U}/book.html?hotel_id=8841207&stage=1", lines, side, foot)

    final = page("Nestwise.test: Final step", f"{U}/book.html?hotel_id=8841207&stage=2", chrome() + tr("""
    main ''
      navigation 'Steps'
        StaticText '1 Your selection ✓'
        StaticText '2 Your details ✓'
        StaticText '3 Final step'
      status ''
        StaticText 'We are holding your price for'
        timer ''
          StaticText '16:31'
      heading 'No payment needed today'
      StaticText 'You will pay during your stay at Aliados Loft Suites.'
      StaticText 'Guest: Maëlle Tournier · maelle.tournier@courriel.test'
      [130] checkbox 'I consent to receiving marketing emails from Nestwise', checked='false'
      StaticText 'Your booking is with Aliados Loft Suites directly and by completing this booking you agree to the booking conditions and general terms.'
      [134] button 'Complete booking'
      [135] link 'What are my booking conditions?'
    """), side, foot)

    top = ["rio", "azul", "aliados", "miragaia", "torre"]
    free = ["rio", "azul", "aliados", "torre", "bonfim"]
    cheap = ["pods", "bonfim", "aliados", "rio", "azul"]
    state = page("Nestwise.test | Official site | The best hotels, flights, car rentals & accommodations", f"{U}/", chrome(), form("Fri, Apr 11, 2025"), home_main, foot)
    turns = [
        ("fill('33', 'Sat, Apr 12, 2025')", page("Nestwise.test | Official site | The best hotels, flights, car rentals & accommodations", f"{U}/", chrome(), form("Sat, Apr 12, 2025", True), home_main, foot)),
        ("click('37')", results(top, 214, False, "Our top picks")),
        ("click('40')", results(free, 163, True, "Our top picks")),
        ("select_option('50', 'Price (lowest first)')", results(cheap, 163, True, "Price (lowest first)")),
        ("click('76')", hotel("0")),
        ("select_option('82', '1')", hotel("1")),
        ("click('90')", details("", "", "", "19:52")),
        ("fill('110', 'Maëlle')", details("Maëlle", "", "", "18:40")),
        ("fill('112', 'Tournier')", details("Maëlle", "Tournier", "", "17:55")),
        ("fill('114', 'maelle.tournier@courriel.test')", details("Maëlle", "Tournier", "maelle.tournier@courriel.test", "17:02")),
        ("click('128')", final),
    ]
    return {"tid": "h17-web-13", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# 14 storefront (Pebblebrook Pantry grocery)
# ---------------------------------------------------------------------------------------------
def t14() -> dict[str, Any]:
    # bad: grocery storefront; cart badge 2 -> 3 (coffee) -> 6 (3 oat milk, turn 6) -> stays 6 on turn 7; turn 8 adds one babka and the badge reads 8 instead of 7.
    U = "https://shop.pebblebrookpantry.test"

    def head(cart: int) -> list[str]:
        return tr(f"""
        banner ''
          StaticText 'Delivering to 02139 · Next slot: Today 5–7 PM'
          [20] link 'Change'
          [22] link 'Pebblebrook Pantry'
          [24] combobox 'Search groceries' value='', autocomplete='both', hasPopup='listbox', expanded=False
          [26] button 'Search'
          [28] link 'Account'
          [30] link 'Cart {cart} items'
        navigation 'Departments'
          [40] link 'Produce'
          [41] link 'Bakery'
          [42] link 'Dairy & Alternatives'
          [43] link 'Meat & Seafood'
          [44] link 'Pantry'
          [45] link 'Coffee & Tea'
          [46] link 'Frozen'
          [47] link 'Household'
        """)

    foot = """
    contentinfo ''
      [401] link 'Delivery areas'
      [402] link 'Substitution policy'
      [403] link 'SNAP/EBT'
      [404] link 'Careers'
      StaticText '© 2025 Pebblebrook Pantry Co-op. Prices online may differ from in-store prices.'
    """

    home = head(2) + tr("""
    main ''
      heading 'Good afternoon, Wren'
      StaticText 'Your usuals'
      list ''
        listitem ''
          [60] link 'Stoneground Rye Bread, 24 oz'
          StaticText '$6.49'
          StaticText 'In your cart'
        listitem ''
          [63] link 'Free-Range Large Brown Eggs, 12 ct'
          StaticText '$5.29'
          StaticText 'In your cart'
        listitem ''
          [66] link 'Hillside Creamery Plain Yogurt, 32 oz'
          StaticText '$4.99'
          [68] button 'Add to cart'
      heading 'This week at the co-op'
      StaticText 'Member deal: 20% off bulk oats and grains through Sunday.'
    """)

    def dept(name: str, slug: str, items: list[tuple[str, str, str]], cart: int, msg: str | None = None) -> str:
        lines = head(cart) + tr(f"""
        main ''
          navigation 'Breadcrumb'
            [50] link 'Home'
            StaticText '{name}'
          heading '{name}'
        """)
        if msg:
            lines += tr(f"""
            status ''
              StaticText '{msg}'
              [52] link 'View cart'
            """, 1)
        lines += tr(f"""
        StaticText '{len(items)} products'
        [55] combobox 'Sort' value='Best match', hasPopup='menu', expanded=False
        [56] checkbox 'On sale', checked='false'
        [57] checkbox 'Local', checked='false'
        [58] checkbox 'Organic', checked='false'
        list ''
        """, 1)
        for i, (pname, price, unit) in enumerate(items):
            b = 70 + 5 * i
            lines += tr(f"""
            listitem ''
              [{b}] link '{pname}'
              StaticText '{price}'
              StaticText '{unit}'
              [{b + 3}] button 'Add to cart'
            """, 2)
        return page(f"{name} | Pebblebrook Pantry", f"{U}/dept/{slug}", lines, foot)

    coffee = [("Highland Dark Roast Whole Bean, 12 oz", "$11.49", "$0.96/oz"),
              ("Cooperativa Sol Medium Roast Ground, 12 oz", "$10.99", "$0.92/oz"),
              ("Single-Origin Decaf (Swiss Water), 10 oz", "$12.79", "$1.28/oz"),
              ("Assam Breakfast Loose Leaf Tea, 4 oz", "$8.25", "$2.06/oz"),
              ("Sencha Green Tea, 20 bags", "$5.49", "$0.27/bag"),
              ("Rooibos Vanilla Chai, 20 bags", "$4.99", "$0.25/bag")]
    dairy = [("Hillside Creamery Whole Milk, half gallon", "$4.59", "$0.07/fl oz"),
             ("Meadowlark Oat Milk Barista, 32 oz", "$4.29", "$0.13/fl oz"),
             ("Meadowlark Oat Milk Original, 64 oz", "$5.99", "$0.09/fl oz"),
             ("Hillside Creamery Plain Yogurt, 32 oz", "$4.99", "$0.16/oz"),
             ("Cabot Extra Sharp Cheddar, 8 oz", "$4.79", "$0.60/oz"),
             ("Kerrygold Salted Butter, 8 oz", "$4.49", "$0.56/oz"),
             ("Almond Breeze Unsweetened, half gallon", "$3.89", "$0.06/fl oz")]
    bakery = [("Stoneground Rye Bread, 24 oz", "$6.49", "$0.27/oz"),
              ("Cinnamon Babka, 16 oz", "$8.99", "$0.56/oz"),
              ("Seeded Sourdough Boule, 28 oz", "$7.25", "$0.26/oz"),
              ("Butter Croissants, 4 ct", "$6.00", "$1.50/each"),
              ("Everything Bagels, 6 ct", "$5.49", "$0.92/each")]

    def oat(cart: int, qty: str, msg: str | None = None) -> str:
        lines = head(cart) + tr("""
        main ''
          navigation 'Breadcrumb'
            [50] link 'Home'
            [51] link 'Dairy & Alternatives'
            StaticText 'Meadowlark Oat Milk Barista, 32 oz'
        """)
        if msg:
            lines += tr(f"""
            status ''
              StaticText '{msg}'
              [52] link 'View cart'
            """, 1)
        lines += tr(f"""
        heading 'Meadowlark Oat Milk Barista, 32 oz'
        StaticText '$4.29'
        StaticText '$0.13/fl oz'
        StaticText 'Steams and foams like dairy. Made with Swedish oats; no added sugar beyond what enzymes release from the oats.'
        [90] spinbutton 'Quantity' value='{qty}', valuemin=1, valuemax=24
        [92] button 'Add to cart'
        [93] button 'Add to list'
        heading 'Nutrition facts'
        StaticText 'Serving size 1 cup (240 mL) · Calories 140 · Total fat 7 g · Sugars 4 g · Protein 1 g'
        heading 'Ingredients'
        StaticText 'Oat base (water, oats), rapeseed oil, dipotassium phosphate, calcium carbonate, sea salt, vitamins A, D2, B12.'
        """, 1)
        return page("Meadowlark Oat Milk Barista, 32 oz | Pebblebrook Pantry", f"{U}/product/meadowlark-oat-milk-barista-32oz", lines, foot)

    state = page("Pebblebrook Pantry | Online Grocery Delivery", f"{U}/", home, foot)
    turns = [
        ("click('45')", dept("Coffee & Tea", "coffee-tea", coffee, 2)),
        ("click('73')", dept("Coffee & Tea", "coffee-tea", coffee, 3, "Added Highland Dark Roast Whole Bean, 12 oz to cart.")),
        ("click('42')", dept("Dairy & Alternatives", "dairy-alternatives", dairy, 3)),
        ("click('75')", oat(3, "1")),
        ("fill('90', '3')", oat(3, "3")),
        ("click('92')", oat(6, "3", "Added 3 × Meadowlark Oat Milk Barista, 32 oz to cart.")),
        ("click('41')", dept("Bakery", "bakery", bakery, 6)),
        ("click('78')", dept("Bakery", "bakery", bakery, 8, "Added Cinnamon Babka, 16 oz to cart.")),
    ]
    return {"tid": "h17-web-14", "state": state, "turns": turns, "bad": True, "turn": 8,
            "kind": "cart item count after adding one item jumps by two"}


# ---------------------------------------------------------------------------------------------
# 15 shop admin (Quarry Lane Ceramics catalog)
# ---------------------------------------------------------------------------------------------
def t15() -> dict[str, Any]:
    # clean: admin product grid; keyword filter narrows to 4 similar products, price and quantity of one edited and saved, grid shows the new values, sorted by price, filter cleared, paginated.
    U = "http://admin.quarrylaneceramics.test/admin"
    ch = mg_chrome("Quarry Lane Ceramics", "tbeaumont", 1)
    lines_ = ["Kiln Ash", "Basalt", "Driftline", "Moorland", "Saltmarsh", "Copperleaf", "Fernhollow"]
    kinds = [("Mug 12oz", "MUG12", 26.00), ("Dinner Plate", "DP", 34.00), ("Side Plate", "SP", 22.00), ("Pasta Bowl", "PB", 30.00),
             ("Pitcher", "PIT", 68.00), ("Bud Vase", "BV", 24.00), ("Espresso Cup", "ESP", 16.00)]
    prods: list[list[Any]] = []
    pid = 201
    k = 0
    while len(prods) < 47:
        if pid == 212:
            prods += [[212, "Tidewater Mug 12oz - Sea Glass", "QLC-TW-12-SG", 28.00, 40],
                      [213, "Tidewater Mug 12oz - Slate", "QLC-TW-12-SL", 28.00, 17],
                      [214, "Tidewater Mug 16oz - Sea Glass", "QLC-TW-16-SG", 32.00, 9]]
            pid = 215
            continue
        if pid == 231:
            prods.append([231, "Tidewater Serving Bowl - Sea Glass", "QLC-TW-BWL-SG", 54.00, 6])
            pid += 1
            continue
        ln = lines_[k % len(lines_)]
        kind, code, base = kinds[(k // len(lines_)) % len(kinds)]
        price = base + (k % 4) * 2.0
        qty = (k * 7 + 5) % 31
        sku = f"QLC-{''.join(w[0] for w in ln.split())}{ln.split()[-1][1].upper()}-{code}"
        prods.append([pid, f"{ln} {kind}", sku, price, qty])
        pid += 1
        k += 1
    assert len({p[2] for p in prods}) == len({p[1] for p in prods}) == 47

    def grid(rows: list[list[Any]], kw: str, applied: bool, sort: str, pg: int, total: int, focus: bool = False, sorted_cols: bool = False) -> str:
        pages = (total + 19) // 20
        lines = list(ch) + tr(f"""
        main ''
          heading 'Products'
          [50] button 'Add Product'
          [51] button 'Add product by specified type', hasPopup='menu'
          [53] textbox 'Search by keyword' value='{kw}'{', focused' if focus else ''}
          [54] button 'Search'
        """)
        if applied:
            lines += tr(f"""
            StaticText 'Active filters:'
            StaticText 'Keyword: {kw}'
            [56] button 'Remove Keyword: {kw}'
            [57] button 'Clear all'
            """, 1)
        lines += tr(f"""
        [60] button 'Filters'
        [61] button 'Default View', hasPopup='menu'
        [62] button 'Columns', hasPopup='menu'
        [65] combobox 'Actions', hasPopup='menu', expanded=False
        StaticText '{total} records found'
        [67] combobox 'per page' value='20', hasPopup='menu', expanded=False
        [68] button 'Previous Page'{', disabled=True' if pg == 1 else ''}
        [69] spinbutton 'Page' value='{pg}'
        StaticText 'of {pages}'
        [71] button 'Next Page'{', disabled=True' if pg >= pages else ''}
        table ''
          row ''
            columnheader 'Select All'
            columnheader 'ID'{", sort='ascending'" if sort == 'id' else ''}
            columnheader 'Thumbnail'
            columnheader 'Name'
            columnheader 'Type'
            columnheader 'Attribute Set'
            columnheader 'SKU'
            [74] columnheader 'Price'{", sort='ascending'" if sort == 'price' else ''}
            columnheader 'Quantity per Source'
            columnheader 'Salable Quantity'
            columnheader 'Visibility'
            columnheader 'Status'
            columnheader 'Websites'
            columnheader 'Action'
        """, 1)
        for i, (p_id, name, sku, price, qty) in enumerate(rows):
            b = 80 + 3 * i
            lines += tr(f"""
            row ''
              gridcell ''
                [{b}] checkbox '', checked='false'
              gridcell '{p_id}'
              gridcell ''
                img '{name}'
              gridcell '{name}'
              gridcell 'Simple Product'
              gridcell 'Default'
              gridcell '{sku}'
              gridcell '{money(price)}'
              gridcell 'Default Source: {qty}'
              gridcell 'Default Stock: {qty}'
              gridcell 'Catalog, Search'
              gridcell 'Enabled'
              gridcell 'Main Website'
              gridcell ''
                [{b + 2}] link 'Edit'
            """, 2)
        return page("Products / Inventory / Catalog / Magento Admin", f"{U}/catalog/product/", lines, MG_FOOT)

    def edit(price: str, qty: str, msg: bool = False, focus: str = "") -> str:
        lines = list(ch) + tr("""
        main ''
          heading 'Tidewater Mug 12oz - Sea Glass'
          [50] button 'Back'
          [51] button 'Add Attribute'
          [52] button 'Save'
          [53] button 'Save & Duplicate', hasPopup='menu'
        """)
        if msg:
            lines += tr("""
            alert ''
              StaticText 'You saved the product.'
            """, 1)
        lines += tr(f"""
        [56] switch 'Enable Product', checked='true'
        [58] combobox 'Attribute Set' value='Default', hasPopup='listbox', expanded=False
        [60] textbox 'Product Name *' value='Tidewater Mug 12oz - Sea Glass', required
        [62] textbox 'SKU *' value='QLC-TW-12-SG', required
        [64] textbox 'Price *' value='{price}'{', focused' if focus == 'price' else ''}, required
        StaticText '$'
        [66] link 'Advanced Pricing'
        [68] combobox 'Tax Class' value='Taxable Goods', hasPopup='menu', expanded=False
        [70] textbox 'Quantity' value='{qty}'{', focused' if focus == 'qty' else ''}
        [71] link 'Advanced Inventory'
        [73] combobox 'Stock Status' value='In Stock', hasPopup='menu', expanded=False
        [75] textbox 'Weight' value='0.9'
        StaticText 'lbs'
        [77] combobox 'Visibility' value='Catalog, Search', hasPopup='menu', expanded=False
        [79] button 'Categories', hasPopup='listbox'
        StaticText 'Drinkware, Tidewater Collection'
        [81] textbox 'Set Product as New From'
        [83] combobox 'Country of Manufacture' value='United States', hasPopup='menu', expanded=False
        heading 'Content'
        heading 'Images And Videos'
        heading 'Search Engine Optimization'
        StaticText 'URL Key: tidewater-mug-12oz-sea-glass'
        """, 1)
        return page("Tidewater Mug 12oz - Sea Glass / Products / Inventory / Catalog / Magento Admin", f"{U}/catalog/product/edit/id/212/", lines, MG_FOOT)

    def tide(ps: list[list[Any]]) -> list[list[Any]]:
        return [p for p in ps if "tidewater" in p[1].lower()]

    after = [list(p) for p in prods]
    for p in after:
        if p[0] == 212:
            p[3], p[4] = 31.50, 64
    by_price = sorted(after, key=lambda p: (p[3], p[0]))
    state = grid(prods[:20], "", False, "id", 1, 47)
    turns = [
        ("fill('53', 'tidewater')", grid(prods[:20], "tidewater", False, "id", 1, 47, True)),
        ("press('53', 'Enter')", grid(tide(prods), "tidewater", True, "id", 1, 4)),
        ("click('82')", edit("28.00", "40")),
        ("fill('64', '31.50')", edit("31.50", "40", focus="price")),
        ("fill('70', '64')", edit("31.50", "64", focus="qty")),
        ("click('52')", edit("31.50", "64", msg=True)),
        ("click('50')", grid(tide(after), "tidewater", True, "id", 1, 4)),
        ("click('74')", grid(sorted(tide(after), key=lambda p: (p[3], p[0])), "tidewater", True, "price", 1, 4)),
        ("click('57')", grid(by_price[:20], "", False, "price", 1, 47)),
        ("click('71')", grid(by_price[20:40], "", False, "price", 2, 47)),
    ]
    return {"tid": "h17-web-15", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# 16 calendar (Tidepool Calendar)
# ---------------------------------------------------------------------------------------------
def t16() -> dict[str, Any]:
    # bad: calendar; a Thu Jun 12 2:00-3:00 PM vendor review is created at turn 6 (shown in the week view, and again after Today at turn 8); turn 9's Schedule view from Tue Jun 10 lists Thu Jun 12 without it.
    U = "https://tidepool.calendar.test"
    wk1 = ["Mon, Jun 9", "Tue, Jun 10", "Wed, Jun 11", "Thu, Jun 12", "Fri, Jun 13", "Sat, Jun 14", "Sun, Jun 15"]
    wk2 = ["Mon, Jun 16", "Tue, Jun 17", "Wed, Jun 18", "Thu, Jun 19", "Fri, Jun 20", "Sat, Jun 21", "Sun, Jun 22"]
    VR = "Quarterly vendor review – Halcyon Freight"
    ev1 = {0: [("8:30 – 9:00 AM", "Ops huddle"), ("1:00 – 2:00 PM", "Carrier rate review")],
           1: [("8:30 – 9:00 AM", "Ops huddle"), ("11:00 – 11:45 AM", "Interview: warehouse lead (Dmitri Sokolov)"), ("4:00 – 4:30 PM", "Expense approvals")],
           2: [("8:30 – 9:00 AM", "Ops huddle"), ("10:00 – 11:00 AM", "Budget sync"), ("3:30 – 4:00 PM", "Call with Portside Logistics")],
           3: [("8:30 – 9:00 AM", "Ops huddle"), ("9:30 – 10:30 AM", "Safety walk – Dock 3")],
           4: [("8:30 – 9:00 AM", "Ops huddle"), ("12:00 – 1:00 PM", "Team lunch – Taqueria Norte")],
           5: [], 6: []}
    allday1 = {6: "Father’s Day"}
    ev2 = {0: [("8:30 – 9:00 AM", "Ops huddle"), ("1:00 – 2:00 PM", "Carrier rate review")],
           1: [("8:30 – 9:00 AM", "Ops huddle")],
           2: [("8:30 – 9:00 AM", "Ops huddle"), ("10:00 – 11:00 AM", "Budget sync")],
           3: [("8:30 – 9:00 AM", "Ops huddle")],
           4: [("8:30 – 9:00 AM", "Ops huddle"), ("9:00 AM – 4:00 PM", "Offsite – Harbor Point")],
           5: [], 6: []}
    allday2 = {3: "Juneteenth"}
    ev1b = {d: list(v) for d, v in ev1.items()}
    ev1b[3].append(("2:00 – 3:00 PM", VR))

    def chrome(label: str, view: str | None) -> list[str]:
        vline = f"[22] combobox 'View' value='{view}', hasPopup='listbox', expanded=False" if view else "StaticText ''"
        lines = tr(f"""
        banner ''
          [10] button 'Main menu'
          [12] link 'Tidepool Calendar'
          [14] button 'Today'
          [15] button 'Previous period'
          [16] button 'Next period'
          heading '{label}'
          [19] button 'Search'
          [20] button 'Settings'
          {vline}
          [24] button 'Account: Imani Castellanos'
        navigation ''
          [30] button 'Create'
          heading 'My calendars'
          [33] checkbox 'Imani Castellanos', checked='true'
          [34] checkbox 'Ops team', checked='true'
          [35] checkbox 'Holidays in United States', checked='true'
        """)
        return [ln for ln in lines if ln.strip() != "StaticText ''"]

    def week(days: list[str], ev: dict[int, list[tuple[str, str]]], allday: dict[int, str], label: str, now: str | None,
             overlay: list[str] | None = None, toast: str | None = None, url: str = "") -> str:
        lines = chrome(label, "Week") + tr("""
        main ''
          grid ''
        """)
        n = 100
        for i, d in enumerate(days):
            lines += tr(f"columnheader '{d}'", 2)
            if i in allday:
                lines += tr(f"[{n}] button 'All day, {allday[i]}, Holidays in United States'", 3)
                n += 1
            if now and i == 1:
                lines += tr(f"StaticText 'Current time: {now}'", 3)
            for t, name in ev[i]:
                lines += tr(f"[{n}] button '{t}, {name}'", 3)
                n += 1
            if not ev[i] and i not in allday:
                lines += tr("StaticText 'No events'", 3)
        if toast:
            lines += tr(f"""
            status ''
              StaticText '{toast}'
              [90] button 'Undo'
              [91] button 'Dismiss'
            """, 1)
        if overlay:
            lines += overlay
        return page(f"Tidepool Calendar – {label}", url or f"{U}/week/2025-06-10", lines)

    def dialog(title: str, date: str, st: str, et: str, guest: str, focus: str = "") -> list[str]:
        lines = tr(f"""
        dialog 'Event'
          [300] textbox 'Add title' value='{title}'{', focused' if focus == 'title' else ''}
          tablist ''
            [302] tab 'Event', selected=True
            [303] tab 'Task', selected=False
            [304] tab 'Out of office', selected=False
          [306] textbox 'Date' value='{date}'{', focused' if focus == 'date' else ''}
          [307] combobox 'Start time' value='{st}', hasPopup='listbox', expanded=False
          StaticText '–'
          [308] combobox 'End time' value='{et}', hasPopup='listbox', expanded=False
          StaticText 'Does not repeat'
          [310] combobox 'Add guests' value='{guest}'{', focused' if focus == 'guest' else ''}, autocomplete='list', hasPopup='listbox', expanded=False
        """, 1)
        if guest:
            lines += tr("""
            StaticText 'Guests: Imani Castellanos (organizer), rachel.omondi@halcyonfreight.test'
            """, 2)
        lines += tr("""
        [312] textbox 'Add location'
        [314] textbox 'Add description'
        [315] combobox 'Calendar' value='Imani Castellanos', hasPopup='listbox', expanded=False
        [316] button 'More options'
        [317] button 'Save'
        [318] button 'Close'
        """, 2)
        return lines

    sched_days = [("Tue, Jun 10", ev1[1], None), ("Wed, Jun 11", ev1[2], None), ("Thu, Jun 12", ev1[3], None),
                  ("Fri, Jun 13", ev1[4], None), ("Sun, Jun 15", [], "Father’s Day"), ("Mon, Jun 16", ev2[0], None), ("Tue, Jun 17", ev2[1], None)]

    def schedule() -> str:
        lines = chrome("Jun 10 – 17, 2025", "Schedule") + tr("""
        main ''
          list 'Schedule'
        """)
        n = 100
        for d, evs, ad in sched_days:
            lines += tr(f"""
            listitem ''
              heading '{d}'
            """, 2)
            if ad:
                lines += tr(f"[{n}] link 'All day · {ad} · Holidays in United States'", 3)
                n += 1
            for t, name in evs:
                lines += tr(f"[{n}] link '{t} · {name}'", 3)
                n += 1
        return page("Tidepool Calendar – Schedule", f"{U}/agenda/2025-06-10", lines)

    def settings(start: str) -> str:
        lines = chrome("Settings", None) + tr(f"""
        main ''
          heading 'Settings'
          navigation 'Settings sections'
            [40] link 'General', current
            [41] link 'Notifications'
            [42] link 'View options'
            [43] link 'Working hours'
          heading 'General'
          StaticText 'Language'
          [50] combobox 'Language' value='English (US)', hasPopup='listbox', expanded=False
          StaticText 'Time zone'
          [52] combobox 'Primary time zone' value='(GMT-05:00) Central Time - Chicago', hasPopup='listbox', expanded=False
          [53] checkbox 'Display secondary time zone', checked='false'
          StaticText 'Date format'
          [55] combobox 'Date format' value='12/31/2025', hasPopup='listbox', expanded=False
          StaticText 'Time format'
          [57] combobox 'Time format' value='1:00 PM', hasPopup='listbox', expanded=False
          StaticText 'Start week on'
          [59] combobox 'Start week on' value='{start}', hasPopup='listbox', expanded=False
          [61] checkbox 'Show weekends', checked='true'
          [62] checkbox 'Show declined events', checked='true'
          StaticText 'Default event duration'
          [64] combobox 'Default event duration' value='60 minutes', hasPopup='listbox', expanded=False
          [66] checkbox 'Speedy meetings', checked='false'
        """)
        return page("Tidepool Calendar – Settings", f"{U}/settings/general", lines)

    L1 = "June 9 – 15, 2025"
    L2 = "June 16 – 22, 2025"
    D0 = "Tue, Jun 10, 2025"
    D1 = "Thu, Jun 12, 2025"
    G = "rachel.omondi@halcyonfreight.test"
    state = week(wk1, ev1, allday1, L1, "9:12 AM")
    turns = [
        ("click('30')", week(wk1, ev1, allday1, L1, "9:12 AM", dialog("", D0, "9:30 AM", "10:30 AM", "", "title"))),
        (f"fill('300', '{VR}')", week(wk1, ev1, allday1, L1, "9:13 AM", dialog(VR, D0, "9:30 AM", "10:30 AM", "", "title"))),
        (f"fill('306', '{D1}')", week(wk1, ev1, allday1, L1, "9:13 AM", dialog(VR, D1, "9:30 AM", "10:30 AM", "", "date"))),
        ("select_option('307', '2:00 PM')", week(wk1, ev1, allday1, L1, "9:13 AM", dialog(VR, D1, "2:00 PM", "3:00 PM", ""))),
        (f"fill('310', '{G}')", week(wk1, ev1, allday1, L1, "9:14 AM", dialog(VR, D1, "2:00 PM", "3:00 PM", G, "guest"))),
        ("click('317')", week(wk1, ev1b, allday1, L1, "9:14 AM", toast="Event saved · Invitation sent to 1 guest")),
        ("click('16')", week(wk2, ev2, allday2, L2, None, url=f"{U}/week/2025-06-17")),
        ("click('14')", week(wk1, ev1b, allday1, L1, "9:15 AM")),
        ("select_option('22', 'Schedule')", schedule()),
        ("click('20')", settings("Monday")),
        ("select_option('59', 'Sunday')", settings("Sunday")),
    ]
    return {"tid": "h17-web-16", "state": state, "turns": turns, "bad": True, "turn": 9,
            "kind": "event created earlier is missing from its day in the Schedule view"}


# ---------------------------------------------------------------------------------------------
# 17 HR portal (Orbitly HR time off)
# ---------------------------------------------------------------------------------------------
def t17() -> dict[str, Any]:
    # clean: time-off request for 24 h (pending hours up, available down), an older pending request cancelled (balance restored), list filtered to Pending, team calendar for March.
    U = "https://orbitly.tallis-marine.test"

    def chrome() -> list[str]:
        return tr("""
        banner ''
          [10] link 'Orbitly'
          [12] searchbox 'Search'
          [14] button 'Inbox 1'
          [15] button 'Desmond Achterberg', hasPopup='menu'
        navigation ''
          [20] link 'Home'
          [21] link 'Me'
          [22] link 'Time off', current
          [23] link 'Pay'
          [24] link 'My team'
          [25] link 'Company'
        """)

    def balances(pending: float) -> list[str]:
        bal = 84.0
        return tr(f"""
        region 'Balances'
          heading 'Balances as of Feb 18, 2025'
          table ''
            row ''
              columnheader 'Time off type'
              columnheader 'Balance'
              columnheader 'Pending'
              columnheader 'Available'
            row ''
              gridcell 'Vacation'
              gridcell '{bal:.2f} hours'
              gridcell '{pending:.2f} hours'
              gridcell '{bal - pending:.2f} hours'
            row ''
              gridcell 'Sick'
              gridcell '40.00 hours'
              gridcell '0.00 hours'
              gridcell '40.00 hours'
            row ''
              gridcell 'Floating holiday'
              gridcell '8.00 hours'
              gridcell '0.00 hours'
              gridcell '8.00 hours'
        """, 1)

    R_OLD = ("REQ-20417", "Vacation", "Fri, Feb 28, 2025", "Fri, Feb 28, 2025", "8.00", "Submitted Feb 3, 2025")
    R_JAN = ("REQ-20133", "Vacation", "Thu, Jan 2, 2025", "Fri, Jan 3, 2025", "16.00", "Approved by Farah Quinlan")
    R_NEW = ("REQ-20562", "Vacation", "Mon, Mar 17, 2025", "Wed, Mar 19, 2025", "24.00", "Submitted Feb 18, 2025")

    def main_page(reqs: list[tuple[tuple[str, ...], str]], pending: float, filt: str, msg: str | None = None, dialog: bool = False) -> str:
        lines = chrome() + tr("""
        main ''
          heading 'Time off'
          [30] button 'Request time off'
          [31] link 'Team calendar'
        """)
        if msg:
            lines += tr(f"""
            status ''
              StaticText '{msg}'
              [32] button 'Dismiss'
            """, 1)
        lines += balances(pending) + tr(f"""
        region 'My requests'
          heading 'My requests'
          [40] combobox 'Status' value='{filt}', hasPopup='menu', expanded=False
          [41] combobox 'Year' value='2025', hasPopup='menu', expanded=False
          table ''
            row ''
              columnheader 'Request'
              columnheader 'Type'
              columnheader 'Dates'
              columnheader 'Hours'
              columnheader 'Status'
              columnheader ''
        """, 1)
        shown = [(r, st) for r, st in reqs if filt == "All" or st == filt]
        for r, st in shown:
            b = {"REQ-20562": 50, "REQ-20417": 54, "REQ-20133": 58}[r[0]]
            dates = r[2] if r[2] == r[3] else f"{r[2]} – {r[3]}"
            lines += tr(f"""
            row ''
              gridcell '{r[0]}'
              gridcell '{r[1]}'
              gridcell '{dates}'
              gridcell '{r[4]}'
              gridcell '{st}'
              gridcell ''
                [{b}] link 'View {r[0]}'
            """, 3)
            if st == "Pending":
                lines += tr(f"[{b + 1}] button 'Cancel {r[0]}'", 5)
        lines += tr(f"StaticText 'Showing {len(shown)} of {len(shown)} requests'", 2)
        if dialog:
            lines += tr("""
            dialog 'Cancel request'
              heading 'Cancel request REQ-20417?'
              StaticText 'Vacation · Fri, Feb 28, 2025 · 8.00 hours. Your manager Farah Quinlan will be notified.'
              [70] button 'Yes, cancel request'
              [71] button 'Keep request'
            """, 1)
        return page("Time off · Orbitly", f"{U}/time-off" + ("" if filt == "All" else "?status=pending"), lines)

    def form(typ: str, start: str, end: str, comment: str, focus: str = "") -> str:
        hours = "24.00" if (start and end) else "—"
        lines = chrome() + tr(f"""
        main ''
          navigation 'Breadcrumb'
            [28] link 'Time off'
            StaticText 'New request'
          heading 'Request time off'
          StaticText 'Type'
          [80] combobox 'Type' value='{typ}', hasPopup='menu', expanded=False
          StaticText 'Start date'
          [82] textbox 'Start date' value='{start}'{', focused' if focus == 'start' else ''}, placeholder='MM/DD/YYYY'
          StaticText 'End date'
          [84] textbox 'End date' value='{end}'{', focused' if focus == 'end' else ''}, placeholder='MM/DD/YYYY'
          [86] checkbox 'Partial day', checked='false'
          StaticText 'Total: {hours} hours'
          StaticText 'Vacation available after this request: {('52.00' if hours != '—' else '76.00') if typ == 'Vacation' else '—'} hours'
          StaticText 'Comment for your manager'
          [90] textbox 'Comment' value='{comment}'{', focused' if focus == 'comment' else ''}
          StaticText 'Approver: Farah Quinlan'
          [94] button 'Submit'
          [95] link 'Cancel'
        """)
        return page("Request time off · Orbitly", f"{U}/time-off/new", lines)

    team = page("Team calendar · Orbitly", f"{U}/time-off/team?month=2025-03", chrome() + tr("""
    main ''
      heading 'Team calendar'
      [30] button 'Previous month'
      heading 'March 2025'
      [32] button 'Next month'
      [33] combobox 'Team' value='Fleet Planning (7)', hasPopup='menu', expanded=False
      [34] checkbox 'Show pending requests', checked='true'
      table ''
        row ''
          columnheader 'Person'
          columnheader 'Time off in March 2025'
        row ''
          gridcell 'Desmond Achterberg (you)'
          gridcell 'Vacation · Mar 17 – Mar 19 · Pending'
        row ''
          gridcell 'Dana Whitcombe'
          gridcell 'Vacation · Mar 10 – Mar 14 · Approved'
        row ''
          gridcell 'Ilse Varga'
          gridcell 'Vacation · Mar 3 – Mar 4 · Approved'
        row ''
          gridcell 'Rafael Ontiveros'
          gridcell 'Vacation · Mar 24 – Mar 28 · Pending'
        row ''
          gridcell 'Farah Quinlan'
          gridcell 'Floating holiday · Mar 31 · Approved'
        row ''
          gridcell 'Kenji Arakawa'
          gridcell '—'
        row ''
          gridcell 'Priya Venkataraman'
          gridcell '—'
      StaticText 'Company holidays in March: none'
    """))

    C = "Family visit in Tucson"
    base = [(R_OLD, "Pending"), (R_JAN, "Approved")]
    added = [(R_NEW, "Pending"), (R_OLD, "Pending"), (R_JAN, "Approved")]
    cancelled = [(R_NEW, "Pending"), (R_OLD, "Cancelled"), (R_JAN, "Approved")]
    state = main_page(base, 8.0, "All")
    turns = [
        ("click('30')", form("Select a type", "", "", "")),
        ("select_option('80', 'Vacation')", form("Vacation", "", "", "")),
        ("fill('82', '03/17/2025')", form("Vacation", "03/17/2025", "", "", "start")),
        ("fill('84', '03/19/2025')", form("Vacation", "03/17/2025", "03/19/2025", "", "end")),
        (f"fill('90', '{C}')", form("Vacation", "03/17/2025", "03/19/2025", C, "comment")),
        ("click('94')", main_page(added, 32.0, "All", "Request REQ-20562 submitted to Farah Quinlan.")),
        ("click('55')", main_page(added, 32.0, "All", "Request REQ-20562 submitted to Farah Quinlan.", dialog=True)),
        ("click('70')", main_page(cancelled, 24.0, "All", "Request REQ-20417 was cancelled.")),
        ("select_option('40', 'Pending')", main_page(cancelled, 24.0, "Pending")),
        ("click('31')", team),
    ]
    return {"tid": "h17-web-17", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# 18 wiki (Calder Valley Gazetteer)
# ---------------------------------------------------------------------------------------------
def t18() -> dict[str, Any]:
    # bad: read-only wiki browsing; the reservoir article (turns 3-4) and the dam article (turn 5) name the contractor Ellison & Marrow; after go_back at turn 6 the same article's Construction prose says Ellison & Barrow, with no edit in between.
    U = "http://gazetteer.caldervalley.test"

    def chrome(q: str = "", focus: bool = False) -> list[str]:
        return tr(f"""
        [4] link 'Jump to content'
        banner ''
          [8] button 'Main menu', hasPopup='menu'
          [10] link 'Calder Valley Gazetteer'
          search ''
            [14] searchbox 'Search Calder Valley Gazetteer' value='{q}'{', focused' if focus else ''}
            [15] button 'Search'
          [18] link 'Create account'
          [19] link 'Log in'
        """)

    def art(title: str, slug: str, body: list[str], anchor: str = "") -> str:
        lines = chrome() + tr(f"""
        main ''
          heading '{title}'
          navigation 'Namespaces'
            [30] link 'Article', current
            [31] link 'Talk'
          navigation 'Views'
            [33] link 'Read', current
            [34] link 'View source'
            [35] link 'View history'
          StaticText 'From Calder Valley Gazetteer, the local history wiki'
        """) + body
        return page(f"{title} - Calder Valley Gazetteer", f"{U}/wiki/{slug}{anchor}", lines)

    def reservoir(contractor: str) -> list[str]:
        return tr(f"""
        table ''
          row ''
            columnheader 'Haverstock Reservoir'
          row ''
            rowheader 'Location'
            gridcell 'Upper Calder Valley, West Yorkshire'
          row ''
            rowheader 'Type'
            gridcell 'Upland impounding reservoir'
          row ''
            rowheader 'Primary inflows'
            gridcell 'Haver Beck, Scar Clough'
          row ''
            rowheader 'Catchment area'
            gridcell '9.6 km²'
          row ''
            rowheader 'Built'
            gridcell '1927–1931'
          row ''
            rowheader 'Surface area'
            gridcell '1.84 km²'
          row ''
            rowheader 'Max. depth'
            gridcell '27 m'
          row ''
            rowheader 'Water volume'
            gridcell '11.2 million m³'
          row ''
            rowheader 'Operator'
            gridcell 'Pennine Water'
        StaticText 'Haverstock Reservoir is a drinking-water reservoir above the village of'
        [40] link 'Haverstock (village)'
        StaticText 'in the upper Calder Valley. It is impounded by'
        [41] link 'Haverstock Dam'
        StaticText 'and supplies about 38,000 households in Todmorden and Hebden Bridge.'
        navigation 'Contents'
          [44] link '1 History'
          [45] link '2 Construction'
          [46] link '3 Recreation'
          [47] link '4 See also'
        heading 'History'
        StaticText 'The Hebden Bridge Water Board obtained powers for a reservoir on Haver Beck in 1921 after the drought of 1919 left the town on standpipes for eleven weeks.'
        heading 'Construction'
        StaticText 'Work began in 1927 under the contractor {contractor} of Halifax, who housed up to 400 navvies in a temporary settlement at Scar Top with its own school and mission hall. The reservoir first filled in the winter of 1931 and was formally opened on 9 May 1932.'
        heading 'Recreation'
        StaticText 'A 5.4 km permissive path circles the water. Sailing is allowed from April to October for members of the Haverstock Sailing Club.'
        heading 'See also'
        list ''
          listitem ''
            [52] link 'Haverstock Dam'
          listitem ''
            [53] link 'Haverstock (village)'
          listitem ''
            [54] link 'Reservoirs of the Calder Valley'
        StaticText 'Categories:'
        [56] link 'Reservoirs in West Yorkshire'
        [57] link 'Buildings and structures completed in 1931'
        contentinfo ''
          StaticText 'This page was last edited on 27 November 2024, at 19:05.'
          StaticText 'Text is available under CC BY-SA 4.0.'
        """, 1)

    dam = tr("""
    table ''
      row ''
        columnheader 'Haverstock Dam'
      row ''
        rowheader 'Type'
        gridcell 'Earth embankment with puddle clay core'
      row ''
        rowheader 'Height'
        gridcell '31 m'
      row ''
        rowheader 'Length'
        gridcell '402 m'
      row ''
        rowheader 'Construction began'
        gridcell '1927'
      row ''
        rowheader 'Opening date'
        gridcell '9 May 1932'
      row ''
        rowheader 'Impounds'
        gridcell 'Haver Beck'
    StaticText 'Haverstock Dam is the embankment dam that impounds'
    [40] link 'Haverstock Reservoir'
    StaticText '. It was designed by the Board engineer Arthur Pennock and built by Ellison & Marrow between 1927 and 1931, using clay dug from Scar Clough for the core.'
    heading 'Spillway'
    StaticText 'The stepped spillway on the north abutment was rebuilt in 2016 after a 2014 inspection found it could not pass the probable maximum flood.'
    heading 'Safety'
    StaticText 'The dam is a Category A structure under the Reservoirs Act 1975 and is inspected every ten years; the last inspection was in 2024.'
    StaticText 'Categories:'
    [50] link 'Dams in West Yorkshire'
    contentinfo ''
      StaticText 'This page was last edited on 3 March 2024, at 08:41.'
      StaticText 'Text is available under CC BY-SA 4.0.'
    """, 1)

    village = tr("""
    table ''
      row ''
        columnheader 'Haverstock'
      row ''
        rowheader 'Population'
        gridcell '1,162 (2021 census)'
      row ''
        rowheader 'OS grid reference'
        gridcell 'SD 9631 2907'
      row ''
        rowheader 'Civil parish'
        gridcell 'Heptonstall'
    StaticText 'Haverstock is a village in the parish of Heptonstall, below'
    [40] link 'Haverstock Reservoir'
    StaticText '. It grew around two cotton mills on Haver Beck, Lower Mill (1803) and Scar Mill (1836), both now converted to housing.'
    heading 'Landmarks'
    list ''
      listitem ''
        [43] link 'St Aidan’s Church, Haverstock'
      listitem ''
        [44] link 'Haverstock Methodist Chapel'
      listitem ''
        [45] link 'The Packhorse Inn'
    heading 'Transport'
    StaticText 'The village is served by the 592 bus to Hebden Bridge (hourly, none on Sundays).'
    StaticText 'Categories:'
    [50] link 'Villages in Calderdale'
    contentinfo ''
      StaticText 'This page was last edited on 14 January 2025, at 21:30.'
      StaticText 'Text is available under CC BY-SA 4.0.'
    """, 1)

    church = tr("""
    StaticText 'St Aidan’s Church is the Church of England parish church of'
    [40] link 'Haverstock (village)'
    StaticText '. It was built in 1864 to designs by the Leeds architect J. W. Thackray and is Grade II listed.'
    heading 'Navvy graves'
    StaticText 'The churchyard holds 23 graves of workers and family members from the Scar Top settlement who died while the reservoir was being built, most of them in the typhoid outbreak of 1929.'
    StaticText 'Categories:'
    [50] link 'Churches in Calderdale'
    contentinfo ''
      StaticText 'This page was last edited on 5 August 2023, at 12:12.'
      StaticText 'Text is available under CC BY-SA 4.0.'
    """, 1)

    main_page = page("Calder Valley Gazetteer", f"{U}/wiki/Main_Page", chrome() + tr("""
    main ''
      heading 'Welcome to the Calder Valley Gazetteer'
      StaticText '3,418 articles on the towns, mills, chapels and moors of the upper Calder Valley.'
      heading 'Featured article'
      [40] link 'Lumbutts Water Tower'
      StaticText 'A three-wheel water tower built around 1830 to drive a cotton mill with stacked waterwheels.'
      heading 'Recently updated'
      [43] link 'Hardcastle Crags'
      [44] link 'Blackshaw Head'
      [45] link 'Rochdale Canal locks 1-20'
    """))
    main_typed = page("Calder Valley Gazetteer", f"{U}/wiki/Main_Page", chrome("Haverstock", True) + tr("""
    main ''
      heading 'Welcome to the Calder Valley Gazetteer'
      StaticText '3,418 articles on the towns, mills, chapels and moors of the upper Calder Valley.'
      heading 'Featured article'
      [40] link 'Lumbutts Water Tower'
      StaticText 'A three-wheel water tower built around 1830 to drive a cotton mill with stacked waterwheels.'
      heading 'Recently updated'
      [43] link 'Hardcastle Crags'
      [44] link 'Blackshaw Head'
      [45] link 'Rochdale Canal locks 1-20'
    """))
    results = page("Search results for \"Haverstock\" - Calder Valley Gazetteer", f"{U}/index.php?search=Haverstock&title=Special%3ASearch&fulltext=1", chrome("Haverstock") + tr("""
    main ''
      heading 'Search results'
      StaticText 'Results 1 – 3 of 3'
      list ''
        listitem ''
          [40] link 'Haverstock Reservoir'
          StaticText 'Haverstock Reservoir is a drinking-water reservoir above the village of Haverstock in the upper Calder Valley...'
          StaticText '6 KB (802 words) - 19:05, 27 November 2024'
        listitem ''
          [43] link 'Haverstock Dam'
          StaticText 'Haverstock Dam is the embankment dam that impounds Haverstock Reservoir...'
          StaticText '3 KB (371 words) - 08:41, 3 March 2024'
        listitem ''
          [46] link 'Haverstock (village)'
          StaticText 'Haverstock is a village in the parish of Heptonstall, below Haverstock Reservoir...'
          StaticText '4 KB (519 words) - 21:30, 14 January 2025'
    """))

    turns = [
        ("fill('14', 'Haverstock')", main_typed),
        ("press('14', 'Enter')", results),
        ("click('40')", art("Haverstock Reservoir", "Haverstock_Reservoir", reservoir("Ellison & Marrow"))),
        ("click('45')", art("Haverstock Reservoir", "Haverstock_Reservoir", reservoir("Ellison & Marrow"), "#Construction")),
        ("click('41')", art("Haverstock Dam", "Haverstock_Dam", dam)),
        ("go_back()", art("Haverstock Reservoir", "Haverstock_Reservoir", reservoir("Ellison & Barrow"), "#Construction")),
        ("click('53')", art("Haverstock (village)", "Haverstock_(village)", village)),
        ("click('43')", art("St Aidan’s Church, Haverstock", "St_Aidan%27s_Church,_Haverstock", church)),
    ]
    return {"tid": "h17-web-18", "state": main_page, "turns": turns, "bad": True, "turn": 6,
            "kind": "contractor name in article prose differs between two reads with no edit"}


# ---------------------------------------------------------------------------------------------
# 19 GitLab (tessellate/tile-render issues)
# ---------------------------------------------------------------------------------------------
def t19() -> dict[str, Any]:
    # clean: GitLab issues; create #92 (open count 14 -> 15, all 77 -> 78), label it, close #87 (open 15 -> 14, closed 63 -> 64); list re-renders each time.
    U = "http://gitlab.tessellate.test"
    P = f"{U}/tessellate/tile-render"

    def chrome(open_n: int, crumb: str) -> list[str]:
        return tr(f"""
        [12] link 'Skip to content'
        banner 'Navigation bar'
          [17] link 'Dashboard'
          [20] button 'Menu'
          [26] textbox 'Search GitLab'
          [31] link 'Create new...'
          [34] link 'Issues'
          StaticText '3'
          [37] link 'Merge requests'
          StaticText '1'
          [40] link 'To-Do List'
          StaticText '4'
          [46] link 'Priya Natarajan user’s menu'
        complementary 'Project navigation'
          [55] link 'tile-render'
          [58] link 'Project information'
          [61] link 'Repository'
          [64] link 'Issues'
            StaticText '{open_n}'
          [67] link 'List'
          [68] link 'Boards'
          [69] link 'Milestones'
          [73] link 'Merge requests'
            StaticText '2'
          [76] link 'CI/CD'
          [91] link 'Wiki'
          [94] link 'Settings'
        navigation 'Breadcrumbs'
          [101] link 'tessellate'
          [102] link 'tile-render'
          [103] link '{crumb}'
        """)

    open_issues = [
        (91, "Vector tiles drop POIs with non-ASCII names at z14", "Joaquín Ferrer", "2 days ago", "bug", 3),
        (90, "Add WebP output option for raster tiles", "Mei Lin", "4 days ago", "enhancement", 6),
        (89, "Hillshade layer misaligned by half a pixel at tile edges", "Priya Natarajan", "5 days ago", "bug, rendering", 2),
        (87, "Crash when style JSON has a trailing comma", "Anders Holm", "1 week ago", "bug", 2),
        (85, "Document the cache invalidation endpoint", "Mei Lin", "1 week ago", "docs", 0),
        (83, "Label collision pass is O(n²) on dense city tiles", "Joaquín Ferrer", "2 weeks ago", "performance", 9),
        (80, "Support MBTiles v1.3 metadata json field", "Oskar Lindgren", "2 weeks ago", "enhancement", 1),
        (78, "Glyph PBF requests 404 for fontstacks with spaces", "Anders Holm", "3 weeks ago", "bug", 5),
        (74, "Seed command ignores --bbox when --zoom is a range", "Priya Natarajan", "1 month ago", "bug", 3),
        (71, "Expose Prometheus metrics for render queue depth", "Oskar Lindgren", "1 month ago", "enhancement, ops", 2),
        (66, "Terrain-RGB encoding off by 0.1 m below sea level", "Mei Lin", "1 month ago", "bug, rendering", 7),
        (59, "Docker image runs as root", "Sven Aalto", "2 months ago", "security, ops", 4),
        (52, "Sprite sheet generation is not deterministic", "Joaquín Ferrer", "2 months ago", "bug", 1),
        (47, "Tile seeding progress bar jumps backwards on retry", "Anders Holm", "3 months ago", "ux", 0),
    ]
    NEWL = (92, "Tile seams visible at zoom 17 on HiDPI displays", "Priya Natarajan", "just now", "rendering", 0)

    def listing(rows: list[tuple[int, str, str, str, str, int]], o: int, c: int) -> str:
        lines = chrome(o, "Issues") + tr(f"""
        main ''
          tablist ''
            [108] tab 'Open {o}', selected=True
            [109] tab 'Closed {c}', selected=False
            [110] tab 'All {o + c}', selected=False
          [112] link 'Subscribe to RSS feed'
          [113] button 'Edit issues'
          [114] link 'New issue'
          [118] textbox 'Search or filter results...'
          [120] button 'Created date', hasPopup='menu'
          list ''
        """)
        for i, (iid, title, who, when, lbls, notes) in enumerate(rows):
            b = 130 + 5 * i
            lines += tr(f"""
            listitem ''
              [{b}] link '{title}'
              StaticText '#{iid} · created {when} by {who}'
            """, 2)
            if lbls:
                lines += tr(f"StaticText '{lbls}'", 3)
            lines += tr(f"[{b + 3}] link '{notes} comments'", 3)
        return page("Issues · tessellate / tile-render · GitLab", f"{P}/-/issues", lines)

    desc = "On a 2x display, thin 1 px seams appear between raster tiles at z17 only. Reproduced in Firefox 124 and Chrome 123 with the default style; z16 and z18 are fine. Probably the @2x buffer is rounded differently at that zoom."

    def newform(title: str, body: str) -> str:
        lines = chrome(14, "New") + tr(f"""
        main ''
          heading 'New Issue'
          StaticText 'Title (required)'
          [140] textbox 'Title (required)' value='{title}'{', focused' if title and not body else ''}, required
          [142] combobox 'Choose a template' value='No template', hasPopup='menu', expanded=False
          StaticText 'Description'
          [145] textbox 'Description' value='{body}'{', focused' if body else ''}
          [147] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked='false'
          StaticText 'Assignee'
          [150] button 'Unassigned', hasPopup='menu'
          [151] link 'Assign to me'
          StaticText 'Milestone'
          [153] button 'Milestone', hasPopup='menu'
          StaticText 'Labels'
          [155] button 'Labels', hasPopup='menu'
          StaticText 'Due date'
          [157] textbox 'Select due date'
          [160] button 'Create issue'{'' if title else ', disabled=True'}
          [161] link 'Cancel'
        """)
        return page("New Issue · tessellate / tile-render · GitLab", f"{P}/-/issues/new", lines)

    def issue92(label: str, dropdown: str | None, o: int) -> str:
        lines = chrome(o, "#92") + tr(f"""
        main ''
          StaticText 'Open'
          StaticText 'Issue created just now by'
          [150] link 'Priya Natarajan'
          [152] button 'Issue actions', hasPopup='menu'
          [153] button 'Close issue'
          heading 'Tile seams visible at zoom 17 on HiDPI displays'
          StaticText '{desc}'
          heading 'Activity'
          list ''
        """)
        if label:
            lines += tr("""
            listitem ''
              [167] link 'Priya Natarajan'
              StaticText 'added rendering label just now'
            """, 2)
        lines += tr(f"""
        [185] textbox 'Comment'
        [187] button 'Comment', disabled=True
        [189] button 'Close issue'
        complementary 'Issue sidebar'
          StaticText 'Assignee'
          [201] button 'Edit'
          StaticText 'None - assign yourself'
          StaticText 'Labels'
          [204] button 'Edit', expanded={'True' if dropdown is not None else 'False'}
          StaticText '{label if label else 'None'}'
        """, 1)
        if dropdown is not None:
            lines += tr(f"""
            dialog 'Assign labels'
              [230] textbox 'Search'
              list ''
                [232] option 'bug', selected=False
                [233] option 'docs', selected=False
                [234] option 'enhancement', selected=False
                [235] option 'ops', selected=False
                [236] option 'performance', selected=False
                [237] option 'rendering', selected={'True' if dropdown == 'rendering' else 'False'}
                [238] option 'security', selected=False
                [239] option 'ux', selected=False
              [241] button 'Create project label'
              [242] button 'Manage project labels'
            """, 2)
        lines += tr("""
        StaticText 'Milestone'
        [207] button 'Edit'
        StaticText 'None'
        StaticText 'Due date'
        StaticText 'None'
        StaticText 'Confidentiality'
        StaticText 'Not confidential'
        StaticText 'Participants: 1'
        StaticText 'Reference: tessellate/tile-render#92'
        """, 2)
        return page("Tile seams visible at zoom 17 on HiDPI displays (#92) · Issues · tessellate / tile-render · GitLab", f"{P}/-/issues/92", lines)

    def issue87(closed: bool, o: int) -> str:
        lines = chrome(o, "#87") + tr(f"""
        main ''
          StaticText '{'Closed' if closed else 'Open'}'
          StaticText 'Issue created 1 week ago by'
          [150] link 'Anders Holm'
          [152] button 'Issue actions', hasPopup='menu'
          [153] button '{'Reopen issue' if closed else 'Close issue'}'
          heading 'Crash when style JSON has a trailing comma'
          StaticText 'tile-render serve panics with "unexpected end of JSON input" instead of reporting the line number when style.json has a trailing comma.'
          heading 'Activity'
          list ''
            listitem ''
              [160] link 'Anders Holm'
              StaticText 'added bug label 1 week ago'
            listitem ''
              [162] link 'Mei Lin'
              StaticText '@meilin · 5 days ago'
              StaticText 'Fixed by !41 (parse with json5 fallback and wrap the error).'
            listitem ''
              [164] link 'Mei Lin'
              StaticText 'mentioned in merge request !41 5 days ago'
            listitem ''
              [166] link 'Anders Holm'
              StaticText '@aholm · 3 days ago'
              StaticText 'Verified on main after !41 merged.'
        """)
        if closed:
            lines += tr("""
            listitem ''
              [168] link 'Priya Natarajan'
              StaticText 'closed just now'
            """, 2)
        lines += tr(f"""
        [185] textbox 'Comment'
        [187] button 'Comment', disabled=True
        [189] button '{'Reopen issue' if closed else 'Close issue'}'
        complementary 'Issue sidebar'
          StaticText 'Assignee'
          StaticText 'Mei Lin'
          StaticText 'Labels'
          StaticText 'bug'
          StaticText 'Milestone'
          StaticText 'v0.9'
          StaticText 'Reference: tessellate/tile-render#87'
        """, 1)
        return page("Crash when style JSON has a trailing comma (#87) · Issues · tessellate / tile-render · GitLab", f"{P}/-/issues/87", lines)

    state = listing(open_issues, 14, 63)
    with_new = [NEWL] + open_issues
    without87 = [r for r in with_new if r[0] != 87]
    turns = [
        ("click('114')", newform("", "")),
        ("fill('140', 'Tile seams visible at zoom 17 on HiDPI displays')", newform("Tile seams visible at zoom 17 on HiDPI displays", "")),
        (f"fill('145', '{desc}')", newform("Tile seams visible at zoom 17 on HiDPI displays", desc)),
        ("click('160')", issue92("", None, 15)),
        ("click('204')", issue92("", "", 15)),
        ("click('237')", issue92("", "rendering", 15)),
        ("keyboard_press('Escape')", issue92("rendering", None, 15)),
        ("click('67')", listing(with_new, 15, 63)),
        ("click('150')", issue87(False, 15)),
        ("click('153')", issue87(True, 14)),
        ("click('67')", listing(without87, 14, 64)),
    ]
    return {"tid": "h17-web-19", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# 20 bank (Cobalt Credit Union bill pay)
# ---------------------------------------------------------------------------------------------
def t20() -> dict[str, Any]:
    # bad: bill pay; amount 1385.00 entered (turn 3), reviewed and confirmed as $1,385.00 (turns 6-7); turn 8's Scheduled activity lists the same payment (same confirmation number) as $1,358.00.
    U = "https://secure.cobaltcu.test"

    def chrome() -> list[str]:
        return tr("""
        banner ''
          [10] link 'Cobalt Credit Union'
          StaticText 'Welcome back, Marguerite'
          [13] link 'Secure messages'
          [14] link 'Profile & settings'
          [15] button 'Log out'
        navigation ''
          [20] link 'Accounts'
          [21] link 'Pay & Transfer'
          [22] link 'Scheduled activity'
          [23] link 'Cards'
          [24] link 'Loans'
          [25] link 'Statements'
        """)

    foot = """
    contentinfo ''
      StaticText 'Federally insured by NCUA. Cobalt Credit Union NMLS #482210.'
      [401] link 'Privacy notice'
      [402] link 'Accessibility'
    """

    accounts = page("Accounts | Cobalt Credit Union", f"{U}/digital/accounts", chrome() + tr("""
    main ''
      heading 'Accounts'
      StaticText 'Today is Monday, February 24, 2025'
      table ''
        row ''
          columnheader 'Account'
          columnheader 'Available'
          columnheader 'Current'
        row ''
          gridcell ''
            [40] link 'Everyday Checking ••4471'
          gridcell '$3,912.44'
          gridcell '$3,987.44'
        row ''
          gridcell ''
            [43] link 'High-Yield Savings ••9023'
          gridcell '$12,640.18'
          gridcell '$12,640.18'
        row ''
          gridcell ''
            [46] link 'Visa Signature ••6610'
          gridcell 'Available credit $7,581.73'
          gridcell 'Balance $418.27'
      StaticText 'Available balance on checking reflects a $75.00 pending debit card hold (SHELL OIL 57442).'
      heading 'Upcoming'
      StaticText '2 scheduled payments in the next 30 days'
      [50] link 'View scheduled activity'
    """), foot)

    payees = "Select payee"

    def payform(payee: str, amt: str, date: str, memo: str, focus: str = "") -> str:
        lines = chrome() + tr(f"""
        main ''
          heading 'Pay & Transfer'
          tablist ''
            [30] tab 'Transfer', selected=False
            [31] tab 'Pay bills', selected=True
            [32] tab 'Send with Zelle®', selected=False
          StaticText 'Pay to'
          [40] combobox 'Pay to' value='{payee}', hasPopup='menu', expanded=False
          [41] link 'Add a payee'
          StaticText 'Pay from'
          [43] combobox 'Pay from' value='Everyday Checking ••4471 ($3,912.44)', hasPopup='menu', expanded=False
          StaticText 'Amount'
          [45] textbox 'Amount' value='{amt}'{', focused' if focus == 'amt' else ''}
          StaticText 'Deliver by'
          [47] textbox 'Deliver by (MM/DD/YYYY)' value='{date}'{', focused' if focus == 'date' else ''}
          StaticText 'Earliest delivery for this payee: 02/27/2025 (electronic)'
          StaticText 'Memo (optional)'
          [50] textbox 'Memo' value='{memo}'{', focused' if focus == 'memo' else ''}
          [52] checkbox 'Make this a recurring payment', checked='false'
          [54] button 'Review payment'
          [55] link 'Cancel'
        """)
        return page("Pay & Transfer | Cobalt Credit Union", f"{U}/digital/pay-transfer/bills", lines, foot)

    P = "Ridgeway Property Mgmt (••0917)"
    review = page("Review payment | Cobalt Credit Union", f"{U}/digital/pay-transfer/bills/review", chrome() + tr("""
    main ''
      heading 'Review your payment'
      table ''
        row ''
          rowheader 'Pay to'
          gridcell 'Ridgeway Property Mgmt (••0917)'
        row ''
          rowheader 'Pay from'
          gridcell 'Everyday Checking ••4471'
        row ''
          rowheader 'Amount'
          gridcell '$1,385.00'
        row ''
          rowheader 'Deliver by'
          gridcell 'Sat, Mar 1, 2025'
        row ''
          rowheader 'Send on'
          gridcell 'Thu, Feb 27, 2025'
        row ''
          rowheader 'Delivery method'
          gridcell 'Electronic'
        row ''
          rowheader 'Memo'
          gridcell 'Unit 4B March rent'
      StaticText 'Funds will be withdrawn from your account on the send-on date.'
      [60] button 'Submit payment'
      [61] button 'Edit'
      [62] link 'Cancel'
    """), foot)

    done = page("Payment scheduled | Cobalt Credit Union", f"{U}/digital/pay-transfer/bills/confirmation", chrome() + tr("""
    main ''
      img 'Success'
      heading 'Payment scheduled'
      StaticText 'Confirmation number BP-250224-77183'
      table ''
        row ''
          rowheader 'Pay to'
          gridcell 'Ridgeway Property Mgmt (••0917)'
        row ''
          rowheader 'Amount'
          gridcell '$1,385.00'
        row ''
          rowheader 'Send on'
          gridcell 'Thu, Feb 27, 2025'
        row ''
          rowheader 'Deliver by'
          gridcell 'Sat, Mar 1, 2025'
        row ''
          rowheader 'Memo'
          gridcell 'Unit 4B March rent'
      StaticText 'A confirmation email was sent to m.delacroix@postbox.test.'
      [70] link 'Pay another bill'
      [71] link 'View scheduled activity'
    """), foot)

    sched = page("Scheduled activity | Cobalt Credit Union", f"{U}/digital/scheduled", chrome() + tr("""
    main ''
      heading 'Scheduled activity'
      tablist ''
        [30] tab 'Bill payments', selected=True
        [31] tab 'Transfers', selected=False
        [32] tab 'Zelle®', selected=False
      table ''
        row ''
          columnheader 'Send on'
          columnheader 'Payee'
          columnheader 'From'
          columnheader 'Amount'
          columnheader 'Frequency'
          columnheader 'Status'
          columnheader ''
        row ''
          gridcell 'Feb 27, 2025'
          gridcell 'Ridgeway Property Mgmt (••0917)'
          gridcell 'Everyday Checking ••4471'
          gridcell '$1,358.00'
          gridcell 'One time'
          gridcell 'Scheduled · BP-250224-77183'
          gridcell ''
            [40] link 'Edit'
            [41] link 'Cancel'
        row ''
          gridcell 'Mar 5, 2025'
          gridcell 'Harlan Water District (••3304)'
          gridcell 'Everyday Checking ••4471'
          gridcell '$62.15'
          gridcell 'Monthly on the 5th'
          gridcell 'Scheduled · BP-250105-10452'
          gridcell ''
            [44] link 'Edit'
            [45] link 'Cancel'
        row ''
          gridcell 'Mar 14, 2025'
          gridcell 'Brightwave Internet (••8120)'
          gridcell 'Everyday Checking ••4471'
          gridcell '$79.99'
          gridcell 'Monthly on the 14th'
          gridcell 'Scheduled · BP-241114-55831'
          gridcell ''
            [48] link 'Edit'
            [49] link 'Cancel'
      StaticText 'Showing 3 scheduled bill payments'
    """), foot)

    accounts2 = page("Accounts | Cobalt Credit Union", f"{U}/digital/accounts", chrome() + tr("""
    main ''
      heading 'Accounts'
      StaticText 'Today is Monday, February 24, 2025'
      table ''
        row ''
          columnheader 'Account'
          columnheader 'Available'
          columnheader 'Current'
        row ''
          gridcell ''
            [40] link 'Everyday Checking ••4471'
          gridcell '$3,912.44'
          gridcell '$3,987.44'
        row ''
          gridcell ''
            [43] link 'High-Yield Savings ••9023'
          gridcell '$12,640.18'
          gridcell '$12,640.18'
        row ''
          gridcell ''
            [46] link 'Visa Signature ••6610'
          gridcell 'Available credit $7,581.73'
          gridcell 'Balance $418.27'
      StaticText 'Available balance on checking reflects a $75.00 pending debit card hold (SHELL OIL 57442).'
      heading 'Upcoming'
      StaticText '3 scheduled payments in the next 30 days'
      [50] link 'View scheduled activity'
    """), foot)

    turns = [
        ("click('21')", payform(payees, "", "", "")),
        (f"select_option('40', '{P}')", payform(P, "", "", "")),
        ("fill('45', '1385.00')", payform(P, "1385.00", "", "", "amt")),
        ("fill('47', '03/01/2025')", payform(P, "1385.00", "03/01/2025", "", "date")),
        ("fill('50', 'Unit 4B March rent')", payform(P, "1385.00", "03/01/2025", "Unit 4B March rent", "memo")),
        ("click('54')", review),
        ("click('60')", done),
        ("click('71')", sched),
        ("click('20')", accounts2),
    ]
    return {"tid": "h17-web-20", "state": accounts, "turns": turns, "bad": True, "turn": 8,
            "kind": "scheduled payment amount differs from the amount entered and confirmed"}


# ---------------------------------------------------------------------------------------------
# 21 course portal (Hive, a Moodle site)
# ---------------------------------------------------------------------------------------------
def t21() -> dict[str, Any]:
    # clean: Moodle online-text assignment; draft saved, edited (word count and last-modified change), submitted for grading (status changes, edit buttons go away), grades and timeline reflect it.
    U = "https://hive.pinecrest.test"

    def chrome(crumbs: list[str]) -> list[str]:
        lines = tr("""
        banner ''
          [8] link 'Hive · Pinecrest College'
          [10] link 'Home'
          [11] link 'Dashboard'
          [12] link 'My courses'
          [14] button 'Toggle notifications menu 1'
          [15] button 'Toggle messaging drawer'
          [16] button 'User menu: Noemi Castellano', hasPopup='menu'
        navigation 'Course'
          [20] link 'Course'
          [21] link 'Participants'
          [22] link 'Grades'
          [23] link 'Competencies'
        navigation 'Breadcrumb'
          [26] link 'HIST 318'
        """)
        for i, c in enumerate(crumbs):
            lines += tr(f"[{27 + i}] link '{c}'", 1)
        return lines

    v1 = ("The Manila galleons tied Spanish America to China through a single annual voyage between Acapulco and Manila from 1565 to 1815. "
          "Silver from Potosí and Zacatecas paid for silk, porcelain and spices, and the trade made Manila a Chinese commercial city under Spanish rule. "
          "This essay argues that the galleon was less a Spanish enterprise than a Fujianese one, since Chinese junks supplied almost every cargo.")
    v2 = ("The Manila galleons tied Spanish America to China through a single annual voyage between Acapulco and Manila from 1565 to 1815. "
          "Silver from Potosí and Zacatecas paid for silk, porcelain and spices, and the trade made Manila a Chinese commercial city under Spanish rule. "
          "This essay argues that the galleon was less a Spanish enterprise than a Fujianese one: Chinese junks supplied almost every cargo, "
          "and Sangley merchants in the Parián set the prices that Spanish officials merely taxed.")
    w1, w2 = len(v1.split()), len(v2.split())

    def status_page(status: str, modified: str, words: int | None, remaining: str, buttons: str, msg: str | None = None) -> str:
        lines = chrome(["Essay 2: The Manila Galleons"]) + tr("""
        main ''
          heading 'Essay 2: The Manila Galleons'
          StaticText 'Opened: Monday, 17 February 2025, 9:00 AM'
          StaticText 'Due: Friday, 7 March 2025, 5:00 PM'
          StaticText 'Write a 300-word abstract of your argument in the text box. Full essays are submitted in Week 9.'
        """)
        if msg:
            lines += tr(f"""
            alert ''
              StaticText '{msg}'
            """, 1)
        lines += tr(f"""
        heading 'Submission status'
        table ''
          row ''
            rowheader 'Attempt number'
            gridcell 'This is attempt 1.'
          row ''
            rowheader 'Submission status'
            gridcell '{status}'
          row ''
            rowheader 'Grading status'
            gridcell 'Not graded'
          row ''
            rowheader 'Time remaining'
            gridcell '{remaining}'
          row ''
            rowheader 'Last modified'
            gridcell '{modified}'
          row ''
            rowheader 'Online text'
            gridcell '{'' if words is None else f'({words} words)'}'
          row ''
            rowheader 'Submission comments'
            gridcell ''
              [60] link 'Comments (0)'
        """, 1)
        if buttons == "none":
            lines += tr("[64] button 'Add submission'", 1)
        elif buttons == "draft":
            lines += tr("""
            [64] button 'Edit submission'
            [65] button 'Remove submission'
            [66] button 'Submit assignment'
            StaticText 'Once this assignment is submitted you will not be able to make any more changes.'
            """, 1)
        return page("HIST 318: Essay 2: The Manila Galleons | Hive", f"{U}/mod/assign/view.php?id=5512", lines)

    def editor(text: str, focus: bool) -> str:
        lines = chrome(["Essay 2: The Manila Galleons", "Edit submission"]) + tr(f"""
        main ''
          heading 'Essay 2: The Manila Galleons'
          heading 'Edit submission'
          StaticText 'Online text'
          toolbar ''
            [70] button 'Bold'
            [71] button 'Italic'
            [72] button 'Link'
            [73] button 'Insert equation'
          [75] textbox 'Online text' value='{text}'{', focused' if focus else ''}
          StaticText 'Word limit: 300'
          [78] button 'Save changes'
          [79] button 'Cancel'
        """)
        return page("HIST 318: Essay 2: The Manila Galleons | Hive", f"{U}/mod/assign/view.php?id=5512&action=editsubmission", lines)

    def confirm(checked: bool) -> str:
        lines = chrome(["Essay 2: The Manila Galleons", "Confirm submission"]) + tr(f"""
        main ''
          heading 'Confirm submission'
          [80] checkbox 'This submission is my own work, except where I have acknowledged the use of the works of other people.', checked='{'true' if checked else 'false'}', required
          StaticText 'Are you sure you want to submit your work for grading? You will not be able to make any more changes.'
          [83] button 'Continue'
          [84] button 'Cancel'
        """)
        return page("HIST 318: Essay 2: The Manila Galleons | Hive", f"{U}/mod/assign/view.php?id=5512&action=submit", lines)

    grades = page("HIST 318: User report | Hive", f"{U}/grade/report/user/index.php?id=318", chrome(["Grades"]) + tr("""
    main ''
      heading 'HIST 318: Maritime Empires, 1500–1800'
      [40] combobox 'Grade report' value='User report', hasPopup='menu', expanded=False
      table 'User report for Noemi Castellano'
        row ''
          columnheader 'Grade item'
          columnheader 'Calculated weight'
          columnheader 'Grade'
          columnheader 'Range'
          columnheader 'Percentage'
          columnheader 'Contribution to course total'
        row ''
          gridcell 'Essay 1: The Portuguese Estado da Índia'
          gridcell '25.00 %'
          gridcell '84.00'
          gridcell '0–100'
          gridcell '84.00 %'
          gridcell '21.00 %'
        row ''
          gridcell 'Essay 2: The Manila Galleons'
          gridcell '-'
          gridcell '-'
          gridcell '0–100'
          gridcell '-'
          gridcell '-'
        row ''
          gridcell 'Reading quizzes (best 8 of 10)'
          gridcell '15.00 %'
          gridcell '26.50'
          gridcell '0–30'
          gridcell '88.33 %'
          gridcell '13.25 %'
        row ''
          gridcell 'Course total'
          gridcell '-'
          gridcell '85.63'
          gridcell '0–100'
          gridcell '85.63 %'
          gridcell '-'
    """))

    dash = page("Dashboard | Hive", f"{U}/my/", tr("""
    banner ''
      [8] link 'Hive · Pinecrest College'
      [10] link 'Home'
      [11] link 'Dashboard', current
      [12] link 'My courses'
      [14] button 'Toggle notifications menu 1'
      [16] button 'User menu: Noemi Castellano', hasPopup='menu'
    main ''
      heading 'Hi, Noemi!'
      region 'Timeline'
        heading 'Timeline'
        [30] combobox 'Filter timeline by date' value='Next 7 days', hasPopup='menu', expanded=False
        [31] combobox 'Sort timeline items' value='Sort by dates', hasPopup='menu', expanded=False
        StaticText 'Thursday, 6 March 2025'
        StaticText '11:59 PM'
        [34] link 'Reading response 6 is due'
        StaticText 'Assignment · HIST 318'
        [36] link 'Add submission'
        StaticText 'Monday, 10 March 2025'
        StaticText '9:00 AM'
        [39] link 'Lab 5: Sediment cores is due'
        StaticText 'Assignment · GEOL 204'
        [41] link 'Add submission'
      region 'Calendar'
        heading 'Calendar'
        StaticText 'March 2025'
      region 'Recently accessed courses'
        [50] link 'HIST 318: Maritime Empires, 1500–1800'
        [51] link 'GEOL 204: Sedimentology'
    """))

    state = status_page("No submissions have been made yet", "-", None, "2 days 6 hours", "none")
    turns = [
        ("click('64')", editor("", False)),
        (f"fill('75', '{v1}')", editor(v1, True)),
        ("click('78')", status_page("Draft (not submitted)", "Wednesday, 5 March 2025, 10:47 AM", w1, "2 days 6 hours", "draft", "Changes saved")),
        ("click('64')", editor(v1, False)),
        (f"fill('75', '{v2}')", editor(v2, True)),
        ("click('78')", status_page("Draft (not submitted)", "Wednesday, 5 March 2025, 10:53 AM", w2, "2 days 6 hours", "draft", "Changes saved")),
        ("click('66')", confirm(False)),
        ("click('80')", confirm(True)),
        ("click('83')", status_page("Submitted for grading", "Wednesday, 5 March 2025, 10:55 AM", w2, "Assignment was submitted 2 days 6 hours early", "submitted")),
        ("click('22')", grades),
        ("click('11')", dash),
    ]
    return {"tid": "h17-web-21", "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# 22 forum (Commonplace, /f/fountainpens)
# ---------------------------------------------------------------------------------------------
def t22() -> dict[str, Any]:
    # bad: agent deletes its own duplicate comment (turns 1-2; gone at turns 2-7, also absent from its profile at turn 7); turn 8, opening the same post again, lists the deleted duplicate again.
    U = "http://commonplace.test"
    chrome = tr("""
    banner ''
      [10] link 'Commonplace'
      [12] link 'Forums'
      [13] link 'Wiki'
      [15] searchbox 'Search query'
      [17] link 'Submit'
      [18] link 'Notifications (1)'
      [19] link 'inkwell_ridge'
    """)
    side = tr("""
    complementary ''
      heading 'fountainpens'
      StaticText 'Nibs, inks, paper and repairs. No sales posts outside the Saturday thread.'
      StaticText '21,907 subscribers'
      [300] button 'Unsubscribe'
      StaticText 'Moderators: flexnib_fran, sac_and_lever'
    """)
    CT = "The CH74 soft-medium is a great first gold nib, and it takes the CON-70 converter. Skip the Pro Gear Slim unless you enjoy feedback."
    RT = "Agree on the PGS for small writing. Mine (EF) is a needlepoint though, so try one before you buy."

    def post(ncom: int, dup_b: bool, nib_vote: bool, reply_box: str | None, reply: bool, ages: tuple[str, str, str], msg: str | None = None,
             dialog: bool = False) -> str:
        a_age, b_age, r_age = ages
        lines = list(chrome) + tr(f"""
        main ''
          article ''
            heading 'Pilot Custom 74 vs Sailor Pro Gear Slim for a first gold nib?'
            StaticText 'Submitted by'
            [41] link 'nib_curious'
            StaticText '3 hours ago in'
            [42] link 'fountainpens'
            [44] button 'Upvote'
            StaticText '87'
            [45] button 'Downvote'
            StaticText 'Budget is about $180. I mostly write in a Leuchtturm with small handwriting and use Iroshizuku inks. Which one would you pick, and which nib size?'
          heading '{ncom} comments'
        """)
        if msg:
            lines += tr(f"""
            status ''
              StaticText '{msg}'
            """, 1)
        lines += tr(f"""
        [55] textbox 'Comment'
        [57] button 'Post'
        [58] combobox 'Sort comments' value='Top', hasPopup='menu', expanded=False
        list ''
          listitem ''
            [60] link 'nibsmith'
            StaticText '2 hours ago'
            StaticText 'PGS if you write small: the Sailor F is closer to a western EF. CH74 if you want some bounce. Both take proprietary converters.'
            [62] button 'Upvote'{", pressed='true'" if nib_vote else ''}
            StaticText '{24 if nib_vote else 23}'
            [63] button 'Downvote'
            [64] link 'Reply'
        """, 1)
        if reply_box is not None:
            lines += tr(f"""
            [65] textbox 'Reply' value='{reply_box}'{', focused' if reply_box else ''}
            [66] button 'Post'
            [67] button 'Cancel'
            """, 3)
        if reply:
            lines += tr(f"""
            list ''
              listitem ''
                [68] link 'inkwell_ridge'
                StaticText '{r_age}'
                StaticText '{RT}'
                [69] button 'Upvote', pressed='true'
                StaticText '1'
                [70] button 'Downvote'
                [71] link 'Edit'
                [72] link 'Delete'
            """, 3)
        lines += tr("""
        listitem ''
          [74] link 'papeterie_lou'
          StaticText '1 hour ago'
          StaticText 'Both are excellent. If there is a pen show near you, try the nibs in person; the Pilot soft nibs are a love-or-hate thing.'
          [76] button 'Upvote'
          StaticText '9'
          [77] button 'Downvote'
          [78] link 'Reply'
        listitem ''
          [80] link 'blue_black_ben'
          StaticText '40 minutes ago'
          StaticText 'With Iroshizuku in a Leuchtturm the Sailor F will be the crisper line. Kon-peki looks great in both.'
          [82] button 'Upvote'
          StaticText '4'
          [83] button 'Downvote'
          [84] link 'Reply'
        """, 2)
        lines += tr(f"""
        listitem ''
          [86] link 'inkwell_ridge'
          StaticText '{a_age}'
          StaticText '{CT}'
          [88] button 'Upvote', pressed='true'
          StaticText '1'
          [89] button 'Downvote'
          [90] link 'Reply'
          [91] link 'Edit'
          [92] link 'Delete'
        """, 2)
        if dup_b:
            lines += tr(f"""
            listitem ''
              [94] link 'inkwell_ridge'
              StaticText '{b_age}'
              StaticText '{CT}'
              [96] button 'Upvote', pressed='true'
              StaticText '1'
              [97] button 'Downvote'
              [98] link 'Reply'
              [99] link 'Edit'
              [100] link 'Delete'
            """, 2)
        lines += tr("[110] link 'Load 14 more comments'", 1)
        if dialog:
            lines += tr("""
            alertdialog 'Are you sure you want to delete this comment?'
              StaticText 'Are you sure you want to delete this comment?'
              [120] button 'OK'
              [121] button 'Cancel'
            """, 1)
        return page("Pilot Custom 74 vs Sailor Pro Gear Slim for a first gold nib? | Commonplace",
                    f"{U}/f/fountainpens/60431/pilot-custom-74-vs-sailor-pro-gear-slim-for-a-first-gold-nib", lines, side)

    profile = page("inkwell_ridge | Commonplace", f"{U}/user/inkwell_ridge", list(chrome) + tr(f"""
    main ''
      heading 'inkwell_ridge'
      StaticText 'Registered 11 months ago'
      tablist ''
        [33] link 'Overview', current
        [34] link 'Submissions'
        [35] link 'Comments'
        [36] link 'Trash'
      article ''
        StaticText 'Reply to nibsmith on'
        [40] link 'Pilot Custom 74 vs Sailor Pro Gear Slim for a first gold nib?'
        StaticText '1 minute ago in fountainpens'
        StaticText '{RT}'
        StaticText '1 point'
      article ''
        StaticText 'Comment on'
        [44] link 'Pilot Custom 74 vs Sailor Pro Gear Slim for a first gold nib?'
        StaticText '14 minutes ago in fountainpens'
        StaticText '{CT}'
        StaticText '1 point'
      article ''
        StaticText 'Comment on'
        [48] link 'Tomoe River 52 gsm vs 68 gsm for heavy wet inks'
        StaticText '2 days ago in stationery'
        StaticText 'The 68 gsm handles a wet Pelikan M800 B without ghosting; the 52 gsm curls.'
        StaticText '31 points'
      article ''
        [52] link 'My 6-month Kaweco Sport rotation (photos)'
        StaticText 'Submitted 3 weeks ago in fountainpens'
        [54] link '42 comments'
        StaticText '318 points'
    """), side)

    listing = page("/f/fountainpens | Commonplace", f"{U}/f/fountainpens", list(chrome) + tr("""
    main ''
      heading 'fountainpens'
      navigation 'Sort'
        [30] link 'Hot', current
        [31] link 'New'
        [32] link 'Active'
        [33] link 'Top', hasPopup='menu'
      article ''
        [40] link 'Saturday sales & trades thread'
        StaticText 'Submitted by'
        [41] link 'sac_and_lever'
        StaticText '2 days ago in'
        [42] link 'fountainpens'
        [43] link '212 comments'
        [44] button 'Upvote'
        StaticText '64'
        [45] button 'Downvote'
      article ''
        [50] link 'Pilot Custom 74 vs Sailor Pro Gear Slim for a first gold nib?'
        StaticText 'Submitted by'
        [51] link 'nib_curious'
        StaticText '3 hours ago in'
        [52] link 'fountainpens'
        [53] link '19 comments'
        [54] button 'Upvote'
        StaticText '87'
        [55] button 'Downvote'
      article ''
        [60] link 'Restored a 1950s Parker 51 Aerometric this weekend'
        StaticText 'Submitted by'
        [61] link 'flexnib_fran'
        StaticText '6 hours ago in'
        [62] link 'fountainpens'
        [63] link '33 comments'
        [64] button 'Upvote'
        StaticText '241'
        [65] button 'Downvote'
      article ''
        [70] link 'Ink that survives a washing machine?'
        StaticText 'Submitted by'
        [71] link 'laundry_day_lyle'
        StaticText '8 hours ago in'
        [72] link 'fountainpens'
        [73] link '27 comments'
        [74] button 'Upvote'
        StaticText '58'
        [75] button 'Downvote'
    """), side)

    state = post(19, True, False, None, False, ("12 minutes ago", "11 minutes ago", ""))
    turns = [
        ("click('100')", post(19, True, False, None, False, ("12 minutes ago", "11 minutes ago", ""), dialog=True)),
        ("click('120')", post(18, False, False, None, False, ("12 minutes ago", "", ""), "The comment was deleted.")),
        ("click('62')", post(18, False, True, None, False, ("12 minutes ago", "", ""), "The comment was deleted.")),
        ("click('64')", post(18, False, True, "", False, ("13 minutes ago", "", ""), "The comment was deleted.")),
        (f"fill('65', '{RT}')", post(18, False, True, RT, False, ("13 minutes ago", "", ""), "The comment was deleted.")),
        ("click('66')", post(19, False, True, None, True, ("13 minutes ago", "", "just now"))),
        ("click('19')", profile),
        ("click('40')", post(19, True, True, None, True, ("14 minutes ago", "13 minutes ago", "1 minute ago"))),
        ("click('42')", listing),
    ]
    return {"tid": "h17-web-22", "state": state, "turns": turns, "bad": True, "turn": 8,
            "kind": "deleted duplicate comment is listed again on the post"}


ORDER = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in ORDER:
        d = fn()
        rs.add(task="web", tid=d["tid"], system=WEB_SYSTEM, turns=d["turns"], state=d["state"],
               bad=d.get("bad", False), turn=d.get("turn"), kind=d.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
