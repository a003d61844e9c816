# ruff: noqa: E501
"""Held-out web trajectories (h15-web-01 .. h15-web-22): BrowserGym actions, accessibility-tree observations.

Written from the official web prompt's action space; each observation is the page's accessibility tree
(``[bid] role 'name'`` lines, nesting by tabs) with the page URL on top.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree


def page(title: str, url: str, body: str) -> str:
    """An accessibility tree from an indented outline (two spaces a level) written at column 0."""
    lines = []
    for raw in body.strip("\n").split("\n"):
        if not raw.strip():
            continue
        n = len(raw) - len(raw.lstrip(" "))
        lines.append("\t" * (n // 2) + raw.strip())
    return axtree(title, lines, url)


def overlay(pg: str, body: str) -> str:
    """Appends top-level nodes (a dialog, a status line) to a rendered tree."""
    lines = []
    for raw in body.strip("\n").split("\n"):
        if not raw.strip():
            continue
        n = len(raw) - len(raw.lstrip(" "))
        lines.append("\t" * (n // 2 + 1) + raw.strip())
    return pg + "\n" + "\n".join(lines)


def ind(text: str, n: int) -> str:
    """Indents an outline block by n levels."""
    return "\n".join(("  " * n + ln) if ln.strip() else ln for ln in text.strip("\n").split("\n"))


def money(x: float) -> str:
    return f"${x:,.2f}"


def eur(x: float) -> str:
    return f"€{x:,.2f}"


# ---------------------------------------------------------------------------------------------------------
# 01
def t01(rs: RowSet) -> None:
    # clean: grocery storefront, search -> add 3 concentrates -> add carafe -> cart -> qty 2 -> free shipping threshold crossed
    host = "http://shop.pantryandpine.com"

    def header(cart: int, q: str = "", focused: bool = False) -> str:
        val = f", value='{q}'" if q else ""
        foc = ", focused" if focused else ""
        badge = f"[31] link 'My Cart {cart} items'\n  StaticText '{cart}'" if cart else "[31] link 'My Cart'"
        return f"""
banner ''
  [18] link 'Pantry & Pine home'
    img 'Pantry & Pine'
  StaticText 'Welcome, Odile Fournier!'
  [22] link 'My Account'
  [24] link 'My Wish List'
  [26] link 'Sign Out'
{ind(badge, 1)}
  [212] textbox 'Search entire store here...', clickable{foc}{val}
  [214] button 'Search'
navigation 'Categories'
  [40] link 'Coffee & Tea'
  [41] link 'Kitchen'
  [42] link 'Pantry'
  [43] link 'Home Goods'
  [44] link 'Sale'"""

    home_main = """
main ''
  heading 'Fresh this week'
  [101] link 'Autumn pantry staples — up to 20% off'
  StaticText 'Free standard shipping on orders over $60.'
  heading 'Popular right now'
  [120] link 'Hearthside Maple Granola, 16 oz'
  StaticText '$8.95'
  [121] button 'Add to Cart'
  [124] link 'Driftwood Roasters Whole Bean, Sumatra 12 oz'
  StaticText '$15.50'
  [125] button 'Add to Cart'
  [128] link 'Enamel Pour-Over Kettle 1L - Cream'
  StaticText '$42.00'
  [129] button 'Add to Cart'
contentinfo ''
  [160] link 'Shipping & Returns'
  [161] link 'Contact Us'
  StaticText '© 2024 Pantry & Pine Provisions'"""

    products = [
        ("501", "Driftwood Roasters Cold Brew Concentrate, 32 fl oz", 12.49, "86%", 41),
        ("511", "Ember & Oak Decaf Cold Brew Concentrate, 32 fl oz", 13.99, "78%", 12),
        ("521", "Driftwood Roasters Cold Brew Concentrate Multipack, 3 x 32 fl oz", 34.50, "90%", 9),
        ("531", "Kōri Cold Brew Glass Carafe 1.2L", 18.00, "92%", 67),
        ("541", "Slow Drip Cold Brew Filter Bags, 24 ct", 9.75, "74%", 23),
        ("551", "Cascara Cold Brew Concentrate, 16 fl oz", 11.20, "68%", 5),
    ]

    def results(cart: int, msg: str = "") -> str:
        items = []
        for bid, name, price, rating, n in products:
            b = int(bid)
            items.append(f"""
listitem ''
  [{b}] link '{name}'
    img '{name}'
  [{b + 2}] link '{name}'
  StaticText 'Rating: {rating}'
  [{b + 4}] link '{n} Reviews'
  StaticText '{money(price)}'
  [{b + 6}] button 'Add to Cart'
  [{b + 7}] link 'Add to Wish List'""")
        body = header(cart, "cold brew concentrate") + f"""
main ''
{ind(msg, 1) if msg else ''}
  heading "Search results for: 'cold brew concentrate'"
  StaticText '6 items'
  [460] combobox 'Sort By', hasPopup='menu', expanded=False
    option 'Relevance', selected=True
  list ''
{ind(''.join(items), 2)}
contentinfo ''
  [160] link 'Shipping & Returns'
  [161] link 'Contact Us'
  StaticText '© 2024 Pantry & Pine Provisions'"""
        return page("Search results for: 'cold brew concentrate' | Pantry & Pine", f"{host}/catalogsearch/result/?q=cold+brew+concentrate", body)

    def product(name: str, slug: str, sku: str, price: float, rating: str, n: int, cart: int, qty: str, desc: str, msg: str = "", q: str = "") -> str:
        note = f"""
alert ''
  StaticText 'You added {name} to your '
  [290] link 'shopping cart'
  StaticText '.'""" if msg else ""
        body = header(cart, q) + f"""
main ''
{ind(note, 1) if note else ''}
  [300] link 'Home'
  [301] link 'Coffee & Tea'
  heading '{name}'
  StaticText 'Rating: {rating}'
  [310] link '{n} Reviews'
  StaticText '{money(price)}'
  StaticText 'In stock'
  StaticText 'SKU: {sku}'
  [320] spinbutton 'Qty', clickable, value='{qty}'
  [322] button 'Add to Cart'
  [324] link 'Add to Wish List'
  tablist ''
    [330] tab 'Details', selected=True
    [331] tab 'More Information', selected=False
    [332] tab 'Reviews ({n})', selected=False
  tabpanel 'Details'
    StaticText '{desc}'
contentinfo ''
  [160] link 'Shipping & Returns'
  [161] link 'Contact Us'
  StaticText '© 2024 Pantry & Pine Provisions'"""
        return page(f"{name} | Pantry & Pine", f"{host}/{slug}.html", body)

    cb = ("Driftwood Roasters Cold Brew Concentrate, 32 fl oz", "driftwood-roasters-cold-brew-concentrate-32-fl-oz", "DWR-CBC-32", 12.49, "86%", 41,
          "Slow-steeped for 18 hours from a Colombia and Guatemala blend. Mix 1 part concentrate to 2 parts water or milk. Refrigerate after opening; best within 14 days.")
    cf = ("Kōri Cold Brew Glass Carafe 1.2L", "kori-cold-brew-glass-carafe-1-2l", "KRI-CBC-12", 18.00, "92%", 67,
          "Borosilicate carafe with a fine stainless mesh filter and silicone lid. Brews up to 1.2 L; fits in a fridge door. Dishwasher safe except the filter.")

    def cart_page(q1: int, q2: str, q2n: int, msg: str = "") -> str:
        sub = q1 * 12.49 + q2n * 18.00
        ship = 0.0 if sub >= 60 else 5.99
        tax = round(sub * 0.0825 + 1e-9, 2)
        total = sub + ship + tax
        cart = q1 + q2n
        free = "StaticText 'You qualify for free standard shipping.'" if ship == 0 else f"StaticText 'Add {money(60 - sub)} more to get free standard shipping.'"
        shipline = "StaticText 'Free'" if ship == 0 else f"StaticText '{money(ship)}'"
        body = header(cart) + f"""
main ''
{ind(msg, 1) if msg else ''}
  heading 'Shopping Cart'
  {free}
  table 'Shopping Cart Items'
    row ''
      columnheader 'Item'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Subtotal'
    row ''
      gridcell 'Driftwood Roasters Cold Brew Concentrate, 32 fl oz'
        [610] link 'Driftwood Roasters Cold Brew Concentrate, 32 fl oz'
        StaticText 'SKU: DWR-CBC-32'
      gridcell '$12.49'
      gridcell ''
        [614] spinbutton 'Qty', clickable, value='{q1}'
      gridcell '{money(q1 * 12.49)}'
      [616] link 'Edit item parameters'
      [617] link 'Remove item'
    row ''
      gridcell 'Kōri Cold Brew Glass Carafe 1.2L'
        [620] link 'Kōri Cold Brew Glass Carafe 1.2L'
        StaticText 'SKU: KRI-CBC-12'
      gridcell '$18.00'
      gridcell ''
        [624] spinbutton 'Qty', clickable, value='{q2}'
      gridcell '{money(q2n * 18.00)}'
      [626] link 'Edit item parameters'
      [627] link 'Remove item'
  [640] link 'Continue Shopping'
  [641] button 'Update Shopping Cart'
  region 'Summary'
    heading 'Summary'
    [650] button 'Estimate Shipping and Tax', expanded=False
    table ''
      row ''
        rowheader 'Subtotal'
        gridcell '{money(sub)}'
      row ''
        rowheader 'Shipping (Standard Ground)'
        gridcell ''
          {shipline}
      row ''
        rowheader 'Tax (WA 8.25%)'
        gridcell '{money(tax)}'
      row ''
        rowheader 'Order Total'
        gridcell '{money(total)}'
    [660] button 'Proceed to Checkout'
  [670] button 'Apply Discount Code', expanded=False"""
        return page("Shopping Cart | Pantry & Pine", f"{host}/checkout/cart/", body)

    home0 = page("Pantry & Pine — Coffee, Tea & Pantry Goods", f"{host}/", header(0) + home_main)
    home1 = page("Pantry & Pine — Coffee, Tea & Pantry Goods", f"{host}/", header(0, "cold brew concentrate", True) + home_main)
    turns = [
        ("fill('212', 'cold brew concentrate')", home1),
        ("press('212', 'Enter')", results(0)),
        ("click('503')", product(*cb[:6], 0, "1", cb[6])),
        ("fill('320', '3')", product(*cb[:6], 0, "3", cb[6])),
        ("click('322')", product(*cb[:6], 3, "3", cb[6], msg="y")),
        ("go_back()", results(3)),
        ("click('533')", product(*cf[:6], 3, "1", cf[6])),
        ("click('322')", product(*cf[:6], 4, "1", cf[6], msg="y")),
        ("click('31')", cart_page(3, "1", 1)),
        ("fill('624', '2')", cart_page(3, "2", 1)),
        ("click('641')", cart_page(3, "2", 2)),
    ]
    rs.add(task="web", tid="h15-web-01", system=WEB_SYSTEM, turns=turns, state=home0)


# ---------------------------------------------------------------------------------------------------------
# 02
def t02(rs: RowSet) -> None:
    # clean: shop admin, filter orders by name, invoice a pending order, add a note, clear filter (a new order arrived meanwhile)
    host = "http://admin.storewise.shop/admin"
    side = """
navigation ''
  menubar '', orientation='horizontal'
    [70] link 'Dashboard'
    [71] link 'Sales'
    [72] link 'Catalog'
    [73] link 'Customers'
    [74] link 'Marketing'
    [75] link 'Reports'
    [76] link 'Stores'
banner ''
  [80] link 'admin_lfoster'
  [81] link 'Notifications 3'"""

    def grid(rows: list[tuple[str, str, str, str, str]], total: int, kw: str, kw_box: str) -> str:
        rr = []
        for i, (oid, date, name, gt, st) in enumerate(rows):
            b = 400 + i * 10
            rr.append(f"""
row ''
  gridcell ''
    [{b}] checkbox 'Select {oid}', checked=False
  gridcell '{oid}'
  gridcell '{date}'
  gridcell '{name}'
  gridcell '{name}'
  gridcell '{gt}'
  gridcell '{st}'
  gridcell ''
    [{b + 7}] link 'View'""")
        active = f"""
StaticText 'Active filters:'
StaticText 'Keyword: {kw}'
[360] button 'Remove Keyword: {kw} filter'
[362] button 'Clear all'""" if kw else ""
        body = side + f"""
main ''
  heading 'Orders'
  [300] button 'Create New Order'
  [310] textbox 'Search by keyword', clickable{", value='" + kw_box + "'" if kw_box else ''}
  [311] button 'Search'
  [320] button 'Filters'
  [322] button 'Default View'
  [324] button 'Columns'
  [326] button 'Export'
{ind(active, 1) if active else ''}
  [330] combobox 'Actions', hasPopup='menu', expanded=False
  StaticText '{total} records found'
  [340] combobox 'per page', value='10'
  [342] button 'Previous Page', disabled=True
  [343] spinbutton 'Page', value='1'
  StaticText 'of {-(-total // 10)}'
  [345] button 'Next Page'{", disabled=True" if total <= 10 else ''}
  table ''
    row ''
      columnheader ''
      columnheader 'ID'
      columnheader 'Purchase Date', sort='descending'
      columnheader 'Bill-to Name'
      columnheader 'Ship-to Name'
      columnheader 'Grand Total (Purchased)'
      columnheader 'Status'
      columnheader 'Action'
{ind(''.join(rr), 2)}"""
        return page("Orders / Operations / Sales / Storewise Admin", f"{host}/sales/order/", body)

    base = [
        ("000000331", "Mar 14, 2024 2:41:09 PM", "Hyun-woo Bae", "$58.00", "Pending"),
        ("000000330", "Mar 14, 2024 11:05:52 AM", "Teodora Ilić", "$212.35", "Processing"),
        ("000000329", "Mar 13, 2024 9:47:30 PM", "Chidi Okonkwo", "$89.90", "Complete"),
        ("000000328", "Mar 13, 2024 4:12:18 PM", "Marguerite Vance", "$34.75", "Canceled"),
        ("000000327", "Mar 13, 2024 10:03:44 AM", "Aarav Menon", "$127.60", "Processing"),
        ("000000326", "Mar 12, 2024 7:58:01 PM", "Sofía Arriaga", "$76.40", "Complete"),
        ("000000325", "Mar 12, 2024 1:20:37 PM", "Liam Kearney", "$301.15", "Pending"),
        ("000000324", "Mar 12, 2024 9:14:55 AM", "Ngozi Okonkwo-Reyes", "$45.00", "Complete"),
        ("000000323", "Mar 11, 2024 6:33:12 PM", "Pieter de Wit", "$63.25", "Processing"),
        ("000000322", "Mar 11, 2024 2:02:47 PM", "Ines Haddad", "$150.00", "Complete"),
    ]

    def okon(st: str) -> list[tuple[str, str, str, str, str]]:
        return [base[2], base[7], ("000000318", "Mar 10, 2024 8:26:03 PM", "Adaeze Okonkwo", "$147.20", st)]

    def order(status: str, paid: float, notes: list[str], comment: str = "", msg: str = "") -> str:
        due = 147.20 - paid
        buttons = ("[500] button 'Back'\n[501] button 'Cancel'\n[502] button 'Send Email'\n[503] button 'Hold'\n[504] button 'Invoice'\n[505] button 'Ship'\n[506] button 'Edit'"
                   if status == "Pending" else
                   "[500] button 'Back'\n[502] button 'Send Email'\n[503] button 'Hold'\n[505] button 'Ship'\n[507] button 'Credit Memo'\n[506] button 'Edit'")
        inv = "0" if status == "Pending" else "1"
        hist = "\n".join(notes)
        body = side + f"""
main ''
  heading '# 000000318'
{ind(buttons, 1)}
{ind(msg, 1) if msg else ''}
  tablist ''
    [510] tab 'Information', selected=True
    [511] tab 'Invoices ({inv})', selected=False
    [512] tab 'Credit Memos (0)', selected=False
    [513] tab 'Shipments (0)', selected=False
    [514] tab 'Comments History', selected=False
  heading 'Order & Account Information'
  heading 'Order # 000000318 (The order confirmation email was sent)'
  table ''
    row ''
      rowheader 'Order Date'
      gridcell 'Mar 10, 2024 8:26:03 PM'
    row ''
      rowheader 'Order Status'
      gridcell '{status}'
    row ''
      rowheader 'Purchased From'
      gridcell 'Main Website / Main Website Store / Default Store View'
  heading 'Account Information'
  table ''
    row ''
      rowheader 'Customer Name'
      gridcell 'Adaeze Okonkwo'
        [520] link 'Adaeze Okonkwo'
    row ''
      rowheader 'Email'
      gridcell 'adaeze.okonkwo@fastmail.com'
    row ''
      rowheader 'Customer Group'
      gridcell 'General'
  heading 'Address Information'
  StaticText 'Adaeze Okonkwo, 2207 Larkspur Ct, Raleigh, North Carolina, 27606, United States, T: (919) 555-0143'
  heading 'Payment & Shipping Method'
  StaticText 'Check / Money order'
  StaticText 'Flat Rate - Fixed $11.20'
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
      gridcell 'Merino Crew Socks 3-Pack SKU: MRN-SOCK-3'
      gridcell '{"Ordered" if status == "Pending" else "Invoiced"}'
      gridcell '$24.00'
      gridcell '$24.00'
      gridcell 'Ordered 3{" Invoiced 3" if status != "Pending" else ""}'
      gridcell '$72.00'
    row ''
      gridcell 'Waxed Canvas Tote - Olive SKU: WXC-TOTE-OL'
      gridcell '{"Ordered" if status == "Pending" else "Invoiced"}'
      gridcell '$64.00'
      gridcell '$64.00'
      gridcell 'Ordered 1{" Invoiced 1" if status != "Pending" else ""}'
      gridcell '$64.00'
  heading 'Notes for this Order'
  [540] combobox 'Status', value='{status}'
  [541] textbox 'Comment', clickable{", value='" + comment + "'" if comment else ''}
  [542] checkbox 'Notify Customer by Email', checked=False
  [543] checkbox 'Visible on Storefront', checked=False
  [544] button 'Submit Comment'
  list ''
{ind(hist, 2)}
  heading 'Order Totals'
  table ''
    row ''
      rowheader 'Subtotal'
      gridcell '$136.00'
    row ''
      rowheader 'Shipping & Handling'
      gridcell '$11.20'
    row ''
      rowheader 'Grand Total'
      gridcell '$147.20'
    row ''
      rowheader 'Total Paid'
      gridcell '{money(paid)}'
    row ''
      rowheader 'Total Refunded'
      gridcell '$0.00'
    row ''
      rowheader 'Total Due'
      gridcell '{money(due)}'"""
        return page("# 000000318 / Orders / Operations / Sales / Storewise Admin", f"{host}/sales/order/view/order_id/318/", body)

    n0 = "listitem ''\n  StaticText 'Mar 10, 2024 8:26:04 PM | Pending | Customer Notified'\n  StaticText 'Order placed via storefront checkout.'"
    n1 = "listitem ''\n  StaticText 'Mar 14, 2024 3:49:31 PM | Processing | Customer Not Notified'\n  StaticText 'Invoice #000000207 created. Captured amount of $147.20 offline.'"
    c = "Customer asked for gift wrap — confirmed by phone."
    n2 = f"listitem ''\n  StaticText 'Mar 14, 2024 3:52:08 PM | Processing | Customer Not Notified'\n  StaticText '{c}'"

    invoice = page("New Invoice / Invoices / Operations / Sales / Storewise Admin", f"{host}/sales/order_invoice/new/order_id/318/", side + """
main ''
  heading 'New Invoice'
  [600] button 'Back'
  [601] button 'Reset'
  heading 'Order # 000000318 (The order confirmation email was sent)'
  StaticText 'Order Date: Mar 10, 2024 8:26:03 PM'
  StaticText 'Order Status: Pending'
  StaticText 'Customer Name: Adaeze Okonkwo'
  heading 'Items to Invoice'
  table ''
    row ''
      columnheader 'Product'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Qty to Invoice'
      columnheader 'Row Total'
    row ''
      gridcell 'Merino Crew Socks 3-Pack SKU: MRN-SOCK-3'
      gridcell '$24.00'
      gridcell 'Ordered 3'
      gridcell ''
        [610] spinbutton 'Qty to Invoice', value='3'
      gridcell '$72.00'
    row ''
      gridcell 'Waxed Canvas Tote - Olive SKU: WXC-TOTE-OL'
      gridcell '$64.00'
      gridcell 'Ordered 1'
      gridcell ''
        [612] spinbutton 'Qty to Invoice', value='1'
      gridcell '$64.00'
  [614] button 'Update Qty', disabled=True
  heading 'Invoice Totals'
  table ''
    row ''
      rowheader 'Subtotal'
      gridcell '$136.00'
    row ''
      rowheader 'Shipping & Handling'
      gridcell '$11.20'
    row ''
      rowheader 'Grand Total'
      gridcell '$147.20'
  [620] combobox 'Amount', value='Capture Offline'
  [622] checkbox 'Email Copy of Invoice', checked=False
  [624] button 'Submit Invoice'""")

    new_row = ("000000332", "Mar 14, 2024 3:50:17 PM", "Wren Alcott", "$92.10", "Pending")
    turns = [
        ("fill('310', 'Okonkwo')", grid(base, 212, "", "Okonkwo")),
        ("press('310', 'Enter')", grid(okon("Pending"), 3, "Okonkwo", "Okonkwo")),
        ("click('427')", order("Pending", 0.0, [n0])),
        ("click('504')", invoice),
        ("click('624')", order("Processing", 147.20, [n1, n0], msg="alert ''\n  StaticText 'The invoice has been created.'")),
        (f"fill('541', '{c}')", order("Processing", 147.20, [n1, n0], comment=c, msg="alert ''\n  StaticText 'The invoice has been created.'")),
        ("click('544')", order("Processing", 147.20, [n2, n1, n0], msg="alert ''\n  StaticText 'The invoice has been created.'")),
        ("click('500')", grid(okon("Processing"), 3, "Okonkwo", "Okonkwo")),
        ("click('362')", grid([new_row] + base[:9], 213, "", "")),
    ]
    rs.add(task="web", tid="h15-web-02", system=WEB_SYSTEM, turns=turns, state=grid(base, 212, "", ""))


# ---------------------------------------------------------------------------------------------------------
# 03
def t03(rs: RowSet) -> None:
    # clean: forum, upvote a post, comment on it, re-sort comments, back to the forum (hot, then new), downvote another, open own profile
    host = "http://forum.threadloom.net"
    top = """
navigation ''
  [12] link 'Threadloom'
  [14] link 'Forums'
  [15] link 'Wiki'
  [16] searchbox 'Search query'
  [18] link 'Submit'
  [20] button 'marlo_builds', hasPopup='menu', expanded=False
  [22] link 'Notifications (0)'"""
    posts = {
        "A": ("Finally flattened my 36\" workbench top with a router sled", "pinecone_jo", "9 hours ago", "image", 128, 54, 8812),
        "B": ("Walnut end-grain board — first attempt, lessons learned", "tsuki_woodshop", "5 hours ago", "image", 41, 5, 8840),
        "C": ("PSA: check your tablesaw riving knife alignment", "oldgrowth_al", "11 hours ago", "text", 37, 9, 8803),
        "D": ("Is a #4½ worth it over a #4 for a first smoother?", "brambleandbevel", "7 hours ago", "text", 22, 31, 8826),
        "E": ("Dust collection for a one-car garage — cyclone or bags?", "corvid_cuts", "2 hours ago", "text", 6, 4, 8851),
        "F": ("Tung oil vs. Danish oil for a mallet?", "fenwick_r", "1 hour ago", "text", 3, 2, 8857),
        "G": ("Anyone tried the new Veritas small router plane?", "hollis_and_grain", "2 minutes ago", "text", 1, 0, 8871),
    }

    def listing(order: list[str], sort: str, score: dict[str, int], ncom: dict[str, int], vote: dict[str, str]) -> str:
        items = []
        for i, k in enumerate(order):
            title, user, when, kind, _s, _c, pid = posts[k]
            b = 200 + i * 10
            v = vote.get(k, "")
            up = ", pressed=True" if v == "up" else ""
            dn = ", pressed=True" if v == "down" else ""
            items.append(f"""
article ''
  [{b}] button 'Upvote'{up}
  StaticText '{score[k]}'
  [{b + 1}] button 'Downvote'{dn}
  heading '{title}'
    [{b + 2}] link '{title}'
  StaticText '{'[image]' if kind == 'image' else '[text]'}'
  StaticText 'Submitted {when} by'
  [{b + 3}] link '{user}'
  StaticText 'in'
  [{b + 4}] link 'f/woodworking'
  [{b + 5}] link '{ncom[k]} comment{'s' if ncom[k] != 1 else ''}'
  [{b + 6}] button 'Share'""")
        body = top + f"""
main ''
  heading 'f/woodworking'
  StaticText 'Hand tools, power tools, finishes, and finished pieces.'
  [100] button 'Unsubscribe'
  StaticText '61,204 subscribers'
  navigation 'Sort'
    [110] link 'Hot'{', current' if sort == 'hot' else ''}
    [111] link 'New'{', current' if sort == 'new' else ''}
    [112] link 'Active'
    [113] link 'Top'
    [114] link 'Controversial'
{ind(''.join(items), 1)}
  [190] link 'More'
complementary ''
  heading 'Moderators'
  [150] link 'oldgrowth_al'
  [151] link 'sawdust_and_sundry'
  [152] link 'Message the moderators'"""
        url = f"{host}/f/woodworking" + ("/new" if sort == "new" else "")
        return page("f/woodworking — Threadloom", url, body)

    cm = {
        "c1": ("oldgrowth_al", "4 hours ago", 32, "Chamfer the bottom edge and add rubber feet — it'll stop the rocking you mentioned.", None),
        "c2": ("pinecone_jo", "3 hours ago", 19, "Glue-up pattern looks great. What did you use for the final flattening?", None),
        "c3": ("tsuki_woodshop", "2 hours ago", 11, "Router sled, then a card scraper. Tearout was brutal on the walnut ends.", "c2"),
        "c4": ("brambleandbevel", "2 hours ago", 6, "Mineral oil + beeswax, reapply monthly. Skip the tung oil on a cutting surface.", None),
        "c5": ("fenwick_r", "1 hour ago", 2, "What's the finished size? Looks about 12x16.", None),
        "me": ("marlo_builds", "a few seconds ago", 1, "For end grain I'd flood it with mineral oil for two days before the wax — it soaks in way more than face grain.", None),
    }
    reply = "For end grain I'd flood it with mineral oil for two days before the wax — it soaks in way more than face grain."

    def sub_page(order: list[str], sort: str, n: int, box: str = "") -> str:
        out = []
        b = 400
        op = "\n  StaticText 'OP'"
        for k in order:
            user, when, pts, text, _parent = cm[k]
            kids = [c for c, v in cm.items() if v[4] == k]
            blk = f"""
article ''
  [{b}] link '{user}'{op if user == 'tsuki_woodshop' else ''}
  StaticText '{when}'
  StaticText '{pts} point{'s' if pts != 1 else ''}'
  paragraph ''
    StaticText '{text}'
  [{b + 1}] button 'Upvote'{', pressed=True' if k == 'me' else ''}
  [{b + 2}] button 'Downvote'
  [{b + 3}] link 'Reply'
  [{b + 4}] link 'Permalink'"""
            b += 10
            for kid in kids:
                ku, kw, kp, kt, _ = cm[kid]
                blk += f"""
  article ''
    [{b}] link '{ku}'
    StaticText 'OP'
    StaticText '{kw}'
    StaticText '{kp} points'
    paragraph ''
      StaticText '{kt}'
    [{b + 1}] button 'Upvote'
    [{b + 2}] button 'Downvote'
    [{b + 3}] link 'Reply'
    [{b + 4}] link 'Permalink'"""
                b += 10
            out.append(blk)
        val = f", value='{box}'" if box else ""
        body = top + f"""
main ''
  article ''
    [300] button 'Upvote', pressed=True
    StaticText '42'
    [301] button 'Downvote'
    heading 'Walnut end-grain board — first attempt, lessons learned'
    StaticText 'Submitted 5 hours ago by'
    [303] link 'tsuki_woodshop'
    StaticText 'in'
    [304] link 'f/woodworking'
    img 'End-grain cutting board in walnut and maple checkerboard'
    paragraph ''
      StaticText 'Maple and walnut, 1.75" thick. Biggest lessons: mill everything at once, and a drum sander is worth borrowing. Ask away.'
    [306] button 'Share'
  heading '{n} comments'
  [320] textbox 'Comment', clickable{val}
  [321] button 'Post'
  [330] combobox 'Sort comments by', hasPopup='menu', expanded=False
    option '{sort}', selected=True
{ind(''.join(out), 1)}"""
        return page("Walnut end-grain board — first attempt, lessons learned — f/woodworking — Threadloom", f"{host}/f/woodworking/8840/walnut-end-grain-board-first-attempt-lessons-learned", body)

    hot = ["A", "B", "C", "D", "E", "F"]
    new = ["G", "F", "E", "B", "D", "A"]
    sc0 = {k: v[4] for k, v in posts.items()}
    nc0 = {k: v[5] for k, v in posts.items()}
    sc1 = dict(sc0, B=42)
    nc1 = dict(nc0, B=6)
    sc2 = dict(sc1, F=2)
    profile = page("marlo_builds — Threadloom", f"{host}/user/marlo_builds", top + f"""
main ''
  heading 'marlo_builds'
  StaticText 'Registered 2 years ago'
  navigation ''
    [500] link 'Overview', current
    [501] link 'Submissions'
    [502] link 'Comments'
  article ''
    StaticText 'Comment on'
    [510] link 'Walnut end-grain board — first attempt, lessons learned'
    StaticText 'in f/woodworking · 1 minute ago · 1 point'
    paragraph ''
      StaticText '{reply}'
  article ''
    StaticText 'Comment on'
    [520] link 'Shellac flakes shelf life?'
    StaticText 'in f/woodworking · 3 days ago · 14 points'
    paragraph ''
      StaticText 'Dissolved, about six months for me. Dry flakes kept in a jar in a cool cupboard lasted years.'
  article ''
    [530] link 'Built a Roubo-style leg vise from scrap oak'
    StaticText 'Submitted to f/woodworking · 2 weeks ago · 214 points · 37 comments'
  article ''
    StaticText 'Comment on'
    [540] link 'Recommend a first set of chisels under $150?'
    StaticText 'in f/handtools · 3 weeks ago · 6 points'
    paragraph ''
      StaticText 'Narex Richter if you can find them, otherwise the standard Narex set and spend the rest on stones.'""")
    turns = [
        ("click('210')", listing(hot, "hot", sc1, nc0, {"B": "up"})),
        ("click('215')", sub_page(["c1", "c2", "c4", "c5"], "Top", 5)),
        (f"fill('320', \"{reply}\")", sub_page(["c1", "c2", "c4", "c5"], "Top", 5, reply)),
        ("click('321')", sub_page(["c1", "c2", "c4", "c5", "me"], "Top", 6)),
        ("select_option('330', 'New')", sub_page(["me", "c5", "c4", "c2", "c1"], "New", 6)),
        ("click('304')", listing(hot, "hot", sc1, nc1, {"B": "up"})),
        ("click('111')", listing(new, "new", sc1, nc1, {"B": "up"})),
        ("click('211')", listing(new, "new", sc2, nc1, {"B": "up", "F": "down"})),
        ("goto('http://forum.threadloom.net/user/marlo_builds')", profile),
    ]
    rs.add(task="web", tid="h15-web-03", system=WEB_SYSTEM, turns=turns, state=listing(hot, "hot", sc0, nc0, {}))


# ---------------------------------------------------------------------------------------------------------
# 04
def t04(rs: RowSet) -> None:
    # bad: GitLab, issue #57 closed with a comment at turn 3 (and listed under Closed at turn 5); turn 6 reopens the same issue page and its status badge reads Open with no reopen action
    host = "http://gitlab.freightops.dev"
    proj = f"{host}/freight-ops/route-planner"

    def nav(n_issues: int) -> str:
        return f"""
banner ''
  [8] link 'Homepage'
  [10] searchbox 'Search GitLab'
  [12] link 'Create new...'
  [14] link 'Issues 6'
  [15] link 'Merge requests 2'
  [16] link 'To-Do List 1'
  [18] button 'Mei Tanaka user’s menu', hasPopup='menu', expanded=False
navigation 'Project navigation'
  [30] link 'route-planner'
  [31] link 'Project information'
  [32] link 'Repository'
  [33] link 'Issues {n_issues}'
  [34] link 'Merge requests 4'
  [35] link 'CI/CD'
  [36] link 'Deployments'
  [37] link 'Wiki'
  [38] link 'Settings'"""

    open_rows = {
        "57": ("Geocoder timeout on batch imports > 5k rows", "#57 · created 2 weeks ago by Dana Whitfield", "v2.7", ["bug", "priority::2"], 3, "updated 3 days ago"),
        "61": ("Cache geocoder results per depot", "#61 · created 1 week ago by Ravi Subramanian", "v2.8", ["enhancement"], 2, "updated 5 days ago"),
        "49": ("Geocoder returns wrong ZIP for PO boxes", "#49 · created 1 month ago by Lucía Ferrer", "v2.7", ["bug", "priority::3"], 7, "updated 1 week ago"),
        "38": ("Swap geocoder provider behind a feature flag", "#38 · created 2 months ago by Dana Whitfield", "", ["tech-debt"], 11, "updated 3 weeks ago"),
    }
    closed_rows = [
        ("57", "Geocoder timeout on batch imports > 5k rows", "#57 · created 2 weeks ago by Dana Whitfield", "closed just now", 4),
        ("44", "Geocoder ignores apartment numbers in address line 2", "#44 · created 1 month ago by Lucía Ferrer", "closed 3 weeks ago", 6),
        ("40", "Log geocoder latency per request", "#40 · created 2 months ago by Ravi Subramanian", "closed 1 month ago", 3),
        ("33", "Geocoder fails on addresses with '#' characters", "#33 · created 2 months ago by Mei Tanaka", "closed 1 month ago", 9),
        ("29", "Retry geocoder 429 responses", "#29 · created 3 months ago by Ravi Subramanian", "closed 2 months ago", 4),
        ("24", "Geocoder API key rotation", "#24 · created 4 months ago by Dana Whitfield", "closed 3 months ago", 2),
        ("19", "Use depot lat/lon when geocoder returns no match", "#19 · created 4 months ago by Lucía Ferrer", "closed 3 months ago", 8),
        ("12", "Geocoder mock for local dev", "#12 · created 5 months ago by Mei Tanaka", "closed 5 months ago", 1),
        ("8", "Pick a geocoding provider", "#8 · created 6 months ago by Dana Whitfield", "closed 5 months ago", 14),
        ("5", "Spike: geocoding cost estimate", "#5 · created 6 months ago by Ravi Subramanian", "closed 6 months ago", 5),
    ]

    def issue_list(tab: str, ids: list[str], n_open: int, n_closed: int, n_issues: int) -> str:
        items = []
        if tab == "opened":
            for i, k in enumerate(ids):
                t, meta, ms, labels, nc, upd = open_rows[k]
                b = 300 + i * 10
                lab = "\n".join(f"  [{b + 3 + j}] link '{lb}'" for j, lb in enumerate(labels))
                mst = f"\n  [{b + 2}] link '{ms}'" if ms else ""
                items.append(f"""
listitem ''
  [{b}] link '{t}'
  StaticText '{meta}'{mst}
{lab}
  StaticText '{nc}'
  StaticText '{upd}'""")
        else:
            for i, (_k, t, meta, when, nc) in enumerate(closed_rows):
                b = 300 + i * 10
                items.append(f"""
listitem ''
  [{b}] link '{t}'
  StaticText '{meta}'
  StaticText 'CLOSED'
  StaticText '{nc}'
  StaticText '{when}'""")
        body = nav(n_issues) + f"""
main ''
  navigation 'Breadcrumbs'
    [40] link 'Freight Ops'
    [41] link 'route-planner'
    [42] link 'Issues'
  tablist ''
    [50] tab 'Open {n_open}', selected={tab == 'opened'}
    [51] tab 'Closed {n_closed}', selected={tab == 'closed'}
    [52] tab 'All {n_open + n_closed}', selected=False
  [60] link 'Edit issues'
  [61] link 'New issue'
  [64] searchbox 'Search or filter results...', value='geocoder'
  [66] combobox 'Sort', value='{"Updated date" if tab == "opened" else "Closed date"}'
  list ''
{ind(''.join(items), 2)}"""
        return page("Issues · Freight Ops / route-planner · GitLab", f"{proj}/-/issues?scope=all&state={tab}&search=geocoder", body)

    msg = "Fixed in !212 — batches are now capped at 2,000 rows per request. Verified with the 6,212-row depot export."

    def issue(status: str, closed: bool, box: str = "", badge: str | None = None, n_issues: int = 23) -> str:
        badge = badge or status
        extra = f"""
  listitem ''
    [470] link 'Mei Tanaka'
    StaticText '@mtanaka · just now'
    StaticText 'Maintainer'
    paragraph ''
      StaticText '{msg}'
    [471] button 'Add reaction'
    [472] button 'Reply to comment'
  listitem ''
    StaticText 'Mei Tanaka closed just now'""" if closed else ""
        val = f", value='{box}'" if box else ""
        extra_blk = "\n" + ind(extra, 1) if extra else ""
        body = nav(n_issues) + f"""
main ''
  navigation 'Breadcrumbs'
    [40] link 'Freight Ops'
    [41] link 'route-planner'
    [42] link 'Issues'
    [43] link '#57'
  StaticText '{badge}'
  StaticText 'Issue created 2 weeks ago by'
  [402] link 'Dana Whitfield'
  [404] button '{"Reopen issue" if closed else "Close issue"}'
  [405] button 'Issue actions', hasPopup='menu', expanded=False
  heading 'Geocoder timeout on batch imports > 5k rows'
  paragraph ''
    StaticText 'Importing route batches over ~5,000 rows fails with 504 Gateway Timeout from the geocoding step. Reproduced with depot_export_2024-04-02.csv (6,212 rows). Smaller files import fine.'
  [410] button 'Linked items 0'
  heading 'Activity'
  [420] combobox 'Sort or filter', value='Oldest first'
  list ''
    listitem ''
      [430] link 'Ravi Subramanian'
      StaticText '@rsubramanian · 2 weeks ago'
      paragraph ''
        StaticText 'The provider caps us at 50 req/s and we fire every row at once. That is where the 504 comes from.'
    listitem ''
      [440] link 'Dana Whitfield'
      StaticText '@dwhitfield · 1 week ago'
      paragraph ''
        StaticText 'Proposed fix: chunk requests at 2,000 rows and retry 429s with backoff.'
    listitem ''
      StaticText 'Ravi Subramanian mentioned in merge request !212 3 days ago'
    listitem ''
      [450] link 'Ravi Subramanian'
      StaticText '@rsubramanian · 3 days ago'
      paragraph ''
        StaticText 'Chunking is in !212, ready for review.'
    listitem ''
      StaticText 'Ravi Subramanian assigned to @rsubramanian 3 days ago'{extra_blk}
  [480] textbox 'Write a comment or drag your files here…', clickable{val}
  [482] button '{"Comment & close issue" if not closed else "Comment & reopen issue"}'
  [483] button 'Comment'
complementary 'Issue details'
  StaticText 'Assignee'
  [500] link 'Ravi Subramanian'
  StaticText 'Labels'
  [510] button 'Edit'
  [511] link 'bug'
  [512] link 'priority::2'
  StaticText 'Milestone'
  [520] link 'v2.7'
  StaticText 'Due date'
  StaticText 'Apr 26, 2024'
  StaticText 'Time tracking'
  StaticText 'No estimate or time spent'
  StaticText 'Confidentiality'
  StaticText 'Not confidential'
  StaticText '{"3" if closed else "2"} participants'
  [540] switch 'Notifications', checked=True
  StaticText 'Reference: freight-ops/route-planner#57'"""
        return page("Geocoder timeout on batch imports > 5k rows (#57) · Issues · Freight Ops / route-planner · GitLab", f"{proj}/-/issues/57", body)

    def mrs(tab: str) -> str:
        rows_open = [
            ("!215", "Add depot time windows to CSV import", "created 2 days ago by Lucía Ferrer", "v2.8", "updated 4 hours ago"),
            ("!214", "Draft: Replace haversine with road-distance matrix", "created 4 days ago by Dana Whitfield", "", "updated 1 day ago"),
            ("!209", "Bump pydantic to 2.7", "created 1 week ago by renovate-bot", "", "updated 2 days ago"),
            ("!203", "Vehicle capacity constraints in solver", "created 2 weeks ago by Ravi Subramanian", "v2.8", "updated 6 days ago"),
        ]
        rows_merged = [
            ("!212", "Cap geocoder batch size at 2,000 rows", "created 3 days ago by Ravi Subramanian", "v2.7", "merged 2 days ago"),
            ("!211", "Fix flaky test_depot_sorting", "created 4 days ago by Mei Tanaka", "", "merged 3 days ago"),
            ("!207", "Add OpenTelemetry spans to import pipeline", "created 1 week ago by Dana Whitfield", "v2.7", "merged 5 days ago"),
        ]
        rows = rows_open if tab == "opened" else rows_merged
        items = []
        for i, (ref, t, meta, ms, upd) in enumerate(rows):
            b = 600 + i * 10
            mst = f"\n  [{b + 2}] link '{ms}'" if ms else ""
            items.append(f"""
listitem ''
  [{b}] link '{t}'
  StaticText '{ref} · {meta}'{mst}
  StaticText '{upd}'""")
        body = nav(22) + f"""
main ''
  navigation 'Breadcrumbs'
    [40] link 'Freight Ops'
    [41] link 'route-planner'
    [44] link 'Merge requests'
  tablist ''
    [550] tab 'Open 4', selected={tab == 'opened'}
    [551] tab 'Merged 187', selected={tab == 'merged'}
    [552] tab 'Closed 23', selected=False
    [553] tab 'All 214', selected=False
  [560] link 'New merge request'
  [562] searchbox 'Search or filter results...'
  list ''
{ind(''.join(items), 2)}"""
        return page("Merge requests · Freight Ops / route-planner · GitLab", f"{proj}/-/merge_requests?state={tab}", body)

    turns = [
        ("click('300')", issue("Open", False)),
        (f"fill('480', '{msg}')", issue("Open", False, box=msg)),
        ("click('482')", issue("Closed", True, n_issues=22)),
        ("go_back()", issue_list("opened", ["61", "49", "38"], 3, 10, 22)),
        ("click('51')", issue_list("closed", [], 3, 10, 22)),
        ("click('300')", issue("Closed", True, badge="Open", n_issues=22)),
        ("click('34')", mrs("opened")),
        ("click('551')", mrs("merged")),
    ]
    rs.add(task="web", tid="h15-web-04", system=WEB_SYSTEM, turns=turns, state=issue_list("opened", ["57", "61", "49", "38"], 4, 9, 23), bad=True, turn=6,
           kind="issue #57 closed at turn 3 (and listed as closed at turn 5) shows the status badge 'Open' at turn 6 with no reopen")


# ---------------------------------------------------------------------------------------------------------
# 05
def t05(rs: RowSet) -> None:
    # clean: OpenStreetMap directions Union Station -> Red Rocks by car, switched to bicycle, reversed, switched to foot, then closed and searched a town
    host = "https://www.openstreetmap.org"
    us_full = "Union Station, 1701, Wynkoop Street, Lower Downtown, Denver, Colorado, 80202, United States"
    rr_full = "Red Rocks Amphitheatre, 18300, West Alameda Parkway, Jefferson County, Colorado, 80465, United States"
    top = """
banner ''
  [10] link 'OpenStreetMap logo OpenStreetMap'
  [12] link 'Edit'
  [13] button 'Edit with iD (in-browser editor)', hasPopup='menu'
  [15] link 'History'
  [16] link 'Export'
  [18] link 'GPS Traces'
  [19] link 'User Diaries'
  [20] link 'Communities'
  [21] link 'Copyright'
  [22] link 'Help'
  [23] link 'About'
  [25] link 'Log In'
  [26] link 'Sign Up'"""
    mapctl = """
region 'Map'
  [900] button 'Zoom In'
  [901] button 'Zoom Out'
  [902] button 'Show My Location'
  [904] button 'Layers'
  [905] button 'Share'
  [906] button 'Add a note to the map'
  StaticText '2 km'
  StaticText '1 mi'
  StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"""

    def home(q: str = "", results: str = "") -> str:
        val = f", value='{q}'" if q else ""
        body = top + f"""
search ''
  [30] textbox 'Search', clickable{val}
  [31] button 'Go'
  [32] link 'Find directions'
{ind(results, 0) if results else ''}
{mapctl}"""
        url = f"{host}/search?query={q.replace(' ', '%20').replace(',', '%2C')}" if results else f"{host}/#map=11/39.7020/-105.1000"
        return page("OpenStreetMap", url, body)

    engines = {"car": "Car (OSRM)", "bike": "Bicycle (OSRM)", "foot": "Foot (OSRM)"}
    steps = {
        ("car", "fwd"): ("26.4km", "0:27", [
            ("Start on Wynkoop Street", "200m"), ("Turn left onto 17th Street", "300m"), ("Turn right onto Wewatta Street", "400m"),
            ("Slight left onto the ramp towards I 25 South", "600m"), ("Merge onto I 25", "2.1km"), ("Take the ramp towards US 6 West", "500m"),
            ("Merge onto US 6", "8.9km"), ("Take the exit towards C 470", "700m"), ("Continue onto C 470", "6.3km"),
            ("Take the ramp towards Morrison Road", "400m"), ("Turn left onto Morrison Road", "3.6km"), ("Turn right onto West Alameda Parkway", "2.2km"),
            ("Reached destination", "0m")]),
        ("bike", "fwd"): ("29.1km", "1:58", [
            ("Start on Wynkoop Street", "200m"), ("Turn left onto 15th Street", "400m"), ("Turn right onto Cherry Creek Trail", "1.1km"),
            ("Continue onto South Platte River Trail", "3.4km"), ("Turn right onto Bear Creek Trail", "14.8km"), ("Continue onto Morrison Road", "4.2km"),
            ("Turn right onto West Alameda Parkway", "2.4km"), ("Turn left onto Trading Post Road", "1.5km"), ("Continue onto Ship Rock Road", "1.1km"),
            ("Reached destination", "0m")]),
        ("bike", "rev"): ("28.8km", "1:34", [
            ("Start on Ship Rock Road", "1.1km"), ("Continue onto Trading Post Road", "1.5km"), ("Turn left onto West Alameda Parkway", "2.2km"),
            ("Turn left onto Morrison Road", "4.2km"), ("Turn left onto Bear Creek Trail", "14.8km"), ("Turn left onto South Platte River Trail", "3.4km"),
            ("Turn left onto Cherry Creek Trail", "1.1km"), ("Turn left onto 16th Street", "300m"), ("Turn right onto Wynkoop Street", "200m"),
            ("Reached destination", "0m")]),
        ("foot", "rev"): ("27.2km", "5:26", [
            ("Start on Ship Rock Road", "1.1km"), ("Continue onto Trading Post Trail", "2.3km"), ("Turn left onto Morrison Road", "3.9km"),
            ("Turn left onto Bear Creek Trail", "14.6km"), ("Turn left onto South Platte River Trail", "3.4km"), ("Turn left onto Cherry Creek Trail", "1.1km"),
            ("Turn left onto 16th Street Mall", "500m"), ("Turn right onto Wynkoop Street", "300m"), ("Reached destination", "0m")]),
    }

    def directions(frm: str, to: str, eng: str, route: str | None) -> str:
        opts = "\n".join(f"    option '{v}'{', selected=True' if k == eng else ''}" for k, v in engines.items())
        res = ""
        url = f"{host}/directions"
        if route:
            dist, time, st = steps[(eng, route)]
            rows = "\n".join(f"""    row ''
      gridcell ''
      gridcell '{i}. {s}'
        [{700 + i}] link '{i}. {s}'
      gridcell '{d}'""" for i, (s, d) in enumerate(st, 1))
            res = f"""
  heading 'Directions'
  StaticText 'Distance: {dist}. Time: {time}.'
  [690] link 'Download route as GPX'
  table ''
{rows}
  StaticText 'Directions courtesy of FOSSGIS OSRM'"""
            a, b = ("39.7530%2C-105.0002", "39.6655%2C-105.2057") if route == "fwd" else ("39.6655%2C-105.2057", "39.7530%2C-105.0002")
            eng_q = {"car": "fossgis_osrm_car", "bike": "fossgis_osrm_bike", "foot": "fossgis_osrm_foot"}[eng]
            url = f"{host}/directions?engine={eng_q}&route={a}%3B{b}"
        fv = f", value='{frm}'" if frm else ""
        tv = f", value='{to}'" if to else ""
        body = top + f"""
search ''
  [40] textbox 'From', clickable{fv}
  [41] textbox 'To', clickable{tv}
  [42] combobox 'Mode of transport', hasPopup='menu', expanded=False
{opts}
  [43] button 'Go'
  [44] link 'Reverse Directions'
  [45] button 'Close'
{res}
{mapctl}"""
        return page("OpenStreetMap", url, body)

    town = """
heading 'Search Results'
[50] button 'Close'
heading 'Results from OpenStreetMap Nominatim'
list ''
  listitem ''
    StaticText 'Town'
    [60] link 'Morrison, Jefferson County, Colorado, 80465, United States'
  listitem ''
    StaticText 'Road'
    [61] link 'Morrison Road, Lakewood, Jefferson County, Colorado, 80227, United States'
  listitem ''
    StaticText 'Building'
    [62] link 'Morrison Natural History Museum, 501, Colorado Highway 8, Morrison, Jefferson County, Colorado, 80465, United States'
  listitem ''
    StaticText 'Bus Stop'
    [63] link 'Morrison Road & Wadsworth Boulevard, Lakewood, Jefferson County, Colorado, 80227, United States'
[70] link 'More results'"""
    turns = [
        ("click('32')", directions("", "", "car", None)),
        ("fill('40', 'Union Station, Denver')", directions("Union Station, Denver", "", "car", None)),
        ("fill('41', 'Red Rocks Amphitheatre')", directions("Union Station, Denver", "Red Rocks Amphitheatre", "car", None)),
        ("click('43')", directions(us_full, rr_full, "car", "fwd")),
        ("select_option('42', 'Bicycle (OSRM)')", directions(us_full, rr_full, "bike", "fwd")),
        ("click('44')", directions(rr_full, us_full, "bike", "rev")),
        ("select_option('42', 'Foot (OSRM)')", directions(rr_full, us_full, "foot", "rev")),
        ("click('45')", home()),
        ("fill('30', 'Morrison, Colorado')", home("Morrison, Colorado")),
        ("press('30', 'Enter')", home("Morrison, Colorado", town)),
    ]
    rs.add(task="web", tid="h15-web-05", system=WEB_SYSTEM, turns=turns, state=home())


# ---------------------------------------------------------------------------------------------------------
# 06
def t06(rs: RowSet) -> None:
    # bad: offline wiki, Lake Tekapo infobox read at turn 3 says Max. depth 120 m; after visiting another article and going back (turn 5) the same infobox cell reads 102 m with no edit
    host = "http://wiki.local:8888"
    base = f"{host}/wikipedia_en_all_maxi_2024-01/A"
    bar = """
banner ''
  [5] link 'Go to welcome page'
  [6] link 'Go to the main page of Wikipedia'
  [7] button 'Random Page'
  [9] searchbox 'Search Wikipedia', clickable
  [10] button 'Search'"""

    def tekapo(depth: str) -> str:
        body = bar + f"""
article ''
  heading 'Lake Tekapo'
  table ''
    row ''
      columnheader 'Lake Tekapo'
    row ''
      gridcell 'Lake Tekapo from Mount John, looking north'
    row ''
      rowheader 'Location'
      gridcell 'Mackenzie District, Canterbury Region, South Island'
    row ''
      rowheader 'Coordinates'
      gridcell '43°53′S 170°31′E'
    row ''
      rowheader 'Type'
      gridcell 'Glacial lake'
    row ''
      rowheader 'Primary inflows'
      gridcell 'Godley River, Cass River'
    row ''
      rowheader 'Primary outflows'
      gridcell 'Tekapo River'
    row ''
      rowheader 'Basin countries'
      gridcell 'New Zealand'
    row ''
      rowheader 'Max. length'
      gridcell '27 km (17 mi)'
    row ''
      rowheader 'Max. width'
      gridcell '6 km (3.7 mi)'
    row ''
      rowheader 'Surface area'
      gridcell '87 km2 (34 sq mi)'
    row ''
      rowheader 'Max. depth'
      gridcell '{depth} m ({"394" if depth == "120" else "335"} ft)'
    row ''
      rowheader 'Surface elevation'
      gridcell '710 m (2,330 ft)'
    row ''
      rowheader 'Settlements'
      gridcell 'Lake Tekapo'
        [120] link 'Lake Tekapo'
  paragraph ''
    StaticText 'Lake Tekapo (Māori: Takapō) is the second-largest of three roughly parallel lakes running north–south along the northern edge of the'
    [130] link 'Mackenzie Basin'
    StaticText 'in the South Island of New Zealand (the others are'
    [131] link 'Lake Pukaki'
    StaticText 'and'
    [132] link 'Lake Ohau'
    StaticText '). It covers an area of 87 km2 (34 sq mi), and is at an altitude of 710 metres (2,330 ft) above sea level.'
  paragraph ''
    StaticText 'The lake is fed at its northern end by the braided Godley River, which has its source in the Southern Alps. Rock flour carried by the glacial meltwater gives the lake its milky turquoise colour. The lake drains at its southern end through the'
    [134] link 'Tekapo River'
    StaticText ', which has been dammed as part of the Waitaki hydroelectric scheme.'
  heading 'Geography'
  paragraph ''
    StaticText 'The small township of Lake Tekapo sits at the southern end of the lake, on State Highway 8. Mount John, on the western shore, hosts the University of Canterbury Mount John Observatory.'
  heading 'Hydroelectric power'
  paragraph ''
    StaticText 'Lake Tekapo is used for storage by the Waitaki scheme. Water is released through the Tekapo A power station and carried by canal to Tekapo B on the shore of Lake Pukaki. The lake level can vary by up to 8 metres for this purpose.'
  heading 'Tourism'
  paragraph ''
    StaticText 'The lakeside'
    [140] link 'Church of the Good Shepherd'
    StaticText ', built in 1935, is one of the most photographed churches in New Zealand. The area is part of the Aoraki Mackenzie International Dark Sky Reserve.'
  heading 'See also'
  list ''
    listitem ''
      [150] link 'List of lakes of New Zealand'
    listitem ''
      [151] link 'Waitaki hydro scheme'
  heading 'References'
  StaticText 'This article is issued from Wikipedia. The text is licensed under Creative Commons - Attribution - Sharealike.'"""
        return page("Lake Tekapo", f"{base}/Lake_Tekapo", body)

    search = page('Search: "Lake Tekapo"', f"{host}/search?content=wikipedia_en_all_maxi_2024-01&pattern=Lake+Tekapo", bar.replace("[9] searchbox 'Search Wikipedia', clickable", "[9] searchbox 'Search Wikipedia', clickable, value='Lake Tekapo'") + """
main ''
  StaticText 'Results 1-5 of 38 for "Lake Tekapo"'
  list ''
    listitem ''
      [20] link 'Lake Tekapo'
      StaticText '...Lake Tekapo (Māori: Takapō) is the second-largest of three roughly parallel lakes running north–south along the northern edge of the Mackenzie Basin...'
      StaticText '1,204 words'
    listitem ''
      [21] link 'Lake Tekapo (town)'
      StaticText '...Lake Tekapo is a town located at the southern end of the lake of the same name in the inland South Island of New Zealand...'
      StaticText '1,846 words'
    listitem ''
      [22] link 'Tekapo River'
      StaticText '...The Tekapo River is a river in the Mackenzie Basin of the South Island. It flows from the southern end of Lake Tekapo...'
      StaticText '612 words'
    listitem ''
      [23] link 'Church of the Good Shepherd, Lake Tekapo'
      StaticText '...The Church of the Good Shepherd is an Anglican church on the shore of Lake Tekapo, the first church built in the Mackenzie Basin...'
      StaticText '733 words'
    listitem ''
      [24] link 'Tekapo A Power Station'
      StaticText '...Tekapo A is a hydroelectric power station at the southern end of Lake Tekapo, commissioned in 1951...'
      StaticText '540 words'
  [30] link 'Next'""")
    home = page("Welcome to Wikipedia", f"{base}/Main_Page", bar + """
main ''
  heading 'Welcome to Wikipedia'
  StaticText 'the free encyclopedia that anyone can edit.'
  StaticText '6,758,311 articles in English'
  heading 'From today's featured article'
  [40] link 'Kākāpō'
  StaticText 'The kākāpō is a species of large, flightless, nocturnal, ground-dwelling parrot endemic to New Zealand.'
  heading 'In the news'
  [41] link 'Portal:Current events'""")
    filled = home.replace("[9] searchbox 'Search Wikipedia', clickable", "[9] searchbox 'Search Wikipedia', clickable, focused, value='Lake Tekapo'")
    church = page("Church of the Good Shepherd, Lake Tekapo", f"{base}/Church_of_the_Good_Shepherd,_Lake_Tekapo", bar + """
article ''
  heading 'Church of the Good Shepherd, Lake Tekapo'
  table ''
    row ''
      columnheader 'Church of the Good Shepherd'
    row ''
      rowheader 'Location'
      gridcell 'Pioneer Drive, Lake Tekapo'
    row ''
      rowheader 'Denomination'
      gridcell 'Anglican / Presbyterian (shared)'
    row ''
      rowheader 'Consecrated'
      gridcell '15 January 1935'
    row ''
      rowheader 'Architect'
      gridcell 'R. S. D. Harman'
    row ''
      rowheader 'Heritage designation'
      gridcell 'Category I, Heritage New Zealand (list no. 1971)'
  paragraph ''
    StaticText 'The Church of the Good Shepherd is an interdenominational church on the shore of'
    [60] link 'Lake Tekapo'
    StaticText '. It was the first church built in the Mackenzie Basin, and was designed by Christchurch architect R. S. D. Harman from a sketch by local artist Esther Hope.'
  paragraph ''
    StaticText 'The church is built of stone gathered from within a five-mile radius of the site. The altar window frames a view of the lake and the mountains behind it.'
  heading 'Sheepdog memorial'
  paragraph ''
    StaticText 'A bronze statue of a collie near the church, unveiled in 1968, commemorates the working dogs of the Mackenzie Country.'
  heading 'References'
  StaticText 'This article is issued from Wikipedia. The text is licensed under Creative Commons - Attribution - Sharealike.'""")
    basin = page("Mackenzie Basin", f"{base}/Mackenzie_Basin", bar + """
article ''
  heading 'Mackenzie Basin'
  paragraph ''
    StaticText 'The Mackenzie Basin, known also as the Mackenzie Country, is an elliptical intermontane basin in the South Island of New Zealand. It is about 90 km long and 40 km wide, and lies in the Mackenzie and Waitaki Districts.'
  paragraph ''
    StaticText 'Three large glacial lakes lie along the northern edge of the basin:'
    [70] link 'Lake Tekapo'
    StaticText ','
    [71] link 'Lake Pukaki'
    StaticText 'and'
    [72] link 'Lake Ohau'
    StaticText '. The main settlements are'
    [73] link 'Twizel'
    StaticText ', Lake Tekapo, Fairlie (at the basin's edge) and Omarama.'
  heading 'History'
  paragraph ''
    StaticText 'The basin is named after James Mackenzie, a Scottish drover who was caught in 1855 with a flock of 1,000 stolen sheep, which he had driven into the basin through what is now Mackenzie Pass.'
  heading 'Climate'
  paragraph ''
    StaticText 'The basin lies in the rain shadow of the Southern Alps and is one of the driest parts of New Zealand, with hot summers and cold winters.'
  heading 'References'
  StaticText 'This article is issued from Wikipedia. The text is licensed under Creative Commons - Attribution - Sharealike.'""")
    twizel = page("Twizel", f"{base}/Twizel", bar + """
article ''
  heading 'Twizel'
  table ''
    row ''
      columnheader 'Twizel'
    row ''
      rowheader 'Country'
      gridcell 'New Zealand'
    row ''
      rowheader 'Territorial authority'
      gridcell 'Mackenzie District'
    row ''
      rowheader 'Founded'
      gridcell '1968'
    row ''
      rowheader 'Elevation'
      gridcell '470 m (1,540 ft)'
  paragraph ''
    StaticText 'Twizel is the largest town in the Mackenzie District. It was built in 1968 to house workers on the Upper Waitaki hydroelectric scheme, and was expected to be abandoned when the work finished.'
  paragraph ''
    StaticText 'Nearby'
    [80] link 'Lake Ruataniwha'
    StaticText 'is used for rowing; the town hosts the national secondary schools regatta, the Maadi Cup, in some years.'
  heading 'Transport'
  paragraph ''
    StaticText 'Twizel lies on State Highway 8, about 60 km south-west of Lake Tekapo.'
  heading 'References'
  StaticText 'This article is issued from Wikipedia. The text is licensed under Creative Commons - Attribution - Sharealike.'""")
    ruata = page("Lake Ruataniwha", f"{base}/Lake_Ruataniwha", bar + """
article ''
  heading 'Lake Ruataniwha'
  table ''
    row ''
      columnheader 'Lake Ruataniwha'
    row ''
      rowheader 'Type'
      gridcell 'Hydroelectric reservoir'
    row ''
      rowheader 'Primary inflows'
      gridcell 'Ohau Canal, Ohau River'
    row ''
      rowheader 'Surface area'
      gridcell '4 km2 (1.5 sq mi)'
    row ''
      rowheader 'Surface elevation'
      gridcell '457 m (1,499 ft)'
  paragraph ''
    StaticText 'Lake Ruataniwha is a man-made lake formed in 1981 by damming the Ohau River, part of the Waitaki hydroelectric scheme. It lies just south of'
    [90] link 'Twizel'
    StaticText '.'
  paragraph ''
    StaticText 'The lake has a 2 km rowing course and is a regular venue for national regattas.'
  heading 'References'
  StaticText 'This article is issued from Wikipedia. The text is licensed under Creative Commons - Attribution - Sharealike.'""")
    turns = [
        ("fill('9', 'Lake Tekapo')", filled),
        ("click('10')", search),
        ("click('20')", tekapo("120")),
        ("click('140')", church),
        ("go_back()", tekapo("102")),
        ("click('130')", basin),
        ("click('73')", twizel),
        ("click('80')", ruata),
    ]
    rs.add(task="web", tid="h15-web-06", system=WEB_SYSTEM, turns=turns, state=home, bad=True, turn=5,
           kind="Lake Tekapo infobox Max. depth 120 m at turn 3 reads 102 m at turn 5 after go_back, no edit between")


# ---------------------------------------------------------------------------------------------------------
# 07
def t07(rs: RowSet) -> None:
    # bad: airline manage-booking, reference HV4R9T shown on the booking page (turn 3) and the seat confirmation (turn 7); back on the booking page at turn 8 the reference reads HV4R9F
    host = "https://www.aureliaair.com"
    top = """
banner ''
  [10] link 'Aurelia Air home'
  [12] link 'Book'
  [13] link 'Manage booking'
  [14] link 'Check-in'
  [15] link 'Flight status'
  [16] link 'Aurelia Miles'
  [18] combobox 'Language and currency', value='English · EUR €'
  [19] link 'Log in'"""
    foot = """
contentinfo ''
  [950] link 'Help centre'
  [951] link 'Baggage'
  [952] link 'Privacy'
  StaticText '© 2024 Aurelia Air, S.A.'"""

    def login(ref: str, name: str) -> str:
        rv = f", value='{ref}'" if ref else ""
        nv = f", value='{name}'" if name else ""
        return page("Manage your booking | Aurelia Air", f"{host}/en/manage-booking", top + f"""
main ''
  heading 'Manage your booking'
  StaticText 'Change seats, add bags, or update contact details.'
  [100] textbox 'Booking reference (6 characters)', clickable, required{rv}
  [101] textbox 'Last name', clickable, required{nv}
  [102] button 'Find booking'
  StaticText 'Your booking reference is in your confirmation email, for example: K4T7QZ.'""" + foot)

    def booking(ref: str, seat: str, paid_seat: bool) -> str:
        seat_line = f"StaticText 'Seat {seat}'" if seat else "StaticText 'Seat: not selected'"
        extras = """
    row ''
      gridcell 'Seat 14C · Inés Castellanos · AU 318'
      gridcell '€24.00'
      gridcell 'Paid'""" if paid_seat else """
    row ''
      gridcell 'No extras yet'"""
        return page(f"Booking {ref} | Aurelia Air", f"{host}/en/manage-booking/trip", top + f"""
main ''
  heading 'Your trip to Montréal'
  StaticText 'Booking reference'
  StaticText '{ref}'
  StaticText 'Confirmed'
  region 'AU 318 · Lisbon to Montréal'
    StaticText 'Fri 14 Jun 2024'
    StaticText '10:25 LIS Lisbon Humberto Delgado, Terminal 1'
    StaticText '7h 25m · Non-stop · Airbus A321LR'
    StaticText '12:50 YUL Montréal-Trudeau'
    StaticText 'Fare: Light (1 personal item + 1 cabin bag 8 kg)'
  heading 'Passengers'
  list ''
    listitem ''
      StaticText 'Inés Castellanos'
      StaticText 'Adult · Aurelia Miles 3071 4482 09'
      {seat_line}
  heading 'Manage'
  [200] button 'Choose seats'
  [201] button 'Add bag'
  [202] button 'Change flight'
  [203] button 'Contact details'
  [204] button 'Cancel booking'
  heading 'Extras on this booking'
  table ''{extras}""" + foot)

    occupied = {"12A", "12B", "12F", "13A", "13B", "13C", "13D", "14A", "14B", "14E", "14F", "15C", "15D", "15F", "16A", "16B", "16E"}

    def seatmap(sel: str) -> str:
        rows = []
        b = 300
        for r in range(12, 17):
            cells = []
            for col in "ABCDEF":
                s = f"{r}{col}"
                kind = "window" if col in "AF" else ("aisle" if col in "CD" else "middle")
                price = "€49" if r == 12 else "€24"
                if s in occupied:
                    cells.append(f"  [{b}] button 'Seat {s}, {kind}, occupied', disabled=True")
                else:
                    pr = ", pressed=True" if s == sel else ""
                    cells.append(f"  [{b}] button 'Seat {s}, {kind}, {price}'{pr}")
                b += 1
            label = "Row 12 · Extra legroom" if r == 12 else f"Row {r}"
            rows.append(f"row '{label}'\n" + "\n".join(cells))
        if sel:
            panel = f"""
  region 'Your selection'
    StaticText 'Inés Castellanos'
    StaticText 'Seat {sel} · aisle · Standard'
    StaticText '€24.00'
    [390] button 'Remove seat'
  StaticText 'Total for seats: €24.00'
  [392] button 'Continue'"""
        else:
            panel = """
  region 'Your selection'
    StaticText 'Inés Castellanos'
    StaticText 'No seat selected'
  StaticText 'Total for seats: €0.00'
  [392] button 'Continue', disabled=True"""
        return page("Choose seats | Aurelia Air", f"{host}/en/manage-booking/seats?flight=AU318", top + f"""
main ''
  heading 'Choose your seat'
  StaticText 'AU 318 · Lisbon (LIS) to Montréal (YUL) · Fri 14 Jun 2024'
  StaticText 'Legend: available, occupied, extra legroom'
  grid 'Seat map, rows 12 to 16'
{ind(chr(10).join(rows), 2)}{panel}""" + foot)

    review = page("Review and pay | Aurelia Air", f"{host}/en/manage-booking/payment", top + """
main ''
  heading 'Review and pay'
  table ''
    row ''
      columnheader 'Item'
      columnheader 'Passenger'
      columnheader 'Price'
    row ''
      gridcell 'Seat 14C · AU 318 LIS–YUL · Fri 14 Jun 2024'
      gridcell 'Inés Castellanos'
      gridcell '€24.00'
  StaticText 'Total to pay: €24.00'
  heading 'Payment method'
  [400] radio 'Visa ending in 6021 · expires 09/27', checked=True
  [401] radio 'Use a different card', checked=False
  [402] checkbox 'I accept the seat selection conditions', checked=True
  [404] button 'Pay €24.00'
  [405] link 'Back to seat map'""" + foot)
    confirm = page("Payment confirmed | Aurelia Air", f"{host}/en/manage-booking/confirmation", top + """
main ''
  heading 'Payment successful'
  StaticText 'Seat 14C is confirmed for Inés Castellanos on AU 318, Fri 14 Jun 2024.'
  table ''
    row ''
      rowheader 'Booking reference'
      gridcell 'HV4R9T'
    row ''
      rowheader 'Receipt (EMD) number'
      gridcell '047-2381094516'
    row ''
      rowheader 'Amount charged'
      gridcell '€24.00 · Visa ending in 6021'
  StaticText 'A receipt has been sent to i.castellanos@correo.pt.'
  [500] button 'Back to booking'
  [501] link 'Download receipt (PDF)'""" + foot)
    bag = page("Add bags | Aurelia Air", f"{host}/en/manage-booking/bags?flight=AU318", top + """
main ''
  heading 'Add checked baggage'
  StaticText 'AU 318 · Lisbon to Montréal · Fri 14 Jun 2024'
  StaticText 'Bags are cheaper online than at the airport.'
  region 'Inés Castellanos'
    StaticText 'Included: 1 personal item, 1 cabin bag up to 8 kg'
    [600] radio 'No checked bag', checked=True
    [601] radio '1 checked bag, up to 23 kg · €55.00', checked=False
    [602] radio '2 checked bags, up to 23 kg each · €100.00', checked=False
    [603] radio '1 heavy bag, up to 32 kg · €95.00', checked=False
  StaticText 'Total: €0.00'
  [610] button 'Continue', disabled=True
  [611] link 'Back to booking'""" + foot)
    turns = [
        ("fill('100', 'HV4R9T')", login("HV4R9T", "")),
        ("fill('101', 'Castellanos')", login("HV4R9T", "Castellanos")),
        ("click('102')", booking("HV4R9T", "", False)),
        ("click('200')", seatmap("")),
        ("click('314')", seatmap("14C")),
        ("click('392')", review),
        ("click('404')", confirm),
        ("click('500')", booking("HV4R9F", "14C", True)),
        ("click('201')", bag),
    ]
    rs.add(task="web", tid="h15-web-07", system=WEB_SYSTEM, turns=turns, state=login("", ""), bad=True, turn=8,
           kind="booking reference HV4R9T (turns 3, 7) shows as HV4R9F on the booking page at turn 8")


# ---------------------------------------------------------------------------------------------------------
# 08
def t08(rs: RowSet) -> None:
    # clean: hotel search in Porto, 3 nights then extended to 4 (prices and counts change), re-sorted by price, free-cancellation filter, room pick and summary
    host = "https://www.stayfolio.travel"
    top = """
banner ''
  [10] link 'Stayfolio'
  [12] link 'Stays'
  [13] link 'Flights + Stay'
  [14] link 'Trips'
  [16] button 'EUR'
  [17] link 'Sign in'"""

    def form(dest: str, ci: str, co: str, b0: int = 100, button: str = "Search") -> str:
        dv = f", value='{dest}'" if dest else ""
        cv = f", value='{ci}'" if ci else ""
        ov = f", value='{co}'" if co else ""
        return f"""
search ''
  [{b0}] combobox 'Where are you going?', clickable, autocomplete='list'{dv}
  [{b0 + 1}] textbox 'Check-in date', clickable{cv}
  [{b0 + 2}] textbox 'Check-out date', clickable{ov}
  [{b0 + 3}] button '2 adults · 0 children · 1 room'
  [{b0 + 4}] button '{button}'"""

    def landing(dest: str, ci: str, co: str) -> str:
        return page("Stayfolio — hotels, guesthouses and apartments", f"{host}/", top + form(dest, ci, co) + """
main ''
  heading 'Find your next stay'
  heading 'Trending destinations'
  [120] link 'Lisbon'
  [121] link 'Porto'
  [122] link 'Seville'
  [123] link 'Madeira'
  heading 'Weekend deals'
  [130] link 'Coastal stays from €64 a night'""")

    H = {
        "ribeira": ("Hotel Ribeira Azul", "4 stars", "8.7 Excellent", "1,214 reviews", "Ribeira, Porto · 0.3 km from centre", 159, True),
        "casa": ("Casa do Rio Guesthouse", "3 stars", "9.1 Superb", "388 reviews", "Miragaia, Porto · 0.9 km from centre", 96, True),
        "bolhao": ("Bolhão Lofts by Vinte", "4 stars", "8.4 Very good", "902 reviews", "Bolhão, Porto · 0.6 km from centre", 117, False),
        "foz": ("Foz Atlantic Suites", "5 stars", "9.0 Superb", "645 reviews", "Foz do Douro, Porto · 6.1 km from centre", 238, True),
        "hostel": ("Hostel Cedofeita Garden", "2 stars", "8.2 Very good", "2,031 reviews", "Cedofeita, Porto · 1.2 km from centre", 57, False),
        "aliados": ("Pensão Aliados Rooms", "2 stars", "7.6 Good", "517 reviews", "Aliados, Porto · 0.2 km from centre", 49, True),
        "lighthouse": ("Porto Lighthouse Hostel — private rooms", "2 stars", "8.0 Very good", "1,390 reviews", "Bonfim, Porto · 1.4 km from centre", 63, False),
        "catarina": ("Apartamentos Santa Catarina", "Apartment", "8.5 Very good", "276 reviews", "Santa Catarina, Porto · 0.5 km from centre", 103, True),
        "tuna": ("Quinta Tuna Guest House", "3 stars", "8.9 Excellent", "194 reviews", "Boavista, Porto · 2.3 km from centre", 107.5, True),
        "almada": ("Almada 44 Apartments", "Apartment", "8.8 Excellent", "431 reviews", "Almada, Porto · 0.4 km from centre", 113.75, True),
    }

    def results(order: list[str], nights: int, count: int, sort: str, free: bool, co: str) -> str:
        cards = []
        for i, k in enumerate(order):
            name, stars, score, rev, loc, rate, fc = H[k]
            b = 300 + i * 10
            total = rate * nights
            tax = 4 * nights
            fc_line = "StaticText 'Free cancellation · No prepayment needed'" if fc else "StaticText 'Non-refundable'"
            cards.append(f"""
article ''
  [{b}] link '{name}'
  StaticText '{stars}'
  StaticText '{score} · {rev}'
  StaticText '{loc}'
  {fc_line}
  StaticText '{nights} nights, 2 adults'
  StaticText '€{total:,.0f}'
  StaticText '+€{tax} taxes and fees'
  [{b + 5}] link 'See availability'""")
        sorts = "\n".join(f"  option '{s}'{', selected=True' if s == sort else ''}" for s in ["Our top picks", "Price (lowest first)", "Guest rating", "Distance from centre"])
        body = top + form("Porto, Portugal", "Thu 12 Sep 2024", co, button="Update") + f"""
main ''
  heading 'Porto: {count} properties found'
  region 'Filter by'
    [200] checkbox 'Free cancellation', checked={free}
    [201] checkbox 'Breakfast included', checked=False
    [202] checkbox 'Guest rating 8+', checked=False
    [203] checkbox 'Within 1 km of centre', checked=False
  [210] combobox 'Sort by', hasPopup='listbox', expanded=False
{ind(sorts, 1)}
{ind(''.join(cards), 1)}
  [290] button 'Load more results'"""
        q = f"?ss=Porto&checkin=2024-09-12&checkout=2024-09-{'15' if nights == 3 else '16'}&group_adults=2"
        if sort == "Price (lowest first)":
            q += "&order=price"
        if free:
            q += "&nflt=fc%3D2"
        return page("Stays in Porto, Portugal | Stayfolio", f"{host}/searchresults{q}", body)

    hotel = page("Casa do Rio Guesthouse, Porto | Stayfolio", f"{host}/hotel/pt/casa-do-rio-guesthouse.html?checkin=2024-09-12&checkout=2024-09-16&group_adults=2", top + form("Porto, Portugal", "Thu 12 Sep 2024", "Mon 16 Sep 2024", button="Update") + """
main ''
  heading 'Casa do Rio Guesthouse'
  StaticText '3 stars · 9.1 Superb · 388 reviews'
  StaticText 'Rua de Miragaia 112, 4050-387 Porto, Portugal'
  paragraph ''
    StaticText 'A restored 19th-century merchant house a short walk from the Ribeira waterfront, with a courtyard garden and a rooftop terrace over the Douro.'
  heading 'Availability'
  StaticText 'Thu 12 Sep 2024 — Mon 16 Sep 2024 · 4 nights · 2 adults'
  table ''
    row ''
      columnheader 'Room type'
      columnheader 'Sleeps'
      columnheader 'Price for 4 nights'
      columnheader 'Your choices'
      columnheader ''
    row ''
      gridcell 'Double Room (courtyard view)'
      gridcell '2'
      gridcell '€384 +€16 taxes and fees'
      gridcell 'Free cancellation before 9 Sep 2024 · Breakfast €9 per person'
      gridcell ''
        [410] button 'Select'
    row ''
      gridcell 'Double Room (river view)'
      gridcell '2'
      gridcell '€472 +€16 taxes and fees'
      gridcell 'Free cancellation before 9 Sep 2024 · Breakfast included'
      gridcell ''
        [420] button 'Select'
    row ''
      gridcell 'Family Suite'
      gridcell '4'
      gridcell '€660 +€16 taxes and fees'
      gridcell 'Non-refundable'
      gridcell ''
        [430] button 'Select'
  heading 'House rules'
  StaticText 'Check-in from 15:00 · Check-out until 11:00 · No parties'""")
    summary = page("Your booking details | Stayfolio", f"{host}/book?hotel=casa-do-rio-guesthouse&room=dbl-courtyard&checkin=2024-09-12&checkout=2024-09-16", top + """
main ''
  heading 'Your booking details'
  StaticText 'Casa do Rio Guesthouse · Miragaia, Porto'
  table ''
    row ''
      rowheader 'Check-in'
      gridcell 'Thu 12 Sep 2024 · from 15:00'
    row ''
      rowheader 'Check-out'
      gridcell 'Mon 16 Sep 2024 · until 11:00'
    row ''
      rowheader 'Length of stay'
      gridcell '4 nights'
    row ''
      rowheader 'You selected'
      gridcell '1 × Double Room (courtyard view) for 2 adults'
  heading 'Price summary'
  table ''
    row ''
      rowheader '€96 × 4 nights'
      gridcell '€384.00'
    row ''
      rowheader 'City tax (€2 × 2 guests × 4 nights)'
      gridcell '€16.00'
    row ''
      rowheader 'Total'
      gridcell '€400.00'
  StaticText 'Free cancellation until 23:59 on 9 Sep 2024'
  [500] textbox 'First name', clickable, required
  [501] textbox 'Last name', clickable, required
  [502] textbox 'Email address', clickable, required
  [504] button 'Next: final details'""")
    top5 = ["ribeira", "casa", "bolhao", "foz", "hostel"]
    cheap = ["aliados", "hostel", "lighthouse", "casa", "catarina"]
    cheap_fc = ["aliados", "casa", "catarina", "tuna", "almada"]
    r3 = results(top5, 3, 86, "Our top picks", False, "Sun 15 Sep 2024")
    turns = [
        ("fill('100', 'Porto')", landing("Porto", "", "")),
        ("fill('101', '2024-09-12')", landing("Porto", "2024-09-12", "")),
        ("fill('102', '2024-09-15')", landing("Porto", "2024-09-12", "2024-09-15")),
        ("click('104')", r3),
        ("fill('102', '2024-09-16')", r3.replace("[102] textbox 'Check-out date', clickable, value='Sun 15 Sep 2024'", "[102] textbox 'Check-out date', clickable, focused, value='2024-09-16'")),
        ("click('104')", results(top5, 4, 84, "Our top picks", False, "Mon 16 Sep 2024")),
        ("select_option('210', 'Price (lowest first)')", results(cheap, 4, 84, "Price (lowest first)", False, "Mon 16 Sep 2024")),
        ("click('200')", results(cheap_fc, 4, 51, "Price (lowest first)", True, "Mon 16 Sep 2024")),
        ("click('310')", hotel),
        ("click('410')", summary),
    ]
    rs.add(task="web", tid="h15-web-08", system=WEB_SYSTEM, turns=turns, state=landing("", "", ""))


# ---------------------------------------------------------------------------------------------------------
# 09
def t09(rs: RowSet) -> None:
    # bad: credit-union transfer of $250 checking -> savings; the overview at turn 9 lists 3,162.87 + 12,300.00 but its 'Total deposits' reads $15,212.87 (was $15,462.87 at turn 2; a transfer between own accounts leaves it unchanged)
    host = "https://online.kestrelcu.org"
    top = """
banner ''
  [10] link 'Kestrel Credit Union'
  navigation 'Main'
    [12] link 'Accounts'
    [13] link 'Transfers'
    [14] link 'Bill Pay'
    [15] link 'Zelle®'
    [16] link 'Statements'
    [17] link 'Messages (1)'
  [19] button 'Sign out'
  StaticText 'Member: Rosalind Achterberg'"""

    def overview(chk: float, sav: float, total: float) -> str:
        return page("Accounts overview | Kestrel Credit Union", f"{host}/accounts", top + f"""
main ''
  heading 'Good afternoon, Rosalind'
  StaticText 'Last sign-in: Oct 1, 2024 8:14 PM'
  heading 'Deposit accounts'
  table ''
    row ''
      columnheader 'Account'
      columnheader 'Available balance'
      columnheader 'Current balance'
    row ''
      gridcell 'Everyday Checking ••4417'
        [100] link 'Everyday Checking ••4417'
      gridcell '{money(chk)}'
      gridcell '{money(chk)}'
    row ''
      gridcell 'High-Yield Savings ••9032'
        [110] link 'High-Yield Savings ••9032'
      gridcell '{money(sav)}'
      gridcell '{money(sav)}'
    row ''
      rowheader 'Total deposits'
      gridcell '{money(total)}'
  heading 'Credit cards'
  table ''
    row ''
      columnheader 'Account'
      columnheader 'Current balance'
      columnheader 'Available credit'
      columnheader 'Payment due'
    row ''
      gridcell 'Kestrel Rewards Visa ••2286'
        [120] link 'Kestrel Rewards Visa ••2286'
      gridcell '$842.16'
      gridcell '$7,157.84'
      gridcell '$35.00 min. due Oct 21'
  heading 'Quick actions'
  [130] link 'Transfer money'
  [131] link 'Pay a bill'
  [132] link 'Deposit a check'""")

    checking = page("Everyday Checking ••4417 | Kestrel Credit Union", f"{host}/accounts/chk-4417/activity", top + """
main ''
  [200] link 'Back to accounts'
  heading 'Everyday Checking ••4417'
  StaticText 'Available balance $3,412.87'
  StaticText 'Current balance $3,412.87'
  StaticText 'Routing 271184906 · Account ••••••4417'
  [202] combobox 'Show', value='Last 30 days'
  [203] searchbox 'Search transactions'
  table 'Transactions'
    row ''
      columnheader 'Date'
      columnheader 'Description'
      columnheader 'Amount'
      columnheader 'Balance'
    row ''
      gridcell 'Oct 2, 2024'
      gridcell 'DEBIT CARD PURCHASE HARVEST LANE CO-OP'
      gridcell '-$86.43'
      gridcell '$3,412.87'
    row ''
      gridcell 'Oct 1, 2024'
      gridcell 'ACH DEPOSIT BRIGHTWATER LABS PAYROLL'
      gridcell '$2,318.55'
      gridcell '$3,499.30'
    row ''
      gridcell 'Sep 30, 2024'
      gridcell 'ACH DEBIT CALLOWAY PROPERTY MGMT RENT'
      gridcell '-$1,650.00'
      gridcell '$1,180.75'
    row ''
      gridcell 'Sep 29, 2024'
      gridcell 'ACH DEBIT PINECREST UTILITIES'
      gridcell '-$94.20'
      gridcell '$2,830.75'
    row ''
      gridcell 'Sep 27, 2024'
      gridcell 'DEBIT CARD PURCHASE CORNER BAKEHOUSE'
      gridcell '-$12.40'
      gridcell '$2,924.95'
  [210] link 'Download transactions'""")

    def form(frm: str, to: str, amt: str) -> str:
        f_opts = ["Select account", "Everyday Checking ••4417 ($3,412.87)", "High-Yield Savings ••9032 ($12,050.00)"]
        t_opts = ["Select account", "Everyday Checking ••4417 ($3,412.87)", "High-Yield Savings ••9032 ($12,050.00)", "Kestrel Rewards Visa ••2286 (payment)"]
        fo = "\n".join(f"    option '{o}'{', selected=True' if o == (frm or 'Select account') else ''}" for o in f_opts)
        to_ = "\n".join(f"    option '{o}'{', selected=True' if o == (to or 'Select account') else ''}" for o in t_opts)
        av = f", value='{amt}'" if amt else ""
        return page("Transfer money | Kestrel Credit Union", f"{host}/transfers/new", top + f"""
main ''
  heading 'Transfer money'
  tablist ''
    [300] tab 'Between my accounts', selected=True
    [301] tab 'To another member', selected=False
    [302] tab 'Scheduled transfers', selected=False
  [310] combobox 'From', hasPopup='listbox', expanded=False
{fo}
  [312] combobox 'To', hasPopup='listbox', expanded=False
{to_}
  [314] textbox 'Amount ($)', clickable{av}
  [316] combobox 'Frequency', value='One time'
  [318] textbox 'Transfer date', clickable, value='10/03/2024'
  [320] textbox 'Memo (optional)', clickable
  StaticText 'Transfers made before 7:00 PM ET post the same business day.'
  [330] button 'Review transfer'
  [331] button 'Cancel'""")

    chk_opt = "Everyday Checking ••4417 ($3,412.87)"
    sav_opt = "High-Yield Savings ••9032 ($12,050.00)"
    review = page("Review transfer | Kestrel Credit Union", f"{host}/transfers/review", top + """
main ''
  heading 'Review your transfer'
  table ''
    row ''
      rowheader 'From'
      gridcell 'Everyday Checking ••4417'
    row ''
      rowheader 'To'
      gridcell 'High-Yield Savings ••9032'
    row ''
      rowheader 'Amount'
      gridcell '$250.00'
    row ''
      rowheader 'Frequency'
      gridcell 'One time'
    row ''
      rowheader 'Transfer date'
      gridcell 'Thu, Oct 3, 2024'
  StaticText 'Savings accounts are limited to 6 withdrawals per statement cycle. This transfer is a deposit and does not count.'
  [400] button 'Confirm transfer'
  [401] button 'Edit'
  [402] button 'Cancel'""")
    done = page("Transfer complete | Kestrel Credit Union", f"{host}/transfers/confirmation/TRF-88310452", top + """
main ''
  heading 'Your transfer is complete'
  StaticText 'Confirmation number TRF-88310452'
  table ''
    row ''
      rowheader 'From'
      gridcell 'Everyday Checking ••4417'
    row ''
      rowheader 'To'
      gridcell 'High-Yield Savings ••9032'
    row ''
      rowheader 'Amount'
      gridcell '$250.00'
    row ''
      rowheader 'Date'
      gridcell 'Thu, Oct 3, 2024 3:18 PM ET'
    row ''
      rowheader 'Status'
      gridcell 'Completed'
  StaticText 'New available balance in Everyday Checking ••4417: $3,162.87'
  StaticText 'New available balance in High-Yield Savings ••9032: $12,300.00'
  [500] link 'Make another transfer'
  [501] link 'Back to accounts'""")
    savings = page("High-Yield Savings ••9032 | Kestrel Credit Union", f"{host}/accounts/sav-9032/activity", top + """
main ''
  [200] link 'Back to accounts'
  heading 'High-Yield Savings ••9032'
  StaticText 'Available balance $12,300.00'
  StaticText 'Current balance $12,300.00'
  StaticText 'APY 4.15% · Interest paid monthly'
  StaticText 'Withdrawals this cycle: 0 of 6'
  [202] combobox 'Show', value='Last 30 days'
  [203] searchbox 'Search transactions'
  table 'Transactions'
    row ''
      columnheader 'Date'
      columnheader 'Description'
      columnheader 'Amount'
      columnheader 'Balance'
    row ''
      gridcell 'Oct 3, 2024'
      gridcell 'ONLINE TRANSFER FROM EVERYDAY CHECKING ••4417 TRF-88310452'
      gridcell '$250.00'
      gridcell '$12,300.00'
    row ''
      gridcell 'Sep 30, 2024'
      gridcell 'DIVIDEND/INTEREST PAID'
      gridcell '$41.38'
      gridcell '$12,050.00'
    row ''
      gridcell 'Sep 16, 2024'
      gridcell 'ONLINE TRANSFER FROM EVERYDAY CHECKING ••4417 TRF-87944120'
      gridcell '$500.00'
      gridcell '$12,008.62'
    row ''
      gridcell 'Sep 9, 2024'
      gridcell 'ONLINE TRANSFER TO EVERYDAY CHECKING ••4417 TRF-87790315'
      gridcell '-$300.00'
      gridcell '$11,508.62'
  [210] link 'Download transactions'""")
    turns = [
        ("click('100')", checking),
        ("go_back()", overview(3412.87, 12050.00, 15462.87)),
        ("click('13')", form("", "", "")),
        ("select_option('310', 'Everyday Checking ••4417 ($3,412.87)')", form(chk_opt, "", "")),
        ("select_option('312', 'High-Yield Savings ••9032 ($12,050.00)')", form(chk_opt, sav_opt, "")),
        ("fill('314', '250.00')", form(chk_opt, sav_opt, "250.00")),
        ("click('330')", review),
        ("click('400')", done),
        ("click('501')", overview(3162.87, 12300.00, 15212.87)),
        ("click('110')", savings),
    ]
    rs.add(task="web", tid="h15-web-09", system=WEB_SYSTEM, turns=turns, state=overview(3412.87, 12050.00, 15462.87), bad=True, turn=9,
           kind="'Total deposits' $15,212.87 at turn 9 does not match 3,162.87 + 12,300.00 (was $15,462.87 at turn 2; own-account transfer leaves it unchanged)")


# ---------------------------------------------------------------------------------------------------------
# 10
def t10(rs: RowSet) -> None:
    # clean: HR portal, request 3 vacation days over a holiday week (pending rises), then withdraw an older 1-day request (pending falls, it leaves the upcoming list)
    host = "https://people.worklyn.io"
    top = """
banner ''
  [10] link 'Worklyn'
  navigation ''
    [12] link 'Home'
    [13] link 'Time off'
    [14] link 'Pay'
    [15] link 'Benefits'
    [16] link 'Directory'
    [17] link 'Documents'
  [19] button 'Sunniva Berg', hasPopup='menu', expanded=False"""
    req_new = """
row ''
  gridcell 'LR-20942'
    [250] link 'LR-20942'
  gridcell 'Vacation'
  gridcell 'Dec 23 – Dec 27, 2024'
  gridcell '3.0 days'
  gridcell 'Pending approval'"""
    req_old = """
row ''
  gridcell 'LR-20877'
    [260] link 'LR-20877'
  gridcell 'Vacation'
  gridcell 'Nov 29, 2024'
  gridcell '1.0 day'
  gridcell 'Pending approval'"""

    def dash(pending: float, rows: list[str], msg: str = "") -> str:
        avail = 14.5
        return page("Time off | Worklyn", f"{host}/time-off", top + f"""
main ''
{ind(msg, 1) if msg else ''}
  heading 'Time off'
  [200] button 'Request time off'
  region 'Vacation (2024)'
    StaticText 'Available'
    StaticText '{avail:.1f} days'
    StaticText 'Pending'
    StaticText '{pending:.1f} days'
    StaticText 'Projected after pending'
    StaticText '{avail - pending:.1f} days'
    StaticText 'Accrues 2.08 days per month · carry-over limit 5 days'
  region 'Sick leave (2024)'
    StaticText 'Available'
    StaticText '6.0 days'
  heading 'Upcoming requests'
  table ''
    row ''
      columnheader 'Request'
      columnheader 'Type'
      columnheader 'Dates'
      columnheader 'Amount'
      columnheader 'Status'
{ind(''.join(rows), 2)}
  heading 'Company holidays'
  list ''
    listitem ''
      StaticText 'Wed Dec 25, 2024 · Christmas Day'
    listitem ''
      StaticText 'Thu Dec 26, 2024 · Boxing Day'
    listitem ''
      StaticText 'Wed Jan 1, 2025 · New Year's Day'""")

    def form(typ: str, start: str, end: str, note: str) -> str:
        opts = "\n".join(f"    option '{o}'{', selected=True' if o == (typ or 'Select a type') else ''}" for o in ["Select a type", "Vacation", "Sick leave", "Unpaid leave", "Parental leave"])
        sv = f", value='{start}'" if start else ""
        ev = f", value='{end}'" if end else ""
        nv = f", value='{note}'" if note else ""
        dur = "StaticText 'Duration: 3.0 days (Dec 25 and Dec 26 are company holidays)'" if end else "StaticText 'Duration: —'"
        bal = "StaticText 'Vacation balance: 14.5 days available, 1.0 day pending'" if typ else ""
        return page("Request time off | Worklyn", f"{host}/time-off/new", top + f"""
main ''
  heading 'Request time off'
  [300] combobox 'Type', hasPopup='listbox', expanded=False, required
{opts}
  {bal}
  [302] textbox 'Start date', clickable, required{sv}
  [303] textbox 'End date', clickable, required{ev}
  [304] checkbox 'Half day on start date', checked=False
  [305] checkbox 'Half day on end date', checked=False
  {dur}
  [306] textbox 'Comment for approver (optional)', clickable{nv}
  StaticText 'Approver: Margit Solberg'
  [310] button 'Submit request'
  [311] button 'Cancel'""")

    def detail(status: str, hist: list[str], dialog: bool = False) -> str:
        btn = "[410] button 'Withdraw request'" if status == "Pending approval" else ""
        dlg = """
dialog 'Withdraw this request?', modal=True
  StaticText 'LR-20877 · Vacation · Nov 29, 2024 · 1.0 day'
  StaticText 'Margit Solberg will be notified. This cannot be undone.'
  [450] button 'Yes, withdraw'
  [451] button 'Keep request'""" if dialog else ""
        return page("LR-20877 | Time off | Worklyn", f"{host}/time-off/requests/LR-20877", top + f"""
main ''
  [400] link 'Back to Time off'
  heading 'Request LR-20877'
  table ''
    row ''
      rowheader 'Type'
      gridcell 'Vacation'
    row ''
      rowheader 'Dates'
      gridcell 'Fri Nov 29, 2024'
    row ''
      rowheader 'Amount'
      gridcell '1.0 day'
    row ''
      rowheader 'Approver'
      gridcell 'Margit Solberg'
    row ''
      rowheader 'Status'
      gridcell '{status}'
    row ''
      rowheader 'Comment'
      gridcell 'Day after Thanksgiving with US team'
  {btn}
  heading 'History'
  list ''
{ind(chr(10).join(hist), 2)}{dlg}""")

    h1 = "listitem ''\n  StaticText 'Nov 4, 2024 09:12 · Submitted by Sunniva Berg'"
    h2 = "listitem ''\n  StaticText 'Nov 13, 2024 10:27 · Withdrawn by Sunniva Berg'"
    note = "Family trip to Tromsø"
    ok = "alert ''\n  StaticText 'Request LR-20942 was sent to Margit Solberg for approval.'"
    turns = [
        ("click('200')", form("", "", "", "")),
        ("select_option('300', 'Vacation')", form("Vacation", "", "", "")),
        ("fill('302', '2024-12-23')", form("Vacation", "2024-12-23", "", "")),
        ("fill('303', '2024-12-27')", form("Vacation", "2024-12-23", "2024-12-27", "")),
        (f"fill('306', '{note}')", form("Vacation", "2024-12-23", "2024-12-27", note)),
        ("click('310')", dash(4.0, [req_old, req_new], ok)),
        ("click('260')", detail("Pending approval", [h1])),
        ("click('410')", detail("Pending approval", [h1], dialog=True)),
        ("click('450')", detail("Withdrawn", [h2, h1])),
        ("click('13')", dash(3.0, [req_new])),
    ]
    rs.add(task="web", tid="h15-web-10", system=WEB_SYSTEM, turns=turns, state=dash(1.0, [req_old]))


# ---------------------------------------------------------------------------------------------------------
# 11
def t11(rs: RowSet) -> None:
    # bad: web calendar, event created Thu May 16 with end time set to 15:15 (turns 5, 7); its detail popover at turn 8 reads 14:30 – 16:15
    host = "https://cal.cadencehq.com"
    top = """
banner ''
  [10] button 'Main menu'
  [11] link 'Cadence Calendar'
  [13] searchbox 'Search events'
  [15] button 'Settings'
  [16] button 'Ruth Okafor (r.okafor@tallisfreight.com)'"""
    side = """
complementary ''
  [60] button 'Create'
  [62] grid 'Mini calendar, May 2024'
  heading 'My calendars'
  [70] checkbox 'Ruth Okafor', checked=True
  [71] checkbox 'Ops team', checked=True
  [72] checkbox 'US holidays', checked=True"""
    W1 = {
        "Mon 13": [("09:30 – 10:00", "Ops stand-up", "Room 2A"), ("15:00 – 16:00", "Carrier rate review", "Zoom")],
        "Tue 14": [("09:30 – 10:00", "Ops stand-up", "Room 2A"), ("13:00 – 14:00", "Lunch & learn: SQL window functions", "Atrium")],
        "Wed 15": [("09:30 – 10:00", "Ops stand-up", "Room 2A"), ("11:30 – 12:00", "1:1 with Dariusz", "Room 3C")],
        "Thu 16": [("09:30 – 10:00", "Ops stand-up", "Room 2A"), ("11:00 – 12:00", "Quarterly packaging forecast", "Room 4B — Fairview")],
        "Fri 17": [("09:30 – 10:00", "Ops stand-up", "Room 2A"), ("16:00 – 16:30", "Week wrap", "Room 2A")],
        "Sat 18": [],
        "Sun 19": [],
    }
    W2 = {
        "Mon 20": [("09:30 – 10:00", "Ops stand-up", "Room 2A"), ("10:30 – 12:00", "Sprint planning", "Room 4A — Lakeview")],
        "Tue 21": [("09:30 – 10:00", "Ops stand-up", "Room 2A")],
        "Wed 22": [("09:30 – 10:00", "Ops stand-up", "Room 2A"), ("14:00 – 15:00", "Supplier onboarding: Ferro Crates", "Zoom")],
        "Thu 23": [("09:30 – 10:00", "Ops stand-up", "Room 2A")],
        "Fri 24": [("09:30 – 10:00", "Ops stand-up", "Room 2A"), ("16:00 – 16:30", "Week wrap", "Room 2A")],
        "Sat 25": [],
        "Sun 26": [],
    }
    VR = ("14:30 – 15:15", "Vendor review — Lumen Packaging", "Room 4B — Fairview")

    def week(days: dict[str, list[tuple[str, str, str]]], label: str, url_date: str, overlay: str = "", toast: str = "") -> str:
        cols = []
        b = 200
        for d, evs in days.items():
            lines = [f"gridcell '{d}'"]
            for t, name, loc in evs:
                lines.append(f"  [{b}] button '{t}, {name}, {loc}'")
                b += 1
            if not evs:
                lines.append("  StaticText 'No events'")
            b = (b // 10 + 1) * 10
            cols.append("\n".join(lines))
        heads = "\n".join(f"    columnheader '{d}'" for d in days)
        body = top + side + f"""
main ''
  [100] button 'Today'
  [101] button 'Previous week'
  [102] button 'Next week'
  heading '{label}'
  [104] combobox 'View', value='Week'
  grid '{label}'
    row ''
{heads}
    row ''
{ind(chr(10).join(cols), 3)}"""
        if toast:
            body += f"\nstatus ''\n  StaticText '{toast}'\n  [90] button 'Undo'"
        if overlay:
            body += "\n" + overlay
        return page(f"Cadence Calendar - Week of {label}", f"{host}/r/week/{url_date}", body)

    def dialog(title: str, date: str, start: str, end: str, loc: str) -> str:
        tv = f", value='{title}'" if title else ""
        lv = f", value='{loc}'" if loc else ""
        focus_t = ", focused" if not title else ""
        h1, m1 = map(int, start.split(":"))
        h2, m2 = map(int, end.split(":"))
        mins = (h2 * 60 + m2) - (h1 * 60 + m1)
        dur = f"{mins // 60} hr" if mins % 60 == 0 else f"{mins} min"
        return f"""dialog 'New event', modal=True
  [500] textbox 'Add title', clickable{focus_t}{tv}
  [502] textbox 'Date', clickable, value='{date}'
  [503] textbox 'Start time', clickable, value='{start}'
  [504] textbox 'End time', clickable, value='{end}'
  StaticText '({dur})'
  [505] checkbox 'All day', checked=False
  [506] combobox 'Repeat', value='Does not repeat'
  [508] textbox 'Add guests', clickable
  [510] textbox 'Add location', clickable{lv}
  [512] combobox 'Calendar', value='Ruth Okafor'
  [514] textbox 'Add description', clickable
  [520] button 'Save'
  [521] button 'More options'
  [522] button 'Close'"""

    W1v = {k: (v + [VR] if k == "Thu 16" else v) for k, v in W1.items()}
    title = "Vendor review — Lumen Packaging"
    loc = "Room 4B — Fairview"
    pop_vr = """dialog 'Vendor review — Lumen Packaging'
  [600] button 'Edit event'
  [601] button 'Delete event'
  [602] button 'Options', hasPopup='menu'
  [603] button 'Close'
  heading 'Vendor review — Lumen Packaging'
  StaticText 'Thursday, May 16 · 14:30 – 16:15'
  StaticText 'Room 4B — Fairview'
  StaticText 'Ruth Okafor · Organizer'
  StaticText 'Reminder: 10 minutes before'
  [610] link 'Join with Cadence Meet'"""
    pop_sp = """dialog 'Sprint planning'
  [600] button 'Edit event'
  [601] button 'Delete event'
  [602] button 'Options', hasPopup='menu'
  [603] button 'Close'
  heading 'Sprint planning'
  StaticText 'Monday, May 20 · 10:30 – 12:00'
  StaticText 'Every 2 weeks on Monday'
  StaticText 'Room 4A — Lakeview'
  StaticText '7 guests · 5 yes, 2 awaiting'
  StaticText 'Dariusz Wróbel · Organizer'
  [612] button 'Going? Yes'
  [613] button 'No'
  [614] button 'Maybe'"""
    lbl1, lbl2 = "May 13 – 19, 2024", "May 20 – 26, 2024"
    turns = [
        ("click('60')", week(W1, lbl1, "2024/5/13", dialog("", "05/13/2024", "10:00", "11:00", ""))),
        (f"fill('500', '{title}')", week(W1, lbl1, "2024/5/13", dialog(title, "05/13/2024", "10:00", "11:00", ""))),
        ("fill('502', '05/16/2024')", week(W1, lbl1, "2024/5/13", dialog(title, "05/16/2024", "10:00", "11:00", ""))),
        ("fill('503', '14:30')", week(W1, lbl1, "2024/5/13", dialog(title, "05/16/2024", "14:30", "15:30", ""))),
        ("fill('504', '15:15')", week(W1, lbl1, "2024/5/13", dialog(title, "05/16/2024", "14:30", "15:15", ""))),
        (f"fill('510', '{loc}')", week(W1, lbl1, "2024/5/13", dialog(title, "05/16/2024", "14:30", "15:15", loc))),
        ("click('520')", week(W1v, lbl1, "2024/5/13", toast="Event saved")),
        ("click('232')", week(W1v, lbl1, "2024/5/13", overlay=pop_vr)),
        ("click('102')", week(W2, lbl2, "2024/5/20")),
        ("click('201')", week(W2, lbl2, "2024/5/20", overlay=pop_sp)),
    ]
    rs.add(task="web", tid="h15-web-11", system=WEB_SYSTEM, turns=turns, state=week(W1, lbl1, "2024/5/13"), bad=True, turn=8,
           kind="event end time set to 15:15 (turns 5, 7) shows 14:30 – 16:15 in the event popover at turn 8")


# ---------------------------------------------------------------------------------------------------------
# 12
def t12(rs: RowSet) -> None:
    # clean: helpdesk, reply on a double-charge ticket, move it to Billing / another owner / pending reminder, it leaves 'My assigned tickets', then found by search
    host = "https://support.helpdock.app"
    nav = """
navigation ''
  [10] link 'Dashboard'
  [11] link 'Overviews'
  [12] link 'Customer'
  [13] link 'Reporting'
  [14] searchbox 'Search…', clickable
  [16] button 'Keiko Tanabe', hasPopup='menu'"""
    mine = [
        ("58213", "Double charge on annual plan renewal", "Björn Halvorsen", "open", "2 normal", "06/04/2024 09:05"),
        ("58227", "SSO login loops back to sign-in page", "Amara Nwosu", "open", "3 high", "06/05/2024 11:42"),
        ("58198", "Export to CSV drops accented characters", "Lucie Marchand", "pending reminder", "2 normal", "06/03/2024 16:20"),
        ("58240", "Add a second billing contact", "Tavita Leota", "new", "1 low", "06/05/2024 13:31"),
        ("58176", "Webhook retries flooding our endpoint", "Daniel Ferreira", "open", "3 high", "06/05/2024 08:57"),
        ("58155", "Invoice shows old VAT number", "Kirsi Heikkinen", "open", "2 normal", "06/01/2024 10:14"),
        ("58231", "Workspace owner left the company", "Owen Pritchard", "new", "2 normal", "06/05/2024 12:08"),
    ]

    def overview(rows: list[tuple[str, str, str, str, str, str]]) -> str:
        rr = []
        for i, (n, t, c, st, pr, up) in enumerate(rows):
            b = 200 + i * 5
            rr.append(f"""
row ''
  gridcell '#{n}'
  gridcell '{t}'
    [{b}] link '{t}'
  gridcell '{c}'
  gridcell '{st}'
  gridcell '{pr}'
  gridcell '{up}'""")
        return page("My Assigned Tickets - Helpdock", f"{host}/#ticket/view/my_assigned", nav + f"""
complementary 'Overviews'
  [100] link 'My Assigned Tickets {len(rows)}'
  [101] link 'Unassigned & Open Tickets 12'
  [102] link 'My Pending Reached Tickets 0'
  [103] link 'All Open Tickets 86'
  [104] link 'Escalated Tickets 3'
main ''
  heading 'My Assigned Tickets'
  StaticText '{len(rows)} tickets'
  table ''
    row ''
      columnheader 'Number'
      columnheader 'Title'
      columnheader 'Customer'
      columnheader 'State'
      columnheader 'Priority'
      columnheader 'Updated at', sort='none'
{ind(''.join(rr), 2)}""")

    a1 = """
article ''
  StaticText 'Björn Halvorsen · email · 06/04/2024 08:12'
  StaticText 'To: billing@helpdock.app'
  paragraph ''
    StaticText 'Hi, we were charged twice (2 × NOK 4,790) on 3 June for our annual Pro renewal. Invoice numbers INV-24-11873 and INV-24-11874. Please refund one of them. Thanks, Björn'"""
    a2 = """
article ''
  StaticText 'Keiko Tanabe · internal note · 06/04/2024 09:05'
  paragraph ''
    StaticText 'Confirmed duplicate charge in the payment log — ch_3PNx8K2 and ch_3PNx8L9, same card, 4 seconds apart. Needs Billing to issue the refund.'"""
    reply = "Hi Björn, thanks for the invoice numbers. We confirmed the duplicate charge and have passed it to our Billing team, who will refund INV-24-11874 in full. You will get a confirmation by email within 2 business days. Best, Keiko"
    a3 = f"""
article ''
  StaticText 'Keiko Tanabe · email · 06/05/2024 14:07'
  StaticText 'To: bjorn@halvorsen-design.no'
  paragraph ''
    StaticText '{reply}'"""

    def ticket(arts: list[str], state: str, group: str, owner: str, pending: str, box: str | None, updated: str, msg: str = "") -> str:
        owners = ["-", "Keiko Tanabe", "Rafael Duarte", "Ines Vogt"] if group == "Billing" else ["-", "Keiko Tanabe", "Samuel Odhiambo", "Priya Nair"]
        oo = "\n".join(f"  option '{o}'{', selected=True' if o == owner else ''}" for o in owners)
        go = "\n".join(f"  option '{g}'{', selected=True' if g == group else ''}" for g in ["Tier 1", "Billing", "Engineering"])
        so = "\n".join(f"  option '{s}'{', selected=True' if s == state else ''}" for s in ["new", "open", "pending reminder", "pending close", "closed"])
        pend = f"[330] textbox 'Pending till', clickable, value='{pending}'" if state == "pending reminder" else ""
        if box is None:
            comp = "[300] button 'reply'\n[301] button 'internal note'"
        else:
            bv = f", value='{box}'" if box else ""
            comp = f"""region 'Reply'
  StaticText 'To: bjorn@halvorsen-design.no'
  [302] textbox 'Text', clickable{bv}
  [303] button 'Discard'"""
        return page("#58213 - Double charge on annual plan renewal - Helpdock", f"{host}/#ticket/zoom/58213", nav + f"""
main ''
{ind(msg, 1) if msg else ''}
  heading 'Double charge on annual plan renewal'
  StaticText '#58213 · created 06/04/2024 08:12 · updated {updated}'
  StaticText 'Customer: Björn Halvorsen · Halvorsen Design AS'
{ind(''.join(arts), 1)}
{ind(comp, 1)}
complementary 'Ticket'
  [320] combobox 'Group', hasPopup='listbox'
{ind(go, 1)}
  [322] combobox 'Owner', hasPopup='listbox'
{ind(oo, 1)}
  [324] combobox 'State', hasPopup='listbox'
{ind(so, 1)}
  {pend}
  [326] combobox 'Priority', value='2 normal'
  StaticText 'Tags: billing, refund'
  [340] button 'Update'""")

    search = page("Search - Helpdock", f"{host}/#search/58213", nav.replace("[14] searchbox 'Search…', clickable", "[14] searchbox 'Search…', clickable, focused, value='58213'") + """
main ''
  heading 'Search results'
  tablist ''
    [400] tab 'Ticket 1', selected=True
    [401] tab 'User 0', selected=False
    [402] tab 'Organization 0', selected=False
  table ''
    row ''
      columnheader 'Number'
      columnheader 'Title'
      columnheader 'Customer'
      columnheader 'Group'
      columnheader 'Owner'
      columnheader 'State'
      columnheader 'Updated at'
    row ''
      gridcell '#58213'
      gridcell 'Double charge on annual plan renewal'
        [410] link 'Double charge on annual plan renewal'
      gridcell 'Björn Halvorsen'
      gridcell 'Billing'
      gridcell 'Rafael Duarte'
      gridcell 'pending reminder'
      gridcell '06/05/2024 14:07'""")
    u0 = "06/04/2024 09:05"
    pt = "06/12/2024 09:00"
    turns = [
        ("click('200')", ticket([a1, a2], "open", "Tier 1", "Keiko Tanabe", "", None, u0)),
        ("click('300')", ticket([a1, a2], "open", "Tier 1", "Keiko Tanabe", "", "", u0)),
        (f"fill('302', '{reply}')", ticket([a1, a2], "open", "Tier 1", "Keiko Tanabe", "", reply, u0)),
        ("select_option('320', 'Billing')", ticket([a1, a2], "open", "Billing", "-", "", reply, u0)),
        ("select_option('322', 'Rafael Duarte')", ticket([a1, a2], "open", "Billing", "Rafael Duarte", "", reply, u0)),
        ("select_option('324', 'pending reminder')", ticket([a1, a2], "pending reminder", "Billing", "Rafael Duarte", "", reply, u0)),
        (f"fill('330', '{pt}')", ticket([a1, a2], "pending reminder", "Billing", "Rafael Duarte", pt, reply, u0)),
        ("click('340')", ticket([a1, a2, a3], "pending reminder", "Billing", "Rafael Duarte", pt, None, "06/05/2024 14:07", msg="status ''\n  StaticText 'Ticket #58213 updated.'")),
        ("click('11')", overview(mine[1:])),
        ("fill('14', '58213')", overview(mine[1:]).replace("[14] searchbox 'Search…', clickable", "[14] searchbox 'Search…', clickable, focused, value='58213'")),
        ("press('14', 'Enter')", search),
    ]
    rs.add(task="web", tid="h15-web-12", system=WEB_SYSTEM, turns=turns, state=overview(mine))


# ---------------------------------------------------------------------------------------------------------
# 13
def t13(rs: RowSet) -> None:
    # bad: university student center, ARTH 1100 dropped at turn 4 (confirmed removed), LING 2300 enrolled at turn 7; the class schedule at turn 8 still lists ARTH 1100 as Enrolled (16.00 units)
    host = "https://studentcenter.larchmont.edu"
    top = """
banner ''
  [10] link 'Larchmont University Student Center'
  StaticText 'Jae-won Park · ID 20417736'
  [12] link 'Home'
  [13] link 'Academics'
  [14] link 'Finances'
  [15] link 'Sign out'
navigation 'Enrollment'
  [20] link 'My Class Schedule'
  [21] link 'Add'
  [22] link 'Drop'
  [23] link 'Swap'
  [24] link 'Edit'
  StaticText 'Term: Fall 2024'"""
    C = {
        "CHEM": ("CHEM 2110-001", "41872", "Organic Chemistry I (Lecture)", "MoWeFr 9:05AM - 9:55AM", "Baker Lab 200", "Dr. Miriam Feld", "4.00"),
        "STAT": ("STAT 2020-003", "40391", "Introduction to Statistical Methods", "TuTh 11:00AM - 12:15PM", "Rowe Hall 118", "Dr. Kofi Mensah", "3.00"),
        "HIST": ("HIST 1450-002", "42230", "The Atlantic World, 1450-1800", "MoWe 1:25PM - 2:40PM", "Gaines Hall 305", "Dr. Eleanor Whitcombe", "3.00"),
        "ARTH": ("ARTH 1100-001", "40117", "Survey of Western Art I", "TuTh 2:00PM - 3:15PM", "Fine Arts 110", "Dr. Paolo Ricci", "3.00"),
        "LING": ("LING 2300-001", "43308", "Introduction to Phonology", "TuTh 2:00PM - 3:15PM", "Wexler Hall 214", "Dr. Halima Sy", "3.00"),
    }

    def schedule(keys: list[str]) -> str:
        rows = []
        units = 0.0
        for i, k in enumerate(keys):
            cls, nbr, title, days, room, instr, u = C[k]
            units += float(u)
            rows.append(f"""
row ''
  gridcell '{cls}'
    [{200 + i * 10}] link '{cls}'
  gridcell '{title}'
  gridcell '{nbr}'
  gridcell '{days}'
  gridcell '{room}'
  gridcell '{instr}'
  gridcell '{u}'
  gridcell 'Enrolled'""")
        return page("My Class Schedule | Larchmont Student Center", f"{host}/enrollment/schedule?term=2248", top + f"""
main ''
  heading 'My Fall 2024 Class Schedule'
  [100] radio 'List View', checked=True
  [101] radio 'Weekly Calendar View', checked=False
  table ''
    row ''
      columnheader 'Class'
      columnheader 'Title'
      columnheader 'Class Nbr'
      columnheader 'Days & Times'
      columnheader 'Room'
      columnheader 'Instructor'
      columnheader 'Units'
      columnheader 'Status'
{ind(''.join(rows), 2)}
  StaticText 'Total units: {units:.2f}'
  StaticText 'Enrollment appointment: open until Sep 6, 2024 (end of add/drop)'""")

    def drop(checked: bool) -> str:
        rows = []
        for i, k in enumerate(["CHEM", "STAT", "HIST", "ARTH"]):
            cls, nbr, title, days, room, _instr, u = C[k]
            ck = checked and k == "ARTH"
            rows.append(f"""
row ''
  gridcell ''
    [{300 + i * 10}] checkbox 'Select {cls}', checked={ck}
  gridcell '{cls} {title}'
  gridcell '{days}'
  gridcell '{room}'
  gridcell '{u}'""")
        return page("Drop Classes | Larchmont Student Center", f"{host}/enrollment/drop?term=2248", top + f"""
main ''
  heading 'Drop Classes — Fall 2024'
  StaticText 'Step 1 of 3: Select classes to drop'
  StaticText 'Classes dropped before Sep 6, 2024 do not appear on your transcript.'
  table ''
    row ''
      columnheader 'Select'
      columnheader 'Class'
      columnheader 'Days & Times'
      columnheader 'Room'
      columnheader 'Units'
{ind(''.join(rows), 2)}
  [350] button 'Drop Selected Classes'""")

    confirm_drop = page("Drop Classes | Larchmont Student Center", f"{host}/enrollment/drop/confirm?term=2248", top + """
main ''
  heading 'Drop Classes — Fall 2024'
  StaticText 'Step 2 of 3: Confirm classes to drop'
  table ''
    row ''
      columnheader 'Class'
      columnheader 'Description'
      columnheader 'Days & Times'
      columnheader 'Units'
    row ''
      gridcell 'ARTH 1100-001 (40117)'
      gridcell 'Survey of Western Art I'
      gridcell 'TuTh 2:00PM - 3:15PM'
      gridcell '3.00'
  [400] button 'Cancel'
  [401] button 'Previous'
  [402] button 'Finish Dropping'""")
    drop_done = page("Drop Classes | Larchmont Student Center", f"{host}/enrollment/drop/results?term=2248", top + """
main ''
  heading 'Drop Classes — Fall 2024'
  StaticText 'Step 3 of 3: View results'
  table ''
    row ''
      columnheader 'Class'
      columnheader 'Message'
      columnheader 'Status'
    row ''
      gridcell 'ARTH 1100'
      gridcell 'This class has been removed from your schedule.'
      gridcell 'Success'
  [420] button 'My Class Schedule'
  [421] button 'Add Another Class'""")
    add = page("Add Classes | Larchmont Student Center", f"{host}/enrollment/add?term=2248", top + """
main ''
  heading 'Add Classes — Fall 2024'
  StaticText 'Step 1 of 3: Choose classes to add'
  [500] textbox 'Enter Class Nbr', clickable
  [501] button 'Enter'
  [502] button 'Search'
  heading 'Fall 2024 Shopping Cart'
  table ''
    row ''
      columnheader 'Delete'
      columnheader 'Class'
      columnheader 'Days/Times'
      columnheader 'Room'
      columnheader 'Instructor'
      columnheader 'Units'
      columnheader 'Status'
    row ''
      gridcell ''
        [510] button 'Delete LING 2300-001'
      gridcell 'LING 2300-001 (43308) Introduction to Phonology'
      gridcell 'TuTh 2:00PM - 3:15PM'
      gridcell 'Wexler Hall 214'
      gridcell 'Dr. Halima Sy'
      gridcell '3.00'
      gridcell 'Open'
  [520] button 'Proceed to Step 2 of 3'""")
    add_confirm = page("Add Classes | Larchmont Student Center", f"{host}/enrollment/add/confirm?term=2248", top + """
main ''
  heading 'Add Classes — Fall 2024'
  StaticText 'Step 2 of 3: Confirm classes'
  table ''
    row ''
      columnheader 'Class'
      columnheader 'Description'
      columnheader 'Days & Times'
      columnheader 'Room'
      columnheader 'Units'
      columnheader 'Status'
    row ''
      gridcell 'LING 2300-001 (43308)'
      gridcell 'Introduction to Phonology'
      gridcell 'TuTh 2:00PM - 3:15PM'
      gridcell 'Wexler Hall 214'
      gridcell '3.00'
      gridcell 'Open'
  [540] button 'Cancel'
  [541] button 'Previous'
  [542] button 'Finish Enrolling'""")
    add_done = page("Add Classes | Larchmont Student Center", f"{host}/enrollment/add/results?term=2248", top + """
main ''
  heading 'Add Classes — Fall 2024'
  StaticText 'Step 3 of 3: View results'
  table ''
    row ''
      columnheader 'Class'
      columnheader 'Message'
      columnheader 'Status'
    row ''
      gridcell 'LING 2300'
      gridcell 'Success: enrolled.'
      gridcell 'Success'
  [560] button 'My Class Schedule'
  [561] button 'Add Another Class'""")
    ling = page("Class Detail LING 2300-001 | Larchmont Student Center", f"{host}/classes/2248/43308", top + """
main ''
  heading 'LING 2300 - 001 Introduction to Phonology'
  StaticText 'Fall 2024 · Lecture · Class Nbr 43308'
  table 'Class Details'
    row ''
      rowheader 'Status'
      gridcell 'Open'
    row ''
      rowheader 'Units'
      gridcell '3 units'
    row ''
      rowheader 'Grading'
      gridcell 'Graded (A-F)'
    row ''
      rowheader 'Dates'
      gridcell '08/26/2024 - 12/06/2024'
  table 'Meeting Information'
    row ''
      columnheader 'Days & Times'
      columnheader 'Room'
      columnheader 'Instructor'
    row ''
      gridcell 'TuTh 2:00PM - 3:15PM'
      gridcell 'Wexler Hall 214'
      gridcell 'Dr. Halima Sy'
  table 'Class Availability'
    row ''
      rowheader 'Class Capacity'
      gridcell '40'
    row ''
      rowheader 'Enrollment Total'
      gridcell '34'
    row ''
      rowheader 'Available Seats'
      gridcell '6'
  heading 'Description'
  paragraph ''
    StaticText 'Sound systems of human languages: phonemes, features, syllables, stress and tone, with problem sets drawn from a wide range of languages. Prerequisite: LING 1010.'
  [600] button 'Return to My Class Schedule'""")
    turns = [
        ("click('22')", drop(False)),
        ("click('330')", drop(True)),
        ("click('350')", confirm_drop),
        ("click('402')", drop_done),
        ("click('421')", add),
        ("click('520')", add_confirm),
        ("click('542')", add_done),
        ("click('560')", schedule(["CHEM", "STAT", "HIST", "ARTH", "LING"])),
        ("click('240')", ling),
    ]
    rs.add(task="web", tid="h15-web-13", system=WEB_SYSTEM, turns=turns, state=schedule(["CHEM", "STAT", "HIST", "ARTH"]), bad=True, turn=8,
           kind="ARTH 1100 dropped successfully at turn 4 is listed as Enrolled again on the schedule at turn 8")


# ---------------------------------------------------------------------------------------------------------
# 14
def t14(rs: RowSet) -> None:
    # clean: GitLab merge request, retry a failed pipeline (same pipeline id, running then passed), approve 1 of 2, comment, resolve one of two threads, list commits
    host = "https://git.mycelium-labs.org"
    proj = f"{host}/mycelium-labs/sporecount"
    nav = """
banner ''
  [8] link 'Homepage'
  [10] searchbox 'Search GitLab'
  [14] link 'Issues 3'
  [15] link 'Merge requests 5'
  [16] link 'To-Do List 2'
  [18] button 'Hannelore Vasquez user’s menu', hasPopup='menu', expanded=False
navigation 'Project navigation'
  [30] link 'sporecount'
  [32] link 'Repository'
  [33] link 'Issues 17'
  [34] link 'Merge requests 6'
  [35] link 'CI/CD'
  [37] link 'Wiki'"""

    def head(tab: str) -> str:
        tabs = "\n".join(f"    [{50 + i}] tab '{t}', selected={t.split(' ')[0] == tab}" for i, t in enumerate(["Overview 6", "Commits 3", "Pipelines 3", "Changes 4"]))
        return f"""
  navigation 'Breadcrumbs'
    [40] link 'mycelium-labs'
    [41] link 'sporecount'
    [42] link 'Merge requests'
    [43] link '!88'
  heading 'Add CSV export for plate counts'
  StaticText 'Open'
  StaticText 'Tovah Brenner requested to merge tb/csv-export into main 2 days ago'
  [46] button 'Code', hasPopup='menu'
  tablist ''
{tabs}"""

    def overview(pipe: str, approved: bool, notes: list[str], unresolved: int, box: str = "") -> str:
        pl = {
            "failed": "StaticText 'Pipeline #41207 failed for 9c4e1a2b on tb/csv-export 41 minutes ago'",
            "running": "StaticText 'Pipeline #41207 running for 9c4e1a2b on tb/csv-export'",
            "passed": "StaticText 'Pipeline #41207 passed for 9c4e1a2b on tb/csv-export just now'",
        }[pipe]
        if approved:
            appr = "StaticText 'Requires 1 more approval from Maintainers.'\nStaticText 'Approved by'\n[212] link 'Hannelore Vasquez'\n[210] button 'Revoke approval'"
        else:
            appr = "StaticText 'Requires 2 approvals from Maintainers.'\n[210] button 'Approve'"
        checks = (["Pipeline must succeed"] if pipe != "passed" else []) + ["Approvals required"] + (["All threads must be resolved"] if unresolved else [])
        merge = f"StaticText 'Merge blocked: {len(checks)} checks failed'\n" + "\n".join(f"StaticText '{c}'" for c in checks)
        threads = f"StaticText '{unresolved} unresolved thread{'s' if unresolved != 1 else ''}'" if unresolved else "StaticText 'All threads resolved'"
        bv = f", value='{box}'" if box else ""
        body = nav + "\nmain ''" + head("Overview") + f"""
  paragraph ''
    StaticText 'Adds GET /plates/export.csv with one row per plate: plate_id, strain, medium, incubation_hours, colony_count, counted_by. Empty plates are exported with colony_count 0. Closes #71.'
  region 'Pipeline'
    {pl}
    [200] link '#41207'
  region 'Approvals'
{ind(appr, 2)}
  region 'Merge'
{ind(merge, 2)}
  [230] button 'Merge', disabled=True
  {threads}
  heading 'Activity'
  list ''
{ind(chr(10).join(notes), 2)}
  [290] textbox 'Write a comment or drag your files here…', clickable{bv}
  [291] button 'Comment'"""
        return page("Add CSV export for plate counts (!88) · Merge requests · mycelium-labs / sporecount · GitLab", f"{proj}/-/merge_requests/88", body)

    th1_open = """listitem ''
  [240] link 'Imre Kovács'
  StaticText 'started a thread on an old version of the diff 1 day ago'
  StaticText 'src/sporecount/export.py line 42'
  paragraph ''
    StaticText 'Should counted_by be the username or the display name? The lab sheets use initials.'
  listitem ''
    [243] link 'Tovah Brenner'
    StaticText '1 day ago'
    paragraph ''
      StaticText 'Username for now, initials come from the profile in the report view.'
  [245] button 'Resolve thread'
  [246] button 'Reply'"""
    th1_done = """listitem ''
  [240] link 'Imre Kovács'
  StaticText 'started a thread on an old version of the diff 1 day ago'
  StaticText 'src/sporecount/export.py line 42'
  StaticText 'Resolved by Hannelore Vasquez just now'
  [247] button 'Show thread'"""
    th2 = """listitem ''
  [250] link 'Imre Kovács'
  StaticText 'started a thread on the diff 22 hours ago'
  StaticText 'tests/test_export.py line 88'
  paragraph ''
    StaticText 'test_plate_edge_counts is timing-dependent; it failed for me once locally too.'
  [255] button 'Resolve thread'
  [256] button 'Reply'"""
    sys1 = "listitem ''\n  StaticText 'Tovah Brenner added 1 commit 45 minutes ago'\n  StaticText '9c4e1a2b - Handle empty plates in CSV export'"
    appr_note = "listitem ''\n  StaticText 'Hannelore Vasquez approved this merge request just now'"
    msg = "LGTM after the rerun of the flaky test_plate_edge_counts. One more Maintainer approval needed."
    my_note = f"listitem ''\n  [260] link 'Hannelore Vasquez'\n  StaticText 'just now'\n  paragraph ''\n    StaticText '{msg}'"

    def pipelines(status: str) -> str:
        st = {"failed": "Failed", "running": "Running"}[status]
        jobs = "lint: passed · test:unit: failed · test:integration: passed · build: skipped" if status == "failed" else "lint: passed · test:unit: running · test:integration: passed · build: created"
        dur = "00:06:12" if status == "failed" else "in progress"
        body = nav + "\nmain ''" + head("Pipelines") + f"""
  table ''
    row ''
      columnheader 'Status'
      columnheader 'Pipeline'
      columnheader 'Commit'
      columnheader 'Stages'
      columnheader 'Duration'
      columnheader ''
    row ''
      gridcell '{st}'
      gridcell '#41207 · tb/csv-export · merge request'
        [300] link '#41207'
      gridcell '9c4e1a2b Handle empty plates in CSV export'
      gridcell '{jobs}'
      gridcell '{dur}'
      gridcell ''
{'        [302] button ' + "'Retry'" if status == 'failed' else '        [303] button ' + "'Cancel'"}
    row ''
      gridcell 'Passed'
      gridcell '#41188 · tb/csv-export · merge request'
        [310] link '#41188'
      gridcell '5d07e3f1 Add CSV export endpoint'
      gridcell 'lint: passed · test:unit: passed · test:integration: passed · build: passed'
      gridcell '00:07:48'
      gridcell ''
    row ''
      gridcell 'Passed'
      gridcell '#41160 · tb/csv-export · merge request'
        [320] link '#41160'
      gridcell 'a81b2c44 Scaffold export module'
      gridcell 'lint: passed · test:unit: passed · test:integration: passed · build: passed'
      gridcell '00:07:21'
      gridcell ''"""
        return page("Pipelines · Add CSV export for plate counts (!88) · mycelium-labs / sporecount · GitLab", f"{proj}/-/merge_requests/88/pipelines", body)

    commits = page("Commits · Add CSV export for plate counts (!88) · mycelium-labs / sporecount · GitLab", f"{proj}/-/merge_requests/88/commits", nav + "\nmain ''" + head("Commits") + """
  list ''
    listitem ''
      StaticText 'Today'
      [400] link 'Handle empty plates in CSV export'
      StaticText 'Tovah Brenner authored 47 minutes ago'
      StaticText '9c4e1a2b'
      [401] button 'Copy commit SHA'
    listitem ''
      StaticText 'Yesterday'
      [410] link 'Add CSV export endpoint'
      StaticText 'Tovah Brenner authored 1 day ago'
      StaticText '5d07e3f1'
      [411] button 'Copy commit SHA'
    listitem ''
      StaticText '2 days ago'
      [420] link 'Scaffold export module'
      StaticText 'Tovah Brenner authored 2 days ago'
      StaticText 'a81b2c44'
      [421] button 'Copy commit SHA'""")
    n0 = [th1_open, th2, sys1]
    turns = [
        ("click('52')", pipelines("failed")),
        ("click('302')", pipelines("running")),
        ("click('50')", overview("running", False, n0, 2)),
        ("click('210')", overview("running", True, n0 + [appr_note], 2)),
        (f"fill('290', '{msg}')", overview("running", True, n0 + [appr_note], 2, box=msg)),
        ("click('291')", overview("running", True, n0 + [appr_note, my_note], 2)),
        (f"goto('{proj}/-/merge_requests/88')", overview("passed", True, n0 + [appr_note, my_note], 2)),
        ("click('245')", overview("passed", True, [th1_done, th2, sys1, appr_note, my_note], 1)),
        ("click('51')", commits),
    ]
    rs.add(task="web", tid="h15-web-14", system=WEB_SYSTEM, turns=turns, state=overview("failed", False, n0, 2))


# ---------------------------------------------------------------------------------------------------------
# 15
def t15(rs: RowSet) -> None:
    # clean: catalog admin, keyword 'linen', restock and reprice a duvet cover, grid re-sorted by quantity, then a narrower keyword shows two similar napkin records
    host = "https://admin.merchwell.co"
    side = """
navigation ''
  [20] link 'Dashboard'
  [21] link 'Orders'
  [22] link 'Products'
  [23] link 'Customers'
  [24] link 'Discounts'
  [25] link 'Analytics'
  [26] link 'Settings'
banner ''
  StaticText 'Linden & Loom'
  [30] button 'Noor Saberi', hasPopup='menu'"""
    P = {
        "1042": ["Stonewashed Linen Duvet Cover - Queen", "LN-DUV-Q-SAGE", 189.00, 12, "Enabled"],
        "1043": ["Stonewashed Linen Duvet Cover - King", "LN-DUV-K-SAGE", 219.00, 7, "Enabled"],
        "1057": ["Linen Pillowcase Pair - Sage", "LN-PLW-SAGE", 58.00, 31, "Enabled"],
        "1058": ["Linen Pillowcase Pair - Oat", "LN-PLW-OAT", 58.00, 44, "Enabled"],
        "1071": ["Linen Napkins (Set of 4) - Rust", "LN-NAP4-RUST", 36.00, 0, "Enabled"],
        "1072": ["Linen Napkins (Set of 4) - Oat", "LN-NAP4-OAT", 36.00, 18, "Enabled"],
        "1090": ["Linen Waffle Bath Towel - Charcoal", "LN-TWL-CHAR", 42.00, 23, "Disabled"],
    }

    def grid(ids: list[str], kw: str, box: str, total: int, sort: str, data: dict[str, list]) -> str:
        rows = []
        for i, pid in enumerate(ids):
            name, sku, price, qty, st = data[pid]
            b = 400 + i * 10
            rows.append(f"""
row ''
  gridcell ''
    [{b}] checkbox 'Select {pid}', checked=False
  gridcell '{pid}'
  gridcell '{name}'
  gridcell '{sku}'
  gridcell '{money(price)}'
  gridcell '{qty}'
  gridcell '{"Out of stock" if qty == 0 else "In stock"}'
  gridcell '{st}'
  gridcell ''
    [{b + 8}] link 'Edit'""")
        bv = f", value='{box}'" if box else ""
        chip = f"StaticText 'Keyword: {kw}'\n  [360] button 'Remove Keyword: {kw} filter'\n  [362] button 'Clear all'" if kw else ""
        sid = ", sort='ascending'" if sort == "id" else ""
        sq = ", sort='ascending'" if sort == "qty" else ""
        body = side + f"""
main ''
  heading 'Products'
  [300] button 'Add Product'
  [310] textbox 'Search by keyword', clickable{bv}
  [311] button 'Search'
  [320] button 'Filters'
  [324] button 'Columns'
  {chip}
  [330] combobox 'Actions', hasPopup='menu', expanded=False
  StaticText '{total:,} records found'
  [340] combobox 'per page', value='25'
  [342] button 'Previous Page', disabled=True
  [343] spinbutton 'Page', value='1'
  StaticText 'of {-(-total // 25)}'
  [345] button 'Next Page'{', disabled=True' if total <= 25 else ''}
  table ''
    row ''
      columnheader ''
      [350] columnheader 'ID'{sid}
      [351] columnheader 'Name'
      [352] columnheader 'SKU'
      [353] columnheader 'Price'
      [354] columnheader 'Quantity'{sq}
      [355] columnheader 'Stock status'
      [356] columnheader 'Status'
      columnheader 'Action'
{ind(''.join(rows), 2)}"""
        return page("Products / Catalog / Merchwell Admin", f"{host}/catalog/products", body)

    def edit(price: str, qty: str, msg: bool = False) -> str:
        m = "alert ''\n    StaticText 'You saved the product.'" if msg else ""
        return page("Stonewashed Linen Duvet Cover - Queen / Products / Catalog / Merchwell Admin", f"{host}/catalog/products/edit/1042", side + f"""
main ''
  {m}
  heading 'Stonewashed Linen Duvet Cover - Queen'
  [500] button 'Back'
  [501] button 'Add Attribute'
  [502] button 'Save', hasPopup='menu'
  [510] switch 'Enable Product', checked=True
  [512] combobox 'Attribute Set', value='Bedding'
  [514] textbox 'Product Name', clickable, required, value='Stonewashed Linen Duvet Cover - Queen'
  [516] textbox 'SKU', clickable, required, value='LN-DUV-Q-SAGE'
  [518] textbox 'Price ($)', clickable, required, value='{price}'
  [519] link 'Advanced Pricing'
  [520] combobox 'Tax Class', value='Taxable Goods'
  [522] textbox 'Quantity', clickable, value='{qty}'
  [523] link 'Advanced Inventory'
  [524] combobox 'Stock Status', value='In Stock'
  [526] textbox 'Weight (lbs)', clickable, value='2.1'
  [528] combobox 'Visibility', value='Catalog, Search'
  StaticText 'Categories: Bedding, Duvet Covers'
  [530] button 'Content', expanded=False
  [531] button 'Images And Videos', expanded=False
  [532] button 'Search Engine Optimization', expanded=False""")

    P["1188"] = ["Cotton Sateen Duvet Cover - Full", "CS-DUV-F-IVRY", 139.00, 26, "Enabled"]
    d1 = {k: list(v) for k, v in P.items()}
    d1["1042"][2], d1["1042"][3] = 174.00, 40
    linen = ["1042", "1043", "1057", "1058", "1071", "1072", "1090"]
    by_qty = sorted(linen, key=lambda k: d1[k][3])
    duvet = grid(["1042", "1043", "1188"], "duvet", "duvet", 3, "id", P)
    turns = [
        ("fill('310', 'linen')", duvet.replace("[310] textbox 'Search by keyword', clickable, value='duvet'", "[310] textbox 'Search by keyword', clickable, focused, value='linen'")),
        ("press('310', 'Enter')", grid(linen, "linen", "linen", 7, "id", P)),
        ("click('408')", edit("189.00", "12")),
        ("fill('522', '40')", edit("189.00", "40")),
        ("fill('518', '174.00')", edit("174.00", "40")),
        ("click('502')", edit("174.00", "40", msg=True)),
        ("click('500')", grid(linen, "linen", "linen", 7, "id", d1)),
        ("click('354')", grid(by_qty, "linen", "linen", 7, "qty", d1)),
        ("fill('310', 'linen napkins')", grid(by_qty, "linen", "linen napkins", 7, "qty", d1)),
        ("press('310', 'Enter')", grid(["1071", "1072"], "linen napkins", "linen napkins", 2, "qty", d1)),
    ]
    state = duvet
    rs.add(task="web", tid="h15-web-15", system=WEB_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 16
def t16(rs: RowSet) -> None:
    # bad: ceramics storefront, cart 2 mugs + tumbler + tetsubin (badge 4 at turn 8); the tumbler is removed at turn 9, the cart lists 2 + 1 items and $108.00 but the header badge still says 4
    host = "https://kettleandkiln.com"

    def header(n: int) -> str:
        badge = f"[40] link 'My Cart, {n} item{'s' if n != 1 else ''}'\n  StaticText '{n}'" if n else "[40] link 'My Cart'"
        return f"""
banner ''
  [10] link 'Kettle & Kiln'
  [12] link 'Sign In'
  [13] link 'Create an Account'
  [20] textbox 'Search entire store here...', clickable
  [21] button 'Search'
{ind(badge, 1)}
navigation ''
  [30] link 'Mugs & Cups'
  [31] link 'Teapots'
  [32] link 'Bowls'
  [33] link 'Plates'
  [34] link 'Gifts'"""

    mugs = [("Speckled Stoneware Mug 12oz", 22.00, "4.8", 132), ("Ash Glaze Tumbler", 18.50, "4.6", 57),
            ("Hand-thrown Espresso Cup Set (2)", 34.00, "4.9", 41), ("Enamel Camp Mug - Cobalt", 16.00, "4.4", 88)]
    pots = [("Cast Iron Tetsubin 0.8L", 64.00, "4.7", 203), ("Glass Teapot with Infuser 1L", 29.50, "4.5", 96),
            ("Yixing Clay Teapot 200ml", 88.00, "4.9", 19)]

    def category(name: str, items: list[tuple[str, float, str, int]], n: int, added: str = "") -> str:
        cards = []
        for i, (t, pr, stars, rev) in enumerate(items):
            b = 200 + i * 10
            cards.append(f"""
listitem ''
  [{b}] link '{t}'
    img '{t}'
  [{b + 1}] link '{t}'
  StaticText '{stars} out of 5 · {rev} reviews'
  StaticText '{money(pr)}'
  [{b + 4}] button 'Add to Cart'
  [{b + 5}] button 'Add to Wish List'""")
        msg = f"alert ''\n    StaticText 'You added {added} to your '\n    [190] link 'shopping cart'\n    StaticText '.'" if added else ""
        slug = "mugs-cups" if name == "Mugs & Cups" else "teapots"
        return page(f"{name} | Kettle & Kiln", f"{host}/{slug}.html", header(n) + f"""
main ''
  {msg}
  heading '{name}'
  StaticText '{len(items)} items'
  [150] combobox 'Sort By', value='Position'
  list ''
{ind(''.join(cards), 2)}
contentinfo ''
  [900] link 'Shipping & Returns'
  [901] link 'Care for your ceramics'
  StaticText '© 2024 Kettle & Kiln Studio Goods'""")

    def minicart(base: str) -> str:
        return overlay(base, """
dialog 'Minicart', modal=False
  StaticText '3 Items in Cart'
  StaticText 'Cart Subtotal: $104.50'
  [700] button 'Proceed to Checkout'
  list ''
    listitem ''
      [710] link 'Cast Iron Tetsubin 0.8L'
      StaticText '$64.00'
      [712] spinbutton 'Qty', value='1'
      [714] button 'Remove'
    listitem ''
      [720] link 'Ash Glaze Tumbler'
      StaticText '$18.50'
      [722] spinbutton 'Qty', value='1'
      [724] button 'Remove'
    listitem ''
      [730] link 'Speckled Stoneware Mug 12oz'
      StaticText '$22.00'
      [732] spinbutton 'Qty', value='1'
      [734] button 'Remove'
  [740] link 'View and Edit Cart'
  [741] button 'Close'""")

    def cart(lines: list[tuple[str, float, str, int]], badge: int, msg: str = "") -> str:
        rows = []
        bids = {"Speckled Stoneware Mug 12oz": 800, "Ash Glaze Tumbler": 820, "Cast Iron Tetsubin 0.8L": 840}
        sub = 0.0
        for t, pr, qv, qn in lines:
            b = bids[t]
            sub += pr * qn
            rows.append(f"""
row ''
  gridcell '{t}'
    [{b}] link '{t}'
  gridcell '{money(pr)}'
  gridcell ''
    [{b + 4}] spinbutton 'Qty', clickable, value='{qv}'
  gridcell '{money(pr * qn)}'
  [{b + 6}] link 'Edit item'
  [{b + 7}] button 'Remove item'""")
        return page("Shopping Cart | Kettle & Kiln", f"{host}/checkout/cart/", header(badge) + f"""
main ''
  {msg}
  heading 'Shopping Cart'
  table 'Shopping Cart Items'
    row ''
      columnheader 'Item'
      columnheader 'Price'
      columnheader 'Qty'
      columnheader 'Subtotal'
{ind(''.join(rows), 2)}
  [870] link 'Continue Shopping'
  [871] button 'Update Shopping Cart'
  region 'Summary'
    heading 'Summary'
    [880] button 'Estimate Shipping and Tax', expanded=False
    table ''
      row ''
        rowheader 'Subtotal'
        gridcell '{money(sub)}'
      row ''
        rowheader 'Order Total'
        gridcell '{money(sub)}'
    StaticText 'Shipping and tax are calculated at checkout.'
    [890] button 'Proceed to Checkout'
  [895] button 'Apply Discount Code', expanded=False""")

    mug, tum, pot = ("Speckled Stoneware Mug 12oz", 22.00), ("Ash Glaze Tumbler", 18.50), ("Cast Iron Tetsubin 0.8L", 64.00)
    t4 = category("Teapots", pots, 3, added="Cast Iron Tetsubin 0.8L")
    turns = [
        ("click('204')", category("Mugs & Cups", mugs, 1, added="Speckled Stoneware Mug 12oz")),
        ("click('214')", category("Mugs & Cups", mugs, 2, added="Ash Glaze Tumbler")),
        ("click('31')", category("Teapots", pots, 2)),
        ("click('204')", t4),
        ("click('40')", minicart(t4)),
        ("click('740')", cart([(*mug, "1", 1), (*tum, "1", 1), (*pot, "1", 1)], 3)),
        ("fill('804', '2')", cart([(*mug, "2", 1), (*tum, "1", 1), (*pot, "1", 1)], 3)),
        ("click('871')", cart([(*mug, "2", 2), (*tum, "1", 1), (*pot, "1", 1)], 4)),
        ("click('827')", cart([(*mug, "2", 2), (*pot, "1", 1)], 4, msg="status ''\n    StaticText 'Ash Glaze Tumbler was removed from your cart.'")),
    ]
    rs.add(task="web", tid="h15-web-16", system=WEB_SYSTEM, turns=turns, state=category("Mugs & Cups", mugs, 0), bad=True, turn=9,
           kind="after removing the tumbler the cart holds 2 + 1 items but the header cart badge still reads 4")


# ---------------------------------------------------------------------------------------------------------
# 17
def t17(rs: RowSet) -> None:
    # bad: forum, own submission retitled at turn 3 (new title also in the forum listing at turn 4); the user's submissions list at turn 6 shows it under the old title
    host = "https://brewtalk.community"
    old = "Stuck fermentation at 1.030 — pitch more yeast?"
    new = "Stuck fermentation at 1.030 on a Belgian dubbel — pitch more yeast?"
    body_txt = "OG 1.078, pitched a single pack of abbey yeast at 19°C, stuck at 1.030 since day 6. Raised to 22°C two days ago, no movement. Do I pitch a fresh starter or a champagne yeast?"
    top = """
navigation ''
  [12] link 'BrewTalk'
  [14] link 'Forums'
  [15] link 'Wiki'
  [16] searchbox 'Search query'
  [18] link 'Submit'
  [20] link 'quietgrain'
  [21] link 'Log out'"""

    def post(title: str, edited: bool) -> str:
        ed = "\n    StaticText '(edited just now)'" if edited else ""
        return page(f"{title} — f/homebrewing — BrewTalk", f"{host}/f/homebrewing/30412/stuck-fermentation-at-1-030", top + f"""
main ''
  article ''
    [300] button 'Upvote', pressed=True
    StaticText '14'
    [301] button 'Downvote'
    heading '{title}'
    StaticText 'Submitted 6 hours ago by'
    [303] link 'quietgrain'
    StaticText 'in'
    [304] link 'f/homebrewing'{ed}
    paragraph ''
      StaticText '{body_txt}'
    [306] link 'Edit'
    [307] link 'Delete'
    [308] button 'Share'
  heading '11 comments'
  [320] textbox 'Comment', clickable
  [321] button 'Post'
  article ''
    [400] link 'hopsandhollers'
    StaticText '5 hours ago · 9 points'
    paragraph ''
      StaticText 'Dubbels love to stall around there. Rouse the yeast and give it a week at 23°C before pitching anything.'
  article ''
    [410] link 'cellar_rat_mo'
    StaticText '4 hours ago · 6 points'
    paragraph ''
      StaticText 'If you do pitch, pitch an actively fermenting starter, not a dry champagne yeast — it won't touch maltotriose.'
  [430] link 'Show 9 more comments'""")

    def edit_form(title: str) -> str:
        return page("Edit submission — BrewTalk", f"{host}/f/homebrewing/30412/edit", top + f"""
main ''
  heading 'Edit submission'
  [500] textbox 'Title', clickable, required, value='{title}'
  [502] textbox 'Body', clickable, value='{body_txt}'
  [504] combobox 'Forum', value='homebrewing', disabled=True
  [506] button 'Save'
  [507] link 'Cancel'""")

    def listing(sub: bool) -> str:
        posts = [
            ("Kveik at 38°C, any off-flavors?", "lagerlou", "3 hours ago", 57, 23),
            (new, "quietgrain", "6 hours ago", 14, 11),
            ("Water profile for a Czech pils — my numbers inside", "saaz_and_sons", "8 hours ago", 12, 17),
            ("First all-grain brew day: 68% efficiency, what did I miss?", "mashtun_max", "9 hours ago", 9, 14),
            ("Cold crashing without suck-back: my setup", "fermenta_fi", "11 hours ago", 31, 8),
        ]
        arts = []
        for i, (t, u, w, sc, nc) in enumerate(posts):
            b = 200 + i * 10
            pr = ", pressed=True" if u == "quietgrain" else ""
            arts.append(f"""
article ''
  [{b}] button 'Upvote'{pr}
  StaticText '{sc}'
  [{b + 1}] button 'Downvote'
  heading '{t}'
    [{b + 2}] link '{t}'
  StaticText 'Submitted {w} by'
  [{b + 3}] link '{u}'
  [{b + 5}] link '{nc} comments'""")
        btn = "[100] button 'Unsubscribe'\n  StaticText '8,413 subscribers'" if sub else "[100] button 'Subscribe'\n  StaticText '8,412 subscribers'"
        return page("f/homebrewing — BrewTalk", f"{host}/f/homebrewing", top + f"""
main ''
  heading 'f/homebrewing'
  StaticText 'Beer, cider, mead and everything that ferments.'
  {btn}
  navigation 'Sort'
    [110] link 'Hot', current
    [111] link 'New'
    [112] link 'Top'
{ind(''.join(arts), 1)}
  [190] link 'More'""")

    def user(tab: str) -> str:
        if tab == "subs":
            items = f"""
article ''
  StaticText '14 points'
  [600] link '{old}'
  StaticText 'Submitted 6 hours ago to f/homebrewing · 11 comments'
article ''
  StaticText '42 points'
  [610] link 'Brett saison bottle conditioning timeline'
  StaticText 'Submitted 3 weeks ago to f/homebrewing · 19 comments'
article ''
  StaticText '7 points'
  [620] link 'Anyone sanitizing with peracetic acid at home?'
  StaticText 'Submitted 2 months ago to f/homebrewing · 12 comments'"""
        else:
            items = """
article ''
  StaticText 'Comment on'
  [630] link 'Kveik at 38°C, any off-flavors?'
  StaticText 'in f/homebrewing · 2 hours ago · 4 points'
  paragraph ''
    StaticText 'Voss at 37°C gave me a faint orange peel note, nothing solventy. Pitch rate matters more than temp with kveik.'
article ''
  StaticText 'Comment on'
  [640] link 'Water profile for a Czech pils — my numbers inside'
  StaticText 'in f/homebrewing · 7 hours ago · 3 points'
  paragraph ''
    StaticText 'Your sulfate is way too high for a pils. Aim under 20 ppm and let the Saaz do the talking.'
article ''
  StaticText 'Comment on'
  [650] link 'Cider from store-bought juice: worth it?'
  StaticText 'in f/cider · 4 days ago · 11 points'
  paragraph ''
    StaticText 'Yes, as long as the only preservative is ascorbic acid. Sorbate will stop the yeast cold.'"""
        tabs = f"""
navigation ''
  [580] link 'Overview'
  [581] link 'Submissions'{', current' if tab == 'subs' else ''}
  [582] link 'Comments'{', current' if tab == 'comments' else ''}"""
        return page("quietgrain — BrewTalk", f"{host}/user/quietgrain/{'submissions' if tab == 'subs' else 'comments'}", top + f"""
main ''
  heading 'quietgrain'
  StaticText 'Registered 4 years ago · 1,318 points'
{ind(tabs, 1)}
{ind(items, 1)}""")

    kveik = page("Kveik at 38°C, any off-flavors? — f/homebrewing — BrewTalk", f"{host}/f/homebrewing/30418/kveik-at-38-c-any-off-flavors", top + """
main ''
  article ''
    [300] button 'Upvote'
    StaticText '57'
    [301] button 'Downvote'
    heading 'Kveik at 38°C, any off-flavors?'
    StaticText 'Submitted 3 hours ago by'
    [303] link 'lagerlou'
    StaticText 'in'
    [304] link 'f/homebrewing'
    paragraph ''
      StaticText 'Planning a Hornindal pale ale and my fermentation chamber tops out at 38°C. Anyone gone this hot with it?'
  heading '23 comments'
  [320] textbox 'Comment', clickable
  [321] button 'Post'
  article ''
    [400] link 'quietgrain'
    StaticText '2 hours ago · 4 points'
    paragraph ''
      StaticText 'Voss at 37°C gave me a faint orange peel note, nothing solventy. Pitch rate matters more than temp with kveik.'
  article ''
    [410] link 'fermenta_fi'
    StaticText '2 hours ago · 3 points'
    paragraph ''
      StaticText 'Hornindal goes tropical above 35. Great in a pale, weird in anything malty.'
  [430] link 'Show 21 more comments'""")
    turns = [
        ("click('306')", edit_form(old)),
        (f"fill('500', '{new}')", edit_form(new)),
        ("click('506')", post(new, True)),
        ("click('304')", listing(False)),
        ("click('100')", listing(True)),
        ("goto('https://brewtalk.community/user/quietgrain/submissions')", user("subs")),
        ("click('582')", user("comments")),
        ("click('630')", kveik),
    ]
    rs.add(task="web", tid="h15-web-17", system=WEB_SYSTEM, turns=turns, state=post(old, False), bad=True, turn=6,
           kind="submission retitled at turn 3 (new title in the forum listing at turn 4) appears under its old title in the user's submissions at turn 6")


# ---------------------------------------------------------------------------------------------------------
# 18
def t18(rs: RowSet) -> None:
    # clean: public library catalog, search a title, narrow by format, place a hold (holds 2 -> 3, hold queue grows), renew a loan (due date moves), view holds
    host = "https://millbrook.librarycat.org"

    def top(holds: int, q: str = "", focused: bool = False) -> str:
        qv = f", value='{q}'" if q else ""
        fo = ", focused" if focused else ""
        return f"""
banner ''
  [10] link 'Millbrook Public Library'
  [12] combobox 'Search by', value='Keyword'
  [13] textbox 'Search the catalog', clickable{fo}{qv}
  [14] button 'Search'
  [16] link 'Hema Patel'
  navigation 'My account'
    [20] link 'Checked out (2)'
    [21] link 'Holds ({holds})'
    [22] link 'Fines ($0.00)'
    [23] link 'Lists'"""

    def summary(q: str = "", focused: bool = False) -> str:
        return page("My Account | Millbrook Public Library", f"{host}/v2/dashboard", top(2, q, focused) + """
main ''
  heading 'Hello, Hema'
  region 'Checked out'
    StaticText '2 items · next due Dec 27, 2024'
    [100] link 'View all checked out'
  region 'Holds'
    StaticText '2 holds · 1 ready for pickup'
    StaticText 'Intermezzo is ready at Eastgate Branch until Dec 23, 2024'
    [110] link 'View all holds'
  region 'For you'
    [120] link 'Staff picks: winter reads'
    [121] link 'New this week in fiction'""")

    R = [
        ("The Ministry of Time", "Kaliane Bradley", "Book · 2024", "5 copies · 11 holds", "Place Hold"),
        ("The Ministry of Time", "Kaliane Bradley", "Large Print · 2024", "1 copy · 2 holds", "Place Hold"),
        ("The Ministry of Time", "Kaliane Bradley", "eBook · 2024", "Available via Libby · 6 holds", "Borrow with Libby"),
        ("The Ministry of Time", "Kaliane Bradley, read by Katie Leung", "eAudiobook · 2024", "Available via Libby · 3 holds", "Borrow with Libby"),
        ("The Ministry of Time", "Kaliane Bradley, read by Katie Leung", "Audiobook CD · 2024", "2 copies · Available", "Place Hold"),
        ("The Ministry of Time: Book Club Kit", "Kaliane Bradley", "Book club kit · 2024", "1 kit · Available", "Request kit"),
    ]

    def results(items: list[int], book_only: bool, held: bool = False) -> str:
        cards = []
        for j, i in enumerate(items):
            t, a, f, av, btn = R[i]
            b = 300 + j * 10
            if held and i == 0:
                av, btn_line = "5 copies · 12 holds", f"StaticText 'On hold for you · #12 in line'\n  [{b + 4}] link 'Manage hold'"
            else:
                btn_line = f"[{b + 4}] button '{btn}'"
            cards.append(f"""
listitem ''
  [{b}] link '{t}'
  StaticText 'by {a}'
  StaticText '{f}'
  StaticText '{av}'
  {btn_line}""")
        n = len(items)
        return page("Search results: The Ministry of Time | Millbrook Public Library", f"{host}/v2/search?query=the+ministry+of+time&searchType=keyword" + ("&f_FORMAT=BK" if book_only else ""), top(3 if held else 2, "the ministry of time") + f"""
main ''
  heading 'Showing {n} result{'s' if n != 1 else ''} for the ministry of time'
  region 'Refine'
    heading 'Format'
    [200] checkbox 'Book (1)', checked={book_only}
    [201] checkbox 'Large Print (1)', checked=False
    [202] checkbox 'eBook (1)', checked=False
    [203] checkbox 'eAudiobook (1)', checked=False
    [204] checkbox 'Audiobook CD (1)', checked=False
    [205] checkbox 'Book club kit (1)', checked=False
  [210] combobox 'Sort by', value='Relevance'
  list ''
{ind(''.join(cards), 2)}""")

    def hold_form(loc: str) -> str:
        opts = "\n".join(f"    option '{o}'{', selected=True' if o == loc else ''}" for o in ["Main Library", "Eastgate Branch", "Riverside Branch", "Hollis Road Branch"])
        return overlay(results([0], True), f"""
dialog 'Place a hold', modal=True
  StaticText 'The Ministry of Time · Book · 2024'
  StaticText '5 copies · 11 holds'
  [400] combobox 'Pickup location', hasPopup='listbox', expanded=False
{opts}
  [402] checkbox 'Pause hold until a date', checked=False
  [404] button 'Confirm hold'
  [405] button 'Cancel'""")

    def checked_out(renewed: bool) -> str:
        due1 = "Jan 30, 2025" if renewed else "Jan 9, 2025"
        ren1 = "Renewed 1 of 2 times" if renewed else "Renewed 0 of 2 times"
        msg = "\n  status ''\n    StaticText 'Tomorrow, and Tomorrow, and Tomorrow was renewed. New due date: Jan 30, 2025.'" if renewed else ""
        return page("Checked out | Millbrook Public Library", f"{host}/v2/checkedout", top(3) + f"""
main ''{msg}
  heading 'Checked out (2)'
  [500] combobox 'Sort by', value='Due date'
  list ''
    listitem ''
      [510] link 'The Overstory'
      StaticText 'by Richard Powers · Book'
      StaticText 'Due Dec 27, 2024'
      StaticText 'Renewed 1 of 2 times'
      [514] button 'Renew'
    listitem ''
      [520] link 'Tomorrow, and Tomorrow, and Tomorrow'
      StaticText 'by Gabrielle Zevin · Book'
      StaticText 'Due {due1}'
      StaticText '{ren1}'
      [524] button 'Renew'
  [530] button 'Renew all'""")

    holds = page("Holds | Millbrook Public Library", f"{host}/v2/holds", top(3) + """
main ''
  heading 'Holds (3)'
  tablist ''
    [600] tab 'All (3)', selected=True
    [601] tab 'Ready for pickup (1)', selected=False
    [602] tab 'In transit (0)', selected=False
    [603] tab 'Not yet available (2)', selected=False
  list ''
    listitem ''
      [610] link 'Intermezzo'
      StaticText 'by Sally Rooney · Book'
      StaticText 'Ready for pickup at Eastgate Branch · Pick up by Dec 23, 2024'
    listitem ''
      [620] link 'James'
      StaticText 'by Percival Everett · Book'
      StaticText '#3 in line on 9 copies · Pickup at Main Library'
      [624] button 'Pause'
      [625] button 'Cancel hold'
    listitem ''
      [630] link 'The Ministry of Time'
      StaticText 'by Kaliane Bradley · Book'
      StaticText '#12 in line on 5 copies · Pickup at Eastgate Branch'
      [634] button 'Pause'
      [635] button 'Cancel hold'""")
    placed = overlay(results([0], True, held=True), """
status ''
  StaticText 'Hold placed. You are #12 in line for 5 copies. Pickup at Eastgate Branch.'""")
    turns = [
        ("fill('13', 'the ministry of time')", summary("the ministry of time", True)),
        ("click('14')", results([0, 1, 2, 3, 4, 5], False)),
        ("click('200')", results([0], True)),
        ("click('304')", hold_form("Main Library")),
        ("select_option('400', 'Eastgate Branch')", hold_form("Eastgate Branch")),
        ("click('404')", placed),
        ("click('20')", checked_out(False)),
        ("click('524')", checked_out(True)),
        ("click('21')", holds),
    ]
    rs.add(task="web", tid="h15-web-18", system=WEB_SYSTEM, turns=turns, state=summary())


# ---------------------------------------------------------------------------------------------------------
# 19
def t19(rs: RowSet) -> None:
    # bad: city e-permit wizard, draft saved 10:42 AM after step 1 (turn 4); the next 'Save and continue' (turn 7) reports the draft saved at 10:38 AM, earlier than the first save
    host = "https://epermits.ashfordcity.gov"
    top = """
banner ''
  [10] link 'City of Ashford ePermits'
  [12] link 'Dashboard'
  [13] link 'My applications'
  [14] link 'Pay fees'
  [15] link 'Inspections'
  [16] link 'Help'
  StaticText 'Signed in as Corinne Abara'
  [18] link 'Sign out'"""

    def steps(cur: int) -> str:
        names = ["Project details", "Contractor", "Site plan", "Review and submit"]
        return "list 'Application steps'\n" + "\n".join(
            f"  listitem '{'Step ' + str(i) + ': ' + n}'{', current' if i == cur else ''}" + ("\n    StaticText 'Complete'" if i < cur else "")
            for i, n in enumerate(names, 1))

    def step1(ptype: str, addr: str, val: str) -> str:
        opts = "\n".join(f"    option '{o}'{', selected=True' if o == (ptype or 'Select permit type') else ''}" for o in ["Select permit type", "Residential Fence", "Residential Deck", "Accessory Structure (shed)", "Driveway Apron"])
        av = f", value='{addr}'" if addr else ""
        vv = f", value='{val}'" if val else ""
        return page("New application — Step 1 | Ashford ePermits", f"{host}/apply/new", top + f"""
main ''
  heading 'New permit application'
{ind(steps(1), 1)}
  heading 'Project details'
  [100] combobox 'Permit type', hasPopup='listbox', expanded=False, required
{opts}
  [102] textbox 'Project address', clickable, required{av}
  [104] textbox 'Parcel number (optional)', clickable
  [106] textbox 'Estimated project valuation ($)', clickable, required{vv}
  [108] textbox 'Description of work', clickable
  [120] button 'Save and continue'
  [121] button 'Cancel application'""")

    def step2(owner: bool, phone: str, toast: bool = False) -> str:
        tst = "status ''\n    StaticText 'Draft ASH-FN-24-03187 saved at 10:42 AM.'" if toast else ""
        if owner:
            lic = "StaticText 'Owner-builders must sign the owner-builder affidavit at Step 4.'"
        else:
            lic = "[210] textbox 'Contractor license number', clickable, required\n  [212] textbox 'Business name', clickable, required"
        pv = f", value='{phone}'" if phone else ""
        return page("ASH-FN-24-03187 — Step 2 | Ashford ePermits", f"{host}/apply/ASH-FN-24-03187/contractor", top + f"""
main ''
  heading 'Residential Fence — 418 Tolliver Ln'
  {tst}
{ind(steps(2), 1)}
  heading 'Who will do the work?'
  [200] radio 'A licensed contractor', checked={not owner}
  [201] radio 'I am the property owner (owner-builder)', checked={owner}
  {lic}
  [214] textbox 'Contact phone', clickable, required{pv}
  [216] textbox 'Contact email', clickable, required, value='c.abara@fastmail.com'
  [220] button 'Save and continue'
  [221] button 'Back'
  [222] button 'Save draft'""")

    def step3(height: str, length: str, saved: str = "") -> str:
        tst = f"status ''\n    StaticText 'Draft ASH-FN-24-03187 saved at {saved}.'" if saved else ""
        opts = "\n".join(f"    option '{o}'{', selected=True' if o == (height or 'Select height') else ''}" for o in ["Select height", "3 ft", "4 ft", "5 ft", "6 ft", "7 ft"])
        lv = f", value='{length}'" if length else ""
        return page("ASH-FN-24-03187 — Step 3 | Ashford ePermits", f"{host}/apply/ASH-FN-24-03187/site-plan", top + f"""
main ''
  heading 'Residential Fence — 418 Tolliver Ln'
  {tst}
{ind(steps(3), 1)}
  heading 'Site plan'
  [300] combobox 'Maximum fence height', hasPopup='listbox', expanded=False, required
{opts}
  StaticText 'Fences over 4 ft are not allowed in front yard setbacks (Code 17.40.060).'
  [302] textbox 'Total fence length (ft)', clickable, required{lv}
  [304] combobox 'Material', value='Wood'
  [306] button 'Upload site plan (PDF, JPG)'
  StaticText 'No file chosen'
  [310] link 'View fee estimate'
  [320] button 'Save and continue'
  [321] button 'Back'
  [322] button 'Save draft'""")

    fee = overlay(step3("6 ft", "142"), """
dialog 'Fee estimate', modal=True
  heading 'Fee estimate — Residential Fence'
  table ''
    row ''
      rowheader 'Permit fee (valuation $6,800)'
      gridcell '$85.00'
    row ''
      rowheader 'Technology fee (4%)'
      gridcell '$3.40'
    row ''
      rowheader 'Plan review (fences 7 ft and under: exempt)'
      gridcell '$0.00'
    row ''
      rowheader 'Estimated total due at submission'
      gridcell '$88.40'
  StaticText 'Final fees are set when staff accept the application.'
  [400] button 'Close'""")
    addr = "418 Tolliver Ln"
    turns = [
        ("select_option('100', 'Residential Fence')", step1("Residential Fence", "", "")),
        (f"fill('102', '{addr}')", step1("Residential Fence", addr, "")),
        ("fill('106', '6800')", step1("Residential Fence", addr, "6800")),
        ("click('120')", step2(False, "", toast=True)),
        ("click('201')", step2(True, "")),
        ("fill('214', '(614) 555-0187')", step2(True, "(614) 555-0187")),
        ("click('220')", step3("", "", "10:38 AM")),
        ("select_option('300', '6 ft')", step3("6 ft", "")),
        ("fill('302', '142')", step3("6 ft", "142")),
        ("click('310')", fee),
    ]
    rs.add(task="web", tid="h15-web-19", system=WEB_SYSTEM, turns=turns, state=step1("", "", ""), bad=True, turn=7,
           kind="draft saved at 10:42 AM (turn 4) then, after the next save, 'saved at 10:38 AM' (turn 7): the save time goes backwards")


# ---------------------------------------------------------------------------------------------------------
# 20
def t20(rs: RowSet) -> None:
    # bad: Redmine issue, watcher Jonas Lindqvist added at turn 3 (Watchers (4): Priya, Tomasz, Ana, Jonas); after a status/progress update at turn 8 the watcher list has Henrik Aas in place of Ana Beltrán
    host = "https://redmine.tidelineferries.no"
    top = """
banner ''
  [5] link 'Home'
  [6] link 'My page'
  [7] link 'Projects'
  [8] link 'Help'
  StaticText 'Logged in as meide'
  [10] link 'My account'
  [11] link 'Sign out'
  [13] searchbox 'Search'
  [14] combobox 'Jump to a project...'
  heading 'Fleet Maintenance'
navigation ''
  [20] link 'Overview'
  [21] link 'Activity'
  [22] link 'Issues'
  [23] link 'Spent time'
  [24] link 'Gantt'
  [25] link 'Documents'
  [26] link 'Wiki'"""
    hist1 = """
listitem ''
  [300] link '#note-1'
  StaticText 'Updated by Priya Raman 2 days ago'
  list ''
    listitem ''
      StaticText 'File vibration_seatrial_0430.csv added'
  paragraph ''
    StaticText 'Vibration logged at 62% and 71% load during sea trials on 30 April; peaks at 4.8 mm/s RMS on the port thruster gearbox. Readings attached.'"""
    hist2 = """
listitem ''
  [310] link '#note-2'
  StaticText 'Updated by Marit Eide less than a minute ago'
  list ''
    listitem ''
      StaticText 'Status changed from New to In Progress'
    listitem ''
      StaticText '% Done changed from 0 to 30'
  paragraph ''
    StaticText 'Borescope booked for the Thursday dry-dock slot.'"""

    def issue(status: str, done: str, watchers: list[str], hist: list[str], updated: str, msg: str = "", editing: tuple[str, str, str] | None = None, modal: str = "") -> str:
        wl = "\n".join(f"  listitem ''\n    [{400 + i * 2}] link '{w}'\n    [{401 + i * 2}] button 'Delete'" for i, w in enumerate(watchers))
        ed = ""
        if editing:
            es, edn, notes = editing
            so = "\n".join(f"    option '{o}'{', selected=True' if o == es else ''}" for o in ["New", "In Progress", "Resolved", "Feedback", "Closed", "Rejected"])
            do = "\n".join(f"    option '{o} %'{', selected=True' if o == edn else ''}" for o in ["0", "10", "20", "30", "40", "50", "60", "70", "80", "90", "100"])
            nv = f", value='{notes}'" if notes else ""
            ed = f"""
  heading 'Edit'
  [500] combobox 'Status', hasPopup='listbox', expanded=False, required
{so}
  [502] combobox 'Priority', value='High'
  [504] combobox 'Assignee', value='Tomasz Wójcik'
  [506] combobox '% Done', hasPopup='listbox', expanded=False
{do}
  [508] textbox 'Spent time (hours)', clickable
  [510] textbox 'Notes', clickable{nv}
  [512] checkbox 'Private notes', checked=False
  [520] button 'Submit'
  [521] button 'Preview'
  [522] link 'Cancel'"""
        body = top + f"""
main ''
{ind(msg, 1) if msg else ''}
  [100] link 'Edit'
  [101] link 'Log time'
  [102] link 'Watch'
  [103] link 'Copy'
  heading 'Bug #4817'
  heading 'Port thruster vibration above 60% load — MV Gannet'
  StaticText 'Added by Henrik Aas 3 days ago. Updated {updated}.'
  table ''
    row ''
      rowheader 'Status:'
      gridcell '{status}'
      rowheader 'Start date:'
      gridcell '04/29/2024'
    row ''
      rowheader 'Priority:'
      gridcell 'High'
      rowheader 'Due date:'
      gridcell '05/10/2024'
    row ''
      rowheader 'Assignee:'
      gridcell 'Tomasz Wójcik'
      rowheader '% Done:'
      gridcell '{done}%'
    row ''
      rowheader 'Category:'
      gridcell 'Propulsion'
      rowheader 'Estimated time:'
      gridcell '12.00 h'
    row ''
      rowheader 'Target version:'
      gridcell 'Dry-dock May 2024'
      rowheader 'Spent time:'
      gridcell ''
        [120] link '4.50 h'
  heading 'Description'
  paragraph ''
    StaticText 'Crew reports heavy vibration from the port azimuth thruster above 60% load, felt on the car deck. Starboard unit normal. Suspect gearbox bearing wear; last overhaul 2021.'
  heading 'Files'
  [130] link 'vibration_seatrial_0430.csv'
  StaticText '18.2 KB · Priya Raman · 2 days ago'
  heading 'History'
  list ''
{ind(chr(10).join(hist), 2)}{ed}
complementary ''
  heading 'Watchers ({len(watchers)})'
  [398] link 'Add'
  list ''
{ind(wl, 1)}"""
        if modal:
            body += "\n" + modal
        return page("Bug #4817: Port thruster vibration above 60% load — MV Gannet - Fleet Maintenance - Tideline Redmine", f"{host}/issues/4817", body)

    def add_modal(checked: bool) -> str:
        return f"""dialog 'Add watchers', modal=True
  heading 'Add watchers'
  [600] searchbox 'Search for user', clickable
  [602] checkbox 'Henrik Aas', checked=False
  [603] checkbox 'Jonas Lindqvist', checked={checked}
  [604] checkbox 'Marit Eide', checked=False
  [605] checkbox 'Oskar Brandt', checked=False
  [606] checkbox 'Sigrid Holm', checked=False
  [610] button 'Add'
  [611] button 'Cancel'"""

    w3 = ["Ana Beltrán", "Priya Raman", "Tomasz Wójcik"]
    w4 = ["Ana Beltrán", "Jonas Lindqvist", "Priya Raman", "Tomasz Wójcik"]
    w4x = ["Henrik Aas", "Jonas Lindqvist", "Priya Raman", "Tomasz Wójcik"]
    u0 = "2 days ago"
    note = "Borescope booked for the Thursday dry-dock slot."
    spent = page("Spent time - Fleet Maintenance - Tideline Redmine", f"{host}/issues/4817/time_entries", top + """
main ''
  [700] link 'Log time'
  heading 'Spent time'
  StaticText 'Issue: Bug #4817: Port thruster vibration above 60% load — MV Gannet'
  [702] combobox 'Date', value='any'
  [704] button 'Apply'
  tablist ''
    [710] tab 'Details', selected=True
    [711] tab 'Report', selected=False
  StaticText 'Total time: 4.50 hours'
  table ''
    row ''
      columnheader 'Date'
      columnheader 'User'
      columnheader 'Activity'
      columnheader 'Issue'
      columnheader 'Comment'
      columnheader 'Hours'
    row ''
      gridcell '05/01/2024'
      gridcell 'Priya Raman'
      gridcell 'Analysis'
      gridcell 'Bug #4817'
      gridcell 'Sea trial data review'
      gridcell '1.50'
    row ''
      gridcell '04/30/2024'
      gridcell 'Tomasz Wójcik'
      gridcell 'Inspection'
      gridcell 'Bug #4817'
      gridcell 'Sea trial vibration measurements'
      gridcell '3.00'""")
    ok = "StaticText 'Successful update.'"
    turns = [
        ("click('398')", issue("New", "0", w3, [hist1], u0, modal=add_modal(False))),
        ("click('603')", issue("New", "0", w3, [hist1], u0, modal=add_modal(True))),
        ("click('610')", issue("New", "0", w4, [hist1], u0)),
        ("click('100')", issue("New", "0", w4, [hist1], u0, editing=("New", "0", ""))),
        ("select_option('500', 'In Progress')", issue("New", "0", w4, [hist1], u0, editing=("In Progress", "0", ""))),
        ("select_option('506', '30 %')", issue("New", "0", w4, [hist1], u0, editing=("In Progress", "30", ""))),
        (f"fill('510', '{note}')", issue("New", "0", w4, [hist1], u0, editing=("In Progress", "30", note))),
        ("click('520')", issue("In Progress", "30", w4x, [hist1, hist2], "less than a minute ago", msg=ok)),
        ("click('120')", spent),
    ]
    rs.add(task="web", tid="h15-web-20", system=WEB_SYSTEM, turns=turns, state=issue("New", "0", w3, [hist1], u0), bad=True, turn=8,
           kind="watcher list after the update (turn 8) shows Henrik Aas in place of Ana Beltrán; watchers were only changed by adding Jonas Lindqvist at turn 3")


# ---------------------------------------------------------------------------------------------------------
# 21
def t21(rs: RowSet) -> None:
    # bad: expense report, a taxi line added at turn 6 (3 expenses, €164.45, also in the submit dialog at turn 7); after submitting, the report at turn 8 lists only the train and lunch lines, 2 expenses, €126.05
    host = "https://app.ledgerline.eu"
    top = """
banner ''
  [10] link 'Ledgerline'
  navigation ''
    [12] link 'Expenses'
    [13] link 'Reports'
    [14] link 'Cards'
    [15] link 'Approvals'
  [18] button 'Joost Verhagen', hasPopup='menu'"""
    L1 = ("Tue 7 May 2024", "Travel — rail", "NS International", "Intercity Direct Rotterdam Centraal – Schiphol", 54.20, True)
    L2 = ("Mon 6 May 2024", "Meals — client", "De Matroos en het Meisje", "Lunch with Vandermolen Logistics (3 people)", 71.85, True)
    L3 = ("Tue 7 May 2024", "Taxi / rideshare", "RTM Taxi Centrale", "Vandermolen office to Rotterdam Centraal", 38.40, False)

    def report(lines: list[tuple[str, str, str, str, float, bool]], status: str, msg: str = "", modal: str = "") -> str:
        rows = []
        for i, (d, cat, merch, desc, amt, rec) in enumerate(lines):
            b = 300 + i * 10
            rows.append(f"""
row ''
  gridcell '{d}'
  gridcell '{cat}'
  gridcell '{merch}'
    [{b}] link '{merch}'
  gridcell '{desc}'
  gridcell '{"Receipt attached" if rec else "Receipt missing"}'
  gridcell '{eur(amt)}'""")
        total = sum(x[4] for x in lines)
        n = len(lines)
        draft = status == "Draft"
        acts = "[200] button 'Add expense'\n  [201] button 'Submit for approval'\n  [202] button 'Delete report'" if draft else "[203] button 'Recall report'\n  [204] button 'Download PDF'"
        body = top + f"""
main ''
{ind(msg, 1) if msg else ''}
  [100] link 'All reports'
  heading 'ER-7731 · Client visit — Rotterdam (Vandermolen Logistics)'
  StaticText 'Status: {status}'
  StaticText 'Approver: Willemijn de Groot · Cost centre: NL-SALES-04'
  StaticText 'Trip dates: 6–7 May 2024'
  {acts}
  table 'Expenses'
    row ''
      columnheader 'Date'
      columnheader 'Category'
      columnheader 'Merchant'
      columnheader 'Description'
      columnheader 'Receipt'
      columnheader 'Amount'
{ind(''.join(rows), 2)}
  StaticText '{n} expenses'
  StaticText 'Report total: {eur(total)}'
  StaticText 'Reimbursable to you: {eur(total)}'"""
        if modal:
            body += "\n" + modal
        return page("ER-7731 · Client visit — Rotterdam | Ledgerline", f"{host}/reports/ER-7731", body)

    def form(cat: str, date: str, amt: str, merch: str) -> str:
        cats = ["Select category", "Travel — rail", "Travel — air", "Taxi / rideshare", "Hotel", "Meals — client", "Meals — self", "Other"]
        co = "\n".join(f"    option '{c}'{', selected=True' if c == (cat or 'Select category') else ''}" for c in cats)
        dv = f", value='{date}'" if date else ""
        av = f", value='{amt}'" if amt else ""
        mv = f", value='{merch}'" if merch else ""
        return page("Add expense · ER-7731 | Ledgerline", f"{host}/reports/ER-7731/expenses/new", top + f"""
main ''
  heading 'Add expense to ER-7731'
  [400] combobox 'Category', hasPopup='listbox', expanded=False, required
{co}
  [402] textbox 'Date', clickable, required{dv}
  [404] textbox 'Amount', clickable, required{av}
  [405] combobox 'Currency', value='EUR'
  [406] textbox 'Merchant', clickable, required{mv}
  [408] textbox 'Description', clickable
  [410] button 'Attach receipt'
  StaticText 'Receipts are required for expenses over €25.'
  [420] button 'Save expense'
  [421] button 'Cancel'""")

    submit_dlg = """dialog 'Submit report?', modal=True
  StaticText 'Submit 3 expenses totaling €164.45 to Willemijn de Groot for approval?'
  StaticText '1 expense has no receipt. Your approver may ask for it.'
  [450] button 'Submit'
  [451] button 'Cancel'"""
    added = "status ''\n  StaticText 'Expense added: RTM Taxi Centrale €38.40'"
    sent = "status ''\n  StaticText 'Report ER-7731 submitted to Willemijn de Groot.'"
    turns = [
        ("click('200')", form("", "", "", "")),
        ("select_option('400', 'Taxi / rideshare')", form("Taxi / rideshare", "", "", "")),
        ("fill('402', '2024-05-07')", form("Taxi / rideshare", "2024-05-07", "", "")),
        ("fill('404', '38.40')", form("Taxi / rideshare", "2024-05-07", "38.40", "")),
        ("fill('406', 'RTM Taxi Centrale')", form("Taxi / rideshare", "2024-05-07", "38.40", "RTM Taxi Centrale")),
        ("click('420')", report([L2, L1, (L3[0], L3[1], L3[2], "", L3[4], False)], "Draft", msg=added)),
        ("click('201')", report([L2, L1, (L3[0], L3[1], L3[2], "", L3[4], False)], "Draft", msg=added, modal=submit_dlg)),
        ("click('450')", report([L2, L1], "Submitted — awaiting approval", msg=sent)),
    ]
    rs.add(task="web", tid="h15-web-21", system=WEB_SYSTEM, turns=turns, state=report([L2, L1], "Draft"), bad=True, turn=8,
           kind="taxi expense added at turn 6 (3 expenses, €164.45) is missing from the submitted report at turn 8 (2 expenses, €126.05)")


# ---------------------------------------------------------------------------------------------------------
# 22
def t22(rs: RowSet) -> None:
    # clean: car rental at Keflavík, sort by price, automatic-only filter, pick a RAV4, add extras and a one-way return, apply a promo code, continue (price-hold countdown runs down)
    host = "https://www.trailheadrentals.is"
    top = """
banner ''
  [10] link 'Trailhead Car Rental'
  [12] link 'Cars'
  [13] link 'Locations'
  [14] link 'F-roads & 4x4 guide'
  [15] link 'Manage booking'
  [16] combobox 'Currency', value='EUR'"""
    CARS = {
        "kia": ("Kia Ceed or similar", "Compact · Manual · 5 seats · 2 bags", 44, "manual"),
        "i20": ("Hyundai i20 or similar", "Small · Automatic · 5 seats · 1 bag", 49, "auto"),
        "duster": ("Dacia Duster 4x4 or similar", "SUV · Manual · 5 seats · 3 bags · F-road approved", 61, "manual"),
        "jimny": ("Suzuki Jimny 4x4 or similar", "Small SUV · Manual · 4 seats · 1 bag · F-road approved", 72, "manual"),
        "rav4": ("Toyota RAV4 Hybrid AWD or similar", "SUV · Automatic · 5 seats · 4 bags · F-road approved", 89, "auto"),
        "defender": ("Land Rover Defender 110 or similar", "Large SUV · Automatic · 5 seats · 5 bags · F-road approved", 168, "auto"),
    }

    def results(order: list[str], sort: str, auto: bool) -> str:
        cards = []
        for i, k in enumerate(order):
            name, spec, day, _t = CARS[k]
            b = 300 + i * 10
            cards.append(f"""
article ''
  heading '{name}'
  StaticText '{spec}'
  StaticText 'Unlimited mileage · CDW included'
  StaticText '€{day} per day'
  StaticText '€{day * 7:,} total for 7 days'
  [{b}] button 'Select'""")
        so = "\n".join(f"    option '{o}'{', selected=True' if o == sort else ''}" for o in ["Recommended", "Price: low to high", "Price: high to low"])
        return page("Available cars at Keflavík Airport (KEF) | Trailhead", f"{host}/search?pickup=KEF&from=2024-07-02T10:00&to=2024-07-09T10:00" + ("&sort=price_asc" if sort != "Recommended" else "") + ("&trans=auto" if auto else ""), top + f"""
main ''
  heading 'Keflavík Airport (KEF) · Tue 2 Jul 2024 10:00 – Tue 9 Jul 2024 10:00 (7 days)'
  [100] button 'Modify search'
  region 'Filters'
    heading 'Transmission'
    [200] checkbox 'Automatic', checked={auto}
    [201] checkbox 'Manual', checked=False
    heading 'Type'
    [204] checkbox '4x4 / F-road approved', checked=False
  [210] combobox 'Sort by', hasPopup='listbox', expanded=False
{so}
  StaticText '{len(order)} cars available'
{ind(''.join(cards), 1)}""")

    def extras(gravel: bool, driver: bool, ret: str, promo: str, applied: bool, clock: str, driver_page: bool = False) -> str:
        base = 623.00
        lines = [("Toyota RAV4 Hybrid AWD · 7 days × €89", base)]
        if gravel:
            lines.append(("Gravel protection · 7 days × €9", 63.00))
        if driver:
            lines.append(("Additional driver · 7 days × €6", 42.00))
        if ret != "Keflavík Airport (KEF)":
            lines.append(("One-way fee (KEF → Reykjavík BSÍ)", 45.00))
        if applied:
            lines.append(("Promo MIDNIGHTSUN10 · 10% off base rate", -62.30))
        total = sum(x[1] for x in lines)
        rows = "\n".join(f"    row ''\n      rowheader '{t}'\n      gridcell '{'-' if v < 0 else ''}€{abs(v):,.2f}'" for t, v in lines)
        summary = f"""
region 'Price summary'
  table ''
{rows}
    row ''
      rowheader 'Total (incl. 24% VAT)'
      gridcell '€{total:,.2f}'
  StaticText 'Security deposit: €1,200.00 hold on a credit card at pickup'
  StaticText 'Price held for {clock}'"""
        if driver_page:
            return page("Driver details | Trailhead", f"{host}/book/driver", top + f"""
main ''
  heading 'Driver details'
  StaticText 'Toyota RAV4 Hybrid AWD or similar · Keflavík Airport (KEF) Tue 2 Jul 2024 10:00 → {ret} Tue 9 Jul 2024 10:00'
  [500] textbox 'First name', clickable, required
  [501] textbox 'Last name', clickable, required
  [502] textbox 'Email', clickable, required
  [503] textbox 'Mobile phone', clickable, required
  [504] textbox 'Flight number (optional)', clickable
  [505] textbox 'Driving licence country', clickable, required
  StaticText 'Main driver must be 23 or older and have held a licence for at least 1 year.'
  [510] button 'Continue to payment'
{ind(summary, 0)}""")
        ro = "\n".join(f"    option '{o}'{', selected=True' if o == ret else ''}" for o in ["Keflavík Airport (KEF)", "Reykjavík City – BSÍ Bus Terminal", "Akureyri Airport (AEY)"])
        pv = f", value='{promo}'" if promo else ""
        ok = "\n  StaticText 'Promo MIDNIGHTSUN10 applied: 10% off the base rate.'" if applied else ""
        return page("Extras and protection | Trailhead", f"{host}/book/extras?car=rav4", top + f"""
main ''
  heading 'Toyota RAV4 Hybrid AWD or similar'
  StaticText 'Pick-up: Keflavík Airport (KEF) · Tue 2 Jul 2024 10:00'
  [400] combobox 'Return location', hasPopup='listbox', expanded=False
{ro}
  StaticText 'Return: Tue 9 Jul 2024 10:00'
  heading 'Protection and extras'
  [410] checkbox 'Gravel protection (GP) · €9 per day', checked={gravel}
  [411] checkbox 'Super CDW (reduces excess to €350) · €22 per day', checked=False
  [412] checkbox 'Sand and ash protection (SAAP) · €11 per day', checked=False
  [413] checkbox 'Additional driver · €6 per day', checked={driver}
  [414] checkbox 'Wi-Fi hotspot · €8 per day', checked=False
  [420] textbox 'Promo code', clickable{pv}
  [421] button 'Apply'{ok}
  [430] button 'Continue to driver details'
{ind(summary, 0)}""")

    rec = ["duster", "rav4", "kia", "jimny", "i20", "defender"]
    cheap = ["kia", "i20", "duster", "jimny", "rav4", "defender"]
    autos = ["i20", "rav4", "defender"]
    K, B = "Keflavík Airport (KEF)", "Reykjavík City – BSÍ Bus Terminal"
    turns = [
        ("select_option('210', 'Price: low to high')", results(cheap, "Price: low to high", False)),
        ("click('200')", results(autos, "Price: low to high", True)),
        ("click('310')", extras(False, False, K, "", False, "14:41")),
        ("click('410')", extras(True, False, K, "", False, "14:22")),
        ("click('413')", extras(True, True, K, "", False, "14:05")),
        (f"select_option('400', '{B}')", extras(True, True, B, "", False, "13:47")),
        ("fill('420', 'MIDNIGHTSUN10')", extras(True, True, B, "MIDNIGHTSUN10", False, "13:30")),
        ("click('421')", extras(True, True, B, "MIDNIGHTSUN10", True, "13:12")),
        ("click('430')", extras(True, True, B, "MIDNIGHTSUN10", True, "12:58", driver_page=True)),
    ]
    rs.add(task="web", tid="h15-web-22", system=WEB_SYSTEM, turns=turns, state=results(rec, "Recommended", False))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
