# ruff: noqa: E501
"""Held-out set 55, domain ``web``: 22 BrowserGym trajectories on element bids.

Each observation is the page's accessibility tree with bids, as WebArena / BrowserGym print it. Eleven
trajectories hold exactly one contradiction (one detail of something shown earlier comes back different
with no action in between that could change it); eleven are clean but full of legitimate changes (edits,
re-sorted lists, live counters, new entries, the same data in another view).
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state
3. **Browser Action**: A browser control action

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

---

# Action Space

```text
noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str)
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

Before producing the final answer:
1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current page state representation format exactly (the URL line, then the accessibility tree with `[bid] role 'name'` nodes, one per line, indented with tabs).
The predicted next page state should follow the same representation schema, structure, and level of detail as the current page state.
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def R(depth: int, text: str) -> str:
    """Pre-rendered lines for a page body: 2-space relative indentation, placed at ``depth``."""
    out = []
    for raw in text.split("\n"):
        if not raw.strip():
            continue
        s = raw.lstrip(" ")
        out.append("@" + "\t" * (depth + (len(raw) - len(s)) // 2) + s)
    return "\n".join(out)


def page(title: str, url: str, body: str) -> str:
    """A BrowserGym accessibility tree from a body written with 2-space indentation (``@`` lines are pre-rendered)."""
    out: list[str] = []
    base: int | None = None
    for raw in body.split("\n"):
        if not raw.strip():
            continue
        if raw.startswith("@"):
            out.append(raw[1:])
            continue
        s = raw.lstrip(" ")
        ind = len(raw) - len(s)
        if base is None:
            base = ind
        assert ind >= base, (title, raw)
        out.append("\t" * ((ind - base) // 2) + s)
    prev = -1
    for ln in out:
        depth = len(ln) - len(ln.lstrip("\t"))
        assert depth <= prev + 1, (title, ln)
        assert '"' in ln or ln.count("'") % 2 == 0, (title, ln)
        prev = depth
    return f"URL: {url}\nRootWebArea {title!r}, focused\n" + "\n".join("\t" + ln for ln in out)


def money(x: float) -> str:
    return f"${x:,.2f}"


def modal(base_page: str, text: str) -> str:
    """A page with a modal dialog (2-space relative indentation) appended as a child of the root."""
    out = []
    for raw in text.strip("\n").split("\n"):
        s = raw.lstrip(" ")
        out.append("\t" * (1 + (len(raw) - len(s)) // 2) + s)
    return base_page + "\n" + "\n".join(out)


# ---------------------------------------------------------------- 01 OneStopShop store (clean)
def t01(rs: RowSet) -> None:
    base = "http://localhost:7770"

    def header(cart: int, query: str = "") -> str:
        val = f" value='{query}'" if query else ""
        return R(0, f"""[129] banner ''
  [132] list ''
    [133] listitem ''
      StaticText 'Welcome, Emma Lopez!'
    [134] listitem ''
      [135] link 'My Account'
    [136] listitem ''
      [137] link 'My Wish List'
    [138] listitem ''
      [139] link 'Sign Out'
  [142] link 'store logo'
    [143] img 'one_stop_market_logo'
  [144] link 'My Cart'
    StaticText '{cart}'
    StaticText 'items'
  [147] Section ''
    [149] combobox 'Search'{val}, autocomplete='both', hasPopup='listbox', expanded=False
    [151] link 'Advanced Search'
    [152] button 'Search', disabled={'False' if query else 'True'}
[170] tablist '', multiselectable=False, orientation='horizontal'
  [172] tabpanel ''
    [174] menu '', orientation='vertical'
      [176] menuitem 'Beauty & Personal Care', hasPopup='menu'
      [178] menuitem 'Sports & Outdoors', hasPopup='menu'
      [180] menuitem 'Clothing, Shoes & Jewelry', hasPopup='menu'
      [182] menuitem 'Home & Kitchen', hasPopup='menu'
      [184] menuitem 'Office Products', hasPopup='menu'
      [186] menuitem 'Tools & Home Improvement', hasPopup='menu'
      [188] menuitem 'Health & Household', hasPopup='menu'
      [190] menuitem 'Patio, Lawn & Garden', hasPopup='menu'
      [192] menuitem 'Electronics', hasPopup='menu'
      [194] menuitem 'Cell Phones & Accessories', hasPopup='menu'
      [196] menuitem 'Video Games', hasPopup='menu'
      [198] menuitem 'Grocery & Gourmet Food', hasPopup='menu'""")

    footer = R(0, """[1402] contentinfo ''
  [1404] textbox 'Sign Up for Our Newsletter:', required
  [1405] button 'Subscribe'
  [1407] link 'Privacy and Cookie Policy'
  [1408] link 'Search Terms'
  [1409] link 'Advanced Search'
  [1410] link 'Contact Us'
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'
  StaticText 'Help Us Keep Magento Healthy'
  [1413] link 'Report All Bugs'""")

    def home(cart: int, query: str = "") -> str:
        return page("One Stop Market", f"{base}/", f"""
{header(cart, query)}
        [214] main ''
          [218] heading 'One Stop Market'
          StaticText 'Product Showcases'
          [226] list ''
            [227] listitem ''
              [229] img 'Image'
              [231] link 'Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.'
              StaticText 'Rating:'
              StaticText '20%'
              [236] link '1 Review'
              StaticText '$19.99'
              [240] button 'Add to Cart'
            [246] listitem ''
              [248] img 'Image'
              [250] link 'V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24'
              StaticText 'Rating:'
              StaticText '57%'
              [255] link '12 Reviews'
              StaticText '$14.47'
              [259] button 'Add to Cart'
            [265] listitem ''
              [267] img 'Image'
              [269] link 'Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch'
              StaticText 'Rating:'
              StaticText '95%'
              [274] link '4 Reviews'
              StaticText '$19.36'
              [278] button 'Add to Cart'
            [284] listitem ''
              [286] img 'Image'
              [288] link 'Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ'
              StaticText 'Rating:'
              StaticText '63%'
              [293] link '23 Reviews'
              StaticText '$23.50'
              [297] button 'Add to Cart'
            [303] listitem ''
              [305] img 'Image'
              [307] link 'So Delicious Dairy Free CocoWhip Light, Vegan, Non-GMO Project Verified, 9 oz. Tub'
              StaticText 'Rating:'
              StaticText '78%'
              [312] link '3 Reviews'
              StaticText '$15.62'
              [316] button 'Add to Cart'
{footer}""")

    pool = [
        ("Jade Leaf Matcha Green Tea Powder - Organic, Culinary Grade - Premium Japanese Import (1.06 Ounce)", 9.95, "78%", 12),
        ("Matcha Konomi Organic Ceremonial Grade Matcha Green Tea Powder, 30g Tin", 27.99, "90%", 6),
        ("Encha Ceremonial Grade First Harvest Organic Matcha Green Tea Powder, 30g", 29.95, "96%", 9),
        ("Navitas Organics Matcha Powder, 3 oz. Bag, 42 Servings", 18.49, "80%", 4),
        ("Domatcha Summer Harvest Matcha Green Tea Powder 80g", 34.00, "85%", 2),
        ("Aiya Authentic Japanese Matcha Culinary Grade 100g Pouch", 16.99, "70%", 7),
        ("Matcha DNA Certified Organic Matcha Green Tea Powder - Culinary Grade, 4 oz Tin", 12.79, "74%", 15),
        ("Ito En Matcha Green Tea, Zero Sugar, Unsweetened, 11.8 Fl Oz (Pack of 12)", 23.88, "82%", 31),
        ("Pure Matcha Latte Mix, Barista Style, Sweetened, 10.6 oz", 13.25, "60%", 3),
        ("Starbucks Teavana Matcha Green Tea Latte Powder Mix, 1.5 lb Bag", 21.40, "88%", 19),
        ("Tenzo Matcha Green Tea Powder Organic Ceremonial Grade 2.2oz", 31.50, "92%", 11),
        ("Golde Pure Matcha Powder, Japanese Grade A, 1.41 oz", 26.00, "76%", 5),
        ("Matcha Love Unsweetened Matcha Single Serve Packets, 10 ct", 8.79, "68%", 8),
        ("Kirkland Signature Matcha Green Tea Powder Culinary Grade, 8 oz", 11.49, "84%", 22),
        ("Epic Matcha Everyday Matcha Powder Sampler, 6 Stick Packs", 6.99, "55%", 2),
        ("Ujido Japanese Matcha Green Tea Powder Culinary Grade 3.5 oz", 10.40, "72%", 6),
        ("Mizuba Tea Co. Daily Matcha, 30g Bag", 15.00, "81%", 3),
        ("Chalait Matcha Sticks Ceremonial, Pack of 12 x 1g", 14.60, "66%", 4),
        ("DoMatcha Organic Matcha Sticks, 8 Servings", 7.95, "73%", 9),
    ]
    relevance = pool[:12]
    by_price = sorted(pool, key=lambda p: p[1])[:12]

    def results(items: list[tuple[str, float, str, int]], sort: str, cart: int) -> str:
        lines = []
        bid = 1021
        for name, price, rating, reviews in items:
            lines.append(f"""[{bid}] listitem ''
  [{bid + 2}] img 'Image'
  [{bid + 4}] link '{name}'
  StaticText 'Rating:'
  StaticText '{rating}'
  [{bid + 8}] link '{reviews} Review{'s' if reviews != 1 else ''}'
  StaticText '{money(price)}'
  [{bid + 12}] button 'Add to Cart'
  [{bid + 14}] button 'Add to Wish List'
  [{bid + 15}] button 'Add to Compare'""")
            bid += 19
        return page("Search results for: 'matcha powder'", f"{base}/catalogsearch/result/index/?q=matcha+powder" + ("&product_list_order=price" if sort == "Price" else ""), f"""
{header(cart, 'matcha powder')}
        [930] main ''
          [934] heading "Search results for: 'matcha powder'"
          StaticText 'Related search terms'
          [939] link 'matcha'
          [940] link 'matcha latte'
          [945] link 'View as Grid'
          [946] link 'View as List'
          StaticText 'Items 1-12 of 37'
          StaticText 'Sort By'
          [951] combobox 'Sort By' value='{sort}', hasPopup='menu', expanded=False
            [952] option 'Relevance', selected={'True' if sort == 'Relevance' else 'False'}
            [953] option 'Product Name', selected=False
            [954] option 'Price', selected={'True' if sort == 'Price' else 'False'}
          [956] link 'Set Descending Direction'
          [1019] list ''
{R(2, chr(10).join(lines))}
          [1260] list ''
            StaticText "You're currently reading page"
            [1262] listitem ''
              StaticText '1'
            [1263] listitem ''
              [1264] link 'Page 2'
            [1265] listitem ''
              [1266] link 'Page 3'
            [1267] listitem ''
              [1268] link 'Page Next'
          StaticText 'Show'
          [1272] combobox 'Show' value='12', hasPopup='menu', expanded=False
          StaticText 'per page'
{footer}""")

    jade = pool[0][0]

    def product(cart: int, qty: str, added: bool) -> str:
        msg = R(1, f"""[540] alert '', live='assertive', atomic, relevant='additions text'
  StaticText 'You added {jade} to your '
  [542] link 'shopping cart'
  StaticText '.'""") if added else ""
        return page(jade, f"{base}/jade-leaf-matcha-green-tea-powder-organic-culinary-grade-premium-japanese-import-1-06-ounce.html", f"""
{header(cart)}
        [530] main ''
{msg}
          [548] heading '{jade}'
          StaticText 'Rating:'
          StaticText '78%'
          [553] link '12 Reviews'
          [554] link 'Add Your Review'
          StaticText '$9.95'
          StaticText 'In stock'
          StaticText 'SKU'
          StaticText 'B00PFDH0IC'
          StaticText 'Qty'
          [566] spinbutton 'Qty' value='{qty}', required
          [567] button 'Add to Cart'
          [570] link 'Add to Wish List'
          [571] link 'Add to Compare'
          [572] link 'Email'
          [577] tablist '', multiselectable=False, orientation='horizontal'
            [579] tab 'Details', selected=True, controls='description'
            [581] tab 'Reviews (12)', selected=False, controls='reviews'
          [583] tabpanel 'Details'
            StaticText 'Product Quick View:'
            StaticText 'CULINARY GRADE MATCHA: Jade Leaf Culinary Grade matcha is crafted for cooking and baking, with a bold flavor that holds up in lattes, smoothies and baked goods.'
            StaticText 'ORGANIC, FROM JAPAN: Sourced directly from family farms in the Uji and Kagoshima regions of Japan; USDA and JAS certified organic.'
            StaticText 'SIZE: 1.06 ounce (30 g) pouch, about 15 servings.'
          StaticText 'Related Products'
          [601] link 'Navitas Organics Matcha Powder, 3 oz. Bag, 42 Servings'
          [605] link 'Ujido Japanese Matcha Green Tea Powder Culinary Grade 3.5 oz'
{footer}""")

    def cart_page(almond_qty: str, shown_almond: int, total_items: int) -> str:
        alm = 8.49 * shown_almond
        jl = 9.95 * 2
        sub = alm + jl
        return page("Shopping Cart", f"{base}/checkout/cart/", f"""
{header(total_items)}
        [700] main ''
          [704] heading 'Shopping Cart'
          [712] table 'Shopping Cart Items'
            [714] rowgroup ''
              [715] row ''
                [716] columnheader 'Item'
                [717] columnheader 'Price'
                [718] columnheader 'Qty'
                [719] columnheader 'Subtotal'
            [721] rowgroup ''
              [722] row ''
                [723] gridcell 'Blue Diamond Almonds, Lightly Salted, 25 Ounce'
                  [725] link 'Blue Diamond Almonds, Lightly Salted, 25 Ounce'
                [727] gridcell '$8.49'
                [729] gridcell 'Qty'
                  [731] spinbutton 'Qty' value='{almond_qty}'
                [733] gridcell '{money(alm)}'
              [735] row ''
                [737] link 'Edit item parameters'
                [738] link 'Remove item'
            [741] rowgroup ''
              [742] row ''
                [743] gridcell '{jade}'
                  [745] link '{jade}'
                [747] gridcell '$9.95'
                [749] gridcell 'Qty'
                  [751] spinbutton 'Qty' value='2'
                [753] gridcell '{money(jl)}'
              [755] row ''
                [757] link 'Edit item parameters'
                [758] link 'Remove item'
          [762] link 'Continue Shopping'
          [763] button 'Update Shopping Cart'
          [766] button 'Apply Discount Code', expanded=False
          [780] heading 'Summary'
          [782] tab 'Estimate Shipping and Tax', selected=False, expanded=False
          [790] table ''
            [792] row ''
              [793] rowheader 'Subtotal'
              [794] gridcell '{money(sub)}'
            [796] row ''
              [797] rowheader 'Tax'
              [798] gridcell '$0.00'
            [800] row ''
              [801] rowheader 'Order Total'
              [802] gridcell '{money(sub)}'
          [806] button 'Proceed to Checkout'
          [808] link 'Check Out with Multiple Addresses'
{footer}""")

    state = home(1)
    turns = [
        ("fill('149', 'matcha powder')", home(1, "matcha powder")),
        ("keyboard_press('Enter')", results(relevance, "Relevance", 1)),
        ("select_option('951', 'Price')", results(by_price, "Price", 1)),
        (f"click('{1021 + 19 * by_price.index(pool[0]) + 4}')", product(1, "1", False)),
        ("fill('566', '2')", product(1, "2", False)),
        ("click('567')", product(3, "2", True)),
        ("click('542')", cart_page("1", 1, 3)),
        ("fill('731', '3')", cart_page("3", 1, 3)),
        ("click('763')", cart_page("3", 3, 5)),
    ]
    rs.add("web", "h55-web-01", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 02 smart-home vendor portal (bad: setting reverts)
def t02(rs: RowSet) -> None:
    base = "https://account.lumorahome.com"

    nav = R(0, """[21] banner ''
  [23] link 'Lumora Home'
    [24] img 'Lumora Home'
  [26] navigation 'Account'
    [28] link 'Overview'
    [29] link 'Devices'
    [30] link 'Automations'
    [31] link 'Activity'
    [32] link 'Subscriptions'
    [33] link 'Account settings'
  [36] button 'Hannah Whitfield', hasPopup='menu', expanded=False
  [38] link 'Sign out'""")
    foot = R(0, """[890] contentinfo ''
  StaticText '© 2024 Lumora Home, Inc.'
  [892] link 'Privacy'
  [893] link 'Terms'
  [894] link 'Support'
  StaticText 'Home: 418 Maple Street · Hub LH1-5520-91AC'""")

    def devices(cam_auto: str, cam_seen: str, thermo_seen: str, lock_seen: str) -> str:
        rows = [
            ("Hallway Thermostat", "Hallway", "LT4 Pro", "5.2.1", "On", "Online", thermo_seen),
            ("Front Door Lock", "Entry", "LL2 Deadbolt", "2.9.0", "On", "Online", lock_seen),
            ("Garage Camera", "Garage", "LC3 Outdoor", "3.8.14", cam_auto, "Online", cam_seen),
            ("Basement Leak Sensor", "Basement", "LS1", "1.4.7", "Off", "Offline", "Jun 8, 2024 11:52 PM"),
            ("Living Room Hub", "Living room", "LH1 Bridge", "7.0.3", "On", "Online", "Just now"),
        ]
        lines = []
        bid = 120
        for r in rows:
            lines.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{r[0]}'
    [{bid + 2}] link '{r[0]}'
  [{bid + 3}] cell '{r[1]}'
  [{bid + 4}] cell '{r[2]}'
  [{bid + 5}] cell '{r[3]}'
  [{bid + 6}] cell '{r[4]}'
  [{bid + 7}] cell '{r[5]}'
  [{bid + 8}] cell '{r[6]}'""")
            bid += 10
        return page("Devices · Lumora Home", f"{base}/devices", f"""
{nav}
        [60] main ''
          [62] heading 'Devices'
          StaticText '5 devices · 4 online · 1 offline'
          [66] button 'Add a device'
          [68] searchbox 'Filter devices'
          [70] combobox 'Room' value='All rooms', hasPopup='menu', expanded=False
          [110] table ''
            [111] row ''
              [112] columnheader 'Device'
              [113] columnheader 'Room'
              [114] columnheader 'Model'
              [115] columnheader 'Firmware'
              [116] columnheader 'Auto-update'
              [117] columnheader 'Status'
              [118] columnheader 'Last seen'
{R(2, chr(10).join(lines))}
          StaticText 'Firmware last checked Jun 11, 2024 1:00 PM. All online devices are on the latest version.'
{foot}""")

    def camera(auto: bool, dirty: bool, saved: bool) -> str:
        alert = R(1, """[205] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Settings saved for Garage Camera.'""") if saved else ""
        return page("Garage Camera · Lumora Home", f"{base}/devices/cam-0b7f22d9", f"""
{nav}
        [200] main ''
{alert}
          [208] link 'Devices'
          [210] heading 'Garage Camera'
          StaticText 'Online · Garage'
          [214] group 'Device information'
            StaticText 'Model'
            StaticText 'LC3 Outdoor'
            StaticText 'Serial number'
            StaticText 'LC3-0B7F-22D9'
            StaticText 'MAC address'
            StaticText '3C:71:BF:4A:9E:12'
            StaticText 'IP address'
            StaticText '192.168.1.47'
            StaticText 'Wi-Fi signal'
            StaticText '-58 dBm (Good)'
            StaticText 'Firmware'
            StaticText '3.8.14 (latest)'
          [240] group 'Settings'
            [242] combobox 'Motion sensitivity' value='Medium', hasPopup='menu', expanded=False
            [244] combobox 'Night vision' value='Auto', hasPopup='menu', expanded=False
            [246] combobox 'Recording' value='Cloud — 7-day history', hasPopup='menu', expanded=False
            [248] checkbox 'Automatically install firmware updates', checked='{str(auto).lower()}'
            [250] checkbox 'Status light', checked='true'
            [252] checkbox 'Record audio', checked='false'
            [256] button 'Save changes'{'' if dirty else ', disabled=True'}
            [257] button 'Cancel'
          [260] heading 'Recent events'
          [262] list ''
            [263] listitem ''
              StaticText 'Motion detected'
              StaticText 'Today, 2:02 PM'
              [266] link 'View clip (0:14)'
            [267] listitem ''
              StaticText 'Motion detected'
              StaticText 'Today, 1:37 PM'
              [270] link 'View clip (0:22)'
            [271] listitem ''
              StaticText 'Person detected'
              StaticText 'Today, 9:18 AM'
              [274] link 'View clip (0:31)'
          [278] button 'Remove device'
{foot}""")

    activity = page("Activity · Lumora Home", f"{base}/activity", f"""
{nav}
        [300] main ''
          [302] heading 'Activity'
          [304] combobox 'Device' value='All devices', hasPopup='menu', expanded=False
          [306] combobox 'Period' value='Last 24 hours', hasPopup='menu', expanded=False
          [310] table ''
            [311] row ''
              [312] columnheader 'Time'
              [313] columnheader 'Device'
              [314] columnheader 'Event'
              [315] columnheader 'By'
            [317] row ''
              [318] cell 'Jun 11, 2024 2:06 PM'
              [319] cell 'Garage Camera'
              [320] cell 'Firmware auto-update turned off'
              [321] cell 'Hannah Whitfield (web)'
            [323] row ''
              [324] cell 'Jun 11, 2024 2:02 PM'
              [325] cell 'Garage Camera'
              [326] cell 'Motion detected'
              [327] cell 'Device'
            [329] row ''
              [330] cell 'Jun 11, 2024 1:48 PM'
              [331] cell 'Front Door Lock'
              [332] cell 'Locked (auto-lock after 5 min)'
              [333] cell 'Device'
            [335] row ''
              [336] cell 'Jun 11, 2024 1:43 PM'
              [337] cell 'Front Door Lock'
              [338] cell 'Unlocked with code (Dog walker)'
              [339] cell 'Keypad'
            [341] row ''
              [342] cell 'Jun 11, 2024 1:37 PM'
              [343] cell 'Garage Camera'
              [344] cell 'Motion detected'
              [345] cell 'Device'
            [347] row ''
              [348] cell 'Jun 11, 2024 12:00 PM'
              [349] cell 'Hallway Thermostat'
              [350] cell 'Schedule: Day — range 68–76°F'
              [351] cell 'Schedule'
            [353] row ''
              [354] cell 'Jun 11, 2024 9:18 AM'
              [355] cell 'Garage Camera'
              [356] cell 'Person detected'
              [357] cell 'Device'
            [359] row ''
              [360] cell 'Jun 11, 2024 7:30 AM'
              [361] cell 'Hallway Thermostat'
              [362] cell 'Eco mode off (someone home)'
              [363] cell 'Home/Away assist'
            [365] row ''
              [366] cell 'Jun 10, 2024 11:52 PM'
              [367] cell 'Basement Leak Sensor'
              [368] cell 'Went offline (battery 3%)'
              [369] cell 'Device'
          StaticText 'Showing 9 events'
          [372] button 'Export CSV'
{foot}""")

    def thermostat(eco_low: str, dirty: bool) -> str:
        return page("Hallway Thermostat · Lumora Home", f"{base}/devices/thm-41c8a05e", f"""
{nav}
        [400] main ''
          [402] link 'Devices'
          [404] heading 'Hallway Thermostat'
          StaticText 'Online · Hallway'
          StaticText 'Indoor 71°F · Humidity 44%'
          StaticText 'Mode: Heat · Cool (auto) · Range 68–76°F · Now idle'
          [412] group 'Device information'
            StaticText 'Model'
            StaticText 'LT4 Pro'
            StaticText 'Serial number'
            StaticText 'LT4-41C8-A05E'
            StaticText 'Firmware'
            StaticText '5.2.1 (latest)'
          [430] group 'Eco temperatures'
            [432] spinbutton 'Eco heat to (°F)' value='{eco_low}', valuemin=45, valuemax=65
            [434] spinbutton 'Eco cool to (°F)' value='82', valuemin=76, valuemax=90
          [440] group 'Settings'
            [442] checkbox 'Automatically install firmware updates', checked='true'
            [444] checkbox 'Home/Away assist', checked='true'
            [446] combobox 'Display brightness' value='Auto', hasPopup='menu', expanded=False
            [450] button 'Save changes'{'' if dirty else ', disabled=True'}
            [451] button 'Cancel'
          [455] link 'Edit schedule'
          [456] button 'Remove device'
{foot}""")

    state = page("Overview · Lumora Home", f"{base}/", f"""
{nav}
        [40] main ''
          [42] heading 'Welcome back, Hannah'
          [44] region 'Home'
            StaticText '418 Maple Street'
            StaticText '5 devices · 4 online · 1 offline'
            [48] link 'View devices'
          [50] region 'Alerts'
            StaticText 'Basement Leak Sensor is offline (battery 3%). Last seen Jun 8, 2024 11:52 PM.'
            [53] link 'Troubleshoot'
          [55] region 'Subscription'
            StaticText 'Lumora Protect Plus · $9.99/month · renews Aug 3, 2024'
            [57] link 'Manage subscription'
{foot}""")
    turns = [
        ("click('29')", devices("On", "Just now", "Just now", "2 min ago")),
        ("click('142')", camera(True, False, False)),
        ("click('248')", camera(False, True, False)),
        ("click('256')", camera(False, False, True)),
        ("click('31')", activity),
        ("click('29')", devices("On", "Just now", "1 min ago", "Just now")),
        ("click('122')", thermostat("62", False)),
        ("fill('432', '60')", thermostat("60", True)),
    ]
    rs.add("web", "h55-web-02", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="After auto-update was turned off and saved for Garage Camera (and logged in Activity), the Devices table shows its Auto-update as On again.")


# ---------------------------------------------------------------- 03 GitLab (bad: a file line differs in raw view)
def t03(rs: RowSet) -> None:
    base = "http://localhost:8023"
    proj = "a11yproject/a11yproject.com"
    src = '''const { DateTime } = require("luxon");
const markdownIt = require("markdown-it");
const markdownItAnchor = require("markdown-it-anchor");
const pluginRss = require("@11ty/eleventy-plugin-rss");
const syntaxHighlight = require("@11ty/eleventy-plugin-syntaxhighlight");

module.exports = function (eleventyConfig) {
  eleventyConfig.addPlugin(pluginRss);
  eleventyConfig.addPlugin(syntaxHighlight);

  eleventyConfig.addFilter("readableDate", (dateObj) => {
    return DateTime.fromJSDate(dateObj, { zone: "utc" }).toFormat("LLLL d, yyyy");
  });

  eleventyConfig.addFilter("htmlDateString", (dateObj) => {
    return DateTime.fromJSDate(dateObj, { zone: "utc" }).toFormat("yyyy-LL-dd");
  });

  eleventyConfig.addPassthroughCopy("src/img");
  eleventyConfig.addPassthroughCopy("src/fonts");
  eleventyConfig.addPassthroughCopy({ "src/favicon": "/" });

  const md = markdownIt({ html: true, breaks: false, linkify: true })
    .use(markdownItAnchor, { permalink: false, level: [2, 3] });
  eleventyConfig.setLibrary("md", md);

  eleventyConfig.addCollection("posts", (collection) =>
    collection.getFilteredByGlob("src/posts/*.md").reverse()
  );

  return {
    dir: { input: "src", includes: "_includes", data: "_data", output: "dist" },
    markdownTemplateEngine: "njk",
    htmlTemplateEngine: "njk",
    passthroughFileCopy: true,
  };
};'''
    lines = src.split("\n")

    def q(s: str) -> str:
        return repr(s)

    side = R(0, """[40] navigation 'Project navigation'
  [42] link 'a11yproject.com'
  [44] link 'Project information'
  [46] link 'Repository'
  [48] link 'Issues 43'
  [50] link 'Merge requests 9'
  [52] link 'CI/CD'
  [54] link 'Deployments'
  [56] link 'Packages and registries'
  [58] link 'Monitor'
  [60] link 'Analytics'
  [62] link 'Wiki'
  [64] link 'Snippets'
  [66] link 'Settings'""")
    top = R(0, """[12] banner ''
  [14] link 'Skip to content'
  [16] link 'Dashboard'
  [18] button 'Main menu', hasPopup='menu', expanded=False
  [20] searchbox 'Search GitLab'
  [24] link 'Create new...'
  [26] link 'Issues'
  [28] link 'Merge requests'
  [30] link 'To-Do List'
  [32] link 'Byte Blaze', hasPopup='menu'""")

    def crumbs(*parts: str) -> str:
        return R(1, "[80] navigation 'Breadcrumbs'\n" + "\n".join(f"  [{81 + i}] link '{p}'" for i, p in enumerate(parts)))

    def fileview(title_bid: int = 300) -> str:
        body = []
        for i, ln in enumerate(lines, 1):
            body.append(f"[{title_bid + 20 + 2 * i}] link '{i}'")
            if ln.strip():
                body.append(f"StaticText {q(ln)}")
        return page(f".eleventy.js · main · {proj} · GitLab", f"{base}/{proj}/-/blob/main/.eleventy.js", f"""
{top}
{side}
        [78] main ''
{crumbs('The A11Y Project', 'a11yproject.com', 'Repository')}
          [90] button 'main', hasPopup='menu', expanded=False
          StaticText 'a11yproject.com / .eleventy.js'
          [96] button 'Find file'
          [98] link 'Blame'
          [99] link 'History'
          [100] link 'Permalink'
          [104] link 'Move build output to dist'
          StaticText 'Amy Carney authored 1 year ago'
          StaticText '4b81d07c'
          [110] button 'Copy commit SHA'
          StaticText '.eleventy.js'
          StaticText '1.32 KiB'
          [116] button 'Open in Web IDE'
          [118] button 'Replace'
          [119] button 'Delete'
          [120] button 'Copy file contents'
          [121] link 'Open raw'
          [122] link 'Download'
          [{title_bid}] region 'Code'
{R(2, chr(10).join(body))}
""")

    history = page(f"History for .eleventy.js · main · {proj} · GitLab", f"{base}/{proj}/-/commits/main/.eleventy.js", f"""
{top}
{side}
        [78] main ''
{crumbs('The A11Y Project', 'a11yproject.com', 'Commits')}
          [90] button 'main', hasPopup='menu', expanded=False
          StaticText 'a11yproject.com / .eleventy.js'
          [96] searchbox 'Search by message'
          [98] link 'Browse files'
          StaticText '05 Jul, 2023 1 commit'
          [102] list ''
            [103] listitem ''
              [104] link 'Move build output to dist'
              StaticText 'Amy Carney authored 1 year ago'
              StaticText '4b81d07c'
              [108] button 'Copy commit SHA'
              [109] link 'Browse Files'
          StaticText '14 Mar, 2022 1 commit'
          [112] list ''
            [113] listitem ''
              [114] link 'Add anchor links to headings'
              StaticText 'Eric Bailey authored 2 years ago'
              StaticText '9f3c2a1e'
              [118] button 'Copy commit SHA'
              [119] link 'Browse Files'
          StaticText '20 Jan, 2022 1 commit'
          [122] list ''
            [123] listitem ''
              [124] link 'Upgrade to Eleventy 1.0'
              StaticText 'Eric Bailey authored 2 years ago'
              StaticText 'c27e5f90'
              [128] button 'Copy commit SHA'
              [129] link 'Browse Files'
          StaticText '02 Sep, 2020 1 commit'
          [132] list ''
            [133] listitem ''
              [134] link 'Initial Eleventy config'
              StaticText 'Michael Fairchild authored 3 years ago'
              StaticText '1a0d6b33'
              [138] button 'Copy commit SHA'
              [139] link 'Browse Files'
""")

    commit = page(f"Move build output to dist (4b81d07c) · Commits · {proj} · GitLab", f"{base}/{proj}/-/commit/4b81d07c8e2a19f5d3b70c64e91a2f8d5b0c7e13", f"""
{top}
{side}
        [78] main ''
{crumbs('The A11Y Project', 'a11yproject.com', 'Commits', '4b81d07c')}
          StaticText 'Commit 4b81d07c authored 1 year ago by'
          [92] link 'Amy Carney'
          [94] button 'Options', hasPopup='menu', expanded=False
          [96] heading 'Move build output to dist'
          StaticText 'Netlify now publishes from dist/ so preview and production use the same folder.'
          StaticText 'parent'
          [100] link '9f3c2a1e'
          [102] link 'main'
          StaticText 'No related merge requests found'
          StaticText 'Changes 2'
          StaticText 'Showing 2 changed files with 2 additions and 2 deletions'
          [110] button 'Hide whitespace changes'
          [112] region '.eleventy.js'
            [113] link '.eleventy.js'
            StaticText '+1 -1'
            [115] button 'View file @ 4b81d07c'
            StaticText '@@ -29,7 +29,7 @@ module.exports = function (eleventyConfig) {{'
            StaticText '29 29'
            StaticText '  );'
            StaticText '30 30'
            StaticText '31 31'
            StaticText '  return {{'
            StaticText '32'
            StaticText '-    dir: {{ input: "src", includes: "_includes", data: "_data", output: "_site" }},'
            StaticText '32'
            StaticText '+    dir: {{ input: "src", includes: "_includes", data: "_data", output: "dist" }},'
            StaticText '33 33'
            StaticText '    markdownTemplateEngine: "njk",'
            StaticText '34 34'
            StaticText '    htmlTemplateEngine: "njk",'
            StaticText '35 35'
            StaticText '    passthroughFileCopy: true,'
          [140] region 'netlify.toml'
            [141] link 'netlify.toml'
            StaticText '+1 -1'
            [143] button 'View file @ 4b81d07c'
            StaticText '@@ -1,5 +1,5 @@'
            StaticText '1 1'
            StaticText '[build]'
            StaticText '2'
            StaticText '-  publish = "_site"'
            StaticText '2'
            StaticText '+  publish = "dist"'
            StaticText '3 3'
            StaticText '  command = "npm run build"'
          [160] heading '0 comments on commit 4b81d07c'
          [162] textbox 'Write a comment or drag your files here…'
""")

    groups = [
        ("c27e5f90", "Upgrade to Eleventy 1.0", "Eric Bailey", "2 years ago", range(1, 3)),
        ("9f3c2a1e", "Add anchor links to headings", "Eric Bailey", "2 years ago", range(3, 4)),
        ("c27e5f90", "Upgrade to Eleventy 1.0", "Eric Bailey", "2 years ago", range(4, 23)),
        ("9f3c2a1e", "Add anchor links to headings", "Eric Bailey", "2 years ago", range(23, 26)),
        ("1a0d6b33", "Initial Eleventy config", "Michael Fairchild", "3 years ago", range(26, 32)),
        ("4b81d07c", "Move build output to dist", "Amy Carney", "1 year ago", range(32, 33)),
        ("1a0d6b33", "Initial Eleventy config", "Michael Fairchild", "3 years ago", range(33, len(lines) + 1)),
    ]
    blines = []
    bid = 200
    for sha, title, who, when, rng in groups:
        blines.append(f"[{bid}] link '{title}'")
        blines.append(f"StaticText '{who} committed {when}'")
        blines.append(f"[{bid + 2}] link '{sha}'")
        bid += 4
        for n in rng:
            blines.append(f"[{bid}] link '{n}'")
            if lines[n - 1].strip():
                blines.append(f"StaticText {q(lines[n - 1])}")
            bid += 2
    blame = page(f"Blame · .eleventy.js · main · {proj} · GitLab", f"{base}/{proj}/-/blame/main/.eleventy.js", f"""
{top}
{side}
        [78] main ''
{crumbs('The A11Y Project', 'a11yproject.com', 'Repository')}
          StaticText 'a11yproject.com / .eleventy.js'
          [96] link 'Normal view'
          [97] link 'History'
          [98] link 'Permalink'
          StaticText '.eleventy.js'
          StaticText '1.32 KiB'
          [110] region 'Blame'
{R(2, chr(10).join(blines))}
""")

    issues_data = [
        (1518, "Post: How to test for keyboard traps with the tab key", "content, good first issue", "Sarah Fossheim", "opened 2 weeks ago", 3),
        (1514, "Dark mode toggle loses focus outline in Safari 17", "bug, css", "Jonas Berg", "opened 3 weeks ago", 5),
        (1509, "Checklist: WCAG 2.2 target size item links to draft", "checklist", "Amy Carney", "opened 1 month ago", 2),
        (1497, "Resources page: dead link to WebAIM screen reader survey", "resources", "Priya Natarajan", "opened 1 month ago", 1),
        (1490, "Upgrade Eleventy to 2.0", "dependencies, build", "Eric Bailey", "opened 2 months ago", 8),
        (1486, "Heading levels skip from h2 to h4 on Glossary", "bug, content", "Malik Osei", "opened 2 months ago", 4),
        (1471, "Add a post about accessible data tables", "content", "Dana Whitcomb", "opened 3 months ago", 6),
        (1466, "Footer social links have no accessible names in Firefox", "bug", "Jonas Berg", "opened 3 months ago", 2),
        (1453, "Translate checklist into Brazilian Portuguese", "i18n", "Lucas Prado", "opened 4 months ago", 11),
        (1440, "RSS feed dates render in local time instead of UTC", "bug, build", "Michael Fairchild", "opened 5 months ago", 3),
    ]
    il = []
    bid = 150
    for num, title, labels, who, when, cmts in issues_data:
        il.append(f"""[{bid}] listitem ''
  [{bid + 1}] link '{title}'
  StaticText '#{num} {when} by'
  [{bid + 3}] link '{who}'
  StaticText '{labels}'
  [{bid + 5}] link '{cmts}'""")
        bid += 8
    issues = page(f"Issues · {proj} · GitLab", f"{base}/{proj}/-/issues", f"""
{top}
{side}
        [78] main ''
{crumbs('The A11Y Project', 'a11yproject.com', 'Issues')}
          [92] tablist ''
            [93] tab 'Open 43', selected=True
            [94] tab 'Closed 612', selected=False
            [95] tab 'All 655', selected=False
          [98] link 'Edit issues'
          [99] link 'New issue'
          [102] searchbox 'Search or filter results...'
          [104] button 'Created date', hasPopup='menu', expanded=False
          [140] list ''
{R(2, chr(10).join(il))}
          [240] navigation 'Pagination'
            [241] link 'Prev'
            [242] link '1'
            [243] link '2'
            [244] link '3'
            [245] link '4'
            [246] link '5'
            [247] link 'Next'
""")

    raw_lines = [ln.replace('output: "dist"', 'output: "_site"') for ln in lines]
    raw = f"URL: {base}/{proj}/-/raw/main/.eleventy.js\nRootWebArea '{base}/{proj}/-/raw/main/.eleventy.js', focused\n" + \
        "\n".join(f"\tStaticText {q(ln)}" for ln in raw_lines if ln.strip())

    files = [
        ("tree", ".github", "Add stale issue workflow", "1 year ago"),
        ("tree", ".vscode", "Recommend Eleventy extensions", "2 years ago"),
        ("tree", "src", "Post: focus-visible in 2024", "5 days ago"),
        ("tree", "tests", "Add pa11y-ci smoke tests", "8 months ago"),
        ("blob", ".editorconfig", "Initial Eleventy config", "3 years ago"),
        ("blob", ".eleventy.js", "Move build output to dist", "1 year ago"),
        ("blob", ".eleventyignore", "Upgrade to Eleventy 1.0", "2 years ago"),
        ("blob", ".gitignore", "Ignore dist and .cache folders", "1 year ago"),
        ("blob", ".nvmrc", "Bump Node to 18", "10 months ago"),
        ("blob", "CONTRIBUTING.md", "Clarify post submission steps", "4 months ago"),
        ("blob", "LICENSE", "Initial commit", "11 years ago"),
        ("blob", "README.md", "Update local setup instructions", "4 months ago"),
        ("blob", "netlify.toml", "Move build output to dist", "1 year ago"),
        ("blob", "package-lock.json", "Bump sass from 1.69.5 to 1.70.0", "3 weeks ago"),
        ("blob", "package.json", "Bump sass from 1.69.5 to 1.70.0", "3 weeks ago"),
    ]
    fl = []
    bid = 160
    for _kind, name, msg, when in files:
        fl.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{name}'
    [{bid + 2}] link '{name}'
  [{bid + 3}] cell '{msg}'
    [{bid + 4}] link '{msg}'
  [{bid + 5}] cell '{when}'""")
        bid += 7
    tree = page(f"Files · main · {proj} · GitLab", f"{base}/{proj}/-/tree/main", f"""
{top}
{side}
        [78] main ''
{crumbs('The A11Y Project', 'a11yproject.com', 'Repository')}
          [90] button 'main', hasPopup='menu', expanded=False
          StaticText 'a11yproject.com'
          [96] button 'Add to tree', hasPopup='menu', expanded=False
          [98] link 'History'
          [99] button 'Find file'
          [100] link 'Web IDE'
          [101] button 'Code', hasPopup='menu', expanded=False
          [104] link 'Post: focus-visible in 2024'
          StaticText 'Sarah Fossheim authored 5 days ago'
          StaticText 'e8d41b27'
          [150] table 'Files'
            [151] row ''
              [152] columnheader 'Name'
              [153] columnheader 'Last commit'
              [154] columnheader 'Last update'
{R(2, chr(10).join(fl))}
          [300] heading 'README.md'
          StaticText 'The A11Y Project is a community-driven effort to make digital accessibility easier.'
""")

    overview = page("The A11Y Project / a11yproject.com · GitLab", f"{base}/{proj}", f"""
{top}
{side}
        [78] main ''
{crumbs('The A11Y Project', 'a11yproject.com')}
          [90] heading 'a11yproject.com'
          StaticText 'Project ID: 174'
          [94] button 'Star'
          [95] link '21'
          [96] button 'Fork'
          [97] link '7'
          StaticText 'The A11Y Project is a community-driven effort to make digital accessibility easier.'
          [101] link '2,313 Commits'
          [102] link '14 Branches'
          [103] link '0 Tags'
          [104] link '18.4 MB Project Storage'
          [110] button 'main', hasPopup='menu', expanded=False
          [112] link 'Post: focus-visible in 2024'
          StaticText 'Sarah Fossheim authored 5 days ago'
""")
    turns = [
        ("click('46')", tree),
        (f"click('{160 + 7 * 5 + 2}')", fileview()),
        ("click('99')", history),
        ("click('104')", commit),
        ("go_back()", history),
        ("go_back()", fileview()),
        ("click('98')", blame),
        ("click('48')", issues),
        (f"goto('{base}/{proj}/-/raw/main/.eleventy.js')", raw),
        ("go_back()", issues),
    ]
    rs.add("web", "h55-web-03", SYSTEM, turns, state=overview, bad=True, turn=9,
           kind="The raw .eleventy.js shows line 32 with output: \"_site\", though the file view and blame showed output: \"dist\" (set by commit 4b81d07c) and nothing was committed since.")


# ---------------------------------------------------------------- 04 hospital patient portal (clean)
def t04(rs: RowSet) -> None:
    base = "https://my.riverbendhealth.org/MyRiverbend"

    def nav(unread: int) -> str:
        msg = f"Messages ({unread})" if unread else "Messages"
        return R(0, f"""[14] banner ''
  [16] link 'MyRiverbend home'
    [17] img 'Riverbend Health'
  [20] navigation 'Main'
    [22] link 'Home'
    [23] link '{msg}'
    [24] link 'Test Results'
    [25] link 'Appointments'
    [26] link 'Medications'
    [27] link 'Billing'
  StaticText 'Daniel Okoro'
  [31] button 'Account menu', hasPopup='menu', expanded=False
  [33] link 'Log out'""")

    foot = R(0, """[900] contentinfo ''
  StaticText 'MyRiverbend® · Riverbend Health System · Patient support 1-800-555-0148'
  [902] link 'Privacy practices'
  [903] link 'Terms of use'
  StaticText 'Session expires after 15 minutes of inactivity.'""")

    results_rows = [
        ("Lipid Panel", "Jun 5, 2024", "Alicia Moreno, MD", True),
        ("Comprehensive Metabolic Panel", "Jun 5, 2024", "Alicia Moreno, MD", False),
        ("Hemoglobin A1c", "Jun 5, 2024", "Alicia Moreno, MD", False),
        ("CBC with Differential", "Feb 12, 2024", "Alicia Moreno, MD", False),
        ("TSH", "Feb 12, 2024", "Alicia Moreno, MD", False),
        ("Vitamin D, 25-Hydroxy", "Nov 3, 2023", "Rahul Desai, MD", False),
        ("Urinalysis, Complete", "Nov 3, 2023", "Rahul Desai, MD", False),
    ]

    def results(lipid_new: bool, unread: int) -> str:
        lines = []
        bid = 110
        for name, date, who, new in results_rows:
            isnew = new and lipid_new
            lines.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{name}{' New' if isnew else ''}'
    [{bid + 2}] link '{name}'
{'    StaticText ' + repr('New') if isnew else ''}
  [{bid + 3}] cell '{date}'
  [{bid + 4}] cell '{who}'""")
            bid += 6
        return page("Test Results - MyRiverbend", f"{base}/app/test-results", f"""
{nav(unread)}
        [100] main ''
          [102] heading 'Test Results'
          [104] searchbox 'Search results'
          [106] combobox 'Sort by' value='Most recent', hasPopup='menu', expanded=False
          [108] table ''
            [109] row ''
              [1091] columnheader 'Test'
              [1092] columnheader 'Date'
              [1093] columnheader 'Ordered by'
{R(2, chr(10).join(lines))}
          StaticText 'Showing 7 results from the last 2 years'
          [160] link 'Show older results'
{foot}""")

    lipid = page("Lipid Panel - Test Details - MyRiverbend", f"{base}/app/test-results/details?eorderid=WP-24R9k5LmQ2", f"""
{nav(2)}
        [200] main ''
          [202] link 'Back to Test Results'
          [204] heading 'Lipid Panel'
          StaticText 'Collected on Jun 5, 2024 7:52 AM'
          StaticText 'Resulted on Jun 5, 2024 2:31 PM'
          StaticText 'Ordered by Alicia Moreno, MD · Riverbend Central Laboratory'
          [212] table 'Results'
            [213] row ''
              [214] columnheader 'Component'
              [215] columnheader 'Your value'
              [216] columnheader 'Standard range'
              [217] columnheader 'Flag'
            [219] row ''
              [220] cell 'Cholesterol, Total'
              [221] cell '214 mg/dL'
              [222] cell '<200 mg/dL'
              [223] cell 'High'
            [225] row ''
              [226] cell 'HDL Cholesterol'
              [227] cell '46 mg/dL'
              [228] cell '>39 mg/dL'
              [229] cell ''
            [231] row ''
              [232] cell 'Triglycerides'
              [233] cell '152 mg/dL'
              [234] cell '<150 mg/dL'
              [235] cell 'High'
            [237] row ''
              [238] cell 'LDL Cholesterol (calculated)'
              [239] cell '138 mg/dL'
              [240] cell '<100 mg/dL'
              [241] cell 'High'
            [243] row ''
              [244] cell 'Non-HDL Cholesterol'
              [245] cell '168 mg/dL'
              [246] cell '<130 mg/dL'
              [247] cell 'High'
          [250] group 'Specimen'
            StaticText 'Blood, venous · Fasting: Yes (12 hours)'
          [254] group 'Result comments'
            StaticText 'LDL calculated by Friedewald equation.'
          [258] button 'Print'
          [259] link 'Trends for Lipid Panel'
{foot}""")

    cmp_rows = [
        ("Glucose", "104 mg/dL", "70 - 99 mg/dL", "High"),
        ("BUN", "15 mg/dL", "7 - 20 mg/dL", ""),
        ("Creatinine", "0.98 mg/dL", "0.74 - 1.35 mg/dL", ""),
        ("eGFR", "94 mL/min/1.73m2", ">59 mL/min/1.73m2", ""),
        ("Sodium", "139 mmol/L", "135 - 145 mmol/L", ""),
        ("Potassium", "4.2 mmol/L", "3.5 - 5.1 mmol/L", ""),
        ("Chloride", "102 mmol/L", "98 - 107 mmol/L", ""),
        ("CO2", "25 mmol/L", "22 - 29 mmol/L", ""),
        ("Calcium", "9.4 mg/dL", "8.6 - 10.3 mg/dL", ""),
        ("Protein, Total", "7.1 g/dL", "6.0 - 8.3 g/dL", ""),
        ("Albumin", "4.4 g/dL", "3.5 - 5.2 g/dL", ""),
        ("Bilirubin, Total", "0.7 mg/dL", "0.1 - 1.2 mg/dL", ""),
        ("Alkaline Phosphatase", "68 U/L", "40 - 129 U/L", ""),
        ("AST", "24 U/L", "10 - 40 U/L", ""),
        ("ALT", "31 U/L", "7 - 56 U/L", ""),
    ]
    cl = []
    bid = 320
    for r in cmp_rows:
        cl.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{r[0]}'
  [{bid + 2}] cell '{r[1]}'
  [{bid + 3}] cell '{r[2]}'
  [{bid + 4}] cell '{r[3]}'""")
        bid += 6
    cmp_page = page("Comprehensive Metabolic Panel - Test Details - MyRiverbend", f"{base}/app/test-results/details?eorderid=WP-24R9k5LmQ7", f"""
{nav(2)}
        [300] main ''
          [302] link 'Back to Test Results'
          [304] heading 'Comprehensive Metabolic Panel'
          StaticText 'Collected on Jun 5, 2024 7:52 AM'
          StaticText 'Resulted on Jun 5, 2024 11:06 AM'
          StaticText 'Ordered by Alicia Moreno, MD · Riverbend Central Laboratory'
          [312] table 'Results'
            [313] row ''
              [314] columnheader 'Component'
              [315] columnheader 'Your value'
              [316] columnheader 'Standard range'
              [317] columnheader 'Flag'
{R(2, chr(10).join(cl))}
          [420] group 'Specimen'
            StaticText 'Blood, venous · Fasting: Yes (12 hours)'
          [424] button 'Print'
          [425] link 'Trends for Comprehensive Metabolic Panel'
{foot}""")

    def inbox(unread_first: bool) -> str:
        msgs = [
            ("Your lab results", "Alicia Moreno, MD", "Jun 6, 2024", unread_first),
            ("Appointment reminder: Jun 20", "Northside Family Medicine", "Jun 10, 2024", True),
            ("Billing statement available", "Riverbend Patient Financial Services", "May 28, 2024", False),
            ("RE: Refill request - atorvastatin", "Alicia Moreno, MD", "Mar 2, 2024", False),
            ("Visit summary: Feb 12 annual physical", "Northside Family Medicine", "Feb 12, 2024", False),
        ]
        ml = []
        bid = 520
        for subj, who, date, unread in msgs:
            ml.append(f"""[{bid}] listitem ''
  [{bid + 1}] link '{subj}'
  StaticText '{who}'
  StaticText '{date}'
{'  StaticText ' + repr('Unread') if unread else ''}""")
            bid += 4
        n = sum(m[3] for m in msgs)
        return page("Messages - MyRiverbend", f"{base}/app/messages", f"""
{nav(n)}
        [500] main ''
          [502] heading 'Messages'
          [504] link 'Ask a question'
          [506] tablist ''
            [507] tab 'Inbox', selected=True
            [508] tab 'Sent', selected=False
            [509] tab 'Archived', selected=False
          StaticText '{n} unread'
          [515] list ''
{R(2, chr(10).join(ml))}
{foot}""")

    message = page("Your lab results - Messages - MyRiverbend", f"{base}/app/messages/view?mid=8841307", f"""
{nav(1)}
        [600] main ''
          [602] link 'Back to Messages'
          [604] heading 'Your lab results'
          StaticText 'From: Alicia Moreno, MD'
          StaticText 'To: Daniel Okoro'
          StaticText 'Sent: Jun 6, 2024 8:14 AM'
          [612] article ''
            StaticText 'Hi Daniel,'
            StaticText 'Your labs from June 5 are back. Kidney and liver function are normal. Your fasting glucose was 104 and your A1c is 5.8%, which is in the prediabetes range, so let us talk about diet and activity at your visit on June 20.'
            StaticText 'Your LDL cholesterol is 138 and triglycerides 152. Please keep taking atorvastatin 10 mg nightly; we will recheck a fasting lipid panel in about 3 months.'
            StaticText 'Dr. Moreno'
          [620] button 'Reply'
          [621] button 'Archive'
          [622] button 'Print'
{foot}""")

    appts = page("Appointments - MyRiverbend", f"{base}/app/appointments", f"""
{nav(1)}
        [700] main ''
          [702] heading 'Appointments and Visits'
          [704] link 'Schedule an appointment'
          [706] heading 'Upcoming'
          [708] list ''
            [709] listitem ''
              StaticText 'THU Jun 20, 2024 9:40 AM'
              [711] link 'Office Visit with Alicia Moreno, MD'
              StaticText 'Northside Family Medicine · 2200 Riverside Dr, Suite 300'
              [713] button 'eCheck-In'
              [714] button 'Cancel/Reschedule'
            [716] listitem ''
              StaticText 'MON Sep 9, 2024 7:30 AM'
              [718] link 'Lab Visit - Fasting Lipid Panel'
              StaticText 'Riverbend Central Laboratory · Patient Service Center, 1st floor'
              [720] button 'Cancel/Reschedule'
          [724] heading 'Past visits'
          [726] list ''
            [727] listitem ''
              StaticText 'Jun 5, 2024'
              [729] link 'Lab Visit'
              StaticText 'Riverbend Central Laboratory'
            [731] listitem ''
              StaticText 'Feb 12, 2024'
              [733] link 'Annual Physical with Alicia Moreno, MD'
              StaticText 'Northside Family Medicine'
            [735] listitem ''
              StaticText 'Nov 3, 2023'
              [737] link 'Urgent Care Visit with Rahul Desai, MD'
              StaticText 'Riverbend Urgent Care - Eastgate'
{foot}""")

    home = page("Home - MyRiverbend", f"{base}/app/home", f"""
{nav(2)}
        [40] main ''
          [42] heading 'Welcome, Daniel'
          StaticText 'MRN 00418277 · DOB 03/14/1979'
          [46] region 'To Do'
            [48] link '2 new messages'
            [49] link 'New test result: Lipid Panel (Jun 5, 2024)'
            [50] link 'Complete your pre-visit questionnaire for Jun 20'
          [54] region 'Next appointment'
            StaticText 'Thu Jun 20, 2024 9:40 AM'
            StaticText 'Office Visit with Alicia Moreno, MD · Northside Family Medicine'
            [58] button 'eCheck-In'
{foot}""")
    turns = [
        ("click('24')", results(True, 2)),
        ("click('112')", lipid),
        ("go_back()", results(False, 2)),
        ("click('118')", cmp_page),
        ("click('23')", inbox(True)),
        ("click('521')", message),
        ("click('25')", appts),
    ]
    rs.add("web", "h55-web-04", SYSTEM, turns, state=home)


# ---------------------------------------------------------------- 05 Magento admin (clean)
def t05(rs: RowSet) -> None:
    rnd = random.Random(5505)
    base = "http://localhost:7780/admin"

    def menu(open_: str = "") -> str:
        sub = {
            "CATALOG": ["Products", "Categories"],
            "SALES": ["Orders", "Invoices", "Shipments", "Credit Memos", "Billing Agreements", "Transactions", "Braintree Virtual Terminal"],
        }
        out = ["[70] navigation ''", "  [72] link 'Magento Admin Panel'", "  [74] menubar '', orientation='horizontal'"]
        items = [("DASHBOARD", 76), ("SALES", 79), ("CATALOG", 110), ("CUSTOMERS", 125), ("MARKETING", 140), ("CONTENT", 170),
                 ("REPORTS", 190), ("STORES", 230), ("SYSTEM", 260), ("FIND PARTNERS & EXTENSIONS", 290)]
        for name, bid in items:
            out.append(f"    [{bid}] link '{name}'")
            if name == open_:
                out.append(f"    [{bid + 1}] menu '{name}'")
                for i, s in enumerate(sub[name]):
                    out.append(f"      [{bid + 3 + 2 * i}] menuitem '{s}'")
        return R(0, "\n".join(out))

    top = R(0, """[300] banner ''
  [304] link 'admin', hasPopup='menu'
  [306] link 'Notifications 4'
  [308] searchbox 'Search globally'""")

    dashboard_main = """
        [320] main ''
          [322] heading 'Dashboard'
          [324] button 'Reload Data'
          StaticText 'Lifetime Sales'
          StaticText '$39,780.07'
          StaticText 'Average Order'
          StaticText '$129.16'
          StaticText 'Last Orders'
          [340] table ''
            [341] row ''
              [342] columnheader 'Customer'
              [343] columnheader 'Items'
              [344] columnheader 'Total'
{last}
          StaticText 'Last Search Terms'
          StaticText 'Bestsellers'
          StaticText 'Revenue $0.00 · Tax $0.00 · Shipping $0.00 · Quantity 0'
"""

    def dashboard(open_: str) -> str:
        last = []
        for i, (_inc, _date, who, total, _stt) in enumerate(pool[:5]):
            b = 346 + 5 * i
            last.append(f"[{b}] row ''\n  [{b + 1}] cell '{who}'\n  [{b + 2}] cell '{(i * 3) % 4 + 1}'\n  [{b + 3}] cell '{money(total)}'")
        body = dashboard_main.replace("{last}", R(2, "\n".join(last)))
        return page("Dashboard / Magento Admin", f"{base}/admin/dashboard/", menu(open_) + "\n" + top + body)

    catalog = [
        (1, "Joust Duffle Bag", "simple", "Bag", "24-MB01", 34.00, 100),
        (2, "Strive Shoulder Pack", "simple", "Bag", "24-MB04", 32.00, 100),
        (3, "Crown Summit Backpack", "simple", "Bag", "24-MB03", 38.00, 100),
        (4, "Wayfarer Messenger Bag", "simple", "Bag", "24-MB05", 45.00, 100),
        (5, "Rival Field Messenger", "simple", "Bag", "24-MB06", 45.00, 100),
        (6, "Fusion Backpack", "simple", "Bag", "24-MB02", 59.00, 100),
        (7, "Impulse Duffle", "simple", "Bag", "24-UB02", 74.00, 100),
        (8, "Voyage Yoga Bag", "simple", "Bag", "24-WB01", 32.00, 100),
        (9, "Compete Track Tote", "simple", "Bag", "24-WB02", 32.00, 100),
        (10, "Savvy Shoulder Tote", "simple", "Bag", "24-WB05", 32.00, 100),
        (11, "Endeavor Daytrip Backpack", "simple", "Bag", "24-WB06", 33.00, 100),
        (12, "Driven Backpack", "simple", "Bag", "24-WB03", 36.00, 100),
        (13, "Overnight Duffle", "simple", "Bag", "24-WB07", 45.00, 100),
        (14, "Push It Messenger Bag", "simple", "Bag", "24-WB04", 45.00, 100),
        (15, "Affirm Water Bottle", "simple", "Default", "24-UG06", 7.00, 100),
        (16, "Dual Handle Cardio Ball", "simple", "Default", "24-UG07", 12.00, 100),
        (17, "Zing Jump Rope", "simple", "Default", "24-UG04", 12.00, 100),
        (18, "Pursuit Lumaflex&trade; Tone Band", "simple", "Default", "24-UG02", 16.00, 100),
        (19, "Go-Get'r Pushup Grips", "simple", "Default", "24-UG05", 19.00, 100),
        (20, "Quest Lumaflex&trade; Band", "simple", "Default", "24-UG01", 19.00, 100),
    ]
    straps = [
        (30, "Sprite Yoga Strap 6 foot", "simple", "Default", "24-WG085", 14.00, 100),
        (31, "Sprite Yoga Strap 8 foot", "simple", "Default", "24-WG086", 17.00, 100),
        (32, "Sprite Yoga Strap 10 foot", "simple", "Default", "24-WG087", 21.00, 100),
    ]

    def grid(rows: list[tuple[int, str, str, str, str, float, int]], count: int, keyword: str, applied: bool, saved: bool,
             open_: str = "") -> str:
        lines = []
        bid = 520
        for pid, name, typ, aset, sku, price, qty in rows:
            lines.append(f"""[{bid}] row ''
  [{bid + 1}] cell ''
    [{bid + 2}] checkbox '', checked='false'
  [{bid + 3}] cell '{pid}'
  [{bid + 4}] cell ''
    [{bid + 5}] img ''
  [{bid + 6}] cell {name!r}
  [{bid + 7}] cell '{'Simple Product' if typ == 'simple' else typ}'
  [{bid + 8}] cell '{aset}'
  [{bid + 9}] cell '{sku}'
  [{bid + 10}] cell '{money(price)}'
  [{bid + 11}] cell '{qty}.0000'
  [{bid + 12}] cell 'Default Stock: {qty}'
  [{bid + 13}] cell 'Catalog, Search'
  [{bid + 14}] cell 'Enabled'
  [{bid + 15}] cell 'Main Website'
  [{bid + 16}] cell 'Edit'
    [{bid + 17}] link 'Edit'""")
            bid += 20
        kval = f" value='{keyword}'" if keyword else ""
        chips = R(1, f"""StaticText 'Active filters:'
StaticText 'Keyword: {keyword}'
[470] button 'Remove Keyword: {keyword}'
[472] button 'Clear all'""") if applied else ""
        msg = R(1, """[440] alert '', live='assertive', atomic, relevant='additions text'
  StaticText 'You saved the product.'""") if saved else ""
        return page("Products / Inventory / Catalog / Magento Admin", f"{base}/catalog/product/", f"""
{menu(open_)}
{top}
        [400] main ''
{msg}
          [420] heading 'Products'
          [422] button 'Add Product'
          [423] button 'Add product of type', hasPopup='menu', expanded=False
          [450] searchbox 'Search by keyword'{kval}
          [452] button 'Search'
          [454] button 'Filters'
          [456] button 'Default View', hasPopup='menu', expanded=False
          [458] button 'Columns', hasPopup='menu', expanded=False
          [460] button 'Export', hasPopup='menu', expanded=False
{chips}
          [476] combobox 'Actions' value='Actions', hasPopup='menu', expanded=False
          StaticText '{count:,} records found'
          [480] combobox 'Per page' value='20', hasPopup='menu', expanded=False
          [482] button 'Previous Page', disabled=True
          [484] spinbutton 'Page' value='1'
          StaticText 'of {-(-count // 20)}'
          [486] button 'Next Page'{', disabled=True' if count <= 20 else ''}
          [500] table ''
            [501] row ''
              [502] columnheader 'Select All', hasPopup='menu'
              [503] columnheader 'ID', sort='ascending'
              [504] columnheader 'Thumbnail'
              [505] columnheader 'Name'
              [506] columnheader 'Type'
              [507] columnheader 'Attribute Set'
              [508] columnheader 'SKU'
              [509] columnheader 'Price'
              [510] columnheader 'Quantity'
              [511] columnheader 'Salable Quantity'
              [512] columnheader 'Visibility'
              [513] columnheader 'Status'
              [514] columnheader 'Websites'
              [515] columnheader 'Action'
{R(2, chr(10).join(lines))}
""")

    def edit(price: str, saved: bool) -> str:
        msg = R(1, """[640] alert '', live='assertive', atomic, relevant='additions text'
  StaticText 'You saved the product.'""") if saved else ""
        return page("Sprite Yoga Strap 8 foot / Products / Inventory / Catalog / Magento Admin", f"{base}/catalog/product/edit/id/31/", f"""
{menu()}
{top}
        [600] main ''
{msg}
          [620] heading 'Sprite Yoga Strap 8 foot'
          [622] button 'Back'
          [623] button 'Add Attribute'
          [624] button 'Customer View', hasPopup='menu', expanded=False
          [626] button 'Save'
          [627] button 'Save options', hasPopup='menu', expanded=False
          [650] switch 'Enable Product', checked='true'
          [652] combobox 'Attribute Set' value='Default', hasPopup='listbox', expanded=False
          [656] textbox 'Product Name *' value='Sprite Yoga Strap 8 foot', required
          [658] textbox 'SKU *' value='24-WG086', required
          [660] textbox 'Price *' value='{price}', required
          StaticText '$'
          [662] link 'Advanced Pricing'
          [664] combobox 'Tax Class' value='Taxable Goods', hasPopup='menu', expanded=False
          [666] textbox 'Quantity' value='100'
          [667] link 'Advanced Inventory'
          [669] combobox 'Stock Status' value='In Stock', hasPopup='menu', expanded=False
          [671] combobox 'Weight' value='This item has weight', hasPopup='menu', expanded=False
          [672] textbox 'Weight' value='1'
          StaticText 'lbs'
          [675] listbox 'Categories'
            StaticText 'Fitness Equipment'
            StaticText 'Gear'
          [679] combobox 'Visibility' value='Catalog, Search', hasPopup='menu', expanded=False
          [681] checkbox 'Set Product as New From', checked='false'
          [683] combobox 'Country of Manufacture' value='', hasPopup='menu', expanded=False
          [690] heading 'Content'
          [692] heading 'Configurations'
          [694] heading 'Product Reviews'
          [696] heading 'Images And Videos'
          [698] heading 'Search Engine Optimization'
          [700] heading 'Related Products, Up-Sells, and Cross-Sells'
          [702] heading 'Customizable Options'
          [704] heading 'Product in Websites'
""")

    first = ["Veronica Costello", "Grace Nguyen", "Adam Garcia", "Lily Potter", "Alex Martin", "Jennifer White", "Samantha Jones",
             "Jason Miller", "Brian Smith", "Julia Williams", "Ava Brown", "Matt Baker", "John Lee", "Sophie Taylor", "Emma Lopez",
             "Daniel Jackson", "Olivia Jackson", "Mary Martin", "Sarah Miller", "Katie Wong"]
    statuses = ["complete", "complete", "complete", "canceled", "pending", "processing"]
    pool = []
    minute = 0
    t0 = datetime(2023, 5, 31, 21, 47, 0)
    for oid in range(308, 266, -1):
        minute += rnd.randint(200, 2900)
        when = t0 - timedelta(minutes=minute, seconds=(oid * 7) % 60)
        total = round(rnd.randint(2900, 26000) / 100 + (5 * rnd.randint(1, 4)), 2)
        who = first[rnd.randrange(len(first))]
        stt = statuses[rnd.randrange(len(statuses))] if oid < 300 else "pending"
        date = f"{when:%b} {when.day}, {when:%Y} {when.hour % 12 or 12}:{when:%M:%S %p}"
        pool.append((f"000000{oid}", date, who, total, stt))
    by_date = pool[:20]
    by_total = sorted(pool, key=lambda o: o[3])[:20]

    def orders(rows: list[tuple[str, str, str, float, str]], sort: str) -> str:
        lines = []
        bid = 820
        for inc, date, who, total, stt in rows:
            lines.append(f"""[{bid}] row ''
  [{bid + 1}] cell ''
    [{bid + 2}] checkbox '', checked='false'
  [{bid + 3}] cell '{inc}'
  [{bid + 4}] cell 'Main Website Main Website Store Default Store View'
  [{bid + 5}] cell '{date}'
  [{bid + 6}] cell '{who}'
  [{bid + 7}] cell '{who}'
  [{bid + 8}] cell '{money(total)}'
  [{bid + 9}] cell '{money(total)}'
  [{bid + 10}] cell '{stt.capitalize()}'
  [{bid + 11}] cell 'View'
    [{bid + 12}] link 'View'""")
            bid += 14
        s_id = ", sort='descending'" if sort == "date" else ""
        s_tot = ", sort='ascending'" if sort == "total" else ""
        return page("Orders / Operations / Sales / Magento Admin", f"{base}/sales/order/", f"""
{menu()}
{top}
        [750] main ''
          [752] heading 'Orders'
          [754] button 'Create New Order'
          [760] searchbox 'Search by keyword'
          [762] button 'Search'
          [764] button 'Filters'
          [766] button 'Default View', hasPopup='menu', expanded=False
          [768] button 'Columns', hasPopup='menu', expanded=False
          [770] button 'Export', hasPopup='menu', expanded=False
          [776] combobox 'Actions' value='Actions', hasPopup='menu', expanded=False
          StaticText '308 records found'
          [780] combobox 'Per page' value='20', hasPopup='menu', expanded=False
          [782] button 'Previous Page', disabled=True
          [784] spinbutton 'Page' value='1'
          StaticText 'of 16'
          [786] button 'Next Page'
          [800] table ''
            [801] row ''
              [802] columnheader 'Select All', hasPopup='menu'
              [803] columnheader 'ID'
              [804] columnheader 'Purchase Point'
              [805] columnheader 'Purchase Date'{s_id}
              [806] columnheader 'Bill-to Name'
              [807] columnheader 'Ship-to Name'
              [808] columnheader 'Grand Total (Base)'
              [809] columnheader 'Grand Total (Purchased)'{s_tot}
              [810] columnheader 'Status'
              [811] columnheader 'Action'
{R(2, chr(10).join(lines))}
""")

    straps2 = [straps[0], (31, "Sprite Yoga Strap 8 foot", "simple", "Default", "24-WG086", 19.00, 100), straps[2]]
    turns = [
        ("click('110')", dashboard("CATALOG")),
        ("click('113')", grid(catalog, 2040, "", False, False)),
        ("fill('450', 'Sprite Yoga Strap')", grid(catalog, 2040, "Sprite Yoga Strap", False, False)),
        ("keyboard_press('Enter')", grid(straps, 3, "Sprite Yoga Strap", True, False)),
        ("click('557')", edit("17.00", False)),
        ("fill('660', '19.00')", edit("19.00", False)),
        ("click('626')", edit("19.00", True)),
        ("click('622')", grid(straps2, 3, "Sprite Yoga Strap", True, False)),
        ("click('79')", grid(straps2, 3, "Sprite Yoga Strap", True, False, "SALES")),
        ("click('82')", orders(by_date, "date")),
        ("click('809')", orders(by_total, "total")),
    ]
    rs.add("web", "h55-web-05", SYSTEM, turns, state=dashboard(""))


# ---------------------------------------------------------------- 06 wedding registry (clean)
def t06(rs: RowSet) -> None:
    base = "https://www.bellfieldandvine.com/registry/manage/priya-and-marcus-2024"
    items = [
        # name, price, requested, purchased, added order (newer = higher)
        ["KitchenAid Artisan 5-Qt Stand Mixer, Pistachio", 449.99, 1, 0, 12],
        ["Le Creuset Signature Round Dutch Oven, 5.5 qt", 419.95, 1, 1, 3],
        ["Le Creuset Stoneware Dinner Plates, Set of 4", 160.00, 3, 1, 9],
        ["Riedel Performance Cabernet Glasses, Set of 2", 79.00, 4, 2, 5],
        ["Bamboo Bath Towel Set, Ivory", 45.00, 2, 0, 11],
        ["Brooklinen Luxe Sateen Core Sheet Set, Queen", 199.00, 1, 0, 7],
        ["Vitamix 5200 Blender", 379.95, 1, 0, 2],
        ["Honeymoon Fund: Lisbon Cooking Class for Two", 120.00, 2, 1, 10],
        ["Staub Cast Iron Fry Pan, 12 inch", 199.95, 1, 0, 4],
        ["OXO Good Grips 15-Piece Knife Block Set", 249.99, 1, 0, 8],
        ["Hario V60 Pour-Over Coffee Kit", 34.50, 1, 1, 1],
        ["Weber Original Kettle Grill, 22 inch", 175.00, 1, 0, 6],
    ]

    nav = R(0, """[12] banner ''
  [14] link 'Bellfield & Vine'
  [16] navigation ''
    [18] link 'Dashboard'
    [19] link 'Registry'
    [20] link 'Add gifts'
    [21] link 'Guest list'
    [22] link 'Thank-you tracker'
    [23] link 'Settings'
  StaticText 'Priya & Marcus'
  [26] link 'Sign out'""")

    def totals(its: list[list]) -> tuple[float, float, int]:
        want = sum(i[1] * i[2] for i in its)
        got = sum(i[1] * i[3] for i in its)
        return got, want, len(its)

    def registry(its: list[list], sort: str, dialog: bool = False) -> str:
        if sort == "Price: low to high":
            order = sorted(its, key=lambda i: i[1])
        else:
            order = sorted(its, key=lambda i: -i[4])
        got, want, n = totals(its)
        lines = []
        for i in order:
            bid = 200 + 10 * i[4]
            left = i[2] - i[3]
            status = "Fulfilled" if left == 0 else f"Still needs {left}"
            lines.append(f"""[{bid}] listitem ''
  [{bid + 1}] img ''
  [{bid + 2}] link '{i[0]}'
  StaticText '{money(i[1])}'
  StaticText 'Requested {i[2]} · Purchased {i[3]}'
  StaticText '{status}'
  [{bid + 6}] button 'Edit'
  [{bid + 7}] button 'Remove'""")
        dlg = R(0, """[900] dialog 'Remove this gift?', modal=True
  [902] heading 'Remove this gift?'
  StaticText 'Bamboo Bath Towel Set, Ivory will be removed from your registry. Guests will no longer see it. Nobody has purchased it yet.'
  [905] button 'Keep it'
  [906] button 'Remove item'""") if dialog else ""
        return page("Manage your registry | Bellfield & Vine", f"{base}/items", f"""
{nav}
        [100] main ''
          [102] heading 'Your registry'
          StaticText 'Priya Raman & Marcus Hale · September 14, 2024'
          StaticText '{money(got)} of {money(want)} gifted'
          [108] progressbar '', valuemin=0, valuemax=100, valuetext='{round(100 * got / want)}%'
          StaticText '{n} gifts'
          [112] combobox 'Sort' value='{sort}', hasPopup='menu', expanded=False
          [114] combobox 'Show' value='All gifts', hasPopup='menu', expanded=False
          [116] link 'Preview as guest'
          [120] list ''
{R(2, chr(10).join(lines))}
{dlg}""")

    def plates(requested: str, saved: bool, dirty: bool, left: int) -> str:
        msg = R(1, """[310] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Gift updated.'""") if saved else ""
        return page("Le Creuset Stoneware Dinner Plates, Set of 4 | Bellfield & Vine", f"{base}/items/BV-77215043", f"""
{nav}
        [300] main ''
{msg}
          [314] link 'Back to registry'
          [316] heading 'Le Creuset Stoneware Dinner Plates, Set of 4'
          [318] img 'Le Creuset Stoneware Dinner Plates, Set of 4'
          StaticText 'Sold by Le Creuset · Color: Sea Salt · Item BV-77215043'
          StaticText '$160.00'
          [326] spinbutton 'Quantity requested' value='{requested}', valuemin=1
          StaticText 'Purchased: 1'
          StaticText 'Still needs {left}'
          [332] checkbox 'Mark as most wanted', checked='false'
          [334] textbox 'Note to guests' value='We host Sunday dinners — these will get a lot of use!'
          [338] button 'Save'{'' if dirty else ', disabled=True'}
          [339] button 'Cancel'
          [342] heading 'Purchases'
          [344] list ''
            [345] listitem ''
              StaticText 'Jun 1, 2024 · Helen & Rob Hale · 1 set'
{foot}""")

    foot = R(0, """[990] contentinfo ''
  StaticText '© 2024 Bellfield & Vine · Free shipping on gifts over $50 · Returns within 180 days'
  [992] link 'Help center'""")

    got, want, n = totals(items)
    dash = page("Dashboard | Bellfield & Vine", "https://www.bellfieldandvine.com/registry/manage/priya-and-marcus-2024", f"""
{nav}
        [40] main ''
          [42] heading 'Hi Priya & Marcus!'
          StaticText 'September 14, 2024 · Hollis Farm, Carmel Valley · 94 days to go'
          [46] region 'Registry'
            StaticText '{n} gifts · {money(got)} of {money(want)} gifted'
            [49] link 'Manage registry'
          [52] region 'Recent gifts'
            [54] list ''
              [55] listitem ''
                StaticText 'Riedel Performance Cabernet Glasses, Set of 2 — from Aunt Meera · Jun 9'
              [57] listitem ''
                StaticText 'Hario V60 Pour-Over Coffee Kit — from Sam & Jo · Jun 3'
              [59] listitem ''
                StaticText 'Le Creuset Stoneware Dinner Plates, Set of 4 — from Helen & Rob Hale · Jun 1'
            [61] link 'View all 6 gifts'
          [64] region 'RSVPs'
            StaticText '86 of 140 guests have replied · 79 attending'
{foot}""")
    after = [list(i) for i in items]
    after[2][2] = 4
    removed = [i for i in after if not i[0].startswith("Bamboo")]
    plates_bid = 200 + 10 * 9 + 2
    turns = [
        ("click('19')", registry(items, "Recently added")),
        ("select_option('112', 'Price: low to high')", registry(items, "Price: low to high")),
        (f"click('{plates_bid}')", plates("3", False, False, 2)),
        ("fill('326', '4')", plates("4", False, True, 2)),
        ("click('338')", plates("4", True, False, 3)),
        ("click('314')", registry(after, "Price: low to high")),
        (f"click('{200 + 10 * 11 + 7}')", registry(after, "Price: low to high", dialog=True)),
        ("click('906')", registry(removed, "Price: low to high")),
    ]
    rs.add("web", "h55-web-06", SYSTEM, turns, state=dash)


# ---------------------------------------------------------------- 07 Postmill forum (bad: deleted comment shows again)
def t07(rs: RowSet) -> None:
    base = "http://localhost:9999"
    top = R(0, """[20] navigation ''
  [22] link 'Jump to main content'
  [23] link 'Jump to sidebar'
  [26] link 'Home'
  [28] link 'Forums'
  [29] link 'Wiki'
  [32] searchbox 'Search query'
  [34] link 'Notifications (0)'
  [35] link 'Submit'
  [37] button 'MarvelsGrantMan136', hasPopup='menu', expanded=False""")

    front = page("Postmill", f"{base}/", f"""
{top}
        [60] main ''
          [62] link 'Featured'
          [63] link 'All'
          [64] button 'Sort by: Hot', hasPopup='menu', expanded=False
          [70] article ''
            [72] link 'Scientists map the full wiring diagram of a fruit fly brain'
            StaticText 'Submitted by'
            [74] link 'neuro_nell'
            StaticText '5 hours ago in'
            [76] link 'science'
            [77] link '212 comments'
            StaticText '1,904'
          [80] article ''
            [82] link 'Which book do you reread every year?'
            StaticText 'Submitted by'
            [84] link 'paperback_owl'
            StaticText '1 day ago in'
            [86] link 'books'
            [87] link '87 comments'
            StaticText '643'
          [90] article ''
            [92] link 'City council approves protected bike lanes on Baum Blvd'
            StaticText 'Submitted by'
            [94] link 'steelcity_spoke'
            StaticText '7 hours ago in'
            [96] link 'pittsburgh'
            [97] link '58 comments'
            StaticText '377'
""")

    forums = [("AskReddit", 28413), ("books", 9022), ("consoles", 2187), ("DIY", 6540), ("Documentaries", 3311),
              ("EarthPorn", 11874), ("explainlikeimfive", 8460), ("Fitness", 5127), ("food", 7795), ("gadgets", 4018),
              ("history", 6233), ("movies", 14502), ("Music", 9981), ("nosleep", 3870), ("pittsburgh", 2244),
              ("science", 12306), ("space", 7021), ("sports", 5610), ("technology", 10988), ("worldnews", 16440)]
    fl = []
    bid = 110
    for name, subs in forums:
        fl.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{name}'
    [{bid + 2}] link '{name}'
  [{bid + 3}] cell '{subs:,}'
  [{bid + 4}] cell ''
    [{bid + 5}] button 'Subscribe'""")
        bid += 7
    forum_list = page("List of forums", f"{base}/forums", f"""
{top}
        [90] main ''
          [92] heading 'List of forums'
          [94] link 'Create forum'
          [96] tablist ''
            [97] tab 'By name', selected=True
            [98] tab 'By subscribers', selected=False
          [100] table ''
            [101] row ''
              [102] columnheader 'Name'
              [103] columnheader 'Subscribers'
              [104] columnheader ''
{R(2, chr(10).join(fl))}
""")

    subs = [
        ("Which book do you reread every year?", "paperback_owl", "1 day ago", 87, 643),
        ("Ursula K. Le Guin's The Dispossessed turns 50 this year", "anarres_reader", "2 days ago", 41, 512),
        ("Finished all of Discworld after 3 years. AMA about the journey", "octarine_ink", "9 hours ago", 66, 388),
        ("Library book sale haul: 14 hardcovers for $11", "dogeared_dan", "4 hours ago", 23, 301),
        ("What is the most underrated sci-fi novel you have read?", "parsec_pages", "3 days ago", 154, 276),
        ("Audiobook narrators who made the book better than print", "earworm_em", "1 day ago", 72, 219),
        ("Anyone else track their reading in a spreadsheet?", "marginalia_max", "6 hours ago", 35, 143),
    ]
    sl = []
    bid = 300
    for title, who, when, nc, score in subs:
        sl.append(f"""[{bid}] article ''
  [{bid + 2}] link {title!r}
  StaticText 'Submitted by'
  [{bid + 4}] link '{who}'
  StaticText '{when}'
  [{bid + 6}] link '{nc} comments'
  [{bid + 7}] button 'Upvote'
  StaticText '{score}'
  [{bid + 9}] button 'Downvote'""")
        bid += 12
    books = page("books", f"{base}/f/books", f"""
{top}
        [280] main ''
          [282] heading '/f/books'
          [284] button 'Sort by: Hot', hasPopup='menu', expanded=False
{R(1, chr(10).join(sl))}
          [400] link 'More'
        [410] complementary ''
          [412] heading 'books'
          StaticText 'Discuss books, authors, and everything literary. Be kind; no spoilers in titles.'
          [415] button 'Unsubscribe'
          StaticText '9,022 subscribers'
          StaticText 'Created 2 years ago'
""")

    mine = ("MarvelsGrantMan136", "19 hours ago", "The Left Hand of Darkness, every November when it gets cold. It reads differently every time, and I notice something new about Estraven each year.", 41)
    others = [
        ("quiet_quill", "22 hours ago", "The Hobbit every December. It is the only book I read out loud to myself.", 118),
        ("paperback_owl", "21 hours ago", "Same! The chapter with the riddles in the dark never gets old.", 37),
        ("nightshade_nora", "20 hours ago", "Rebecca. I pretend I do not know the twist every time.", 96),
        ("octarine_ink", "18 hours ago", "Small Gods. Funnier and angrier with every reread.", 72),
        ("bramble_and_bone", "15 hours ago", "Anne of Green Gables, every spring, no shame.", 54),
    ]

    def thread(with_mine: bool) -> str:
        n = 87 if with_mine else 86
        cl = []
        bid = 520
        rows = others[:3] + ([mine] if with_mine else []) + others[3:]
        for who, when, text, pts in rows:
            extra = ("\n  [{}] link 'Edit'\n  [{}] link 'Delete'".format(bid + 6, bid + 7)) if who == mine[0] else ""
            cl.append(f"""[{bid}] article ''
  [{bid + 1}] link '{who}'
  StaticText '{when}'
  StaticText {text!r}
  [{bid + 3}] button 'Upvote'
  StaticText '{pts}'
  [{bid + 4}] link 'Reply'
  [{bid + 5}] link 'Permalink'{extra}""")
            bid += 10
        return page("Which book do you reread every year? : books", f"{base}/f/books/58214/which-book-do-you-reread-every-year", f"""
{top}
        [480] main ''
          [482] link 'Which book do you reread every year?'
          StaticText 'Submitted by'
          [484] link 'paperback_owl'
          StaticText '1 day ago in'
          [486] link 'books'
          StaticText 'Mine is Piranesi. I started it again last week and it hit even harder. What is yours, and what keeps you coming back?'
          [490] button 'Upvote'
          StaticText '643'
          [492] button 'Downvote'
          [494] link '{n} comments'
          [500] textbox 'Comment'
          [502] button 'Post'
          [504] button 'Sort by: Old', hasPopup='menu', expanded=False
{R(1, chr(10).join(cl))}
          [700] link 'Load more comments (81)'
""")

    def profile(tab: str) -> str:
        entries = [
            ("comment", "books", "The Left Hand of Darkness, every November when it gets cold. It reads differently every time, and I notice something new about Estraven each year.", "19 hours ago", "Which book do you reread every year?"),
            ("comment", "movies", "The practical effects in the hallway fight still hold up better than most CGI from the last five years.", "5 days ago", "Inception rewatch thread"),
            ("submission", "consoles", "Steam Deck OLED vs. original: 3 months later", "1 week ago", "29 comments"),
            ("comment", "pittsburgh", "The 61C is usually fine after 9 pm, but give yourself extra time on weekends.", "1 week ago", "Late night buses from Oakland?"),
            ("comment", "books", "Seconding The Fifth Season. The second-person chapters click about a third of the way in.", "2 weeks ago", "Best fantasy series that is already finished?"),
            ("submission", "DIY", "Built a floating shelf from a single walnut slab (pics)", "3 weeks ago", "14 comments"),
        ]
        if tab == "Submissions":
            entries = [e for e in entries if e[0] == "submission"]
        el = []
        bid = 760
        for kind, forum, text, when, ctx in entries:
            if kind == "comment":
                el.append(f"""[{bid}] article ''
  StaticText 'MarvelsGrantMan136 commented in'
  [{bid + 1}] link '{forum}'
  StaticText {when!r}
  [{bid + 2}] link {ctx!r}
  StaticText {text!r}
  [{bid + 3}] link 'Permalink'""")
            else:
                el.append(f"""[{bid}] article ''
  [{bid + 1}] link {text!r}
  StaticText 'Submitted by MarvelsGrantMan136 {when} in'
  [{bid + 2}] link '{forum}'
  [{bid + 3}] link '{ctx}'""")
            bid += 6
        return page("MarvelsGrantMan136", f"{base}/user/MarvelsGrantMan136" + ("/submissions" if tab == "Submissions" else ""), f"""
{top}
        [740] main ''
          [742] heading 'MarvelsGrantMan136'
          [744] tablist ''
            [745] tab 'Overview', selected={tab == 'Overview'}
            [746] tab 'Submissions', selected={tab == 'Submissions'}
            [747] tab 'Comments', selected=False
{R(1, chr(10).join(el))}
        [850] complementary ''
          StaticText 'Registered 1 year ago'
          StaticText 'Biography: Weekend woodworker, weekday bookworm.'
          [854] link 'Send message'
""")

    turns = [
        ("click('28')", forum_list),
        ("click('119')", books),
        ("click('306')", thread(True)),
        ("click('557')", thread(False)),
        ("click('37')", profile("Overview")),
        ("click('746')", profile("Submissions")),
        ("click('761')", page("Steam Deck OLED vs. original: 3 months later : consoles", f"{base}/f/consoles/57102/steam-deck-oled-vs-original-3-months-later", f"""
{top}
        [480] main ''
          [482] link 'Steam Deck OLED vs. original: 3 months later'
          StaticText 'Submitted by'
          [484] link 'MarvelsGrantMan136'
          StaticText '1 week ago in'
          [486] link 'consoles'
          StaticText 'Battery life is the real upgrade: about 40% longer in the same games. The screen is gorgeous, but the original is still great for the price.'
          [490] button 'Upvote'
          StaticText '188'
          [492] button 'Downvote'
          [494] link '29 comments'
          [496] link 'Edit'
          [497] link 'Delete'
          [500] textbox 'Comment'
          [502] button 'Post'
          [504] button 'Sort by: Best', hasPopup='menu', expanded=False
          [510] article ''
            [511] link 'pixel_pilgrim'
            StaticText '1 week ago'
            StaticText 'Does the OLED fix the fan whine on yours? Mine is noticeably quieter.'
            [514] link 'Reply'
          [700] link 'Load more comments (28)'
""")),
    ]
    rs.add("web", "h55-web-07", SYSTEM, turns, state=front, bad=True, turn=5,
           kind="The user's profile overview still lists the Left Hand of Darkness comment in books, which was deleted at turn 4 (thread went from 87 to 86 comments).")


# ---------------------------------------------------------------- 08 coworking room booking (bad: created booking missing from grid)
def t08(rs: RowSet) -> None:
    base = "https://members.hatcheryworks.co"
    nav = R(0, """[10] banner ''
  [12] link 'Hatchery Works'
  [14] navigation ''
    [15] link 'Home'
    [16] link 'Book a room'
    [17] link 'My bookings'
    [18] link 'Credits'
    [19] link 'Guests'
    [20] link 'Events'
  StaticText 'Tomás Ibarra · Lanternfish Analytics'
  [24] link 'Sign out'""")

    rooms = [("Cedar", "6 people · Screen"), ("Birch", "4 people · Whiteboard"), ("Juniper", "12 people · Boardroom"),
             ("Phone booth 1", "1 person"), ("Phone booth 2", "1 person")]
    slots = [f"{h}:{m}" for h in range(12, 18) for m in ("00", "30")]
    taken = {
        "Cedar": {"12:00", "12:30", "16:00", "16:30", "17:00"},
        "Birch": {"13:00", "13:30", "14:00"},
        "Juniper": {"12:00", "12:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30"},
        "Phone booth 1": {"12:30", "15:00"},
        "Phone booth 2": {"14:00", "14:30", "17:30"},
    }

    def grid(extra: set[str], credits: int) -> str:
        lines = []
        bid = 120
        for room, desc in rooms:
            lines.append(f"[{bid}] row ''")
            lines.append(f"  [{bid + 1}] rowheader '{room} {desc}'")
            bid += 2
            for s in slots:
                busy = s in taken[room] or (room == "Cedar" and s in extra)
                if busy:
                    lines.append(f"  [{bid}] gridcell '{room}, {s}, booked'")
                else:
                    lines.append(f"  [{bid}] gridcell ''")
                    lines.append(f"    [{bid + 1}] button '{room}, {s}, available'")
                bid += 2
        head = "\n".join(f"  [{102 + i}] columnheader '{s}'" for i, s in enumerate(slots))
        return page("Book a room — Hatchery Works", f"{base}/rooms?date=2024-06-13", f"""
{nav}
        [40] main ''
          [42] heading 'Book a room'
          [44] button 'Previous day'
          StaticText 'Thursday, June 13, 2024 (today)'
          [46] button 'Next day'
          [48] button 'Earlier times'
          StaticText 'Showing 12:00–18:00'
          StaticText 'Credits remaining this month: {credits} of 40 · 1 credit = 30 minutes'
          [100] grid 'Room availability'
            [101] row ''
{R(2, head)}
{R(2, chr(10).join(lines))}
          StaticText 'Times shown in Pacific Time. Bookings close 5 minutes before start.'
""")

    cedar_1400 = None
    bid = 120
    for room, _ in rooms:
        bid += 2
        for s in slots:
            if room == "Cedar" and s == "14:00":
                cedar_1400 = bid + 1
            bid += 2

    def form(title: str, duration: str, credits_cost: int, end: str) -> str:
        tval = f" value='{title}'" if title else ""
        return page("New booking — Cedar — Hatchery Works", f"{base}/rooms/cedar/book?date=2024-06-13&start=14:00", f"""
{nav}
        [200] main ''
          [202] link 'Back to availability'
          [204] heading 'Book Cedar'
          StaticText '6 people · 65-inch screen with HDMI and AirPlay · Whiteboard wall · 2nd floor, east wing'
          [210] group 'When'
            StaticText 'Thursday, June 13, 2024'
            [213] combobox 'Start' value='14:00', hasPopup='menu', expanded=False
            [215] combobox 'Duration' value='{duration}', hasPopup='menu', expanded=False
              [216] option '30 minutes', selected={duration == '30 minutes'}
              [217] option '1 hour', selected={duration == '1 hour'}
              [218] option '1.5 hours', selected={duration == '1.5 hours'}
              [219] option '2 hours', selected={duration == '2 hours'}
            StaticText 'Ends at {end}'
          [224] textbox 'Meeting title'{tval}
          [226] textbox 'Guest emails (optional)'
          [228] checkbox 'Send calendar invite to me', checked='true'
          StaticText 'Cost: {credits_cost} credits · You have 20 credits left this month'
          [234] button 'Confirm booking'
          [235] button 'Cancel'
""")

    confirm = page("Booking confirmed — Hatchery Works", f"{base}/bookings/HW-48213", f"""
{nav}
        [300] main ''
          [302] heading 'You are booked!'
          StaticText 'Booking reference HW-48213'
          [306] group 'Details'
            StaticText 'Room: Cedar (2nd floor, east wing)'
            StaticText 'When: Thursday, June 13, 2024, 14:00–15:30'
            StaticText 'Title: Q3 roadmap sync'
            StaticText 'Credits used: 3 · Remaining this month: 17 of 40'
            StaticText 'Door code: 4417# (active 10 minutes before start)'
          [316] link 'Add to Google Calendar'
          [317] link 'Download .ics'
          [318] button 'Cancel booking'
          [320] link 'Book another room'
""")

    bookings = page("My bookings — Hatchery Works", f"{base}/bookings", f"""
{nav}
        [400] main ''
          [402] heading 'My bookings'
          [404] tablist ''
            [405] tab 'Upcoming (4)', selected=True
            [406] tab 'Past', selected=False
          [410] table ''
            [411] row ''
              [412] columnheader 'When'
              [413] columnheader 'Room'
              [414] columnheader 'Title'
              [415] columnheader 'Reference'
              [416] columnheader 'Credits'
              [417] columnheader ''
            [420] row ''
              [421] cell 'Thu Jun 13, 14:00–15:30'
              [422] cell 'Cedar'
              [423] cell 'Q3 roadmap sync'
              [424] cell 'HW-48213'
              [425] cell '3'
              [426] cell ''
                [427] button 'Cancel'
            [430] row ''
              [431] cell 'Fri Jun 14, 10:00–11:00'
              [432] cell 'Birch'
              [433] cell 'Candidate interview'
              [434] cell 'HW-48177'
              [435] cell '2'
              [436] cell ''
                [437] button 'Cancel'
            [440] row ''
              [441] cell 'Tue Jun 18, 09:30–10:00'
              [442] cell 'Phone booth 2'
              [443] cell 'Vendor call'
              [444] cell 'HW-48190'
              [445] cell '1'
              [446] cell ''
                [447] button 'Cancel'
            [450] row ''
              [451] cell 'Thu Jun 20, 13:00–16:00'
              [452] cell 'Juniper'
              [453] cell 'Client workshop: Harbor Freight Co.'
              [454] cell 'HW-48002'
              [455] cell '6'
              [456] cell ''
                [457] button 'Cancel'
          StaticText 'Cancel at least 2 hours before start for a full credit refund.'
""")

    def credits_page(month: str) -> str:
        if month == "June 2024":
            log = [("Jun 13, 2024 11:24", "HW-48213 · Cedar · Jun 13 14:00–15:30", "−3", "17"),
                   ("Jun 11, 2024 16:02", "HW-48190 · Phone booth 2 · Jun 18 09:30–10:00", "−1", "20"),
                   ("Jun 10, 2024 09:15", "HW-48177 · Birch · Jun 14 10:00–11:00", "−2", "21"),
                   ("Jun 7, 2024 11:05", "HW-48133 · Cedar · Jun 7 15:00–16:30", "−3", "23"),
                   ("Jun 6, 2024 13:40", "HW-48121 · Birch · Jun 6 14:00–15:00", "−2", "26"),
                   ("Jun 4, 2024 16:20", "HW-48102 · Juniper · Jun 5 09:00–12:00", "−6", "28"),
                   ("Jun 4, 2024 10:08", "HW-48079 · Cedar · Jun 4 15:00–17:00 (cancelled, refunded)", "+4", "34"),
                   ("Jun 3, 2024 17:51", "HW-48079 · Cedar · Jun 4 15:00–17:00", "−4", "30"),
                   ("Jun 1, 2024 00:00", "HW-48002 · Juniper · Jun 20 13:00–16:00 (booked May 28)", "−6", "34"),
                   ("Jun 1, 2024 00:00", "Monthly allowance (Team plan, 2 seats)", "+40", "40")]
            summary = "Used 23 of 40 · 17 remaining · resets Jul 1, 2024"
        else:
            log = [("May 29, 2024 08:47", "HW-47960 · Phone booth 1 · May 29 09:00–09:30", "−1", "19"),
                   ("May 21, 2024 14:12", "HW-47811 · Juniper · May 23 10:00–13:00", "−6", "20"),
                   ("May 15, 2024 09:30", "HW-47702 · Cedar · May 15 10:00–12:00", "−4", "26"),
                   ("May 7, 2024 16:45", "HW-47588 · Birch · May 8 13:00–15:00", "−4", "30"),
                   ("May 2, 2024 11:02", "HW-47490 · Cedar · May 2 14:00–17:00", "−6", "34"),
                   ("May 1, 2024 00:00", "Monthly allowance (Team plan, 2 seats)", "+40", "40")]
            summary = "Used 21 of 40 · 19 expired unused on Jun 1, 2024"
        ll = []
        bid = 520
        for when, what, delta, bal in log:
            ll.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{when}'
  [{bid + 2}] cell '{what}'
  [{bid + 3}] cell '{delta}'
  [{bid + 4}] cell '{bal}'""")
            bid += 6
        return page("Credits — Hatchery Works", f"{base}/credits" + ("" if month == "June 2024" else "?month=2024-05"), f"""
{nav}
        [500] main ''
          [502] heading 'Meeting room credits'
          [504] combobox 'Month' value='{month}', hasPopup='menu', expanded=False
          StaticText '{summary}'
          [508] button 'Buy extra credits'
          [510] table 'Credit activity'
            [511] row ''
              [512] columnheader 'Date'
              [513] columnheader 'Activity'
              [514] columnheader 'Change'
              [515] columnheader 'Balance'
{R(2, chr(10).join(ll))}
""")

    home = page("Home — Hatchery Works", f"{base}/", f"""
{nav}
        [30] main ''
          [32] heading 'Good morning, Tomás'
          StaticText 'Thursday, June 13 · Front desk open 8:00–18:00 · Wi-Fi: Hatchery-Members'
          [36] region 'Today'
            StaticText 'No bookings today'
            [38] link 'Book a room'
          [40] region 'Announcements'
            StaticText 'Lunch & Learn: Pitch decks that work — Fri Jun 14, 12:30, Commons'
            StaticText 'The 3rd floor kitchen is closed for repairs until Monday.'
""")
    turns = [
        ("click('16')", grid(set(), 20)),
        (f"click('{cedar_1400}')", form("", "1 hour", 2, "15:00")),
        ("fill('224', 'Q3 roadmap sync')", form("Q3 roadmap sync", "1 hour", 2, "15:00")),
        ("select_option('215', '1.5 hours')", form("Q3 roadmap sync", "1.5 hours", 3, "15:30")),
        ("click('234')", confirm),
        ("click('17')", bookings),
        ("click('16')", grid(set(), 17)),
        ("click('18')", credits_page("June 2024")),
        ("select_option('504', 'May 2024')", credits_page("May 2024")),
    ]
    rs.add("web", "h55-web-08", SYSTEM, turns, state=home, bad=True, turn=7,
           kind="After booking HW-48213 (Cedar 14:00–15:30, confirmed and listed in My bookings), the availability grid shows Cedar 14:00, 14:30 and 15:00 as available again.")


# ---------------------------------------------------------------- 09 mobile carrier plan & usage (bad: new total does not follow)
def t09(rs: RowSet) -> None:
    base = "https://my.tidewavemobile.com"
    nav = R(0, """[10] banner ''
  [12] link 'Tidewave Mobile'
  [14] navigation 'My account'
    [15] link 'Overview'
    [16] link 'Usage'
    [17] link 'Plans & add-ons'
    [18] link 'Bills'
    [19] link 'Devices'
    [20] link 'Profile'
  StaticText 'Dana Pruitt · Account 4410-2873-19'
  [24] link 'Log out'""")
    foot = R(0, """[950] contentinfo ''
  StaticText 'Tidewave Mobile · Customer care: dial 611 from your phone · © 2024'
  [952] link 'Privacy center'
  [953] link 'Open internet'""")

    def usage(updated: str, d: tuple[str, str, str], leo_talk: str) -> str:
        return page("Usage | Tidewave Mobile", f"{base}/usage", f"""
{nav}
        [100] main ''
          [102] heading 'Usage'
          StaticText 'Billing cycle May 18 – Jun 17, 2024 · 6 days left'
          StaticText 'Updated {updated}'
          [108] table 'Usage by line'
            [109] row ''
              [110] columnheader 'Line'
              [111] columnheader 'Data'
              [112] columnheader 'Talk'
              [113] columnheader 'Text'
              [114] columnheader 'International'
              [115] columnheader ''
            [117] row ''
              [118] cell 'Dana (612) 555-0147'
              [119] cell '{d[0]} GB of Unlimited (50 GB premium)'
              [120] cell '312 min'
              [121] cell '1,204'
              [122] cell '46 min to Mexico'
              [123] cell ''
                [124] link 'Details for Dana'
            [126] row ''
              [127] cell 'Leo (612) 555-0192'
              [128] cell '{d[1]} GB of Unlimited (50 GB premium)'
              [129] cell '{leo_talk} min'
              [130] cell '2,917'
              [131] cell '0 min'
              [132] cell ''
                [133] link 'Details for Leo'
            [135] row ''
              [136] cell 'Tablet (612) 555-0168'
              [137] cell '{d[2]} GB of 10 GB'
              [138] cell '—'
              [139] cell '—'
              [140] cell '—'
              [141] cell ''
                [142] link 'Details for Tablet'
          StaticText 'Usage can take up to 24 hours to appear and does not include the current session.'
{foot}""")

    leo_days = [("Jun 10", "0.71"), ("Jun 9", "1.12"), ("Jun 8", "0.94"), ("Jun 7", "0.38"), ("Jun 6", "0.52"),
                ("Jun 5", "0.47"), ("Jun 4", "0.61")]
    ld = []
    bid = 220
    for day, gb in leo_days:
        ld.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{day}'
  [{bid + 2}] cell '{gb} GB'""")
        bid += 3
    leo = page("Leo (612) 555-0192 usage | Tidewave Mobile", f"{base}/usage/6125550192", f"""
{nav}
        [200] main ''
          [202] link 'Back to usage'
          [204] heading 'Leo (612) 555-0192'
          StaticText 'Unlimited Plus · Cycle to date: 14.62 GB data, 488 min talk, 2,917 texts'
          StaticText 'Premium data: 14.62 of 50 GB used. After 50 GB, speeds may be slower during congestion.'
          [210] tablist ''
            [211] tab 'Data', selected=True
            [212] tab 'Talk', selected=False
            [213] tab 'Text', selected=False
          [216] table 'Daily data, last 7 days'
            [217] row ''
              [218] columnheader 'Day'
              [219] columnheader 'Data'
{R(2, chr(10).join(ld))}
          [250] link 'Download full usage (CSV)'
{foot}""")

    def plans(pending: bool, next_total: str) -> str:
        pend = R(1, f"""[330] region 'Pending changes'
  StaticText 'Remove International Pass from Dana (612) 555-0147 · effective Jun 18, 2024 · order TW-6619042'
  StaticText 'Starting Jun 18, 2024 your estimated monthly total will be {next_total}'
  [334] button 'Cancel this change'""") if pending else ""
        return page("Plans & add-ons | Tidewave Mobile", f"{base}/plans", f"""
{nav}
        [300] main ''
          [302] heading 'Plans & add-ons'
{pend}
          [340] table 'Lines'
            [341] row ''
              [342] columnheader 'Line'
              [343] columnheader 'Plan'
              [344] columnheader 'Add-ons'
              [345] columnheader 'Monthly'
              [346] columnheader ''
            [348] row ''
              [349] cell 'Dana (612) 555-0147'
              [350] cell 'Unlimited Plus $45.00'
              [351] cell 'International Pass $10.00{' (ends Jun 17)' if pending else ''}'
              [352] cell '$55.00'
              [353] cell ''
                [354] link 'Manage add-ons for Dana'
            [356] row ''
              [357] cell 'Leo (612) 555-0192'
              [358] cell 'Unlimited Plus $45.00'
              [359] cell 'Cloud 200 GB $3.00'
              [360] cell '$48.00'
              [361] cell ''
                [362] link 'Manage add-ons for Leo'
            [364] row ''
              [365] cell 'Tablet (612) 555-0168'
              [366] cell 'Connected Device 10 GB $20.00'
              [367] cell '—'
              [368] cell '$20.00'
              [369] cell ''
                [370] link 'Manage add-ons for Tablet'
          [380] table 'Account'
            [381] row ''
              [382] cell 'Lines and add-ons'
              [383] cell '$123.00'
            [385] row ''
              [386] cell 'AutoPay & paperless discount'
              [387] cell '−$10.00'
            [389] row ''
              [390] cell 'Taxes & fees (estimated)'
              [391] cell '$14.27'
            [393] row ''
              [394] cell 'Current monthly total'
              [395] cell '$127.27'
          [398] link 'Change plan'
          [399] link 'Add a line'
{foot}""")

    def addons(intl: bool) -> str:
        line = "$55.00" if intl else "$45.00"
        est = "$127.27" if intl else "$117.27"
        return page("Manage add-ons: Dana | Tidewave Mobile", f"{base}/plans/6125550147/addons", f"""
{nav}
        [400] main ''
          [402] link 'Back to plans'
          [404] heading 'Add-ons for Dana (612) 555-0147'
          StaticText 'Plan: Unlimited Plus $45.00/mo'
          [410] group 'Available add-ons'
            [412] checkbox 'International Pass — unlimited calls to Mexico and Canada, 1 GB roaming — $10.00/mo', checked='{str(intl).lower()}'
            [414] checkbox 'Cloud 200 GB — $3.00/mo', checked='false'
            [416] checkbox 'Device Protection — $15.00/mo', checked='false'
            [418] checkbox 'Hotspot Boost 30 GB — $10.00/mo', checked='false'
          StaticText 'Line monthly total: {line}'
          StaticText 'Account estimate: {est} per month (taxes and fees estimated)'
          [426] button 'Review changes'{'' if not intl else ', disabled=True'}
          [427] link 'Cancel'
{foot}""")

    review = page("Review changes | Tidewave Mobile", f"{base}/plans/6125550147/addons/review", f"""
{nav}
        [500] main ''
          [502] heading 'Review your changes'
          [504] table ''
            [505] row ''
              [506] cell 'Line'
              [507] cell 'Dana (612) 555-0147'
            [509] row ''
              [510] cell 'Removing'
              [511] cell 'International Pass (−$10.00/mo)'
            [513] row ''
              [514] cell 'Effective'
              [515] cell 'Jun 18, 2024 (start of next billing cycle)'
            [517] row ''
              [518] cell 'Current monthly total'
              [519] cell '$127.27'
            [521] row ''
              [522] cell 'New monthly total (estimated)'
              [523] cell '$117.27'
          StaticText 'International calls from this line after Jun 17 will be billed at pay-per-use rates ($0.25/min to Mexico).'
          [528] checkbox 'I agree to the terms of this change', checked='true'
          [530] button 'Submit changes'
          [531] link 'Go back'
{foot}""")

    done = page("Change submitted | Tidewave Mobile", f"{base}/orders/TW-6619042", f"""
{nav}
        [600] main ''
          [602] heading 'Your change is scheduled'
          StaticText 'Order TW-6619042 · submitted Jun 11, 2024 9:51 AM'
          StaticText 'International Pass will be removed from Dana (612) 555-0147 on Jun 18, 2024. Your pass stays active through Jun 17.'
          StaticText 'A confirmation was sent to dana.pruitt@fastmail.com.'
          [610] link 'Back to Plans & add-ons'
          [611] link 'View orders'
{foot}""")

    bills = page("Bills | Tidewave Mobile", f"{base}/bills", f"""
{nav}
        [700] main ''
          [702] heading 'Bills'
          StaticText 'Balance: $0.00 · AutoPay on (Visa ending 4417) · Next AutoPay Jun 18, 2024'
          [706] table 'Bill history'
            [707] row ''
              [708] columnheader 'Statement date'
              [709] columnheader 'Amount'
              [710] columnheader 'Status'
              [711] columnheader ''
            [713] row ''
              [714] cell 'May 18, 2024'
              [715] cell '$127.27'
              [716] cell 'Paid May 18 (AutoPay)'
              [717] cell ''
                [718] link 'View PDF (May 18, 2024)'
            [720] row ''
              [721] cell 'Apr 18, 2024'
              [722] cell '$127.27'
              [723] cell 'Paid Apr 18 (AutoPay)'
              [724] cell ''
                [725] link 'View PDF (Apr 18, 2024)'
            [727] row ''
              [728] cell 'Mar 18, 2024'
              [729] cell '$124.19'
              [730] cell 'Paid Mar 18 (AutoPay)'
              [731] cell ''
                [732] link 'View PDF (Mar 18, 2024)'
            [734] row ''
              [735] cell 'Feb 18, 2024'
              [736] cell '$141.06'
              [737] cell 'Paid Feb 18 (AutoPay)'
              [738] cell ''
                [739] link 'View PDF (Feb 18, 2024)'
          StaticText 'Mar 18: Cloud 200 GB added to Leo mid-cycle (prorated). Feb 18: includes one-time activation fee for Tablet.'
{foot}""")

    overview = page("Overview | Tidewave Mobile", f"{base}/", f"""
{nav}
        [40] main ''
          [42] heading 'Hi, Dana'
          [44] region 'Your bill'
            StaticText 'Current balance $0.00 · Next AutoPay $127.27 on Jun 18, 2024'
          [48] region 'Usage this cycle'
            StaticText '3 lines · 6 days left in cycle'
            [51] link 'See usage'
          [53] region 'Offers'
            StaticText 'Upgrade Leo to the Pixel 8a for $0 down.'
{foot}""")
    turns = [
        ("click('16')", usage("Jun 11, 2024 9:42 AM", ("18.34", "14.62", "3.08"), "488")),
        ("click('133')", leo),
        ("go_back()", usage("Jun 11, 2024 9:42 AM", ("18.34", "14.62", "3.08"), "488")),
        ("click('17')", plans(False, "")),
        ("click('354')", addons(True)),
        ("click('412')", addons(False)),
        ("click('426')", review),
        ("click('530')", done),
        ("click('610')", plans(True, "$112.27")),
        ("click('16')", usage("Jun 11, 2024 9:58 AM", ("18.39", "14.71", "3.08"), "491")),
        ("click('18')", bills),
    ]
    rs.add("web", "h55-web-09", SYSTEM, turns, state=overview, bad=True, turn=9,
           kind="The pending change says the monthly total from Jun 18 will be $112.27, but removing the $10 International Pass from $127.27 gives $117.27, as the add-on and review pages said.")


# ---------------------------------------------------------------- 10 volunteer shift scheduler (clean)
def t10(rs: RowSet) -> None:
    base = "https://harborfoodbank.helphive.org"
    nav = R(0, """[10] banner ''
  [12] link 'Harbor Food Bank Volunteers'
  [14] navigation ''
    [15] link 'Open shifts'
    [16] link 'My schedule'
    [17] link 'Hours log'
    [18] link 'Trainings'
  StaticText 'Renee Castillo'
  [22] link 'Log out'""")

    def shifts(signed: bool) -> str:
        data = [
            ("Sat, Jun 15", "9:00 AM – 12:00 PM", "Warehouse sorting", "Main warehouse, 1100 Pier Rd", 8 if signed else 7, 10, signed),
            ("Sat, Jun 15", "1:00 PM – 4:00 PM", "Warehouse sorting", "Main warehouse, 1100 Pier Rd", 4, 10, False),
            ("Sun, Jun 16", "10:00 AM – 1:00 PM", "Community fridge restock", "Eastside fridge, 42 Alder St", 2, 4, False),
            ("Tue, Jun 18", "4:00 PM – 7:00 PM", "Pantry distribution", "Lincoln Elementary gym", 9, 12, True),
            ("Thu, Jun 20", "9:00 AM – 11:00 AM", "Senior grocery delivery (driver)", "Main warehouse, 1100 Pier Rd", 3, 6, False),
            ("Sat, Jun 22", "9:00 AM – 12:00 PM", "Warehouse sorting", "Main warehouse, 1100 Pier Rd", 2, 10, False),
            ("Thu, Jun 27", "8:00 AM – 11:00 AM", "Garden harvest", "Harbor Community Farm", 5, 8, True),
        ]
        lines = []
        bid = 120
        for day, time, role, where, filled, cap, mine in data:
            btn = f"[{bid + 6}] button 'Signed up – view'" if mine else f"[{bid + 6}] button 'Sign up'"
            lines.append(f"""[{bid}] listitem ''
  [{bid + 1}] heading '{role}'
  StaticText '{day} · {time}'
  StaticText '{where}'
  StaticText '{filled} of {cap} spots filled'
  [{bid + 5}] progressbar '', valuemin=0, valuemax={cap}, valuetext='{filled}'
  {btn}""")
            bid += 10
        alert = R(1, """[104] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'You are signed up for Warehouse sorting on Sat, Jun 15, 9:00 AM. A reminder will be emailed 24 hours before.'""") if signed else ""
        return page("Open shifts · Harbor Food Bank Volunteers", f"{base}/shifts", f"""
{nav}
        [100] main ''
{alert}
          [106] heading 'Open shifts'
          [108] combobox 'Location' value='All locations', hasPopup='menu', expanded=False
          [110] combobox 'Role' value='All roles', hasPopup='menu', expanded=False
          StaticText 'Showing shifts Jun 12 – Jun 30'
          [116] list ''
{R(2, chr(10).join(lines))}
""")

    def with_modal(body: str, modal: str) -> str:
        return body + "\n" + "\n".join("\t" + ln for ln in modal.split("\n"))

    signup_modal = """[800] dialog 'Confirm shift', modal=True
\t[802] heading 'Warehouse sorting'
\tStaticText 'Sat, Jun 15 · 9:00 AM – 12:00 PM · Main warehouse, 1100 Pier Rd'
\tStaticText 'Closed-toe shoes required. Park in the north lot; check in at the volunteer desk.'
\t[806] checkbox 'I completed the food safety orientation', checked='true'
\t[808] button 'Cancel'
\t[809] button 'Confirm'"""

    def schedule(with_pantry: bool, alert: bool) -> str:
        up = [("Sat, Jun 15", "9:00 AM – 12:00 PM", "Warehouse sorting", "Main warehouse", "3.0")]
        if with_pantry:
            up.append(("Tue, Jun 18", "4:00 PM – 7:00 PM", "Pantry distribution", "Lincoln Elementary gym", "3.0"))
        up.append(("Thu, Jun 27", "8:00 AM – 11:00 AM", "Garden harvest", "Harbor Community Farm", "3.0"))
        sched = sum(float(u[4]) for u in up)
        lines = []
        bid = 220
        for day, time, role, where, hrs in up:
            lines.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{day}'
  [{bid + 2}] cell '{time}'
  [{bid + 3}] cell '{role}'
  [{bid + 4}] cell '{where}'
  [{bid + 5}] cell '{hrs}'
  [{bid + 6}] cell ''
    [{bid + 7}] button 'Cancel'""")
            bid += 10
        al = R(1, """[204] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Your shift on Tue, Jun 18 was cancelled. The coordinator has been notified.'""") if alert else ""
        return page("My schedule · Harbor Food Bank Volunteers", f"{base}/me/schedule", f"""
{nav}
        [200] main ''
{al}
          [206] heading 'My schedule'
          StaticText 'June 2024: 6.0 hours completed · {sched:.1f} hours scheduled'
          [210] table 'Upcoming shifts'
            [211] row ''
              [212] columnheader 'Date'
              [213] columnheader 'Time'
              [214] columnheader 'Role'
              [215] columnheader 'Location'
              [216] columnheader 'Hours'
              [217] columnheader ''
{R(2, chr(10).join(lines))}
          [280] heading 'Completed this month'
          [282] list ''
            [283] listitem ''
              StaticText 'Sat, Jun 8 · Warehouse sorting · 3.0 h · verified by Marcus L.'
            [285] listitem ''
              StaticText 'Sat, Jun 1 · Warehouse sorting · 3.0 h · verified by Marcus L.'
          [290] link 'Export to calendar (.ics)'
""")

    cancel_modal = """[820] dialog 'Cancel this shift?', modal=True
\t[822] heading 'Cancel this shift?'
\tStaticText 'Pantry distribution · Tue, Jun 18 · 4:00 PM – 7:00 PM · Lincoln Elementary gym'
\tStaticText 'Cancelling less than 48 hours before a shift counts as a late cancellation. This shift is 6 days away.'
\t[826] textbox 'Reason (optional)'
\t[828] button 'Keep shift'
\t[829] button 'Yes, cancel shift'"""

    home = page("Home · Harbor Food Bank Volunteers", f"{base}/", f"""
{nav}
        [30] main ''
          [32] heading 'Welcome back, Renee'
          StaticText 'Wednesday, June 12, 2024'
          StaticText 'Your next shift: Tue, Jun 18 · Pantry distribution · 4:00 PM'
          [38] link 'Find a shift'
          [40] region 'This month'
            StaticText '6.0 hours completed · 6.0 hours scheduled'
            StaticText 'Lifetime: 142.5 hours since March 2021'
""")
    turns = [
        ("click('15')", shifts(False)),
        ("click('126')", with_modal(shifts(False), signup_modal)),
        ("click('809')", shifts(True)),
        ("click('16')", schedule(True, False)),
        ("click('237')", with_modal(schedule(True, False), cancel_modal)),
        ("click('829')", schedule(False, True)),
    ]
    rs.add("web", "h55-web-10", SYSTEM, turns, state=home)


# ---------------------------------------------------------------- 11 OpenStreetMap (clean)
def t11(rs: RowSet) -> None:
    base = "http://localhost:3000"
    head = R(0, """[14] banner ''
  [16] link 'OpenStreetMap logo OpenStreetMap'
  [20] link 'Edit'
  [21] button 'Choose editor', hasPopup='menu', expanded=False
  [23] link 'History'
  [24] link 'Export'
  [27] link 'GPS Traces'
  [28] link 'User Diaries'
  [29] link 'Communities'
  [30] link 'Copyright'
  [31] link 'Help'
  [32] link 'About'
  [35] link 'Log In'
  [36] link 'Sign Up'""")
    mapctl = R(0, """[900] region 'Map'
  [902] button 'Zoom In'
  [903] button 'Zoom Out'
  [904] button 'Show My Location'
  [906] link 'Layers'
  [907] link 'Legend'
  [908] link 'Share'
  [910] link 'Query features'
  StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'
  StaticText '500 m'
  StaticText '2000 ft'""")

    def search_bar(q: str) -> str:
        v = f" value='{q}'" if q else ""
        return R(0, f"""[40] search ''
  [42] textbox 'Search'{v}
  [43] button 'Go'
  [45] link 'Find directions between two points'""")

    welcome = page("OpenStreetMap", f"{base}/#map=13/40.4410/-79.9959", f"""
{head}
{search_bar('')}
        [50] complementary ''
          [52] heading 'Welcome to OpenStreetMap!'
          StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
          StaticText 'Hosting is supported by UCL, Fastly, Bytemark Hosting, and other partners.'
          [56] link 'Learn More'
          [57] link 'Start Mapping'
{mapctl}
""")

    def typed(q: str) -> str:
        return welcome.replace("[42] textbox 'Search'", f"[42] textbox 'Search' value='{q}'", 1)

    results = page("Search: Carnegie Mellon University | OpenStreetMap", f"{base}/search?query=Carnegie%20Mellon%20University#map=17/40.44334/-79.94426", f"""
{head}
{search_bar('Carnegie Mellon University')}
        [60] complementary ''
          [62] heading 'Search Results'
          [64] button 'Close'
          [66] heading 'Results from OpenStreetMap Nominatim'
          [68] list ''
            [69] listitem ''
              StaticText 'University'
              [71] link 'Carnegie Mellon University, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
            [72] listitem ''
              StaticText 'Parking'
              [74] link 'Carnegie Mellon University East Campus Garage, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
            [75] listitem ''
              StaticText 'Library'
              [77] link 'Hunt Library, Frew Street, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
            [78] listitem ''
              StaticText 'Bus Stop'
              [80] link 'Forbes Avenue at Carnegie Mellon University, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
            [81] listitem ''
              StaticText 'Office'
              [83] link 'Carnegie Mellon University Software Engineering Institute, Fifth Avenue, North Oakland, Pittsburgh, Allegheny County, 15213, United States'
          [86] link 'More results'
{mapctl}
""")

    tags = [("addr:city", "Pittsburgh"), ("addr:housenumber", "5000"), ("addr:postcode", "15213"), ("addr:state", "PA"),
            ("addr:street", "Forbes Avenue"), ("amenity", "university"), ("name", "Carnegie Mellon University"),
            ("operator:type", "private_non_profit"), ("short_name", "CMU"), ("website", "https://www.cmu.edu/"),
            ("wikidata", "Q190080"), ("wikipedia", "en:Carnegie Mellon University")]
    tl = []
    bid = 120
    for k, v in tags:
        tl.append(f"""[{bid}] row ''
  [{bid + 1}] rowheader '{k}'
  [{bid + 2}] cell '{v}'""")
        bid += 3
    way = page("Way: Carnegie Mellon University (28315937) | OpenStreetMap", f"{base}/way/28315937", f"""
{head}
{search_bar('Carnegie Mellon University')}
        [100] complementary ''
          [102] heading 'Way: Carnegie Mellon University (28315937)'
          [104] button 'Close'
          StaticText 'Version #27'
          StaticText 'Edited about 1 year ago by'
          [108] link 'pitt_mapper_jk'
          StaticText 'Changeset #130551202'
          [110] link 'Changeset #130551202'
          [112] heading 'Tags'
          [114] table ''
{R(2, chr(10).join(tl))}
          [170] heading 'Nodes'
          StaticText '61 nodes'
          [174] link 'Download XML'
          [175] link 'View History'
{mapctl}
""")

    def directions(frm: str, to: str, mode: str, route: list[tuple[str, str]] | None, summary: str) -> str:
        fv = f" value='{frm}'" if frm else ""
        tv = f" value='{to}'" if to else ""
        modes = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)",
                 "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]
        opts = "\n".join(f"  [{201 + i}] option '{m}', selected={m == mode}" for i, m in enumerate(modes))
        rt = ""
        if route:
            rl = []
            bid = 260
            for i, (instr, dist) in enumerate(route, 1):
                rl.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{i}.'
  [{bid + 2}] cell '{instr}'
  [{bid + 3}] cell '{dist}'""")
                bid += 4
            rt = R(1, f"""[240] heading 'Directions'
[242] button 'Close'
StaticText '{summary}'
[246] link 'Download route as GPX'
[248] table ''
{chr(10).join('  ' + ln for ln in chr(10).join(rl).split(chr(10)))}
StaticText 'Directions courtesy of OSRM'""")
        return page("Find directions | OpenStreetMap", f"{base}/directions", f"""
{head}
        [190] search ''
          [192] combobox '' value='{mode}', hasPopup='menu', expanded=False
{R(1, opts)}
          [212] textbox 'From'{fv}
          [214] textbox 'To'{tv}
          [216] button 'Go'
          [218] link 'Reverse Directions'
          [219] button 'Close'
        [230] complementary ''
{rt}
{mapctl}
""")

    frm, to = "Pittsburgh International Airport", "Carnegie Mellon University"
    car = [("Start on Airport Boulevard", "1.9km"), ("Slight right onto the ramp toward I 376 East", "0.6km"),
           ("Merge onto Parkway West (I 376 East)", "22.4km"), ("Keep left onto Boulevard of the Allies", "3.1km"),
           ("Turn right onto Bates Street", "0.6km"), ("Turn right onto Forbes Avenue", "1.7km"),
           ("Turn left onto Frew Street", "0.3km"), ("Reach destination", "0m")]
    bike = [("Start on Airport Boulevard", "1.4km"), ("Turn right onto Business Route 60", "6.8km"),
            ("Continue onto Steubenville Pike", "9.2km"), ("Turn left onto Noblestown Road", "4.9km"),
            ("Continue onto West Carson Street", "5.1km"), ("Turn left onto Smithfield Street", "0.9km"),
            ("Turn right onto Forbes Avenue", "4.7km"), ("Turn left onto Frew Street", "0.3km"), ("Reach destination", "0m")]
    back = [("Start on Frew Street", "0.3km"), ("Turn right onto Morewood Avenue", "0.5km"),
            ("Turn left onto Fifth Avenue", "4.1km"), ("Turn left onto Smithfield Street", "0.8km"),
            ("Continue onto West Carson Street", "5.0km"), ("Turn right onto Noblestown Road", "4.9km"),
            ("Continue onto Steubenville Pike", "9.4km"), ("Continue onto Business Route 60", "6.8km"),
            ("Turn left onto Airport Boulevard", "1.5km"), ("Reach destination", "0m")]

    cs = [(148223091, "steelcity_mapper", "Added sidewalks along Forbes Ave between Morewood and Craig", "2 days ago"),
          (148190457, "pitt_mapper_jk", "Fix bus stop positions on Fifth Ave", "3 days ago"),
          (148102338, "Heather_PGH", "Schenley Park trails: surface tags", "5 days ago"),
          (147988120, "aerial_annie", "Building outlines from imagery, Squirrel Hill North", "1 week ago"),
          (147950716, "steelcity_mapper", "Bike lanes on Beechwood Blvd", "1 week ago"),
          (147811904, "osm_bot_pa", "Normalize addr:street suffixes (Allegheny County import cleanup)", "2 weeks ago"),
          (147702561, "chrisL", "Update opening hours for shops on Murray Ave", "2 weeks ago")]
    cl = []
    bid = 320
    for cid, who, cmt, when in cs:
        cl.append(f"""[{bid}] listitem ''
  [{bid + 1}] link '{cmt}'
  StaticText 'Closed {when} by'
  [{bid + 3}] link '{who}'
  StaticText '{cid}'""")
        bid += 5
    history = page("Changesets | OpenStreetMap", f"{base}/history#map=13/40.4410/-79.9959", f"""
{head}
        [300] complementary ''
          [302] heading 'Changesets'
          [304] button 'Close'
          [306] list ''
{R(2, chr(10).join(cl))}
          [360] button 'Load more'
{mapctl}
""")
    turns = [
        ("fill('42', 'Carnegie Mellon University')", typed("Carnegie Mellon University")),
        ("click('43')", results),
        ("click('71')", way),
        ("click('45')", directions("", "", "Car (OSRM)", None, "")),
        ("fill('212', 'Pittsburgh International Airport')", directions(frm, "", "Car (OSRM)", None, "")),
        ("fill('214', 'Carnegie Mellon University')", directions(frm, to, "Car (OSRM)", None, "")),
        ("click('216')", directions(frm, to, "Car (OSRM)", car, "Distance: 31km. Time: 0:29.")),
        ("select_option('192', 'Bicycle (OSRM)')", directions(frm, to, "Bicycle (OSRM)", bike, "Distance: 33km. Time: 2:11.")),
        ("click('218')", directions(to, frm, "Bicycle (OSRM)", back, "Distance: 33km. Time: 2:04.")),
        ("click('23')", history),
    ]
    rs.add("web", "h55-web-11", SYSTEM, turns, state=welcome)


# ---------------------------------------------------------------- 12 municipal permit portal (clean)
def t12(rs: RowSet) -> None:
    base = "https://epermits.fairhaven.gov"
    nav = R(0, """[10] banner ''
  [12] link 'City of Fairhaven ePermits'
  [14] navigation ''
    [15] link 'Home'
    [16] link 'My permits'
    [17] link 'Apply for a permit'
    [18] link 'Schedule an inspection'
    [19] link 'Pay fees'
  StaticText 'Gwen Abernathy'
  [22] link 'Sign out'""")
    foot = R(0, """[950] contentinfo ''
  StaticText 'Permit Center, 200 Civic Plaza, 2nd floor · Mon–Thu 8:00–4:30 · (555) 318-2200'
  [952] link 'Fee schedule (PDF)'
  [953] link 'Accessibility'""")

    def my_permits(with_draft: bool) -> str:
        rows = []
        if with_draft:
            rows.append(("FEN-2024-00412", "Fence (over 4 ft) · 27 Linden Ct", "Draft", "Jun 12, 2024", "—"))
        rows += [
            ("BLD-2024-01873", "Deck addition · 27 Linden Ct", "Issued", "Apr 2, 2024", "Expires Oct 2, 2024"),
            ("ELE-2024-00655", "Electrical panel upgrade 200A · 27 Linden Ct", "Finaled", "Mar 11, 2024", "Final inspection passed Mar 28, 2024"),
            ("BLD-2023-04410", "Water heater replacement · 27 Linden Ct", "Finaled", "Nov 20, 2023", "Final inspection passed Nov 29, 2023"),
        ]
        ll = []
        bid = 120
        for rec, desc, status, created, note in rows:
            ll.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{rec}'
    [{bid + 2}] link '{rec}'
  [{bid + 3}] cell '{desc}'
  [{bid + 4}] cell '{status}'
  [{bid + 5}] cell '{created}'
  [{bid + 6}] cell '{note}'""")
            bid += 8
        return page("My permits | Fairhaven ePermits", f"{base}/records", f"""
{nav}
        [100] main ''
          [102] heading 'My permits'
          StaticText '{len(rows)} records'
          [106] combobox 'Sort' value='Date created (newest first)', hasPopup='menu', expanded=False
          [110] table ''
            [111] row ''
              [112] columnheader 'Record'
              [113] columnheader 'Description'
              [114] columnheader 'Status'
              [115] columnheader 'Created'
              [116] columnheader 'Notes'
{R(2, chr(10).join(ll))}
{foot}""")

    def form(kind: str, length: str, height: str, saved: str, dirty: bool, rec: str) -> str:
        head = f"Application {rec} (draft)" if rec else "Apply for a permit"
        url = f"{base}/apply/{rec}" if rec else f"{base}/apply"
        fee_line = ""
        fence = ""
        if kind:
            ln = float(length) if length else 0.0
            fee = 50 + 0.75 * ln
            fee_line = f"StaticText 'Estimated fee: {money(fee)} (base $50.00 + $0.75 per linear foot)'"
            lv = f" value='{length}'" if length else ""
            hv = f" value='{height}'" if height else ""
            fence = R(1, f"""[230] group 'Fence details'
  [232] spinbutton 'Total fence length (linear ft)'{lv}, required
  [234] spinbutton 'Maximum height (ft)'{hv}, required
  [236] combobox 'Material' value='Wood', hasPopup='menu', expanded=False
  [238] combobox 'Location on lot' value='Rear and side yards', hasPopup='menu', expanded=False
  [240] checkbox 'Fence is within 10 ft of a public sidewalk', checked='false'
  StaticText 'Fences taller than 6 ft need zoning review (adds 2–3 weeks).'
  {fee_line}""")
        save_note = f"StaticText '{saved}'" if saved else ""
        alert = ""
        if saved and not dirty and "saved at" in saved:
            alert = R(1, f"""[204] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Draft {rec or 'FEN-2024-00412'} saved. You can finish it any time in My permits.'""")
        unsaved = "StaticText 'Unsaved changes'" if dirty else ""
        kv = f" value='{kind}'" if kind else " value='Select a permit type'"
        return page(f"{head} | Fairhaven ePermits", url, f"""
{nav}
        [200] main ''
{alert}
          [206] heading '{head}'
          [208] group 'Property'
            StaticText '27 Linden Ct, Fairhaven · APN 052-331-18 · Zoning R-1'
          [212] combobox 'Permit type'{kv}, hasPopup='menu', expanded=False
{fence}
          [250] button 'Save draft'
          [251] button 'Continue to documents'{'' if kind else ', disabled=True'}
          {save_note}
          {unsaved}
{foot}""")

    home = page("Home | Fairhaven ePermits", f"{base}/", f"""
{nav}
        [40] main ''
          [42] heading 'Welcome, Gwen'
          StaticText 'You have 1 active permit and 0 inspections scheduled.'
          [46] link 'Apply for a permit'
          [47] link 'Schedule an inspection'
          [50] region 'Notices'
            StaticText 'New: fence permits now use a flat base fee plus a per-foot charge (effective May 1, 2024).'
            StaticText 'The Permit Center will be closed Jul 4.'
{foot}""")
    fence = "Fence (over 4 ft)"
    turns = [
        ("click('16')", my_permits(False)),
        ("click('17')", form("", "", "", "", False, "")),
        ("select_option('212', 'Fence (over 4 ft)')", form(fence, "", "", "", False, "")),
        ("fill('232', '148')", form(fence, "148", "", "", False, "")),
        ("fill('234', '6')", form(fence, "148", "6", "", False, "")),
        ("click('250')", form(fence, "148", "6", "Draft saved at 10:14 AM", False, "FEN-2024-00412")),
        ("click('16')", my_permits(True)),
        ("click('122')", form(fence, "148", "6", "Last saved Jun 12, 2024 10:14 AM", False, "FEN-2024-00412")),
        ("fill('232', '152')", form(fence, "152", "6", "Last saved Jun 12, 2024 10:14 AM", True, "FEN-2024-00412")),
    ]
    rs.add("web", "h55-web-12", SYSTEM, turns, state=home)


# ---------------------------------------------------------------- 13 bank budgeting tool (bad: transaction date changes)
def t13(rs: RowSet) -> None:
    base = "https://online.northbridgecu.org"
    nav = R(0, """[10] banner ''
  [12] link 'Northbridge Credit Union'
  [14] navigation ''
    [15] link 'Accounts'
    [16] link 'Transactions'
    [17] link 'Budgets'
    [18] link 'Transfers'
    [19] link 'Bill pay'
  StaticText 'Olivia Brandt'
  [22] link 'Sign out'""")
    tx = [
        ("Jun 11", "Trader Joe's #552", "Groceries", -54.18),
        ("Jun 11", "Shell Oil 57442", "Gas", -48.90),
        ("Jun 10", "Netflix.com", "Subscriptions", -15.49),
        ("Jun 9", "Chipotle 2281", "Dining", -13.85),
        ("Jun 8", "Whole Foods Market #10293", "Groceries", -86.42),
        ("Jun 7", "Payroll Deposit - ACME LOGISTICS", "Income", 2184.36),
        ("Jun 7", "Xcel Energy", "Utilities", -92.17),
        ("Jun 6", "Target T-1873", "Shopping", -41.07),
        ("Jun 5", "Costco Whse #1025", "Groceries", -162.77),
        ("Jun 4", "Spotify USA", "Subscriptions", -11.99),
        ("Jun 3", "City of Minneapolis Water", "Utilities", -63.40),
        ("Jun 2", "Aldi 73021", "Groceries", -39.62),
        ("Jun 1", "Lakeview Apartments - Rent", "Housing", -1450.00),
        ("Jun 1", "Kowalski's Market", "Groceries", -69.88),
    ]
    bal = 3987.52

    def txlist(wf_date: str) -> str:
        ll = []
        bid = 120
        running = bal
        for date, who, cat, amt in tx:
            d = wf_date if who.startswith("Whole Foods") else date
            amt_s = ("+" if amt > 0 else "−") + money(abs(amt))
            ll.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{d}'
  [{bid + 2}] cell {who!r}
    [{bid + 3}] link {who!r}
  [{bid + 4}] cell '{cat}'
  [{bid + 5}] cell '{amt_s}'
  [{bid + 6}] cell '{money(running)}'""")
            running -= amt
            bid += 8
        return page("Transactions · Everyday Checking ••3302 · Northbridge CU", f"{base}/accounts/chk-3302/transactions", f"""
{nav}
        [100] main ''
          [102] heading 'Everyday Checking ••3302'
          StaticText 'Available balance {money(bal)} · Current balance {money(bal)}'
          [106] searchbox 'Search transactions'
          [108] combobox 'Date range' value='This month', hasPopup='menu', expanded=False
          [110] table 'Transactions'
            [111] row ''
              [112] columnheader 'Date'
              [113] columnheader 'Description'
              [114] columnheader 'Category'
              [115] columnheader 'Amount'
              [116] columnheader 'Balance'
{R(2, chr(10).join(ll))}
          StaticText '14 transactions · Jun 1 – Jun 11, 2024'
          [240] link 'Download (CSV, QFX)'
""")

    wf_bid = 120 + 8 * 4 + 3
    detail = page("Whole Foods Market #10293 · Northbridge CU", f"{base}/accounts/chk-3302/transactions/t-88310492", f"""
{nav}
        [300] main ''
          [302] link 'Back to transactions'
          [304] heading 'Whole Foods Market #10293'
          StaticText '−$86.42'
          [308] table ''
            [309] row ''
              [310] rowheader 'Transaction date'
              [311] cell 'Sat, Jun 8, 2024'
            [313] row ''
              [314] rowheader 'Posted'
              [315] cell 'Mon, Jun 10, 2024'
            [317] row ''
              [318] rowheader 'Account'
              [319] cell 'Everyday Checking ••3302'
            [321] row ''
              [322] rowheader 'Card'
              [323] cell 'Visa Debit ••8820'
            [325] row ''
              [326] rowheader 'Merchant'
              [327] cell 'WHOLEFDS EDN 10293, 7401 France Ave S, Edina MN'
            [329] row ''
              [330] rowheader 'Reference'
              [331] cell '24169481022004719'
          [334] combobox 'Category' value='Groceries', hasPopup='menu', expanded=False
          [336] textbox 'Note'
          [338] checkbox 'Split this transaction', checked='false'
          [340] link 'Report a problem with this transaction'
""")

    budgets = [("Housing", 1450.00, 1450.00), ("Groceries", 412.87, 600.00), ("Dining", 13.85, 250.00),
               ("Utilities", 155.57, 250.00), ("Gas", 48.90, 200.00), ("Subscriptions", 27.48, 40.00),
               ("Shopping", 41.07, 300.00)]
    bl = []
    bid = 420
    for cat, spent, lim in budgets:
        bl.append(f"""[{bid}] listitem ''
  [{bid + 1}] link '{cat}'
  StaticText '{money(spent)} of {money(lim)}'
  [{bid + 3}] progressbar '', valuemin=0, valuemax=100, valuetext='{round(100 * spent / lim)}%'
  StaticText '{money(lim - spent)} left'
  [{bid + 5}] button 'Edit {cat} budget'""")
        bid += 8
    tot_s = sum(b[1] for b in budgets)
    tot_l = sum(b[2] for b in budgets)
    budget_page = page("Budgets · June 2024 · Northbridge CU", f"{base}/budgets/2024-06", f"""
{nav}
        [400] main ''
          [402] heading 'June 2024 budget'
          StaticText 'Spent {money(tot_s)} of {money(tot_l)} · 19 days left'
          StaticText 'Income this month {money(2184.36)}'
          [410] list ''
{R(2, chr(10).join(bl))}
          [490] button 'Add a category'
""")

    def edit(limit: str) -> str:
        lim = float(limit)
        return page("Edit budget: Groceries · Northbridge CU", f"{base}/budgets/2024-06/groceries/edit", f"""
{nav}
        [500] main ''
          [502] link 'Back to budgets'
          [504] heading 'Groceries'
          StaticText 'June 2024 · spent so far {money(412.87)} in 5 transactions'
          [508] spinbutton 'Monthly limit ($)' value='{limit}'
          StaticText 'Remaining after this change: {money(lim - 412.87)}'
          [512] checkbox 'Alert me at 90% of this budget', checked='true'
          [514] checkbox 'Roll over unused amount to next month', checked='false'
          [516] button 'Save'
          [517] button 'Cancel'
""")

    accounts = page("Accounts · Northbridge CU", f"{base}/accounts", f"""
{nav}
        [40] main ''
          [42] heading 'Good afternoon, Olivia'
          [44] table 'Accounts'
            [45] row ''
              [46] cell 'Everyday Checking ••3302'
              [47] cell '{money(bal)}'
            [49] row ''
              [50] cell 'High-Yield Savings ••7715'
              [51] cell '$12,406.90'
            [53] row ''
              [54] cell 'Visa Signature ••2061'
              [55] cell '−$318.44'
          StaticText 'Budget: June 2024 — Groceries at 69%'
""")
    turns = [
        ("click('16')", txlist("Jun 8")),
        (f"click('{wf_bid}')", detail),
        ("go_back()", txlist("Jun 9")),
        ("click('17')", budget_page),
        ("click('433')", edit("600.00")),
        ("fill('508', '650')", edit("650")),
    ]
    rs.add("web", "h55-web-13", SYSTEM, turns, state=accounts, bad=True, turn=3,
           kind="Back on the transaction list, Whole Foods Market #10293 is dated Jun 9, though the list and its detail page (transaction date Sat, Jun 8, 2024) showed Jun 8.")


# ---------------------------------------------------------------- 14 library catalog holds (clean)
def t14(rs: RowSet) -> None:
    base = "https://midvalley.bibliocommons.com"

    def nav(q: str = "") -> str:
        v = f" value='{q}'" if q else ""
        return R(0, f"""[10] banner ''
  [12] link 'Mid-Valley Library Consortium'
  [14] search ''
    [15] combobox 'Search by' value='Keyword', hasPopup='menu', expanded=False
    [17] textbox 'Search the catalog'{v}
    [18] button 'Search'
  [20] link 'My account'
  StaticText 'Theo Lindqvist'
  [22] link 'Log out'""")

    home = page("Mid-Valley Library Consortium", f"{base}/", f"""
{nav()}
        [40] main ''
          [42] heading 'Find your next read'
          [44] region 'New and notable'
            [46] link 'James by Percival Everett'
            [47] link 'The Women by Kristin Hannah'
            [48] link 'Martyr! by Kaveh Akbar'
          [50] region 'Library hours today'
            StaticText 'Central Library 9–8 · Eastside Branch 10–6 · Westbrook Branch 12–8'
""")
    results = page("Search results for The Overstory | Mid-Valley Library Consortium", f"{base}/v2/search?query=The%20Overstory&searchType=keyword", f"""
{nav('The Overstory')}
        [100] main ''
          [102] heading 'Search results for "The Overstory"'
          StaticText '4 results'
          [106] combobox 'Sort by' value='Relevance', hasPopup='menu', expanded=False
          [110] list ''
            [111] listitem ''
              [112] link 'The Overstory: A Novel'
              StaticText 'Powers, Richard · Book · 2018'
              StaticText 'All copies in use · Holds: 12 on 5 copies'
              [116] button 'Place hold on The Overstory: A Novel'
            [118] listitem ''
              [119] link 'The Overstory [eAudiobook]'
              StaticText 'Powers, Richard · eAudiobook · 2018 · via Libby'
              StaticText 'Holds: 9 on 3 copies'
              [123] button 'Place hold on The Overstory [eAudiobook]'
            [125] listitem ''
              [126] link 'The Overstory (Large Print)'
              StaticText 'Powers, Richard · Large Print · 2018'
              StaticText 'Available at Central Library'
              [130] button 'Place hold on The Overstory (Large Print)'
            [132] listitem ''
              [133] link 'The Overstory [Book Club Kit]'
              StaticText 'Powers, Richard · Kit · 10 copies per kit'
              StaticText '1 kit · Due Jul 8, 2024'
              [137] button 'Place hold on The Overstory [Book Club Kit]'
""")

    def record(holds: int, placed: bool) -> str:
        alert = R(1, """[204] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Hold placed. You are #13 on the waitlist (13 holds on 5 copies). Pickup at Eastside Branch.'""") if placed else ""
        btn = "[230] button 'Cancel hold'" if placed else "[230] button 'Place hold'"
        return page("The Overstory: A Novel | Mid-Valley Library Consortium", f"{base}/v2/record/S118C2290413", f"""
{nav('The Overstory')}
        [200] main ''
{alert}
          [206] heading 'The Overstory: A Novel'
          [208] link 'Powers, Richard'
          StaticText 'Book · 2018 · 502 pages · W. W. Norton & Company'
          StaticText 'ISBN 9780393635522 · Call number FIC POWERS'
          StaticText 'Winner of the 2019 Pulitzer Prize for Fiction'
          StaticText 'All copies in use'
          StaticText 'Holds: {holds} on 5 copies'
          {btn}
          [232] button 'Add to shelf', hasPopup='menu', expanded=False
          [240] table 'Availability'
            [241] row ''
              [242] columnheader 'Location'
              [243] columnheader 'Collection'
              [244] columnheader 'Call number'
              [245] columnheader 'Status'
            [247] row ''
              [248] cell 'Central Library'
              [249] cell 'Adult Fiction'
              [250] cell 'FIC POWERS'
              [251] cell 'Due Jun 18, 2024'
            [253] row ''
              [254] cell 'Central Library'
              [255] cell 'Adult Fiction'
              [256] cell 'FIC POWERS'
              [257] cell 'Due Jun 25, 2024'
            [259] row ''
              [260] cell 'Eastside Branch'
              [261] cell 'Adult Fiction'
              [262] cell 'FIC POWERS'
              [263] cell 'Due Jun 20, 2024'
            [265] row ''
              [266] cell 'Westbrook Branch'
              [267] cell 'Adult Fiction'
              [268] cell 'FIC POWERS'
              [269] cell 'In transit'
            [271] row ''
              [272] cell 'Westbrook Branch'
              [273] cell 'Adult Fiction'
              [274] cell 'FIC POWERS'
              [275] cell 'Due Jul 1, 2024'
""")

    def hold_form(loc: str) -> str:
        locs = ["Central Library", "Eastside Branch", "Westbrook Branch", "Bookmobile (Tuesdays)"]
        opts = "\n".join(f"    [{311 + i}] option '{x}', selected={x == loc}" for i, x in enumerate(locs))
        return modal(record(12, False), f"""[300] dialog 'Place hold', modal=True
  [302] heading 'Place hold'
  StaticText 'The Overstory: A Novel · Powers, Richard · Book'
  StaticText 'Holds: 12 on 5 copies'
  [310] combobox 'Pickup location' value='{loc}', hasPopup='menu', expanded=False
{opts}
  [318] checkbox 'Pause this hold until a date', checked='false'
  [320] checkbox 'Remember this pickup location', checked='false'
  [322] button 'Confirm hold'
  [323] button 'Cancel'""")

    def account_nav(tab: str) -> str:
        tabs = ["Summary", "Checked out", "Holds", "Fines & fees", "Reading history"]
        return R(1, "[100] tablist ''\n" + "\n".join(f"  [{101 + i}] tab '{t}', selected={t == tab}" for i, t in enumerate(tabs)))

    def summary(next_due: str, next_title: str) -> str:
        return page("My account | Mid-Valley Library Consortium", f"{base}/v2/accounts/summary", f"""
{nav()}
        [90] main ''
          [92] heading 'My account'
{account_nav('Summary')}
          [120] region 'At a glance'
            [121] link 'Checked out: 3'
            [122] link 'Holds: 3 (1 ready for pickup)'
            [123] link 'Fines & fees: $0.00'
          StaticText 'Next item due: {next_due} ({next_title})'
          StaticText 'Library card ••••••••2217 · expires Mar 31, 2026'
          StaticText 'Home library: Eastside Branch'
""")

    holds = page("Holds | Mid-Valley Library Consortium", f"{base}/v2/accounts/holds", f"""
{nav()}
        [90] main ''
          [92] heading 'My account'
{account_nav('Holds')}
          [140] table 'Holds'
            [141] row ''
              [142] columnheader 'Title'
              [143] columnheader 'Status'
              [144] columnheader 'Pickup'
              [145] columnheader 'Placed'
            [147] row ''
              [148] cell 'Tomorrow, and Tomorrow, and Tomorrow'
              [149] cell 'Ready for pickup until Jun 19, 2024'
              [150] cell 'Central Library'
              [151] cell 'Apr 30, 2024'
            [153] row ''
              [154] cell 'Demon Copperhead'
              [155] cell '#4 of 22 on 8 copies'
              [156] cell 'Eastside Branch'
              [157] cell 'May 14, 2024'
            [159] row ''
              [160] cell 'The Overstory: A Novel'
              [161] cell '#13 of 13 on 5 copies'
              [162] cell 'Eastside Branch'
              [163] cell 'Jun 12, 2024'
""")

    def checked_out(sel: bool, renewed: bool) -> str:
        bs_due, bs_left = ("Jul 11, 2024", 1) if renewed else ("Jun 20, 2024", 2)
        alert = R(1, """[170] alert '', live='polite', atomic, relevant='additions text'
  StaticText '1 item renewed. Braiding Sweetgrass is now due Jul 11, 2024.'""") if renewed else ""
        return page("Checked out | Mid-Valley Library Consortium", f"{base}/v2/accounts/checkedout", f"""
{nav()}
        [90] main ''
          [92] heading 'My account'
{account_nav('Checked out')}
{alert}
          [174] button 'Renew selected'{'' if sel else ', disabled=True'}
          [180] table 'Checked out'
            [181] row ''
              [182] columnheader 'Select'
              [183] columnheader 'Title'
              [184] columnheader 'Due'
              [185] columnheader 'Renewals left'
            [187] row ''
              [188] cell ''
                [189] checkbox 'Select Braiding Sweetgrass', checked='{str(sel).lower()}'
              [190] cell 'Braiding Sweetgrass · Kimmerer, Robin Wall'
              [191] cell '{bs_due}'
              [192] cell '{bs_left}'
            [194] row ''
              [195] cell ''
                [196] checkbox 'Select The Wager', checked='false', disabled=True
              [197] cell 'The Wager · Grann, David'
              [198] cell 'Jun 24, 2024'
              [199] cell '0 (on hold for another patron)'
            [201] row ''
              [202] cell ''
                [203] checkbox 'Select Piranesi', checked='false'
              [204] cell 'Piranesi · Clarke, Susanna'
              [205] cell 'Jul 2, 2024'
              [206] cell '2'
""")

    turns = [
        ("fill('17', 'The Overstory')", home.replace("[17] textbox 'Search the catalog'", "[17] textbox 'Search the catalog' value='The Overstory'", 1)),
        ("keyboard_press('Enter')", results),
        ("click('112')", record(12, False)),
        ("click('230')", hold_form("Central Library")),
        ("select_option('310', 'Eastside Branch')", hold_form("Eastside Branch")),
        ("click('322')", record(13, True)),
        ("click('20')", summary("Jun 20, 2024", "Braiding Sweetgrass")),
        ("click('103')", holds),
        ("click('102')", checked_out(False, False)),
        ("click('189')", checked_out(True, False)),
        ("click('174')", checked_out(False, True)),
        ("click('101')", summary("Jun 24, 2024", "The Wager")),
    ]
    rs.add("web", "h55-web-14", SYSTEM, turns, state=home)


# ---------------------------------------------------------------- 15 Wikipedia via Kiwix (bad: first-ascent year changes)
def t15(rs: RowSet) -> None:
    base = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A"

    def bar(q: str = "") -> str:
        v = f" value='{q}'" if q else ""
        return R(0, f"""[10] banner ''
  [12] link 'Go to welcome page'
  [14] link "Go to the main page of 'wikipedia_en_all_maxi_2022-05'"
  [16] link 'Go to a randomly selected page'
  [18] searchbox "Search 'wikipedia_en_all_maxi_2022-05'"{v}, autocomplete='list', hasPopup='listbox', expanded=False
  [20] button 'Go'""")

    def rainier(anchor: str, ascent: str) -> str:
        return page("Mount Rainier", f"{base}/Mount_Rainier{anchor}", f"""
{bar()}
        [40] article ''
          [42] heading 'Mount Rainier'
          [44] table ''
            [45] row ''
              [46] columnheader 'Mount Rainier'
            [47] row ''
              [48] cell 'Mount Rainier from the west, July 2015'
            [49] row ''
              [50] columnheader 'Highest point'
            [51] row ''
              [52] rowheader 'Elevation'
              [53] cell '14,411 ft (4,392 m)'
            [54] row ''
              [55] rowheader 'Prominence'
              [56] cell '13,210 ft (4,026 m)'
            [57] row ''
              [58] rowheader 'Isolation'
              [59] cell '731 mi (1,176 km)'
            [60] row ''
              [61] rowheader 'Listing'
              [62] cell 'U.S. state high point, Ultra, Ribu'
            [63] row ''
              [64] rowheader 'Coordinates'
              [65] cell '46°51′10″N 121°45′37″W'
            [66] row ''
              [67] columnheader 'Naming'
            [68] row ''
              [69] rowheader 'Etymology'
              [70] cell 'Peter Rainier'
            [71] row ''
              [72] rowheader 'Native name'
              [73] cell 'Tahoma, Təqʷubəʔ'
            [74] row ''
              [75] columnheader 'Geography'
            [76] row ''
              [77] rowheader 'Location'
              [78] cell 'Mount Rainier National Park, Pierce County, Washington, U.S.'
            [79] row ''
              [80] rowheader 'Parent range'
              [81] cell 'Cascade Range'
                [82] link 'Cascade Range'
            [83] row ''
              [84] rowheader 'Topo map'
              [85] cell 'USGS Mount Rainier West'
            [86] row ''
              [87] columnheader 'Geology'
            [88] row ''
              [89] rowheader 'Age of rock'
              [90] cell '500,000 years'
            [91] row ''
              [92] rowheader 'Mountain type'
              [93] cell 'Stratovolcano'
            [94] row ''
              [95] rowheader 'Volcanic arc'
              [96] cell 'Cascade Volcanic Arc'
            [97] row ''
              [98] rowheader 'Last eruption'
              [99] cell '1450 ± 45 years'
            [100] row ''
              [101] columnheader 'Climbing'
            [102] row ''
              [103] rowheader 'First ascent'
              [104] cell '{ascent} by Hazard Stevens and P. B. Van Trump'
            [105] row ''
              [106] rowheader 'Easiest route'
              [107] cell 'Disappointment Cleaver (glacier climb)'
          StaticText 'Mount Rainier, also known as Tahoma, is a large active stratovolcano in the Cascade Range of the Pacific Northwest in the United States. The mountain is located in Mount Rainier National Park about 59 miles (95 km) south-southeast of Seattle. With a summit elevation of 14,411 ft (4,392 m), it is the highest mountain in the U.S. state of Washington, the most topographically prominent mountain in the contiguous United States, and the tallest in the Cascade Volcanic Arc.'
          StaticText 'Due to its high probability of an eruption in the near future, Mount Rainier is considered one of the most dangerous volcanoes in the world, and it is on the Decade Volcano list. The large amount of glacial ice means that Mount Rainier could produce massive lahars that could threaten the entire Puyallup River valley.'
          [120] navigation 'Contents'
            [122] link '1 Geography'
            [123] link '2 Geology'
            [124] link '3 History'
            [125] link '4 Climbing'
            [126] link '5 Recreation'
            [127] link '6 Volcanic hazards'
          [130] heading 'Geography'
          StaticText "Mount Rainier's summit has three named peaks: Columbia Crest, the highest; Point Success, 14,158 ft (4,315 m), at the southern edge of the summit plateau; and Liberty Cap, 14,112 ft (4,301 m), at the northwestern edge."
          StaticText 'The mountain is drained by the Cowlitz, Puyallup, Nisqually, White and Carbon rivers, and its 26 major glaciers cover about 35 square miles (91 km2).'
          [136] heading 'Geology'
          StaticText 'Mount Rainier is a stratovolcano in the Cascade Volcanic Arc that consists of lava flows, debris flows, and pyroclastic ejecta and flows. Its early deposits are estimated at more than 840,000 years old and are part of the Lily Formation.'
          StaticText 'About 5,000 years ago, a large chunk of the volcano slid away, producing the Osceola Mudflow, which went all the way to the site of present-day Tacoma and south Seattle.'
          [142] link 'Mount St. Helens'
          [144] heading 'History'
          StaticText 'George Vancouver named Mount Rainier in honor of his friend, Rear Admiral Peter Rainier, in 1792.'
          [148] heading 'Climbing'
          StaticText 'The first recorded successful ascent was made in August 1870 by Hazard Stevens and Philemon Beecher Van Trump. About 10,000 people attempt the climb each year, and about half reach the summit.'
          StaticText 'The most common route is Disappointment Cleaver, followed by the Emmons Glacier route on the northeast side.'
          [154] heading 'Recreation'
          StaticText 'Mount Rainier National Park, established in 1899, receives about two million visitors a year. Paradise, on the south slope at 5,400 ft (1,600 m), is among the snowiest places on Earth where snowfall is measured regularly.'
          [160] heading 'Volcanic hazards'
          StaticText 'The U.S. Geological Survey monitors the volcano with a network of seismometers; an automated lahar detection system protects communities in the Puyallup valley.'
        [170] contentinfo ''
          StaticText 'This article is issued from Wikipedia. The text is licensed under Creative Commons - Attribution - Sharealike. Additional terms may apply for the media files.'
""")

    cascade = page("Cascade Range", f"{base}/Cascade_Range", f"""
{bar()}
        [40] article ''
          [42] heading 'Cascade Range'
          [44] table ''
            [45] row ''
              [46] columnheader 'Cascade Range'
            [47] row ''
              [48] columnheader 'Highest point'
            [49] row ''
              [50] rowheader 'Peak'
              [51] cell 'Mount Rainier'
                [52] link 'Mount Rainier'
            [53] row ''
              [54] rowheader 'Elevation'
              [55] cell '14,411 ft (4,392 m)'
            [56] row ''
              [57] rowheader 'Coordinates'
              [58] cell '46°51′10″N 121°45′37″W'
            [59] row ''
              [60] columnheader 'Dimensions'
            [61] row ''
              [62] rowheader 'Length'
              [63] cell '700 mi (1,100 km)'
            [64] row ''
              [65] rowheader 'Width'
              [66] cell '80 mi (130 km)'
            [67] row ''
              [68] columnheader 'Geography'
            [69] row ''
              [70] rowheader 'Countries'
              [71] cell 'Canada and United States'
            [72] row ''
              [73] rowheader 'Provinces/States'
              [74] cell 'British Columbia, Washington, Oregon and California'
            [75] row ''
              [76] rowheader 'Range coordinates'
              [77] cell '49°N 121°W'
          StaticText 'The Cascade Range or Cascades is a major mountain range of western North America, extending from southern British Columbia through Washington and Oregon to Northern California. It includes both non-volcanic mountains, such as the North Cascades, and the notable volcanoes known as the High Cascades.'
          StaticText 'The small part of the range in British Columbia is referred to as the Canadian Cascades or, locally, as the Cascade Mountains. The highest peak in the range is Mount Rainier in Washington at 14,411 feet (4,392 m).'
          [90] heading 'Volcanoes'
          [92] list ''
            [93] listitem ''
              [94] link 'Mount Baker'
              StaticText '10,781 ft (3,286 m)'
            [96] listitem ''
              [97] link 'Glacier Peak'
              StaticText '10,541 ft (3,213 m)'
            [99] listitem ''
              [100] link 'Mount Rainier'
              StaticText '14,411 ft (4,392 m)'
            [102] listitem ''
              [103] link 'Mount St. Helens'
              StaticText '8,363 ft (2,549 m)'
            [105] listitem ''
              [106] link 'Mount Adams'
              StaticText '12,281 ft (3,743 m)'
            [108] listitem ''
              [109] link 'Mount Hood'
              StaticText '11,249 ft (3,429 m)'
            [111] listitem ''
              [112] link 'Mount Shasta'
              StaticText '14,179 ft (4,322 m)'
            [114] listitem ''
              [115] link 'Lassen Peak'
              StaticText '10,457 ft (3,187 m)'
        [170] contentinfo ''
          StaticText 'This article is issued from Wikipedia. The text is licensed under Creative Commons - Attribution - Sharealike. Additional terms may apply for the media files.'
""")

    helens = page("Mount St. Helens", f"{base}/Mount_St._Helens", f"""
{bar()}
        [40] article ''
          [42] heading 'Mount St. Helens'
          [44] table ''
            [45] row ''
              [46] rowheader 'Elevation'
              [47] cell '8,363 ft (2,549 m)'
            [48] row ''
              [49] rowheader 'Prominence'
              [50] cell '4,605 ft (1,404 m)'
            [51] row ''
              [52] rowheader 'Location'
              [53] cell 'Skamania County, Washington, U.S.'
            [54] row ''
              [55] rowheader 'Parent range'
              [56] cell 'Cascade Range'
                [57] link 'Cascade Range'
            [58] row ''
              [59] rowheader 'Mountain type'
              [60] cell 'Active stratovolcano'
            [61] row ''
              [62] rowheader 'Last eruption'
              [63] cell '2004–2008'
            [64] row ''
              [65] rowheader 'First ascent'
              [66] cell '1853 by Thomas J. Dryer'
          StaticText 'Mount St. Helens is an active stratovolcano located in Skamania County, Washington, in the Pacific Northwest region of the United States. It lies 52 miles (83 km) northeast of Portland, Oregon and 98 miles (158 km) south of Seattle.'
          StaticText 'Mount St. Helens is most notorious for its major eruption on May 18, 1980, the deadliest and most economically destructive volcanic event in U.S. history. Fifty-seven people were killed; 200 homes, 47 bridges, 15 miles (24 km) of railways, and 185 miles (298 km) of highway were destroyed.'
          StaticText 'The eruption reduced the elevation of the summit from 9,677 ft (2,950 m) to 8,363 ft (2,549 m), leaving a 1 mile (1.6 km) wide horseshoe-shaped crater.'
          [80] link 'Mount Rainier'
        [170] contentinfo ''
          StaticText 'This article is issued from Wikipedia. The text is licensed under Creative Commons - Attribution - Sharealike. Additional terms may apply for the media files.'
""")

    welcome = page("Welcome to Wikipedia", f"{base}/User:The_other_Kiwix_guy/Landing", f"""
{bar()}
        [40] article ''
          [42] heading 'Welcome to Wikipedia'
          StaticText 'The free encyclopedia that anyone can edit.'
          StaticText '6,489,052 articles in English'
          [48] link 'Arts'
          [49] link 'Geography'
          [50] link 'History'
          [51] link 'Science'
""")
    turns = [
        ("fill('18', 'Mount Rainier')", welcome.replace("[18] searchbox \"Search 'wikipedia_en_all_maxi_2022-05'\"", "[18] searchbox \"Search 'wikipedia_en_all_maxi_2022-05'\" value='Mount Rainier'", 1)),
        ("keyboard_press('Enter')", rainier("", "1870")),
        ("click('123')", rainier("#Geology", "1870")),
        ("click('82')", cascade),
        ("click('103')", helens),
        ("go_back()", cascade),
        ("go_back()", rainier("#Geology", "1870")),
        ("click('125')", rainier("#Climbing", "1872")),
    ]
    rs.add("web", "h55-web-15", SYSTEM, turns, state=welcome, bad=True, turn=8,
           kind="The Mount Rainier infobox now gives the first ascent as 1872, though the same article showed 1870 (and its Climbing text still says August 1870) with no navigation to a different revision.")


# ---------------------------------------------------------------- 16 community garden portal (bad: renamed plot back under old name)
def t16(rs: RowSet) -> None:
    base = "https://members.eastgategardens.org"
    nav = R(0, """[10] banner ''
  [12] link 'Eastgate Community Gardens'
  [14] navigation ''
    [15] link 'My plots'
    [16] link 'Work hours'
    [17] link 'Tool shed'
    [18] link 'Events'
    [19] link 'Member directory'
  StaticText 'Ines Delgado · Member since 2019'
  [22] link 'Sign out'""")

    def plots(b14_name: str) -> str:
        return page("My plots · Eastgate Community Gardens", f"{base}/plots", f"""
{nav}
        [100] main ''
          [102] heading 'My plots'
          StaticText '2024 season · Apr 1 – Nov 15'
          [106] table ''
            [107] row ''
              [108] columnheader 'Plot'
              [109] columnheader 'Nickname'
              [110] columnheader 'Size'
              [111] columnheader 'Watering days'
              [112] columnheader 'Fee'
            [114] row ''
              [115] cell 'B-14'
                [116] link 'B-14'
              [117] cell '{b14_name}'
              [118] cell '10 × 20 ft in-ground'
              [119] cell 'Tue, Fri (7–9 AM)'
              [120] cell '$65 paid Mar 2, 2024'
            [122] row ''
              [123] cell 'C-03'
                [124] link 'C-03'
              [125] cell 'Herb Corner'
              [126] cell '4 × 8 ft raised bed'
              [127] cell 'Mon, Thu (6–8 PM)'
              [128] cell '$30 paid Mar 2, 2024'
          StaticText 'Plot inspections: next walk-through Jun 22, 2024.'
          [132] link 'Request a plot transfer'
""")

    def plot(name: str, saved: bool) -> str:
        alert = R(1, """[204] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Plot details saved.'""") if saved else ""
        shown = "Three Sisters Bed" if saved else "Tomato Alley"
        return page(f"Plot B-14 · {shown} · Eastgate Community Gardens", f"{base}/plots/B-14", f"""
{nav}
        [200] main ''
{alert}
          [206] link 'Back to my plots'
          [208] heading 'Plot B-14 · {shown}'
          StaticText 'Section B (north fence) · 10 × 20 ft in-ground · Hose bib #6'
          [212] textbox 'Nickname' value='{name}'
          [214] textbox 'What are you growing?' value='Corn, pole beans, winter squash, two rows of paste tomatoes'
          [216] checkbox 'Show my plot on the public garden map', checked='true'
          [218] button 'Save'
          [220] heading 'Inspections'
          [222] list ''
            [223] listitem ''
              StaticText 'May 20, 2024 · Passed · “Nice mulching.” — R. Okonjo'
            [225] listitem ''
              StaticText 'Apr 15, 2024 · Passed'
          [228] heading 'Shared with'
          StaticText 'Marisol Delgado (co-gardener)'
""")

    def hours(extra: bool) -> str:
        rows = [("Jun 1, 2024", "Path weeding", "1.5", "Approved"), ("May 18, 2024", "Compost turning", "2.0", "Approved"),
                ("May 4, 2024", "Spring cleanup day", "3.0", "Approved")]
        if extra:
            rows.insert(0, ("Jun 8, 2024", "Mulching paths", "2.0", "Pending approval"))
        ll = []
        bid = 320
        for d, t, h, s in rows:
            ll.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{d}'
  [{bid + 2}] cell '{t}'
  [{bid + 3}] cell '{h}'
  [{bid + 4}] cell '{s}'""")
            bid += 6
        pend = " · 2.0 pending" if extra else ""
        alert = R(1, """[304] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Thanks! Your hours were submitted for approval.'""") if extra else ""
        return page("Work hours · Eastgate Community Gardens", f"{base}/hours", f"""
{nav}
        [300] main ''
{alert}
          [306] heading 'Work hours'
          StaticText '2024 requirement: 12.0 hours per household · 6.5 approved{pend}'
          [310] progressbar '', valuemin=0, valuemax=12, valuetext='6.5'
          [312] link 'Log hours'
          [314] table ''
            [315] row ''
              [316] columnheader 'Date'
              [317] columnheader 'Task'
              [318] columnheader 'Hours'
              [319] columnheader 'Status'
{R(2, chr(10).join(ll))}
          StaticText 'Unfinished hours are billed at $15/hour on Nov 15.'
""")

    def log_form(date: str, hrs: str, task: str) -> str:
        dv = f" value='{date}'" if date else ""
        hv = f" value='{hrs}'" if hrs else ""
        tasks = ["Select a task", "Compost turning", "Mulching paths", "Path weeding", "Tool shed cleanup", "Event setup", "Other"]
        opts = "\n".join(f"  [{411 + i}] option '{t}', selected={t == task}" for i, t in enumerate(tasks))
        return page("Log hours · Eastgate Community Gardens", f"{base}/hours/new", f"""
{nav}
        [400] main ''
          [402] link 'Back to work hours'
          [404] heading 'Log hours'
          [406] textbox 'Date worked'{dv}
          [408] spinbutton 'Hours'{hv}, valuemin=0.5, valuemax=8
          [410] combobox 'Task' value='{task}', hasPopup='menu', expanded=False
{R(1, opts)}
          [420] textbox 'Supervisor or witness (optional)'
          [422] button 'Submit'
""")

    home = page("Eastgate Community Gardens", f"{base}/", f"""
{nav}
        [40] main ''
          [42] heading 'Hello, Ines'
          StaticText 'Water is on at all hose bibs. Reminder: no overhead watering between 10 AM and 4 PM.'
          [46] region 'Upcoming'
            StaticText 'Sat Jun 15 · Pollinator workshop · 10:00 AM · Pavilion'
            StaticText 'Sat Jun 22 · Plot walk-through'
""")
    turns = [
        ("click('15')", plots("Tomato Alley")),
        ("click('116')", plot("Tomato Alley", False)),
        ("fill('212', 'Three Sisters Bed')", plot("Three Sisters Bed", False)),
        ("click('218')", plot("Three Sisters Bed", True)),
        ("click('16')", hours(False)),
        ("click('15')", plots("Tomato Alley")),
        ("click('16')", hours(False)),
        ("click('312')", log_form("", "", "Select a task")),
        ("fill('406', '2024-06-08')", log_form("2024-06-08", "", "Select a task")),
        ("fill('408', '2')", log_form("2024-06-08", "2", "Select a task")),
        ("select_option('410', 'Mulching paths')", log_form("2024-06-08", "2", "Mulching paths")),
        ("click('422')", hours(True)),
    ]
    rs.add("web", "h55-web-16", SYSTEM, turns, state=home, bad=True, turn=6,
           kind="Plot B-14 was renamed and saved as Three Sisters Bed, but My plots lists it under its old nickname Tomato Alley.")


# ---------------------------------------------------------------- 17 course gradebook (clean)
def t17(rs: RowSet) -> None:
    from decimal import ROUND_HALF_UP, Decimal
    base = "https://canvas.lakeshore.edu/courses/48213"
    nav = R(0, """[10] navigation 'Global navigation'
  [12] link 'Account'
  [13] link 'Dashboard'
  [14] link 'Courses'
  [15] link 'Calendar'
  [16] link 'Inbox'
  [17] link 'Help'
[20] navigation 'Course navigation'
  [22] link 'Home'
  [23] link 'Announcements'
  [24] link 'Assignments'
  [25] link 'Discussions'
  [26] link 'Grades'
  [27] link 'People'
  [28] link 'Files'
  [29] link 'Syllabus'
  [30] link 'Modules'
  [31] link 'Settings'""")
    crumbs = "[34] navigation 'Breadcrumbs'\n  [35] link 'BIO 201-02'\n"
    cols = [("Quiz 1", 10), ("Quiz 2", 10), ("Lab 3", 20), ("Lab 4", 20), ("Midterm", 100)]
    students = [
        ("Alvarez, Sofia", [9, 10, 18, 19, 88]),
        ("Brennan, Kieran", [7, 8, 15, 16, 74]),
        ("Chen, Wei", [10, 9, 19, 20, 93]),
        ("Dubois, Amélie", [8, 9, 16, 17, 81]),
        ("Haddad, Omar", [6, 7, 14, None, 69]),
        ("Kowalczyk, Piotr", [9, 8, 17, 18, 85]),
        ("Nakamura, Rin", [10, 10, 20, 19, 97]),
        ("Okafor, Chidi", [8, 9, 17, None, 81]),
        ("Reyes, Lucía", [7, 9, 16, 15, 78]),
    ]

    def pct(scores: list[int | None]) -> str:
        got = sum(s for s in scores if s is not None)
        poss = sum(c[1] for c, s in zip(cols, scores) if s is not None)
        v = (Decimal(got) * 100 / Decimal(poss)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        return f"{v}%"

    def gradebook(chidi: int | None, editing: str | None, sort: str, focus_next: bool = False) -> str:
        data = [(n, list(s)) for n, s in students]
        for n, s in data:
            if n.startswith("Okafor"):
                s[3] = chidi
        if sort == "total":
            data.sort(key=lambda d: -float(pct(d[1])[:-1]))
        lines = []
        for n, s in data:
            rid = 100 + 10 * [x[0] for x in students].index(n)
            lines.append(f"[{rid}0] row ''")
            lines.append(f"  [{rid}1] gridcell '{n}'")
            lines.append(f"    [{rid}2] link '{n}'")
            for j, v in enumerate(s):
                cell = f"{rid}{3 + j}"
                if n.startswith("Okafor") and j == 3 and editing is not None:
                    ev = f" value='{editing}'" if editing else ""
                    lines.append(f"  [{cell}] gridcell '', selected=True")
                    lines.append(f"    [{cell}9] textbox 'Grade for Okafor, Chidi: Lab 4'{ev}, focused")
                else:
                    sel = ", selected=True" if (focus_next and n.startswith("Reyes") and j == 3) else ""
                    lines.append(f"  [{cell}] gridcell '{'–' if v is None else v}'{sel}")
            lines.append(f"  [{rid}8] gridcell '{pct(s)}'")
        head = "\n".join(f"    [{900 + i}] columnheader '{c} Out of {p}'" for i, (c, p) in enumerate(cols))
        tot = ", sort='descending'" if sort == "total" else ""
        return page("BIO 201-02: Cell Biology Gradebook", f"{base}/gradebook", f"""
{nav}
        [33] main ''
{R(1, crumbs + "  [36] link 'Grades'")}
          [40] button 'Gradebook', hasPopup='menu', expanded=False
          [41] button 'View', hasPopup='menu', expanded=False
          [42] button 'Actions', hasPopup='menu', expanded=False
          [44] searchbox 'Search Students'
          [46] combobox 'Sections' value='All Sections', hasPopup='menu', expanded=False
          [50] grid 'Gradebook'
            [51] row ''
              [52] columnheader 'Student Name'
{R(1, head)}
              [906] columnheader 'Total'{tot}
{R(2, chr(10).join(lines))}
          StaticText 'Totals are calculated from graded assignments only.'
""")

    assigns = page("Assignments: BIO 201-02: Cell Biology", f"{base}/assignments", f"""
{nav}
        [33] main ''
{R(1, crumbs + "  [36] link 'Assignments'")}
          [40] searchbox 'Search for Assignment'
          [42] button '+ Assignment'
          [44] heading 'Quizzes'
          [46] list ''
            [47] listitem ''
              [48] link 'Quiz 1: Membranes'
              StaticText 'Due Sep 6 at 11:59pm · 10 pts'
            [50] listitem ''
              [51] link 'Quiz 2: Enzyme kinetics'
              StaticText 'Due Sep 20 at 11:59pm · 10 pts'
          [54] heading 'Labs'
          [56] list ''
            [57] listitem ''
              [58] link 'Lab 3: Microscopy and cell counts'
              StaticText 'Due Sep 27 at 11:59pm · 20 pts'
            [60] listitem ''
              [61] link 'Lab 4: Osmosis and diffusion'
              StaticText 'Due Oct 4 at 11:59pm · 20 pts'
          [64] heading 'Exams'
          [66] list ''
            [67] listitem ''
              [68] link 'Midterm exam'
              StaticText 'Due Oct 11 at 10am · 100 pts'
            [70] listitem ''
              [71] link 'Final exam'
              StaticText 'Due Dec 13 at 10am · 150 pts'
""")

    lab4 = page("Lab 4: Osmosis and diffusion", f"{base}/assignments/702915", f"""
{nav}
        [33] main ''
{R(1, crumbs + "  [36] link 'Assignments'" + chr(10) + "  [37] link 'Lab 4: Osmosis and diffusion'")}
          [40] button 'Edit'
          [41] button 'Options', hasPopup='menu', expanded=False
          [44] heading 'Lab 4: Osmosis and diffusion'
          StaticText 'Published'
          StaticText 'Points 20 · Submitting a file upload · File types pdf, docx'
          StaticText 'Due Oct 4, 2024 11:59pm · For Everyone · Available from Sep 27, 2024 8am until Oct 11, 2024 11:59pm'
          StaticText 'Measure mass change of potato cores in sucrose solutions (0–1.0 M), plot percent change against molarity, and estimate the water potential of the tissue.'
          [54] link 'SpeedGrader'
          StaticText '8 graded · 1 missing'
          [58] link 'Download submissions'
""")

    edit = page("Edit Assignment: Lab 4: Osmosis and diffusion", f"{base}/assignments/702915/edit", f"""
{nav}
        [33] main ''
{R(1, crumbs + "  [36] link 'Assignments'" + chr(10) + "  [37] link 'Lab 4: Osmosis and diffusion'")}
          [40] textbox 'Assignment Name' value='Lab 4: Osmosis and diffusion'
          [42] textbox 'Rich Content Editor' value='Measure mass change of potato cores in sucrose solutions (0–1.0 M), plot percent change against molarity, and estimate the water potential of the tissue.'
          [44] spinbutton 'Points' value='20'
          [46] combobox 'Assignment Group' value='Labs', hasPopup='menu', expanded=False
          [48] combobox 'Display Grade as' value='Points', hasPopup='menu', expanded=False
          [50] combobox 'Submission Type' value='Online', hasPopup='menu', expanded=False
          [52] checkbox 'File Uploads', checked='true'
          [54] textbox 'Due' value='Oct 4, 2024 11:59pm'
          [56] textbox 'Available from' value='Sep 27, 2024 8am'
          [58] textbox 'Until' value='Oct 11, 2024 11:59pm'
          [60] button 'Cancel'
          [61] button 'Save & Publish'
          [62] button 'Save'
""")

    home = page("BIO 201-02: Cell Biology", f"{base}", f"""
{nav}
        [33] main ''
{R(1, crumbs.rstrip())}
          [40] heading 'BIO 201-02: Cell Biology (Fall 2024)'
          StaticText 'Instructor: Dr. Mara Ellison · MWF 10:00–10:50, Sci Hall 214'
          [44] region 'To Do'
            [46] link 'Grade Lab 4: Osmosis and diffusion'
            StaticText '1 needing grading · Due Oct 4'
          [50] region 'Recent Announcements'
            StaticText 'Midterm grades posted — Oct 14'
""")
    turns = [
        ("click('26')", gradebook(None, None, "id")),
        ("click('1706')", gradebook(None, "", "id")),
        ("fill('17069', '18')", gradebook(None, "18", "id")),
        ("keyboard_press('Enter')", gradebook(18, None, "id", focus_next=True)),
        ("click('906')", gradebook(18, None, "total")),
        ("click('24')", assigns),
        ("click('61')", lab4),
        ("click('40')", edit),
    ]
    rs.add("web", "h55-web-17", SYSTEM, turns, state=home)


# ---------------------------------------------------------------- 18 Wavelog ham radio logbook (bad: page clock goes backwards)
def t18(rs: RowSet) -> None:
    base = "https://log.ke8tvm.net/index.php"
    nav = R(0, """[10] navigation ''
  [12] link 'Wavelog'
  [14] link 'Logbook'
  [15] button 'QSO', hasPopup='menu', expanded=False
  [16] link 'Post QSO'
  [17] link 'Live QSO'
  [18] button 'Analytics', hasPopup='menu', expanded=False
  [19] link 'Awards'
  [20] link 'Statistics'
  [21] link 'LoTW'
  [23] combobox 'Active station' value='KE8TVM · EN82 · Home', hasPopup='menu', expanded=False
  [25] button 'KE8TVM', hasPopup='menu', expanded=False""")

    def foot(gen: str) -> str:
        return R(0, f"""[990] contentinfo ''
  StaticText 'Wavelog Version 1.7 · Page generated {gen} UTC'""")

    qsos = [
        ("2024-06-09", "18:07", "EA7KW", "FT8", "-12", "-15", "20m", "Spain", "Y"),
        ("2024-06-09", "18:01", "K4RGN", "FT8", "-04", "-09", "20m", "United States Of America", "Y"),
        ("2024-06-09", "17:55", "VE3IKV", "FT8", "+02", "-06", "20m", "Canada", "Y"),
        ("2024-06-09", "17:48", "DL2ZAV", "FT8", "-17", "-14", "20m", "Federal Republic Of Germany", "Y"),
        ("2024-06-09", "16:32", "PY2XB", "SSB", "59", "57", "15m", "Brazil", "Y"),
        ("2024-06-09", "16:20", "LU8DCH", "SSB", "59", "55", "15m", "Argentina", "Y"),
        ("2024-06-08", "23:41", "W6OAT", "FT8", "-08", "-11", "40m", "United States Of America", "Y"),
        ("2024-06-08", "23:30", "ZL3ABC", "FT8", "-19", "-21", "40m", "New Zealand", "Y"),
        ("2024-06-08", "23:12", "VK2BJ", "FT8", "-20", "-18", "40m", "Australia", "N"),
    ]
    new = ("2024-06-09", "18:22", "JA1NUT", "SSB", "59", "57", "20m", "Japan", "N")

    def logbook(rows: list[tuple[str, ...]], count: str, gen: str, added: bool) -> str:
        ll = []
        bid = 120
        for d, t, call, mode, s, r, band, country, lotw in rows:
            ll.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{d} {t}'
  [{bid + 2}] cell '{call}'
    [{bid + 3}] link '{call}'
  [{bid + 4}] cell '{mode}'
  [{bid + 5}] cell '{s}'
  [{bid + 6}] cell '{r}'
  [{bid + 7}] cell '{band}'
  [{bid + 8}] cell '{country}'
  [{bid + 9}] cell '{'Uploaded' if lotw == 'Y' else 'Not uploaded'}'""")
            bid += 10
        alert = R(1, """[104] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'QSO added: JA1NUT on 20m SSB'""") if added else ""
        return page("Logbook - Wavelog", f"{base}/logbook", f"""
{nav}
        [100] main ''
{alert}
          [106] heading 'Logbook'
          StaticText 'Station logbook: KE8TVM Home · {count} QSOs'
          [110] combobox 'Results per page' value='25', hasPopup='menu', expanded=False
          [112] table ''
            [113] row ''
              [114] columnheader 'Date / Time (UTC)'
              [115] columnheader 'Call'
              [116] columnheader 'Mode'
              [117] columnheader 'Sent'
              [118] columnheader 'Rcvd'
              [119] columnheader 'Band'
              [1191] columnheader 'Country'
              [1192] columnheader 'LoTW'
{R(2, chr(10).join(ll))}
          [300] navigation 'Pagination'
            [301] link '1'
            [302] link '2'
            [303] link 'Next'
{foot(gen)}""")

    def post(call: str, rcvd: str) -> str:
        cv = f" value='{call}'" if call else ""
        info = R(1, """[260] region 'Callsign info'
  StaticText 'JA1NUT · Japan · CQ zone 25 · ITU zone 45 · Continent AS'
  StaticText 'Worked before: No (new call) · Japan: 37 QSOs, confirmed on 20m, 15m, 40m'
  StaticText 'Beam heading 331° · Distance 10,212 km (short path)'""") if call else ""
        return page("Add QSO - Wavelog", f"{base}/qso?manual=1", f"""
{nav}
        [200] main ''
          [202] heading 'Add QSO (post)'
          [204] textbox 'Date' value='09-06-2024'
          [206] textbox 'Time on' value='18:22'
          [208] textbox 'Time off' value='18:22'
          [210] textbox 'Callsign'{cv}
          [212] combobox 'Mode' value='SSB', hasPopup='menu', expanded=False
          [214] combobox 'Band' value='20m', hasPopup='menu', expanded=False
          [216] textbox 'Frequency' value='14200000'
          [218] textbox 'RST (S)' value='59'
          [220] textbox 'RST (R)' value='{rcvd}'
          [222] textbox 'Name'
          [224] textbox 'Location'
          [226] textbox 'Gridsquare'
          [228] textbox 'Comment'
          [230] button 'Save QSO'
          [231] button 'Reset'
{info}
{foot('2024-06-09 18:22:40')}""")

    lotw = page("Logbook of the World - Wavelog", f"{base}/lotw", f"""
{nav}
        [400] main ''
          [402] heading 'Logbook of the World'
          [404] table 'Certificates'
            [405] row ''
              [406] columnheader 'Callsign'
              [407] columnheader 'DXCC'
              [408] columnheader 'QSO start'
              [409] columnheader 'Expires'
              [410] columnheader 'Last upload'
            [412] row ''
              [413] cell 'KE8TVM'
              [414] cell 'United States Of America'
              [415] cell '2019-03-14'
              [416] cell '2026-03-14'
              [417] cell '2024-06-09 17:10:33'
          StaticText '1 QSO waiting to be uploaded: 2024-06-09 18:22 JA1NUT 20m SSB'
          [422] button 'Upload now'
          StaticText 'Automatic upload runs hourly at :10 past the hour.'
{foot('2024-06-09 18:24:05')}""")

    lotw_done = page("Logbook of the World - Wavelog", f"{base}/lotw/lotw_upload", f"""
{nav}
        [400] main ''
          [402] heading 'Logbook of the World'
          [404] table 'Certificates'
            [405] row ''
              [406] columnheader 'Callsign'
              [407] columnheader 'DXCC'
              [408] columnheader 'QSO start'
              [409] columnheader 'Expires'
              [410] columnheader 'Last upload'
            [412] row ''
              [413] cell 'KE8TVM'
              [414] cell 'United States Of America'
              [415] cell '2019-03-14'
              [416] cell '2026-03-14'
              [417] cell '2024-06-09 18:24:31'
          [430] region 'Upload log'
            StaticText 'Station profile KE8TVM Home: 1 QSO signed with certificate KE8TVM'
            StaticText 'Upload to LoTW: HTTP 200 — File queued for processing'
            StaticText 'Uploaded 1 QSO at 2024-06-09 18:24:31 UTC'
          StaticText '0 QSOs waiting to be uploaded'
{foot('2024-06-09 18:24:33')}""")

    awards = page("DXCC - Awards - Wavelog", f"{base}/awards/dxcc", f"""
{nav}
        [500] main ''
          [502] heading 'DXCC'
          StaticText 'Worked 143 · Confirmed 121 (LoTW 104, QSL card 17) · Deleted entities excluded'
          [506] table ''
            [507] row ''
              [508] columnheader 'Entity'
              [509] columnheader '40m'
              [510] columnheader '20m'
              [511] columnheader '15m'
              [512] columnheader '10m'
            [514] row ''
              [515] cell 'Japan'
              [516] cell 'C'
              [517] cell 'C'
              [518] cell 'C'
              [519] cell 'W'
            [521] row ''
              [522] cell 'Spain'
              [523] cell 'W'
              [524] cell 'C'
              [525] cell 'C'
              [526] cell '—'
            [528] row ''
              [529] cell 'New Zealand'
              [530] cell 'C'
              [531] cell 'W'
              [532] cell '—'
              [533] cell '—'
            [535] row ''
              [536] cell 'Australia'
              [537] cell 'W'
              [538] cell 'C'
              [539] cell 'C'
              [540] cell '—'
          StaticText 'W = worked, C = confirmed'
{foot('2024-06-09 18:25:10')}""")

    bands = [("160m", 12), ("80m", 64), ("40m", 231), ("30m", 47), ("20m", 612), ("17m", 88), ("15m", 139), ("12m", 29),
             ("10m", 51), ("6m", 12)]
    modes = [("FT8", 771), ("SSB", 402), ("CW", 88), ("FT4", 24)]
    bl = "\n".join(f"[{620 + 3 * i}] row ''\n  [{621 + 3 * i}] cell '{b}'\n  [{622 + 3 * i}] cell '{n}'" for i, (b, n) in enumerate(bands))
    ml = "\n".join(f"[{680 + 3 * i}] row ''\n  [{681 + 3 * i}] cell '{m}'\n  [{682 + 3 * i}] cell '{n}'" for i, (m, n) in enumerate(modes))
    stats = page("Statistics - Wavelog", f"{base}/statistics", f"""
{nav}
        [600] main ''
          [602] heading 'Statistics'
          StaticText 'Total QSOs: 1,285 · Unique callsigns: 1,061 · This year: 318'
          [610] table 'QSOs by band'
            [611] row ''
              [612] columnheader 'Band'
              [613] columnheader 'QSOs'
{R(2, bl)}
          [670] table 'QSOs by mode'
            [671] row ''
              [672] columnheader 'Mode'
              [673] columnheader 'QSOs'
{R(2, ml)}
{foot('2024-06-09 18:25:47')}""")

    dash = page("Dashboard - Wavelog", f"{base}/dashboard", f"""
{nav}
        [40] main ''
          [42] heading 'Welcome, Rosa (KE8TVM)'
          StaticText 'Total QSOs 1,284 · This year 317 · This month 46'
          StaticText 'DXCC worked 143 · confirmed 121'
          StaticText 'Solar: SFI 182 · A 8 · K 2 · updated 18:00 UTC'
{foot('2024-06-09 18:20:31')}""")
    turns = [
        ("click('14')", logbook(qsos, "1,284", "2024-06-09 18:21:07", False)),
        ("click('16')", post("", "59")),
        ("fill('210', 'JA1NUT')", post("JA1NUT", "59")),
        ("fill('220', '57')", post("JA1NUT", "57")),
        ("click('230')", logbook([new] + qsos, "1,285", "2024-06-09 18:16:52", True)),
        ("click('21')", lotw),
        ("click('422')", lotw_done),
        ("click('19')", awards),
        ("click('20')", stats),
    ]
    rs.add("web", "h55-web-18", SYSTEM, turns, state=dash, bad=True, turn=5,
           kind="After saving the QSO timed 18:22 from a form generated at 18:22:40 UTC, the logbook footer says the page was generated at 18:16:52 UTC, earlier than the previous pages.")


# ---------------------------------------------------------------- 19 newspaper subscription settings (clean)
def t19(rs: RowSet) -> None:
    base = "https://account.harborledger.com"
    nav = R(0, """[10] banner ''
  [12] link 'The Harbor Ledger'
  [14] navigation 'Account'
    [15] link 'Overview'
    [16] link 'Subscription'
    [17] link 'Newsletters'
    [18] link 'Print delivery'
    [19] link 'Billing history'
    [20] link 'Sign out'""")

    state = page("My account | The Harbor Ledger", f"{base}/", f"""
{nav}
        [40] main ''
          [42] heading 'Hello, Nadia'
          StaticText 'Subscriber since March 2021 · nadia.okonkwo@proton.me'
          [46] link 'Manage subscription'
          [47] link 'Gift an article (7 left this month)'
""")
    sub = page("Subscription | The Harbor Ledger", f"{base}/subscription", f"""
{nav}
        [100] main ''
          [102] heading 'Your subscription'
          [104] table ''
            [105] row ''
              [106] rowheader 'Plan'
              [107] cell 'All-Access Digital + Sunday Print'
            [109] row ''
              [110] rowheader 'Price'
              [111] cell '$24.00 per month (Sunday print $14.00 + digital $10.00)'
            [113] row ''
              [114] rowheader 'Next payment'
              [115] cell '$24.00 on Jun 21, 2024'
            [117] row ''
              [118] rowheader 'Payment method'
              [119] cell 'Visa ending 0392, expires 09/27'
            [121] row ''
              [122] rowheader 'Digital access'
              [123] cell 'Unlimited articles, e-edition, games, 1 family member'
            [125] row ''
              [126] rowheader 'Delivery address'
              [127] cell '88 Wharf St, Apt 3B, Port Harbor, ME 04101'
          [130] link 'Change plan'
          [131] link 'Update payment method'
          [132] link 'Cancel subscription'
""")
    letters = [("Morning Briefing", "Every weekday, 6 AM", True), ("Evening Edition", "Weekdays, 6 PM", False),
               ("Weekend Reads", "Saturdays", False), ("Harbor Food", "Thursdays", True),
               ("Opinion Today", "Weekdays", True), ("Breaking News Alerts", "As it happens", False)]

    def news(weekend: bool, dirty: bool, saved: bool) -> str:
        ll = []
        bid = 220
        n = 0
        for name, freq, on in letters:
            if name == "Weekend Reads":
                on = weekend
            n += on
            ll.append(f"""[{bid}] listitem ''
  [{bid + 1}] heading '{name}'
  StaticText '{freq}'
  [{bid + 3}] switch '{name}', checked='{str(on).lower()}'""")
            bid += 5
        alert = R(1, f"""[204] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Preferences saved. You are subscribed to {n} newsletters.'""") if saved else ""
        unsaved = "StaticText 'You have unsaved changes'" if dirty else ""
        return page("Newsletters | The Harbor Ledger", f"{base}/newsletters", f"""
{nav}
        [200] main ''
{alert}
          [206] heading 'Newsletters'
          StaticText 'Sent to nadia.okonkwo@proton.me · {n} of 6 selected'
          [210] list ''
{R(2, chr(10).join(ll))}
          [260] button 'Save preferences'{'' if dirty else ', disabled=True'}
          {unsaved}
""")

    delivery = page("Print delivery | The Harbor Ledger", f"{base}/delivery", f"""
{nav}
        [300] main ''
          [302] heading 'Print delivery'
          StaticText 'Sunday edition to 88 Wharf St, Apt 3B, Port Harbor, ME 04101 · Route 14'
          StaticText 'Delivered by 7:00 AM. Missed paper? Report by noon for a redelivery.'
          [308] link 'Report a delivery problem'
          [310] heading 'Vacation holds'
          StaticText 'No holds scheduled.'
          [314] button 'Schedule a vacation hold'
""")

    def hold(stop: str, resume: str) -> str:
        sv = f" value='{stop}'" if stop else ""
        rv = f" value='{resume}'" if resume else ""
        summ = ""
        if stop and resume:
            summ = "StaticText 'Papers paused: 2 Sunday editions (Jul 7, Jul 14). Credit $7.00 toward your Jul 21, 2024 payment. Digital access continues.'"
        return page("Vacation hold | The Harbor Ledger", f"{base}/delivery/hold/new", f"""
{nav}
        [400] main ''
          [402] link 'Back to Print delivery'
          [404] heading 'Schedule a vacation hold'
          StaticText 'Holds must start at least 2 days from today (Jun 12, 2024).'
          [408] textbox 'Stop delivery on'{sv}
          [410] textbox 'Resume delivery on'{rv}
          [412] radio 'Credit my account ($3.50 per Sunday edition)', checked='true'
          [413] radio 'Donate my papers to local schools', checked='false'
          {summ}
          [418] button 'Schedule hold'{'' if stop and resume else ', disabled=True'}
""")
    turns = [
        ("click('16')", sub),
        ("click('17')", news(False, False, False)),
        ("click('233')", news(True, True, False)),
        ("click('260')", news(True, False, True)),
        ("click('18')", delivery),
        ("click('314')", hold("", "")),
        ("fill('408', '2024-07-01')", hold("2024-07-01", "")),
        ("fill('410', '2024-07-15')", hold("2024-07-01", "2024-07-15")),
    ]
    rs.add("web", "h55-web-19", SYSTEM, turns, state=state)


# ---------------------------------------------------------------- 20 homebrew competition entries (bad: entry number changes)
def t20(rs: RowSet) -> None:
    base = "https://lakeshoreopen.brewcomp.com/index.php"
    nav = R(0, """[10] navigation ''
  [12] link 'Lakeshore Homebrew Open 2024'
  [14] link 'Home'
  [15] link 'Entry Info'
  [16] link 'Volunteers'
  [17] link 'Sponsors'
  [18] link 'Contact'
  [19] link 'My Account'
  [20] link 'Log Out'""")
    foot = R(0, """[990] contentinfo ''
  StaticText 'Competition software: Brew Competition Online Entry & Management (BCOE&M) 2.7.1'
  StaticText 'Entry window: May 20 – Jul 12, 2024 · Drop-off: Jul 8 – Jul 12 · Judging: Jul 20, 2024'""")
    entries = [("0417", "Hefe Haus", "10A Weissbier"), ("0418", "Cascadia Bound", "21A American IPA")]
    porter = ("0452", "Porch Light Porter", "20A American Porter")

    def account(rows: list[tuple[str, str, str]], paid: bool, added: bool) -> str:
        ll = []
        bid = 120
        for num, name, style in rows:
            ll.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{num}'
  [{bid + 2}] cell '{name}'
  [{bid + 3}] cell '{style}'
  [{bid + 4}] cell '{'Yes' if paid else 'No'}'
  [{bid + 5}] cell 'No'
  [{bid + 6}] cell ''
    [{bid + 7}] link 'Edit {name}'
    [{bid + 8}] link 'Delete {name}'""")
            bid += 10
        due = 0 if paid else 12 * len(rows)
        alert = R(1, """[104] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Your entry Porch Light Porter (#0452) was added. Entry fees are due before drop-off.'""") if added else ""
        paid_line = "StaticText 'Fees paid: $36.00 via PayPal on Jun 14, 2024'" if paid else ""
        return page("Lakeshore Homebrew Open 2024 - My Account", f"{base}?section=list", f"""
{nav}
        [100] main ''
{alert}
          [106] heading 'My Account'
          StaticText 'Marta Kowalski · Driftless Brewers Guild · AHA member #4108822'
          StaticText '{len(rows)} entries · Entry fee $12.00 each · Fees due: {money(due)}'
          {paid_line}
          [110] link 'Add an Entry'
          [111] link 'Pay Entry Fees'{'' if not paid else ', disabled=True'}
          [112] link 'Print Bottle Labels'
          [114] table 'My Entries'
            [115] row ''
              [116] columnheader 'Entry #'
              [117] columnheader 'Name'
              [118] columnheader 'Style'
              [119] columnheader 'Paid?'
              [1191] columnheader 'Received?'
              [1192] columnheader 'Actions'
{R(2, chr(10).join(ll))}
{foot}""")

    def add_form(name: str, style: str) -> str:
        nv = f" value='{name}'" if name else ""
        return page("Lakeshore Homebrew Open 2024 - Add an Entry", f"{base}?section=brew&action=add", f"""
{nav}
        [200] main ''
          [202] heading 'Add an Entry'
          [204] textbox 'Entry Name'{nv}, required
          [206] combobox 'Style' value='{style}', hasPopup='menu', expanded=False
          [208] textbox 'Required info (special ingredients, base style)'
          [210] combobox 'Carbonation' value='N/A', hasPopup='menu', expanded=False, disabled=True
          [212] combobox 'Sweetness' value='N/A', hasPopup='menu', expanded=False, disabled=True
          [214] textbox 'Brewer notes (not shown to judges)'
          [216] checkbox 'I confirm this beer was brewed at home, not commercially', checked='true'
          [218] button 'Submit Entry'
          StaticText 'Each entry requires 3 bottles, 10–16 oz, brown or green glass, no raised lettering.'
{foot}""")

    all3 = entries + [porter]
    pay = page("Lakeshore Homebrew Open 2024 - Pay Entry Fees", f"{base}?section=pay", f"""
{nav}
        [300] main ''
          [302] heading 'Pay Entry Fees'
          [304] table ''
            [305] row ''
              [306] columnheader 'Entry #'
              [307] columnheader 'Name'
              [308] columnheader 'Fee'
            [310] row ''
              [311] cell '0417'
              [312] cell 'Hefe Haus'
              [313] cell '$12.00'
            [315] row ''
              [316] cell '0418'
              [317] cell 'Cascadia Bound'
              [318] cell '$12.00'
            [320] row ''
              [321] cell '0452'
              [322] cell 'Porch Light Porter'
              [323] cell '$12.00'
          StaticText 'Total due: $36.00'
          [330] radio 'PayPal', checked={{paypal}}
          [331] radio 'Pay by check or cash at drop-off', checked='false'
          [334] button 'Pay $36.00'{{disabled}}
{foot}""")

    def pay_page(paypal: bool) -> str:
        return pay.replace("{paypal}", "'true'" if paypal else "'false'").replace("{disabled}", "" if paypal else ", disabled=True")

    receipt = page("Lakeshore Homebrew Open 2024 - Payment Received", f"{base}?section=pay&msg=10", f"""
{nav}
        [400] main ''
          [402] heading 'Payment received'
          StaticText 'Thank you! We received $36.00 for 3 entries (0417, 0418, 0452).'
          StaticText 'PayPal transaction 7KD49223XV1805931 · Jun 14, 2024 3:42 PM CDT'
          [408] link 'Return to My Account'
{foot}""")

    def labels(porter_num: str) -> str:
        ll = []
        bid = 520
        for num, name, style in entries + [(porter_num, porter[1], porter[2])]:
            ll.append(f"""[{bid}] group 'Entry {num}'
  StaticText 'Entry {num}'
  StaticText '{style}'
  StaticText '{name} · Marta Kowalski'
  StaticText 'Attach one label to each of 3 bottles with a rubber band.'
  [{bid + 5}] link 'View entry {num}'""")
            bid += 10
        return page("Lakeshore Homebrew Open 2024 - Bottle Labels", f"{base}?section=labels&go=entries", f"""
{nav}
        [500] main ''
          [502] heading 'Bottle Labels'
          StaticText '3 entries · print on Avery 5160 or plain paper'
          [506] button 'Print'
{R(1, chr(10).join(ll))}
{foot}""")

    entry = page("Lakeshore Homebrew Open 2024 - Entry Details", f"{base}?section=brew&action=view&id=452", f"""
{nav}
        [600] main ''
          [602] heading 'Entry #0425: Porch Light Porter'
          [604] table ''
            [605] row ''
              [606] rowheader 'Style'
              [607] cell '20A American Porter'
            [609] row ''
              [610] rowheader 'Brewer'
              [611] cell 'Marta Kowalski (Driftless Brewers Guild)'
            [613] row ''
              [614] rowheader 'Paid'
              [615] cell 'Yes'
            [617] row ''
              [618] rowheader 'Received'
              [619] cell 'No'
            [621] row ''
              [622] rowheader 'Drop-off locations'
              [623] cell 'Grain & Kettle Supply (Madison), Fermentorium Taproom (Cedarburg)'
          [626] link 'Edit entry'
          [627] link 'Print labels for this entry'
{foot}""")

    home = page("Lakeshore Homebrew Open 2024 - Home", f"{base}", f"""
{nav}
        [40] main ''
          [42] heading 'Lakeshore Homebrew Open 2024'
          StaticText 'A BJCP-sanctioned competition · 2021 BJCP style guidelines'
          StaticText 'Entries received: 388 of 450 limit'
          StaticText 'Welcome back, Marta! You have 2 entries.'
{foot}""")
    turns = [
        ("click('19')", account(entries, False, False)),
        ("click('110')", add_form("", "Choose a style")),
        ("fill('204', 'Porch Light Porter')", add_form("Porch Light Porter", "Choose a style")),
        ("select_option('206', '20A American Porter')", add_form("Porch Light Porter", "20A American Porter")),
        ("click('218')", account(all3, False, True)),
        ("click('111')", pay_page(False)),
        ("click('330')", pay_page(True)),
        ("click('334')", receipt),
        ("click('408')", account(all3, True, False)),
        ("click('112')", labels("0452")),
        ("click('545')", entry),
        ("go_back()", labels("0452")),
    ]
    rs.add("web", "h55-web-20", SYSTEM, turns, state=home, bad=True, turn=11,
           kind="Porch Light Porter was added as entry #0452 (confirmation, account table, payment, labels), but its details page is headed Entry #0425.")


# ---------------------------------------------------------------- 21 package tracking site (clean)
def t21(rs: RowSet) -> None:
    base = "https://www.parcelpath.com"
    ups = "1Z9A47V20398216741"
    usps = "9400111206213859471120"
    nav = R(0, """[10] banner ''
  [12] link 'ParcelPath'
  [14] navigation ''
    [15] link 'Track'
    [16] link 'Recent'
    [17] link 'Carriers'
    [18] link 'Help'""")
    foot = R(0, """[990] contentinfo ''
  StaticText 'ParcelPath is not affiliated with UPS, USPS, FedEx or DHL. Times are local to each scan location.'""")

    def home(val: str, recent: bool) -> str:
        v = f" value='{val}'" if val else ""
        rec = R(1, f"""[60] heading 'Recently tracked'
[62] list ''
  [63] listitem ''
    [64] link '{ups}'
    StaticText 'UPS · In Transit · Est. Thu, Jun 13'""") if recent else ""
        return page("ParcelPath – Track any package", f"{base}/", f"""
{nav}
        [40] main ''
          [42] heading 'Track any package'
          StaticText 'UPS, USPS, FedEx, DHL and 900+ carriers. Enter up to 20 tracking numbers, one per line.'
          [46] textbox 'Tracking number(s)'{v}, multiline
          [48] button 'Track'
{rec}
{foot}""")

    ev = [
        ("Jun 11, 2024 9:14 PM", "Departed from facility", "Hodgkins, IL, US"),
        ("Jun 11, 2024 2:03 PM", "Arrived at facility", "Hodgkins, IL, US"),
        ("Jun 11, 2024 7:50 AM", "Departed from facility", "Indianapolis, IN, US"),
        ("Jun 11, 2024 3:37 AM", "Arrived at facility", "Indianapolis, IN, US"),
        ("Jun 10, 2024 11:48 PM", "Departed from facility", "Louisville, KY, US"),
        ("Jun 10, 2024 7:31 PM", "Arrived at facility", "Louisville, KY, US"),
        ("Jun 10, 2024 4:40 PM", "Pickup scan", "Lexington, KY, US"),
        ("Jun 10, 2024 9:12 AM", "Shipper created a label, UPS has not received the package yet", "United States"),
    ]

    def ups_page(full: bool, notify: str | None, subscribed: bool) -> str:
        shown = ev if full else ev[:3]
        ll = []
        bid = 140
        for when, what, where in shown:
            ll.append(f"""[{bid}] listitem ''
  StaticText '{when}'
  StaticText '{what}'
  StaticText '{where}'""")
            bid += 4
        more = "" if full else "[190] button 'Show all 8 events'"
        panel = ""
        if notify is not None:
            nv = f" value='{notify}'" if notify else ""
            panel = R(1, f"""[200] region 'Get notifications'
  [202] textbox 'Email address'{nv}
  [204] checkbox 'Out for delivery', checked='true'
  [205] checkbox 'Delivered', checked='true'
  [206] checkbox 'Delivery exception', checked='true'
  [208] button 'Subscribe'""")
        alert = R(1, """[104] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Done! We will email k.brandt@outlook.com when this package is out for delivery, delivered, or has an exception.'""") if subscribed else ""
        return page(f"UPS {ups} – In Transit | ParcelPath", f"{base}/track/{ups}", f"""
{nav}
        [100] main ''
{alert}
          [106] heading 'UPS {ups}'
          StaticText 'In Transit'
          StaticText 'Estimated delivery: Thursday, June 13, 2024, by end of day'
          StaticText 'From: Lexington, KY, US · To: Madison, WI, US · UPS Ground · 1 package, 4.2 lbs'
          StaticText 'Last updated Jun 12, 2024 8:05 AM'
          [116] button 'Get notifications'
          [117] button 'Copy link'
          [118] link 'Track another package'
          [130] heading 'Travel history'
          [132] list ''
{R(2, chr(10).join(ll))}
          {more}
{panel}
{foot}""")

    usps_ev = [
        ("Jun 10, 2024 1:47 PM", "Delivered, In/At Mailbox", "Madison, WI 53703"),
        ("Jun 10, 2024 8:12 AM", "Out for Delivery", "Madison, WI 53703"),
        ("Jun 10, 2024 7:01 AM", "Arrived at Post Office", "Madison, WI 53703"),
        ("Jun 9, 2024 10:26 PM", "Departed USPS Regional Facility", "Madison WI Distribution Center"),
        ("Jun 8, 2024 4:55 PM", "Arrived at USPS Regional Facility", "Madison WI Distribution Center"),
        ("Jun 7, 2024 6:38 PM", "Accepted at USPS Origin Facility", "Saint Paul, MN 55101"),
    ]
    ul = []
    bid = 340
    for when, what, where in usps_ev:
        ul.append(f"""[{bid}] listitem ''
  StaticText '{when}'
  StaticText '{what}'
  StaticText '{where}'""")
        bid += 4
    usps_page = page(f"USPS {usps} – Delivered | ParcelPath", f"{base}/track/{usps}", f"""
{nav}
        [300] main ''
          [306] heading 'USPS {usps}'
          StaticText 'Delivered'
          StaticText 'Delivered Monday, June 10, 2024 at 1:47 PM · In/At Mailbox'
          StaticText 'From: Saint Paul, MN · To: Madison, WI 53703 · USPS Ground Advantage'
          StaticText 'Last updated Jun 12, 2024 8:44 AM'
          [316] button 'Get notifications', disabled=True
          [317] button 'Copy link'
          [318] link 'Track another package'
          [330] heading 'Travel history'
          [332] list ''
{R(2, chr(10).join(ul))}
{foot}""")

    recent = page("Recent packages | ParcelPath", f"{base}/recent", f"""
{nav}
        [400] main ''
          [402] heading 'Recent packages'
          StaticText 'Saved in this browser · refreshed Jun 12, 2024 8:47 AM'
          [406] table ''
            [407] row ''
              [408] columnheader 'Tracking number'
              [409] columnheader 'Carrier'
              [410] columnheader 'Status'
              [411] columnheader 'Latest event'
              [412] columnheader 'Notifications'
            [414] row ''
              [415] cell '{usps}'
                [416] link '{usps}'
              [417] cell 'USPS'
              [418] cell 'Delivered'
              [419] cell 'Jun 10, 2024 1:47 PM · Delivered, In/At Mailbox · Madison, WI 53703'
              [420] cell 'Off'
            [422] row ''
              [423] cell '{ups}'
                [424] link '{ups}'
              [425] cell 'UPS'
              [426] cell 'In Transit'
              [427] cell 'Jun 12, 2024 8:31 AM · Arrived at facility · Madison, WI, US'
              [428] cell 'Email: k.brandt@outlook.com'
          [432] button 'Clear list'
{foot}""")
    turns = [
        (f"fill('46', '{ups}')", home(ups, False)),
        ("click('48')", ups_page(False, None, False)),
        ("click('190')", ups_page(True, None, False)),
        ("click('116')", ups_page(True, "", False)),
        ("fill('202', 'k.brandt@outlook.com')", ups_page(True, "k.brandt@outlook.com", False)),
        ("click('208')", ups_page(True, None, True)),
        ("click('118')", home("", True)),
        (f"fill('46', '{usps}')", home(usps, True)),
        ("click('48')", usps_page),
        ("click('16')", recent),
    ]
    rs.add("web", "h55-web-21", SYSTEM, turns, state=home("", False))


# ---------------------------------------------------------------- 22 tool library (bad: loaned item's name changes)
def t22(rs: RowSet) -> None:
    base = "https://westsidetoollibrary.myturn.com/library"
    nav = R(0, """[10] banner ''
  [12] link 'Westside Tool Library'
  [14] navigation ''
    [15] link 'Browse'
    [16] link 'My Loans'
    [17] link 'My Reservations'
    [18] link 'My Account'
  StaticText 'Jordan Fisk · Member #2281'
  [22] link 'Log out'""")
    foot = R(0, """[990] contentinfo ''
  StaticText 'Open Tue & Thu 4–8 PM, Sat 9 AM–2 PM · 1450 Oak Street (rear entrance) · Powered by myTurn'""")

    def loans(sander_due: str, sander_left: int, renewed: bool, ladder: str) -> str:
        rows = [
            ("Ryobi 18V ONE+ Random Orbit Sander", "TL-0832", "Jun 1, 2024", sander_due, str(sander_left)),
            ("Stanley 24 in. FatMax Box Level", "TL-0117", "Jun 8, 2024", "Jun 15, 2024", "1"),
            (ladder, "TL-1290", "Jun 11, 2024", "Jun 18, 2024", "1"),
        ]
        ll = []
        bid = 120
        for name, tag, out, due, left in rows:
            renew = f"[{bid + 7}] button 'Renew {tag}'" + ("" if left != "0" else ", disabled=True")
            ll.append(f"""[{bid}] row ''
  [{bid + 1}] cell '{name}'
    [{bid + 2}] link '{name}'
  [{bid + 3}] cell '#{tag}'
  [{bid + 4}] cell '{out}'
  [{bid + 5}] cell '{due}'
  [{bid + 6}] cell '{left}'
  {renew}""")
            bid += 10
        alert = R(1, """[104] alert '', live='polite', atomic, relevant='additions text'
  StaticText 'Renewed Ryobi 18V ONE+ Random Orbit Sander (#TL-0832). New due date: Jun 22, 2024.'""") if renewed else ""
        return page("My Loans | Westside Tool Library", f"{base}/myLoans", f"""
{nav}
        [100] main ''
{alert}
          [106] heading 'My Loans'
          StaticText '3 items out · limit 5 · Late fee $1.00 per item per day'
          [110] table ''
            [111] row ''
              [112] columnheader 'Item'
              [113] columnheader 'Tag'
              [114] columnheader 'Checked out'
              [115] columnheader 'Due'
              [116] columnheader 'Renewals left'
              [117] columnheader ''
{R(2, chr(10).join(ll))}
{foot}""")

    cats = [("Power Tools", 84), ("Hand Tools", 212), ("Gardening & Yard", 97), ("Ladders & Scaffolding", 14),
            ("Measuring & Layout", 41), ("Plumbing", 33), ("Automotive", 26), ("Kitchen & Canning", 38), ("Camping", 22)]
    cl = "\n".join(f"[{210 + 2 * i}] link '{c} ({n})'" for i, (c, n) in enumerate(cats))
    browse = page("Browse | Westside Tool Library", f"{base}/inventory/browse", f"""
{nav}
        [200] main ''
          [202] heading 'Browse the collection'
          [204] searchbox 'Search tools'
          [206] button 'Search'
          StaticText '567 items in 9 categories'
{R(1, cl)}
          [240] checkbox 'Only show available now', checked='false'
{foot}""")

    tools = [("DeWalt 20V MAX Cordless Drill/Driver", "TL-0410", "Available"),
             ("Makita 7-1/4 in. Circular Saw", "TL-0388", "Checked out · due Jun 14"),
             ("Bosch 10 in. Compound Miter Saw", "TL-0501", "Available"),
             ("Ryobi 18V ONE+ Random Orbit Sander", "TL-0832", "Checked out · due Jun 22"),
             ("Ryobi 18V ONE+ Random Orbit Sander", "TL-0833", "Available"),
             ("Milwaukee M18 Oscillating Multi-Tool", "TL-0615", "Available"),
             ("Black+Decker 20V Hedge Trimmer", "TL-0722", "In repair"),
             ("Wagner Flexio 2500 Paint Sprayer", "TL-0940", "Checked out · due Jun 16")]
    tl = []
    bid = 320
    for name, tag, st in tools:
        tl.append(f"""[{bid}] listitem ''
  [{bid + 1}] link '{name} #{tag}'
  StaticText '{st}'""")
        bid += 4
    power = page("Power Tools | Westside Tool Library", f"{base}/inventory/browse?category=power-tools", f"""
{nav}
        [300] main ''
          [302] heading 'Power Tools'
          StaticText 'Showing 1–8 of 84'
          [306] combobox 'Sort' value='Most borrowed', hasPopup='menu', expanded=False
          [310] list ''
{R(2, chr(10).join(tl))}
          [360] link 'Next page'
{foot}""")

    drill = page("DeWalt 20V MAX Cordless Drill/Driver #TL-0410 | Westside Tool Library", f"{base}/inventory/show/TL-0410", f"""
{nav}
        [400] main ''
          [402] link 'Power Tools'
          [404] heading 'DeWalt 20V MAX Cordless Drill/Driver'
          StaticText 'Tag #TL-0410 · Includes 2 batteries (2.0Ah), charger, 1/2 in. chuck, bit set in case'
          StaticText 'Status: Available · Loan period 7 days · Donated by Hammer & Nail Hardware'
          [410] button 'Reserve for pickup'
          [412] heading 'Upcoming reservations'
          StaticText 'Jun 22 – Jun 29 (another member)'
{foot}""")

    reserve = page("Reservation confirmed | Westside Tool Library", f"{base}/myReservations", f"""
{nav}
        [500] main ''
          [502] heading 'My Reservations'
          [504] alert '', live='polite', atomic, relevant='additions text'
            StaticText 'Reserved DeWalt 20V MAX Cordless Drill/Driver (#TL-0410). Pick up by Thu, Jun 13 at 8 PM or it will be released.'
          [508] table ''
            [509] row ''
              [510] columnheader 'Item'
              [511] columnheader 'Pickup by'
              [512] columnheader 'Return by'
            [514] row ''
              [515] cell 'DeWalt 20V MAX Cordless Drill/Driver #TL-0410'
              [516] cell 'Thu, Jun 13, 8:00 PM'
              [517] cell 'Thu, Jun 20'
          StaticText 'After pickup you will have 4 of 5 items out.'
{foot}""")

    home = page("Westside Tool Library", f"{base}/", f"""
{nav}
        [40] main ''
          [42] heading 'Welcome back, Jordan'
          StaticText 'Membership active until Jan 31, 2025 · Sliding-scale dues paid'
          StaticText 'You have 3 items out. Next due: Jun 15, 2024.'
          [48] link 'Browse tools'
{foot}""")
    ladder = "Werner 6 ft Fiberglass Step Ladder"
    turns = [
        ("click('16')", loans("Jun 15, 2024", 1, False, ladder)),
        ("click('127')", loans("Jun 22, 2024", 0, True, ladder)),
        ("click('15')", browse),
        ("click('16')", loans("Jun 22, 2024", 0, False, "Werner 8 ft Fiberglass Step Ladder")),
        ("click('15')", browse),
        ("click('210')", power),
        ("click('321')", drill),
        ("click('410')", reserve),
    ]
    rs.add("web", "h55-web-22", SYSTEM, turns, state=home, bad=True, turn=4,
           kind="The loaned step ladder #TL-1290, listed as a Werner 6 ft Fiberglass Step Ladder, reappears in My Loans as an 8 ft ladder with no change in between.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
