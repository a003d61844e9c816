# ruff: noqa: E501
"""Held-out set h59, domain ``web``: 22 BrowserGym trajectories on accessibility-tree pages.

Each trajectory drives one site or app (WebArena's own sites and a mix of other web apps) with BrowserGym
calls on element bids; every observation is the page's accessibility tree with bids. Eleven trajectories
hold exactly one contradiction (one detail of something shown earlier comes back different with no
action in between that could change it); the other eleven are clean but full of legitimate changes.
Pages are rendered from per-trajectory state so that every detail stays consistent except the one
planted contradiction.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM_BASE = """# Role and Objective

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

Preserve the current page state representation format exactly: a `URL:` line, then `RootWebArea '<title>', focused` and one accessibility node per line, indented with tabs by depth; interactive nodes carry their bid in brackets (`[231] button 'Add to Cart', clickable`), text appears as `StaticText '...'`.
The predicted next page state should follow the same representation schema, structure, and level of detail as the current page state.
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def system(site: str) -> str:
    return SYSTEM_BASE + f"\n\n## Environment\n\n{site}"


class Page:
    """One accessibility tree: bids numbered in DOM order from a page-specific base, StaticText without bids."""

    def __init__(self, base: int) -> None:
        self.n = base
        self.late = base + 1000
        self.lines: list[str] = []
        self.bid: dict[str, str] = {}

    def el(self, d: int, role: str, name: str = "", props: str = "clickable", key: str | None = None,
           value: str | None = None, late: bool = False) -> str:
        """Add a node; ``late`` nodes were inserted into an already loaded document, so they take fresh
        bids from a higher range and the nodes around them keep theirs."""
        if late:
            b = str(self.late)
            self.late += 1
        else:
            b = str(self.n)
            self.n += 1
        line = "\t" * d + f"[{b}] {role} {name!r}"
        if value is not None:
            line += f" value={value!r}"
        if props:
            line += ", " + props
        self.lines.append(line)
        if key:
            self.bid[key] = b
        return b

    def tx(self, d: int, *texts: str) -> None:
        for t in texts:
            self.lines.append("\t" * d + f"StaticText {t!r}")

    def table(self, d: int, name: str, headers: list[str], rows: list[list[object]], key: str = "") -> None:
        """Rows of cells: a str is a gridcell; (text, role, key) puts a clickable node of that role inside it."""
        self.el(d, "table", name, "")
        self.el(d + 1, "row", "", "")
        for h in headers:
            self.el(d + 2, "columnheader", h, "clickable" if h else "")
        for r in rows:
            self.el(d + 1, "row", "", "")
            for c in r:
                if isinstance(c, tuple):
                    text, role, k = c
                    self.el(d + 2, "gridcell", text if role != "checkbox" else "", "")
                    props = "clickable, checked='false'" if role == "checkbox" else "clickable"
                    if role == "checkbox" and text == "x":
                        props = "clickable, checked='true'"
                    self.el(d + 3, role, text if role != "checkbox" else "", props, key=k)
                else:
                    self.el(d + 2, "gridcell", str(c), "")

    def out(self, title: str, url: str) -> str:
        return axtree(title, self.lines, url)


def money(x: float) -> str:
    return f"${x:,.2f}"


def cl(bid: str) -> str:
    return f"click('{bid}')"


def fl(bid: str, value: str) -> str:
    return f"fill('{bid}', {value!r})"


def sel(bid: str, option: str) -> str:
    return f"select_option('{bid}', {option!r})"


# ---------------------------------------------------------------------------------------------------------
# 01 OneStopShop storefront (clean): add to cart, change quantity, remove, re-sort search, product page.

SHOP = "http://localhost:7770"
SHOP_MENU = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
             "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
             "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]

GM = "Green Mountain Coffee Roasters Breakfast Blend, Single-Serve Keurig K-Cup Pods, Light Roast Coffee, 72 Count"
PEET = "Peet's Coffee, Dark Roast K-Cup Pods for Keurig Brewers - Major Dickason's Blend 32 Count"
MAPLE = "Kirkland Signature Organic Pure Maple Syrup, 33.8 fl oz (1 L)"
COFFEE_REL = [
    (GM, 41.99, 87, 12), (PEET, 22.49, 84, 6),
    ("Starbucks K-Cup Coffee Pods, Pike Place Roast, Medium Roast, 4 Boxes (96 Pods Total)", 54.96, 80, 9),
    ("Dunkin' Original Blend Medium Roast Coffee, 60 Keurig K-Cup Pods", 33.99, 93, 4),
    ("McCafe Premium Roast Decaf Coffee, Keurig K-Cup Pods, 84 Count", 38.65, 78, 3),
    ("Lavazza Gran Espresso Nespresso Original Compatible Capsules (Pack of 60)", 29.70, 90, 7),
    ("Caribou Coffee Caribou Blend Medium Roast K-Cup Pods, 24 Count", 16.19, 86, 5),
    ("The Original Donut Shop Regular, Keurig K-Cup Pods, Medium Roast, 72 Count", 42.35, 88, 11),
    ("San Francisco Bay Compostable Coffee Pods, French Roast, 80 Count", 35.99, 72, 8),
    ("Maxwell House Original Roast Medium Roast K-Cup Coffee Pods, 84 ct", 31.48, 82, 2),
    ("Eight O'Clock Coffee The Original Keurig K-Cup Pods, Medium Roast, 72 Count", 36.40, 85, 6),
    ("Folgers Black Silk Dark Roast Coffee, 48 Keurig K-Cup Pods", 24.97, 76, 4),
]
COFFEE_PRICE = [
    ("Cafe Bustelo Espresso Style Dark Roast K-Cup Pods, Sample 2 Count", 3.49, 80, 1),
    ("Gevalia Signature Blend Mild Roast K-Cup Pods, Trial Pack 4 ct", 4.99, 74, 2),
    ("Reusable K-Cup Pods Coffee Filter, Stainless Steel, 2 Pack", 6.95, 69, 5),
    ("Community Coffee Breakfast Blend Medium Roast Pods, 12 Count", 8.49, 91, 3),
    ("Tim Hortons Original Blend K-Cup Pods, Medium Roast, 12 Count", 8.99, 88, 4),
    ("Victor Allen's Coffee Morning Blend Single Serve K-Cup Pods, 12 Count", 9.25, 83, 2),
    ("Green Mountain Coffee Roasters Nantucket Blend K-Cup Pods, 12 Count", 9.99, 86, 3),
    ("Newman's Own Organics Special Blend K-Cup Pods, 12 Count", 10.49, 79, 1),
    ("Kauai Coffee Koloa Estate Dark Roast Single Serve Pods, 12 Count", 11.99, 92, 6),
    ("illy Classico Espresso Capsules, Medium Roast, 18 Count", 12.75, 89, 4),
    ("Peet's Coffee Café Domingo Medium Roast K-Cup Pods, 10 Count", 13.49, 84, 2),
    ("Death Wish Coffee Co. Dark Roast Single Serve Pods, 10 Count", 15.99, 81, 7),
]


def shop_header(p: Page, cart: int, msg: str | None = None) -> None:
    p.el(0, "link", "My Account")
    p.el(0, "link", "My Wish List")
    p.el(0, "link", "Sign Out")
    p.tx(0, "Welcome, Emma Lopez!")
    p.el(0, "link", "Skip to Content")
    p.el(0, "link", "store logo")
    p.el(1, "img", "one_stop_market_logo", "")
    p.el(0, "link", f"My Cart {cart} items", key="minicart")
    p.el(0, "combobox", "Search", "clickable, autocomplete='both', hasPopup='listbox', expanded=False", key="search")
    p.el(0, "link", "Advanced Search")
    p.el(0, "button", "Search", "clickable, disabled=True")
    p.el(0, "tablist", "", "multiselectable=False, orientation='horizontal'")
    p.el(1, "tabpanel", "", "")
    p.el(2, "menu", "", "orientation='horizontal'")
    for m in SHOP_MENU:
        p.el(3, "menuitem", m, "clickable, hasPopup='menu'")
    p.el(0, "alert", "", "live='assertive', atomic, relevant='additions'")
    if msg:
        p.tx(1, msg)


def shop_search(cart: int, order: str = "relevance", msg: str | None = None) -> tuple[str, dict[str, str]]:
    p = Page(1400)
    shop_header(p, cart, msg)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Search results for: 'coffee pods'", "")
    p.el(1, "link", "Grid", "clickable")
    p.el(1, "link", "List", "clickable")
    p.tx(1, "Items 1-12 of 143")
    p.tx(1, "Sort By")
    opt = "Relevance" if order == "relevance" else "Price"
    p.el(1, "combobox", "Sort By", "clickable, hasPopup='menu', expanded=False", key="sort", value=opt)
    p.el(2, "option", "Relevance", "selected=True" if order == "relevance" else "selected=False")
    p.el(2, "option", "Price", "selected=True" if order == "price" else "selected=False")
    p.el(2, "option", "Product Name", "selected=False")
    p.el(1, "link", "Set Descending Direction" if order == "price" else "Set Ascending Direction")
    items = COFFEE_REL if order == "relevance" else COFFEE_PRICE
    p.el(1, "list", "", "")
    for i, (name, price, rating, reviews) in enumerate(items):
        p.el(2, "listitem", "", "")
        p.el(3, "link", "Image", key=f"img{i}")
        p.el(4, "img", "Image", "")
        p.el(3, "link", name, key=f"name{i}")
        p.tx(3, "Rating:", f"{rating}%")
        p.el(3, "link", f"{reviews}  Review" + ("s" if reviews != 1 else ""))
        p.tx(3, money(price))
        p.el(3, "button", "Add to Cart", key=f"add{i}")
        p.el(3, "button", "Add to Wish List")
        p.el(3, "button", "Add to Compare")
    p.el(1, "link", "Page Next")
    p.tx(1, "Show")
    p.el(1, "combobox", "Show", "clickable, hasPopup='menu', expanded=False", value="12")
    p.tx(1, "per page")
    url = f"{SHOP}/catalogsearch/result/?q=coffee+pods"
    if order == "price":
        url = f"{SHOP}/catalogsearch/result/index/?product_list_order=price&q=coffee+pods"
    return p.out("Search results for: 'coffee pods'", url), p.bid


def shop_cart(lines: list[tuple[str, float, int]], qty_edit: dict[str, str] | None = None,
              msg: str | None = None) -> tuple[str, dict[str, str]]:
    cart = sum(q for _, _, q in lines)
    p = Page(2100)
    shop_header(p, cart)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Shopping Cart", "")
    if msg:
        p.el(1, "alert", "", "live='assertive', atomic, relevant='additions'")
        p.tx(2, msg)
    p.table(1, "Shopping Cart Items", ["Item", "Price", "Qty", "Subtotal"], [])
    for i, (name, price, q) in enumerate(lines):
        p.el(2, "row", "", "")
        p.el(3, "gridcell", "", "")
        p.el(4, "link", "", key=f"pimg{i}")
        p.el(5, "img", name, "")
        p.el(4, "link", name, key=f"pname{i}")
        p.el(3, "gridcell", money(price), "")
        p.el(3, "gridcell", "", "")
        val = (qty_edit or {}).get(name, str(q))
        focused = ", focused" if qty_edit and name in qty_edit else ""
        p.el(4, "spinbutton", "Qty", f"clickable{focused}", key=f"qty{i}", value=val)
        p.el(3, "gridcell", money(price * q), "")
        p.el(2, "row", "", "")
        p.el(3, "gridcell", "", "")
        p.el(4, "link", "Move to Wish List")
        p.el(4, "link", "Edit item parameters")
        p.el(4, "link", "Remove item", key=f"rm{i}")
    p.el(1, "link", "Continue Shopping")
    p.el(1, "button", "Update Shopping Cart", key="update")
    p.el(1, "heading", "Summary", "")
    p.el(1, "tab", "Estimate Shipping and Tax", "clickable, expanded=True, selected=False")
    p.el(1, "radio", "Fixed $5.00", "clickable, checked='true'")
    p.tx(2, "Flat Rate", "$5.00 per item")
    sub = round(sum(pr * q for _, pr, q in lines), 2)
    ship = 5.0 * cart
    p.el(1, "table", "", "")
    p.el(2, "row", "", "")
    p.el(3, "rowheader", "Subtotal", "")
    p.el(3, "gridcell", money(sub), "")
    p.el(2, "row", "", "")
    p.el(3, "rowheader", "Shipping (Flat Rate - Fixed)", "")
    p.el(3, "gridcell", money(ship), "")
    p.el(2, "row", "", "")
    p.el(3, "rowheader", "Order Total", "")
    p.el(3, "gridcell", money(sub + ship), "")
    p.el(1, "button", "Proceed to Checkout")
    p.el(1, "link", "Check Out with Multiple Addresses")
    p.el(1, "tab", "Apply Discount Code", "clickable, expanded=False, selected=False")
    return p.out("Shopping Cart", f"{SHOP}/checkout/cart/"), p.bid


def shop_product(cart: int) -> str:
    p = Page(3300)
    shop_header(p, cart)
    p.el(0, "list", "", "")
    for crumb in ["Home", "Grocery & Gourmet Food", "Beverages", "Coffee, Tea & Cocoa"]:
        p.el(1, "listitem", "", "")
        p.el(2, "link", crumb)
    p.el(0, "main", "", "")
    p.el(1, "heading", GM, "")
    p.tx(1, "Rating:", "87%")
    p.el(1, "link", "12  Reviews")
    p.el(1, "link", "Add Your Review")
    p.tx(1, "$41.99", "In stock", "SKU", "B07GCNDL91")
    p.tx(1, "Qty")
    p.el(1, "spinbutton", "Qty", "clickable", value="1")
    p.el(1, "button", "Add to Cart")
    p.el(1, "link", "Add to Wish List")
    p.el(1, "link", "Add to Compare")
    p.el(1, "tablist", "", "multiselectable=False, orientation='horizontal'")
    p.el(2, "tab", "Details", "clickable, expanded=True, selected=True")
    p.el(2, "tab", "Reviews (12)", "clickable, expanded=False, selected=False")
    p.el(1, "tabpanel", "Details", "")
    p.tx(2, "Light roast coffee with a clean, crisp finish: 72 single-serve K-Cup pods for Keurig brewers.",
         "Contains 72 pods (6 boxes of 12). Kosher certified. Recyclable pods: peel, empty and recycle.",
         "Product Dimensions : 11.8 x 8.6 x 7.9 inches; 2.18 Pounds",
         "UPC : 611247373125", "Manufacturer : Keurig Dr Pepper",
         "Date First Available : November 5, 2018")
    p.el(1, "heading", "Related Products", "")
    p.el(1, "link", PEET)
    p.tx(1, "$22.49")
    p.el(1, "link", "The Original Donut Shop Regular, Keurig K-Cup Pods, Medium Roast, 72 Count")
    p.tx(1, "$42.35")
    return p.out(f"{GM}", f"{SHOP}/green-mountain-coffee-roasters-breakfast-blend-single-serve-keurig-k-cup-pods-light-roast-coffee-72-count.html")


def t01(rs: RowSet) -> None:
    s0, b0 = shop_search(2)
    o1, b1 = shop_search(3, msg=f"You added {GM} to your shopping cart.")
    o2, _ = shop_search(4, msg=f"You added {PEET} to your shopping cart.")
    lines = [(MAPLE, 12.99, 2), (GM, 41.99, 1), (PEET, 22.49, 1)]
    o3, b3 = shop_cart(lines)
    o4, b4 = shop_cart(lines, qty_edit={GM: "2"})
    lines2 = [(MAPLE, 12.99, 2), (GM, 41.99, 2), (PEET, 22.49, 1)]
    o5, b5 = shop_cart(lines2)
    lines3 = [(MAPLE, 12.99, 2), (GM, 41.99, 2)]
    o6, _ = shop_cart(lines3)
    o7, _ = shop_search(4, order="price")
    o8 = shop_product(4)
    turns = [
        (cl(b0["add0"]), o1),
        (cl(b1["add1"]), o2),
        (f"goto('{SHOP}/checkout/cart/')", o3),
        (fl(b3["qty1"], "2"), o4),
        (cl(b4["update"]), o5),
        (cl(b5["rm2"]), o6),
        (f"goto('{SHOP}/catalogsearch/result/index/?product_list_order=price&q=coffee+pods')", o7),
        (f"goto('{SHOP}/green-mountain-coffee-roasters-breakfast-blend-single-serve-keurig-k-cup-pods-light-roast-coffee-72-count.html')", o8),
    ]
    rs.add("web", "h59-web-01", system("Site: OneStopShop (One Stop Market), the WebArena Magento storefront at http://localhost:7770, signed in as Emma Lopez."),
           turns, state=s0)


# ---------------------------------------------------------------------------------------------------------
# 02 Magento admin (contradiction): a product disabled and saved comes back enabled on its edit page.

ADMIN = "http://localhost:7780/admin"
ADMIN_KEY = "key/5b3c1f0e9d2a7b8c4e6f1a2d3c4b5a69e8f7d6c5b4a3928170f6e5d4c3b2a190/"
BAGS = [
    (1, "Joust Duffle Bag", "24-MB01", 34.00, 86), (2, "Strive Shoulder Pack", "24-MB04", 32.00, 100),
    (3, "Crown Summit Backpack", "24-MB03", 38.00, 57), (4, "Wayfarer Messenger Bag", "24-MB05", 45.00, 100),
    (5, "Rival Field Messenger", "24-MB06", 45.00, 93), (6, "Fusion Backpack", "24-MB02", 59.00, 100),
    (7, "Impulse Duffle", "24-UB02", 74.00, 100), (8, "Voyage Yoga Bag", "24-WB01", 32.00, 74),
]
ADMIN_MENU = ["Dashboard", "Sales", "Catalog", "Customers", "Marketing", "Content", "Reports", "Stores", "System",
              "Find Partners & Extensions"]


def admin_shell(p: Page) -> None:
    p.el(0, "link", "Magento Admin Panel")
    p.el(1, "img", "Magento Admin Panel", "")
    p.el(0, "navigation", "", "")
    p.el(1, "menubar", "", "orientation='horizontal'")
    for m in ADMIN_MENU:
        p.el(2, "link", m.upper() if m != "Find Partners & Extensions" else "FIND PARTNERS & EXTENSIONS")
    p.el(0, "link", "\ue600 admin")
    p.el(0, "link", "\ue607 4", key="notif")
    p.el(0, "textbox", "\ue60c", "clickable")


def admin_grid(keyword: str, price4: float, status4: str, typed: str | None = None) -> tuple[str, dict[str, str]]:
    p = Page(500)
    admin_shell(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Products", "")
    p.el(1, "button", "Add Product", key="add")
    p.el(1, "button", "\ue616", "clickable, hasPopup='menu'")
    p.el(1, "textbox", "Search by keyword", "clickable, focused" if typed is not None else "clickable",
         key="kw", value=typed if typed is not None else keyword)
    p.el(1, "button", "Search", key="go")
    p.el(1, "button", "Filters")
    p.el(1, "button", "Default View", "clickable, hasPopup='menu'")
    p.el(1, "button", "Columns", "clickable, hasPopup='menu'")
    p.el(1, "button", "Export", "clickable, hasPopup='menu'")
    p.tx(1, "Active filters:")
    p.tx(1, f"Keyword: {keyword}")
    p.el(1, "button", "Remove")
    p.el(1, "button", "Clear all")
    rows = BAGS if keyword == "Bag" else [b for b in BAGS if keyword.lower() in b[1].lower()]  # full-text: all of Gear > Bags
    p.el(1, "combobox", "Actions", "clickable, hasPopup='menu', expanded=False")
    p.tx(1, f"{len(rows)} records found")
    p.el(1, "combobox", "per page", "clickable, hasPopup='listbox', expanded=False", value="20")
    p.el(1, "button", "Previous Page", "clickable, disabled=True")
    p.el(1, "spinbutton", "", "clickable", value="1")
    p.tx(1, "of 1")
    p.el(1, "button", "Next Page", "clickable, disabled=True")
    p.el(1, "table", "", "")
    p.el(2, "row", "", "")
    for h in ["", "ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity",
              "Salable Quantity", "Visibility", "Status", "Websites", "Action"]:
        p.el(3, "columnheader", h, "clickable" if h not in ("", "Thumbnail", "Salable Quantity") else "")
    for pid, name, sku, price, qty in rows:
        pr, st = (price4, status4) if pid == 4 else (price, "Enabled")
        p.el(2, "row", "", "clickable")
        p.el(3, "gridcell", "", "")
        p.el(4, "checkbox", "", "clickable, checked='false'")
        for c in [str(pid), "", name, "Simple Product", "Bag", sku, money(pr), f"{qty:.4f}",
                  f"Default Stock: {qty}", "Catalog, Search", st, "Main Website"]:
            p.el(3, "gridcell", c, "")
        p.el(3, "gridcell", "", "")
        p.el(4, "link", "Edit", key=f"edit{pid}")
    return p.out("Products / Inventory / Catalog / Magento Admin", f"{ADMIN}/catalog/product/"), p.bid


def admin_edit(enabled: bool, price: str, saved: bool = False, price_focus: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(1200)
    admin_shell(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Wayfarer Messenger Bag", "")
    p.el(1, "button", "\ue626 Back", key="back")
    p.el(1, "button", "Add Attribute")
    p.el(1, "button", "Save", key="save")
    p.el(1, "button", "\ue616", "clickable, hasPopup='menu'")
    if saved:
        p.el(1, "alert", "", "live='assertive', atomic, relevant='additions'")
        p.tx(2, "You saved the product.")
    p.el(1, "switch", "Enable Product", f"clickable, checked='{str(enabled).lower()}'", key="enable")
    p.tx(2, "Yes" if enabled else "No")
    p.el(1, "combobox", "Attribute Set", "clickable, hasPopup='listbox', expanded=False", value="Bag")
    p.el(1, "textbox", "Product Name *", "clickable, required", value="Wayfarer Messenger Bag")
    p.el(1, "textbox", "SKU *", "clickable, required", value="24-MB05")
    p.tx(1, "$")
    p.el(1, "textbox", "Price *", "clickable, focused, required" if price_focus else "clickable, required", key="price", value=price)
    p.el(1, "link", "Advanced Pricing")
    p.el(1, "combobox", "Tax Class", "clickable, hasPopup='listbox', expanded=False", value="Taxable Goods")
    p.el(1, "textbox", "Quantity", "clickable", value="100")
    p.el(1, "link", "Advanced Inventory")
    p.el(1, "combobox", "Stock Status", "clickable, hasPopup='listbox', expanded=False", value="In Stock")
    p.el(1, "combobox", "Weight", "clickable, hasPopup='listbox', expanded=False", value="This item has weight")
    p.el(1, "textbox", "Weight", "clickable", value="1.6")
    p.tx(1, "lbs")
    p.el(1, "listbox", "Categories", "clickable, multiselectable=True")
    p.el(2, "option", "Gear", "selected=True")
    p.el(2, "option", "Bags", "selected=True")
    p.el(1, "button", "New Category")
    p.el(1, "combobox", "Visibility", "clickable, hasPopup='listbox', expanded=False", value="Catalog, Search")
    p.el(1, "checkbox", "Set Product as New From", "clickable, checked='false'")
    p.el(1, "combobox", "Country of Manufacture", "clickable, hasPopup='listbox', expanded=False", value=" ")
    p.el(1, "listbox", "Activity", "clickable, multiselectable=True")
    p.el(2, "option", "Urban", "selected=True")
    p.el(2, "option", "Travel", "selected=True")
    p.el(1, "listbox", "Material", "clickable, multiselectable=True")
    p.el(2, "option", "Nylon", "selected=True")
    p.el(2, "option", "Polyester", "selected=True")
    p.el(1, "combobox", "Strap/Handle", "clickable, hasPopup='listbox', expanded=False", value="Adjustable, Shoulder")
    for sec in ["Content", "Configurations", "Product Reviews", "Images And Videos", "Search Engine Optimization",
                "Related Products, Up-Sells, and Cross-Sells", "Customizable Options", "Product in Websites",
                "Design", "Gift Options", "Downloadable Information"]:
        p.el(1, "heading", sec, "")
    return p.out("Wayfarer Messenger Bag / Products / Inventory / Catalog / Magento Admin",
                 f"{ADMIN}/catalog/product/edit/id/4/{ADMIN_KEY}"), p.bid


def t02(rs: RowSet) -> None:
    s0, b0 = admin_grid("Bag", 45.00, "Enabled")
    o1, b1 = admin_edit(True, "45.00")
    o2, _ = admin_edit(False, "45.00")
    o3, _ = admin_edit(False, "39.00", price_focus=True)
    o4, b4 = admin_edit(False, "39.00", saved=True)
    o5, b5 = admin_grid("Bag", 39.00, "Disabled")
    o6, _ = admin_grid("Bag", 39.00, "Disabled", typed="Messenger")
    o7, b7 = admin_grid("Messenger", 39.00, "Disabled")
    o8, _ = admin_edit(True, "39.00")  # contradiction: the switch is back on although the product was saved disabled
    turns = [
        (cl(b0["edit4"]), o1),
        (cl(b1["enable"]), o2),
        (fl(b1["price"], "39.00"), o3),
        (cl(b1["save"]), o4),
        (cl(b4["back"]), o5),
        (fl(b5["kw"], "Messenger"), o6),
        ("keyboard_press('Enter')", o7),
        (cl(b7["edit4"]), o8),
    ]
    rs.add("web", "h59-web-02", system("Site: the WebArena Magento Admin panel at http://localhost:7780/admin, signed in as admin."),
           turns, state=s0, bad=True, turn=8,
           kind="The Wayfarer Messenger Bag was switched off and saved (and listed as Disabled), yet its edit page shows Enable Product on again.")


# ---------------------------------------------------------------------------------------------------------
# 03 GitLab (contradiction): an issue created as #1531 is listed as #1532 among closed issues.

GL = "http://localhost:8023"
GLP = f"{GL}/a11yproject/a11yproject.com"
PEOPLE = ["Roxanne Whitaker", "Eric Bailey", "Dana Okafor", "Tomás Varela", "Byte Blaze", "Mei Lin Fong",
          "Josh Halvorsen", "Priyanka Rao"]
OPEN_ISSUES = [
    (1530, "Broken link in the glossary entry for 'ARIA'", "2 days ago", "content", 3),
    (1528, "Add post: How to test with VoiceOver on iPadOS", "3 days ago", "post request", 5),
    (1527, "Checklist: clarify 1.4.11 non-text contrast example", "4 days ago", "checklist", 2),
    (1525, "Dark mode toggle loses focus outline in Safari 17", "6 days ago", "bug", 7),
    (1522, "Resources page: remove defunct Tenon.io link", "1 week ago", "content", 1),
    (1519, "Translate checklist into Brazilian Portuguese", "1 week ago", "translation", 9),
    (1517, "Skip link is hidden behind sticky header on mobile", "2 weeks ago", "bug", 4),
    (1514, "Update 'Myth: Accessibility is expensive' with 2023 data", "2 weeks ago", "content", 0),
    (1511, "Code blocks need accessible names for screen readers", "2 weeks ago", "bug", 6),
    (1508, "Contributor guide: document Eleventy 2.0 upgrade steps", "3 weeks ago", "documentation", 2),
    (1503, "Search results announce count twice in NVDA", "3 weeks ago", "bug", 3),
    (1499, "Post request: accessible data tables with sticky headers", "1 month ago", "post request", 8),
    (1496, "Footer social icons missing text alternatives", "1 month ago", "bug", 1),
    (1490, "Netlify build fails on Node 20", "1 month ago", "infrastructure", 11),
    (1487, "Checklist item for reduced motion should link to WCAG 2.3.3", "1 month ago", "checklist", 2),
    (1481, "Add guidance on accessible CAPTCHA alternatives", "1 month ago", "post request", 4),
    (1477, "Heading levels skip from h2 to h4 on the Resources page", "2 months ago", "bug", 0),
    (1472, "RSS feed includes draft posts", "2 months ago", "infrastructure", 3),
    (1468, "Glossary: add entry for 'accessible name computation'", "2 months ago", "content", 1),
    (1460, "Improve color contrast of visited links in dark theme", "2 months ago", "design", 5),
]
CLOSED_ISSUES = [
    (1529, "Typo in 'How-to: hide content' post", "2 days ago", "content", 1),
    (1526, "Replace Twitter embed with static quote", "5 days ago", "content", 2),
    (1524, "Checklist filter buttons lack aria-pressed", "6 days ago", "bug", 4),
    (1523, "Duplicate of #1517", "6 days ago", "duplicate", 1),
    (1521, "Bump eleventy-img to 3.1.1", "1 week ago", "dependencies", 0),
    (1520, "404 page has no main landmark", "1 week ago", "bug", 3),
    (1518, "Add Hannah to the contributors list", "2 weeks ago", "community", 2),
    (1516, "Post: focus-visible is now baseline", "2 weeks ago", "post request", 6),
    (1515, "Glossary anchor links scroll under header", "2 weeks ago", "bug", 2),
    (1513, "Remove Google Analytics", "2 weeks ago", "infrastructure", 14),
    (1512, "Broken image on 'Quick tips' post", "2 weeks ago", "content", 1),
    (1510, "Checklist: 2.5.8 target size minimum", "3 weeks ago", "checklist", 5),
    (1509, "Spam", "3 weeks ago", "spam", 0),
    (1507, "Update Node version in .nvmrc", "3 weeks ago", "infrastructure", 1),
    (1506, "Prefers-contrast media query example is wrong", "3 weeks ago", "content", 3),
    (1505, "Link underline removed on hover in Firefox", "3 weeks ago", "bug", 2),
    (1504, "Add Spanish translation of 'About'", "3 weeks ago", "translation", 4),
    (1502, "Mastodon verification link", "3 weeks ago", "community", 1),
    (1501, "Post request: testing with Windows High Contrast", "1 month ago", "post request", 7),
]
NEW_TITLE = "Contrast checker post links to retired WebAIM tool URL"
NEW_DESC = ("The post 'Quick color contrast check' links to https://webaim.org/resources/contrastchecker/legacy/, "
            "which now redirects to a 404. Please point it to the current checker and re-test the screenshots.")


def gl_nav(p: Page, open_count: int) -> None:
    p.el(0, "link", "Skip to content")
    p.el(0, "link", "Dashboard")
    p.el(0, "button", "Search GitLab", "clickable, hasPopup='dialog'")
    p.el(0, "link", "Create new...")
    p.el(0, "link", "Issues 13")
    p.el(0, "link", "Merge requests 8")
    p.el(0, "link", "To-Do List 5")
    p.el(0, "link", "Byte Blaze user’s menu", "clickable, hasPopup='menu'")
    p.el(0, "navigation", "Project navigation", "")
    p.el(1, "link", "A a11yproject.com")
    p.el(1, "link", "Project information")
    p.el(1, "link", "Repository")
    p.el(1, "link", f"Issues {open_count}", key="nav_issues")
    p.el(1, "link", "Merge requests 10")
    p.el(1, "link", "CI/CD")
    p.el(1, "link", "Deployments")
    p.el(1, "link", "Wiki")
    p.el(1, "link", "Settings")


def gl_list(state: str, n_open: int, n_closed: int, new_iid: int | None = None) -> tuple[str, dict[str, str]]:
    p = Page(200)
    gl_nav(p, n_open)
    p.el(0, "navigation", "Breadcrumbs", "")
    p.el(1, "link", "The A11Y Project")
    p.el(1, "link", "a11yproject.com")
    p.el(1, "link", "Issues")
    p.el(0, "main", "", "")
    p.el(1, "tablist", "", "")
    p.el(2, "tab", f"Open {n_open}", f"clickable, selected={state == 'opened'}", key="tab_open")
    p.el(2, "tab", f"Closed {n_closed:,}", f"clickable, selected={state == 'closed'}", key="tab_closed")
    p.el(2, "tab", f"All {n_open + n_closed:,}", "clickable, selected=False")
    p.el(1, "link", "Subscribe to RSS feed")
    p.el(1, "button", "Actions", "clickable, hasPopup='menu'")
    p.el(1, "button", "Edit issues")
    p.el(1, "link", "New issue", key="new")
    p.el(1, "textbox", "Search or filter results...", "clickable")
    p.el(1, "button", "Created date", "clickable, hasPopup='listbox'")
    p.el(1, "button", "Sort direction: Descending")
    items = OPEN_ISSUES if state == "opened" else CLOSED_ISSUES
    p.el(1, "list", "", "")
    if state == "closed" and new_iid:
        p.el(2, "listitem", "", "")
        p.el(3, "link", NEW_TITLE, key="newissue")
        p.tx(3, f"#{new_iid} · created 3 minutes ago by")
        p.el(3, "link", "Byte Blaze")
        p.el(3, "link", "content")
        p.tx(3, "CLOSED", "updated 1 minute ago")
    for k, (iid, title, when, label, notes) in enumerate(items):
        p.el(2, "listitem", "", "")
        p.el(3, "link", title)
        p.tx(3, f"#{iid} · created {when} by")
        p.el(3, "link", PEOPLE[(iid * 7 + k) % len(PEOPLE)])
        p.el(3, "link", label)
        if state == "closed":
            p.tx(3, "CLOSED")
        p.tx(3, f"updated {when}")
        if notes:
            p.el(3, "link", str(notes))
    p.el(1, "navigation", "Pagination", "")
    p.el(2, "link", "Prev", "clickable, disabled=True")
    pages = 3 if state == "opened" else 62
    for i in range(1, min(pages, 3) + 1):
        p.el(2, "link", str(i))
    if pages > 3:
        p.tx(2, "...")
        p.el(2, "link", str(pages))
    p.el(2, "link", "Next")
    url = f"{GLP}/-/issues" + ("/?state=closed" if state == "closed" else "")
    return p.out("Issues · The A11Y Project / a11yproject.com · GitLab", url), p.bid


def gl_new(title: str = "", desc: str = "", focus: str = "") -> tuple[str, dict[str, str]]:
    p = Page(700)
    gl_nav(p, 41)
    p.el(0, "main", "", "")
    p.el(1, "heading", "New Issue", "")
    p.el(1, "textbox", "Title (required)", "clickable, required" + (", focused" if focus == "title" else ""), key="title", value=title)
    p.el(1, "button", "Add description templates to help your contributors to communicate effectively!")
    p.el(1, "combobox", "Type", "clickable, hasPopup='listbox'", value="Issue")
    p.el(1, "combobox", "Choose a template", "clickable, hasPopup='listbox'", value="No template")
    p.el(1, "tablist", "", "")
    p.el(2, "tab", "Write", "clickable, selected=True")
    p.el(2, "tab", "Preview", "clickable, selected=False")
    p.el(1, "textbox", "Description", "clickable, multiline" + (", focused" if focus == "desc" else ""), key="desc", value=desc)
    p.tx(1, "Supports Markdown. For quick actions, type /.")
    p.el(1, "checkbox", "This issue is confidential and should only be visible to team members with at least Reporter access.", "clickable, checked='false'")
    p.el(1, "button", "Assignee Unassigned", "clickable, hasPopup='listbox'")
    p.el(1, "link", "Assign to me")
    p.el(1, "button", "Milestone Select milestone", "clickable, hasPopup='listbox'")
    p.el(1, "button", "Labels Labels", "clickable, hasPopup='listbox'")
    p.el(1, "textbox", "Due date", "clickable")
    p.el(1, "button", "Create issue", key="create")
    p.el(1, "link", "Cancel")
    return p.out("New Issue · The A11Y Project / a11yproject.com · GitLab", f"{GLP}/-/issues/new"), p.bid


LABELS = ["bug", "checklist", "community", "content", "dependencies", "design", "documentation", "duplicate",
          "good first issue", "infrastructure", "post request", "translation"]


def gl_issue(labels: list[str], closed: bool, dropdown: str = "", notes: list[str] | None = None,
             n_open: int = 42, created: str = "just now") -> tuple[str, dict[str, str]]:
    p = Page(900)
    gl_nav(p, n_open)
    p.el(0, "navigation", "Breadcrumbs", "")
    p.el(1, "link", "The A11Y Project")
    p.el(1, "link", "a11yproject.com")
    p.el(1, "link", "Issues")
    p.el(1, "link", "#1531")
    p.el(0, "main", "", "")
    p.tx(1, "Closed" if closed else "Open", f"Issue created {created} by")
    p.el(1, "link", "Byte Blaze")
    p.el(1, "button", "Reopen issue" if closed else "Close issue", key="close")
    p.el(1, "button", "Issue actions", "clickable, hasPopup='menu'")
    p.el(1, "heading", NEW_TITLE, "")
    p.tx(1, NEW_DESC)
    p.el(1, "button", "Edit title and description")
    p.el(1, "button", "Add a to do")
    p.el(1, "heading", "Linked items 0", "")
    p.el(1, "button", "Add a linked item")
    p.el(1, "heading", "Activity", "")
    for n in notes or []:
        p.tx(1, f"Byte Blaze {n}")
    p.el(1, "textbox", "Comment", "clickable, multiline")
    p.el(1, "button", "Comment")
    p.el(1, "button", "Close issue" if not closed else "Reopen issue")
    p.el(1, "complementary", "Issue sidebar", "")
    p.tx(2, "Assignee")
    p.el(2, "button", "Edit")
    p.tx(2, "None - ")
    p.el(2, "button", "assign yourself")
    p.tx(2, "Labels")
    p.el(2, "button", "Edit", key="labels_edit")
    if dropdown:
        p.el(2, "textbox", "Search labels", "clickable, focused", late=True)
        p.el(2, "listbox", "Select labels", "", late=True)
        for lab in LABELS:
            p.el(3, "option", lab, f"clickable, selected={lab in (labels + ([dropdown] if dropdown != 'open' else []))}", key=f"lab_{lab}", late=True)
        p.el(2, "button", "Close", key="lab_close", late=True)
        p.el(2, "link", "Manage project labels", late=True)
    if labels:
        p.late += 20
        for lab in labels:
            p.el(2, "link", lab, late=True)
    else:
        p.tx(2, "None")
    p.tx(2, "Milestone")
    p.el(2, "button", "Edit")
    p.tx(2, "None")
    p.tx(2, "Due date")
    p.el(2, "button", "Edit")
    p.tx(2, "None")
    p.tx(2, "Time tracking", "No estimate or time spent")
    p.tx(2, "Confidentiality", "Not confidential")
    p.tx(2, "1 Participant")
    p.el(2, "link", "Byte Blaze")
    p.el(2, "switch", "Notifications", "clickable, checked='true'")
    p.tx(2, "Reference: a11yproject/a11yproject.com#1531")
    p.el(2, "button", "Copy Reference")
    p.tx(2, "Issue email: incoming+a11yproject-a11yproject-com-174-issue-@gitlab.example.com")
    p.el(2, "button", "Copy email address")
    return p.out(f"{NEW_TITLE} (#1531) · Issues · The A11Y Project / a11yproject.com · GitLab", f"{GLP}/-/issues/1531"), p.bid


def t03(rs: RowSet) -> None:
    s0, b0 = gl_list("opened", 41, 1218)
    o1, b1 = gl_new(focus="title")
    o2, _ = gl_new(NEW_TITLE, focus="title")
    o3, _ = gl_new(NEW_TITLE, NEW_DESC, focus="desc")
    o4, b4 = gl_issue([], False)
    o5, b5 = gl_issue([], False, dropdown="open")
    o6, _ = gl_issue([], False, dropdown="content")
    o7, b7 = gl_issue(["content"], False, notes=["added content label just now"], created="1 minute ago")
    o8, _ = gl_issue(["content"], True, notes=["added content label 1 minute ago", "closed just now"], n_open=41,
                     created="2 minutes ago")
    o9, b9 = gl_list("closed", 41, 1219, new_iid=1532)  # contradiction: the issue is #1531
    o10, _ = gl_list("opened", 41, 1219)
    turns = [
        (cl(b0["new"]), o1),
        (fl(b1["title"], NEW_TITLE), o2),
        (fl(b1["desc"], NEW_DESC), o3),
        (cl(b1["create"]), o4),
        (cl(b4["labels_edit"]), o5),
        (cl(b5["lab_content"]), o6),
        (cl(b5["lab_close"]), o7),
        (cl(b7["close"]), o8),
        (f"goto('{GLP}/-/issues/?state=closed')", o9),
        (cl(b9["tab_open"]), o10),
    ]
    rs.add("web", "h59-web-03", system("Site: the WebArena GitLab at http://localhost:8023, signed in as Byte Blaze (byteblaze)."),
           turns, state=s0, bad=True, turn=9,
           kind="The issue created and closed as #1531 (reference a11yproject/a11yproject.com#1531) is listed as #1532 in the closed issues.")


# ---------------------------------------------------------------------------------------------------------
# 04 Postmill forum (clean): upvote, comment, edit, delete, re-sort comments.

PM = "http://localhost:9999"
PM_URL = f"{PM}/f/books/71312/what-s-a-book-you-re-read-every-year"
PM_COMMENTS = [
    ("bookwyrm_73", "The Hobbit, every December. It's comfort food at this point.", 41, "4 hours ago", 240, 5),
    ("quietstacks", "Pride and Prejudice. I notice something new about Charlotte Lucas every time.", 33, "4 hours ago", 232, 3),
    ("Kelvin_Ashby", "Station Eleven, every year since 2020. It hits differently each time.", 19, "3 hours ago", 190, 2),
    ("marginalia_m", "The Remains of the Day. Short enough to finish on a long weekend.", 15, "3 hours ago", 171, 2),
    ("tsundoku_tim", "Not a novel, but Bird by Bird before I start any writing project.", 12, "2 hours ago", 133, 1),
    ("NorthernReader", "Anne of Green Gables, usually in spring.", 9, "2 hours ago", 121, 1),
    ("dogear_dan", "Discworld: Guards! Guards! I rotate through the Watch books.", 7, "1 hour ago", 64, 1),
    ("heliotrope", "A Wizard of Earthsea. The ending gets me every time.", 4, "47 minutes ago", 47, 1),
]
MY_COMMENT = "Dune. I pick up something new about the ecology every read, and the appendices are half the fun."
MY_COMMENT2 = ("Dune, every January. I pick up something new about the ecology every read, and the appendices "
               "are half the fun.")


def pm_page(score: int, voted: bool, sort: str = "top", mine: str | None = None, editing: str | None = None,
            draft: str = "", n_comments: int = 24, edited: bool = False, flash: str = "") -> tuple[str, dict[str, str]]:
    p = Page(60)
    p.el(0, "link", "Jump to main content")
    p.el(0, "link", "Jump to sidebar")
    p.el(0, "navigation", "", "")
    p.el(1, "link", "Home")
    p.el(1, "link", "Postmill")
    p.el(1, "link", "Forums")
    p.el(1, "link", "Wiki")
    p.el(1, "searchbox", "Search query", "clickable")
    p.el(1, "link", "Notifications (0)")
    p.el(1, "button", "MarvelsGrantMan136", "clickable, expanded=False")
    p.el(0, "main", "", "")
    if flash:
        p.el(1, "alert", "", "live='assertive', atomic, relevant='additions'")
        p.tx(2, flash)
    p.el(1, "heading", "What's a book you re-read every year?", "")
    p.el(2, "link", "What's a book you re-read every year?")
    p.tx(1, "Submitted by")
    p.el(1, "link", "alexfitz")
    p.tx(1, "in")
    p.el(1, "link", "books")
    p.tx(1, "5 hours ago")
    p.el(1, "link", f"{n_comments} comments")
    p.el(1, "button", "Save")
    p.el(1, "button", "Retract upvote" if voted else "Upvote", key="up")
    p.tx(1, str(score))
    p.el(1, "button", "Downvote")
    p.tx(1, "Mine's The Left Hand of Darkness. Curious what everyone else keeps coming back to.")
    p.el(1, "heading", f"{n_comments} comments", "")
    p.tx(1, "Sort by:")
    p.el(1, "button", "Top" if sort == "top" else "New", "clickable, hasPopup='menu', expanded=False", key="sort")
    p.el(1, "textbox", "Comment", "clickable, multiline" + (", focused" if draft else ""), key="reply", value=draft)
    p.el(1, "button", "Post", key="post")
    order = list(PM_COMMENTS)
    if sort == "new":
        order.sort(key=lambda c: c[4])
    p.el(1, "list", "", "")
    for user, text, sc, when, _, replies in order:
        p.el(2, "article", "", "")
        p.el(3, "link", user)
        p.tx(3, when)
        p.tx(3, text)
        p.el(3, "button", "Upvote")
        p.tx(3, str(sc))
        p.el(3, "button", "Downvote")
        p.el(3, "link", "Reply")
        p.el(3, "link", "Permalink")
        p.el(3, "link", f"{replies} repl{'y' if replies == 1 else 'ies'}", "clickable, expanded=False")
    if mine is not None:
        p.el(2, "article", "", "")
        p.el(3, "link", "MarvelsGrantMan136")
        p.tx(3, "1 minute ago" if edited else "0 seconds ago")
        if edited:
            p.tx(3, "(edited 0 seconds ago)")
        if editing is not None:
            p.el(3, "textbox", "Comment", "clickable, multiline, focused", key="edit_box", value=editing, late=True)
            p.el(3, "button", "Save", key="edit_save", late=True)
            p.el(3, "button", "Cancel", late=True)
        else:
            p.tx(3, mine)
        p.el(3, "button", "Retract upvote")
        p.tx(3, "1")
        p.el(3, "button", "Downvote")
        p.el(3, "link", "Reply")
        p.el(3, "link", "Permalink")
        p.el(3, "link", "Edit", key="my_edit")
        p.el(3, "button", "Delete", key="my_delete")
    p.el(0, "complementary", "", "")
    p.el(1, "link", "books")
    p.tx(1, "Talk about books: reading now, re-reading, recommendations, reviews. Be kind.")
    p.el(1, "button", "Unsubscribe")
    p.tx(1, "12,448 subscribers")
    p.tx(1, "Created 3 years ago")
    p.el(1, "link", "Moderation log")
    url = PM_URL + ("?sort=new" if sort == "new" else "")
    return p.out("What's a book you re-read every year? : books", url), p.bid


def t04(rs: RowSet) -> None:
    s0, b0 = pm_page(57, False)
    o1, _ = pm_page(58, True)
    o2, _ = pm_page(58, True, draft=MY_COMMENT)
    o3, b3 = pm_page(58, True, mine=MY_COMMENT, n_comments=25)
    o4, b4 = pm_page(58, True, mine=MY_COMMENT, editing=MY_COMMENT, n_comments=25)
    o5, _ = pm_page(58, True, mine=MY_COMMENT, editing=MY_COMMENT2, n_comments=25)
    o6, b6 = pm_page(58, True, mine=MY_COMMENT2, n_comments=25, edited=True)
    o7, _ = pm_page(58, True, flash="The comment was deleted.")
    o8, _ = pm_page(58, True, sort="new")
    turns = [
        (cl(b0["up"]), o1),
        (fl(b0["reply"], MY_COMMENT), o2),
        (cl(b0["post"]), o3),
        (cl(b3["my_edit"]), o4),
        (fl(b4["edit_box"], MY_COMMENT2), o5),
        (cl(b4["edit_save"]), o6),
        (cl(b6["my_delete"]), o7),
        ("goto('" + PM_URL + "?sort=new')", o8),
    ]
    rs.add("web", "h59-web-04", system("Site: the WebArena Postmill forum at http://localhost:9999, signed in as MarvelsGrantMan136."),
           turns, state=s0)


# ---------------------------------------------------------------------------------------------------------
# 05 OpenStreetMap (clean): directions by car, then by bicycle, then reversed.

OSM = "http://localhost:3000"
CMU, PIT = "40.4443,-79.9436", "40.4958,-80.2413"
ROUTES = {
    ("car", "fwd"): ("28km", "0:26", [
        ("Start on Frew Street", "400m"), ("Turn left onto Schenley Drive", "700m"),
        ("Turn right onto Forbes Avenue", "1.5km"), ("Continue onto Boulevard of the Allies", "2.3km"),
        ("Slight right onto the ramp towards I 376 West: Airport", "300m"),
        ("Merge onto Penn Lincoln Parkway (I 376)", "1.2km"), ("Continue onto Fort Pitt Tunnel (I 376)", "1.1km"),
        ("Continue onto Parkway West (I 376)", "17km"), ("Take the exit towards Airport Terminals", "400m"),
        ("Continue onto Airport Boulevard", "2.6km"), ("Slight left onto Terminal Drive", "500m"),
        ("Reached destination", "")]),
    ("bike", "fwd"): ("31km", "2:02", [
        ("Start on Frew Street", "400m"), ("Turn left onto Schenley Drive", "700m"),
        ("Turn right onto Forbes Avenue", "1.5km"), ("Turn left onto Bates Street", "900m"),
        ("Turn right onto Eliza Furnace Trail", "4.8km"), ("Continue onto Three Rivers Heritage Trail", "4.2km"),
        ("Turn left onto West End Bridge", "600m"), ("Turn right onto Steuben Street", "5.9km"),
        ("Turn right onto Montour Trail", "9.6km"), ("Turn left onto Business Loop 376", "1.8km"),
        ("Turn right onto Terminal Drive", "600m"), ("Reached destination", "")]),
    ("bike", "rev"): ("32km", "2:09", [
        ("Start on Terminal Drive", "600m"), ("Turn right onto Business Loop 376", "1.8km"),
        ("Turn left onto Montour Trail", "9.6km"), ("Turn left onto Steuben Street", "6.1km"),
        ("Turn left onto West End Bridge", "600m"), ("Turn right onto Three Rivers Heritage Trail", "4.2km"),
        ("Continue onto Eliza Furnace Trail", "4.8km"), ("Turn left onto Bates Street", "900m"),
        ("Turn right onto Fifth Avenue", "1.9km"), ("Turn right onto Morewood Avenue", "600m"),
        ("Turn right onto Forbes Avenue", "400m"), ("Turn left onto Frew Street", "300m"),
        ("Reached destination", "")]),
}


def osm_page(mode: str = "home", frm: str = "", to: str = "", engine: str = "car", direction: str = "fwd",
             focus: str = "") -> tuple[str, dict[str, str]]:
    p = Page(140)
    p.el(0, "link", "OpenStreetMap logo OpenStreetMap")
    p.el(1, "img", "OpenStreetMap logo", "")
    p.el(0, "button", "Edit", "clickable, hasPopup='menu', expanded=False")
    p.el(0, "link", "History")
    p.el(0, "link", "Export")
    p.el(0, "link", "GPS Traces")
    p.el(0, "link", "User Diaries")
    p.el(0, "link", "Communities")
    p.el(0, "link", "Copyright")
    p.el(0, "link", "Help")
    p.el(0, "link", "About")
    p.el(0, "link", "Log In")
    p.el(0, "link", "Sign Up")
    if mode == "home":
        p.el(0, "textbox", "Search", "clickable, focused")
        p.el(0, "button", "Go")
        p.el(0, "link", "Find directions between two points", key="dir")
        p.el(0, "heading", "Welcome to OpenStreetMap!", "")
        p.el(0, "button", "Close")
        p.tx(0, "OpenStreetMap is a map of the world, created by people like you and free to use under an open license.",
             "Hosting is supported by UCL, Fastly, Bytemark Hosting, and other partners.")
        p.el(0, "link", "Learn More")
        p.el(0, "link", "Start Mapping")
    else:
        names = {"car": "Car (OSRM)", "bike": "Bicycle (OSRM)", "foot": "Foot (OSRM)"}
        p.el(0, "combobox", "", "clickable, hasPopup='menu', expanded=False", key="engine", value=names[engine])
        for k in ["Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)", "Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)"]:
            p.el(1, "option", k, f"selected={k == names[engine]}")
        p.el(0, "textbox", "From", "clickable" + (", focused" if focus == "from" else ""), key="from", value=frm)
        p.el(0, "textbox", "To", "clickable" + (", focused" if focus == "to" else ""), key="to", value=to)
        p.el(0, "button", "Go", key="go")
        p.el(0, "button", "Reverse Directions", key="rev")
        p.el(0, "link", "Close", key="close")
        if mode == "route":
            dist, time, steps = ROUTES[(engine, direction)]
            p.late += {"car": 0, "bike": 100}[engine] + (100 if direction == "rev" else 0)
            p.el(0, "heading", "Directions", "", late=True)
            p.el(0, "link", "Download route as GPX", late=True)
            p.tx(0, f"Distance: {dist}. Time: {time}.")
            p.el(0, "table", "", "", late=True)
            for i, (st, d) in enumerate(steps, 1):
                p.el(1, "row", "", "", late=True)
                p.el(2, "gridcell", "", "", late=True)
                p.el(2, "gridcell", f"{i}. {st}", "", late=True)
                p.el(2, "gridcell", d, "", late=True)
            p.tx(0, "Directions courtesy of")
            p.el(0, "link", "OSRM (FOSSGIS)", late=True)
    p.el(0, "region", "Map", "")
    p.el(1, "button", "Zoom In")
    p.el(1, "button", "Zoom Out")
    p.el(1, "button", "Show My Location")
    p.el(1, "button", "Layers")
    p.el(1, "button", "Legend")
    p.el(1, "button", "Share")
    p.el(1, "button", "Add a note to the map")
    p.el(1, "button", "Map Data")
    p.el(1, "button", "Query features")
    p.tx(1, "1 km" if mode == "route" else "500 m", "2000 ft" if mode == "route" else "1000 ft")
    p.tx(1, "© OpenStreetMap contributors ♥ Make a Donation. Website and API terms")
    if mode == "home":
        url = f"{OSM}/#map=13/40.4416/-79.9431"
    elif mode == "form":
        url = f"{OSM}/directions#map=13/40.4416/-79.9431"
    else:
        eng = {"car": "fossgis_osrm_car", "bike": "fossgis_osrm_bike"}[engine]
        a, b = (CMU, PIT) if direction == "fwd" else (PIT, CMU)
        url = f"{OSM}/directions?engine={eng}&route={a.replace(',', '%2C')}%3B{b.replace(',', '%2C')}#map=12/40.4721/-80.0863"
    return p.out("OpenStreetMap", url), p.bid


def t05(rs: RowSet) -> None:
    A, B = "Carnegie Mellon University", "Pittsburgh International Airport"
    s0, b0 = osm_page()
    o1, b1 = osm_page("form", focus="from")
    o2, _ = osm_page("form", A, focus="from")
    o3, _ = osm_page("form", A, B, focus="to")
    o4, b4 = osm_page("route", A, B)
    o5, _ = osm_page("route", A, B, engine="bike")
    o6, _ = osm_page("route", B, A, engine="bike", direction="rev")
    turns = [
        (cl(b0["dir"]), o1),
        (fl(b1["from"], A), o2),
        (fl(b1["to"], B), o3),
        (cl(b1["go"]), o4),
        (sel(b4["engine"], "Bicycle (OSRM)"), o5),
        (cl(b4["rev"]), o6),
    ]
    rs.add("web", "h59-web-05", system("Site: the WebArena OpenStreetMap instance at http://localhost:3000 (not logged in)."),
           turns, state=s0)


# ---------------------------------------------------------------------------------------------------------
# 06 Wikipedia via Kiwix (contradiction): Mount Rainier's prominence changes between two visits.

KIWIX = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A/"
WIKI = {
    "Mount_Rainier": ("Mount Rainier", [
        "Mount Rainier (/reɪˈnɪər/ ray-NEER), also known as Tahoma, is a large active stratovolcano in the Cascade Range of the Pacific Northwest in the United States. The mountain is located in Mount Rainier National Park about 59 miles (95 km) south-southeast of Seattle.",
        "With a summit elevation of 14,411 ft (4,392 m), it is the highest mountain in the U.S. state of Washington, the most topographically prominent mountain in the contiguous United States, and the tallest in the Cascade Volcanic Arc.",
        "Mount Rainier is considered one of the most dangerous volcanoes in the world, and it is on the Decade Volcano list. Because of its large amount of glacial ice, Mount Rainier could produce massive lahars that could threaten the entire Puyallup River valley.",
    ], [
        ("Highest point", ""), ("Elevation", "14,411 ft (4,392 m)"), ("Prominence", "13,210 ft (4,026 m)"),
        ("Isolation", "731 mi (1,176 km)"), ("Listing", "Ultra-prominent peak; Washington county high points"),
        ("Coordinates", "46°51′10″N 121°45′38″W"), ("Geography", ""),
        ("Location", "Mount Rainier National Park, Pierce County, Washington, U.S."), ("Parent range", "Cascade Range"),
        ("Topo map", "USGS Mount Rainier West"), ("Geology", ""), ("Age of rock", "500,000 years"),
        ("Mountain type", "Stratovolcano"), ("Volcanic arc", "Cascade Volcanic Arc"), ("Last eruption", "1450 ± 45 years"),
        ("Climbing", ""), ("First ascent", "1870 by Hazard Stevens and P. B. Van Trump"),
        ("Easiest route", "Disappointment Cleaver"),
    ], ["stratovolcano", "Cascade Range", "Pacific Northwest", "Mount Rainier National Park", "Seattle",
        "Cascade Volcanic Arc", "Decade Volcano", "lahars", "Puyallup River", "Mount St. Helens", "Emmons Glacier"]),
    "Cascade_Range": ("Cascade Range", [
        "The Cascade Range or Cascades is a major mountain range of western North America, extending from southern British Columbia through Washington and Oregon to Northern California.",
        "The highest peak in the range is Mount Rainier in Washington at 14,411 feet (4,392 m). The Cascades are part of the Pacific Ocean's Ring of Fire, and all of the known historic eruptions in the contiguous United States have been from Cascade volcanoes.",
        "The two most recent were Lassen Peak from 1914 to 1921 and a major eruption of Mount St. Helens in 1980. Minor eruptions of Mount St. Helens have also occurred, most recently from 2004 to 2008.",
    ], [
        ("Highest point", ""), ("Peak", "Mount Rainier"), ("Elevation", "14,411 ft (4,392 m)"),
        ("Coordinates", "46°51′10″N 121°45′38″W"), ("Dimensions", ""), ("Length", "700 mi (1,100 km)"),
        ("Geography", ""), ("Countries", "United States and Canada"), ("Parent range", "Pacific Coast Ranges"),
        ("Geology", ""), ("Age of rock", "Cenozoic"), ("Type of rock", "Volcanic and metamorphic"),
    ], ["mountain range", "British Columbia", "Mount Rainier", "Ring of Fire", "Lassen Peak", "Mount St. Helens",
        "Mount Baker", "Mount Hood", "Glacier Peak", "Mount Shasta", "Crater Lake"]),
    "Mount_Baker": ("Mount Baker", [
        "Mount Baker (Lummi: Qwú’mə Kwəlshéːn; Nooksack: Kw’ikw’tl’ Kwəlshéːn), also known as Koma Kulshan or simply Kulshan, is a 10,781 ft (3,286 m) active glacier-covered andesitic stratovolcano in the Cascade Volcanic Arc and the North Cascades of Washington in the United States.",
        "Mount Baker has the second-most thermally active crater in the Cascade Range after Mount St. Helens. About 31 miles (50 km) due east of the city of Bellingham, Whatcom County, Mount Baker is the youngest volcano in the Mount Baker volcanic field.",
    ], [
        ("Highest point", ""), ("Elevation", "10,781 ft (3,286 m)"), ("Prominence", "8,812 ft (2,686 m)"),
        ("Isolation", "132 mi (212 km)"), ("Coordinates", "48°46′36″N 121°48′51″W"), ("Geography", ""),
        ("Location", "Whatcom County, Washington, U.S."), ("Parent range", "Cascade Range"), ("Geology", ""),
        ("Mountain type", "Stratovolcano"), ("Last eruption", "September to November 1880"), ("Climbing", ""),
        ("First ascent", "1868 by Edmund T. Coleman and party"), ("Easiest route", "Coleman-Deming glacier climb"),
    ], ["Cascade Volcanic Arc", "North Cascades", "Bellingham", "Whatcom County", "Mount St. Helens",
        "Sherman Crater", "Easton Glacier"]),
    "Mount_St._Helens": ("Mount St. Helens", [
        "Mount St. Helens (known as Lawetlat'la to the indigenous Cowlitz people, and Loowit or Louwala-Clough to the Klickitat) is an active stratovolcano located in Skamania County, Washington, in the Pacific Northwest region of the United States.",
        "It lies 52 miles (83 km) northeast of Portland, Oregon, and 98 miles (158 km) south of Seattle. Mount St. Helens is most famous for its major eruption on May 18, 1980, the deadliest and most economically destructive volcanic event in U.S. history.",
    ], [
        ("Highest point", ""), ("Elevation", "8,363 ft (2,549 m)"), ("Prominence", "4,605 ft (1,404 m)"),
        ("Coordinates", "46°11′28″N 122°11′40″W"), ("Geography", ""),
        ("Location", "Skamania County, Washington, U.S."), ("Parent range", "Cascade Range"), ("Geology", ""),
        ("Mountain type", "Stratovolcano"), ("Last eruption", "2004–2008"), ("Climbing", ""),
        ("First ascent", "1853 by Thomas J. Dryer"), ("Easiest route", "Hike via Monitor Ridge"),
    ], ["stratovolcano", "Skamania County, Washington", "Portland, Oregon", "Seattle",
        "1980 eruption of Mount St. Helens", "Spirit Lake", "Mount Rainier"]),
    "Mount_Rainier_National_Park": ("Mount Rainier National Park", [
        "Mount Rainier National Park is a national park of the United States located in southeast Pierce County and northeast Lewis County in Washington state. The park was established on March 2, 1899, as the fifth national park in the United States.",
        "The park encompasses 236,381 acres (369.34 sq mi; 956.60 km2) including all of Mount Rainier, a 14,411-foot (4,392 m) stratovolcano. The mountain rises abruptly from the surrounding land with elevations in the park ranging from 1,600 feet to over 14,000 feet (490–4,300 m).",
    ], [
        ("Location", "Pierce County and Lewis County, Washington, United States"), ("Nearest city", "Tacoma, Washington"),
        ("Coordinates", "46°51′N 121°45′W"), ("Area", "236,381 acres (956.60 km2)"), ("Established", "March 2, 1899"),
        ("Visitors", "1,670,063 (in 2022)"), ("Governing body", "National Park Service"),
    ], ["national park", "Pierce County", "Lewis County", "Mount Rainier", "Paradise", "Longmire", "Wonderland Trail"]),
}


def wiki_page(slug: str, override: dict[str, str] | None = None) -> tuple[str, dict[str, str]]:
    title, paras, box, links = WIKI[slug]
    p = Page(30)
    p.el(0, "link", "Go to welcome page")
    p.el(0, "button", "🏠")
    p.el(0, "link", "Go to the main page of 'Wikipedia'")
    p.el(0, "button", "Wikipedia")
    p.el(0, "link", "Go to a randomly selected page")
    p.el(0, "button", "🎲")
    p.el(0, "searchbox", "Search 'Wikipedia'", "clickable")
    p.el(0, "article", "", "")
    p.el(1, "heading", title, "")
    p.el(1, "table", "", "")
    for k, v in box:
        p.el(2, "row", "", "")
        if v:
            p.el(3, "rowheader", k, "")
            p.el(3, "gridcell", (override or {}).get(k, v), "")
        else:
            p.el(3, "columnheader", k, "")
    for para in paras:
        p.tx(1, para)
    p.el(1, "heading", "Contents", "")
    p.el(1, "list", "", "")
    for ln in links:
        p.el(2, "link", ln, key=ln)
    p.el(1, "heading", "References", "")
    p.tx(1, "This article is issued from Wikipedia. The text is licensed under Creative Commons - Attribution - Sharealike. Additional terms may apply for the media files.")
    return p.out(title, KIWIX + slug), p.bid


def t06(rs: RowSet) -> None:
    s0, b0 = wiki_page("Mount_Rainier")
    o1, b1 = wiki_page("Cascade_Range")
    o2, _ = wiki_page("Mount_Baker")
    o3, _ = wiki_page("Cascade_Range")
    o4, b4 = wiki_page("Mount_Rainier")
    o5, _ = wiki_page("Mount_St._Helens")
    o6, b6 = wiki_page("Mount_Rainier", {"Prominence": "13,120 ft (4,026 m)"})  # contradiction
    o7, _ = wiki_page("Mount_Rainier_National_Park")
    turns = [
        (cl(b0["Cascade Range"]), o1),
        (cl(b1["Mount Baker"]), o2),
        ("go_back()", o3),
        ("go_back()", o4),
        (cl(b4["Mount St. Helens"]), o5),
        ("go_back()", o6),
        (cl(b6["Mount Rainier National Park"]), o7),
    ]
    rs.add("web", "h59-web-06", system("Site: the WebArena Wikipedia mirror (Kiwix, wikipedia_en_all_maxi_2022-05) at http://localhost:8888."),
           turns, state=s0, bad=True, turn=6,
           kind="Mount Rainier's infobox prominence reads 13,120 ft on the return visit after 13,210 ft on the first two views of the same article.")


# ---------------------------------------------------------------------------------------------------------
# 07 Eventbrite (clean): pick tickets, countdown timer, place order, My tickets, remaining counts drop.

EB = "https://www.eventbrite.com"
EB_EVENT = f"{EB}/e/three-rivers-tech-summit-2024-tickets-812447360917"
EB_TICKETS = [("General Admission", 149.00, 7.30), ("Student (valid .edu ID at check-in)", 49.00, 3.60),
              ("Workshop add-on: Hands-on LLM evaluation", 35.00, 3.09)]


def eb_top(p: Page) -> None:
    p.el(0, "link", "Eventbrite")
    p.el(0, "searchbox", "Search events", "clickable")
    p.el(0, "link", "Find Events")
    p.el(0, "link", "Create Events")
    p.el(0, "link", "Likes")
    p.el(0, "link", "Tickets", key="mytickets")
    p.el(0, "button", "dana.whitfield@fastmail.com", "clickable, hasPopup='menu', expanded=False")


def eb_event(going: str = "") -> tuple[str, dict[str, str]]:
    p = Page(40)
    eb_top(p)
    p.el(0, "main", "", "")
    if going:
        p.el(1, "status", "", "")
        p.tx(2, "You're going!", going)
        p.el(2, "link", "View tickets")
    p.el(1, "img", "Three Rivers Tech Summit 2024 banner", "")
    p.tx(1, "Thursday, May 16")
    p.el(1, "heading", "Three Rivers Tech Summit 2024", "")
    p.tx(1, "A one-day summit for Pittsburgh's software, data and robotics community: 24 talks, 3 hands-on workshops and a hiring fair.")
    p.el(1, "link", "By Three Rivers Tech Council")
    p.tx(1, "2.3k followers")
    p.el(1, "button", "Follow")
    p.el(1, "heading", "Date and time", "")
    p.tx(1, "Thursday, May 16 · 9am - 5:30pm EDT")
    p.el(1, "heading", "Location", "")
    p.tx(1, "David L. Lawrence Convention Center", "1000 Fort Duquesne Boulevard Pittsburgh, PA 15222")
    p.el(1, "button", "Show map")
    p.el(1, "heading", "Refund Policy", "")
    p.tx(1, "Refunds up to 7 days before event")
    p.el(1, "heading", "About this event", "")
    p.tx(1, "8 hours", "Mobile eTicket")
    p.tx(1, "Doors open at 8:15 AM for badge pick-up and breakfast. Keynote at 9:00 AM in Hall A. Workshop seats are limited and require a General Admission or Student ticket.")
    p.el(1, "heading", "Tags", "")
    for t in ["United States Events", "Pennsylvania Events", "Things to do in Pittsburgh, PA", "Pittsburgh Conferences", "#machinelearning", "#robotics"]:
        p.el(2, "link", t)
    p.tx(1, "From $49.00")
    p.el(1, "button", "Get tickets", key="get")
    return p.out("Three Rivers Tech Summit 2024 Tickets, Thu, May 16, 2024 at 9:00 AM | Eventbrite", EB_EVENT), p.bid


def eb_tickets(qty: list[int], remaining: list[int]) -> tuple[str, dict[str, str]]:
    p = Page(300)
    eb_top(p)
    p.el(0, "dialog", "Checkout", "modal=True")
    p.el(1, "button", "Close", key="x")
    p.el(1, "heading", "Three Rivers Tech Summit 2024", "")
    p.tx(1, "Thu, May 16, 2024 9:00 AM - 5:30 PM EDT")
    for i, ((name, price, fee), q, rem) in enumerate(zip(EB_TICKETS, qty, remaining)):
        p.el(1, "heading", name, "")
        p.el(1, "combobox", f"Quantity of {name}", "clickable, hasPopup='menu', expanded=False", key=f"q{i}", value=str(q))
        for k in range(0, 11):
            p.el(2, "option", str(k), f"selected={k == q}")
        p.tx(1, f"{money(price)} + {money(fee)} Fee", "Sales end on May 15, 2024", f"{rem} remaining")
    p.tx(1, "Powered by Eventbrite")
    p.el(1, "heading", "Order summary", "")
    if sum(qty) == 0:
        p.tx(1, "Your order is empty")
        p.el(1, "button", "Check out", "clickable, disabled=True", key="checkout")
    else:
        sub = fees = 0.0
        for (name, price, fee), q in zip(EB_TICKETS, qty):
            if q:
                p.tx(1, f"{q} x {name}", money(q * price))
                sub += q * price
                fees += q * fee
        p.tx(1, "Subtotal", money(sub), "Fees", money(fees), "Total", money(sub + fees))
        p.el(1, "button", "Check out", key="checkout")
    return p.out("Three Rivers Tech Summit 2024 Tickets | Eventbrite", EB_EVENT + "#tickets"), p.bid


def eb_checkout(timer: str, a2: tuple[str, str], focus: str = "") -> tuple[str, dict[str, str]]:
    p = Page(600)
    eb_top(p)
    p.el(0, "dialog", "Checkout", "modal=True")
    p.el(1, "button", "Back")
    p.el(1, "heading", "Checkout", "")
    p.tx(1, f"Time left {timer}")
    p.el(1, "heading", "Contact information", "")
    p.tx(1, "Logged in as dana.whitfield@fastmail.com.")
    p.el(1, "link", "Not you?")
    p.el(1, "textbox", "First name *", "clickable, required", value="Dana")
    p.el(1, "textbox", "Last name *", "clickable, required", value="Whitfield")
    p.el(1, "textbox", "Email address *", "clickable, required", value="dana.whitfield@fastmail.com")
    p.el(1, "checkbox", "Keep me updated on more events and news from this event organizer.", "clickable, checked='true'")
    p.el(1, "heading", "Ticket 1 • General Admission", "")
    p.el(1, "textbox", "First name *", "clickable, required", value="Dana")
    p.el(1, "textbox", "Last name *", "clickable, required", value="Whitfield")
    p.el(1, "heading", "Ticket 2 • General Admission", "")
    p.el(1, "textbox", "First name *", "clickable, required" + (", focused" if focus == "f" else ""), key="a2f", value=a2[0])
    p.el(1, "textbox", "Last name *", "clickable, required" + (", focused" if focus == "l" else ""), key="a2l", value=a2[1])
    p.el(1, "heading", "Ticket 3 • Workshop add-on: Hands-on LLM evaluation", "")
    p.el(1, "combobox", "Workshop attendee *", "clickable, hasPopup='menu', expanded=False", value="Dana Whitfield")
    p.el(1, "heading", "Pay with", "")
    p.el(1, "radio", "Visa ending in 0471, expires 09/27", "clickable, checked='true'")
    p.el(1, "radio", "Add a new card", "clickable, checked='false'")
    p.el(1, "radio", "PayPal", "clickable, checked='false'")
    p.el(1, "heading", "Order summary", "")
    p.tx(1, "2 x General Admission", "$298.00", "1 x Workshop add-on: Hands-on LLM evaluation", "$35.00",
         "Subtotal", "$333.00", "Fees", "$17.69", "Total", "$350.69")
    p.el(1, "button", "Place order", key="place")
    return p.out("Checkout | Eventbrite", EB_EVENT + "#checkout"), p.bid


def eb_confirm() -> tuple[str, dict[str, str]]:
    p = Page(900)
    eb_top(p)
    p.el(0, "dialog", "Checkout", "modal=True")
    p.el(1, "button", "Close")
    p.el(1, "heading", "Thanks for your order! #7841203952", "")
    p.tx(1, "YOU'RE GOING TO", "Three Rivers Tech Summit 2024")
    p.tx(1, "3 tickets sent to", "dana.whitfield@fastmail.com")
    p.el(1, "link", "Change")
    p.tx(1, "Thursday, May 16, 2024 from 9:00 AM to 5:30 PM EDT", "David L. Lawrence Convention Center, Pittsburgh, PA")
    p.tx(1, "Order total: $350.69", "Paid with Visa ending in 0471 on May 2, 2024 at 2:47 PM EDT")
    p.el(1, "button", "Add to calendar", "clickable, hasPopup='menu'")
    p.el(1, "link", "Go to My Tickets", key="go_tickets")
    return p.out("Checkout | Eventbrite", EB_EVENT + "#checkout"), p.bid


def eb_mytickets() -> tuple[str, dict[str, str]]:
    p = Page(1100)
    eb_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Dana Whitfield", "")
    p.tx(1, "4 orders · 2 likes · 3 following")
    p.el(1, "heading", "Orders", "")
    p.el(1, "tablist", "", "")
    p.el(2, "tab", "Upcoming", "clickable, selected=True")
    p.el(2, "tab", "Past (2)", "clickable, selected=False")
    p.el(1, "list", "", "")
    p.el(2, "listitem", "", "")
    p.tx(3, "MAY", "16")
    p.el(3, "link", "Three Rivers Tech Summit 2024", key="ev")
    p.tx(3, "Thu, May 16, 9:00 AM", "Order #7841203952 placed on Thu, May 2, 2024 2:47 PM", "3 tickets · $350.69")
    p.el(2, "listitem", "", "")
    p.tx(3, "MAY", "25")
    p.el(3, "link", "Strip District Food & Farmers Market Walking Tour")
    p.tx(3, "Sat, May 25, 10:00 AM", "Order #7790315647 placed on Sun, Apr 21, 2024 8:05 PM", "1 ticket · Free")
    p.el(1, "heading", "Interests", "")
    p.el(1, "link", "Science & Tech")
    p.el(1, "link", "Food & Drink")
    return p.out("Dana Whitfield's Tickets | Eventbrite", f"{EB}/u/48921736103/"), p.bid


def t07(rs: RowSet) -> None:
    s0, b0 = eb_event()
    o1, b1 = eb_tickets([0, 0, 0], [13, 41, 8])
    o2, _ = eb_tickets([2, 0, 0], [13, 41, 8])
    o3, _ = eb_tickets([2, 0, 1], [13, 41, 8])
    o4, b4 = eb_checkout("19:52", ("", ""))
    o5, _ = eb_checkout("19:21", ("Marcus", ""), focus="f")
    o6, _ = eb_checkout("18:57", ("Marcus", "Lee"), focus="l")
    o7, b7 = eb_confirm()
    o8, b8 = eb_mytickets()
    o9, b9 = eb_event(going="Order #7841203952 · 3 tickets")
    o10, _ = eb_tickets([0, 0, 0], [11, 41, 7])
    turns = [
        (cl(b0["get"]), o1),
        (sel(b1["q0"], "2"), o2),
        (sel(b1["q2"], "1"), o3),
        (cl(b1["checkout"]), o4),
        (fl(b4["a2f"], "Marcus"), o5),
        (fl(b4["a2l"], "Lee"), o6),
        (cl(b4["place"]), o7),
        (cl(b7["go_tickets"]), o8),
        (cl(b8["ev"]), o9),
        (cl(b9["get"]), o10),
    ]
    rs.add("web", "h59-web-07", system("Site: Eventbrite (www.eventbrite.com), signed in as dana.whitfield@fastmail.com; Chrome, desktop layout."),
           turns, state=s0)


# ---------------------------------------------------------------------------------------------------------
# 08 AWS S3 console (clean): delete one object, open another, back, sort by size.

S3 = "https://us-east-1.console.aws.amazon.com/s3"
BUCKET = "acme-media-prod-us-east-1"
S3_OBJS = [
    ("q1-board-deck.pptx", "pptx", "April 3, 2024, 16:22:41 (UTC-04:00)", "14.8 MB", 14.8e6),
    ("q1-revenue-by-region.csv", "csv", "April 2, 2024, 09:15:07 (UTC-04:00)", "386.2 KB", 386.2e3),
    ("q1-summary-draft.pdf", "pdf", "March 29, 2024, 18:40:55 (UTC-04:00)", "2.4 MB", 2.4e6),
    ("q1-summary-final.pdf", "pdf", "April 1, 2024, 11:03:12 (UTC-04:00)", "2.6 MB", 2.6e6),
    ("q2-forecast.xlsx", "xlsx", "April 29, 2024, 13:57:30 (UTC-04:00)", "912.0 KB", 912e3),
]


def s3_top(p: Page, crumbs: list[str]) -> None:
    p.el(0, "link", "Skip to Main Content")
    p.el(0, "link", "AWS")
    p.el(0, "button", "Services", "clickable, expanded=False")
    p.el(0, "combobox", "Search", "clickable, hasPopup='listbox', expanded=False")
    p.el(0, "button", "CloudShell")
    p.el(0, "button", "Notifications")
    p.el(0, "button", "N. Virginia", "clickable, hasPopup='menu', expanded=False")
    p.el(0, "button", "acme-media-admin @ 4417-2093-8861", "clickable, hasPopup='menu', expanded=False")
    p.el(0, "navigation", "Breadcrumbs", "")
    for c in crumbs[:-1]:
        p.el(1, "link", c)
    p.tx(1, crumbs[-1])


def s3_list(deleted: bool, checked: bool = False, sort: str = "") -> tuple[str, dict[str, str]]:
    objs = [o for o in S3_OBJS if not (deleted and o[0] == "q1-summary-draft.pdf")]
    if sort == "size":
        objs.sort(key=lambda o: o[4])
    p = Page(80)
    s3_top(p, ["Amazon S3", "Buckets", BUCKET, "reports/", "2024/"])
    p.el(0, "main", "", "")
    p.el(1, "heading", "2024/", "")
    p.el(1, "button", "Copy S3 URI")
    p.el(1, "tablist", "", "")
    p.el(2, "tab", "Objects", "clickable, selected=True")
    p.el(2, "tab", "Properties", "clickable, selected=False")
    p.el(1, "heading", f"Objects ({len(objs) + 1})", "")
    p.tx(1, "Objects are the fundamental entities stored in Amazon S3. You can use Amazon S3 inventory to get a list of all objects in your bucket. For others to access your objects, you'll need to explicitly grant them permissions.")
    p.el(1, "button", "Refresh")
    dis = "" if checked else ", disabled=True"
    p.el(1, "button", "Copy S3 URI", "clickable" + dis)
    p.el(1, "button", "Copy URL", "clickable" + dis)
    p.el(1, "button", "Download", "clickable" + dis)
    p.el(1, "button", "Open", "clickable" + dis)
    p.el(1, "button", "Delete", "clickable" + dis, key="delete")
    p.el(1, "button", "Actions", "clickable, hasPopup='menu', expanded=False")
    p.el(1, "button", "Create folder")
    p.el(1, "button", "Upload")
    p.el(1, "searchbox", "Find objects by prefix", "clickable")
    p.el(1, "button", "Previous page", "clickable, disabled=True")
    p.el(1, "button", "Page 1 of 1", "clickable")
    p.el(1, "button", "Next page", "clickable, disabled=True")
    p.el(1, "table", "", "")
    p.el(2, "row", "", "")
    p.el(3, "columnheader", "", "")
    p.el(4, "checkbox", "Select all objects", "clickable, checked='mixed'" if checked else "clickable, checked='false'")
    for h in ["Name", "Type", "Last modified", "Size", "Storage class"]:
        props = "clickable, sort='ascending'" if (sort == "size" and h == "Size") else "clickable"
        p.el(3, "columnheader", h, props, key=f"col_{h}")
    p.el(2, "row", "", "")
    p.el(3, "gridcell", "", "")
    p.el(4, "checkbox", "raw/", "clickable, checked='false'")
    p.el(3, "gridcell", "", "")
    p.el(4, "link", "raw/")
    for c in ["Folder", "-", "-", "-"]:
        p.el(3, "gridcell", c, "")
    for name, typ, mod, size, _ in objs:
        p.el(2, "row", "", "")
        p.el(3, "gridcell", "", "")
        is_checked = checked and name == "q1-summary-draft.pdf"
        p.el(4, "checkbox", name, f"clickable, checked='{str(is_checked).lower()}'", key=f"cb_{name}")
        p.el(3, "gridcell", "", "")
        p.el(4, "link", name, key=f"ln_{name}")
        for c in [typ, mod, size, "Standard"]:
            p.el(3, "gridcell", c, "")
    return p.out(f"{BUCKET} - S3 bucket | S3 | us-east-1",
                 f"{S3}/buckets/{BUCKET}?region=us-east-1&bucketType=general&prefix=reports/2024/&showversions=false"), p.bid


def s3_delete(typed: str, done: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(400)
    s3_top(p, ["Amazon S3", "Buckets", BUCKET, "Delete objects"])
    p.el(0, "main", "", "")
    if done:
        p.el(1, "status", "", "")
        p.tx(2, "Successfully deleted objects", "View details below.")
        p.el(1, "heading", "Delete objects: status", "")
        p.el(1, "button", "Close", key="close")
        p.tx(1, "The information below will no longer be available after you navigate away from this page.")
        p.el(1, "heading", "Summary", "")
        p.tx(1, "Source", f"s3://{BUCKET}/reports/2024/", "Successfully deleted", "1 object, 2.4 MB",
             "Failed to delete", "0 objects")
        p.el(1, "tablist", "", "")
        p.el(2, "tab", "Failed to delete", "clickable, selected=True")
        p.el(2, "tab", "Configuration", "clickable, selected=False")
        p.el(1, "heading", "Failed to delete (0)", "")
        p.tx(1, "No objects failed to delete")
    else:
        p.el(1, "heading", "Delete objects", "")
        p.el(1, "link", "Info")
        p.el(1, "alert", "", "")
        p.tx(2, "Deleting the specified objects can't be undone.")
        p.el(2, "link", "Learn more")
        p.el(1, "heading", "Specified objects", "")
        p.el(1, "searchbox", "Find objects by name", "clickable")
        p.table(1, "", ["Name", "Type", "Last modified", "Size"],
                [["q1-summary-draft.pdf", "pdf", "March 29, 2024, 18:40:55 (UTC-04:00)", "2.4 MB"]])
        p.el(1, "heading", "Permanently delete objects?", "")
        p.tx(1, "To confirm deletion, type permanently delete in the text input field.")
        p.el(1, "textbox", "", "clickable" + (", focused" if typed else ""), key="confirm", value=typed)
        p.el(1, "button", "Cancel")
        p.el(1, "button", "Delete objects", "clickable" if typed == "permanently delete" else "clickable, disabled=True", key="go")
    return p.out("Delete objects | S3 | us-east-1", f"{S3}/bucket/{BUCKET}/delete?region=us-east-1&bucketType=general"), p.bid


def s3_object() -> tuple[str, dict[str, str]]:
    key = "reports/2024/q1-summary-final.pdf"
    p = Page(600)
    s3_top(p, ["Amazon S3", "Buckets", BUCKET, "reports/", "2024/", "q1-summary-final.pdf"])
    p.el(0, "main", "", "")
    p.el(1, "heading", "q1-summary-final.pdf", "")
    p.el(1, "button", "Copy S3 URI")
    p.el(1, "button", "Download")
    p.el(1, "button", "Open")
    p.el(1, "button", "Object actions", "clickable, hasPopup='menu', expanded=False")
    p.el(1, "tablist", "", "")
    p.el(2, "tab", "Properties", "clickable, selected=True")
    p.el(2, "tab", "Permissions", "clickable, selected=False")
    p.el(2, "tab", "Versions", "clickable, selected=False")
    p.el(1, "heading", "Object overview", "")
    p.tx(1, "Owner", "acme-media-admin", "AWS Region", "US East (N. Virginia) us-east-1",
         "Last modified", "April 1, 2024, 11:03:12 (UTC-04:00)", "Size", "2.6 MB", "Type", "pdf", "Key", key)
    p.el(1, "button", "Copy Key")
    p.tx(1, "S3 URI", f"s3://{BUCKET}/{key}", "Amazon Resource Name (ARN)", f"arn:aws:s3:::{BUCKET}/{key}",
         "Entity tag (Etag)", "9b2f4c1e7a0d3386f15e2a9c8b7d4e60", "Object URL")
    p.el(1, "link", f"https://{BUCKET}.s3.amazonaws.com/{key}")
    p.el(1, "heading", "Object management overview", "")
    p.tx(1, "Bucket properties", "Bucket Versioning", "Disabled", "Management configurations",
         "Replication status", "-", "Expiration rule", "reports-expire-after-730-days", "Expiration date",
         "April 2, 2026, 00:00:00 (UTC-04:00)")
    p.el(1, "heading", "Storage class", "")
    p.tx(1, "Standard")
    p.el(1, "heading", "Server-side encryption settings", "")
    p.tx(1, "Encryption type", "Server-side encryption with Amazon S3 managed keys (SSE-S3)")
    p.el(1, "heading", "Metadata (2)", "")
    p.table(1, "", ["Type", "Key", "Value"], [["System defined", "Content-Type", "application/pdf"],
                                            ["User defined", "x-amz-meta-uploaded-by", "j.moreau"]])
    return p.out("q1-summary-final.pdf - S3 object | S3 | us-east-1",
                 f"{S3}/object/{BUCKET}?region=us-east-1&bucketType=general&prefix={key}"), p.bid


def t08(rs: RowSet) -> None:
    s0, b0 = s3_list(False)
    o1, b1 = s3_list(False, checked=True)
    o2, b2 = s3_delete("")
    o3, b3 = s3_delete("permanently delete")
    o4, b4 = s3_delete("", done=True)
    o5, b5 = s3_list(True)
    o6, _ = s3_object()
    o7, b7 = s3_list(True)
    o8, _ = s3_list(True, sort="size")
    turns = [
        (cl(b0["cb_q1-summary-draft.pdf"]), o1),
        (cl(b1["delete"]), o2),
        (fl(b2["confirm"], "permanently delete"), o3),
        (cl(b3["go"]), o4),
        (cl(b4["close"]), o5),
        (cl(b5["ln_q1-summary-final.pdf"]), o6),
        ("go_back()", o7),
        (cl(b7["col_Size"]), o8),
    ]
    rs.add("web", "h59-web-08", system("Site: the AWS Management Console, Amazon S3 (us-east-1), account acme-media-admin @ 4417-2093-8861."),
           turns, state=s0)


# ---------------------------------------------------------------------------------------------------------
# 09 Indeed My jobs (contradiction): an application archived from the Applied tab is listed there again.

INDEED = "https://myjobs.indeed.com"
APPLIED = [
    ("Data Analyst", "Highmark Health", "Pittsburgh, PA", "Applied on Mon, April 22", "Application viewed by employer"),
    ("Business Intelligence Analyst", "PNC Financial Services Group", "Pittsburgh, PA 15222", "Applied on Thu, April 18", "Application viewed by employer"),
    ("Junior Data Engineer", "Duolingo", "Hybrid work in Pittsburgh, PA", "Applied on Mon, April 15", ""),
    ("Reporting Analyst", "UPMC", "Pittsburgh, PA 15213", "Applied on Thu, April 11", ""),
    ("Analytics Associate", "DICK'S Sporting Goods", "Coraopolis, PA 15108", "Applied on Mon, April 8", "Not selected by employer"),
]
INTERVIEWS = [("Data Scientist I", "Aurora Innovation", "Pittsburgh, PA", "Interviewing · Updated on Fri, April 19")]
ARCHIVED = [
    ("Data Analyst II", "Philips", "Murrysville, PA", "Archived on Tue, April 2"),
    ("Marketing Analyst", "American Eagle Outfitters", "Pittsburgh, PA", "Archived on Fri, March 29"),
    ("Operations Research Analyst", "Westinghouse Electric", "Cranberry Township, PA", "Archived on Mon, March 25"),
    ("SQL Developer", "Giant Eagle", "Pittsburgh, PA", "Archived on Wed, March 20"),
    ("Data Quality Analyst", "Gecko Robotics", "Pittsburgh, PA", "Archived on Thu, March 14"),
    ("Research Data Analyst", "University of Pittsburgh", "Pittsburgh, PA", "Archived on Tue, March 5"),
    ("Junior BI Developer", "Federated Hermes", "Pittsburgh, PA", "Archived on Mon, February 26"),
]
SAVED = [
    ("Analytics Engineer", "Petuum", "Pittsburgh, PA", "Saved on Wed, May 1", "$95,000 - $120,000 a year"),
    ("Data Analyst, Supply Chain", "Wabtec Corporation", "Pittsburgh, PA", "Saved on Tue, April 30", "Full-time"),
    ("Product Data Analyst", "Bombas", "Remote", "Saved on Sat, April 27", "$85,000 - $105,000 a year"),
    ("Healthcare Data Analyst", "Allegheny Health Network", "Pittsburgh, PA", "Saved on Thu, April 25", "Full-time"),
]


def indeed_page(tab: str, applied: list[tuple[str, str, str, str, str]], interviews: list[tuple[str, str, str, str]],
                archived: list[tuple[str, str, str, str]], counts: tuple[int, int, int, int], menu: str = "",
                status_menu: str = "", toast: str = "") -> tuple[str, dict[str, str]]:
    p = Page(20)
    p.el(0, "link", "Indeed Home")
    p.el(0, "link", "Home")
    p.el(0, "link", "Company reviews")
    p.el(0, "link", "Find salaries")
    p.el(0, "link", "Messages")
    p.el(0, "link", "Notifications")
    p.el(0, "button", "Account", "clickable, hasPopup='menu', expanded=False")
    p.el(0, "main", "", "")
    p.el(1, "heading", "My jobs", "")
    p.el(1, "tablist", "", "")
    for i, t in enumerate(["Saved", "Applied", "Interviews", "Archived"]):
        p.el(2, "tab", f"{t} {counts[i]}", f"clickable, selected={t.lower() == tab}", key=f"tab_{t.lower()}")
    if toast:
        p.late += 30
        p.el(1, "status", "", "live='polite'", late=True)
        p.tx(2, toast)
        p.el(2, "button", "Undo", late=True)
    p.el(1, "list", "", "")
    if tab == "applied":
        for title, co, loc, when, status in applied:
            p.el(2, "listitem", "", "")
            p.el(3, "link", title)
            p.tx(3, co, loc)
            if status:
                p.tx(3, status)
            p.tx(3, when)
            p.el(3, "button", f"Update status for {title}", "clickable, hasPopup='menu', expanded=" + str(status_menu == title), key=f"st_{co}")
            if status_menu == title:
                p.el(4, "menu", "", "", late=True)
                for opt in ["I got an interview", "I got an offer", "I was hired", "Not selected by employer", "No longer interested"]:
                    p.el(5, "menuitem", opt, key=f"opt_{opt}", late=True)
            p.el(3, "button", f"More actions for {title}", "clickable, hasPopup='menu', expanded=" + str(menu == title), key=f"more_{co}")
            if menu == title:
                p.el(4, "menu", "", "", late=True)
                for opt in ["View job", "Archive", "Report job"]:
                    p.el(5, "menuitem", opt, key=f"m_{opt}", late=True)
    elif tab == "interviews":
        for title, co, loc, when in interviews:
            p.el(2, "listitem", "", "")
            p.el(3, "link", title)
            p.tx(3, co, loc, when)
            p.el(3, "button", f"Update status for {title}", "clickable, hasPopup='menu', expanded=False")
            p.el(3, "button", f"More actions for {title}", "clickable, hasPopup='menu', expanded=False")
    elif tab == "archived":
        for title, co, loc, when in archived:
            p.el(2, "listitem", "", "")
            p.el(3, "link", title)
            p.tx(3, co, loc, when)
            p.el(3, "button", f"Restore {title}")
    else:
        for title, co, loc, when, pay in SAVED:
            p.el(2, "listitem", "", "")
            p.el(3, "link", title)
            p.tx(3, co, loc, pay, when)
            p.el(3, "button", f"Apply now for {title}")
            p.el(3, "button", f"Unsave {title}")
    p.tx(1, "Not seeing a job? Jobs you applied to on company sites may take up to 24 hours to appear.")
    p.el(0, "contentinfo", "", "")
    p.tx(1, "© 2024 Indeed")
    p.el(1, "link", "Accessibility at Indeed")
    p.el(1, "link", "Privacy Center and Ad Choices")
    p.el(1, "link", "Terms")
    return p.out("My jobs | Indeed", f"{INDEED}/{tab}"), p.bid


def t09(rs: RowSet) -> None:
    upmc = APPLIED[3]
    pnc = APPLIED[1]
    s0, b0 = indeed_page("applied", APPLIED, INTERVIEWS, ARCHIVED, (4, 5, 1, 7))
    o1, b1 = indeed_page("applied", APPLIED, INTERVIEWS, ARCHIVED, (4, 5, 1, 7), menu="Reporting Analyst")
    ap2 = [a for a in APPLIED if a is not upmc]
    arch2 = [("Reporting Analyst", "UPMC", "Pittsburgh, PA 15213", "Archived on Thu, May 2")] + ARCHIVED
    o2, b2 = indeed_page("applied", ap2, INTERVIEWS, arch2, (4, 4, 1, 8), toast="Job archived.")
    o3, b3 = indeed_page("applied", ap2, INTERVIEWS, arch2, (4, 4, 1, 8), status_menu="Business Intelligence Analyst")
    ap3 = [a for a in ap2 if a is not pnc]
    iv3 = [("Business Intelligence Analyst", "PNC Financial Services Group", "Pittsburgh, PA 15222", "Interviewing · Updated on Thu, May 2")] + INTERVIEWS
    o4, b4 = indeed_page("applied", ap3, iv3, arch2, (4, 3, 2, 8), toast="Moved to Interviews.")
    o5, b5 = indeed_page("interviews", ap3, iv3, arch2, (4, 3, 2, 8))
    ap_bad = [APPLIED[0], APPLIED[2], upmc, APPLIED[4]]  # contradiction: the archived UPMC application is back
    o6, b6 = indeed_page("applied", ap_bad, iv3, arch2, (4, 3, 2, 8))
    o7, b7 = indeed_page("archived", ap_bad, iv3, arch2, (4, 3, 2, 8))
    o8, _ = indeed_page("saved", ap_bad, iv3, arch2, (4, 3, 2, 8))
    turns = [
        (cl(b0["more_UPMC"]), o1),
        (cl(b1["m_Archive"]), o2),
        (cl(b2["st_PNC Financial Services Group"]), o3),
        (cl(b3["opt_I got an interview"]), o4),
        (cl(b4["tab_interviews"]), o5),
        (cl(b5["tab_applied"]), o6),
        (cl(b6["tab_archived"]), o7),
        (cl(b7["tab_saved"]), o8),
    ]
    rs.add("web", "h59-web-09", system("Site: Indeed My jobs (myjobs.indeed.com), signed in as a job seeker in Pittsburgh, PA."),
           turns, state=s0, bad=True, turn=6,
           kind="The UPMC Reporting Analyst application archived at turn 2 is listed again under Applied at turn 6, with nothing restoring it.")


# ---------------------------------------------------------------------------------------------------------
# 10 AMC Theatres seat booking (contradiction): the review page total does not follow from the tickets chosen.

AMC = "https://www.amctheatres.com"
AMC_SHOW = f"{AMC}/showtimes/dune-part-two-65914/2024-03-15/amc-waterfront-22/all"
OCCUPIED = {"D5", "D6", "D7", "D8", "E3", "E4", "E9", "E10", "E11", "F9", "F10", "F11", "F12", "G1", "G2", "G7",
            "G8", "G13", "G14", "H6", "H7", "H8", "H9"}
AMC_PRICES = [("Adult", 19.49), ("Child (Ages 2-12)", 16.49), ("Senior (Ages 60+)", 17.49)]


def amc_top(p: Page) -> None:
    p.el(0, "link", "AMC Theatres")
    p.el(0, "link", "Movies")
    p.el(0, "link", "Theatres")
    p.el(0, "link", "Food & Drinks")
    p.el(0, "link", "Extras")
    p.el(0, "link", "AMC Stubs")
    p.el(0, "button", "Hi, Kenji", "clickable, hasPopup='menu', expanded=False")


def amc_times() -> tuple[str, dict[str, str]]:
    p = Page(10)
    amc_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Dune: Part Two", "")
    p.tx(1, "PG-13 | 2 HR 46 MIN")
    p.el(1, "combobox", "Theatre", "clickable, hasPopup='listbox', expanded=False", value="AMC Waterfront 22")
    p.tx(1, "300 W Waterfront Dr, Homestead, PA 15120")
    p.el(1, "list", "Dates", "")
    for d in ["Today Mar 13", "Thu Mar 14", "Fri Mar 15", "Sat Mar 16", "Sun Mar 17", "Mon Mar 18"]:
        p.el(2, "button", d, "clickable, pressed=True" if d == "Fri Mar 15" else "clickable, pressed=False")
    for fmt, times in [("IMAX with Laser at AMC", ["12:30pm", "4:00pm", "7:30pm", "11:00pm"]),
                       ("Dolby Cinema at AMC", ["1:15pm", "5:00pm", "8:45pm"]),
                       ("Laser at AMC", ["2:10pm", "6:20pm", "9:50pm"])]:
        p.el(1, "heading", fmt, "")
        p.tx(1, "Reserved Seating · Closed Caption · Audio Description" if fmt != "Laser at AMC" else "Reserved Seating · Recliners")
        for t in times:
            p.el(1, "link", f"{t} {fmt}", key=f"{fmt}|{t}")
    return p.out("Dune: Part Two Showtimes | AMC Waterfront 22 | AMC Theatres", AMC_SHOW), p.bid


def amc_seats(selected: list[str]) -> tuple[str, dict[str, str]]:
    p = Page(200)
    amc_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Select Seats", "")
    p.tx(1, "Dune: Part Two", "AMC Waterfront 22 · IMAX with Laser at AMC · Auditorium 14",
         "Friday, March 15, 2024 · 7:30pm")
    p.tx(1, "SCREEN")
    for row in "DEFGH":
        p.el(1, "group", f"Row {row}", "")
        for n in range(1, 15):
            seat = f"{row}{n}"
            if seat in OCCUPIED:
                p.el(2, "button", f"Seat {seat}, Occupied", "clickable, disabled=True")
            elif seat in selected:
                p.el(2, "button", f"Seat {seat}, Selected", "clickable, pressed=True", key=seat)
            else:
                p.el(2, "button", f"Seat {seat}, Available", "clickable, pressed=False", key=seat)
    p.tx(1, "Available", "Selected", "Occupied", "Wheelchair", "Companion")
    p.el(1, "region", "Order summary", "")
    p.tx(2, "Seats: " + (", ".join(selected) if selected else "None selected"))
    p.el(2, "button", "Continue", "clickable" if selected else "clickable, disabled=True", key="cont")
    return p.out("Select Seats | Dune: Part Two | AMC Theatres", f"{AMC}/movies/dune-part-two-65914/showtimes/seating/138420557"), p.bid


def amc_tickets(qty: list[int]) -> tuple[str, dict[str, str]]:
    p = Page(400)
    amc_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Select Tickets", "")
    p.tx(1, "Dune: Part Two · IMAX with Laser at AMC · Fri, Mar 15 · 7:30pm", "Seats: F7, F8")
    for i, ((name, price), q) in enumerate(zip(AMC_PRICES, qty)):
        p.el(1, "heading", name, "")
        p.tx(1, money(price))
        p.el(1, "combobox", f"{name} quantity", "clickable, hasPopup='menu', expanded=False", key=f"q{i}", value=str(q))
    n = sum(qty)
    sub = sum(q * pr for q, (_, pr) in zip(qty, AMC_PRICES))
    p.el(1, "region", "Order summary", "")
    p.tx(2, f"{n} of 2 tickets selected")
    if n < 2:
        p.tx(2, f"Select {2 - n} more ticket" + ("s" if 2 - n > 1 else ""))
    p.tx(2, "Tickets", money(sub), "Convenience Fees ($2.19 per ticket)", money(2.19 * n), "Total", money(sub + 2.19 * n))
    p.el(2, "button", "Continue", "clickable" if n == 2 else "clickable, disabled=True", key="cont")
    return p.out("Select Tickets | Dune: Part Two | AMC Theatres", f"{AMC}/movies/dune-part-two-65914/showtimes/tickets/138420557"), p.bid


def amc_review(total: str, card: str = "") -> tuple[str, dict[str, str]]:
    p = Page(600)
    amc_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Review & Pay", "")
    p.tx(1, "Dune: Part Two", "AMC Waterfront 22", "IMAX with Laser at AMC · Auditorium 14",
         "Friday, March 15, 2024 · 7:30pm", "Seats: F7, F8")
    p.el(1, "heading", "Order Details", "")
    p.tx(1, "1 Adult", "$19.49", "1 Senior (Ages 60+)", "$17.49", "Convenience Fees", "$4.38", "Order Total", total)
    p.el(1, "heading", "Payment", "")
    p.el(1, "textbox", "Card Number", "clickable" + (", focused" if card else ""), key="card", value=card)
    p.el(1, "textbox", "Expiration (MM/YY)", "clickable")
    p.el(1, "textbox", "CVV", "clickable")
    p.el(1, "textbox", "Billing ZIP Code", "clickable")
    p.el(1, "checkbox", "Save this card to my account", "clickable, checked='false'")
    p.el(1, "button", "Apply a Gift Card or Promo Code", "clickable, expanded=False")
    p.el(1, "button", f"Pay {total}", key="pay")
    p.tx(1, "AMC Stubs Premiere members earn 20 points per $1. You'll earn points on this purchase.")
    return p.out("Review & Pay | AMC Theatres", f"{AMC}/checkout/review/138420557"), p.bid


def t10(rs: RowSet) -> None:
    s0, b0 = amc_times()
    o1, b1 = amc_seats([])
    o2, b2 = amc_seats(["F7"])
    o3, b3 = amc_seats(["F7", "F8"])
    o4, b4 = amc_tickets([0, 0, 0])
    o5, b5 = amc_tickets([2, 0, 0])
    o6, b6 = amc_tickets([1, 0, 0])
    o7, b7 = amc_tickets([1, 0, 1])
    o8, b8 = amc_review("$43.36")  # contradiction: 19.49 + 17.49 + 4.38 = 41.36, as the tickets page said
    o9, _ = amc_review("$43.36", card="4147 2098 1163 5520")
    turns = [
        (cl(b0["IMAX with Laser at AMC|7:30pm"]), o1),
        (cl(b1["F7"]), o2),
        (cl(b2["F8"]), o3),
        (cl(b3["cont"]), o4),
        (sel(b4["q0"], "2"), o5),
        (sel(b5["q0"], "1"), o6),
        (sel(b6["q2"], "1"), o7),
        (cl(b7["cont"]), o8),
        (fl(b8["card"], "4147 2098 1163 5520"), o9),
    ]
    rs.add("web", "h59-web-10", system("Site: AMC Theatres (www.amctheatres.com), signed in as AMC Stubs Premiere member Kenji; desktop layout."),
           turns, state=s0, bad=True, turn=8,
           kind="The review page's order total $43.36 does not follow from 1 Adult $19.49 + 1 Senior $17.49 + $4.38 fees (the tickets page showed $41.36).")


# ---------------------------------------------------------------------------------------------------------
# 11 Zola wedding registry (contradiction): after adding a gift the registry counts 43 gifts, later 42.

ZOLA = "https://www.zola.com"
ZK, ZB, ZH, ZO = "Kitchen & Dining", "Bed & Bath", "Home Decor", "Outdoor & Travel"
GIFTS = [  # newest first: (name, price, requested, purchased, category)
    ("Staub Cast Iron 12\" Fry Pan, Graphite", 229.00, 1, 0, ZK), ("Parachute Linen Sheet Set, Queen, Bone", 389.00, 1, 1, ZB),
    ("Brooklinen Down Comforter, Queen, All-Season", 299.00, 1, 0, ZB), ("Our Place Always Pan 2.0, Sage", 150.00, 1, 1, ZK),
    ("YETI Tundra 45 Hard Cooler, Navy", 325.00, 1, 0, ZO), ("Breville Barista Express Espresso Machine", 699.95, 1, 0, ZK),
    ("Schott Zwiesel Tour Red Wine Glasses, Set of 6", 89.95, 2, 2, ZK), ("Riedel Performance Champagne Glass, Set of 2", 59.00, 2, 1, ZK),
    ("Dyson V15 Detect Cordless Vacuum", 749.99, 1, 0, ZH), ("Coyuchi Organic Cloud Loom Bath Towels, Set of 4", 148.00, 2, 2, ZB),
    ("Away The Bigger Carry-On, Navy Blue", 295.00, 2, 1, ZO), ("Solo Stove Bonfire 2.0 Fire Pit", 299.99, 1, 1, ZO),
    ("KitchenAid Artisan 5-Quart Stand Mixer, Matte Black", 449.99, 1, 1, ZK), ("Vitamix E310 Explorian Blender", 349.95, 1, 0, ZK),
    ("Zwilling Pro 7-Piece Knife Block Set", 499.99, 1, 0, ZK), ("HAY Arcs Bowl Set, Set of 4", 48.00, 2, 2, ZK),
    ("Google Nest Learning Thermostat (3rd Gen)", 249.00, 1, 1, ZH), ("Snowe Classic Percale Duvet Cover, Queen", 228.00, 1, 1, ZB),
    ("Hydro Flask 32 oz Wide Mouth, Set of 2", 89.90, 1, 1, ZO), ("Smeg 2-Slice Toaster, Pastel Blue", 179.95, 1, 0, ZK),
    ("Heath Ceramics Coupe Dinner Plates, Set of 4", 196.00, 3, 1, ZK), ("Boll & Branch Signature Hemmed Sheet Set, Queen", 268.00, 1, 0, ZB),
    ("Anthropologie Gleaming Primrose Mirror, Gold", 498.00, 1, 0, ZH), ("Weber Spirit II E-310 Gas Grill", 549.00, 1, 1, ZO),
    ("Nespresso Vertuo Next with Aeroccino", 219.00, 1, 1, ZK), ("Le Creuset Stoneware Heritage Rectangular Dish", 95.00, 1, 1, ZK),
    ("Sonos Era 100 Speaker, Black", 249.00, 2, 1, ZH), ("Crate & Barrel Marin Throw Blanket, Ivory", 79.95, 1, 1, ZH),
    ("Pendleton Yakima Camp Blanket", 149.00, 1, 1, ZO), ("OXO Good Grips 3-Piece Mixing Bowl Set", 34.99, 1, 1, ZK),
    ("Brooklinen Waffle Robe, Set of 2", 196.00, 1, 0, ZB), ("Ember Mug 2, 14 oz, Set of 2", 259.90, 1, 0, ZK),
    ("Rifle Paper Co. Recipe Tin", 38.00, 1, 1, ZK), ("Burrow Nomad Ottoman, Oatmeal", 395.00, 1, 0, ZH),
    ("Coleman Skydome 4-Person Tent", 129.99, 1, 0, ZO), ("Jonathan Adler Muse Candle", 88.00, 2, 0, ZH),
    ("Lodge Enameled Cast Iron Dutch Oven, 6 qt", 99.90, 1, 0, ZK), ("Williams Sonoma Marble Cheese Board", 89.95, 1, 0, ZK),
    ("Philips Hue White & Color Starter Kit", 199.99, 1, 0, ZH), ("Osprey Farpoint 40 Travel Pack", 185.00, 2, 1, ZO),
    ("Marimekko Unikko Duvet Cover, Queen", 220.00, 1, 0, ZB), ("Our Place Perfect Pot, Spice", 165.00, 1, 0, ZK),
]
LC = ("Le Creuset Signature Round Dutch Oven, 5.5 qt, Marseille", 420.00, 1, 0, ZK)


def zola_top(p: Page) -> None:
    p.el(0, "link", "Zola")
    p.el(0, "link", "Registry")
    p.el(0, "link", "Wedding Website")
    p.el(0, "link", "Guest List")
    p.el(0, "link", "Vendors")
    p.el(0, "link", "Invitations")
    p.el(0, "link", "Cart (0)")
    p.el(0, "button", "Maya", "clickable, hasPopup='menu', expanded=False")


def zola_manage(gifts: list[tuple[str, float, int, int, str]], sort: str = "recent", cat: str = "",
                n_shown_total: int | None = None, group: bool = False, edit: str = "") -> tuple[str, dict[str, str]]:
    p = Page(100)
    zola_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Maya & Jordan's Registry", "")
    n = len(gifts) if n_shown_total is None else n_shown_total
    purchased = sum(1 for g in gifts if g[3] >= g[2])
    funded = sum(g[1] * g[3] for g in gifts)
    p.tx(1, f"{n} gifts", f"{purchased} fully purchased", f"{money(funded)} gifted", "Wedding date: September 21, 2024 · 138 days to go")
    p.el(1, "link", "Add gifts", key="add")
    p.el(1, "link", "View as guest")
    p.el(1, "link", "Share registry")
    p.el(1, "navigation", "Categories", "")
    p.el(2, "link", f"All ({n})", "clickable, current='page'" if not cat else "clickable", key="cat_all")
    for c in [ZK, ZB, ZH, ZO]:
        k = sum(1 for g in gifts if g[4] == c)
        p.el(2, "link", f"{c} ({k})", "clickable, current='page'" if cat == c else "clickable", key=f"cat_{c}")
    p.el(2, "link", "Cash Funds (2)")
    labels = {"recent": "Recently added", "high": "Price: High to Low", "low": "Price: Low to High"}
    p.el(1, "combobox", "Sort by", "clickable, hasPopup='menu', expanded=False", key="sort", value=labels[sort])
    for v in labels.values():
        p.el(2, "option", v, f"selected={v == labels[sort]}")
    shown = [g for g in gifts if not cat or g[4] == cat]
    if sort == "high":
        shown = sorted(shown, key=lambda g: -g[1])
    total = len(shown) if cat else n
    page = shown[:12]
    p.el(1, "list", "", "")
    for name, price, req, got, _ in page:
        p.el(2, "listitem", "", "")
        p.el(3, "img", name, "")
        p.el(3, "link", name)
        p.tx(3, money(price))
        if group and name == LC[0]:
            p.tx(3, "Group gift", "$0 of $420 funded")
        else:
            p.tx(3, f"Requested {req} · Purchased {got}" + (" · Fulfilled" if got >= req else ""))
        p.el(3, "button", f"Edit {name}", key=f"edit_{name}")
    if edit:
        p.el(1, "dialog", "Edit gift", "modal=True", late=True)
        p.el(2, "heading", LC[0], "", late=True)
        p.tx(2, "$420.00")
        p.el(2, "spinbutton", "Quantity requested", "clickable", value="1", late=True)
        p.el(2, "switch", "Most wanted", "clickable, checked='false'", late=True)
        p.el(2, "switch", "Group gift", f"clickable, checked='{'true' if edit == 'group' else 'false'}'", key="group", late=True)
        if edit == "group":
            p.tx(2, "Guests can contribute any amount toward this gift. We'll ship it once it's fully funded.")
        p.el(2, "textbox", "Note to guests", "clickable, multiline", late=True)
        p.el(2, "button", "Save", key="save", late=True)
        p.el(2, "button", "Remove from registry", late=True)
    p.tx(1, f"Showing {len(page)} of {total}")
    if total > 12:
        p.el(1, "button", "Load more")
    return p.out("Manage Your Registry | Zola", f"{ZOLA}/wedding-registry/manage"), p.bid


def zola_shop(added: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(500)
    zola_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Kitchen & Dining", "")
    p.tx(1, "1,284 products")
    items = [LC, ("KitchenAid Artisan Mini 3.5-Quart Tilt-Head Stand Mixer", 379.99), ("All-Clad D3 Stainless 10-Piece Cookware Set", 699.95),
             ("GreenPan Valencia Pro Ceramic Nonstick 11\" Frypan", 79.99), ("Fellow Stagg EKG Electric Kettle, Matte Black", 165.00),
             ("Staub Cast Iron 4-qt Round Cocotte, Basil", 299.00), ("Mauviel M'Heritage Copper 1.9-qt Saucepan", 330.00)]
    for i, it in enumerate(items):
        name, price = it[0], it[1]
        p.el(2, "link", name)
        p.tx(2, money(price))
        if added and i == 0:
            p.el(2, "button", "On your registry", "clickable, disabled=True")
        else:
            p.el(2, "button", f"Add {name} to registry", key=f"add{i}")
    if added:
        p.el(1, "dialog", "Added to your registry!", "modal=True")
        p.el(2, "img", LC[0], "")
        p.tx(2, LC[0], "$420.00", "Quantity requested: 1")
        p.el(2, "button", "Keep shopping")
        p.el(2, "link", "View registry", key="view")
    return p.out("Kitchen & Dining Registry Gifts | Zola", f"{ZOLA}/shop/category/kitchen-dining"), p.bid


def t11(rs: RowSet) -> None:
    g43 = [LC] + GIFTS
    s0, b0 = zola_manage(GIFTS)
    o1, b1 = zola_shop()
    o2, b2 = zola_shop(added=True)
    o3, b3 = zola_manage(g43)
    o4, b4 = zola_manage(g43, edit="plain")
    o5, _ = zola_manage(g43, edit="group")
    o6, b6 = zola_manage(g43, group=True)
    o7, b7 = zola_manage(g43, sort="high", group=True, n_shown_total=42)  # contradiction: 43 gifts, nothing removed
    o8, _ = zola_manage(g43, sort="high", cat=ZK, group=True, n_shown_total=42)
    turns = [
        (cl(b0["add"]), o1),
        (cl(b1["add0"]), o2),
        (cl(b2["view"]), o3),
        (cl(b3[f"edit_{LC[0]}"]), o4),
        (cl(b4["group"]), o5),
        (cl(b4["save"]), o6),
        (sel(b6["sort"], "Price: High to Low"), o7),
        (cl(b7[f"cat_{ZK}"]), o8),
    ]
    rs.add("web", "h59-web-11", system("Site: Zola (www.zola.com) registry manager, signed in as Maya (registry of Maya & Jordan)."),
           turns, state=s0, bad=True, turn=7,
           kind="After the Dutch oven was added the registry counted 43 gifts (twice); re-sorting by price shows 42 gifts (All (42)) while nothing was removed and the oven is still listed.")


# ---------------------------------------------------------------------------------------------------------
# 12 Vet clinic client portal (clean): request an appointment, see it pending, cancel another one.

VET = "https://portal.mapleridgevet.com"
PAST_VISITS = [
    ["Apr 02, 2024", "Miso", "Dental cleaning & extraction", "Dr. Samuel Okoye", ("INV-30918  $412.60", "link", "")],
    ["Jan 18, 2024", "Biscuit", "Ear infection recheck", "Dr. Elena Ruiz", ("INV-29577  $68.00", "link", "")],
    ["Jan 05, 2024", "Biscuit", "Ear infection (otitis externa)", "Dr. Elena Ruiz", ("INV-29402  $184.35", "link", "")],
    ["Sep 14, 2023", "Miso", "Annual wellness exam", "Dr. Samuel Okoye", ("INV-26631  $236.10", "link", "")],
]


def vet_top(p: Page) -> None:
    p.el(0, "link", "Maple Ridge Animal Hospital")
    p.el(0, "link", "Home")
    p.el(0, "link", "Appointments", key="nav_appts")
    p.el(0, "link", "My Pets")
    p.el(0, "link", "Medical Records")
    p.el(0, "link", "Invoices")
    p.el(0, "link", "Messages (1)")
    p.el(0, "button", "Priya Natarajan", "clickable, hasPopup='menu', expanded=False")


def vet_appts(miso: bool, biscuit_cancelled: bool, dialog: bool = False, flash: str = "") -> tuple[str, dict[str, str]]:
    p = Page(50)
    vet_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Appointments", "")
    if flash:
        p.el(1, "status", "", "")
        p.tx(2, flash)
    p.el(1, "link", "Request appointment", key="request")
    p.el(1, "heading", "Upcoming", "")
    p.el(1, "list", "", "")
    if not biscuit_cancelled:
        p.el(2, "listitem", "", "")
        p.tx(3, "Tue, Jun 11, 2024 · 10:30 AM", "Biscuit (Beagle, 6 yrs)", "Annual wellness exam + Bordetella", "Dr. Elena Ruiz · Exam Room 2",
             "APT-57940", "Confirmed")
        p.el(3, "button", "Reschedule APT-57940")
        p.el(3, "button", "Cancel APT-57940", key="cancel_bis")
    if miso:
        p.el(2, "listitem", "", "")
        p.tx(3, "Tue, Jun 18, 2024 · 11:20 AM", "Miso (Domestic Shorthair, 9 yrs)", "Vaccination / booster: FVRCP", "Dr. Samuel Okoye",
             "APT-58213", "Pending confirmation")
        p.el(3, "button", "Cancel request APT-58213")
    if biscuit_cancelled:
        p.el(1, "heading", "Cancelled", "")
        p.el(1, "list", "", "")
        p.el(2, "listitem", "", "")
        p.tx(3, "Tue, Jun 11, 2024 · 10:30 AM", "Biscuit (Beagle, 6 yrs)", "Annual wellness exam + Bordetella",
             "APT-57940", "Cancelled by client on May 6, 2024")
    p.el(1, "heading", "Reminders", "")
    p.table(1, "", ["Pet", "Reminder", "Due", "Status"], [
        ["Biscuit", "Annual wellness exam", "Jun 2024", "Not scheduled" if biscuit_cancelled else "Scheduled Jun 11"],
        ["Biscuit", "Bordetella (kennel cough)", "Jul 2024", "Not scheduled" if biscuit_cancelled else "Scheduled Jun 11"],
        ["Miso", "FVRCP booster", "Jun 2024", "Requested Jun 18" if miso else "Not scheduled"],
        ["Miso", "Rabies (3-year)", "Sep 2025", "Not due"],
    ])
    p.el(1, "heading", "Past visits", "")
    p.table(1, "", ["Date", "Pet", "Reason", "Doctor", "Invoice"], PAST_VISITS)
    if dialog:
        p.el(0, "dialog", "Cancel appointment?", "modal=True")
        p.tx(1, "Biscuit · Annual wellness exam + Bordetella · Tue, Jun 11, 2024 · 10:30 AM",
             "Appointments cancelled less than 24 hours ahead may be charged a $35 fee.")
        p.el(1, "combobox", "Reason (optional)", "clickable, hasPopup='menu', expanded=False", value="Select a reason")
        p.el(1, "button", "Keep appointment")
        p.el(1, "button", "Yes, cancel appointment", key="yes")
    return p.out("Appointments | Maple Ridge Animal Hospital", f"{VET}/appointments"), p.bid


def vet_form(pet: str = "", reason: str = "", date: str = "", slot: str = "") -> tuple[str, dict[str, str]]:
    p = Page(300)
    vet_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Request an appointment", "")
    p.tx(1, "Requests are confirmed by our front desk within 1 business day. For emergencies call (412) 555-0143.")
    p.el(1, "combobox", "Pet *", "clickable, hasPopup='menu', expanded=False", key="pet", value=pet or "Select a pet")
    for o in ["Biscuit", "Miso"]:
        p.el(2, "option", o, f"selected={o == pet}")
    p.el(1, "combobox", "Reason for visit *", "clickable, hasPopup='menu', expanded=False", key="reason", value=reason or "Select a reason")
    for o in ["Wellness exam", "Vaccination / booster", "Sick visit", "Recheck", "Dental", "Nail trim / tech visit"]:
        p.el(2, "option", o, f"selected={o == reason}")
    p.el(1, "combobox", "Preferred doctor", "clickable, hasPopup='menu', expanded=False",
         value="Dr. Samuel Okoye" if pet == "Miso" else "No preference")
    p.el(1, "textbox", "Preferred date *", "clickable" + (", focused" if date and not slot else ""), key="date", value=date)
    if date:
        p.el(1, "radiogroup", "Available times on Tue, Jun 18, 2024", "", late=True)
        for t in ["9:00 AM", "9:40 AM", "11:20 AM", "2:00 PM", "3:40 PM"]:
            p.el(2, "radio", t, f"clickable, checked='{str(t == slot).lower()}'", key=f"t_{t}", late=True)
    p.el(1, "textbox", "Notes for the clinic", "clickable, multiline")
    p.el(1, "button", "Submit request", "clickable" if slot else "clickable, disabled=True", key="submit")
    p.el(1, "link", "Cancel")
    return p.out("Request an appointment | Maple Ridge Animal Hospital", f"{VET}/appointments/request"), p.bid


def vet_confirm() -> tuple[str, dict[str, str]]:
    p = Page(500)
    vet_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Request received", "")
    p.tx(1, "Request #APT-58213", "Miso · Vaccination / booster", "Tue, Jun 18, 2024 · 11:20 AM · Dr. Samuel Okoye",
         "Status: Pending confirmation",
         "Our front desk will confirm by email (priya.natarajan@outlook.com) or phone within 1 business day.",
         "Submitted May 6, 2024 at 9:12 AM")
    p.el(1, "link", "Back to appointments", key="back")
    return p.out("Request received | Maple Ridge Animal Hospital", f"{VET}/appointments/request/APT-58213"), p.bid


def t12(rs: RowSet) -> None:
    s0, b0 = vet_appts(False, False)
    o1, b1 = vet_form()
    o2, _ = vet_form("Miso")
    o3, _ = vet_form("Miso", "Vaccination / booster")
    o4, b4 = vet_form("Miso", "Vaccination / booster", "2024-06-18")
    o5, b5 = vet_form("Miso", "Vaccination / booster", "2024-06-18", "11:20 AM")
    o6, b6 = vet_confirm()
    o7, b7 = vet_appts(True, False)
    o8, b8 = vet_appts(True, False, dialog=True)
    o9, _ = vet_appts(True, True, flash="Appointment APT-57940 was cancelled. A confirmation email is on its way.")
    turns = [
        (cl(b0["request"]), o1),
        (sel(b1["pet"], "Miso"), o2),
        (sel(b1["reason"], "Vaccination / booster"), o3),
        (fl(b1["date"], "2024-06-18"), o4),
        (cl(b4["t_11:20 AM"]), o5),
        (cl(b5["submit"]), o6),
        (cl(b6["back"]), o7),
        (cl(b7["cancel_bis"]), o8),
        (cl(b8["yes"]), o9),
    ]
    rs.add("web", "h59-web-12", system("Site: the client portal of Maple Ridge Animal Hospital (portal.mapleridgevet.com), signed in as Priya Natarajan."),
           turns, state=s0)


# ---------------------------------------------------------------------------------------------------------
# 13 Invoice Ninja (clean): new invoice, save (number assigned), mark sent, partial payment, list.

INJ = "https://billing.kestrelstudio.io"
INJ_INVOICES = [
    ("Paid", "0046", "Harbor & Pine Design Co.", 3400.00, 0.00, "2024-04-15", "2024-04-30"),
    ("Sent", "0045", "Oakline Dental Group", 1275.00, 1275.00, "2024-04-22", "2024-05-22"),
    ("Past Due", "0044", "Keystone Brewing Collective", 860.00, 860.00, "2024-03-28", "2024-04-27"),
    ("Paid", "0043", "Harbor & Pine Design Co.", 2125.00, 0.00, "2024-03-15", "2024-03-30"),
    ("Partial", "0042", "Three Rivers Yoga", 1980.00, 980.00, "2024-03-01", "2024-03-31"),
    ("Paid", "0041", "Oakline Dental Group", 640.00, 0.00, "2024-02-20", "2024-03-21"),
]


def inj_nav(p: Page) -> None:
    p.el(0, "link", "Kestrel Studio LLC")
    p.el(0, "navigation", "", "")
    for n in ["Dashboard", "Clients", "Products", "Invoices", "Recurring Invoices", "Payments", "Quotes", "Credits",
              "Projects", "Tasks", "Vendors", "Expenses", "Reports", "Transactions", "Settings"]:
        p.el(1, "link", n, key=f"nav_{n}")
    p.el(0, "button", "Lena Kowalczyk", "clickable, hasPopup='menu', expanded=False")


def inj_list(extra: tuple[str, str, str, float, float, str, str] | None = None) -> tuple[str, dict[str, str]]:
    p = Page(30)
    inj_nav(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Invoices", "")
    p.el(1, "textbox", "Filter", "clickable")
    p.el(1, "combobox", "Status", "clickable, hasPopup='listbox', expanded=False", value="All")
    p.el(1, "button", "New Invoice", key="new")
    rows = ([extra] if extra else []) + INJ_INVOICES
    p.table(1, "", ["", "Status", "Number", "Client", "Amount", "Balance", "Date", "Due Date", ""],
            [[("", "checkbox", ""), st, (num, "link", f"inv_{num}"), cl_, money(a), money(b), d, dd, ("Actions", "button", "")]
             for st, num, cl_, a, b, d, dd in rows])
    p.tx(1, f"Showing 1 to {len(rows)} of {len(rows)} entries")
    p.el(1, "combobox", "Rows", "clickable, hasPopup='listbox', expanded=False", value="10")
    return p.out("Invoices | Invoice Ninja", f"{INJ}/invoices"), p.bid


def inj_form(client: str = "", lines: list[tuple[str, str, float, str]] | None = None, number: str = "",
             status: str = "", toast: str = "", focus: str = "") -> tuple[str, dict[str, str]]:
    p = Page(200)
    inj_nav(p)
    p.el(0, "main", "", "")
    if toast:
        p.el(1, "status", "", "")
        p.tx(2, toast)
    p.el(1, "heading", "Edit Invoice" if number else "New Invoice", "")
    if status:
        p.tx(1, status)
    p.el(1, "button", "Save", key="save")
    if number:
        p.el(1, "button", "Mark Sent" if status == "Draft" else "Email Invoice", key="mark")
        p.el(1, "button", "Enter Payment", key="pay")
        p.el(1, "button", "More actions", "clickable, hasPopup='menu', expanded=False")
    p.el(1, "combobox", "Client", "clickable, hasPopup='listbox', expanded=False", key="client", value=client or "Select a client")
    for c in ["Harbor & Pine Design Co.", "Keystone Brewing Collective", "Oakline Dental Group", "Three Rivers Yoga"]:
        p.el(2, "option", c, f"selected={c == client}")
    if client:
        p.tx(1, "Harbor & Pine Design Co.", "Alicia Moreno", "alicia@harborandpine.co", "2217 Penn Ave, Pittsburgh, PA 15222",
             "Payment terms: Net 15")
    p.el(1, "textbox", "Invoice Date", "clickable", value="2024-05-06")
    p.el(1, "textbox", "Due Date", "clickable", value="2024-05-21" if client else "")
    p.el(1, "textbox", "Partial/Deposit", "clickable", value="")
    p.el(1, "textbox", "Invoice #", "clickable", value=number)
    p.el(1, "textbox", "PO #", "clickable", value="")
    p.el(1, "textbox", "Discount", "clickable", value="0")
    p.el(1, "tablist", "", "")
    p.el(2, "tab", "Products", "clickable, selected=True")
    p.el(2, "tab", "Tasks", "clickable, selected=False")
    p.el(1, "table", "", "")
    p.el(2, "row", "", "")
    for h in ["Item", "Description", "Unit Cost", "Quantity", "Line Total", ""]:
        p.el(3, "columnheader", h, "")
    rows = list(lines or []) + [("", "", 0.0, "")]
    sub = 0.0
    for i, (item, desc, cost, qty) in enumerate(rows):
        p.el(2, "row", "", "")
        p.el(3, "gridcell", "", "")
        p.el(4, "combobox", "Item", "clickable, hasPopup='listbox', expanded=False", key=f"item{i}", value=item)
        p.el(3, "gridcell", "", "")
        p.el(4, "textbox", "Description", "clickable, multiline", value=desc)
        p.el(3, "gridcell", "", "")
        p.el(4, "textbox", "Unit Cost", "clickable", value=f"{cost:,.2f}" if item else "")
        p.el(3, "gridcell", "", "")
        p.el(4, "textbox", "Quantity", "clickable" + (", focused" if focus == f"qty{i}" else ""), key=f"qty{i}", value=qty)
        total = cost * float(qty) if item else 0.0
        sub += total
        p.el(3, "gridcell", money(total) if item else "", "")
        p.el(3, "gridcell", "", "")
        p.el(4, "button", "Remove")
    paid = 0.0
    p.el(1, "textbox", "Public Notes", "clickable, multiline", value="")
    p.el(1, "textbox", "Terms", "clickable, multiline", value="Payment due within 15 days. ACH details on the invoice PDF.")
    p.tx(1, "Subtotal", money(sub), "Total", money(sub), "Paid to Date", money(paid), "Balance Due", money(sub - paid))
    url = f"{INJ}/invoices/Wpmbk5ezJn/edit" if number else f"{INJ}/invoices/create"
    return p.out("Edit Invoice | Invoice Ninja" if number else "New Invoice | Invoice Ninja", url), p.bid


def inj_payment(amount: str, saved: bool = False, focus: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(500)
    inj_nav(p)
    p.el(0, "main", "", "")
    if saved:
        p.el(1, "status", "", "")
        p.tx(2, "Successfully created payment")
        p.el(1, "heading", "Payment 0019", "")
        p.tx(1, "Completed", "Client", "Harbor & Pine Design Co.", "Amount", "$1,000.00", "Applied", "$1,000.00",
             "Refunded", "$0.00", "Payment Date", "2024-05-06", "Payment Type", "Bank Transfer", "Transaction Reference", "ACH 5520-318")
        p.table(1, "Invoices", ["Invoice", "Amount", "Applied", "Balance"], [[("0047", "link", "pinv"), "$2,280.00", "$1,000.00", "$1,280.00"]])
        url = f"{INJ}/payments/Opnel5aKBz"
    else:
        p.el(1, "heading", "Enter Payment", "")
        p.el(1, "button", "Save", key="save")
        p.el(1, "combobox", "Client", "clickable, hasPopup='listbox', expanded=False", value="Harbor & Pine Design Co.")
        p.el(1, "textbox", "Amount", "clickable" + (", focused" if focus else ""), key="amount", value=amount)
        p.el(1, "textbox", "Payment Date", "clickable", value="2024-05-06")
        p.el(1, "combobox", "Payment Type", "clickable, hasPopup='listbox', expanded=False", value="Bank Transfer")
        p.el(1, "textbox", "Transaction Reference", "clickable", value="ACH 5520-318")
        p.table(1, "Invoices", ["Invoice", "Amount", ""], [["0047 (Balance $2,280.00)", amount, ("Remove", "button", "")]])
        p.el(1, "checkbox", "Send Email", "clickable, checked='true'")
        url = f"{INJ}/payments/create?invoice=Wpmbk5ezJn&client=Rbpgq4ax8L"
    return p.out("Payment | Invoice Ninja", url), p.bid


def t13(rs: RowSet) -> None:
    L1 = ("Design hours", "Website redesign — Phase 2: design system and page templates (hourly)", 85.00)
    L2 = ("Hosting (annual)", "Managed WordPress hosting, May 2024 – Apr 2025", 240.00)
    s0, b0 = inj_list()
    o1, b1 = inj_form()
    o2, b2 = inj_form("Harbor & Pine Design Co.")
    o3, b3 = inj_form("Harbor & Pine Design Co.", [(*L1, "1")])
    o4, b4 = inj_form("Harbor & Pine Design Co.", [(*L1, "24")], focus="qty0")
    o5, b5 = inj_form("Harbor & Pine Design Co.", [(*L1, "24"), (*L2, "1")])
    o6, b6 = inj_form("Harbor & Pine Design Co.", [(*L1, "24"), (*L2, "1")], number="0047", status="Draft",
                      toast="Successfully created invoice")
    o7, b7 = inj_form("Harbor & Pine Design Co.", [(*L1, "24"), (*L2, "1")], number="0047", status="Sent",
                      toast="Successfully marked invoice as sent")
    o8, b8 = inj_payment("2,280.00")
    o9, b9 = inj_payment("1,000.00", focus=True)
    o10, b10 = inj_payment("1,000.00", saved=True)
    o11, _ = inj_list(("Partial", "0047", "Harbor & Pine Design Co.", 2280.00, 1280.00, "2024-05-06", "2024-05-21"))
    turns = [
        (cl(b0["new"]), o1),
        (sel(b1["client"], "Harbor & Pine Design Co."), o2),
        (sel(b2["item0"], "Design hours"), o3),
        (fl(b3["qty0"], "24"), o4),
        (sel(b4["item1"], "Hosting (annual)"), o5),
        (cl(b5["save"]), o6),
        (cl(b6["mark"]), o7),
        (cl(b7["pay"]), o8),
        (fl(b8["amount"], "1,000.00"), o9),
        (cl(b9["save"]), o10),
        (cl(b10["nav_Invoices"]), o11),
    ]
    rs.add("web", "h59-web-13", system("Site: a self-hosted Invoice Ninja v5 (billing.kestrelstudio.io) for the freelancer business Kestrel Studio LLC, user Lena Kowalczyk."),
           turns, state=s0)


# ---------------------------------------------------------------------------------------------------------
# 14 Emoncms home energy dashboard (clean): live values move, a feed is renamed, weekly view.

EMON = "http://emonpi.local/emoncms"


def emon_nav(p: Page) -> None:
    p.el(0, "link", "emoncms")
    p.el(0, "link", "Inputs")
    p.el(0, "link", "Feeds", key="feeds")
    p.el(0, "link", "Graphs")
    p.el(0, "link", "Dashboards", key="dash")
    p.el(0, "link", "Apps")
    p.el(0, "link", "Admin")
    p.el(0, "link", "Logout")


def emon_dash(t: str, use_w: int, solar_w: int, kwh: tuple[float, float, float], period: str = "Day") -> tuple[str, dict[str, str]]:
    solar, export, imp = kwh
    use = solar - export + imp
    p = Page(20)
    emon_nav(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Home Energy", "")
    p.tx(1, "House use now", f"{use_w:,} W", "Solar now", f"{solar_w:,} W", "Grid now",
         f"{use_w - solar_w:,} W", "exporting" if use_w < solar_w else "importing")
    p.tx(1, "Used today", f"{use:.2f} kWh", "Solar today", f"{solar:.2f} kWh", "Exported today", f"{export:.2f} kWh",
         "Imported today", f"{imp:.2f} kWh", "Solar self-consumption", f"{(solar - export) / solar * 100:.1f}%")
    p.el(1, "group", "Period", "")
    for k in ["Day", "Week", "Month", "Year"]:
        p.el(2, "button", k, f"clickable, pressed={k == period}", key=f"p_{k}")
    if period == "Day":
        p.el(1, "img", "Power: use and solar, today since 00:00", "")
        p.tx(1, "Peak use 4,912 W at 07:41", "Peak solar 4,388 W at 12:26")
    else:
        days = [("Tue 30", 18.62, 21.40), ("Wed 1", 21.05, 8.92), ("Thu 2", 17.33, 25.77), ("Fri 3", 19.87, 27.03),
                ("Sat 4", 24.41, 12.58), ("Sun 5", 22.96, 26.10), ("Mon 6", float(f"{use:.2f}"), float(f"{solar:.2f}"))]
        p.el(1, "table", "Daily energy, Apr 30 – May 6", "")
        p.el(2, "row", "", "")
        for h in ["Day", "Use (kWh)", "Solar (kWh)"]:
            p.el(3, "columnheader", h, "")
        for d, u, s in days:
            p.el(2, "row", "", "")
            p.el(3, "gridcell", d, "")
            p.el(3, "gridcell", f"{u:.2f}", "")
            p.el(3, "gridcell", f"{s:.2f}", "")
        p.tx(1, f"Week total: use {sum(d[1] for d in days):.2f} kWh, solar {sum(d[2] for d in days):.2f} kWh")
    p.tx(1, f"Last updated {t}")
    return p.out("Emoncms - dashboard view", f"{EMON}/dashboard/view?id=1"), p.bid


def emon_feeds(vals: list[str], ages: list[str], edit: str | None = None, name6: str = "export_kwh") -> tuple[str, dict[str, str]]:
    p = Page(300)
    emon_nav(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Feeds", "")
    p.el(1, "button", "Collapse")
    p.el(1, "button", "Refresh feed size")
    p.el(1, "button", "New feed")
    p.el(1, "table", "", "")
    p.el(2, "row", "", "")
    for h in ["", "Id", "Tag", "Name", "Public", "Engine", "Size", "Updated", "Value", ""]:
        p.el(3, "columnheader", h, "")
    feeds = [(1, "House", "use"), (2, "Solar", "solar"), (3, "House", "use_kwh"), (4, "Solar", "solar_kwh"),
             (5, "Grid", "import_kwh"), (6, "Grid", name6)]
    for (fid, tag, name), v, age in zip(feeds, vals, ages):
        p.el(2, "row", "", "")
        p.el(3, "gridcell", "", "")
        p.el(4, "checkbox", "", "clickable, checked='false'")
        p.el(3, "gridcell", str(fid), "")
        p.el(3, "gridcell", tag, "")
        if fid == 6 and edit is not None:
            p.el(3, "gridcell", "", "")
            p.el(4, "textbox", "Name", "clickable, focused", key="name6", value=edit, late=True)
        else:
            p.el(3, "gridcell", name, "")
        p.el(3, "gridcell", "", "")
        p.el(4, "checkbox", "public", "clickable, checked='false'")
        p.el(3, "gridcell", "PHPFINA 10s", "")
        p.el(3, "gridcell", "16.8 MB", "")
        p.el(3, "gridcell", age, "")
        p.el(3, "gridcell", v, "")
        p.el(3, "gridcell", "", "")
        if fid == 6 and edit is not None:
            p.el(4, "button", "Save", key="save6", late=True)
            p.el(4, "button", "Cancel", late=True)
        else:
            p.el(4, "button", f"Edit feed {fid}", key=f"edit{fid}")
            p.el(4, "button", f"Graph feed {fid}")
    p.tx(1, "Total feed size: 100.8 MB")
    return p.out("Emoncms - feed view", f"{EMON}/feed/view"), p.bid


def t14(rs: RowSet) -> None:
    s0, b0 = emon_dash("14:02:17", 1284, 2910, (14.871, 7.032, 1.581))
    o1, _ = emon_dash("14:02:27", 1301, 2874, (14.879, 7.036, 1.581))
    v2 = ["1,296 W", "2,861 W", "4,812.331 kWh", "6,105.702 kWh", "1,944.118 kWh", "3,237.509 kWh"]
    a2 = ["3s", "3s", "3s", "3s", "3s", "3s"]
    o2, b2 = emon_feeds(v2, a2)
    o3, b3 = emon_feeds(v2, a2, edit="export_kwh")
    o4, _ = emon_feeds(v2, a2, edit="grid_export_kwh")
    v5 = ["1,318 W", "2,858 W", "4,812.342 kWh", "6,105.727 kWh", "1,944.118 kWh", "3,237.522 kWh"]
    o5, b5 = emon_feeds(v5, ["2s"] * 6, name6="grid_export_kwh")
    o6, b6 = emon_dash("14:03:48", 1327, 2849, (14.943, 7.071, 1.581))
    o7, _ = emon_dash("14:03:48", 1327, 2849, (14.943, 7.071, 1.581), period="Week")
    turns = [
        ("noop(wait_ms=10000)", o1),
        (cl(b0["feeds"]), o2),
        (cl(b2["edit6"]), o3),
        (fl(b3["name6"], "grid_export_kwh"), o4),
        (cl(b3["save6"]), o5),
        (cl(b5["dash"]), o6),
        (cl(b6["p_Week"]), o7),
    ]
    rs.add("web", "h59-web-14", system("Site: Emoncms on an emonPi home energy monitor (http://emonpi.local/emoncms), user admin; the dashboard refreshes every 10 seconds."),
           turns, state=s0)


# ---------------------------------------------------------------------------------------------------------
# 15 Book club reading lists (contradiction): a renamed list shows under its old name on the club page.

SHELF = "https://shelfmates.club/c/lakeview-readers"
SUMMER = [("Demon Copperhead", "Barbara Kingsolver", 560, "Ruth A.", 8), ("Yellowface", "R. F. Kuang", 336, "Jenna P.", 7),
          ("North Woods", "Daniel Mason", 384, "Theo M.", 6), ("The Bee Sting", "Paul Murray", 656, "Marcus L.", 5),
          ("Lessons in Chemistry", "Bonnie Garmus", 400, "Ruth A.", 4)]
CLASSICS = [("Middlemarch", "George Eliot", 880, "Ruth A.", 9), ("Their Eyes Were Watching God", "Zora Neale Hurston", 219, "Jenna P.", 8),
            ("East of Eden", "John Steinbeck", 601, "Theo M.", 7), ("Mrs Dalloway", "Virginia Woolf", 194, "Ines G.", 7),
            ("The Age of Innocence", "Edith Wharton", 368, "Marcus L.", 6), ("Invisible Man", "Ralph Ellison", 581, "Dev S.", 6),
            ("Anna Karenina", "Leo Tolstoy", 864, "Ruth A.", 5), ("Jane Eyre", "Charlotte Brontë", 532, "Ines G.", 5),
            ("The Leopard", "Giuseppe Tomasi di Lampedusa", 320, "Theo M.", 4), ("The Brothers Karamazov", "Fyodor Dostoevsky", 796, "Dev S.", 3),
            ("Bleak House", "Charles Dickens", 1017, "Marcus L.", 2), ("Don Quixote", "Miguel de Cervantes", 1072, "Jenna P.", 1)]


def shelf_side(p: Page, summer_name: str) -> None:
    p.el(0, "link", "Shelfmates")
    p.el(0, "link", "Lakeview Readers", key="home")
    p.el(0, "button", "Notifications (2)")
    p.el(0, "button", "Jenna Park", "clickable, hasPopup='menu', expanded=False")
    p.el(0, "navigation", "Reading lists", "")
    p.el(1, "heading", "Reading lists", "")
    for name, n in [("Currently Reading", 1), (summer_name, 5), ("Classics Backlog", 12), ("Finished 2023", 14)]:
        p.el(1, "link", f"{name} ({n})", key=f"list_{name}")
    p.el(1, "button", "New list")


def shelf_home(summer_name: str) -> tuple[str, dict[str, str]]:
    p = Page(10)
    shelf_side(p, summer_name)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Lakeview Readers", "")
    p.tx(1, "11 members · meets first Thursday of the month · est. 2019")
    p.el(1, "heading", "Currently reading", "")
    p.el(1, "link", "Tom Lake")
    p.tx(1, "Ann Patchett · 309 pages", "Group progress: 6 of 11 finished · median page 241")
    p.el(1, "heading", "Next meeting", "")
    p.tx(1, "Thu, Jun 6, 2024 · 7:00 PM", "At Ruth's · 412 Elm St, Pittsburgh, PA 15217", "RSVPs: 7 going · 2 maybe · 2 no reply")
    p.el(1, "button", "RSVP: Going", "clickable, pressed=True")
    p.el(1, "heading", "Discussion", "")
    for t, who, n, when in [("Tom Lake: the Peter Duke chapters (spoilers!)", "Ruth A.", 14, "2 hours ago"),
                            ("Vote: July pick from the summer list", "Jenna P.", 9, "yesterday"),
                            ("Snacks sign-up for June", "Theo M.", 4, "3 days ago")]:
        p.el(2, "link", t)
        p.tx(2, f"{who} · {n} replies · last reply {when}")
    p.el(1, "button", "Start a thread")
    return p.out("Lakeview Readers · Shelfmates", SHELF), p.bid


def shelf_list(title: str, slug: str, books: list[tuple[str, str, int, str, int]], summer_name: str,
               rename: str | None = None, toast: str = "", updated: str = "Apr 28, 2024", sort: str = "votes",
               owner: str = "Ruth A.") -> tuple[str, dict[str, str]]:
    p = Page(10)
    shelf_side(p, summer_name)
    p.el(0, "main", "", "")
    if toast:
        p.el(1, "status", "", "")
        p.tx(2, toast)
    if rename is not None:
        p.el(1, "textbox", "List name", "clickable, focused", key="name", value=rename)
        p.el(1, "button", "Save", key="save")
        p.el(1, "button", "Cancel")
    else:
        p.el(1, "heading", title, "")
        p.el(1, "button", "Rename list", key="rename")
    p.tx(1, f"{len(books)} books · created by {owner} · updated {updated}")
    p.el(1, "button", "Add book")
    p.el(1, "button", "Share")
    p.el(1, "combobox", "Sort by", "clickable, hasPopup='menu', expanded=False", key="sort",
         value={"votes": "Most votes", "pages": "Page count"}[sort])
    rows = sorted(books, key=lambda b: b[2]) if sort == "pages" else books
    p.table(1, "", ["Title", "Author", "Pages", "Added by", "Votes", ""],
            [[(t, "link", ""), a, str(pg), who, str(v), ("Vote", "button", "")] for t, a, pg, who, v in rows])
    p.tx(1, f"Total: {sum(b[2] for b in books):,} pages")
    return p.out(f"{title} · Lakeview Readers · Shelfmates", f"{SHELF}/lists/{slug}"), p.bid


def t15(rs: RowSet) -> None:
    OLD, NEW = "Summer 2024 Picks", "Beach Reads 2024"
    s0, b0 = shelf_home(OLD)
    o1, b1 = shelf_list(OLD, "summer-2024-picks", SUMMER, OLD)
    o2, b2 = shelf_list(OLD, "summer-2024-picks", SUMMER, OLD, rename=OLD)
    o3, _ = shelf_list(OLD, "summer-2024-picks", SUMMER, OLD, rename=NEW)
    o4, b4 = shelf_list(NEW, "summer-2024-picks", SUMMER, NEW, toast="List renamed.", updated="just now")
    o5, b5 = shelf_home(OLD)  # contradiction: the list was renamed to Beach Reads 2024
    o6, b6 = shelf_list("Classics Backlog", "classics-backlog", CLASSICS, OLD, updated="Mar 3, 2024", owner="Jenna P.")
    o7, _ = shelf_list("Classics Backlog", "classics-backlog", CLASSICS, OLD, updated="Mar 3, 2024", owner="Jenna P.", sort="pages")
    turns = [
        (cl(b0[f"list_{OLD}"]), o1),
        (cl(b1["rename"]), o2),
        (fl(b2["name"], NEW), o3),
        (cl(b2["save"]), o4),
        (cl(b4["home"]), o5),
        (cl(b5["list_Classics Backlog"]), o6),
        (sel(b6["sort"], "Page count"), o7),
    ]
    rs.add("web", "h59-web-15", system("Site: Shelfmates (shelfmates.club), a small book-club app; club Lakeview Readers, signed in as Jenna Park."),
           turns, state=s0, bad=True, turn=5,
           kind="The reading list renamed to Beach Reads 2024 at turn 4 is back under its old name Summer 2024 Picks in the club sidebar at turn 5.")


# ---------------------------------------------------------------------------------------------------------
# 16 School lunch payments, LINQ Connect (clean): add funds for two students, balances and history update.

LINQ = "https://linqconnect.com"
VISA = "Visa •••• 4417"
ISHA_TX = [  # newest first, before today's payment
    ("05/03/2024 11:52 AM", "Lunch — Chicken Tenders Meal", -3.05), ("05/03/2024 07:48 AM", "Breakfast — Yogurt Parfait", -1.25),
    ("05/02/2024 11:49 AM", "Lunch — Cheese Pizza Meal", -3.05), ("05/02/2024 11:49 AM", "A la carte — 1% Milk", -0.60),
    ("05/01/2024 11:50 AM", "Lunch — Turkey Sub Meal", -3.05), ("04/30/2024 11:47 AM", "Lunch — Walking Taco Meal", -3.05),
    ("04/29/2024 11:51 AM", "Lunch — Chicken Tenders Meal", -3.05), ("04/26/2024 06:15 PM", f"Online payment — {VISA}", 25.00),
    ("04/26/2024 11:48 AM", "Lunch — Mac & Cheese Meal", -3.05), ("04/25/2024 11:50 AM", "Lunch — Cheeseburger Meal", -3.05),
    ("04/24/2024 11:49 AM", "Lunch — Chicken Tenders Meal", -3.05), ("04/23/2024 11:53 AM", "Lunch — Pasta Bar", -3.05),
    ("04/23/2024 07:51 AM", "Breakfast — Breakfast Pizza", -1.25), ("04/22/2024 11:50 AM", "Lunch — Walking Taco Meal", -3.05),
    ("04/19/2024 11:48 AM", "Lunch — Fish Sandwich Meal", -3.05), ("04/18/2024 11:51 AM", "Lunch — Chicken Tenders Meal", -3.05),
    ("04/08/2024 07:02 PM", f"Online payment — {VISA}", 30.00),
]


def linq_top(p: Page) -> None:
    p.el(0, "link", "LINQ Connect")
    p.el(0, "link", "Dashboard", key="dash")
    p.el(0, "link", "Payments")
    p.el(0, "link", "Menus")
    p.el(0, "link", "Applications")
    p.el(0, "button", "Anjali Mehta", "clickable, hasPopup='menu', expanded=False")


def linq_dash(paid: bool) -> tuple[str, dict[str, str]]:
    p = Page(40)
    linq_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Fox Chapel Area School District", "")
    p.el(1, "button", "Make a payment", key="pay")
    for name, grade, school, bal, low, key in [
            ("Aarav Mehta", "Grade 4", "Kerr Elementary School", 32.35 if paid else 12.35, False, "aarav"),
            ("Isha Mehta", "Grade 7", "Dorseyville Middle School", 43.10 if paid else 3.10, not paid, "isha")]:
        p.el(1, "region", name, "")
        p.el(2, "heading", name, "")
        p.tx(2, f"{grade} · {school}", "Balance", money(bal))
        if low:
            p.el(2, "status", "", "")
            p.tx(3, "Low balance: below your $5.00 alert threshold")
        p.el(2, "button", f"Add funds for {name}")
        p.el(2, "link", f"View transactions for {name}", key=f"tx_{key}")
    p.el(1, "heading", "Recent activity", "")
    recent = [("05/06/2024 09:41 AM", "Isha Mehta", f"Online payment — {VISA}", 40.00),
              ("05/06/2024 09:41 AM", "Aarav Mehta", f"Online payment — {VISA}", 20.00)] if paid else []
    recent += [("05/03/2024 11:52 AM", "Isha Mehta", "Lunch — Chicken Tenders Meal", -3.05),
               ("05/03/2024 11:21 AM", "Aarav Mehta", "Lunch — Cheese Quesadilla Meal", -2.80),
               ("05/03/2024 07:48 AM", "Isha Mehta", "Breakfast — Yogurt Parfait", -1.25),
               ("05/02/2024 11:49 AM", "Isha Mehta", "Lunch — Cheese Pizza Meal", -3.05),
               ("05/02/2024 11:49 AM", "Isha Mehta", "A la carte — 1% Milk", -0.60)]
    p.table(1, "", ["Date", "Student", "Description", "Amount"],
            [[d, s, desc, ("+" if a > 0 else "−") + money(abs(a))] for d, s, desc, a in recent[:5]])
    p.tx(1, "Auto-pay: Off · Low balance alerts: email at $5.00")
    return p.out("Dashboard | LINQ Connect", f"{LINQ}/dashboard"), p.bid


def linq_pay(a: str = "", i: str = "", focus: str = "") -> tuple[str, dict[str, str]]:
    p = Page(200)
    linq_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Make a payment", "")
    p.tx(1, "Aarav Mehta · Kerr Elementary School · Balance $12.35")
    p.el(1, "textbox", "Amount for Aarav Mehta", "clickable" + (", focused" if focus == "a" else ""), key="a", value=a)
    p.tx(1, "Isha Mehta · Dorseyville Middle School · Balance $3.10")
    p.el(1, "textbox", "Amount for Isha Mehta", "clickable" + (", focused" if focus == "i" else ""), key="i", value=i)
    sub = sum(float(x) for x in (a, i) if x)
    p.tx(1, "Subtotal", money(sub), "Program fee", money(2.25 if sub else 0), "Total", money(sub + 2.25 if sub else 0))
    p.el(1, "button", "Continue", "clickable" if sub else "clickable, disabled=True", key="cont")
    return p.out("Make a payment | LINQ Connect", f"{LINQ}/payments/new"), p.bid


def linq_review(done: bool) -> tuple[str, dict[str, str]]:
    p = Page(300)
    linq_top(p)
    p.el(0, "main", "", "")
    if done:
        p.el(1, "heading", "Payment successful", "")
        p.tx(1, "Confirmation number LC-240506-88172", "May 6, 2024 · 9:41 AM", f"Charged to {VISA}")
        p.table(1, "", ["Student", "Amount", "New balance"],
                [["Aarav Mehta", "$20.00", "$32.35"], ["Isha Mehta", "$40.00", "$43.10"]])
        p.tx(1, "Program fee $2.25 · Total charged $62.25", "A receipt was sent to anjali.mehta@gmail.com.")
        p.el(1, "link", "Back to dashboard")
    else:
        p.el(1, "heading", "Review payment", "")
        p.table(1, "", ["Student", "Amount"], [["Aarav Mehta", "$20.00"], ["Isha Mehta", "$40.00"]])
        p.tx(1, "Subtotal", "$60.00", "Program fee", "$2.25", "Total", "$62.25")
        p.el(1, "radio", f"{VISA} (expires 11/26)", "clickable, checked='true'")
        p.el(1, "radio", "Add a new card or bank account", "clickable, checked='false'")
        p.el(1, "button", "Back")
        p.el(1, "button", "Submit payment", key="submit")
    return p.out("Review payment | LINQ Connect" if not done else "Payment successful | LINQ Connect", f"{LINQ}/payments/review"), p.bid


def linq_tx(kind: str = "All") -> tuple[str, dict[str, str]]:
    txs = [("05/06/2024 09:41 AM", f"Online payment — {VISA}", 40.00)] + ISHA_TX
    bal = 43.10
    rows = []
    for d, desc, amt in txs:
        rows.append((d, desc, amt, bal))
        bal = round(bal - amt, 2)
    if kind == "Deposits":
        rows = [r for r in rows if r[2] > 0]
    p = Page(400)
    linq_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Isha Mehta · Transactions", "")
    p.tx(1, "Dorseyville Middle School · Grade 7 · Current balance $43.10")
    p.el(1, "combobox", "Date range", "clickable, hasPopup='menu', expanded=False", value="Last 30 days")
    p.el(1, "combobox", "Type", "clickable, hasPopup='menu', expanded=False", key="type", value=kind)
    for o in ["All", "Purchases", "Deposits"]:
        p.el(2, "option", o, f"selected={o == kind}")
    p.table(1, "", ["Date", "Description", "Amount", "Balance"],
            [[d, desc, ("+" if a > 0 else "−") + money(abs(a)), money(b) if b >= 0 else "−" + money(-b)] for d, desc, a, b in rows])
    p.tx(1, f"{len(rows)} transactions")
    p.el(1, "button", "Export CSV")
    return p.out("Transactions | LINQ Connect", f"{LINQ}/students/isha-mehta/transactions?range=30d" + ("&type=deposits" if kind == "Deposits" else "")), p.bid


def t16(rs: RowSet) -> None:
    s0, b0 = linq_dash(False)
    o1, b1 = linq_pay(focus="a")
    o2, _ = linq_pay("20.00", focus="a")
    o3, b3 = linq_pay("20.00", "40.00", focus="i")
    o4, b4 = linq_review(False)
    o5, b5 = linq_review(True)
    o6, b6 = linq_dash(True)
    o7, b7 = linq_tx()
    o8, _ = linq_tx("Deposits")
    turns = [
        (cl(b0["pay"]), o1),
        (fl(b1["a"], "20.00"), o2),
        (fl(b1["i"], "40.00"), o3),
        (cl(b3["cont"]), o4),
        (cl(b4["submit"]), o5),
        (cl(b5["dash"]), o6),
        (cl(b6["tx_isha"]), o7),
        (sel(b7["type"], "Deposits"), o8),
    ]
    rs.add("web", "h59-web-16", system("Site: LINQ Connect (linqconnect.com) school meal payments for Fox Chapel Area School District, parent account Anjali Mehta."),
           turns, state=s0)


# ---------------------------------------------------------------------------------------------------------
# 17 VolunteerHub shifts (contradiction): a shift listed 9:00 AM – 12:00 PM comes back starting at 8:00 AM.

VH = "https://eastsidefoodbank.volunteerhub.com"
SHIFTS = [
    ("wsp-0615", "Warehouse Sort & Pack", "Sat, Jun 15, 2024", "9:00 AM – 12:00 PM", "Main Warehouse, 1187 Frankstown Ave", 5, 12),
    ("mp-0619", "Mobile Pantry: Homewood", "Wed, Jun 19, 2024", "3:30 PM – 6:30 PM", "Homewood Coliseum parking lot", 8, 10),
    ("sbd-0620", "Senior Box Delivery", "Thu, Jun 20, 2024", "10:00 AM – 1:00 PM", "Main Warehouse (drivers only)", 2, 6),
    ("kc-0624", "Kids Cafe Meal Prep", "Mon, Jun 24, 2024", "1:00 PM – 4:00 PM", "Community kitchen, 1201 Frankstown Ave", 6, 6),
    ("wsp-0629", "Warehouse Sort & Pack", "Sat, Jun 29, 2024", "9:00 AM – 12:00 PM", "Main Warehouse, 1187 Frankstown Ave", 1, 12),
]
SHIFT_TEXT = {
    "wsp-0615": "Sort donated food, check dates and pack family boxes for the weekend pantries. Great for groups and first-timers.",
    "mp-0619": "Help unload the truck, set up tables and hand out produce and boxes to about 250 households. Standing and lifting up to 25 lb.",
}


def vh_top(p: Page) -> None:
    p.el(0, "link", "Eastside Community Food Bank")
    p.el(0, "link", "Opportunities", key="opps")
    p.el(0, "link", "My Schedule", key="sched")
    p.el(0, "link", "My Hours")
    p.el(0, "link", "Groups")
    p.el(0, "button", "Daniel Osei", "clickable, hasPopup='menu', expanded=False")


def vh_list(filled: dict[str, int], registered: set[str], time_override: dict[str, str] | None = None) -> tuple[str, dict[str, str]]:
    p = Page(30)
    vh_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Volunteer Opportunities", "")
    p.el(1, "button", "Previous month")
    p.tx(1, "June 2024")
    p.el(1, "button", "Next month")
    p.el(1, "group", "View", "")
    p.el(2, "button", "List", "clickable, pressed=True")
    p.el(2, "button", "Calendar", "clickable, pressed=False")
    p.el(1, "list", "", "")
    for sid, name, date, time, loc, f, cap in SHIFTS:
        f = filled.get(sid, f)
        time = (time_override or {}).get(sid, time)
        p.el(2, "listitem", "", "")
        p.el(3, "link", name, key=f"ev_{sid}")
        p.tx(3, f"{date} · {time}", loc)
        p.tx(3, f"{f} of {cap} slots filled" + (" · Full — waitlist open" if f >= cap else ""))
        if sid in registered:
            p.tx(3, "✓ You're registered")
    return p.out("Opportunities | Eastside Community Food Bank | VolunteerHub", f"{VH}/vv2/lists/events?month=2024-06"), p.bid


def vh_event(sid: str, filled: int, registered: bool) -> tuple[str, dict[str, str]]:
    _, name, date, time, loc, _, cap = next(s for s in SHIFTS if s[0] == sid)
    p = Page(200)
    vh_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", name, "")
    p.tx(1, f"{date} · {time}", loc, SHIFT_TEXT[sid])
    p.tx(1, f"Slots: {filled} of {cap} filled ({cap - filled} open)")
    p.tx(1, "Coordinator: Marisol Vega · volunteer@eastsidefoodbank.org · (412) 555-0178",
         "Requirements: closed-toe shoes; ages 14+ (under 16 with a registered adult)")
    if registered:
        p.tx(1, "✓ You're registered for this shift")
        p.el(1, "button", "Cancel my registration")
    else:
        p.el(1, "button", "Sign up", key="signup")
    p.el(1, "link", "Back to opportunities")
    return p.out(f"{name} | VolunteerHub", f"{VH}/vv2/events/{sid}"), p.bid


def vh_form(sid: str, waiver: bool) -> tuple[str, dict[str, str]]:
    _, name, date, time, _, _, _ = next(s for s in SHIFTS if s[0] == sid)
    p = Page(300)
    vh_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", f"Register: {name}", "")
    p.tx(1, f"{date} · {time}")
    p.el(1, "textbox", "Full name", "clickable, required", value="Daniel Osei")
    p.el(1, "textbox", "Email", "clickable, required", value="daniel.osei@protonmail.com")
    p.el(1, "textbox", "Mobile phone", "clickable", value="(412) 555-0619")
    p.el(1, "combobox", "T-shirt size", "clickable, hasPopup='menu', expanded=False", value="L")
    p.el(1, "spinbutton", "Guests you are bringing", "clickable", value="0")
    p.el(1, "checkbox", "I have read and agree to the Volunteer Liability Waiver (2024)", f"clickable, checked='{str(waiver).lower()}'", key="waiver")
    p.el(1, "link", "Read the waiver")
    p.el(1, "button", "Complete registration", "clickable" if waiver else "clickable, disabled=True", key="go")
    p.el(1, "button", "Cancel", key="cancel")
    return p.out(f"Register: {name} | VolunteerHub", f"{VH}/vv2/events/{sid}/register"), p.bid


def vh_done() -> tuple[str, dict[str, str]]:
    p = Page(400)
    vh_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "You're registered!", "")
    p.tx(1, "Warehouse Sort & Pack", "Sat, Jun 15, 2024 · 9:00 AM – 12:00 PM", "Main Warehouse, 1187 Frankstown Ave",
         "Slots: 6 of 12 filled", "A confirmation email was sent to daniel.osei@protonmail.com. We'll send a reminder 2 days before.")
    p.el(1, "link", "Add to Google Calendar")
    p.el(1, "link", "Download .ics")
    p.el(1, "link", "View My Schedule")
    return p.out("Registration complete | VolunteerHub", f"{VH}/vv2/events/wsp-0615/register/complete"), p.bid


def vh_sched() -> tuple[str, dict[str, str]]:
    p = Page(500)
    vh_top(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "My Schedule", "")
    p.el(1, "heading", "Upcoming (1)", "")
    p.table(1, "", ["Date", "Opportunity", "Time", "Hours", "Status"],
            [["Sat, Jun 15, 2024", ("Warehouse Sort & Pack", "link", ""), "9:00 AM – 12:00 PM", "3.0", "Registered"]])
    p.el(1, "heading", "Past (6)", "")
    p.table(1, "", ["Date", "Opportunity", "Time", "Hours", "Status"], [
        ["Wed, May 15, 2024", "Mobile Pantry: Homewood", "3:30 PM – 6:30 PM", "3.0", "Verified"],
        ["Sat, Apr 20, 2024", "Warehouse Sort & Pack", "9:00 AM – 12:00 PM", "3.0", "Verified"],
        ["Sat, Mar 23, 2024", "Warehouse Sort & Pack", "9:00 AM – 12:00 PM", "3.0", "Verified"],
        ["Mon, Feb 26, 2024", "Kids Cafe Meal Prep", "1:00 PM – 4:00 PM", "3.0", "Verified"],
        ["Sat, Feb 10, 2024", "Warehouse Sort & Pack", "9:00 AM – 12:00 PM", "3.0", "Verified"],
        ["Thu, Jan 18, 2024", "Senior Box Delivery", "10:00 AM – 1:30 PM", "3.5", "Verified"]])
    p.tx(1, "Verified hours in 2024: 18.5")
    return p.out("My Schedule | VolunteerHub", f"{VH}/vv2/myschedule"), p.bid


def t17(rs: RowSet) -> None:
    s0, b0 = vh_list({}, set())
    o1, b1 = vh_event("wsp-0615", 5, False)
    o2, b2 = vh_form("wsp-0615", False)
    o3, b3 = vh_form("wsp-0615", True)
    o4, b4 = vh_done()
    o5, b5 = vh_sched()
    o6, b6 = vh_list({"wsp-0615": 6}, {"wsp-0615"}, {"wsp-0615": "8:00 AM – 12:00 PM"})  # contradiction
    o7, b7 = vh_event("mp-0619", 8, False)
    o8, b8 = vh_form("mp-0619", False)
    o9, _ = vh_event("mp-0619", 8, False)
    turns = [
        (cl(b0["ev_wsp-0615"]), o1),
        (cl(b1["signup"]), o2),
        (cl(b2["waiver"]), o3),
        (cl(b3["go"]), o4),
        (cl(b4["sched"]), o5),
        (cl(b5["opps"]), o6),
        (cl(b6["ev_mp-0619"]), o7),
        (cl(b7["signup"]), o8),
        (cl(b8["cancel"]), o9),
    ]
    rs.add("web", "h59-web-17", system("Site: VolunteerHub volunteer portal of Eastside Community Food Bank (eastsidefoodbank.volunteerhub.com), signed in as Daniel Osei."),
           turns, state=s0, bad=True, turn=6,
           kind="The Jun 15 Warehouse Sort & Pack shift, shown as 9:00 AM – 12:00 PM on the list, event page, registration and My Schedule, is listed as 8:00 AM – 12:00 PM with no change to the event.")


# ---------------------------------------------------------------------------------------------------------
# 18 MinIO console (contradiction): previewing the same unchanged YAML object twice shows a different line.

MINIO = "http://minio.internal:9001"
NIGHTLY = """# Nightly sync: Postgres (orders) -> warehouse landing zone
# owner: data-platform@northwind.io  (ticket DP-412)
version: 3
pipeline:
  name: nightly-sync
  schedule: "0 2 * * *"
  timezone: America/New_York
  concurrency: 4
  retries: 3
  retry_backoff_seconds: 120
source:
  type: postgres
  host: pg-orders-replica.internal
  port: 5432
  database: orders
  user: etl_reader
  password_secret: vault://kv/etl/pg-orders-reader
  tables:
    - public.orders
    - public.order_items
    - public.customers
    - public.refunds
  incremental_column: updated_at
  lookback_hours: 26
destination:
  type: s3
  endpoint: http://minio.internal:9000
  bucket: etl-landing
  prefix: orders/dt={{ ds }}/
  format: parquet
  compression: zstd
  partition_by: [dt]
retention_days: 30
alerts:
  slack_channel: "#data-alerts"
  on_failure: true
  on_success: false
"""
BACKFILL = """# One-off backfill of orders history (2019-2023) into the landing zone
# owner: data-platform@northwind.io  (ticket DP-430)
version: 3
pipeline:
  name: orders-backfill
  schedule: null
  timezone: America/New_York
  concurrency: 8
  retries: 5
  retry_backoff_seconds: 300
source:
  type: postgres
  host: pg-orders-replica.internal
  port: 5432
  database: orders
  user: etl_reader
  password_secret: vault://kv/etl/pg-orders-reader
  tables:
    - public.orders
    - public.order_items
  incremental_column: created_at
  start: "2019-01-01"
  end: "2023-12-31"
  chunk: month
destination:
  type: s3
  endpoint: http://minio.internal:9000
  bucket: etl-landing
  prefix: orders_backfill/month={{ chunk }}/
  format: parquet
  compression: zstd
  partition_by: [month]
retention_days: 90
alerts:
  slack_channel: "#data-alerts"
  on_failure: true
  on_success: true
"""
README = "x" * 3180
SOURCES = "x" * 6550
M_OBJS = {
    "backfill.yaml": ("2024-05-03 16:40:11", BACKFILL, "5d1e07a9c3b24f8e91a0c6d2e7f31b58", "a41c7e0b-2f6d-4d91-8e3a-5b7c9d0e1f24"),
    "nightly-sync.yaml": ("2024-04-29 10:05:47", NIGHTLY, "c8f2a61d09be4e7735a1f4c0d9e8b372", "3f9a2c1e-7b4d-4e8a-9c61-0d2e5f7a8b93"),
    "README.md": ("2024-02-14 13:22:05", README, "0b7e3c9a1d5f42e68a9c3b1e7d0f5a26", "77e1d9c4-3a2b-4f6e-8d0c-1b9a5e3f7c62"),
    "sources.json": ("2024-04-11 08:51:30", SOURCES, "e2a9d4c17f0b3e8a6c5d1f9b0a7e4c38", "1c8e5b2a-9d7f-4a3e-b6c0-2f4d8e1a5b97"),
}


def kib(text: str) -> str:
    return f"{len(text.encode()) / 1024:.1f} KiB"


def minio_page(selected: str = "", preview: str = "", content_override: str | None = None,
               versions: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(20)
    p.el(0, "link", "MinIO Object Store")
    p.el(0, "navigation", "", "")
    for n in ["Object Browser", "Access Keys", "Documentation", "Buckets", "Policies", "Identity", "Monitoring",
              "Events", "Tiering", "Site Replication", "Settings", "License"]:
        p.el(1, "link", n)
    p.el(0, "main", "", "")
    p.el(1, "heading", "etl-config", "")
    p.tx(1, "Created on: Tue, Nov 14 2023 09:31:02 · Access: PRIVATE · 412.8 KiB - 37 Objects")
    p.el(1, "button", "Rewind")
    p.el(1, "button", "Refresh")
    p.el(1, "button", "Upload", "clickable, hasPopup='menu'")
    p.el(1, "link", "etl-config")
    p.tx(1, "/")
    p.el(1, "link", "pipelines")
    p.el(1, "button", "Create new path")
    p.el(1, "textbox", "Start typing to filter objects in the bucket", "clickable")
    p.el(1, "table", "", "")
    p.el(2, "row", "", "")
    for h in ["", "Name", "Last Modified", "Size"]:
        p.el(3, "columnheader", h, "clickable" if h else "")
    p.el(2, "row", "", "clickable")
    p.el(3, "gridcell", "", "")
    p.el(4, "checkbox", "", "clickable, checked='false'")
    p.el(3, "gridcell", "archive", "")
    p.el(3, "gridcell", "", "")
    p.el(3, "gridcell", "-", "")
    for name, (mod, text, _, _) in M_OBJS.items():
        p.el(2, "row", "", "clickable, selected=True" if name == selected else "clickable", key=f"row_{name}")
        p.el(3, "gridcell", "", "")
        p.el(4, "checkbox", "", "clickable, checked='false'")
        p.el(3, "gridcell", name, "")
        p.el(3, "gridcell", mod, "")
        p.el(3, "gridcell", kib(text), "")
    if selected:
        mod, text, etag, vid = M_OBJS[selected]
        p.el(1, "complementary", "", "")
        p.el(2, "button", "Close details")
        p.el(2, "heading", selected, "")
        for act in ["Download", "Share", "Preview", "Legal Hold", "Retention", "Tags", "Inspect", "Display Object Versions", "Delete"]:
            props = "clickable, disabled=True" if act == "Legal Hold" else "clickable"
            p.el(2, "button", act, props, key=f"act_{act}")
        p.el(2, "heading", "Object Info", "")
        p.tx(2, "Name:", selected, "Size:", kib(text), "Version ID:", vid, "Last Modified:", mod,
             "ETAG:", etag, "Tags:", "team:data-platform", "Legal Hold:", "OFF", "Retention Policy:", "None")
        p.el(2, "heading", "Metadata", "")
        p.tx(2, "Content-Type:", "application/yaml" if selected.endswith(".yaml") else "text/plain")
        if versions:
            p.el(2, "heading", f"{selected} Versions", "")
            p.tx(2, "1 Version")
            p.el(2, "row", "", "clickable")
            p.tx(3, vid, "CURRENT VERSION", f"Last modified: {mod}", f"Size: {kib(text)}")
            p.el(3, "button", "Preview")
            p.el(3, "button", "Download")
            p.el(3, "button", "Share")
    if preview:
        text = content_override if content_override is not None else M_OBJS[preview][1]
        p.el(0, "dialog", f"Preview - {preview}", "modal=True")
        p.el(1, "button", "Close", key="close")
        p.el(1, "heading", f"Preview - {preview}", "")
        p.el(1, "Iframe", "", "")
        p.el(2, "RootWebArea", "", "")
        for line in text.rstrip("\n").split("\n"):
            p.tx(3, line)
    return p.out("MinIO Console", f"{MINIO}/browser/etl-config/cGlwZWxpbmVzLw=="), p.bid


def t18(rs: RowSet) -> None:
    N, B = "nightly-sync.yaml", "backfill.yaml"
    s0, b0 = minio_page()
    o1, b1 = minio_page(N)
    o2, b2 = minio_page(N, preview=N)
    o3, b3 = minio_page(N)
    o4, b4 = minio_page(B)
    o5, b5 = minio_page(B, preview=B)
    o6, b6 = minio_page(B)
    o7, b7 = minio_page(N)
    bad = NIGHTLY.replace("incremental_column: updated_at", "incremental_column: created_at")
    o8, b8 = minio_page(N, preview=N, content_override=bad)  # contradiction: same object, version and ETag
    o9, b9 = minio_page(N)
    o10, _ = minio_page(N, versions=True)
    turns = [
        (cl(b0[f"row_{N}"]), o1),
        (cl(b1["act_Preview"]), o2),
        (cl(b2["close"]), o3),
        (cl(b3[f"row_{B}"]), o4),
        (cl(b4["act_Preview"]), o5),
        (cl(b5["close"]), o6),
        (cl(b6[f"row_{N}"]), o7),
        (cl(b7["act_Preview"]), o8),
        (cl(b8["close"]), o9),
        (cl(b9["act_Display Object Versions"]), o10),
    ]
    rs.add("web", "h59-web-18", system("Site: MinIO Console (http://minio.internal:9001) object browser, user etl-admin, bucket etl-config."),
           turns, state=s0, bad=True, turn=8,
           kind="The unchanged nightly-sync.yaml (same version ID and ETag) previews with 'incremental_column: created_at' after showing 'incremental_column: updated_at' at turn 2.")


# ---------------------------------------------------------------------------------------------------------
# 19 Snipe-IT asset management (clean): check out a laptop, rename it, search by user, open another asset.

SNIPE = "https://assets.northwind.io"
MBP = "MacBook Pro 14\" (M3, 2023)"
SNIPE_ROWS = [  # created newest first: (name, tag, serial, model, category, status, user, location, cost, id)
    ("", "LAP-00236", "C02FX9Q1MD6M", "MacBook Pro 14\" (M3 Pro, 2023)", "Laptops", "Ready to Deploy", "", "HQ - IT Storage", 2399.00, 1288),
    ("", "LAP-00235", "C02FX8L2MD6M", "MacBook Pro 14\" (M3 Pro, 2023)", "Laptops", "Ready to Deploy", "", "HQ - IT Storage", 2399.00, 1287),
    ("", "MON-00418", "CN-0W2K7N-74261-3B1-A2QU", "Dell UltraSharp U2723QE", "Monitors", "Deployed", "Carla Mendez", "HQ - 3rd Floor", 579.99, 1286),
    ("", "LAP-00234", "5CD3412KQ7", "HP EliteBook 840 G10", "Laptops", "Deployed", "Tariq Hassan", "Remote", 1489.00, 1285),
    ("", "LAP-00233", "PF4K2M9X", "Lenovo ThinkPad X1 Carbon Gen 11", "Laptops", "Pending", "", "Repair depot", 1899.00, 1284),
    ("", "LAP-00232", "C02XG4LMQ6L4", MBP, "Laptops", "Ready to Deploy", "", "HQ - IT Storage", 1999.00, 1283),
    ("", "PHN-00117", "F17ZK3QWN72J", "iPhone 15 128GB", "Phones", "Deployed", "Ravi Shah", "HQ - 2nd Floor", 799.00, 1282),
    ("", "LAP-00231", "C02XG4JRQ6L4", MBP, "Laptops", "Deployed", "Ravi Shah", "HQ - 2nd Floor", 1999.00, 1281),
    ("", "KBD-00089", "2104LZ0A3K98", "Logitech MX Keys S", "Peripherals", "Deployed", "Ravi Shah", "HQ - 2nd Floor", 109.99, 1280),
    ("", "DCK-00061", "CN-0PWN3T-FCC00-3A9-0D1B", "Dell WD22TB4 Dock", "Docks", "Ready to Deploy", "", "HQ - IT Storage", 289.00, 1279),
]


def snipe_nav(p: Page) -> None:
    p.el(0, "link", "Northwind Assets")
    p.el(0, "link", "Assets", key="assets")
    p.el(0, "link", "Licenses")
    p.el(0, "link", "Accessories")
    p.el(0, "link", "Consumables")
    p.el(0, "link", "Components")
    p.el(0, "link", "People")
    p.el(0, "link", "Reports")
    p.el(0, "textbox", "Lookup by Asset Tag", "clickable")
    p.el(0, "button", "Admin User", "clickable, hasPopup='menu', expanded=False")


def snipe_list(rows: list[tuple], search: str = "", typed: str | None = None) -> tuple[str, dict[str, str]]:
    p = Page(40)
    snipe_nav(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "All Assets", "")
    p.el(1, "link", "Create New")
    p.el(1, "searchbox", "Search", "clickable" + (", focused" if typed is not None else ""), key="search",
         value=typed if typed is not None else search)
    p.el(1, "button", "Export")
    p.el(1, "button", "Columns", "clickable, hasPopup='menu'")
    shown = [r for r in rows if not search or search.lower() in " ".join(str(x) for x in r).lower()]
    p.table(1, "", ["", "Asset Name", "Asset Tag", "Serial", "Model", "Category", "Status", "Checked Out To", "Location",
                    "Purchase Cost", "Checkin/Checkout"],
            [[("", "checkbox", ""), name, (tag, "link", f"tag_{tag}"), ser, model, cat, st, (user, "link", "") if user else "",
              loc, f"{cost:,.2f}", ("Checkin" if user else "Checkout", "button", "")]
             for name, tag, ser, model, cat, st, user, loc, cost, _ in shown[:10]])
    total = len(shown) if search else 214
    p.tx(1, f"Showing 1 to {min(10, len(shown))} of {total} rows")
    if not search:
        p.el(1, "combobox", "rows per page", "clickable, hasPopup='menu', expanded=False", value="10")
        p.el(1, "link", "2")
        p.el(1, "link", "›")
    url = f"{SNIPE}/hardware" + (f"?search={search}" if search else "")
    return p.out("All Assets :: Northwind Assets", url), p.bid


def snipe_view(tag: str, state: str, flash: str = "") -> tuple[str, dict[str, str]]:
    p = Page(300)
    snipe_nav(p)
    p.el(0, "main", "", "")
    if flash:
        p.el(1, "alert", "", "")
        p.tx(2, "Success:", flash)
    if tag == "LAP-00232":
        name = "MBP14-CMENDEZ" if state == "renamed" else ""
        out = state in ("out", "renamed")
        p.el(1, "heading", f"View Asset {tag}" + (f" ({name})" if name else ""), "")
        p.el(1, "button", "Edit Asset", key="edit")
        p.el(1, "button", "Checkin" if out else "Checkout", key="checkout")
        p.el(1, "button", "Clone Asset")
        p.el(1, "button", "Audit")
        p.el(1, "tablist", "", "")
        for t in ["Details", "Software", "Components", "Maintenances", "History", "Files"]:
            p.el(2, "tab", t, f"clickable, selected={t == 'Details'}")
        updated = {"ready": "2024-03-28 04:41PM", "out": "2024-05-06 10:14AM", "renamed": "2024-05-06 10:16AM"}[state]
        details = [("Status", "Deployed" if out else "Ready to Deploy"), ("Asset Name", name), ("Asset Tag", tag),
                   ("Serial", "C02XG4LMQ6L4"), ("Manufacturer", "Apple"), ("Category", "Laptops"), ("Model", MBP),
                   ("Model No.", "MR7J3LL/A"), ("Checked Out To", "Carla Mendez (cmendez)" if out else ""),
                   ("Checkout Date", "2024-05-06" if out else ""), ("Location", "HQ - 3rd Floor" if out else "HQ - IT Storage"),
                   ("Default Location", "HQ - IT Storage"), ("Purchase Date", "2024-02-12"), ("Order Number", "PO-2024-0117"),
                   ("Supplier", "CDW"), ("Purchase Cost", "USD 1,999.00"), ("Warranty", "36 months (Expires 2027-02-12)"),
                   ("Checkouts", "2" if out else "1"), ("Checkins", "1"), ("Created At", "2024-02-14 10:22AM"),
                   ("Updated At", updated)]
        p.table(1, "", ["", ""], [[k, v] for k, v in details])
        p.el(1, "heading", "History", "")
        hist = []
        if state == "renamed":
            hist.append(["2024-05-06 10:16AM", "Admin User", "update", "", "name: '' → 'MBP14-CMENDEZ'"])
        if out:
            hist.append(["2024-05-06 10:14AM", "Admin User", "checkout", "Carla Mendez", "New hire laptop, onboarding 5/6"])
        hist += [["2024-03-28 04:41PM", "Admin User", "checkin from", "Jon Keller", "Returned at offboarding"],
                 ["2024-02-20 09:15AM", "Admin User", "checkout", "Jon Keller", ""],
                 ["2024-02-14 10:22AM", "Admin User", "create new", "", ""]]
        p.table(1, "", ["Date", "Admin", "Action", "Target", "Notes"], hist)
    else:
        p.el(1, "heading", f"View Asset {tag}", "")
        p.el(1, "button", "Edit Asset")
        p.el(1, "button", "Checkin")
        p.table(1, "", ["", ""], [[k, v] for k, v in [
            ("Status", "Deployed"), ("Asset Tag", tag), ("Serial", "CN-0W2K7N-74261-3B1-A2QU"), ("Manufacturer", "Dell"),
            ("Category", "Monitors"), ("Model", "Dell UltraSharp U2723QE"), ("Checked Out To", "Carla Mendez (cmendez)"),
            ("Checkout Date", "2024-05-03"), ("Location", "HQ - 3rd Floor"), ("Purchase Date", "2024-04-30"),
            ("Purchase Cost", "USD 579.99"), ("Warranty", "36 months (Expires 2027-04-30)"), ("Checkouts", "1"),
            ("Created At", "2024-05-02 11:05AM"), ("Updated At", "2024-05-03 02:30PM")]])
        p.el(1, "heading", "History", "")
        p.table(1, "", ["Date", "Admin", "Action", "Target", "Notes"], [
            ["2024-05-03 02:30PM", "Admin User", "checkout", "Carla Mendez", "Desk 3-114"],
            ["2024-05-02 11:05AM", "Admin User", "create new", "", ""]])
    aid = {"LAP-00232": 1283, "MON-00418": 1286}[tag]
    return p.out(f"View Asset {tag} :: Northwind Assets", f"{SNIPE}/hardware/{aid}"), p.bid


def snipe_checkout(user: str = "", note: str = "") -> tuple[str, dict[str, str]]:
    p = Page(600)
    snipe_nav(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Checkout Asset", "")
    p.tx(1, "Asset Tag", "LAP-00232", "Model", MBP, "Serial", "C02XG4LMQ6L4")
    p.el(1, "textbox", "Asset Name", "clickable", value="")
    p.el(1, "combobox", "Status", "clickable, hasPopup='listbox', expanded=False", value="Ready to Deploy")
    p.el(1, "radio", "User", "clickable, checked='true'")
    p.el(1, "radio", "Asset", "clickable, checked='false'")
    p.el(1, "radio", "Location", "clickable, checked='false'")
    p.el(1, "combobox", "Select a User", "clickable, hasPopup='listbox', expanded=False", key="user", value=user or "Select a User")
    p.el(1, "textbox", "Checkout Date", "clickable", value="2024-05-06")
    p.el(1, "textbox", "Expected Checkin", "clickable", value="")
    p.el(1, "textbox", "Notes", "clickable, multiline" + (", focused" if note else ""), key="note", value=note)
    p.el(1, "button", "Cancel")
    p.el(1, "button", "Checkout", key="go")
    return p.out("Checkout Asset :: Northwind Assets", f"{SNIPE}/hardware/1283/checkout"), p.bid


def snipe_edit(name: str) -> tuple[str, dict[str, str]]:
    p = Page(700)
    snipe_nav(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Asset Update", "")
    p.el(1, "textbox", "Asset Tag", "clickable, required", value="LAP-00232")
    p.el(1, "textbox", "Serial", "clickable", value="C02XG4LMQ6L4")
    p.el(1, "combobox", "Model", "clickable, hasPopup='listbox', expanded=False", value=MBP)
    p.el(1, "combobox", "Status", "clickable, hasPopup='listbox', expanded=False", value="Ready to Deploy (Deployed)")
    p.tx(1, "This asset is currently checked out to Carla Mendez (cmendez).")
    p.el(1, "textbox", "Notes", "clickable, multiline", value="")
    p.el(1, "combobox", "Default Location", "clickable, hasPopup='listbox', expanded=False", value="HQ - IT Storage")
    p.el(1, "textbox", "Asset Name", "clickable" + (", focused" if name else ""), key="name", value=name)
    p.el(1, "textbox", "Warranty", "clickable", value="36")
    p.el(1, "textbox", "Order Number", "clickable", value="PO-2024-0117")
    p.el(1, "textbox", "Purchase Date", "clickable", value="2024-02-12")
    p.el(1, "combobox", "Supplier", "clickable, hasPopup='listbox', expanded=False", value="CDW")
    p.el(1, "textbox", "Purchase Cost", "clickable", value="1999.00")
    p.el(1, "button", "Save", key="save")
    return p.out("Asset Update :: Northwind Assets", f"{SNIPE}/hardware/1283/edit"), p.bid


def t19(rs: RowSet) -> None:
    NOTE = "New hire laptop, onboarding 5/6"
    s0, b0 = snipe_list(SNIPE_ROWS)
    o1, b1 = snipe_view("LAP-00232", "ready")
    o2, b2 = snipe_checkout()
    o3, _ = snipe_checkout("Mendez, Carla (cmendez) - #0419")
    o4, b4 = snipe_checkout("Mendez, Carla (cmendez) - #0419", NOTE)
    o5, b5 = snipe_view("LAP-00232", "out", flash="Asset checked out successfully.")
    o6, b6 = snipe_edit("")
    o7, b7 = snipe_edit("MBP14-CMENDEZ")
    o8, b8 = snipe_view("LAP-00232", "renamed", flash="Asset updated successfully.")
    rows2 = [("MBP14-CMENDEZ", *r[1:5], "Deployed", "Carla Mendez", "HQ - 3rd Floor", *r[8:]) if r[1] == "LAP-00232" else r
             for r in SNIPE_ROWS]
    o9, b9 = snipe_list(rows2)
    o10, _ = snipe_list(rows2, typed="Mendez")
    o11, b11 = snipe_list(rows2, search="Mendez")
    o12, _ = snipe_view("MON-00418", "")
    turns = [
        (cl(b0["tag_LAP-00232"]), o1),
        (cl(b1["checkout"]), o2),
        (sel(b2["user"], "Mendez, Carla (cmendez) - #0419"), o3),
        (fl(b2["note"], NOTE), o4),
        (cl(b4["go"]), o5),
        (cl(b5["edit"]), o6),
        (fl(b6["name"], "MBP14-CMENDEZ"), o7),
        (cl(b7["save"]), o8),
        (cl(b8["assets"]), o9),
        (fl(b9["search"], "Mendez"), o10),
        ("keyboard_press('Enter')", o11),
        (cl(b11["tag_MON-00418"]), o12),
    ]
    rs.add("web", "h59-web-19", system("Site: Snipe-IT asset management for Northwind (assets.northwind.io), signed in as Admin User."),
           turns, state=s0)


# ---------------------------------------------------------------------------------------------------------
# 20 Mealie recipe manager (contradiction): saving one ingredient edit shows another ingredient changed too.

MEALIE = "http://mealie.home.arpa:9925"
COOKIE_URL = f"{MEALIE}/g/home/r/brown-butter-chocolate-chip-cookies"
INGREDIENTS = [
    (Fraction(1), "cup", "unsalted butter", "browned and cooled 15 minutes"),
    (Fraction(1), "cup", "light brown sugar", "packed"),
    (Fraction(1, 2), "cup", "granulated sugar", ""),
    (Fraction(2), "", "large eggs", "room temperature"),
    (Fraction(1), "tablespoon", "vanilla extract", ""),
    (Fraction(9, 4), "cup", "all-purpose flour", ""),
    (Fraction(1), "teaspoon", "baking soda", ""),
    (Fraction(1), "teaspoon", "kosher salt", ""),
    (Fraction(12), "ounce", "semisweet chocolate chips", ""),
    (None, "", "flaky sea salt", "for sprinkling"),
]
STEPS = [
    "Melt the butter in a light-colored skillet over medium heat, swirling, until it smells nutty and the solids turn golden brown, 5-7 minutes. Pour into a large bowl and cool 15 minutes.",
    "Whisk both sugars into the butter until smooth, then whisk in the eggs and vanilla until glossy, about 1 minute.",
    "Stir in the flour, baking soda and salt until just combined; fold in the chocolate chips.",
    "Cover and chill the dough at least 2 hours or up to 3 days.",
    "Heat the oven to 350°F. Scoop 2-tablespoon balls onto parchment-lined sheets, 2 inches apart.",
    "Bake 11-13 minutes until the edges are set, sprinkle with flaky salt, and cool 5 minutes on the sheet.",
]


def frac(q: Fraction) -> str:
    whole, rest = divmod(q.numerator, q.denominator)
    if rest == 0:
        return str(whole)
    part = f"{rest}/{q.denominator}"
    return f"{whole} {part}" if whole else part


def ing_text(q: Fraction | None, unit: str, food: str, note: str, scale: int = 1) -> str:
    s = "" if q is None else frac(q * scale) + " "
    if unit:
        s += unit + ("s" if q is not None and q * scale > 1 else "") + " "
    s += food
    return s + (f", {note}" if note else "")


def mealie_nav(p: Page) -> None:
    p.el(0, "link", "Mealie")
    p.el(0, "link", "Recipes")
    p.el(0, "link", "Meal Planner")
    p.el(0, "link", "Shopping Lists", key="lists")
    p.el(0, "link", "Cookbooks")
    p.el(0, "searchbox", "Search", "clickable")
    p.el(0, "button", "Nadia", "clickable, hasPopup='menu', expanded=False")


def mealie_recipe(ings: list[tuple], scale: int = 1, editing: dict[int, str] | None = None, toast: str = "",
                  dialog: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(30)
    mealie_nav(p)
    p.el(0, "main", "", "")
    if toast:
        p.el(1, "status", "", "", late=True)
        p.tx(2, toast)
    p.el(1, "heading", "Brown Butter Chocolate Chip Cookies", "")
    p.tx(1, "★ 4.8 (12)", "Total Time 2 hours 40 minutes", "Prep Time 20 minutes", "Cook Time 12 minutes")
    p.tx(1, "Chewy centers, crisp edges and a toffee-like depth from browned butter. Chill the dough for the best texture.")
    if editing is None:
        p.el(1, "button", "Edit", key="edit")
        p.el(1, "button", "Add to shopping list", key="shop")
        p.el(1, "button", "Add to meal plan")
        p.el(1, "button", "Share")
        p.el(1, "button", "Decrease scale", key="minus")
        p.tx(1, f"{24 * scale} cookies")
        p.el(1, "button", "Increase scale", key="plus")
        p.el(1, "heading", "Ingredients", "")
        p.el(1, "list", "", "")
        for ing in ings:
            p.el(2, "checkbox", ing_text(*ing, scale=scale), "clickable, checked='false'")
    else:
        p.el(1, "button", "Save", key="save")
        p.el(1, "button", "Cancel")
        p.el(1, "button", "Delete")
        p.el(1, "textbox", "Servings", "clickable", value="24 cookies")
        p.el(1, "heading", "Ingredients", "")
        for i, (q, unit, food, note) in enumerate(ings):
            p.el(2, "textbox", "Quantity", "clickable" + (", focused" if i in editing else ""), key=f"q{i}",
                 value=editing.get(i, "" if q is None else frac(q)))
            p.el(2, "combobox", "Unit", "clickable, hasPopup='listbox', expanded=False", value=unit)
            p.el(2, "combobox", "Food", "clickable, hasPopup='listbox', expanded=False", value=food)
            p.el(2, "textbox", "Note", "clickable", value=note)
            p.el(2, "button", "Delete ingredient")
        p.el(1, "button", "Add ingredient")
    p.el(1, "heading", "Instructions", "")
    for i, st in enumerate(STEPS, 1):
        p.tx(1, f"Step {i}", st)
    p.el(1, "heading", "Nutrition", "")
    p.tx(1, "Per cookie: 214 kcal · Fat 11 g · Carbs 28 g · Protein 2 g · Sugar 18 g · Sodium 141 mg")
    p.tx(1, "Tags: Dessert, Cookies, Make-ahead · Tools: Skillet, Stand mixer, Cookie scoop")
    if dialog:
        p.el(0, "dialog", "Add to List", "modal=True")
        p.el(1, "combobox", "Shopping list", "clickable, hasPopup='listbox', expanded=False", value="Weekly Groceries")
        for ing in ings:
            p.el(1, "checkbox", ing_text(*ing), "clickable, checked='true'")
        p.el(1, "button", "Cancel")
        p.el(1, "button", "Add", key="add")
    return p.out("Brown Butter Chocolate Chip Cookies | Mealie", COOKIE_URL + ("/edit" if editing is not None else "")), p.bid


def mealie_list(added: list[tuple] | None) -> tuple[str, dict[str, str]]:
    p = Page(400)
    mealie_nav(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Weekly Groceries", "")
    base = [("1 gallon whole milk", ""), ("6 bananas", ""), ("1 loaf sourdough bread", ""),
            (f"{12 + (2 if added else 0)} large eggs", "Brown Butter Chocolate Chip Cookies" if added else ""),
            ("2 pounds yellow onions", ""), ("1 bunch cilantro", "")]
    items = list(base)
    for ing in added or []:
        if ing[2] == "large eggs":
            continue
        items.append((ing_text(*ing), "Brown Butter Chocolate Chip Cookies"))
    p.el(1, "list", "", "")
    for text, src in items:
        p.el(2, "checkbox", text, "clickable, checked='false'")
        if src:
            p.tx(3, f"From: {src}")
    p.tx(1, f"{len(items)} items · 0 checked")
    p.el(1, "button", "Add item")
    p.el(1, "button", "Uncheck all")
    p.el(1, "button", "Linked recipes (1)" if added else "Linked recipes (0)")
    return p.out("Weekly Groceries | Mealie", f"{MEALIE}/shopping-lists/6b1f3e0a-42d8-4c1e-9f57-1d2a3b4c5e6f"), p.bid


def t20(rs: RowSet) -> None:
    ings2 = list(INGREDIENTS)
    ings2[2] = (Fraction(1, 3), "cup", "granulated sugar", "")
    shown = list(ings2)
    shown[1] = (Fraction(1), "cup", "dark brown sugar", "packed")  # contradiction: only the granulated sugar was edited
    s0, b0 = mealie_recipe(INGREDIENTS)
    o1, b1 = mealie_recipe(INGREDIENTS, editing={})
    o2, _ = mealie_recipe(INGREDIENTS, editing={2: "1/3"})
    o3, b3 = mealie_recipe(shown, toast="Recipe updated")
    o4, b4 = mealie_recipe(shown, scale=2)
    o5, b5 = mealie_recipe(shown)
    o6, b6 = mealie_recipe(shown, dialog=True)
    o7, b7 = mealie_recipe(shown, toast="Added 10 items to Weekly Groceries")
    o8, _ = mealie_list(shown)
    turns = [
        (cl(b0["edit"]), o1),
        (fl(b1["q2"], "1/3"), o2),
        (cl(b1["save"]), o3),
        (cl(b3["plus"]), o4),
        (cl(b4["minus"]), o5),
        (cl(b5["shop"]), o6),
        (cl(b6["add"]), o7),
        (cl(b7["lists"]), o8),
    ]
    rs.add("web", "h59-web-20", system("Site: a self-hosted Mealie recipe manager (http://mealie.home.arpa:9925), group home, user Nadia."),
           turns, state=s0, bad=True, turn=3,
           kind="Only the granulated sugar was edited, yet after saving the recipe lists '1 cup dark brown sugar, packed' where it had '1 cup light brown sugar, packed'.")


# ---------------------------------------------------------------------------------------------------------
# 21 Kimai time tracking (contradiction): the running timer shows less elapsed time on a later page.

KIMAI = "https://time.lindqvist.dev"
KIMAI_ROWS = [
    ("05/03/2024", "13:05", "17:30", "4:25", "Oakline Dental", "Patient portal", "Development", "Reminder SMS opt-out flow"),
    ("05/03/2024", "08:50", "12:20", "3:30", "Ridgeway Outfitters", "Spring campaign site", "Design", "Hero variants + mobile nav"),
    ("05/02/2024", "13:30", "18:00", "4:30", "Oakline Dental", "Patient portal", "Development", "Appointments API pagination"),
    ("05/02/2024", "09:10", "12:40", "3:30", "Oakline Dental", "Patient portal", "Meeting", "Sprint review with Dr. Hale"),
    ("05/01/2024", "10:00", "16:15", "6:15", "Ridgeway Outfitters", "Spring campaign site", "Development", "Landing page build"),
    ("04/30/2024", "09:00", "12:00", "3:00", "Ridgeway Outfitters", "Spring campaign site", "Meeting", "Copy review"),
    ("04/29/2024", "13:00", "17:45", "4:45", "Oakline Dental", "Patient portal", "Development", "Insurance card upload"),
]


def kimai_top(p: Page, running: str | None) -> None:
    p.el(0, "link", "Kimai")
    p.el(0, "navigation", "", "")
    p.el(1, "link", "Dashboard", key="dash")
    p.el(1, "link", "My times", key="times")
    p.el(1, "link", "Calendar")
    p.el(1, "link", "Reporting")
    p.el(1, "link", "Invoices")
    p.el(1, "link", "Customers")
    p.el(1, "link", "Projects")
    p.el(1, "link", "Activities")
    if running is None:
        p.el(0, "link", "Start time-tracking", key="start")
    else:
        p.tx(0, running)
        p.el(0, "link", "Stop time-tracking", key="stop")
    p.el(0, "button", "Erik Lindqvist", "clickable, hasPopup='menu', expanded=False")


def kimai_times(running: str | None = None, stopped: bool = False, flash: str = "", modal: dict[str, str] | None = None) -> tuple[str, dict[str, str]]:
    p = Page(20)
    kimai_top(p, running)
    p.el(0, "main", "", "")
    if flash:
        p.el(1, "alert", "", "")
        p.tx(2, flash)
    p.el(1, "heading", "My times", "")
    p.el(1, "link", "Create")
    p.el(1, "button", "Export", "clickable, hasPopup='menu'")
    p.el(1, "textbox", "Date range", "clickable", value="04/29/2024 - 05/12/2024")
    rows = []
    if running is not None:
        rows.append(["05/06/2024", "09:14", "", running, "Oakline Dental", "Patient portal", "Development", ""])
    if stopped:
        rows.append(["05/06/2024", "09:14", "09:22", "0:08", "Oakline Dental", "Patient portal", "Development", ""])
    rows += [list(r) for r in KIMAI_ROWS]
    p.table(1, "", ["Date", "Begin", "End", "Duration", "Customer", "Project", "Activity", "Description"], rows)
    total = 29 * 60 + 55 + (8 if stopped else 0)
    p.tx(1, f"Total {total // 60}:{total % 60:02d}" + (" (running record not included)" if running is not None else ""))
    if modal is not None:
        p.el(0, "dialog", "Create time-tracking", "modal=True")
        p.el(1, "textbox", "From", "clickable", value="05/06/2024 09:14")
        p.el(1, "combobox", "Customer", "clickable, hasPopup='listbox', expanded=False", value=modal.get("customer", ""))
        p.el(1, "combobox", "Project", "clickable, hasPopup='listbox', expanded=False", key="project", value=modal.get("project", ""))
        for o in ["Oakline Dental: Patient portal", "Ridgeway Outfitters: Spring campaign site", "Lindqvist Dev: Internal"]:
            p.el(2, "option", o, f"selected={o == modal.get('project')}")
        p.el(1, "combobox", "Activity", "clickable, hasPopup='listbox', expanded=False", key="activity", value=modal.get("activity", ""))
        for o in ["Design", "Development", "Meeting", "Support"]:
            p.el(2, "option", o, f"selected={o == modal.get('activity')}")
        p.el(1, "textbox", "Description", "clickable, multiline", value="")
        p.el(1, "textbox", "Tags", "clickable", value="")
        p.el(1, "button", "Close")
        p.el(1, "button", "Save", key="save")
    return p.out("My times – Kimai", f"{KIMAI}/en/timesheet/"), p.bid


def kimai_dash(running: str) -> tuple[str, dict[str, str]]:
    p = Page(20)
    kimai_top(p, running)
    p.el(0, "main", "", "")
    p.el(1, "heading", "Dashboard", "")
    m = int(running.split(":")[1])
    p.tx(1, "Active records", "1", "Working hours today", running, "Working hours this week", running,
         "Working hours this month", f"22:{10 + m:02d}", "Working hours last week", "29:55")
    p.el(1, "heading", "Active records", "")
    p.table(1, "", ["Begin", "Duration", "Project", "Activity"], [["09:14", running, "Patient portal", "Development"]])
    p.el(1, "heading", "My working times (last 7 days)", "")
    p.table(1, "", ["Day", "Hours"], [["Tue 04/30", "3:00"], ["Wed 05/01", "6:15"], ["Thu 05/02", "8:00"],
                                      ["Fri 05/03", "7:55"], ["Sat 05/04", "0:00"], ["Sun 05/05", "0:00"], ["Mon 05/06", running]])
    return p.out("Dashboard – Kimai", f"{KIMAI}/en/dashboard/"), p.bid


def t21(rs: RowSet) -> None:
    P, A = "Oakline Dental: Patient portal", "Development"
    s0, b0 = kimai_times()
    o1, b1 = kimai_times(modal={})
    o2, _ = kimai_times(modal={"customer": "Oakline Dental", "project": P})
    o3, _ = kimai_times(modal={"customer": "Oakline Dental", "project": P, "activity": A})
    o4, b4 = kimai_times(running="0:00", flash="Saved changes")
    o5, b5 = kimai_dash("0:06")
    o6, b6 = kimai_times(running="0:04")  # contradiction: the same running record showed 0:06 before
    o7, _ = kimai_times(stopped=True, flash="Saved changes")
    turns = [
        (cl(b0["start"]), o1),
        (sel(b1["project"], P), o2),
        (sel(b1["activity"], A), o3),
        (cl(b1["save"]), o4),
        (cl(b4["dash"]), o5),
        (cl(b5["times"]), o6),
        (cl(b6["stop"]), o7),
    ]
    rs.add("web", "h59-web-21", system("Site: a self-hosted Kimai 2 time tracker (time.lindqvist.dev), user Erik Lindqvist; today is Monday 05/06/2024."),
           turns, state=s0, bad=True, turn=6,
           kind="The running record started at 09:14 showed 0:06 on the dashboard, then 0:04 on the next page: the elapsed time went backwards.")


# ---------------------------------------------------------------------------------------------------------
# 22 Paperless-ngx (clean): classify an inbox scan, remove its inbox tag in bulk, find it among all documents.

PL = "http://paperless.home.arpa:8000"
NEWT = "Duquesne Light bill April 2024"
PL_DOCS = {  # id: (title, correspondent, type, created, added, tags, pages)
    1352: ("Scan_2024-05-03_0912", "", "", "May 3, 2024", "May 3, 2024", ["inbox"], 2),
    1351: ("Invoice 2024-0418", "Allegheny Plumbing", "Invoice", "Apr 18, 2024", "May 2, 2024", ["inbox", "house"], 1),
    1350: ("Explanation of Benefits", "Highmark BCBS", "Insurance", "Apr 26, 2024", "May 1, 2024", ["inbox", "medical"], 3),
    1349: ("Pay stub 2024-04-30", "Northwind Traders", "Payslip", "Apr 30, 2024", "Apr 30, 2024", ["inbox", "income"], 1),
    1348: ("Scan_2024-04-27_1540", "", "", "Apr 27, 2024", "Apr 27, 2024", ["inbox"], 4),
    1347: ("Property tax notice 2024", "City of Pittsburgh", "Tax", "Apr 22, 2024", "Apr 24, 2024", ["inbox", "house", "tax"], 2),
    1346: ("Statement April 2024", "PNC Bank", "Statement", "Apr 19, 2024", "Apr 22, 2024", ["inbox", "finance"], 6),
    1345: ("Vet invoice INV-30918", "Maple Ridge Animal Hospital", "Invoice", "Apr 2, 2024", "Apr 20, 2024", ["inbox", "pets"], 1),
    1344: ("Auto policy renewal 2024-2025", "Erie Insurance", "Insurance", "Apr 15, 2024", "Apr 16, 2024", ["car", "insurance"], 8),
    1343: ("W-2 2023 (corrected)", "Northwind Traders", "Tax", "Apr 12, 2024", "Apr 13, 2024", ["income", "tax"], 2),
}
PL_ADDED_ORDER = [1352, 1351, 1350, 1349, 1348, 1347, 1346, 1345, 1344, 1343]
PL_CREATED_ORDER = [1352, 1349, 1348, 1350, 1347, 1346, 1351, 1344, 1343, 1345]


def pl_nav(p: Page) -> None:
    p.el(0, "link", "Paperless-ngx")
    p.el(0, "searchbox", "Search documents", "clickable")
    p.el(0, "button", "Lukas", "clickable, hasPopup='menu', expanded=False")
    p.el(0, "navigation", "", "")
    p.el(1, "link", "Dashboard")
    p.el(1, "link", "Documents", key="docs")
    p.el(1, "link", "Inbox", key="inbox")
    p.el(1, "link", "Bills to pay")
    p.el(1, "link", "Tags")
    p.el(1, "link", "Correspondents")
    p.el(1, "link", "Document Types")
    p.el(1, "link", "Storage Paths")
    p.el(1, "link", "Mail")
    p.el(1, "link", "Settings")


def pl_list(docs: dict[int, tuple], view: str, checked: int | None = None, tagmenu: str = "", toast: str = "",
            confirm: bool = False) -> tuple[str, dict[str, str]]:
    p = Page(30)
    pl_nav(p)
    p.el(0, "main", "", "")
    if toast:
        p.el(1, "status", "", "", late=True)
        p.tx(2, toast)
    if view == "inbox":
        ids = [i for i in PL_ADDED_ORDER if "inbox" in docs[i][5]]
        title, count = "Inbox", f"{len(ids)} documents"
    else:
        ids = PL_CREATED_ORDER
        title, count = "Documents", "1,338 documents"
    p.el(1, "heading", title, "")
    p.el(1, "textbox", "Title & content", "clickable")
    for f in ["Tags", "Correspondent", "Document type", "Storage path", "Dates"]:
        p.el(1, "button", f, "clickable, hasPopup='menu', expanded=False")
    p.el(1, "button", "Sort: " + ("Added" if view == "inbox" else "Created") + " (descending)", "clickable, hasPopup='menu', expanded=False")
    if checked is not None:
        p.tx(1, f"Selected 1 of {len(ids)} documents" if view == "inbox" else "Selected 1 of 1,338 documents")
        p.el(1, "button", "Cancel selection", late=True)
        p.el(1, "button", "Tags", f"clickable, hasPopup='menu', expanded={bool(tagmenu)}", key="bulk_tags", late=True)
        bulk_rest = p.late
        p.late += 40
        if tagmenu:
            p.el(2, "textbox", "Filter tags", "clickable, focused", late=True)
            for t in ["bills", "car", "finance", "house", "inbox", "income", "insurance", "medical", "pets", "tax"]:
                state = "true" if t in docs[checked][5] else "false"
                if t == "inbox" and tagmenu == "removed":
                    state = "false"
                p.el(2, "menuitemcheckbox", t, f"clickable, checked='{state}'", key=f"tag_{t}", late=True)
            p.el(2, "button", "Apply", "clickable" if tagmenu == "removed" else "clickable, disabled=True", key="apply", late=True)
        menu_end, p.late = p.late, bulk_rest
        p.el(1, "button", "Correspondent", "clickable, hasPopup='menu', expanded=False", late=True)
        p.el(1, "button", "Document type", "clickable, hasPopup='menu', expanded=False", late=True)
        p.el(1, "button", "Delete", late=True)
        p.late = max(menu_end, bulk_rest + 40)
    else:
        p.tx(1, count)
    p.el(1, "table", "", "")
    p.el(2, "row", "", "")
    for h in ["", "ASN", "Correspondent", "Title", "Document type", "Created", "Added", "Tags", "Pages"]:
        p.el(3, "columnheader", h, "clickable" if h else "")
    for i in ids[:10]:
        t, c, dt, cr, ad, tags, pages = docs[i]
        p.el(2, "row", "", "")
        p.el(3, "gridcell", "", "")
        p.el(4, "checkbox", f"Select document {i}", f"clickable, checked='{str(checked == i).lower()}'", key=f"cb_{i}")
        p.el(3, "gridcell", "", "")
        p.el(3, "gridcell", c, "")
        p.el(3, "gridcell", "", "")
        p.el(4, "link", t, key=f"doc_{i}")
        p.el(3, "gridcell", dt, "")
        p.el(3, "gridcell", cr, "")
        p.el(3, "gridcell", ad, "")
        p.el(3, "gridcell", " ".join(tags), "")
        p.el(3, "gridcell", str(pages), "")
    if view != "inbox":
        p.el(1, "navigation", "Pagination", "")
        for k in ["«", "1", "2", "3", "4", "5", "…", "134", "»"]:
            p.el(2, "link", k)
    if confirm:
        p.el(0, "dialog", "Confirm tags assignment", "modal=True", late=True)
        p.tx(1, "This operation will remove the tag \"inbox\" from 1 selected document(s).")
        p.el(1, "button", "Cancel", late=True)
        p.el(1, "button", "Confirm", key="confirm", late=True)
    url = f"{PL}/view/3" if view == "inbox" else f"{PL}/documents?sort=created&reverse=1"
    return p.out(f"{title} - Paperless-ngx", url), p.bid


def pl_detail(title: str, corr: str, dtype: str, focus: str = "") -> tuple[str, dict[str, str]]:
    p = Page(500)
    pl_nav(p)
    p.el(0, "main", "", "")
    p.el(1, "heading", title, "")
    for b in ["Delete", "Download", "Actions", "Close", "Save & next", "Save & close", "Save"]:
        p.el(1, "button", b, "clickable", key=f"b_{b}")
    p.el(1, "tablist", "", "")
    for t in ["Details", "Content", "Metadata", "Notes", "Permissions", "History"]:
        p.el(2, "tab", t, f"clickable, selected={t == 'Details'}")
    p.el(1, "textbox", "Title", "clickable" + (", focused" if focus == "title" else ""), key="title", value=title)
    p.el(1, "spinbutton", "Archive serial number", "clickable", value="")
    p.el(1, "textbox", "Date created", "clickable", value="05/03/2024")
    p.el(1, "combobox", "Correspondent", "clickable, hasPopup='listbox', expanded=False", key="corr", value=corr)
    p.el(1, "combobox", "Document type", "clickable, hasPopup='listbox', expanded=False", key="dtype", value=dtype)
    p.el(1, "combobox", "Storage path", "clickable, hasPopup='listbox', expanded=False", value="Default")
    p.el(1, "combobox", "Tags", "clickable, hasPopup='listbox', expanded=False", value="inbox")
    p.el(1, "region", "Preview", "")
    p.tx(2, "Duquesne Light Company · P.O. Box 10 · Pittsburgh, PA 15230", "Account number 9173-402-118",
         "Service address 5519 Walnut St, Pittsburgh, PA 15232", "Billing period Mar 28, 2024 - Apr 26, 2024",
         "Electric usage 612 kWh", "Amount due $142.87", "Due date May 20, 2024", "Page 1 of 2")
    return p.out(f"{title} - Paperless-ngx", f"{PL}/documents/1352/details"), p.bid


def t22(rs: RowSet) -> None:
    docs1 = dict(PL_DOCS)
    docs2 = dict(docs1)
    docs2[1352] = (NEWT, "Duquesne Light", "Bill", "May 3, 2024", "May 3, 2024", ["inbox"], 2)
    docs3 = dict(docs2)
    docs3[1352] = (NEWT, "Duquesne Light", "Bill", "May 3, 2024", "May 3, 2024", [], 2)
    s0, b0 = pl_list(docs1, "inbox")
    o1, b1 = pl_detail("Scan_2024-05-03_0912", "", "")
    o2, _ = pl_detail(NEWT, "", "", focus="title")
    o3, _ = pl_detail(NEWT, "Duquesne Light", "")
    o4, b4 = pl_detail(NEWT, "Duquesne Light", "Bill")
    o5, b5 = pl_list(docs2, "inbox", toast=f"Document \"{NEWT}\" saved successfully.")
    o6, b6 = pl_list(docs2, "inbox", checked=1352)
    o7, b7 = pl_list(docs2, "inbox", checked=1352, tagmenu="open")
    o8, b8 = pl_list(docs2, "inbox", checked=1352, tagmenu="removed")
    o9, b9 = pl_list(docs2, "inbox", checked=1352, tagmenu="removed", confirm=True)
    o10, b10 = pl_list(docs3, "inbox")
    o11, _ = pl_list(docs3, "all")
    turns = [
        (cl(b0["doc_1352"]), o1),
        (fl(b1["title"], NEWT), o2),
        (sel(b1["corr"], "Duquesne Light"), o3),
        (sel(b1["dtype"], "Bill"), o4),
        (cl(b4["b_Save & close"]), o5),
        (cl(b5["cb_1352"]), o6),
        (cl(b6["bulk_tags"]), o7),
        (cl(b7["tag_inbox"]), o8),
        (cl(b8["apply"]), o9),
        (cl(b9["confirm"]), o10),
        (cl(b10["docs"]), o11),
    ]
    rs.add("web", "h59-web-22", system("Site: a self-hosted Paperless-ngx document archive (http://paperless.home.arpa:8000), user Lukas; the Inbox saved view lists documents tagged inbox."),
           turns, state=s0)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
