# ruff: noqa: E501
"""Held-out set 10, web domain: 22 BrowserGym trajectories (11 with one contradiction, 11 clean).

Every observation is an accessibility tree rendered from the page state kept in plain Python values,
so the clean trajectories stay consistent by construction and each bad one differs from the truth in
exactly one rendered detail, at its labeled turn.
"""

from __future__ import annotations

import re
from pathlib import Path
from textwrap import dedent
from typing import Any

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

Turns = list[tuple[str, str]]


def T(tpl: str, **kw: Any) -> list[str]:
    """Indented template -> axtree lines: two spaces per depth level; a line that is only `{name}` splices a list."""
    out: list[str] = []
    for line in dedent(tpl).strip("\n").split("\n"):
        m = re.fullmatch(r"( *)\{(\w+)\}", line)
        if m and isinstance(kw.get(m.group(2)), list):
            for item in kw[m.group(2)]:
                for sub in str(item).split("\n"):
                    out.append(m.group(1) + sub)
            continue
        out.append(line.format(**kw))
    res = []
    for line in out:
        n = len(line) - len(line.lstrip(" "))
        res.append("\t" * (n // 2) + line.lstrip(" "))
    return res


def page(title: str, url: str, tpl: str, /, **kw: Any) -> str:
    return axtree(title, T(tpl, **kw), url)


def money(x: float) -> str:
    return f"${x:,.2f}"


def eur(x: float) -> str:
    return f"€{x:,.0f}"


# ---------------------------------------------------------------- 01 storefront (bad)
def t01(rs: RowSet) -> None:
    # bad: camping-gear storefront cart; turn 10 (Update Shopping Cart) shows cart Subtotal $150.88 although its rows are $109.90 + $42.98 = $152.88 (prices from turns 2/3/6, qtys set at turns 4/9).
    base = "https://shop.ridgeline-outfitters.com"

    def hdr(badge: int, q: str = "", focused: bool = False) -> list[str]:
        val = f", value='{q}'" if q else ""
        foc = ", focused" if focused else ""
        cart = ["[131] link 'My Cart'"] + ([f"  StaticText '{badge}'"] if badge else [])
        return T("""
            [118] banner ''
              StaticText 'Flat-rate shipping $7.95 · Ships from Bozeman, MT in 1–2 business days'
              [121] link 'Ridgeline Outfitters'
              [124] combobox 'Search entire store here...', autocomplete='both', hasPopup='listbox', expanded=False{val}{foc}
              [126] button 'Search'
              {cart}
              [135] link 'Sign In'
              [136] link 'Create an Account'
            [140] navigation 'Main'
              [141] link 'Camp Kitchen'
              [142] link 'Shelter'
              [143] link 'Sleep Systems'
              [144] link 'Packs'
              [145] link 'Sale'
        """, val=val, foc=foc, cart=cart)

    foot = T("""
        [3010] contentinfo ''
          StaticText '© 2024 Ridgeline Outfitters · Bozeman, MT'
          [3012] link 'Shipping & Returns'
          [3013] link 'Warranty & Repairs'
          [3014] link 'Contact Us'
    """)

    def home(q: str = "", focused: bool = False) -> str:
        return page("Ridgeline Outfitters", base + "/", """
            {hdr}
            [301] main ''
              [303] heading 'Gear for the long way round'
              StaticText 'New-season shelters, stoves and quilts, tested on the Beartooth Plateau.'
              [305] link 'Shop spring shelter'
              [310] heading 'Trending now'
              [311] list ''
                [312] listitem ''
                  [313] link 'Ember Integrated Cook System 1.0L'
                  StaticText '$129.00'
                [315] listitem ''
                  [316] link 'Talus 2P Trekking Pole Tent'
                  StaticText '$349.00'
                [318] listitem ''
                  [319] link 'Drift 30°F Down Quilt'
                  StaticText '$279.00'
            {foot}
        """, hdr=hdr(0, q, focused), foot=foot)

    prods = [("Vesper Titanium Canister Stove", "92%", 212, 54.95), ("Kestrel Piezo Micro Stove", "88%", 87, 39.00),
             ("Isobutane Fuel 230g (3-pack)", "95%", 340, 21.49), ("Canister Stand Tripod", "80%", 41, 8.75),
             ("Ember Integrated Cook System 1.0L", "90%", 156, 129.00), ("Windscreen for Canister Stoves", "84%", 63, 14.99)]
    items = []
    for i, (name, pct, rev, price) in enumerate(prods):
        b = 211 + 10 * i
        items.append(f"[{b}] listitem ''\n  [{b + 1}] link '{name}'\n  StaticText 'Rating: {pct}'\n  StaticText '{rev} Reviews'\n  StaticText '{money(price)}'\n  [{b + 5}] button 'Add to Cart'")
    results = page("Search results for: canister stove", base + "/catalogsearch/result/?q=canister+stove", """
        {hdr}
        [201] main ''
          [203] heading "Search results for: 'canister stove'"
          StaticText 'Items 1-6 of 6'
          [206] combobox 'Sort By', hasPopup='menu', expanded=False
            StaticText 'Relevance'
          [210] list ''
            {items}
        {foot}
    """, hdr=hdr(0, "canister stove"), items=items, foot=foot)

    def stove(badge: int, qty: str, added: bool, focused: bool = False) -> str:
        alert = ["[498] alert ''", "  StaticText 'You added Vesper Titanium Canister Stove to your '", "  [499] link 'shopping cart'"] if added else []
        foc = ", focused" if focused else ""
        return page("Vesper Titanium Canister Stove", base + "/vesper-titanium-canister-stove.html", """
            {hdr}
            [501] main ''
              {alert}
              [503] heading 'Vesper Titanium Canister Stove'
              StaticText 'Rating: 92%'
              [506] link '212 Reviews'
              StaticText '$54.95'
              StaticText 'In stock'
              StaticText 'SKU: RO-VTS-110'
              [512] spinbutton 'Qty', value='{qty}'{foc}
              [514] button 'Add to Cart'
              [516] link 'Add to Wish List'
              [520] tablist ''
                [521] tab 'Details', selected=True
                [522] tab 'More Information', selected=False
                [523] tab 'Reviews 212', selected=False
              [525] tabpanel 'Details'
                StaticText 'A 73 g titanium burner that threads onto any EN417 canister. Boils 1 L in 3 min 40 s at sea level; serrated pot supports fit 8–20 cm pots.'
              [530] heading 'Pairs well with'
              [531] list ''
                [532] listitem ''
                  [533] link 'Isobutane Fuel 230g (3-pack)'
                  StaticText '$21.49'
                [535] listitem ''
                  [536] link 'Windscreen for Canister Stoves'
                  StaticText '$14.99'
            {foot}
        """, hdr=hdr(badge), alert=alert, qty=qty, foc=foc, foot=foot)

    def fuel(badge: int, added: bool) -> str:
        alert = ["[598] alert ''", "  StaticText 'You added Isobutane Fuel 230g (3-pack) to your '", "  [599] link 'shopping cart'"] if added else []
        return page("Isobutane Fuel 230g (3-pack)", base + "/isobutane-fuel-230g-3-pack.html", """
            {hdr}
            [601] main ''
              {alert}
              [603] heading 'Isobutane Fuel 230g (3-pack)'
              StaticText 'Rating: 95%'
              [606] link '340 Reviews'
              StaticText '$21.49'
              StaticText 'In stock'
              StaticText 'SKU: RO-ISO-230X3'
              StaticText 'Ground shipping only (ORM-D).'
              [612] spinbutton 'Qty', value='1'
              [614] button 'Add to Cart'
              [616] link 'Add to Wish List'
              [620] tablist ''
                [621] tab 'Details', selected=True
                [622] tab 'More Information', selected=False
                [623] tab 'Reviews 340', selected=False
              [625] tabpanel 'Details'
                StaticText 'Three 230 g canisters of an 80/20 isobutane-propane blend with a self-sealing EN417 valve. Roughly 95 minutes of burn per canister.'
              [630] heading 'Pairs well with'
              [631] list ''
                [632] listitem ''
                  [633] link 'Vesper Titanium Canister Stove'
                  StaticText '$54.95'
                [635] listitem ''
                  [636] link 'Canister Stand Tripod'
                  StaticText '$8.75'
            {foot}
        """, hdr=hdr(badge), alert=alert, foot=foot)

    def cart(fuel_qty_field: str, fuel_qty: int, subtotal_text: str, focused: bool = False) -> str:
        badge = 2 + fuel_qty
        sub = 2 * 54.95 + fuel_qty * 21.49
        foc = ", focused" if focused else ""
        return page("Shopping Cart", base + "/checkout/cart/", """
            {hdr}
            [701] main ''
              [703] heading 'Shopping Cart'
              [705] table 'Shopping Cart Items'
                [706] row ''
                  [707] columnheader 'Item'
                  [708] columnheader 'Price'
                  [709] columnheader 'Qty'
                  [710] columnheader 'Subtotal'
                [711] row ''
                  [712] cell 'Vesper Titanium Canister Stove SKU: RO-VTS-110'
                    [713] link 'Vesper Titanium Canister Stove'
                  [714] cell '$54.95'
                  [715] cell ''
                    [716] spinbutton 'Qty', value='2'
                  [717] cell '$109.90'
                  [718] link 'Remove item'
                [721] row ''
                  [722] cell 'Isobutane Fuel 230g (3-pack) SKU: RO-ISO-230X3'
                    [723] link 'Isobutane Fuel 230g (3-pack)'
                  [724] cell '$21.49'
                  [725] cell ''
                    [726] spinbutton 'Qty', value='{fq}'{foc}
                  [727] cell '{frow}'
                  [728] link 'Remove item'
              [730] button 'Update Shopping Cart'
              [732] link 'Continue Shopping'
              [740] complementary 'Summary'
                [741] heading 'Summary'
                [742] group 'Estimate Shipping and Tax'
                  StaticText 'Montana, 59715'
                [745] table 'Totals'
                  [746] row ''
                    [747] rowheader 'Subtotal'
                    [748] cell '{subt}'
                  [749] row ''
                    [750] rowheader 'Shipping (Flat Rate - Fixed)'
                    [751] cell '$7.95'
                  [752] row ''
                    [753] rowheader 'Order Total'
                    [754] cell '{total}'
                [756] button 'Proceed to Checkout'
            {foot}
        """, hdr=hdr(badge), fq=fuel_qty_field, foc=foc, frow=money(fuel_qty * 21.49), subt=subtotal_text,
                    total=money(sub + 7.95), foot=foot)

    turns: Turns = [
        ("fill('124', 'canister stove')", home("canister stove", True)),
        ("press('124', 'Enter')", results),
        ("click('212')", stove(0, "1", False)),
        ("fill('512', '2')", stove(0, "2", False, True)),
        ("click('514')", stove(2, "2", True)),
        ("click('533')", fuel(2, False)),
        ("click('614')", fuel(3, True)),
        ("click('131')", cart("1", 1, money(131.39))),
        ("fill('726', '2')", cart("2", 1, money(131.39), True)),
        ("click('730')", cart("2", 2, money(150.88))),
        ("click('723')", fuel(4, False)),
    ]
    rs.add(task="web", tid="h10-web-01", system=WEB_SYSTEM, turns=turns, state=home(), bad=True, turn=10,
           kind="cart Subtotal $150.88 does not match its line items $109.90 + $42.98 = $152.88 after the qty update")


# ---------------------------------------------------------------- 02 storefront (clean)
def t02(rs: RowSet) -> None:
    # clean: kitchenware shop; re-sort by price (bids move), cart badge rises 1→3→4 then falls to 2, free-shipping unlocked then lost, a 15% coupon recomputed after a removal, sort resets to Featured.
    base = "https://copperandcrumb.com"
    prods = [("Fluted Tart Pan, 9 in.", 24.00), ("Half Sheet Pan, Aluminized", 18.50), ("Pullman Loaf Pan with Lid, 13 in.", 42.00),
             ("Bench Scraper, Stainless", 11.00), ("Banneton Basket, Oval 10 in.", 27.50), ("Springform Pan, 8 in.", 31.00),
             ("Silicone Baking Mat, Half Sheet", 16.00), ("Cooling Rack, Grid", 14.50)]

    def hdr(n: int) -> list[str]:
        label = "Cart, empty" if n == 0 else f"Cart, {n} item{'s' if n != 1 else ''}"
        return T("""
            [100] banner ''
              [102] link 'Copper & Crumb'
              [104] searchbox 'Search products'
              [106] link 'Account'
              [108] link '{label}'
            [110] navigation 'Shop'
              [111] link 'Bakeware'
              [112] link 'Cookware'
              [113] link 'Knives'
              [114] link 'Pantry'
              [115] link 'Gift Cards'
        """, label=label)

    foot = T("""
        [900] contentinfo ''
          StaticText 'Copper & Crumb · 418 Division St, Portland OR'
          [902] link 'Shipping policy'
          [903] link 'Returns'
    """)

    def listing(order: str, n: int, toast: str | None) -> str:
        items = prods if order == "featured" else sorted(prods, key=lambda p: p[1])
        lines = []
        for p, (name, price) in enumerate(items):
            b = 211 + 5 * p
            lines.append(f"[{b}] listitem ''\n  [{b + 1}] link '{name}'\n  StaticText '{money(price)}'\n  [{b + 3}] button 'Add {name} to cart'")
        tl = [f"[260] status ''\n  StaticText '{toast} was added to your cart.'\n  [262] link 'View cart'"] if toast else []
        label = "Featured" if order == "featured" else "Price, low to high"
        url = base + "/collections/bakeware" + ("" if order == "featured" else "?sort_by=price-ascending")
        return page("Bakeware – Copper & Crumb", url, """
            {hdr}
            [200] main ''
              [201] navigation 'Breadcrumb'
                [202] link 'Home'
                StaticText 'Bakeware'
              [204] heading 'Bakeware'
              StaticText '8 products'
              [206] combobox 'Sort by', hasPopup='menu', expanded=False
                StaticText '{label}'
              [210] list ''
                {lines}
              {tl}
            {foot}
        """, hdr=hdr(n), label=label, lines=lines, tl=tl, foot=foot)

    def cart(rows: list[tuple[str, float, int, str]], code: str, applied: bool, note: str | None = None, focus: int | None = None) -> str:
        lines = []
        for p, (name, price, qty, field) in enumerate(rows):
            b = 310 + 10 * p
            foc = ", focused" if focus == p else ""
            lines.append(f"[{b}] row ''\n  [{b + 1}] cell '{name}'\n    [{b + 2}] link '{name}'\n  [{b + 3}] cell '{money(price)}'\n"
                         f"  [{b + 4}] cell ''\n    [{b + 5}] spinbutton 'Quantity for {name}', value='{field}'{foc}\n"
                         f"    [{b + 6}] button 'Remove {name}'\n  [{b + 7}] cell '{money(price * qty)}'")
        sub = sum(price * qty for _, price, qty, _ in rows)
        n = sum(qty for _, _, qty, _ in rows)
        ship = "You've unlocked free shipping." if sub >= 75 else f"You're {money(75 - sub)} away from free shipping."
        disc = round(sub * 0.15, 2) if applied else 0.0
        summ = [f"[341] row ''\n  [342] rowheader 'Subtotal'\n  [343] cell '{money(sub)}'"]
        if applied:
            summ.append(f"[344] row ''\n  [345] rowheader 'Discount (CRUMB15 · 15% off)'\n  [346] cell '−{money(disc)}'")
        summ.append(f"[347] row ''\n  [348] rowheader 'Shipping'\n  [349] cell '{'Free' if sub >= 75 else 'Calculated at checkout'}'")
        summ.append(f"[351] row ''\n  [352] rowheader 'Estimated total'\n  [353] cell '{money(sub - disc)}'")
        nl = [f"[301] status ''\n  StaticText '{note}'"] if note else []
        cfoc = ", focused" if focus == -1 else ""
        chip = ["StaticText 'CRUMB15 applied'", "[338] button 'Remove discount CRUMB15'"] if applied else []
        return page("Your cart – Copper & Crumb", base + "/cart", """
            {hdr}
            [300] main ''
              {nl}
              [302] heading 'Your cart'
              [304] table ''
                [305] row ''
                  [306] columnheader 'Product'
                  [307] columnheader 'Price'
                  [308] columnheader 'Quantity'
                  [309] columnheader 'Total'
                {lines}
              [330] button 'Update cart'
              StaticText "{ship}"
              [335] group 'Discount code'
                [336] textbox 'Discount code', value='{code}'{cfoc}
                [337] button 'Apply'
                {chip}
              [340] table 'Order summary'
                {summ}
              StaticText 'Taxes calculated at checkout.'
              [360] button 'Check out'
              [362] link 'Continue shopping'
            {foot}
        """, hdr=hdr(n), nl=nl, lines=lines, ship=ship, code=code, cfoc=cfoc, chip=chip, summ=summ, foot=foot)

    hs, bb = "Half Sheet Pan, Aluminized", "Banneton Basket, Oval 10 in."
    turns: Turns = [
        ("select_option('206', 'Price, low to high')", listing("price", 0, None)),
        ("click('229')", listing("price", 1, hs)),
        ("click('239')", listing("price", 2, bb)),
        ("click('229')", listing("price", 3, hs)),
        ("click('108')", cart([(hs, 18.50, 2, "2"), (bb, 27.50, 1, "1")], "", False)),
        ("fill('325', '2')", cart([(hs, 18.50, 2, "2"), (bb, 27.50, 1, "2")], "", False, focus=1)),
        ("click('330')", cart([(hs, 18.50, 2, "2"), (bb, 27.50, 2, "2")], "", False, note="Your cart was updated.")),
        ("fill('336', 'CRUMB15')", cart([(hs, 18.50, 2, "2"), (bb, 27.50, 2, "2")], "CRUMB15", False, note="Your cart was updated.", focus=-1)),
        ("click('337')", cart([(hs, 18.50, 2, "2"), (bb, 27.50, 2, "2")], "", True, note="Discount code CRUMB15 applied.")),
        ("click('316')", cart([(bb, 27.50, 2, "2")], "", True, note=f"{hs} was removed from your cart.")),
        ("click('362')", listing("featured", 2, None)),
    ]
    rs.add(task="web", tid="h10-web-02", system=WEB_SYSTEM, turns=turns, state=listing("featured", 0, None), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 03 shop admin (bad)
def t03(rs: RowSet) -> None:
    # bad: home-goods shop admin; turn 9 (Back to the Okonkwo-filtered order grid) lists the order just held as ID 000001228, while turns 4/5/7/8 established it as 000001282 (no action renumbers orders).
    base = "http://admin.hearthandloom.com/admin"
    menu_items = ["Dashboard", "Sales", "Catalog", "Customers", "Marketing", "Content", "Reports", "Stores", "System"]

    def menu(sales_open: bool) -> list[str]:
        out = ["[80] navigation ''"]
        for i, m in enumerate(menu_items):
            out.append(f"  [{81 + i}] link '{m}'" + (", expanded=True" if m == "Sales" and sales_open else ""))
            if m == "Sales" and sales_open:
                out += ["  [96] menu 'Sales'", "    [90] heading 'Sales'", "    [91] link 'Orders'", "    [92] link 'Invoices'", "    [93] link 'Shipments'",
                        "    [94] link 'Credit Memos'", "    [95] link 'Transactions'"]
        return out

    top = T("""
        [120] banner ''
          [124] link 'admin_mkessler'
          [126] link 'Notifications 3'
          [128] searchbox 'Search globally'
    """)

    def dashboard(sales_open: bool) -> str:
        return page("Dashboard / Magento Admin", base + "/admin/dashboard/", """
            {menu}
            {top}
            [150] main ''
              [151] heading 'Dashboard'
              [153] button 'Reload Data'
              StaticText 'Lifetime Sales'
              StaticText '$412,906.38'
              StaticText 'Average Order'
              StaticText '$118.27'
              [160] tablist ''
                [161] tab 'Orders', selected=True
                [162] tab 'Amounts', selected=False
              [170] heading 'Last Orders'
              [171] table ''
                [172] row ''
                  [173] columnheader 'Customer'
                  [174] columnheader 'Items'
                  [175] columnheader 'Total'
                [176] row ''
                  [177] cell 'Priya Raman'
                  [178] cell '2'
                  [179] cell '$86.40'
                [180] row ''
                  [181] cell 'Tomasz Wróbel'
                  [182] cell '4'
                  [183] cell '$212.15'
                [184] row ''
                  [185] cell 'Adaeze Okonkwo'
                  [186] cell '2'
                  [187] cell '$148.90'
                [188] row ''
                  [189] cell 'Liam Carvalho'
                  [190] cell '1'
                  [191] cell '$39.00'
                [192] row ''
                  [193] cell 'Hannah Steiner'
                  [194] cell '5'
                  [195] cell '$305.75'
              [198] heading 'Last Search Terms'
              StaticText 'jute runner (41) · linen napkins (37) · mug set (22)'
        """, menu=menu(sales_open), top=top)

    names = ["Priya Raman", "Tomasz Wróbel", "Adaeze Okonkwo", "Liam Carvalho", "Hannah Steiner", "Rui Tanaka", "Celeste Boudreaux",
             "Mateo Quispe", "Ingrid Halvorsen", "Kofi Mensah", "Yuki Aramaki", "Beatriz Salgado", "Owen Pritchard", "Leila Haddad",
             "Samuel Oduya", "Anneke Visser", "Darius Farahani", "Maren Lindqvist", "Joaquín Ferraro", "Tessa McAllister"]
    totals = [86.40, 212.15, 148.90, 39.00, 305.75, 64.20, 171.60, 48.95, 96.00, 254.30, 77.85, 132.40, 58.00, 189.25, 44.10,
              116.70, 91.35, 263.80, 70.45, 153.00]
    stats = ["Pending", "Processing", "Pending", "Complete", "Processing", "Canceled", "Complete", "Complete", "Processing", "Complete",
             "Complete", "Closed", "Complete", "Complete", "Complete", "Complete", "Canceled", "Complete", "Complete", "Complete"]
    dates = ["Apr 9, 2024 4:51:12 PM", "Apr 9, 2024 2:17:05 PM", "Apr 9, 2024 11:02:37 AM", "Apr 8, 2024 9:40:58 PM",
             "Apr 8, 2024 6:12:44 PM", "Apr 8, 2024 1:03:19 PM", "Apr 8, 2024 9:26:50 AM", "Apr 7, 2024 10:58:31 PM",
             "Apr 7, 2024 7:44:02 PM", "Apr 7, 2024 3:15:27 PM", "Apr 7, 2024 11:09:48 AM", "Apr 6, 2024 8:37:13 PM",
             "Apr 6, 2024 5:21:40 PM", "Apr 6, 2024 12:02:55 PM", "Apr 5, 2024 10:47:18 PM", "Apr 5, 2024 6:30:09 PM",
             "Apr 5, 2024 2:55:36 PM", "Apr 5, 2024 9:12:21 AM", "Apr 4, 2024 9:58:44 PM", "Apr 4, 2024 4:19:07 PM"]
    full = [(f"0000012{84 - i:02d}", dates[i], names[i], totals[i], stats[i]) for i in range(20)]

    def grid(kw: str, rows: list[tuple[str, str, str, float, str]], total_found: str, focused: bool = False) -> str:
        lines = []
        for i, (oid, d, nm, tot, st) in enumerate(rows):
            b = 230 + 12 * i
            lines.append(f"[{b}] row ''\n  [{b + 1}] checkbox '', checked=False\n  [{b + 2}] cell '{oid}'\n  [{b + 3}] cell 'Main Website Hearth & Loom Default Store View'\n"
                         f"  [{b + 4}] cell '{d}'\n  [{b + 5}] cell '{nm}'\n  [{b + 6}] cell '{nm}'\n  [{b + 7}] cell '{money(tot)}'\n  [{b + 8}] cell '{money(tot)}'\n"
                         f"  [{b + 9}] cell '{st}'\n  [{b + 10}] link 'View'")
        act = [f"StaticText 'Active filters:'\n[210] button 'Keyword: {kw}'\n[211] button 'Clear all'"] if kw and not focused else []
        val = f", value='{kw}'" if kw else ""
        foc = ", focused" if focused else ""
        return page("Orders / Operations / Sales / Magento Admin", base + "/sales/order/", """
            {menu}
            {top}
            [200] main ''
              [202] heading 'Orders'
              [204] button 'Create New Order'
              [206] textbox 'Search by keyword'{val}{foc}
              [207] button 'Search'
              [209] button 'Filters'
              {act}
              StaticText '{found} records found'
              [212] combobox 'per page', hasPopup='listbox', expanded=False
                StaticText '20'
              [214] table ''
                [215] row ''
                  [216] columnheader 'ID'
                  [217] columnheader 'Purchase Point'
                  [218] columnheader 'Purchase Date'
                  [219] columnheader 'Bill-to Name'
                  [220] columnheader 'Ship-to Name'
                  [221] columnheader 'Grand Total (Base)'
                  [222] columnheader 'Grand Total (Purchased)'
                  [223] columnheader 'Status'
                  [224] columnheader 'Action'
                {lines}
        """, menu=menu(False), top=top, val=val, foc=foc, act=act, found=total_found, lines=lines)

    older = ("000001157", "Mar 22, 2024 10:15:09 AM", "Adaeze Okonkwo", 92.30, "Complete")

    def order(status: str, comments: list[str], comment_text: str, alert: str | None = None, focused: bool = False) -> str:
        held = status == "On Hold"
        btns = ["[304] button 'Back'", "[305] button 'Cancel'", "[306] button 'Send Email'"]
        btns += ["[307] button 'Unhold'"] if held else ["[307] button 'Hold'", "[308] button 'Invoice'", "[309] button 'Ship'"]
        btns += ["[310] button 'Reorder'", "[311] button 'Edit'"]
        al = [f"[313] alert ''\n  StaticText '{alert}'"] if alert else []
        hist = comments or ["StaticText 'Apr 9, 2024 11:02:38 AM | Pending | Customer Notified'"]
        val = f", value='{comment_text}'" if comment_text else ""
        foc = ", focused" if focused else ""
        return page("# 000001282 / Orders / Operations / Sales / Magento Admin", base + "/sales/order/view/order_id/1282/", """
            {menu}
            {top}
            [300] main ''
              [302] heading '# 000001282'
              {btns}
              {al}
              [315] tablist 'Order View'
                [316] tab 'Information', selected=True
                [317] tab 'Invoices', selected=False
                [318] tab 'Credit Memos', selected=False
                [319] tab 'Shipments', selected=False
                [320] tab 'Comments History', selected=False
              [325] heading 'Order & Account Information'
              [326] table 'Order # 000001282 (The order confirmation email was sent)'
                [327] row ''
                  [328] rowheader 'Order Date'
                  [329] cell 'Apr 9, 2024 11:02:37 AM'
                [330] row ''
                  [331] rowheader 'Order Status'
                  [332] cell '{status}'
                [333] row ''
                  [334] rowheader 'Purchased From'
                  [335] cell 'Main Website Hearth & Loom Default Store View'
              [337] table 'Account Information'
                [338] row ''
                  [339] rowheader 'Customer Name'
                  [340] link 'Adaeze Okonkwo'
                [341] row ''
                  [342] rowheader 'Email'
                  [343] link 'a.okonkwo@fastmail.com'
                [344] row ''
                  [345] rowheader 'Customer Group'
                  [346] cell 'General'
              [348] heading 'Address Information'
              StaticText 'Billing Address: Adaeze Okonkwo, 1907 Larch Ave, Apt 3B, Minneapolis, Minnesota, 55405, United States, T: (612) 555-0174'
              StaticText 'Shipping Address: Adaeze Okonkwo, 1907 Larch Ave, Apt 3B, Minneapolis, Minnesota, 55405, United States, T: (612) 555-0174'
              [352] heading 'Payment & Shipping Method'
              StaticText 'Credit Card (Braintree) · Visa ending 4418'
              StaticText 'UPS Ground $12.90'
              [356] heading 'Items Ordered'
              [357] table ''
                [358] row ''
                  [359] columnheader 'Product'
                  [360] columnheader 'Item Status'
                  [361] columnheader 'Price'
                  [362] columnheader 'Qty'
                  [363] columnheader 'Row Total'
                [364] row ''
                  [365] cell 'Handwoven Jute Runner 2x8 ft SKU: HL-JR-28-CHR'
                  [366] cell 'Ordered'
                  [367] cell '$98.00'
                  [368] cell 'Ordered 1'
                  [369] cell '$98.00'
                [370] row ''
                  [371] cell 'Stoneware Mug Set (4) SKU: HL-MUG4-OAT'
                  [372] cell 'Ordered'
                  [373] cell '$38.00'
                  [374] cell 'Ordered 1'
                  [375] cell '$38.00'
              [378] heading 'Order Total'
              [379] group 'Notes for this Order'
                [380] combobox 'Status', hasPopup='listbox', expanded=False
                  StaticText '{status}'
                [381] textbox 'Comment'{val}{foc}
                [382] checkbox 'Notify Customer by Email', checked=False
                [383] checkbox 'Visible on Storefront', checked=False
                [384] button 'Submit Comment'
                {hist}
              [390] table 'Order Totals'
                [391] row ''
                  [392] rowheader 'Subtotal'
                  [393] cell '$136.00'
                [394] row ''
                  [395] rowheader 'Shipping & Handling'
                  [396] cell '$12.90'
                [397] row ''
                  [398] rowheader 'Grand Total'
                  [399] cell '$148.90'
                [400] row ''
                  [401] rowheader 'Total Paid'
                  [402] cell '$0.00'
                [403] row ''
                  [404] rowheader 'Total Due'
                  [405] cell '$148.90'
        """, menu=menu(False), top=top, btns=btns, al=al, status=status, val=val, foc=foc, hist=hist)

    note = "Customer called: wants the runner in Natural instead of Charcoal. Holding until the swap is confirmed."
    posted = ["StaticText 'Apr 9, 2024 5:06:44 PM | Pending | Customer Not Notified'", f"StaticText '{note}'",
              "StaticText 'Apr 9, 2024 11:02:38 AM | Pending | Customer Notified'"]
    okon = [full[2], older]
    held = [("000001228",) + full[2][1:4] + ("On Hold",), older]
    turns: Turns = [
        ("click('82')", dashboard(True)),
        ("click('91')", grid("", full, "1,284")),
        ("fill('206', 'Okonkwo')", grid("Okonkwo", full, "1,284", True)),
        ("press('206', 'Enter')", grid("Okonkwo", okon, "2")),
        ("click('240')", order("Pending", [], "")),
        ("fill('381', '" + note + "')", order("Pending", [], note, focused=True)),
        ("click('384')", order("Pending", posted, "")),
        ("click('307')", order("On Hold", posted, "", alert="You put the order on hold.")),
        ("click('304')", grid("Okonkwo", held, "2")),
        ("goto('" + base + "/admin/dashboard/')", dashboard(False)),
    ]
    rs.add(task="web", tid="h10-web-03", system=WEB_SYSTEM, turns=turns, state=dashboard(False), bad=True, turn=9,
           kind="order ID in the filtered grid reads 000001228 for the order opened and held as 000001282")


# ---------------------------------------------------------------- 04 shop admin (clean)
def t04(rs: RowSet) -> None:
    # clean: linen shop admin catalog; keyword search swaps the grid rows, price/qty of 'Linen Apron - Sage' edited (salable qty follows), an out-of-stock apron restocked; a similarly named kids' apron keeps its own values.
    base = "http://admin.fernbrooklinen.com/admin"
    nav = T("""
        [80] navigation ''
          [81] link 'Dashboard'
          [82] link 'Sales'
          [83] link 'Catalog'
          [84] link 'Customers'
          [85] link 'Marketing'
          [86] link 'Content'
          [87] link 'Reports'
          [88] link 'Stores'
          [89] link 'System'
        [120] banner ''
          [124] link 'admin_rnakamura'
          [126] link 'Notifications 1'
    """)
    napkins = [(1610, "Linen Napkins Set of 4 - Natural", "FB-NAP4-NAT", 36.00, 88, 85), (1611, "Linen Napkins Set of 4 - Sage", "FB-NAP4-SAG", 36.00, 52, 52),
               (1612, "Linen Napkins Set of 4 - Rust", "FB-NAP4-RST", 36.00, 19, 17), (1788, "Cocktail Napkins Set of 8 - Natural", "FB-CNAP8-NAT", 28.00, 140, 140),
               (1789, "Cocktail Napkins Set of 8 - Charcoal", "FB-CNAP8-CHR", 28.00, 0, 0)]
    aprons0 = [(1733, "Linen Apron - Sage", "FB-APR-SAG", 32.00, 40, 37), (1734, "Linen Apron - Rust", "FB-APR-RST", 32.00, 12, 12),
               (1735, "Linen Apron - Charcoal", "FB-APR-CHR", 32.00, 0, 0), (1902, "Kids Linen Apron - Sage", "FB-KAPR-SAG", 21.00, 25, 25)]
    aprons1 = [(1733, "Linen Apron - Sage", "FB-APR-SAG", 29.50, 64, 61)] + aprons0[1:]
    aprons2 = aprons1[:2] + [(1735, "Linen Apron - Charcoal", "FB-APR-CHR", 32.00, 30, 30)] + aprons0[3:]

    def grid(kw: str, rows: list[tuple[int, str, str, float, int, int]], typing: str | None = None) -> str:
        lines = []
        for i, (pid, name, sku, price, qty, sal) in enumerate(rows):
            b = 230 + 14 * i
            lines.append(f"[{b}] row ''\n  [{b + 1}] checkbox '', checked=False\n  [{b + 2}] cell '{pid}'\n  [{b + 3}] img '{name}'\n  [{b + 4}] cell '{name}'\n"
                         f"  [{b + 5}] cell 'Simple Product'\n  [{b + 6}] cell 'Default'\n  [{b + 7}] cell '{sku}'\n  [{b + 8}] cell '{money(price)}'\n"
                         f"  [{b + 9}] cell '{qty:.4f}'\n  [{b + 10}] cell 'Default Stock: {sal}'\n  [{b + 11}] cell 'Catalog, Search'\n  [{b + 12}] cell 'Enabled'\n  [{b + 13}] link 'Edit'")
        shown = typing if typing is not None else kw
        foc = ", focused" if typing is not None else ""
        return page("Products / Inventory / Catalog / Magento Admin", base + "/catalog/product/", """
            {nav}
            [200] main ''
              [202] heading 'Products'
              [204] button 'Add Product'
              [206] textbox 'Search by keyword', value='{shown}'{foc}
              [207] button 'Search'
              [209] button 'Filters'
              StaticText 'Active filters:'
              [210] button 'Keyword: {kw}'
              [211] button 'Clear all'
              StaticText '{n} records found'
              [212] combobox 'per page', hasPopup='listbox', expanded=False
                StaticText '30'
              [214] table ''
                [215] row ''
                  [216] columnheader 'ID'
                  [217] columnheader 'Thumbnail'
                  [218] columnheader 'Name'
                  [219] columnheader 'Type'
                  [220] columnheader 'Attribute Set'
                  [221] columnheader 'SKU'
                  [222] columnheader 'Price'
                  [223] columnheader 'Quantity'
                  [224] columnheader 'Salable Quantity'
                  [225] columnheader 'Visibility'
                  [226] columnheader 'Status'
                  [227] columnheader 'Action'
                {lines}
        """, nav=nav, shown=shown, foc=foc, kw=kw, n=len(rows), lines=lines)

    def edit(pid: int, name: str, sku: str, price: str, qty: str, stock: str, saved: bool = False, focus: str = "") -> str:
        al = ["[308] alert ''\n  StaticText 'You saved the product.'"] if saved else []
        fp = ", focused" if focus == "price" else ""
        fq = ", focused" if focus == "qty" else ""
        return page(f"{name} / Products / Inventory / Catalog / Magento Admin", f"{base}/catalog/product/edit/id/{pid}/", """
            {nav}
            [300] main ''
              [302] heading '{name}'
              [304] button 'Back'
              [305] button 'Add Attribute'
              [306] button 'Customer View'
              [307] button 'Save'
              {al}
              [310] switch 'Enable Product', checked=True
              [312] combobox 'Attribute Set', hasPopup='listbox', expanded=False
                StaticText 'Default'
              [314] textbox 'Product Name', value='{name}'
              [316] textbox 'SKU', value='{sku}'
              [318] textbox 'Price', value='{price}'{fp}
              [320] combobox 'Tax Class', hasPopup='listbox', expanded=False
                StaticText 'Taxable Goods'
              [322] textbox 'Quantity', value='{qty}'{fq}
              [323] link 'Advanced Inventory'
              [324] combobox 'Stock Status', hasPopup='listbox', expanded=False
                StaticText '{stock}'
              [326] textbox 'Weight', value='0.4'
              [328] combobox 'Visibility', hasPopup='listbox', expanded=False
                StaticText 'Catalog, Search'
              [330] textbox 'Set Product as New From', value=''
              [332] group 'Content'
              [334] group 'Images And Videos'
              [336] group 'Search Engine Optimization'
        """, nav=nav, name=name, pid=pid, al=al, sku=sku, price=price, fp=fp, qty=qty, fq=fq, stock=stock)

    sage, char = ("Linen Apron - Sage", "FB-APR-SAG"), ("Linen Apron - Charcoal", "FB-APR-CHR")
    turns: Turns = [
        ("fill('206', 'apron')", grid("napkin", napkins, typing="apron")),
        ("press('206', 'Enter')", grid("apron", aprons0)),
        ("click('243')", edit(1733, *sage, "32.00", "40", "In Stock")),
        ("fill('318', '29.50')", edit(1733, *sage, "29.50", "40", "In Stock", focus="price")),
        ("fill('322', '64')", edit(1733, *sage, "29.50", "64", "In Stock", focus="qty")),
        ("click('307')", edit(1733, *sage, "29.50", "64", "In Stock", saved=True)),
        ("click('304')", grid("apron", aprons1)),
        ("click('271')", edit(1735, *char, "32.00", "0", "Out of Stock")),
        ("fill('322', '30')", edit(1735, *char, "32.00", "30", "Out of Stock", focus="qty")),
        ("select_option('324', 'In Stock')", edit(1735, *char, "32.00", "30", "In Stock")),
        ("click('307')", edit(1735, *char, "32.00", "30", "In Stock", saved=True)),
        ("click('304')", grid("apron", aprons2)),
    ]
    rs.add(task="web", tid="h10-web-04", system=WEB_SYSTEM, turns=turns, state=grid("napkin", napkins), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 05 forum (bad)
def t05(rs: RowSet) -> None:
    # bad: motorcycle forum; the reply filled at turn 4 says 'spec is 35 Nm', but the posted reply shown at turn 5 reads 'spec is 25 Nm' (value the agent typed reads back different).
    base = "http://forum.wrenchwise.net"
    me = "gearhead_mo"

    def hdr() -> list[str]:
        return T("""
            [50] banner ''
              [52] link 'Wrenchwise'
              [54] link 'Forums'
              [55] link 'Wiki'
              [57] searchbox 'Search query'
              [59] link 'Submit'
              [60] link 'Notifications (0)'
              [61] button '{me}'
        """, me=me)

    def side(subbed: bool) -> list[str]:
        return T("""
            [400] complementary ''
              [401] heading 'MotorcycleMaintenance'
              StaticText 'Wrench on your own bike. Ask, answer, post torque specs with sources.'
              [403] button '{b}'
              StaticText '{n} subscribers'
              [405] link 'Forum wiki: torque spec sheet'
              [406] link 'Moderation log'
        """, b="Unsubscribe" if subbed else "Subscribe", n="12,408" if subbed else "12,407")

    threads = [("Front brake lever pulsing after pad swap — 2016 SV650", "svrider_jules", "5 hours ago"),
               ("Chain slack spec for 2019 MT-07? Manual and swingarm sticker disagree", "lowsidelarry", "8 hours ago"),
               ("PSA: cheap inline fuel filters cracking on older CB750s", "dohc_dana", "11 hours ago"),
               ("Valve clearance check on a DR650 — first timer photo log", "thumper_ines", "1 day ago"),
               ("Is ATF really okay for flushing a clutch cable?", "cable_guy_88", "1 day ago")]

    def listing(a_votes: int, a_comments: int, a_up: bool, subbed: bool) -> str:
        counts = [(a_votes, a_comments, a_up), (54, 22, False), (81, 9, False), (112, 31, False), (6, 17, False)]
        arts = []
        for i, ((title, by, when), (v, c, up)) in enumerate(zip(threads, counts)):
            b = 110 + 10 * i
            arts.append(f"[{b}] article ''\n  [{b + 1}] link '{title}'\n  StaticText 'Submitted by '\n  [{b + 3}] link '{by}'\n  StaticText '{when}'\n"
                        f"  [{b + 5}] link '{c} comments'\n  [{b + 6}] button 'Upvote'{', pressed=True' if up else ''}\n  StaticText '{v}'\n  [{b + 8}] button 'Downvote'")
        return page("MotorcycleMaintenance", base + "/f/MotorcycleMaintenance", """
            {hdr}
            [100] main ''
              [102] heading '/f/MotorcycleMaintenance'
              [104] link 'Hot'
              [105] link 'New'
              [106] link 'Active'
              [107] link 'Top'
              {arts}
              [170] link 'More'
            {side}
        """, hdr=hdr(), arts=arts, side=side(subbed))

    reply_typed = ("Check the caliper mounting bolts first — spec is 35 Nm on the 2016 SV650 front. If those are fine, put a dial "
                   "indicator on the rotor: anything over 0.30 mm runout will pulse like that.")
    reply_shown = reply_typed.replace("35 Nm", "25 Nm")

    def thread(votes: int, up: bool, form: str | None, posted: bool) -> str:
        n = 15 if posted else 14
        frm = []
        if form is not None:
            val = f", value='{form}', focused" if form else ", focused"
            frm = [f"[180] textbox 'Reply to ketchup_on_rotors'{val}", "[181] button 'Post'", "[182] button 'Cancel'"]
        mine = []
        if posted:
            mine = [f"[190] article ''\n  [191] link '{me}'\n  StaticText 'just now'\n  StaticText '{reply_shown}'\n  [194] button 'Upvote', pressed=True\n  StaticText '1'\n  [196] button 'Downvote'\n  [197] link 'Reply'\n  [198] link 'Edit'\n  [199] link 'Delete'"]
        return page("Front brake lever pulsing after pad swap — 2016 SV650", base + "/f/MotorcycleMaintenance/88412/front-brake-lever-pulsing-after-pad-swap-2016-sv650", """
            {hdr}
            [100] main ''
              [102] article ''
                [103] heading 'Front brake lever pulsing after pad swap — 2016 SV650'
                StaticText 'Submitted by '
                [104] link 'svrider_jules'
                StaticText '5 hours ago in '
                [105] link 'MotorcycleMaintenance'
                StaticText "Swapped to EBC HH sintered pads last weekend and bedded them in per the instructions. Since then the lever pulses at low speed, worse when the brakes are warm. Rotors look fine to the eye. Warped rotor? Something I missed? What should I check first?"
                [106] button 'Upvote'{upp}
                StaticText '{votes}'
                [108] button 'Downvote'
                [110] link '{n} comments'
              [120] heading '{n} comments'
              [121] combobox 'Sort comments', hasPopup='menu', expanded=False
                StaticText 'Top'
              [123] textbox 'Write a comment'
              [124] button 'Post'
              [130] article ''
                [131] link 'ketchup_on_rotors'
                StaticText '4 hours ago'
                StaticText 'Did you clean the old pad deposits off the rotors? Switching compounds without scuffing them can leave uneven transfer that feels exactly like warp.'
                [134] button 'Upvote'
                StaticText '12'
                [136] button 'Downvote'
                [137] link 'Reply'
                {frm}
                [140] article ''
                  [141] link 'svrider_jules'
                  StaticText '3 hours ago'
                  StaticText "Scuffed them with 120 grit and brake cleaner, so I don't think that's it."
                  [144] button 'Upvote'
                  StaticText '5'
                  [146] button 'Downvote'
                  [147] link 'Reply'
                {mine}
              [150] article ''
                [151] link 'torquewrenchtina'
                StaticText '4 hours ago'
                StaticText 'Check the wheel bearing play too. A notchy front bearing can mimic this almost perfectly.'
                [154] button 'Upvote'
                StaticText '7'
                [156] button 'Downvote'
                [157] link 'Reply'
              [160] article ''
                [161] link 'mbk_quentin'
                StaticText '2 hours ago'
                StaticText 'Caliper slide pins dry? Wait, the SV has fixed calipers. Ignore me.'
                [164] button 'Upvote'
                StaticText '2'
                [166] button 'Downvote'
                [167] link 'Reply'
              StaticText '10 more comments'
              [170] button 'Load more comments'
            {side}
        """, hdr=hdr(), upp=", pressed=True" if up else "", votes=votes, n=n, frm=frm, mine=mine, side=side(False))

    thread_b = page("Chain slack spec for 2019 MT-07? Manual and swingarm sticker disagree", base + "/f/MotorcycleMaintenance/88397/chain-slack-spec-for-2019-mt-07", """
        {hdr}
        [100] main ''
          [102] article ''
            [103] heading 'Chain slack spec for 2019 MT-07? Manual and swingarm sticker disagree'
            StaticText 'Submitted by '
            [104] link 'lowsidelarry'
            StaticText '8 hours ago in '
            [105] link 'MotorcycleMaintenance'
            StaticText 'Owner manual says 50–55 mm measured on the side stand, the sticker on the swingarm says 40–45 mm. Which one do people actually run?'
            [106] button 'Upvote'
            StaticText '54'
            [108] button 'Downvote'
            [110] link '22 comments'
          [120] heading '22 comments'
          [121] combobox 'Sort comments', hasPopup='menu', expanded=False
            StaticText 'Top'
          [123] textbox 'Write a comment'
          [124] button 'Post'
          [130] article ''
            [131] link 'dohc_dana'
            StaticText '7 hours ago'
            StaticText 'The sticker is for the rider-on measurement. Manual figure is unloaded on the side stand. Both are right, they measure different things.'
            [134] button 'Upvote'
            StaticText '31'
            [136] button 'Downvote'
            [137] link 'Reply'
          [150] article ''
            [151] link 'thumper_ines'
            StaticText '6 hours ago'
            StaticText 'Run the manual number. Too tight on an MT-07 eats countershaft seals.'
            [154] button 'Upvote'
            StaticText '14'
            [156] button 'Downvote'
            [157] link 'Reply'
          StaticText '20 more comments'
          [170] button 'Load more comments'
        {side}
    """, hdr=hdr(), side=side(True))

    turns: Turns = [
        ("click('111')", thread(37, False, None, False)),
        ("click('106')", thread(38, True, None, False)),
        ("click('137')", thread(38, True, "", False)),
        ("fill('180', '" + reply_typed + "')", thread(38, True, reply_typed, False)),
        ("click('181')", thread(38, True, None, True)),
        ("click('105')", listing(38, 15, True, False)),
        ("click('403')", listing(38, 15, True, True)),
        ("click('121')", thread_b),
    ]
    rs.add(task="web", tid="h10-web-05", system=WEB_SYSTEM, turns=turns, state=listing(37, 14, False, False), bad=True, turn=5,
           kind="posted reply reads 'spec is 25 Nm' though the agent typed 'spec is 35 Nm'")


# ---------------------------------------------------------------- 06 forum (clean)
def t06(rs: RowSet) -> None:
    # clean: urban-planning forum; subscribe (4,812→4,813), create a post (self-vote 1), retitle it, it shows under the new title in Hot and first in New; other posts' scores drift up with time and New lists a post Hot did not.
    base = "https://civicthread.org"
    me = "transit_owl"
    hdr = T("""
        [50] banner ''
          [52] link 'Civic Thread'
          [54] link 'Forums'
          [56] searchbox 'Search query'
          [58] link 'Submit'
          [59] link 'Messages (0)'
          [60] button 'transit_owl'
    """)

    def side(subbed: bool) -> list[str]:
        return T("""
            [400] complementary ''
              [401] heading 'urbanplanning'
              StaticText 'Land use, transport, housing and the data behind them. Cite your sources.'
              [403] button '{b}'
              StaticText '{n} subscribers'
        """, b="Unsubscribe" if subbed else "Subscribe", n="4,813" if subbed else "4,812")

    others = {
        "bcn": ("Barcelona superblocks: five-year traffic counts are out", "eixample_ana", "6 hours ago"),
        "los": ("Why do US DOTs still use LOS as the main metric?", "vmt_skeptic", "9 hours ago"),
        "kc": ("Our city just legalized fourplexes citywide — AMA from a council staffer", "zoning_nerd_kc", "14 hours ago"),
        "mtl": ("Map: every protected bike lane added in Montreal since 2015", "velo_mtl", "1 day ago"),
        "anc": ("Parking minimums repeal one year later — Anchorage data", "permafrost_planner", "1 day ago"),
        "tus": ("Transit signal priority in Tucson — underwhelming results?", "desert_bus", "3 hours ago"),
    }
    title1 = "Tram-train conversions: has anyone seen ridership data from Karlsruhe?"
    title2 = "Tram-train conversions: ridership data from Karlsruhe and Kassel?"
    body = ("Our region is studying running light rail onto an underused freight branch. Every deck cites the Karlsruhe model, "
            "but I can't find before/after ridership numbers that aren't from 1995. Kassel's RegioTram would also help.")

    def listing(sort: str, rows: list[tuple[str, str, str, int, int, bool]], subbed: bool) -> str:
        arts = []
        for i, (title, by, when, c, v, up) in enumerate(rows):
            b = 110 + 10 * i
            arts.append(f"[{b}] article ''\n  [{b + 1}] link \"{title}\"\n  StaticText 'Submitted by '\n  [{b + 3}] link '{by}'\n  StaticText '{when}'\n"
                        f"  [{b + 5}] link '{c} comments'\n  [{b + 6}] button 'Upvote'{', pressed=True' if up else ''}\n  StaticText '{v}'\n  [{b + 8}] button 'Downvote'")
        url = base + "/f/urbanplanning" + ("/new" if sort == "New" else "")
        return page("urbanplanning", url, """
            {hdr}
            [100] main ''
              [102] heading '/f/urbanplanning'
              [104] link 'Hot'{h}
              [105] link 'New'{n}
              [106] link 'Active'
              [107] link 'Top'
              {arts}
              [170] link 'More'
            {side}
        """, hdr=hdr, h=", current='page'" if sort == "Hot" else "", n=", current='page'" if sort == "New" else "", arts=arts, side=side(subbed))

    def row(k: str, c: int, v: int) -> tuple[str, str, str, int, int, bool]:
        return others[k] + (c, v, False)

    hot0 = [row("bcn", 58, 412), row("los", 133, 287), row("kc", 76, 241), row("mtl", 19, 198), row("anc", 44, 163)]
    mine = (title2, me, "just now", 0, 1, True)
    hot1 = [row("bcn", 59, 414), row("los", 133, 288), row("kc", 76, 241), mine, row("mtl", 19, 198)]
    new1 = [mine, row("tus", 4, 12), row("bcn", 59, 414), row("los", 133, 288), row("kc", 76, 241)]

    def form(title: str, text: str, editing: bool, focus: str = "") -> str:
        ft = ", focused" if focus == "title" else ""
        fb = ", focused" if focus == "body" else ""
        tv = f", value=\"{title}\"" if title else ""
        bv = f", value=\"{text}\"" if text else ""
        head = "Editing submission" if editing else "Create submission"
        url = base + ("/f/urbanplanning/31177/-/edit" if editing else "/submit/urbanplanning")
        btn = "Save" if editing else "Create submission"
        return page(head, url, """
            {hdr}
            [200] main ''
              [202] heading '{head}'
              [204] textbox 'URL'
              [206] textbox 'Title *'{tv}{ft}
              [208] textbox 'Body'{bv}{fb}
              StaticText 'Markdown is allowed.'
              [210] combobox 'Forum *', hasPopup='listbox', expanded=False
                StaticText 'urbanplanning'
              [214] button '{btn}'
        """, hdr=hdr, head=head, tv=tv, ft=ft, bv=bv, fb=fb, btn=btn)

    def post(title: str, edited: bool) -> str:
        ed = ["StaticText '(edited just now)'"] if edited else []
        return page(title, base + "/f/urbanplanning/31177/tram-train-conversions", """
            {hdr}
            [100] main ''
              [102] article ''
                [103] heading "{title}"
                StaticText 'Submitted by '
                [104] link 'transit_owl'
                StaticText 'just now in '
                [105] link 'urbanplanning'
                {ed}
                StaticText "{body}"
                [106] button 'Upvote', pressed=True
                StaticText '1'
                [108] button 'Downvote'
                [110] link '0 comments'
                [111] link 'Edit'
                [112] link 'Delete'
              [120] heading '0 comments'
              [123] textbox 'Write a comment'
              [124] button 'Post'
            {side}
        """, hdr=hdr, title=title, ed=ed, body=body, side=side(True))

    turns: Turns = [
        ("click('403')", listing("Hot", hot0, True)),
        ("click('58')", form("", "", False)),
        ("fill('206', \"" + title1 + "\")", form(title1, "", False, "title")),
        ("fill('208', \"" + body + "\")", form(title1, body, False, "body")),
        ("click('214')", post(title1, False)),
        ("click('111')", form(title1, body, True)),
        ("fill('206', \"" + title2 + "\")", form(title2, body, True, "title")),
        ("click('214')", post(title2, True)),
        ("click('105')", listing("Hot", hot1, True)),
        ("click('105')", listing("New", new1, True)),
    ]
    rs.add(task="web", tid="h10-web-06", system=WEB_SYSTEM, turns=turns, state=listing("Hot", hot0, False), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 07 GitLab (bad)
def t07(rs: RowSet) -> None:
    # bad: GitLab issue triage; #88 stays Open through turn 7 (agent only assigned, labeled and clicked 'Comment'), but the priority::high list at turn 8 shows #88 as Closed.
    proj = "http://gitlab.hydroflux.io/hydroflux/telemetry-gateway"

    def chrome(crumb: str, mine: int = 4) -> list[str]:
        return T("""
            [30] banner ''
              [31] link 'Homepage'
              [32] searchbox 'Search GitLab'
              [33] link 'Assigned issues {mine}'
              [34] link 'Merge requests 1'
              [35] button 'Ruth Abebe user’s menu'
            [40] navigation 'Project navigation'
              [41] link 'telemetry-gateway'
              [42] link 'Pinned'
              [43] link 'Issues 23'
              [44] link 'Merge requests 4'
              [45] link 'Code'
              [46] link 'Build'
              [47] link 'Deploy'
              [48] link 'Operate'
              [49] link 'Monitor'
              [50] link 'Settings'
            [60] navigation 'Breadcrumbs'
              [61] link 'hydroflux'
              [62] link 'telemetry-gateway'
              [63] link 'Issues'
              {c}
        """, mine=mine, c=[f"[64] link '{crumb}'"] if crumb else [])

    def issue_list(label: str, state: str, counts: tuple[int, int, int], rows: list[tuple[int, str, str, str, list[str], int, bool]]) -> str:
        lines = []
        for i, (num, title, by, when, labels, comments, closed) in enumerate(rows):
            b = 120 + 10 * i
            lab = "\n".join(f"  [{b + 4 + j}] link '{lb}'" for j, lb in enumerate(labels))
            cl = "\n  StaticText 'Closed'" if closed else ""
            lines.append(f"[{b}] listitem ''\n  [{b + 1}] link '{title}'\n  StaticText '#{num} · created {when} by '\n  [{b + 3}] link '{by}'\n{lab}{cl}\n  StaticText '{comments}'")
        sel = {"opened": 0, "closed": 1, "all": 2}[state]
        url = f"{proj}/-/issues/?state={state}&label_name[]={label.replace(':', '%3A')}"
        return page("Issues · hydroflux / telemetry-gateway · GitLab", url, """
            {chrome}
            [100] main ''
              [102] tablist ''
                [103] tab 'Open {o}', selected={s0}
                [104] tab 'Closed {c}', selected={s1}
                [105] tab 'All {a}', selected={s2}
              [107] link 'New issue'
              [109] searchbox 'Search or filter results...'
                StaticText 'Label = ~{label}'
              [111] button 'Sort direction: Descending'
              [112] combobox 'Sort', hasPopup='listbox', expanded=False
                StaticText 'Created date'
              [113] list ''
                {lines}
        """, chrome=chrome("", 3 if label == "bug" else 4), o=counts[0], c=counts[1], a=counts[2], s0=sel == 0, s1=sel == 1, s2=sel == 2, label=label, lines=lines)

    bug_rows = [(91, "Gateway OOM when batch size > 4096", "Mei Lin", "2 hours ago", ["bug"], 1, False),
                (88, "MQTT reconnect storm after broker failover", "Dario Ferri", "3 days ago", ["bug"], 4, False),
                (85, "Edge node clock skew breaks JWT validation", "Tomas Novak", "6 days ago", ["bug", "priority::high"], 6, False),
                (82, "Config reload drops in-flight batches", "Dario Ferri", "1 week ago", ["bug"], 3, False),
                (76, "Retry queue grows unbounded when disk is full", "Mei Lin", "2 weeks ago", ["bug"], 5, False),
                (71, "Gateway crashes on malformed CBOR payload", "Tomas Novak", "3 weeks ago", ["bug", "needs-triage"], 2, False)]
    comment = ("Taking this one. Plan: exponential backoff with full jitter (base 1 s, cap 60 s) in reconnect.go, plus a random "
               "0–15 s initial delay after process start so rolling restarts do not stampede the standby.")
    notes0 = [("Tomas Novak", "@tnovak", "3 days ago", "Seeing the same in staging. Backoff is fixed at 2 s in reconnect.go."),
              ("sys", "", "3 days ago", "Dario Ferri added bug label"),
              ("sys", "", "3 days ago", "Dario Ferri set milestone v2.4"),
              ("Mei Lin", "@mlin", "2 days ago", "We should also randomize the initial delay after process start, otherwise a rolling restart does the same thing."),
              ("Oskar Lind", "@olind", "1 day ago", "Broker side: max_conn_rate is 500/s on the standby, so 1,900 nodes need at least 4 s of spread."),
              ("Tomas Novak", "@tnovak", "20 hours ago", "+1, this bit us during the maintenance window on Tuesday.")]

    def issue88(assigned: bool, labels: list[str], dropdown: list[str] | None, extra: list[tuple[str, str, str, str]], draft: str) -> str:
        notes = []
        for i, (who, handle, when, text) in enumerate(notes0 + extra):
            b = 130 + 3 * i
            if who == "sys":
                notes.append(f"[{b}] listitem ''\n  StaticText '{text} {when}'")
            else:
                notes.append(f"[{b}] listitem ''\n  [{b + 1}] link '{who}'\n  StaticText '{handle} · {when}'\n  StaticText '{text}'")
        asg = ["[203] link 'Ruth Abebe @rabebe'"] if assigned else ["StaticText 'None - '", "[204] button 'assign yourself'"]
        labs = [f"[{208 + j}] link '{lb}'" for j, lb in enumerate(labels)]
        dd = []
        if dropdown is not None:
            dd = ["[220] dialog 'Assign labels'", "  [221] searchbox 'Search labels'"]
            for j, lb in enumerate(["bug", "documentation", "enhancement", "dependencies", "needs-triage", "priority::high", "priority::low"]):
                dd.append(f"  [{222 + j}] option '{lb}', selected={lb in dropdown}")
            dd.append("  [230] link 'Manage project labels'")
        val = f", value='{draft}', focused" if draft else ""
        btn2 = "Comment & close issue" if draft else "Close issue"
        return page("MQTT reconnect storm after broker failover (#88) · Issues · hydroflux / telemetry-gateway · GitLab", proj + "/-/issues/88", """
            {chrome}
            [100] main ''
              StaticText 'Open'
              [103] heading 'MQTT reconnect storm after broker failover'
              StaticText 'Issue created 3 days ago by '
              [105] link 'Dario Ferri'
              [107] button 'Close issue'
              [108] button 'Issue actions'
              StaticText 'When the primary EMQX broker fails over, every gateway reconnects at once with no jitter. With ~1,900 edge nodes the standby broker hits its connection rate limit and the storm lasts 6–8 minutes.'
              StaticText 'Expected: exponential backoff with full jitter, capped at 60 s.'
              [115] heading 'Activity'
              [116] combobox 'Sort or filter', hasPopup='menu', expanded=False
                StaticText 'Oldest first'
              [118] list ''
                {notes}
              [190] textbox 'Write a comment or drag your files here…'{val}
              [192] button 'Comment'
              [193] button '{btn2}'
            [200] complementary 'Issue sidebar'
              [201] heading 'Assignee'
              [202] button 'Edit assignee'
              {asg}
              [206] heading 'Labels'
              [207] button 'Edit labels'
              {labs}
              {dd}
              [212] heading 'Milestone'
              [213] link 'v2.4'
              [214] heading 'Due date'
              StaticText 'None'
              [216] heading 'Time tracking'
              StaticText 'No estimate or time spent'
        """, chrome=chrome("#88", 4 if assigned else 3), notes=notes, val=val, btn2=btn2, asg=asg, labs=labs, dd=dd)

    a1 = [("sys", "", "just now", "Ruth Abebe assigned to @rabebe")]
    a2 = a1 + [("sys", "", "just now", "Ruth Abebe added priority::high label")]
    a3 = a2 + [("Ruth Abebe", "@rabebe", "just now", comment)]
    hp_rows = [(88, "MQTT reconnect storm after broker failover", "Dario Ferri", "3 days ago", ["bug", "priority::high"], 5, True),
               (85, "Edge node clock skew breaks JWT validation", "Tomas Novak", "6 days ago", ["bug", "priority::high"], 6, False),
               (79, "Broker ACL cache never invalidates", "Oskar Lind", "2 weeks ago", ["bug", "priority::high"], 9, True),
               (64, "TLS handshake timeout too aggressive on satellite links", "Mei Lin", "1 month ago", ["priority::high"], 12, True)]
    issue85 = page("Edge node clock skew breaks JWT validation (#85) · Issues · hydroflux / telemetry-gateway · GitLab", proj + "/-/issues/85", """
        {chrome}
        [100] main ''
          StaticText 'Open'
          [103] heading 'Edge node clock skew breaks JWT validation'
          StaticText 'Issue created 6 days ago by '
          [105] link 'Tomas Novak'
          [107] button 'Close issue'
          [108] button 'Issue actions'
          StaticText 'Nodes without a working NTP source drift up to 90 s in a week; tokens with nbf in the future are rejected and the node goes dark until the next reboot.'
          StaticText 'Proposal: allow 120 s leeway on nbf/exp and surface clock offset in the heartbeat.'
          [115] heading 'Activity'
          [116] combobox 'Sort or filter', hasPopup='menu', expanded=False
            StaticText 'Oldest first'
          [118] list ''
            [130] listitem ''
              StaticText 'Tomas Novak added bug priority::high labels 6 days ago'
            [133] listitem ''
              StaticText 'Tomas Novak assigned to @olind 6 days ago'
            [136] listitem ''
              [137] link 'Oskar Lind'
              StaticText '@olind · 5 days ago'
              StaticText 'Reproduced with faketime +95s. jwt-go default leeway is 0.'
            [139] listitem ''
              [140] link 'Mei Lin'
              StaticText '@mlin · 4 days ago'
              StaticText 'Heartbeat already carries local time; the server just never compares it.'
            StaticText '4 more comments'
          [190] textbox 'Write a comment or drag your files here…'
          [192] button 'Comment'
          [193] button 'Close issue'
        [200] complementary 'Issue sidebar'
          [201] heading 'Assignee'
          [202] button 'Edit assignee'
          [203] link 'Oskar Lind @olind'
          [206] heading 'Labels'
          [207] button 'Edit labels'
          [208] link 'bug'
          [209] link 'priority::high'
          [212] heading 'Milestone'
          [213] link 'v2.4'
          [214] heading 'Due date'
          StaticText 'Apr 19, 2024'
          [216] heading 'Time tracking'
          StaticText 'Spent: 3h 30m'
    """, chrome=chrome("#85"))
    turns: Turns = [
        ("click('131')", issue88(False, ["bug"], None, [], "")),
        ("click('204')", issue88(True, ["bug"], None, a1, "")),
        ("click('207')", issue88(True, ["bug"], ["bug"], a1, "")),
        ("click('227')", issue88(True, ["bug"], ["bug", "priority::high"], a1, "")),
        ("click('207')", issue88(True, ["bug", "priority::high"], None, a2, "")),
        ("fill('190', '" + comment + "')", issue88(True, ["bug", "priority::high"], None, a2, comment)),
        ("click('192')", issue88(True, ["bug", "priority::high"], None, a3, "")),
        ("goto('" + proj + "/-/issues/?state=all&label_name[]=priority%3A%3Ahigh')", issue_list("priority::high", "all", (2, 2, 4), hp_rows)),
        ("click('131')", issue85),
    ]
    rs.add(task="web", tid="h10-web-07", system=WEB_SYSTEM, turns=turns, state=issue_list("bug", "opened", (6, 58, 64), bug_rows), bad=True, turn=8,
           kind="issue #88 listed as Closed although it was open and only assigned, labeled and commented on")


# ---------------------------------------------------------------- 08 GitLab (clean)
def t08(rs: RowSet) -> None:
    # clean: GitLab MR review; failed pipeline retried (same #10342 goes running→passed), Draft: dropped from the title, approval, merge starts main pipeline #10351, MR leaves the Open list (counts 5→4) and tops Merged.
    proj = "http://gitlab.orchardlab.dev/orchard-lab/seedbank-api"

    def chrome(mrs: int, crumb: str) -> list[str]:
        return T("""
            [30] banner ''
              [31] link 'Homepage'
              [32] searchbox 'Search GitLab'
              [35] button 'Ibrahim Yusuf user’s menu'
            [40] navigation 'Project navigation'
              [41] link 'seedbank-api'
              [43] link 'Issues 12'
              [44] link 'Merge requests {mrs}'
              [45] link 'Code'
              [46] link 'Build'
              [47] link 'Deploy'
              [50] link 'Settings'
            [60] navigation 'Breadcrumbs'
              [61] link 'orchard-lab'
              [62] link 'seedbank-api'
              [63] link 'Merge requests'
              {c}
        """, mrs=mrs, c=[f"[64] link '{crumb}'"] if crumb else [])

    title = "Add cursor pagination to /accessions"
    base_notes = ["StaticText 'Sofia Brandt added 2 commits 2 days ago'",
                  "StaticText 'Lucía Ortega · 1 day ago: Can we keep ?page= working for one release? The R client still uses it.'",
                  "StaticText 'Sofia Brandt added 1 commit 1 day ago'",
                  "StaticText 'Sofia Brandt · 1 day ago: Done in e41f0d2c, with a Deprecation header.'",
                  "StaticText 'Sofia Brandt added 1 commit 3 hours ago'"]

    def mr(draft: bool, pipe: str, approved: bool, merged: bool, notes: list[str]) -> str:
        t = ("Draft: " if draft else "") + title
        st = "Merged" if merged else "Open"
        widget: list[str]
        if merged:
            widget = ["StaticText 'Merged by Ibrahim Yusuf just now'", "StaticText 'Changes merged into main with 5fd20b71.'",
                      "StaticText 'Deleted the source branch.'", "StaticText 'Pipeline #10351 running for 5fd20b71 on main'", "[124] link '#10351'"]
        else:
            widget = [f"StaticText 'Pipeline #10342 {pipe} for 9c1e4ab7 on sbrandt/cursor-pagination'", "[122] link '#10342'"]
            if approved:
                widget += ["StaticText 'Approved by you'", "[125] button 'Revoke approval'"]
            else:
                widget += ["StaticText 'Requires 1 approval from Maintainers.'", "[125] button 'Approve'"]
            checks = []
            if draft:
                checks.append("Merge request must not be draft")
            if pipe != "passed":
                checks.append("Pipeline must succeed")
            if not approved:
                checks.append("All required approvals must be given")
            if checks:
                widget.append(f"StaticText 'Merge blocked: {len(checks)} check{'s' if len(checks) > 1 else ''} failed'")
                widget += [f"StaticText '{c}'" for c in checks]
                if draft:
                    widget.append("[130] button 'Mark as ready'")
            else:
                widget += ["StaticText 'Ready to merge!'", "[132] checkbox 'Delete source branch', checked=True",
                           "[133] checkbox 'Squash commits', checked=False", "[135] button 'Merge'"]
        nl = [f"[{150 + i}] listitem ''\n  {n}" for i, n in enumerate(notes)]
        return page(f"{t} (!41) · Merge requests · orchard-lab / seedbank-api · GitLab", proj + "/-/merge_requests/41", """
            {chrome}
            [100] main ''
              StaticText '{st}'
              [102] heading '{t}'
              StaticText 'Sofia Brandt requested to merge sbrandt/cursor-pagination into main 2 days ago'
              [105] button 'Edit'
              [106] button 'Code'
              [107] button 'Merge request actions'
              [110] tablist ''
                [111] tab 'Overview 2', selected=True
                [112] tab 'Commits 4', selected=False
                [113] tab 'Pipelines 3', selected=False
                [114] tab 'Changes 6', selected=False
              StaticText 'Replaces offset pagination on GET /accessions with an opaque cursor (base64 of the last accession_id). ?page= keeps working for one release and answers with a Deprecation header.'
              [120] region 'Merge request widget'
                {widget}
              [148] heading 'Activity'
              [149] list ''
                {nl}
              [190] textbox 'Write a comment or drag your files here…'
              [192] button 'Comment'
        """, chrome=chrome(4 if merged else 5, "!41"), st=st, t=t, widget=widget, nl=nl)

    def pipelines(first: str) -> str:
        stages = "build: passed, test: failed, lint: passed" if first == "failed" else "build: passed, test: running, lint: passed"
        act = "[150] button 'Retry'" if first == "failed" else "[151] button 'Cancel'"
        dur = ["StaticText '00:04:12'", "StaticText 'finished 3 hours ago'"] if first == "failed" else ["StaticText 'running'"]
        return page(f"Draft: {title} (!41) · Merge requests · orchard-lab / seedbank-api · GitLab", proj + "/-/merge_requests/41/pipelines", """
            {chrome}
            [100] main ''
              StaticText 'Open'
              [102] heading 'Draft: {title}'
              [110] tablist ''
                [111] tab 'Overview 2', selected=False
                [112] tab 'Commits 4', selected=False
                [113] tab 'Pipelines 3', selected=True
                [114] tab 'Changes 6', selected=False
              [140] table ''
                [141] row ''
                  [142] columnheader 'Status'
                  [143] columnheader 'Pipeline'
                  [144] columnheader 'Created by'
                  [145] columnheader 'Stages'
                [146] row ''
                  [147] cell '{fs}'
                    {dur}
                  [148] cell '#10342 latest 9c1e4ab7 Handle empty cursor on last page'
                  [149] cell 'Sofia Brandt'
                  StaticText '{stages}'
                  {act}
                [160] row ''
                  [161] cell 'Passed'
                    StaticText '00:03:48'
                    StaticText 'finished 1 day ago'
                  [162] cell '#10298 e41f0d2c Keep ?page= for one release'
                  [163] cell 'Sofia Brandt'
                  StaticText 'build: passed, test: passed, lint: passed'
                  [165] button 'Retry'
                [170] row ''
                  [171] cell 'Failed'
                    StaticText '00:02:57'
                    StaticText 'finished 2 days ago'
                  [172] cell '#10251 a7d3e915 Add opaque cursor encoder'
                  [173] cell 'Sofia Brandt'
                  StaticText 'build: passed, test: failed, lint: passed'
                  [175] button 'Retry'
        """, chrome=chrome(5, "!41"), title=title, fs="Failed" if first == "failed" else "Running", dur=dur, stages=stages, act=[act])

    def mr_list(tab: str) -> str:
        if tab == "opened":
            rows = [("44", "Seed lot expiry reminders via cron", "Tariq Haddad", "5 hours ago", ""),
                    ("43", "Draft: Migrate to SQLAlchemy 2.0 style queries", "Sofia Brandt", "1 day ago", ""),
                    ("40", "Add OpenAPI examples for /germplasm", "Lucía Ortega", "4 days ago", ""),
                    ("38", "Fix timezone handling in harvest_date", "Tariq Haddad", "1 week ago", "")]
        else:
            rows = [("41", title, "Sofia Brandt", "2 days ago", "Merged just now"), ("39", "Bump fastapi to 0.110", "renovate-bot", "5 days ago", "Merged 3 days ago"),
                    ("37", "Validate GRIN taxon codes on import", "Lucía Ortega", "2 weeks ago", "Merged 1 week ago"),
                    ("35", "Add /healthz with DB ping", "Tariq Haddad", "3 weeks ago", "Merged 2 weeks ago")]
        lines = [f"[{120 + 5 * i}] listitem ''\n  [{121 + 5 * i}] link '{t}'\n  StaticText '!{n} · created {when} by '\n  [{123 + 5 * i}] link '{by}'"
                 + (f"\n  StaticText '{m}'" if m else "") for i, (n, t, by, when, m) in enumerate(rows)]
        return page("Merge requests · orchard-lab / seedbank-api · GitLab", proj + "/-/merge_requests" + ("?state=merged" if tab == "merged" else ""), """
            {chrome}
            [100] main ''
              [102] tablist ''
                [103] tab 'Open 4', selected={o}
                [104] tab 'Merged 38', selected={m}
                [105] tab 'Closed 6', selected=False
                [106] tab 'All 48', selected=False
              [108] link 'New merge request'
              [110] searchbox 'Search or filter results...'
              [113] list ''
                {lines}
        """, chrome=chrome(4, ""), o=tab == "opened", m=tab == "merged", lines=lines)

    n1 = base_notes + ["StaticText 'Ibrahim Yusuf marked this merge request as ready just now'"]
    n2 = n1 + ["StaticText 'Ibrahim Yusuf approved this merge request just now'"]
    n3 = n2 + ["StaticText 'Ibrahim Yusuf merged just now'"]
    turns: Turns = [
        ("click('113')", pipelines("failed")),
        ("click('150')", pipelines("running")),
        ("click('111')", mr(True, "running", False, False, base_notes)),
        ("click('130')", mr(False, "running", False, False, n1)),
        ("noop(90000)", mr(False, "passed", False, False, n1)),
        ("click('125')", mr(False, "passed", True, False, n2)),
        ("click('135')", mr(False, "passed", True, True, n3)),
        ("click('44')", mr_list("opened")),
        ("click('104')", mr_list("merged")),
    ]
    rs.add(task="web", tid="h10-web-08", system=WEB_SYSTEM, turns=turns, state=mr(True, "failed", False, False, base_notes), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 09 wiki (bad)
def t09(rs: RowSet) -> None:
    # bad: offline Wikipedia (Kiwix); the Lake Ohrid infobox read at turn 3 gives Surface elevation 693 m, the same article reopened by go_back at turn 7 shows 695 m (no edit possible in between).
    base = "http://kiwix.lan:8080/content/wikipedia_en_all_maxi_2024-01/A/"

    def top(q: str = "", focused: bool = False) -> list[str]:
        val = f", value='{q}'" if q else ""
        return T("""
            [20] banner ''
              [21] link 'Go to welcome page'
              [22] searchbox 'Search Wikipedia'{val}{foc}
              [24] button 'Go to a randomly selected page'
        """, val=val, foc=", focused" if focused else "")

    def ohrid(elev: str) -> str:
        return page("Lake Ohrid", base + "Lake_Ohrid", """
            {top}
            [100] article ''
              [102] heading 'Lake Ohrid'
              StaticText "Lake Ohrid is a lake which straddles the mountainous border between the southwestern part of North Macedonia and eastern Albania. It is one of Europe's deepest and oldest lakes, with a unique aquatic ecosystem of worldwide importance and more than 200 endemic species."
              [110] table ''
                [111] row ''
                  [112] columnheader 'Lake Ohrid'
                [113] row ''
                  [114] rowheader 'Location'
                  [115] cell 'Balkan Peninsula'
                [116] row ''
                  [117] rowheader 'Coordinates'
                  [118] cell '41°02′N 20°43′E'
                [119] row ''
                  [120] rowheader 'Type'
                  [121] cell 'Tectonic, oligotrophic'
                [122] row ''
                  [123] rowheader 'Primary inflows'
                  [124] cell 'Underground karst springs fed by Lake Prespa; Sateska (diverted)'
                [125] row ''
                  [126] rowheader 'Primary outflows'
                  [127] link 'Black Drin'
                [128] row ''
                  [129] rowheader 'Basin countries'
                  [130] cell 'North Macedonia, Albania'
                [131] row ''
                  [132] rowheader 'Max. length'
                  [133] cell '30.4 km (18.9 mi)'
                [134] row ''
                  [135] rowheader 'Max. width'
                  [136] cell '14.8 km (9.2 mi)'
                [137] row ''
                  [138] rowheader 'Surface area'
                  [139] cell '358.2 km2 (138.3 sq mi)'
                [140] row ''
                  [141] rowheader 'Average depth'
                  [142] cell '155 m (509 ft)'
                [143] row ''
                  [144] rowheader 'Max. depth'
                  [145] cell '288.7 m (947 ft)'
                [146] row ''
                  [147] rowheader 'Water volume'
                  [148] cell '55.4 km3 (13.3 cu mi)'
                [149] row ''
                  [150] rowheader 'Residence time'
                  [151] cell '70 years'
                [152] row ''
                  [153] rowheader 'Surface elevation'
                  [154] cell '{elev}'
                [155] row ''
                  [156] rowheader 'Settlements'
                  [157] cell 'Ohrid, Struga, Pogradec'
              [160] heading 'Geography'
              StaticText 'The lake is fed mostly by karst springs along its southern and eastern shores, about half of which carry water from '
              [162] link 'Lake Prespa'
              StaticText ' through the Galičica massif. Its only surface outflow, the '
              [164] link 'Black Drin'
              StaticText ', leaves the lake at '
              [166] link 'Struga'
              StaticText ' on the northern shore.'
              [170] heading 'Ecology'
              StaticText 'Isolated for at least 1.3 million years, the lake holds endemic trout (Salmo letnica), sponges, snails and diatoms found nowhere else.'
              [175] heading 'Protection'
              StaticText 'The Macedonian part was inscribed as a UNESCO World Heritage Site in 1979; the Albanian shore was added in 2019.'
        """, top=top(), elev=elev)

    results = page("Search: Lake Ohrid", base.replace("/A/", "/") + "search?pattern=Lake+Ohrid", """
        {top}
        [100] main ''
          StaticText 'Results 1-5 of 412 for "Lake Ohrid"'
          [102] list ''
            [103] listitem ''
              [104] link 'Lake Ohrid'
              StaticText 'Lake Ohrid is a lake which straddles the mountainous border between the southwestern part of North Macedonia and eastern Albania…'
              StaticText '3,412 words'
            [107] listitem ''
              [108] link 'Ohrid'
              StaticText 'Ohrid is a city in North Macedonia and is the seat of the Ohrid Municipality. It is the largest city on Lake Ohrid…'
              StaticText '5,870 words'
            [111] listitem ''
              [112] link 'Ohrid trout'
              StaticText 'The Ohrid trout (Salmo letnica) is a species of trout endemic to Lake Ohrid…'
              StaticText '618 words'
            [115] listitem ''
              [116] link 'Struga'
              StaticText 'Struga is a town and popular tourist destination situated in the south-western region of North Macedonia, lying on the shore of Lake Ohrid…'
              StaticText '2,204 words'
            [119] listitem ''
              [120] link 'Galičica'
              StaticText 'Galičica is a mountain and national park between Lake Ohrid and Lake Prespa…'
              StaticText '1,109 words'
          [125] link 'Next'
    """, top=top("Lake Ohrid"))

    struga = page("Struga", base + "Struga", """
        {top}
        [200] article ''
          [202] heading 'Struga'
          StaticText 'Struga is a town and popular tourist destination situated in the south-western region of North Macedonia, lying on the shore of '
          [204] link 'Lake Ohrid'
          StaticText '. The town is the seat of Struga Municipality.'
          [210] table ''
            [211] row ''
              [212] columnheader 'Struga'
            [213] row ''
              [214] rowheader 'Country'
              [215] cell 'North Macedonia'
            [216] row ''
              [217] rowheader 'Region'
              [218] cell 'Southwestern'
            [219] row ''
              [220] rowheader 'Population (2021)'
              [221] cell '16,559'
            [222] row ''
              [223] rowheader 'Postal code'
              [224] cell '6330'
            [225] row ''
              [226] rowheader 'Car plates'
              [227] cell 'SU'
          [230] heading 'Geography'
          StaticText 'The '
          [232] link 'Black Drin'
          StaticText ' flows out of the lake through the centre of the town, dividing it into two halves joined by several bridges.'
          [235] heading 'Culture'
          StaticText 'Since 1962 the town has hosted the '
          [237] link 'Struga Poetry Evenings'
          StaticText ', whose Golden Wreath laureates include W. H. Auden, Pablo Neruda and Seamus Heaney.'
    """, top=top())

    drin = page("Black Drin", base + "Black_Drin", """
        {top}
        [300] article ''
          [302] heading 'Black Drin'
          StaticText 'The Black Drin is a river in North Macedonia and Albania. It is the outflow of '
          [304] link 'Lake Ohrid'
          StaticText ' and joins the White Drin near Kukës to form the Drin.'
          [310] table ''
            [311] row ''
              [312] columnheader 'Black Drin'
            [313] row ''
              [314] rowheader 'Source'
              [315] cell 'Lake Ohrid at Struga'
            [316] row ''
              [317] rowheader 'Mouth'
              [318] cell 'Drin at Kukës'
            [319] row ''
              [320] rowheader 'Length'
              [321] cell '149 km (93 mi)'
            [322] row ''
              [323] rowheader 'Countries'
              [324] cell 'North Macedonia, Albania'
          [330] heading 'Hydroelectric use'
          StaticText 'Two dams on the Macedonian section, Globočica and Špilje, form reservoirs of the same names; the Albanian section is largely free-flowing.'
    """, top=top())

    prespa = page("Lake Prespa", base + "Lake_Prespa", """
        {top}
        [400] article ''
          [402] heading 'Lake Prespa'
          StaticText 'Lake Prespa is a pair of lakes, Great Prespa and Small Prespa, shared by North Macedonia, Albania and Greece.'
          [410] table ''
            [411] row ''
              [412] columnheader 'Lake Prespa'
            [413] row ''
              [414] rowheader 'Basin countries'
              [415] cell 'North Macedonia, Albania, Greece'
            [416] row ''
              [417] rowheader 'Surface area'
              [418] cell '253.6 km2 (97.9 sq mi)'
            [419] row ''
              [420] rowheader 'Max. depth'
              [421] cell '48 m (157 ft)'
            [422] row ''
              [423] rowheader 'Surface elevation'
              [424] cell '853 m (2,799 ft)'
          [430] heading 'Hydrology'
          StaticText 'The lake has no surface outflow; water leaves through karst channels in the Galičica massif and resurfaces in springs on the shore of '
          [432] link 'Lake Ohrid'
          StaticText '. The water level has fallen by several metres since the 1980s.'
    """, top=top())

    home = page("Wikipedia", base.replace("/A/", "/"), """
        {top}
        [100] main ''
          [102] heading 'Wikipedia (English, January 2024, maxi)'
          StaticText '6,795,127 articles'
          [104] link 'Main Page'
          [105] link 'Random article'
    """, top=top())
    home_typed = page("Wikipedia", base.replace("/A/", "/"), """
        {top}
        [100] main ''
          [102] heading 'Wikipedia (English, January 2024, maxi)'
          StaticText '6,795,127 articles'
          [104] link 'Main Page'
          [105] link 'Random article'
    """, top=top("Lake Ohrid", True))
    turns: Turns = [
        ("fill('22', 'Lake Ohrid')", home_typed),
        ("press('22', 'Enter')", results),
        ("click('104')", ohrid("693 m (2,274 ft)")),
        ("click('166')", struga),
        ("click('232')", drin),
        ("go_back()", struga),
        ("go_back()", ohrid("695 m (2,280 ft)")),
        ("click('162')", prespa),
    ]
    rs.add(task="web", tid="h10-web-09", system=WEB_SYSTEM, turns=turns, state=home, bad=True, turn=7,
           kind="Lake Ohrid infobox Surface elevation reads 695 m on the second visit, 693 m on the first, no edit in between")


# ---------------------------------------------------------------- 10 wiki (clean)
def t10(rs: RowSet) -> None:
    # clean: company MediaWiki; edit adds a YubiKey step (preview, save), last-edited time and view counter move forward, history gains a revision whose byte delta matches, 'yubikey' search now finds the edited page.
    base = "https://wiki.kestrel-robotics.internal"
    intro = "Everything a new hire needs from IT in the first week. Ask in #it-help if a step fails."
    day1 = ["Collect laptop and badge from the front desk (Building B).", "Sign in to Okta and set up Okta Verify.",
            "Install GlobalProtect and connect to the vpn.kestrel-robotics.com portal."]
    yubi = "Enroll your YubiKey at https://idp.kestrel-robotics.com/enroll (keys are in your welcome kit)."
    week1 = ["Request GitLab access through the Access Portal.", "Complete the security awareness course in Workday Learning."]

    def src(d1: list[str]) -> str:
        return intro + "\n\n== Day 1 ==\n" + "\n".join("# " + x for x in d1) + "\n\n== Week 1 ==\n" + "\n".join("# " + x for x in week1)

    v1, v2 = src(day1), src(day1[:2] + [yubi] + day1[2:])
    s1, s2 = len(v1.encode()), len(v2.encode())

    def top(q: str = "", focused: bool = False) -> list[str]:
        val = f", value='{q}'" if q else ""
        return T("""
            [20] banner ''
              [21] link 'Kestrel Robotics Wiki'
              [23] searchbox 'Search Kestrel Robotics Wiki'{val}{foc}
              [25] button 'Search'
              [27] link 'P.wozniak'
              [28] link 'Talk'
              [29] link 'Preferences'
              [30] link 'Log out'
        """, val=val, foc=", focused" if focused else "")

    def tabs(cur: str) -> list[str]:
        out = ["[40] navigation 'Views'"]
        for b, key, label in ((41, "read", "Read"), (42, "edit", "Edit"), (43, "hist", "View history")):
            out.append(f"  [{b}] link '{label}'" + (", current='page'" if cur == key else ""))
        return out

    def rendered(d1: list[str], b0: int) -> list[str]:
        out = [f"StaticText '{intro}'", f"[{b0}] heading 'Day 1'", f"[{b0 + 1}] list ''"]
        out += [f"  [{b0 + 2 + i}] listitem ''\n    StaticText '{x}'" for i, x in enumerate(d1)]
        out += [f"[{b0 + 10}] heading 'Week 1'", f"[{b0 + 11}] list ''"]
        out += [f"  [{b0 + 12 + i}] listitem ''\n    StaticText '{x}'" for i, x in enumerate(week1)]
        return out

    def view(d1: list[str], edited: str, hits: str, saved: bool) -> str:
        note = ["[101] status ''\n  StaticText 'Your edit was saved.'"] if saved else []
        return page("Onboarding/IT checklist - Kestrel Robotics Wiki", base + "/index.php?title=Onboarding/IT_checklist", """
            {top}
            {tabs}
            [100] main ''
              {note}
              [102] heading 'Onboarding/IT checklist'
              {body}
              StaticText 'This page was last edited on {edited}.'
              StaticText 'This page has been accessed {hits} times.'
        """, top=top(), tabs=tabs("read"), note=note, body=rendered(d1, 105), edited=edited, hits=hits)

    def esc(s: str) -> str:
        return s.replace("\n", "\\n")

    def edit(text: str, summary: str, preview: bool, focus: str = "") -> str:
        pv = []
        if preview:
            pv = ["[103] heading 'Preview'", "StaticText 'Remember that this is only a preview. Your changes have not yet been saved!'"] + rendered(day1[:2] + [yubi] + day1[2:], 150)
        ft = ", focused" if focus == "text" else ""
        fs = ", focused" if focus == "sum" else ""
        sv = f", value='{summary}'" if summary else ""
        return page("Editing Onboarding/IT checklist - Kestrel Robotics Wiki", base + "/index.php?title=Onboarding/IT_checklist&action=" + ("submit" if preview else "edit"), """
            {top}
            {tabs}
            [100] main ''
              [102] heading 'Editing Onboarding/IT checklist'
              {pv}
              [120] textbox 'Wikitext source editor', value='{text}'{ft}
              [122] textbox 'Summary:'{sv}{fs}
              [124] checkbox 'This is a minor edit', checked=False
              [125] checkbox 'Watch this page', checked=True
              [127] button 'Save changes'
              [128] button 'Show preview'
              [129] button 'Show changes'
              [130] link 'Cancel'
        """, top=top(), tabs=tabs("edit"), pv=pv, text=esc(text), ft=ft, sv=sv, fs=fs)

    summ = "Add YubiKey enrollment step"
    hist = page("Onboarding/IT checklist: Revision history - Kestrel Robotics Wiki", base + "/index.php?title=Onboarding/IT_checklist&action=history", """
        {top}
        {tabs}
        [100] main ''
          [102] heading 'Onboarding/IT checklist: Revision history'
          [104] button 'Compare selected revisions'
          [106] list ''
            [107] listitem ''
              StaticText '14:37, 11 April 2024'
              [108] link 'P.wozniak'
              StaticText '{s2} bytes +{d2}'
              StaticText '(Add YubiKey enrollment step)'
            [110] listitem ''
              StaticText '09:14, 2 April 2024'
              [111] link 'H.Jeong'
              StaticText '{s1} bytes +64'
              StaticText '(GlobalProtect portal moved to vpn.kestrel-robotics.com)'
            [113] listitem ''
              StaticText '16:52, 18 March 2024'
              [114] link 'M.Adeyemi'
              StaticText '{s0} bytes −9'
              StaticText '(typo)'
            [116] listitem ''
              StaticText '10:03, 4 January 2024'
              [117] link 'M.Adeyemi'
              StaticText '{sm} bytes +{sm}'
              StaticText '(Created page)'
    """, top=top(), tabs=tabs("hist"), s2=f"{s2:,}", d2=s2 - s1, s1=f"{s1:,}", s0=f"{s1 - 64:,}", sm=f"{s1 - 55:,}")

    def results(q: str, hits: list[tuple[str, str]], typing: str | None = None) -> str:
        lines = [f"[{210 + 3 * i}] listitem ''\n  [{211 + 3 * i}] link '{t}'\n  StaticText '{s}'" for i, (t, s) in enumerate(hits)]
        shown = typing if typing is not None else q
        return page("Search results for \"" + q + "\" - Kestrel Robotics Wiki", base + "/index.php?search=" + q + "&title=Special:Search", """
            {top}
            [200] main ''
              [202] heading 'Search results'
              [204] searchbox 'Search'{val}{foc}
              [205] button 'Search'
              StaticText 'Results 1 – {n} of {n}'
              [208] list ''
                {lines}
        """, top=top(), val=f", value='{shown}'", foc=", focused" if typing is not None else "", n=len(hits), lines=lines)

    vpn = [("Onboarding/IT checklist", "…Install GlobalProtect and connect to the vpn.kestrel-robotics.com portal…"),
           ("Remote access/GlobalProtect", "…the GlobalProtect VPN client is pushed by Jamf on macOS; on Linux use the openconnect package…"),
           ("VPN split tunneling FAQ", "…traffic to *.kestrel-robotics.internal always goes through the VPN; everything else leaves locally…")]
    yk = [("Onboarding/IT checklist", "…Enroll your YubiKey at https://idp.kestrel-robotics.com/enroll (keys are in your welcome kit)…"),
          ("Security/Hardware keys", "…YubiKey 5C NFC is the only supported model; lost keys are revoked by #it-help within the hour…")]
    turns: Turns = [
        ("click('42')", edit(v1, "", False)),
        ("fill('120', '" + esc(v2) + "')", edit(v2, "", False, "text")),
        ("fill('122', '" + summ + "')", edit(v2, summ, False, "sum")),
        ("click('128')", edit(v2, summ, True)),
        ("click('127')", view(day1[:2] + [yubi] + day1[2:], "11 April 2024, at 14:37", "1,483", True)),
        ("click('43')", hist),
        ("fill('23', 'VPN')", hist.replace("[23] searchbox 'Search Kestrel Robotics Wiki'", "[23] searchbox 'Search Kestrel Robotics Wiki', value='VPN', focused")),
        ("press('23', 'Enter')", results("VPN", vpn)),
        ("fill('204', 'yubikey')", results("VPN", vpn, "yubikey")),
        ("press('204', 'Enter')", results("yubikey", yk)),
    ]
    rs.add(task="web", tid="h10-web-10", system=WEB_SYSTEM, turns=turns, state=view(day1, "2 April 2024, at 09:14", "1,482", False), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 11 maps (clean)
def t11(rs: RowSet) -> None:
    # clean: OpenStreetMap directions in Lyon; car→bicycle→foot change distance and time, Reverse swaps From/To and gives a slightly different foot route, closing directions and searching lists similarly named places.
    a, b = "45.7606%2C4.8594", "45.7699%2C4.8532"
    park = "Parc de la Tête d'Or, Lyon"
    station = "Gare de Lyon-Part-Dieu"
    chrome = T("""
        [30] banner ''
          [31] link 'OpenStreetMap logo OpenStreetMap'
          [33] link 'Edit'
          [34] link 'History'
          [35] link 'Export'
          [37] link 'GPS Traces'
          [38] link 'Log In'
          [39] link 'Sign Up'
    """)
    mapctl = T("""
        [80] region 'Map'
          [81] button 'Zoom In'
          [82] button 'Zoom Out'
          [83] button 'Show My Location'
          [85] button 'Layers'
          [86] button 'Share'
          StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'
    """)
    routes = {
        ("car", "fwd"): ("3.4km", "0:09", "OSRM", [("Start on Boulevard Marius Vivier Merle", "700m"), ("Turn left onto Cours Lafayette", "300m"),
                                                  ("Turn right onto Rue Garibaldi", "1.6km"), ("Continue onto Boulevard des Belges", "600m"),
                                                  ("Turn left onto Place du Général Leclerc", "150m"), ("Reach destination", "")]),
        ("bike", "fwd"): ("2.9km", "0:12", "OSRM", [("Start on Boulevard Marius Vivier Merle", "700m"), ("Turn left onto Cours Lafayette", "250m"),
                                                   ("Turn right onto Rue Garibaldi", "1.3km"), ("Turn left onto Avenue Verguin", "500m"),
                                                   ("Continue onto Allée de la Tête d'Or", "150m"), ("Reach destination", "")]),
        ("foot", "fwd"): ("2.6km", "0:34", "OSRM", [("Start on Boulevard Marius Vivier Merle", "650m"), ("Turn left onto Cours Lafayette", "200m"),
                                                   ("Turn right onto Rue Garibaldi", "1.2km"), ("Turn left onto Rue Tronchet", "300m"),
                                                   ("Turn right onto Boulevard des Belges", "250m"), ("Reach destination", "")]),
        ("foot", "rev"): ("2.7km", "0:35", "OSRM", [("Start on Place du Général Leclerc", "100m"), ("Turn right onto Boulevard des Belges", "300m"),
                                                   ("Turn left onto Rue Tronchet", "300m"), ("Turn right onto Rue Garibaldi", "1.2km"),
                                                   ("Turn left onto Cours Lafayette", "200m"), ("Turn right onto Boulevard Marius Vivier Merle", "600m"),
                                                   ("Reach destination", "")]),
    }
    engines = {"car": "Car (OSRM)", "bike": "Bicycle (OSRM)", "foot": "Foot (OSRM)"}
    eng_key = {"car": "fossgis_osrm_car", "bike": "fossgis_osrm_bike", "foot": "fossgis_osrm_foot"}

    def directions(frm: str, to: str, mode: str, route: str | None, focus: str = "") -> str:
        lines: list[str] = []
        url = "https://www.openstreetmap.org/directions#map=14/45.7650/4.8560"
        if route:
            dist, tm, who, steps = routes[(mode, route)]
            lines = ["[70] region 'Directions'", "  [71] heading 'Directions'", f"  StaticText 'Distance: {dist}. Time: {tm}.'", "  [73] table ''"]
            for i, (txt, d) in enumerate(steps):
                lines.append(f"    [{174 + i}] row ''\n      [{190 + 2 * i}] cell '{i + 1}.'\n      [{191 + 2 * i}] cell \"{txt}\"" + (f"\n      StaticText '{d}'" if d else ""))
            lines.append(f"  StaticText 'Directions courtesy of {who}'")
            pts = f"{a}%3B{b}" if route == "fwd" else f"{b}%3B{a}"
            url = f"https://www.openstreetmap.org/directions?engine={eng_key[mode]}&route={pts}#map=15/45.7652/4.8563"
        ff = ", focused" if focus == "from" else ""
        ft = ", focused" if focus == "to" else ""
        fv = f", value=\"{frm}\"" if frm else ""
        tv = f", value=\"{to}\"" if to else ""
        return page("OpenStreetMap", url, """
            {chrome}
            [60] form ''
              [61] textbox 'From'{fv}{ff}
              [62] textbox 'To'{tv}{ft}
              [63] combobox '', hasPopup='menu', expanded=False
                StaticText '{eng}'
              [64] button 'Go'
              [65] button 'Reverse Directions'
              [66] button 'Close'
            {lines}
            {mapctl}
        """, chrome=chrome, fv=fv, ff=ff, tv=tv, ft=ft, eng=engines[mode], lines=lines, mapctl=mapctl)

    def search(q: str, results: list[tuple[str, str]] | None, url: str) -> str:
        val = f", value=\"{q}\"" if q else ""
        foc = ", focused" if q and results is None else ""
        res: list[str] = []
        if results is not None:
            res = ["[100] region 'Search Results'", "  [101] heading 'Search Results'", "  [102] button 'Close'",
                   "  StaticText 'Results from OpenStreetMap Nominatim'", "  [104] list ''"]
            for i, (kind, name) in enumerate(results):
                res.append(f"    [{105 + 2 * i}] listitem ''\n      StaticText '{kind}'\n      [{106 + 2 * i}] link \"{name}\"")
        return page("OpenStreetMap", url, """
            {chrome}
            [50] search ''
              [51] textbox 'Search'{val}{foc}
              [52] button 'Go'
              [53] link 'Find directions between two points'
            {res}
            {mapctl}
        """, chrome=chrome, val=val, foc=foc, res=res, mapctl=mapctl)

    hits = [("Park", "Parc de la Tête d'Or, Boulevard des Belges, Les Brotteaux, Lyon 6e Arrondissement, Lyon, Métropole de Lyon, 69006, France"),
            ("Residential Street", "Rue Tête d'Or, Les Brotteaux, Lyon 6e Arrondissement, Lyon, Métropole de Lyon, 69006, France"),
            ("Tram Stop", "Parc Tête d'Or - Stalingrad, Boulevard de Stalingrad, Villeurbanne, Métropole de Lyon, 69100, France"),
            ("Restaurant", "La Table de la Tête d'Or, Rue Tête d'Or, Lyon 6e Arrondissement, Lyon, 69006, France")]
    home_url = "https://www.openstreetmap.org/#map=14/45.7650/4.8560"
    rev_url = "https://www.openstreetmap.org/#map=15/45.7652/4.8563"
    turns: Turns = [
        ("click('53')", directions("", "", "car", None)),
        ("fill('61', '" + station + "')", directions(station, "", "car", None, "from")),
        ("fill('62', \"" + park + "\")", directions(station, park, "car", None, "to")),
        ("click('64')", directions(station, park, "car", "fwd")),
        ("select_option('63', 'Bicycle (OSRM)')", directions(station, park, "bike", "fwd")),
        ("select_option('63', 'Foot (OSRM)')", directions(station, park, "foot", "fwd")),
        ("click('65')", directions(park, station, "foot", "rev")),
        ("click('66')", search("", None, rev_url)),
        ("fill('51', \"Tête d'Or\")", search("Tête d'Or", None, rev_url)),
        ("press('51', 'Enter')", search("Tête d'Or", hits, "https://www.openstreetmap.org/search?query=T%C3%AAte%20d%27Or#map=15/45.7652/4.8563")),
    ]
    rs.add(task="web", tid="h10-web-11", system=WEB_SYSTEM, turns=turns, state=search("", None, home_url), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 12 airline (bad)
def t12(rs: RowSet) -> None:
    # bad: regional airline booking; CV 2217 departs 6:50 AM in the results (turn 4) and every trip summary after it, but the Review and pay page at turn 11 says it departs 6:15 AM (arrival 9:02 AM unchanged).
    base = "https://www.corvinaair.com"
    hdr = T("""
        [20] banner ''
          [21] link 'Corvina Air'
          [23] link 'Book'
          [24] link 'My trips'
          [25] link 'Check in'
          [26] link 'Flight status'
          [28] button 'Hi, Noor · 18,420 miles'
    """)

    def home(frm: str, to: str, dep: str, focus: str) -> str:
        def v(x: str) -> str:
            return f", value='{x}'" if x else ""

        def f(k: str) -> str:
            return ", focused" if focus == k else ""
        return page("Corvina Air – Book flights", base + "/", """
            {hdr}
            [100] main ''
              [102] heading 'Where to next?'
              [104] radiogroup 'Trip type'
                [105] radio 'Round trip', checked=False
                [106] radio 'One way', checked=True
              [108] combobox 'From', autocomplete='list', hasPopup='listbox', expanded=False{fv}{ff}
              [110] combobox 'To', autocomplete='list', hasPopup='listbox', expanded=False{tv}{tf}
              [112] textbox 'Depart (MM/DD/YYYY)'{dv}{df}
              [114] combobox 'Passengers', hasPopup='listbox', expanded=False
                StaticText '1 Adult'
              [116] combobox 'Cabin', hasPopup='listbox', expanded=False
                StaticText 'Economy'
              [118] button 'Search flights'
              [120] heading 'Spring sale: Boise, Spokane and Eugene from $69 one way'
              [122] link 'See deals'
        """, hdr=hdr, fv=v(frm), ff=f("from"), tv=v(to), tf=f("to"), dv=v(dep), df=f("dep"))

    flights = [("CV 2217", "6:50 AM", "9:02 AM", "Nonstop · 1h 12m · Embraer 175", (89, 129, 189)),
               ("CV 2231", "10:25 AM", "12:39 PM", "Nonstop · 1h 14m · Embraer 175", (104, 144, 204)),
               ("CV 1408", "1:05 PM", "5:20 PM", "1 stop (SEA) · 3h 15m · Embraer 175", (97, 137, 197)),
               ("CV 2249", "5:40 PM", "7:54 PM", "Nonstop · 1h 14m · Embraer 175", (119, 159, 219))]

    def summary(bag: bool) -> list[str]:
        extra = ["  StaticText 'Checked bag $35.00'"] if bag else []
        total = 150.34 + (35 if bag else 0)
        return (["[300] complementary 'Trip summary'", "  [301] heading 'Trip summary'", "  StaticText 'Tue, May 14, 2024'",
                 "  StaticText 'CV 2217 · PDX 6:50 AM → BOI 9:02 AM'", "  StaticText 'Main · carry-on and seat selection included'",
                 "  StaticText 'Fare $129.00'", "  StaticText 'Taxes & fees $21.34'"] + extra + [f"  StaticText 'Total {money(total)}'"])

    def results(selected: bool) -> str:
        lines = []
        for i, (no, dep, arr, info, fares) in enumerate(flights):
            b = 221 + 10 * i
            btns = "\n".join(f"  [{b + 4 + j}] button '{lab} ${p}'" + (", pressed=True" if selected and i == 0 and j == 1 else "")
                             for j, (lab, p) in enumerate(zip(("Basic", "Main", "Main Plus"), fares)))
            lines.append(f"[{b}] listitem ''\n  StaticText '{no}'\n  StaticText '{dep} PDX → {arr} BOI'\n  StaticText '{info}'\n{btns}")
        side = summary(False) + ["  [308] button 'Continue'"] if selected else []
        return page("Select flights – Corvina Air", base + "/book/flights?from=PDX&to=BOI&date=2024-05-14&adults=1", """
            {hdr}
            [200] main ''
              [202] heading 'Portland, OR (PDX) to Boise, ID (BOI)'
              StaticText 'One way · 1 Adult · Economy'
              [204] tablist 'Dates'
                [205] tab 'Sun, May 12 $97', selected=False
                [206] tab 'Mon, May 13 $89', selected=False
                [207] tab 'Tue, May 14 $89', selected=True
                [208] tab 'Wed, May 15 $104', selected=False
                [209] tab 'Thu, May 16 $119', selected=False
              [215] combobox 'Sort by', hasPopup='listbox', expanded=False
                StaticText 'Departure time'
              StaticText '4 flights'
              [220] list ''
                {lines}
            {side}
        """, hdr=hdr, lines=lines, side=side)

    pax = page("Travelers – Corvina Air", base + "/book/travelers", """
        {hdr}
        [400] main ''
          [402] heading 'Who is flying?'
          StaticText 'Adult 1 · filled in from your Corvina Miles profile'
          [404] textbox 'First name', value='Noor'
          [405] textbox 'Middle name (optional)'
          [406] textbox 'Last name', value='Haddad'
          [408] textbox 'Date of birth (MM/DD/YYYY)', value='09/27/1991'
          [410] combobox 'Gender', hasPopup='listbox', expanded=False
            StaticText 'Female'
          [412] textbox 'Email', value='noor.haddad@protonmail.com'
          [414] textbox 'Phone', value='(503) 555-0119'
          [416] textbox 'Known Traveler Number (optional)', value='TT8841207'
          [418] button 'Continue to seats'
        {side}
    """, hdr=hdr, side=summary(False))

    occupied = {"12A", "12C", "13D", "13F", "14A", "14D", "15C", "15F", "16A", "16D", "16F"}

    def seats(pick: str) -> str:
        lines = []
        for r, row in enumerate(range(12, 17)):
            for c, col in enumerate("ACDF"):
                s = f"{row}{col}"
                kind = "window" if col in "AF" else "aisle"
                b = 510 + 4 * r + c
                if s in occupied:
                    lines.append(f"[{b}] button '{s}, {kind}, occupied', disabled=True")
                else:
                    lines.append(f"[{b}] button '{s}, {kind}, available'" + (", pressed=True" if s == pick else ""))
        chosen = f"Seat {pick}" if pick else "No seat selected"
        return page("Seats – Corvina Air", base + "/book/seats", """
            {hdr}
            [500] main ''
              [502] heading 'Choose your seat'
              StaticText 'CV 2217 · Portland (PDX) to Boise (BOI) · Embraer 175'
              StaticText 'Rows 1–9 are Main Plus. Seats in rows 10–20 are free with Main.'
              [506] grid 'Seat map'
                {lines}
              StaticText 'Noor Haddad: {chosen}'
              [540] button 'Continue'
            {side}
        """, hdr=hdr, lines=lines, chosen=chosen, side=summary(False))

    def extras(bags: str) -> str:
        return page("Extras – Corvina Air", base + "/book/extras", """
            {hdr}
            [600] main ''
              [602] heading 'Bags and extras'
              StaticText 'Carry-on bag and personal item included.'
              [604] combobox 'Checked bags for Noor Haddad', hasPopup='listbox', expanded=False
                StaticText '{bags}'
              StaticText 'First checked bag $35, second $45. Pay now to save $5 per bag.'
              [608] checkbox 'Trip protection ($18.60)', checked=False
              [610] button 'Continue to review'
            {side}
        """, hdr=hdr, bags=bags, side=summary(bags != "0"))

    review = page("Review and pay – Corvina Air", base + "/book/review", """
        {hdr}
        [700] main ''
          [702] heading 'Review and pay'
          [704] region 'Flight'
            StaticText 'Tue, May 14, 2024'
            StaticText 'CV 2217 · Nonstop · Embraer 175'
            StaticText 'Depart 6:15 AM Portland (PDX)'
            StaticText 'Arrive 9:02 AM Boise (BOI)'
            StaticText 'Main'
          [710] region 'Traveler'
            StaticText 'Noor Haddad · Seat 14C · 1 checked bag'
            StaticText 'Corvina Miles CV448201773 · Known Traveler Number on file'
          [715] region 'Price'
            StaticText 'Fare $129.00'
            StaticText 'Taxes & fees $21.34'
            StaticText 'Checked bag $35.00'
            StaticText 'Total $185.34'
          [720] textbox 'Name on card'
          [722] textbox 'Card number'
          [724] textbox 'Expiration (MM/YY)'
          [726] textbox 'Security code'
          [728] checkbox 'I accept the fare rules and conditions of carriage', checked=False
          [730] button 'Pay $185.34'
    """, hdr=hdr)
    turns: Turns = [
        ("fill('108', 'Portland, OR (PDX)')", home("Portland, OR (PDX)", "", "", "from")),
        ("fill('110', 'Boise, ID (BOI)')", home("Portland, OR (PDX)", "Boise, ID (BOI)", "", "to")),
        ("fill('112', '05/14/2024')", home("Portland, OR (PDX)", "Boise, ID (BOI)", "05/14/2024", "dep")),
        ("click('118')", results(False)),
        ("click('226')", results(True)),
        ("click('308')", pax),
        ("click('418')", seats("")),
        ("click('519')", seats("14C")),
        ("click('540')", extras("0")),
        ("select_option('604', '1 bag ($35)')", extras("1 bag ($35)")),
        ("click('610')", review),
    ]
    rs.add(task="web", tid="h10-web-12", system=WEB_SYSTEM, turns=turns, state=home("", "", "", ""), bad=True, turn=11,
           kind="review page gives CV 2217 departure 6:15 AM, the flight chosen at 6:50 AM")


# ---------------------------------------------------------------- 13 hotel booking (bad)
def t13(rs: RowSet) -> None:
    # bad: hotel site saved list; 5 saved (turn 5), one removed → '4 saved properties' with 4 rows (turn 6), a second removed at turn 7 leaves 3 rows but the count still reads '4 saved properties'.
    base = "https://www.lodgely.com"
    hdr = T("""
        [20] banner ''
          [21] link 'Lodgely'
          [23] link 'Stays'
          [24] link 'Flights + Stay'
          [26] link 'Saved'
          [27] link 'Trips'
          [28] button 'Account: Emeka Obi'
    """)
    hotels = {
        "casa": ("Casa da Ribeira Guesthouse", "Ribeira · 0.4 km from centre", "9.1 Superb · 1,208 reviews", 312),
        "bolhao": ("Hotel Bolhão Lofts", "Bonfim · 0.9 km from centre", "8.7 Excellent · 864 reviews", 389),
        "mira": ("Miradouro Suites Porto", "Vila Nova de Gaia · 1.2 km from centre", "8.9 Excellent · 512 reviews", 455),
        "cedo": ("Cedofeita Design Hostel", "Cedofeita · 1.1 km from centre", "8.4 Very good · 2,340 reviews", 186),
        "azul": ("Azulejo House by Lodgely", "Baixa · 0.3 km from centre", "9.3 Superb · 377 reviews", 498),
        "foz": ("Foz Atlantic Residence", "Foz do Douro · 5.6 km from centre", "8.2 Very good · 690 reviews", 341),
    }
    top_order = ["casa", "bolhao", "mira", "cedo", "azul", "foz"]
    price_order = sorted(top_order, key=lambda k: hotels[k][3])

    def results(order: list[str], saved: set[str], toast: str | None, sort: str) -> str:
        lines = []
        for i, k in enumerate(order):
            name, where, score, price = hotels[k]
            b = 112 + 8 * i
            lines.append(f"[{b}] listitem ''\n  [{b + 1}] link '{name}'\n  StaticText '{where}'\n  StaticText '{score}'\n  StaticText '3 nights, 2 adults'\n"
                         f"  StaticText '{eur(price)}'\n  [{b + 6}] button 'Save {name}', pressed={k in saved}")
        tl = [f"[170] status ''\n  StaticText '{toast} saved to your list'\n  [172] link 'View saved'"] if toast else []
        url = base + "/search?dest=Porto&checkin=2024-06-06&checkout=2024-06-09&adults=2" + ("&sort=price" if sort != "Our top picks" else "")
        return page("Porto hotels – Lodgely", url, """
            {hdr}
            [100] main ''
              [102] textbox 'Destination', value='Porto, Portugal'
              [103] textbox 'Dates', value='Thu, Jun 6 – Sun, Jun 9'
              [104] combobox 'Guests', hasPopup='listbox', expanded=False
                StaticText '2 adults · 1 room'
              [105] button 'Search'
              [107] heading 'Porto: 214 properties found'
              [109] combobox 'Sort by', hasPopup='listbox', expanded=False
                StaticText '{sort}'
              [111] list ''
                {lines}
              [168] button 'Show more results'
              {tl}
        """, hdr=hdr, sort=sort, lines=lines, tl=tl)

    lisbon = {"alfama": ("Alfama Patio Hotel", "Lisbon · Jun 3 – Jun 6 · 2 adults", 410),
              "lx": ("LX Riverside Apartments", "Lisbon · Jun 3 – Jun 6 · 2 adults", 352)}

    def saved_page(keys: list[str], count: int, toast: str | None) -> str:
        lines = []
        for i, k in enumerate(keys):
            if k in lisbon:
                name, where, price = lisbon[k]
            else:
                name, _, _, price = hotels[k]
                where = "Porto · Jun 6 – Jun 9 · 2 adults"
            b = 410 + 5 * i
            lines.append(f"[{b}] listitem ''\n  [{b + 1}] link '{name}'\n  StaticText '{where}'\n  StaticText '{eur(price)} total'\n  [{b + 3}] button 'Remove {name}'")
        tl = [f"[440] status ''\n  StaticText 'Removed {toast} from your saved list'\n  [442] button 'Undo'"] if toast else []
        return page("Saved – Lodgely", base + "/saved", """
            {hdr}
            [400] main ''
              [402] heading 'Saved properties'
              StaticText '{count} saved properties'
              [404] combobox 'Trip', hasPopup='listbox', expanded=False
                StaticText 'All lists'
              [406] list ''
                {lines}
              {tl}
        """, hdr=hdr, count=count, lines=lines, tl=tl)

    casa = page("Casa da Ribeira Guesthouse, Porto – Lodgely", base + "/hotel/pt/casa-da-ribeira-guesthouse?checkin=2024-06-06&checkout=2024-06-09&adults=2", """
        {hdr}
        [500] main ''
          [502] heading 'Casa da Ribeira Guesthouse'
          StaticText 'Rua da Fonte Taurina 34, Ribeira, 4050-266 Porto, Portugal'
          StaticText '9.1 Superb · 1,208 reviews'
          [505] button 'Saved', pressed=True
          StaticText 'A restored 19th-century merchant house two minutes from the Douro waterfront. Breakfast with pastéis de nata served on the roof terrace.'
          [510] heading 'Availability: Thu, Jun 6 – Sun, Jun 9 · 2 adults'
          [512] table ''
            [513] row ''
              [514] columnheader 'Room type'
              [515] columnheader 'Price for 3 nights'
              [516] columnheader 'Your choices'
            [517] row ''
              [518] cell 'Double Room with River View'
              [519] cell '€312'
              [520] cell 'Free cancellation until Jun 4 · Breakfast included'
              [521] button 'Reserve'
            [523] row ''
              [524] cell 'Twin Room, Courtyard'
              [525] cell '€287'
              [526] cell 'Non-refundable · Breakfast included'
              [527] button 'Reserve'
          StaticText 'City tax of €2 per person per night is paid at the property.'
    """, hdr=hdr)
    book = page("Your details – Lodgely", base + "/book/casa-da-ribeira-guesthouse/step-2", """
        {hdr}
        [600] main ''
          [602] heading 'Enter your details'
          [604] region 'Your booking details'
            StaticText 'Casa da Ribeira Guesthouse'
            StaticText 'Check-in: Thu, Jun 6, 2024 from 15:00'
            StaticText 'Check-out: Sun, Jun 9, 2024 until 11:00'
            StaticText '3 nights · 2 adults · Double Room with River View'
            StaticText 'Price €312 (includes VAT)'
            StaticText 'Excluded: city tax €12, paid at the property'
            StaticText 'Free cancellation until 23:59 on Jun 4, 2024'
          [612] textbox 'First name', value='Emeka'
          [613] textbox 'Last name', value='Obi'
          [614] textbox 'Email', value='emeka.obi@gmail.com'
          [616] textbox 'Special requests (optional)'
          [618] combobox 'Estimated arrival time', hasPopup='listbox', expanded=False
            StaticText "I don't know"
          [620] button 'Next: Final details'
    """, hdr=hdr)
    s2 = {"casa"}
    s3 = {"casa", "azul"}
    s4 = {"casa", "azul", "cedo"}
    turns: Turns = [
        ("click('118')", results(top_order, s2, hotels["casa"][0], "Our top picks")),
        ("click('150')", results(top_order, s3, hotels["azul"][0], "Our top picks")),
        ("select_option('109', 'Price (lowest first)')", results(price_order, s3, None, "Price (lowest first)")),
        ("click('118')", results(price_order, s4, hotels["cedo"][0], "Price (lowest first)")),
        ("click('26')", saved_page(["cedo", "azul", "casa", "alfama", "lx"], 5, None)),
        ("click('433')", saved_page(["cedo", "azul", "casa", "alfama"], 4, "LX Riverside Apartments")),
        ("click('413')", saved_page(["azul", "casa", "alfama"], 4, "Cedofeita Design Hostel")),
        ("click('416')", casa),
        ("click('521')", book),
    ]
    rs.add(task="web", tid="h10-web-13", system=WEB_SYSTEM, turns=turns, state=results(top_order, set(), None, "Our top picks"), bad=True, turn=7,
           kind="saved-list count still reads 4 after the second removal left 3 properties")


# ---------------------------------------------------------------- 14 bank (clean)
def t14(rs: RowSet) -> None:
    # clean: credit-union transfer of $250 checking→savings; both balances move by exactly $250, a new top transaction with the confirmation number, then a search + wider date range filter leaves only the PG&E autopays.
    base = "https://online.harborlinecu.org"
    hdr = T("""
        [20] banner ''
          [21] link 'Harborline Credit Union'
          [23] link 'Accounts'
          [24] link 'Transfer'
          [25] link 'Pay bills'
          [26] link 'Zelle®'
          [27] link 'Statements'
          [29] button 'Dana Whitcomb'
          [30] link 'Sign out'
    """)

    def overview(chk: float, sav: float) -> str:
        return page("Accounts – Harborline Credit Union", base + "/accounts", """
            {hdr}
            [100] main ''
              [102] heading 'Good morning, Dana'
              StaticText 'Last sign-in: Apr 10, 2024 at 8:02 PM ET'
              [105] table 'Accounts'
                [106] row ''
                  [107] columnheader 'Account'
                  [108] columnheader 'Available balance'
                  [109] columnheader 'Current balance'
                [110] row ''
                  [111] link 'Everyday Checking ••4471'
                  [112] cell '{c}'
                  [113] cell '{c}'
                [115] row ''
                  [116] link 'High-Yield Savings ••9032'
                  [117] cell '{s}'
                  [118] cell '{s}'
                [120] row ''
                  [121] link 'Visa Platinum ••7719'
                  [122] cell 'Available credit $9,157.63'
                  [123] cell 'Balance $842.37'
              [130] heading 'Upcoming'
              StaticText 'Apr 15 · Visa Platinum ••7719 autopay (statement balance) $612.90'
              StaticText 'Savings APY 4.05% · interest paid monthly on the last business day'
        """, hdr=hdr, c=money(chk), s=money(sav))

    def form(frm: str, to: str, amt: str, focus: str = "") -> str:
        return page("Transfer money – Harborline Credit Union", base + "/transfers/new", """
            {hdr}
            [200] main ''
              [202] heading 'Transfer money'
              [204] combobox 'From', hasPopup='listbox', expanded=False
                StaticText '{frm}'
              [206] combobox 'To', hasPopup='listbox', expanded=False
                StaticText '{to}'
              [208] textbox 'Amount ($)'{av}
              [210] textbox 'Date', value='04/11/2024'
              [212] combobox 'Frequency', hasPopup='listbox', expanded=False
                StaticText 'One time'
              [214] textbox 'Memo (optional)'
              [216] button 'Review transfer'
              [218] link 'Cancel'
        """, hdr=hdr, frm=frm or "Select account", to=to or "Select account", av=(f", value='{amt}'" if amt else "") + (", focused" if focus else ""))

    fc, ts = "Everyday Checking ••4471 ($3,218.64)", "High-Yield Savings ••9032 ($12,406.10)"
    review = page("Review transfer – Harborline Credit Union", base + "/transfers/review", """
        {hdr}
        [300] main ''
          [302] heading 'Review transfer'
          [304] table ''
            [305] row ''
              [306] rowheader 'From'
              [307] cell 'Everyday Checking ••4471'
            [308] row ''
              [309] rowheader 'To'
              [310] cell 'High-Yield Savings ••9032'
            [311] row ''
              [312] rowheader 'Amount'
              [313] cell '$250.00'
            [314] row ''
              [315] rowheader 'Date'
              [316] cell 'Thu, Apr 11, 2024'
            [317] row ''
              [318] rowheader 'Frequency'
              [319] cell 'One time'
          StaticText 'Transfers between your Harborline accounts made before 8:00 PM ET are available immediately.'
          [322] button 'Confirm transfer'
          [323] button 'Edit'
    """, hdr=hdr)
    done = page("Transfer complete – Harborline Credit Union", base + "/transfers/HT-4410-93827", """
        {hdr}
        [400] main ''
          [402] heading 'Transfer complete'
          StaticText 'Confirmation number HT-4410-93827'
          StaticText '$250.00 from Everyday Checking ••4471 to High-Yield Savings ••9032'
          StaticText 'Submitted Apr 11, 2024 at 9:14 AM ET'
          [406] link 'Make another transfer'
          [407] link 'Back to accounts'
    """, hdr=hdr)
    # checking history, oldest first; running balances computed backwards from today's $2,968.64
    hist = [("Mar 22, 2024", "HARBORLINE VISA PMT ••7719", -1250.00), ("Mar 25, 2024", "DIRECT DEP CASCADE MARINE PAYROLL", 2104.55),
            ("Mar 29, 2024", "VENMO CASHOUT", 40.00), ("Apr 1, 2024", "BAYVIEW PROPERTY MGMT RENT", -1950.00),
            ("Apr 3, 2024", "NW NATURAL GAS WEB PMT", -58.31), ("Apr 6, 2024", "COSTCO WHSE #0412 WARRENTON OR", -187.40),
            ("Apr 8, 2024", "DIRECT DEP CASCADE MARINE PAYROLL", 2104.55), ("Apr 9, 2024", "PGE AUTOPAY 040924", -142.18),
            ("Apr 10, 2024", "SQ *LOW TIDE COFFEE ASTORIA OR", -6.75),
            ("Apr 11, 2024", "Transfer to High-Yield Savings ••9032 Conf. HT-4410-93827", -250.00)]
    bal, rows = 2968.64, []
    for d, desc, amt in reversed(hist):
        rows.append((d, desc, amt, bal))
        bal = round(bal - amt, 2)

    def amt_s(x: float) -> str:
        return ("+" if x > 0 else "−") + money(abs(x))

    def activity(rws: list[tuple[str, str, float, float]], q: str, rng: str, note: str, focus: bool = False) -> str:
        lines = [f"[{520 + 5 * i}] row ''\n  [{521 + 5 * i}] cell '{d}'\n  [{522 + 5 * i}] cell '{desc}'\n  [{523 + 5 * i}] cell '{amt_s(a)}'\n  [{524 + 5 * i}] cell '{money(b)}'"
                 for i, (d, desc, a, b) in enumerate(rws)]
        return page("Everyday Checking ••4471 – Harborline Credit Union", base + "/accounts/chk-4471/activity", """
            {hdr}
            [500] main ''
              [502] heading 'Everyday Checking ••4471'
              StaticText 'Available balance $2,968.64 · Current balance $2,968.64'
              [505] textbox 'Search transactions'{qv}
              [506] combobox 'Date range', hasPopup='listbox', expanded=False
                StaticText '{rng}'
              [507] button 'Apply'
              StaticText '{note}'
              [510] table 'Transactions'
                [511] row ''
                  [512] columnheader 'Date'
                  [513] columnheader 'Description'
                  [514] columnheader 'Amount'
                  [515] columnheader 'Balance'
                {lines}
              [590] link 'Download (CSV)'
        """, hdr=hdr, qv=(f", value='{q}'" if q else "") + (", focused" if focus else ""), rng=rng, note=note, lines=lines)

    last30 = rows  # all ten fall inside Mar 12 – Apr 11
    pge = [rows[2], ("Mar 11, 2024", "PGE AUTOPAY 031124", -138.92, 2564.18), ("Feb 9, 2024", "PGE AUTOPAY 020924", -151.47, 1890.33)]
    turns: Turns = [
        ("click('24')", form("", "", "")),
        ("select_option('204', '" + fc + "')", form(fc, "", "")),
        ("select_option('206', '" + ts + "')", form(fc, ts, "")),
        ("fill('208', '250.00')", form(fc, ts, "250.00", "amt")),
        ("click('216')", review),
        ("click('322')", done),
        ("click('23')", overview(2968.64, 12656.10)),
        ("click('111')", activity(last30, "", "Last 30 days", "Showing 10 transactions")),
        ("fill('505', 'PGE')", activity(last30, "PGE", "Last 30 days", "Showing 10 transactions", True)),
        ("select_option('506', 'Last 90 days')", activity(last30, "PGE", "Last 90 days", "Showing 10 transactions")),
        ("click('507')", activity(pge, "PGE", "Last 90 days", "Showing 3 transactions matching “PGE”")),
    ]
    rs.add(task="web", tid="h10-web-14", system=WEB_SYSTEM, turns=turns, state=overview(3218.64, 12406.10), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 15 HR portal (bad)
def t15(rs: RowSet) -> None:
    # bad: HR self-service emergency contacts; Marcus Feld is deleted at turn 3 (gone from the table), but after the new contact is saved at turn 8 the table lists Marcus Feld again.
    base = "https://people.vantorra.com"
    hdr = T("""
        [20] banner ''
          [21] link 'PeopleDesk'
          [23] link 'Home'
          [24] link 'My profile'
          [25] link 'Time off'
          [26] link 'Pay'
          [27] link 'Directory'
          [29] button 'Ines Marchetti'
    """)

    def profile(tab: str, panel: list[str], extra: list[str] | None = None) -> str:
        sel = {t: str(t == tab) for t in ("Personal", "Job", "Emergency contacts", "Documents")}
        return page("My profile – PeopleDesk", base + "/me/" + ("personal" if tab == "Personal" else "emergency-contacts"), """
            {hdr}
            [100] main ''
              [102] heading 'Ines Marchetti'
              StaticText 'Senior Research Engineer · Applied Research · Employee ID E-20417'
              StaticText 'Manager: Kwame Asante · Boston office'
              [105] tablist ''
                [106] tab 'Personal', selected={p}
                [107] tab 'Job', selected={j}
                [108] tab 'Emergency contacts', selected={e}
                [109] tab 'Documents', selected={d}
              [110] tabpanel '{tab}'
                {panel}
            {extra}
        """, hdr=hdr, p=sel["Personal"], j=sel["Job"], e=sel["Emergency contacts"], d=sel["Documents"], tab=tab, panel=panel, extra=extra or [])

    personal = T("""
        [111] heading 'Personal information'
        [112] button 'Edit'
        StaticText 'Legal name: Ines Marchetti'
        StaticText 'Preferred name: Ines'
        StaticText 'Pronouns: she/her'
        StaticText 'Personal email: ines.marchetti@posteo.net'
        StaticText 'Mobile: +1 (617) 555-0107'
        StaticText 'Home address: 88 Sewall Ave, Apt 4, Brookline, MA 02446'
        StaticText 'Date of birth: •• / •• / 1988'
    """)
    contacts0 = [("Paolo Marchetti", "Father", "+39 347 118 2290", "Primary"), ("Marcus Feld", "Partner", "+1 (617) 555-0148", "Secondary"),
                 ("Giulia Marchetti", "Sister", "+39 333 904 7713", "—")]

    def ec(rows: list[tuple[str, str, str, str]], toast: str | None) -> list[str]:
        out = ["[120] button 'Add contact'", "[122] table 'Emergency contacts'", "  [123] row ''", "    [124] columnheader 'Name'",
               "    [125] columnheader 'Relationship'", "    [126] columnheader 'Phone'", "    [127] columnheader 'Priority'", "    [128] columnheader 'Actions'"]
        for i, (n, r, ph, pr) in enumerate(rows):
            b = 130 + 7 * i
            out.append(f"  [{b}] row ''\n    [{b + 1}] cell '{n}'\n    [{b + 2}] cell '{r}'\n    [{b + 3}] cell '{ph}'\n    [{b + 4}] cell '{pr}'\n    [{b + 5}] button 'Edit {n}'\n    [{b + 6}] button 'Delete {n}'")
        out.append("StaticText 'Emergency contacts are visible to HR and your manager only.'")
        if toast:
            out.append(f"[170] status ''\n  StaticText '{toast}'")
        return out

    confirm = ["[180] dialog 'Delete emergency contact', modal=True", "  StaticText 'Delete Marcus Feld from your emergency contacts? This cannot be undone.'",
               "  [182] button 'Cancel'", "  [183] button 'Delete'"]

    def add_dialog(name: str, rel: str, phone: str, focus: str) -> list[str]:
        return [
            "[190] dialog 'Add emergency contact', modal=True",
            "  [191] textbox 'Full name'" + (f", value='{name}'" if name else "") + (", focused" if focus == "name" else ""),
            "  [192] combobox 'Relationship', hasPopup='listbox', expanded=False",
            f"    StaticText '{rel or 'Select'}'",
            "  [193] textbox 'Phone'" + (f", value='{phone}'" if phone else "") + (", focused" if focus == "phone" else ""),
            "  [194] textbox 'Email (optional)'",
            "  [195] combobox 'Priority', hasPopup='listbox', expanded=False",
            "    StaticText 'None'",
            "  [197] button 'Cancel'",
            "  [198] button 'Save contact'"]

    contacts1 = [contacts0[0], contacts0[2]]
    sanne = ("Sanne de Vries", "Partner", "+1 (617) 555-0193", "—")
    contacts_bad = contacts0 + [sanne]
    timeoff = page("Time off – PeopleDesk", base + "/time-off", """
        {hdr}
        [300] main ''
          [302] heading 'Time off'
          [304] button 'Request time off'
          [306] table 'Balances as of Apr 11, 2024'
            [307] row ''
              [308] columnheader 'Type'
              [309] columnheader 'Available'
              [310] columnheader 'Scheduled'
            [311] row ''
              [312] cell 'Vacation'
              [313] cell '11.5 days'
              [314] cell '5 days'
            [315] row ''
              [316] cell 'Sick'
              [317] cell '5 days'
              [318] cell '0 days'
            [319] row ''
              [320] cell 'Floating holiday'
              [321] cell '1 day'
              [322] cell '0 days'
          [325] heading 'Upcoming'
          [326] list ''
            [327] listitem ''
              StaticText 'May 20 – May 24, 2024 · Vacation · 5 days · Approved by Kwame Asante'
          [330] heading 'Company holidays'
          StaticText 'May 27 Memorial Day · Jun 19 Juneteenth · Jul 4 Independence Day'
    """, hdr=hdr)
    turns: Turns = [
        ("click('108')", profile("Emergency contacts", ec(contacts0, None))),
        ("click('143')", profile("Emergency contacts", ec(contacts0, None), confirm)),
        ("click('183')", profile("Emergency contacts", ec(contacts1, "Emergency contact deleted"))),
        ("click('120')", profile("Emergency contacts", ec(contacts1, None), add_dialog("", "", "", "name"))),
        ("fill('191', 'Sanne de Vries')", profile("Emergency contacts", ec(contacts1, None), add_dialog("Sanne de Vries", "", "", "name"))),
        ("select_option('192', 'Partner')", profile("Emergency contacts", ec(contacts1, None), add_dialog("Sanne de Vries", "Partner", "", ""))),
        ("fill('193', '+1 (617) 555-0193')", profile("Emergency contacts", ec(contacts1, None), add_dialog("Sanne de Vries", "Partner", "+1 (617) 555-0193", "phone"))),
        ("click('198')", profile("Emergency contacts", ec(contacts_bad, "Emergency contact added"))),
        ("click('106')", profile("Personal", personal)),
        ("click('25')", timeoff),
    ]
    rs.add(task="web", tid="h10-web-15", system=WEB_SYSTEM, turns=turns, state=profile("Personal", personal), bad=True, turn=8,
           kind="deleted emergency contact Marcus Feld is listed again after adding a new contact")


# ---------------------------------------------------------------- 16 calendar app (bad)
def t16(rs: RowSet) -> None:
    # bad: web calendar; 'Vendor sync – Halvorsen Freight' (Thu Apr 18, 10–10:30am) is saved and shown at turn 6, but coming back to this week with Today at turn 8 the Thursday column lacks it (nothing deleted it).
    base = "https://app.planwise.io"

    def chrome(label: str) -> list[str]:
        return T("""
            [20] banner ''
              [21] button 'Main menu'
              [22] link 'Planwise'
              [24] button 'Today'
              [25] button 'Previous week'
              [26] button 'Next week'
              [28] heading '{label}'
              [30] combobox 'View', hasPopup='listbox', expanded=False
                StaticText 'Week'
              [32] searchbox 'Search events'
              [34] button 'Ravi Menon'
            [40] navigation 'Sidebar'
              [41] button 'Create'
              [43] grid 'Mini calendar, April 2024'
              [45] heading 'My calendars'
              [46] checkbox 'Ravi Menon', checked=True
              [47] checkbox 'Team Logistics', checked=True
              [48] checkbox 'Holidays in United States', checked=True
        """, label=label)

    su = "Standup, 9:30 – 9:45am, Team Logistics"
    vendor = "Vendor sync – Halvorsen Freight, 10 – 10:30am"
    wk1 = [("Mon 15", [su]), ("Tue 16, today", [su, "Q2 roadmap review, 11am – 12pm, Room Juniper"]),
           ("Wed 17", [su, "1:1 with Dana Kowalczyk, 2 – 2:30pm"]), ("Thu 18", [su, "Dentist – Dr. Whitfield, 1 – 1:30pm"]),
           ("Fri 19", [su, "Demo day, 4 – 5pm, Team Logistics"]), ("Sat 20", []), ("Sun 21", [])]
    wk1v = [(d, ev[:1] + [vendor] + ev[1:]) if d == "Thu 18" else (d, ev) for d, ev in wk1]
    wk2 = [("Mon 22", ["Earth Day, all day, Holidays in United States", su]), ("Tue 23", [su, "Sprint planning, 10 – 11:30am, Team Logistics"]),
           ("Wed 24", [su]), ("Thu 25", [su, "Board prep, 3 – 4pm"]), ("Fri 26", [su]), ("Sat 27", []), ("Sun 28", [])]

    def week(days: list[tuple[str, list[str]]], label: str, url: str, extra: list[str] | None = None) -> str:
        lines = []
        for i, (d, evs) in enumerate(days):
            b = 110 + 6 * i
            lines.append(f"[{b}] gridcell '{d}'" + "".join(f"\n  [{b + 1 + j}] button '{e}'" for j, e in enumerate(evs)))
        heads = [f"[{103 + i}] columnheader '{d.split(',')[0]}'" for i, (d, _) in enumerate(days)]
        return page(f"Planwise – Week of {label}", url, """
            {chrome}
            [100] main ''
              [102] grid 'Week of {label}'
                {heads}
                {lines}
            {extra}
        """, chrome=chrome(label), label=label, heads=heads, lines=lines, extra=extra or [])

    def dialog(title: str, date: str, guest_typed: str, chip: bool, focus: str) -> list[str]:
        out = ["[200] dialog 'New event', modal=True",
               "  [201] textbox 'Add title'" + (f", value='{title}'" if title else "") + (", focused" if focus == "title" else ""),
               f"  [203] textbox 'Date', value='{date}'" + (", focused" if focus == "date" else ""),
               "  [204] combobox 'Start time', hasPopup='listbox', expanded=False", "    StaticText '10:00am'",
               "  [205] combobox 'End time', hasPopup='listbox', expanded=False", "    StaticText '10:30am'",
               "  [206] checkbox 'All day', checked=False",
               "  [207] combobox 'Repeat', hasPopup='listbox', expanded=False", "    StaticText 'Does not repeat'",
               "  [208] textbox 'Add guests'" + (f", value='{guest_typed}'" if guest_typed else "") + (", focused" if focus == "guest" else "")]
        if chip:
            out += ["  [209] listitem 'lena.ostrowski@halvorsenfreight.no'", "    [2091] button 'Remove lena.ostrowski@halvorsenfreight.no'"]
        out += ["  [210] textbox 'Add location'", "  [211] textbox 'Add description'",
                "  [212] combobox 'Calendar', hasPopup='listbox', expanded=False", "    StaticText 'Ravi Menon'",
                "  [214] button 'Cancel'", "  [215] button 'Save'"]
        return out

    l1, l2 = "Apr 15 – 21, 2024", "Apr 22 – 28, 2024"
    u1, u2 = base + "/calendar/week/2024/4/15", base + "/calendar/week/2024/4/22"
    t = "Vendor sync – Halvorsen Freight"
    g = "lena.ostrowski@halvorsenfreight.no"
    toast = ["[260] status ''", "  StaticText 'Event saved · invitation sent to 1 guest'", "  [262] button 'Undo'"]
    turns: Turns = [
        ("click('41')", week(wk1, l1, u1, dialog("", "04/16/2024", "", False, "title"))),
        ("fill('201', '" + t + "')", week(wk1, l1, u1, dialog(t, "04/16/2024", "", False, "title"))),
        ("fill('203', '04/18/2024')", week(wk1, l1, u1, dialog(t, "04/18/2024", "", False, "date"))),
        ("fill('208', '" + g + "')", week(wk1, l1, u1, dialog(t, "04/18/2024", g, False, "guest"))),
        ("press('208', 'Enter')", week(wk1, l1, u1, dialog(t, "04/18/2024", "", True, "guest"))),
        ("click('215')", week(wk1v, l1, u1, toast)),
        ("click('26')", week(wk2, l2, u2)),
        ("click('24')", week(wk1, l1, u1)),
        ("click('26')", week(wk2, l2, u2)),
    ]
    rs.add(task="web", tid="h10-web-16", system=WEB_SYSTEM, turns=turns, state=week(wk1, l1, u1), bad=True, turn=8,
           kind="event created and shown on Thu Apr 18 is missing from that week when navigated back")


# ---------------------------------------------------------------- 17 ticket system (bad)
def t17(rs: RowSet) -> None:
    # bad: helpdesk ticket; the public reply is stamped 3:12 PM at turn 5, then the status change made after it (turn 6) is logged at 3:07 PM, earlier than the reply (clock runs backwards).
    base = "https://support.tallyforge.com/agent"
    hdr = T("""
        [20] banner ''
          [21] link 'Deskflow'
          [23] link 'Views'
          [24] link 'Tickets'
          [25] link 'Customers'
          [26] link 'Reports'
          [28] searchbox 'Search tickets'
          [30] button 'Chidi Eze (Agent)'
    """)
    reply = ("Hi Birgit, thanks for the detail. Exports are capped at 10,000 rows per file today. Until we raise the limit, "
             "exporting Q1 one month at a time (Jan, Feb, Mar) gets all 14,200 invoices. I've asked engineering about lifting the cap and will update you here.")
    ev0 = ["Apr 16, 2024 8:47 AM · Ticket created by Birgit Saarinen via email", "Apr 16, 2024 9:20 AM · Jonah Pike added an internal note"]
    ev1 = ev0 + ["Apr 16, 2024 2:58 PM · Chidi Eze assigned the ticket to Chidi Eze"]
    ev2 = ev1 + ["Apr 16, 2024 2:59 PM · Chidi Eze changed priority from Normal to High"]
    ev3 = ev2 + ["Apr 16, 2024 3:12 PM · Chidi Eze replied publicly"]
    ev4 = ev3 + ["Apr 16, 2024 3:07 PM · Chidi Eze changed status from Open to Pending"]

    def ticket(status: str, prio: str, mine: bool, events: list[str], editor: str | None, replied: bool) -> str:
        asg = ["StaticText 'Assignee: Chidi Eze'"] if mine else ["StaticText 'Assignee: Unassigned'", "[110] button 'Assign to me'"]
        conv = ["[121] article ''", "  StaticText 'Birgit Saarinen · Apr 16, 2024 8:47 AM · Public'",
                "  StaticText 'Hi, when we export invoices for Q1 the CSV stops at exactly 10,000 rows. We have about 14,200 invoices in that range. Is there a limit we can raise?'",
                "[125] article ''", "  StaticText 'Jonah Pike · Apr 16, 2024 9:20 AM · Internal note'",
                "  StaticText 'Reproduced on staging: ExportService caps at 10k (MAX_ROWS). Workaround is splitting the export by month.'"]
        if replied:
            conv += ["[129] article ''", "  StaticText 'Chidi Eze · Apr 16, 2024 3:12 PM · Public'", f"  StaticText \"{reply}\""]
        ed: list[str] = []
        if editor is not None:
            ed = ["[152] textbox 'Reply to Birgit Saarinen'" + (f", value=\"{editor}\"" if editor else "") + ", focused", "[154] button 'Send'", "[155] button 'Discard'"]
        acts = [f"StaticText '{e}'" for e in events]
        return page("#48213 Invoices export to CSV cuts off at 10,000 rows – Deskflow", base + "/tickets/48213", """
            {hdr}
            [100] main ''
              [102] heading '#48213 Invoices export to CSV cuts off at 10,000 rows'
              StaticText 'Requester: Birgit Saarinen (Lumen Dental Group) · via Email'
              [105] region 'Properties'
                [106] combobox 'Status', hasPopup='listbox', expanded=False
                  StaticText '{status}'
                [107] combobox 'Priority', hasPopup='listbox', expanded=False
                  StaticText '{prio}'
                [108] combobox 'Group', hasPopup='listbox', expanded=False
                  StaticText 'Tier 2 – Billing'
                {asg}
                [111] textbox 'Tags', value='export, csv, invoices'
              [120] region 'Conversation'
                {conv}
              [150] button 'Reply'
              [151] button 'Internal note'
              {ed}
              [160] region 'Activity'
                {acts}
        """, hdr=hdr, status=status, prio=prio, asg=asg, conv=conv, ed=ed, acts=acts)

    tlist = page("My tickets – Deskflow", base + "/views/my-open-pending", """
        {hdr}
        [200] main ''
          [202] heading 'My open and pending tickets (4)'
          [204] table ''
            [205] row ''
              [206] columnheader 'ID'
              [207] columnheader 'Subject'
              [208] columnheader 'Requester'
              [209] columnheader 'Status'
              [210] columnheader 'Priority'
              [211] columnheader 'Group'
            [212] row ''
              [213] cell '#48213'
              [214] link 'Invoices export to CSV cuts off at 10,000 rows'
              [215] cell 'Birgit Saarinen'
              [216] cell 'Pending'
              [217] cell 'High'
              [218] cell 'Tier 2 – Billing'
            [220] row ''
              [221] cell '#48190'
              [222] link 'SSO login loops for users with + in their email'
              [223] cell 'Marek Dvořák'
              [224] cell 'Open'
              [225] cell 'Normal'
              [226] cell 'Tier 2 – Identity'
            [228] row ''
              [229] cell '#48177'
              [230] link 'Webhook retries ignore 429 Retry-After'
              [231] cell 'Aiyana Thompson'
              [232] cell 'Pending'
              [233] cell 'Low'
              [234] cell 'Tier 2 – Integrations'
            [236] row ''
              [237] cell '#48152'
              [238] link 'Refund for duplicate annual charge'
              [239] cell 'Hugo Lefebvre'
              [240] cell 'Open'
              [241] cell 'Urgent'
              [242] cell 'Tier 2 – Billing'
    """, hdr=hdr)
    other = page("#48190 SSO login loops for users with + in their email – Deskflow", base + "/tickets/48190", """
        {hdr}
        [100] main ''
          [102] heading '#48190 SSO login loops for users with + in their email'
          StaticText 'Requester: Marek Dvořák (Quillon Labs) · via Web form'
          [105] region 'Properties'
            [106] combobox 'Status', hasPopup='listbox', expanded=False
              StaticText 'Open'
            [107] combobox 'Priority', hasPopup='listbox', expanded=False
              StaticText 'Normal'
            [108] combobox 'Group', hasPopup='listbox', expanded=False
              StaticText 'Tier 2 – Identity'
            StaticText 'Assignee: Chidi Eze'
            [111] textbox 'Tags', value='sso, saml'
          [120] region 'Conversation'
            [121] article ''
              StaticText 'Marek Dvořák · Apr 15, 2024 4:31 PM · Public'
              StaticText 'Users whose email contains a plus sign (qa+ops@quillon.io) get bounced back to the IdP forever after SAML login.'
            [125] article ''
              StaticText 'Chidi Eze · Apr 15, 2024 5:02 PM · Public'
              StaticText 'Thanks Marek, can you send a HAR file from one of those logins?'
            [129] article ''
              StaticText 'Marek Dvořák · Apr 16, 2024 7:55 AM · Public'
              StaticText 'Attached: login-loop.har (2.1 MB).'
          [150] button 'Reply'
          [151] button 'Internal note'
          [160] region 'Activity'
            StaticText 'Apr 15, 2024 4:31 PM · Ticket created by Marek Dvořák via web form'
            StaticText 'Apr 15, 2024 4:40 PM · Round-robin assigned the ticket to Chidi Eze'
            StaticText 'Apr 15, 2024 5:02 PM · Chidi Eze replied publicly'
            StaticText 'Apr 16, 2024 7:55 AM · Marek Dvořák replied'
    """, hdr=hdr)
    turns: Turns = [
        ("click('110')", ticket("Open", "Normal", True, ev1, None, False)),
        ("select_option('107', 'High')", ticket("Open", "High", True, ev2, None, False)),
        ("click('150')", ticket("Open", "High", True, ev2, "", False)),
        ("fill('152', \"" + reply + "\")", ticket("Open", "High", True, ev2, reply, False)),
        ("click('154')", ticket("Open", "High", True, ev3, None, True)),
        ("select_option('106', 'Pending')", ticket("Pending", "High", True, ev4, None, True)),
        ("click('24')", tlist),
        ("click('222')", other),
    ]
    rs.add(task="web", tid="h10-web-17", system=WEB_SYSTEM, turns=turns, state=ticket("Open", "Normal", False, ev0, None, False), bad=True, turn=6,
           kind="status change logged at 3:07 PM, earlier than the 3:12 PM reply sent before it")


# ---------------------------------------------------------------- 18 university course portal (bad)
def t18(rs: RowSet) -> None:
    # bad: LMS course; the TA renames 'Problem Set 5' to 'Problem Set 5: Eigenvalues & Diagonalization' (saved, shown at turn 5), but the Modules page at turn 6 lists the item under its old name 'Problem Set 5' (with the new 50 pts).
    base = "https://quadrant.halden.edu/courses/30582"
    crs = "MATH 2210-02 Linear Algebra (Spring 2024)"
    new = "Problem Set 5: Eigenvalues & Diagonalization"

    def chrome(crumbs: list[str]) -> list[str]:
        cr = [f"[{62 + i}] link '{c}'" for i, c in enumerate(crumbs)]
        return T("""
            [20] banner ''
              [21] link 'Quadrant'
              [23] link 'Dashboard'
              [24] link 'Courses'
              [25] link 'Calendar'
              [26] link 'Inbox 2'
              [28] button 'Account: Tomás Ibarra'
            [40] navigation 'Course navigation'
              [41] link 'Home'
              [42] link 'Announcements'
              [43] link 'Assignments'
              [44] link 'Discussions'
              [45] link 'Grades'
              [46] link 'People'
              [47] link 'Modules'
              [48] link 'Quizzes'
              [49] link 'Settings'
            [60] navigation 'Breadcrumbs'
              [61] link '{crs}'
              {cr}
        """, crs=crs, cr=cr)

    assignments = page(f"Assignments: {crs}", base + "/assignments", """
        {chrome}
        [100] main ''
          [102] heading 'Assignments'
          [104] searchbox 'Search for Assignment'
          [106] button '+ Assignment'
          [110] group 'Problem Sets, 40% of total'
            [111] listitem ''
              [112] link 'Problem Set 3'
              StaticText 'Closed · Due Feb 16 at 11:59pm · 40 pts'
            [115] listitem ''
              [116] link 'Problem Set 4'
              StaticText 'Closed · Due Feb 23 at 11:59pm · 40 pts'
            [119] listitem ''
              [120] link 'Problem Set 5'
              StaticText 'Due Mar 8 at 11:59pm · 40 pts'
            [123] listitem ''
              [124] link 'Problem Set 6'
              StaticText 'Not available until Mar 11 · Due Mar 22 at 11:59pm · 40 pts'
          [130] group 'Exams, 45% of total'
            [131] listitem ''
              [132] link 'Midterm 1'
              StaticText 'Closed · Feb 21 · 100 pts'
            [135] listitem ''
              [136] link 'Midterm 2'
              StaticText 'Apr 3 · 100 pts'
            [139] listitem ''
              [140] link 'Final Exam'
              StaticText 'May 8 · 150 pts'
          [145] group 'Participation, 15% of total'
            [146] listitem ''
              [147] link 'Recitation attendance'
              StaticText '20 pts'
    """, chrome=chrome(["Assignments"]))
    desc = "Sections 5.1–5.3 (Lay, 6th ed.): characteristic polynomial, eigenvectors, diagonalization. Problems: 5.1 #8, 14, 22; 5.2 #9, 17; 5.3 #5, 12, 26. Upload one PDF."

    def assignment(name: str, pts: int, flash: bool) -> str:
        fl = ["[201] status ''\n  StaticText 'Assignment successfully updated.'"] if flash else []
        return page(f"{name}: {crs}", base + "/assignments/918244", """
            {chrome}
            [200] main ''
              {fl}
              [202] heading '{name}'
              [204] button 'Edit'
              StaticText 'Published'
              StaticText 'Points {pts} · Submitting a file upload · Due Mar 8 at 11:59pm · Available Mar 1 at 12am – Mar 10 at 11:59pm'
              StaticText '{desc}'
              [210] link 'Problem_Set_5.pdf'
              [212] heading 'Submissions'
              StaticText '31 of 58 submitted · 0 graded'
              [214] link 'SpeedGrader'
        """, chrome=chrome(["Assignments", name]), fl=fl, name=name, pts=pts, desc=desc)

    def edit(name: str, pts: str, focus: str) -> str:
        return page(f"Edit Assignment: {crs}", base + "/assignments/918244/edit", """
            {chrome}
            [300] main ''
              [302] heading 'Edit Assignment'
              [304] textbox 'Assignment Name', value='{name}'{fn}
              [306] document 'Rich Content Editor'
                StaticText '{desc}'
              [308] textbox 'Points', value='{pts}'{fp}
              [310] combobox 'Assignment Group', hasPopup='listbox', expanded=False
                StaticText 'Problem Sets'
              [312] combobox 'Display Grade as', hasPopup='listbox', expanded=False
                StaticText 'Points'
              [314] combobox 'Submission Type', hasPopup='listbox', expanded=False
                StaticText 'Online'
              [316] textbox 'Due', value='Mar 8, 2024 11:59pm'
              [318] textbox 'Available from', value='Mar 1, 2024 12:00am'
              [320] textbox 'Until', value='Mar 10, 2024 11:59pm'
              [322] button 'Cancel'
              [323] button 'Save'
        """, chrome=chrome(["Assignments", "Problem Set 5", "Edit"]), name=name, fn=", focused" if focus == "name" else "", desc=desc,
                    pts=pts, fp=", focused" if focus == "pts" else "")

    modules = page(f"Course Modules: {crs}", base + "/modules", """
        {chrome}
        [400] main ''
          [402] button 'Collapse All'
          [403] button '+ Module'
          [410] region 'Week 6 – Determinants'
            [411] heading 'Week 6 – Determinants'
            [412] listitem ''
              [413] link 'Lecture 11 slides: Cofactor expansion'
            [414] listitem ''
              [415] link 'Lecture 12 slides: Cramer’s rule and volume'
            [416] listitem ''
              [417] link 'Problem Set 4'
              StaticText 'Feb 23 · 40 pts'
          [420] region 'Week 7 – Eigenvalues'
            [421] heading 'Week 7 – Eigenvalues'
            [422] listitem ''
              [423] link 'Lecture 13 slides: Eigenvectors and eigenvalues'
            [424] listitem ''
              [425] link 'Lecture 14 slides: Diagonalization'
            [426] listitem ''
              [427] link 'Problem Set 5'
              StaticText 'Mar 8 · 50 pts'
            [428] listitem ''
              [429] link 'Recitation 7 worksheet'
          [430] region 'Week 8 – Orthogonality'
            [431] heading 'Week 8 – Orthogonality'
            StaticText 'Will unlock Mar 11 at 12am'
            [432] listitem ''
              [433] link 'Lecture 15 slides: Inner products'
            [434] listitem ''
              [435] link 'Problem Set 6'
              StaticText 'Mar 22 · 40 pts'
    """, chrome=chrome(["Modules"]))
    ann = page(f"Announcements: {crs}", base + "/announcements", """
        {chrome}
        [500] main ''
          [502] heading 'Announcements'
          [504] searchbox 'Search announcements'
          [506] button '+ Announcement'
          [510] list ''
            [511] listitem ''
              [512] link 'Office hours moved to Thursday this week'
              StaticText 'Posted by Elif Demir · Mar 3, 2024 at 6:12pm · 0 replies'
            [515] listitem ''
              [516] link 'Midterm 1 grades released'
              StaticText 'Posted by Elif Demir · Feb 28, 2024 at 9:40am · 4 replies'
            [519] listitem ''
              [520] link 'Welcome to MATH 2210'
              StaticText 'Posted by Elif Demir · Jan 16, 2024 at 8:05am · 11 replies'
    """, chrome=chrome(["Announcements"]))
    ann1 = page(f"Office hours moved to Thursday this week: {crs}", base + "/discussion_topics/771093", """
        {chrome}
        [600] main ''
          [602] heading 'Office hours moved to Thursday this week'
          StaticText 'Elif Demir · All Sections · Mar 3, 2024 at 6:12pm'
          StaticText 'TA office hours move from Wednesday to Thursday this week only, 3–5pm in Lind Hall 302. Zoom link unchanged.'
          [606] button 'Reply'
          StaticText '0 replies'
    """, chrome=chrome(["Announcements", "Office hours moved to Thursday this week"]))
    turns: Turns = [
        ("click('120')", assignment("Problem Set 5", 40, False)),
        ("click('204')", edit("Problem Set 5", "40", "")),
        ("fill('304', '" + new + "')", edit(new, "40", "name")),
        ("fill('308', '50')", edit(new, "50", "pts")),
        ("click('323')", assignment(new, 50, True)),
        ("click('47')", modules),
        ("click('42')", ann),
        ("click('512')", ann1),
    ]
    rs.add(task="web", tid="h10-web-18", system=WEB_SYSTEM, turns=turns, state=assignments, bad=True, turn=6,
           kind="renamed assignment listed in Modules under its old name 'Problem Set 5'")


# ---------------------------------------------------------------- 19 library catalog (clean)
def t19(rs: RowSet) -> None:
    # clean: public-library account; renewal moves a due date Apr 18→May 9 (renewals 2→1), a hold on 'Piranesi' makes holds 1→2 and the queue 3→4, a different 'Piranesi' record (art book) sits beside it, checked-out list re-sorts by due date.
    base = "https://catalog.westbrooklibrary.org"

    def hdr(holds: int, q: str = "", focused: bool = False) -> list[str]:
        return T("""
            [20] banner ''
              [21] link 'Westbrook Public Library'
              [23] searchbox 'Search the catalog'{qv}
              [24] combobox 'Search by', hasPopup='listbox', expanded=False
                StaticText 'Keyword'
              [25] button 'Search'
              [27] link 'Checked out (3)'
              [28] link 'Holds ({holds})'
              [29] link 'Fines $0.00'
              [30] button 'Rosa Delgado'
        """, qv=(f", value='{q}'" if q else "") + (", focused" if focused else ""), holds=holds)

    ov = ("The Overstory", "Richard Powers")
    kl = ("Klara and the Sun", "Kazuo Ishiguro")
    bs = ("Braiding Sweetgrass", "Robin Wall Kimmerer")

    def checked_out(rows: list[tuple[tuple[str, str], str, int]], holds: int, note: str | None, q: str = "", focused: bool = False) -> str:
        lines = []
        for i, ((t, a), due, left) in enumerate(rows):
            b = 110 + 7 * i
            act = f"[{b + 6}] button 'Renew {t}'" if left else "StaticText 'Cannot renew: other patrons are waiting'"
            lines.append(f"[{b}] row ''\n  [{b + 1}] cell '{t} by {a}'\n  [{b + 2}] cell 'Book'\n  [{b + 3}] cell 'Due {due}'\n  [{b + 4}] cell '{left}'\n  {act}")
        nl = [f"[101] status ''\n  StaticText '{note}'"] if note else []
        return page("Checked out – Westbrook Public Library", base + "/v2/checkedout", """
            {hdr}
            [100] main ''
              {nl}
              [102] heading 'Checked out (3)'
              [104] combobox 'Sort by', hasPopup='listbox', expanded=False
                StaticText 'Due date'
              [106] table ''
                [107] row ''
                  [108] columnheader 'Title'
                  [109] columnheader 'Format'
                  [1091] columnheader 'Due'
                  [1092] columnheader 'Renewals left'
                  [1093] columnheader 'Actions'
                {lines}
        """, hdr=hdr(holds, q, focused), nl=nl, lines=lines)

    def results(held: bool, dialog: str | None) -> str:
        btn = "[216] button 'Hold placed', disabled=True" if held else "[216] button 'Place hold on Piranesi, Book'"
        holds_txt = "Available: 0 of 6 copies · 4 holds" if held else "Available: 0 of 6 copies · 3 holds"
        st = ["[201] status ''\n  StaticText 'Hold placed. You are #4 in line for 6 copies. Pickup: Eastside Branch.'"] if held else []
        dl: list[str] = []
        if dialog is not None:
            dl = ["[250] dialog 'Place hold: Piranesi (Book, 2020)', modal=True", "  [251] combobox 'Pickup location', hasPopup='listbox', expanded=False",
                  f"    StaticText '{dialog}'", "  [253] checkbox 'Suspend hold until a date', checked=False", "  [255] button 'Cancel'", "  [256] button 'Confirm hold'"]
        return page("Search results for Piranesi – Westbrook Public Library", base + "/v2/search?query=Piranesi&searchType=keyword", """
            {hdr}
            [200] main ''
              {st}
              [202] heading 'Search results for "Piranesi"'
              StaticText '1–3 of 3 results'
              [205] group 'Format'
                [206] checkbox 'Book (2)', checked=False
                [207] checkbox 'eBook (1)', checked=False
              [210] list ''
                [211] listitem ''
                  [212] link 'Piranesi'
                  StaticText 'by Susanna Clarke · Book · 2020'
                  StaticText '{holds_txt}'
                  {btn}
                [221] listitem ''
                  [222] link 'Piranesi'
                  StaticText 'by Susanna Clarke · eBook (Libby) · 2020'
                  StaticText 'Available now'
                  [226] button 'Borrow in Libby'
                [231] listitem ''
                  [232] link 'Piranesi: The Imaginary Prisons'
                  StaticText 'by Giovanni Battista Piranesi; introduction by Philip Hofer · Book · 1973'
                  StaticText 'Available: 1 of 1 copy · Reference, library use only'
            {dl}
        """, hdr=hdr(2 if held else 1, "Piranesi"), st=st, holds_txt=holds_txt, btn=[btn], dl=dl)

    holds = page("Holds – Westbrook Public Library", base + "/v2/holds", """
        {hdr}
        [300] main ''
          [302] heading 'Holds (2)'
          [304] table ''
            [305] row ''
              [306] columnheader 'Title'
              [307] columnheader 'Status'
              [308] columnheader 'Pickup location'
              [309] columnheader 'Placed'
              [3091] columnheader 'Actions'
            [310] row ''
              [311] cell 'Tomorrow, and Tomorrow, and Tomorrow by Gabrielle Zevin'
              [312] cell 'Ready for pickup, pick up by Apr 15, 2024'
              [313] cell 'Main Library'
              [314] cell 'Mar 20, 2024'
            [320] row ''
              [321] cell 'Piranesi by Susanna Clarke'
              [322] cell '#4 in line · 6 copies'
              [323] cell 'Eastside Branch'
              [324] cell 'Apr 11, 2024'
              [325] button 'Cancel hold on Piranesi'
              [326] button 'Suspend hold on Piranesi'
    """, hdr=hdr(2))
    start = [(ov, "Apr 18, 2024", 2), (kl, "Apr 18, 2024", 0), (bs, "Apr 25, 2024", 3)]
    renewed = [(ov, "May 9, 2024", 1), (kl, "Apr 18, 2024", 0), (bs, "Apr 25, 2024", 3)]
    resorted = [(kl, "Apr 18, 2024", 0), (bs, "Apr 25, 2024", 3), (ov, "May 9, 2024", 1)]
    turns: Turns = [
        ("click('116')", checked_out(renewed, 1, "Renewed: The Overstory. New due date May 9, 2024.")),
        ("fill('23', 'Piranesi')", checked_out(renewed, 1, "Renewed: The Overstory. New due date May 9, 2024.", "Piranesi", True)),
        ("press('23', 'Enter')", results(False, None)),
        ("click('216')", results(False, "Main Library")),
        ("select_option('251', 'Eastside Branch')", results(False, "Eastside Branch")),
        ("click('256')", results(True, None)),
        ("click('28')", holds),
        ("click('27')", checked_out(resorted, 2, None)),
    ]
    rs.add(task="web", tid="h10-web-19", system=WEB_SYSTEM, turns=turns, state=checked_out(start, 1, None), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 20 pharmacy refills (clean)
def t20(rs: RowSet) -> None:
    # clean: pharmacy refill portal; pickup store switched #0217 Larkin → #0388 Polk, refill request creates request #RR-771-20485 and flips Lisinopril to 'Refill requested' (refills left stays 3 until filled), a renewal request replaces the Cetirizine button.
    base = "https://www.cardinalrx.com/account"
    hdr = T("""
        [20] banner ''
          [21] link 'Cardinal Rx'
          [23] link 'Prescriptions'
          [24] link 'Refill history'
          [25] link 'Pharmacy locator'
          [26] link 'Messages'
          [28] button 'Account: Harold Nguyen'
    """)
    stores = {"0217": "Cardinal Rx #0217 · 1440 Larkin St, San Francisco, CA 94109", "0388": "Cardinal Rx #0388 · 2250 Polk St, San Francisco, CA 94109"}

    def rx(store: str, checked: bool, lis_req: bool, cet_req: bool, extra: list[str] | None = None, toast: str | None = None) -> str:
        if lis_req:
            lis = ["StaticText 'Lisinopril 10 mg tablet · Qty 30 · Rx #6048213'", "StaticText 'Prescriber: Dr. Anjali Rao'",
                   "StaticText 'Last filled Mar 12, 2024 · Refills left: 3'", "StaticText 'Refill requested · ready Fri, Apr 12 after 2:00 PM at #0388'"]
        else:
            lis = [f"[111] checkbox 'Select Lisinopril 10 mg tablet', checked={checked}", "StaticText 'Lisinopril 10 mg tablet · Qty 30 · Rx #6048213'",
                   "StaticText 'Prescriber: Dr. Anjali Rao'", "StaticText 'Last filled Mar 12, 2024 · Refills left: 3'", "StaticText 'Eligible for refill'"]
        cet = ["StaticText 'Cetirizine 10 mg tablet · Qty 30 · Rx #5901144'", "StaticText 'Prescriber: Dr. Paul Okafor'",
               "StaticText 'Last filled Jan 9, 2024 · Refills left: 0'"]
        cet += ["StaticText 'Renewal requested from Dr. Paul Okafor on Apr 11, 2024'"] if cet_req else ["[135] button 'Request renewal for Cetirizine 10 mg tablet'"]
        n = 1 if checked and not lis_req else 0
        btn = f"[140] button 'Refill selected ({n})'" + (", disabled=True" if n == 0 else "")
        tl = [f"[145] status ''\n  StaticText '{toast}'"] if toast else []
        return page("Prescriptions – Cardinal Rx", base + "/prescriptions", """
            {hdr}
            [100] main ''
              [102] heading 'Your prescriptions'
              StaticText 'Pickup store: {store}'
              [104] button 'Change store'
              [106] list ''
                [110] listitem ''
                  {lis}
                [120] listitem ''
                  [121] checkbox 'Select Atorvastatin 20 mg tablet', checked=False, disabled=True
                  StaticText 'Atorvastatin 20 mg tablet · Qty 30 · Rx #6048277'
                  StaticText 'Prescriber: Dr. Anjali Rao'
                  StaticText 'Last filled Mar 28, 2024 · Refills left: 5'
                  StaticText 'Too soon to refill · eligible Apr 20, 2024'
                [130] listitem ''
                  {cet}
              {btn}
              {tl}
            {extra}
        """, hdr=hdr, store=stores[store], lis=lis, cet=cet, btn=[btn], tl=tl, extra=extra or [])

    picker = T("""
        [150] dialog 'Choose a pickup store', modal=True
          [151] textbox 'ZIP code', value='94109'
          [152] list ''
            [153] listitem ''
              StaticText 'Cardinal Rx #0217 · 1440 Larkin St · 0.3 mi · Open until 9 PM'
              StaticText 'Current store'
            [156] listitem ''
              StaticText 'Cardinal Rx #0388 · 2250 Polk St · 1.1 mi · Open until 10 PM'
              [158] button 'Select Cardinal Rx #0388'
            [160] listitem ''
              StaticText 'Cardinal Rx #0452 · 3301 Geary Blvd · 1.8 mi · Open 24 hours'
              [162] button 'Select Cardinal Rx #0452'
          [165] button 'Close'
    """)
    review = page("Review refill – Cardinal Rx", base + "/refills/review", """
        {hdr}
        [200] main ''
          [202] heading 'Review refill request'
          [204] list ''
            [205] listitem ''
              StaticText 'Lisinopril 10 mg tablet · Qty 30 · Rx #6048213'
          StaticText 'Pickup: Cardinal Rx #0388 · 2250 Polk St, San Francisco, CA 94109'
          StaticText 'Estimated ready: Fri, Apr 12, 2024 after 2:00 PM'
          StaticText 'Estimated copay: $4.00 (Blue Shield PPO)'
          [210] checkbox 'Text me when it is ready (•••-•••-0162)', checked=True
          [212] button 'Submit request'
          [213] link 'Back'
    """, hdr=hdr)
    done = page("Refill request received – Cardinal Rx", base + "/refills/RR-771-20485", """
        {hdr}
        [300] main ''
          [302] heading 'Refill request received'
          StaticText 'Request #RR-771-20485'
          StaticText 'Lisinopril 10 mg tablet · Rx #6048213'
          StaticText 'Ready estimate: Fri, Apr 12, 2024 after 2:00 PM at Cardinal Rx #0388, 2250 Polk St'
          StaticText 'We will text •••-•••-0162 when it is ready.'
          [306] link 'Back to prescriptions'
    """, hdr=hdr)
    note = "Seasonal allergies, same dose as last year. Thank you."

    def renew(text: str) -> list[str]:
        return ["[170] dialog 'Request renewal: Cetirizine 10 mg tablet', modal=True",
                "  StaticText 'We will fax Dr. Paul Okafor (Bayside Family Medicine) to ask for a new prescription.'",
                "  [172] textbox 'Note to prescriber (optional)'" + (f", value='{text}', focused" if text else ""),
                "  [174] button 'Cancel'", "  [175] button 'Send to prescriber'"]

    turns: Turns = [
        ("click('111')", rx("0217", True, False, False)),
        ("click('104')", rx("0217", True, False, False, picker)),
        ("click('158')", rx("0388", True, False, False)),
        ("click('140')", review),
        ("click('212')", done),
        ("click('306')", rx("0388", False, True, False)),
        ("click('135')", rx("0388", False, True, False, renew(""))),
        ("fill('172', '" + note + "')", rx("0388", False, True, False, renew(note))),
        ("click('175')", rx("0388", False, True, True, toast="Renewal request sent to Dr. Paul Okafor")),
    ]
    rs.add(task="web", tid="h10-web-20", system=WEB_SYSTEM, turns=turns, state=rx("0217", False, False, False), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 21 DMV appointment (clean)
def t21(rs: RowSet) -> None:
    # clean: motor-vehicle office scheduler; time slots differ by date, a 10:30 AM slot is booked (CDMV-7Q4K-2291) and then shows as 'your current time' in the reschedule view, other dates list their own slots.
    base = "https://appointments.cascadiadmv.gov"
    hdr = T("""
        [20] banner ''
          [21] link 'Cascadia DMV'
          [23] link 'Appointments'
          [24] link 'Online services'
          [25] link 'Español'
    """)
    slots = {"Fri, Apr 19": ["8:15 AM", "9:45 AM", "1:30 PM"], "Mon, Apr 22": ["8:00 AM", "10:30 AM", "11:15 AM", "3:45 PM"],
             "Wed, Apr 24": ["9:00 AM", "9:15 AM", "2:00 PM"], "Fri, Apr 26": ["10:45 AM", "3:00 PM"]}
    days = list(slots)

    def service(checked: bool) -> str:
        return page("Schedule an appointment – Cascadia DMV", base + "/schedule", """
            {hdr}
            [100] main ''
              [102] heading 'Schedule an appointment'
              StaticText 'Step 1 of 4: Choose a service'
              [104] radiogroup 'Service'
                [105] radio 'Driver license – knowledge test', checked={c}
                [106] radio 'Driver license – drive test', checked=False
                [107] radio 'REAL ID / license renewal', checked=False
                [108] radio 'Vehicle title and registration', checked=False
              [110] button 'Next'
        """, hdr=hdr, c=checked)

    offices = page("Choose an office – Cascadia DMV", base + "/schedule/office?service=knowledge-test", """
        {hdr}
        [200] main ''
          [202] heading 'Schedule an appointment'
          StaticText 'Step 2 of 4: Choose an office'
          [204] textbox 'ZIP code', value='97756'
          [206] list ''
            [210] listitem ''
              [211] link 'Redmond – 2880 SW 6th St'
              StaticText '4.1 mi · Next available: Fri, Apr 19'
            [214] listitem ''
              [215] link 'Bend – 63030 O B Riley Rd'
              StaticText '16.8 mi · Next available: Tue, Apr 23'
            [218] listitem ''
              [219] link 'Prineville – 1110 NE Elm St'
              StaticText '18.9 mi · Next available: Mon, Apr 22'
            [222] listitem ''
              [223] link 'La Pine – 51340 Hwy 97'
              StaticText '44.5 mi · Next available: Thu, May 2'
    """, hdr=hdr)

    def when(day: str, pick: str, resched: bool) -> str:
        dl = [f"[{310 + i}] button '{d}, available'" + (", pressed=True" if d == day else "") for i, d in enumerate(days)]
        tl = []
        for j, t in enumerate(slots[day]):
            if resched and day == "Mon, Apr 22" and t == "10:30 AM":
                tl.append(f"[{322 + j}] button '10:30 AM, your current time', disabled=True")
            else:
                tl.append(f"[{322 + j}] button '{t}'" + (", pressed=True" if t == pick else ""))
        if resched:
            head = ["[302] heading 'Reschedule appointment CDMV-7Q4K-2291'", "StaticText 'Current: Mon, Apr 22, 2024 at 10:30 AM · Redmond – 2880 SW 6th St'"]
            btn = "[330] button 'Confirm new time'" + ("" if pick else ", disabled=True")
            url = base + "/appointments/CDMV-7Q4K-2291/reschedule"
        else:
            head = ["[302] heading 'Schedule an appointment'", "StaticText 'Step 3 of 4: Pick a date and time · Redmond – 2880 SW 6th St · Driver license – knowledge test'"]
            btn = "[330] button 'Continue'" + ("" if pick else ", disabled=True")
            url = base + "/schedule/time?service=knowledge-test&office=redmond"
        return page("Pick a time – Cascadia DMV", url, """
            {hdr}
            [300] main ''
              {head}
              [304] grid 'April 2024'
                {dl}
              [320] heading 'Times on {day}'
              [321] list ''
                {tl}
              {btn}
        """, hdr=hdr, head=head, dl=dl, day=day, tl=tl, btn=[btn])

    def info(first: str, last: str, email: str, focus: str) -> str:
        def v(x: str, k: str) -> str:
            return (f", value='{x}'" if x else "") + (", focused" if focus == k else "")
        return page("Your information – Cascadia DMV", base + "/schedule/details", """
            {hdr}
            [400] main ''
              [402] heading 'Schedule an appointment'
              StaticText 'Step 4 of 4: Your information'
              StaticText 'Driver license – knowledge test · Redmond – 2880 SW 6th St · Mon, Apr 22, 2024 at 10:30 AM'
              [404] textbox 'First name'{f}
              [405] textbox 'Last name'{la}
              [406] textbox 'Email'{e}
              [407] textbox 'Mobile phone (optional)'
              [410] button 'Book appointment'
        """, hdr=hdr, f=v(first, "first"), la=v(last, "last"), e=v(email, "email"))

    booked = page("Appointment confirmed – Cascadia DMV", base + "/appointments/CDMV-7Q4K-2291", """
        {hdr}
        [500] main ''
          [502] heading "You're booked"
          StaticText 'Confirmation number: CDMV-7Q4K-2291'
          StaticText 'Driver license – knowledge test'
          StaticText 'Mon, Apr 22, 2024 at 10:30 AM'
          StaticText 'Redmond – 2880 SW 6th St, Redmond, OR 97756'
          StaticText 'A confirmation was sent to wren.castellanos@outlook.com.'
          StaticText 'Bring proof of identity, proof of address and the $5 knowledge test fee. Arrive 10 minutes early.'
          [510] button 'Reschedule'
          [511] button 'Cancel appointment'
          [512] link 'Add to calendar (.ics)'
    """, hdr=hdr)
    em = "wren.castellanos@outlook.com"
    turns: Turns = [
        ("click('105')", service(True)),
        ("click('110')", offices),
        ("click('211')", when("Fri, Apr 19", "", False)),
        ("click('311')", when("Mon, Apr 22", "", False)),
        ("click('323')", when("Mon, Apr 22", "10:30 AM", False)),
        ("click('330')", info("", "", "", "")),
        ("fill('404', 'Wren')", info("Wren", "", "", "first")),
        ("fill('405', 'Castellanos')", info("Wren", "Castellanos", "", "last")),
        ("fill('406', '" + em + "')", info("Wren", "Castellanos", em, "email")),
        ("click('410')", booked),
        ("click('510')", when("Mon, Apr 22", "", True)),
        ("click('312')", when("Wed, Apr 24", "", True)),
    ]
    rs.add(task="web", tid="h10-web-21", system=WEB_SYSTEM, turns=turns, state=service(False), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 22 festival tickets (clean)
def t22(rs: RowSet) -> None:
    # clean: festival ticketing; order summary grows with quantities, a 10% promo takes $35.00 off tickets only, a $20 parking add-on raises the total, and the hold countdown keeps falling (14:58 → 11:48).
    base = "https://tickets.gatefold.co"
    hdr = T("""
        [20] banner ''
          [21] link 'Gatefold'
          [23] searchbox 'Search events'
          [25] link 'My tickets'
          [26] button 'Log in'
    """)
    kinds = [("Weekend Pass", 145.00, 12.50), ("Saturday Only", 85.00, 8.00), ("Sunday Only", 80.00, 8.00), ("Youth Weekend (13–17)", 60.00, 5.00)]

    def summary(q: dict[str, int], promo: bool, parking: bool, b0: int) -> list[str]:
        out = [f"[{b0}] region 'Order summary'"]
        tickets = 0.0
        fees = 0.0
        for name, price, fee in kinds:
            n = q.get(name, 0)
            if n:
                out.append(f"  StaticText '{n} × {name}  {money(n * price)}'")
                tickets += n * price
                fees += n * fee
        disc = round(tickets * 0.10, 2) if promo else 0.0
        if promo:
            out.append(f"  StaticText 'Promo TIDEWATER10 (10% off tickets)  −{money(disc)}'")
        if parking:
            out.append("  StaticText 'Parking pass, both days  $20.00'")
        out.append(f"  StaticText 'Fees  {money(fees)}'")
        out.append(f"  StaticText 'Total  {money(tickets - disc + fees + (20 if parking else 0))}'")
        return out

    def event(q: dict[str, int]) -> str:
        rows = []
        for i, (name, price, fee) in enumerate(kinds):
            b = 110 + 4 * i
            rows.append(f"[{b}] row ''\n  [{b + 1}] cell '{name}'\n  [{b + 2}] cell '{money(price)} + {money(fee)} fee'\n  [{b + 3}] combobox 'Quantity for {name}', hasPopup='listbox', expanded=False\n    StaticText '{q.get(name, 0)}'")
        any_ = any(q.values())
        summ = summary(q, False, False, 130) if any_ else ["[130] region 'Order summary'", "  StaticText 'No tickets selected'"]
        return page("Tidewater Folk Festival 2024 – Gatefold", base + "/e/tidewater-folk-festival-2024", """
            {hdr}
            [100] main ''
              [102] heading 'Tidewater Folk Festival 2024'
              StaticText 'Sat, Jul 13 – Sun, Jul 14, 2024 · Riverside Commons, Astoria, OR'
              StaticText 'Presented by Tidewater Arts Collective · All ages · Rain or shine'
              [106] table 'Tickets'
                [107] row ''
                  [108] columnheader 'Ticket'
                  [109] columnheader 'Price'
                  [1091] columnheader 'Quantity'
                {rows}
              {summ}
              [140] button 'Checkout'{dis}
        """, hdr=hdr, rows=rows, summ=summ, dis="" if any_ else ", disabled=True")

    q2 = {"Weekend Pass": 2, "Youth Weekend (13–17)": 1}

    def checkout(timer: str, promo_field: str, promo: bool, parking: bool, first: str, last: str, email: str, confirm: str, focus: str) -> str:
        def v(x: str, k: str) -> str:
            return (f", value='{x}'" if x else "") + (", focused" if focus == k else "")
        applied = ["StaticText 'TIDEWATER10 applied'", "[214] button 'Remove promo code'"] if promo else []
        return page("Checkout – Gatefold", base + "/checkout/ord_8Kq2ZpT4", """
            {hdr}
            [200] main ''
              [202] heading 'Checkout'
              [203] timer ''
                StaticText "We're holding your tickets for {timer}"
              StaticText 'Tidewater Folk Festival 2024 · Jul 13–14 · Riverside Commons, Astoria, OR'
              [206] textbox 'First name'{f}
              [207] textbox 'Last name'{la}
              [208] textbox 'Email'{e}
              [209] textbox 'Confirm email'{c}
              [212] textbox 'Promo code'{p}
              [213] button 'Apply'
              {applied}
              [215] checkbox 'Add on-site parking pass, both days ($20.00)', checked={park}
              {summ}
              [230] button 'Continue to payment'
        """, hdr=hdr, timer=timer, f=v(first, "first"), la=v(last, "last"), e=v(email, "email"), c=v(confirm, "confirm"),
                    p=v(promo_field, "promo"), applied=applied, park=parking, summ=summary(q2, promo, parking, 220))

    pay = page("Payment – Gatefold", base + "/checkout/ord_8Kq2ZpT4/payment", """
        {hdr}
        [300] main ''
          [302] heading 'Payment'
          [303] timer ''
            StaticText "We're holding your tickets for 11:48"
          StaticText 'Tickets for: Ama Boateng · ama.boateng@fastmail.com'
          [306] textbox 'Card number'
          [307] textbox 'Expiration (MM/YY)'
          [308] textbox 'CVC'
          [309] textbox 'Billing ZIP'
          {summ}
          [330] button 'Place order · $365.00'
          [331] link 'Back'
    """, hdr=hdr, summ=summary(q2, True, True, 320))
    em = "ama.boateng@fastmail.com"
    turns: Turns = [
        ("select_option('113', '2')", event({"Weekend Pass": 2})),
        ("select_option('125', '1')", event(q2)),
        ("click('140')", checkout("14:58", "", False, False, "", "", "", "", "")),
        ("fill('212', 'TIDEWATER10')", checkout("14:21", "TIDEWATER10", False, False, "", "", "", "", "promo")),
        ("click('213')", checkout("14:09", "", True, False, "", "", "", "", "")),
        ("click('215')", checkout("13:52", "", True, True, "", "", "", "", "")),
        ("fill('206', 'Ama')", checkout("13:10", "", True, True, "Ama", "", "", "", "first")),
        ("fill('207', 'Boateng')", checkout("12:47", "", True, True, "Ama", "Boateng", "", "", "last")),
        ("fill('208', '" + em + "')", checkout("12:20", "", True, True, "Ama", "Boateng", em, "", "email")),
        ("fill('209', '" + em + "')", checkout("12:02", "", True, True, "Ama", "Boateng", em, em, "confirm")),
        ("click('230')", pay),
    ]
    rs.add(task="web", tid="h10-web-22", system=WEB_SYSTEM, turns=turns, state=event({}), bad=False, turn=None, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
