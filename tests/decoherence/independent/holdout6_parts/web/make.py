# ruff: noqa: E501
"""holdout6, web domain: a frozen held-out set for the decoherence warnings (22 trajectories, 11 bad, 11 clean).

Written by hand from knowledge of how real web apps render in a BrowserGym accessibility tree (Roundcube,
a Magento-style cart, a Baserow-style table, Nextcloud Calendar/Files, OpenWrt LuCI, GitLab issues,
Firefly III, Koha OPAC, a Postmill forum, a Wekan board). It was written WITHOUT reading the detectors,
their tests, their rules or any earlier labeled set; only the row kit (rowkit2) is reused.

Each site is played twice: a clean run full of legitimate changes (counters that follow the agent's own
actions, re-sorting, pagination, relative times that move, a clock crossing noon, new mail arriving) and a
bad run whose observations are the same story except for exactly ONE detail at the labeled turn that
contradicts an earlier observation.

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout6_parts.web.make`` writes ``web_test.jsonl``
and ``labels.json`` next to this file.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any, Callable

from tests.decoherence.independent.rowkit2 import RowSet, axtree

OUT = Path(__file__).resolve().parent
SYSTEM = ("You are a web world model. The agent drives a Chromium browser with BrowserGym actions that name "
          "elements by their bid. Given the history, the current page's accessibility tree and the action, "
          "output the page's next accessibility tree, in the same notation, inside "
          "<predicted_observation></predicted_observation>.")


class Page:
    """A BrowserGym-style flattened accessibility tree; bids come from a running counter."""

    def __init__(self, title: str, url: str, bid0: int = 1) -> None:
        self.title, self.url, self.n = title, url, bid0
        self.lines: list[str] = []
        self.bid: dict[str, str] = {}

    def el(self, d: int, role: str, name: str = "", *props: str, key: str | None = None) -> str:
        b = str(self.n)
        self.n += 1
        self.lines.append("\t" * d + f"[{b}] {role} {name!r}" + "".join(", " + p for p in props))
        if key:
            self.bid[key] = b
        return b

    def st(self, d: int, text: str) -> None:
        self.lines.append("\t" * d + f"StaticText {text!r}")

    def gap(self, k: int) -> None:
        self.n += k

    def __str__(self) -> str:
        return axtree(self.title, self.lines, self.url)


class Traj:
    """Collects (action, observation) pairs; ``bad_at`` names the turn whose page gets the one wrong detail."""

    def __init__(self, first: Page) -> None:
        self.state = str(first)
        self.turns: list[tuple[str, str]] = []
        self.page = first

    def go(self, action: str, page: Page) -> Page:
        self.turns.append((action, str(page)))
        self.page = page
        return page

    @property
    def n(self) -> int:
        return len(self.turns) + 1  # the turn about to be added


Scenario = Callable[[bool], tuple[Traj, int | None, str]]


# ---------------------------------------------------------------------------------------------------------
# 1. Roundcube webmail: read, archive, new mail arrives, sort by sender, search the inbox
# ---------------------------------------------------------------------------------------------------------
MAIL = [
    dict(uid=9121, frm="Harbor Freight Logistics", subj="Invoice #4471 - container storage (May)", date="Today 09:14", size="84 KB", unread=True, att=True),
    dict(uid=9120, frm="Jonas Ebert", subj="Re: offsite agenda", date="Today 08:02", size="12 KB", unread=True, att=False),
    dict(uid=9118, frm="GitHub", subj="[infra/terraform] Run failed: plan (main)", date="Yesterday 22:47", size="31 KB", unread=True, att=False),
    dict(uid=9115, frm="Alina Moreau", subj="Photos from Saturday", date="Yesterday 18:30", size="6.1 MB", unread=False, att=True),
    dict(uid=9109, frm="Payroll", subj="Your payslip for April is available", date="Mon 11:05", size="22 KB", unread=False, att=False),
    dict(uid=9102, frm="Brightline Insurance", subj="Renewal notice: policy BL-20-55813", date="Sat 07:40", size="48 KB", unread=False, att=True),
]
ARCHIVE = [
    dict(uid=8870, frm="Harbor Freight Logistics", subj="Invoice #4402 - container storage (April)", date="2024-04-12", size="81 KB", unread=False, att=True),
    dict(uid=8791, frm="Jonas Ebert", subj="Offsite venue shortlist", date="2024-04-03", size="15 KB", unread=False, att=False),
    dict(uid=8650, frm="City Utilities", subj="E-bill March 2024", date="2024-03-21", size="39 KB", unread=False, att=True),
]


def roundcube(folder: str, msgs: list[dict[str, Any]], unread: dict[str, int], *, search: str = "", sort: str = "Arrival date",
              open_msg: dict[str, Any] | None = None) -> Page:
    title = f"Roundcube Webmail :: {folder}" if not open_msg else f"Roundcube Webmail :: {open_msg['subj']}"
    url = f"https://mail.kestrel-ops.net/?_task=mail&_mbox={folder}" + (f"&_uid={open_msg['uid']}&_action=show" if open_msg else "")
    p = Page(title, url, 12)
    p.el(0, "banner", "")
    p.el(1, "link", "Roundcube Webmail", key="logo")
    p.el(1, "link", "Mail", "clickable")
    p.el(1, "link", "Contacts", "clickable")
    p.el(1, "link", "Settings", "clickable")
    p.el(1, "button", "Logout (m.okafor)", "clickable")
    p.el(0, "navigation", "Folders")
    for f in ("Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive"):
        cnt = unread.get(f, 0)
        name = f"{f} {cnt}" if cnt else f
        p.el(1, "link", name, "clickable", *(["focused"] if f == folder and not open_msg else []), key=f"f_{f}")
    p.el(0, "main", "")
    if open_msg:
        m = open_msg
        p.el(1, "toolbar", "Message actions")
        p.el(2, "button", "Reply", "clickable", key="reply")
        p.el(2, "button", "Forward", "clickable")
        p.el(2, "button", "Delete", "clickable", key="delete")
        p.el(2, "button", "Archive", "clickable", key="archive")
        p.el(2, "button", "Mark", "clickable", "hasPopup='menu'")
        p.el(1, "heading", m["subj"], "level=2")
        p.st(1, "From")
        p.el(1, "link", m["frm"], "clickable")
        p.st(1, "Date")
        p.st(1, m.get("full", m["date"]))
        if m["att"]:
            p.el(1, "link", m.get("file", "attachment.pdf") + f" ({m['size']})", "clickable")
        p.el(1, "article", "")
        for para in m.get("body", ["(no preview)"]):
            p.st(2, para)
        return p
    p.el(1, "searchbox", "Search", *([f"value={search!r}"] if search else []), "clickable", key="search")
    p.el(1, "button", "List options", "clickable", key="listopts")
    p.el(1, "table", f"Message list - sorted by {sort}")
    p.el(2, "row", "Subject From Date Size")
    for m in msgs:
        flags = ", ".join(x for x in ("unread" if m["unread"] else "", "attachment" if m["att"] else "") if x)
        p.el(2, "row", f"{m['subj']} {m['frm']} {m['date']} {m['size']}" + (f" ({flags})" if flags else ""), "clickable", key=f"m{m['uid']}")
    shown = len(msgs)
    p.st(1, f"Messages 1 to {shown} of {shown}" if shown else "The list is empty.")
    return p


def s_roundcube(bad: bool) -> tuple[Traj, int | None, str]:
    inbox = copy.deepcopy(MAIL)
    arch = copy.deepcopy(ARCHIVE)
    un = {"Inbox": 3, "Junk": 1}
    t = Traj(roundcube("Inbox", inbox, un))
    inv = inbox[0]
    inv.update(unread=False, full="Tue, 14 May 2024 09:14:52 +0200", file="INV-4471.pdf",
               body=["Dear customer,", "please find attached invoice #4471 for container storage in May (unit K-17).",
                     "Amount due: EUR 1,180.00, payable within 14 days.", "Harbor Freight Logistics GmbH, Accounts"])
    un["Inbox"] = 2
    t.go(f"click('{t.page.bid['m9121']}')", roundcube("Inbox", inbox, un, open_msg=inv))
    inbox.remove(inv)
    arch.insert(0, dict(inv, date="Today 09:14"))
    t.go(f"click('{t.page.bid['archive']}')", roundcube("Inbox", inbox, un))
    t.go(f"click('{t.page.bid['f_Archive']}')", roundcube("Archive", arch, un))
    t.go(f"click('{t.page.bid['f_Inbox']}')", roundcube("Inbox", inbox, un))
    # a new message arrives while the agent looks at the list (the periodic refresh picks it up)
    new = dict(uid=9124, frm="Harbor Freight Logistics", subj="Payment reminder: invoice #4398", date="Today 09:41", size="19 KB", unread=True, att=False)
    inbox.insert(0, new)
    un["Inbox"] = 3
    t.go("noop(60000)", roundcube("Inbox", inbox, un))
    lo = t.page.bid["listopts"]
    by_from = sorted(inbox, key=lambda m: m["frm"].lower())
    t.go(f"click('{lo}')", roundcube("Inbox", by_from, un, sort="From"))
    hits = [m for m in inbox if "invoice" in m["subj"].lower()]
    if bad:
        hits = [dict(inv, date="Today 09:14")] + hits  # the archived invoice shows up in the inbox search
    t.go(f"fill('{t.page.bid['search']}', 'invoice')", roundcube("Inbox", by_from, un, sort="From", search="invoice"))
    bt = t.n
    t.go("keyboard_press('Enter')", roundcube("Inbox", hits, un, sort="From", search="invoice"))
    return t, (bt if bad else None), "moved_item_reappears"


# ---------------------------------------------------------------------------------------------------------
# 2. Outdoor-gear shop cart: add, change quantity, coupon, shipping estimate, remove
# ---------------------------------------------------------------------------------------------------------
def money(x: float) -> str:
    return f"${x:,.2f}"


def cart_page(items: list[dict[str, Any]], *, coupon: str = "", coupon_field: str = "", zip_: str = "", ship: float | None = None,
              tax_rate: float = 0.0, msg: str = "", shown_qty: dict[str, int] | None = None,
              price_override: dict[str, float] | None = None) -> Page:
    p = Page("Shopping Cart | Lumen Outdoor", "https://shop.lumen-outdoor.com/checkout/cart/", 200)
    qty = sum(i["qty"] for i in items)
    p.el(0, "banner", "")
    p.el(1, "link", "Lumen Outdoor home", "clickable")
    p.el(1, "searchbox", "Search entire store here...", "clickable")
    p.el(1, "link", f"My Cart {qty} items" if qty != 1 else "My Cart 1 item", "clickable", key="minicart")
    p.el(0, "main", "")
    p.el(1, "heading", "Shopping Cart", "level=1")
    if msg:
        p.el(1, "alert", "", "live='assertive'")
        p.st(2, msg)
    p.el(1, "table", "Shopping Cart Items")
    p.el(2, "row", "Item Price Qty Subtotal")
    sub = 0.0
    for i in items:
        price = (price_override or {}).get(i["sku"], i["price"])
        line = price * i["qty"]
        sub += line
        p.el(2, "row", "")
        p.el(3, "link", i["name"], "clickable")
        p.st(3, f"SKU: {i['sku']}")
        p.st(3, money(price))
        p.el(3, "spinbutton", "Qty", f"value='{(shown_qty or {}).get(i['sku'], i['qty'])}'", "clickable", key=f"qty_{i['sku']}")
        p.st(3, money(line))
        p.el(3, "link", "Remove item", "clickable", key=f"rm_{i['sku']}")
    p.el(1, "button", "Update Shopping Cart", "clickable", key="update")
    p.el(1, "group", "Apply Discount Code", "expanded=True")
    cf = coupon or coupon_field
    p.el(2, "textbox", "Enter discount code", *([f"value={cf!r}"] if cf else []), "clickable", key="coupon")
    p.el(2, "button", "Cancel Coupon" if coupon else "Apply Discount", "clickable", key="apply")
    p.el(1, "complementary", "Summary")
    p.el(2, "group", "Estimate Shipping and Tax", "expanded=True")
    p.el(3, "combobox", "Country", "value='United States'", "hasPopup='listbox'")
    p.el(3, "textbox", "Zip/Postal Code", *([f"value={zip_!r}"] if zip_ else []), "clickable", key="zip")
    p.el(3, "radio", "Flat Rate $12.00" if ship is not None else "Flat Rate", "checked='true'" if ship is not None else "checked='false'", key="flat")
    disc = round(sub * 0.10, 2) if coupon else 0.0
    tax = round((sub - disc) * tax_rate, 2)
    p.el(2, "table", "Order totals")
    p.st(3, "Subtotal")
    p.st(3, money(sub))
    if coupon:
        p.st(3, f"Discount ({coupon})")
        p.st(3, "-" + money(disc))
    if ship is not None:
        p.st(3, "Shipping (Flat Rate - Fixed)")
        p.st(3, money(ship))
    if tax_rate:
        p.st(3, "Tax")
        p.st(3, money(tax))
    p.st(3, "Order Total")
    p.st(3, money(sub - disc + (ship or 0.0) + tax))
    p.el(2, "button", "Proceed to Checkout", "clickable")
    return p


def s_cart(bad: bool) -> tuple[Traj, int | None, str]:
    items = [dict(sku="LO-TNT-2P", name="Ridgeline 2P Backpacking Tent", price=189.00, qty=1),
             dict(sku="LO-HLP-400", name="Beacon 400 Rechargeable Headlamp", price=34.95, qty=1)]
    t = Traj(cart_page(items))
    # typing in the qty box changes only the field; totals move after "Update Shopping Cart"
    t.go(f"fill('{t.page.bid['qty_LO-HLP-400']}', '3')", cart_page(items, shown_qty={"LO-HLP-400": 3}))
    items[1]["qty"] = 3
    t.go(f"click('{t.page.bid['update']}')", cart_page(items, msg="You updated your shopping cart."))
    t.go(f"fill('{t.page.bid['coupon']}', 'TRAILHEAD10')", cart_page(items, msg="You updated your shopping cart.", coupon_field="TRAILHEAD10"))
    t.go(f"click('{t.page.bid['apply']}')", cart_page(items, coupon="TRAILHEAD10", msg='You used coupon code "TRAILHEAD10".'))
    t.go(f"fill('{t.page.bid['zip']}', '80302')", cart_page(items, coupon="TRAILHEAD10", zip_="80302", ship=12.00, tax_rate=0.0881))
    items = [i for i in items if i["sku"] != "LO-TNT-2P"]
    t.go(f"click('{t.page.bid['rm_LO-TNT-2P']}')", cart_page(items, coupon="TRAILHEAD10", zip_="80302", ship=12.00, tax_rate=0.0881))
    t.go(f"fill('{t.page.bid['qty_LO-HLP-400']}', '2')", cart_page(items, coupon="TRAILHEAD10", zip_="80302", ship=12.00, tax_rate=0.0881, shown_qty={"LO-HLP-400": 2}))
    items[0]["qty"] = 2
    over = {"LO-HLP-400": 39.95} if bad else None  # the unit price drifts with no action that could change it
    t.go(f"click('{t.page.bid['update']}')", cart_page(items, coupon="TRAILHEAD10", zip_="80302", ship=12.00, tax_rate=0.0881,
                                                       msg="You updated your shopping cart.", price_override=over))
    return t, (len(t.turns) if bad else None), "price_changed_without_action"


# ---------------------------------------------------------------------------------------------------------
# 3. Baserow-style table: edit a cell, sort by quantity, add a row, filter by location
# ---------------------------------------------------------------------------------------------------------
INV = [
    (1, "Oscilloscope Rigol DS1054Z", 4, "Lab A", "2024-03-02"),
    (2, "Bench PSU Korad KA3005P", 7, "Lab A", "2024-03-02"),
    (3, "Soldering station Hakko FX-951", 5, "Lab B", "2024-02-19"),
    (4, "Logic analyzer Saleae Logic 8", 2, "Lab B", "2024-04-11"),
    (5, "Thermal camera FLIR C5", 1, "Store room", "2024-01-30"),
    (6, "Multimeter Fluke 87V", 9, "Lab A", "2024-03-28"),
    (7, "Hot air station Quick 861DW", 3, "Lab B", "2024-02-19"),
    (8, "Spectrum analyzer Siglent SSA3021X", 1, "Store room", "2024-04-02"),
]


def grid(rows: list[tuple[int, str, int, str, str]], *, sort: str = "", filt: str = "", editing: tuple[int, str] | None = None,
         total: int | None = None) -> Page:
    p = Page("Equipment inventory - Hardware lab - Baserow", "https://baserow.fablab-lyon.org/database/112/table/604/1877", 40)
    p.el(0, "navigation", "Sidebar")
    p.el(1, "link", "Hardware lab", "clickable")
    p.el(2, "link", "Equipment inventory", "clickable", "current='page'")
    p.el(2, "link", "Loans", "clickable")
    p.el(0, "main", "")
    p.el(1, "heading", "Equipment inventory", "level=1")
    p.el(1, "button", "Grid view", "clickable")
    p.el(1, "button", "1 Filter" if filt else "Filter", "clickable", key="filter")
    p.el(1, "button", "Sorted by 1 field" if sort else "Sort", "clickable", key="sort")
    if filt:
        p.st(1, f"Location is {filt}")
    if sort:
        p.st(1, sort)
    p.el(1, "grid", "", "multiselectable=False")
    p.el(2, "row", "", )
    for h in ("id", "Name", "Qty", "Location", "Last checked"):
        p.el(3, "columnheader", h, "clickable")
    for r in rows:
        p.el(2, "row", "")
        p.el(3, "gridcell", str(r[0]))
        p.el(3, "gridcell", r[1], "clickable", key=f"name{r[0]}")
        if editing and editing[0] == r[0]:
            p.el(3, "gridcell", "", "selected=True")
            p.el(4, "textbox", "", f"value={editing[1]!r}", "focused", key=f"edit{r[0]}")
        else:
            p.el(3, "gridcell", str(r[2]), "clickable", key=f"qty{r[0]}")
        p.el(3, "gridcell", r[3], "clickable")
        p.el(3, "gridcell", r[4], "clickable")
    p.el(2, "button", "+", "clickable", key="addrow")
    p.st(1, f"{total if total is not None else len(rows)} rows")
    return p


def s_grid(bad: bool) -> tuple[Traj, int | None, str]:
    rows = list(INV)
    t = Traj(grid(rows))
    t.go("mouse_dblclick(612, 318)", grid(rows, editing=(1, "4")))
    t.go(f"fill('{t.page.bid['edit1']}', '6')", grid(rows, editing=(1, "6")))
    rows[0] = (1, rows[0][1], 6, rows[0][3], "2024-05-14")  # "Last checked" is a last-modified field
    t.go("keyboard_press('Enter')", grid(rows))
    bt = t.n

    def view(rs: list[tuple[int, str, int, str, str]]) -> list[tuple[int, str, int, str, str]]:
        if bad:  # from the sort on, the edited quantity reads back as the old value
            rs = [(1, r[1], 4, r[3], r[4]) if r[0] == 1 else r for r in rs]
        return sorted(rs, key=lambda r: (-r[2], r[0]))

    t.go(f"click('{t.page.bid['sort']}')", grid(view(rows), sort="Qty: 9 → 1"))
    rows.append((9, "", 0, "", ""))
    t.go(f"click('{t.page.bid['addrow']}')", grid(view(rows), sort="Qty: 9 → 1"))
    rows[-1] = (9, "USB isolator ADuM4160", 0, "", "")
    t.go(f"fill('{t.page.bid['name9']}', 'USB isolator ADuM4160')", grid(view(rows), sort="Qty: 9 → 1"))
    labb = [r for r in view(rows) if r[3] == "Lab B"]
    t.go(f"click('{t.page.bid['filter']}')", grid(labb, sort="Qty: 9 → 1", filt="Lab B"))
    return t, (bt if bad else None), "value_reverted"


# ---------------------------------------------------------------------------------------------------------
# 4. Nextcloud Calendar week view: create an event across noon, page weeks, open the event
# ---------------------------------------------------------------------------------------------------------
DAYS = ["Mon 13", "Tue 14", "Wed 15", "Thu 16", "Fri 17"]


def week(label: str, days: list[str], events: dict[str, list[str]], *, editor: dict[str, str] | None = None, pop: str = "") -> Page:
    p = Page(f"{label} - Calendar - Nextcloud", "https://cloud.tessel-works.de/apps/calendar/timeGridWeek/" + label.split()[-1], 60)
    p.el(0, "navigation", "")
    p.el(1, "button", "+ New event", "clickable", key="new")
    p.el(1, "button", "Previous week", "clickable", key="prev")
    p.el(1, "button", "Today", "clickable")
    p.el(1, "button", "Next week", "clickable", key="next")
    p.el(1, "link", "Personal", "clickable", "checked='true'")
    p.el(1, "link", "Team Ops", "clickable", "checked='true'")
    p.el(0, "main", "")
    p.el(1, "heading", label, "level=2")
    p.el(1, "grid", "")
    for d in days:
        p.el(2, "columnheader", d)
        for ev in events.get(d, []):
            p.el(3, "button", ev, "clickable", key="ev_" + ev.split(" ")[0].lower())
    if editor is not None:
        p.el(1, "dialog", "New event", "modal=True")
        p.el(2, "textbox", "Event title", *([f"value={editor['title']!r}"] if editor.get("title") else []), "focused", key="title")
        p.el(2, "textbox", "from", f"value={editor['from']!r}", key="from")
        p.el(2, "textbox", "to", f"value={editor['to']!r}", key="to")
        p.el(2, "combobox", "Calendar", "value='Personal'")
        p.el(2, "button", "Save", "clickable", key="save")
        p.el(2, "button", "More", "clickable")
    if pop:
        p.el(1, "dialog", pop.split("\n")[0], "modal=False")
        for ln in pop.split("\n")[1:]:
            p.st(2, ln)
        p.el(2, "button", "Edit", "clickable")
        p.el(2, "button", "Close", "clickable", key="close")
    return p


def s_calendar(bad: bool) -> tuple[Traj, int | None, str]:
    ev = {"Mon 13": ["Standup 9:00 AM - 9:15 AM", "1:1 Lena 2:00 PM - 2:30 PM"], "Tue 14": ["Standup 9:00 AM - 9:15 AM"],
          "Wed 15": ["Standup 9:00 AM - 9:15 AM", "Vendor call (Axiom) 3:00 PM - 3:45 PM"], "Thu 16": ["Standup 9:00 AM - 9:15 AM"],
          "Fri 17": ["Standup 9:00 AM - 9:15 AM", "Sprint review 11:00 AM - 12:00 PM"]}
    lab = "May 13 – 17, 2024 Week 20"
    t = Traj(week(lab, DAYS, ev))
    ed = {"title": "", "from": "05/14/2024 10:00 AM", "to": "05/14/2024 11:00 AM"}
    t.go(f"click('{t.page.bid['new']}')", week(lab, DAYS, ev, editor=dict(ed)))
    ed["title"] = "Dentist"
    t.go(f"fill('{t.page.bid['title']}', 'Dentist')", week(lab, DAYS, ev, editor=dict(ed)))
    ed["from"] = "05/16/2024 11:30 AM"
    ed["to"] = "05/16/2024 12:30 PM"  # the end moves with the start, keeping the one-hour length
    t.go(f"fill('{t.page.bid['from']}', '05/16/2024 11:30 AM')", week(lab, DAYS, ev, editor=dict(ed)))
    ed["to"] = "05/16/2024 12:15 PM"
    t.go(f"fill('{t.page.bid['to']}', '05/16/2024 12:15 PM')", week(lab, DAYS, ev, editor=dict(ed)))
    ev["Thu 16"] = ev["Thu 16"] + ["Dentist 11:30 AM - 12:15 PM"]
    t.go(f"click('{t.page.bid['save']}')", week(lab, DAYS, ev))
    nxt = {"Mon 20": ["Standup 9:00 AM - 9:15 AM", "1:1 Lena 2:00 PM - 2:30 PM"], "Tue 21": ["Standup 9:00 AM - 9:15 AM", "Quarterly planning 10:00 AM - 1:00 PM"],
           "Wed 22": ["Standup 9:00 AM - 9:15 AM"], "Thu 23": ["Standup 9:00 AM - 9:15 AM"], "Fri 24": ["Standup 9:00 AM - 9:15 AM"]}
    t.go(f"click('{t.page.bid['next']}')", week("May 20 – 24, 2024 Week 21", ["Mon 20", "Tue 21", "Wed 22", "Thu 23", "Fri 24"], nxt))
    shown = copy.deepcopy(ev)
    bt = t.n
    if bad:
        shown["Thu 16"].remove("Dentist 11:30 AM - 12:15 PM")
        shown["Wed 15"].insert(1, "Dentist 11:30 AM - 12:15 PM")  # the new event sits one day earlier
    t.go(f"click('{t.page.bid['prev']}')", week(lab, DAYS, shown))
    t.go(f"click('{t.page.bid['ev_dentist']}')", week(lab, DAYS, shown, pop=("Dentist\n" + ("Wednesday, May 15" if bad else "Thursday, May 16") + ", 11:30 AM – 12:15 PM\nPersonal\nNo description")))
    return t, (bt if bad else None), "event_moved_without_edit"


# ---------------------------------------------------------------------------------------------------------
# 5. OpenWrt LuCI: change the LAN DHCP lease time, Save & Apply, status overview before and after
# ---------------------------------------------------------------------------------------------------------
def luci_menu(p: Page, open_: str = "") -> None:
    p.el(0, "navigation", "")
    for top, subs in (("Status", ["Overview", "Routing", "System Log", "Realtime Graphs"]), ("System", []),
                      ("Network", ["Interfaces", "Wireless", "DHCP and DNS", "Firewall"]), ("Logout", [])):
        p.el(1, "link", top, "clickable", key="menu_" + top)
        if top == open_:
            for sname in subs:
                p.el(2, "link", sname, "clickable", key="sub_" + sname)


def luci_status(localtime: str, uptime: str, load: str, avail: str, leases: list[tuple[str, str, str, str]], changes: int = 0, menu: str = "") -> Page:
    p = Page("gw-attic - Overview - LuCI", "http://192.168.8.1/cgi-bin/luci/admin/status/overview", 1)
    luci_menu(p, menu)
    p.el(0, "main", "")
    if changes:
        p.el(1, "link", f"Unsaved Changes: {changes}", "clickable", key="unsaved")
    p.el(1, "heading", "Status", "level=2")
    p.el(1, "table", "System")
    for k, v in (("Hostname", "gw-attic"), ("Model", "GL.iNet GL-MT6000"), ("Architecture", "ARMv8 Processor rev 4"),
                 ("Target Platform", "mediatek/filogic"), ("Firmware Version", "OpenWrt 23.05.3 r23809-234f1a2efa / LuCI openwrt-23.05 branch git-24.086.45142-09d5a38"),
                 ("Kernel Version", "5.15.150"), ("Local Time", localtime), ("Uptime", uptime), ("Load Average", load)):
        p.el(2, "row", f"{k} {v}")
    p.el(1, "table", "Memory")
    p.el(2, "row", "Total Available " + avail)
    p.el(1, "table", "Active DHCP Leases")
    p.el(2, "row", "Hostname IPv4 address MAC address Lease time remaining")
    for h, ip, mac, rem in leases:
        p.el(2, "row", f"{h} {ip} {mac} {rem}")
    return p


def luci_iface(rx: str, tx: str, lan_up: str, *, modal: str = "", lease: str = "12h", changes: int = 0, applied: bool = False, menu: str = "Network") -> Page:
    p = Page("gw-attic - Interfaces - LuCI", "http://192.168.8.1/cgi-bin/luci/admin/network/network", 1)
    luci_menu(p, menu)
    p.el(0, "main", "")
    if changes:
        p.el(1, "link", f"Unsaved Changes: {changes}", "clickable", key="unsaved")
    if applied:
        p.el(1, "alert", "")
        p.st(2, "Configuration changes applied.")
    p.el(1, "heading", "Interfaces", "level=2")
    p.el(1, "table", "")
    p.el(2, "row", f"lan br-lan Protocol: Static address Uptime: {lan_up} MAC: 94:83:C4:3A:0B:71 RX: {rx} TX: {tx} IPv4: 192.168.8.1/24")
    p.el(3, "button", "Edit", "clickable", key="edit_lan")
    p.el(2, "row", "wan eth1 Protocol: DHCP client Uptime: 3d 4h {int(lan_up.split()[-1][:-1]) - 1}m RX: 41.82 GB TX: 6.93 GB IPv4: 100.66.21.187/22")
    p.el(3, "button", "Edit", "clickable")
    p.el(1, "button", "Save & Apply", "clickable", key="apply")
    p.el(1, "button", "Save", "clickable")
    p.el(1, "button", "Reset", "clickable")
    if modal:
        p.el(1, "dialog", "Interfaces » lan", "modal=True")
        p.el(2, "tablist", "")
        p.el(3, "tab", "General Settings", "clickable", *(["selected=True"] if modal == "general" else []), key="tab_general")
        p.el(3, "tab", "DHCP Server", "clickable", *(["selected=True"] if modal == "dhcp" else []), key="tab_dhcp")
        if modal == "general":
            p.el(2, "combobox", "Protocol", "value='Static address'")
            p.el(2, "textbox", "IPv4 address", "value='192.168.8.1'")
        else:
            p.el(2, "checkbox", "Ignore interface", "checked='false'")
            p.el(2, "textbox", "Start", "value='100'")
            p.el(2, "textbox", "Limit", "value='150'")
            p.el(2, "textbox", "Lease time", f"value={lease!r}", key="lease")
        p.el(2, "button", "Dismiss", "clickable")
        p.el(2, "button", "Save", "clickable", key="save")
    return p


def s_luci(bad: bool) -> tuple[Traj, int | None, str]:
    leases = [("pixel-8", "192.168.8.143", "3A:5F:11:C0:9E:02", "9h 12m 40s"), ("nas-basement", "192.168.8.20", "00:11:32:A7:4C:19", "7h 58m 02s"),
              ("tv-livingroom", "192.168.8.177", "A8:23:FE:61:04:D3", "2h 03m 51s")]
    t = Traj(luci_status("2024-05-14 11:57:06", "3d 4h 12m 31s", "0.08, 0.05, 0.01", "388.41 MiB / 987.30 MiB (39%)", leases))
    t.go(f"click('{t.page.bid['menu_Network']}')", luci_status("2024-05-14 11:57:06", "3d 4h 12m 31s", "0.08, 0.05, 0.01", "388.41 MiB / 987.30 MiB (39%)", leases, menu="Network"))
    t.go(f"click('{t.page.bid['sub_Interfaces']}')", luci_iface("1.27 GB", "18.40 GB", "3d 4h 11m"))
    t.go(f"click('{t.page.bid['edit_lan']}')", luci_iface("1.27 GB", "18.41 GB", "3d 4h 12m", modal="general"))
    t.go(f"click('{t.page.bid['tab_dhcp']}')", luci_iface("1.27 GB", "18.41 GB", "3d 4h 12m", modal="dhcp"))
    t.go(f"fill('{t.page.bid['lease']}', '24h')", luci_iface("1.27 GB", "18.41 GB", "3d 4h 13m", modal="dhcp", lease="24h"))
    t.go(f"click('{t.page.bid['save']}')", luci_iface("1.28 GB", "18.43 GB", "3d 4h 13m", changes=1))
    t.go(f"click('{t.page.bid['apply']}')", luci_iface("1.28 GB", "18.44 GB", "3d 4h 14m", applied=True))
    leases2 = [("pixel-8", "192.168.8.143", "3A:5F:11:C0:9E:02", "23h 59m 12s"), ("nas-basement", "192.168.8.20", "00:11:32:A7:4C:19", "7h 53m 19s"),
               ("tv-livingroom", "192.168.8.177", "A8:23:FE:61:04:D3", "1h 59m 08s")]
    up = "3d 4h 11m 14s" if bad else "3d 4h 17m 14s"  # 4m43s later by the clock; the bad run's uptime goes back
    bt = t.n
    t.go("goto('http://192.168.8.1/cgi-bin/luci/admin/status/overview')",
         luci_status("2024-05-14 12:01:49", up, "0.31, 0.12, 0.04", "379.06 MiB / 987.30 MiB (38%)", leases2))
    return t, (bt if bad else None), "uptime_backwards"


# ---------------------------------------------------------------------------------------------------------
# 6. GitLab: close an issue, rename a label, come back to the issue list
# ---------------------------------------------------------------------------------------------------------
ISSUES = [
    dict(iid=231, title="Deploy job times out on large artifacts", labels=["needs-triage", "ci"], upd="updated 2 hours ago", author="r.kaur", notes=4),
    dict(iid=229, title="Helm chart ignores podAnnotations", labels=["bug", "needs-triage"], upd="updated 5 hours ago", author="t.nguyen", notes=2),
    dict(iid=226, title="Document the staging rollback procedure", labels=["docs"], upd="updated 1 day ago", author="m.okafor", notes=0),
    dict(iid=224, title="Flaky test: test_webhook_retry_backoff", labels=["ci", "flaky"], upd="updated 2 days ago", author="r.kaur", notes=7),
    dict(iid=219, title="Upgrade Postgres 14 -> 16 on the analytics replica", labels=["ops"], upd="updated 4 days ago", author="d.lindqvist", notes=11),
]


def gl_issues(issues: list[dict[str, Any]], open_n: int, closed_n: int, sort: str = "Updated date") -> Page:
    p = Page("Issues · platform / release-tooling · GitLab", "https://gitlab.nordkapp.io/platform/release-tooling/-/issues", 300)
    p.el(0, "navigation", "Project navigation")
    p.el(1, "link", "Issues " + str(open_n), "clickable", key="nav_issues")
    p.el(1, "link", "Labels", "clickable", key="nav_labels")
    p.el(1, "link", "Merge requests 6", "clickable")
    p.el(0, "main", "")
    p.el(1, "tablist", "")
    p.el(2, "tab", f"Open {open_n}", "selected=True", "clickable")
    p.el(2, "tab", f"Closed {closed_n}", "clickable")
    p.el(2, "tab", f"All {open_n + closed_n}", "clickable")
    p.el(1, "button", sort, "clickable", "hasPopup='listbox'", key="sort")
    p.el(1, "list", "")
    for i in issues:
        p.el(2, "listitem", "")
        p.el(3, "link", i["title"], "clickable", key=f"i{i['iid']}")
        p.st(3, f"#{i['iid']} · created by {i['author']}")
        for lb in i["labels"]:
            p.el(3, "link", lb, "clickable")
        p.st(3, f"{i['notes']} comments · {i['upd']}" if i["notes"] else i["upd"])
    return p


def gl_issue(i: dict[str, Any], state: str, extra: list[str]) -> Page:
    p = Page(f"{i['title']} (#{i['iid']}) · Issues · platform / release-tooling · GitLab", f"https://gitlab.nordkapp.io/platform/release-tooling/-/issues/{i['iid']}", 300)
    p.el(0, "main", "")
    p.st(1, state)
    p.el(1, "heading", i["title"], "level=1")
    p.el(1, "button", "Reopen issue" if state == "Closed" else "Close issue", "clickable", key="close")
    p.el(1, "complementary", "")
    p.st(2, "Labels")
    for lb in i["labels"]:
        p.el(2, "link", lb, "clickable")
    p.el(1, "list", "Activity")
    for ln in extra:
        p.el(2, "listitem", ln)
    return p


def gl_labels(labels: list[tuple[str, str, int]], edit: str = "", val: str = "", msg: str = "") -> Page:
    p = Page("Labels · platform / release-tooling · GitLab", "https://gitlab.nordkapp.io/platform/release-tooling/-/labels" + (f"/{edit}/edit" if edit else ""), 300)
    p.el(0, "main", "")
    if msg:
        p.el(1, "alert", msg)
    if edit:
        p.el(1, "heading", "Edit Label", "level=1")
        p.el(1, "textbox", "Title", f"value={val!r}", key="ltitle")
        p.el(1, "textbox", "Description", "value='Not yet looked at by the on-call'")
        p.el(1, "button", "Save changes", "clickable", key="lsave")
        return p
    p.el(1, "heading", "Labels", "level=1")
    p.el(1, "list", "")
    for name, desc, n in labels:
        p.el(2, "listitem", "")
        p.st(3, name)
        p.st(3, desc)
        p.el(3, "link", f"Issues {n}", "clickable")
        p.el(3, "link", "Edit", "clickable", key=f"edit_{name}")
    return p


def s_gitlab(bad: bool) -> tuple[Traj, int | None, str]:
    iss = copy.deepcopy(ISSUES)
    t = Traj(gl_issues(iss, 14, 52))
    i231 = iss[0]
    t.go(f"click('{t.page.bid['i231']}')", gl_issue(i231, "Open", ["r.kaur created issue 3 days ago", "t.nguyen added ci needs-triage labels 3 days ago", "r.kaur commented 2 hours ago"]))
    t.go(f"click('{t.page.bid['close']}')", gl_issue(i231, "Closed", ["r.kaur created issue 3 days ago", "t.nguyen added ci needs-triage labels 3 days ago", "r.kaur commented 2 hours ago", "m.okafor closed just now"]))
    labels = [("ci", "Pipelines and runners", 9), ("docs", "", 3), ("flaky", "Intermittent test failures", 4), ("needs-triage", "Not yet looked at by the on-call", 6), ("ops", "", 5)]
    t.go("goto('https://gitlab.nordkapp.io/platform/release-tooling/-/labels')", gl_labels(labels))
    t.go(f"click('{t.page.bid['edit_needs-triage']}')", gl_labels(labels, edit="41", val="needs-triage"))
    t.go(f"fill('{t.page.bid['ltitle']}', 'triage')", gl_labels(labels, edit="41", val="triage"))
    labels2 = sorted([("triage", d, n) if nm == "needs-triage" else (nm, d, n) for nm, d, n in labels])
    t.go(f"click('{t.page.bid['lsave']}')", gl_labels(labels2, msg="Label was successfully updated."))
    rest = [dict(i, labels=["triage" if lb == "needs-triage" else lb for lb in i["labels"]]) for i in iss[1:]]
    bt = t.n
    if bad:
        rest[0]["labels"] = ["bug", "needs-triage"]  # #229 still carries the label under its old name
    t.go("goto('https://gitlab.nordkapp.io/platform/release-tooling/-/issues')", gl_issues(rest, 13, 53))
    t.go(f"click('{t.page.bid['sort']}')", gl_issues(sorted(rest, key=lambda i: i["title"].lower()), 13, 53, sort="Title"))
    return t, (bt if bad else None), "rename_old_name"


# ---------------------------------------------------------------------------------------------------------
# 7. Firefly III: a withdrawal and a transfer, account balances in between
# ---------------------------------------------------------------------------------------------------------
def ff_accounts(acc: list[tuple[str, str, float, str]], msg: str = "") -> Page:
    p = Page("Asset accounts » Accounts » Firefly III", "https://money.home.arpa/accounts/asset", 500)
    p.el(0, "navigation", "")
    p.el(1, "link", "Dashboard", "clickable")
    p.el(1, "link", "Accounts", "clickable", "expanded=True")
    p.el(1, "link", "Transactions", "clickable")
    p.el(1, "link", "Create new transaction", "clickable", key="create")
    p.el(0, "main", "")
    if msg:
        p.el(1, "alert", "")
        p.st(2, msg)
    p.el(1, "heading", "Asset accounts", "level=1")
    p.el(1, "table", "")
    p.el(2, "row", "Name Account number Current balance Last activity")
    for name, num, bal, last in acc:
        p.el(2, "row", "")
        p.el(3, "link", name, "clickable", key="a_" + name)
        p.st(3, num)
        p.st(3, ("-€" if bal < 0 else "€") + f"{abs(bal):,.2f}")
        p.st(3, last)
    p.st(1, "Sum: €" + f"{sum(a[2] for a in acc):,.2f}")
    return p


def ff_create(kind: str, fields: dict[str, str]) -> Page:
    p = Page("Create a new transaction » Transactions » Firefly III", "https://money.home.arpa/transactions/create/" + kind, 500)
    p.el(0, "main", "")
    p.el(1, "heading", "Create a new transaction", "level=1")
    p.el(1, "textbox", "Description", *([f"value={fields['desc']!r}"] if fields.get("desc") else []), key="desc")
    p.el(1, "combobox", "Source account", *([f"value={fields['src']!r}"] if fields.get("src") else []), key="src")
    p.el(1, "combobox", "Destination account", *([f"value={fields['dst']!r}"] if fields.get("dst") else []), key="dst")
    p.st(1, {"withdrawal": "Withdrawal", "transfer": "Transfer"}.get(fields.get("type", ""), "(transaction type follows the accounts)"))
    p.el(1, "textbox", "Amount", *([f"value={fields['amt']!r}"] if fields.get("amt") else []), key="amt")
    p.el(1, "textbox", "Date", "value='2024-05-14'")
    p.el(1, "button", "Submit", "clickable", key="submit")
    return p


def s_firefly(bad: bool) -> tuple[Traj, int | None, str]:
    acc = [("Checking (ING)", "NL48 INGB 0007 3391 20", 2431.18, "May 13, 2024"), ("Savings (ASN)", "NL12 ASNB 0708 1147 55", 5200.00, "May 1, 2024"),
           ("Cash wallet", "", 46.50, "May 10, 2024")]
    t = Traj(ff_accounts(acc))
    f: dict[str, str] = {}
    t.go(f"click('{t.page.bid['create']}')", ff_create("withdrawal", f))
    f.update(desc="Albert Heijn weekly shop")
    t.go(f"fill('{t.page.bid['desc']}', 'Albert Heijn weekly shop')", ff_create("withdrawal", f))
    f.update(src="Checking (ING)", dst="Albert Heijn", type="withdrawal")
    t.go(f"fill('{t.page.bid['src']}', 'Checking (ING)')", ff_create("withdrawal", {"desc": f["desc"], "src": f["src"]}))
    t.go(f"fill('{t.page.bid['dst']}', 'Albert Heijn')", ff_create("withdrawal", f))
    f.update(amt="64.90")
    t.go(f"fill('{t.page.bid['amt']}', '64.90')", ff_create("withdrawal", f))
    acc[0] = ("Checking (ING)", acc[0][1], 2366.28, "May 14, 2024")
    t.go(f"click('{t.page.bid['submit']}')", ff_accounts(acc, msg='Successfully created new transaction "Albert Heijn weekly shop" (#1873)'))
    g = {"desc": "Monthly savings", "src": "Checking (ING)", "dst": "Savings (ASN)", "amt": "200.00", "type": "transfer"}
    t.go("goto('https://money.home.arpa/transactions/create/transfer')", ff_create("transfer", {}))
    t.go(f"fill('{t.page.bid['desc']}', 'Monthly savings')", ff_create("transfer", {"desc": g["desc"]}))
    t.go(f"fill('{t.page.bid['src']}', 'Checking (ING)')", ff_create("transfer", {"desc": g["desc"], "src": g["src"]}))
    t.go(f"fill('{t.page.bid['dst']}', 'Savings (ASN)')", ff_create("transfer", {"desc": g["desc"], "src": g["src"], "dst": g["dst"], "type": "transfer"}))
    t.go(f"fill('{t.page.bid['amt']}', '200.00')", ff_create("transfer", g))
    acc[0] = ("Checking (ING)", acc[0][1], 2366.28 if bad else 2166.28, "May 14, 2024")  # bad: the transfer left Checking untouched
    acc[1] = ("Savings (ASN)", acc[1][1], 5400.00, "May 14, 2024")
    bt = t.n
    t.go(f"click('{t.page.bid['submit']}')", ff_accounts(acc, msg='Successfully created new transaction "Monthly savings" (#1874)'))
    return t, (bt if bad else None), "balance_not_following"


# ---------------------------------------------------------------------------------------------------------
# 8. Nextcloud Files: rename, upload, create a share link, reopen the sharing tab
# ---------------------------------------------------------------------------------------------------------
def nc_files(files: list[tuple[str, str, str]], *, side: str = "", link: str = "", msg: str = "", renaming: str = "", val: str = "") -> Page:
    p = Page("Grant 2024 - Files - Nextcloud", "https://cloud.tessel-works.de/apps/files/?dir=/Projects/Grant%202024", 700)
    p.el(0, "navigation", "")
    p.el(1, "link", "All files", "clickable")
    p.el(1, "link", "Recent", "clickable")
    p.el(1, "link", "Shares", "clickable")
    p.el(0, "main", "")
    p.el(1, "navigation", "Breadcrumbs")
    p.el(2, "link", "Projects", "clickable")
    p.el(2, "link", "Grant 2024", "clickable")
    p.el(1, "button", "New", "clickable", key="new")
    if msg:
        p.el(1, "status", msg)
    p.el(1, "table", "")
    p.el(2, "row", "Name Size Modified")
    for name, size, mod in files:
        p.el(2, "row", "")
        if renaming == name:
            p.el(3, "textbox", "Filename", f"value={val!r}", "focused", key="rename")
        else:
            p.el(3, "link", name, "clickable", key="f_" + name)
        p.el(3, "button", "Sharing options", "clickable", key="share_" + name)
        p.el(3, "button", "Actions", "clickable", key="act_" + name)
        p.st(3, size)
        p.st(3, mod)
    n = len(files)
    p.st(2, f"{n} files")
    if side:
        p.el(1, "complementary", side)
        p.el(2, "tab", "Sharing", "selected=True")
        p.el(2, "textbox", "Name, email, or Federated Cloud ID …")
        if link:
            p.st(2, "Share link")
            p.el(2, "link", link, "clickable")
            p.el(2, "button", "Copy public link to clipboard", "clickable")
        else:
            p.st(2, "Share link")
            p.el(2, "button", "Create a new share link", "clickable", key="mklink")
        p.el(2, "button", "Close sidebar", "clickable", key="closeside")
    return p


def s_ncfiles(bad: bool) -> tuple[Traj, int | None, str]:
    files = [("budget-draft.xlsx", "48 KB", "2 days ago"), ("draft-v2.docx", "212 KB", "3 days ago"), ("letters-of-support.pdf", "1.9 MB", "last week"),
             ("timeline.png", "388 KB", "last week")]
    t = Traj(nc_files(files))
    t.go(f"click('{t.page.bid['act_draft-v2.docx']}')", _with_menu(files))
    t.go(f"click('{t.page.bid['m_rename']}')", nc_files(files, renaming="draft-v2.docx", val="draft-v2.docx"))
    t.go(f"fill('{t.page.bid['rename']}', 'proposal-final.docx')", nc_files(files, renaming="draft-v2.docx", val="proposal-final.docx"))
    files = sorted([("proposal-final.docx", "212 KB", "3 days ago") if f[0] == "draft-v2.docx" else f for f in files])
    t.go("keyboard_press('Enter')", nc_files(files, msg='Renamed "draft-v2.docx" to "proposal-final.docx"'))
    t.go(f"click('{t.page.bid['share_proposal-final.docx']}')", nc_files(files, side="proposal-final.docx"))
    tok = "https://cloud.tessel-works.de/s/Hk3pQz9Rt2MwA7b"
    t.go(f"click('{t.page.bid['mklink']}')", nc_files(files, side="proposal-final.docx", link=tok, msg="Link copied to clipboard"))
    t.go(f"click('{t.page.bid['closeside']}')", nc_files(files))
    files2 = sorted(files + [("cover-letter.pdf", "96 KB", "seconds ago")])
    t.go("keyboard_press('F5')", nc_files(files2))  # the desktop client synced a new file meanwhile
    files3 = [(n, s_, "1 minute ago" if n == "cover-letter.pdf" else m) for n, s_, m in files2]
    bt = t.n
    tok2 = "https://cloud.tessel-works.de/s/Hk3pQz9Rt2WmA7b" if bad else tok  # two letters of the token swap places
    t.go(f"click('{t.page.bid['share_proposal-final.docx']}')", nc_files(files3, side="proposal-final.docx", link=tok2))
    return t, (bt if bad else None), "identity_changed"


def _with_menu(files: list[tuple[str, str, str]]) -> Page:
    p = nc_files(files)
    p.el(1, "menu", "Actions for draft-v2.docx")
    for it in ("Add to favorites", "Details", "Rename", "Move or copy", "Download", "Delete file"):
        p.el(2, "menuitem", it, "clickable", key="m_" + it.split()[0].lower())
    return p


# ---------------------------------------------------------------------------------------------------------
# 9. Koha OPAC: place a hold, renew a loan, look at the summary tabs
# ---------------------------------------------------------------------------------------------------------
def koha_summary(loans: list[tuple[str, str, str, int]], holds: list[tuple[str, str, str, str]], tab: str = "checkouts", msg: str = "") -> Page:
    p = Page("Your library home › Riverbend Public Library catalog", "https://catalog.riverbend-lib.org/cgi-bin/koha/opac-user.pl", 900)
    p.el(0, "navigation", "")
    p.el(1, "link", "Your summary", "clickable", "current='page'")
    p.el(1, "link", "Your fines", "clickable")
    p.el(1, "link", "Your reading history", "clickable")
    p.el(0, "main", "")
    p.el(1, "heading", "Hello, Marisol Ortega", "level=1")
    if msg:
        p.el(1, "alert", msg)
    p.el(1, "tablist", "")
    p.el(2, "tab", f"Checked out ({len(loans)})", "clickable", *(["selected=True"] if tab == "checkouts" else []), key="t_co")
    p.el(2, "tab", f"Holds ({len(holds)})", "clickable", *(["selected=True"] if tab == "holds" else []), key="t_holds")
    if tab == "checkouts":
        p.el(1, "table", "Checked out")
        p.el(2, "row", "Title Due Call number Renew")
        for ttl, due, call_, left in loans:
            p.el(2, "row", "")
            p.el(3, "link", ttl, "clickable")
            p.st(3, due)
            p.st(3, call_)
            p.el(3, "link", "Renew", "clickable", key="renew_" + ttl.split()[0])
            p.st(3, f"{left} of 3 renewals remaining")
    else:
        p.el(1, "table", "Holds")
        p.el(2, "row", "Title Placed on Pick up location Status")
        for ttl, placed, loc, status in holds:
            p.el(2, "row", "")
            p.el(3, "link", ttl, "clickable")
            p.st(3, placed)
            p.st(3, loc)
            p.st(3, status)
            p.el(3, "button", "Cancel", "clickable")
    return p


def koha_hold(step: str, loc: str = "Central Library") -> Page:
    p = Page("Placing a hold › Riverbend Public Library catalog", "https://catalog.riverbend-lib.org/cgi-bin/koha/opac-reserve.pl?biblionumber=40517", 900)
    p.el(0, "main", "")
    p.el(1, "heading", "Confirm holds for: Marisol Ortega (23990001482617)", "level=1")
    p.st(1, "Piranesi / Susanna Clarke.")
    p.st(1, "Holds: 2 (this would be hold 3)")
    p.el(1, "combobox", "Pick up location:", f"value={loc!r}", "hasPopup='listbox'", key="loc")
    p.el(1, "button", "Confirm hold", "clickable", key="confirm")
    return p


def s_koha(bad: bool) -> tuple[Traj, int | None, str]:
    loans = [("The Overstory / Richard Powers.", "05/16/2024", "FIC POW", 3), ("Braiding sweetgrass / Robin Wall Kimmerer.", "05/21/2024", "581.6 KIM", 2),
             ("Kindred / Octavia E. Butler.", "05/28/2024", "FIC BUT", 3)]
    t = Traj(koha_summary(loans, []))
    t.go("goto('https://catalog.riverbend-lib.org/cgi-bin/koha/opac-reserve.pl?biblionumber=40517')", koha_hold("confirm"))
    t.go(f"select_option('{t.page.bid['loc']}', 'Eastside Branch')", koha_hold("confirm", "Eastside Branch"))
    holds = [("Piranesi / Susanna Clarke.", "05/14/2024", "Eastside Branch", "Pending (3 of 3 in queue)")]
    t.go(f"click('{t.page.bid['confirm']}')", koha_summary(loans, holds, tab="holds"))
    t.go(f"click('{t.page.bid['t_co']}')", koha_summary(loans, holds))
    loans[0] = ("The Overstory / Richard Powers.", "06/06/2024", "FIC POW", 2)  # renewing moves the due date and uses a renewal
    t.go(f"click('{t.page.bid['renew_The']}')", koha_summary(loans, holds, msg="The Overstory / Richard Powers. has been renewed until 06/06/2024."))
    loans[1] = ("Braiding sweetgrass / Robin Wall Kimmerer.", "06/11/2024", "581.6 KIM", 1)
    t.go(f"click('{t.page.bid['renew_Braiding']}')", koha_summary(loans, holds, msg="Braiding sweetgrass / Robin Wall Kimmerer. has been renewed until 06/11/2024."))
    bt = t.n
    if bad:
        holds = [("Piranesi / Susanna Clarke.", "05/14/2024", "Central Library", "Pending (3 of 3 in queue)")]
    t.go(f"click('{t.page.bid['t_holds']}')", koha_summary(loans, holds, tab="holds"))
    return t, (bt if bad else None), "value_reverted"


# ---------------------------------------------------------------------------------------------------------
# 10. Postmill forum: vote, comment, re-sort comments, back to the forum listing
# ---------------------------------------------------------------------------------------------------------
def pm_thread(score: int, voted: bool, comments: list[tuple[str, str, str, int]], sort: str = "Best", draft: str = "") -> Page:
    p = Page("Anyone running a heat pump dryer in an unheated garage? : homeimprovement", "http://forum.lanparty.local/f/homeimprovement/88214/anyone-running-a-heat-pump-dryer", 1000)
    p.el(0, "main", "")
    p.el(1, "button", "Retract upvote" if voted else "Upvote", "clickable", *(["pressed=True"] if voted else []), key="up")
    p.st(1, str(score))
    p.el(1, "button", "Downvote", "clickable")
    p.el(1, "heading", "Anyone running a heat pump dryer in an unheated garage?", "level=1")
    p.st(1, "Submitted 3 hours ago by coldfeet_dan")
    p.el(1, "link", f"{len(comments)} comments", "clickable")
    p.el(1, "textbox", "Comment", *([f"value={draft!r}"] if draft else []), "clickable", key="box")
    p.el(1, "button", "Post", "clickable", key="post")
    p.el(1, "combobox", "Sort by", f"value={sort!r}", "hasPopup='listbox'", key="sort")
    for user, when, body, pts in comments:
        p.el(1, "article", "")
        p.el(2, "link", user, "clickable")
        p.st(2, f"{pts} point" + ("" if pts == 1 else "s") + f" · {when}")
        p.st(2, body)
        p.el(2, "link", "Reply", "clickable")
    return p


def pm_forum(posts: list[tuple[str, int, int, str]]) -> Page:
    p = Page("homeimprovement", "http://forum.lanparty.local/f/homeimprovement", 1000)
    p.el(0, "main", "")
    p.el(1, "heading", "/f/homeimprovement", "level=1")
    p.el(1, "link", "Hot", "clickable", "current='page'")
    p.el(1, "link", "New", "clickable")
    for title, score, n, when in posts:
        p.el(1, "article", "")
        p.st(2, str(score))
        p.el(2, "link", title, "clickable")
        p.st(2, when)
        p.el(2, "link", f"{n} comments", "clickable")
    return p


def s_postmill(bad: bool) -> tuple[Traj, int | None, str]:
    cm = [("vent_or_bust", "2 hours ago", "Mine sits at 4°C in winter and takes ~40 min longer per load, otherwise fine.", 18),
          ("hvac_hannah", "2 hours ago", "Check the manual: most heat pump units list 5°C as the minimum ambient.", 12),
          ("coldfeet_dan", "1 hour ago", "Thanks, the manual says 5-35°C. Garage hits 2°C in January.", 4),
          ("lintlord", "47 minutes ago", "Insulate the door and put the unit on a pallet, made a big difference for me.", 2)]
    t = Traj(pm_thread(127, False, cm))
    t.go(f"click('{t.page.bid['up']}')", pm_thread(128, True, cm))
    t.go(f"fill('{t.page.bid['box']}', 'A cheap thermostat-controlled tube heater keeps mine above 6°C for a few kWh a month.')",
         pm_thread(128, True, cm, draft="A cheap thermostat-controlled tube heater keeps mine above 6°C for a few kWh a month."))
    cm2 = cm + [("m_okafor", "just now", "A cheap thermostat-controlled tube heater keeps mine above 6°C for a few kWh a month.", 1)]
    t.go(f"click('{t.page.bid['post']}')", pm_thread(128, True, cm2))
    new_first = [cm2[-1]] + [c for c in cm2[:-1]][::-1]
    t.go(f"select_option('{t.page.bid['sort']}', 'New')", pm_thread(129, True, new_first, sort="New"))  # someone else upvoted meanwhile
    t.go("noop(120000)", pm_thread(129, True, [(u, {"just now": "2 minutes ago", "47 minutes ago": "49 minutes ago"}.get(w, w), b, pts) for u, w, b, pts in new_first], sort="New"))
    bt = t.n
    t.go("goto('http://forum.lanparty.local/f/homeimprovement')", pm_forum([
        ("Anyone running a heat pump dryer in an unheated garage?", 129, 4 if bad else 5, "submitted 3 hours ago by coldfeet_dan"),
        ("PSA: check your GFCI outlets, mine failed the test button", 342, 61, "submitted 7 hours ago by sparky_lou"),
        ("Sistering a notched joist - is this enough?", 58, 23, "submitted 9 hours ago by bent_nail")]))
    return t, (bt if bad else None), "count_mismatch"


# ---------------------------------------------------------------------------------------------------------
# 11. Wekan board: move a card, set a due date, open the card again
# ---------------------------------------------------------------------------------------------------------
def wekan(lists: dict[str, list[tuple[str, str]]], card: tuple[str, str, list[str]] | None = None) -> Page:
    p = Page("Q2 Platform - Wekan", "https://kanban.nordkapp.io/b/Xq7cT2Lw9mN4pR8s/q2-platform", 1200)
    p.el(0, "main", "")
    p.el(1, "heading", "Q2 Platform", "level=1")
    for lname, cards in lists.items():
        p.el(1, "region", f"{lname} {len(cards)}")
        for num, title in cards:
            p.el(2, "link", f"{num} {title}", "clickable", key="c" + num.strip("#"))
    if card:
        head, where, acts = card
        p.el(1, "dialog", head, "modal=True")
        p.st(2, f"in list {where}")
        p.el(2, "button", "Move card", "clickable", key="move")
        p.el(2, "button", "Due date", "clickable", key="due")
        for a in acts:
            p.st(2, a)
        p.el(2, "button", "Close", "clickable", key="close")
    return p


def s_wekan(bad: bool) -> tuple[Traj, int | None, str]:
    L = {"Backlog": [("#418", "Rotate Vault root CA"), ("#420", "Grafana alert for disk inodes")],
         "In progress": [("#412", "Fix SSO redirect loop on /admin"), ("#409", "Terraform state split for dns"), ("#415", "Bump ingress-nginx to 1.10"), ("#416", "Runbook: etcd defrag")],
         "Review": [("#404", "Ship logs to Loki"), ("#411", "Drop Python 3.8 from CI matrix")], "Done": [("#401", "Rename staging cluster")]}
    t = Traj(wekan(L))
    acts = ["m.okafor created this card 4 days ago", "r.kaur joined this card 2 days ago"]
    t.go(f"click('{t.page.bid['c412']}')", wekan(L, ("#412 Fix SSO redirect loop on /admin", "In progress", acts)))
    t.go(f"click('{t.page.bid['move']}')", _move_popup(L, acts))
    t.go(f"select_option('{t.page.bid['dest']}', 'Review')", _move_popup(L, acts, "Review"))
    card = L["In progress"].pop(0)
    L["Review"].append(card)
    acts2 = acts + ["m.okafor moved this card from In progress to Review just now"]
    t.go(f"click('{t.page.bid['domove']}')", wekan(L, ("#412 Fix SSO redirect loop on /admin", "Review", acts2)))
    acts3 = acts2 + ["m.okafor set the due date to May 17, 2024 5:00 PM just now"]
    t.go(f"click('{t.page.bid['due']}')", _due_popup(L, acts2, ""))
    t.go(f"fill('{t.page.bid['duedate']}', '05/17/2024 5:00 PM')", _due_popup(L, acts2, "05/17/2024 5:00 PM"))
    t.go(f"click('{t.page.bid['dueok']}')", wekan(L, ("#412 Fix SSO redirect loop on /admin · Due May 17", "Review", acts3)))
    t.go(f"click('{t.page.bid['close']}')", wekan(L))
    bt = t.n
    num = "#421" if bad else "#412"
    acts4 = [a.replace("just now", "3 minutes ago") for a in acts3]
    t.go(f"click('{t.page.bid['c412']}')", wekan(L, (f"{num} Fix SSO redirect loop on /admin · Due May 17", "Review", acts4)))
    return t, (bt if bad else None), "identity_changed"


def _move_popup(L: dict[str, list[tuple[str, str]]], acts: list[str], dest: str = "In progress") -> Page:
    p = wekan(L, ("#412 Fix SSO redirect loop on /admin", "In progress", acts))
    p.el(1, "dialog", "Move card", "modal=True")
    p.el(2, "combobox", "Board", "value='Q2 Platform'")
    p.el(2, "combobox", "List", f"value={dest!r}", "hasPopup='listbox'", key="dest")
    p.el(2, "button", "Done", "clickable", key="domove")
    return p


def _due_popup(L: dict[str, list[tuple[str, str]]], acts: list[str], val: str) -> Page:
    p = wekan(L, ("#412 Fix SSO redirect loop on /admin", "Review", acts))
    p.el(1, "dialog", "Change due date", "modal=True")
    p.el(2, "textbox", "Date and time", *([f"value={val!r}"] if val else []), "focused", key="duedate")
    p.el(2, "button", "Save", "clickable", key="dueok")
    p.el(2, "button", "Remove", "clickable")
    return p


SCENARIOS: list[Scenario] = [s_roundcube, s_cart, s_grid, s_calendar, s_luci, s_gitlab, s_firefly, s_ncfiles, s_koha, s_postmill, s_wekan]


def main() -> None:
    import random
    runs = [(f, b) for f in SCENARIOS for b in (False, True)]
    random.Random(606).shuffle(runs)
    rs = RowSet(OUT)
    for k, (f, b) in enumerate(runs, 1):
        t, turn, kind = f(b)
        rs.add("web", f"h6-web-{k:02d}", SYSTEM, t.turns, state=t.state, bad=b, turn=turn, kind=kind if b else "clean")
    rs.write()


if __name__ == "__main__":
    main()
