# ruff: noqa: E501
"""Held-out set h64, domain web: 22 BrowserGym trajectories (h64-web-01 .. h64-web-22).

Each trajectory drives one site through BrowserGym calls on element bids; every observation is the
page's accessibility tree (BrowserGym flattening, URL line first). Eleven trajectories hold exactly one
contradiction (labelled with the first turn whose observation conflicts with an earlier one), eleven
are clean but full of legitimate changes. Pages are rendered from small state dictionaries so that
clean trajectories stay consistent; the contradiction of a bad trajectory is injected by hand.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (URL line, then the accessibility tree with element bids)
3. **Browser Action**: A BrowserGym action on element bids

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

Preserve the current page state representation format exactly.
The predicted next page state should follow the same representation schema, structure, and level of detail as the current page state.
Do not rewrite the page state into a different format or a richer internal schema.
Do not add fields, metadata, browser internals, or hidden structure unless they are explicitly present in the current page state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


class Page:
    """An accessibility tree under construction: bids are handed out in document order from `start`."""

    def __init__(self, title: str, url: str, start: int) -> None:
        self.title, self.url, self.n = title, url, start
        self.lines: list[str] = []
        self.ids: dict[str, str] = {}

    def e(self, d: int, role: str, name: str = "", k: str | None = None, p: str = "") -> str:
        bid = str(self.n)
        self.n += 1
        self.lines.append("\t" * d + f"[{bid}] {role} {name!r}" + (f", {p}" if p else ""))
        if k:
            self.ids[k] = bid
        return bid

    def t(self, d: int, *texts: str) -> None:
        for s in texts:
            self.lines.append("\t" * d + f"StaticText {s!r}")

    def __getitem__(self, k: str) -> str:
        return self.ids[k]

    def __str__(self) -> str:
        return axtree(self.title, self.lines, self.url)


def click(bid: str) -> str:
    return f"click('{bid}')"


def fill(bid: str, value: str) -> str:
    return f"fill('{bid}', {value!r})"


def select(bid: str, option: str) -> str:
    return f"select_option('{bid}', {option!r})"


def press(key: str) -> str:
    return f"keyboard_press('{key}')"


def money(x: float, cur: str = "$") -> str:
    return f"{cur}{x:,.2f}"


Traj = tuple[str, list[tuple[str, str]]]


# ---------------------------------------------------------------- 01 OneStopShop (clean)
OSS_CATS = ["Beauty & Personal Care", "Sports & Outdoors", "Clothing, Shoes & Jewelry", "Home & Kitchen", "Office Products",
            "Tools & Home Improvement", "Health & Household", "Patio, Lawn & Garden", "Electronics",
            "Cell Phones & Accessories", "Video Games", "Grocery & Gourmet Food"]
COFFEE = [
    ("Nescafé Clásico Dark Roast Instant Coffee, 7 oz Jar", 8.97, 86, 12),
    ("Folgers Classic Roast Instant Coffee Crystals, 8 oz", 7.48, 80, 5),
    ("Starbucks VIA Instant Colombia Medium Roast Coffee, 8 Count", 6.99, 90, 9),
    ("Mount Hagen Organic Fairtrade Instant Coffee, 3.53 oz", 11.49, 95, 4),
    ("Café Bustelo Espresso Style Instant Coffee, 7.05 oz", 6.25, 84, 7),
    ("Maxwell House The Original Roast Instant Coffee, 12 oz", 9.99, 78, 3),
    ("Nescafé Taster's Choice House Blend Instant Coffee, 14 oz", 17.84, 88, 11),
    ("Waka Quality Instant Coffee Colombian Medium Roast, 8 oz Bag", 18.99, 92, 6),
    ("Mount Hagen Organic Instant Decaf Coffee, 3.53 oz", 12.35, 89, 2),
    ("Jacobs Krönung Instant Coffee 200g Glass Jar", 14.60, 83, 4),
    ("Medaglia D'Oro Instant Espresso Coffee, 3.53 oz", 5.89, 91, 15),
    ("Sanka Decaf Instant Coffee, 8 oz", 8.49, 72, 2),
    ("Great Value Classic Roast Instant Coffee, 8 oz", 4.48, 70, 3),
    ("Nescafé 3 in 1 Classic Instant Coffee Sticks, 30 Count", 9.25, 81, 6),
    ("Folgers Instant Coffee Singles, Classic Roast, 19 Count", 5.12, 76, 4),
    ("Kava Reduced Acid Instant Coffee, 4 oz", 7.95, 74, 1),
]


def oss_head(p: Page, cart: int, query: str = "", focused: bool = False) -> None:
    p.e(0, "link", "My Account")
    p.e(0, "link", "My Wish List")
    p.e(0, "link", "Sign Out")
    p.t(0, "Welcome to One Stop Market")
    p.e(0, "link", "Skip to Content")
    p.e(0, "link", "store logo")
    p.e(1, "img", "one_stop_market_logo")
    p.e(0, "link", f"\ue611 My Cart {cart} {cart} items" if cart != 1 else "\ue611 My Cart 1 1 item", k="cart")
    p.e(0, "Section", "")
    props = "autocomplete='both', hasPopup='listbox', expanded=False" + (", focused" if focused else "") + (f", value={query!r}" if query else "")
    p.e(1, "combobox", "\ue615 Search", k="search", p=props)
    p.e(1, "link", "Advanced Search")
    p.e(1, "button", "Search", p="" if query else "disabled=True")
    p.e(0, "tablist", "", p="multiselectable=False, orientation='horizontal'")
    p.e(1, "tabpanel", "")
    p.e(2, "menu", "", p="orientation='vertical'")
    for c in OSS_CATS:
        p.e(3, "menuitem", f"\ue622 {c}", p="hasPopup='menu'")


def oss_foot(p: Page) -> None:
    p.e(0, "contentinfo", "")
    p.e(1, "textbox", "Sign Up for Our Newsletter:", p="required=False")
    p.e(1, "button", "Subscribe")
    p.e(1, "link", "Privacy and Cookie Policy")
    p.e(1, "link", "Search Terms")
    p.e(1, "link", "Advanced Search")
    p.e(1, "link", "Contact Us")
    p.t(0, "Copyright © 2013-present Magento, Inc. All rights reserved.")
    p.t(0, "Help Us Keep Magento Healthy")
    p.e(0, "link", "Report All Bugs")


def t01() -> Traj:
    base = "http://onestopmarket.com"

    def home(query: str = "", focused: bool = False) -> Page:
        p = Page("One Stop Market", f"{base}/", 227)
        oss_head(p, 1, query, focused)
        p.e(0, "main", "")
        p.t(1, "One Stop Market")
        p.t(1, "Product Showcases")
        for name, price, rate, rev in [("Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.", 19.99, 20, 1),
                                       ("V8 +Energy, Healthy Energy Drink, Steady Energy from Black and Green Tea, Pomegranate Blueberry, 8 Ounce Can ,Pack of 24", 14.47, 57, 12),
                                       ("Elmwood Inn Fine Teas, Orange Vanilla Caffeine-free Fruit Infusion, 16-Ounce Pouch", 19.36, 95, 4),
                                       ("Belle Of The Ball Princess Sprinkle Mix| Wedding Colorful Sprinkles| Cake Cupcake Cookie Sprinkles| Ice cream Candy Sprinkles| Yellow Gold Red Royal Red Rose Icing Flowers Decorating Sprinkles, 8OZ", 23.50, 63, 12),
                                       ("Pure Maple Syrup, Grade A Amber, 12 fl oz", 14.99, 88, 9)]:
            p.e(1, "link", "Image")
            p.e(2, "img", "Image")
            p.e(1, "link", name)
            p.t(1, f"Rating: {rate}%", f"{rev} \xa0Reviews")
            p.t(1, money(price))
            p.e(1, "button", "Add to Cart")
            p.e(1, "button", "Add to Wish List")
            p.e(1, "button", "Add to Compare")
        oss_foot(p)
        return p

    def results(order: str) -> Page:
        q = "instant coffee"
        p = Page(f"Search results for: '{q}'", f"{base}/catalogsearch/result/?q=instant+coffee" + ("&product_list_order=price" if order == "Price" else ""), 227)
        oss_head(p, 1, q)
        p.e(0, "main", "")
        p.e(1, "heading", f"Search results for: '{q}'")
        p.e(1, "link", "\ue61d Grid", p="")
        p.t(1, "\ue60b List")
        p.t(1, "Items 1-12 of 37")
        p.e(1, "combobox", "Sort By", k="sort", p=f"hasPopup='menu', expanded=False, value={order!r}")
        p.e(1, "link", "\ue613 Set Descending Direction" if order == "Relevance" else "\ue614 Set Descending Direction")
        items = COFFEE[:12] if order == "Relevance" else sorted(COFFEE, key=lambda x: x[1])[:12]
        for name, price, rate, rev in items:
            p.e(1, "link", "Image")
            p.e(2, "img", "Image")
            p.e(1, "link", name, k=name)
            p.t(1, f"Rating: {rate}%", f"{rev} \xa0Reviews")
            p.t(1, money(price))
            p.e(1, "button", "Add to Cart")
            p.e(1, "button", "Add to Wish List")
            p.e(1, "button", "Add to Compare")
        p.t(1, "Page")
        p.e(1, "link", "Page 1", p="")
        p.e(1, "link", "Page 2")
        p.e(1, "link", "Page 3")
        p.e(1, "link", "\ue608 Page Next")
        p.t(1, "Show")
        p.e(1, "combobox", "\ue615 Show", p="hasPopup='menu', expanded=False, value='12'")
        p.t(1, "per page")
        p.e(1, "heading", "Related search terms")
        for s in ["instant coffee decaf", "instant espresso", "coffee"]:
            p.e(1, "link", s)
        oss_foot(p)
        return p

    def product(qty: str, cart: int, added: bool, focus: bool = False) -> Page:
        name = COFFEE[0][0]
        p = Page(name, f"{base}/nescafe-clasico-dark-roast-instant-coffee-7-oz-jar.html", 227)
        oss_head(p, cart)
        for crumb in ["Home", "Grocery & Gourmet Food", "Beverages", "Coffee, Tea & Cocoa", "Coffee"]:
            p.e(0, "link", crumb)
        p.t(0, name)
        p.e(0, "main", "")
        if added:
            p.e(1, "alert", "")
            p.t(2, "You added ", name, " to your ")
            p.e(2, "link", "shopping cart")
            p.t(2, ".")
        p.e(1, "heading", name)
        p.t(1, "Rating: 86%")
        p.e(1, "link", "12 \xa0Reviews")
        p.e(1, "link", "Add Your Review")
        p.t(1, "$8.97", "In stock", "SKU", "B00NMN2UFS")
        p.e(1, "spinbutton", "Qty", k="qty", p=f"required=False, valuemin=0, valuemax=0, valuetext={qty!r}" + (", focused" if focus else ""))
        p.e(1, "button", "Add to Cart", k="add")
        p.e(1, "link", "\ue600 Add to Wish List")
        p.e(1, "link", "\ue61e Add to Compare")
        p.e(1, "link", "Skip to the end of the images gallery")
        p.e(1, "img", "Image")
        p.e(1, "tablist", "", p="multiselectable=False, orientation='horizontal'")
        p.e(2, "tab", "Details", p="expanded=True, selected=False")
        p.e(2, "tab", "Reviews (12)", p="expanded=False, selected=False")
        p.e(2, "tabpanel", "Details")
        p.t(3, "Product Quick Look",
            "NESCAFÉ CLÁSICO Dark Roast instant coffee is made from 100% pure coffee beans for a bold, rich taste.",
            "One 7 oz jar makes about 100 cups. Stir 1 teaspoon into 6 fl oz of hot water.",
            "Product Dimensions : 3.15 x 3.15 x 5.91 inches; 7.05 Ounces", "UPC : 028000460028",
            "Manufacturer : Nestle", "ASIN : B00NMN2UFS")
        p.e(1, "heading", "Related Products")
        p.e(1, "link", COFFEE[6][0])
        p.t(1, money(COFFEE[6][1]))
        p.e(1, "link", COFFEE[13][0])
        p.t(1, money(COFFEE[13][1]))
        oss_foot(p)
        return p

    def cart(lines: list[tuple[str, float, int]], note: str = "") -> Page:
        count = sum(q for _, _, q in lines)
        p = Page("Shopping Cart", f"{base}/checkout/cart/", 227)
        oss_head(p, count)
        p.e(0, "main", "")
        if note:
            p.e(1, "alert", "")
            p.t(2, note)
        p.e(1, "heading", "Shopping Cart")
        p.e(1, "table", "Shopping Cart Items")
        p.e(2, "row", "")
        for h in ["Item", "Price", "Qty", "Subtotal"]:
            p.e(3, "columnheader", h)
        for name, price, q in lines:
            p.e(2, "row", "")
            p.e(3, "cell", f"Image {name}")
            p.e(4, "link", name)
            p.e(3, "cell", money(price))
            p.e(3, "cell", f"Qty {q}")
            p.e(4, "spinbutton", "Qty", p=f"required=False, valuemin=0, valuemax=0, valuetext='{q}'")
            p.e(3, "cell", money(price * q))
            p.e(2, "row", "")
            p.e(3, "cell", "")
            p.e(4, "link", "Move to Wish List")
            p.e(4, "link", "\ue604 Edit item parameters")
            p.e(4, "link", "\ue616 Remove item", k=f"rm:{name}")
        p.e(1, "link", "Continue Shopping")
        p.e(1, "button", "Update Shopping Cart")
        p.e(1, "heading", "Summary")
        p.e(1, "tab", "Estimate Shipping and Tax", p="expanded=False, selected=False")
        sub = sum(pr * q for _, pr, q in lines)
        ship = 5.0 * count
        p.e(1, "table", "")
        p.e(2, "row", "")
        p.e(3, "rowheader", "Subtotal")
        p.e(3, "cell", money(sub))
        p.e(2, "row", "")
        p.e(3, "rowheader", "Shipping (Flat Rate - Fixed)")
        p.e(3, "cell", money(ship))
        p.e(2, "row", "")
        p.e(3, "rowheader", "Order Total")
        p.e(3, "cell", money(sub + ship))
        p.e(1, "button", "Proceed to Checkout")
        p.e(1, "link", "Check Out with Multiple Addresses")
        p.e(1, "tab", "Apply Discount Code", p="expanded=False, selected=False")
        oss_foot(p)
        return p

    s0 = home()
    t: list[tuple[str, str]] = []
    p1 = home("instant coffee", True)
    t.append((fill(s0["search"], "instant coffee"), str(p1)))
    p2 = results("Relevance")
    t.append((press("Enter"), str(p2)))
    p3 = results("Price")
    t.append((select(p2["sort"], "Price"), str(p3)))
    p4 = product("1", 1, False)
    t.append((click(p3[COFFEE[0][0]]), str(p4)))
    p5 = product("3", 1, False, True)
    t.append((fill(p4["qty"], "3"), str(p5)))
    p6 = product("3", 4, True)
    t.append((click(p5["add"]), str(p6)))
    maple = ("Pure Maple Syrup, Grade A Amber, 12 fl oz", 14.99, 1)
    nes = (COFFEE[0][0], 8.97, 3)
    p7 = cart([maple, nes])
    t.append((click(p6["cart"]), str(p7)))
    p8 = cart([nes])
    t.append((click(p7[f"rm:{maple[0]}"]), str(p8)))
    return str(s0), t


# ---------------------------------------------------------------- 02 dentist booking (bad: confirmation code)
def t02() -> Traj:
    base = "https://book.brightsidedental.com"

    def head(p: Page) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "Brightside Family Dental home")
        p.e(2, "img", "Brightside Family Dental")
        p.e(1, "navigation", "Account")
        p.e(2, "link", "Book", k="nav_book")
        p.e(2, "link", "My appointments", k="nav_appts")
        p.e(2, "link", "Patient forms", k="nav_forms")
        p.e(2, "link", "Billing")
        p.e(2, "button", "Jordan Whitaker", p="hasPopup='menu', expanded=False")

    def foot(p: Page) -> None:
        p.e(0, "contentinfo", "")
        p.t(1, "Brightside Family Dental · Maple Street (503) 555-0142 · Hawthorne (503) 555-0190")
        p.e(1, "link", "Cancellation policy")
        p.e(1, "link", "Privacy")
        p.t(1, "Online scheduling powered by Dentrix Ascend Booking")

    def step1(reason: str, provider: str) -> Page:
        p = Page("Book an appointment · Brightside Family Dental", f"{base}/book", 40)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Book an appointment")
        p.t(1, "Step 1 of 3 · Visit details")
        p.e(1, "group", "Who is this appointment for?")
        p.e(2, "radio", "Jordan Whitaker (me)", p="checked='true'")
        p.e(2, "radio", "Lily Whitaker (age 9)", p="checked='false'")
        p.e(1, "combobox", "Reason for visit", k="reason", p=f"hasPopup='menu', expanded=False, value={reason!r}")
        p.e(1, "group", "Provider")
        for name, k in [("Any available provider", "any"), ("Dr. Anika Patel, DDS — General dentistry", "patel"),
                        ("Dr. Marcus Reyes, DMD — General & cosmetic", "reyes"), ("Carla Nguyen, RDH — Hygiene", "nguyen")]:
            p.e(2, "radio", name, k=k, p=f"checked={'true' if provider == k else 'false'!r}")
        p.e(1, "group", "Location")
        p.e(2, "radio", "Maple Street office — 2150 Maple Street, Suite 204, Portland, OR 97205", p="checked='true'")
        p.e(2, "radio", "Hawthorne office — 3821 SE Hawthorne Blvd, Portland, OR 97214", p="checked='false'")
        p.e(1, "button", "Continue", k="cont", p="" if reason != "Select a reason" else "disabled=True")
        foot(p)
        return p

    def slots() -> Page:
        p = Page("Choose a time · Brightside Family Dental", f"{base}/book/time?reason=cleaning-exam&provider=apatel&loc=maple", 40)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Choose a time")
        p.t(1, "Step 2 of 3 · Cleaning & exam (60 min) with Dr. Anika Patel, DDS · Maple Street office")
        p.e(1, "button", "Previous week", p="disabled=True")
        p.t(1, "Apr 14 – Apr 18, 2025")
        p.e(1, "button", "Next week")
        days = [("Mon, Apr 14", ["8:00 AM", "2:20 PM"]), ("Tue, Apr 15", ["10:40 AM", "1:00 PM", "3:20 PM"]),
                ("Wed, Apr 16", []), ("Thu, Apr 17", ["7:40 AM", "11:20 AM"]), ("Fri, Apr 18", ["8:00 AM"])]
        for day, times in days:
            p.e(1, "group", day)
            if not times:
                p.t(2, "No openings")
            for tm in times:
                p.e(2, "button", f"{day} {tm}", k=f"{day} {tm}")
        p.t(1, "Times shown in Pacific Time (PDT). Need a sooner visit? Call (503) 555-0142.")
        p.e(1, "link", "Back to visit details")
        foot(p)
        return p

    def review() -> Page:
        p = Page("Review and confirm · Brightside Family Dental", f"{base}/book/review", 40)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Review and confirm")
        p.t(1, "Step 3 of 3")
        p.e(1, "table", "Appointment summary")
        for a, b in [("Patient", "Jordan Whitaker (DOB 03/02/1988)"), ("Visit", "Cleaning & exam (60 min)"),
                     ("When", "Tuesday, April 15, 2025 · 10:40 AM – 11:40 AM PDT"), ("Provider", "Dr. Anika Patel, DDS"),
                     ("Location", "Maple Street office · 2150 Maple Street, Suite 204, Portland, OR 97205"),
                     ("Insurance", "Delta Dental of Oregon PPO · Member ID 908441172")]:
            p.e(2, "row", "")
            p.e(3, "rowheader", a)
            p.e(3, "cell", b)
        p.e(1, "textbox", "Anything we should know? (optional)", p="required=False")
        p.e(1, "checkbox", "Text me a reminder at (503) 555-0117", p="checked='true'")
        p.t(1, "Please give us 24 hours' notice to cancel or reschedule. Late cancellations may incur a $50 fee.")
        p.e(1, "button", "Confirm booking", k="confirm")
        p.e(1, "link", "Change time")
        foot(p)
        return p

    def booked() -> Page:
        p = Page("You're booked · Brightside Family Dental", f"{base}/book/confirmed/BFD-7Q4K2", 40)
        head(p)
        p.e(0, "main", "")
        p.e(1, "img", "Checkmark")
        p.e(1, "heading", "You're booked!")
        p.t(1, "Confirmation code", "BFD-7Q4K2",
            "Cleaning & exam (60 min)", "Tuesday, April 15, 2025 · 10:40 AM – 11:40 AM PDT",
            "Dr. Anika Patel, DDS", "Maple Street office · 2150 Maple Street, Suite 204, Portland, OR 97205",
            "Please arrive 10 minutes early to update your medical history.",
            "A confirmation email was sent to jordan.whitaker@fastmail.com and a text reminder will go to (503) 555-0117 one day before.")
        p.e(1, "link", "Add to Google Calendar")
        p.e(1, "link", "Download .ics (Apple, Outlook)")
        p.e(1, "link", "View my appointments", k="appts")
        p.e(1, "link", "Book another appointment")
        foot(p)
        return p

    def appts() -> Page:
        p = Page("My appointments · Brightside Family Dental", f"{base}/appointments", 40)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "My appointments")
        p.e(1, "tablist", "")
        p.e(2, "tab", "Upcoming (2)", p="selected=True")
        p.e(2, "tab", "Past (5)", p="selected=False")
        p.e(1, "tabpanel", "Upcoming (2)")
        rows = [("Tue, Apr 15, 2025 · 10:40 AM", "Jordan Whitaker", "Cleaning & exam (60 min)", "Dr. Anika Patel, DDS", "Maple Street office", "BFD-7Q4X2"),
                ("Thu, May 22, 2025 · 3:20 PM", "Lily Whitaker", "Child cleaning & fluoride (45 min)", "Carla Nguyen, RDH", "Hawthorne office", "BFD-3M8P6")]
        for when, who, visit, prov, loc, code in rows:
            p.e(2, "article", when)
            p.e(3, "heading", when)
            p.t(3, who, visit, prov, loc, f"Confirmation {code}", "Confirmed")
            p.e(3, "button", "Reschedule")
            p.e(3, "button", "Cancel appointment")
        p.e(1, "link", "Book a new appointment")
        foot(p)
        return p

    def forms() -> Page:
        p = Page("Patient forms · Brightside Family Dental", f"{base}/forms", 40)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Patient forms")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Form", "Patient", "Status", ""]:
            p.e(3, "columnheader", h)
        for form, who, status, btn in [("Medical history update", "Jordan Whitaker", "Due before Apr 15, 2025", "Start"),
                                       ("HIPAA privacy acknowledgement", "Jordan Whitaker", "Signed Oct 2, 2024", "View"),
                                       ("Financial policy", "Jordan Whitaker", "Signed Oct 2, 2024", "View"),
                                       ("Minor consent for treatment", "Lily Whitaker", "Signed Nov 18, 2024", "View"),
                                       ("Medical history update", "Lily Whitaker", "Due before May 22, 2025", "Start")]:
            p.e(2, "row", "")
            p.e(3, "cell", form)
            p.e(3, "cell", who)
            p.e(3, "cell", status)
            p.e(3, "cell", "")
            p.e(4, "button", btn)
        foot(p)
        return p

    s0 = step1("Select a reason", "any")
    p1 = step1("Cleaning & exam (60 min)", "any")
    p2 = step1("Cleaning & exam (60 min)", "patel")
    p3 = slots()
    p4 = review()
    p5 = booked()
    p6 = appts()
    p7 = forms()
    t = [(select(s0["reason"], "Cleaning & exam (60 min)"), str(p1)),
         (click(p1["patel"]), str(p2)),
         (click(p2["cont"]), str(p3)),
         (click(p3["Tue, Apr 15 10:40 AM"]), str(p4)),
         (click(p4["confirm"]), str(p5)),
         (click(p5["appts"]), str(p6)),
         (click(p6["nav_forms"]), str(p7))]
    return str(s0), t


# ---------------------------------------------------------------- 03 GitLab (bad: settings.yml line changes)
GL = "http://localhost:8023"


def gl_chrome(p: Page, project: str, active: str) -> None:
    p.e(0, "link", "Skip to content")
    p.e(0, "link", "Dashboard")
    p.e(0, "button", "", p="hasPopup='menu', expanded=False")
    p.e(0, "textbox", "Search GitLab", p="required=False")
    p.t(0, "/")
    p.e(0, "link", "Create new...", p="hasPopup='menu'")
    p.e(0, "link", "Issues")
    p.t(0, "11")
    p.e(0, "link", "Merge requests")
    p.t(0, "4")
    p.e(0, "link", "To-Do List")
    p.t(0, "6")
    p.e(0, "link", "Help", p="hasPopup='menu'")
    p.e(0, "link", "Byte Blaze", p="hasPopup='menu'")
    p.e(1, "img", "Byte Blaze")
    p.e(0, "complementary", "Project navigation")
    p.e(1, "link", project)
    for name in ["Project information", "Repository", "Files", "Commits", "Branches", "Tags", "Contributors", "Graph",
                 "Compare", "Issues", "Merge requests", "CI/CD", "Deployments", "Packages and registries",
                 "Monitor", "Analytics", "Wiki", "Snippets", "Settings"]:
        sel = ", focused" if name == active else ""
        p.e(1, "link", name + (" 3" if name == "Issues" else " 1" if name == "Merge requests" else ""), k=f"side:{name}", p=sel.strip(", "))
    p.e(1, "button", "Collapse sidebar")


def t03() -> Traj:
    proj = "vinyl-catalog"
    url = f"{GL}/byteblaze/{proj}"
    settings = "\n".join(["app:", "  name: vinyl-catalog", "  port: 8080", "database:",
                          "  url: postgresql://catalog@db:5432/catalog", "  pool_size: 10", "  timeout: 30",
                          "cache:", "  backend: redis", "  ttl_seconds: 600"])
    settings_bad = settings.replace("ttl_seconds: 600", "ttl_seconds: 900")
    readme = "\n".join(["# vinyl-catalog", "", "A small REST API for cataloguing a record collection (Discogs-style metadata, barcode lookup).",
                        "", "## Local setup", "", "```bash", "python -m venv .venv && source .venv/bin/activate",
                        "pip install -r requirements.txt", "uvicorn src.app:app --reload --port 8080", "```", "",
                        "Configuration lives in `config/settings.yml`."])
    readme2 = readme + "\n\n## Docker\n\n`docker compose up --build` starts the API and a Postgres 16 container."
    old = ("Bump pool size for catalog API", "e41c7a9b", "2 weeks ago")
    new = ("Document Docker compose workflow", "7c2e0d41", "just now")

    def size(text: str) -> str:
        return f"{len((text + chr(10)).encode())} B"

    def tree(path: str, entries: list[tuple[str, str, str]], last: tuple[str, str, str]) -> Page:
        p = Page(f"{path} · main · Byte Blaze / {proj} · GitLab", f"{url}/-/tree/main/{path}", 4100)
        gl_chrome(p, proj, "Files")
        p.e(0, "main", "")
        p.e(1, "navigation", "Breadcrumbs")
        p.e(2, "link", "Byte Blaze")
        p.e(2, "link", proj)
        p.e(2, "link", "Repository")
        p.e(1, "button", "main", p="hasPopup='menu', expanded=False")
        p.e(1, "link", proj)
        p.e(1, "link", path)
        p.e(1, "link", "History")
        p.e(1, "link", "Find file")
        p.e(1, "button", "Web IDE")
        p.e(1, "link", last[0])
        p.t(1, f"Byte Blaze authored {last[2]}")
        p.t(1, last[1])
        p.e(1, "table", "Files, directories, and submodules in the path config for commit reference main")
        p.e(2, "row", "")
        for h in ["Name", "Last commit", "Last update"]:
            p.e(3, "columnheader", h)
        p.e(2, "row", "")
        p.e(3, "cell", "..")
        for name, msg, when in entries:
            p.e(2, "row", "")
            p.e(3, "cell", name)
            p.e(4, "link", name, k=name)
            p.e(3, "cell", msg)
            p.e(4, "link", msg)
            p.e(3, "cell", when)
        return p

    def blob(path: str, text: str, last: tuple[str, str, str], note: str = "", focus: str = "Files") -> Page:
        name = path.rsplit("/", 1)[-1]
        p = Page(f"{path} · main · Byte Blaze / {proj} · GitLab", f"{url}/-/blob/main/{path}", 4100)
        gl_chrome(p, proj, focus)
        p.e(0, "main", "")
        if note:
            p.e(1, "alert", "")
            p.t(2, note)
            p.e(2, "button", "Dismiss")
        p.e(1, "navigation", "Breadcrumbs")
        p.e(2, "link", "Byte Blaze")
        p.e(2, "link", proj)
        p.e(2, "link", "Repository")
        p.e(1, "button", "main", p="hasPopup='menu', expanded=False")
        p.e(1, "link", proj, k="crumb")
        for part in path.split("/"):
            p.e(1, "link", part)
        p.e(1, "button", "Find file")
        p.e(1, "button", "Blame")
        p.e(1, "link", "History", k="history")
        p.e(1, "button", "Permalink")
        p.e(1, "link", last[0])
        p.t(1, f"Byte Blaze authored {last[2]}")
        p.e(1, "button", "Copy commit SHA")
        p.t(1, last[1])
        p.t(1, name, size(text))
        p.e(1, "button", "Edit", k="edit", p="hasPopup='menu', expanded=False")
        p.e(1, "button", "Replace")
        p.e(1, "button", "Delete")
        p.e(1, "button", "Copy file contents")
        p.e(1, "link", "Open raw")
        p.e(1, "link", "Download")
        for i, line in enumerate(text.split("\n"), 1):
            p.e(1, "link", str(i))
            p.t(1, line if line else " ")
        return p

    def editor(text: str, msg: str, focus: str = "") -> Page:
        p = Page(f"Edit README.md · main · Byte Blaze / {proj} · GitLab", f"{url}/-/edit/main/README.md", 4100)
        gl_chrome(p, proj, "Files")
        p.e(0, "main", "")
        p.e(1, "navigation", "Breadcrumbs")
        p.e(2, "link", "Byte Blaze")
        p.e(2, "link", proj)
        p.e(2, "link", "Repository")
        p.e(1, "heading", "Edit file")
        p.e(1, "textbox", "File path", p="required=False, value='README.md'")
        p.e(1, "button", "Preview changes")
        p.e(1, "textbox", "Editor content;Press Alt+F1 for Accessibility Options.", k="content",
            p="multiline=True, required=False" + (", focused" if focus == "content" else ""))
        for line in text.split("\n"):
            p.t(2, line if line else " ")
        p.e(1, "textbox", "Commit message", k="msg", p=f"multiline=True, required=True, value={msg!r}" + (", focused" if focus == "msg" else ""))
        p.e(1, "textbox", "Target Branch", p="required=True, value='main'")
        p.e(1, "button", "Commit changes", k="commit")
        p.e(1, "button", "Cancel")
        return p

    def history() -> Page:
        p = Page(f"Commits · Byte Blaze / {proj} · GitLab", f"{url}/-/commits/main/config/settings.yml", 4100)
        gl_chrome(p, proj, "Commits")
        p.e(0, "main", "")
        p.e(1, "button", "main", p="hasPopup='menu', expanded=False")
        p.e(1, "link", proj)
        p.e(1, "link", "config")
        p.e(1, "link", "settings.yml")
        p.e(1, "textbox", "Search by message", p="required=False")
        p.e(1, "link", "Commits feed")
        p.t(1, "07 Apr, 2025", "1 commit")
        p.e(1, "link", old[0])
        p.t(1, "Byte Blaze authored 2 weeks ago", old[1])
        p.e(1, "link", "Browse Files")
        p.t(1, "28 Mar, 2025", "1 commit")
        p.e(1, "link", "Add Redis cache settings")
        p.t(1, "Byte Blaze authored 3 weeks ago", "b90f1e22")
        p.e(1, "link", "Browse Files")
        p.t(1, "11 Feb, 2025", "1 commit")
        p.e(1, "link", "Initial commit")
        p.t(1, "Byte Blaze authored 2 months ago", "0aa3c5f7")
        p.e(1, "link", "Browse Files")
        return p

    def commits() -> Page:
        p = Page(f"Commits · Byte Blaze / {proj} · GitLab", f"{url}/-/commits/main", 4100)
        gl_chrome(p, proj, "Commits")
        p.e(0, "main", "")
        p.e(1, "button", "main", p="hasPopup='menu', expanded=False")
        p.e(1, "link", proj)
        p.e(1, "textbox", "Search by message", p="required=False")
        p.e(1, "link", "Commits feed")
        groups = [("21 Apr, 2025", [new[:2] + ("Byte Blaze authored just now",)]),
                  ("07 Apr, 2025", [(old[0], old[1], "Byte Blaze authored 2 weeks ago")]),
                  ("02 Apr, 2025", [("Add barcode lookup endpoint", "5d1b8e03", "Byte Blaze authored 2 weeks ago"),
                                    ("Pin psycopg 3.1.18", "c2a47f90", "Byte Blaze authored 2 weeks ago")]),
                  ("28 Mar, 2025", [("Add Redis cache settings", "b90f1e22", "Byte Blaze authored 3 weeks ago"),
                                    ("Cache GET /records responses", "e0c6a3d8", "Byte Blaze authored 3 weeks ago")]),
                  ("19 Mar, 2025", [("Add lint stage", "91ab4c6e", "Byte Blaze authored 1 month ago"),
                                    ("Document local setup", "f3d2290a", "Byte Blaze authored 1 month ago")])]
        for day, cs in groups:
            p.t(1, day, f"{len(cs)} commit" + ("s" if len(cs) > 1 else ""))
            for msg, sha, who in cs:
                p.e(1, "link", msg)
                p.t(1, who)
                p.e(1, "button", "Copy commit SHA")
                p.t(1, sha)
                p.e(1, "link", "Browse Files")
        p.e(1, "link", "Next")
        return p

    cfg_entries = [("logging.yml", "Add lint stage", "1 month ago"), ("routes.yml", "Add barcode lookup endpoint", "2 weeks ago"),
                   ("settings.yml", old[0], old[2])]
    root = Page(f"Byte Blaze / {proj} · GitLab", url, 4100)
    gl_chrome(root, proj, "")
    root.e(0, "main", "")
    root.e(1, "navigation", "Breadcrumbs")
    root.e(2, "link", "Byte Blaze")
    root.e(2, "link", proj)
    root.e(1, "heading", proj)
    root.t(1, "Project ID: 204")
    root.e(1, "button", "Copy project ID")
    root.e(1, "button", "Star")
    root.t(1, "2")
    root.e(1, "link", "Fork")
    root.t(1, "0")
    root.e(1, "link", "48 Commits")
    root.e(1, "link", "3 Branches")
    root.e(1, "link", "2 Tags")
    root.e(1, "link", "1.2 MB Project Storage")
    root.e(1, "link", old[0])
    root.t(1, "Byte Blaze authored 2 weeks ago", old[1])
    root.e(1, "button", "main", p="hasPopup='menu', expanded=False")
    root.e(1, "table", "Files, directories, and submodules in the path / for commit reference main")
    for name, msg, when in [("config", old[0], old[2]), ("src", "Add barcode lookup endpoint", "2 weeks ago"),
                            ("tests", "Cache GET /records responses", "3 weeks ago"), (".gitlab-ci.yml", "Add lint stage", "1 month ago"),
                            ("README.md", "Document local setup", "1 month ago"), ("requirements.txt", "Pin psycopg 3.1.18", "2 weeks ago")]:
        root.e(2, "row", "")
        root.e(3, "cell", name)
        root.e(4, "link", name, k=name)
        root.e(3, "cell", msg)
        root.e(4, "link", msg)
        root.e(3, "cell", when)
    root.e(1, "heading", "README.md")
    root.e(1, "heading", "vinyl-catalog")
    root.t(1, "A small REST API for cataloguing a record collection (Discogs-style metadata, barcode lookup).")
    root.e(1, "heading", "Local setup")
    root.t(1, "python -m venv .venv && source .venv/bin/activate", "pip install -r requirements.txt",
           "uvicorn src.app:app --reload --port 8080", "Configuration lives in ", "config/settings.yml", ".")

    readme_last = ("Document local setup", "f3d2290a", "1 month ago")
    p1 = tree("config", cfg_entries, old)
    p2 = blob("config/settings.yml", settings, old)
    p3 = blob("README.md", readme, readme_last)
    p4 = editor(readme, "Update README.md")
    p5 = editor(readme2, "Update README.md", "content")
    p6 = editor(readme2, "Document Docker compose workflow", "msg")
    p7 = blob("README.md", readme2, new, "Your changes have been committed successfully.")
    p8 = blob("config/settings.yml", settings_bad, old)
    p9 = history()
    p10 = commits()
    t = [(click(root["config"]), str(p1)),
         (click(p1["settings.yml"]), str(p2)),
         (f"goto('{url}/-/blob/main/README.md')", str(p3)),
         (click(p3["edit"]), str(p4)),
         (fill(p4["content"], readme2), str(p5)),
         (fill(p5["msg"], "Document Docker compose workflow"), str(p6)),
         (click(p6["commit"]), str(p7)),
         (f"goto('{url}/-/blob/main/config/settings.yml')", str(p8)),
         (click(p8["history"]), str(p9)),
         (click(p9["side:Commits"]), str(p10))]
    return str(root), t


# ---------------------------------------------------------------- 04 utility account (clean)
def t04() -> Traj:
    base = "https://myaccount.cascadevalleyutilities.com"
    periods = [("Nov 12 – Dec 11, 2024", 548, 88.21, 3620, 27.64), ("Dec 12, 2024 – Jan 10, 2025", 701, 112.95, 3410, 26.48),
               ("Jan 11 – Feb 10, 2025", 744, 119.80, 3300, 25.97), ("Feb 11 – Mar 11, 2025", 512, 82.43, 3210, 24.02),
               ("Mar 12 – Apr 10, 2025", 612, 98.74, 4180, 31.18)]
    daily = [21, 19, 22, 18, 20, 24, 23, 17, 19, 21, 22, 20, 18, 19]
    highs = [61, 58, 55, 63, 66, 52, 49, 68, 64, 59, 54, 57, 62, 60]

    def head(p: Page, active: str) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "Cascade Valley Power & Water")
        p.e(1, "combobox", "Account", p="hasPopup='menu', expanded=False, value='4410-2287-09 · 1187 Juniper Ct, Bend, OR 97702'")
        p.e(1, "button", "Hi, Renee", p="hasPopup='menu', expanded=False")
        p.e(0, "navigation", "Main")
        for n in ["Home", "Billing & Payments", "Usage", "Outages", "Service Requests", "Profile"]:
            p.e(1, "link", n, k=f"nav:{n}", p="focused" if n == active else "")

    def foot(p: Page) -> None:
        p.e(0, "contentinfo", "")
        p.t(1, "Customer Service 1-800-555-0177 · Mon–Fri 7 AM – 7 PM", "Report an outage or gas smell 24/7: 1-800-555-0199")
        p.e(1, "link", "Privacy Policy")
        p.e(1, "link", "Terms of Use")

    def home(paid: bool) -> Page:
        p = Page("Account Summary | Cascade Valley Power & Water", f"{base}/home", 12)
        head(p, "Home")
        p.e(0, "main", "")
        p.e(1, "heading", "Account Summary")
        p.e(1, "region", "Amount due")
        if paid:
            p.t(2, "Amount due", "$0.00", "Payment of $142.37 pending (submitted Apr 25, 2025)")
            p.e(2, "button", "Pay bill", k="pay", p="disabled=True")
        else:
            p.t(2, "Amount due", "$142.37", "Due by May 6, 2025")
            p.e(2, "button", "Pay bill", k="pay")
        p.e(2, "link", "View bill (PDF, issued Apr 14, 2025)")
        p.e(1, "region", "Payments")
        if paid:
            p.t(2, "Last payment", "$142.37 on Apr 25, 2025 (pending)")
        else:
            p.t(2, "Last payment", "$118.90 on Apr 3, 2025")
        p.e(2, "link", "Payment history", k="hist")
        p.t(2, "AutoPay: Off")
        p.e(2, "link", "Enroll in AutoPay")
        p.t(2, "Paperless billing: On (r.okafor@proton.me)")
        p.e(1, "region", "Usage")
        p.t(2, "Current billing period: Apr 11 – May 9, 2025 (day 14 of 29)",
            "Electric usage to date (through Apr 24): 283 kWh",
            "Last bill: 612 kWh electric · 4,180 gal water")
        p.e(2, "link", "See usage details", k="usage")
        p.e(1, "region", "Alerts")
        p.t(2, "Planned maintenance: Juniper Ct water main flushing Apr 29, 9 AM – 1 PM. Water may look cloudy.")
        foot(p)
        return p

    def usage(view: str) -> Page:
        p = Page("Usage | Cascade Valley Power & Water", f"{base}/usage?view={view.lower()}", 12)
        head(p, "Usage")
        p.e(0, "main", "")
        p.e(1, "heading", "Energy & Water Usage")
        p.e(1, "radiogroup", "View")
        p.e(2, "radio", "Monthly", k="monthly", p=f"checked={'true' if view == 'Monthly' else 'false'!r}")
        p.e(2, "radio", "Daily", k="daily", p=f"checked={'true' if view == 'Daily' else 'false'!r}")
        p.e(1, "table", "")
        p.e(2, "row", "")
        if view == "Monthly":
            for h in ["Billing period", "Electric (kWh)", "Electric charges", "Water (gal)", "Water charges"]:
                p.e(3, "columnheader", h)
            for per, kwh, ec, gal, wc in periods:
                p.e(2, "row", "")
                for c in [per, f"{kwh:,}", money(ec), f"{gal:,}", money(wc)]:
                    p.e(3, "cell", c)
            p.t(1, "Fixed charges each bill: Basic service $9.50 · City franchise fee $2.95")
            p.t(1, "Average monthly electric use (5 bills): 623 kWh")
        else:
            p.t(1, "Current billing period Apr 11 – May 9, 2025 · data through Apr 24")
            for h in ["Date", "Electric (kWh)", "High temp (°F)"]:
                p.e(3, "columnheader", h)
            for i, (kwh, hi) in enumerate(zip(daily, highs)):
                p.e(2, "row", "")
                for c in [f"Apr {11 + i}", str(kwh), str(hi)]:
                    p.e(3, "cell", c)
            p.t(1, f"Period to date: {sum(daily)} kWh · average {sum(daily) / len(daily):.1f} kWh/day")
            p.t(1, "Projected bill for this period: $101 – $118 (electric only)")
        p.e(1, "link", "Download usage data (Green Button CSV)")
        foot(p)
        return p

    def pay() -> Page:
        p = Page("Pay Bill | Cascade Valley Power & Water", f"{base}/billing/pay", 12)
        head(p, "Billing & Payments")
        p.e(0, "main", "")
        p.e(1, "heading", "Make a one-time payment")
        p.e(1, "radiogroup", "Amount")
        p.e(2, "radio", "Amount due: $142.37", p="checked='true'")
        p.e(2, "radio", "Other amount", p="checked='false'")
        p.e(1, "combobox", "Pay from", p="hasPopup='menu', expanded=False, value='Checking ••••6612 (U.S. Bank)'")
        p.e(1, "textbox", "Payment date", p="required=True, value='04/25/2025'")
        p.t(1, "Payments made after 5 PM Pacific post the next business day. No fee for bank account payments.")
        p.e(1, "button", "Submit payment", k="submit")
        p.e(1, "link", "Cancel")
        foot(p)
        return p

    def done() -> Page:
        p = Page("Payment Confirmation | Cascade Valley Power & Water", f"{base}/billing/pay/confirmation", 12)
        head(p, "Billing & Payments")
        p.e(0, "main", "")
        p.e(1, "heading", "Thank you! Your payment was submitted.")
        p.e(1, "table", "")
        for a, b in [("Confirmation number", "P-88213440"), ("Amount", "$142.37"), ("Payment date", "Apr 25, 2025"),
                     ("Paid from", "Checking ••••6612 (U.S. Bank)"), ("Account", "4410-2287-09")]:
            p.e(2, "row", "")
            p.e(3, "rowheader", a)
            p.e(3, "cell", b)
        p.t(1, "Your balance will show the payment right away; it may take 1–2 business days to post to your bank.")
        p.e(1, "link", "Print confirmation")
        p.e(1, "link", "Return to Account Summary", k="back")
        foot(p)
        return p

    def history() -> Page:
        p = Page("Payment History | Cascade Valley Power & Water", f"{base}/billing/history", 12)
        head(p, "Billing & Payments")
        p.e(0, "main", "")
        p.e(1, "heading", "Payment History")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Date", "Amount", "Method", "Confirmation", "Status"]:
            p.e(3, "columnheader", h)
        for row in [("Apr 25, 2025", "$142.37", "Checking ••••6612", "P-88213440", "Pending"),
                    ("Apr 3, 2025", "$118.90", "Checking ••••6612", "P-87640215", "Posted"),
                    ("Mar 4, 2025", "$158.22", "Checking ••••6612", "P-87102977", "Posted"),
                    ("Feb 5, 2025", "$151.88", "Visa ••••3390", "P-86581106", "Posted"),
                    ("Jan 6, 2025", "$128.30", "Checking ••••6612", "P-86013452", "Posted")]:
            p.e(2, "row", "")
            for c in row:
                p.e(3, "cell", c)
        p.e(1, "link", "Show older payments")
        foot(p)
        return p

    s0 = home(False)
    p1 = usage("Monthly")
    p2 = usage("Daily")
    p3 = pay()
    p4 = done()
    p5 = home(True)
    p6 = history()
    t = [(click(s0["usage"]), str(p1)), (click(p1["daily"]), str(p2)), (click(p2["nav:Billing & Payments"]), str(p3)),
         (click(p3["submit"]), str(p4)), (click(p4["back"]), str(p5)), (click(p5["hist"]), str(p6))]
    return str(s0), t


# ---------------------------------------------------------------- 05 Postmill forum (clean)
PM = "http://localhost:9999"


def pm_chrome(p: Page, notif: int = 0) -> None:
    p.e(0, "link", "Jump to main content")
    p.e(0, "link", "Jump to sidebar")
    p.e(0, "navigation", "")
    p.e(1, "link", "Home")
    p.t(2, "Postmill")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.e(3, "link", "Forums")
    p.e(2, "listitem", "")
    p.e(3, "link", "Wiki")
    p.e(1, "Section", "")
    p.e(2, "searchbox", "Search query")
    p.e(1, "list", "")
    p.e(2, "listitem", "")
    p.e(3, "link", f"Notifications ({notif})")
    p.e(2, "listitem", "")
    p.e(3, "link", "Submit")
    p.e(2, "listitem", "")
    p.e(3, "button", "MarvelsGrantMan136", p="hasPopup='menu', expanded=False")


def t05() -> Traj:
    me = "MarvelsGrantMan136"
    subs = {"weekly": ("What are you reading this week? (Apr 21)", "booklover_aggie", 6, 123451),
            "disp": ("Finished 'The Dispossessed' for the second time — it hit so different at 40", "ursula_stan", 9, 123440),
            "haul": ("Used bookstore haul from Powell's (photo)", "quiet_margins", 11, 123436),
            "maps": ("Any recommendations for nonfiction about the history of maps?", "cartophile", 4, 123458),
            "sand": ("Brandon Sanderson announces release date for Isles of the Emberdark paperback", "stormlightfan", 14, 123429),
            "ama": ("I keep a spreadsheet of every book I've read since 2009. AMA", "ledger_of_pages", 26, 123377),
            "sale": ("Library book sale this weekend — Multnomah County Central Library", "pdx_reader", 0, 123466)}

    def ago(h: int, mins: int = 0) -> str:
        if h == 0:
            return f"{mins} minute ago" if mins == 1 else f"{mins} minutes ago"
        return "1 day ago" if h >= 24 else f"{h} hours ago"

    def listing(sort: str, order: list[str], scores: dict[str, int], counts: dict[str, int]) -> Page:
        p = Page("books", f"{PM}/f/books" + ("/new" if sort == "New" else ""), 20)
        pm_chrome(p)
        p.e(0, "main", "")
        p.e(1, "heading", "/f/books")
        p.e(1, "navigation", "Sort")
        for s in ["Hot", "New", "Active", "Top", "Controversial", "Most commented"]:
            p.e(2, "link", s, k=f"sort:{s}", p="focused" if s == sort else "")
        for key in order:
            title, user, h, sid = subs[key]
            p.e(1, "article", "")
            p.e(2, "heading", title)
            p.e(3, "link", title, k=key)
            p.t(2, "Submitted by")
            p.e(2, "link", user)
            p.t(2, ago(h, 1) if key == "sale" else ago(h))
            n = counts[key]
            p.e(2, "link", f"{n} comment" + ("" if n == 1 else "s"))
            p.e(2, "button", "Upvote")
            p.t(2, str(scores[key]))
            p.e(2, "button", "Downvote")
        p.e(1, "link", "More")
        p.e(0, "complementary", "")
        p.e(1, "heading", "books")
        p.t(1, "A place to discuss books, reading, and literature of every kind.", "Subscribers: 4,718")
        p.e(1, "button", "Unsubscribe")
        p.e(1, "link", "Moderation log")
        return p

    others = [("inkstainedwren", "5 hours ago", "Piranesi by Susanna Clarke. Halfway through and I have no idea what's going on, in the best way.", 14, 2401911),
              ("moth_and_lamp", "5 hours ago", "Re-reading Middlemarch for book club. Dorothea deserved better.", 9, 2401920),
              ("gravel_reader", "3 hours ago", "The Overstory. Slow going but gorgeous.", 6, 2401962),
              ("booklover_aggie", "2 hours ago", "@gravel_reader the chapter with the chestnut tree wrecked me", 3, 2401987)]

    def thread(score: int, scores: list[int], mine: str | None, edited: bool, draft: str, mode: str, flash: str = "", mwhen: str = "") -> Page:
        title = subs["weekly"][0]
        p = Page(f"{title} : books", f"{PM}/f/books/123451/what-are-you-reading-this-week-apr-21", 20)
        pm_chrome(p)
        p.e(0, "main", "")
        if flash:
            p.e(1, "alert", "")
            p.t(2, flash)
        p.e(1, "article", "")
        p.e(2, "heading", title)
        p.e(3, "link", title)
        p.t(2, "Submitted by")
        p.e(2, "link", "booklover_aggie")
        p.t(2, "6 hours ago in")
        p.e(2, "link", "books", k="forum")
        p.t(2, "Drop what you're reading this week, how far along you are, and whether you'd recommend it. Spoilers in >!tags!<, please.")
        n = 4 + (1 if mine else 0)
        p.e(2, "link", f"{n} comments")
        p.e(2, "button", "Upvote")
        p.t(2, str(score))
        p.e(2, "button", "Downvote")
        p.e(1, "heading", f"{n} comments")
        p.e(1, "Section", "")
        p.e(2, "textbox", "Comment", k="box", p="multiline=True, required=True" + (f", value={draft!r}" if draft and mode == "new" else "") + (", focused" if draft and mode == "new" else ""))
        p.e(2, "button", "Post", k="post")
        for (user, when, text, _, _cid), sc in zip(others, scores):
            p.e(1, "article", "")
            p.e(2, "link", user)
            p.t(2, "wrote")
            p.t(2, when)
            p.t(2, text)
            p.e(2, "button", "Upvote")
            p.t(2, str(sc))
            p.e(2, "button", "Downvote")
            p.e(2, "link", "Reply")
            p.e(2, "link", "Permalink", p="")
        if mine:
            p.e(1, "article", "")
            p.e(2, "link", me)
            p.t(2, "wrote")
            p.t(2, mwhen + (" (edited 0 seconds ago)" if edited else ""))
            if mode == "edit":
                p.e(2, "textbox", "Comment", k="editbox", p=f"multiline=True, required=True, value={draft!r}, focused")
                p.e(2, "button", "Save", k="save")
                p.e(2, "button", "Cancel")
            else:
                p.t(2, mine)
                p.e(2, "button", "Upvote")
                p.t(2, "1")
                p.e(2, "button", "Downvote")
                p.e(2, "link", "Reply")
                p.e(2, "link", "Permalink")
                p.e(2, "link", "Edit", k="edit")
                p.e(2, "button", "Delete", k="delete")
        return p

    text1 = "Just started Tomorrow, and Tomorrow, and Tomorrow — three chapters in and already hooked."
    text2 = "Just started Tomorrow, and Tomorrow, and Tomorrow by Gabrielle Zevin — three chapters in and already hooked."
    hot = ["ama", "disp", "weekly", "haul", "sand", "maps"]
    sc0 = {"weekly": 57, "disp": 212, "haul": 143, "maps": 31, "sand": 96, "ama": 388}
    cn0 = {"weekly": 4, "disp": 38, "haul": 22, "maps": 19, "sand": 41, "ama": 120}
    s0 = listing("Hot", hot, sc0, cn0)
    p1 = thread(57, [14, 9, 6, 3], None, False, "", "new")
    p2 = thread(57, [14, 9, 6, 3], None, False, text1, "new")
    p3 = thread(58, [14, 9, 7, 3], text1, False, "", "new", mwhen="0 seconds ago")
    p4 = thread(58, [14, 9, 7, 3], text1, False, text1, "edit", mwhen="1 minute ago")
    p5 = thread(58, [14, 9, 7, 3], text1, False, text2, "edit", mwhen="1 minute ago")
    p6 = thread(58, [15, 9, 7, 3], text2, True, "", "new", mwhen="2 minutes ago")
    p7 = thread(58, [15, 9, 7, 3], None, False, "", "new", "The comment was deleted.")
    sc1 = {"weekly": 58, "disp": 215, "haul": 143, "maps": 33, "sand": 96, "ama": 389, "sale": 1}
    cn1 = {"weekly": 4, "disp": 39, "haul": 22, "maps": 21, "sand": 41, "ama": 120, "sale": 0}
    p8 = listing("Hot", ["ama", "disp", "weekly", "maps", "haul", "sand"], sc1, cn1)
    p9 = listing("New", ["sale", "maps", "weekly", "disp", "haul", "sand", "ama"], sc1, cn1)
    t = [(click(s0["weekly"]), str(p1)), (fill(p1["box"], text1), str(p2)), (click(p2["post"]), str(p3)),
         (click(p3["edit"]), str(p4)), (fill(p4["editbox"], text2), str(p5)), (click(p5["save"]), str(p6)),
         (click(p6["delete"]), str(p7)), (click(p7["forum"]), str(p8)), (click(p8["sort:New"]), str(p9))]
    return str(s0), t


# ---------------------------------------------------------------- 06 coworking invoices (clean)
def t06() -> Traj:
    base = "https://hatcherycowork.spaces.nexudus.com/en"
    inv = {"0418": ("INV-2025-0418", "18 Apr 2025", "02 May 2025", "Guest day passes (2)", 54.00),
           "0412": ("INV-2025-0412", "01 Apr 2025", "15 Apr 2025", "April plan: Dedicated desk ×2 + extras", 888.00),
           "0331": ("INV-2025-0331", "01 Mar 2025", "15 Mar 2025", "March plan: Dedicated desk ×2 + extras", 864.00),
           "0276": ("INV-2025-0276", "18 Mar 2025", "01 Apr 2025", "Meeting room hours", 115.20),
           "0219": ("INV-2025-0219", "01 Feb 2025", "15 Feb 2025", "February plan: Dedicated desk ×2", 768.00)}

    def head(p: Page) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "Hatchery Cowork")
        p.e(1, "navigation", "")
        for n in ["Dashboard", "Book a room", "Events", "Community", "Invoices", "Team"]:
            p.e(2, "link", n, k=f"nav:{n}")
        p.e(1, "button", "Oliver Grant · Lumen Analytics Ltd", p="hasPopup='menu', expanded=False")

    def foot(p: Page) -> None:
        p.e(0, "contentinfo", "")
        p.t(1, "Hatchery Cowork · 14 Tannery Lane, Bristol BS1 6QF · billing@hatcherycowork.co.uk · VAT GB 291 7730 54")

    def listing(status: dict[str, str], filt: str, order: list[str], sort: str = "Date") -> Page:
        p = Page("Invoices | Hatchery Cowork", f"{base}/invoices" + ("" if filt == "All" else f"?status={filt.lower()}") + ("&sort=total" if sort == "Total" else ""), 300)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Invoices")
        out = sum(inv[k][4] for k, s in status.items() if s != "Paid")
        p.t(1, "Outstanding balance", money(out, "£"))
        p.e(1, "combobox", "Status", k="filter", p=f"hasPopup='menu', expanded=False, value={filt!r}")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Invoice", "Date", "Due", "Description", "Total", "Status", ""]:
            p.e(3, "columnheader", h + (" ▲" if h == sort and sort == "Total" else " ▼" if h == sort else ""), k=f"col:{h}")
        shown = [k for k in order if filt == "All" or status[k] == filt]
        for k in shown:
            num, date, due, desc, total = inv[k]
            p.e(2, "row", "")
            p.e(3, "cell", num)
            p.e(4, "link", num, k=k)
            for c in [date, due, desc, money(total, "£"), status[k]]:
                p.e(3, "cell", c)
            p.e(3, "cell", "")
            p.e(4, "link", "PDF")
            if status[k] != "Paid":
                p.e(4, "link", "Pay now")
        p.t(1, f"Showing {len(shown)} of {len(inv)} invoices")
        foot(p)
        return p

    def detail(k: str, paid: bool, lines: list[tuple[str, str, float]], note: str = "", receipt: str = "") -> Page:
        num, date, due, desc, total = inv[k]
        p = Page(f"{num} | Hatchery Cowork", f"{base}/invoices/{num}", 300)
        head(p)
        p.e(0, "main", "")
        if note:
            p.e(1, "alert", "")
            p.t(2, note)
        p.e(1, "heading", f"Invoice {num}")
        p.t(1, "Paid" if paid else ("Overdue" if k == "0412" else "Unpaid"))
        p.t(1, f"Issued {date} · Due {due}", "Billed to: Lumen Analytics Ltd, Unit 4, 14 Tannery Lane, Bristol BS1 6QF · VAT GB 318 4402 17")
        p.t(1, {"0412": "Order reference ORD-77120", "0276": "Order reference ORD-75904"}.get(k, ""))
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Item", "Quantity", "Unit price", "Amount"]:
            p.e(3, "columnheader", h)
        sub = 0.0
        for item, qty, unit in lines:
            q = float(qty.split()[0])
            sub += q * unit
            p.e(2, "row", "")
            for c in [item, qty, money(unit, "£"), money(q * unit, "£")]:
                p.e(3, "cell", c)
        vat = round(sub * 0.2, 2)
        for a, b in [("Subtotal", sub), ("VAT (20%)", vat), ("Total", sub + vat), ("Paid", sub + vat if paid else 0.0), ("Balance due", 0.0 if paid else sub + vat)]:
            p.e(2, "row", "")
            p.e(3, "rowheader", a)
            p.e(3, "cell", money(b, "£"))
        if receipt:
            p.t(1, receipt)
        if not paid:
            p.e(1, "button", f"Pay now {money(sub + vat, '£')}", k="pay")
        p.e(1, "link", "Download PDF")
        p.e(1, "link", "Back to invoices", k="back")
        foot(p)
        return p

    def pay() -> Page:
        p = Page("Pay INV-2025-0412 | Hatchery Cowork", f"{base}/invoices/INV-2025-0412/pay", 300)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Pay invoice INV-2025-0412")
        p.t(1, "Amount to pay", "£888.00")
        p.e(1, "radiogroup", "Payment method")
        p.e(2, "radio", "Visa ending 0925 · expires 09/27 (saved)", p="checked='true'")
        p.e(2, "radio", "Pay by bank transfer (Stripe Link)", p="checked='false'")
        p.e(1, "button", "Confirm payment", k="confirm")
        p.e(1, "link", "Cancel")
        p.t(1, "Payments are processed by Stripe. A receipt will be emailed to accounts@lumenanalytics.co.uk.")
        foot(p)
        return p

    st0 = {"0418": "Unpaid", "0412": "Overdue", "0331": "Paid", "0276": "Paid", "0219": "Paid"}
    st1 = dict(st0, **{"0412": "Paid"})
    by_date = ["0418", "0412", "0276", "0331", "0219"]
    apr = [("Dedicated desk — April 2025", "2", 320.00), ("Meeting room overage (hours)", "5", 20.00)]
    s0 = listing(st0, "All", by_date)
    p1 = detail("0412", False, apr)
    p2 = pay()
    p3 = detail("0412", True, apr, "Payment successful. Thank you!",
                "Paid 22 Apr 2025 10:14 by Visa ending 0925 · Receipt RCPT-55031")
    p4 = listing(st1, "All", by_date)
    p5 = listing(st1, "Paid", by_date)
    p6 = listing(st1, "Paid", sorted(by_date, key=lambda k: inv[k][4]), "Total")
    p7 = detail("0276", True, [("Boardroom (hours)", "3", 24.00), ("Phone booth (hours)", "2", 12.00)], "",
                "Paid 18 Mar 2025 09:02 by Visa ending 0925 · Receipt RCPT-51877")
    t = [(click(s0["0412"]), str(p1)), (click(p1["pay"]), str(p2)), (click(p2["confirm"]), str(p3)),
         (click(p3["back"]), str(p4)), (select(p4["filter"], "Paid"), str(p5)), (click(p5["col:Total"]), str(p6)),
         (click(p6["0276"]), str(p7))]
    return str(s0), t


# ---------------------------------------------------------------- 07 Magento admin (bad: on-hold status reverts in grid)
MA = "http://localhost:7780/admin"
MENU = [("\ue604 DASHBOARD", "dash"), ("\ue60b SALES", "sales"), ("\ue608 CATALOG", "catalog"), ("\ue603 CUSTOMERS", "customers"),
        ("\ue609 MARKETING", "marketing"), ("\ue602 CONTENT", "content"), ("\ue60a REPORTS", "reports"), ("\ue60d STORES", "stores"),
        ("\ue610 SYSTEM", "system"), ("\ue612 FIND PARTNERS & EXTENSIONS", "partners")]


def ma_chrome(p: Page, heading: str, open_menu: str = "") -> None:
    p.e(0, "link", "Magento Admin Panel")
    p.e(1, "img", "Magento Admin Panel")
    p.e(0, "navigation", "")
    p.e(1, "menubar", "", p="orientation='horizontal'")
    for name, key in MENU:
        p.e(2, "link", name, k=f"menu:{key}", p="expanded=True" if key == open_menu else "")
        if key == open_menu == "sales":
            p.e(3, "heading", "Sales")
            p.e(3, "button", "\ue62f Close")
            p.e(3, "heading", "Operations")
            for sub in ["Orders", "Invoices", "Shipments", "Credit Memos", "Billing Agreements", "Transactions"]:
                p.e(4, "link", sub, k=f"sub:{sub}")
            p.e(3, "heading", "Braintree Virtual Terminal")
    p.e(0, "heading", heading)
    p.e(0, "link", "\ue600 admin")
    p.e(0, "link", "\ue607")
    p.e(0, "textbox", "\ue60c", p="required=False")


ORDERS = [(308, "May 31, 2023 3:12:44 PM", "Jane Smith", 134.00, "Pending"), (307, "May 31, 2023 11:05:09 AM", "Adam Garcia", 64.00, "Pending"),
          (306, "May 30, 2023 6:48:21 PM", "Lisa Kim", 210.40, "Processing"), (305, "May 30, 2023 9:17:02 AM", "Matt Baker", 41.00, "Complete"),
          (304, "May 29, 2023 8:55:40 PM", "Grace Nguyen", 159.20, "Processing"), (303, "May 29, 2023 1:33:18 PM", "Olivia Lee", 97.00, "Canceled"),
          (302, "May 28, 2023 4:02:51 PM", "Brian Thompson", 252.00, "Complete"), (301, "May 28, 2023 10:26:37 AM", "Veronica Costello", 73.80, "Pending"),
          (300, "May 27, 2023 7:44:12 PM", "Katie Wong", 118.00, "Processing"), (299, "May 27, 2023 2:09:56 PM", "Sarah Miller", 191.00, "Pending"),
          (298, "May 26, 2023 5:51:03 PM", "Daniel Jackson", 56.00, "Complete"), (297, "May 26, 2023 8:38:45 AM", "Alex Martin", 189.60, "Closed"),
          (296, "May 25, 2023 9:14:29 PM", "Emily Chen", 44.00, "Complete"), (295, "May 25, 2023 12:47:16 PM", "John Smith", 312.75, "Processing"),
          (294, "May 24, 2023 3:29:08 PM", "Samantha Jones", 88.00, "Complete"), (293, "May 24, 2023 10:01:55 AM", "Ava Brown", 66.40, "Pending"),
          (292, "May 23, 2023 6:20:30 PM", "Lily Potter", 143.00, "Complete"), (291, "May 23, 2023 11:58:12 AM", "Mary Martin", 27.00, "Canceled"),
          (290, "May 22, 2023 7:36:49 PM", "Jason Miller", 205.00, "Complete"), (289, "May 22, 2023 9:45:27 AM", "Jennifer White", 119.50, "Processing")]


def t07() -> Traj:
    def dashboard(open_menu: str = "") -> Page:
        p = Page("Dashboard / Magento Admin", f"{MA}/admin/dashboard/", 140)
        ma_chrome(p, "Dashboard", open_menu)
        p.e(0, "main", "")
        p.e(1, "button", "Reload Data")
        p.t(1, "Lifetime Sales", "$47,305.65", "Average Order", "$153.58", "Last Orders")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Customer", "Items", "Total"]:
            p.e(3, "columnheader", h)
        for who, items, tot in [("Jane Smith", "3", "$134.00"), ("Adam Garcia", "2", "$64.00"), ("Lisa Kim", "5", "$210.40"),
                                ("Matt Baker", "1", "$41.00"), ("Grace Nguyen", "4", "$159.20")]:
            p.e(2, "row", "")
            for c in [who, items, tot]:
                p.e(3, "cell", c)
        p.t(1, "Last Search Terms")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Search Term", "Results", "Uses"]:
            p.e(3, "columnheader", h)
        for row in [("tanks", "23", "1"), ("nike", "0", "3"), ("Joust Bag", "10", "4"), ("yoga strap", "3", "2"), ("hollister", "1", "19")]:
            p.e(2, "row", "")
            for c in row:
                p.e(3, "cell", c)
        p.t(1, "Revenue", "$0.00", "Tax", "$0.00", "Shipping", "$0.00", "Quantity", "0")
        p.e(1, "tablist", "", p="multiselectable=False, orientation='horizontal'")
        for tab in ["Bestsellers", "Most Viewed Products", "New Customers", "Customers"]:
            p.e(2, "tab", tab, p=f"expanded={tab == 'Bestsellers'}, selected={tab == 'Bestsellers'}")
        p.e(0, "contentinfo", "")
        p.e(1, "link", "\ue606")
        p.t(1, "Copyright © 2025 Magento Commerce Inc. All rights reserved.", "Magento ver. 2.4.6")
        return p

    def grid(keyword: str, typed: str, rows: list[tuple[int, str, str, float, str]], focus: bool = False) -> Page:
        p = Page("Orders / Operations / Sales / Magento Admin", f"{MA}/sales/order/", 140)
        ma_chrome(p, "Orders")
        p.e(0, "main", "")
        p.e(1, "button", "Create New Order")
        p.e(1, "textbox", "Search by keyword", k="kw", p="required=False" + (f", value={typed!r}" if typed else "") + (", focused" if focus else ""))
        p.e(1, "button", "Search")
        p.e(1, "button", "Filters")
        p.e(1, "button", "Default View", p="expanded=False")
        p.e(1, "button", "Columns", p="expanded=False")
        p.e(1, "button", "Export", p="expanded=False")
        if keyword:
            p.t(1, "Active filters:", f"Keyword: {keyword}")
            p.e(1, "button", "Remove Keyword: " + keyword)
            p.e(1, "button", "Clear all")
        p.e(1, "button", "Actions", p="expanded=False")
        total = 1 if keyword else 308
        p.t(1, f"{total} records found")
        p.e(1, "combobox", "", p="hasPopup='menu', expanded=False, value='20'")
        p.t(1, "per page")
        p.e(1, "button", "Previous Page", p="disabled=True")
        p.e(1, "textbox", "", p="required=False, value='1'")
        p.t(1, f"of {1 if keyword else 16}")
        p.e(1, "button", "Next Page", p="disabled=True" if keyword else "")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Options", "ID", "Purchase Point", "Purchase Date ↓", "Bill-to Name", "Ship-to Name", "Grand Total (Base)", "Grand Total (Purchased)", "Status", "Action"]:
            p.e(3, "columnheader", h)
        for oid, date, name, tot, status in rows:
            p.e(2, "row", "")
            p.e(3, "cell", "")
            p.e(4, "checkbox", "", p="checked='false'")
            for c in [f"000000{oid}", "Main Website Main Website Store Default Store View", date, name, name, money(tot), money(tot), status]:
                p.e(3, "cell", c)
            p.e(3, "cell", "View")
            p.e(4, "link", "View", k=f"view:{oid}")
        return p

    items = [("Didi Sport Watch", "24-WG02", 92.00, 1), ("Sprite Yoga Strap 8 foot", "24-WG084", 17.00, 2), ("Overnight Duffle", "24-WB07", 45.00, 1)]

    def order(status: str, note: str = "") -> Page:
        p = Page("#000000299 / Orders / Operations / Sales / Magento Admin", f"{MA}/sales/order/view/order_id/299/", 140)
        ma_chrome(p, "# 000000299")
        p.e(0, "main", "")
        if note:
            p.e(1, "alert", "")
            p.t(2, note)
        p.e(1, "button", "\ue626 Back", k="back")
        p.e(1, "button", "Login as Customer")
        if status == "Pending":
            p.e(1, "button", "Cancel")
        p.e(1, "button", "Send Email")
        p.e(1, "button", "Hold" if status == "Pending" else "Unhold", k="hold")
        if status == "Pending":
            p.e(1, "button", "Invoice")
            p.e(1, "button", "Ship")
        p.e(1, "button", "Reorder")
        if status == "Pending":
            p.e(1, "button", "Edit")
        p.e(1, "tablist", "")
        for tab in ["Information", "Invoices", "Credit Memos", "Shipments", "Comments History"]:
            p.e(2, "tab", tab, p=f"selected={tab == 'Information'}")
        p.e(1, "heading", "Order & Account Information")
        p.e(1, "heading", "Order # 000000299 (The order confirmation email was sent)")
        for a, b in [("Order Date", "May 27, 2023, 2:09:56 PM"), ("Order Status", status),
                     ("Purchased From", "Main Website Main Website Store Default Store View"), ("Placed from IP", "172.19.0.1"),
                     ("Customer Name", "Sarah Miller"), ("Email", "helloworld@yahoo.com"), ("Customer Group", "General")]:
            p.t(1, a, b)
        p.e(1, "heading", "Address Information")
        p.t(1, "Billing Address", "Sarah Miller", "321 Maple Avenue", "Oakland, California, 94612", "United States", "T: 5107830992")
        p.t(1, "Shipping Address", "Sarah Miller", "321 Maple Avenue", "Oakland, California, 94612", "United States", "T: 5107830992")
        p.e(1, "heading", "Payment & Shipping Method")
        p.t(1, "Check / Money order", "The order was placed using USD.", "Flat Rate - Fixed", "Total Shipping Charges $20.00")
        p.e(1, "heading", "Items Ordered")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Product", "Item Status", "Original Price", "Price", "Qty", "Subtotal", "Tax Amount", "Tax Percent", "Discount Amount", "Row Total"]:
            p.e(3, "columnheader", h)
        for name, sku, price, q in items:
            p.e(2, "row", "")
            for c in [f"{name} SKU: {sku}", "Ordered", money(price), money(price), f"Ordered {q}", money(price * q), "$0.00", "0%", "$0.00", money(price * q)]:
                p.e(3, "cell", c)
        p.e(1, "heading", "Order Total")
        p.e(1, "table", "")
        for a, b in [("Subtotal", "$171.00"), ("Shipping & Handling", "$20.00"), ("Grand Total", "$191.00"), ("Total Paid", "$0.00"),
                     ("Total Refunded", "$0.00"), ("Total Due", "$191.00")]:
            p.e(2, "row", "")
            p.e(3, "cell", a)
            p.e(3, "cell", b)
        p.e(1, "heading", "Notes for this Order")
        p.e(1, "combobox", "Status", p=f"hasPopup='menu', expanded=False, value={'Pending' if status == 'Pending' else 'On Hold'!r}")
        p.e(1, "textbox", "Comment", p="multiline=True, required=False")
        p.e(1, "button", "Submit Comment")
        p.t(1, "May 27, 2023 2:09:56 PM | Pending", "Customer Notified")
        return p

    straps = [(2037, "Sprite Yoga Strap 6 foot", "24-WG083", 14.00, 100, 100), (2038, "Sprite Yoga Strap 8 foot", "24-WG084", 17.00, 100, 98),
              (2039, "Sprite Yoga Strap 10 foot", "24-WG085", 21.00, 100, 100)]

    def products(kw: str, typed: str, focus: bool = False) -> Page:
        p = Page("Products / Inventory / Catalog / Magento Admin", f"{MA}/catalog/product/", 140)
        ma_chrome(p, "Products")
        p.e(0, "main", "")
        p.e(1, "button", "Add Product")
        p.e(1, "button", "", p="hasPopup='menu', expanded=False")
        p.e(1, "textbox", "Search by keyword", k="kw", p="required=False" + (f", value={typed!r}" if typed else "") + (", focused" if focus else ""))
        p.e(1, "button", "Search")
        p.e(1, "button", "Filters")
        p.e(1, "button", "Default View", p="expanded=False")
        p.e(1, "button", "Columns", p="expanded=False")
        p.e(1, "button", "Export", p="expanded=False")
        if kw:
            p.t(1, "Active filters:", f"Keyword: {kw}")
            p.e(1, "button", "Clear all")
        p.e(1, "button", "Actions", p="expanded=False")
        p.t(1, f"{len(straps) if kw else 2040} records found")
        p.e(1, "combobox", "", p="hasPopup='menu', expanded=False, value='20'")
        p.t(1, "per page")
        p.t(1, f"of {1 if kw else 102}")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Options", "ID ↑", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity", "Salable Quantity", "Visibility", "Status", "Websites", "Action"]:
            p.e(3, "columnheader", h)
        rows = straps if kw else [(1, "Joust Duffle Bag", "24-MB01", 34.00, 100, 100), (2, "Strive Shoulder Pack", "24-MB04", 32.00, 100, 100),
                                  (3, "Crown Summit Backpack", "24-MB03", 38.00, 100, 100), (4, "Wayfarer Messenger Bag", "24-MB05", 45.00, 100, 100),
                                  (5, "Rival Field Messenger", "24-MB06", 45.00, 100, 100), (6, "Fusion Backpack", "24-MB02", 59.00, 100, 99),
                                  (7, "Impulse Duffle", "24-UB02", 74.00, 100, 100), (8, "Voyage Yoga Bag", "24-WB01", 32.00, 100, 100),
                                  (9, "Compete Track Tote", "24-WB02", 32.00, 100, 100), (10, "Savvy Shoulder Tote", "24-WB05", 32.00, 100, 100)]
        for pid, name, sku, price, qty, sal in rows:
            p.e(2, "row", "")
            p.e(3, "cell", "")
            p.e(4, "checkbox", "", p="checked='false'")
            for c in [str(pid), "", name, "Simple Product", "Gear" if kw else "Bag", sku, money(price), f"{qty:.4f}", f"Default Stock: {sal}",
                      "Catalog, Search", "Enabled", "Main Website"]:
                p.e(3, "cell", c)
            p.e(3, "cell", "")
            p.e(4, "link", "Edit", k=f"edit:{pid}")
        return p

    def edit_strap() -> Page:
        p = Page("Sprite Yoga Strap 8 foot / Products / Inventory / Catalog / Magento Admin", f"{MA}/catalog/product/edit/id/2038/", 140)
        ma_chrome(p, "Sprite Yoga Strap 8 foot")
        p.e(0, "main", "")
        p.e(1, "button", "\ue626 Back")
        p.e(1, "button", "Add Attribute")
        p.e(1, "button", "Save", p="hasPopup='menu'")
        p.e(1, "switch", "Enable Product", p="checked=True")
        p.e(1, "combobox", "Attribute Set", p="hasPopup='menu', expanded=False, value='Gear'")
        p.e(1, "textbox", "Product Name", p="required=True, value='Sprite Yoga Strap 8 foot'")
        p.e(1, "textbox", "SKU", p="required=True, value='24-WG084'")
        p.e(1, "textbox", "Price", p="required=True, value='17.00'")
        p.e(1, "combobox", "Tax Class", p="hasPopup='menu', expanded=False, value='Taxable Goods'")
        p.e(1, "textbox", "Quantity", p="required=False, value='100'")
        p.t(1, "Salable Quantity", "Default Stock: 98")
        p.e(1, "combobox", "Stock Status", p="hasPopup='menu', expanded=False, value='In Stock'")
        p.e(1, "combobox", "Weight", p="hasPopup='menu', expanded=False, value='This item has weight'")
        p.e(1, "textbox", "Weight", p="required=False, value='1'")
        p.t(1, "Categories", "Gear", "Fitness Equipment")
        p.e(1, "combobox", "Visibility", p="hasPopup='menu', expanded=False, value='Catalog, Search'")
        p.e(1, "checkbox", "Set Product as New From", p="checked='false'")
        p.e(1, "combobox", "Country of Manufacture", p="hasPopup='menu', expanded=False, value=''")
        for sec in ["Content", "Configurations", "Product Reviews", "Images And Videos", "Search Engine Optimization", "Related Products, Up-Sells, and Cross-Sells",
                    "Customizable Options", "Product in Websites", "Design", "Schedule Design Update", "Gift Options", "Downloadable Information"]:
            p.e(1, "tab", sec, p="expanded=False")
        return p

    s0 = dashboard()
    p1 = dashboard("sales")
    p2 = grid("", "", ORDERS)
    p3 = grid("", "000000299", ORDERS, True)
    o299 = [r for r in ORDERS if r[0] == 299]
    p4 = grid("000000299", "000000299", o299)
    p5 = order("Pending")
    p6 = order("On Hold", "You put the order on hold.")
    p7 = grid("000000299", "000000299", o299)  # status still 'Pending' in the grid although the order was put on hold
    p8 = products("", "")
    p9 = products("", "yoga strap", True)
    p10 = products("yoga strap", "yoga strap")
    p11 = edit_strap()
    t = [(click(s0["menu:sales"]), str(p1)), (click(p1["sub:Orders"]), str(p2)), (fill(p2["kw"], "000000299"), str(p3)),
         (press("Enter"), str(p4)), (click(p4["view:299"]), str(p5)), (click(p5["hold"]), str(p6)), (click(p6["back"]), str(p7)),
         (f"goto('{MA}/catalog/product/')", str(p8)), (fill(p8["kw"], "yoga strap"), str(p9)), (press("Enter"), str(p10)),
         (click(p10["edit:2038"]), str(p11))]
    return str(s0), t


# ---------------------------------------------------------------- 08 conference CFP (bad: added co-author missing after second save)
def t08() -> Traj:
    base = "https://wasp25.hotcrp.com"
    title = "Backpressure-Aware Operator Placement for Edge Stream Processing"
    a1 = ("Priya Raman", "p.raman@utwente.nl", "University of Twente")
    a2 = ("Tomasz Zieliński", "t.zielinski@tudelft.nl", "TU Delft")
    a3 = ("Mei-Ling Ortiz", "mortiz@uvic.ca", "University of Victoria")
    abstract = ("Edge stream processors place operators statically and react to overload by shedding load. We present BPlace, "
                "a placement controller that uses backpressure signals from Flink task managers to migrate operators between "
                "edge and cloud. On three IoT workloads BPlace cuts p99 latency by 38% with 0.4% tuple loss.")

    def head(p: Page) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "WASP 2025")
        p.t(1, "Workshop on Applied Stream Processing · co-located with DEBS 2025, Gothenburg")
        p.e(1, "link", "p.raman@utwente.nl")
        p.e(1, "link", "Profile")
        p.e(1, "link", "Help")
        p.e(1, "link", "Sign out")

    def home() -> Page:
        p = Page("WASP 2025", f"{base}/", 60)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Welcome, Priya Raman")
        p.e(1, "heading", "Deadlines")
        p.t(1, "Registration deadline: Apr 28, 2025 11:59:59pm AoE (in 5 days)",
            "Submission deadline: May 5, 2025 11:59:59pm AoE (in 12 days)",
            "Papers are 6–10 pages in ACM sigconf format, double-anonymous. Abstracts must be registered before the registration deadline.")
        p.e(1, "heading", "Your submissions")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["ID", "Title", "Status", "Updated"]:
            p.e(3, "columnheader", h)
        for sid, ttl, st, upd in [("#37", title, "Not ready", "Apr 20, 2025 4:41 PM"),
                                  ("#52", "Cheap Watermark Repair for Out-of-Order Sensor Streams", "Ready for review", "Apr 18, 2025 9:03 AM")]:
            p.e(2, "row", "")
            p.e(3, "cell", sid)
            p.e(4, "link", sid, k=sid)
            p.e(3, "cell", ttl)
            p.e(3, "cell", st)
            p.e(3, "cell", upd)
        p.e(1, "link", "New submission")
        p.t(1, "Submissions: 64 registered so far.")
        return p

    def form(authors: list[tuple[str, str, str]], empty: int, ready: bool, updated: str, note: str = "", focus: str = "", status: str = "Not ready") -> Page:
        p = Page(f"#37 {title} - WASP 2025", f"{base}/paper/37?m=edit", 60)
        head(p)
        p.e(0, "main", "")
        if note:
            p.e(1, "alert", "")
            p.t(2, note)
        p.e(1, "heading", f"#37 {title}")
        p.t(1, f"Submission #37 · last updated {updated}", f"Status: {status}")
        p.e(1, "textbox", "Title", p=f"required=True, value={title!r}")
        p.e(1, "group", "Authors")
        rows = authors + [("", "", "")] * empty
        for i, (n, em, aff) in enumerate(rows, 1):
            p.t(2, f"{i}.")
            p.e(2, "textbox", "Name", k=f"name{i}", p=f"required=False, value={n!r}" + (", focused" if focus == f"name{i}" else ""))
            p.e(2, "textbox", "Email", k=f"email{i}", p=f"required=False, value={em!r}" + (", focused" if focus == f"email{i}" else ""))
            p.e(2, "textbox", "Affiliation", k=f"aff{i}", p=f"required=False, value={aff!r}" + (", focused" if focus == f"aff{i}" else ""))
            p.e(2, "button", "Delete author")
        p.e(2, "button", "Add author", k="add")
        p.e(1, "textbox", "Abstract", p=f"multiline=True, required=True, value={abstract!r}")
        p.t(1, f"{len(abstract.split())} words (limit 250)")
        p.e(1, "group", "Topics")
        for topic, on in [("Operator placement and scheduling", True), ("Edge and fog stream processing", True), ("Load shedding and backpressure", True),
                          ("Stream query languages", False), ("Benchmarks and workloads", False)]:
            p.e(2, "checkbox", topic, p=f"checked={'true' if on else 'false'!r}")
        p.e(1, "group", "PDF")
        p.e(2, "link", "paper37.pdf")
        p.t(2, "412 kB · 10 pages · uploaded Apr 20, 2025 4:41 PM")
        p.e(2, "button", "Replace")
        p.e(1, "checkbox", "The submission is ready for review", k="ready", p=f"checked={'true' if ready else 'false'!r}")
        p.e(1, "button", "Save changes", k="save")
        p.e(1, "link", "Cancel")
        p.e(1, "button", "Withdraw submission")
        return p

    s0 = home()
    u0 = "Apr 20, 2025 4:41 PM"
    p1 = form([a1, a2], 0, False, u0)
    p2 = form([a1, a2], 1, False, u0, focus="name3")
    p3 = form([a1, a2, (a3[0], "", "")], 0, False, u0, focus="name3")
    p4 = form([a1, a2, (a3[0], a3[1], "")], 0, False, u0, focus="email3")
    p5 = form([a1, a2, a3], 0, False, u0, focus="aff3")
    p6 = form([a1, a2, a3], 0, False, "Apr 23, 2025 11:07 AM", "Submission #37 updated. It is not ready for review yet.")
    p7 = form([a1, a2, a3], 0, True, "Apr 23, 2025 11:07 AM", "Submission #37 updated. It is not ready for review yet.")
    p8 = form([a1, a2], 0, True, "Apr 23, 2025 11:08 AM", "Submission #37 updated and marked ready for review.", status="Ready for review")
    t = [(click(s0["#37"]), str(p1)), (click(p1["add"]), str(p2)), (fill(p2["name3"], a3[0]), str(p3)),
         (fill(p3["email3"], a3[1]), str(p4)), (fill(p4["aff3"], a3[2]), str(p5)), (click(p5["save"]), str(p6)),
         (click(p6["ready"]), str(p7)), (click(p7["save"]), str(p8))]
    return str(s0), t


# ---------------------------------------------------------------- 09 OpenStreetMap (clean)
def t09() -> Traj:
    base = "http://localhost:3000"
    cmu = "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
    phipps = "Phipps Conservatory and Botanical Gardens, 1, Schenley Drive, Schenley Park, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
    car = [("Start on Frew Street", 240), ("Turn left onto Tech Street", 200), ("Turn right onto Forbes Avenue", 450),
           ("Turn right onto Schenley Drive", 520), ("Continue on Schenley Drive", 190), ("Reach destination", 0)]
    bike = [("Start on Frew Street", 240), ("Turn right onto Schenley Drive Extension", 380), ("Turn left onto Schenley Drive", 420),
            ("Reach destination", 0)]
    bike_rev = [("Start on Schenley Drive", 420), ("Turn right onto Schenley Drive Extension", 380), ("Turn left onto Frew Street", 180),
                ("Slight right onto Tech Street", 90), ("Reach destination", 0)]

    def chrome(p: Page) -> None:
        p.e(0, "link", "OpenStreetMap logo OpenStreetMap")
        p.e(1, "img", "OpenStreetMap logo")
        p.e(0, "link", "Edit")
        p.e(0, "button", "")
        p.e(0, "link", "History")
        p.e(0, "link", "Export")
        p.e(0, "link", "GPS Traces")
        p.e(0, "link", "User Diaries")
        p.e(0, "link", "Communities")
        p.e(0, "link", "Copyright")
        p.e(0, "link", "Help")
        p.e(0, "link", "About")
        p.e(0, "link", "Log In")
        p.e(0, "link", "Sign Up")

    def mapctl(p: Page, scale: tuple[str, str]) -> None:
        for c in ["Zoom In", "Zoom Out", "Show My Location", "Layers", "Legend", "Share", "Add a note to the map", "Query features"]:
            p.e(0, "link", c, k=c)
        p.t(0, scale[0], scale[1])
        p.t(0, "© ")
        p.e(0, "link", "OpenStreetMap contributors")
        p.t(0, " ♥ ")
        p.e(0, "link", "Make a Donation")
        p.t(0, ". ")
        p.e(0, "link", "Website and API terms")

    def home() -> Page:
        p = Page("OpenStreetMap", f"{base}/#map=13/40.4407/-79.9575", 30)
        chrome(p)
        p.e(0, "textbox", "Search", p="focused, required=False")
        p.e(0, "button", "Go")
        p.e(0, "link", "Find directions between two points", k="dir")
        p.e(0, "heading", "Welcome to OpenStreetMap!")
        p.e(0, "button", "Close")
        p.t(0, "OpenStreetMap is a map of the world, created by people like you and free to use under an open license.",
            "Hosting is supported by ")
        p.e(0, "link", "UCL")
        p.e(0, "link", "Fastly")
        p.e(0, "link", "Bytemark Hosting")
        p.t(0, ", and other ")
        p.e(0, "link", "partners")
        p.e(0, "link", "Learn More")
        p.e(0, "link", "Start Mapping")
        mapctl(p, ("1 km", "3000 ft"))
        return p

    def panel(mode: str, frm: str, to: str, route: list[tuple[str, int]] | None, url: str, scale: tuple[str, str], focus: str = "") -> Page:
        p = Page("OpenStreetMap", url, 30)
        chrome(p)
        p.e(0, "combobox", "", k="mode", p=f"hasPopup='menu', expanded=False, value={mode!r}")
        p.e(0, "textbox", "From", k="from", p=f"required=False, value={frm!r}" + (", focused" if focus == "from" else ""))
        p.e(0, "textbox", "To", k="to", p=f"required=False, value={to!r}" + (", focused" if focus == "to" else ""))
        p.e(0, "button", "Reverse Directions", k="rev")
        p.e(0, "button", "Go", k="go")
        p.e(0, "button", "Close")
        if route:
            p.e(0, "heading", "Directions")
            dist = sum(m for _, m in route)
            mins = {1600: 4, 1040: 5, 1070: 5}[dist]
            p.t(0, f"Distance: {dist / 1000:.1f}km. Time: 0:{mins:02d}.")
            p.e(0, "table", "")
            for i, (step, m) in enumerate(route, 1):
                p.e(1, "row", "")
                p.e(2, "cell", "")
                p.e(2, "cell", f"{i}. {step}")
                p.e(2, "cell", f"{m}m" if m else "")
            p.t(0, "Directions courtesy of ")
            p.e(0, "link", "OSRM (FOSSGIS)")
        mapctl(p, scale)
        return p

    r1 = "route=40.4443%2C-79.9436%3B40.4393%2C-79.9478"
    r2 = "route=40.4393%2C-79.9478%3B40.4443%2C-79.9436"
    s0 = home()
    p1 = panel("Car (OSRM)", "", "", None, f"{base}/directions#map=13/40.4407/-79.9575", ("1 km", "3000 ft"), "from")
    p2 = panel("Car (OSRM)", "Carnegie Mellon University", "", None, f"{base}/directions#map=13/40.4407/-79.9575", ("1 km", "3000 ft"), "from")
    p3 = panel("Car (OSRM)", "Carnegie Mellon University", "Phipps Conservatory", None, f"{base}/directions#map=13/40.4407/-79.9575", ("1 km", "3000 ft"), "to")
    p4 = panel("Car (OSRM)", cmu, phipps, car, f"{base}/directions?engine=fossgis_osrm_car&{r1}#map=16/40.4418/-79.9457", ("100 m", "500 ft"))
    p5 = panel("Bicycle (OSRM)", cmu, phipps, bike, f"{base}/directions?engine=fossgis_osrm_bike&{r1}#map=16/40.4418/-79.9457", ("100 m", "500 ft"))
    p6 = panel("Bicycle (OSRM)", phipps, cmu, bike_rev, f"{base}/directions?engine=fossgis_osrm_bike&{r2}#map=16/40.4418/-79.9457", ("100 m", "500 ft"))
    p7 = panel("Bicycle (OSRM)", phipps, cmu, bike_rev, f"{base}/directions?engine=fossgis_osrm_bike&{r2}#map=17/40.4418/-79.9457", ("50 m", "200 ft"))
    t = [(click(s0["dir"]), str(p1)), (fill(p1["from"], "Carnegie Mellon University"), str(p2)), (fill(p2["to"], "Phipps Conservatory"), str(p3)),
         (click(p3["go"]), str(p4)), (select(p4["mode"], "Bicycle (OSRM)"), str(p5)), (click(p5["rev"]), str(p6)), (click(p6["Zoom In"]), str(p7))]
    return str(s0), t


# ---------------------------------------------------------------- 10 city bike share (bad: removed card offered again)
def t10() -> Traj:
    base = "https://account.harbourlinebikes.ca"
    visa = ("Visa •••• 4417", "Expires 08/26")
    mc = ("Mastercard •••• 9052", "Expires 11/27")

    def head(p: Page) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "Harbourline Bike Share · Halifax")
        p.e(1, "navigation", "Account")
        for n in ["Overview", "Ride history", "Plans & passes", "Payment methods", "Profile"]:
            p.e(2, "link", n, k=f"nav:{n}")
        p.e(1, "button", "Daniel Okafor", p="hasPopup='menu', expanded=False")

    def foot(p: Page) -> None:
        p.e(0, "contentinfo", "")
        p.t(1, "Member support 902-555-0166 · 7 AM – 11 PM daily · help@harbourlinebikes.ca")
        p.e(1, "link", "System map")
        p.e(1, "link", "Rental agreement")

    def payments(cards: list[tuple[str, str]], default: str, note: str = "", dialog: bool = False) -> Page:
        p = Page("Payment methods · Harbourline Bike Share", f"{base}/account/payment-methods", 500)
        head(p)
        p.e(0, "main", "")
        if note:
            p.e(1, "status", "")
            p.t(2, note)
        p.e(1, "heading", "Payment methods")
        p.t(1, "Ride credit balance: $3.50 (applied automatically at checkout)")
        for name, exp in cards:
            p.e(1, "article", name)
            p.t(2, name, exp)
            if name == default:
                p.t(2, "Default")
            else:
                p.e(2, "button", "Make default", k=f"default:{name}")
            p.e(2, "button", "Remove", k=f"remove:{name}")
        p.e(1, "button", "Add a card")
        if dialog:
            p.e(1, "dialog", "Remove card", p="modal=True")
            p.e(2, "heading", "Remove Visa ending in 4417?")
            p.t(2, "You won't be able to use this card for passes or rides. Past receipts stay in your ride history.")
            p.e(2, "button", "Cancel")
            p.e(2, "button", "Remove card", k="confirm")
        foot(p)
        return p

    def rides() -> Page:
        p = Page("Ride history · Harbourline Bike Share", f"{base}/account/rides", 500)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Ride history")
        p.e(1, "combobox", "Month", p="hasPopup='menu', expanded=False, value='April 2025'")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Date", "From", "To", "Duration", "Bike", "Cost", "Charged to"]:
            p.e(3, "columnheader", h)
        data = [("Apr 22, 5:41 PM", "Spring Garden Rd & Queen St", "Sackville Landing", "18 min", "E-bike 3318", "$3.95", "Visa •••• 4417"),
                ("Apr 22, 8:07 AM", "Sackville Landing", "Spring Garden Rd & Queen St", "21 min", "E-bike 3120", "$4.40", "Visa •••• 4417"),
                ("Apr 17, 6:15 PM", "Halifax Common (Cogswell St)", "Quinpool Rd & Oxford St", "9 min", "Classic 1407", "$1.25", "Ride credit"),
                ("Apr 15, 12:30 PM", "Dalhousie SUB", "Halifax Common (Cogswell St)", "12 min", "Classic 1862", "$1.25", "Visa •••• 4417"),
                ("Apr 9, 7:52 AM", "Quinpool Rd & Oxford St", "Dalhousie SUB", "7 min", "Classic 1133", "$1.25", "Visa •••• 4417"),
                ("Apr 3, 4:48 PM", "Sackville Landing", "Halifax Common (Cogswell St)", "16 min", "E-bike 3044", "$3.65", "Mastercard •••• 9052")]
        for row in data:
            p.e(2, "row", "")
            for c in row:
                p.e(3, "cell", c)
        p.t(1, "April 2025: 6 rides · 83 min · $15.75")
        p.e(1, "link", "Download CSV")
        foot(p)
        return p

    def plans() -> Page:
        p = Page("Plans & passes · Harbourline Bike Share", f"{base}/account/plans", 500)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Plans & passes")
        p.t(1, "Current plan: Pay as you go — $1.25 to unlock + $0.15/min on e-bikes (classic bikes: first 30 min included)")
        for name, price, desc in [("Day pass", "$9.00", "Unlimited 45-minute classic rides for 24 hours"),
                                  ("3-day pass", "$18.00", "Unlimited 45-minute classic rides for 72 hours"),
                                  ("Monthly", "$25.00 / month", "Unlimited 45-minute classic rides, e-bikes $0.10/min"),
                                  ("Annual", "$99.00 / year", "Unlimited 60-minute classic rides, e-bikes $0.10/min")]:
            p.e(1, "article", name)
            p.e(2, "heading", name)
            p.t(2, price, desc)
            p.e(2, "button", f"Buy {name.lower()}", k=name)
        foot(p)
        return p

    def checkout(expanded: bool, options: list[str]) -> Page:
        p = Page("Checkout · Day pass · Harbourline Bike Share", f"{base}/checkout/day-pass", 500)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Checkout: Day pass")
        p.e(1, "table", "")
        for a, b in [("Day pass (24 hours)", "$9.00"), ("HST (15%)", "$1.35"), ("Ride credit", "−$3.50"), ("Total today", "$6.85")]:
            p.e(2, "row", "")
            p.e(3, "cell", a)
            p.e(3, "cell", b)
        p.e(1, "checkbox", "Apply ride credit ($3.50)", p="checked='true'")
        p.e(1, "combobox", "Payment method", k="pm", p=f"hasPopup='listbox', expanded={expanded}, value='Mastercard •••• 9052'" + (", focused" if expanded else ""))
        if expanded:
            p.e(2, "listbox", "")
            for o in options:
                p.e(3, "option", o, p=f"selected={o.startswith('Mastercard')}")
        p.t(1, "Your pass starts as soon as you buy it. Rides over 45 minutes cost $0.15/min.")
        p.e(1, "button", "Purchase $6.85", k="buy")
        p.e(1, "link", "Back to plans")
        foot(p)
        return p

    def bought() -> Page:
        p = Page("Pass purchased · Harbourline Bike Share", f"{base}/checkout/day-pass/complete", 500)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Your day pass is active")
        p.t(1, "Order HBS-250423-22871", "Valid until Apr 24, 2025 2:16 PM ADT",
            "Charged $6.85 to Mastercard •••• 9052 ($9.00 + $1.35 HST − $3.50 ride credit)",
            "Ride credit balance: $0.00",
            "Unlock a bike in the app or enter your member code 48 113 at any station kiosk.")
        p.e(1, "link", "Find a station")
        p.e(1, "link", "Go to Overview")
        foot(p)
        return p

    s0 = payments([visa, mc], visa[0])
    p1 = payments([visa, mc], mc[0], "Mastercard ending in 9052 is now your default payment method.")
    p2 = payments([visa, mc], mc[0], "Mastercard ending in 9052 is now your default payment method.", dialog=True)
    p3 = payments([mc], mc[0], "Card removed.")
    p4 = rides()
    p5 = plans()
    p6 = checkout(False, [])
    p7 = checkout(True, ["Mastercard •••• 9052 (default)", "Visa •••• 4417", "+ Add a new card"])
    p8 = checkout(False, [])
    p9 = bought()
    t = [(click(s0[f"default:{mc[0]}"]), str(p1)), (click(p1[f"remove:{visa[0]}"]), str(p2)), (click(p2["confirm"]), str(p3)),
         (click(p3["nav:Ride history"]), str(p4)), (click(p4["nav:Plans & passes"]), str(p5)), (click(p5["Day pass"]), str(p6)),
         (click(p6["pm"]), str(p7)), (select(p7["pm"], "Mastercard •••• 9052 (default)"), str(p8)), (click(p8["buy"]), str(p9))]
    return str(s0), t


# ---------------------------------------------------------------- 11 Wikipedia via Kiwix (clean)
def t11() -> Traj:
    base = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A"

    def top(p: Page, typed: str = "", focus: bool = False) -> None:
        p.e(0, "link", "Go to welcome page")
        p.e(1, "button", "🏠")
        p.e(0, "link", "Go to the main page of 'Wikipedia'")
        p.e(1, "button", "Wikipedia")
        p.e(0, "textbox", "Search 'Wikipedia'", k="search", p="required=False" + (f", value={typed!r}" if typed else "") + (", focused" if focus else ""))
        p.e(0, "link", "Go to a randomly selected page")
        p.e(1, "button", "🎲")

    def infobox(p: Page, rows: list[tuple[str, str]]) -> None:
        p.e(0, "table", "")
        for a, b in rows:
            p.e(1, "row", "")
            p.e(2, "rowheader", a)
            p.e(2, "cell", b)

    def pittsburgh(typed: str = "", focus: bool = False) -> Page:
        p = Page("Pittsburgh", f"{base}/Pittsburgh", 1)
        top(p, typed, focus)
        p.e(0, "heading", "Pittsburgh")
        p.t(0, "City in Pennsylvania, United States")
        infobox(p, [("Country", "United States"), ("State", "Pennsylvania"), ("County", "Allegheny"), ("Founded", "November 25, 1758"),
                    ("Incorporated (city)", "March 18, 1816"), ("Named for", "William Pitt, 1st Earl of Chatham"), ("Mayor", "Ed Gainey (D)"),
                    ("Area • City", "58.35 sq mi (151.11 km2)"), ("• Land", "55.38 sq mi (143.42 km2)"), ("• Water", "2.97 sq mi (7.69 km2)"),
                    ("Elevation", "1,223 ft (373 m)"), ("Population (2020) • City", "302,971"), ("• Rank", "68th in the United States 2nd in Pennsylvania"),
                    ("• Density", "5,471/sq mi (2,112/km2)"), ("• Metro", "2,370,930 (US: 26th)"), ("Demonym", "Pittsburgher"),
                    ("Time zone", "UTC−05:00 (EST)"), ("ZIP Codes", "152XX"), ("Area codes", "412, 878")])
        p.t(0, "Pittsburgh is a city in the Commonwealth of Pennsylvania, United States, and the county seat of ")
        p.e(0, "link", "Allegheny County", k="allegheny")
        p.t(0, ". It is the most populous city in both Allegheny County and Western Pennsylvania, the second-most populous city in Pennsylvania behind Philadelphia, and the 68th-largest city in the U.S. with a population of 302,971 as of the 2020 census. The city anchors the ")
        p.e(0, "link", "Pittsburgh metropolitan area")
        p.t(0, " of Western Pennsylvania, which had a population of 2.37 million residents and is the largest metropolitan area in both the Ohio Valley and Appalachia, the second-largest in Pennsylvania, and the 26th-largest in the U.S.")
        p.t(0, "Pittsburgh is located in the southwest of the state, at the confluence of the Allegheny River and Monongahela River, which combine to form the Ohio River. It is known as both \"the Steel City\" for its more than 300 steel-related businesses and as the \"City of Bridges\" for its 446 bridges.")
        p.e(0, "heading", "Contents")
        for i, sec in enumerate(["History", "Geography", "Demographics", "Economy", "Arts and culture", "Sports", "Government and politics", "Education", "Transportation", "See also"], 1):
            p.e(1, "link", f"{i} {sec}")
        return p

    def allegheny() -> Page:
        p = Page("Allegheny County, Pennsylvania", f"{base}/Allegheny_County%2C_Pennsylvania", 1)
        top(p)
        p.e(0, "heading", "Allegheny County, Pennsylvania")
        p.t(0, "County in Pennsylvania, United States")
        infobox(p, [("Country", "United States"), ("State", "Pennsylvania"), ("Founded", "September 24, 1788"), ("Named for", "Allegheny River"),
                    ("Seat", "Pittsburgh"), ("Largest city", "Pittsburgh"), ("Area • Total", "745 sq mi (1,930 km2)"), ("• Land", "730 sq mi (1,900 km2)"),
                    ("• Water", "14 sq mi (40 km2) 1.9%"), ("Population (2020) • Total", "1,250,578"), ("• Density", "1,713/sq mi (661/km2)"),
                    ("Congressional districts", "12th, 17th"), ("Time zone", "UTC−5 (Eastern)"), ("Website", "www.alleghenycounty.us")])
        p.t(0, "Allegheny County is located in the southwest of the U.S. state of Pennsylvania. As of the 2020 census, the population was 1,250,578, making it the state's second-most populous county, following Philadelphia County. Its county seat and most populous city is ")
        p.e(0, "link", "Pittsburgh")
        p.t(0, ". Allegheny County is included in the Pittsburgh, PA Metropolitan Statistical Area, and in the Pittsburgh Designated Market Area.")
        p.e(0, "heading", "Contents")
        for i, sec in enumerate(["Etymology", "History", "Geography", "Demographics", "Government and politics", "Education", "Communities", "See also"], 1):
            p.e(1, "link", f"{i} {sec}")
        return p

    def results() -> Page:
        q = "Pittsburgh metropolitan area"
        p = Page(f"Search: {q}", "http://localhost:8888/search?content=wikipedia_en_all_maxi_2022-05&pattern=Pittsburgh+metropolitan+area", 1)
        top(p, q)
        p.e(0, "heading", f"Results 1-25 of 3,418 for \"{q}\"")
        for ttl, snip, words in [("Pittsburgh metropolitan area", "...The Pittsburgh metropolitan area, also known as Greater Pittsburgh, is the metropolitan area surrounding the city of Pittsburgh in Western Pennsylvania...", "2,871"),
                                 ("Pittsburgh", "...The city anchors the Pittsburgh metropolitan area of Western Pennsylvania, which had a population of 2.37 million residents...", "24,905"),
                                 ("Allegheny County, Pennsylvania", "...Allegheny County is included in the Pittsburgh, PA Metropolitan Statistical Area...", "6,112"),
                                 ("Pittsburgh Regional Transit", "...the public transit agency for Allegheny County and the Pittsburgh metropolitan area...", "3,940"),
                                 ("Westmoreland County, Pennsylvania", "...Westmoreland County is included in the Pittsburgh metropolitan area...", "4,466"),
                                 ("Media in Pittsburgh", "...the Pittsburgh metropolitan area is served by...", "2,077")]:
            p.e(0, "link", ttl, k=ttl)
            p.t(0, snip, f"{words} words")
        p.e(0, "link", "2")
        p.e(0, "link", "3")
        p.e(0, "link", "▶")
        return p

    def metro() -> Page:
        p = Page("Pittsburgh metropolitan area", f"{base}/Pittsburgh_metropolitan_area", 1)
        top(p)
        p.e(0, "heading", "Pittsburgh metropolitan area")
        p.t(0, "Metropolitan area in Pennsylvania, United States")
        infobox(p, [("Country", "United States"), ("State", "Pennsylvania"), ("Largest city", "Pittsburgh"),
                    ("Population (2020) • MSA", "2,370,930 (26th)"), ("• CSA", "2,767,801 (22nd)"), ("Area • MSA", "5,343 sq mi (13,840 km2)")])
        p.t(0, "The Pittsburgh metropolitan area, also known as Greater Pittsburgh, is the metropolitan area surrounding the city of ")
        p.e(0, "link", "Pittsburgh", k="pgh")
        p.t(0, " in Western Pennsylvania. The Pittsburgh, PA Metropolitan Statistical Area comprises seven counties, with a 2020 census population of 2,370,930.")
        p.e(0, "heading", "Counties")
        p.e(0, "table", "")
        p.e(1, "row", "")
        for h in ["County", "2020 census", "2010 census"]:
            p.e(2, "columnheader", h)
        for c, a, b in [("Allegheny", "1,250,578", "1,223,348"), ("Armstrong", "65,558", "68,941"), ("Beaver", "168,215", "170,539"),
                        ("Butler", "193,763", "183,862"), ("Fayette", "128,804", "136,606"), ("Washington", "209,349", "207,820"),
                        ("Westmoreland", "354,663", "365,169"), ("Total", "2,370,930", "2,356,285")]:
            p.e(1, "row", "")
            for x in [c, a, b]:
                p.e(2, "cell", x)
        p.e(0, "heading", "Historical population")
        p.e(0, "table", "")
        for yr, pop, chg in [("1970", "2,683,385", "—"), ("1980", "2,571,223", "−4.2%"), ("1990", "2,468,289", "−4.0%"),
                             ("2000", "2,431,087", "−1.5%"), ("2010", "2,356,285", "−3.1%"), ("2020", "2,370,930", "+0.6%")]:
            p.e(1, "row", "")
            for x in [yr, pop, chg]:
                p.e(2, "cell", x)
        p.t(0, "Figures are for the present seven-county MSA definition.")
        return p

    s0 = pittsburgh()
    p1 = allegheny()
    p2 = pittsburgh()
    p3 = pittsburgh("Pittsburgh metropolitan area", True)
    p4 = results()
    p5 = metro()
    p6 = pittsburgh()
    t = [(click(s0["allegheny"]), str(p1)), ("go_back()", str(p2)), (fill(p2["search"], "Pittsburgh metropolitan area"), str(p3)),
         (press("Enter"), str(p4)), (click(p4["Pittsburgh metropolitan area"]), str(p5)), (click(p5["pgh"]), str(p6))]
    return str(s0), t


# ---------------------------------------------------------------- 12 property manager maintenance requests (clean)
def t12() -> Traj:
    base = "https://birchwoodresidential.appfolio.com/connect"
    reqs = {"MR-21047": ("Apr 24, 2025", "Appliances", "Dishwasher not draining, standing water after cycle"),
            "MR-20931": ("Apr 19, 2025", "Plumbing", "Kitchen sink leaking under cabinet"),
            "MR-20588": ("Mar 27, 2025", "Doors & Windows", "Bedroom window won't latch"),
            "MR-20102": ("Feb 11, 2025", "Heating", "Radiator in living room cold")}
    desc = reqs["MR-21047"][2]

    def head(p: Page) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "Birchwood Residential")
        p.t(1, "418 Alder St, Unit 3B · Portland, OR 97209")
        p.e(1, "navigation", "")
        for n in ["Home", "Payments", "Maintenance", "Documents", "Messages"]:
            p.e(2, "link", n, k=f"nav:{n}")
        p.e(1, "button", "Sam Ortega", p="hasPopup='menu', expanded=False")

    def foot(p: Page) -> None:
        p.e(0, "contentinfo", "")
        p.t(1, "Maintenance emergencies (flooding, no heat, gas smell): call (971) 555-0134, 24/7.")

    def listing(status: dict[str, str]) -> Page:
        p = Page("Maintenance · Birchwood Residential", f"{base}/maintenance", 200)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Maintenance requests")
        p.e(1, "button", "New request", k="new")
        n_open = sum(1 for s in status.values() if s in ("Submitted", "Assigned", "Scheduled"))
        p.t(1, f"Open requests ({n_open})")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Request", "Submitted", "Category", "Description", "Status"]:
            p.e(3, "columnheader", h)
        for rid in [r for r in reqs if r in status]:
            d, cat, ds = reqs[rid]
            p.e(2, "row", "")
            p.e(3, "cell", "")
            p.e(4, "link", rid, k=rid)
            for c in [d, cat, ds, status[rid]]:
                p.e(3, "cell", c)
        foot(p)
        return p

    def form(cat: str, text: str, enter: str, focus: str = "") -> Page:
        p = Page("New maintenance request · Birchwood Residential", f"{base}/maintenance/new", 200)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "New maintenance request")
        p.e(1, "combobox", "Category", k="cat", p=f"hasPopup='menu', expanded=False, value={cat!r}")
        p.e(1, "textbox", "Describe the problem", k="desc", p="multiline=True, required=True" + (f", value={text!r}" if text else "") + (", focused" if focus == "desc" else ""))
        p.e(1, "radiogroup", "Permission to enter")
        p.e(2, "radio", "Yes, a technician may enter if I'm not home", k="yes", p=f"checked={'true' if enter == 'yes' else 'false'!r}" + (", focused" if focus == "yes" else ""))
        p.e(2, "radio", "No, call me to schedule", p=f"checked={'true' if enter == 'no' else 'false'!r}")
        p.e(1, "checkbox", "There are pets in the unit", p="checked='true'")
        p.e(1, "textbox", "Pet details", p="required=False, value='One cat (indoor), friendly'")
        p.e(1, "button", "Add photos")
        p.e(1, "button", "Submit request", k="submit")
        p.e(1, "link", "Cancel")
        foot(p)
        return p

    def submitted() -> Page:
        p = Page("Request submitted · Birchwood Residential", f"{base}/maintenance/MR-21047", 200)
        head(p)
        p.e(0, "main", "")
        p.e(1, "alert", "")
        p.t(2, "Request #MR-21047 submitted. We'll text you at (503) 555-0188 when it's assigned.")
        p.e(1, "heading", "MR-21047 · Appliances")
        for a, b in [("Status", "Submitted"), ("Submitted", "Apr 24, 2025 9:14 AM"), ("Unit", "418 Alder St, Unit 3B"),
                     ("Description", desc), ("Permission to enter", "Yes"), ("Pets", "One cat (indoor), friendly")]:
            p.t(1, a, b)
        p.e(1, "link", "Back to maintenance")
        foot(p)
        return p

    def detail(canceled: bool, dialog: bool = False) -> Page:
        p = Page("MR-20931 · Birchwood Residential", f"{base}/maintenance/MR-20931", 200)
        head(p)
        p.e(0, "main", "")
        if canceled:
            p.e(1, "alert", "")
            p.t(2, "Request MR-20931 was canceled.")
        p.e(1, "heading", "MR-20931 · Plumbing")
        for a, b in [("Status", "Canceled" if canceled else "Assigned"), ("Submitted", "Apr 19, 2025 6:52 PM"), ("Unit", "418 Alder St, Unit 3B"),
                     ("Description", "Kitchen sink leaking under cabinet. Slow drip from the trap, bucket underneath."),
                     ("Technician", "—" if canceled else "Ray Delgado (Birchwood Maintenance)"),
                     ("Scheduled visit", "—" if canceled else "Fri, Apr 25, 2025 · 8:00 AM – 12:00 PM")]:
            p.t(1, a, b)
        p.e(1, "heading", "Activity")
        p.e(1, "list", "")
        log = [("Apr 19, 2025 6:52 PM", "Request submitted by you"), ("Apr 20, 2025 8:15 AM", "Assigned to Ray Delgado"),
               ("Apr 20, 2025 8:16 AM", "Visit scheduled for Fri, Apr 25, 8:00 AM – 12:00 PM"),
               ("Apr 21, 2025 5:30 PM", "Ray Delgado: Parts ordered (P-trap 1-1/2\"). Will bring on the 25th.")]
        if canceled:
            log.append(("Apr 24, 2025 9:17 AM", "Canceled by you: Tightened the slip nut myself, leak stopped."))
        for when, what in log:
            p.e(2, "listitem", "")
            p.t(3, when, what)
        if not canceled:
            p.e(1, "button", "Cancel request", k="cancel")
        p.e(1, "textbox", "Add a comment", p="multiline=True, required=False")
        p.e(1, "button", "Post comment")
        p.e(1, "link", "Back to maintenance")
        if dialog:
            p.e(1, "dialog", "Cancel request MR-20931?", p="modal=True")
            p.e(2, "textbox", "Reason (optional)", p="required=False, value='Tightened the slip nut myself, leak stopped.'")
            p.e(2, "button", "Keep request")
            p.e(2, "button", "Yes, cancel request", k="yes")
        foot(p)
        return p

    st0 = {"MR-20931": "Assigned", "MR-20588": "Completed", "MR-20102": "Completed"}
    st1 = {"MR-21047": "Submitted", **st0}
    st2 = dict(st1, **{"MR-20931": "Canceled"})
    s0 = listing(st0)
    p1 = form("Select a category", "", "")
    p2 = form("Appliances", "", "")
    p3 = form("Appliances", desc, "", "desc")
    p4 = form("Appliances", desc, "yes", "yes")
    p5 = submitted()
    p6 = listing(st1)
    p7 = detail(False)
    p8 = detail(False, True)
    p9 = detail(True)
    p10 = listing(st2)
    t = [(click(s0["new"]), str(p1)), (select(p1["cat"], "Appliances"), str(p2)), (fill(p2["desc"], desc), str(p3)),
         (click(p3["yes"]), str(p4)), (click(p4["submit"]), str(p5)), (click(p5["nav:Maintenance"]), str(p6)),
         (click(p6["MR-20931"]), str(p7)), (click(p7["cancel"]), str(p8)),
         (click(p8["yes"]), str(p9)), (click(p9["nav:Maintenance"]), str(p10))]
    return str(s0), t


# ---------------------------------------------------------------- 13 Trello (bad: renamed list offered under its old name)
def t13() -> Traj:
    url = "https://trello.com/b/Qm7ZxK2p/website-relaunch-q2"
    lists = {"Backlog": [("Write alt text for team photos", "Checklist 2/4", "NR"), ("Audit 301 redirects from old blog", "Due Apr 30", "JT"),
                         ("Add cookie consent banner (EU)", "2 comments", "NR"), ("Compress PDF case studies", "", ""),
                         ("Footer links: update careers URL", "", "MK")],
             "In Progress": [("Rebuild pricing page in Next.js", "Checklist 5/9", "JT"), ("Migrate blog posts to MDX", "Checklist 42/118", "MK"),
                             ("Set up Plausible analytics", "Due Apr 25", "NR")],
             "QA Review": [("Fix hero image LCP on mobile", "3 comments", "JT"), ("Contact form: validate phone field", "Due Apr 24", "MK")],
             "Done": [("New logo files in Figma", "", "MK"), ("DNS cutover plan", "", "JT"), ("Staging environment on Vercel", "", "JT"),
                      ("Content inventory spreadsheet", "", "NR"), ("Choose CMS (Sanity)", "", "NR"), ("Kickoff meeting notes", "", "MK")]}

    def board(names: dict[str, str], editing: str = "", typed: str = "") -> Page:
        p = Page("Website Relaunch Q2 | Trello", url, 1200)
        p.e(0, "navigation", "")
        p.e(1, "link", "Back to home")
        p.e(1, "button", "Workspaces", p="hasPopup='menu', expanded=False")
        p.e(1, "button", "Recent", p="hasPopup='menu', expanded=False")
        p.e(1, "button", "Starred", p="hasPopup='menu', expanded=False")
        p.e(1, "button", "Create")
        p.e(1, "textbox", "Search", p="required=False")
        p.e(1, "button", "Notifications")
        p.e(1, "button", "Open member menu: Nadia Rahman")
        p.e(0, "main", "")
        p.e(1, "heading", "Website Relaunch Q2")
        p.e(1, "button", "Star or unstar board")
        p.e(1, "button", "Change visibility: Workspace visible")
        p.e(1, "button", "Board")
        p.e(1, "button", "Filters")
        p.e(1, "button", "Share")
        p.e(1, "button", "Show menu")
        p.e(1, "list", "Board lists")
        for key, cards in lists.items():
            name = names[key]
            p.e(2, "listitem", "")
            if key == editing:
                p.e(3, "textbox", "List name", k="title", p=f"multiline=True, required=False, value={typed!r}, focused")
            else:
                p.e(3, "heading", name, k=f"title:{key}")
            p.e(3, "button", f"List actions for {name}")
            p.e(3, "list", "")
            for title, badge, who in cards:
                p.e(4, "listitem", "")
                p.e(5, "link", title, k=title)
                if badge:
                    p.t(5, badge)
                if who:
                    p.e(5, "button", who)
            p.e(3, "button", "Add a card")
        p.e(2, "button", "Add another list")
        return p

    def card(popover: bool) -> Page:
        p = Page("Write alt text for team photos on Website Relaunch Q2 | Trello", "https://trello.com/c/Vd3r81Lq/14-write-alt-text-for-team-photos", 1200)
        p.e(0, "dialog", "Write alt text for team photos", p="modal=True")
        p.e(1, "heading", "Write alt text for team photos")
        p.t(1, "in list ")
        p.e(1, "button", "Backlog")
        p.e(1, "heading", "Members")
        p.e(1, "button", "Nadia Rahman (NR)")
        p.e(1, "heading", "Labels")
        p.e(1, "button", "Color: green, title: “Accessibility”")
        p.e(1, "heading", "Description")
        p.t(1, "All 14 photos on /about/team need descriptive alt text. Copy from the HR bios where possible; keep it under 125 characters.")
        p.e(1, "heading", "Photos")
        p.t(1, "50%")
        for item, done in [("Leadership (4)", True), ("Design (3)", True), ("Engineering (5)", False), ("Sales (2)", False)]:
            p.e(1, "checkbox", item, p=f"checked={'true' if done else 'false'!r}")
        p.e(1, "button", "Add an item")
        p.e(1, "heading", "Activity")
        p.e(1, "textbox", "Write a comment…", p="required=False")
        p.t(1, "Jonas Tran added this card to Backlog Apr 2, 2025, 10:14 AM", "Nadia Rahman completed Design (3) on this card Apr 21, 2025, 4:02 PM")
        p.e(1, "heading", "Add to card")
        for b in ["Members", "Labels", "Checklist", "Dates", "Attachment", "Cover"]:
            p.e(1, "button", b)
        p.e(1, "heading", "Actions")
        for b in ["Move", "Copy", "Make template", "Archive", "Share"]:
            p.e(1, "button", b, k=b)
        p.e(1, "button", "Close dialog")
        if popover:
            p.e(0, "dialog", "Move card")
            p.e(1, "heading", "Move card")
            p.t(1, "Select destination")
            p.e(1, "combobox", "Board", p="hasPopup='menu', expanded=False, value='Website Relaunch Q2'")
            p.e(2, "option", "Website Relaunch Q2 (current)", p="selected=True")
            p.e(2, "option", "Brand Refresh 2025", p="selected=False")
            p.e(2, "option", "Ops & Hiring", p="selected=False")
            p.e(1, "combobox", "List", p="hasPopup='menu', expanded=False, value='Backlog'")
            for o in ["Backlog (current)", "In Progress", "QA Review", "Done"]:
                p.e(2, "option", o, p=f"selected={o.startswith('Backlog')}")
            p.e(1, "combobox", "Position", p="hasPopup='menu', expanded=False, value='1'")
            for i in range(1, 6):
                p.e(2, "option", str(i) + (" (current)" if i == 1 else ""), p=f"selected={i == 1}")
            p.e(1, "button", "Move")
            p.e(1, "button", "Close popover")
        return p

    n0 = {k: k for k in lists}
    n1 = dict(n0, **{"QA Review": "Ready for QA"})
    s0 = board(n0)
    p1 = board(n0, "QA Review", "QA Review")
    p2 = board(n0, "QA Review", "Ready for QA")
    p3 = board(n1)
    p4 = card(False)
    p5 = card(True)
    p6 = card(False)
    t = [(click(s0["title:QA Review"]), str(p1)), (fill(p1["title"], "Ready for QA"), str(p2)), (press("Enter"), str(p3)),
         (click(p3["Write alt text for team photos"]), str(p4)), (click(p4["Move"]), str(p5)), (press("Escape"), str(p6))]
    return str(s0), t


# ---------------------------------------------------------------- 14 school parent portal (bad: receipt message dated before the report)
def t14() -> Traj:
    base = "https://parentvue.westbrookusd.org/PXP2"
    courses = [("1", "Math 7", "Daniel Alvarez", "B112"), ("2", "English 7", "Laura Fenwick", "A204"), ("3", "Life Science", "Priya Natarajan", "C018"),
               ("4", "World History", "Marcus Bell", "A110"), ("5", "Physical Education", "Tess Okoro", "GYM"), ("6", "Spanish I", "Rosa Iglesias", "B207")]
    math = {"Tests (50%)": [("Unit 4 Test", "Mar 21, 2025", 44, 50), ("Unit 5 Test", "Apr 17, 2025", 41, 50)],
            "Quizzes (30%)": [("Quiz 4.2", "Mar 12, 2025", 18, 20), ("Quiz 5.1", "Apr 2, 2025", 17, 20), ("Quiz 5.3", "Apr 11, 2025", 19, 20)],
            "Homework (20%)": [("HW 5.1", "Apr 1, 2025", 10, 10), ("HW 5.2", "Apr 3, 2025", 9, 10), ("HW 5.3", "Apr 8, 2025", 10, 10),
                               ("HW 5.4", "Apr 10, 2025", 10, 10), ("HW 5.5", "Apr 15, 2025", 8, 10)]}
    cat_pct = {c: 100 * sum(a[2] for a in v) / sum(a[3] for a in v) for c, v in math.items()}
    math_pct = 0.5 * cat_pct["Tests (50%)"] + 0.3 * cat_pct["Quizzes (30%)"] + 0.2 * cat_pct["Homework (20%)"]
    marks = {"Math 7": ("B+", math_pct), "English 7": ("A-", 91.2), "Life Science": ("B", 85.0), "World History": ("A", 94.6),
             "Physical Education": ("A", 98.0), "Spanish I": ("B+", 87.9)}

    def head(p: Page, unread: int) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "Westbrook Unified School District · ParentVUE")
        p.e(1, "combobox", "Student", p="hasPopup='menu', expanded=False, value='Maya Chen · Grade 7 · Westbrook Middle School'")
        p.e(1, "button", "Helen Chen", p="hasPopup='menu', expanded=False")
        p.e(0, "navigation", "")
        for n in ["Home", "Grade Book", "Attendance", "Class Schedule", "Messages" + (f" ({unread})" if unread else ""), "School Information", "Sign Out"]:
            p.e(1, "link", n, k=f"nav:{n.split(' (')[0]}")

    def foot(p: Page) -> None:
        p.e(0, "contentinfo", "")
        p.t(1, "Westbrook Middle School · 2200 Larch Ave, Sacramento, CA 95818 · Attendance line (916) 555-0121")

    def home(unread: int) -> Page:
        p = Page("ParentVUE - Home", f"{base}/Home_PXP2.aspx", 800)
        head(p, unread)
        p.e(0, "main", "")
        p.e(1, "heading", "Maya Chen")
        p.t(1, "Grade 7 · Student ID 2031487 · Counselor: Ms. Angela Ruiz")
        p.e(1, "heading", "Grades at a glance (Semester 2, in progress)")
        p.e(1, "table", "")
        for per, c, _, _ in courses:
            mk, pct = marks[c]
            p.e(2, "row", "")
            for x in [f"Period {per}", c, mk, f"{pct:.1f}%"]:
                p.e(3, "cell", x)
        p.e(1, "heading", "Announcements")
        p.e(1, "list", "")
        for a in ["Spring Open House — Wed, Apr 30, 6:00–7:30 PM, main gym", "CAASPP testing for grade 7: May 6–9, please avoid scheduling appointments",
                  "Yearbook orders close Fri, May 2"]:
            p.e(2, "listitem", "")
            p.t(3, a)
        foot(p)
        return p

    def gradebook(unread: int) -> Page:
        p = Page("ParentVUE - Grade Book", f"{base}/PXP2_GradeBook.aspx", 800)
        head(p, unread)
        p.e(0, "main", "")
        p.e(1, "heading", "Grade Book")
        p.e(1, "combobox", "Grading period", p="hasPopup='menu', expanded=False, value='Semester 2 (Jan 21 – Jun 11)'")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Period", "Course", "Teacher", "Room", "Mark", "%"]:
            p.e(3, "columnheader", h)
        for per, c, tch, room in courses:
            mk, pct = marks[c]
            p.e(2, "row", "")
            p.e(3, "cell", per)
            p.e(3, "cell", "")
            p.e(4, "link", c, k=c)
            for x in [tch, room, mk, f"{pct:.1f}%"]:
                p.e(3, "cell", x)
        p.t(1, "Last updated by teachers: Apr 23, 2025 4:55 PM")
        foot(p)
        return p

    def mathpage(unread: int) -> Page:
        p = Page("ParentVUE - Math 7", f"{base}/PXP2_GradeBook.aspx?course=MATH7-01", 800)
        head(p, unread)
        p.e(0, "main", "")
        p.e(1, "heading", "Math 7 · Period 1 · Daniel Alvarez")
        p.t(1, f"Semester 2 mark: B+ ({math_pct:.1f}%)")
        p.e(1, "table", "Category summary")
        p.e(2, "row", "")
        for h in ["Category", "Points", "Percent", "Weight"]:
            p.e(3, "columnheader", h)
        for c, v in math.items():
            p.e(2, "row", "")
            for x in [c.split(" (")[0], f"{sum(a[2] for a in v)}/{sum(a[3] for a in v)}", f"{cat_pct[c]:.1f}%", c.split("(")[1].rstrip(")")]:
                p.e(3, "cell", x)
        p.e(1, "table", "Assignments")
        p.e(2, "row", "")
        for h in ["Date", "Assignment", "Category", "Score"]:
            p.e(3, "columnheader", h)
        rows = sorted(((d, n, c.split(" (")[0], f"{s}/{m}") for c, v in math.items() for n, d, s, m in v),
                      key=lambda r: (int(r[0].split()[1].rstrip(",")) + (100 if r[0].startswith("Apr") else 0)), reverse=True)
        for r in rows:
            p.e(2, "row", "")
            for x in r:
                p.e(3, "cell", x)
        foot(p)
        return p

    log0 = [("Apr 8, 2025", "Tardy", "Period 1", "Excused — doctor's note"), ("Mar 14, 2025", "Absent", "Full day", "Excused — illness"),
            ("Feb 3, 2025", "Absent", "Half day (PM)", "Excused — appointment")]

    def attendance(unread: int, log: list[tuple[str, str, str, str]], note: str = "") -> Page:
        p = Page("ParentVUE - Attendance", f"{base}/PXP2_Attendance.aspx", 800)
        head(p, unread)
        p.e(0, "main", "")
        if note:
            p.e(1, "alert", "")
            p.t(2, note)
        p.e(1, "heading", "Attendance")
        p.t(1, "School year 2024–25 · Days absent: 1.5 · Tardies: 1 · Attendance rate 99.0%")
        p.e(1, "button", "Report an absence", k="report")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Date", "Type", "Periods", "Status"]:
            p.e(3, "columnheader", h)
        for row in log:
            p.e(2, "row", "")
            for x in row:
                p.e(3, "cell", x)
        foot(p)
        return p

    def report(date: str, reason: str, note: str, focus: str = "") -> Page:
        p = Page("ParentVUE - Report an Absence", f"{base}/PXP2_Attendance.aspx?action=report", 800)
        head(p, 1)
        p.e(0, "main", "")
        p.e(1, "heading", "Report an absence for Maya Chen")
        p.e(1, "textbox", "Date (mm/dd/yyyy)", k="date", p="required=True" + (f", value={date!r}" if date else "") + (", focused" if focus == "date" else ""))
        p.e(1, "radiogroup", "Absence type")
        p.e(2, "radio", "Full day", p="checked='true'")
        p.e(2, "radio", "Partial day", p="checked='false'")
        p.e(1, "combobox", "Reason", k="reason", p=f"hasPopup='menu', expanded=False, value={reason!r}")
        p.e(1, "textbox", "Note to attendance office", k="note", p="multiline=True, required=False" + (f", value={note!r}" if note else "") + (", focused" if focus == "note" else ""))
        p.t(1, "Reports submitted before 9:00 AM on the day of the absence do not generate an automated phone call.")
        p.e(1, "button", "Submit", k="submit")
        p.e(1, "link", "Cancel")
        foot(p)
        return p

    def messages() -> Page:
        p = Page("ParentVUE - Messages", f"{base}/PXP2_Messages.aspx", 800)
        head(p, 2)
        p.e(0, "main", "")
        p.e(1, "heading", "Messages")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["", "From", "Subject", "Received"]:
            p.e(3, "columnheader", h)
        for unread, frm, subj, when in [(True, "Westbrook Attendance Office", "Absence report ATT-558120 received for Maya Chen (04/25/2025)", "Apr 24, 2025 7:36 AM"),
                                        (True, "Daniel Alvarez", "Unit 6 test moved to Tue 4/29", "Apr 22, 2025 3:18 PM"),
                                        (False, "Laura Fenwick", "Field trip permission: Aquarium of the Bay (May 16)", "Apr 18, 2025 10:02 AM"),
                                        (False, "Westbrook Middle School", "Spring Open House on April 30", "Apr 15, 2025 1:00 PM"),
                                        (False, "Priya Natarajan", "Science fair projects due Friday", "Apr 9, 2025 8:41 AM")]:
            p.e(2, "row", "")
            p.e(3, "cell", "Unread" if unread else "")
            p.e(3, "cell", frm)
            p.e(3, "cell", "")
            p.e(4, "link", subj)
            p.e(3, "cell", when)
        p.t(1, "5 messages · 2 unread")
        foot(p)
        return p

    def school() -> Page:
        p = Page("ParentVUE - School Information", f"{base}/PXP2_SchoolInformation.aspx", 800)
        head(p, 2)
        p.e(0, "main", "")
        p.e(1, "heading", "Westbrook Middle School")
        for a, b in [("Principal", "Dr. Keisha Monroe"), ("Address", "2200 Larch Ave, Sacramento, CA 95818"), ("Main office", "(916) 555-0120"),
                     ("Attendance line", "(916) 555-0121"), ("School hours", "8:10 AM – 2:55 PM (Wednesdays 1:25 PM)"),
                     ("Website", "westbrookms.westbrookusd.org")]:
            p.t(1, a, b)
        p.e(1, "table", "Staff")
        for n, r, e in [("Angela Ruiz", "Counselor (A–L)", "aruiz@westbrookusd.org"), ("Daniel Alvarez", "Math", "dalvarez@westbrookusd.org"),
                        ("Laura Fenwick", "English", "lfenwick@westbrookusd.org"), ("Priya Natarajan", "Science", "pnatarajan@westbrookusd.org")]:
            p.e(2, "row", "")
            for x in [n, r, e]:
                p.e(3, "cell", x)
        foot(p)
        return p

    def signed_out() -> Page:
        p = Page("ParentVUE - Login", "https://parentvue.westbrookusd.org/PXP2_Login.aspx?Logout=1", 800)
        p.e(0, "img", "Westbrook Unified School District")
        p.e(0, "status", "")
        p.t(1, "You have been signed out.")
        p.e(0, "textbox", "User Name", p="required=True")
        p.e(0, "textbox", "Password", p="required=True")
        p.e(0, "button", "Log In")
        p.e(0, "link", "Forgot Password?")
        p.e(0, "link", "More Options")
        return p

    note = "Allergist appointment in the morning, then a follow-up. She will be back Monday."
    s0 = home(1)
    p1 = gradebook(1)
    p2 = mathpage(1)
    p3 = attendance(1, log0)
    p4 = report("", "Select a reason", "")
    p5 = report("04/25/2025", "Select a reason", "", "date")
    p6 = report("04/25/2025", "Medical appointment", "")
    p7 = report("04/25/2025", "Medical appointment", note, "note")
    p8 = attendance(2, [("Apr 25, 2025", "Absent", "Full day", "Reported by parent — pending verification")] + log0,
                    "Absence report submitted. Reference ATT-558120 · Apr 24, 2025 7:42 AM")
    p9 = messages()
    p10 = home(2)
    p11 = school()
    p12 = signed_out()
    t = [(click(s0["nav:Grade Book"]), str(p1)), (click(p1["Math 7"]), str(p2)), (click(p2["nav:Attendance"]), str(p3)),
         (click(p3["report"]), str(p4)), (fill(p4["date"], "04/25/2025"), str(p5)), (select(p5["reason"], "Medical appointment"), str(p6)),
         (fill(p6["note"], note), str(p7)), (click(p7["submit"]), str(p8)), (click(p8["nav:Messages"]), str(p9)),
         (click(p9["nav:Home"]), str(p10)), (click(p10["nav:School Information"]), str(p11)), (click(p11["nav:Sign Out"]), str(p12))]
    return str(s0), t


# ---------------------------------------------------------------- 15 Jira (clean)
def t15() -> Traj:
    board_url = "https://northwind.atlassian.net/jira/software/projects/PAY/boards/12"
    cols0 = {"TO DO": [("PAY-219", "Add idempotency keys to refund endpoint", "Story", "5", ""), ("PAY-224", "Reconciliation job fails on DST boundary", "Bug", "3", "Jonas Tran"),
                       ("PAY-227", "Upgrade Stripe SDK to v14", "Task", "2", "Mira Kovač"), ("PAY-229", "Dashboard: show payout fees separately", "Story", "3", "")],
             "IN PROGRESS": [("PAY-212", "3DS2 challenge flow for EU cards", "Story", "8", "Nadia Rahman"), ("PAY-216", "Webhook signature rotation", "Task", "3", "Jonas Tran"),
                             ("PAY-221", "Flaky test: settlement_batch_spec", "Bug", "1", "Mira Kovač")],
             "IN REVIEW": [("PAY-208", "Currency rounding for JPY payouts", "Bug", "2", "Nadia Rahman")],
             "DONE": [("PAY-201", "Retry failed payouts nightly", "Story", "5", "Jonas Tran"), ("PAY-203", "Log PSP latency per region", "Task", "2", "Mira Kovač"),
                      ("PAY-205", "Remove legacy PayPal IPN handler", "Task", "1", "Nadia Rahman"), ("PAY-209", "Ledger export to S3 in Parquet", "Story", "5", "Jonas Tran"),
                      ("PAY-214", "Alert on chargeback spike", "Task", "2", "Mira Kovač")]}
    summary = "Retry webhook delivery on 502 from acquirer"

    def top(p: Page) -> None:
        p.e(0, "link", "Skip to: Main content")
        p.e(0, "navigation", "")
        p.e(1, "link", "Go to your Jira homepage")
        for n in ["Your work", "Projects", "Filters", "Dashboards", "Teams", "Apps"]:
            p.e(1, "button", n, p="expanded=False")
        p.e(1, "button", "Create", k="create")
        p.e(1, "textbox", "Search", p="required=False")
        p.e(1, "button", "Notifications")
        p.e(1, "button", "Help")
        p.e(1, "button", "Settings")
        p.e(1, "button", "Your profile and settings: Nadia Rahman")

    def board(cols: dict[str, list[tuple[str, str, str, str, str]]], flag: str = "") -> Page:
        p = Page("PAY board - Agile Board - Jira", board_url, 2000)
        top(p)
        p.e(0, "navigation", "Project sidebar")
        p.e(1, "link", "Payments Platform Software project")
        for n in ["Timeline", "Backlog", "Board", "Reports", "Issues", "Components", "Code", "Releases", "Project pages", "Project settings"]:
            p.e(1, "link", n, p="focused" if n == "Board" else "")
        p.e(0, "main", "")
        p.e(1, "navigation", "Breadcrumbs")
        p.e(2, "link", "Projects")
        p.e(2, "link", "Payments Platform")
        p.e(1, "heading", "PAY Sprint 14")
        p.t(1, "7 days remaining")
        p.e(1, "button", "Complete sprint")
        p.e(1, "textbox", "Search this board", p="required=False")
        p.e(1, "button", "Epic", p="expanded=False")
        p.e(1, "button", "Type", p="expanded=False")
        p.e(1, "button", "Group by None", p="expanded=False")
        for col, cards in cols.items():
            p.e(1, "region", col)
            p.e(2, "heading", f"{col} {len(cards)}")
            for key, summ, typ, pts, who in cards:
                p.e(2, "button", f"{key} {summ}", k=key)
                p.t(3, summ, typ, key, *([pts] if pts else []))
                if who:
                    p.e(3, "img", f"Assignee: {who}")
                else:
                    p.t(3, "Unassigned")
            if col == "TO DO":
                p.e(2, "button", "Create issue")
        if flag:
            p.e(0, "region", "Flags")
            p.e(1, "alert", "")
            p.t(2, flag)
            p.e(2, "link", "View issue")
            p.e(2, "link", "Copy link")
            p.e(2, "button", "Dismiss")
        return p

    def create(text: str) -> Page:
        p = Page("PAY board - Agile Board - Jira", board_url, 2000)
        p.e(0, "dialog", "Create issue", p="modal=True")
        p.e(1, "heading", "Create issue")
        p.t(1, "Required fields are marked with an asterisk *")
        p.e(1, "combobox", "Project", p="hasPopup='listbox', expanded=False, value='Payments Platform (PAY)'")
        p.e(1, "combobox", "Issue type", p="hasPopup='listbox', expanded=False, value='Task'")
        p.t(1, "Status", "To Do", "This is the issue's initial status upon creation")
        p.e(1, "textbox", "Summary", k="summary", p="required=True" + (f", value={text!r}, focused" if text else ", focused"))
        p.e(1, "textbox", "Description", p="multiline=True, required=False")
        p.e(1, "combobox", "Assignee", p="hasPopup='listbox', expanded=False, value='Automatic'")
        p.e(1, "button", "Assign to me")
        p.e(1, "combobox", "Labels", p="hasPopup='listbox', expanded=False")
        p.e(1, "combobox", "Sprint", p="hasPopup='listbox', expanded=False, value='PAY Sprint 14'")
        p.e(1, "textbox", "Story point estimate", p="required=False")
        p.e(1, "combobox", "Reporter", p="hasPopup='listbox', expanded=False, value='Nadia Rahman'")
        p.e(1, "checkbox", "Create another issue", p="checked='false'")
        p.e(1, "button", "Cancel")
        p.e(1, "button", "Create", k="create", p="" if text else "disabled=True")
        return p

    def issue(status: str, assignee: str, updated: str, menu: bool = False) -> Page:
        p = Page("[PAY-231] Retry webhook delivery on 502 from acquirer - Jira", f"{board_url}?selectedIssue=PAY-231", 2000)
        p.e(0, "dialog", "PAY-231", p="modal=True")
        p.e(1, "navigation", "Breadcrumbs")
        p.e(2, "link", "Payments Platform")
        p.e(2, "link", "PAY-231")
        p.e(1, "button", "Close", k="close")
        p.e(1, "heading", summary)
        p.e(1, "button", "Attach")
        p.e(1, "button", "Add a child issue")
        p.e(1, "button", "Link issue")
        p.e(1, "heading", "Description")
        p.t(1, "Add a description...")
        p.e(1, "button", status, k="status", p=f"hasPopup='menu', expanded={menu}")
        if menu:
            p.e(2, "menu", "")
            for tr in ["In Progress", "In Review", "Done"]:
                p.e(3, "menuitem", tr, k=f"tr:{tr}")
            p.e(3, "menuitem", "View workflow")
        p.e(1, "button", "Actions")
        p.e(1, "heading", "Details")
        p.t(1, "Assignee", assignee)
        if assignee == "Unassigned":
            p.e(1, "button", "Assign to me", k="me")
        for a, b in [("Labels", "None"), ("Sprint", "PAY Sprint 14"), ("Story point estimate", "None"), ("Reporter", "Nadia Rahman"), ("Priority", "Medium")]:
            p.t(1, a, b)
        p.t(1, "Created April 24, 2025 at 10:41 AM", f"Updated {updated}")
        p.e(1, "heading", "Activity")
        p.e(1, "tablist", "")
        for tab in ["All", "Comments", "History", "Work log"]:
            p.e(2, "tab", tab, p=f"selected={tab == 'Comments'}")
        p.e(1, "textbox", "Add a comment…", p="required=False")
        p.t(1, "Pro tip: press M to comment")
        return p

    new = ("PAY-231", summary, "Task", "", "")
    cols1 = dict(cols0, **{"TO DO": cols0["TO DO"] + [new]})
    cols2 = dict(cols0, **{"IN PROGRESS": cols0["IN PROGRESS"] + [("PAY-231", summary, "Task", "", "Nadia Rahman")]})
    s0 = board(cols0)
    p1 = create("")
    p2 = create(summary)
    p3 = board(cols1, "You've created \"PAY-231\" issue.")
    p4 = issue("To Do", "Unassigned", "April 24, 2025 at 10:41 AM")
    p5 = issue("To Do", "Unassigned", "April 24, 2025 at 10:41 AM", True)
    p6 = issue("In Progress", "Unassigned", "April 24, 2025 at 10:42 AM")
    p7 = issue("In Progress", "Nadia Rahman", "April 24, 2025 at 10:42 AM")
    p8 = board(cols2)
    t = [(click(s0["create"]), str(p1)), (fill(p1["summary"], summary), str(p2)), (click(p2["create"]), str(p3)),
         (click(p3["PAY-231"]), str(p4)), (click(p4["status"]), str(p5)), (click(p5["tr:In Progress"]), str(p6)),
         (click(p6["me"]), str(p7)), (click(p7["close"]), str(p8))]
    return str(s0), t


# ---------------------------------------------------------------- 16 farmers' market vendor dashboard (clean)
def t16() -> Traj:
    base = "https://vendors.harvestlanemarket.org"
    prods0 = [["TC-014", "Heirloom tomatoes", 5.00, "lb", 40, 11], ["TC-022", "Rainbow chard", 3.50, "bunch", 25, 4],
              ["TC-031", "Wildflower honey, 12 oz", 11.00, "jar", 18, 3], ["TC-037", "Pasture-raised eggs", 7.00, "dozen", 30, 9],
              ["TC-041", "Garlic scapes", 4.00, "bunch", 12, 0]]

    def head(p: Page) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "Harvest Lane Farmers Market · Vendor Hub")
        p.e(1, "navigation", "")
        for n in ["Products", "Pre-orders", "Sales report", "Booth & fees", "Market calendar"]:
            p.e(2, "link", n, k=f"nav:{n}")
        p.e(1, "button", "Two Creeks Farm · Booth 14", p="hasPopup='menu', expanded=False")

    def foot(p: Page) -> None:
        p.e(0, "contentinfo", "")
        p.t(1, "Market manager: Denise Howell · manager@harvestlanemarket.org · Saturdays 8 AM – 1 PM, Riverside Lot B")

    def products(prods: list[list], note: str = "", dialog: str = "") -> Page:
        p = Page("Products · Vendor Hub", f"{base}/products", 700)
        head(p)
        p.e(0, "main", "")
        if note:
            p.e(1, "status", "")
            p.t(2, note)
        p.e(1, "heading", "Products")
        p.t(1, f"{len(prods)} products · Next market day Sat, Apr 26 · 14 pre-orders")
        p.e(1, "button", "Add product")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["SKU", "Product", "Price", "Unit", "Stock", "Pre-ordered", "Status", ""]:
            p.e(3, "columnheader", h)
        for sku, name, price, unit, stock, pre in prods:
            p.e(2, "row", "")
            for c in [sku, name, money(price), unit, str(stock), str(pre), "Active"]:
                p.e(3, "cell", c)
            p.e(3, "cell", "")
            p.e(4, "button", f"Edit {name}", k=f"edit:{sku}")
            p.e(4, "button", f"Delete {name}", k=f"del:{sku}")
        if dialog:
            p.e(1, "dialog", "Delete product", p="modal=True")
            p.e(2, "heading", f"Delete {dialog}?")
            p.t(2, "3 pre-orders for Sat, Apr 26 already include this product and will still be filled. It will no longer appear in the online shop.")
            p.e(2, "button", "Cancel")
            p.e(2, "button", "Delete product", k="confirm")
        foot(p)
        return p

    def edit(row: list, name: str, price: str, stock: str, focus: str = "") -> Page:
        sku = row[0]
        p = Page("Edit product · Vendor Hub", f"{base}/products/{sku}/edit", 700)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", f"Edit {row[1]}")
        p.e(1, "textbox", "Product name", k="name", p=f"required=True, value={name!r}" + (", focused" if focus == "name" else ""))
        p.e(1, "textbox", "SKU", p=f"required=False, readonly=True, value={sku!r}")
        p.e(1, "textbox", "Price ($)", k="price", p=f"required=True, value={price!r}" + (", focused" if focus == "price" else ""))
        p.e(1, "combobox", "Unit", p=f"hasPopup='menu', expanded=False, value={row[3]!r}")
        p.e(1, "textbox", "Stock on hand", k="stock", p=f"required=True, value={stock!r}" + (", focused" if focus == "stock" else ""))
        p.e(1, "checkbox", "Show in online pre-order shop", p="checked='true'")
        p.e(1, "button", "Save", k="save")
        p.e(1, "link", "Cancel")
        foot(p)
        return p

    def preorders() -> Page:
        p = Page("Pre-orders · Vendor Hub", f"{base}/preorders?market=2025-04-26", 700)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Pre-orders for Sat, Apr 26, 2025")
        p.t(1, "14 orders · pickup 8:00–10:00 AM at Booth 14 · prices shown as ordered")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Order", "Customer", "Items", "Total", "Payment"]:
            p.e(3, "columnheader", h)
        for row in [("PO-3413", "Mei Tanaka", "Pasture-raised eggs ×1, Wildflower honey, 12 oz ×1", "$18.00", "Paid"),
                    ("PO-3411", "Raj Patel", "Heirloom tomatoes 2 lb @ $5.00, Rainbow chard ×1 (product removed)", "$13.50", "Paid"),
                    ("PO-3409", "Hannah Schultz", "Pasture-raised eggs ×2", "$14.00", "Paid"),
                    ("PO-3405", "Grace Liu", "Wildflower honey, 12 oz ×1, Pasture-raised eggs ×1", "$18.00", "Paid"),
                    ("PO-3402", "Tom Becker", "Heirloom tomatoes 3 lb @ $5.00, Rainbow chard ×1 (product removed)", "$18.50", "Paid"),
                    ("PO-3398", "Amara Obi", "Pasture-raised eggs ×1", "$7.00", "Paid"),
                    ("PO-3394", "Luis Romero", "Rainbow chard ×2 (product removed), Wildflower honey, 12 oz ×1", "$18.00", "Paid"),
                    ("PO-3391", "Jenna Park", "Pasture-raised eggs ×2, Heirloom tomatoes 2 lb @ $5.00", "$24.00", "Paid")]:
            p.e(2, "row", "")
            p.e(3, "cell", "")
            p.e(4, "link", row[0])
            for c in row[1:]:
                p.e(3, "cell", c)
        p.t(1, "Showing 1–8 of 14")
        p.e(1, "link", "Next page")
        p.e(1, "link", "Download pick list (CSV)")
        foot(p)
        return p

    def report() -> Page:
        p = Page("Sales report · Vendor Hub", f"{base}/reports/sales?date=2025-04-19", 700)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Sales report")
        p.e(1, "combobox", "Market day", p="hasPopup='menu', expanded=False, value='Sat, Apr 19, 2025'")
        for a, b in [("Gross sales", "$1,284.50"), ("Transactions", "97 (71 card · 26 cash)"), ("Market fee (8%)", "$102.76"), ("Net to vendor", "$1,181.74")]:
            p.t(1, a, b)
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Product", "Units sold", "Revenue"]:
            p.e(3, "columnheader", h)
        for row in [("Pasture-raised eggs", "48 dozen", "$336.00"), ("Heirloom tomatoes", "61 lb", "$305.00"), ("Wildflower honey, 12 oz", "19 jars", "$209.00"),
                    ("Rainbow chard", "38 bunches", "$133.00"), ("Market-day only items (flowers, seedlings)", "—", "$301.50")]:
            p.e(2, "row", "")
            for c in row:
                p.e(3, "cell", c)
        p.t(1, "Card sales settle to your bank account every Tuesday. Report generated Apr 24, 2025 2:05 PM.")
        foot(p)
        return p

    prods1 = [list(r) for r in prods0]
    prods1[0][2], prods1[0][4] = 4.50, 55
    prods2 = [list(r) for r in prods1]
    prods2[4][1] = "Garlic scapes (first cut)"
    prods3 = [r for r in prods2 if r[0] != "TC-022"]
    s0 = products(prods0)
    p1 = edit(prods0[0], "Heirloom tomatoes", "5.00", "40")
    p2 = edit(prods0[0], "Heirloom tomatoes", "4.50", "40", "price")
    p3 = edit(prods0[0], "Heirloom tomatoes", "4.50", "55", "stock")
    p4 = products(prods1, "Heirloom tomatoes updated.")
    p5 = edit(prods1[4], "Garlic scapes", "4.00", "12")
    p6 = edit(prods1[4], "Garlic scapes (first cut)", "4.00", "12", "name")
    p7 = products(prods2, "Garlic scapes (first cut) updated.")
    p8 = products(prods2, "Garlic scapes (first cut) updated.", "Rainbow chard")
    p9 = products(prods3, "Rainbow chard deleted.")
    p10 = preorders()
    p11 = report()
    t = [(click(s0["edit:TC-014"]), str(p1)), (fill(p1["price"], "4.50"), str(p2)), (fill(p2["stock"], "55"), str(p3)),
         (click(p3["save"]), str(p4)), (click(p4["edit:TC-041"]), str(p5)), (fill(p5["name"], "Garlic scapes (first cut)"), str(p6)),
         (click(p6["save"]), str(p7)), (click(p7["del:TC-022"]), str(p8)), (click(p8["confirm"]), str(p9)),
         (click(p9["nav:Pre-orders"]), str(p10)), (click(p10["nav:Sales report"]), str(p11))]
    return str(s0), t


# ---------------------------------------------------------------- 17 GitHub pull request (bad: files-changed counter)
def t17() -> Traj:
    repo = "harborlight/pgstream"
    url = f"https://github.com/{repo}/pull/214"
    title = "Add exponential backoff to replication slot reconnect"

    def chrome(p: Page, tab: str = "Pull requests") -> None:
        p.e(0, "link", "Skip to content")
        p.e(0, "banner", "")
        p.e(1, "link", "Homepage")
        p.e(1, "link", "harborlight")
        p.e(1, "link", "pgstream")
        p.e(1, "button", "Type / to search")
        p.e(1, "button", "Open Copilot…")
        p.e(1, "link", "You have unread notifications")
        p.e(1, "button", "Open user navigation menu")
        p.e(1, "navigation", "Repository")
        for n, c in [("Code", ""), ("Issues", "23"), ("Pull requests", "7"), ("Actions", ""), ("Projects", ""), ("Wiki", ""), ("Security", ""), ("Insights", "")]:
            p.e(2, "link", f"{n} {c}".strip(), k=f"repo:{n}", p="focused" if n == tab else "")
        p.e(1, "button", "Watch 31")
        p.e(1, "button", "Fork 88")
        p.e(1, "button", "Star 1.2k")

    def pr_head(p: Page, active: str, files: int) -> None:
        p.e(0, "main", "")
        p.e(1, "heading", f"{title} #214")
        p.t(1, "Open")
        p.e(1, "link", "kmurata")
        p.t(1, "wants to merge 3 commits into")
        p.e(1, "link", "main")
        p.t(1, "from")
        p.e(1, "link", "kmurata:backoff-reconnect")
        p.e(1, "navigation", "Pull request tabs")
        for n, c in [("Conversation", 6), ("Commits", 3), ("Checks", 4), ("Files changed", files)]:
            p.e(2, "link", f"{n} {c}", k=f"tab:{n}", p="focused" if n == active else "")
        p.t(1, "+142 −37")

    files = [("src/replication/reconnect.rs", 88, 21), ("src/replication/mod.rs", 6, 2), ("src/config.rs", 14, 3),
             ("tests/reconnect_test.rs", 31, 0), ("CHANGELOG.md", 3, 11)]

    def conversation() -> Page:
        p = Page(f"{title} by kmurata · Pull Request #214 · {repo}", url, 100)
        chrome(p)
        pr_head(p, "Conversation", 5)
        p.e(1, "article", "kmurata commented 2 days ago")
        p.t(2, "When the primary restarts, the slot reconnect loop retries every 100 ms and floods the logs. This adds an ExponentialBackoff policy (base 200 ms, factor 2, cap 30 s, full jitter) and exposes reconnect.max_backoff_ms in config.",
            "Fixes #209")
        p.e(1, "article", "oleksandr-v reviewed 1 day ago")
        p.t(2, "Looks good overall. Can we cap total attempts too, or is infinite retry intended?")
        p.e(1, "article", "kmurata commented 1 day ago")
        p.t(2, "Infinite by design — the slot must come back. Added a metric pgstream_reconnect_attempts_total so it's visible.")
        p.t(1, "kmurata added 1 commit 20 hours ago", "Add reconnect tests and changelog entry 7d41e0b")
        p.e(1, "article", "oleksandr-v approved these changes 3 hours ago")
        p.e(1, "heading", "All checks have passed")
        p.t(1, "4 successful checks")
        p.e(1, "heading", "This branch has no conflicts with the base branch")
        p.e(1, "button", "Merge pull request")
        p.e(1, "textbox", "Add your comment here...", p="multiline=True, required=False")
        p.e(1, "button", "Comment")
        p.e(0, "complementary", "")
        p.t(1, "Reviewers", "oleksandr-v", "Assignees", "kmurata", "Labels", "replication", "enhancement", "Milestone", "v0.9.0")
        return p

    def files_tab() -> Page:
        p = Page(f"{title} by kmurata · Pull Request #214 · {repo}", f"{url}/files", 100)
        chrome(p)
        pr_head(p, "Files changed", 5)
        p.e(1, "textbox", "Filter changed files", p="required=False")
        p.e(1, "tree", "File tree")
        for path, _a, _d in files:
            p.e(2, "treeitem", path)
        p.t(1, "Showing 5 changed files with 142 additions and 37 deletions.")
        for path, a, d in files:
            p.e(1, "region", path)
            p.e(2, "button", "Toggle diff contents", p="expanded=True")
            p.e(2, "link", path)
            p.t(2, f"+{a} −{d}")
            p.e(2, "checkbox", "Viewed", p="checked='false'")
        p.e(1, "button", "Review changes", p="hasPopup='menu', expanded=False")
        return p

    def checks() -> Page:
        p = Page(f"{title} by kmurata · Pull Request #214 · {repo}", f"{url}/checks", 100)
        chrome(p)
        pr_head(p, "Checks", 5)
        p.e(1, "heading", "CI")
        p.t(1, "on: pull_request", "Succeeded 20 hours ago in 8m 41s")
        for job, dur in [("fmt", "14s"), ("clippy", "1m 52s"), ("test (ubuntu-latest, stable)", "6m 31s"), ("test (macos-latest, stable)", "8m 04s")]:
            p.e(1, "link", f"CI / {job} (pull_request) Successful in {dur}")
        p.e(1, "button", "Re-run all jobs")
        return p

    def commits() -> Page:
        p = Page(f"{title} by kmurata · Pull Request #214 · {repo}", f"{url}/commits", 100)
        chrome(p)
        pr_head(p, "Commits", 6)
        p.t(1, "Commits on Apr 21, 2025")
        for msg, sha in [("Add ExponentialBackoff policy with full jitter", "3c9a51f"), ("Use backoff in slot reconnect loop", "b80e2d4")]:
            p.e(1, "link", msg)
            p.t(1, "kmurata committed 2 days ago", "Verified")
            p.e(1, "link", sha)
            p.e(1, "button", "Copy full SHA")
        p.t(1, "Commits on Apr 22, 2025")
        p.e(1, "link", "Add reconnect tests and changelog entry")
        p.t(1, "kmurata committed 20 hours ago", "Verified")
        p.e(1, "link", "7d41e0b")
        p.e(1, "button", "Copy full SHA")
        return p

    issues_rows = [(221, "Logical decoding plugin wal2json v2.6 emits duplicate BEGIN", "bug", "opened 5 hours ago by dsantos"),
                   (219, "Document TLS settings for RDS", "docs", "opened 2 days ago by ahmed-k"),
                   (215, "Metrics endpoint returns 500 when no slots exist", "bug", "opened 4 days ago by oleksandr-v"),
                   (209, "Replication stalls after primary failover", "bug, replication", "opened last week by jlaurent"),
                   (204, "Support pgoutput protocol v4 streaming", "enhancement", "opened 2 weeks ago by kmurata")]

    def issues() -> Page:
        p = Page(f"Issues · {repo}", f"https://github.com/{repo}/issues", 100)
        chrome(p, "Issues")
        p.e(0, "main", "")
        p.e(1, "textbox", "Search Issues", p="required=False, value='is:issue state:open'")
        p.e(1, "link", "Labels 14")
        p.e(1, "link", "Milestones 3")
        p.e(1, "link", "New issue")
        p.e(1, "link", "Open 23")
        p.e(1, "link", "Closed 151")
        for num, ttl, labels, meta in issues_rows:
            p.e(1, "link", ttl, k=f"issue:{num}")
            p.t(1, labels, f"#{num} · {meta}")
        p.e(1, "link", "Next")
        return p

    def issue(comment: str, posted: bool) -> Page:
        p = Page(f"Replication stalls after primary failover · Issue #209 · {repo}", f"https://github.com/{repo}/issues/209", 100)
        chrome(p, "Issues")
        p.e(0, "main", "")
        p.e(1, "heading", "Replication stalls after primary failover #209")
        p.t(1, "Open")
        p.e(1, "article", "jlaurent opened last week")
        p.t(2, "After a Patroni failover the consumer never reconnects to the new primary's slot; logs show 'replication slot \"pgstream_main\" is active for PID 48211' every 100 ms for hours.")
        p.e(1, "article", "kmurata commented last week")
        p.t(2, "Reproduced with docker-compose failover script. The reconnect loop has no backoff and keeps racing the old walsender.")
        p.t(1, "kmurata linked a pull request 2 days ago that will close this issue")
        p.e(1, "link", f"{title} #214")
        if posted:
            p.e(1, "article", "nrahman commented now")
            p.t(2, comment)
            p.e(1, "textbox", "Add your comment here...", k="box", p="multiline=True, required=False")
        else:
            p.e(1, "textbox", "Add your comment here...", k="box", p="multiline=True, required=False" + (f", value={comment!r}, focused" if comment else ""))
        p.e(1, "button", "Close issue")
        p.e(1, "button", "Comment", k="comment", p="" if comment and not posted else "disabled=True")
        p.e(0, "complementary", "")
        p.t(1, "Assignees", "kmurata", "Labels", "bug", "replication", "Development", "Successfully merging a pull request may close this issue.")
        return p

    note = "Tested #214 against our Patroni cluster: reconnect now backs off to 30 s and picks up the new primary's slot within one cycle."
    s0 = conversation()
    p1 = files_tab()
    p2 = checks()
    p3 = commits()
    p4 = issues()
    p5 = issue("", False)
    p6 = issue(note, False)
    p7 = issue(note, True)
    t = [(click(s0["tab:Files changed"]), str(p1)), (click(p1["tab:Checks"]), str(p2)), (click(p2["tab:Commits"]), str(p3)),
         (click(p3["repo:Issues"]), str(p4)), (click(p4["issue:209"]), str(p5)), (fill(p5["box"], note), str(p6)),
         (click(p6["comment"]), str(p7))]
    return str(s0), t


# ---------------------------------------------------------------- 18 podcast host episode manager (clean)
def t18() -> Traj:
    base = "https://app.castwell.fm/shows/night-shift-botany"
    new_title = "Ghost orchids & the people who hunt them"
    eps0 = [("bonus", "", "Untitled bonus", "Draft", "—", "12:40", None), ("49", "49", "Ghost orchids", "Draft", "—", "48:12", None),
            ("48", "48", "Moss at midnight", "Published", "Apr 15, 2025", "41:37", 1284),
            ("47", "47", "The secret life of lichens", "Published", "Apr 1, 2025", "52:05", 2905),
            ("46", "46", "Night-blooming cereus stakeout", "Published", "Mar 18, 2025", "44:50", 3612),
            ("45", "45", "Carnivorous plants of the pine barrens", "Published", "Mar 4, 2025", "39:22", 4118)]

    def head(p: Page) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "Castwell")
        p.e(1, "combobox", "Show", p="hasPopup='menu', expanded=False, value='Night Shift Botany'")
        p.e(1, "button", "Account: Wren Castillo", p="hasPopup='menu', expanded=False")
        p.e(0, "navigation", "Show")
        for n in ["Episodes", "Analytics", "Distribution", "Website", "Monetization", "Settings"]:
            p.e(1, "link", n, k=f"nav:{n}")

    def episodes(eps: list[tuple], note: str = "", dialog: bool = False) -> Page:
        p = Page("Episodes · Night Shift Botany · Castwell", f"{base}/episodes", 900)
        head(p)
        p.e(0, "main", "")
        if note:
            p.e(1, "status", "")
            p.t(2, note)
        p.e(1, "heading", f"Episodes ({len(eps)})")
        p.e(1, "button", "New episode")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["#", "Title", "Status", "Publish date", "Duration", "Plays", ""]:
            p.e(3, "columnheader", h)
        for key, num, ttl, st, date, dur, plays in eps:
            p.e(2, "row", "")
            p.e(3, "cell", num)
            p.e(3, "cell", "")
            p.e(4, "link", ttl, k=f"ep:{key}")
            for c in [st, date, dur, "—" if plays is None else f"{plays:,}"]:
                p.e(3, "cell", c)
            p.e(3, "cell", "")
            p.e(4, "button", f"More actions for {ttl}")
            if st == "Draft":
                p.e(4, "button", f"Delete {ttl}", k=f"del:{key}")
        p.t(1, "Plays count every start of the episode in any app, including repeat listens.")
        if dialog:
            p.e(1, "alertdialog", "Delete draft?", p="modal=True")
            p.t(2, "\"Untitled bonus\" and its uploaded audio (bonus_raw.wav, 128.4 MB) will be deleted. This can't be undone.")
            p.e(2, "button", "Cancel")
            p.e(2, "button", "Delete draft", k="confirm")
        return p

    def editor(title: str, when: str, status: str, note: str = "", focus: str = "") -> Page:
        p = Page("Edit episode · Night Shift Botany · Castwell", f"{base}/episodes/ep_7Hq2Lm/edit", 900)
        head(p)
        p.e(0, "main", "")
        if note:
            p.e(1, "status", "")
            p.t(2, note)
        p.e(1, "heading", "Edit episode")
        p.t(1, f"Status: {status}")
        p.e(1, "textbox", "Title", k="title", p=f"required=True, value={title!r}" + (", focused" if focus == "title" else ""))
        p.e(1, "textbox", "Episode number", p="required=False, value='49'")
        p.e(1, "textbox", "Season", p="required=False, value='3'")
        p.e(1, "textbox", "Description", p="multiline=True, required=False, value='Florida\\'s Fakahatchee Strand hides the rarest orchid in North America. We wade in with two botanists and a very patient drone pilot.'")
        p.e(1, "group", "Audio")
        p.t(2, "ep49_final.mp3 · 48:12 · 46.3 MB · 128 kbps")
        p.e(2, "button", "Replace audio")
        p.e(1, "checkbox", "Explicit content", p="checked='false'")
        p.e(1, "textbox", "Publish date & time (America/New_York)", k="when", p="required=False" + (f", value={when!r}" if when else "") + (", focused" if focus == "when" else ""))
        p.e(1, "button", "Save draft")
        p.e(1, "button", "Schedule" if status != "Scheduled" else "Update schedule", k="schedule", p="" if when else "disabled=True")
        p.e(1, "button", "Publish now")
        return p

    def analytics(rng: str) -> Page:
        p = Page("Analytics · Night Shift Botany · Castwell", f"{base}/analytics?range={'7d' if rng == 'Last 7 days' else '30d'}", 900)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Analytics")
        p.e(1, "combobox", "Date range", k="range", p=f"hasPopup='menu', expanded=False, value={rng!r}")
        per = {"Last 7 days": [702, 391, 288, 207, 530], "Last 30 days": [1187, 2644, 1405, 842, 2662]}[rng]
        p.t(1, "Downloads", f"{sum(per):,}", "All-time downloads", "41,906", "Unique listeners (est.)", "1,540" if rng == "Last 7 days" else "4,815")
        p.t(1, "Downloads are IAB v2.2 certified: repeat requests from the same listener within 24 hours count once.")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Episode", f"Downloads ({rng.lower()})", "All-time downloads"]:
            p.e(3, "columnheader", h)
        for (ttl, alltime), n in zip([("48 · Moss at midnight", "1,187"), ("47 · The secret life of lichens", "2,702"),
                                      ("46 · Night-blooming cereus stakeout", "3,390"), ("45 · Carnivorous plants of the pine barrens", "3,880"),
                                      ("Episodes 1–44", "30,747")], per):
            p.e(2, "row", "")
            for c in [ttl, f"{n:,}", alltime]:
                p.e(3, "cell", c)
        p.t(1, "Top apps: Apple Podcasts 46% · Spotify 31% · Overcast 9% · Pocket Casts 6% · Other 8%")
        return p

    sched = ("49", "49", new_title, "Scheduled", "Apr 29, 2025 6:00 AM", "48:12", None)
    eps1 = [eps0[0], sched, eps0[2][:6] + (1301,), eps0[3][:6] + (2911,), eps0[4][:6] + (3613,), eps0[5]]
    eps2 = eps1[1:]
    s0 = episodes(eps0)
    p1 = editor("Ghost orchids", "", "Draft")
    p2 = editor(new_title, "", "Draft", focus="title")
    p3 = editor(new_title, "2025-04-29 06:00", "Draft", focus="when")
    p4 = editor(new_title, "2025-04-29 06:00", "Scheduled", "Episode scheduled for Tue, Apr 29, 2025 at 6:00 AM EDT.")
    p5 = episodes(eps1)
    p6 = episodes(eps1, dialog=True)
    p7 = episodes(eps2, "Draft deleted.")
    p8 = analytics("Last 7 days")
    p9 = analytics("Last 30 days")
    t = [(click(s0["ep:49"]), str(p1)), (fill(p1["title"], new_title), str(p2)), (fill(p2["when"], "2025-04-29 06:00"), str(p3)),
         (click(p3["schedule"]), str(p4)), (click(p4["nav:Episodes"]), str(p5)), (click(p5["del:bonus"]), str(p6)),
         (click(p6["confirm"]), str(p7)), (click(p7["nav:Analytics"]), str(p8)), (select(p8["range"], "Last 30 days"), str(p9))]
    return str(s0), t


# ---------------------------------------------------------------- 19 Google Calendar (bad: untouched event moves)
def t19() -> Traj:
    base = "https://calendar.google.com/calendar/u/0/r/week"
    wk1 = [("Monday, March 10", [("9:30am", "9:45am", "Team standup"), ("1pm", "3pm", "Quarterly planning")]),
           ("Tuesday, March 11", [("9:30am", "9:45am", "Team standup"), ("11am", "11:30am", "1:1 with Priya"), ("6pm", "7pm", "Gym")]),
           ("Wednesday, March 12", [("8am", "8:45am", "Dentist — Dr. Patel"), ("9:30am", "9:45am", "Team standup"), ("2pm", "3pm", "Design review")]),
           ("Thursday, March 13", [("9:30am", "9:45am", "Team standup"), ("12:30pm", "1:30pm", "Lunch with Marco")]),
           ("Friday, March 14", [("9:30am", "9:45am", "Team standup"), ("3pm", "4pm", "Sprint demo")]),
           ("Saturday, March 15", []),
           ("Sunday, March 16", [("5pm", "5:30pm", "Call Mom")])]
    wk2 = [("Monday, March 17", [("9:30am", "9:45am", "Team standup")]),
           ("Tuesday, March 18", [("9:30am", "9:45am", "Team standup"), ("11am", "11:30am", "1:1 with Priya"), ("6pm", "7pm", "Gym")]),
           ("Wednesday, March 19", [("9:30am", "9:45am", "Team standup"), ("10am", "11am", "Quarterly planning follow-up")]),
           ("Thursday, March 20", [("9:30am", "9:45am", "Team standup")]),
           ("Friday, March 21", [("9:30am", "9:45am", "Team standup"), ("7:05pm", "10:40pm", "Flight to Lisbon (TP 218)")]),
           ("Saturday, March 22", []), ("Sunday, March 23", [])]
    vendor = "Vendor sync — Ardent Logistics"

    def mins(tm: str) -> int:
        h, _, m = tm[:-2].partition(":")
        return (int(h) % 12 + (12 if tm.endswith("pm") else 0)) * 60 + int(m or 0)

    def chrome(p: Page, label: str) -> None:
        p.e(0, "button", "Main menu", p="expanded=True")
        p.e(0, "link", "Google Calendar")
        p.e(0, "button", "Today")
        p.e(0, "button", "Previous week", k="prev")
        p.e(0, "button", "Next week", k="next")
        p.e(0, "heading", label)
        p.e(0, "button", "Search")
        p.e(0, "button", "Support", p="hasPopup='menu', expanded=False")
        p.e(0, "button", "Settings menu", k="settings", p="hasPopup='menu', expanded=False")
        p.e(0, "button", "Week", p="hasPopup='menu', expanded=False")
        p.e(0, "link", "Google Account: Nadia Rahman (nadia.rahman@gmail.com)")
        p.e(0, "button", "Create", p="hasPopup='menu', expanded=False")

    def side(p: Page) -> None:
        p.e(0, "complementary", "")
        p.e(1, "heading", "My calendars")
        for c in ["Nadia Rahman", "Birthdays", "Tasks"]:
            p.e(1, "checkbox", c, p="checked='true'")
        p.e(1, "heading", "Other calendars")
        p.e(1, "checkbox", "Holidays in United States", p="checked='true'")

    def week(days: list[tuple[str, list[tuple[str, str, str]]]], label: str, url: str, extra: dict[str, tuple[str, str, str]],
             toast: bool = False, quick: str | None = None) -> Page:
        p = Page("Google Calendar - Week of " + days[0][0].split(", ")[1] + ", 2025", url, 3000)
        chrome(p, label)
        side(p)
        p.e(0, "main", "")
        p.e(1, "grid", "")
        p.e(2, "row", "")
        for day, _ in days:
            p.e(3, "columnheader", day)
        for day, evs in days:
            evs = sorted(evs + ([extra[day]] if day in extra else []), key=lambda e: mins(e[0]))
            p.e(2, "gridcell", day, k=f"cell:{day}")
            for s, e, ttl in evs:
                p.e(3, "button", f"{s} to {e}, {ttl}, Nadia Rahman, Accepted, No location, {day.split(', ')[1]}, 2025", k=f"ev:{ttl}")
        if quick is not None:
            p.e(0, "dialog", "", p="modal=False")
            p.e(1, "textbox", "Add title", k="title", p="required=False, focused" + (f", value={quick!r}" if quick else ""))
            p.e(1, "tablist", "")
            for tab in ["Event", "Task", "Appointment schedule"]:
                p.e(2, "tab", tab, p=f"selected={tab == 'Event'}")
            p.t(1, "Thursday, March 13", "2:00pm", "–", "3:00pm", "Time zone · Does not repeat")
            p.e(1, "button", "Add guests")
            p.e(1, "button", "Add Google Meet video conferencing")
            p.e(1, "button", "Add location")
            p.e(1, "button", "Add description or a Google Drive attachment")
            p.t(1, "Nadia Rahman", "Busy · Default visibility · Notify 30 minutes before")
            p.e(1, "button", "More options")
            p.e(1, "button", "Save", k="save")
        if toast:
            p.e(0, "alert", "")
            p.t(1, "Event saved")
            p.e(1, "button", "Undo")
            p.e(1, "button", "Close")
        return p

    u1 = f"{base}/2025/3/10"
    u2 = f"{base}/2025/3/17"
    wk1_bad = [(d, [("9am", "9:45am", ttl) if ttl.startswith("Dentist") else (s, e, ttl) for s, e, ttl in evs]) for d, evs in wk1]
    new = {"Thursday, March 13": ("2pm", "3pm", vendor)}
    s0 = week(wk1, "March 2025", u1, {})
    p1 = week(wk1, "March 2025", u1, {}, quick="")
    p2 = week(wk1, "March 2025", u1, {}, quick=vendor)
    p3 = week(wk1, "March 2025", u1, new, toast=True)
    p4 = week(wk2, "March 2025", u2, {})
    p5 = week(wk1_bad, "March 2025", u1, new)

    def trash(dialog: bool, empty: bool = False) -> Page:
        p = Page("Google Calendar - Trash", "https://calendar.google.com/calendar/u/0/r/trash", 3000)
        p.e(0, "button", "Back")
        p.e(0, "heading", "Trash")
        p.t(0, "Items in the trash will be permanently deleted after 30 days")
        p.e(0, "button", "Empty trash", k="empty", p="disabled=True" if empty else "")
        if empty:
            p.t(0, "Nothing in trash")
            p.e(0, "alert", "")
            p.t(1, "Trash emptied")
            return p
        p.e(0, "table", "")
        for ttl, when, deleted in [("Old offsite planning", "Fri, Feb 28, 2025, 10am – 12pm", "Deleted Mar 3, 2025"),
                                   ("Car service appointment", "Sat, Mar 8, 2025, 9 – 10am", "Deleted Mar 6, 2025")]:
            p.e(1, "row", "")
            p.e(2, "checkbox", "", p="checked='false'")
            p.e(2, "cell", ttl)
            p.e(2, "cell", when)
            p.e(2, "cell", deleted)
            p.e(2, "button", "Restore")
            p.e(2, "button", "Delete forever")
        if dialog:
            p.e(0, "alertdialog", "Empty trash?", p="modal=True")
            p.t(1, "All 2 events in the trash will be permanently deleted.")
            p.e(1, "button", "Cancel")
            p.e(1, "button", "Empty trash", k="confirm")
        return p

    p6 = trash(False)
    p7 = trash(True)
    p8 = trash(False, True)
    t = [(click(s0["cell:Thursday, March 13"]), str(p1)), (fill(p1["title"], vendor), str(p2)), (click(p2["save"]), str(p3)),
         (click(p3["next"]), str(p4)), (click(p4["prev"]), str(p5)), ("goto('https://calendar.google.com/calendar/u/0/r/trash')", str(p6)),
         (click(p6["empty"]), str(p7)), (click(p7["confirm"]), str(p8))]
    return str(s0), t


# ---------------------------------------------------------------- 20 sports league fixtures (bad: venue changes in the form)
def t20() -> Traj:
    base = "https://eastsidesoccer.leaguemanager.app/d2"
    fixtures0 = [("Sat, Apr 26, 2025", "10:00", "Harbor FC", "Northgate Rovers", "Riverside Field 2", "Colm Byrne", "D2-061", "Scheduled"),
                 ("Sat, Apr 26, 2025", "10:00", "Eastport United", "Kingsway Athletic", "Riverside Field 1", "Ana Duarte", "D2-062", "Scheduled"),
                 ("Sat, Apr 26, 2025", "12:00", "Millbrook Wanderers", "Cedar Park SC", "Riverside Field 2", "Colm Byrne", "D2-063", "Scheduled"),
                 ("Sun, Apr 27, 2025", "11:00", "Lakeview Dynamos", "Orchard Hill FC", "Memorial Park Pitch A", "TBD", "D2-064", "Scheduled"),
                 ("Sun, Apr 27, 2025", "13:00", "Southbank Athletic", "Westgate City", "Memorial Park Pitch B", "Ana Duarte", "D2-065", "Scheduled")]
    table = [("Harbor FC", 5, 4, 1, 0, 12, 4), ("Eastport United", 5, 3, 2, 0, 10, 5), ("Lakeview Dynamos", 5, 3, 1, 1, 9, 6),
             ("Northgate Rovers", 5, 2, 2, 1, 7, 6), ("Southbank Athletic", 5, 2, 1, 2, 6, 7), ("Millbrook Wanderers", 5, 2, 0, 3, 7, 8),
             ("Cedar Park SC", 5, 1, 2, 2, 5, 7), ("Kingsway Athletic", 5, 1, 1, 3, 5, 9), ("Orchard Hill FC", 5, 1, 0, 4, 4, 11),
             ("Westgate City", 5, 0, 2, 3, 3, 5)]
    venues = ["Riverside Field 1", "Riverside Field 2", "Riverside Field 3", "Memorial Park Pitch A", "Memorial Park Pitch B"]
    reason = "Riverside Field 2 closed for re-seeding (city parks notice 4/23)"

    def head(p: Page) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "Eastside Community Soccer League")
        p.e(1, "combobox", "Division", p="hasPopup='menu', expanded=False, value='Division 2 · Spring 2025'")
        p.e(1, "button", "Fiona Walsh (Coordinator)", p="hasPopup='menu', expanded=False")
        p.e(0, "navigation", "")
        for n in ["Fixtures", "Results", "Standings", "Teams", "Referees", "Venues"]:
            p.e(1, "link", n, k=f"nav:{n}")

    def fixtures(fx: list[tuple]) -> Page:
        p = Page("Fixtures · Division 2 · League Manager", f"{base}/fixtures?week=6", 400)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Fixtures — Matchweek 6")
        p.e(1, "button", "Previous matchweek")
        p.e(1, "button", "Next matchweek")
        day = ""
        for d, ko, home, away, venue, ref, mid, st in sorted(fx, key=lambda f: (f[0][5:], f[1])):
            if d != day:
                p.e(1, "heading", d)
                day = d
            p.e(1, "article", "")
            p.t(2, ko)
            p.e(2, "link", f"{home} vs {away}", k=mid)
            p.t(2, venue, f"Ref: {ref}", mid, st)
        p.e(0, "complementary", "")
        p.e(1, "heading", "Top of the table")
        for i, (team, *_rest) in enumerate(table[:4], 1):
            w, d_, gf, ga = _rest[1], _rest[2], _rest[4], _rest[5]
            p.t(1, f"{i}. {team} — {3 * w + d_} pts ({gf - ga:+d})")
        return p

    def match(date: str, ko: str, venue: str, status: str, note: str = "") -> Page:
        p = Page("Harbor FC vs Northgate Rovers · D2-061 · League Manager", f"{base}/matches/D2-061", 400)
        head(p)
        p.e(0, "main", "")
        if note:
            p.e(1, "alert", "")
            p.t(2, note)
        p.e(1, "heading", "Harbor FC vs Northgate Rovers")
        for a, b in [("Match", "D2-061 · Matchweek 6"), ("Date", date), ("Kickoff", ko), ("Venue", venue), ("Referee", "Colm Byrne"),
                     ("Status", status), ("Kits", "Harbor FC navy / Northgate Rovers white (away)")]:
            p.t(1, a, b)
        p.t(1, "Last meeting: Oct 13, 2024 — Harbor FC 2–1 Northgate Rovers")
        p.e(1, "button", "Reschedule", k="resched")
        p.e(1, "button", "Enter result")
        p.e(1, "button", "Email teams")
        p.e(1, "button", "Assign referee")
        p.e(1, "heading", "Change log")
        p.e(1, "list", "")
        log = [("Apr 2, 2025 9:15 AM", "Fixture created by schedule generator")]
        if status == "Rescheduled":
            log.append(("Apr 24, 2025 5:52 PM", f"Rescheduled by Fiona Walsh — {reason}"))
        for when, what in log:
            p.e(2, "listitem", "")
            p.t(3, when, what)
        return p

    def form(date: str, ko: str, venue: str, why: str, focus: str = "") -> Page:
        p = Page("Reschedule D2-061 · League Manager", f"{base}/matches/D2-061/reschedule", 400)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Reschedule: Harbor FC vs Northgate Rovers (D2-061)")
        p.e(1, "textbox", "Date", k="date", p=f"required=True, value={date!r}" + (", focused" if focus == "date" else ""))
        p.e(1, "textbox", "Kickoff (24h)", k="ko", p=f"required=True, value={ko!r}" + (", focused" if focus == "ko" else ""))
        p.e(1, "combobox", "Venue", k="venue", p=f"hasPopup='menu', expanded=False, value={venue!r}")
        for v in venues:
            p.e(2, "option", v, p=f"selected={v == venue}")
        p.e(1, "textbox", "Reason", k="why", p="required=True" + (f", value={why!r}" if why else "") + (", focused" if focus == "why" else ""))
        p.e(1, "checkbox", "Notify both teams by email", p="checked='true'")
        p.t(1, "Venue availability is checked when you save. Rescheduled matches keep their referee unless you change it.")
        p.e(1, "button", "Save changes", k="save")
        p.e(1, "link", "Cancel")
        return p

    def standings() -> Page:
        p = Page("Standings · Division 2 · League Manager", f"{base}/standings", 400)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Standings — Division 2 · Spring 2025")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["#", "Team", "P", "W", "D", "L", "GF", "GA", "GD", "Pts"]:
            p.e(3, "columnheader", h)
        for i, (team, pl, w, d, lo, gf, ga) in enumerate(table, 1):
            p.e(2, "row", "")
            p.e(3, "cell", str(i))
            p.e(3, "cell", "")
            p.e(4, "link", team, k=team)
            for c in [pl, w, d, lo, gf, ga]:
                p.e(3, "cell", str(c))
            p.e(3, "cell", f"{gf - ga:+d}" if gf != ga else "0")
            p.e(3, "cell", str(3 * w + d))
        p.t(1, "Tiebreakers: points, goal difference, goals scored, head-to-head. Updated after results are confirmed.")
        return p

    def team() -> Page:
        p = Page("Harbor FC · Division 2 · League Manager", f"{base}/teams/harbor-fc", 400)
        head(p)
        p.e(0, "main", "")
        p.e(1, "heading", "Harbor FC")
        p.t(1, "Manager: Joe Whelan · 18 registered players · Home kit navy")
        p.e(1, "heading", "Upcoming")
        for row in ["Sun, Apr 27 · 14:30 · vs Northgate Rovers (H) · Memorial Park Pitch A · Rescheduled",
                    "Sat, May 3 · 10:00 · at Lakeview Dynamos (A) · Riverside Field 1"]:
            p.t(1, row)
        p.e(1, "heading", "Recent results")
        for row in ["Apr 19 · Harbor FC 3–1 Kingsway Athletic · W", "Apr 12 · Cedar Park SC 1–1 Harbor FC · D", "Apr 5 · Harbor FC 2–0 Westgate City · W"]:
            p.t(1, row)
        p.e(1, "link", "Roster")
        p.e(1, "link", "Email team contacts")
        return p

    fx1 = [f for f in fixtures0 if f[6] != "D2-061"] + [("Sun, Apr 27, 2025", "14:30", "Harbor FC", "Northgate Rovers", "Memorial Park Pitch A", "Colm Byrne", "D2-061", "Rescheduled")]
    s0 = fixtures(fixtures0)
    p1 = match("Sat, Apr 26, 2025", "10:00", "Riverside Field 2", "Scheduled")
    p2 = form("2025-04-26", "10:00", "Riverside Field 2", "")
    p3 = form("2025-04-26", "10:00", "Riverside Field 2", reason, "why")
    p4 = form("2025-04-27", "10:00", "Riverside Field 3", reason, "date")
    p5 = form("2025-04-27", "14:30", "Riverside Field 3", reason, "ko")
    p6 = form("2025-04-27", "14:30", "Memorial Park Pitch A", reason)
    p7 = match("Sun, Apr 27, 2025", "14:30", "Memorial Park Pitch A", "Rescheduled",
               "D2-061 rescheduled. Email sent to Harbor FC and Northgate Rovers (31 recipients).")
    p8 = fixtures(fx1)
    p9 = standings()
    p10 = team()
    t = [(click(s0["D2-061"]), str(p1)), (click(p1["resched"]), str(p2)), (fill(p2["why"], reason), str(p3)),
         (fill(p3["date"], "2025-04-27"), str(p4)), (fill(p4["ko"], "14:30"), str(p5)), (select(p5["venue"], "Memorial Park Pitch A"), str(p6)),
         (click(p6["save"]), str(p7)), (click(p7["nav:Fixtures"]), str(p8)), (click(p8["nav:Standings"]), str(p9)),
         (click(p9["Harbor FC"]), str(p10))]
    return str(s0), t


# ---------------------------------------------------------------- 21 Gmail (clean)
def t21() -> Traj:
    base = "https://mail.google.com/mail/u/0/"
    rows0 = [("bank", "Northwind Bank", "Your March statement is ready", "Your statement for account ending 5521 is now available in online banking.", "9:12 AM", True, ""),
             ("tap", "TAP Air Portugal", "Your booking confirmation — TP 218 Newark → Lisbon, 21 Mar", "Booking reference K7QX2M. Passenger: Nadia Rahman. Check-in opens 36 hours before departure.", "8:47 AM", True, ""),
             ("gh", "GitHub", "[harborlight/pgstream] Add exponential backoff to replication slot reconnect (PR #214)", "@oleksandr-v approved these changes.", "8:30 AM", True, ""),
             ("marta", "Marta Silva", "Thursday dinner?", "Are you still free Thursday? I booked Tasca do Chico for 8.", "Mar 10", False, ""),
             ("figma", "Figma", "Your weekly activity digest", "3 files you follow were edited this week.", "Mar 10", True, ""),
             ("li", "LinkedIn", "You appeared in 14 searches this week", "See who's looking at your profile.", "Mar 10", False, ""),
             ("priya", "Priya Shah", "Re: Q2 roadmap draft", "Left comments on the payments section — mostly about sequencing.", "Mar 9", True, ""),
             ("amzn", "Amazon.com", "Your package was delivered", "Your package was left near the front door or porch.", "Mar 9", False, ""),
             ("ardent", "Ardent Logistics", "Invoice AL-22817 for February", "Please find attached invoice AL-22817 (due Mar 31).", "Mar 8", False, ""),
             ("goog", "Google", "Security alert", "A new sign-in on Mac. If this was you, you don't need to do anything.", "Mar 7", False, "")]

    def chrome(p: Page, unread: int, active: str = "Inbox") -> None:
        p.e(0, "button", "Main menu", p="expanded=True")
        p.e(0, "link", "Gmail")
        p.e(0, "textbox", "Search mail", p="required=False")
        p.e(0, "button", "Advanced search options")
        p.e(0, "button", "Support")
        p.e(0, "button", "Settings")
        p.e(0, "link", "Google Account: Nadia Rahman (nadia.rahman@gmail.com)")
        p.e(0, "navigation", "")
        p.e(1, "button", "Compose")
        p.e(1, "link", f"Inbox {unread} unread", k="inbox", p="focused" if active == "Inbox" else "")
        for n in ["Starred", "Snoozed", "Sent", "Drafts 2"]:
            p.e(1, "link", n)
        p.e(1, "heading", "Labels")
        for n in ["Receipts", "Travel", "Work", "Family"]:
            p.e(1, "link", n, k=f"label:{n}", p="focused" if active == n else "")

    def inbox(rows: list[tuple], unread: int, total: str, note: str = "") -> Page:
        p = Page(f"Inbox ({unread}) - nadia.rahman@gmail.com - Gmail", f"{base}#inbox", 600)
        chrome(p, unread)
        p.e(0, "main", "")
        p.e(1, "checkbox", "Select", p="checked='false'")
        p.e(1, "button", "Refresh")
        p.e(1, "button", "More email options")
        p.t(1, f"1–50 of {total}")
        p.e(1, "button", "Newer", p="disabled=True")
        p.e(1, "button", "Older")
        p.e(1, "tablist", "")
        for tab in ["Primary", "Promotions", "Social", "Updates"]:
            p.e(2, "tab", tab, p=f"selected={tab == 'Primary'}")
        p.e(1, "grid", "")
        for key, frm, subj, snip, when, unr, label in rows:
            p.e(2, "row", "")
            p.e(3, "checkbox", "", p="checked='false'")
            p.e(3, "gridcell", ("unread, " if unr else "") + f"{frm}, {subj}, {when}, {snip}", k=key)
            p.t(4, frm, subj)
            if label:
                p.e(4, "button", label)
            p.t(4, snip, when)
        if note:
            p.e(0, "alert", "")
            p.t(1, note)
            p.e(1, "button", "Undo")
        return p

    def message(key: str, unread: int, label: str = "", menu: int = 0, note: str = "") -> Page:
        r = {x[0]: x for x in rows0}[key]
        p = Page(f"{r[2]} - nadia.rahman@gmail.com - Gmail", f"{base}#inbox/FMfcgzQXJ{'kLtWr' if key == 'bank' else 'mQpVs'}", 600)
        chrome(p, unread)
        p.e(0, "main", "")
        p.e(1, "button", "Back to Inbox", k="back")
        p.e(1, "button", "Archive", k="archive")
        p.e(1, "button", "Report spam")
        p.e(1, "button", "Delete")
        p.e(1, "button", "Mark as unread")
        p.e(1, "button", "Snooze")
        p.e(1, "button", "Move to")
        p.e(1, "button", "Labels", k="labels", p=f"hasPopup='menu', expanded={menu > 0}")
        if menu:
            p.e(2, "menu", "")
            p.t(3, "Label as:")
            p.e(3, "textbox", "", p="required=False")
            for n in ["Receipts", "Travel", "Work", "Family"]:
                p.e(3, "menuitemcheckbox", n, k=f"cb:{n}", p=f"checked={n == 'Travel' and menu == 2}")
            p.e(3, "menuitem", "Create new")
            p.e(3, "menuitem", "Manage labels")
            if menu == 2:
                p.e(3, "menuitem", "Apply", k="apply")
        p.e(1, "heading", r[2])
        p.e(1, "button", "Inbox")
        if label:
            p.e(1, "button", label)
        if key == "bank":
            p.t(1, "Northwind Bank", "<statements@northwindbank.com>", "to me", "9:12 AM (38 minutes ago)")
            p.t(1, "Hi Nadia,", "Your statement for checking account ending 5521 (Feb 11 – Mar 10, 2025) is ready.",
                "Opening balance $4,218.67 · Closing balance $3,902.15", "Sign in to online banking to view or download it.")
        else:
            p.t(1, "TAP Air Portugal", "<noreply@flytap.com>", "to me", "8:47 AM (1 hour ago)")
            p.t(1, "Booking reference: K7QX2M", "TP 218 · Newark (EWR) → Lisbon (LIS) · Fri, 21 Mar 2025 · 19:05 – 06:40 (+1)",
                "Passenger: Nadia Rahman · Economy Classic · Seat 27C", "Total paid: USD 612.40", "Manage booking")
        p.e(1, "button", "Reply")
        p.e(1, "button", "Forward")
        if note:
            p.e(0, "alert", "")
            p.t(1, note)
            p.e(1, "button", "Undo")
        return p

    def label_view() -> Page:
        p = Page("Travel - nadia.rahman@gmail.com - Gmail", f"{base}#label/Travel", 600)
        chrome(p, 11, "Travel")
        p.e(0, "main", "")
        p.e(1, "heading", "Travel")
        p.t(1, "1–4 of 4")
        p.e(1, "grid", "")
        for frm, subj, when, inb in [("TAP Air Portugal", "Your booking confirmation — TP 218 Newark → Lisbon, 21 Mar", "8:47 AM", True),
                                     ("Booking.com", "Your booking is confirmed: Casa do Beco, Alfama (21–26 Mar)", "Feb 27", False),
                                     ("Global Entry", "Your Global Entry membership has been renewed", "Jan 14", False),
                                     ("United Airlines", "Your receipt: EWR → SFO, Nov 4", "Nov 5, 2024", False)]:
            p.e(2, "row", "")
            p.e(3, "gridcell", f"{frm}, {subj}, {when}")
            if inb:
                p.e(4, "button", "Inbox")
            p.t(4, frm, subj, when)
        return p

    rows1 = [r for r in rows0 if r[0] != "bank"]
    tap_read = ("tap", *rows0[1][1:5], False, "Travel")
    marta_new = ("marta", "Marta Silva 2", "Re: Thursday dinner?", "Perfect — table for 3 at 8, Rui is coming too. See you there!", "9:58 AM", True, "")
    rows2 = [marta_new, tap_read] + [r for r in rows1 if r[0] not in ("tap", "marta")]
    s0 = inbox(rows0, 12, "1,284")
    p1 = message("bank", 11)
    p2 = inbox(rows1, 11, "1,283", "Conversation archived.")
    p3 = message("tap", 10)
    p4 = message("tap", 10, menu=1)
    p5 = message("tap", 10, menu=2)
    p6 = message("tap", 10, "Travel", note="The conversation has been added to \"Travel\".")
    p7 = inbox(rows2, 11, "1,283")
    p8 = label_view()
    t = [(click(s0["bank"]), str(p1)), (click(p1["archive"]), str(p2)), (click(p2["tap"]), str(p3)), (click(p3["labels"]), str(p4)),
         (click(p4["cb:Travel"]), str(p5)), (click(p5["apply"]), str(p6)), (click(p6["inbox"]), str(p7)), (click(p7["label:Travel"]), str(p8))]
    return str(s0), t


# ---------------------------------------------------------------- 22 museum ticketing (bad: cart total does not follow)
def t22() -> Traj:
    base = "https://tickets.halvorsenmuseum.org"
    types = [("Adult", 24.00), ("Senior (65+)", 19.00), ("Student (with ID)", 15.00), ("Youth (13–17)", 10.00), ("Child (12 and under)", 0.00)]
    addon = "Northern Light: Nordic Painting 1880–1910"

    def head(p: Page, n: int) -> None:
        p.e(0, "banner", "")
        p.e(1, "link", "Halvorsen Museum of Art")
        p.e(1, "navigation", "")
        for x in ["Visit", "Exhibitions", "Collection", "Membership", "Tickets"]:
            p.e(2, "link", x, k=f"nav:{x}")
        p.e(1, "link", f"Cart, {n} tickets" if n != 1 else "Cart, 1 ticket")

    def foot(p: Page) -> None:
        p.e(0, "contentinfo", "")
        p.t(1, "Halvorsen Museum of Art · 1400 Fjord Avenue, Minneapolis, MN 55403 · (612) 555-0108")

    def select_page(slot: str, qty: dict[str, int], add: bool, focus: str = "") -> Page:
        p = Page("Select tickets · Halvorsen Museum of Art", f"{base}/tickets/general?date=2025-05-10", 150)
        head(p, 0)
        p.e(0, "main", "")
        p.e(1, "heading", "General admission · Saturday, May 10, 2025")
        p.e(1, "link", "Change date")
        p.e(1, "combobox", "Entry time", k="slot", p=f"hasPopup='menu', expanded=False, value={slot!r}")
        for o, left in [("10:00 AM", "Sold out"), ("10:30 AM", "12 left"), ("11:00 AM", "31 left"), ("11:30 AM", "46 left"), ("12:00 PM", "58 left"), ("12:30 PM", "60 left")]:
            p.e(2, "option", f"{o} · {left}", p=f"selected={o == slot}" + (", disabled=True" if left == "Sold out" else ""))
        for name, price in types:
            p.t(1, name, "Free" if price == 0 else money(price))
            p.e(1, "spinbutton", f"Quantity, {name}", k=name, p=f"required=False, valuemin=0, valuemax=10, valuetext='{qty.get(name, 0)}'" + (", focused" if focus == name else ""))
        p.t(1, "Members: ")
        p.e(1, "link", "log in for free tickets")
        paid = sum(q for n, q in qty.items() if dict(types)[n] > 0)
        p.e(1, "checkbox", f"Add special exhibition “{addon}” (+$8.00 per paid ticket)", k="addon", p=f"checked={'true' if add else 'false'!r}")
        p.e(1, "heading", "Order summary")
        lines = [(f"{n} × {q}", dict(types)[n] * q) for n, q in qty.items() if q]
        if add and paid:
            lines.append((f"{addon} × {paid}", 8.0 * paid))
        for a, b in lines:
            p.t(1, a, money(b))
        fee = 1.50 * paid
        sub = sum(b for _, b in lines)
        p.t(1, f"Service fees ({paid} × $1.50)", money(fee), "Total", money(sub + fee))
        p.e(1, "button", "Continue", k="cont", p="" if paid and slot != "Select a time" else "disabled=True")
        foot(p)
        return p

    def cart(qty: dict[str, int], total_override: float | None = None) -> Page:
        paid = sum(qty.values())
        p = Page("Your cart · Halvorsen Museum of Art", f"{base}/cart", 150)
        head(p, paid)
        p.e(0, "main", "")
        p.e(1, "heading", "Your cart")
        p.t(1, "Tickets are held for 15 minutes.", "Time remaining: 14:32" if total_override is None else "Time remaining: 13:47")
        p.e(1, "table", "")
        p.e(2, "row", "")
        for h in ["Item", "Quantity", "Price"]:
            p.e(3, "columnheader", h)
        p.e(2, "row", "")
        p.e(3, "cell", "General admission · Sat, May 10, 2025 · 11:30 AM entry")
        p.e(2, "row", "")
        sub = 0.0
        for name, q in [("Adult", qty.get("Adult", 0)), ("Youth (13–17)", qty.get("Youth (13–17)", 0))]:
            p.e(2, "row", "")
            p.e(3, "cell", name)
            p.e(3, "cell", "")
            p.e(4, "combobox", f"Quantity, {name}", k=name, p=f"hasPopup='menu', expanded=False, value='{q}'")
            for i in range(0, 5):
                p.e(5, "option", str(i), p=f"selected={i == q}")
            p.e(3, "cell", money(dict(types)[name] * q))
            sub += dict(types)[name] * q
        p.e(2, "row", "")
        p.e(3, "cell", addon)
        p.e(3, "cell", f"× {paid}")
        p.e(3, "cell", money(8.0 * paid))
        sub += 8.0 * paid
        p.e(3, "button", "Remove special exhibition")
        fee = 1.50 * paid
        total = sub + fee if total_override is None else total_override
        for a, b in [("Subtotal", sub), (f"Service fees ({paid} × $1.50)", fee), ("Total", total)]:
            p.e(2, "row", "")
            p.e(3, "rowheader", a)
            p.e(3, "cell", money(b))
        p.e(1, "heading", "Contact details")
        p.e(1, "textbox", "Email (tickets are sent here)", p="required=True")
        p.e(1, "textbox", "First name", p="required=True")
        p.e(1, "textbox", "Last name", p="required=True")
        p.e(1, "checkbox", "Send me museum news and event invitations", p="checked='false'")
        p.e(1, "button", "Continue to payment")
        p.e(1, "link", "Keep shopping")
        foot(p)
        return p

    def visit() -> Page:
        p = Page("Plan your visit · Halvorsen Museum of Art", "https://www.halvorsenmuseum.org/visit", 150)
        head(p, 2)
        p.e(0, "main", "")
        p.e(1, "heading", "Plan your visit")
        p.e(1, "table", "Hours")
        for d, h in [("Monday", "Closed"), ("Tuesday – Wednesday", "10 AM – 5 PM"), ("Thursday", "10 AM – 9 PM"), ("Friday – Sunday", "10 AM – 5 PM")]:
            p.e(2, "row", "")
            p.e(3, "cell", d)
            p.e(3, "cell", h)
        p.t(1, "Address: 1400 Fjord Avenue, Minneapolis, MN 55403",
            "Parking: museum ramp on 14th St, $8 flat rate; free for members. Metro Transit routes 4 and 18 stop at Fjord Ave & 14th St.",
            "Bags larger than 13 × 17 in. must be checked at the coat room (free). Photography without flash is welcome in the permanent collection.")
        p.e(1, "link", "Accessibility")
        p.e(1, "link", "Group visits")
        foot(p)
        return p

    def exhibitions() -> Page:
        p = Page("Exhibitions · Halvorsen Museum of Art", "https://www.halvorsenmuseum.org/exhibitions", 150)
        head(p, 2)
        p.e(0, "main", "")
        p.e(1, "heading", "Exhibitions")
        for ttl, dates, where in [(addon, "Mar 8 – Jul 27, 2025", "Target Galleries, level 2 · Timed tickets"),
                                  ("Ink & Ice: Japanese Prints of Winter", "Jan 18 – Jun 1, 2025", "Gallery 215 · Free with admission"),
                                  ("Textile Futures", "Apr 12 – Sep 14, 2025", "Gallery 110 · Free with admission")]:
            p.e(1, "article", "")
            p.e(2, "link", ttl, k=ttl)
            p.t(2, dates, where)
        p.e(1, "link", "Past exhibitions")
        foot(p)
        return p

    def exhibit() -> Page:
        p = Page(f"{addon} · Halvorsen Museum of Art", "https://www.halvorsenmuseum.org/exhibitions/northern-light", 150)
        head(p, 2)
        p.e(0, "main", "")
        p.e(1, "heading", addon)
        p.t(1, "March 8 – July 27, 2025 · Target Galleries, level 2",
            "Around 90 paintings by Hammershøi, Kitty Kielland, Akseli Gallen-Kallela, Harriet Backer and their circle trace how Nordic artists painted the long light of summer and the blue hour of winter.",
            "Tickets: add-on to general admission, $8 per paid ticket; free for members and children 12 and under. Timed entry every 30 minutes.",
            "Audio guide: free on the museum app (42 stops, about 55 minutes).")
        p.e(1, "link", "Buy tickets")
        p.e(1, "link", "Exhibition catalogue ($45, museum store)")
        foot(p)
        return p

    q2 = {"Adult": 2}
    q3 = {"Adult": 2, "Youth (13–17)": 1}
    s0 = select_page("Select a time", {}, False)
    p1 = select_page("11:30 AM", {}, False)
    p2 = select_page("11:30 AM", q2, False, "Adult")
    p3 = select_page("11:30 AM", q3, False, "Youth (13–17)")
    p4 = select_page("11:30 AM", q3, True)
    p5 = cart(q3)
    p6 = cart({"Adult": 2, "Youth (13–17)": 0}, total_override=69.00)  # 48 + 16 + 3 = 67, shown as 69
    p7 = visit()
    p8 = exhibitions()
    p9 = exhibit()
    t = [(select(s0["slot"], "11:30 AM · 46 left"), str(p1)), (fill(p1["Adult"], "2"), str(p2)), (fill(p2["Youth (13–17)"], "1"), str(p3)),
         (click(p3["addon"]), str(p4)), (click(p4["cont"]), str(p5)), (select(p5["Youth (13–17)"], "0"), str(p6)),
         (click(p6["nav:Visit"]), str(p7)), (click(p7["nav:Exhibitions"]), str(p8)), (click(p8[addon]), str(p9))]
    return str(s0), t


# ---------------------------------------------------------------- assembly
SPECS = [
    (t01, "OneStopShop store: search, sort by price, add 3 jars, remove another cart item", None, ""),
    (t02, "Dentist online booking: book a cleaning and check my appointments", 6,
     "The new appointment's confirmation code is BFD-7Q4X2 on My appointments but was BFD-7Q4K2 on the booking confirmation."),
    (t03, "GitLab: read config/settings.yml, edit README.md, then reopen settings.yml", 8,
     "config/settings.yml line 10 reads ttl_seconds: 900 although it read 600 and only README.md was committed since."),
    (t04, "Utility account: review usage, pay the bill, check payment history", None, ""),
    (t05, "Postmill f/books: comment on the weekly thread, edit it, delete it, browse by new", None, ""),
    (t06, "Coworking member portal: pay the April invoice and review paid invoices", None, ""),
    (t07, "Magento admin: put order 000000299 on hold, then look up yoga straps", 7,
     "The order grid shows order 000000299 as Pending right after the order was put On Hold."),
    (t08, "Conference CFP (HotCRP): add a co-author to submission #37 and mark it ready", 8,
     "After the second save the author list lacks Mei-Ling Ortiz, who was saved as author 3 and never deleted."),
    (t09, "OpenStreetMap: directions from CMU to Phipps Conservatory by car and bike", None, ""),
    (t10, "City bike share: change default card, remove the Visa, buy a day pass", 7,
     "The payment-method list at checkout offers Visa •••• 4417, which was removed two pages earlier."),
    (t11, "Wikipedia (Kiwix): Pittsburgh, Allegheny County and the metro area populations", None, ""),
    (t12, "Property manager portal: file a dishwasher request and cancel the sink request", None, ""),
    (t13, "Trello: rename the QA Review list, then open a backlog card and its Move menu", 5,
     "The Move card list options still name the list 'QA Review' after it was renamed to 'Ready for QA'."),
    (t14, "School parent portal: check Math grades and report Friday's absence", 9,
     "The attendance office's receipt for ATT-558120 is dated 7:36 AM, before the report was submitted at 7:42 AM."),
    (t15, "Jira: create PAY-231 in the sprint, move it to In Progress and assign it", None, ""),
    (t16, "Farmers' market vendor hub: reprice tomatoes, rename scapes, delete chard", None, ""),
    (t17, "GitHub PR #214: review files, checks and commits, then comment on issue #209", 3,
     "The Files changed tab counter reads 6 on the Commits tab although it read 5 and nothing was pushed."),
    (t18, "Podcast host: rename and schedule episode 49, delete a draft, check analytics", None, ""),
    (t19, "Google Calendar: add a vendor sync on Thursday and browse weeks", 5,
     "Back on the week of March 10 the untouched dentist appointment starts at 9am instead of 8am."),
    (t20, "Sports league manager: reschedule Harbor FC vs Northgate Rovers", 4,
     "Filling the date field changes the venue shown in the form from Riverside Field 2 to Riverside Field 3."),
    (t21, "Gmail: archive the bank statement, label the TAP booking as Travel", None, ""),
    (t22, "Museum tickets: pick 11:30 entry, two adults and a youth with the exhibition, then drop the youth", 6,
     "After removing the youth ticket the cart total is $69.00, but $48.00 + $16.00 + $3.00 fees is $67.00."),
]


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for i, (fn, _task, bad_turn, kind) in enumerate(SPECS, 1):
        state, turns = fn()
        tid = f"h64-web-{i:02d}"
        if bad_turn is None:
            rs.add("web", tid, SYSTEM, turns, state=state)
        else:
            rs.add("web", tid, SYSTEM, turns, state=state, bad=True, turn=bad_turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
