# ruff: noqa: E501
"""Held-out set 61, domain ``web``: 22 BrowserGym trajectories on accessibility trees, 11 with one contradiction.

Each trajectory drives one site (WebArena's own sites beside less common web apps) with BrowserGym calls on
element bids; observations are the page's accessibility tree as WebArena prints it. Pages are rendered from
small state records so that everything a trajectory does not deliberately contradict stays consistent.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given the historical context of this session (previous actions and page states), the current page state and a browser action, predict the **next page state** after the action is executed.

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

1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

Preserve the current page state representation format exactly (the URL line, then the accessibility tree with its [bid] markers, roles, names and properties, one node per line, indented with tabs). Do not rewrite the page state into a different format or a richer internal schema. Representation mismatch is a correctness error, not a stylistic preference.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def ax(url: str, title: str, body: str) -> str:
    """An accessibility tree: two spaces of indentation in ``body`` become one tab level under the root."""
    out = []
    for raw in body.strip("\n").split("\n"):
        if not raw.strip():
            continue
        n = len(raw) - len(raw.lstrip(" "))
        out.append("\t" * (n // 2 + 1) + raw.strip())
    return f"URL: {url}\nRootWebArea {title!r}, focused\n" + "\n".join(out)


def blk(text: str, depth: int) -> str:
    """Re-indent a generated sub-tree to ``depth`` levels."""
    return "\n".join("  " * depth + ln for ln in text.strip("\n").split("\n") if ln.strip())


def q(s: str) -> str:
    return repr(s)


def click(b: str | int) -> str:
    return f"click('{b}')"


def fill(b: str | int, v: str) -> str:
    return f"fill('{b}', {v!r})"


def sel(b: str | int, v: str) -> str:
    return f"select_option('{b}', {v!r})"


def press(k: str) -> str:
    return f"keyboard_press({k!r})"


def goto(u: str) -> str:
    return f"goto({u!r})"


def noop(ms: int) -> str:
    return f"noop({ms})"


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------- 01 One Stop Market (clean)
SHOP = "http://localhost:7770"
CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
        "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
        "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]
COLD = [
    ("Stok Cold Brew Coffee Concentrate, Unsweetened, 48 fl oz", 9.98, 80, 12),
    ("Takeya Patented Deluxe Cold Brew Coffee Maker, 1 qt, Black", 22.99, 93, 41),
    ("Chameleon Organic Cold-Brew Coffee Concentrate, Black, 32 fl oz", 13.47, 87, 9),
    ("Bodum 1.5 Liter Bean Cold Brew Coffee Maker", 29.95, 78, 6),
    ("Stone Street Coffee Cold Brew Reserve, Coarse Ground, 1 lb", 14.99, 91, 27),
    ("La Colombe Draft Latte, Cold Brew Triple Shot, 9 fl oz, 4 pack", 11.96, 73, 5),
    ("Primula Burke Deluxe Cold Brew Iced Coffee Maker, 1.6 qt", 19.99, 85, 18),
    ("Jot Ultra Coffee Concentrate, 14 fl oz", 19.99, 67, 3),
    ("Starbucks Cold Brew Pitcher Packs, Signature Black, 4 ct", 8.98, 88, 14),
    ("Kitu Super Coffee Cold Brew, Sweet Cream, 12 fl oz (12 pack)", 27.49, 60, 2),
    ("High Brew Cold Brew Coffee, Double Espresso, 8 oz cans (12 pack)", 24.99, 82, 11),
    ("Wandering Bear Extra Strong Cold Brew, Straight Black, 96 oz", 21.95, 76, 7),
    ("Cold Brew Coffee Filter Bags, 100 Count, Disposable", 6.49, 84, 22),
    ("Grady's Cold Brew Coffee Bean Bags, Original, 4 ct", 12.99, 89, 16),
    ("Seattle's Best Iced Coffee Pods Cold Brew, 12 ct", 5.79, 71, 4),
    ("Nescafé Gold Espresso Cold Brew Blend, 3.5 oz jar", 7.98, 69, 8),
]
PITCHER = ("Bormioli Rocco Glass Pitcher with Airtight Lid, 1.7 L", 18.99)


def shop_top(cart: int, search: str = "", msg: str = "") -> str:
    val = f", value={search!r}" if search else ""
    cats = "\n".join(f"    [{300 + 2 * i}] menuitem {q(c)}, hasPopup='menu'" for i, c in enumerate(CATS))
    m = f"\n[330] alert ''\n  StaticText {q(msg)}\n  [331] link 'shopping cart'" if msg else ""
    return f"""
[224] banner ''
  [227] list ''
    [228] listitem ''
      [229] link 'My Account'
    [230] listitem ''
      [231] link 'My Wish List'
    [232] listitem ''
      [233] link 'Sign Out'
    [234] listitem ''
      StaticText 'Welcome to One Stop Market'
  [235] link 'Skip to Content'
  [238] link 'store logo'
    [239] img 'one_stop_market_logo'
  [240] link 'My Cart'
    StaticText '{cart}'
    StaticText 'items'
  [255] Section ''
    [256] LabelText ''
      StaticText 'Search'
    [258] combobox 'Search', clickable, autocomplete='both', hasPopup='listbox', expanded=False{val}
    [259] link 'Advanced Search'
    [260] button 'Search', disabled={'False' if search else 'True'}
[298] tablist '', multiselectable=False, orientation='horizontal'
  [299] menu '', orientation='vertical'
{cats}{m}"""


def shop_item(bid: int, p: tuple[str, float, int, int]) -> str:
    name, price, rating, reviews = p
    return f"""
[{bid}] listitem ''
  [{bid + 1}] link 'Image'
    [{bid + 2}] img {q(name)}
  [{bid + 3}] link {q(name)}
  StaticText 'Rating:'
  StaticText '{rating}%'
  [{bid + 5}] link '{reviews} \\xa0Review{"s" if reviews != 1 else ""}'
  StaticText {q(money(price))}
  [{bid + 7}] button 'Add to Cart'
  [{bid + 8}] button 'Add to Wish List'
  [{bid + 9}] button 'Add to Compare'"""


def shop_results(items: list[tuple[str, float, int, int]], sort: str, cart: int, msg: str = "") -> tuple[str, str]:
    url = f"{SHOP}/catalogsearch/result/?q=cold+brew" + ("&product_list_order=price" if sort == "Price" else "")
    rows = "\n".join(blk(shop_item(1800 + 12 * i, p), 2) for i, p in enumerate(items))
    body = shop_top(cart, "cold brew", msg) + f"""
[1702] main ''
  [1705] heading "Search results for: 'cold brew'"
  [1710] link 'Grid'
  [1711] link 'List'
  StaticText 'Items 1-12 of 37'
  [1713] LabelText ''
    StaticText 'Sort By'
  [1714] combobox 'Sort By', hasPopup='menu', expanded=False, value={sort!r}
    [1715] option 'Relevance', selected={sort == 'Relevance'}
    [1716] option 'Product Name', selected=False
    [1717] option 'Price', selected={sort == 'Price'}
  [1718] link '\\ue613 Set Descending Direction'
  [1720] list ''
{rows}
  [1990] list ''
    [1991] listitem ''
      StaticText "You're currently reading page"
      StaticText '1'
    [1992] link 'Page 2'
    [1993] link 'Page 3'
    [1994] link '\\ue608 Page Next'
  StaticText 'Show'
  [1996] combobox 'Show', hasPopup='menu', expanded=False, value='12'
  StaticText 'per page'
[2010] complementary ''
  [2011] heading 'Related search terms'
  [2012] link 'cold brew coffee maker'
  [2013] link 'cold brew concentrate'
  [2014] heading 'Compare Products'
  StaticText 'You have no items to compare.'
[2020] contentinfo ''
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"""
    return url, ax(url, "Search results for: 'cold brew'", body)


def shop_cart(lines: list[tuple[str, float, int, str]], cart: int, msg: str = "") -> str:
    rows = []
    for i, (name, price, qty, shown) in enumerate(lines):
        b = 1420 + 14 * i
        rows.append(f"""
[{b}] row ''
  [{b + 1}] cell {q(name)}
    [{b + 2}] link {q(name)}
  [{b + 3}] cell {q(money(price))}
  [{b + 4}] cell ''
    [{b + 5}] spinbutton 'Qty', clickable, required, valuemin=0, valuemax=0, valuetext='', value={shown!r}
  [{b + 6}] cell {q(money(price * qty))}
[{b + 8}] row ''
  [{b + 9}] link 'Edit item parameters'
  [{b + 10}] link 'Remove item'""")
    sub = sum(p * n for _, p, n, _ in lines)
    note = f"\n  [1395] alert ''\n    StaticText {q(msg)}" if msg else ""
    body = shop_top(cart) + f"""
[1390] main ''{note}
  [1400] heading 'Shopping Cart'
  [1405] table 'Shopping Cart Items'
    [1406] rowgroup ''
      [1407] row ''
        [1408] columnheader 'Item'
        [1409] columnheader 'Price'
        [1410] columnheader 'Qty'
        [1411] columnheader 'Subtotal'
    [1415] rowgroup ''
{blk(chr(10).join(rows), 3)}
  [1480] link 'Continue Shopping'
  [1481] button 'Update Shopping Cart'
  [1485] group 'Apply Discount Code'
  [1490] heading 'Summary'
  [1491] group 'Estimate Shipping and Tax'
  [1495] table ''
    [1496] row ''
      [1497] rowheader 'Subtotal'
      [1498] cell {q(money(sub))}
    [1499] row ''
      [1500] rowheader 'Order Total'
      [1501] cell {q(money(sub))}
  [1503] button 'Proceed to Checkout'
  [1504] link 'Check Out with Multiple Addresses'"""
    return ax(f"{SHOP}/checkout/cart/", "Shopping Cart", body)


def t01(rs: RowSet) -> None:
    home_body = """
[1150] main ''
  [1152] heading 'One Stop Market'
  StaticText 'Product Showcases'
  [1160] list ''
    [1161] listitem ''
      [1163] img 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
      [1164] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
      StaticText 'Rating:'
      StaticText '20%'
      [1166] link '1 \\xa0Review'
      StaticText '$19.99'
      [1168] button 'Add to Cart'
    [1171] listitem ''
      [1173] img 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
      [1174] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
      StaticText 'Rating:'
      StaticText '57%'
      [1176] link '12 \\xa0Reviews'
      StaticText '$14.47'
      [1178] button 'Add to Cart'
    [1181] listitem ''
      [1183] img 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
      [1184] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
      StaticText 'Rating:'
      StaticText '95%'
      [1186] link '4 \\xa0Reviews'
      StaticText '$19.36'
      [1188] button 'Add to Cart'
[2020] contentinfo ''
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"""
    state = ax(SHOP + "/", "One Stop Market", shop_top(1) + home_body)
    t1 = ax(SHOP + "/", "One Stop Market", shop_top(1, "cold brew").replace("expanded=False, value", "expanded=False, focused, value") + home_body)
    rel = COLD[:12]
    by_price = sorted(COLD, key=lambda p: p[1])[:12]
    _, t2 = shop_results(rel, "Relevance", 1)
    _, t3 = shop_results(by_price, "Price", 1)
    stok = COLD[0]
    _, t4 = shop_results(by_price, "Price", 2, msg=f"You added {stok[0]} to your shopping cart.")
    t5 = shop_cart([(PITCHER[0], PITCHER[1], 1, "1"), (stok[0], stok[1], 1, "1")], 2)
    t6 = shop_cart([(PITCHER[0], PITCHER[1], 1, "1"), (stok[0], stok[1], 1, "3")], 2).replace(
        "value='3'", "focused, value='3'")
    t7 = shop_cart([(PITCHER[0], PITCHER[1], 1, "1"), (stok[0], stok[1], 3, "3")], 4)
    t8 = shop_cart([(stok[0], stok[1], 3, "3")], 3, msg="You removed the item.")
    prod = shop_top(3) + f"""
[1302] main ''
  [1305] heading {q(stok[0])}
  StaticText 'Rating:'
  StaticText '80%'
  [1308] link '12 \\xa0Reviews'
  [1309] link 'Add Your Review'
  StaticText '$9.98'
  StaticText 'In stock'
  StaticText 'SKU'
  StaticText 'B07PQ5XTMS'
  [1314] LabelText ''
    StaticText 'Qty'
  [1315] spinbutton 'Qty', clickable, required, valuemin=0, valuemax=0, valuetext='', value='1'
  [1316] button 'Add to Cart'
  [1318] link 'Add to Wish List'
  [1319] link 'Add to Compare'
  [1320] link 'Email'
  [1325] tablist '', multiselectable=False, orientation='horizontal'
    [1326] tab 'Details', selected=True
    [1327] tab 'More Information', selected=False
    [1328] tab 'Reviews (12)', selected=False
  [1330] tabpanel 'Details'
    StaticText 'Product Quick Look'
    StaticText 'Smooth, bold cold brew concentrate. Mix 1 part concentrate with 1 part water, milk or milk alternative. 48 fl oz makes 12 servings. Keep refrigerated after opening; use within 10 days.'
    StaticText 'Size: 48 Fl Oz (Pack of 1)'
[2020] contentinfo ''
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"""
    t9 = ax(SHOP + "/stok-cold-brew-coffee-concentrate-unsweetened-48-fl-oz.html", stok[0], prod)
    rs.add("web", "h61-web-01", SYSTEM, [
        (fill("258", "cold brew"), t1),
        (press("Enter"), t2),
        (sel("1714", "Price"), t3),
        (click(str(1800 + 12 * 4 + 7)), t4),
        (click("240"), t5),
        (fill("1439", "3"), t6),
        (click("1481"), t7),
        (click("1430"), t8),
        (click("1422"), t9),
    ], state=state)


# ---------------------------------------------------------------- 02 dentist booking (created appointment missing)
DENT = "https://book.brightwaterdental.com"


def dent_top(active: str) -> str:
    items = ["Dashboard", "Book an appointment", "Forms", "Billing", "Messages"]
    nav = "\n".join(f"    [{17 + i}] link {q(x)}" + (", current='page'" if x == active else "") for i, x in enumerate(items))
    return f"""
[12] banner ''
  [14] link 'Brightwater Family Dental'
    [15] img 'Brightwater Family Dental logo'
  [16] navigation 'Patient menu'
{nav}
  [23] button 'Priya Nair', hasPopup='menu', expanded=False"""


DENT_FOOT = """
[90] contentinfo ''
  StaticText '455 Harbor Ave, Suite 210, Portland, OR 97209 · (503) 555-0142'
  StaticText 'Mon–Thu 7:30 AM–5:00 PM · Fri 7:30 AM–1:00 PM'
  [92] link 'Privacy practices'
  StaticText 'Online booking by SmileSlot v4.12'"""


def dent_dashboard(upcoming: list[tuple[str, str, str, str]]) -> str:
    arts = []
    for i, (what, when, who, ref) in enumerate(upcoming):
        b = 37 + 8 * i
        arts.append(f"""
[{b}] article ''
  [{b + 1}] heading {q(what)}
  StaticText {q(when)}
  StaticText {q(who)}
  StaticText {q(ref)}
  [{b + 5}] link 'Reschedule'
  [{b + 6}] link 'Cancel'
  [{b + 7}] link 'Add to calendar'""")
    body = dent_top("Dashboard") + f"""
[30] main ''
  [31] heading 'Welcome back, Priya'
  StaticText 'Patient ID: BFD-004871 · Plan: Delta Dental PPO (primary)'
  [34] region 'Upcoming appointments'
    [35] heading 'Upcoming appointments ({len(upcoming)})'
{blk(chr(10).join(arts), 2)}
  [60] region 'Past visits'
    [61] heading 'Past visits'
    [62] table ''
      [63] row ''
        [64] columnheader 'Date'
        [65] columnheader 'Visit'
        [66] columnheader 'Provider'
        [67] columnheader 'Status'
      [68] row ''
        [69] cell 'Dec 05, 2024'
        [70] cell 'Hygiene cleaning & exam'
        [71] cell 'Lauren Ibe, RDH'
        [72] cell 'Completed'
      [73] row ''
        [74] cell 'Aug 19, 2024'
        [75] cell 'Filling (tooth #19, composite)'
        [76] cell 'Dr. Helen Varga, DMD'
        [77] cell 'Completed'
      [78] row ''
        [79] cell 'Jun 03, 2024'
        [80] cell 'Hygiene cleaning & exam'
        [81] cell 'Lauren Ibe, RDH'
        [82] cell 'Completed'
  [85] region 'Balance'
    StaticText 'Account balance: $0.00'
    [86] link 'View statements'""" + DENT_FOOT
    return ax(f"{DENT}/patient/dashboard", "Dashboard · Brightwater Family Dental", body)


DENT_SERVICES = [
    ("New patient exam & X-rays", "60 min"),
    ("Hygiene cleaning & exam", "60 min"),
    ("Restorative consultation (filling, crown)", "30 min"),
    ("Tooth pain / emergency visit", "30 min"),
    ("Whitening consultation", "20 min"),
]


def dent_step1(checked: int | None) -> str:
    radios = "\n".join(
        f"    [{110 + 3 * i}] radio {q(f'{n} — {d}')}, checked='{'true' if checked == i else 'false'}'"
        for i, (n, d) in enumerate(DENT_SERVICES))
    body = dent_top("Book an appointment") + f"""
[100] main ''
  [101] heading 'Book an appointment'
  StaticText 'Step 1 of 3 · Choose a visit type'
  [104] radiogroup 'Visit type'
{radios}
  StaticText 'You already have a hygiene visit booked on Thu, Jun 12. To change it, use Reschedule on your dashboard.'
  [130] button 'Continue', disabled={'False' if checked is not None else 'True'}
  [131] link 'Cancel'""" + DENT_FOOT
    return ax(f"{DENT}/patient/book", "Book an appointment · Brightwater Family Dental", body)


def t02(rs: RowSet) -> None:
    cleaning = ("Hygiene cleaning & exam", "Thu, Jun 12, 2025 · 8:40 AM – 9:40 AM", "Lauren Ibe, RDH · Operatory 4",
                "Ref BWD-30417 · Confirmed")
    state = dent_dashboard([cleaning])
    t1 = dent_step1(None)
    t2 = dent_step1(2)
    slots = [
        ("Mon, Jun 16", [("9:00 AM", "Dr. Marcus Okonjo, DDS"), ("2:30 PM", "Dr. Marcus Okonjo, DDS")]),
        ("Tue, Jun 17", [("10:30 AM", "Dr. Helen Varga, DMD"), ("11:00 AM", "Dr. Helen Varga, DMD"), ("3:00 PM", "Dr. Marcus Okonjo, DDS")]),
        ("Wed, Jun 18", [("8:00 AM", "Dr. Helen Varga, DMD")]),
        ("Thu, Jun 19", []),
        ("Fri, Jun 20", [("8:30 AM", "Dr. Marcus Okonjo, DDS")]),
    ]
    cols, b = [], 160
    for day, ss in slots:
        cols.append(f"[{b}] group {q(day)}")
        cols.append(f"  [{b + 1}] heading {q(day)}")
        if not ss:
            cols.append("  StaticText 'No openings'")
        for j, (tm, who) in enumerate(ss):
            cols.append(f"  [{b + 2 + j}] button {q(f'{tm} · {who}')}")
        b += 10
    t3 = ax(f"{DENT}/patient/book/slot?visit=restorative-consult", "Choose a time · Brightwater Family Dental",
            dent_top("Book an appointment") + f"""
[100] main ''
  [101] heading 'Book an appointment'
  StaticText 'Step 2 of 3 · Restorative consultation (filling, crown) — 30 min'
  [140] combobox 'Provider', hasPopup='menu', expanded=False, value='Any provider'
  [142] button 'Previous week', disabled=True
  StaticText 'Jun 16 – Jun 20, 2025'
  [144] button 'Next week'
{blk(chr(10).join(cols), 1)}
  StaticText 'Times shown in Pacific Time (PDT).'
  [215] link 'Back'""" + DENT_FOOT)
    review = dent_top("Book an appointment") + """
[100] main ''
  [101] heading 'Book an appointment'
  StaticText 'Step 3 of 3 · Review and confirm'
  [220] table 'Appointment summary'
    [221] row ''
      [222] rowheader 'Visit'
      [223] cell 'Restorative consultation (filling, crown) — 30 min'
    [224] row ''
      [225] rowheader 'Provider'
      [226] cell 'Dr. Helen Varga, DMD'
    [227] row ''
      [228] rowheader 'When'
      [229] cell 'Tuesday, June 17, 2025, 10:30 – 11:00 AM (PDT)'
    [230] row ''
      [231] rowheader 'Where'
      [232] cell '455 Harbor Ave, Suite 210, Portland, OR 97209'
    [233] row ''
      [234] rowheader 'Insurance'
      [235] cell 'Delta Dental PPO · Member ID ••••3391'
  [238] textbox 'Anything we should know? (optional)', clickable
  [240] checkbox 'Send me text reminders at (503) ***-**88', checked='true'
  [242] button 'Confirm booking'
  [243] link 'Back'""" + DENT_FOOT
    t4 = ax(f"{DENT}/patient/book/review?slot=2025-06-17T10:30-07:00&provider=hvarga", "Review · Brightwater Family Dental", review)
    t5 = ax(f"{DENT}/patient/book/confirmed/BWD-31152", "Booked · Brightwater Family Dental", dent_top("Book an appointment") + """
[100] main ''
  [250] heading "You're booked!"
  StaticText 'Confirmation BWD-31152'
  [252] table ''
    [253] row ''
      [254] rowheader 'Visit'
      [255] cell 'Restorative consultation (filling, crown) — 30 min'
    [256] row ''
      [257] rowheader 'Provider'
      [258] cell 'Dr. Helen Varga, DMD'
    [259] row ''
      [260] rowheader 'When'
      [261] cell 'Tuesday, June 17, 2025, 10:30 – 11:00 AM (PDT)'
  StaticText 'A confirmation was sent to p.nair@fastmail.com. We will text a reminder 48 hours before your visit.'
  StaticText 'Need to cancel? Please give us at least 24 hours notice to avoid a $45 late-cancellation fee.'
  [266] link 'Add to calendar (.ics)'
  [267] link 'Back to dashboard'""" + DENT_FOOT)
    t6 = dent_dashboard([cleaning])  # the booking confirmed at turn 5 is missing
    stm = [("Dec 05, 2024", "STM-2024-1205-0871", "$38.00", "Paid Dec 05, 2024 · Visa ••••0427"),
           ("Aug 19, 2024", "STM-2024-0819-0615", "$62.40", "Paid Sep 02, 2024 · Visa ••••0427"),
           ("Jun 03, 2024", "STM-2024-0603-0402", "$38.00", "Paid Jun 03, 2024 · Visa ••••0427")]
    rows = []
    for i, (d, sid, amt, st) in enumerate(stm):
        b = 310 + 6 * i
        rows.append(f"[{b}] row ''\n  [{b + 1}] cell {q(d)}\n  [{b + 2}] cell ''\n    [{b + 3}] link {q(sid)}\n  [{b + 4}] cell {q(amt)}\n  [{b + 5}] cell {q(st)}")
    t7 = ax(f"{DENT}/patient/billing", "Billing · Brightwater Family Dental", dent_top("Billing") + f"""
[100] main ''
  [300] heading 'Billing'
  StaticText 'Account balance: $0.00'
  StaticText 'Card on file: Visa ending 0427 (exp. 11/27)'
  [302] link 'Update card'
  [304] table 'Statements'
    [305] row ''
      [306] columnheader 'Visit date'
      [307] columnheader 'Statement'
      [308] columnheader 'Your portion'
      [309] columnheader 'Status'
{blk(chr(10).join(rows), 2)}
  [340] link 'Download insurance summary (2024)'""" + DENT_FOOT)
    t8 = ax(f"{DENT}/patient/billing/STM-2024-0819-0615", "Statement STM-2024-0819-0615 · Brightwater Family Dental", dent_top("Billing") + """
[100] main ''
  [350] heading 'Statement STM-2024-0819-0615'
  StaticText 'Visit: Aug 19, 2024 · Dr. Helen Varga, DMD'
  [352] table 'Procedures'
    [353] row ''
      [354] columnheader 'Code'
      [355] columnheader 'Description'
      [356] columnheader 'Tooth'
      [357] columnheader 'Fee'
      [358] columnheader 'Insurance paid'
      [359] columnheader 'Your portion'
    [360] row ''
      [361] cell 'D2392'
      [362] cell 'Resin-based composite, two surfaces, posterior'
      [363] cell '#19 (MO)'
      [364] cell '$215.00'
      [365] cell '$152.60'
      [366] cell '$62.40'
  StaticText 'Claim #DD-88410273 processed Aug 28, 2024 (Delta Dental PPO, 80% basic services after deductible)'
  StaticText 'Payment: $62.40 on Sep 02, 2024 · Visa ••••0427'
  StaticText 'Balance for this statement: $0.00'
  [372] link 'Download PDF (118 KB)'
  [373] link 'Back to billing'""" + DENT_FOOT)
    rs.add("web", "h61-web-02", SYSTEM, [
        (click("18"), t1),
        (click("116"), t2),
        (click("130"), t3),
        (click("172"), t4),
        (click("242"), t5),
        (click("267"), t6),
        (click("20"), t7),
        (click("319"), t8),
    ], state=state, bad=True, turn=6,
        kind="The dashboard's upcoming appointments list omits the restorative consultation BWD-31152 on Jun 17 that the confirmation page had just shown as booked.")


# ---------------------------------------------------------------- 03 GitLab (new issue's id changes)
GL = "http://localhost:8023"
GLP = GL + "/a11yproject/a11yproject.com"


def gl_side(active: str) -> str:
    items = [("Project information", 40), ("Repository", 41), ("Issues", 42), ("Merge requests", 43),
             ("CI/CD", 44), ("Deployments", 45), ("Packages and registries", 46), ("Monitor", 47),
             ("Analytics", 48), ("Wiki", 49), ("Snippets", 50), ("Settings", 51)]
    lines = []
    for name, b in items:
        extra = ""
        if name == "Issues":
            extra = " 41" if active == "issues41" else " 40"
        if name == "Merge requests":
            extra = " 10"
        lines.append(f"    [{b}] link {q(name + extra)}")
    return f"""
[10] navigation 'Top bar'
  [11] link 'Skip to content'
  [12] link 'Dashboard'
  [14] button 'Main menu', hasPopup='menu', expanded=False
  [16] textbox 'Search GitLab', clickable
  [18] link 'Create new...'
  [20] link 'Issues'
  [21] link 'Merge requests'
  [22] link 'To-Do List'
  [24] button 'Byte Blaze', hasPopup='menu', expanded=False
[30] complementary 'Project navigation'
  [31] list ''
    [32] link 'a11yproject.com'
{chr(10).join(lines)}"""


GL_ISSUES = [
    (1529, "Color contrast checker shows wrong ratio for 8-digit hex colors", "bug", "Rachel Wei", "3 days ago", 4),
    (1527, "Add resource: Inclusive Components by Heydon Pickering", "resources", "Jonas Ek", "6 days ago", 1),
    (1524, "Checklist: WCAG 2.2 focus-not-obscured criterion missing", "checklist", "Byte Blaze", "1 week ago", 7),
    (1518, "Dark mode toggle is not announced by VoiceOver", "bug", "Amara Oduya", "2 weeks ago", 3),
    (1509, "Post idea: accessible data tables with sticky headers", "content", "Liam Castillo", "3 weeks ago", 2),
    (1503, "Broken link in 'How to hide content' post", "bug", "Sofia Brandt", "1 month ago", 5),
    (1496, "Translate the checklist into Brazilian Portuguese", "translation", "Rafael Nunes", "1 month ago", 11),
]


def gl_issue_rows(rows: list[tuple[int, str, str, str, str, int]]) -> str:
    out = []
    for i, (num, title, label, who, when, com) in enumerate(rows):
        b = 200 + 9 * i
        lab = f"\n  [{b + 3}] link {q(label)}" if label else ""
        out.append(f"""[{b}] listitem ''
  [{b + 1}] link {q(title)}
  StaticText '#{num} · created {when} by'
  [{b + 2}] link {q(who)}{lab}
  [{b + 4}] link '{com}', describedby='Comments'
  StaticText 'updated {when}'""")
    return "\n".join(out)


def gl_list(rows: list[tuple[int, str, str, str, str, int]], open_n: int) -> str:
    body = gl_side("issues41" if open_n == 41 else "issues40") + f"""
[100] main ''
  [101] navigation 'Breadcrumbs'
    [102] link 'The A11Y Project'
    [103] link 'a11yproject.com'
    [104] link 'Issues'
  [110] tablist ''
    [111] tab 'Open {open_n}', selected=True
    [112] tab 'Closed 1,148', selected=False
    [113] tab 'All {open_n + 1148:,}', selected=False
  [115] link 'Subscribe to RSS feed'
  [116] button 'Bulk edit'
  [117] link 'New issue'
  [120] textbox 'Search or filter results...', clickable
  [121] button 'Created date', hasPopup='menu', expanded=False
  [140] list ''
{blk(gl_issue_rows(rows), 2)}
  [300] navigation 'Pagination'
    StaticText '1'
    [301] link '2'
    [302] link 'Next'"""
    return ax(f"{GLP}/-/issues", "Issues · The A11Y Project / a11yproject.com · GitLab", body)


def t03(rs: RowSet) -> None:
    title = "Skip link is hidden behind sticky header on mobile"
    desc = ("On viewports under 768px the 'Skip to content' link receives focus but renders underneath the sticky "
            "site header (z-index 50 vs 100), so sighted keyboard users cannot see it. Reproduced in Safari 17 iOS and "
            "Firefox 126 Android. Expected: the link is visible above the header while focused.")
    state = gl_list(GL_ISSUES, 40)

    def form(t: str, d: str, focus: str) -> str:
        tv = f", value={t!r}" if t else ""
        dv = f", value={d!r}" if d else ""
        ft = ", focused" if focus == "t" else ""
        fd = ", focused" if focus == "d" else ""
        return ax(f"{GLP}/-/issues/new", "New Issue · The A11Y Project / a11yproject.com · GitLab", gl_side("issues40") + f"""
[100] main ''
  [101] navigation 'Breadcrumbs'
    [102] link 'The A11Y Project'
    [103] link 'a11yproject.com'
    [104] link 'Issues'
    [105] link 'New'
  [150] heading 'New Issue'
  [152] textbox 'Title (required)', clickable, required{tv}{ft}
  [154] button 'Issue', hasPopup='listbox', expanded=False
  [156] combobox 'Choose a template', hasPopup='menu', expanded=False, value='No template'
  [158] tablist ''
    [159] tab 'Write', selected=True
    [160] tab 'Preview', selected=False
  [162] textbox 'Description', clickable, multiline=True{dv}{fd}
  StaticText 'Supports Markdown. For quick actions, type /.'
  [165] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked='false'
  [167] button 'Assignee Unassigned', hasPopup='listbox'
  [168] link 'Assign to me'
  [169] button 'Milestone Select milestone', hasPopup='listbox'
  [170] button 'Labels Select label', hasPopup='listbox'
  [171] textbox 'Due date', clickable
  [175] button 'Create issue', disabled={'False' if t else 'True'}
  [176] link 'Cancel'""")
    t1 = form("", "", "t")
    t2 = form(title, "", "t")
    t3 = form(title, desc, "d")
    t4 = ax(f"{GLP}/-/issues/1531", f"{title} (#1531) · Issues · The A11Y Project / a11yproject.com · GitLab", gl_side("issues41") + f"""
[100] main ''
  [101] navigation 'Breadcrumbs'
    [102] link 'The A11Y Project'
    [103] link 'a11yproject.com'
    [104] link 'Issues'
    [106] link '#1531'
  StaticText 'Open'
  StaticText 'Issue created just now by'
  [181] link 'Byte Blaze'
  [183] button 'Issue actions', hasPopup='menu', expanded=False
  [185] heading {q(title)}
  [186] button 'Edit title and description'
  StaticText {q(desc)}
  [190] button 'Add a to do'
  [192] button '0', describedby='Thumbs up'
  [193] button '0', describedby='Thumbs down'
  [195] button 'Create merge request'
  [197] heading 'Activity'
  [198] combobox 'Sort or filter', hasPopup='menu', expanded=False, value='Oldest first'
  [200] textbox 'Comment', clickable, multiline=True
  [202] button 'Comment'
  [203] button 'Close issue'
[220] complementary 'issue sidebar'
  StaticText 'Assignee'
  StaticText 'None -'
  [222] button 'assign yourself'
  StaticText 'Labels'
  StaticText 'None'
  StaticText 'Milestone'
  StaticText 'None'
  StaticText 'Due date'
  StaticText 'None'
  StaticText 'Time tracking'
  StaticText 'No estimate or time spent'
  StaticText 'Confidentiality'
  StaticText 'Not confidential'
  StaticText 'Participants'
  StaticText '1 participant'
  [235] link 'Byte Blaze'
  StaticText 'Notifications'
  [237] switch 'Notifications', checked=True
  StaticText 'Reference: a11yproject/a11yproject.com#1531'
  [239] button 'Copy Reference'
  StaticText 'Issue email'
  [240] button 'Copy email address'""")
    new = (1513, title, "", "Byte Blaze", "just now", 0)  # created as #1531 at turn 4
    t5 = gl_list([new] + GL_ISSUES[:6], 41)
    mrs = [(1532, "Fix: focus ring clipped on card components", "Rachel Wei", "2 days ago", "main"),
           (1525, "Add WCAG 2.2 focus-not-obscured to checklist", "Byte Blaze", "6 days ago", "main"),
           (1511, "Update Eleventy to 2.0.1", "renovate-bot", "2 weeks ago", "main"),
           (1488, "Draft: Portuguese checklist translation", "Rafael Nunes", "1 month ago", "main")]
    mrows = []
    for i, (num, t, who, when, br) in enumerate(mrs):
        b = 400 + 6 * i
        mrows.append(f"[{b}] listitem ''\n  [{b + 1}] link {q(t)}\n  StaticText '!{num} · created {when} by'\n  [{b + 2}] link {q(who)}\n  [{b + 3}] link '{br}'\n  StaticText 'updated {when}'")
    t6 = ax(f"{GLP}/-/merge_requests", "Merge requests · The A11Y Project / a11yproject.com · GitLab", gl_side("issues41") + f"""
[100] main ''
  [101] navigation 'Breadcrumbs'
    [102] link 'The A11Y Project'
    [103] link 'a11yproject.com'
    [104] link 'Merge requests'
  [110] tablist ''
    [111] tab 'Open 10', selected=True
    [112] tab 'Merged 402', selected=False
    [113] tab 'Closed 71', selected=False
    [114] tab 'All 483', selected=False
  [117] link 'New merge request'
  [120] textbox 'Search or filter results...', clickable
  [390] list ''
{blk(chr(10).join(mrows), 2)}""")
    rs.add("web", "h61-web-03", SYSTEM, [
        (click("117"), t1),
        (fill("152", title), t2),
        (fill("162", desc), t3),
        (click("175"), t4),
        (click("42"), t5),
        (click("43"), t6),
    ], state=state, bad=True, turn=5,
        kind="The issue list shows the just-created issue as #1513 although its page and reference said #1531.")


# ---------------------------------------------------------------- 04 utility account (clean)
UTIL = "https://myaccount.cascadevalleyutilities.com"


def util_top(active: str) -> str:
    nav = ["Overview", "Billing & Payments", "Usage", "Outages", "Settings"]
    links = "\n".join(f"    [{21 + i}] link {q(n)}" + (", current='page'" if n == active else "") for i, n in enumerate(nav))
    return f"""
[10] banner ''
  [11] link 'Cascade Valley Power & Water home'
    [12] img 'Cascade Valley Power & Water'
  [14] combobox 'Account', hasPopup='menu', expanded=False, value='Acct 4471-09382-6 · 2214 Linden Ct'
  [16] link 'Help'
  [17] button 'Sign out'
  [20] navigation 'Account'
{links}"""


UTIL_FOOT = """
[95] contentinfo ''
  StaticText 'Outages & emergencies 24/7: (541) 555-0100 · Customer service Mon–Fri 7 AM–7 PM'
  [96] link 'Rates & tariffs'
  [97] link 'Privacy'
  StaticText '© 2025 Cascade Valley Power & Water'"""


def util_overview(due: str, due_line: str, last: str, paperless: bool, note: str = "") -> str:
    pl = ("Paperless billing is on · Bills are emailed to d.okafor@proton.me" if paperless
          else "Paper bills are mailed to 2214 Linden Ct, Bend, OR 97701")
    pl_link = "Manage paperless" if paperless else "Go paperless"
    nb = f"\n  StaticText {q(note)}" if note else ""
    body = util_top("Overview") + f"""
[30] main ''
  [31] heading 'Hi, Daniel'
  [33] region 'Amount due'
    [34] heading 'Amount due'
    StaticText {q(due)}
    StaticText {q(due_line)}{nb}
    [36] button 'Pay now'
    [37] link 'View bill (PDF, 212 KB)'
    StaticText {q(last)}
  [40] region 'Autopay'
    [41] heading 'Autopay'
    StaticText 'Autopay is off'
    [42] link 'Set up Autopay'
  [45] region 'Paperless billing'
    [46] heading 'Paperless billing'
    StaticText {q(pl)}
    [47] link {q(pl_link)}
  [50] region 'This billing cycle'
    [51] heading 'This billing cycle'
    StaticText 'Jun 18 – Jul 17, 2025 (day 6 of 30)'
    StaticText 'Electric: 104 kWh so far'
    StaticText 'Water: 0.9 CCF so far'
    StaticText 'Data as of Jun 23, 2025, 6:00 AM'
    [53] link 'See usage details'
  [56] region 'Alerts'
    [57] heading 'Alerts'
    StaticText 'Planned maintenance outage: Linden Ct & Hollow Rd area, Thu Jun 26, 1:00 AM – 3:00 AM'
    [58] link 'Outage map'""" + UTIL_FOOT
    return ax(f"{UTIL}/overview", "Account Overview | Cascade Valley Power & Water", body)


def t04(rs: RowSet) -> None:
    state = util_overview("$142.37", "Due Jul 8, 2025", "Last payment: $118.90 on Jun 6, 2025", False)
    daily = [("Jun 18", 19.8, 71), ("Jun 19", 21.4, 74), ("Jun 20", 23.1, 79), ("Jun 21", 18.6, 68), ("Jun 22", 21.3, 73)]
    tot = round(sum(k for _, k, _ in daily), 1)
    drows = "\n".join(f"[{120 + 4 * i}] row ''\n  [{121 + 4 * i}] cell {q(d + ', 2025')}\n  [{122 + 4 * i}] cell '{k:.1f}'\n  [{123 + 4 * i}] cell '{t}°F'"
                      for i, (d, k, t) in enumerate(daily))

    def usage(view: str, table: str, extra: str) -> str:
        return ax(f"{UTIL}/usage?service=electric&view={view.lower()}", "Usage | Cascade Valley Power & Water", util_top("Usage") + f"""
[30] main ''
  [100] heading 'Usage'
  [101] tablist ''
    [102] tab 'Electric', selected=True
    [103] tab 'Water', selected=False
  [105] combobox 'View', hasPopup='menu', expanded=False, value={view!r}
    [106] option 'Daily', selected={view == 'Daily'}
    [107] option 'Monthly', selected={view == 'Monthly'}
{blk(table, 1)}
{blk(extra, 1)}
  StaticText 'Meter 0771-2290 (electric, AMI) · Data as of Jun 23, 2025, 6:00 AM'""" + UTIL_FOOT)
    t1 = usage("Daily", f"""
StaticText 'Billing cycle Jun 18 – Jul 17, 2025'
[110] table 'Daily electric use'
  [111] row ''
    [112] columnheader 'Date'
    [113] columnheader 'kWh'
    [114] columnheader 'Avg. temperature'
{blk(drows, 1)}""", f"""
StaticText 'Total so far: {tot} kWh'
StaticText 'Energy charges so far: {money(round(tot * 0.1412, 2))} (excludes basic charge, water and taxes)'
StaticText 'Projected for this cycle: {round(tot / 5 * 30):,} kWh'""")
    periods = [("Jun 2025", (2025, 5, 18), (2025, 6, 17), 611), ("May 2025", (2025, 4, 17), (2025, 5, 17), 538),
               ("Apr 2025", (2025, 3, 18), (2025, 4, 16), 602), ("Mar 2025", (2025, 2, 15), (2025, 3, 17), 744),
               ("Feb 2025", (2025, 1, 16), (2025, 2, 14), 891), ("Jan 2025", (2024, 12, 17), (2025, 1, 15), 968),
               ("Dec 2024", (2024, 11, 16), (2024, 12, 16), 842), ("Nov 2024", (2024, 10, 17), (2024, 11, 15), 655),
               ("Oct 2024", (2024, 9, 17), (2024, 10, 16), 521), ("Sep 2024", (2024, 8, 17), (2024, 9, 16), 688),
               ("Aug 2024", (2024, 7, 18), (2024, 8, 16), 774), ("Jul 2024", (2024, 6, 18), (2024, 7, 17), 713)]
    mrows = []
    for i, (bm, a, b, k) in enumerate(periods):
        da, db = dt.date(*a), dt.date(*b)
        days = (db - da).days + 1
        span = f"{da.strftime('%b')} {da.day} – {db.strftime('%b')} {db.day}"
        c = 130 + 6 * i
        mrows.append(f"[{c}] row ''\n  [{c + 1}] cell {q(bm)}\n  [{c + 2}] cell {q(span)}\n  [{c + 3}] cell '{k}'\n  [{c + 4}] cell '{days}'\n  [{c + 5}] cell '{k / days:.1f}'")
    t2 = usage("Monthly", f"""
StaticText 'Last 12 bills'
[110] table 'Electric use by bill'
  [111] row ''
    [112] columnheader 'Bill'
    [113] columnheader 'Service period'
    [114] columnheader 'kWh'
    [115] columnheader 'Days'
    [116] columnheader 'kWh/day'
{blk(chr(10).join(mrows), 1)}""", f"""
StaticText '12-month total: {sum(p[3] for p in periods):,} kWh'
StaticText 'Current cycle (Jun 18 – Jul 17, 2025): {tot} kWh so far, not yet billed'""")
    t3 = ax(f"{UTIL}/billing", "Billing & Payments | Cascade Valley Power & Water", util_top("Billing & Payments") + """
[30] main ''
  [200] heading 'Billing & Payments'
  StaticText 'Amount due: $142.37 · Due Jul 8, 2025'
  [202] button 'Pay now'
  [204] heading 'Current bill · Statement date Jun 18, 2025'
  StaticText 'Service period May 18 – Jun 17, 2025 (31 days)'
  [206] table 'Bill summary'
    [207] row ''
      [208] rowheader 'Previous balance'
      [209] cell '$118.90'
    [210] row ''
      [211] rowheader 'Payment received Jun 6, 2025 — thank you'
      [212] cell '-$118.90'
    [213] row ''
      [214] rowheader 'Electric basic charge'
      [215] cell '$9.50'
    [216] row ''
      [217] rowheader 'Electric energy 611 kWh × $0.1412'
      [218] cell '$86.27'
    [219] row ''
      [220] rowheader 'Water base charge (3/4" meter)'
      [221] cell '$18.40'
    [222] row ''
      [223] rowheader 'Water use 4.1 CCF × $4.85'
      [224] cell '$19.89'
    [225] row ''
      [226] rowheader 'City franchise fee (5.0%)'
      [227] cell '$6.70'
    [228] row ''
      [229] rowheader 'State energy assistance surcharge'
      [230] cell '$1.61'
    [231] row ''
      [232] rowheader 'Total amount due'
      [233] cell '$142.37'
  [236] link 'Download bill (PDF, 212 KB)'
  [238] heading 'Payment history'
  [240] table 'Payments'
    [241] row ''
      [242] columnheader 'Date'
      [243] columnheader 'Amount'
      [244] columnheader 'Method'
      [245] columnheader 'Status'
    [246] row ''
      [247] cell 'Jun 6, 2025'
      [248] cell '$118.90'
      [249] cell 'Checking ••••6620'
      [250] cell 'Posted'
    [251] row ''
      [252] cell 'May 7, 2025'
      [253] cell '$131.22'
      [254] cell 'Checking ••••6620'
      [255] cell 'Posted'
    [256] row ''
      [257] cell 'Apr 4, 2025'
      [258] cell '$149.80'
      [259] cell 'Checking ••••6620'
      [260] cell 'Posted'""" + UTIL_FOOT)
    pay_form = util_top("Billing & Payments") + """
[30] main ''
  [300] heading 'Make a payment'
  StaticText 'Step 1 of 2'
  [302] radiogroup 'Amount'
    [303] radio 'Amount due $142.37', checked='true'
    [304] radio 'Other amount', checked='false'
  [306] combobox 'Pay from', hasPopup='menu', expanded=False, value='Checking ••••6620 (Umpqua Bank)'
  [308] textbox 'Payment date', clickable, value='06/23/2025'
  StaticText 'No fee for bank account payments. Card payments carry a $2.35 processing fee.'
  [310] button 'Continue'
  [311] link 'Cancel'""" + UTIL_FOOT
    t4 = ax(f"{UTIL}/billing/pay", "Make a Payment | Cascade Valley Power & Water", pay_form)
    t5 = ax(f"{UTIL}/billing/pay/review", "Review Payment | Cascade Valley Power & Water", util_top("Billing & Payments") + """
[30] main ''
  [300] heading 'Make a payment'
  StaticText 'Step 2 of 2 · Review'
  [320] table ''
    [321] row ''
      [322] rowheader 'Amount'
      [323] cell '$142.37'
    [324] row ''
      [325] rowheader 'From'
      [326] cell 'Checking ••••6620 (Umpqua Bank)'
    [327] row ''
      [328] rowheader 'Payment date'
      [329] cell 'Jun 23, 2025'
    [330] row ''
      [331] rowheader 'Processing fee'
      [332] cell '$0.00'
    [333] row ''
      [334] rowheader 'Total'
      [335] cell '$142.37'
  StaticText 'By submitting, you authorize Cascade Valley Power & Water to debit the account above one time.'
  [338] button 'Submit payment'
  [339] link 'Edit'""" + UTIL_FOOT)
    t6 = ax(f"{UTIL}/billing/pay/confirmation", "Payment Submitted | Cascade Valley Power & Water", util_top("Billing & Payments") + """
[30] main ''
  [350] heading 'Payment submitted'
  StaticText 'Confirmation number: P-88213047'
  StaticText '$142.37 from Checking ••••6620 · Submitted Jun 23, 2025 at 9:14 AM PT'
  StaticText 'Payments made before 5 PM post to your account by the next business day. A receipt was sent to d.okafor@proton.me.'
  [354] link 'Print receipt'
  [355] link 'Back to overview'""" + UTIL_FOOT)
    t7 = util_overview("$0.00", "Payment of $142.37 is processing (submitted Jun 23, 2025)", "Last payment: $142.37 on Jun 23, 2025", False,
                       note="Your next bill will be issued around Jul 18, 2025.")

    def settings(on: bool, saved: bool, focus: bool) -> str:
        msg = "\n  [402] status ''\n    StaticText 'Your preferences were saved.'" if saved else ""
        hint = ("\n    StaticText 'Paper bills stop with your next bill (around Jul 18, 2025). We will email d.okafor@proton.me when each bill is ready.'"
                if on else "")
        fc = ", focused" if focus else ""
        return ax(f"{UTIL}/settings/notifications", "Settings | Cascade Valley Power & Water", util_top("Settings") + f"""
[30] main ''
  [400] heading 'Settings'{msg}
  [404] tablist ''
    [405] tab 'Billing & notifications', selected=True
    [406] tab 'Profile', selected=False
    [407] tab 'Security', selected=False
  [410] group 'Paperless billing'
    [411] checkbox 'Paperless billing (email instead of mail)', checked='{str(on).lower()}'{fc}{hint}
  [414] group 'Reminders'
    [415] checkbox 'Email me 5 days before a bill is due', checked='true'
    [416] checkbox 'Text me when a payment posts', checked='false'
    [417] checkbox 'Outage alerts by text to (541) ***-**17', checked='true'
  [420] textbox 'Email address', clickable, value='d.okafor@proton.me'
  [422] button 'Save preferences'
  [423] link 'Cancel'""" + UTIL_FOOT)
    rs.add("web", "h61-web-04", SYSTEM, [
        (click("23"), t1),
        (sel("105", "Monthly"), t2),
        (click("22"), t3),
        (click("202"), t4),
        (click("310"), t5),
        (click("338"), t6),
        (click("355"), t7),
        (click("25"), settings(False, False, False)),
        (click("411"), settings(True, False, True)),
        (click("422"), settings(True, True, False)),
    ], state=state)


# ---------------------------------------------------------------- 05 Postmill forum (clean)
PM = "http://localhost:9999"


def pm_top() -> str:
    return """
[14] navigation ''
  [16] link 'Home'
    StaticText 'Postmill'
  [20] list ''
    [21] listitem ''
      [22] link 'Forums'
    [23] listitem ''
      [24] link 'Wiki'
  [26] Section ''
    [29] searchbox 'Search query'
  [30] list ''
    [31] listitem ''
      [32] link 'Submit'
    [33] listitem ''
      [34] link 'Notifications (0)'
    [35] listitem ''
      [36] button 'MarvelsGrantMan136', hasPopup='menu', expanded=False"""


def pm_sub(b: int, sid: int, slug: str, title: str, who: str, when: str, score: str, com: int, voted: bool = False) -> str:
    return f"""[{b}] article ''
  [{b + 1}] heading {q(title)}
    [{b + 2}] link {q(title)}, url='{PM}/f/books/{sid}/{slug}'
  StaticText 'Submitted by'
  [{b + 3}] link {q(who)}
  StaticText {q(when)}
  [{b + 4}] link '{com} comment{"s" if com != 1 else ""}'
  [{b + 5}] button 'Upvote'{", pressed='true'" if voted else ""}
  StaticText {q(score)}
  [{b + 6}] button 'Downvote'"""


def pm_forum(sort: str, subs: list[tuple[int, str, str, str, str, str, int, bool]]) -> str:
    sorts = ["Hot", "New", "Active", "Top", "Controversial", "Most commented"]
    tabs = "\n".join(f"    [{60 + i}] link {q(s)}" + (", current='page'" if s == sort else "") for i, s in enumerate(sorts))
    arts = "\n".join(pm_sub(100 + 10 * i, *s) for i, s in enumerate(subs))
    url = f"{PM}/f/books" + ("" if sort == "Hot" else f"/{sort.lower()}")
    return ax(url, "/f/books", pm_top() + f"""
[50] main ''
  [52] heading '/f/books'
  [55] navigation ''
{tabs}
{blk(arts, 1)}
  [190] link 'More'
[200] complementary ''
  [201] heading 'books'
  StaticText 'Discussion of books, authors and reading. Be kind; mark spoilers.'
  [203] button 'Unsubscribe'
  StaticText '17,224'
  StaticText 'subscribers'
  [205] link 'Create submission'
  [206] heading 'Moderators'
  [207] link 'Sesquipedalian_Sue'
  [208] link 'inkwell_ivy'""")


def t05(rs: RowSet) -> None:
    hot = [
        (128941, "whats-a-book-you-finished-in-one-sitting", "What's a book you finished in one sitting?", "LydiaReadsAlot", "5 hours ago", "214", 187, False),
        (128902, "i-made-a-spreadsheet-of-every-discworld-book-by-sub-series", "I made a spreadsheet of every Discworld book by sub-series", "turtle_moves", "11 hours ago", "1,402", 233, True),
        (128930, "hilary-mantels-wolf-hall-trilogy-worth-the-commitment", "Hilary Mantel's Wolf Hall trilogy — worth the commitment?", "quietcartographer", "7 hours ago", "96", 58, False),
        (128877, "libraries-in-my-town-are-ending-late-fees-thoughts", "Libraries in my town are ending late fees — thoughts?", "Hollis_P", "14 hours ago", "77", 41, False),
        (128755, "weekly-what-are-you-reading-thread", "Weekly 'What are you reading?' thread", "AutoModerator", "1 day ago", "63", 512, False),
    ]
    state = pm_forum("Hot", hot)
    title = "Audiobook narrators who made a book better than the print version?"
    body1 = ("I just finished Project Hail Mary narrated by Ray Porter and I honestly think I enjoyed it more than I would have on paper. "
             "Which narrators have done that for you?")
    body2 = body1 + " (Fiction or nonfiction, either is fine — I have a long drive every week and need recommendations.)"

    def form(t: str, b: str, focus: str, heading: str = "Create submission", url: str = f"{PM}/submit/books", sid: int | None = None) -> str:
        tv = f", value={t!r}" if t else ""
        bv = f", value={b!r}" if b else ""
        btn = "Create submission" if sid is None else "Edit submission"
        return ax(url, heading, pm_top() + f"""
[50] main ''
  [300] heading {q(heading)}
  [302] textbox 'URL', clickable
  [304] textbox 'Title *', clickable, required{tv}{', focused' if focus == 't' else ''}
  [306] textbox 'Body', clickable, multiline=True{bv}{', focused' if focus == 'b' else ''}
  StaticText 'Formatting help'
  [308] combobox 'Forum *', hasPopup='menu', expanded=False, value='books'
  [310] button {q(btn)}""")
    sid = 129016
    slug = "audiobook-narrators-who-made-a-book-better-than-the-print"
    surl = f"{PM}/f/books/{sid}/{slug}"

    def page(body: str, when: str, comments: list[tuple[str, str, str]], edited: str = "", cval: str = "") -> str:
        cl = []
        for i, (who, w, txt) in enumerate(comments):
            b = 420 + 8 * i
            cl.append(f"[{b}] article ''\n  [{b + 1}] link {q(who)}\n  StaticText {q(w)}\n  StaticText {q(txt)}\n  [{b + 2}] button 'Upvote', pressed='true'\n  StaticText '1'\n  [{b + 3}] button 'Downvote'\n  [{b + 4}] link 'Reply'\n  [{b + 5}] link 'Edit'\n  [{b + 6}] link 'Delete'")
        ed = f"\n  StaticText {q(edited)}" if edited else ""
        cv = f", focused, value={cval!r}" if cval else ""
        n = len(comments)
        return ax(surl, title, pm_top() + f"""
[50] main ''
  [380] article ''
    [381] heading {q(title)}
      [382] link {q(title)}, url={surl!r}
    StaticText 'Submitted by'
    [383] link 'MarvelsGrantMan136'
    StaticText {q(when)}{ed}
    StaticText {q(body)}
    [386] link '{n} comment{"s" if n != 1 else ""}'
    [387] link 'Edit'
    [388] button 'Delete'
    [389] button 'Upvote', pressed='true'
    StaticText '1'
    [390] button 'Downvote'
  [400] heading '{n} comment{"s" if n != 1 else ""}'
  [402] textbox 'Comment', clickable, multiline=True{cv}
  [404] button 'Post'
{blk(chr(10).join(cl), 1)}
[200] complementary ''
  [201] link 'books'
  StaticText 'Discussion of books, authors and reading. Be kind; mark spoilers.'
  [203] button 'Unsubscribe'""")
    ctext = "Adding one myself: Juliet Stevenson reading Middlemarch. Twenty-three hours and it flies by."
    t1 = form("", "", "t")
    t2 = form(title, "", "t")
    t3 = form(title, body1, "b")
    t4 = page(body1, "0 seconds ago", [])
    t5 = page(body1, "1 minute ago", [], cval=ctext)
    t6 = page(body1, "1 minute ago", [("MarvelsGrantMan136", "0 seconds ago", ctext)])
    t7 = form(title, body1, "", heading="Editing submission", url=f"{PM}/f/books/{sid}/-/edit", sid=sid)
    t8 = form(title, body2, "b", heading="Editing submission", url=f"{PM}/f/books/{sid}/-/edit", sid=sid)
    t9 = page(body2, "3 minutes ago", [("MarvelsGrantMan136", "2 minutes ago", ctext)], edited="(edited 0 seconds ago)")
    new = [
        (sid, slug, title, "MarvelsGrantMan136", "3 minutes ago", "1", 1, True),
        (128941, hot[0][1], hot[0][2], "LydiaReadsAlot", "5 hours ago", "217", 190, False),
        (128930, hot[2][1], hot[2][2], "quietcartographer", "7 hours ago", "96", 59, False),
        (128902, hot[1][1], hot[1][2], "turtle_moves", "11 hours ago", "1,405", 233, True),
        (128877, hot[3][1], hot[3][2], "Hollis_P", "14 hours ago", "77", 41, False),
        (128861, "finished-the-overstory-and-now-i-cant-stop-looking-at-trees", "Finished The Overstory and now I can't stop looking at trees", "fernweh_reader", "16 hours ago", "12", 9, False),
        (128755, hot[4][1], hot[4][2], "AutoModerator", "1 day ago", "63", 514, False),
    ]
    t10 = pm_forum("New", new)
    rs.add("web", "h61-web-05", SYSTEM, [
        (click("205"), t1),
        (fill("304", title), t2),
        (fill("306", body1), t3),
        (click("310"), t4),
        (fill("402", ctext), t5),
        (click("404"), t6),
        (click("387"), t7),
        (fill("306", body2), t8),
        (click("310"), t9),
        (goto(f"{PM}/f/books/new"), t10),
    ], state=state)


# ---------------------------------------------------------------- 06 coworking invoices (clean)
COW = "https://members.foundrycommons.co"


def cow_top(active: str) -> str:
    nav = ["Home", "Book a room", "Invoices", "Guests", "Community", "Profile"]
    links = "\n".join(f"    [{21 + i}] link {q(n)}" + (", current='page'" if n == active else "") for i, n in enumerate(nav))
    return f"""
[10] banner ''
  [11] link 'Foundry Commons'
  StaticText 'Halyard Design Studio LLC · Dedicated desks ×2'
  [14] button 'Ines Carvalho', hasPopup='menu', expanded=False
  [20] navigation 'Member portal'
{links}"""


COW_INV = [
    ["INV-20250615-0231", "Jun 15, 2025", "Guest day passes ×4, printing (212 pages)", 63.50, "Unpaid · due Jun 29, 2025"],
    ["INV-20250610-0203", "Jun 10, 2025", "Meeting room overage (May 2025)", 96.00, "Unpaid · due Jun 24, 2025"],
    ["INV-20250601-0148", "Jun 1, 2025", "Dedicated desk ×2 (June 2025)", 1180.00, "Paid Jun 3, 2025"],
    ["INV-20250501-0097", "May 1, 2025", "Dedicated desk ×2 (May 2025)", 1180.00, "Paid May 2, 2025"],
    ["INV-20250415-0064", "Apr 15, 2025", "Guest day passes ×2", 30.00, "Paid Apr 18, 2025"],
]


def cow_invoices(inv: list[list], used: float, upcoming: bool) -> str:
    due = sum(r[3] for r in inv if r[4].startswith("Unpaid"))
    rows = []
    for i, (num, d, what, amt, st) in enumerate(inv):
        b = 120 + 7 * i
        rows.append(f"[{b}] row ''\n  [{b + 1}] cell ''\n    [{b + 2}] link {q(num)}\n  [{b + 3}] cell {q(d)}\n  [{b + 4}] cell {q(what)}\n  [{b + 5}] cell {q(money(amt))}\n  [{b + 6}] cell {q(st)}")
    up = ""
    if upcoming:
        up = """
  [170] region 'Upcoming invoice'
    [171] heading 'Upcoming invoice (draft) · issued Jul 1, 2025'
    StaticText 'Dedicated desk ×2 (July 2025): $1,180.00'
    StaticText 'Meeting room overage (June 2025): $0.00'
    StaticText 'Draft total: $1,180.00'"""
    return ax(f"{COW}/billing/invoices", "Invoices · Foundry Commons", cow_top("Invoices") + f"""
[30] main ''
  [100] heading 'Invoices'
  StaticText 'Balance due: {money(due)}'
  StaticText 'Included meeting-room hours (June 2025): {used:.1f} of 10.0 used'
  [104] combobox 'Show', hasPopup='menu', expanded=False, value='All invoices'
  [106] table ''
    [107] row ''
      [108] columnheader 'Invoice'
      [109] columnheader 'Issued'
      [110] columnheader 'Description'
      [111] columnheader 'Amount'
      [112] columnheader 'Status'
{blk(chr(10).join(rows), 2)}{up}
  StaticText 'Default payment method: Visa •••• 4417 (exp. 09/27)'
  [180] link 'Billing details'""")


def cow_detail(paid: bool, dialog: bool) -> str:
    status = ("Paid Jun 23, 2025 14:06 · Visa •••• 4417 · Receipt RCP-77120" if paid else "Unpaid · due Jun 24, 2025")
    act = "[236] link 'Download receipt (PDF)'" if paid else "[236] button 'Pay invoice'"
    dlg = ""
    if dialog:
        dlg = """
[260] dialog 'Pay INV-20250610-0203', modal=True
  [261] heading 'Pay INV-20250610-0203'
  [262] radiogroup 'Payment method'
    [263] radio 'Visa •••• 4417 (exp. 09/27)', checked='true'
    [264] radio 'Bank account (ACH) •••• 2290', checked='false'
  StaticText 'Card payments are charged immediately. ACH payments take 3–5 business days.'
  [266] button 'Pay $96.00'
  [267] button 'Cancel'"""
    return ax(f"{COW}/billing/invoices/INV-20250610-0203", "INV-20250610-0203 · Foundry Commons", cow_top("Invoices") + f"""
[30] main ''
  [200] link 'All invoices'
  [201] heading 'Invoice INV-20250610-0203'
  StaticText {q(status)}
  StaticText 'Billed to: Halyard Design Studio LLC, 88 Ferry St, Suite 3, Providence, RI 02903'
  StaticText 'Issued Jun 10, 2025 · Terms: Net 14'
  [210] table 'Line items'
    [211] row ''
      [212] columnheader 'Item'
      [213] columnheader 'Qty'
      [214] columnheader 'Rate'
      [215] columnheader 'Amount'
    [216] row ''
      [217] cell 'Boardroom Keel — May 14, 2025, 13:00–16:00 (2.0 h beyond allowance)'
      [218] cell '2.0'
      [219] cell '$32.00'
      [220] cell '$64.00'
    [221] row ''
      [222] cell 'Boardroom Keel — May 28, 2025, 09:00–11:00 (1.0 h beyond allowance)'
      [223] cell '1.0'
      [224] cell '$32.00'
      [225] cell '$32.00'
  StaticText 'Subtotal: $96.00'
  StaticText 'Tax (RI, exempt service): $0.00'
  StaticText 'Total: $96.00'
  StaticText 'Amount due: {'$0.00' if paid else '$96.00'}'
  {act}
  [237] link 'Download invoice (PDF, 84 KB)'{dlg}""")


def cow_rooms(dialog: bool) -> str:
    rooms = [("Keel", "8 seats · 75\" display · $32/h beyond allowance", ["09:00–11:00", "16:00–18:00"]),
             ("Jib", "4 seats · whiteboard · $18/h beyond allowance", ["10:00–12:00", "14:00–16:00", "16:30–17:30"]),
             ("Bosun", "Phone booth · 1 seat · no charge", ["Any time, walk-in"])]
    out, b = [], 310
    for name, desc, slots in rooms:
        out.append(f"[{b}] group {q(name)}\n  [{b + 1}] heading {q(name)}\n  StaticText {q(desc)}")
        for j, s in enumerate(slots):
            if s.startswith("Any"):
                out.append(f"  StaticText {q(s)}")
            else:
                out.append(f"  [{b + 2 + j}] button {q(s)}")
        b += 10
    dlg = ""
    if dialog:
        dlg = """
[350] dialog 'Confirm booking', modal=True
  [351] heading 'Confirm booking'
  StaticText 'Jib · Thu, Jun 26, 2025 · 14:00–16:00 (2.0 h)'
  StaticText 'Uses 2.0 of your 4.0 remaining included hours. No charge.'
  [353] textbox 'Meeting title (shown on the room screen)', clickable
  [354] button 'Confirm booking'
  [355] button 'Cancel'"""
    return ax(f"{COW}/rooms?date=2025-06-26", "Book a room · Foundry Commons", cow_top("Book a room") + f"""
[30] main ''
  [300] heading 'Book a room'
  [302] textbox 'Date', clickable, value='06/26/2025'
  StaticText 'Included hours left in June: 4.0 of 10.0'
{blk(chr(10).join(out), 1)}{dlg}""")


def t06(rs: RowSet) -> None:
    state = cow_invoices(COW_INV, 6.0, False)
    inv2 = [list(r) for r in COW_INV]
    inv2[1][4] = "Paid Jun 23, 2025"
    t8 = cow_invoices(inv2, 8.0, True)
    t7 = ax(f"{COW}/rooms/bookings/BK-55103", "Booking confirmed · Foundry Commons", cow_top("Book a room") + """
[30] main ''
  [360] heading 'Booking confirmed'
  StaticText 'Jib · Thu, Jun 26, 2025 · 14:00–16:00'
  StaticText 'Booking BK-55103 · booked by Ines Carvalho'
  StaticText 'Included hours left in June: 2.0 of 10.0'
  StaticText 'Door code for Jib will be sent 15 minutes before the start.'
  [364] link 'Add to Google Calendar'
  [365] link 'Cancel booking'
  [366] link 'Back to rooms'""")
    rs.add("web", "h61-web-06", SYSTEM, [
        (click("129"), cow_detail(False, False)),
        (click("236"), cow_detail(False, True)),
        (click("266"), cow_detail(True, False)),
        (click("200"), cow_invoices(inv2, 6.0, False)),
        (click("22"), cow_rooms(False)),
        (click("323"), cow_rooms(True)),
        (click("354"), t7),
        (click("23"), t8),
    ], state=state)


# ---------------------------------------------------------------- 07 Wikipedia (Kiwix) (opening date changes on go_back)
WIKI = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A/"


def wk(slug: str, title: str, body: str) -> str:
    return ax(WIKI + slug, title, f"""
[15] textbox "Search 'Wikipedia'", clickable, required=False
[16] link 'Go to welcome page'
  [17] button '🏠'
[18] link "Go to the main page of 'Wikipedia'"
  [19] button 'Wikipedia'
[20] link 'Go to a randomly selected page'
  [21] button '🎲'
[25] heading {q(title)}
{body}""")


def infobox(b: int, rows: list[tuple[str, str]]) -> str:
    out = [f"[{b}] table ''"]
    for i, (k, v) in enumerate(rows):
        c = b + 1 + 3 * i
        if not v:
            out.append(f"  [{c}] row ''\n    [{c + 1}] columnheader {q(k)}")
        else:
            out.append(f"  [{c}] row ''\n    [{c + 1}] rowheader {q(k)}\n    [{c + 2}] cell {q(v)}")
    return "\n".join(out)


def t07(rs: RowSet) -> None:
    fb = wk("Forth_Bridge", "Forth Bridge", infobox(30, [
        ("Forth Bridge", ""), ("Coordinates", "56°00′01″N 3°23′19″W"), ("Carries", "Edinburgh–Aberdeen line"),
        ("Crosses", "Firth of Forth"), ("Locale", "Queensferry, Edinburgh and North Queensferry, Fife"),
        ("Heritage status", "Category A listed building; UNESCO World Heritage Site (2015)"), ("Owner", "Network Rail"),
        ("Characteristics", ""), ("Design", "Cantilever bridge"), ("Material", "Steel"),
        ("Total length", "2,528.7 m (8,296 ft)"), ("Height", "110 m (361 ft) above high water"),
        ("Longest span", "2 × 521.3 m (1,710 ft)"), ("Clearance below", "46 m (151 ft) at high tide"),
        ("History", ""), ("Designer", "Sir John Fowler, Sir Benjamin Baker"), ("Constructed by", "Sir William Arrol & Co."),
        ("Construction start", "1882"), ("Construction end", "1890"), ("Opened", "4 March 1890"),
    ]) + """
StaticText 'The Forth Bridge is a cantilever railway bridge across the'
[100] link 'Firth of Forth'
StaticText 'in the east of Scotland, 9 miles (14 kilometres) west of central Edinburgh. Completed in 1890, it is considered a symbol of Scotland and is a UNESCO World Heritage Site. It was designed by English engineers'
[101] link 'Sir John Fowler'
StaticText 'and'
[102] link 'Sir Benjamin Baker'
StaticText '. It is sometimes referred to as the Forth Rail Bridge to distinguish it from the'
[103] link 'Forth Road Bridge'
StaticText 'and the'
[104] link 'Queensferry Crossing'
StaticText ', although this has never been its official name.'
[110] navigation 'Contents'
  [111] link '1 Background'
  [112] link '2 Design'
  [113] link '3 Construction'
  [114] link '4 Opening'
  [115] link '5 Maintenance'
  [116] link '6 In popular culture'
[120] heading 'Background'
StaticText 'Before the bridge was built, ferries were used to cross the Firth. A suspension bridge designed by Thomas Bouch was begun in 1878 but abandoned after the collapse of his Tay Bridge in December 1879.'""")

    def qc(opened: str) -> str:
        return wk("Queensferry_Crossing", "Queensferry Crossing", infobox(30, [
            ("Queensferry Crossing", ""), ("Coordinates", "56°00′17″N 3°24′53″W"), ("Carries", "M90 motorway"),
            ("Crosses", "Firth of Forth"), ("Locale", "South Queensferry and North Queensferry"),
            ("Official name", "Queensferry Crossing"), ("Maintained by", "Transport Scotland (Forth Bridges Unit)"),
            ("Characteristics", ""), ("Design", "Cable-stayed bridge"), ("Total length", "2.7 km (1.7 mi)"),
            ("Height", "207 m (679 ft)"), ("Longest span", "650 m (2,130 ft)"),
            ("History", ""), ("Constructed by", "Forth Crossing Bridge Constructors"), ("Construction start", "2011"),
            ("Construction cost", "£1.35 billion"), ("Opened", opened),
            ("Statistics", ""), ("Daily traffic", "about 70,000 vehicles"),
        ]) + """
StaticText 'The Queensferry Crossing is a road bridge in Scotland. It was built alongside the'
[100] link 'Forth Road Bridge'
StaticText 'as a replacement crossing of the'
[101] link 'Firth of Forth'
StaticText 'between Edinburgh and Fife, to carry the M90 motorway. It is the longest three-tower, cable-stayed bridge in the world. The bridge was officially opened by'
[102] link 'Queen Elizabeth II'
StaticText 'on 4 September 2017, exactly 53 years after she had opened the Forth Road Bridge.'
[110] navigation 'Contents'
  [111] link '1 Background'
  [112] link '2 Design'
  [113] link '3 Construction'
  [114] link '4 Opening and closures'
  [115] link '5 Public transport'
[120] heading 'Background'
StaticText 'By 2006 corrosion had been found in the main cables of the Forth Road Bridge, and heavy goods vehicles had been restricted on it during 2015 after a crack was found in a truss end link.'""")
    frb = wk("Forth_Road_Bridge", "Forth Road Bridge", infobox(30, [
        ("Forth Road Bridge", ""), ("Coordinates", "55°59′59″N 3°24′16″W"),
        ("Carries", "Public transport, cyclists and pedestrians (formerly A90)"), ("Crosses", "Firth of Forth"),
        ("Heritage status", "Category A listed building (2001)"), ("Maintained by", "Transport Scotland (Forth Bridges Unit)"),
        ("Characteristics", ""), ("Design", "Suspension bridge"), ("Total length", "2,512 m (8,241 ft)"),
        ("Longest span", "1,006 m (3,301 ft)"), ("Clearance below", "44 m (144 ft)"),
        ("History", ""), ("Construction start", "September 1958"), ("Opened", "4 September 1964"),
    ]) + """
StaticText 'The Forth Road Bridge is a suspension bridge in east central Scotland. Opened in 1964, it was at the time the longest suspension bridge in the world outside the United States. It spans the'
[100] link 'Firth of Forth'
StaticText ', connecting Edinburgh, at South Queensferry, to Fife, at North Queensferry. Since the opening of the'
[101] link 'Queensferry Crossing'
StaticText 'in 2017 it has carried only buses, taxis, cyclists and pedestrians.'
[110] navigation 'Contents'
  [111] link '1 History'
  [112] link '2 Maintenance'
  [113] link '3 Replacement'""")
    ff = wk("Firth_of_Forth", "Firth of Forth", infobox(30, [
        ("Firth of Forth", ""), ("Location", "Scotland"), ("Coordinates", "56°05′N 2°55′W"),
        ("River sources", "River Forth, River Almond, River Leven, River Esk"), ("Ocean/sea sources", "North Sea"),
        ("Basin countries", "United Kingdom"), ("Max. length", "about 90 km (56 mi) from Alloa to the North Sea"),
        ("Islands", "Inchkeith, Inchcolm, Inchmickery, Bass Rock, Isle of May, Fidra"),
    ]) + """
StaticText 'The Firth of Forth is the estuary, or firth, of several Scottish rivers including the River Forth. It meets the North Sea with Fife on the north coast and Lothian on the south.'
[100] heading 'Crossings'
[101] list ''
  [102] listitem ''
    [103] link 'Kincardine Bridge'
    StaticText '(1936)'
  [104] listitem ''
    [105] link 'Clackmannanshire Bridge'
    StaticText '(2008)'
  [106] listitem ''
    [107] link 'Forth Bridge'
    StaticText '(1890, rail)'
  [108] listitem ''
    [109] link 'Forth Road Bridge'
    StaticText '(1964)'
  [110] listitem ''
    [111] link 'Queensferry Crossing'
    StaticText '(2017)'
[115] heading 'Islands'
StaticText 'The largest island is'
[116] link 'Inchkeith'
StaticText '; the best known is'
[117] link 'Inchcolm'
StaticText ', with its medieval abbey.'""")
    ic = wk("Inchcolm", "Inchcolm", infobox(30, [
        ("Inchcolm", ""), ("Location", "Firth of Forth"), ("OS grid reference", "NT189826"),
        ("Area", "9 ha (22 acres)"), ("Highest elevation", "34 m (112 ft)"), ("Population", "0"),
        ("Council area", "Fife"),
    ]) + """
StaticText 'Inchcolm is an island in the Firth of Forth in Scotland. It is home to Inchcolm Abbey, the best-preserved group of monastic buildings in Scotland, founded in the 1100s and dedicated to St Columba.'
[100] heading 'Inchcolm Abbey'
StaticText 'The abbey is in the care of Historic Environment Scotland and can be reached by boat from South Queensferry between April and October.'
[101] link 'Firth of Forth'""")
    rs.add("web", "h61-web-07", SYSTEM, [
        (click("104"), qc("30 August 2017")),
        (click("100"), frb),
        ("go_back()", qc("31 August 2017")),
        ("go_back()", fb),
        (click("100"), ff),
        (click("117"), ic),
        ("go_back()", ff),
    ], state=fb, bad=True, turn=3,
        kind="Returning to the unchanged Queensferry Crossing article, its infobox shows Opened 31 August 2017 where the same page said 30 August 2017 at turn 1.")


# ---------------------------------------------------------------- 08 conference call for papers on HotCRP (clean)
HC = "https://plateau26.hotcrp.com"
P14_OLD = "Gradual typing for spreadsheet formulas"
P14_NEW = "Gradual Typing for Spreadsheet Formulas: An Empirical Study"
P22 = "Teaching Git with visual diffs: a classroom study"


def hc_top() -> str:
    return """
[10] banner ''
  [11] link 'PLATEAU 2026'
  StaticText 'lindgren@kth.se'
  [13] link 'Profile'
  [14] link 'Help'
  [15] link 'Sign out'
  [17] searchbox 'Search', clickable"""


HC_DEAD = """
  [40] region 'Deadlines'
    StaticText 'Registration deadline: Fri 27 Jun 2025 11:59:59pm AoE (in 4 days)'
    StaticText 'Submission deadline: Fri 4 Jul 2025 11:59:59pm AoE (in 11 days)'
    StaticText 'Notification: Fri 29 Aug 2025'"""


def hc_home(p14: tuple[str, str], p22: str) -> str:
    return ax(f"{HC}/", "PLATEAU 2026", hc_top() + f"""
[30] main ''
  [31] heading 'PLATEAU 2026: 16th Workshop on Evaluation and Usability of Programming Languages and Tools'
  StaticText 'Welcome, Tomás Lindgren.'{HC_DEAD}
  [50] heading 'Your submissions'
  [52] table ''
    [53] row ''
      [54] columnheader 'ID'
      [55] columnheader 'Title'
      [56] columnheader 'Status'
    [57] row ''
      [58] cell ''
        [59] link '#14'
      [60] cell {q(p14[0])}
      [61] cell {q(p14[1])}
    [62] row ''
      [63] cell ''
        [64] link '#22'
      [65] cell {q(P22)}
      [66] cell {q(p22)}
  [70] link 'New submission'""")


P14_ABS = ("Spreadsheet formulas are the most widely used programming language, yet type errors in them surface only as "
           "#VALUE! at evaluation time. We add optional, gradual type annotations to cell ranges and evaluate them in a "
           "within-subjects study with 38 professional spreadsheet users.")


def hc_paper14(title: str, status: str, updated: str, note: str = "") -> str:
    msg = f"\n  [101] status ''\n    StaticText {q(note)}" if note else ""
    return ax(f"{HC}/paper/14", f"#14 {title} - PLATEAU 2026", hc_top() + f"""
[30] main ''{msg}
  [102] heading '#14 {title}'
  StaticText {q(status)}
  StaticText {q(updated)}
  [105] link 'PDF', describedby='412kB, 8 pages'
  StaticText '412kB · 8 pages'
  [107] heading 'Abstract'
  StaticText {q(P14_ABS)}
  [109] heading 'Authors'
  StaticText 'Tomás Lindgren (KTH Royal Institute of Technology) · Aino Virtanen (Aalto University) · Priyanka Deshmukh (University of Washington)'
  [111] heading 'Topics'
  StaticText 'End-user programming · Type systems · Controlled experiments'
  StaticText 'The submission deadline is Sat 5 Jul 2025 7:59:59am EDT (Fri 4 Jul 2025 11:59:59pm AoE). You can update the submission until then.'
  [115] link 'Edit submission'""")


def hc_edit(title: str, ready: bool, focus: str) -> str:
    return ax(f"{HC}/paper/14/edit", "Edit #14 - PLATEAU 2026", hc_top() + f"""
[30] main ''
  [120] heading 'Edit submission #14'
  [122] textbox 'Title', clickable, required, value={title!r}{', focused' if focus == 'title' else ''}
  [124] textbox 'Abstract', clickable, multiline=True, value={P14_ABS!r}
  [126] group 'Authors'
    [127] textbox 'Author 1', clickable, value='Tomás Lindgren <lindgren@kth.se> (KTH Royal Institute of Technology)'
    [128] textbox 'Author 2', clickable, value='Aino Virtanen <aino.virtanen@aalto.fi> (Aalto University)'
    [129] textbox 'Author 3', clickable, value='Priyanka Deshmukh <pdesh@cs.washington.edu> (University of Washington)'
    [130] button 'Add author'
  [132] group 'PDF'
    StaticText 'Current: paper14.pdf · 412kB · 8 pages · uploaded Sat 21 Jun 2025 3:12pm EDT'
    [133] button 'Replace'
  [135] group 'Topics'
    [136] checkbox 'End-user programming', checked='true'
    [137] checkbox 'Type systems', checked='true'
    [138] checkbox 'Controlled experiments', checked='true'
    [139] checkbox 'Qualitative studies', checked='false'
  [141] checkbox 'The submission is ready for review.', checked='{str(ready).lower()}'{', focused' if focus == 'ready' else ''}
  [143] button 'Save changes'
  [144] button 'Cancel'""")


def hc_paper22(withdrawn: bool, dialog: bool) -> str:
    status = "Withdrawn" if withdrawn else "Submitted — ready for review"
    upd = ("Withdrawn Mon 23 Jun 2025 10:52:31am EDT" if withdrawn else "Last updated Thu 19 Jun 2025 9:02:17pm EDT")
    msg = "\n  [201] status ''\n    StaticText 'Submission #22 withdrawn.'" if withdrawn else ""
    act = "[215] button 'Revive submission'" if withdrawn else "[215] button 'Withdraw'"
    dlg = ""
    if dialog:
        dlg = """
[230] dialog 'Withdraw submission', modal=True
  StaticText 'Are you sure you want to withdraw #22 from consideration? Withdrawn submissions are not reviewed.'
  [232] textbox 'Reason for withdrawal (optional, shown to PC chairs)', clickable
  [234] button 'Withdraw'
  [235] button 'Cancel'"""
    return ax(f"{HC}/paper/22", f"#22 {P22} - PLATEAU 2026", hc_top() + f"""
[30] main ''{msg}
  [202] heading '#22 {P22}'
  StaticText {q(status)}
  StaticText {q(upd)}
  [205] link 'PDF', describedby='1.9MB, 6 pages'
  StaticText '1.9MB · 6 pages'
  [207] heading 'Abstract'
  StaticText 'We replaced textual diffs with side-by-side visual diffs in an introductory course (n = 212) and compare merge-conflict resolution time and error rates against the previous cohort.'
  [209] heading 'Authors'
  StaticText 'Tomás Lindgren (KTH Royal Institute of Technology) · Gustav Holm (KTH Royal Institute of Technology)'
  [212] link 'Edit submission'
  {act}{dlg}""")


def t08(rs: RowSet) -> None:
    state = hc_home((P14_OLD, "Draft — not ready for review"), "Submitted — ready for review")
    rs.add("web", "h61-web-08", SYSTEM, [
        (click("59"), hc_paper14(P14_OLD, "Draft — not ready for review", "Last updated Sat 21 Jun 2025 3:12:44pm EDT")),
        (click("115"), hc_edit(P14_OLD, False, "")),
        (fill("122", P14_NEW), hc_edit(P14_NEW, False, "title")),
        (click("141"), hc_edit(P14_NEW, True, "ready")),
        (click("143"), hc_paper14(P14_NEW, "Submitted — ready for review", "Last updated Mon 23 Jun 2025 10:47:05am EDT",
                                  note="Submission #14 updated. It is ready for review and will be considered.")),
        (click("11"), hc_home((P14_NEW, "Submitted — ready for review"), "Submitted — ready for review")),
        (click("64"), hc_paper22(False, False)),
        (click("215"), hc_paper22(False, True)),
        (click("234"), hc_paper22(True, False)),
        (click("11"), hc_home((P14_NEW, "Submitted — ready for review"), "Withdrawn")),
    ], state=state)


# ---------------------------------------------------------------- 09 Magento admin (renamed product back under old name)
MA = "http://localhost:7780/admin"
LUMA = {
    17: ("Dual Handle Cardio Ball", "24-UG07", 12.00), 18: ("Solo Power Circuit", "24-WG02", 14.00),
    19: ("Zing Jump Rope", "24-UG04", 12.00), 20: ("Pursuit Lumaflex™ Tone Band", "24-UG02", 16.00),
    21: ("Go-Get'r Pushup Grips", "24-UG05", 19.00), 22: ("Quest Lumaflex™ Band", "24-UG01", 19.00),
    23: ("Harmony Lumaflex™ Strength Band Kit", "24-UG03", 22.00), 25: ("Affirm Water Bottle", "24-UG06", 7.00),
    26: ("Sprite Stasis Ball 55 cm", "24-WG081-gray", 23.00), 27: ("Sprite Stasis Ball 65 cm", "24-WG082-gray", 27.00),
    28: ("Sprite Stasis Ball 75 cm", "24-WG083-gray", 32.00), 29: ("Sprite Foam Yoga Brick", "24-WG084", 5.00),
    30: ("Sprite Foam Roller", "24-WG088", 19.00), 33: ("Sprite Yoga Strap 6 foot", "24-WG085", 14.00),
    34: ("Sprite Yoga Strap 8 foot", "24-WG086", 17.00), 35: ("Sprite Yoga Strap 10 foot", "24-WG087", 21.00),
}
for _i, (_sz, _col) in enumerate((s, c) for s in ("XS", "S", "M", "L", "XL") for c in ("Black", "Gray", "Yellow")):
    LUMA[661 + _i] = (f"Tiberius Gym Tank-{_sz}-{_col}", f"MT07-{_sz}-{_col}", 18.00)


def ma_menu() -> str:
    items = ["DASHBOARD", "SALES", "CATALOG", "CUSTOMERS", "MARKETING", "CONTENT", "REPORTS", "STORES", "SYSTEM",
             "FIND PARTNERS & EXTENSIONS"]
    lines = "\n".join(f"  [{111 + 3 * i}] link '\\ue60{i} {n}'" for i, n in enumerate(items))
    return f"""
[108] link 'Magento Admin Panel'
  [109] img 'Magento Admin Panel'
[110] navigation ''
{lines}"""


def ma_grid(ids: list[int], cat: dict[int, tuple[str, str, float]], keyword: str, total: int, sort: str) -> str:
    rows = []
    for i, pid in enumerate(ids):
        name, sku, price = cat[pid]
        b = 1600 + 18 * i
        var = sku.startswith("MT07-")
        rows.append(f"""[{b}] row ''
  [{b + 1}] cell ''
    [{b + 2}] checkbox '', clickable, checked='false'
  [{b + 3}] cell '{pid}'
  [{b + 4}] cell ''
    [{b + 5}] img {q(name)}
  [{b + 6}] cell {q(name)}
  [{b + 7}] cell 'Simple Product'
  [{b + 8}] cell {q('Top' if var else 'Gear')}
  [{b + 9}] cell {q(sku)}
  [{b + 10}] cell {q(money(price))}
  [{b + 11}] cell {q('100.0000' if not var else '50.0000')}
  [{b + 12}] cell {q('Default Stock: 100' if not var else 'Default Stock: 50')}
  [{b + 13}] cell {q('Not Visible Individually' if var else 'Catalog, Search')}
  [{b + 14}] cell 'Enabled'
  [{b + 15}] cell 'Main Website'
  [{b + 16}] cell ''
    [{b + 17}] link 'Edit'""")
    chip = ""
    if keyword:
        chip = f"""
  StaticText 'Active filters:'
  StaticText 'Keyword: {keyword}'
  [1530] button 'Remove Keyword: {keyword}'
  [1531] button 'Clear all'"""
    kv = f", value={keyword!r}" if keyword else ""
    price_hdr = "Price" + (" (sorted ascending)" if sort == "price" else "")
    id_hdr = "ID" + (" (sorted ascending)" if sort == "id" else "")
    pages = -(-total // 20)
    return ax(f"{MA}/catalog/product/", "Products / Inventory / Catalog / Magento Admin", ma_menu() + f"""
[1500] heading 'Products'
[1502] link '\\ue600 admin'
[1505] button 'Add Product'
[1506] button 'Add product of type', hasPopup='menu', expanded=False
[1510] textbox 'Search by keyword', clickable{kv}
[1511] button 'Search'
[1513] button 'Filters'
[1514] button 'Default View', hasPopup='menu', expanded=False
[1515] button 'Columns', hasPopup='menu', expanded=False
[1516] button 'Export', hasPopup='menu', expanded=False{chip}
[1520] button 'Actions', hasPopup='menu', expanded=False
StaticText '{total:,} records found'
[1522] combobox 'per page', hasPopup='menu', expanded=False, value='20'
[1524] button 'Previous Page', disabled=True
[1525] spinbutton 'Page', clickable, value='1'
StaticText 'of {pages}'
[1527] button 'Next Page', disabled={pages == 1}
[1540] table ''
  [1541] row ''
    [1542] columnheader '', clickable
    [1543] columnheader {q(id_hdr)}, clickable
    [1544] columnheader 'Thumbnail'
    [1545] columnheader 'Name', clickable
    [1546] columnheader 'Type', clickable
    [1547] columnheader 'Attribute Set', clickable
    [1548] columnheader 'SKU', clickable
    [1549] columnheader {q(price_hdr)}, clickable
    [1550] columnheader 'Quantity', clickable
    [1551] columnheader 'Salable Quantity'
    [1552] columnheader 'Visibility', clickable
    [1553] columnheader 'Status', clickable
    [1554] columnheader 'Websites', clickable
    [1555] columnheader 'Action'
{blk(chr(10).join(rows), 1)}""")


def ma_edit(pid: int, name: str, sku: str, price: str, focus: str = "", saved: bool = False, title: str | None = None) -> str:
    msg = "\n[1200] alert ''\n  StaticText 'You saved the product.'" if saved else ""
    cats = "Gear, Fitness Equipment" if pid != 25 else "Gear"
    return ax(f"{MA}/catalog/product/edit/id/{pid}/", f"{title or name} / Products / Inventory / Catalog / Magento Admin", ma_menu() + f"""
[1190] heading {q(title or name)}
[1192] button '\\ue626 Back'
[1193] button 'Add Attribute'
[1194] button 'Save', hasPopup='menu'{msg}
[1210] switch 'Enable Product', checked=True
[1212] combobox 'Attribute Set', hasPopup='listbox', expanded=False, value='Gear'
[1214] textbox 'Product Name *', clickable, required, value={name!r}{', focused' if focus == 'name' else ''}
[1216] textbox 'SKU *', clickable, required, value={sku!r}
[1218] textbox 'Price *', clickable, required, value={price!r}{', focused' if focus == 'price' else ''}
StaticText '$'
[1219] button 'Advanced Pricing'
[1221] combobox 'Tax Class', hasPopup='menu', expanded=False, value='Taxable Goods'
[1223] textbox 'Quantity', clickable, value='100'
[1224] button 'Advanced Inventory'
[1226] combobox 'Stock Status', hasPopup='menu', expanded=False, value='In Stock'
[1228] combobox 'Weight', hasPopup='menu', expanded=False, value='This item has weight'
[1229] textbox 'Weight', clickable, value='1'
StaticText 'lbs'
[1231] listbox 'Categories'
  StaticText {q(cats)}
[1233] combobox 'Visibility', hasPopup='menu', expanded=False, value='Catalog, Search'
[1235] checkbox 'Set Product as New From', checked='false'
[1237] combobox 'Country of Manufacture', hasPopup='menu', expanded=False, value=''
[1240] heading 'Content'
[1241] heading 'Configurations'
[1242] heading 'Product Reviews'
[1243] heading 'Images And Videos'
[1244] heading 'Search Engine Optimization'
[1245] heading 'Related Products, Up-Sells, and Cross-Sells'""")


def t09(rs: RowSet) -> None:
    sprite = [26, 27, 28, 29, 30, 33, 34, 35]
    state = ma_grid(sprite, LUMA, "sprite", 8, "id")
    new = dict(LUMA)
    new[29] = ("Sprite Foam Yoga Block", "24-WG084", 6.50)
    t4_title = "Sprite Foam Yoga Block"
    by_price = sorted(sprite, key=lambda i: (new[i][2], i))
    allp = sorted(new, key=lambda i: (new[i][2], i))[:20]
    stale = dict(new)
    stale[29] = ("Sprite Foam Yoga Brick", "24-WG084", 6.50)  # renamed at turn 4, back under its old name
    rs.add("web", "h61-web-09", SYSTEM, [
        (click(str(1600 + 18 * 3 + 17)), ma_edit(29, "Sprite Foam Yoga Brick", "24-WG084", "5.00")),
        (fill("1214", "Sprite Foam Yoga Block"), ma_edit(29, "Sprite Foam Yoga Block", "24-WG084", "5.00", "name", title="Sprite Foam Yoga Brick")),
        (fill("1218", "6.50"), ma_edit(29, "Sprite Foam Yoga Block", "24-WG084", "6.50", "price", title="Sprite Foam Yoga Brick")),
        (click("1194"), ma_edit(29, t4_title, "24-WG084", "6.50", saved=True)),
        (click("1192"), ma_grid(sprite, new, "sprite", 8, "id")),
        (click("1549"), ma_grid(by_price, new, "sprite", 8, "price")),
        (click("1531"), ma_grid(allp, stale, "", 2040, "price")),
        (click(str(1600 + 18 * allp.index(25) + 17)), ma_edit(25, "Affirm Water Bottle", "24-UG06", "7.00")),
    ], state=state, bad=True, turn=7,
        kind="After clearing the filter, product 29 (SKU 24-WG084) is listed as 'Sprite Foam Yoga Brick' at the new $6.50 although it was renamed to 'Sprite Foam Yoga Block' and shown so at turns 4–6.")


# ---------------------------------------------------------------- 10 city bike share (ride timer goes backwards)
BS = "https://m.rivermontbikes.com"


def bs_top(credit: str) -> str:
    return f"""
[10] banner ''
  [11] link 'Rivermont BikeShare'
  StaticText 'Annual member · renews Mar 3, 2026'
  StaticText 'Ride credit {credit}'
  [14] button 'Menu', hasPopup='menu', expanded=False
[16] navigation ''
  [17] link 'Map'
  [18] link 'Stations'
  [19] link 'Ride history'
  [20] link 'Account'"""


def bs_stations(rows: list[tuple[str, int, str, int, int, int]], updated: str, heading: str = "Nearby stations", credit: str = "$4.50", ride: str = "") -> str:
    out = []
    for i, (name, sid, dist, classic, ebikes, docks) in enumerate(rows):
        b = 100 + 5 * i
        out.append(f"[{b}] listitem ''\n  [{b + 1}] link {q(name)}\n  StaticText '#{sid} · {dist}'\n  StaticText '{classic} classic · {ebikes} e-bike{'s' if ebikes != 1 else ''} · {docks} open dock{'s' if docks != 1 else ''}'")
    rb = f"\n[40] status ''\n  StaticText {q(ride)}" if ride else ""
    return ax(f"{BS}/stations?near=45.5231,-122.6765", f"{heading} · Rivermont BikeShare", bs_top(credit) + f"""{rb}
[30] main ''
  [31] heading {q(heading)}
  StaticText 'Updated {updated}'
  [33] button 'Refresh'
  [35] list ''
{blk(chr(10).join(out), 2)}""")


def bs_ride(elapsed: str, cost: str, batt: int) -> str:
    return ax(f"{BS}/ride/R-8841207", "Ride in progress · Rivermont BikeShare", bs_top("$4.50") + f"""
[30] main ''
  [300] heading 'Ride in progress'
  StaticText 'Bike 31077 · e-bike'
  StaticText 'Unlocked from Canal St & 5th Ave, dock 3'
  StaticText 'Started 8:14:02 AM'
  [304] timer 'Ride time'
    StaticText {q(elapsed)}
  StaticText 'Current cost {cost} (members: e-bike $0.15/min, billed per started minute)'
  StaticText 'Battery {batt}%'
  [308] button 'Find docks nearby'
  [309] link 'Report a problem'
  StaticText 'Ride ID R-8841207 · To end your ride, push the bike firmly into any open dock until the light turns green.'""")


def t10(rs: RowSet) -> None:
    near = [("Canal St & 5th Ave", 214, "0.1 mi", 5, 2, 6), ("Mill Race Plaza", 207, "0.4 mi", 8, 1, 4),
            ("Union Depot", 240, "0.6 mi", 0, 0, 19), ("Harbor Park East", 231, "0.9 mi", 3, 0, 11)]
    state = bs_stations(near, "8:13 AM")
    bikes = [(1, "classic", 20418, ""), (2, "classic", 20977, ""), (3, "e-bike", 31077, "84% · ~38 mi"),
             (5, "classic", 21302, ""), (6, "e-bike", 31240, "41% · ~18 mi"), (8, "classic", 20155, ""),
             (9, "classic", 21890, "")]
    bl = []
    for i, (dock, kind, bid, batt) in enumerate(bikes):
        b = 210 + 4 * i
        extra = f" · battery {batt}" if batt else ""
        bl.append(f"[{b}] listitem ''\n  StaticText 'Dock {dock} · {kind} {bid}{extra}'\n  [{b + 1}] button 'Unlock {bid}'")
    t1 = ax(f"{BS}/stations/214", "Canal St & 5th Ave · Rivermont BikeShare", bs_top("$4.50") + f"""
[30] main ''
  [200] heading 'Canal St & 5th Ave'
  StaticText 'Station #214 · 13 docks · 7 bikes (5 classic, 2 e-bikes) · 6 open docks'
  StaticText 'Updated 8:13 AM'
  StaticText 'Members: classic rides free for the first 45 min · e-bikes $0.15/min'
  [205] list ''
{blk(chr(10).join(bl), 2)}
  [250] link 'Directions to station'""")
    t2 = bs_ride("00:00:06", "$0.15", 84)
    t3 = bs_ride("00:04:11", "$0.75", 82)
    t4 = bs_ride("00:03:38", "$0.90", 81)  # one minute after 00:04:11
    docks = [("Harbor Park East", 231, "0.2 mi", 3, 0, 11), ("Union Depot", 240, "0.5 mi", 0, 0, 19),
             ("Mill Race Plaza", 207, "0.9 mi", 8, 1, 4), ("Canal St & 5th Ave", 214, "1.1 mi", 5, 1, 7)]
    t5 = bs_stations(docks, "8:19 AM", heading="Open docks near you", ride="Ride in progress · bike 31077 · started 8:14:02 AM")
    t6 = ax(f"{BS}/stations/231", "Harbor Park East · Rivermont BikeShare", bs_top("$4.50") + """
[40] status ''
  StaticText 'Ride in progress · bike 31077 · started 8:14:02 AM'
[30] main ''
  [200] heading 'Harbor Park East'
  StaticText 'Station #231 · 14 docks · 3 bikes (3 classic, 0 e-bikes) · 11 open docks'
  StaticText 'Updated 8:20 AM'
  StaticText 'Open docks: 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14'
  StaticText 'Dock your bike in any open dock to end the ride.'
  [250] link 'Directions to station'""")
    t7 = ax(f"{BS}/ride/R-8841207/receipt", "Ride ended · Rivermont BikeShare", bs_top("$2.40") + """
[30] main ''
  [400] heading 'Ride ended'
  StaticText 'Bike 31077 docked at Harbor Park East, dock 11'
  [402] table 'Ride summary'
    [403] row ''
      [404] rowheader 'Start'
      [405] cell 'Canal St & 5th Ave · 8:14:02 AM'
    [406] row ''
      [407] rowheader 'End'
      [408] cell 'Harbor Park East · 8:27:40 AM'
    [409] row ''
      [410] rowheader 'Duration'
      [411] cell '13 min 38 s'
    [412] row ''
      [413] rowheader 'E-bike time'
      [414] cell '14 min × $0.15 = $2.10'
    [415] row ''
      [416] rowheader 'Paid with'
      [417] cell 'Ride credit ($4.50 → $2.40)'
  StaticText 'Battery at return: 76%'
  [420] link 'Rate this ride'
  [421] link 'Report a problem'""")
    hist = [("Today, 8:14 AM", "Canal St & 5th Ave → Harbor Park East", "13 min", "$2.10", "e-bike 31077"),
            ("Fri Jun 20, 5:41 PM", "Union Depot → Canal St & 5th Ave", "22 min", "$0.00", "classic 20977"),
            ("Fri Jun 20, 8:02 AM", "Canal St & 5th Ave → Union Depot", "19 min", "$0.00", "classic 21302"),
            ("Wed Jun 18, 6:15 PM", "Mill Race Plaza → Canal St & 5th Ave", "11 min", "$1.65", "e-bike 31240")]
    hl = []
    for i, (w, route, dur, cost, bike) in enumerate(hist):
        b = 500 + 3 * i
        hl.append(f"[{b}] listitem ''\n  [{b + 1}] link {q(w + ' · ' + route)}\n  StaticText '{dur} · {cost} · {bike}'")
    t8 = ax(f"{BS}/history", "Ride history · Rivermont BikeShare", bs_top("$2.40") + f"""
[30] main ''
  [490] heading 'Ride history'
  StaticText 'June 2025: 4 rides · 65 min · $3.75'
  [495] list ''
{blk(chr(10).join(hl), 2)}
  [530] link 'Load earlier rides'""")
    t9 = ax(f"{BS}/history/R-8841207", "Ride R-8841207 · Rivermont BikeShare", bs_top("$2.40") + """
[30] main ''
  [540] link 'Back to ride history'
  [541] heading 'Tue Jun 24, 2025 · 8:14 AM'
  StaticText 'Ride R-8841207 · e-bike 31077'
  [543] img 'Route map: Canal St & 5th Ave to Harbor Park East'
  [545] table ''
    [546] row ''
      [547] rowheader 'From'
      [548] cell 'Canal St & 5th Ave (#214), dock 3 · 8:14:02 AM'
    [549] row ''
      [550] rowheader 'To'
      [551] cell 'Harbor Park East (#231), dock 11 · 8:27:40 AM'
    [552] row ''
      [553] rowheader 'Duration'
      [554] cell '13 min 38 s'
    [555] row ''
      [556] rowheader 'Distance'
      [557] cell '3.2 mi'
    [558] row ''
      [559] rowheader 'Average speed'
      [560] cell '14.1 mph'
    [561] row ''
      [562] rowheader 'Cost'
      [563] cell '$2.10 (14 started minutes × $0.15), paid with ride credit'
  StaticText 'CO₂ avoided vs. driving: about 1.3 kg'""")
    rs.add("web", "h61-web-10", SYSTEM, [
        (click("101"), t1),
        (click("219"), t2),
        (noop(240000), t3),
        (noop(60000), t4),
        (click("308"), t5),
        (click("101"), t6),
        (noop(300000), t7),
        (click("19"), t8),
        (click("501"), t9),
    ], state=state, bad=True, turn=4,
        kind="After a one-minute wait the ride timer reads 00:03:38, earlier than the 00:04:11 it showed on the previous turn.")


# ---------------------------------------------------------------- 11 OpenStreetMap (clean)
OSM = "http://localhost:3000"


def osm_top() -> str:
    return """
[35] banner ''
  [39] link 'OpenStreetMap logo OpenStreetMap'
    [40] img 'OpenStreetMap logo'
  [42] link 'Edit'
  [43] button 'Choose an editor', hasPopup='menu'
  [46] link 'History'
  [47] link 'Export'
  [50] link 'GPS Traces'
  [51] link 'User Diaries'
  [52] link 'Communities'
  [53] link 'Copyright'
  [54] link 'Help'
  [55] link 'About'
  [58] link 'Log In'
  [59] link 'Sign Up'"""


OSM_MAP = """
[400] region 'Map'
  [401] link 'Zoom In'
  [402] link 'Zoom Out'
  [403] button 'Show My Location'
  [405] link 'Layers'
  [406] link 'Share'
  [408] link 'Query features'
  StaticText '500 m'
  StaticText '2000 ft'
  [410] link 'OpenStreetMap contributors'
  [411] link 'Make a Donation'"""


def osm_search(value: str, focus: bool) -> str:
    v = f", value={value!r}" if value else ""
    return f"""
[148] search ''
  [150] textbox 'Search', clickable{', focused' if focus else ''}{v}
  [151] button 'Go'
  [153] link 'Find directions between two points'"""


def osm_dir(frm: str, to: str, mode: str, focus: str = "") -> str:
    modes = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)"]
    opts = "\n".join(f"    [{166 + i}] option {q(m)}, selected={m == mode}" for i, m in enumerate(modes))
    fv = f", value={frm!r}" if frm else ""
    tv = f", value={to!r}" if to else ""
    return f"""
[155] Section ''
  [157] textbox 'From', clickable{', focused' if focus == 'from' else ''}{fv}
  [159] textbox 'To', clickable{', focused' if focus == 'to' else ''}{tv}
  [161] combobox '', hasPopup='menu', expanded=False, value={mode!r}
{opts}
  [175] button 'Go'
  [177] button 'Reverse Directions'
  [179] link 'Close'"""


def osm_route(frm: str, to: str, mode: str, dist: str, time: str, steps: list[tuple[str, str]], url: str) -> str:
    st = "\n".join(f"  [{210 + 3 * i}] row ''\n    [{211 + 3 * i}] cell {q(f'{i + 1}. {s}')}\n    [{212 + 3 * i}] cell {q(d)}" for i, (s, d) in enumerate(steps))
    return ax(url, "OpenStreetMap", osm_top() + osm_dir(frm, to, mode) + f"""
[200] heading 'Directions'
StaticText 'Distance: {dist}. Time: {time}.'
[202] link 'Download route as GPX'
[205] table ''
{st}
StaticText 'Directions courtesy of'
[260] link 'OSRM (FOSSGIS)'
""" + OSM_MAP)


def t11(rs: RowSet) -> None:
    welcome = """
[170] heading 'Welcome to OpenStreetMap!'
StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
[172] link 'Learn More'
[173] link 'Start Mapping'"""
    state = ax(OSM + "/#map=13/40.4417/-79.9901", "OpenStreetMap", osm_top() + osm_search("", True) + welcome + OSM_MAP)
    cmu = "Carnegie Mellon University"
    t1 = ax(OSM + "/#map=13/40.4417/-79.9901", "OpenStreetMap", osm_top() + osm_search(cmu, True) + welcome + OSM_MAP)
    res = [("University", "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"),
           ("Bus Stop", "Carnegie Mellon University, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"),
           ("Parking", "Carnegie Mellon University East Campus Garage, Forbes Avenue, Squirrel Hill North, Pittsburgh, 15213, United States")]
    rl = "\n".join(f"  [{185 + 3 * i}] listitem ''\n    StaticText {q(t)}\n    [{186 + 3 * i}] link {q(n)}" for i, (t, n) in enumerate(res))
    t2 = ax(OSM + "/search?query=Carnegie%20Mellon%20University#map=13/40.4417/-79.9901", "OpenStreetMap", osm_top() + osm_search(cmu, False) + f"""
[180] heading 'Search Results'
[181] link 'Close'
[182] heading 'Results from OpenStreetMap Nominatim'
[184] list ''
{rl}
[200] link 'More results'""" + OSM_MAP)
    t3 = ax(OSM + "/relation/2279034", "Relation: Carnegie Mellon University (2279034) | OpenStreetMap", osm_top() + osm_search(cmu, False) + """
[180] heading 'Relation: Carnegie Mellon University'
[181] link 'Close'
StaticText 'Edited over 1 year ago by'
[184] link 'pittsburgh_mapper'
StaticText 'Version #14 · Changeset #131244805'
[186] heading 'Tags'
[187] table ''
  [188] row ''
    [189] cell 'amenity'
    [190] cell 'university'
  [191] row ''
    [192] cell 'name'
    [193] cell 'Carnegie Mellon University'
  [194] row ''
    [195] cell 'type'
    [196] cell 'multipolygon'
  [197] row ''
    [198] cell 'website'
    [199] link 'https://www.cmu.edu/'
  [200] row ''
    [201] cell 'wikidata'
    [202] link 'Q190080'
[204] heading 'Members'
StaticText '3 members'
[206] link 'Way 40226318'
StaticText 'as outer'
[207] link 'Way 40226319'
StaticText 'as outer'
[208] link 'Way 487654122'
StaticText 'as outer'
[210] link 'Download XML'
[211] link 'View History'""" + OSM_MAP)
    d0 = OSM + "/directions"
    t4 = ax(d0, "OpenStreetMap", osm_top() + osm_dir("", "", "Car (OSRM)", "from") + OSM_MAP)
    air = "Pittsburgh International Airport"
    t5 = ax(d0, "OpenStreetMap", osm_top() + osm_dir(air, "", "Car (OSRM)", "from") + OSM_MAP)
    t6 = ax(d0, "OpenStreetMap", osm_top() + osm_dir(air, cmu, "Car (OSRM)", "to") + OSM_MAP)
    a, c = "40.4915%2C-80.2329", "40.4443%2C-79.9436"
    car = [("Start on Airport Boulevard", "1.9km"), ("Continue onto PA 60 North", "5.3km"),
           ("Take the ramp on the right towards I 376 East: Pittsburgh", "400m"), ("Merge left onto I 376 East", "17km"),
           ("Continue onto Fort Pitt Tunnel", "1.1km"), ("Take exit 72A towards Forbes Avenue: Oakland", "500m"),
           ("Turn right onto Forbes Avenue", "4.6km"), ("Turn left onto Morewood Avenue", "350m"),
           ("Turn right onto Schenley Drive Extension", "250m"), ("Reach destination", "")]
    t7 = osm_route(air, cmu, "Car (OSRM)", "31km", "0:31", car, f"{OSM}/directions?engine=fossgis_osrm_car&route={a}%3B{c}")
    foot = [("Start on Airport Boulevard", "3.2km"), ("Turn left onto Business Loop 60", "1.4km"),
            ("Continue onto Steubenville Pike", "9.8km"), ("Turn right onto Noblestown Road", "6.1km"),
            ("Continue onto West Carson Street", "2.2km"), ("Turn left onto Smithfield Street Bridge", "350m"),
            ("Turn right onto Fifth Avenue", "4.4km"), ("Turn left onto Schenley Drive", "900m"),
            ("Continue onto Schenley Drive Extension", "400m"), ("Reach destination", "")]
    t8 = osm_route(air, cmu, "Foot (OSRM)", "29km", "6:01", foot, f"{OSM}/directions?engine=fossgis_osrm_foot&route={a}%3B{c}")
    back = [("Start on Schenley Drive Extension", "400m"), ("Continue onto Schenley Drive", "900m"),
            ("Turn right onto Fifth Avenue", "4.3km"), ("Turn left onto Smithfield Street Bridge", "350m"),
            ("Turn right onto West Carson Street", "2.2km"), ("Continue onto Noblestown Road", "6.1km"),
            ("Turn left onto Steubenville Pike", "9.8km"), ("Continue onto Business Loop 60", "1.4km"),
            ("Turn right onto Airport Boulevard", "3.3km"), ("Reach destination", "")]
    t9 = osm_route(cmu, air, "Foot (OSRM)", "29km", "6:02", back, f"{OSM}/directions?engine=fossgis_osrm_foot&route={c}%3B{a}")
    rs.add("web", "h61-web-11", SYSTEM, [
        (fill("150", cmu), t1),
        (click("151"), t2),
        (click("186"), t3),
        (click("153"), t4),
        (fill("157", air), t5),
        (fill("159", cmu), t6),
        (click("175"), t7),
        (sel("161", "Foot (OSRM)"), t8),
        (click("177"), t9),
    ], state=state)


# ---------------------------------------------------------------- 12 property manager maintenance requests (removed photo back)
PMR = "https://northgate.residentportal.app"


def pmr_top(active: str) -> str:
    nav = ["Home", "Payments", "Maintenance", "Documents", "Messages"]
    links = "\n".join(f"    [{21 + i}] link {q(n)}" + (", current='page'" if n == active else "") for i, n in enumerate(nav))
    return f"""
[10] banner ''
  [11] link 'Northgate Residential'
  StaticText 'Kenji Moreau · Unit 4B, 1187 Alder St'
  [14] button 'Account', hasPopup='menu', expanded=False
  [20] navigation 'Resident portal'
{links}"""


def pmr_list(last: str) -> str:
    reqs = [("MR-10492", "Kitchen sink leaking under cabinet", "Submitted Jun 20, 2025", "Scheduled: Tue Jun 24, 9:00 AM – 12:00 PM", f"Last activity {last}"),
            ("MR-10311", "Bathroom exhaust fan rattling", "Submitted May 22, 2025", "Completed May 29, 2025", "Last activity May 29, 2025"),
            ("MR-09876", "Smoke detector chirping in hallway", "Submitted Mar 1, 2025", "Completed Mar 3, 2025", "Last activity Mar 3, 2025")]
    out = []
    for i, (rid, t, sub, st, la) in enumerate(reqs):
        b = 110 + 4 * i
        out.append(f"[{b}] row ''\n  [{b + 1}] cell ''\n    [{b + 2}] link {q(rid + ' · ' + t)}\n  [{b + 3}] cell {q(sub)}\n  StaticText {q(st)}\n  StaticText {q(la)}")
    return ax(f"{PMR}/maintenance", "Maintenance · Northgate Residential", pmr_top("Maintenance") + f"""
[30] main ''
  [100] heading 'Maintenance requests'
  [101] button 'New request'
  StaticText 'For emergencies (flooding, no heat, gas smell) call (206) 555-0199 any time.'
  [104] combobox 'Show', hasPopup='menu', expanded=False, value='All requests'
  [106] table ''
{blk(chr(10).join(out), 2)}""")


PMR_ACT = [("Jun 20, 2025, 4:12 PM", "Request submitted by you"),
           ("Jun 21, 2025, 9:03 AM", "Assigned to Pipeline Plumbing Co. by Dana Whitlock (Property Manager)"),
           ("Jun 21, 2025, 9:05 AM", "Scheduled for Tue Jun 24, 9:00 AM – 12:00 PM")]
PMR_PHOTOS = [("IMG_4411.jpg", "2.1 MB"), ("IMG_4412.jpg", "1.8 MB"), ("IMG_4415.jpg", "2.4 MB")]


def pmr_detail(photos: list[tuple[str, str]], act: list[tuple[str, str]], comment: str = "", dialog: str = "", note: str = "") -> str:
    pl = "\n".join(f"[{210 + 3 * i}] listitem ''\n  [{211 + 3 * i}] link {q(n)}\n  StaticText {q(sz)}\n  [{212 + 3 * i}] button {q('Remove ' + n)}" for i, (n, sz) in enumerate(photos))
    al = "\n".join(f"[{240 + 2 * i}] listitem ''\n  StaticText {q(w)}\n  StaticText {q(t)}" for i, (w, t) in enumerate(act))
    cv = f", focused, value={comment!r}" if comment else ""
    dl = ""
    if dialog:
        dl = f"""
[280] dialog 'Remove photo', modal=True
  StaticText 'Remove {dialog} from this request? The vendor will no longer see it.'
  [282] button 'Remove'
  [283] button 'Cancel'"""
    nt = f"\n  [201] status ''\n    StaticText {q(note)}" if note else ""
    return ax(f"{PMR}/maintenance/MR-10492", "MR-10492 · Maintenance · Northgate Residential", pmr_top("Maintenance") + f"""
[30] main ''{nt}
  [200] link 'Back to requests'
  [202] heading 'MR-10492 · Kitchen sink leaking under cabinet'
  StaticText 'Status: Scheduled'
  [204] table ''
    [205] row ''
      [206] rowheader 'Category'
      [207] cell 'Plumbing › Sink / faucet'
    [208] row ''
      [209] rowheader 'Appointment'
      [229] cell 'Tue Jun 24, 2025, 9:00 AM – 12:00 PM · Pipeline Plumbing Co.'
    [230] row ''
      [231] rowheader 'Permission to enter'
      [232] cell 'Yes · one cat (will be shut in the bedroom)'
  StaticText 'Water pools in the cabinet under the kitchen sink; it seems to come from the drain trap joint. A bowl is catching it for now.'
  [234] heading 'Photos ({len(photos)})'
  [235] list ''
{blk(pl, 2)}
  [236] button 'Add photos'
  [238] heading 'Activity'
  [239] list ''
{blk(al, 2)}
  [270] textbox 'Add a comment', clickable, multiline=True{cv}
  [271] button 'Add comment'{dl}""")


def t12(rs: RowSet) -> None:
    state = pmr_list("Jun 21, 2025, 9:05 AM")
    two = [PMR_PHOTOS[0], PMR_PHOTOS[2]]
    act2 = PMR_ACT + [("Jun 23, 2025, 10:18 AM", "Photo IMG_4412.jpg removed by you")]
    ctext = "The leak is worse when the dishwasher drains. I'll be working from home Tuesday, so anytime in the window is fine."
    act3 = act2 + [("Jun 23, 2025, 10:20 AM", f"Comment by you: {ctext}")]
    ledger = [("Jun 1, 2025", "Rent — June", "$1,875.00", ""), ("Jun 1, 2025", "Water/sewer (RUBS) — May usage", "$42.16", ""),
              ("Jun 2, 2025", "Payment — ACH ••••3318", "", "$1,917.16"), ("Jul 1, 2025", "Rent — July (upcoming)", "$1,875.00", "")]
    ll = "\n".join(f"[{320 + 5 * i}] row ''\n  [{321 + 5 * i}] cell {q(d)}\n  [{322 + 5 * i}] cell {q(w)}\n  [{323 + 5 * i}] cell {q(c)}\n  [{324 + 5 * i}] cell {q(p)}" for i, (d, w, c, p) in enumerate(ledger))
    pay = ax(f"{PMR}/payments", "Payments · Northgate Residential", pmr_top("Payments") + f"""
[30] main ''
  [300] heading 'Payments'
  StaticText 'Current balance: $0.00'
  StaticText 'Next charge: $1,875.00 rent due Jul 1, 2025 · Autopay on (ACH ••••3318), runs Jul 1'
  [303] button 'Make a payment'
  [305] table 'Ledger'
    [306] row ''
      [307] columnheader 'Date'
      [308] columnheader 'Description'
      [309] columnheader 'Charge'
      [310] columnheader 'Payment'
{blk(ll, 2)}""")
    form = """
[30] main ''
  [400] heading 'New maintenance request'
  [402] combobox 'Category', hasPopup='menu', expanded=False, value={cat}
  {hint}[404] textbox 'Where in the unit?', clickable
  [406] textbox 'Describe the problem', clickable, multiline=True
  [408] radiogroup 'Permission to enter when you are not home'
    [409] radio 'Yes', checked='true'
    [410] radio 'No, call me to schedule', checked='false'
  [412] checkbox 'There are pets in the unit', checked='true'
  [414] button 'Upload photos (up to 5, 10 MB each)'
  [416] button 'Submit request'
  [417] link 'Cancel'"""
    f1 = ax(f"{PMR}/maintenance/new", "New request · Maintenance · Northgate Residential", pmr_top("Maintenance") + form.format(
        cat="'Select a category'", hint=""))
    f2 = ax(f"{PMR}/maintenance/new", "New request · Maintenance · Northgate Residential", pmr_top("Maintenance") + form.format(
        cat="'Appliances › Dishwasher'", hint="StaticText 'Tip: note the brand and model from the label inside the door.'\n  "))
    rs.add("web", "h61-web-12", SYSTEM, [
        (click("112"), pmr_detail(PMR_PHOTOS, PMR_ACT)),
        (click("215"), pmr_detail(PMR_PHOTOS, PMR_ACT, dialog="IMG_4412.jpg")),
        (click("282"), pmr_detail(two, act2, note="Photo removed.")),
        (fill("270", ctext), pmr_detail(two, act2, comment=ctext)),
        (click("271"), pmr_detail(two, act3, note="Comment added.")),
        (click("23"), pmr_list("Jun 23, 2025, 10:20 AM")),
        (click("22"), pay),
        (click("23"), pmr_list("Jun 23, 2025, 10:20 AM")),
        (click("112"), pmr_detail(PMR_PHOTOS, act3)),
        (click("23"), pmr_list("Jun 23, 2025, 10:20 AM")),
        (click("101"), f1),
        (sel("402", "Appliances › Dishwasher"), f2),
    ], state=state, bad=True, turn=9,
        kind="Request MR-10492 again lists three photos including IMG_4412.jpg, which was removed at turn 3 (its removal is still in the activity log).")


# ---------------------------------------------------------------- 13 WordPress admin (clean)
WP = "https://tidepoolbakery.com"
WP_POSTS = [
    # title, status, date, cats, tags, comments, slug
    ["Sourdough class: July 12 signups open", "Scheduled", "2025/06/30 at 8:00 am", "Classes", "sourdough, classes", 0, "sourdough-class-july-12"],
    ["Summer menu preview", "Draft", "2025/06/20 at 4:51 pm", "Menu", "summer", 0, "summer-menu-preview"],
    ["Meet our new pastry chef, Odile", "Published", "2025/06/12 at 9:00 am", "Team", "—", 4, "meet-odile"],
    ["Strawberry galette recipe", "Published", "2025/05/29 at 7:30 am", "Recipes", "strawberry, summer", 11, "strawberry-galette"],
    ["Mother's Day pre-orders", "Published", "2025/04/28 at 8:00 am", "News", "pre-order", 2, "mothers-day-pre-orders"],
    ["Hot cross buns are back", "Published", "2025/04/01 at 6:00 am", "Menu", "easter", 6, "hot-cross-buns"],
    ["Behind the counter: the 5 a.m. shift", "Published", "2025/02/10 at 9:15 am", "Team", "—", 3, "behind-the-counter"],
    ["Holiday hours 2024", "Published", "2024/12/01 at 8:00 am", "News", "hours", 1, "holiday-hours-2024"],
    ["Closed for July 4th (2024)", "Published", "2024/06/28 at 10:00 am", "News", "hours", 0, "closed-july-4th-2024"],
    ["Our flour: a visit to Cairnspring Mills", "Published", "2024/05/16 at 9:00 am", "Sourcing", "flour", 7, "cairnspring-mills"],
    ["Gluten-free Fridays are back", "Draft", "2024/04/02 at 2:10 pm", "Menu", "gluten-free", 0, "gluten-free-fridays"],
    ["Three years on Harbor Street", "Published", "2024/03/09 at 8:00 am", "News", "anniversary", 9, "three-years"],
    ["Kouign-amann: why it takes two days", "Published", "2023/11/20 at 7:00 am", "Recipes", "lamination", 14, "kouign-amann"],
    ["Hello, Tidepool!", "Published", "2023/03/09 at 8:00 am", "News", "—", 21, "hello-tidepool"],
]
WP_TRASH = [["Test post", "Draft", "2025/01/15 at 11:02 am", "Uncategorized", "—", 0, "test-post"],
            ["Valentine's box 2024", "Draft", "2024/01/30 at 3:44 pm", "Menu", "valentines", 0, "valentines-box-2024"],
            ["Untitled", "Draft", "2023/09/02 at 10:20 am", "Uncategorized", "—", 0, "untitled"]]


def wp_menu() -> str:
    items = ["Dashboard", "Posts", "Media", "Pages", "Comments 2", "Appearance", "Plugins", "Users", "Tools", "Settings"]
    lines = []
    for i, n in enumerate(items):
        lines.append(f"  [{40 + 2 * i}] link {q(n)}")
        if n == "Posts":
            lines.append("    [43] link 'All Posts', current='page'\n    [45] link 'Add New Post'\n    [47] link 'Categories'\n    [49] link 'Tags'")
    return """
[20] navigation 'Toolbar'
  [21] link 'About WordPress'
  [22] link 'Tidepool Bakery'
  [23] link '2 Comments in moderation'
  [24] link 'New'
  [25] link 'Howdy, marisol'
[38] navigation 'Main menu'
""" + "\n".join(lines)


def wp_row(b: int, p: list, trash: bool = False) -> str:
    title, status, date, cats, tags, com, _slug = p
    suffix = "" if status == "Published" else f" — {status}"
    label = {"Published": "Published", "Scheduled": "Scheduled", "Draft": "Last Modified"}[status]
    if trash:
        acts = [(b + 3, "link", f"Restore “{title}” from the Trash"), (b + 4, "link", f"Delete “{title}” permanently")]
    else:
        acts = [(b + 3, "link", f"Edit “{title}”"), (b + 4, "button", f"Quick edit “{title}” inline"),
                (b + 5, "link", f"Move “{title}” to the Trash"),
                (b + 6, "link", f"{'View' if status == 'Published' else 'Preview'} “{title}”")]
    al = "\n".join(f"    [{x}] {role} {q(name)}" for x, role, name in acts)
    sx = f"\n    StaticText {q(suffix)}" if suffix else ""
    return f"""[{b}] row ''
  [{b + 1}] cell ''
    [{b + 2}] checkbox {q('Select ' + title)}, checked='false'
  [{b + 7}] cell ''
    [{b + 8}] link {q(title)}{sx}
{al}
  [{b + 9}] cell 'marisol'
  [{b + 10}] cell {q(cats)}
  [{b + 11}] cell {q(tags)}
  [{b + 12}] cell '{com}'
  [{b + 13}] cell {q(label + ' ' + date)}"""


def wp_list(posts: list[list], trash: list[list], view: str, note: str = "", override: dict[str, str] | None = None) -> str:
    n_pub = sum(p[1] == "Published" for p in posts)
    n_dr = sum(p[1] == "Draft" for p in posts)
    n_sc = sum(p[1] == "Scheduled" for p in posts)
    views = [("All", len(posts)), ("Mine", len(posts)), ("Published", n_pub), ("Drafts", n_dr), ("Scheduled", n_sc), ("Trash", len(trash))]
    vl = "\n".join(f"  [{120 + i}] link '{v} ({c})'" + (", current='page'" if v == view else "") for i, (v, c) in enumerate(views))
    shown = {"All": posts, "Published": [p for p in posts if p[1] == "Published"], "Trash": trash}[view]
    rows = []
    for i, p in enumerate(shown):
        b = 200 + 20 * i
        if override and p[0] in override:
            rows.append(override[p[0]])
        else:
            rows.append(wp_row(b, p, trash=view == "Trash"))
    nt = f"\n  [110] status ''\n    StaticText {q(note)}\n    [111] link 'Undo'" if note else ""
    url = f"{WP}/wp-admin/edit.php" + ("" if view == "All" else "?post_status=" + {"Published": "publish", "Trash": "trash"}[view])
    bulk = "Restore" if view == "Trash" else "Edit"
    return ax(url, "Posts ‹ Tidepool Bakery — WordPress", wp_menu() + f"""
[100] main ''
  [101] heading 'Posts'
  [102] link 'Add New Post'{nt}
{vl}
  [130] searchbox 'Search Posts', clickable
  [131] button 'Search Posts'
  [132] combobox 'Select bulk action', hasPopup='menu', expanded=False, value='Bulk actions'
  [133] option {q(bulk)}
  [134] button 'Apply'
  [135] combobox 'Filter by date', hasPopup='menu', expanded=False, value='All dates'
  [136] combobox 'Filter by category', hasPopup='menu', expanded=False, value='All Categories'
  [137] button 'Filter'
  StaticText '{len(shown)} items'
  [140] table ''
    [141] row ''
      [142] columnheader 'Select All'
      [143] columnheader 'Title', clickable
      [144] columnheader 'Author'
      [145] columnheader 'Categories'
      [146] columnheader 'Tags'
      [147] columnheader 'Comments', clickable
      [148] columnheader 'Date', clickable
{blk(chr(10).join(rows), 2)}""")


def wp_quick(b: int, title: str, slug: str, status: str, focus: str) -> str:
    cats = ["Classes", "Menu", "News", "Recipes", "Sourcing", "Team", "Uncategorized"]
    cl = "\n".join(f"      [{600 + i}] checkbox {q(c)}, checked='{'true' if c == 'Menu' else 'false'}'" for i, c in enumerate(cats))
    return f"""[{b}] row ''
  [{b + 1}] group 'Quick Edit'
    [{b + 2}] textbox 'Title', clickable, value={title!r}{', focused' if focus == 'title' else ''}
    [{b + 3}] textbox 'Slug', clickable, value={slug!r}{', focused' if focus == 'slug' else ''}
    [{b + 4}] combobox 'Month', hasPopup='menu', expanded=False, value='06-Jun'
    [{b + 5}] textbox 'Day', clickable, value='20'
    [{b + 6}] textbox 'Year', clickable, value='2025'
    [{b + 7}] textbox 'Hour', clickable, value='16'
    [{b + 8}] textbox 'Minute', clickable, value='51'
    [{b + 9}] textbox 'Password', clickable
    [{b + 10}] group 'Categories'
{cl}
    [{b + 11}] textbox 'Tags', clickable, multiline=True, value='summer'
    [{b + 12}] checkbox 'Allow Comments', checked='true'
    [{b + 13}] combobox 'Status', hasPopup='menu', expanded=False, value={status!r}{', focused' if focus == 'status' else ''}
    [{b + 14}] checkbox 'Make this post sticky', checked='false'
    [{b + 15}] button 'Update'
    [{b + 16}] button 'Cancel'"""


def t13(rs: RowSet) -> None:
    posts = [list(p) for p in WP_POSTS]
    state = wp_list(posts, WP_TRASH, "All")
    qb = 200 + 20 * 1  # Summer menu preview is the second row
    old_t, old_s = "Summer menu preview", "summer-menu-preview"
    new_t, new_s = "Summer Menu 2025: Stone Fruit Week", "summer-menu-2025"

    def qe(t: str, s_: str, st: str, f: str) -> str:
        return wp_list(posts, WP_TRASH, "All", override={old_t: wp_quick(qb, t, s_, st, f)})
    t1 = qe(old_t, old_s, "Draft", "title")
    t2 = qe(new_t, old_s, "Draft", "title")
    t3 = qe(new_t, new_s, "Draft", "slug")
    t4 = qe(new_t, new_s, "Published", "status")
    posts2 = [list(p) for p in posts]
    posts2[1] = [new_t, "Published", "2025/06/20 at 4:51 pm", "Menu", "summer", 0, new_s]
    t5 = wp_list(posts2, WP_TRASH, "All")
    closed = posts2[8]
    posts3 = [p for p in posts2 if p is not closed]
    trash = [WP_TRASH[0], closed, WP_TRASH[1], WP_TRASH[2]]
    t6 = wp_list(posts3, trash, "All", note="1 post moved to the Trash.")
    t7 = wp_list(posts3, trash, "Trash")
    t8 = wp_list(posts3, trash, "Published")
    t9 = ax(f"{WP}/{new_s}/", f"{new_t} – Tidepool Bakery", f"""
[20] navigation 'Toolbar'
  [22] link 'Tidepool Bakery'
  [24] link 'New'
  [26] link 'Edit Post'
  [25] link 'Howdy, marisol'
[60] banner ''
  [61] link 'Tidepool Bakery'
  StaticText 'Naturally leavened bread and pastry on Harbor Street'
  [63] navigation 'Primary menu'
    [64] link 'Menu'
    [65] link 'Classes'
    [66] link 'Journal'
    [67] link 'Visit'
[70] main ''
  [71] heading {q(new_t)}
  [72] link 'June 20, 2025'
  StaticText 'by marisol'
  StaticText 'Stone fruit is finally here. Starting this week the case will carry apricot frangipane tarts, a white-peach and basil danish, and our plum-cardamom morning bun, alongside the usual croissants and kouign-amann.'
  StaticText 'Everything on the summer menu is available Wednesday through Sunday until it sells out, usually by 1 p.m.'
  [76] link 'Menu'
  [77] link 'summer'
  [80] heading 'Leave a Reply'
  [81] textbox 'Comment *', clickable, required, multiline=True
  [82] button 'Post Comment'
[90] contentinfo ''
  StaticText '412 Harbor Street · Wed–Sun 7 a.m.–2 p.m.'
  StaticText 'Proudly powered by WordPress'""")
    view_bid = 200 + 20 * [p[0] for p in posts3 if p[1] == "Published"].index(new_t) + 6
    rs.add("web", "h61-web-13", SYSTEM, [
        (click(str(qb + 4)), t1),
        (fill(str(qb + 2), new_t), t2),
        (fill(str(qb + 3), new_s), t3),
        (sel(str(qb + 13), "Published"), t4),
        (click(str(qb + 15)), t5),
        (click(str(200 + 20 * 8 + 5)), t6),
        (click("125"), t7),
        (click("122"), t8),
        (click(str(view_bid)), t9),
    ], state=state)


# ---------------------------------------------------------------- 14 school parent portal (clean)
SCH = "https://parents.harlowusd.org"


def sch_top(active: str, unread: int, forms: int) -> str:
    nav = ["Home", "Grades", "Attendance", f"Messages ({unread})" if unread else "Messages", f"Forms ({forms})" if forms else "Forms", "Cafeteria"]
    links = "\n".join(f"    [{21 + i}] link {q(n)}" + (", current='page'" if n.split(' (')[0] == active else "") for i, n in enumerate(nav))
    return f"""
[10] banner ''
  [11] link 'Harlow Unified Parent Portal'
  [13] combobox 'Student', hasPopup='menu', expanded=False, value='Jonah Reyes (700418) · Grade 7'
  StaticText 'Marisol Reyes'
  [15] button 'Sign out'
  [20] navigation 'Portal'
{links}"""


SCH_MSGS = [
    ("Ms. N. Adeyemi (Science 7)", "Science Museum trip — chaperones needed", "Mar 11, 3:42 PM"),
    ("Maplewood Main Office", "Spring picture day is March 18", "Mar 10, 1:15 PM"),
    ("Mr. T. Caldwell (Math 7)", "Unit 6 test moved to Thursday", "Mar 10, 8:03 AM"),
    ("Coach R. Ibarra", "Track practice schedule for spring", "Mar 7, 4:30 PM"),
    ("Harlow USD", "Spring break reminder: March 24–28", "Mar 5, 9:00 AM"),
    ("Ms. N. Adeyemi (Science 7)", "Lab safety contract", "Feb 24, 2:10 PM"),
]


def sch_inbox(unread: set[int]) -> str:
    rows = []
    for i, (who, subj, when) in enumerate(SCH_MSGS):
        b = 110 + 5 * i
        rows.append(f"[{b}] row ''\n  [{b + 1}] cell {q('Unread' if i in unread else 'Read')}\n  [{b + 2}] cell {q(who)}\n  [{b + 3}] cell ''\n    [{b + 4}] link {q(subj)}\n  StaticText {q(when)}")
    return ax(f"{SCH}/messages", "Messages · Harlow Unified Parent Portal", sch_top("Messages", len(unread), 1) + f"""
[30] main ''
  [100] heading 'Messages'
  StaticText '{len(SCH_MSGS)} messages · {len(unread)} unread'
  [103] button 'Compose'
  [105] table ''
{blk(chr(10).join(rows), 2)}""")


def sch_forms(signed: bool) -> str:
    trip = ("Signed Mar 11, 2025, 7:52 PM by Marisol Reyes · school sack lunch ordered ($3.25)" if signed
            else "Not signed · due Fri Mar 14, 2025")
    act = "[214] link 'View signed form'" if signed else "[214] button 'Sign'"
    return ax(f"{SCH}/forms", "Forms · Harlow Unified Parent Portal", sch_top("Forms", 2, 0 if signed else 1) + f"""
[30] main ''
  [200] heading 'Forms & permission slips'
  [202] list ''
    [210] listitem ''
      [211] heading 'Science Museum field trip (Thu Mar 20) — permission slip'
      StaticText {q(trip)}
      {act}
    [220] listitem ''
      [221] heading 'Spring picture day order'
      StaticText 'Optional · open until Tue Mar 18, 2025'
      [224] button 'Open'
    [230] listitem ''
      [231] heading 'Lab safety contract (Science 7)'
      StaticText 'Signed Feb 25, 2025, 6:18 PM by Marisol Reyes'
      [234] link 'View signed form'""")


def sch_sign(ok: bool, lunch: bool, sig: str) -> str:
    sv = f", focused, value={sig!r}" if sig else ""
    return ax(f"{SCH}/forms/ft-2025-0320-sci7/sign", "Sign form · Harlow Unified Parent Portal", sch_top("Forms", 2, 1) + f"""
[30] main ''
  [300] heading 'Science Museum field trip — permission slip'
  StaticText 'Thursday, March 20, 2025 · Pacific Science Museum · buses leave 8:45 AM, return by 2:30 PM'
  StaticText 'Cost: free (covered by PTA grant)'
  [304] checkbox 'I give permission for Jonah Reyes to attend this field trip.', checked='{str(ok).lower()}'{', focused' if ok and not lunch and not sig else ''}
  [306] radiogroup 'Lunch'
    [307] radio 'Jonah will bring a packed lunch', checked='{str(not lunch).lower()}'
    [308] radio 'Order a school sack lunch ($3.25, charged to the cafeteria account)', checked='{str(lunch).lower()}'
  [310] checkbox 'I can volunteer as a chaperone', checked='false'
  [312] textbox 'Parent/guardian signature (type your full name)', clickable, required{sv}
  [314] button 'Submit', disabled={'False' if ok and sig else 'True'}
  [315] link 'Cancel'""")


def sch_cafe(tx: list[tuple[str, str, str, str]], amount: str = "", note: str = "") -> str:
    bal = tx[0][3]
    rows = "\n".join(f"[{410 + 5 * i}] row ''\n  [{411 + 5 * i}] cell {q(d)}\n  [{412 + 5 * i}] cell {q(w)}\n  [{413 + 5 * i}] cell {q(a)}\n  [{414 + 5 * i}] cell {q(b)}" for i, (d, w, a, b) in enumerate(tx))
    av = f", focused, value={amount!r}" if amount else ""
    nt = f"\n  [401] status ''\n    StaticText {q(note)}" if note else ""
    low = "\n  StaticText 'Low balance: below $5.00'" if float(bal.strip('$')) < 5 else ""
    return ax(f"{SCH}/cafeteria", "Cafeteria · Harlow Unified Parent Portal", sch_top("Cafeteria", 2, 0) + f"""
[30] main ''{nt}
  [400] heading 'Cafeteria account'
  StaticText 'Balance: {bal}'{low}
  StaticText 'Meal price: lunch $3.40 · breakfast $2.10'
  [403] textbox 'Amount to add', clickable{av}
  StaticText 'Pay with Visa ••••2231 · no fee'
  [405] button 'Add funds'
  [407] heading 'Recent transactions'
  [408] table ''
    [409] row ''
      StaticText 'Date · Description · Amount · Balance'
{blk(rows, 2)}""")


def t14(rs: RowSet) -> None:
    state = ax(f"{SCH}/home", "Home · Harlow Unified Parent Portal", sch_top("Home", 3, 1) + """
[30] main ''
  [31] heading 'Jonah Reyes · Grade 7 · Maplewood Middle School'
  [33] region 'Lunch balance'
    StaticText '$4.35'
    StaticText 'Low balance: below $5.00'
  [36] region 'Messages'
    StaticText '3 unread'
  [38] region 'Attendance (Term 3)'
    StaticText '2 absences (1 excused, 1 unexcused) · 1 tardy'
  [40] region 'Forms'
    StaticText '1 needs your signature'
  [42] heading 'Coming up'
  [43] list ''
    [44] listitem ''
      StaticText 'Fri Mar 14 · Field trip permission slip due'
    [45] listitem ''
      StaticText 'Tue Mar 18 · Spring picture day'
    [46] listitem ''
      StaticText 'Thu Mar 20 · Science Museum field trip'
    [47] listitem ''
      StaticText 'Mar 24–28 · Spring break (no school)'""")
    msg = ax(f"{SCH}/messages/m-5518203", "Science Museum trip — chaperones needed · Harlow Unified Parent Portal", sch_top("Messages", 2, 1) + """
[30] main ''
  [150] link 'Back to messages'
  [151] heading 'Science Museum trip — chaperones needed'
  StaticText 'From Ms. N. Adeyemi (Science 7) · Tue Mar 11, 2025, 3:42 PM'
  StaticText 'Dear families, our 7th grade science classes will visit the Pacific Science Museum on Thursday, March 20. Buses leave at 8:45 AM and return by 2:30 PM. Please sign the permission slip in the portal by Friday, March 14. Students may bring a packed lunch or order a school sack lunch on the form.'
  StaticText 'We still need four parent chaperones. If you can help, tick the chaperone box on the form. Thank you! — Ms. Adeyemi'
  [156] button 'Reply'
  [157] button 'Archive'""")
    tx0 = [("Mar 11", "Lunch", "-$3.40", "$4.35"), ("Mar 10", "Lunch", "-$3.40", "$7.75"), ("Mar 7", "Lunch", "-$3.40", "$11.15"),
           ("Mar 6", "Deposit · Visa ••••2231", "+$10.00", "$14.55"), ("Mar 6", "Lunch", "-$3.40", "$4.55")]
    tx1 = [("Mar 11", "Field trip sack lunch (Mar 20)", "-$3.25", "$1.10")] + tx0
    tx2 = [("Mar 11", "Deposit · Visa ••••2231", "+$25.00", "$26.10")] + tx1
    rs.add("web", "h61-web-14", SYSTEM, [
        (click("24"), sch_inbox({0, 1, 2})),
        (click("114"), msg),
        (click("25"), sch_forms(False)),
        (click("214"), sch_sign(False, False, "")),
        (click("304"), sch_sign(True, False, "")),
        (click("308"), sch_sign(True, True, "")),
        (fill("312", "Marisol Reyes"), sch_sign(True, True, "Marisol Reyes")),
        (click("314"), sch_forms(True)),
        (click("26"), sch_cafe(tx1)),
        (fill("403", "25"), sch_cafe(tx1, amount="25")),
        (click("405"), sch_cafe(tx2, note="Payment of $25.00 received. Confirmation C-40918.")),
    ], state=state)


# ---------------------------------------------------------------- 15 Trello (a Done card's name changes)
TR = "https://trello.com/b/Xk29QfLm/website-relaunch"


def tr_card(b: int, name: str, badges: list[str]) -> str:
    bd = "\n".join(f"  StaticText {q(x)}" for x in badges)
    return f"[{b}] listitem ''\n  [{b + 1}] link {q(name)}" + (f"\n{bd}" if badges else "")


def tr_board(lists: list[tuple[str, list[tuple[str, list[str]]]]], dialog: str = "") -> str:
    out, b = [], 100
    for lname, cards in lists:
        out.append(f"[{b}] listitem ''\n  [{b + 1}] heading {q(lname)}\n  [{b + 2}] button 'List actions'\n  [{b + 3}] list ''")
        for j, (cname, badges) in enumerate(cards):
            out.append(blk(tr_card(b + 10 + 3 * j, cname, badges), 2))
        out.append(f"  [{b + 40}] button 'Add a card'")
        b += 50
    return ax(TR, "Website Relaunch | Trello", f"""
[10] banner ''
  [11] link 'Back to home'
  [12] button 'Workspaces', hasPopup='menu', expanded=False
  [14] button 'Create'
  [16] combobox 'Search', clickable
  [18] button 'Notifications'
  [19] button 'Account: Mira Costa (miracosta)'
[30] main ''
  [31] heading 'Website Relaunch'
  [32] button 'Star or unstar board'
  [33] button 'Workspace visible'
  [35] button 'Filters'
  [36] button 'Mira Costa (MC)'
  [37] button 'Jordan Tate (JT)'
  [38] button 'Ana Lind (AL)'
  [39] button 'Share'
  [90] list ''
{blk(chr(10).join(out), 2)}
    [400] button 'Add another list'""" + dialog)


PRICING_CHECK = ["Draft plan descriptions", "Feature comparison table", "Legal review of plan names", "Final sign-off from Jordan"]


def tr_dialog(list_name: str, done: int, acts: list[str], move: str = "") -> str:
    cl = "\n".join(f"    [{530 + i}] checkbox {q(x)}, checked='{'true' if i < done else 'false'}'" for i, x in enumerate(PRICING_CHECK))
    al = "\n".join(f"    StaticText {q(a)}" for a in acts)
    mv = ""
    if move:
        mv = f"""
  [560] dialog 'Move card'
    [561] combobox 'Board', hasPopup='menu', expanded=False, value='Website Relaunch'
    [562] combobox 'List', hasPopup='menu', expanded=False, value={move!r}
    [563] combobox 'Position', hasPopup='menu', expanded=False, value='1'
    [564] button 'Move'"""
    return f"""
[500] dialog 'Write pricing page copy', modal=True
  [501] button 'Close dialog'
  [502] heading 'Write pricing page copy'
  StaticText 'in list'
  [503] button {q(list_name)}
  StaticText 'Members'
  [505] button 'Mira Costa (MC)'
  StaticText 'Labels'
  [507] button 'Copy'
  [508] button 'High priority'
  StaticText 'Due date'
  [510] button 'Jun 27, 5:00 PM'
  [512] heading 'Description'
  StaticText 'Rewrite the three plan descriptions (Starter, Team, Business) for the new pricing page. Keep each under 40 words; link the comparison table.'
  [515] heading 'Copy review'
  StaticText '{done * 25}%'
  [517] progressbar '', valuemin=0, valuemax=100, valuetext='{done * 25}%'
{cl}
  [540] button 'Add an item'
  [542] heading 'Activity'
  [543] textbox 'Write a comment…', clickable
  [544] list ''
{al}
  [550] button 'Join'
  [551] button 'Members'
  [552] button 'Labels'
  [553] button 'Checklist'
  [554] button 'Dates'
  [555] button 'Move'
  [556] button 'Copy'
  [557] button 'Archive'{mv}"""


def t15(rs: RowSet) -> None:
    backlog = [("Add cookie consent banner", ["Legal"]), ("Audit image alt text", []),
               ("Set up 301 redirects from old URLs", ["Checklist items 0/12"]), ("Choose analytics provider", ["Comments 5"]),
               ("Compress hero videos", [])]
    def pricing(n: int) -> tuple[str, list[str]]:
        return ("Write pricing page copy", ["Copy", "High priority", "Jun 27", f"Checklist items {n}/4", "Comments 1"])
    inprog = [pricing(2), ("Build blog template", ["Checklist items 5/9"]), ("Migrate customer stories (8)", ["Comments 2"])]
    review = [("Homepage hero variant B", ["Design"]), ("Accessibility pass on nav menu", ["Checklist items 6/6"])]
    done = [("Set up staging server", []), ("Migrate blog posts (142)", ["Checklist items 142/142"]),
            ("Update brand colors", ["Design"]), ("Fix footer links", [])]
    lists0 = [("Backlog", backlog), ("In Progress", inprog), ("Review", review), ("Done", done)]
    state = tr_board(lists0)
    a0 = ["Jordan Tate: Can we keep the Team tier under 40 words? · Jun 19, 2025, 11:20 AM",
          "Mira Costa added this card to In Progress · Jun 16, 2025, 9:02 AM"]
    a1 = ["Mira Costa completed Legal review of plan names on this card · just now"] + a0
    a2 = ["Mira Costa moved this card from In Progress to Review · just now"] + a1
    t1 = tr_board(lists0, tr_dialog("In Progress", 2, a0))
    lists1 = [("Backlog", backlog), ("In Progress", [pricing(3)] + inprog[1:]), ("Review", review), ("Done", done)]
    t2 = tr_board(lists1, tr_dialog("In Progress", 3, a1))
    t3 = tr_board(lists1, tr_dialog("In Progress", 3, a1, move="In Progress"))
    t4 = tr_board(lists1, tr_dialog("In Progress", 3, a1, move="Review"))
    lists2 = [("Backlog", backlog), ("In Progress", inprog[1:]), ("Review", [pricing(3)] + review), ("Done", done)]
    t5 = tr_board(lists2, tr_dialog("Review", 3, a2))
    done_bad = [done[0], done[1], ("Update brand palette", ["Design"]), done[3]]  # renamed with no action on it
    t6 = tr_board([("Backlog", backlog), ("In Progress", inprog[1:]), ("Review", [pricing(3)] + review), ("Done", done_bad)])
    def cookie(members: str, acts: str) -> str:
        return f"""
[600] dialog 'Add cookie consent banner', modal=True
  [601] button 'Close dialog'
  [602] heading 'Add cookie consent banner'
  StaticText 'in list'
  [603] button 'Backlog'
  StaticText 'Members'{members}
  StaticText 'Labels'
  [607] button 'Legal'
  [609] heading 'Description'
  StaticText 'Banner must offer Reject all with equal prominence. Use the CMP already licensed for the app (see legal ticket LEG-214).'
  [612] heading 'Activity'
  [613] textbox 'Write a comment…', clickable
  [614] list ''
{acts}
  [620] button 'Join'
  [621] button 'Members'
  [622] button 'Labels'
  [623] button 'Checklist'
  [624] button 'Dates'
  [625] button 'Move'"""

    lists3 = [("Backlog", backlog), ("In Progress", inprog[1:]), ("Review", [pricing(3)] + review), ("Done", done_bad)]
    c_acts = "    StaticText 'Ana Lind added this card to Backlog · Jun 10, 2025, 2:47 PM'"
    t7 = tr_board(lists3, cookie("\n  StaticText 'No members'", c_acts))
    t8 = tr_board(lists3, cookie("\n  [605] button 'Mira Costa (MC)'", "    StaticText 'Mira Costa joined this card · just now'\n" + c_acts))
    rs.add("web", "h61-web-15", SYSTEM, [
        (click("161"), t1),
        (click("532"), t2),
        (click("555"), t3),
        (sel("562", "Review"), t4),
        (click("564"), t5),
        (click("501"), t6),
        (click("111"), t7),
        (click("620"), t8),
    ], state=state, bad=True, turn=6,
        kind="The untouched Done list shows 'Update brand palette' where the board had 'Update brand colors' before any action on that card.")


# ---------------------------------------------------------------- 16 farmers' market vendor dashboard (clean)
FM = "https://vendors.eastsidefarmersmarket.org"


def fm_top(active: str) -> str:
    nav = ["Dashboard", "Products", "Orders", "Market days", "Payouts"]
    links = "\n".join(f"  [{21 + i}] link {q(n)}" + (", current='page'" if n == active else "") for i, n in enumerate(nav))
    return f"""
[10] banner ''
  [11] link 'Eastside Farmers Market · Vendor Hub'
  StaticText 'Two Creeks Farm · Stall 14'
  [14] button 'Hana Whitcomb', hasPopup='menu', expanded=False
[20] navigation 'Vendor'
{links}"""


FM_ORDERS = [
    ("EFM-1031", "Jun 22, 9:14 AM", "Priya S.", [("Heirloom tomatoes", 2, 4.50), ("Pasture-raised eggs", 1, 7.00)]),
    ("EFM-1032", "Jun 22, 11:40 AM", "Tom B.", [("Rainbow chard", 2, 3.00)]),
    ("EFM-1034", "Jun 22, 6:05 PM", "Lena K.", [("Pasture-raised eggs", 2, 7.00), ("Rhubarb", 2, 4.00)]),
    ("EFM-1035", "Jun 23, 7:30 AM", "Marcus D.", [("Heirloom tomatoes", 5, 4.50), ("Garlic scapes", 2, 3.50)]),
    ("EFM-1037", "Jun 23, 9:02 AM", "Aiko N.", [("Pasture-raised eggs", 3, 7.00)]),
    ("EFM-1038", "Jun 23, 12:47 PM", "Rosa M.", [("Heirloom tomatoes", 4, 4.50), ("Rainbow chard", 1, 3.00)]),
    ("EFM-1039", "Jun 24, 8:15 AM", "Ben F.", [("Rhubarb", 3, 4.00), ("Garlic scapes", 4, 3.50)]),
    ("EFM-1040", "Jun 24, 5:55 PM", "Joy L.", [("Pasture-raised eggs", 4, 7.00), ("Heirloom tomatoes", 3, 4.50)]),
    ("EFM-1041", "Jun 25, 10:20 AM", "Sam W.", [("Heirloom tomatoes", 2, 4.50), ("Rainbow chard", 3, 3.00), ("Pasture-raised eggs", 2, 7.00)]),
]


def fm_total(orders: list) -> float:
    return sum(n * p for _, _, _, items in orders for _, n, p in items)


def fm_products(prods: list[tuple[str, str, float, int]], note: str = "", dialog: str = "") -> str:
    rows = []
    for i, (name, unit, price, stock) in enumerate(prods):
        b = 110 + 8 * i
        st = "Listed" if stock else "Sold out"
        rows.append(f"[{b}] row ''\n  [{b + 1}] cell {q(name)}\n  [{b + 2}] cell {q(unit)}\n  [{b + 3}] cell {q(money(price))}\n  [{b + 4}] cell '{stock}'\n  [{b + 5}] cell {q(st)}\n  [{b + 6}] button {q('Edit ' + name)}\n  [{b + 7}] button {q('Delete ' + name)}")
    nt = f"\n  [101] status ''\n    StaticText {q(note)}" if note else ""
    dl = ""
    if dialog:
        dl = f"""
[190] alertdialog 'Delete product', modal=True
  StaticText 'Delete {dialog}? It will be removed from your stall page. Existing preorders are not affected.'
  [192] button 'Delete'
  [193] button 'Cancel'"""
    return ax(f"{FM}/products", "Products · Vendor Hub", fm_top("Products") + f"""
[30] main ''{nt}
  [100] heading 'Products'
  StaticText 'Next market: Sat Jun 28, 2025, 9 AM – 1 PM · preorders close Thu Jun 26 at 8 PM'
  StaticText 'Preorders for Sat Jun 28: {len(FM_ORDERS)} orders · {money(fm_total(FM_ORDERS))}'
  [103] button 'Add product'
  [105] table ''
    [106] row ''
      [107] columnheader 'Product'
      [108] columnheader 'Unit'
      [109] columnheader 'Price'
      StaticText 'Stock · Status · Actions'
{blk(chr(10).join(rows), 2)}{dl}""")


def fm_form(title: str, name: str, unit: str, price: str, stock: str, focus: str, url: str) -> str:
    units = ["each", "bunch", "1/4 lb", "1/2 lb", "1 lb", "pint", "quart", "dozen"]
    ul = "\n".join(f"    [{306 + i}] option {q(u)}, selected={u == unit}" for i, u in enumerate(units))

    def v(x: str, f: str) -> str:
        return (f", value={x!r}" if x else "") + (", focused" if focus == f else "")
    return ax(url, f"{title} · Vendor Hub", fm_top("Products") + f"""
[30] main ''
  [300] heading {q(title)}
  [302] textbox 'Product name', clickable, required{v(name, 'name')}
  [304] combobox 'Unit', hasPopup='menu', expanded=False, value={unit or 'Choose a unit'!r}{', focused' if focus == 'unit' else ''}
{ul}
  [316] textbox 'Price ($)', clickable, required{v(price, 'price')}
  [318] spinbutton 'Stock for next market', clickable{v(stock, 'stock')}
  [320] combobox 'Category', hasPopup='menu', expanded=False, value='Vegetables'
  [322] switch 'Listed on stall page', checked=True
  [324] button 'Save'
  [325] link 'Cancel'""")


def t16(rs: RowSet) -> None:
    p0 = [("Heirloom tomatoes", "1 lb", 4.50, 38), ("Rainbow chard", "bunch", 3.00, 24), ("Rhubarb", "bunch", 4.00, 12),
          ("Pasture-raised eggs", "dozen", 7.00, 30), ("Garlic scapes", "1/4 lb", 3.50, 0)]
    p1 = [("Heirloom tomatoes", "1 lb", 5.00, 38)] + p0[1:]
    p2 = [p for p in p1 if p[0] != "Rhubarb"]
    p3 = p2 + [("Sugar snap peas", "1/2 lb", 4.00, 20)]
    ed = f"{FM}/products/prd-20417/edit"
    new = f"{FM}/products/new"
    orders = FM_ORDERS + [("EFM-1043", "Jun 25, 11:06 AM", "Nora P.", [("Pasture-raised eggs", 2, 7.00)])]
    ol = []
    for i, (oid, when, who, items) in enumerate(reversed(orders)):
        b = 410 + 6 * i
        it = ", ".join(f"{n} ×{k} @ {money(p)}" for n, k, p in items)
        ol.append(f"[{b}] row ''\n  [{b + 1}] cell ''\n    [{b + 2}] link {q(oid)}\n  [{b + 3}] cell {q(when + ' · ' + who)}\n  [{b + 4}] cell {q(it)}\n  [{b + 5}] cell {q(money(sum(k * p for _, k, p in items)))}")
    ord_page = ax(f"{FM}/orders?market=2025-06-28", "Orders · Vendor Hub", fm_top("Orders") + f"""
[30] main ''
  [400] heading 'Preorders · Sat Jun 28, 2025'
  StaticText '{len(orders)} orders · {money(fm_total(orders))} · pickup at Stall 14, 9 AM – 1 PM'
  [402] button 'Download pick list (CSV)'
  [403] button 'Print labels'
  [405] table ''
    [406] row ''
      [407] columnheader 'Order'
      [408] columnheader 'Placed'
      [409] columnheader 'Items'
      StaticText 'Total'
{blk(chr(10).join(ol), 2)}""")
    rs.add("web", "h61-web-16", SYSTEM, [
        (click("116"), fm_form("Edit product", "Heirloom tomatoes", "1 lb", "4.50", "38", "", ed)),
        (fill("316", "5.00"), fm_form("Edit product", "Heirloom tomatoes", "1 lb", "5.00", "38", "price", ed)),
        (click("324"), fm_products(p1, note="Heirloom tomatoes updated.")),
        (click(str(110 + 16 + 7)), fm_products(p1, dialog="Rhubarb")),
        (click("192"), fm_products(p2, note="Rhubarb deleted.")),
        (click("103"), fm_form("Add product", "", "", "", "", "name", new)),
        (fill("302", "Sugar snap peas"), fm_form("Add product", "Sugar snap peas", "", "", "", "name", new)),
        (sel("304", "1/2 lb"), fm_form("Add product", "Sugar snap peas", "1/2 lb", "", "", "unit", new)),
        (fill("316", "4.00"), fm_form("Add product", "Sugar snap peas", "1/2 lb", "4.00", "", "price", new)),
        (fill("318", "20"), fm_form("Add product", "Sugar snap peas", "1/2 lb", "4.00", "20", "stock", new)),
        (click("324"), fm_products(p3, note="Sugar snap peas added.")),
        (click("23"), ord_page),
    ], state=fm_products(p0))


# ---------------------------------------------------------------- 17 Jira backlog (sprint point totals do not add up)
JI = "https://paylane.atlassian.net/jira/software/projects/PAY/boards/12"


def ji_issue_rows(issues: list[list], base: int) -> str:
    out = []
    for i, (key, summ, epic, status, pts, who) in enumerate(issues):
        b = base + 6 * i
        out.append(f"[{b}] row ''\n  StaticText 'Story'\n  [{b + 1}] link {q(key)}\n  [{b + 2}] cell {q(summ)}\n  [{b + 3}] button {q(epic)}\n  [{b + 4}] button {q(status)}\n  StaticText '{pts}'\n  [{b + 5}] img {q(who)}")
    return "\n".join(out)


def ji_top(active: str) -> str:
    nav = ["Timeline", "Backlog", "Board", "Reports", "Issues", "Components"]
    links = "\n".join(f"  [{41 + i}] link {q(n)}" + (", current='page'" if n == active else "") for i, n in enumerate(nav))
    return f"""
[10] banner ''
  [11] link 'Go to your Jira homepage'
  [12] button 'Your work'
  [13] button 'Projects'
  [14] button 'Filters'
  [16] button 'Create'
  [17] combobox 'Search', clickable
  [19] button 'Your profile and settings'
[40] navigation 'Project sidebar · Payments (PAY)'
{links}"""


def ji_backlog(sprint: list[list], totals: tuple[int, int, int], panel: str = "") -> str:
    backlog = [["PAY-425", "Rate-limit dashboard login attempts", "Security", "To Do", 3, "Unassigned"],
               ["PAY-426", "Migrate cron jobs to scheduler service", "Platform", "To Do", 5, "Unassigned"],
               ["PAY-428", "Add currency column to payout CSV export", "Payouts", "To Do", 2, "Unassigned"],
               ["PAY-430", "Spike: evaluate ledger database options", "Platform", "To Do", 8, "Unassigned"]]
    return ax(f"{JI}/backlog" + ("?selectedIssue=PAY-421" if panel else ""), "Backlog - PAY board - Jira", ji_top("Backlog") + f"""
[100] main ''
  [101] heading 'Backlog'
  [102] searchbox 'Search backlog', clickable
  [104] button 'Epic', hasPopup='menu'
  [106] group 'PAY Sprint 14'
    [107] heading 'PAY Sprint 14'
    StaticText 'Jun 16 – Jun 27 (7 issues)'
    [109] generic 'To Do: {totals[0]} of {sum(totals)} (story points)'
      StaticText '{totals[0]}'
    [110] generic 'In progress: {totals[1]} of {sum(totals)} (story points)'
      StaticText '{totals[1]}'
    [111] generic 'Done: {totals[2]} of {sum(totals)} (story points)'
      StaticText '{totals[2]}'
    [112] button 'Complete sprint'
    [114] table ''
{blk(ji_issue_rows(sprint, 120), 3)}
  [170] group 'Backlog'
    [171] heading 'Backlog'
    StaticText '4 issues'
    [173] generic 'To Do: 18 of 18 (story points)'
      StaticText '18'
    [174] button 'Create sprint'
    [176] table ''
{blk(ji_issue_rows(backlog, 180), 3)}""" + panel)


def ji_panel(status: str, pts: str, updated: str, editing: str = "", menu: bool = False) -> str:
    pv = f"[726] textbox 'Story point estimate', clickable, focused, value={editing!r}" if editing else f"[726] button 'Story point estimate {pts}'\n    StaticText {q(pts)}"
    mn = ""
    if menu:
        mn = """
  [740] menu 'Transition issue'
    [741] menuitem 'In Progress'
    [742] menuitem 'In Review'
    [743] menuitem 'Done'"""
    return f"""
[700] complementary 'Issue details'
  [701] button 'Close'
  [702] link 'PAY-421'
  [703] heading 'Audit log export CSV'
  [705] button {q(status)}, hasPopup='menu', expanded={menu}
  [707] heading 'Description'
  StaticText 'Compliance needs a CSV export of the admin audit log (actor, action, target, IP, timestamp UTC) for a chosen date range, capped at 100k rows.'
  [710] group 'Details'
    StaticText 'Assignee'
    [711] button 'Priya Raman'
    StaticText 'Reporter'
    [713] button 'Leon Brandt'
    StaticText 'Labels'
    [715] button 'compliance'
    StaticText 'Sprint'
    [717] link 'PAY Sprint 14'
    StaticText 'Priority'
    [719] button 'Medium'
    StaticText 'Story point estimate'
    {pv}
  StaticText 'Created June 9, 2025 at 2:14 PM'
  StaticText {q(updated)}{mn}"""


def t17(rs: RowSet) -> None:
    sprint = [["PAY-412", "Add retry with backoff to webhook consumer", "Webhooks", "In Progress", 5, "Priya Raman"],
              ["PAY-415", "Refund flow: partial refunds UI", "Refunds", "In Progress", 8, "Tom Okafor"],
              ["PAY-418", "Upgrade Stripe SDK to v12", "Platform", "To Do", 3, "Leon Brandt"],
              ["PAY-420", "Idempotency keys for payout API", "Payouts", "To Do", 5, "Tom Okafor"],
              ["PAY-421", "Audit log export CSV", "Compliance", "To Do", 5, "Priya Raman"],
              ["PAY-409", "Fix currency rounding in invoices", "Payouts", "Done", 3, "Leon Brandt"],
              ["PAY-410", "Alert on failed payouts", "Payouts", "Done", 5, "Priya Raman"]]

    def totals(rows: list[list]) -> tuple[int, int, int]:
        return (sum(r[4] for r in rows if r[3] == "To Do"), sum(r[4] for r in rows if r[3] == "In Progress"),
                sum(r[4] for r in rows if r[3] == "Done"))
    state = ji_backlog(sprint, totals(sprint))
    up0 = "Updated June 20, 2025 at 4:41 PM"
    s8 = [list(r) for r in sprint]
    s8[4][4] = 8
    s9 = [list(r) for r in s8]
    s9[4][3] = "In Progress"
    good = totals(s9)
    shown = (good[0], good[1] - 2, good[2])  # 8 / 19 / 8 instead of 8 / 21 / 8
    cols = {"To Do": [r for r in s9 if r[3] == "To Do"], "In Progress": [r for r in s9 if r[3] == "In Progress"],
            "In Review": [], "Done": [r for r in s9 if r[3] == "Done"]}

    def board(panel: str = "") -> str:
        out, b = [], 300
        for cname, rows in cols.items():
            out.append(f"[{b}] group {q(cname.upper() + ' ' + str(len(rows)))}")
            for j, (key, summ, epic, _st, pts, who) in enumerate(rows):
                c = b + 2 + 4 * j
                out.append(f"  [{c}] button {q(summ + ' ' + key)}\n    StaticText {q(summ)}\n    StaticText {q(epic)}\n    StaticText {q(key)}\n    StaticText 'Story point estimate: {pts}'\n    [{c + 1}] img {q('Assignee: ' + who)}")
            b += 30
        return ax(f"{JI}" + ("?selectedIssue=PAY-412" if panel else ""), "PAY board - Agile board - Jira", ji_top("Board") + f"""
[100] main ''
  [280] heading 'PAY Sprint 14'
  StaticText '4 days remaining'
  [282] button 'Complete sprint'
  [284] searchbox 'Search this board', clickable
  [286] button 'Group by None', hasPopup='menu'
{blk(chr(10).join(out), 1)}""" + panel)
    p412 = """
[200] complementary 'Issue details'
  [201] button 'Close'
  [202] link 'PAY-412'
  [203] heading 'Add retry with backoff to webhook consumer'
  [205] button 'In Progress', hasPopup='menu', expanded=False
  [207] heading 'Description'
  StaticText 'Retry failed webhook deliveries with exponential backoff (1s, 4s, 16s, 64s, 256s) and move to the dead-letter queue after the fifth failure.'
  [210] group 'Details'
    StaticText 'Assignee'
    [211] button 'Priya Raman'
    StaticText 'Reporter'
    [213] button 'Tom Okafor'
    StaticText 'Sprint'
    [217] link 'PAY Sprint 14'
    StaticText 'Priority'
    [219] button 'High'
    StaticText 'Story point estimate'
    [226] button 'Story point estimate 5'
      StaticText '5'
  StaticText 'Created June 3, 2025 at 10:05 AM'
  StaticText 'Updated June 24, 2025 at 9:12 AM'"""
    rs.add("web", "h61-web-17", SYSTEM, [
        (click("145"), ji_backlog(sprint, totals(sprint), ji_panel("To Do", "5", up0))),
        (click("726"), ji_backlog(sprint, totals(sprint), ji_panel("To Do", "5", up0, editing="5"))),
        (fill("726", "8"), ji_backlog(sprint, totals(sprint), ji_panel("To Do", "5", up0, editing="8"))),
        (press("Enter"), ji_backlog(s8, totals(s8), ji_panel("To Do", "8", "Updated just now"))),
        (click("705"), ji_backlog(s8, totals(s8), ji_panel("To Do", "8", "Updated just now", menu=True))),
        (click("741"), ji_backlog(s9, shown, ji_panel("In Progress", "8", "Updated just now"))),
        (click("43"), board()),
        (click("332"), board(p412)),
        (click("201"), board()),
    ], state=state, bad=True, turn=6,
        kind="After PAY-421 (now 8 points) moves to In Progress, the sprint totals read To Do 8 / In progress 19 / Done 8 (35 points) instead of 8 / 21 / 8, although turn 4 showed 37 points in the sprint.")


# ---------------------------------------------------------------- 18 podcast host episode manager (audio duration changes)
TF = "https://dashboard.transistor.fm/shows/night-shift-gardening"
EP112_OLD = "Overwintering dahlias"
EP112_NEW = "Overwintering dahlias (and what to do about rot)"


def tf_top(active: str) -> str:
    nav = ["Overview", "Episodes", "Analytics", "Distribution", "Website", "Settings"]
    links = "\n".join(f"    [{21 + i}] link {q(n)}" + (", current='page'" if n == active else "") for i, n in enumerate(nav))
    return f"""
[10] banner ''
  [11] link 'Transistor'
  [12] button 'Night Shift Gardening', hasPopup='menu', expanded=False
  [14] button 'Account: Ruth Okonedo'
  [20] navigation 'Show'
{links}"""


def tf_list(ep112: tuple[str, str], dl111: int, note: str = "") -> str:
    eps = [("112", ep112[0], ep112[1], "48:21", "—"),
           ("111", "Slugs, beer traps and myths", "Published Jun 12, 2025", "41:37", f"{dl111:,}"),
           ("110", "Seed swaps near you", "Published May 29, 2025", "52:10", "2,903"),
           ("109", "No-dig beds, two years later", "Published May 15, 2025", "45:48", "3,417"),
           ("108", "Interview: Dr. Ines Farrow on soil fungi", "Published May 1, 2025", "1:02:55", "4,120")]
    out = []
    for i, (num, t, st, dur, dl) in enumerate(eps):
        b = 110 + 6 * i
        out.append(f"[{b}] row ''\n  [{b + 1}] cell 'S4 · E{num}'\n  [{b + 2}] cell ''\n    [{b + 3}] link {q(t)}\n  [{b + 4}] cell {q(st)}\n  StaticText {q(dur)}\n  StaticText {q(dl + ' downloads' if dl != '—' else '—')}\n  [{b + 5}] link {q('Edit ' + t)}")
    nt = f"\n  [101] status ''\n    StaticText {q(note)}" if note else ""
    return ax(f"{TF}/episodes", "Episodes · Night Shift Gardening · Transistor", tf_top("Episodes") + f"""
[30] main ''{nt}
  [100] heading 'Episodes'
  [102] button 'Add new episode'
  [104] searchbox 'Search episodes', clickable
  [106] table ''
{blk(chr(10).join(out), 2)}
  StaticText '112 episodes · showing 1–5'
  [160] link 'Next page'""")


def tf_edit(title: str, mode: str, date: str, focus: str) -> str:
    sched = ""
    if mode == "Schedule":
        dv = f", value={date!r}" if date else ""
        sched = f"""
    [236] textbox 'Publish date (YYYY-MM-DD)', clickable{dv}{', focused' if focus == 'date' else ''}
    [237] textbox 'Time', clickable, value='06:00'
    StaticText 'America/Chicago (CDT)'"""
    radios = "\n".join(f"    [{231 + i}] radio {q(m)}, checked='{'true' if m == mode else 'false'}'" for i, m in enumerate(["Draft", "Publish now", "Schedule"]))
    return ax(f"{TF}/episodes/ep-4471203/edit", "Edit episode · Night Shift Gardening · Transistor", tf_top("Episodes") + f"""
[30] main ''
  [200] heading 'Edit episode'
  [202] textbox 'Title', clickable, required, value={title!r}{', focused' if focus == 'title' else ''}
  [204] spinbutton 'Season', clickable, value='4'
  [205] spinbutton 'Episode number', clickable, value='112'
  [206] combobox 'Episode type', hasPopup='menu', expanded=False, value='Full'
  [208] textbox 'Summary', clickable, value='Lifting, dividing and storing tubers so they make it to spring.'
  [210] textbox 'Description', clickable, multiline=True, value='Ruth and Marco dig up last year\\'s dahlias, talk through curing, dusting and storage temperatures, and answer listener questions about rot and shrivelling.'
  [214] group 'Audio'
    StaticText 'ep112-final.mp3 · 48:21 · 44.3 MB · MP3 128 kbps mono · 44.1 kHz'
    [216] button 'Replace audio'
  [220] checkbox 'Explicit content', checked='false'
  [222] combobox 'Episode artwork', hasPopup='menu', expanded=False, value='Use show artwork'
  [230] radiogroup 'Publishing'
{radios}{sched}
  [240] button 'Save episode'
  [241] link 'Cancel'""")


def t18(rs: RowSet) -> None:
    state = tf_list((EP112_OLD, "Draft"), 1284)
    sched = "Scheduled Thu, Jun 26, 2025, 6:00 AM CDT"
    an = [("111", "Slugs, beer traps and myths", "1,293", "1,293", "412"), ("110", "Seed swaps near you", "2,903", "618", "91"),
          ("109", "No-dig beds, two years later", "3,417", "402", "60"), ("108", "Interview: Dr. Ines Farrow on soil fungi", "4,120", "377", "48")]
    al = "\n".join(f"[{310 + 6 * i}] row ''\n  [{311 + 6 * i}] cell {q('E' + n + ' · ' + t)}\n  [{312 + 6 * i}] cell {q(a)}\n  [{313 + 6 * i}] cell {q(m)}\n  [{314 + 6 * i}] cell {q(w)}" for i, (n, t, a, m, w) in enumerate(an))
    anal = ax(f"{TF}/analytics", "Analytics · Night Shift Gardening · Transistor", tf_top("Analytics") + f"""
[30] main ''
  [300] heading 'Analytics'
  StaticText 'All-time downloads: 48,217 · Last 30 days: 5,904 · Last 7 days: 1,107'
  StaticText 'Estimated subscribers: 2,760'
  [304] combobox 'Date range', hasPopup='menu', expanded=False, value='Last 30 days'
  [306] table 'Downloads by episode'
    [307] row ''
      StaticText 'Episode · All time · Last 30 days · Last 7 days'
{blk(al, 2)}
  StaticText 'Data refreshes every hour · last refreshed 10:00 AM CDT'""")

    def ep_page(tab: str, dur: str) -> str:
        tabs = "\n".join(f"    [{402 + i}] tab {q(t)}, selected={t == tab}" for i, t in enumerate(["Overview", "Audio", "Transcript", "Embed"]))
        if tab == "Audio":
            panel = f"""
  [410] tabpanel 'Audio'
    [411] table ''
      [412] row ''
        [413] rowheader 'File'
        [414] cell 'ep112-final.mp3'
      [415] row ''
        [416] rowheader 'Duration'
        [417] cell {q(dur)}
      [418] row ''
        [419] rowheader 'Size'
        [420] cell '44.3 MB'
      [421] row ''
        [422] rowheader 'Format'
        [423] cell 'MP3 · 128 kbps · mono · 44.1 kHz'
      [424] row ''
        [425] rowheader 'Uploaded'
        [426] cell 'Jun 22, 2025, 9:48 PM CDT'
    [428] button 'Replace audio'
    [429] button 'Download original'"""
        elif tab == "Transcript":
            panel = """
  [410] tabpanel 'Transcript'
    StaticText 'Transcript ready · 7,412 words · generated Jun 22, 2025, 10:06 PM CDT'
    [431] button 'Edit transcript'
    [432] button 'Download (.srt)'
    StaticText '[00:00:00] Ruth: Welcome back to Night Shift Gardening, I\\'m Ruth.'
    StaticText '[00:00:04] Marco: And I\\'m Marco, and today my hands are covered in dahlia mud.'
    StaticText '[00:00:09] Ruth: It\\'s lifting season. Let\\'s talk about getting tubers through the winter.'"""
        else:
            panel = f"""
  [410] tabpanel 'Overview'
    StaticText {q(sched)}
    StaticText 'Audio: ep112-final.mp3'
    [441] link 'Preview episode page'"""
        return ax(f"{TF}/episodes/ep-4471203" + ("" if tab == "Overview" else "/" + tab.lower()), f"{EP112_NEW} · Transistor", tf_top("Episodes") + f"""
[30] main ''
  [398] link 'All episodes'
  [399] heading {q(EP112_NEW)}
  StaticText 'S4 · E112 · {sched}'
  [401] tablist ''
{tabs}{panel}""")
    rs.add("web", "h61-web-18", SYSTEM, [
        (click("115"), tf_edit(EP112_OLD, "Draft", "", "")),
        (fill("202", EP112_NEW), tf_edit(EP112_NEW, "Draft", "", "title")),
        (click("233"), tf_edit(EP112_NEW, "Schedule", "", "date")),
        (fill("236", "2025-06-26"), tf_edit(EP112_NEW, "Schedule", "2025-06-26", "date")),
        (click("240"), tf_list((EP112_NEW, sched), 1291, note="Episode scheduled for Thu, Jun 26, 2025 at 6:00 AM CDT.")),
        (click("23"), anal),
        (click("22"), tf_list((EP112_NEW, sched), 1293)),
        (click("113"), ep_page("Overview", "")),
        (click("403"), ep_page("Audio", "46:21")),
        (click("404"), ep_page("Transcript", "")),
    ], state=state, bad=True, turn=9,
        kind="The Audio tab gives ep112-final.mp3 a duration of 46:21, but the same file (44.3 MB, 128 kbps) was 48:21 in the episode list and edit form.")


# ---------------------------------------------------------------- 19 Roundcube webmail (clean)
RC = "https://mail.kestrelpartners.net"


def rc_frame(folder: str, counts: dict[str, int], body: str) -> str:
    names = ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive"]
    fl = "\n".join(f"    [{40 + i}] link {q(n + (f' ({counts[n]})' if counts.get(n) else ''))}" + (", current='page'" if n == folder else "") for i, n in enumerate(names))
    return ax(f"{RC}/?_task=mail&_mbox={folder if folder != 'Inbox' else 'INBOX'}", f"Kestrel Partners Webmail :: {folder}", f"""
[10] banner ''
  [11] link 'Kestrel Partners Webmail'
  [12] link 'Mail'
  [13] link 'Contacts'
  [14] link 'Settings'
  StaticText 'jonah.kim@kestrelpartners.net'
  [16] button 'Logout'
[30] navigation 'Folder list'
  [31] link 'Compose'
  [32] list ''
{fl}
  StaticText 'Quota: 3.1 GB of 10 GB (31%)'
{body}""")


def rc_list(msgs: list[tuple[str, str, str, str, str, str]], selected: int | None = None, note: str = "", preview: str = "") -> str:
    rows = []
    for i, (who, subj, when, size, flags, _mid) in enumerate(msgs):
        b = 110 + 4 * i
        rows.append(f"[{b}] row {q(flags)}{', selected=True' if selected == i else ''}\n  [{b + 1}] cell {q(who)}\n  [{b + 2}] link {q(subj)}\n  [{b + 3}] cell {q(when + ' · ' + size)}")
    nt = f"\n[95] status ''\n  StaticText {q(note)}" if note else ""
    return f"""[100] toolbar ''
  [101] button 'Reply'{'' if selected is not None else ', disabled=True'}
  [102] button 'Reply all'{'' if selected is not None else ', disabled=True'}
  [103] button 'Forward'{'' if selected is not None else ', disabled=True'}
  [104] button 'Delete'{'' if selected is not None else ', disabled=True'}
  [105] button 'Archive'{'' if selected is not None else ', disabled=True'}
  [106] button 'Mark', hasPopup='menu'
  [107] searchbox 'Search', clickable{nt}
[108] table 'Message list'
{blk(chr(10).join(rows), 1)}
StaticText 'Messages 1 to {len(msgs)} of {len(msgs)}'{preview}"""


RC_INBOX = [
    ("Dana Whitfield", "Q3 budget — final numbers", "Today 10:41", "48 KB", "unread, attachment", "m1"),
    ("GitHub", "[kestrel/ops] Dependabot alert: jinja2 (moderate)", "Today 09:58", "12 KB", "unread", "m2"),
    ("Sam Ortiz", "Lunch Thursday?", "Today 09:12", "6 KB", "unread", "m3"),
    ("Zoom", "Cloud recording is now available: Weekly ops sync", "Today 08:30", "9 KB", "read", "m4"),
    ("Priya Anand", "Re: Vendor contract redlines", "Yesterday 17:22", "210 KB", "read, attachment", "m5"),
    ("Morning Brew", "☕ Chips, tariffs and a very large pumpkin", "Yesterday 06:00", "88 KB", "unread", "m6"),
    ("AWS Billing", "Amazon Web Services Invoice Available [Account: 4417-2290-8831]", "Sat 14:05", "31 KB", "read", "m7"),
    ("Lucia Fernández", "Offsite venue shortlist", "Fri 16:48", "1.2 MB", "read, attachment", "m8"),
    ("IT Helpdesk", "Scheduled maintenance: VPN, Sat 22:00–23:00", "2025-06-18 09:30", "7 KB", "read", "m9"),
    ("Dana Whitfield", "Q3 budget — draft for comment", "2025-06-17 15:10", "44 KB", "read, attachment", "m10"),
]


def t19(rs: RowSet) -> None:
    inbox = list(RC_INBOX)
    state = rc_frame("Inbox", {"Inbox": 4, "Junk": 1}, rc_list(inbox))
    budget_body = ("Hi Jonah, attached are the final Q3 numbers. Headcount stays at 14; the tooling line went from $38,400 to "
                   "$41,900 after the Datadog renewal. Can you confirm ops is fine with that before Thursday's review? Thanks, Dana")
    pv = f"""
[200] region 'Message preview'
  [201] heading 'Q3 budget — final numbers'
  StaticText 'From Dana Whitfield <dana.whitfield@kestrelpartners.net> on 2025-06-24 10:41'
  StaticText 'To jonah.kim@kestrelpartners.net'
  [204] link 'Q3-budget-final.xlsx (41 KB)'
  StaticText {q(budget_body)}"""
    read = list(inbox)
    read[0] = ("Dana Whitfield", "Q3 budget — final numbers", "Today 10:41", "48 KB", "read, attachment", "m1")
    t1 = rc_frame("Inbox", {"Inbox": 3, "Junk": 1}, rc_list(read, 0, preview=pv))
    reply = "Thanks Dana, ops is fine with the $41,900 tooling line. The Datadog renewal is locked for 12 months, so no surprises in Q4. — Jonah"
    quoted = f"On 2025-06-24 10:41, Dana Whitfield wrote:\n> {budget_body}"

    def compose(body: str) -> str:
        return ax(f"{RC}/?_task=mail&_action=compose&_id=8f2c61a0", "Kestrel Partners Webmail :: Compose", f"""
[10] banner ''
  [11] link 'Kestrel Partners Webmail'
  [12] link 'Mail'
  [13] link 'Contacts'
  [14] link 'Settings'
  [16] button 'Logout'
[300] toolbar ''
  [301] button 'Send'
  [302] button 'Save'
  [303] button 'Spell'
  [304] button 'Attach'
  [305] button 'Signature'
[310] textbox 'From', value='Jonah Kim <jonah.kim@kestrelpartners.net>'
[312] textbox 'To', clickable, value='Dana Whitfield <dana.whitfield@kestrelpartners.net>'
[314] link 'Add Cc'
[315] link 'Add Bcc'
[316] textbox 'Subject', clickable, value='Re: Q3 budget — final numbers'
[318] textbox 'Message body', clickable, multiline=True, value={(body + chr(10) + chr(10) if body else '') + quoted!r}{', focused' if body else ''}
[320] combobox 'Editor type', hasPopup='menu', expanded=False, value='Plain text'
[322] checkbox 'Return receipt', checked='false'
[323] combobox 'Priority', hasPopup='menu', expanded=False, value='Normal'
[324] combobox 'Save sent message in', hasPopup='menu', expanded=False, value='Sent'""")
    replied = list(read)
    replied[0] = ("Dana Whitfield", "Q3 budget — final numbers", "Today 10:41", "48 KB", "read, replied, attachment", "m1")
    t4 = rc_frame("Inbox", {"Inbox": 3, "Junk": 1}, rc_list(replied, 0, note="Message sent successfully.", preview=pv))
    after = replied[1:]
    t5 = rc_frame("Inbox", {"Inbox": 3, "Junk": 1}, rc_list(after, note="Message(s) moved successfully."))
    sent = [("Dana Whitfield", "Re: Q3 budget — final numbers", "Today 11:02", "5 KB", "read", "s1"),
            ("Sam Ortiz", "Re: Offsite dates", "Yesterday 16:05", "3 KB", "read", "s2"),
            ("Priya Anand", "Vendor contract redlines", "Yesterday 11:47", "198 KB", "read, attachment", "s3"),
            ("IT Helpdesk", "Laptop for new hire (starts Jul 7)", "Fri 10:20", "4 KB", "read", "s4")]
    t6 = rc_frame("Sent", {"Inbox": 3, "Junk": 1}, rc_list(sent))
    arch = [("Dana Whitfield", "Q3 budget — final numbers", "Today 10:41", "48 KB", "read, replied, attachment", "m1"),
            ("Lucia Fernández", "Offsite: travel policy reminder", "2025-06-12 14:03", "22 KB", "read", "a2"),
            ("Dana Whitfield", "Q2 actuals vs plan", "2025-06-03 09:18", "61 KB", "read, replied, attachment", "a3")]
    t7 = rc_frame("Archive", {"Inbox": 3, "Junk": 1}, rc_list(arch))
    newmail = ("Zoom", "Meeting invitation: Q3 budget review (Thu 14:00)", "Today 11:04", "11 KB", "unread", "m11")
    inbox2 = [newmail] + after
    t8 = rc_frame("Inbox", {"Inbox": 4, "Junk": 1}, rc_list(inbox2))
    nl = list(inbox2)
    idx = [m[1] for m in nl].index("☕ Chips, tariffs and a very large pumpkin")
    nl[idx] = ("Morning Brew", "☕ Chips, tariffs and a very large pumpkin", "Yesterday 06:00", "88 KB", "read", "m6")
    pv2 = """
[200] region 'Message preview'
  [201] heading '☕ Chips, tariffs and a very large pumpkin'
  StaticText 'From Morning Brew <crew@morningbrew.com> on 2025-06-23 06:00'
  StaticText 'To jonah.kim@kestrelpartners.net'
  StaticText 'Remote content has been blocked for your privacy.'
  [205] button 'Allow'
  StaticText 'Good morning. Markets closed mixed on Friday as chip stocks slid for a third session…'
  [207] link 'Unsubscribe'"""
    t9 = rc_frame("Inbox", {"Inbox": 3, "Junk": 1}, rc_list(nl, idx, preview=pv2))
    rs.add("web", "h61-web-19", SYSTEM, [
        (click("112"), t1),
        (click("101"), compose("")),
        (fill("318", reply + "\n\n" + quoted), compose(reply)),
        (click("301"), t4),
        (click("105"), t5),
        (click("42"), t6),
        (click("45"), t7),
        (click("40"), t8),
        (click(str(110 + 4 * idx + 2)), t9),
    ], state=state)


# ---------------------------------------------------------------- 20 sports league fixtures (postponed match back to Scheduled)
LG = "https://admin.leaguehub.app/msfl"
LG_FIX = [
    ["M-0917", "10:00", "Eastfield Rovers", "Kingsway Athletic", "Calder Park, Pitch 3", "D. Mensah", "Scheduled"],
    ["M-0918", "10:00", "Harbour Lions", "St. Jude's Old Boys", "Calder Park, Pitch 1", "P. Novak", "Scheduled"],
    ["M-0919", "12:00", "Northside Albion", "Riverside Dynamos", "Millbrook Rec", "K. Osei", "Scheduled"],
    ["M-0920", "12:00", "Crown & Anchor FC", "Lakeside Town", "Calder Park, Pitch 2", "L. Byrne", "Scheduled"],
    ["M-0921", "14:00", "Parkhill Rangers", "Orchard Villa", "Millbrook Rec", "S. Akhtar", "Scheduled"],
]


def lg_top(active: str) -> str:
    nav = ["Fixtures", "Results", "Standings", "Teams", "Referees", "Venues"]
    links = "\n".join(f"  [{21 + i}] link {q(n)}" + (", current='page'" if n == active else "") for i, n in enumerate(nav))
    return f"""
[10] banner ''
  [11] link 'LeagueHub'
  StaticText 'Metro Sunday Football League · 2025 season · Division 2'
  [14] button 'Admin: Carla Ruiz', hasPopup='menu', expanded=False
[20] navigation 'League admin'
{links}"""


def lg_fixtures(fix: list[list], venue: str = "All venues", note: str = "") -> str:
    shown = [f for f in fix if venue == "All venues" or f[4] == venue]
    rows = []
    for i, (mid, ko, h, a, v, ref, st) in enumerate(shown):
        b = 120 + 8 * i
        rows.append(f"[{b}] row ''\n  [{b + 1}] cell {q(mid)}\n  [{b + 2}] cell {q(ko)}\n  [{b + 3}] cell {q(h + ' v ' + a)}\n  [{b + 4}] cell {q(v)}\n  [{b + 5}] cell {q(ref)}\n  [{b + 6}] cell {q(st)}\n  [{b + 7}] link {q('Edit ' + mid)}")
    nt = f"\n  [101] status ''\n    StaticText {q(note)}" if note else ""
    venues = ["All venues", "Calder Park, Pitch 1", "Calder Park, Pitch 2", "Calder Park, Pitch 3", "Millbrook Rec"]
    vo = "\n".join(f"    [{106 + i}] option {q(x)}, selected={x == venue}" for i, x in enumerate(venues))
    return ax(f"{LG}/fixtures?round=9" + ("" if venue == "All venues" else "&venue=millbrook-rec"), "Fixtures · MSFL Admin · LeagueHub", lg_top("Fixtures") + f"""
[30] main ''{nt}
  [100] heading 'Fixtures · Round 9 · Sun Jun 29, 2025'
  [102] combobox 'Round', hasPopup='menu', expanded=False, value='Round 9'
  [104] combobox 'Venue', hasPopup='menu', expanded=False, value={venue!r}
{vo}
  [112] button 'Add fixture'
  [114] table ''
    [115] row ''
      StaticText 'Match · Kick-off · Teams · Venue · Referee · Status'
{blk(chr(10).join(rows), 2)}
  StaticText 'Bye this round: Westgate United'""")


def lg_edit(status: str, reason: str, focus: str) -> str:
    sts = ["Scheduled", "Postponed", "Cancelled", "Played", "Abandoned"]
    so = "\n".join(f"  [{215 + i}] option {q(x)}, selected={x == status}" for i, x in enumerate(sts))
    rv = f", value={reason!r}" if reason else ""
    hint = "\nStaticText 'A postponed fixture keeps its round; set the new date later from this page.'" if status == "Postponed" else ""
    return ax(f"{LG}/fixtures/M-0919/edit", "Edit M-0919 · MSFL Admin · LeagueHub", lg_top("Fixtures") + f"""
[30] main ''
  [200] heading 'Edit fixture M-0919 · Northside Albion v Riverside Dynamos'
  [202] textbox 'Date', clickable, value='2025-06-29'
  [204] textbox 'Kick-off', clickable, value='12:00'
  [206] combobox 'Venue', hasPopup='menu', expanded=False, value='Millbrook Rec'
  [208] combobox 'Referee', hasPopup='menu', expanded=False, value='K. Osei'
  [212] combobox 'Status', hasPopup='menu', expanded=False, value={status!r}{', focused' if focus == 'status' else ''}
{blk(so, 1)}{chr(10) + blk(hint, 1) if hint else ''}
  [222] textbox 'Reason / public note', clickable{rv}{', focused' if focus == 'reason' else ''}
  [224] checkbox 'Email both team secretaries about this change', checked='true'
  [226] button 'Save fixture'
  [227] link 'Cancel'""")


LG_TABLE = [("Kingsway Athletic", 8, 6, 1, 1, 19, 8), ("Harbour Lions", 8, 5, 2, 1, 17, 9), ("Northside Albion", 7, 5, 1, 1, 14, 7),
            ("Eastfield Rovers", 7, 4, 1, 2, 13, 10), ("Crown & Anchor FC", 7, 3, 0, 4, 10, 12), ("Riverside Dynamos", 7, 3, 2, 2, 11, 9),
            ("Westgate United", 8, 2, 1, 5, 10, 15), ("Parkhill Rangers", 7, 2, 2, 3, 9, 10), ("St. Jude's Old Boys", 7, 2, 1, 4, 9, 13),
            ("Orchard Villa", 7, 1, 1, 5, 7, 14), ("Lakeside Town", 7, 0, 2, 5, 5, 17)]


def t20(rs: RowSet) -> None:
    state = lg_fixtures(LG_FIX)
    fix2 = [list(f) for f in LG_FIX]
    fix2[2][6] = "Postponed"
    reason = "Millbrook Rec pitch closed for re-seeding (council notice, Jun 24)"
    table = sorted(LG_TABLE, key=lambda r: (-(3 * r[2] + r[3]), -(r[5] - r[6]), -r[5], r[0]))
    tr = []
    for i, (team, p, w, d, lo, gf, ga) in enumerate(table):
        b = 310 + 3 * i
        gd = gf - ga
        tr.append(f"[{b}] row ''\n  [{b + 1}] cell '{i + 1}'\n  [{b + 2}] link {q(team)}\n  StaticText '{p} · {w} · {d} · {lo} · {gf} · {ga} · {gd:+d} · {3 * w + d}'")
    kpos = [r[0] for r in table].index("Kingsway Athletic")
    standings = ax(f"{LG}/standings", "Standings · MSFL Admin · LeagueHub", lg_top("Standings") + f"""
[30] main ''
  [300] heading 'Division 2 standings · after Round 8'
  StaticText 'Win 3 · Draw 1 · Loss 0 · ties broken by goal difference, then goals scored'
  [305] table ''
    [306] row ''
      StaticText 'Pos · Team · P · W · D · L · GF · GA · GD · Pts'
{blk(chr(10).join(tr), 2)}""")
    team = ax(f"{LG}/teams/kingsway-athletic", "Kingsway Athletic · MSFL Admin · LeagueHub", lg_top("Teams") + """
[30] main ''
  [400] heading 'Kingsway Athletic'
  StaticText 'Division 2 · Secretary: Owen Pryce (owen.pryce@kingswayathletic.org) · 21 registered players'
  StaticText 'Record: P 8 · W 6 · D 1 · L 1 · GF 19 · GA 8 · Pts 19'
  [404] heading 'Next fixture'
  StaticText 'Sun Jun 29, 10:00 · Eastfield Rovers v Kingsway Athletic · Calder Park, Pitch 3 · M-0917'
  [407] heading 'Recent results'
  [408] list ''
    [409] listitem ''
      StaticText 'Round 8 · Jun 22 · Kingsway Athletic 3–1 Westgate United'
    [410] listitem ''
      StaticText 'Round 7 · Jun 15 · Harbour Lions 1–1 Kingsway Athletic'
    [411] listitem ''
      StaticText 'Round 6 · Jun 8 · Kingsway Athletic 2–0 Orchard Villa'
  [415] link 'Squad list'
  [416] link 'Discipline record'""")
    r8 = [("M-0912", "Kingsway Athletic 3–1 Westgate United", "Calder Park, Pitch 3"), ("M-0913", "Harbour Lions 2–0 Lakeside Town", "Calder Park, Pitch 1"),
          ("M-0914", "Northside Albion 1–0 Crown & Anchor FC", "Millbrook Rec"), ("M-0915", "Eastfield Rovers 2–2 Orchard Villa", "Calder Park, Pitch 2"),
          ("M-0916", "Riverside Dynamos 1–1 St. Jude's Old Boys", "Millbrook Rec")]
    rl = "\n".join(f"[{510 + 3 * i}] row ''\n  [{511 + 3 * i}] cell {q(m)}\n  [{512 + 3 * i}] link {q(s)}\n  StaticText {q(v)}" for i, (m, s, v) in enumerate(r8))
    results = ax(f"{LG}/results?round=8", "Results · MSFL Admin · LeagueHub", lg_top("Results") + f"""
[30] main ''
  [500] heading 'Results · Round 8 · Sun Jun 22, 2025'
  [502] combobox 'Round', hasPopup='menu', expanded=False, value='Round 8'
  [505] table ''
{blk(rl, 2)}
  StaticText 'Bye this round: Parkhill Rangers'""")
    match = ax(f"{LG}/results/M-0912", "M-0912 · MSFL Admin · LeagueHub", lg_top("Results") + """
[30] main ''
  [600] heading 'M-0912 · Kingsway Athletic 3–1 Westgate United'
  StaticText 'Round 8 · Sun Jun 22, 2025, 10:00 · Calder Park, Pitch 3 · Referee D. Mensah'
  [603] heading 'Goals'
  StaticText "12' J. Adebayo (Kingsway) · 38' R. Hollis (Westgate) · 57' J. Adebayo (Kingsway) · 81' M. Sato (Kingsway, pen.)"
  [606] heading 'Discipline'
  StaticText "44' T. Brennan (Westgate) yellow · 79' D. Kowalski (Westgate) yellow"
  StaticText 'Result confirmed by both clubs · entered by D. Mensah, Jun 22, 12:41'
  [610] link 'Edit result'""")
    rs.add("web", "h61-web-20", SYSTEM, [
        (click("143"), lg_edit("Scheduled", "", "")),
        (sel("212", "Postponed"), lg_edit("Postponed", "", "status")),
        (fill("222", reason), lg_edit("Postponed", reason, "reason")),
        (click("226"), lg_fixtures(fix2, note="Fixture M-0919 saved. Emails sent to 2 team secretaries.")),
        (sel("104", "Millbrook Rec"), lg_fixtures(LG_FIX, venue="Millbrook Rec")),
        (click("23"), standings),
        (click(str(310 + 3 * kpos + 2)), team),
        (click("22"), results),
        (click("512"), match),
        ("go_back()", results),
    ], state=state, bad=True, turn=5,
        kind="Filtering by Millbrook Rec shows M-0919 as Scheduled again, although it was saved as Postponed at turn 4 with nothing changed since.")


# ---------------------------------------------------------------- 21 Nextcloud Files (clean)
NC = "https://cloud.hollis-arch.com"


def nc_size(kb: float) -> str:
    return f"{kb / 1024:.1f} MB" if kb >= 1024 else f"{kb:.0f} KB"


def nc_frame(url: str, title: str, body: str) -> str:
    return ax(url, title, f"""
[10] banner ''
  [11] link 'Hollis Architecture cloud'
  [12] link 'Dashboard'
  [13] link 'Files', current='page'
  [14] link 'Photos'
  [15] link 'Calendar'
  [16] link 'Talk'
  [18] button 'Search'
  [19] button 'Settings menu'
[30] navigation 'Files'
  [31] link 'All files'
  [32] link 'Recent'
  [33] link 'Favorites'
  [34] link 'Shared with you'
  [35] link 'Deleted files'
  StaticText '12.4 GB of 50 GB used'
{body}""")


def nc_folder(path: list[str], entries: list[tuple[str, float, str, bool]], menu: int | None = None, rename: tuple[int, str] | None = None) -> str:
    rows = []
    for i, (name, kb, mod, _is_dir) in enumerate(entries):
        b = 110 + 8 * i
        if rename and rename[0] == i:
            nm = f"  [{b + 2}] textbox 'Filename', clickable, focused, value={rename[1]!r}"
        else:
            nm = f"  [{b + 2}] link {q(name)}"
        rows.append(f"[{b}] row ''\n  [{b + 1}] checkbox {q('Toggle selection for file ' + name)}, checked='false'\n{nm}\n  [{b + 3}] button 'Share'\n  [{b + 4}] button 'Actions', hasPopup='menu', expanded={menu == i}\n  [{b + 5}] cell {q(nc_size(kb))}\n  [{b + 6}] cell {q(mod)}")
        if menu == i:
            items = ["Add to favorites", "Details", "Rename", "Move or copy", "Download", "Delete file"]
            rows.append("\n".join(f"  [{b + 60 + j}] menuitem {q(x)}" for j, x in enumerate(items)))
    dirs = sum(1 for e in entries if e[3])
    files = len(entries) - dirs
    total = sum(e[1] for e in entries)
    crumbs = "\n".join(f"  [{101 + i}] link {q(p)}" for i, p in enumerate(["All files"] + path))
    url = f"{NC}/apps/files/files?dir=/" + "/".join(p.replace(" ", "%20") for p in path)
    return nc_frame(url, f"{path[-1]} - Files - Hollis Architecture cloud", f"""
[100] navigation 'Breadcrumbs'
{crumbs}
[108] button 'New'
[109] table ''
  StaticText 'Name · Size · Modified'
{blk(chr(10).join(rows), 1)}
  StaticText '{dirs} folder{"s" if dirs != 1 else ""} and {files} file{"s" if files != 1 else ""} · {nc_size(total)}'""")


def t21(rs: RowSet) -> None:
    base = ["Projects", "Elm Street"]
    ent = [("Drawings", 148.2 * 1024, "3 days ago", True), ("Elm St - budget v2.xlsx", 39, "3 weeks ago", False),
           ("Elm St - budget v3.xlsx", 41, "yesterday", False), ("Elm St - client brief.docx", 84, "2 weeks ago", False),
           ("Meeting notes 2025-06-12.md", 6, "11 days ago", False), ("site-photos-2025-05.zip", 212.6 * 1024, "last month", False)]
    state = nc_folder(base, ent)
    e1 = [e for e in ent if e[0] != "Elm St - budget v2.xlsx"]
    final = "Elm St - budget FINAL.xlsx"
    e2 = [(final, 41, "yesterday", False) if e[0] == "Elm St - budget v3.xlsx" else e for e in e1]
    e3 = [e2[0], e2[1], ent[1]] + e2[2:]
    trash = [("Elm St - budget v2.xlsx", "Projects/Elm Street", "a few seconds ago", "39 KB"),
             ("old-logo-draft.ai", "Marketing", "5 days ago", "2.3 MB"), ("IMG_2231.HEIC", "Photos/2025", "last month", "3.1 MB")]

    def deleted(items: list[tuple[str, str, str, str]], note: str = "") -> str:
        rl = "\n".join(f"[{210 + 6 * i}] row ''\n  [{211 + 6 * i}] cell {q(n)}\n  [{212 + 6 * i}] cell {q(loc)}\n  [{213 + 6 * i}] cell {q(sz)}\n  [{214 + 6 * i}] cell {q(w)}\n  [{215 + 6 * i}] button {q('Restore ' + n)}" for i, (n, loc, w, sz) in enumerate(items))
        nt = f"\n[199] status ''\n  StaticText {q(note)}" if note else ""
        return nc_frame(f"{NC}/apps/files/trashbin", "Deleted files - Files - Hollis Architecture cloud", f"""{nt}
[200] heading 'Deleted files'
[205] table ''
  StaticText 'Name · Original location · Size · Deleted'
{blk(rl, 1)}
  StaticText '{len(items)} files'""")
    draw = [("A-101 Site plan.pdf", 12.4 * 1024, "3 days ago", False), ("A-201 Elevations.pdf", 18.9 * 1024, "3 days ago", False),
            ("A-301 Sections.pdf", 15.1 * 1024, "4 days ago", False), ("Elm St model v7.skp", 101.8 * 1024, "3 days ago", False)]
    ridx = [e[0] for e in e1].index("Elm St - budget v3.xlsx")
    rs.add("web", "h61-web-21", SYSTEM, [
        (click(str(110 + 8 + 4)), nc_folder(base, ent, menu=1)),
        (click(str(110 + 8 + 65)), nc_folder(base, e1)),
        (click(str(110 + 8 * ridx + 4)), nc_folder(base, e1, menu=ridx)),
        (click(str(110 + 8 * ridx + 62)), nc_folder(base, e1, rename=(ridx, "Elm St - budget v3.xlsx"))),
        (fill(str(110 + 8 * ridx + 2), final), nc_folder(base, e1, rename=(ridx, final))),
        (press("Enter"), nc_folder(base, e2)),
        (click("35"), deleted(trash)),
        (click("215"), deleted(trash[1:], note="Elm St - budget v2.xlsx restored to Projects/Elm Street")),
        (goto(f"{NC}/apps/files/files?dir=/Projects/Elm%20Street"), nc_folder(base, e3)),
        (click("112"), nc_folder(base + ["Drawings"], draw)),
    ], state=state)


# ---------------------------------------------------------------- 22 museum ticketing (ticket count changes)
MU = "https://tickets.halvorsenmuseum.org"


def mu_top() -> str:
    return """
[10] banner ''
  [11] link 'Halvorsen Museum of Natural History'
  [12] link 'Visit'
  [13] link 'Exhibitions'
  [14] link 'Membership'
  [15] link 'My orders'
  StaticText 'Signed in as Aleksander Berg'"""


def mu_qty(adult: int, child: int, addon: bool, focus: str = "") -> str:
    n = adult + child
    sub = 22 * adult + 14 * child + (6 * n if addon else 0)
    parts = [f"{adult} × Adult" if adult else "", f"{child} × Child" if child else ""]
    summary = ", ".join(p for p in parts if p) or "No tickets selected"
    add = f" + Deep Time ×{n}" if addon and n else ""
    return ax(f"{MU}/visit/2025-07-12/1200", "Choose tickets · Halvorsen Museum", mu_top() + f"""
[30] main ''
  [100] heading 'General admission · Sat Jul 12, 2025 · 12:00 entry'
  StaticText '12 tickets left for this time'
  [103] group 'Tickets'
    StaticText 'Adult · $22.00'
    [105] spinbutton 'Adult', clickable, valuemin=0, valuemax=10, value='{adult}'{', focused' if focus == 'a' else ''}
    StaticText 'Senior (65+) · $18.00'
    [107] spinbutton 'Senior (65+)', clickable, valuemin=0, valuemax=10, value='0'
    StaticText 'Child (4–12) · $14.00'
    [109] spinbutton 'Child (4–12)', clickable, valuemin=0, valuemax=10, value='{child}'{', focused' if focus == 'c' else ''}
    StaticText 'Under 4 · free'
    [111] spinbutton 'Under 4', clickable, valuemin=0, valuemax=10, value='0'
  [114] checkbox 'Add special exhibition: Deep Time — Fossils of the Karoo (+$6.00 per ticket)', checked='{str(addon).lower()}'{', focused' if focus == 'x' else ''}
  StaticText {q(summary + add)}
  StaticText 'Subtotal: {money(sub)}'
  [118] button 'Continue', disabled={n == 0}
  [119] link 'Change date or time'""")


def t22(rs: RowSet) -> None:
    slots = [("10:00", "Sold out"), ("11:00", "38 left"), ("12:00", "12 left"), ("13:00", "54 left"), ("14:00", "61 left"), ("15:00", "70 left")]
    sl = "\n".join(f"  [{60 + i}] button {q(t + ' · ' + s)}" + (", disabled=True" if s == "Sold out" else "") for i, (t, s) in enumerate(slots))
    state = ax(f"{MU}/visit/2025-07-12", "Choose a time · Halvorsen Museum", mu_top() + f"""
[30] main ''
  [40] heading 'Plan your visit'
  [42] textbox 'Date', clickable, value='Sat, Jul 12, 2025'
  StaticText 'Open 10:00 – 17:00 · last entry 16:00'
  StaticText 'Prices: Adult $22 · Senior (65+) $18 · Child (4–12) $14 · Under 4 free · Members free'
  [50] group 'Entry time'
{sl}""")
    checkout = ax(f"{MU}/checkout", "Checkout · Halvorsen Museum", mu_top() + """
[30] main ''
  [200] heading 'Checkout'
  [202] textbox 'Email for tickets', clickable, value='a.berg@posteo.net'
  [204] table 'Order summary'
    [205] row ''
      [206] cell 'Adult × 2'
      [207] cell '$44.00'
    [208] row ''
      [209] cell 'Child (4–12) × 1'
      [210] cell '$14.00'
    [211] row ''
      [212] cell 'Deep Time: Fossils of the Karoo × 3'
      [213] cell '$18.00'
    [214] row ''
      [215] cell 'Booking fee'
      [216] cell '$0.00'
    [217] row ''
      [218] cell 'Total'
      [219] cell '$76.00'
  StaticText 'Sat Jul 12, 2025 · 12:00 entry · 3 tickets'
  [222] radio 'Mastercard ending 5512 (exp. 04/28)', checked='true'
  [223] radio 'Use a different card', checked='false'
  StaticText 'By placing your order you agree to the visitor terms. Tickets are non-refundable but can be moved to another date up to 24 hours before entry.'
  [226] button 'Place order · $76.00'
  [227] link 'Back'""")
    conf = ax(f"{MU}/orders/HMNH-2507-48213", "Order confirmed · Halvorsen Museum", mu_top() + """
[30] main ''
  [300] heading 'Thank you — your order is confirmed'
  StaticText 'Order HMNH-2507-48213 · Sat Jul 12, 2025 · 12:00 entry · 3 tickets'
  StaticText 'Tickets were emailed to a.berg@posteo.net. Show the QR codes at the entrance; the Deep Time gallery is on level 2.'
  [304] list ''
    [305] listitem ''
      [306] img 'QR code T-48213-01'
      StaticText 'T-48213-01 · Adult · General admission + Deep Time'
    [308] listitem ''
      [309] img 'QR code T-48213-02'
      StaticText 'T-48213-02 · Adult · General admission + Deep Time'
    [311] listitem ''
      [312] img 'QR code T-48213-03'
      StaticText 'T-48213-03 · Child (4–12) · General admission + Deep Time'
  StaticText 'Total paid: $76.00 · Mastercard ending 5512'
  [316] link 'Add to Apple Wallet'
  [317] link 'Download PDF tickets'""")
    orders = ax(f"{MU}/account/orders", "My orders · Halvorsen Museum", mu_top() + """
[30] main ''
  [400] heading 'My orders'
  [402] table ''
    [403] row ''
      StaticText 'Order · Visit · Tickets · Total · Status'
    [404] row ''
      [405] link 'HMNH-2507-48213'
      [406] cell 'Sat Jul 12, 2025 · 12:00'
      [407] cell '4 tickets'
      [408] cell '$76.00'
      [409] cell 'Confirmed'
    [410] row ''
      [411] link 'HMNH-2504-11907'
      [412] cell 'Sat Apr 5, 2025 · 11:00'
      [413] cell '2 tickets'
      [414] cell '$44.00'
      [415] cell 'Used'
  [420] link 'Membership: save on every visit'""")
    rs.add("web", "h61-web-22", SYSTEM, [
        (click("62"), mu_qty(0, 0, False)),
        (fill("105", "2"), mu_qty(2, 0, False, "a")),
        (fill("109", "1"), mu_qty(2, 1, False, "c")),
        (click("114"), mu_qty(2, 1, True, "x")),
        (click("118"), checkout),
        (click("226"), conf),
        (click("15"), orders),
    ], state=state, bad=True, turn=7,
        kind="My orders lists HMNH-2507-48213 with 4 tickets, but the order was placed and confirmed for 3 tickets (2 adult, 1 child).")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
