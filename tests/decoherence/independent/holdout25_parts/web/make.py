# ruff: noqa: E501
"""Holdout25, web domain: 22 hand-written BrowserGym trajectories in the AgentWorldBench row format.

Eleven trajectories carry exactly one world-model contradiction (labelled with its 1-based turn and a
short description); the other eleven are clean but full of legitimate changes (own edits, live
counters, relative times, re-sorted or filtered listings, new arrivals, progress). Half of them use
mainstream sites (shopping, GitLab, forum, CMS admin, maps, mail), half less common ones (library
catalogues, a clinic portal, a vendor dashboard, a wiki, ticketing, a LIMS, a hotel PMS, a home
automation panel, an event ticketing back office). Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

Turns = list[tuple[str, str]]


def tr(block: str, base: int = 0) -> list[str]:
    """An indented block (two spaces per level) as accessibility-tree lines (one tab per level)."""
    lines = [ln.rstrip() for ln in block.split("\n") if ln.strip()]
    if not lines:
        return []
    strip = min(len(ln) - len(ln.lstrip(" ")) for ln in lines)
    return ["\t" * ((len(ln) - len(ln.lstrip(" ")) - strip) // 2 + base) + ln.strip() for ln in lines]


def ind(lines: list[str], k: int = 1) -> list[str]:
    return ["\t" * k + ln for ln in lines]


def page(title: str, url: str, *parts: str | list[str]) -> str:
    lines: list[str] = []
    for p in parts:
        lines.extend(tr(p) if isinstance(p, str) else p)
    return axtree(title, lines, url)


# ---------------------------------------------------------------------------------------------
# 01  One Stop Market storefront: cart subtotal in the mini cart ignores the quantity (BAD)
# ---------------------------------------------------------------------------------------------
SHOP = "http://onestopmarket.com"
SHOP_MENU = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
             "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
             "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def shop_header(cart: int, search: str = "", user: str = "Emma Lopez", expanded: bool = False) -> list[str]:
    val = f" value='{search}'" if search else ""
    out = tr(f"""
    [212] link 'My Account'
    [213] link 'My Wish List'
    [214] link 'Sign Out'
    StaticText 'Welcome, {user}!'
    [217] link 'Skip to Content'
    [218] link 'store logo'
      [219] img 'one_stop_market_logo'
    [220] link 'My Cart'
      StaticText '{cart}'
      StaticText '{cart}'
      StaticText 'items'
    [222] Section ''
      [223] LabelText ''
        StaticText 'Search'
      [225] combobox 'Search'{val}, autocomplete='both', hasPopup='listbox', expanded={expanded}
      [227] button 'Search', disabled={not search}
    [229] tablist '', multiselectable=False, orientation='horizontal'
      [230] tabpanel ''
        [231] menu '', orientation='vertical'
    """)
    out += ["\t\t\t" + f"[{232 + i}] menuitem '{m}', hasPopup='menu'" for i, m in enumerate(SHOP_MENU)]
    return out


SHOP_FOOTER = """
[1890] contentinfo ''
  [1891] textbox 'Sign Up for Our Newsletter:'
  [1892] button 'Subscribe'
  [1893] link 'Privacy and Cookie Policy'
  [1894] link 'Search Terms'
  [1895] link 'Advanced Search'
  [1896] link 'Contact Us'
  [1897] link 'Orders and Returns'
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
"""

SHOP_HOME_BODY = """
[260] main ''
  heading 'One Stop Market'
  StaticText 'Product Showcases'
  [264] list ''
    [265] listitem ''
      [266] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
      StaticText 'Rating:'
      StaticText '20%'
      [268] link '1 Review'
      StaticText '$19.99'
      [270] button 'Add to Cart'
    [272] listitem ''
      [273] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
      StaticText 'Rating:'
      StaticText '57%'
      [275] link '12 Reviews'
      StaticText '$14.47'
      [277] button 'Add to Cart'
    [279] listitem ''
      [280] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
      StaticText 'Rating:'
      StaticText '95%'
      [282] link '4 Reviews'
      StaticText '$19.36'
      [284] button 'Add to Cart'
    [286] listitem ''
      [287] link 'So Delicious Dairy Free CocoWhip Light, Vegan, Non-GMO Project Verified, 9 oz. Tub'
      StaticText 'Rating:'
      StaticText '78%'
      [289] link '12 Reviews'
      StaticText '$15.62'
      [291] button 'Add to Cart'
"""

BATTERY = "AmazonBasics AA 1.5 Volt Performance Alkaline Batteries - Pack of 48"
SHOP_RESULTS = [
    (BATTERY, "86%", "12 Reviews", "$15.49"),
    ("Energizer MAX AA Batteries (48 Count), Premium Alkaline Double A Batteries", "91%", "27 Reviews", "$27.98"),
    ("Duracell Coppertop AA Batteries, 48 Count Pack, Double A Battery with Long-lasting Power", "88%", "19 Reviews", "$29.87"),
    ("Rayovac AA Batteries, Fusion Premium AA Battery Alkaline (48 Pack)", "80%", "6 Reviews", "$24.99"),
    ("EBL Rechargeable AA Batteries 2800mAh High Capacity (16 Pack) with Battery Storage Case", "74%", "9 Reviews", "$32.99"),
    ("Panasonic BK-3MCCA8BA eneloop AA 2100 Cycle Ni-MH Pre-Charged Rechargeable Batteries, 8-Battery Pack", "96%", "31 Reviews", "$21.50"),
    ("Amazon Basics 48-Pack AAA Alkaline High-Performance Batteries, 1.5 Volt, 10-Year Shelf Life", "84%", "14 Reviews", "$13.99"),
    ("Energizer AA Lithium Batteries, Ultimate Lithium Double A Battery (8 Battery Count)", "93%", "22 Reviews", "$19.47"),
    ("Duracell Procell AA Batteries, 24 Count Box, Professional Alkaline Double A Battery", "70%", "3 Reviews", "$16.25"),
    ("Battery Organizer Storage Case with Tester, Holds 148 Batteries", "82%", "8 Reviews", "$23.95"),
]


def shop_results_page(cart: int, extra: str = "") -> str:
    cards: list[str] = []
    for i, (name, rating, reviews, price) in enumerate(SHOP_RESULTS):
        b = 1402 + 12 * i
        cards += tr(f"""
        [{b}] listitem ''
          [{b + 1}] link 'Image'
            [{b + 2}] img 'Image'
          [{b + 4}] link '{name}'
          StaticText 'Rating:'
          StaticText '{rating}'
          [{b + 7}] link '{reviews}'
          StaticText '{price}'
          [{b + 9}] button 'Add to Cart'
          [{b + 10}] button 'Add to Wish List'
          [{b + 11}] button 'Add to Compare'
        """,2)
    return page("Search results for: 'aa batteries 48'", f"{SHOP}/catalogsearch/result/?q=aa+batteries+48",
                shop_header(cart, "aa batteries 48"), extra, """
    [1380] main ''
      heading "Search results for: 'aa batteries 48'"
      StaticText 'Related search terms'
      [1383] link 'aa batteries'
      [1384] link 'batteries 48 pack'
      StaticText 'Items 1-10 of 87'
      [1387] combobox 'Sort By', hasPopup='menu', expanded=False
        StaticText 'Relevance'
      [1389] link 'Set Descending Direction'
      [1391] list ''
    """, cards, tr("""
      [1530] link 'Page 2'
      [1531] link 'Page 3'
      [1532] link 'Next'
      [1535] combobox 'Show', hasPopup='menu', expanded=False
        StaticText '10'
      StaticText 'per page'
    """, 1), SHOP_FOOTER)


def shop_battery_page(cart: int, qty: str, added: bool) -> str:
    msg = (f"""
    [1560] alert ''
      StaticText 'You added {BATTERY} to your'
      [1562] link 'shopping cart'
      StaticText '.'
    """ if added else "")
    return page(f"{BATTERY} - One Stop Market", f"{SHOP}/amazonbasics-aa-1-5-volt-performance-alkaline-batteries-pack-of-48.html",
                shop_header(cart), msg, f"""
    [1565] main ''
      heading '{BATTERY}'
      StaticText 'Rating:'
      StaticText '86%'
      [1569] link '12 Reviews'
      [1570] link 'Add Your Review'
      StaticText '$15.49'
      StaticText 'In stock'
      StaticText 'SKU'
      StaticText 'B00MNV8E0C'
      [1576] LabelText ''
        StaticText 'Qty'
      [1581] spinbutton 'Qty' value='{qty}', required=False
      [1583] button 'Add to Cart'
      [1585] link 'Add to Wish List'
      [1586] link 'Add to Compare'
      [1587] link 'Email'
      [1590] tablist '', multiselectable=False, orientation='horizontal'
        [1591] tab 'Details', selected=True, controls='description'
        [1592] tab 'Reviews (12)', selected=False, controls='reviews'
      [1594] tabpanel 'Details'
        StaticText 'Product Description'
        StaticText 'One 48-pack of AA 1.5 volt performance alkaline batteries for reliable performance across a wide range of devices.'
        StaticText 'Designed for devices such as game controllers, toys, flashlights, digital cameras, clocks and more.'
        StaticText '10-year leak-free shelf life; store and have power ready for when you need it.'
        StaticText 'Ships in Certified Frustration-Free Packaging.'
        StaticText 'Product dimensions: 5.91 x 4.25 x 2.36 inches; 2.37 Pounds'
        StaticText 'Date First Available: January 6, 2015'
    """, SHOP_FOOTER)


def t01(rs: RowSet) -> None:
    state = ("Signed in at One Stop Market as Emma Lopez. The shopping cart already holds one item: "
             "'Bamboo Cutting Board Set of 3, Organic Kitchen Chopping Boards' at $18.99, qty 1.\n"
             "Goal: add two packs of the AmazonBasics AA 48-count batteries to the cart, then start checkout "
             "and choose flat-rate shipping.\n\n"
             + page("One Stop Market", f"{SHOP}/", shop_header(1), SHOP_HOME_BODY, SHOP_FOOTER))
    home_typed = page("One Stop Market", f"{SHOP}/", shop_header(1, "aa batteries 48", expanded=True), """
    [1300] listbox ''
      [1301] option 'aa batteries 48 count', selected=False
        StaticText '87'
      [1303] option 'aa batteries 48 pack', selected=False
        StaticText '61'
      [1305] option 'aa batteries 48 rechargeable', selected=False
        StaticText '9'
    """, SHOP_HOME_BODY, SHOP_FOOTER)
    minicart = shop_results_page(3, """
    [1700] dialog 'Minicart', modal=False
      [1701] button 'Close'
      StaticText '3'
      StaticText 'Items in Cart'
      StaticText 'Cart Subtotal'
      StaticText ':'
      StaticText '$34.48'
      [1707] button 'Proceed to Checkout'
      [1709] list ''
        [1710] listitem ''
          [1711] link 'AmazonBasics AA 1.5 Volt Performance Alkaline Batteries - Pack of 48'
          StaticText '$15.49'
          [1713] spinbutton 'Qty' value='2'
          [1714] button 'Update', hidden=True
          [1715] link 'Edit item'
          [1716] link 'Remove item'
        [1718] listitem ''
          [1719] link 'Bamboo Cutting Board Set of 3, Organic Kitchen Chopping Boards'
          StaticText '$18.99'
          [1721] spinbutton 'Qty' value='1'
          [1722] button 'Update', hidden=True
          [1723] link 'Edit item'
          [1724] link 'Remove item'
      [1726] link 'View and Edit Cart'
    """)

    def checkout(selected: bool) -> str:
        return page("Checkout", f"{SHOP}/checkout/#shipping", """
        [1750] link 'store logo'
          [1751] img 'one_stop_market_logo'
        [1753] list ''
          [1754] listitem ''
            StaticText 'Shipping'
          [1756] listitem ''
            StaticText 'Review & Payments'
        [1760] main ''
          heading 'Shipping Address'
          [1762] group ''
            StaticText 'Emma Lopez'
            StaticText '101 S San Mateo Dr'
            StaticText 'San Mateo, California 94401'
            StaticText 'United States'
            [1768] link '6505551212'
            StaticText 'Selected address'
          [1770] button 'New Address'
          heading 'Shipping Methods'
          [1772] table ''
            [1773] row ''
              [1774] columnheader 'Select Method'
              [1775] columnheader 'Price'
              [1776] columnheader 'Method Title'
              [1777] columnheader 'Carrier Title'
            [1778] row ''
              [1779] cell ''
                [1780] radio 'Flat Rate Fixed', checked='""" + ("true" if selected else "false") + """'
              [1781] cell '$15.00'
              [1782] cell 'Fixed'
              [1783] cell 'Flat Rate'
            [1784] row ''
              [1785] cell ''
                [1786] radio 'Table Rate Best Way', checked='false'
              [1787] cell '$9.99'
              [1788] cell 'Best Way'
              [1789] cell 'Table Rate'
          [1792] button 'Next'
          [1795] complementary 'Order Summary'
            heading 'Order Summary'
            [1797] tab '3 Items in Cart', expanded=False
        """)

    turns: Turns = [
        ("fill('225', 'aa batteries 48')", home_typed),
        ("press('225', 'Enter')", shop_results_page(1)),
        ("click('1406')", shop_battery_page(1, "1", False)),
        ("fill('1581', '2')", shop_battery_page(1, "2", False)),
        ("click('1583')", shop_battery_page(3, "2", True)),
        ("go_back()", shop_results_page(3)),
        ("click('220')", minicart),
        ("click('1707')", checkout(False)),
        ("click('1780')", checkout(True)),
    ]
    rs.add(task="web", tid="h25-web-01", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="mini-cart subtotal counts only one pack although the cart holds two (items add up to $49.97, shown $34.48)")


# ---------------------------------------------------------------------------------------------
# 02  GitLab issues: assign, label, comment, close a duplicate (CLEAN)
# ---------------------------------------------------------------------------------------------
GL = "http://gitlab.openlab.dev"


def gl_header(issues: int, mrs: int, todos: int, project_issues: int, project_mrs: int = 9) -> list[str]:
    return tr(f"""
    [120] link 'Skip to content'
    [124] link 'Dashboard'
      [125] img ''
    [131] button 'Create new...'
    [140] textbox 'Search GitLab', required=False
    [151] link 'Issues'
      StaticText '{issues}'
    [156] link 'Merge requests'
      StaticText '{mrs}'
    [161] link 'To-Do List'
      StaticText '{todos}'
    [166] link 'Help'
    [170] link "Byte Blaze user's menu"
      [171] img 'Byte Blaze'
    [180] navigation 'Project navigation'
      [182] link 'a11yproject.com'
      [185] link 'Project information'
      [190] link 'Repository'
      [195] link 'Issues'
        StaticText '{project_issues}'
      [202] link 'Merge requests'
        StaticText '{project_mrs}'
      [205] link 'CI/CD'
      [208] link 'Deployments'
      [210] link 'Packages and registries'
      [212] link 'Monitor'
      [214] link 'Analytics'
      [216] link 'Wiki'
      [218] link 'Snippets'
      [220] link 'Settings'
    """)


def gl_issue_list(open_n: int, closed_n: int, rows: list[tuple[int, str, str, str, str, int, str]], project_issues: int, issues_badge: int) -> str:
    body = tr(f"""
    [300] main ''
      [302] navigation 'Breadcrumbs'
        [303] link 'The A11Y Project'
        [304] link 'a11yproject.com'
        [305] link 'Issues'
      [310] tablist ''
        [311] tab 'Open {open_n}', selected=True
        [312] tab 'Closed {closed_n}', selected=False
        [313] tab 'All {open_n + closed_n}', selected=False
      [316] button 'Edit issues'
      [317] link 'New issue'
      [320] textbox 'Search or filter results...' value='dark mode'
      [322] button 'Search'
      [324] button 'Sort direction: Descending'
      [325] combobox 'Sort by', hasPopup='listbox', expanded=False
        StaticText 'Created date'
      [330] list ''
    """)
    for i, (num, title, created, author, updated, comments, extra) in enumerate(rows):
        b = 340 + 20 * i
        body += tr(f"""
        [{b}] listitem ''
          [{b + 1}] link '{title}'
          StaticText '#{num}'
          StaticText '· created {created} by'
          [{b + 4}] link '{author}'
          {extra.replace("{b5}", str(b + 5)).replace("{b6}", str(b + 6))}
          StaticText 'updated {updated}'
          [{b + 8}] link '{comments}'
            [{b + 9}] img 'comments'
        """, 2)
    return page("Issues · The A11Y Project / a11yproject.com · GitLab",
                f"{GL}/a11yproject/a11yproject.com/-/issues/?search=dark%20mode&sort=created_date&state=opened",
                gl_header(issues_badge, 3, 12, project_issues), body)


GL_1517_DESC = """
  StaticText 'Steps to reproduce:'
  [331] list ''
    [332] listitem ''
      StaticText '1. Open https://www.a11yproject.com/ and switch the theme toggle in the header to dark.'
    [333] listitem ''
      StaticText '2. Follow any internal link, e.g. Checklist or Resources.'
    [334] listitem ''
      StaticText '3. The new page renders in the light theme and the toggle shows the sun icon again.'
  StaticText 'Expected: the chosen theme persists across navigations (it is saved in localStorage under a11y-theme).'
  StaticText 'Observed in Firefox 124 and Safari 17.4; Chrome keeps dark mode only after a full reload.'
"""


def gl_note(b: int, who: str, handle: str, when: str, text: str) -> str:
    return f"""
    [{b}] listitem ''
      [{b + 1}] link '{who}'
      StaticText '@{handle}'
      StaticText '· {when}'
      StaticText '{text}'
      [{b + 5}] button 'Add reaction'
      [{b + 6}] button 'Reply to comment'
    """


def gl_sys(b: int, who: str, text: str, when: str) -> str:
    return f"""
    [{b}] listitem ''
      [{b + 1}] link '{who}'
      StaticText '{text}'
      StaticText '{when}'
    """


def gl_1517(assignee: bool, labels: str, participants: int, notes: list[str], issues_badge: int,
            comment: str = "", dropdown: str = "") -> str:
    assignee_block = ("[405] link 'Byte Blaze'\n      StaticText '@byteblaze'" if assignee else
                      "StaticText 'None -'\n      [406] button 'assign yourself'")
    label_block = f"[412] link '{labels}'" if labels else "StaticText 'None'"
    cval = f" value='{comment}'" if comment else ""
    main = page("Dark mode toggle resets to light after client-side navigation (#1517) · Issues · The A11Y Project / a11yproject.com · GitLab",
                f"{GL}/a11yproject/a11yproject.com/-/issues/1517",
                gl_header(issues_badge, 3, 12, 41), """
    [300] main ''
      [302] navigation 'Breadcrumbs'
        [303] link 'The A11Y Project'
        [304] link 'a11yproject.com'
        [305] link 'Issues'
        [306] link '#1517'
      StaticText 'Open'
      StaticText 'Issue created 2 weeks ago by'
      [310] link 'Roshan Jossy'
      [314] button 'Close issue'
      [315] button 'Issue actions', hasPopup='menu', expanded=False
      heading 'Dark mode toggle resets to light after client-side navigation'
      [320] group ''
    """, tr(GL_1517_DESC, 2), tr("""
      [336] button 'Thumbs up 6'
      [337] button 'Thumbs down 0'
      [338] button 'Add reaction'
      heading 'Activity'
      [339] list ''
    """, 1), [ln for n in notes for ln in tr(n, 2)], tr(f"""
      [380] textbox 'Comment'{cval}, multiline=True
      [382] button 'Comment', disabled={not comment}
      [384] button 'Close issue'
    [400] complementary 'issue sidebar'
      [401] button 'Add a to do'
      StaticText 'Assignee'
      [404] button 'Edit'
      {assignee_block}
      StaticText 'Labels'
      [410] button 'Edit'
      {label_block}
      StaticText 'Milestone'
      StaticText 'None'
      StaticText 'Due date'
      StaticText 'None'
      StaticText 'Time tracking'
      StaticText 'No estimate or time spent'
      StaticText 'Confidentiality'
      StaticText 'Not confidential'
      StaticText 'Lock issue'
      StaticText 'Unlocked'
      StaticText '{participants} participants'
      [428] switch 'Notifications', checked='true'
      StaticText 'Reference: a11yproject/a11yproject.com#1517'
      [432] button 'Copy reference'
      [434] button 'Move issue'
    """, 0))
    return main + ("\n" + "\n".join(tr(dropdown, 1)) if dropdown else "")


GL_LABELS = ["accessibility", "blog", "bug", "content", "design", "documentation", "enhancement",
             "good first issue", "help wanted", "needs review", "wontfix"]


def gl_dropdown(checked: set[str]) -> str:
    items = "\n".join(f"    [{450 + i}] option '{lab}', selected={lab in checked}" for i, lab in enumerate(GL_LABELS))
    return f"""
[440] dialog 'Assign labels'
  [441] button 'Close'
  [443] searchbox 'Search labels'
  [445] listbox ''
{items}
  [470] link 'Create project label'
  [471] link 'Manage project labels'
"""


def t02(rs: RowSet) -> None:
    state = ("Logged in to GitLab as Byte Blaze (@byteblaze), a maintainer of a11yproject/a11yproject.com.\n"
             "Task: find the open issue about the dark-mode toggle not persisting, assign it to yourself, label it 'bug', "
             "comment that #1502 is a duplicate, then close #1502.\n\n"
             + page("Projects · Dashboard · GitLab", f"{GL}/", gl_header(7, 3, 12, 41)[:14], """
    [300] main ''
      heading 'Projects'
      [305] link 'The A11Y Project / a11yproject.com'
      StaticText 'The A11Y Project is a community-driven effort to make digital accessibility easier.'
      StaticText 'Updated 3 days ago'
      [309] link 'Primer / design'
      StaticText 'Updated 1 week ago'
    """))
    rows0 = [
        (1517, "Dark mode toggle resets to light after client-side navigation", "2 weeks ago", "Roshan Jossy", "3 days ago", 4, ""),
        (1502, "Theme switcher does not persist preference", "1 month ago", "Anna Kowalczyk", "3 weeks ago", 1, ""),
        (1433, "Add dark mode screenshots to the style guide", "4 months ago", "Eric Bailey", "2 months ago", 2, "[{b5}] link 'documentation'"),
    ]
    n1 = gl_note(341, "Roshan Jossy", "roshan", "2 weeks ago", "Happens with both the header toggle and the footer one. Reproducible on the Checklist page every time.")
    n2 = gl_note(348, "Eric Bailey", "ericwbailey", "2 weeks ago", "Probably the hydration step overwriting the data-theme attribute before the stored value is read.")
    n3 = gl_note(355, "Anna Kowalczyk", "akowalczyk", "1 week ago", "Could be the same as the old theme switcher report, I have not checked.")
    n4 = gl_note(362, "Roshan Jossy", "roshan", "3 days ago", "Still happening on main after the Astro 4.5 upgrade.")
    base = [n1, n2, n3, n4]
    s_assign = lambda w: gl_sys(369, "Byte Blaze", "assigned to @byteblaze", w)  # noqa: E731
    s_label = lambda w: gl_sys(373, "Byte Blaze", "added bug label", w)  # noqa: E731
    comment = "Closing #1502 as a duplicate of this issue; both describe the theme preference being lost after navigation."
    n5 = """
    [386] listitem ''
      [387] link 'Byte Blaze'
      StaticText '@byteblaze'
      StaticText '· just now'
      StaticText 'Closing'
      [390] link '#1502'
      StaticText 'as a duplicate of this issue; both describe the theme preference being lost after navigation.'
      [391] button 'Add reaction'
      [392] button 'Reply to comment'
    """

    def gl_1502(closed: bool, project_issues: int) -> str:
        status = "Closed" if closed else "Open"
        closed_note = gl_sys(366, "Byte Blaze", "closed", "just now") if closed else ""
        btn = "[314] button 'Reopen issue'" if closed else "[314] button 'Close issue'"
        btn2 = "[384] button 'Reopen issue'" if closed else "[384] button 'Close issue'"
        return page("Theme switcher does not persist preference (#1502) · Issues · The A11Y Project / a11yproject.com · GitLab",
                    f"{GL}/a11yproject/a11yproject.com/-/issues/1502", gl_header(8, 3, 12, project_issues), f"""
        [300] main ''
          [302] navigation 'Breadcrumbs'
            [303] link 'The A11Y Project'
            [304] link 'a11yproject.com'
            [305] link 'Issues'
            [306] link '#1502'
          StaticText '{status}'
          StaticText 'Issue created 1 month ago by'
          [310] link 'Anna Kowalczyk'
          {btn}
          [315] button 'Issue actions', hasPopup='menu', expanded=False
          heading 'Theme switcher does not persist preference'
          [320] group ''
            StaticText 'When I pick the dark theme and open another page, the site goes back to light. Tested on Firefox.'
          [336] button 'Thumbs up 2'
          [338] button 'Add reaction'
          heading 'Activity'
          [339] list ''
        """, tr(gl_note(341, "Eric Bailey", "ericwbailey", "3 weeks ago", "Thanks for the report, I can reproduce it."), 2),
            tr(gl_sys(360, "Byte Blaze", "mentioned in issue #1517", "2 minutes ago" if closed else "1 minute ago"), 2),
            tr(closed_note, 2), tr(f"""
          [380] textbox 'Comment', multiline=True
          [382] button 'Comment', disabled=True
          {btn2}
        [400] complementary 'issue sidebar'
          StaticText 'Assignee'
          StaticText 'None -'
          [406] button 'assign yourself'
          StaticText 'Labels'
          StaticText 'None'
          StaticText 'Milestone'
          StaticText 'None'
          StaticText '2 participants'
          [428] switch 'Notifications', checked='false'
          StaticText 'Reference: a11yproject/a11yproject.com#1502'
        """,0))

    rows_end = [
        (1517, "Dark mode toggle resets to light after client-side navigation", "2 weeks ago", "Roshan Jossy", "2 minutes ago", 5, "[{b5}] link 'bug'\n          [{b6}] img 'Assigned to Byte Blaze'"),
        (1433, "Add dark mode screenshots to the style guide", "4 months ago", "Eric Bailey", "2 months ago", 2, "[{b5}] link 'documentation'"),
    ]
    turns: Turns = [
        ("goto('http://gitlab.openlab.dev/a11yproject/a11yproject.com/-/issues/?search=dark%20mode&sort=created_date&state=opened')",
         gl_issue_list(3, 5, rows0, 41, 7)),
        ("click('341')", gl_1517(False, "", 3, base, 7)),
        ("click('406')", gl_1517(True, "", 4, base + [s_assign("just now")], 8)),
        ("click('410')", gl_1517(True, "", 4, base + [s_assign("just now")], 8, dropdown=gl_dropdown(set()))),
        ("click('452')", gl_1517(True, "", 4, base + [s_assign("1 minute ago")], 8, dropdown=gl_dropdown({"bug"}))),
        ("click('441')", gl_1517(True, "bug", 4, base + [s_assign("1 minute ago"), s_label("just now")], 8)),
        (f"fill('380', '{comment}')", gl_1517(True, "bug", 4, base + [s_assign("1 minute ago"), s_label("just now")], 8, comment=comment)),
        ("click('382')", gl_1517(True, "bug", 4, base + [s_assign("2 minutes ago"), s_label("1 minute ago"), n5], 8)),
        ("click('390')", gl_1502(False, 41)),
        ("click('314')", gl_1502(True, 40)),
        ("goto('http://gitlab.openlab.dev/a11yproject/a11yproject.com/-/issues/?search=dark%20mode&sort=created_date&state=opened')",
         gl_issue_list(2, 6, rows_end, 40, 8)),
    ]
    rs.add(task="web", tid="h25-web-02", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 03  Postmill forum: a reply posted after a comment carries an earlier timestamp (BAD)
# ---------------------------------------------------------------------------------------------
FORUM = "http://forum.openlab.dev"


def ago(then: int, now: int) -> str:
    """Carbon-style relative time; both arguments are seconds since midnight."""
    d = (now - then) // 60
    if d < 1:
        return "just now"
    if d < 60:
        return f"{d} minute{'s' if d > 1 else ''} ago"
    h = d // 60
    return f"{h} hour{'s' if h > 1 else ''} ago"


def clock(sec: int) -> str:
    h, m, s = sec // 3600, sec // 60 % 60, sec % 60
    ap = "AM" if h < 12 else "PM"
    return f"{(h - 1) % 12 + 1}:{m:02d}:{s:02d} {ap}"


def hms(h: int, m: int, s: int) -> int:
    return h * 3600 + m * 60 + s


def forum_nav(user: str = "MarginaliaMax", notes: int = 0) -> str:
    return f"""
[30] link 'Jump to main content'
[31] link 'Jump to sidebar'
[34] navigation ''
  [36] link 'Home'
    StaticText 'Postmill'
  [41] list ''
    [42] listitem ''
      [43] link 'Forums'
    [44] listitem ''
      [45] link 'Wiki'
  [47] Section ''
    [55] searchbox 'Search query'
  [58] list ''
    [59] link 'Submit'
    [61] link 'Notifications ({notes})'
    [63] button '{user}', hasPopup='menu', expanded=False
"""


# (author, seconds since midnight, text, score, depth)
THREAD = [
    ("bramble_reads", hms(10, 31, 7), "Dune. Every winter, and I notice a new political angle each time.", 48, 0),
    ("quietpages", hms(10, 44, 52), "Same! The appendices alone are worth the reread.", 12, 1),
    ("tea_and_tolkien", hms(11, 2, 19), "The Hobbit, usually in the first week of autumn. It is comfort food.", 37, 0),
    ("nightjar", hms(11, 20, 3), "Comfort food is exactly the right word for it.", 9, 1),
    ("ferrous_owl", hms(11, 40, 55), "Station Eleven. Reading it again in 2020 changed how I think about the whole book.", 29, 0),
    ("pagebound", hms(12, 15, 30), "Persuasion by Austen. Short enough to finish in one weekend.", 22, 0),
    ("bramble_reads", hms(12, 21, 47), "The letter near the end gets me every single time.", 7, 1),
    ("lumen_lit", hms(13, 58, 12), "A Wizard of Earthsea. I read it aloud to my kids now, which is a new kind of reread.", 15, 0),
    ("driftwood_dev", hms(14, 44, 9), "The Martian audiobook on long drives, does that count?", 6, 0),
    ("quietpages", hms(14, 51, 33), "Absolutely counts.", 4, 1),
    ("ossian", hms(15, 2, 41), "Middlemarch, slowly, over a whole month every January.", 5, 0),
    ("kettlebell_kate", hms(15, 10, 15), "I never reread anything, too many new books waiting.", 3, 0),
    ("lumen_lit", hms(15, 18, 50), "Rereading is where the second layer shows up though!", 4, 1),
    ("kettlebell_kate", hms(15, 25, 6), "Fair point, maybe I will try it with something short.", 2, 2),
]
MY_COMMENT = ("The Left Hand of Darkness. I reread it every spring and each time the sledge journey across the ice "
              "hits harder; Genly and Estraven finally understanding each other is the whole book for me.")
MY_REPLY = "Dune in winter is perfect timing. Do you reread the sequels too, or stop after the first one?"


def forum_thread(now: int, comments: list[tuple[str, int, str, int, int]], *, comment_value: str = "",
                 shown: dict[int, int] | None = None, reply_form_after: int | None = None, reply_value: str = "") -> str:
    """`shown` maps a comment index to a displayed timestamp that differs from its stored one."""
    cv = f" value='{comment_value}'" if comment_value else ""
    head = tr(forum_nav() + f"""
[70] main ''
  [72] article ''
    heading 'What book do you reread every single year, and why?'
    StaticText 'Submitted by'
    [78] link 'quietpages'
    time 'March 14, 2024 at {clock(hms(10, 12, 40))} EDT'
      StaticText '{ago(hms(10, 12, 40), now)}'
    StaticText 'in'
    [81] link 'books'
    StaticText 'Mine is a bit of a ritual: I pull it off the shelf the same week every year. Curious what everyone else returns to and what keeps you coming back.'
    [84] link '{len(comments)} comments'
    [85] link 'Save'
    [86] button 'Upvote'
    StaticText '212'
    [88] button 'Downvote'
  heading '{len(comments)} comments'
  [95] Section ''
    [97] textbox 'Comment'{cv}, multiline=True, required=True
    [99] checkbox 'Notify me of replies', checked='true'
    [101] button 'Post'
""")
    body: list[str] = []
    for k, (author, t, text, score, depth) in enumerate(comments):
        b = 110 + 10 * k
        ts = (shown or {}).get(k, t)
        body += tr(f"""
        [{b}] article ''
          [{b + 2}] link '{author}'
          time 'March 14, 2024 at {clock(ts)} EDT'
            StaticText '{ago(ts, now)}'
          StaticText '{text}'
          [{b + 6}] link 'Reply'
          [{b + 7}] link 'Permalink'
          [{b + 8}] button 'Upvote'
          StaticText '{score}'
          [{b + 9}] button 'Downvote'
        """, 1 + depth)
        if reply_form_after == k:
            rv = f" value='{reply_value}'" if reply_value else ""
            body += tr(f"""
            [400] Section ''
              [402] textbox 'Reply'{rv}, multiline=True, required=True
              [404] checkbox 'Notify me of replies', checked='true'
              [406] button 'Post'
              [407] button 'Cancel'
            """, 2 + depth)
    side = tr("""
    [600] complementary ''
      heading 'books'
      StaticText 'A place to talk about what you are reading, what you loved and what you abandoned.'
      [603] button 'Unsubscribe'
        StaticText '18,403'
      StaticText 'Created 3 years ago'
      [606] link 'Moderation log'
    """)
    return axtree("What book do you reread every single year, and why? - Postmill", head + body + side,
                  f"{FORUM}/f/books/88213/what-book-do-you-reread-every-single-year-and-why")


def t03(rs: RowSet) -> None:
    base = list(THREAD)
    mine = ("MarginaliaMax", hms(15, 47, 12), MY_COMMENT, 1, 0)
    with_mine = base + [mine]
    reply = ("MarginaliaMax", hms(15, 52, 4), MY_REPLY, 1, 1)
    with_reply = base[:2] + [reply] + base[2:] + [mine]
    state = ("Logged in to the Postmill forum as MarginaliaMax, already subscribed to /f/books. Task: join the thread about "
             "yearly rereads with a top-level comment about The Left Hand of Darkness, then reply to bramble_reads asking "
             "about the Dune sequels, and finally check the thread in the forum listing.\n\n"
             + forum_thread(hms(15, 45, 30), base))

    def listing(sort_new: bool) -> str:
        posts = [
            ("What book do you reread every single year, and why?", "quietpages", hms(10, 12, 40), 212, 16, 88213),
            ("Finished Piranesi in one sitting and I need to talk about the statues", "ferrous_owl", hms(7, 55, 2), 341, 58, 88190),
            ("Library hold times are getting absurd (37 weeks for Tomorrow x3)", "pagebound", hms(13, 40, 18), 96, 41, 88227),
            ("Monthly thread: what are you reading? (March)", "AutoModerator", hms(0, 0, 5), 88, 203, 87544),
            ("Translations of The Master and Margarita compared, with sample passages", "ossian", hms(14, 58, 27), 57, 19, 88236),
            ("Audiobook narrators who made a book better than the text", "driftwood_dev", hms(9, 3, 44), 173, 77, 88201),
        ]
        if sort_new:
            posts.sort(key=lambda p: -p[2])
        now = hms(15, 54, 20) if not sort_new else hms(15, 55, 3)
        lines = tr(forum_nav()) + tr(f"""
        [70] main ''
          heading 'books'
          [73] link 'Hot', current='{'false' if sort_new else 'page'}'
          [74] link 'New', current='{'page' if sort_new else 'false'}'
          [75] link 'Active'
          [76] link 'Top'
          [77] link 'Controversial'
        """)
        for i, (title, who, t, score, ncom, _pid) in enumerate(posts):
            b = 120 + 12 * i
            lines += tr(f"""
            [{b}] article ''
              [{b + 1}] link '{title}'
              StaticText 'Submitted by'
              [{b + 3}] link '{who}'
              time 'March 14, 2024 at {clock(t)} EDT'
                StaticText '{ago(t, now)}'
              [{b + 5}] link '{ncom} comments'
              [{b + 6}] link 'Save'
              [{b + 7}] button 'Upvote'
              StaticText '{score}'
              [{b + 9}] button 'Downvote'
            """, 1)
        return lines

    def forum_page(sort_new: bool, subscribed: bool, subs: str) -> str:
        side = tr(f"""
        [600] complementary ''
          heading 'books'
          StaticText 'A place to talk about what you are reading, what you loved and what you abandoned.'
          [603] button '{'Unsubscribe' if subscribed else 'Subscribe'}'
            StaticText '{subs}'
          StaticText 'Created 3 years ago'
          [606] link 'Moderation log'
        """)
        url = f"{FORUM}/f/books/new" if sort_new else f"{FORUM}/f/books"
        return axtree("books - Postmill", listing(sort_new) + side, url)

    turns: Turns = [
        (f"fill('97', '{MY_COMMENT}')", forum_thread(hms(15, 46, 50), base, comment_value=MY_COMMENT)),
        ("click('101')", forum_thread(hms(15, 47, 20), with_mine)),
        ("click('116')", forum_thread(hms(15, 49, 40), with_mine, reply_form_after=0)),
        (f"fill('402', '{MY_REPLY}')", forum_thread(hms(15, 51, 35), with_mine, reply_form_after=0, reply_value=MY_REPLY)),
        ("click('406')", forum_thread(hms(15, 52, 10), with_reply, shown={2: hms(15, 31, 26)})),
        ("click('81')", forum_page(False, True, "18,403")),
        ("click('603')", forum_page(False, False, "18,402")),
        ("click('74')", forum_page(True, False, "18,402")),
    ]
    rs.add(task="web", tid="h25-web-03", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="reply posted after the 3:47 PM comment is stamped 3:31 PM")


# ---------------------------------------------------------------------------------------------
# 04  Evergreen library catalogue: renew two loans, place a hold (CLEAN)
# ---------------------------------------------------------------------------------------------
EG = "https://catalog.lakeshorelibraries.org/eg/opac"


def eg_header(holds: int, search: str = "") -> list[str]:
    sv = f" value='{search}'" if search else ""
    return tr(f"""
    [20] link 'Lakeshore Public Library Consortium'
      [21] img 'Lakeshore Libraries logo'
    StaticText 'Welcome, Priya Nandakumar'
    [22] link 'My Account'
    [23] link 'My Lists'
    [24] link 'Logout'
    [30] search ''
      [32] textbox 'Search the catalog'{sv}
      [34] combobox 'Search field', hasPopup='menu', expanded=False
        StaticText 'Keyword'
      [36] combobox 'Format', hasPopup='menu', expanded=False
        StaticText 'All Formats'
      [38] combobox 'Library', hasPopup='menu', expanded=False
        StaticText 'Lakeshore Public Library Consortium'
      [40] button 'Search'
      [41] link 'Advanced Search'
    [50] navigation 'My Account'
      [51] link 'Account Summary'
      [52] link 'Items Checked Out (4)'
      [53] link 'Holds ({holds})'
      [54] link 'Charges ($1.25)'
      [55] link 'Account Preferences'
      [56] link 'My Lists'
    """)


EG_FOOT = """
[900] contentinfo ''
  [901] link 'Library Locations & Hours'
  [902] link 'Contact Us'
  [903] link 'Privacy Policy'
  StaticText 'Powered by Evergreen'
"""

# title, author, renewals left, due, barcode, format
EG_LOANS = [
    ("The overstory : a novel", "Powers, Richard, 1957-", 2, "04/18/2024", "31000045118273", "Book"),
    ("Braiding sweetgrass : indigenous wisdom, scientific knowledge and the teachings of plants", "Kimmerer, Robin Wall", 0, "04/18/2024", "31000039920451", "Book"),
    ("Project Hail Mary [sound recording]", "Weir, Andy", 1, "04/23/2024", "31000051774380", "Audiobook CD"),
    ("Cooking with mushrooms : a fungi lover's guide to the world's most versatile, flavorful, health-boosting ingredients", "Cook, Andrea", 3, "04/16/2024", "31000047730926", "Book"),
]


def eg_circs(loans: list[tuple[str, str, int, str, str, str]], checked: set[int], action: str, msg: str = "") -> str:
    rows: list[str] = []
    for i, (title, author, left, due, bc, fmt) in enumerate(loans):
        b = 200 + 12 * i
        rows += tr(f"""
        [{b}] row ''
          [{b + 1}] cell ''
            [{b + 2}] checkbox 'Select {title.split(' :')[0].split(' [')[0]}', checked='{str(i in checked).lower()}'
          [{b + 3}] cell '{title} / {author}'
            [{b + 4}] link '{title}'
            StaticText '{author}'
            StaticText '{fmt}'
          [{b + 6}] cell '{left}'
          [{b + 7}] cell '{due}'
          [{b + 8}] cell '{bc}'
        """,2)
    alert = (tr(f"""
      [160] alert ''
        StaticText '{msg}'
    """, 1) if msg else [])
    return page("Items Checked Out - Lakeshore Public Library Consortium", f"{EG}/myopac/circs", eg_header(2), """
    [100] main ''
      heading 'Items Checked Out'
      [102] tablist ''
        [103] tab 'Current Items Checked Out', selected=True
        [104] tab 'Check Out History', selected=False
    """, alert, tr(f"""
      [170] combobox 'Actions for selected items', hasPopup='menu', expanded=False
        StaticText '{action}'
      [172] button 'Go'
      StaticText 'Items due today are shown in bold. Items with no renewals left must be returned.'
      [180] table ''
        [181] row ''
          [182] columnheader 'Select all items', checked='false'
          [183] columnheader 'Title / Author'
          [184] columnheader 'Renewals Left'
          [185] columnheader 'Due Date'
          [186] columnheader 'Barcode'
    """, 1), rows, EG_FOOT)


def t04(rs: RowSet) -> None:
    state = ("Logged in to the Lakeshore Public Library Consortium catalogue (Evergreen) as Priya Nandakumar on Tuesday, "
             "April 16, 2024. Task: renew 'The overstory' and 'Cooking with mushrooms', then place a hold on "
             "'Tomorrow, and tomorrow, and tomorrow' by Gabrielle Zevin (book) for pickup at the Harbor Branch.\n\n"
             + page("Account Summary - Lakeshore Public Library Consortium", f"{EG}/myopac/main", eg_header(2), """
    [100] main ''
      heading 'Account Summary'
      StaticText 'Priya Nandakumar'
      StaticText 'Library card: 21000008841277'
      StaticText 'Home library: Central Library'
      StaticText 'Account expiration date: 09/30/2026'
      [110] link '4 Items Currently Checked out'
      [111] link '2 Items Currently on Hold'
      [112] link '1 Ready for pickup'
      StaticText 'Current charges: $1.25'
      [114] link 'Pay charges'
    """, EG_FOOT))
    loans = list(EG_LOANS)
    renewed = list(EG_LOANS)
    renewed[0] = renewed[0][:2] + (1, "05/07/2024") + renewed[0][4:]
    renewed[3] = renewed[3][:2] + (2, "05/07/2024") + renewed[3][4:]
    query = "tomorrow and tomorrow and tomorrow zevin"

    def results() -> str:
        recs = [
            ("Tomorrow, and tomorrow, and tomorrow : a novel", "Zevin, Gabrielle", "2022", "Book", "0 of 14 copies available at Lakeshore Public Library Consortium.", "37 current holds with 14 total copies."),
            ("Tomorrow, and tomorrow, and tomorrow [large print]", "Zevin, Gabrielle", "2022", "Large Print Book", "1 of 3 copies available at Lakeshore Public Library Consortium.", "2 current holds with 3 total copies."),
            ("Tomorrow, and tomorrow, and tomorrow [sound recording]", "Zevin, Gabrielle", "2022", "Audiobook CD", "0 of 4 copies available at Lakeshore Public Library Consortium.", "9 current holds with 4 total copies."),
            ("Tomorrow, and tomorrow, and tomorrow [electronic resource]", "Zevin, Gabrielle", "2022", "E-book", "Available online via Libby.", ""),
            ("The storied life of A.J. Fikry : a novel", "Zevin, Gabrielle", "2014", "Book", "6 of 9 copies available at Lakeshore Public Library Consortium.", "0 current holds with 9 total copies."),
            ("Young Jane Young : a novel", "Zevin, Gabrielle", "2017", "Book", "4 of 5 copies available at Lakeshore Public Library Consortium.", "0 current holds with 5 total copies."),
        ]
        lines: list[str] = []
        for i, (title, au, yr, fmt, avail, holds) in enumerate(recs):
            b = 300 + 15 * i
            lines += tr(f"""
            [{b}] listitem ''
              StaticText '{i + 1}.'
              [{b + 2}] link '{title}'
              [{b + 3}] link '{au}'
              StaticText '{fmt} {yr}'
              StaticText '{avail}'
              StaticText '{holds}'
              [{b + 8}] link 'Place Hold'
              [{b + 9}] link 'Add to my list'
            """,2)
        return page(f"Search Results: {query} - Lakeshore Public Library Consortium",
                    f"{EG}/results?query=tomorrow+and+tomorrow+and+tomorrow+zevin&qtype=keyword&locg=1", eg_header(2, query), """
        [100] main ''
          heading 'Search Results'
          StaticText 'Results 1 - 6 of 6'
          [270] combobox 'Sort Results', hasPopup='menu', expanded=False
            StaticText 'Sort by Relevance'
          [272] checkbox 'Limit to available items', checked='false'
          [274] checkbox 'Exclude electronic resources', checked='false'
          [280] list ''
        """, lines, EG_FOOT)

    def hold_form(pickup: str, done: bool) -> str:
        top = tr("""
          [420] alert ''
            StaticText 'Hold was successfully placed for: Tomorrow, and tomorrow, and tomorrow : a novel'
          StaticText 'Queue position: 38 of 38 holds on 14 copies'
          [424] link 'View your holds'
          [425] link 'Return to search results'
        """, 1) if done else tr(f"""
          StaticText 'Title: Tomorrow, and tomorrow, and tomorrow : a novel'
          StaticText 'Author: Zevin, Gabrielle'
          StaticText 'Format: Book'
          StaticText '37 current holds with 14 total copies.'
          [430] combobox 'Pickup location', hasPopup='menu', expanded=False
            StaticText '{pickup}'
          [432] checkbox 'Notify by email (p.nandakumar@fastmail.com)', checked='true'
          [434] checkbox 'Notify by phone', checked='false'
          [436] textbox 'Phone number' value='312-555-0148'
          [438] checkbox 'Suspend this hold', checked='false'
          [440] button 'Submit'
          [441] button 'Cancel'
        """, 1)
        return page("Place Hold - Lakeshore Public Library Consortium", f"{EG}/place_hold?hold_target=884219&hold_type=T",
                    eg_header(3 if done else 2), """
        [100] main ''
          heading 'Place Hold'
        """, top, EG_FOOT)

    holds = page("Holds - Lakeshore Public Library Consortium", f"{EG}/myopac/holds", eg_header(3), """
    [100] main ''
      heading 'Current Holds'
      [102] tablist ''
        [103] tab 'Items on Hold', selected=True
        [104] tab 'Holds History', selected=False
      [110] combobox 'Actions for selected holds', hasPopup='menu', expanded=False
        StaticText 'Suspend'
      [112] button 'Go'
      [120] table ''
        [121] row ''
          [122] columnheader 'Select all holds', checked='false'
          [123] columnheader 'Title'
          [124] columnheader 'Author'
          [125] columnheader 'Format'
          [126] columnheader 'Pickup Location'
          [127] columnheader 'Activate'
          [128] columnheader 'Status'
        [130] row ''
          [131] cell ''
            [132] checkbox 'Select Tomorrow, and tomorrow, and tomorrow', checked='false'
          [133] link 'Tomorrow, and tomorrow, and tomorrow : a novel'
          [134] cell 'Zevin, Gabrielle'
          [135] cell 'Book'
          [136] cell 'Harbor Branch'
          [137] cell ''
          [138] cell 'Waiting for copy. You are hold number 38 on 14 circulating copies.'
        [140] row ''
          [141] cell ''
            [142] checkbox 'Select The Ministry of Time', checked='false'
          [143] link 'The Ministry of Time : a novel'
          [144] cell 'Bradley, Kaliane'
          [145] cell 'Book'
          [146] cell 'Central Library'
          [147] cell ''
          [148] cell 'Available. Expires on 04/22/2024.'
        [150] row ''
          [151] cell ''
            [152] checkbox 'Select Intermezzo', checked='false'
          [153] link 'Intermezzo'
          [154] cell 'Rooney, Sally'
          [155] cell 'Book'
          [156] cell 'Central Library'
          [157] cell ''
          [158] cell 'Waiting for copy. You are hold number 112 on 22 circulating copies.'
    """, EG_FOOT)

    turns: Turns = [
        ("click('52')", eg_circs(loans, set(), "Renew Selected Titles")),
        ("check('202')", eg_circs(loans, {0}, "Renew Selected Titles")),
        ("check('238')", eg_circs(loans, {0, 3}, "Renew Selected Titles")),
        ("click('172')", eg_circs(renewed, set(), "Renew Selected Titles", "2 item(s) were successfully renewed. New due date: 05/07/2024.")),
        (f"fill('32', '{query}')", eg_circs(renewed, set(), "Renew Selected Titles", "2 item(s) were successfully renewed. New due date: 05/07/2024.").replace(
            "[32] textbox 'Search the catalog'", f"[32] textbox 'Search the catalog' value='{query}'")),
        ("press('32', 'Enter')", results()),
        ("click('308')", hold_form("Central Library", False)),
        ("select_option('430', 'Harbor Branch')", hold_form("Harbor Branch", False)),
        ("click('440')", hold_form("Harbor Branch", True)),
        ("click('424')", holds),
    ]
    rs.add(task="web", tid="h25-web-04", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 05  Clinic patient portal: a rescheduled appointment reads back its old time (BAD)
# ---------------------------------------------------------------------------------------------
RFH = "https://portal.riversidefamilyhealth.org"


def rfh_nav(msgs: int) -> str:
    return f"""
[10] banner ''
  [11] link 'Riverside Family Health Patient Portal'
    [12] img 'Riverside Family Health'
  StaticText 'Patient: Dana Whitfield (DOB 02/11/1986)'
  [14] button 'Dana Whitfield', hasPopup='menu', expanded=False
  [15] link 'Sign out'
[20] navigation 'Main'
  [21] link 'Home'
  [22] link 'Appointments'
  [23] link 'Messages ({msgs})'
  [24] link 'Test Results'
  [25] link 'Medications'
  [26] link 'Billing'
  [27] link 'Health Summary'
"""


RFH_FOOT = """
[950] contentinfo ''
  StaticText 'Questions? Call 503-555-0190 (Mon-Fri 7:30 AM-6:00 PM). In an emergency call 911.'
  [952] link 'Privacy practices'
  [953] link 'Terms of use'
  StaticText '© 2024 Riverside Family Health'
"""


def rfh_appointments(msgs: int, derm_day: str, derm_time: str, arrive: str) -> str:
    return page("Appointments - Riverside Family Health Patient Portal", f"{RFH}/appointments", tr(rfh_nav(msgs)), f"""
[100] main ''
  heading 'Appointments'
  [102] link 'Schedule an appointment'
  [104] tablist ''
    [105] tab 'Upcoming (2)', selected=True
    [106] tab 'Past', selected=False
  [110] article 'Dermatology follow-up'
    heading 'Dermatology follow-up'
    StaticText '{derm_day}'
    StaticText '{derm_time} (arrive by {arrive})'
    StaticText 'Chidi Okafor, MD · Dermatology'
    StaticText 'Riverside Main Campus, Suite 210, 1400 River Rd, Fairview, OR 97024'
    StaticText 'Confirmation #RFH-448210'
    StaticText 'eCheck-in opens 3 days before your visit.'
    [119] button 'Reschedule'
    [120] button 'Cancel appointment'
    [121] link 'Add to calendar'
    [122] link 'Get directions'
  [130] article 'Annual physical'
    heading 'Annual physical'
    StaticText 'Monday, May 20, 2024'
    StaticText '8:00 AM (arrive by 7:45 AM)'
    StaticText 'Lena Park, DO · Family Medicine'
    StaticText 'Riverside North Clinic, 88 Alder St, Fairview, OR 97024'
    StaticText 'Confirmation #RFH-452907'
    StaticText 'Fasting required: nothing to eat or drink except water for 10 hours before your visit.'
    [139] button 'Reschedule'
    [140] button 'Cancel appointment'
    [141] link 'Add to calendar'
    [142] link 'Get directions'
""", RFH_FOOT)


def rfh_calendar(selected: int | None, slot: str | None) -> str:
    avail = {11, 16, 18, 23, 25, 30}
    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    cells: list[str] = []
    for d in range(1, 31):
        label = f"{names[(d - 1) % 7]}, April {d}, 2024"
        if d == 9:
            cells.append(f"    [{210 + d}] gridcell '{label} (current appointment)', disabled=True")
        elif d in avail:
            cells.append(f"    [{210 + d}] gridcell '{label}, available', selected={d == selected}")
        else:
            cells.append(f"    [{210 + d}] gridcell '{label}, no availability', disabled=True")
    block = "\n".join(cells)
    slots = ""
    if selected == 11:
        radios = "\n".join(f"    [{261 + i}] radio '{t}', checked='{str(t == slot).lower()}'"
                           for i, t in enumerate(["9:00 AM", "9:45 AM", "1:30 PM", "2:15 PM", "3:00 PM"]))
        slots = f"""
  heading 'Thursday, April 11, 2024'
  StaticText 'Chidi Okafor, MD · Riverside Main Campus, Suite 210 · 20-minute follow-up'
  [260] radiogroup 'Available times'
{radios}
  [270] button 'Continue', disabled={slot is None}"""
    return page("Reschedule appointment - Riverside Family Health Patient Portal", f"{RFH}/appointments/448210/reschedule",
                tr(rfh_nav(1)), f"""
[100] main ''
  [101] link 'Back to appointments'
  heading 'Reschedule appointment'
  StaticText 'Current: Dermatology follow-up with Chidi Okafor, MD on Tuesday, April 9, 2024 at 10:30 AM'
  StaticText 'Choose a new date. Only dates with open slots for this provider and visit type can be selected.'
  [200] grid 'April 2024'
    [201] button 'Previous month', disabled=True
    [202] button 'Next month'
{block}{slots}
""", RFH_FOOT)


def t05(rs: RowSet) -> None:
    home0 = page("Home - Riverside Family Health Patient Portal", f"{RFH}/home", tr(rfh_nav(1)), """
[100] main ''
  heading 'Good afternoon, Dana'
  StaticText 'Today is Thursday, April 4, 2024'
  [110] region 'Upcoming appointments'
    heading 'Upcoming appointments'
    [112] link 'Dermatology follow-up · Tue, Apr 9, 2024 · 10:30 AM · Chidi Okafor, MD'
    [113] link 'Annual physical · Mon, May 20, 2024 · 8:00 AM · Lena Park, DO'
    [114] link 'View all appointments'
  [120] region 'Messages'
    heading 'Messages'
    [122] link 'Your lab results are available · Riverside Lab Services · Apr 2 · Unread'
    [123] link 'Go to inbox'
  [130] region 'Billing'
    heading 'Billing'
    StaticText 'Balance due: $35.00 (statement of 03/28/2024)'
    [133] link 'Pay now'
""", RFH_FOOT)
    state = ("Signed in to the Riverside Family Health patient portal as Dana Whitfield. Task: move the dermatology "
             "follow-up from Tuesday, April 9 to Thursday, April 11 at 2:15 PM, then request a refill of levothyroxine "
             "to the usual pharmacy.\n\n" + home0)
    review = page("Reschedule appointment - Riverside Family Health Patient Portal", f"{RFH}/appointments/448210/reschedule/review",
                  tr(rfh_nav(1)), """
[100] main ''
  [101] link 'Back to appointments'
  heading 'Review your change'
  [280] table ''
    [281] row ''
      [282] columnheader ''
      [283] columnheader 'Previous'
      [284] columnheader 'New'
    [285] row ''
      [286] rowheader 'Date'
      [287] cell 'Tuesday, April 9, 2024'
      [288] cell 'Thursday, April 11, 2024'
    [289] row ''
      [290] rowheader 'Time'
      [291] cell '10:30 AM'
      [292] cell '2:15 PM (arrive by 2:00 PM)'
    [293] row ''
      [294] rowheader 'Provider'
      [295] cell 'Chidi Okafor, MD'
      [296] cell 'Chidi Okafor, MD'
    [297] row ''
      [298] rowheader 'Location'
      [299] cell 'Riverside Main Campus, Suite 210'
      [300] cell 'Riverside Main Campus, Suite 210'
  [302] textbox 'Reason for change (optional)'
  [304] button 'Confirm reschedule'
  [305] button 'Choose a different time'
""", RFH_FOOT)
    confirmed = page("Appointment rescheduled - Riverside Family Health Patient Portal", f"{RFH}/appointments/448210/confirmation",
                     tr(rfh_nav(2)), """
[100] main ''
  [101] alert ''
    StaticText 'Your appointment has been rescheduled.'
  heading 'Dermatology follow-up'
  StaticText 'Thursday, April 11, 2024 at 2:15 PM (arrive by 2:00 PM)'
  StaticText 'Chidi Okafor, MD · Riverside Main Campus, Suite 210, 1400 River Rd, Fairview, OR 97024'
  StaticText 'Confirmation #RFH-448210'
  StaticText 'We sent the updated details to d.whitfield@protonmail.com and to your portal inbox.'
  [110] link 'Add to calendar'
  [111] link 'Back to appointments'
  [112] link 'Go to home'
""", RFH_FOOT)
    home1 = page("Home - Riverside Family Health Patient Portal", f"{RFH}/home", tr(rfh_nav(2)), """
[100] main ''
  heading 'Good afternoon, Dana'
  StaticText 'Today is Thursday, April 4, 2024'
  [110] region 'Upcoming appointments'
    heading 'Upcoming appointments'
    [112] link 'Dermatology follow-up · Thu, Apr 11, 2024 · 2:15 PM · Chidi Okafor, MD'
    [113] link 'Annual physical · Mon, May 20, 2024 · 8:00 AM · Lena Park, DO'
    [114] link 'View all appointments'
  [120] region 'Messages'
    heading 'Messages'
    [121] link 'Appointment rescheduled: Thu, Apr 11, 2024 at 2:15 PM · Riverside Scheduling · Just now · Unread'
    [122] link 'Your lab results are available · Riverside Lab Services · Apr 2 · Unread'
    [123] link 'Go to inbox'
  [130] region 'Billing'
    heading 'Billing'
    StaticText 'Balance due: $35.00 (statement of 03/28/2024)'
    [133] link 'Pay now'
""", RFH_FOOT)
    meds = page("Medications - Riverside Family Health Patient Portal", f"{RFH}/medications", tr(rfh_nav(2)), """
[100] main ''
  heading 'Medications'
  StaticText 'Preferred pharmacy: Walgreens #07712, 2015 NE Burnside Rd, Gresham, OR 97030 · 503-555-0117'
  [104] link 'Change pharmacy'
  [110] article 'Levothyroxine 50 mcg tablet'
    heading 'Levothyroxine 50 mcg tablet'
    StaticText 'Take 1 tablet by mouth every morning on an empty stomach.'
    StaticText 'Prescribed by Lena Park, DO on 11/20/2023 · Quantity 90 · Refills remaining: 1'
    StaticText 'Last filled 02/19/2024'
    [115] button 'Request refill'
  [120] article 'Tretinoin 0.025% cream'
    heading 'Tretinoin 0.025% cream'
    StaticText 'Apply a pea-sized amount to affected areas at bedtime.'
    StaticText 'Prescribed by Chidi Okafor, MD on 01/16/2024 · Quantity 45 g · Refills remaining: 2'
    StaticText 'Last filled 03/07/2024'
    [125] button 'Request refill'
  [130] article 'Cetirizine 10 mg tablet'
    heading 'Cetirizine 10 mg tablet'
    StaticText 'Over-the-counter. Take 1 tablet daily as needed for allergies.'
    StaticText 'Reported by patient'
  [140] link 'Report a medication you take'
""", RFH_FOOT)
    refill = page("Request a refill - Riverside Family Health Patient Portal", f"{RFH}/medications/refill?rx=LEV-50-20231120",
                  tr(rfh_nav(2)), """
[100] main ''
  [101] link 'Back to medications'
  heading 'Request a refill'
  StaticText 'Levothyroxine 50 mcg tablet · Quantity 90 · Refills remaining: 1'
  [110] combobox 'Pharmacy', hasPopup='menu', expanded=False
    StaticText 'Walgreens #07712, 2015 NE Burnside Rd, Gresham, OR 97030'
  [112] radiogroup 'Delivery'
    [113] radio 'Pick up at pharmacy', checked='true'
    [114] radio 'Mail order (3-5 business days)', checked='false'
  [116] textbox 'Comments for your care team (optional)', multiline=True
  StaticText 'Refill requests are usually reviewed within 2 business days.'
  [119] button 'Submit request'
  [120] button 'Cancel'
""", RFH_FOOT)
    turns: Turns = [
        ("click('22')", rfh_appointments(1, "Tuesday, April 9, 2024", "10:30 AM", "10:15 AM")),
        ("click('119')", rfh_calendar(None, None)),
        ("click('221')", rfh_calendar(11, None)),
        ("click('264')", rfh_calendar(11, "2:15 PM")),
        ("click('270')", review),
        ("click('304')", confirmed),
        ("click('21')", home1),
        ("click('22')", rfh_appointments(2, "Tuesday, April 9, 2024", "10:30 AM", "10:15 AM")),
        ("click('25')", meds),
        ("click('115')", refill),
    ]
    rs.add(task="web", tid="h25-web-05", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="appointments list shows the dermatology visit at its old date and time after a confirmed reschedule")


# ---------------------------------------------------------------------------------------------
# 06  Co-op vendor portal: inventory edit, sync, sort, accept a purchase order, payouts (CLEAN)
# ---------------------------------------------------------------------------------------------
HCV = "https://vendors.harvestcoop.com"


def hcv_nav(now: str, low: int, open_pos: int) -> str:
    return f"""
[10] banner ''
  [11] link 'Harvest Co-op Vendor Portal'
  StaticText 'Birch Hollow Creamery · Vendor #V-20418'
  StaticText '{now}'
  [14] button 'Notifications', hasPopup='menu'
  [15] button 'Marta Lindqvist', hasPopup='menu'
[20] navigation 'Vendor menu'
  [21] link 'Overview'
  [22] link 'Inventory'
    StaticText 'Low stock ({low})'
  [24] link 'Purchase orders'
    StaticText '{open_pos} open'
  [26] link 'Payouts'
  [27] link 'Catalog'
  [28] link 'Reports'
  [29] link 'Settings'
"""


# sku, name, on hand, reserved
HCV_ITEMS = [
    ("BHC-BRI-07", "Brie-style Soft Ripened Cheese 7 oz", 64, 22),
    ("BHC-BTR-16", "Cultured Butter, Salted 16 oz", 30, 12),
    ("BHC-CHD-08", "Aged Cheddar, 12 Month 8 oz", 40, 18),
    ("BHC-CUR-16", "Fresh Cheese Curds 16 oz", 25, 9),
    ("BHC-FET-06", "Feta in Brine 6 oz", 80, 12),
    ("BHC-RIC-15", "Whole Milk Ricotta 15 oz", 45, 6),
    ("BHC-GOU-08", "Smoked Gouda 8 oz", 52, 20),
    ("BHC-YOG-32", "Plain Whole Milk Yogurt 32 oz", 96, 40),
]


def hcv_inventory(items: list[tuple[str, str, int, int]], now: str, synced: str, *, editing: str | None = None,
                  edit_value: str = "", sort_avail: bool = False, toast: str = "") -> str:
    rows = sorted(items, key=lambda x: (x[2] - x[3])) if sort_avail else sorted(items, key=lambda x: x[1])
    low = sum(1 for _, _, oh, rs_ in items if oh - rs_ < 30)
    body: list[str] = []
    for i, (sku, name, oh, res) in enumerate(rows):
        b = 300 + 12 * i
        avail = oh - res
        status = "Low stock" if avail < 30 else "In stock"
        if sku == editing:
            oh_cell = f"""[{b + 4}] cell ''
    [{b + 5}] spinbutton 'On hand for {sku}' value='{edit_value}'"""
            act = f"""[{b + 9}] cell ''
    [{b + 10}] button 'Save'
    [{b + 11}] button 'Cancel'"""
        else:
            oh_cell = f"[{b + 4}] cell '{oh}'"
            act = f"""[{b + 9}] cell ''
    [{b + 10}] button 'Edit {sku}'"""
        body += tr(f"""
[{b}] row ''
  [{b + 1}] cell '{sku}'
  [{b + 2}] cell '{name}'
  {oh_cell}
  [{b + 6}] cell '{res}'
  [{b + 7}] cell '{avail}'
  [{b + 8}] cell '{status}'
  {act}
""",2)
    t = tr(f"""
  [201] status ''
    StaticText '{toast}'
""", 1) if toast else []
    return page("Inventory · Harvest Co-op Vendor Portal", f"{HCV}/inventory" + ("?sort=available&dir=asc" if sort_avail else ""),
                tr(hcv_nav(now, low, 3)), """
[100] main ''
  heading 'Inventory'
""", t, tr(f"""
  StaticText 'Store inventory last synced {synced}'
  [204] button 'Sync now'
  [206] searchbox 'Search SKU or product'
  [208] combobox 'Status', hasPopup='menu', expanded=False
    StaticText 'All statuses'
  StaticText 'Available = on hand minus units reserved for accepted purchase orders. Items under 30 available are flagged as low stock.'
  [210] table 'Inventory'
    [211] row ''
      [212] columnheader 'SKU'
      [213] columnheader 'Product', sort='{'none' if sort_avail else 'ascending'}'
      [214] columnheader 'On hand'
      [215] columnheader 'Reserved'
      [216] columnheader 'Available', sort='{'ascending' if sort_avail else 'none'}'
      [217] columnheader 'Status'
      [218] columnheader 'Actions'
""", 1), body, tr("""
  StaticText 'Showing 8 of 8 SKUs'
""", 1))


def t06(rs: RowSet) -> None:
    items = list(HCV_ITEMS)
    upd = [(s, n, 120 if s == "BHC-CHD-08" else oh, r) for s, n, oh, r in items]
    state = ("Signed in to the Harvest Co-op vendor portal as Marta Lindqvist (Birch Hollow Creamery). Task: the cheddar "
             "count is wrong after this morning's delivery: set Aged Cheddar on hand to 120, push the inventory to the stores, "
             "accept the Riverbend Co-op purchase order, then check the next payout.\n\n"
             + page("Overview · Harvest Co-op Vendor Portal", f"{HCV}/overview", tr(hcv_nav("Thu, Apr 11, 2024 · 10:41 AM PDT", 3, 3)), """
[100] main ''
  heading 'Overview'
  [110] region 'This week'
    StaticText 'Units sold (7 days): 1,046'
    StaticText 'Sell-through: 71%'
    StaticText 'Stores carrying your products: 9'
  [120] region 'Action needed'
    [121] link '3 purchase orders waiting for acceptance'
    [122] link '3 SKUs low on stock'
  [130] region 'Next payout'
    StaticText '$4.3K on Apr 22'
"""))
    c = "Thu, Apr 11, 2024 · {} PDT"
    row_b = 300  # Aged Cheddar sorts first by product name
    pos_rows = [
        ("PO-2024-01873", "Northside Market", "Apr 8", "Apr 15", 6, "$1,284.60"),
        ("PO-2024-01880", "Riverbend Co-op", "Apr 9", "Apr 16", 4, "$642.00"),
        ("PO-2024-01891", "Hilltop Grocers", "Apr 10", "Apr 18", 8, "$2,110.35"),
    ]

    def pos(accepted: bool, now: str) -> str:
        rows: list[str] = []
        shown = [r for r in pos_rows if not (accepted and r[0] == "PO-2024-01880")]
        for i, (po, store, placed, due, lines, total) in enumerate(shown):
            b = 420 + 10 * i
            rows += tr(f"""
[{b}] row ''
  [{b + 1}] cell ''
    [{b + 2}] link '{po}'
  [{b + 3}] cell '{store}'
  [{b + 4}] cell '{placed}'
  [{b + 5}] cell '{due}'
  [{b + 6}] cell '{lines}'
  [{b + 7}] cell '{total}'
  [{b + 8}] cell ''
    [{b + 9}] button 'Accept {po}'
""",2)
        toast = tr("""
  [401] status ''
    StaticText 'PO-2024-01880 accepted. Riverbend Co-op has been notified; 4 lines reserved from inventory.'
""", 1) if accepted else []
        return page("Purchase orders · Harvest Co-op Vendor Portal", f"{HCV}/purchase-orders?status=open",
                    tr(hcv_nav(now, 2, 2 if accepted else 3)), """
[100] main ''
  heading 'Purchase orders'
""", toast, tr(f"""
  [404] tablist ''
    [405] tab 'Open ({2 if accepted else 3})', selected=True
    [406] tab 'Accepted ({6 if accepted else 5})', selected=False
    [407] tab 'Shipped (41)', selected=False
    [408] tab 'Cancelled (2)', selected=False
  [410] table 'Open purchase orders'
    [411] row ''
      [412] columnheader 'PO number'
      [413] columnheader 'Store'
      [414] columnheader 'Placed'
      [415] columnheader 'Deliver by'
      [416] columnheader 'Lines'
      [417] columnheader 'Total'
      [418] columnheader 'Actions'
""", 1), rows)

    payouts = page("Payouts · Harvest Co-op Vendor Portal", f"{HCV}/payouts", tr(hcv_nav(c.format("10:49 AM"), 2, 2)), """
[100] main ''
  heading 'Payouts'
  [502] region 'Next payout'
    StaticText 'Scheduled for Monday, April 22, 2024'
    StaticText '$4,318.72'
    StaticText 'Includes 23 delivered purchase orders from Apr 1 to Apr 14. Accepted orders are added once they are delivered.'
  [506] img 'Payouts, last 6 periods, chart. Highest: $4.8K (Mar 25). Upcoming: $4.3K (Apr 22).'
  [510] table 'Payout history'
    [511] row ''
      [512] columnheader 'Date'
      [513] columnheader 'Period'
      [514] columnheader 'Orders'
      [515] columnheader 'Amount'
      [516] columnheader 'Status'
    [517] row ''
      [518] cell 'Apr 8, 2024'
      [519] cell 'Mar 18 - Mar 31'
      [520] cell '21'
      [521] cell '$3,902.15'
      [522] cell 'Paid'
    [523] row ''
      [524] cell 'Mar 25, 2024'
      [525] cell 'Mar 4 - Mar 17'
      [526] cell '26'
      [527] cell '$4,771.40'
      [528] cell 'Paid'
    [529] row ''
      [530] cell 'Mar 11, 2024'
      [531] cell 'Feb 19 - Mar 3'
      [532] cell '19'
      [533] cell '$3,455.90'
      [534] cell 'Paid'
  [540] link 'Download statements (CSV)'
  StaticText 'Bank account ending 4471 · Payouts every other Monday'
""")
    turns: Turns = [
        ("click('22')", hcv_inventory(items, c.format("10:42 AM"), "4 minutes ago")),
        (f"click('{row_b + 10}')", hcv_inventory(items, c.format("10:43 AM"), "5 minutes ago", editing="BHC-CHD-08", edit_value="40")),
        (f"fill('{row_b + 5}', '120')", hcv_inventory(items, c.format("10:43 AM"), "5 minutes ago", editing="BHC-CHD-08", edit_value="120")),
        (f"click('{row_b + 10}')", hcv_inventory(upd, c.format("10:44 AM"), "6 minutes ago", toast="Inventory updated for BHC-CHD-08 (on hand 40 → 120). Not yet pushed to stores.")),
        ("click('204')", hcv_inventory(upd, c.format("10:45 AM"), "just now", toast="Sync complete: 8 SKUs pushed to 9 stores.")),
        ("click('216')", hcv_inventory(upd, c.format("10:46 AM"), "1 minute ago", sort_avail=True)),
        ("click('24')", pos(False, c.format("10:47 AM"))),
        ("click('439')", pos(True, c.format("10:48 AM"))),
        ("click('26')", payouts),
    ]
    rs.add(task="web", tid="h25-web-06", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 07  Magento admin, CMS pages grid: a deleted page is back after re-sorting (BAD)
# ---------------------------------------------------------------------------------------------
MADM = "http://admin.onestopmarket.com/admin"
MADM_NAV = """
[100] navigation ''
  [101] link 'Magento Admin Panel'
    [102] img 'Magento Admin Panel'
  [103] menubar '', orientation='horizontal'
    [104] link 'DASHBOARD'
    [106] link 'SALES'
    [108] link 'CATALOG'
    [110] link 'CUSTOMERS'
    [112] link 'MARKETING'
    [114] link 'CONTENT'
    [116] link 'REPORTS'
    [118] link 'STORES'
    [120] link 'SYSTEM'
    [122] link 'FIND PARTNERS & EXTENSIONS'
"""


def madm_banner(title: str, notes: int = 4) -> str:
    return f"""
[130] banner ''
  heading '{title}'
  [132] link 'admin'
  [133] link 'Notifications'
    StaticText '{notes}'
  [135] textbox 'Search entire store here...'
"""


CMS_PAGES = [
    (1, "404 Not Found", "no-route", "2 columns with right bar", "All Store Views", "Enabled", "Apr 19, 2023 3:35:30 PM", "Apr 19, 2023 3:35:30 PM"),
    (2, "Home Page", "home", "1 column", "All Store Views", "Enabled", "Apr 19, 2023 3:35:30 PM", "Apr 19, 2023 3:35:31 PM"),
    (3, "Enable Cookies", "enable-cookies", "1 column", "All Store Views", "Enabled", "Apr 19, 2023 3:35:30 PM", "Apr 19, 2023 3:35:30 PM"),
    (4, "Privacy and Cookie Policy", "privacy-policy-cookie-restriction-mode", "1 column", "All Store Views", "Enabled", "Apr 19, 2023 3:35:30 PM", "Apr 19, 2023 3:35:30 PM"),
    (5, "About us", "about-us", "1 column", "Default Store View", "Enabled", "Jan 8, 2024 10:02:11 AM", "Jan 8, 2024 10:14:47 AM"),
    (6, "Customer Service", "customer-service", "1 column", "Default Store View", "Enabled", "Jan 8, 2024 10:20:05 AM", "Feb 2, 2024 4:51:19 PM"),
    (7, "Summer Sale 2023", "summer-sale-2023", "1 column", "Default Store View", "Disabled", "Jun 1, 2023 9:00:12 AM", "Sep 5, 2023 11:30:40 AM"),
    (8, "Black Friday Deals", "black-friday-deals", "1 column", "Default Store View", "Disabled", "Nov 10, 2023 2:14:51 PM", "Dec 1, 2023 8:05:27 AM"),
    (9, "Shipping & Returns", "shipping-returns", "1 column", "Default Store View", "Enabled", "Jan 9, 2024 1:41:09 PM", "Jan 9, 2024 1:41:09 PM"),
]


def cms_grid(rows: list[tuple[int, str, str, str, str, str, str, str]], *, checked: set[int] = frozenset(), sort_title: bool = False,
             msg: str = "", actions_open: bool = False, modal: bool = False, select_open: int | None = None) -> str:
    if sort_title:
        rows = sorted(rows, key=lambda r: r[1].lower())
    body: list[str] = []
    for i, (pid, title, key, layout, view, status, created, modified) in enumerate(rows):
        b = 200 + 14 * i
        body += tr(f"""
[{b}] row ''
  [{b + 1}] cell ''
    [{b + 2}] checkbox 'Select {title}', checked='{str(pid in checked).lower()}'
  [{b + 3}] cell '{pid}'
  [{b + 4}] cell '{title}'
  [{b + 5}] cell '{key}'
  [{b + 6}] cell '{layout}'
  [{b + 7}] cell '{view}'
  [{b + 8}] cell '{status}'
  [{b + 9}] cell '{created}'
  [{b + 10}] cell '{modified}'
  [{b + 11}] cell ''
    [{b + 12}] button 'Select', expanded={select_open == pid}
""", 2)
        if select_open == pid:
            body += tr(f"""
[{b + 13}] menu ''
  [{b + 20 * 14}] menuitem 'Edit'
  [{b + 20 * 14 + 1}] menuitem 'Delete'
  [{b + 20 * 14 + 2}] menuitem 'View'
""", 4)
    top = tr(f"""
  [138] alert ''
    StaticText '{msg}'
""", 1) if msg else []
    acts = tr("""
    [170] menu ''
      [171] menuitem 'Delete'
      [172] menuitem 'Disable'
      [173] menuitem 'Enable'
      [174] menuitem 'Edit'
""", 2) if actions_open else []
    dialog = tr("""
[600] dialog 'Delete items', modal=True
  heading 'Delete items'
  StaticText 'Are you sure you want to delete selected items?'
  [603] button 'Cancel'
  [604] button 'OK'
""") if modal else []
    url = f"{MADM}/cms/page/" + ("index/sorting/title/dir/asc/" if sort_title else "")
    sel = f"StaticText '{len(checked)} selected'" if checked else "StaticText ''"
    return page("Pages / Elements / Content / Magento Admin", url, tr(MADM_NAV), tr(madm_banner("Pages")), """
[140] main ''
  [141] button 'Add New Page'
""", top, tr(f"""
  [145] textbox 'Search by keyword'
  [146] button 'Search'
  [148] button 'Filters'
  [149] button 'Default View'
  [150] button 'Columns'
  [151] button 'Export'
  [153] button 'Actions', expanded={actions_open}
""", 1), acts, tr(f"""
  {sel}
  StaticText '{len(rows)} records found'
  [155] combobox 'per page', hasPopup='menu', expanded=False
    StaticText '20'
  [157] button 'Previous Page', disabled=True
  [158] spinbutton 'Page' value='1'
  StaticText 'of 1'
  [159] button 'Next Page', disabled=True
  [160] table ''
    [161] row ''
      [162] columnheader 'Options'
        [163] checkbox 'Select All', checked='false'
      [164] columnheader 'ID', sort='{'none' if sort_title else 'ascending'}'
      [165] columnheader 'Title', sort='{'ascending' if sort_title else 'none'}'
      [166] columnheader 'URL Key'
      [167] columnheader 'Layout'
      [168] columnheader 'Store View'
      [169] columnheader 'Status'
      [175] columnheader 'Created'
      [176] columnheader 'Modified'
      [177] columnheader 'Action'
""", 1), body, dialog)


def t07(rs: RowSet) -> None:
    state = ("Signed in to the One Stop Market Magento admin as 'admin' on Friday, April 12, 2024. Task: delete the outdated CMS page 'Summer Sale 2023', "
             "then open 'Black Friday Deals' and retitle it 'Black Friday Deals 2024'.\n\n"
             + page("Dashboard / Magento Admin", f"{MADM}/admin/dashboard/", tr(MADM_NAV), tr(madm_banner("Dashboard")), """
[140] main ''
  StaticText 'Lifetime Sales'
  StaticText '$60,221.17'
  StaticText 'Average Order'
  StaticText '$168.75'
  StaticText 'Last Orders'
  [150] button 'Reload Data'
  [151] tablist ''
    [152] tab 'Orders', selected=True
    [153] tab 'Amounts', selected=False
    [154] tab 'Bestsellers', selected=False
"""))
    after = [r for r in CMS_PAGES if r[0] != 7]
    grid_url = f"{MADM}/cms/page/"

    def edit(title: str, saved: str = "") -> str:
        head = saved or "Black Friday Deals"
        msg = "\n  [139] alert ''\n    StaticText 'You saved the page.'" if saved else ""
        return page(f"{head} / Pages / Elements / Content / Magento Admin", f"{MADM}/cms/page/edit/page_id/8/",
                    tr(MADM_NAV), tr(madm_banner(head)), f"""
[140] main ''{msg}
  [141] button 'Back'
  [142] button 'Delete Page'
  [143] button 'Save & Duplicate'
  [144] button 'Save'
  [145] button 'Save & Close', hasPopup='menu'
  [150] group ''
    [151] switch 'Enable Page', checked='false'
    [153] textbox 'Page Title *' value='{title}', required=True
  [160] button 'Content', expanded=False
  [162] button 'Search Engine Optimization', expanded=False
  [164] button 'Page in Websites', expanded=False
  [166] button 'Design', expanded=False
  [168] button 'Custom Design Update', expanded=False
  StaticText 'Created: Nov 10, 2023 2:14:51 PM · Modified: {"Apr 12, 2024 9:41:27 AM" if saved else "Dec 1, 2023 8:05:27 AM"}'
""")
    turns: Turns = [
        (f"goto('{grid_url}')", cms_grid(CMS_PAGES)),
        ("check('286')", cms_grid(CMS_PAGES, checked={7})),
        ("click('153')", cms_grid(CMS_PAGES, checked={7}, actions_open=True)),
        ("click('171')", cms_grid(CMS_PAGES, checked={7}, modal=True)),
        ("click('604')", cms_grid(after, msg="A total of 1 record(s) have been deleted.")),
        ("click('165')", cms_grid(CMS_PAGES, sort_title=True)),
        (f"goto('{MADM}/cms/page/edit/page_id/8/')", edit("Black Friday Deals")),
        ("fill('153', 'Black Friday Deals 2024')", edit("Black Friday Deals 2024")),
        ("click('144')", edit("Black Friday Deals 2024", saved="Black Friday Deals 2024")),
    ]
    rs.add(task="web", tid="h25-web-07", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="deleted CMS page 'Summer Sale 2023' is listed again (9 records) after only re-sorting the grid")


# ---------------------------------------------------------------------------------------------
# 08  Roundcube webmail: read, move to a folder, reply, new mail arriving (CLEAN)
# ---------------------------------------------------------------------------------------------
RC = "https://mail.northwind.io/roundcube"

# key, from, subject, date, size, flags
RC_INBOX = [
    ("hetzner", "Hetzner Online GmbH", "Your invoice R0019584201", "Today 09:12", "48 KB", {"unread", "attachment"}),
    ("jonas", "Jonas Keller", "Re: Q2 roadmap review slides", "Today 08:47", "22 KB", {"unread"}),
    ("github", "GitHub", "[openlab/infra] Dependabot alert: Inefficient Regular Expression Complexity in semver", "Yesterday 22:10", "14 KB", {"unread"}),
    ("priya", "Priya Raman", "Offsite dinner: vote by Friday", "Yesterday 17:33", "9 KB", {"replied"}),
    ("stripe", "Stripe", "Your weekly summary for Northwind Labs", "Yesterday 09:02", "61 KB", set()),
    ("tomas", "Tomás Ortega", "Fwd: AWS reserved instance renewal", "Mon 16:20", "35 KB", {"flagged"}),
    ("notion", "Notion Team", "What is new in Notion: April 2024", "Mon 11:05", "120 KB", set()),
    ("aylin", "Aylin Demir", "Laptop refresh - pick your model by April 26", "Sun 19:44", "17 KB", set()),
    ("do", "DigitalOcean", "[Resolved] Networking issue in FRA1", "Sat 07:12", "12 KB", set()),
    ("jonas0", "Jonas Keller", "Q2 roadmap review slides", "Fri 15:38", "2.1 MB", {"attachment"}),
]
RC_FOLDERS = ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive", "Invoices", "Newsletters"]


def rc_nav(unread: dict[str, int], current: str) -> str:
    lines = []
    for i, f in enumerate(RC_FOLDERS):
        u = unread.get(f, 0)
        cur = ", current='page'" if f == current else ""
        lines.append(f"  [{21 + i}] link '{f}{(' ' + str(u)) if u else ''}'{cur}")
    folders = "\n".join(lines)
    return f"""
[10] navigation ''
  [11] link 'Roundcube Webmail'
  [13] link 'Compose'
  [14] link 'Mail'
  [15] link 'Contacts'
  [16] link 'Settings'
  [18] link 'Logout'
[20] navigation 'Folders'
{folders}
  StaticText 'Quota: 38% of 2 GB'
"""


def rc_rows(rows: list[tuple[str, str, str, str, str, set[str]]], selected: str | None) -> list[str]:
    out: list[str] = []
    for i, (key, frm, subj, date, size, flags) in enumerate(rows):
        b = 100 + 8 * i
        st = ", ".join(sorted(flags)) or "read"
        out += tr(f"""
[{b}] row '', selected={key == selected}
  [{b + 1}] gridcell '{frm}'
  [{b + 2}] gridcell '{subj}'
  [{b + 3}] gridcell '{date}'
  [{b + 4}] gridcell '{size}'
  [{b + 5}] gridcell '{st}'
""",2)
    return out


def rc_mail(rows: list[tuple[str, str, str, str, str, set[str]]], unread: dict[str, int], total: int, *, selected: str | None = None,
            toast: str = "", preview: str = "", menu: bool = False, dialog: bool = False, folder: str = "Inbox") -> str:
    t = tr(f"""
[90] status ''
  StaticText '{toast}'
""") if toast else []
    more = tr("""
  [60] menu ''
    [61] menuitem 'Print this message'
    [62] menuitem 'Download (.eml)'
    [63] menuitem 'Edit as new'
    [64] menuitem 'Show source'
    [65] menuitem 'Move to...'
    [66] menuitem 'Copy to...'
    [67] menuitem 'Open in new window'
""", 1) if menu else []
    dlg = tr("""
[700] dialog 'Move to...', modal=True
  [701] searchbox 'Search'
  [702] list ''
    [703] listitem 'Inbox'
    [704] listitem 'Drafts'
    [705] listitem 'Sent'
    [706] listitem 'Junk'
    [707] listitem 'Trash'
    [708] listitem 'Archive'
    [709] listitem 'Invoices'
    [710] listitem 'Newsletters'
  [712] button 'Cancel'
""") if dialog else []
    pv = tr(preview) if preview else tr("""
[500] region 'Message preview'
  StaticText 'No message selected'
""")
    return page(f"Roundcube Webmail :: {folder}", f"{RC}/?_task=mail&_mbox={folder}", tr(rc_nav(unread, folder)), t, f"""
[40] main ''
  heading '{folder}'
  [41] searchbox 'Search'
  [43] button 'Reply', disabled={selected is None}
  [44] button 'Reply all', disabled={selected is None}
  [45] button 'Forward', disabled={selected is None}
  [46] button 'Delete', disabled={selected is None}
  [47] button 'Mark', disabled={selected is None}
  [48] button 'More', disabled={selected is None}, expanded={menu}
""", more, tr("""
  [50] grid 'Message list', multiselectable=True
    [51] row ''
      [52] columnheader 'From'
      [53] columnheader 'Subject'
      [54] columnheader 'Date', sort='descending'
      [55] columnheader 'Size'
      [56] columnheader 'Status'
""", 1), rc_rows(rows, selected), tr(f"""
  StaticText 'Messages 1 to 50 of {total}'
  [480] button 'First page', disabled=True
  [481] button 'Previous page', disabled=True
  [482] button 'Next page'
  [483] button 'Last page'
""", 1), pv, dlg)


RC_HETZNER = """
[500] region 'Message preview'
  heading 'Your invoice R0019584201'
  StaticText 'From Hetzner Online GmbH <billing@hetzner.com> on 2024-04-17 09:12'
  StaticText 'To: ops@northwind.io'
  StaticText 'Dear Sir or Madam,'
  StaticText 'Please find attached invoice R0019584201 for customer number K0733182 dated 17.04.2024.'
  StaticText 'Amount due: EUR 187.34 (incl. 19% VAT EUR 29.91). The amount will be debited from your account ending 9021 on or after 24.04.2024.'
  StaticText 'Items: 2x CX41 cloud server (fsn1), 1x Storage Box BX21, 3x primary IPv4, 1x backup for CX41.'
  StaticText 'Kind regards, Hetzner Online GmbH Accounting'
  [520] link 'R0019584201.pdf (44 KB)'
"""
RC_JONAS = """
[500] region 'Message preview'
  heading 'Re: Q2 roadmap review slides'
  StaticText 'From Jonas Keller <jonas.keller@northwind.io> on 2024-04-17 08:47'
  StaticText 'To: Mira Hoffmann <mira.hoffmann@northwind.io>'
  StaticText 'Hi Mira, I went through the deck. Slides 7 and 9 still show the March numbers for the EU region; can you swap in the April run-rate before Thursday? Also, do we keep the FRA1 migration on the Q2 list or push it to Q3?'
  StaticText 'Thanks, Jonas'
  StaticText '> On Fri, 12 Apr 2024 at 15:38, Mira Hoffmann wrote: Here is the draft deck for the Q2 review, 24 slides...'
"""


def t08(rs: RowSet) -> None:
    inbox = list(RC_INBOX)
    read_h = [(k, f, s, d, z, (fl - {"unread"}) if k == "hetzner" else fl) for k, f, s, d, z, fl in inbox]
    moved = [r for r in read_h if r[0] != "hetzner"]
    read_j = [(k, f, s, d, z, (fl - {"unread"}) if k == "jonas" else fl) for k, f, s, d, z, fl in moved]
    replied = [(k, f, s, d, z, (fl | {"replied"}) if k == "jonas" else fl) for k, f, s, d, z, fl in read_j]
    lh = ("lufthansa", "Lufthansa", "Your booking confirmation: FRA - LIS on 06 May 2024 (booking code 6XKQ2T)", "Today 10:58", "88 KB", {"unread"})
    after_send = [lh] + replied
    reply_body = ("Hi Jonas, thanks for the review. I will swap slides 7 and 9 to the April run-rate (EU is at EUR 412k) by Wednesday evening. "
                  "Let us keep FRA1 on the Q2 list; the networking fix is confirmed and the cutover window is May 14. Mira")
    state = ("Logged in to Roundcube as Mira Hoffmann (mira.hoffmann@northwind.io) on Wednesday, April 17, 2024 at 10:41. "
             "Task: file the Hetzner invoice into the Invoices folder, then answer Jonas about the roadmap slides (EU numbers by "
             "Wednesday evening, keep FRA1 in Q2).\n\n"
             + rc_mail(inbox, {"Inbox": 3, "Junk": 2, "Newsletters": 5}, 312))
    u = {"Junk": 2, "Newsletters": 5}

    QUOTE = "On 2024-04-17 08:47, Jonas Keller wrote: > Hi Mira, I went through the deck. Slides 7 and 9 still show the March numbers for the EU region..."  # noqa: N806

    def compose(body: str) -> str:
        return page("Roundcube Webmail :: Compose", f"{RC}/?_task=mail&_action=compose&_reply_uid=48213&_mbox=Inbox",
                    tr(rc_nav({**u, "Inbox": 1}, "Inbox")), f"""
[40] main ''
  heading 'Compose'
  [41] button 'Send'
  [42] button 'Save'
  [43] button 'Spell'
  [44] button 'Attach'
  [45] button 'Signature'
  [46] button 'Responses'
  [50] combobox 'From', hasPopup='menu', expanded=False
    StaticText 'Mira Hoffmann <mira.hoffmann@northwind.io>'
  [52] textbox 'To' value='Jonas Keller <jonas.keller@northwind.io>'
  [54] link 'Add Cc'
  [55] link 'Add Bcc'
  [56] textbox 'Subject' value='Re: Q2 roadmap review slides'
  [58] combobox 'Editor type', hasPopup='menu', expanded=False
    StaticText 'Plain text'
  [60] textbox 'Message body' value='{body or QUOTE}', multiline=True
  [62] checkbox 'Return receipt', checked='false'
  [63] checkbox 'Delivery status notification', checked='false'
  [64] combobox 'Priority', hasPopup='menu', expanded=False
    StaticText 'Normal'
  [66] combobox 'Save sent message in', hasPopup='menu', expanded=False
    StaticText 'Sent'
""")
    sent_rows = [
        ("r1", "Jonas Keller", "Re: Q2 roadmap review slides", "Today 10:57", "3 KB", set()),
        ("r2", "Priya Raman", "Re: Offsite dinner: vote by Friday", "Yesterday 17:51", "4 KB", set()),
        ("r3", "Aylin Demir", "Re: Laptop refresh - pick your model by April 26", "Mon 08:15", "2 KB", set()),
        ("r4", "Jonas Keller", "Q2 roadmap review slides", "Fri 15:38", "2.1 MB", {"attachment"}),
        ("r5", "finance@northwind.io", "March cloud costs breakdown", "Fri 11:20", "310 KB", {"attachment"}),
    ]
    turns: Turns = [
        ("click('100')", rc_mail(read_h, {**u, "Inbox": 2}, 312, selected="hetzner", preview=RC_HETZNER)),
        ("click('48')", rc_mail(read_h, {**u, "Inbox": 2}, 312, selected="hetzner", preview=RC_HETZNER, menu=True)),
        ("click('65')", rc_mail(read_h, {**u, "Inbox": 2}, 312, selected="hetzner", preview=RC_HETZNER, dialog=True)),
        ("click('709')", rc_mail(moved, {**u, "Inbox": 2}, 311, toast="Message(s) moved successfully.")),
        ("click('100')", rc_mail(read_j, {**u, "Inbox": 1}, 311, selected="jonas", preview=RC_JONAS)),
        ("click('43')", compose("")),
        (f"fill('60', '{reply_body}')", compose(reply_body)),
        ("click('41')", rc_mail(after_send, {**u, "Inbox": 2}, 312, toast="Message sent successfully.")),
        ("click('23')", rc_mail(sent_rows, {**u, "Inbox": 2}, 1209, folder="Sent")),
    ]
    rs.add(task="web", tid="h25-web-08", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 09  OpenStreetMap directions: engines, new destination, reversed route, zoom (CLEAN)
# ---------------------------------------------------------------------------------------------
OSM = "https://www.openstreetmap.org"
OSM_ENGINES = ["Bicycle (GraphHopper)", "Bicycle (OSRM)", "Car (GraphHopper)", "Car (OSRM)", "Car (Valhalla)",
               "Foot (GraphHopper)", "Foot (OSRM)", "Foot (Valhalla)"]
OSM_BANNER = """
[20] banner ''
  [21] link 'OpenStreetMap logo OpenStreetMap'
    [22] img 'OpenStreetMap logo'
  [24] link 'Edit'
  [25] button 'Choose an editor', hasPopup='menu'
  [26] link 'History'
  [27] link 'Export'
  [29] link 'GPS Traces'
  [30] link 'User Diaries'
  [31] link 'Communities'
  [32] link 'Copyright'
  [33] link 'Help'
  [34] link 'About'
  [35] link 'Log In'
  [36] link 'Sign Up'
"""


def osm_dist(m: int) -> str:
    return f"{m}m" if m < 1000 else f"{m / 1000:.1f}km"


def osm_map(zoom: int, scale: str, route: bool) -> str:
    extra = "\n  StaticText 'Directions courtesy of FOSSGIS OSRM'" if route else ""
    return f"""
[80] region 'Map'
  [81] button 'Zoom In', disabled={zoom >= 19}
  [82] button 'Zoom Out'
  [83] button 'Show My Location'
  [85] button 'Layers'
  [86] button 'Map Legend'
  [87] button 'Share'
  [88] button 'Add a note to the map'
  [89] button 'Query features'
  StaticText '{scale}'
  StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'{extra}
"""


def osm_dirs(engine: str, frm: str, to: str, steps: list[tuple[str, int]] | None, minutes: int, url: str, zoom: int, scale: str) -> str:
    opts = "\n".join(f"    [{100 + i}] option '{e}', selected={e == engine}" for i, e in enumerate(OSM_ENGINES))
    fv = f" value='{frm}'" if frm else ""
    tv = f" value='{to}'" if to else ""
    res = ""
    if steps is not None:
        total = sum(m for _, m in steps)
        rows = "\n".join(f"""    [{200 + 4 * i}] row ''
      [{201 + 4 * i}] cell '{i + 1}.'
      [{202 + 4 * i}] cell '{txt}'
      [{203 + 4 * i}] cell '{osm_dist(m)}'""" for i, (txt, m) in enumerate(steps))
        n = len(steps)
        res = f"""
  heading 'Directions'
  StaticText 'Distance: {osm_dist(total)}. Time: 0:{minutes:02d}.'
  [190] link 'Download route as GPX'
  [192] table ''
{rows}
    [{200 + 4 * n}] row ''
      [{201 + 4 * n}] cell '{n + 1}.'
      [{202 + 4 * n}] cell 'Reach destination'
      [{203 + 4 * n}] cell ''"""
    return page("OpenStreetMap", url, tr(OSM_BANNER), f"""
[40] complementary ''
  [41] button 'Close'
  [44] combobox 'Routing engine', hasPopup='menu', expanded=False
{opts}
  [45] textbox 'From'{fv}
  [46] textbox 'To'{tv}
  [47] button 'Go'
  [48] button 'Reverse Directions'{res}
""", tr(osm_map(zoom, scale, steps is not None)))


def t09(rs: RowSet) -> None:
    state = ("OpenStreetMap in the browser, not logged in. Task: get walking and cycling directions from Carnegie Mellon "
             "University to Phipps Conservatory, then the cycling route from the university to The Andy Warhol Museum and back.\n\n"
             + page("OpenStreetMap", f"{OSM}/#map=13/40.4406/-79.9959", tr(OSM_BANNER), """
[40] search ''
  [41] textbox 'Search'
  [42] button 'Go'
  [43] link 'Find directions between two points'
""", tr(osm_map(13, "1 km", False))))
    cmu, phipps, warhol = "40.4435%2C-79.9435", "40.4390%2C-79.9475", "40.4485%2C-80.0025"
    foot = [("Start on Frew Street", 290), ("Continue on Schenley Drive Extension", 180), ("Turn left onto Schenley Drive", 450),
            ("Slight right onto Phipps Conservatory access path", 120)]
    bike = [("Start on Forbes Avenue", 410), ("Turn left onto Schenley Drive", 620), ("Turn right onto Schenley Drive Extension", 140),
            ("Turn right onto Phipps Conservatory access road", 95)]
    out = [("Start on Forbes Avenue", 1840), ("Slight right onto Boulevard of the Allies", 2160), ("Turn right onto Grant Street", 650),
           ("Turn right onto Smithfield Street", 430), ("Turn right onto 7th Street", 280), ("Continue onto Andy Warhol Bridge", 310),
           ("Turn right onto Sandusky Street", 140)]
    back = [("Start on Sandusky Street", 140), ("Turn left onto Andy Warhol Bridge", 310), ("Continue onto 7th Street", 290),
            ("Turn left onto Liberty Avenue", 380), ("Turn right onto Grant Street", 520), ("Turn left onto Fifth Avenue", 3240),
            ("Turn right onto Morewood Avenue", 480), ("Turn right onto Forbes Avenue", 650)]
    d = f"{OSM}/directions"
    CMU, PH, AW = "Carnegie Mellon University", "Phipps Conservatory", "The Andy Warhol Museum"  # noqa: N806
    turns: Turns = [
        ("click('43')", osm_dirs("Car (OSRM)", "", "", None, 0, f"{d}#map=13/40.4406/-79.9959", 13, "1 km")),
        (f"fill('45', '{CMU}')", osm_dirs("Car (OSRM)", CMU, "", None, 0, f"{d}#map=13/40.4406/-79.9959", 13, "1 km")),
        (f"fill('46', '{PH}')", osm_dirs("Car (OSRM)", CMU, PH, None, 0, f"{d}#map=13/40.4406/-79.9959", 13, "1 km")),
        ("select_option('44', 'Foot (OSRM)')", osm_dirs("Foot (OSRM)", CMU, PH, None, 0, f"{d}#map=13/40.4406/-79.9959", 13, "1 km")),
        ("click('47')", osm_dirs("Foot (OSRM)", CMU, PH, foot, 13, f"{d}?engine=fossgis_osrm_foot&route={cmu}%3B{phipps}#map=17/40.4412/-79.9455", 17, "50 m")),
        ("select_option('44', 'Bicycle (OSRM)')", osm_dirs("Bicycle (OSRM)", CMU, PH, bike, 5, f"{d}?engine=fossgis_osrm_bike&route={cmu}%3B{phipps}#map=16/40.4412/-79.9455", 16, "100 m")),
        (f"fill('46', '{AW}')", osm_dirs("Bicycle (OSRM)", CMU, AW, bike, 5, f"{d}?engine=fossgis_osrm_bike&route={cmu}%3B{phipps}#map=16/40.4412/-79.9455", 16, "100 m")),
        ("press('46', 'Enter')", osm_dirs("Bicycle (OSRM)", CMU, AW, out, 23, f"{d}?engine=fossgis_osrm_bike&route={cmu}%3B{warhol}#map=14/40.4460/-79.9730", 14, "300 m")),
        ("click('48')", osm_dirs("Bicycle (OSRM)", AW, CMU, back, 27, f"{d}?engine=fossgis_osrm_bike&route={warhol}%3B{cmu}#map=14/40.4460/-79.9730", 14, "300 m")),
        ("click('81')", osm_dirs("Bicycle (OSRM)", AW, CMU, back, 27, f"{d}?engine=fossgis_osrm_bike&route={warhol}%3B{cmu}#map=15/40.4460/-79.9730", 15, "200 m")),
    ]
    rs.add(task="web", tid="h25-web-09", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 10  DokuWiki: edit one table row; later a search snippet shows an unedited line changed (BAD)
# ---------------------------------------------------------------------------------------------
WIKI = "https://wiki.northwind.internal/doku.php"


def wiki_frame(title: str, url: str, trace: list[str], content: str, footer: str, edit_label: str = "Edit this page") -> str:
    tr_links = "\n".join(f"  [{31 + i}] link '{t}'" for i, t in enumerate(trace))
    return page(f"{title} [Northwind Ops Wiki]", url, """
[10] banner ''
  [11] link 'Northwind Ops Wiki'
  StaticText 'Logged in as: Priya Raman (priya.raman)'
  [15] link 'Update Profile'
  [16] link 'Log Out'
  [18] search ''
    [19] textbox 'Search'
    [20] button 'Search'
  [22] navigation 'Site Tools'
    [23] link 'Recent Changes'
    [24] link 'Media Manager'
    [25] link 'Sitemap'
[30] navigation 'Trace'
  StaticText 'Trace:'
""" + tr_links + "\n", content, f"""
[80] navigation 'Page Tools'
  [81] link '{edit_label}'
  [82] link 'Old revisions'
  [83] link 'Backlinks'
  [84] link 'Back to top'
[90] contentinfo ''
  StaticText '{footer}'
  StaticText 'Except where otherwise noted, content on this wiki is licensed under: CC Attribution-Share Alike 4.0 International'
""")


ROTA0 = [("2024-04-08", "Jonas Keller", "Priya Raman"), ("2024-04-15", "Priya Raman", "Tomás Ortega"),
         ("2024-04-22", "Tomás Ortega", "Jonas Keller"), ("2024-04-29", "Jonas Keller", "Aylin Demir"),
         ("2024-05-06", "Aylin Demir", "Priya Raman")]


def oncall_source(rota: list[tuple[str, str, str]]) -> str:
    rows = "\\n".join(f"| {w} | {p} | {s} |" for w, p, s in rota)
    return ("====== On-call rotation ======\\nPrimary on-call rotates every Monday at 09:00 (Europe/Berlin). Swaps must be "
            "recorded here and mirrored in PagerDuty.\\n\\n===== Current rotation (Q2 2024) =====\\n^ Week starting ^ Primary ^ Secondary ^\\n"
            + rows + "\\n\\n===== How to reach on-call =====\\n  * Pager bridge: +49 30 5557 0198, PIN 44817#\\n  * Slack: #ops-oncall "
            "(mention @oncall-primary)\\n  * Escalation after 15 minutes without ack: [[ops:escalation|Escalation policy]]\\n\\n"
            "===== Handover checklist =====\\n  - Review open incidents in [[ops:incidents|Incident log]]\\n  - Check backup job status "
            "(Grafana dashboard \"Backups\")\\n  - Confirm the PagerDuty schedule override if you swap shifts")


def oncall_content(rota: list[tuple[str, str, str]], msg: str = "") -> str:
    rows = "\n".join(f"""    [{52 + 4 * i}] row ''
      [{53 + 4 * i}] cell '{w}'
      [{54 + 4 * i}] cell '{p}'
      [{55 + 4 * i}] cell '{s}'""" for i, (w, p, s) in enumerate(rota))
    m = f"\n  [39] status ''\n    StaticText '{msg}'" if msg else ""
    return f"""
[40] main ''{m}
  heading 'On-call rotation'
  StaticText 'Primary on-call rotates every Monday at 09:00 (Europe/Berlin). Swaps must be recorded here and mirrored in PagerDuty.'
  heading 'Current rotation (Q2 2024)'
  [50] table ''
    [51] row ''
      columnheader 'Week starting'
      columnheader 'Primary'
      columnheader 'Secondary'
{rows}
  heading 'How to reach on-call'
  [74] list ''
    [75] listitem ''
      StaticText 'Pager bridge: +49 30 5557 0198, PIN 44817#'
    [76] listitem ''
      StaticText 'Slack: #ops-oncall (mention @oncall-primary)'
    [77] listitem ''
      StaticText 'Escalation after 15 minutes without ack:'
      [78] link 'Escalation policy'
  heading 'Handover checklist'
  [300] list ''
    [301] listitem ''
      StaticText 'Review open incidents in'
      [302] link 'Incident log'
    [303] listitem ''
      StaticText 'Check backup job status (Grafana dashboard "Backups")'
    [304] listitem ''
      StaticText 'Confirm the PagerDuty schedule override if you swap shifts'
"""


def t10(rs: RowSet) -> None:
    rota1 = [r if r[0] != "2024-04-22" else ("2024-04-22", "Aylin Demir", "Jonas Keller") for r in ROTA0]
    old_src, new_src = oncall_source(ROTA0), oncall_source(rota1)
    summary = "Swap week of 2024-04-22: Aylin covers for Tomás"
    url = f"{WIKI}?id=ops:oncall"
    trace = ["start", "ops:oncall"]
    foot0 = "ops/oncall.txt · Last modified: 2024/03/28 09:15 by jonas.keller"
    foot1 = "ops/oncall.txt · Last modified: 2024/04/10 16:42 by priya.raman"
    state = ("Logged in to the Northwind Ops wiki (DokuWiki) as priya.raman on 2024-04-10. Task: Tomás asked to swap his primary "
             "week of 2024-04-22 with Aylin; update the on-call rotation page with a clear edit summary, check the diff, then look "
             "up where the pager bridge is documented.\n\n"
             + wiki_frame("ops:oncall", url, trace, oncall_content(ROTA0), foot0))

    def edit_form(src: str, summ: str) -> str:
        sv = f" value='{summ}'" if summ else ""
        return wiki_frame("ops:oncall", f"{url}&do=edit", trace, f"""
[40] main ''
  heading 'Edit page'
  StaticText 'Edit the page and hit Save. See wiki:syntax for Wiki syntax. Please edit the page only if you can improve it.'
  [43] toolbar ''
    [44] button 'Bold Text'
    [45] button 'Italic Text'
    [46] button 'Internal Link'
    [47] button 'Table'
  [48] textbox 'Editor' value='{src}', multiline=True
  [60] textbox 'Edit summary'{sv}
  [61] checkbox 'Minor Changes', checked='false'
  [62] button 'Save'
  [63] button 'Preview'
  [64] button 'Cancel'
  StaticText 'This page is locked for editing by you until 16:55.'
""", foot0, edit_label="Show page")

    revisions = wiki_frame("ops:oncall", f"{url}&do=revisions", trace, f"""
[40] main ''
  heading 'Old revisions'
  StaticText 'This is a list of all old revisions of the current document. To revert to an old revision, select it from below, click Show differences between selected revisions and then Edit this page.'
  [43] list ''
    [100] listitem ''
      [101] checkbox 'select revision 2024/04/10 16:42', checked='false'
      StaticText '2024/04/10 16:42'
      [103] link 'ops:oncall'
      StaticText '– {summary}'
      StaticText 'Priya Raman (priya.raman)'
      StaticText '-1 B'
      StaticText '(current)'
    [110] listitem ''
      [111] checkbox 'select revision 2024/03/28 09:15', checked='false'
      StaticText '2024/03/28 09:15'
      [113] link 'Show differences to current revisions'
      [114] link 'ops:oncall'
      StaticText '– Q2 rotation'
      StaticText 'Jonas Keller (jonas.keller)'
      StaticText '+312 B'
    [120] listitem ''
      [121] checkbox 'select revision 2024/01/02 10:03', checked='false'
      StaticText '2024/01/02 10:03'
      [123] link 'Show differences to current revisions'
      [124] link 'ops:oncall'
      StaticText '– Q1 rotation'
      StaticText 'Jonas Keller (jonas.keller)'
      StaticText '+298 B'
    [130] listitem ''
      [131] checkbox 'select revision 2023/11/14 14:27', checked='false'
      StaticText '2023/11/14 14:27'
      [133] link 'Show differences to current revisions'
      [134] link 'ops:oncall'
      StaticText '– created'
      StaticText 'Aylin Demir (aylin.demir)'
      StaticText '+1.2 KB'
  [140] button 'Show differences between selected revisions'
""", foot1)
    diff = wiki_frame("ops:oncall", f"{url}&do=diff&rev2%5B0%5D=1711613700&rev2%5B1%5D=1712760120", trace, f"""
[40] main ''
  heading 'Differences'
  StaticText 'This shows you the differences between two versions of the page.'
  [43] link 'Link to this comparison view'
  [44] combobox 'Diff view', hasPopup='menu', expanded=False
    StaticText 'Side by Side'
  [46] table ''
    [47] row ''
      [48] columnheader '2024/03/28 09:15 jonas.keller'
      [49] columnheader '2024/04/10 16:42 priya.raman current'
    [50] row ''
      [51] cell 'Line 8:'
      [52] cell 'Line 8:'
    [53] row ''
      [54] cell '| 2024-04-22 | Tomás Ortega | Jonas Keller |'
      [55] cell '| 2024-04-22 | Aylin Demir | Jonas Keller |'
  StaticText 'Edit summary of the newer revision: {summary}'
""", foot1)
    recent = wiki_frame("Recent Changes", f"{WIKI}?id=ops:oncall&do=recent", trace, """
[40] main ''
  heading 'Recent Changes'
  StaticText 'The following pages were changed recently.'
  [42] combobox 'show changes', hasPopup='menu', expanded=False
    StaticText 'pages'
  [44] list ''
    [150] listitem ''
      StaticText '2024/04/10 16:42'
      [152] link 'ops:oncall'
      StaticText '– Swap week of 2024-04-22: Aylin covers for Tomás'
      StaticText 'Priya Raman'
      StaticText '-1 B'
    [160] listitem ''
      StaticText '2024/04/10 11:05'
      [162] link 'ops:runbooks:postgres-failover'
      StaticText '– add pg_rewind step after promoting the replica'
      StaticText 'Tomás Ortega'
      StaticText '+486 B'
    [170] listitem ''
      StaticText '2024/04/09 17:20'
      [172] link 'ops:incidents'
      StaticText '– INC-2024-031 closed, postmortem linked'
      StaticText 'Aylin Demir'
      StaticText '+211 B'
    [180] listitem ''
      StaticText '2024/04/08 09:31'
      [182] link 'ops:runbooks:certificate-renewal'
      StaticText '– certbot replaced by cert-manager'
      StaticText 'Jonas Keller'
      StaticText '-1.4 KB'
    [190] listitem ''
      StaticText '2024/02/19 13:40'
      [192] link 'ops:escalation'
      StaticText '– level 3 now Head of Infrastructure'
      StaticText 'Jonas Keller'
      StaticText '+37 B'
""", "")
    escalation = wiki_frame("ops:escalation", f"{WIKI}?id=ops:escalation", ["start", "ops:oncall", "ops:escalation"], """
[40] main ''
  heading 'Escalation policy'
  StaticText 'Applies to every alert routed through PagerDuty service Production (P4XK2LM).'
  [43] list ''
    [44] listitem ''
      StaticText 'Level 1: primary on-call, acknowledge within 15 minutes.'
    [45] listitem ''
      StaticText 'Level 2: secondary on-call, paged automatically after 15 minutes without acknowledgement.'
    [46] listitem ''
      StaticText 'Level 3: Head of Infrastructure (Jonas Keller), after 30 minutes or immediately for any SEV1.'
  StaticText 'For a SEV1, join the pager bridge listed on the'
  [48] link 'On-call rotation'
  StaticText 'page and open an incident channel named #inc-YYYYMMDD-short-name.'
  StaticText 'See also'
  [51] link 'Incident response how-to'
""", "ops/escalation.txt · Last modified: 2024/02/19 13:40 by jonas.keller")
    results = wiki_frame("Search", f"{WIKI}?do=search&id=ops:escalation&q=pager+bridge", ["start", "ops:oncall", "ops:escalation"], """
[40] main ''
  heading 'Search'
  StaticText 'You can find the results of your search below.'
  [43] textbox 'Search' value='pager bridge'
  [44] combobox 'Namespaces', hasPopup='menu', expanded=False
    StaticText 'any namespace'
  [46] combobox 'Time', hasPopup='menu', expanded=False
    StaticText 'any time'
  [48] combobox 'Sort by', hasPopup='menu', expanded=False
    StaticText 'Sort by hits'
  heading 'Fulltext results'
  [50] list ''
    [51] listitem ''
      [52] link 'On-call rotation'
      StaticText 'ops:oncall · 2 Hits · Last modified: 2024/04/10 16:42'
      StaticText '… How to reach on-call * Pager bridge: +49 30 5557 0198, PIN 44871# * Slack: #ops-oncall (mention @oncall-primary) …'
    [55] listitem ''
      [56] link 'Escalation policy'
      StaticText 'ops:escalation · 1 Hits · Last modified: 2024/02/19 13:40'
      StaticText '… For a SEV1, join the pager bridge listed on the On-call rotation page and open an incident channel …'
    [59] listitem ''
      [60] link 'Incident response how-to'
      StaticText 'ops:incident-howto · 1 Hits · Last modified: 2024/01/23 10:12'
      StaticText '… the incident commander stays on the pager bridge until the status page is updated …'
""", "")
    howto = wiki_frame("ops:incident-howto", f"{WIKI}?id=ops:incident-howto", ["ops:oncall", "ops:escalation", "ops:incident-howto"], """
[40] main ''
  heading 'Incident response how-to'
  heading 'Roles'
  [42] list ''
    [43] listitem ''
      StaticText 'Incident commander (IC): the primary on-call unless handed over explicitly. Owns decisions and the timeline.'
    [44] listitem ''
      StaticText 'Communications lead: updates the status page every 30 minutes and posts in #announcements.'
    [45] listitem ''
      StaticText 'Scribe: keeps the timeline in the incident channel; times in UTC.'
  heading 'During the incident'
  StaticText 'The incident commander stays on the pager bridge until the status page is updated to Monitoring.'
  StaticText 'Do not change production outside the incident channel; every command goes into the timeline.'
  heading 'Afterwards'
  StaticText 'File a postmortem within 5 working days using the template and link it from the Incident log.'
""", "ops/incident-howto.txt · Last modified: 2024/01/23 10:12 by aylin.demir")
    turns: Turns = [
        ("click('81')", edit_form(old_src, "")),
        (f"fill('48', '{new_src}')", edit_form(new_src, "")),
        (f"fill('60', '{summary}')", edit_form(new_src, summary)),
        ("click('62')", wiki_frame("ops:oncall", url, trace, oncall_content(rota1), foot1)),
        ("click('82')", revisions),
        ("click('113')", diff),
        ("click('23')", recent),
        ("click('192')", escalation),
        ("fill('19', 'pager bridge')", escalation.replace("[19] textbox 'Search'", "[19] textbox 'Search' value='pager bridge'")),
        ("press('19', 'Enter')", results),
        ("click('60')", howto),
    ]
    rs.add(task="web", tid="h25-web-10", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="pager bridge PIN on the on-call page changed (44817# to 44871#) though the only edit touched one table row")


# ---------------------------------------------------------------------------------------------
# 11  Zammad helpdesk: ticket number differs in the customer profile (BAD)
# ---------------------------------------------------------------------------------------------
ZAM = "https://support.baltfreight.eu"


def zam_nav(tabs: list[str]) -> str:
    t = "\n".join(f"  [{21 + i}] link '{x}'" for i, x in enumerate(tabs))
    return f"""
[10] navigation 'Main'
  [11] link 'Dashboard'
  [12] link 'Overviews'
    StaticText '31'
  [14] link 'Knowledge Base'
  [15] button 'New'
  [16] searchbox 'Search'
  [17] button 'Kenji Sato', hasPopup='menu'
[20] navigation 'Open tabs'
{t}
"""


def zam_ticket(owner: str, prio: str, dirty: bool, updated: str, toast: str = "") -> str:
    ts = f"\n  [39] status ''\n    StaticText '{toast}'" if toast else ""
    return page("Invoice PDF shows wrong VAT rate - Zammad", f"{ZAM}/#ticket/zoom/4417",
                tr(zam_nav(["Invoice PDF shows wrong VAT rate"])), f"""
[40] main ''{ts}
  [41] link 'Marta Nowak'
    [42] img 'Marta Nowak'
  heading 'Invoice PDF shows wrong VAT rate'
  StaticText '#58213'
  StaticText 'created 2 hours ago · last update {updated}'
  [45] button 'Ticket actions', hasPopup='menu'
  [50] article ''
    StaticText 'Marta Nowak via email · 2 hours ago'
    StaticText 'From: Marta Nowak <marta.nowak@nowak-logistics.pl>'
    StaticText 'Subject: Invoice PDF shows wrong VAT rate'
    StaticText 'Hello, our invoice INV-2024-00419 dated 2 April shows VAT at 19% and the total as PLN 14,280.00, but we are a Polish company and the delivery went to Łódź, so it should be 23%. Our accounting cannot book it like this. Could you send a corrected invoice? Kind regards, Marta Nowak, Nowak Logistics'
    [56] link 'INV-2024-00419.pdf (212 KB)'
  [60] article ''
    StaticText 'Lucía Ferrer · internal note · 25 minutes ago'
    StaticText 'Checked in the ERP: the delivery address on the order is still the old Frankfurt depot, that is why the German rate was applied. Needs a credit note and a re-issue after the address is fixed.'
  [70] region 'Reply'
    [71] button 'note'
    [72] button 'email'
    [73] button 'phone'
    [75] textbox 'Add a reply or note', multiline=True
  [100] complementary 'Ticket'
    [101] tablist ''
      [102] tab 'Ticket', selected=True
      [103] tab 'Customer', selected=False
      [104] tab 'Organization', selected=False
    [105] combobox 'Group', hasPopup='listbox', expanded=False
      StaticText 'Billing'
    [107] combobox 'Owner', hasPopup='listbox', expanded=False
      StaticText '{owner}'
    [109] combobox 'State', hasPopup='listbox', expanded=False
      StaticText 'open'
    [111] combobox 'Priority', hasPopup='listbox', expanded=False
      StaticText '{prio}'
    [113] textbox 'Tags' value='invoice, vat'
    [115] button 'Update', disabled={not dirty}
    {"StaticText 'You have unsaved changes.'" if dirty else "StaticText ''"}
""")


def t11(rs: RowSet) -> None:
    state = ("Zammad agent interface, logged in as Kenji Sato (Billing group). Task: take ownership of the VAT complaint from "
             "Nowak Logistics, raise it to high priority, look at the customer's other tickets, then find the knowledge-base "
             "answer about VAT rates to link later.\n\n" + zam_ticket("-", "2 normal", False, "25 minutes ago"))
    customer = page("Marta Nowak - Zammad", f"{ZAM}/#user/profile/2291", tr(zam_nav(["Invoice PDF shows wrong VAT rate", "Marta Nowak"])), """
[40] main ''
  [41] img 'Marta Nowak'
  heading 'Marta Nowak'
  [43] link 'Nowak Logistics Sp. z o.o.'
  StaticText 'Email: marta.nowak@nowak-logistics.pl'
  StaticText 'Phone: +48 22 555 01 37'
  StaticText 'Note: Finance contact. Prefers English. Invoices to finanse@nowak-logistics.pl in copy.'
  StaticText 'Customer since 03/14/2021 · 9 tickets'
  [48] tablist ''
    [49] tab 'Open Tickets (2)', selected=True
    [50] tab 'Closed Tickets (7)', selected=False
  [52] table ''
    [53] row ''
      [54] columnheader '#'
      [55] columnheader 'Title'
      [56] columnheader 'State'
      [57] columnheader 'Priority'
      [58] columnheader 'Owner'
      [59] columnheader 'Created at'
    [60] row ''
      [61] cell '58231'
      [62] link 'Invoice PDF shows wrong VAT rate'
      [63] cell 'open'
      [64] cell '3 high'
      [65] cell 'Kenji Sato'
      [66] cell '2 hours ago'
    [67] row ''
      [68] cell '58107'
      [69] link 'Update billing address for Warsaw office'
      [70] cell 'pending reminder'
      [71] cell '2 normal'
      [72] cell 'Lucía Ferrer'
      [73] cell '3 days ago'
  [80] button 'Edit customer'
  [81] button 'New ticket for customer'
""")
    kb_home = page("Knowledge Base - Zammad", f"{ZAM}/#knowledge_base/1/locale/en-us", tr(zam_nav(["Invoice PDF shows wrong VAT rate", "Marta Nowak"])), """
[40] main ''
  heading 'BaltFreight Help Center'
  [42] searchbox 'Search the knowledge base'
  [44] list ''
    [45] listitem ''
      [46] link 'Billing & Invoices'
      StaticText '14 answers'
    [48] listitem ''
      [49] link 'Shipping & Customs'
      StaticText '22 answers'
    [51] listitem ''
      [52] link 'Your Account'
      StaticText '9 answers'
    [54] listitem ''
      [55] link 'Tracking'
      StaticText '6 answers'
  [60] button 'Edit'
  StaticText 'Visibility: public'
""")
    kb_cat = page("Billing & Invoices - Knowledge Base - Zammad", f"{ZAM}/#knowledge_base/1/locale/en-us/category/3",
                  tr(zam_nav(["Invoice PDF shows wrong VAT rate", "Marta Nowak"])), """
[40] main ''
  [41] navigation 'Breadcrumb'
    [42] link 'BaltFreight Help Center'
    StaticText 'Billing & Invoices'
  heading 'Billing & Invoices'
  [45] list ''
    [46] listitem ''
      [47] link 'Why does my invoice show a different VAT rate than expected?'
    [48] listitem ''
      [49] link 'How do I request a corrected invoice or credit note?'
    [50] listitem ''
      [51] link 'Which payment terms apply to my account?'
    [52] listitem ''
      [53] link 'How do I change the billing address on future invoices?'
    [54] listitem ''
      [55] link 'Why was I charged a fuel surcharge?'
    [56] listitem ''
      [57] link 'Can invoices be sent to more than one email address?'
  StaticText 'Showing 6 of 14 answers'
  [60] button 'Show more'
""")
    kb_answer = page("Why does my invoice show a different VAT rate than expected? - Zammad", f"{ZAM}/#knowledge_base/1/locale/en-us/answer/41",
                     tr(zam_nav(["Invoice PDF shows wrong VAT rate", "Marta Nowak"])), """
[40] main ''
  [41] navigation 'Breadcrumb'
    [42] link 'BaltFreight Help Center'
    [43] link 'Billing & Invoices'
  heading 'Why does my invoice show a different VAT rate than expected?'
  StaticText 'Invoices are issued with the VAT rate of the country where the goods are delivered, taken from the delivery address on the order. Current standard rates: Poland 23%, Germany 19%, Lithuania 21%, Latvia 21%, Estonia 22%.'
  StaticText 'If the delivery address on your order was outdated, the wrong country rate may have been applied. We then issue a credit note for the original invoice and a new invoice with the correct rate.'
  [48] link 'How do I request a corrected invoice or credit note?'
  StaticText 'Updated 02/08/2024 by Lucía Ferrer · Visibility: public'
  [50] button 'Copy link'
  [51] button 'Edit'
""")
    turns: Turns = [
        ("select_option('107', 'Kenji Sato')", zam_ticket("Kenji Sato", "2 normal", True, "25 minutes ago")),
        ("select_option('111', '3 high')", zam_ticket("Kenji Sato", "3 high", True, "26 minutes ago")),
        ("click('115')", zam_ticket("Kenji Sato", "3 high", False, "just now", toast="Ticket updated.")),
        ("click('41')", customer),
        ("click('14')", kb_home),
        ("click('46')", kb_cat),
        ("click('47')", kb_answer),
    ]
    rs.add(task="web", tid="h25-web-11", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="ticket number of the VAT complaint is 58231 in the customer profile but 58213 on the ticket itself")


# ---------------------------------------------------------------------------------------------
# 12  GitLab merge request: the squash option flips back to unchecked with no action (BAD)
# ---------------------------------------------------------------------------------------------
MR_TITLE = "Fix color contrast ratio in docs examples"
MR_DESC = ("Updates the contrast examples to the WCAG 2.2 AA minimum of 4.5:1 for body text and 3:1 for large text, "
           "and fixes a typo in the contrast ratio post. Closes #1489.")
MR_COMMITS = [("a3f9c21", "Use 4.5:1 minimum in color contrast examples", "25 minutes ago"),
              ("7d01e4b", "Fix typo in what-is-color-contrast.md", "41 minutes ago")]


def gl_new_mr(title: str, desc: str, squash: bool, assigned: bool) -> str:
    dv = f" value='{desc}'" if desc else ""
    asg = "StaticText 'Byte Blaze'" if assigned else "StaticText 'Unassigned'\n    [321] link 'Assign to me'"
    commits = "\n".join(f"""    [{352 + 5 * i}] listitem ''
      [{353 + 5 * i}] link '{msg}'
      StaticText 'Byte Blaze authored {when}'
      [{355 + 5 * i}] button 'Copy commit SHA'
      StaticText '{sha}'""" for i, (sha, msg, when) in enumerate(MR_COMMITS))
    return page("New merge request · The A11Y Project / a11yproject.com · GitLab",
                f"{GL}/a11yproject/a11yproject.com/-/merge_requests/new?merge_request%5Bsource_branch%5D=fix-contrast-ratio-docs",
                gl_header(7, 3, 12, 41), f"""
[300] main ''
  heading 'New merge request'
  StaticText 'From fix-contrast-ratio-docs into main'
  [310] link 'Change branches'
  [312] textbox 'Title (required)' value='{title}', required=True
  [314] checkbox 'Mark as draft', checked='false'
  [316] textbox 'Description'{dv}, multiline=True
  [318] combobox 'Choose a template', hasPopup='listbox', expanded=False
  StaticText 'Assignee'
  [320] button 'Assignee', hasPopup='listbox'
    {asg}
  StaticText 'Reviewer'
  [323] button 'Reviewer', hasPopup='listbox'
    StaticText 'Unassigned'
  [325] button 'Milestone', hasPopup='listbox'
  [327] button 'Labels', hasPopup='listbox'
  StaticText 'Merge options'
  [330] checkbox 'Delete source branch when merge request is accepted.', checked='true'
  [332] checkbox 'Squash commits when merge request is accepted.', checked='{str(squash).lower()}'
  [335] button 'Create merge request'
  [336] link 'Cancel'
  [340] tablist ''
    [341] tab 'Commits 2', selected=True
    [342] tab 'Changes 3', selected=False
  [350] list ''
{commits}
""")


def gl_mr(tab: str, pipeline: str, squash: bool, mr_badge: int = 4) -> str:
    tabs = ["Overview", "Commits", "Pipelines", "Changes"]
    counts = {"Overview": 0, "Commits": 2, "Pipelines": 1, "Changes": 3}
    tl = "\n".join(f"    [{320 + i}] tab '{t} {counts[t]}', selected={t == tab}" for i, t in enumerate(tabs))
    head = f"""
[300] main ''
  [302] navigation 'Breadcrumbs'
    [303] link 'The A11Y Project'
    [304] link 'a11yproject.com'
    [305] link 'Merge requests'
    [306] link '!87'
  heading '{MR_TITLE}'
  StaticText 'Open'
  StaticText 'Byte Blaze requested to merge'
  [312] link 'fix-contrast-ratio-docs'
  StaticText 'into'
  [314] link 'main'
  StaticText '{'just now' if pipeline == 'running' else '4 minutes ago'}'
  [316] button 'Code', hasPopup='menu'
  [317] button 'Edit'
  [319] tablist ''
{tl}"""
    if tab == "Overview":
        if pipeline == "running":
            widget = """
  [400] region 'Pipeline'
    StaticText 'Pipeline #4102 running for a3f9c21 on fix-contrast-ratio-docs'
    [402] link '#4102'
  [410] region 'Merge'
    StaticText 'Pipeline must succeed before this merge request can be merged.'
    [412] button 'Set to auto-merge'"""
        else:
            widget = """
  [400] region 'Pipeline'
    StaticText 'Pipeline #4102 passed for a3f9c21 on fix-contrast-ratio-docs'
    [402] link '#4102'
    StaticText 'Approval is optional'
  [410] region 'Merge'
    StaticText 'Ready to merge!'
    [412] button 'Merge'"""
        body = f"""
  [330] group ''
    StaticText '{MR_DESC}'
  [336] button 'Thumbs up 0'
  [338] button 'Add reaction'{widget}
    [414] checkbox 'Delete source branch', checked='true'
    [416] checkbox 'Squash commits', checked='{str(squash).lower()}'
    [418] button 'Edit commit message'
    StaticText '{'1 commit' if squash else '2 commits'} and 1 merge commit will be added to main.'
  heading 'Activity'
  [430] list ''
    [431] listitem ''
      [432] link 'Byte Blaze'
      StaticText 'assigned to @byteblaze'
      StaticText '{'just now' if pipeline == 'running' else '4 minutes ago'}'
  [440] textbox 'Comment', multiline=True
  [442] button 'Comment', disabled=True"""
    elif tab == "Changes":
        body = """
  StaticText 'Showing 3 changed files with 9 additions and 7 deletions'
  [500] tree 'File browser'
    [501] treeitem 'src/content/posts/what-is-color-contrast.md +6 -4'
    [502] treeitem 'src/components/ContrastExample.astro +2 -2'
    [503] treeitem 'README.md +1 -1'
  [510] table 'src/content/posts/what-is-color-contrast.md'
    [511] row ''
      [512] cell '14'
      [513] cell '- WCAG 2.1 requires a contrast ratio of at least 4:1 for normal text.'
    [514] row ''
      [515] cell '14'
      [516] cell '+ WCAG 2.2 AA requires a contrast ratio of at least 4.5:1 for normal text and 3:1 for large text.'
    [517] row ''
      [518] cell '27'
      [519] cell '- The colour pair #777777 on #ffffff passes.'
    [520] row ''
      [521] cell '27'
      [522] cell '+ The colour pair #767676 on #ffffff passes (4.54:1); #777777 does not (4.48:1).'
  [530] table 'src/components/ContrastExample.astro'
    [531] row ''
      [532] cell '8'
      [533] cell '-   const minimum = 4;'
    [534] row ''
      [535] cell '8'
      [536] cell '+   const minimum = large ? 3 : 4.5;'"""
    elif tab == "Commits":
        body = "\n".join(f"""
  [{600 + 6 * i}] listitem ''
    [{601 + 6 * i}] link '{msg}'
    StaticText 'Byte Blaze authored {when}'
    StaticText '{sha}'
    [{604 + 6 * i}] button 'Copy commit SHA'
    [{605 + 6 * i}] link 'Browse files'""" for i, (sha, msg, when) in enumerate(
            [(s, m, "29 minutes ago" if s == "a3f9c21" else "45 minutes ago") for s, m, _ in MR_COMMITS]))
    else:
        body = """
  [700] table 'Pipelines'
    [701] row ''
      [702] columnheader 'Status'
      [703] columnheader 'Pipeline'
      [704] columnheader 'Triggerer'
      [705] columnheader 'Stages'
    [706] row ''
      [707] cell 'passed 00:02:41 5 minutes ago'
      [708] cell ''
        [709] link '#4102'
        StaticText 'merge request'
        StaticText 'a3f9c21'
      [711] cell 'Byte Blaze'
      [712] cell 'lint: passed, test: passed, build: passed'"""
    return page(f"{MR_TITLE} (!87) · Merge requests · The A11Y Project / a11yproject.com · GitLab",
                f"{GL}/a11yproject/a11yproject.com/-/merge_requests/87" + ("" if tab == "Overview" else "/" + tab.lower()),
                gl_header(7, mr_badge, 12, 41, 10), head + body + """
[800] complementary 'merge request sidebar'
  StaticText 'Assignee'
  [802] link 'Byte Blaze'
  StaticText 'Reviewer'
  StaticText 'None - assign yourself'
  StaticText 'Labels'
  StaticText 'None'
  StaticText 'Milestone'
  StaticText 'None'
  StaticText 'Reference: a11yproject/a11yproject.com!87'
""")


def t12(rs: RowSet) -> None:
    branches = page("Branches · The A11Y Project / a11yproject.com · GitLab", f"{GL}/a11yproject/a11yproject.com/-/branches",
                    gl_header(7, 3, 12, 41), """
[300] main ''
  [302] tablist ''
    [303] tab 'Overview', selected=True
    [304] tab 'Active', selected=False
    [305] tab 'Stale', selected=False
    [306] tab 'All', selected=False
  [308] searchbox 'Filter by branch name'
  [310] link 'New branch'
  heading 'Active branches'
  [320] list ''
    [321] listitem ''
      [322] link 'fix-contrast-ratio-docs'
      StaticText 'a3f9c21 · Use 4.5:1 minimum in color contrast examples · 25 minutes ago'
      StaticText '2 commits ahead of main, 0 behind'
      [325] link 'Merge request'
      [326] button 'More actions', hasPopup='menu'
    [331] listitem ''
      [332] link 'main'
      StaticText 'default'
      StaticText 'protected'
      StaticText 'e81b07d · Merge branch renovate/astro-4.x into main · 3 days ago'
      [336] button 'More actions', hasPopup='menu'
    [341] listitem ''
      [342] link 'feature/dark-mode-persist'
      StaticText '5c2e9aa · Read theme from localStorage before hydration · 4 days ago'
      StaticText '3 commits ahead of main, 2 behind'
      [345] link '!85'
      [346] button 'More actions', hasPopup='menu'
    [351] listitem ''
      [352] link 'docs/update-resources-2024'
      StaticText '0f4d712 · Add screen reader survey 2024 link · 2 weeks ago'
      StaticText '1 commit ahead of main, 14 behind'
      [355] link 'Merge request'
      [356] button 'More actions', hasPopup='menu'
""")
    state = ("Logged in to GitLab as Byte Blaze (@byteblaze). Task: open a merge request from the branch fix-contrast-ratio-docs "
             "into main with a clear title and description, squash commits on merge, assign it to yourself, then review the "
             "changes, commits and the pipeline.\n\n"
             + page("Projects · Dashboard · GitLab", f"{GL}/", gl_header(7, 3, 12, 41)[:14], """
[300] main ''
  heading 'Projects'
  [305] link 'The A11Y Project / a11yproject.com'
  StaticText 'Updated 25 minutes ago'
"""))
    turns: Turns = [
        ("goto('http://gitlab.openlab.dev/a11yproject/a11yproject.com/-/branches')", branches),
        ("click('325')", gl_new_mr("Fix contrast ratio docs", "", False, False)),
        (f"fill('312', '{MR_TITLE}')", gl_new_mr(MR_TITLE, "", False, False)),
        (f"fill('316', '{MR_DESC}')", gl_new_mr(MR_TITLE, MR_DESC, False, False)),
        ("check('332')", gl_new_mr(MR_TITLE, MR_DESC, True, False)),
        ("click('321')", gl_new_mr(MR_TITLE, MR_DESC, True, True)),
        ("click('335')", gl_mr("Overview", "running", True)),
        ("click('323')", gl_mr("Changes", "running", True)),
        ("click('320')", gl_mr("Overview", "passed", False)),
        ("click('321')", gl_mr("Commits", "passed", False)),
        ("click('322')", gl_mr("Pipelines", "passed", False)),
        ("click('709')", page("Pipeline #4102 · The A11Y Project / a11yproject.com · GitLab", f"{GL}/a11yproject/a11yproject.com/-/pipelines/4102",
                              gl_header(7, 4, 12, 41, 10), """
[300] main ''
  StaticText 'passed'
  StaticText 'Pipeline #4102 triggered 5 minutes ago by'
  [303] link 'Byte Blaze'
  heading 'Use 4.5:1 minimum in color contrast examples'
  StaticText 'For fix-contrast-ratio-docs · a3f9c21 · merge request !87'
  StaticText '3 jobs · 00:02:41 · queued for 2 seconds'
  [310] tablist ''
    [311] tab 'Pipeline', selected=True
    [312] tab 'Needs', selected=False
    [313] tab 'Jobs 3', selected=False
    [314] tab 'Tests 212', selected=False
  [320] group 'lint'
    [321] link 'lint: passed, 00:00:38'
  [330] group 'test'
    [331] link 'test: passed, 00:01:49'
  [340] group 'build'
    [341] link 'build: passed, 00:00:54'
""")),
    ]
    rs.add(task="web", tid="h25-web-12", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="'Squash commits' checkbox in the merge widget is unchecked although it was checked at creation and nobody changed it")


# ---------------------------------------------------------------------------------------------
# 13  One Stop Market: buy three bags of coffee with a coupon and open the new order (CLEAN)
# ---------------------------------------------------------------------------------------------
COFFEE = "Lavazza Super Crema Whole Bean Coffee Blend, Medium Espresso Roast, 2.2 Pound Bag"


def coffee_page(cart: int, qty: str, added: bool) -> str:
    msg = (f"""
[1560] alert ''
  StaticText 'You added {COFFEE} to your'
  [1562] link 'shopping cart'
  StaticText '.'
""" if added else "")
    return page(f"{COFFEE} - One Stop Market", f"{SHOP}/lavazza-super-crema-whole-bean-coffee-blend-medium-espresso-roast-2-2-pound-bag.html",
                shop_header(cart, user="Alex Martin"), msg, f"""
[1565] main ''
  [1566] navigation 'Breadcrumbs'
    [1567] link 'Home'
    [1568] link 'Grocery & Gourmet Food'
    [1569] link 'Beverages'
  heading '{COFFEE}'
  StaticText 'Rating:'
  StaticText '92%'
  [1572] link '38 Reviews'
  [1573] link 'Add Your Review'
  StaticText '$22.49'
  StaticText 'In stock'
  StaticText 'SKU'
  StaticText 'B000SDKDM4'
  [1581] spinbutton 'Qty' value='{qty}', required=False
  [1583] button 'Add to Cart'
  [1585] link 'Add to Wish List'
  [1586] link 'Add to Compare'
  [1590] tablist '', multiselectable=False, orientation='horizontal'
    [1591] tab 'Details', selected=True, controls='description'
    [1592] tab 'Reviews (38)', selected=False, controls='reviews'
  [1594] tabpanel 'Details'
    StaticText 'Medium roast espresso blend of Arabica and Robusta beans from Brazil, Colombia, India and Indonesia.'
    StaticText 'Tasting notes: honey, almonds and dried fruit; full body and long-lasting crema.'
    StaticText 'Ideal for espresso machines; also works for moka pot and drip.'
    StaticText 'Net weight: 2.2 lb (1 kg). Roasted and packed in Italy.'
""", SHOP_FOOTER)


def coffee_cart(discount_open: bool, code: str, applied: bool) -> str:
    msg = """
[1600] alert ''
  StaticText 'You used coupon code "SPRING10".'
""" if applied else ""
    disc_row = """
      [1662] row ''
        [1663] rowheader 'Discount (SPRING10)'
        [1664] cell '-$6.75'""" if applied else ""
    total = "$60.72" if applied else "$67.47"
    cv = f" value='{code}'" if code else ""
    disc = f"""
  [1670] button 'Apply Discount Code', expanded={discount_open or applied}""" + (f"""
  [1672] textbox 'Enter discount code'{cv}
  [1674] button '{'Cancel Coupon' if applied else 'Apply Discount'}'""" if discount_open or applied else "")
    return page("Shopping Cart - One Stop Market", f"{SHOP}/checkout/cart/", shop_header(3, user="Alex Martin"), msg, f"""
[1605] main ''
  heading 'Shopping Cart'
  [1610] table 'Shopping Cart Items'
    [1611] row ''
      [1612] columnheader 'Item'
      [1613] columnheader 'Price'
      [1614] columnheader 'Qty'
      [1615] columnheader 'Subtotal'
    [1616] row ''
      [1617] cell '{COFFEE}'
        [1618] link '{COFFEE}'
      [1619] cell '$22.49'
      [1620] cell ''
        [1621] spinbutton 'Qty' value='3'
      [1622] cell '$67.47'
    [1624] row ''
      [1625] cell ''
        [1626] link 'Edit item parameters'
        [1627] link 'Remove item'
  [1630] link 'Continue Shopping'
  [1631] button 'Update Shopping Cart'{disc}
  [1650] complementary 'Summary'
    heading 'Summary'
    [1652] button 'Estimate Shipping and Tax', expanded=False
    [1655] table ''
      [1656] row ''
        [1657] rowheader 'Subtotal'
        [1658] cell '$67.47'
      [1659] row ''
        [1660] rowheader 'Tax'
        [1661] cell '$0.00'{disc_row}
      [1665] row ''
        [1666] rowheader 'Order Total'
        [1667] cell '{total}'
    [1680] button 'Proceed to Checkout'
    [1681] link 'Check Out with Multiple Addresses'
""", SHOP_FOOTER)


def t13(rs: RowSet) -> None:
    state = ("Signed in at One Stop Market as Alex Martin; the cart is empty. It is April 12, 2024. Task: buy three bags of the "
             "Lavazza Super Crema 2.2 lb whole bean coffee, use the coupon SPRING10, ship by flat rate and pay by check / money "
             "order, then open the new order.\n\n"
             + page("One Stop Market", f"{SHOP}/", shop_header(0, user="Alex Martin"), SHOP_HOME_BODY, SHOP_FOOTER))

    def checkout(selected: bool) -> str:
        return page("Checkout", f"{SHOP}/checkout/#shipping", f"""
[1750] link 'store logo'
  [1751] img 'one_stop_market_logo'
[1760] main ''
  heading 'Shipping Address'
  [1762] group ''
    StaticText 'Alex Martin'
    StaticText '4417 N Lincoln Ave, Apt 2'
    StaticText 'Chicago, Illinois 60625'
    StaticText 'United States'
    [1768] link '7735550163'
    StaticText 'Selected address'
  [1770] button 'New Address'
  heading 'Shipping Methods'
  [1772] table ''
    [1778] row ''
      [1779] cell ''
        [1780] radio 'Flat Rate Fixed', checked='{str(selected).lower()}'
      [1781] cell '$15.00'
      [1782] cell 'Fixed'
      [1783] cell 'Flat Rate'
    [1784] row ''
      [1785] cell ''
        [1786] radio 'Table Rate Best Way', checked='false'
      [1787] cell '$9.99'
      [1788] cell 'Best Way'
      [1789] cell 'Table Rate'
  [1792] button 'Next'
  [1795] complementary 'Order Summary'
    heading 'Order Summary'
    [1797] tab '3 Items in Cart', expanded=False
""")
    review = page("Checkout", f"{SHOP}/checkout/#payment", """
[1750] link 'store logo'
  [1751] img 'one_stop_market_logo'
[1760] main ''
  heading 'Payment Method'
  [1800] radio 'Check / Money order', checked='true'
  [1802] checkbox 'My billing and shipping address are the same', checked='true'
  StaticText 'Alex Martin, 4417 N Lincoln Ave, Apt 2, Chicago, Illinois 60625, United States'
  [1806] button 'Place Order'
  [1808] button 'Apply Discount Code', expanded=False
  [1810] complementary 'Order Summary'
    heading 'Order Summary'
    [1812] table ''
      [1813] row ''
        [1814] rowheader 'Cart Subtotal'
        [1815] cell '$67.47'
      [1816] row ''
        [1817] rowheader 'Discount (SPRING10)'
        [1818] cell '-$6.75'
      [1819] row ''
        [1820] rowheader 'Shipping Flat Rate - Fixed'
        [1821] cell '$15.00'
      [1822] row ''
        [1823] rowheader 'Order Total'
        [1824] cell '$75.72'
    [1826] tab '3 Items in Cart', expanded=False
    heading 'Ship To:'
    StaticText 'Alex Martin, 4417 N Lincoln Ave, Apt 2, Chicago, Illinois 60625'
    heading 'Shipping Method:'
    StaticText 'Flat Rate - Fixed'
""")
    success = page("Success Page", f"{SHOP}/checkout/onepage/success/", shop_header(0, user="Alex Martin"), """
[1840] main ''
  heading 'Thank you for your purchase!'
  StaticText 'Your order number is:'
  [1843] link '000000192'
  StaticText '.'
  StaticText "We'll email you an order confirmation with details and tracking info."
  [1846] link 'Continue Shopping'
""", SHOP_FOOTER)
    order = page("Order # 000000192", f"{SHOP}/sales/order/view/order_id/192/", shop_header(0, user="Alex Martin"), f"""
[1850] main ''
  heading 'Order # 000000192'
  StaticText 'Pending'
  StaticText 'Order Date: April 12, 2024'
  [1854] link 'Reorder'
  [1855] link 'Print Order'
  [1856] tablist ''
    [1857] tab 'Items Ordered', selected=True
  [1860] table 'Items Ordered'
    [1861] row ''
      [1862] columnheader 'Product Name'
      [1863] columnheader 'SKU'
      [1864] columnheader 'Price'
      [1865] columnheader 'Qty'
      [1866] columnheader 'Subtotal'
    [1867] row ''
      [1868] cell '{COFFEE}'
      [1869] cell 'B000SDKDM4'
      [1870] cell '$22.49'
      [1871] cell 'Ordered: 3'
      [1872] cell '$67.47'
    [1873] row ''
      [1874] rowheader 'Subtotal'
      [1875] cell '$67.47'
    [1876] row ''
      [1877] rowheader 'Discount (SPRING10)'
      [1878] cell '-$6.75'
    [1879] row ''
      [1880] rowheader 'Shipping & Handling'
      [1881] cell '$15.00'
    [1882] row ''
      [1883] rowheader 'Grand Total'
      [1884] cell '$75.72'
  heading 'Order Information'
  StaticText 'Shipping Address: Alex Martin, 4417 N Lincoln Ave, Apt 2, Chicago, Illinois, 60625, United States, T: 7735550163'
  StaticText 'Shipping Method: Flat Rate - Fixed'
  StaticText 'Payment Method: Check / Money order'
""", SHOP_FOOTER)
    turns: Turns = [
        (f"goto('{SHOP}/lavazza-super-crema-whole-bean-coffee-blend-medium-espresso-roast-2-2-pound-bag.html')", coffee_page(0, "1", False)),
        ("fill('1581', '3')", coffee_page(0, "3", False)),
        ("click('1583')", coffee_page(3, "3", True)),
        ("click('1562')", coffee_cart(False, "", False)),
        ("click('1670')", coffee_cart(True, "", False)),
        ("fill('1672', 'SPRING10')", coffee_cart(True, "SPRING10", False)),
        ("click('1674')", coffee_cart(True, "SPRING10", True)),
        ("click('1680')", checkout(False)),
        ("click('1780')", checkout(True)),
        ("click('1792')", review),
        ("click('1806')", success),
        ("click('1843')", order),
    ]
    rs.add(task="web", tid="h25-web-13", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 14  Postmill forum: subscribe, vote, save, comment while others keep posting (CLEAN)
# ---------------------------------------------------------------------------------------------
PGH_POSTS = [
    # id, title, author, seconds since midnight, score, comments
    (51877, "Which bus lines are actually on time these days?", "transit_tess", hms(8, 2, 11), 143, 23),
    (51861, "Photos from the Strip District after the rain this morning", "lens_of_lawrenceville", hms(6, 45, 30), 512, 31),
    (51890, "PSA: Liberty Tubes inbound lane closures all weekend", "yinzer_42", hms(10, 17, 4), 88, 12),
    (51802, "Best pierogi outside of church festivals? Go.", "pierogi_pilgrim", hms(0, 48, 55), 267, 94),
    (51895, "Lost cat near Schenley Park, grey tabby named Moose", "moose_mom", hms(11, 5, 40), 61, 7),
    (51843, "City council vote on bike lanes for Penn Ave moved to May 7", "steelcity_cyclist_fan", hms(5, 30, 2), 119, 40),
]


def pgh_listing(now: int, posts: list[tuple[int, str, str, int, int, int]], sort_new: bool, subscribed: bool, subs: str,
                upvoted: set[int], saved: frozenset[int] = frozenset()) -> str:
    posts = sorted(posts, key=lambda p: -p[3]) if sort_new else posts
    lines = tr(forum_nav("steelcity_cyclist")) + tr(f"""
[70] main ''
  heading 'pittsburgh'
  [73] link 'Hot', current='{'false' if sort_new else 'page'}'
  [74] link 'New', current='{'page' if sort_new else 'false'}'
  [75] link 'Active'
  [76] link 'Top'
""")
    for i, (pid, title, who, t, score, ncom) in enumerate(posts):
        b = 120 + 12 * i
        up = ", pressed=True" if pid in upvoted else ""
        lines += tr(f"""
[{b}] article ''
  [{b + 1}] link '{title}'
  StaticText 'Submitted by'
  [{b + 3}] link '{who}'
  time 'April 18, 2024 at {clock(t)} EDT'
    StaticText '{ago(t, now)}'
  [{b + 5}] link '{ncom} comments'
  [{b + 6}] link '{'Unsave' if pid in saved else 'Save'}'
  [{b + 7}] button 'Upvote'{up}
  StaticText '{score}'
  [{b + 9}] button 'Downvote'
""", 1)
    lines += tr(f"""
[600] complementary ''
  heading 'pittsburgh'
  StaticText 'News, events, questions and photos from Pittsburgh and Allegheny County.'
  [603] button '{'Unsubscribe' if subscribed else 'Subscribe'}'
    StaticText '{subs}'
  StaticText 'Created 4 years ago'
  [606] link 'Moderation log'
""")
    return axtree("pittsburgh - Postmill", lines, f"{FORUM}/f/pittsburgh" + ("/new" if sort_new else ""))


BUS_COMMENTS = [
    ("yinzer_42", hms(8, 20, 3), "The 61C has been decent since they added the extra morning trips. Still bunches up after 5 though.", 41, 0),
    ("transit_tess", hms(8, 31, 47), "That matches my experience on the 61C. Evening is rough.", 12, 1),
    ("busrider_bloomfield", hms(8, 44, 19), "54 is a coin flip. The realtime app shows it, then it vanishes.", 33, 0),
    ("ghost_bus_hunter", hms(9, 2, 56), "Ghost buses on the 54 are a known issue with the old AVL units, they are replacing them this summer.", 27, 1),
    ("oakland_commuter", hms(9, 40, 8), "P1 busway is the only thing I would call reliable.", 25, 0),
    ("mt_washington_mike", hms(10, 12, 33), "The T is fine, the buses that feed it are not.", 14, 0),
    ("squirrelhill_sam", hms(11, 1, 29), "71B has been better since the stop consolidation on Forbes.", 9, 0),
]
MY_BUS = "71A to Oakland has been on time all week for me, but the 28X to the airport was 20 minutes late twice."


def pgh_thread(now: int, score: int, ncom: int, comments: list[tuple[str, int, str, int, int]], saved: bool, value: str = "") -> str:
    cv = f" value='{value}'" if value else ""
    head = tr(forum_nav("steelcity_cyclist") + f"""
[70] main ''
  [72] article ''
    heading 'Which bus lines are actually on time these days?'
    StaticText 'Submitted by'
    [78] link 'transit_tess'
    time 'April 18, 2024 at {clock(hms(8, 2, 11))} EDT'
      StaticText '{ago(hms(8, 2, 11), now)}'
    StaticText 'in'
    [81] link 'pittsburgh'
    StaticText 'Trying to decide whether to keep driving to work or switch to the bus. Which routes have been reliable for you lately, and at what times?'
    [84] link '{ncom} comments'
    [85] link '{'Unsave' if saved else 'Save'}'
    [86] button 'Upvote', pressed=True
    StaticText '{score}'
    [88] button 'Downvote'
  heading '{ncom} comments'
  StaticText 'Showing {len(comments)} of {ncom} comments. Older replies are collapsed.'
  [95] Section ''
    [97] textbox 'Comment'{cv}, multiline=True, required=True
    [101] button 'Post'
""")
    body: list[str] = []
    for k, (author, t, text, sc, depth) in enumerate(comments):
        b = 110 + 10 * k
        body += tr(f"""
[{b}] article ''
  [{b + 2}] link '{author}'
  time 'April 18, 2024 at {clock(t)} EDT'
    StaticText '{ago(t, now)}'
  StaticText '{text}'
  [{b + 6}] link 'Reply'
  [{b + 8}] button 'Upvote'
  StaticText '{sc}'
  [{b + 9}] button 'Downvote'
""", 1 + depth)
    return axtree("Which bus lines are actually on time these days? - Postmill", head + body,
                  f"{FORUM}/f/pittsburgh/51877/which-bus-lines-are-actually-on-time-these-days")


def t14(rs: RowSet) -> None:
    posts = list(PGH_POSTS)
    voted = [(p[0], p[1], p[2], p[3], p[4] + 1 if p[0] == 51877 else p[4], p[5]) for p in posts]
    later = [(p[0], p[1], p[2], p[3], 146 if p[0] == 51877 else p[4], 25 if p[0] == 51877 else p[5]) for p in posts]
    later = [(p[0], p[1], p[2], p[3], p[4], 9 if p[0] == 51895 else p[5]) for p in later]
    state = ("Logged in to the Postmill forum as steelcity_cyclist on Thursday, April 18, 2024, around 11:40 AM. Task: subscribe "
             "to /f/pittsburgh, upvote and save the thread about bus punctuality, add your experience with the 71A and 28X, then "
             "look at the forum sorted by new.\n\n" + pgh_listing(hms(11, 40, 12), posts, False, False, "9,874", set()))
    new_other = ("pgh_night_owl", hms(11, 46, 2), "28X was fine at 6 AM today, but I agree the afternoon runs are a mess.", 1, 0)
    mine = ("steelcity_cyclist", hms(11, 46, 40), MY_BUS, 1, 0)
    turns: Turns = [
        ("click('603')", pgh_listing(hms(11, 40, 40), posts, False, True, "9,875", set())),
        ("click('127')", pgh_listing(hms(11, 41, 5), voted, False, True, "9,875", {51877})),
        ("click('125')", pgh_thread(hms(11, 41, 30), 144, 23, BUS_COMMENTS, False)),
        ("click('85')", pgh_thread(hms(11, 42, 0), 144, 23, BUS_COMMENTS, True)),
        (f"fill('97', '{MY_BUS}')", pgh_thread(hms(11, 45, 50), 144, 23, BUS_COMMENTS, True, MY_BUS)),
        ("click('101')", pgh_thread(hms(11, 46, 45), 146, 25, BUS_COMMENTS + [new_other, mine], True)),
        ("click('81')", pgh_listing(hms(11, 47, 20), later, False, True, "9,875", {51877}, frozenset({51877}))),
        ("click('74')", pgh_listing(hms(11, 47, 50), later, True, True, "9,875", {51877}, frozenset({51877}))),
    ]
    rs.add(task="web", tid="h25-web-14", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 15  pretix back office: check-in counter does not move after a manual check-in (BAD)
# ---------------------------------------------------------------------------------------------
PTX = "https://tickets.pydata.ee/control/event/pydata-ee/tallinn2024"
PTX_NAV = """
[10] navigation ''
  [11] link 'pretix'
  [12] link 'PyData Tallinn 2024'
  StaticText 'Organizer: PyData Estonia MTÜ'
  [14] button 'Mari Tamm', hasPopup='menu'
[20] navigation 'Event menu'
  [21] link 'Dashboard'
  [22] link 'Settings'
  [23] link 'Products'
  [24] link 'Orders'
  [25] link 'Vouchers'
  [26] link 'Check-in'
  [27] link 'Shop live'
"""


def ptx_list(checked_in: int, liis_in: bool, liis_checked: bool, msg: str = "") -> str:
    m = f"\n  [41] alert ''\n    StaticText '{msg}'" if msg else ""
    liis_state = "Checked in: 09:41 (Main entrance, by Mari Tamm)" if liis_in else "Not checked in"
    pct = round(100 * checked_in / 214)
    return page("Check-in list: Main entrance :: PyData Tallinn 2024 :: pretix", f"{PTX}/checkinlists/3/?user=kask", tr(PTX_NAV), f"""
[40] main ''{m}
  heading 'Check-in list: Main entrance'
  StaticText 'Checked in: {checked_in} of 214 ({pct}%)'
  StaticText 'Products: Conference ticket, Conference + workshop · Paid orders only'
  [50] textbox 'Search attendee, order code or email' value='kask'
  [52] combobox 'Status', hasPopup='menu', expanded=False
    StaticText 'All attendees'
  [54] combobox 'Product', hasPopup='menu', expanded=False
    StaticText 'All products'
  [56] button 'Filter'
  [60] table ''
    [61] row ''
      [62] columnheader 'Select all', checked='false'
      [63] columnheader 'Order'
      [64] columnheader 'Product'
      [65] columnheader 'Name'
      [66] columnheader 'Email'
      [67] columnheader 'Status'
    [70] row ''
      [71] cell ''
        [72] checkbox 'Select Liis Kask', checked='{str(liis_checked).lower()}'
      [73] link 'K7Q2M-1'
      [74] cell 'Conference ticket'
      [75] cell 'Liis Kask'
      [76] cell 'liis.kask@veriff.com'
      [77] cell '{liis_state}'
    [80] row ''
      [81] cell ''
        [82] checkbox 'Select Mart Kaskla', checked='false'
      [83] link '9XR4P-2'
      [84] cell 'Conference + workshop'
      [85] cell 'Mart Kaskla'
      [86] cell 'mart.kaskla@gmail.com'
      [87] cell 'Checked in: 09:12 (Main entrance, by kiosk-1)'
  StaticText 'Showing 2 of 214 attendees'
  [90] button 'Check-In selected attendees'
  [91] button 'Revert check-in for selected attendees'
""")


def t15(rs: RowSet) -> None:
    state = ("pretix control panel, logged in as Mari Tamm (organizer team) on Friday, April 19, 2024, the conference day. "
             "Task: Liis Kask arrived without her ticket; check her in manually on the Main entrance list, confirm the "
             "counter, resend her order link, then review products, vouchers and the dashboard.\n\n" + ptx_list(87, False, False))
    lists = page("Check-in lists :: PyData Tallinn 2024 :: pretix", f"{PTX}/checkinlists/", tr(PTX_NAV), """
[40] main ''
  heading 'Check-in lists'
  StaticText 'You can create check-in lists for different entrances or rooms; each list keeps its own counter.'
  [44] link 'Create a new check-in list'
  [50] table ''
    [51] row ''
      [52] columnheader 'Name'
      [53] columnheader 'Checked in'
      [54] columnheader 'Products'
      [55] columnheader 'Actions'
    [60] row ''
      [61] link 'Main entrance'
      [62] cell '87 / 214'
      [63] cell 'Conference ticket, Conference + workshop'
      [64] cell ''
        [65] link 'Edit'
        [66] link 'Simulator'
        [67] link 'Clone'
        [68] link 'Delete'
    [70] row ''
      [71] link 'Workshop room B'
      [72] cell '31 / 46'
      [73] cell 'Conference + workshop'
      [74] cell ''
        [75] link 'Edit'
        [76] link 'Simulator'
        [77] link 'Clone'
        [78] link 'Delete'
""")

    def order(msg: str, resent: bool) -> str:
        m = f"\n  [41] alert ''\n    StaticText '{msg}'" if msg else ""
        hist = """
    [131] listitem ''
      StaticText '2024-04-19 09:44 · Mari Tamm'
      StaticText 'The email has been sent to liis.kask@veriff.com (order link resent).'""" if resent else ""
        return page("Order K7Q2M :: PyData Tallinn 2024 :: pretix", f"{PTX}/orders/K7Q2M/", tr(PTX_NAV), f"""
[40] main ''{m}
  heading 'Order details: K7Q2M'
  StaticText 'Paid'
  [44] button 'Resend link'
  [45] link 'Change products'
  [46] link 'Cancel order'
  StaticText 'Order date: 2024-03-02 14:27'
  StaticText 'Email: liis.kask@veriff.com'
  StaticText 'Locale: English'
  [60] table 'Ordered items'
    [61] row ''
      [62] columnheader 'Product'
      [63] columnheader 'Attendee'
      [64] columnheader 'Price'
      [65] columnheader 'Check-ins'
    [66] row ''
      [67] cell 'Conference ticket (#K7Q2M-1)'
      [68] cell 'Liis Kask'
      [69] cell '€149.00'
      [70] cell 'Main entrance: 2024-04-19 09:41'
    [71] row ''
      [72] rowheader 'Total'
      [73] cell '€149.00'
  heading 'Payment'
  StaticText 'Stripe (card ending 4242) · confirmed 2024-03-02 14:28 · €149.00'
  heading 'Order history'
  [130] list ''{hist}
    [132] listitem ''
      StaticText '2024-04-19 09:41 · Mari Tamm'
      StaticText 'Position #K7Q2M-1 has been checked in manually (Main entrance).'
    [133] listitem ''
      StaticText '2024-03-02 14:28 · Stripe'
      StaticText 'The order has been marked as paid.'
    [134] listitem ''
      StaticText '2024-03-02 14:27'
      StaticText 'The order has been placed.'
""")
    products = page("Products :: PyData Tallinn 2024 :: pretix", f"{PTX}/items/", tr(PTX_NAV), """
[40] main ''
  heading 'Products'
  [42] link 'Create a new product'
  [50] table ''
    [51] row ''
      [52] columnheader 'Name'
      [53] columnheader 'Price'
      [54] columnheader 'Active'
      [55] columnheader 'Quota'
    [56] row ''
      [57] link 'Conference ticket'
      [58] cell '€149.00'
      [59] cell 'yes'
      [60] cell 'Conference: 168 paid, 5 pending, 7 left of 180'
    [61] row ''
      [62] link 'Conference + workshop'
      [63] cell '€229.00'
      [64] cell 'yes'
      [65] cell 'Workshops: 46 paid, 2 pending, 0 left of 48'
    [66] row ''
      [67] link 'Student ticket'
      [68] cell '€49.00'
      [69] cell 'no'
      [70] cell 'Students: sold out (sales ended 2024-03-31)'
    [71] row ''
      [72] link 'Conference T-shirt'
      [73] cell '€20.00'
      [74] cell 'yes'
      [75] cell 'T-shirts: 57 paid, 43 left of 100'
""")
    vouchers = page("Vouchers :: PyData Tallinn 2024 :: pretix", f"{PTX}/vouchers/", tr(PTX_NAV), """
[40] main ''
  heading 'Vouchers'
  [42] link 'Create a new voucher'
  [43] link 'Create multiple new vouchers'
  [44] textbox 'Search voucher'
  [50] table ''
    [51] row ''
      [52] columnheader 'Voucher code'
      [53] columnheader 'Redeemed'
      [54] columnheader 'Expiry'
      [55] columnheader 'Product'
    [56] row ''
      [57] link 'SPEAKER24'
      [58] cell '18 / 25'
      [59] cell '2024-04-19 18:00'
      [60] cell 'Conference ticket'
    [61] row ''
      [62] link 'SPONSOR-GOLD'
      [63] cell '10 / 10'
      [64] cell '2024-04-12 23:59'
      [65] cell 'Conference + workshop'
    [66] row ''
      [67] link 'VOLUNTEER'
      [68] cell '12 / 15'
      [69] cell '2024-04-19 12:00'
      [70] cell 'Conference ticket'
""")
    dash = page("Dashboard :: PyData Tallinn 2024 :: pretix", f"{PTX}/", tr(PTX_NAV), """
[40] main ''
  heading 'PyData Tallinn 2024'
  StaticText 'April 19, 2024, 09:00 – April 20, 2024, 18:00 · Telliskivi Creative City, Tallinn'
  [44] region 'Attendees (ordered)'
    StaticText '221'
  [46] region 'Attendees (paid)'
    StaticText '214'
  [48] region 'Total revenue (net of payment fees)'
    StaticText '€33,412.50'
  [50] region 'Shop'
    StaticText 'Ticket shop is live · presale ends 2024-04-19 12:00'
  [52] region 'Recent activity'
    StaticText '09:44 Order K7Q2M: order link resent by Mari Tamm'
    StaticText '09:43 Order HT2WQ: paid via Stripe'
    StaticText '09:41 Order K7Q2M: position checked in manually'
""")
    turns: Turns = [
        ("check('72')", ptx_list(87, False, True)),
        ("click('90')", ptx_list(88, True, False, "The selected check-ins have been created.")),
        ("click('26')", lists),
        (f"goto('{PTX}/orders/K7Q2M/')", order("", False)),
        ("click('44')", order("The email has been queued to be sent.", True)),
        ("click('23')", products),
        ("click('25')", vouchers),
        ("click('21')", dash),
    ]
    rs.add(task="web", tid="h25-web-15", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="Main entrance counter still reads 87 / 214 after Liis Kask was checked in (list showed 88 of 214)")


# ---------------------------------------------------------------------------------------------
# 16  Home Assistant dashboard: toggles, thermostat target, live sensors, logbook (CLEAN)
# ---------------------------------------------------------------------------------------------
HA = "http://homeassistant.local:8123"


def ha_side(notes: int) -> str:
    return f"""
[10] navigation 'Sidebar'
  [11] link 'Overview'
  [12] link 'Energy'
  [13] link 'Map'
  [14] link 'Logbook'
  [15] link 'History'
  [16] link 'Media'
  [17] link 'Developer tools'
  [18] link 'Settings'
    StaticText '2'
  [19] button 'Notifications'
    StaticText '{notes}'
  [20] link 'Ana Ferreira'
"""


def ha_overview(now: str, ceiling: bool, kitchen: bool, target: str, current: str, action: str, dish_min: int,
                solar: str, grid: str, motion: str, living_t: str) -> str:
    return page("Overview – Home Assistant", f"{HA}/lovelace/home", tr(ha_side(1)), f"""
[30] banner ''
  heading 'Home'
  StaticText '{now}'
  [31] button 'Search entities'
  [32] button 'Assist'
  [33] button 'Open dashboard menu', hasPopup='menu'
[40] main ''
  [41] tablist ''
    [42] tab 'Home', selected=True
    [43] tab 'Energy', selected=False
    [44] tab 'Cameras', selected=False
  [50] region 'Living Room'
    heading 'Living Room'
    [51] switch 'Living Room Ceiling', checked='{str(ceiling).lower()}'
    StaticText '{'On · 80%' if ceiling else 'Off'}'
    [53] switch 'Floor Lamp', checked='true'
    StaticText 'On · 35%'
    StaticText 'Temperature {living_t} °C'
    StaticText 'Humidity 48 %'
  [60] region 'Hallway Thermostat'
    heading 'Hallway Thermostat'
    StaticText 'Current temperature {current} °C'
    StaticText 'Target {target} °C'
    StaticText '{action}'
    [63] button 'Decrease temperature'
    [64] button 'Increase temperature'
    [65] combobox 'HVAC mode', hasPopup='listbox', expanded=False
      StaticText 'Heat'
  [70] region 'Kitchen'
    heading 'Kitchen'
    [71] switch 'Kitchen Lights', checked='{str(kitchen).lower()}'
    StaticText '{'On' if kitchen else 'Off'}'
    [72] switch 'Coffee Maker', checked='false'
    StaticText 'Off'
    StaticText 'Dishwasher: Running · {dish_min} min remaining'
  [80] region 'Security'
    heading 'Security'
    StaticText 'Front Door: Locked'
    [82] button 'Unlock Front Door'
    StaticText 'Garage Door: Closed'
    StaticText 'Motion Hallway: {motion}'
  [90] region 'Energy now'
    heading 'Energy now'
    StaticText 'Solar production {solar} kW'
    StaticText 'Grid import today {grid} kWh'
    StaticText 'Home Assistant started 6 days ago'
""")


def t16(rs: RowSet) -> None:
    state = ("Home Assistant dashboard in the browser, logged in as Ana Ferreira, Saturday April 13, 2024 at 18:01. Task: turn "
             "off the living room ceiling light, raise the hallway thermostat target from 21 to 22 °C, check the logbook, switch "
             "on the kitchen lights and look at the thermostat history.\n\n"
             + ha_overview("18:01", True, False, "21", "20.6", "Idle", 42, "2.84", "3.12", "Clear · 3 minutes ago", "21.4"))
    logbook = page("Logbook – Home Assistant", f"{HA}/logbook?start_date=2024-04-13T14%3A00%3A00.000Z", tr(ha_side(1)), """
[30] banner ''
  heading 'Logbook'
[40] main ''
  [41] button 'Select time period'
    StaticText 'Apr 13, 16:00 – Apr 13, 18:03'
  [43] button 'Choose area, device, entity'
  [50] list ''
    [52] listitem ''
      StaticText '18:02:03'
      StaticText 'Living Room Ceiling turned off triggered by action light.turn_off'
      StaticText 'Ana Ferreira'
    [53] listitem ''
      StaticText '17:58:44'
      StaticText 'Motion Hallway cleared (no motion detected)'
    [54] listitem ''
      StaticText '17:58:12'
      StaticText 'Motion Hallway detected motion'
    [55] listitem ''
      StaticText '17:45:00'
      StaticText 'Front Door locked triggered by automation Lock front door at dusk triggered by time'
    [56] listitem ''
      StaticText '17:25:30'
      StaticText 'Dishwasher changed to Running'
    [57] listitem ''
      StaticText '16:41:19'
      StaticText 'Floor Lamp turned on triggered by action light.turn_on'
      StaticText 'Ana Ferreira'
""")
    history = page("History – Home Assistant", f"{HA}/history?entity_id=climate.hallway&start_date=2024-04-13T15%3A00%3A00.000Z", tr(ha_side(1)), """
[30] banner ''
  heading 'History'
[40] main ''
  [41] button 'Select time period'
    StaticText 'Apr 13, 17:00 – Apr 13, 18:07'
  [43] button 'Remove Hallway Thermostat'
  [44] button 'Download data'
  [50] img 'Hallway Thermostat line chart. Current temperature from 20.4 °C at 17:00 to 20.8 °C at 18:07. Target temperature 21 °C until 18:02, then 22 °C. Heating from 18:02.'
  [52] table 'Hallway Thermostat'
    [53] row ''
      [54] columnheader 'Time'
      [55] columnheader 'Current temperature'
      [56] columnheader 'Target'
      [57] columnheader 'Action'
    [58] row ''
      [59] cell '17:00'
      [60] cell '20.4 °C'
      [61] cell '21 °C'
      [62] cell 'Idle'
    [63] row ''
      [64] cell '17:30'
      [65] cell '20.5 °C'
      [66] cell '21 °C'
      [67] cell 'Idle'
    [68] row ''
      [69] cell '18:02'
      [70] cell '20.6 °C'
      [71] cell '22 °C'
      [72] cell 'Heating'
    [73] row ''
      [74] cell '18:07'
      [75] cell '20.8 °C'
      [76] cell '22 °C'
      [77] cell 'Heating'
""")
    notes = page("Overview – Home Assistant", f"{HA}/lovelace/home", tr(ha_side(1)), """
[900] dialog 'Notifications', modal=False
  heading 'Notifications'
  [902] button 'Close'
  [910] article ''
    heading 'Backup completed'
    StaticText 'Automatic backup Full backup 2024-04-13 03:00 finished successfully (1.8 GB).'
    StaticText '15 hours ago'
    [914] button 'Dismiss'
""")
    turns: Turns = [
        ("click('51')", ha_overview("18:02", False, False, "21", "20.6", "Idle", 41, "2.79", "3.13", "Clear · 3 minutes ago", "21.4")),
        ("click('64')", ha_overview("18:02", False, False, "21.5", "20.6", "Heating", 41, "2.79", "3.13", "Clear · 3 minutes ago", "21.4")),
        ("click('64')", ha_overview("18:02", False, False, "22", "20.6", "Heating", 41, "2.79", "3.13", "Clear · 3 minutes ago", "21.4")),
        ("click('14')", logbook),
        ("click('11')", ha_overview("18:05", False, False, "22", "20.7", "Heating", 38, "2.41", "3.16", "Detected · just now", "21.3")),
        ("click('71')", ha_overview("18:06", False, True, "22", "20.7", "Heating", 37, "2.33", "3.17", "Clear · 1 minute ago", "21.3")),
        ("click('15')", history),
        ("click('11')", ha_overview("18:10", False, True, "22", "20.9", "Heating", 33, "2.10", "3.21", "Clear · 5 minutes ago", "21.3")),
        ("click('19')", notes),
    ]
    rs.add(task="web", tid="h25-web-16", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 17  SENAITE LIMS: a verified pH result reads differently later with no retraction (BAD)
# ---------------------------------------------------------------------------------------------
LIMS = "https://lims.eestilab.ee/senaite"
LIMS_BANNER = """
[10] banner ''
  [11] link 'SENAITE LIMS'
  [12] searchbox 'Search'
  [13] link 'Clients'
  [14] link 'Samples'
  [15] link 'Worksheets'
  [16] link 'Batches'
  [17] link 'Reports'
  [18] button 'Kadri Mets (Analyst)', hasPopup='menu'
"""


def lims_sample(tab: str, ph: str, nitrate: str, ecoli: str, submitted: bool, msg: str = "") -> str:
    m = f"\n  [41] status ''\n    StaticText '{msg}'" if msg else ""
    status = "To be verified" if submitted else "Received"
    head = f"""
[30] navigation 'Breadcrumbs'
  [31] link 'Home'
  [32] link 'Clients'
  [33] link 'Harjumaa Water Utility'
  StaticText 'W-0412'
[40] main ''{m}
  heading 'W-0412'
  StaticText 'Sample type: Drinking water · Status: {status}'
  [50] table 'Sample header'
    [51] row ''
      [52] rowheader 'Client'
      [53] cell 'Harjumaa Water Utility'
      [54] rowheader 'Client Sample ID'
      [55] cell 'HWU-TAP-0331'
    [56] row ''
      [57] rowheader 'Sample Point'
      [58] cell 'Tap, Nõmme pumping station'
      [59] rowheader 'Contact'
      [60] cell 'Tiit Saar'
    [61] row ''
      [62] rowheader 'Date Sampled'
      [63] cell '2024-04-15 08:20'
      [64] rowheader 'Date Received'
      [65] cell '2024-04-15 11:02'
    [66] row ''
      [67] rowheader 'Priority'
      [68] cell '3 (Medium)'
      [69] rowheader 'Due date'
      [70] cell '2024-04-19'
  [72] tablist ''
    [73] tab 'Analyses', selected={tab == 'Analyses'}
    [74] tab 'Attachments (1)', selected={tab == 'Attachments'}
    [75] tab 'Log', selected={tab == 'Log'}"""
    if tab == "Analyses":
        def res_cell(b: int, value: str, name: str) -> str:
            if submitted:
                return f"[{b}] cell '{value}'"
            v = f" value='{value}'" if value else ""
            return f"[{b}] cell ''\n        [{b + 50}] textbox 'Result {name}'{v}"
        n_sel = "true" if nitrate and not submitted else "false"
        e_sel = "true" if ecoli and not submitted else "false"
        cap = "2024-04-16 10:14" if submitted else ""
        ana = "Kadri Mets" if submitted else ""
        st = "To be verified" if submitted else "Received"
        body = f"""
  [80] table 'Analyses'
    [81] row ''
      [82] columnheader 'Select'
      [83] columnheader 'Analysis'
      [84] columnheader 'Method'
      [85] columnheader 'Result'
      [86] columnheader 'Unit'
      [87] columnheader 'Captured'
      [88] columnheader 'Analyst'
      [89] columnheader 'Status'
    [90] row ''
      [91] cell ''
      [92] cell 'pH'
      [93] cell 'ISO 10523'
      [94] cell '{ph}'
      [95] cell ''
      [96] cell '2024-04-15 13:40'
      [97] cell 'Kadri Mets'
      [98] cell 'Verified'
    [100] row ''
      [101] cell ''
      [102] cell 'Conductivity (25 °C)'
      [103] cell 'EN 27888'
      [104] cell '512'
      [105] cell 'µS/cm'
      [106] cell '2024-04-15 13:52'
      [107] cell 'Kadri Mets'
      [108] cell 'Verified'
    [110] row ''
      [111] cell ''
      [112] cell 'Turbidity'
      [113] cell 'ISO 7027-1'
      [114] cell '0.38'
      [115] cell 'NTU'
      [116] cell '2024-04-15 14:05'
      [117] cell 'Rasmus Kuusk'
      [118] cell 'To be verified'
    [120] row ''
      [121] cell ''
        [122] checkbox 'Select Nitrate (NO3)', checked='{n_sel}'
      [123] cell 'Nitrate (NO3)'
      [124] cell 'ISO 10304-1'
      {res_cell(125, nitrate, 'Nitrate (NO3)')}
      [126] cell 'mg/L'
      [127] cell '{cap}'
      [128] cell '{ana}'
      [129] cell '{st}'
    [130] row ''
      [131] cell ''
        [132] checkbox 'Select E. coli', checked='{e_sel}'
      [133] cell 'E. coli'
      [134] cell 'ISO 9308-1'
      {res_cell(135, ecoli, 'E. coli')}
      [136] cell 'CFU/100 mL'
      [137] cell '{cap}'
      [138] cell '{ana}'
      [139] cell '{st}'
  [150] button 'Submit', disabled={submitted or not (nitrate or ecoli)}
  [151] button 'Retract', disabled=True
  StaticText 'Limits: pH 6.5-9.5 · Conductivity ≤ 2500 µS/cm · Turbidity ≤ 1.0 NTU · Nitrate ≤ 50 mg/L · E. coli 0 CFU/100 mL'"""
    else:
        body = """
  [80] table 'Audit log'
    [81] row ''
      [82] columnheader 'Date'
      [83] columnheader 'User'
      [84] columnheader 'Action'
      [85] columnheader 'Details'
    [86] row ''
      [87] cell '2024-04-16 10:14'
      [88] cell 'system'
      [89] cell 'Status change'
      [90] cell 'Sample W-0412: Received → To be verified'
    [91] row ''
      [92] cell '2024-04-16 10:14'
      [93] cell 'Kadri Mets'
      [94] cell 'Submit'
      [95] cell 'E. coli: 0 CFU/100 mL'
    [96] row ''
      [97] cell '2024-04-16 10:14'
      [98] cell 'Kadri Mets'
      [99] cell 'Submit'
      [100] cell 'Nitrate (NO3): 3.8 mg/L'
    [101] row ''
      [102] cell '2024-04-15 16:30'
      [103] cell 'Liina Org'
      [104] cell 'Verify'
      [105] cell 'Conductivity (25 °C): 512 µS/cm'
    [106] row ''
      [107] cell '2024-04-15 16:29'
      [108] cell 'Liina Org'
      [109] cell 'Verify'
      [110] cell 'pH: 7.21'
    [111] row ''
      [112] cell '2024-04-15 14:05'
      [113] cell 'Rasmus Kuusk'
      [114] cell 'Submit'
      [115] cell 'Turbidity: 0.38 NTU'
    [116] row ''
      [117] cell '2024-04-15 11:02'
      [118] cell 'Mirjam Lepik'
      [119] cell 'Receive'
      [120] cell 'Sample received, 2 containers (1 L PE, 250 mL sterile)'"""
    return page("W-0412 — SENAITE LIMS", f"{LIMS}/clients/client-7/W-0412" + ("/auditlog" if tab == "Log" else ""),
                tr(LIMS_BANNER), head + body + "\n")


def t17(rs: RowSet) -> None:
    samples = page("Samples — SENAITE LIMS", f"{LIMS}/samples", tr(LIMS_BANNER), """
[40] main ''
  heading 'Samples'
  [42] tablist ''
    [43] tab 'Active', selected=True
    [44] tab 'To be verified', selected=False
    [45] tab 'Verified', selected=False
    [46] tab 'Published', selected=False
  [50] table ''
    [51] row ''
      [52] columnheader 'Sample ID'
      [53] columnheader 'Client'
      [54] columnheader 'Sample Type'
      [55] columnheader 'Date Received'
      [56] columnheader 'Progress'
      [57] columnheader 'Status'
    [60] row ''
      [61] link 'W-0410'
      [62] cell 'Harjumaa Water Utility'
      [63] cell 'Drinking water'
      [64] cell '2024-04-15 11:02'
      [65] cell '100%'
      [66] cell 'Verified'
    [70] row ''
      [71] link 'W-0411'
      [72] cell 'Harjumaa Water Utility'
      [73] cell 'Drinking water'
      [74] cell '2024-04-15 11:02'
      [75] cell '80%'
      [76] cell 'Received'
    [80] row ''
      [81] link 'W-0412'
      [82] cell 'Harjumaa Water Utility'
      [83] cell 'Drinking water'
      [84] cell '2024-04-15 11:02'
      [85] cell '60%'
      [86] cell 'Received'
    [90] row ''
      [91] link 'S-2291'
      [92] cell 'Saku Brewery'
      [93] cell 'Process water'
      [94] cell '2024-04-16 08:45'
      [95] cell '0%'
      [96] cell 'Received'
  StaticText 'Showing 4 of 4 active samples'
""")
    state = ("Logged in to SENAITE LIMS as Kadri Mets (analyst) on 2024-04-16. Task: enter the remaining results for drinking-water "
             "sample W-0412 (nitrate 3.8 mg/L, E. coli 0 CFU/100 mL), submit them and check the audit log.\n\n" + samples)
    turns: Turns = [
        ("click('81')", lims_sample("Analyses", "7.21", "", "", False)),
        ("fill('175', '3.8')", lims_sample("Analyses", "7.21", "3.8", "", False)),
        ("fill('185', '0')", lims_sample("Analyses", "7.21", "3.8", "0", False)),
        ("click('150')", lims_sample("Analyses", "7.21", "3.8", "0", True, "Changes saved. 2 results submitted.")),
        ("click('75')", lims_sample("Log", "7.21", "3.8", "0", True)),
        ("click('73')", lims_sample("Analyses", "7.12", "3.8", "0", True)),
    ]
    rs.add(task="web", tid="h25-web-17", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="verified pH result of W-0412 reads 7.12 instead of 7.21 with no retraction or re-test")


# ---------------------------------------------------------------------------------------------
# 18  Gmail: a newly created filter is missing from the filter list later (BAD)
# ---------------------------------------------------------------------------------------------
GM = "https://mail.google.com/mail/u/0/"


def gm_frame(title: str, url: str, inbox_unread: int, design_unread: int, main: str) -> str:
    d = f"Design {design_unread} unread" if design_unread else "Design"
    return page(title, url, f"""
[10] banner ''
  [11] button 'Main menu'
  [12] link 'Gmail'
  [14] combobox 'Search mail', hasPopup='listbox', expanded=False
  [15] button 'Advanced search options'
  [16] button 'Support'
  [17] button 'Settings'
  [18] button 'Google apps'
  [19] button 'Google Account: Noah Brooks (noah.brooks@gmail.com)'
[30] navigation ''
  [31] button 'Compose'
  [32] link 'Inbox {inbox_unread} unread'
  [33] link 'Starred'
  [34] link 'Snoozed'
  [35] link 'Sent'
  [36] link 'Drafts 1'
  [37] link '{d}'
  [38] link 'Receipts'
  [39] link 'Travel'
  [40] button 'More'
""", main)


GM_FILTERS = [
    ("from:(notifications@github.com)", 'Skip Inbox, Apply label "GitHub"'),
    ("from:(no-reply@accounts.google.com)", "Star it, Always mark it as important"),
    ("subject:(receipt OR invoice OR \"order confirmation\")", 'Apply label "Receipts"'),
]


def gm_filters(filters: list[tuple[str, str]], toast: str = "", dialog: str = "") -> str:
    rows = "\n".join(f"""    [{80 + 6 * i}] row ''
      [{81 + 6 * i}] checkbox 'Select filter {i + 1}', checked='false'
      [{82 + 6 * i}] cell 'Matches: {m}'
      [{83 + 6 * i}] cell 'Do this: {d}'
      [{84 + 6 * i}] link 'edit'
      [{85 + 6 * i}] link 'delete'""" for i, (m, d) in enumerate(filters))
    t = f"\n  [59] alert ''\n    StaticText '{toast}'" if toast else ""
    tabs = ["General", "Labels", "Inbox", "Accounts and Import", "Filters and Blocked Addresses", "Forwarding and POP/IMAP",
            "Add-ons", "Chat and Meet", "Advanced", "Offline", "Themes"]
    tl = "\n".join(f"    [{61 + i}] tab '{x}', selected={x.startswith('Filters')}" for i, x in enumerate(tabs))
    return gm_frame("Settings - noah.brooks@gmail.com - Gmail", f"{GM}#settings/filters", 0, 0, f"""
[50] main ''{t}
  heading 'Settings'
  [60] tablist ''
{tl}
  StaticText 'The following filters are applied to all incoming mail:'
  [78] table ''
{rows}
  [120] link 'Create a new filter'
  [121] link 'Import filters'
  [122] button 'Select: All, None'
  [123] button 'Export'
  [124] button 'Delete'
  StaticText 'The following email addresses are blocked. Messages from these addresses will appear in Spam:'
  StaticText 'You currently have no blocked addresses.'
""" + dialog)


def t18(rs: RowSet) -> None:
    inbox_rows = [
        ("figma1", "Figma", "Lena Ortiz commented on Onboarding v3", "Can we try the darker header on the welcome step?", "10:42 AM", True),
        ("chase", "Chase", "Your statement is ready", "Your April statement for account ending 7713 is available.", "9:15 AM", True),
        ("maya", "Maya Brooks", "Sunday dinner?", "Mom asked if you can bring the folding chairs again.", "8:03 AM", True),
        ("linkedin", "LinkedIn", "You appeared in 12 searches this week", "See who is looking at your profile.", "7:30 AM", True),
        ("figma2", "Figma", "Your weekly activity digest", "3 files edited, 17 comments, 2 new collaborators.", "Apr 15", False),
        ("delta", "Delta Air Lines", "Your trip confirmation: ATL to SEA", "Confirmation HXQ7LM, Fri May 3, DL 1849.", "Apr 15", False),
        ("github", "GitHub", "[noahb/dotfiles] Dependabot alert", "A moderate severity vulnerability was found in requests.", "Apr 14", False),
        ("figma3", "Figma", "Sara Kim invited you to Design System 2024", "You can now edit this file.", "Apr 13", False),
        ("ben", "Ben Alvarez", "Re: Climbing on Saturday", "Gym opens at 9, I will grab a day pass for you.", "Apr 13", False),
        ("amazon", "Amazon.com", "Your order has shipped", "Arriving Tuesday: Anker USB-C hub 7-in-1.", "Apr 12", False),
    ]

    def inbox(rows: list[tuple[str, str, str, str, str, bool]], total: str, unread: int, design: int) -> str:
        body = "\n".join(f"""    [{300 + 7 * i}] row ''
      [{301 + 7 * i}] checkbox 'Select', checked='false'
      [{302 + 7 * i}] button 'Not starred'
      [{303 + 7 * i}] gridcell '{frm}'
      [{304 + 7 * i}] gridcell '{'unread, ' if un else ''}{subj} - {snip}'
      [{305 + 7 * i}] gridcell '{date}'""" for i, (_, frm, subj, snip, date, un) in enumerate(rows))
        return gm_frame(f"Inbox ({unread}) - noah.brooks@gmail.com - Gmail", f"{GM}#inbox", unread, design, f"""
[50] main ''
  [51] checkbox 'Select', checked='false'
  [52] button 'Refresh'
  [53] button 'More email options'
  StaticText '1–50 of {total}'
  [55] button 'Newer', disabled=True
  [56] button 'Older'
  [57] tablist ''
    [58] tab 'Primary', selected=True
    [59] tab 'Promotions, 6 new', selected=False
    [60] tab 'Social, 2 new', selected=False
  [290] grid ''
{body}
""")
    state = ("Gmail in the browser, signed in as Noah Brooks on Tuesday, April 16, 2024. Task: create a filter so that mail from "
             "noreply@figma.com skips the inbox and gets the label 'Design' (also for existing conversations), then check the "
             "inbox and the filter list.\n\n" + inbox(inbox_rows, "2,318", 4, 0))
    search_opts = """
[200] dialog 'Search options'
  [201] textbox 'From'{frm}
  [202] textbox 'To'
  [203] textbox 'Subject'
  [204] textbox 'Has the words'
  [205] textbox "Doesn't have"
  [206] combobox 'Size', hasPopup='listbox', expanded=False
    StaticText 'greater than'
  [208] checkbox 'Has attachment', checked='false'
  [209] checkbox "Don't include chats", checked='false'
  [210] button 'Create filter'
  [211] button 'Search'
"""

    def actions(skip: bool, label: bool, chosen: str, also: bool) -> str:
        return f"""
[220] dialog 'Search options'
  StaticText 'from:(noreply@figma.com)'
  StaticText 'When a message is an exact match for your search criteria:'
  [221] checkbox 'Skip the Inbox (Archive it)', checked='{str(skip).lower()}'
  [222] checkbox 'Mark as read', checked='false'
  [223] checkbox 'Star it', checked='false'
  [224] checkbox 'Apply the label:', checked='{str(label).lower()}'
  [225] combobox 'Choose label...', hasPopup='listbox', expanded=False, disabled={not label}
    StaticText '{chosen or 'Choose label...'}'
  [226] checkbox 'Forward it', checked='false'
  [227] checkbox 'Delete it', checked='false'
  [228] checkbox 'Never send it to Spam', checked='false'
  [229] checkbox 'Always mark it as important', checked='false'
  [230] checkbox 'Never mark it as important', checked='false'
  [231] checkbox 'Categorize as:', checked='false'
  [233] checkbox 'Also apply filter to 3 matching conversations.', checked='{str(also).lower()}'
  [235] button 'Create filter'
"""
    new_f = GM_FILTERS + [("from:(noreply@figma.com)", 'Skip Inbox, Apply label "Design"')]
    after_rows = [r for r in inbox_rows if not r[0].startswith("figma")]
    labels_tab = gm_frame("Settings - noah.brooks@gmail.com - Gmail", f"{GM}#settings/labels", 3, 1, """
[50] main ''
  heading 'Settings'
  [60] tablist ''
    [61] tab 'General', selected=False
    [62] tab 'Labels', selected=True
    [63] tab 'Inbox', selected=False
    [64] tab 'Accounts and Import', selected=False
    [65] tab 'Filters and Blocked Addresses', selected=False
    [66] tab 'Forwarding and POP/IMAP', selected=False
    [67] tab 'Add-ons', selected=False
    [68] tab 'Chat and Meet', selected=False
    [69] tab 'Advanced', selected=False
    [70] tab 'Offline', selected=False
    [71] tab 'Themes', selected=False
  heading 'System labels'
  [72] table ''
    [73] row ''
      [74] cell 'Inbox'
      [75] cell 'show'
    [76] row ''
      [77] cell 'Starred'
      [78] cell 'show / hide'
    [79] row ''
      [80] cell 'Sent'
      [81] cell 'show / hide'
  heading 'Labels'
  [90] button 'Create new label'
  [91] table ''
    [92] row ''
      [93] cell 'Design'
      [94] cell 'show / hide / show if unread'
      [95] link 'remove'
      [96] link 'edit'
    [97] row ''
      [98] cell 'GitHub'
      [99] cell 'show / hide / show if unread'
      [100] link 'remove'
      [101] link 'edit'
    [102] row ''
      [103] cell 'Receipts'
      [104] cell 'show / hide / show if unread'
      [105] link 'remove'
      [106] link 'edit'
    [107] row ''
      [108] cell 'Travel'
      [109] cell 'show / hide / show if unread'
      [110] link 'remove'
      [111] link 'edit'
""")

    def fl(filters: list[tuple[str, str]], unread: int, design: int, toast: str = "", dialog: str = "") -> str:
        return gm_filters(filters, toast, dialog).replace("link 'Inbox 0 unread'", f"link 'Inbox {unread} unread'").replace(
            "link 'Design'", f"link 'Design {design} unread'" if design else "link 'Design'")
    turns: Turns = [
        (f"goto('{GM}#settings/filters')", fl(GM_FILTERS, 4, 0)),
        ("click('120')", fl(GM_FILTERS, 4, 0, dialog=search_opts.replace("{frm}", ""))),
        ("fill('201', 'noreply@figma.com')", fl(GM_FILTERS, 4, 0, dialog=search_opts.replace("{frm}", " value='noreply@figma.com'"))),
        ("click('210')", fl(GM_FILTERS, 4, 0, dialog=actions(False, False, "", False))),
        ("check('221')", fl(GM_FILTERS, 4, 0, dialog=actions(True, False, "", False))),
        ("check('224')", fl(GM_FILTERS, 4, 0, dialog=actions(True, True, "", False))),
        ("select_option('225', 'Design')", fl(GM_FILTERS, 4, 0, dialog=actions(True, True, "Design", False))),
        ("check('233')", fl(GM_FILTERS, 4, 0, dialog=actions(True, True, "Design", True))),
        ("click('235')", fl(new_f, 3, 1, toast="Your filter was created.")),
        ("click('32')", inbox(after_rows, "2,315", 3, 1)),
        (f"goto('{GM}#settings/filters')", fl(GM_FILTERS, 3, 1)),
        ("click('62')", labels_tab),
    ]
    rs.add(task="web", tid="h25-web-18", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=11,
           kind="filter list no longer contains the from:(noreply@figma.com) filter created a few turns earlier")


# ---------------------------------------------------------------------------------------------
# 19  Hotel PMS front desk: assign a room, check in, post a charge, dashboard counters (CLEAN)
# ---------------------------------------------------------------------------------------------
PMS = "https://hotels.cloudbeds.com/connect/82114"


def pms_top(now: str, arrivals: int) -> str:
    return f"""
[10] banner ''
  [11] link 'Hotel Alder & Pine'
  StaticText 'Wed, Apr 17, 2024 · {now}'
  [13] searchbox 'Search guests, reservations, rooms'
  [14] button 'New reservation'
  [15] button 'Jana Novak', hasPopup='menu'
[20] navigation ''
  [21] link 'Dashboard'
  [22] link 'Calendar'
  [23] link 'Arrivals'
    StaticText '{arrivals}'
  [25] link 'Departures'
    StaticText '3'
  [27] link 'In-house'
  [28] link 'Housekeeping'
  [29] link 'Reports'
"""


ARRIVALS = [
    ("AP-20931", "Hannah Schulz", "Deluxe King", "2", "Unassigned", "€139.00"),
    ("AP-20918", "Kenji Watanabe", "Standard Queen", "1", "108", "€0.00"),
    ("AP-20944", "Laura Bianchi", "Junior Suite", "3", "402", "€612.00"),
    ("AP-20950", "Tomasz Zielinski", "Standard Twin", "2", "Unassigned", "€218.00"),
    ("AP-20957", "Amara Okafor", "Deluxe King", "1", "210", "€149.00"),
    ("AP-20961", "Lucas Martin", "Standard Queen", "4", "Unassigned", "€436.00"),
    ("AP-20963", "Sofia Lindgren", "Deluxe Twin", "2", "312", "€0.00"),
]


def t19(rs: RowSet) -> None:
    def dashboard(now: str, arrivals: int, inhouse: int) -> str:
        return page("Dashboard · Cloudbeds", f"{PMS}/dashboard", tr(pms_top(now, arrivals)), f"""
[40] main ''
  heading 'Today at a glance'
  [42] region 'Arrivals'
    StaticText '{arrivals} remaining'
    StaticText '{9 - arrivals} checked in today'
  [45] region 'Departures'
    StaticText '3 remaining'
    StaticText '11 checked out today'
  [48] region 'In-house'
    StaticText '{inhouse} rooms occupied now (3 due out today)'
  [50] region 'Occupancy tonight'
    StaticText '44 / 52 rooms (85%)'
  [52] region 'Housekeeping'
    StaticText 'Clean 9 · Inspected 4 · Dirty 6 · Out of order 1'
""")
    state = ("Cloudbeds front desk for Hotel Alder & Pine, signed in as Jana Novak. Task: check in Hannah Schulz (reservation "
             "AP-20931, Deluxe King, 2 nights) to room 214, then post two nights of parking at €18.00 per night to her folio.\n\n"
             + dashboard("14:05", 7, 40))
    rows = ""
    for i, (res, guest, rtype, nights, room, bal) in enumerate(ARRIVALS):
        b = 60 + 8 * i
        rows += f"""
    [{b}] row ''
      [{b + 1}] link '{guest}'
      [{b + 2}] cell '{res}'
      [{b + 3}] cell '{rtype}'
      [{b + 4}] cell '{nights}'
      [{b + 5}] cell '{room}'
      [{b + 6}] cell '{bal}'
      [{b + 7}] cell 'Confirmed'"""
    arrivals = page("Arrivals · Cloudbeds", f"{PMS}/arrivals?date=2024-04-17", tr(pms_top("14:06", 7)), f"""
[40] main ''
  heading 'Arrivals · Wed, Apr 17'
  [42] searchbox 'Filter arrivals'
  [44] combobox 'Status', hasPopup='listbox', expanded=False
    StaticText 'Not checked in'
  [50] table ''
    [51] row ''
      [52] columnheader 'Guest'
      [53] columnheader 'Reservation'
      [54] columnheader 'Room type'
      [55] columnheader 'Nights'
      [56] columnheader 'Room'
      [57] columnheader 'Balance due'
      [58] columnheader 'Status'{rows}
  StaticText 'Showing 7 of 7 · 2 already checked in today'
""")

    def reservation(now: str, room: str, checked_in: bool, tab: str, folio_lines: list[tuple[str, str, str]], balance: str,
                    form: str = "", toast: str = "") -> str:
        t = f"\n  [41] status ''\n    StaticText '{toast}'" if toast else ""
        status = "In-house" if checked_in else "Confirmed"
        opts = "\n".join(f"      [{120 + i}] option '{o}', selected={o.startswith(room + ' ')}" for i, o in enumerate(
            ["208 · Clean", "214 · Clean", "216 · Inspected", "218 · Dirty"])) if not checked_in else ""
        room_block = (f"""  [110] combobox 'Assign room', hasPopup='listbox', expanded=False
    StaticText '{room if room else 'Unassigned'}'
    [119] listbox ''
{opts}
  [130] button 'Check in', disabled={not room}""" if not checked_in else f"""  StaticText 'Room {room} · Occupied'
  [130] button 'Check out', disabled=True
  StaticText 'Check-out available from Apr 19'""")
        body = ""
        if tab == "Folio":
            lines = "\n".join(f"""    [{160 + 4 * i}] row ''
      [{161 + 4 * i}] cell '{d}'
      [{162 + 4 * i}] cell '{desc}'
      [{163 + 4 * i}] cell '{amt}'""" for i, (d, desc, amt) in enumerate(folio_lines))
            body = f"""
  [150] table 'Folio'
    [151] row ''
      [152] columnheader 'Date'
      [153] columnheader 'Description'
      [154] columnheader 'Amount'
{lines}
  StaticText 'Balance due: {balance}'
  [190] button 'Add charge'
  [191] button 'Add payment'
  [192] button 'Print folio'{form}"""
        else:
            body = """
  StaticText 'Arrival: Wed, Apr 17, 2024 · Departure: Fri, Apr 19, 2024 · 2 nights'
  StaticText 'Guests: 2 adults · Source: Booking.com · Rate plan: Flexible, breakfast included'
  StaticText 'Room total: €278.00 (2 × €139.00) · Deposit paid: €139.00'
  StaticText 'Guest note: Late arrival possible, requests a quiet room away from the elevator.'"""
        return page("Hannah Schulz · AP-20931 · Cloudbeds", f"{PMS}/reservations/AP-20931" + ("/folio" if tab == "Folio" else ""),
                    tr(pms_top(now, 6 if checked_in else 7)), f"""
[40] main ''{t}
  heading 'Hannah Schulz · AP-20931'
  StaticText 'Status: {status}'
  StaticText 'hannah.schulz@posteo.de · +49 151 5550 2231'
  [100] tablist ''
    [101] tab 'Reservation', selected={tab == 'Reservation'}
    [102] tab 'Folio', selected={tab == 'Folio'}
    [103] tab 'Guest details', selected=False
{room_block}{body}
""")
    folio0 = [("Mar 30", "Deposit · Visa ending 0417", "-€139.00"), ("Apr 17", "Room charge · Deluxe King · night 1", "€139.00"),
              ("Apr 18", "Room charge · Deluxe King · night 2 (scheduled)", "€139.00")]
    folio1 = folio0 + [("Apr 17", "Parking (per night) × 2", "€36.00")]

    def charge_form(item: str, qty: str) -> str:
        return f"""
  [200] dialog 'Add charge'
    [201] combobox 'Item', hasPopup='listbox', expanded=False
      StaticText '{item or 'Select an item'}'
    [203] spinbutton 'Quantity' value='{qty}'
    StaticText 'Unit price: {'€18.00' if item else '-'}'
    StaticText 'Total: {('€' + format(18 * int(qty), '.2f')) if item else '-'}'
    [206] textbox 'Note'
    [207] button 'Post charge', disabled={not item}
    [208] button 'Cancel'"""
    turns: Turns = [
        ("click('23')", arrivals),
        ("click('61')", reservation("14:08", "", False, "Reservation", folio0, "€139.00")),
        ("select_option('110', '214 · Clean')", reservation("14:08", "214", False, "Reservation", folio0, "€139.00")),
        ("click('130')", reservation("14:09", "214", True, "Reservation", folio0, "€139.00", toast="Hannah Schulz checked in to room 214.")),
        ("click('102')", reservation("14:10", "214", True, "Folio", folio0, "€139.00")),
        ("click('190')", reservation("14:12", "214", True, "Folio", folio0, "€139.00", form=charge_form("", "1"))),
        ("select_option('201', 'Parking (per night) · €18.00')", reservation("14:13", "214", True, "Folio", folio0, "€139.00", form=charge_form("Parking (per night) · €18.00", "1"))),
        ("fill('203', '2')", reservation("14:14", "214", True, "Folio", folio0, "€139.00", form=charge_form("Parking (per night) · €18.00", "2"))),
        ("click('207')", reservation("14:15", "214", True, "Folio", folio1, "€175.00", toast="Charge posted: Parking (per night) × 2, €36.00.")),
        ("click('21')", dashboard("14:19", 6, 41)),
    ]
    rs.add(task="web", tid="h25-web-19", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 20  Magento admin, catalog: filter, edit price and stock, re-sort the grid (CLEAN)
# ---------------------------------------------------------------------------------------------
def prod_grid(rows: list[tuple[int, str, str, str, str, str]], keyword: str, applied: bool, sort_name: bool) -> str:
    if sort_name:
        rows = sorted(rows, key=lambda r: r[1])
    body = ""
    for i, (pid, name, sku, price, qty, salable) in enumerate(rows):
        b = 200 + 16 * i
        body += f"""
    [{b}] row ''
      [{b + 1}] cell ''
        [{b + 2}] checkbox 'Select {name}', checked='false'
      [{b + 3}] cell '{pid}'
      [{b + 4}] cell ''
        [{b + 5}] img '{name}'
      [{b + 6}] cell '{name}'
      [{b + 7}] cell 'Simple Product'
      [{b + 8}] cell '{"Gear" if "Strap" in name else "Bag"}'
      [{b + 9}] cell '{sku}'
      [{b + 10}] cell '{price}'
      [{b + 11}] cell '{qty}'
      [{b + 12}] cell 'Default Stock: {salable}'
      [{b + 13}] cell 'Catalog, Search'
      [{b + 14}] cell 'Enabled'
      [{b + 15}] link 'Edit'"""
    kv = f" value='{keyword}'" if keyword else ""
    chip = "\n  StaticText 'Active filters:'\n  [152] button 'Keyword: yoga strap'\n  [153] button 'Clear all'" if applied else ""
    count = f"{len(rows)} records found" if applied else "2,040 records found"
    return page("Products / Inventory / Catalog / Magento Admin", f"{MADM}/catalog/product/", tr(MADM_NAV), tr(madm_banner("Products", 4)), f"""
[140] main ''
  [141] button 'Add Product'
  [142] button 'Add Product options', hasPopup='menu'
  [145] textbox 'Search by keyword'{kv}
  [146] button 'Search'
  [148] button 'Filters'
  [149] button 'Default View'
  [150] button 'Columns'{chip}
  [154] button 'Actions'
  StaticText '{count}'
  [155] combobox 'per page', hasPopup='menu', expanded=False
    StaticText '20'
  [160] table ''
    [161] row ''
      [162] columnheader 'Options'
      [163] columnheader 'ID', sort='{'none' if sort_name else 'ascending'}'
      [164] columnheader 'Thumbnail'
      [165] columnheader 'Name', sort='{'ascending' if sort_name else 'none'}'
      [166] columnheader 'Type'
      [167] columnheader 'Attribute Set'
      [168] columnheader 'SKU'
      [169] columnheader 'Price'
      [170] columnheader 'Quantity'
      [171] columnheader 'Salable Quantity'
      [172] columnheader 'Visibility'
      [173] columnheader 'Status'
      [174] columnheader 'Action'{body}
""")


def t20(rs: RowSet) -> None:
    rows0 = [(1818, "Sprite Yoga Strap 6 foot", "24-WG084", "$14.00", "100.0000", "97"),
             (1819, "Sprite Yoga Strap 8 foot", "24-WG085", "$17.00", "100.0000", "100"),
             (1820, "Sprite Yoga Strap 10 foot", "24-WG086", "$21.00", "100.0000", "99")]
    rows1 = [(1818, "Sprite Yoga Strap 6 foot", "24-WG084", "$15.50", "150.0000", "147")] + rows0[1:]
    first = [(1, "Joust Duffle Bag", "24-MB01", "$34.00", "100.0000", "100"),
             (2, "Strive Shoulder Pack", "24-MB04", "$32.00", "100.0000", "100"),
             (3, "Crown Summit Backpack", "24-MB03", "$38.00", "100.0000", "98"),
             (4, "Wayfarer Messenger Bag", "24-MB05", "$45.00", "100.0000", "100"),
             (5, "Rival Field Messenger", "24-MB06", "$45.00", "100.0000", "99")]
    state = ("Magento admin of One Stop Market, signed in as 'admin'. Task: the 6 foot Sprite Yoga Strap gets a new price of $15.50 "
             "and 50 more units arrived (stock 100 → 150). Update it and check the product grid.\n\n"
             + prod_grid(first, "", False, False))

    def edit(price: str, qty: str, saved: bool) -> str:
        msg = "\n  [139] alert ''\n    StaticText 'You saved the product.'" if saved else ""
        return page("Sprite Yoga Strap 6 foot / Products / Inventory / Catalog / Magento Admin", f"{MADM}/catalog/product/edit/id/1818/",
                    tr(MADM_NAV), tr(madm_banner("Sprite Yoga Strap 6 foot", 4)), f"""
[140] main ''{msg}
  [141] button 'Back'
  [142] button 'Add Attribute'
  [143] button 'Customer View'
  [144] button 'Save'
  [145] button 'Save options', hasPopup='menu'
  [150] switch 'Enable Product', checked='true'
  [152] combobox 'Attribute Set', hasPopup='listbox', expanded=False
    StaticText 'Gear'
  [154] textbox 'Product Name *' value='Sprite Yoga Strap 6 foot', required=True
  [156] textbox 'SKU *' value='24-WG084', required=True
  [158] textbox 'Price *' value='{price}', required=True
    StaticText '$'
  [160] link 'Advanced Pricing'
  [162] combobox 'Tax Class', hasPopup='listbox', expanded=False
    StaticText 'Taxable Goods'
  [164] textbox 'Quantity' value='{qty}'
  [165] link 'Advanced Inventory'
  [166] combobox 'Stock Status', hasPopup='listbox', expanded=False
    StaticText 'In Stock'
  [168] textbox 'Weight' value='1'
    StaticText 'lbs'
  [170] combobox 'Visibility', hasPopup='listbox', expanded=False
    StaticText 'Catalog, Search'
  [172] button 'Categories', hasPopup='listbox'
    StaticText 'Gear, Fitness Equipment'
  [174] button 'Content', expanded=False
  [176] button 'Images And Videos', expanded=False
  [178] button 'Search Engine Optimization', expanded=False
""")
    turns: Turns = [
        ("fill('145', 'yoga strap')", prod_grid(first, "yoga strap", False, False)),
        ("press('145', 'Enter')", prod_grid(rows0, "yoga strap", True, False)),
        ("click('215')", edit("14.00", "100", False)),
        ("fill('158', '15.50')", edit("15.50", "100", False)),
        ("fill('164', '150')", edit("15.50", "150", False)),
        ("click('144')", edit("15.50", "150", True)),
        ("click('141')", prod_grid(rows1, "yoga strap", True, False)),
        ("click('165')", prod_grid(rows1, "yoga strap", True, True)),
    ]
    rs.add(task="web", tid="h25-web-20", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------
# 21  Koha OPAC: a renamed list shows up under its old name in the header menu (BAD)
# ---------------------------------------------------------------------------------------------
KOHA = "https://catalog.harborcitylibrary.org/cgi-bin/koha"


def koha_top(menu: str = "", search: str = "") -> str:
    sv = f" value='{search}'" if search else ""
    return f"""
[10] banner ''
  [11] link 'Harbor City Public Library'
  [12] button 'Cart'
    StaticText '0'
  [14] button 'Lists', hasPopup='menu', expanded={bool(menu)}{menu}
  [16] link 'Welcome, Tomás Reyes'
  [17] link 'Log out'
[20] search ''
  [21] combobox 'Search type', hasPopup='listbox', expanded=False
    StaticText 'Library catalog'
  [23] textbox 'Search the catalog'{sv}
  [25] button 'Go'
  [26] link 'Advanced search'
  [27] link 'Course reserves'
  [28] link 'Authority search'
  [29] link 'Tag cloud'
"""


KOHA_ACCT = """
[40] navigation 'Your account'
  [41] link 'Your summary'
  [42] link 'Your charges'
  [43] link 'Your personal details'
  [44] link 'Your tags'
  [45] link 'Change your password'
  [46] link 'Your search history'
  [47] link 'Your reading history'
  [48] link 'Your privacy'
  [49] link 'Your lists'
"""


def koha_lists(summer: str, count: int, msg: str = "", menu: str = "") -> str:
    m = f"\n  [59] alert ''\n    StaticText '{msg}'" if msg else ""
    return page("Your lists › Harbor City Public Library catalog", f"{KOHA}/opac-shelves.pl?op=list&public=0", tr(koha_top(menu=menu)), tr(KOHA_ACCT), f"""
[50] main ''{m}
  heading 'Lists'
  [60] tablist ''
    [61] tab 'Your lists', selected=True
    [62] tab 'Public lists', selected=False
  [64] link 'New list'
  [70] table ''
    [71] row ''
      [72] columnheader 'List name'
      [73] columnheader 'Contents'
      [74] columnheader 'Type'
      [75] columnheader 'Modified on'
      [76] columnheader ''
    [80] row ''
      [81] link 'Book club 2024'
      [82] cell '7 items'
      [83] cell 'Public'
      [84] cell '03/28/2024'
      [85] cell ''
        [86] link 'Edit'
        [87] button 'Delete'
    [90] row ''
      [91] link 'For Lucia (kids)'
      [92] cell '12 items'
      [93] cell 'Private'
      [94] cell '02/11/2024'
      [95] cell ''
        [96] link 'Edit'
        [97] button 'Delete'
    [100] row ''
      [101] link '{summer}'
      [102] cell '{count} items'
      [103] cell 'Private'
      [104] cell '{'04/18/2024' if summer.endswith('2024') else '06/02/2023'}'
      [105] cell ''
        [106] link 'Edit'
        [107] button 'Delete'
""")


def t21(rs: RowSet) -> None:
    summary = page("Your library home › Harbor City Public Library catalog", f"{KOHA}/opac-user.pl", tr(koha_top()), tr(KOHA_ACCT), """
[50] main ''
  heading 'Hello, Tomás Reyes'
  StaticText 'Click here if you are not Tomás Reyes'
  [54] tablist ''
    [55] tab 'Checked out (2)', selected=True
    [56] tab 'Overdue (0)', selected=False
    [57] tab 'Holds (1)', selected=False
  [60] table 'Checked out'
    [61] row ''
      [62] columnheader 'Title'
      [63] columnheader 'Due'
      [64] columnheader 'Call number'
      [65] columnheader 'Renew'
    [66] row ''
      [67] link 'The dispossessed / Ursula K. Le Guin'
      [68] cell '05/02/2024'
      [69] cell 'SF LEG'
      [70] cell '2 of 3 renewals remaining'
    [71] row ''
      [72] link 'Klara and the sun / Kazuo Ishiguro'
      [73] cell '04/25/2024'
      [74] cell 'FIC ISH'
      [75] cell '3 of 3 renewals remaining'
  StaticText 'Charges: $0.00'
""")
    state = ("Koha OPAC of the Harbor City Public Library, logged in as Tomás Reyes on Thursday, April 18, 2024. Task: rename the "
             "private list 'Summer reading' to 'Summer reading 2024' and add 'A wizard of Earthsea' by Ursula K. Le Guin to it.\n\n"
             + summary)
    edit_form = lambda name: page("Editing list Summer reading › Harbor City Public Library catalog", f"{KOHA}/opac-shelves.pl?op=edit_form&shelfnumber=318",  # noqa: E731
                                  tr(koha_top()), tr(KOHA_ACCT), f"""
[50] main ''
  heading 'Editing list Summer reading'
  [110] textbox 'Name:' value='{name}', required=True
  [112] combobox 'Sort this list by:', hasPopup='listbox', expanded=False
    StaticText 'Title'
  [114] combobox 'Category:', hasPopup='listbox', expanded=False
    StaticText 'Private'
  [116] combobox 'Allow changes to contents from:', hasPopup='listbox', expanded=False
    StaticText 'Nobody'
  [118] button 'Save'
  [119] link 'Cancel'
""")
    q = "le guin earthsea"
    recs = [
        ("A wizard of Earthsea", "Le Guin, Ursula K., 1929-2018", "Boston : Houghton Mifflin Harcourt, 2012", "Available: Main Library (JF LEG) (2), Eastside Branch (1)"),
        ("The tombs of Atuan", "Le Guin, Ursula K., 1929-2018", "New York : Saga Press, 2012", "Available: Main Library (JF LEG) (1)"),
        ("The farthest shore", "Le Guin, Ursula K., 1929-2018", "New York : Saga Press, 2012", "Checked out (due 04/29/2024)"),
        ("Tehanu", "Le Guin, Ursula K., 1929-2018", "New York : Saga Press, 2012", "Available: Main Library (SF LEG) (1)"),
        ("The books of Earthsea : the complete illustrated edition", "Le Guin, Ursula K., 1929-2018 ; Vess, Charles, illustrator", "New York : Saga Press, 2018", "Available: Main Library (SF LEG) (1) · On hold: 2"),
        ("Tales from Earthsea", "Le Guin, Ursula K., 1929-2018", "Boston : Houghton Mifflin Harcourt, 2012", "Available: Eastside Branch (1)"),
        ("The other wind", "Le Guin, Ursula K., 1929-2018", "Boston : Houghton Mifflin Harcourt, 2012", "Available: Main Library (SF LEG) (1)"),
        ("Earthsea [sound recording]", "Le Guin, Ursula K., 1929-2018 ; Dench, Judi, narrator", "BBC Audio, 2015", "Available: Main Library (AUDIO LEG) (1)"),
        ("Conversations on writing", "Le Guin, Ursula K., 1929-2018 ; Naimon, David", "Portland, OR : Tin House Books, 2018", "Available: Main Library (808.3 LEG) (1)"),
    ]
    res_lines = ""
    for i, (title, au, pub, avail) in enumerate(recs):
        b = 300 + 10 * i
        res_lines += f"""
    [{b}] row ''
      [{b + 1}] checkbox 'Select {title}', checked='false'
      [{b + 2}] link '{title}'
      StaticText 'by {au}'
      StaticText 'Publication: {pub}'
      StaticText '{avail}'
      [{b + 6}] link 'Place hold'
      [{b + 7}] link 'Save to your lists'
      [{b + 8}] link 'Add to cart'"""

    def results(msg: str = "") -> str:
        m = f"\n  [279] alert ''\n    StaticText '{msg}'" if msg else ""
        return page(f"Results of search for '{q}' › Harbor City Public Library catalog", f"{KOHA}/opac-search.pl?q=le+guin+earthsea",
                    tr(koha_top(search=q)), f"""
[50] main ''{m}
  heading 'Your search returned 9 results.'
  [280] combobox 'Sort by:', hasPopup='listbox', expanded=False
    StaticText 'Relevance'
  [282] link 'Select all'
  [283] link 'Clear all'
  [284] button 'Add to list', disabled=True
  [285] button 'Add to cart', disabled=True
  [290] table ''{res_lines}
""")

    def add_popup(chosen: str) -> str:
        opts = "\n".join(f"      [{410 + i}] option '{o}', selected={o == chosen}" for i, o in enumerate(
            ["Book club 2024", "For Lucia (kids)", "Summer reading 2024"]))
        return page("Add to your list › Harbor City Public Library catalog", f"{KOHA}/opac-addbybiblionumber.pl?biblionumber=51182", f"""
[400] main ''
  heading 'Add 1 item to a list'
  StaticText 'A wizard of Earthsea / Le Guin, Ursula K., 1929-2018'
  [404] group 'Select a list'
    [405] combobox 'Add to list:', hasPopup='listbox', expanded=False
      StaticText '{chosen or 'Select a list'}'
    [409] listbox ''
{opts}
  [420] group 'or add to a new list'
    [421] textbox 'List name:'
    [422] combobox 'Category:', hasPopup='listbox', expanded=False
      StaticText 'Private'
  [425] button 'Save'
  [426] link 'Cancel'
""")
    menu = """
  [130] menu ''
    StaticText 'Public lists'
    [131] menuitem 'Book club 2024'
    [132] menuitem 'Harbor City staff picks: spring 2024'
    [133] menuitem 'View all'
    StaticText 'Your lists'
    [135] menuitem 'Book club 2024'
    [136] menuitem 'For Lucia (kids)'
    [137] menuitem 'Summer reading'
    [138] menuitem 'View all'
    [139] menuitem 'New list'"""
    turns: Turns = [
        ("click('49')", koha_lists("Summer reading", 4)),
        ("click('106')", edit_form("Summer reading")),
        ("fill('110', 'Summer reading 2024')", edit_form("Summer reading 2024")),
        ("click('118')", koha_lists("Summer reading 2024", 4, "List Summer reading 2024 has been updated.")),
        (f"fill('23', '{q}')", koha_lists("Summer reading 2024", 4, "List Summer reading 2024 has been updated.").replace(
            "[23] textbox 'Search the catalog'", f"[23] textbox 'Search the catalog' value='{q}'")),
        ("press('23', 'Enter')", results()),
        ("click('307')", add_popup("")),
        ("select_option('405', 'Summer reading 2024')", add_popup("Summer reading 2024")),
        ("click('425')", results("1 item has been added to your list Summer reading 2024.")),
        ("click('16')", summary),
        ("click('49')", koha_lists("Summer reading 2024", 5)),
        ("click('14')", koha_lists("Summer reading 2024", 5, menu=menu)),
    ]
    rs.add(task="web", tid="h25-web-21", system=WEB_SYSTEM, turns=turns, state=state, bad=True, turn=12,
           kind="header Lists menu shows the renamed list under its old name 'Summer reading'")


# ---------------------------------------------------------------------------------------------
# 22  osTicket staff panel: claim, reply, a new ticket arriving, resolve another (CLEAN)
# ---------------------------------------------------------------------------------------------
OST = "https://helpdesk.meridianhealthit.org/scp"


def ost_top(open_n: int, mine: int) -> str:
    return f"""
[10] banner ''
  [11] link 'Meridian IT Support Center'
  StaticText 'Welcome, Ravi Menon.'
  [13] link 'Dashboard'
  [14] link 'Profile'
  [15] link 'Log Out'
[20] navigation ''
  [21] link 'Dashboard'
  [22] link 'Users'
  [23] link 'Tasks'
  [24] link 'Tickets'
  [25] link 'Knowledgebase'
[30] navigation 'Tickets'
  [31] link 'Open ({open_n})'
  [32] link 'My Tickets ({mine})'
  [33] link 'Closed'
  [34] link 'Search'
  [35] link 'New Ticket'
"""


def ost_queue(open_n: int, mine: int, rows: list[tuple[str, str, str, str, str, str]]) -> str:
    body = ""
    for i, (num, upd, subj, frm, prio, who) in enumerate(rows):
        b = 60 + 8 * i
        body += f"""
    [{b}] row ''
      [{b + 1}] checkbox 'Select ticket {num}', checked='false'
      [{b + 2}] link '{num}'
      [{b + 3}] cell '{upd}'
      [{b + 4}] link '{subj}'
      [{b + 5}] cell '{frm}'
      [{b + 6}] cell '{prio}'
      [{b + 7}] cell '{who}'"""
    return page("Open Tickets :: Meridian IT Support Center", f"{OST}/tickets.php?queue=1", tr(ost_top(open_n, mine)), f"""
[40] main ''
  heading 'Open'
  [42] textbox 'Search'
  [43] button 'Search'
  [44] combobox 'Sort', hasPopup='listbox', expanded=False
    StaticText 'Most Recently Updated'
  [50] table ''
    [51] row ''
      [52] columnheader 'Ticket'
      [53] columnheader 'Last Updated'
      [54] columnheader 'Subject'
      [55] columnheader 'From'
      [56] columnheader 'Priority'
      [57] columnheader 'Assigned To'{body}
  StaticText 'Page: [1] 2 3 · Showing 1 - {len(rows)} of {open_n}'
  [150] link '2'
  [151] link '3'
""")


def t22(rs: RowSet) -> None:
    q0 = [
        ("482913", "4/17/24 10:58 AM", "VPN disconnects every 10 minutes", "Grace Liu", "Normal", "—"),
        ("482911", "4/17/24 10:41 AM", "Outlook keeps asking for password", "Daniel Ortiz", "Normal", "Priya Shah"),
        ("482907", "4/17/24 10:02 AM", "Password reset link expired", "Omar Haddad", "Low", "Ravi Menon"),
        ("482899", "4/17/24 9:37 AM", "New hire laptop setup - Radiology", "Karen Bell", "High", "Ravi Menon"),
        ("482896", "4/17/24 9:10 AM", "Cannot print to 2nd floor nurse station", "Luis Romero", "Normal", "Priya Shah"),
        ("482890", "4/16/24 4:55 PM", "Epic Hyperspace slow on thin clients", "Dr. Amy Chen", "Emergency", "Network Team"),
        ("482884", "4/16/24 3:12 PM", "Request access to shared drive S:/Billing", "Tanya Brooks", "Low", "—"),
        ("482879", "4/16/24 1:47 PM", "Monitor flickering in exam room 6", "Marco Rossi", "Normal", "—"),
    ]
    state = ("osTicket staff panel of Meridian Health IT, signed in as agent Ravi Menon on Wednesday, April 17, 2024 around 11:20 AM. "
             "Task: claim the VPN ticket from Grace Liu and answer her with the first troubleshooting step, then resolve ticket "
             "482907 (password reset) which the user confirmed is fixed.\n\n" + ost_queue(23, 5, q0))
    reply = ("Hi Grace, thanks for the details. Please update the GlobalProtect client to 6.1.3 from Software Center and turn off "
             "Wi-Fi power saving (Settings > Network > Wi-Fi > Advanced). If the drops continue after that, reply with the time of the "
             "next disconnect and we will pull the gateway logs. Ravi")

    def vpn(assigned: bool, thread_reply: bool, value: str, mine: int, msg: str = "") -> str:
        m = f"\n  [41] alert ''\n    StaticText '{msg}'" if msg else ""
        extra = f"""
    [130] article ''
      StaticText 'Ravi Menon posted 4/17/24 11:24 AM'
      StaticText '{reply}'""" if thread_reply else ""
        rv = f" value='{value}'" if value else ""
        return page("Ticket #482913 :: Meridian IT Support Center", f"{OST}/tickets.php?id=91877", tr(ost_top(23, mine)), f"""
[40] main ''{m}
  heading 'Ticket #482913'
  [43] button 'Claim', disabled={assigned}
  [44] button 'Assign', hasPopup='menu'
  [45] button 'Change Status', hasPopup='menu'
  [46] button 'Print'
  [47] button 'More', hasPopup='menu'
  [50] table ''
    [51] row ''
      [52] rowheader 'Status:'
      [53] cell 'Open'
      [54] rowheader 'Name:'
      [55] cell 'Grace Liu'
    [56] row ''
      [57] rowheader 'Priority:'
      [58] cell 'Normal'
      [59] rowheader 'Email:'
      [60] cell 'grace.liu@meridianhealth.org'
    [61] row ''
      [62] rowheader 'Department:'
      [63] cell 'IT Support'
      [64] rowheader 'Source:'
      [65] cell 'Email'
    [66] row ''
      [67] rowheader 'Create Date:'
      [68] cell '4/17/24 10:58 AM'
      [69] rowheader 'Assigned To:'
      [70] cell '{'Ravi Menon' if assigned else '— Unassigned —'}'
    [71] row ''
      [72] rowheader 'SLA Plan:'
      [73] cell 'Default SLA (18 hours)'
      [74] rowheader 'Due Date:'
      [75] cell '4/18/24 4:58 AM'
    [76] row ''
      [77] rowheader 'Last Message:'
      [78] cell '4/17/24 10:58 AM'
      [79] rowheader 'Last Response:'
      [80] cell '{'4/17/24 11:24 AM' if thread_reply else ''}'
  heading 'VPN disconnects every 10 minutes'
  [110] tablist ''
    [111] tab 'Ticket Thread ({2 if thread_reply else 1})', selected=True
    [112] tab 'Tasks', selected=False
  [120] list ''
    [121] article ''
      StaticText 'Grace Liu posted 4/17/24 10:58 AM'
      StaticText 'Since Monday my VPN (GlobalProtect) drops roughly every 10 minutes when I work from home. I have to reconnect each time and Epic sessions time out. Wired at the office is fine. Laptop MH-LT-2291.'{extra}
  [140] tablist ''
    [141] tab 'Post Reply', selected=True
    [142] tab 'Post Internal Note', selected=False
  [144] textbox 'Response'{rv}, multiline=True
  [146] combobox 'Ticket Status:', hasPopup='listbox', expanded=False
    StaticText 'Open (current)'
  [148] button 'Post Reply'
  [149] button 'Reset'
""")
    q1 = [("482921", "4/17/24 11:25 AM", "Printer jam on 3rd floor, cardiology", "Elena Petrova", "Normal", "—"),
          ("482913", "4/17/24 11:24 AM", "VPN disconnects every 10 minutes", "Grace Liu", "Normal", "Ravi Menon")] + q0[1:7]

    def pw(closed: bool, dialog: bool, open_n: int, mine: int) -> str:
        dlg = """
[300] dialog 'Change Ticket Status', modal=True
  StaticText 'Are you sure you want to set the status of ticket #482907 to Resolved?'
  [303] combobox 'Status', hasPopup='listbox', expanded=False
    StaticText 'Resolved'
  [305] textbox 'Reason for status change (internal note)', multiline=True
  [307] button 'Cancel'
  [308] button 'Resolved'""" if dialog else ""
        m = "\n  [41] alert ''\n    StaticText 'Ticket status updated successfully to Resolved'" if closed else ""
        note = """
    [125] article ''
      StaticText 'Ravi Menon: status changed from Open to Resolved on 4/17/24 11:27 AM'""" if closed else ""
        return page("Ticket #482907 :: Meridian IT Support Center", f"{OST}/tickets.php?id=91871", tr(ost_top(open_n, mine)), f"""
[40] main ''{m}
  heading 'Ticket #482907'
  [43] button 'Claim', disabled=True
  [44] button 'Assign', hasPopup='menu'
  [45] button 'Change Status', hasPopup='menu'
  [46] button 'Print'
  [50] table ''
    [51] row ''
      [52] rowheader 'Status:'
      [53] cell '{'Resolved' if closed else 'Open'}'
      [54] rowheader 'Name:'
      [55] cell 'Omar Haddad'
    [56] row ''
      [57] rowheader 'Priority:'
      [58] cell 'Low'
      [59] rowheader 'Assigned To:'
      [60] cell 'Ravi Menon'
    [61] row ''
      [62] rowheader 'Create Date:'
      [63] cell '4/17/24 8:44 AM'
      [64] rowheader 'Close Date:'
      [65] cell '{'4/17/24 11:27 AM' if closed else ''}'
  heading 'Password reset link expired'
  [120] list ''
    [121] article ''
      StaticText 'Omar Haddad posted 4/17/24 8:44 AM'
      StaticText 'The self-service password reset link says it expired as soon as I open it.'
    [122] article ''
      StaticText 'Ravi Menon posted 4/17/24 9:20 AM'
      StaticText 'I have issued a new link that is valid for 24 hours. Please open it from the same browser you requested it from.'
    [123] article ''
      StaticText 'Omar Haddad posted 4/17/24 10:02 AM'
      StaticText 'That worked, I am back in. Thank you!'{note}
""") + ("\n" + "\n".join(ind(tr(dlg))) if dialog else "")
    turns: Turns = [
        ("click('62')", vpn(False, False, "", 5)),
        ("click('43')", vpn(True, False, "", 6, "Ticket is NOW assigned to you!")),
        (f"fill('144', '{reply}')", vpn(True, False, reply, 6)),
        ("click('148')", vpn(True, True, "", 6, "Reply posted successfully")),
        ("click('31')", ost_queue(24, 6, q1)),
        ("click('86')", pw(False, False, 24, 6)),
        ("click('45')", pw(False, True, 24, 6)),
        ("click('308')", pw(True, False, 23, 5)),
    ]
    rs.add(task="web", tid="h25-web-22", system=WEB_SYSTEM, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
