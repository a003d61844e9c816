# ruff: noqa: E501
"""holdout4 / web: 22 browser trajectories (BrowserGym actions, accessibility-tree observations) on
WebArena-like sites: a grocery/electronics storefront, its Magento admin, a Postmill forum, a GitLab
instance and an OpenStreetMap site. 11 have exactly one contradiction (labeled turn, 1-based), 11 are
clean but full of legitimate changes.

``python -m tests.decoherence.independent.holdout4_parts.web.make`` writes ``web_test.jsonl`` and
``labels.json`` next to this file.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

out = Path(__file__).resolve().parent
R = RowSet(out)

WA_SYSTEM = (
    "You are a Web World Model, a precise browser state simulator. Given the previous interactions of the "
    "session, the current page state (a BrowserGym accessibility tree with element bids) and one browser "
    "action (click, fill, select_option, keyboard_press, scroll, goto, go_back, ...), predict the complete "
    "next page state. Keep navigation state, focused elements and form values consistent across turns, and "
    "write the next accessibility tree in the same representation inside "
    "<predicted_observation></predicted_observation>.")

SHOP = "http://localhost:7770"
ADMIN = "http://localhost:7780/admin"
FORUM = "http://localhost:9999"
GIT = "http://localhost:8023"
OSM = "http://localhost:3000"


def ind(frag: str, depth: int) -> str:
    """Indent a fragment written at column 0 (two spaces per level) by ``depth`` levels."""
    pad = "  " * depth
    return "\n".join(pad + ln if ln.strip() else "" for ln in frag.split("\n"))


def P(title: str, body: str, url: str) -> str:
    """A page: body written with two spaces per tree level, turned into BrowserGym tabs."""
    lines = []
    for raw in body.strip("\n").split("\n"):
        if not raw.strip():
            continue
        s = raw.lstrip(" ")
        lines.append("\t" * ((len(raw) - len(s)) // 2) + s)
    return axtree(title, lines, url)


def money(x: float) -> str:
    return f"${x:,.2f}"


# ------------------------------------------------------------------------------------------------ storefront
def shop_banner(cart: int, query: str = "", user: str | None = "Emma Lopez", mini: str = "", suggest: list[tuple[str, int]] | None = None) -> str:
    if cart:
        counter = f"\n    StaticText '{cart}'\n    StaticText '{'item' if cart == 1 else 'items'}'"
    else:
        counter = ""
    expanded = "True" if mini else "False"
    if suggest is not None:
        opts = "\n".join(f"    [{2301 + i}] option '{q} {n}', selected=False" for i, (q, n) in enumerate(suggest))
        box = (f"[187] combobox '\ue615 Search', focused, autocomplete='both', hasPopup='listbox', required=False, expanded=True, value='{query}'\n"
               f"  [2300] listbox ''\n{opts}")
    else:
        val = f", value='{query}'" if query else ""
        box = f"[187] combobox '\ue615 Search', autocomplete='both', hasPopup='listbox', required=False, expanded=False{val}"
    if user:
        top = f"""[151] list ''
  [152] listitem ''
    [153] link 'My Account'
  [154] listitem ''
    [155] link 'My Wish List'
  [156] listitem ''
    [157] link 'Sign Out'
  [158] listitem ''
    StaticText 'Welcome, {user}!'"""
    else:
        top = """[151] list ''
  [152] listitem ''
    StaticText 'Default welcome msg!'
  [154] listitem ''
    [155] link 'Sign In'
  [156] listitem ''
    [157] link 'Create an Account'"""
    return f"""[148] banner ''
{ind(top, 1)}
  [161] link 'Skip to Content'
  [162] link 'store logo'
    [163] img 'one_stop_market_logo'
  [164] link '\ue611 My Cart', expanded={expanded}{counter}
{ind(mini, 1)}
  [182] Section ''
    [183] search 'Search'
{ind(box, 3)}
      [190] button 'Search', disabled={'False' if query else 'True'}
  [192] navigation ''
    [193] menubar '', orientation='horizontal'
      [194] menuitem '\ue622 Beauty & Personal Care', hasPopup='menu'
      [206] menuitem '\ue622 Sports & Outdoors', hasPopup='menu'
      [211] menuitem '\ue622 Clothing, Shoes & Jewelry', hasPopup='menu'
      [224] menuitem '\ue622 Home & Kitchen', hasPopup='menu'
      [236] menuitem '\ue622 Office Products', hasPopup='menu'
      [243] menuitem '\ue622 Tools & Home Improvement', hasPopup='menu'
      [249] menuitem '\ue622 Health & Household', hasPopup='menu'
      [256] menuitem '\ue622 Patio, Lawn & Garden', hasPopup='menu'
      [262] menuitem '\ue622 Electronics', hasPopup='menu'
      [273] menuitem '\ue622 Cell Phones & Accessories', hasPopup='menu'
      [278] menuitem '\ue622 Video Games', hasPopup='menu'
      [285] menuitem '\ue622 Grocery & Gourmet Food', hasPopup='menu'"""


SHOP_FOOT = """[3100] contentinfo ''
  [3103] textbox 'Sign Up for Our Newsletter:', required=False
  [3105] button 'Subscribe'
  [3108] link 'Privacy and Cookie Policy'
  [3109] link 'Search Terms'
  [3110] link 'Advanced Search'
  [3111] link 'Contact Us'
StaticText 'Copyright \u00a9 2013-present Magento, Inc. All rights reserved.'"""


def minicart(items: list[tuple[str, float, int]], base: int = 2200) -> str:
    """The expanded minicart dropdown: (name, unit price, qty)."""
    n = sum(q for _, _, q in items)
    sub = sum(p * q for _, p, q in items)
    rows = []
    for i, (name, price, qty) in enumerate(items):
        b = base + 20 + i * 12
        rows.append(f"""  [{b}] listitem ''
    [{b + 1}] link '{name}'
      [{b + 2}] img '{name}'
    [{b + 3}] link '{name}'
    StaticText 'Price'
    StaticText '{money(price)}'
    StaticText 'Qty'
    [{b + 5}] spinbutton 'Qty', value='{qty}', required=False
    [{b + 6}] button 'Update', hidden=True
    [{b + 7}] link '\ue606 Edit item'
    [{b + 8}] button '\ue604 Remove item'""")
    body = "\n".join(rows)
    return f"""[{base}] dialog '', modal=False
  [{base + 1}] button 'Close'
  StaticText '{n}'
  StaticText '{'Item' if n == 1 else 'Items'} in Cart'
  StaticText 'Cart Subtotal'
  StaticText ':'
  StaticText '{money(sub)}'
  [{base + 5}] button 'Proceed to Checkout'
  [{base + 10}] list ''
{ind(body, 1)}
  [{base + 190}] link 'View and Edit Cart'"""


def listing(items: list[tuple[str, float, int]], base: int) -> str:
    """A product grid (name, price, review count); each card takes 10 bids."""
    rows = []
    for i, (name, price, nrev) in enumerate(items):
        b = base + i * 10
        rev = f"\n    StaticText 'Rating:'\n    [{b + 4}] link '{nrev}  Reviews'" if nrev else ""
        rows.append(f"""  [{b}] listitem ''
    [{b + 1}] link 'Image'
      [{b + 2}] img 'Image'
    [{b + 3}] link '{name}'{rev}
    StaticText '{money(price)}'
    [{b + 6}] button 'Add to Cart'
    [{b + 7}] button 'Add to Wish List'
    [{b + 8}] button 'Add to Compare'""")
    return f"[{base - 1}] list ''\n" + "\n".join(rows)


def toolbar(first: int, last: int, total: int, sort: str, bid: int, pages: list[int] | None = None, cur: int = 1) -> str:
    opts = "\n".join(f"  [{bid + 2 + i}] option '{o}', selected={o == sort}" for i, o in enumerate(["Relevance", "Product Name", "Price"]))
    pg = ""
    if pages:
        pl = []
        for p in pages:
            if p == cur:
                pl.append(f"  StaticText \"You're currently reading page\"\n  StaticText '{p}'")
            else:
                pl.append(f"  [{bid + 10 + p}] link 'Page {p}'")
        if cur < max(pages):
            pl.append(f"  [{bid + 30}] link '\ue608 Page Next'")
        if cur > 1:
            pl.insert(0, f"  [{bid + 29}] link '\ue617 Page Previous'")
        pg = f"\nStaticText 'Page'\n[{bid + 9}] list ''\n" + "\n".join(pl)
    return f"""StaticText 'Items {first}-{last} of {total}'
StaticText 'Sort By'
[{bid + 1}] combobox 'Sort By', hasPopup='menu', expanded=False, value='{sort}'
{opts}
[{bid + 6}] link '\ue613 Set Ascending Direction'{pg}"""


# ------------------------------------------------------------------------------------------------ magento admin
ADMIN_NAV = """[101] link 'Magento Admin Panel'
  [102] img 'Magento Admin Panel'
[103] navigation ''
  [104] menubar '', orientation='horizontal'
    [106] link '\ue604 DASHBOARD'
    [109] link '\ue60b SALES'
    [112] link '\ue608 CATALOG'
    [115] link '\ue603 CUSTOMERS'
    [118] link '\ue609 MARKETING'
    [121] link '\ue602 CONTENT'
    [124] link '\ue60a REPORTS'
    [127] link '\ue60d STORES'
    [130] link '\ue600 SYSTEM'
    [133] link '\ue612 FIND PARTNERS & EXTENSIONS'"""


def admin(title: str, heading: str, main: str, url: str, notes: int = 4, extra_nav: str = "") -> str:
    body = f"""{ADMIN_NAV}
{ind(extra_nav, 2)}
[140] banner ''
  [143] heading '{heading}'
  [146] link '\ue600 admin'
  [149] link '\ue607 {notes}'
  [152] textbox '\ue60c', clickable, required=False
[160] main ''
{ind(main, 1)}
[3000] contentinfo ''
  [3002] link '\ue606'
  StaticText 'Copyright \u00a9 2025 Magento Commerce Inc. All rights reserved.'
  StaticText 'ver. 2.4.6'
  [3005] link 'Privacy Policy'
  [3006] link 'Account Activity'
  [3007] link 'Report an Issue'"""
    return P(f"{title} / Magento Admin", body, url)


def grid_row(b: int, cells: list[str], action: str = "Edit") -> str:
    cs = "\n".join(f"  [{b + 2 + i}] cell '{c}'" for i, c in enumerate(cells))
    return f"""[{b}] row ''
  [{b + 1}] cell ''
    [{b + 40}] checkbox '', checked='false'
{cs}
  [{b + 2 + len(cells)}] cell '{action}'
    [{b + 3 + len(cells)}] link '{action}'"""


def rows_(b: int, data: list[list[str]], step: int = 50, action: str = "Edit") -> str:
    return "\n".join(grid_row(b + i * step, r, action) for i, r in enumerate(data))


def added_msg(name: str, bid: int = 1400) -> str:
    return f"""[{bid}] alert '', live='assertive', atomic=True, relevant='additions text'
  StaticText 'You added {name} to your '
  [{bid + 2}] link 'shopping cart'
  StaticText '.'"""


def shop_product(name: str, url: str, price: float, sku: str, rating: str, nrev: int, desc: str, *, cart: int,
                 qty: int = 1, msg: str = "", mini: str = "", stock: str = "In stock", query: str = "",
                 suggest: list[tuple[str, int]] | None = None) -> str:
    body = f"""{shop_banner(cart, query=query, mini=mini, suggest=suggest)}
[1290] main ''
{ind(msg, 1)}
  [1294] heading '{name}'
  StaticText 'Rating:'
  StaticText '{rating}'
  [1297] link '{nrev}  Reviews'
  [1298] link 'Add Your Review'
  StaticText '{money(price)}'
  StaticText '{stock.upper()}'
  StaticText 'SKU'
  StaticText '{sku}'
  StaticText 'Qty'
  [1305] spinbutton 'Qty', value='{qty}', required=False
  [1308] button 'Add to Cart'
  [1311] link 'Add to Wish List'
  [1312] link 'Add to Compare'
  [1315] tablist '', multiselectable=False, orientation='horizontal'
    [1316] tab 'Details', selected=True, expanded=True, controls='description'
    [1318] tab 'Reviews ({nrev})', selected=False, expanded=False, controls='reviews'
  [1320] tabpanel 'Details'
    StaticText '{desc}'
{SHOP_FOOT}"""
    return P(name, body, url)


def shop_results(query: str, items: list[tuple[str, float, int]], first: int, total: int, sort: str, *, cart: int,
                 url: str, msg: str = "", pages: list[int] | None = None, cur: int = 1, filters: str = "",
                 mini: str = "") -> str:
    last = first + len(items) - 1
    body = f"""{shop_banner(cart, query=query, mini=mini)}
[1290] main ''
{ind(msg, 1)}
  [1294] heading "Search results for: '{query}'"
{ind(toolbar(first, last, total, sort, 1300, pages, cur), 1)}
{ind(listing(items, 1501), 1)}
{ind(toolbar(first, last, total, sort, 1700, pages, cur), 1)}
[1800] complementary ''
  [1801] heading 'Shop By'
{ind(filters, 1)}
  [1840] heading 'Compare Products'
  StaticText 'You have no items to compare.'
{SHOP_FOOT}"""
    return P(f"Search results for: '{query}'", body, url)


# ================================================================================================ bad 01
def t01() -> None:
    # count_mismatch: two Lavazza + one Oatly were added (header says 3); the minicart then holds 4 units
    lav = "Lavazza Super Crema Whole Bean Coffee Blend, Light-Medium Espresso Roast, 2.2 lb"
    lav_url = f"{SHOP}/lavazza-super-crema-whole-bean-coffee-blend-light-medium-espresso-roast-2-2-lb.html"
    desc = "A mild and creamy medium roast espresso with notes of hazelnut and brown sugar. Arabica and Robusta beans from Brazil, India, Indonesia and Vietnam. Best used for espresso."
    oat = [("Oatly Oat Milk, Barista Edition, 32 oz (Pack of 6)", 29.94, 8),
           ("Califia Farms Oat Barista Blend Oat Milk, 32 Oz (Pack of 6)", 26.34, 5),
           ("Planet Oat Original Oatmilk, 52 fl oz", 4.79, 0),
           ("Pacific Foods Organic Oat Original Plant-Based Beverage, 32 oz (Pack of 12)", 41.88, 3),
           ("Elmhurst 1925 Unsweetened Milked Oats, 32 fl oz (Pack of 6)", 31.20, 2),
           ("Silk Oat Yeah Plain Oatmilk, 64 fl oz", 4.49, 0),
           ("Chobani Oat Plain Extra Creamy, 52 fl oz", 4.99, 1),
           ("Oatly Chocolate Oatmilk, 64 oz", 5.69, 4),
           ("Minor Figures Barista Oat Milk, 33.8 fl oz (Pack of 6)", 27.99, 0),
           ("Quaker Oat Beverage Original, 32 fl oz", 3.49, 0),
           ("Mooala Organic Oatmilk, Original, 33.8 fl oz (Pack of 6)", 24.95, 2),
           ("Nutpods Oat Creamer Unsweetened, 11.2 fl oz (Pack of 4)", 15.96, 6)]
    q_url = f"{SHOP}/catalogsearch/result/?q=oat+milk"
    filt = """[1810] heading 'Shopping Options'
[1812] tablist '', multiselectable=True
  [1813] tab 'Category', expanded=False
  [1815] tab 'Price', expanded=False"""

    def lavp(cart: int, qty: int, msg: str = "", **kw: object) -> str:
        return shop_product(lav, lav_url, 21.99, "B000SDKDM4", "87%", 12, desc, cart=cart, qty=qty, msg=msg, **kw)  # type: ignore[arg-type]

    def res(cart: int, msg: str = "", mini: str = "") -> str:
        return shop_results("oat milk", oat, 1, 31, "Relevance", cart=cart, url=q_url, msg=msg, pages=[1, 2, 3], filters=filt, mini=mini)

    state = lavp(0, 1)
    mini = minicart([(oat[0][0], 29.94, 2), (lav, 21.99, 2)])
    bad_res = res(4, msg=added_msg(oat[0][0]), mini=mini)
    checkout = saved_checkout("4 Items in Cart")
    t = [("fill('1305', '2')", lavp(0, 2)),
         ("click('1308')", lavp(2, 2, msg=added_msg(lav))),
         ("fill('187', 'oat milk')", lavp(2, 2, msg=added_msg(lav), query="oat milk",
                                          suggest=[("oat milk", 31), ("oat milk barista", 6), ("oat milk creamer", 9)])),
         ("keyboard_press('Enter')", res(2)),
         ("click('1507')", res(3, msg=added_msg(oat[0][0]))),
         ("click('164')", bad_res),
         ("click('2205')", checkout)]
    R.add("web", "h4-web-01", WEB_SYSTEM, t, state=state, bad=True, turn=6, kind="count_mismatch")


# ================================================================================================ bad 02
PROD_COLS = ["ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity", "Salable Quantity", "Visibility", "Status", "Websites", "Action"]


def product_grid(keyword: str, rows: list[list[str]], typed: str | None = None, msg: str = "") -> str:
    hdr = "\n".join(f"    [{221 + i}] columnheader '{c}'" for i, c in enumerate(PROD_COLS))
    shown = keyword if typed is None else typed
    active = ""
    if keyword:
        active = f"""StaticText 'Active filters:'
StaticText 'Keyword: {keyword}'
[188] button 'Remove Keyword: {keyword}'
[189] button 'Clear all'"""
    main = f"""{msg}
[170] button 'Add Product'
[171] button 'Add product of type', expanded=False
[180] textbox 'Search by keyword', {'focused, ' if typed is not None else ''}required=False, value='{shown}'
[181] button 'Search'
[183] button 'Filters'
[184] button 'Default View'
[185] button 'Columns'
[186] button 'Export'
{active}
[190] combobox 'Actions', hasPopup='menu', expanded=False
StaticText '{len(rows)}'
StaticText 'records found'
[192] combobox 'per page', hasPopup='menu', expanded=False, value='20'
[194] button 'Previous Page', disabled=True
[195] spinbutton '', value='1'
StaticText 'of 1'
[196] button 'Next Page', disabled=True
[200] table ''
  [220] row ''
    [219] columnheader ''
      [218] checkbox 'Options', checked='false'
{hdr}
{ind(rows_(300, rows), 1)}"""
    return admin("Products / Inventory / Catalog", "Products", main, f"{ADMIN}/catalog/product/")


def product_edit(pid: int, name: str, sku: str, price: str, qty: str, cats: str, msg: str = "", focus: bool = False) -> str:
    alert = f"[165] alert ''\n  StaticText '{msg}'" if msg else ""
    main = f"""{alert}
[172] button '\ue626 Back'
[173] button 'Add Attribute'
[174] button 'Save'
[175] button 'Select', hasPopup='menu', expanded=False
[177] link 'Customer View'
[180] switch 'Enable Product', checked='true'
[182] combobox 'Attribute Set', hasPopup='listbox', expanded=False, value='Default'
[185] textbox 'Product Name *', required=True, value='{name}'
[187] textbox 'SKU *', required=True, value='{sku}'
StaticText '$'
[190] textbox 'Price *', {'focused, ' if focus else ''}required=True, value='{price}'
[191] button 'Advanced Pricing'
[193] combobox 'Tax Class', hasPopup='menu', expanded=False, value='Taxable Goods'
[196] textbox 'Quantity', required=False, value='{qty}'
[197] button 'Advanced Inventory'
[199] combobox 'Stock Status', hasPopup='menu', expanded=False, value='In Stock'
[202] combobox 'Weight', hasPopup='menu', expanded=False, value='This item has weight'
[204] textbox 'Weight', required=False, value='1'
StaticText 'lbs'
[206] combobox 'Categories', expanded=False
  StaticText '{cats}'
[208] button 'New Category'
[210] combobox 'Visibility', hasPopup='menu', expanded=False, value='Catalog, Search'
[212] checkbox 'Set Product as New From', checked='false'
[214] combobox 'Country of Manufacture', hasPopup='menu', expanded=False, value=''
[220] button 'Content', expanded=False
[221] button 'Configurations', expanded=False
[222] button 'Product Reviews', expanded=False
[223] button 'Images And Videos', expanded=False
[224] button 'Search Engine Optimization', expanded=False
[225] button 'Related Products, Up-Sells, and Cross-Sells', expanded=False
[226] button 'Customizable Options', expanded=False
[227] button 'Product in Websites', expanded=False"""
    return admin(f"{name} / Products / Inventory / Catalog", name, main, f"{ADMIN}/catalog/product/edit/id/{pid}/")


def t02() -> None:
    # value_reverted: price saved as 12.60 on the edit form; the product grid later shows $14.00
    def row(pid: int, name: str, sku: str, price: str, qty: str = "100.0000") -> list[str]:
        return [str(pid), "", name, "Simple Product", "Default", sku, price, qty, f"Default Stock: {int(float(qty))}", "Catalog, Search", "Enabled", "Main Website"]
    sprite = [row(21, "Sprite Foam Yoga Brick", "24-WG084", "$5.00"),
              row(22, "Sprite Foam Roller", "24-WG088", "$19.00"),
              row(26, "Sprite Stasis Ball 55 cm", "24-WG081-gray", "$23.00"),
              row(27, "Sprite Stasis Ball 65 cm", "24-WG082-gray", "$27.00"),
              row(28, "Sprite Stasis Ball 75 cm", "24-WG083-gray", "$32.00"),
              row(33, "Sprite Yoga Strap 6 foot", "24-WG085", "$14.00"),
              row(34, "Sprite Yoga Strap 8 foot", "24-WG086", "$17.00"),
              row(35, "Sprite Yoga Strap 10 foot", "24-WG087", "$21.00")]
    straps = sprite[5:]
    cats = "Gear, Fitness Equipment"
    t = [("fill('180', 'Sprite Yoga Strap')", product_grid("Sprite", sprite, typed="Sprite Yoga Strap")),
         ("keyboard_press('Enter')", product_grid("Sprite Yoga Strap", straps)),
         ("click('315')", product_edit(33, "Sprite Yoga Strap 6 foot", "24-WG085", "14.00", "100", cats)),
         ("fill('190', '12.60')", product_edit(33, "Sprite Yoga Strap 6 foot", "24-WG085", "12.60", "100", cats, focus=True)),
         ("click('174')", product_edit(33, "Sprite Yoga Strap 6 foot", "24-WG085", "12.60", "100", cats, msg="You saved the product.")),
         ("click('172')", product_grid("Sprite Yoga Strap", straps)),
         ("click('365')", product_edit(34, "Sprite Yoga Strap 8 foot", "24-WG086", "17.00", "100", cats)),
         ("fill('190', '15.30')", product_edit(34, "Sprite Yoga Strap 8 foot", "24-WG086", "15.30", "100", cats, focus=True))]
    R.add("web", "h4-web-02", WA_SYSTEM, t, state=product_grid("Sprite", sprite), bad=True, turn=6, kind="value_reverted")


# ================================================================================================ bad 03
ME = "MarvelsGrantMan136"


def forum(title: str, main: str, url: str, side: str, notes: int = 0) -> str:
    body = f"""[40] navigation ''
  [41] link 'Jump to main content'
  [42] link 'Jump to sidebar'
[44] navigation ''
  [47] link 'Home'
    StaticText 'Postmill'
  [53] list ''
    [54] listitem ''
      [55] link 'Forums'
    [56] listitem ''
      [57] link 'Wiki'
  [58] Section ''
    [67] searchbox 'Search query'
  [68] list ''
    [69] listitem ''
      [70] link 'Submit'
    [71] listitem ''
      [72] link 'Notifications ({notes})'
    [73] listitem ''
      [74] button '{ME}', hasPopup='menu', expanded=False
[80] main ''
{ind(main, 1)}
[600] complementary ''
{ind(side, 1)}"""
    return P(title, body, url)


def fpost(b: int, title: str, user: str, when: str, ago: str, comments: str, score: int, forum: str | None = None,
          vote: str = "") -> str:
    where = f"\n  StaticText ' in '\n  [{b + 5}] link '{forum}'" if forum else ""
    up = "Retract upvote" if vote == "up" else "Upvote"
    return f"""[{b}] article ''
  [{b + 1}] heading '{title}'
    [{b + 2}] link '{title}'
  StaticText 'Submitted by '
  [{b + 3}] link '{user}'
  StaticText ' '
  [{b + 4}] time '{when}'
    StaticText '{ago}'{where}
  [{b + 6}] link '{comments}'
  [{b + 7}] button '{up}'{', pressed=True' if vote == 'up' else ''}
  StaticText '{score}'
  [{b + 8}] button 'Downvote'"""


def fcomment(b: int, user: str, when: str, ago: str, text: str, score: int, mine: bool = False, depth: int = 0,
             edited: str = "") -> str:
    own = f"\n  [{b + 6}] link 'Edit'\n  [{b + 7}] button 'Delete'" if mine else ""
    ed = f"\n  StaticText '(edited {edited})'" if edited else ""
    frag = f"""[{b}] article ''
  [{b + 1}] link '{user}'
  StaticText ' '
  [{b + 2}] time '{when}'
    StaticText '{ago}'{ed}
  StaticText '{text}'
  [{b + 3}] link 'Reply'
  [{b + 4}] link 'Permalink'{own}
  [{b + 8}] button 'Upvote'
  StaticText '{score}'
  [{b + 9}] button 'Downvote'"""
    return ind(frag, depth)


def submit_form(forum: str, title: str = "", body: str = "", focus: str = "") -> str:
    return f"""[82] heading 'Create submission'
[84] textbox 'URL', required=False
[86] textbox 'Title *', {'focused, ' if focus == 'title' else ''}required=True, value='{title}'
[88] textbox 'Body', {'focused, ' if focus == 'body' else ''}required=False, value='{body}'
StaticText 'Formatting help'
[90] checkbox 'Preview', checked='false'
[92] combobox 'Forum *', hasPopup='menu', expanded=False, required=True, value='{forum}'
[95] button 'Create submission'"""


def t03() -> None:
    # created_missing: a new submission exists (its own page) but the author's newest-first user page omits it
    hi_side = """[601] heading 'homeimprovement'
StaticText 'DIY projects, renovation questions, tools and contractor horror stories.'
[604] button 'Subscribe'
StaticText '2,184'
StaticText 'Created'
[606] time 'July 9, 2021 at 11:20:14 AM EDT'
  StaticText '4 years ago'
[608] link 'Forum moderators'"""
    hot = [fpost(100, "Spray foam vs. rock wool for a 1920s attic with knob and tube still live?", "joists_n_jokes", "March 16, 2025 at 7:45:02 PM EDT", "18 hours ago", "41 comments", 88),
           fpost(110, "Finally finished tiling the mudroom. Herringbone was a mistake I will never repeat.", "grout_expectations", "March 16, 2025 at 10:12:37 AM EDT", "1 day ago", "26 comments", 214),
           fpost(120, "PSA: check your water heater anode rod, mine was down to bare wire after 6 years", "plumbob_sq", "March 15, 2025 at 8:31:50 PM EDT", "2 days ago", "17 comments", 63),
           fpost(130, "Is it normal for a new GFCI to trip when the bathroom fan starts?", "wirenutwill", "March 17, 2025 at 9:03:11 AM EDT", "5 hours ago", "9 comments", 12)]
    listing_ = "[82] link 'homeimprovement'\n[84] button 'Sort by: Hot', hasPopup='menu', expanded=False\n" + "\n".join(hot)
    hurl = f"{FORUM}/f/homeimprovement"
    title = "Removing popcorn ceiling in a 1962 ranch: test for asbestos first?"
    body = "Bedroom ceilings have the original texture. Local lab wants $45/sample. Worth it, or just assume it is positive and hire abatement?"
    surl = f"{FORUM}/submit/homeimprovement"
    purl = f"{FORUM}/f/homeimprovement/129044/removing-popcorn-ceiling-in-a-1962-ranch-test-for-asbestos-first"
    new_post = f"""[82] article ''
  [83] heading '{title}'
    [84] link '{title}'
  StaticText 'Submitted by '
  [85] link '{ME}'
  StaticText ' '
  [86] time 'March 17, 2025 at 2:14:09 PM EDT'
    StaticText '1 second ago'
  StaticText ' in '
  [87] link 'homeimprovement'
  StaticText '{body}'
  [88] link 'No comments'
  [89] link 'Edit'
  [90] button 'Delete'
  [91] button 'Retract upvote', pressed=True
  StaticText '1'
  [92] button 'Downvote'
[100] heading 'Comments'
[102] textbox 'Comment', required=True
[104] button 'Post'
StaticText 'There are no comments yet.'"""
    user_main = f"""[82] heading '{ME}'
[84] navigation ''
  [85] link 'Overview'
  [86] link 'Submissions'
  [87] link 'Comments'
{fcomment(90, ME, "February 27, 2025 at 8:05:41 PM EST", "2 weeks ago", "Two batteries for $99 is hard to beat, thanks.", 3, mine=True)}
{fpost(100, "Best budget cordless drill for occasional DIY? Ryobi vs. Craftsman", ME, "February 27, 2025 at 6:40:19 PM EST", "2 weeks ago", "23 comments", 19, forum="homeimprovement")}
{fcomment(110, ME, "February 11, 2025 at 12:02:51 PM EST", "1 month ago", "We used Ox-Box hardboard under the vinyl plank and it fixed the squeak completely.", 7, mine=True)}
{fpost(120, "Contractor wants 50% deposit up front for a $9k deck. Normal?", ME, "January 30, 2025 at 8:15:44 AM EST", "1 month ago", "58 comments", 143, forum="personalfinance")}
{fcomment(130, ME, "January 4, 2025 at 9:27:06 PM EST", "2 months ago", "Shut off the breaker AND verify with a non-contact tester. Labels in old panels lie.", 31, mine=True)}
[140] link 'More'"""
    user_side = f"""[601] heading '{ME}'
StaticText 'Registered'
[603] time 'April 22, 2022 at 3:05:58 PM EDT'
  StaticText '2 years ago'
[606] link 'Send message'"""
    drill = "Best budget cordless drill for occasional DIY? Ryobi vs. Craftsman"
    durl = f"{FORUM}/f/homeimprovement/117351/best-budget-cordless-drill-for-occasional-diy-ryobi-vs-craftsman"

    def drill_page(typed: str = "") -> str:
        val = f"focused, required=True, value='{typed}'" if typed else "required=True"
        return forum(f"{drill} : homeimprovement", f"""[82] article ''
  [83] heading '{drill}'
    [84] link '{drill}'
  StaticText 'Submitted by '
  [85] link '{ME}'
  StaticText ' '
  [86] time 'February 27, 2025 at 6:40:19 PM EST'
    StaticText '2 weeks ago'
  StaticText ' in '
  [87] link 'homeimprovement'
  StaticText 'Mostly hanging shelves and assembling furniture, maybe a fence repair. Under $120 with a battery.'
  [88] link '23 comments'
  [89] link 'Edit'
  [90] button 'Delete'
  [91] button 'Upvote'
  StaticText '19'
  [92] button 'Downvote'
[100] heading 'Comments'
[102] textbox 'Comment', {val}
[104] button 'Post'
{fcomment(200, "torque_wrench_tina", "February 27, 2025 at 7:02:33 PM EST", "2 weeks ago", "Ryobi if you ever want other tools on the same battery. The ecosystem is the real purchase.", 24)}
{fcomment(220, "grout_expectations", "February 27, 2025 at 7:49:10 PM EST", "2 weeks ago", "Craftsman V20 kit was $99 at Lowes last week with two batteries.", 11)}
{fcomment(240, ME, "February 27, 2025 at 8:05:41 PM EST", "2 weeks ago", "Two batteries for $99 is hard to beat, thanks.", 3, mine=True, depth=1)}
[260] link 'Load more comments (20)'""", durl, hi_side)
    t = [("click('70')", forum("Create submission", submit_form("homeimprovement"), surl, hi_side)),
         (f"fill('86', '{title}')", forum("Create submission", submit_form("homeimprovement", title, focus="title"), surl, hi_side)),
         (f"fill('88', '{body}')", forum("Create submission", submit_form("homeimprovement", title, body, focus="body"), surl, hi_side)),
         ("click('95')", forum(f"{title} : homeimprovement", new_post, purl, hi_side)),
         ("click('85')", forum(ME, user_main, f"{FORUM}/user/{ME}", user_side)),
         ("click('102')", drill_page()),
         ("fill('102', 'Ended up with the Ryobi One+ kit, update in case anyone finds this later: it handled 3in lag screws fine.')",
          drill_page("Ended up with the Ryobi One+ kit, update in case anyone finds this later: it handled 3in lag screws fine."))]
    R.add("web", "h4-web-03", WA_SYSTEM, t, state=forum("homeimprovement", listing_, hurl, hi_side), bad=True, turn=5, kind="created_missing")


# ================================================================================================ bad 04
BB = "Byte Blaze"
PROJ_NAV = ["Project information", "Repository", "Issues", "Merge requests", "CI/CD", "Security and Compliance",
            "Deployments", "Packages and registries", "Infrastructure", "Monitor", "Analytics", "Wiki", "Snippets", "Settings"]


def gitlab(title: str, main: str, url: str, crumbs: list[str], project: str | None = None, counts: dict[str, int] | None = None,
           repo_open: bool = False, alert: str = "") -> str:
    side = ""
    if project:
        items = []
        for i, n in enumerate(PROJ_NAV):
            b = 52 + i * 2
            c = (counts or {}).get(n)
            items.append(f"  [{b}] link '{n}'" + (f"\n    StaticText '{c}'" if c is not None else ""))
            if n == "Repository" and repo_open:
                items.append("""  [80] list ''
    [81] link 'Files'
    [82] link 'Commits'
    [83] link 'Branches'
    [84] link 'Tags'
    [85] link 'Contributors'
    [86] link 'Graph'
    [87] link 'Compare'""")
        side = f"[50] complementary 'Project navigation'\n  [51] link '{project}'\n" + "\n".join(items) + "\n  [89] button 'Collapse sidebar'"
    cr = "\n".join(f"  [{91 + i}] link '{c}'" for i, c in enumerate(crumbs))
    body = f"""[20] link 'Skip to content'
[22] navigation ''
  [23] link 'Dashboard'
  [25] button 'Main menu', expanded=False
  [28] textbox 'Search GitLab', required=False
  [31] button 'Create new...', hasPopup='menu', expanded=False
  [34] link 'Issues'
  [36] link 'Merge requests'
  [38] link 'To-Do List'
  [40] button "{BB}'s menu", hasPopup='menu', expanded=False
{side}
[90] navigation 'Breadcrumbs'
{cr}
{alert}
[100] main ''
{ind(main, 1)}"""
    return P(title, body, url)


def branch_row(b: int, name: str, sha: str, msg: str, when: str, ago: str, default: bool = False, merged: bool = False) -> str:
    badges = "\n  StaticText 'default'\n  StaticText 'protected'" if default else ("\n  StaticText 'merged'" if merged else "")
    tail = f"""  [{b + 7}] button 'Delete protected branch', disabled=True""" if default else f"""  [{b + 6}] link 'Merge request'
  [{b + 7}] button 'Delete branch'"""
    return f"""[{b}] listitem ''
  [{b + 1}] link '{name}'{badges}
  [{b + 2}] link '{sha}'
  StaticText '\u00b7'
  [{b + 3}] link {msg}
  StaticText '\u00b7'
  [{b + 4}] time '{when}'
    StaticText '{ago}'
  [{b + 5}] link 'Compare'
{tail}"""


def t04() -> None:
    # deleted_reappears: fix/skip-contenteditable deleted (flash, gone from All); the Active tab lists it again
    proj = "cloud-to-butt"
    base = f"{GIT}/byteblaze/{proj}"
    crumbs = [BB, proj, "Repository", "Branches"]
    counts = {"Issues": 3, "Merge requests": 1}
    br = {"ff": branch_row(120, "feature/firefox-mv3", "9c0d8a14", '"Replace browserAction with the action API"', "Mar 14, 2025 5:41pm UTC", "3 days ago"),
          "main": branch_row(130, "main", "4e1f2b7c", "\"Merge branch 'fix/skip-contenteditable' into 'main'\"", "Mar 10, 2025 9:12am UTC", "1 week ago", default=True),
          "fix": branch_row(140, "fix/skip-contenteditable", "2b77e6f0", '"Skip contenteditable and textarea nodes"', "Mar 10, 2025 9:05am UTC", "1 week ago", merged=True),
          "de": branch_row(150, "i18n/de-translation", "71aa03d2", '"Add German locale strings"', "Feb 24, 2025 2:30pm UTC", "3 weeks ago"),
          "ren": branch_row(160, "renovate/configure", "c81f0e55", '"Add renovate.json"', "Oct 8, 2024 6:00am UTC", "5 months ago")}

    def page(tab: str, keys_: list[str], modal: bool = False, alert: str = "") -> str:
        tabs = "\n".join(f"  [{103 + i}] tab '{n}', selected={n == tab}" for i, n in enumerate(["Overview", "Active", "Stale", "All"]))
        head = {"All": "All branches", "Active": "Active branches"}[tab]
        dlg = ""
        if modal:
            dlg = """[700] dialog 'Delete branch. Are you sure?', modal=True
  [701] heading 'Delete branch. Are you sure?'
  [702] button 'Close'
  StaticText "You're about to permanently delete the branch "
  StaticText 'fix/skip-contenteditable'
  StaticText '.'
  [705] button 'Cancel'
  [706] button 'Yes, delete branch'"""
        main = f"""[102] tablist ''
{tabs}
[110] searchbox 'Filter by branch name'
[112] button 'Last updated', hasPopup='listbox', expanded=False
[114] link 'New branch'
[116] heading '{head}'
[118] list ''
{ind(chr(10).join(br[k] for k in keys_), 1)}
{dlg}"""
        return gitlab(f"Branches \u00b7 {BB} / {proj} \u00b7 GitLab", main, f"{base}/-/branches/{tab.lower()}", crumbs, proj, counts, True, alert)
    every = ["ff", "main", "fix", "de", "ren"]
    after = ["ff", "main", "de", "ren"]
    mr_title = "Draft: Port extension to Manifest V3 for Firefox"
    mrs = gitlab(f"Merge requests \u00b7 {BB} / {proj} \u00b7 GitLab", f"""[102] tablist ''
  [103] tab 'Open 1', selected=True
  [104] tab 'Merged 6', selected=False
  [105] tab 'Closed 0', selected=False
  [106] tab 'All 7', selected=False
[108] link 'Edit merge requests'
[109] link 'New merge request'
[110] searchbox 'Search or filter results...'
[112] button 'Created date', hasPopup='listbox', expanded=False
[118] list ''
  [120] listitem ''
    [121] link '{mr_title}'
    StaticText '!9 \u00b7 created '
    [122] time 'Mar 14, 2025 5:48pm UTC'
      StaticText '3 days ago'
    StaticText ' by '
    [123] link '{BB}'
    [124] link 'manifest-v3'
    StaticText '2'
    [126] time 'Mar 16, 2025 11:02am UTC'
      StaticText 'updated 1 day ago'""", f"{base}/-/merge_requests", [BB, proj, "Merge requests"], proj, counts, False)

    def mr(tab: str, content: str) -> str:
        tabs = "\n".join(f"  [{130 + i}] tab '{n}', selected={n.startswith(tab)}" for i, n in enumerate(["Overview 2", "Commits 3", "Pipelines 0", "Changes 4"]))
        return gitlab(f"{mr_title} (!9) \u00b7 Merge requests \u00b7 {BB} / {proj} \u00b7 GitLab", f"""[102] heading '{mr_title}'
StaticText 'Open'
[104] link '{BB}'
StaticText ' requested to merge '
[105] link 'feature/firefox-mv3'
StaticText ' into '
[106] link 'main'
[107] time 'Mar 14, 2025 5:48pm UTC'
  StaticText '3 days ago'
[110] button 'Edit'
[111] button 'Code', hasPopup='menu', expanded=False
[129] tablist ''
{tabs}
{content}""", f"{base}/-/merge_requests/9" + ("/diffs" if tab == "Changes" else ""), [BB, proj, "Merge requests", "!9"], proj, counts, False)
    overview = """[140] Section ''
  StaticText 'Moves background.js to a service worker and swaps browserAction for action. Firefox 115+ only.'
  StaticText 'Merge blocked: merge request must be marked as ready. It is still marked as draft.'
  [142] button 'Mark as ready'
[150] heading 'Activity'
[152] article ''
  [153] link 'elle_vdm'
  StaticText 'Does this still need the scripting permission? AMO flags it on review.'
  [154] time 'Mar 15, 2025 8:20am UTC'
    StaticText '2 days ago'
[156] article ''
  [157] link 'Byte Blaze'
  StaticText 'Yes, for registerContentScripts. Dropping tabs though.'
  [158] time 'Mar 16, 2025 11:02am UTC'
    StaticText '1 day ago'
[160] textbox 'Write a comment or drag your files here\u2026', required=False"""
    changes = """[140] Section ''
  StaticText 'Showing'
  [141] button '4 changed files'
  StaticText 'with'
  StaticText '45 additions'
  StaticText 'and'
  StaticText '41 deletions'
  [143] button 'Hide whitespace changes', pressed=False
[150] list ''
  [151] listitem ''
    [152] link 'manifest.json'
    StaticText '+14 \u221210'
  [154] listitem ''
    [155] link 'src/background.js'
    StaticText '+22 \u221230'
  [157] listitem ''
    [158] link 'src/content.js'
    StaticText '+3 \u22121'
  [160] listitem ''
    [161] link 'README.md'
    StaticText '+6 \u22120'
[170] table 'manifest.json'
  [171] row ''
    [172] cell '2'
    [173] cell '2'
    [174] cell '  "name": "Cloud To Butt Plus",'
  [175] row ''
    [176] cell '3'
    [177] cell ''
    [178] cell '-  "manifest_version": 2,'
  [179] row ''
    [180] cell ''
    [181] cell '3'
    [182] cell '+  "manifest_version": 3,'"""
    flash = "[95] alert ''\n  StaticText 'Branch was deleted'\n  [96] button 'Dismiss'"
    t = [("click('147')", page("All", every, modal=True)),
         ("click('706')", page("All", after, alert=flash)),
         ("click('104')", page("Active", ["ff", "main", "fix", "de"])),
         ("click('58')", mrs),
         ("click('121')", mr("Overview", overview)),
         ("click('133')", mr("Changes", changes))]
    R.add("web", "h4-web-04", WA_SYSTEM, t, state=page("All", every), bad=True, turn=3, kind="deleted_reappears")


# ================================================================================================ bad 05
CMS_COLS = ["ID", "Title", "URL Key", "Layout", "Store View", "Status", "Created", "Modified", "Action"]


def cms_grid(rows: list[list[str]], open_row: int | None = None, msg: str = "") -> str:
    hdr = "\n".join(f"    [{221 + i}] columnheader '{c}'" for i, c in enumerate(CMS_COLS))
    out = []
    for i, r in enumerate(rows):
        b = 300 + i * 40
        cells = "\n".join(f"  [{b + 2 + j}] cell '{c}'" for j, c in enumerate(r))
        menu = ""
        if open_row == i:
            menu = f"""
    [{b + 12}] list ''
      [{b + 13}] link 'Edit'
      [{b + 14}] link 'Delete'
      [{b + 15}] link 'View'"""
        out.append(f"""[{b}] row ''
  [{b + 1}] cell ''
    [{b + 30}] checkbox '', checked='false'
{cells}
  [{b + 10}] cell ''
    [{b + 11}] button 'Select', hasPopup='menu', expanded={open_row == i}{menu}""")
    alert = f"[165] alert ''\n  StaticText '{msg}'\n" if msg else ""
    main = f"""{alert}[170] button 'Add New Page'
[180] textbox 'Search by keyword', required=False
[181] button 'Search'
[183] button 'Filters'
[184] button 'Default View'
[185] button 'Columns'
[190] combobox 'Actions', hasPopup='menu', expanded=False
StaticText '{len(rows)}'
StaticText 'records found'
[192] combobox 'per page', hasPopup='menu', expanded=False, value='20'
[195] spinbutton '', value='1'
StaticText 'of 1'
[200] table ''
  [220] row ''
    [219] columnheader ''
      [218] checkbox 'Options', checked='false'
{hdr}
{ind(chr(10).join(out), 1)}"""
    return admin("Pages / Elements / Content", "Pages", main, f"{ADMIN}/cms/page/")


def cms_edit(pid: int, title: str, typed: str | None = None, msg: str = "") -> str:
    alert = f"[165] alert ''\n  StaticText '{msg}'\n" if msg else ""
    val = typed if typed is not None else title
    main = f"""{alert}[170] button '\ue626 Back'
[171] button 'Delete Page'
[172] button 'Reset'
[174] button 'Save'
[175] button 'Select', hasPopup='menu', expanded=False
[180] switch 'Enable Page', checked='true'
[182] textbox 'Page Title *', {'focused, ' if typed is not None else ''}required=True, value='{val}'
[186] button 'Content', expanded=False
[187] button 'Search Engine Optimization', expanded=False
[188] button 'Page in Websites', expanded=False
[189] button 'Design', expanded=False
[190] button 'Custom Design Update', expanded=False
[191] button 'Hierarchy', expanded=False"""
    return admin(f"{title} / Pages / Elements / Content", title, main, f"{ADMIN}/cms/page/edit/page_id/{pid}/")


def t05() -> None:
    # rename_old_name: page 5 saved as 'About One Stop Market' (form + heading); the grid still lists 'About us' with a fresh Modified time
    c = "Apr 19, 2023 4:48:51 PM"
    rows = [["1", "404 Not Found", "no-route", "2 columns with right bar", "All Store Views", "Enabled", c, c],
            ["2", "Home Page", "home", "1 column", "All Store Views", "Enabled", c, "Apr 24, 2023 7:02:12 PM"],
            ["3", "Enable Cookies", "enable-cookies", "1 column", "All Store Views", "Enabled", c, c],
            ["4", "Privacy and Cookie Policy", "privacy-policy-cookie-restriction-mode", "1 column", "All Store Views", "Enabled", c, c],
            ["5", "About us", "about-us", "1 column", "All Store Views", "Enabled", c, c],
            ["6", "Customer Service", "customer-service", "1 column", "All Store Views", "Enabled", c, "May 2, 2023 10:37:45 AM"]]
    later = [r[:] for r in rows]
    later[4][7] = "Mar 17, 2025 9:14:33 AM"
    new = "About One Stop Market"
    t = [("click('471')", cms_grid(rows, open_row=4)),
         ("click('473')", cms_edit(5, "About us")),
         (f"fill('182', '{new}')", cms_edit(5, "About us", typed=new)),
         ("click('174')", cms_edit(5, new, msg="You saved the page.")),
         ("click('170')", cms_grid(later)),
         ("click('511')", cms_grid(later, open_row=5)),
         ("click('513')", cms_edit(6, "Customer Service"))]
    R.add("web", "h4-web-05", WEB_SYSTEM, t, state=cms_grid(rows), bad=True, turn=5, kind="rename_old_name")


# ================================================================================================ bad 06
def osm(title: str, side: str, url: str, query: str = "", scale: str = "100 m", extra_ctrl: str = "") -> str:
    val = f", value='{query}'" if query else ""
    body = f"""[30] banner ''
  [32] heading 'OpenStreetMap logo OpenStreetMap'
    [33] link 'OpenStreetMap logo OpenStreetMap'
      [34] image 'OpenStreetMap logo'
  [36] navigation ''
    [37] link 'Edit'
    [38] button 'Choose editor', hasPopup='menu', expanded=False
    [40] link 'History'
    [41] link 'Export'
  [43] navigation ''
    [44] link 'GPS Traces'
    [45] link 'User Diaries'
    [46] link 'Communities'
    [47] link 'Copyright'
    [48] link 'Help'
    [49] link 'About'
  [51] link 'Log In'
  [52] link 'Sign Up'
{side}
[200] region 'Map'
  [202] link 'Zoom In'
  [203] link 'Zoom Out'
  [204] link 'Show My Location'
  [206] link 'Layers'
  [207] link 'Map Key'
  [208] link 'Share'
  [209] link 'Add a note to the map'
  [210] link 'Query features'
{ind(extra_ctrl, 1)}
  StaticText '{scale}'
  StaticText '\u00a9 OpenStreetMap contributors \u2665 Make a Donation. Website and API terms'"""
    return P(title, body.replace("__Q__", val), url)


def osm_search(query: str, focused: bool = False) -> str:
    return f"""[55] search ''
  [57] textbox 'Search', {'focused, ' if focused else ''}required=False__Q__
  [58] button 'Go'
  [60] link 'Find directions between two points'"""


def t06() -> None:
    # identity_changed: the same garden, reopened from the same result, comes back as a different way id (same version/changeset)
    q = "Phipps Conservatory"
    welcome = """[62] Section ''
  [63] heading 'Welcome to OpenStreetMap!'
  [64] button 'Close'
  StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
  [66] link 'Learn More'
  [67] link 'Start Mapping'"""
    results = """[62] Section ''
  [63] heading 'Search Results'
  [64] button 'Close'
  [66] heading 'Results from OpenStreetMap Nominatim'
  [67] list ''
    [68] listitem ''
      StaticText 'Garden'
      [69] link 'Phipps Conservatory and Botanical Gardens, 1, Schenley Drive, Schenley Farms, North Oakland, Pittsburgh, Allegheny County, 15213, United States'
    [70] listitem ''
      StaticText 'Bus Stop'
      [71] link 'Phipps Conservatory, Schenley Drive, North Oakland, Pittsburgh, Allegheny County, 15213, United States'
    [72] listitem ''
      StaticText 'Parking'
      [73] link 'Phipps Conservatory Parking, Schenley Drive, Schenley Farms, Pittsburgh, Allegheny County, 15213, United States'
  [75] link 'More results'"""
    tags = [("addr:city", "Pittsburgh"), ("addr:housenumber", "1"), ("addr:postcode", "15213"), ("addr:street", "Schenley Drive"),
            ("leisure", "garden"), ("name", "Phipps Conservatory and Botanical Gardens"), ("opening_hours", "Mo-Su 09:30-17:00; Fr 09:30-22:00"),
            ("operator", "Phipps Conservatory and Botanical Gardens"), ("tourism", "attraction"), ("website", "https://www.phipps.conservatory.org/")]

    def way(wid: int) -> str:
        rows = "\n".join(f"    [{72 + i * 3}] row ''\n      [{73 + i * 3}] cell '{k}'\n      [{74 + i * 3}] cell '{v}'" for i, (k, v) in enumerate(tags))
        return f"""[62] Section ''
  [63] heading 'Way: Phipps Conservatory and Botanical Gardens ({wid})'
  [64] button 'Close'
  StaticText 'Version #14'
  StaticText 'Add entrances and Friday late hours'
  StaticText 'Edited '
  [65] time '2024-02-09T18:22:51Z'
    StaticText 'about 1 year ago'
  StaticText ' by '
  [66] link 'pgh_mapper_jd'
  StaticText 'Version #14 \u00b7 Changeset #'
  [67] link '147305526'
  [70] heading 'Tags'
  [71] table ''
{rows}
  [110] heading 'Nodes'
  StaticText '47 nodes'
  [112] link 'Download XML'
  [113] link 'View History'"""
    hist = """[62] Section ''
  [63] heading 'Way: Phipps Conservatory and Botanical Gardens (254109438)'
  [64] button 'Close'
  [65] heading 'Version #14'
  StaticText 'Add entrances and Friday late hours'
  StaticText 'Edited '
  [66] time '2024-02-09T18:22:51Z'
    StaticText 'about 1 year ago'
  StaticText ' by '
  [67] link 'pgh_mapper_jd'
  StaticText 'Changeset #'
  [68] link '147305526'
  [70] heading 'Version #13'
  StaticText 'Pittsburgh: fix addr:street spelling'
  StaticText 'Edited '
  [71] time '2022-06-30T02:10:07Z'
    StaticText 'almost 3 years ago'
  StaticText ' by '
  [72] link 'steelcitymaps'
  StaticText 'Changeset #'
  [73] link '122918040'
  [75] heading 'Version #12'
  StaticText 'Schenley Park cleanup'
  StaticText 'Edited '
  [76] time '2020-09-14T21:44:32Z'
    StaticText 'over 4 years ago'
  StaticText ' by '
  [77] link 'SK53_bot_review'
  StaticText 'Changeset #'
  [78] link '91172265'
  [80] link 'Download XML'
  [81] link 'View Details'"""

    def page(title: str, side: str, url: str, query: str = "", focused: bool = False) -> str:
        return osm(title, osm_search(query, focused) + "\n" + side, url, query=query)
    home = f"{OSM}/#map=15/40.4395/-79.9476"
    surl = f"{OSM}/search?query=Phipps%20Conservatory#map=15/40.4395/-79.9476"
    t = [(f"fill('57', '{q}')", page("OpenStreetMap", welcome, home, q, True)),
         ("click('58')", page("Search | OpenStreetMap", results, surl, q)),
         ("click('69')", page("Way: Phipps Conservatory and Botanical Gardens (41325097) | OpenStreetMap", way(41325097), f"{OSM}/way/41325097", q)),
         ("go_back()", page("Search | OpenStreetMap", results, surl, q)),
         ("click('69')", page("Way: Phipps Conservatory and Botanical Gardens (254109438) | OpenStreetMap", way(254109438), f"{OSM}/way/254109438", q)),
         ("click('113')", page("Way History: Phipps Conservatory and Botanical Gardens (254109438) | OpenStreetMap", hist, f"{OSM}/way/254109438/history", q))]
    R.add("web", "h4-web-06", WEB_SYSTEM, t, state=page("OpenStreetMap", welcome, home), bad=True, turn=5, kind="identity_changed")


# ================================================================================================ bad 07
def order_view(status: str, hist: list[tuple[str, str, str, bool, str]], *, msg: str = "", typed: str = "", notify: bool = False,
               tab: str = "Information") -> str:
    """Magento order #000000187; hist: (date, time, status, notified, text), newest first."""
    held = status == "On Hold"
    buttons = ["\ue626 Back", "Login as Customer", "Send Email", "Unhold", "Reorder"] if held else \
        ["\ue626 Back", "Login as Customer", "Cancel", "Send Email", "Hold", "Invoice", "Ship", "Reorder", "Edit"]
    btn = "\n".join(f"[{170 + i}] button '{b}'" for i, b in enumerate(buttons))
    tabs = "\n".join(f"  [{181 + i}] tab '{n}', selected={n == tab}" for i, n in enumerate(["Information", "Invoices", "Credit Memos", "Shipments", "Comments History", "Transactions"]))
    alert = f"[165] alert ''\n  StaticText '{msg}'\n" if msg else ""
    items = []
    for i, (d, tm, st, noti, text) in enumerate(hist):
        b = 530 + i * 6
        items.append(f"""  [{b}] listitem ''
    StaticText '{d}'
    StaticText '{tm}'
    StaticText '|'
    StaticText '{st}'
    StaticText 'Customer'
    StaticText '{'Notified' if noti else 'Not Notified'}'
    StaticText '{text}'""")
    if tab == "Information":
        content = f"""[200] heading 'Order & Account Information'
[202] heading 'Order # 000000187 (The order confirmation email was sent)'
StaticText 'Order Date'
StaticText 'Mar 11, 2025 4:07:55 PM'
StaticText 'Order Status'
StaticText '{status}'
StaticText 'Purchased From'
StaticText 'Main Website Main Website Store Default Store View'
StaticText 'Placed from IP'
StaticText '73.154.20.9'
[210] heading 'Account Information'
StaticText 'Customer Name'
[212] link 'Sophie Taylor'
StaticText 'Email'
[213] link 'sophie.taylor@gmail.com'
StaticText 'Customer Group'
StaticText 'General'
[220] heading 'Items Ordered'
[222] table ''
  [223] row ''
    [224] columnheader 'Product'
    [225] columnheader 'Item Status'
    [226] columnheader 'Original Price'
    [227] columnheader 'Price'
    [228] columnheader 'Qty'
    [229] columnheader 'Row Total'
  [230] row ''
    [231] cell 'Juno Jacket SKU: WJ06-M-Purple Size: M Color: Purple'
    [232] cell 'Ordered'
    [233] cell '$77.00'
    [234] cell '$77.00'
    [235] cell 'Ordered 1'
    [236] cell '$77.00'
  [240] row ''
    [241] cell 'Gwyn Endurance Tee SKU: WS01-S-Yellow Size: S Color: Yellow'
    [242] cell 'Ordered'
    [243] cell '$24.00'
    [244] cell '$24.00'
    [245] cell 'Ordered 2'
    [246] cell '$48.00'
[500] heading 'Notes for this Order'
StaticText 'Status'
[502] combobox 'Status', hasPopup='menu', expanded=False, value='{status}'
[505] textbox 'Comment', {'focused, ' if typed else ''}required=False{f", value='{typed}'" if typed else ''}
[507] checkbox 'Notify Customer by Email', checked='{str(notify).lower()}'
[508] checkbox 'Visible on Storefront', checked='false'
[510] button 'Submit Comment'
[520] list ''
{chr(10).join(items)}
[600] heading 'Order Totals'
StaticText 'Subtotal'
StaticText '$125.00'
StaticText 'Shipping & Handling'
StaticText '$15.00'
StaticText 'Grand Total'
StaticText '$140.00'
StaticText 'Total Paid'
StaticText '$0.00'
StaticText 'Total Due'
StaticText '$140.00'"""
    else:
        order = sorted(hist, key=lambda h: (h[0], h[1][-2:], h[1].zfill(11)), reverse=True)
        rows = "\n".join(f"""  [{710 + i * 5}] row ''
    [{711 + i * 5}] cell 'Order'
    [{712 + i * 5}] cell '{d} {tm}'
    [{713 + i * 5}] cell '{text}'
    [{714 + i * 5}] cell '{'Notified' if noti else 'Not Notified'}'""" for i, (d, tm, _st, noti, text) in enumerate(order))
        content = f"""[700] heading 'Comments History'
[701] table ''
  [702] row ''
    [703] columnheader 'Action'
    [704] columnheader 'Created'
    [705] columnheader 'Comment'
    [706] columnheader 'Notified'
{rows}"""
    main = f"""{alert}{btn}
[180] tablist 'Order View'
{tabs}
{content}"""
    return admin("#000000187 / Orders / Operations / Sales", "#000000187", main, f"{ADMIN}/sales/order/view/order_id/187/")


def t07() -> None:
    # clock_backwards: a comment submitted after the 10:42:18 one is stamped 10:39:47
    c1 = "Customer called: leave at side door, dog in the yard."
    c2 = "Held until customer confirms new shipping address (moving Mar 20)."
    h1 = ("Mar 14, 2025", "10:42:18 AM", "Pending", False, c1)
    h2 = ("Mar 14, 2025", "10:39:47 AM", "On Hold", True, c2)
    held = "You put the order on hold."
    t = [(f"fill('505', '{c1}')", order_view("Pending", [], typed=c1)),
         ("click('510')", order_view("Pending", [h1])),
         ("click('174')", order_view("On Hold", [h1], msg=held)),
         (f"fill('505', '{c2}')", order_view("On Hold", [h1], typed=c2, msg=held)),
         ("click('507')", order_view("On Hold", [h1], typed=c2, notify=True, msg=held)),
         ("click('510')", order_view("On Hold", [h2, h1], msg=held)),
         ("click('185')", order_view("On Hold", [h2, h1], tab="Comments History", msg=held))]
    R.add("web", "h4-web-07", WA_SYSTEM, t, state=order_view("Pending", []), bad=True, turn=6, kind="clock_backwards")


# ================================================================================================ bad 08
def checkout_form(v: dict[str, str], focus: str = "", method: bool = False, items: str = "1 Item in Cart") -> str:
    def tb(bid: int, label: str, key: str, req: bool = True) -> str:
        val = v.get(key, "")
        return f"[{bid}] textbox '{label}{' *' if req else ''}', {'focused, ' if focus == key else ''}required={req}" + (f", value='{val}'" if val else "")
    region = v.get("region", "Please select a region, state or province.")
    body = f"""[148] banner ''
  [162] link 'store logo'
    [163] img 'one_stop_market_logo'
[300] main ''
  [302] list ''
    [303] listitem ''
      StaticText 'Shipping'
    [305] listitem ''
      StaticText 'Review & Payments'
  [310] heading 'Shipping Address'
  [311] group ''
{ind(tb(322, 'First Name', 'first'), 2)}
{ind(tb(324, 'Last Name', 'last'), 2)}
{ind(tb(326, 'Company', 'company', False), 2)}
    [328] group 'Street Address'
{ind(tb(330, 'Street Address: Line 1', 'street1'), 3)}
{ind(tb(332, 'Street Address: Line 2', 'street2', False), 3)}
{ind(tb(336, 'City', 'city'), 2)}
    [338] combobox 'State/Province *', {'focused, ' if focus == 'region' else ''}hasPopup='menu', expanded=False, required=True, value='{region}'
{ind(tb(340, 'Zip/Postal Code', 'zip'), 2)}
    [342] combobox 'Country *', hasPopup='menu', expanded=False, required=True, value='United States'
{ind(tb(344, 'Phone Number', 'phone'), 2)}
  [320] heading 'Shipping Methods'
  [350] table ''
    [351] row ''
      [352] cell ''
        [353] radio 'Fixed Flat Rate', checked='{str(method).lower()}'
      [354] cell '$5.00'
      [355] cell 'Fixed'
      [356] cell 'Flat Rate'
  [360] button 'Next'
[400] complementary 'Order Summary'
  [401] heading 'Order Summary'
  [403] tab '{items}', selected=False, expanded=False
[3100] contentinfo ''
  StaticText 'Copyright \u00a9 2013-present Magento, Inc. All rights reserved.'"""
    return P("Checkout", body, f"{SHOP}/checkout/#shipping")


def t08() -> None:
    # state_changed_without_write: street typed as 6108 Walnut St; after picking the state it reads 6180 Walnut St
    v = {"first": "Marcus", "last": "Webb"}
    steps: list[tuple[str, str]] = []
    v1 = dict(v, street1="6108 Walnut St Apt 3")
    steps.append(("fill('330', '6108 Walnut St Apt 3')", checkout_form(v1, "street1")))
    v2 = dict(v1, city="Pittsburgh")
    steps.append(("fill('336', 'Pittsburgh')", checkout_form(v2, "city")))
    v3 = dict(v2, region="Pennsylvania", street1="6180 Walnut St Apt 3")
    steps.append(("select_option('338', 'Pennsylvania')", checkout_form(v3, "region")))
    v4 = dict(v3, zip="15206")
    steps.append(("fill('340', '15206')", checkout_form(v4, "zip")))
    v5 = dict(v4, phone="4125550187")
    steps.append(("fill('344', '4125550187')", checkout_form(v5, "phone")))
    steps.append(("click('353')", checkout_form(v5, method=True)))
    item = "Philips Sonicare Genuine W DiamondClean Replacement Toothbrush Heads, HX6064/65, 4 Brush Heads, White"
    review = P("Checkout", f"""[148] banner ''
  [162] link 'store logo'
    [163] img 'one_stop_market_logo'
[300] main ''
  [302] list ''
    [303] listitem ''
      [304] link 'Shipping'
    [305] listitem ''
      StaticText 'Review & Payments'
  [310] heading 'Payment Method'
  [312] radio 'Check / Money order', checked='true'
  [314] checkbox 'My billing and shipping address are the same', checked='true'
  StaticText 'Marcus Webb'
  StaticText '6180 Walnut St Apt 3'
  StaticText 'Pittsburgh, Pennsylvania 15206'
  StaticText 'United States'
  [316] link '4125550187'
  [318] button 'Place Order'
  [320] tab 'Apply Discount Code', expanded=False
[400] complementary 'Order Summary'
  [401] heading 'Order Summary'
  [402] table ''
    [403] row ''
      [404] rowheader 'Cart Subtotal'
      [405] cell '$34.95'
    [406] row ''
      [407] rowheader 'Shipping Flat Rate - Fixed'
      [408] cell '$5.00'
    [409] row ''
      [410] rowheader 'Order Total'
      [411] cell '$39.95'
  [413] tab '1 Item in Cart', selected=False, expanded=True
  [414] list ''
    [415] listitem ''
      StaticText '{item}'
      StaticText 'Qty'
      StaticText '1'
      StaticText '$34.95'
  [420] heading 'Ship To:'
  [421] button 'Change'
  StaticText 'Marcus Webb'
  StaticText '6180 Walnut St Apt 3'
  StaticText 'Pittsburgh, Pennsylvania 15206'
  StaticText 'United States'
  [423] link '4125550187'
  [425] heading 'Shipping Method:'
  StaticText 'Flat Rate - Fixed'
[3100] contentinfo ''
  StaticText 'Copyright \u00a9 2013-present Magento, Inc. All rights reserved.'""", f"{SHOP}/checkout/#payment")
    steps.append(("click('360')", review))
    R.add("web", "h4-web-08", WEB_SYSTEM, steps, state=checkout_form(v), bad=True, turn=3, kind="state_changed_without_write")


# ================================================================================================ bad 09
def t09() -> None:
    # content_unchanged_after_edit: wiki saved with a new stow step (history confirms the commit), page renders the old text
    proj = "dotfiles"
    base = f"{GIT}/byteblaze/{proj}/-/wikis"
    old_md = "## Requirements\\n\\n- git 2.30+\\n- GNU stow\\n- zsh\\n\\n## Install\\n\\n1. Clone into `~/.dotfiles`: `git clone git@gitlab.com:byteblaze/dotfiles.git ~/.dotfiles`\\n2. Run `./install.sh` (installs packages for macOS or Debian)\\n3. Restart the shell"
    new_md = "## Requirements\\n\\n- git 2.30+\\n- GNU stow\\n- zsh\\n\\n## Install\\n\\n1. Clone into `~/.dotfiles`: `git clone git@gitlab.com:byteblaze/dotfiles.git ~/.dotfiles`\\n2. Run `./install.sh` (installs packages for macOS or Debian)\\n3. From `~/.dotfiles`, run `stow -v zsh git nvim` to symlink the configs\\n4. Restart the shell"
    side = """[150] complementary 'Wiki'
  [151] heading 'Wiki Pages'
  [152] list ''
    [153] listitem ''
      [154] link 'Home'
    [155] listitem ''
      [156] link 'Setup'
    [157] listitem ''
      [158] link 'Troubleshooting'
  [160] link 'View All Pages'"""
    counts = {"Issues": 0, "Merge requests": 0}

    def view(when: str, ago: str, steps: list[str], menu: bool = False) -> str:
        acts = "[107] button 'Wiki actions', hasPopup='menu', expanded=False"
        if menu:
            acts = "[107] button 'Wiki actions', hasPopup='menu', expanded=True\n[140] menu ''\n  [141] menuitem 'New page'\n  [142] menuitem 'Page history'\n  [143] menuitem 'Delete page'"
        li = "\n".join(f"    [{122 + i}] listitem ''\n      StaticText '{x}'" for i, x in enumerate(steps))
        main = f"""[102] heading 'Setup'
StaticText 'Last edited by '
[103] link '{BB}'
StaticText ' '
[104] time '{when}'
  StaticText '{ago}'
[106] link 'Edit'
{acts}
[110] Section ''
  [111] heading 'Requirements'
  [112] list ''
    [113] listitem ''
      StaticText 'git 2.30+'
    [114] listitem ''
      StaticText 'GNU stow'
    [115] listitem ''
      StaticText 'zsh'
  [120] heading 'Install'
  [121] list ''
{li}
{side}"""
        return gitlab(f"Setup \u00b7 Wiki \u00b7 {BB} / {proj} \u00b7 GitLab", main, f"{base}/setup", [BB, proj, "Wiki", "Setup"], proj, counts)

    def edit(md: str, msg: str = "Update Setup", focus: str = "") -> str:
        main = f"""[102] heading 'Edit Page'
[104] textbox 'Title', required=True, value='Setup'
[106] combobox 'Format', hasPopup='menu', expanded=False, value='Markdown'
[107] tablist ''
  [108] tab 'Write', selected=True
  [109] tab 'Preview', selected=False
[110] textbox 'Content', {'focused, ' if focus == 'content' else ''}required=False, value='{md}'
[112] textbox 'Commit message', {'focused, ' if focus == 'msg' else ''}required=False, value='{msg}'
[114] button 'Save changes'
[115] link 'Cancel'
{side}"""
        return gitlab(f"Edit \u00b7 Setup \u00b7 Wiki \u00b7 {BB} / {proj} \u00b7 GitLab", main, f"{base}/setup/edit", [BB, proj, "Wiki", "Setup", "Edit"], proj, counts)
    steps_old = ["Clone into ~/.dotfiles: git clone git@gitlab.com:byteblaze/dotfiles.git ~/.dotfiles", "Run ./install.sh (installs packages for macOS or Debian)", "Restart the shell"]
    history = gitlab(f"History \u00b7 Setup \u00b7 Wiki \u00b7 {BB} / {proj} \u00b7 GitLab", f"""[102] heading 'Setup'
StaticText 'History'
[104] table ''
  [105] row ''
    [106] columnheader 'Version'
    [107] columnheader 'Author'
    [108] columnheader 'Commit message'
    [109] columnheader 'Last updated'
  [110] row ''
    [111] cell 'a71c0e3f'
      [112] link 'a71c0e3f'
    [113] cell '{BB}'
    [114] cell 'Document stow step'
    [115] cell 'just now'
  [120] row ''
    [121] cell '3e9d54b2'
      [122] link '3e9d54b2'
    [123] cell '{BB}'
    [124] cell 'Create Setup'
    [125] cell '3 months ago'
{side}""", f"{base}/setup/history", [BB, proj, "Wiki", "Setup", "History"], proj, counts)
    trouble = gitlab(f"Troubleshooting \u00b7 Wiki \u00b7 {BB} / {proj} \u00b7 GitLab", f"""[102] heading 'Troubleshooting'
StaticText 'Last edited by '
[103] link '{BB}'
StaticText ' '
[104] time 'Jan 6, 2025 10:51am UTC'
  StaticText '2 months ago'
[106] link 'Edit'
[107] button 'Wiki actions', hasPopup='menu', expanded=False
[110] Section ''
  [111] heading 'stow: existing target is not owned by stow'
  StaticText 'A real file already sits where the symlink should go. Move it away (mv ~/.zshrc ~/.zshrc.bak) and run stow again.'
  [114] heading 'nvim plugins missing after install'
  StaticText 'Open nvim once and run :Lazy sync.'
{side}""", f"{base}/troubleshooting", [BB, proj, "Wiki", "Troubleshooting"], proj, counts)
    t = [("click('106')", edit(old_md)),
         (f"fill('110', '{new_md}')", edit(new_md, focus="content")),
         ("fill('112', 'Document stow step')", edit(new_md, "Document stow step", focus="msg")),
         ("click('114')", view("Mar 17, 2025 3:02pm UTC", "just now", steps_old)),
         ("click('107')", view("Mar 17, 2025 3:02pm UTC", "just now", steps_old, menu=True)),
         ("click('142')", history),
         ("click('158')", trouble)]
    R.add("web", "h4-web-09", WA_SYSTEM, t, state=view("Dec 2, 2024 3:18pm UTC", "3 months ago", steps_old), bad=True, turn=4,
          kind="content_unchanged_after_edit")


# ================================================================================================ bad 10
def cart_page(items: list[tuple[str, float, int]], *, typed: dict[int, int] | None = None, msg: str = "", coupon: str | None = None,
              coupon_open: bool = False, coupon_typed: str = "", discount: float = 0.0) -> str:
    """The cart page; items: (name, unit price, qty in cart); typed: row index -> qty typed but not yet updated."""
    typed = typed or {}
    count = sum(q for _, _, q in items)
    rows = []
    for i, (name, price, qty) in enumerate(items):
        b = 1410 + i * 20
        shown = typed.get(i, qty)
        rows.append(f"""[{b}] row ''
  [{b + 1}] cell ''
    [{b + 2}] link '{name}'
      [{b + 3}] img '{name}'
    [{b + 4}] link '{name}'
  [{b + 5}] cell '{money(price)}'
  [{b + 6}] cell ''
    [{b + 7}] spinbutton 'Qty', {'focused, ' if i in typed else ''}value='{shown}', required=False
  [{b + 8}] cell '{money(price * qty)}'
[{b + 10}] row ''
  [{b + 11}] cell ''
    [{b + 12}] link 'Move to Wish List'
    [{b + 13}] link 'Edit item parameters'
    [{b + 14}] link 'Remove item'""")
    sub = sum(p * q for _, p, q in items)
    alert = f"[1380] alert ''\n  StaticText '{msg}'\n" if msg else ""
    if coupon:
        disc_tab = f"""[1510] tab 'Apply Discount Code', selected=True, expanded=True
[1512] textbox 'Enter discount code', required=False, value='{coupon}', disabled=True
[1514] button 'Cancel Coupon'"""
    elif coupon_open:
        disc_tab = f"""[1510] tab 'Apply Discount Code', selected=True, expanded=True
[1512] textbox 'Enter discount code', {'focused, ' if coupon_typed else ''}required=False{f", value='{coupon_typed}'" if coupon_typed else ''}
[1514] button 'Apply Discount'"""
    else:
        disc_tab = "[1510] tab 'Apply Discount Code', selected=False, expanded=False"
    disc_row = f"""
    [1614] row ''
      [1615] rowheader 'Discount ({coupon})'
      [1616] cell '-{money(discount)}'""" if coupon else ""
    body = f"""{shop_banner(count)}
[1290] main ''
{ind(alert, 1)}
  [1294] heading 'Shopping Cart'
  [1400] table 'Shopping Cart Items'
    [1401] row ''
      [1402] columnheader 'Item'
      [1403] columnheader 'Price'
      [1404] columnheader 'Qty'
      [1405] columnheader 'Subtotal'
{ind(chr(10).join(rows), 2)}
  [1500] link 'Continue Shopping'
  [1501] button 'Clear Shopping Cart'
  [1502] button 'Update Shopping Cart'
{ind(disc_tab, 1)}
  [1600] complementary ''
    [1601] heading 'Summary'
    [1602] tab 'Estimate Shipping and Tax', selected=False, expanded=False
    [1610] table ''
      [1611] row ''
        [1612] rowheader 'Subtotal'
        [1613] cell '{money(sub)}'{disc_row}
      [1617] row ''
        [1618] rowheader 'Order Total'
        [1619] cell '{money(sub - discount)}'
    [1620] button 'Proceed to Checkout'
    [1621] link 'Check Out with Multiple Addresses'
{SHOP_FOOT}"""
    return P("Shopping Cart", body, f"{SHOP}/checkout/cart/")


def t10() -> None:
    # price_changed: product page and add-to-cart at $34.99; the minicart lists the same hub at $39.99
    hub = "Anker USB C Hub, PowerExpand 7-in-1 with 4K HDMI, 100W Power Delivery, 1 Gbps Ethernet, SD/microSD Card Reader"
    url = f"{SHOP}/anker-usb-c-hub-powerexpand-7-in-1-with-4k-hdmi-100w-power-delivery-1-gbps-ethernet.html"
    desc = "Connect everything at once: a 4K HDMI display, two USB-A 5 Gbps ports, Gigabit Ethernet and SD/microSD slots, with 100W pass-through charging for your laptop."
    crest = "Crest 3D White Toothpaste Radiant Mint, 3.8 oz (Pack of 3)"

    def prod(cart: int, msg: str = "", mini: str = "") -> str:
        return shop_product(hub, url, 34.99, "B087QTVCHH", "92%", 27, desc, cart=cart, msg=msg, mini=mini)
    mini = minicart([(hub, 39.99, 1), (crest, 13.49, 1)])
    t = [("click('1308')", prod(2, msg=added_msg(hub))),
         ("click('164')", prod(2, msg=added_msg(hub), mini=mini)),
         ("click('2390')", cart_page([(hub, 39.99, 1), (crest, 13.49, 1)])),
         ("fill('1437', '2')", cart_page([(hub, 39.99, 1), (crest, 13.49, 1)], typed={1: 2})),
         ("click('1502')", cart_page([(hub, 39.99, 1), (crest, 13.49, 2)]))]
    R.add("web", "h4-web-10", WEB_SYSTEM, t, state=prod(1), bad=True, turn=2, kind="price_changed")


# ================================================================================================ bad 11
HUBS = [("Anker USB C Hub, PowerExpand 7-in-1 with 4K HDMI, 100W Power Delivery, 1 Gbps Ethernet, SD/microSD Card Reader", 34.99, 27),
        ("UGREEN USB C Hub 4 Ports, USB C to USB 3.0 Hub Ultra Slim", 12.99, 14),
        ("Satechi Aluminum Multi-Port Adapter V2, 4K HDMI, Ethernet, USB-C PD", 79.99, 6),
        ("HooToo USB C Hub 6-in-1 with 4K HDMI and 100W PD", 23.99, 9),
        ("Belkin USB-C 4-Port Hub, USB 3.0 Multiport Adapter", 29.99, 3),
        ("Baseus 8-in-1 USB C Docking Station, Dual HDMI", 45.99, 0),
        ("Dockteck 7-in-1 USB C Hub 4K 60Hz HDMI, 100W PD", 27.99, 4),
        ("TOTU USB C Hub 9-in-1 with Ethernet, SD/microSD, 3 USB 3.0", 39.99, 2),
        ("Plugable 7-in-1 USB C Hub Multiport Adapter with Ethernet", 44.95, 5),
        ("Amazon Basics USB-C to 4-Port USB 3.1 Gen 1 Hub", 15.49, 11),
        ("Cable Matters 4-Port USB C Hub with 4 USB 3.0 Ports", 19.99, 8),
        ("Anker 332 USB-C Hub (5-in-1) with 4K HDMI", 21.99, 19),
        ("Sabrent 4-Port USB Type-C Hub with Individual Power Switches", 17.99, 7),
        ("j5create USB-C Mini Dock with HDMI, VGA and Ethernet", 64.99, 1)]


def home_page(cart: int = 0, query: str = "", suggest: list[tuple[str, int]] | None = None) -> str:
    show = [("Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.", 19.99, 12),
            ("V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24", 14.47, 12),
            ("Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch", 19.36, 4),
            ("Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ", 23.50, 12)]
    body = f"""{shop_banner(cart, query=query, suggest=suggest)}
[1290] main ''
  [1294] heading 'One Stop Market'
  StaticText 'Product Showcases'
{ind(listing(show, 1501), 1)}
{SHOP_FOOT}"""
    return P("One Stop Market", body, f"{SHOP}/")


def t11() -> None:
    # back_navigation_differs: the same query and sort, revisited with go_back, drops from 14 results to 9
    by_price = sorted(HUBS, key=lambda h: h[1])
    filt = """[1810] heading 'Shopping Options'
[1812] tablist '', multiselectable=True
  [1813] tab 'Category', expanded=False
  [1815] tab 'Price', expanded=False"""
    q = "usb c hub"
    rel_url = f"{SHOP}/catalogsearch/result/?q=usb+c+hub"
    px_url = f"{SHOP}/catalogsearch/result/index/?product_list_order=price&q=usb+c+hub"

    def res(items: list[tuple[str, float, int]], total: int, sort: str, url: str, pages: list[int] | None, cart: int = 0) -> str:
        return shop_results(q, items, 1, total, sort, cart=cart, url=url, pages=pages, filters=filt)
    descs = {"UGREEN": "Expand one USB-C port into four USB 3.0 ports with 5Gbps transfer. Aluminum shell, 0.5 ft cable, no driver needed.",
             "Cable Matters": "Four USB 3.0 Type-A ports from a single USB-C connection. Bus powered, compatible with Thunderbolt 3 and 4 ports.",
             "Anker 332": "5-in-1: 4K HDMI, 100W Power Delivery pass-through, one USB-C data port and two USB-A data ports."}

    def prod(i: int, sku: str, key: str, cart: int = 0, msg: str = "") -> str:
        name, price, nrev = by_price[i]
        slug = "".join(ch if ch.isalnum() else "-" for ch in name.lower()).strip("-")
        while "--" in slug:
            slug = slug.replace("--", "-")
        return shop_product(name, f"{SHOP}/{slug}.html", price, sku, "88%", nrev, descs[key], cart=cart, msg=msg, query=q)
    t = [(f"fill('187', '{q}')", home_page(query=q, suggest=[("usb c hub", 14), ("usb c hub hdmi", 6), ("usb c hub ethernet", 4)])),
         ("keyboard_press('Enter')", res(HUBS[:12], 14, "Relevance", rel_url, [1, 2])),
         ("select_option('1301', 'Price')", res(by_price[:12], 14, "Price", px_url, [1, 2])),
         ("click('1504')", prod(0, "B07PP6N4HP", "UGREEN")),
         ("go_back()", res(by_price[:12], 14, "Price", px_url, [1, 2])),
         ("click('1534')", prod(3, "B07C9TXVQ6", "Cable Matters")),
         ("go_back()", res(by_price[:9], 9, "Price", px_url, None)),
         ("click('1544')", prod(4, "B0BQLLB61B", "Anker 332")),
         ("click('1308')", prod(4, "B0BQLLB61B", "Anker 332", cart=1, msg=added_msg(by_price[4][0])))]
    R.add("web", "h4-web-11", WA_SYSTEM, t, state=home_page(), bad=True, turn=7, kind="back_navigation_differs")


# ================================================================================================ clean 12
RULE_COLS = ["ID", "Rule", "Coupon Code", "Priority", "Status", "Web Site"]


def rule_grid(rows: list[list[str]], flt: str = "", typed: bool = False, msg: str = "") -> str:
    hdr = "\n".join(f"    [{202 + i}] columnheader '{c}'" for i, c in enumerate(RULE_COLS))
    body = []
    for i, r in enumerate(rows):
        b = 300 + i * 10
        body.append(f"[{b}] row ''\n" + "\n".join(f"  [{b + 1 + j}] cell '{c}'" for j, c in enumerate(r)))
    alert = f"[165] alert ''\n  StaticText '{msg}'\n" if msg else ""
    fval = f", value='{flt}'" if flt else ""
    main = f"""{alert}[170] button 'Add New Rule'
[175] button 'Search'
[176] button 'Reset Filter'
StaticText '{len(rows)} records found'
[178] combobox '', hasPopup='menu', expanded=False, value='20'
StaticText 'per page'
[180] button 'Previous page', disabled=True
[181] textbox '', value='1'
StaticText 'of 1'
[182] button 'Next page', disabled=True
[200] table ''
  [201] row ''
{hdr}
  [210] row ''
    [211] textbox 'ID', required=False
    [212] textbox 'Rule', {'focused, ' if typed else ''}required=False{fval}
    [213] textbox 'Coupon Code', required=False
    [214] textbox 'Priority', required=False
    [215] combobox 'Status', hasPopup='menu', expanded=False, value=''
    [216] combobox 'Web Site', hasPopup='menu', expanded=False, value=''
{ind(chr(10).join(body), 1)}"""
    return admin("Cart Price Rules / Promotions / Marketing", "Cart Price Rules", main, f"{ADMIN}/sales_rule/promo_quote/" + ("index/filter/cnVsZV9uYW1lPUd5bQ==/" if flt and not typed else ""))


def rule_form(name: str = "", focus: str = "", web: bool = False, groups: tuple[str, ...] = (), coupon: str = "No Coupon", code: str = "") -> str:
    opts = "\n".join(f"  [{190 + i}] option '{g}', selected={g in groups}" for i, g in enumerate(["NOT LOGGED IN", "General", "Wholesale", "Retailer"]))
    cfields = ""
    if coupon == "Specific Coupon":
        cval = f", value='{code}'" if code else ""
        cfields = f"""
[197] textbox 'Coupon Code *', {'focused, ' if focus == 'code' else ''}required=True{cval}
[199] textbox 'Uses per Coupon', required=False
[200] checkbox 'Use Auto Generation', checked='false'"""
    nval = f", value='{name}'" if name else ""
    main = f"""[170] button '\ue626 Back'
[171] button 'Reset'
[172] button 'Save and Continue Edit'
[173] button 'Save'
[176] heading 'Rule Information'
[180] textbox 'Rule Name *', {'focused, ' if focus == 'name' else ''}required=True{nval}
[182] textbox 'Description', required=False
[184] switch 'Active', checked='true'
[186] listbox 'Websites *', {'focused, ' if focus == 'web' else ''}multiselectable=True, required=True
  [187] option 'Main Website', selected={web}
[189] listbox 'Customer Groups *', {'focused, ' if focus == 'groups' else ''}multiselectable=True, required=True
{opts}
[195] combobox 'Coupon', {'focused, ' if focus == 'coupon' else ''}hasPopup='menu', expanded=False, value='{coupon}'{cfields}
[202] textbox 'Uses per Customer', required=False
[204] textbox 'From', required=False
[205] button 'Select date'
[206] textbox 'To', required=False
[207] button 'Select date'
[208] textbox 'Priority', required=False
[210] checkbox 'Public In RSS Feed', checked='true'
[212] button 'Conditions', expanded=False
[213] button 'Actions', expanded=False
[214] button 'Labels', expanded=False
[215] button 'Manage Coupon Codes', expanded=False"""
    return admin("New Cart Price Rule / Cart Price Rules / Promotions / Marketing", "New Cart Price Rule", main, f"{ADMIN}/sales_rule/promo_quote/new/")


def t12() -> None:
    # clean: a new rule gets id 15 (ids 5-10, 12 and 13 were deleted long ago), 6 -> 7 records, then a filtered grid shows 1
    rows = [["1", "$4 Luma water bottle (save 70%)", "", "0", "Active", "Main Website"],
            ["2", "Buy 3 tee shirts and get the 4th free", "", "0", "Active", "Main Website"],
            ["3", "Spend $50 or more - shipping is free!", "", "0", "Active", "Main Website"],
            ["4", "20% OFF Ever $200-plus purchase!*", "", "0", "Active", "Main Website"],
            ["11", "Fall clearance 30% off outerwear", "FALL30", "1", "Inactive", "Main Website"],
            ["14", "Newsletter welcome 15%", "WELCOME15", "2", "Active", "Main Website"]]
    name = "Gym Bag Week - 15% off bags"
    new = ["15", name, "BAG15", "0", "Active", "Main Website"]
    g = ("General", "Wholesale")
    t = [("click('170')", rule_form()),
         (f"fill('180', '{name}')", rule_form(name, "name")),
         ("select_option('186', 'Main Website')", rule_form(name, "web", True)),
         ("select_option('189', ['General', 'Wholesale'])", rule_form(name, "groups", True, g)),
         ("select_option('195', 'Specific Coupon')", rule_form(name, "coupon", True, g, "Specific Coupon")),
         ("fill('197', 'BAG15')", rule_form(name, "code", True, g, "Specific Coupon", "BAG15")),
         ("click('173')", rule_grid(rows + [new], msg="You saved the rule.")),
         ("fill('212', 'Gym')", rule_grid(rows + [new], "Gym", typed=True, msg="You saved the rule.")),
         ("click('175')", rule_grid([new], "Gym"))]
    R.add("web", "h4-web-12", WA_SYSTEM, t, state=rule_grid(rows))


# ================================================================================================ clean 13
def saved_checkout(items: str, total_rows: str = "") -> str:
    return P("Checkout", f"""[148] banner ''
  [162] link 'store logo'
    [163] img 'one_stop_market_logo'
[300] main ''
  [302] list ''
    [303] listitem ''
      StaticText 'Shipping'
    [305] listitem ''
      StaticText 'Review & Payments'
  [310] heading 'Shipping Address'
  [312] group ''
    StaticText 'Emma Lopez'
    StaticText '101 S San Mateo Dr'
    StaticText 'San Mateo, California 94010'
    StaticText 'United States'
    [315] link '6505551212'
  [318] button '+ New Address'
  [320] heading 'Shipping Methods'
  [322] table ''
    [323] row ''
      [324] cell ''
        [325] radio 'Fixed Flat Rate', checked='false'
      [326] cell '$5.00'
      [327] cell 'Fixed'
      [328] cell 'Flat Rate'
  [340] button 'Next'
[400] complementary 'Order Summary'
  [401] heading 'Order Summary'
{ind(total_rows, 1)}
  [403] tab '{items}', selected=False, expanded=False
[3100] contentinfo ''
  StaticText 'Copyright \u00a9 2013-present Magento, Inc. All rights reserved.'""", f"{SHOP}/checkout/#shipping")


def t13() -> None:
    # clean: qty 1 -> 3 (counter 3 -> 5), remove a line (5 -> 3), a 10% coupon lowers the total, checkout shows 3 items
    fish = "Nature's Bounty Fish Oil 1200 mg, 200 Rapid Release Softgels"
    sens = "Sensodyne Pronamel Intensive Enamel Repair Toothpaste, Extra Fresh, 3.4 oz (Pack of 3)"
    two = [(fish, 17.99, 1), (sens, 16.47, 2)]
    one = [(fish, 17.99, 3)]
    totals = """[404] table ''
  [405] row ''
    [406] rowheader 'Cart Subtotal'
    [407] cell '$53.97'
  [408] row ''
    [409] rowheader 'Discount (HEALTH10)'
    [410] cell '-$5.40'
  [411] row ''
    [412] rowheader 'Shipping'
    [413] cell 'Not yet calculated'
  [414] row ''
    [415] rowheader 'Order Total'
    [416] cell '$48.57'"""
    t = [("fill('1417', '3')", cart_page(two, typed={0: 3})),
         ("click('1502')", cart_page([(fish, 17.99, 3), (sens, 16.47, 2)])),
         ("click('1444')", cart_page(one)),
         ("click('1510')", cart_page(one, coupon_open=True)),
         ("fill('1512', 'HEALTH10')", cart_page(one, coupon_open=True, coupon_typed="HEALTH10")),
         ("click('1514')", cart_page(one, msg='You used coupon code "HEALTH10".', coupon="HEALTH10", discount=5.40)),
         ("click('1620')", saved_checkout("3 Items in Cart", totals))]
    R.add("web", "h4-web-13", WEB_SYSTEM, t, state=cart_page(two))


# ================================================================================================ clean 14
def t14() -> None:
    # clean: new submission (new id, 1 point), a comment bumps 'No comments' -> '1 comment', relative times advance,
    # the forum's Hot listing now carries the new post on top
    side = """[601] heading 'Cooking'
StaticText 'Recipes, techniques, kitchen disasters and equipment questions.'
[604] button 'Subscribe'
StaticText '6,930'
StaticText 'Created'
[606] time 'March 2, 2021 at 1:48:33 PM EST'
  StaticText '4 years ago'
[608] link 'Forum moderators'"""
    hot = [fpost(110, "What is your go-to weeknight dish that takes under 20 minutes?", "sheetpan_sam", "March 17, 2025 at 7:12:45 AM EDT", "7 hours ago", "212 comments", 486),
           fpost(120, "Made my first laminated dough. 27 layers of chaos.", "crumb_shot", "March 16, 2025 at 9:55:03 PM EDT", "16 hours ago", "38 comments", 301),
           fpost(130, "Stop rinsing your rice? A food scientist weighs in", "umami_bomb", "March 16, 2025 at 4:30:12 PM EDT", "22 hours ago", "97 comments", 154),
           fpost(140, "Is my stock safe? Left it on the stove overnight with the burner off", "brothers_broth", "March 17, 2025 at 10:40:51 AM EDT", "3 hours ago", "44 comments", 23)]
    curl = f"{FORUM}/f/Cooking"

    def listing_(extra: str = "", menu: bool = False) -> str:
        sort = "[84] button 'Sort by: Hot', hasPopup='menu', expanded=False"
        if menu:
            sort = """[84] button 'Sort by: Hot', hasPopup='menu', expanded=True
[85] menu ''
  [86] menuitem 'Hot'
  [87] menuitem 'New'
  [88] menuitem 'Active'
  [89] menuitem 'Top'
  [90] menuitem 'Controversial'
  [91] menuitem 'Most commented'"""
        return forum("Cooking", f"[82] link 'Cooking'\n{sort}\n" + (extra + "\n" if extra else "") + "\n".join(hot), curl, side)
    title = "Cast iron rusted after a dishwasher cycle. Salvageable or toss?"
    body = "Roommate ran my 10 inch Lodge through the dishwasher. Orange rust over the whole cooking surface, no pitting that I can see."
    surl = f"{FORUM}/submit/Cooking"
    purl = f"{FORUM}/f/Cooking/129051/cast-iron-rusted-after-a-dishwasher-cycle-salvageable-or-toss"
    reply = "Edit: it is a Lodge from around 2015, pre-seasoned, if that matters."

    def post(ago: str, comments: str, typed: str = "", comment: str = "") -> str:
        val = f"focused, required=True, value='{typed}'" if typed else "required=True"
        tail = fcomment(200, ME, "March 17, 2025 at 2:15:27 PM EDT", "1 second ago", comment, 1, mine=True) if comment else "StaticText 'There are no comments yet.'"
        return forum(f"{title} : Cooking", f"""[82] article ''
  [83] heading '{title}'
    [84] link '{title}'
  StaticText 'Submitted by '
  [85] link '{ME}'
  StaticText ' '
  [86] time 'March 17, 2025 at 2:14:02 PM EDT'
    StaticText '{ago}'
  StaticText ' in '
  [87] link 'Cooking'
  StaticText '{body}'
  [88] link '{comments}'
  [89] link 'Edit'
  [90] button 'Delete'
  [91] button 'Retract upvote', pressed=True
  StaticText '1'
  [92] button 'Downvote'
[100] heading 'Comments'
[102] textbox 'Comment', {val}
[104] button 'Post'
{tail}""", purl, side)
    mine = fpost(100, title, ME, "March 17, 2025 at 2:14:02 PM EDT", "2 minutes ago", "1 comment", 1, vote="up")
    t = [("click('70')", forum("Create submission", submit_form("Cooking"), surl, side)),
         (f"fill('86', '{title}')", forum("Create submission", submit_form("Cooking", title, focus="title"), surl, side)),
         (f"fill('88', '{body}')", forum("Create submission", submit_form("Cooking", title, body, focus="body"), surl, side)),
         ("click('95')", post("1 second ago", "No comments")),
         (f"fill('102', '{reply}')", post("1 second ago", "No comments", typed=reply)),
         ("click('104')", post("1 minute ago", "1 comment", comment=reply)),
         ("click('87')", listing_(mine)),
         ("click('84')", listing_(mine, menu=True))]
    R.add("web", "h4-web-14", WA_SYSTEM, t, state=listing_())


# ================================================================================================ clean 15
def t15() -> None:
    # clean: a new branch raises the count 4 -> 5; merging an MR with 'Delete source branch' lowers it to 4 again
    # and adds 3 commits (2 + merge) to main; the new branch shows its tip commit's age (2 weeks), not 'just now'
    proj = "a11y-syntax-highlighting"
    base = f"{GIT}/byteblaze/{proj}"
    files = [("dist", "Build Prism and hljs CSS from one palette", "2 weeks ago"), ("src", "Build Prism and hljs CSS from one palette", "2 weeks ago"),
             (".gitignore", "Initial commit", "8 months ago"), ("LICENSE", "Initial commit", "8 months ago"),
             ("README.md", "Document contrast ratios", "1 month ago"), ("package.json", "Bump postcss to 8.4.31", "3 weeks ago")]

    def tree(branch: str, commits: int | None, branches: int | None, last: str, sha: str, when: str, rows: list[tuple[str, str, str]]) -> str:
        fl = "\n".join(f"  [{160 + i * 5}] row ''\n    [{161 + i * 5}] cell '{n}'\n      [{162 + i * 5}] link '{n}'\n    [{163 + i * 5}] cell '{m}'\n    [{164 + i * 5}] cell '{a}'"
                       for i, (n, m, a) in enumerate(rows))
        stats = ""
        if commits is not None:
            stats = f"""[102] heading '{proj}'
StaticText 'Project ID: 2543'
[104] button 'Copy project ID'
StaticText 'Accessible syntax highlighting themes for Prism and highlight.js (WCAG AA contrast).'
[106] link '{commits} Commits'
[107] link '{branches} Branches'
[108] link '0 Tags'
StaticText '412 KB Project Storage'
"""
        main = f"""{stats}[110] button '{branch}', hasPopup='listbox', expanded=False
[112] link 'Find file'
[113] button 'Web IDE'
[114] button 'Clone', hasPopup='menu', expanded=False
[116] link {last}
StaticText '{BB} authored '
[117] time '{when}'
  StaticText '{rows_age(when)}'
[118] link '{sha}'
[150] table ''
  [151] row ''
    [152] columnheader 'Name'
    [153] columnheader 'Last commit'
    [154] columnheader 'Last update'
{fl}"""
        return main
    mr_n = {"Issues": 2, "Merge requests": 1}
    mr_0 = {"Issues": 2, "Merge requests": 0}
    last0 = "\"Merge branch 'fix/php-keywords' into 'main'\""
    over0 = tree("main", 24, 4, last0, "5d1e9a02", "Mar 3, 2025 4:51pm UTC", files)
    def new_branch(typed: str) -> str:
        return f"""[102] heading 'New branch'
[104] textbox 'Branch name', {'focused, ' if typed else ''}required=True{f", value='{typed}'" if typed else ''}
[106] button 'Create from', hasPopup='listbox', expanded=False
  StaticText 'main'
StaticText 'Existing branch name, tag, or commit SHA'
[108] button 'Create branch'
[109] link 'Cancel'"""
    mr_title = "Add high-contrast theme variant"

    def mr(merged: bool) -> str:
        if merged:
            widget = f"""StaticText 'Merged by '
[142] link '{BB}'
[143] time 'Mar 17, 2025 3:40pm UTC'
  StaticText 'just now'
[144] button 'Revert'
[145] button 'Cherry-pick'
StaticText 'The changes were merged into '
[146] link 'main'
StaticText ' with '
[147] link '8b3c6f11'
StaticText 'The source branch '
StaticText 'feature/high-contrast'
StaticText ' has been deleted'"""
            state = "Merged"
        else:
            widget = """StaticText 'Ready to merge!'
[142] checkbox 'Delete source branch', checked='true'
[143] checkbox 'Squash commits', checked='false'
[144] button 'Merge'"""
            state = "Open"
        return gitlab(f"{mr_title} (!4) \u00b7 Merge requests \u00b7 {BB} / {proj} \u00b7 GitLab", f"""[102] heading '{mr_title}'
StaticText '{state}'
[104] link '{BB}'
StaticText ' {'merged' if merged else 'requested to merge'} '
[105] link 'feature/high-contrast'
StaticText ' into '
[106] link 'main'
[129] tablist ''
  [130] tab 'Overview 1', selected=True
  [131] tab 'Commits 2', selected=False
  [132] tab 'Pipelines 0', selected=False
  [133] tab 'Changes 3', selected=False
[138] Section ''
  StaticText 'Adds an AAA-level (7:1) contrast palette as prism-a11y-high-contrast.css and hljs-a11y-high-contrast.css.'
{ind(widget, 1)}
[150] heading 'Activity'
[152] article ''
  [153] link 'ericwbailey'
  StaticText 'Checked the comment and punctuation tokens against #1e1e1e, all above 7:1 now.'
  [154] time 'Mar 12, 2025 1:09pm UTC'
    StaticText '5 days ago'""", f"{base}/-/merge_requests/4", [BB, proj, "Merge requests", "!4"], proj, mr_0 if merged else mr_n)
    mrs = gitlab(f"Merge requests \u00b7 {BB} / {proj} \u00b7 GitLab", f"""[102] tablist ''
  [103] tab 'Open 1', selected=True
  [104] tab 'Merged 3', selected=False
  [105] tab 'Closed 0', selected=False
  [106] tab 'All 4', selected=False
[109] link 'New merge request'
[110] searchbox 'Search or filter results...'
[118] list ''
  [120] listitem ''
    [121] link '{mr_title}'
    StaticText '!4 \u00b7 created '
    [122] time 'Mar 11, 2025 9:30am UTC'
      StaticText '6 days ago'
    StaticText ' by '
    [123] link '{BB}'
    StaticText '1'
    [126] time 'Mar 12, 2025 1:09pm UTC'
      StaticText 'updated 5 days ago'""", f"{base}/-/merge_requests", [BB, proj, "Merge requests"], proj, mr_n)
    files2 = [("dist", "Add high-contrast variants for Prism and hljs", "6 days ago"), ("src", "Add a 7:1 high-contrast palette", "6 days ago")] + files[2:]
    last1 = "\"Merge branch 'feature/high-contrast' into 'main'\""
    over1 = tree("main", 27, 4, last1, "8b3c6f11", "Mar 17, 2025 3:40pm UTC", files2)
    brs = "\n".join([branch_row(120, "main", "8b3c6f11", last1, "Mar 17, 2025 3:40pm UTC", "just now", default=True),
                     branch_row(130, "docs/contrast-table", "5d1e9a02", last0, "Mar 3, 2025 4:51pm UTC", "2 weeks ago"),
                     branch_row(140, "fix/php-keywords", "a40c7e19", '"Highlight PHP 8 match and enum keywords"', "Mar 3, 2025 4:47pm UTC", "2 weeks ago", merged=True),
                     branch_row(150, "renovate/configure", "0f3b2d71", '"Add renovate.json"', "Dec 9, 2024 6:00am UTC", "3 months ago")])
    branches = gitlab(f"Branches \u00b7 {BB} / {proj} \u00b7 GitLab", f"""[102] tablist ''
  [103] tab 'Overview', selected=False
  [104] tab 'Active', selected=False
  [105] tab 'Stale', selected=False
  [106] tab 'All', selected=True
[110] searchbox 'Filter by branch name'
[112] button 'Last updated', hasPopup='listbox', expanded=False
[114] link 'New branch'
[116] heading 'All branches'
[118] list ''
{ind(brs, 1)}""", f"{base}/-/branches/all", [BB, proj, "Repository", "Branches"], proj, mr_0, True)
    title = f"{BB} / {proj} \u00b7 GitLab"
    t = [(f"goto('{base}/-/branches/new')", gitlab(f"New branch \u00b7 {BB} / {proj} \u00b7 GitLab", new_branch(""), f"{base}/-/branches/new", [BB, proj, "Repository", "New branch"], proj, mr_n, True)),
         ("fill('104', 'docs/contrast-table')", gitlab(f"New branch \u00b7 {BB} / {proj} \u00b7 GitLab", new_branch("docs/contrast-table"), f"{base}/-/branches/new", [BB, proj, "Repository", "New branch"], proj, mr_n, True)),
         ("click('108')", gitlab(f"Files \u00b7 docs/contrast-table \u00b7 {BB} / {proj} \u00b7 GitLab", tree("docs/contrast-table", None, None, last0, "5d1e9a02", "Mar 3, 2025 4:51pm UTC", files), f"{base}/-/tree/docs/contrast-table", [BB, proj, "Repository"], proj, mr_n, True)),
         ("click('51')", gitlab(title, tree("main", 24, 5, last0, "5d1e9a02", "Mar 3, 2025 4:51pm UTC", files), base, [BB, proj], proj, mr_n)),
         ("click('58')", mrs),
         ("click('121')", mr(False)),
         ("click('144')", mr(True)),
         ("click('51')", gitlab(title, over1, base, [BB, proj], proj, mr_0)),
         ("click('107')", branches)]
    R.add("web", "h4-web-15", WA_SYSTEM, t, state=gitlab(title, over0, base, [BB, proj], proj, mr_n))


def rows_age(when: str) -> str:
    return {"Mar 3, 2025 4:51pm UTC": "2 weeks ago", "Mar 17, 2025 3:40pm UTC": "just now"}[when]


# ================================================================================================ clean 16
def t16() -> None:
    # clean: routes change with the engine and with reversing (one-way streets, climbs): every change follows an action
    car_f = [("Start on Forbes Avenue", "1.2km"), ("Turn left onto Boulevard of the Allies", "2.6km"), ("Take the ramp on the left onto I 376", "0.4km"),
             ("Merge onto I 376 (Parkway West)", "21km"), ("Take exit 53 towards PA 60 North: Airport", "3.1km"), ("Continue onto PA 60", "1.5km"),
             ("Keep right onto Airport Boulevard", "0.9km"), ("Reach destination", "")]
    bike_f = [("Start on Forbes Avenue", "0.9km"), ("Turn right onto Eliza Furnace Trail", "4.2km"), ("Continue onto Fort Pitt Bridge", "0.6km"),
              ("Turn left onto Steuben Street", "5.8km"), ("Turn right onto Montour Trail", "14.6km"), ("Turn left onto Airport Boulevard", "2.8km"), ("Reach destination", "")]
    bike_r = [("Start on Airport Boulevard", "2.8km"), ("Turn right onto Montour Trail", "14.6km"), ("Turn left onto Steuben Street", "5.9km"),
              ("Continue onto Fort Pitt Bridge", "0.6km"), ("Turn right onto Second Avenue", "3.2km"), ("Turn left onto Bates Street", "1.4km"),
              ("Turn right onto Forbes Avenue", "0.8km"), ("Reach destination", "")]
    car_r = [("Start on Airport Boulevard", "0.9km"), ("Continue onto PA 60 South", "1.6km"), ("Take the ramp onto I 376 East", "0.5km"),
             ("Continue onto I 376 (Parkway East)", "21.8km"), ("Take exit 71A towards Grant Street", "0.6km"), ("Continue onto Fifth Avenue", "5.2km"),
             ("Turn right onto Morewood Avenue", "0.8km"), ("Reach destination", "")]
    cmu, pit = "Carnegie Mellon University", "Pittsburgh International Airport"
    engines = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)"]

    def side(frm: str, to: str, engine: str, route: list[tuple[str, str]] | None, summary: str = "", focus: str = "") -> str:
        opts = "\n".join(f"    [{68 + i}] option '{e}', selected={e == engine}" for i, e in enumerate(engines))
        res = ""
        if route:
            steps = "\n".join(f"  [{80 + i * 4}] row ''\n    [{81 + i * 4}] cell '{i + 1}.'\n    [{82 + i * 4}] cell '{d}'\n    [{83 + i * 4}] cell '{km}'" for i, (d, km) in enumerate(route))
            res = f"""
[75] heading 'Directions'
StaticText '{summary}'
[76] link 'Download route as GPX'
[78] table ''
{steps}
StaticText 'Directions courtesy of OSRM (FOSSGIS)'"""
        fv = f", value='{frm}'" if frm else ""
        tv = f", value='{to}'" if to else ""
        return f"""[55] search ''
  [61] textbox 'From', {'focused, ' if focus == 'from' else ''}required=False{fv}
  [62] textbox 'To', {'focused, ' if focus == 'to' else ''}required=False{tv}
  [64] button 'Reverse Directions'
  [66] combobox '', hasPopup='menu', expanded=False, value='{engine}'
{opts}
  [72] button 'Go'
  [73] button 'Close'{res}"""
    a, b = "40.4443%2C-79.9436", "40.4915%2C-80.2329"

    def url(engine: str, rev: bool) -> str:
        e = {"Car (OSRM)": "fossgis_osrm_car", "Bicycle (OSRM)": "fossgis_osrm_bike"}[engine]
        r = f"{b}%3B{a}" if rev else f"{a}%3B{b}"
        return f"{OSM}/directions?engine={e}&route={r}#map=12/40.4704/-80.0893"
    car = "Car (OSRM)"
    bike = "Bicycle (OSRM)"
    dtitle = "Directions | OpenStreetMap"
    t = [("click('60')", osm(dtitle, side("", "", car, None), f"{OSM}/directions#map=15/40.4395/-79.9476")),
         (f"fill('61', '{cmu}')", osm(dtitle, side(cmu, "", car, None, focus="from"), f"{OSM}/directions#map=15/40.4395/-79.9476")),
         (f"fill('62', '{pit}')", osm(dtitle, side(cmu, pit, car, None, focus="to"), f"{OSM}/directions#map=15/40.4395/-79.9476")),
         ("click('72')", osm(dtitle, side(cmu, pit, car, car_f, "Distance: 30.7km. Time: 0:29."), url(car, False), scale="2 km")),
         ("select_option('66', 'Bicycle (OSRM)')", osm(dtitle, side(cmu, pit, bike, bike_f, "Distance: 28.9km. Time: 1:54."), url(bike, False), scale="2 km")),
         ("click('64')", osm(dtitle, side(pit, cmu, bike, bike_r, "Distance: 29.3km. Time: 2:03."), url(bike, True), scale="2 km")),
         ("select_option('66', 'Car (OSRM)')", osm(dtitle, side(pit, cmu, car, car_r, "Distance: 31.4km. Time: 0:30."), url(car, True), scale="2 km"))]
    state = osm("OpenStreetMap", osm_search("") + """
[62] Section ''
  [63] heading 'Welcome to OpenStreetMap!'
  [64] button 'Close'
  StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
  [66] link 'Learn More'
  [67] link 'Start Mapping'""", f"{OSM}/#map=15/40.4395/-79.9476")
    R.add("web", "h4-web-16", WEB_SYSTEM, t, state=state)


# ================================================================================================ clean 17
def t17() -> None:
    # clean: two projects named 'infra' in different namespaces; renaming Byte Blaze's changes only that one,
    # its path (URL) stays /byteblaze/infra, the other keeps its name, id and content
    def proj_list(renamed: bool) -> str:
        rows = [(f"{BB} / a11y-syntax-highlighting", "Accessible syntax highlighting themes for Prism and highlight.js", "Owner", "3", "Updated 2 weeks ago"),
                (f"{BB} / cloud-to-butt", "Chrome extension that replaces occurrences of 'the cloud' with 'my butt'", "Owner", "11", "Updated 1 week ago"),
                (f"{BB} / dotfiles", "zsh, git and nvim configs managed with stow", "Owner", "0", "Updated 3 months ago"),
                ("a11yproject / infra", "Netlify config, redirects and uptime checks for a11yproject.com", "Developer", "2", "Updated 1 month ago"),
                (f"{BB} / {'infra-archive' if renamed else 'infra'}", "Terraform for the personal VPS and DNS", "Owner", "0", "Updated just now" if renamed else "Updated 5 months ago")]
        li = "\n".join(f"""  [{120 + i * 6}] listitem ''
    [{121 + i * 6}] link '{n}'
    StaticText {('"' + d + '"') if "'" in d else ("'" + d + "'")}
    StaticText '{role}'
    [{122 + i * 6}] link '{stars}'
    StaticText '{upd}'""" for i, (n, d, role, stars, upd) in enumerate(rows))
        return gitlab("Projects \u00b7 GitLab", f"""[102] heading 'Projects'
[104] link 'New project'
[106] tablist ''
  [107] tab 'Your projects 5', selected=True
  [108] tab 'Starred projects 1', selected=False
  [109] tab 'Explore projects', selected=False
[110] searchbox 'Filter by name'
[112] button 'Name', hasPopup='listbox', expanded=False
[118] list ''
{li}""", f"{GIT}/dashboard/projects", ["Your work", "Projects"])

    def overview(ns: str, name: str, pid: int, desc: str, commits: int, branches: int, rows: list[tuple[str, str, str]], last: str, sha: str, ago: str) -> str:
        fl = "\n".join(f"  [{160 + i * 5}] row ''\n    [{161 + i * 5}] cell '{n}'\n      [{162 + i * 5}] link '{n}'\n    [{163 + i * 5}] cell '{m}'\n    [{164 + i * 5}] cell '{a}'"
                       for i, (n, m, a) in enumerate(rows))
        path = "byteblaze" if ns == BB else "a11yproject"
        return gitlab(f"{ns} / {name} \u00b7 GitLab", f"""[102] heading '{name}'
StaticText 'Project ID: {pid}'
[104] button 'Copy project ID'
StaticText '{desc}'
[106] link '{commits} Commits'
[107] link '{branches} Branch{'' if branches == 1 else 'es'}'
[108] link '0 Tags'
[110] button 'main', hasPopup='listbox', expanded=False
[114] button 'Clone', hasPopup='menu', expanded=False
[116] link '{last}'
StaticText ' authored {ago}'
[118] link '{sha}'
[150] table ''
  [151] row ''
    [152] columnheader 'Name'
    [153] columnheader 'Last commit'
    [154] columnheader 'Last update'
{fl}""", f"{GIT}/{path}/infra", [ns, name], name, {"Issues": 0 if ns == BB else 4, "Merge requests": 0 if ns == BB else 1})
    mine = overview(BB, "infra", 191, "Terraform for the personal VPS and DNS", 58, 1,
                    [("modules", "Split DNS records into their own module", "5 months ago"), (".terraform.lock.hcl", "Pin hcloud provider 1.45", "5 months ago"),
                     ("main.tf", "Split DNS records into their own module", "5 months ago"), ("README.md", "Add import notes", "7 months ago")],
                    "Split DNS records into their own module", "e0a93c5d", "5 months ago")
    theirs = overview("a11yproject", "infra", 87, "Netlify config, redirects and uptime checks for a11yproject.com", 212, 3,
                      [("checks", "Add uptime check for /resources", "1 month ago"), ("netlify.toml", "Redirect old /posts URLs", "2 months ago"),
                       ("_redirects", "Redirect old /posts URLs", "2 months ago"), ("README.md", "Explain deploy previews", "6 months ago")],
                      "Add uptime check for /resources", "3b71f0aa", "1 month ago")

    def settings(name: str, typed: bool = False, saved: bool = False) -> str:
        alert = f"[95] alert ''\n  StaticText \"Project '{name}' was successfully updated.\"\n  [96] button 'Dismiss'" if saved else ""
        shown = "infra-archive" if typed or saved else "infra"
        return gitlab(f"General Settings \u00b7 {BB} / {name} \u00b7 GitLab", f"""[102] heading 'Naming, topics, avatar'
[103] button 'Collapse', expanded=True
[104] textbox 'Project name', {'focused, ' if typed else ''}required=True, value='{shown}'
StaticText 'Project ID: 191'
[106] textbox 'Topics', required=False
[108] textbox 'Project description (optional)', required=False, value='Terraform for the personal VPS and DNS'
[110] button 'Choose file\u2026'
[112] button 'Save changes'
[120] heading 'Visibility, project features, permissions'
[121] button 'Expand', expanded=False
[124] heading 'Badges'
[125] button 'Expand', expanded=False
[128] heading 'Service Desk'
[129] button 'Expand', expanded=False
[132] heading 'Advanced'
[133] button 'Expand', expanded=False""", f"{GIT}/byteblaze/infra/edit", [BB, name, "General Settings"], name, {"Issues": 0, "Merge requests": 0}, alert=alert)
    t = [("click('145')", mine),
         ("click('78')", settings("infra")),
         ("fill('104', 'infra-archive')", settings("infra", typed=True)),
         ("click('112')", settings("infra-archive", saved=True)),
         ("click('23')", proj_list(True)),
         ("click('139')", theirs),
         ("go_back()", proj_list(True))]
    R.add("web", "h4-web-17", WA_SYSTEM, t, state=proj_list(False))


# ================================================================================================ clean 18
ORDERS = [(310, "Olivia Chen", "Mar 17, 2025 11:58:04 AM", 86.40, "Pending", 2), (309, "Daniel Brooks", "Mar 17, 2025 10:21:37 AM", 152.00, "Pending", 3),
          (308, "Grace Kim", "Mar 16, 2025 8:47:12 PM", 114.00, "Pending", 2), (307, "Samuel Ortiz", "Mar 16, 2025 5:03:58 PM", 64.00, "Processing", 1),
          (306, "Hannah Weber", "Mar 16, 2025 11:40:21 AM", 203.25, "Complete", 4), (305, "Marcus Reed", "Mar 15, 2025 9:12:44 PM", 45.00, "Canceled", 1),
          (304, "Aisha Patel", "Mar 15, 2025 2:27:09 PM", 98.00, "Complete", 2), (303, "Lucas Moreau", "Mar 15, 2025 10:55:31 AM", 131.60, "Processing", 3),
          (302, "Emily Nguyen", "Mar 14, 2025 7:18:02 PM", 76.00, "Complete", 1), (301, "Jacob Foster", "Mar 14, 2025 1:44:50 PM", 229.00, "Complete", 5),
          (300, "Sofia Rossi", "Mar 14, 2025 9:06:17 AM", 58.40, "Complete", 1), (299, "Noah Williams", "Mar 13, 2025 6:31:45 PM", 112.00, "Complete", 2),
          (298, "Chloe Martin", "Mar 13, 2025 12:09:23 PM", 87.25, "Closed", 2), (297, "Ethan Clarke", "Mar 12, 2025 8:52:10 PM", 166.00, "Complete", 3),
          (296, "Mia Johansson", "Mar 12, 2025 3:15:36 PM", 42.00, "Complete", 1), (295, "Benjamin Lee", "Mar 12, 2025 10:40:58 AM", 95.80, "Complete", 2),
          (294, "Zoe Alvarez", "Mar 11, 2025 9:27:14 PM", 139.00, "Complete", 3), (293, "Ryan Murphy", "Mar 11, 2025 4:02:49 PM", 71.50, "Canceled", 1),
          (292, "Isabella Costa", "Mar 11, 2025 11:36:05 AM", 188.00, "Complete", 4), (291, "Owen Park", "Mar 10, 2025 7:58:33 PM", 54.00, "Complete", 1),
          (290, "Lily Evans", "Mar 10, 2025 2:21:19 PM", 123.00, "Complete", 2)]
ORDER_COLS = ["ID", "Purchase Point", "Purchase Date", "Bill-to Name", "Ship-to Name", "Grand Total (Base)", "Grand Total (Purchased)", "Status", "Action"]
SALES_MENU = """[2500] menu 'Sales'
  [2501] heading 'Sales'
  [2502] heading 'Operations'
  [2503] menuitem 'Orders'
  [2504] menuitem 'Invoices'
  [2505] menuitem 'Shipments'
  [2506] menuitem 'Credit Memos'
  [2507] menuitem 'Billing Agreements'
  [2508] menuitem 'Transactions'
  [2509] menuitem 'Braintree Virtual Terminal'"""


def dashboard(latest: list[tuple[int, str, str, float, str, int]], menu: bool = False) -> str:
    lo = "\n".join(f"  [{212 + i * 4}] row ''\n    [{213 + i * 4}] cell '{n}'\n    [{214 + i * 4}] cell '{items}'\n    [{215 + i * 4}] cell '{money(tot)}'"
                   for i, (_, n, _d, tot, _s, items) in enumerate(latest[:5]))
    main = f"""StaticText "Last updated: Mar 17, 2025, 12:00:03 AM. To refresh last day's statistics, click here."
[170] link 'here'
[172] button 'Reload Data'
StaticText 'Lifetime Sales'
StaticText '$39,217.62'
StaticText 'Average Order'
StaticText '$131.60'
[200] heading 'Last Orders'
[202] table ''
  [203] row ''
    [204] columnheader 'Customer'
    [205] columnheader 'Items'
    [206] columnheader 'Total'
{lo}
[240] heading 'Last Search Terms'
[242] table ''
  [243] row ''
    [244] columnheader 'Search Term'
    [245] columnheader 'Results'
    [246] columnheader 'Uses'
  [247] row ''
    [248] cell 'running shorts'
    [249] cell '23'
    [250] cell '4'
  [251] row ''
    [252] cell 'yoga strap'
    [253] cell '3'
    [254] cell '2'
[260] tablist ''
  [261] tab 'Bestsellers', selected=True
  [262] tab 'Most Viewed Products', selected=False
  [263] tab 'New Customers', selected=False
  [264] tab 'Customers', selected=False
StaticText 'Revenue'
StaticText '$0.00'
StaticText 'Tax'
StaticText '$0.00'
StaticText 'Shipping'
StaticText '$0.00'
StaticText 'Quantity'
StaticText '0'"""
    return admin("Dashboard", "Dashboard", main, f"{ADMIN}/admin/dashboard/", extra_nav=SALES_MENU if menu else "")


def orders_grid(rows: list[tuple[int, str, str, float, str, int]], total: int) -> str:
    hdr = "\n".join(f"    [{221 + i}] columnheader '{c}'" for i, c in enumerate(ORDER_COLS))
    data = [[f"000000{oid}", "Main Website Main Website Store Default Store View", d, n, n, money(t), money(t), st] for oid, n, d, t, st, _ in rows]
    main = f"""[170] button 'Create New Order'
[180] textbox 'Search by keyword', required=False
[181] button 'Search'
[183] button 'Filters'
[184] button 'Default View'
[185] button 'Columns'
[186] button 'Export'
[190] combobox 'Actions', hasPopup='menu', expanded=False
StaticText '{total}'
StaticText 'records found'
[192] combobox 'per page', hasPopup='menu', expanded=False, value='20'
[194] button 'Previous Page', disabled=True
[195] spinbutton '', value='1'
StaticText 'of {-(-total // 20)}'
[196] button 'Next Page'
[200] table ''
  [220] row ''
    [219] columnheader ''
      [218] checkbox 'Options', checked='false'
{hdr}
{ind(rows_(300, data, action='View'), 1)}"""
    return admin("Orders / Operations / Sales", "Orders", main, f"{ADMIN}/sales/order/")


def order308(invoiced: bool = False) -> str:
    btns = ["\ue626 Back", "Login as Customer", "Send Email", "Credit Memo", "Hold", "Ship", "Reorder"] if invoiced else \
        ["\ue626 Back", "Login as Customer", "Cancel", "Send Email", "Hold", "Invoice", "Ship", "Reorder", "Edit"]
    btn = "\n".join(f"[{170 + i}] button '{b}'" for i, b in enumerate(btns))
    st = "Processing" if invoiced else "Pending"
    item_st = "Invoiced" if invoiced else "Ordered"
    qty = "Ordered 1 Invoiced 1" if invoiced else "Ordered 1"
    alert = "[165] alert ''\n  StaticText 'The invoice has been created.'\n" if invoiced else ""
    main = f"""{alert}{btn}
[180] tablist 'Order View'
  [181] tab 'Information', selected=True
  [182] tab 'Invoices', selected=False
  [183] tab 'Credit Memos', selected=False
  [184] tab 'Shipments', selected=False
  [185] tab 'Comments History', selected=False
  [186] tab 'Transactions', selected=False
[202] heading 'Order # 000000308 (The order confirmation email was sent)'
StaticText 'Order Date'
StaticText 'Mar 16, 2025 8:47:12 PM'
StaticText 'Order Status'
StaticText '{st}'
StaticText 'Customer Name'
[212] link 'Grace Kim'
StaticText 'Email'
[213] link 'gracekim.design@outlook.com'
[220] heading 'Items Ordered'
[222] table ''
  [223] row ''
    [224] columnheader 'Product'
    [225] columnheader 'Item Status'
    [226] columnheader 'Price'
    [227] columnheader 'Qty'
    [228] columnheader 'Row Total'
  [230] row ''
    [231] cell 'Erika Running Short SKU: WSH12-28-Red Size: 28 Color: Red'
    [232] cell '{item_st}'
    [233] cell '$45.00'
    [234] cell '{qty}'
    [235] cell '$45.00'
  [240] row ''
    [241] cell 'Fusion Backpack SKU: 24-MB02'
    [242] cell '{item_st}'
    [243] cell '$59.00'
    [244] cell '{qty}'
    [245] cell '$59.00'
[600] heading 'Order Totals'
StaticText 'Subtotal'
StaticText '$104.00'
StaticText 'Shipping & Handling'
StaticText '$10.00'
StaticText 'Grand Total'
StaticText '$114.00'
StaticText 'Total Paid'
StaticText '{'$114.00' if invoiced else '$0.00'}'
StaticText 'Total Refunded'
StaticText '$0.00'
StaticText 'Total Due'
StaticText '{'$0.00' if invoiced else '$114.00'}'"""
    return admin("#000000308 / Orders / Operations / Sales", "#000000308", main, f"{ADMIN}/sales/order/view/order_id/308/")


def t18() -> None:
    # clean: invoicing moves #308 Pending -> Processing; meanwhile a storefront order #310 arrives (309 -> 310 records,
    # #290 drops off page 1, Last Orders gains a row); Lifetime Sales stays: statistics are refreshed nightly
    new_inv = admin("New Invoice / Invoices / Operations / Sales", "New Invoice", """[170] button '\ue626 Back'
[171] button 'Reset'
[180] heading 'Order & Account Information'
[182] link 'Order # 000000308'
StaticText 'Order Status'
StaticText 'Pending'
[220] heading 'Items to Invoice'
[222] table ''
  [223] row ''
    [224] columnheader 'Product'
    [225] columnheader 'Price'
    [226] columnheader 'Qty'
    [227] columnheader 'Qty to Invoice'
    [228] columnheader 'Row Total'
  [230] row ''
    [231] cell 'Erika Running Short SKU: WSH12-28-Red'
    [232] cell '$45.00'
    [233] cell 'Ordered 1'
    [234] cell ''
      [235] spinbutton '', value='1'
    [236] cell '$45.00'
  [240] row ''
    [241] cell 'Fusion Backpack SKU: 24-MB02'
    [242] cell '$59.00'
    [243] cell 'Ordered 1'
    [244] cell ''
      [245] spinbutton '', value='1'
    [246] cell '$59.00'
[250] button "Update Qty's", disabled=True
[260] textbox 'Invoice Comments', required=False
[262] heading 'Invoice Totals'
StaticText 'Subtotal'
StaticText '$104.00'
StaticText 'Shipping & Handling'
StaticText '$10.00'
StaticText 'Grand Total'
StaticText '$114.00'
[270] checkbox 'Email Copy of Invoice', checked='false'
[272] button 'Submit Invoice'""", f"{ADMIN}/sales/order_invoice/new/order_id/308/")
    before = ORDERS[1:]
    after = [o if o[0] != 308 else (308, "Grace Kim", o[2], o[3], "Processing", 2) for o in ORDERS]
    t = [("click('109')", dashboard(before, menu=True)),
         ("click('2503')", orders_grid(before[:20], 309)),
         ("click('361')", order308()),
         ("click('175')", new_inv),
         ("click('272')", order308(invoiced=True)),
         ("click('170')", orders_grid(after[:20], 310)),
         ("click('106')", dashboard(after))]
    R.add("web", "h4-web-18", WEB_SYSTEM, t, state=dashboard(before))


# ================================================================================================ clean 19
TEAS = [("Bigelow Green Tea, 20 Count (Pack of 1)", 3.49), ("Lipton Green Tea Bags, Pure Green Tea, 40 Count", 3.99), ("Salada Green Tea, 40 Count", 3.79),
        ("Celestial Seasonings Authentic Green Tea, 20 Count", 4.29), ("Stash Tea Premium Green Tea, 20 Count", 4.49), ("Twinings Green Tea with Jasmine, 20 Tea Bags", 4.79),
        ("Yogi Tea Green Tea Super Antioxidant, 16 Tea Bags", 5.19), ("Tazo Zen Green Tea, 20 Count", 5.49), ("Bigelow Green Tea with Peach, 20 Count", 5.59),
        ("Ito En Oi Ocha Unsweetened Green Tea, 16.9 fl oz", 2.29), ("Arizona Green Tea with Ginseng and Honey, 22 fl oz Can", 1.29),
        ("Good Earth Green Tea Sweet & Spicy, 18 Tea Bags", 5.99), ("Pukka Organic Supreme Matcha Green Tea, 20 Sachets", 6.49), ("Numi Organic Gunpowder Green Tea, 18 Tea Bags", 6.79),
        ("Traditional Medicinals Organic Green Tea Ginger, 16 Tea Bags", 6.99), ("Twinings Pure Green Tea, 50 Count", 7.49), ("Yamamotoyama Genmaicha Green Tea with Roasted Rice, 16 Bags", 7.89),
        ("Harney & Sons Organic Green Tea with Citrus and Ginkgo, 50 Sachets", 10.95), ("Bigelow Green Tea Variety Pack, 64 Count", 11.49), ("Matcha DNA Organic Matcha Green Tea Powder, 4 oz", 12.99),
        ("Lipton Green Tea Citrus, 100 Count", 13.29), ("Davidson Organics Sencha Green Tea, 100 Count", 13.99), ("Tazo Zen Green Tea, 20 Count (Pack of 3)", 14.49),
        ("Rishi Tea Jasmine Green Loose Leaf, 3.17 oz", 14.95), ("Yogi Green Tea Variety Pack, 6 Boxes", 15.49), ("Twinings Green Tea Decaffeinated, 25 Count (Pack of 6)", 16.25),
        ("Vahdam Himalayan Green Tea Leaves, 3.53 oz", 16.99), ("Celestial Seasonings Green Tea Variety Pack, 120 Count", 17.49), ("Stash Tea Decaf Green Tea, 100 Count", 18.39),
        ("Ito En Matcha Green Tea Blend, 100 Count", 18.99), ("Ito En Oi Ocha Unsweetened Green Tea, 16.9 fl oz (Pack of 12)", 19.79),
        ("Jade Leaf Organic Matcha Green Tea Powder, Ceremonial Grade, 1.06 oz", 21.50), ("Teavana Jade Citrus Mint Green Tea, 12 Count (Pack of 6)", 22.95),
        ("Numi Organic Green Tea Variety Pack, 108 Tea Bags", 24.99), ("Ippodo Hosen Sencha Green Tea Loose Leaf, 3.5 oz", 26.40), ("Arizona Green Tea with Ginseng and Honey, 23 fl oz (Pack of 24)", 27.99),
        ("Pure Leaf Unsweetened Green Tea, 18.5 fl oz (Pack of 12)", 29.50), ("Matchaful Hikari Ceremonial Matcha Green Tea Powder, 1.06 oz", 34.99),
        ("Harney & Sons Green Tea Sampler Gift Box, 6 Tins", 38.00), ("Ito En Matcha Love Unsweetened Matcha Green Tea, 11.5 fl oz (Pack of 24)", 44.99)]
REL = [4, 1, 17, 13, 0, 24, 31, 7, 29, 20, 2, 36, 9, 15, 27, 5, 33, 11, 38, 22, 6, 30, 14, 18, 3, 26, 10, 34, 8, 21, 37, 16, 25, 12, 32, 19, 28, 35, 23, 39]


def t19() -> None:
    # clean: relevance vs price order, page 2, a price filter (17 of 40) and its page 2 (13-17), then Clear All back to 40
    assert sorted(REL) == list(range(40))
    cards = [(n, p, (i * 7) % 13) for i, (n, p) in enumerate(TEAS)]
    rel = [cards[i] for i in REL]
    px = sorted(cards, key=lambda c: c[1])
    cheap = [c for c in px if c[1] < 10]
    assert len(cheap) == 17 and len(px) == 40
    q = "green tea"
    u = f"{SHOP}/catalogsearch/result/index/?q=green+tea"

    def buckets(open_: bool) -> str:
        b = [("$0.00 - $9.99", 17), ("$10.00 - $19.99", 14), ("$20.00 - $29.99", 6), ("$30.00 and above", 3)]
        assert sum(n for _, n in b) == 40 and len([c for c in px if 10 <= c[1] < 20]) == 14
        if not open_:
            return """[1810] heading 'Shopping Options'
[1812] tablist '', multiselectable=True
  [1813] tab 'Category', expanded=False
  [1815] tab 'Price', expanded=False"""
        li = "\n".join(f"    [{1817 + i * 2}] listitem ''\n      [{1818 + i * 2}] link '{r} ( {n} item{'s' if n > 1 else ''} )'" for i, (r, n) in enumerate(b))
        return f"""[1810] heading 'Shopping Options'
[1812] tablist '', multiselectable=True
  [1813] tab 'Category', expanded=False
  [1815] tab 'Price', expanded=True
  [1816] list ''
{li}"""
    active = """[1802] heading 'Now Shopping by'
[1803] list ''
  [1804] listitem ''
    StaticText 'Price'
    StaticText '$0.00 - $9.99'
    [1805] link 'Remove This Item'
[1807] link 'Clear All'
[1810] heading 'Shopping Options'
[1812] tablist '', multiselectable=True
  [1813] tab 'Category', expanded=False"""

    def res(items: list[tuple[str, float, int]], first: int, total: int, sort: str, url: str, pages: list[int], cur: int, filters: str, cart: int = 0, msg: str = "") -> str:
        return shop_results(q, items, first, total, sort, cart=cart, url=url, pages=pages, cur=cur, filters=filters, msg=msg)
    pg = [1, 2, 3, 4]
    t = [(f"fill('187', '{q}')", home_page(query=q, suggest=[("green tea", 40), ("green tea bags", 22), ("green tea matcha", 7)])),
         ("keyboard_press('Enter')", res(rel[:12], 1, 40, "Relevance", f"{SHOP}/catalogsearch/result/?q=green+tea", pg, 1, buckets(False))),
         ("select_option('1301', 'Price')", res(px[:12], 1, 40, "Price", f"{u}&product_list_order=price", pg, 1, buckets(False))),
         ("click('1312')", res(px[12:24], 13, 40, "Price", f"{u}&p=2&product_list_order=price", pg, 2, buckets(False))),
         ("click('1815')", res(px[12:24], 13, 40, "Price", f"{u}&p=2&product_list_order=price", pg, 2, buckets(True))),
         ("click('1818')", res(cheap[:12], 1, 17, "Price", f"{u}&price=0-10&product_list_order=price", [1, 2], 1, active)),
         ("click('1312')", res(cheap[12:], 13, 17, "Price", f"{u}&p=2&price=0-10&product_list_order=price", [1, 2], 2, active)),
         ("click('1807')", res(px[:12], 1, 40, "Price", f"{u}&product_list_order=price", pg, 1, buckets(False))),
         ("click('1507')", res(px[:12], 1, 40, "Price", f"{u}&product_list_order=price", pg, 1, buckets(False), cart=1, msg=added_msg(px[0][0])))]
    R.add("web", "h4-web-19", WEB_SYSTEM, t, state=home_page())


# ================================================================================================ clean 20
def t20() -> None:
    # clean: upvote 57 -> 58, subscribe 18,422 -> 18,423, own comment edited (marked edited), a reply makes 14 -> 15 comments
    side = """[601] heading 'books'
StaticText 'Book recommendations, reviews and discussion. No piracy links.'
[604] button '{sub}'
StaticText '{n}'
StaticText 'Created'
[606] time 'June 4, 2020 at 10:12:40 AM EDT'
  StaticText '4 years ago'
[608] link 'Forum moderators'"""
    title = "What is a sci-fi book that actually changed how you think?"
    url = f"{FORUM}/f/books/128874/what-is-a-sci-fi-book-that-actually-changed-how-you-think"
    old = "Start with The Left Hand of Darkness. It reframes gender in a way that stuck with me for years."
    new = "Start with The Left Hand of Darkness, then The Dispossessed. Both reframe things (gender, property) in ways that stuck with me for years."
    reply = "Blindsight did the same for me with consciousness. Rough first 50 pages though."

    def page(vote: bool, sub: bool, edit: str | None = None, edited: bool = False, reply_open: bool = False, typed: str = "", replied: bool = False) -> str:
        score = 58 if vote else 57
        mine_text = new if edited else old
        if edit is not None:
            mine = f"""  [240] article ''
    [241] link '{ME}'
    StaticText ' '
    [242] time 'March 15, 2025 at 9:48:02 PM EDT'
      StaticText '2 days ago'
    [250] textbox 'Comment', focused, required=True, value='{edit}'
    [252] button 'Save'
    [253] button 'Cancel'"""
        else:
            mine = fcomment(240, ME, "March 15, 2025 at 9:48:02 PM EDT", "2 days ago", mine_text, 3, mine=True, depth=1, edited="1 second ago" if edited else "")
        rform = ""
        if reply_open:
            val = f"focused, required=True, value='{typed}'" if typed else "focused, required=True"
            rform = f"\n  [290] textbox 'Reply', {val}\n  [292] button 'Post'\n  [293] button 'Cancel'"
        rep = "\n" + fcomment(300, ME, "March 17, 2025 at 4:06:51 PM EDT", "1 second ago", reply, 1, mine=True, depth=1) if replied else ""
        main = f"""[82] article ''
  [83] heading '{title}'
    [84] link '{title}'
  StaticText 'Submitted by '
  [85] link 'nebula_reader'
  StaticText ' '
  [86] time 'March 15, 2025 at 6:20:33 PM EDT'
    StaticText '2 days ago'
  StaticText ' in '
  [87] link 'books'
  StaticText 'Not the best written, the one that rewired something. Mine was Solaris.'
  [88] link '{15 if replied else 14} comments'
  [91] button '{'Retract upvote' if vote else 'Upvote'}'{', pressed=True' if vote else ''}
  StaticText '{score}'
  [92] button 'Downvote'
[100] heading 'Comments'
[102] textbox 'Comment', required=True
[104] button 'Post'
{fcomment(200, "stellar_drift", "March 15, 2025 at 7:02:15 PM EDT", "2 days ago", "The Three-Body Problem, purely for the dark forest idea.", 41)}{rform}{rep}
{fcomment(220, "quietlibrarian", "March 15, 2025 at 9:31:40 PM EDT", "2 days ago", "Ursula K. Le Guin, anything. Where do I even start?", 12)}
{mine}
{fcomment(260, "hyperion_fan", "March 16, 2025 at 1:15:09 AM EDT", "1 day ago", "Hyperion. The Shrike chapters live in my head rent free.", 9)}
[280] link 'Load more comments (10)'"""
        side_ = side.replace("{sub}", "Unsubscribe" if sub else "Subscribe").replace("{n}", "18,423" if sub else "18,422")
        return forum(f"{title} : books", main, url, side_)
    t = [("click('91')", page(True, False)),
         ("click('604')", page(True, True)),
         ("click('246')", page(True, True, edit=old)),
         (f"fill('250', '{new}')", page(True, True, edit=new)),
         ("click('252')", page(True, True, edited=True)),
         ("click('203')", page(True, True, edited=True, reply_open=True)),
         (f"fill('290', '{reply}')", page(True, True, edited=True, reply_open=True, typed=reply)),
         ("click('292')", page(True, True, edited=True, replied=True))]
    R.add("web", "h4-web-20", WA_SYSTEM, t, state=page(False, False))


# ================================================================================================ clean 21
def t21() -> None:
    # clean: a weak password is rejected client-side (fields kept, error shown), retyped, then the account is created
    def form(v: dict[str, str], focus: str = "", strength: str = "No Password", err: bool = False) -> str:
        def tb(bid: int, label: str, key: str, mask: bool = False) -> str:
            val = v.get(key, "")
            shown = "\u2022" * len(val) if mask else val
            return f"[{bid}] textbox '{label} *', {'focused, ' if focus == key else ''}required=True" + (f", value='{shown}'" if val else "")
        e = "\n    StaticText 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'" if err else ""
        body = f"""{shop_banner(0, user=None)}
[1290] main ''
  [1294] heading 'Create New Customer Account'
  [1300] group 'Personal Information'
    {tb(1302, 'First Name', 'first')}
    {tb(1304, 'Last Name', 'last')}
    [1306] checkbox 'Sign Up for Newsletter', checked='false'
  [1310] group 'Sign-in Information'
    {tb(1312, 'Email', 'email')}
    {tb(1314, 'Password', 'pw', True)}{e}
    StaticText 'Password Strength:'
    StaticText '{strength}'
    {tb(1316, 'Confirm Password', 'pw2', True)}
    [1318] checkbox 'Show Password', checked='false'
  [1320] button 'Create an Account'
{SHOP_FOOT}"""
        return P("Create New Customer Account", body, f"{SHOP}/customer/account/create/")
    v: dict[str, str] = {}
    t = []
    v = dict(v, first="Priya")
    t.append(("fill('1302', 'Priya')", form(v, "first")))
    v = dict(v, last="Raman")
    t.append(("fill('1304', 'Raman')", form(v, "last")))
    v = dict(v, email="priya.raman@fastmail.com")
    t.append(("fill('1312', 'priya.raman@fastmail.com')", form(v, "email")))
    v = dict(v, pw="tulip2024")
    t.append(("fill('1314', 'tulip2024')", form(v, "pw", "Weak")))
    v = dict(v, pw2="tulip2024")
    t.append(("fill('1316', 'tulip2024')", form(v, "pw2", "Weak")))
    t.append(("click('1320')", form(v, "pw", "Weak", err=True)))
    v = dict(v, pw="Tulip#2024!")
    t.append(("fill('1314', 'Tulip#2024!')", form(v, "pw", "Strong")))
    v = dict(v, pw2="Tulip#2024!")
    t.append(("fill('1316', 'Tulip#2024!')", form(v, "pw2", "Strong")))
    acct = P("My Account", f"""{shop_banner(0, user="Priya Raman")}
[1290] main ''
  [1380] alert ''
    StaticText 'Thank you for registering with One Stop Market.'
  [1294] heading 'My Account'
  [1300] heading 'Account Information'
  [1302] heading 'Contact Information'
  StaticText 'Priya Raman'
  StaticText 'priya.raman@fastmail.com'
  [1304] link 'Edit'
  [1305] link 'Change Password'
  [1306] heading 'Newsletters'
  StaticText "You aren't subscribed to our newsletter."
  [1307] link 'Edit'
  [1310] heading 'Address Book'
  [1311] link 'Manage Addresses'
  [1312] heading 'Default Billing Address'
  StaticText 'You have not set a default billing address.'
  [1314] heading 'Default Shipping Address'
  StaticText 'You have not set a default shipping address.'
[1400] complementary ''
  [1401] list ''
    [1402] listitem ''
      StaticText 'My Account'
    [1403] listitem ''
      [1404] link 'My Orders'
    [1405] listitem ''
      [1406] link 'My Wish List'
    [1407] listitem ''
      [1408] link 'Address Book'
    [1409] listitem ''
      [1410] link 'Account Information'
    [1411] listitem ''
      [1412] link 'My Product Reviews'
    [1413] listitem ''
      [1414] link 'Newsletter Subscriptions'
{SHOP_FOOT}""", f"{SHOP}/customer/account/")
    t.append(("click('1320')", acct))
    R.add("web", "h4-web-21", WEB_SYSTEM, t, state=form({}))


# ================================================================================================ clean 22
def t22() -> None:
    # clean: assign, comment, close #1491; the bug-labelled list then shows Open 5 / Closed 89 (All stays 94)
    proj = "a11yproject.com"
    base = f"{GIT}/a11yproject/{proj}"
    issues = [(1491, "Skip link is not visible on focus in Safari", "rmcgill", "Mar 14, 2025 8:02am UTC", "3 days ago", 2),
              (1488, "Dark mode toggle loses state on page navigation", "tkgrams", "Mar 10, 2025 4:45pm UTC", "1 week ago", 5),
              (1480, "Checklist filter buttons missing aria-pressed", "elle_vdm", "Mar 2, 2025 11:20am UTC", "2 weeks ago", 1),
              (1473, "RSS feed items have broken relative image URLs", "jzhou", "Feb 24, 2025 9:14pm UTC", "3 weeks ago", 0),
              (1466, "Heading order skips h2 on /resources", "ericwbailey", "Feb 14, 2025 3:37pm UTC", "1 month ago", 3),
              (1452, "Search results announce zero results before loading", "mxdvl", "Jan 16, 2025 10:05am UTC", "2 months ago", 7)]

    def lst(open_: list[tuple[int, str, str, str, str, int]], n_open: int, n_closed: int) -> str:
        li = "\n".join(f"""  [{120 + i * 8}] listitem ''
    [{121 + i * 8}] link '{tt}'
    StaticText '#{num} \u00b7 created '
    [{122 + i * 8}] time '{when}'
      StaticText '{ago}'
    StaticText ' by '
    [{123 + i * 8}] link '{who}'
    [{124 + i * 8}] link 'bug'
    StaticText '{nc}'""" for i, (num, tt, who, when, ago, nc) in enumerate(open_))
        return gitlab(f"Issues \u00b7 a11yproject / {proj} \u00b7 GitLab", f"""[102] tablist ''
  [103] tab 'Open {n_open}', selected=True
  [104] tab 'Closed {n_closed}', selected=False
  [105] tab 'All {n_open + n_closed}', selected=False
[108] link 'New issue'
[110] searchbox 'Search or filter results...'
StaticText 'Label = ~bug'
[112] button 'Created date', hasPopup='listbox', expanded=False
[118] list ''
{li}""", f"{base}/-/issues/?label_name%5B%5D=bug", ["a11yproject", proj, "Issues"], proj, {"Issues": 41 if n_open == 6 else 40, "Merge requests": 3})
    ctext = "Reproduced on Safari 17.4 and 18.0: .skip-link:focus-visible is overridden by the .sr-only clip rule. Taking this."

    def issue(assigned: bool = False, typed: str = "", commented: bool = False, closed: bool = False) -> str:
        notes = []
        if assigned:
            notes.append(f"""[170] listitem ''
  StaticText '{BB} assigned to @byteblaze '
  [171] time 'Mar 17, 2025 4:20pm UTC'
    StaticText 'just now'""")
        if commented:
            notes.append(f"""[174] article ''
  [175] link '{BB}'
  StaticText '@byteblaze'
  [176] time 'Mar 17, 2025 4:22pm UTC'
    StaticText 'just now'
  StaticText '{ctext}'""")
        if closed:
            notes.append(f"""[180] listitem ''
  StaticText '{BB} closed '
  [181] time 'Mar 17, 2025 4:23pm UTC'
    StaticText 'just now'""")
        val = f"focused, required=False, value='{typed}'" if typed else "required=False"
        assignee = f"[204] link '{BB}'\n  StaticText '@byteblaze'" if assigned else "StaticText 'None - '\n  [204] button 'assign yourself'"
        main = f"""StaticText '{'Closed' if closed else 'Open'}'
StaticText 'Issue created '
[103] time 'Mar 14, 2025 8:02am UTC'
  StaticText '3 days ago'
StaticText ' by '
[104] link 'rmcgill'
[106] heading 'Skip link is not visible on focus in Safari'
StaticText 'On Safari (macOS 14) tabbing into the page focuses the skip link but it stays clipped off-screen. Chrome and Firefox show it.'
[110] heading 'Activity'
[112] list ''
  [140] article ''
    [141] link 'jzhou'
    [142] time 'Mar 15, 2025 10:31am UTC'
      StaticText '2 days ago'
    StaticText 'Can reproduce on 17.3 as well.'
  [150] article ''
    [151] link 'ericwbailey'
    [152] time 'Mar 16, 2025 2:54pm UTC'
      StaticText '1 day ago'
    StaticText 'Probably the focus-visible rule losing to .sr-only specificity.'
{ind(chr(10).join(notes), 1)}
[190] textbox 'Write a comment or drag your files here\u2026', {val}
[192] button 'Comment'
[193] button '{'Reopen issue' if closed else 'Close issue'}'
[200] complementary 'Issue sidebar'
  StaticText 'Assignee'
  {assignee}
  StaticText 'Labels'
  [206] link 'bug'
  StaticText 'Milestone'
  StaticText 'None'
  StaticText 'Due date'
  StaticText 'None'"""
        return gitlab(f"Skip link is not visible on focus in Safari (#1491) \u00b7 Issues \u00b7 a11yproject / {proj} \u00b7 GitLab", main, f"{base}/-/issues/1491",
                      ["a11yproject", proj, "Issues", "#1491"], proj, {"Issues": 40 if closed else 41, "Merge requests": 3})
    i1488 = gitlab(f"Dark mode toggle loses state on page navigation (#1488) \u00b7 Issues \u00b7 a11yproject / {proj} \u00b7 GitLab", """StaticText 'Open'
StaticText 'Issue created '
[103] time 'Mar 10, 2025 4:45pm UTC'
  StaticText '1 week ago'
StaticText ' by '
[104] link 'tkgrams'
[106] heading 'Dark mode toggle loses state on page navigation'
StaticText 'The theme toggle stores its value in sessionStorage, so opening a link in a new tab starts in light mode again.'
[110] heading 'Activity'
StaticText '5 comments'
[190] textbox 'Write a comment or drag your files here\u2026', required=False
[192] button 'Comment'
[193] button 'Close issue'
[200] complementary 'Issue sidebar'
  StaticText 'Assignee'
  [204] link 'tkgrams'
  StaticText 'Labels'
  [206] link 'bug'
  StaticText 'Milestone'
  StaticText 'None'""", f"{base}/-/issues/1488", ["a11yproject", proj, "Issues", "#1488"], proj, {"Issues": 40, "Merge requests": 3})
    t = [("click('121')", issue()),
         ("click('204')", issue(True)),
         (f"fill('190', '{ctext}')", issue(True, typed=ctext)),
         ("click('192')", issue(True, commented=True)),
         ("click('193')", issue(True, commented=True, closed=True)),
         ("click('206')", lst(issues[1:], 5, 89)),
         ("click('121')", i1488)]
    R.add("web", "h4-web-22", WA_SYSTEM, t, state=lst(issues, 6, 88))


def main() -> None:
    for name, fn in sorted(globals().items()):
        if name.startswith("t") and name[1:].isdigit() and callable(fn):
            fn()
    R.write()


if __name__ == "__main__":
    main()
