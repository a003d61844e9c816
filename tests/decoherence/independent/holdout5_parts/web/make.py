# ruff: noqa: E501
"""holdout5, web part: 22 BrowserGym trajectories (accessibility trees with bids) for the decoherence warnings.

Written by hand for a frozen held-out set, WITHOUT reading the decoherence detectors, their rules, their tests
or any earlier labeled set; the only project code used is the row kit (rowkit2.RowSet). Every observation is
what the real site would render after the action, built from a small state model per trajectory so that the
clean ones stay consistent. 11 trajectories are clean (full of legitimate change: counters that follow the
agent's own actions, filters and pagination that hide rows, re-sorting, relative times that age, a redirect
that shows an old title, a branch switch that hides a file, ...) and 11 carry exactly one contradiction, at
the labeled 1-based turn; turns after it never re-show the contradicted detail.

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout5_parts.web.make`` -> web_test.jsonl, labels.json.
"""

from __future__ import annotations

import random
import re
import textwrap
from datetime import date, timedelta
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

OUT = Path(__file__).resolve().parent
DOMAIN = "web"
SYSTEM = (
    "You are the browser in a BrowserGym session. The agent acts with BrowserGym calls (click, fill, "
    "select_option, keyboard_press, goto, go_back, scroll, ...) that name elements by their bid. After each "
    "action, reply with the page as the browser now shows it: the flattened accessibility tree (bids in "
    "brackets, properties after commas), in the same notation as the current state, inside one "
    "<predicted_observation></predicted_observation> block."
)


# ---------------------------------------------------------------- helpers

def q(s: str) -> str:
    """Quote a name the way the flattened tree does (Python repr)."""
    return repr(s)


def blk(s: str, d: int = 0) -> list[str]:
    """A block written with two-space indentation -> lines indented with tabs, shifted by d levels."""
    out = []
    for ln in textwrap.dedent(s).strip("\n").split("\n"):
        if not ln.strip():
            continue
        n = len(ln) - len(ln.lstrip(" "))
        out.append("\t" * (d + n // 2) + ln.lstrip(" "))
    return out


def page(title: str, lines: list[str], url: str | None = None, tabs: list[str] | None = None) -> str:
    head = []
    if tabs:
        head += [f"Tab {i}{' (current)' if i == len(tabs) - 1 else ''}: {t}" for i, t in enumerate(tabs)]
        head.append("")
    if url:
        head.append(f"URL: {url}")
    return "\n".join(head + [f"RootWebArea {q(title)}, focused"] + ["\t" + ln for ln in lines])


def money(c: int, cur: str = "$") -> str:
    return f"{cur}{c // 100:,}.{c % 100:02d}"


BID_ACTION = re.compile(r"^(?:click|dblclick|fill|select_option|hover|focus|clear|press)\('([^']+)'")


def find_bid(obs: str, role: str, name: str) -> str:
    """The bid of the first element with this role and name on a page."""
    m = re.search(r"\[(\w+)\] " + role + " " + re.escape(q(name)) + r"(?:,|$)", obs, re.M)
    assert m, (role, name)
    return m.group(1)


class Traj:
    """Turns of one trajectory; checks that every bid an action names is on the page it acts on."""

    def __init__(self, state: str) -> None:
        self.state = state
        self.prev = state
        self.turns: list[tuple[str, str]] = []

    def __call__(self, action: str, obs: str) -> None:
        m = BID_ACTION.match(action)
        if m:
            assert f"[{m.group(1)}]" in self.prev, (action, self.prev[:300])
        self.turns.append((action, obs))
        self.prev = obs


TRAJ: list = []


def traj(bad_turn: int | None = None, kind: str = "clean", goal: str = ""):
    def deco(fn):
        TRAJ.append((fn, bad_turn, kind, goal))
        return fn
    return deco


# ---------------------------------------------------------------- 01 TodoMVC (clean)

def todo_page(items: list[list], flt: str, value: str = "", focus: bool = False) -> str:
    url = "http://localhost:4173/#/" + ("" if flt == "all" else flt)
    left = sum(not done for _, done, _ in items)
    shown = [it for it in items if flt == "all" or (flt == "active") != it[1]]
    box = "[13] textbox 'New Todo Input'" + (", focused" if focus else "") + (f", value={q(value)}" if value else "")
    L = blk(f"""
      [11] banner ''
        [12] heading 'todos'
        {box}
    """)
    if items:
        alldone = all(d for _, d, _ in items)
        L += blk(f"""
          [14] main ''
            [15] checkbox 'Toggle All Input', checked='{str(alldone).lower()}'
            StaticText 'Toggle All Input'
            [17] list ''
        """)
        for text, done, b in shown:
            L += blk(f"""
              [{b}] listitem ''
                [{b + 1}] checkbox '', checked='{str(done).lower()}'
                StaticText {q(text)}
                [{b + 2}] button ''
            """, 2)
        clear = "[33] button 'Clear completed'" + ("" if any(d for _, d, _ in items) else ", disabled=True")
        L += blk(f"""
          [18] contentinfo ''
            StaticText '{left} item{'' if left == 1 else 's'} left!'
            [29] list ''
              [30] link 'All'
              [31] link 'Active'
              [32] link 'Completed'
            {clear}
        """)
    L += blk("""
      [40] contentinfo ''
        StaticText 'Double-click to edit a todo'
        StaticText 'Created by the TodoMVC Team'
    """)
    return page("TodoMVC: React", L, url)


@traj(goal="Add 'Call the plumber' to the list, mark 'Buy stamps' done and clear completed items.")
def w01(t: type[Traj]) -> Traj:
    items = [["Buy stamps", False, 20], ["Renew library card", False, 23]]
    T = t(todo_page(items, "all"))
    T("fill('13', 'Call the plumber')", todo_page(items, "all", "Call the plumber", True))
    items.append(["Call the plumber", False, 26])
    T("keyboard_press('Enter')", todo_page(items, "all", focus=True))
    items[0][1] = True
    T("click('21')", todo_page(items, "all"))
    T("click('31')", todo_page(items, "active"))
    T("click('32')", todo_page(items, "completed"))
    items.pop(0)
    T("click('33')", todo_page(items, "completed"))
    T("click('30')", todo_page(items, "all"))
    items[0][1] = True
    T("click('24')", todo_page(items, "all"))
    items[1][1] = True
    T("click('15')", todo_page(items, "all"))
    return T


# ---------------------------------------------------------------- Magento storefront (02, 03, 16, 17)

SHOP = "http://10.0.4.12:7770"


def luma_header(count: int, open_cart: list[str] | None = None) -> list[str]:
    L = blk(f"""
      [1441] banner ''
        [1443] link 'Skip to Content'
        [1448] link 'My Account'
        [1450] link 'My Wish List'
        [1451] link 'Sign Out'
        StaticText 'Welcome, Emma Lopez!'
        [1455] link 'one_stop_market_logo'
        [1460] link 'My Cart'
          StaticText '{count}'
          StaticText 'items'
    """)
    if open_cart:
        L += [("\t\t" + ln) for ln in open_cart]
    L += blk("""
        [1471] combobox 'Search', autocomplete='both', hasPopup='listbox', expanded=False
        [1474] button 'Search', disabled=True
      [1480] tablist ''
        [1482] tabpanel ''
          [1483] menu '', orientation='horizontal'
            [1485] menuitem '\\ue622 Beauty & Personal Care', hasPopup='menu'
            [1487] menuitem '\\ue622 Sports & Outdoors', hasPopup='menu'
            [1489] menuitem '\\ue622 Clothing, Shoes & Jewelry', hasPopup='menu'
            [1491] menuitem '\\ue622 Home & Kitchen', hasPopup='menu'
            [1493] menuitem '\\ue622 Office Products', hasPopup='menu'
            [1495] menuitem '\\ue622 Grocery & Gourmet Food', hasPopup='menu'
            [1497] menuitem '\\ue622 Electronics', hasPopup='menu'
    """)
    return L


LUMA_FOOTER = blk("""
  [1900] contentinfo ''
    [1902] link 'Privacy and Cookie Policy'
    [1903] link 'Search Terms'
    [1904] link 'Advanced Search'
    [1905] link 'Contact Us'
    StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
""")


def cart_page(lines: list[dict], count: int, msg: str | None = None, disc: bool = False, code: str = "") -> str:
    L = luma_header(count)
    L += blk("""
      [1520] main ''
        [1522] heading 'Shopping Cart'
    """)
    if msg:
        L += blk(f"""
          [1524] alert '', live='assertive', atomic, relevant='additions text'
            StaticText {q(msg)}
        """, 1)
    L += blk("""
      [1530] table 'Shopping Cart Items'
        [1531] row ''
          columnheader 'Item'
          columnheader 'Price'
          columnheader 'Qty'
          columnheader 'Subtotal'
    """, 1)
    for ln in lines:
        b = ln["bid"]
        L += blk(f"""
          [{b}] row ''
            [{b + 1}] link {q(ln['name'])}
            gridcell {q(money(ln['price']))}
            [{b + 2}] spinbutton 'Qty', value='{ln['shown']}'
            gridcell {q(money(ln['price'] * ln['qty']))}
            [{b + 3}] link 'Edit item parameters'
            [{b + 4}] link 'Remove item'
        """, 2)
    sub = sum(ln["price"] * ln["qty"] for ln in lines)
    L += blk("""
      [1570] button 'Update Shopping Cart'
      [1571] link 'Continue Shopping'
    """, 1)
    L += blk(f"""
      [1590] heading 'Apply Discount Code', expanded={disc}
    """, 1)
    if disc:
        val = f", value={q(code)}" if code else ""
        L += blk(f"""
          [1592] textbox 'Enter discount code'{val}
          [1593] button 'Apply Discount'
        """, 2)
    L += blk(f"""
      [1600] complementary ''
        [1601] heading 'Summary'
        [1602] heading 'Estimate Shipping and Tax', expanded=False
        [1604] table ''
          [1605] row ''
            rowheader 'Subtotal'
            gridcell {q(money(sub))}
          [1606] row ''
            rowheader 'Order Total'
            gridcell {q(money(sub))}
        [1610] button 'Proceed to Checkout'
        [1611] link 'Check Out with Multiple Addresses'
    """, 1)
    return page("Shopping Cart", L + LUMA_FOOTER, f"{SHOP}/checkout/cart/")


@traj(bad_turn=7, kind="count_mismatch", goal="Tidy the cart: two bottles of the chai concentrate, no pens, try the SPRING10 code.")
def w02(t: type[Traj]) -> Traj:
    lines = [
        {"bid": 1540, "name": "Sprout Organic Quinoa Puffs, Apple Cinnamon, 1.5 oz", "price": 499, "qty": 2, "shown": 2},
        {"bid": 1550, "name": "Tazo Chai Tea Latte Concentrate, Classic, 32 oz", "price": 748, "qty": 1, "shown": 1},
        {"bid": 1560, "name": "BIC Cristal Xtra Smooth Ballpoint Pen, Medium Point, Black, 10-Count", "price": 329, "qty": 1, "shown": 1},
    ]

    def n():
        return sum(x["qty"] for x in lines)
    T = t(cart_page(lines, n()))
    lines[1]["shown"] = 2
    T("fill('1552', '2')", cart_page(lines, n()))
    lines[1]["qty"] = 2
    T("click('1570')", cart_page(lines, n()))
    lines.pop(2)
    T("click('1564')", cart_page(lines, n()))
    T("click('1590')", cart_page(lines, n(), disc=True))
    T("fill('1592', 'SPRING10')", cart_page(lines, n(), disc=True, code="SPRING10"))
    T("click('1593')", cart_page(lines, n(), msg='The coupon code "SPRING10" is not valid.'))
    lines.pop(0)
    # contradiction: only the chai (qty 2) is left, the header counter says 3
    T("click('1544')", cart_page(lines, 3))
    return T


def product_page(count: int, qty: str, msg: str | None = None, cart: list[dict] | None = None, edit_qty: dict | None = None) -> str:
    mc = None
    if cart is not None:
        n = sum(x["qty"] for x in cart)
        sub = sum(x["qty"] * x["price"] for x in cart)
        mc = blk(f"""
          [1462] dialog 'Minicart', modal=False
            [1463] button 'Close'
            StaticText '{n}'
            StaticText 'Items in Cart'
            StaticText 'Cart Subtotal :'
            StaticText {q(money(sub))}
            [1464] button 'Proceed to Checkout'
            [1465] list ''
        """)
        for x in cart:
            shown = (edit_qty or {}).get(x["name"], x["qty"])
            mc += blk(f"""
              [{x['mb']}] listitem ''
                [{x['mb'] + 1}] link {q(x['name'])}
                StaticText {q(money(x['price']))}
                [{x['mb'] + 2}] spinbutton 'Qty', value='{shown}'
            """, 2)
            if edit_qty and x["name"] in edit_qty:
                mc += blk(f"[{x['mb'] + 3}] button 'Update'", 3)
            mc += blk(f"""
              [{x['mb'] + 4}] link 'Edit item'
              [{x['mb'] + 5}] button 'Remove'
            """, 3)
        mc += blk("[1469] link 'View and Edit Cart'", 1)
    L = luma_header(count, mc)
    L += blk("""
      [1520] main ''
    """)
    if msg:
        L += blk(f"""
          [1524] alert '', live='assertive', atomic, relevant='additions text'
            StaticText {q(msg)}
            [1525] link 'shopping cart'
        """, 1)
    L += blk(f"""
      [1530] heading "Kellogg's Special K Protein Bars, Chocolatey Brownie, 6 Count"
      StaticText 'Rating:'
      StaticText '80%'
      [1533] link '4 Reviews'
      StaticText '$8.99'
      StaticText 'In stock'
      StaticText 'SKU'
      StaticText 'B01MRMHE0G'
      [1540] spinbutton 'Qty', value='{qty}'
      [1541] button 'Add to Cart'
      [1542] link 'Add to Wish List'
      [1543] link 'Add to Compare'
      [1550] tablist ''
        [1551] tab 'Details', selected=True
        [1552] tab 'Reviews (4)', selected=False
      [1553] tabpanel 'Details'
        StaticText 'Product Description'
        StaticText '10g of protein per bar; 6 individually wrapped bars.'
    """, 1)
    return page("Kellogg's Special K Protein Bars, Chocolatey Brownie, 6 Count", L + LUMA_FOOTER,
                f"{SHOP}/kellogg-s-special-k-protein-bars-chocolatey-brownie-6-count.html")


def checkout_page(cart: list[dict], expanded: bool) -> str:
    n = sum(x["qty"] for x in cart)
    L = blk(f"""
      [1700] banner ''
        [1701] link 'one_stop_market_logo'
      [1710] main ''
        [1711] list ''
          [1712] listitem ''
            StaticText 'Shipping'
          [1713] listitem ''
            StaticText 'Review & Payments'
        [1720] heading 'Shipping Address'
        StaticText 'Emma Lopez'
        StaticText '101 S San Mateo Dr'
        StaticText 'San Mateo, California 94010'
        StaticText 'United States'
        StaticText '6505551212'
        [1725] button 'New Address'
        [1730] heading 'Shipping Methods'
        [1731] table ''
          [1732] row ''
            [1733] radio 'Flat Rate', checked='true'
            gridcell {q(money(500 * n))}
            gridcell 'Fixed'
            gridcell 'Flat Rate'
        [1740] button 'Next'
      [1750] complementary ''
        [1751] heading 'Order Summary'
        [1752] tab '{n} Items in Cart', expanded={expanded}
    """)
    if expanded:
        for x in cart:
            L += blk(f"""
              [{x['mb'] + 300}] listitem ''
                StaticText {q(x['name'])}
                StaticText 'Qty'
                StaticText '{x['qty']}'
                StaticText {q(money(x['qty'] * x['price']))}
            """, 2)
    return page("Checkout", L, f"{SHOP}/checkout/#shipping")


@traj(goal="Buy three boxes of the Special K protein bars and keep only one pack of pens, then go to checkout.")
def w03(t: type[Traj]) -> Traj:
    pens = {"name": "BIC Round Stic Xtra Life Ballpoint Pen, Medium Point, Blue, 60-Count", "price": 329, "qty": 2, "mb": 1600}
    bars = {"name": "Kellogg's Special K Protein Bars, Chocolatey Brownie, 6 Count", "price": 899, "qty": 3, "mb": 1610}
    T = t(product_page(2, "1"))
    T("fill('1540', '3')", product_page(2, "3"))
    added = "You added Kellogg's Special K Protein Bars, Chocolatey Brownie, 6 Count to your shopping cart."
    T("click('1541')", product_page(5, "3", added))
    cart = [bars, pens]
    T("click('1460')", product_page(5, "3", added, cart))
    T("fill('1602', '1')", product_page(5, "3", added, cart, {pens["name"]: 1}))
    pens["qty"] = 1
    T("click('1603')", product_page(4, "3", added, cart))
    T("click('1464')", checkout_page(cart, False))
    T("click('1752')", checkout_page(cart, True))
    T("go_back()", product_page(4, "1"))
    return T


# ---------------------------------------------------------------- GitLab (04, 05, 14, 18, 19)

GL = "http://10.0.4.12:8023"


def gl_header(assigned: int = 7, todos: int = 4) -> list[str]:
    return blk(f"""
      [100] link 'Skip to content'
      [101] banner ''
        [102] link 'Dashboard'
        [103] button 'Menu'
        [104] textbox 'Search GitLab'
        [105] button 'Create new...'
        [106] link 'Issues'
          StaticText '{assigned}'
        [107] link 'Merge requests'
          StaticText '2'
        [108] link 'To-Do List'
          StaticText '{todos}'
        [109] link 'Jordan Lee user’s menu'
    """)


def gl_sidebar(proj: str, issues: int, mrs: int, issues_sub: bool = False) -> list[str]:
    L = blk(f"""
      [120] complementary 'Project navigation'
        [121] link {q(proj)}
        [122] link 'Project information'
        [123] link 'Repository'
        [124] link 'Issues {issues}'
    """)
    if issues_sub:
        L += blk("""
          [125] link 'List'
          [126] link 'Boards'
          [127] link 'Service Desk'
          [128] link 'Milestones'
        """, 2)
    L += blk(f"""
      [129] link 'Merge requests {mrs}'
      [130] link 'CI/CD'
      [131] link 'Deployments'
      [132] link 'Wiki'
      [133] link 'Settings'
      [134] button 'Collapse sidebar'
    """, 1)
    return L


def gl_crumbs(*items: tuple[int, str]) -> list[str]:
    return ["[200] navigation 'Breadcrumbs'"] + [f"\t[{b}] link {q(x)}" for b, x in items]


def gl_issue_page(st: dict) -> str:
    """One issue of a11y-lab / portal with its right-hand sidebar."""
    L = gl_header(st["assigned"]) + gl_sidebar("portal", 12, 3, True)
    L += gl_crumbs((201, "a11y-lab"), (202, "portal"), (203, "Issues"), (204, "#41"))
    L += blk("""
      [210] main ''
        StaticText 'Open'
        StaticText 'Issue created 3 days ago by'
        [211] link 'Priya Shah'
        [212] heading 'Dark mode toggle ignores system preference'
        StaticText 'With the OS set to dark, the portal loads in light mode until the header toggle is clicked twice.'
        [213] button 'Edit title and description'
        [240] heading 'Activity'
        [241] button 'Sort or filter'
        [242] list ''
    """)
    for i, a in enumerate(st["acts"]):
        if a[0] == "note":
            L += blk(f"""
              listitem ''
                StaticText {q(a[1])}
            """, 2)
        else:
            L += blk(f"""
              [{250 + i}] article ''
                StaticText {q(a[1])}
                StaticText {q(a[2])}
            """, 2)
    val = f", value={q(st['comment'])}" if st["comment"] else ""
    L += blk(f"""
      [260] textbox 'Comment'{val}
      [261] button 'Comment'
      [262] button 'Close issue'
    """, 1)
    L += blk("""
      [300] complementary 'issue sidebar'
        [301] button 'Add a to do'
        StaticText 'Assignee'
        [302] button 'Edit'
    """)
    if st["assignee"]:
        L += blk(f"[303] link {q(st['assignee'])}", 1)
    else:
        L += blk("""
          StaticText 'None -'
          [303] button 'assign yourself'
        """, 1)
    if st["dd"] == "assignee":
        L += blk("""
          [350] group 'Select assignee'
            [351] searchbox 'Search users'
            [352] menuitem 'Unassigned'
            [353] menuitem 'Jordan Lee @jlee'
            [354] menuitem 'Priya Shah @pshah'
            [355] menuitem 'Marco Bellini @mbellini'
        """, 1)
    L += blk("""
      StaticText 'Labels'
      [310] button 'Edit'
    """, 1)
    lb = {"bug": 311, "documentation": 312, "enhancement": 313, "ui": 314}
    for name in st["labels"]:
        L += blk(f"[{lb[name]}] link {q(name)}", 1)
    if st["dd"] == "labels":
        L += blk("""
          [340] group 'Assign labels'
            [341] searchbox 'Search labels'
        """, 1)
        for name, b in zip(lb, (342, 343, 344, 345)):
            L += blk(f"[{b}] checkbox {q(name)}, checked='{str(name in st['checks']).lower()}'", 2)
        L += blk("""
          [346] button 'Create project label'
          [347] button 'Manage project labels'
        """, 2)
    L += blk("""
      StaticText 'Milestone'
      [320] button 'Edit'
      [321] link 'v2.3'
      StaticText 'Due date'
      [322] button 'Edit'
      StaticText 'None'
      StaticText 'Time tracking'
      StaticText 'No estimate or time spent'
      StaticText 'Confidentiality'
      StaticText 'Not confidential'
      StaticText 'Reference: a11y-lab/portal#41'
      [330] button 'Copy Reference'
    """, 1)
    return page("Dark mode toggle ignores system preference (#41) · Issues · a11y-lab / portal · GitLab", L,
                f"{GL}/a11y-lab/portal/-/issues/41")


def gl_milestones(assigned: int) -> str:
    L = gl_header(assigned) + gl_sidebar("portal", 12, 3, True)
    L += gl_crumbs((201, "a11y-lab"), (202, "portal"), (203, "Milestones"))
    L += blk("""
      [210] main ''
        [211] link 'Open 2'
        [212] link 'Closed 5'
        [213] link 'All 7'
        [214] textbox 'Filter by name'
        [215] button 'Due soon'
        [216] link 'New milestone'
        [220] list ''
          listitem ''
            [221] link 'v2.3'
            StaticText 'Mar 29, 2024 (in 2 weeks)'
            StaticText '14 Issues · 3 Merge requests'
            StaticText '43% complete'
            [222] link 'Close Milestone'
          listitem ''
            [223] link 'v2.4'
            StaticText 'May 10, 2024 (in 8 weeks)'
            StaticText '6 Issues · 0 Merge requests'
            StaticText '0% complete'
            [224] link 'Close Milestone'
    """)
    return page("Milestones · a11y-lab / portal · GitLab", L, f"{GL}/a11y-lab/portal/-/milestones")


@traj(bad_turn=7, kind="deleted_reappears", goal="Drop the bug label from portal#41, leave a note, and take the issue.")
def w04(t: type[Traj]) -> Traj:
    st = {"assigned": 7, "labels": ["bug", "ui"], "assignee": None, "dd": None, "checks": {"bug", "ui"}, "comment": "",
          "acts": [("note", "Priya Shah @pshah added bug ui labels 3 days ago"),
                   ("note", "Priya Shah @pshah added v2.3 milestone 3 days ago"),
                   ("comment", "Marco Bellini @mbellini · 2 days ago", "Repro on Firefox 123 / Windows 11. Chrome 122 picks up prefers-color-scheme fine.")]}
    T = t(gl_issue_page(st))
    st["dd"] = "labels"
    T("click('310')", gl_issue_page(st))
    st["checks"] = {"ui"}
    T("click('342')", gl_issue_page(st))
    st["dd"], st["labels"] = None, ["ui"]
    st["acts"].append(("note", "Jordan Lee @jlee removed bug label just now"))
    T("keyboard_press('Escape')", gl_issue_page(st))
    st["comment"] = "Not reproducible on Safari 17 either; keeping this open for Firefox only."
    T(f"fill('260', {q(st['comment'])})", gl_issue_page(st))
    st["acts"].append(("comment", "Jordan Lee @jlee · just now", st["comment"]))
    st["comment"] = ""
    T("click('261')", gl_issue_page(st))
    st["dd"] = "assignee"
    T("click('302')", gl_issue_page(st))
    st["dd"], st["assignee"], st["assigned"] = None, "Jordan Lee @jlee", 8
    st["acts"].append(("note", "Jordan Lee @jlee assigned to @jlee just now"))
    st["labels"] = ["bug", "ui"]  # contradiction: the bug label removed at turn 3 is back
    T("click('353')", gl_issue_page(st))
    T("click('128')", gl_milestones(8))
    return T


RUNBOOK_ISSUES = [
    # iid, title, author, created, updated, labels, state
    (57, "Pager escalation policy still routes to the old on-call alias", "Marco Bellini", "2 days ago", "5 hours ago", ["incident-process"], "opened"),
    (56, "Runbook for Redis failover references removed sentinel host", "Priya Shah", "3 days ago", "2 days ago", ["redis"], "closed"),
    (55, "Document the Vault unseal procedure for the DR site", "Aiko Tanaka", "4 days ago", "4 days ago", ["docs", "vault"], "opened"),
    (54, "Postgres PITR drill checklist is missing the WAL archive check", "Jordan Lee", "6 days ago", "1 day ago", ["postgres"], "opened"),
    (53, "Broken link to Grafana dashboard in ingress runbook", "Priya Shah", "1 week ago", "6 days ago", ["docs"], "closed"),
    (51, "Add a section on draining nodes before kernel upgrades", "Sam Okafor", "1 week ago", "1 week ago", ["k8s"], "opened"),
    (50, "Update S3 lifecycle runbook for the new bucket naming", "Aiko Tanaka", "2 weeks ago", "1 week ago", ["storage"], "closed"),
    (49, "Status page update template uses the wrong severity names", "Marco Bellini", "2 weeks ago", "2 weeks ago", ["incident-process"], "opened"),
    (47, "Alertmanager silence how-to still shows the v0.24 UI", "Aiko Tanaka", "2 weeks ago", "2 weeks ago", ["monitoring"], "opened"),
    (46, "Explain how to rotate the Terraform state bucket KMS key", "Sam Okafor", "3 weeks ago", "3 weeks ago", ["security"], "opened"),
    (45, "Kafka consumer lag alert links to a deleted panel", "Jordan Lee", "3 weeks ago", "3 weeks ago", ["kafka"], "closed"),
    (44, "Capture the manual steps for renewing the wildcard DNS record", "Priya Shah", "1 month ago", "3 weeks ago", ["dns"], "opened"),
    (41, "Incident review template: add a 'what went well' section", "Marco Bellini", "1 month ago", "1 month ago", ["incident-process"], "closed"),
    (40, "Write a runbook for the nightly backup verification job", "Aiko Tanaka", "1 month ago", "1 month ago", ["backups"], "opened"),
    (38, "Outdated screenshot in the VPN onboarding page", "Sam Okafor", "2 months ago", "1 month ago", ["docs"], "closed"),
]


def gl_issue_list(issues: list[tuple], tab: str, assigned: int = 7) -> str:
    n_open = sum(1 for i in issues if i[6] == "opened")
    n_closed = sum(1 for i in issues if i[6] == "closed")
    L = gl_header(assigned) + gl_sidebar("ops-runbooks", n_open, 1, True)
    L += gl_crumbs((201, "harborline"), (202, "ops-runbooks"), (203, "Issues"))
    L += blk(f"""
      [205] main ''
        [206] tablist ''
          [207] tab 'Open {n_open}', selected={tab == 'opened'}
          [208] tab 'Closed {n_closed}', selected={tab == 'closed'}
          [209] tab 'All {len(issues)}', selected={tab == 'all'}
        [210] link 'New issue'
        [211] button 'Edit issues'
        [212] textbox 'Search or filter results...'
        [213] button 'Created date'
        [214] list ''
    """)
    shown = [i for i in issues if tab == "all" or i[6] == tab]
    for iid, title, author, created, updated, labels, state in shown:
        b = 1000 + iid * 10
        L += blk(f"""
          [{b}] listitem ''
            [{b + 1}] link {q(title)}
            StaticText '#{iid} · created {created} by'
            [{b + 2}] link {q(author)}
        """, 2)
        for k, lab in enumerate(labels):
            L += blk(f"[{b + 3 + k}] link {q(lab)}", 3)
        if state == "closed":
            L += blk("StaticText 'CLOSED'", 3)
        L += blk(f"StaticText 'updated {updated}'", 3)
    return page("Issues · harborline / ops-runbooks · GitLab", L, f"{GL}/harborline/ops-runbooks/-/issues" + ("" if tab == "opened" else f"/?state={tab}"))


def gl_new_issue(title: str, desc: str) -> str:
    L = gl_header() + gl_sidebar("ops-runbooks", 9, 1, True)
    L += gl_crumbs((201, "harborline"), (202, "ops-runbooks"), (203, "Issues"), (204, "New"))
    tv = f", value={q(title)}" if title else ""
    dv = f", value={q(desc)}" if desc else ""
    L += blk(f"""
      [220] main ''
        [221] heading 'New Issue'
        StaticText 'Title (required)'
        [231] textbox 'Title (required)', required{tv}
        StaticText 'Type'
        [232] button 'Issue'
        StaticText 'Description'
        [233] button 'Preview'
        [234] textbox 'Description'{dv}
        [235] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked='false'
        StaticText 'Assignee'
        [236] button 'Unassigned'
        StaticText 'Milestone'
        [237] button 'Milestone'
        StaticText 'Labels'
        [238] button 'Labels'
        StaticText 'Due date'
        [239] textbox 'Select due date'
        [240] button 'Create issue'
        [241] link 'Cancel'
    """)
    return page("New Issue · harborline / ops-runbooks · GitLab", L, f"{GL}/harborline/ops-runbooks/-/issues/new")


def gl_new_issue_view(title: str, desc: str, created: str, closed: str | None, n_open: int) -> str:
    L = gl_header() + gl_sidebar("ops-runbooks", n_open, 1, True)
    L += gl_crumbs((201, "harborline"), (202, "ops-runbooks"), (203, "Issues"), (204, "#58"))
    L += blk(f"""
      [250] main ''
        StaticText {q('Closed' if closed else 'Open')}
        StaticText 'Issue created {created} by'
        [251] link 'Jordan Lee'
        [252] heading {q(title)}
        StaticText {q(desc)}
        [253] button 'Edit title and description'
        [254] heading 'Activity'
        [255] list ''
    """)
    if closed:
        L += blk(f"""
          listitem ''
            StaticText 'Jordan Lee @jlee closed {closed}'
        """, 2)
    L += blk(f"""
      [260] textbox 'Comment'
      [261] button 'Comment'
      [262] button {q('Reopen issue' if closed else 'Close issue')}
    """, 1)
    L += blk("""
      [270] complementary 'issue sidebar'
        StaticText 'Assignee'
        StaticText 'None - assign yourself'
        StaticText 'Labels'
        StaticText 'None'
        StaticText 'Milestone'
        StaticText 'None'
        StaticText 'Reference: harborline/ops-runbooks#58'
    """)
    return page(f"{title} (#58) · Issues · harborline / ops-runbooks · GitLab", L, f"{GL}/harborline/ops-runbooks/-/issues/58")


@traj(goal="File an issue in ops-runbooks about the edge-proxy certificate rotation, then close it as a duplicate.")
def w05(t: type[Traj]) -> Traj:
    issues = list(RUNBOOK_ISSUES)
    title = "Rotate TLS certs on edge-proxy before the Apr 2 expiry"
    desc = "The *.edge.harborline.io certificate expires on 2024-04-02. Add the cert-manager renewal steps to the runbook."
    T = t(gl_issue_list(issues, "opened"))
    T("click('210')", gl_new_issue("", ""))
    T(f"fill('231', {q(title)})", gl_new_issue(title, ""))
    T(f"fill('234', {q(desc)})", gl_new_issue(title, desc))
    T("click('240')", gl_new_issue_view(title, desc, "just now", None, 10))
    issues.insert(0, (58, title, "Jordan Lee", "just now", "just now", [], "opened"))
    T("click('125')", gl_issue_list(issues, "opened"))
    T("click('1581')", gl_new_issue_view(title, desc, "just now", None, 10))
    T("click('262')", gl_new_issue_view(title, desc, "1 minute ago", "just now", 9))
    issues[0] = (58, title, "Jordan Lee", "1 minute ago", "just now", [], "closed")
    T("click('125')", gl_issue_list(issues, "opened"))
    issues[0] = (58, title, "Jordan Lee", "2 minutes ago", "1 minute ago", [], "closed")
    T("click('208')", gl_issue_list(issues, "closed"))
    return T


# ---------------------------------------------------------------- Postmill forum (06, 07)

FORUM = "http://10.0.4.12:9999"


def pm_nav(user: str) -> list[str]:
    return blk(f"""
      [12] link 'Jump to main content'
      [13] link 'Jump to sidebar'
      [14] navigation ''
        [17] link 'Home'
          StaticText 'Postmill'
        [28] link 'Forums'
        [29] link 'Wiki'
        [35] searchbox 'Search query'
        [36] link 'Notifications (0)'
        [37] link 'Submit'
        [38] button {q(user)}
    """)


def pm_post(p: dict, d: int, page_view: bool = False) -> list[str]:
    b = p["bid"]
    up = "Retract upvote" if p["vote"] == 1 else "Upvote"
    down = "Retract downvote" if p["vote"] == -1 else "Downvote"
    L = blk(f"""
      [{b}] article ''
        [{b + 1}] {'heading' if page_view else 'link'} {q(p['title'])}
        StaticText 'Submitted by'
        [{b + 2}] link {q(p['user'])}
        [{b + 3}] time {q(p['at'])}
          StaticText {q(p['ago'])}
        StaticText 'in'
        [{b + 4}] link {q(p['forum'])}
        [{b + 5}] link '{p['comments']} comment{'' if p['comments'] == 1 else 's'}'
        [{b + 6}] button {q(up)}
        StaticText {q(f"{p['score']:,}")}
        [{b + 7}] button {q(down)}
    """, d)
    return L


def pm_forum(forum: str, posts: list[dict], user: str, subs: int, subscribed: bool, sort: str = "Hot",
             pg: int = 1, per: int | None = None, desc: str = "") -> str:
    L = pm_nav(user)
    L += blk(f"""
      [43] main ''
        [44] heading {q(forum)}
        [45] list ''
    """)
    for i, s in enumerate(["Hot", "New", "Active", "Top", "Controversial", "Most commented"]):
        L += blk(f"[{46 + i}] link {q(s)}", 2)
    shown = posts if per is None else posts[(pg - 1) * per: pg * per]
    for p in shown:
        L += pm_post(p, 1)
    if per is not None:
        if pg > 1:
            L += blk("[60] link 'Previous'", 1)
        if pg * per < len(posts):
            L += blk("[61] link 'Next'", 1)
    L += blk(f"""
      [70] complementary ''
        [71] heading {q(forum)}
        StaticText {q(desc)}
        [72] button {q('Unsubscribe' if subscribed else 'Subscribe')}
        StaticText {q(f'{subs:,}')}
        StaticText 'subscribers'
        [73] link 'Submit a new post'
    """)
    url = f"{FORUM}/f/{forum}" + ("" if sort == "Hot" else f"/{sort.lower().replace(' ', '_')}") + ("" if pg == 1 else f"/{pg}")
    return page(forum, L, url)


def pm_submission(p: dict, comments: list[tuple[str, str, str, str]], user: str, value: str = "") -> str:
    L = pm_nav(user)
    L += blk("[43] main ''")
    L += pm_post(p, 1, page_view=True)
    L += blk(f"""
      StaticText {q(p['body'])}
      [90] heading '{p['comments']} comment{'' if p['comments'] == 1 else 's'}'
      [91] textbox 'Comment'{', value=' + q(value) if value else ''}
      [92] button 'Post'
    """, 1)
    for k, (who, at, ago, text) in enumerate(comments):
        b = 2000 + 10 * k
        L += blk(f"""
          [{b}] article ''
            [{b + 1}] link {q(who)}
            [{b + 2}] time {q(at)}
              StaticText {q(ago)}
            StaticText {q(text)}
            [{b + 3}] button 'Upvote'
            StaticText '1'
            [{b + 4}] button 'Downvote'
            [{b + 5}] link 'Reply'
            [{b + 6}] link 'Permalink'
        """, 1)
    return page(p["title"], L, f"{FORUM}/f/{p['forum']}/{p['id']}/{p['slug']}")


@traj(bad_turn=6, kind="value_reverted", goal="Upvote the weekly reading thread, downvote the spammy giveaway and add a comment to the thread.")
def w06(t: type[Traj]) -> Traj:
    U = "jlee_reads"
    def P(pid, title, user, at, ago, comments, score, slug, body=""):
        return {"id": pid, "bid": 100 + (pid % 100) * 10, "title": title, "user": user, "at": at, "ago": ago, "forum": "books",
                "comments": comments, "score": score, "vote": 0, "slug": slug, "body": body}
    A = P(81234, "What are you reading this week? (Mar 11 – Mar 17)", "AutoModerator", "March 11, 2024 at 6:00:12 AM EDT", "3 days ago", 4, 42,
          "what_are_you_reading_this_week_mar_11_mar_17", "Tell us what you're reading, what you finished, and what you gave up on.")
    B = P(81302, "FREE signed copies!!! click here to enter the giveaway", "bookdeals4u", "March 14, 2024 at 8:47:55 AM EDT", "1 hour ago", 2, 7,
          "free_signed_copies_click_here_to_enter_the_giveaway", "Enter now at the link below, limited time only.")
    C = P(81277, "Finished 'The Left Hand of Darkness' – the ice crossing chapters are unreal", "kestrel_reads", "March 13, 2024 at 9:14:03 PM EDT", "12 hours ago", 31, 188,
          "finished_the_left_hand_of_darkness_the_ice_crossing")
    D = P(81255, "Libraries that still do interlibrary loan by mail?", "ottoline", "March 13, 2024 at 2:02:41 PM EDT", "19 hours ago", 12, 64,
          "libraries_that_still_do_interlibrary_loan_by_mail")
    E = P(81219, "Which translation of 'The Master and Margarita' should I pick?", "volandovich", "March 12, 2024 at 11:30:19 PM EDT", "1 day ago", 27, 95,
          "which_translation_of_the_master_and_margarita")
    posts = [C, D, A, E, B]
    desc = "Discussion of books, reading and the book trade."
    comments = [("mira_k", "March 11, 2024 at 7:12:40 AM EDT", "3 days ago", "Halfway through 'Piranesi'. Slow start but I'm hooked now."),
                ("dunmore", "March 11, 2024 at 9:48:02 AM EDT", "3 days ago", "Gave up on 'Infinite Jest' for the third time. Footnotes won."),
                ("ottoline", "March 12, 2024 at 1:25:57 PM EDT", "1 day ago", "Rereading 'Middlemarch' for a book club."),
                ("kestrel_reads", "March 13, 2024 at 9:20:11 PM EDT", "12 hours ago", "Just finished Le Guin, see my post!")]
    T = t(pm_forum("books", posts, U, 48210, True, desc=desc))
    A["vote"], A["score"] = 1, 43
    T(f"click('{A['bid'] + 6}')", pm_forum("books", posts, U, 48210, True, desc=desc))
    B["vote"], B["score"] = -1, 6
    T(f"click('{B['bid'] + 7}')", pm_forum("books", posts, U, 48210, True, desc=desc))
    T(f"click('{A['bid'] + 1}')", pm_submission(A, comments, U))
    text = "Started 'Station Eleven' on a friend's recommendation. Two chapters in and already worried about everyone."
    T(f"fill('91', {q(text)})", pm_submission(A, comments, U, text))
    A["comments"] = 5
    comments.append((U, "March 14, 2024 at 9:52:18 AM EDT", "just now", text))
    T("click('92')", pm_submission(A, comments, U))
    bad = dict(A, score=42)  # contradiction: still marked 'Retract upvote', but the score fell back to 42
    T(f"click('{A['bid'] + 4}')", pm_forum("books", [C, D, bad, E, B], U, 48210, True, desc=desc))
    T(f"click('{B['bid'] + 1}')", pm_submission(B, [("mira_k", "March 14, 2024 at 8:50:33 AM EDT", "1 hour ago", "Reported. Same account posted this in three forums."),
                                                  ("AutoModerator", "March 14, 2024 at 8:52:10 AM EDT", "1 hour ago", "This post has been reported and is awaiting moderator review.")], U))
    return T


TECH_TITLES = [
    "Framework 16 teardown: the expansion bay is genuinely modular", "Why is every new TV 'smart' now? Looking for a dumb panel",
    "Raspberry Pi 5 thermal throttling tests with and without the active cooler", "EU rules USB-C mandate now applies to laptops from 2026",
    "Self-hosting a photo library: Immich vs PhotoPrism after six months", "My ISP started injecting ads into plain HTTP pages",
    "Open-source firmware for e-bike controllers, anyone tried it?", "The quiet death of the headphone jack in mid-range phones",
    "Mechanical keyboard switch lubing: worth it or placebo?", "Benchmarks: SQLite on a $5 VPS handled 10k writes/sec",
    "Anyone else getting 'device not supported' on older Kindles?", "Right-to-repair bill passes in Oregon, parts pairing banned",
    "Which password manager survived your last migration?", "Printer ink DRM strikes again: third-party cartridges bricked by update",
    "I replaced my home router with an old ThinkPad running OPNsense", "The best budget NAS drives in 2024, from 40 backblaze stats",
    "E-ink monitors finally usable for coding?", "Steam Deck OLED battery life after a year of daily use",
    "Local LLMs on a laptop: what actually runs well on 16 GB", "Why do smart bulbs need a cloud account at all?",
    "Solar + battery at home: the app is the worst part", "Hacker News vs lobste.rs vs here: where do you read tech news?",
    "Wi-Fi 7 routers are out; is there any client hardware yet?", "Old Android phone as a security camera: best apps?",
]
TECH_USERS = ["byte_farmer", "opnsense_fan", "lurking_dev", "kestrel_reads", "tinkerbell42", "ohm_sweet_ohm", "deltaV", "packetloss", "mira_k", "grumpy_sysadmin"]


def tech_posts() -> list[dict]:
    rng = random.Random(507)
    base = (2024, 3, 14, 10, 5)  # "now" for the relative times: March 14, 2024, 10:05 AM EDT
    now_min = base[3] * 60 + base[4]
    posts = []
    for i, title in enumerate(TECH_TITLES):
        age = rng.randint(8, 60 * 40)  # minutes
        tot = 14 * 24 * 60 + now_min - age  # minutes since March 0 00:00, to build the absolute stamp
        day, rem = divmod(tot, 24 * 60)
        hh, mm = divmod(rem, 60)
        stamp = f"March {day}, 2024 at {(hh - 1) % 12 + 1}:{mm:02d}:{rng.randint(0, 59):02d} {'AM' if hh < 12 else 'PM'} EDT"
        ago = f"{age} minutes ago" if age < 60 else (f"{age // 60} hour{'s' if age >= 120 else ''} ago" if age < 24 * 60 else "1 day ago")
        pid = 90100 + i * 7
        posts.append({"id": pid, "bid": 100 + i * 10, "title": title, "user": rng.choice(TECH_USERS), "at": stamp, "ago": ago,
                      "age": age, "forum": "technology", "comments": rng.randint(0, 140), "score": rng.randint(1, 900), "vote": 0,
                      "slug": re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_")[:60]})
    return posts


@traj(goal="Subscribe to f/technology, skim the newest posts and the top ones, then unsubscribe again.")
def w07(t: type[Traj]) -> Traj:
    U = "jlee_reads"
    posts = tech_posts()
    desc = "News and discussion about consumer technology, the web and the people who build them."

    def hot():
        return sorted(posts, key=lambda p: -(p["score"] / (p["age"] / 60 + 2) ** 1.5))

    def new():
        return sorted(posts, key=lambda p: p["age"])

    def top():
        return sorted(posts, key=lambda p: -p["score"])
    T = t(pm_forum("technology", hot(), U, 1204, False, per=10, desc=desc))
    T("click('72')", pm_forum("technology", hot(), U, 1205, True, per=10, desc=desc))
    T("click('47')", pm_forum("technology", new(), U, 1205, True, "New", per=10, desc=desc))
    T("click('61')", pm_forum("technology", new(), U, 1205, True, "New", 2, per=10, desc=desc))
    T("go_back()", pm_forum("technology", new(), U, 1205, True, "New", per=10, desc=desc))
    p = new()[2]
    p["vote"], p["score"] = 1, p["score"] + 1
    T(f"click('{p['bid'] + 6}')", pm_forum("technology", new(), U, 1205, True, "New", per=10, desc=desc))
    p["vote"], p["score"] = 0, p["score"] - 1
    T(f"click('{p['bid'] + 6}')", pm_forum("technology", new(), U, 1205, True, "New", per=10, desc=desc))
    T("click('49')", pm_forum("technology", top(), U, 1205, True, "Top", per=10, desc=desc))
    T("click('72')", pm_forum("technology", top(), U, 1204, False, "Top", per=10, desc=desc))
    return T


# ---------------------------------------------------------------- Magento admin (08, 09)

ADMIN = "http://10.0.4.12:7780/admin"


def adm_chrome(heading: str) -> list[str]:
    return blk(f"""
      [100] link 'Magento Admin Panel'
        [101] image 'Magento Admin Panel'
      [102] navigation ''
        [103] menubar '', orientation='horizontal'
          [104] link '\\ue604 DASHBOARD'
          [105] link '\\ue60b SALES'
          [106] link '\\ue608 CATALOG'
          [107] link '\\ue603 CUSTOMERS'
          [108] link '\\ue609 MARKETING'
          [109] link '\\ue602 CONTENT'
          [110] link '\\ue60a REPORTS'
          [111] link '\\ue60d STORES'
          [112] link '\\ue610 SYSTEM'
          [113] link '\\ue612 FIND PARTNERS & EXTENSIONS'
      [120] banner ''
        [121] heading {q(heading)}
        [122] link '\\ue600 admin'
        [123] link '\\ue607 1'
        [124] searchbox 'Search'
    """)


def adm_pager(total: int, per: int, pg: int, bid: int = 220) -> list[str]:
    pages = max(1, -(-total // per))
    return blk(f"""
      StaticText {q(f'{total:,}')}
      StaticText 'records found'
      [{bid}] combobox 'per page', hasPopup='menu', expanded=False, value='{per}'
      [{bid + 1}] button 'Previous Page'{', disabled=True' if pg == 1 else ''}
      [{bid + 2}] textbox 'Page', value='{pg}'
      StaticText 'of {pages}'
      [{bid + 3}] button 'Next Page'{', disabled=True' if pg == pages else ''}
    """, 1)


NAMES = ["Veronica Costello", "John Smith", "Jane Doe", "Alex Martin", "Ava Brown", "Lily Potter", "Grace Nguyen", "Sophia Kim",
         "Daniel Jackson", "Olivia Lee", "Jason Miller", "Emma Lopez", "Samantha Jones", "Lucy Garcia", "Matt Baker", "Sean Miller",
         "Jennifer White", "Katie Wong", "Adam Garcia", "Bob Jones", "Brian Smith", "Julia Williams", "Mary Martin", "Michael Nguyen"]


def orders() -> list[dict]:
    rng = random.Random(9308)
    statuses = ["Complete"] * 142 + ["Canceled"] * 71 + ["Pending"] * 37 + ["Processing"] * 33 + ["Closed"] * 17 + ["On Hold"] * 8
    rng.shuffle(statuses)
    out = []
    t = 0
    used = set()
    for i in range(308):
        t += rng.randint(60, 2400)  # minutes
        d = date(2022, 1, 3) + timedelta(days=t // 1440 // 1)
        hh, mm, ss = (t // 60) % 24, t % 60, rng.randint(0, 59)
        stamp = f"{d.strftime('%b')} {d.day}, {d.year} {(hh - 1) % 12 + 1}:{mm:02d}:{ss:02d} {'AM' if hh < 12 else 'PM'}"
        total = rng.randint(1500, 42000)
        while total in used:
            total += 1
        used.add(total)
        name = rng.choice(NAMES)
        out.append({"id": f"{i + 1:09d}", "date": stamp, "bill": name, "ship": name if rng.random() < 0.85 else rng.choice(NAMES),
                    "total": total, "status": statuses[i]})
    return out


def adm_orders(rows: list[dict], total: int, per: int, pg: int, filters_open: bool = False, status_pick: str = "",
               active: str | None = None) -> str:
    L = adm_chrome("Orders")
    L += blk("""
      [200] main ''
        [201] button 'Create New Order'
        [210] textbox 'Search by keyword'
        [211] button 'Search'
        [212] button 'Filters'
        [213] button 'Default View'
        [214] button 'Columns'
        [215] button 'Export'
    """)
    if filters_open:
        L += blk(f"""
          [240] group 'Filters'
            [241] textbox 'Purchase Date from'
            [242] textbox 'Purchase Date to'
            [243] textbox 'Grand Total (Base) from'
            [244] textbox 'Grand Total (Base) to'
            [245] combobox 'Status', hasPopup='menu', expanded=False{', value=' + q(status_pick) if status_pick else ''}
            [246] textbox 'Bill-to Name'
            [247] textbox 'Ship-to Name'
            [248] textbox 'ID from'
            [249] textbox 'ID to'
            [251] button 'Cancel'
            [250] button 'Apply Filters'
        """, 1)
    if active:
        L += blk(f"""
          StaticText 'Active filters:'
          StaticText {q(active)}
          [261] button 'Remove {active}'
          [262] button 'Clear all'
        """, 1)
    L += blk("[216] combobox 'Actions', hasPopup='menu', expanded=False", 1)
    L += adm_pager(total, per, pg)
    L += blk("""
      [230] table ''
        [231] row ''
          [232] columnheader 'ID'
          [233] columnheader 'Purchase Date'
          [234] columnheader 'Bill-to Name'
          [235] columnheader 'Ship-to Name'
          [236] columnheader 'Grand Total (Purchased)'
          [237] columnheader 'Status'
          [238] columnheader 'Action'
    """, 1)
    for k, r in enumerate(rows):
        b = 300 + 10 * k
        L += blk(f"""
          [{b}] row ''
            [{b + 1}] checkbox '', checked='false'
            gridcell '{r['id']}'
            gridcell {q(r['date'])}
            gridcell {q(r['bill'])}
            gridcell {q(r['ship'])}
            gridcell {q(money(r['total']))}
            gridcell {q(r['status'])}
            [{b + 2}] link 'View'
        """, 2)
    return page("Orders / Operations / Sales / Magento Admin", L, f"{ADMIN}/sales/order/")


@traj(goal="Find the biggest pending orders, then show the whole order list 30 per page.")
def w09(t: type[Traj]) -> Traj:
    data = orders()
    by_date = list(reversed(data))
    pend = [o for o in by_date if o["status"] == "Pending"]
    asc = sorted(pend, key=lambda o: o["total"])
    T = t(adm_orders(by_date[:20], 308, 20, 1))
    T("click('212')", adm_orders(by_date[:20], 308, 20, 1, True))
    T("select_option('245', 'Pending')", adm_orders(by_date[:20], 308, 20, 1, True, "Pending"))
    T("click('250')", adm_orders(pend[:20], 37, 20, 1, active="Status: Pending"))
    T("click('236')", adm_orders(asc[:20], 37, 20, 1, active="Status: Pending"))
    desc = asc[::-1]
    T("click('236')", adm_orders(desc[:20], 37, 20, 1, active="Status: Pending"))
    T("click('223')", adm_orders(desc[20:40], 37, 20, 2, active="Status: Pending"))
    alld = sorted(data, key=lambda o: -o["total"])
    T("click('262')", adm_orders(alld[:20], 308, 20, 1))
    T("select_option('220', '30')", adm_orders(alld[:30], 308, 30, 1))
    return T


LUMA_FIRST20 = [("Joust Duffle Bag", "24-MB01", 3400), ("Strive Shoulder Pack", "24-MB04", 3200), ("Crown Summit Backpack", "24-MB03", 3800),
                ("Wayfarer Messenger Bag", "24-MB05", 4500), ("Rival Field Messenger", "24-MB06", 4500), ("Fusion Backpack", "24-MB02", 5900),
                ("Impulse Duffle", "24-UB02", 7400), ("Voyage Yoga Bag", "24-WB01", 3200), ("Compete Track Tote", "24-WB02", 3200),
                ("Savvy Shoulder Tote", "24-WB05", 3200), ("Endeavor Daytrip Backpack", "24-WB06", 3300), ("Driven Backpack", "24-WB03", 3600),
                ("Overnight Duffle", "24-WB07", 4500), ("Push It Messenger Bag", "24-WB04", 4500), ("Affirm Water Bottle", "24-UG06", 700),
                ("Dual Handle Cardio Ball", "24-UG07", 1200), ("Zing Jump Rope", "24-UG04", 1200), ("Pursuit Lumaflex™ Tone Band", "24-UG02", 1600),
                ("Go-Get'r Pushup Grips", "24-UG05", 1900), ("Quest Lumaflex™ Band", "24-UG01", 1900)]


def tee_rows(parent_name: str) -> list[dict]:
    rows, pid = [], 1198
    for color in ("Black", "Blue", "Red"):
        for size in ("XS", "S", "M", "L", "XL"):
            rows.append({"id": pid, "name": f"Aero Daily Fitness Tee-{size}-{color}", "type": "Simple Product", "sku": f"MS01-{size}-{color}",
                         "price": 2400, "qty": "100.0000", "sal": "Default Stock: 100", "vis": "Not Visible Individually"})
            pid += 1
    rows.append({"id": pid, "name": parent_name, "type": "Configurable Product", "sku": "MS01", "price": 2400, "qty": "",
                 "sal": "", "vis": "Catalog, Search"})
    return rows


def adm_products(rows: list[dict], total: int, keyword: str = "", active: str | None = None) -> str:
    L = adm_chrome("Products")
    kv = f", value={q(keyword)}" if keyword else ""
    L += blk(f"""
      [200] main ''
        [201] button 'Add Product'
        [202] button 'Add product of type', hasPopup='menu'
        [210] textbox 'Search by keyword'{kv}
        [211] button 'Search'
        [212] button 'Filters'
        [213] button 'Default View'
        [214] button 'Columns'
    """)
    if active:
        L += blk(f"""
          StaticText 'Active filters:'
          StaticText {q(active)}
          [261] button 'Remove {active}'
          [262] button 'Clear all'
        """, 1)
    L += blk("[216] combobox 'Actions', hasPopup='menu', expanded=False", 1)
    L += adm_pager(total, 20, 1)
    L += blk("""
      [230] table ''
        [231] row ''
          [232] columnheader 'ID'
          [233] columnheader 'Thumbnail'
          [234] columnheader 'Name'
          [235] columnheader 'Type'
          [236] columnheader 'SKU'
          [237] columnheader 'Price'
          [238] columnheader 'Quantity'
          [239] columnheader 'Salable Quantity'
          [240] columnheader 'Visibility'
          [241] columnheader 'Status'
          [242] columnheader 'Action'
    """, 1)
    for k, r in enumerate(rows):
        b = 300 + 10 * k
        L += blk(f"""
          [{b}] row ''
            [{b + 1}] checkbox '', checked='false'
            gridcell '{r['id']}'
            [{b + 2}] image {q(r['name'])}
            gridcell {q(r['name'])}
            gridcell {q(r['type'])}
            gridcell {q(r['sku'])}
            gridcell {q(money(r['price']))}
            gridcell {q(r['qty'])}
            gridcell {q(r['sal'])}
            gridcell {q(r['vis'])}
            gridcell 'Enabled'
            [{b + 3}] link 'Edit'
        """, 2)
    return page("Products / Inventory / Catalog / Magento Admin", L, f"{ADMIN}/catalog/product/")


def adm_product_edit(saved_name: str, field: str, msg: bool = False) -> str:
    L = adm_chrome(saved_name)
    L += blk("""
      [200] main ''
        [201] button '\\ue626 Back'
        [202] button 'Add Attribute'
        [203] button 'Save'
        [204] button 'Save options', hasPopup='menu'
    """)
    if msg:
        L += blk("""
          [205] alert ''
            StaticText 'You saved the product.'
        """, 1)
    L += blk(f"""
      [210] switch 'Enable Product', checked='true'
      [211] combobox 'Attribute Set', value='Top'
      [212] textbox 'Product Name *', required, value={q(field)}
      [213] textbox 'SKU *', required, value='MS01'
      [214] textbox 'Price', disabled=True, value='24.00'
      [215] combobox 'Tax Class', value='Taxable Goods'
      [216] combobox 'Stock Status', value='In Stock'
      [217] textbox 'Weight', value='1'
      [218] button 'Categories Men, Tops, Tees'
      [219] combobox 'Visibility', value='Catalog, Search'
      [220] checkbox 'Set Product as New From', checked='false'
      [221] combobox 'Country of Manufacture'
      [230] heading 'Configurations'
      StaticText 'Current Variations'
      StaticText '15 variations'
      [231] button 'Edit Configurations'
      [240] heading 'Content', expanded=False
      [241] heading 'Images And Videos', expanded=False
      [242] heading 'Search Engine Optimization', expanded=False
      [243] heading 'Related Products, Up-Sells, and Cross-Sells', expanded=False
    """, 1)
    return page(f"{saved_name} / Products / Inventory / Catalog / Magento Admin", L, f"{ADMIN}/catalog/product/edit/id/1213/")


@traj(bad_turn=6, kind="rename_old_name", goal="Rename the Aero Daily Fitness Tee product to Aero Daily Training Tee.")
def w08(t: type[Traj]) -> Traj:
    first = [{"id": i + 1, "name": n, "type": "Simple Product", "sku": s, "price": p, "qty": "100.0000", "sal": "Default Stock: 100",
              "vis": "Catalog, Search"} for i, (n, s, p) in enumerate(LUMA_FIRST20)]
    T = t(adm_products(first, 2040))
    T("fill('210', 'Aero Daily')", adm_products(first, 2040, "Aero Daily"))
    T("keyboard_press('Enter')", adm_products(tee_rows("Aero Daily Fitness Tee"), 16, "Aero Daily", "Keyword: Aero Daily"))
    T("click('453')", adm_product_edit("Aero Daily Fitness Tee", "Aero Daily Fitness Tee"))
    T("fill('212', 'Aero Daily Training Tee')", adm_product_edit("Aero Daily Fitness Tee", "Aero Daily Training Tee"))
    T("click('203')", adm_product_edit("Aero Daily Training Tee", "Aero Daily Training Tee", True))
    # contradiction: the saved parent product is listed under its old name (the children keep theirs legitimately)
    T("click('201')", adm_products(tee_rows("Aero Daily Fitness Tee"), 16, "Aero Daily", "Keyword: Aero Daily"))
    T("click('262')", adm_products(first, 2040))
    return T


# ---------------------------------------------------------------- Roundcube webmail (10, 11)

RC = "https://mail.harborline.io/"
FOLDERS = ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive", "Receipts"]


def rc_page(msgs: list[dict], folder: str, sel: dict | None = None, note: str | None = None, dialog: bool = False) -> str:
    L = blk("""
      [100] link 'Roundcube Webmail'
      [101] navigation ''
        [102] link 'Compose'
        [103] link 'Mail'
        [104] link 'Contacts'
        [105] link 'Settings'
        [106] link 'About'
        [107] link 'Logout'
      [110] navigation 'Folders'
    """)
    for i, f in enumerate(FOLDERS):
        unread = sum(1 for m in msgs if m["folder"] == f and m["unread"])
        L += blk(f"[{111 + i}] link {q(f + (f' {unread}' if unread else ''))}", 1)
    inf = [m for m in msgs if m["folder"] == folder]
    L += blk(f"""
      [130] toolbar ''
        [131] button 'Refresh'
        [132] button 'Reply'{'' if sel else ', disabled=True'}
        [133] button 'Reply all'{'' if sel else ', disabled=True'}
        [134] button 'Forward'{'' if sel else ', disabled=True'}
        [135] button 'Delete'{'' if sel else ', disabled=True'}
        [136] button 'Archive'{'' if sel else ', disabled=True'}
        [137] button 'Mark'{'' if sel else ', disabled=True'}
        [138] button 'More'
      [140] heading {q(folder)}
      [141] searchbox 'Search'
    """)
    if folder == "Trash":
        L += blk("[142] button 'Empty'" + ("" if inf else ", disabled=True"), 1)
    if note:
        L += blk(f"""
          [145] status ''
            StaticText {q(note)}
        """, 1)
    if inf:
        L += blk("[150] grid 'Message list'", 1)
        for m in inf:
            b = m["bid"]
            st = "Unread" if m["unread"] else ("Replied" if m.get("replied") else "Read")
            L += blk(f"""
              [{b}] row ''{', selected=True' if sel is m else ''}
                gridcell {q(m['from'])}
                [{b + 1}] link {q(m['subject'])}
                gridcell {q(m['date'])}
                gridcell {q(m['size'])}
                gridcell {q(st)}
            """, 2)
        L += blk(f"StaticText 'Messages 1 to {len(inf)} of {len(inf)}'", 1)
    else:
        L += blk("StaticText 'The list is empty.'", 1)
    if sel:
        L += blk(f"""
          [190] region 'Message preview'
            [191] heading {q(sel['subject'])}
            StaticText 'From'
            [192] link {q(sel['from_full'])}
            StaticText 'To'
            StaticText 'Jordan Lee <jordan.lee@harborline.io>'
            StaticText 'Date'
            StaticText {q(sel['full_date'])}
            StaticText {q(sel['body'])}
        """, 1)
    if dialog:
        L += blk("""
          [195] dialog 'Empty folder', modal=True
            StaticText 'Do you really want to delete all messages in this folder?'
            [196] button 'Delete'
            [197] button 'Cancel'
        """, 1)
    unread_inbox = sum(1 for m in msgs if m["folder"] == "Inbox" and m["unread"])
    title = f"({unread_inbox}) Roundcube Webmail :: {folder}" if unread_inbox and folder == "Inbox" else f"Roundcube Webmail :: {folder}"
    return page(title, L, RC + f"?_task=mail&_mbox={folder}")


def rc_msg(bid: int, frm: str, addr: str, subject: str, date_s: str, full: str, size: str, unread: bool, folder: str = "Inbox",
           body: str = "") -> dict:
    return {"bid": bid, "from": frm, "from_full": f"{frm} <{addr}>", "subject": subject, "date": date_s, "full_date": full,
            "size": size, "unread": unread, "folder": folder, "body": body}


def rc_compose(to: str, subject: str, body: str) -> str:
    L = blk(f"""
      [100] link 'Roundcube Webmail'
      [300] toolbar ''
        [301] button 'Send'
        [302] button 'Save'
        [303] button 'Attach'
        [304] button 'Signature'
        [305] button 'Options and attachments'
      [310] main ''
        StaticText 'From'
        [311] combobox 'From', value='Jordan Lee <jordan.lee@harborline.io>'
        StaticText 'To'
        [312] textbox 'To', value={q(to)}
        [313] link 'Add Cc'
        [314] link 'Add Bcc'
        StaticText 'Subject'
        [315] textbox 'Subject', value={q(subject)}
        [316] combobox 'Editor type', value='Plain text'
        [317] textbox 'Message body', focused, value={q(body)}
    """)
    return page("Roundcube Webmail :: Compose", L, RC + "?_task=mail&_action=compose&_reply_uid=5531&_mbox=INBOX")


@traj(bad_turn=6, kind="timestamp_changed", goal="Reply to Northwind's invoice email asking for the PO number to be added.")
def w10(t: type[Traj]) -> Traj:
    inv = rc_msg(1000, "Northwind Billing", "billing@northwind-supplies.com", "Invoice INV-2024-0391 from Northwind Supplies", "Today 09:14",
                 "2024-03-14 09:14", "48 KB", True, body="Hello, please find attached invoice INV-2024-0391 for $4,812.60, due 2024-04-13. Kind regards, Northwind Billing")
    msgs = [
        rc_msg(1010, "GitLab", "gitlab@harborline.io", "Re: Rotate TLS certs on edge-proxy (#58)", "Today 10:03", "2024-03-14 10:03", "9 KB", True),
        inv,
        rc_msg(1020, "Priya Shah", "priya.shah@harborline.io", "Standup notes 14/03", "Today 08:57", "2024-03-14 08:57", "6 KB", False),
        rc_msg(1030, "Calendar", "calendar@harborline.io", "Invitation: Q2 planning @ Tue Mar 19 14:00", "Yesterday 17:20", "2024-03-13 17:20", "14 KB", True),
        rc_msg(1040, "Marco Bellini", "marco.bellini@harborline.io", "Re: on-call swap next week", "Yesterday 11:48", "2024-03-13 11:48", "7 KB", False),
        rc_msg(1050, "AWS Notifications", "no-reply@sns.amazonaws.com", "AWS Budgets: ops-sandbox exceeded 80%", "Tue 22:05", "2024-03-12 22:05", "21 KB", False),
        rc_msg(1060, "Aiko Tanaka", "aiko.tanaka@harborline.io", "Vault DR drill results", "2024-03-08 16:31", "2024-03-08 16:31", "33 KB", False),
    ]
    sent_old = [rc_msg(1100, "Priya Shah", "priya.shah@harborline.io", "Re: Standup notes 13/03", "Yesterday 09:02", "2024-03-13 09:02", "5 KB", False, "Sent"),
                rc_msg(1110, "Marco Bellini", "marco.bellini@harborline.io", "on-call swap next week", "Yesterday 10:15", "2024-03-13 10:15", "4 KB", False, "Sent")]
    allm = msgs + sent_old
    T = t(rc_page(allm, "Inbox"))
    inv["unread"] = False
    T("click('1001')", rc_page(allm, "Inbox", inv))
    quote = "On 2024-03-14 09:14, Northwind Billing wrote:\n> Hello, please find attached invoice INV-2024-0391 for $4,812.60, due 2024-04-13.\n> Kind regards, Northwind Billing"
    to = "Northwind Billing <billing@northwind-supplies.com>"
    subj = "Re: Invoice INV-2024-0391 from Northwind Supplies"
    T("click('132')", rc_compose(to, subj, "\n\n" + quote))
    body = "Hi,\n\nCould you reissue the invoice with our PO number HL-PO-2291 on it? Our AP team can't book it otherwise.\n\nThanks,\nJordan\n\n" + quote
    T(f"fill('317', {q(body)})", rc_compose(to, subj, body))
    inv["replied"] = True
    T("click('301')", rc_page(allm, "Inbox", note="Message sent successfully."))
    reply = rc_msg(1090, "Northwind Billing", "billing@northwind-supplies.com", subj, "Today 10:11", "2024-03-14 10:11", "3 KB", False, "Sent")
    allm.insert(len(msgs), reply)
    # the Sent list shows the recipient in the From/To column
    T("click('113')", rc_page(allm, "Sent"))
    inv["date"] = "Today 09:41"  # contradiction: the invoice arrived at 09:14 (preview and quoted header)
    T("click('111')", rc_page(allm, "Inbox"))
    settings = blk("""
      [100] link 'Roundcube Webmail'
      [101] navigation ''
        [102] link 'Compose'
        [103] link 'Mail'
        [104] link 'Contacts'
        [105] link 'Settings'
        [106] link 'About'
        [107] link 'Logout'
      [400] navigation 'Settings'
        [401] link 'Preferences'
        [402] link 'Folders'
        [403] link 'Identities'
        [404] link 'Responses'
        [405] link 'Filters'
        [406] link 'Password'
      [410] heading 'Preferences'
      [411] list ''
        [412] link 'User Interface'
        [413] link 'Mailbox View'
        [414] link 'Displaying Messages'
        [415] link 'Composing Messages'
        [416] link 'Contacts'
        [417] link 'Special Folders'
        [418] link 'Server Settings'
    """)
    T("click('105')", page("Roundcube Webmail :: Settings", settings, RC + "?_task=settings"))
    return T


@traj(goal="Clear the inbox: archive the Stripe receipt, bin the conference spam, empty the trash and check for new mail.")
def w11(t: type[Traj]) -> Traj:
    M = [
        rc_msg(1000, "Stripe", "receipts@stripe.com", "Your receipt from Fly.io #2231-4470", "Today 08:02", "2024-03-14 08:02", "31 KB", True,
               body="Receipt #2231-4470. Amount paid $38.17. Date paid March 14, 2024. Payment method Visa ending in 4242."),
        rc_msg(1010, "DevOpsCon Team", "events@devopscon-world.net", "Last chance: 60% off DevOpsCon passes!!!", "Today 07:45", "2024-03-14 07:45", "88 KB", True,
               body="Only 48 hours left to grab your pass. Unsubscribe at any time."),
        rc_msg(1020, "Priya Shah", "priya.shah@harborline.io", "Standup notes 14/03", "Today 08:57", "2024-03-14 08:57", "6 KB", True),
        rc_msg(1030, "Sam Okafor", "sam.okafor@harborline.io", "Kernel upgrade window moved to Sat", "Yesterday 19:12", "2024-03-13 19:12", "5 KB", True),
        rc_msg(1040, "Marco Bellini", "marco.bellini@harborline.io", "Re: on-call swap next week", "Yesterday 11:48", "2024-03-13 11:48", "7 KB", False),
        rc_msg(1050, "AWS Notifications", "no-reply@sns.amazonaws.com", "AWS Budgets: ops-sandbox exceeded 80%", "Tue 22:05", "2024-03-12 22:05", "21 KB", False),
        rc_msg(1060, "Aiko Tanaka", "aiko.tanaka@harborline.io", "Vault DR drill results", "2024-03-08 16:31", "2024-03-08 16:31", "33 KB", False),
        rc_msg(1070, "HR", "hr@harborline.io", "Reminder: submit your March timesheet", "2024-03-07 09:00", "2024-03-07 09:00", "12 KB", False),
        rc_msg(1080, "GitLab", "gitlab@harborline.io", "harborline/edge-proxy | Pipeline #8812 has failed", "2024-03-06 23:41", "2024-03-06 23:41", "18 KB", False),
        rc_msg(1090, "Google Workspace", "workspace-noreply@google.com", "Your invoice is available for harborline.io", "2024-03-02 06:12", "2024-03-02 06:12", "24 KB", False),
        rc_msg(1100, "LinkedIn", "messages-noreply@linkedin.com", "You appeared in 9 searches this week", "Trash", "2024-03-05 11:20", "45 KB", False, "Trash"),
        rc_msg(1110, "Zoom", "no-reply@zoom.us", "Cloud recording now available", "Trash", "2024-03-04 15:02", "16 KB", False, "Trash"),
    ]
    M[10]["date"], M[11]["date"] = "2024-03-05 11:20", "2024-03-04 15:02"
    # the list is ordered by arrival date, newest first
    M.sort(key=lambda m: m["full_date"], reverse=True)
    stripe, spam = M[[m["bid"] for m in M].index(1000)], M[[m["bid"] for m in M].index(1010)]
    T = t(rc_page(M, "Inbox"))
    stripe["unread"] = False
    T("click('1001')", rc_page(M, "Inbox", stripe))
    stripe["folder"] = "Archive"
    T("click('136')", rc_page(M, "Inbox", note="Successfully moved."))
    spam["unread"] = False
    T("click('1011')", rc_page(M, "Inbox", spam))
    spam["folder"] = "Trash"
    T("click('135')", rc_page(M, "Inbox", note="Message(s) moved successfully."))
    T("click('115')", rc_page(M, "Trash"))
    T("click('142')", rc_page(M, "Trash", dialog=True))
    M = [m for m in M if m["folder"] != "Trash"]
    T("click('196')", rc_page(M, "Trash", note="Folder successfully emptied."))
    T("click('111')", rc_page(M, "Inbox"))
    new = rc_msg(990, "Aiko Tanaka", "aiko.tanaka@harborline.io", "Can you review the Vault runbook MR today?", "Today 10:26", "2024-03-14 10:26", "4 KB", True)
    M.insert(0, new)
    T("click('131')", rc_page(M, "Inbox"))
    return T


# ---------------------------------------------------------------- hotel booking (12, bad)

INN = "https://book.seabright-inn.com"


def inn_chrome() -> list[str]:
    return blk("""
      [100] banner ''
        [101] link 'Seabright Inn'
        [102] link 'Rooms'
        [103] link 'Offers'
        [104] link 'Contact'
        [105] link 'Manage my booking'
    """)


def inn_search(cin: str = "", cout: str = "", guests: str = "1 adult", cal: str | None = None, picked: int | None = None) -> str:
    L = inn_chrome()
    L += blk(f"""
      [110] main ''
        [111] heading 'Book your stay'
        [112] textbox 'Check-in'{', value=' + q(cin) if cin else ''}
        [113] textbox 'Check-out'{', value=' + q(cout) if cout else ''}
        [114] combobox 'Guests', hasPopup='menu', expanded=False, value={q(guests)}
        [115] button 'Check availability'
    """)
    if cin and cout:
        n = (date(2024, 4, int(cout[3:5])) - date(2024, 4, int(cin[3:5]))).days
        L += blk(f"StaticText '{n} nights'", 1)
    if cal:
        L += blk(f"""
          [120] dialog {q('Select check-in date' if cal == 'in' else 'Select check-out date')}
            [121] button 'Previous month'
            heading 'April 2024'
            [122] button 'Next month'
            [123] grid ''
              row ''
                columnheader 'Mo'
                columnheader 'Tu'
                columnheader 'We'
                columnheader 'Th'
                columnheader 'Fr'
                columnheader 'Sa'
                columnheader 'Su'
        """, 1)
        for week in range(5):
            L.append("\t" * 3 + "row ''")
            for dow in range(7):
                d = week * 7 + dow + 1
                if d > 30:
                    continue
                sel = ", pressed='true'" if d == picked else ""
                L.append("\t" * 4 + f"[{130 + d}] button '{d}'{sel}")
        L += blk("[170] button 'Close'", 2)
    return page("Book your stay | Seabright Inn", L, f"{INN}/book")


def inn_stay(cin: date, cout: date) -> str:
    return f"{cin.strftime('%a, %b')} {cin.day} – {cout.strftime('%a, %b')} {cout.day}, {cout.year}"


def inn_results(cin: date, cout: date) -> str:
    n = (cout - cin).days
    L = inn_chrome()
    L += blk(f"""
      [200] main ''
        [201] heading 'Available rooms'
        StaticText {q(inn_stay(cin, cout) + f' · {n} nights · 2 adults')}
        [202] link 'Modify search'
        [210] article ''
          [211] heading 'Standard Queen'
          StaticText 'Queen bed · Garden view · 22 m²'
          StaticText '$129 / night'
          StaticText '{money(129 * n * 100)} total for {n} nights'
          [212] button 'Select'
        [220] article ''
          [221] heading 'Deluxe King'
          StaticText 'King bed · Harbour view · Balcony · 30 m²'
          StaticText '$159 / night'
          StaticText '{money(159 * n * 100)} total for {n} nights'
          [213] button 'Select'
        [230] article ''
          [231] heading 'Harbour Suite'
          StaticText 'King bed · Living room · 48 m²'
          StaticText 'Sold out for these dates'
    """)
    return page("Available rooms | Seabright Inn", L, f"{INN}/book/rooms?checkin={cin.isoformat()}&checkout={cout.isoformat()}&adults=2")


def inn_summary(cin: date, cout: date, n: int) -> list[str]:
    sub = 15900 * n
    tax = sub * 12 // 100
    return blk(f"""
      [300] complementary 'Your stay'
        [301] heading 'Your stay'
        StaticText 'Check-in'
        StaticText {q(cin.strftime('%a, %b ') + str(cin.day) + ', 2024 from 3:00 PM')}
        StaticText 'Check-out'
        StaticText {q(cout.strftime('%a, %b ') + str(cout.day) + ', 2024 until 11:00 AM')}
        StaticText '{n} nights · 2 adults'
        StaticText 'Deluxe King'
        StaticText '{n} × $159.00'
        StaticText {q(money(sub))}
        StaticText 'Taxes & fees (12%)'
        StaticText {q(money(tax))}
        StaticText 'Total'
        StaticText {q(money(sub + tax))}
    """)


def inn_details(cin: date, cout: date, name: str = "", email: str = "") -> str:
    L = inn_chrome()
    L += blk(f"""
      [250] main ''
        [251] heading 'Guest details'
        [252] textbox 'Full name', required{', value=' + q(name) if name else ''}
        [253] textbox 'Email', required{', value=' + q(email) if email else ''}
        [254] textbox 'Phone (optional)'
        [255] textbox 'Special requests (optional)'
        [256] checkbox 'Email me offers from Seabright Inn', checked='false'
        [257] button 'Continue to payment'
    """)
    L += inn_summary(cin, cout, (cout - cin).days)
    return page("Guest details | Seabright Inn", L, f"{INN}/book/details")


@traj(bad_turn=9, kind="value_changed", goal="Book the Deluxe King at Seabright Inn from April 12 to April 15 for two adults.")
def w12(t: type[Traj]) -> Traj:
    cin, cout = date(2024, 4, 12), date(2024, 4, 15)
    T = t(inn_search())
    T("click('112')", inn_search(cal="in"))
    T("click('142')", inn_search("04/12/2024", cal="out", picked=12))
    T("click('145')", inn_search("04/12/2024", "04/15/2024"))
    T("select_option('114', '2 adults')", inn_search("04/12/2024", "04/15/2024", "2 adults"))
    T("click('115')", inn_results(cin, cout))
    T("click('213')", inn_details(cin, cout))
    T("fill('252', 'Jordan Lee')", inn_details(cin, cout, "Jordan Lee"))
    T("fill('253', 'jordan.lee@harborline.io')", inn_details(cin, cout, "Jordan Lee", "jordan.lee@harborline.io"))
    L = inn_chrome()
    L += blk("""
      [260] main ''
        [261] heading 'Payment'
        StaticText 'Guest: Jordan Lee · jordan.lee@harborline.io'
        [262] textbox 'Name on card', required
        [263] textbox 'Card number', required
        [264] textbox 'Expiry (MM/YY)', required
        [265] textbox 'CVC', required
        [266] checkbox 'I accept the cancellation policy (free cancellation until 48 hours before check-in)', checked='false'
        [267] button 'Pay $534.24'
        [268] link 'Back to guest details'
    """)
    # contradiction: check-in shown as Sat, Apr 13 although the stay is Apr 12 – Apr 15 (and still 3 nights)
    L += inn_summary(date(2024, 4, 13), cout, 3)
    T("click('257')", page("Payment | Seabright Inn", L, f"{INN}/book/payment"))
    return T


# ---------------------------------------------------------------- flight search (13, clean)

FLIGHTS = [  # airline, number, dep, arr, stops, duration, usd
    ("Alaska Airlines", "AS 12", "6:15 AM", "2:37 PM", "Nonstop", "5h 22m", 209),
    ("United", "UA 1709", "9:30 AM", "8:15 PM", "1 stop · ORD", "7h 45m", 191),
    ("Delta", "DL 2241", "7:00 AM", "5:48 PM", "1 stop · MSP", "7h 48m", 176),
    ("JetBlue", "B6 498", "10:59 PM", "7:21 AM+1", "Nonstop", "5h 22m", 238),
    ("American Airlines", "AA 2860", "11:05 AM", "10:55 PM", "1 stop · DFW", "8h 50m", 263),
]


def sky_form(frm: str = "", to: str = "", day: str = "") -> list[str]:
    return blk(f"""
      [110] search 'Flight search'
        [111] radio 'One way', checked='true'
        [112] combobox 'From', expanded=False{', value=' + q(frm) if frm else ''}
        [113] combobox 'To', expanded=False{', value=' + q(to) if to else ''}
        [114] textbox 'Depart'{', value=' + q(day) if day else ''}
        [116] button 'Search flights'
    """)


def sky_home(frm: str = "", to: str = "", day: str = "") -> str:
    L = blk("""
      [100] banner ''
        [101] link 'SkyFare'
        [102] link 'Flights'
        [103] link 'Hotels'
        [104] link 'Sign in'
    """) + sky_form(frm, to, day)
    L += blk("""
      [120] heading 'Popular from Seattle'
      [121] link 'Seattle to Anchorage from $148'
      [122] link 'Seattle to Honolulu from $289'
    """)
    return page("SkyFare – Cheap flights", L, "https://www.skyfare.example/")


def sky_results(sort: str, pax: int, cur: str, nonstop: bool) -> str:
    rate = 0.92
    rows = list(FLIGHTS)
    if sort == "Cheapest":
        rows.sort(key=lambda f: f[6])
    shown = [f for f in rows if not nonstop or f[4] == "Nonstop"]

    def price(usd: int) -> str:
        return f"${usd:,}" if cur == "USD" else f"€{round(usd * rate):,}"
    L = blk("""
      [100] banner ''
        [101] link 'SkyFare'
        [102] link 'Flights'
        [103] link 'Hotels'
        [104] link 'Sign in'
    """) + sky_form("Seattle (SEA)", "Boston (BOS)", "2024-05-09")
    L += blk(f"""
      [300] main ''
        [301] combobox 'Sort by', hasPopup='menu', expanded=False, value={q(sort)}
        [302] combobox 'Travellers', hasPopup='menu', expanded=False, value='{pax} adult{'s' if pax > 1 else ''}'
        [303] combobox 'Currency', hasPopup='menu', expanded=False, value='{cur}'
        [304] checkbox 'Nonstop only', checked='{str(nonstop).lower()}'
        StaticText '{len(shown) if not nonstop else f'{len(shown)} of {len(rows)}'} flights'
        [305] list ''
    """)
    for f in shown:
        b = 400 + 10 * FLIGHTS.index(f)
        pp = price(f[6])
        tot = price(f[6] * pax)
        each = f"{pp} per person · {tot} total" if pax > 1 else f"{pp}"
        L += blk(f"""
          [{b}] listitem ''
            StaticText {q(f[0] + ' · ' + f[1])}
            StaticText {q(f[2] + ' – ' + f[3])}
            StaticText {q('SEA – BOS · ' + f[5] + ' · ' + f[4])}
            StaticText {q(each)}
            [{b + 1}] button 'Select'
        """, 2)
    if cur == "EUR":
        L += blk("StaticText 'Prices converted at 1 USD = 0.92 EUR; you will be charged in USD.'", 1)
    return page("SEA to BOS, Thu, May 9 | SkyFare", L, f"https://www.skyfare.example/flights/SEA-BOS/2024-05-09?adults={pax}&sort={sort.lower()}&cur={cur}")


@traj(goal="Find the cheapest nonstop Seattle–Boston flight on May 9 for two adults and show prices in euros.")
def w13(t: type[Traj]) -> Traj:
    T = t(sky_home())
    T("fill('112', 'Seattle (SEA)')", sky_home("Seattle (SEA)"))
    T("fill('113', 'Boston (BOS)')", sky_home("Seattle (SEA)", "Boston (BOS)"))
    T("fill('114', '2024-05-09')", sky_home("Seattle (SEA)", "Boston (BOS)", "2024-05-09"))
    T("click('116')", sky_results("Best", 1, "USD", False))
    T("select_option('301', 'Cheapest')", sky_results("Cheapest", 1, "USD", False))
    T("select_option('302', '2 adults')", sky_results("Cheapest", 2, "USD", False))
    T("select_option('303', 'EUR')", sky_results("Cheapest", 2, "EUR", False))
    T("click('304')", sky_results("Cheapest", 2, "EUR", True))
    T("click('304')", sky_results("Cheapest", 2, "EUR", False))
    return T


# ---------------------------------------------------------------- GitLab preferences (14, bad)

def gl_user_nav() -> list[str]:
    L = ["[120] complementary 'User settings'"]
    for i, x in enumerate(["User Settings", "Profile", "Account", "Applications", "Chat", "Access Tokens", "Emails", "Password",
                           "Notifications", "SSH Keys", "GPG Keys", "Preferences", "Active Sessions", "Authentication log"]):
        L.append(f"\t[{121 + i}] link {q(x)}")
    return L


def gl_profile() -> str:
    L = gl_header() + gl_user_nav()
    L += blk("""
      [200] main ''
        [201] heading 'Public avatar'
        [202] button 'Choose file...'
        [203] heading 'Current status'
        [204] textbox "What's your status?"
        [205] checkbox 'Busy', checked='false'
        [206] heading 'Main settings'
        [207] textbox 'Full name', required, value='Jordan Lee'
        StaticText 'User ID: 17'
        [208] textbox 'Pronouns'
        [209] textbox 'Website url'
        [210] textbox 'Location', value='Lisbon'
        [211] textbox 'Job title', value='Platform engineer'
        [212] textbox 'Bio', value='Keeps the edge proxies up. Mostly.'
        [213] checkbox 'Private profile', checked='false'
        [214] button 'Update profile settings'
    """)
    return page("Profile · User Settings · GitLab", L, f"{GL}/-/profile")


def gl_prefs(syntax: str, layout: str, flash: bool = False) -> str:
    L = gl_header() + gl_user_nav()
    L += blk("[300] main ''")
    if flash:
        L += blk("""
          [301] alert ''
            StaticText 'Preferences saved.'
            [302] button 'Dismiss'
        """, 1)
    L += blk("[303] heading 'Color theme'", 1)
    for i, th in enumerate(["Indigo", "Light Indigo", "Blue", "Light Blue", "Green", "Light Green", "Red", "Light Red", "Dark", "Light"]):
        L += blk(f"[{310 + i}] radio {q(th)}, checked='{str(th == 'Indigo').lower()}'", 1)
    L += blk("[320] heading 'Syntax highlighting theme'", 1)
    for i, th in enumerate(["Light", "Dark", "Solarized Light", "Solarized Dark", "Monokai", "None"]):
        L += blk(f"[{321 + i}] radio {q(th)}, checked='{str(th == syntax).lower()}'", 1)
    L += blk(f"""
      [330] heading 'Diffs'
      [331] checkbox 'Show whitespace changes in diffs', checked='true'
      [332] checkbox "Show one file at a time on merge request's Changes tab", checked='false'
      [333] heading 'Behavior'
      [334] combobox 'Layout width', hasPopup='menu', expanded=False, value={q(layout)}
      [335] combobox 'Homepage', hasPopup='menu', expanded=False, value='Your Projects (default)'
      [336] checkbox 'Render whitespace characters in the Web IDE', checked='true'
      [337] checkbox 'Enable integrated code intelligence on code views', checked='false'
      [340] button 'Save changes'
    """, 1)
    return page("Preferences · User Settings · GitLab", L, f"{GL}/-/profile/preferences")


def gl_tokens() -> str:
    L = gl_header() + gl_user_nav()
    L += blk("""
      [400] main ''
        [401] heading 'Personal Access Tokens'
        [402] textbox 'Token name', required
        [403] textbox 'Expiration date', value='2024-04-13'
        StaticText 'Select scopes'
        [404] checkbox 'api', checked='false'
        [405] checkbox 'read_user', checked='false'
        [406] checkbox 'read_api', checked='false'
        [407] checkbox 'read_repository', checked='false'
        [408] checkbox 'write_repository', checked='false'
        [409] button 'Create personal access token'
        [410] heading 'Active personal access tokens (2)'
        [411] table ''
          row ''
            gridcell 'renovate-bot'
            gridcell 'Mar 01, 2024'
            gridcell 'api'
            gridcell 'Mar 13, 2024'
            gridcell 'in 2 weeks'
          row ''
            gridcell 'laptop-cli'
            gridcell 'Jan 22, 2024'
            gridcell 'read_api, read_repository'
            gridcell 'Mar 14, 2024'
            gridcell 'in 1 month'
    """)
    return page("Personal Access Tokens · User Settings · GitLab", L, f"{GL}/-/profile/personal_access_tokens")


@traj(bad_turn=6, kind="setting_reverted", goal="Switch GitLab to the Monokai syntax theme and a fluid layout.")
def w14(t: type[Traj]) -> Traj:
    T = t(gl_profile())
    T("click('132')", gl_prefs("Light", "Fixed"))
    T("click('325')", gl_prefs("Monokai", "Fixed"))
    T("select_option('334', 'Fluid')", gl_prefs("Monokai", "Fluid"))
    T("click('340')", gl_prefs("Monokai", "Fluid", True))
    T("click('122')", gl_profile())
    # contradiction: the saved Monokai theme shows as Light again, the layout saved with it is kept
    T("click('132')", gl_prefs("Light", "Fluid"))
    T("click('126')", gl_tokens())
    return T


# ---------------------------------------------------------------- sign-up form (15, clean)

NOTES = "http://notes.harbor.test:3000"


def signup(email: str = "", user: str = "", pw: int = 0, terms: bool = False, errs: set[str] | None = None) -> str:
    errs = errs or set()
    L = blk("""
      [100] banner ''
        [101] link 'Harbor Notes'
        [102] link 'Log in'
      [110] main ''
        [111] heading 'Create your account'
    """)
    L += blk(f"[112] textbox 'Email', required{', value=' + q(email) if email else ''}{', invalid' if 'email' in errs else ''}", 1)
    if "email" in errs:
        L += blk("StaticText 'Email is required'", 1)
    L += blk(f"[113] textbox 'Username', required{', value=' + q(user) if user else ''}{', invalid' if 'user' in errs else ''}", 1)
    if "user" in errs:
        L += blk("StaticText 'Username is required'", 1)
    elif user:
        L += blk(f"StaticText {q(user + ' is available')}", 1)
    L += blk(f"[114] textbox 'Password', required{', invalid' if 'pw' in errs else ''}", 1)
    if pw:
        L += blk(f"StaticText 'Password strength: {'Too short' if pw < 8 else 'Strong'}'", 1)
    if "pw" in errs:
        L += blk("StaticText 'Password must be at least 8 characters'", 1)
    L += blk(f"[115] checkbox 'I agree to the Terms of Service', checked='{str(terms).lower()}'", 1)
    if "terms" in errs:
        L += blk("StaticText 'You must accept the terms to continue'", 1)
    L += blk("""
      [116] button 'Create account'
      StaticText 'Already have an account?'
      [117] link 'Log in'
    """, 1)
    return page("Sign up · Harbor Notes", L, f"{NOTES}/signup")


@traj(goal="Create a Harbor Notes account for maya.ortiz@example.com with the username maya_o.")
def w15(t: type[Traj]) -> Traj:
    T = t(signup())
    errs = {"email", "user", "pw", "terms"}
    T("click('116')", signup(errs=set(errs)))
    errs.discard("email")
    T("fill('112', 'maya.ortiz@example.com')", signup("maya.ortiz@example.com", errs=set(errs)))
    errs.discard("user")
    T("fill('113', 'maya_o')", signup("maya.ortiz@example.com", "maya_o", errs=set(errs)))
    T("fill('114', 'sunset')", signup("maya.ortiz@example.com", "maya_o", 6, errs=set(errs)))
    errs.discard("pw")
    T("fill('114', 'sunset-harbor-42')", signup("maya.ortiz@example.com", "maya_o", 16, errs=set(errs)))
    errs.discard("terms")
    T("click('115')", signup("maya.ortiz@example.com", "maya_o", 16, True, set(errs)))
    head = blk("""
      [200] banner ''
        [201] link 'Harbor Notes'
        [202] link 'All notes'
        [203] link 'Notebooks'
        [204] button 'maya_o'
    """)
    T("click('116')", page("Welcome · Harbor Notes", head + blk("""
      [210] main ''
        [211] heading 'Welcome to Harbor Notes, maya_o!'
        StaticText 'We sent a confirmation link to maya.ortiz@example.com.'
        [212] button 'Create your first notebook'
        [213] button 'Import from Evernote'
        [214] button 'Skip for now'
    """), f"{NOTES}/onboarding"))
    T("click('214')", page("All notes · Harbor Notes", head + blk("""
      [220] main ''
        [221] heading 'All notes'
        StaticText '0 notes'
        [222] button 'New note'
        StaticText 'No notes yet. Create one to get started.'
      [230] complementary ''
        [231] link 'Notebooks'
        StaticText 'My notebook (0)'
        [232] link 'Trash'
    """), f"{NOTES}/notes"))
    T("click('222')", page("Untitled · Harbor Notes", head + blk("""
      [220] main ''
        [221] heading 'All notes'
        StaticText '1 note'
        [222] button 'New note'
        [240] list ''
          [241] listitem ''
            [242] link 'Untitled'
            StaticText 'just now'
        [250] textbox 'Title', focused, value='Untitled'
        [251] textbox 'Note body'
        StaticText 'Saved'
      [230] complementary ''
        [231] link 'Notebooks'
        StaticText 'My notebook (1)'
        [232] link 'Trash'
    """), f"{NOTES}/notes/n_8f3k2q"))
    return T


# ---------------------------------------------------------------- storefront listings (16 bad, 17 clean)

def luma_listing(title: str, url: str, heading: str, items: list[dict], start: int, per: int, total: int, sort: str,
                 desc_dir: bool, shop_by: list[tuple[str, list[tuple[str, int]]]], active: list[str], count: int = 0,
                 msg: str | None = None, compare: list[dict] | None = None) -> str:
    L = luma_header(count)
    L += blk(f"""
      [1520] main ''
        [1521] heading {q(heading)}
    """)
    if msg:
        L += blk(f"""
          [1524] alert '', live='assertive', atomic, relevant='additions text'
            StaticText {q(msg)}
        """, 1)
    amount = f"{total} Items" if total <= per else f"Items {start + 1}-{min(start + per, total)} of {total}"
    L += blk(f"""
      StaticText {q(amount)}
      StaticText 'Sort By'
      [1530] combobox 'Sort By', hasPopup='menu', expanded=False, value={q(sort)}
      [1531] link {q('Set Ascending Direction' if desc_dir else 'Set Descending Direction')}
      [1532] list ''
    """, 1)
    for k, it in enumerate(items):
        b = 1540 + 10 * k
        L += blk(f"""
          [{b}] listitem ''
            [{b + 1}] link {q(it['name'])}
            StaticText {q(money(it['price']))}
            [{b + 2}] button 'Add to Cart'
            [{b + 3}] button 'Add to Wish List'
            [{b + 4}] button 'Add to Compare'
        """, 2)
    pages = -(-total // per)
    cur = start // per + 1
    if pages > 1:
        L += blk("StaticText 'Page'", 1)
        if cur > 1:
            L += blk("[1800] link 'Page Previous'", 1)
        for p in range(max(1, cur - 2), min(pages, cur + 2) + 1):
            L += blk(f"StaticText {q(f'You’re currently reading page {p}')}" if p == cur else f"[{1800 + p}] link 'Page {p}'", 1)
        if cur < pages:
            L += blk("[1899] link 'Page Next'", 1)
    L += blk(f"""
      StaticText 'Show'
      [1850] combobox 'Show', hasPopup='menu', expanded=False, value='{per}'
      StaticText 'per page'
      [1860] complementary ''
        [1861] heading 'Shop By'
    """, 1)
    if active:
        L += blk("[1862] heading 'Now Shopping by'", 2)
        for a in active:
            L += blk(f"""
              StaticText {q(a)}
              [1863] link 'Remove This Item'
            """, 2)
        L += blk("[1864] link 'Clear All'", 2)
    b = 1870
    for group, opts in shop_by:
        L += blk(f"[{b}] heading {q(group)}, expanded=True", 2)
        b += 1
        for lab, n in opts:
            L += blk(f"""
              [{b}] link {q(lab)}
                StaticText '{n}'
                StaticText 'item'
            """, 2)
            b += 1
    if compare is not None:
        L += blk(f"""
          [1890] heading 'Compare Products'
          StaticText '({len(compare)} item{'' if len(compare) == 1 else 's'})'
        """, 2)
        for c in compare:
            L += blk(f"[{1891 + compare.index(c)}] link {q(c['name'])}", 2)
        L += blk("""
          [1897] link 'Compare'
          [1898] link 'Clear All'
        """, 2)
    return page(title, L + LUMA_FOOTER, url)


def coffee() -> list[dict]:
    rng = random.Random(143)
    brands = ["Lavazza", "Peet's Coffee", "Starbucks", "Death Wish Coffee", "Illy", "Folgers", "Maxwell House", "Kicking Horse", "Eight O'Clock",
              "Café Bustelo", "Dunkin'", "Green Mountain", "Community Coffee", "Stumptown", "Nescafé", "Bulletproof", "Mayorga", "Lifeboost"]
    kinds = ["Whole Bean Coffee, Medium Roast, 12 oz", "Ground Coffee, Dark Roast, 10 oz", "K-Cup Pods, Breakfast Blend, 24 Count",
             "Instant Coffee, Classic, 7 oz", "Espresso Whole Bean, 2.2 lb", "Decaf Ground Coffee, Medium Roast, 12 oz",
             "Cold Brew Coarse Ground, 16 oz", "Single Origin Colombia Whole Bean, 12 oz", "French Roast K-Cup Pods, 32 Count",
             "Organic Ground Coffee, Light Roast, 12 oz", "Espresso Capsules, Intenso, 40 Count", "Hazelnut Flavored Ground Coffee, 11 oz"]
    seen, out = set(), []
    while len(out) < 143:
        name = f"{rng.choice(brands)} {rng.choice(kinds)}"
        if name in seen:
            continue
        seen.add(name)
        out.append({"name": name, "price": rng.choice([rng.randint(399, 999), rng.randint(1000, 1999), rng.randint(1000, 1999), rng.randint(2000, 4499)])})
    return out


def price_buckets(items: list[dict]) -> list[tuple[str, int]]:
    bands = [("$0.00 - $9.99", 0, 1000), ("$10.00 - $19.99", 1000, 2000), ("$20.00 - $29.99", 2000, 3000), ("$30.00 and above", 3000, 10 ** 9)]
    return [(lab, sum(lo <= i["price"] < hi for i in items)) for lab, lo, hi in bands if any(lo <= i["price"] < hi for i in items)]


@traj(bad_turn=6, kind="total_changed_without_action", goal="Find the cheapest coffee on One Stop Market.")
def w16(t: type[Traj]) -> Traj:
    items = coffee()
    title = "Search results for: 'coffee'"
    url = f"{SHOP}/catalogsearch/result/?q=coffee"
    for k, it in enumerate(items):
        it["cat"] = "Home & Kitchen" if k % 12 == 0 else "Grocery & Gourmet Food"

    def lst(view, start, total, sort, active=(), subset=None):
        sub = subset if subset is not None else items
        cats = ("Category", [(c, sum(i["cat"] == c for i in sub)) for c in ("Grocery & Gourmet Food", "Home & Kitchen")])
        return luma_listing(title, url, title, view[start:start + 12], start, 12, total, sort, False,
                            [cats, ("Price", price_buckets(sub))] if not active else [cats], list(active), count=2)
    home = luma_header(2) + blk("""
      [1520] main ''
        [1521] heading 'One Stop Market'
        StaticText 'Product Showcases'
    """) + LUMA_FOOTER
    T = t(page("One Stop Market", home, SHOP + "/"))
    T("fill('1471', 'coffee')", page("One Stop Market", [ln.replace("[1471] combobox 'Search', autocomplete='both', hasPopup='listbox', expanded=False",
                                                                      "[1471] combobox 'Search', autocomplete='both', hasPopup='listbox', expanded=False, focused, value='coffee'")
                                                           .replace("[1474] button 'Search', disabled=True", "[1474] button 'Search'") for ln in home], SHOP + "/"))
    T("keyboard_press('Enter')", lst(items, 0, 143, "Relevance"))
    T("click('1899')", lst(items, 12, 143, "Relevance"))
    by_price = sorted(items, key=lambda i: (i["price"], i["name"]))
    T("select_option('1530', 'Price')", lst(by_price, 0, 143, "Price"))
    cheap = [i for i in by_price if i["price"] < 1000]
    T(f"click('{find_bid(T.prev, 'link', '$0.00 - $9.99')}')", lst(cheap, 0, len(cheap), "Price", ["Price: $0.00 - $9.99"], cheap))
    # contradiction: removing the price filter brings back a result count of 149 instead of the 143 seen before
    T("click('1863')", lst(by_price, 0, 149, "Price"))
    p = by_price[1]
    prod = luma_header(2) + blk(f"""
      [1520] main ''
        [1530] heading {q(p['name'])}
        StaticText {q(money(p['price']))}
        StaticText 'In stock'
        [1540] spinbutton 'Qty', value='1'
        [1541] button 'Add to Cart'
        [1542] link 'Add to Wish List'
        [1543] link 'Add to Compare'
    """) + LUMA_FOOTER
    T("click('1551')", page(p["name"], prod, f"{SHOP}/{re.sub(r'[^a-z0-9]+', '-', p['name'].lower()).strip('-')}.html"))
    return T


def headphones() -> list[dict]:
    rng = random.Random(87)
    brands = {"Sony": 14, "JBL": 13, "Soundcore by Anker": 12, "Bose": 9, "Sennheiser": 10, "Audio-Technica": 11, "Skullcandy": 10, "Beats": 8}
    models = ["Wireless Noise Cancelling Over-Ear Headphones", "True Wireless Earbuds", "Wired Studio Monitor Headphones", "Sport Wireless Earbuds",
              "On-Ear Bluetooth Headphones", "Kids Volume-Limited Headphones", "Open-Ear Sports Headphones", "Gaming Headset with Mic"]
    prefixes = {"Sony": ["WH", "WF", "MDR"], "JBL": ["Tune", "Live", "Endurance"], "Soundcore by Anker": ["Life", "Liberty", "Space"],
                "Bose": ["QC", "Sport", "Ultra"], "Sennheiser": ["HD", "Momentum", "CX"], "Audio-Technica": ["ATH"],
                "Skullcandy": ["Crusher", "Dime", "Hesh"], "Beats": ["Solo", "Studio", "Fit"]}
    out, seen = [], set()
    for brand, n in brands.items():
        k = 0
        while k < n:
            name = f"{brand} {rng.choice(prefixes[brand])}-{rng.randint(100, 999)} {rng.choice(models)}"
            if name in seen:
                continue
            seen.add(name)
            out.append({"name": name, "brand": brand, "price": rng.randint(1999, 34999), "pos": rng.random()})
            k += 1
    out.sort(key=lambda i: i["pos"])
    return out


@traj(goal="Look at Sony's headphones by price, then add the two most expensive headphones of any brand to the comparison list.")
def w17(t: type[Traj]) -> Traj:
    items = headphones()
    title = "Headphones - Electronics"
    url = f"{SHOP}/electronics/headphones.html"
    brands = [(b, sum(i["brand"] == b for i in items)) for b in sorted({i["brand"] for i in items})]

    def lst(view, start, per, total, sort, desc=False, active=(), msg=None, compare=None):
        sub = view if active else items
        groups = [("Price", price_buckets(sub))] + ([] if active else [("Brand", brands)])
        return luma_listing(title, url, "Headphones", view[start:start + per], start, per, total, sort, desc, groups, list(active),
                            count=0, msg=msg, compare=compare)
    T = t(lst(items, 0, 12, 87, "Position"))
    T("select_option('1850', '24')", lst(items, 0, 24, 87, "Position"))
    T("click('1802')", lst(items, 24, 24, 87, "Position"))
    sony = [i for i in items if i["brand"] == "Sony"]
    T(f"click('{find_bid(T.prev, 'link', 'Sony')}')", lst(sony, 0, 24, 14, "Position", active=["Brand: Sony"]))
    sp = sorted(sony, key=lambda i: i["price"])
    T("select_option('1530', 'Price')", lst(sp, 0, 24, 14, "Price", active=["Brand: Sony"]))
    T("click('1531')", lst(sp[::-1], 0, 24, 14, "Price", True, active=["Brand: Sony"]))
    allp = sorted(items, key=lambda i: -i["price"])
    T("click('1863')", lst(allp, 0, 24, 87, "Price", True))
    cmp = [allp[0]]
    T("click('1544')", lst(allp, 0, 24, 87, "Price", True, msg=f"You added product {allp[0]['name']} to the comparison list.", compare=list(cmp)))
    cmp.append(allp[1])
    T("click('1554')", lst(allp, 0, 24, 87, "Price", True, msg=f"You added product {allp[1]['name']} to the comparison list.", compare=list(cmp)))
    return T


# ---------------------------------------------------------------- GitLab repository (18 bad, 19 clean)

def gl_repo(group: str, proj: str, desc: str, ref: str, commits: int, branches: int, last: tuple[str, str, str, str],
            files: list[tuple[str, bool, str, str]], menu: str | None = None, flash: str | None = None,
            branch_list: list[str] | None = None, issues: int = 4, mrs: int = 1) -> str:
    pid, stars, forks = (42, 15, 3) if proj == "edge-proxy" else (57, 6, 1)
    L = gl_header() + gl_sidebar(proj, issues, mrs)
    L += gl_crumbs((201, group), (202, proj))
    L += blk("[205] main ''")
    if flash:
        L += blk(f"""
          [206] alert ''
            StaticText {q(flash)}
        """, 1)
    L += blk(f"""
      [207] heading {q(proj)}
      StaticText 'Project ID: {pid}'
      [208] button 'Star'
      StaticText '{stars}'
      [209] link 'Fork'
      StaticText '{forks}'
      StaticText {q(desc)}
      [210] link '{commits} Commits'
      [211] link '{branches} Branches'
      [212] link '12 Tags'
      StaticText '1.4 MB Project Storage'
      [220] button {q(ref)}
    """, 1)
    if branch_list is not None:
        L += blk("""
          [250] group 'Switch branch/tag'
            [251] searchbox 'Search branches and tags'
            StaticText 'Branches'
        """, 2)
        for i, b in enumerate(branch_list):
            L += blk(f"[{252 + i}] menuitem {q(b)}" + (", checked='true'" if b == ref else ""), 3)
    L += blk(f"""
      [221] link {q(proj)}
      [222] button 'Add to tree'
    """, 1)
    if menu:
        L += blk("""
          [240] menu ''
            StaticText 'This directory'
            [241] menuitem 'New file'
            [242] menuitem 'Upload file'
            [243] menuitem 'New directory'
            StaticText 'This repository'
            [244] menuitem 'New branch'
            [245] menuitem 'New tag'
        """, 2)
    L += blk(f"""
      [223] link 'History'
      [224] link 'Find file'
      [225] button 'Web IDE'
      [226] button 'Clone'
      [230] link {q(last[0])}
      StaticText {q(last[1] + ' authored ' + last[2])}
      StaticText {q(last[3])}
      [231] button 'Copy commit SHA'
      [232] table 'Files, directories, and submodules in the path / for commit reference {ref}'
        row ''
          columnheader 'Name'
          columnheader 'Last commit'
          columnheader 'Last update'
    """, 1)
    for k, (name, _is_dir, msg, when) in enumerate(files):
        b = 600 + 5 * k
        L += blk(f"""
          [{b}] row ''
            [{b + 1}] link {q(name)}
            [{b + 2}] link {q(msg)}
            gridcell {q(when)}
        """, 2)
    if any(f[0] == "README.md" for f in files):
        L += blk("""
          [700] heading 'README.md'
          StaticText 'See the docs/ folder for deployment notes.'
        """, 1)
    suffix = "" if ref == "main" else f"/-/tree/{ref}"
    return page(f"{group} / {proj} · GitLab", L, f"{GL}/{group}/{proj}{suffix}")


def gl_new_file(group: str, proj: str, ref: str, name: str = "", content: str = "", msg: str = "Add new file") -> str:
    L = gl_header() + gl_sidebar(proj, 4, 1)
    L += gl_crumbs((201, group), (202, proj), (203, "Repository"))
    L += blk(f"""
      [400] main ''
        [401] heading 'New file'
        [402] button {q(ref)}
        StaticText '/'
        [403] textbox 'File name'{', value=' + q(name) if name else ''}
        [404] combobox 'Select a template type', hasPopup='listbox', expanded=False
        [405] textbox 'Editor content;Press Alt+F1 for Accessibility Options.', multiline{', value=' + q(content) if content else ''}
        StaticText 'Commit message'
        [410] textbox 'Commit message', multiline, value={q(msg)}
        StaticText 'Target Branch'
        [411] textbox 'Target Branch', value={q(ref)}
        [412] button 'Commit changes'
        [413] link 'Cancel'
    """)
    return page(f"New File · {ref} · {group} / {proj} · GitLab", L, f"{GL}/{group}/{proj}/-/new/{ref}/")


def gl_blob(group: str, proj: str, ref: str, name: str, msg: str, sha: str, when: str, lines: list[str], flash: bool) -> str:
    L = gl_header() + gl_sidebar(proj, 4, 1)
    L += gl_crumbs((201, group), (202, proj), (203, "Repository"))
    L += blk("[500] main ''")
    if flash:
        L += blk("""
          [501] alert ''
            StaticText 'The file has been successfully created.'
        """, 1)
    L += blk(f"""
      [502] button {q(ref)}
      [503] link {q(proj)}
      StaticText {q(name)}
      [504] link {q(msg)}
      StaticText {q('Jordan Lee authored ' + when)}
      StaticText {q(sha)}
      [505] link 'Blame'
      [506] link 'History'
      [507] link 'Permalink'
      [508] button 'Edit'
      [509] button 'Replace'
      [510] button 'Delete'
      [520] article {q(name)}
    """, 1)
    for ln in lines:
        L += blk(f"StaticText {q(ln)}", 2)
    return page(f"{name} · {ref} · {group} / {proj} · GitLab", L, f"{GL}/{group}/{proj}/-/blob/{ref}/{name}")


EDGE_FILES = [
    ("config", True, "Tune upstream keepalive timeouts", "3 days ago"),
    ("docs", True, "Document the blue/green cutover", "1 week ago"),
    ("scripts", True, "render.sh: fail on unset variables", "2 weeks ago"),
    (".gitignore", False, "Initial commit", "8 months ago"),
    (".gitlab-ci.yml", False, "CI: pin envoy image to v1.29.1", "5 days ago"),
    ("Dockerfile", False, "CI: pin envoy image to v1.29.1", "5 days ago"),
    ("LICENSE", False, "Initial commit", "8 months ago"),
    ("Makefile", False, "Add make lint target", "1 month ago"),
    ("README.md", False, "README: link the on-call runbook", "3 weeks ago"),
]


@traj(bad_turn=7, kind="created_missing", goal="Add a CONTRIBUTING.md to harborline/edge-proxy on main.")
def w18(t: type[Traj]) -> Traj:
    G, P = "harborline", "edge-proxy"
    desc = "Envoy-based edge proxy config and deployment for harborline.io"
    last = ("Tune upstream keepalive timeouts", "Sam Okafor", "3 days ago", "a71be0c4")
    T = t(gl_repo(G, P, desc, "main", 214, 8, last, EDGE_FILES))
    T("click('222')", gl_repo(G, P, desc, "main", 214, 8, last, EDGE_FILES, menu="add"))
    T("click('241')", gl_new_file(G, P, "main"))
    T("fill('403', 'CONTRIBUTING.md')", gl_new_file(G, P, "main", "CONTRIBUTING.md"))
    body = "# Contributing\n\n1. Branch from main.\n2. Run `make lint` before pushing.\n3. Open a merge request and ping #edge-proxy."
    T(f"fill('405', {q(body)})", gl_new_file(G, P, "main", "CONTRIBUTING.md", body))
    T("fill('410', 'Add contributing guide')", gl_new_file(G, P, "main", "CONTRIBUTING.md", body, "Add contributing guide"))
    T("click('412')", gl_blob(G, P, "main", "CONTRIBUTING.md", "Add contributing guide", "3f9c2a1e", "just now",
                              ["Contributing", "Branch from main.", "Run make lint before pushing.", "Open a merge request and ping #edge-proxy."], True))
    new_last = ("Add contributing guide", "Jordan Lee", "just now", "3f9c2a1e")
    # contradiction: the commit is there (215 commits, last commit) but the file it created is missing from the tree
    T("click('503')", gl_repo(G, P, desc, "main", 215, 8, new_last, EDGE_FILES))
    L = gl_header() + gl_sidebar(P, 4, 1) + gl_crumbs((201, G), (202, P), (203, "Repository"), (204, "Commits"))
    L += blk("""
      [800] main ''
        [801] button 'main'
        [802] textbox 'Search by message'
        StaticText '14 Mar, 2024'
        StaticText '1 commit'
        [810] link 'Add contributing guide'
        StaticText 'Jordan Lee authored just now'
        StaticText '3f9c2a1e'
        [811] button 'Copy commit SHA'
        [812] link 'Browse Files'
        StaticText '11 Mar, 2024'
        StaticText '1 commit'
        [820] link 'Tune upstream keepalive timeouts'
        StaticText 'Sam Okafor authored 3 days ago'
        StaticText 'a71be0c4'
        [821] button 'Copy commit SHA'
        [822] link 'Browse Files'
        StaticText '09 Mar, 2024'
        StaticText '2 commits'
        [830] link 'CI: pin envoy image to v1.29.1'
        StaticText 'Aiko Tanaka authored 5 days ago'
        StaticText '0be39d12'
        [831] button 'Copy commit SHA'
        [840] link "Merge branch 'envoy-1.29' into 'main'"
        StaticText 'Aiko Tanaka authored 5 days ago'
        StaticText '55c8e7f0'
        [841] button 'Copy commit SHA'
    """)
    T("click('223')", page(f"Commits · {G} / {P} · GitLab", L, f"{GL}/{G}/{P}/-/commits/main"))
    return T


DOCS_FILES = [
    ("archetypes", True, "Add release-note archetype", "2 months ago"),
    ("content", True, "Docs: describe the new SSO flow", "yesterday"),
    ("layouts", True, "Fix breadcrumb partial on mobile", "1 week ago"),
    ("static", True, "Compress hero images", "3 weeks ago"),
    (".gitignore", False, "Ignore public/ and resources/", "10 months ago"),
    (".gitlab-ci.yml", False, "CI: build with hugo 0.123", "2 weeks ago"),
    ("README.md", False, "README: local preview instructions", "1 month ago"),
    ("config.toml", False, "Enable the search index", "4 days ago"),
]


@traj(goal="On a new branch docs/update-install of kestrel/docs-site, add an INSTALL.md, then check it is only on that branch.")
def w19(t: type[Traj]) -> Traj:
    G, P = "kestrel", "docs-site"
    desc = "Source of docs.kestrel.dev (Hugo)."
    last = ("Docs: describe the new SSO flow", "Priya Shah", "yesterday", "9d04c2b7")
    B = "docs/update-install"
    T = t(gl_repo(G, P, desc, "main", 214, 8, last, DOCS_FILES))
    T("click('222')", gl_repo(G, P, desc, "main", 214, 8, last, DOCS_FILES, menu="add"))
    L = gl_header() + gl_sidebar(P, 4, 1) + gl_crumbs((201, G), (202, P), (203, "Repository"), (204, "Branches"), (205, "New"))

    def new_branch(v: str = "") -> str:
        return page(f"New Branch · {G} / {P} · GitLab", L + blk(f"""
          [300] main ''
            [301] heading 'New Branch'
            [302] textbox 'Branch name', required{', value=' + q(v) if v else ''}
            [303] button 'main'
            StaticText 'Existing branch name, tag, or commit SHA'
            [304] button 'Create branch'
            [305] link 'Cancel'
        """), f"{GL}/{G}/{P}/-/branches/new")
    T("click('244')", new_branch())
    T(f"fill('302', {q(B)})", new_branch(B))
    T("click('304')", gl_repo(G, P, desc, B, 214, 9, last, DOCS_FILES))
    T(f"goto('{GL}/{G}/{P}/-/new/{B}/')", gl_new_file(G, P, B))
    T("fill('403', 'INSTALL.md')", gl_new_file(G, P, B, "INSTALL.md"))
    body = "# Installing the docs toolchain\n\nInstall Hugo extended 0.123 or newer, then run `hugo server -D` from the repository root."
    T(f"fill('405', {q(body)})", gl_new_file(G, P, B, "INSTALL.md", body))
    T("click('412')", gl_blob(G, P, B, "INSTALL.md", "Add new file", "c51e88a0", "just now",
                              ["Installing the docs toolchain", "Install Hugo extended 0.123 or newer, then run hugo server -D from the repository root."], True))
    # the project page opens on the default branch, where the new file legitimately does not exist
    T("click('503')", gl_repo(G, P, desc, "main", 214, 9, last, DOCS_FILES))
    branches = ["docs/update-install", "main", "fix/mobile-nav", "feat/search-index", "release/2024.03", "chore/hugo-0.123", "sso-docs", "typo-sweep", "wip/api-ref"]
    T("click('220')", gl_repo(G, P, desc, "main", 214, 9, last, DOCS_FILES, branch_list=branches))
    # directories first, then files in byte order (as the tree lists them)
    files = [f for f in DOCS_FILES if f[1]] + sorted([f for f in DOCS_FILES if not f[1]] + [("INSTALL.md", False, "Add new file", "1 minute ago")])
    T("click('252')", gl_repo(G, P, desc, B, 215, 9, ("Add new file", "Jordan Lee", "1 minute ago", "c51e88a0"), files))
    return T


# ---------------------------------------------------------------- osTicket client portal (20, bad)

OST = "https://support.harborline.io"


def ost_nav(n_tickets: int) -> list[str]:
    return blk(f"""
      [100] banner ''
        [101] link 'Harborline Support Center'
        StaticText 'Jordan Lee'
        [102] link 'Profile'
        [106] link 'Sign Out'
      [107] navigation ''
        [108] link 'Support Center Home'
        [103] link 'Knowledgebase'
        [104] link 'Open a New Ticket'
        [105] link 'Tickets ({n_tickets})'
    """)


def ost_form(topic: str = "", summary: str = "", details: str = "") -> str:
    L = ost_nav(3)
    L += blk(f"""
      [200] main ''
        [199] heading 'Open a New Ticket'
        StaticText 'Please fill in the form below to open a new ticket.'
        StaticText 'Email: jordan.lee@harborline.io'
        StaticText 'Client: Jordan Lee'
        [201] combobox 'Help Topic', hasPopup='menu', expanded=False, value={q(topic or '— Select a Help Topic —')}
    """)
    if topic:
        L += blk(f"""
          [209] heading 'Ticket Details'
          [210] textbox 'Issue Summary *', required{', value=' + q(summary) if summary else ''}
          [211] textbox 'Issue Details *', multiline, required{', value=' + q(details) if details else ''}
          [212] button 'Attach files'
          [213] combobox 'Priority Level', hasPopup='menu', expanded=False, value='Normal'
        """, 1)
    L += blk("""
      [220] button 'Create Ticket'
      [221] button 'Reset'
      [222] button 'Cancel'
    """, 1)
    return page("Harborline Support Center :: Open a New Ticket", L, f"{OST}/open.php")


@traj(bad_turn=6, kind="identity_changed", goal="Open a billing ticket about the double charge on the March invoice.")
def w20(t: type[Traj]) -> Traj:
    summ = "Charged twice for March invoice"
    det = "Our card ending 4242 was charged $1,240.00 twice on 2024-03-01 for invoice HL-2024-03. Please refund the duplicate charge."
    home = ost_nav(3) + blk("""
      [200] main ''
        [201] heading 'Welcome to the Support Center'
        StaticText 'In order to streamline support requests and better serve you, we utilize a support ticket system.'
        [202] link 'Open a New Ticket'
        [203] link 'Check Ticket Status'
    """)
    T = t(page("Harborline Support Center :: Support Ticket System", home, f"{OST}/index.php"))
    T("click('104')", ost_form())
    T("select_option('201', 'Billing')", ost_form("Billing"))
    T(f"fill('210', {q(summ)})", ost_form("Billing", summ))
    T(f"fill('211', {q(det)})", ost_form("Billing", summ, det))
    L = ost_nav(4) + blk(f"""
      [300] main ''
        [301] alert ''
          StaticText 'Support ticket request created'
        [302] heading {q(summ + ' #482913')}
        [303] link 'Print'
        [304] link 'Edit'
        StaticText 'Basic Ticket Information'
        StaticText 'Ticket Status: Open'
        StaticText 'Department: Billing'
        StaticText 'Create Date: 3/14/24 10:32 AM'
        StaticText 'User Information'
        StaticText 'Name: Jordan Lee'
        StaticText 'Email: jordan.lee@harborline.io'
        StaticText 'Phone:'
        [310] article ''
          StaticText 'Jordan Lee posted 3/14/24 10:32 AM'
          StaticText {q(det)}
        [320] textbox 'Post a Reply', multiline
        [321] button 'Post Reply'
    """)
    T("click('220')", page("Harborline Support Center :: Ticket #482913", L, f"{OST}/tickets.php?id=1207"))
    rows = [("482931", "3/14/24", "Open", summ, "Billing"),  # contradiction: the ticket just created is #482913
            ("481077", "3/06/24", "Open", "VPN profile download returns 403", "IT Support"),
            ("479912", "2/27/24", "Open", "Request: second monitor for desk 4B", "Facilities")]
    L = ost_nav(4) + blk("""
      [400] main ''
        [401] heading 'Tickets'
        [402] searchbox 'Search'
        [403] combobox 'Help Topic', value='— All Help Topics —'
        [404] link 'Open (3)'
        [405] link 'Closed (5)'
        [406] table ''
          row ''
            columnheader 'Ticket #'
            columnheader 'Create Date'
            columnheader 'Status'
            columnheader 'Subject'
            columnheader 'Department'
    """)
    for k, (n, d, st, sub, dept) in enumerate(rows):
        L += blk(f"""
          [{410 + 5 * k}] row ''
            [{411 + 5 * k}] link '{n}'
            gridcell '{d}'
            gridcell '{st}'
            [{412 + 5 * k}] link {q(sub)}
            gridcell {q(dept)}
        """, 2)
    T("click('105')", page("Harborline Support Center :: Tickets", L, f"{OST}/tickets.php"))
    kb = ost_nav(4) + blk("""
      [500] main ''
        [501] heading 'Frequently Asked Questions'
        [502] searchbox 'Search our knowledge base'
        [503] button 'Search'
        [510] link 'Billing & Invoices (6)'
        StaticText 'Refunds, invoice corrections and payment methods.'
        [511] link 'Accounts & Access (9)'
        StaticText 'SSO, VPN and password resets.'
        [512] link 'Hardware (4)'
        StaticText 'Laptops, monitors and peripherals.'
    """)
    T("click('103')", page("Harborline Support Center :: Knowledgebase", kb, f"{OST}/kb/index.php"))
    return T


# ---------------------------------------------------------------- MediaWiki edit + move (21, clean)

WIKI = "https://wiki.harborline.io"
WT0 = ("'''Backup policy''' describes how Harborline backs up production data.\n\n== Schedule ==\n"
       "* Postgres: nightly full backup at 02:00 UTC, WAL archived every 5 minutes.\n"
       "* Object storage: versioning enabled, lifecycle expiry after 90 days.\n\n== Restores ==\n"
       "Restore drills run quarterly; see [[Vault DR drill]] for the latest results.\n\n[[Category:Operations]]")
ADD = "* Maintenance window: backups pause on the first Sunday of each month, 03:00–05:00 UTC.\n"
WT1 = WT0.replace("90 days.\n", "90 days.\n" + ADD)


def wk_chrome(more_open: bool = False, sel: str = "Read") -> list[str]:
    L = blk("""
      [100] link 'Jump to navigation'
      [101] navigation 'Personal tools'
        [102] link 'Jlee'
        [103] link 'Talk'
        [104] link 'Preferences'
        [105] link 'Watchlist'
        [106] link 'Contributions'
        [107] link 'Log out'
      [110] navigation 'Namespaces'
        [111] link 'Page'
        [112] link 'Discussion'
      [113] navigation 'Views'
    """)
    for b, v in ((114, "Read"), (115, "Edit"), (116, "View history")):
        L += blk(f"[{b}] link {q(v)}" + (", selected=True" if v == sel else ""), 1)
    L += blk(f"""
      [117] navigation 'More'
        [118] button 'More', expanded={more_open}
    """)
    if more_open:
        L += blk("""
          [119] link 'Delete'
          [120] link 'Move'
          [121] link 'Protect'
        """, 2)
    L += blk("""
      [122] searchbox 'Search Harborline Wiki'
      [130] navigation 'Navigation'
        [131] link 'Main page'
        [132] link 'Recent changes'
        [133] link 'Random page'
        [134] link 'Help about MediaWiki'
    """)
    return L


def wk_article(title: str, text: str, edited: str, redirected: str | None = None, more_open: bool = False, notice: str | None = None) -> str:
    L = wk_chrome(more_open)
    L += blk(f"""
      [200] main ''
        [201] heading {q(title)}
        StaticText 'From Harborline Wiki'
    """)
    if redirected:
        L += blk(f"""
          StaticText '(Redirected from'
          [202] link {q(redirected)}
          StaticText ')'
        """, 1)
    if notice:
        L += blk(f"StaticText {q(notice)}", 1)
    for ln in text.split("\n"):
        if not ln or ln.startswith("[[Category"):
            continue
        if ln.startswith("=="):
            L += blk(f"heading {q(ln.strip('= '))}", 1)
            continue
        ln = ln.replace("'''", "")
        if ln.startswith("* "):
            L += blk(f"""
              listitem ''
                StaticText {q(ln[2:])}
            """, 1)
        elif "[[" in ln:
            pre, rest = ln.split("[[", 1)
            link, post = rest.split("]]", 1)
            L += blk(f"""
              StaticText {q(pre.rstrip())}
              [250] link {q(link)}
              StaticText {q(post.strip())}
            """, 1)
        else:
            L += blk(f"StaticText {q(ln)}", 1)
    L += blk(f"""
      [260] link 'Categories'
      [261] link 'Operations'
      [300] contentinfo ''
        StaticText 'This page was last edited on 14 March 2024, at {edited}.'
        StaticText 'Content is available under Creative Commons Attribution-ShareAlike unless otherwise noted.'
        [301] link 'Privacy policy'
        [302] link 'About Harborline Wiki'
    """)
    return page(f"{title} - Harborline Wiki", L, f"{WIKI}/index.php/{(redirected or title).replace(' ', '_')}")


def wk_article_feb(title: str, text: str) -> str:
    return wk_article(title, text, "").replace("14 March 2024, at .", "2 February 2024, at 09:12.")


def wk_history(title: str, revs: list[tuple[str, str, int, int, str]]) -> str:
    L = wk_chrome(sel="View history")
    L += blk(f"""
      [200] main ''
        [201] heading {q(title + ': Revision history')}
        [202] button 'Compare selected revisions'
        [203] list ''
    """)
    for k, (when, who, size, delta, summary) in enumerate(revs):
        b = 400 + 12 * k
        sign = f"+{delta:,}" if delta > 0 else (f"−{-delta:,}" if delta < 0 else "0")
        L += blk(f"""
          [{b}] listitem ''
            {'StaticText' if k == 0 else f'[{b + 1}] link'} 'cur'
            {'StaticText' if k == len(revs) - 1 else f'[{b + 2}] link'} 'prev'
            [{b + 3}] link {q(when)}
            [{b + 4}] link {q(who)}
            [{b + 5}] link 'talk'
            [{b + 6}] link 'contribs'
            StaticText '{size:,} bytes'
            StaticText {q(sign)}
            StaticText {q('(' + summary + ')')}
        """, 2)
        if k < len(revs) - 1:
            L += blk(f"[{b + 7}] link 'undo'", 3)
    return page(f"{title}: Revision history - Harborline Wiki", L, f"{WIKI}/index.php?title={title.replace(' ', '_')}&action=history")


@traj(goal="Add the monthly maintenance window to the Backup policy wiki page, then rename it to 'Backup policy (2024)'.")
def w21(t: type[Traj]) -> Traj:
    n0, n1 = len(WT0.encode()), len(WT1.encode())
    old_revs = [("09:12, 2 February 2024", "Aiko Tanaka", n0, 12, "WAL interval is 5 minutes now"),
                ("16:40, 11 October 2023", "Priya Shah", n0 - 12, n0 - 12, "Created page with \"'''Backup policy''' describes how Harborline backs up production data.\"")]
    T = t(wk_article_feb("Backup policy", WT0))

    def editor(text: str, summary: str = "") -> str:
        L = wk_chrome(sel="Edit") + blk(f"""
          [200] main ''
            [201] heading 'Editing Backup policy'
            [202] textbox '', multiline, value={q(text)}
            [203] textbox 'Summary:'{', value=' + q(summary) if summary else ''}
            [204] checkbox 'This is a minor edit', checked='false'
            [205] checkbox 'Watch this page', checked='true'
            [206] button 'Save changes'
            [207] button 'Show preview'
            [208] button 'Show changes'
            [209] link 'Cancel'
        """)
        return page("Editing Backup policy - Harborline Wiki", L, f"{WIKI}/index.php?title=Backup_policy&action=edit")
    T("click('115')", editor(WT0))
    T(f"fill('202', {q(WT1)})", editor(WT1))
    T("fill('203', 'Add 2024 maintenance window')", editor(WT1, "Add 2024 maintenance window"))
    T("click('206')", wk_article("Backup policy", WT1, "14:05"))
    revs = [("14:05, 14 March 2024", "Jlee", n1, n1 - n0, "Add 2024 maintenance window")] + old_revs
    T("click('116')", wk_history("Backup policy", revs))
    T("click('118')", wk_history("Backup policy", revs).replace("[118] button 'More', expanded=False",
                                                                  "[118] button 'More', expanded=True\n\t\t[119] link 'Delete'\n\t\t[120] link 'Move'\n\t\t[121] link 'Protect'"))

    def mover(v: str) -> str:
        L = wk_chrome() + blk(f"""
          [200] main ''
            [201] heading 'Move Backup policy'
            StaticText 'Using the form below will rename a page, moving all of its history to the new name.'
            [210] combobox 'Namespace', value='(Main)'
            [211] textbox 'New title:', value={q(v)}
            [212] textbox 'Reason:'
            [213] checkbox 'Leave a redirect behind', checked='true'
            [214] checkbox 'Watch source page and target page', checked='true'
            [215] button 'Move page'
        """)
        return page("Move Backup policy - Harborline Wiki", L, f"{WIKI}/index.php/Special:MovePage/Backup_policy")
    T("click('120')", mover("Backup policy"))
    T("fill('211', 'Backup policy (2024)')", mover("Backup policy (2024)"))
    L = wk_chrome() + blk("""
      [200] main ''
        [201] heading 'Move succeeded'
        StaticText '"Backup policy" has been moved to "Backup policy (2024)"'
        [202] link 'Backup policy'
        [203] link 'Backup policy (2024)'
        StaticText 'A redirect has been created.'
    """)
    T("click('215')", page("Move succeeded - Harborline Wiki", L, f"{WIKI}/index.php/Special:MovePage/Backup_policy"))
    T(f"goto('{WIKI}/index.php/Backup_policy')", wk_article("Backup policy (2024)", WT1, "14:07", redirected="Backup policy"))
    revs = [("14:07, 14 March 2024", "Jlee", n1, 0, "Jlee moved page Backup policy to Backup policy (2024)")] + revs
    T("click('116')", wk_history("Backup policy (2024)", revs))
    return T


# ---------------------------------------------------------------- Jenkins build (22, bad)

JK = "https://ci.harborline.io"
CONSOLE = [
    ("10:14:03", "Started by user Jordan Lee"), ("10:14:03", "[Pipeline] Start of Pipeline"), ("10:14:04", "[Pipeline] node"),
    ("10:14:04", "Running on agent-linux-03 in /home/jenkins/workspace/edge-proxy-deploy"), ("10:14:05", "[Pipeline] stage (Checkout)"),
    ("10:14:07", "Checking out Revision 3f9c2a1e4b0d7c55e2a9f01b6c8d3e7a94f2b610 (refs/remotes/origin/main)"),
    ("10:14:09", "[Pipeline] stage (Lint)"), ("10:14:10", "+ make lint"), ("10:14:52", "lint: 0 issues in 37 files"),
    ("10:14:53", "[Pipeline] stage (Build image)"), ("10:14:54", "+ docker build -t registry.harborline.io/edge-proxy:87 ."),
    ("10:15:40", "Step 6/11 : RUN envoy --mode validate -c /etc/envoy/envoy.yaml"), ("10:16:02", "configuration '/etc/envoy/envoy.yaml' OK"),
    ("10:16:18", "Step 11/11 : CMD [\"envoy\", \"-c\", \"/etc/envoy/envoy.yaml\"]"), ("10:16:24", "Successfully built 6c1f0e9a2d43"),
    ("10:16:25", "Successfully tagged registry.harborline.io/edge-proxy:87"), ("10:16:27", "[Pipeline] stage (Push)"),
    ("10:16:28", "+ docker push registry.harborline.io/edge-proxy:87"), ("10:16:30", "The push refers to repository [registry.harborline.io/edge-proxy]"),
    ("10:17:01", "87: digest: sha256:5b0e3c7d91a4f2e8c6d0b7a93e14f5c2d8a0b6e4f1c3d9a7e2b5f0c8d4a6e1b3 size: 2413"),
    ("10:17:03", "[Pipeline] stage (Deploy canary)"), ("10:17:04", "+ kubectl -n edge rollout restart deploy/edge-proxy-canary"),
    ("10:17:05", "deployment.apps/edge-proxy-canary restarted"), ("10:17:06", "+ kubectl -n edge rollout status deploy/edge-proxy-canary --timeout=300s"),
    ("10:17:19", "Waiting for deployment \"edge-proxy-canary\" rollout to finish: 1 of 3 updated replicas are available..."),
]


def jk_chrome(crumbs: list[tuple[int, str]], side: list[tuple[int, str]]) -> list[str]:
    L = blk("""
      [100] banner ''
        [101] link 'Jenkins'
        [102] searchbox 'Search (CTRL+K)'
        [103] link 'Jordan Lee'
        [104] link 'log out'
      [110] navigation 'breadcrumbs'
    """)
    L += [f"\t[{b}] link {q(x)}" for b, x in crumbs]
    L += ["[120] navigation 'Side panel'"] + [f"\t[{b}] link {q(x)}" for b, x in side]
    return L


BUILD_SIDE = [(121, "Status"), (122, "Changes"), (123, "Console Output"), (124, "Edit Build Information"), (125, "Delete build ‘#87’"),
              (126, "Parameters"), (127, "Pipeline Overview"), (128, "Previous Build")]
BUILD_CRUMBS = [(111, "Dashboard"), (112, "edge-proxy-deploy"), (113, "#87")]


def jk_elapsed(sec: int) -> str:
    return f"{sec // 60} min {sec % 60} sec"


def jk_build(elapsed: int) -> str:
    L = jk_chrome(BUILD_CRUMBS, BUILD_SIDE) + blk(f"""
      [200] main ''
        [201] heading 'Build #87 (Mar 14, 2024, 10:14:03 AM)'
        [202] button 'Keep this build forever'
        StaticText 'Started by user Jordan Lee'
        StaticText 'Started {jk_elapsed(elapsed)} ago'
        StaticText 'Build has been executing for {jk_elapsed(elapsed)}'
        [203] progressbar 'Estimated remaining time: {jk_elapsed(max(0, 262 - elapsed))}'
        StaticText 'Revision: 3f9c2a1e4b0d7c55e2a9f01b6c8d3e7a94f2b610'
        StaticText 'Repository: https://gitlab.harborline.io/harborline/edge-proxy.git'
        StaticText 'refs/remotes/origin/main'
        [204] link 'Changes'
        StaticText '1. Add contributing guide (details / githubweb)'
    """)
    return page("edge-proxy-deploy #87 [Jenkins]", L, f"{JK}/job/edge-proxy-deploy/87/")


def jk_console(until: str) -> str:
    text = "\n".join(f"{ts}  {ln}" for ts, ln in CONSOLE if ts <= until)
    L = jk_chrome(BUILD_CRUMBS + [(114, "Console Output")], BUILD_SIDE) + blk(f"""
      [200] main ''
        [201] heading 'Console Output'
        [202] link 'Download'
        [203] link 'View as plain text'
        [204] link 'Skip 0 KB..'
        StaticText {q(text)}
        [205] image 'In progress'
    """)
    return page("edge-proxy-deploy #87 Console [Jenkins]", L, f"{JK}/job/edge-proxy-deploy/87/console")


@traj(bad_turn=6, kind="clock_backwards", goal="Watch build #87 of edge-proxy-deploy until the canary deploy starts.")
def w22(t: type[Traj]) -> Traj:
    T = t(jk_build(130))                                 # 10:16:13
    T("click('123')", jk_console("10:16:18"))            # 10:16:20
    T("noop(10000)", jk_console("10:16:30"))             # 10:16:31
    T("click('121')", jk_build(161))                     # 10:16:44
    T("keyboard_press('F5')", jk_build(179))             # 10:17:02
    L = jk_chrome([(111, "Dashboard"), (112, "edge-proxy-deploy")],
                  [(121, "Status"), (122, "Changes"), (129, "Workspace"), (130, "Build Now"), (131, "Configure"), (132, "Delete Pipeline"),
                   (133, "Full Stage View"), (134, "Rename"), (135, "Pipeline Syntax")]) + blk("""
      [300] main ''
        [301] heading 'edge-proxy-deploy'
        StaticText 'Builds, pushes and canaries the edge proxy image.'
        [302] heading 'Stage View'
        [303] table ''
          row ''
            columnheader 'Checkout'
            columnheader 'Lint'
            columnheader 'Build image'
            columnheader 'Push'
            columnheader 'Deploy canary'
          row ''
            gridcell 'Average stage times: 3s'
            gridcell '41s'
            gridcell '1min 30s'
            gridcell '35s'
            gridcell '1min 12s'
        [310] heading 'Permalinks'
        [311] list ''
          [312] link 'Last build (#87), 3 min 5 sec ago'
          [313] link 'Last stable build (#86), 17 hr ago'
          [314] link 'Last successful build (#86), 17 hr ago'
          [315] link 'Last failed build (#84), 1 day 17 hr ago'
          [316] link 'Last completed build (#86), 17 hr ago'
      [320] complementary 'Build History'
        [321] searchbox 'Filter builds...'
        [322] link '#87'
        StaticText 'Mar 14, 2024, 10:14 AM'
        [323] progressbar 'In progress'
        [324] link '#86'
        StaticText 'Mar 13, 2024, 4:51 PM'
        [325] link '#85'
        StaticText 'Mar 13, 2024, 11:02 AM'
        [326] link '#84'
        StaticText 'Mar 12, 2024, 4:37 PM'
        [327] link 'Atom feed for all'
        [328] link 'Atom feed for failures'
    """)
    T("click('112')", page("edge-proxy-deploy [Jenkins]", L, f"{JK}/job/edge-proxy-deploy/"))   # 10:17:08
    T("click('322')", jk_build(155))                     # 10:17:15: contradiction, 2 min 35 s instead of ~3 min 12 s
    T("click('123')", jk_console("10:17:19"))            # 10:17:22
    return T


# ---------------------------------------------------------------- main

def main() -> None:
    rs = RowSet(OUT)
    seen = set()
    for fn, bad_turn, kind, goal in TRAJ:
        n = int(fn.__name__[1:])
        assert n not in seen
        seen.add(n)
        T = fn(Traj)
        assert 6 <= len(T.turns) <= 12, (fn.__name__, len(T.turns))
        system = SYSTEM + (f"\n\nThe agent's goal: {goal}" if goal else "")
        rs.add(DOMAIN, f"h5-{DOMAIN}-{n:02d}", system, T.turns, state=T.state, bad=bad_turn is not None, turn=bad_turn, kind=kind)
    assert len(seen) == 22 and sum(1 for x in TRAJ if x[1]) == 11
    rs.rows[DOMAIN].sort(key=lambda r: (r["id"], r["turn_idx"]))
    rs.labels = dict(sorted(rs.labels.items()))
    rs.write()


if __name__ == "__main__":
    main()
