# ruff: noqa: E501
"""Held-out set h56, domain ``web``: 22 BrowserGym trajectories on accessibility trees with bids.

Eleven sites are mainstream (WebArena's OneStopShop, Magento admin, GitLab, Postmill, OpenStreetMap,
Wikipedia, a rental listing site, a freelance marketplace, a tax wizard, Jenkins, Roundcube) and
eleven are less common (a permit portal, a car dealership, a pet shelter, course registration, a
library, a gym, a utility, a conference scheduler, a museum, a community garden, a vet portal).
Eleven trajectories hold exactly one contradiction (labelled with the first turn that shows it);
the other eleven are clean but full of legitimate changes.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (URL line plus the accessibility tree, one node per line, `[bid] role 'name', properties`)
3. **Browser Action**: A BrowserGym action on element bids

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

1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

Preserve the current page state representation format exactly: the same schema, structure and level of detail as the current page state. Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state. Representation mismatch is a correctness error.

Prefer a complete conservative page state over a partial or truncated one. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


class Page:
    """One accessibility tree. Bids are numbered in document order; a page built with ``prev`` (same
    document after a local edit or an in-place update) keeps the bids of the nodes it shares with it."""

    def __init__(self, title: str, url: str, base: int = 100, prev: Page | None = None) -> None:
        self.title, self.url = title, url
        self.lines: list[str] = []
        self.seen: dict[tuple[str, str], int] = {}
        self.ids: dict[tuple, int] = {}
        self.old = prev.ids if prev is not None else {}
        self.next = prev.next if prev is not None else base
        self.k: dict[str, str] = {}
        self.scope = ""

    def n(self, d: int, role: str, name: str = "", *props: str, k: str | None = None) -> str:
        c = self.seen.get((self.scope, role, name), 0)
        self.seen[(self.scope, role, name)] = c + 1
        if k is not None:
            key: tuple = ("k", k)
        elif self.scope:
            key = (self.scope, role, name, c)
        else:
            key = (role, name, c)
        if key in self.old:
            bid = self.old[key]
        else:
            bid = self.next
            self.next += 1
        self.ids[key] = bid
        if k is not None:
            self.k[k] = str(bid)
        line = f"[{bid}] {role} {name!r}"
        if props:
            line += ", " + ", ".join(props)
        self.lines.append("\t" * d + line)
        return str(bid)

    def t(self, d: int, text: str) -> None:
        self.lines.append("\t" * d + f"StaticText {text!r}")

    def b(self, role: str, name: str, c: int = 0) -> str:
        return str(self.ids[(self.scope, role, name, c) if self.scope else (role, name, c)])

    def __getitem__(self, k: str) -> str:
        return self.k[k]

    def render(self) -> str:
        return f"URL: {self.url}\nRootWebArea {self.title!r}, focused\n" + "\n".join("\t" + ln for ln in self.lines)


def click(bid: str) -> str:
    return f"click('{bid}')"


def fill(bid: str, value: str) -> str:
    return f"fill('{bid}', {value!r})"


def select(bid: str, option: str) -> str:
    return f"select_option('{bid}', {option!r})"


def money(x: float) -> str:
    return f"${x:,.2f}"


# --------------------------------------------------------------------------- 01 OneStopShop (clean)
OSS = "http://onestopmarket.com"
OSS_CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen",
            "Office Products", "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden",
            "Electronics", "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]


def oss_head(p: Page, cart: int, query: str = "") -> None:
    p.n(0, "link", "Skip to Content")
    p.n(0, "list", "")
    p.t(1, "Welcome, Emma Lopez!")
    p.n(1, "link", "My Account")
    p.n(1, "link", "My Wish List")
    p.n(1, "link", "Sign Out")
    p.n(0, "link", "store logo")
    p.n(1, "img", "one_stop_market_logo")
    p.n(0, "link", f"My Cart {cart} {'item' if cart == 1 else 'items'}", k="cart")
    p.t(1, str(cart))
    p.n(0, "Section", "")
    p.n(1, "combobox", "Search", "autocomplete='both'", "hasPopup='listbox'", "expanded=False",
        *( [f"value={query!r}"] if query else []), k="search")
    p.n(1, "link", "Advanced Search")
    p.n(1, "button", "Search", *([] if query else ["disabled=True"]), k="go")
    p.n(0, "tablist", "", "multiselectable=False", "orientation='horizontal'")
    p.n(1, "tabpanel", "")
    p.n(2, "menu", "", "orientation='vertical'")
    for c in OSS_CATS:
        p.n(3, "menuitem", f"{c}", "hasPopup='menu'")


OSS_HUBS = [
    # name, price, rating %, reviews, relevance rank
    ("Anker USB C Hub, 7-in-1 USB C Adapter with 4K HDMI, 100W Power Delivery, SD/TF Card Reader", 35.99, 90, 12, 1),
    ("UGREEN USB C Hub 5 in 1 Multiport Adapter with 4K HDMI, 3 USB 3.0 Ports, 100W PD", 25.99, 88, 7, 2),
    ("Hiearcool USB C Hub, 7 in 1 Triple Display Adapter with Dual HDMI and VGA", 42.99, 80, 5, 3),
    ("Satechi Aluminum Multi-Port Adapter V2 with 4K HDMI, Gigabit Ethernet, USB-C Charging", 79.99, 92, 14, 4),
    ("USB C to USB Adapter (2 Pack), Thunderbolt 3 to USB 3.0 Female OTG Adapter", 7.99, 86, 21, 5),
    ("Dockteck USB C Hub 4 Port USB 3.0 with 100W PD, Aluminum, for MacBook Pro", 19.99, 84, 3, 6),
    ("Plugable 4-Port USB Hub 3.0 with Individual Power Switches and LEDs", 22.95, 90, 9, 7),
    ("Amazon Basics 4 Port USB 3.0 Hub, Slim Portable Data Hub", 10.49, 76, 11, 8),
]


def oss_results(base: int, cart: int, order: str, prev: Page | None = None) -> Page:
    p = Page("Search results for: 'usb c hub'", f"{OSS}/catalogsearch/result/?q=usb+c+hub" + ("&product_list_order=price" if order == "Price" else ""), base, prev)
    oss_head(p, cart, "usb c hub")
    p.n(0, "main", "")
    p.n(1, "heading", "Search results for: 'usb c hub'")
    p.n(1, "link", "Grid")
    p.n(1, "link", "List")
    p.t(1, "Items 1-12 of 47")
    p.t(1, "Sort By")
    p.n(1, "combobox", "Sort By", "hasPopup='menu'", "expanded=False", k="sorter")
    p.n(2, "menuitem", "Relevance", *(["selected=True"] if order == "Relevance" else ["selected=False"]))
    p.n(2, "menuitem", "Product Name", "selected=False")
    p.n(2, "menuitem", "Price", *(["selected=True"] if order == "Price" else ["selected=False"]))
    p.n(1, "link", "Set Descending Direction")
    items = sorted(OSS_HUBS, key=(lambda h: h[1]) if order == "Price" else (lambda h: h[4]))
    p.n(1, "list", "")
    for name, price, rating, rev, _ in items:
        p.n(2, "listitem", "")
        p.n(3, "link", "Image")
        p.n(4, "img", "Image")
        p.n(3, "link", name)
        p.t(3, "Rating:")
        p.t(3, f"{rating}%")
        p.n(3, "link", f"{rev} \xa0Reviews")
        p.t(3, money(price))
        p.n(3, "button", "Add to Cart")
        p.n(3, "button", "Add to Wish List")
        p.n(3, "button", "Add to Compare")
    p.t(1, "Page")
    p.n(1, "list", "")
    p.t(2, "You're currently reading page")
    p.t(2, "1")
    p.n(2, "link", "Page 2")
    p.n(2, "link", "Page 3")
    p.n(2, "link", "Page 4")
    p.n(2, "link", "Page Next")
    p.t(1, "Show")
    p.n(1, "combobox", "Show", "hasPopup='menu'", "expanded=False")
    p.t(1, "per page")
    return p


def oss_cart(base: int, lines: list[tuple[str, float, int]], edit: dict[int, str] | None = None,
             prev: Page | None = None, msg: str | None = None) -> Page:
    cart = sum(q for _, _, q in lines)
    p = Page("Shopping Cart", f"{OSS}/checkout/cart/", base, prev)
    oss_head(p, cart)
    p.n(0, "main", "")
    p.n(1, "heading", "Shopping Cart")
    if msg:
        p.n(1, "alert", "", "live='assertive'", "atomic=True", "relevant='additions text'")
        p.t(2, msg)
    p.n(1, "table", "Shopping Cart Items")
    p.n(2, "row", "Item Price Qty Subtotal")
    for h in ("Item", "Price", "Qty", "Subtotal"):
        p.n(3, "columnheader", h)
    for i, (name, price, q) in enumerate(lines):
        p.n(2, "row", "")
        p.n(3, "gridcell", "", k=f"item{i}")
        p.n(4, "link", name)
        p.n(3, "gridcell", money(price), k=f"price{i}")
        val = (edit or {}).get(i, str(q))
        p.n(3, "gridcell", "", k=f"qc{i}")
        p.n(4, "spinbutton", "Qty", f"value='{val}'", *(["focused"] if edit and i in edit else []), k=f"qty{i}")
        p.n(3, "gridcell", money(price * q), k=f"sub{i}")
        p.n(3, "link", "Edit item parameters", k=f"edit{i}")
        p.n(3, "link", "Remove item", k=f"rm{i}")
    p.n(1, "link", "Continue Shopping")
    p.n(1, "button", "Update Shopping Cart", k="update")
    sub = sum(pr * q for _, pr, q in lines)
    ship = 5.0 * cart
    p.n(1, "complementary", "")
    p.n(2, "heading", "Summary")
    p.n(2, "heading", "Estimate Shipping and Tax", "expanded=False")
    p.n(2, "table", "")
    p.n(3, "row", "", k="rsub")
    p.n(4, "rowheader", "Subtotal")
    p.n(4, "gridcell", money(sub), k="vsub")
    p.n(3, "row", "", k="rship")
    p.n(4, "rowheader", "Shipping (Flat Rate - Fixed)")
    p.n(4, "gridcell", money(ship), k="vship")
    p.n(3, "row", "", k="rtot")
    p.n(4, "rowheader", "Order Total")
    p.n(4, "gridcell", money(sub + ship), k="vtot")
    p.n(2, "button", "Proceed to Checkout")
    p.n(2, "link", "Check Out with Multiple Addresses")
    p.n(1, "heading", "Apply Discount Code", "expanded=False")
    return p


def t01(rs: RowSet) -> None:
    turns = []
    home = Page("One Stop Market", f"{OSS}/", 230)
    oss_head(home, 2)
    home.n(0, "main", "")
    home.n(1, "heading", "One Stop Market")
    home.t(1, "Product Showcases")
    for name, price in [("Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.", 19.99),
                        ("V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24", 14.47),
                        ("Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch", 19.36),
                        ("Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ", 23.50)]:
        home.n(1, "link", "Image")
        home.n(1, "link", name)
        home.t(1, money(price))
        home.n(1, "button", "Add to Cart")
    state = home.render()
    p1 = Page(home.title, home.url, prev=home)
    oss_head(p1, 2, "usb c hub")
    p1.lines += home.lines[len(p1.lines):]
    turns.append((fill(home["search"], "usb c hub"), p1.render()))
    p2 = oss_results(1410, 2, "Relevance")
    turns.append(("keyboard_press('Enter')", p2.render()))
    p3 = oss_results(1655, 2, "Price")
    turns.append((select(p2["sorter"], "Price"), p3.render()))
    anker = OSS_HUBS[0]
    p4 = Page(anker[0], f"{OSS}/anker-usb-c-hub-7-in-1-usb-c-adapter-with-4k-hdmi-100w-power-delivery-sd-tf-card-reader.html", 2004)
    def prod(p: Page, cart: int, msg: bool) -> None:
        oss_head(p, cart)
        p.n(0, "main", "")
        if msg:
            p.n(1, "alert", "", "live='assertive'", "atomic=True", "relevant='additions text'")
            p.t(2, f"You added {anker[0]} to your ")
            p.n(2, "link", "shopping cart", k="cartlink")
            p.t(2, ".")
        p.n(1, "heading", anker[0])
        p.t(1, "Rating:")
        p.t(1, "90%")
        p.n(1, "link", "12 \xa0Reviews")
        p.n(1, "link", "Add Your Review")
        p.t(1, money(anker[1]))
        p.t(1, "In stock")
        p.t(1, "SKU")
        p.t(1, "B087QTVCHH")
        p.t(1, "Qty")
        p.n(1, "spinbutton", "Qty", "value='1'")
        p.n(1, "button", "Add to Cart", k="add")
        p.n(1, "button", "Add to Wish List")
        p.n(1, "button", "Add to Compare")
        p.n(1, "tablist", "", "multiselectable=False", "orientation='horizontal'")
        p.n(2, "tab", "Details", "selected=True")
        p.n(2, "tab", "Reviews (12)", "selected=False")
        p.n(1, "tabpanel", "Details")
        for s in ["Product Dimensions: 4.53 x 1.18 x 0.59 inches; 2.08 Ounces",
                  "Item model number: A83460A2",
                  "Date First Available: May 20, 2020",
                  "Manufacturer: Anker",
                  "The Anker Advantage: Join the 55 million+ powered by our leading technology.",
                  "Sleek Design: 7-in-1 connectivity in a compact, stylish aluminum body.",
                  "Power Delivery Charging: Compatible with USB-C Power Delivery, providing up to 85W of pass-through charging.",
                  "Vivid Display: Stream or mirror content from your device to an HDMI display in resolutions up to 4K@30Hz."]:
            p.t(2, s)
    prod(p4, 2, False)
    turns.append((click(p3.b("link", anker[0])), p4.render()))
    p5 = Page(anker[0], p4.url, 2004)
    prod(p5, 3, True)
    turns.append((click(p4["add"]), p5.render()))
    lines = [("Ziploc Gallon Slider Storage Bags, 60 Count", 12.49, 1),
             ("Amazon Basics 48 Count AA 1.5 Volt Performance Alkaline Batteries", 15.99, 1),
             (anker[0], 35.99, 1)]
    p6 = oss_cart(1733, lines)
    turns.append((click(p5["cartlink"]), p6.render()))
    p7 = oss_cart(1733, lines, {2: "2"}, prev=p6)
    turns.append((fill(p6["qty2"], "2"), p7.render()))
    lines2 = lines[:2] + [(anker[0], 35.99, 2)]
    p8 = oss_cart(1733, lines2)
    turns.append((click(p7["update"]), p8.render()))
    rs.add("web", "h56-web-01", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 02 Magento admin (bad: status reverts)
MAG = "http://onestopmarket.com/admin"
MAG_MENU = ["Dashboard", "Sales", "Catalog", "Customers", "Marketing", "Content", "Reports", "Stores", "System",
            "Find Partners & Extensions"]


def mag_head(p: Page) -> None:
    p.n(0, "navigation", "")
    p.n(1, "link", "Magento Admin Panel")
    p.n(2, "img", "Magento Admin Panel")
    p.n(1, "menubar", "", "orientation='horizontal'")
    for m in MAG_MENU:
        p.n(2, "link", m)
    p.n(0, "banner", "")
    p.n(1, "link", "admin")
    p.n(1, "link", "Notifications 4")
    p.n(1, "textbox", "Search entire store here...")


MAG_ORDERS = [
    ("000000308", "Mar 13, 2024 9:14:02 PM", "Lily Potter", "Lily Potter", 74.20, "Pending"),
    ("000000307", "Mar 13, 2024 4:51:37 PM", "Adam Garcia", "Adam Garcia", 212.00, "Processing"),
    ("000000306", "Mar 12, 2024 11:02:19 AM", "Sophia Kim", "Sophia Kim", 39.00, "Complete"),
    ("000000305", "Mar 12, 2024 8:40:55 AM", "Jason Miller", "Jason Miller", 118.50, "Processing"),
    ("000000304", "Mar 11, 2024 7:33:10 PM", "Olivia Jackson", "Olivia Jackson", 64.00, "Canceled"),
    ("000000303", "Mar 11, 2024 3:05:48 PM", "Daniel Jackson", "Daniel Jackson", 145.25, "Complete"),
    ("000000302", "Mar 11, 2024 2:16:45 PM", "Grace Nguyen", "Grace Nguyen", 165.00, "Pending"),
    ("000000301", "Mar 10, 2024 6:47:21 PM", "Matt Baker", "Matt Baker", 97.40, "Closed"),
    ("000000300", "Mar 10, 2024 10:12:03 AM", "Samantha Jones", "Samantha Jones", 251.70, "Complete"),
    ("000000299", "Mar 9, 2024 5:29:36 PM", "Alex Martin", "Alex Martin", 28.00, "Processing"),
]


def mag_grid(base: int, rows: list[tuple], total: int = 308) -> Page:
    p = Page("Orders / Operations / Sales / Magento Admin", f"{MAG}/sales/order/", base)
    mag_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "Orders")
    p.n(1, "button", "Create New Order")
    p.n(1, "textbox", "Search by keyword")
    p.n(1, "button", "Search")
    p.n(1, "button", "Filters")
    p.n(1, "button", "Default View")
    p.n(1, "button", "Columns")
    p.n(1, "button", "Export")
    p.n(1, "combobox", "Actions", "hasPopup='menu'", "expanded=False")
    p.t(1, f"{total} records found")
    p.n(1, "combobox", "", "value='20'")
    p.t(1, "per page")
    p.n(1, "button", "Previous Page", "disabled=True")
    p.n(1, "spinbutton", "", "value='1'")
    p.t(1, f"of {-(-total // 20)}")
    p.n(1, "button", "Next Page")
    p.n(1, "table", "")
    p.n(2, "row", "")
    for h in ["", "ID", "Purchase Point", "Purchase Date", "Bill-to Name", "Ship-to Name", "Grand Total (Base)",
              "Grand Total (Purchased)", "Status", "Action"]:
        extra = ["sort='descending'"] if h == "Purchase Date" else []
        p.n(3, "columnheader", h, *extra, k=f"h:{h}")
    for oid, date, bill, ship, tot, st in rows:
        p.n(2, "row", "")
        p.n(3, "gridcell", "")
        p.n(4, "checkbox", "", "checked='false'")
        p.n(3, "gridcell", oid)
        p.n(3, "gridcell", "Main Website Main Website Store Default Store View")
        p.n(3, "gridcell", date)
        p.n(3, "gridcell", bill)
        p.n(3, "gridcell", ship)
        p.n(3, "gridcell", money(tot))
        p.n(3, "gridcell", money(tot))
        p.n(3, "gridcell", st)
        p.n(3, "gridcell", "")
        p.n(4, "link", "View", k=f"view{oid}")
    return p


MAG_ITEMS = [("Chaz Kangeroo Hoodie", "MH01-XS-Black", "Size: XS, Color: Black", 52.00, 1),
             ("Fusion Backpack", "24-MB02", "", 59.00, 1),
             ("Sprite Yoga Strap 8 foot", "24-WG085", "", 17.00, 2)]


def mag_order(base: int, status: str, held: bool, *, msg: str | None = None, comment: str = "",
              notes: list[tuple[str, str, str]] | None = None, tab: str = "Information", prev: Page | None = None) -> Page:
    p = Page("#000000302 / Orders / Operations / Sales / Magento Admin", f"{MAG}/sales/order/view/order_id/302/", base, prev)
    mag_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "# 000000302")
    buttons = ["Back", "Login as Customer", "Send Email", "Unhold", "Reorder"] if held else \
        ["Back", "Login as Customer", "Cancel", "Send Email", "Hold", "Invoice", "Ship", "Reorder", "Edit"]
    for b in buttons:
        p.n(1, "button", b, k=f"btn:{b}")
    if msg:
        p.n(1, "alert", "")
        p.t(2, msg)
    p.n(1, "tablist", "", "orientation='vertical'")
    p.t(2, "ORDER VIEW")
    for tname in ["Information", "Invoices", "Credit Memos", "Shipments", "Comments History", "Transactions"]:
        p.n(2, "tab", tname, f"selected={tname == tab}", k=f"tab:{tname}")
    p.n(1, "tabpanel", tab)
    if tab == "Invoices":
        p.n(2, "button", "Filters")
        p.n(2, "button", "Columns")
        p.n(2, "button", "Export")
        p.t(2, "0 records found")
        p.n(2, "table", "")
        p.n(3, "row", "")
        for h in ["Invoice", "Invoice Date", "Order #", "Order Date", "Bill-to Name", "Status", "Amount", "Action"]:
            p.n(4, "columnheader", h)
        p.n(3, "row", "")
        p.n(4, "gridcell", "We couldn't find any records.")
        return p
    if tab == "Comments History":
        p.n(2, "list", "")
        for when, st, text in (notes or []):
            p.n(3, "listitem", "")
            p.t(4, when)
            p.t(4, "|")
            p.t(4, st)
            p.t(4, "|")
            p.t(4, "Customer Not Notified")
            p.t(4, text)
        p.n(3, "listitem", "")
        p.t(4, "Mar 11, 2024 2:16:45 PM")
        p.t(4, "|")
        p.t(4, "Pending")
        p.t(4, "|")
        p.t(4, "Customer Notification Not Applicable")
        p.t(4, "Order placed by customer.")
        return p
    p.n(2, "heading", "Order & Account Information")
    p.n(2, "heading", "Order # 000000302 (The order confirmation email was sent)")
    p.n(2, "table", "")
    for a, v in [("Order Date", "Mar 11, 2024, 2:16:45 PM"), ("Order Status", status),
                 ("Purchased From", "Main Website Main Website Store Default Store View"),
                 ("Placed from IP", "73.154.22.187")]:
        p.n(3, "row", "")
        p.n(4, "rowheader", a)
        p.n(4, "gridcell", v, k=f"info:{a}")
    p.n(2, "heading", "Account Information")
    p.n(2, "link", "Edit Customer")
    p.n(2, "table", "")
    for a, v in [("Customer Name", "Grace Nguyen"), ("Email", "grace.nguyen@yahoo.com"), ("Customer Group", "General")]:
        p.n(3, "row", "")
        p.n(4, "rowheader", a)
        p.n(4, "gridcell", v)
    p.n(2, "heading", "Address Information")
    p.n(2, "heading", "Billing Address")
    p.n(2, "link", "Edit", k="editbill")
    p.t(2, "Grace Nguyen")
    p.t(2, "4512 Westheimer Rd")
    p.t(2, "Houston, Texas, 77027")
    p.t(2, "United States")
    p.t(2, "T: 7135559842")
    p.n(2, "heading", "Shipping Address")
    p.n(2, "link", "Edit", k="editship")
    p.t(2, "Grace Nguyen")
    p.t(2, "4512 Westheimer Rd")
    p.t(2, "Houston, Texas, 77027")
    p.t(2, "United States")
    p.t(2, "T: 7135559842")
    p.n(2, "heading", "Payment & Shipping Method")
    p.t(2, "Check / Money order")
    p.t(2, "The order was placed using USD.")
    p.t(2, "Flat Rate - Fixed")
    p.t(2, money(5.0 * sum(i[4] for i in MAG_ITEMS)))
    p.n(2, "heading", "Items Ordered")
    p.n(2, "table", "")
    p.n(3, "row", "")
    for h in ["Product", "Item Status", "Original Price", "Price", "Qty", "Subtotal", "Tax Amount", "Tax Percent",
              "Discount Amount", "Row Total"]:
        p.n(4, "columnheader", h)
    for name, sku, opt, price, q in MAG_ITEMS:
        p.n(3, "row", "")
        p.n(4, "gridcell", f"{name} SKU: {sku}" + (f" {opt}" if opt else ""))
        p.n(4, "gridcell", "Ordered")
        p.n(4, "gridcell", money(price))
        p.n(4, "gridcell", money(price))
        p.n(4, "gridcell", f"Ordered {q}")
        p.n(4, "gridcell", money(price * q))
        p.n(4, "gridcell", "$0.00")
        p.n(4, "gridcell", "0%")
        p.n(4, "gridcell", "$0.00")
        p.n(4, "gridcell", money(price * q))
    p.n(2, "heading", "Order Total")
    p.n(2, "heading", "Notes for this Order")
    p.t(2, "Status")
    cur = "On Hold" if held else "Pending"
    p.n(2, "combobox", "Status", f"value={cur!r}", "hasPopup='menu'", "expanded=False", k="status")
    p.t(2, "Comment")
    p.n(2, "textbox", "Comment", *( [f"value={comment!r}", "focused"] if comment else []), k="comment")
    p.n(2, "checkbox", "Notify Customer by Email", "checked='false'")
    p.n(2, "checkbox", "Visible on Storefront", "checked='false'")
    p.n(2, "button", "Submit Comment", k="submit")
    p.n(2, "list", "", k="notes")
    for when, st, text in (notes or []):
        p.n(3, "listitem", "", k=f"note:{when}")
        p.t(4, when)
        p.t(4, "|")
        p.t(4, st)
        p.t(4, "|")
        p.t(4, "Customer Not Notified")
        p.t(4, text)
    sub = sum(i[3] * i[4] for i in MAG_ITEMS)
    ship = 5.0 * sum(i[4] for i in MAG_ITEMS)
    p.n(2, "heading", "Order Totals")
    p.n(2, "table", "")
    for a, v in [("Subtotal", sub), ("Shipping & Handling", ship), ("Grand Total", sub + ship), ("Total Paid", 0.0),
                 ("Total Refunded", 0.0), ("Total Due", sub + ship)]:
        p.n(3, "row", "")
        p.n(4, "rowheader", a)
        p.n(4, "gridcell", money(v))
    return p


def t02(rs: RowSet) -> None:
    turns = []
    g0 = mag_grid(412, MAG_ORDERS)
    state = g0.render()
    o1 = mag_order(861, "Pending", False)
    turns.append((click(g0["view000000302"]), o1.render()))
    held = "You put the order on hold."
    o2 = mag_order(1290, "On Hold", True, msg=held)
    turns.append((click(o1["btn:Hold"]), o2.render()))
    text = "Customer called: confirm the shipping address before releasing. Do not ship until she replies."
    o3 = mag_order(1290, "On Hold", True, msg=held, comment=text, prev=o2)
    turns.append((fill(o2["comment"], text), o3.render()))
    notes = [("Mar 14, 2024 10:04:37 AM", "On Hold", text)]
    o4 = mag_order(1290, "On Hold", True, msg=held, notes=notes, prev=o3)
    turns.append((click(o3["submit"]), o4.render()))
    o5 = mag_order(1290, "On Hold", True, msg=held, notes=notes, tab="Invoices", prev=o4)
    turns.append((click(o4["tab:Invoices"]), o5.render()))
    o6 = mag_order(1290, "Pending", True, msg=held, notes=notes, prev=o5)  # contradiction: status reverts
    turns.append((click(o5["tab:Information"]), o6.render()))
    o7 = mag_order(1290, "On Hold", True, msg=held, notes=notes, tab="Comments History", prev=o6)
    turns.append((click(o6["tab:Comments History"]), o7.render()))
    rows = [("000000309", "Mar 14, 2024 10:05:12 AM", "Brian Cho", "Brian Cho", 88.00, "Pending")] + \
        [r if r[0] != "000000302" else r[:5] + ("On Hold",) for r in MAG_ORDERS[:9]]
    g8 = mag_grid(412, rows, total=309)
    turns.append((click(o7["btn:Back"]), g8.render()))
    o9 = mag_order(3377, "On Hold", True, notes=notes)
    turns.append((click(g8["view000000302"]), o9.render()))
    rs.add("web", "h56-web-02", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="After the order was put on hold (and the comment history shows On Hold), the Information tab shows Order Status back at Pending with no Unhold.")


# --------------------------------------------------------------------------- 03 GitLab (bad: a file line differs)
GL = "http://gitlab.example.com:8023"
PKG = """{
  "name": "a11yproject.com",
  "version": "3.2.0",
  "description": "The A11Y Project is a community-driven effort to make digital accessibility easier.",
  "repository": {
    "type": "git",
    "url": "https://github.com/a11yproject/a11yproject.com.git"
  },
  "license": "Apache-2.0",
  "engines": {
    "node": ">=18.0.0"
  },
  "scripts": {
    "build": "npm-run-all clean build:*",
    "build:eleventy": "eleventy",
    "build:sass": "sass src/css/style.scss dist/css/style.css --style=compressed",
    "clean": "rimraf dist",
    "lint": "stylelint \\"src/**/*.scss\\" && eslint src/js",
    "start": "npm-run-all --parallel watch:*",
    "test": "npm run lint && npm run test:a11y",
    "test:a11y": "pa11y-ci --sitemap http://localhost:8080/sitemap.xml",
    "watch:eleventy": "eleventy --serve --port=8080",
    "watch:sass": "sass --watch src/css:dist/css"
  },
  "devDependencies": {
    "@11ty/eleventy": "^2.0.1",
    "@11ty/eleventy-plugin-rss": "^1.2.0",
    "eslint": "^8.45.0",
    "markdown-it-anchor": "^8.6.7",
    "npm-run-all": "^4.1.5",
    "pa11y-ci": "^3.0.1",
    "rimraf": "^5.0.1",
    "sass": "^1.64.1",
    "stylelint": "^15.10.2",
    "stylelint-config-standard-scss": "^10.0.0"
  }
}"""


def gl_head(p: Page, crumbs: list[str]) -> None:
    p.n(0, "link", "Skip to main content")
    p.n(0, "banner", "")
    p.n(1, "link", "Dashboard")
    p.n(1, "button", "Search GitLab")
    p.n(1, "link", "Create new...")
    p.n(1, "link", "Issues 3")
    p.n(1, "link", "Merge requests 8")
    p.n(1, "link", "To-Do List 5")
    p.n(1, "link", "Byte Blaze user’s menu")
    p.n(0, "complementary", "Project navigation")
    p.n(1, "link", "a11yproject.com")
    for it in ["Project information", "Repository", "Issues 41", "Merge requests 10", "CI/CD", "Security and Compliance",
               "Deployments", "Packages and registries", "Infrastructure", "Monitor", "Analytics", "Wiki", "Snippets", "Settings"]:
        p.n(1, "link", it)
    p.n(1, "button", "Collapse sidebar")
    p.n(0, "navigation", "Breadcrumbs")
    for c in crumbs:
        p.n(1, "link", c)


def gl_blob(base: int, text: str, commit: tuple[str, str, str], msg: bool = False) -> Page:
    p = Page("package.json · main · The A11Y Project / a11yproject.com · GitLab", f"{GL}/a11yproject/a11yproject.com/-/blob/main/package.json", base)
    gl_head(p, ["The A11Y Project", "a11yproject.com", "Repository"])
    p.n(0, "main", "")
    if msg:
        p.n(1, "alert", "")
        p.t(2, "Your changes have been successfully committed.")
        p.n(2, "button", "Dismiss")
    p.n(1, "button", "main", "hasPopup='menu'", "expanded=False")
    p.n(1, "link", "a11yproject.com")
    p.t(1, "/")
    p.n(1, "link", "package.json")
    p.n(1, "button", "Copy file path")
    p.n(1, "link", "History")
    p.n(1, "link", "Find file")
    p.n(1, "link", "Blame")
    p.n(1, "link", "Permalink")
    p.n(1, "link", commit[0])
    p.t(1, commit[1])
    p.t(1, commit[2])
    p.n(1, "button", "Copy commit SHA")
    p.n(1, "img", "package.json")
    p.t(1, "package.json")
    p.t(1, f"{len(text.encode()) / 1024:.2f} KiB")
    p.n(1, "button", "Open in Web IDE", "hasPopup='menu'")
    p.n(1, "link", "Edit", k="edit")
    p.n(1, "button", "Replace")
    p.n(1, "button", "Delete")
    p.n(1, "button", "Lock")
    p.n(1, "button", "Copy file contents")
    p.n(1, "link", "Open raw", k="raw")
    p.n(1, "link", "Download")
    for i, line in enumerate(text.split("\n"), 1):
        p.n(1, "link", str(i))
        p.t(1, line)
    return p


def gl_edit(base: int, text: str, message: str, prev: Page | None = None, focus: str = "") -> Page:
    p = Page("Edit · package.json · main · The A11Y Project / a11yproject.com · GitLab", f"{GL}/a11yproject/a11yproject.com/-/edit/main/package.json", base, prev)
    gl_head(p, ["The A11Y Project", "a11yproject.com", "Repository"])
    p.n(0, "main", "")
    p.n(1, "heading", "Edit file")
    p.n(1, "textbox", "File path", "value='package.json'")
    p.n(1, "button", "Write", "pressed=True")
    p.n(1, "button", "Preview changes")
    p.n(1, "textbox", "Editor content;Press Alt+F1 for Accessibility Options.", "multiline=True", *(["focused"] if focus == "editor" else []), k="editor")
    for line in text.split("\n"):
        p.t(2, line)
    p.t(1, "Commit message")
    p.n(1, "textbox", "Commit message", f"value={message!r}", "multiline=True", *(["focused"] if focus == "msg" else []), k="msg")
    p.t(1, "Target Branch")
    p.n(1, "textbox", "Target Branch", "value='main'")
    p.n(1, "button", "Commit changes", k="commit")
    p.n(1, "link", "Cancel")
    return p


def t03(rs: RowSet) -> None:
    turns = []
    tree = Page("Files · main · The A11Y Project / a11yproject.com · GitLab", f"{GL}/a11yproject/a11yproject.com/-/tree/main", 118)
    gl_head(tree, ["The A11Y Project", "a11yproject.com", "Repository"])
    tree.n(0, "main", "")
    tree.n(1, "button", "main", "hasPopup='menu'", "expanded=False")
    tree.n(1, "link", "a11yproject.com")
    tree.n(1, "link", "Update dependency @11ty/eleventy to v2.0.1")
    tree.t(1, "Renovate Bot authored 3 weeks ago")
    tree.n(1, "link", "7c3e1a9f")
    tree.n(1, "table", "Files, directories, and submodules in the path / for commit reference main")
    tree.n(2, "row", "Name Last commit Last update")
    for h in ("Name", "Last commit", "Last update"):
        tree.n(3, "columnheader", h)
    for name, last, when in [(".github", "Add stale issue workflow", "5 months ago"), ("src", "Fix typo in color contrast post", "2 weeks ago"),
                             (".editorconfig", "Initial 2020 redesign", "3 years ago"), (".eleventy.js", "Move to Eleventy 2.0", "4 months ago"),
                             (".gitignore", "Ignore dist and .cache", "1 year ago"), (".nvmrc", "Bump Node to 18", "5 months ago"),
                             ("CONTRIBUTING.md", "Clarify PR review rules", "7 months ago"), ("LICENSE", "Initial 2020 redesign", "3 years ago"),
                             ("README.md", "Document local setup with nvm", "5 months ago"), ("netlify.toml", "Add cache headers for fonts", "8 months ago"),
                             ("package-lock.json", "Update dependency @11ty/eleventy to v2.0.1", "3 weeks ago"),
                             ("package.json", "Update dependency @11ty/eleventy to v2.0.1", "3 weeks ago")]:
        tree.n(2, "row", "")
        tree.n(3, "gridcell", "")
        tree.n(4, "link", name, k=f"f:{name}")
        tree.n(3, "gridcell", "")
        tree.n(4, "link", last)
        tree.n(3, "gridcell", when)
    state = tree.render()
    old = ("Update dependency @11ty/eleventy to v2.0.1", "Renovate Bot authored 3 weeks ago", "7c3e1a9f")
    b1 = gl_blob(940, PKG, old)
    turns.append((click(tree["f:package.json"]), b1.render()))
    raw = Page("", f"{GL}/a11yproject/a11yproject.com/-/raw/main/package.json", 12)
    for line in PKG.split("\n"):
        raw.t(0, line)
    turns.append((click(b1["raw"]), raw.render()))
    bad = PKG.replace('"build": "npm-run-all clean build:*"', '"build": "npm-run-all build:* clean"')
    b3 = gl_blob(940, bad, old)  # contradiction: line 14 reordered
    turns.append(("go_back()", b3.render()))
    e4 = gl_edit(1522, PKG, "Update package.json")
    turns.append((click(b3["edit"]), e4.render()))
    new = PKG.replace('"version": "3.2.0"', '"version": "3.2.1"')
    e5 = gl_edit(1522, new, "Update package.json", prev=e4, focus="editor")
    turns.append((fill(e4["editor"], new), e5.render()))
    e6 = gl_edit(1522, new, "Bump version to 3.2.1", prev=e5, focus="msg")
    turns.append((fill(e5["msg"], "Bump version to 3.2.1"), e6.render()))
    b7 = gl_blob(2087, new, ("Bump version to 3.2.1", "Byte Blaze authored just now", "e41b07d2"), msg=True)
    turns.append((click(e6["commit"]), b7.render()))
    rs.add("web", "h56-web-03", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="Back on the blob view, line 14 of package.json reads \"npm-run-all build:* clean\" although the blob and the raw file showed \"npm-run-all clean build:*\" and nothing was edited.")


# --------------------------------------------------------------------------- 04 Postmill (clean)
PM = "http://reddit.example.com:9999"


def pm_head(p: Page) -> None:
    p.n(0, "navigation", "")
    p.n(1, "link", "Jump to main content")
    p.n(1, "link", "Jump to sidebar")
    p.n(0, "navigation", "")
    p.n(1, "link", "Home")
    p.t(2, "Postmill")
    p.n(1, "list", "")
    p.n(2, "link", "Forums")
    p.n(2, "link", "Wiki")
    p.n(1, "searchbox", "Search query")
    p.n(1, "list", "")
    p.n(2, "link", "Notifications (0)")
    p.n(2, "link", "Submit", k="submit")
    p.n(2, "button", "MarvelsGrantMan136", "hasPopup='menu'", "expanded=False")


def slug(title: str) -> str:
    out = "".join(c.lower() if c.isalnum() else "-" for c in title)
    while "--" in out:
        out = out.replace("--", "-")
    return out.strip("-")


def pm_form(base: int, title: str = "", body: str = "", prev: Page | None = None, focus: str = "", edit_of: str | None = None) -> Page:
    if edit_of:
        p = Page("Editing submission", f"{PM}/f/books/134712/{edit_of}/edit", base, prev)
    else:
        p = Page("Create submission", f"{PM}/submit/books", base, prev)
    pm_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "Editing submission" if edit_of else "Create submission")
    p.n(1, "textbox", "URL", k="url")
    p.n(1, "textbox", "Title *", "required", *([f"value={title!r}"] if title else []), *(["focused"] if focus == "title" else []), k="title")
    p.n(1, "textbox", "Body", "multiline=True", *([f"value={body!r}"] if body else []), *(["focused"] if focus == "body" else []), k="body")
    p.t(1, "Markdown allowed.")
    p.n(1, "link", "Formatting help")
    if not edit_of:
        p.n(1, "combobox", "Forum", "value='books'", "hasPopup='listbox'", "expanded=False")
    p.n(1, "button", "Edit submission" if edit_of else "Create submission", k="go")
    return p


BODY04 = ("Picked it up Saturday morning and didn't put it down until the tide came in, so to speak. The voice is the whole "
          "book: the way the narrator catalogues the statues and the birds made the House feel like a real place. "
          "I went in knowing nothing and I'd recommend the same.")


def pm_post(base: int, title: str, ago: str, edited: bool, comments: list[tuple[str, str, str, int]], draft: str = "", prev: Page | None = None) -> Page:
    p = Page(f"{title} : books", f"{PM}/f/books/134712/{slug(title)}", base, prev)
    pm_head(p)
    p.n(0, "main", "")
    p.n(1, "article", "")
    p.n(2, "heading", title)
    p.t(2, "Submitted by")
    p.n(2, "link", "MarvelsGrantMan136")
    p.n(2, "time", "March 14, 2024 at 3:02:47 PM EDT")
    p.t(3, ago)
    p.t(2, "in")
    p.n(2, "link", "books")
    if edited:
        p.t(2, "(edited")
        p.n(2, "time", "March 14, 2024 at 3:05:12 PM EDT")
        p.t(3, "2 minutes later")
        p.t(2, ")")
    p.t(2, BODY04)
    p.n(2, "link", f"{len(comments)} comment" + ("" if len(comments) == 1 else "s"))
    p.n(2, "link", "Edit", k="edit")
    p.n(2, "button", "Delete")
    p.n(2, "button", "Upvote")
    p.t(2, "1")
    p.n(2, "button", "Downvote")
    p.n(1, "heading", f"{len(comments)} comment" + ("" if len(comments) == 1 else "s"))
    p.n(1, "textbox", "Comment", "multiline=True", *([f"value={draft!r}", "focused"] if draft else []), k="comment")
    p.n(1, "button", "Post", k="post")
    for user, text, when, score in comments:
        p.n(1, "article", "")
        p.n(2, "link", user)
        p.t(2, when)
        p.t(2, text)
        p.n(2, "link", "Reply")
        p.n(2, "link", "Edit")
        p.n(2, "button", "Delete")
        p.n(2, "button", "Upvote")
        p.t(2, str(score))
        p.n(2, "button", "Downvote")
    p.n(0, "complementary", "")
    p.n(1, "heading", "books")
    p.t(1, "A forum for book discussions, recommendations and reviews.")
    p.n(1, "button", "Unsubscribe")
    p.t(1, "28,419 subscribers")
    return p


PM_POSTS = [
    ("What are you reading this week? (Week 11)", "AutoModerator", 9, 64, 213),
    ("Just finished The Name of the Wind — is it worth continuing without book 3?", "quietlibrarian", 5, 41, 156),
    ("Libraries in my city are extending weekend hours starting in April", "bookworm_ny", 11, 18, 97),
    ("The Remains of the Day is quietly devastating", "tealeaf88", 26, 33, 88),
    ("Unpopular opinion: audiobooks count as reading", "sidequest", 7, 152, 74),
    ("Recommendations for Russian literature beginners?", "nevsky_prospect", 3, 12, 31),
]


def pm_list(base: int, posts: list[tuple[str, str, int | str, int, int]], sort: str) -> Page:
    p = Page("books", f"{PM}/f/books" + ("/new" if sort == "New" else ""), base)
    pm_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "/f/books")
    p.n(1, "list", "")
    for s in ["Hot", "New", "Active", "Top", "Controversial", "Most commented"]:
        p.n(2, "link", s, *(["current"] if s == sort else []), k=f"sort:{s}")
    for title, user, hrs, ncom, score in posts:
        p.n(1, "article", "")
        p.n(2, "heading", "")
        p.n(3, "link", title)
        p.t(2, "Submitted by")
        p.n(2, "link", user)
        when = hrs if isinstance(hrs, str) else ("1 day ago" if hrs >= 24 else f"{hrs} hours ago")
        p.t(2, when)
        p.n(2, "link", f"{ncom} comment" + ("" if ncom == 1 else "s"))
        p.n(2, "button", "Upvote")
        p.t(2, str(score))
        p.n(2, "button", "Downvote")
    p.n(1, "link", "More")
    p.n(0, "complementary", "")
    p.n(1, "heading", "books")
    p.t(1, "A forum for book discussions, recommendations and reviews.")
    p.n(1, "button", "Unsubscribe")
    p.t(1, "28,419 subscribers")
    return p


def t04(rs: RowSet) -> None:
    turns = []
    l0 = pm_list(310, PM_POSTS, "Hot")
    state = l0.render()
    f1 = pm_form(522)
    turns.append((click(l0["submit"]), f1.render()))
    t1 = 'Finished "Piranesi" in one sitting, a few spoiler-free thoughts'
    f2 = pm_form(522, t1, prev=f1, focus="title")
    turns.append((fill(f1["title"], t1), f2.render()))
    f3 = pm_form(522, t1, BODY04, prev=f2, focus="body")
    turns.append((fill(f2["body"], BODY04), f3.render()))
    s4 = pm_post(904, t1, "1 second ago", False, [])
    turns.append((click(f3["go"]), s4.render()))
    f5 = pm_form(1188, t1, BODY04, edit_of=slug(t1))
    turns.append((click(s4["edit"]), f5.render()))
    t2 = 'Finished "Piranesi" in one sitting: spoiler-free thoughts and a question'
    f6 = pm_form(1188, t2, BODY04, prev=f5, focus="title", edit_of=slug(t1))
    turns.append((fill(f5["title"], t2), f6.render()))
    s7 = pm_post(1402, t2, "2 minutes ago", True, [])
    turns.append((click(f6["go"]), s7.render()))
    c = "Question for anyone who has read both: is Jonathan Strange & Mr Norrell a good next step, or is it a very different kind of book?"
    s8 = pm_post(1402, t2, "2 minutes ago", True, [], draft=c, prev=s7)
    turns.append((fill(s7["comment"], c), s8.render()))
    s9 = pm_post(1402, t2, "3 minutes ago", True, [("MarvelsGrantMan136", c, "1 second ago", 1)], prev=s8)
    turns.append((click(s8["post"]), s9.render()))
    newest = [(t2, "MarvelsGrantMan136", "3 minutes ago", 1, 1)] + sorted(
        [(a, b, h, (43 if a.startswith("Just finished") else n), (158 if a.startswith("Just finished") else sc)) for a, b, h, n, sc in PM_POSTS],
        key=lambda r: r[2])
    l10 = pm_list(1830, newest, "New")
    turns.append(("goto('http://reddit.example.com:9999/f/books/new')", l10.render()))
    rs.add("web", "h56-web-04", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 05 OpenStreetMap (clean)
OSM = "http://osm.example.com:3000"


def osm_page(base: int, url: str, title: str, panel: list[tuple[int, str, str, tuple[str, ...], str | None]] | None, scale: tuple[str, str], prev: Page | None = None) -> Page:
    p = Page(title, url, base, prev)
    p.n(0, "banner", "")
    p.n(1, "heading", "OpenStreetMap logo OpenStreetMap")
    p.n(2, "link", "OpenStreetMap logo OpenStreetMap")
    p.n(1, "navigation", "")
    for it in ["Edit", "History", "Export"]:
        p.n(2, "link", it)
    p.n(1, "navigation", "")
    for it in ["GPS Traces", "User Diaries", "Communities", "Copyright", "Help", "About"]:
        p.n(2, "link", it)
    p.n(1, "link", "Log In")
    p.n(1, "link", "Sign Up")
    p.n(0, "main", "")
    if panel is None:
        p.n(1, "search", "")
        p.n(2, "textbox", "Search", k="search")
        p.n(2, "button", "Go")
        p.n(2, "link", "Find directions between two points", k="dirs")
        p.n(1, "heading", "Welcome to OpenStreetMap!")
        p.t(1, "OpenStreetMap is a map of the world, created by people like you and free to use under an open license.")
        p.n(1, "link", "Learn More")
        p.n(1, "link", "Start Mapping")
    else:
        for d, role, name, props, k in panel:
            if role == "StaticText":
                p.t(d, name)
            else:
                p.n(d, role, name, *props, k=k)
    p.n(1, "region", "Map")
    for it in ["Zoom In", "Zoom Out", "Show My Location"]:
        p.n(2, "link", it)
    for it in ["Layers", "Legend", "Share", "Add a note to the map", "Query features"]:
        p.n(2, "link", it)
    p.t(2, scale[0])
    p.t(2, scale[1])
    p.t(2, "© OpenStreetMap contributors ♥ Make a Donation. Website and API terms")
    return p


def osm_dir_panel(frm: str, to: str, engine: str, route: list[str] | None, summary: str | None, focus: str = "") -> list[tuple[int, str, str, tuple[str, ...], str | None]]:
    out: list[tuple[int, str, str, tuple[str, ...], str | None]] = [
        (1, "search", "", (), None),
        (2, "textbox", "From", tuple([f"value={frm!r}"] if frm else []) + (("focused",) if focus == "from" else ()), "from"),
        (2, "textbox", "To", tuple([f"value={to!r}"] if to else []) + (("focused",) if focus == "to" else ()), "to"),
        (2, "combobox", "", (f"value={engine!r}", "hasPopup='menu'", "expanded=False"), "engine"),
        (2, "button", "Go", (), "go"),
        (2, "link", "Reverse Directions", (), "rev"),
        (2, "button", "Close", (), None),
    ]
    if route is not None and summary is not None:
        out += [(1, "heading", "Directions", (), None), (1, "StaticText", summary, (), None), (1, "table", "", (), None)]
        for i, step in enumerate(route, 1):
            text, dist = step.rsplit("|", 1)
            out += [(2, "row", "", (), None), (3, "cell", "", (), None), (3, "cell", f"{i}.", (), None),
                    (3, "cell", text, (), None), (3, "cell", dist, (), None)]
        out += [(1, "StaticText", "Directions courtesy of FOSSGIS OSRM (https://routing.openstreetmap.de)", (), None)]
    return out


def t05(rs: RowSet) -> None:
    turns = []
    m0 = osm_page(77, f"{OSM}/#map=12/40.4406/-79.9959", "OpenStreetMap", None, ("2 km", "1 mi"))
    state = m0.render()
    a, b = "Carnegie Mellon University", "Phipps Conservatory and Botanical Gardens"
    p1 = osm_page(77, f"{OSM}/directions#map=12/40.4406/-79.9959", "Directions | OpenStreetMap",
                  osm_dir_panel("", "", "Car (OSRM)", None, None, focus="from"), ("2 km", "1 mi"))
    turns.append((click(m0["dirs"]), p1.render()))
    p2 = osm_page(77, p1.url, p1.title, osm_dir_panel(a, "", "Car (OSRM)", None, None, focus="from"), ("2 km", "1 mi"), prev=p1)
    turns.append((fill(p1["from"], a), p2.render()))
    p3 = osm_page(77, p1.url, p1.title, osm_dir_panel(a, b, "Car (OSRM)", None, None, focus="to"), ("2 km", "1 mi"), prev=p2)
    turns.append((fill(p2["to"], b), p3.render()))
    car = ["Start on Forbes Avenue|150m", "Turn left onto Schenley Drive Extension|400m", "At the roundabout, take the 2nd exit onto Schenley Drive|550m",
           "Turn right onto Panther Hollow Road|120m", "Turn left onto Schenley Drive|90m", "Reach destination|0m"]
    p4 = osm_page(77, f"{OSM}/directions?engine=fossgis_osrm_car&route=40.4443%2C-79.9436%3B40.4390%2C-79.9476#map=16/40.4416/-79.9456",
                  p1.title, osm_dir_panel(a, b, "Car (OSRM)", car, "Distance: 1.3km. Time: 0:04."), ("200 m", "500 ft"), prev=p3)
    turns.append((click(p3["go"]), p4.render()))
    foot = ["Start on Forbes Avenue|90m", "Turn left onto Frew Street|180m", "Continue onto Schenley Drive footpath|260m",
            "Turn right onto Schenley Park Trail|210m", "Turn left onto Schenley Drive|60m", "Reach destination|0m"]
    p5 = osm_page(77, f"{OSM}/directions?engine=fossgis_osrm_foot&route=40.4443%2C-79.9436%3B40.4390%2C-79.9476#map=16/40.4416/-79.9456",
                  p1.title, osm_dir_panel(a, b, "Foot (OSRM)", foot, "Distance: 800m. Time: 0:11."), ("200 m", "500 ft"), prev=p4)
    turns.append((select(p4["engine"], "Foot (OSRM)"), p5.render()))
    back = ["Start on Schenley Drive|60m", "Turn right onto Schenley Park Trail|210m", "Continue onto Schenley Drive footpath|260m",
            "Turn left onto Frew Street|190m", "Turn right onto Forbes Avenue|90m", "Reach destination|0m"]
    p6 = osm_page(77, f"{OSM}/directions?engine=fossgis_osrm_foot&route=40.4390%2C-79.9476%3B40.4443%2C-79.9436#map=16/40.4416/-79.9456",
                  p1.title, osm_dir_panel(b, a, "Foot (OSRM)", back, "Distance: 810m. Time: 0:12."), ("200 m", "500 ft"), prev=p5)
    turns.append((click(p5["rev"]), p6.render()))
    rs.add("web", "h56-web-05", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 06 Wikipedia (bad: a date changes)
WK = "http://wikipedia.example.com:8888/wikipedia_en_all_maxi_2022-05/A"


def wk_head(p: Page, query: str = "", suggest: list[str] | None = None) -> None:
    p.n(0, "link", "Go to welcome page")
    p.n(0, "link", "Go to the main page of 'wikipedia_en_all_maxi_2022-05'")
    p.n(0, "link", "Go to a randomly selected page")
    p.n(0, "searchbox", "Search 'wikipedia_en_all_maxi_2022-05'", *([f"value={query!r}", "focused", "expanded=True"] if query else []), k="search")
    if suggest:
        p.n(1, "listbox", "")
        for s in suggest:
            p.n(2, "option", s, "selected=False")


def wk_pitt(base: int, founded: str, query: str = "", suggest: list[str] | None = None, prev: Page | None = None) -> Page:
    p = Page("Pittsburgh", f"{WK}/Pittsburgh", base, prev)
    wk_head(p, query, suggest)
    p.n(0, "article", "")
    p.n(1, "heading", "Pittsburgh")
    p.t(1, "City in Pennsylvania, United States")
    p.n(1, "table", "")
    rows = [("Country", "United States"), ("State", "Pennsylvania"), ("County", "Allegheny"),
            ("Settled", "1717"), ("Founded", founded), ("Municipal incorporation", "April 22, 1794 (borough) March 18, 1816 (city)"),
            ("Named for", "William Pitt, 1st Earl of Chatham"), ("Government", ""), ("• Type", "Mayor–council"),
            ("• Mayor", "Ed Gainey (D)"), ("Area", ""), ("• City", "58.35 sq mi (151.12 km2)"), ("• Land", "55.38 sq mi (143.42 km2)"),
            ("• Water", "2.97 sq mi (7.70 km2)"), ("Elevation", "1,223 ft (373 m)"), ("Population (2020)", ""),
            ("• City", "302,971"), ("• Rank", "68th in the United States 2nd in Pennsylvania"), ("• Density", "5,471/sq mi (2,112/km2)"),
            ("• Metro", "2,370,930 (US: 26th)"), ("Demonym", "Pittsburgher"), ("Time zone", "UTC−5 (EST)"), ("• Summer (DST)", "UTC−4 (EDT)"),
            ("ZIP Code", "152XX"), ("Area code", "412, 878"), ("FIPS code", "42-61000"), ("Website", "pittsburghpa.gov")]
    for a, v in rows:
        p.n(2, "row", "")
        p.n(3, "rowheader", a)
        if v:
            p.n(3, "cell", v)
    p.t(1, "Pittsburgh is a city in the Commonwealth of Pennsylvania, United States, and the county seat of ")
    p.n(1, "link", "Allegheny County", k="county")
    p.t(1, ". It is the most populous city in both Allegheny County and Western Pennsylvania, the second-most populous city in Pennsylvania behind Philadelphia, and the 68th-largest city in the U.S. with a population of 302,971 as of the 2020 census. The city is located in southwest Pennsylvania at the confluence of the Allegheny River and Monongahela River, which combine to form the Ohio River. Pittsburgh is known as \"the Steel City\" for its dominant role in the history of the U.S. steel industry.")
    p.t(1, "It is the principal city of the ")
    p.n(1, "link", "Pittsburgh metropolitan area", k="metro")
    p.t(1, ", the largest in Western Pennsylvania and the 26th-largest in the U.S.")
    p.n(1, "heading", "History")
    p.t(1, "The area of the Ohio headwaters was long inhabited by the Shawnee and several other settled groups of Native Americans. In 1754, the French began construction of ")
    p.n(1, "link", "Fort Duquesne", k="duq")
    p.t(1, ". During the French and Indian War, the Forbes Expedition captured the site after the French abandoned and destroyed the fort. General John Forbes named the settlement \"Pittsborough\" in honor of William Pitt, and construction began on Fort Pitt in 1759.")
    p.n(1, "heading", "Geography")
    p.t(1, "Pittsburgh has an area of 58.3 square miles (151 km2), of which 55.4 square miles (143 km2) is land and 2.9 square miles (7.5 km2), or 4.8%, is water.")
    return p


def t06(rs: RowSet) -> None:
    turns = []
    good = "November 27, 1758"
    p0 = wk_pitt(40, good)
    state = p0.render()
    d1 = Page("Fort Duquesne", f"{WK}/Fort_Duquesne", 40)
    wk_head(d1)
    d1.n(0, "article", "")
    d1.n(1, "heading", "Fort Duquesne")
    d1.n(1, "table", "")
    for a, v in [("Type", "Fort"), ("Site information", "Point State Park"), ("Site history", ""), ("Built", "1754"),
                 ("Built by", "France"), ("In use", "1754–1758"), ("Materials", "Earth and timber"), ("Battles/wars", "French and Indian War")]:
        d1.n(2, "row", "")
        d1.n(3, "rowheader", a)
        if v:
            d1.n(3, "cell", v)
    d1.t(1, "Fort Duquesne was a fort established by the French in 1754, at the confluence of the Allegheny and Monongahela rivers. It was later taken by the British, and later the Americans, and developed as Pittsburgh.")
    d1.t(1, "On November 24, 1758, the French garrison blew up the fort's magazine and set fire to the buildings before withdrawing to Fort Machault and Fort Le Boeuf. The Forbes Expedition occupied the smoking ruins the following day, November 25, 1758.")
    d1.n(1, "link", "Pittsburgh", k="pitt")
    d1.n(1, "link", "Fort Pitt (Pennsylvania)")
    turns.append((click(p0["duq"]), d1.render()))
    p2 = wk_pitt(40, good)
    turns.append(("go_back()", p2.render()))
    sug = ["Allegheny County, Pennsylvania", "Allegheny County Airport", "Allegheny County Courthouse", "Allegheny County Jail",
           "Allegheny County Port Authority"]
    p3 = wk_pitt(40, good, "Allegheny County", sug, prev=p2)
    turns.append((fill(p2["search"], "Allegheny County"), p3.render()))
    c4 = Page("Allegheny County, Pennsylvania", f"{WK}/Allegheny_County%2C_Pennsylvania", 40)
    wk_head(c4)
    c4.n(0, "article", "")
    c4.n(1, "heading", "Allegheny County, Pennsylvania")
    c4.n(1, "table", "")
    for a, v in [("Country", "United States"), ("State", "Pennsylvania"), ("Founded", "September 24, 1788"), ("Named for", "Allegheny River"),
                 ("Seat", "Pittsburgh"), ("Largest city", "Pittsburgh"), ("Area", ""), ("• Total", "745 sq mi (1,930 km2)"),
                 ("• Land", "730 sq mi (1,900 km2)"), ("• Water", "15 sq mi (40 km2) 2.0%"), ("Population (2020)", ""),
                 ("• Total", "1,250,578"), ("• Density", "1,713/sq mi (661/km2)"), ("Time zone", "UTC−5 (Eastern)"),
                 ("Congressional districts", "12th, 17th"), ("Website", "www.alleghenycounty.us")]:
        c4.n(2, "row", "")
        c4.n(3, "rowheader", a)
        if v:
            c4.n(3, "cell", v)
    c4.t(1, "Allegheny County is located in the southwest of the U.S. state of Pennsylvania. As of the 2020 census, the population was 1,250,578, making it the state's second-most populous county, following Philadelphia County. Its county seat and most populous city is Pittsburgh.")
    turns.append(("keyboard_press('Enter')", c4.render()))
    p5 = wk_pitt(40, "November 25, 1758")  # contradiction: founding date
    turns.append(("go_back()", p5.render()))
    m6 = Page("Pittsburgh metropolitan area", f"{WK}/Pittsburgh_metropolitan_area", 40)
    wk_head(m6)
    m6.n(0, "article", "")
    m6.n(1, "heading", "Pittsburgh metropolitan area")
    m6.n(1, "table", "")
    for a, v in [("Country", "United States"), ("State(s)", "Pennsylvania"), ("Largest city", "Pittsburgh (302,971)"),
                 ("Population (2020)", ""), ("• Total", "2,370,930"), ("• Rank", "26th in the U.S."), ("Time zone", "UTC−5 (EST)")]:
        m6.n(2, "row", "")
        m6.n(3, "rowheader", a)
        if v:
            m6.n(3, "cell", v)
    m6.t(1, "The Pittsburgh metropolitan area, officially the Pittsburgh, PA Metropolitan Statistical Area, is the largest populated area in both Western Pennsylvania and the Ohio River Basin. It includes Allegheny, Armstrong, Beaver, Butler, Fayette, Washington and Westmoreland counties.")
    turns.append((click(p5["metro"]), m6.render()))
    p7 = wk_pitt(40, good)
    turns.append(("go_back()", p7.render()))
    rs.add("web", "h56-web-06", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="The Pittsburgh infobox, shown twice with Founded November 27, 1758, reads November 25, 1758 after going back from Allegheny County.")


# --------------------------------------------------------------------------- 07 city permit portal (clean)
PP = "https://permits.fairviewcity.gov/CitizenAccess"


def pp_fees(val: int) -> list[tuple[str, float]]:
    units = -(-(val - 2000) // 1000) if val > 2000 else 0
    permit = 75.0 + 6.50 * units
    review = round(permit * 0.25 + 1e-9, 2)
    tech = round(permit * 0.04 + 1e-9, 2)
    return [("Building Permit Fee (Residential)", permit), ("Plan Review Fee (25%)", review),
            ("State Construction Surcharge", 4.50), ("Technology Fee (4%)", tech)]


def pp_head(p: Page) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "City of Fairview seal")
    p.t(1, "City of Fairview | Permits & Inspections")
    p.n(1, "link", "Home")
    p.n(1, "link", "My Records", k="records")
    p.n(1, "link", "Apply for a Permit")
    p.n(1, "link", "Schedule an Inspection")
    p.n(1, "link", "Pay Fees")
    p.n(1, "link", "Account Management")
    p.t(1, "Logged in as: Dana Whitfield")
    p.n(1, "link", "Logout")


def pp_steps(p: Page, cur: int) -> None:
    p.n(1, "list", "Application steps")
    for i, s in enumerate(["Select Permit Type", "Project Details", "Review", "Submit"], 1):
        p.n(2, "listitem", "", *(["current='step'"] if i == cur else []))
        p.t(3, f"Step {i}: {s}" + (" (completed)" if i < cur else ""))


def pp_records(p: Page, recs: list[tuple[str, str, str, str, str]]) -> None:
    p.n(1, "table", "My Records")
    p.n(2, "row", "")
    for h in ["Record Number", "Record Type", "Address", "Date Opened", "Status", "Action"]:
        p.n(3, "columnheader", h)
    for num, typ, addr, date, st in recs:
        p.n(2, "row", "")
        p.n(3, "cell", "")
        p.n(4, "link", num, k=f"rec:{num}")
        p.n(3, "cell", typ)
        p.n(3, "cell", addr)
        p.n(3, "cell", date)
        p.n(3, "cell", st)
        p.n(3, "cell", "")
        p.n(4, "link", "Pay Fees" if st == "Submitted" else "View")


def pp_details(base: int, addr: str, val: str, prev: Page | None = None, focus: str = "") -> Page:
    p = Page("Project Details - Residential Deck or Porch - Fairview Citizen Access", f"{PP}/Cap/CapEdit.aspx?Module=Building&stepNumber=2&TemporaryID=24TMP-004417", base, prev)
    pp_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "Residential Deck or Porch Permit")
    pp_steps(p, 2)
    p.t(1, "Temporary record: 24TMP-004417")
    p.n(1, "group", "Property")
    p.n(2, "textbox", "Property Address *", "required", *([f"value={addr!r}"] if addr else []), *(["focused"] if focus == "addr" else []), k="addr")
    p.n(2, "textbox", "Parcel Number", "readonly", *(["value='14-0327-0119'"] if addr else []))
    p.n(2, "textbox", "Zoning District", "readonly", *(["value='R-2 Single-Family Residential'"] if addr else []))
    p.n(1, "group", "Scope of Work")
    p.n(2, "textbox", "Deck Area (sq ft) *", "required", "value='320'")
    p.n(2, "textbox", "Height Above Grade (ft) *", "required", "value='6.5'")
    p.n(2, "combobox", "Attached to Dwelling *", "value='Yes'", "hasPopup='menu'", "expanded=False")
    p.n(2, "textbox", "Estimated Job Valuation ($) *", "required", *([f"value={val!r}"] if val else []), *(["focused"] if focus == "val" else []), k="val")
    p.n(2, "textbox", "Contractor License # (leave blank if owner-builder)", "value='HIC-PA-118094'")
    p.n(2, "textbox", "Description of Work", "multiline=True", "value='Replace existing 12x16 pressure-treated deck with 16x20 composite deck, new footings, stairs and guardrail.'")
    p.n(1, "region", "Fee Estimate")
    p.n(2, "heading", "Fee Estimate")
    if val:
        fees = pp_fees(int(val))
        p.n(2, "table", "")
        for name, amt in fees:
            p.n(3, "row", "")
            p.n(4, "cell", name)
            p.n(4, "cell", money(amt))
        p.n(3, "row", "")
        p.n(4, "cell", "Estimated Total")
        p.n(4, "cell", money(sum(a for _, a in fees)))
        p.t(2, "Estimated fees are based on valuation and are confirmed at intake review.")
    else:
        p.t(2, "Enter an estimated job valuation to see fees.")
    p.n(1, "button", "Save and resume later")
    p.n(1, "button", "Back")
    p.n(1, "button", "Continue Application \xbb", k="cont")
    return p


def t07(rs: RowSet) -> None:
    turns = []
    recs0 = [("ELE-2024-00318", "Electrical Service Upgrade", "1187 LINDEN AVE, FAIRVIEW PA 16415", "02/27/2024", "In Review"),
             ("BLD-2023-11702", "Residential Fence", "1187 LINDEN AVE, FAIRVIEW PA 16415", "09/14/2023", "Issued"),
             ("BLD-2022-08841", "Roof Replacement", "1187 LINDEN AVE, FAIRVIEW PA 16415", "06/02/2022", "Finaled")]
    h0 = Page("Home - Fairview Citizen Access", f"{PP}/Dashboard.aspx", 58)
    pp_head(h0)
    h0.n(0, "main", "")
    h0.n(1, "heading", "Welcome, Dana Whitfield")
    h0.t(1, "Last login: 03/12/2024 08:15 PM")
    h0.n(1, "link", "Apply for a Permit", k="apply")
    pp_records(h0, recs0)
    h0.t(1, "Showing 1-3 of 3")
    state = h0.render()
    types = ["Residential Deck or Porch", "Residential Fence", "Roof Replacement", "Residential Addition", "Swimming Pool / Hot Tub",
             "Accessory Structure (Shed, Garage)", "Demolition", "Driveway / Curb Cut"]

    def pick(base: int, chosen: str, prev: Page | None = None) -> Page:
        p = Page("Select Permit Type - Fairview Citizen Access", f"{PP}/Cap/CapType.aspx?Module=Building", base, prev)
        pp_head(p)
        p.n(0, "main", "")
        p.n(1, "heading", "Apply for a Building Permit")
        pp_steps(p, 1)
        p.n(1, "radiogroup", "Permit Type")
        for t in types:
            p.n(2, "radio", t, f"checked={'true' if t == chosen else 'false'!r}", *(["focused"] if t == chosen else []), k=f"t:{t}")
        p.n(1, "button", "Continue Application \xbb", k="cont")
        return p
    s1 = pick(205, "")
    turns.append((click(h0["apply"]), s1.render()))
    s2 = pick(205, types[0], prev=s1)
    turns.append((click(s1[f"t:{types[0]}"]), s2.render()))
    d3 = pp_details(402, "", "")
    turns.append((click(s2["cont"]), d3.render()))
    addr = "1187 Linden Ave"
    d4 = pp_details(402, addr, "", prev=d3, focus="addr")
    turns.append((fill(d3["addr"], addr), d4.render()))
    d5 = pp_details(402, addr, "18500", prev=d4, focus="val")
    turns.append((fill(d4["val"], "18500"), d5.render()))
    d6 = pp_details(402, addr, "22000", prev=d5, focus="val")
    turns.append((fill(d5["val"], "22000"), d6.render()))
    fees = pp_fees(22000)
    total = sum(a for _, a in fees)

    def review(base: int, checked: bool, prev: Page | None = None) -> Page:
        p = Page("Review - Residential Deck or Porch - Fairview Citizen Access", f"{PP}/Cap/CapConfirm.aspx?Module=Building&TemporaryID=24TMP-004417", base, prev)
        pp_head(p)
        p.n(0, "main", "")
        p.n(1, "heading", "Review Your Application")
        pp_steps(p, 3)
        p.t(1, "Temporary record: 24TMP-004417")
        p.n(1, "table", "Application Summary")
        for a, v in [("Permit Type", "Residential Deck or Porch"), ("Property Address", "1187 LINDEN AVE, FAIRVIEW PA 16415"),
                     ("Parcel Number", "14-0327-0119"), ("Deck Area", "320 sq ft"), ("Height Above Grade", "6.5 ft"),
                     ("Attached to Dwelling", "Yes"), ("Estimated Job Valuation", "$22,000.00"), ("Contractor License #", "HIC-PA-118094")]:
            p.n(2, "row", "")
            p.n(3, "rowheader", a)
            p.n(3, "cell", v)
        p.n(1, "table", "Fees")
        for name, amt in fees:
            p.n(2, "row", "")
            p.n(3, "cell", name)
            p.n(3, "cell", money(amt))
        p.n(2, "row", "")
        p.n(3, "cell", "Total Due at Submission")
        p.n(3, "cell", money(total))
        p.n(1, "link", "Edit Project Details")
        p.n(1, "checkbox", "I certify that the information provided is true and correct and that the work will comply with the Fairview Building Code.", f"checked={'true' if checked else 'false'!r}", *(["focused"] if checked else []), k="cert")
        p.n(1, "button", "Back")
        p.n(1, "button", "Submit Application", *([] if checked else ["disabled=True"]), k="submit")
        return p
    r7 = review(731, False)
    turns.append((click(d6["cont"]), r7.render()))
    r8 = review(731, True, prev=r7)
    turns.append((click(r7["cert"]), r8.render()))
    c9 = Page("Application Submitted - Fairview Citizen Access", f"{PP}/Cap/CapCompletion.aspx?Module=Building&RecordID=BLD-2024-03817", 1044)
    pp_head(c9)
    c9.n(0, "main", "")
    c9.n(1, "heading", "Your application has been submitted")
    pp_steps(c9, 4)
    c9.t(1, "Record Number: BLD-2024-03817")
    c9.t(1, "Temporary record 24TMP-004417 has been converted to a permanent record.")
    c9.t(1, "Submitted: 03/14/2024 11:42 AM")
    c9.t(1, "Status: Submitted")
    c9.t(1, f"Fees due: {money(total)} (Invoice 2024-INV-058213)")
    c9.t(1, "A confirmation email has been sent to dana.whitfield@fastmail.com. Plan review will begin once fees are paid.")
    c9.n(1, "link", "Pay Fees Now")
    c9.n(1, "link", "Print Record")
    c9.n(1, "link", "Go to My Records")
    turns.append((click(r8["submit"]), c9.render()))
    recs10 = [("BLD-2024-03817", "Residential Deck or Porch", "1187 LINDEN AVE, FAIRVIEW PA 16415", "03/14/2024", "Submitted"),
              ("ELE-2024-00318", "Electrical Service Upgrade", "1187 LINDEN AVE, FAIRVIEW PA 16415", "02/27/2024", "Approved - Ready to Issue")] + recs0[1:]
    m10 = Page("My Records - Fairview Citizen Access", f"{PP}/Cap/CapHome.aspx?module=Building", 1210)
    pp_head(m10)
    m10.n(0, "main", "")
    m10.n(1, "heading", "My Records")
    m10.t(1, "Records updated 03/14/2024 11:43 AM")
    pp_records(m10, recs10)
    m10.t(1, "Showing 1-4 of 4")
    turns.append((click(c9["records"]), m10.render()))
    r11 = Page("Record BLD-2024-03817 - Fairview Citizen Access", f"{PP}/Cap/CapDetail.aspx?Module=Building&RecordID=BLD-2024-03817", 1388)
    pp_head(r11)
    r11.n(0, "main", "")
    r11.n(1, "heading", "Record BLD-2024-03817: Residential Deck or Porch")
    r11.t(1, "Record Status: Submitted")
    r11.n(1, "tablist", "")
    for t in ["Record Info", "Payments", "Workflow", "Inspections", "Attachments"]:
        r11.n(2, "tab", t, f"selected={t == 'Record Info'}")
    r11.n(1, "tabpanel", "Record Info")
    r11.t(2, "Work Location: 1187 LINDEN AVE, FAIRVIEW PA 16415")
    r11.t(2, "Parcel: 14-0327-0119")
    r11.t(2, "Applicant: Dana Whitfield, dana.whitfield@fastmail.com")
    r11.t(2, "Licensed Professional: Keystone Outdoor Builders LLC, HIC-PA-118094")
    r11.t(2, "Project Description: Replace existing 12x16 pressure-treated deck with 16x20 composite deck, new footings, stairs and guardrail.")
    r11.t(2, "Job Value: $22,000.00")
    r11.n(2, "table", "Fees")
    r11.n(3, "row", "")
    for h in ["Date", "Invoice Number", "Fee", "Amount", "Status"]:
        r11.n(4, "columnheader", h)
    for name, amt in fees:
        r11.n(3, "row", "")
        for v in ["03/14/2024", "2024-INV-058213", name, money(amt), "INVOICED"]:
            r11.n(4, "cell", v)
    r11.t(2, f"Total outstanding: {money(total)}")
    r11.t(2, "Workflow: Application Intake - In Progress (assigned 03/14/2024)")
    turns.append((click(m10["rec:BLD-2024-03817"]), r11.render()))
    rs.add("web", "h56-web-07", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 08 apartment rentals (bad: alert setting reverts)
ZU = "https://www.zumper.com"
ZU_LIST = [
    # address, neighborhood, price, beds, baths, sqft, available, listed
    ("14 Elm St #2", "Davis Square", 2650, 2, 1, 910, "Apr 1", "2 days ago"),
    ("88 Highland Ave #3R", "Spring Hill", 2475, 2, 1, 860, "Now", "5 days ago"),
    ("211 Summer St #1", "Davis Square", 3100, 3, 1, 1140, "Jun 1", "1 day ago"),
    ("45 Prospect Hill Ave", "Union Square", 2795, 2, 1.5, 975, "May 1", "3 hours ago"),
    ("9 Cutter St #A", "Teele Square", 2300, 1, 1, 640, "Now", "1 week ago"),
    ("402 Medford St #4", "East Somerville", 2550, 2, 1, 820, "Apr 15", "4 days ago"),
    ("67 Craigie St #2", "Spring Hill", 2950, 2, 2, 1050, "Sep 1", "6 hours ago"),
    ("1 Washington Pl #508", "Union Square", 3450, 2, 2, 1010, "Now", "12 days ago"),
    ("30 Marshall St #1", "Winter Hill", 2390, 2, 1, 780, "May 1", "2 weeks ago"),
]


def zu_head(p: Page) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "Zumper")
    p.n(1, "link", "Rent")
    p.n(1, "link", "Rental Manager")
    p.n(1, "link", "Saved", k="saved")
    p.n(1, "button", "Maya R.", "hasPopup='menu'")


def zu_results(base: int, beds: str, maxp: str, applied: str, *, dialog: str | None = None, alert: str = "Daily",
               saved: bool = False, toast: str | None = None, prev: Page | None = None, focus: str = "") -> Page:
    q = "" if beds == "Any" else f"?beds={beds}"
    if applied:
        q += ("&" if q else "?") + f"max-price={applied}"
    p = Page("Apartments for Rent in Somerville, MA | Zumper", f"{ZU}/apartments-for-rent/somerville-ma{q}", base, prev)
    zu_head(p)
    p.n(0, "main", "")
    p.n(1, "searchbox", "City, neighborhood, address", "value='Somerville, MA'")
    p.n(1, "combobox", "Beds", f"value={beds!r}", "hasPopup='menu'", "expanded=False", k="beds")
    p.n(1, "textbox", "Min price", "value='No min'")
    p.n(1, "textbox", "Max price", *([f"value={maxp!r}"] if maxp else ["value='No max'"]), *(["focused"] if focus == "max" else []), k="max")
    p.n(1, "button", "Apply", k="apply")
    p.n(1, "button", "More filters")
    p.n(1, "button", "Saved search" if saved else "Save search", k="savesearch")
    rows = [r for r in ZU_LIST if (beds == "Any" or r[3] == int(beds)) and (not applied or r[2] <= int(applied))]
    count = {("Any", ""): 312, ("2", ""): 87, ("2", "2800"): 41}[(beds, applied)]
    p.n(1, "heading", f"{count} Somerville, MA Apartments for Rent")
    p.n(1, "combobox", "Sort", "value='Recommended'", "hasPopup='menu'", "expanded=False")
    p.n(1, "list", "")
    for addr, hood, price, bd, ba, sq, avail, listed in rows:
        p.n(2, "listitem", "")
        p.n(3, "link", f"{addr}, Somerville, MA 02144" if hood in ("Davis Square", "Teele Square") else f"{addr}, Somerville, MA 02143")
        p.t(3, hood)
        p.t(3, f"${price:,}")
        p.t(3, f"{bd} Bed · {ba:g} Bath · {sq:,} ft²")
        p.t(3, f"Available {avail}")
        p.t(3, f"Listed {listed}")
        p.n(3, "button", "Favorite")
        p.n(3, "button", "Message")
    p.n(1, "navigation", "Pagination")
    p.n(2, "link", "1", "current='page'")
    p.n(2, "link", "2")
    p.n(2, "link", "3")
    p.n(2, "link", "Next")
    p.n(1, "region", "Map")
    p.n(2, "button", "Zoom in")
    p.n(2, "button", "Zoom out")
    p.n(2, "button", "Draw")
    if toast:
        p.n(0, "status", "", "live='polite'")
        p.t(1, toast)
    if dialog:
        p.n(0, "dialog", "Save this search", "modal=True")
        p.n(1, "heading", "Save this search")
        p.n(1, "textbox", "Search name", f"value={dialog!r}")
        p.t(1, "Filters: 2 beds · up to $2,800 · Somerville, MA")
        p.n(1, "combobox", "Email alerts", f"value={alert!r}", "hasPopup='listbox'", "expanded=False", *(["focused"] if focus == "alert" else []), k="alert")
        for o in ["Instantly", "Daily", "Weekly", "Never"]:
            p.n(2, "option", o, f"selected={o == alert}")
        p.n(1, "checkbox", "Also send push notifications", "checked='false'")
        p.n(1, "button", "Cancel")
        p.n(1, "button", "Save", k="save")
    return p


def t08(rs: RowSet) -> None:
    turns = []
    r0 = zu_results(510, "Any", "", "")
    state = r0.render()
    r1 = zu_results(760, "2", "", "")
    turns.append((select(r0["beds"], "2"), r1.render()))
    r2 = zu_results(760, "2", "2800", "", prev=r1, focus="max")
    turns.append((fill(r1["max"], "2800"), r2.render()))
    r3 = zu_results(1013, "2", "2800", "2800")
    turns.append((click(r2["apply"]), r3.render()))
    name = "Somerville, MA · 2 bd · up to $2,800"
    r4 = zu_results(1013, "2", "2800", "2800", dialog=name, prev=r3)
    turns.append((click(r3["savesearch"]), r4.render()))
    r5 = zu_results(1013, "2", "2800", "2800", dialog=name, alert="Instantly", prev=r4, focus="alert")
    turns.append((select(r4["alert"], "Instantly"), r5.render()))
    r6 = zu_results(1013, "2", "2800", "2800", saved=True, toast="Search saved. We'll email you instantly when new listings match.", prev=r5)
    turns.append((click(r5["save"]), r6.render()))

    def saved(base: int, alert_new: str) -> Page:
        p = Page("Saved | Zumper", f"{ZU}/saved/searches", base)
        zu_head(p)
        p.n(0, "main", "")
        p.n(1, "tablist", "")
        p.n(2, "tab", "Favorites (3)", "selected=False")
        p.n(2, "tab", "Saved searches (2)", "selected=True")
        p.n(1, "tabpanel", "Saved searches (2)")
        for nm, filt, alert, created, newc in [(name, "Somerville, MA · 2 beds · up to $2,800", alert_new, "Saved today", "41 listings"),
                                               ("Cambridge, MA · 1 bd · up to $2,400", "Cambridge, MA · 1 bed · up to $2,400 · Pets allowed", "Weekly", "Saved Feb 19, 2024", "23 listings · 4 new")]:
            p.n(2, "article", "")
            p.n(3, "heading", nm)
            p.t(3, filt)
            p.t(3, created)
            p.t(3, newc)
            p.n(3, "combobox", "Email alerts", f"value={alert!r}", "hasPopup='listbox'", "expanded=False")
            p.n(3, "link", "View results", k=f"view:{nm}")
            p.n(3, "button", "Delete")
        return p
    s7 = saved(1500, "Daily")  # contradiction: alert frequency reverts
    turns.append((click(r6["saved"]), s7.render()))
    r8 = zu_results(1701, "2", "2800", "2800", saved=True)
    turns.append((click(s7[f"view:{name}"]), r8.render()))
    rs.add("web", "h56-web-08", SYSTEM, turns, state=state, bad=True, turn=7,
           kind="The saved search was saved with email alerts set to Instantly (confirmed by the toast), but the Saved searches page lists its alerts as Daily.")


# --------------------------------------------------------------------------- 09 car dealership (bad: amount financed does not follow)
LH = "https://www.lakesidehondaofmadison.com"


def pmt(principal: float, apr: float, months: int) -> float:
    r = apr / 100 / 12
    return principal * r / (1 - (1 + r) ** -months)


def lh_head(p: Page) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "Lakeside Honda of Madison")
    p.t(1, "4410 E Washington Ave, Madison, WI 53704")
    p.n(1, "link", "Sales (608) 555-0142")
    p.n(1, "navigation", "")
    for it in ["New Inventory", "Used Inventory", "Specials", "Financing", "Service & Parts", "About Us"]:
        p.n(2, "link", it)


CIVIC = dict(price=27490.0, doc=499.0, title=185.0, tax=0.055)


def lh_vdp(base: int, down: str, term: str, financed_override: float | None = None, prev: Page | None = None, focus: str = "", calc: bool = False) -> Page:
    p = Page("New 2024 Honda Civic Sport Sedan Sonic Gray Pearl | Lakeside Honda of Madison", f"{LH}/new/Honda/2024-Honda-Civic-madison-2HGFE2F55RH541127", base, prev)
    lh_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "New 2024 Honda Civic Sport Sedan")
    p.t(1, "Stock #: H24213")
    p.t(1, "VIN: 2HGFE2F55RH541127")
    p.t(1, "Exterior: Sonic Gray Pearl | Interior: Black Cloth")
    p.t(1, "Engine: 2.0L 4-Cylinder | Transmission: CVT | Drivetrain: FWD")
    p.t(1, "MPG: 30 City / 37 Hwy | Mileage: 6")
    p.n(1, "table", "Pricing")
    for a, v in [("MSRP", "$28,145"), ("Lakeside Discount", "-$655"), ("Lakeside Price", "$27,490")]:
        p.n(2, "row", "")
        p.n(3, "rowheader", a)
        p.n(3, "cell", v)
    p.t(1, "Price excludes tax, title, registration and $499 dealer service fee.")
    p.n(1, "button", "Estimate Payment", "expanded=True" if calc else "expanded=False", k="est")
    p.n(1, "button", "Check Availability")
    p.n(1, "button", "Value Your Trade")
    if calc:
        price, doc, title, rate = CIVIC["price"], CIVIC["doc"], CIVIC["title"], CIVIC["tax"]
        tax = round(price * rate, 2)
        financed = price + doc + title + tax - float(down)
        if financed_override is not None:
            financed = financed_override
        n = int(term)
        p.n(1, "region", "Payment Calculator")
        p.n(2, "heading", "Estimate Your Payment")
        p.n(2, "textbox", "Vehicle Price", "value='$27,490'", "readonly")
        p.n(2, "textbox", "Down Payment", f"value='${int(down):,}'", *(["focused"] if focus == "down" else []), k="down")
        p.n(2, "textbox", "Trade-in Value", "value='$0'")
        p.n(2, "combobox", "Credit Tier", "value='Excellent (720+)'", "hasPopup='menu'", "expanded=False")
        p.n(2, "textbox", "APR (%)", "value='6.49'")
        p.n(2, "combobox", "Term (months)", f"value={term!r}", "hasPopup='menu'", "expanded=False", *(["focused"] if focus == "term" else []), k="term")
        p.n(2, "table", "Payment Breakdown")
        for a, v in [("Vehicle Price", money(price)), ("Dealer Service Fee", money(doc)), ("Title & Registration", money(title)),
                     ("Sales Tax (5.5%)", money(tax)), ("Down Payment", "-" + money(float(down))), ("Trade-in", "-$0.00"),
                     ("Amount Financed", money(financed))]:
            p.n(3, "row", "")
            p.n(4, "rowheader", a)
            p.n(4, "cell", v, k=f"cell:{a}")
        p.n(2, "heading", f"{money(pmt(financed, 6.49, n))}/mo", k="pay")
        p.t(2, f"for {n} months at 6.49% APR. Estimated payment for illustration only, with approved credit.")
        p.n(2, "button", "Apply for Financing", k="apply")
    p.n(1, "heading", "Features")
    for f in ["Honda Sensing® Suite", "Adaptive Cruise Control", "Lane Keeping Assist System", "7-inch Display Audio", "Apple CarPlay® / Android Auto™",
              "18-inch Black Alloy Wheels", "Dual-Zone Automatic Climate Control", "Smart Entry with Push Button Start"]:
        p.n(2, "listitem", "")
        p.t(3, f)
    return p


def lh_app(base: int, vals: dict[str, str], step: int = 1, prev: Page | None = None, focus: str = "") -> Page:
    price, doc, title, rate = CIVIC["price"], CIVIC["doc"], CIVIC["title"], CIVIC["tax"]
    financed = price + doc + title + round(price * rate, 2) - 5000
    p = Page("Credit Application | Lakeside Honda of Madison", f"{LH}/financing/credit-application?stock=H24213&step={step}", base, prev)
    lh_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "Secure Credit Application")
    p.t(1, f"Step {step} of 3: " + ("Personal & Employment" if step == 1 else "Residence"))
    p.n(1, "complementary", "Your Deal")
    p.t(2, "2024 Honda Civic Sport Sedan · Stock # H24213")
    p.t(2, f"Amount to finance: {money(financed)}")
    p.t(2, "Term: 72 months · APR 6.49% (estimated)")
    p.t(2, f"Est. payment: {money(pmt(financed, 6.49, 72))}/mo")
    if step == 1:
        for lab, key in [("First Name *", "first"), ("Last Name *", "last"), ("Email (optional)", "email"), ("Mobile Phone (optional)", "phone"),
                         ("Annual Gross Income *", "income")]:
            v = vals.get(key, "")
            p.n(1, "textbox", lab, *(["required"] if "*" in lab else []), *([f"value={v!r}"] if v else []), *(["focused"] if focus == key else []), k=key)
        v = vals.get("emp", "Select")
        p.n(1, "combobox", "Employment Status *", f"value={v!r}", "hasPopup='menu'", "expanded=False", *(["focused"] if focus == "emp" else []), k="emp")
        p.n(1, "button", "Continue", k="cont")
    else:
        p.t(1, "Applicant: Marcus Bell · Employment: Full-time · Income: $78,000/yr")
        for lab in ["Street Address *", "City *", "State *", "ZIP *", "Years at Address *", "Monthly Housing Payment *"]:
            p.n(1, "textbox", lab, "required")
        p.n(1, "combobox", "Residence Type *", "value='Select'", "hasPopup='menu'", "expanded=False")
        p.n(1, "button", "Back")
        p.n(1, "button", "Continue", k="cont")
    p.t(1, "Your information is encrypted with 256-bit SSL.")
    return p


def t09(rs: RowSet) -> None:
    turns = []
    inv = Page("New Honda Inventory | Lakeside Honda of Madison", f"{LH}/new-inventory/index.htm?model=Civic", 300)
    lh_head(inv)
    inv.n(0, "main", "")
    inv.n(1, "heading", "New Honda Civic for Sale in Madison, WI")
    inv.t(1, "14 vehicles")
    inv.n(1, "combobox", "Sort by", "value='Price: Low to High'", "hasPopup='menu'", "expanded=False")
    for yr, trim, color, stock, vin, msrp, price in [
            ("2024", "Civic LX Sedan", "Platinum White Pearl", "H24190", "2HGFE2F21RH530418", 24950, 24495),
            ("2024", "Civic LX Sedan", "Crystal Black Pearl", "H24201", "2HGFE2F23RH533066", 24950, 24495),
            ("2024", "Civic Sport Sedan", "Sonic Gray Pearl", "H24213", "2HGFE2F55RH541127", 28145, 27490),
            ("2024", "Civic Sport Hatchback", "Boost Blue Pearl", "H24207", "19XFL2H87RE007731", 28945, 28395),
            ("2024", "Civic EX Sedan", "Meteorite Gray Metallic", "H24176", "2HGFE1F75RH318842", 29645, 29110)]:
        inv.n(1, "article", "")
        inv.n(2, "link", f"New {yr} Honda {trim}", k=f"car:{stock}")
        inv.t(2, f"{color} · Stock #: {stock} · VIN: {vin}")
        inv.t(2, f"MSRP ${msrp:,}")
        inv.t(2, f"Lakeside Price ${price:,}")
        inv.n(2, "button", "Estimate Payment")
        inv.n(2, "button", "Check Availability")
    state = inv.render()
    v1 = lh_vdp(812, "3000", "60")
    turns.append((click(inv["car:H24213"]), v1.render()))
    v2 = lh_vdp(812, "3000", "60", calc=True, prev=v1)
    turns.append((click(v1["est"]), v2.render()))
    v3 = lh_vdp(812, "3000", "72", calc=True, prev=v2, focus="term")
    turns.append((select(v2["term"], "72"), v3.render()))
    price, doc, title, rate = CIVIC["price"], CIVIC["doc"], CIVIC["title"], CIVIC["tax"]
    wrong = price + doc + title + round(price * rate, 2) - 3000 - 3000
    v4 = lh_vdp(812, "5000", "72", financed_override=wrong, calc=True, prev=v3, focus="down")  # contradiction
    turns.append((fill(v3["down"], "5000"), v4.render()))
    a5 = lh_app(1230, {})
    turns.append((click(v4["apply"]), a5.render()))
    vals = {"first": "Marcus"}
    a6 = lh_app(1230, vals, prev=a5, focus="first")
    turns.append((fill(a5["first"], "Marcus"), a6.render()))
    vals = {**vals, "last": "Bell"}
    a7 = lh_app(1230, vals, prev=a6, focus="last")
    turns.append((fill(a6["last"], "Bell"), a7.render()))
    vals = {**vals, "emp": "Full-time"}
    a8 = lh_app(1230, vals, prev=a7, focus="emp")
    turns.append((select(a7["emp"], "Full-time"), a8.render()))
    vals = {**vals, "income": "78000"}
    a9 = lh_app(1230, vals, prev=a8, focus="income")
    turns.append((fill(a8["income"], "78000"), a9.render()))
    a10 = lh_app(1544, vals, step=2)
    turns.append((click(a9["cont"]), a10.render()))
    rs.add("web", "h56-web-09", SYSTEM, turns, state=state, bad=True, turn=4,
           kind=f"Raising the down payment from $3,000 to $5,000 lowers the Amount Financed by $3,000 (to {money(wrong)}) instead of $2,000, with price, fees and tax unchanged.")


# --------------------------------------------------------------------------- 10 pet adoption shelter (clean)
HH = "https://adopt.harborhillsshelter.org"
HH_PETS = [
    # name, id, species, breed, age text, months, sex, days
    ("Biscuit", "A-20931", "Dog", "Beagle / Basset Hound mix", "2 yrs 3 mos", 27, "Male", 24),
    ("Juniper", "A-20877", "Dog", "Labrador Retriever mix", "5 yrs", 60, "Female", 41),
    ("Pretzel", "A-21004", "Dog", "Dachshund mix", "8 mos", 8, "Male", 6),
    ("Maple", "A-20615", "Dog", "Pit Bull Terrier mix", "4 yrs 6 mos", 54, "Female", 97),
    ("Otis", "A-20988", "Dog", "Border Collie", "1 yr 2 mos", 14, "Male", 12),
    ("Clementine", "A-20954", "Cat", "Domestic Shorthair", "3 yrs", 36, "Female", 19),
    ("Waffles", "A-21011", "Cat", "Domestic Medium Hair", "10 mos", 10, "Male", 4),
    ("Hazel", "A-20702", "Dog", "German Shepherd mix", "7 yrs", 84, "Female", 63),
    ("Pip", "A-21020", "Rabbit", "Holland Lop", "1 yr", 12, "Male", 2),
]


def hh_head(p: Page, favs: int) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "Harbor Hills Animal Shelter")
    p.n(1, "navigation", "")
    for it in ["Adopt", "Foster", "Volunteer", "Lost & Found", "Donate"]:
        p.n(2, "link", it)
    p.n(1, "link", f"Favorites ({favs})", k="favs")
    p.n(1, "link", "My Account: Priya D.")


def hh_list(base: int, species: str, sort: str, prev: Page | None = None) -> Page:
    p = Page("Adoptable Animals | Harbor Hills Animal Shelter", f"{HH}/animals" + ("?species=dog" if species == "Dog" else "") + ("&sort=age_asc" if sort.startswith("Age") else ""), base, prev)
    hh_head(p, 0)
    p.n(0, "main", "")
    p.n(1, "heading", "Adoptable Animals")
    p.n(1, "combobox", "Species", f"value={species!r}", "hasPopup='menu'", "expanded=False", k="species")
    p.n(1, "combobox", "Age", "value='Any'", "hasPopup='menu'", "expanded=False")
    p.n(1, "combobox", "Size", "value='Any'", "hasPopup='menu'", "expanded=False")
    p.n(1, "combobox", "Sex", "value='Any'", "hasPopup='menu'", "expanded=False")
    p.n(1, "combobox", "Sort by", f"value={sort!r}", "hasPopup='menu'", "expanded=False", k="sort")
    pets = [x for x in HH_PETS if species == "All" or x[2] == species]
    if sort.startswith("Age"):
        pets = sorted(pets, key=lambda x: x[5])
    else:
        pets = sorted(pets, key=lambda x: -x[7])
    p.t(1, f"Showing {38 if species == 'All' else 21} animals")
    p.n(1, "list", "")
    for name, aid, sp, breed, age, _, sex, days in pets:
        p.n(2, "listitem", "")
        p.n(3, "link", name, k=f"pet:{name}")
        p.t(3, f"{aid} · {sp} · {breed}")
        p.t(3, f"{age} · {sex}")
        p.t(3, f"At the shelter {days} days")
    p.n(1, "link", "Load more animals")
    return p


def hh_pet(base: int, fav: bool, prev: Page | None = None) -> Page:
    p = Page("Biscuit (A-20931) | Harbor Hills Animal Shelter", f"{HH}/animals/A-20931", base, prev)
    hh_head(p, 1 if fav else 0)
    p.n(0, "main", "")
    p.n(1, "heading", "Meet Biscuit")
    p.n(1, "img", "Biscuit, a tricolor beagle mix, sitting in the play yard")
    p.n(1, "table", "About Biscuit")
    for a, v in [("Animal ID", "A-20931"), ("Species", "Dog"), ("Breed", "Beagle / Basset Hound mix"), ("Age", "2 years 3 months"),
                 ("Sex", "Male (neutered)"), ("Weight", "31 lbs"), ("Color", "Tricolor"), ("Intake date", "02/19/2024"),
                 ("Location", "Kennel B-12"), ("Status", "Available"), ("Adoption fee", "$150 (includes microchip, vaccines, neuter)")]:
        p.n(2, "row", "")
        p.n(3, "rowheader", a)
        p.n(3, "cell", v)
    p.n(1, "heading", "Good with")
    p.t(1, "Dogs: Yes · Cats: Unknown · Children: 8 and older")
    p.t(1, "Biscuit is a happy, food-motivated hound who loves sniff walks and naps in sunny spots. He knows sit and shake, walks well on a harness, and will need a home with a secure fence; his nose will lead him astray.")
    p.n(1, "button", "Remove from Favorites" if fav else "Add to Favorites", "pressed=True" if fav else "pressed=False", k="fav")
    p.n(1, "link", "Start Adoption Application", k="apply")
    p.n(1, "link", "Schedule a Meet & Greet")
    return p


def hh_form(base: int, housing: str, prev: Page | None = None) -> Page:
    p = Page("Adoption Application: Biscuit (A-20931) | Harbor Hills Animal Shelter", f"{HH}/apply?animal=A-20931", base, prev)
    hh_head(p, 1)
    p.n(0, "main", "")
    p.n(1, "heading", "Adoption Application")
    p.t(1, "Applying for: Biscuit (A-20931), Beagle / Basset Hound mix")
    for lab, v in [("Full name *", "Priya Desai"), ("Email *", "priya.desai@outlook.com"), ("Phone *", "(253) 555-0187"),
                   ("Address *", "2219 N Proctor St, Tacoma, WA 98406")]:
        p.n(1, "textbox", lab, "required", f"value={v!r}")
    p.n(1, "combobox", "Housing type *", f"value={housing!r}", "hasPopup='menu'", "expanded=False", *(["focused"] if housing != "Select" else []), k="housing")
    if housing.startswith("Own"):
        p.n(1, "radiogroup", "Is your yard fully fenced? *")
        p.n(2, "radio", "Yes", "checked='true'")
        p.n(2, "radio", "No", "checked='false'")
        p.n(1, "textbox", "Fence height (ft)", "value='6'")
    p.n(1, "textbox", "Current pets (species, age, spayed/neutered)", "multiline=True", "value='Cat, 6 years, spayed (Mochi)'")
    p.n(1, "textbox", "Why is Biscuit a good fit for your household?", "multiline=True", "value='We walk twice a day and work from home three days a week. Fenced yard, and our cat is used to dogs.'")
    p.n(1, "checkbox", "I agree to a home check and reference calls", "checked='true'")
    p.n(1, "button", "Submit Application", k="submit")
    return p


def t10(rs: RowSet) -> None:
    turns = []
    l0 = hh_list(140, "All", "Longest stay")
    state = l0.render()
    l1 = hh_list(140, "Dog", "Longest stay", prev=l0)
    turns.append((select(l0["species"], "Dog"), l1.render()))
    l2 = hh_list(140, "Dog", "Age (youngest first)", prev=l1)
    turns.append((select(l1["sort"], "Age (youngest first)"), l2.render()))
    d3 = hh_pet(520, False)
    turns.append((click(l2["pet:Biscuit"]), d3.render()))
    d4 = hh_pet(520, True, prev=d3)
    turns.append((click(d3["fav"]), d4.render()))
    f5 = hh_form(733, "Select")
    turns.append((click(d4["apply"]), f5.render()))
    f6 = hh_form(733, "Own - house", prev=f5)
    turns.append((select(f5["housing"], "Own - house"), f6.render()))
    c7 = Page("Application Received | Harbor Hills Animal Shelter", f"{HH}/apply/confirmation/AP-5512", 902)
    hh_head(c7, 1)
    c7.n(0, "main", "")
    c7.n(1, "heading", "Thank you, Priya! Your application was received.")
    c7.n(1, "table", "")
    for a, v in [("Application #", "AP-5512"), ("Animal", "Biscuit (A-20931)"), ("Submitted", "03/14/2024 2:07 PM"),
                 ("Status", "Received - awaiting review"), ("Housing", "Own - house, fenced yard (6 ft)")]:
        c7.n(2, "row", "")
        c7.n(3, "rowheader", a)
        c7.n(3, "cell", v)
    c7.n(1, "heading", "What happens next")
    c7.t(1, "1. An adoption counselor reviews your application within 2 business days.")
    c7.t(1, "2. We call your references and schedule a meet & greet with Biscuit.")
    c7.t(1, "3. Biscuit stays listed as Available until an application is approved, but you are first in line.")
    c7.n(1, "link", "View my applications")
    c7.n(1, "link", "Back to Biscuit")
    turns.append((click(f6["submit"]), c7.render()))
    rs.add("web", "h56-web-10", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 11 course registration (clean)
OR = "https://reg.oakridgestate.edu/StudentRegistrationSsb/ssb"
CR_SECTIONS = {
    "3510": [("84512", "CS 3510", "A", "Design & Analysis of Algorithms", "Lecture", 3, "MWF 10:10 AM-11:00 AM", "Klaus 1443", "Vempala, Santosh", 150),
             ("84513", "CS 3510", "B", "Design & Analysis of Algorithms", "Lecture", 3, "TR 2:00 PM-3:15 PM", "Howey L3", "Peng, Richard", 150),
             ("84519", "CS 3510", "C", "Design & Analysis of Algorithms", "Lecture", 3, "MW 4:30 PM-5:45 PM", "Skiles 249", "Brito, Gerandy", 60)],
    "3600": [("87021", "CS 3600", "A", "Introduction to Artificial Intelligence", "Lecture", 3, "TR 9:30 AM-10:45 AM", "Clough 144", "Riedl, Mark", 200),
             ("87024", "CS 3600", "B", "Introduction to Artificial Intelligence", "Lecture", 3, "MWF 1:25 PM-2:15 PM", "Klaus 1456", "Starner, Thad", 120)],
}
CR_BASE = [("81104", "CS 2110", "Data Structures & Algorithms", 4, "MWF 9:05 AM-9:55 AM", "Klaus 1443"),
           ("80211", "MATH 2210", "Linear Algebra", 3, "TR 11:00 AM-12:15 PM", "Skiles 006"),
           ("83570", "ENGL 1102", "English Composition II", 3, "TR 3:30 PM-4:45 PM", "Stephen C Hall 102")]


def cr_head(p: Page) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "Oakridge State University")
    p.n(1, "link", "Student", "hasPopup='menu'")
    p.n(1, "link", "Registration")
    p.n(1, "link", "Select a Term")
    p.n(1, "link", "Register for Classes")
    p.n(1, "button", "Jordan Alvarez", "hasPopup='menu'")
    p.t(0, "Term: Fall 2024 · Student: Jordan Alvarez (901-447-218) · Level: Undergraduate · Class: Junior")


def cr_page(base: int, tab: str, *, subj: str = "", num: str = "", results: str | None = None, seats: dict[str, tuple[int, int, int]] | None = None,
            summary: list[tuple[str, str, str, int, str, str]], msg: str | None = None, drop: str | None = None, focus: str = "",
            sched: list[tuple[str, str, str, int, str, str]] | None = None, prev: Page | None = None) -> Page:
    p = Page("Register for Classes", f"{OR}/classRegistration/classRegistration", base, prev)
    cr_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "Register for Classes")
    if msg:
        p.n(1, "alert", "")
        p.t(2, msg)
    p.n(1, "tablist", "")
    for t in ["Find Classes", "Enter CRNs", "Plans", "Schedule and Options"]:
        p.n(2, "tab", t, f"selected={t == tab}", k=f"tab:{t}")
    p.n(1, "tabpanel", tab)
    p.scope = f"{tab}:{results}"
    if tab == "Find Classes" and results is None:
        p.n(2, "heading", "Enter Your Search Criteria")
        p.t(2, "Term: Fall 2024")
        p.n(2, "combobox", "Subject", *([f"value={subj!r}"] if subj else []), "autocomplete='list'", "hasPopup='listbox'", "expanded=False", *(["focused"] if focus == "subj" else []), k="subj")
        if subj:
            p.n(3, "listitem", "CS - Computer Science", "removable")
        p.n(2, "textbox", "Course Number", *([f"value={num!r}"] if num else []), *(["focused"] if focus == "num" else []), k="num")
        p.n(2, "textbox", "Keyword")
        p.n(2, "checkbox", "Open Sections Only", "checked='false'")
        p.n(2, "button", "Search", k="search")
        p.n(2, "button", "Clear")
        p.n(2, "link", "Advanced Search")
    elif tab == "Find Classes":
        p.n(2, "heading", f"Search Results — {len(CR_SECTIONS[results])} Classes")
        p.t(2, f"Term: Fall 2024 Subject: Computer Science Course Number: {results}")
        p.n(2, "button", "Search Again", k="again")
        p.n(2, "table", "Search Results")
        p.n(3, "row", "")
        for h in ["Title", "Subject Description", "Course Number", "Section", "Hours", "CRN", "Instructor", "Meeting Times", "Status", "Add"]:
            p.n(4, "columnheader", h)
        for crn, code, sec, title, _, hrs, times, room, instr, cap in CR_SECTIONS[results]:
            rem, wl, wlcap = (seats or {}).get(crn, (0, 0, 0))
            p.n(3, "row", "", k=f"rrow:{crn}")
            p.n(4, "cell", title)
            p.n(4, "cell", "Computer Science")
            p.n(4, "cell", code.split()[1])
            p.n(4, "cell", sec)
            p.n(4, "cell", str(hrs))
            p.n(4, "cell", crn)
            p.n(4, "cell", instr)
            p.n(4, "cell", f"{times} Type: Class Building: {room}")
            st = f"{rem} of {cap} seats remain." if rem else f"FULL: 0 of {cap} seats remain. {wl} of {wlcap} waitlist seats remain."
            p.n(4, "cell", st, k=f"st:{crn}")
            p.n(4, "cell", "")
            p.n(5, "button", "Add", k=f"add:{crn}")
        p.t(2, "Records per page 10 · Page 1 of 1")
    elif tab == "Schedule and Options":
        p.n(2, "tablist", "")
        p.n(3, "tab", "Schedule", "selected=True")
        p.n(3, "tab", "Schedule Details", "selected=False")
        p.n(2, "table", "Class Schedule for Fall 2024")
        p.n(3, "row", "")
        for h in ["", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]:
            p.n(4, "columnheader", h)
        for code, _title, _crn, _h, times, room in sched or []:
            days, span = times.split(" ", 1)
            names = {"M": "Monday", "T": "Tuesday", "W": "Wednesday", "R": "Thursday", "F": "Friday"}
            for d in days:
                p.n(3, "row", "")
                p.n(4, "cell", f"{names[d]} {span}")
                p.n(4, "cell", f"{code}, {room}")
    p.scope = "summary"
    p.n(1, "region", "Summary")
    p.n(2, "heading", "Summary")
    p.n(2, "table", "")
    p.n(3, "row", "")
    for h in ["Title", "Details", "Hours", "CRN", "Schedule Type", "Status", "Action"]:
        p.n(4, "columnheader", h)
    total = 0
    for crn, code, title, hrs, status, action in summary:
        p.n(3, "row", "", k=f"srow:{crn}")
        p.scope = f"summary:{crn}"
        p.n(4, "cell", title)
        p.n(4, "cell", code)
        p.n(4, "cell", str(hrs))
        p.n(4, "cell", crn)
        p.n(4, "cell", "Lecture")
        p.n(4, "cell", status, k=f"sst:{crn}")
        val = "Web Drop" if drop == crn else action
        p.n(4, "combobox", "Action", f"value={val!r}", "hasPopup='menu'", "expanded=False", k=f"act:{crn}")
        if status.startswith("Registered"):
            total += hrs
    p.scope = "summary"
    p.t(2, f"Total Hours | Registered: {total} | Billing: {total} | CEU: 0 | Min: 0 | Max: 18")
    p.n(2, "button", "Submit", k="submit")
    return p


def t11(rs: RowSet) -> None:
    turns = []
    base = [(c, code, t, h, "Registered on 11/02/2023", "None") for c, code, t, h, _, _ in CR_BASE]
    p0 = cr_page(60, "Find Classes", summary=base)
    state = p0.render()
    p1 = cr_page(60, "Find Classes", subj="CS", summary=base, focus="subj", prev=p0)
    turns.append((fill(p0["subj"], "CS"), p1.render()))
    p2 = cr_page(60, "Find Classes", subj="CS", num="3510", summary=base, focus="num", prev=p1)
    turns.append((fill(p1["num"], "3510"), p2.render()))
    seats = {"84512": (12, 0, 0), "84513": (7, 0, 0), "84519": (0, 15, 20)}
    p3 = cr_page(380, "Find Classes", results="3510", seats=seats, summary=base)
    turns.append((click(p2["search"]), p3.render()))
    pend = base + [("84512", "CS 3510, A", "Design & Analysis of Algorithms", 3, "Pending", "**Web Registered**")]
    p4 = cr_page(380, "Find Classes", results="3510", seats=seats, summary=pend, prev=p3)
    turns.append((click(p3["add:84512"]), p4.render()))
    reg = base + [("84512", "CS 3510, A", "Design & Analysis of Algorithms", 3, "Registered on 03/14/2024", "None")]
    seats5 = {"84512": (10, 0, 0), "84513": (7, 0, 0), "84519": (0, 15, 20)}
    p5 = cr_page(380, "Find Classes", results="3510", seats=seats5, summary=reg, msg="Save Successful", prev=p4)
    turns.append((click(p4["submit"]), p5.render()))
    p6 = cr_page(380, "Find Classes", results="3510", seats=seats5, summary=reg, msg="Save Successful", drop="83570", prev=p5)
    turns.append((select(p5["act:83570"], "Web Drop"), p6.render()))
    reg7 = [r for r in reg if r[0] != "83570"]
    p7 = cr_page(380, "Find Classes", results="3510", seats=seats5, summary=reg7, msg="Save Successful", prev=p6)
    turns.append((click(p6["submit"]), p7.render()))
    sched = [(s[1], s[2], s[0], s[3], s[4], s[5]) for s in CR_BASE[:2]] + [("CS 3510", "Design & Analysis of Algorithms", "84512", 3, "MWF 10:10 AM-11:00 AM", "Klaus 1443")]
    p8 = cr_page(380, "Schedule and Options", summary=reg7, sched=sched, prev=p7)
    turns.append((click(p7["tab:Schedule and Options"]), p8.render()))
    seats9 = {"84512": (9, 0, 0), "84513": (6, 0, 0), "84519": (0, 14, 20)}
    p9 = cr_page(380, "Find Classes", results="3510", seats=seats9, summary=reg7, prev=p8)
    turns.append((click(p8["tab:Find Classes"]), p9.render()))
    p10 = cr_page(380, "Find Classes", subj="CS", num="3510", summary=reg7, prev=p9)
    turns.append((click(p9["again"]), p10.render()))
    p11 = cr_page(380, "Find Classes", subj="CS", num="3600", summary=reg7, focus="num", prev=p10)
    turns.append((fill(p10["num"], "3600"), p11.render()))
    seats12 = {"87021": (0, 3, 30), "87024": (18, 0, 0)}
    p12 = cr_page(380, "Find Classes", results="3600", seats=seats12, summary=reg7, prev=p11)
    turns.append((click(p11["search"]), p12.render()))
    rs.add("web", "h56-web-11", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 12 library holds and loans (bad: cancelled hold reappears)
WB = "https://westbrook.bibliocommons.com"
WB_HOLDS = [
    ("Tomorrow, and Tomorrow, and Tomorrow", "Zevin, Gabrielle", "Book", "#7 on 9 copies", "Main Library", "Placed Feb 26, 2024"),
    ("Demon Copperhead", "Kingsolver, Barbara", "Book", "Ready for pickup until Mar 18, 2024 (shelf 14-B)", "Main Library", "Placed Jan 30, 2024"),
    ("The Covenant of Water", "Verghese, Abraham", "eBook (Libby)", "#23 on 11 copies", "Digital", "Placed Feb 2, 2024"),
    ("Oppenheimer", "Nolan, Christopher", "DVD", "#3 on 4 copies", "Elm Street Branch", "Placed Mar 4, 2024"),
    ("Fourth Wing", "Yarros, Rebecca", "Book", "#41 on 14 copies", "Main Library", "Placed Feb 11, 2024"),
]
WB_LOANS = [
    ("The Overstory", "Powers, Richard", "Book", "31901067234518", "Mar 20, 2024", 0),
    ("Braiding Sweetgrass", "Kimmerer, Robin Wall", "Book", "31901071190227", "Mar 27, 2024", 1),
    ("Past Lives", "Song, Celine", "DVD", "31901080045312", "Mar 17, 2024", 0),
]


def wb_head(p: Page, nholds: int) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "Westbrook Public Library")
    p.n(1, "searchbox", "Search the catalog")
    p.n(1, "button", "Search")
    p.n(1, "navigation", "My Account")
    p.n(2, "link", "Account summary", k="summary")
    p.n(2, "link", "Checked out (3)", k="loans")
    p.n(2, "link", f"Holds ({nholds})", k="holds")
    p.n(2, "link", "Fines & fees ($0.00)")
    p.n(2, "link", "Borrowing history")
    p.n(2, "link", "Log out (Hannah K.)")


def wb_holds(base: int, holds: list[tuple[str, ...]], dialog: str | None = None, msg: str | None = None, prev: Page | None = None) -> Page:
    p = Page("Holds | Westbrook Public Library", f"{WB}/v2/holds", base, prev)
    wb_head(p, len(holds))
    p.n(0, "main", "")
    p.n(1, "heading", f"Holds ({len(holds)})")
    if msg:
        p.n(1, "status", "")
        p.t(2, msg)
    p.n(1, "button", "Pause all holds")
    p.n(1, "combobox", "Sort by", "value='Date placed (newest)'", "hasPopup='menu'", "expanded=False")
    p.n(1, "list", "")
    for title, author, fmt, status, pick, placed in holds:
        p.n(2, "listitem", "")
        p.n(3, "link", title)
        p.t(3, f"by {author}")
        p.t(3, fmt)
        p.t(3, status)
        p.t(3, f"Pickup location: {pick}")
        p.t(3, placed)
        p.n(3, "button", "Cancel hold", k=f"cancel:{title}")
        p.n(3, "button", "Pause hold")
        p.n(3, "button", "Change pickup location")
    if dialog:
        p.n(0, "dialog", "Cancel hold?", "modal=True")
        p.n(1, "heading", "Cancel hold?")
        p.t(1, f"Are you sure you want to cancel your hold on {dialog}? You will lose your place in the queue.")
        p.n(1, "button", "Yes, cancel hold", k="yes")
        p.n(1, "button", "Keep hold")
    return p


def wb_loans(base: int, loans: list[tuple], nholds: int, msg: str | None = None, prev: Page | None = None) -> Page:
    p = Page("Checked out | Westbrook Public Library", f"{WB}/v2/checkedout", base, prev)
    wb_head(p, nholds)
    p.n(0, "main", "")
    p.n(1, "heading", "Checked out (3)")
    if msg:
        p.n(1, "status", "")
        p.t(2, msg)
    p.n(1, "button", "Renew all")
    p.n(1, "list", "")
    for title, author, fmt, barcode, due, renewed in loans:
        p.n(2, "listitem", "")
        p.n(3, "link", title)
        p.t(3, f"by {author}")
        p.t(3, fmt)
        p.t(3, f"Item barcode: {barcode}")
        p.t(3, f"Due {due}")
        p.t(3, f"Renewed {renewed} of 2 times")
        p.n(3, "button", "Renew", k=f"renew:{title}")
    return p


def t12(rs: RowSet) -> None:
    turns = []
    h0 = wb_holds(210, WB_HOLDS)
    state = h0.render()
    tname = WB_HOLDS[0][0]
    h1 = wb_holds(210, WB_HOLDS, dialog=tname, prev=h0)
    turns.append((click(h0[f"cancel:{tname}"]), h1.render()))
    rest = WB_HOLDS[1:]
    h2 = wb_holds(210, rest, msg=f"Hold cancelled: {tname}", prev=h1)
    turns.append((click(h1["yes"]), h2.render()))
    l3 = wb_loans(505, WB_LOANS, 4)
    turns.append((click(h2["loans"]), l3.render()))
    loans4 = [("The Overstory", "Powers, Richard", "Book", "31901067234518", "Apr 10, 2024", 1)] + WB_LOANS[1:]
    l4 = wb_loans(505, loans4, 4, msg="Renewed: The Overstory. New due date Apr 10, 2024.", prev=l3)
    turns.append((click(l3["renew:The Overstory"]), l4.render()))
    s5 = Page("Account summary | Westbrook Public Library", f"{WB}/v2/dashboard", 760)
    wb_head(s5, 4)
    s5.n(0, "main", "")
    s5.n(1, "heading", "Hi, Hannah")
    s5.t(1, "Library card ending in 4417 · Expires Oct 9, 2025")
    s5.n(1, "region", "Checked out")
    s5.t(2, "3 items checked out")
    s5.t(2, "Next due: Past Lives, Mar 17, 2024")
    s5.n(1, "region", "Holds")
    s5.t(2, "4 holds: 1 ready for pickup, 3 in queue")
    s5.t(2, "Ready: Demon Copperhead, pick up at Main Library by Mar 18, 2024")
    s5.n(1, "region", "Fines & fees")
    s5.t(2, "$0.00 owed")
    s5.n(1, "region", "Recently returned")
    s5.t(2, "Lessons in Chemistry, returned Mar 9, 2024")
    s5.t(2, "The Bee Sting, returned Mar 2, 2024")
    turns.append((click(l4["summary"]), s5.render()))
    h6 = wb_holds(902, WB_HOLDS)  # contradiction: cancelled hold is back
    turns.append((click(s5["holds"]), h6.render()))
    rs.add("web", "h56-web-12", SYSTEM, turns, state=state, bad=True, turn=6,
           kind="The hold on Tomorrow, and Tomorrow, and Tomorrow was cancelled (Holds (4), account summary says 4 holds) but the Holds page lists it again as Holds (5).")


# --------------------------------------------------------------------------- 13 gym class booking (clean)
IW = "https://ironworksfitness.com/schedule"


def iw_day(day: str) -> list[tuple[str, str, str, str, int, int]]:
    # time, class, coach, room, spots left, capacity
    return {
        "Mon Mar 18": [("6:00 AM", "HIIT 45", "Dre M.", "Studio A", 4, 20), ("12:15 PM", "Yoga Flow", "Sunita P.", "Studio B", 9, 24),
                       ("5:30 PM", "Spin 45", "Kara L.", "Cycle Room", 2, 28), ("6:45 PM", "Barbell Strength", "Marco V.", "Platform", 0, 12)],
        "Tue Mar 19": [("6:00 AM", "Rowing Intervals", "Dre M.", "Studio A", 6, 16), ("9:30 AM", "Pilates Mat", "Sunita P.", "Studio B", 11, 20),
                       ("6:30 PM", "Spin 45", "Kara L.", "Cycle Room", 3, 28), ("7:30 PM", "Mobility", "Jess T.", "Studio B", 14, 20)],
        "Thu Mar 21": [("6:00 AM", "HIIT 45", "Dre M.", "Studio A", 2, 20), ("12:15 PM", "Core & Stretch", "Jess T.", "Studio B", 12, 20),
                       ("6:00 PM", "Barbell Strength", "Marco V.", "Platform", 0, 12), ("7:00 PM", "Yoga Flow", "Sunita P.", "Studio B", 5, 24)],
        "Mon Mar 25": [("6:00 AM", "HIIT 45", "Jess T.", "Studio A", 15, 20), ("12:15 PM", "Yoga Flow", "Sunita P.", "Studio B", 20, 24),
                       ("5:30 PM", "Spin 45", "Dre M.", "Cycle Room", 22, 28), ("6:45 PM", "Barbell Strength", "Marco V.", "Platform", 7, 12)],
    }[day]


def iw_page(base: int, week: str, day: str, credits: int, booked: dict[str, str], spots: dict[str, int] | None = None,
            dialog: tuple[str, str] | None = None, prev: Page | None = None) -> Page:
    wparam = "2024-03-18" if week.startswith("Mar 18") else "2024-03-25"
    p = Page("Class Schedule | Ironworks Fitness", f"{IW}?week={wparam}&day={day.split()[0].lower()}", base, prev)
    p.n(0, "banner", "")
    p.n(1, "link", "Ironworks Fitness")
    p.n(1, "link", "Schedule", k="sched")
    p.n(1, "link", "My Bookings", k="mine")
    p.n(1, "link", "Memberships")
    p.t(1, f"Leo Marsh · 10-Class Pack: {credits} of 10 credits left (expires Jun 30, 2024)")
    p.n(0, "main", "")
    p.n(1, "heading", f"Week of {week}")
    p.n(1, "button", "Previous week")
    p.n(1, "button", "Next week", k="next")
    days = ["Mon Mar 18", "Tue Mar 19", "Wed Mar 20", "Thu Mar 21", "Fri Mar 22", "Sat Mar 23", "Sun Mar 24"] if week == "Mar 18 - Mar 24, 2024" else \
        ["Mon Mar 25", "Tue Mar 26", "Wed Mar 27", "Thu Mar 28", "Fri Mar 29", "Sat Mar 30", "Sun Mar 31"]
    p.n(1, "tablist", "")
    for d in days:
        p.n(2, "tab", d, f"selected={d == day}", k=f"day:{d}")
    p.n(1, "tabpanel", day)
    p.scope = day
    p.n(2, "table", "")
    p.n(3, "row", "")
    for h in ["Time", "Class", "Coach", "Room", "Availability", ""]:
        p.n(4, "columnheader", h)
    for time, cls, coach, room, left, cap in iw_day(day):
        key = f"{day} {time}"
        left = (spots or {}).get(key, left)
        p.n(3, "row", "")
        p.n(4, "cell", time)
        p.n(4, "cell", cls)
        p.n(4, "cell", coach)
        p.n(4, "cell", room)
        st = booked.get(key)
        if left == 0:
            wl = {"Mon Mar 18 6:45 PM": 3, "Thu Mar 21 6:00 PM": 4}.get(key, 0)
            p.n(4, "cell", f"Full · {wl} on waitlist", k=f"av:{key}")
        else:
            p.n(4, "cell", f"{left} of {cap} spots left", k=f"av:{key}")
        p.n(4, "cell", "", k=f"bc:{key}")
        if st == "booked":
            p.t(5, "Booked ✓")
            p.n(5, "button", "Cancel", k=f"cancel:{key}")
        elif st and st.startswith("waitlist"):
            p.t(5, f"Waitlisted (#{st.split(':')[1]})")
            p.n(5, "button", "Leave waitlist")
        elif left == 0:
            p.n(5, "button", "Join waitlist")
        else:
            p.n(5, "button", "Book", k=f"book:{key}")
    p.scope = ""
    if dialog:
        p.n(0, "dialog", dialog[0], "modal=True")
        p.n(1, "heading", dialog[0])
        p.t(1, dialog[1])
        p.n(1, "button", "Go back")
        p.n(1, "button", "Confirm" if dialog[0].startswith("Book") else "Cancel booking", k="ok")
    return p


def t13(rs: RowSet) -> None:
    turns = []
    wk = "Mar 18 - Mar 24, 2024"
    booked = {"Thu Mar 21 7:00 PM": "booked", "Thu Mar 21 6:00 PM": "waitlist:2"}
    s0 = iw_page(100, wk, "Mon Mar 18", 8, booked)
    state = s0.render()
    s1 = iw_page(100, wk, "Tue Mar 19", 8, booked, prev=s0)
    turns.append((click(s0["day:Tue Mar 19"]), s1.render()))
    k = "Tue Mar 19 6:30 PM"
    s2 = iw_page(100, wk, "Tue Mar 19", 8, booked, dialog=("Book Spin 45?", "Tue Mar 19, 6:30 PM with Kara L. in Cycle Room. This uses 1 credit; you will have 7 credits left. Free cancellation up to 12 hours before class."), prev=s1)
    turns.append((click(s1[f"book:{k}"]), s2.render()))
    booked3 = {**booked, k: "booked"}
    s3 = iw_page(100, wk, "Tue Mar 19", 7, booked3, spots={k: 2}, prev=s2)
    turns.append((click(s2["ok"]), s3.render()))
    s4 = iw_page(100, wk, "Thu Mar 21", 7, booked3, prev=s3)
    turns.append((click(s3["day:Thu Mar 21"]), s4.render()))
    y = "Thu Mar 21 7:00 PM"
    s5 = iw_page(100, wk, "Thu Mar 21", 7, booked3, dialog=("Cancel Yoga Flow?", "Thu Mar 21, 7:00 PM with Sunita P. You are cancelling more than 12 hours before class, so your credit will be returned."), prev=s4)
    turns.append((click(s4[f"cancel:{y}"]), s5.render()))
    booked6 = {a: b for a, b in booked3.items() if a != y}
    s6 = iw_page(100, wk, "Thu Mar 21", 8, booked6, spots={y: 6}, prev=s5)
    turns.append((click(s5["ok"]), s6.render()))
    m7 = Page("My Bookings | Ironworks Fitness", "https://ironworksfitness.com/account/bookings", 400)
    m7.n(0, "banner", "")
    m7.n(1, "link", "Ironworks Fitness")
    m7.n(1, "link", "Schedule", k="sched")
    m7.n(1, "link", "My Bookings")
    m7.n(1, "link", "Memberships")
    m7.t(1, "Leo Marsh · 10-Class Pack: 8 of 10 credits left (expires Jun 30, 2024)")
    m7.n(0, "main", "")
    m7.n(1, "heading", "My Bookings")
    m7.n(1, "heading", "Upcoming")
    m7.n(1, "list", "")
    for line, btn in [("Tue Mar 19 · 6:30 PM · Spin 45 · Kara L. · Cycle Room · Booked", "Cancel"),
                      ("Thu Mar 21 · 6:00 PM · Barbell Strength · Marco V. · Platform · Waitlisted (#1)", "Leave waitlist")]:
        m7.n(2, "listitem", "")
        m7.t(3, line)
        m7.n(3, "button", btn)
    m7.t(1, "Waitlist positions update as members cancel. Last updated 4:12 PM.")
    m7.n(1, "heading", "Cancelled")
    m7.n(1, "list", "")
    m7.n(2, "listitem", "")
    m7.t(3, "Thu Mar 21 · 7:00 PM · Yoga Flow · Sunita P. · Cancelled Mar 17, 4:09 PM · Credit returned")
    m7.n(1, "heading", "Past")
    m7.n(1, "list", "")
    for line in ["Sat Mar 16 · 9:00 AM · Spin 45 · Kara L. · Attended", "Wed Mar 13 · 6:00 AM · HIIT 45 · Dre M. · Attended"]:
        m7.n(2, "listitem", "")
        m7.t(3, line)
    turns.append((click(s6["mine"]), m7.render()))
    booked8 = {**booked6, "Thu Mar 21 6:00 PM": "waitlist:1"}
    s8 = iw_page(520, wk, "Mon Mar 18", 8, booked8, spots={"Mon Mar 18 5:30 PM": 1, "Mon Mar 18 6:00 AM": 3})
    turns.append((click(m7["sched"]), s8.render()))
    s9 = iw_page(520, "Mar 25 - Mar 31, 2024", "Mon Mar 25", 8, booked8, prev=s8)
    turns.append((click(s8["next"]), s9.render()))
    rs.add("web", "h56-web-13", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 14 utility billing and outage map (clean)
CP = "https://myaccount.cascadepower.com"
CP_RATES = (12.00, 0.1357, 0.0082, 0.06)  # basic charge, energy $/kWh, power cost adj. $/kWh, utility tax


def cp_bill(kwh: int) -> list[tuple[str, float]]:
    basic, energy, pca, tax = CP_RATES
    lines = [("Basic Charge", basic), (f"Energy Charge ({kwh:,} kWh × $0.1357)", round(kwh * energy, 2)),
             (f"Power Cost Adjustment ({kwh:,} kWh × $0.0082)", round(kwh * pca, 2))]
    sub = sum(a for _, a in lines)
    lines.append(("City Utility Tax (6.0%)", round(sub * tax, 2)))
    return lines


CP_MONTHS = [("Mar 2023", 934), ("Apr 2023", 701), ("May 2023", 588), ("Jun 2023", 612), ("Jul 2023", 845), ("Aug 2023", 903),
             ("Sep 2023", 640), ("Oct 2023", 577), ("Nov 2023", 688), ("Dec 2023", 921), ("Jan 2024", 1012), ("Feb 2024", 874), ("Mar 2024", 812)]


def cp_head(p: Page) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "Cascade Power & Light")
    p.n(1, "navigation", "")
    for it in ["Account Overview", "Bill & Pay", "Usage", "Outage Map", "Start, Stop, Move"]:
        p.n(2, "link", it, k=f"nav:{it}")
    p.t(1, "Account 4401-2287-0915 · 3318 SE Taylor St, Portland, OR 97214")


def t14(rs: RowSet) -> None:
    turns = []
    total = sum(a for _, a in cp_bill(812))

    def overview(base: int, paid: bool) -> Page:
        p = Page("Account Overview | Cascade Power & Light", f"{CP}/overview", base)
        cp_head(p)
        p.n(0, "main", "")
        p.n(1, "heading", "Account Overview")
        p.n(1, "region", "Amount Due")
        if paid:
            p.t(2, "Amount due: $0.00")
            p.t(2, f"Payment of {money(total)} received Mar 14, 2024 (pending posting)")
        else:
            p.t(2, f"Amount due: {money(total)}")
            p.t(2, "Due date: Mar 28, 2024")
        p.n(2, "link", "View bill", k="bill")
        p.n(2, "link", "Pay bill", k="pay")
        p.n(1, "region", "Last Payment")
        p.t(2, f"{money(total)} on Mar 14, 2024" if paid else "$118.90 on Feb 26, 2024")
        p.n(1, "region", "Usage")
        p.t(2, "This bill: 812 kWh over 29 days (avg 28.0 kWh/day)")
        p.t(2, "Same period last year: 934 kWh")
        p.n(1, "region", "Outages")
        p.t(2, "No outage reported at your address.")
        p.n(2, "link", "View outage map")
        p.n(1, "region", "AutoPay")
        p.t(2, "AutoPay: Off")
        p.n(2, "link", "Enroll in AutoPay")
        return p
    o0 = overview(90, False)
    state = o0.render()
    b1 = Page("Bill Details | Cascade Power & Light", f"{CP}/billing/bill/2024-03-12", 214)
    cp_head(b1)
    b1.n(0, "main", "")
    b1.n(1, "heading", "Bill issued Mar 13, 2024")
    b1.t(1, "Billing period: Feb 12, 2024 - Mar 12, 2024 (29 days)")
    b1.t(1, "Meter 55021873 · Previous read 48,211 (actual) · Current read 49,023 (actual) · Usage 812 kWh")
    b1.n(1, "table", "Charges")
    for a, v in cp_bill(812):
        b1.n(2, "row", "")
        b1.n(3, "cell", a)
        b1.n(3, "cell", money(v))
    b1.n(2, "row", "")
    b1.n(3, "cell", "Total current charges")
    b1.n(3, "cell", money(total))
    b1.t(1, "Previous balance $118.90 · Payment received Feb 26, 2024 -$118.90 · Balance forward $0.00")
    b1.t(1, f"Total amount due {money(total)} by Mar 28, 2024")
    b1.n(1, "link", "Download PDF")
    turns.append((click(o0["bill"]), b1.render()))

    def usage(base: int, cost: bool, prev: Page | None = None) -> Page:
        p = Page("Usage | Cascade Power & Light", f"{CP}/usage?view={'cost' if cost else 'kwh'}", base, prev)
        cp_head(p)
        p.n(0, "main", "")
        p.n(1, "heading", "Energy Usage")
        p.n(1, "radiogroup", "Show")
        p.n(2, "radio", "kWh", f"checked={'false' if cost else 'true'!r}", k="kwh")
        p.n(2, "radio", "Cost ($)", f"checked={'true' if cost else 'false'!r}", k="cost")
        p.n(1, "table", "Monthly usage, last 13 bills")
        p.n(2, "row", "")
        p.n(3, "columnheader", "Bill month")
        p.n(3, "columnheader", "Cost" if cost else "kWh", k="colh")
        for mth, kwh in CP_MONTHS:
            p.n(2, "row", "")
            p.n(3, "cell", mth)
            p.n(3, "cell", money(sum(a for _, a in cp_bill(kwh))) if cost else f"{kwh:,}", k=f"v:{mth}")
        p.t(1, "Costs are shown at current rates for comparison; past bills may have used different rates." if cost else "Average monthly usage: 792 kWh")
        return p
    u2 = usage(330, False)
    turns.append((click(b1["nav:Usage"]), u2.render()))
    u3 = usage(330, True, prev=u2)
    turns.append((click(u2["cost"]), u3.render()))

    def outages(base: int, updated: str, rows: list[tuple[str, str, int, str, str, str]], prev: Page | None = None) -> Page:
        p = Page("Outage Map | Cascade Power & Light", f"{CP}/outages", base, prev)
        cp_head(p)
        p.n(0, "main", "")
        p.n(1, "heading", "Outage Map")
        p.t(1, f"Last updated: Mar 14, 2024 {updated}")
        p.n(1, "button", "Refresh", k="refresh")
        p.t(1, f"Active outages: {len(rows)} · Customers affected: {sum(r[2] for r in rows):,} of 912,406 served")
        p.n(1, "region", "Map")
        p.n(2, "button", "Zoom in")
        p.n(2, "button", "Zoom out")
        p.n(1, "table", "Active outages")
        p.n(2, "row", "")
        for h in ["Outage ID", "Area", "Customers", "Cause", "Started", "Est. restoration"]:
            p.n(3, "columnheader", h)
        for r in rows:
            p.n(2, "row", "", k=f"o:{r[0]}")
            for i, v in enumerate(r):
                p.n(3, "cell", f"{v:,}" if i == 2 else v, k=f"o:{r[0]}:{i}")
        p.n(1, "link", "Report an outage")
        return p
    rows5 = [("OUT-24-0311", "Sellwood-Moreland", 812, "Tree on line", "8:51 AM", "12:30 PM"),
             ("OUT-24-0314", "Foster-Powell", 388, "Equipment failure", "9:37 AM", "11:45 AM"),
             ("OUT-24-0316", "St. Johns", 84, "Under investigation", "10:29 AM", "Assessing")]
    g4 = outages(420, "10:42 AM", rows5)
    turns.append((click(u3["nav:Outage Map"]), g4.render()))
    rows6 = [("OUT-24-0311", "Sellwood-Moreland", 388, "Tree on line", "8:51 AM", "12:15 PM"),
             ("OUT-24-0316", "St. Johns", 84, "Vehicle hit pole", "10:29 AM", "2:00 PM")]
    g5 = outages(420, "10:57 AM", rows6, prev=g4)
    turns.append((click(g4["refresh"]), g5.render()))
    pay = Page("Pay Bill | Cascade Power & Light", f"{CP}/billing/pay", 610)
    cp_head(pay)
    pay.n(0, "main", "")
    pay.n(1, "heading", "Make a Payment")
    pay.t(1, f"Current amount due: {money(total)} (due Mar 28, 2024)")
    pay.n(1, "textbox", "Payment amount", f"value={money(total)!r}")
    pay.n(1, "textbox", "Payment date", "value='03/14/2024'")
    pay.n(1, "combobox", "Pay from", "value='Checking ••••6612 (Umpqua Bank)'", "hasPopup='menu'", "expanded=False")
    pay.n(1, "button", "Submit Payment", k="submit")
    turns.append((click(g5["nav:Bill & Pay"]), pay.render()))
    c7 = Page("Payment Confirmation | Cascade Power & Light", f"{CP}/billing/pay/confirmation", 690)
    cp_head(c7)
    c7.n(0, "main", "")
    c7.n(1, "heading", "Thank you! Your payment was submitted.")
    c7.n(1, "table", "")
    for a, v in [("Confirmation number", "PMT-8829105"), ("Amount", money(total)), ("Payment date", "Mar 14, 2024 10:59 AM"),
                 ("Paid from", "Checking ••••6612 (Umpqua Bank)"), ("Remaining balance", "$0.00")]:
        c7.n(2, "row", "")
        c7.n(3, "rowheader", a)
        c7.n(3, "cell", v)
    c7.t(1, "Payments made before 5:00 PM Pacific post the next business day.")
    turns.append((click(pay["submit"]), c7.render()))
    o8 = overview(760, True)
    turns.append((click(c7["nav:Account Overview"]), o8.render()))
    rs.add("web", "h56-web-14", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 15 freelance marketplace (bad: submitted proposal missing)
UW = "https://www.upwork.com"
UW_JOB = "Migrate Shopify store from Debut to Dawn theme (Online Store 2.0)"
UW_JOBS = [
    (UW_JOB, "Fixed-price · Intermediate · Est. budget: $2,000", "Posted 3 hours ago", "10 to 15", "Payment verified · 4.9 · $38K+ spent · Canada"),
    ("Shopify Plus theme customization: product bundles and metafields", "Hourly: $40-$70 · Expert · 1 to 3 months", "Posted 41 minutes ago", "5 to 10", "Payment verified · 5.0 · $120K+ spent · United States"),
    ("Fix mobile layout bugs on Shopify Dawn theme", "Fixed-price · Entry level · Est. budget: $250", "Posted 6 hours ago", "20 to 50", "Payment unverified · 0 reviews · United Kingdom"),
    ("Liquid developer for ongoing Shopify maintenance", "Hourly: $25-$45 · Intermediate · More than 6 months", "Posted 1 day ago", "50+", "Payment verified · 4.7 · $9K+ spent · Australia"),
]


def uw_head(p: Page, connects: int) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "Upwork home")
    p.n(1, "navigation", "")
    p.n(2, "link", "Find Work", k="findwork")
    p.n(2, "link", "My Proposals", k="props")
    p.n(2, "link", "Deliver Work")
    p.n(2, "link", "Manage Finances")
    p.n(2, "link", "Messages")
    p.n(1, "link", f"Connects: {connects}", k="connects")
    p.n(1, "button", "Tomasz Wilk, Freelancer", "hasPopup='menu'")


def uw_feed(base: int, connects: int, applied: bool) -> Page:
    p = Page("Find Work | Upwork", f"{UW}/nx/search/jobs/?q=shopify%20theme%20migration", base)
    uw_head(p, connects)
    p.n(0, "main", "")
    p.n(1, "searchbox", "Search for job", "value='shopify theme migration'")
    p.n(1, "heading", "Jobs you might like")
    p.t(1, "1,284 jobs found")
    for title, terms, posted, props, client in UW_JOBS:
        p.n(1, "article", "")
        p.n(2, "link", title, k=f"job:{title}")
        if applied and title == UW_JOB:
            p.t(2, "Applied")
        p.t(2, terms)
        p.t(2, posted.replace("41 minutes ago", "59 minutes ago") if applied else posted)
        p.t(2, f"Proposals: {('15 to 20' if applied and title == UW_JOB else props)}")
        p.t(2, client)
        p.n(2, "button", "Save job")
    return p


def uw_form(base: int, bid: str, dur: str, letter: str, prev: Page | None = None, focus: str = "") -> Page:
    p = Page("Submit a Proposal | Upwork", f"{UW}/ab/proposals/job/~01c7e5a0f3d2b9a184/apply/", base, prev)
    uw_head(p, 80)
    p.n(0, "main", "")
    p.n(1, "heading", "Submit a proposal")
    p.n(1, "region", "Proposal settings")
    p.t(2, "This proposal requires 16 Connects")
    p.t(2, "When you submit this proposal, you'll have 64 Connects remaining.")
    p.n(1, "region", "Job details")
    p.n(2, "heading", UW_JOB)
    p.t(2, "Web Development · Posted 3 hours ago")
    p.n(1, "region", "Terms")
    p.t(2, "What is the full amount you'd like to bid for this job?")
    b = float(bid)
    p.n(2, "textbox", "Bid", f"value={money(b)!r}", *(["focused"] if focus == "bid" else []), k="bid")
    p.t(2, "Total amount the client will see on your proposal")
    p.t(2, f"10% Freelancer Service Fee -{money(b * 0.10)}")
    p.t(2, f"You'll Receive {money(b * 0.90)}")
    p.t(2, "The estimated amount you'll receive after service fees")
    p.n(2, "combobox", "How long will this project take?", f"value={dur!r}", "hasPopup='listbox'", "expanded=False", *(["focused"] if focus == "dur" else []), k="dur")
    p.n(1, "region", "Additional details")
    p.n(2, "textbox", "Cover Letter", "multiline=True", *([f"value={letter!r}"] if letter else []), *(["focused"] if focus == "letter" else []), k="letter")
    p.t(2, f"{5000 - len(letter)} characters left")
    p.n(2, "button", "Attach files")
    p.n(1, "button", "Send for 16 Connects", k="send")
    p.n(1, "button", "Cancel")
    return p


UW_OTHERS = [
    ("Headless Shopify storefront with Hydrogen", "Submitted Mar 11, 2024", "$45.00/hr", "Viewed by client"),
    ("Speed optimization for Shopify store (Core Web Vitals)", "Submitted Mar 8, 2024", "$600.00", "Not viewed"),
    ("Custom Shopify app for wholesale pricing tiers", "Submitted Mar 2, 2024", "$3,200.00", "Viewed by client"),
]


def uw_props(base: int, tab: str, submitted: list[tuple[str, str, str, str]]) -> Page:
    p = Page("My Proposals | Upwork", f"{UW}/nx/proposals/" + ("archived" if tab == "Archived" else ""), base)
    uw_head(p, 64)
    p.n(0, "main", "")
    p.n(1, "heading", "My proposals")
    p.n(1, "tablist", "")
    p.n(2, "tab", "Active", f"selected={tab == 'Active'}", k="tab:Active")
    p.n(2, "tab", "Referrals", "selected=False")
    p.n(2, "tab", "Archived", f"selected={tab == 'Archived'}", k="tab:Archived")
    p.n(1, "tabpanel", tab)
    if tab == "Archived":
        p.t(2, "Archived proposals (6)")
        for title, when, why in [("WooCommerce to Shopify product import", "Mar 5, 2024", "Job closed"),
                                 ("Shopify theme tweaks for bakery site", "Feb 27, 2024", "Withdrawn by you"),
                                 ("Landing page in Shopify for product launch", "Feb 20, 2024", "Client hired someone else"),
                                 ("Klaviyo + Shopify email flows", "Feb 14, 2024", "Declined by client"),
                                 ("Migrate BigCommerce blog to Shopify", "Feb 6, 2024", "Job closed"),
                                 ("Theme section for size charts", "Jan 30, 2024", "Withdrawn by you")]:
            p.n(2, "article", "")
            p.n(3, "link", title)
            p.t(3, f"Archived {when} · {why}")
        return p
    p.t(2, "Offers (0)")
    p.t(2, "Invitations to interview (2)")
    p.n(2, "link", "Storefront redesign for outdoor gear brand")
    p.n(2, "link", "Shopify Markets setup for EU expansion")
    p.t(2, "Active proposals (1)")
    p.n(2, "link", "Liquid section schema refactor (client replied Mar 12)")
    p.t(2, f"Submitted proposals ({len(submitted)})")
    for title, when, bid, status in submitted:
        p.n(2, "article", "")
        p.n(3, "link", title)
        p.t(3, when)
        p.t(3, f"Your bid: {bid}")
        p.t(3, status)
    return p


def t15(rs: RowSet) -> None:
    turns = []
    f0 = uw_feed(120, 80, False)
    state = f0.render()
    j1 = Page(f"{UW_JOB} - Upwork", f"{UW}/jobs/~01c7e5a0f3d2b9a184", 260)
    uw_head(j1, 80)
    j1.n(0, "main", "")
    j1.n(1, "heading", UW_JOB)
    j1.t(1, "Posted 3 hours ago · Worldwide")
    j1.t(1, "We run a home-goods store (about 420 products, 35 collections) on the vintage Debut theme with a lot of custom Liquid. We want to move to Dawn on Online Store 2.0, keep our custom product page sections (size guide, bundle picker), rebuild the header mega-menu, and preserve all SEO URLs. Staging theme already created.")
    j1.t(1, "$2,000.00 Fixed-price · Intermediate level · Project Type: One-time project")
    j1.t(1, "Skills: Shopify, Liquid, Shopify Theme Development, JavaScript, CSS")
    j1.n(1, "region", "Activity on this job")
    for a in ["Proposals: 10 to 15", "Last viewed by client: 2 hours ago", "Interviewing: 1", "Invites sent: 3", "Unanswered invites: 1"]:
        j1.t(2, a)
    j1.n(1, "region", "About the client")
    for a in ["Payment method verified", "4.9 of 27 reviews", "Canada · Toronto 4:02 PM", "41 jobs posted · 78% hire rate, 2 open jobs",
              "$38K total spent · 36 hires, 4 active", "Member since Jun 14, 2019"]:
        j1.t(2, a)
    j1.n(1, "button", "Apply now", k="apply")
    j1.n(1, "button", "Save job")
    j1.t(1, "Send a proposal for: 16 Connects · Available Connects: 80")
    turns.append((click(f0[f"job:{UW_JOB}"]), j1.render()))
    f2 = uw_form(400, "2000", "Select a duration", "")
    turns.append((click(j1["apply"]), f2.render()))
    f3 = uw_form(400, "1800", "Select a duration", "", prev=f2, focus="bid")
    turns.append((fill(f2["bid"], "1800"), f3.render()))
    f4 = uw_form(400, "1800", "Less than 1 month", "", prev=f3, focus="dur")
    turns.append((select(f3["dur"], "Less than 1 month"), f4.render()))
    letter = ("Hi! I have done 14 Debut-to-Dawn migrations, including stores with custom bundle pickers. My plan: audit your custom Liquid, "
              "rebuild the size guide and bundle picker as OS 2.0 sections with schema settings, recreate the mega-menu with metaobjects, "
              "and verify every URL and redirect before launch. I work on your staging theme only and hand over a QA checklist. Tomasz")
    f5 = uw_form(400, "1800", "Less than 1 month", letter, prev=f4, focus="letter")
    turns.append((fill(f4["letter"], letter), f5.render()))
    c6 = Page("Proposal submitted | Upwork", f"{UW}/ab/proposals/1771920455028518912", 640)
    uw_head(c6, 64)
    c6.n(0, "main", "")
    c6.n(1, "alert", "")
    c6.t(2, "Your proposal was submitted.")
    c6.n(1, "heading", "Proposal details")
    c6.n(1, "link", UW_JOB)
    c6.t(1, "Submitted Mar 14, 2024 4:18 PM")
    c6.t(1, "Your proposed terms: $1,800.00 · You'll receive $1,620.00 · Duration: Less than 1 month")
    c6.t(1, "Connects spent: 16 · Remaining: 64")
    c6.n(1, "button", "Withdraw proposal")
    turns.append((click(f5["send"]), c6.render()))
    new = (UW_JOB, "Submitted 1 minute ago", "$1,800.00", "Not viewed")
    p7 = uw_props(820, "Active", [new] + UW_OTHERS)
    turns.append((click(c6["props"]), p7.render()))
    p8 = uw_props(820, "Archived", [new] + UW_OTHERS)
    turns.append((click(p7["tab:Archived"]), p8.render()))
    p9 = uw_props(820, "Active", list(UW_OTHERS))  # contradiction: the new proposal is gone
    turns.append((click(p8["tab:Active"]), p9.render()))
    h10 = Page("Connects History | Upwork", f"{UW}/nx/plans/connects/history", 1030)
    uw_head(h10, 64)
    h10.n(0, "main", "")
    h10.n(1, "heading", "Connects history")
    h10.t(1, "Available Connects: 64")
    h10.n(1, "table", "")
    h10.n(2, "row", "")
    for h in ["Date", "Action", "Connects", "Balance"]:
        h10.n(3, "columnheader", h)
    for row in [("Mar 14, 2024", f"Application for: {UW_JOB}", "-16", "64"),
                ("Mar 11, 2024", "Application for: Headless Shopify storefront with Hydrogen", "-12", "80"),
                ("Mar 8, 2024", "Application for: Speed optimization for Shopify store (Core Web Vitals)", "-8", "92"),
                ("Mar 2, 2024", "Application for: Custom Shopify app for wholesale pricing tiers", "-20", "100"),
                ("Mar 1, 2024", "Monthly Freelancer Plus Connects", "+80", "120")]:
        h10.n(2, "row", "")
        for v in row:
            h10.n(3, "cell", v)
    turns.append((click(p9["connects"]), h10.render()))
    f11 = uw_feed(1200, 64, True)
    turns.append((click(h10["findwork"]), f11.render()))
    rs.add("web", "h56-web-15", SYSTEM, turns, state=state, bad=True, turn=9,
           kind="The proposal just submitted for the Debut-to-Dawn migration job, listed under Submitted proposals (4), is missing (Submitted proposals (3)) when the Active tab is reopened.")


# --------------------------------------------------------------------------- 16 conference schedule builder (bad: room changes)
PG = "https://pgconfnyc2024.sched.com"
PG_THU = [
    ("9:00 AM - 9:45 AM", "Keynote: Twenty Years of Postgres in Production", "Magnus Hagander", "Grand Ballroom", "Keynote"),
    ("10:00 AM - 10:20 AM", "Coffee Break", "", "Foyer", "Break"),
    ("10:30 AM - 11:15 AM", "Scaling Vector Search in Postgres", "Jonathan Katz", "Room 204", "Extensions"),
    ("10:30 AM - 11:15 AM", "Logical Replication in Practice", "Amit Kapila", "Room 301", "Replication"),
    ("10:30 AM - 11:15 AM", "Row-Level Security for Multi-Tenant SaaS", "Elena Ruiz", "Room 310", "Security"),
    ("11:30 AM - 12:15 PM", "pg_stat_statements Deep Dive", "Lukas Fittl", "Room 204", "Performance"),
    ("11:30 AM - 12:15 PM", "Zero-Downtime Major Upgrades", "Bruce Momjian", "Room 301", "Operations"),
    ("1:30 PM - 2:15 PM", "Partitioning at 10 TB", "Chelsea Dole", "Room 310", "Operations"),
]
PG_FRI = [
    ("9:00 AM - 9:45 AM", "Keynote: The Road to Postgres 17", "Melanie Plageman", "Grand Ballroom", "Keynote"),
    ("10:30 AM - 11:15 AM", "Query Planner Hints Without Hints", "Robert Haas", "Room 204", "Internals"),
    ("10:30 AM - 11:15 AM", "Running Postgres on Kubernetes with CloudNativePG", "Gabriele Bartolini", "Room 301", "Operations"),
    ("11:30 AM - 12:15 PM", "Vacuum Tuning for Write-Heavy Workloads", "Samay Sharma", "Room 204", "Performance"),
]


def pg_head(p: Page, n: int) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "PGConf NYC 2024")
    p.t(1, "October 2-4, 2024 · Convene, 117 W 46th St, New York")
    p.n(1, "navigation", "")
    p.n(2, "link", "Schedule", k="sched")
    p.n(2, "link", "Speakers")
    p.n(2, "link", "Attendees")
    p.n(2, "link", f"My Schedule ({n})", k="mine")
    p.n(1, "button", "Ana Ferreira", "hasPopup='menu'")


def pg_sched(base: int, day: str, mine: set[str], prev: Page | None = None) -> Page:
    p = Page(f"PGConf NYC 2024 Schedule - {day}", f"{PG}/{'2024-10-03' if day.startswith('Thu') else '2024-10-04'}/list", base, prev)
    pg_head(p, len(mine))
    p.n(0, "main", "")
    p.n(1, "tablist", "")
    for d in ["Wednesday, October 2", "Thursday, October 3", "Friday, October 4"]:
        p.n(2, "tab", d, f"selected={d == day}", k=f"day:{d}")
    p.n(1, "tabpanel", day)
    p.scope = day
    for when, title, spk, room, track in (PG_THU if day.startswith("Thu") else PG_FRI):
        p.n(2, "article", "")
        p.t(3, when)
        p.n(3, "link", title, k=f"s:{title}")
        if spk:
            p.t(3, spk)
        p.t(3, f"{room} · {track}")
        if track != "Break":
            on = title in mine
            p.n(3, "button", "Remove from My Schedule" if on else "Add to My Schedule", f"pressed={on}", k=f"add:{title}")
    p.scope = ""
    return p


def pg_mine(base: int, items: list[tuple[str, str, str, str, str]], dialog: bool = False, prev: Page | None = None) -> Page:
    p = Page("My Schedule - PGConf NYC 2024", f"{PG}/mysched/ana_ferreira", base, prev)
    pg_head(p, len(items))
    p.n(0, "main", "")
    p.n(1, "heading", f"My Schedule ({len(items)} sessions)")
    p.n(1, "button", "Export to calendar (.ics)", k="ics")
    p.n(1, "button", "Print")
    for day, when, title, room, spk in items:
        p.n(1, "article", "")
        p.t(2, f"{day} · {when}")
        p.n(2, "link", title, k=f"s:{title}")
        p.t(2, f"{spk} · {room}")
        p.n(2, "button", "Remove")
    if dialog:
        p.n(0, "dialog", "Sync My Schedule", "modal=True")
        p.n(1, "heading", "Sync My Schedule")
        p.t(1, "Subscribe to this URL in Google Calendar, Outlook or Apple Calendar. Changes you make here sync automatically.")
        p.n(1, "textbox", "Calendar URL", "readonly", "value='webcal://pgconfnyc2024.sched.com/mysched/ana_ferreira.ics?key=7f31c0e9a2'")
        p.n(1, "button", "Copy link")
        p.n(1, "button", "Download .ics file")
        p.n(1, "button", "Close", k="close")
    return p


def t16(rs: RowSet) -> None:
    turns = []
    thu = "Thursday, October 3"
    vec = "Scaling Vector Search in Postgres"
    mine0 = {"Keynote: Twenty Years of Postgres in Production", "Zero-Downtime Major Upgrades"}
    s0 = pg_sched(150, thu, mine0)
    state = s0.render()
    mine1 = mine0 | {vec}
    s1 = pg_sched(150, thu, mine1, prev=s0)
    turns.append((click(s0[f"add:{vec}"]), s1.render()))
    items = [("Thu, Oct 3", "9:00 AM - 9:45 AM", "Keynote: Twenty Years of Postgres in Production", "Grand Ballroom", "Magnus Hagander"),
             ("Thu, Oct 3", "10:30 AM - 11:15 AM", vec, "Room 204", "Jonathan Katz"),
             ("Thu, Oct 3", "11:30 AM - 12:15 PM", "Zero-Downtime Major Upgrades", "Room 301", "Bruce Momjian")]
    m2 = pg_mine(330, items)
    turns.append((click(s1["mine"]), m2.render()))
    d3 = Page(f"{vec} - PGConf NYC 2024", f"{PG}/event/1rTq/scaling-vector-search-in-postgres", 420)
    pg_head(d3, 3)
    d3.n(0, "main", "")
    d3.n(1, "heading", vec)
    d3.t(1, "Thursday October 3, 2024 10:30am - 11:15am EDT")
    d3.t(1, "Room 214")  # contradiction: the session room
    d3.n(1, "button", "Remove from My Schedule", "pressed=True")
    d3.t(1, "pgvector turned Postgres into a credible vector database, but scaling it is a different story. This talk covers HNSW versus IVFFlat index build times and recall, parallel index builds in pgvector 0.6, quantization, filtering with iterative scans, and how to size memory for 100M+ embeddings.")
    d3.n(1, "heading", "Speakers")
    d3.n(1, "link", "Jonathan Katz")
    d3.t(1, "Principal Product Manager - Technical, AWS · PostgreSQL Core Team")
    d3.t(1, "Type: Extensions · Level: Intermediate")
    d3.t(1, "142 attendees have this in their schedule")
    turns.append((click(m2[f"s:{vec}"]), d3.render()))
    m4 = pg_mine(330, items)
    turns.append(("go_back()", m4.render()))
    m5 = pg_mine(330, items, dialog=True, prev=m4)
    turns.append((click(m4["ics"]), m5.render()))
    m6 = pg_mine(330, items, prev=m5)
    turns.append((click(m5["close"]), m6.render()))
    fri = "Friday, October 4"
    s7 = pg_sched(512, fri, mine1)
    turns.append(("goto('https://pgconfnyc2024.sched.com/2024-10-04/list')", s7.render()))
    vac = "Vacuum Tuning for Write-Heavy Workloads"
    s8 = pg_sched(512, fri, mine1 | {vac}, prev=s7)
    turns.append((click(s7[f"add:{vac}"]), s8.render()))
    rs.add("web", "h56-web-16", SYSTEM, turns, state=state, bad=True, turn=3,
           kind="Scaling Vector Search in Postgres is listed in Room 204 on the schedule and in My Schedule, but its session page says Room 214.")


# --------------------------------------------------------------------------- 17 tax filing wizard (clean)
TT = "https://myturbotax.intuit.com"


def fed_tax(taxable: float) -> int:
    brackets = [(11000, 0.10), (44725, 0.12), (95375, 0.22), (182100, 0.24)]
    tax, low = 0.0, 0.0
    for top, rate in brackets:
        if taxable > low:
            tax += (min(taxable, top) - low) * rate
        low = top
    return round(tax)


def refund(wages: int, interest: int, withheld: int = 7912) -> int:
    return withheld - fed_tax(max(0, wages + interest - 13850))


def tt_head(p: Page, fed: int) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "TurboTax")
    p.t(1, "Deluxe · Tax Year 2023")
    p.n(1, "region", "Refund meter")
    p.t(2, "Federal refund" if fed >= 0 else "Federal tax due")
    p.t(2, f"${abs(fed):,}")
    p.t(2, "Illinois refund")
    p.t(2, "$0")
    p.n(0, "navigation", "")
    for it in ["Personal Info", "Federal", "State", "Review", "File"]:
        p.n(1, "link", it)
    p.n(1, "list", "")
    for it in ["Wages & Income", "Deductions & Credits", "Other Tax Situations", "Federal Review"]:
        p.n(2, "link", it, k=f"nav:{it}")


def tt_w2(base: int, box1: str, fed: int, prev: Page | None = None, focus: str = "") -> Page:
    p = Page("Let's enter your W-2 info | TurboTax", f"{TT}/federal/income/w2/edit/1", base, prev)
    tt_head(p, fed)
    p.n(0, "main", "")
    p.n(1, "heading", "Let's enter your W-2 info")
    p.t(1, "Employer: Northwind Analytics LLC · EIN 36-4418207")
    for lab, v, k in [("Box 1 - Wages, tips, other comp.", box1, "box1"), ("Box 2 - Federal income tax withheld", "7912", "box2"),
                      ("Box 3 - Social security wages", "64850", "box3"), ("Box 4 - Social security tax withheld", "4020.70", "box4"),
                      ("Box 5 - Medicare wages and tips", "64850", "box5"), ("Box 6 - Medicare tax withheld", "940.33", "box6")]:
        p.n(1, "textbox", lab, f"value={v!r}", *(["focused"] if focus == k else []), k=k)
    p.n(1, "textbox", "Box 15 - State", "value='IL'")
    p.n(1, "textbox", "Box 16 - State wages", "value='64850'")
    p.n(1, "textbox", "Box 17 - State income tax", "value='3210.08'")
    p.n(1, "button", "Back")
    p.n(1, "button", "Continue", k="cont")
    return p


def tt_w2sum(base: int, box1: int, fed: int) -> Page:
    p = Page("Here's your W-2 info | TurboTax", f"{TT}/federal/income/w2/summary", base)
    tt_head(p, fed)
    p.n(0, "main", "")
    p.n(1, "heading", "Here's your W-2 info")
    p.n(1, "table", "")
    p.n(2, "row", "")
    for h in ["Employer", "Employee", "Wages", ""]:
        p.n(3, "columnheader", h)
    p.n(2, "row", "")
    p.n(3, "cell", "Northwind Analytics LLC")
    p.n(3, "cell", "Rachel Okafor")
    p.n(3, "cell", f"${box1:,}")
    p.n(3, "cell", "")
    p.n(4, "button", "Edit", k="edit")
    p.n(4, "button", "Delete")
    p.n(1, "button", "Add another W-2")
    p.n(1, "button", "Done with W-2", k="done")
    return p


def t17(rs: RowSet) -> None:
    turns = []
    r0 = refund(68450, 0)
    w0 = tt_w2(100, "68450", r0)
    state = w0.render()
    s1 = tt_w2sum(220, 68450, r0)
    turns.append((click(w0["cont"]), s1.render()))
    o2 = Page("Let's check for other income | TurboTax", f"{TT}/federal/income/other", 300)
    tt_head(o2, r0)
    o2.n(0, "main", "")
    o2.n(1, "heading", "Your 2023 income summary")
    o2.n(1, "table", "")
    for a, v, btn in [("Wages and Salaries", "$68,450", "Revisit"), ("Interest on 1099-INT", "", "Start"), ("Dividends on 1099-DIV", "", "Start"),
                      ("Stocks, Cryptocurrency, Mutual Funds, Bonds, Other (1099-B)", "", "Start"), ("Unemployment (1099-G)", "", "Start"),
                      ("Retirement Plans and Social Security", "", "Start")]:
        o2.n(2, "row", "")
        o2.n(3, "cell", a)
        o2.n(3, "cell", v)
        o2.n(3, "cell", "")
        o2.n(4, "button", btn, k=f"go:{a}")
    o2.n(1, "button", "Done with income")
    turns.append((click(s1["done"]), o2.render()))

    def int_form(base: int, payer: str, amt: str, prev: Page | None = None, focus: str = "") -> Page:
        p = Page("Enter your 1099-INT info | TurboTax", f"{TT}/federal/income/1099int/edit/1", base, prev)
        tt_head(p, r0)
        p.n(0, "main", "")
        p.n(1, "heading", "Let's get the info from your 1099-INT")
        p.n(1, "textbox", "Payer's name", *([f"value={payer!r}"] if payer else []), *(["focused"] if focus == "payer" else []), k="payer")
        p.n(1, "textbox", "Box 1 - Interest income", *([f"value={amt!r}"] if amt else []), *(["focused"] if focus == "amt" else []), k="amt")
        p.n(1, "textbox", "Box 3 - Interest on U.S. Savings Bonds and Treasury obligations")
        p.n(1, "textbox", "Box 4 - Federal income tax withheld")
        p.n(1, "checkbox", "My form has info in other boxes (this is uncommon)", "checked='false'")
        p.n(1, "button", "Back")
        p.n(1, "button", "Continue", k="cont")
        return p
    f3 = int_form(410, "", "")
    turns.append((click(o2["go:Interest on 1099-INT"]), f3.render()))
    f4 = int_form(410, "Ally Bank", "", prev=f3, focus="payer")
    turns.append((fill(f3["payer"], "Ally Bank"), f4.render()))
    f5 = int_form(410, "Ally Bank", "312", prev=f4, focus="amt")
    turns.append((fill(f4["amt"], "312"), f5.render()))
    r1 = refund(68450, 312)
    i6 = Page("Here's your 1099-INT info | TurboTax", f"{TT}/federal/income/1099int/summary", 520)
    tt_head(i6, r1)
    i6.n(0, "main", "")
    i6.n(1, "heading", "Review your 1099-INT info")
    i6.n(1, "table", "")
    i6.n(2, "row", "")
    i6.n(3, "cell", "Ally Bank")
    i6.n(3, "cell", "$312")
    i6.n(3, "cell", "")
    i6.n(4, "button", "Edit")
    i6.n(4, "button", "Delete")
    i6.n(1, "button", "Add another 1099-INT")
    i6.n(1, "button", "Done", k="done")
    turns.append((click(f5["cont"]), i6.render()))
    o7 = Page("Let's check for other income | TurboTax", f"{TT}/federal/income/other", 300)
    tt_head(o7, r1)
    o7.n(0, "main", "")
    o7.n(1, "heading", "Your 2023 income summary")
    o7.n(1, "table", "")
    for a, v, btn in [("Wages and Salaries", "$68,450", "Revisit"), ("Interest on 1099-INT", "$312", "Revisit"), ("Dividends on 1099-DIV", "", "Start"),
                      ("Stocks, Cryptocurrency, Mutual Funds, Bonds, Other (1099-B)", "", "Start"), ("Unemployment (1099-G)", "", "Start"),
                      ("Retirement Plans and Social Security", "", "Start")]:
        o7.n(2, "row", "")
        o7.n(3, "cell", a)
        o7.n(3, "cell", v)
        o7.n(3, "cell", "")
        o7.n(4, "button", btn, k=f"go:{a}")
    o7.n(1, "button", "Done with income")
    turns.append((click(i6["done"]), o7.render()))
    s8 = tt_w2sum(640, 68450, r1)
    turns.append((click(o7["go:Wages and Salaries"]), s8.render()))
    w9 = tt_w2(700, "68450", r1)
    turns.append((click(s8["edit"]), w9.render()))
    w10 = tt_w2(700, "64850", r1, prev=w9, focus="box1")
    turns.append((fill(w9["box1"], "64850"), w10.render()))
    s11 = tt_w2sum(820, 64850, refund(64850, 312))
    turns.append((click(w10["cont"]), s11.render()))
    rs.add("web", "h56-web-17", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 18 Jenkins (bad: console timestamps go backwards)
JK = "http://ci.northwind.internal:8080/job/storefront-web"
JK_LOG = [
    ("10:41:49", "Started by user Priya Raman"),
    ("10:41:49", "Obtained Jenkinsfile from git https://gitlab.northwind.internal/web/storefront-web.git"),
    ("10:41:50", "[Pipeline] Start of Pipeline"),
    ("10:41:50", "[Pipeline] node"),
    ("10:41:51", "Running on build-agent-03 in /var/lib/jenkins/workspace/storefront-web"),
    ("10:41:51", "[Pipeline] { (Checkout)"),
    ("10:41:52", " > git rev-parse --resolve-git-dir /var/lib/jenkins/workspace/storefront-web/.git # timeout=10"),
    ("10:41:53", " > git fetch --tags --force --progress -- https://gitlab.northwind.internal/web/storefront-web.git +refs/heads/*:refs/remotes/origin/* # timeout=10"),
    ("10:41:56", "Checking out Revision 8f2c1e7d4b90a6f31c5e2d8a7b6c4f0e9d1a2b3c (refs/remotes/origin/main)"),
    ("10:41:56", "Commit message: \"Lazy-load product carousel images\""),
    ("10:41:57", "[Pipeline] { (Install)"),
    ("10:42:07", "+ npm ci"),
    ("10:42:29", "added 1432 packages, and audited 1433 packages in 21s"),
    ("10:42:29", "187 packages are looking for funding"),
    ("10:42:30", "[Pipeline] { (Test)"),
    ("10:42:31", "+ npm test -- --ci --reporters=default --reporters=jest-junit"),
    ("10:43:02", "Test Suites: 48 passed, 48 total"),
    ("10:43:02", "Tests:       412 passed, 412 total"),
    ("10:43:02", "Time:        29.644 s"),
    ("10:43:03", "[Pipeline] { (Build)"),
    ("10:43:04", "+ npm run build"),
    ("10:43:39", "webpack 5.89.0 compiled successfully in 33412 ms"),
    ("10:43:40", "[Pipeline] { (Archive)"),
    ("10:43:41", "Archiving artifacts"),
    ("10:43:50", "Recording test results"),
    ("10:43:51", "[Checks API] No suitable checks publisher found."),
    ("10:43:51", "[Pipeline] End of Pipeline"),
    ("10:43:52", "Finished: SUCCESS"),
]


def jk_head(p: Page) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "Jenkins")
    p.n(1, "searchbox", "Search (CTRL+K)")
    p.n(1, "link", "Priya Raman")
    p.n(1, "link", "log out")
    p.n(0, "navigation", "breadcrumbs")
    p.n(1, "link", "Dashboard")
    p.n(1, "link", "storefront-web", k="crumb")


def jk_job(base: int, history: list[tuple[str, str, str]], last: str, prev: Page | None = None) -> Page:
    p = Page("storefront-web [Jenkins]", f"{JK}/", base, prev)
    jk_head(p)
    p.n(0, "navigation", "")
    for it in ["Status", "Changes", "Build Now", "Configure", "Delete Pipeline", "Full Stage View", "Rename", "Pipeline Syntax"]:
        p.n(1, "link", it, k=f"side:{it}")
    p.n(1, "heading", "Build History")
    p.n(1, "link", "trend")
    p.n(1, "searchbox", "Filter builds...")
    p.scope = "hist"
    for num, when, state in history:
        p.n(1, "row", "", k=f"hrow:{num}")
        p.t(2, state)
        p.n(2, "link", num, k=f"b:{num}")
        p.t(2, when)
    p.scope = ""
    p.n(1, "link", "Atom feed for all")
    p.n(1, "link", "Atom feed for failures")
    p.n(0, "main", "")
    p.n(1, "heading", "storefront-web")
    p.t(1, "Storefront React app: lint, unit tests, production bundle.")
    p.n(1, "heading", "Permalinks")
    p.n(1, "list", "")
    for it in last.split("|"):
        p.n(2, "listitem", "")
        p.n(3, "link", it)
    return p


def jk_console(base: int, upto: int, running: bool, shift: dict[int, str] | None = None) -> Page:
    p = Page("storefront-web #214 Console [Jenkins]", f"{JK}/214/console", base)
    jk_head(p)
    p.n(1, "link", "#214")
    p.n(1, "link", "Console Output")
    p.n(0, "navigation", "")
    for it in ["Status", "Changes", "Console Output", "View as plain text", "Edit Build Information", "Timings", "Pipeline Overview",
               "Pipeline Steps", "Workspaces", "Previous Build"]:
        p.n(1, "link", it)
    p.n(0, "main", "")
    p.n(1, "heading", "Console Output")
    p.n(1, "link", "Download")
    p.n(1, "link", "Copy")
    p.n(1, "link", "View as plain text")
    for i, (ts, line) in enumerate(JK_LOG[:upto]):
        p.t(1, f"{(shift or {}).get(i, ts)}  {line}")
    if running:
        p.n(1, "img", "In progress")
    return p


def t18(rs: RowSet) -> None:
    turns = []
    hist0 = [("#213", "Mar 14, 2024, 9:58 AM", "Success"), ("#212", "Mar 13, 2024, 5:17 PM", "Failed"),
             ("#211", "Mar 13, 2024, 2:40 PM", "Success"), ("#210", "Mar 12, 2024, 11:06 AM", "Success"),
             ("#209", "Mar 11, 2024, 4:22 PM", "Unstable")]
    last0 = "Last build (#213), 43 min ago|Last stable build (#213), 43 min ago|Last successful build (#213), 43 min ago|Last failed build (#212), 17 hr ago|Last unstable build (#209), 2 days 18 hr ago|Last unsuccessful build (#212), 17 hr ago|Last completed build (#213), 43 min ago"
    j0 = jk_job(90, hist0, last0)
    state = j0.render()
    hist1 = [("#214", "Mar 14, 2024, 10:41 AM", "In progress")] + hist0
    j1 = jk_job(90, hist1, last0, prev=j0)
    turns.append((click(j0["side:Build Now"]), j1.render()))
    b2 = Page("storefront-web #214 [Jenkins]", f"{JK}/214/", 300)
    jk_head(b2)
    b2.n(1, "link", "#214")
    b2.n(0, "navigation", "")
    for it in ["Status", "Changes", "Console Output", "Edit Build Information", "Timings", "Pipeline Overview", "Pipeline Steps", "Workspaces", "Previous Build"]:
        b2.n(1, "link", it, k=f"side:{it}")
    b2.n(0, "main", "")
    b2.n(1, "heading", "Build #214 (Mar 14, 2024, 10:41:49 AM)")
    b2.t(1, "Started 6.2 sec ago")
    b2.n(1, "progressbar", "", "valuemin=0", "valuemax=100", "valuetext='5%'")
    b2.t(1, "Started by user Priya Raman")
    b2.t(1, "git Revision: 8f2c1e7d4b90a6f31c5e2d8a7b6c4f0e9d1a2b3c")
    b2.t(1, "Repository: https://gitlab.northwind.internal/web/storefront-web.git")
    b2.t(1, "refs/remotes/origin/main")
    b2.n(1, "heading", "Changes")
    b2.t(1, "1. Lazy-load product carousel images (details / gitlab) by d.okafor")
    turns.append((click(j1["b:#214"]), b2.render()))
    c3 = jk_console(410, 12, True)
    turns.append((click(b2["side:Console Output"]), c3.render()))
    c4 = jk_console(410, 16, True)
    turns.append(("noop(25000)", c4.render()))
    c5 = jk_console(410, 19, True)
    turns.append(("noop(30000)", c5.render()))
    j6 = jk_job(560, [("#214", "Mar 14, 2024, 10:41 AM", "In progress (estimated remaining time: 42 sec)")] + hist0, last0.replace("43 min ago", "45 min ago"))
    turns.append((click(c5["crumb"]), j6.render()))
    hist7 = [("#214", "Mar 14, 2024, 10:41 AM", "Success")] + hist0
    last7 = "Last build (#214), 18 sec ago|Last stable build (#214), 18 sec ago|Last successful build (#214), 18 sec ago|Last failed build (#212), 17 hr ago|Last unstable build (#209), 2 days 18 hr ago|Last unsuccessful build (#212), 17 hr ago|Last completed build (#214), 18 sec ago"
    j7 = jk_job(560, hist7, last7, prev=j6)
    turns.append(("noop(60000)", j7.render()))
    c8 = jk_console(700, len(JK_LOG), False, shift={11: "10:41:07"})  # contradiction: earlier timestamp for npm ci
    turns.append(("goto('http://ci.northwind.internal:8080/job/storefront-web/214/console')", c8.render()))
    j9 = jk_job(930, hist7, last7.replace("18 sec ago", "35 sec ago"))
    turns.append((click(c8["crumb"]), j9.render()))
    rs.add("web", "h56-web-18", SYSTEM, turns, state=state, bad=True, turn=8,
           kind="The finished console of build #214 stamps \"+ npm ci\" at 10:41:07, before the build started at 10:41:49, where the live console showed it at 10:42:07.")


# --------------------------------------------------------------------------- 19 Roundcube webmail (bad: invoice id in the subject changes)
RC = "https://mail.northwind.io/?_task=mail"
RC_MSGS = [
    # uid, from, subject, date, size, unread
    (4471, "Akamai Cloud Billing", "Your invoice INV-88213 is available", "Today 09:12", "18 KB", True),
    (4470, "GitLab", "[storefront-web] Pipeline #9913 has failed for main", "Today 08:47", "41 KB", True),
    (4468, "Priya Raman", "Re: Q2 roadmap review, moved to Thursday", "Today 08:03", "12 KB", False),
    (4465, "Delta Air Lines", "Your trip confirmation: MSN to JFK, Oct 2", "Yesterday 21:36", "96 KB", True),
    (4463, "Hannah Kim", "Lunch next week?", "Yesterday 16:20", "6 KB", False),
    (4460, "Stripe", "Your weekly payout of $4,812.40 is on the way", "Yesterday 11:05", "22 KB", False),
    (4458, "Sentry", "[storefront-web] TypeError: Cannot read properties of undefined (reading 'price')", "Mon 19:44", "35 KB", True),
    (4455, "Meetup", "PGConf NYC: early bird ends Friday", "Mon 10:02", "54 KB", False),
]
RC_BODY = ["Hello Maria,", "Your invoice for the billing period Feb 1, 2024 - Feb 29, 2024 is now available.",
           "Invoice number: INV-88213", "Account: northwind-prod (acct 7712094)", "Amount due: $48.00 USD",
           "Payment method: Visa ending 4417, charged automatically on Mar 15, 2024.",
           "Linode 8 GB (g6-standard-4) x 1: $48.00", "You can view and download the PDF invoice from Cloud Manager > Billing.",
           "Thank you for choosing Akamai Cloud."]


def rc_mail(base: int, msgs: list[tuple], *, open_uid: int | None, flagged: bool, menu: bool = False, unread: int = 4, prev: Page | None = None, note: str | None = None) -> Page:
    p = Page("Roundcube Webmail :: Inbox" if open_uid is None else "Roundcube Webmail :: Your invoice INV-88213 is available", RC + "&_mbox=INBOX" + (f"&_uid={open_uid}&_action=show" if open_uid else ""), base, prev)
    p.n(0, "navigation", "")
    p.n(1, "link", "Compose")
    p.n(1, "link", "Mail")
    p.n(1, "link", "Contacts")
    p.n(1, "link", "Settings")
    p.n(1, "link", "Logout")
    p.n(0, "navigation", "Folder list")
    for f, c in [("Inbox", unread), ("Drafts", 0), ("Sent", 0), ("Junk", 3), ("Trash", 0), ("Receipts", 0), ("Projects", 0)]:
        p.n(1, "link", f"{f} ({c})" if c else f, k=f"folder:{f}")
    p.n(0, "main", "")
    p.n(1, "toolbar", "")
    for b in ["Reply", "Reply all", "Forward", "Delete", "Mark", "More"]:
        p.n(2, "button", b, *([] if open_uid else ["disabled=True"]) if b != "Mark" else [], k=f"tb:{b}")
    if note:
        p.n(1, "status", "")
        p.t(2, note)
    p.n(1, "table", "Message list")
    for uid, frm, subj, date, size, unr in msgs:
        sel = uid == open_uid
        p.n(2, "row", "", *(["selected=True"] if sel else []), k=f"r:{uid}")
        p.n(3, "cell", frm, k=f"r:{uid}:f")
        p.n(3, "cell", "")
        p.n(4, "link", subj, k=f"m:{uid}")
        p.n(3, "cell", date, k=f"r:{uid}:d")
        p.n(3, "cell", size, k=f"r:{uid}:s")
        p.n(3, "cell", ("Unread" if unr else "Read") + (" · Flagged" if (sel and flagged) else ""), k=f"r:{uid}:st")
    p.t(1, f"Messages 1 to {len(msgs)} of {len(msgs) + 134}")
    if open_uid:
        p.n(1, "region", "Message preview")
        p.n(2, "heading", "Your invoice INV-88213 is available")
        p.t(2, "From Akamai Cloud Billing <billing@linode.com> on 2024-03-14 09:12")
        p.t(2, "To maria.chen@northwind.io")
        if flagged:
            p.t(2, "Flagged")
        for line in RC_BODY:
            p.t(2, line)
    if menu:
        p.n(0, "menu", "More")
        for it in ["Print this message", "Download (.eml)", "Edit as new", "View source", "Move to...", "Copy to...", "Open in new window"]:
            p.n(1, "menuitem", it, k=f"more:{it}")
    return p


def t19(rs: RowSet) -> None:
    turns = []
    i0 = rc_mail(80, RC_MSGS, open_uid=None, flagged=False, unread=4)
    state = i0.render()
    msgs1 = [(m[0], m[1], m[2], m[3], m[4], False) if m[0] == 4471 else m for m in RC_MSGS]
    i1 = rc_mail(80, msgs1, open_uid=4471, flagged=False, unread=3, prev=i0)
    turns.append((click(i0["m:4471"]), i1.render()))
    i2 = rc_mail(80, msgs1, open_uid=4471, flagged=False, unread=3, prev=i1)
    i2.n(0, "menu", "Mark")
    for it in ["As read", "As unread", "As flagged", "As unflagged"]:
        i2.n(1, "menuitem", it, *(["disabled=True"] if it in ("As read", "As unflagged") else []), k=f"mark:{it}")
    turns.append((click(i1["tb:Mark"]), i2.render()))
    i3 = rc_mail(80, msgs1, open_uid=4471, flagged=True, unread=3, prev=i2)
    turns.append((click(i2["mark:As flagged"]), i3.render()))
    i4 = rc_mail(80, msgs1, open_uid=4471, flagged=True, unread=3, menu=True, prev=i3)
    turns.append((click(i3["tb:More"]), i4.render()))
    src = Page("", "https://mail.northwind.io/?_task=mail&_uid=4471&_mbox=INBOX&_action=viewsource", 20)
    for line in ["Return-Path: <bounce-7712094@billing.linode.com>",
                 "Delivered-To: maria.chen@northwind.io",
                 "Received: from mx2.linode.com (mx2.linode.com [96.126.104.30])",
                 "\tby mail.northwind.io (Postfix) with ESMTPS id 4TwQ0H2m9Zz1xq",
                 "\tfor <maria.chen@northwind.io>; Thu, 14 Mar 2024 09:12:41 -0500 (CDT)",
                 "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=linode.com; s=k1; h=from:to:subject:date;",
                 "Date: Thu, 14 Mar 2024 14:12:38 +0000",
                 "From: Akamai Cloud Billing <billing@linode.com>",
                 "To: maria.chen@northwind.io",
                 "Subject: Your invoice INV-88231 is available",
                 "Message-ID: <inv.88213.7712094@billing.linode.com>",
                 "MIME-Version: 1.0",
                 "Content-Type: text/plain; charset=utf-8",
                 "Content-Transfer-Encoding: 7bit",
                 ""] + RC_BODY:
        src.t(0, line)
    turns.append((click(i4["more:View source"]), src.render()))  # contradiction: INV-88231
    i6 = rc_mail(80, msgs1, open_uid=4471, flagged=True, unread=3, prev=i4)
    turns.append(("tab_focus(0)", i6.render()))
    msgs7 = [m for m in msgs1 if m[0] != 4471]
    i7 = rc_mail(80, msgs7, open_uid=None, flagged=False, unread=3, prev=i6, note="Message(s) moved to Trash.")
    turns.append((click(i6["tb:Delete"]), i7.render()))
    rs.add("web", "h56-web-19", SYSTEM, turns, state=state, bad=True, turn=5,
           kind="The message source gives the subject as \"Your invoice INV-88231 is available\" while the list, preview and body all show invoice INV-88213.")


# --------------------------------------------------------------------------- 20 museum timed tickets (clean)
HM = "https://tickets.harwellmuseum.org"
HM_SLOTS = [("10:00 AM", 42), ("10:30 AM", 18), ("11:00 AM", 7), ("11:30 AM", 0), ("12:00 PM", 55), ("12:30 PM", 61), ("1:00 PM", 23)]
HM_TYPES = [("Adult", 25.0), ("Senior (65+)", 20.0), ("Student (with ID)", 15.0), ("Youth (6-17)", 10.0), ("Child (under 6)", 0.0)]


def hm_page(base: int, slot: str | None, qty: dict[str, int], avail: dict[str, int] | None = None, member: str = "", applied: bool = False,
            prev: Page | None = None, focus: str = "") -> Page:
    p = Page("General Admission - Sat, Mar 23, 2024 | Harwell Museum of Art", f"{HM}/events/general-admission?date=2024-03-23", base, prev)
    p.n(0, "banner", "")
    p.n(1, "link", "Harwell Museum of Art")
    p.n(1, "link", "Cart (0)")
    p.n(1, "link", "Sign in")
    p.n(0, "main", "")
    p.n(1, "heading", "General Admission")
    p.t(1, "Includes the permanent collection and 'Paper Cities: Drawings 1920-1960' (Galleries 4-6).")
    p.n(1, "button", "Saturday, March 23, 2024", "hasPopup='dialog'")
    p.n(1, "radiogroup", "Entry time")
    for t, left in HM_SLOTS:
        left = (avail or {}).get(t, left)
        label = f"{t} · Sold out" if left == 0 else f"{t} · {left} left"
        p.n(2, "radio", label, f"checked={'true' if t == slot else 'false'!r}", *(["disabled=True"] if left == 0 else []), k=f"slot:{t}")
    if slot:
        p.n(1, "heading", f"Tickets for {slot} entry")
        p.n(1, "table", "")
        for name, price in HM_TYPES:
            p.n(2, "row", "")
            p.n(3, "cell", name)
            p.n(3, "cell", "Free" if price == 0 else money(price))
            p.n(3, "combobox", f"Quantity, {name}", f"value='{qty.get(name, 0)}'", "hasPopup='menu'", "expanded=False", k=f"q:{name}")
        p.n(1, "textbox", "Member ID", *([f"value={member!r}"] if member else []), *(["focused"] if focus == "member" else []), k="member")
        p.n(1, "button", "Apply", k="apply")
        sub = sum(qty.get(n, 0) * pr for n, pr in HM_TYPES)
        tickets = sum(qty.values())
        p.n(1, "region", "Order summary")
        p.t(2, f"{tickets} ticket" + ("" if tickets == 1 else "s") + f" · Sat, Mar 23 · {slot}")
        p.t(2, f"Subtotal {money(sub)}")
        disc = 5.0 * qty.get("Adult", 0) if applied else 0.0
        if applied:
            p.t(2, f"Member discount (HM-204417, Household): -{money(disc)}")
        fee = 1.50 if tickets else 0.0
        p.t(2, f"Online booking fee {money(fee)}")
        p.t(2, f"Total {money(sub - disc + fee)}")
        p.n(2, "button", "Add to cart", *([] if tickets else ["disabled=True"]))
    return p


def t20(rs: RowSet) -> None:
    turns = []
    p0 = hm_page(64, None, {})
    state = p0.render()
    p1 = hm_page(64, "11:00 AM", {}, prev=p0)
    turns.append((click(p0["slot:11:00 AM"]), p1.render()))
    p2 = hm_page(64, "11:00 AM", {"Adult": 2}, prev=p1)
    turns.append((select(p1["q:Adult"], "2"), p2.render()))
    p3 = hm_page(64, "11:00 AM", {"Adult": 2, "Youth (6-17)": 1}, avail={"11:00 AM": 6, "10:30 AM": 16}, prev=p2)
    turns.append((select(p2["q:Youth (6-17)"], "1"), p3.render()))
    p4 = hm_page(64, "11:00 AM", {"Adult": 2, "Youth (6-17)": 1}, avail={"11:00 AM": 6, "10:30 AM": 16}, member="HM-204417", prev=p3, focus="member")
    turns.append((fill(p3["member"], "HM-204417"), p4.render()))
    p5 = hm_page(64, "11:00 AM", {"Adult": 2, "Youth (6-17)": 1}, avail={"11:00 AM": 6, "10:30 AM": 16}, member="HM-204417", applied=True, prev=p4)
    turns.append((click(p4["apply"]), p5.render()))
    p6 = hm_page(64, "12:00 PM", {"Adult": 2, "Youth (6-17)": 1}, avail={"11:00 AM": 5, "10:30 AM": 16, "12:00 PM": 54}, member="HM-204417", applied=True, prev=p5)
    turns.append((click(p5["slot:12:00 PM"]), p6.render()))
    rs.add("web", "h56-web-20", SYSTEM, turns, state=state)


# --------------------------------------------------------------------------- 21 community garden plots (bad: renamed plot back under old name)
MG = "https://maplegrovegardens.org/members"


def mg_head(p: Page) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "Maple Grove Community Gardens")
    p.n(1, "navigation", "")
    for it in ["My Plots", "Plot Map", "Workdays", "Watering Rota", "Payments", "Waitlist"]:
        p.n(2, "link", it, k=f"nav:{it}")
    p.t(1, "Signed in as Rosa Delgado (member since 2019)")


def mg_plots(base: int, nick: str, crops: str, msg: str | None = None, hours: str = "0 of 2 workdays") -> Page:
    p = Page("My Plots | Maple Grove Community Gardens", f"{MG}/plots", base)
    mg_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "My Plots")
    if msg:
        p.n(1, "status", "")
        p.t(2, msg)
    p.n(1, "article", "")
    p.n(2, "heading", f"{nick} (Plot B-14)")
    for a in ["Size: 10 × 20 ft in-ground bed, Section B", "Season: Apr 1 - Oct 31, 2024", "Season fee: $65.00 (paid Feb 28, 2024)",
              "Water: spigot W3, 15 ft from plot", f"Growing: {crops}", f"Volunteer commitment: {hours} completed or scheduled", "Status: Active"]:
        p.t(2, a)
    p.n(2, "link", "Edit plot details", k="edit")
    p.n(2, "link", "Release plot")
    p.n(1, "article", "")
    p.n(2, "heading", "Raised accessible bed (waitlist)")
    p.t(2, "You are #6 of 11 on the waitlist for Section R raised beds.")
    return p


def mg_form(base: int, nick: str, crops: str, prev: Page | None = None, focus: str = "") -> Page:
    p = Page("Edit plot B-14 | Maple Grove Community Gardens", f"{MG}/plots/B-14/edit", base, prev)
    mg_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "Edit plot details: B-14")
    p.n(1, "textbox", "Plot nickname (shown on the plot map and rota)", f"value={nick!r}", *(["focused"] if focus == "nick" else []), k="nick")
    p.n(1, "textbox", "What are you growing?", *([f"value={crops!r}"] if crops else []), *(["focused"] if focus == "crops" else []), k="crops")
    p.n(1, "checkbox", "Show my name on the plot map", "checked='true'")
    p.n(1, "checkbox", "I'm happy to share surplus produce with the food pantry", "checked='true'")
    p.n(1, "button", "Cancel")
    p.n(1, "button", "Save", k="save")
    return p


def t21(rs: RowSet) -> None:
    turns = []
    old, new = "Bed 14", "Tomato Corner"
    crops = "Tomatoes, basil, marigolds"
    m0 = mg_plots(70, old, "Not set")
    state = m0.render()
    e1 = mg_form(180, old, "")
    turns.append((click(m0["edit"]), e1.render()))
    e2 = mg_form(180, new, "", prev=e1, focus="nick")
    turns.append((fill(e1["nick"], new), e2.render()))
    e3 = mg_form(180, new, crops, prev=e2, focus="crops")
    turns.append((fill(e2["crops"], crops), e3.render()))
    m4 = mg_plots(260, new, crops, msg="Plot details saved.")
    turns.append((click(e3["save"]), m4.render()))

    def workdays(base: int, signed: bool, prev: Page | None = None) -> Page:
        p = Page("Workdays | Maple Grove Community Gardens", f"{MG}/workdays", base, prev)
        mg_head(p)
        p.n(0, "main", "")
        p.n(1, "heading", "Volunteer Workdays 2024")
        p.t(1, "Each plot holder commits to 2 workdays per season. You have " + ("1 of 2 scheduled." if signed else "0 of 2 scheduled."))
        p.n(1, "table", "")
        p.n(2, "row", "")
        for h in ["Date", "Task", "Time", "Signed up", ""]:
            p.n(3, "columnheader", h)
        for d, task, tm, cnt in [("Sat, Apr 6", "Spring cleanup and path mulching", "9:00 AM - 12:00 PM", 14),
                                 ("Sat, Apr 20", "Build new compost bays", "9:00 AM - 1:00 PM", 8),
                                 ("Sun, May 5", "Seedling sale setup", "8:00 AM - 11:00 AM", 11),
                                 ("Sat, Jun 8", "Irrigation line repair", "8:30 AM - 11:30 AM", 3)]:
            mine = signed and d == "Sat, Apr 6"
            p.n(2, "row", "")
            p.n(3, "cell", d)
            p.n(3, "cell", task)
            p.n(3, "cell", tm)
            p.n(3, "cell", f"{cnt + (1 if mine else 0)} of 20", k=f"cnt:{d}")
            p.n(3, "cell", "", k=f"c:{d}")
            if mine:
                p.t(4, "You're signed up")
                p.n(4, "button", "Withdraw")
            else:
                p.n(4, "button", "Sign up", k=f"sign:{d}")
        return p
    w5 = workdays(350, False)
    turns.append((click(m4["nav:Workdays"]), w5.render()))
    w6 = workdays(350, True, prev=w5)
    turns.append((click(w5["sign:Sat, Apr 6"]), w6.render()))
    r7 = Page("Watering Rota | Maple Grove Community Gardens", f"{MG}/rota", 480)
    mg_head(r7)
    r7.n(0, "main", "")
    r7.n(1, "heading", "Shared-bed Watering Rota, April")
    r7.n(1, "table", "")
    r7.n(2, "row", "")
    for h in ["Week of", "Monday", "Wednesday", "Friday"]:
        r7.n(3, "columnheader", h)
    for wk, a, b, c in [("Apr 1", "Herb Spiral (B-12)", "Okafor Family (A-03)", "The Three Sisters (B-15)"),
                        ("Apr 8", f"{new} (B-14)", "Sunny Patch (C-07)", "Herb Spiral (B-12)"),
                        ("Apr 15", "Okafor Family (A-03)", f"{new} (B-14)", "Pollinator Row (C-02)"),
                        ("Apr 22", "Sunny Patch (C-07)", "The Three Sisters (B-15)", "Okafor Family (A-03)")]:
        r7.n(2, "row", "")
        for v in (wk, a, b, c):
            r7.n(3, "cell", v)
    turns.append((click(w6["nav:Watering Rota"]), r7.render()))

    def plotmap(base: int, section: str, prev: Page | None = None) -> Page:
        p = Page("Plot Map | Maple Grove Community Gardens", f"{MG}/map?section={section}", base, prev)
        mg_head(p)
        p.n(0, "main", "")
        p.n(1, "heading", "Plot Map")
        p.n(1, "tablist", "")
        for s in "ABCR":
            p.n(2, "tab", f"Section {s}", f"selected={s == section}", k=f"sec:{s}")
        p.n(1, "tabpanel", f"Section {section}")
        p.scope = section
        plots = {"B": [("B-12", "Herb Spiral", "J. Okafor"), ("B-13", "Vacant (offered to waitlist)", ""), ("B-14", new, "Rosa Delgado (you)"),
                       ("B-15", "The Three Sisters", "M. Thunderbird"), ("B-16", "Unnamed", "K. Lindqvist")],
                 "C": [("C-01", "Unnamed", "D. Feld"), ("C-02", "Pollinator Row", "A. Moreau"), ("C-07", "Sunny Patch", "T. Nguyen"),
                       ("C-08", "Vacant (offered to waitlist)", "")]}[section]
        p.n(2, "list", "")
        for pid, nm, who in plots:
            p.n(3, "listitem", "")
            p.n(4, "link", pid)
            p.t(4, nm)
            if who:
                p.t(4, who)
        p.scope = ""
        return p
    p8 = plotmap(590, "B")
    turns.append((click(r7["nav:Plot Map"]), p8.render()))
    p9 = plotmap(590, "C", prev=p8)
    turns.append((click(p8["sec:C"]), p9.render()))
    m10 = mg_plots(720, old, crops, hours="1 of 2 workdays")  # contradiction: nickname back to Bed 14
    turns.append((click(p9["nav:My Plots"]), m10.render()))
    y11 = Page("Payments | Maple Grove Community Gardens", f"{MG}/payments", 830)
    mg_head(y11)
    y11.n(0, "main", "")
    y11.n(1, "heading", "Payments")
    y11.n(1, "table", "")
    y11.n(2, "row", "")
    for h in ["Date", "Description", "Amount", "Receipt"]:
        y11.n(3, "columnheader", h)
    for row in [("Feb 28, 2024", "2024 season fee, Plot B-14", "$65.00", "MG-2024-0412"),
                ("Mar 2, 2023", "2023 season fee, Plot B-14", "$60.00", "MG-2023-0377"),
                ("Mar 6, 2022", "2022 season fee, Plot B-14", "$60.00", "MG-2022-0291")]:
        y11.n(2, "row", "")
        for v in row:
            y11.n(3, "cell", v)
    y11.t(1, "Balance: $0.00")
    turns.append((click(m10["nav:Payments"]), y11.render()))
    q12 = Page("Waitlist | Maple Grove Community Gardens", f"{MG}/waitlist", 910)
    mg_head(q12)
    q12.n(0, "main", "")
    q12.n(1, "heading", "Waitlists")
    q12.n(1, "table", "")
    q12.n(2, "row", "")
    for h in ["List", "Your position", "Joined", ""]:
        q12.n(3, "columnheader", h)
    q12.n(2, "row", "")
    for v in ["Section R raised accessible beds", "#6 of 11", "Jan 15, 2024"]:
        q12.n(3, "cell", v)
    q12.n(3, "cell", "")
    q12.n(4, "button", "Leave waitlist")
    q12.t(1, "Vacant plots B-13 and C-08 are being offered to the in-ground waitlist (not the raised-bed list).")
    turns.append((click(y11["nav:Waitlist"]), q12.render()))
    rs.add("web", "h56-web-21", SYSTEM, turns, state=state, bad=True, turn=10,
           kind="Plot B-14 was renamed to Tomato Corner (saved, and shown so on the rota and plot map), but My Plots lists it under the old nickname Bed 14.")


# --------------------------------------------------------------------------- 22 vet clinic patient portal (clean)
VP = "https://portal.pawsomecarevet.com"


def vp_head(p: Page) -> None:
    p.n(0, "banner", "")
    p.n(1, "link", "Pawsome Care Veterinary · PetPortal")
    p.n(1, "navigation", "")
    for it in ["Overview", "Appointments", "Prescriptions", "Medical Records", "Messages"]:
        p.n(2, "link", it, k=f"nav:{it}")
    p.t(1, "Owner: Daniel Osei · Pet: Nori")


def vp_overview(base: int, appt: str, msg: str | None = None, slots: bool = False, chosen: str | None = None, prev: Page | None = None) -> Page:
    p = Page("Nori | PetPortal", f"{VP}/pets/88412" + ("/appointments/55190/reschedule" if slots else ""), base, prev)
    vp_head(p)
    p.n(0, "main", "")
    if msg:
        p.n(1, "status", "")
        p.t(2, msg)
    p.n(1, "heading", "Nori")
    p.t(1, "Dog · Shiba Inu · Female (spayed) · DOB 05/12/2019 · Microchip 985141002837716")
    p.n(1, "table", "Weight history")
    p.n(2, "row", "")
    p.n(3, "columnheader", "Visit")
    p.n(3, "columnheader", "Weight")
    for d, w in [("11/02/2023", "22.4 lb"), ("08/22/2023", "22.1 lb"), ("05/18/2023", "21.9 lb"), ("11/10/2022", "22.8 lb"), ("04/27/2022", "23.5 lb")]:
        p.n(2, "row", "")
        p.n(3, "cell", d)
        p.n(3, "cell", w)
    p.n(1, "region", "Upcoming appointment")
    p.t(2, appt)
    p.t(2, "Annual wellness exam · Dr. Elena Ramos · Eastside clinic")
    p.n(2, "button", "Reschedule", k="resched")
    p.n(2, "button", "Cancel appointment")
    if slots:
        p.n(1, "dialog", "Choose a new time", "modal=True")
        for day, times in [("Wed Apr 3", ["9:20 AM (current)", "2:40 PM"]), ("Thu Apr 4", ["11:00 AM"]),
                           ("Fri Apr 5", ["8:40 AM", "10:40 AM", "3:20 PM"]), ("Sat Apr 6", ["9:00 AM"])]:
            p.n(2, "group", day)
            for t in times:
                label = f"{day}, {t}"
                p.n(3, "radio", label, f"checked={'true' if label == chosen else 'false'!r}", *(["disabled=True"] if "current" in t else []), k=f"slot:{label}")
        p.n(2, "button", "Keep current time")
        p.n(2, "button", "Confirm new time", *([] if chosen else ["disabled=True"]), k="confirm")
    return p


def vp_rx(base: int, requested: bool, dialog: bool = False, prev: Page | None = None) -> Page:
    p = Page("Prescriptions | PetPortal", f"{VP}/pets/88412/prescriptions", base, prev)
    vp_head(p)
    p.n(0, "main", "")
    p.n(1, "heading", "Prescriptions for Nori")
    p.n(1, "table", "")
    p.n(2, "row", "")
    for h in ["Medication", "Directions", "Last filled", "Refills remaining", "Status", ""]:
        p.n(3, "columnheader", h)
    for med, dirs, last, refills, st in [("Apoquel (oclacitinib) 16 mg tablets", "Give 1/2 tablet by mouth once daily for itching", "02/10/2024", "2",
                                          "Refill requested 03/14/2024, awaiting vet approval" if requested else "Active"),
                                         ("Heartgard Plus (26-50 lb) chewable", "Give 1 chew by mouth monthly", "12/01/2023", "5", "Active"),
                                         ("Carprofen 75 mg caplets", "Give 1/2 caplet with food every 12 h as needed", "08/22/2023", "0", "Expired 02/22/2024")]:
        p.n(2, "row", "")
        p.n(3, "cell", med)
        p.n(3, "cell", dirs)
        p.n(3, "cell", last)
        p.n(3, "cell", refills, k=f"ref:{med}")
        p.n(3, "cell", st, k=f"st:{med}")
        p.n(3, "cell", "", k=f"c:{med}")
        if st == "Active":
            p.n(4, "button", "Request refill", k=f"req:{med}")
    if dialog:
        p.n(1, "dialog", "Request a refill: Apoquel 16 mg", "modal=True")
        p.t(2, "Quantity: 30 tablets (60-day supply at 1/2 tablet daily)")
        p.n(2, "radio", "Pick up at Eastside clinic", "checked='true'")
        p.n(2, "radio", "Ship from online pharmacy", "checked='false'")
        p.n(2, "textbox", "Note to the care team", "multiline=True")
        p.n(2, "button", "Cancel")
        p.n(2, "button", "Submit request", k="submit")
    return p


def t22(rs: RowSet) -> None:
    turns = []
    cur = "Wed, Apr 3, 2024 at 9:20 AM"
    o0 = vp_overview(30, cur)
    state = o0.render()
    o1 = vp_overview(30, cur, slots=True, prev=o0)
    turns.append((click(o0["resched"]), o1.render()))
    pick = "Fri Apr 5, 10:40 AM"
    o2 = vp_overview(30, cur, slots=True, chosen=pick, prev=o1)
    turns.append((click(o1[f"slot:{pick}"]), o2.render()))
    new = "Fri, Apr 5, 2024 at 10:40 AM"
    o3 = vp_overview(30, new, msg=f"Appointment rescheduled to {new}. A confirmation was sent to daniel.osei@gmail.com.", prev=o2)
    turns.append((click(o2["confirm"]), o3.render()))
    r4 = vp_rx(210, False)
    turns.append((click(o3["nav:Prescriptions"]), r4.render()))
    apo = "Apoquel (oclacitinib) 16 mg tablets"
    r5 = vp_rx(210, False, dialog=True, prev=r4)
    turns.append((click(r4[f"req:{apo}"]), r5.render()))
    r6 = vp_rx(210, True, prev=r5)
    turns.append((click(r5["submit"]), r6.render()))
    h7 = Page("Medical Records | PetPortal", f"{VP}/pets/88412/records", 330)
    vp_head(h7)
    h7.n(0, "main", "")
    h7.n(1, "heading", "Medical records for Nori")
    h7.n(1, "table", "Visits")
    h7.n(2, "row", "")
    for h in ["Date", "Reason", "Veterinarian", "Weight", "Summary"]:
        h7.n(3, "columnheader", h)
    for row in [("11/02/2023", "Wellness exam + vaccines (DHPP, Rabies 3-yr)", "Dr. Elena Ramos", "22.4 lb", "Healthy. Mild tartar; dental cleaning suggested in 2024."),
                ("08/22/2023", "Limping, right hind leg", "Dr. Sam Whitaker", "22.1 lb", "Soft-tissue strain. Carprofen 7 days, leash rest."),
                ("05/18/2023", "Itchy skin, paw licking", "Dr. Elena Ramos", "21.9 lb", "Environmental allergy. Started Apoquel."),
                ("11/10/2022", "Wellness exam + vaccines (Bordetella, Lepto)", "Dr. Elena Ramos", "22.8 lb", "Healthy."),
                ("04/27/2022", "Wellness exam", "Dr. Priya Natarajan", "23.5 lb", "Overweight by ~1.5 lb; reduce kibble 10%.")]:
        h7.n(2, "row", "")
        for v in row:
            h7.n(3, "cell", v)
    h7.n(1, "heading", "Upcoming")
    h7.t(1, f"{new} · Annual wellness exam · Dr. Elena Ramos")
    h7.n(1, "link", "Download vaccine certificate (PDF)")
    turns.append((click(r6["nav:Medical Records"]), h7.render()))
    rs.add("web", "h56-web-22", SYSTEM, turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
