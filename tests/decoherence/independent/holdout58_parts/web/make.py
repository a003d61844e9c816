# ruff: noqa: E501
"""Held-out set h58, domain ``web``: 22 BrowserGym trajectories (accessibility trees with bids).

Eleven trajectories hold exactly one contradiction (one detail of an earlier page coming back different
with no action that could change it); eleven are clean but full of legitimate changes (edits, deletions,
cancellations, re-sorted lists, live counters, revisited pages). Writes ``web_test.jsonl`` and
``labels.json`` beside this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (the URL, then the page's accessibility tree; interactive elements carry their bid in brackets)
3. **Browser Action**: A BrowserGym action, usually on an element bid

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

Before producing the final answer, do this checklist:
1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current page state representation format exactly.
The predicted next page state should follow the same representation schema, structure, and level of detail as the current page state.
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def _q(s: str) -> str:
    return f'"{s}"' if "'" in s else f"'{s}'"


def page(title: str, url: str, body: str, start: int = 100) -> tuple[str, dict[str, str]]:
    """Render an outline (two spaces per level) as a BrowserGym tree. Lines starting with ':' are
    StaticText; other lines get the next bid; a trailing ' @key' records that element's bid."""
    n, ids = start, {}
    out = [f"URL: {url}", f"RootWebArea {_q(title)}, focused"]
    for raw in body.strip("\n").split("\n"):
        text = raw.lstrip(" ")
        if not text:
            continue
        depth = (len(raw) - len(text)) // 2 + 1
        if text.startswith(":"):
            out.append("\t" * depth + f"StaticText {_q(text[1:])}")
            continue
        if " @" in text:
            text, key = text.rsplit(" @", 1)
            ids[key] = str(n)
        out.append("\t" * depth + f"[{n}] {text}")
        n += 1
    return "\n".join(out), ids


def click(ids: dict[str, str], key: str) -> str:
    return f"click('{ids[key]}')"


def fill(ids: dict[str, str], key: str, value: str) -> str:
    return f"fill('{ids[key]}', {_q(value)})"


def select(ids: dict[str, str], key: str, option: str) -> str:
    return f"select_option('{ids[key]}', {_q(option)})"


def rows(lines: list[str], indent: int) -> str:
    pad = "  " * indent
    return "\n".join(pad + ln for ln in "\n".join(lines).split("\n"))


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------- 01 OneStopShop store (clean)
SHOP = "http://localhost:7770"
SHOP_CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
             "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
             "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]
SHOP_FOOT = """
contentinfo ''
  textbox 'Sign Up for Our Newsletter:'
  button 'Subscribe'
  link 'Privacy and Cookie Policy'
  link 'Search Terms'
  link 'Advanced Search'
  link 'Contact Us'
  :Copyright © 2013-present Magento, Inc. All rights reserved."""
TEA_REL = [("Tazo Zen Green Tea, 20 count (Pack of 6)", 87, 4, 23.88),
           ("Bigelow Green Tea, 40 Count Box (Pack of 6)", 93, 12, 19.98),
           ("Twinings of London Pure Green Tea Bags, 25 Count (Pack of 6)", 90, 7, 21.60),
           ("Yogi Tea, Green Tea Super Antioxidant, 16 Count (Pack of 6)", 85, 3, 22.74),
           ("Harney & Sons Organic Green Tea, 20 Sachets", 96, 5, 9.95),
           ("Stash Tea Green Chai Tea, 18 Count Tea Bags (Pack of 6)", 80, 2, 17.34),
           ("Matcha Green Tea Powder, Culinary Grade, 4 oz", 74, 9, 14.99),
           ("ITO EN Oi Ocha Unsweetened Green Tea, 16.9 Fl Oz (Pack of 12)", 95, 6, 25.49),
           ("Lipton Green Tea Bags, Citrus, 40 Count (Pack of 6)", 82, 11, 18.12),
           ("Celestial Seasonings Green Tea, Authentic, 20 Count (Pack of 6)", 88, 4, 16.74),
           ("Numi Organic Tea Gunpowder Green, 18 Count", 91, 3, 7.38),
           ("Pure Leaf Unsweetened Green Iced Tea, 16.9 oz Bottles (Pack of 12)", 86, 8, 21.48)]
TEA_PRICE = [("Green Tea Flavored Hard Candy, 3.5 oz Bag", 60, 2, 2.49),
             ("Lipton Green Tea Bags, Citrus, 20 Count", 84, 5, 3.19),
             ("AriZona Green Tea with Ginseng and Honey, 23 Fl Oz Can", 89, 14, 3.49),
             ("Bigelow Green Tea with Peppermint, 20 Count", 92, 6, 4.29),
             ("Uncle Lee's Tea Organic Green Tea, 100 Count", 78, 3, 5.99),
             ("Salada Green Tea, Decaffeinated, 40 Count", 83, 4, 6.25),
             ("Twinings Green Tea & Mint, 20 Count", 90, 2, 6.49),
             ("Numi Organic Tea Gunpowder Green, 18 Count", 91, 3, 7.38),
             ("Yamamotoyama Genmai Cha Green Tea, 16 Bags", 87, 5, 7.95),
             ("Tetley Green Tea Pure Original, 20 Count", 80, 1, 8.40),
             ("Choice Organics Green Tea, 16 Count", 85, 2, 8.99),
             ("Harney & Sons Organic Green Tea, 20 Sachets", 96, 5, 9.95)]


def shop_top(cart: int, query: str = "") -> str:
    v = f", value='{query}'" if query else ""
    return f"""
banner ''
  list ''
    listitem ''
      link 'My Account'
    listitem ''
      link 'My Wish List'
    listitem ''
      link 'Sign Out'
  :Welcome, Emma Lopez!
  link 'store logo'
    img 'one_stop_market_logo'
  link 'My Cart {cart} items' @cart
  Section ''
    combobox 'Search', autocomplete='both', hasPopup='listbox', expanded=False{v} @search
    link 'Advanced Search'
    button 'Search'{', disabled=True' if not query else ''}
tablist '', multiselectable=False, orientation='horizontal'
  tabpanel ''
    menu '', orientation='horizontal'
""" + rows([f"menuitem {_q(c)}, hasPopup='menu'" for c in SHOP_CATS], 3)


def shop_results(cart: int, items: list[tuple[str, int, int, float]], sort: str) -> tuple[str, dict[str, str]]:
    prods = []
    for i, (name, rating, rev, price) in enumerate(items):
        prods.append(f"""listitem ''
  link 'Image'
    img 'Image'
  link {_q(name)} @p{i}
  :Rating: {rating}%
  link '{rev} Review{'s' if rev != 1 else ''}'
  :{money(price)}
  button 'Add to Cart'
  button 'Add to Wish List'
  button 'Add to Compare'""")
    body = shop_top(cart, "green tea") + f"""
main ''
  heading "Search results for: 'green tea'"
  :Related search terms
  link 'green tea bags'
  link 'matcha'
  link 'green tea extract'
  :Items 1-12 of 187
  :Sort By
  combobox 'Sort By', hasPopup='menu', expanded=False, value='{sort}' @sort
  link 'Set Descending Direction'
  list ''
{rows(prods, 2)}
  :Page
  list ''
    listitem ''
      :1
    listitem ''
      link 'Page 2'
    listitem ''
      link 'Page 3'
    listitem ''
      link 'Page 4'
    listitem ''
      link 'Page 5'
    listitem ''
      link 'Page Next'
  :Show
  combobox 'Show', hasPopup='menu', expanded=False, value='12'
  :per page
complementary ''
  heading 'Shop By'
  heading 'Category'
  link 'Grocery & Gourmet Food ( 164 item )'
  link 'Health & Household ( 15 item )'
  link 'Beauty & Personal Care ( 8 item )'
  heading 'Price'
  link '$0.00 - $9.99 ( 41 item )'
  link '$10.00 - $19.99 ( 78 item )'
  link '$20.00 - $29.99 ( 51 item )'
  link '$30.00 and above ( 17 item )'
  heading 'Compare Products'
  :You have no items to compare.
  heading 'My Wish List'
  :You have no items in your wish list.""" + SHOP_FOOT
    order = "&product_list_order=price" if sort == "Price" else ""
    return page("Search results for: 'green tea'", f"{SHOP}/catalogsearch/result/?q=green+tea{order}", body, 300)


def shop_product(cart: int, qty: str, added: bool) -> tuple[str, dict[str, str]]:
    msg = """
  alert ''
    :You added Tazo Zen Green Tea, 20 count (Pack of 6) to your
    link 'shopping cart'
    :.""" if added else ""
    body = shop_top(cart) + f"""
main ''{msg}
  list ''
    listitem ''
      link 'Home'
    listitem ''
      link 'Grocery & Gourmet Food'
    listitem ''
      link 'Beverages'
    listitem ''
      :Tazo Zen Green Tea, 20 count (Pack of 6)
  heading 'Tazo Zen Green Tea, 20 count (Pack of 6)'
  :Rating: 87%
  link '4 Reviews'
  link 'Add Your Review'
  :$23.88
  :In stock
  :SKU
  :B000GG0BQ6
  :Qty
  spinbutton 'Qty', value='{qty}' @qty
  button 'Add to Cart' @add
  link 'Add to Wish List'
  link 'Add to Compare'
  link 'Email'
  tablist '', multiselectable=False, orientation='horizontal'
    tab 'Details', selected=True
    tab 'Reviews (4)', selected=False
  tabpanel 'Details'
    :Zen green tea is a blend of green tea, lemongrass and spearmint. Each box contains 20 filter bags; this listing is a case of 6 boxes (120 bags in all).
    :Product Dimensions : 7.9 x 5.2 x 3.4 inches; 1.44 Pounds
    :UPC : 794522200108
    :Manufacturer : Tazo
    :ASIN : B000GG0BQ6
    :Best Sellers Rank: #4,317 in Grocery & Gourmet Food""" + SHOP_FOOT
    return page("Tazo Zen Green Tea, 20 count (Pack of 6)", f"{SHOP}/tazo-zen-green-tea-20-count-pack-of-6.html", body, 500)


def shop_cart(items: list[tuple[str, float, int]]) -> tuple[str, dict[str, str]]:
    count = sum(q for _, _, q in items)
    sub = sum(p * q for _, p, q in items)
    ship = 5.0 * count
    lines = []
    for i, (name, price, qty) in enumerate(items):
        lines.append(f"""row ''
  gridcell '{name}'
    link 'Image'
    link {_q(name)}
  gridcell '{money(price)}'
  gridcell 'Qty {qty}'
    spinbutton 'Qty', value='{qty}'
  gridcell '{money(price * qty)}'
  gridcell ''
    link 'Move to Wish List'
    link 'Edit item parameters'
    link 'Remove item' @rm{i}""")
    body = shop_top(count) + f"""
main ''
  heading 'Shopping Cart'
  table 'Shopping Cart Items'
    row ''
      columnheader 'Item'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Subtotal'
{rows(lines, 2)}
  link 'Continue Shopping'
  button 'Update Shopping Cart'
  button 'Apply Discount Code'
  heading 'Summary'
  button 'Estimate Shipping and Tax'
  table ''
    row ''
      rowheader 'Subtotal'
      gridcell '{money(sub)}'
    row ''
      rowheader 'Shipping (Flat Rate - Fixed)'
      gridcell '{money(ship)}'
    row ''
      rowheader 'Order Total'
      gridcell '{money(sub + ship)}'
  button 'Proceed to Checkout'
  link 'Check Out with Multiple Addresses'""" + SHOP_FOOT
    return page("Shopping Cart", f"{SHOP}/checkout/cart/", body, 700)


def t01(rs: RowSet) -> None:
    home_body = shop_top(1) + """
main ''
  heading 'One Stop Market'
  :Product Showcases
  list ''
    listitem ''
      link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
      :Rating: 20%
      :$19.99
      button 'Add to Cart'
    listitem ''
      link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
      :Rating: 57%
      :$14.47
      button 'Add to Cart'
    listitem ''
      link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
      :Rating: 95%
      :$19.36
      button 'Add to Cart'
    listitem ''
      link 'Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ'
      :Rating: 63%
      :$23.50
      button 'Add to Cart'
    listitem ''
      link 'So Delicious Dairy Free CocoWhip Light, Vegan, Non-GMO Project Verified, 9 oz. Tub'
      :Rating: 78%
      :$15.62
      button 'Add to Cart'""" + SHOP_FOOT
    home, h = page("One Stop Market", f"{SHOP}/", home_body, 120)
    typed, h2 = page("One Stop Market", f"{SHOP}/", shop_top(1, "green tea") + home_body.split(shop_top(1), 1)[1], 120)
    res, r = shop_results(1, TEA_REL, "Relevance")
    p1, pi = shop_product(1, "1", False)
    p2, pi2 = shop_product(1, "2", False)
    p3, pi3 = shop_product(3, "2", True)
    kraft = ("Kraft Easy Mac Original Macaroni & Cheese Microwavable Cups, 4 ct", 8.99, 1)
    tazo = ("Tazo Zen Green Tea, 20 count (Pack of 6)", 23.88, 2)
    c1, ci = shop_cart([kraft, tazo])
    c2, _ = shop_cart([tazo])
    res2, r2 = shop_results(2, TEA_REL, "Relevance")
    res3, _ = shop_results(2, TEA_PRICE, "Price")
    turns = [
        (fill(h, "search", "green tea"), typed),
        ("keyboard_press('Enter')", res),
        (click(r, "p0"), p1),
        (fill(pi, "qty", "2"), p2),
        (click(pi2, "add"), p3),
        (click(pi3, "cart"), c1),
        (click(ci, "rm0"), c2),
        (f"goto('{SHOP}/catalogsearch/result/?q=green+tea')", res2),
        (select(r2, "sort", "Price"), res3),
    ]
    rs.add("web", "h58-web-01", SYSTEM, turns, state=home)


# ---------------------------------------------------------------- 02 gym class booking (bad: instructor name)
GYM = "https://members.pulsefitstudios.com"
GYM_CLASSES = [("06:15–07:00", "HIIT Burn", "Marcus Oyelaran", "Studio A", "3 of 18 left", "Book"),
               ("07:30–08:15", "Spin 45", "Dana Whitfield", "Studio B (Cycle)", "5 of 20 left", "Book"),
               ("09:00–09:50", "Mobility & Core", "Ines Carvalho", "Studio A", "12 of 18 left", "Book"),
               ("12:10–13:00", "Yoga Flow", "Priya Raman", "Studio C", "11 of 24 left", "Book"),
               ("17:45–18:45", "Barbell Strength", "Tomasz Kowalczyk", "Weights Room", "Full · 2 on waitlist", "Join waitlist"),
               ("19:00–19:50", "Pilates Mat", "Elena Sorkin", "Studio C", "9 of 16 left", "Book")]


def gym_nav(credits: int, current: str) -> str:
    links = []
    for name in ("Schedule", "My bookings", "Membership", "Account"):
        cur = ", current='page'" if name == current else ""
        key = " @mybook" if name == "My bookings" else ""
        links.append(f"link '{name}'{cur}{key}")
    return f"""
navigation 'Main'
  link 'PulseFit Studios home'
    img 'PulseFit Studios'
{rows(links, 1)}
  :Class credits: {credits}
  button 'Jordan Mbeki', hasPopup='menu', expanded=False"""


def gym_schedule(credits: int, dialog: str = "") -> tuple[str, dict[str, str]]:
    body_rows = []
    for i, (t, c, ins, room, spots, btn) in enumerate(GYM_CLASSES):
        body_rows.append(f"""row ''
  gridcell '{t}'
  gridcell '{c}'
    link '{c}'
  gridcell '{ins}'
  gridcell '{room}'
  gridcell '{spots}'
  gridcell '{btn}'
    button '{btn} {c}' @b{i}""")
    body = gym_nav(credits, "Schedule") + f"""
main ''
  heading 'Class schedule'
  combobox 'Location', hasPopup='menu', expanded=False, value='Riverside'
  button 'Previous day'
  heading 'Tuesday, June 18, 2024'
  button 'Next day'
  group 'Filter by type'
    checkbox 'Cardio', checked=True
    checkbox 'Strength', checked=True
    checkbox 'Mind & body', checked=True
  table 'Classes on Tuesday, June 18, 2024'
    row ''
      columnheader 'Time'
      columnheader 'Class'
      columnheader 'Instructor'
      columnheader 'Room'
      columnheader 'Spots'
      columnheader 'Action'
{rows(body_rows, 2)}
  :Bookings open 7 days ahead at 06:00. Late cancellations (under 12 hours) forfeit the credit.{dialog}
contentinfo ''
  :PulseFit Studios · 41 Riverside Ave · (503) 555-0142
  link 'Help'
  link 'Terms'"""
    return page("Class schedule · PulseFit Studios", f"{GYM}/schedule?date=2024-06-18&loc=riverside", body, 40)


def gym_dialog(bike: str) -> str:
    return f"""
dialog 'Confirm booking', modal=True
  heading 'Confirm booking'
  :Spin 45
  :Tue, Jun 18 · 07:30–08:15
  :Studio B (Cycle) · Instructor: Dana Whitfield
  :Choose a bike
  combobox 'Bike', hasPopup='menu', expanded=False, value='{bike}' @bike
  :This booking uses 1 credit. You have 7 credits.
  button 'Confirm booking' @confirm
  button 'Cancel'"""


def gym_bookings() -> tuple[str, dict[str, str]]:
    body = gym_nav(6, "My bookings") + """
main ''
  heading 'My bookings'
  tablist ''
    tab 'Upcoming (3)', selected=True
    tab 'Past', selected=False
  list 'Upcoming bookings'
    listitem ''
      heading 'Spin 45'
      :Tue, Jun 18, 2024 · 07:30–08:15
      :Dana Whitfield · Studio B (Cycle) · Bike 14
      :Ref PF-260418 · Booked
      link 'View booking Spin 45' @view0
      button 'Cancel booking Spin 45'
    listitem ''
      heading 'Yoga Flow'
      :Thu, Jun 20, 2024 · 12:10–13:00
      :Priya Raman · Studio C · Mat spot 7
      :Ref PF-259977 · Booked
      link 'View booking Yoga Flow'
      button 'Cancel booking Yoga Flow' @cancel1
    listitem ''
      heading 'Barbell Strength'
      :Sat, Jun 22, 2024 · 09:30–10:30
      :Tomasz Kowalczyk · Weights Room
      :Ref PF-260102 · Waitlist position 1
      link 'View booking Barbell Strength'
      button 'Leave waitlist Barbell Strength'
  heading 'Credits'
  :6 class credits remaining · 10-class pack expires Aug 31, 2024
  link 'Buy more credits'"""
    return page("My bookings · PulseFit Studios", f"{GYM}/bookings", body, 40)


def t02(rs: RowSet) -> None:
    s0, i0 = gym_schedule(7)
    s1, i1 = gym_schedule(7, gym_dialog("Any available"))
    s2, i2 = gym_schedule(7, gym_dialog("14"))
    conf, ic = page("Booking confirmed · PulseFit Studios", f"{GYM}/bookings/PF-260418/confirmed", gym_nav(6, "") + """
main ''
  img 'Checkmark'
  heading "You're booked!"
  :Spin 45
  :Tuesday, June 18, 2024 · 07:30–08:15
  :Instructor: Dana Whitfield
  :Studio B (Cycle) · Bike 14
  :Booking reference: PF-260418
  :1 credit used · 6 credits remaining
  :Free cancellation until Mon, Jun 17 at 19:30.
  link 'Add to Google Calendar'
  link 'Download .ics'
  link 'View my bookings'
  link 'Back to schedule'""", 40)
    b1, ib = gym_bookings()
    detail = gym_nav(6, "My bookings") + """
main ''
  link 'Back to My bookings'
  heading 'Spin 45'
  :Status: Booked
  table 'Booking details'
    row ''
      rowheader 'Date'
      gridcell 'Tuesday, June 18, 2024'
    row ''
      rowheader 'Time'
      gridcell '07:30–08:15 (45 min)'
    row ''
      rowheader 'Instructor'
      gridcell 'Dana Whitford'
    row ''
      rowheader 'Room'
      gridcell 'Studio B (Cycle)'
    row ''
      rowheader 'Bike'
      gridcell '14'
    row ''
      rowheader 'Reference'
      gridcell 'PF-260418'
    row ''
      rowheader 'Booked on'
      gridcell 'Jun 16, 2024, 21:04'
    row ''
      rowheader 'Credits used'
      gridcell '1'
  :Free cancellation until Mon, Jun 17 at 19:30. After that the credit is forfeited.
  button 'Change bike'
  button 'Cancel booking'
  link 'Add to calendar'"""
    d, _ = page("Spin 45 · Booking PF-260418 · PulseFit Studios", f"{GYM}/bookings/PF-260418", detail, 40)
    b2, ib2 = gym_bookings()
    dialog = b2 + """
	[90] dialog 'Cancel booking?', modal=True
		[91] heading 'Cancel Yoga Flow?'
		StaticText 'Thu, Jun 20, 2024 · 12:10–13:00 · Priya Raman'
		StaticText 'You are cancelling more than 12 hours before class, so your credit will be returned (7 credits after cancelling).'
		[92] button 'Yes, cancel booking'
		[93] button 'Keep booking'"""
    turns = [
        (click(i0, "b1"), s1),
        (select(i1, "bike", "14"), s2),
        (click(i2, "confirm"), conf),
        (click(ic, "mybook"), b1),
        (click(ib, "view0"), d),
        ("go_back()", b2),
        (click(ib2, "cancel1"), dialog),
    ]
    rs.add("web", "h58-web-02", SYSTEM, turns, state=s0, bad=True, turn=5,
           kind="Booking detail names the Spin 45 instructor Dana Whitford, but the schedule, confirmation and My bookings all showed Dana Whitfield.")


# ---------------------------------------------------------------- 03 GitLab (bad: file line)
GL = "http://localhost:8023"
GL_PROJ = f"{GL}/byteblaze/a11y-webring.club"
PKG = """{
  "name": "a11y-webring.club",
  "version": "1.8.3",
  "description": "A webring for digital accessibility-focused websites",
  "scripts": {
    "start": "eleventy --serve --quiet",
    "build": "eleventy",
    "lint": "eslint .",
    "test": "pa11y-ci --sitemap http://localhost:8080/sitemap.xml"
  },
  "repository": {
    "type": "git",
    "url": "https://github.com/a11y-webring/a11y-webring.club.git"
  },
  "author": "Byte Blaze",
  "license": "MIT",
  "engines": {
    "node": ">=18"
  },
  "devDependencies": {
    "@11ty/eleventy": "^2.0.1",
    "@11ty/eleventy-plugin-rss": "^1.2.0",
    "eslint": "^8.44.0",
    "pa11y-ci": "^3.0.1"
  },
  "dependencies": {
    "@11ty/eleventy-fetch": "^4.0.0",
    "slugify": "^1.6.6"
  }
}"""
GL_ISSUES = [(36, "Webring widget traps keyboard focus in Safari", "bug, accessibility", "2 days ago", "Lachlan Jordan", "updated 1 day ago", 3),
             (35, "Add member: inclusivedesign.blog", "member request", "4 days ago", "Priya Venkat", "updated 4 days ago", 1),
             (33, "Sitemap lists draft pages", "bug", "1 week ago", "Byte Blaze", "updated 1 week ago", 0),
             (32, "Document how to test with NVDA", "documentation", "1 week ago", "Roshan Jossy", "updated 5 days ago", 2),
             (30, "RSS feed missing dates for older entries", "bug", "2 weeks ago", "Abishek S", "updated 6 days ago", 4),
             (29, "Remove dead member site: a11ytips.dev", "member request", "2 weeks ago", "Priya Venkat", "updated 2 weeks ago", 1),
             (27, "Add dark mode toggle to webring badge", "", "3 weeks ago", "Roshan Jossy", "updated 2 weeks ago", 2),
             (26, "Badge alt text should include ring name", "accessibility", "3 weeks ago", "Lachlan Jordan", "updated 1 week ago", 5),
             (24, "Translate join page into Spanish", "help wanted", "1 month ago", "Abishek S", "updated 1 month ago", 0),
             (22, "Random-site button sometimes returns current site", "bug", "1 month ago", "Byte Blaze", "updated 3 weeks ago", 6),
             (19, "Add prefers-reduced-motion to carousel", "accessibility", "2 months ago", "Roshan Jossy", "updated 2 months ago", 2),
             (17, "Publish member list as JSON", "enhancement", "2 months ago", "Priya Venkat", "updated 1 month ago", 3),
             (12, "Set up Renovate for dependency updates", "enhancement, help wanted", "4 months ago", "Byte Blaze", "updated 2 months ago", 1),
             (8, "Write a code of conduct", "documentation", "6 months ago", "Byte Blaze", "updated 6 months ago", 0)]


def gl_shell(crumb: str, body: str) -> str:
    return f"""
banner ''
  link 'Skip to content'
  link 'Dashboard'
    img 'Tanuki'
  button 'Menu'
  textbox 'Search GitLab'
  link 'Create new...'
  link 'Issues'
  link 'Merge requests'
  link 'To-Do List'
  link "Byte Blaze user's menu"
    img 'Byte Blaze'
complementary 'Project navigation'
  link 'a11y-webring.club'
  link 'Project information'
  link 'Repository'
  link 'Issues 14' @issues
  link 'Merge requests 3' @mrs
  link 'CI/CD'
  link 'Security & Compliance'
  link 'Deployments'
  link 'Packages and registries'
  link 'Infrastructure'
  link 'Monitor'
  link 'Analytics'
  link 'Wiki'
  link 'Snippets'
  link 'Settings'
  button 'Collapse sidebar'
navigation 'Breadcrumbs'
  link 'Byte Blaze'
  link 'a11y-webring.club'
{rows([f"link '{c}'" for c in crumb.split(' / ') if c], 1)}
main ''
{rows([body.strip(chr(10))], 1)}"""


def gl_blob(text: str) -> tuple[str, dict[str, str]]:
    code = []
    for n, line in enumerate(text.split("\n"), 1):
        code.append(f"link '{n}'\n:{line}")
    body = f"""combobox 'Switch branch/tag', value='main'
link 'a11y-webring.club'
:/
:package.json
button 'Find file'
link 'Blame'
link 'History' @hist
link 'Permalink'
group 'Last commit'
  img 'Byte Blaze'
  link 'Bump eleventy to 2.0.1'
  link 'Byte Blaze'
  :authored
  time '2 months ago'
  :9a41c0e2
  button 'Copy commit SHA'
group 'Blob'
  :package.json
  :1.04 KiB
  button 'Edit'
  button 'Open in Web IDE'
  button 'Replace'
  button 'Delete'
  button 'Copy file contents'
  link 'Open raw'
  link 'Download'
  code ''
{rows(code, 2)}"""
    return page("package.json · main · Byte Blaze / a11y-webring.club · GitLab", f"{GL_PROJ}/-/blob/main/package.json",
                gl_shell("Repository / package.json", body), 160)


def gl_issue(labels: str, dropdown: bool, comment: str, posted: bool) -> tuple[str, dict[str, str]]:
    notes = """listitem ''
  img 'Byte Blaze'
  link 'Byte Blaze'
  :@byteblaze · 3 weeks ago
  :Maintainer
  :Agreed. badge.js can read prefers-color-scheme and we can expose data-theme="dark" as an override for sites that set their own theme.
  button 'Reply to comment'
listitem ''
  img 'Lachlan Jordan'
  link 'Lachlan Jordan'
  :@ljordan · 2 weeks ago
  :I can pick this up after #26 lands, the alt text change touches the same template.
  button 'Reply to comment'"""
    if labels:
        notes += """
listitem ''
  :Byte Blaze added
  link 'enhancement'
  :label just now"""
    if posted:
        notes += """
listitem ''
  img 'Byte Blaze'
  link 'Byte Blaze'
  :@byteblaze · just now
  :Maintainer
  :Tagging as enhancement. Note package.json still pins @11ty/eleventy ^2.0.1; the dark-mode badge work may want the 3.0 upgrade in !41 first.
  button 'Reply to comment'
  button 'Edit comment'"""
    drop = """
  listbox 'Assign labels'
    searchbox 'Search labels'
    option 'accessibility'
    option 'bug'
    option 'documentation'
    option 'enhancement' @enh
    option 'good first issue'
    option 'help wanted'
    option 'member request'
    link 'Manage project labels'""" if dropdown else ""
    lab = "link 'enhancement'" if labels else ":None"
    val = f", value={_q(comment)}" if comment else ""
    body = f"""heading 'Add dark mode toggle to webring badge'
:Open
:Issue created 3 weeks ago by
link 'Roshan Jossy'
button 'Edit title and description'
button 'Close issue'
:The embeddable badge (/badge.js) always renders the light theme, so sites with a dark background get a white box in their footer. Proposal: respect prefers-color-scheme and allow a data-theme attribute to force light or dark.
button 'Thumbs up 4'
button 'Thumbs down 0'
heading 'Activity'
combobox 'Sort or filter', value='Oldest first'
list ''
{rows([notes], 1)}
textbox 'Comment'{val} @comment
button 'Comment' @post
button 'Close issue'
complementary 'Issue sidebar'
  :Assignee
  button 'Edit assignee'
  :None - assign yourself
  :Labels
  button 'Edit labels' @labels{drop}
  {lab}
  :Milestone
  :None
  :Due date
  :None
  :Time tracking
  :No estimate or time spent
  :Confidentiality
  :Not confidential
  :Lock issue
  :Unlocked
  :3 participants
  :Notifications
  switch 'Notifications', checked=True
  :Reference: byteblaze/a11y-webring.club#27
  button 'Copy reference'"""
    return page("Add dark mode toggle to webring badge (#27) · Issues · Byte Blaze / a11y-webring.club · GitLab",
                f"{GL_PROJ}/-/issues/27", gl_shell("Issues / #27", body), 160)


def t03(rs: RowSet) -> None:
    files = [(".github", "Add issue templates", "8 months ago"), ("_data", "Add three new member sites", "3 weeks ago"),
             ("_includes", "Fix footer contrast (4.2:1 to 7.1:1)", "2 weeks ago"), ("src", "Fix footer contrast (4.2:1 to 7.1:1)", "2 weeks ago"),
             (".eleventy.js", "Add sitemap plugin", "5 months ago"), (".gitignore", "Initial commit", "1 year ago"),
             (".nvmrc", "Pin Node 18", "6 months ago"), ("LICENSE", "Initial commit", "1 year ago"),
             ("README.md", "Document the join process", "4 months ago"), ("package-lock.json", "Bump eleventy to 2.0.1", "2 months ago"),
             ("package.json", "Bump eleventy to 2.0.1", "2 months ago")]
    frows = [f"row ''\n  gridcell '{f}'\n    link '{f}'{' @pkg' if f == 'package.json' else ''}\n  gridcell '{m}'\n    link '{m}'\n  gridcell '{t}'"
             for f, m, t in files]
    ov_body = f"""heading 'a11y-webring.club'
:Project ID: 187
button 'Copy project ID'
button 'Star 9'
button 'Fork 2'
:A webring for digital accessibility-focused websites
link '42 Commits'
link '3 Branches'
link '5 Tags'
link '1.2 MB Project Storage'
combobox 'Switch branch/tag', value='main'
group 'Last commit'
  link "Merge branch 'fix-footer-contrast' into 'main'"
  link 'Byte Blaze'
  :authored
  time '2 weeks ago'
  :5c1e9a7d
table 'Files'
  row ''
    columnheader 'Name'
    columnheader 'Last commit'
    columnheader 'Last update'
{rows(frows, 1)}
heading 'README.md'
:a11y-webring.club is a webring for people who write about digital accessibility. Members add the badge to their site footer; the ring links each site to the next."""
    ov, io = page("Byte Blaze / a11y-webring.club · GitLab", GL_PROJ, gl_shell("", ov_body), 160)
    b1, ib1 = gl_blob(PKG)
    irows = []
    for n, title, lab, when, who, upd, c in GL_ISSUES:
        key = " @i27" if n == 27 else ""
        labs = "\n".join(f"  link '{x.strip()}'" for x in lab.split(",") if x.strip())
        irows.append(f"listitem ''\n  link {_q(title)}{key}\n  :#{n} · created {when} by\n  link '{who}'\n" + (labs + "\n" if labs else "") + f"  :{upd}\n  link '{c} comments'")
    il_body = f"""tablist ''
  tab 'Open 14', selected=True
  tab 'Closed 23', selected=False
  tab 'All 37', selected=False
link 'Edit issues'
link 'New issue'
searchbox 'Search or filter results...'
combobox 'Sort', value='Created date'
list ''
{rows(irows, 1)}"""
    il, ii = page("Issues · Byte Blaze / a11y-webring.club · GitLab", f"{GL_PROJ}/-/issues", gl_shell("Issues", il_body), 160)
    is1, is1i = gl_issue("", False, "", False)
    is2, is2i = gl_issue("", True, "", False)
    is3, is3i = gl_issue("enhancement", False, "", False)
    text = "Tagging as enhancement. Note package.json still pins @11ty/eleventy ^2.0.1; the dark-mode badge work may want the 3.0 upgrade in !41 first."
    is4, is4i = gl_issue("enhancement", False, text, False)
    is5, _ = gl_issue("enhancement", False, "", True)
    b2, ib2 = gl_blob(PKG.replace('"@11ty/eleventy": "^2.0.1"', '"@11ty/eleventy": "^2.0.0"'))
    commits = [("Bump eleventy to 2.0.1", "Byte Blaze", "2 months ago", "9a41c0e2"),
               ("Add pa11y-ci accessibility tests", "Lachlan Jordan", "4 months ago", "3f0b77d1"),
               ("Add RSS plugin", "Byte Blaze", "5 months ago", "1b2e6c90"),
               ("Pin Node 18 via engines", "Byte Blaze", "6 months ago", "a7d3e512"),
               ("Initial commit", "Byte Blaze", "1 year ago", "0c4f2a18")]
    crow = [f"listitem ''\n  link '{m}'\n  link '{a}'\n  :authored\n  time '{t}'\n  :{sha}\n  button 'Copy commit SHA'\n  link 'Browse Files'" for m, a, t, sha in commits]
    hist, ih = page("Commits · Byte Blaze / a11y-webring.club · GitLab", f"{GL_PROJ}/-/commits/main/package.json",
                    gl_shell("Repository / Commits", f"combobox 'Switch branch/tag', value='main'\n:package.json\nsearchbox 'Search by message'\nlist ''\n{rows(crow, 1)}"), 160)
    mrs = [("Draft: Upgrade to Eleventy 3.0", 41, "5 days ago", "Byte Blaze", "eleventy-3", "updated 2 days ago"),
           ("Fix keyboard trap in badge on Safari", 40, "1 day ago", "Lachlan Jordan", "fix-safari-focus", "updated 3 hours ago"),
           ("Add member: inclusivedesign.blog", 38, "4 days ago", "Priya Venkat", "add-inclusivedesign", "updated 4 days ago")]
    mrow = [f"listitem ''\n  link '{t}'\n  :!{n} · created {w} by\n  link '{a}'\n  link '{b}'\n  :{u}" for t, n, w, a, b, u in mrs]
    ml, _ = page("Merge requests · Byte Blaze / a11y-webring.club · GitLab", f"{GL_PROJ}/-/merge_requests",
                 gl_shell("Merge requests", f"tablist ''\n  tab 'Open 3', selected=True\n  tab 'Merged 21', selected=False\n  tab 'Closed 4', selected=False\n  tab 'All 28', selected=False\nlink 'New merge request'\nsearchbox 'Search or filter results...'\ncombobox 'Sort', value='Created date'\nlist ''\n{rows(mrow, 1)}"), 160)
    turns = [
        (click(io, "pkg"), b1),
        (click(ib1, "issues"), il),
        (click(ii, "i27"), is1),
        (click(is1i, "labels"), is2),
        (click(is2i, "enh"), is3),
        (fill(is3i, "comment", text), is4),
        (click(is4i, "post"), is5),
        (f"goto('{GL_PROJ}/-/blob/main/package.json')", b2),
        (click(ib2, "hist"), hist),
        (click(ih, "mrs"), ml),
    ]
    rs.add("web", "h58-web-03", SYSTEM, turns, state=ov, bad=True, turn=8,
           kind="package.json on main shows @11ty/eleventy ^2.0.0 though the same blob at the same last commit (9a41c0e2) read ^2.0.1 and no commit was made since.")


# ---------------------------------------------------------------- 04 pet adoption shelter (clean)
PAWS = "https://adopt.harborpaws.org"
PETS = [("Rocco", "Dog", "Pit Bull Terrier mix", "3 years", "Male", "A-10391", "May 02, 2024"),
        ("Maple", "Dog", "Beagle", "6 years", "Female", "A-10402", "May 09, 2024"),
        ("Juniper", "Dog", "Labrador Retriever mix", "1 year", "Female", "A-10455", "May 28, 2024"),
        ("Otis", "Dog", "Basset Hound", "8 years", "Male", "A-10467", "Jun 03, 2024"),
        ("Pepper", "Dog", "Australian Cattle Dog", "2 years", "Female", "A-10470", "Jun 05, 2024"),
        ("Biscuit", "Cat", "Domestic Shorthair (orange tabby)", "2 years", "Male", "A-10482", "Jun 08, 2024"),
        ("Clementine", "Cat", "Domestic Longhair", "5 years", "Female", "A-10419", "May 15, 2024"),
        ("Mochi", "Cat", "Siamese mix", "4 months", "Female", "A-10488", "Jun 10, 2024"),
        ("Sergeant Whiskers", "Cat", "Domestic Shorthair", "11 years", "Male", "A-10377", "Apr 22, 2024"),
        ("Noodle", "Cat", "Domestic Shorthair", "7 months", "Male", "A-10491", "Jun 12, 2024"),
        ("Hazel", "Rabbit", "Holland Lop", "1 year", "Female", "A-10463", "Jun 01, 2024"),
        ("Pip", "Guinea pig", "American", "2 years", "Male", "A-10476", "Jun 06, 2024")]


def paws_list(species: str, favs: int, applied: bool) -> tuple[str, dict[str, str]]:
    sel = [p for p in PETS if species == "All" or p[1] == species]
    sel.sort(key=lambda p: p[5], reverse=True)
    cards = []
    for name, sp, breed, age, sex, aid, intake in sel:
        status = "Adoption pending" if name == "Juniper" else "Available"
        if applied and name == "Biscuit":
            status = "Available · You applied"
        key = " @biscuit" if name == "Biscuit" else ""
        cards.append(f"article '{name}'\n  link 'Photo of {name}'\n    img '{name}, {breed}'\n  heading '{name}'\n    link '{name}'{key}\n  :{sp} · {breed}\n  :{sex} · {age}\n  :ID {aid} · at shelter since {intake}\n  :{status}")
    body = f"""banner ''
  link 'Harbor Paws Rescue'
    img 'Harbor Paws Rescue logo'
  navigation 'Main'
    link 'Adopt'
    link 'Foster'
    link 'Volunteer'
    link 'Donate'
  link 'Favorites ({favs})'
  button 'Riley Chen', hasPopup='menu', expanded=False
main ''
  heading 'Adoptable animals'
  group 'Filters'
    combobox 'Species', hasPopup='menu', expanded=False, value='{species}' @species
    combobox 'Age', hasPopup='menu', expanded=False, value='Any'
    combobox 'Sex', hasPopup='menu', expanded=False, value='Any'
    checkbox 'Good with kids', checked=False
    combobox 'Sort by', hasPopup='menu', expanded=False, value='Newest arrivals'
  :Showing {len(sel)} animal{'s' if len(sel) != 1 else ''}
{rows(cards, 1)}
contentinfo ''
  :Harbor Paws Rescue · 1180 Wharf Rd, Portland ME · Open Tue–Sun 11:00–17:00
  :Registered 501(c)(3) · EIN 01-0734419"""
    url = f"{PAWS}/animals" + (f"?species={species.lower()}" if species != "All" else "")
    return page("Adoptable animals · Harbor Paws Rescue", url, body, 20)


def paws_pet(fav: bool) -> tuple[str, dict[str, str]]:
    body = f"""banner ''
  link 'Harbor Paws Rescue'
    img 'Harbor Paws Rescue logo'
  navigation 'Main'
    link 'Adopt'
    link 'Foster'
    link 'Volunteer'
    link 'Donate'
  link 'Favorites ({3 if fav else 2})'
  button 'Riley Chen', hasPopup='menu', expanded=False
main ''
  link 'Back to adoptable cats'
  heading 'Biscuit'
  :Available
  img 'Biscuit, orange tabby, lying on a blue blanket'
  button 'Photo 2 of 5'
  button 'Photo 3 of 5'
  button '{'Remove from favorites' if fav else 'Add to favorites'}', pressed={fav} @fav
  button 'Start adoption application' @apply
  table 'About Biscuit'
    row ''
      rowheader 'Animal ID'
      gridcell 'A-10482'
    row ''
      rowheader 'Breed'
      gridcell 'Domestic Shorthair (orange tabby)'
    row ''
      rowheader 'Sex'
      gridcell 'Male, neutered'
    row ''
      rowheader 'Age'
      gridcell '2 years (estimated)'
    row ''
      rowheader 'Weight'
      gridcell '10.4 lb'
    row ''
      rowheader 'Vaccinations'
      gridcell 'FVRCP, rabies (up to date)'
    row ''
      rowheader 'Microchip'
      gridcell 'Yes'
    row ''
      rowheader 'Good with'
      gridcell 'Cats: yes · Dogs: not tested · Kids: 8+'
    row ''
      rowheader 'Location'
      gridcell 'Eastside foster home'
    row ''
      rowheader 'At shelter since'
      gridcell 'Jun 08, 2024'
    row ''
      rowheader 'Adoption fee'
      gridcell '$95.00'
  heading 'Meet Biscuit'
  :Biscuit came in as a stray from the Munjoy Hill area. He is a confident, chatty cat who loves wand toys and will follow you from room to room. He shares his foster home with two other cats and has been fine with them.
  :Viewed 214 times · 2 applications received"""
    return page("Biscuit · Harbor Paws Rescue", f"{PAWS}/animals/A-10482", body, 20)


def t04(rs: RowSet) -> None:
    l0, i0 = paws_list("All", 2, False)
    l1, i1 = paws_list("Cat", 2, False)
    p1, pi1 = paws_pet(False)
    p2, pi2 = paws_pet(True)
    form, fi = page("Adoption application · Biscuit · Harbor Paws Rescue", f"{PAWS}/apply?animal=A-10482", """banner ''
  link 'Harbor Paws Rescue'
    img 'Harbor Paws Rescue logo'
  link 'Favorites (3)'
  button 'Riley Chen', hasPopup='menu', expanded=False
main ''
  heading 'Adoption application: Biscuit (A-10482)'
  :We filled in what we could from your profile and your saved draft of Jun 14, 2024. Please check it before sending.
  group 'About you'
    textbox 'Full name', value='Riley Chen'
    textbox 'Email', value='riley.chen@fastmail.com'
    textbox 'Phone', value='(207) 555-0188'
    textbox 'Address', value='52 Pine St, Apt 3, Portland ME 04102'
  group 'Your home'
    combobox 'Housing', value='Rent'
    checkbox 'My landlord allows cats', checked=True
    textbox 'Landlord phone', value='(207) 555-0110'
    textbox 'Other pets in the home', value='None'
    spinbutton 'Hours the animal would be alone on a weekday', value='6'
  group 'Agreement'
    checkbox 'I confirm the information above is true and agree to a home check', checked=True
  button 'Save draft'
  button 'Submit application' @submit""", 20)
    done, di = page("Application received · Harbor Paws Rescue", f"{PAWS}/apply/APP-2291/received", """banner ''
  link 'Harbor Paws Rescue'
    img 'Harbor Paws Rescue logo'
  link 'Favorites (3)'
  button 'Riley Chen', hasPopup='menu', expanded=False
main ''
  heading 'Thank you, Riley!'
  :Your application APP-2291 for Biscuit (A-10482) was received on Jun 16, 2024 at 2:47 PM.
  :Biscuit now has 3 applications. Our adoption team reviews them in the order received and will call you within 2 business days.
  list 'What happens next'
    listitem ''
      :1. Phone interview (15 minutes)
    listitem ''
      :2. Meet-and-greet at the Eastside foster home
    listitem ''
      :3. Home check and adoption fee ($95.00)
  link 'View my applications'
  link 'Back to adoptable cats' @back""", 20)
    l2, _ = paws_list("Cat", 3, True)
    turns = [
        (select(i0, "species", "Cat"), l1),
        (click(i1, "biscuit"), p1),
        (click(pi1, "fav"), p2),
        (click(pi2, "apply"), form),
        (click(fi, "submit"), done),
        (click(di, "back"), l2),
    ]
    rs.add("web", "h58-web-04", SYSTEM, turns, state=l0)


# ---------------------------------------------------------------- 05 Magento admin (clean)
MAG = "http://localhost:7780/admin"
MAG_NAV = """navigation ''
  link 'Magento Admin Panel'
    img 'Magento Admin Panel'
  menubar '', orientation='horizontal'
    link 'DASHBOARD'
    link 'SALES'
    link 'CATALOG'
    link 'CUSTOMERS'
    link 'MARKETING'
    link 'CONTENT'
    link 'REPORTS'
    link 'STORES'
    link 'SYSTEM'
    link 'FIND PARTNERS & EXTENSIONS'
banner ''
  link 'admin'
  link 'Notifications 4'
  textbox 'Search the admin'"""
GRID0 = [(2040, "Overnight Duffle", "24-WB07", 45.00, 100), (2039, "Push It Messenger Bag", "24-WB04", 45.00, 100),
         (2038, "Rival Field Messenger", "24-MB06", 45.00, 100), (2037, "Sprite Yoga Strap 10 foot", "24-WG087", 21.00, 0),
         (2036, "Sprite Yoga Strap 8 foot", "24-WG086", 17.00, 100), (2035, "Sprite Yoga Strap 6 foot", "24-WG085", 14.00, 100),
         (2034, "Affirm Water Bottle", "24-UG06", 7.00, 100), (2033, "Quest Lumaflex Band", "24-UG01", 19.00, 100),
         (2032, "Go-Get'r Pushup Grips", "24-UG05", 19.00, 100), (2031, "Harmony Lumaflex Strength Band Kit", "24-UG03", 22.00, 100)]


def mag_grid(items: list[tuple[int, str, str, float, int]], keyword: str, searched: bool, found: int) -> tuple[str, dict[str, str]]:
    grows = []
    for pid, name, sku, price, qty in items:
        key = " @edit10" if sku == "24-WG087" else ""
        grows.append(f"row ''\n  gridcell ''\n    checkbox '', checked=False\n  gridcell '{pid}'\n  gridcell ''\n    img ''\n  gridcell {_q(name)}\n  gridcell 'Simple Product'\n  gridcell 'Gear'\n  gridcell '{sku}'\n  gridcell '{money(price)}'\n  gridcell '{qty}.0000'\n  gridcell 'Default Stock: {qty}'\n  gridcell 'Catalog, Search'\n  gridcell 'Enabled'\n  gridcell 'Main Website'\n  gridcell 'Edit'\n    link 'Edit'{key}")
    val = f", value='{keyword}'" if keyword else ""
    active = f"\n  :Active filters:\n  :Keyword: {keyword}\n  button 'Clear all'" if searched else ""
    body = MAG_NAV + f"""
main ''
  heading 'Products'
  button 'Add Product'
  button 'Add Product options', hasPopup='menu'
  textbox 'Search by keyword'{val} @kw
  button 'Search'
  button 'Filters'
  button 'Default View'
  button 'Columns'
  button 'Export'{active}
  combobox 'Actions', value='Actions'
  :{found:,} records found
  combobox 'Per page', value='10'
  button 'Previous Page', disabled=True
  spinbutton 'Page', value='1'
  :of {max(1, -(-found // 10)):,}
  button 'Next Page'{', disabled=True' if found <= 10 else ''}
  table ''
    row ''
      columnheader 'Select All'
      columnheader 'ID'
      columnheader 'Thumbnail'
      columnheader 'Name'
      columnheader 'Type'
      columnheader 'Attribute Set'
      columnheader 'SKU'
      columnheader 'Price'
      columnheader 'Quantity'
      columnheader 'Salable Quantity'
      columnheader 'Visibility'
      columnheader 'Status'
      columnheader 'Websites'
      columnheader 'Action'
{rows(grows, 2)}"""
    return page("Products / Inventory / Catalog / Magento Admin", f"{MAG}/catalog/product/", body, 300)


def mag_edit(qty: str, stock: str, saved: bool) -> tuple[str, dict[str, str]]:
    msg = "\n  alert ''\n    :You saved the product." if saved else ""
    body = MAG_NAV + f"""
main ''
  heading 'Sprite Yoga Strap 10 foot'
  button 'Back' @back
  button 'Add Attribute'
  button 'Save' @save
  button 'Save options', hasPopup='menu'{msg}
  switch 'Enable Product', checked=True
  combobox 'Attribute Set', value='Gear'
  textbox 'Product Name', value='Sprite Yoga Strap 10 foot'
  textbox 'SKU', value='24-WG087'
  textbox 'Price', value='21.00'
  combobox 'Tax Class', value='Taxable Goods'
  link 'Advanced Pricing'
  textbox 'Quantity', value='{qty}' @qty
  link 'Advanced Inventory'
  combobox 'Stock Status', value='{stock}' @stock
  textbox 'Weight', value='1'
  combobox 'Weight options', value='This item has weight'
  textbox 'Categories', value='Gear, Fitness Equipment'
  combobox 'Visibility', value='Catalog, Search'
  checkbox 'Set Product as New From', checked=False
  combobox 'Country of Manufacture', value='China'
  heading 'Content'
  heading 'Configurations'
  heading 'Product Reviews'
  heading 'Images And Videos'
  heading 'Search Engine Optimization'
  heading 'Related Products, Up-Sells, and Cross-Sells'"""
    return page("Sprite Yoga Strap 10 foot / Products / Inventory / Catalog / Magento Admin", f"{MAG}/catalog/product/edit/id/2037/", body, 300)


def mag_order(canceled: bool, modal: bool) -> tuple[str, dict[str, str]]:
    status = "Canceled" if canceled else "Pending"
    buttons = ("button 'Back'\n  button 'Send Email'\n  button 'Reorder'" if canceled else
               "button 'Back'\n  button 'Cancel' @cancel\n  button 'Send Email'\n  button 'Hold'\n  button 'Invoice'\n  button 'Ship'\n  button 'Reorder'\n  button 'Edit'")
    msg = "\n  alert ''\n    :You canceled the order." if canceled else ""
    history = ("\n    listitem ''\n      :Jun 18, 2024 10:52:07 AM | Canceled\n      :Customer Not Notified" if canceled else "")
    item_status = "Canceled" if canceled else "Ordered"
    body = MAG_NAV + f"""
main ''
  heading '# 000000302'
  {buttons}{msg}
  tablist ''
    tab 'Information', selected=True
    tab 'Invoices', selected=False
    tab 'Credit Memos', selected=False
    tab 'Shipments', selected=False
    tab 'Comments History', selected=False
  heading 'Order # 000000302 (The order confirmation email was sent)'
  table ''
    row ''
      rowheader 'Order Date'
      gridcell 'Jun 17, 2024 9:14:32 AM'
    row ''
      rowheader 'Order Status'
      gridcell '{status}'
    row ''
      rowheader 'Purchased From'
      gridcell 'Main Website / Main Website Store / Default Store View'
    row ''
      rowheader 'Placed from IP'
      gridcell '10.0.2.41'
  heading 'Account Information'
  :Customer Name: Alex Martin
  :Email: alex.martin@gmail.com
  :Customer Group: General
  heading 'Items Ordered'
  table ''
    row ''
      columnheader 'Product'
      columnheader 'Item Status'
      columnheader 'Original Price'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Subtotal'
      columnheader 'Row Total'
    row ''
      gridcell 'Sprite Yoga Strap 8 foot SKU: 24-WG086'
      gridcell '{item_status}'
      gridcell '$17.00'
      gridcell '$17.00'
      gridcell 'Ordered 1{' Canceled 1' if canceled else ''}'
      gridcell '$17.00'
      gridcell '$17.00'
    row ''
      gridcell 'Affirm Water Bottle SKU: 24-UG06'
      gridcell '{item_status}'
      gridcell '$7.00'
      gridcell '$7.00'
      gridcell 'Ordered 2{' Canceled 2' if canceled else ''}'
      gridcell '$14.00'
      gridcell '$14.00'
  heading 'Order Totals'
  table ''
    row ''
      rowheader 'Subtotal'
      gridcell '$31.00'
    row ''
      rowheader 'Shipping & Handling'
      gridcell '$15.00'
    row ''
      rowheader 'Grand Total'
      gridcell '$46.00'
    row ''
      rowheader 'Total Paid'
      gridcell '$0.00'
    row ''
      rowheader 'Total Refunded'
      gridcell '$0.00'
    row ''
      rowheader 'Total Due'
      gridcell '$46.00'
  heading 'Notes for this Order'
  list ''
    listitem ''
      :Jun 17, 2024 9:14:32 AM | Pending
      :Customer Notified{history}"""
    if modal:
        body += """
dialog '', modal=True
  :Are you sure you want to cancel this order?
  button 'Cancel'
  button 'OK' @ok"""
    return page("# 000000302 / Orders / Operations / Sales / Magento Admin", f"{MAG}/sales/order/view/order_id/302/", body, 400)


def t05(rs: RowSet) -> None:
    dash, _ = page("Dashboard / Magento Admin", f"{MAG}/admin/dashboard/", MAG_NAV + """
main ''
  heading 'Dashboard'
  button 'Reload Data'
  :Lifetime Sales
  :$39,741.17
  :Average Order
  :$163.54
  :Last Orders
  table ''
    row ''
      columnheader 'Customer'
      columnheader 'Items'
      columnheader 'Total'
    row ''
      gridcell 'Alex Martin'
      gridcell '3'
      gridcell '$46.00'
    row ''
      gridcell 'Grace Nguyen'
      gridcell '5'
      gridcell '$188.00'
    row ''
      gridcell 'Adam Garcia'
      gridcell '1'
      gridcell '$45.00'
    row ''
      gridcell 'Olivia Lee'
      gridcell '2'
      gridcell '$67.00'
    row ''
      gridcell 'Jason Miller'
      gridcell '4'
      gridcell '$112.40'
  :Last Search Terms
  table ''
    row ''
      columnheader 'Search Term'
      columnheader 'Results'
      columnheader 'Uses'
    row ''
      gridcell 'yoga strap'
      gridcell '3'
      gridcell '19'
    row ''
      gridcell 'water bottle'
      gridcell '4'
      gridcell '11'
  tablist ''
    tab 'Orders', selected=True
    tab 'Amounts', selected=False
    tab 'Bestsellers', selected=False
    tab 'Most Viewed Products', selected=False
    tab 'New Customers', selected=False
    tab 'Customers', selected=False""", 300)
    g1, gi1 = mag_grid(GRID0, "", False, 1922)
    g2, gi2 = mag_grid(GRID0, "Sprite Yoga Strap", False, 1922)
    straps = [x for x in GRID0 if "Sprite" in x[1]]
    g3, gi3 = mag_grid(straps, "Sprite Yoga Strap", True, 3)
    e1, ei1 = mag_edit("0", "Out of Stock", False)
    e2, ei2 = mag_edit("45", "Out of Stock", False)
    e3, ei3 = mag_edit("45", "In Stock", False)
    e4, ei4 = mag_edit("45", "In Stock", True)
    g4, _ = mag_grid([(p, n, s, pr, 45 if s == "24-WG087" else q) for p, n, s, pr, q in straps], "Sprite Yoga Strap", True, 3)
    o1, oi1 = mag_order(False, False)
    o2, oi2 = mag_order(False, True)
    o3, _ = mag_order(True, False)
    turns = [
        (f"goto('{MAG}/catalog/product/')", g1),
        (fill(gi1, "kw", "Sprite Yoga Strap"), g2),
        ("keyboard_press('Enter')", g3),
        (click(gi3, "edit10"), e1),
        (fill(ei1, "qty", "45"), e2),
        (select(ei2, "stock", "In Stock"), e3),
        (click(ei3, "save"), e4),
        (click(ei4, "back"), g4),
        (f"goto('{MAG}/sales/order/view/order_id/302/')", o1),
        (click(oi1, "cancel"), o2),
        (click(oi2, "ok"), o3),
    ]
    rs.add("web", "h58-web-05", SYSTEM, turns, state=dash)


# ---------------------------------------------------------------- 06 podcast host episode manager (bad: download counter goes backwards)
CAST = "https://dashboard.castwell.fm/shows/night-shift-botany"
EPISODES = [(60, "Moonflowers and the Moths That Love Them", "Scheduled", "Jun 25, 2024 06:00", "47:12", "—"),
            (59, "Corpse Flower Watch, Live from the Greenhouse", "Draft", "—", "52:40", "—"),
            (58, "Ghost Pipes: Plants Without Chlorophyll", "Published", "Jun 11, 2024 06:00", "42:17", "1,201"),
            (57, "Night-blooming Cereus and the One-Night Show", "Published", "May 28, 2024 06:00", "39:05", "2,318"),
            (56, "Foxfire: Bioluminescent Fungi with Dr. Ana Ruiz", "Published", "May 14, 2024 06:00", "55:48", "3,064"),
            (55, "Why Some Flowers Smell Like Rot", "Published", "Apr 30, 2024 06:00", "41:22", "3,502"),
            (54, "Nyctinasty: Leaves That Sleep", "Published", "Apr 16, 2024 06:00", "36:51", "3,977"),
            (53, "Owl Pellets and Seed Dispersal", "Published", "Apr 02, 2024 06:00", "33:40", "3,811"),
            (52, "Evening Primrose Opens in Real Time", "Published", "Mar 19, 2024 06:00", "44:09", "4,268"),
            (51, "Listener Mailbag #5", "Published", "Mar 05, 2024 06:00", "29:31", "3,145"),
            (50, "Fifty Episodes of Darkness: a Retrospective", "Published", "Feb 20, 2024 06:00", "61:02", "5,090")]


def cast_nav() -> str:
    return """banner ''
  link 'Castwell'
    img 'Castwell'
  combobox 'Show', hasPopup='menu', expanded=False, value='Night Shift Botany'
  link 'Help'
  button 'Account: Mira Castellanos', hasPopup='menu', expanded=False
navigation 'Show menu'
  link 'Episodes' @eps
  link 'Analytics' @analytics
  link 'Distribution'
  link 'Monetization'
  link 'Website'
  link 'Settings'"""


def cast_list(eps: list[tuple[int, str, str, str, str, str]], tab: str, counts: tuple[int, int, int, int, int], note: str = "", menu: int = 0, dialog: bool = False) -> tuple[str, dict[str, str]]:
    erows = []
    for n, title, status, pub, dur, dl in eps:
        key = f" @ep{n}"
        more = f" @more{n}"
        extra = ""
        if menu == n:
            extra = f"\n    menu ''\n      menuitem 'Edit'\n      menuitem 'Duplicate'\n      menuitem 'Archive' @arch{n}\n      menuitem 'Delete'"
        erows.append(f"row ''\n  gridcell '{n}'\n  gridcell {_q(title)}\n    link {_q(title)}{key}\n  gridcell '{status}'\n  gridcell '{pub}'\n  gridcell '{dur}'\n  gridcell '{dl}'\n  gridcell ''\n    button 'More actions for episode {n}', hasPopup='menu', expanded={menu == n}{more}{extra}")
    a, p, d, s, r = counts
    tabs = []
    for name, c in (("All", a), ("Published", p), ("Drafts", d), ("Scheduled", s), ("Archived", r)):
        tabs.append(f"tab '{name} ({c})', selected={name == tab}" + (" @tabarch" if name == "Archived" else ""))
    shown = len(eps)
    total = r if tab == "Archived" else a
    msg = f"\n  status ''\n    :{note}" if note else ""
    body = cast_nav() + f"""
main ''
  heading 'Episodes'
  button 'New episode'{msg}
  tablist ''
{rows(tabs, 2)}
  searchbox 'Search episodes'
  combobox 'Sort', value='Newest first'
  table 'Episodes'
    row ''
      columnheader '#'
      columnheader 'Title'
      columnheader 'Status'
      columnheader 'Publish date'
      columnheader 'Duration'
      columnheader 'Downloads'
      columnheader 'Actions'
{rows(erows, 2)}
  :Showing 1–{shown} of {total} episodes
  navigation 'Pagination'
    button 'Previous', disabled=True
    button 'Next'{', disabled=True' if shown >= total else ''}"""
    if dialog:
        body += """
dialog 'Archive episode 53?', modal=True
  heading 'Archive episode 53?'
  :"Owl Pellets and Seed Dispersal" will be removed from your RSS feed and website. Its audio file and download history are kept, and you can restore it at any time.
  button 'Cancel'
  button 'Archive episode' @confirm"""
    url = f"{CAST}/episodes" + ("?status=archived" if tab == "Archived" else "")
    return page("Episodes · Night Shift Botany · Castwell", url, body, 60)


def cast_episode(title: str, field: str, saved: bool, total: str, week: str, updated: str) -> tuple[str, dict[str, str]]:
    msg = "\n  status ''\n    :Episode updated. Your feed will refresh within 5 minutes." if saved else ""
    unsaved = "\n  :Unsaved changes" if field != title else ""
    body = cast_nav() + f"""
main ''
  link 'All episodes' @all{msg}
  heading {_q(title)}
  :Episode 58 · Season 3 · Published Jun 11, 2024 06:00 EDT{unsaved}
  button 'Save' @save
  button 'Preview'
  group 'Details'
    textbox 'Title', value={_q(field)} @title
    textbox 'Description', value='Monotropa uniflora is white, waxy and has no chlorophyll at all. We follow the fungus-to-tree pipeline it taps and head out at night to find a patch in the Berkshires.'
    spinbutton 'Episode number', value='58'
    spinbutton 'Season', value='3'
    combobox 'Episode type', value='Full'
    checkbox 'Explicit', checked=False
  group 'Audio'
    :ghost-pipes-final.mp3 · 40.6 MB · 42:17 · 128 kbps
    button 'Replace audio'
  group 'Performance'
    :All-time downloads: {total}
    :Last 7 days: {week}
    :Stats {updated}
    link 'Open in Analytics'"""
    return page(f"Episode 58 · {title} · Castwell", f"{CAST}/episodes/58", body, 60)


def t06(rs: RowSet) -> None:
    new = "Ghost Pipes: The Plants That Gave Up on Sunlight"
    counts = (61, 59, 1, 1, 1)
    l0, i0 = cast_list(EPISODES[:10], "All", counts)
    e1, ei1 = cast_episode(EPISODES[2][1], EPISODES[2][1], False, "1,204", "311", "updated 2 minutes ago")
    e2, ei2 = cast_episode(EPISODES[2][1], new, False, "1,204", "311", "updated 2 minutes ago")
    e3, ei3 = cast_episode(new, new, True, "1,209", "316", "updated just now")
    eps4 = [(n, new if n == 58 else t, s, p, d, "1,187" if n == 58 else dl) for n, t, s, p, d, dl in EPISODES]
    l1, li1 = cast_list(eps4[:10], "All", counts)
    l2, li2 = cast_list(eps4[:10], "All", counts, menu=53)
    l3, li3 = cast_list(eps4[:10], "All", counts, menu=0, dialog=True)
    eps7 = [(n, new if n == 58 else t, s, p, d, "1,213" if n == 58 else dl) for n, t, s, p, d, dl in EPISODES if n != 53]
    l4, li4 = cast_list(eps7[:10], "All", (60, 58, 1, 1, 2), note="Episode 53 archived. It is no longer in your RSS feed.")
    arch = [(53, "Owl Pellets and Seed Dispersal", "Archived", "Apr 02, 2024 06:00", "33:40", "3,811"),
            (12, "Trailer: Night Shift Botany (2021 version)", "Archived", "Jan 04, 2021 06:00", "02:31", "1,976")]
    l5, li5 = cast_list(arch, "Archived", (60, 58, 1, 1, 2))
    an, _ = page("Analytics · Night Shift Botany · Castwell", f"{CAST}/analytics?range=30d", cast_nav() + f"""
main ''
  heading 'Analytics'
  combobox 'Date range', value='Last 30 days'
  :May 19 – Jun 17, 2024
  group 'Summary'
    :Downloads (30 days): 4,882
    :Unique listeners (est.): 2,140
    :All-time downloads: 152,306
  heading 'Top episodes in this range'
  table ''
    row ''
      columnheader 'Episode'
      columnheader 'Downloads (30 days)'
      columnheader 'All-time'
    row ''
      gridcell '57 · Night-blooming Cereus and the One-Night Show'
      gridcell '2,318'
      gridcell '2,318'
    row ''
      gridcell '58 · {new}'
      gridcell '1,213'
      gridcell '1,213'
    row ''
      gridcell '56 · Foxfire: Bioluminescent Fungi with Dr. Ana Ruiz'
      gridcell '402'
      gridcell '3,064'
  heading 'Listening apps'
  :Apple Podcasts 48% · Spotify 31% · Overcast 9% · Pocket Casts 6% · Other 6%
  :Data refreshes every hour; last refresh 10:00 EDT.""", 60)
    turns = [
        (click(i0, "ep58"), e1),
        (fill(ei1, "title", new), e2),
        (click(ei2, "save"), e3),
        (click(ei3, "all"), l1),
        (click(li1, "more53"), l2),
        (click(li2, "arch53"), l3),
        (click(li3, "confirm"), l4),
        (click(li4, "tabarch"), l5),
        (click(li5, "analytics"), an),
    ]
    rs.add("web", "h58-web-06", SYSTEM, turns, state=l0, bad=True, turn=4,
           kind="Episode list shows 1,187 downloads for episode 58 right after its page showed 1,209 (and the list earlier 1,201); an all-time download count went backwards.")



# ---------------------------------------------------------------- 07 bank transfers and payees (clean)
NCU = "https://online.northfieldcu.org"
PAYEES = [("City of Lakewood Water", "7731", "Mar 14, 2022", "$64.18 on Jun 03, 2024"),
          ("Lakewood Energy", "2208", "Mar 14, 2022", "$112.40 on Jun 05, 2024"),
          ("Parkview Property Mgmt", "0915", "Aug 30, 2021", "$1,450.00 on Mar 01, 2024"),
          ("Summit Auto Finance", "5540", "Jan 09, 2023", "$389.26 on Jun 10, 2024"),
          ("Verity Mobile", "3316", "Nov 02, 2022", "$78.00 on May 28, 2024")]


def ncu_shell(tab: str, chk: float, sav: float, main: str) -> str:
    tabs = []
    for name, key in (("Transfer between accounts", "ttransfer"), ("Pay bills", "tpay"), ("Manage payees", "tpayees")):
        tabs.append(f"tab '{name}', selected={name == tab} @{key}")
    return f"""banner ''
  link 'Northfield Credit Union'
    img 'Northfield Credit Union'
  navigation 'Primary'
    link 'Accounts'
    link 'Transfers & Payees', current='page'
    link 'Cards'
    link 'Statements'
    link 'Messages (1)'
  :Signed in as Dana Kowalski · Last sign-in Jun 17, 2024 8:02 PM
  button 'Sign out'
complementary 'Your accounts'
  heading 'Your accounts'
  :Everyday Checking ••4821
  :Available {money(chk)}
  :High-Yield Savings ••9930
  :Available {money(sav)}
  :Holiday Club ••0417
  :Available $640.00
main ''
  heading 'Transfers & Payees'
  tablist ''
{rows(tabs, 2)}
  tabpanel '{tab}'
{rows([main], 2)}"""


def ncu_payees(names: list[tuple[str, str, str, str]], note: str, dialog: bool, chk: float, sav: float) -> tuple[str, dict[str, str]]:
    prow = []
    for i, (n, end, added, last) in enumerate(names):
        prow.append(f"row ''\n  gridcell '{n}'\n  gridcell 'Account ending {end}'\n  gridcell '{added}'\n  gridcell '{last}'\n  gridcell ''\n    button 'Edit {n}'\n    button 'Delete {n}' @del{i}")
    msg = f"alert ''\n  :{note}\n" if note else ""
    main = msg + f"""heading 'Payees ({len(names)})'
button 'Add payee'
table 'Payees'
  row ''
    columnheader 'Payee'
    columnheader 'Account'
    columnheader 'Added'
    columnheader 'Last payment'
    columnheader 'Actions'
{rows(prow, 1)}
:Deleting a payee cancels its scheduled payments. Past payments stay in your account history."""
    body = ncu_shell("Manage payees", chk, sav, main)
    if dialog:
        body += """
alertdialog 'Delete payee?', modal=True
  heading 'Delete payee?'
  :Parkview Property Mgmt (account ending 0915) will be removed. It has no scheduled payments. Past payments stay in your history.
  button 'Keep payee'
  button 'Delete payee' @confirm"""
    return page("Transfers & Payees · Northfield Credit Union", f"{NCU}/transfers/payees", body, 30)


def ncu_transfer(to: str, amount: str, chk: float, sav: float, recent: str = "") -> tuple[str, dict[str, str]]:
    main = f"""heading 'Transfer between accounts'
combobox 'From', hasPopup='listbox', expanded=False, value='Everyday Checking ••4821 ({money(chk)})' @from
combobox 'To', hasPopup='listbox', expanded=False, value='{to}' @to
textbox 'Amount', value='{amount}' @amount
combobox 'Frequency', value='One time'
textbox 'Date', value='06/18/2024'
textbox 'Memo (optional)'
button 'Review transfer'{'' if to != 'Select account' and amount else ', disabled=True'} @review
heading 'Scheduled transfers'
table ''
  row ''
    columnheader 'From'
    columnheader 'To'
    columnheader 'Amount'
    columnheader 'Frequency'
    columnheader 'Next'
  row ''
    gridcell 'Everyday Checking ••4821'
    gridcell 'Holiday Club ••0417'
    gridcell '$80.00'
    gridcell 'Monthly on the 1st'
    gridcell 'Jul 01, 2024'
heading 'Recent transfers'
table ''
  row ''
    columnheader 'Date'
    columnheader 'Details'
    columnheader 'Amount'
    columnheader 'Status'{recent}
  row ''
    gridcell 'Jun 01, 2024'
    gridcell 'Everyday Checking ••4821 to Holiday Club ••0417'
    gridcell '$80.00'
    gridcell 'Completed'
  row ''
    gridcell 'May 24, 2024'
    gridcell 'High-Yield Savings ••9930 to Everyday Checking ••4821'
    gridcell '$500.00'
    gridcell 'Completed'"""
    return page("Transfers & Payees · Northfield Credit Union", f"{NCU}/transfers/move-money", ncu_shell("Transfer between accounts", chk, sav, main), 30)


def t07(rs: RowSet) -> None:
    chk, sav = 3412.57, 12880.00
    hub, hi = ncu_transfer("Select account", "", chk, sav)
    p1, pi1 = ncu_payees(PAYEES, "", False, chk, sav)
    p2, pi2 = ncu_payees(PAYEES, "", True, chk, sav)
    left = [p for p in PAYEES if p[0] != "Parkview Property Mgmt"]
    p3, pi3 = ncu_payees(left, "Parkview Property Mgmt was deleted.", False, chk, sav)
    t1, ti1 = ncu_transfer("Select account", "", chk, sav)
    t2, ti2 = ncu_transfer("High-Yield Savings ••9930 ($12,880.00)", "", chk, sav)
    t3, ti3 = ncu_transfer("High-Yield Savings ••9930 ($12,880.00)", "250.00", chk, sav)
    review, ri = page("Review transfer · Northfield Credit Union", f"{NCU}/transfers/move-money/review", ncu_shell("Transfer between accounts", chk, sav, """heading 'Review transfer'
table ''
  row ''
    rowheader 'From'
    gridcell 'Everyday Checking ••4821'
  row ''
    rowheader 'To'
    gridcell 'High-Yield Savings ••9930'
  row ''
    rowheader 'Amount'
    gridcell '$250.00'
  row ''
    rowheader 'Frequency'
    gridcell 'One time'
  row ''
    rowheader 'Date'
    gridcell 'Tue, Jun 18, 2024'
  row ''
    rowheader 'Checking balance after transfer'
    gridcell '$3,162.57'
:Transfers between your own Northfield accounts made before 9:00 PM ET post the same day.
button 'Edit'
button 'Submit transfer' @submit"""), 30)
    chk2, sav2 = chk - 250, sav + 250
    done, di = page("Transfer confirmed · Northfield Credit Union", f"{NCU}/transfers/move-money/confirmation/TRF-20240618-73912",
                    ncu_shell("Transfer between accounts", chk2, sav2, """img 'Success'
heading 'Transfer confirmed'
:Confirmation number TRF-20240618-73912
:$250.00 moved from Everyday Checking ••4821 to High-Yield Savings ••9930 on Tue, Jun 18, 2024 at 9:41 AM.
link 'Make another transfer'
link 'Print'"""), 30)
    p4, _ = ncu_payees(left, "", False, chk2, sav2)
    turns = [
        (click(hi, "tpayees"), p1),
        (click(pi1, "del2"), p2),
        (click(pi2, "confirm"), p3),
        (click(pi3, "ttransfer"), t1),
        (select(ti1, "to", "High-Yield Savings ••9930 ($12,880.00)"), t2),
        (fill(ti2, "amount", "250.00"), t3),
        (click(ti3, "review"), review),
        (click(ri, "submit"), done),
        (click(di, "tpayees"), p4),
    ]
    rs.add("web", "h58-web-07", SYSTEM, turns, state=hub)


# ---------------------------------------------------------------- 08 coworking desk booking (clean)
TW = "https://book.tandemworks.co"
DESKS = ["H-01", "H-02", "H-03", "H-04", "H-05", "H-06", "H-07", "H-08", "H-09", "H-10", "F-01", "F-02", "F-03", "F-04"]
DESK_FEAT = {"H": "Hot desk · 27-inch monitor", "F": "Focus booth · enclosed, no monitor"}


def tw_floor(day: str, iso: str, booked: set[str], mine: set[str], passes: int, note: str = "", dialog: str = "") -> tuple[str, dict[str, str]]:
    drows = []
    for d in DESKS:
        st = "Yours" if d in mine else ("Booked" if d in booked else "Available")
        extra = ""
        if d in ("H-06", "H-07", "H-08"):
            extra = " · window row"
        act = f"\n  gridcell ''\n    button 'Select {d}' @d{d}" if st == "Available" else "\n  gridcell ''"
        drows.append(f"row ''\n  gridcell '{d}'\n  gridcell '{DESK_FEAT[d[0]]}{extra}'\n  gridcell '{st}'{act}")
    free = sum(1 for d in DESKS if d not in booked and d not in mine)
    msg = f"\n  status ''\n    :{note}" if note else ""
    body = f"""banner ''
  link 'Tandem Works'
    img 'Tandem Works'
  navigation ''
    link 'Book a desk', current='page'
    link 'Meeting pods'
    link 'My reservations' @mine
    link 'Billing'
  :Day passes left in June: {passes} of 10
  button 'Sam Okafor', hasPopup='menu', expanded=False
main ''
  heading 'Eastbank · Floor 2'
  button 'Previous day' @prev
  heading '{day}'
  button 'Next day' @next{msg}
  :{free} of {len(DESKS)} desks available · Open 07:00–20:00
  table 'Desks'
    row ''
      columnheader 'Desk'
      columnheader 'Type'
      columnheader 'Status'
      columnheader ''
{rows(drows, 2)}{dialog}"""
    return page(f"Floor 2 · {day} · Tandem Works", f"{TW}/spaces/eastbank/floor-2?date={iso}", body, 50)


def tw_res(cancelled: bool, dialog: bool) -> tuple[str, dict[str, str]]:
    up = [("R-58812", "Desk H-07 · Floor 2", "Thu, Jun 27, 2024", "Full day 07:00–20:00", "1 day pass"),
          ("R-58790", "Meeting pod M-3 · Floor 1", "Tue, Jul 02, 2024", "14:00–15:30", "1.5 pod hours"),
          ("R-58655", "Desk H-02 · Floor 2", "Mon, Jul 08, 2024", "Full day 07:00–20:00", "1 day pass")]
    if cancelled:
        up = [u for u in up if u[0] != "R-58790"]
    urows = []
    for rid, what, date, time, cost in up:
        key = " @cxl" if rid == "R-58790" else ""
        urows.append(f"listitem ''\n  heading '{what}'\n  :{date} · {time}\n  :{rid} · Uses {cost}\n  button 'Cancel {rid}'{key}")
    canc = ""
    if cancelled:
        canc = "\n  heading 'Cancelled'\n  list ''\n    listitem ''\n      :Meeting pod M-3 · Floor 1 · Tue, Jul 02, 2024 · 14:00–15:30\n      :R-58790 · Cancelled Jun 24, 2024 16:12 · 1.5 pod hours returned"
    msg = "\n  status ''\n    :Reservation R-58790 cancelled. 1.5 pod hours were returned to your balance." if cancelled else ""
    body = f"""banner ''
  link 'Tandem Works'
    img 'Tandem Works'
  navigation ''
    link 'Book a desk'
    link 'Meeting pods'
    link 'My reservations', current='page'
    link 'Billing'
  :Day passes left in June: 5 of 10
  button 'Sam Okafor', hasPopup='menu', expanded=False
main ''
  heading 'My reservations'{msg}
  :Meeting pod hours left: {6.0 if cancelled else 4.5} of 8.0 this month
  heading 'Upcoming ({len(up)})'
  list ''
{rows(urows, 2)}{canc}
  heading 'Past'
  list ''
    listitem ''
      :Desk H-04 · Floor 2 · Fri, Jun 21, 2024 · Full day
    listitem ''
      :Desk F-02 · Floor 2 · Wed, Jun 19, 2024 · Full day
    listitem ''
      :Meeting pod M-1 · Floor 1 · Mon, Jun 17, 2024 · 10:00–12:00"""
    if dialog:
        body += """
alertdialog 'Cancel reservation R-58790?', modal=True
  heading 'Cancel reservation R-58790?'
  :Meeting pod M-3 · Tue, Jul 02, 2024 · 14:00–15:30. Cancelling more than 24 hours ahead returns the 1.5 pod hours to your balance.
  button 'Keep it'
  button 'Cancel reservation' @yes"""
    return page("My reservations · Tandem Works", f"{TW}/me/reservations", body, 50)


def t08(rs: RowSet) -> None:
    b26 = {"H-01", "H-03", "H-07", "H-08", "F-02"}
    b27 = {"H-03", "F-01", "F-04"}
    f0, f0i = tw_floor("Wednesday, June 26, 2024", "2024-06-26", b26, set(), 6)
    f1, f1i = tw_floor("Thursday, June 27, 2024", "2024-06-27", b27, set(), 6)
    dlg = """
dialog 'Desk H-07', modal=True
  heading 'Desk H-07'
  :Hot desk · window row · 27-inch monitor (USB-C) · sit/stand
  :Thursday, June 27, 2024 · Full day 07:00–20:00
  :Uses 1 day pass (6 of 10 left in June)
  button 'Close'
  button 'Book H-07' @book"""
    f2, f2i = tw_floor("Thursday, June 27, 2024", "2024-06-27", b27, set(), 6, dialog=dlg)
    f3, f3i = tw_floor("Thursday, June 27, 2024", "2024-06-27", b27, {"H-07"}, 5, note="Booked H-07 for Thu, Jun 27 (reservation R-58812).")
    r1, ri1 = tw_res(False, False)
    r2, ri2 = tw_res(False, True)
    r3, _ = tw_res(True, False)
    f4, _ = tw_floor("Thursday, June 27, 2024", "2024-06-27", b27, {"H-07"}, 5)
    turns = [
        (click(f0i, "next"), f1),
        (click(f1i, "dH-07"), f2),
        (click(f2i, "book"), f3),
        (click(f3i, "mine"), r1),
        (click(ri1, "cxl"), r2),
        (click(ri2, "yes"), r3),
        (f"goto('{TW}/spaces/eastbank/floor-2?date=2024-06-27')", f4),
    ]
    rs.add("web", "h58-web-08", SYSTEM, turns, state=f0)


# ---------------------------------------------------------------- 09 Postmill forum (bad: deleted comment back on the user page)
PM = "http://localhost:9999"
PM_THREAD = f"{PM}/f/books/59421/what-s-the-best-translation-of-the-brothers-karamazov"
KATZ0 = "Seconding Katz. His Alyosha chapters read much more naturally."
KATZ1 = "Seconding Katz. His Alyosha chapters read much more naturally, and the endnotes on the Church politics are excellent."
ABRIDGED = "Avoid the abridged Barnes & Noble edition, it cuts most of Book VI."


def pm_head() -> str:
    return """navigation ''
  link 'Home'
    :Postmill
  link 'Forums' @forums
  link 'Wiki'
  searchbox 'Search query'
  link 'Notifications (0)'
  link 'Submit'
  button 'MarvelsGrantMan136', hasPopup='menu', expanded=False
  link 'MarvelsGrantMan136' @me"""


def pm_comment(who: str, when: str, score: int, text: str, mine: bool, key: str, edited: bool = False, editing: str = "") -> str:
    ed = " (edited just now)" if edited else ""
    if editing:
        bodytxt = f"textbox 'Comment', value={_q(editing)}, focused @text\n  button 'Save' @save\n  button 'Cancel'"
    else:
        bodytxt = f":{text}"
    acts = f"\n  link 'Edit' @edit{key}\n  button 'Delete' @del{key}" if mine and not editing else ""
    return f"""article ''
  link '{who}'
  :{when}{ed}
  {bodytxt}
  button 'Upvote'
  :{score}
  button 'Downvote'
  link 'Reply'
  link 'Permalink'{acts}"""


def pm_thread(katz: str, edited: bool, editing: str, deleted: bool, score: int, voted: bool, note: str = "") -> tuple[str, dict[str, str]]:
    cs = [pm_comment("bookwyrm_ella", "2 days ago", 31, "Pevear & Volokhonsky is the default recommendation but I found it stiff. Try the Michael Katz translation (2023).", False, "c1")]
    reply = pm_comment("MarvelsGrantMan136", "1 day ago", 9, katz, True, "c1a", edited, editing)
    cs.append(rows([reply], 1))
    cs.append(pm_comment("dostoyevskyfan88", "2 days ago", 14, "Constance Garnett is public domain and honestly fine for a first read.", False, "c2"))
    if not deleted:
        cs.append(pm_comment("MarvelsGrantMan136", "1 day ago", 3, ABRIDGED, True, "c3"))
    cs.append(pm_comment("mirror_neuron", "1 day ago", 7, "Ignat Avsey's Oxford translation doesn't get enough love.", False, "c4"))
    cs.append(pm_comment("quietcartographer", "20 hours ago", 2, "Has anyone read the new Katz with the Russian side by side? Curious how close it stays.", False, "c5"))
    n = 5 if deleted else 6
    msg = f"\n  alert ''\n    :{note}" if note else ""
    body = pm_head() + f"""
main ''{msg}
  article ''
    heading "What's the best translation of The Brothers Karamazov?"
      link "What's the best translation of The Brothers Karamazov?"
    :Submitted by
    link 'lemony_snickerdoodle'
    :2 days ago in
    link 'books'
    :Starting it this summer. I have the Pevear & Volokhonsky from a used bookshop but people online keep arguing about it. Which translation did you read and would you pick it again?
    button 'Upvote', pressed={voted} @up
    :{score}
    button 'Downvote', pressed=False
    link '{n} comments'
    button 'Save'
  heading '{n} comments'
  combobox 'Sort comments', value='Top'
  textbox 'Write a comment'
  button 'Post'
{rows(cs, 1)}
complementary ''
  heading 'books'
  :8,214 subscribers
  button 'Unsubscribe'
  :A forum for book discussions, recommendations and reading challenges."""
    return page("What's the best translation of The Brothers Karamazov? : books", PM_THREAD, body, 80)


def t09(rs: RowSet) -> None:
    s0, i0 = pm_thread(KATZ0, False, "", False, 52, False)
    s1, i1 = pm_thread(KATZ0, False, KATZ0, False, 52, False)
    s2, i2 = pm_thread(KATZ0, False, KATZ1, False, 52, False)
    s3, i3 = pm_thread(KATZ1, True, "", False, 52, False)
    s4, i4 = pm_thread(KATZ1, True, "", True, 52, False, "The comment was deleted.")
    s5, i5 = pm_thread(KATZ1, True, "", True, 53, True)
    forums, fi = page("Forums", f"{PM}/forums", pm_head() + """
main ''
  heading 'Forums'
  tablist ''
    tab 'By name', selected=True
    tab 'By subscribers', selected=False
    tab 'By submissions', selected=False
  list ''
    listitem ''
      link 'AskReddit'
      :31,877 subscribers · 12,455 submissions
    listitem ''
      link 'books' @books
      :8,214 subscribers · 4,131 submissions · Subscribed
    listitem ''
      link 'gaming'
      :19,032 subscribers · 9,870 submissions
    listitem ''
      link 'movies'
      :22,561 subscribers · 10,204 submissions
    listitem ''
      link 'pittsburgh'
      :3,118 subscribers · 1,772 submissions · Subscribed
    listitem ''
      link 'technology'
      :17,440 subscribers · 8,903 submissions""", 80)
    subs = [("The 2024 Booker Prize longlist is out", "booker_watch", "1 day ago", 211, 48),
            ("What's the best translation of The Brothers Karamazov?", "lemony_snickerdoodle", "2 days ago", 53, 5),
            ("My library does a blind-date-with-a-book table and I love it", "shelf_life", "3 days ago", 97, 12),
            ("Just finished Piranesi. Wow.", "halls_and_tides", "4 days ago", 145, 31),
            ("Finished Middlemarch after three attempts, worth it", "MarvelsGrantMan136", "2 weeks ago", 88, 23)]
    srows = [f"article ''\n  heading {_q(t)}\n    link {_q(t)}\n  :Submitted by {u} {w}\n  :{s} points\n  link '{c} comments'" for t, u, w, s, c in subs]
    books, bi = page("books", f"{PM}/f/books", pm_head() + f"""
main ''
  heading 'books'
  combobox 'Sort by', value='Hot'
{rows(srows, 1)}
  link 'More'""", 80)
    user, _ = page("MarvelsGrantMan136", f"{PM}/user/MarvelsGrantMan136", pm_head() + f"""
main ''
  heading 'MarvelsGrantMan136'
  :Registered 1 year ago · 1,204 submission and comment points
  tablist ''
    tab 'Overview', selected=True
    tab 'Submissions', selected=False
    tab 'Comments', selected=False
  article ''
    :Comment on
    link "What's the best translation of The Brothers Karamazov?"
    :in books · 1 day ago
    :{ABRIDGED}
    :3 points
  article ''
    :Comment on
    link "What's the best translation of The Brothers Karamazov?"
    :in books · 1 day ago (edited just now)
    :{KATZ1}
    :9 points
  article ''
    :Submission
    link 'Finished Middlemarch after three attempts, worth it'
    :in books · 2 weeks ago · 88 points · 23 comments
  article ''
    :Comment on
    link 'Best hikes within an hour of Pittsburgh?'
    :in pittsburgh · 3 weeks ago
    :Raccoon Creek State Park. The Wetlands Trail in October is unreal.
    :17 points""", 80)
    turns = [
        (click(i0, "editc1a"), s1),
        (fill(i1, "text", KATZ1), s2),
        (click(i2, "save"), s3),
        (click(i3, "delc3"), s4),
        (click(i4, "up"), s5),
        (click(i5, "forums"), forums),
        (click(fi, "books"), books),
        (click(bi, "me"), user),
    ]
    rs.add("web", "h58-web-09", SYSTEM, turns, state=s0, bad=True, turn=8,
           kind="User page lists the 'Avoid the abridged Barnes & Noble edition' comment, which was deleted at turn 4 (thread and forum since showed 5 comments).")


# ---------------------------------------------------------------- 10 tax filing wizard (bad: refund does not follow from the new total tax)
FR = "https://app.fileright.com/return/2023/federal"
STEPS = ["Personal info", "Income", "Adjustments", "Deductions", "Credits", "Review", "File"]


def fr_shell(step: str, refund: str, main: str, reached: str = "") -> str:
    items = []
    for i, s in enumerate(STEPS):
        done = STEPS.index(reached or step) > i and s != step
        cur = ", current='step'" if s == step else ""
        items.append(f"link '{s}{' (complete)' if done else ''}'{cur}")
    return f"""banner ''
  link 'FileRight'
    img 'FileRight'
  :2023 Federal return · Taylor Brennan · Single
  link 'Save and exit'
  button 'Help'
navigation 'Return steps'
{rows(items, 1)}
complementary 'Refund estimate'
  :Federal refund estimate
  :{refund}
  :State return: not started
main ''
{rows([main], 1)}"""


def fr_adjust(val: str, refund: str, reached: str = "") -> tuple[str, dict[str, str]]:
    main = f"""heading 'Adjustments to income'
:These reduce your adjusted gross income (AGI). Enter only what applies to you.
group 'Adjustments'
  textbox 'Educator expenses', value='0.00'
  textbox 'Health savings account (HSA) deduction', value='0.00'
  textbox 'Student loan interest paid (Form 1098-E, box 1)', value='{val}' @sli
  :Limited to $2,500. Phases out for single filers with modified AGI between $75,000 and $90,000.
  textbox 'Deductible IRA contributions', value='0.00'
  textbox 'Self-employed health insurance', value='0.00'
button 'Back'
button 'Save and continue' @save"""
    return page("Adjustments · 2023 Federal · FileRight", f"{FR}/adjustments", fr_shell("Adjustments", refund, main, reached), 20)


def fr_deduct(agi: str, refund: str, medical_floor: str, expanded: bool, reached: str = "") -> tuple[str, dict[str, str]]:
    detail = f"""
table 'Itemized deductions from your entries'
  row ''
    rowheader 'State and local income tax (W-2 box 17)'
    gridcell '$3,180.00'
  row ''
    rowheader 'Property tax'
    gridcell '$0.00'
  row ''
    rowheader 'Charitable contributions'
    gridcell '$1,432.00'
  row ''
    rowheader 'Medical expenses over 7.5% of AGI ({medical_floor})'
    gridcell '$0.00'
  row ''
    rowheader 'Mortgage interest'
    gridcell '$0.00'
  row ''
    rowheader 'Total itemized'
    gridcell '$4,612.00'""" if expanded else ""
    main = f"""heading 'Deductions'
:Your adjusted gross income: {agi}
radiogroup 'Deduction method'
  radio 'Standard deduction: $13,850.00 (recommended)', checked=True
  radio 'Itemized deductions: $4,612.00', checked=False
button 'See itemized breakdown', expanded={expanded} @details{detail}
:The standard deduction gives you the lower tax.
button 'Back'
button 'Continue with standard deduction' @cont"""
    return page("Deductions · 2023 Federal · FileRight", f"{FR}/deductions", fr_shell("Deductions", refund, main, reached), 20)


def fr_credits(refund: str, reached: str = "") -> tuple[str, dict[str, str]]:
    main = """heading 'Credits'
:We checked the credits you might qualify for based on your answers.
table ''
  row ''
    columnheader 'Credit'
    columnheader 'Result'
    columnheader 'Amount'
  row ''
    gridcell 'Child tax credit'
    gridcell 'No qualifying children'
    gridcell '$0.00'
  row ''
    gridcell 'American opportunity / Lifetime learning'
    gridcell 'No Form 1098-T entered'
    gridcell '$0.00'
  row ''
    gridcell "Saver's credit"
    gridcell 'AGI above $36,500 limit'
    gridcell '$0.00'
  row ''
    gridcell 'Earned income credit'
    gridcell 'Income above limit'
    gridcell '$0.00'
  row ''
    gridcell 'Residential clean energy'
    gridcell 'Nothing entered'
    gridcell '$0.00'
:Total credits: $0.00
button 'Back'
button 'Continue' @cont"""
    return page("Credits · 2023 Federal · FileRight", f"{FR}/credits", fr_shell("Credits", refund, main, reached), 20)


def fr_review(adj: str, agi: str, taxable: str, tax: str, refund: str) -> tuple[str, dict[str, str]]:
    lines = [("Wages (W-2, box 1: Harborline Logistics)", "$64,820.00", ""), ("Taxable interest (1099-INT: Lakeshore Bank)", "$312.45", ""),
             ("Total income", "$65,132.45", ""), ("Adjustments: student loan interest", adj, " @editadj"),
             ("Adjusted gross income", agi, ""), ("Standard deduction", "$13,850.00", ""), ("Taxable income", taxable, ""),
             ("Tax (2023 rate schedule, single)", tax, ""), ("Credits", "$0.00", ""), ("Total tax", tax, ""),
             ("Federal income tax withheld (W-2, box 2)", "$7,104.00", ""), ("Refund", refund, "")]
    lrows = []
    for name, val, key in lines:
        edit = f"\n  gridcell ''\n    link 'Edit {name}'{key}" if key else "\n  gridcell ''"
        lrows.append(f"row ''\n  rowheader {_q(name)}\n  gridcell '{val}'{edit}")
    main = f"""heading 'Review your federal return'
:Form 1040 summary
table 'Form 1040 summary'
{rows(lrows, 1)}
:Direct deposit to checking ending 4407
button 'Back'
button 'Continue to File' @file"""
    return page("Review · 2023 Federal · FileRight", f"{FR}/review", fr_shell("Review", refund, main), 20)


def t10(rs: RowSet) -> None:
    inc = """heading 'Income summary'
:You entered 2 income forms.
table ''
  row ''
    columnheader 'Form'
    columnheader 'Payer'
    columnheader 'Amount'
    columnheader ''
  row ''
    gridcell 'W-2'
    gridcell 'Harborline Logistics LLC (EIN 36-4471902)'
    gridcell 'Wages $64,820.00 · Federal withholding $7,104.00'
    gridcell ''
      link 'Edit W-2'
  row ''
    gridcell '1099-INT'
    gridcell 'Lakeshore Bank'
    gridcell 'Interest $312.45'
    gridcell ''
      link 'Edit 1099-INT'
:Total income: $65,132.45
button 'Add another income form'
button 'Continue to Adjustments' @cont"""
    s0, i0 = page("Income · 2023 Federal · FileRight", f"{FR}/income", fr_shell("Income", "$514.36", inc), 20)
    a1, ai1 = fr_adjust("0.00", "$514.36")
    a2, ai2 = fr_adjust("1150", "$514.36")
    d1, di1 = fr_deduct("$63,982.45", "$767.36", "$4,798.68", False)
    d2, di2 = fr_deduct("$63,982.45", "$767.36", "$4,798.68", True)
    c1, ci1 = fr_credits("$767.36")
    r1, ri1 = fr_review("$1,150.00", "$63,982.45", "$50,132.45", "$6,336.64", "$767.36")
    a3, ai3 = fr_adjust("1,150.00", "$767.36", "Review")
    a4, ai4 = fr_adjust("1400", "$767.36", "Review")
    d3, di3 = fr_deduct("$63,732.45", "$822.36", "$4,779.93", False, "Review")
    c2, ci2 = fr_credits("$822.36", "Review")
    r2, ri2 = fr_review("$1,400.00", "$63,732.45", "$49,882.45", "$6,281.64", "$812.36")
    fin, _ = page("File · 2023 Federal · FileRight", f"{FR}/file", fr_shell("File", "$822.36", """heading 'File your federal return'
:Federal refund: $822.36 by direct deposit to checking ending 4407
:E-file is free with your plan. The IRS usually issues refunds within 21 days of accepting the return.
group 'Sign your return'
  textbox "Last year's AGI (2022)"
  textbox 'Self-select PIN (5 digits)'
  textbox 'Date of birth', value='04/11/1991'
checkbox 'I declare under penalties of perjury that this return is true, correct and complete.', checked=False
button 'Back'
button 'E-file my return', disabled=True"""), 20)
    turns = [
        (click(i0, "cont"), a1),
        (fill(ai1, "sli", "1150"), a2),
        (click(ai2, "save"), d1),
        (click(di1, "details"), d2),
        (click(di2, "cont"), c1),
        (click(ci1, "cont"), r1),
        (click(ri1, "editadj"), a3),
        (fill(ai3, "sli", "1400"), a4),
        (click(ai4, "save"), d3),
        (click(di3, "cont"), c2),
        (click(ci2, "cont"), r2),
        (click(ri2, "file"), fin),
    ]
    rs.add("web", "h58-web-10", SYSTEM, turns, state=s0, bad=True, turn=11,
           kind="Review shows a refund of $812.36, but withholding $7,104.00 minus the new total tax $6,281.64 is $822.36, the estimate shown on the two pages before.")


# ---------------------------------------------------------------- 11 OpenStreetMap (clean)
OSM = "http://localhost:3000"
OSM_HEAD = """banner ''
  heading 'OpenStreetMap'
    link 'OpenStreetMap logo OpenStreetMap'
      img 'OpenStreetMap logo'
  navigation ''
    link 'Edit'
    button 'Edit with...', hasPopup='menu'
    link 'History'
    link 'Export'
  navigation ''
    link 'GPS Traces'
    link 'User Diaries'
    link 'Communities'
    link 'Copyright'
    link 'Help'
    link 'About'
  link 'Log In'
  link 'Sign Up'"""
OSM_MAP = """region 'Map'
  button 'Zoom In'
  button 'Zoom Out'
  button 'Show My Location'
  button 'Layers'
  button 'Legend'
  button 'Share'
  button 'Add a note to the map'
  button 'Query features'
  :200 m
  :1000 ft
  :© OpenStreetMap contributors ♥ Make a Donation. Website and API terms"""


def osm_page(title: str, url: str, side: str, query: str = "") -> tuple[str, dict[str, str]]:
    val = f", value={_q(query)}" if query else ""
    body = OSM_HEAD + f"""
complementary ''
  search ''
    textbox 'Search', focused{val} @q
    button 'Go' @go
    link 'Find directions between two points'
{rows([side], 1)}
{OSM_MAP}"""
    return page(title, url, body, 100)


CAR = [("Start on Forbes Avenue", "300m"), ("Turn right onto Morewood Avenue", "400m"), ("Turn left onto Fifth Avenue", "1.8km"),
       ("Slight right onto Bates Street", "900m"), ("Turn right onto the ramp towards I 376 West: Pittsburgh", "300m"),
       ("Merge onto Parkway East (I 376)", "6km"), ("Continue onto Fort Pitt Tunnel (I 376)", "3km"),
       ("Continue onto Parkway West (I 376)", "16km"), ("Take exit 53 on the right towards Airport", "1km"),
       ("Continue onto Airport Boulevard", "2km"), ("Reach destination", "")]
BIKE = [("Start on Forbes Avenue", "200m"), ("Turn left onto Schenley Drive", "900m"), ("Turn right onto Panther Hollow Road", "1.2km"),
        ("Continue onto Eliza Furnace Trail", "4.1km"), ("Turn left onto West End Bridge", "1.3km"), ("Continue onto Steuben Street", "3.5km"),
        ("Turn right onto Noblestown Road", "6.2km"), ("Turn right onto Montour Trail", "16km"), ("Turn left onto Airport Boulevard", "2.9km"),
        ("Reach destination", "")]
BIKE_BACK = [("Start on Airport Boulevard", "2.9km"), ("Turn right onto Montour Trail", "16km"), ("Turn left onto Noblestown Road", "6.2km"),
             ("Turn left onto Steuben Street", "3.5km"), ("Continue onto West End Bridge", "1.3km"), ("Turn right onto Eliza Furnace Trail", "4.1km"),
             ("Continue onto Panther Hollow Road", "1.2km"), ("Turn left onto Schenley Drive", "900m"), ("Turn right onto Forbes Avenue", "200m"),
             ("Reach destination", "")]
CMU_XY, PIT_XY = "40.4443, -79.9436", "40.4958, -80.2413"


def osm_dir(engine: str, a: str, b: str, summary: str, steps: list[tuple[str, str]]) -> tuple[str, dict[str, str]]:
    srows = [f"row ''\n  gridcell '{i}.'\n  gridcell {_q(t)}\n  gridcell '{d}'" for i, (t, d) in enumerate(steps, 1)]
    eng = "fossgis_osrm_car" if engine.startswith("Car") else "fossgis_osrm_bike"
    side = f"""group 'Directions'
  combobox '', hasPopup='menu', expanded=False, value='{engine}' @engine
  textbox 'From', value='{a}'
  textbox 'To', value='{b}'
  button 'Go'
  link 'Reverse Directions' @rev
  button 'Close'
heading 'Directions'
:{summary}
link 'Download route as GPX'
table ''
{rows(srows, 1)}
:Directions courtesy of FOSSGIS Routing Service (OSRM)"""
    url = f"{OSM}/directions?engine={eng}&route={a.replace(', ', '%2C')}%3B{b.replace(', ', '%2C')}"
    return osm_page("OpenStreetMap", url, side)


def t11(rs: RowSet) -> None:
    s0, i0 = osm_page("OpenStreetMap", f"{OSM}/#map=13/40.4406/-79.9959", """heading 'Welcome to OpenStreetMap!'
:OpenStreetMap is a map of the world, created by people like you and free to use under an open license.
link 'Learn More'
link 'Start Mapping'""")
    s1, i1 = osm_page("OpenStreetMap", f"{OSM}/#map=13/40.4406/-79.9959", """heading 'Welcome to OpenStreetMap!'
:OpenStreetMap is a map of the world, created by people like you and free to use under an open license.
link 'Learn More'
link 'Start Mapping'""", "Carnegie Mellon University")
    s2, i2 = osm_page("Search: Carnegie Mellon University | OpenStreetMap", f"{OSM}/search?query=Carnegie%20Mellon%20University", """heading 'Search Results'
button 'Close'
heading 'Results from OpenStreetMap Nominatim'
list ''
  listitem ''
    :University
    link 'Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States' @r0
  listitem ''
    :Building
    link 'Carnegie Mellon University Tepper School of Business, 4765, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
  listitem ''
    :Bus Stop
    link 'Forbes Avenue at Carnegie Mellon University, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
  listitem ''
    :Building
    link 'Carnegie Mellon University Software Engineering Institute, 4500, Fifth Avenue, North Oakland, Pittsburgh, Allegheny County, 15213, United States'
link 'More results'""", "Carnegie Mellon University")
    s3, i3 = osm_page("Way: Carnegie Mellon University (229356441) | OpenStreetMap", f"{OSM}/way/229356441", """heading 'Way: Carnegie Mellon University (229356441)'
button 'Close'
:Version #17
:Edited 11 months ago by
link 'cmu_facilities_gis'
:Changeset #
link '138551207'
heading 'Tags'
table ''
  row ''
    gridcell 'amenity'
    gridcell 'university'
  row ''
    gridcell 'name'
    gridcell 'Carnegie Mellon University'
  row ''
    gridcell 'operator:type'
    gridcell 'private_non_profit'
  row ''
    gridcell 'website'
    gridcell 'https://www.cmu.edu/'
  row ''
    gridcell 'wikidata'
    gridcell 'Q190080'
  row ''
    gridcell 'wikipedia'
    gridcell 'en:Carnegie Mellon University'
heading 'Nodes'
:112 nodes
link 'Download XML'
link 'View History'""", "Carnegie Mellon University")
    d1, di1 = osm_dir("Car (OSRM)", CMU_XY, PIT_XY, "Distance: 32km. Time: 0:29.", CAR)
    d2, di2 = osm_dir("Bicycle (OSRM)", CMU_XY, PIT_XY, "Distance: 37km. Time: 2:24.", BIKE)
    d3, _ = osm_dir("Bicycle (OSRM)", PIT_XY, CMU_XY, "Distance: 37km. Time: 2:19.", BIKE_BACK)
    turns = [
        (fill(i0, "q", "Carnegie Mellon University"), s1),
        (click(i1, "go"), s2),
        (click(i2, "r0"), s3),
        (f"goto('{OSM}/directions?engine=fossgis_osrm_car&route=40.4443%2C-79.9436%3B40.4958%2C-80.2413')", d1),
        (select(di1, "engine", "Bicycle (OSRM)"), d2),
        (click(di2, "rev"), d3),
    ]
    rs.add("web", "h58-web-11", SYSTEM, turns, state=s0)


# ---------------------------------------------------------------- 12 car rental reservation (bad: return date)
CR = "https://www.crestlinerent.com"
CARS = [("Economy", "Nissan Versa or similar", "5 seats · 2 bags · Automatic", 41.50),
        ("Compact", "Kia Forte or similar", "5 seats · 2 bags · Automatic", 44.25),
        ("Midsize", "Toyota Camry or similar", "5 seats · 3 bags · Automatic", 52.25),
        ("Full-size", "Chevrolet Malibu or similar", "5 seats · 3 bags · Automatic", 55.00),
        ("Standard SUV", "Toyota RAV4 or similar", "5 seats · 4 bags · Automatic · AWD", 61.75),
        ("Electric", "Tesla Model 3 or similar", "5 seats · 2 bags · Automatic · 272 mi range", 72.00),
        ("Minivan", "Chrysler Pacifica or similar", "7 seats · 5 bags · Automatic", 89.50),
        ("Premium", "BMW 3 Series or similar", "5 seats · 3 bags · Automatic", 0.0)]


def cr_bar(ret: str) -> str:
    return f"""region 'Trip summary'
  :Pick-up and return: San Francisco Intl Airport (SFO)
  :Fri, Jun 14, 2024 · 10:00 AM
  :{ret} · 10:00 AM
  :4 days
  button 'Modify search'"""


def cr_head(step: int) -> str:
    names = ["Vehicle", "Extras", "Review & book"]
    items = [f":{i}. {n}{' (current)' if i == step else ''}" for i, n in enumerate(names, 1)]
    return f"""banner ''
  link 'Crestline Car Rental'
    img 'Crestline'
  link 'Manage reservations'
  link 'Sign in'
navigation 'Booking steps'
{rows(items, 1)}"""


def cr_extras(driver: bool) -> tuple[str, dict[str, str]]:
    total = 209.00 + (55.96 if driver else 0)
    body = cr_head(2) + "\n" + cr_bar("Tue, Jun 18, 2024") + f"""
main ''
  heading 'Protection and extras'
  :Midsize · Toyota Camry or similar · $52.25/day
  group 'Protection'
    checkbox 'Collision damage waiver · $24.99/day', checked=False
    checkbox 'Supplemental liability · $16.99/day', checked=False
    checkbox 'Roadside plus · $6.99/day', checked=False
  group 'Extras'
    checkbox 'Additional driver · $13.99/day', checked={driver} @driver
    checkbox 'Child safety seat · $11.99/day', checked=False
    checkbox 'GPS navigation · $9.99/day', checked=False
    checkbox 'Toll pass (FasTrak) · $5.95/day', checked=False
  :Estimated total: {money(total)} plus taxes and fees
  button 'Back'
  button 'Continue' @cont"""
    return page("Extras · Crestline Car Rental", f"{CR}/reserve/extras?vehicle=MIDSIZE", body, 200)


def t12(rs: RowSet) -> None:
    crow = []
    for i, (cls, model, feat, rate) in enumerate(CARS):
        if rate:
            crow.append(f"article '{cls}'\n  heading '{cls}'\n  :{model}\n  img '{model}'\n  :{feat}\n  :{money(rate)}/day\n  :Total {money(rate * 4)}\n  button 'Select {cls}' @v{i}")
        else:
            crow.append(f"article '{cls}'\n  heading '{cls}'\n  :{model}\n  img '{model}'\n  :{feat}\n  :Sold out for these dates\n  button 'Select {cls}', disabled=True")
    s0, i0 = page("Choose a vehicle · Crestline Car Rental", f"{CR}/reserve/vehicles?loc=SFO&pu=2024-06-14T10:00&do=2024-06-18T10:00",
                  cr_head(1) + "\n" + cr_bar("Tue, Jun 18, 2024") + f"""
main ''
  heading 'Choose a vehicle'
  combobox 'Sort by', value='Price: low to high'
  :8 vehicle classes · totals are for 4 days and exclude taxes and fees
{rows(crow, 1)}""", 200)
    e1, ei1 = cr_extras(False)
    e2, ei2 = cr_extras(True)

    def review(flight: str, ret: str) -> tuple[str, dict[str, str]]:
        val = f", value='{flight}'" if flight else ""
        return page("Review & book · Crestline Car Rental", f"{CR}/reserve/review", cr_head(3) + "\n" + cr_bar(ret) + f"""
main ''
  heading 'Review and book'
  table 'Price details'
    row ''
      rowheader 'Midsize · Toyota Camry or similar · 4 days × $52.25'
      gridcell '$209.00'
    row ''
      rowheader 'Additional driver · 4 days × $13.99'
      gridcell '$55.96'
    row ''
      rowheader 'Taxes and fees (airport concession, facility charge, CA tourism, sales tax)'
      gridcell '$58.71'
    row ''
      rowheader 'Estimated total'
      gridcell '$323.67'
  group 'Driver'
    textbox 'First name', value='Noor'
    textbox 'Last name', value='Haddad'
    textbox 'Email', value='noor.haddad@outlook.com'
    textbox 'Phone', value='+1 617 555 0143'
    textbox 'Arrival flight (optional)'{val} @flight
  radiogroup 'Payment'
    radio 'Pay at counter', checked=True
    radio 'Pay now and save 5%', checked=False
  checkbox 'I accept the rental terms and the cancellation policy', checked=True
  button 'Reserve' @reserve""", 200)

    r1, ri1 = review("", "Mon, Jun 17, 2024")
    r2, ri2 = review("UA 1547", "Mon, Jun 17, 2024")

    def manage(dialog: bool) -> tuple[str, dict[str, str]]:
        d = """
alertdialog 'Cancel reservation CR-7Q4M2K?', modal=True
  heading 'Cancel reservation CR-7Q4M2K?'
  :You chose to pay at the counter, so there is no cancellation fee.
  button 'Keep reservation'
  button 'Cancel reservation'""" if dialog else ""
        return page("Reservation CR-7Q4M2K · Crestline Car Rental", f"{CR}/manage/CR-7Q4M2K", """banner ''
  link 'Crestline Car Rental'
    img 'Crestline'
  link 'Manage reservations'
  link 'Sign in'
main ''
  heading 'Reservation CR-7Q4M2K'
  :Status: Confirmed
  table ''
    row ''
      rowheader 'Driver'
      gridcell 'Noor Haddad'
    row ''
      rowheader 'Pick-up'
      gridcell 'San Francisco Intl Airport (SFO) · Fri, Jun 14, 2024 · 10:00 AM'
    row ''
      rowheader 'Return'
      gridcell 'San Francisco Intl Airport (SFO) · Tue, Jun 18, 2024 · 10:00 AM'
    row ''
      rowheader 'Vehicle'
      gridcell 'Midsize · Toyota Camry or similar'
    row ''
      rowheader 'Extras'
      gridcell 'Additional driver'
    row ''
      rowheader 'Arrival flight'
      gridcell 'UA 1547'
    row ''
      rowheader 'Estimated total'
      gridcell '$323.67 (pay at counter)'
  button 'Modify reservation'
  button 'Cancel reservation' @cancel""" + d, 200)

    conf, ci = page("Reservation confirmed · Crestline Car Rental", f"{CR}/reserve/confirmation/CR-7Q4M2K", """banner ''
  link 'Crestline Car Rental'
    img 'Crestline'
  link 'Manage reservations'
  link 'Sign in'
main ''
  img 'Confirmed'
  heading "You're all set, Noor"
  :Confirmation number: CR-7Q4M2K
  :Midsize · Toyota Camry or similar
  :Pick-up: Fri, Jun 14, 2024 · 10:00 AM · SFO Rental Car Center, Level 4
  :Return: Tue, Jun 18, 2024 · 10:00 AM · SFO Rental Car Center
  :Estimated total: $323.67, due at the counter
  :We sent the details to noor.haddad@outlook.com.
  link 'Manage reservation' @manage
  link 'Add to calendar'""", 200)
    m1, mi1 = manage(False)
    m2, _ = manage(True)
    turns = [
        (click(i0, "v2"), e1),
        (click(ei1, "driver"), e2),
        (click(ei2, "cont"), r1),
        (fill(ri1, "flight", "UA 1547"), r2),
        (click(ri2, "reserve"), conf),
        (click(ci, "manage"), m1),
        (click(mi1, "cancel"), m2),
    ]
    rs.add("web", "h58-web-12", SYSTEM, turns, state=s0, bad=True, turn=3,
           kind="Review page gives the return as Mon, Jun 17, 2024 (still 4 days), while the search and extras pages said Tue, Jun 18, 2024 and the dates were never modified.")


# ---------------------------------------------------------------- 13 museum membership portal (clean)
CHM = "https://members.calderhillmuseum.org"


def chm_head() -> str:
    return """banner ''
  link 'Calder Hill Museum of Art'
    img 'Calder Hill Museum of Art'
  navigation ''
    link 'Visit'
    link 'Exhibitions'
    link 'Events'
    link 'Membership'
    link 'Shop'
  link 'My account'
  button 'Sign out'"""


def chm_account(level: str, passes: str, auto: bool, rsvps: list[tuple[str, str, str]], note: str = "", dialog: bool = False) -> tuple[str, dict[str, str]]:
    ren = ("Auto-renew on: Visa ••1188 will be charged $165.00 on Sep 30, 2024" if auto else
           f"Auto-renew off: renew by Sep 30, 2024 ({'$165.00' if level == 'Family' else '$75.00'} per year)")
    rrows = []
    for i, (ev, when, guests) in enumerate(rsvps):
        rrows.append(f"listitem ''\n  heading {_q(ev)}\n  :{when} · {guests}\n  button {_q('Cancel RSVP ' + ev)} @rsvp{i}")
    msg = f"\n  status ''\n    :{note}" if note else ""
    body = chm_head() + f"""
main ''
  heading 'Welcome back, Avery'{msg}
  region 'Membership'
    heading 'Your membership'
    table ''
      row ''
        rowheader 'Level'
        gridcell '{level}'
      row ''
        rowheader 'Member number'
        gridcell 'CHM-204-7731'
      row ''
        rowheader 'Member since'
        gridcell 'October 2021'
      row ''
        rowheader 'Valid through'
        gridcell 'September 30, 2024'
      row ''
        rowheader 'Guest passes'
        gridcell '{passes}'
      row ''
        rowheader 'Discounts'
        gridcell '10% in the Museum Shop and Courtyard Café'
    switch 'Auto-renew', checked={auto} @auto
    :{ren}
    button 'Upgrade membership' @upgrade
    link 'View digital card' @card
  region 'Events'
    heading 'Your RSVPs ({len(rsvps)})'
    list ''
{rows(rrows, 3)}
    link 'Browse member events'"""
    if dialog:
        body += """
alertdialog "Cancel RSVP for Members' Preview: Ink & Ember?", modal=True
  :Thu, Jun 27, 2024 · 6:00 PM · you and 2 guests. Your spots go to the waitlist. This cannot be undone.
  button 'Keep RSVP'
  button 'Cancel RSVP' @yes"""
    return page("My account · Calder Hill Museum of Art", f"{CHM}/account", body, 40)


def chm_upgrade(choice: str) -> tuple[str, dict[str, str]]:
    levels = [("Individual", 75, "1 adult · 2 guest passes a year"), ("Dual", 120, "2 adults · 2 guest passes a year"),
              ("Family", 165, "2 adults and children under 18 · 4 guest passes a year"), ("Patron", 300, "2 adults and children · 8 guest passes · curator tours")]
    radios = []
    for name, price, perks in levels:
        cur = " (current)" if name == "Individual" else ""
        dis = ", disabled=True" if name == "Individual" else ""
        radios.append(f"radio '{name}{cur} · ${price} per year · {perks}', checked={name == choice}{dis} @lvl{name}")
    due = {"Dual": 45, "Family": 90, "Patron": 225}.get(choice)
    pay = (f"\n  :Amount due today: ${due}.00 (the difference from your current level)\n  button 'Pay ${due}.00 with Visa ••1188' @pay" if due else
           "\n  button 'Choose a level to continue', disabled=True")
    body = chm_head() + f"""
main ''
  heading 'Upgrade your membership'
  :Upgrading keeps your member number and your renewal date (September 30, 2024). You pay only the difference in annual price.
  radiogroup 'Membership level'
{rows(radios, 2)}{pay}
  link 'Back to my account'"""
    return page("Upgrade membership · Calder Hill Museum of Art", f"{CHM}/account/upgrade", body, 40)


def t13(rs: RowSet) -> None:
    both = [("Members' Preview: Ink & Ember", "Thu, Jun 27, 2024 · 6:00 PM", "you + 2 guests"),
            ("Sketching in the Galleries", "Sat, Jul 13, 2024 · 10:30 AM", "you + 1 guest")]
    a0, ai0 = chm_account("Individual", "1 of 2 left this membership year", False, both)
    u1, ui1 = chm_upgrade("")
    u2, ui2 = chm_upgrade("Family")
    done, di = page("Upgrade complete · Calder Hill Museum of Art", f"{CHM}/account/upgrade/complete", chm_head() + """
main ''
  heading 'You are now a Family member'
  :Receipt MR-55102 · $90.00 charged to Visa ••1188 on Jun 18, 2024
  :Member number CHM-204-7731 (unchanged) · valid through September 30, 2024
  :Guest passes: 3 of 4 left this membership year (you had used 1)
  :Your new digital card is ready. Cards printed before today still work at the front desk.
  link 'Back to my account' @back""", 40)
    a1, ai1 = chm_account("Family", "3 of 4 left this membership year", False, both)
    a2, ai2 = chm_account("Family", "3 of 4 left this membership year", True, both)
    a3, ai3 = chm_account("Family", "3 of 4 left this membership year", True, both, dialog=True)
    a4, ai4 = chm_account("Family", "3 of 4 left this membership year", True, both[1:], note="RSVP for Members' Preview: Ink & Ember cancelled.")
    card, _ = page("Digital membership card · Calder Hill Museum of Art", f"{CHM}/account/card", chm_head() + """
main ''
  heading 'Digital membership card'
  figure ''
    :CALDER HILL MUSEUM OF ART
    :FAMILY
    :Avery Lindqvist & household
    :CHM 204 7731
    :Valid thru 09/30/2024
    img 'Barcode 2047731'
  link 'Add to Apple Wallet'
  link 'Add to Google Wallet'
  :Show this card at the admissions desk. Children under 18 in your household are admitted with you.""", 40)
    turns = [
        (click(ai0, "upgrade"), u1),
        (click(ui1, "lvlFamily"), u2),
        (click(ui2, "pay"), done),
        (click(di, "back"), a1),
        (click(ai1, "auto"), a2),
        (click(ai2, "rsvp0"), a3),
        (click(ai3, "yes"), a4),
        (click(ai4, "card"), card),
    ]
    rs.add("web", "h58-web-13", SYSTEM, turns, state=a0)


# ---------------------------------------------------------------- 14 Wikipedia on Kiwix (clean)
WIKI = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A"


def wiki(title: str, slug: str, infobox: list[tuple[str, str]], paras: list[str], links: list[str], query: str = "") -> tuple[str, dict[str, str]]:
    ib = [f"row ''\n  rowheader {_q(k)}\n  gridcell {_q(v)}" for k, v in infobox]
    lk = [f"link {_q(x)} @{x.split()[0].lower()}" for x in links]
    val = f", value={_q(query)}" if query else ""
    body = f"""banner ''
  link 'Go to welcome page'
  button 'Go to a randomly selected page'
  textbox 'Search wikipedia_en_all_maxi_2022-05'{val} @search
main ''
  heading '{title}'
  :From Wikipedia, the free encyclopedia
  table ''
{rows(ib, 2)}
{rows([':' + p for p in paras], 1)}
  :See also
{rows(lk, 1)}"""
    return page(title, f"{WIKI}/{slug}", body, 60)


PGH = ("Pittsburgh", "Pittsburgh", [("Country", "United States"), ("State", "Pennsylvania"), ("County", "Allegheny"),
                                   ("Founded", "November 27, 1758"), ("Incorporated (city)", "March 18, 1816"),
                                   ("Area (city)", "58.35 sq mi (151.12 km2)"), ("Population (2020, city)", "302,971"),
                                   ("Metro population", "2,370,930"), ("Time zone", "UTC−05:00 (EST)"), ("ZIP Codes", "152xx")],
       ["Pittsburgh is a city in the Commonwealth of Pennsylvania and the county seat of Allegheny County. It had a population of 302,971 at the 2020 census, making it the second-most populous city in Pennsylvania after Philadelphia.",
        "The city is located at the confluence of the Allegheny River and the Monongahela River, which combine to form the Ohio River.",
        "Pittsburgh is known as 'the Steel City' for its more than 300 steel-related businesses, and as the 'City of Bridges' for its 446 bridges."],
       ["Allegheny River", "Monongahela River", "Ohio River", "Allegheny County, Pennsylvania"])
MON = ("Monongahela River", "Monongahela_River", [("Country", "United States"), ("States", "West Virginia, Pennsylvania"),
                                                 ("Source", "Confluence of the West Fork and Tygart Valley rivers, Fairmont, West Virginia"),
                                                 ("Mouth", "Ohio River at Pittsburgh"), ("Length", "130 mi (210 km)"),
                                                 ("Basin size", "7,340 sq mi (19,000 km2)"), ("Discharge (Braddock)", "12,650 cu ft/s")],
       ["The Monongahela River, often referred to locally as the Mon, is a 130-mile-long (210 km) river on the Allegheny Plateau in north-central West Virginia and southwestern Pennsylvania.",
        "It flows from the confluence of the West Fork River and the Tygart Valley River at Fairmont, West Virginia, northward into Pennsylvania, where it joins the Allegheny River to form the Ohio River at Pittsburgh.",
        "The river is navigable for its entire length through a series of nine locks and dams maintained by the U.S. Army Corps of Engineers."],
       ["Ohio River", "Allegheny River", "Pittsburgh", "Youghiogheny River"])
OHIO = ("Ohio River", "Ohio_River", [("Countries", "United States"), ("States", "Pennsylvania, Ohio, West Virginia, Kentucky, Indiana, Illinois"),
                                    ("Source", "Confluence of the Allegheny and Monongahela rivers, Pittsburgh"),
                                    ("Mouth", "Mississippi River at Cairo, Illinois"), ("Length", "981 mi (1,579 km)"),
                                    ("Basin size", "189,422 sq mi (490,600 km2)"), ("Discharge (Cairo)", "281,500 cu ft/s")],
        ["The Ohio River is a 981-mile-long (1,579 km) river in the United States. It flows from the confluence of the Allegheny and Monongahela rivers in Pittsburgh to the Mississippi River at Cairo, Illinois.",
         "By discharge it is the third-largest river in the United States and the largest tributary of the Mississippi River."],
        ["Mississippi River", "Pittsburgh", "Louisville, Kentucky"])
ALLE = ("Allegheny River", "Allegheny_River", [("Country", "United States"), ("States", "Pennsylvania, New York"),
                                              ("Source", "Near Coudersport, Potter County, Pennsylvania"), ("Mouth", "Ohio River at Pittsburgh"),
                                              ("Length", "325 mi (523 km)"), ("Basin size", "11,580 sq mi (30,000 km2)"),
                                              ("Discharge (Natrona)", "19,750 cu ft/s")],
        ["The Allegheny River is a 325-mile-long (523 km) headwater stream of the Ohio River in western Pennsylvania and New York.",
         "It runs from its source in Potter County, Pennsylvania, north into New York and back south into Pennsylvania, joining the Monongahela at the Point in downtown Pittsburgh to form the Ohio River."],
        ["Pittsburgh", "Kinzua Dam", "Ohio River"])


def t14(rs: RowSet) -> None:
    p0, pi0 = wiki(*PGH)
    m1, mi1 = wiki(*MON)
    o1, _ = wiki(*OHIO)
    m2, mi2 = wiki(*MON)
    m3, _ = wiki(*MON, query="Allegheny River")
    res, ri = page("Search: Allegheny River", "http://localhost:8888/search?content=wikipedia_en_all_maxi_2022-05&pattern=Allegheny+River", """banner ''
  link 'Go to welcome page'
  button 'Go to a randomly selected page'
  textbox 'Search wikipedia_en_all_maxi_2022-05', value='Allegheny River'
main ''
  :Results 1-5 of 2,118 for "Allegheny River"
  list ''
    listitem ''
      link 'Allegheny River' @r0
      :The Allegheny River is a 325-mile-long (523 km) headwater stream of the Ohio River in western Pennsylvania and New York...
      :5,904 words
    listitem ''
      link 'Allegheny River Lock and Dam No. 2'
      :...one of eight navigational locks and dams on the Allegheny River, in Sharpsburg, Pennsylvania...
      :812 words
    listitem ''
      link 'Allegheny River Trail'
      :...a rail trail along the Allegheny River from Franklin to Emlenton...
      :1,027 words
    listitem ''
      link 'Allegheny Reservoir'
      :...formed by the Kinzua Dam on the Allegheny River in Warren County...
      :1,644 words
    listitem ''
      link 'Allegheny River Islands Wilderness'
      :...seven islands in the Allegheny River in the Allegheny National Forest...
      :611 words
  link 'Next'""", 60)
    a1, ai1 = wiki(*ALLE)
    p1, _ = wiki(*PGH)
    turns = [
        (click(pi0, "monongahela"), m1),
        (click(mi1, "ohio"), o1),
        ("go_back()", m2),
        (fill(mi2, "search", "Allegheny River"), m3),
        ("keyboard_press('Enter')", res),
        (click(ri, "r0"), a1),
        (click(ai1, "pittsburgh"), p1),
    ]
    rs.add("web", "h58-web-14", SYSTEM, turns, state=p0)


# ---------------------------------------------------------------- 15 community seed library (bad: basket item missing)
SEED = "https://catalog.eastsideseedlibrary.org"
TOMS = [("Amish Paste", "Open-pollinated paste tomato · 80 days", 14), ("Cherokee Purple", "Heirloom slicer · 80 days", 6),
        ("Black Krim", "Heirloom slicer · 75 days", 0), ("Matt's Wild Cherry", "Currant-type cherry · 55 days", 9),
        ("San Marzano", "Heirloom paste · 80 days", 11), ("Green Zebra", "Open-pollinated salad tomato · 78 days", 3)]
PEPS = [("Jimmy Nardello", "Sweet frying pepper · 75 days", 8), ("Fish Pepper", "Hot, variegated heirloom · 80 days", 4),
        ("King of the North", "Sweet bell · 70 days", 5), ("Aji Dulce", "Seasoning pepper, mild · 90 days", 2)]


def seed_head(basket: int, borrowed: int, query: str = "") -> str:
    val = f", value={_q(query)}" if query else ""
    return f"""banner ''
  link 'Eastside Seed Library'
    img 'Eastside Seed Library'
  search ''
    searchbox 'Search seeds'{val} @search
    button 'Search'
  link 'Basket ({basket})' @basket
  :Leah Park · Borrowed this season: {borrowed} of 5
  button 'Account', hasPopup='menu', expanded=False
complementary 'Categories'
  heading 'Categories'
  link 'Beans (22)'
  link 'Flowers (31)'
  link 'Greens (18)'
  link 'Herbs (15)'
  link 'Peppers (4)' @peppers
  link 'Squash (12)'
  link 'Tomatoes (6)'"""


def seed_list(title: str, url: str, items: list[tuple[str, str, int]], added: set[str], basket: int, query: str = "", note: str = "") -> tuple[str, dict[str, str]]:
    cards = []
    for name, desc, n in items:
        key = name.split()[0].lower().replace("'", "")
        if name in added:
            btn = f"button {_q('In basket: ' + name)}, disabled=True"
        elif n == 0:
            btn = f"button {_q('Join waitlist: ' + name)} @w{key}"
        else:
            btn = f"button {_q('Add to basket: ' + name)} @a{key}"
        cards.append(f"article {_q(name)}\n  heading {_q(name)}\n  :{desc}\n  :Packets on shelf: {n}\n  {btn}")
    msg = f"\n  status ''\n    :{note}" if note else ""
    body = seed_head(basket, 1, query) + f"""
main ''
  heading {_q(title)}{msg}
  :{len(items)} varieties
{rows(cards, 1)}
  :Please return seeds from your best plants by November 30 so the collection keeps growing."""
    return page(f"{title} · Eastside Seed Library", url, body, 30)


def t15(rs: RowSet) -> None:
    def seed_home(query: str) -> tuple[str, dict[str, str]]:
        return page("Catalog · Eastside Seed Library", f"{SEED}/", seed_head(0, 1, query) + """
main ''
  heading 'Borrow seeds for the 2024 season'
  :Members can borrow up to 5 packets per season. Requests are packed within 2 days for pickup at a branch library.
  heading 'Your loans this season'
  list ''
    listitem ''
      :Dragon Tongue bush bean · borrowed Apr 12, 2024 · return seeds by Nov 30, 2024
  heading 'New this month'
  list ''
    listitem ''
      link "Matt's Wild Cherry tomato"
    listitem ''
      link 'Aji Dulce pepper'
    listitem ''
      link 'Lemon Queen sunflower'""", 30)

    home, hi = seed_home("")
    home2, _ = seed_home("tomato")
    turl = f"{SEED}/search?q=tomato"
    r1, ri1 = seed_list("Search results for tomato", turl, TOMS, set(), 0, "tomato")
    r2, ri2 = seed_list("Search results for tomato", turl, TOMS, {"Cherokee Purple"}, 1, "tomato", "Cherokee Purple added to your basket.")
    r3, ri3 = seed_list("Search results for tomato", turl, TOMS, {"Cherokee Purple", "Amish Paste"}, 2, "tomato", "Amish Paste added to your basket.")
    p1, pi1 = seed_list("Peppers", f"{SEED}/category/peppers", PEPS, set(), 2)
    p2, pi2 = seed_list("Peppers", f"{SEED}/category/peppers", PEPS, {"Jimmy Nardello"}, 3, note="Jimmy Nardello added to your basket.")
    bk, bki = page("Basket · Eastside Seed Library", f"{SEED}/basket", seed_head(2, 1) + """
main ''
  heading 'Your basket'
  table ''
    row ''
      columnheader 'Variety'
      columnheader 'Category'
      columnheader 'Packets'
      columnheader ''
    row ''
      gridcell 'Amish Paste'
      gridcell 'Tomatoes'
      gridcell '1'
      gridcell ''
        button 'Remove Amish Paste'
    row ''
      gridcell 'Jimmy Nardello'
      gridcell 'Peppers'
      gridcell '1'
      gridcell ''
        button 'Remove Jimmy Nardello'
  :2 packets in basket · you can borrow 2 more this season
  button 'Continue borrowing'
  button 'Check out' @checkout""", 30)

    def checkout(branch: str) -> tuple[str, dict[str, str]]:
        return page("Check out · Eastside Seed Library", f"{SEED}/checkout", seed_head(3, 1) + f"""
main ''
  heading 'Check out'
  :3 packets: Cherokee Purple, Amish Paste, Jimmy Nardello
  combobox 'Pickup branch', hasPopup='listbox', expanded=False, value='{branch}' @branch
  :Requests are packed within 2 days. We email you when your packets are on the holds shelf.
  checkbox 'I will return seeds saved from these plants by November 30, 2024, if I can', checked=True
  button 'Place request'{', disabled=True' if branch == 'Choose a branch' else ''} @place""", 30)

    c1, ci1 = checkout("Choose a branch")
    c2, ci2 = checkout("Eastside Branch Library")
    done, _ = page("Request placed · Eastside Seed Library", f"{SEED}/requests/SL-4471", seed_head(0, 4) + """
main ''
  heading 'Request SL-4471 placed'
  :3 packets: Cherokee Purple, Amish Paste, Jimmy Nardello
  :Pickup: Eastside Branch Library, 2210 E 3rd St · ready by Thu, Jun 20, 2024
  :Borrowed this season: 4 of 5 (including Dragon Tongue bush bean)
  link 'Back to catalog'""", 30)
    turns = [
        (fill(hi, "search", "tomato"), home2),
        ("keyboard_press('Enter')", r1),
        (click(ri1, "acherokee"), r2),
        (click(ri2, "aamish"), r3),
        (click(ri3, "peppers"), p1),
        (click(pi1, "ajimmy"), p2),
        (click(pi2, "basket"), bk),
        (click(bki, "checkout"), c1),
        (select(ci1, "branch", "Eastside Branch Library"), c2),
        (click(ci2, "place"), done),
    ]
    rs.add("web", "h58-web-15", SYSTEM, turns, state=home, bad=True, turn=7,
           kind="Basket page lists only Amish Paste and Jimmy Nardello (2 packets) though Cherokee Purple was added at turn 3 and the basket counter read 3.")



# ---------------------------------------------------------------- 16 pharmacy refill portal (clean)
RX = "https://www.carerx.com/pharmacy"
RXS = [("6042187", "Lisinopril 10 mg tablet", "Qty 90 · 1 tablet daily", "Mar 20, 2024"),
       ("6042190", "Atorvastatin 20 mg tablet", "Qty 90 · 1 tablet at bedtime", "Mar 02, 2024"),
       ("5918834", "Metformin ER 500 mg tablet", "Qty 180 · 2 tablets with dinner", "Mar 22, 2024"),
       ("5771102", "Amoxicillin 500 mg capsule", "Qty 21 · 1 capsule 3 times daily", "Jan 09, 2024")]


def rx_head() -> str:
    return """banner ''
  link 'CareRx Pharmacy'
    img 'CareRx'
  navigation ''
    link 'Prescriptions' @rxlist
    link 'Orders'
    link 'Insurance'
    link 'Messages'
  :Marisol Vega
  button 'Sign out'"""


def rx_list(status: dict[str, str], refills: dict[str, int], checked: set[str], order: str = "") -> tuple[str, dict[str, str]]:
    rrows = []
    for num, drug, sig, last in RXS:
        st = status[num]
        if st == "Ready to refill":
            sel = f"checkbox 'Select Rx {num}', checked={num in checked} @c{num}"
        else:
            sel = f"checkbox 'Select Rx {num}', checked=False, disabled=True"
        doctor = "Dr. Raj Iyer" if num == "5771102" else "Dr. Helen Okafor"
        link = f"\n  gridcell ''\n    link 'Order {order}' @order" if order and st.startswith("Refill in progress") else "\n  gridcell ''"
        rrows.append(f"row ''\n  gridcell ''\n    {sel}\n  gridcell 'Rx {num}'\n  gridcell '{drug}'\n  gridcell '{sig}'\n  gridcell '{doctor}'\n  gridcell '{last}'\n  gridcell '{refills[num]}'\n  gridcell '{st}'{link}")
    n = len(checked)
    btn = f"button 'Refill selected ({n})'" + ("" if n else ", disabled=True") + " @refill"
    body = rx_head() + f"""
main ''
  heading 'My prescriptions'
  :Pickup store: CareRx #2291 · 400 Elm St, Springfield · Pharmacy open until 9:00 PM
  table 'Prescriptions'
    row ''
      columnheader 'Select'
      columnheader 'Rx number'
      columnheader 'Medication'
      columnheader 'Directions'
      columnheader 'Prescriber'
      columnheader 'Last filled'
      columnheader 'Refills left'
      columnheader 'Status'
      columnheader ''
{rows(rrows, 2)}
  {btn}
  link 'Request a renewal from your prescriber'
  :Prescriptions inactive for more than 12 months move to Archived.
  link 'Archived prescriptions (2)'"""
    return page("My prescriptions · CareRx Pharmacy", f"{RX}/prescriptions", body, 30)


def rx_review(pickup: str) -> tuple[str, dict[str, str]]:
    body = rx_head() + f"""
main ''
  heading 'Review refill request'
  table ''
    row ''
      columnheader 'Medication'
      columnheader 'Quantity'
      columnheader 'Estimated copay'
    row ''
      gridcell 'Lisinopril 10 mg tablet (Rx 6042187)'
      gridcell '90'
      gridcell '$10.00'
    row ''
      gridcell 'Metformin ER 500 mg tablet (Rx 5918834)'
      gridcell '180'
      gridcell '$10.00'
  :Estimated total copay: $20.00 · Insurance: BlueSky PPO
  :Pickup store: CareRx #2291 · 400 Elm St, Springfield
  combobox 'Pickup time', hasPopup='listbox', expanded=False, value='{pickup}' @pickup
  checkbox 'Text me at (555) 014-2288 when my order is ready', checked=True
  button 'Back'
  button 'Submit refill request' @submit"""
    return page("Review refill · CareRx Pharmacy", f"{RX}/refill/review", body, 30)


def rx_order(metformin_cancelled: bool) -> tuple[str, dict[str, str]]:
    met = ("gridcell 'Cancelled by you · 11:21 AM'\n      gridcell ''" if metformin_cancelled else
           "gridcell 'In process'\n      gridcell ''\n        button 'Remove Metformin ER 500 mg from this order' @rmmet")
    total = "$10.00" if metformin_cancelled else "$20.00"
    msg = "\n  status ''\n    :Metformin ER 500 mg was removed from order R-7734519." if metformin_cancelled else ""
    body = rx_head() + f"""
main ''
  heading 'Order R-7734519'{msg}
  :Placed Jun 18, 2024 at 11:07 AM · Pickup tomorrow, Jun 19 after 10:00 AM · CareRx #2291
  list 'Progress'
    listitem ''
      :Received · 11:07 AM
    listitem ''
      :In process · 11:15 AM
    listitem ''
      :Ready for pickup · pending
  table ''
    row ''
      columnheader 'Medication'
      columnheader 'Status'
      columnheader ''
    row ''
      gridcell 'Lisinopril 10 mg tablet (Rx 6042187) · Qty 90'
      gridcell 'In process'
      gridcell ''
    row ''
      gridcell 'Metformin ER 500 mg tablet (Rx 5918834) · Qty 180'
      {met}
  :Estimated copay due at pickup: {total}
  link 'Back to prescriptions'"""
    return page("Order R-7734519 · CareRx Pharmacy", f"{RX}/orders/R-7734519", body, 30)


def t16(rs: RowSet) -> None:
    st0 = {"6042187": "Ready to refill", "6042190": "Needs renewal (0 refills)", "5918834": "Ready to refill", "5771102": "Inactive · completed course"}
    ref = {"6042187": 3, "6042190": 0, "5918834": 4, "5771102": 0}
    l0, li0 = rx_list(st0, ref, set())
    l1, li1 = rx_list(st0, ref, {"6042187"})
    l2, li2 = rx_list(st0, ref, {"6042187", "5918834"})
    v1, vi1 = rx_review("As soon as ready (est. today after 4:00 PM)")
    v2, vi2 = rx_review("Tomorrow, Jun 19 after 10:00 AM")
    sub, si = page("Refill request received · CareRx Pharmacy", f"{RX}/orders/R-7734519/received", rx_head() + """
main ''
  heading 'Refill request received'
  :Order R-7734519 · Jun 18, 2024 at 11:07 AM
  :2 prescriptions: Lisinopril 10 mg (Rx 6042187), Metformin ER 500 mg (Rx 5918834)
  :Pickup: tomorrow, Jun 19 after 10:00 AM at CareRx #2291
  :We will text (555) 014-2288 when your order is ready.
  link 'Track this order'
  link 'Back to prescriptions'""", 30)
    st1 = dict(st0, **{"6042187": "Refill in progress (R-7734519)", "5918834": "Refill in progress (R-7734519)"})
    l3, li3 = rx_list(st1, ref, set(), "R-7734519")
    o1, oi1 = rx_order(False)
    o2, oi2 = rx_order(True)
    st2 = dict(st1, **{"5918834": "Ready to refill"})
    l4, _ = rx_list(st2, ref, set(), "R-7734519")
    turns = [
        (click(li0, "c6042187"), l1),
        (click(li1, "c5918834"), l2),
        (click(li2, "refill"), v1),
        (select(vi1, "pickup", "Tomorrow, Jun 19 after 10:00 AM"), v2),
        (click(vi2, "submit"), sub),
        (click(si, "rxlist"), l3),
        (click(li3, "order"), o1),
        (click(oi1, "rmmet"), o2),
        (click(oi2, "rxlist"), l4),
    ]
    rs.add("web", "h58-web-16", SYSTEM, turns, state=l0)


# ---------------------------------------------------------------- 17 ham radio Field Day logbook (bad: UTC clock goes backwards)
QSL = "https://qsolog.net/log/fd2024-w3krt"
QSOS = [(212, "18:40", "N3FJP", "3A WPA"), (211, "18:38", "K8ZT", "1D OH"), (210, "18:37", "VE3RCN", "4A ONE"),
        (209, "18:35", "W4DXX", "2A SC"), (208, "18:31", "KB9YZ", "1E WI"), (207, "18:30", "N0AX", "5A MN"),
        (206, "18:26", "AC2QQ", "1D NNY"), (205, "18:24", "K5TR", "3A STX")]


def qso_page(clock: str, qsos: list[tuple[int, str, str, str]], call: str = "", exch: str = "", band: str = "20m",
             note: str = "", edit: str = "", edited: int = 0) -> tuple[str, dict[str, str]]:
    phone = 138 + sum(1 for q in qsos if q[0] > 212)
    total = 74 + phone
    pts = 74 * 2 + phone
    qrows = []
    for n, t, c, x in qsos[:8]:
        mark = " (edited)" if n == edited else ""
        qrows.append(f"row ''\n  gridcell '{n}'\n  gridcell '2024-06-22 {t}Z'\n  gridcell '{c}'\n  gridcell '20m'\n  gridcell 'SSB'\n  gridcell '{x}{mark}'\n  gridcell 'KC3VNM'\n  gridcell ''\n    button 'Edit QSO {n}' @e{n}")
    dupe = ""
    if call:
        dupe = f"\n    status ''\n      :{call}: not worked on {band} SSB"
    msg = f"\n  status ''\n    :{note}" if note else ""
    body = f"""banner ''
  link 'QSOLog'
  :ARRL Field Day 2024 · W3KRT · 2A EPA
  :UTC {clock}
  :Operator KC3VNM · Station 2
  link 'Dupe sheet' @dupes
  link 'Export Cabrillo'
  button 'Log out'
main ''{msg}
  form 'New QSO'
    textbox 'Call'{f", value='{call}'" if call else ''}, focused @call
    combobox 'Band', hasPopup='listbox', expanded=False, value='{band}' @band
    combobox 'Mode', hasPopup='listbox', expanded=False, value='SSB'
    textbox 'Exchange (class and section)'{f", value='{exch}'" if exch else ''} @exch
    button 'Log QSO'{'' if call and exch else ', disabled=True'} @log{dupe}
  region 'Score'
    :QSOs: {total} (CW {74} · Phone {phone})
    :QSO points: {pts}
    :Power multiplier: ×2 (100 W or less)
    :Claimed score: {pts * 2:,}
  heading 'Recent QSOs'
  table 'Recent QSOs'
    row ''
      columnheader '#'
      columnheader 'Time'
      columnheader 'Call'
      columnheader 'Band'
      columnheader 'Mode'
      columnheader 'Exchange'
      columnheader 'Op'
      columnheader ''
{rows(qrows, 2)}
  link 'Full log ({total} QSOs)'"""
    if edit:
        body += f"""
dialog 'Edit QSO 212', modal=True
  heading 'Edit QSO 212'
  textbox 'Call', value='N3FJP'
  textbox 'Time (UTC)', value='2024-06-22 18:40'
  combobox 'Band', value='20m'
  combobox 'Mode', value='SSB'
  textbox 'Exchange', value='{edit}', focused @dexch
  button 'Cancel'
  button 'Save changes' @dsave"""
    return page("W3KRT · Field Day 2024 · QSOLog", QSL, body, 20)


def t17(rs: RowSet) -> None:
    q213 = [(213, "18:43", "K1ABC", "2A CT")] + QSOS
    q214 = [(214, "18:44", "W1AW", "3A CT")] + q213
    q214e = [(n, t, c, "3A EPA" if n == 212 else x) for n, t, c, x in q214]
    s0, i0 = qso_page("18:42:10", QSOS)
    s1, i1 = qso_page("18:42:31", QSOS, "K1ABC")
    s2, i2 = qso_page("18:42:49", QSOS, "K1ABC", "2A CT")
    s3, i3 = qso_page("18:43:06", q213, note="QSO 213 logged: K1ABC 2A CT at 18:43Z")
    s4, i4 = qso_page("18:44:12", q213, "W1AW")
    s5, i5 = qso_page("18:44:29", q213, "W1AW", "3A CT")
    s6, i6 = qso_page("18:44:40", q214, note="QSO 214 logged: W1AW 3A CT at 18:44Z")
    s7, i7 = qso_page("18:44:51", q214, edit="3A WPA")
    s8, i8 = qso_page("18:45:09", q214, edit="3A EPA")
    s9, i9 = qso_page("18:39:52", q214e, note="QSO 212 updated.", edited=212)
    s10, i10 = qso_page("18:45:33", q214e, "KD2MXQ", edited=212)
    dupe_rows = sorted(c for _, _, c, _ in q214e)
    dupes, _ = page("Dupe sheet · W3KRT · Field Day 2024 · QSOLog", f"{QSL}/dupes?band=20m&mode=SSB", f"""banner ''
  link 'QSOLog'
  :ARRL Field Day 2024 · W3KRT · 2A EPA
  :UTC 18:45:58
  :Operator KC3VNM · Station 2
  link 'Back to logging'
main ''
  heading 'Dupe sheet: 20m SSB'
  :Showing the 10 most recent of 97 calls worked on 20m SSB, sorted by call
  list ''
{rows([f"listitem ''{chr(10)}  :{c}" for c in dupe_rows], 2)}
  link 'Show all 97'""", 20)
    turns = [
        (fill(i0, "call", "K1ABC"), s1),
        (fill(i1, "exch", "2A CT"), s2),
        (click(i2, "log"), s3),
        (fill(i3, "call", "W1AW"), s4),
        (fill(i4, "exch", "3A CT"), s5),
        (click(i5, "log"), s6),
        (click(i6, "e212"), s7),
        (fill(i7, "dexch", "3A EPA"), s8),
        (click(i8, "dsave"), s9),
        (fill(i9, "call", "KD2MXQ"), s10),
        (click(i10, "dupes"), dupes),
    ]
    rs.add("web", "h58-web-17", SYSTEM, turns, state=s0, bad=True, turn=9,
           kind="Header UTC clock reads 18:39:52 after it had reached 18:45:09 and QSO 214 was logged at 18:44Z; the clock went backwards.")


# ---------------------------------------------------------------- 18 university course registration (bad: grading mode reverts)
REG = "https://reg.westbrook.edu/ssb/registration"
COURSES = [("40917", "MUS 110", "Introduction to World Music", 3, "MWF 10:00–10:50", "Fine Arts 204", "Okonkwo, Adaeze"),
           ("41230", "CS 220", "Data Structures", 4, "TR 13:00–14:40", "Engineering 110", "Lindqvist, Peter"),
           ("40552", "MATH 241", "Calculus III", 4, "MWF 11:00–11:50", "Hollis Hall 301", "Baptiste, Renée"),
           ("42018", "WRIT 205", "Technical Writing", 3, "TR 09:30–10:45", "Library 3B", "Farouk, Samir")]


def reg_head(tab: str) -> str:
    tabs = [f"tab '{t}', selected={t == tab} @t{i}" for i, t in enumerate(("My schedule", "Registration summary", "Find classes"))]
    return f"""banner ''
  link 'Westbrook University'
    img 'Westbrook University'
  :Registration · Fall 2024
  :Jamie Okafor-Reyes · ID W0048213
  button 'Sign out'
main ''
  heading 'Register for classes'
  :Term: Fall 2024 (Aug 26 – Dec 13) · Registration window open until Aug 23, 2024 · Holds: none
  tablist ''
{rows(tabs, 2)}"""


def reg_schedule(mode: str, editing: bool, sel: str = "", note: str = "") -> tuple[str, dict[str, str]]:
    crows = []
    for crn, code, title, cr, when, where, who in COURSES:
        g = mode if crn == "40917" else "Letter"
        if crn == "40917" and editing:
            gcell = f"gridcell ''\n    combobox 'Grading mode {code}', hasPopup='listbox', expanded=False, value='{sel or g}' @grade"
        else:
            gcell = f"gridcell '{g}'"
            if crn == "40917":
                gcell += "\n    button 'Change grading mode MUS 110' @chg"
        crows.append(f"row ''\n  gridcell '{crn}'\n  gridcell '{code}'\n  gridcell '{title}'\n  gridcell '{cr}'\n  {gcell}\n  gridcell '{when}'\n  gridcell '{where}'\n  gridcell '{who}'\n  gridcell 'Registered'")
    msg = f"\n  status ''\n    :{note}" if note else ""
    extra = ""
    if editing:
        extra = "\n  :Pass/No Pass courses do not count toward major requirements. Deadline to change grading mode: Sep 6, 2024.\n  button 'Submit changes' @submit\n  button 'Cancel'"
    body = reg_head("My schedule") + f"""{msg}
  tabpanel 'My schedule'
    table 'Registered classes'
      row ''
        columnheader 'CRN'
        columnheader 'Course'
        columnheader 'Title'
        columnheader 'Credits'
        columnheader 'Grading'
        columnheader 'Meets'
        columnheader 'Room'
        columnheader 'Instructor'
        columnheader 'Status'
{rows(crows, 3)}
    :Total registered credits: 14 · Full-time (12+){extra}"""
    return page("My schedule · Fall 2024 · Westbrook Registration", f"{REG}/schedule?term=202409", body, 60)


def reg_summary(mode: str) -> tuple[str, dict[str, str]]:
    items = []
    for crn, code, title, cr, when, where, who in COURSES:
        g = mode if crn == "40917" else "Letter"
        items.append(f"listitem ''\n  heading '{code} · {title}'\n  :CRN {crn} · {cr} credits · Grade mode: {g}\n  :{when} · {where} · {who}\n  :Registered Apr 22, 2024 via web · Status: Registered")
    body = reg_head("Registration summary") + f"""
  tabpanel 'Registration summary'
    list ''
{rows(items, 3)}
    :Credits: 14 registered · 0 waitlisted · Billing hours: 14
    :Tuition estimate for Fall 2024: $7,490.00 (flat rate 12–18 credits)"""
    return page("Registration summary · Fall 2024 · Westbrook Registration", f"{REG}/summary?term=202409", body, 60)


def reg_find(query: str, results: bool, added: bool) -> tuple[str, dict[str, str]]:
    val = f", value='{query}'" if query else ""
    res = ""
    if results:
        add1 = "button 'Added to summary', disabled=True" if added else "button 'Add CRN 43301' @add"
        res = f"""
    :2 sections found for HIST 150
    table 'Search results'
      row ''
        columnheader 'CRN'
        columnheader 'Course'
        columnheader 'Title'
        columnheader 'Credits'
        columnheader 'Meets'
        columnheader 'Seats'
        columnheader ''
      row ''
        gridcell '43301'
        gridcell 'HIST 150'
        gridcell 'The Atlantic World, 1450–1850'
        gridcell '3'
        gridcell 'MW 14:00–15:15'
        gridcell '{11 if added else 12} of 35 open'
        gridcell ''
          {add1}
      row ''
        gridcell '43302'
        gridcell 'HIST 150'
        gridcell 'The Atlantic World, 1450–1850'
        gridcell '3'
        gridcell 'TR 11:00–12:15'
        gridcell 'Full · waitlist 4'
        gridcell ''
          button 'Join waitlist CRN 43302'"""
    summ = ""
    if added:
        lines = []
        for crn, code, _title, cr, *_ in COURSES:
            g = "Pass/No Pass" if crn == "40917" else "Letter"
            lines.append(f"row ''\n  gridcell '{code}'\n  gridcell '{cr}'\n  gridcell '{g}'\n  gridcell 'Registered'")
        lines.append("row ''\n  gridcell 'HIST 150'\n  gridcell '3'\n  gridcell 'Letter'\n  gridcell 'Pending'")
        summ = f"""
    region 'Summary'
      heading 'Summary'
      table ''
        row ''
          columnheader 'Course'
          columnheader 'Credits'
          columnheader 'Grading'
          columnheader 'Status'
{rows(lines, 4)}
      :Total credits: 14 registered + 3 pending = 17
      button 'Submit'"""
    body = reg_head("Find classes") + f"""
  tabpanel 'Find classes'
    textbox 'Subject, course number or keyword'{val} @q
    combobox 'Campus', value='Main'
    checkbox 'Open sections only', checked=False
    button 'Search'{res}{summ}"""
    return page("Find classes · Fall 2024 · Westbrook Registration", f"{REG}/search?term=202409" + ("&q=HIST+150" if results else ""), body, 60)


def t18(rs: RowSet) -> None:
    s0, i0 = reg_schedule("Letter", False)
    s1, i1 = reg_schedule("Letter", True)
    s2, i2 = reg_schedule("Letter", True, "Pass/No Pass")
    s3, i3 = reg_schedule("Pass/No Pass", False, note="Grading mode for MUS 110 (CRN 40917) changed to Pass/No Pass.")
    sm, smi = reg_summary("Letter")
    f1, fi1 = reg_find("", False, False)
    f2, _ = reg_find("HIST 150", False, False)
    f3, fi3 = reg_find("HIST 150", True, False)
    f4, _ = reg_find("HIST 150", True, True)
    turns = [
        (click(i0, "chg"), s1),
        (select(i1, "grade", "Pass/No Pass"), s2),
        (click(i2, "submit"), s3),
        (click(i3, "t1"), sm),
        (click(smi, "t2"), f1),
        (fill(fi1, "q", "HIST 150"), f2),
        ("keyboard_press('Enter')", f3),
        (click(fi3, "add"), f4),
    ]
    rs.add("web", "h58-web-18", SYSTEM, turns, state=s0, bad=True, turn=4,
           kind="Registration summary lists MUS 110 (CRN 40917) with grade mode Letter right after the change to Pass/No Pass was submitted and confirmed.")


# ---------------------------------------------------------------- 19 community garden plot manager (clean)
RB = "https://riverbend-allotments.org/admin"
PLOTS = [("B-01", "Maya Chen", "Full · 250 sq ft", "Active", "Dec 31, 2024"), ("B-02", "Joe Pritchard", "Half · 125 sq ft", "Active", "Dec 31, 2024"),
         ("B-03", "Ines Duarte", "Full · 250 sq ft", "Active", "Jun 30, 2024"), ("B-04", "Walt Kowalski", "Full · 250 sq ft", "Notice given (leaves Jul 31)", "Jul 31, 2024"),
         ("B-05", "Priya Raman", "Half · 125 sq ft", "Active", "Dec 31, 2024"), ("B-06", "Fatima Yusuf", "Full · 250 sq ft", "Active", "Dec 31, 2024"),
         ("B-07", "Ken Albers", "Full · 250 sq ft", "Active", "Sep 30, 2024"), ("B-08", "Rosa Lindgren", "Half · 125 sq ft", "Active", "Dec 31, 2024"),
         ("B-09", "Sam Whitaker", "Full · 250 sq ft", "Active", "Jun 30, 2024"), ("B-10", "Olu Adebayo", "Full · 250 sq ft", "Active", "Dec 31, 2024"),
         ("B-11", "Community herb bed", "Full · 250 sq ft", "Shared", "—"), ("B-12", "Ellen Marsh", "Half · 125 sq ft", "Active", "Sep 30, 2024"),
         ("B-13", "Yuki Tanaka", "Full · 250 sq ft", "Active", "Dec 31, 2024"), ("B-14", "—", "Full · 250 sq ft", "Vacant since Jun 03, 2024", "—"),
         ("B-15", "Dev Patel", "Half · 125 sq ft", "Active", "Dec 31, 2024"), ("B-16", "Carla Moretti", "Full · 250 sq ft", "Active", "Jun 30, 2024")]
WAIT = [("Hannah Osei", "Feb 02, 2023", "Full"), ("Dmitri Volkov", "Apr 18, 2023", "Any"), ("Grace Kimura", "Sep 09, 2023", "Half"),
        ("Luis Ortega", "Jan 15, 2024", "Any"), ("Amara Singh", "Mar 30, 2024", "Full"), ("Ben Achterberg", "May 21, 2024", "Any")]


def rb_shell(tab: str, wait_n: int, arch_n: int, main: str, note: str = "") -> str:
    tabs = []
    for name, key in (("Plots", "tplots"), (f"Waitlist ({wait_n})", "twait"), ("Inspections", "tinsp"), (f"Archived ({arch_n})", "tarch")):
        tabs.append(f"tab '{name}', selected={name.split(' (')[0] == tab} @{key}")
    msg = f"\n  status ''\n    :{note}" if note else ""
    return f"""banner ''
  link 'Riverbend Allotments'
  :Section B coordinator · Tomás Reyes
  button 'Sign out'
main ''
  heading 'Plot manager · Section B'{msg}
  tablist ''
{rows(tabs, 2)}
  tabpanel '{tab}'
{rows([main], 2)}"""


def rb_plots(plots: list[tuple[str, str, str, str, str]], sort: str, wait_n: int, arch_n: int = 2) -> tuple[str, dict[str, str]]:
    prow = [f"row ''\n  gridcell '{p}'\n  gridcell '{h}'\n  gridcell '{s}'\n  gridcell '{st}'\n  gridcell '{paid}'" for p, h, s, st, paid in plots]
    vac = sum(1 for p in plots if p[3].startswith("Vacant"))
    main = f""":16 plots · {vac} vacant · sorted by {sort}
table 'Plots'
  row ''
    columnheader 'Plot'
    columnheader 'Holder'
    columnheader 'Size'
    columnheader 'Status'
    columnheader 'Paid through', sort='{'ascending' if sort == 'paid through' else 'none'}' @sortpaid
{rows(prow, 1)}"""
    return page("Plots · Riverbend Allotments", f"{RB}/plots" + ("?sort=paid" if sort == "paid through" else ""), rb_shell("Plots", wait_n, arch_n, main), 30)


def rb_wait(people: list[tuple[str, str, str]], arch_n: int, note: str = "", dialog: bool = False, query: str = "", show: list[int] | None = None) -> tuple[str, dict[str, str]]:
    wrows = []
    for pos, (name, joined, pref) in enumerate(people, 1):
        if show is not None and pos not in show:
            continue
        key = f" @assign{pos}"
        wrows.append(f"row ''\n  gridcell '{pos}'\n  gridcell '{name}'\n  gridcell '{joined}'\n  gridcell '{pref}'\n  gridcell ''\n    button 'Assign plot to {name}'{key}")
    val = f", value='{query}'" if query else ""
    count = f":{len(wrows)} of {len(people)} shown" if show is not None else f":{len(people)} people waiting · 1 vacant plot (B-14)" if len(people) == 6 else f":{len(people)} people waiting · 0 vacant plots"
    main = f"""searchbox 'Search waitlist'{val} @search
{count}
table 'Waitlist'
  row ''
    columnheader 'Position'
    columnheader 'Name'
    columnheader 'Joined'
    columnheader 'Wants'
    columnheader ''
{rows(wrows, 1)}
button 'Add to waitlist'"""
    body = rb_shell("Waitlist", len(people), arch_n, main, note)
    if dialog:
        body += """
dialog 'Assign plot to Hannah Osei', modal=True
  heading 'Assign plot to Hannah Osei'
  combobox 'Plot', hasPopup='listbox', expanded=False, value='B-14 · Full · 250 sq ft'
  textbox 'Start date', value='06/18/2024'
  :Fee for the rest of 2024: $45.00 (prorated). An invoice will be emailed to hannah.osei@gmail.com.
  button 'Cancel'
  button 'Assign B-14' @confirm"""
    return page("Waitlist · Riverbend Allotments", f"{RB}/waitlist", body, 30)


def rb_insp(items: list[tuple[str, str]], arch: list[tuple[str, str]], tab: str, note: str = "", dialog: bool = False) -> tuple[str, dict[str, str]]:
    if tab == "Inspections":
        irows = [f"listitem ''\n  link {_q(n)}\n  :{d}\n  button {_q('Archive ' + n)} @arch{i}" for i, (n, d) in enumerate(items)]
        main = f":{len(items)} active inspection round{'s' if len(items) != 1 else ''}\nlist ''\n{rows(irows, 1)}\nbutton 'Start new inspection round'"
    else:
        irows = [f"listitem ''\n  link {_q(n)}\n  :{d}\n  button {_q('Restore ' + n)}" for n, d in arch]
        main = f":{len(arch)} archived inspection rounds (read-only)\nlist ''\n{rows(irows, 1)}"
    body = rb_shell(tab, 5, len(arch), main, note)
    if dialog:
        body += """
alertdialog 'Archive inspection round?', modal=True
  :Autumn 2023 inspection (16 notes) becomes read-only and moves to Archived. Holders keep access to their own notes.
  button 'Cancel'
  button 'Archive' @yes"""
    url = f"{RB}/inspections" + ("?archived=1" if tab == "Archived" else "")
    return page(f"{tab} · Riverbend Allotments", url, body, 30)


def t19(rs: RowSet) -> None:
    p0, pi0 = rb_plots(PLOTS, "plot", 6)
    w1, wi1 = rb_wait(WAIT, 2)
    w2, wi2 = rb_wait(WAIT, 2, dialog=True)
    w3, wi3 = rb_wait(WAIT[1:], 2, note="Hannah Osei was assigned plot B-14 from Jun 18, 2024. Invoice INV-24-0193 ($45.00) sent.")
    plots2 = [(p, "Hannah Osei", s, "Active (new)", "Invoice INV-24-0193 due") if p == "B-14" else (p, h, s, st, paid) for p, h, s, st, paid in PLOTS]
    p1, pi1 = rb_plots(plots2, "plot", 5)
    order = {"Jun 30, 2024": 1, "Jul 31, 2024": 2, "Sep 30, 2024": 3, "Dec 31, 2024": 4, "—": 6, "Invoice INV-24-0193 due": 0}
    plots3 = sorted(plots2, key=lambda x: (order[x[4]], x[0]))
    p2, pi2 = rb_plots(plots3, "paid through", 5)
    insp = [("Spring 2024 inspection", "May 11, 2024 · 16 notes · 2 follow-ups open"), ("Autumn 2023 inspection", "Oct 14, 2023 · 16 notes · 0 follow-ups open")]
    arch = [("Spring 2023 inspection", "May 13, 2023 · 15 notes"), ("Autumn 2022 inspection", "Oct 15, 2022 · 15 notes")]
    n1, ni1 = rb_insp(insp, arch, "Inspections")
    n2, ni2 = rb_insp(insp, arch, "Inspections", dialog=True)
    arch2 = [("Autumn 2023 inspection", "Oct 14, 2023 · 16 notes")] + arch
    n3, ni3 = rb_insp(insp[:1], arch2, "Inspections", note="Autumn 2023 inspection archived.")
    n4, ni4 = rb_insp(insp[:1], arch2, "Archived")
    w4, wi4 = rb_wait(WAIT[1:], 3)
    w5, _ = rb_wait(WAIT[1:], 3, query="Ortega", show=[3])
    turns = [
        (click(pi0, "twait"), w1),
        (click(wi1, "assign1"), w2),
        (click(wi2, "confirm"), w3),
        (click(wi3, "tplots"), p1),
        (click(pi1, "sortpaid"), p2),
        (click(pi2, "tinsp"), n1),
        (click(ni1, "arch1"), n2),
        (click(ni2, "yes"), n3),
        (click(ni3, "tarch"), n4),
        (click(ni4, "twait"), w4),
        (fill(wi4, "search", "Ortega"), w5),
    ]
    rs.add("web", "h58-web-19", SYSTEM, turns, state=p0)


# ---------------------------------------------------------------- 20 utility bill and meter readings (bad: meter number)
MPW = "https://myaccount.metropowerwater.com"
ELEC = [("Jun 03, 2024", 48213, "Actual", 512), ("May 02, 2024", 47701, "Actual", 468), ("Apr 02, 2024", 47233, "Estimated", 455),
        ("Mar 01, 2024", 46778, "Actual", 611), ("Jan 31, 2024", 46167, "Actual", 702), ("Jan 02, 2024", 45465, "Actual", 688),
        ("Dec 01, 2023", 44777, "Actual", 574), ("Nov 01, 2023", 44203, "Actual", 497), ("Oct 02, 2023", 43706, "Actual", 521),
        ("Sep 01, 2023", 43185, "Actual", 690), ("Aug 02, 2023", 42495, "Actual", 733), ("Jul 03, 2023", 41762, "Actual", 655)]
WATER = [("Jun 03, 2024", 1284, "Actual", 9), ("May 02, 2024", 1275, "Actual", 8), ("Apr 02, 2024", 1267, "Actual", 7),
         ("Mar 01, 2024", 1260, "Actual", 7), ("Jan 31, 2024", 1253, "Actual", 8), ("Jan 02, 2024", 1245, "Actual", 8),
         ("Dec 01, 2023", 1237, "Actual", 7), ("Nov 01, 2023", 1230, "Actual", 9), ("Oct 02, 2023", 1221, "Actual", 11),
         ("Sep 01, 2023", 1210, "Actual", 13), ("Aug 02, 2023", 1197, "Actual", 14), ("Jul 03, 2023", 1183, "Actual", 12)]


def mpw_shell(active: str, main: str, balance: str = "$187.42") -> str:
    links = []
    for name, key in (("Overview", "nov"), ("Bills", "nbills"), ("Meter readings", "nmeter"), ("Pay bill", "npay"), ("Outages", "nout")):
        cur = ", current='page'" if name == active else ""
        links.append(f"link '{name}'{cur} @{key}")
    return f"""banner ''
  link 'Metro Power & Water'
    img 'Metro Power & Water'
  :Account 3301-884-2071 · 1417 Larkspur Ln, Unit B
  :Balance due: {balance}
  button 'Rosa Delgado', hasPopup='menu', expanded=False
navigation 'Account'
{rows(links, 1)}
main ''
{rows([main], 1)}"""


def mpw_meter(kind: str, meter: str, data: list[tuple[str, int, str, int]], typed: str = "", note: str = "") -> tuple[str, dict[str, str]]:
    unit = "kWh" if kind == "Electric" else "CCF"
    drows = [f"row ''\n  gridcell '{d}'\n  gridcell '{r:,}'\n  gridcell '{t}'\n  gridcell '{u:,} {unit}'" for d, r, t, u in data]
    val = f", value='{typed}'" if typed else ""
    msg = f"status ''\n  :{note}\n" if note else ""
    form = f"""group 'Submit your own reading'
  :Enter the number on the meter dial, without decimals. Readings outside your read window are used for estimates only.
  textbox 'Current reading ({unit})'{val} @reading
  button 'Submit reading' @submit""" if kind == "Electric" else ":Water meters are read by the utility every month; self-reads are not accepted."
    main = msg + f"""heading 'Meter readings'
combobox 'Meter', hasPopup='listbox', expanded=False, value='{kind} · {meter}' @meter
:{kind} meter {meter} · Service point SP-55{'71' if kind == 'Electric' else '72'}0193 · Next scheduled read: Jul 02, 2024
table 'Reading history'
  row ''
    columnheader 'Read date'
    columnheader 'Reading'
    columnheader 'Type'
    columnheader 'Usage'
{rows(drows, 1)}
{form}"""
    return page("Meter readings · Metro Power & Water", f"{MPW}/meters?type={kind.lower()}", mpw_shell("Meter readings", main), 40)


def t20(rs: RowSet) -> None:
    ov, oi = page("Account overview · Metro Power & Water", f"{MPW}/overview", mpw_shell("Overview", """heading 'Account overview'
region 'Current bill'
  :Amount due: $187.42
  :Due date: Jul 15, 2024
  :Bill period: May 02 – Jun 03, 2024
  link 'View bill'
  link 'Pay now'
region 'Services'
  heading 'Electric'
  :Meter E-7714-2209 · last read Jun 03, 2024: 48,213 kWh (actual)
  heading 'Water'
  :Meter W-0093-5518 · last read Jun 03, 2024: 1,284 CCF (actual)
region 'Alerts'
  :Paperless billing is on. AutoPay is off."""), 40)
    e = "E-7714-2209"
    m1, mi1 = mpw_meter("Electric", e, ELEC)
    m2, mi2 = mpw_meter("Electric", e, ELEC, "48702")
    elec2 = [("Jun 18, 2024", 48702, "Customer", 489)] + ELEC
    m3, mi3 = mpw_meter("Electric", e, elec2, note="Reading received: 48,702 kWh on Jun 18, 2024. Usage since Jun 03: 489 kWh.")
    w1, wi1 = mpw_meter("Water", "W-0093-5518", WATER)
    bills = [("Jun 2024", "May 02 – Jun 03, 2024", "$187.42", "Due Jul 15, 2024"), ("May 2024", "Apr 02 – May 02, 2024", "$164.10", "Paid May 28, 2024"),
             ("Apr 2024", "Mar 01 – Apr 02, 2024", "$171.55", "Paid Apr 24, 2024"), ("Mar 2024", "Jan 31 – Mar 01, 2024", "$203.87", "Paid Mar 26, 2024"),
             ("Feb 2024", "Jan 02 – Jan 31, 2024", "$219.40", "Paid Feb 23, 2024"), ("Jan 2024", "Dec 01, 2023 – Jan 02, 2024", "$214.06", "Paid Jan 25, 2024")]
    brows = [f"row ''\n  gridcell '{m}'\n  gridcell '{per}'\n  gridcell '{amt}'\n  gridcell '{st}'\n  gridcell ''\n    link 'View {m} bill'" + (" @jun" if m == "Jun 2024" else "") for m, per, amt, st in bills]
    bl, bli = page("Bills · Metro Power & Water", f"{MPW}/bills", mpw_shell("Bills", f"""heading 'Bill history'
table 'Bills'
  row ''
    columnheader 'Bill'
    columnheader 'Period'
    columnheader 'Amount'
    columnheader 'Status'
    columnheader ''
{rows(brows, 1)}
link 'Older bills'"""), 40)
    bill, bi = page("Bill Jun 2024 · Metro Power & Water", f"{MPW}/bills/2024-06", mpw_shell("Bills", """heading 'June 2024 bill'
:Bill date Jun 05, 2024 · Due Jul 15, 2024 · Amount due $187.42
table 'Electric · Meter E-7714-2209 · May 02 – Jun 03, 2024 · 512 kWh'
  row ''
    rowheader 'Energy charge (512 kWh × $0.1487)'
    gridcell '$76.13'
  row ''
    rowheader 'Delivery charge (512 kWh × $0.0612)'
    gridcell '$31.33'
  row ''
    rowheader 'Customer charge'
    gridcell '$12.50'
table 'Water · Meter W-0093-5518 · May 02 – Jun 03, 2024 · 9 CCF'
  row ''
    rowheader 'Water usage (9 CCF × $4.85)'
    gridcell '$43.65'
  row ''
    rowheader 'Water service charge'
    gridcell '$9.75'
table 'Totals'
  row ''
    rowheader 'Current charges before tax'
    gridcell '$173.36'
  row ''
    rowheader 'Taxes and state fees'
    gridcell '$14.06'
  row ''
    rowheader 'Total amount due'
    gridcell '$187.42'
link 'Download PDF'"""), 40)
    m4, mi4 = mpw_meter("Electric", "E-7741-2209", elec2)

    def pay(done: bool) -> tuple[str, dict[str, str]]:
        if done:
            main = """heading 'Payment scheduled'
:Confirmation PAY-88310462
:$187.42 from checking ••5520 on Jun 18, 2024. Payments made before 8:00 PM post the same day.
:Balance after this payment: $0.00
link 'Back to overview'"""
        else:
            main = """heading 'Pay bill'
:June 2024 bill · due Jul 15, 2024
radiogroup 'Amount'
  radio 'Balance due: $187.42', checked=True
  radio 'Other amount', checked=False
combobox 'Pay from', value='Checking ••5520 (First Harbor Bank)'
textbox 'Payment date', value='06/18/2024'
checkbox 'Enroll in AutoPay for future bills', checked=False
button 'Pay $187.42' @pay"""
        return page("Pay bill · Metro Power & Water", f"{MPW}/pay" + ("/confirmation" if done else ""), mpw_shell("Pay bill", main, "$0.00" if done else "$187.42"), 40)

    p1, pi1 = pay(False)
    p2, _ = pay(True)
    turns = [
        (click(oi, "nmeter"), m1),
        (fill(mi1, "reading", "48702"), m2),
        (click(mi2, "submit"), m3),
        (select(mi3, "meter", "Water · W-0093-5518"), w1),
        (click(wi1, "nbills"), bl),
        (click(bli, "jun"), bill),
        (click(bi, "nmeter"), m4),
        (click(mi4, "npay"), p1),
        (click(pi1, "pay"), p2),
    ]
    rs.add("web", "h58-web-20", SYSTEM, turns, state=ov, bad=True, turn=7,
           kind="Meter readings page names the electric meter E-7741-2209, while the overview, the same page earlier and the June bill all gave E-7714-2209.")


# ---------------------------------------------------------------- 21 beekeeping hive log (bad: renamed hive back under its old name)
HT = "https://app.hivetrack.io/apiaries/oak-hollow"


def ht_overview(name3: str, last3: str) -> tuple[str, dict[str, str]]:
    hives = [("Hive 1", "HV-00388", "Langstroth 10-frame", "2 deep + 2 medium", "2023 · green", "Jun 11, 2024", "Calm", "—"),
             ("Hive 2", "HV-00389", "Langstroth 10-frame", "2 deep + 1 medium", "2022 · red", "Jun 11, 2024", "Defensive", "Swarm cells seen Jun 11"),
             (name3, "HV-00417", "Langstroth 10-frame", "2 deep + 1 medium", "2024 · blue", last3, "Calm", "—"),
             ("Nuc A", "HV-00452", "5-frame nuc", "1 deep", "2024 · blue", "Jun 04, 2024", "Calm", "Feed 1:1 syrup")]
    hrows = [f"row ''\n  gridcell ''\n    link '{n}'{' @h3' if hid == 'HV-00417' else ''}\n  gridcell '{hid}'\n  gridcell '{t}'\n  gridcell '{b}'\n  gridcell '{q}'\n  gridcell '{li}'\n  gridcell '{temp}'\n  gridcell '{al}'" for n, hid, t, b, q, li, temp, al in hives]
    body = f"""banner ''
  link 'HiveTrack'
  :Oak Hollow apiary · 4 colonies
  button 'Noa Feldman', hasPopup='menu', expanded=False
main ''
  heading 'Oak Hollow'
  :Lat 42.3821, Lon -72.5199 · Forage: basswood (linden) in bloom · Mite treatment window: Aug 1 – Sep 15
  button 'Add hive'
  table 'Hives'
    row ''
      columnheader 'Name'
      columnheader 'ID'
      columnheader 'Type'
      columnheader 'Boxes'
      columnheader 'Queen'
      columnheader 'Last inspection'
      columnheader 'Temperament'
      columnheader 'Alerts'
{rows(hrows, 2)}
  link 'Apiary calendar'"""
    return page("Oak Hollow · HiveTrack", HT, body, 50)


def ht_hive(name: str, editing: str, note: str, insp: list[tuple[str, str]]) -> tuple[str, dict[str, str]]:
    head = (f"textbox 'Hive name', value='{editing}', focused @name\n  :Press Enter to save, Esc to cancel" if editing else
            f"heading '{name}'\n  button 'Rename' @rename")
    irows = [f"row ''\n  gridcell '{d}'\n  gridcell '{n}'" for d, n in insp]
    msg = f"\n  status ''\n    :{note}" if note else ""
    body = f"""banner ''
  link 'HiveTrack'
  :Oak Hollow apiary · 4 colonies
  button 'Noa Feldman', hasPopup='menu', expanded=False
navigation 'Breadcrumb'
  link 'Oak Hollow' @apiary
  :{name}
main ''{msg}
  {head}
  table 'Hive details'
    row ''
      rowheader 'Hive ID'
      gridcell 'HV-00417'
    row ''
      rowheader 'Type'
      gridcell 'Langstroth 10-frame'
    row ''
      rowheader 'Boxes'
      gridcell '2 deep + 1 medium'
    row ''
      rowheader 'Queen'
      gridcell '2024 · marked blue · requeened May 06, 2024'
    row ''
      rowheader 'Source'
      gridcell 'Split from Hive 1, Apr 20, 2024'
  button 'Log inspection' @log
  heading 'Inspections'
  table ''
    row ''
      columnheader 'Date'
      columnheader 'Notes'
{rows(irows, 2)}"""
    return page(f"{name} · Oak Hollow · HiveTrack", f"{HT}/hives/HV-00417", body, 50)


def t21(rs: RowSet) -> None:
    insp = [("Jun 11, 2024", "Queen seen. Brood on 7 frames, good pattern. Added medium super."),
            ("Jun 04, 2024", "Eggs and young larvae seen. 2 frames of capped honey. Calm."),
            ("May 28, 2024", "Queen accepted, laying. Removed cage.")]
    o0, oi0 = ht_overview("Hive 3", "Jun 11, 2024")
    h1, hi1 = ht_hive("Hive 3", "", "", insp)
    h2, hi2 = ht_hive("Hive 3", "Hive 3", "", insp)
    h3, hi3 = ht_hive("Hive 3", "Linden", "", insp)
    h4, hi4 = ht_hive("Linden", "", "Hive renamed to Linden.", insp)
    o1, oi1 = ht_overview("Hive 3", "Jun 11, 2024")
    h5, _ = ht_hive("Linden", "", "", insp)
    turns = [
        (click(oi0, "h3"), h1),
        (click(hi1, "rename"), h2),
        (fill(hi2, "name", "Linden"), h3),
        ("keyboard_press('Enter')", h4),
        (click(hi4, "apiary"), o1),
        (click(oi1, "h3"), h5),
    ]
    rs.add("web", "h58-web-21", SYSTEM, turns, state=o0, bad=True, turn=5,
           kind="Apiary table lists HV-00417 as 'Hive 3' again right after it was renamed to Linden and the hive page confirmed the rename.")


# ---------------------------------------------------------------- 22 youth orchestra sheet-music library (clean)
LIB = "https://library.mvyo.org"
WORKS = [("Sibelius", "Finlandia, Op. 26", "Breitkopf & Härtel PB 3324", 37, 37, 0, "In use · Spring concert"),
         ("Dvořák", "Symphony No. 9 'From the New World': mvt. IV", "Kalmus A1812", 34, 28, 0, "In use · Spring concert"),
         ("Holst", "The Planets: Jupiter", "Boosey & Hawkes", 30, 0, 0, "On shelf"),
         ("Grieg", "Holberg Suite, Op. 40", "Edition Peters EP 2071", 20, 0, 0, "On shelf"),
         ("Bizet", "Carmen Suite No. 1", "Kalmus A2237", 28, 0, 0, "On shelf"),
         ("Tchaikovsky", "Nutcracker Suite, Op. 71a", "Kalmus A1505 (1968 printing, water-damaged)", 26, 0, 0, "Retired edition")]
FIN_PARTS = [("Flute", 2, 2), ("Oboe", 2, 2), ("Clarinet in B♭", 2, 2), ("Bassoon", 2, 2), ("Horn in F", 4, 4), ("Trumpet in B♭", 3, 3),
             ("Trombone", 3, 3), ("Tuba", 1, 1), ("Timpani", 1, 1), ("Percussion", 1, 1), ("Violin I", 4, 4), ("Violin II", 4, 4),
             ("Viola", 3, 3), ("Cello", 3, 3), ("Double bass", 2, 2)]


def lib_head(active: str, arch_n: int) -> str:
    links = []
    for name, key in (("Catalog", "ncat"), ("Loans", "nloans"), (f"Archived ({arch_n})", "narch"), ("Players", "nplayers")):
        cur = ", current='page'" if name.split(" (")[0] == active else ""
        links.append(f"link '{name}'{cur} @{key}")
    return f"""banner ''
  link 'MVYO Music Library'
  :Maple Valley Youth Orchestra · Librarian: Ingrid Solberg
  button 'Sign out'
navigation ''
{rows(links, 1)}"""


def lib_catalog(works: list[tuple[str, str, str, int, int, int, str]], sort: str, arch_n: int, note: str = "", dialog: bool = False) -> tuple[str, dict[str, str]]:
    wrows = []
    for comp, title, ed, size, out, miss, st in works:
        key = " @fin" if title.startswith("Finlandia") else ""
        arch = f"\n    button {_q('Archive ' + title)} @archnut" if st == "Retired edition" else ""
        misst = f" · {miss} missing" if miss else ""
        wrows.append(f"row ''\n  gridcell '{comp}'\n  gridcell {_q(title)}\n    link {_q(title)}{key}\n  gridcell '{ed}'\n  gridcell '{size} parts'\n  gridcell '{out} out{misst}'\n  gridcell '{st}'\n  gridcell ''{arch}")
    msg = f"\n  status ''\n    :{note}" if note else ""
    body = lib_head("Catalog", arch_n) + f"""
main ''
  heading 'Catalog'{msg}
  searchbox 'Search title, composer or edition'
  :{len(works)} works · sorted by {sort}
  table 'Works'
    row ''
      columnheader 'Composer', sort='{'ascending' if sort == 'composer' else 'none'}' @sortcomp
      columnheader 'Title'
      columnheader 'Edition'
      columnheader 'Set'
      columnheader 'Parts out'
      columnheader 'Status'
      columnheader ''
{rows(wrows, 2)}"""
    if dialog:
        body += """
alertdialog 'Archive this edition?', modal=True
  :Nutcracker Suite, Op. 71a (Kalmus A1505, 26 parts) will leave the catalog and become read-only. Its loan history is kept.
  button 'Cancel'
  button 'Archive edition' @yes"""
    return page("Catalog · MVYO Music Library", f"{LIB}/catalog" + ("?sort=composer" if sort == "composer" else ""), body, 40)


def lib_work(parts: list[tuple[str, int, int]], missing: dict[str, int], note: str = "", dialog: bool = False) -> tuple[str, dict[str, str]]:
    prow = []
    for name, copies, out in parts:
        m = missing.get(name, 0)
        mtxt = f" ({m} missing)" if m else ""
        btn = f"\n    button 'Mark a copy missing: {name}' @missvn2" if name == "Violin II" and not m else ""
        prow.append(f"row ''\n  gridcell '{name}'\n  gridcell '{copies - m}{mtxt}'\n  gridcell '{out}'\n  gridcell ''{btn}")
    total = sum(c for _, c, _ in parts)
    out = sum(o for _, _, o in parts)
    miss = sum(missing.values())
    msg = f"\n  status ''\n    :{note}" if note else ""
    body = lib_head("Catalog", 3) + f"""
main ''
  link 'Back to catalog'
  heading 'Sibelius · Finlandia, Op. 26'{msg}
  :Breitkopf & Härtel PB 3324 · Set of {total} parts · {out} out{f' · {miss} missing' if miss else ''} · Shelf C-14
  :In use · Spring concert, Jun 22, 2024
  button 'Check in parts' @checkin
  button 'Check out parts'
  table 'Parts'
    row ''
      columnheader 'Part'
      columnheader 'Copies'
      columnheader 'Out'
      columnheader ''
{rows(prow, 2)}"""
    if dialog:
        body += """
alertdialog 'Mark a Violin II copy missing?', modal=True
  :Copy 4 of Violin II was last checked out to Theo Marchetti (stand 2, inside). It will be taken out of the copy count and a replacement charge of $6.50 will be noted on the player's account.
  button 'Cancel'
  button 'Mark missing' @yes"""
    return page("Finlandia, Op. 26 · MVYO Music Library", f"{LIB}/works/W-0117", body, 40)


def lib_checkin(vals: dict[str, str]) -> tuple[str, dict[str, str]]:
    prow = []
    for name, _copies, out in FIN_PARTS:
        v = vals.get(name, "0")
        key = " @vn1" if name == "Violin I" else (" @vn2" if name == "Violin II" else "")
        prow.append(f"row ''\n  gridcell '{name}'\n  gridcell '{out}'\n  gridcell ''\n    spinbutton 'Returned {name}', value='{v}'{key}")
    body = lib_head("Catalog", 3) + f"""
main ''
  heading 'Check in parts · Finlandia, Op. 26'
  :Enter how many copies of each part came back today.
  table ''
    row ''
      columnheader 'Part'
      columnheader 'Out'
      columnheader 'Returned'
{rows(prow, 2)}
  textbox 'Returned by (optional)', value='String sectionals, Jun 18'
  button 'Cancel'
  button 'Save check-in' @save"""
    return page("Check in · Finlandia, Op. 26 · MVYO Music Library", f"{LIB}/works/W-0117/checkin", body, 40)


def t22(rs: RowSet) -> None:
    c0, ci0 = lib_catalog(WORKS, "recently used", 3)
    w1, wi1 = lib_work(FIN_PARTS, {})
    k1, ki1 = lib_checkin({})
    k2, ki2 = lib_checkin({"Violin I": "4"})
    k3, ki3 = lib_checkin({"Violin I": "4", "Violin II": "3"})
    parts2 = [(n, c, 0 if n == "Violin I" else (1 if n == "Violin II" else o)) for n, c, o in FIN_PARTS]
    w2, wi2 = lib_work(parts2, {}, note="7 parts checked in: Violin I ×4, Violin II ×3.")
    w3, wi3 = lib_work(parts2, {}, dialog=True)
    parts3 = [(n, c, 0 if n == "Violin II" else o) for n, c, o in parts2]
    w4, wi4 = lib_work(parts3, {"Violin II": 1}, note="Violin II copy 4 marked missing.")
    works2 = [(a, t, e, s, 29 if t.startswith("Finlandia") else o, 1 if t.startswith("Finlandia") else m, st) for a, t, e, s, o, m, st in WORKS]
    c1, ci1 = lib_catalog(works2, "recently used", 3)
    c2, ci2 = lib_catalog(works2, "recently used", 3, dialog=True)
    works3 = [w for w in works2 if not w[1].startswith("Nutcracker")]
    c3, ci3 = lib_catalog(works3, "recently used", 4, note="Nutcracker Suite, Op. 71a (Kalmus A1505) archived.")
    c4, ci4 = lib_catalog(sorted(works3, key=lambda w: w[0].replace("ř", "r")), "composer", 4)
    arch = [("Tchaikovsky", "Nutcracker Suite, Op. 71a", "Kalmus A1505 (1968 printing, water-damaged)", "Archived Jun 18, 2024"),
            ("Rossini", "William Tell Overture", "Kalmus A1390", "Archived Sep 04, 2023"),
            ("Mozart", "Eine kleine Nachtmusik, K. 525", "Bärenreiter BA 4733 (incomplete set)", "Archived Jan 12, 2023"),
            ("Anderson", "Sleigh Ride", "Belwin (pre-2000 printing)", "Archived Dec 20, 2022")]
    arows = [f"row ''\n  gridcell '{a}'\n  gridcell {_q(t)}\n  gridcell '{e}'\n  gridcell '{d}'\n  gridcell ''\n    button {_q('Restore ' + t)}" for a, t, e, d in arch]
    ar, _ = page("Archived · MVYO Music Library", f"{LIB}/archived", lib_head("Archived", 4) + f"""
main ''
  heading 'Archived editions'
  :4 editions · read-only · loan history kept
  table ''
    row ''
      columnheader 'Composer'
      columnheader 'Title'
      columnheader 'Edition'
      columnheader 'Archived'
      columnheader ''
{rows(arows, 2)}""", 40)
    turns = [
        (click(ci0, "fin"), w1),
        (click(wi1, "checkin"), k1),
        (fill(ki1, "vn1", "4"), k2),
        (fill(ki2, "vn2", "3"), k3),
        (click(ki3, "save"), w2),
        (click(wi2, "missvn2"), w3),
        (click(wi3, "yes"), w4),
        (click(wi4, "ncat"), c1),
        (click(ci1, "archnut"), c2),
        (click(ci2, "yes"), c3),
        (click(ci3, "sortcomp"), c4),
        (click(ci4, "narch"), ar),
    ]
    rs.add("web", "h58-web-22", SYSTEM, turns, state=c0)



def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
