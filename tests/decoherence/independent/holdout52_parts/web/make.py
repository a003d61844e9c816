# ruff: noqa: E501
"""Held-out set h52, domain web: 22 BrowserGym trajectories written blind.

Each trajectory drives one site (WebArena's own store, admin, GitLab, Postmill, OpenStreetMap and
Wikipedia, plus webmail, cloud drives, photo sharing, streaming settings, tax, insurance, utility,
library, car-marketplace and ticketing sites) through 6 to 12 BrowserGym actions on element bids; every
observation is the page's accessibility tree. Eleven trajectories hold exactly one contradiction (the
labeled turn is the first observation that conflicts with an earlier one); the other eleven are clean
but full of legitimate changes (edits, deletions, restores, re-sorts, filters, live counters, clocks).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (the page URL, then the accessibility tree; every interactive node carries its BrowserGym bid in brackets)
3. **Browser Action**: A BrowserGym action

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

# Content Requirements

A page-changing action is any action that changes the visible page identity or main content, including link clicks, menu selections, tab switches, pagination, search submissions, modal openings, reload-like transitions, and browser navigation actions.

1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: page identity, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current page state representation format exactly (URL line, RootWebArea, tab-indented nodes, `[bid] role 'name', properties`).
Do not rewrite the page state into a different format or a richer internal schema, and do not add fields, metadata or browser internals that the current page state does not show.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def T(title: str, url: str, body: str) -> str:
    """An accessibility tree: body lines use two spaces per level, turned into tabs."""
    lines = []
    for raw in body.strip("\n").split("\n"):
        s = raw.lstrip(" ")
        lines.append("\t" * ((len(raw) - len(s)) // 2 + 1) + s)
    return f"URL: {url}\nRootWebArea {title!r}, focused\n" + "\n".join(lines)


def ind(lines: list[str], n: int) -> str:
    """Indent generated lines by n levels (two spaces each) for insertion into a body."""
    return "\n".join("  " * n + ln for ln in lines)


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------- 01 OneStopShop store (clean)
SHOP = "http://localhost:7770"
HUBS = [
    ("Anker USB C Hub, 7-in-1 Adapter with 4K HDMI, 100W Power Delivery", 35.99, "87%", 12),
    ("UGREEN USB C Hub 5 in 1 Multiport Adapter with 100W PD", 19.99, "95%", 9),
    ("Dockteck 6-in-1 USB C Hub 4K 60Hz, 100W PD Charging", 29.99, "80%", 4),
    ("Hiearcool USB C Hub, 8 in 1 Dongle with 100W PD, SD/TF Card Reader", 25.99, "78%", 17),
    ("Plugable 7-in-1 USB C Hub Multiport Adapter, 100W Pass-Through Charging", 42.95, "90%", 6),
    ("Satechi Aluminum USB-C Multi-Port Adapter V2 (100W)", 79.99, "84%", 3),
    ("Baseus 9-in-1 USB C Docking Station with 100W PD and Gigabit Ethernet", 47.49, "73%", 11),
    ("Lention USB C Hub 4 Ports with 100W Power Delivery", 17.95, None, 0),
]


def shop_header(cart_qty: int) -> str:
    return f"""[227] link 'My Account'
[228] link 'My Wish List'
[229] link 'Sign Out'
StaticText 'Welcome to One Stop Market'
[232] link 'Skip to Content'
[233] link 'store logo'
  [234] img 'one_stop_market_logo'
[235] link 'My Cart {cart_qty} items'
[260] combobox 'Search', autocomplete='both', hasPopup='listbox', expanded=False
[262] link 'Advanced Search'
[264] button 'Search', disabled=True
[267] tablist '', multiselectable=False, orientation='horizontal'
  [269] tabpanel ''
    [271] menu '', orientation='vertical'
      [272] menuitem 'Beauty & Personal Care', hasPopup='menu'
      [273] menuitem 'Sports & Outdoors', hasPopup='menu'
      [274] menuitem 'Clothing, Shoes & Jewelry', hasPopup='menu'
      [275] menuitem 'Home & Kitchen', hasPopup='menu'
      [276] menuitem 'Office Products', hasPopup='menu'
      [277] menuitem 'Tools & Home Improvement', hasPopup='menu'
      [278] menuitem 'Health & Household', hasPopup='menu'
      [279] menuitem 'Patio, Lawn & Garden', hasPopup='menu'
      [280] menuitem 'Electronics', hasPopup='menu'
      [281] menuitem 'Cell Phones & Accessories', hasPopup='menu'
      [282] menuitem 'Video Games', hasPopup='menu'
      [283] menuitem 'Grocery & Gourmet Food', hasPopup='menu'"""


def shop_results(order: list[int], sort: str, cart_qty: int, msg: str | None = None) -> str:
    items = []
    for pos, i in enumerate(order):
        name, price, rating, reviews = HUBS[i]
        b = 1501 + 12 * pos
        items += [f"[{b}] listitem ''", f"  [{b + 1}] link 'Image'", f"    [{b + 2}] img '{name}'",
                  f"  [{b + 3}] link '{name}'"]
        if rating:
            items += ["  StaticText 'Rating:'", f"  StaticText '{rating}'", f"  [{b + 4}] link '{reviews} Reviews'"]
        else:
            items += [f"  [{b + 4}] link 'Be the first to review this product'"]
        items += [f"  StaticText '{money(price)}'", f"  [{b + 5}] button 'Add to Cart'",
                  f"  [{b + 6}] button 'Add to Wish List'", f"  [{b + 7}] button 'Add to Compare'"]
    alert = f"\n  [1380] alert ''\n    StaticText '{msg}'\n    [1381] link 'shopping cart'" if msg else ""
    return T("Search results for: 'usb c hub 100w'", f"{SHOP}/catalogsearch/result/?q=usb+c+hub+100w" + ("&product_list_order=price" if sort == "Price" else ""), f"""
{shop_header(cart_qty)}
[1320] main ''
  heading "Search results for: 'usb c hub 100w'"{alert}
  StaticText 'Related search terms'
  [1390] link 'usb c hub'
  [1391] link 'usb c hub hdmi'
  StaticText 'View as'
  [1405] strong 'Grid'
  [1406] link 'List'
  StaticText 'Items 1-8 of 8'
  StaticText 'Sort By'
  [1410] combobox 'Sort By', hasPopup='menu', expanded=False
    [1411] option 'Relevance'{", selected=True" if sort == "Relevance" else ""}
    [1412] option 'Price'{", selected=True" if sort == "Price" else ""}
    [1413] option 'Product Name'
  [1415] link 'Set {"Descending" if sort == "Price" else "Ascending"} Direction'
  [1500] list ''
{ind(items, 2)}
  StaticText 'Show'
  [1620] combobox 'Show', hasPopup='menu', expanded=False
    [1621] option '12', selected=True
    [1622] option '24'
    [1623] option '36'
  StaticText 'per page'
[1700] contentinfo ''
  [1701] link 'Privacy and Cookie Policy'
  [1702] link 'Search Terms'
  [1703] link 'Contact Us'
  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'""")


def shop_cart(lines: list[tuple[str, float, int]], qty_field: dict[int, str] | None = None) -> str:
    rows, qty, sub = [], 0, 0.0
    for k, (name, price, q) in enumerate(lines):
        b = 2101 + 10 * k
        shown = (qty_field or {}).get(k, str(q))
        rows += [f"[{b}] row ''", f"  [{b + 1}] cell '{name}'", f"    [{b + 2}] link '{name}'",
                 f"  [{b + 3}] cell '{money(price)}'", f"  [{b + 4}] cell 'Qty'",
                 f"    [{b + 5}] spinbutton 'Qty', required, valuemin=0, valuetext='{shown}'",
                 f"  [{b + 6}] cell '{money(price * q)}'", f"  [{b + 7}] link 'Edit item parameters'",
                 f"  [{b + 8}] link 'Remove item'"]
        qty += q
        sub += price * q
    ship = 5.0 * qty
    return T("Shopping Cart", f"{SHOP}/checkout/cart/", f"""
{shop_header(qty)}
[2040] main ''
  heading 'Shopping Cart'
  [2060] table 'Shopping Cart Items'
    [2061] row ''
      [2062] columnheader 'Item'
      [2063] columnheader 'Price'
      [2064] columnheader 'Qty'
      [2065] columnheader 'Subtotal'
{ind(rows, 2)}
  [2300] link 'Continue Shopping'
  [2301] button 'Update Shopping Cart'
  [2310] tab 'Apply Discount Code', expanded=False
  [2320] complementary ''
    heading 'Summary'
    [2321] tab 'Estimate Shipping and Tax', expanded=False
    [2330] table 'Order Total'
      [2331] row 'Subtotal {money(sub)}'
      [2332] row 'Shipping (Flat Rate - Fixed) {money(ship)}'
      [2333] row 'Order Total {money(sub + ship)}'
    [2340] button 'Proceed to Checkout'
    [2341] link 'Check Out with Multiple Addresses'""")


def t01(rs: RowSet) -> None:
    rel = list(range(8))
    by_price = sorted(rel, key=lambda i: HUBS[i][1])
    bounty = ("Bounty Select-A-Size Paper Towels, White, 12 Double Rolls = 24 Regular Rolls", 32.99)
    crest = ("Crest 3D White Toothpaste, Radiant Mint, 3.8 oz, Pack of 3", 11.47)
    anker, ugreen = HUBS[0], HUBS[1]
    cart4 = [(bounty[0], bounty[1], 1), (crest[0], crest[1], 1), (anker[0], anker[1], 1), (ugreen[0], ugreen[1], 1)]
    cart5 = [(bounty[0], bounty[1], 1), (crest[0], crest[1], 1), (anker[0], anker[1], 1), (ugreen[0], ugreen[1], 2)]
    cart4b = [(bounty[0], bounty[1], 1), (anker[0], anker[1], 1), (ugreen[0], ugreen[1], 2)]
    ug_pos = by_price.index(1)
    checkout = T("Checkout", f"{SHOP}/checkout/#shipping", """
[3001] link 'store logo'
  [3002] img 'one_stop_market_logo'
[3010] list ''
  [3011] listitem ''
    StaticText 'Shipping'
  [3012] listitem ''
    StaticText 'Review & Payments'
[3020] main ''
  heading 'Shipping Address'
  [3021] group ''
    StaticText 'Emma Lopez'
    StaticText '101 S San Mateo Dr'
    StaticText 'San Mateo, California 94010'
    StaticText 'United States'
    StaticText '6505551212'
    [3022] button 'Ship Here', disabled=True
  [3025] button 'New Address'
  heading 'Shipping Methods'
  [3030] table ''
    [3031] row ''
      [3032] cell ''
        [3033] radio 'Fixed Flat Rate', checked='true'
      [3034] cell '$20.00'
      [3035] cell 'Fixed'
      [3036] cell 'Flat Rate'
  [3040] button 'Next'
  [3050] complementary ''
    heading 'Order Summary'
    [3051] tab '4 Items in Cart', expanded=False
    StaticText 'Cart Subtotal'
    StaticText '$108.96'""")
    turns = [
        ("click('1506')", shop_results(rel, "Relevance", 3, f"You added {anker[0]} to your shopping cart.")),
        ("select_option('1410', 'Price')", shop_results(by_price, "Price", 3)),
        (f"click('{1501 + 12 * ug_pos + 5}')", shop_results(by_price, "Price", 4, f"You added {ugreen[0]} to your shopping cart.")),
        ("click('235')", shop_cart(cart4)),
        ("fill('2136', '2')", shop_cart(cart4, qty_field={3: "2"})),
        ("click('2301')", shop_cart(cart5)),
        ("click('2119')", shop_cart(cart4b)),
        ("click('2340')", checkout),
    ]
    rs.add("web", "h52-web-01", SYSTEM, turns, state=shop_results(rel, "Relevance", 2))


# ---------------------------------------------------------------- 02 Roundcube webmail (bad: deleted message back in the inbox)
RC = "https://mail.kestrel-labs.net/"
RC_MSGS = {
    4821: ("Priya Raman", "Re: staging cert renewal", "Today 11:02", "6 KB", False, False),
    4820: ("Hetzner Online GmbH", "Invoice INV-20417 for April 2024", "Today 09:47", "58 KB", True, False),
    4819: ("GitHub", "[kestrel/ingest] Run failed: nightly-build - main (a41c9e7)", "Today 07:15", "14 KB", False, False),
    4817: ("Marco Beltrán", "Offsite agenda – draft v2", "Yesterday 18:33", "212 KB", True, False),
    4815: ("Let's Encrypt Expiry Bot", "Let's Encrypt certificate expiration notice for domain staging.kestrel-labs.net", "Yesterday 03:12", "4 KB", False, False),
    4811: ("Jonas Weber", "Quarterly access review – please confirm by Friday", "Tue 16:20", "9 KB", False, True),
    4808: ("Atlassian", "Your Jira Software invoice is ready", "Tue 08:01", "21 KB", True, False),
    4802: ("Priya Raman", "staging cert renewal", "Mon 14:55", "5 KB", False, False),
    4799: ("UptimeRobot", "Monitor is DOWN: api-staging", "Mon 02:17", "7 KB", False, False),
    4795: ("Lena Ko", "Lunch & learn: eBPF for the rest of us", "2024-05-10 12:41", "11 KB", False, False),
    4790: ("Fabian Schulz", "Re: Terraform state lock on prod workspace", "2024-05-10 09:03", "8 KB", False, False),
    4744: ("DigitalOcean", "[DigitalOcean] Your 2024-04 invoice is available", "2024-05-02 10:14", "19 KB", False, False),
    4731: ("Meetup", "New event: Berlin Rust Hack & Learn", "2024-04-29 17:40", "33 KB", False, False),
    4702: ("Zoom", "Cloud recording is now available", "2024-04-22 15:05", "12 KB", False, False),
}
RC_BODY = {
    4820: ["Dear customer,",
           "please find attached invoice INV-20417 for the billing period 01.04.2024 - 30.04.2024.",
           "Customer number: K0815422136",
           "Invoice amount: 61.88 EUR (incl. 19 % VAT 9.88 EUR)",
           "The amount will be debited from your account DE89 **** **** **** 3000 via SEPA direct debit on or after 23.05.2024.",
           "Kind regards, Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen"],
    4821: ["Hi Ole,",
           "the new cert for staging.kestrel-labs.net is issued (valid until 2024-08-14), but the ingress still serves the old one.",
           "I think cert-manager is stuck on the HTTP-01 challenge because of the IP allowlist we added on Monday.",
           "Can you open port 80 for the Let's Encrypt validation range, or should I switch the issuer to DNS-01?",
           "Priya"],
    4815: ["Hello,",
           "Your certificate (or certificates) for the names listed below will expire in 19 days (on 2024-06-03 08:21:17 UTC).",
           "staging.kestrel-labs.net",
           "Please make sure to renew your certificate before then, or visitors to your web site will encounter errors.",
           "Regards, The Let's Encrypt Team"],
}
RC_ADDR = {4820: "billing@hetzner.com", 4821: "priya.raman@kestrel-labs.net", 4815: "expiry@letsencrypt.org"}
RC_DATE = {4820: "2024-05-16 09:47", 4821: "2024-05-16 11:02", 4815: "2024-05-15 03:12"}


def rc_page(folder: str, uids: list[int], total: int, unread: set[int], inbox_unread: int, sel: int | None = None,
            status: str | None = None, search: str = "") -> str:
    rows = []
    for u in uids:
        frm, subj, date, size, att, flag = RC_MSGS[u]
        b = (u - 4700) * 5 + 500
        rows += [f"[{b}] row '', selected={u == sel}", f"  StaticText {frm!r}", f"  [{b + 1}] link {subj!r}",
                 f"  StaticText '{date}'", f"  StaticText '{size}'"]
        if u in unread:
            rows.append(f"  [{b + 2}] button 'Unread'")
        if att:
            rows.append("  StaticText 'With attachment'")
        rows.append(f"  [{b + 3}] button '{'Flagged' if flag else 'Not flagged'}'")
    if sel is None:
        view = """  [900] Iframe 'Message contents'
    RootWebArea 'Roundcube Webmail'
      StaticText 'Select a message to read it.'"""
        dis = ", disabled=True"
    else:
        frm, subj = RC_MSGS[sel][0], RC_MSGS[sel][1]
        body = ind([f"StaticText {p!r}" for p in RC_BODY[sel]], 3)
        att = "\n      [912] link 'INV-20417.pdf (54 KB)'" if sel == 4820 else ""
        view = f"""  [900] Iframe 'Message contents'
    RootWebArea {subj!r}
      heading {subj!r}
      StaticText 'From'
      [905] link {frm!r}
      StaticText '<{RC_ADDR[sel]}>'
      StaticText 'on {RC_DATE[sel]}'
      [906] link 'Details'
      [907] link 'Headers'
      [908] link 'Plain text'
{body}{att}"""
        dis = ""
    names = {"INBOX": "Inbox", "Trash": "Trash"}
    stat = f"\n[990] status ''\n  StaticText {status!r}" if status else ""
    first = 1 if uids else 0
    return T(f"Roundcube Webmail :: {names[folder]}", f"{RC}?_task=mail&_mbox={folder}", f"""
[10] navigation ''
  [11] link 'Compose'
  [12] link 'Mail'
  [13] link 'Contacts'
  [14] link 'Settings'
  [15] link 'About'
  [16] link 'Logout ole.brandt'
[20] navigation 'Folders'
  [21] tree ''
    [22] treeitem 'Inbox {inbox_unread}', selected={folder == "INBOX"}
    [23] treeitem 'Drafts', selected=False
    [24] treeitem 'Sent', selected=False
    [25] treeitem 'Junk', selected=False
    [26] treeitem 'Trash', selected={folder == "Trash"}
    [27] treeitem 'Archive', selected=False
  StaticText 'Quota: 38% of 5 GB'
[30] main ''
  [31] searchbox 'Search...', value={search!r}
  [32] button 'Search options'
  [33] toolbar ''
    [40] button 'Reply'{dis}
    [41] button 'Reply all'{dis}
    [42] button 'Forward'{dis}
    [43] button 'Delete'{dis}
    [44] button 'Archive'{dis}
    [45] button 'Mark'{dis}
    [46] button 'More'
  [50] grid 'Message list', multiselectable=True
{ind(rows, 2)}
  StaticText 'Messages {first} to {len(uids)} of {total}'
  [60] button 'First page', disabled=True
  [61] button 'Previous page', disabled=True
  [62] button 'Next page'{", disabled=True" if len(uids) >= total else ""}
  [63] button 'Last page'{", disabled=True" if len(uids) >= total else ""}
{view}{stat}""")


def t02(rs: RowSet) -> None:
    inbox0 = [4821, 4820, 4819, 4817, 4815, 4811, 4808, 4802, 4799, 4795]
    inbox1 = [4821, 4819, 4817, 4815, 4811, 4808, 4802, 4799, 4795, 4790]
    trash = [4820, 4744, 4731, 4702]
    found = [4821, 4815, 4802]
    turns = [
        ("click('1101')", rc_page("INBOX", inbox0, 37, {4821, 4819, 4817}, 3, sel=4820)),
        ("click('43')", rc_page("INBOX", inbox1, 36, {4821, 4819, 4817}, 3, status="Message(s) moved to Trash successfully.")),
        ("click('1106')", rc_page("INBOX", inbox1, 36, {4819, 4817}, 2, sel=4821)),
        ("click('26')", rc_page("Trash", trash, 4, set(), 2)),
        ("click('22')", rc_page("INBOX", inbox0, 37, {4819, 4817}, 2)),
        ("fill('31', 'cert')", rc_page("INBOX", inbox0, 37, {4819, 4817}, 2, search="cert")),
        ("keyboard_press('Enter')", rc_page("INBOX", found, 3, set(), 2, search="cert", status="3 messages found")),
        ("click('1076')", rc_page("INBOX", found, 3, set(), 2, sel=4815, search="cert")),
        ("click('44')", rc_page("INBOX", [4821, 4802], 2, set(), 2, search="cert", status="Message(s) moved successfully.")),
    ]
    rs.add("web", "h52-web-02", SYSTEM, turns, state=rc_page("INBOX", inbox0, 37, {4821, 4820, 4819, 4817}, 4), bad=True, turn=5,
           kind="Invoice INV-20417 was moved to Trash (and listed there) yet is back in the Inbox list, with the count back to 37, after only opening folders.")


# ---------------------------------------------------------------- 03 GitLab (bad: a line of an unchanged file differs)
GL = "http://localhost:8023"
GL_PROJ = f"{GL}/byteblaze/timetrack-cli"
YML = """# timetrack-cli default configuration
# Copy to ~/.config/timetrack/config.yml and adjust.

storage:
  backend: sqlite
  path: ~/.local/share/timetrack/timetrack.db
  wal_mode: true

sync:
  enabled: false
  remote_url: https://sync.timetrack.dev/api/v2
  # seconds between background pushes
  batch_size: 200
  sync_interval_seconds: 30
  retry_backoff: exponential
  max_retries: 5

report:
  week_start: monday
  rounding_minutes: 15
  currency: EUR
  default_format: table

log_level: info"""


def gl_chrome(crumbs: list[str], issues: int = 7) -> str:
    crumb = ind([f"[{160 + k}] link {c!r}" for k, c in enumerate(crumbs)], 2)
    return f"""[12] link 'Skip to content'
[14] link 'Dashboard'
[16] button 'Create new...'
[18] textbox 'Search GitLab'
[22] link 'Issues'
[24] link 'Merge requests'
[26] link 'To-Do List'
[28] link 'Byte Blaze user’s menu'
[40] navigation 'Project navigation'
  [41] link 'timetrack-cli'
  [42] link 'Project information'
  [43] link 'Repository'
  [44] link 'Issues {issues}'
  [45] link 'Merge requests 2'
  [46] link 'CI/CD'
  [47] link 'Deployments'
  [48] link 'Packages and registries'
  [49] link 'Monitor'
  [50] link 'Analytics'
  [51] link 'Wiki'
  [52] link 'Snippets'
  [53] link 'Settings'
[150] main ''
  [155] navigation 'Breadcrumbs'
{crumb}"""


def gl_tree(path: str, entries: list[tuple[str, str, str]]) -> str:
    rows = []
    for k, (name, msg, when) in enumerate(entries):
        b = 400 + 4 * k
        rows += [f"[{b}] row ''", f"  [{b + 1}] link {name!r}", f"  [{b + 2}] link {msg!r}", f"  StaticText '{when}'"]
    title = f"{path} · main · Byte Blaze / timetrack-cli · GitLab" if path else "Byte Blaze / timetrack-cli · GitLab"
    url = f"{GL_PROJ}/-/tree/main/{path}" if path else GL_PROJ
    crumbs = ["Byte Blaze", "timetrack-cli", "Repository"]
    head = "" if path else """
  heading 'timetrack-cli'
  StaticText 'Project ID: 187'
  [180] link '412 Commits'
  [181] link '9 Branches'
  [182] link '6 Tags'
  [183] link '2.1 MB Project Storage'
  StaticText 'Track working time from the terminal, sync it to a self-hosted server.'"""
    path_nodes = "" if not path else f"""
  StaticText '/'
  [193] link '{path}'"""
    return T(title, url, f"""
{gl_chrome(crumbs)}{head}
  [190] button 'main'
  [192] link 'timetrack-cli'{path_nodes}
  [195] button 'Add to tree'
  [196] link 'History'
  [197] link 'Find file'
  [198] link 'Web IDE'
  [199] button 'Clone'
  [200] link 'Raise default batch size to 200'
  StaticText 'Byte Blaze authored 3 weeks ago'
  [201] button 'Copy commit SHA'
  StaticText '7c1e2a94'
  [300] table 'Files, directories, and submodules in the path {path or '/'} for commit reference main'
    [301] row ''
      [302] columnheader 'Name'
      [303] columnheader 'Last commit'
      [304] columnheader 'Last update'
{ind(rows, 2)}""")


def gl_blob(text: str) -> str:
    lines = text.split("\n")
    nb = len(text.encode("utf-8")) + 1
    code = []
    for k, ln in enumerate(lines, 1):
        code += [f"[{600 + k}] link '{k}'", f"StaticText {ln!r}" if ln else "StaticText ''"]
    return T("config/default.yml · main · Byte Blaze / timetrack-cli · GitLab", f"{GL_PROJ}/-/blob/main/config/default.yml", f"""
{gl_chrome(["Byte Blaze", "timetrack-cli", "Repository"])}
  [190] button 'main'
  [192] link 'timetrack-cli'
  StaticText '/'
  [193] link 'config'
  StaticText '/'
  StaticText 'default.yml'
  [197] link 'Find file'
  [210] link 'Blame'
  [211] link 'History'
  [212] link 'Permalink'
  [200] link 'Raise default batch size to 200'
  StaticText 'Byte Blaze authored 3 weeks ago'
  [201] button 'Copy commit SHA'
  StaticText '7c1e2a94'
  [220] group ''
    StaticText 'default.yml'
    [221] button 'Copy file path'
    StaticText '{nb} B'
    [222] button 'Open in Web IDE'
    [223] button 'Edit'
    [224] button 'Replace'
    [225] button 'Delete'
    [226] button 'Lock'
    [227] button 'Copy file contents'
    [228] link 'Open raw'
    [229] link 'Download'
  [600] code ''
{ind(code, 2)}""")


def t03(rs: RowSet) -> None:
    root = gl_tree("", [
        (".gitlab", "Add issue templates for bugs and features", "7 months ago"),
        ("cmd", "Add `report --since` flag", "1 month ago"),
        ("config", "Raise default batch size to 200", "3 weeks ago"),
        ("internal", "Retry sync pushes with exponential backoff", "3 weeks ago"),
        ("scripts", "Release script: sign checksums with cosign", "2 months ago"),
        (".gitignore", "Ignore local sqlite databases", "9 months ago"),
        (".gitlab-ci.yml", "CI: cache Go modules between jobs", "1 month ago"),
        ("CHANGELOG.md", "Release v0.8.2", "3 weeks ago"),
        ("LICENSE", "Initial commit", "9 months ago"),
        ("Makefile", "Add `make lint` target", "4 months ago"),
        ("README.md", "Document the sync server setup", "1 month ago"),
        ("go.mod", "Bump modernc.org/sqlite to v1.29.5", "1 month ago"),
        ("go.sum", "Bump modernc.org/sqlite to v1.29.5", "1 month ago"),
    ])
    cfg = gl_tree("config", [
        ("README.md", "Document config precedence (flags > env > file)", "2 months ago"),
        ("default.yml", "Raise default batch size to 200", "3 weeks ago"),
        ("logging.yml", "Add JSON log formatter", "5 months ago"),
    ])
    commits = [
        ("Raise default batch size to 200", "Byte Blaze", "3 weeks ago", "7c1e2a94"),
        ("Add report.currency option", "Kenji Mori", "2 months ago", "e40b93d1"),
        ("Switch storage to WAL mode by default", "Byte Blaze", "4 months ago", "2f5d0c7a"),
        ("Initial configuration file", "Byte Blaze", "9 months ago", "91aa3b60"),
    ]
    crow = []
    for k, (m, a, w, sha) in enumerate(commits):
        b = 700 + 5 * k
        crow += [f"[{b}] listitem ''", f"  [{b + 1}] link {m!r}", f"  [{b + 2}] link '{a}'", f"  StaticText 'authored {w}'",
                 f"  [{b + 3}] button 'Copy commit SHA'", f"  StaticText '{sha}'", f"  [{b + 4}] link 'Browse Files'"]
    history = T("Commits · Byte Blaze / timetrack-cli · GitLab", f"{GL_PROJ}/-/commits/main/config/default.yml", f"""
{gl_chrome(["Byte Blaze", "timetrack-cli", "Repository", "Commits"])}
  [190] button 'main'
  [192] link 'timetrack-cli'
  StaticText '/'
  [193] link 'config'
  StaticText '/'
  StaticText 'default.yml'
  [240] searchbox 'Search by message'
  [241] link 'Commits feed'
  StaticText '25 Apr, 2024 1 commit'
  [680] list ''
{ind(crow[:7], 2)}
  StaticText '12 Mar, 2024 1 commit'
  [690] list ''
{ind(crow[7:14], 2)}
  StaticText '18 Jan, 2024 1 commit'
  [691] list ''
{ind(crow[14:21], 2)}
  StaticText '21 Aug, 2023 1 commit'
  [692] list ''
{ind(crow[21:], 2)}""")
    issues = [
        (44, "`report --format csv` drops entries that span midnight", "Kenji Mori", "2 days ago", ["bug", "report"], "v0.9.0", 3),
        (43, "Support XDG_DATA_HOME for the database path", "Dmitri Volkov", "4 days ago", ["enhancement", "config"], None, 1),
        (42, "Default sync interval too aggressive for metered connections", "Ana Lucía Torres", "5 days ago", ["enhancement", "config"], "v0.9.0", 2),
        (39, "Windows: `timetrack stop` leaves a stale lock file", "Sam Okoro", "3 weeks ago", ["bug", "windows"], None, 5),
        (37, "Add a `--round` flag to override rounding_minutes per report", "Byte Blaze", "1 month ago", ["enhancement", "report"], "v0.9.0", 0),
        (31, "Document how to run the sync server behind Traefik", "Lea Hoffmann", "2 months ago", ["documentation"], None, 4),
        (27, "Retry storm when the sync server returns 429", "Byte Blaze", "3 months ago", ["bug", "sync"], "v0.9.0", 6),
    ]
    irow = []
    for k, (n, t, who, when, labels, ms, com) in enumerate(issues):
        b = 800 + 6 * k
        irow += [f"[{b}] listitem ''", f"  [{b + 1}] link {t!r}", f"  StaticText '#{n} · created {when} by {who}'"]
        if ms:
            irow.append(f"  [{b + 2}] link '{ms}'")
        irow += [f"  [{b + 3 + j}] link '{lab}'" for j, lab in enumerate(labels)]
        irow += [f"  StaticText '{com}'", f"  StaticText 'updated {when}'"]
    issue_list = T("Issues · Byte Blaze / timetrack-cli · GitLab", f"{GL_PROJ}/-/issues", f"""
{gl_chrome(["Byte Blaze", "timetrack-cli", "Issues"])}
  [760] tablist ''
    [761] tab 'Open 7', selected=True
    [762] tab 'Closed 23', selected=False
    [763] tab 'All 30', selected=False
  [765] button 'Edit issues'
  [766] link 'New issue'
  [770] textbox 'Search or filter results...'
  [771] button 'Created date'
  [780] list ''
{ind(irow, 2)}""")
    issue42 = T("Default sync interval too aggressive for metered connections (#42) · Issues · Byte Blaze / timetrack-cli · GitLab", f"{GL_PROJ}/-/issues/42", f"""
{gl_chrome(["Byte Blaze", "timetrack-cli", "Issues", "#42"])}
  StaticText 'Open'
  StaticText 'Issue created 5 days ago by'
  [900] link 'Ana Lucía Torres'
  [901] button 'Close issue'
  heading 'Default sync interval too aggressive for metered connections'
  StaticText 'With sync enabled, the shipped config/default.yml sets'
  code 'sync_interval_seconds: 30'
  StaticText '(line 14), so a laptop tethered to a phone pushes every 30 seconds even when nothing changed. Over a day that is ~2,880 requests and about 11 MB of TLS handshakes on my plan.'
  StaticText 'Proposal: default to 300 and skip the push when the local journal has no new entries since the last successful sync.'
  [905] button 'Thumbs up 4'
  [906] button 'Add reaction'
  [910] link 'Create merge request'
  heading 'Activity'
  [920] article ''
    [921] link 'Byte Blaze'
    StaticText '@byteblaze · 4 days ago'
    StaticText 'Maintainer'
    StaticText "Agreed, 30s is aggressive. I'd take a MR that moves it to 300 and documents the tradeoff in config/README.md."
  [925] article ''
    [926] link 'Byte Blaze'
    StaticText 'added config enhancement labels 4 days ago'
  [927] article ''
    [928] link 'Byte Blaze'
    StaticText 'added this to the v0.9.0 milestone 4 days ago'
  [930] textbox 'Write a comment or drag your files here…'
  [931] button 'Comment'
  [940] complementary 'issue sidebar'
    StaticText 'Assignee'
    StaticText 'None - assign yourself'
    StaticText 'Labels'
    [941] link 'config'
    [942] link 'enhancement'
    StaticText 'Milestone'
    [943] link 'v0.9.0'
    StaticText 'Due date'
    StaticText 'None'
    StaticText 'Time tracking'
    StaticText 'No estimate or time spent'
    StaticText 'Participants 2'""")
    branches = [
        ("main", "default", "Raise default batch size to 200", "7c1e2a94", "3 weeks ago"),
        ("feat/sqlite-wal-tuning", None, "Tune wal_autocheckpoint for large journals", "b81f0e33", "5 days ago"),
        ("fix/retry-jitter", None, "Add full jitter to sync retry backoff", "0d9c44e7", "6 days ago"),
        ("docs/config-reference", None, "Draft config reference table", "5a12c9fe", "2 weeks ago"),
        ("fix/report-rounding", None, "Round report totals after grouping, not per entry", "c3e7781b", "3 weeks ago"),
        ("renovate/golang.org-x-sys-0.x", None, "Update module golang.org/x/sys to v0.20.0", "9f60ad12", "1 month ago"),
    ]

    def branch_page(flt: str, typed: str) -> str:
        rows = []
        for k, (name, tag, msg, sha, when) in enumerate(b for b in branches if flt in b[0]):
            b = 1000 + 6 * k
            rows += [f"[{b}] listitem ''", f"  [{b + 1}] link '{name}'"]
            if tag:
                rows += ["  StaticText 'default'", "  StaticText 'protected'"]
            rows += [f"  StaticText '{sha}'", f"  StaticText '· {msg} · {when}'"]
            rows += [f"  [{b + 2}] link 'Compare'", f"  [{b + 3}] button 'More actions'"] if not tag else [f"  [{b + 2}] button 'More actions'"]
        url = f"{GL_PROJ}/-/branches" + (f"/all?search={flt}" if flt else "")
        return T("Branches · Byte Blaze / timetrack-cli · GitLab", url, f"""
{gl_chrome(["Byte Blaze", "timetrack-cli", "Repository", "Branches"])}
  [980] tablist ''
    [981] tab 'Overview', selected={not flt}
    [982] tab 'Active', selected=False
    [983] tab 'Stale', selected=False
    [984] tab 'All', selected={bool(flt)}
  [985] searchbox 'Filter by branch name', value={typed!r}
  [986] button 'Updated date'
  [987] link 'New branch'
  heading '{'Branches' if flt else 'Active branches'}'
  [990] list ''
{ind(rows, 2)}""")
    turns = [
        ("click('409')", cfg),
        ("click('405')", gl_blob(YML)),
        ("click('211')", history),
        ("go_back()", gl_blob(YML)),
        ("click('44')", issue_list),
        ("click('813')", issue42),
        (f"goto('{GL_PROJ}/-/blob/main/config/default.yml')", gl_blob(YML.replace("sync_interval_seconds: 30", "sync_interval_seconds: 60"))),
        (f"goto('{GL_PROJ}/-/branches')", branch_page("", "")),
        ("fill('985', 'fix')", branch_page("", "fix")),
        ("keyboard_press('Enter')", branch_page("fix", "fix")),
    ]
    rs.add("web", "h52-web-03", SYSTEM, turns, state=root, bad=True, turn=7,
           kind="Line 14 of config/default.yml reads sync_interval_seconds: 60 although the file showed 30 twice and no commit touched it (last commit still 7c1e2a94).")


# ---------------------------------------------------------------- 04 Nextcloud Files (clean)
NC = "https://cloud.brightwater-studio.de"
NC_FILES = {
    231: ("Contracts", "4.2 MB", "3 months ago", True, 4.2e6),
    232: ("Invoices 2023", "18.7 MB", "5 months ago", True, 18.7e6),
    477: ("board-minutes-2024-04.docx", "86 KB", "2 weeks ago", False, 86e3),
    512: ("Budget_FY24_draft.xlsx", "342 KB", "6 days ago", False, 342e3),
    530: ("Budget_FY24_final.xlsx", "351 KB", "3 days ago", False, 351e3),
    298: ("onboarding-checklist.md", "5 KB", "2 months ago", False, 5e3),
    545: ("scan_0017.pdf", "2.4 MB", "yesterday", False, 2.4e6),
    301: ("team-photo-offsite.jpg", "6.1 MB", "4 months ago", False, 6.1e6),
}


def nc_chrome(active: str) -> str:
    return f"""[10] link 'Skip to main content'
[11] link 'Nextcloud'
[12] navigation 'Applications menu'
  [13] link 'Dashboard'
  [14] link 'Files'
  [15] link 'Photos'
  [16] link 'Activity'
  [17] link 'Talk'
  [18] link 'Calendar'
  [19] link 'Deck'
[20] button 'Unified search'
[21] button 'Notifications'
[22] button 'Settings menu'
  [23] img 'Avatar of Jana Pohl'
[30] navigation 'Files'
  [31] link 'All files'{", current='page'" if active == "files" else ""}
  [32] link 'Recent'
  [33] link 'Favorites'
  [34] link 'Shares'
  [35] link 'Tags'
  [36] link 'Deleted files'{", current='page'" if active == "trash" else ""}
  [37] progressbar 'Storage quota', valuemin=0, valuemax=100, valuetext='47'
  StaticText '4.7 GB of 10 GB used'
  [38] button 'Files settings'"""


def nc_docs(files: dict[int, tuple[str, str, str, bool, float]], sort: str = "name", menu: int | None = None,
            renaming: tuple[int, str] | None = None) -> str:
    ids = list(files)
    if sort == "name":
        ids.sort(key=lambda i: (not files[i][3], files[i][0].lower()))
    else:
        ids.sort(key=lambda i: (not files[i][3], -files[i][4]))
    rows = []
    for i in ids:
        name, size, mod, folder, _ = files[i]
        b = i * 10
        kind = "folder" if folder else "file"
        rows.append(f"[{b}] row ''")
        rows.append(f"  [{b + 1}] checkbox 'Toggle selection for {kind} \"{name}\"', checked='false'")
        if renaming and renaming[0] == i:
            rows.append(f"  [{b + 5}] textbox 'Filename', focused, value={renaming[1]!r}")
        else:
            rows.append(f"  [{b + 2}] link {name!r}")
        rows += [f"  [{b + 3}] button 'Sharing options'", f"  [{b + 4}] button 'Actions'", f"  StaticText '{size}'", f"  StaticText '{mod}'"]
        if menu == i:
            rows += ["  [60] menu ''",
                     "    [61] menuitem 'Add to favorites'",
                     "    [62] menuitem 'Details'",
                     "    [63] menuitem 'Rename'",
                     "    [64] menuitem 'Move or copy'",
                     "    [65] menuitem 'Download'",
                     "    [66] menuitem 'Delete file'"]
    nf = sum(1 for v in files.values() if v[3])
    nfi = len(files) - nf
    tot = sum(v[4] for v in files.values()) / 1e6
    so = "descending" if sort == "size" else "none"
    sn = "ascending" if sort == "name" else "none"
    return T("Documents - Files - Nextcloud", f"{NC}/apps/files/files/118?dir=/Documents", f"""
{nc_chrome("files")}
[40] main ''
  [41] navigation 'Current directory path'
    [42] link 'All files'
    [43] link 'Documents'
  [44] button 'New'
  [45] button 'Switch to grid view'
  [100] table 'List of files and folders.'
    [101] row ''
      [102] columnheader ''
        [103] checkbox 'Toggle selection for all files and folders', checked='false'
      [104] columnheader 'Name', sort='{sn}'
        [105] button 'Name'
      [106] columnheader 'Size', sort='{so}'
        [107] button 'Size'
      [108] columnheader 'Modified', sort='none'
        [109] button 'Modified'
{ind(rows, 2)}
    [110] row ''
      StaticText '{nf} folders and {nfi} files'
      StaticText '{tot:.1f} MB'""")


def nc_trash(entries: list[tuple[int, str, str, str, str]]) -> str:
    rows = []
    for fid, name, orig, size, when in entries:
        b = fid * 10
        rows += [f"[{b}] row ''", f"  [{b + 1}] checkbox 'Toggle selection for file \"{name}\"', checked='false'",
                 f"  StaticText {name!r}", f"  [{b + 6}] button 'Restore'", f"  [{b + 4}] button 'Actions'",
                 f"  StaticText '{orig}'", f"  StaticText '{size}'", f"  StaticText '{when}'"]
    return T("Deleted files - Files - Nextcloud", f"{NC}/apps/files/trashbin/?dir=/", f"""
{nc_chrome("trash")}
[40] main ''
  [41] navigation 'Current directory path'
    [46] link 'Deleted files'
  [100] table 'List of files and folders.'
    [101] row ''
      [102] columnheader ''
        [103] checkbox 'Toggle selection for all files and folders', checked='false'
      [104] columnheader 'Name', sort='none'
      [120] columnheader 'Original location', sort='none'
      [106] columnheader 'Size', sort='none'
      [121] columnheader 'Deleted', sort='descending'
{ind(rows, 2)}
    [110] row ''
      StaticText '{len(entries)} files'""")


def t04(rs: RowSet) -> None:
    f0 = dict(NC_FILES)
    f1 = {k: v for k, v in f0.items() if k != 512}
    new = "lease-agreement-signed-2024-05.pdf"
    f2 = dict(f1)
    f2[545] = (new, "2.4 MB", "yesterday", False, 2.4e6)
    f3 = dict(f2)
    f3[512] = f0[512]
    old_trash = [(611, "old-logo-draft.ai", "Design", "3.3 MB", "3 days ago"), (604, "notes.txt", "/", "1 KB", "9 days ago")]
    turns = [
        ("click('5124')", nc_docs(f0, menu=512)),
        ("click('66')", nc_docs(f1)),
        ("click('5454')", nc_docs(f1, menu=545)),
        ("click('63')", nc_docs(f1, renaming=(545, "scan_0017.pdf"))),
        (f"fill('5455', '{new}')", nc_docs(f1, renaming=(545, new))),
        ("keyboard_press('Enter')", nc_docs(f2)),
        ("click('107')", nc_docs(f2, sort="size")),
        ("click('36')", nc_trash([(512, "Budget_FY24_draft.xlsx", "Documents", "342 KB", "2 minutes ago")] + old_trash)),
        ("click('5126')", nc_trash(old_trash)),
        (f"goto('{NC}/apps/files/files/118?dir=/Documents')", nc_docs(f3, sort="size")),
    ]
    rs.add("web", "h52-web-04", SYSTEM, turns, state=nc_docs(f0))


# ---------------------------------------------------------------- 05 Magento admin (clean)
MA = "http://localhost:7780/admin"
MA_NAMES = ["Grace Nguyen", "Alex Martin", "Lily Potter", "John Lee", "Adam Garcia", "Jennifer White", "Sophia Kim",
            "Matt Baker", "Olivia Jackson", "Brian Smith", "Ava Brown", "Daniel Jackson", "Jason Miller", "Emma Davis",
            "Samantha Jones", "Michael Nguyen", "Julia Williams", "Katie Wong", "Bob Johnson", "Lucy Garcia"]


def ma_order(i: int, invoiced: bool = False) -> tuple[str, str, float, str]:
    when = datetime(2023, 3, 8, 17, 36, 11) + (i - 299) * timedelta(hours=9, minutes=17, seconds=13)
    stamp = when.strftime("%b %-d, %Y %-I:%M:%S %p")
    if i == 299:
        return stamp, "Sarah Miller", 118.0, "Processing" if invoiced else "Pending"
    total = 20 + (i * 37) % 230 + ((i * 13) % 100) / 100
    st = "Pending" if i % 3 == 2 else "Complete" if i % 3 == 0 else "Processing" if i % 2 == 0 else "Canceled"
    return stamp, MA_NAMES[(i * 7) % 20], total, st


def ma_menu() -> str:
    return """[100] link 'Magento Admin Panel'
[101] menubar '', orientation='horizontal'
  [102] link 'DASHBOARD'
  [103] link 'SALES'
  [104] link 'CATALOG'
  [105] link 'CUSTOMERS'
  [106] link 'MARKETING'
  [107] link 'CONTENT'
  [108] link 'REPORTS'
  [109] link 'STORES'
  [110] link 'SYSTEM'
  [111] link 'FIND PARTNERS & EXTENSIONS'
[120] link 'admin'
[121] link 'Notifications 4'"""


def ma_grid(ids: list[int], total: int, flt: bool, panel: str | None = None, invoiced: bool = False) -> str:
    rows = []
    for i in ids:
        stamp, name, amt, st = ma_order(i, invoiced)
        b = 4000 + (i - 240) * 12
        rows += [f"[{b}] row ''", f"  [{b + 1}] checkbox '', checked='false'", f"  [{b + 3}] cell '000000{i}'",
                 "  [{0}] cell 'Main Website Main Website Store Default Store View'".format(b + 4),
                 f"  [{b + 5}] cell '{stamp}'", f"  [{b + 6}] cell '{name}'", f"  [{b + 7}] cell '{name}'",
                 f"  [{b + 8}] cell '{money(amt)}'", f"  [{b + 9}] cell '{money(amt)}'", f"  [{b + 10}] cell '{st}'",
                 f"  [{b + 11}] cell 'View'", f"    [{b + 2}] link 'View'"]
    pages = (total + 19) // 20
    active = """
  StaticText 'Active filters:'
  StaticText 'Status: Pending'
  [162] button 'Remove Status: Pending'
  [161] button 'Clear all'""" if flt else ""
    fpanel = ""
    if panel is not None:
        opts = ["Canceled", "Closed", "Complete", "Suspected Fraud", "On Hold", "Payment Review", "PayPal Canceled Reversal",
                "PayPal Reversed", "Pending", "Pending Payment", "Processing"]
        o = ind([f"[{191 + k}] option '{x}'" + (", selected=True" if x == panel else "") for k, x in enumerate(opts)], 3)
        fpanel = f"""
  [170] group 'Filters'
    [171] textbox 'Purchase Date from'
    [172] textbox 'Purchase Date to'
    [173] textbox 'Grand Total (Base) from'
    [174] textbox 'Grand Total (Base) to'
    [175] textbox 'Grand Total (Purchased) from'
    [176] textbox 'Grand Total (Purchased) to'
    [177] textbox 'ID from'
    [178] textbox 'ID to'
    [179] combobox 'Purchase Point', hasPopup='menu', expanded=False
    [180] textbox 'Bill-to Name'
    [182] textbox 'Ship-to Name'
    [190] combobox 'Status', hasPopup='menu', expanded=False
      [187] option ' '{", selected=True" if not panel else ""}
{o}
    [188] button 'Cancel'
    [189] button 'Apply Filters'"""
    return T("Orders / Operations / Sales / Magento Admin", f"{MA}/sales/order/", f"""
{ma_menu()}
[125] main ''
  heading 'Orders'
  [130] button 'Create New Order'
  [140] textbox 'Search by keyword'
  [141] button 'Search'
  [142] button 'Filters'{", expanded=True" if panel is not None else ""}
  [143] button 'Default View'
  [144] button 'Columns'
  [145] button 'Export'{active}{fpanel}
  [146] button 'Actions'
  StaticText '{total} records found'
  [150] combobox 'per page', hasPopup='menu', expanded=False
    [154] option '20', selected=True
  [151] button 'Previous Page', disabled=True
  [152] spinbutton '', valuetext='1'
  StaticText 'of {pages}'
  [153] button 'Next Page'
  [200] table ''
    [201] row ''
      [202] columnheader 'Options'
      [203] columnheader 'ID'
      [204] columnheader 'Purchase Point'
      [205] columnheader 'Purchase Date', sort='descending'
      [206] columnheader 'Bill-to Name'
      [207] columnheader 'Ship-to Name'
      [208] columnheader 'Grand Total (Base)'
      [209] columnheader 'Grand Total (Purchased)'
      [210] columnheader 'Status'
      [211] columnheader 'Action'
{ind(rows, 2)}""")


def ma_view(invoiced: bool) -> str:
    st = "Processing" if invoiced else "Pending"
    msg = "\n  [5005] alert ''\n    StaticText 'The invoice has been created.'" if invoiced else ""
    item_status = "Invoiced" if invoiced else "Ordered"
    qty2 = "Ordered 2\\nInvoiced 2" if invoiced else "Ordered 2"
    qty1 = "Ordered 1\\nInvoiced 1" if invoiced else "Ordered 1"
    paid, due = ("$118.00", "$0.00") if invoiced else ("$0.00", "$118.00")
    cancel = "" if invoiced else "\n  [5016] button 'Cancel'"
    buttons = "[5013] button 'Ship'\n  [5014] button 'Credit Memo'" if invoiced else "[5011] button 'Hold'\n  [5012] button 'Invoice'\n  [5013] button 'Ship'"
    return T("#000000299 / Orders / Operations / Sales / Magento Admin", f"{MA}/sales/order/view/order_id/299/", f"""
{ma_menu()}
[5000] main ''
  heading '#000000299'{msg}
  [5010] button 'Back'
  [5015] button 'Login as Customer'{cancel}
  [5017] button 'Send Email'
  {buttons}
  [5018] button 'Reorder'
  [5019] button 'Edit'
  [5020] tablist ''
    [5021] tab 'Information', selected=True
    [5022] tab 'Invoices{" (1)" if invoiced else ""}', selected=False
    [5023] tab 'Credit Memos', selected=False
    [5024] tab 'Shipments', selected=False
    [5025] tab 'Comments History', selected=False
  heading 'Order & Account Information'
  [5030] table ''
    [5031] row 'Order Date Mar 8, 2023, 5:36:11 PM'
    [5032] row 'Order Status {st}'
    [5033] row 'Purchased From Main Website Main Website Store Default Store View'
    [5034] row 'Placed from IP 127.0.0.1'
  heading 'Account Information'
  [5040] table ''
    [5041] row 'Customer Name Sarah Miller'
      [5042] link 'Sarah Miller'
    [5043] row 'Email helloworld@yahoo.com'
    [5044] row 'Customer Group General'
  heading 'Address Information'
  StaticText 'Billing Address'
  StaticText 'Sarah Miller, 5 Oak Street, Boston, Massachusetts, 02108, United States, T: 6175551212'
  StaticText 'Shipping Address'
  StaticText 'Sarah Miller, 5 Oak Street, Boston, Massachusetts, 02108, United States, T: 6175551212'
  heading 'Payment & Shipping Method'
  StaticText 'Check / Money order'
  StaticText 'The order was placed using USD.'
  StaticText 'Flat Rate - Fixed $15.00'
  heading 'Items Ordered'
  [5060] table ''
    [5061] row 'Product Item Status Original Price Price Qty Subtotal Tax Amount Tax Percent Discount Amount Row Total'
    [5062] row ''
      [5063] cell 'Radiant Tee SKU: WS12-M-Orange Size: M Color: Orange'
      [5064] cell '{item_status}'
      [5065] cell '$22.00'
      [5066] cell '$22.00'
      [5067] cell '{qty2}'
      [5068] cell '$44.00'
      [5069] cell '$0.00'
      [5070] cell '0%'
      [5071] cell '$0.00'
      [5072] cell '$44.00'
    [5073] row ''
      [5074] cell 'Fusion Backpack SKU: 24-MB02'
      [5075] cell '{item_status}'
      [5076] cell '$59.00'
      [5077] cell '$59.00'
      [5078] cell '{qty1}'
      [5079] cell '$59.00'
      [5080] cell '$0.00'
      [5081] cell '0%'
      [5082] cell '$0.00'
      [5083] cell '$59.00'
  heading 'Order Total'
  StaticText 'Notes for this Order'
  [5090] combobox 'Status', hasPopup='menu', expanded=False
    [5091] option '{st}', selected=True
  [5092] textbox 'Comment'
  [5093] checkbox 'Notify Customer by Email', checked='false'
  [5094] checkbox 'Visible on Storefront', checked='false'
  [5095] button 'Submit Comment'
  heading 'Order Totals'
  [5100] table ''
    [5101] row 'Subtotal $103.00'
    [5102] row 'Shipping & Handling $15.00'
    [5103] row 'Grand Total $118.00'
    [5104] row 'Total Paid {paid}'
    [5105] row 'Total Refunded $0.00'
    [5106] row 'Total Due {due}'""")


def t05(rs: RowSet) -> None:
    full = list(range(312, 292, -1))
    pend = [i for i in range(312, 239, -1) if i % 3 == 2]
    pend0, pend1 = pend[:20], [i for i in pend if i != 299][:20]
    invoice = T("New Invoice / Invoices / Operations / Sales / Magento Admin", f"{MA}/sales/order_invoice/new/order_id/299/", f"""
{ma_menu()}
[5500] main ''
  heading 'New Invoice'
  [5501] button 'Back'
  [5502] button 'Reset'
  heading 'Order & Account Information'
  StaticText 'Order # 000000299'
  StaticText 'Order Date Mar 8, 2023, 5:36:11 PM'
  StaticText 'Order Status Pending'
  StaticText 'Customer Name Sarah Miller'
  heading 'Payment & Shipping Method'
  StaticText 'Check / Money order'
  StaticText 'Flat Rate - Fixed $15.00'
  [5510] checkbox 'Create Shipment', checked='false'
  heading 'Items to Invoice'
  [5520] table ''
    [5521] row 'Product Price Qty Qty to Invoice Subtotal Tax Amount Discount Amount Row Total'
    [5522] row ''
      [5523] cell 'Radiant Tee SKU: WS12-M-Orange'
      [5524] cell '$22.00'
      [5525] cell 'Ordered 2'
      [5526] spinbutton 'Qty to Invoice', valuetext='2'
      [5527] cell '$44.00'
      [5528] cell '$0.00'
      [5529] cell '$0.00'
      [5530] cell '$44.00'
    [5531] row ''
      [5532] cell 'Fusion Backpack SKU: 24-MB02'
      [5533] cell '$59.00'
      [5534] cell 'Ordered 1'
      [5535] spinbutton 'Qty to Invoice', valuetext='1'
      [5536] cell '$59.00'
      [5537] cell '$0.00'
      [5538] cell '$0.00'
      [5539] cell '$59.00'
  [5540] button 'Update Qty's', disabled=True
  heading 'Order Total'
  [5541] textbox 'Invoice Comments'
  heading 'Invoice Totals'
  [5542] table ''
    [5543] row 'Subtotal $103.00'
    [5544] row 'Shipping & Handling $15.00'
    [5545] row 'Grand Total $118.00'
  [5546] checkbox 'Append Comments', checked='false'
  [5547] checkbox 'Email Copy of Invoice', checked='false'
  [5550] button 'Submit Invoice'""").replace("'Update Qty's'", "\"Update Qty's\"")
    b299 = 4000 + (299 - 240) * 12
    turns = [
        ("click('142')", ma_grid(full, 312, False, panel="")),
        ("select_option('190', 'Pending')", ma_grid(full, 312, False, panel="Pending")),
        ("click('189')", ma_grid(pend0, 48, True)),
        (f"click('{b299 + 2}')", ma_view(False)),
        ("click('5012')", invoice),
        ("click('5550')", ma_view(True)),
        ("click('5010')", ma_grid(pend1, 47, True, invoiced=True)),
        ("click('161')", ma_grid(full, 312, False, invoiced=True)),
    ]
    rs.add("web", "h52-web-05", SYSTEM, turns, state=ma_grid(full, 312, False))


# ---------------------------------------------------------------- 06 Pixelfed (bad: a created collection missing from the list)
PF = "https://pixelfed.social"
PF_POSTS = [
    ("702618334190517249", "Tram 3 in fresh snow on Starowiślna, blue hour"),
    ("702601248861935617", "Cat asleep on a stack of contact sheets"),
    ("702587120031105025", "Giewont from Gubałówka, low cloud"),
    ("702559871304187905", "Portra 400: Kazimierz courtyard laundry lines"),
    ("702540017862250497", "NGT6 at the Plac Centralny loop, night"),
    ("702521975511875585", "Rysy summit marker with frost"),
    ("702498810327195649", "Film canisters on a windowsill, backlit"),
    ("702476602180632577", "Vistula boulevards, fog, cyclist"),
    ("702455230913269761", "Tram 52 crossing the Most Kotlarski"),
    ("702437718404587521", "Dolina Pięciu Stawów from Szpiglasowy Wierch"),
    ("702419066733125633", "Nikon FM2 on a map of the Tatras"),
    ("702401950311546881", "Morskie Oko, first light on Mięguszowiecki peaks"),
]
PF_COLS = [
    ("702390118522912769", "Morskie Oko at dawn", 14, "Public", "updated 3 weeks ago"),
    ("702260914007556097", "Kraków trams", 31, "Public", "updated 1 week ago"),
    ("702118330561495041", "Film scans — Portra 400", 9, "Followers only", "updated 2 months ago"),
]
NEW_COL = ("702633918857334785", "Tatra ridge walks 2024", 0, "Public", "updated just now")


def pf_chrome() -> str:
    return """[10] link 'Pixelfed'
[11] searchbox 'Search'
[12] link 'Home'
[13] link 'Local'
[14] link 'Network'
[15] link 'Discover'
[16] link 'Notifications'
[17] link 'Direct Messages'
[18] button 'New Post'
[19] link 'Profile'
  [20] img '@tomasz.k'"""


def pf_profile(tab: str, cols: list[tuple[str, str, int, str, str]] | None = None) -> str:
    if tab == "posts":
        items = []
        for k, (_pid, alt) in enumerate(PF_POSTS):
            items += [f"[{300 + 2 * k}] link 'Post by tomasz.k'", f"  [{301 + 2 * k}] img {alt!r}"]
        content = f"""  [290] grid 'Posts'
{ind(items, 2)}
  [330] button 'Load more'"""
        url = f"{PF}/tomasz.k"
    else:
        items = []
        for k, (_cid, title, n, vis, upd) in enumerate(cols or []):
            b = 400 + 4 * k
            items += [f"[{b}] article ''", f"  [{b + 1}] link {title!r}", f"  StaticText '{n} posts'",
                      f"  StaticText '{vis}'", f"  StaticText '{upd}'"]
        content = f"""  [395] link 'Create new collection'
  [396] list 'Collections'
{ind(items, 2)}"""
        url = f"{PF}/tomasz.k?t=collections"
    return T("Tomasz Kowalczyk (@tomasz.k) - Pixelfed", url, f"""
{pf_chrome()}
[100] main ''
  [101] img 'Tomasz Kowalczyk'
  heading 'Tomasz Kowalczyk'
  StaticText '@tomasz.k'
  [102] link 'Edit Profile'
  StaticText '142'
  StaticText 'Posts'
  [103] link '1,286 Followers'
  [104] link '311 Following'
  StaticText 'Film & digital. Tatra mountains, Kraków trams, the occasional cat. Nikon FM2 / Fujifilm X-T4.'
  [105] link 'tomaszk.photo'
  [110] tablist ''
    [111] tab 'Posts', selected={tab == "posts"}
    [112] tab 'Collections', selected={tab == "collections"}
    [113] tab 'Saved', selected=False
{content}""")


def pf_create(title: str, desc: str) -> str:
    return T("Create Collection - Pixelfed", f"{PF}/i/collections/create", f"""
{pf_chrome()}
[100] main ''
  heading 'Create Collection'
  StaticText 'Collections let you group posts into curated albums. You can add up to 100 posts per collection.'
  [501] textbox 'Title', required, value={title!r}
  StaticText '{len(title)}/50'
  [502] textbox 'Description', value={desc!r}
  StaticText '{len(desc)}/500'
  [503] combobox 'Visibility', hasPopup='menu', expanded=False
    [504] option 'Public', selected=True
    [505] option 'Followers only'
    [506] option 'Draft'
  [507] button 'Create collection'{", disabled=True" if not title else ""}
  [508] link 'Cancel'""")


def t06(rs: RowSet) -> None:
    title = NEW_COL[1]
    desc = "Ridge routes from the 2024 season: Orla Perć, Czerwone Wierchy, Rysy via Bula pod Rysami."
    created = T(f"{title} - Collection by @tomasz.k - Pixelfed", f"{PF}/c/{NEW_COL[0]}", f"""
{pf_chrome()}
[100] main ''
  [600] alert ''
    StaticText 'Collection created.'
  heading {title!r}
  StaticText 'by'
  [601] link '@tomasz.k'
  StaticText {desc!r}
  StaticText '0 posts · Public · updated just now'
  [606] link 'All collections by @tomasz.k'
  [602] button 'Add Posts'
  [603] button 'Edit'
  [604] button 'Share'
  [605] button 'Delete'
  StaticText 'This collection is empty. Add up to 100 of your posts with Add Posts.'""")
    trams = [PF_POSTS[0], PF_POSTS[4], PF_POSTS[8]]
    timgs = []
    for k, (_pid, alt) in enumerate(trams + [("702377801250131969", "105Na tram at Krowodrza Górka depot"),
                                            ("702341225790541825", "Bombardier NGT6 in the rain, Rondo Mogilskie"),
                                            ("702302148857876481", "Tram 8 at dusk, Wawel in the background")]):
        timgs += [f"[{700 + 2 * k}] link 'Post by tomasz.k'", f"  [{701 + 2 * k}] img {alt!r}"]
    trams_page = T("Kraków trams - Collection by @tomasz.k - Pixelfed", f"{PF}/c/{PF_COLS[1][0]}", f"""
{pf_chrome()}
[100] main ''
  heading 'Kraków trams'
  StaticText 'by'
  [601] link '@tomasz.k'
  StaticText 'Every line, every season. Mostly 105Na and Bombardier NGT6.'
  StaticText '31 posts · Public · updated 1 week ago'
  [602] button 'Add Posts'
  [603] button 'Edit'
  [604] button 'Share'
  [605] button 'Delete'
  [690] grid ''
{ind(timgs, 2)}
  [730] button 'Load more'""")
    turns = [
        ("click('112')", pf_profile("collections", PF_COLS)),
        ("click('395')", pf_create("", "")),
        (f"fill('501', '{title}')", pf_create(title, "")),
        (f"fill('502', '{desc}')", pf_create(title, desc)),
        ("click('507')", created),
        ("click('606')", pf_profile("collections", PF_COLS)),
        ("click('405')", trams_page),
    ]
    rs.add("web", "h52-web-06", SYSTEM, turns, state=pf_profile("posts"), bad=True, turn=6,
           kind="The collection 'Tatra ridge walks 2024' created in turn 5 is missing from @tomasz.k's Collections list, which still shows only the three older ones.")


# ---------------------------------------------------------------- 07 Netflix account settings (clean)
NF = "https://www.netflix.com"


def nf_chrome() -> str:
    return """[10] link 'Netflix'
[11] button 'Account & Profile: Dana'
  [12] img 'Dana'"""


def nf_account(plan: str, price: str, banner: str | None = None) -> str:
    ban = f"\n  [120] alert ''\n    StaticText {banner!r}" if banner else ""
    return T("Account - Netflix", f"{NF}/account", f"""
{nf_chrome()}
[100] navigation ''
  [101] link 'Back to Netflix'
  [102] link 'Overview', current='page'
  [103] link 'Membership'
  [104] link 'Security'
  [105] link 'Devices'
  [106] link 'Profiles'
[110] main ''
  heading 'Account'{ban}
  StaticText 'Membership details'
  StaticText 'Member since June 2017'
  StaticText '{plan} plan'
  StaticText '{price}/month'
  StaticText 'Next payment: June 3, 2024'
  [130] img 'VISA'
  StaticText '•••• •••• •••• 4417'
  [131] link 'Manage membership'
  heading 'Quick links'
  [140] link 'Change plan'
  [141] link 'Manage payment method'
  [142] link 'Manage access and devices'
  [143] link 'Update password'
  [144] link 'Transfer a profile'
  [145] link 'Adjust parental controls'
  [146] link 'Edit settings'
  heading 'Profile settings'
  [150] link 'Dana All maturity ratings'
  [151] link 'Eli All maturity ratings'
  [152] link 'Kids Kids'
  [160] link 'Cancel Membership'""")


def nf_plans(sel: str) -> str:
    plans = [("Standard with ads", "$6.99", "Great", "1080p (Full HD)", "2", False),
             ("Standard", "$15.49", "Great", "1080p (Full HD)", "2", True),
             ("Premium", "$22.99", "Best", "4K (Ultra HD) + HDR", "4", False)]
    rows = []
    for k, (name, price, q, res, scr, cur) in enumerate(plans):
        b = 210 + 2 * k
        rows += [f"[{b}] radio '{name} {price}/month', checked='{str(name == sel).lower()}'",
                 f"  StaticText 'Video and sound quality: {q}'", f"  StaticText 'Resolution: {res}'",
                 "  StaticText 'Supported devices: TV, computer, mobile phone, tablet'",
                 f"  StaticText 'Devices your household can watch at the same time: {scr}'"]
        if cur:
            rows.append("  StaticText 'Current plan'")
    return T("Change plan - Netflix", f"{NF}/account/changeplan", f"""
{nf_chrome()}
[200] main ''
  heading 'Change plan'
  [205] radiogroup 'Plans'
{ind(rows, 2)}
  StaticText 'HD (720p), Full HD (1080p), Ultra HD (4K) and HDR availability subject to your internet service and device capabilities.'
  [230] button 'Next'{", disabled=True" if sel == "Standard" else ""}
  [231] button 'Cancel'""")


def nf_profile(previews_on: bool, banner: bool = False) -> str:
    ban = "\n  [330] alert ''\n    StaticText 'Your playback settings have been saved.'" if banner else ""
    return T("Eli - Profile settings - Netflix", f"{NF}/account/profiles/QQ5LJ4B2XRHZBFP7", f"""
{nf_chrome()}
[300] main ''
  [301] link 'Back'
  heading 'Eli'{ban}
  [302] img 'Eli'
  [303] link 'Edit profile name and image'
  [310] link 'Language English'
  [311] link 'Viewing restrictions All maturity ratings'
  [312] link 'Profile lock Off'
  [313] link 'Viewing activity'
  [314] link 'Ratings'
  [315] link 'Subtitle appearance'
  [316] link 'Playback settings Autoplay next episode: On · Autoplay previews: {"On" if previews_on else "Off"} · Data usage per screen: Auto'
  [317] link 'Privacy and data settings'
  [318] button 'Delete profile'""")


def nf_playback(previews_on: bool) -> str:
    return T("Playback settings - Netflix", f"{NF}/settings/playback/QQ5LJ4B2XRHZBFP7", f"""
{nf_chrome()}
[400] main ''
  heading 'Playback settings for Eli'
  heading 'Autoplay controls'
  [401] checkbox 'Autoplay next episode in a series on all devices.', checked='true'
  [402] checkbox 'Autoplay previews while browsing on all devices.', checked='{str(previews_on).lower()}'
  heading 'Data usage per screen'
  [410] radiogroup ''
    [411] radio 'Auto Default video quality and data usage.', checked='true'
    [412] radio 'Save Data Basic video quality. Up to 0.3 GB per hour.', checked='false'
    [413] radio 'Medium Standard video quality. Up to 0.7 GB per hour.', checked='false'
    [414] radio 'High Best video quality. Up to 3 GB per hour for HD, 7 GB per hour for Ultra HD.', checked='false'
  [420] button 'Save'
  [421] button 'Cancel'""")


def t07(rs: RowSet) -> None:
    confirm = T("Confirm plan change - Netflix", f"{NF}/account/changeplan/confirm", f"""
{nf_chrome()}
[250] main ''
  heading 'Confirm your plan change'
  StaticText 'New plan'
  StaticText 'Premium'
  StaticText '$22.99/month'
  StaticText 'Current plan'
  StaticText 'Standard, $15.49/month'
  StaticText "You'll start enjoying Premium right away. Your new monthly price of $22.99 (plus applicable taxes) will start on your next billing date, June 3, 2024."
  [251] button 'Confirm change'
  [252] button 'Cancel'""")
    history = [("5/15/24", "Avatar: The Last Airbender: Season 1: \"Into the Dark\""),
               ("5/15/24", "Avatar: The Last Airbender: Season 1: \"Spirited Away\""),
               ("5/14/24", "Avatar: The Last Airbender: Season 1: \"Aang\""),
               ("5/12/24", "Leo"),
               ("5/11/24", "Wednesday: Season 1: \"Woe Is the Loneliest Number\""),
               ("5/9/24", "The Mitchells vs. The Machines"),
               ("5/6/24", "Kung Fu Panda 4"),
               ("5/4/24", "One Piece: Season 1: \"Romance Dawn\""),
               ("5/2/24", "Nimona")]
    hrow = []
    for k, (d, t) in enumerate(history):
        b = 510 + 3 * k
        hrow += [f"[{b}] listitem ''", f"  StaticText '{d}'", f"  [{b + 1}] link {t!r}",
                 f"  [{b + 2}] button 'Hide from viewing history'"]
    activity = T("Viewing activity - Eli - Netflix", f"{NF}/settings/viewed/QQ5LJ4B2XRHZBFP7", f"""
{nf_chrome()}
[500] main ''
  heading 'Activity for Eli'
  [501] tablist ''
    [502] tab 'Watching', selected=True
    [503] tab 'Rating', selected=False
  [505] list ''
{ind(hrow, 2)}
  [550] button 'Show More'
  [551] button 'Hide all'
  [552] link 'Download all'""")
    turns = [
        ("click('140')", nf_plans("Standard")),
        ("click('214')", nf_plans("Premium")),
        ("click('230')", confirm),
        ("click('251')", nf_account("Premium", "$22.99", "Your plan has been changed to Premium.")),
        ("click('151')", nf_profile(True)),
        ("click('316')", nf_playback(True)),
        ("click('402')", nf_playback(False)),
        ("click('420')", nf_profile(False, banner=True)),
        ("click('313')", activity),
    ]
    rs.add("web", "h52-web-07", SYSTEM, turns, state=nf_account("Standard", "$15.49"))


# ---------------------------------------------------------------- 08 Postmill forum (bad: edited title back to the old one)
PM = "http://localhost:9999"
PM_USER = "MarvelsGrantMan136"
PM_POSTS = {
    130112: ("What's a book you reread every year?", "bookwyrm_88", "7 hours ago", 214, "1,204"),
    130098: ("Finished 'The Left Hand of Darkness' and I can't stop thinking about it", "sally_reads", "11 hours ago", 87, "613"),
    130131: ("Library haul: six interlibrary loans showed up at once", "CorgiReader", "3 hours ago", 34, "402"),
    130077: ("Does anyone else keep a reading journal? Share your format", "hazelnut_latte", "16 hours ago", 129, "377"),
    130120: ("Terry Pratchett's Discworld: where should a complete beginner start?", "quietmarmot", "6 hours ago", 301, "356"),
    130064: ("The Remains of the Day is a perfect novel and I will not be taking questions", "Mr_Stevens_fan", "1 day ago", 58, "290"),
    130140: ("Kindle vs Kobo in 2024 for someone who borrows mostly from Libby", "gadget_gus", "1 hour ago", 46, "41"),
}
PM_OLD = "Looking for hard sci-fi with realistic orbital mechanics"
PM_NEW = "Looking for hard sci-fi with realistic orbital mechanics (no FTL)"
PM_BODY = ("I loved The Martian and Project Hail Mary mostly for the problem-solving. Looking for novels where spaceflight "
           "follows real physics: transfer windows, delta-v budgets, no artificial gravity hand-waving. Bonus if the crew "
           "has to do the math on the page.")
PM_COMMENT = "Already read: The Expanse (books 1-3), Seveneves, Delta-v by Daniel Suarez. Loved all three."


def pm_chrome() -> str:
    return f"""[12] link 'Jump to main content'
[13] link 'Jump to sidebar'
[14] navigation ''
  [17] link 'Home'
  [18] link 'Forums'
  [19] link 'Wiki'
  [20] searchbox 'Search query'
  [21] link 'Notifications (0)'
  [22] link 'Submit'
  [23] button '{PM_USER}', hasPopup='menu', expanded=False"""


def pm_article(pid: int, title: str, user: str, age: str, comments: int, score: str, mine: bool = False) -> list[str]:
    b = (pid - 130000) * 8 + 1000
    c = "No comments" if comments == 0 else f"{comments} comment{'s' if comments != 1 else ''}"
    out = [f"[{b}] article ''", f"  heading {title!r}", f"    [{b + 1}] link {title!r}", "  StaticText 'Submitted by'",
           f"  [{b + 2}] link '{user}'", f"  StaticText '{age}'", f"  [{b + 3}] link '{c}'"]
    if mine:
        out += [f"  [{b + 6}] link 'Edit'", f"  [{b + 7}] button 'Delete'", f"  [{b + 4}] button 'Retract upvote', pressed=True"]
    else:
        out.append(f"  [{b + 4}] button 'Upvote'")
    out += [f"  StaticText '{score}'", f"  [{b + 5}] button 'Downvote'"]
    return out


def pm_listing(order: list[int], sort: str, extra: dict[int, tuple[str, str, str, int, str]] | None = None) -> str:
    posts = dict(PM_POSTS)
    posts.update(extra or {})
    arts = []
    for pid in order:
        t, u, a, c, s = posts[pid]
        arts += pm_article(pid, t, u, a, c, s, mine=u == PM_USER)
    url = f"{PM}/f/books" + ("/new" if sort == "New" else "")
    return T("books", url, f"""
{pm_chrome()}
[40] main ''
  heading '/f/books'
  [41] navigation 'Sort by'
    [42] link 'Hot'{", current='page'" if sort == "Hot" else ""}
    [43] link 'New'{", current='page'" if sort == "New" else ""}
    [44] link 'Active'
    [45] link 'Top'
    [46] link 'Controversial'
    [47] link 'Most commented'
{ind(arts, 1)}
  [990] link 'More'
[60] complementary ''
  heading 'books'
  [61] button 'Unsubscribe 10,842'
  StaticText 'Books, reading, and everything in between. No piracy links; self-promotion only in the weekly thread.'
  StaticText 'Created 2020-02-11'
  heading 'Moderators'
  [62] link 'bookwyrm_88'
  [63] link 'Mr_Stevens_fan'""")


def pm_post(title: str, slug: str, age: str, edited: str | None, comments: list[tuple[str, str]], comment_box: str = "") -> str:
    ed = f"\n    StaticText '(edited {edited})'" if edited else ""
    ctext = "No comments" if not comments else f"{len(comments)} comment{'s' if len(comments) != 1 else ''}"
    cl = []
    for k, (age_c, text) in enumerate(comments):
        cl += [f"[{1300 + 4 * k}] article ''", f"  [{1301 + 4 * k}] link '{PM_USER}'", f"  StaticText '{age_c}'",
               f"  StaticText {text!r}", f"  [{1302 + 4 * k}] link 'Reply'", f"  [{1303 + 4 * k}] link 'Edit'"]
    body_c = ind(cl, 1) if cl else "  StaticText 'There are no comments yet.'"
    return T(title, f"{PM}/f/books/130147/{slug}", f"""
{pm_chrome()}
[40] main ''
  [1282] article ''
    heading {title!r}
      [1283] link {title!r}
    StaticText 'Submitted by'
    [1284] link '{PM_USER}'
    StaticText '{age}'{ed}
    StaticText 'in'
    [1285] link 'books'
    StaticText {PM_BODY!r}
    [1286] link '{ctext}'
    [1287] link 'Edit'
    [1288] button 'Delete'
    [1289] button 'Retract upvote', pressed=True
    StaticText '1'
    [1290] button 'Downvote'
  [1291] textbox 'Comment', value={comment_box!r}
  [1292] button 'Post'
  heading '{ctext}'
{body_c}
[60] complementary ''
  heading 'books'
  [61] button 'Unsubscribe 10,842'""")


def pm_form(title: str, body: str, edit: bool) -> str:
    head = "Edit submission" if edit else "Create submission"
    url = f"{PM}/f/books/130147/-/edit" if edit else f"{PM}/submit/books"
    return T(head, url, f"""
{pm_chrome()}
[40] main ''
  heading '{head}'
  [701] textbox 'URL'
  [702] textbox 'Title *', required, value={title!r}
  [703] textbox 'Body', value={body!r}
  StaticText 'Markdown is allowed.'
  [704] combobox 'Forum', hasPopup='menu', expanded=False
    [705] option 'books', selected=True
  [706] button '{head}'""")


def t08(rs: RowSet) -> None:
    hot = [130112, 130098, 130131, 130077, 130120, 130064, 130140]
    new = [130147, 130140, 130131, 130120, 130112, 130098, 130077, 130064]
    slug_old = "looking-for-hard-sci-fi-with-realistic-orbital-mechanics"
    slug_new = slug_old + "-no-ftl"
    mine = {130147: (PM_NEW, PM_USER, "3 minutes ago", 1, "1")}
    user_page = T(PM_USER, f"{PM}/user/{PM_USER}", f"""
{pm_chrome()}
[40] main ''
  heading '{PM_USER}'
  [80] navigation ''
    [81] link 'Overview', current='page'
    [82] link 'Submissions'
    [83] link 'Comments'
  [1400] article ''
    StaticText {PM_COMMENT!r}
    StaticText 'Comment by {PM_USER} 1 minute ago on'
    [1401] link {PM_NEW!r}
    [1402] link 'Permalink'
{ind(pm_article(130147, PM_NEW, PM_USER, "3 minutes ago", 1, "1", mine=True), 1)}
  [1410] article ''
    StaticText 'Seconding Blindsight, but go in expecting hard biology rather than hard orbital mechanics.'
    StaticText 'Comment by {PM_USER} 3 days ago on'
    [1411] link 'Best sci-fi of the last ten years?'
    [1412] link 'Permalink'
[60] complementary ''
  heading '{PM_USER}'
  StaticText 'Registered 2022-11-03'
  StaticText 'Submissions: 17 · Comments: 212'""")
    turns = [
        ("click('22')", pm_form("", "", False)),
        (f"fill('702', '{PM_OLD}')", pm_form(PM_OLD, "", False)),
        (f"fill('703', '{PM_BODY}')", pm_form(PM_OLD, PM_BODY, False)),
        ("click('706')", pm_post(PM_OLD, slug_old, "1 second ago", None, [])),
        ("click('1287')", pm_form(PM_OLD, PM_BODY, True)),
        (f"fill('702', '{PM_NEW}')", pm_form(PM_NEW, PM_BODY, True)),
        ("click('706')", pm_post(PM_NEW, slug_new, "1 minute ago", "1 second ago", [])),
        (f"fill('1291', '{PM_COMMENT}')", pm_post(PM_NEW, slug_new, "1 minute ago", "1 second ago", [], PM_COMMENT)),
        ("click('1292')", pm_post(PM_OLD, slug_new, "2 minutes ago", "1 minute ago", [("1 second ago", PM_COMMENT)])),
        (f"goto('{PM}/f/books/new')", pm_listing(new, "New", mine)),
        ("click('2178')", user_page),
    ]
    rs.add("web", "h52-web-08", SYSTEM, turns, state=pm_listing(hot, "Hot"), bad=True, turn=9,
           kind="After posting a comment, submission 130147 is titled 'Looking for hard sci-fi with realistic orbital mechanics' again although it was renamed to '... (no FTL)' in turn 7 and the URL keeps the new slug.")


# ---------------------------------------------------------------- 09 MassTaxConnect (bad: a computed balance that does not follow)
MTC = "https://mtc.dor.state.ma.us/mtc/_/"


def mtc_chrome(tab: str = "Summary") -> str:
    return f"""[10] link 'Massachusetts Department of Revenue'
[11] link 'Home'
[12] link 'Settings'
[13] link 'Log Off'
StaticText 'AISHA M BENNETT'
StaticText 'Last logon 15-May-2024 8:12:40 PM'
[20] tablist ''
  [21] tab 'Summary', selected={tab == "Summary"}
  [22] tab 'Action Center', selected=False
  [23] tab 'Payments', selected={tab == "Payments"}
  [24] tab 'Letters', selected=False
  [25] tab 'More...', selected=False"""


def mtc_home(pending: bool) -> str:
    pend = "\n      [109] cell 'Pending payments $400.00'" if pending else ""
    return T("MassTaxConnect", MTC, f"""
{mtc_chrome()}
[100] main ''
  heading 'Accounts'
  [101] table ''
    [102] row 'Account Account ID Balance'
    [103] row ''
      [104] cell 'Personal Income Tax'
        [105] link 'Personal Income Tax'
      [106] cell 'PIT-XXXXX4471'
      [108] cell '$1,492.77'{pend}
  heading 'Alerts'
  StaticText 'You have a balance due for period 31-Dec-2023. Interest and penalties continue to accrue until the balance is paid.'
  heading 'I Want To'
  [120] link 'Make a payment'
  [121] link 'File a return'
  [122] link 'View my letters'
  [123] link 'Manage payment channels'
  [124] link 'Request a payment plan'""")


def mtc_period(pending: str | None, after: str | None, banner: bool = False) -> str:
    rows = [("15-Apr-2024", "Return Filed", "Tax", "2,318.00"), ("15-Apr-2024", "Payment", "Payment", "-850.00"),
            ("13-May-2024", "Penalty Assessed", "Late Payment Penalty", "14.68"), ("13-May-2024", "Interest Assessed", "Interest", "10.09")]
    tr = []
    for k, (d, kind, typ, amt) in enumerate(rows):
        tr += [f"[{230 + k}] row ''", f"  [{240 + k}] cell '{d}'", f"  [{250 + k}] cell '{kind}'", f"  [{260 + k}] cell '{typ}'", f"  [{270 + k}] cell '{amt}'"]
    if pending:
        tr += ["[234] row ''", "  [244] cell '16-May-2024'", "  [254] cell 'Payment (Pending)'", "  [264] cell 'Payment'", f"  [274] cell '-{pending}'"]
    extra = ""
    if pending:
        extra = f"""
    [216] row 'Pending payments -{pending}'
    [217] row 'Balance after pending payments {after}'"""
    ban = "\n  [201] alert ''\n    StaticText 'Your payment request has been submitted. Confirmation number 0-012-487-335.'" if banner else ""
    return T("MassTaxConnect - Personal Income Tax 31-Dec-2023", f"{MTC}#2", f"""
{mtc_chrome()}
[200] main ''
  [202] link 'Personal Income Tax'
  heading 'Period 31-Dec-2023'{ban}
  StaticText 'Filing status: Filed 15-Apr-2024 (Form 1)'
  [205] link 'Make a payment'
  [206] link 'View return'
  [207] link 'Request a payment plan'
  heading 'Period Summary'
  [210] table ''
    [211] row 'Tax 2,318.00'
    [212] row 'Penalty 14.68'
    [213] row 'Interest 10.09'
    [214] row 'Payments and credits -850.00'
    [215] row 'Balance 1,492.77'{extra}
  heading 'Transactions'
  [220] table ''
    [221] row 'Date Transaction Type Amount'
{ind(tr, 2)}""")


def mtc_payform(amount: str) -> str:
    return T("MassTaxConnect - Make a Payment", f"{MTC}#3", f"""
{mtc_chrome()}
[300] main ''
  heading 'Make a Payment'
  StaticText 'Account: Personal Income Tax PIT-XXXXX4471'
  StaticText 'Period: 31-Dec-2023'
  StaticText 'Balance: $1,492.77'
  [301] radio 'Pay the period balance ($1,492.77)', checked='false'
  [302] radio 'Pay another amount', checked='true'
  [303] textbox 'Payment Amount', required, value={amount!r}
  [304] textbox 'Payment Date', required, value='16-May-2024'
  [305] combobox 'Bank Account', hasPopup='menu', expanded=False
    [306] option 'Checking ****6620 (Eastern Bank)', selected=True
  [307] textbox 'Email Address', value='aisha.bennett@outlook.com'
  [308] textbox 'Confirm Email Address', value='aisha.bennett@outlook.com'
  StaticText 'Payments submitted before 8:00 PM Eastern on a business day are debited the next business day.'
  [310] button 'Submit'
  [311] button 'Cancel'""")


def t09(rs: RowSet) -> None:
    acct = T("MassTaxConnect - Personal Income Tax", f"{MTC}#1", f"""
{mtc_chrome()}
[150] main ''
  heading 'Personal Income Tax'
  StaticText 'Account ID PIT-XXXXX4471'
  StaticText 'Frequency Annual'
  [151] link 'Make a payment'
  [152] link 'File a return'
  heading 'Periods'
  [160] table ''
    [161] row 'Period Status Balance'
    [162] row ''
      [163] cell '31-Dec-2023'
        [164] link '31-Dec-2023'
      [165] cell 'Filed'
      [166] cell '1,492.77'
    [167] row ''
      [168] cell '31-Dec-2022'
        [169] link '31-Dec-2022'
      [170] cell 'Filed'
      [171] cell '0.00'
    [172] row ''
      [173] cell '31-Dec-2021'
        [174] link '31-Dec-2021'
      [175] cell 'Filed'
      [176] cell '0.00'
    [177] row ''
      [178] cell '31-Dec-2020'
        [179] link '31-Dec-2020'
      [180] cell 'Filed'
      [181] cell '0.00'""")
    confirm = T("MassTaxConnect - Payment Confirmation", f"{MTC}#4", f"""
{mtc_chrome()}
[400] main ''
  heading 'Confirmation'
  StaticText 'Your payment request has been submitted.'
  [401] table ''
    [402] row 'Confirmation Number 0-012-487-335'
    [403] row 'Account Personal Income Tax PIT-XXXXX4471'
    [404] row 'Period 31-Dec-2023'
    [405] row 'Payment Amount $400.00'
    [406] row 'Payment Date 16-May-2024'
    [407] row 'Bank Account Checking ****6620'
    [408] row 'Submitted 16-May-2024 10:41:07 AM'
    [409] row 'Status Pending'
  StaticText 'A confirmation email has been sent to aisha.bennett@outlook.com.'
  [410] button 'Print'
  [411] link 'Return to period 31-Dec-2023'""")
    pays = T("MassTaxConnect - Payments", f"{MTC}#5", f"""
{mtc_chrome("Payments")}
[500] main ''
  heading 'Payments'
  [501] table ''
    [502] row 'Confirmation Account Period Amount Payment Date Status'
    [503] row ''
      [504] cell '0-012-487-335'
        [505] link '0-012-487-335'
      [506] cell 'Personal Income Tax'
      [507] cell '31-Dec-2023'
      [508] cell '$400.00'
      [509] cell '16-May-2024'
      [510] cell 'Pending'
    [511] row ''
      [512] cell '0-011-902-514'
        [513] link '0-011-902-514'
      [514] cell 'Personal Income Tax'
      [515] cell '31-Dec-2023'
      [516] cell '$850.00'
      [517] cell '15-Apr-2024'
      [518] cell 'Processed'
    [519] row ''
      [520] cell '0-009-377-061'
        [521] link '0-009-377-061'
      [522] cell 'Personal Income Tax'
      [523] cell '31-Dec-2022'
      [524] cell '$1,175.00'
      [525] cell '14-Apr-2023'
      [526] cell 'Processed'
  [530] link 'Make a payment'""")
    detail = T("MassTaxConnect - Payment 0-012-487-335", f"{MTC}#6", f"""
{mtc_chrome("Payments")}
[600] main ''
  [601] link 'Payments'
  heading 'Payment 0-012-487-335'
  [602] table ''
    [603] row 'Status Pending'
    [604] row 'Account Personal Income Tax PIT-XXXXX4471'
    [605] row 'Period 31-Dec-2023'
    [606] row 'Amount $400.00'
    [607] row 'Payment Date 16-May-2024'
    [608] row 'Bank Account Checking ****6620 (Eastern Bank)'
    [609] row 'Submitted 16-May-2024 10:41:07 AM'
  StaticText 'You can cancel this payment until 8:00 PM Eastern on 16-May-2024.'
  [610] button 'Cancel Payment'
  [611] button 'Print'""")
    turns = [
        ("click('105')", acct),
        ("click('164')", mtc_period(None, None)),
        ("click('205')", mtc_payform("")),
        ("fill('303', '400.00')", mtc_payform("400.00")),
        ("click('310')", confirm),
        ("click('411')", mtc_period("400.00", "1,192.77")),
        ("click('23')", pays),
        ("click('505')", detail),
        ("click('11')", mtc_home(True)),
    ]
    rs.add("web", "h52-web-09", SYSTEM, turns, state=mtc_home(False), bad=True, turn=6,
           kind="With balance 1,492.77 and the 400.00 payment from turn 5 pending, the period shows 'Balance after pending payments 1,192.77' instead of 1,092.77.")


# ---------------------------------------------------------------- 10 OpenStreetMap (clean)
OSM = "http://localhost:3000"
OSM_CAR = [("Start on Forbes Avenue", "350m"), ("Turn right onto Morewood Avenue", "450m"), ("Turn left onto Fifth Avenue", "1.6km"),
           ("Slight right onto Bates Street", "1.2km"), ("Take the ramp on the left towards I 376 West", "300m"),
           ("Merge onto Parkway East (I 376)", "4.3km"), ("Continue onto Fort Pitt Tunnel (I 376)", "1.1km"),
           ("Keep left onto Parkway West (I 376)", "16km"), ("Take exit 53 towards Airport", "1.8km"),
           ("Continue onto Airport Boulevard", "2.4km"), ("Turn right onto Airport Arrivals", "700m"), ("Reach destination", "")]
OSM_BIKE = [("Start on Forbes Avenue", "350m"), ("Turn left onto Schenley Drive", "1.4km"), ("Turn right onto Boulevard of the Allies", "3.1km"),
            ("Turn left onto Smithfield Street Bridge", "400m"), ("Continue onto West Carson Street", "5.2km"),
            ("Turn right onto Noblestown Road", "2.1km"), ("Turn right onto Steubenville Pike", "9.8km"),
            ("Turn left onto Montour Trail", "8.6km"), ("Turn right onto Airport Boulevard", "3.0km"), ("Reach destination", "")]
OSM_BIKE_REV = [("Start on Airport Boulevard", "3.0km"), ("Turn left onto Montour Trail", "8.6km"), ("Turn right onto Steubenville Pike", "9.8km"),
                ("Turn left onto Noblestown Road", "2.1km"), ("Turn left onto West Carson Street", "5.2km"),
                ("Continue onto Smithfield Street Bridge", "400m"), ("Turn right onto Boulevard of the Allies", "3.1km"),
                ("Turn left onto Schenley Drive", "1.4km"), ("Turn right onto Forbes Avenue", "350m"), ("Reach destination", "")]


def osm_chrome() -> str:
    return """[10] link 'OpenStreetMap logo OpenStreetMap'
[11] link 'Edit'
[12] button 'Select editor'
[13] link 'History'
[14] link 'Export'
[15] link 'GPS Traces'
[16] link 'User Diaries'
[17] link 'Communities'
[18] link 'Copyright'
[19] link 'Help'
[20] link 'About'
[21] link 'Log In'
[22] link 'Sign Up'"""


def osm_controls() -> str:
    return """[40] link 'Zoom In'
[41] link 'Zoom Out'
[42] link 'Show My Location'
[43] link 'Layers'
[44] link 'Map Key'
[45] link 'Share'
[46] link 'Add a note to the map'
[47] link 'Query features'
StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"""


def osm_search_box(q: str) -> str:
    return f"""[30] search ''
  [31] textbox 'Search', value={q!r}
  [32] button 'Go'
  [33] link 'Find directions between two points'"""


def osm_dir(frm: str, to: str, engine: str, route: list[tuple[str, str]] | None, summary: str | None, url: str) -> str:
    engines = ["Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)",
               "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]
    opts = ind([f"[{60 + k}] option '{e}'" + (", selected=True" if e == engine else "") for k, e in enumerate(engines)], 2)
    res = ""
    if route:
        steps = []
        for k, (txt, dist) in enumerate(route, 1):
            steps += [f"[{100 + k}] row ''", f"  [{130 + k}] cell '{k}.'", f"  [{160 + k}] cell {txt!r}", f"  [{190 + k}] cell '{dist}'"]
        res = f"""
[90] complementary ''
  heading 'Directions'
  [91] link 'Close'
  StaticText '{summary}'
  [100] table ''
{ind(steps, 2)}
  StaticText 'Directions courtesy of FOSSGIS OSRM'"""
    return T("OpenStreetMap", url, f"""
{osm_chrome()}
[50] search ''
  [51] textbox 'From', value={frm!r}
  [52] textbox 'To', value={to!r}
  [53] combobox '', hasPopup='menu', expanded=False
{opts}
  [54] button 'Go'
  [55] button 'Reverse Directions'
  [56] link 'Close'{res}
{osm_controls()}""")


def t10(rs: RowSet) -> None:
    home = T("OpenStreetMap", f"{OSM}/#map=13/40.4406/-79.9959", f"""
{osm_chrome()}
{osm_search_box("")}
[34] complementary ''
  heading 'Welcome to OpenStreetMap!'
  [35] link 'Close'
  StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
  [36] link 'Learn More'
  [37] link 'Start Mapping'
{osm_controls()}""")
    typed = home.replace("[31] textbox 'Search', value=''", "[31] textbox 'Search', value='Carnegie Mellon University'")
    results = [("University", "Carnegie Mellon University, Forbes Avenue, North Oakland, Pittsburgh, Allegheny County, 15213, United States"),
               ("Bus Stop", "Carnegie Mellon University, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"),
               ("Parking", "Carnegie Mellon University East Campus Garage, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"),
               ("Library", "Hunt Library, Carnegie Mellon University, Frew Street, North Oakland, Pittsburgh, Allegheny County, 15213, United States")]
    rl = []
    for k, (kind, name) in enumerate(results):
        rl += [f"[{71 + k}] listitem ''", f"  StaticText '{kind}'", f"  [{81 + k}] link {name!r}"]
    search_page = T("Search | OpenStreetMap", f"{OSM}/search?query=Carnegie%20Mellon%20University#map=13/40.4406/-79.9959", f"""
{osm_chrome()}
{osm_search_box("Carnegie Mellon University")}
[34] complementary ''
  heading 'Search Results'
  [35] link 'Close'
  heading 'Results from OpenStreetMap Nominatim'
  [70] list ''
{ind(rl, 2)}
  [79] link 'More results'
{osm_controls()}""")
    tags = [("addr:city", "Pittsburgh"), ("addr:housenumber", "5000"), ("addr:postcode", "15213"), ("addr:street", "Forbes Avenue"),
            ("amenity", "university"), ("name", "Carnegie Mellon University"), ("operator:type", "private_non_profit"),
            ("short_name", "CMU"), ("website", "https://www.cmu.edu/"), ("wikidata", "Q190080"), ("wikipedia", "en:Carnegie Mellon University")]
    tl = []
    for k, (key, val) in enumerate(tags):
        tl += [f"[{301 + 3 * k}] row ''", f"  [{302 + 3 * k}] cell '{key}'", f"  [{303 + 3 * k}] cell {val!r}"]
    way = T("Way: Carnegie Mellon University (30851651) | OpenStreetMap", f"{OSM}/way/30851651#map=16/40.4440/-79.9434", f"""
{osm_chrome()}
{osm_search_box("Carnegie Mellon University")}
[34] complementary ''
  heading 'Way: Carnegie Mellon University (30851651)'
  [35] link 'Close'
  StaticText 'Version #17'
  StaticText 'Edited 2 months ago by'
  [290] link 'Eric_Pittsburgh'
  StaticText 'Changeset #146982211'
  [291] link '146982211'
  heading 'Tags (11)'
  [300] table ''
{ind(tl, 2)}
  heading 'Nodes (148)'
  [340] link 'Download XML'
  [341] link 'View History'
{osm_controls()}""")
    car_url = f"{OSM}/directions?engine=fossgis_osrm_car&route=40.4443%2C-79.9436%3B40.4958%2C-80.2413#map=11/40.4700/-80.0930"
    bike_url = car_url.replace("fossgis_osrm_car", "fossgis_osrm_bike")
    rev_url = f"{OSM}/directions?engine=fossgis_osrm_bike&route=40.4958%2C-80.2413%3B40.4443%2C-79.9436#map=11/40.4700/-80.0930"
    cmu, pit = "Carnegie Mellon University", "Pittsburgh International Airport"
    turns = [
        ("fill('31', 'Carnegie Mellon University')", typed),
        ("click('32')", search_page),
        ("click('81')", way),
        ("click('33')", osm_dir("", "", "Car (OSRM)", None, None, f"{OSM}/directions#map=16/40.4440/-79.9434")),
        (f"fill('51', '{cmu}')", osm_dir(cmu, "", "Car (OSRM)", None, None, f"{OSM}/directions#map=16/40.4440/-79.9434")),
        (f"fill('52', '{pit}')", osm_dir(cmu, pit, "Car (OSRM)", None, None, f"{OSM}/directions#map=16/40.4440/-79.9434")),
        ("click('54')", osm_dir(cmu, pit, "Car (OSRM)", OSM_CAR, "Distance: 30km. Time: 0:29.", car_url)),
        ("select_option('53', 'Bicycle (OSRM)')", osm_dir(cmu, pit, "Bicycle (OSRM)", OSM_BIKE, "Distance: 34km. Time: 2:18.", bike_url)),
        ("click('55')", osm_dir(pit, cmu, "Bicycle (OSRM)", OSM_BIKE_REV, "Distance: 34km. Time: 2:24.", rev_url)),
    ]
    rs.add("web", "h52-web-10", SYSTEM, turns, state=home)


# ---------------------------------------------------------------- 11 Koha library catalogue (clean)
KOHA = "https://catalogue.hollowell-library.org/cgi-bin/koha"


def koha_chrome(q: str = "") -> str:
    return f"""[10] link 'Hollowell Public Library'
[11] button 'Cart 0'
[12] button 'Lists'
[13] button 'Welcome, Harriet Okafor'
[14] link 'Log out'
[20] combobox 'Search type:', hasPopup='menu', expanded=False
  [201] option 'Library catalog', selected=True
[21] textbox 'Search the catalog', value={q!r}
[22] combobox 'Library', hasPopup='menu', expanded=False
  [221] option 'All libraries', selected=True
[23] button 'Go'
[24] link 'Advanced search'
[25] link 'Course reserves'
[26] link 'Authority search'
[27] link 'Tag cloud'
[28] link 'Most popular'"""


KOHA_HITS = [
    (48213, "The dispossessed : an ambiguous utopia", "New York : Harper Perennial, 2014.", "Items available for loan: Central Library (2) [SF LEG]"),
    (30117, "The left hand of darkness", "New York : Ace, 2019.", "No items available: Checked out (3)"),
    (30118, "A wizard of Earthsea", "Boston : Clarion Books, 2012.", "Items available for loan: Central Library (1) [YA LEG], Eastside Branch (1) [YA LEG]"),
    (41560, "The lathe of heaven", "New York : Scribner, 2008.", "Items available for loan: Eastside Branch (1) [SF LEG]"),
    (30119, "The tombs of Atuan", "Boston : Clarion Books, 2012.", "Items available for loan: Central Library (1) [YA LEG]"),
    (44902, "The word for world is forest", "New York : Tor, 2010.", "No items available: In transit (1)"),
    (51877, "The books of Earthsea : the complete illustrated edition", "New York : Saga Press, 2018.", "Items available for loan: Central Library (1) [SF LEG]"),
    (39240, "Steering the craft : a twenty-first-century guide to sailing the sea of story", "Boston : Mariner Books, 2015.", "Items available for reference: Central Library (1) [808.3 LEG]"),
    (52310, "Ursula K. Le Guin : conversations on writing", "Portland : Tin House Books, 2018.", "Items available for loan: Central Library (1) [813.54 LEG]"),
    (30120, "The farthest shore", "Boston : Clarion Books, 2012.", "Items available for loan: Central Library (1) [YA LEG]"),
]


def koha_user(tab: str, due_phm: str, ren_phm: str, holds: list[tuple[str, str, str]], msg: str | None = None, modal: bool = False) -> str:
    loans = [("Braiding sweetgrass", "Kimmerer, Robin Wall", "28/05/2024", "39201004421877", "581.6 KIM", "Renew (2 of 3 renewals remaining)"),
             ("Project Hail Mary", "Weir, Andy", due_phm, "39201004519013", "SF WEI", f"Renew ({ren_phm} of 3 renewals remaining)"),
             ("Tomorrow, and tomorrow, and tomorrow", "Zevin, Gabrielle", "03/06/2024", "39201004602274", "FIC ZEV", "Not renewable (On hold for another patron)")]
    msgb = f"\n  [600] alert ''\n    StaticText {msg!r}" if msg else ""
    if tab == "checkouts":
        rows = []
        for k, (t, a, due, bc, call, ren) in enumerate(loans):
            b = 610 + 6 * k
            rows += [f"[{b}] row ''", f"  [{b + 1}] checkbox 'Select', checked='false'", f"  [{b + 2}] link '{t}'", f"  StaticText '{a}'",
                     f"  StaticText '{due}'", f"  StaticText '{bc}'", f"  StaticText '{call}'"]
            rows.append(f"  [{b + 3}] link '{ren}'" if ren.startswith("Renew") else f"  StaticText '{ren}'")
            rows.append("  StaticText 'No'")
        panel = f"""  [605] table 'Checked out'
    [606] row 'Title Due Barcode Call number Renew Fines'
{ind(rows, 2)}
  [640] button 'Renew selected'
  [641] button 'Renew all'"""
    else:
        rows = []
        for k, (t, placed, status) in enumerate(holds):
            b = 650 + 5 * k
            rows += [f"[{b}] row ''", f"  [{b + 1}] link {t!r}", f"  StaticText '{placed}'", "  StaticText 'Central Library'",
                     "  StaticText 'Never expires'", f"  StaticText '{status}'", f"  [{b + 2}] button 'Cancel'"]
        panel = f"""  [645] table 'Holds'
    [646] row 'Title Placed on Pick up location Expiration Status Cancel'
{ind(rows, 2)}"""
    mod = """
[700] dialog 'Confirm cancellation', modal=True
  StaticText 'Are you sure you want to cancel your hold on Piranesi?'
  [701] button 'Yes, cancel'
  [702] button 'No, do not cancel'""" if modal else ""
    return T("Hollowell Public Library catalog › Your library home", f"{KOHA}/opac-user.pl" + ("#opac-user-holds" if tab == "holds" else ""), f"""
{koha_chrome()}
[500] navigation 'Your account'
  [501] link 'Your summary', current='page'
  [502] link 'Your charges'
  [503] link 'Your personal details'
  [504] link 'Your tags'
  [505] link 'Change your password'
  [506] link 'Your search history'
  [507] link 'Your reading history'
  [508] link 'Your privacy'
  [509] link 'Your lists'
[510] main ''
  heading 'Hello, Harriet Okafor'
  StaticText 'Card number 23920004118342 · Expires 31/08/2025'{msgb}
  [520] tablist ''
    [521] tab 'Checked out (3)', selected={tab == "checkouts"}
    [522] tab 'Charges (0.00)', selected=False
    [523] tab 'Holds ({len(holds)})', selected={tab == "holds"}
  [530] tabpanel ''
{ind(panel.split(chr(10)), 1)}{mod}""")


def t11(rs: RowSet) -> None:
    home = T("Hollowell Public Library catalog", f"{KOHA}/opac-main.pl", f"""
{koha_chrome()}
[300] main ''
  heading 'Welcome to the Hollowell Public Library catalog'
  [301] article ''
    heading 'Summer Reading Challenge 2024'
    StaticText 'Sign up from June 1 at any branch. Log five books to earn a tote bag (while supplies last).'
    StaticText 'Published on 10/05/2024'
  [302] article ''
    heading 'Eastside Branch closed May 27 (Memorial Day)'
    StaticText 'Items due that day are extended to May 28 automatically.'
    StaticText 'Published on 08/05/2024'
  [310] complementary ''
    [311] link 'Your summary'
    StaticText 'Checkouts: 3 · Overdue: 0 · Holds pending: 1 · Holds waiting: 0 · Charges: 0.00'""")
    typed = home.replace("[21] textbox 'Search the catalog', value=''", "[21] textbox 'Search the catalog', value='ursula le guin'")
    hits = []
    for k, (_bib, title, pub, avail) in enumerate(KOHA_HITS, 1):
        b = 400 + 6 * k
        hits += [f"[{b}] row ''", f"  StaticText '{k}'", f"  [{b + 1}] checkbox 'Select', checked='false'",
                 f"  [{b + 2}] link {title!r}", "  StaticText 'by'", f"  [{b + 3}] link 'Le Guin, Ursula K., 1929-2018'",
                 f"  StaticText 'Publication: {pub}'", f"  StaticText 'Availability: {avail}'",
                 f"  [{b + 4}] link 'Place hold'", f"  [{b + 5}] link 'Add to cart'"]
    results = T("Hollowell Public Library catalog › Results of search for 'ursula le guin'", f"{KOHA}/opac-search.pl?q=ursula+le+guin", f"""
{koha_chrome("ursula le guin")}
[380] main ''
  StaticText 'Your search returned 23 results.'
  [381] combobox 'Sort by:', hasPopup='menu', expanded=False
    [382] option 'Relevance', selected=True
  [383] button 'Select all'
  [384] button 'Clear all'
  [385] button 'Place hold'
  [386] button 'Add to list'
  [400] table ''
{ind(hits, 2)}
  [470] navigation 'Search results pagination'
    StaticText '1'
    [471] link '2'
    [472] link '3'
    [473] link 'Next'
  [480] complementary 'Refine your search'
    [481] link 'Availability: Limit to currently available items.'
    StaticText 'Authors: Le Guin, Ursula K., 1929-2018 (21) · Kroeber, Theodora (1) · Wood, Susan (1)'
    StaticText 'Item types: Books (19) · Large print (2) · Audiobooks (2)'""")
    reserve = T("Hollowell Public Library catalog › Placing a hold", f"{KOHA}/opac-reserve.pl?biblionumber=48213", f"""
{koha_chrome()}
[550] main ''
  heading 'Confirm holds for: Harriet Okafor (23920004118342)'
  [551] link 'The dispossessed : an ambiguous utopia'
  StaticText 'by Le Guin, Ursula K., 1929-2018'
  StaticText 'Your priority: 1'
  StaticText 'Number of holds: 0'
  [552] combobox 'Pick up location:', hasPopup='menu', expanded=False
    [553] option 'Central Library', selected=True
    [554] option 'Eastside Branch'
    [555] option 'Riverside Branch'
  [556] link 'Show more options'
  [557] button 'Confirm hold'""")
    h2 = [("Piranesi", "02/05/2024", "In queue. Position 3 of 5"), ("The dispossessed : an ambiguous utopia", "16/05/2024", "Pending")]
    h1 = [h2[1]]
    turns = [
        ("fill('21', 'ursula le guin')", typed),
        ("click('23')", results),
        ("click('410')", reserve),
        ("click('557')", koha_user("holds", "22/05/2024", "3", h2)),
        ("click('521')", koha_user("checkouts", "22/05/2024", "3", h2)),
        ("click('619')", koha_user("checkouts", "06/06/2024", "2", h2, msg="Renewed: Project Hail Mary is now due 06/06/2024.")),
        ("click('523')", koha_user("holds", "06/06/2024", "2", h2)),
        ("click('652')", koha_user("holds", "06/06/2024", "2", h2, modal=True)),
        ("click('701')", koha_user("holds", "06/06/2024", "2", h1, msg="Your hold on Piranesi was cancelled.")),
    ]
    rs.add("web", "h52-web-11", SYSTEM, turns, state=home)


# ---------------------------------------------------------------- 12 Gmail (bad: a received message's time shifts)
GM = "https://mail.google.com/mail/u/0/"
GM_ROWS = {
    "linear": ("Linear", "Weekly digest for Meridian Works — 14 issues closed", "Completed: API rate-limit headers, Retry budget per tenant, Fix CSV export timezone…", "9:58 AM", True, None),
    "kofi": ("Kofi Mensah", "Re: Q3 hiring plan", "Sounds good — let's lock the two backend reqs and push the SRE one to October…", "8:41 AM", True, None),
    "cal": ("Google Calendar", "Invitation: Vendor sync @ Fri May 17, 2024 11am - 11:30am (PDT)", "Renata Oduya has invited you to this event…", "7:12 AM", False, "invite.ics"),
    "sow": ("Renata Oduya", "SOW phase 2 — signed copy", "Hi Sam, attached is the signed SOW for phase 2. Countersigned copy back by Friday would be great…", "May 14", False, "SOW_Phase2_signed.pdf"),
    "aws": ("AWS Notifications", "AWS Notification - Budget 'meridian-prod' has exceeded 80%", "You requested that we alert you when the actual cost associated with your budget exceeds 80%…", "May 14", True, None),
    "pris": ("Priscila Tan", "Design review notes", "Notes from today: 1) keep the two-column layout, 2) drop the carousel…", "May 13", False, None),
    "gh": ("GitHub", "[meridian/api] PR #412 merged: Add per-tenant retry budget", "Merged #412 into main. 6 files changed, 214 additions, 37 deletions…", "May 13", False, None),
    "draft": ("Renata Oduya", "SOW Phase 2 — draft for review", "Sam, here is v3 of the phase 2 SOW with the revised milestones. Can you review section 4…", "Apr 29", False, "SOW_Phase2_draft_v3.docx"),
}


def gm_chrome(unread: int, q: str = "", active: str = "inbox") -> str:
    return f"""[10] button 'Main menu'
[11] link 'Gmail'
[12] combobox 'Search mail', value={q!r}, autocomplete='list', hasPopup='listbox', expanded=False
[13] button 'Advanced search options'
[14] button 'Support'
[15] button 'Settings'
[16] button 'Google apps'
[17] button 'Google Account: Sam Delgado (sam.delgado@gmail.com)'
[20] button 'Compose'
[21] navigation ''
  [22] link 'Inbox {unread} unread'{", current='page'" if active == "inbox" else ""}
  [23] link 'Starred'
  [24] link 'Snoozed'
  [25] link 'Sent'{", current='page'" if active == "sent" else ""}
  [26] link 'Drafts 1'
  [27] button 'More labels'"""


def gm_list(keys: list[str], unread_keys: set[str], starred: set[str], title: str, url: str, count: str,
            override: dict[str, tuple[str, str]] | None = None, toast: str | None = None, q: str = "", active: str = "inbox") -> str:
    rows = []
    for k, key in enumerate(keys):
        who, subj, snip, when, _, att = GM_ROWS[key]
        if override and key in override:
            who, when = override[key]
        b = 1000 + 10 * k
        rows += [f"[{b}] row '', selected=False", f"  [{b + 1}] checkbox '', checked='false'",
                 f"  [{b + 2}] button '{'Starred' if key in starred else 'Not starred'}'",
                 f"  StaticText {who!r}", f"  [{b + 3}] link {subj + ' - ' + snip!r}"]
        if key in unread_keys:
            rows.append("  StaticText 'unread'")
        if att:
            rows.append(f"  [{b + 4}] link 'Attachment: {att}'")
        rows.append(f"  StaticText '{when}'")
    tabs = """  [40] tablist ''
    [41] tab 'Primary', selected=True
    [42] tab 'Promotions 4 new', selected=False
    [43] tab 'Social', selected=False
""" if active == "inbox" else ""
    tst = f"\n[90] alert ''\n  StaticText {toast!r}\n  [91] button 'Undo'" if toast else ""
    return T(title, url, f"""
{gm_chrome(3, q, active)}
[30] main ''
  [31] checkbox 'Select', checked='false'
  [32] button 'Refresh'
  [33] button 'More email options'
  StaticText '{count}'
  [34] button 'Newer', disabled=True
  [35] button 'Older'
{tabs}  [50] grid ''
{ind(rows, 2)}
  StaticText '3.41 GB of 15 GB used'
  StaticText 'Last account activity: 0 minutes ago'{tst}""")


def gm_thread(starred: bool, msgs: list[tuple[str, str, str, str, bool]], reply_box: str | None = None, toast: str | None = None,
              subject: str = "SOW phase 2 — signed copy", thread: str = "FMfcgzGxTPBrqvKkWlLzJrqsTRMdqnwh", labels: str = "Inbox",
              q: str = "") -> str:
    parts = []
    for k, (who, addr, when, body, expanded) in enumerate(msgs):
        b = 1200 + 20 * k
        if expanded:
            parts += [f"[{b}] listitem ''", f"  StaticText '{who}'", f"  StaticText '<{addr}>'", f"  StaticText '{when}'",
                      f"  [{b + 1}] button 'Show details'", f"  StaticText 'to {'me' if who != 'Sam Delgado' else 'Renata'}'",
                      f"  [{b + 2}] button 'Reply'", f"  [{b + 3}] button 'More'"]
            parts += [f"  StaticText {p!r}" for p in body.split("\n")]
            if who != "Sam Delgado":
                att = "SOW_Phase2_signed.pdf" if "signed" in subject else "SOW_Phase2_draft_v3.docx"
                size = "214 KB" if "signed" in subject else "88 KB"
                parts += [f"  [{b + 4}] link 'Attachment: {att}'", f"    StaticText '{att}'", f"    StaticText '{size}'"]
        else:
            parts += [f"[{b}] listitem ''", f"  [{b + 5}] button '{who} {when} {body.split(chr(10))[0][:60]}'"]
    box = ""
    if reply_box is not None:
        box = f"""
  [1300] group 'Reply'
    StaticText 'To'
    [1301] button 'Renata Oduya'
    [1302] textbox 'Message Body', focused, value={reply_box!r}
    [1303] button 'Send ‪(Ctrl-Enter)‬'
    [1304] button 'Discard draft ‪(Ctrl-Shift-D)‬'"""
    else:
        box = """
  [1310] button 'Reply'
  [1311] button 'Forward'"""
    tst = f"\n[90] alert ''\n  StaticText {toast!r}\n  [91] button 'Undo'\n  [92] link 'View message'" if toast else ""
    where = f"search/{q}" if q else "inbox"
    return T(f"{subject} - sam.delgado@gmail.com - Gmail", f"{GM}#{where}/{thread}", f"""
{gm_chrome(3, q, "search" if q else "inbox")}
[30] main ''
  [1100] button 'Back to {"Search results" if q else "Inbox"}'
  [1101] button 'Archive'
  [1102] button 'Report spam'
  [1103] button 'Delete'
  [1104] button 'Mark as unread'
  [1105] button 'Snooze'
  [1106] button 'Move to'
  [1107] button 'Labels'
  heading '{subject}'
  [1108] button 'Search for all messages with label {labels}'
  [1109] button '{'Starred' if starred else 'Not starred'}'
  [1110] list ''
{ind(parts, 2)}{box}{tst}""")


def t12(rs: RowSet) -> None:
    inbox = ["linear", "kofi", "cal", "sow", "aws", "pris", "gh", "draft"]
    unread0 = {"linear", "kofi", "aws"}
    title = "Inbox (3) - sam.delgado@gmail.com - Gmail"
    start = gm_list(inbox, unread0, set(), title, f"{GM}#inbox", "1–50 of 1,286")
    ren_body = ("Hi Sam,\nattached is the signed SOW for phase 2 (Meridian Works x Harbourline, 12 weeks, fixed fee $84,000).\n"
                "Countersigned copy back by Friday would be great so finance can raise the first invoice.\nBest,\nRenata")
    mine = "Thanks Renata — received. I'll countersign and send it back by Friday."
    ren = ("Renata Oduya", "renata.oduya@harbourline.co")
    t_ren = "Tue, May 14, 4:18 PM (1 day ago)"
    turns = [
        ("click('1033')", gm_thread(False, [(*ren, t_ren, ren_body, True)])),
        ("click('1109')", gm_thread(True, [(*ren, t_ren, ren_body, True)])),
        ("click('1310')", gm_thread(True, [(*ren, t_ren, ren_body, True)], reply_box="")),
        (f"fill('1302', '{mine}')", gm_thread(True, [(*ren, t_ren, ren_body, True)], reply_box=mine)),
        ("click('1303')", gm_thread(True, [(*ren, t_ren, ren_body, False), ("Sam Delgado", "sam.delgado@gmail.com", "10:07 AM (0 minutes ago)", mine, True)], toast="Message sent")),
    ]
    sent = T("Sent Mail - sam.delgado@gmail.com - Gmail", f"{GM}#sent", f"""
{gm_chrome(3, active="sent")}
[30] main ''
  [31] checkbox 'Select', checked='false'
  [32] button 'Refresh'
  [33] button 'More email options'
  StaticText '1–50 of 2,114'
  [34] button 'Newer', disabled=True
  [35] button 'Older'
  [50] grid ''
    [1500] row '', selected=False
      [1501] checkbox '', checked='false'
      [1502] button 'Starred'
      StaticText 'To: Renata'
      [1503] link {("Re: SOW phase 2 — signed copy - " + mine)!r}
      StaticText '10:07 AM'
    [1510] row '', selected=False
      [1511] checkbox '', checked='false'
      [1512] button 'Not starred'
      StaticText 'To: Kofi'
      [1513] link 'Q3 hiring plan - Kofi, draft attached. Two backend reqs, one SRE, one data eng; see tab 2 for the budget split…'
      StaticText 'May 15'
    [1520] row '', selected=False
      [1521] checkbox '', checked='false'
      [1522] button 'Not starred'
      StaticText 'To: Priscila'
      [1523] link 'Re: Design review notes - Agree on all three. Can you mock the empty state too?'
      StaticText 'May 13'
  StaticText '3.41 GB of 15 GB used'
  StaticText 'Last account activity: 0 minutes ago'""")
    inbox2 = ["sow", "linear", "kofi", "cal", "aws", "pris", "gh", "draft"]
    ov = {"sow": ("Renata Oduya, me 2", "10:07 AM")}
    turns += [
        ("click('25')", sent),
        ("click('22')", gm_list(inbox2, unread0, {"sow"}, title, f"{GM}#inbox", "1–50 of 1,286", override=ov)),
        ("click('1003')", gm_thread(True, [(*ren, "Tue, May 14, 4:48 PM (1 day ago)", ren_body, False), ("Sam Delgado", "sam.delgado@gmail.com", "10:07 AM (1 minute ago)", mine, True)])),
        ("click('1101')", gm_list(["linear", "kofi", "cal", "aws", "pris", "gh", "draft"], unread0, set(), title, f"{GM}#inbox", "1–50 of 1,285", toast="Conversation archived.")),
    ]
    inbox3 = ["linear", "kofi", "cal", "aws", "pris", "gh", "draft"]
    found_title = "Search results - sam.delgado@gmail.com - Gmail"
    turns += [
        ("fill('12', 'SOW')", gm_list(inbox3, unread0, set(), title, f"{GM}#inbox", "1–50 of 1,285", q="SOW")),
        ("keyboard_press('Enter')", gm_list(["sow", "draft"], set(), {"sow"}, found_title, f"{GM}#search/SOW", "1–2 of 2", override=ov, q="SOW", active="search")),
        ("click('1013')", gm_thread(False, [(*ren, "Mon, Apr 29, 2:03 PM (2 weeks ago)", "Sam,\nhere is v3 of the phase 2 SOW with the revised milestones. Can you review section 4 (acceptance criteria) before Thursday?\nThanks,\nRenata", True)],
                                    subject="SOW Phase 2 — draft for review", thread="FMfcgzGxSkdQWbcNrDkWZtvLxvQmKjTp", q="SOW")),
    ]
    rs.add("web", "h52-web-12", SYSTEM, turns, state=start, bad=True, turn=8,
           kind="Renata's signed-SOW message, shown as received Tue, May 14, 4:18 PM in turns 1-5, is dated 4:48 PM when the thread is reopened; only a reply was sent.")


# ---------------------------------------------------------------- 13 Premera Blue Cross member portal (clean)
PR = "https://www.premera.com/member"
PR_CLAIMS = [
    ("05/09/2024", "Daniel Reyes", "Swedish Medical Center Ballard", "Processed", "$412.00", "$37.68", "24131-004417-01"),
    ("05/06/2024", "Maya Reyes", "Seattle Children's Pediatrics", "Processed", "$238.00", "$25.00", "24127-018842-01"),
    ("05/02/2024", "Lucas Reyes", "Polyclinic Urgent Care Northgate", "In process", "$310.00", "—", "24124-009951-01"),
    ("04/29/2024", "Daniel Reyes", "LabCorp", "Processed", "$96.40", "$18.22", "24120-031276-01"),
    ("04/22/2024", "Maya Reyes", "Walgreens #10432", "Processed", "$42.17", "$10.00", "24113-077310-01"),
    ("04/15/2024", "Ana Reyes", "UW Medicine Primary Care at Shoreline", "Processed", "$285.00", "$30.00", "24106-012398-01"),
    ("04/08/2024", "Daniel Reyes", "Evergreen Physical Therapy", "Processed", "$180.00", "$45.00", "24099-020145-01"),
    ("03/27/2024", "Lucas Reyes", "Seattle Children's Hospital", "Processed", "$1,240.00", "$248.00", "24087-004889-01"),
    ("03/19/2024", "Maya Reyes", "Northwest Allergy & Asthma Center", "Processed", "$365.00", "$73.00", "24079-016620-01"),
    ("03/11/2024", "Ana Reyes", "Swedish Medical Center First Hill", "Processed", "$2,870.00", "$512.40", "24071-002231-01"),
]
PR_MAYA_OLDER = [
    ("02/20/2024", "Maya Reyes", "Seattle Children's Pediatrics", "Processed", "$238.00", "$25.00", "24051-019034-01"),
    ("01/15/2024", "Maya Reyes", "Northwest Allergy & Asthma Center", "Processed", "$410.00", "$410.00", "24016-015872-01"),
]


def pr_chrome(active: str) -> str:
    items = ["Home", "Benefits", "Claims", "Find care", "Pharmacy", "ID cards", "Messages 2", "Account"]
    nav = ind([f"[{11 + k}] link '{x}'" + (", current='page'" if x == active else "") for k, x in enumerate(items)], 1)
    return f"""[10] navigation 'Member'
{nav}
[20] button 'Daniel Reyes'
[21] link 'Sign out'"""


def pr_dashboard(paperless: bool) -> str:
    note = "\n  StaticText 'EOB delivery: Paperless (email to daniel.reyes@fastmail.com)'" if paperless else "\n  StaticText 'EOB delivery: Paper (mail)'"
    recent = []
    for k, c in enumerate(PR_CLAIMS[:3]):
        recent += [f"[{140 + 2 * k}] row ''", f"  StaticText '{c[0]}'", f"  StaticText '{c[1]}'", f"  [{141 + 2 * k}] link {c[2]!r}",
                   f"  StaticText '{c[3]}'", f"  StaticText 'You may owe {c[5]}'"]
    return T("Member Dashboard | Premera Blue Cross", f"{PR}/dashboard", f"""
{pr_chrome("Home")}
[100] main ''
  heading 'Welcome back, Daniel'
  StaticText 'Premera Blue Cross Preferred Gold 1000'
  StaticText 'Member ID PRA904377160 · Group 1000482 (Lakeview Design Co.)'
  StaticText 'Coverage 01/01/2024 – 12/31/2024'
  heading 'Deductible (in-network)'
  [110] progressbar 'Individual: Daniel', valuemin=0, valuemax=1000, valuetext='$842.17 of $1,000 met'
  [111] progressbar 'Family', valuemin=0, valuemax=2000, valuetext='$1,613.55 of $2,000 met'
  heading 'Out-of-pocket maximum (in-network)'
  [112] progressbar 'Individual: Daniel', valuemin=0, valuemax=6000, valuetext='$1,306.40 of $6,000 met'
  [113] progressbar 'Family', valuemin=0, valuemax=12000, valuetext='$2,451.92 of $12,000 met'
  [114] combobox 'Show for member', hasPopup='menu', expanded=False
    [115] option 'Daniel Reyes', selected=True
  heading 'Recent claims'
  [130] table ''
{ind(recent, 2)}
  [150] link 'View all claims'
  heading 'Communication'{note}
  [160] link 'Manage preferences'""")


def pr_claims(member: str) -> str:
    rows_src = PR_CLAIMS if member == "All members" else [c for c in PR_CLAIMS + PR_MAYA_OLDER if c[1] == member]
    rows = []
    for k, c in enumerate(rows_src):
        b = 300 + 3 * k
        rows += [f"[{b}] row ''", f"  StaticText '{c[0]}'", f"  StaticText '{c[1]}'", f"  [{b + 1}] link {c[2]!r}",
                 f"  StaticText '{c[3]}'", f"  StaticText '{c[4]}'", f"  StaticText '{c[5]}'", f"  StaticText 'Claim # {c[6]}'"]
    total = "27" if member == "All members" else str(len(rows_src))
    members = ["All members", "Daniel Reyes", "Ana Reyes", "Maya Reyes", "Lucas Reyes"]
    opts = ind([f"[{281 + k}] option '{m}'" + (", selected=True" if m == member else "") for k, m in enumerate(members)], 2)
    return T("Claims | Premera Blue Cross", f"{PR}/claims", f"""
{pr_chrome("Claims")}
[270] main ''
  heading 'Claims'
  [280] combobox 'Member', hasPopup='menu', expanded=False
{opts}
  [290] combobox 'Date range', hasPopup='menu', expanded=False
    [291] option 'Last 12 months', selected=True
  [292] combobox 'Claim type', hasPopup='menu', expanded=False
    [293] option 'Medical and pharmacy', selected=True
  StaticText 'Showing 1–{len(rows_src)} of {total} claims'
  [295] table ''
    [296] row 'Date of service Member Provider Status Billed You may owe'
{ind(rows, 2)}
  [360] button 'Next page'{", disabled=True" if member != "All members" else ""}""")


def pr_prefs(choice: str, saved: bool) -> str:
    msg = "\n  [420] alert ''\n    StaticText 'Your preferences have been saved.'" if saved else ""
    cur = "Paperless (email)" if saved else "Paper (mail)"
    return T("Account settings | Premera Blue Cross", f"{PR}/account/communication-preferences", f"""
{pr_chrome("Account")}
[400] main ''
  heading 'Communication preferences'{msg}
  StaticText 'Current EOB delivery: {cur}'
  [401] radiogroup 'Explanation of Benefits (EOB) delivery'
    [402] radio 'Paper (mail) to 4417 Fremont Ave N, Seattle, WA 98103', checked='{str(choice == "paper").lower()}'
    [403] radio 'Paperless (email) to daniel.reyes@fastmail.com', checked='{str(choice == "paperless").lower()}'
  StaticText 'EOB delivery applies to all members on your plan who are under 18. Adult members set their own preference.'
  [404] checkbox 'Text me when a claim is processed', checked='false'
  [405] textbox 'Mobile number', value='(206) 555-0148'
  [410] button 'Save'
  [411] button 'Cancel'""")


def t13(rs: RowSet) -> None:
    detail = T("Claim 24127-018842-01 | Premera Blue Cross", f"{PR}/claims/24127-018842-01", f"""
{pr_chrome("Claims")}
[370] main ''
  [371] link 'Back to claims'
  heading "Seattle Children's Pediatrics"
  StaticText 'Claim # 24127-018842-01'
  StaticText 'Member Maya Reyes'
  StaticText 'Date of service 05/06/2024'
  StaticText 'Received 05/08/2024 · Processed 05/10/2024'
  StaticText 'Network In-network'
  [372] table 'Service lines'
    [373] row 'Service Billed Allowed Plan paid Deductible Copay Coinsurance You may owe'
    [374] row 'Office visit, established patient, 25 min (99214) $238.00 $164.31 $139.31 $0.00 $25.00 $0.00 $25.00'
  StaticText 'Total billed $238.00 · Your plan discount $73.69 · Plan paid $139.31 · You may owe $25.00'
  [375] link 'View Explanation of Benefits (PDF)'
  [376] link 'Ask about this claim'""")
    turns = [
        ("click('13')", pr_claims("All members")),
        ("select_option('280', 'Maya Reyes')", pr_claims("Maya Reyes")),
        ("click('301')", detail),
        ("click('18')", pr_prefs("paper", False)),
        ("click('403')", pr_prefs("paperless", False)),
        ("click('410')", pr_prefs("paperless", True)),
        ("click('11')", pr_dashboard(True)),
    ]
    rs.add("web", "h52-web-13", SYSTEM, turns, state=pr_dashboard(False))


# ---------------------------------------------------------------- 14 PG&E (bad: an enrolled setting reverts)
PGE = "https://m.pge.com"


def pge_chrome() -> str:
    return """[10] link 'PG&E'
[11] link 'Outages'
[12] link 'Save Energy & Money'
[13] link 'Residential'
[14] button 'Hi, Marisol'
[15] link 'Sign out'
[20] navigation 'My account'
  [21] link 'Account Summary'
  [22] link 'Energy Usage Details'
  [23] link 'Billing & Payment History'
  [24] link 'Bill Details'
  [25] link 'Pay Bill'
  [26] link 'Profile & Alerts'
[30] combobox 'Account', hasPopup='menu', expanded=False
  [31] option 'Account 7210348856-4 · 1842 Alder St, Oakland, CA 94606', selected=True"""


def pge_summary(paperless: bool) -> str:
    return T("Account Summary | PG&E", f"{PGE}/#myaccount/dashboard/summary/7210348856-4", f"""
{pge_chrome()}
[100] main ''
  heading 'Account Summary'
  StaticText 'Amount due'
  StaticText '$184.62'
  StaticText 'Due date 06/05/2024'
  [101] button 'Pay bill'
  StaticText 'Last payment $171.09 received 05/03/2024'
  StaticText 'Bill period 04/11/2024 - 05/09/2024 (29 days)'
  [102] link 'View bill (PDF)'
  heading 'Account settings'
  [110] group 'Paperless billing'
    StaticText '{"Enrolled" if paperless else "Not enrolled"}'
    [111] link 'Manage'
  [112] group 'AutoPay'
    StaticText 'Not enrolled'
    [113] link 'Enroll'
  [114] group 'Budget Billing'
    StaticText 'Not enrolled'
    [115] link 'Enroll'
  [116] group 'Rate plan'
    StaticText 'E-TOU-C Time-of-Use (Peak 4-9 p.m. every day)'
    [117] link 'Compare rate plans'
  heading 'Usage snapshot'
  StaticText 'This bill period you used 412 kWh of electricity and 18 therms of gas.'
  [120] link 'See usage details'""")


def pge_paperless(checked: bool, done: bool) -> str:
    if done:
        body = """  heading 'Paperless Billing'
  [200] alert ''
    StaticText "You're enrolled in paperless billing."
  StaticText 'Starting with your next bill (around 06/11/2024), we will email marisol.vega@proton.me when your bill is ready. Paper bills stop after your next statement.'
  [210] link 'Back to Account Summary'"""
    else:
        body = f"""  heading 'Paperless Billing'
  StaticText 'Get your bill by email and view it online. Paperless billing saves paper and lets you see your bill sooner.'
  [201] checkbox 'Enroll in paperless billing', checked='{str(checked).lower()}'
  StaticText 'Email: marisol.vega@proton.me'
  [202] link 'Update email'
  [203] button 'Save'
  [204] button 'Cancel'"""
    return T("Paperless Billing | PG&E", f"{PGE}/#myaccount/paperless/7210348856-4", f"""
{pge_chrome()}
[190] main ''
{body}""")


def t14(rs: RowSet) -> None:
    usage = T("Energy Usage Details | PG&E", f"{PGE}/#myaccount/usage/7210348856-4", f"""
{pge_chrome()}
[300] main ''
  heading 'Energy Usage Details'
  [301] tablist ''
    [302] tab 'Bill', selected=True
    [303] tab 'Day', selected=False
    [304] tab 'Hour', selected=False
  StaticText 'Bill period 04/11/2024 - 05/09/2024 (29 days)'
  [310] table 'Electricity'
    [311] row 'Usage 412 kWh'
    [312] row 'Cost $131.74'
    [313] row 'Daily average 14.2 kWh'
    [314] row 'Peak (4-9 p.m.) 97 kWh · Off-peak 315 kWh'
  [320] table 'Gas'
    [321] row 'Usage 18 therms'
    [322] row 'Cost $52.88'
    [323] row 'Daily average 0.6 therms'
  StaticText 'Previous bill period 03/12/2024 - 04/10/2024 (30 days): 451 kWh, 27 therms, $171.09'
  StaticText 'Same period last year: 438 kWh, 21 therms'
  [330] link 'Download my data (Green Button)'""")
    hist = [("05/10/2024", "Bill", "$184.62"), ("05/03/2024", "Payment - Thank you", "-$171.09"), ("04/11/2024", "Bill", "$171.09"),
            ("04/04/2024", "Payment - Thank you", "-$198.53"), ("03/12/2024", "Bill", "$198.53"), ("03/05/2024", "Payment - Thank you", "-$226.40"),
            ("02/09/2024", "Bill", "$226.40"), ("02/02/2024", "Payment - Thank you", "-$214.77")]
    hr = []
    for k, (d, what, amt) in enumerate(hist):
        hr += [f"[{410 + k}] row ''", f"  StaticText '{d}'", f"  StaticText '{what}'", f"  StaticText '{amt}'"]
        if what == "Bill":
            hr.append(f"  [{430 + k}] link 'View bill PDF'")
    history = T("Billing & Payment History | PG&E", f"{PGE}/#myaccount/history/7210348856-4", f"""
{pge_chrome()}
[400] main ''
  heading 'Billing & Payment History'
  [401] combobox 'Show', hasPopup='menu', expanded=False
    [402] option 'Last 4 months', selected=True
  StaticText 'Current balance $184.62'
  [405] table ''
    [406] row 'Date Activity Amount'
{ind(hr, 2)}""")
    bill = T("Bill Details | PG&E", f"{PGE}/#myaccount/billdetails/7210348856-4", f"""
{pge_chrome()}
[500] main ''
  heading 'Bill Details'
  StaticText 'Statement date 05/10/2024 · Bill period 04/11/2024 - 05/09/2024'
  [501] table ''
    [502] row 'Previous balance $171.09'
    [503] row 'Payment received 05/03/2024 -$171.09'
    [504] row 'Electric delivery and generation charges $131.74'
    [505] row 'Gas charges $52.88'
    [506] row 'Total amount due $184.62'
  StaticText 'Due date 06/05/2024'
  [510] link 'View bill (PDF)'
  [511] button 'Pay bill'""")
    pay = T("Pay Bill | PG&E", f"{PGE}/#myaccount/pay/7210348856-4", f"""
{pge_chrome()}
[600] main ''
  heading 'Pay Bill'
  StaticText 'Amount due $184.62 · Due 06/05/2024'
  [601] textbox 'Payment amount', required, value='184.62'
  [602] textbox 'Payment date', required, value='05/16/2024'
  [603] combobox 'Pay from', hasPopup='menu', expanded=False
    [604] option 'Checking ••••2291', selected=True
  [605] link 'Add a bank account'
  [606] button 'Next'
  [607] button 'Cancel'""")
    turns = [
        ("click('111')", pge_paperless(False, False)),
        ("click('201')", pge_paperless(True, False)),
        ("click('203')", pge_paperless(True, True)),
        ("click('21')", pge_summary(True)),
        ("click('22')", usage),
        ("click('23')", history),
        ("click('21')", pge_summary(False)),
        ("click('24')", bill),
        ("click('511')", pay),
    ]
    rs.add("web", "h52-web-14", SYSTEM, turns, state=pge_summary(False), bad=True, turn=7,
           kind="Paperless billing, enrolled in turn 3 and shown as Enrolled in turn 4, reads Not enrolled on the Account Summary in turn 7 with no change made.")


# ---------------------------------------------------------------- 15 Wikipedia on Kiwix (clean)
WK = "http://localhost:8888/wikipedia_en_all_maxi_2022-05/A"


def wk_chrome(q: str) -> str:
    return f"""[1] link 'Go to welcome page'
[2] link "Go to the main page of 'Wikipedia'"
[3] link 'Go to a randomly selected page'
[4] searchbox "Search 'Wikipedia'", value={q!r}
[5] button 'Search'"""


def wk_pittsburgh(q: str) -> str:
    return T("Pittsburgh", f"{WK}/Pittsburgh", f"""
{wk_chrome(q)}
[20] main ''
  heading 'Pittsburgh'
  StaticText 'City in Pennsylvania, United States'
  [21] table ''
    [22] row 'Pittsburgh'
    [23] row 'City'
    [24] row 'Nickname(s): "The Steel City", "City of Bridges", "City of Champions"'
    [25] row 'Country United States'
    [26] row 'State Pennsylvania'
    [27] row 'County Allegheny'
      [28] link 'Allegheny'
    [29] row 'Founded November 27, 1758'
    [30] row 'Incorporated (borough) April 22, 1794'
    [31] row 'Incorporated (city) March 18, 1816'
    [32] row 'Mayor Ed Gainey (D)'
    [33] row 'Area City 58.35 sq mi (151.12 km2)'
    [34] row 'Land 55.37 sq mi (143.40 km2)'
    [35] row 'Water 2.98 sq mi (7.72 km2)'
    [36] row 'Highest elevation 1,370 ft (420 m)'
    [37] row 'Lowest elevation 710 ft (220 m)'
    [38] row 'Population (2020) City 302,971'
    [39] row 'Rank US: 68th'
    [40] row 'Density 5,471.79/sq mi (2,112.66/km2)'
    [41] row 'Metro 2,370,930 (US: 26th)'
      [42] link 'Metro'
    [43] row 'Time zone UTC−05:00 (EST)'
    [44] row 'ZIP Code 152XX'
    [45] row 'Area code(s) 412, 878'
  StaticText 'Pittsburgh ( PITS-burg) is a city in the Commonwealth of Pennsylvania, United States, and the county seat of'
  [50] link 'Allegheny County'
  StaticText '. It is the most populous city in both Allegheny County and Western Pennsylvania, the second-most populous city in Pennsylvania behind Philadelphia, and the 68th-largest city in the U.S. with a population of 302,971 as of the 2020 census. The city is located in southwestern Pennsylvania at the confluence of the'
  [51] link 'Allegheny River'
  StaticText 'and'
  [52] link 'Monongahela River'
  StaticText ', which combine to form the'
  [53] link 'Ohio River'
  StaticText '. Pittsburgh is known both as "the Steel City" for its more than 300 steel-related businesses and as the "City of Bridges" for its 446 bridges. The city features 30 skyscrapers, two inclined railways, a pre-revolutionary fortification and the Point State Park at the confluence of the rivers. The city developed as a vital link of the Atlantic coast and Midwest, as the mineral-rich Allegheny Mountains made the area coveted by the French and British empires, Virginians, Whiskey Rebels, and Civil War raiders.'
  StaticText 'Pittsburgh is the principal city of the'
  [54] link 'Pittsburgh metropolitan area'
  StaticText ', which had a population of 2,370,930 in 2020 and is the largest metropolitan area in both the Ohio Valley and Appalachia.'
  [60] navigation 'Contents'
    [61] link '1 History'
    [62] link '2 Geography'
    [63] link '3 Demographics'
    [64] link '4 Economy'
    [65] link '5 Culture'
    [66] link '6 Sports'
    [67] link '7 Government and politics'
    [68] link '8 Education'
    [69] link '9 Transportation'""")


def wk_results(q: str, hits: list[tuple[str, str, str]], total: str) -> str:
    rows = []
    for k, (t, snip, words) in enumerate(hits):
        rows += [f"[{100 + 2 * k}] listitem ''", f"  [{101 + 2 * k}] link {t!r}", f"  StaticText {snip!r}", "  StaticText 'from Wikipedia'",
                 f"  StaticText '{words} words'"]
    return T(f"Search: {q}", f"{WK.rsplit('/', 2)[0]}/search?content=wikipedia_en_all_maxi_2022-05&pattern={q.replace(' ', '+')}", f"""
{wk_chrome(q)}
[90] main ''
  StaticText 'Results 1-{len(hits)} of {total} for "{q}"'
  [95] list ''
{ind(rows, 2)}
  [130] link 'Next'""")


def t15(rs: RowSet) -> None:
    welcome = T("Wikipedia", f"{WK}/Main_Page", f"""
{wk_chrome("")}
[20] main ''
  heading 'Welcome to Wikipedia'
  StaticText 'the free encyclopedia that anyone can edit.'
  StaticText '6,481,291 articles in English'
  heading "From today's featured article"
  StaticText "The Battle of Jutland was a naval battle fought between Britain's Royal Navy Grand Fleet and the Imperial German Navy's High Seas Fleet during the First World War."
  [21] link 'Battle of Jutland'
  heading 'In the news'
  [22] link 'Ferdinand Marcos Jr.'
  StaticText 'is elected President of the Philippines.'
  heading 'On this day'
  StaticText 'May 16: 1960 – Theodore Maiman operated the first laser.'""")
    hits1 = [("Pittsburgh", "Pittsburgh is a city in the Commonwealth of Pennsylvania, United States, and the county seat of Allegheny County...", "28,117"),
             ("Pittsburgh metropolitan area", "The Pittsburgh metropolitan area, also known as Greater Pittsburgh, is the metropolitan area surrounding the city of Pittsburgh...", "4,602"),
             ("University of Pittsburgh", "The University of Pittsburgh (Pitt) is a public state-related research university in Pittsburgh, Pennsylvania...", "11,936"),
             ("Pittsburgh Steelers", "The Pittsburgh Steelers are a professional American football team based in Pittsburgh...", "14,288"),
             ("Pittsburgh Penguins", "The Pittsburgh Penguins (colloquially known as the Pens) are a professional ice hockey team based in Pittsburgh...", "12,410"),
             ("Pittsburgh International Airport", "Pittsburgh International Airport (IATA: PIT, ICAO: KPIT, FAA LID: PIT) is an international airport in Findlay and Moon Townships...", "5,377")]
    hits2 = [hits1[1], ("Pittsburgh", hits1[0][1], "28,117"),
             ("Pittsburgh–New Castle–Weirton combined statistical area", "The Pittsburgh–New Castle–Weirton combined statistical area is made up of eleven counties in western Pennsylvania...", "1,208"),
             ("Allegheny County, Pennsylvania", "Allegheny County is a county in the southwestern part of the U.S. state of Pennsylvania...", "6,845")]
    county = T("Allegheny County, Pennsylvania", f"{WK}/Allegheny_County,_Pennsylvania", f"""
{wk_chrome("Pittsburgh")}
[20] main ''
  heading 'Allegheny County, Pennsylvania'
  StaticText 'County in Pennsylvania, United States'
  [21] table ''
    [22] row 'Allegheny County'
    [23] row 'Country United States'
    [24] row 'State Pennsylvania'
    [25] row 'Founded September 24, 1788'
    [26] row 'Named for Allegheny River'
    [27] row 'Seat Pittsburgh'
      [28] link 'Pittsburgh'
    [29] row 'Largest city Pittsburgh'
    [30] row 'Area Total 745 sq mi (1,930 km2)'
    [31] row 'Land 730 sq mi (1,900 km2)'
    [32] row 'Water 14 sq mi (40 km2) 1.9%'
    [33] row 'Population (2020) 1,250,578'
    [34] row 'Density 1,713/sq mi (661/km2)'
    [35] row 'Time zone UTC−5 (Eastern)'
    [36] row 'Congressional districts 12th, 17th'
    [37] row 'Website www.alleghenycounty.us'
  StaticText "Allegheny County is a county in the southwestern part of the U.S. state of Pennsylvania. As of the 2020 census, the population was 1,250,578, making it the state's second-most populous county, following Philadelphia County. Its county seat and most populous city is"
  [50] link 'Pittsburgh'
  StaticText '. Allegheny County is included in the Pittsburgh, PA Metropolitan Statistical Area, and in the Pittsburgh Designated Market Area.'
  StaticText 'Allegheny was the first county in Pennsylvania to be given a Native American name, being named after the Allegheny River.'
  [60] navigation 'Contents'
    [61] link '1 History'
    [62] link '2 Geography'
    [63] link '3 Demographics'
    [64] link '4 Government and politics'
    [65] link '5 Education'
    [66] link '6 Communities'""")
    metro = T("Pittsburgh metropolitan area", f"{WK}/Pittsburgh_metropolitan_area", f"""
{wk_chrome("Pittsburgh metropolitan area")}
[20] main ''
  heading 'Pittsburgh metropolitan area'
  StaticText 'Metropolitan Statistical Area in the United States'
  [21] table ''
    [22] row 'Greater Pittsburgh'
    [23] row 'Pittsburgh, PA Metropolitan Statistical Area'
    [24] row 'Country United States'
    [25] row 'State(s) Pennsylvania'
    [26] row 'Largest city Pittsburgh'
      [27] link 'Pittsburgh'
    [28] row 'Other cities New Castle, Butler, Greensburg, Washington, Latrobe'
    [29] row 'Area 5,343 sq mi (13,840 km2)'
    [30] row 'Population (2020) 2,370,930'
    [31] row 'Rank 26th in the U.S.'
    [32] row 'Density 443.7/sq mi (171.3/km2)'
  StaticText 'The Pittsburgh metropolitan area, also known as Greater Pittsburgh, is the metropolitan area surrounding the city of'
  [40] link 'Pittsburgh'
  StaticText 'in Western Pennsylvania, United States. The Office of Management and Budget defines the Pittsburgh, PA Metropolitan Statistical Area as seven counties: Allegheny, Armstrong, Beaver, Butler, Fayette, Washington and Westmoreland. Its population was 2,370,930 as of the 2020 census, the 26th-largest in the country.'
  [60] navigation 'Contents'
    [61] link '1 Definitions'
    [62] link '2 Counties'
    [63] link '3 Communities'
    [64] link '4 Demographics'
    [65] link '5 Economy'""")
    turns = [
        ("fill('4', 'Pittsburgh')", welcome.replace("value=''", "value='Pittsburgh'")),
        ("keyboard_press('Enter')", wk_results("Pittsburgh", hits1, "14,312")),
        ("click('101')", wk_pittsburgh("Pittsburgh")),
        ("click('50')", county),
        ("go_back()", wk_pittsburgh("Pittsburgh")),
        ("fill('4', 'Pittsburgh metropolitan area')", wk_pittsburgh("Pittsburgh metropolitan area")),
        ("keyboard_press('Enter')", wk_results("Pittsburgh metropolitan area", hits2, "1,957")),
        ("click('101')", metro),
        ("click('40')", wk_pittsburgh("Pittsburgh metropolitan area")),
    ]
    rs.add("web", "h52-web-15", SYSTEM, turns, state=welcome)


# ---------------------------------------------------------------- 16 Cars.com (bad: a saved listing's mileage differs)
CARS = "https://www.cars.com"
CARS_LIST = [
    ("93211574", "2019 Honda CR-V EX", "41,238 mi.", "$24,995", "Great Deal", "$1,412 under", "Rohrich Honda", "Pittsburgh, PA (3 mi.)"),
    ("93387210", "2020 Honda CR-V EX-L", "36,905 mi.", "$27,488", "Good Deal", "$604 under", "Baierl Honda", "Wexford, PA (14 mi.)"),
    ("92990457", "2018 Honda CR-V LX", "62,117 mi.", "$19,900", "Fair Price", None, "Kenny Ross Chevrolet", "Irwin, PA (21 mi.)"),
    ("93402981", "2021 Honda CR-V Touring", "28,440 mi.", "$31,750", "Good Deal", "$887 under", "Day Honda", "Monroeville, PA (12 mi.)"),
    ("93150336", "2017 Honda CR-V EX AWD", "78,302 mi.", "$17,495", "Fair Price", None, "Shults Ford Wexford", "Wexford, PA (15 mi.)"),
    ("93455019", "2022 Honda CR-V Special Edition", "19,611 mi.", "$29,995", "Great Deal", "$1,950 under", "Cochran Honda of Monroeville", "Monroeville, PA (12 mi.)"),
]


def cars_chrome(saved: int) -> str:
    return f"""[10] link 'Cars.com'
[11] link 'Cars for Sale'
[12] link 'New Cars'
[13] link 'Research & Reviews'
[14] link 'News & Videos'
[15] link 'Sell Your Car'
[16] link 'Saved ({saved})'
[17] button 'Jordan'"""


def cars_results(saved_ids: set[str], saved: int) -> str:
    rows = []
    for k, (lid, title, mi, price, deal, under, dealer, loc) in enumerate(CARS_LIST):
        b = 200 + 6 * k
        rows += [f"[{b}] article ''", f"  [{b + 1}] link '{title}'", "  StaticText 'Used'", f"  StaticText '{mi}'", f"  StaticText '{price}'",
                 f"  StaticText '{deal}'" + (f"\n  StaticText '{under}'" if under else ""), f"  StaticText '{dealer}'", f"  StaticText '{loc}'",
                 f"  [{b + 2}] button '{'Saved' if lid in saved_ids else 'Save'}', pressed={lid in saved_ids}", f"  [{b + 3}] button 'Check availability'"]
    return T("Used Honda CR-V for Sale Near Me | Cars.com", f"{CARS}/shopping/results/?makes[]=honda&maximum_distance=50&models[]=honda-cr_v&stock_type=used&zip=15213", f"""
{cars_chrome(saved)}
[100] main ''
  heading 'Used Honda CR-V for sale'
  StaticText '1,284 matches'
  [101] combobox 'Sort by', hasPopup='menu', expanded=False
    [102] option 'Best match', selected=True
  [110] complementary 'Filters'
    [111] textbox 'ZIP', value='15213'
    [112] combobox 'Distance', hasPopup='menu', expanded=False
      [113] option '50 miles', selected=True
    [114] checkbox 'Used', checked='true'
    [115] checkbox 'Certified', checked='false'
    [116] checkbox 'New', checked='false'
    StaticText 'Make: Honda · Model: CR-V'
  [190] list ''
{ind(rows, 2)}
  [240] navigation 'Pagination'
    StaticText '1'
    [241] link '2'
    [242] link '3'
    [243] link 'Next'""")


def cars_vdp(saved: bool, count: int) -> str:
    toast = "\n[390] alert ''\n  StaticText 'Saved! You can find this car in Saved.'" if saved else ""
    return T("Used 2019 Honda CR-V EX For Sale $24,995 | Cars.com", f"{CARS}/vehicledetail/93211574/", f"""
{cars_chrome(count)}
[300] main ''
  [301] link 'Back to results'
  StaticText 'Used'
  heading '2019 Honda CR-V EX'
  StaticText '41,238 mi.'
  StaticText '$24,995'
  StaticText 'Great Deal | $1,412 under'
  StaticText 'Est. $469/mo'
  [302] button '{'Saved' if saved else 'Save'}', pressed={saved}
  [303] button 'Share'
  [304] button 'Check availability'
  heading 'Basics'
  [310] table ''
    [311] row 'Exterior color Modern Steel Metallic'
    [312] row 'Interior color Black'
    [313] row 'Drivetrain All-wheel Drive'
    [314] row 'MPG 27–33 Based on EPA mileage ratings'
    [315] row 'Fuel type Gasoline'
    [316] row 'Transmission Automatic CVT'
    [317] row 'Engine 1.5L I4 16V GDI DOHC Turbo'
    [318] row 'VIN 2HKRW2H53KH604318'
    [319] row 'Stock # H24871A'
    [320] row 'Mileage 41,238 mi.'
  heading 'Vehicle history'
  StaticText 'Accidents or damage: None reported · 1-owner vehicle: Yes · Personal use only: Yes'
  heading 'Rohrich Honda'
  StaticText '4.6 (1,027 reviews)'
  StaticText '1650 Washington Rd, Pittsburgh, PA 15228'
  [330] link '(412) 388-5302'{toast}""")


def cars_saved(form: dict[str, str] | None = None, sent: bool = False) -> str:
    cards = [("93211574", "2019 Honda CR-V EX", "42,138 mi.", "$24,995", "Rohrich Honda", "Saved 1 minute ago"),
             ("92874410", "2018 Toyota RAV4 XLE", "51,772 mi.", "$23,450", "Toyota of Wexford", "Saved 6 days ago"),
             ("93019852", "2020 Mazda CX-5 Touring", "33,016 mi.", "$24,300", "Sendell Mazda", "Saved 2 weeks ago")]
    rows = []
    for k, (_lid, title, mi, price, dealer, when) in enumerate(cards):
        b = 400 + 5 * k
        rows += [f"[{b}] article ''", f"  [{b + 1}] link '{title}'", f"  StaticText '{mi}'", f"  StaticText '{price}'", f"  StaticText '{dealer}'",
                 f"  StaticText '{when}'", f"  [{b + 2}] button 'Saved', pressed=True", f"  [{b + 3}] button 'Check availability'"]
    dlg = ""
    if form is not None and not sent:
        dlg = f"""
[450] dialog 'Check availability', modal=True
  heading 'Check availability'
  StaticText '2019 Honda CR-V EX · Rohrich Honda'
  [451] textbox 'First name', value={form.get('first', '')!r}
  [452] textbox 'Last name', value={form.get('last', '')!r}
  [453] textbox 'Email', value={form.get('email', '')!r}
  [454] textbox 'Phone (optional)', value=''
  [455] textbox 'Message', value="Hi, I'm interested in the 2019 Honda CR-V EX (VIN 2HKRW2H53KH604318) listed for $24,995. Is it still available?"
  [456] button 'Send'
  [457] button 'Close'"""
    elif sent:
        dlg = """
[450] dialog 'Check availability', modal=True
  heading 'Message sent'
  StaticText 'Rohrich Honda received your message about the 2019 Honda CR-V EX. A dealer representative will contact you soon.'
  [457] button 'Close'"""
    return T("Saved cars | Cars.com", f"{CARS}/profile/saved-cars/", f"""
{cars_chrome(3)}
[380] main ''
  heading 'Saved cars (3)'
  [381] combobox 'Sort', hasPopup='menu', expanded=False
    [382] option 'Recently saved', selected=True
  [390] list ''
{ind(rows, 2)}{dlg}""")


def t16(rs: RowSet) -> None:
    turns = [
        ("click('201')", cars_vdp(False, 2)),
        ("click('302')", cars_vdp(True, 3)),
        ("go_back()", cars_results({"93211574"}, 3)),
        ("click('16')", cars_saved()),
        ("click('403')", cars_saved({})),
        ("fill('451', 'Jordan')", cars_saved({"first": "Jordan"})),
        ("fill('453', 'jordan.pike@gmail.com')", cars_saved({"first": "Jordan", "email": "jordan.pike@gmail.com"})),
        ("click('456')", cars_saved(sent=True)),
    ]
    rs.add("web", "h52-web-16", SYSTEM, turns, state=cars_results(set(), 2), bad=True, turn=4,
           kind="The saved 2019 Honda CR-V EX (listing 93211574) shows 42,138 mi. on the Saved page, but the results and its detail page showed 41,238 mi.")


# ---------------------------------------------------------------- 17 pretix ticket shop (clean)
PX = "https://pretix.eu/hackharbour/2024"


def px_shop(cart: list[tuple[str, int, float]], sel: dict[str, str], minutes: int | None, workshop_left: int, msg: str | None = None) -> str:
    products = [("Regular ticket", "€249.00", "Full conference access, lunch and evening events on all three days.", None),
                ("Student ticket", "€79.00", "Valid student ID required at check-in.", None),
                ("Supporter ticket", "€449.00", "Regular ticket plus our eternal gratitude; the surplus funds travel grants.", None),
                ("Workshop day (Sept. 12)", "€60.00", "Hands-on workshops on the first day. Requires a conference ticket.", f"Only {workshop_left} left"),
                ("T-shirt", "€22.00", "Organic cotton, sizes S–XXL. Pick up at the registration desk.", None)]
    pl = []
    for k, (name, price, desc, note) in enumerate(products):
        b = 300 + 4 * k
        pl += [f"[{b}] row ''", f"  heading '{name}'", f"  StaticText '{desc}'", f"  StaticText '{price}'"]
        if note:
            pl.append(f"  StaticText '{note}'")
        pl += [f"  [{b + 1}] combobox 'Quantity', hasPopup='menu', expanded=False", f"    [{b + 2}] option '{sel.get(name, '0')}', selected=True"]
    cb = ""
    if cart:
        cl = []
        for k, (name, q, unit) in enumerate(cart):
            b = 200 + 5 * k
            cl += [f"[{b}] row ''", f"  StaticText '{name}'", f"  [{b + 1}] button 'Remove one'", f"  StaticText '{q}'", f"  [{b + 2}] button 'Add one more'",
                   f"  StaticText '€{unit:,.2f}'", f"  StaticText '€{unit * q:,.2f}'"]
        tot = sum(q * u for _, q, u in cart)
        cb = f"""
  [190] region 'Your cart'
    heading 'Your cart'
    [191] table ''
{ind(cl, 3)}
    StaticText 'Total: €{tot:,.2f}'
    StaticText 'incl. 19% VAT €{tot - tot / 1.19:,.2f}'
    StaticText 'The items in your cart are reserved for you for {minutes} minutes.'
    [195] button 'Empty cart'
    [196] button 'Proceed with checkout'"""
    m = f"\n  [180] alert ''\n    StaticText {msg!r}" if msg else ""
    return T("Hack & Harbour 2024", f"{PX}/", f"""
[10] link 'Hack & Harbour 2024'
[11] combobox 'Language', hasPopup='menu', expanded=False
  [12] option 'English', selected=True
[100] main ''
  heading 'Hack & Harbour 2024'
  StaticText 'Thu, Sept. 12, 2024 – Sat, Sept. 14, 2024'
  StaticText 'Wissenschaftspark Kiel, Fraunhoferstraße 13, 24118 Kiel, Germany'
  [101] link 'Add to calendar'{m}{cb}
  heading 'Tickets'
  [290] table ''
{ind(pl, 2)}
  [330] button 'Add to cart'
  heading 'Redeem a voucher'
  [331] textbox 'Voucher code'
  [332] button 'Redeem voucher'
[400] contentinfo ''
  [401] link 'Imprint'
  [402] link 'Privacy policy'
  StaticText 'powered by pretix'""")


def t17(rs: RowSet) -> None:
    w = "Workshop day (Sept. 12)"

    def checkout(email: str) -> str:
        return T("Your information – Hack & Harbour 2024", f"{PX}/checkout/questions/", f"""
[10] link 'Hack & Harbour 2024'
[100] main ''
  heading 'Checkout'
  [101] list 'Checkout steps'
    [102] listitem 'Your information', current='step'
    [103] listitem 'Payment'
    [104] listitem 'Review order'
  StaticText 'The items in your cart are reserved for you for 29 minutes.'
  heading 'Your cart'
  [110] table ''
    [111] row 'Regular ticket 1 €249.00 €249.00'
    [112] row '{w} 1 €60.00 €60.00'
    [113] row 'Total: €309.00 incl. 19% VAT €49.34'
  heading 'Contact information'
  [120] textbox 'Email *', required, value={email!r}
  [121] textbox 'Email (repeat) *', required, value=''
  [122] textbox 'Phone number', value=''
  heading 'Regular ticket'
  [130] textbox 'Attendee name: Given name *', required, value=''
  [131] textbox 'Attendee name: Family name *', required, value=''
  [132] textbox 'Company', value=''
  [133] combobox 'Dietary requirements', hasPopup='menu', expanded=False
    [134] option 'None', selected=True
  [140] button 'Continue'
  [141] link 'Go back'""")
    turns = [
        ("select_option('301', '2')", px_shop([], {"Regular ticket": "2"}, None, 14)),
        ("click('330')", px_shop([("Regular ticket", 2, 249.0)], {}, 30, 14, "The products have been successfully added to your cart.")),
        ("click('201')", px_shop([("Regular ticket", 1, 249.0)], {}, 29, 14, "Your cart has been updated.")),
        ("select_option('313', '1')", px_shop([("Regular ticket", 1, 249.0)], {w: "1"}, 29, 14, "Your cart has been updated.")),
        ("click('330')", px_shop([("Regular ticket", 1, 249.0), (w, 1, 60.0)], {}, 30, 13, "The products have been successfully added to your cart.")),
        ("click('196')", checkout("")),
        ("fill('120', 'ines.lindqvist@posteo.de')", checkout("ines.lindqvist@posteo.de")),
    ]
    rs.add("web", "h52-web-17", SYSTEM, turns, state=px_shop([], {}, None, 14))


# ---------------------------------------------------------------- 18 Google Drive (clean)
GD = "https://drive.google.com/drive"
GD_ITEMS = {
    "clients": (500, "Clients", True, "Apr 18, 2024 me", "—"),
    "photos": (510, "Photos 2023", True, "Jan 6, 2024 me", "—"),
    "receipts": (520, "Receipts", True, "May 2, 2024 me", "—"),
    "taxes": (530, "Taxes 2024", True, "10:12 AM me", "—"),
    "img": (540, "IMG_4471.HEIC", False, "Mar 9, 2024 me", "2.9 MB"),
    "kickoff": (550, "Kickoff deck", False, "Apr 30, 2024 me", "4.8 MB"),
    "notes": (560, "meeting-notes-0514.docx", False, "May 14, 2024 me", "22 KB"),
    "q2": (570, "Q2 forecast", False, "May 13, 2024 me", "12 KB"),
    "vendor": (580, "Vendor contract - Lumen.pdf", False, "May 2, 2024 me", "1.3 MB"),
}


def gd_chrome(active: str) -> str:
    nav = [("Home", 22), ("My Drive", 23), ("Computers", 24), ("Shared with me", 25), ("Recent", 26), ("Starred", 27), ("Spam", 28), ("Trash", 29), ("Storage", 30)]
    lines = ind([f"[{b}] link '{n}'" + (", current='page'" if n == active else "") for n, b in nav], 1)
    return f"""[10] link 'Drive'
[11] combobox 'Search in Drive', autocomplete='list', hasPopup='listbox', expanded=False
[12] button 'Advanced search'
[13] button 'Support'
[14] button 'Settings'
[15] button 'Google apps'
[16] button 'Google Account: Priya Natarajan (priya.natarajan@gmail.com)'
[20] button 'New'
[21] navigation ''
{lines}
  StaticText '4.21 GB of 15 GB used'
  [31] link 'Get more storage'"""


def gd_rows(keys: list[str], items: dict[str, tuple[int, str, bool, str, str]]) -> list[str]:
    rows = []
    for key in keys:
        b, name, folder, mod, size = items[key]
        rows += [f"[{b}] row '', selected=False", f"  [{b + 1}] gridcell {name!r}", f"    StaticText '{'Shared folder' if key == 'clients' else 'Folder' if folder else 'File'}'",
                 "  StaticText 'me'", f"  StaticText '{mod}'", f"  StaticText '{size}'", f"  [{b + 2}] button 'Share'",
                 f"  [{b + 3}] button 'Download'", f"  [{b + 4}] button 'More actions'"]
    return rows


def gd_mydrive(keys: list[str], extra: str = "") -> str:
    return T("My Drive - Google Drive", f"{GD}/my-drive", f"""
{gd_chrome("My Drive")}
[35] main ''
  heading 'My Drive'
  [36] button 'Type'
  [37] button 'People'
  [38] button 'Modified'
  [39] button 'List layout', pressed=True
  [40] button 'Grid layout', pressed=False
  [41] button 'View details'
  [45] grid 'List view'
    [46] row ''
      [47] columnheader 'Name', sort='ascending'
      [48] columnheader 'Owner'
      [49] columnheader 'Last modified'
      [50] columnheader 'File size'
{ind(gd_rows(keys, GD_ITEMS), 2)}{extra}""")


def t18(rs: RowSet) -> None:
    base = ["clients", "photos", "receipts", "img", "kickoff", "notes", "q2", "vendor"]
    with_tax = ["clients", "photos", "receipts", "taxes", "img", "kickoff", "notes", "q2", "vendor"]
    moved = [k for k in with_tax if k != "vendor"]
    new_menu = """
[60] menu ''
  [61] menuitem 'New folder'
  [62] menuitem 'File upload'
  [63] menuitem 'Folder upload'
  [64] menuitem 'Google Docs'
  [65] menuitem 'Google Sheets'
  [66] menuitem 'Google Slides'
  [67] menuitem 'More'"""

    def folder_dialog(v: str) -> str:
        return f"""
[70] dialog 'New folder', modal=True
  [71] textbox 'New folder', focused, value={v!r}
  [72] button 'Cancel'
  [73] button 'Create'"""
    more = """
[80] menu ''
  [81] menuitem 'Open with'
  [82] menuitem 'Download'
  [83] menuitem 'Rename'
  [84] menuitem 'Make a copy'
  [85] menuitem 'Share'
  [86] menuitem 'Organize'
  [87] menuitem 'Move'
  [88] menuitem 'File information'
  [89] menuitem 'Move to trash'"""

    def move_dialog(sel: bool) -> str:
        return f"""
[90] dialog 'Move "Vendor contract - Lumen.pdf"', modal=True
  StaticText 'Current location:'
  [91] button 'My Drive'
  [92] tablist ''
    [93] tab 'Suggested', selected=False
    [94] tab 'Starred', selected=False
    [95] tab 'All locations', selected=True
  [100] listbox ''
    [101] option 'Clients', selected={sel}
    [102] option 'Photos 2023', selected=False
    [103] option 'Receipts', selected=False
    [104] option 'Taxes 2024', selected=False
  [105] button 'Cancel'
  [106] button 'Move'{"" if sel else ", disabled=True"}"""
    toast = """
[110] alert ''
  StaticText '1 item moved to "Clients"'
  [111] button 'Undo'"""
    citems = {
        "acme": (600, "Acme Corp", True, "Mar 3, 2024 me", "—"),
        "northwind": (610, "Northwind", True, "Feb 12, 2024 me", "—"),
        "sow": (620, "Lumen - SOW 2024.pdf", False, "Apr 18, 2024 me", "640 KB"),
        "vendor": (580, "Vendor contract - Lumen.pdf", False, "May 2, 2024 me", "1.3 MB"),
    }
    clients = T("Clients - Google Drive", f"{GD}/folders/1Qm7rT2XvB9pLcN4sW0eYdKfHjA3uZ8iE", f"""
{gd_chrome("")}
[35] main ''
  [32] navigation 'Breadcrumb'
    [33] button 'My Drive'
    [34] button 'Clients'
  StaticText 'Shared with 2 people'
  [36] button 'Type'
  [37] button 'People'
  [38] button 'Modified'
  [39] button 'List layout', pressed=True
  [40] button 'Grid layout', pressed=False
  [45] grid 'List view'
    [46] row ''
      [47] columnheader 'Name', sort='ascending'
      [48] columnheader 'Owner'
      [49] columnheader 'Last modified'
      [50] columnheader 'File size'
{ind(gd_rows(["acme", "northwind", "sow", "vendor"], citems), 2)}""")
    rec = [("Today", [("Vendor contract - Lumen.pdf", "Clients", "You moved • 10:14 AM")]),
           ("Earlier this week", [("meeting-notes-0514.docx", "My Drive", "You edited • May 14"), ("Q2 forecast", "My Drive", "You edited • May 13")]),
           ("Earlier this month", [("Receipt_Uber_0507.pdf", "Receipts", "You uploaded • May 7"), ("Kickoff deck", "My Drive", "You opened • May 3")])]
    rl, b = [], 700
    for sect, entries in rec:
        rl.append(f"StaticText '{sect}'")
        for name, loc, reason in entries:
            rl += [f"[{b}] row ''", f"  [{b + 1}] gridcell {name!r}", f"  StaticText '{reason}'", "  StaticText 'me'", f"  [{b + 2}] button '{loc}'",
                   f"  [{b + 3}] button 'More actions'"]
            b += 10
    recent = T("Recent - Google Drive", f"{GD}/recent", f"""
{gd_chrome("Recent")}
[35] main ''
  heading 'Recent'
  [36] button 'Type'
  [37] button 'People'
  [38] button 'Modified'
  [45] grid 'List view'
    [46] row ''
      [47] columnheader 'Name'
      [48] columnheader 'Reason suggested'
      [49] columnheader 'Owner'
      [50] columnheader 'Location'
{ind(rl, 2)}""")
    turns = [
        ("click('20')", gd_mydrive(base, new_menu)),
        ("click('61')", gd_mydrive(base, folder_dialog("Untitled folder"))),
        ("fill('71', 'Taxes 2024')", gd_mydrive(base, folder_dialog("Taxes 2024"))),
        ("click('73')", gd_mydrive(with_tax)),
        ("click('584')", gd_mydrive(with_tax, more)),
        ("click('87')", gd_mydrive(with_tax, move_dialog(False))),
        ("click('101')", gd_mydrive(with_tax, move_dialog(True))),
        ("click('106')", gd_mydrive(moved, toast)),
        ("dblclick('501')", clients),
        ("click('26')", recent),
    ]
    rs.add("web", "h52-web-18", SYSTEM, turns, state=gd_mydrive(base))


# ---------------------------------------------------------------- 19 Jellyfin dashboard (bad: the activity log goes back in time)
JF = "http://192.168.1.40:8096/web/index.html#!"


def jf_chrome(active: str) -> str:
    sections = [("Dashboard", 20), ("General", 21), ("Users", 22), ("Branding", 23), ("Libraries", 24), ("Display", 25), ("Metadata", 26),
                ("Transcoding", 27), ("Resume", 28), ("Streaming", 29), ("Devices", 30), ("Activity", 31), ("Networking", 32),
                ("API Keys", 33), ("Logs", 34), ("Plugins", 35), ("Scheduled Tasks", 36)]
    nav = ind([f"[{b}] link '{n}'" + (", current='page'" if n == active else "") for n, b in sections], 1)
    return f"""[10] button 'Back'
[11] button 'Home'
[12] button 'Search'
[13] button 'Cast'
[14] button 'ruth'
[19] navigation ''
{nav}"""


JF_LOG0 = [("Natalie is playing Arrival on Jellyfin Android", "5/16/2024, 2:07:31 PM"),
           ("Natalie is online from Jellyfin Android", "5/16/2024, 1:52:10 PM"),
           ("Scan Media Library completed after 1 minute(s) and 8 seconds", "5/16/2024, 11:03:14 AM"),
           ("Marco has finished playing Dune: Part Two on Jellyfin Web", "5/16/2024, 12:41:47 AM"),
           ("Marco is playing Dune: Part Two on Jellyfin Web", "5/15/2024, 9:58:20 PM"),
           ("ruth has changed their configuration", "5/15/2024, 6:14:03 PM")]


def jf_dashboard(log: list[tuple[str, str]], pos: str) -> str:
    lines = []
    for k, (name, when) in enumerate(log):
        lines += [f"[{150 + k}] listitem ''", f"  StaticText {name!r}", f"  StaticText '{when}'"]
    return T("Dashboard", f"{JF}/dashboard.html", f"""
{jf_chrome("Dashboard")}
[100] main ''
  heading 'Dashboard'
  heading 'Server'
  StaticText 'hearth'
  StaticText 'Version: 10.9.2'
  StaticText 'Web: 10.9.2'
  StaticText 'Build version: 10.9.2'
  [101] button 'Scan All Libraries'
  [102] button 'Restart'
  [103] button 'Shutdown'
  heading 'Active Devices'
  [110] article ''
    StaticText 'Natalie'
    StaticText 'Jellyfin Android 2.6.1 · Pixel 7'
    [111] link 'Arrival'
    StaticText '{pos} / 1:56:23'
    StaticText 'Direct playing'
    [112] button 'Send message'
    [113] button 'Stop'
  heading 'Activity'
  [140] list ''
{ind(lines, 2)}
  [170] link 'More'
  heading 'Paths'
  StaticText 'Cache: /var/cache/jellyfin'
  StaticText 'Logs: /var/log/jellyfin'
  StaticText 'Metadata: /var/lib/jellyfin/metadata'
  StaticText 'Program data: /var/lib/jellyfin'
  StaticText 'Transcodes: /var/cache/jellyfin/transcodes'
  StaticText 'Web: /usr/share/jellyfin/web'""")


def jf_tasks(scan: str) -> str:
    tasks = [("Application", [("Clean Transcode Directory", "Last ran 9 hours ago, taking 0 seconds."),
                              ("Check for application updates", "Last ran 16 hours ago, taking 1 second.")]),
             ("Library", [("Extract Chapter Images", "Last ran 11 hours ago, taking 4 minutes."),
                          ("Generate Trickplay Images", "Last ran 11 hours ago, taking 17 minutes."),
                          ("Refresh People", "Last ran 5 days ago, taking 2 minutes."),
                          ("Scan Media Library", scan)]),
             ("Maintenance", [("Clean Activity Log", "Last ran 1 day ago, taking 0 seconds."),
                              ("Clean Cache Directory", "Last ran 1 day ago, taking 3 seconds."),
                              ("Clean Log Directory", "Last ran 1 day ago, taking 0 seconds."),
                              ("Optimize database", "Last ran 1 day ago, taking 6 seconds.")])]
    out, b = [], 200
    for cat, items in tasks:
        out.append(f"heading '{cat}'")
        for name, status in items:
            out += [f"[{b}] link '{name}'"]
            if status.startswith("progress "):
                out += [f"  [{b + 1}] progressbar '', valuemin=0, valuemax=100, valuetext='{status[9:]}'", f"  [{b + 2}] button 'Stop'"]
            else:
                out += [f"  StaticText '{status}'", f"  [{b + 2}] button 'Start'"]
            b += 3
    return T("Scheduled Tasks", f"{JF}/dashboard/tasks", f"""
{jf_chrome("Scheduled Tasks")}
[190] main ''
  heading 'Scheduled Tasks'
{ind(out, 1)}""")


def t19(rs: RowSet) -> None:
    libs = T("Libraries", f"{JF}/dashboard/libraries", f"""
{jf_chrome("Libraries")}
[300] main ''
  heading 'Libraries'
  [301] button 'Scan All Libraries'
  [302] button 'Add Media Library'
  [310] article ''
    [311] link 'Movies'
    StaticText 'Movies'
    StaticText '/media/movies'
    [312] button 'Menu'
  [320] article ''
    [321] link 'Shows'
    StaticText 'Shows'
    StaticText '/media/shows'
    [322] button 'Menu'
  [330] article ''
    [331] link 'Music'
    StaticText 'Music'
    StaticText '/media/music'
    [332] button 'Menu'
  [340] article ''
    [341] link 'Home Videos'
    StaticText 'Home Videos & Photos'
    StaticText '/media/family'
    [342] button 'Menu'""")
    log1 = [("Scan Media Library completed after 0 minute(s) and 38 seconds", "5/16/2024, 1:58:02 PM")] + JF_LOG0[:5]
    users = T("Users", f"{JF}/dashboard/users", f"""
{jf_chrome("Users")}
[400] main ''
  heading 'Users'
  [401] button 'Add User'
  [410] article ''
    [411] link 'Marco'
    StaticText 'Last seen 13 hours ago'
  [420] article ''
    [421] link 'Natalie'
    StaticText 'Last seen 1 minute ago'
  [430] article ''
    [431] link 'ruth'
    StaticText 'Administrator'
    StaticText 'Last seen 0 minutes ago'""")

    def natalie(dl: bool, saved: bool) -> str:
        toast = "\n[490] alert ''\n  StaticText 'Settings saved.'" if saved else ""
        return T("Natalie", f"{JF}/dashboard/users/profile?userId=5b0e1cf0a2d84a39b6d1f3c2e7a90d41", f"""
{jf_chrome("Users")}
[440] main ''
  heading 'Natalie'
  [441] tablist ''
    [442] tab 'Profile', selected=True
    [443] tab 'Access', selected=False
    [444] tab 'Parental control', selected=False
    [445] tab 'Password', selected=False
  [450] textbox 'Name', value='Natalie'
  [451] checkbox 'Allow this user to manage the server', checked='false'
  [452] checkbox 'Allow remote connections to this server', checked='true'
  [453] checkbox 'Allow media playback', checked='true'
  [454] checkbox 'Allow audio playback that requires transcoding', checked='true'
  [455] checkbox 'Allow video playback that requires transcoding', checked='true'
  [456] checkbox 'Allow media downloading and syncing', checked='{str(dl).lower()}'
  [457] checkbox 'Disable this user', checked='false'
  [458] textbox 'Internet streaming bitrate limit (Mbps)', value='8'
  [459] textbox 'Maximum number of simultaneous user sessions', value='0'
  [460] button 'Save'{toast}""")
    turns = [
        ("click('36')", jf_tasks("Last ran 3 hours ago, taking 1 minute(s).")),
        ("click('217')", jf_tasks("progress 0.0%")),
        ("noop(10000)", jf_tasks("progress 41.7%")),
        ("noop(30000)", jf_tasks("Last ran a few seconds ago, taking 38 seconds.")),
        ("click('24')", libs),
        ("click('20')", jf_dashboard(log1, "1:13:40")),
        ("click('22')", users),
        ("click('421')", natalie(False, False)),
        ("click('456')", natalie(True, False)),
        ("click('460')", natalie(True, True)),
    ]
    rs.add("web", "h52-web-19", SYSTEM, turns, state=jf_dashboard(JF_LOG0, "1:12:04"), bad=True, turn=6,
           kind="The scan started after the 2:07:31 PM log entry is logged as completed at 1:58:02 PM, above that entry: the activity log runs backwards.")


# ---------------------------------------------------------------- 20 Ticketmaster (bad: the seats on the confirmation differ)
TM = "https://www.ticketmaster.com"
TM_EVENT = f"{TM}/hozier-unreal-unearth-tour-2024-noblesville-indiana-06-29-2024/event/05006045B1A2C9E4"


def tm_event(detail: bool) -> str:
    offers = [("Sec 104 • Row K", "Standard Admission", "$108.25"), ("Sec 112 • Row F", "Verified Resale Ticket", "$114.75"),
              ("Sec 202 • Row C", "Standard Admission", "$79.40"), ("Sec 103 • Row P", "Standard Admission", "$96.30"),
              ("Lawn • GA", "Standard Admission", "$58.15")]
    ol = []
    for k, (sec, kind, price) in enumerate(offers):
        b = 40 + 2 * k
        ol += [f"[{b}] listitem ''", f"  [{b + 1}] button '{sec} {kind} {price} incl. fees'"]
    panel = ""
    if detail:
        panel = """
  [60] region 'Ticket details'
    [61] button 'Back to all tickets'
    heading 'Sec 104 • Row K'
    StaticText 'Seats 7–8'
    StaticText 'Standard Admission Ticket'
    StaticText '$89.50 + $18.75 fees each'
    StaticText '2 Tickets'
    StaticText 'Total $216.50'
    StaticText 'Full view · Aisle seats not guaranteed'
    [62] button 'Next'"""
    return T("Hozier - Unreal Unearth Tour 2024 Tickets | Sat, Jun 29, 2024 at 7:30 PM | Ticketmaster", TM_EVENT, f"""
[10] link 'Ticketmaster'
[11] link 'Concerts'
[12] link 'Sports'
[13] link 'Arts, Theater & Comedy'
[14] link 'Family'
[15] button 'Hi, Jordan'
[20] main ''
  heading 'Hozier - Unreal Unearth Tour 2024'
  StaticText 'Sat • Jun 29 • 7:30 PM'
  [21] link 'Ruoff Music Center, Noblesville, IN'
  [30] combobox 'Quantity', hasPopup='menu', expanded=False
    [31] option '2 Tickets', selected=True
  [32] button 'Filters'
  [33] button 'Sort by Lowest Price'
  [34] checkbox 'Show prices with estimated fees', checked='true'
  [39] list ''
{ind(ol, 2)}{panel}""")


def tm_checkout(ins: bool, card: bool, terms: bool, left: str) -> str:
    return T("Checkout | Ticketmaster", f"{TM}/checkout/order?ccp_src=2&ccp_channel=0&edp={TM_EVENT.split('/event/')[1]}", f"""
[10] link 'Ticketmaster'
[100] timer ''
  StaticText 'Time Left {left}'
[110] main ''
  heading 'Checkout'
  heading 'Hozier - Unreal Unearth Tour 2024'
  StaticText 'Sat • Jun 29, 2024 • 7:30 PM · Ruoff Music Center, Noblesville, IN'
  heading 'Tickets'
  StaticText 'Sec 104, Row K, Seats 7-8'
  StaticText 'Standard Admission: $89.50 x 2'
  heading 'Delivery'
  [120] radio 'Mobile Ticket Free', checked='true'
  StaticText 'Your phone is your ticket. Locate your tickets in your account, or in the app.'
  heading 'Ticket Insurance'
  [130] radio 'Yes, protect my ticket purchase for $15.17 (Allianz Ticket Protector)', checked='false'
  [131] radio "No, don't protect my $216.50 ticket purchase.", checked='{str(ins).lower()}'
  heading 'Payment'
  [140] radio 'Mastercard ending in 9052, exp. 08/27', checked='{str(card).lower()}'
  [141] button 'Add New Card'
  heading 'Total'
  [150] table ''
    [151] row 'Tickets Standard Admission: $89.50 x 2 $179.00'
    [152] row 'Fees Service Fee: $18.75 x 2 $37.50'
    [153] row 'Delivery Mobile Ticket Free'
    [154] row 'Total $216.50'
  [160] checkbox 'I have read and agree to the current Terms of Use.', checked='{str(terms).lower()}'
  [161] button 'Place Order'{"" if (ins and card and terms) else ", disabled=True"}""")


def t20(rs: RowSet) -> None:
    confirm = T("Order Confirmation | Ticketmaster", f"{TM}/checkout/confirmation/15-48213/IND", """
[10] link 'Ticketmaster'
[200] main ''
  heading 'Thanks, Jordan! Your order is confirmed.'
  StaticText 'Order # 15-48213/IND'
  StaticText 'A confirmation email is on its way to jordan.pike@gmail.com.'
  heading 'Hozier - Unreal Unearth Tour 2024'
  StaticText 'Sat • Jun 29, 2024 • 7:30 PM'
  StaticText 'Ruoff Music Center, Noblesville, IN'
  StaticText 'Sec 104, Row K, Seats 8-9'
  StaticText '2 Standard Admission Tickets · Mobile Ticket'
  StaticText 'Total $216.50'
  StaticText 'Charged to Mastercard ending in 9052'
  [201] link 'View My Tickets'
  [202] link 'Add to Calendar'
  [203] link 'Get the App'""")
    turns = [
        ("click('41')", tm_event(True)),
        ("click('62')", tm_checkout(False, False, False, "7:58")),
        ("click('131')", tm_checkout(True, False, False, "7:31")),
        ("click('140')", tm_checkout(True, True, False, "7:12")),
        ("click('160')", tm_checkout(True, True, True, "6:58")),
        ("click('161')", confirm),
    ]
    rs.add("web", "h52-web-20", SYSTEM, turns, state=tm_event(False), bad=True, turn=6,
           kind="The confirmation lists Sec 104, Row K, Seats 8-9, but the tickets selected and checked out in turns 1-5 were Seats 7-8.")


# ---------------------------------------------------------------- 21 FreeTaxUSA (clean)
FT = "https://www.freetaxusa.com/taxes2023"


def ft_chrome(fed: str, state: str, tab: str) -> str:
    tabs = ["Personal", "Income", "Deductions / Credits", "Misc", "Summary", "State", "Final Steps"]
    tl = ind([f"[{21 + k}] link '{t}'" + (", current='page'" if t == tab else "") for k, t in enumerate(tabs)], 1)
    return f"""[10] link 'FreeTaxUSA'
[11] link 'Help'
[12] link 'Sign Out'
[15] status 'Refund meter'
  StaticText 'Federal Refund'
  StaticText '{fed}'
  StaticText 'Illinois Refund'
  StaticText '{state}'
[20] navigation ''
{tl}"""


def ft_income(fed: str, state: str, interest: bool, msg: str | None = None) -> str:
    intr = """
  [120] row ''
    StaticText 'Ally Bank'
    StaticText 'Interest $312.47'
    [121] link 'Edit'
    [122] link 'Delete'
  [123] link 'Add another 1099-INT'""" if interest else """
  StaticText 'None entered'
  [123] link 'Add interest income'"""
    m = f"\n  [101] alert ''\n    StaticText {msg!r}" if msg else ""
    return T("Income Summary - FreeTaxUSA", f"{FT}/income", f"""
{ft_chrome(fed, state, "Income")}
[100] main ''
  heading 'Income Summary'{m}
  heading 'Wages and Salaries (W-2)'
  [110] row ''
    StaticText 'Northwind Logistics LLC'
    StaticText 'Wages $68,412.00'
    [111] link 'Edit'
    [112] link 'Delete'
  [113] link 'Add another W-2'
  heading 'Interest Income (1099-INT)'{intr}
  heading 'Dividend Income (1099-DIV)'
  StaticText 'None entered'
  [130] link 'Add dividend income'
  heading 'Unemployment (1099-G)'
  StaticText 'None entered'
  [131] link 'Add unemployment compensation'
  heading 'Retirement Income (1099-R)'
  StaticText 'None entered'
  [132] link 'Add retirement income'
  [140] button 'Save and Continue'""")


def ft_1099(payer: str, box1: str) -> str:
    return T("Interest Income (1099-INT) - FreeTaxUSA", f"{FT}/income/interest/add", f"""
{ft_chrome("$1,284", "$418", "Income")}
[200] main ''
  heading 'Enter your 1099-INT'
  [201] textbox "Payer's name", required, value={payer!r}
  [202] textbox 'Box 1 - Interest income', value={box1!r}
  [203] textbox 'Box 2 - Early withdrawal penalty', value=''
  [204] textbox 'Box 3 - Interest on U.S. Savings Bonds and Treasury obligations', value=''
  [205] textbox 'Box 4 - Federal income tax withheld', value=''
  [206] textbox 'Box 8 - Tax-exempt interest', value=''
  [207] checkbox 'This 1099-INT has other boxes filled in (5-7, 9-17)', checked='false'
  [210] button 'Save and Continue'
  [211] link 'Back'""")


def ft_w2(box2: str) -> str:
    return T("W-2 - FreeTaxUSA", f"{FT}/income/w2/1", f"""
{ft_chrome("$1,247", "$403", "Income")}
[300] main ''
  heading 'Edit your W-2'
  [301] textbox 'Employer name', value='Northwind Logistics LLC'
  [302] textbox 'Employer identification number (EIN)', value='36-4418207'
  [303] textbox 'Box 1 - Wages, tips, other compensation', value='68,412.00'
  [304] textbox 'Box 2 - Federal income tax withheld', value={box2!r}
  [305] textbox 'Box 3 - Social security wages', value='68,412.00'
  [306] textbox 'Box 4 - Social security tax withheld', value='4,241.54'
  [307] textbox 'Box 5 - Medicare wages and tips', value='68,412.00'
  [308] textbox 'Box 6 - Medicare tax withheld', value='991.97'
  [309] combobox 'Box 15 - State', hasPopup='menu', expanded=False
    [310] option 'IL', selected=True
  [311] textbox 'Box 16 - State wages', value='68,412.00'
  [312] textbox 'Box 17 - State income tax', value='3,386.39'
  [320] button 'Save and Continue'
  [321] link 'Back'""")


def t21(rs: RowSet) -> None:
    deductions = T("Deductions / Credits - FreeTaxUSA", f"{FT}/deductions", f"""
{ft_chrome("$1,292", "$403", "Deductions / Credits")}
[400] main ''
  heading 'Deductions and Credits'
  StaticText 'Standard deduction $13,850'
  StaticText 'Your standard deduction is higher than what you would get by itemizing, based on what you have entered so far.'
  heading 'Common deductions'
  [401] link 'Student loan interest'
  [402] link 'Health savings account (HSA)'
  [403] link 'Traditional IRA contributions'
  heading 'Common credits'
  [410] link 'Education credits (1098-T)'
  [411] link 'Retirement savings contributions credit'
  [412] link 'Energy efficient home improvements'
  [420] button 'Save and Continue'""")
    turns = [
        ("click('123')", ft_1099("", "")),
        ("fill('201', 'Ally Bank')", ft_1099("Ally Bank", "")),
        ("fill('202', '312.47')", ft_1099("Ally Bank", "312.47")),
        ("click('210')", ft_income("$1,247", "$403", True, "Your 1099-INT from Ally Bank was saved.")),
        ("click('111')", ft_w2("8,127.00")),
        ("fill('304', '8,172.00')", ft_w2("8,172.00")),
        ("click('320')", ft_income("$1,292", "$403", True, "Your W-2 from Northwind Logistics LLC was saved.")),
        ("click('23')", deductions),
    ]
    rs.add("web", "h52-web-21", SYSTEM, turns, state=ft_income("$1,284", "$418", False))


# ---------------------------------------------------------------- 22 Bring a Trailer (bad: the lot number changes)
BAT = "https://bringatrailer.com/listing/1991-porsche-911-carrera-2-coupe-41/"
BAT_BIDS = [("USD $68,250", "gt3_dan", "3 hours ago"), ("USD $67,500", "pcar_ohio", "5 hours ago"), ("USD $66,000", "gt3_dan", "9 hours ago"),
            ("USD $65,000", "brickyard_garage", "1 day ago"), ("USD $62,911", "pcar_ohio", "1 day ago")]
BAT_COMMENTS = [("lakeside_964", "Seller", "2 hours ago", "The rear main seal was replaced in 2021 along with the clutch; receipts are in the gallery."),
                ("aircooled_anna", None, "4 hours ago", "Guards Red over black on a C2 coupe with a documented clutch job. Good luck to the seller."),
                ("nordschleife_nick", None, "6 hours ago", "Is the sunroof drain clean? Those 964s love to rust at the drain exits.")]


def bat_page(watch: bool, watchers: str, lot: str, filt: str, left: str, bid: tuple[str, str], nbids: int, ncom: int, views: str,
             comment_box: str = "", mine: bool = False, newbid: bool = False, modal: bool = False) -> str:
    items = []
    if filt == "bids":
        bids = ([("USD $69,000", "pcar_ohio", "Just now")] if newbid else []) + BAT_BIDS
        for k, (amt, who, when) in enumerate(bids):
            items += [f"[{500 + 3 * k}] listitem ''", f"  [{501 + 3 * k}] link '{who}'", f"  StaticText '{when}'", f"  StaticText '{amt} bid placed by {who}'"]
    else:
        entries = []
        if newbid:
            entries.append(("pcar_ohio", None, "Just now", "USD $69,000 bid placed by pcar_ohio"))
        if mine:
            entries.append(("riverside_wrench", None, "Just now" if not newbid else "1 minute ago", comment_box_text()))
        entries += [("gt3_dan", None, "3 hours ago", "USD $68,250 bid placed by gt3_dan")] + BAT_COMMENTS
        for k, (who, tag, when, text) in enumerate(entries):
            items += [f"[{500 + 3 * k}] listitem ''", f"  [{501 + 3 * k}] link '{who}'"] + ([f"  StaticText '{tag}'"] if tag else []) + \
                     [f"  StaticText '{when}'", f"  StaticText {text!r}", f"  [{502 + 3 * k}] button 'Reply'"]
    mod = """
[700] dialog 'Place Bid', modal=True
  heading 'Place Bid'
  StaticText 'Current bid: USD $69,000'
  [701] textbox 'Bid amount (USD)', value=''
  StaticText 'Your bid must be at least USD $69,250.'
  StaticText 'Bids are binding. The buyer pays a 5% fee on the final price (minimum $250, maximum $7,500).'
  [702] button 'Place Bid'
  [703] button 'Cancel'""" if modal else ""
    return T("1991 Porsche 911 Carrera 2 Coupe 5-Speed for sale on BaT Auctions | Bring a Trailer", BAT, f"""
[10] link 'Bring a Trailer'
[11] link 'Auctions'
[12] link 'Results'
[13] link 'Sell a Car'
[14] searchbox 'Search BaT'
[15] button 'riverside_wrench'
[100] main ''
  heading '1991 Porsche 911 Carrera 2 Coupe 5-Speed'
  StaticText 'Current Bid:'
  StaticText '{bid[0]}'
  StaticText 'by {bid[1]}'
  StaticText 'Ends In: {left}'
  StaticText 'Ends on Thursday, May 23 at 3:42 PM'
  [101] button 'Place Bid'
  [102] button '{'Watching' if watch else 'Watch'}', pressed={watch}
  StaticText 'Bids: {nbids}'
  StaticText 'Comments: {ncom}'
  StaticText 'Views: {views}'
  StaticText 'Watchers: {watchers}'
  heading 'BaT Essentials'
  [110] list ''
    [111] listitem ''
      StaticText 'Seller:'
      [112] link 'lakeside_964'
    StaticText 'Location: Evanston, Illinois 60201'
    StaticText 'Private Party or Dealer: Private Party'
    StaticText 'Lot #{lot}'
    StaticText 'Chassis: WP0AB2962MS411374'
    StaticText '51k Miles'
    StaticText '3.6-Liter Flat-Six'
    StaticText 'Five-Speed Manual Transaxle'
    StaticText 'Limited-Slip Differential'
    StaticText 'Guards Red Paint'
    StaticText 'Black Leather Upholstery'
    StaticText 'Power Sunroof'
    StaticText '16" Fuchs-Style Wheels'
    StaticText 'Clean Carfax Report'
  heading 'Comments & Bids'
  [400] textbox 'Add a Comment...', value={comment_box!r}
  [401] button 'Submit'
  [410] tablist ''
    [411] tab 'All', selected={filt == "all"}
    [412] tab 'Bid History', selected={filt == "bids"}
    [413] tab 'Seller Comments', selected=False
  [420] list ''
{ind(items, 2)}{mod}""")


def comment_box_text() -> str:
    return "Are the Fuchs-style wheels the originals, and was the sunroof drain cleaned during the 2021 service?"


def t22(rs: RowSet) -> None:
    c = comment_box_text()
    turns = [
        ("click('102')", bat_page(True, "1,147", "141,872", "all", "2d 4h 18m", ("USD $68,250", "gt3_dan"), 23, 87, "9,214")),
        ("click('412')", bat_page(True, "1,147", "141,872", "bids", "2d 4h 17m", ("USD $68,250", "gt3_dan"), 23, 87, "9,216")),
        ("click('411')", bat_page(True, "1,147", "141,827", "all", "2d 4h 17m", ("USD $68,250", "gt3_dan"), 23, 87, "9,216")),
        (f"fill('400', '{c}')", bat_page(True, "1,147", "141,872", "all", "2d 4h 16m", ("USD $68,250", "gt3_dan"), 23, 87, "9,216", comment_box=c)),
        ("click('401')", bat_page(True, "1,147", "141,872", "all", "2d 4h 16m", ("USD $68,250", "gt3_dan"), 23, 88, "9,221", mine=True)),
        ("noop(60000)", bat_page(True, "1,149", "141,872", "all", "2d 4h 15m", ("USD $69,000", "pcar_ohio"), 24, 88, "9,238", mine=True, newbid=True)),
        ("click('101')", bat_page(True, "1,149", "141,872", "all", "2d 4h 15m", ("USD $69,000", "pcar_ohio"), 24, 88, "9,238", mine=True, newbid=True, modal=True)),
    ]
    rs.add("web", "h52-web-22", SYSTEM, turns, state=bat_page(False, "1,146", "141,872", "all", "2d 4h 18m", ("USD $68,250", "gt3_dan"), 23, 87, "9,214"),
           bad=True, turn=3, kind="BaT Essentials give Lot #141,827 in turn 3, but the same listing showed Lot #141,872 at the start and in turns 1-2.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
