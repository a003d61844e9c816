# ruff: noqa: E501
"""Held-out set h65, domain ``web``: 22 browser trajectories (BrowserGym actions on element bids, WebArena-style
accessibility trees), 11 clean and 11 with exactly one contradiction.

Written blind to the checker. Each page is rendered from a small state so that a clean trajectory stays
consistent through edits, renames, deletions and live counters; a bad trajectory differs from the truth in one
planted detail only, at the turn named in its label.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (URL and accessibility tree with element bids)
3. **Browser Action**: A BrowserGym browser control action

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

---

# Action Space

```text
21 different types of actions are available.
noop(wait_ms: float = 1000)
mouse_move(x: float, y: float)
mouse_click(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
mouse_dblclick(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
mouse_down(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
mouse_up(x: float, y: float, button: Literal['left', 'middle', 'right'] = 'left')
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

---

# Content Requirements

A page-changing action is any action that changes the visible page identity or main content, including link clicks, menu selections, tab switches, pagination, search submissions, modal openings, reload-like transitions, and browser navigation actions.

Before producing the final answer, do this checklist:
1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current page state representation format exactly: a `URL:` line, then the accessibility tree with one node per line, tab-indented, interactive nodes prefixed by their bid in square brackets.
The predicted next page state should follow the same representation schema, structure, and level of detail as the current page state.
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def tree(title: str, url: str, body: str) -> str:
    """A page: ``body`` is indented two spaces per level below the root."""
    lines = []
    for ln in textwrap.dedent(body).strip("\n").split("\n"):
        if not ln.strip():
            continue
        s = ln.lstrip(" ")
        lines.append("\t" * ((len(ln) - len(s)) // 2) + s)
    return axtree(title, lines, url)


def ind(block: str, n: int) -> str:
    """Re-indent a dedented block by ``n`` levels (two spaces each) for splicing into a page body."""
    pad = "  " * n
    return "\n".join(pad + ln if ln.strip() else ln for ln in textwrap.dedent(block).strip("\n").split("\n"))


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------------------------------------------------------
# 01 OneStopShop (WebArena shopping) — clean
# ---------------------------------------------------------------------------------------------------------------
SHOP = "http://localhost:7770"


def shop_head(items: int, search: str = "") -> str:
    val = f", value='{search}'" if search else ""
    return ind(f"""
        [227] link 'My Account', clickable
        [228] link 'My Wish List', clickable
        [229] link 'Sign Out', clickable
        StaticText 'Welcome, Emma Lopez!'
        [232] link 'Skip to Content', clickable
        [235] link 'store logo', clickable
          [238] image 'one_stop_market_logo'
        [239] link 'My Cart {items} items', clickable
        StaticText 'Search'
        [372] combobox 'Search', clickable{val}, autocomplete='both', hasPopup='listbox', expanded=False
        [375] link 'Advanced Search', clickable
        [374] button 'Search', clickable{'' if search else ', disabled=True'}
        [241] tablist '', multiselectable=False, orientation='horizontal'
          [243] tabpanel ''
            [10] menu '', orientation='vertical'
              [507] menuitem 'Beauty & Personal Care', clickable, hasPopup='menu'
              [572] menuitem 'Sports & Outdoors', clickable, hasPopup='menu'
              [582] menuitem 'Clothing, Shoes & Jewelry', clickable, hasPopup='menu'
              [596] menuitem 'Home & Kitchen', clickable, hasPopup='menu'
              [633] menuitem 'Office Products', clickable, hasPopup='menu'
              [641] menuitem 'Tools & Home Improvement', clickable, hasPopup='menu'
              [646] menuitem 'Health & Household', clickable, hasPopup='menu'
              [652] menuitem 'Patio, Lawn & Garden', clickable, hasPopup='menu'
              [657] menuitem 'Electronics', clickable, hasPopup='menu'
              [718] menuitem 'Cell Phones & Accessories', clickable, hasPopup='menu'
              [733] menuitem 'Video Games', clickable, hasPopup='menu'
              [746] menuitem 'Grocery & Gourmet Food', clickable, hasPopup='menu'
        """, 1)


def shop_foot() -> str:
    return ind("""
        [1460] contentinfo ''
          [1461] textbox 'Sign Up for Our Newsletter:', clickable
          [1462] button 'Subscribe', clickable
          [1463] link 'Privacy and Cookie Policy', clickable
          [1464] link 'Search Terms', clickable
          [1465] link 'Advanced Search', clickable
          [1466] link 'Contact Us', clickable
          StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
          StaticText 'Help Us Keep Magento Healthy'
          [1468] link 'Report All Bugs', clickable
        """, 1)


def shop_home(items: int, search: str = "") -> str:
    body = shop_head(items, search) + "\n" + ind("""
        [1193] main ''
          [1195] heading 'One Stop Market'
          StaticText 'Product Showcases'
          [1210] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.', clickable
          StaticText 'Rating:'
          StaticText '20%'
          [1212] link '1 Review', clickable
          StaticText '$19.99'
          [1216] button 'Add to Cart', clickable
          [1227] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24', clickable
          StaticText 'Rating:'
          StaticText '57%'
          [1229] link '12 Reviews', clickable
          StaticText '$14.47'
          [1233] button 'Add to Cart', clickable
          [1244] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch', clickable
          StaticText 'Rating:'
          StaticText '95%'
          [1246] link '4 Reviews', clickable
          StaticText '$19.36'
          [1250] button 'Add to Cart', clickable
        """, 1) + "\n" + shop_foot()
    return tree("One Stop Market", SHOP + "/", body)


MATCHA = [
    ("Jade Leaf Organic Ceremonial Matcha Green Tea Powder, Authentic Japanese Origin, 1 Ounce (30g)", "92%", "14 Reviews", 19.95),
    ("Matcha DNA Certified Organic Matcha Green Tea Powder, Culinary Grade, 1 lb Bag", "84%", "9 Reviews", 27.49),
    ("Navitas Organics Matcha Powder, 3 oz. Bag, 30 Servings — Organic, Non-GMO, Gluten-Free", "80%", "6 Reviews", 14.79),
    ("Rishi Tea Organic Matcha Super Green Tea Powder, 4.4 oz Tin", "88%", "3 Reviews", 22.40),
    ("Encha Ceremonial Grade First Harvest Organic Matcha, 30g Tin (1.06 oz)", "96%", "21 Reviews", 29.99),
    ("Tenzo Tea Organic Matcha Green Tea Powder Starter Kit with Bamboo Whisk, 1.76 oz", "70%", "2 Reviews", 34.00),
]


def shop_results(items: int, added: str | None = None) -> str:
    rows = []
    for i, (name, rating, rev, price) in enumerate(MATCHA):
        b = 2100 + i * 10
        rows.append(f"""
          [{b}] link 'Image', clickable
            [{b + 1}] image '{name}'
          [{b + 2}] link '{name}', clickable
          StaticText 'Rating:'
          StaticText '{rating}'
          [{b + 3}] link '{rev}', clickable
          StaticText '{money(price)}'
          [{b + 4}] button 'Add to Cart', clickable
          [{b + 5}] button 'Add to Wish List', clickable
          [{b + 6}] button 'Add to Compare', clickable""")
    msg = ""
    if added:
        msg = f"""
          [1980] alert '', live='assertive', atomic, relevant='additions'
            StaticText 'You added {added} to your '
            [1981] link 'shopping cart', clickable
            StaticText '.'"""
    body = shop_head(items, "matcha powder") + "\n" + ind(f"""
        [1193] main ''{msg}
          [1995] heading "Search results for: 'matcha powder'"
          [1996] link 'Related search terms matcha green tea', clickable
          StaticText 'Items 1-6 of 6'
          StaticText 'Sort By'
          [1998] combobox 'Sort By', clickable, hasPopup='menu', expanded=False
            StaticText 'Relevance'
          [1999] link 'Set Descending Direction', clickable
          [2000] list ''
        """, 1) + "\n" + ind("".join(rows), 2) + "\n" + ind("""
          StaticText 'Shop By'
          StaticText 'Category'
          [2190] link 'Grocery & Gourmet Food ( 6 item )', clickable
          StaticText 'Price'
          [2191] link '$10.00 - $19.99 ( 2 item )', clickable
          [2192] link '$20.00 - $29.99 ( 3 item )', clickable
          [2193] link '$30.00 and above ( 1 item )', clickable
        """, 2) + "\n" + shop_foot()
    return tree("Search results for: 'matcha powder'", SHOP + "/catalogsearch/result/?q=matcha+powder", body)


VANILLA = ("McCormick Pure Vanilla Extract, 4 fl oz", 12.99)


def cart_lines(lines: list[tuple[str, float, int, str]]) -> str:
    out = []
    for i, (name, price, qty, edit) in enumerate(lines):
        b = 3000 + i * 20
        out.append(f"""
      [{b}] row ''
        [{b + 1}] gridcell 'Item', clickable
          [{b + 2}] link '{name}', clickable
        [{b + 3}] gridcell '{money(price)}'
        [{b + 4}] gridcell 'Qty'
          [{b + 5}] spinbutton 'Qty', clickable, value='{edit}', valuemin=0, valuemax=0
        [{b + 6}] gridcell '{money(price * qty)}'
      [{b + 7}] row ''
        [{b + 8}] link 'Move to Wish List', clickable
        [{b + 9}] link 'Edit item parameters', clickable
        [{b + 10}] link 'Remove item', clickable""")
    return "".join(out)


def shop_cart(lines: list[tuple[str, float, int, str]], note: str = "") -> str:
    items = sum(q for _, _, q, _ in lines)
    sub = sum(p * q for _, p, q, _ in lines)
    ship = 5.0 * items
    body = shop_head(items) + "\n" + ind(f"""
        [1193] main ''{note}
          [2950] heading 'Shopping Cart'
          [2960] table 'Shopping Cart Items'
            [2961] row ''
              [2962] columnheader 'Item'
              [2963] columnheader 'Price'
              [2964] columnheader 'Qty'
              [2965] columnheader 'Subtotal'
        """, 1) + "\n" + ind(cart_lines(lines), 3) + "\n" + ind(f"""
          [3200] link 'Continue Shopping', clickable
          [3201] button 'Update Shopping Cart', clickable
          [3210] heading 'Summary'
          [3211] group 'Estimate Shipping and Tax'
            [3212] combobox 'Country', clickable, hasPopup='menu', expanded=False
              StaticText 'United States'
            [3213] combobox 'State/Province', clickable, hasPopup='menu', expanded=False
              StaticText 'California'
            [3214] textbox 'Zip/Postal Code', clickable, value='94010'
            StaticText 'Flat Rate'
            [3215] radio 'Fixed {money(ship)}', clickable, checked='true'
          [3220] table ''
            [3221] row ''
              [3222] rowheader 'Subtotal'
              [3223] gridcell '{money(sub)}'
            [3224] row ''
              [3225] rowheader 'Shipping (Flat Rate - Fixed)'
              [3226] gridcell '{money(ship)}'
            [3227] row ''
              [3228] rowheader 'Order Total'
              [3229] gridcell '{money(sub + ship)}'
          [3240] button 'Proceed to Checkout', clickable
          [3241] link 'Check Out with Multiple Addresses', clickable
          [3250] button 'Apply Discount Code', clickable, expanded=False
        """, 2) + "\n" + shop_foot()
    return tree("Shopping Cart", SHOP + "/checkout/cart/", body)


def t01(rs: RowSet) -> None:
    jade = MATCHA[0][0]
    van = VANILLA[0]
    turns = [
        ("fill('372', 'matcha powder')", shop_home(1, "matcha powder")),
        ("keyboard_press('Enter')", shop_results(1)),
        ("click('2104')", shop_results(2, jade)),
        ("click('239')", shop_cart([(van, 12.99, 1, "1"), (jade, 19.95, 1, "1")])),
        ("fill('3025', '3')", shop_cart([(van, 12.99, 1, "1"), (jade, 19.95, 1, "3")])),
        ("click('3201')", shop_cart([(van, 12.99, 1, "1"), (jade, 19.95, 3, "3")])),
        ("click('3010')", shop_cart([(jade, 19.95, 3, "3")], note=f"""
          [2940] alert '', live='assertive', atomic, relevant='additions'
            StaticText 'You removed {van} from your shopping cart.'""")),
    ]
    checkout = tree("Checkout", SHOP + "/checkout/#shipping", f"""
        [227] link 'My Account', clickable
        [235] link 'store logo', clickable
          [238] image 'one_stop_market_logo'
        [4001] list ''
          [4002] listitem ''
            StaticText 'Shipping'
          [4003] listitem ''
            StaticText 'Review & Payments'
        [4010] heading 'Shipping Address'
        [4011] group ''
          StaticText 'Emma Lopez'
          StaticText '101 S San Mateo Dr'
          StaticText 'San Mateo, California 94010'
          StaticText 'United States'
          [4012] link '6505551212', clickable
          [4013] button 'Ship Here', clickable, disabled=True
        [4014] button 'New Address', clickable
        [4020] heading 'Shipping Methods'
        [4021] table ''
          [4022] row ''
            [4023] gridcell '', clickable
              [4024] radio '', clickable, checked='true'
            [4025] gridcell '$15.00'
            [4026] gridcell 'Fixed'
            [4027] gridcell 'Flat Rate'
        [4030] button 'Next', clickable
        [4040] heading 'Order Summary'
        [4041] tab '3 Items in Cart', clickable, expanded=True, selected=True
        [4042] tabpanel ''
          [4043] image '{jade}'
          StaticText '{jade}'
          StaticText 'Qty'
          StaticText '3'
          StaticText '$59.85'
        """)
    turns.append(("click('3240')", checkout))
    rs.add("web", "h65-web-01", SYSTEM, turns, state=shop_home(1))


# ---------------------------------------------------------------------------------------------------------------
# 02 Vet clinic client portal — bad: the appointment's confirmation number changes on a local radio click
# ---------------------------------------------------------------------------------------------------------------
VET = "https://portal.harborviewvet.com"


def vet_nav(active: str) -> str:
    items = ["Home", "Appointments", "My pets", "Medical records", "Prescriptions", "Messages (2)", "Billing"]
    nav = "\n".join(f"    [{31 + i}] link '{n}', clickable{', focused' if n == active else ''}" for i, n in enumerate(items))
    return f"""
  [20] banner ''
    [21] link 'Harborview Animal Hospital — home', clickable
      [22] image 'Harborview Animal Hospital'
    StaticText '(206) 555-0143 · 2210 Westlake Ave N, Seattle'
    [24] button 'Dana Whitfield', clickable, hasPopup='menu', expanded=False
  [30] navigation 'Client portal'
{nav}"""


def vet_appts(biscuit_time: str, banner: str = "") -> str:
    return tree("Appointments · Harborview Animal Hospital", VET + "/appointments", f"""
{ind(vet_nav('Appointments'), 5)}
          [60] main ''{banner}
            [61] heading 'Upcoming appointments'
            [62] link 'Request an appointment', clickable
            [70] article ''
              [71] heading 'Biscuit — Annual wellness exam + vaccines'
              StaticText 'Tue, June 10, 2025 · {biscuit_time}'
              StaticText 'Dr. Anita Raman, DVM · Westlake clinic'
              StaticText 'Confirmation HV-58214'
              [72] link 'View details', clickable
              [73] link 'Add to calendar', clickable
            [80] article ''
              [81] heading 'Pepper — Dental cleaning (anesthesia)'
              StaticText 'Tue, June 24, 2025 · Drop-off 7:30 AM'
              StaticText 'Dr. Marcus Lee, DVM · Westlake clinic'
              StaticText 'Confirmation HV-58377'
              StaticText 'Pre-op bloodwork required — no food after 10:00 PM the night before'
              [82] link 'View details', clickable
              [83] link 'Add to calendar', clickable
            [90] heading 'Past appointments'
            [91] table ''
              [92] row ''
                [93] columnheader 'Date'
                [94] columnheader 'Pet'
                [95] columnheader 'Reason'
                [96] columnheader 'Doctor'
              [97] row ''
                [98] gridcell '12/02/2024'
                [99] gridcell 'Biscuit'
                [100] gridcell 'Ear infection recheck · Bordetella'
                [101] gridcell 'Dr. Anita Raman'
              [102] row ''
                [103] gridcell '09/17/2024'
                [104] gridcell 'Pepper'
                [105] gridcell 'Senior wellness exam'
                [106] gridcell 'Dr. Marcus Lee'
              [107] row ''
                [108] gridcell '06/11/2024'
                [109] gridcell 'Biscuit'
                [110] gridcell 'Annual wellness exam · Leptospirosis'
                [111] gridcell 'Dr. Anita Raman'
        """)


def vet_detail(time: str, banner: str = "") -> str:
    return tree("Biscuit — Appointment HV-58214 · Harborview Animal Hospital", VET + "/appointments/HV-58214", f"""
{ind(vet_nav('Appointments'), 5)}
          [60] main ''{banner}
            [120] link 'Back to appointments', clickable
            [121] heading 'Annual wellness exam + vaccines'
            StaticText 'Confirmation HV-58214 · Status: Confirmed'
            [122] DescriptionList ''
              StaticText 'Pet'
              StaticText 'Biscuit · Beagle · Male (neutered) · 6 yrs'
              StaticText 'Date & time'
              StaticText 'Tue, June 10, 2025 at {time} (30 min)'
              StaticText 'Doctor'
              StaticText 'Dr. Anita Raman, DVM'
              StaticText 'Location'
              StaticText 'Westlake clinic · 2210 Westlake Ave N, Seattle, WA 98109'
              StaticText 'Vaccines due'
              StaticText 'DHPP (due 06/14/2025), Rabies 3-yr (due 06/14/2025), Leptospirosis (due 06/11/2025)'
              StaticText 'Last recorded weight'
              StaticText '29.4 lb (12/02/2024)'
              StaticText 'Estimated cost'
              StaticText '$186.00 – $242.00'
            StaticText 'Check-in opens 15 minutes before your appointment. Please bring a fresh stool sample.'
            [130] button 'Reschedule', clickable
            [131] button 'Cancel appointment', clickable
            [132] link 'Message the clinic', clickable
        """)


VET_SLOTS = ["8:20 AM", "9:00 AM", "9:40 AM", "10:20 AM", "11:00 AM", "1:40 PM", "3:00 PM", "4:20 PM"]


def vet_resched(conf: str, pick: str | None) -> str:
    slots = []
    for i, s in enumerate(VET_SLOTS):
        if s == "9:40 AM":
            slots.append(f"              [{160 + i}] radio '{s} (current time)', disabled=True, checked='false'")
        else:
            slots.append(f"              [{160 + i}] radio '{s}', clickable, checked='{'true' if s == pick else 'false'}'")
    slot_txt = "\n".join(slots)
    summary = f"New time: Tue, June 10, 2025 at {pick}" if pick else "Choose a new time"
    return tree("Reschedule appointment · Harborview Animal Hospital", VET + "/appointments/HV-58214/reschedule", f"""
{ind(vet_nav('Appointments'), 5)}
          [60] main ''
            [140] link 'Back to appointment', clickable
            [141] heading 'Reschedule Biscuit’s appointment'
            StaticText 'Current appointment: Tue, June 10, 2025 at 9:40 AM with Dr. Anita Raman · {conf}'
            [142] combobox 'Doctor', clickable, hasPopup='listbox', expanded=False
              StaticText 'Dr. Anita Raman, DVM'
            [143] group 'Week of June 9, 2025'
              [144] button 'Previous week', clickable
              [145] button 'Mon 9', clickable
              [146] button 'Tue 10', clickable, pressed='true'
              [147] button 'Wed 11', clickable
              [148] button 'Thu 12', clickable
              [149] button 'Fri 13', clickable
              [150] button 'Next week', clickable
            [151] radiogroup 'Available times on Tue, June 10'
{slot_txt}
            StaticText '{summary}'
            [170] button 'Confirm new time', clickable{'' if pick else ', disabled=True'}
            [171] link 'Keep current time', clickable
        """)


def t02(rs: RowSet) -> None:
    ok = """
            [59] alert '', live='polite'
              StaticText 'Appointment rescheduled. A confirmation email was sent to dana.whitfield@fastmail.com.'"""
    records = tree("Medical records — Biscuit · Harborview Animal Hospital", VET + "/records/pets/biscuit", f"""
{ind(vet_nav('Medical records'), 5)}
          [60] main ''
            [200] heading 'Medical records'
            [201] tablist ''
              [202] tab 'Biscuit', clickable, selected=True
              [203] tab 'Pepper', clickable, selected=False
            [204] heading 'Vaccinations'
            [205] table ''
              [206] row ''
                [207] columnheader 'Vaccine'
                [208] columnheader 'Given'
                [209] columnheader 'Due'
                [210] columnheader 'Status'
              [211] row ''
                [212] gridcell 'DHPP'
                [213] gridcell '06/14/2022'
                [214] gridcell '06/14/2025'
                [215] gridcell 'Due soon'
              [216] row ''
                [217] gridcell 'Rabies (3-year)'
                [218] gridcell '06/14/2022'
                [219] gridcell '06/14/2025'
                [220] gridcell 'Due soon'
              [221] row ''
                [222] gridcell 'Leptospirosis'
                [223] gridcell '06/11/2024'
                [224] gridcell '06/11/2025'
                [225] gridcell 'Due soon'
              [226] row ''
                [227] gridcell 'Bordetella (intranasal)'
                [228] gridcell '12/02/2024'
                [229] gridcell '12/02/2025'
                [230] gridcell 'Current'
            [240] heading 'Weight history'
            [241] list ''
              [242] listitem ''
                StaticText '12/02/2024 — 29.4 lb'
              [243] listitem ''
                StaticText '06/11/2024 — 28.6 lb'
              [244] listitem ''
                StaticText '11/20/2023 — 27.9 lb'
            [250] heading 'Current medications'
            [251] table ''
              [252] row ''
                [253] columnheader 'Medication'
                [254] columnheader 'Last filled'
                [255] columnheader 'Refills left'
                [256] columnheader ''
              [257] row ''
                [258] gridcell 'Simparica Trio 24.1–44 lb (6 chewables)'
                [259] gridcell '01/15/2025'
                [260] gridcell '1'
                [261] gridcell ''
                  [262] button 'Request refill', clickable
            [270] link 'Download records (PDF)', clickable
        """)
    refill = tree("Request a refill · Harborview Animal Hospital", VET + "/prescriptions/refill?rx=RX-330918", f"""
{ind(vet_nav('Prescriptions'), 5)}
          [60] main ''
            [280] heading 'Request a refill'
            StaticText 'Biscuit · Simparica Trio 24.1–44 lb (6 chewables) · Rx RX-330918'
            StaticText 'Prescribed by Dr. Anita Raman, DVM · 1 refill remaining'
            [281] radiogroup 'Fulfillment'
              [282] radio 'Pick up at Westlake clinic', clickable, checked='true'
              [283] radio 'Ship from our online pharmacy (3–5 business days)', clickable, checked='false'
            [284] textbox 'Notes for the pharmacy (optional)', clickable
            StaticText 'Refill requests are reviewed within 1 business day. Biscuit’s last recorded weight: 29.4 lb.'
            [285] button 'Submit request', clickable
            [286] link 'Cancel', clickable
        """)
    turns = [
        ("click('72')", vet_detail("9:40 AM")),
        ("click('130')", vet_resched("Confirmation HV-58214", None)),
        ("click('164')", vet_resched("Confirmation HV-58241", "11:00 AM")),
        ("click('170')", vet_detail("11:00 AM", ok)),
        ("click('32')", vet_appts("11:00 AM")),
        ("click('34')", records),
        ("click('262')", refill),
    ]
    rs.add("web", "h65-web-02", SYSTEM, turns, state=vet_appts("9:40 AM"), bad=True, turn=3,
           kind="Biscuit's appointment confirmation number HV-58214 shows as HV-58241 on the reschedule page after only selecting a time slot.")


# ---------------------------------------------------------------------------------------------------------------
# 03 GitLab (WebArena) — bad: a branch deleted at turn 2 is listed again at turn 8
# ---------------------------------------------------------------------------------------------------------------
GL = "http://localhost:8023/a11yproject/a11yproject.com"
BR_ALL = {
    "main": ("4f1c2e9a", "Merge branch 'docs/contrast-checker-post' into 'main'", "2 days ago", "default"),
    "fix/skip-link-focus": ("9b7d33e1", "Restore visible focus ring on skip link in Safari", "5 hours ago", "!1531"),
    "chore/update-eleventy-2": ("71e0b6d3", "Bump @11ty/eleventy from 1.0.2 to 2.0.1", "6 days ago", "!1527"),
    "renovate/sass-1.x": ("e5a9f210", "Update dependency sass to v1.69.5", "1 week ago", "!1524"),
    "feature/dark-mode-toggle": ("c02a8f54", "Persist theme preference in localStorage", "3 weeks ago", "merged"),
    "docs/alt-text-checklist": ("3d88ab07", "Draft checklist for decorative images", "2 months ago", "stale"),
}


def gl_side(active: str, mrs: int) -> str:
    return f"""
  [40] navigation 'Project navigation'
    [41] link 'a11yproject.com', clickable
    [42] link 'Project information', clickable
    [43] link 'Repository', clickable, expanded={active in ('Branches', 'Commits', 'Tags')}
    [44] link 'Files', clickable
    [45] link 'Commits', clickable{', focused' if active == 'Commits' else ''}
    [46] link 'Branches', clickable{', focused' if active == 'Branches' else ''}
    [47] link 'Tags', clickable{', focused' if active == 'Tags' else ''}
    [48] link 'Contributors', clickable
    [49] link 'Graph', clickable
    [50] link 'Issues 41', clickable
    [51] link 'Merge requests {mrs}', clickable{', focused' if active == 'MR' else ''}
    [52] link 'CI/CD', clickable
    [53] link 'Deployments', clickable
    [54] link 'Wiki', clickable"""


GL_TOP = """
  [10] banner ''
    [11] link 'Skip to content', clickable
    [12] link 'Dashboard', clickable
      [13] image ''
    [14] textbox 'Search GitLab', clickable
    [15] link 'Create new...', clickable
    [16] link 'Issues 14', clickable
    [17] link 'Merge requests 6', clickable
    [18] link 'To-Do list 3', clickable
    [19] link 'Byte Blaze user’s menu', clickable"""


def gl_branches(names: list[str], flash: str = "", main_over: tuple[str, str, str] | None = None, modal: str = "") -> str:
    rows = []
    for i, n in enumerate(names):
        sha, msg, when, tag = BR_ALL[n]
        if n == "main" and main_over:
            sha, msg, when = main_over
        b = 300 + i * 12
        badges = {"default": "StaticText 'default'\n        StaticText 'protected'", "merged": "StaticText 'merged'",
                  "stale": "StaticText 'stale'"}.get(tag, "")
        mr = f"\n        [{b + 5}] link '{tag}', clickable" if tag.startswith("!") else f"\n        [{b + 5}] link 'Merge request', clickable" if tag != "default" else ""
        dele = f"[{b + 7}] button 'Delete branch', clickable" + (", disabled=True" if tag == "default" else "")
        rows.append(f"""
      [{b}] listitem ''
        [{b + 1}] link '{n}', clickable
        {badges}
        [{b + 2}] link '{sha}', clickable
        StaticText '·'
        [{b + 3}] link {msg!r}, clickable
        StaticText '· updated {when}'{mr}
        [{b + 6}] link 'Compare', clickable
        {dele}""")
    body = GL_TOP + gl_side("Branches", 3 if "fix/skip-link-focus" in names else 2) + f"""
  [60] main ''{flash}
    [61] navigation 'Breadcrumbs'
      [62] link 'Byte Blaze', clickable
      [63] link 'a11yproject.com', clickable
      [64] link 'Branches', clickable
    [65] tablist ''
      [66] tab 'Overview', clickable, selected=False
      [67] tab 'Active', clickable, selected=False
      [68] tab 'Stale', clickable, selected=False
      [69] tab 'All', clickable, selected=True
    [70] searchbox 'Filter by branch name', clickable
    [71] combobox 'Sort by', clickable, hasPopup='listbox', expanded=False
      StaticText 'Last updated'
    [72] link 'Delete merged branches', clickable
    [73] link 'New branch', clickable{modal}
    [74] list ''""" + "".join(rows)
    return tree("Branches · Byte Blaze / a11yproject.com · GitLab", GL + "/-/branches/all", body)


def t03(rs: RowSet) -> None:
    start = ["main", "fix/skip-link-focus", "chore/update-eleventy-2", "renovate/sass-1.x", "feature/dark-mode-toggle", "docs/alt-text-checklist"]
    after_del = [n for n in start if n != "feature/dark-mode-toggle"]
    after_merge = [n for n in after_del if n != "fix/skip-link-focus"]
    merged_main = ("7ac41d02", "Merge branch 'fix/skip-link-focus' into 'main'", "just now")
    modal = gl_branches(start, modal="""
    [900] dialog 'Delete branch', modal=True
      [901] heading 'Delete branch. Are you ABSOLUTELY SURE?'
      StaticText "You're about to permanently delete the branch feature/dark-mode-toggle."
      StaticText 'This branch has been merged into main. Deleting it will not remove any commits.'
      [902] button 'Cancel', clickable
      [903] button 'Yes, delete branch', clickable, focused""")
    flash = """
    [59] alert ''
      StaticText 'Branch was deleted'"""
    mrs = tree("Merge requests · Byte Blaze / a11yproject.com · GitLab", GL + "/-/merge_requests", GL_TOP + gl_side("MR", 3) + """
  [60] main ''
    [400] heading 'Merge requests'
    [401] tablist ''
      [402] tab 'Open 3', clickable, selected=True
      [403] tab 'Merged 287', clickable, selected=False
      [404] tab 'Closed 64', clickable, selected=False
      [405] tab 'All 354', clickable, selected=False
    [406] link 'New merge request', clickable
    [407] searchbox 'Search or filter results...', clickable
    [410] list ''
      [411] listitem ''
        [412] link 'Fix skip link focus outline in Safari', clickable
        StaticText '!1531 · created 5 hours ago by'
        [413] link 'Byte Blaze', clickable
        StaticText 'fix/skip-link-focus'
        [414] link 'Pipeline: passed', clickable
        StaticText '2 comments · updated 3 hours ago'
      [415] listitem ''
        [416] link 'Bump @11ty/eleventy from 1.0.2 to 2.0.1', clickable
        StaticText '!1527 · created 6 days ago by'
        [417] link 'Roshanjossey', clickable
        StaticText 'chore/update-eleventy-2'
        [418] link 'Pipeline: failed', clickable
        StaticText '5 comments · updated 2 days ago'
      [419] listitem ''
        [420] link 'Update dependency sass to v1.69.5', clickable
        StaticText '!1524 · created 1 week ago by'
        [421] link 'Renovate Bot', clickable
        StaticText 'renovate/sass-1.x'
        [422] link 'Pipeline: passed', clickable
        StaticText '0 comments · updated 1 week ago'""")

    def mr(merged: bool) -> str:
        state = ("StaticText 'Merged'\n    StaticText 'Byte Blaze merged fix/skip-link-focus into main just now'" if merged
                 else "StaticText 'Open'\n    StaticText 'Byte Blaze requested to merge fix/skip-link-focus into main 5 hours ago'")
        widget = ("""    [520] region 'Merge request status'
      StaticText 'Merged by Byte Blaze just now'
      StaticText 'Changes merged into main with 7ac41d02 (commits were squashed: no).'
      StaticText 'Deleted the source branch.'
      [521] button 'Revert', clickable
      [522] button 'Cherry-pick', clickable""" if merged else """    [520] region 'Merge request status'
      StaticText 'Ready to merge!'
      [523] checkbox 'Delete source branch', clickable, checked='true'
      [524] checkbox 'Squash commits', clickable, checked='false'
      StaticText '3 commits and 1 merge commit will be added to main.'
      [525] button 'Merge', clickable""")
        return tree("Fix skip link focus outline in Safari (!1531) · Merge requests · Byte Blaze / a11yproject.com · GitLab",
                    GL + "/-/merge_requests/1531", GL_TOP + gl_side("MR", 2 if merged else 3) + f"""
  [60] main ''
    [500] heading 'Fix skip link focus outline in Safari'
    {state}
    [501] tablist ''
      [502] tab 'Overview 2', clickable, selected=True
      [503] tab 'Commits 3', clickable, selected=False
      [504] tab 'Pipelines 1', clickable, selected=False
      [505] tab 'Changes 2', clickable, selected=False
    StaticText 'Safari 16 drops the outline on :focus when the skip link is transformed into view. This restores it with :focus-visible and a fallback.'
    StaticText 'Closes #1498'
    [510] link 'Pipeline #4187 passed for 9b7d33e1 on fix/skip-link-focus', clickable
    StaticText 'Approval is optional · Approved by'
    [511] link 'Roshanjossey', clickable
{widget}
    [530] textbox 'Write a comment or drag your files here…', clickable""")

    commits = tree("Commits · Byte Blaze / a11yproject.com · GitLab", GL + "/-/commits/main", GL_TOP + gl_side("Commits", 2) + """
  [60] main ''
    [600] combobox 'Switch branch/tag', clickable, hasPopup='menu', expanded=False
      StaticText 'main'
    [601] searchbox 'Search by message', clickable
    [602] link 'Browse files', clickable
    StaticText '05 Jun, 2025 1 commit'
    [610] list ''
      [611] listitem ''
        [612] link "Merge branch 'fix/skip-link-focus' into 'main'", clickable
        StaticText 'Byte Blaze authored just now'
        [613] link '7ac41d02', clickable
    StaticText '04 Jun, 2025 3 commits'
    [620] list ''
      [621] listitem ''
        [622] link 'Restore visible focus ring on skip link in Safari', clickable
        StaticText 'Byte Blaze authored 5 hours ago'
        [623] link '9b7d33e1', clickable
      [624] listitem ''
        [625] link 'Add :focus-visible fallback for skip link', clickable
        StaticText 'Byte Blaze authored 6 hours ago'
        [626] link '2a61c0b7', clickable
      [627] listitem ''
        [628] link 'Move skip link styles to _a11y.scss', clickable
        StaticText 'Byte Blaze authored 6 hours ago'
        [629] link '51f09d3e', clickable
    StaticText '03 Jun, 2025 2 commits'
    [630] list ''
      [631] listitem ''
        [632] link "Merge branch 'docs/contrast-checker-post' into 'main'", clickable
        StaticText 'Roshanjossey authored 2 days ago'
        [633] link '4f1c2e9a', clickable
      [634] listitem ''
        [635] link 'Add post: choosing a contrast checker', clickable
        StaticText 'Roshanjossey authored 2 days ago'
        [636] link 'b1e07c55', clickable""")
    tags = tree("Tags · Byte Blaze / a11yproject.com · GitLab", GL + "/-/tags", GL_TOP + gl_side("Tags", 2) + """
  [60] main ''
    [700] searchbox 'Filter by tag name', clickable
    [701] combobox 'Sort by', clickable, hasPopup='listbox', expanded=False
      StaticText 'Last updated'
    [702] link 'New tag', clickable
    [710] list ''
      [711] listitem ''
        [712] link 'v4.2.0', clickable
        [713] link '4f1c2e9a', clickable
        StaticText "· Merge branch 'docs/contrast-checker-post' into 'main' · 2 days ago"
      [714] listitem ''
        [715] link 'v4.1.3', clickable
        [716] link '0d7e6c91', clickable
        StaticText '· Fix broken anchor in checklist · 1 month ago'
      [717] listitem ''
        [718] link 'v4.1.2', clickable
        [719] link '8a3f51b0', clickable
        StaticText '· Bump eleventy-plugin-rss · 2 months ago'""")
    new_tag = tree("New Tag · Byte Blaze / a11yproject.com · GitLab", GL + "/-/tags/new", GL_TOP + gl_side("Tags", 2) + """
  [60] main ''
    [800] heading 'New Tag'
    [801] textbox 'Tag name', clickable, required
    [802] combobox 'Create from', clickable, hasPopup='listbox', expanded=False
      StaticText 'main'
    StaticText 'Existing branch name, tag, or commit SHA'
    [803] textbox 'Message', clickable
    [804] textbox 'Release notes', clickable
    [805] button 'Create tag', clickable
    [806] link 'Cancel', clickable""")
    turns = [
        ("click('355')", modal),
        ("click('903')", gl_branches(after_del, flash)),
        ("click('51')", mrs),
        ("click('412')", mr(False)),
        ("click('525')", mr(True)),
        ("click('46')", gl_branches(after_merge, main_over=merged_main)),
        ("click('45')", commits),
        ("go_back()", gl_branches(["main", "chore/update-eleventy-2", "renovate/sass-1.x", "feature/dark-mode-toggle", "docs/alt-text-checklist"], main_over=merged_main[:2] + ("1 minute ago",))),
        ("click('47')", tags),
        ("click('702')", new_tag),
    ]
    rs.add("web", "h65-web-03", SYSTEM, turns, state=gl_branches(start), bad=True, turn=8,
           kind="Branch feature/dark-mode-toggle, deleted at turn 2, is listed again among the branches after going back from Commits.")


# ---------------------------------------------------------------------------------------------------------------
# 04 Freelancer invoicing (Ledgerleaf) — clean
# ---------------------------------------------------------------------------------------------------------------
LL = "https://app.ledgerleaf.io"


def ll_nav(active: str) -> str:
    items = ["Dashboard", "Invoices", "Estimates", "Clients", "Expenses", "Time tracking", "Reports"]
    nav = "\n".join(f"    [{11 + i}] link '{n}', clickable{', focused' if n == active else ''}" for i, n in enumerate(items))
    return f"""
  [2] banner ''
    [3] link 'Ledgerleaf', clickable
    StaticText 'Sofia Marchetti Design'
    [4] button 'Help', clickable
    [5] button 'Sofia Marchetti', clickable, hasPopup='menu', expanded=False
  [10] navigation ''
{nav}"""


INV_BASE = [("UX audit of checkout flow (12 h)", 12, 95.0), ("Design system handoff — Figma library + docs", 6, 95.0)]


def ll_editor(lines: list[tuple[str, int, float]], saved: str, flash: str = "", modal: str = "") -> str:
    rows = []
    for i, (d, q, r) in enumerate(lines):
        b = 200 + i * 10
        rows.append(f"""
      [{b}] row ''
        [{b + 1}] gridcell ''
          [{b + 2}] textbox 'Description', clickable, value={d!r}
        [{b + 3}] gridcell ''
          [{b + 4}] spinbutton 'Qty', clickable, value='{q}'
        [{b + 5}] gridcell ''
          [{b + 6}] textbox 'Rate', clickable, value='{r:.2f}'
        [{b + 7}] gridcell '{money(q * r)}'
        [{b + 8}] gridcell ''
          [{b + 9}] button 'Remove line', clickable""")
    sub = sum(q * r for _, q, r in lines)
    body = ll_nav("Invoices") + f"""
  [100] main ''{flash}
    [101] link 'Invoices', clickable
    [102] heading 'Edit invoice INV-2025-0042'
    StaticText 'Draft · Last saved {saved}'
    [103] combobox 'Client', clickable, hasPopup='listbox', expanded=False
      StaticText 'Northwind Studio LLC'
    StaticText 'ap@northwind.studio · 1420 NW 46th St, Seattle, WA 98107'
    [104] textbox 'Invoice number', clickable, value='INV-2025-0042'
    [105] textbox 'Issue date', clickable, value='2025-06-03'
    [106] combobox 'Payment terms', clickable, hasPopup='listbox', expanded=False
      StaticText 'Net 30'
    [107] textbox 'Due date', clickable, value='2025-07-03'
    [108] textbox 'PO number', clickable, value='NW-PO-1187'
    [110] table 'Line items'
      [111] row ''
        [112] columnheader 'Description'
        [113] columnheader 'Qty'
        [114] columnheader 'Rate'
        [115] columnheader 'Amount'
        [116] columnheader ''""" + "".join(rows) + f"""
    [300] button 'Add line item', clickable
    [301] table 'Totals'
      [302] row ''
        [303] rowheader 'Subtotal'
        [304] gridcell '{money(sub)}'
      [305] row ''
        [306] rowheader 'Discount (0%)'
        [307] gridcell '$0.00'
      [308] row ''
        [309] rowheader 'Sales tax (0%)'
        [310] gridcell '$0.00'
      [311] row ''
        [312] rowheader 'Total (USD)'
        [313] gridcell '{money(sub)}'
    [320] textbox 'Notes to client', clickable, value='Thank you! Payment by ACH is preferred — bank details are on the PDF.'
    [321] button 'Save draft', clickable
    [322] button 'Preview', clickable
    [323] button 'Send invoice', clickable{modal}"""
    return tree("Edit invoice INV-2025-0042 · Ledgerleaf", LL + "/invoices/INV-2025-0042/edit", body)


INV_LIST = [
    ("INV-2025-0042", "Northwind Studio LLC", "Jun 3, 2025", "Jul 3, 2025", 2090.00),
    ("INV-2025-0041", "Copperline Coffee Roasters", "May 19, 2025", "Jun 18, 2025", 3240.00),
    ("INV-2025-0040", "Halden & Rusk Architects", "Apr 22, 2025", "May 22, 2025", 860.00),
    ("INV-2025-0039", "Bluefin Outdoor Co.", "May 27, 2025", "Jun 26, 2025", 1425.00),
    ("INV-2025-0038", "Copperline Coffee Roasters", "Apr 14, 2025", "May 14, 2025", 980.00),
    ("INV-2025-0037", "Pine & Pixel Co-op", "Mar 31, 2025", "Apr 30, 2025", 2150.00),
]


def ll_list(status: dict[str, str], flash: str = "", modal: str = "") -> str:
    outstanding = [a for n, _, _, _, a in INV_LIST if status[n] in ("Sent",) or status[n].startswith("Overdue")]
    overdue = [a for n, _, _, _, a in INV_LIST if status[n].startswith("Overdue")]
    paid30 = 3240.00 + (860.00 if status["INV-2025-0040"] == "Paid" else 0.0)
    rows = []
    for i, (n, c, iss, due, amt) in enumerate(INV_LIST):
        b = 400 + i * 10
        act = f"\n        [{b + 8}] button 'Record payment', clickable" if status[n] != "Paid" else ""
        rows.append(f"""
      [{b}] row ''
        [{b + 1}] gridcell ''
          [{b + 2}] link '{n}', clickable
        [{b + 3}] gridcell '{c}'
        [{b + 4}] gridcell '{iss}'
        [{b + 5}] gridcell '{due}'
        [{b + 6}] gridcell '{money(amt)}'
        [{b + 7}] gridcell '{status[n]}'{act}""")
    body = ll_nav("Invoices") + f"""
  [100] main ''{flash}
    [340] heading 'Invoices'
    [341] button 'New invoice', clickable
    [342] region 'Summary'
      StaticText 'Outstanding'
      StaticText '{money(sum(outstanding))}'
      StaticText '{len(outstanding)} invoices'
      StaticText 'Overdue'
      StaticText '{money(sum(overdue))}'
      StaticText '{len(overdue)} invoice{'' if len(overdue) == 1 else 's'}'
      StaticText 'Paid in the last 30 days'
      StaticText '{money(paid30)}'
      StaticText 'Drafts'
      StaticText '0'
    [343] searchbox 'Search invoices', clickable
    [344] combobox 'Status', clickable, hasPopup='listbox', expanded=False
      StaticText 'All statuses'
    [350] table ''
      [351] row ''
        [352] columnheader 'Number'
        [353] columnheader 'Client'
        [354] columnheader 'Issued'
        [355] columnheader 'Due'
        [356] columnheader 'Amount'
        [357] columnheader 'Status'""" + "".join(rows) + f"""
    StaticText 'Showing 1–6 of 42 invoices'
    [470] link 'Next page', clickable{modal}"""
    return tree("Invoices · Ledgerleaf", LL + "/invoices", body)


def t04(rs: RowSet) -> None:
    new = ("", 1, 95.0)
    desc = "Moderated usability test sessions (remote, 4 participants)"
    send_modal = """
    [500] dialog 'Send invoice INV-2025-0042', modal=True
      [501] textbox 'To', clickable, value='ap@northwind.studio'
      [502] textbox 'Cc', clickable, value='dmitri@northwind.studio'
      [503] textbox 'Subject', clickable, value='Invoice INV-2025-0042 from Sofia Marchetti Design'
      [504] textbox 'Message', clickable, value='Hi Dmitri, please find attached invoice INV-2025-0042 for $2,090.00, due Jul 3, 2025. Thanks, Sofia'
      [505] checkbox 'Attach PDF', clickable, checked='true'
      [506] checkbox 'Send me a copy', clickable, checked='false'
      [507] button 'Cancel', clickable
      [508] button 'Send', clickable"""
    lines3 = INV_BASE + [(desc, 4, 95.0)]
    sent_rows = "".join(f"""
      [{600 + i * 5}] row ''
        [{601 + i * 5}] gridcell {d!r}
        [{602 + i * 5}] gridcell '{q}'
        [{603 + i * 5}] gridcell '{money(r)}'
        [{604 + i * 5}] gridcell '{money(q * r)}'""" for i, (d, q, r) in enumerate(lines3))
    sent = tree("Invoice INV-2025-0042 · Ledgerleaf", LL + "/invoices/INV-2025-0042", ll_nav("Invoices") + """
  [100] main ''
    [99] alert '', live='polite'
      StaticText 'Invoice INV-2025-0042 was sent to ap@northwind.studio.'
    [101] link 'Invoices', clickable
    [580] heading 'Invoice INV-2025-0042'
    StaticText 'Sent'
    StaticText 'Sent to ap@northwind.studio on Jun 3, 2025 at 10:16 AM · Not viewed yet'
    StaticText 'Northwind Studio LLC · PO NW-PO-1187'
    StaticText 'Issued Jun 3, 2025 · Due Jul 3, 2025 (Net 30)'
    [590] table 'Line items'
      [591] row ''
        [592] columnheader 'Description'
        [593] columnheader 'Qty'
        [594] columnheader 'Rate'
        [595] columnheader 'Amount'""" + sent_rows + """
    StaticText 'Subtotal $2,090.00 · Discount $0.00 · Sales tax $0.00'
    StaticText 'Total (USD) $2,090.00'
    StaticText 'Amount due $2,090.00'
    [620] button 'Record payment', clickable
    [621] button 'Send reminder', clickable
    [622] button 'Download PDF', clickable
    [623] button 'More actions', clickable, hasPopup='menu', expanded=False
    [630] heading 'Activity'
    [631] list ''
      [632] listitem ''
        StaticText 'Jun 3, 2025 10:16 AM — Sent to ap@northwind.studio (cc dmitri@northwind.studio)'
      [633] listitem ''
        StaticText 'Jun 3, 2025 10:14 AM — Draft saved'
      [634] listitem ''
        StaticText 'Jun 3, 2025 9:52 AM — Created from estimate EST-2025-0017'""")
    st1 = {n: s for n, s in zip([x[0] for x in INV_LIST], ["Sent", "Paid", "Overdue (12 days)", "Sent", "Paid", "Paid"])}
    pay_modal = """
    [520] dialog 'Record payment for INV-2025-0040', modal=True
      StaticText 'Halden & Rusk Architects · Amount due $860.00'
      [521] textbox 'Amount', clickable, value='860.00'
      [522] textbox 'Payment date', clickable, value='2025-06-03'
      [523] combobox 'Method', clickable, hasPopup='listbox', expanded=False
        StaticText 'Bank transfer (ACH)'
      [524] textbox 'Reference', clickable
      [525] checkbox 'Email a receipt to the client', clickable, checked='true'
      [526] button 'Cancel', clickable
      [527] button 'Save payment', clickable"""
    st2 = dict(st1)
    st2["INV-2025-0040"] = "Paid"
    paid_flash = """
    [99] alert '', live='polite'
      StaticText 'Payment of $860.00 recorded for INV-2025-0040. Receipt emailed to accounts@haldenrusk.com.'"""
    saved_flash = """
    [99] alert '', live='polite'
      StaticText 'Draft saved.'"""
    turns = [
        ("click('300')", ll_editor(INV_BASE + [new], "10:09 AM")),
        (f"fill('222', '{desc}')", ll_editor(INV_BASE + [(desc, 1, 95.0)], "10:09 AM")),
        ("fill('224', '4')", ll_editor(lines3, "10:09 AM")),
        ("click('321')", ll_editor(lines3, "10:14 AM", saved_flash)),
        ("click('323')", ll_editor(lines3, "10:14 AM", saved_flash, send_modal)),
        ("click('508')", sent),
        ("click('12')", ll_list(st1)),
        ("click('428')", ll_list(st1, modal=pay_modal)),
        ("click('527')", ll_list(st2, paid_flash)),
    ]
    rs.add("web", "h65-web-04", SYSTEM, turns, state=ll_editor(INV_BASE, "10:09 AM"))


# ---------------------------------------------------------------------------------------------------------------
# 05 Event registration (Eventbrite) — clean
# ---------------------------------------------------------------------------------------------------------------
EB = "https://www.eventbrite.com/e/maps-that-lie-seattle-data-viz-meetup-47-tickets-918273645501"


def eb_event(ga_left: int, going: int, ga_qty: str, mine: bool = False) -> str:
    banner = """
    [95] region ''
      StaticText "You're going! 2 tickets · Order #11839204177"
      [96] link 'View tickets', clickable""" if mine else ""
    summary = "StaticText '2 × General Admission · Free'" if ga_qty == "2" else "StaticText 'Select tickets'"
    body = f"""
  [20] banner ''
    [21] link 'Eventbrite', clickable
    [22] searchbox 'Search events', clickable
    [23] link 'Find Events', clickable
    [24] link 'Create Events', clickable
    [25] link 'Likes', clickable
    [26] link 'Tickets', clickable
    [27] button 'Jordan Pike', clickable, hasPopup='menu', expanded=False
  [90] main ''{banner}
    [100] image 'Choropleth map of Washington with a distorted color scale'
    StaticText 'Thursday, June 19'
    [101] heading 'Maps That Lie: Seattle Data Viz Meetup #47'
    StaticText 'Three short talks on misleading maps — color scales, projections and bins — followed by a hands-on critique session. Bring a laptop.'
    [102] link 'Seattle Data Viz', clickable
    StaticText '2,841 followers'
    [103] button 'Follow', clickable
    [110] heading 'Date and time'
    StaticText 'Thursday, June 19 · 6:30 - 8:30pm PDT'
    [111] heading 'Location'
    StaticText 'Fremont Collective'
    StaticText '3417 Evanston Ave N, Seattle, WA 98103'
    [112] button 'Show map', clickable
    [113] heading 'Refund Policy'
    StaticText 'Contact the organizer to request a refund.'
    StaticText '{going} going'
    [120] region 'Tickets'
      StaticText 'General Admission'
      StaticText 'Free'
      StaticText '{ga_left} remaining · Sales end on Jun 19, 2025'
      [121] combobox 'Quantity, General Admission', clickable, hasPopup='listbox', expanded=False
        StaticText '{ga_qty}'
      StaticText 'Supporter ticket'
      StaticText '$15.00 + $2.02 Fee'
      StaticText '8 remaining · Includes a drink ticket; helps cover the venue'
      [122] combobox 'Quantity, Supporter ticket', clickable, hasPopup='listbox', expanded=False
        StaticText '0'
      {summary}
      [123] button 'Register', clickable{'' if ga_qty != '0' else ', disabled=True'}
    [130] heading 'Tags'
    [131] link 'Seattle Events', clickable
    [132] link 'Data Visualization', clickable
    [133] link 'Science & Tech', clickable"""
    return tree("Maps That Lie: Seattle Data Viz Meetup #47 Tickets, Thu, Jun 19, 2025 at 6:30 PM | Eventbrite", EB, body)


def eb_checkout(timer: str, first2: str, last2: str) -> str:
    body = f"""
  [200] dialog 'Checkout', modal=True
    [201] button 'Close', clickable
    [202] heading 'Checkout'
    StaticText 'Time left {timer}'
    [203] heading 'Contact information'
    StaticText 'Logged in as jordan.pike@proton.me.'
    [204] link 'Not you?', clickable
    [205] textbox 'First name *', clickable, value='Jordan', required
    [206] textbox 'Last name *', clickable, value='Pike', required
    [207] textbox 'Email address *', clickable, value='jordan.pike@proton.me', required
    [208] checkbox 'Keep me updated on more events and news from this event organizer.', clickable, checked='false'
    [210] heading 'Ticket 1 · General Admission'
    [211] textbox 'First name *', clickable, value='Jordan', required
    [212] textbox 'Last name *', clickable, value='Pike', required
    [213] textbox 'What do you work on? (optional)', clickable
    [220] heading 'Ticket 2 · General Admission'
    [221] textbox 'First name *', clickable, value={first2!r}, required
    [222] textbox 'Last name *', clickable, value={last2!r}, required
    [223] textbox 'What do you work on? (optional)', clickable
    StaticText 'Powered by Eventbrite'
    [230] button 'Register', clickable
    [240] region 'Order summary'
      StaticText '2 x General Admission'
      StaticText '$0.00'
      StaticText 'Total'
      StaticText '$0.00'"""
    return tree("Checkout | Eventbrite", EB + "#checkout", body)


def t05(rs: RowSet) -> None:
    done = tree("Thanks for your order! | Eventbrite", "https://www.eventbrite.com/checkout/11839204177/confirmation", """
  [20] banner ''
    [21] link 'Eventbrite', clickable
    [27] button 'Jordan Pike', clickable, hasPopup='menu', expanded=False
  [300] main ''
    [301] heading 'Thanks for your order!'
    StaticText '#11839204177'
    StaticText "YOU'RE GOING TO"
    [302] link 'Maps That Lie: Seattle Data Viz Meetup #47', clickable
    StaticText '2 tickets sent to'
    StaticText 'jordan.pike@proton.me'
    [303] link 'Change', clickable
    StaticText 'Thursday, June 19, 2025 from 6:30 PM to 8:30 PM (PDT)'
    StaticText 'Fremont Collective, 3417 Evanston Ave N, Seattle, WA 98103'
    [304] button 'Add to calendar', clickable
    [305] link 'View event', clickable
    [306] link 'Go to tickets', clickable
    [310] region 'Order details'
      StaticText 'General Admission · Jordan Pike'
      StaticText 'General Admission · Sam Okoye'
      StaticText 'Order total: Free'""")
    turns = [
        ("select_option('121', '2')", eb_event(42, 128, "2")),
        ("click('123')", eb_checkout("19:58", "", "")),
        ("fill('221', 'Sam')", eb_checkout("19:31", "Sam", "")),
        ("fill('222', 'Okoye')", eb_checkout("19:12", "Sam", "Okoye")),
        ("click('230')", done),
        ("click('305')", eb_event(39, 131, "0", mine=True)),
    ]
    rs.add("web", "h65-web-05", SYSTEM, turns, state=eb_event(42, 128, "0"))


# ---------------------------------------------------------------------------------------------------------------
# 06 Home energy dashboard — bad: the bill forecast shows cost-to-date at the old rate after the rate change
# ---------------------------------------------------------------------------------------------------------------
VV = "https://home.voltview.net"
CIRC = [("HVAC (heat pump)", 171.3, 612), ("EV charger", 96.2, 0), ("Water heater", 68.4, 0), ("Kitchen", 39.8, 318),
        ("Laundry", 21.5, 0), ("Other / unmonitored", 15.4, 362)]


def vv_nav(active: str) -> str:
    items = ["Dashboard", "Circuits", "Bill forecast", "History", "Devices", "Settings"]
    nav = "\n".join(f"    [{11 + i}] link '{n}', clickable{', focused' if n == active else ''}" for i, n in enumerate(items))
    return f"""
  [2] banner ''
    [3] link 'VoltView', clickable
    StaticText '418 Linden Ct · Meter 7702-1183-46'
    [4] button 'Rosa Castellanos', clickable, hasPopup='menu', expanded=False
  [10] navigation ''
{nav}"""


def vv_dash(updated: str, live: str, today: str, mtd: float, rate: float, circ: list[tuple[str, float, int]]) -> str:
    rows = "".join(f"""
      [{200 + i * 4}] row ''
        [{201 + i * 4}] gridcell '{n}'
        [{202 + i * 4}] gridcell '{k:.1f} kWh'
        [{203 + i * 4}] gridcell '{w:,} W'""" for i, (n, k, w) in enumerate(circ))
    body = vv_nav("Dashboard") + f"""
  [100] main ''
    [101] heading 'Dashboard'
    StaticText 'Live · updated {updated}'
    [102] region 'Power now'
      StaticText '{live}'
      StaticText 'Grid import'
    [103] region 'Today so far'
      StaticText '{today} kWh'
    [104] region 'This billing cycle (Jun 1 – Jun 30)'
      StaticText '{mtd:.1f} kWh'
      StaticText 'Estimated cost {money(mtd * rate)} at ${rate:.3f}/kWh'
      StaticText 'Projected: 1,086 kWh · {money(1086 * rate)}'
      StaticText 'Costs exclude the $12.50 monthly base charge.'
    [110] heading 'Circuits this cycle'
    [111] table ''
      [112] row ''
        [113] columnheader 'Circuit'
        [114] columnheader 'Energy'
        [115] columnheader 'Now'""" + rows + """
    [240] link 'See all circuits', clickable
    [241] region 'Alerts'
      StaticText 'Budget alert: $90.00 per cycle'
      StaticText 'No alerts this cycle.'"""
    return tree("Dashboard · VoltView", VV + "/dashboard", body)


def vv_settings(rate: str, budget: str = "90", flash: str = "") -> str:
    body = vv_nav("Settings") + f"""
  [100] main ''{flash}
    [300] heading 'Settings'
    [301] heading 'Rate plan'
    [302] radiogroup 'Plan type'
      [303] radio 'Flat rate', clickable, checked='true'
      [304] radio 'Time-of-use', clickable, checked='false'
    [305] textbox 'Price per kWh (USD)', clickable, value='{rate}'
    [306] textbox 'Monthly base charge (USD)', clickable, value='12.50'
    [307] combobox 'Billing cycle starts on day', clickable, hasPopup='listbox', expanded=False
      StaticText '1'
    [310] heading 'Alerts'
    [311] textbox 'Monthly budget alert (USD)', clickable, value='{budget}'
    [312] textbox 'Alert email', clickable, value='r.castellanos@outlook.com'
    [313] checkbox 'Notify me when a circuit runs more than 4 hours', clickable, checked='true'
    [320] button 'Save', clickable
    [321] link 'Cancel', clickable"""
    return tree("Settings · VoltView", VV + "/settings", body)


def t06(rs: RowSet) -> None:
    circ2 = [("HVAC (heat pump)", 171.4, 612)] + CIRC[1:]
    saved = """
    [99] alert '', live='polite'
      StaticText 'Settings saved. Costs since Jun 1 were recalculated at $0.158/kWh.'"""
    crow = "".join(f"""
      [{400 + i * 6}] row ''
        [{401 + i * 6}] link '{n}', clickable
        [{402 + i * 6}] gridcell '{k:.1f} kWh'
        [{403 + i * 6}] gridcell '{k / 412.7 * 100:.1f}%'
        [{404 + i * 6}] gridcell '{money(k * 0.158)}'
        [{405 + i * 6}] gridcell '{w:,} W'""" for i, (n, k, w) in enumerate(circ2))
    circuits = tree("Circuits · VoltView", VV + "/circuits?period=cycle", vv_nav("Circuits") + """
  [100] main ''
    [390] heading 'Circuits'
    StaticText 'Billing cycle Jun 1 – Jun 30, 2025 · updated 9:44:31 AM'
    [391] combobox 'Period', clickable, hasPopup='listbox', expanded=False
      StaticText 'This billing cycle'
    [392] table ''
      [393] row ''
        [394] columnheader 'Circuit'
        [395] columnheader 'Energy'
        [396] columnheader 'Share'
        [397] columnheader 'Cost @ $0.158/kWh'
        [398] columnheader 'Now'""" + crow + """
    StaticText 'Total 412.7 kWh · $65.21 · 1,292 W now'""")
    forecast = tree("Bill forecast · VoltView", VV + "/forecast", vv_nav("Bill forecast") + """
  [100] main ''
    [500] heading 'Bill forecast'
    StaticText 'Billing cycle Jun 1 – Jun 30, 2025 · day 12 of 30 · updated 9:45:02 AM'
    [501] table ''
      [502] row ''
        [503] rowheader 'Usage to date'
        [504] gridcell '412.7 kWh'
      [505] row ''
        [506] rowheader 'Rate (flat)'
        [507] gridcell '$0.158/kWh'
      [508] row ''
        [509] rowheader 'Energy cost to date'
        [510] gridcell '$58.60'
      [511] row ''
        [512] rowheader 'Projected usage'
        [513] gridcell '1,086 kWh'
      [514] row ''
        [515] rowheader 'Projected energy cost'
        [516] gridcell '$171.59'
      [517] row ''
        [518] rowheader 'Base charge'
        [519] gridcell '$12.50'
      [520] row ''
        [521] rowheader 'Projected bill'
        [522] gridcell '$184.09'
    [530] region 'Budget'
      StaticText 'Budget alert: $90.00 per cycle'
      StaticText 'At the current pace, energy cost passes $90.00 around Jun 16.'
      [531] button 'Edit budget', clickable
    [540] heading 'Last 3 bills'
    [541] list ''
      [542] listitem ''
        StaticText 'May 2025 · 1,012 kWh · $156.20'
      [543] listitem ''
        StaticText 'Apr 2025 · 948 kWh · $147.12'
      [544] listitem ''
        StaticText 'Mar 2025 · 1,137 kWh · $173.95'""")
    budget = vv_settings("0.158").replace("[311] textbox 'Monthly budget alert (USD)', clickable, value='90'",
                                          "[311] textbox 'Monthly budget alert (USD)', clickable, focused, value='90'")
    turns = [
        ("click('16')", vv_settings("0.142")),
        ("fill('305', '0.158')", vv_settings("0.158")),
        ("click('320')", vv_settings("0.158", flash=saved)),
        ("click('11')", vv_dash("9:44:05 AM", "1,301 W", "14.88", 412.7, 0.158, circ2)),
        ("click('240')", circuits),
        ("click('13')", forecast),
        ("click('531')", budget),
        ("fill('311', '120')", budget.replace("value='90'", "value='120'")),
    ]
    rs.add("web", "h65-web-06", SYSTEM, turns, state=vv_dash("9:41:10 AM", "1,284 W", "14.82", 412.6, 0.142, CIRC),
           bad=True, turn=6,
           kind="After the rate was saved as $0.158/kWh (dashboard and circuits cost $65.21), the bill forecast gives energy cost to date as $58.60, the old-rate figure.")


# ---------------------------------------------------------------------------------------------------------------
# 07 Magento admin (WebArena) — clean: parent renamed (children keep their names), a child disabled, grid re-sorted
# ---------------------------------------------------------------------------------------------------------------
MA = "http://localhost:7780/admin"
BAGS = [(1, "Joust Duffle Bag", "24-MB01", 34.00, 100), (2, "Strive Shoulder Pack", "24-MB04", 32.00, 100),
        (3, "Crown Summit Backpack", "24-MB03", 38.00, 100), (4, "Wayfarer Messenger Bag", "24-MB05", 45.00, 100),
        (5, "Rival Field Messenger", "24-MB06", 45.00, 100), (6, "Fusion Backpack", "24-MB02", 59.00, 100),
        (7, "Impulse Duffle", "24-UB02", 74.00, 100), (8, "Voyage Yoga Bag", "24-WB01", 32.00, 100),
        (9, "Compete Track Tote", "24-WB02", 32.00, 100), (10, "Savvy Shoulder Tote", "24-WB05", 32.00, 100),
        (11, "Endeavor Daytrip Backpack", "24-WB06", 33.00, 100), (12, "Driven Backpack", "24-WB03", 36.00, 100),
        (13, "Overnight Duffle", "24-WB07", 45.00, 100), (14, "Push It Messenger Bag", "24-WB04", 45.00, 100),
        (15, "Affirm Water Bottle", "24-UG06", 7.00, 100), (16, "Dual Handle Cardio Ball", "24-UG07", 12.00, 100),
        (17, "Zing Jump Rope", "24-UG04", 12.00, 100), (18, "Pursuit Lumaflex™ Tone Band", "24-UG02", 16.00, 100),
        (19, "Go-Get'r Pushup Grips", "24-UG05", 19.00, 100), (20, "Quest Lumaflex™ Band", "24-UG01", 19.00, 100)]
CHAZ_QTY = {"XS-Black": 87, "XS-Gray": 100, "XS-Orange": 42, "S-Black": 100, "S-Gray": 64, "S-Orange": 100,
            "M-Black": 12, "M-Gray": 100, "M-Orange": 91, "L-Black": 100, "L-Gray": 5, "L-Orange": 100,
            "XL-Black": 73, "XL-Gray": 100, "XL-Orange": 58}


def chaz_rows(parent_name: str, disabled: set[int]) -> list[dict]:
    rows = []
    for i, (var, q) in enumerate(CHAZ_QTY.items()):
        rows.append({"id": 52 + i, "name": f"Chaz Kangeroo Hoodie-{var}", "type": "Simple Product", "set": "Top",
                     "sku": f"MH01-{var}", "price": 52.00, "qty": str(q), "sal": f"Default Stock: {q - 2 if var == 'M-Black' else q}",
                     "vis": "Not Visible Individually", "status": "Disabled" if 52 + i in disabled else "Enabled"})
    rows.append({"id": 67, "name": parent_name, "type": "Configurable Product", "set": "Top", "sku": "MH01", "price": 52.00,
                 "qty": "", "sal": "", "vis": "Catalog, Search", "status": "Enabled"})
    return rows


def bag_rows() -> list[dict]:
    return [{"id": i, "name": n, "type": "Simple Product", "set": "Bag" if "UG" not in s else "Gear", "sku": s, "price": p,
             "qty": str(q), "sal": f"Default Stock: {q}", "vis": "Catalog, Search", "status": "Enabled"} for i, n, s, p, q in BAGS]


def ma_menu() -> str:
    return """
  [20] navigation ''
    [21] link 'Magento Admin Panel', clickable
      [22] image 'Magento Admin Panel'
    [23] menubar '', orientation='horizontal'
      [24] link 'DASHBOARD', clickable
      [25] link 'SALES', clickable
      [26] link 'CATALOG', clickable
      [27] link 'CUSTOMERS', clickable
      [28] link 'MARKETING', clickable
      [29] link 'CONTENT', clickable
      [30] link 'REPORTS', clickable
      [31] link 'STORES', clickable
      [32] link 'SYSTEM', clickable
      [33] link 'FIND PARTNERS & EXTENSIONS', clickable
  [40] banner ''
    [41] link 'admin', clickable
    [42] link 'Notifications 4', clickable"""


def ma_grid(rows: list[dict], total: str, keyword: str, applied: bool, sort: str = "ID", flash: str = "") -> str:
    cells = []
    for k, r in enumerate(rows):
        b = 1000 + k * 20
        cells.append(f"""
      [{b}] row ''
        [{b + 1}] gridcell '', clickable
          [{b + 2}] checkbox '', clickable, checked='false'
        [{b + 3}] gridcell '{r['id']}'
        [{b + 4}] gridcell ''
          [{b + 5}] image '{r['name']}'
        [{b + 6}] gridcell {r['name']!r}
        [{b + 7}] gridcell '{r['type']}'
        [{b + 8}] gridcell '{r['set']}'
        [{b + 9}] gridcell '{r['sku']}'
        [{b + 10}] gridcell '{money(r['price'])}'
        [{b + 11}] gridcell '{r['qty']}'
        [{b + 12}] gridcell '{r['sal']}'
        [{b + 13}] gridcell '{r['vis']}'
        [{b + 14}] gridcell '{r['status']}'
        [{b + 15}] gridcell 'Main Website'
        [{b + 16}] gridcell ''
          [{b + 17}] link 'Edit', clickable""")
    filt = f"""
    StaticText 'Active filters:'
    StaticText 'Keyword: {keyword}'
    [905] button 'Remove', clickable
    [906] button 'Clear all', clickable""" if applied else ""
    heads = ["ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity", "Salable Quantity", "Visibility", "Status", "Websites", "Action"]
    asc = ", sort='ascending'"
    hdr = "\n".join(f"        [{921 + i}] columnheader '{h}', clickable{asc if h == sort else ''}" for i, h in enumerate(heads))
    val = f", value='{keyword}'" if keyword else ""
    body = ma_menu() + f"""
  [100] main ''{flash}
    [101] heading 'Products'
    [102] button 'Add Product', clickable
    [103] button 'Add product of type', clickable, hasPopup='menu', expanded=False
    [900] textbox 'Search by keyword', clickable{val}
    [901] button 'Search', clickable
    [902] button 'Filters', clickable
    [903] button 'Default View', clickable, hasPopup='menu', expanded=False
    [904] button 'Columns', clickable, hasPopup='menu', expanded=False{filt}
    [907] combobox 'Actions', clickable, hasPopup='menu', expanded=False
    StaticText '{total} records found'
    [908] combobox 'Per page', clickable, hasPopup='menu', expanded=False
      StaticText '20'
    [909] button 'Previous Page', clickable, disabled=True
    [910] spinbutton 'Page', clickable, value='1'
    StaticText 'of {1 if total == '16' else 103}'
    [911] button 'Next Page', clickable{', disabled=True' if total == '16' else ''}
    [920] table ''
      [919] row ''
        [918] columnheader 'Mass Actions', clickable
{hdr}""" + "".join(cells)
    url = MA + "/catalog/product/" + (f"index/?search={keyword}" if applied else "")
    return tree("Products / Inventory / Catalog / Magento Admin", url, body)


def ma_edit(pid: int, name: str, sku: str, enabled: bool, qty: str, vis: str, flash: str = "", saved_name: str | None = None) -> str:
    title = saved_name or name
    qty_block = f"""
    [1540] textbox 'Quantity', clickable, value='{qty}'
    [1541] link 'Advanced Inventory', clickable
    [1542] combobox 'Stock Status', clickable, hasPopup='menu', expanded=False
      StaticText 'In Stock'""" if qty else """
    StaticText 'Quantity and stock are managed on the child products (Configurations).'"""
    conf = """
    [1600] heading 'Configurations'
    StaticText 'Configurable products allow customers to choose options (Ex: shirt color). You need to create a simple product for each configuration (Ex: a product for each color).'
    StaticText 'Current Variations: 15 (Color: Black, Gray, Orange · Size: XS, S, M, L, XL)'
    [1601] button 'Edit Configurations', clickable""" if not qty else ""
    body = ma_menu() + f"""
  [100] main ''{flash}
    [1500] heading {title!r}
    [1501] button 'Back', clickable
    [1502] button 'Add Attribute', clickable
    [1503] combobox 'Store View', clickable, hasPopup='menu', expanded=False
      StaticText 'All Store Views'
    [1504] button 'Save', clickable
    [1505] button 'Save & Duplicate', clickable
    [1510] switch 'Enable Product', clickable, checked='{'true' if enabled else 'false'}'
    StaticText '{'Yes' if enabled else 'No'}'
    [1511] combobox 'Attribute Set', clickable, hasPopup='menu', expanded=False
      StaticText 'Top'
    [1512] textbox 'Product Name *', clickable, value={name!r}, required
    [1513] textbox 'SKU *', clickable, value='{sku}', required
    [1514] textbox 'Price *', clickable, value='52.00', required
    [1515] link 'Advanced Pricing', clickable
    [1516] combobox 'Tax Class', clickable, hasPopup='menu', expanded=False
      StaticText 'Taxable Goods'{qty_block}
    [1543] combobox 'Weight', clickable, hasPopup='menu', expanded=False
      StaticText 'This item has weight'
    [1544] textbox 'Weight', clickable, value='1'
    [1545] combobox 'Visibility', clickable, hasPopup='menu', expanded=False
      StaticText '{vis}'
    [1546] listbox 'Categories', clickable
      StaticText 'Hoodies & Sweatshirts'
    [1547] textbox 'New Theme From', clickable
    [1548] combobox 'Country of Manufacture', clickable, hasPopup='menu', expanded=False
      StaticText 'Please Select'{conf}
    [1610] button 'Content', clickable, expanded=False
    [1611] button 'Images And Videos', clickable, expanded=False
    [1612] button 'Search Engine Optimization', clickable, expanded=False
    [1613] button 'Related Products, Up-Sells, and Cross-Sells', clickable, expanded=False"""
    return tree(f"{title} / Products / Inventory / Catalog / Magento Admin", f"{MA}/catalog/product/edit/id/{pid}/", body)


def t07(rs: RowSet) -> None:
    old, new = "Chaz Kangeroo Hoodie", "Chaz Kangaroo Hoodie"
    saved = """
    [99] alert ''
      StaticText 'You saved the product.'"""
    rows_new = chaz_rows(new, set())
    rows_dis = chaz_rows(new, {54})
    by_qty = sorted(rows_dis, key=lambda r: (-1 if r["qty"] == "" else int(r["qty"]), r["id"]))
    turns = [
        ("fill('900', 'Chaz')", ma_grid(bag_rows(), "2,048", "Chaz", False)),
        ("keyboard_press('Enter')", ma_grid(chaz_rows(old, set()), "16", "Chaz", True)),
        ("click('1317')", ma_edit(67, old, "MH01", True, "", "Catalog, Search")),
        ("fill('1512', 'Chaz Kangaroo Hoodie')", ma_edit(67, new, "MH01", True, "", "Catalog, Search", saved_name=old)),
        ("click('1504')", ma_edit(67, new, "MH01", True, "", "Catalog, Search", flash=saved)),
        ("click('1501')", ma_grid(rows_new, "16", "Chaz", True)),
        ("click('1057')", ma_edit(54, "Chaz Kangeroo Hoodie-XS-Orange", "MH01-XS-Orange", True, "42", "Not Visible Individually")),
        ("click('1510')", ma_edit(54, "Chaz Kangeroo Hoodie-XS-Orange", "MH01-XS-Orange", False, "42", "Not Visible Individually")),
        ("click('1504')", ma_edit(54, "Chaz Kangeroo Hoodie-XS-Orange", "MH01-XS-Orange", False, "42", "Not Visible Individually", flash=saved)),
        ("click('1501')", ma_grid(rows_dis, "16", "Chaz", True)),
        ("click('928')", ma_grid(by_qty, "16", "Chaz", True, sort="Quantity")),
    ]
    rs.add("web", "h65-web-07", SYSTEM, turns, state=ma_grid(bag_rows(), "2,048", "", False))


# ---------------------------------------------------------------------------------------------------------------
# 08 Book club reading lists — clean
# ---------------------------------------------------------------------------------------------------------------
BC = "https://chapterandverse.club/clubs/fremont-readers"


def bc_nav(active: str, past: int) -> str:
    tabs = [("Reading list", 11), ("Past reads", 12), ("Meetings", 13), ("Members", 14), ("Discussion", 15)]
    nav = "\n".join(f"    [{b}] link '{t}{f' ({past})' if t == 'Past reads' else ''}', clickable{', focused' if t == active else ''}" for t, b in tabs)
    return f"""
  [2] banner ''
    [3] link 'Chapter & Verse', clickable
    StaticText 'Fremont Readers · 12 members'
    [4] button 'Dev Raman', clickable, hasPopup='menu', expanded=False
  [10] navigation 'Club'
{nav}"""


def bc_list(current: tuple[str, str, str] | None, upnext: list[tuple[str, str, int, str, bool]], past: int, flash: str = "") -> str:
    if current:
        t, a, started = current
        cur = f"""
    [110] article ''
      [111] heading '{t}'
      StaticText 'by {a}'
      StaticText '{started}'
      [112] button 'Mark as finished', clickable
      [113] link 'Discussion thread', clickable"""
    else:
        cur = """
    StaticText 'Nothing in progress. Start a book from Up next.'"""
    items = []
    for i, (t, a, v, who, mine) in enumerate(upnext):
        b = 130 + i * 8
        items.append(f"""
      [{b}] listitem ''
        StaticText '{i + 1}.'
        [{b + 1}] link {t!r}, clickable
        StaticText 'by {a} · suggested by {who}'
        StaticText '{v} votes'
        [{b + 2}] button 'Upvote', clickable, pressed='{'true' if mine else 'false'}'
        [{b + 3}] button 'Start reading', clickable
        [{b + 4}] button 'Remove', clickable""")
    body = bc_nav("Reading list", past) + f"""
  [100] main ''{flash}
    [101] heading 'Reading list'
    [102] heading 'Currently reading'{cur}
    [120] heading 'Up next'
    StaticText 'Sorted by votes · members can vote for up to 3 books'
    [121] button 'Suggest a book', clickable
    [122] list ''""" + "".join(items)
    return tree("Reading list · Fremont Readers · Chapter & Verse", BC + "/reading-list", body)


def t08(rs: RowSet) -> None:
    tt = ("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", 9, "Priya N.", True)
    cov = ("The Covenant of Water", "Abraham Verghese", 7, "Marcus T.", True)
    dem = ("Demon Copperhead", "Barbara Kingsolver", 6, "Lena O.", False)
    pir = ("Piranesi", "Susanna Clarke", 4, "you", False)
    pir5 = ("Piranesi", "Susanna Clarke", 5, "you", True)
    lic = ("Lessons in Chemistry", "Bonnie Garmus", "Started May 7, 2025 · discussed Wed, Jun 4 (9 attended)")
    fin = """
    [99] status ''
      StaticText 'Lessons in Chemistry moved to Past reads.'"""
    started = """
    [99] status ''
      StaticText 'Now reading: Tomorrow, and Tomorrow, and Tomorrow.'"""
    removed = """
    [99] status ''
      StaticText 'Demon Copperhead removed from Up next.'
      [98] button 'Undo', clickable"""
    past_rows = [("Lessons in Chemistry", "Bonnie Garmus", "2025-06-05", "—"), ("The Marriage Portrait", "Maggie O'Farrell", "2025-05-01", "3.9"),
                 ("Remarkably Bright Creatures", "Shelby Van Pelt", "2025-03-26", "4.4"), ("Hello Beautiful", "Ann Napolitano", "2025-02-19", "4.1"),
                 ("The Rose Code", "Kate Quinn", "2025-01-15", "4.0"), ("Klara and the Sun", "Kazuo Ishiguro", "2024-12-04", "3.6"),
                 ("The Midnight Library", "Matt Haig", "2024-10-30", "3.3"), ("Project Hail Mary", "Andy Weir", "2024-09-25", "4.7")]
    prow = "".join(f"""
      [{210 + i * 5}] row ''
        [{211 + i * 5}] gridcell {t!r}
        [{212 + i * 5}] gridcell {a!r}
        [{213 + i * 5}] gridcell '{d}'
        [{214 + i * 5}] gridcell '{r}'""" for i, (t, a, d, r) in enumerate(past_rows))
    past = tree("Past reads · Fremont Readers · Chapter & Verse", BC + "/past", bc_nav("Past reads", 15) + """
  [100] main ''
    [200] heading 'Past reads'
    [201] combobox 'Sort', clickable, hasPopup='listbox', expanded=False
      StaticText 'Finished (newest first)'
    [202] table ''
      [203] row ''
        [204] columnheader 'Title'
        [205] columnheader 'Author'
        [206] columnheader 'Finished'
        [207] columnheader 'Avg. rating'""" + prow + """
    StaticText 'Showing 1–8 of 15'
    [260] link 'Next', clickable""")
    meetings = tree("Meetings · Fremont Readers · Chapter & Verse", BC + "/meetings", bc_nav("Meetings", 15) + """
  [100] main ''
    [300] heading 'Meetings'
    [301] heading 'Upcoming'
    StaticText 'No meeting scheduled for Tomorrow, and Tomorrow, and Tomorrow yet.'
    [302] button 'Schedule meeting', clickable
    [303] heading 'Past'
    [304] list ''
      [305] listitem ''
        StaticText 'Wed, Jun 4, 2025 · 7:00 PM · Lessons in Chemistry · hosted by Lena O. · 9 attended'
      [306] listitem ''
        StaticText 'Wed, Apr 30, 2025 · 7:00 PM · The Marriage Portrait · hosted by Marcus T. · 10 attended'
      [307] listitem ''
        StaticText 'Wed, Mar 26, 2025 · 7:00 PM · Remarkably Bright Creatures · hosted by Dev R. · 11 attended'""")
    sched = tree("Schedule meeting · Fremont Readers · Chapter & Verse", BC + "/meetings/new", bc_nav("Meetings", 15) + """
  [100] main ''
    [320] heading 'Schedule meeting'
    [321] combobox 'Book', clickable, hasPopup='listbox', expanded=False
      StaticText 'Tomorrow, and Tomorrow, and Tomorrow'
    [322] textbox 'Date', clickable, value='', required
    [323] combobox 'Time', clickable, hasPopup='listbox', expanded=False
      StaticText '7:00 PM'
    [324] textbox 'Host', clickable, value='Dev Raman'
    [325] textbox 'Location', clickable, value=''
    [326] checkbox 'Email all 12 members', clickable, checked='true'
    [327] button 'Create meeting', clickable
    [328] link 'Cancel', clickable""")
    turns = [
        ("click('112')", bc_list(None, [tt, cov, dem, pir], 15, fin)),
        ("click('133')", bc_list(("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", "Started Jun 5, 2025"), [cov, dem, pir], 15, started)),
        ("click('148')", bc_list(("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", "Started Jun 5, 2025"), [cov, dem, pir5], 15)),
        ("click('142')", bc_list(("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", "Started Jun 5, 2025"), [cov, pir5], 15, removed)),
        ("click('12')", past),
        ("click('13')", meetings),
        ("click('302')", sched),
    ]
    rs.add("web", "h65-web-08", SYSTEM, turns, state=bc_list(lic, [tt, cov, dem, pir], 14))


# ---------------------------------------------------------------------------------------------------------------
# 09 Postmill forum (WebArena reddit) — bad: the forum listing shows the post under its title from before the edit
# ---------------------------------------------------------------------------------------------------------------
PM = "http://localhost:9999"
PM_TOP = """
  [2] navigation ''
    [3] link 'Jump to main content', clickable
    [4] link 'Jump to sidebar', clickable
  [5] navigation ''
    [6] link 'Home', clickable
      StaticText 'Postmill'
    [7] list ''
      [8] listitem ''
        [9] link 'Forums', clickable
      [10] listitem ''
        [11] link 'Wiki', clickable
    [12] searchbox 'Search query', clickable
    [13] link 'Submit', clickable
    [14] link 'Notifications (0)', clickable
    [15] button 'MarvelsGrantMan136', clickable, hasPopup='menu', expanded=False"""
OTHERS = [("Port Authority is now Pittsburgh Regional Transit — anyone else still calling it PAT?", "steelcityslim", "3 hours ago", 41, 27),
          ("Pothole on Forbes near Craig St finally fixed", "bridge_troll412", "5 hours ago", 18, 6),
          ("Best pierogi in the Strip District?", "Hazel_Bakes", "9 hours ago", 52, 31),
          ("Incline closed for maintenance this weekend", "mon_incline_fan", "1 day ago", 12, 4)]


def pm_forum(mine: tuple[str, str] | None) -> str:
    posts = ([(mine[0], "MarvelsGrantMan136", mine[1], 1, 0)] if mine else []) + OTHERS
    arts = []
    for i, (t, u, when, pts, com) in enumerate(posts):
        b = 100 + i * 10
        arts.append(f"""
    [{b}] article ''
      [{b + 1}] heading {t!r}
        [{b + 2}] link {t!r}, clickable
      StaticText 'Submitted by'
      [{b + 3}] link '{u}', clickable
      StaticText '{when}'
      [{b + 4}] link '{com} comment{'' if com == 1 else 's'}', clickable
      [{b + 5}] button 'Upvote', clickable{", pressed='true'" if u == "MarvelsGrantMan136" else ""}
      StaticText '{pts}'
      [{b + 6}] button 'Downvote', clickable""")
    body = PM_TOP + """
  [50] main ''
    [51] heading '/f/pittsburgh'
    [52] link 'Hot', clickable
    [53] link 'New', clickable
    [54] link 'Top', clickable
    [55] link 'Controversial', clickable""" + "".join(arts) + """
    [190] link 'More', clickable
  [200] complementary ''
    [201] heading 'pittsburgh'
    StaticText 'Yinzers, transplants and the 412 at large. Be civil, no spam.'
    [202] button 'Unsubscribe', clickable
    StaticText '1,204 subscribers'
    StaticText 'Created 2 years ago'
    [203] link 'Moderation log', clickable"""
    return tree("/f/pittsburgh", PM + "/f/pittsburgh", body)


BODY = ("Moving to Oakland next month for grad school. Looking for diners open past midnight — Eat'n Park is fine but "
        "I want something with more character. Bonus points if it takes cards.")


def pm_form(title: str, body_text: str, edit: bool = False) -> str:
    head = "Editing submission" if edit else "Create submission"
    btn = "Edit submission" if edit else "Create submission"
    url = PM + ("/f/pittsburgh/118243/-/edit" if edit else "/submit/pittsburgh")
    forum = "" if edit else """
    [309] combobox 'Forum', clickable, hasPopup='listbox', expanded=False
      StaticText 'pittsburgh'"""
    body = PM_TOP + f"""
  [50] main ''
    [300] heading '{head}'
    [301] textbox 'URL', clickable
    [302] textbox 'Title *', clickable, value={title!r}, required
    StaticText 'Max. 300 characters'
    [303] textbox 'Body', clickable, value={body_text!r}
    StaticText 'Markdown allowed. Formatting help'{forum}
    [310] button '{btn}', clickable"""
    return tree(head, url, body)


def pm_post(title: str, slug: str, when: str, edited: bool, flash: str = "") -> str:
    ed = "\n    StaticText 'Edited 0 seconds ago'" if edited else ""
    body = PM_TOP + f"""
  [50] main ''{flash}
    [400] article ''
      [401] heading {title!r}
        [402] link {title!r}, clickable
      StaticText 'Submitted by'
      [403] link 'MarvelsGrantMan136', clickable
      StaticText '{when} in'
      [404] link 'pittsburgh', clickable{ed}
      StaticText {BODY!r}
      [405] link '0 comments', clickable
      [406] link 'Edit', clickable
      [407] button 'Delete', clickable
      [408] button 'Upvote', clickable, pressed='true'
      StaticText '1'
      [409] button 'Downvote', clickable
    [420] heading 'Comments'
    [421] textbox 'Comment', clickable
    [422] button 'Post', clickable
    StaticText 'There are no comments yet.'"""
    return tree(title, f"{PM}/f/pittsburgh/118243/{slug}", body)


def t09(rs: RowSet) -> None:
    t1 = "Best late-night diners near Oakland?"
    t2 = "Best late-night diners near Oakland or Shadyside?"
    pierogi = tree("Best pierogi in the Strip District?", PM + "/f/pittsburgh/118090/best-pierogi-in-the-strip-district", PM_TOP + """
  [50] main ''
    [500] article ''
      [501] heading 'Best pierogi in the Strip District?'
        [502] link 'Best pierogi in the Strip District?', clickable
      StaticText 'Submitted by'
      [503] link 'Hazel_Bakes', clickable
      StaticText '9 hours ago in'
      [504] link 'pittsburgh', clickable
      StaticText 'Family visiting from Cleveland and they have strong opinions. Where do we go?'
      [505] link '31 comments', clickable
      [506] button 'Upvote', clickable
      StaticText '52'
      [507] button 'Downvote', clickable
    [520] heading 'Comments'
    [521] textbox 'Comment', clickable
    [522] button 'Post', clickable
    [530] article ''
      [531] link 'yinzer_deb', clickable
      StaticText '8 hours ago · 24 points'
      StaticText 'Pierogies Plus in McKees Rocks is worth the drive. In the Strip itself, S&D Polish Deli.'
      [532] button 'Reply', clickable
    [540] article ''
      [541] link 'Hazel_Bakes', clickable
      StaticText '8 hours ago · 6 points'
      StaticText 'S&D was on my list, thank you!'
      [542] button 'Reply', clickable
    [550] article ''
      [551] link 'bridge_troll412', clickable
      StaticText '7 hours ago · 11 points'
      StaticText 'Church pierogi sales on Fridays beat everything. St. John the Baptist in Munhall does them monthly.'
      [552] button 'Reply', clickable
    [560] link 'Load 28 more comments', clickable""")
    created = """
    [399] alert ''
      StaticText 'Your submission was created.'"""
    turns = [
        ("click('13')", pm_form("", "")),
        (f"fill('302', '{t1}')", pm_form(t1, "")),
        ("fill('303', \"" + BODY + "\")", pm_form(t1, BODY)),
        ("click('310')", pm_post(t1, "best-late-night-diners-near-oakland", "1 second ago", False, created)),
        ("click('406')", pm_form(t1, BODY, edit=True)),
        (f"fill('302', '{t2}')", pm_form(t2, BODY, edit=True)),
        ("click('310')", pm_post(t2, "best-late-night-diners-near-oakland-or-shadyside", "2 minutes ago", True)),
        ("click('404')", pm_forum((t1, "2 minutes ago"))),
        ("click('134')", pierogi),
    ]
    rs.add("web", "h65-web-09", SYSTEM, turns, state=pm_forum(None), bad=True, turn=8,
           kind="The post retitled at turn 7 to 'Best late-night diners near Oakland or Shadyside?' is listed in /f/pittsburgh under its old title.")


# ---------------------------------------------------------------------------------------------------------------
# 10 School district lunch payments — bad: the history lists the deposit an hour earlier than the receipt
# ---------------------------------------------------------------------------------------------------------------
LN = "https://lunchline.cvsd.org"


def ln_nav(active: str) -> str:
    items = ["Dashboard", "Add money", "History", "Auto-pay", "Low-balance alerts", "Meal applications"]
    nav = "\n".join(f"    [{11 + i}] link '{n}', clickable{', focused' if n == active else ''}" for i, n in enumerate(items))
    return f"""
  [2] banner ''
    [3] link 'LunchLine — Cedar Valley School District', clickable
    [4] button 'Grace Okafor', clickable, hasPopup='menu', expanded=False
  [10] navigation ''
{nav}"""


ACT_OLD = [("06/03/2025 07:14 AM", "Maya", "Breakfast — Lincoln Elementary", "-$1.75"),
           ("06/02/2025 11:42 AM", "Eli", "Lunch + milk — Cedar Valley Middle", "-$3.40"),
           ("06/02/2025 11:18 AM", "Maya", "Lunch — Lincoln Elementary", "-$2.90"),
           ("06/02/2025 07:09 AM", "Maya", "Breakfast — Lincoln Elementary", "-$1.75")]


def ln_dash(maya: float, acts: list[tuple[str, str, str, str]]) -> str:
    low = "\n      StaticText 'Low balance (alert at $5.00)'" if maya < 5 else ""
    rows = "".join(f"""
      [{200 + i * 5}] row ''
        [{201 + i * 5}] gridcell '{d}'
        [{202 + i * 5}] gridcell '{s}'
        [{203 + i * 5}] gridcell '{w}'
        [{204 + i * 5}] gridcell '{a}'""" for i, (d, s, w, a) in enumerate(acts))
    body = ln_nav("Dashboard") + f"""
  [100] main ''
    [101] heading 'My students'
    [110] article ''
      [111] heading 'Maya Okafor'
      StaticText 'Lincoln Elementary · Grade 4 · Student ID 204518'
      StaticText 'Balance {money(maya)}'{low}
      [112] link 'Add money', clickable
      [113] link 'History', clickable
    [120] article ''
      [121] heading 'Eli Okafor'
      StaticText 'Cedar Valley Middle · Grade 7 · Student ID 198774'
      StaticText 'Balance $18.60'
      [122] link 'Add money', clickable
      [123] link 'History', clickable
    [130] heading 'Recent activity'
    [131] table ''
      [132] row ''
        [133] columnheader 'Date'
        [134] columnheader 'Student'
        [135] columnheader 'Description'
        [136] columnheader 'Amount'""" + rows
    return tree("Dashboard · LunchLine", LN + "/dashboard", body)


def ln_pay(amount: str) -> str:
    if amount:
        summ = """
    [310] table 'Summary'
      [311] row ''
        [312] rowheader 'Deposit to Maya Okafor'
        [313] gridcell '$25.00'
      [314] row ''
        [315] rowheader 'Program fee'
        [316] gridcell '$2.49'
      [317] row ''
        [318] rowheader 'Total charged'
        [319] gridcell '$27.49'
    [320] button 'Continue', clickable"""
    else:
        summ = """
    [320] button 'Continue', clickable, disabled=True"""
    body = ln_nav("Add money") + f"""
  [100] main ''
    [300] heading 'Add money'
    [301] combobox 'Student', clickable, hasPopup='listbox', expanded=False
      StaticText 'Maya Okafor (ID 204518) — balance $3.15'
    [302] textbox 'Amount (USD)', clickable, value='{amount}'
    [303] button '$10', clickable
    [304] button '$25', clickable
    [305] button '$50', clickable
    StaticText 'A $2.49 program fee applies to each online payment. Minimum $5.00.'
    [306] radio 'Visa ending 4417 (exp 09/27)', clickable, checked='true'
    [307] radio 'Add a new card', clickable, checked='false'{summ}"""
    return tree("Add money · LunchLine", LN + "/payments/new?student=204518", body)


def t10(rs: RowSet) -> None:
    review = tree("Review payment · LunchLine", LN + "/payments/review", ln_nav("Add money") + """
  [100] main ''
    [400] heading 'Review payment'
    StaticText 'Student: Maya Okafor · Lincoln Elementary · ID 204518'
    StaticText 'Current balance: $3.15'
    StaticText 'Deposit: $25.00'
    StaticText 'Program fee: $2.49'
    StaticText 'Total charged to Visa ending 4417: $27.49'
    StaticText 'Balance after deposit: $28.15'
    [401] checkbox 'Email me a receipt at grace.okafor@gmail.com', clickable, checked='true'
    [402] button 'Submit payment', clickable
    [403] link 'Back', clickable""")
    receipt = tree("Payment received · LunchLine", LN + "/payments/LP-7730196", ln_nav("Add money") + """
  [100] main ''
    [450] heading 'Payment received'
    StaticText 'Confirmation LP-7730196'
    StaticText '06/03/2025 07:52 AM'
    [451] table ''
      [452] row ''
        [453] rowheader 'Student'
        [454] gridcell 'Maya Okafor (ID 204518)'
      [455] row ''
        [456] rowheader 'Deposit'
        [457] gridcell '$25.00'
      [458] row ''
        [459] rowheader 'Program fee'
        [460] gridcell '$2.49'
      [461] row ''
        [462] rowheader 'Total charged'
        [463] gridcell '$27.49 · Visa ending 4417'
      [464] row ''
        [465] rowheader 'New balance'
        [466] gridcell '$28.15'
    StaticText 'A receipt was emailed to grace.okafor@gmail.com. Funds are available at the register immediately.'
    [467] link 'Back to dashboard', clickable
    [468] button 'Print receipt', clickable""")
    dep = ("06/03/2025 07:52 AM", "Maya", "Online deposit (LP-7730196)", "+$25.00")
    hist_rows = [("06/03/2025 06:52 AM", "Online deposit (LP-7730196)", "+$25.00", "$28.15"),
                 ("06/03/2025 07:14 AM", "Breakfast — Lincoln Elementary", "-$1.75", "$3.15"),
                 ("06/02/2025 11:18 AM", "Lunch — Lincoln Elementary", "-$2.90", "$4.90"),
                 ("06/02/2025 07:09 AM", "Breakfast — Lincoln Elementary", "-$1.75", "$7.80"),
                 ("05/30/2025 11:20 AM", "Lunch — Lincoln Elementary", "-$2.90", "$9.55"),
                 ("05/30/2025 07:05 AM", "Breakfast — Lincoln Elementary", "-$1.75", "$12.45"),
                 ("05/29/2025 11:16 AM", "Lunch + extra milk — Lincoln Elementary", "-$3.40", "$14.20"),
                 ("05/28/2025 06:31 PM", "Online deposit (LP-7712408)", "+$15.00", "$17.60")]
    hr = "".join(f"""
      [{510 + i * 5}] row ''
        [{511 + i * 5}] gridcell '{d}'
        [{512 + i * 5}] gridcell '{w}'
        [{513 + i * 5}] gridcell '{a}'
        [{514 + i * 5}] gridcell '{b}'""" for i, (d, w, a, b) in enumerate(hist_rows))
    history = tree("History — Maya Okafor · LunchLine", LN + "/students/204518/history", ln_nav("History") + """
  [100] main ''
    [500] heading 'History — Maya Okafor'
    [501] combobox 'Student', clickable, hasPopup='listbox', expanded=False
      StaticText 'Maya Okafor'
    [502] combobox 'Period', clickable, hasPopup='listbox', expanded=False
      StaticText 'Last 30 days'
    StaticText 'Current balance $28.15'
    [503] table ''
      [504] row ''
        [505] columnheader 'Date'
        [506] columnheader 'Description'
        [507] columnheader 'Amount'
        [508] columnheader 'Balance'""" + hr + """
    StaticText 'Showing 1–8 of 23'
    [560] link 'Next', clickable
    [561] button 'Export CSV', clickable""")
    turns = [
        ("click('112')", ln_pay("")),
        ("fill('302', '25.00')", ln_pay("25.00")),
        ("click('320')", review),
        ("click('402')", receipt),
        ("click('11')", ln_dash(28.15, [dep] + ACT_OLD)),
        ("click('113')", history),
    ]
    rs.add("web", "h65-web-10", SYSTEM, turns, state=ln_dash(3.15, ACT_OLD), bad=True, turn=6,
           kind="The deposit LP-7730196, shown at 06/03/2025 07:52 AM on the receipt and the dashboard, is dated 06:52 AM in Maya's history.")


# ---------------------------------------------------------------------------------------------------------------
# 11 Cloud storage console (Amazon S3) — clean: object renamed (new Last modified), another deleted
# ---------------------------------------------------------------------------------------------------------------
S3 = "https://s3.console.aws.amazon.com/s3"
S3_TOP = """
  [2] banner ''
    [3] link 'AWS', clickable
    [4] button 'Services', clickable, expanded=False
    [5] searchbox 'Search', clickable
    [6] button 'Global', clickable
    [7] button 'acme-ops @ 4417-2290-1186', clickable, hasPopup='menu', expanded=False
  [8] navigation 'Amazon S3'
    [9] link 'Buckets', clickable
    [10] link 'Access Grants', clickable
    [11] link 'Storage Lens', clickable"""
OBJS = {"draft-notes.txt": ("txt", "May 30, 2025, 16:02:11 (UTC-04:00)", "3.1 KB"),
        "logo.png": ("png", "May 2, 2025, 10:15:40 (UTC-04:00)", "45.0 KB"),
        "q1-summary.pdf": ("pdf", "May 14, 2025, 09:27:03 (UTC-04:00)", "2.4 MB"),
        "sales-2025-05.csv": ("csv", "June 1, 2025, 00:05:12 (UTC-04:00)", "684.2 KB"),
        "meeting-notes-2025-05.txt": ("txt", "June 3, 2025, 09:41:07 (UTC-04:00)", "3.1 KB")}


def s3_list(names: list[str], checked: str | None = None) -> str:
    rows = []
    for i, n in enumerate(sorted(names)):
        t, lm, sz = OBJS[n]
        b = 300 + i * 8
        rows.append(f"""
      [{b}] row ''
        [{b + 1}] gridcell ''
          [{b + 2}] checkbox '', clickable, checked='{'true' if n == checked else 'false'}'
        [{b + 3}] gridcell ''
          [{b + 4}] link '{n}', clickable
        [{b + 5}] gridcell '{t}'
        [{b + 6}] gridcell '{lm}'
        [{b + 7}] gridcell '{sz}'
        gridcell 'Standard'""")
    dis = "" if checked else ", disabled=True"
    body = S3_TOP + f"""
  [100] main ''
    [101] navigation 'Breadcrumbs'
      [102] link 'Amazon S3', clickable
      [103] link 'Buckets', clickable
      [104] link 'acme-reports-prod', clickable
      [105] link '2025/', clickable
      StaticText '05/'
    [106] heading '05/'
    [107] button 'Copy S3 URI', clickable
    [110] tablist ''
      [111] tab 'Objects', clickable, selected=True
      [112] tab 'Properties', clickable, selected=False
    [120] heading 'Objects ({len(names)})'
    [121] button 'Refresh', clickable
    [122] button 'Copy S3 URI', clickable{dis}
    [123] button 'Copy URL', clickable{dis}
    [124] button 'Download', clickable{dis}
    [125] button 'Open', clickable{dis}
    [126] button 'Delete', clickable{dis}
    [127] button 'Actions', clickable, hasPopup='menu', expanded=False
    [128] button 'Create folder', clickable
    [129] button 'Upload', clickable
    [130] searchbox 'Find objects by prefix', clickable
    [131] switch 'Show versions', clickable, checked='false'
    [140] table ''
      [141] row ''
        [142] columnheader ''
        [143] columnheader 'Name', sort='ascending'
        [144] columnheader 'Type'
        [145] columnheader 'Last modified'
        [146] columnheader 'Size'
        [147] columnheader 'Storage class'""" + "".join(rows)
    return tree("acme-reports-prod - S3 bucket | S3 | us-east-2", f"{S3}/buckets/acme-reports-prod?region=us-east-2&prefix=2025/05/&showversions=false", body)


def s3_object(name: str, flash: str = "", menu: bool = False) -> str:
    t, lm, sz = OBJS[name]
    mn = """
    [250] menu 'Object actions'
      [251] menuitem 'Download as', clickable
      [252] menuitem 'Share with a presigned URL', clickable
      [253] menuitem 'Calculate total size', clickable, disabled=True
      [254] menuitem 'Copy', clickable
      [255] menuitem 'Move', clickable
      [256] menuitem 'Rename object', clickable
      [257] menuitem 'Edit storage class', clickable
      [258] menuitem 'Edit server-side encryption', clickable
      [259] menuitem 'Edit metadata', clickable
      [260] menuitem 'Edit tags', clickable
      [261] menuitem 'Make public using ACL', clickable, disabled=True
      [262] menuitem 'Delete', clickable""" if menu else ""
    body = S3_TOP + f"""
  [100] main ''{flash}
    [101] navigation 'Breadcrumbs'
      [102] link 'Amazon S3', clickable
      [103] link 'Buckets', clickable
      [104] link 'acme-reports-prod', clickable
      [105] link '2025/', clickable
      [205] link '05/', clickable
      StaticText '{name}'
    [206] heading '{name}'
    [207] button 'Copy S3 URI', clickable
    [208] button 'Download', clickable
    [209] button 'Open', clickable
    [210] button 'Object actions', clickable, hasPopup='menu', expanded={menu}{mn}
    [211] tablist ''
      [212] tab 'Properties', clickable, selected=True
      [213] tab 'Permissions', clickable, selected=False
      [214] tab 'Versions', clickable, selected=False
    [220] heading 'Object overview'
    StaticText 'Owner'
    StaticText 'acme-ops'
    StaticText 'AWS Region'
    StaticText 'US East (Ohio) us-east-2'
    StaticText 'Last modified'
    StaticText '{lm}'
    StaticText 'Size'
    StaticText '{sz}'
    StaticText 'Type'
    StaticText '{t}'
    StaticText 'Key'
    StaticText '2025/05/{name}'
    StaticText 'S3 URI'
    StaticText 's3://acme-reports-prod/2025/05/{name}'
    StaticText 'Amazon Resource Name (ARN)'
    StaticText 'arn:aws:s3:::acme-reports-prod/2025/05/{name}'
    StaticText 'Entity tag (Etag)'
    StaticText '9e107d9d372bb6826bd81d3542a419d6'
    StaticText 'Object URL'
    [221] link 'https://acme-reports-prod.s3.us-east-2.amazonaws.com/2025/05/{name}', clickable
    [230] heading 'Object management overview'
    StaticText 'Storage class'
    StaticText 'Standard'
    StaticText 'Server-side encryption'
    StaticText 'Server-side encryption with Amazon S3 managed keys (SSE-S3)'"""
    return tree(f"{name} - S3 object | S3 | us-east-2", f"{S3}/object/acme-reports-prod?region=us-east-2&prefix=2025/05/{name}", body)


def s3_rename(value: str) -> str:
    body = S3_TOP + f"""
  [100] main ''
    [101] navigation 'Breadcrumbs'
      [102] link 'Amazon S3', clickable
      [103] link 'Buckets', clickable
      [104] link 'acme-reports-prod', clickable
      [105] link '2025/', clickable
      [205] link '05/', clickable
      [206] link 'draft-notes.txt', clickable
      StaticText 'Rename object'
    [270] heading 'Rename object'
    StaticText 'Renaming an object creates a copy with the new name and deletes the original. The Last modified date is updated.'
    StaticText 'Current object name'
    StaticText 'draft-notes.txt'
    [271] textbox 'New object name', clickable, focused, value='{value}'
    StaticText 'Object names can contain up to 1,024 characters.'
    [272] button 'Cancel', clickable
    [273] button 'Save changes', clickable"""
    return tree("Rename object | S3 | us-east-2", f"{S3}/rename/acme-reports-prod?region=us-east-2&prefix=2025/05/draft-notes.txt", body)


def s3_delete(confirm: str) -> str:
    body = S3_TOP + f"""
  [100] main ''
    [600] heading 'Delete objects'
    [601] region 'Permanently delete objects?'
      StaticText 'Deleting the specified objects can’t be undone. Versioning is not enabled for this bucket.'
    [602] heading 'Specified objects'
    [603] table ''
      [604] row ''
        [605] columnheader 'Name'
        [606] columnheader 'Type'
        [607] columnheader 'Last modified'
        [608] columnheader 'Size'
      [609] row ''
        [610] gridcell 'logo.png'
        [611] gridcell 'png'
        [612] gridcell 'May 2, 2025, 10:15:40 (UTC-04:00)'
        [613] gridcell '45.0 KB'
    StaticText 'To confirm deletion, type permanently delete in the text input field.'
    [614] textbox 'permanently delete', clickable, value='{confirm}'
    [615] button 'Cancel', clickable
    [616] button 'Delete objects', clickable{'' if confirm == 'permanently delete' else ', disabled=True'}"""
    return tree("Delete objects | S3 | us-east-2", f"{S3}/bucket/acme-reports-prod/delete?region=us-east-2", body)


def t11(rs: RowSet) -> None:
    renamed = """
    [200] alert ''
      StaticText 'Successfully renamed object "draft-notes.txt" to "meeting-notes-2025-05.txt".'"""
    status = tree("Delete objects: status | S3 | us-east-2", f"{S3}/bucket/acme-reports-prod/delete/status?region=us-east-2", S3_TOP + """
  [100] main ''
    [650] alert ''
      StaticText 'Successfully deleted objects'
      StaticText 'View details below.'
    [651] heading 'Delete objects: status'
    [652] button 'Close', clickable
    [653] heading 'Summary'
    StaticText 'Source'
    [654] link 's3://acme-reports-prod/2025/05/', clickable
    StaticText 'Successfully deleted'
    StaticText '1 object, 45.0 KB'
    StaticText 'Failed to delete'
    StaticText '0 objects'
    [655] tablist ''
      [656] tab 'Failed to delete', clickable, selected=True
      [657] tab 'Configuration', clickable, selected=False
    StaticText 'No objects failed to delete.'""")
    after = ["logo.png", "meeting-notes-2025-05.txt", "q1-summary.pdf", "sales-2025-05.csv"]
    turns = [
        ("click('304')", s3_object("draft-notes.txt")),
        ("click('210')", s3_object("draft-notes.txt", menu=True)),
        ("click('256')", s3_rename("draft-notes.txt")),
        ("fill('271', 'meeting-notes-2025-05.txt')", s3_rename("meeting-notes-2025-05.txt")),
        ("click('273')", s3_object("meeting-notes-2025-05.txt", flash=renamed)),
        ("click('205')", s3_list(after)),
        ("click('302')", s3_list(after, checked="logo.png")),
        ("click('126')", s3_delete("")),
        ("fill('614', 'permanently delete')", s3_delete("permanently delete")),
        ("click('616')", status),
    ]
    rs.add("web", "h65-web-11", SYSTEM, turns, state=s3_list(["draft-notes.txt", "logo.png", "q1-summary.pdf", "sales-2025-05.csv"]))


# ---------------------------------------------------------------------------------------------------------------
# 12 Nonprofit volunteer shifts — clean: sign up, cancel another shift, others' sign-ups move the counts
# ---------------------------------------------------------------------------------------------------------------
VH = "https://volunteer.harvesttablefoodbank.org"


def vh_nav(active: str) -> str:
    items = ["Browse shifts", "My shifts", "My hours", "Trainings", "Profile"]
    nav = "\n".join(f"    [{11 + i}] link '{n}', clickable{', focused' if n == active else ''}" for i, n in enumerate(items))
    return f"""
  [2] banner ''
    [3] link 'Harvest Table Food Bank — Volunteer Hub', clickable
    [4] button 'Nadia Brooks', clickable, hasPopup='menu', expanded=False
  [10] navigation ''
{nav}"""


def vh_week(week: str, shifts: list[tuple[str, str, str, str, str]], mine: list[str], modal: str = "", flash: str = "") -> str:
    arts = []
    for i, (when, what, where, fill, state) in enumerate(shifts):
        b = 100 + i * 6
        btn = {"open": f"[{b + 2}] button 'Sign up', clickable", "full": f"[{b + 2}] button 'Join waitlist', clickable",
               "mine": f"[{b + 2}] button 'Cancel my spot', clickable"}[state]
        tag = {"open": "", "full": "\n      StaticText 'Full'", "mine": "\n      StaticText 'Full'\n      StaticText \"You're signed up\""}[state]
        arts.append(f"""
    [{b}] article ''
      [{b + 1}] heading '{what}'
      StaticText '{when}'
      StaticText '{where}'
      StaticText '{fill}'{tag}
      {btn}""")
    my = "\n".join(f"      [{190 + i}] listitem ''\n        StaticText '{m}'" for i, m in enumerate(mine))
    body = vh_nav("Browse shifts") + f"""
  [90] main ''{flash}
    [91] heading 'Browse shifts'
    [92] button 'Previous week', clickable
    StaticText '{week}'
    [93] button 'Next week', clickable
    [94] combobox 'Location', clickable, hasPopup='listbox', expanded=False
      StaticText 'All locations'""" + "".join(arts) + f"""
  [180] complementary ''
    [181] heading 'My upcoming shifts'
    [182] list ''
{my}
    StaticText 'Hours logged in 2025: 26.5'{modal}"""
    return tree("Browse shifts · Harvest Table Volunteer Hub", f"{VH}/shifts?week={'2025-06-09' if week.startswith('Jun 9') else '2025-06-02'}", body)


def vh_mine(upcoming: list[tuple[str, str]], modal: str = "", flash: str = "") -> str:
    rows = []
    for i, (when, what) in enumerate(upcoming):
        b = 300 + i * 5
        rows.append(f"""
      [{b}] row ''
        [{b + 1}] gridcell '{when}'
        [{b + 2}] gridcell '{what}'
        [{b + 3}] gridcell '3.0 h'
        [{b + 4}] gridcell ''
          [{340 + i}] button 'Cancel', clickable""")
    sched = 3.0 * len(upcoming)
    body = vh_nav("My shifts") + f"""
  [90] main ''{flash}
    [291] heading 'My shifts'
    StaticText 'Scheduled: {sched:.1f} h · Hours logged in 2025: 26.5'
    [292] heading 'Upcoming ({len(upcoming)})'
    [293] table ''
      [294] row ''
        [295] columnheader 'When'
        [296] columnheader 'Shift'
        [297] columnheader 'Length'
        [298] columnheader ''""" + "".join(rows) + f"""
    [360] heading 'Recent'
    [361] table ''
      [362] row ''
        [363] columnheader 'When'
        [364] columnheader 'Shift'
        [365] columnheader 'Hours'
        [366] columnheader 'Status'
      [367] row ''
        [368] gridcell 'Sat, May 31 · 10:00 AM – 1:00 PM'
        [369] gridcell 'Client choice pantry'
        [370] gridcell '3.0'
        [371] gridcell 'Verified'
      [372] row ''
        [373] gridcell 'Tue, May 20 · 4:00 – 7:00 PM'
        [374] gridcell 'Mobile pantry — Rainier Beach'
        [375] gridcell '3.0'
        [376] gridcell 'Verified'
      [377] row ''
        [378] gridcell 'Sat, May 10 · 8:00 – 11:30 AM'
        [379] gridcell 'Warehouse sorting'
        [380] gridcell '3.5'
        [381] gridcell 'Verified'{modal}"""
    return tree("My shifts · Harvest Table Volunteer Hub", VH + "/me/shifts", body)


def t12(rs: RowSet) -> None:
    wk2 = "Jun 9 – Jun 15, 2025"
    mon = ("Mon, Jun 9 · 9:00 AM – 12:00 PM", "Warehouse sorting", "Main warehouse · 2200 Airport Way S")
    tue = ("Tue, Jun 10 · 4:00 – 7:00 PM", "Mobile pantry — Eastgate", "Eastgate Library parking lot")
    thu = ("Thu, Jun 12 · 9:00 AM – 12:00 PM", "Warehouse sorting", "Main warehouse · 2200 Airport Way S")
    sat = ("Sat, Jun 14 · 8:00 – 11:30 AM", "Farmers market gleaning", "Ballard Farmers Market")

    def sh(x: tuple[str, str, str], fill: str, state: str) -> tuple[str, str, str, str, str]:
        return (x[0], x[1], x[2], fill, state)

    start = [sh(mon, "3 of 8 filled", "open"), sh(tue, "5 of 6 filled", "open"), sh(thu, "8 of 8 filled · Waitlist (2)", "full"),
             sh(sat, "4 of 10 filled", "open")]
    jun7 = "Sat, Jun 7 · 10:00 AM – 1:00 PM · Client choice pantry"
    jun10 = "Tue, Jun 10 · 4:00 – 7:00 PM · Mobile pantry — Eastgate"
    confirm = """
  [400] dialog 'Confirm sign-up', modal=True
    [401] heading 'Mobile pantry — Eastgate'
    StaticText 'Tue, Jun 10, 2025 · 4:00 – 7:00 PM · Eastgate Library parking lot'
    StaticText 'Closed-toe shoes required. Check in with Marisol at the van 10 minutes early.'
    StaticText 'Spots left: 1 of 6'
    [402] button 'Cancel', clickable
    [403] button 'Confirm', clickable"""
    signed = [sh(mon, "3 of 8 filled", "open"), sh(tue, "6 of 6 filled", "mine"), sh(thu, "8 of 8 filled · Waitlist (2)", "full"),
              sh(sat, "4 of 10 filled", "open")]
    ok = ("\n    [89] status ''\n      StaticText \"You're signed up for Mobile pantry — Eastgate on Tue, Jun 10. "
          "A calendar invite was emailed to nadia.brooks@icloud.com.\"")
    both = [("Sat, Jun 7 · 10:00 AM – 1:00 PM", "Client choice pantry"), ("Tue, Jun 10 · 4:00 – 7:00 PM", "Mobile pantry — Eastgate")]

    def cancel_modal(reason: str) -> str:
        return f"""
  [420] dialog 'Cancel shift', modal=True
    [421] heading 'Cancel your spot?'
    StaticText 'Sat, Jun 7 · 10:00 AM – 1:00 PM · Client choice pantry'
    [422] combobox 'Reason', clickable, hasPopup='listbox', expanded=False
      StaticText '{reason}'
    [423] textbox 'Note to the coordinator (optional)', clickable
    [424] button 'Keep my spot', clickable
    [425] button 'Cancel shift', clickable{'' if reason != 'Select a reason' else ', disabled=True'}"""
    cancelled = """
    [89] status ''
      StaticText 'You were removed from Sat, Jun 7 · Client choice pantry. The shift coordinator has been notified.'"""
    later = [sh(mon, "4 of 8 filled", "open"), sh(tue, "6 of 6 filled", "mine"), sh(thu, "8 of 8 filled · Waitlist (2)", "full"),
             sh(sat, "4 of 10 filled", "open")]
    prev = [("Fri, Jun 6 · 9:00 AM – 12:00 PM", "Warehouse sorting", "Main warehouse · 2200 Airport Way S", "6 of 8 filled", "open"),
            ("Sat, Jun 7 · 10:00 AM – 1:00 PM", "Client choice pantry", "Harvest Table pantry · 1330 Rainier Ave S", "9 of 10 filled", "open"),
            ("Sat, Jun 7 · 2:00 – 5:00 PM", "Client choice pantry", "Harvest Table pantry · 1330 Rainier Ave S", "7 of 10 filled", "open")]
    turns = [
        ("click('108')", vh_week(wk2, start, [jun7], modal=confirm)),
        ("click('403')", vh_week(wk2, signed, [jun7, jun10], flash=ok)),
        ("click('12')", vh_mine(both)),
        ("click('340')", vh_mine(both, modal=cancel_modal("Select a reason"))),
        ("select_option('422', 'Schedule conflict')", vh_mine(both, modal=cancel_modal("Schedule conflict"))),
        ("click('425')", vh_mine(both[1:], flash=cancelled)),
        ("click('11')", vh_week(wk2, later, [jun10])),
        ("click('92')", vh_week("Jun 2 – Jun 8, 2025 · earlier shifts this week have ended", prev, [jun10])),
    ]
    rs.add("web", "h65-web-12", SYSTEM, turns, state=vh_week(wk2, start, [jun7]))


# ---------------------------------------------------------------------------------------------------------------
# 13 Wedding registry (Zola) — bad: the gift just added disappears from the registry (count back to 24)
# ---------------------------------------------------------------------------------------------------------------
ZO = "https://www.zola.com"
ZO_TOP = """
  [2] banner ''
    [3] link 'Zola', clickable
    [4] link 'Registry', clickable
    [5] link 'Wedding Website', clickable
    [6] link 'Guest List', clickable
    [7] link 'Shop', clickable
    [8] searchbox 'Search gifts, brands, experiences', clickable
    [9] button 'Hannah Mercer', clickable, hasPopup='menu', expanded=False"""
LECREUSET = ("Le Creuset Signature Round Dutch Oven, 5.5 qt — Marseille", "Le Creuset", 420.00, 1, 0)
GIFTS = [("KitchenAid Artisan 5-Qt Tilt-Head Stand Mixer — Matte Black", "KitchenAid", 449.99, 1, 0),
         ("Brooklinen Luxe Core Sheet Set, Queen — White", "Brooklinen", 229.00, 1, 1),
         ("All-Clad D3 Stainless 10-Piece Cookware Set", "All-Clad", 699.95, 1, 0),
         ("Staub Ceramic 4-Piece Baking Dish Set — Graphite", "Staub", 119.95, 1, 0),
         ("Schott Zwiesel Tritan Pure Wine Glasses, Set of 6", "Schott Zwiesel", 79.95, 2, 1),
         ("Parachute Classic Bath Towel Set — Bone", "Parachute", 149.00, 1, 1),
         ("Vitamix 5200 Blender", "Vitamix", 449.95, 1, 0)]


def zo_registry(gifts: list[tuple[str, str, float, int, int]], count: int) -> str:
    items = []
    for i, (n, br, p, req, got) in enumerate(gifts):
        b = 100 + i * 6
        items.append(f"""
      [{b}] listitem ''
        [{b + 1}] link {n!r}, clickable
          [{b + 2}] image {n!r}
        StaticText '{br}'
        StaticText '{money(p)}'
        StaticText 'Requested {req} · Purchased {got}'
        [{b + 3}] button 'Edit', clickable""")
    body = ZO_TOP + f"""
  [50] main ''
    [51] heading 'Hannah & Theo’s Registry'
    StaticText 'Wedding on September 20, 2025 · Hudson Valley, NY'
    [52] tablist ''
      [53] tab 'Gifts', clickable, selected=True
      [54] tab 'Cash funds', clickable, selected=False
      [55] tab 'Group gifts', clickable, selected=False
    StaticText '{count} gifts · 9 purchased'
    [56] button 'Add gifts', clickable
    [57] combobox 'Sort by', clickable, hasPopup='listbox', expanded=False
      StaticText 'Recently added'
    [58] combobox 'Filter', clickable, hasPopup='listbox', expanded=False
      StaticText 'All gifts'
    [60] list ''""" + "".join(items) + f"""
    StaticText 'Showing 1–{len(gifts)} of {count}'
    [160] button 'Load more', clickable"""
    return tree("Manage Your Registry | Zola", ZO + "/registry/hannahandtheo2025/manage", body)


def t13(rs: RowSet) -> None:
    shop = tree("Shop Wedding Registry Gifts | Zola", ZO + "/shop", ZO_TOP + """
  [50] main ''
    [200] heading 'Shop the Zola store'
    [201] searchbox 'Search the store', clickable
    [202] list 'Categories'
      [203] link 'Kitchen', clickable
      [204] link 'Dining & Entertaining', clickable
      [205] link 'Bed & Bath', clickable
      [206] link 'Home Decor', clickable
      [207] link 'Outdoor', clickable
      [208] link 'Experiences', clickable
    [209] heading 'Trending this week'
    [210] link 'Our Place Always Pan 2.0 — $150.00', clickable
    [211] link 'Smeg 2-Slice Toaster — $199.95', clickable
    [212] link 'Breville Barista Express — $749.95', clickable""")
    res = [("Le Creuset Signature Round Dutch Oven, 5.5 qt", "$420.00", "4.9 (2,318)"),
           ("Staub Round Cocotte, 5.5 qt", "$389.99", "4.8 (1,107)"),
           ("Lodge Enameled Cast Iron Dutch Oven, 6 qt", "$79.90", "4.7 (5,940)"),
           ("Great Jones The Dutchess, 6.75 qt", "$160.00", "4.6 (812)")]
    rl = "".join(f"""
      [{300 + i * 6}] listitem ''
        [{301 + i * 6}] link {n!r}, clickable
        StaticText '{p}'
        StaticText '★ {r}'
        [{302 + i * 6}] button 'Add to registry', clickable""" for i, (n, p, r) in enumerate(res))

    def results(dialog: str = "") -> str:
        return tree("dutch oven | Zola Shop", ZO + "/shop/search?q=dutch%20oven", ZO_TOP + """
  [50] main ''
    [201] searchbox 'Search the store', clickable, value='dutch oven'
    [290] heading '4 results for “dutch oven”'
    [291] combobox 'Sort', clickable, hasPopup='listbox', expanded=False
      StaticText 'Most popular'
    [299] list ''""" + rl + dialog)
    added = """
  [400] dialog 'Added to your registry!', modal=True
    [401] image 'Le Creuset Signature Round Dutch Oven, 5.5 qt'
    StaticText 'Le Creuset Signature Round Dutch Oven, 5.5 qt — Marseille'
    StaticText '$420.00 · Requested 1'
    [402] link 'View registry', clickable
    [403] button 'Keep shopping', clickable"""
    detail = tree("KitchenAid Artisan 5-Qt Tilt-Head Stand Mixer | Zola", ZO + "/registry/hannahandtheo2025/manage/gift/8812047", ZO_TOP + """
  [50] main ''
    [500] link 'Back to registry', clickable
    [501] heading 'KitchenAid Artisan 5-Qt Tilt-Head Stand Mixer — Matte Black'
    StaticText 'KitchenAid · $449.99 · Added Apr 12, 2025'
    [502] spinbutton 'Quantity requested', clickable, value='1'
    StaticText 'Purchased 0'
    [503] switch 'Most wanted', clickable, checked='false'
    [504] switch 'Group gift (guests can contribute any amount)', clickable, checked='false'
    [505] textbox 'Note to guests', clickable, value='We bake every Sunday — this would get daily use!'
    [506] button 'Save', clickable
    [507] button 'Remove from registry', clickable""")
    funds = tree("Manage Your Registry | Zola", ZO + "/registry/hannahandtheo2025/manage?tab=funds", ZO_TOP + """
  [50] main ''
    [51] heading 'Hannah & Theo’s Registry'
    [52] tablist ''
      [53] tab 'Gifts', clickable, selected=False
      [54] tab 'Cash funds', clickable, selected=True
      [55] tab 'Group gifts', clickable, selected=False
    [600] list ''
      [601] listitem ''
        [602] link 'Honeymoon in Lisbon', clickable
        StaticText '$1,240 of $3,000 raised · 14 contributions'
      [603] listitem ''
        [604] link 'First home down payment', clickable
        StaticText '$850 of $10,000 raised · 6 contributions'
    [605] button 'Add a cash fund', clickable""")
    turns = [
        ("click('56')", shop),
        ("goto('https://www.zola.com/shop/search?q=dutch%20oven')", results()),
        ("click('302')", results(added)),
        ("click('402')", zo_registry([LECREUSET] + GIFTS, 25)),
        ("click('107')", detail),
        ("click('500')", zo_registry(GIFTS + [("Le Jardinier Herb Planter Set", "Le Jardinier", 58.00, 1, 0)], 24)),
        ("click('54')", funds),
    ]
    rs.add("web", "h65-web-13", SYSTEM, turns, state=zo_registry(GIFTS + [("Le Jardinier Herb Planter Set", "Le Jardinier", 58.00, 1, 0)], 24),
           bad=True, turn=6,
           kind="The Le Creuset Dutch oven added at turn 3 (registry showed 25 gifts with it on top) is missing and the registry is back to 24 gifts after returning from a gift page.")


# ---------------------------------------------------------------------------------------------------------------
# 14 OpenStreetMap (WebArena map) — clean: car vs bicycle route, then reversed
# ---------------------------------------------------------------------------------------------------------------
OSM = "http://localhost:3000"
OSM_TOP = """
  [2] banner ''
    [3] link 'OpenStreetMap logo OpenStreetMap', clickable
    [4] link 'Edit', clickable
    [5] link 'History', clickable
    [6] link 'Export', clickable
    [7] link 'GPS Traces', clickable
    [8] link 'User Diaries', clickable
    [9] link 'Communities', clickable
    [10] link 'Copyright', clickable
    [11] link 'Help', clickable
    [12] link 'About', clickable
    [13] link 'Log In', clickable
    [14] link 'Sign Up', clickable"""
CAR = [("Start on Airport Boulevard", "1.5km"), ("Continue onto Interstate 376 East (I 376)", "23.9km"),
       ("Take the ramp on the right towards Exit 72A: Forbes Avenue", "600m"), ("Slight right onto Boulevard of the Allies", "2.1km"),
       ("Turn right onto Forbes Avenue", "2.7km"), ("Turn right onto Morewood Avenue", "200m"), ("Reached destination", "")]
BIKE = [("Start on Airport Boulevard", "1.5km"), ("Turn right onto Clinton Road", "3.4km"), ("Continue onto Steubenville Pike", "9.1km"),
        ("Turn left onto Noblestown Road", "6.4km"), ("Turn left onto West Carson Street", "3.2km"), ("Turn right onto Smithfield Street", "400m"),
        ("Turn right onto Eliza Furnace Trail", "4.1km"), ("Turn left onto Bates Street", "900m"), ("Turn right onto Forbes Avenue", "2.0km"),
        ("Turn left onto Morewood Avenue", "200m"), ("Reached destination", "")]
BIKE_REV = [("Start on Morewood Avenue", "200m"), ("Turn left onto Forbes Avenue", "2.0km"), ("Turn right onto Bates Street", "900m"),
            ("Turn left onto Eliza Furnace Trail", "4.1km"), ("Turn left onto Smithfield Street", "400m"), ("Turn right onto West Carson Street", "3.2km"),
            ("Turn right onto Noblestown Road", "6.4km"), ("Continue onto Steubenville Pike", "9.1km"), ("Turn left onto Clinton Road", "3.4km"),
            ("Turn left onto Airport Boulevard", "1.5km"), ("Reached destination", "")]


def osm_dir(frm: str, to: str, engine: str, steps: list[tuple[str, str]] | None, summary: str = "", url: str = OSM + "/directions") -> str:
    rows = ""
    if steps:
        rows = f"""
    StaticText 'Directions'
    StaticText '{summary}'
    [120] table ''""" + "".join(f"""
      [{121 + i * 3}] row ''
        [{122 + i * 3}] gridcell '{i + 1}. {s}'
        [{123 + i * 3}] gridcell '{d}'""" for i, (s, d) in enumerate(steps)) + """
    StaticText 'Directions courtesy of OSRM'"""
    body = OSM_TOP + f"""
  [40] main ''
    [41] textbox 'From', clickable, value={frm!r}
    [42] textbox 'To', clickable, value={to!r}
    [43] combobox '', clickable, hasPopup='menu', expanded=False
      StaticText '{engine}'
    [44] button 'Go', clickable
    [45] button 'Reverse Directions', clickable
    [46] link 'Close', clickable{rows}
    [90] button 'Zoom In', clickable
    [91] button 'Zoom Out', clickable
    [92] button 'Show My Location', clickable
    [93] button 'Layers', clickable
    [94] button 'Share', clickable
    StaticText '2 km'
    StaticText '1 mi'
    StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"""
    return tree("OpenStreetMap", url, body)


def t14(rs: RowSet) -> None:
    home = tree("OpenStreetMap", OSM + "/#map=12/40.4406/-79.9959", OSM_TOP + """
  [40] main ''
    [41] textbox 'Search', clickable
    [42] button 'Go', clickable
    [43] link 'Find directions between two points', clickable
    [44] heading 'Welcome to OpenStreetMap!'
    StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
    [45] link 'Learn More', clickable
    [46] link 'Start Mapping', clickable
    [90] button 'Zoom In', clickable
    [91] button 'Zoom Out', clickable
    [92] button 'Show My Location', clickable
    [93] button 'Layers', clickable
    [94] button 'Share', clickable
    StaticText '2 km'
    StaticText '1 mi'
    StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'""")
    pit, cmu = "Pittsburgh International Airport", "Carnegie Mellon University"
    car_url = OSM + "/directions?engine=fossgis_osrm_car&route=40.4958%2C-80.2413%3B40.4443%2C-79.9436#map=12/40.4701/-80.0925"
    bike_url = OSM + "/directions?engine=fossgis_osrm_bike&route=40.4958%2C-80.2413%3B40.4443%2C-79.9436#map=12/40.4617/-80.0871"
    rev_url = OSM + "/directions?engine=fossgis_osrm_bike&route=40.4443%2C-79.9436%3B40.4958%2C-80.2413#map=12/40.4617/-80.0871"
    turns = [
        ("click('43')", osm_dir("", "", "Car (OSRM)", None)),
        (f"fill('41', '{pit}')", osm_dir(pit, "", "Car (OSRM)", None)),
        (f"fill('42', '{cmu}')", osm_dir(pit, cmu, "Car (OSRM)", None)),
        ("click('44')", osm_dir(pit, cmu, "Car (OSRM)", CAR, "Distance: 31km. Time: 0:29.", car_url)),
        ("select_option('43', 'Bicycle (OSRM)')", osm_dir(pit, cmu, "Bicycle (OSRM)", BIKE, "Distance: 31km. Time: 2:07.", bike_url)),
        ("click('45')", osm_dir(cmu, pit, "Bicycle (OSRM)", BIKE_REV, "Distance: 31km. Time: 2:16.", rev_url)),
    ]
    rs.add("web", "h65-web-14", SYSTEM, turns, state=home)


# ---------------------------------------------------------------------------------------------------------------
# 15 Kanboard (self-hosted kanban) — bad: the WIP limit saved as 4 shows as 5 again on the board
# ---------------------------------------------------------------------------------------------------------------
KB = "http://kanboard.studio-lan:8080"
KB_COLS = {
    "Backlog": [(221, "Audit image alt text", "Aiko S."), (222, "Cookie banner copy review", "Ravi P."), (223, "Set up 301 redirect map", "Tomasz K."),
                (224, "Newsletter signup A/B test", ""), (225, "Footer sitemap links", ""), (226, "Dark mode palette", "Aiko S."),
                (227, "Blog pagination bug", "Ravi P.")],
    "Ready": [(218, "Pricing page copy freeze", "Mira L."), (219, "Write migration runbook", "Tomasz K."), (220, "QA checklist for forms", "Ravi P.")],
    "Work in progress": [(214, "Migrate blog posts to new CMS", "Tomasz K."), (215, "Header navigation redesign", "Aiko S."),
                         (217, "Staging SSL certificate", "Ravi P.")],
    "Done": [(201, "Kickoff workshop notes", "Mira L."), (202, "Content inventory spreadsheet", "Mira L."), (203, "Choose CMS", "Tomasz K."),
             (204, "Wireframes — home", "Aiko S."), (205, "Wireframes — pricing", "Aiko S."), (206, "Hosting quote", "Ravi P."),
             (207, "Brand font licensing", "Mira L."), (208, "Analytics property setup", "Ravi P."), (209, "Staging server", "Ravi P."),
             (210, "Component library v1", "Aiko S."), (211, "URL structure decision", "Tomasz K."), (213, "Accessibility statement draft", "Mira L.")],
}
KB_TOP = """
  [2] banner ''
    [3] link 'Kanboard', clickable
    StaticText 'Website relaunch'
    [4] button 'Actions', clickable, hasPopup='menu', expanded=False
    [5] searchbox 'Filter', clickable, value='status:open'
    [6] link 'Board', clickable
    [7] link 'List', clickable
    [8] link 'Gantt', clickable
    [9] button 'Mira Lindqvist', clickable, hasPopup='menu', expanded=False"""


def kb_board(cols: dict[str, list[tuple[int, str, str]]], wip_limit: int, modal: str = "", menu: bool = False) -> str:
    parts = []
    b = 100
    for ci, (name, tasks) in enumerate(cols.items()):
        lim = f"\n      StaticText '{len(tasks)}/{wip_limit}'" if name == "Work in progress" else f"\n      StaticText '{len(tasks)}'"
        parts.append(f"""
    [{b}] region '{name}'
      [{b + 1}] heading '{name}'{lim}
      [{b + 2}] link '+', clickable""")
        b += 3
        for tid, t, who in tasks:
            extra = f"\n        StaticText '{who}'" if who else ""
            parts.append(f"""
      [{b}] article ''
        [{b + 1}] link '#{tid}', clickable
        [{b + 2}] link '{t}', clickable{extra}""")
            b += 3
        b = 100 + (ci + 1) * 60
    top = KB_TOP.replace("expanded=False\n    [5]", "expanded=True\n    [5]") if menu else KB_TOP
    body = top + """
  [50] main ''
    [51] heading 'Website relaunch'""" + "".join(parts) + modal
    return tree("Website relaunch > Board", f"{KB}/?controller=BoardViewController&action=show&project_id=3", body)


def kb_columns(wip: int, flash: str = "", modal: str = "") -> str:
    rows = [("Backlog", "0", "Ideas and unscheduled work"), ("Ready", "0", "Groomed and estimated"),
            ("Work in progress", str(wip), "Max. one task per person plus one"), ("Done", "0", "")]
    rr = "".join(f"""
      [{420 + i * 6}] row ''
        [{421 + i * 6}] gridcell '{t}'
        [{422 + i * 6}] gridcell '{'No limit' if lim == '0' else lim}'
        [{423 + i * 6}] gridcell 'Yes'
        [{424 + i * 6}] gridcell '{d}'
        [{425 + i * 6}] link 'Edit', clickable""" for i, (t, lim, d) in enumerate(rows))
    body = KB_TOP + f"""
  [50] main ''{flash}
    [400] navigation 'Project settings'
      [401] link 'Summary', clickable
      [402] link 'Edit project', clickable
      [403] link 'Columns', clickable, focused
      [404] link 'Swimlanes', clickable
      [405] link 'Categories', clickable
      [406] link 'Permissions', clickable
      [407] link 'Automatic actions', clickable
    [410] heading 'Edit the board'
    [411] link 'Add a new column', clickable
    [412] table ''
      [413] row ''
        [414] columnheader 'Column title'
        [415] columnheader 'Task limit'
        [416] columnheader 'Visible on dashboard'
        [417] columnheader 'Description'
        [418] columnheader 'Actions'""" + rr + modal
    return tree("Website relaunch > Columns", f"{KB}/?controller=ColumnController&action=index&project_id=3", body)


def kb_task(closed: bool, flash: str = "", modal: str = "") -> str:
    status = "closed" if closed else "open"
    act = "[530] link 'Open this task', clickable" if closed else "[530] link 'Close this task', clickable"
    body = KB_TOP + f"""
  [50] main ''{flash}
    [500] heading '#214 Migrate blog posts to new CMS'
    [501] link 'Back to the board', clickable
    [502] table 'Summary'
      [503] row ''
        [504] rowheader 'Status:'
        [505] gridcell '{status}'
      [506] row ''
        [507] rowheader 'Column:'
        [508] gridcell 'Work in progress'
      [509] row ''
        [510] rowheader 'Assignee:'
        [511] gridcell 'Tomasz K.'
      [512] row ''
        [513] rowheader 'Due date:'
        [514] gridcell '06/13/2025'
      [515] row ''
        [516] rowheader 'Created:'
        [517] gridcell '05/19/2025 14:02'
      [518] row ''
        [519] rowheader '{'Completed:' if closed else 'Modified:'}'
        [520] gridcell '{'06/05/2025 10:22' if closed else '06/04/2025 17:48'}'
    StaticText '42 of 42 posts imported; redirects checked against the 301 map.'
    [521] heading 'Sub-Tasks'
    StaticText '3/3 done'
    [525] navigation 'Task actions'
      [526] link 'Edit the task', clickable
      [527] link 'Add a sub-task', clickable
      [528] link 'Move to another column', clickable
      [529] link 'Duplicate', clickable
      {act}
      [531] link 'Remove', clickable{modal}"""
    return tree("Website relaunch > #214 Migrate blog posts to new CMS", f"{KB}/?controller=TaskViewController&action=show&task_id=214&project_id=3", body)


def t15(rs: RowSet) -> None:
    edit_modal = """
  [450] dialog 'Edit column "Work in progress"', modal=True
    [451] textbox 'Title', clickable, value='Work in progress', required
    [452] spinbutton 'Task limit', clickable, value='{v}'
    [453] checkbox 'Hide tasks in this column in the dashboard', clickable, checked='false'
    [454] textbox 'Description', clickable, value='Max. one task per person plus one'
    [455] button 'Save', clickable
    StaticText 'or'
    [456] link 'cancel', clickable"""
    updated = """
    [399] alert ''
      StaticText 'Board updated successfully.'"""
    summary = tree("Website relaunch > Summary", f"{KB}/?controller=ProjectViewController&action=show&project_id=3", KB_TOP + """
  [50] main ''
    [400] navigation 'Project settings'
      [401] link 'Summary', clickable, focused
      [402] link 'Edit project', clickable
      [403] link 'Columns', clickable
      [404] link 'Swimlanes', clickable
      [405] link 'Categories', clickable
      [406] link 'Permissions', clickable
      [407] link 'Automatic actions', clickable
    [440] heading 'Summary'
    StaticText 'This project is open'
    StaticText 'Public access disabled'
    StaticText 'Owner: Mira Lindqvist'
    StaticText 'Start date: 05/12/2025 · End date: 06/30/2025'
    StaticText 'Tasks: 41 (25 open, 16 closed)'
    StaticText 'Backlog: 7 · Ready: 3 · Work in progress: 3 · Done: 12'""")
    confirm = """
  [540] dialog 'Close a task', modal=True
    StaticText 'Do you really want to close the task "Migrate blog posts to new CMS" as well as all subtasks?'
    [541] button 'Yes', clickable
    StaticText 'or'
    [542] link 'cancel', clickable"""
    closed = """
    [499] alert ''
      StaticText 'Task closed successfully.'"""
    after = dict(KB_COLS)
    after["Work in progress"] = [t for t in KB_COLS["Work in progress"] if t[0] != 214]
    new_modal = """
  [600] dialog 'New task', modal=True
    [601] textbox 'Title', clickable, focused, value='{v}', required
    [602] textbox 'Description', clickable
    [603] combobox 'Assignee', clickable, hasPopup='listbox', expanded=False
      StaticText 'Unassigned'
    [604] combobox 'Column', clickable, hasPopup='listbox', expanded=False
      StaticText 'Ready'
    [605] textbox 'Due Date', clickable
    [606] button 'Save', clickable
    StaticText 'or'
    [607] link 'cancel', clickable"""
    turns = [
        ("click('4')", kb_board(KB_COLS, 5, menu=True, modal="""
  [60] menu 'Actions'
    [61] menuitem 'Project settings', clickable
    [62] menuitem 'Activity', clickable
    [63] menuitem 'Analytics', clickable
    [64] menuitem 'Export', clickable""")),
        ("click('61')", summary),
        ("click('403')", kb_columns(5)),
        ("click('437')", kb_columns(5, modal=edit_modal.replace("{v}", "5"))),
        ("fill('452', '4')", kb_columns(5, modal=edit_modal.replace("{v}", "4"))),
        ("click('455')", kb_columns(4, flash=updated)),
        ("click('6')", kb_board(KB_COLS, 4)),
        ("click('225')", kb_task(False)),
        ("click('530')", kb_task(False, modal=confirm)),
        ("click('541')", kb_task(True, flash=closed)),
        ("click('501')", kb_board(after, 5)),
        ("click('162')", kb_board(after, 4, modal=new_modal.replace("{v}", ""))),
    ]
    rs.add("web", "h65-web-15", SYSTEM, turns, state=kb_board(KB_COLS, 5), bad=True, turn=11,
           kind="The Work in progress column limit, saved as 4 at turn 6 and shown as 3/4 on the board, reads 2/5 on the board after closing a task.")


# ---------------------------------------------------------------------------------------------------------------
# 16 Movie theater seat booking (AMC) — bad: the confirmation shows a different showtime than the one booked
# ---------------------------------------------------------------------------------------------------------------
AMC = "https://www.amctheatres.com"
AMC_TOP = """
  [2] banner ''
    [3] link 'AMC Theatres', clickable
    [4] link 'Movies', clickable
    [5] link 'Theatres', clickable
    [6] link 'Food & Drinks', clickable
    [7] link 'Premium Offerings', clickable
    [8] link 'AMC Stubs', clickable
    [9] button 'Leo H. · A-List', clickable, hasPopup='menu', expanded=False"""
SOLD = {"A": {1, 2, 3, 12, 13, 14}, "B": {5, 6, 7, 8}, "C": set(), "D": {9, 10}, "E": {6, 7, 8, 9, 10, 11},
        "F": {3, 4, 5, 6, 7, 10, 11}, "G": {5, 6, 7, 8, 9, 10}, "H": {1, 2, 7, 8}}


def amc_seats(selected: list[str]) -> str:
    rows = []
    b = 200
    for r, sold in SOLD.items():
        seats = []
        for n in range(1, 15):
            sid = f"{r}{n}"
            state = "Sold" if n in sold else ("Selected" if sid in selected else "Available")
            dis = ", disabled=True" if n in sold else ""
            prs = ", pressed='true'" if sid in selected else ""
            seats.append(f"        [{b + n}] button '{sid} {state}', clickable{dis}{prs}")
        rows.append(f"      [{b}] row 'Row {r}'\n" + "\n".join(seats))
        b += 20
    chosen = ", ".join(selected) if selected else "None"
    body = AMC_TOP + """
  [50] main ''
    [51] link 'Back to showtimes', clickable
    [52] heading 'Sinners'
    StaticText 'R · 2 HR 17 MIN'
    StaticText 'AMC Metreon 16 · Thu, Jun 5, 2025 · 7:15 PM · Dolby Cinema at AMC · Auditorium 11'
    StaticText 'All seats are Dolby recliners with power and ButtKicker haptics.'
    StaticText 'SCREEN'
    [60] grid 'Seat map'
""" + "\n".join(rows) + f"""
    StaticText 'Available · Selected · Sold · Wheelchair · Companion'
    StaticText 'Seats: {chosen}'
    [400] button 'Continue', clickable{'' if selected else ', disabled=True'}"""
    return tree("Select Seats — Sinners | AMC Metreon 16 | AMC Theatres", f"{AMC}/showtimes/all/2025-06-05/amc-metreon-16/all/seating/131854722", body)


def t16(rs: RowSet) -> None:
    shows = tree("Sinners Showtimes — AMC Metreon 16 | AMC Theatres", f"{AMC}/movies/sinners-76542/showtimes/sinners-76542/2025-06-05/amc-metreon-16/all", AMC_TOP + """
  [50] main ''
    [51] heading 'Sinners'
    StaticText 'R · 2 HR 17 MIN · Released Apr 18, 2025'
    [52] combobox 'Date', clickable, hasPopup='listbox', expanded=False
      StaticText 'Thu, Jun 5, 2025'
    [53] combobox 'Theatre', clickable, hasPopup='listbox', expanded=False
      StaticText 'AMC Metreon 16 · 135 4th St #3000, San Francisco, CA 94103'
    [60] heading 'Dolby Cinema at AMC'
    [61] link '4:00pm', clickable
    [62] link '7:15pm', clickable
    [63] link '10:30pm', clickable
    [64] heading 'IMAX with Laser at AMC'
    [65] link '3:30pm', clickable
    [66] link '6:45pm', clickable
    [67] link '10:00pm', clickable
    [68] heading 'Digital'
    [69] link '1:10pm', clickable
    [70] link '5:20pm', clickable
    [71] link '9:05pm', clickable
    StaticText 'Reserved seating · Closed caption and audio description devices available'""")
    tickets = tree("Select Tickets — Sinners | AMC Theatres", f"{AMC}/showtimes/all/2025-06-05/amc-metreon-16/all/tickets/131854722", AMC_TOP + """
  [50] main ''
    [51] link 'Back to seats', clickable
    [420] heading 'Select Tickets'
    StaticText 'Sinners · Thu, Jun 5, 2025 · 7:15 PM · Dolby Cinema at AMC · Auditorium 11 · Seats F8, F9'
    [421] table ''
      [422] row ''
        [423] gridcell 'Adult'
        [424] gridcell '$21.99'
        [425] spinbutton 'Adult tickets', clickable, value='2'
      [426] row ''
        [427] gridcell 'Child (2-12)'
        [428] gridcell '$18.49'
        [429] spinbutton 'Child tickets', clickable, value='0'
      [430] row ''
        [431] gridcell 'Senior (60+)'
        [432] gridcell '$19.49'
        [433] spinbutton 'Senior tickets', clickable, value='0'
    StaticText '2 of 2 seats assigned · Subtotal $43.98'
    [440] button 'Continue', clickable""")

    def checkout(email: str) -> str:
        return tree("Checkout | AMC Theatres", f"{AMC}/checkout/131854722", AMC_TOP + f"""
  [50] main ''
    [500] heading 'Checkout'
    StaticText 'Time remaining to complete purchase: {'9:12' if not email else '8:40'}'
    [501] region 'Order summary'
      StaticText 'Sinners (R)'
      StaticText 'Thu, Jun 5, 2025 · 7:15 PM'
      StaticText 'AMC Metreon 16 · Dolby Cinema at AMC · Auditorium 11'
      StaticText 'Seats F8, F9'
      StaticText 'Adult x 2 · $43.98'
      StaticText 'Convenience fee x 2 · $4.38'
      StaticText 'Total $48.36'
    [510] textbox 'Email for tickets', clickable, value='{email}', required
    [511] radio 'Visa ending 0621', clickable, checked='true'
    [512] radio 'Add a new card', clickable, checked='false'
    [513] checkbox 'Apply 480 AMC Stubs points ($5.00 reward available)', clickable, checked='false'
    [520] button 'Purchase', clickable""")
    conf = tree("Order Confirmation | AMC Theatres", f"{AMC}/checkout/confirmation/2614883755", AMC_TOP + """
  [50] main ''
    [600] heading "You're all set!"
    StaticText 'Confirmation #2614 8837 55'
    StaticText 'Your tickets were sent to leo.hartmann@gmail.com.'
    [601] region 'Your order'
      StaticText 'Sinners (R) · 2 HR 17 MIN'
      StaticText 'Thu, Jun 5, 2025 · 7:45 PM'
      StaticText 'AMC Metreon 16 · Dolby Cinema at AMC · Auditorium 11'
      StaticText 'Seats F8, F9'
      StaticText 'Adult x 2'
      StaticText 'Total charged $48.36 · Visa ending 0621'
      StaticText 'You earned 440 AMC Stubs points.'
    [602] link 'View tickets', clickable
    [603] button 'Add to Apple Wallet', clickable
    [604] link 'Order food & drinks ahead', clickable""")
    mine = tree("My Tickets | AMC Theatres", f"{AMC}/amcstubs/tickets", AMC_TOP + """
  [50] main ''
    [700] heading 'My Tickets'
    [701] tablist ''
      [702] tab 'Upcoming', clickable, selected=True
      [703] tab 'Past', clickable, selected=False
    [710] article ''
      [711] heading 'Sinners'
      StaticText 'Thu, Jun 5, 2025 · 7:15 PM'
      StaticText 'AMC Metreon 16 · Auditorium 11 · Seats F8, F9'
      StaticText 'Confirmation #2614 8837 55'
      [712] button 'Show QR code', clickable
      [713] link 'Order food & drinks ahead', clickable""")
    turns = [
        ("click('62')", amc_seats([])),
        ("click('308')", amc_seats(["F8"])),
        ("click('309')", amc_seats(["F8", "F9"])),
        ("click('400')", tickets),
        ("click('440')", checkout("")),
        ("fill('510', 'leo.hartmann@gmail.com')", checkout("leo.hartmann@gmail.com")),
        ("click('520')", conf),
        ("click('602')", mine),
    ]
    rs.add("web", "h65-web-16", SYSTEM, turns, state=shows, bad=True, turn=7,
           kind="The order confirmation lists the showing at 7:45 PM, but the seats, tickets and checkout were for the 7:15 PM Dolby showing.")


# ---------------------------------------------------------------------------------------------------------------
# 17 Job board applications (Indeed My jobs) — clean: status moved, new application, tab counts follow
# ---------------------------------------------------------------------------------------------------------------
IN = "https://myjobs.indeed.com"
IN_TOP = """
  [2] banner ''
    [3] link 'Indeed Home', clickable
    [4] link 'Find jobs', clickable
    [5] link 'Company reviews', clickable
    [6] link 'Salary guide', clickable
    [7] link 'My jobs', clickable
    [8] link 'Messages 2', clickable
    [9] button 'jamie.ortega@fastmail.com', clickable, hasPopup='menu', expanded=False"""
APPLIED = [("Data Analyst", "Brightline Health", "Remote", "Applied on Jun 2", "Application submitted"),
           ("Business Intelligence Analyst", "Cascade Outfitters", "Portland, OR", "Applied on May 30", "Viewed by employer"),
           ("Analytics Engineer", "Fernwood Labs", "Seattle, WA · Hybrid", "Applied on May 28", "Viewed by employer"),
           ("Junior Data Scientist", "Ordinal Bank", "Remote", "Applied on May 21", "Application submitted"),
           ("Reporting Analyst", "Marigold Foods", "Tacoma, WA", "Applied on May 15", "Viewed by employer"),
           ("Product Analyst", "Quillfeather", "Remote", "Applied on May 9", "Application submitted")]
SAVED = [("Senior Data Analyst", "Evergreen Credit Union", "Everett, WA", "Saved 3 days ago", "Easily apply"),
         ("Data Analyst", "City of Bellevue", "Bellevue, WA", "Saved 5 days ago", "Apply on company site"),
         ("Marketing Analyst", "Larkspur Media", "Remote", "Saved 1 week ago", "Easily apply"),
         ("Operations Analyst", "Northstar Freight", "Kent, WA", "Saved 2 weeks ago", "Easily apply")]


def in_jobs(tab: str, items: list[tuple[str, str, str, str, str]], counts: tuple[int, int, int, int], flash: str = "", menu_at: int | None = None) -> str:
    names = ["Saved", "Applied", "Interviews", "Archived"]
    tabs = "\n".join(f"      [{21 + i}] tab '{n} {c}', clickable, selected={n == tab}" for i, (n, c) in enumerate(zip(names, counts)))
    arts = []
    for i, (t, co, loc, when, st) in enumerate(items):
        b = 100 + i * 10
        if tab == "Saved":
            act = f"[{b + 5}] button 'Apply now', clickable" if st == "Easily apply" else f"[{b + 5}] link 'Apply on company site', clickable"
        else:
            act = f"[{b + 5}] button 'Update status', clickable, hasPopup='menu', expanded={menu_at == i}"
        menu = ""
        if menu_at == i:
            menu = f"""
      [{b + 6}] menu ''
        [{b + 7}] menuitem 'Interviewing', clickable
        [{b + 8}] menuitem 'Offer received', clickable
        [{b + 9}] menuitem 'Hired', clickable
        [900] menuitem 'Not selected by employer', clickable
        [901] menuitem 'No longer interested', clickable"""
        arts.append(f"""
    [{b}] article ''
      [{b + 1}] link '{t}', clickable
      StaticText '{co}'
      StaticText '{loc}'
      StaticText '{when}'
      StaticText '{st}'
      {act}{menu}""")
    body = IN_TOP + f"""
  [20] main ''{flash}
    [19] heading 'My jobs'
    [25] tablist ''
{tabs}""" + "".join(arts)
    return tree("My jobs | Indeed", f"{IN}/{tab.lower()}", body)


def in_apply(step: str) -> str:
    head = "StaticText 'Senior Data Analyst · Evergreen Credit Union · Everett, WA'"
    if step == "contact":
        main = """
    [300] heading 'Add your contact information'
    StaticText '25%'
    [301] textbox 'First name', clickable, value='Jamie'
    [302] textbox 'Last name', clickable, value='Ortega'
    [303] textbox 'Email', clickable, value='jamie.ortega@fastmail.com', disabled=True
    [304] textbox 'City, State (optional)', clickable, value='Seattle, WA'
    [305] textbox 'Phone number (optional)', clickable, value='(206) 555-0139'
    [306] button 'Continue', clickable"""
        url, title = "/contact-info", "Add your contact information | Indeed.com"
    elif step == "resume":
        main = """
    [310] heading 'Add a resume for the employer'
    StaticText '50%'
    [311] radio 'Jamie_Ortega_Resume_2025.pdf · Uploaded Apr 30, 2025', clickable, checked='true'
    [312] radio 'Indeed Resume', clickable, checked='false'
    [313] link 'Upload a different file', clickable
    [314] button 'Continue', clickable"""
        url, title = "/resume-selection-module/resume-selection", "Add a resume for the employer | Indeed.com"
    else:
        main = """
    [320] heading 'Please review your application'
    StaticText '100%'
    StaticText 'Contact information'
    StaticText 'Jamie Ortega · jamie.ortega@fastmail.com · (206) 555-0139 · Seattle, WA'
    [321] link 'Edit', clickable
    StaticText 'Resume'
    StaticText 'Jamie_Ortega_Resume_2025.pdf'
    [322] link 'Edit', clickable
    StaticText 'Employer questions'
    StaticText 'How many years of SQL experience do you have? 4'
    StaticText 'Are you authorized to work in the United States? Yes'
    [323] checkbox 'Notify me by email when similar jobs are available', clickable, checked='true'
    [324] button 'Submit your application', clickable"""
        url, title = "/review-module", "Please review your application | Indeed.com"
    body = f"""
  [2] banner ''
    [3] link 'Indeed Home', clickable
    [290] link 'Exit', clickable
  [20] main ''
    {head}{main}"""
    return tree(title, "https://smartapply.indeed.com/beta/indeedapply/form" + url, body)


def t17(rs: RowSet) -> None:
    fern = ("Analytics Engineer", "Fernwood Labs", "Seattle, WA · Hybrid", "Applied on May 28", "Interviewing")
    tide = ("Data Analyst II", "Tidewater Logistics", "Seattle, WA", "Applied on May 12", "Interview on Tue, Jun 10 · 2:00 PM PT")
    applied2 = [a for a in APPLIED if a[1] != "Fernwood Labs"]
    moved = """
    [18] status ''
      StaticText 'Moved to Interviews.'
      [17] button 'Undo', clickable"""
    done = tree("Your application has been submitted | Indeed.com", "https://smartapply.indeed.com/beta/indeedapply/form/post-apply", """
  [2] banner ''
    [3] link 'Indeed Home', clickable
  [20] main ''
    [400] heading 'Your application has been submitted!'
    StaticText 'Senior Data Analyst · Evergreen Credit Union · Everett, WA'
    StaticText 'You will get an email confirmation at jamie.ortega@fastmail.com'
    [401] link 'Return to job search', clickable
    [402] link 'Keep track of your applications on My jobs', clickable""")
    ever = ("Senior Data Analyst", "Evergreen Credit Union", "Everett, WA", "Applied today", "Application submitted")
    turns = [
        ("click('125')", in_jobs("Applied", APPLIED, (4, 6, 1, 3), menu_at=2)),
        ("click('127')", in_jobs("Applied", applied2, (4, 5, 2, 3), flash=moved)),
        ("click('21')", in_jobs("Saved", SAVED, (4, 5, 2, 3))),
        ("click('105')", in_apply("contact")),
        ("click('306')", in_apply("resume")),
        ("click('314')", in_apply("review")),
        ("click('324')", done),
        ("click('402')", in_jobs("Applied", [ever] + applied2, (3, 6, 2, 3))),
        ("click('23')", in_jobs("Interviews", [tide, fern], (3, 6, 2, 3))),
    ]
    rs.add("web", "h65-web-17", SYSTEM, turns, state=in_jobs("Applied", APPLIED, (4, 6, 1, 3)))


# ---------------------------------------------------------------------------------------------------------------
# 18 Community garden plot manager — clean: hours logged as pending, waitlist moves after a bed is assigned
# ---------------------------------------------------------------------------------------------------------------
CG = "https://plots.riversidegarden.org"


def cg_nav(active: str) -> str:
    items = ["My plot", "Log hours", "Watering schedule", "Tool shed", "Members", "Announcements"]
    nav = "\n".join(f"    [{11 + i}] link '{n}', clickable{', focused' if n == active else ''}" for i, n in enumerate(items))
    return f"""
  [2] banner ''
    [3] link 'Riverside Community Garden', clickable
    [4] button 'Omar Haddad', clickable, hasPopup='menu', expanded=False
  [10] navigation ''
{nav}"""


def cg_home(hours: str, wait: str, news: list[str], flash: str = "") -> str:
    nl = "\n".join(f"      [{160 + i}] listitem ''\n        StaticText {n!r}" for i, n in enumerate(news))
    body = cg_nav("My plot") + f"""
  [100] main ''{flash}
    [101] heading 'My plot'
    [110] region 'Plot B-14'
      StaticText '10 × 10 ft · in-ground · Section B (north fence)'
      StaticText 'Assigned since March 2023'
      StaticText 'Your watering days: Tuesday & Friday'
    [120] region '2025 membership'
      StaticText 'Dues $45.00 · paid Mar 3, 2025'
      StaticText 'Work hours: {hours}'
      StaticText 'Due by Oct 31, 2025'
    [130] region 'Raised-bed waitlist'
      StaticText 'You are {wait}'
      [131] button 'Leave waitlist', clickable
    [150] heading 'Announcements'
    [151] list ''
{nl}"""
    return tree("My plot · Riverside Community Garden", CG + "/me", body)


def cg_log(hours: str, task: str) -> str:
    body = cg_nav("Log hours") + f"""
  [100] main ''
    [200] heading 'Log work hours'
    [201] textbox 'Date', clickable, value='2025-06-04'
    [202] spinbutton 'Hours', clickable, value='{hours}'
    StaticText 'In half-hour steps, max 8 per day'
    [203] combobox 'Task', clickable, hasPopup='listbox', expanded=False
      StaticText '{task}'
    [204] textbox 'Notes (optional)', clickable
    StaticText 'Hours are approved by the work-day lead within a week.'
    [205] button 'Submit', clickable{'' if hours and task != 'Select a task' else ', disabled=True'}"""
    return tree("Log hours · Riverside Community Garden", CG + "/hours/new", body)


def cg_sched(jun10: str, modal: str = "") -> str:
    rows = [("Tue, Jun 3", "Omar H. (B-14)", "Done"), ("Fri, Jun 6", "Bea Kowalski (A-03)", ""), ("Tue, Jun 10", jun10, ""),
            ("Fri, Jun 13", "Lena Park (B-09)", ""), ("Tue, Jun 17", "Sam Whitaker (C-21)", ""), ("Fri, Jun 20", "Omar H. (B-14)", ""),
            ("Tue, Jun 24", "Bea Kowalski (A-03)", ""), ("Fri, Jun 27", "Lena Park (B-09)", "")]
    rr = []
    for i, (d, who, st) in enumerate(rows):
        b = 300 + i * 5
        btn = f"\n        [{b + 4}] button 'Request swap', clickable" if who == "Omar H. (B-14)" and st != "Done" else ""
        rr.append(f"""
      [{b}] row ''
        [{b + 1}] gridcell '{d}'
        [{b + 2}] gridcell '{who}'
        [{b + 3}] gridcell '{st}'{btn}""")
    body = cg_nav("Watering schedule") + """
  [100] main ''
    [290] heading 'Common-bed watering — June 2025'
    StaticText 'Water the herb spiral and pollinator beds between 6 and 9 AM. Hoses are in the east shed (code 4471).'
    [291] table ''
      [292] row ''
        [293] columnheader 'Date'
        [294] columnheader 'Member'
        [295] columnheader 'Status'""" + "".join(rr) + modal
    return tree("Watering schedule · Riverside Community Garden", CG + "/watering?month=2025-06", body)


def t18(rs: RowSet) -> None:
    news0 = ["Jun 2 · Compost delivery Saturday — bring wheelbarrows", "May 28 · Water is back on at the west spigot"]
    news1 = ["Jun 4 · Raised bed R-07 assigned from the waitlist", *news0]
    logged = """
    [99] status ''
      StaticText 'Logged 2.5 h of Compost turning on Jun 4 — pending approval by the work-day lead.'"""
    swap = """
  [400] dialog 'Request a swap', modal=True
    StaticText 'Your duty: Tue, Jun 10'
    [401] combobox 'Swap with', clickable, hasPopup='listbox', expanded=False
      StaticText 'Lena Park (B-09) · Fri, Jun 13'
    [402] textbox 'Message', clickable, value='Hi Lena — could we trade? I am away on the 10th.'
    [403] button 'Cancel', clickable
    [404] button 'Send swap request', clickable"""
    turns = [
        ("click('12')", cg_log("", "Select a task")),
        ("fill('202', '2.5')", cg_log("2.5", "Select a task")),
        ("select_option('203', 'Compost turning')", cg_log("2.5", "Compost turning")),
        ("click('205')", cg_home("3.0 approved + 2.5 pending of 8.0 required", "#3 of 10 on the raised-bed waitlist", news1, logged)),
        ("click('13')", cg_sched("Omar H. (B-14)")),
        ("click('314')", cg_sched("Omar H. (B-14)", swap)),
        ("click('404')", cg_sched("Omar H. (B-14) · swap requested with Lena P. (pending)")),
    ]
    rs.add("web", "h65-web-18", SYSTEM, turns, state=cg_home("3.0 of 8.0 required", "#4 of 11 on the raised-bed waitlist", news0))


# ---------------------------------------------------------------------------------------------------------------
# 19 Wikipedia (WebArena Kiwix) — bad: going back, the reservoir's length differs from the first visit
# ---------------------------------------------------------------------------------------------------------------
WK = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A"
WK_TOP = """
  [2] link 'Go to welcome page', clickable
  [3] searchbox 'Search', clickable
  [4] button 'Go to a randomly selected page', clickable"""


def wk_river() -> str:
    return tree("Allegheny River", WK + "/Allegheny_River", WK_TOP + """
  [10] heading 'Allegheny River'
  [11] table ''
    [12] row ''
      [13] rowheader 'Country'
      [14] gridcell 'United States'
    [15] row ''
      [16] rowheader 'States'
      [17] gridcell 'Pennsylvania, New York'
    [18] row ''
      [19] rowheader 'Source'
      [20] gridcell 'Near Coudersport, Potter County, Pennsylvania · elevation 2,490 ft (760 m)'
    [21] row ''
      [22] rowheader 'Mouth'
      [23] gridcell 'Ohio River at Pittsburgh · elevation 710 ft (220 m)'
    [24] row ''
      [25] rowheader 'Length'
      [26] gridcell '325 mi (523 km)'
    [27] row ''
      [28] rowheader 'Basin size'
      [29] gridcell '11,580 sq mi (30,000 km2)'
    [30] row ''
      [31] rowheader 'Discharge'
      [32] gridcell 'Natrona: 19,750 cu ft/s (559 m3/s)'
  StaticText 'The Allegheny River is a 325-mile-long (523 km) headwater stream of the'
  [40] link 'Ohio River', clickable
  StaticText 'in western Pennsylvania and New York. It joins the'
  [41] link 'Monongahela River', clickable
  StaticText 'at the Point in downtown'
  [42] link 'Pittsburgh', clickable
  StaticText 'to form the Ohio.'
  [43] heading 'Course'
  StaticText 'North of Warren the river is impounded by the'
  [44] link 'Kinzua Dam', clickable
  StaticText ', forming the'
  [45] link 'Allegheny Reservoir', clickable
  StaticText 'in the Allegheny National Forest.'
  [46] heading 'Navigation'
  StaticText 'Eight locks and dams maintained by the U.S. Army Corps of Engineers keep the lower 72 miles navigable.'""")


def wk_dam() -> str:
    return tree("Kinzua Dam", WK + "/Kinzua_Dam", WK_TOP + """
  [10] heading 'Kinzua Dam'
  [11] table ''
    [12] row ''
      [13] rowheader 'Location'
      [14] gridcell 'Warren County, Pennsylvania'
    [15] row ''
      [16] rowheader 'Construction began'
      [17] gridcell '1960'
    [18] row ''
      [19] rowheader 'Opening date'
      [20] gridcell '1965'
    [21] row ''
      [22] rowheader 'Operator(s)'
      [23] gridcell 'U.S. Army Corps of Engineers, Pittsburgh District'
    [24] row ''
      [25] rowheader 'Height'
      [26] gridcell '179 ft (55 m)'
    [27] row ''
      [28] rowheader 'Length'
      [29] gridcell '1,897 ft (578 m)'
    [30] row ''
      [31] rowheader 'Impounds'
      [32] gridcell 'Allegheny River'
    [33] row ''
      [34] rowheader 'Creates'
      [35] gridcell ''
        [36] link 'Allegheny Reservoir', clickable
  StaticText 'Kinzua Dam is a concrete gravity dam on the'
  [40] link 'Allegheny River', clickable
  StaticText 'in Warren County, Pennsylvania, built for flood control and hydroelectric power.'
  [41] heading 'Seneca Nation'
  StaticText 'The reservoir flooded about 10,000 acres of land guaranteed to the Seneca by the Treaty of Canandaigua (1794), including the Cornplanter Tract, forcing the relocation of some 600 people.'
  [42] heading 'Power generation'
  StaticText 'The Seneca Pumped Storage Generating Station, operated by FirstEnergy until 2022, has a capacity of 451 MW.'""")


def wk_res(length: str) -> str:
    return tree("Allegheny Reservoir", WK + "/Allegheny_Reservoir", WK_TOP + f"""
  [10] heading 'Allegheny Reservoir'
  [11] table ''
    [12] row ''
      [13] rowheader 'Location'
      [14] gridcell 'Warren and McKean counties, Pennsylvania; Cattaraugus County, New York'
    [15] row ''
      [16] rowheader 'Primary inflows'
      [17] gridcell 'Allegheny River'
    [18] row ''
      [19] rowheader 'Primary outflows'
      [20] gridcell 'Allegheny River'
    [21] row ''
      [22] rowheader 'Max. length'
      [23] gridcell '{length}'
    [24] row ''
      [25] rowheader 'Surface area'
      [26] gridcell '12,080 acres (48.9 km2)'
    [27] row ''
      [28] rowheader 'Max. depth'
      [29] gridcell '120 ft (37 m)'
    [30] row ''
      [31] rowheader 'Surface elevation'
      [32] gridcell '1,328 ft (405 m)'
  StaticText 'The Allegheny Reservoir, also known as Kinzua Lake, was created by the completion of the'
  [40] link 'Kinzua Dam', clickable
  StaticText 'in 1965. About a third of it lies in New York.'
  [41] heading 'Recreation'
  StaticText 'The reservoir has nine campgrounds, several boat launches and the Kinzua Beach swimming area. Nearby is'
  [42] link 'Kinzua Bridge State Park', clickable
  StaticText '.'""")


def t19(rs: RowSet) -> None:
    park = tree("Kinzua Bridge State Park", WK + "/Kinzua_Bridge_State_Park", WK_TOP + """
  [10] heading 'Kinzua Bridge State Park'
  [11] table ''
    [12] row ''
      [13] rowheader 'Location'
      [14] gridcell 'Hamlin Township, McKean County, Pennsylvania'
    [15] row ''
      [16] rowheader 'Area'
      [17] gridcell '339 acres (137 ha)'
    [18] row ''
      [19] rowheader 'Elevation'
      [20] gridcell '1,873 ft (571 m)'
    [21] row ''
      [22] rowheader 'Established'
      [23] gridcell '1970'
  StaticText 'The park is home to the remains of the Kinzua Viaduct, a railroad trestle 2,053 ft (626 m) long and 301 ft (92 m) high.'
  StaticText 'A tornado struck the viaduct on July 21, 2003, collapsing 11 of its 20 towers. The remaining towers now support the Kinzua Sky Walk.'
  [30] link 'Allegheny Reservoir', clickable""")
    turns = [
        ("click('44')", wk_dam()),
        ("click('36')", wk_res("24 mi (39 km)")),
        ("click('42')", park),
        ("go_back()", wk_res("27 mi (43 km)")),
        ("go_back()", wk_dam()),
        ("go_back()", wk_river()),
    ]
    rs.add("web", "h65-web-19", SYSTEM, turns, state=wk_river(), bad=True, turn=4,
           kind="Going back to the Allegheny Reservoir article, its Max. length reads 27 mi (43 km) where the same article showed 24 mi (39 km) at turn 2.")


# ---------------------------------------------------------------------------------------------------------------
# 20 Makerspace equipment reservations — bad: the reservation's room changes on its details page
# ---------------------------------------------------------------------------------------------------------------
MK = "https://reserve.forgeandfilament.org"


def mk_nav(active: str, hours: str) -> str:
    items = ["Equipment", "My reservations", "Certifications", "Member profile"]
    nav = "\n".join(f"    [{11 + i}] link '{n}', clickable{', focused' if n == active else ''}" for i, n in enumerate(items))
    return f"""
  [2] banner ''
    [3] link 'Forge & Filament Makerspace', clickable
    StaticText 'Machine hours in June: {hours} of 10 h'
    [4] button 'Tess Varga', clickable, hasPopup='menu', expanded=False
  [10] navigation ''
{nav}"""


def mk_equipment(hours: str) -> str:
    eq = [("Epilog Fusion Pro 32 (CO2 laser, 80 W)", "Room B104", "Laser Level 2 ✓", "Reserve"),
          ("Prusa MK4 3D printers (×4)", "Room B102", "3D printing basics ✓", "Reserve"),
          ("ShopBot PRSalpha CNC router", "Shop floor · Bay 3", "CNC router ✗", "Request training"),
          ("SawStop PCS 3 HP table saw", "Wood shop", "Table saw ✓", "Reserve")]
    rows = "".join(f"""
      [{100 + i * 6}] row ''
        [{101 + i * 6}] link '{n}', clickable
        [{102 + i * 6}] gridcell '{r}'
        [{103 + i * 6}] gridcell '{c}'
        [{104 + i * 6}] gridcell ''
          [{105 + i * 6}] button '{a}', clickable""" for i, (n, r, c, a) in enumerate(eq))
    body = mk_nav("Equipment", hours) + """
  [50] main ''
    [51] heading 'Equipment'
    [52] table ''
      [53] row ''
        [54] columnheader 'Machine'
        [55] columnheader 'Location'
        [56] columnheader 'Your certification'
        [57] columnheader ''""" + rows + """
    StaticText 'Members may book up to 10 machine hours per calendar month. No-shows count double.'"""
    return tree("Equipment · Forge & Filament", MK + "/equipment", body)


def mk_slots(pick: bool) -> str:
    slots = [("10:00 AM – 12:00 PM", False), ("12:00 – 2:00 PM", True), ("2:00 – 4:00 PM", False), ("4:00 – 6:00 PM", True),
             ("6:00 – 8:00 PM", True), ("8:00 – 10:00 PM", False)]
    ss = []
    for i, (s, free) in enumerate(slots):
        if free:
            ss.append(f"      [{210 + i}] radio '{s}', clickable, checked='{'true' if pick and s.startswith('6:00') else 'false'}'")
        else:
            ss.append(f"      [{210 + i}] radio '{s} (booked)', disabled=True, checked='false'")
    summ = "StaticText 'Thu, Jun 12 · 6:00 – 8:00 PM · 2.0 h · uses 2.0 of your 3.5 remaining hours'" if pick else "StaticText 'Pick a 2-hour block'"
    body = mk_nav("Equipment", "6.5") + """
  [50] main ''
    [200] link 'Equipment', clickable
    [201] heading 'Reserve: Epilog Fusion Pro 32 (CO2 laser, 80 W)'
    StaticText 'Room B104 · max bed 32 × 20 in · approved materials only (no PVC, vinyl or coated metals)'
    [202] button 'Wed, Jun 11', clickable
    [203] button 'Thu, Jun 12', clickable, pressed='true'
    [204] button 'Fri, Jun 13', clickable
    [205] radiogroup 'Available blocks'
""" + "\n".join(ss) + f"""
    {summ}
    [220] button 'Confirm reservation', clickable{'' if pick else ', disabled=True'}"""
    return tree("Reserve Epilog Fusion Pro 32 · Forge & Filament", MK + "/equipment/epilog-fusion-pro-32/reserve?date=2025-06-12", body)


def mk_mine(hours: str, both: bool, flash: str = "", modal: str = "") -> str:
    up = [("R-20931", "Thu, Jun 12 · 6:00 – 8:00 PM", "Epilog Fusion Pro 32", "Room B104", "2.0 h")]
    if both:
        up.append(("R-20877", "Sat, Jun 14 · 10:00 AM – 1:00 PM", "Prusa MK4 #3", "Room B102", "3.0 h"))
    rows = "".join(f"""
      [{300 + i * 8}] row ''
        [{301 + i * 8}] gridcell '{r}'
        [{302 + i * 8}] gridcell '{w}'
        [{303 + i * 8}] gridcell '{m}'
        [{304 + i * 8}] gridcell '{loc}'
        [{305 + i * 8}] gridcell '{h}'
        [{306 + i * 8}] link 'Details', clickable
        [{307 + i * 8}] button 'Cancel', clickable""" for i, (r, w, m, loc, h) in enumerate(up))
    body = mk_nav("My reservations", hours) + f"""
  [50] main ''{flash}
    [290] heading 'My reservations'
    [291] heading 'Upcoming'
    [292] table ''
      [293] row ''
        [294] columnheader 'ID'
        [295] columnheader 'When'
        [296] columnheader 'Machine'
        [297] columnheader 'Location'
        [298] columnheader 'Hours'""" + rows + f"""
    [350] heading 'Earlier in June'
    [351] table ''
      [352] row ''
        [353] gridcell 'R-20802'
        [354] gridcell 'Tue, Jun 3 · 6:30 – 10:00 PM'
        [355] gridcell 'Prusa MK4 #1'
        [356] gridcell 'Room B102'
        [357] gridcell '3.5 h · completed'{modal}"""
    return tree("My reservations · Forge & Filament", MK + "/me/reservations", body)


def t20(rs: RowSet) -> None:
    conf = tree("Reservation R-20931 · Forge & Filament", MK + "/reservations/R-20931", mk_nav("My reservations", "8.5") + """
  [50] main ''
    [260] alert ''
      StaticText 'Reservation R-20931 confirmed.'
    [261] heading 'Epilog Fusion Pro 32 (CO2 laser, 80 W)'
    StaticText 'Thu, Jun 12, 2025 · 6:00 – 8:00 PM (2.0 h)'
    StaticText 'Room B104'
    StaticText 'Turn on the exhaust before firing the laser and never leave it running unattended.'
    [262] button 'Add to calendar', clickable
    [263] link 'My reservations', clickable""")
    cancel = """
  [380] dialog 'Cancel reservation R-20877?', modal=True
    StaticText 'Sat, Jun 14 · 10:00 AM – 1:00 PM · Prusa MK4 #3 · Room B102'
    StaticText '3.0 h will be returned to your June allowance.'
    [381] button 'Keep it', clickable
    [382] button 'Yes, cancel', clickable"""
    gone = """
    [289] status ''
      StaticText 'Reservation R-20877 cancelled. 3.0 h returned.'"""
    details = tree("Reservation R-20931 · Forge & Filament", MK + "/reservations/R-20931", mk_nav("My reservations", "5.5") + """
  [50] main ''
    [261] heading 'Epilog Fusion Pro 32 (CO2 laser, 80 W)'
    StaticText 'Reservation R-20931 · booked Jun 10, 2025'
    StaticText 'Thu, Jun 12, 2025 · 6:00 – 8:00 PM (2.0 h)'
    StaticText 'Room B106'
    StaticText 'Turn on the exhaust before firing the laser and never leave it running unattended.'
    StaticText 'Check-in: tap your fob on the reader at the machine within 15 minutes of the start time.'
    [262] button 'Add to calendar', clickable
    [264] button 'Cancel reservation', clickable
    [263] link 'My reservations', clickable""")
    prusa = tree("Prusa MK4 3D printers · Forge & Filament", MK + "/equipment/prusa-mk4", mk_nav("Equipment", "5.5") + """
  [50] main ''
    [400] link 'Equipment', clickable
    [401] heading 'Prusa MK4 3D printers (×4)'
    StaticText 'Room B102 · PLA and PETG only · bring your own filament or buy spools at the front desk'
    [402] table ''
      [403] row ''
        [404] columnheader 'Printer'
        [405] columnheader 'Status'
        [406] columnheader ''
      [407] row ''
        [408] gridcell 'Prusa MK4 #1'
        [409] gridcell 'Idle'
        [410] button 'Reserve', clickable
      [411] row ''
        [412] gridcell 'Prusa MK4 #2'
        [413] gridcell 'Printing · 1 h 12 min left'
        [414] button 'Reserve', clickable
      [415] row ''
        [416] gridcell 'Prusa MK4 #3'
        [417] gridcell 'Idle'
        [418] button 'Reserve', clickable
      [419] row ''
        [420] gridcell 'Prusa MK4 #4'
        [421] gridcell 'Out of service · nozzle clog reported Jun 9'
        [422] button 'Reserve', clickable, disabled=True""")
    p2 = tree("Reserve Prusa MK4 #2 · Forge & Filament", MK + "/equipment/prusa-mk4-2/reserve?date=2025-06-10", mk_nav("Equipment", "5.5") + """
  [50] main ''
    [200] link 'Equipment', clickable
    [201] heading 'Reserve: Prusa MK4 #2'
    StaticText 'Room B102 · blocks of 1 to 4 hours'
    [202] button 'Tue, Jun 10', clickable, pressed='true'
    [203] button 'Wed, Jun 11', clickable
    [204] button 'Thu, Jun 12', clickable
    [205] radiogroup 'Available start times'
      [210] radio '2:00 PM', clickable, checked='false'
      [211] radio '3:00 PM', clickable, checked='false'
      [212] radio '5:00 PM', clickable, checked='false'
      [213] radio '7:00 PM', clickable, checked='false'
    [214] combobox 'Length', clickable, hasPopup='listbox', expanded=False
      StaticText '2 h'
    StaticText 'You have 4.5 h left this month.'
    [220] button 'Confirm reservation', clickable, disabled=True""")
    turns = [
        ("click('105')", mk_slots(False)),
        ("click('214')", mk_slots(True)),
        ("click('220')", conf),
        ("click('263')", mk_mine("8.5", True)),
        ("click('315')", mk_mine("8.5", True, modal=cancel)),
        ("click('382')", mk_mine("5.5", False, flash=gone)),
        ("click('306')", details),
        ("click('11')", mk_equipment("5.5")),
        ("click('107')", prusa),
        ("click('414')", p2),
    ]
    rs.add("web", "h65-web-20", SYSTEM, turns, state=mk_equipment("6.5"), bad=True, turn=7,
           kind="Reservation R-20931 for the Epilog laser, confirmed in Room B104 and listed there, shows Room B106 on its details page.")


# ---------------------------------------------------------------------------------------------------------------
# 21 Youth soccer league roster — clean: jersey number changed (re-sorted), a player removed, free numbers follow
# ---------------------------------------------------------------------------------------------------------------
YS = "https://teams.cedarparkyouthsoccer.org/teams/u10g-comets"
ROSTER = [(1, "Harper Quinn", "GK"), (3, "Mila Navarro", "DF"), (4, "Sofia Bianchi", "DF"), (5, "Ella Thompson", "DF"),
          (7, "Ava Lindqvist", "MF"), (8, "Zoe Park", "MF"), (9, "Nora Castillo", "FW"), (10, "Lily Chen", "MF"),
          (12, "Grace Adeyemi", "DF"), (13, "Isla Murphy", "MF"), (14, "Chloe Dubois", "FW"), (15, "Ruby Sato", "MF"),
          (17, "Amara Okoro", "FW"), (22, "Hazel Brooks", "GK")]
YS_TOP = """
  [2] banner ''
    [3] link 'Cedar Park Youth Soccer', clickable
    StaticText 'Spring 2025'
    [4] button 'Coach Dana Reyes', clickable, hasPopup='menu', expanded=False
  [5] navigation 'Team'
    [6] link 'Roster', clickable
    [7] link 'Schedule', clickable
    [8] link 'Availability', clickable
    [9] link 'Messages', clickable"""


def ys_roster(roster: list[tuple[int, str, str]], flash: str = "", modal: str = "") -> str:
    rows = "".join(f"""
      [{100 + i * 6}] row ''
        [{101 + i * 6}] gridcell '{n}'
        [{102 + i * 6}] gridcell ''
          [{103 + i * 6}] link '{name}', clickable
        [{104 + i * 6}] gridcell '{pos}'
        [{105 + i * 6}] button 'Remove', clickable""" for i, (n, name, pos) in enumerate(sorted(roster)))
    body = YS_TOP + f"""
  [50] main ''{flash}
    [51] heading 'Cedar Park Comets — U10 Girls'
    StaticText '{len(roster)} players · max 16 · Division B'
    [52] button 'Add player', clickable
    [53] button 'Export CSV', clickable
    [60] table ''
      [61] row ''
        [62] columnheader '#', sort='ascending'
        [63] columnheader 'Player'
        [64] columnheader 'Position'
        [65] columnheader ''""" + rows + modal
    return tree("Roster · Cedar Park Comets", YS + "/roster", body)


def ys_player(num: int, flash: str = "") -> str:
    body = YS_TOP + f"""
  [50] main ''{flash}
    [200] link 'Roster', clickable
    [201] heading 'Ava Lindqvist'
    StaticText '#{num} · Midfielder'
    [202] table ''
      [203] row ''
        [204] rowheader 'Player ID'
        [205] gridcell 'CPYS-25-0417'
      [206] row ''
        [207] rowheader 'Date of birth'
        [208] gridcell 'Aug 22, 2015'
      [209] row ''
        [210] rowheader 'Guardian'
        [211] gridcell 'Karin Lindqvist · (512) 555-0182 · karin.l@outlook.com'
      [212] row ''
        [213] rowheader 'Registration'
        [214] gridcell 'Paid · Apr 2, 2025'
      [215] row ''
        [216] rowheader 'Medical notes'
        [217] gridcell 'None on file'
    [220] button 'Edit', clickable"""
    return tree("Ava Lindqvist · Cedar Park Comets", YS + "/players/CPYS-25-0417", body)


def ys_edit(num: str) -> str:
    body = YS_TOP + f"""
  [50] main ''
    [230] heading 'Edit player'
    [231] textbox 'First name', clickable, value='Ava'
    [232] textbox 'Last name', clickable, value='Lindqvist'
    [233] spinbutton 'Jersey number', clickable, value='{num}'
    StaticText 'Taken: 1, 3, 4, 5, 8, 9, 10, 12, 13, 14, 15, 17, 22'
    [234] combobox 'Position', clickable, hasPopup='listbox', expanded=False
      StaticText 'Midfielder'
    [235] textbox 'Date of birth', clickable, value='08/22/2015'
    [236] textbox 'Guardian phone', clickable, value='(512) 555-0182'
    [237] button 'Save', clickable
    [238] link 'Cancel', clickable"""
    return tree("Edit player · Cedar Park Comets", YS + "/players/CPYS-25-0417/edit", body)


def t21(rs: RowSet) -> None:
    r2 = [(11 if n == "Ava Lindqvist" else k, n, p) for k, n, p in ROSTER]
    r3 = [x for x in r2 if x[1] != "Zoe Park"]
    updated = """
    [199] status ''
      StaticText 'Player updated.'"""
    rm = """
  [300] dialog 'Remove Zoe Park?', modal=True
    StaticText 'Zoe Park (#8) will be moved to the league’s unassigned pool. Her registration stays active.'
    [301] button 'Keep', clickable
    [302] button 'Remove player', clickable"""
    removed = """
    [99] status ''
      StaticText 'Zoe Park was removed from Cedar Park Comets.'"""
    add = tree("Add player · Cedar Park Comets", YS + "/players/new", YS_TOP + """
  [50] main ''
    [400] heading 'Add player'
    [401] textbox 'First name', clickable
    [402] textbox 'Last name', clickable
    [403] spinbutton 'Jersey number', clickable
    StaticText 'Available: 2, 6, 7, 8, 16, 18, 19, 20'
    [404] combobox 'Position', clickable, hasPopup='listbox', expanded=False
      StaticText 'Select'
    [405] textbox 'Date of birth', clickable
    [406] textbox 'Guardian name', clickable
    [407] textbox 'Guardian phone', clickable
    [408] textbox 'Guardian email', clickable
    StaticText 'Roster spots left: 3 of 16'
    [409] button 'Save', clickable
    [410] link 'Cancel', clickable""")
    turns = [
        ("click('127')", ys_player(7)),
        ("click('220')", ys_edit("7")),
        ("fill('233', '11')", ys_edit("11")),
        ("click('237')", ys_player(11, updated)),
        ("click('6')", ys_roster(r2)),
        ("click('129')", ys_roster(r2, modal=rm)),
        ("click('302')", ys_roster(r3, flash=removed)),
        ("click('52')", add),
    ]
    rs.add("web", "h65-web-21", SYSTEM, turns, state=ys_roster(ROSTER))


# ---------------------------------------------------------------------------------------------------------------
# 22 Grocy household inventory (self-hosted) — bad: the milk's due date changes in the stock overview
# ---------------------------------------------------------------------------------------------------------------
GR = "http://grocy.home.lan"
GR_NAV = """
  [2] navigation ''
    [3] link 'grocy', clickable
    [4] link 'Stock overview', clickable
    [5] link 'Shopping list', clickable
    [6] link 'Recipes', clickable
    [7] link 'Meal plan', clickable
    [8] link 'Chores overview', clickable
    [9] link 'Purchase', clickable
    [10] link 'Consume', clickable
    [11] link 'Transfer', clickable
    [12] link 'Inventory', clickable
    [13] link 'Master data', clickable
    [14] button 'Settings', clickable, hasPopup='menu', expanded=False
    StaticText 'Thursday, 2025-06-05 08:14'"""


def gr_stock(eggs: int, milk: int, milk_due: str, toast: str = "") -> str:
    items = [("Bread (sourdough loaf)", "Bakery", "1 Loaf", "2025-06-07", "in 2 days"),
             ("Butter", "Dairy", "1 Pack", "2025-08-14", "in 2 months"),
             ("Chicken thighs", "Meat", "2 Pack", "2025-09-30", "in 4 months"),
             ("Eggs", "Dairy", f"{eggs} Piece", "2025-06-28", "in 23 days"),
             ("Greek yogurt", "Dairy", "4 Cup", "2025-06-11", "in 6 days"),
             ("Milk (whole)", "Dairy", f"{milk} Carton", milk_due, "in 4 days" if milk_due == "2025-06-09" else "in 14 days"),
             ("Spinach", "Produce", "1 Bag", "2025-06-04", "1 day ago")]
    rows = "".join(f"""
      [{100 + i * 8}] row ''
        [{101 + i * 8}] gridcell ''
          [{102 + i * 8}] button 'Consume 1', clickable
          [{103 + i * 8}] button 'Consume all', clickable
          [{104 + i * 8}] button 'Open 1', clickable
        [{105 + i * 8}] gridcell ''
          [{106 + i * 8}] link {n!r}, clickable
        [{107 + i * 8}] gridcell '{g}'
        StaticText '{a}'
        StaticText '{d}'
        StaticText '{rel}'""" for i, (n, g, a, d, rel) in enumerate(items))
    body = GR_NAV + f"""
  [50] main ''{toast}
    [51] heading 'Stock overview'
    StaticText '7 Products with {eggs + milk + 9} units in stock'
    StaticText '2 products are due within the next 5 days'
    StaticText '1 product is overdue'
    StaticText '0 products are expired'
    StaticText '0 products are below defined min. stock amount'
    [52] searchbox 'Search', clickable
    [53] combobox 'Location', clickable, hasPopup='listbox', expanded=False
      StaticText 'All'
    [54] combobox 'Product group', clickable, hasPopup='listbox', expanded=False
      StaticText 'All'
    [60] table ''
      [61] row ''
        [62] columnheader ''
        [63] columnheader 'Product', sort='ascending'
        [64] columnheader 'Product group'
        [65] columnheader 'Amount'
        [66] columnheader 'Next due date'""" + rows
    return tree("Stock overview | grocy", GR + "/stockoverview", body)


def gr_consume(product: str, amount: str, card: bool, toast: str = "") -> str:
    info = """
    [230] region 'Product overview'
      StaticText 'Eggs'
      StaticText 'Stock amount: 18 Piece'
      StaticText 'Default location: Fridge'
      StaticText 'Last purchased: 2025-05-31'
      StaticText 'Last used: 2025-06-02'
      StaticText 'Last price: 0.29 per Piece'""" if card else ""
    body = GR_NAV + f"""
  [50] main ''{toast}
    [200] heading 'Consume'
    [201] combobox 'Product', clickable, value='{product}', autocomplete='list', hasPopup='listbox', expanded=False
    [202] spinbutton 'Amount', clickable, value='{amount}'
    StaticText '{'Piece' if card else ''}'
    [203] combobox 'Location', clickable, hasPopup='listbox', expanded=False
      StaticText '{'Fridge' if card else ''}'
    [204] checkbox 'Spoiled', clickable, checked='false'
    [205] checkbox 'Use a specific stock item', clickable, checked='false'
    [206] button 'OK', clickable{'' if card else ', disabled=True'}
    [207] button 'Mark as opened', clickable{'' if card else ', disabled=True'}{info}"""
    return tree("Consume | grocy", GR + "/consume", body)


def gr_purchase(product: str, amount: str, due: str, card: bool, toast: str = "") -> str:
    info = """
    [330] region 'Product overview'
      StaticText 'Milk (whole)'
      StaticText 'Stock amount: 2 Carton'
      StaticText 'Default location: Fridge'
      StaticText 'Last purchased: 2025-05-30'
      StaticText 'Last used: 2025-06-04'
      StaticText 'Last price: 1.89 per Carton'
      StaticText 'Default due days: 10'""" if card else ""
    body = GR_NAV + f"""
  [50] main ''{toast}
    [300] heading 'Purchase'
    [301] combobox 'Product', clickable, value='{product}', autocomplete='list', hasPopup='listbox', expanded=False
    [302] spinbutton 'Amount', clickable, value='{amount}'
    StaticText '{'Carton' if card else ''}'
    [303] textbox 'Due date', clickable, value='{due}'
    [304] checkbox 'Never overdue', clickable, checked='false'
    [305] textbox 'Price', clickable, value='{'1.89' if card else ''}'
    [306] radio 'Unit price', clickable, checked='true'
    [307] radio 'Total price', clickable, checked='false'
    [308] combobox 'Store', clickable, hasPopup='listbox', expanded=False
      StaticText '{'Fred Meyer' if card else ''}'
    [309] combobox 'Location', clickable, hasPopup='listbox', expanded=False
      StaticText '{'Fridge' if card else ''}'
    [310] button 'OK', clickable{'' if card else ', disabled=True'}{info}"""
    return tree("Purchase | grocy", GR + "/purchase", body)


def t22(rs: RowSet) -> None:
    eaten = """
    [40] alert ''
      StaticText 'Removed 6 Piece of Eggs from stock'
      [41] link 'Undo', clickable"""
    bought = """
    [40] alert ''
      StaticText 'Added 2 Carton of Milk (whole) to stock'
      [41] link 'Undo', clickable"""
    turns = [
        ("click('10')", gr_consume("", "1", False)),
        ("fill('201', 'Eggs')", gr_consume("Eggs", "1", True)),
        ("fill('202', '6')", gr_consume("Eggs", "6", True)),
        ("click('206')", gr_consume("", "1", False, eaten)),
        ("click('4')", gr_stock(12, 2, "2025-06-19")),
        ("click('9')", gr_purchase("", "1", "", False)),
        ("fill('301', 'Milk (whole)')", gr_purchase("Milk (whole)", "1", "2025-06-15", True)),
        ("fill('302', '2')", gr_purchase("Milk (whole)", "2", "2025-06-15", True)),
        ("fill('303', '2025-06-16')", gr_purchase("Milk (whole)", "2", "2025-06-16", True)),
        ("click('310')", gr_purchase("", "1", "", False, bought)),
        ("click('4')", gr_stock(12, 4, "2025-06-09")),
    ]
    rs.add("web", "h65-web-22", SYSTEM, turns, state=gr_stock(18, 2, "2025-06-09"), bad=True, turn=5,
           kind="After consuming eggs only, the stock overview gives Milk (whole) a next due date of 2025-06-19 instead of the 2025-06-09 shown before.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
