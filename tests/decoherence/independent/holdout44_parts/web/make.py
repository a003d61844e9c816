# ruff: noqa: E501
"""Held-out set holdout44, domain web: 22 browser trajectories written blind.

Each trajectory is a BrowserGym session (actions on element bids) whose observations are accessibility
trees in the official AgentWorldBench web notation. Eleven carry exactly one observation that contradicts
an earlier observation or action; the other eleven are clean. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout44_parts.web.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given the previous interactions of this session, the current page state (a BrowserGym accessibility tree, every interactive node prefixed with its bid in brackets) and a browser action, predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and browsing history across turns
3. **Behavioral Fidelity**: Stay faithful to browser behavior, including navigation, loading completion, focus changes, and no-op actions

# Action Space

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

# Content Requirements

If the action changes the page (link click, menu selection, tab switch, pagination, search submission, modal opening, navigation), update the page-level state first: URL, title, main heading, visible main content. If it is a local edit, preserve the full page state and modify only the affected nodes, field values, focus and dependent UI. Preserve untouched subtrees verbatim whenever possible.

# Format Requirements

Preserve the current page state representation format exactly (URL line, RootWebArea, tab-indented nodes, bids in brackets). Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def page(title: str, url: str, lines: list[str]) -> str:
    """An accessibility tree; nesting in ``lines`` is written as two spaces per level and becomes tabs."""
    out = []
    for ln in lines:
        s = ln.lstrip(" ")
        out.append("\t" * ((len(ln) - len(s)) // 2) + s)
    return axtree(title, out, url)


def ind(lines: list[str], n: int) -> list[str]:
    return ["  " * n + ln for ln in lines]


def click(bid: int | str) -> str:
    return f"click('{bid}')"


def fill(bid: int | str, value: str) -> str:
    return f"fill('{bid}', {value!r})"


def select(bid: int | str, option: str) -> str:
    return f"select_option('{bid}', {option!r})"


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------------------------------------------------


# GitLab issues: clean
def t01(rs: RowSet) -> None:
    base = "https://gitlab.corp-helix.io/platform/billing-service"
    issues = [
        (317, "Webhook retries duplicate invoice.paid events when Stripe responds with 409", ["bug", "priority::high"], "Marcus Lee", "3 hours ago", "Priya Raman", 4, "1 hour ago", "v2.14"),
        (315, "Add ISO 4217 minor-unit table for KWD, BHD and OMR", ["backend", "feature"], "Priya Raman", "1 day ago", "", 2, "22 hours ago", "v2.14"),
        (314, "Dunning email template renders raw Liquid tags in Outlook", ["bug", "frontend"], "Sofia Marin", "2 days ago", "Sofia Marin", 7, "5 hours ago", "v2.14"),
        (311, "Tax line rounding differs between invoice preview and final PDF", ["bug", "needs-triage"], "Tom Okafor", "4 days ago", "", 1, "3 days ago", ""),
        (309, "Slow query on invoices index when filtering by customer tag", ["backend", "performance"], "Dana Whitfield", "5 days ago", "Dana Whitfield", 6, "2 days ago", "v2.14"),
        (306, "Document the proration rules for mid-cycle plan downgrades", ["documentation"], "Lena Vogt", "1 week ago", "Lena Vogt", 0, "1 week ago", "v2.15"),
        (305, "Credit note numbering resets after yearly rollover", ["bug", "priority::medium"], "Marcus Lee", "1 week ago", "Marcus Lee", 3, "4 days ago", "v2.14"),
        (302, "Expose invoice.voided event in the public webhook catalog", ["feature"], "Priya Raman", "1 week ago", "", 2, "6 days ago", "v2.15"),
        (299, "Flaky test: InvoiceSchedulerSpec#test_month_end_boundary", ["bug", "ci"], "Tom Okafor", "2 weeks ago", "Tom Okafor", 9, "1 day ago", ""),
        (296, "Support net-45 payment terms for enterprise contracts", ["feature", "priority::low"], "Lena Vogt", "2 weeks ago", "", 5, "1 week ago", "v2.15"),
        (293, "Currency conversion cache is never invalidated after FX rate import", ["backend", "bug"], "Dana Whitfield", "2 weeks ago", "Priya Raman", 4, "9 days ago", "v2.14"),
        (290, "Bulk resend of invoices ignores customer locale", ["bug"], "Sofia Marin", "3 weeks ago", "Sofia Marin", 2, "2 weeks ago", ""),
        (288, "Nightly revenue recognition job exceeds 45 min window", ["performance", "priority::medium"], "Marcus Lee", "3 weeks ago", "Marcus Lee", 11, "3 days ago", "v2.14"),
        (285, "Migrate PDF rendering from wkhtmltopdf to Gotenberg", ["backend", "tech-debt"], "Dana Whitfield", "3 weeks ago", "Dana Whitfield", 14, "2 days ago", "v2.15"),
        (281, "Add audit log entries for manual invoice edits", ["feature", "security"], "Lena Vogt", "1 month ago", "", 3, "3 weeks ago", "v2.15"),
        (278, "Customer portal shows wrong due date for invoices in Pacific/Auckland", ["bug", "frontend"], "Tom Okafor", "1 month ago", "Sofia Marin", 6, "2 weeks ago", ""),
        (274, "Rate-limit the /v1/invoices/search endpoint", ["backend", "security"], "Priya Raman", "1 month ago", "Priya Raman", 2, "3 weeks ago", "v2.14"),
        (270, "Remove deprecated v0 invoice serializer", ["tech-debt"], "Marcus Lee", "1 month ago", "", 0, "1 month ago", ""),
        (266, "Payment method update form loses state on validation error", ["bug", "frontend"], "Sofia Marin", "1 month ago", "", 4, "1 month ago", ""),
        (262, "Add Grafana panel for invoice generation latency", ["observability"], "Dana Whitfield", "2 months ago", "Dana Whitfield", 1, "1 month ago", ""),
    ]
    title_new = "Invoice PDF export times out for invoices with more than 500 line items"
    desc_new = ("Exporting an invoice with more than ~500 line items to PDF fails with a 504 after 60 s. "
                "Seen on INV-2024-118842 (612 lines) and INV-2024-119007 (845 lines). The Gotenberg "
                "request itself finishes in ~9 s; most of the time is spent in LineItemPresenter#tax_breakdown. "
                "Expected: export completes or is queued as a background job.")
    new_row = (318, title_new, ["bug", "performance"], "Dana Whitfield", "just now", "Dana Whitfield", 0, "just now", "")

    def chrome(active: str) -> list[str]:
        return [
            "[101] link 'Skip to main content'",
            "[102] banner 'Top bar'",
            "  [103] link 'Homepage'",
            "  [104] button 'Search or go to…'",
            "  [105] link 'Create new…'",
            "  [106] link 'Issues assigned to you 3'",
            "  [107] link 'Merge requests 5'",
            "  [108] link 'To-Do List 12'",
            "  [109] button 'Dana Whitfield user’s menu', hasPopup='menu'",
            "[110] navigation 'Project navigation'",
            "  [111] link 'billing-service'",
            "  [112] link 'Pinned'",
            "  [113] link 'Manage'",
            "  [114] link 'Plan', expanded=True",
            f"    [115] link 'Issues {43 if active == 'after' else 42}'",
            "    [116] link 'Issue boards'",
            "    [117] link 'Milestones'",
            "    [118] link 'Wiki'",
            "  [119] link 'Code'",
            "  [120] link 'Build'",
            "  [121] link 'Secure'",
            "  [122] link 'Deploy'",
            "  [123] link 'Operate'",
            "  [124] link 'Monitor'",
            "  [125] link 'Analyze'",
            "  [126] link 'Settings'",
            "[127] navigation 'Breadcrumbs'",
            "  [128] link 'Platform'",
            "  [129] link 'billing-service'",
        ]

    def row(i: int, r: tuple) -> list[str]:
        iid, title, labels, author, created, assignee, comments, updated, ms = r
        b = 400 + i * 12
        out = [f"[{b}] listitem ''",
               f"  [{b + 1}] link '{title}'",
               f"  StaticText '#{iid} · created {created} by'",
               f"  [{b + 2}] link '{author}'"]
        if ms:
            out.append(f"  [{b + 3}] link 'Milestone {ms}'")
        for k, lab in enumerate(labels):
            out.append(f"  [{b + 4 + k}] link '{lab}'")
        if assignee:
            out.append(f"  [{b + 7}] link 'Assigned to {assignee}'")
        out.append(f"  [{b + 8}] link '{comments} comments'" if comments != 1 else f"  [{b + 8}] link '1 comment'")
        out.append(f"  StaticText 'updated {updated}'")
        return out

    def listing(rows: list[tuple], counts: tuple[int, int, int], after: bool, filt: str = "") -> str:
        lines = chrome("after" if after else "before") + ["  [130] link 'Issues'", "[131] main ''", "  heading 'Issues'"]
        lines += [
            "  [232] tablist ''",
            f"    [233] tab 'Open {counts[0]}', selected=True",
            f"    [234] tab 'Closed {counts[1]}', selected=False",
            f"    [235] tab 'All {counts[2]}', selected=False",
            "  [236] button 'Subscribe to RSS feed'",
            "  [237] button 'Actions', hasPopup='menu'",
            "  [238] link 'Bulk edit'",
            "  [241] link 'New issue'",
            "  [242] button 'Toggle history', hasPopup='listbox'",
            "  [243] group 'Filter results'",
        ]
        if filt:
            lines += [f"    [244] button 'Label = ~{filt}'", "    [245] button 'Remove token'"]
        lines += [
            "    [246] textbox 'Search or filter results...'",
            "    [247] button 'Search'",
            "  [248] button 'Sort direction: Descending'",
            "  [249] combobox 'Created date', hasPopup='listbox', expanded=False",
            "  [250] button 'Display options'",
            "  [251] list 'Issues'",
        ]
        for i, r in enumerate(rows):
            lines += ind(row(i, r), 2)
        if len(rows) >= 20:
            lines += ["  [700] navigation 'Pagination'", "    StaticText 'Prev'", "    [701] link '1', current='page'",
                      "    [702] link '2'", "    [703] link '3'", "    [704] link 'Next'",
                      "  StaticText 'Show'", "  [705] combobox '20', hasPopup='listbox'"]
        url = base + "/-/issues" + (f"/?sort=created_date&state=opened&label_name%5B%5D={filt}" if filt else "")
        return page("Issues · Platform / billing-service · GitLab", url, lines)

    def newform(title: str, desc: str, assignee: bool, labels: list[str], dropdown: bool) -> str:
        lines = chrome("before") + ["  [130] link 'Issues'", "  [131] link 'New'", "[500] main ''",
                                    "  heading 'New issue'", "  [501] form ''",
                                    "    StaticText 'Title (required)'",
                                    f"    [512] textbox 'Title (required)', required, value='{title}'" if title else "    [512] textbox 'Title (required)', focused, required",
                                    "    StaticText 'Type'",
                                    "    [513] combobox 'Issue', hasPopup='listbox'",
                                    "    [515] combobox 'Choose a template', hasPopup='listbox'",
                                    "    StaticText 'Description'",
                                    "    [516] tablist ''",
                                    "      [517] tab 'Write', selected=True",
                                    "      [518] tab 'Preview', selected=False",
                                    "    [519] toolbar 'Editor toolbar'",
                                    f"    [520] textbox 'Description', value='{desc}'" if desc else "    [520] textbox 'Description', placeholder='Write a description or drag your files here…'",
                                    "    StaticText 'Supports Markdown. For quick actions, type /.'",
                                    "    [530] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.', checked='false'",
                                    "    StaticText 'Assignee'"]
        if assignee:
            lines += ["    [532] combobox 'Dana Whitfield', hasPopup='listbox'", "    [534] button 'Unassign'"]
        else:
            lines += ["    [532] combobox 'Unassigned', hasPopup='listbox'", "    [533] link 'Assign to me'"]
        lines += ["    StaticText 'Milestone'", "    [536] combobox 'Milestone', hasPopup='listbox'",
                  "    StaticText 'Labels'",
                  f"    [539] combobox '{', '.join(labels) if labels else 'Labels'}', hasPopup='listbox', expanded={dropdown}"]
        if dropdown:
            all_labels = ["backend", "bug", "ci", "documentation", "feature", "frontend", "needs-triage", "observability",
                          "performance", "priority::high", "priority::low", "priority::medium", "security", "tech-debt"]
            lines += ["      [560] textbox 'Search labels', focused", "      [561] listbox 'Labels'"]
            for k, lab in enumerate(all_labels):
                lines.append(f"        [{562 + k}] option '{lab}', selected={lab in labels}")
            lines += ["      [580] button 'Create project label'", "      [581] link 'Manage project labels'"]
        lines += ["    StaticText 'Due date'", "    [542] textbox 'Select due date', placeholder='YYYY-MM-DD'",
                  "    [550] button 'Create issue'", "    [551] link 'Cancel'"]
        return page("New issue · Platform / billing-service · GitLab", base + "/-/issues/new", lines)

    issue_page = page(f"{title_new} (#318) · Issues · Platform / billing-service · GitLab", base + "/-/issues/318", chrome("after") + [
        "  [130] link 'Issues'", "  [600] link '#318'", "[601] main ''",
        "  StaticText 'Open'",
        "  StaticText 'Issue created just now by'",
        "  [602] link 'Dana Whitfield'",
        f"  heading '{title_new}'",
        "  [603] button 'Edit title and description'",
        "  [604] button 'Issue actions', hasPopup='menu'",
        f"  paragraph '{desc_new}'",
        "  [605] button 'Add a to do item'",
        "  heading 'Child items 0'",
        "  [606] button 'Add', hasPopup='menu'",
        "  heading 'Linked items 0'",
        "  [607] button 'Add a linked item'",
        "  heading 'Activity'",
        "  [608] combobox 'Sort or filter', hasPopup='listbox'",
        "  [609] list ''",
        "    [610] listitem ''",
        "      [611] link 'Dana Whitfield'",
        "      StaticText 'assigned to @dwhitfield just now'",
        "    [612] listitem ''",
        "      [613] link 'Dana Whitfield'",
        "      StaticText 'added'",
        "      [614] link 'bug'",
        "      [615] link 'performance'",
        "      StaticText 'labels just now'",
        "  [616] textbox 'Comment', placeholder='Write a comment or drag your files here…'",
        "  [617] button 'Comment'",
        "  [618] button 'Close issue'",
        "  [620] complementary 'Issue sidebar'",
        "    [621] button 'Add a to do item'",
        "    StaticText 'Assignee'", "    [622] button 'Edit'", "    [623] link 'Dana Whitfield @dwhitfield'",
        "    StaticText 'Labels'", "    [624] button 'Edit'", "    [625] link 'bug'", "    [626] link 'performance'",
        "    StaticText 'Milestone'", "    [627] button 'Edit'", "    StaticText 'None'",
        "    StaticText 'Iteration'", "    StaticText 'None'",
        "    StaticText 'Due date'", "    [628] button 'Edit'", "    StaticText 'None'",
        "    StaticText 'Time tracking'", "    StaticText 'No estimate or time spent'",
        "    StaticText 'Confidentiality'", "    StaticText 'Not confidential'",
        "    StaticText '1 participant'", "    [629] link 'Dana Whitfield'",
        "    StaticText 'Notifications'", "    [630] switch 'Notifications', checked='true'",
        "    StaticText 'Reference: platform/billing-service#318'", "    [631] button 'Copy Reference'",
        "    StaticText 'Issue email'", "    [632] button 'Copy email address'",
    ])

    older = [
        (241, "Invoice list endpoint N+1 on line item taxes", ["backend", "performance"], "Priya Raman", "3 months ago", "Priya Raman", 8, "2 months ago", ""),
        (198, "Memory spike when generating annual statements", ["performance"], "Tom Okafor", "5 months ago", "", 3, "4 months ago", ""),
    ]
    after_rows = [new_row] + issues[:19]
    perf = [r for r in [new_row] + issues + older if "performance" in r[2]]
    state = listing(issues, (42, 318, 360), False)
    t = []
    t.append((click(241), newform("", "", False, [], False)))
    t.append((fill(512, title_new), newform(title_new, "", False, [], False)))
    t.append((fill(520, desc_new), newform(title_new, desc_new, False, [], False)))
    t.append((click(533), newform(title_new, desc_new, True, [], False)))
    t.append((click(539), newform(title_new, desc_new, True, [], True)))
    t.append((click(563), newform(title_new, desc_new, True, ["bug"], True)))
    t.append((click(570), newform(title_new, desc_new, True, ["bug", "performance"], True)))
    t.append((click(550), issue_page))
    t.append((click(115), listing(after_rows, (43, 318, 361), True)))
    t.append((click(405), listing(perf, (len(perf), 27, 27 + len(perf)), True, "performance")))
    rs.add(task="web", tid="h44-web-01", system=SYSTEM, turns=t, state=state)


# Magento admin products: bad
def t02(rs: RowSet) -> None:
    host = "http://shop-admin.internal:7780/admin"
    prods = [
        (1, "Joust Duffle Bag", "24-MB01", 34.00, 100), (2, "Strive Shoulder Pack", "24-MB04", 32.00, 100),
        (3, "Crown Summit Backpack", "24-MB03", 38.00, 98), (4, "Wayfarer Messenger Bag", "24-MB05", 45.00, 91),
        (5, "Rival Field Messenger", "24-MB06", 45.00, 100), (6, "Fusion Backpack", "24-MB02", 59.00, 96),
        (7, "Impulse Duffle", "24-UB02", 74.00, 100), (8, "Voyage Yoga Bag", "24-WB01", 32.00, 100),
        (9, "Compete Track Tote", "24-WB02", 32.00, 87), (10, "Savvy Shoulder Tote", "24-WB05", 32.00, 100),
        (11, "Endeavor Daytrip Backpack", "24-WB06", 33.00, 100), (12, "Driven Backpack", "24-WB03", 36.00, 95),
        (13, "Overnight Duffle", "24-WB07", 45.00, 100), (14, "Push It Messenger Bag", "24-WB04", 45.00, 99),
    ]
    extra = {
        4: ("0.9", "Gear, Bags", "Nylon, Polyester", "Messenger", "Adjustable, Shoulder", "Laptop Sleeve, Waterproof"),
        5: ("1.1", "Gear, Bags", "Canvas, Leather", "Messenger", "Adjustable, Shoulder", "Laptop Sleeve, Lightweight"),
    }

    def menu() -> list[str]:
        return [
            "[101] navigation ''",
            "  [102] link 'Magento Admin Panel'",
            "  [103] menubar '', orientation='horizontal'",
            "    [104] link '\\ue604 DASHBOARD'",
            "    [105] link '\\ue60b SALES'",
            "    [106] link '\\ue608 CATALOG'",
            "    [107] link '\\ue603 CUSTOMERS'",
            "    [108] link '\\ue609 MARKETING'",
            "    [109] link '\\ue602 CONTENT'",
            "    [110] link '\\ue60a REPORTS'",
            "    [111] link '\\ue60d STORES'",
            "    [112] link '\\ue610 SYSTEM'",
            "    [113] link '\\ue612 FIND PARTNERS & EXTENSIONS'",
            "[114] banner ''",
            "  [115] link '\\ue600 admin'",
            "  [116] link '\\ue607 4'",
            "  [117] textbox '\\ue60c'",
        ]

    def grid(price: dict[int, float], msg: str = "", inline: int | None = None, inline_val: str = "") -> str:
        lines = menu() + ["  heading 'Products'", "[120] main ''"]
        if msg:
            lines += [f"  StaticText '{msg}'"]
        lines += [
            "  [121] button 'Add Product'", "  [122] button 'Add Product options', hasPopup='menu'",
            "  [123] textbox 'Search by keyword'", "  [124] button 'Search'",
            "  [125] button 'Filters'", "  [126] button 'Default View'", "  [127] button 'Columns'", "  [128] button 'Export'",
            "  StaticText 'Active filters:'", "  StaticText 'Attribute Set: Bag'", "  [129] button 'Remove Attribute Set filter'",
            "  [130] button 'Clear all'",
            "  [131] combobox 'Actions', hasPopup='menu'",
            "  StaticText '14 records found'",
            "  [132] combobox '20', hasPopup='listbox'", "  StaticText 'per page'",
            "  [133] button 'Previous Page', disabled=True", "  [134] textbox '1'", "  StaticText 'of 1'", "  [135] button 'Next Page', disabled=True",
            "  [136] table ''",
            "    [137] row ''",
            "      [138] columnheader 'Options'", "      [139] columnheader 'ID', sort='ascending'", "      [140] columnheader 'Thumbnail'",
            "      [141] columnheader 'Name'", "      [142] columnheader 'Type'", "      [143] columnheader 'Attribute Set'",
            "      [144] columnheader 'SKU'", "      [145] columnheader 'Price'", "      [146] columnheader 'Quantity'",
            "      [147] columnheader 'Salable Quantity'", "      [148] columnheader 'Visibility'", "      [149] columnheader 'Status'",
            "      [150] columnheader 'Websites'", "      [151] columnheader 'Action'",
        ]
        for i, (pid, name, sku, _p, qty) in enumerate(prods):
            b = 300 + 20 * i
            if inline == pid:
                lines += [
                    f"    [{b}] row ''",
                    f"      [{b + 1}] checkbox '', checked='true'", f"      [{b + 2}] gridcell '{pid}'", f"      [{b + 3}] gridcell ''",
                    f"      [{b + 4}] textbox 'Name', value='{name}'", f"      [{b + 5}] gridcell 'Simple Product'", f"      [{b + 6}] gridcell 'Bag'",
                    f"      [{b + 7}] textbox 'SKU', value='{sku}'", f"      [{b + 8}] textbox 'Price', value='{inline_val}'", f"      [{b + 9}] textbox 'Quantity', value='{qty:.4f}'",
                    f"      [{b + 10}] gridcell 'Default Stock: {qty}'", f"      [{b + 11}] combobox 'Visibility', value='Catalog, Search'",
                    f"      [{b + 12}] combobox 'Status', value='Enabled'", f"      [{b + 13}] gridcell 'Main Website'",
                    f"      [{b + 16}] row ''", f"        [{b + 17}] button 'Cancel'", f"        [{b + 18}] button 'Save'",
                ]
                continue
            lines += [
                f"    [{b}] row ''",
                f"      [{b + 1}] checkbox '', checked='false'", f"      [{b + 2}] gridcell '{pid}'", f"      [{b + 3}] gridcell '', img '{name}'",
                f"      [{b + 4}] gridcell '{name}'", f"      [{b + 5}] gridcell 'Simple Product'", f"      [{b + 6}] gridcell 'Bag'",
                f"      [{b + 7}] gridcell '{sku}'", f"      [{b + 8}] gridcell '{money(price.get(pid, _p))}'", f"      [{b + 9}] gridcell '{qty:.4f}'",
                f"      [{b + 10}] gridcell 'Default Stock: {qty}'", f"      [{b + 11}] gridcell 'Catalog, Search'",
                f"      [{b + 12}] gridcell 'Enabled'", f"      [{b + 13}] gridcell 'Main Website'",
                f"      [{b + 14}] gridcell 'Edit'", f"        [{b + 15}] link 'Edit'",
            ]
        return page("Products / Inventory / Catalog / Magento Admin", host + "/catalog/product/", lines)

    def edit(pid: int, price: str, msg: str = "", modal: bool = False) -> str:
        _, name, sku, _p, qty = prods[pid - 1]
        weight, cats, material, style, strap, feats = extra[pid]
        lines = menu() + [f"  heading '{name}'", "[120] main ''"]
        if msg:
            lines += [f"  StaticText '{msg}'"]
        lines += [
            "  [121] button '\\ue626 Back'", "  [122] button 'Add Attribute'", "  [123] button 'Customize Product', hasPopup='menu'",
            "  [124] button 'Save'", "  [125] button 'Save options', hasPopup='menu'",
            "  StaticText 'Store View'", "  [126] button 'All Store Views', hasPopup='menu'",
            "  [127] switch 'Enable Product', checked='true'",
            "  StaticText 'Attribute Set'", "  [128] combobox 'Bag', hasPopup='listbox'",
            "  StaticText 'Product Name'", f"  [129] textbox 'Product Name *', required, value='{name}'",
            "  StaticText 'SKU'", f"  [130] textbox 'SKU *', required, value='{sku}'",
            "  StaticText 'Price'", "  StaticText '$'", f"  [131] textbox 'Price *', required, value='{price}'",
            "  [132] button 'Advanced Pricing'",
            "  StaticText 'Tax Class'", "  [133] combobox 'Tax Class', value='Taxable Goods'",
            "  StaticText 'Quantity'", f"  [134] textbox 'Quantity', value='{qty}'", "  [135] button 'Advanced Inventory'",
            "  StaticText 'Stock Status'", "  [136] combobox 'Stock Status', value='In Stock'",
            "  StaticText 'Weight'", "  [137] combobox 'Product has weight', value='This item has weight'",
            f"  [138] textbox 'Weight', value='{weight}'", "  StaticText 'lbs'",
            "  StaticText 'Categories'", f"  [139] combobox '{cats}', hasPopup='listbox'", "  [140] button 'New Category'",
            "  StaticText 'Visibility'", "  [141] combobox 'Visibility', value='Catalog, Search'",
            "  StaticText 'Set Product as New From'", "  [142] textbox 'Set Product as New From'", "  [143] button 'Select date'",
            "  StaticText 'To'", "  [144] textbox 'To'", "  [145] button 'Select date'",
            "  StaticText 'Country of Manufacture'", "  [146] combobox 'Country of Manufacture', value=' '",
            "  StaticText 'Activity'", "  [147] listbox 'Activity', multiselectable", "  StaticText 'Material'", f"  StaticText '{material}'",
            "  StaticText 'Style Bags'", f"  StaticText '{style}'", "  StaticText 'Strap/Handle'", f"  StaticText '{strap}'",
            "  StaticText 'Features Bags'", f"  StaticText '{feats}'",
            "  [150] button 'Content'", "  [151] button 'Configurations'", "  [152] button 'Product Reviews'",
            "  [153] button 'Images And Videos'", "  [154] button 'Search Engine Optimization'", "  [155] button 'Related Products, Up-Sells, and Cross-Sells'",
            "  [156] button 'Customizable Options'", "  [157] button 'Product in Websites'", "  [158] button 'Design'",
            "  [159] button 'Schedule Design Update'", "  [160] button 'Gift Options'", "  [161] button 'Downloadable Information'",
        ]
        if modal:
            lines += [
                "[800] dialog 'Advanced Pricing'",
                "  heading 'Advanced Pricing'", "  [801] button 'Done'", "  [802] button 'Close'",
                "  StaticText 'Special Price'", "  StaticText '$'", "  [803] textbox 'Special Price'",
                "  StaticText 'Special Price From'", "  [804] textbox 'Special Price From'", "  [805] button 'Select date'",
                "  StaticText 'To'", "  [806] textbox 'To'", "  [807] button 'Select date'",
                "  StaticText 'Cost'", "  StaticText '$'", "  [808] textbox 'Cost'",
                "  StaticText 'Tier Price'", "  [809] button 'Add'",
                "  StaticText 'Manufacturer Suggested Retail Price'", "  StaticText '$'", "  [810] textbox 'Manufacturer Suggested Retail Price'",
                "  StaticText 'Display Actual Price'", "  [811] combobox 'Display Actual Price', value='Use config'",
            ]
        return page(f"{name} / Products / Inventory / Catalog / Magento Admin", f"{host}/catalog/product/edit/id/{pid}/", lines)

    saved = "You saved the product."
    t = []
    t.append((click(375), edit(4, "45.00")))
    t.append((fill(131, "39.00"), edit(4, "39.00")))
    t.append((click(124), edit(4, "39.00", saved)))
    t.append((click(121), grid({4: 39.00})))
    t.append((click(384), grid({4: 39.00}, inline=5, inline_val="45.00")))
    t.append((fill(388, "39.00"), grid({4: 39.00}, inline=5, inline_val="39.00")))
    t.append((click(398), grid({4: 45.00, 5: 39.00}, msg="You have successfully saved your edits.")))
    t.append((click(395), edit(5, "39.00")))
    t.append((click(132), edit(5, "39.00", modal=True)))
    rs.add(task="web", tid="h44-web-02", system=SYSTEM, turns=t, state=grid({}), bad=True, turn=7,
           kind="product price set in the editor reads back as the old value in the grid")


# Postmill forum comment: clean
def t03(rs: RowSet) -> None:
    host = "http://forum.internal:9999"
    me = "MarvelsGrantMan136"
    post_url = host + "/f/books/58312/what-book-did-you-finish-this-month-that-surprised-you"
    post_title = "What book did you finish this month that surprised you?"
    mine = ("Piranesi by Susanna Clarke. I expected a slow fantasy and got a locked-room mystery where the room "
            "is a whole house of tides. Finished it in two sittings.")

    def top() -> list[str]:
        return [
            "[40] navigation ''", "  [41] link 'Jump to main content'", "  [42] link 'Jump to sidebar'",
            "[43] navigation ''", "  [44] link 'Home'", "  [45] link 'Forums'", "  [46] link 'Wiki'",
            "  [47] searchbox 'Search query'", "  [48] link 'Notifications (0)'", "  [49] link 'Submit'",
            f"  [50] button '{me}', hasPopup='menu', expanded=False",
        ]

    forums = [("AskReddit", 21843, 1203), ("books", 9871, 412), ("history", 7302, 356), ("movies", 11457, 733),
              ("personalfinance", 6630, 289), ("space", 5218, 177), ("technology", 12096, 951), ("worldnews", 14380, 1688),
              ("Music", 8121, 402), ("gaming", 10770, 845), ("science", 9044, 530), ("pittsburgh", 1893, 64)]
    flist = top() + ["[60] main ''", "  heading 'List of forums'", "  [61] link 'Create forum'",
                     "  [62] table ''", "    [63] row ''", "      [64] columnheader 'Name'", "      [65] columnheader 'Subscribers'",
                     "      [66] columnheader 'Submissions'", "      [67] columnheader ''"]
    for i, (f, subs, posts) in enumerate(forums):
        b = 70 + 5 * i
        flist += [f"    [{b}] row ''", f"      [{b + 1}] link '{f}'", f"      [{b + 2}] gridcell '{subs:,}'",
                  f"      [{b + 3}] gridcell '{posts:,}'", f"      [{b + 4}] button '{'Unsubscribe' if f in ('books', 'space', 'pittsburgh') else 'Subscribe'}'"]
    state = page("List of forums", host + "/forums", flist)

    posts = [
        (58312, post_title, "quietlibrarian", "3 hours ago", 34, 128),
        (58297, "Finished all 14 books of The Wheel of Time. AMA about the experience", "tarvalon_reader", "5 hours ago", 87, 341),
        (58290, "Does anyone else keep a paper reading journal?", "inkandpulp", "6 hours ago", 52, 96),
        (58271, "Used bookstore haul: 11 books for $19", "secondhandsaturday", "9 hours ago", 23, 210),
        (58266, "The Count of Monte Cristo translation comparison (Buss vs. unknown 1846)", "edmond_d", "10 hours ago", 41, 77),
        (58240, "Audiobooks count as reading. Change my mind.", "commuterpages", "14 hours ago", 198, 64),
        (58233, "Best non-fiction about the history of maps?", "cartophile88", "15 hours ago", 19, 58),
        (58219, "I read 100 pages a day for a year. Here is what changed", "dailypages", "18 hours ago", 112, 402),
    ]
    fl = top() + ["[60] main ''", "  heading 'books'", "  [61] link 'Hot'", "  [62] link 'New'", "  [63] link 'Active'",
                  "  [64] link 'Top'", "  [65] link 'Controversial'", "  [66] link 'Most commented'"]
    for i, (_pid, title, user, when, ncom, score) in enumerate(posts):
        b = 100 + 8 * i
        fl += [f"  [{b}] article ''", f"    [{b + 1}] link '{title}'", "    StaticText 'Submitted by'", f"    [{b + 2}] link '{user}'",
               f"    StaticText '{when}'", f"    [{b + 3}] link '{ncom} comments'", f"    [{b + 4}] button 'Upvote'",
               f"    StaticText '{score}'", f"    [{b + 5}] button 'Downvote'"]
    fl += ["  [200] link 'More'", "[201] complementary ''", "  heading 'books'", "  [202] button 'Unsubscribe'",
           "  StaticText '9,871 subscribers'", "  StaticText 'Discussion of books, authors and reading. Be civil, no piracy links, spoilers in tags.'",
           "  heading 'Moderators'", "  [203] link 'quietlibrarian'", "  [204] link 'edmond_d'"]
    forum_page = page("books", host + "/f/books", fl)

    comments = [
        ("inkandpulp", "3 hours ago", 41, "The Remains of the Day. I thought it would be dull and it wrecked me in the last 30 pages."),
        ("tarvalon_reader", "2 hours ago", 33, "Project Hail Mary. Did not expect to cry about a spider-rock."),
        ("cartophile88", "2 hours ago", 19, "Stoner by John Williams. Nothing happens and everything happens."),
        ("secondhandsaturday", "2 hours ago", 12, "The Thursday Murder Club, picked it up as a palate cleanser and it was genuinely clever."),
        ("edmond_d", "1 hour ago", 9, "Braiding Sweetgrass. Slow at first, then I was underlining every other page."),
        ("commuterpages", "47 minutes ago", 4, "Klara and the Sun. Quieter than Never Let Me Go but it stuck with me."),
    ]

    def post(score: int, voted: bool, draft: str, ncom: int, mine_when: str | None) -> str:
        ln = top() + ["[60] main ''", "  [300] article ''", f"    heading '{post_title}'",
                      "    StaticText 'Submitted by'", "    [301] link 'quietlibrarian'", "    StaticText '3 hours ago in'", "    [302] link 'books'",
                      "    paragraph 'Mine was Demon Copperhead. I avoided it for a year because of the hype and it absolutely earned it. What caught you off guard?'",
                      f"    [303] button 'Upvote', pressed={voted}", f"    StaticText '{score}'", "    [304] button 'Downvote', pressed=False",
                      f"    [305] link '{ncom} comments'", "    [306] button 'Save'", "    [307] button 'Report'",
                      "  heading 'Comments'", "  StaticText 'Sort by:'", "  [308] combobox 'Sort by', value='Best'"]
        ln += ["  [310] form ''", f"    [311] textbox 'Comment', value='{draft}'" if draft else "    [311] textbox 'Comment'",
               "    [312] checkbox 'Send reply notifications', checked='true'", "    [313] button 'Post'"]
        for i, (user, when, pts, text) in enumerate(comments):
            b = 320 + 6 * i
            ln += [f"  [{b}] article ''", f"    [{b + 1}] link '{user}'", f"    StaticText '{when}'", f"    paragraph '{text}'",
                   f"    [{b + 2}] button 'Upvote'", f"    StaticText '{pts} points'", f"    [{b + 3}] button 'Downvote'",
                   f"    [{b + 4}] link 'Reply'", f"    [{b + 5}] link 'Permalink'"]
        if mine_when:
            ln += ["  [380] article ''", f"    [381] link '{me}'", f"    StaticText '{mine_when}'", f"    paragraph '{mine}'",
                   "    [382] button 'Upvote', pressed=True", "    StaticText '1 point'", "    [383] button 'Downvote'",
                   "    [384] link 'Reply'", "    [385] link 'Permalink'", "    [386] link 'Edit'", "    [387] button 'Delete'"]
        ln += ["  StaticText 'Showing top comments.'", f"  [390] link 'View all {ncom} comments'"]
        return page(post_title, post_url, ln)

    profile = page(f"{me}", host + f"/user/{me}", top() + [
        "[60] main ''", f"  heading '{me}'", "  StaticText 'Registered Jan 14, 2023'",
        "  [61] link 'Overview'", "  [62] link 'Submissions'", "  [63] link 'Comments'", "  [64] link 'Trash'",
        "  [70] article ''", "    StaticText 'Comment on'", f"    [71] link '{post_title}'", "    StaticText 'in'", "    [72] link 'books'",
        "    StaticText '1 minute ago'", f"    paragraph '{mine}'", "    StaticText '1 point'",
        "  [80] article ''", "    StaticText 'Comment on'", "    [81] link 'Which telescope for a beginner under $400?'", "    StaticText 'in'", "    [82] link 'space'",
        "    StaticText '2 days ago'", "    paragraph 'A 6-inch Dobsonian. Skip the tripod refractors in that price range.'", "    StaticText '14 points'",
        "  [90] article ''", "    StaticText 'Submission'", "    [91] link 'Strip District parking on Saturday mornings'", "    StaticText 'in'", "    [92] link 'pittsburgh'",
        "    StaticText '5 days ago'", "    StaticText '27 points'", "    [93] link '18 comments'",
        "  [95] article ''", "    StaticText 'Comment on'", "    [96] link 'Best sci-fi series to start in 2024?'", "    StaticText 'in'", "    [97] link 'books'",
        "    StaticText '1 week ago'", "    paragraph 'The Expanse. Nine books, all finished, and the TV show is a good companion.'", "    StaticText '52 points'",
        "  [98] link 'More'",
    ])
    t = []
    t.append((click(76), forum_page))
    t.append((click(101), post(128, False, "", 34, None)))
    t.append((click(303), post(129, True, "", 34, None)))
    t.append((fill(311, mine), post(129, True, mine, 34, None)))
    t.append((click(313), post(129, True, "", 35, "just now")))
    t.append((click(381), profile))
    t.append(("go_back()", post(130, True, "", 35, "2 minutes ago")))
    rs.add(task="web", tid="h44-web-03", system=SYSTEM, turns=t, state=state)


# OpenStreetMap search and directions: bad
def t04(rs: RowSet) -> None:
    host = "https://www.openstreetmap.org"
    name = "Phipps Conservatory and Botanical Gardens"

    def head(search: str = "", directions: bool = False) -> list[str]:
        ln = ["[30] banner ''", "  [31] link 'OpenStreetMap logo OpenStreetMap'", "  [32] link 'Edit'", "  [33] button 'Choose an editor', hasPopup='menu'",
              "  [34] link 'History'", "  [35] link 'Export'", "  [36] link 'GPS Traces'", "  [37] link 'User Diaries'", "  [38] link 'Communities'",
              "  [39] link 'Copyright'", "  [40] link 'Help'", "  [41] link 'About'", "  [42] link 'Log In'", "  [43] link 'Sign Up'"]
        if not directions:
            ln += ["[50] search ''", f"  [51] textbox 'Search', value='{search}'" if search else "  [51] textbox 'Search', focused",
                   "  [52] button 'Go'", "  [53] link 'Find directions between two points'", "  [54] button 'Where is this?'"]
        return ln

    def mapctl() -> list[str]:
        return ["[190] region 'Map'", "  [191] button 'Zoom In'", "  [192] button 'Zoom Out'", "  [193] button 'Show My Location'",
                "  [194] button 'Layers'", "  [195] button 'Legend'", "  [196] button 'Share'", "  [197] button 'Add a note to the map'",
                "  [198] button 'Query features'", "  StaticText '100 m'", "  StaticText '500 ft'",
                "  StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'"]

    home = page("OpenStreetMap", host + "/", head() + ["[60] complementary ''", "  heading 'Welcome to OpenStreetMap!'",
                "  StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
                "  StaticText 'Hosting is supported by Fastly, OSMF corporate members, and other partners.'",
                "  [61] link 'Learn More'", "  [62] link 'Start Mapping'", "  [63] button 'Close'"] + mapctl())
    results = page("OpenStreetMap | Search results", host + "/search?query=Phipps%20Conservatory#map=17/40.43886/-79.94725",
                   head("Phipps Conservatory") + ["[60] complementary ''", "  heading 'Search Results'", "  [61] button 'Close'",
                   "  heading 'Results from OpenStreetMap Nominatim'", "  [62] list ''",
                   "    [63] listitem ''", "      StaticText 'Garden'", f"      [64] link '{name}, 1, Schenley Drive, Squirrel Hill North, Pittsburgh, Allegheny County, Pennsylvania, 15213, United States'",
                   "    [65] listitem ''", "      StaticText 'Building'", "      [66] link 'Phipps Conservatory, Schenley Drive, Squirrel Hill North, Pittsburgh, Allegheny County, Pennsylvania, 15213, United States'",
                   "    [67] listitem ''", "      StaticText 'Parking'", "      [68] link 'Phipps Conservatory Parking, Schenley Drive, Squirrel Hill North, Pittsburgh, Allegheny County, Pennsylvania, 15213, United States'",
                   "    [69] listitem ''", "      StaticText 'Bus Stop'", "      [70] link 'Schenley Drive at Phipps Conservatory, Schenley Drive, Squirrel Hill North, Pittsburgh, Allegheny County, Pennsylvania, 15213, United States'",
                   "    [71] listitem ''", "      StaticText 'Garden'", "      [72] link 'Phipps Conservatory Outdoor Garden, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, Pennsylvania, 15213, United States'",
                   "  [73] link 'More results'"] + mapctl())
    tags = [("addr:city", "Pittsburgh"), ("addr:housenumber", "1"), ("addr:postcode", "15213"), ("addr:state", "PA"),
            ("addr:street", "Schenley Drive"), ("leisure", "garden"), ("name", name), ("opening_hours", "Mo-Su 09:30-17:00; Fr 09:30-22:00"),
            ("operator", "Phipps Conservatory and Botanical Gardens, Inc."), ("phone", "+1-412-622-6914"), ("tourism", "attraction"),
            ("website", "https://www.phipps.conservatory.org/"), ("wikidata", "Q7186620"), ("wikipedia", "en:Phipps Conservatory and Botanical Gardens")]
    nodes = [2731149806, 2731149807, 2731149809, 2731149812, 2731149815, 2731149817, 2731149820, 2731149824, 4418029361, 4418029362,
             2731149828, 2731149831]

    def way(changeset: str) -> str:
        ln = head() + ["[60] complementary ''", f"  heading 'Way: {name} (30387192)'", "  [61] button 'Close'",
                       "  StaticText 'Edited about 1 year ago by'", "  [62] link 'pgh_mapper_jk'",
                       "  StaticText 'Version #14 · Changeset #'", f"  [63] link '{changeset}'",
                       "  StaticText 'Comment: Phipps: opening hours from website, add operator'",
                       "  heading 'Tags (14)'", "  [64] table ''"]
        for i, (k, v) in enumerate(tags):
            ln += [f"    [{65 + 2 * i}] row ''", f"      [{66 + 2 * i}] cell '{k}'", f"      cell '{v}'"]
        ln += ["  heading 'Nodes (41)'", "  [100] list ''"]
        for i, n in enumerate(nodes):
            ln += [f"    [{101 + i}] link '{n}'"]
        ln += ["    StaticText '… 29 more'", "  [120] link 'Download XML'", "  [121] link 'View History'", "  [122] link 'View Details'"] + mapctl()
        return page(f"OpenStreetMap | Way: {name} (30387192)", host + "/way/30387192", ln)

    hist = [
        (14, "about 1 year ago", "pgh_mapper_jk", "139284517", "Phipps: opening hours from website, add operator"),
        (13, "almost 2 years ago", "jkrrnd", "121904455", "Schenley Park paths and garden outlines"),
        (12, "over 3 years ago", "Rub21", "103448210", "Fix self-intersecting way"),
        (11, "over 4 years ago", "pgh_mapper_jk", "82117734", "Add wikidata and wikipedia tags"),
        (10, "over 5 years ago", "Minh Nguyen", "71022915", "Add address"),
        (9, "over 6 years ago", "ElliottPlack", "55304986", "Pittsburgh building and landuse cleanup"),
    ]
    hl = head() + ["[60] complementary ''", f"  heading 'Way History: {name}'", "  [61] button 'Close'"]
    for i, (v, when, user, cs, comment) in enumerate(hist):
        b = 130 + 5 * i
        hl += [f"  [{b}] article ''", f"    [{b + 1}] link 'Version #{v}'", f"    StaticText 'Edited {when} by'", f"    [{b + 2}] link '{user}'",
               "    StaticText 'Changeset #'", f"    [{b + 3}] link '{cs}'", f"    StaticText 'Comment: {comment}'"]
    hl += ["  [170] link 'Older Versions'", "  [171] link 'Download XML'", "  [172] link 'View Details'"] + mapctl()
    history = page(f"OpenStreetMap | Way History: {name}", host + "/way/30387192/history", hl)

    def route(engine: str, dist: str, time: str, steps: list[tuple[str, str]]) -> str:
        engines = ["Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)", "Bicycle (OSRM)", "Car (OSRM)", "Foot (OSRM)", "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)"]
        slug = {"Foot (OSRM)": "fossgis_osrm_foot", "Bicycle (OSRM)": "fossgis_osrm_bike"}[engine]
        ln = head(directions=True) + ["[50] form ''", "  [51] textbox 'From', value='40.4433, -79.9436'", "  [52] button 'Reverse Directions'",
                                      "  [53] textbox 'To', value='40.4395, -79.9474'", f"  [54] combobox 'Engine', value='{engine}'"]
        ln += [f"    [{55 + i}] option '{e}', selected={e == engine}" for i, e in enumerate(engines)]
        ln += ["  [65] button 'Go'", "  [66] button 'Close'", "[70] complementary ''", "  heading 'Directions'",
               f"  StaticText 'Distance: {dist}. Time: {time}.'", "  [71] link 'Download route as GPX'", "  [72] table ''"]
        for i, (txt, d) in enumerate(steps):
            ln += [f"    [{73 + i}] row ''", f"      cell '{i + 1}.'", f"      cell '{txt}'", f"      cell '{d}'"]
        ln += ["  StaticText 'Directions courtesy of FOSSGIS OSRM (OSRM)'"] + mapctl()
        return page("OpenStreetMap | Directions", f"{host}/directions?engine={slug}&route=40.4433%2C-79.9436%3B40.4395%2C-79.9474#map=16/40.4415/-79.9451", ln)

    foot = [("Start on Forbes Avenue", "90m"), ("Turn right onto Schenley Drive Extension", "310m"), ("Slight left onto the footway", "140m"),
            ("Turn left onto Panther Hollow Trail", "260m"), ("Turn right onto the footway", "120m"), ("Continue onto Schenley Drive", "210m"),
            ("Turn left onto the footway", "45m"), ("Reach destination", "")]
    bike = [("Start on Forbes Avenue", "90m"), ("Turn right onto Schenley Drive Extension", "310m"), ("Continue onto Schenley Drive", "880m"),
            ("Turn left onto the service road", "70m"), ("Turn right onto the footway", "40m"), ("Reach destination", "")]
    t = []
    t.append((fill(51, "Phipps Conservatory"), page("OpenStreetMap", host + "/", head("Phipps Conservatory") + ["[60] complementary ''", "  heading 'Welcome to OpenStreetMap!'",
              "  StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
              "  StaticText 'Hosting is supported by Fastly, OSMF corporate members, and other partners.'",
              "  [61] link 'Learn More'", "  [62] link 'Start Mapping'", "  [63] button 'Close'"] + mapctl())))
    t.append((click(52), results))
    t.append((click(64), way("139284517")))
    t.append((click(121), history))
    t.append(("go_back()", way("139248517")))
    t.append(("goto('https://www.openstreetmap.org/directions?engine=fossgis_osrm_foot&route=40.4433%2C-79.9436%3B40.4395%2C-79.9474')",
              route("Foot (OSRM)", "1.2km", "0:16", foot)))
    t.append((select(54, "Bicycle (OSRM)"), route("Bicycle (OSRM)", "1.4km", "0:06", bike)))
    rs.add(task="web", tid="h44-web-04", system=SYSTEM, turns=t, state=home, bad=True, turn=5,
           kind="changeset number of the unchanged way version drifts on revisit")


# Jenkins parameterized build: clean
def t05(rs: RowSet) -> None:
    host = "https://ci.ledgerline.io"
    job = host + "/job/payments-api-deploy"
    sha = "9c41e7d2b0a8f3c5e6d71a2b4c8e0f9a1d3b5c77"

    def top(crumbs: list[str]) -> list[str]:
        ln = ["[20] banner ''", "  [21] link 'Jenkins'", "  [22] search ''", "    [23] combobox 'Search (CTRL+K)', hasPopup='listbox'",
              "  [24] link 'Manage Jenkins'", "  [25] link 'Priya Raman'", "  [26] link 'log out'",
              "[27] navigation 'breadcrumb'", "  [28] link 'Dashboard'", "  [29] link 'payments-api-deploy'"]
        ln += [f"  StaticText '{c}'" for c in crumbs]
        return ln

    def side(running: bool, last: str) -> list[str]:
        ln = ["[30] navigation 'Side panel'", "  [31] link 'Status'", "  [32] link 'Changes'", "  [33] link 'Build with Parameters'",
              "  [34] link 'Configure'", "  [35] link 'Delete Pipeline'", "  [36] link 'Full Stage View'", "  [37] link 'Stages'",
              "  [38] link 'Rename'", "  [39] link 'Pipeline Syntax'", "[40] region 'Build History'", "  heading 'Build History'",
              "  [41] link 'trend'", "  [42] textbox 'Filter builds...'"]
        hist = [("#212", "May 14, 2024, 7:31 AM", "Success"), ("#211", "May 13, 2024, 6:02 PM", "Failed"),
                ("#210", "May 13, 2024, 2:47 PM", "Success"), ("#209", "May 13, 2024, 11:15 AM", "Success"),
                ("#208", "May 10, 2024, 4:58 PM", "Aborted"), ("#207", "May 10, 2024, 4:40 PM", "Success"),
                ("#206", "May 9, 2024, 9:12 AM", "Success")]
        if last:
            hist = [("#213", "May 14, 2024, 10:42 AM", last)] + hist
        for i, (n, d, s) in enumerate(hist):
            b = 43 + 3 * i
            ln += [f"  [{b}] link '{n}'", f"  [{b + 1}] link '{d}'", f"  StaticText '{s}'"]
            if n == "#213" and running:
                ln += ["  [70] progressbar 'Estimated remaining time: 4 min 3 sec'", "  [71] button 'cancel'"]
        ln += ["  [72] link 'Atom feed for all'", "  [73] link 'Atom feed for failures'"]
        return ln

    stages = ["Declarative: Checkout SCM", "Build", "Unit tests", "Integration tests", "Push image", "Deploy"]

    def jobpage(last: str, running: bool, perm: list[str], stage_rows: list[tuple[str, str, list[str]]]) -> str:
        ln = top([]) + side(running, last) + ["[80] main ''", "  heading 'payments-api-deploy'", "  [81] link 'Edit description'",
                                               "  StaticText 'Builds the payments-api image, runs tests and deploys it to the chosen environment.'",
                                               "  [82] button 'Disable Project'", "  heading 'Stage View'",
                                               "  StaticText 'Average stage times: (Average full run time: ~4min 6s)'",
                                               "  [83] table ''", "    [84] row ''"]
        ln += [f"      columnheader '{s}'" for s in stages]
        ln += ["    row ''", "      cell ''", "      cell '4s'", "      cell '1min 2s'", "      cell '38s'", "      cell '1min 31s'", "      cell '21s'", "      cell '12s'"]
        for n, d, cells in stage_rows:
            ln += ["    row ''", f"      cell '{n} {d}'"] + [f"      cell '{c}'" for c in cells]
        ln += ["  heading 'Permalinks'", "  [90] list ''"] + [f"    [{91 + i}] link '{p}'" for i, p in enumerate(perm)]
        return page("payments-api-deploy [Jenkins]", job + "/", ln)

    old_rows = [("#212", "May 14 07:31", ["3s", "58s", "36s", "1min 27s", "20s", "11s"]),
                ("#211", "May 13 18:02", ["4s", "1min 5s", "41s", "2min 2s (failed)", "", ""]),
                ("#210", "May 13 14:47", ["4s", "1min 1s", "37s", "1min 30s", "22s", "13s"])]
    perm0 = ["Last build (#212), 3 hr 11 min ago", "Last stable build (#212), 3 hr 11 min ago", "Last successful build (#212), 3 hr 11 min ago",
             "Last failed build (#211), 16 hr ago", "Last unsuccessful build (#211), 16 hr ago", "Last completed build (#212), 3 hr 11 min ago"]

    def form(env: str) -> str:
        ln = top(["Build with Parameters"]) + side(False, "") + ["[80] main ''", "  heading 'Pipeline payments-api-deploy'",
                                                                  "  StaticText 'This build requires parameters:'", "  [81] form ''",
                                                                  "    StaticText 'BRANCH'", "    [82] textbox 'BRANCH', value='main'", "    StaticText 'Git branch or tag to build'",
                                                                  "    StaticText 'DEPLOY_ENV'", f"    [83] combobox 'DEPLOY_ENV', value='{env}'",
                                                                  f"      [84] option 'staging', selected={env == 'staging'}", f"      [85] option 'qa', selected={env == 'qa'}",
                                                                  f"      [86] option 'production', selected={env == 'production'}",
                                                                  "    [87] checkbox 'RUN_INTEGRATION_TESTS', checked='true'", "    StaticText 'Run the Testcontainers suite before pushing the image'",
                                                                  "    StaticText 'IMAGE_TAG'", "    [88] textbox 'IMAGE_TAG'", "    StaticText 'Leave empty to use the short commit SHA'",
                                                                  "    [89] button 'Build'"]
        return page("payments-api-deploy [Jenkins]", job + "/build?delay=0sec", ln)

    build_page = page("payments-api-deploy #213 [Jenkins]", job + "/213/", top(["#213"]) + [
        "[30] navigation 'Side panel'", "  [31] link 'Back to Project'", "  [32] link 'Status'", "  [33] link 'Changes'", "  [34] link 'Console Output'",
        "  [35] link 'Edit Build Information'", "  [36] link 'Delete build ‘#213’'", "  [37] link 'Timings'", "  [38] link 'Git Build Data'",
        "  [39] link 'Pipeline Overview'", "  [40] link 'Parameters'", "  [41] link 'Restart from Stage'", "  [42] link 'Replay'",
        "  [43] link 'Pipeline Steps'", "  [44] link 'Workspaces'", "  [45] link 'Previous Build'",
        "[80] main ''", "  heading 'Build #213 (May 14, 2024, 10:42:07 AM)'", "  [81] link 'Edit Build Information'",
        "  StaticText 'Started 14 sec ago'", "  [82] progressbar 'Estimated remaining time: 3 min 52 sec'", "  [83] button 'cancel'",
        "  StaticText 'Started by user'", "  [84] link 'Priya Raman'",
        "  StaticText 'This run spent:'", "  StaticText '2 ms waiting;'", "  StaticText '14 sec build duration;'",
        "  StaticText 'Revision:'", f"  StaticText '{sha}'", "  StaticText 'Repository: git@gitlab.ledgerline.io:payments/payments-api.git'",
        "  StaticText 'refs/remotes/origin/main'",
        "  heading 'Changes'", "  [85] list ''", "    [86] listitem ''", "      StaticText 'Add retry budget to settlement client ('", "      [87] link 'details'", "      StaticText ') by alice.ng'",
        "    [88] listitem ''", "      StaticText 'Bump grpc-java to 1.63.0 ('", "      [89] link 'details'", "      StaticText ') by renovate-bot'",
    ])

    log_a = [
        "Started by user Priya Raman",
        "Obtained Jenkinsfile from git git@gitlab.ledgerline.io:payments/payments-api.git",
        "[Pipeline] Start of Pipeline",
        "[Pipeline] node",
        "Running on build-agent-04 in /var/lib/jenkins/workspace/payments-api-deploy",
        "[Pipeline] stage",
        "[Pipeline] { (Declarative: Checkout SCM)",
        "[Pipeline] checkout",
        "Selected Git installation does not exist. Using Default",
        "The recommended git tool is: NONE",
        "using credential gitlab-deploy-key",
        " > git rev-parse --resolve-git-dir /var/lib/jenkins/workspace/payments-api-deploy/.git # timeout=10",
        "Fetching changes from the remote Git repository",
        " > git fetch --tags --force --progress -- git@gitlab.ledgerline.io:payments/payments-api.git +refs/heads/*:refs/remotes/origin/* # timeout=10",
        " > git rev-parse refs/remotes/origin/main^{commit} # timeout=10",
        f"Checking out Revision {sha} (refs/remotes/origin/main)",
        f" > git checkout -f {sha} # timeout=10",
        "Commit message: \"Add retry budget to settlement client\"",
        " > git rev-list --no-walk 5e02b8a91c4d7f3e6a10b2c9d8e7f6a5b4c3d2e1 # timeout=10",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] stage",
        "[Pipeline] { (Build)",
        "[Pipeline] sh",
        "+ ./gradlew --no-daemon clean assemble",
        "Starting a Gradle Daemon (subsequent builds will be faster)",
        "> Task :clean",
        "> Task :compileJava",
    ]
    log_b = [
        "> Task :processResources",
        "> Task :classes",
        "> Task :bootJar",
        "> Task :assemble",
        "",
        "BUILD SUCCESSFUL in 58s",
        "6 actionable tasks: 6 executed",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] stage",
        "[Pipeline] { (Unit tests)",
        "[Pipeline] sh",
        "+ ./gradlew --no-daemon test",
    ]
    log_c = [
        "> Task :test",
        "SettlementClientTest > retriesWithinBudget() PASSED",
        "SettlementClientTest > stopsAfterBudgetExhausted() PASSED",
        "BUILD SUCCESSFUL in 37s",
        "[Pipeline] junit",
        "Recording test results",
        "[Checks API] No suitable checks publisher found.",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] stage",
        "[Pipeline] { (Integration tests)",
        "[Pipeline] sh",
        "+ ./gradlew --no-daemon integrationTest",
        "Testcontainers: postgres:15.6 started in 4.2 s",
        "BUILD SUCCESSFUL in 1m 18s",
        "[Pipeline] }",
        "[Pipeline] stage",
        "[Pipeline] { (Push image)",
        "[Pipeline] sh",
        "+ docker build -t registry.ledgerline.io/payments-api:9c41e7d .",
        "Successfully tagged registry.ledgerline.io/payments-api:9c41e7d",
        "+ docker push registry.ledgerline.io/payments-api:9c41e7d",
        "9c41e7d: digest: sha256:4be1f0c7a93d2e58b6c1d0e7f8a9b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d size: 2412",
        "[Pipeline] }",
        "[Pipeline] stage",
        "[Pipeline] { (Deploy)",
        "[Pipeline] sh",
        "+ helm upgrade --install payments-api charts/payments-api -n payments-qa --set image.tag=9c41e7d --wait --timeout 5m",
        "Release \"payments-api\" has been upgraded. Happy Helming!",
        "NAME: payments-api",
        "NAMESPACE: payments-qa",
        "STATUS: deployed",
        "REVISION: 57",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] }",
        "[Pipeline] // node",
        "[Pipeline] End of Pipeline",
        "Finished: SUCCESS",
    ]

    def console(lines: list[str], done: bool) -> str:
        ln = top(["#213", "Console Output"]) + ["[30] navigation 'Side panel'", "  [31] link 'Back to Project'", "  [32] link 'Status'", "  [33] link 'Changes'",
                                                 "  [34] link 'Console Output'", "  [35] link 'View as plain text'", "  [36] link 'Edit Build Information'",
                                                 "  [37] link 'Timings'", "  [38] link 'Pipeline Overview'", "  [39] link 'Parameters'",
                                                 "[80] main ''", "  heading 'Console Output'", "  [81] link 'Download'", "  [82] link 'Copy'", "  [83] link 'View as plain text'",
                                                 "  [84] group ''"] + [f"    StaticText {x!r}" for x in lines]
        if not done:
            ln += ["  [85] progressbar ''"]
        return page("payments-api-deploy #213 Console [Jenkins]", job + "/213/console", ln)

    changes = page("payments-api-deploy Changes [Jenkins]", job + "/changes", top(["Changes"]) + side(False, "Success") + [
        "[80] main ''", "  heading 'Changes'",
        "  heading '#213 (May 14, 2024, 10:42:07 AM)'", "  [100] list ''",
        "    [101] listitem ''", "      StaticText 'Add retry budget to settlement client — alice.ng /'", "      [102] link 'detail'",
        "    [103] listitem ''", "      StaticText 'Bump grpc-java to 1.63.0 — renovate-bot /'", "      [104] link 'detail'",
        "  heading '#212 (May 14, 2024, 7:31:40 AM)'", "  [105] list ''",
        "    [106] listitem ''", "      StaticText 'Fix flaky SettlementClientTest timeout — tom.okafor /'", "      [107] link 'detail'",
        "  heading '#211 (May 13, 2024, 6:02:13 PM)'", "  [108] list ''",
        "    [109] listitem ''", "      StaticText 'Switch settlement batch to virtual threads — alice.ng /'", "      [110] link 'detail'",
        "    [111] listitem ''", "      StaticText 'Update ledger schema migration V87 — priya.raman /'", "      [112] link 'detail'",
        "  heading '#210 (May 13, 2024, 2:47:55 PM)'", "  StaticText 'No changes.'",
    ])
    state = jobpage("", False, perm0, old_rows)
    running_rows = [("#213", "May 14 10:42", ["(running)", "", "", "", "", ""])] + old_rows
    perm_run = ["Last build (#213), 2.8 sec ago"] + perm0[1:]
    done_rows = [("#213", "May 14 10:42", ["4s", "58s", "37s", "1min 22s", "19s", "12s"])] + old_rows[:2]
    perm_done = ["Last build (#213), 4 min 13 sec ago", "Last stable build (#213), 4 min 13 sec ago", "Last successful build (#213), 4 min 13 sec ago",
                 "Last failed build (#211), 16 hr ago", "Last unsuccessful build (#211), 16 hr ago", "Last completed build (#213), 4 min 13 sec ago"]
    t = []
    t.append((click(33), form("staging")))
    t.append((select(83, "qa"), form("qa")))
    t.append((click(89), jobpage("Running", True, perm_run, running_rows)))
    t.append((click(43), build_page))
    t.append((click(34), console(log_a, False)))
    t.append(("noop(40000)", console(log_a + log_b, False)))
    t.append(("noop(180000)", console(log_a + log_b + log_c, True)))
    t.append((click(31), jobpage("Success", False, perm_done, done_rows)))
    t.append((click(32), changes))
    rs.add(task="web", tid="h44-web-05", system=SYSTEM, turns=t, state=state)


# GitHub pull request review: bad
def t06(rs: RowSet) -> None:
    repo = "northwind-labs/ledgerline"
    base = f"https://github.com/{repo}"
    pr_title = "Fix rounding in currency conversion for zero-decimal currencies"

    def top(tab: str, counts: tuple[int, int] = (37, 14)) -> list[str]:
        tabs = [("Code", ""), ("Issues", str(counts[0])), ("Pull requests", str(counts[1])), ("Actions", ""), ("Projects", "2"),
                ("Wiki", ""), ("Security", ""), ("Insights", ""), ("Settings", "")]
        ln = ["[10] banner ''", "  [11] link 'Homepage'", "  [12] button 'Open global navigation menu'",
              "  [13] link 'northwind-labs'", "  [14] link 'ledgerline'", "  [15] button 'Search or jump to…'",
              "  [16] link 'Issues'", "  [17] link 'Pull requests'", "  [18] link 'You have unread notifications'",
              "  [19] button 'Open user navigation menu', hasPopup='dialog'",
              "  [20] navigation 'Repository'"]
        for i, (name, c) in enumerate(tabs):
            label = f"{name} {c}" if c else name
            ln.append(f"    [{21 + i}] link '{label}'" + (", current='page'" if name == tab else ""))
        return ln

    prs = [
        (484, "Add OpenTelemetry spans to ledger posting pipeline", "alice-ng", "2 hours ago", "Review required", 3),
        (483, "Bump pydantic from 2.6.4 to 2.7.1", "dependabot", "yesterday", "", 0),
        (482, pr_title, "kenji-watanabe", "2 days ago", "Changes requested", 6),
        (479, "Support ISO 20022 camt.053 statement import", "mara-ek", "4 days ago", "Review required", 11),
        (476, "Draft: async SQLAlchemy session for reconciliation worker", "tomasz-k", "6 days ago", "", 2),
        (471, "Docs: explain idempotency keys for journal entries", "lena-vogt", "last week", "Approved", 4),
        (468, "Speed up trial balance report with materialized view", "alice-ng", "last week", "Review required", 7),
        (465, "Add --dry-run flag to period close command", "kenji-watanabe", "2 weeks ago", "Approved", 3),
        (460, "Replace float with Decimal in FX revaluation job", "mara-ek", "2 weeks ago", "Changes requested", 15),
        (455, "CI: cache uv downloads between jobs", "tomasz-k", "3 weeks ago", "", 1),
    ]
    pl = top("Pull requests") + ["[40] main ''", "  [41] textbox 'Search all issues', value='is:pr is:open '", "  [42] link 'Labels 18'",
                                 "  [43] link 'Milestones 4'", "  [44] link 'New pull request'",
                                 "  [45] link '14 Open'", "  [46] link '391 Closed'",
                                 "  [47] button 'Author'", "  [48] button 'Label'", "  [49] button 'Projects'", "  [50] button 'Milestones'",
                                 "  [51] button 'Reviews'", "  [52] button 'Assignee'", "  [53] button 'Sort'"]
    for i, (n, title, user, when, review, com) in enumerate(prs):
        b = 60 + 6 * i
        pl += [f"  [{b}] listitem ''", f"    [{b + 1}] link '{title}'", f"    StaticText '#{n} opened {when} by'", f"    [{b + 2}] link '{user}'"]
        if review:
            pl.append(f"    [{b + 3}] link '{review}'")
        if com:
            pl.append(f"    [{b + 4}] link '{com} comments'" if com > 1 else f"    [{b + 4}] link '1 comment'")
    pl += ["  StaticText 'Showing 10 of 14'", "  [130] link 'Next'"]
    pr_list = page(f"Pull requests · {repo}", base + "/pulls", pl)

    def pr_head(tab: str) -> list[str]:
        tabs = ["Conversation 6", "Commits 3", "Checks 4", "Files changed 4"]
        ln = top("Pull requests") + ["[40] main ''", f"  heading '{pr_title} #482'", "  [41] button 'Edit'", "  [42] button 'Code'",
                                     "  StaticText 'Open'", "  [43] link 'kenji-watanabe'",
                                     "  StaticText 'wants to merge 3 commits into'", "  [44] link 'main'", "  StaticText 'from'",
                                     "  [45] link 'kenji/jpy-rounding'", "  [46] button 'Copy'", "  [47] navigation 'Pull request tabs'"]
        ln += [f"    [{48 + i}] link '{x}'" + (", current='page'" if x.startswith(tab) else "") for i, x in enumerate(tabs)]
        return ln

    conv = page(f"{pr_title} by kenji-watanabe · Pull Request #482 · {repo}", base + "/pull/482", pr_head("Conversation") + [
        "  [60] article ''", "    [61] link 'kenji-watanabe'", "    StaticText 'commented 2 days ago'",
        "    paragraph 'Converting USD 10.00 to JPY produced 1565.38 instead of 1565 because rounding used 2 decimal places for every currency. This looks up ISO 4217 minor units and rounds with ROUND_HALF_EVEN to that many places.'",
        "    paragraph 'Fixes #452.'",
        "  [62] group 'Timeline'",
        "    StaticText 'kenji-watanabe added 2 commits 2 days ago'",
        "    [63] link '5d2a9f1'", "    [64] link 'Use currency minor units when rounding converted amounts'", "    StaticText 'Verified'",
        "    [65] link 'b83c0e4'", "    [66] link 'Add JPY and KRW cases to conversion tests'", "    StaticText 'Verified'",
        "    StaticText 'kenji-watanabe requested a review from mara-ek 2 days ago'",
        "    [67] article ''", "      [68] link 'mara-ek'", "      StaticText 'requested changes yesterday'",
        "      paragraph 'The minor-unit table should live on Currency, not in convert.py; the revaluation job needs it too.'",
        "      StaticText 'src/ledgerline/fx/convert.py'", "      [69] button 'Show resolved'", "      StaticText 'Outdated'",
        "    StaticText 'kenji-watanabe added 1 commit 5 hours ago'",
        "    [70] link 'e71b04d'", "    [71] link 'Address review: move minor-unit lookup into Currency enum'", "    StaticText 'Verified'",
        "    StaticText 'kenji-watanabe requested a review from mara-ek 5 hours ago'",
        "    [72] article ''", "      [73] link 'github-actions'", "      StaticText 'bot commented 5 hours ago'",
        "      paragraph 'Coverage report: 94.2% (+0.3%) for 3 changed files.'",
        "  [74] region 'Merge status'",
        "    heading 'Changes requested'", "    StaticText '1 change requested by reviewers with write access.'",
        "    heading 'All checks have passed'", "    StaticText '4 successful checks'", "    [75] button 'Show all checks'",
        "    heading 'This branch has no conflicts with the base branch'",
        "    [76] button 'Merge pull request', disabled=True", "    [77] button 'Select merge method', hasPopup='menu', disabled=True",
        "  [78] textbox 'Add your comment here...'", "  [79] button 'Close pull request'", "  [80] button 'Comment', disabled=True",
        "  [81] complementary ''", "    heading 'Reviewers'", "    [82] link 'mara-ek'", "    StaticText 'Changes requested; re-requested 5 hours ago'",
        "    heading 'Assignees'", "    [83] link 'kenji-watanabe'", "    heading 'Labels'", "    [84] link 'bug'", "    [85] link 'fx'",
        "    heading 'Milestone'", "    [86] link 'v0.19'", "    heading 'Development'", "    StaticText 'Successfully merging this pull request may close these issues.'",
        "    [87] link 'Converted JPY amounts keep two decimals #452'", "    StaticText '3 participants'",
    ])
    commits = [("Commits on May 11, 2024", [("5d2a9f1", "Use currency minor units when rounding converted amounts", "2 days ago"),
                                           ("b83c0e4", "Add JPY and KRW cases to conversion tests", "2 days ago")]),
               ("Commits on May 13, 2024", [("e71b04d", "Address review: move minor-unit lookup into Currency enum", "5 hours ago")])]
    cl = pr_head("Commits")
    b = 100
    for day, items in commits:
        cl.append(f"  heading '{day}'")
        for sha, msg, when in items:
            cl += [f"  [{b}] listitem ''", f"    [{b + 1}] link '{msg}'", f"    [{b + 2}] link 'kenji-watanabe'", f"    StaticText 'committed {when}'",
                   "    StaticText 'Verified'", f"    [{b + 3}] button 'Copy full SHA for {sha}'", f"    [{b + 4}] link '{sha}'",
                   f"    [{b + 5}] link 'Browse the repository at this point in the history'"]
            b += 6
    commits_page = page(f"{pr_title} by kenji-watanabe · Pull Request #482 · {repo} · Commits", base + "/pull/482/commits", cl)
    jobs = [("lint", "19s"), ("test (3.11)", "2m 37s"), ("test (3.12)", "2m 41s"), ("build-docs", "1m 4s")]

    def checks_side() -> list[str]:
        ln = ["  [60] navigation 'Checks'", "    [61] button 'Address review: move minor-unit lookup into Currency enum e71b04d', hasPopup='menu'",
              "    StaticText 'CI'", "    StaticText 'on: pull_request'"]
        ln += [f"    [{62 + i}] link '{j}'" for i, (j, _) in enumerate(jobs)]
        return ln

    checks = page(f"{pr_title} by kenji-watanabe · Pull Request #482 · {repo} · Checks", base + "/pull/482/checks", pr_head("Checks") + checks_side() + [
        "  [70] region 'Summary'", "    heading 'CI'", "    StaticText 'succeeded 5 hours ago in 2m 58s'",
        "    [71] link 'Summary'", "    [72] link 'Re-run all jobs'", "    StaticText 'Triggered via pull request 5 hours ago'",
        "    StaticText 'kenji-watanabe synchronize #482 kenji/jpy-rounding'", "    StaticText 'Status Success'", "    StaticText 'Total duration 2m 58s'",
        "    StaticText 'Artifacts 1'", "    [73] table ''", "      row ''", "        columnheader 'Job'", "        columnheader 'Duration'",
    ] + [x for i, (j, d) in enumerate(jobs) for x in (f"      [{74 + i}] row ''", f"        cell '{j}'", f"        cell '{d}'")] + [
        "    heading 'Artifacts'", "    StaticText 'Produced during runtime'", "    [80] link 'coverage-report 41.7 KB'",
    ])

    steps = [("Set up job", "2s"), ("Run actions/checkout@v4", "3s"), ("Set up Python 3.12", "1s"), ("Install uv and dependencies", "38s"),
             ("Run ruff check", "4s"), ("Run pytest", "1m 52s"), ("Upload coverage", "2s"), ("Post Run actions/checkout@v4", "0s"), ("Complete job", "0s")]
    checkout_log = [
        "1 Run actions/checkout@v4", "2   with:", f"3     repository: {repo}", "4     token: ***", "5     ssh-strict: true",
        "6     persist-credentials: true", "7     clean: true", "8     fetch-depth: 1", "9 Syncing repository: northwind-labs/ledgerline",
        "10 Getting Git version info", "11 Temporarily overriding HOME='/home/runner/work/_temp/8c1d4a52-2b7e-4f0c-9a61-3d5e7f9b0c24' before making global git config changes",
        "12 Adding repository directory to the temporary git global config as a safe directory",
        "13 /usr/bin/git config --global --add safe.directory /home/runner/work/ledgerline/ledgerline",
        "14 Deleting the contents of '/home/runner/work/ledgerline/ledgerline'", "15 Initializing the repository",
        "16 Disabling automatic garbage collection", "17 Setting up auth", "18 Fetching the repository",
        "19 /usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules --depth=1 origin +3fa1c2b8d4e60a9f7b2c1d5e8a3f6b9c0d2e4f71:refs/remotes/pull/482/merge",
        "20 From https://github.com/northwind-labs/ledgerline", "21  * [new ref]         3fa1c2b8d4e60a9f7b2c1d5e8a3f6b9c0d2e4f71 -> pull/482/merge",
        "22 Determining the checkout info", "23 /usr/bin/git sparse-checkout disable", "24 /usr/bin/git config --local --unset-all extensions.worktreeConfig",
        "25 Checking out the ref", "26 /usr/bin/git checkout --progress --force refs/remotes/pull/482/merge",
        "27 Note: switching to 'refs/remotes/pull/482/merge'.", "28 HEAD is now at 3fa1c2b Merge e71b40d6a3c9f28b1d05e7c4a9f6b2d8c3e1a7f0 into 0c9d8e7a1b2f3c4d5e6f708192a3b4c5d6e7f809",
        "29 /usr/bin/git log -1 --format=%H", "30 3fa1c2b8d4e60a9f7b2c1d5e8a3f6b9c0d2e4f71",
    ]

    def joblog(expanded: bool) -> str:
        ln = pr_head("Checks") + checks_side() + ["  [90] region 'test (3.12)'", "    heading 'test (3.12)'",
                                                 "    StaticText 'succeeded 5 hours ago in 2m 41s'", "    [91] textbox 'Search logs'",
                                                 "    [92] button 'Refresh logs'", "    [93] button 'Settings', hasPopup='menu'"]
        for i, (s, d) in enumerate(steps):
            ln += [f"    [{100 + i}] button '{s}', expanded={expanded and i == 1}", f"      StaticText '{d}'"]
            if expanded and i == 1:
                ln += [f"      StaticText {x!r}" for x in checkout_log]
        return page(f"{pr_title} by kenji-watanabe · Pull Request #482 · {repo} · test (3.12)", base + "/actions/runs/9071842215/job/24926650384?pr=482", ln)

    def files(review: bool) -> str:
        ln = pr_head("Files changed") + ["  [60] button 'Changes from all commits', hasPopup='menu'", "  [61] button 'File filter', hasPopup='menu'",
                                         "  [62] button 'Conversations', hasPopup='menu'", "  StaticText '0 / 4 files viewed'",
                                         "  [63] button 'Review changes', hasPopup='dialog', expanded=" + str(review)]
        if review:
            ln += ["    [64] dialog 'Finish your review'", "      [65] textbox 'Leave a comment'", "      [66] radio 'Comment', checked='true'",
                   "      StaticText 'Submit general feedback without explicit approval.'", "      [67] radio 'Approve', checked='false'",
                   "      StaticText 'Give feedback and approve merging these changes.'", "      [68] radio 'Request changes', checked='false'",
                   "      StaticText 'Submit feedback that must be addressed before merging.'", "      [69] button 'Submit review'"]
        ln += ["  StaticText '+48 −11 lines changed'", "  [70] tree 'File tree'", "    [71] treeitem 'CHANGELOG.md'", "    [72] treeitem 'src/ledgerline'",
               "      [73] treeitem 'fx/convert.py'", "      [74] treeitem 'money/currency.py'", "    [75] treeitem 'tests/fx/test_convert.py'"]
        diffs = [
            ("CHANGELOG.md", "+1 −0", ["@@ -3,6 +3,7 @@", "+ - Converted amounts are rounded to the target currency minor units (JPY, KRW: 0; KWD, BHD: 3)."]),
            ("src/ledgerline/fx/convert.py", "+6 −9", ["@@ -41,15 +41,12 @@ def convert(amount: Money, to: Currency, rate: Decimal) -> Money:",
                                                     "-    quantum = Decimal(\"0.01\")", "-    if to.code in _ZERO_DECIMAL:", "-        quantum = Decimal(\"1\")",
                                                     "+    quantum = to.quantum", "     raw = amount.value * rate", "-    return Money(raw.quantize(quantum, ROUND_HALF_UP), to)",
                                                     "+    return Money(raw.quantize(quantum, ROUND_HALF_EVEN), to)"]),
            ("src/ledgerline/money/currency.py", "+19 −1", ["@@ -1,8 +1,26 @@", "+_MINOR_UNITS = {\"JPY\": 0, \"KRW\": 0, \"KWD\": 3, \"BHD\": 3, \"OMR\": 3}",
                                                          "+    @property", "+    def minor_units(self) -> int:", "+        return _MINOR_UNITS.get(self.code, 2)",
                                                          "+    @property", "+    def quantum(self) -> Decimal:", "+        return Decimal(1).scaleb(-self.minor_units)"]),
            ("tests/fx/test_convert.py", "+22 −1", ["@@ -88,3 +88,24 @@", "+@pytest.mark.parametrize(\"code,expected\", [(\"JPY\", \"1565\"), (\"KRW\", \"13682\"), (\"KWD\", \"3.076\")])",
                                                  "+def test_rounds_to_minor_units(code, expected):", "+    assert str(convert(usd(\"10.00\"), Currency(code), RATES[code]).value) == expected"]),
        ]
        for i, (path, stat, body) in enumerate(diffs):
            bb = 140 + 6 * i
            ln += [f"  [{bb}] region '{path}'", f"    [{bb + 1}] button 'Toggle diff contents', expanded=True", f"    [{bb + 2}] link '{path}'",
                   f"    StaticText '{stat}'", f"    [{bb + 3}] checkbox 'Viewed', checked='false'", f"    [{bb + 4}] button 'More options', hasPopup='menu'",
                   f"    [{bb + 5}] table ''"] + [f"      row {x!r}" for x in body]
        return page(f"{pr_title} by kenji-watanabe · Pull Request #482 · {repo} · Files changed", base + "/pull/482/files", ln)

    state = page(f"{repo}: Double-entry ledger service for Northwind billing", base, top("Code") + [
        "[40] main ''", "  heading 'ledgerline'", "  StaticText 'Public'", "  [41] button 'Watch 23'", "  [42] button 'Fork 9'", "  [43] button 'Star 148'",
        "  [44] button 'main', hasPopup='menu'", "  [45] link '31 Branches'", "  [46] link '12 Tags'", "  [47] button 'Go to file'", "  [48] button 'Code', hasPopup='menu'",
        "  [49] link 'alice-ng'", "  StaticText 'Merge pull request #478 from alice-ng/trial-balance-export'", "  [50] link '0c9d8e7'", "  StaticText '· yesterday'",
        "  [51] link '1,284 Commits'", "  [52] table 'Folders and files'",
        "    [53] row ''", "      [54] link '.github'", "      StaticText 'CI: cache uv downloads between jobs'", "      StaticText '3 weeks ago'",
        "    [55] row ''", "      [56] link 'docs'", "      StaticText 'Docs: journal entry lifecycle diagram'", "      StaticText 'last month'",
        "    [57] row ''", "      [58] link 'src/ledgerline'", "      StaticText 'Merge pull request #478 from alice-ng/trial-balance-export'", "      StaticText 'yesterday'",
        "    [59] row ''", "      [60] link 'tests'", "      StaticText 'Add trial balance CSV export tests'", "      StaticText 'yesterday'",
        "    [61] row ''", "      [62] link 'pyproject.toml'", "      StaticText 'Bump pydantic-settings to 2.2.1'", "      StaticText '2 weeks ago'",
        "    [63] row ''", "      [64] link 'README.md'", "      StaticText 'Docs: explain posting rules'", "      StaticText 'last month'",
    ])
    t = []
    t.append((click(23), pr_list))
    t.append((click(73), conv))
    t.append((click(49), commits_page))
    t.append((click(50), checks))
    t.append((click(64), joblog(False)))
    t.append((click(101), joblog(True)))
    t.append((click(51), files(False)))
    t.append((click(63), files(True)))
    rs.add(task="web", tid="h44-web-06", system=SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="head commit SHA in the checkout log differs from the one in the PR timeline and commit list")


# Trello board card move: clean
def t07(rs: RowSet) -> None:
    url = "https://trello.com/b/Xk7pQ2mR/website-relaunch-q3"
    curl = "https://trello.com/c/hT4w9LbN/38-migrate-blog-posts-to-new-cms"
    old = "Migrate blog posts to new CMS"
    new = "Migrate blog posts + /blog redirects to new CMS"
    items = ["Export posts from WordPress as WXR", "Map WP categories to CMS tags", "Redirect old /blog/* URLs",
             "Re-upload featured images to CDN", "QA 20 random posts on staging"]

    def card_line(title: str, badges: list[str], b: int) -> list[str]:
        return [f"      [{b}] link '{title}'"] + [f"        StaticText '{x}'" for x in badges]

    def board(move_done: bool, title: str) -> str:
        mig = (title, ["Content", "Due Jul 19", "Comments 3", "Attachments 1", "Checklist items 3/5" if move_done else "Checklist items 2/5", "DW", "AK"])
        lists = [
            ("Backlog", [("Audit 301 redirects from legacy sitemap", ["SEO", "Checklist items 0/4"]),
                         ("Cookie banner copy review with Legal", ["Content", "Due Jul 26"]),
                         ("Add hreflang tags for DE/FR", ["SEO", "Dev"]),
                         ("Image CDN: evaluate Cloudinary vs imgix", ["Dev", "Comments 2"]),
                         ("Footer link cleanup", ["Design"])]),
            ("In Progress", ([] if move_done else [mig]) + [
                ("Design system: button & form tokens", ["Design", "Checklist items 6/9", "MO"]),
                ("Set up staging environment on Vercel", ["Dev", "Due Jul 12", "RS"]),
                ("Pricing page A/B test plan", ["Marketing", "Comments 5", "AK"])]),
            ("Review", [("New homepage hero copy", ["Content", "Comments 7", "AK"]),
                        ("Accessibility audit fixes (round 1)", ["Dev", "Checklist items 11/12", "RS", "DW"])] + ([mig] if move_done else [])),
            ("Done", [("Kickoff workshop notes", ["Attachments 2"]), ("Sitemap v2 approved", ["SEO"]),
                      ("Analytics event taxonomy", ["Marketing", "Checklist items 8/8"]), ("Moodboard and visual direction", ["Design", "Attachments 6"]),
                      ("Hosting contract signed", ["Due Jun 21", "Complete"]), ("CMS vendor selection", ["Dev", "Comments 12"])]),
        ]
        ln = ["[20] banner ''", "  [21] link 'Back to home'", "  [22] button 'Workspaces', hasPopup='menu'", "  [23] button 'Recent', hasPopup='menu'",
              "  [24] button 'Starred', hasPopup='menu'", "  [25] button 'Create'", "  [26] textbox 'Search'", "  [27] button 'Notifications'",
              "  [28] button 'Open member menu'",
              "[30] navigation 'Workspace navigation'", "  [31] link 'Boards'", "  [32] link 'Members'", "  [33] link 'Workspace settings'",
              "  heading 'Your boards'", "  [34] link 'Website Relaunch Q3', current='page'", "  [35] link 'Content Calendar 2024'", "  [36] link 'Brand refresh'",
              "[40] main ''", "  heading 'Website Relaunch Q3'", "  [41] button 'Star or unstar board'", "  [42] button 'Change visibility: Workspace visible'",
              "  [43] button 'Board', hasPopup='menu'", "  [44] button 'Power-Ups'", "  [45] button 'Automation'", "  [46] button 'Filter cards'",
              "  [47] button 'Share'", "  [48] button 'Show menu'", "  [49] list 'Board lists'"]
        b = 100
        for name, cards in lists:
            ln += [f"    [{b}] listitem '{name}'", f"      heading '{name}'", f"      [{b + 1}] button 'List actions', hasPopup='menu'"]
            b += 2
            for ttl, badges in cards:
                ln += card_line(ttl, badges, b)
                b += 1
            ln += [f"      [{b}] button 'Add a card'"]
            b = (b // 20 + 1) * 20
        ln += ["    [190] button 'Add another list'"]
        return page("Website Relaunch Q3 | Trello", url, ln)

    def card(done: int, title_state: str, title_val: str, lst: str, move: str | None, activity_extra: list[str]) -> str:
        pct = done * 20
        ln = ["[200] dialog ''"]
        if title_state == "edit":
            ln += [f"  [201] textbox 'Card title', focused, value='{title_val}'"]
        else:
            ln += [f"  [201] heading '{title_val}'"]
        ln += ["  StaticText 'in list'", f"  [202] button '{lst}'", "  [203] button 'Close dialog'",
               "  StaticText 'Members'", "  [204] button 'Dana Whitfield (dwhitfield)'", "  [205] button 'Ana Kovacs (anakovacs)'", "  [206] button 'Add member'",
               "  StaticText 'Labels'", "  [207] button 'Color: green, title: Content'", "  [208] button 'Add label'",
               "  StaticText 'Notifications'", "  [209] button 'Watching'",
               "  StaticText 'Due date'", "  [210] button 'Jul 19, 5:00 PM'",
               "  heading 'Description'", "  [211] button 'Edit'",
               "  paragraph 'Move all 214 published posts from the legacy WordPress blog to the new CMS. Keep slugs identical so the redirect map stays one-to-one.'",
               "  heading 'Attachments'", "  [212] link 'blog-export-2024-06-30.xml'", "  StaticText 'Added Jun 30, 2024, 4:12 PM'",
               "  heading 'Migration steps'", f"  StaticText '{pct}%'", f"  [213] progressbar '', valuenow={pct}", "  [214] button 'Hide checked items'", "  [215] button 'Delete'"]
        for i, it in enumerate(items):
            ln += [f"  [{216 + i}] checkbox '{it}', checked='{str(i < done).lower()}'"]
        ln += ["  [221] button 'Add an item'", "  heading 'Activity'", "  [222] button 'Show details'",
               "  [223] textbox 'Write a comment…'"] + activity_extra + [
               "  [224] article ''", "    StaticText 'Ana Kovacs'", "    StaticText 'Jul 5, 2024, 3:48 PM'", "    paragraph 'Category mapping done, 3 orphan categories folded into General.'",
               "  [225] article ''", "    StaticText 'Dana Whitfield'", "    StaticText 'Jul 3, 2024, 11:02 AM'", "    paragraph 'WXR export is 38 MB, attached to the card.'",
               "  [226] article ''", "    StaticText 'Ana Kovacs'", "    StaticText 'Jul 1, 2024, 9:30 AM'", "    paragraph 'Do we keep author archive pages? Assuming no.'",
               "  StaticText 'Ana Kovacs added this card to In Progress Jun 28, 2024, 10:14 AM'",
               "  [230] complementary ''", "    StaticText 'Add to card'", "    [231] button 'Members'", "    [232] button 'Labels'", "    [233] button 'Checklist'",
               "    [234] button 'Dates'", "    [235] button 'Attachment'", "    [236] button 'Cover'", "    [237] button 'Custom Fields'",
               "    StaticText 'Actions'", "    [238] button 'Move'", "    [239] button 'Copy'", "    [240] button 'Make template'", "    [241] button 'Archive'", "    [242] button 'Share'"]
        if move is not None:
            positions = 3 if move == "Review" else 4
            ln += ["[300] dialog 'Move card'", "  heading 'Move card'", "  [301] button 'Close popover'", "  StaticText 'Select destination'",
                   "  StaticText 'Board'", "  [302] combobox 'Board', value='Website Relaunch Q3'",
                   "  StaticText 'List'", f"  [303] combobox 'List', value='{move}'",
                   f"    [304] option 'Backlog', selected={move == 'Backlog'}", f"    [305] option 'In Progress', selected={move == 'In Progress'}",
                   f"    [306] option 'Review', selected={move == 'Review'}", f"    [307] option 'Done', selected={move == 'Done'}",
                   "  StaticText 'Position'", f"  [308] combobox 'Position', value='{positions if move == 'Review' else 1}'"]
            ln += [f"    [{309 + k}] option '{k + 1}'" for k in range(positions)]
            ln += ["  [315] button 'Move'"]
        return page(f"{title_val if title_state != 'edit' else old} | Trello", curl, ln)

    me_done = ["  StaticText 'Dana Whitfield completed Redirect old /blog/* URLs on this card just now'"]
    moved = ["  StaticText 'Dana Whitfield moved this card from In Progress to Review just now'"] + me_done
    state = board(False, old)
    t = []
    t.append((click(122), card(2, "view", old, "In Progress", None, [])))
    t.append((click(218), card(3, "view", old, "In Progress", None, me_done)))
    t.append((click(201), card(3, "edit", old, "In Progress", None, me_done)))
    t.append((fill(201, new), card(3, "edit", new, "In Progress", None, me_done)))
    t.append((click(238), card(3, "view", new, "In Progress", "In Progress", me_done)))
    t.append((select(303, "Review"), card(3, "view", new, "In Progress", "Review", me_done)))
    t.append((click(315), card(3, "view", new, "Review", None, moved)))
    t.append((click(203), board(True, new)))
    rs.add(task="web", tid="h44-web-07", system=SYSTEM, turns=t, state=state)


# Gmail inbox cleanup: bad
def t08(rs: RowSet) -> None:
    base = "https://mail.google.com/mail/u/0/"
    me = "dana.whitfield@northwind-logistics.com"
    kelsey_new = ("Kelsey Moore", "Lunch order for Friday?", "Putting in the order for the Friday all-hands by 3pm, reply with your pick from the Tacodeli menu", "11:44 AM", True)
    inbox = [
        ("Marta Álvarez", "Q2 vendor invoice #INV-20931", "Hi Dana, attached is the Q2 invoice for the warehouse racking inspection. Payment terms net 30 as usual", "9:41 AM", True),
        ("LinkedIn Job Alerts", "12 new jobs for Operations Manager in Austin, TX", "Logistics Operations Manager at Tesla, Distribution Center Manager at H-E-B and 10 more", "8:15 AM", False),
        ("Jordan Pike", "Team offsite — agenda draft", "Here is a first pass at the agenda for the 23rd. Morning is planning, afternoon is the warehouse tour", "7:52 AM", True),
        ("Google Calendar", "Updated invitation: Vendor review @ Thu May 16, 2024 2pm - 3pm (CDT)", "This event has been updated. Changed: time", "7:30 AM", False),
        ("Amazon Business", "Your order 114-3928172-6650607 has shipped", "Label printer ribbons (12-pack) will arrive Thursday, May 16", "May 13", False),
        ("GitHub", "[northwind-labs/dock-scheduler] Run failed: nightly-import - main (a41c9e2)", "nightly-import: All jobs have failed", "May 13", False),
        ("Kelsey Moore", "Re: forklift certification renewals", "Three operators expire in June, I booked the trainer for June 4 and 5", "May 13", True),
        ("Zoom", "Cloud recording - Weekly ops sync is now available", "Your cloud recording is now available. Duration 47 minutes", "May 13", False),
        ("Chase", "Your Ink Business statement is ready", "Your statement for the account ending in 4471 is available", "May 12", False),
        ("Priya Raman", "Dock scheduling spreadsheet v3", "Added the carrier SLA column and conditional formatting for late arrivals", "May 12", False),
        ("Slack", "3 new messages in #warehouse-ops", "Luis: trailer 18 is at door 6, seal number checks out", "May 12", True),
        ("UPS My Choice", "UPS Update: Package Scheduled for Delivery Tomorrow", "Scheduled delivery: Monday, May 13 by end of day", "May 11", False),
        ("Costco", "Member-only savings start today", "Save on office supplies, breakroom snacks and more", "May 11", True),
        ("Notion Team", "Your weekly digest", "4 pages updated in Northwind Ops wiki", "May 10", False),
        ("Delta Air Lines", "Receipt for your trip to Denver", "Confirmation BXK4TQ, Austin to Denver, May 22", "May 10", False),
        ("Marta Álvarez", "Re: racking inspection scheduling", "Tuesday the 7th works, our inspector will arrive at 8am", "May 9", False),
        ("Jordan Pike", "Offsite venue shortlist", "Three options in Dripping Springs, all can do 25 people", "May 9", False),
    ]

    def side(active: str, unread: int) -> list[str]:
        folders = [("Inbox", f"Inbox {unread} unread"), ("Starred", "Starred"), ("Snoozed", "Snoozed"), ("Sent", "Sent"), ("Drafts", "Drafts 2"),
                   ("Important", "Important"), ("Scheduled", "Scheduled"), ("All Mail", "All Mail"), ("Spam", "Spam"), ("Trash", "Trash")]
        ln = ["[30] banner ''", "  [31] button 'Main menu'", "  [32] link 'Gmail'", "  [33] search ''", "    [34] textbox 'Search mail'",
              "    [35] button 'Advanced search options'", "  [36] button 'Support'", "  [37] button 'Settings'", "  [38] button 'Google apps'",
              f"  [39] button 'Google Account: Dana Whitfield ({me})'",
              "[40] navigation ''", "  [41] button 'Compose'"]
        ln += [f"  [{42 + i}] link '{label}'" + (", current='page'" if key == active else "") for i, (key, label) in enumerate(folders)]
        ln += ["  [52] button 'Less'", "  heading 'Labels'", "  [53] link 'Vendors'", "  [54] link 'Receipts'", "  [55] button 'Create new label'"]
        return ln

    def listing(rows: list[tuple], unread: int, total: int, toast: str = "", checked: int | None = None) -> str:
        ln = side("Inbox", unread) + ["[60] main ''"]
        if checked is None:
            ln += ["  [61] checkbox 'Select', checked='false'", "  [62] button 'Refresh'", "  [63] button 'More email options', hasPopup='menu'"]
        else:
            ln += ["  [61] checkbox 'Select', checked='mixed'", "  [64] button 'Archive'", "  [65] button 'Report spam'", "  [66] button 'Delete'",
                   "  [67] button 'Mark as unread'", "  [68] button 'Snooze'", "  [69] button 'Add to Tasks'", "  [70] button 'Move to', hasPopup='menu'",
                   "  [71] button 'Labels', hasPopup='menu'", "  [63] button 'More email options', hasPopup='menu'"]
        ln += [f"  StaticText '1–50 of {total:,}'", "  [72] button 'Newer', disabled=True", "  [73] button 'Older'",
               "  [74] tablist ''", "    [75] tab 'Primary', selected=True", "    [76] tab 'Promotions 14 new', selected=False", "    [77] tab 'Updates 6 new', selected=False",
               "  [78] grid ''"]
        for i, (who, subj, snip, when, unr) in enumerate(rows[:15]):
            b = 100 + 6 * i
            ln += [f"    [{b}] row '{'unread, ' if unr else ''}{who}, {subj}, {when}, {snip}'",
                   f"      [{b + 1}] checkbox '', checked='{'true' if checked == i else 'false'}'", f"      [{b + 2}] button 'Not starred'",
                   f"      gridcell '{who}'", f"      [{b + 3}] link '{subj} - {snip}'", f"      gridcell '{when}'"]
        if toast:
            ln += ["[200] alert ''", f"  StaticText '{toast}'", "  [201] button 'Undo'", "  [202] button 'Dismiss'"]
        return page(f"Inbox ({unread}) - {me} - Gmail", base + "#inbox", ln)

    def message(who: str, addr: str, subj: str, when: str, body: list[str], unread: int, labels: list[str], attach: str = "", reply: str | None = None) -> str:
        ln = side("Inbox", unread) + ["[60] main ''", "  [61] button 'Back to Inbox'", "  [64] button 'Archive'", "  [65] button 'Report spam'", "  [66] button 'Delete'",
                                     "  [67] button 'Mark as unread'", "  [68] button 'Snooze'", "  [70] button 'Move to', hasPopup='menu'", "  [71] button 'Labels', hasPopup='menu'",
                                     f"  heading '{subj}'"] + [f"  [{80 + k}] button '{lab}'" for k, lab in enumerate(labels)] + [
              "  [84] button 'Print all'", f"  StaticText '{who}'", f"  StaticText '<{addr}>'", f"  StaticText '{when}'",
              "  [85] button 'Not starred'", "  [86] button 'Reply'", "  [87] button 'More message options', hasPopup='menu'",
              "  StaticText 'to me'", "  [88] button 'Show details'"] + [f"  paragraph {x!r}" for x in body]
        if attach:
            ln += ["  StaticText 'One attachment • Scanned by Gmail'", f"  [89] link '{attach}'"]
        if reply is None:
            ln += ["  [90] button 'Reply'", "  [91] button 'Forward'"]
        else:
            ln += ["  [92] region 'Reply'", f"    StaticText 'To {who}'", "    [93] button 'Type of response', hasPopup='menu'",
                   f"    [94] textbox 'Message Body', focused, value='{reply}'" if reply else "    [94] textbox 'Message Body', focused",
                   "    [95] button 'Send'", "    [96] button 'More send options'", "    [97] button 'Formatting options'", "    [98] button 'Attach files'",
                   "    [99] button 'Discard draft'"]
        return page(f"{subj} - {me} - Gmail", base + "#inbox/FMfcgzGxSbTnqWdLkCvBPwHJzRmMhTqc" if subj.startswith("Q2") else base + "#inbox/FMfcgzGxSbTnrDKtjWQnMvvzxLgVBpXk", ln)

    trash_rows = [
        ("LinkedIn Job Alerts", "12 new jobs for Operations Manager in Austin, TX", "8:15 AM"),
        ("Medium Daily Digest", "How we cut our AWS bill by 40%", "May 12"),
        ("Groupon", "Your Deals for This Week", "May 10"),
        ("Jordan Pike", "Draft: offsite budget (old)", "May 8"),
        ("Eventbrite", "Your tickets for Austin Supply Chain Meetup", "May 6"),
        ("no-reply@fleetio.com", "Maintenance reminder: Forklift FL-07", "May 3"),
    ]
    tl = side("Trash", 7) + ["[60] main ''", "  [61] checkbox 'Select', checked='false'", "  [62] button 'Refresh'",
                             "  StaticText 'Messages that have been in Trash more than 30 days will be automatically deleted.'", "  [63] button 'Empty Trash now'",
                             "  StaticText '1–23 of 23'", "  [78] grid ''"]
    for i, (who, subj, when) in enumerate(trash_rows):
        b = 100 + 6 * i
        tl += [f"    [{b}] row '{who}, {subj}, {when}'", f"      [{b + 1}] checkbox '', checked='false'", "      StaticText 'Trash'",
               f"      gridcell '{who}'", f"      [{b + 3}] link '{subj}'", f"      gridcell '{when}'"]
    trash = page(f"Trash - {me} - Gmail", base + "#trash", tl)

    after_delete = [r for r in inbox if r[0] != "LinkedIn Job Alerts"]
    after_archive = [kelsey_new] + [r for r in after_delete[1:]]
    bad_view = [kelsey_new] + [inbox[1]] + after_delete[1:]
    invoice_body = ["Hi Dana,", "Attached is the Q2 invoice for the warehouse racking inspection (3 sites, 142 bays). Payment terms are net 30 as usual, due June 13.",
                    "Amount due: $6,480.00. Remit to the account on file; PO 4500018833.", "Thanks,", "Marta Álvarez", "Accounts Receivable, RackWorks Inspection Services"]
    offsite_body = ["Hi team,", "Here is a first pass at the agenda for the 23rd:", "9:00 Coffee and check-in", "9:30 H2 planning: dock throughput, peak season staffing",
                    "12:00 Lunch", "13:30 Warehouse tour (Building C)", "15:30 Retro and wrap-up", "Comments by Friday please. Venue shortlist is in my last email.", "Jordan"]
    reply = "Looks good. Can we move the tour to 13:00 so the second shift can join for the last hour? Dana"
    state = listing(inbox, 7, 1284)
    t = []
    t.append((click(107), listing(inbox, 7, 1284, checked=1)))
    t.append((click(66), listing(after_delete, 7, 1283, toast="Conversation moved to Trash.")))
    t.append((click(103), message("Marta Álvarez", "marta.alvarez@rackworks.com", "Q2 vendor invoice #INV-20931", "9:41 AM (2 hours ago)", invoice_body, 6,
                                  ["Inbox", "Vendors"], "INV-20931.pdf 184 KB")))
    t.append((click(64), listing(after_archive, 7, 1283, toast="Conversation archived.")))
    t.append((click(51), trash))
    t.append((click(42), listing(bad_view, 7, 1283)))
    t.append((click(115), message("Jordan Pike", "jordan.pike@northwind-logistics.com", "Team offsite — agenda draft", "7:52 AM (4 hours ago)", offsite_body, 6, ["Inbox"])))
    t.append((click(90), message("Jordan Pike", "jordan.pike@northwind-logistics.com", "Team offsite — agenda draft", "7:52 AM (4 hours ago)", offsite_body, 6, ["Inbox"], reply="")))
    t.append((fill(94, reply), message("Jordan Pike", "jordan.pike@northwind-logistics.com", "Team offsite — agenda draft", "7:52 AM (4 hours ago)", offsite_body, 6, ["Inbox"], reply=reply)))
    rs.add(task="web", tid="h44-web-08", system=SYSTEM, turns=t, state=state, bad=True, turn=6,
           kind="conversation moved to Trash is listed in the inbox again")


# Grafana dashboard panel edit: clean
def t09(rs: RowSet) -> None:
    base = "https://grafana.internal.ledgerline.io/d/ckout-prod/checkout-service-production?orgId=1"

    def top(rng: str, dirty: bool) -> list[str]:
        ln = ["[20] banner ''", "  [21] link 'Go to home'", "  [22] button 'Open menu'", "  [23] navigation 'Breadcrumbs'",
              "    [24] link 'Home'", "    [25] link 'Dashboards'", "    [26] link 'Payments'", "    StaticText 'Checkout Service — Production'",
              "  [27] button 'Search or jump to...'", "  [28] button 'Help'", "  [29] button 'News'", "  [30] button 'Profile'",
              "[31] toolbar 'Dashboard toolbar'", "  [32] button 'Mark as favorite'", "  [33] button 'Share dashboard or panel'",
              "  [34] button 'Add', hasPopup='menu'", "  [35] button 'Save dashboard'" + (" (unsaved changes)" if dirty else ""), "  [36] button 'Dashboard settings'",
              f"  [37] button 'Time range picker with current time range {rng}', hasPopup='dialog'", "  [38] button 'Zoom out time range'",
              "  [39] button 'Refresh dashboard'", "  [40] button 'Auto refresh turned off. Choose refresh time interval', hasPopup='menu'",
              "[41] group 'Variables'", "  StaticText 'datasource'", "  [42] combobox 'datasource', value='Prometheus (prod-eu)'",
              "  StaticText 'namespace'", "  [43] combobox 'namespace', value='checkout'", "  StaticText 'pod'", "  [44] combobox 'pod', value='All'"]
        return ln

    def dash(rng: str, v: dict[str, str], legends: dict[str, list[tuple[str, str, str]]], p95_title: str = "p95 latency", dirty: bool = False,
             picker: bool = False) -> str:
        stats = [("Request rate", v["rate"]), ("Error rate", v["err"]), (p95_title, v["p95"]), ("Active pods", "12")]
        ln = top(rng, dirty)
        if picker:
            quick = ["Last 5 minutes", "Last 15 minutes", "Last 30 minutes", "Last 1 hour", "Last 3 hours", "Last 6 hours", "Last 12 hours",
                     "Last 24 hours", "Last 2 days", "Last 7 days", "Last 30 days", "Last 90 days", "Today", "Yesterday", "This week so far"]
            ln += ["[600] dialog 'Time range'", "  heading 'Absolute time range'", "  StaticText 'From'", "  [601] textbox 'From', value='now-6h'",
                   "  [602] button 'Open calendar'", "  StaticText 'To'", "  [603] textbox 'To', value='now'", "  [604] button 'Open calendar'",
                   "  [605] button 'Apply time range'", "  [606] textbox 'Search quick ranges'", "  [607] list 'Quick ranges'"]
            ln += [f"    [{608 + i}] listitem '{q}'" + (", selected" if q == "Last 6 hours" else "") for i, q in enumerate(quick)]
            ln += ["  StaticText 'Browser Time'", "  StaticText 'United States, CEST'", "  StaticText 'UTC+02:00'", "  [630] button 'Change time settings'"]
        ln += ["[50] main ''", "  [51] button 'Overview', expanded=True"]
        for i, (name, val) in enumerate(stats):
            b = 60 + 4 * i
            ln += [f"  [{b}] region '{name}'", f"    heading '{name}'", f"    [{b + 1}] button 'Menu for panel with title {name}', hasPopup='menu'",
                   f"    StaticText '{val}'"]
        for k, (name, rows) in enumerate(legends.items()):
            b = 80 + 10 * k
            ln += [f"  [{b}] region '{name}'", f"    heading '{name}'", f"    [{b + 1}] button 'Menu for panel with title {name}', hasPopup='menu'",
                   "    StaticText 'Time series graph'", f"    [{b + 2}] table 'Legend'", "      row ''", "        columnheader 'Name'",
                   "        columnheader 'Mean'", "        columnheader 'Max'"]
            for s, mean, mx in rows:
                ln += ["      row ''", f"        cell '{s}'", f"        cell '{mean}'", f"        cell '{mx}'"]
        ln += ["  [120] button 'Dependencies', expanded=False", "  [121] button 'Kubernetes', expanded=False"]
        frm = "now-6h" if "6" in rng else "now-24h"
        return page("Checkout Service — Production - Payments - Dashboards - Grafana", base.replace("?orgId=1", f"?orgId=1&from={frm}&to=now"), ln)

    leg6 = {"Requests by status code": [("2xx", "1.18K", "1.61K"), ("4xx", "31.2", "58.4"), ("5xx", "4.87", "19.3")],
            "Latency percentiles": [("p50", "41.2 ms", "63.8 ms"), ("p95", "176.3 ms", "241.0 ms"), ("p99", "388.1 ms", "702.4 ms")],
            "CPU usage by pod": [("checkout-7d9f8c6b5-2xkqp", "0.41", "0.77"), ("checkout-7d9f8c6b5-8mzt4", "0.39", "0.71"), ("checkout-7d9f8c6b5-qv6hn", "0.44", "0.92")]}
    leg24 = {"Requests by status code": [("2xx", "942", "1.88K"), ("4xx", "26.7", "71.0"), ("5xx", "3.92", "46.1")],
             "Latency percentiles": [("p50", "38.9 ms", "71.2 ms"), ("p95", "169.4 ms", "318.7 ms"), ("p99", "371.0 ms", "1.12 s")],
             "CPU usage by pod": [("checkout-7d9f8c6b5-2xkqp", "0.33", "0.81"), ("checkout-7d9f8c6b5-8mzt4", "0.31", "0.74"), ("checkout-7d9f8c6b5-qv6hn", "0.36", "0.95")]}
    leg24b = {"Requests by status code": [("2xx", "943", "1.88K"), ("4xx", "26.7", "71.0"), ("5xx", "3.93", "46.1")],
              "Latency percentiles": [("p50", "38.9 ms", "71.2 ms"), ("p95", "169.5 ms", "318.7 ms"), ("p99", "371.2 ms", "1.12 s")],
              "CPU usage by pod": [("checkout-7d9f8c6b5-2xkqp", "0.33", "0.81"), ("checkout-7d9f8c6b5-8mzt4", "0.31", "0.74"), ("checkout-7d9f8c6b5-qv6hn", "0.36", "0.95")]}
    v0 = {"rate": "1.24K req/s", "err": "0.42%", "p95": "182.6 ms"}
    v1 = {"rate": "1.25K req/s", "err": "0.41%", "p95": "183.9 ms"}
    v2 = {"rate": "1.26K req/s", "err": "0.44%", "p95": "185.1 ms"}
    v3 = {"rate": "1.26K req/s", "err": "0.43%", "p95": "186 ms"}

    def menu_open() -> str:
        s = dash("Last 24 hours", v2, leg24b)
        extra = ("\n\t[700] menu ''\n\t\t[701] menuitem 'View v'\n\t\t[702] menuitem 'Edit e'\n\t\t[703] menuitem 'Share p s'"
                 "\n\t\t[704] menuitem 'Explore p x'\n\t\t[705] menuitem 'Inspect i'\n\t\t[706] menuitem 'More...'")
        return s.replace("[69] button 'Menu for panel with title p95 latency', hasPopup='menu'", "[69] button 'Menu for panel with title p95 latency', hasPopup='menu', expanded=True") + extra

    query = ("histogram_quantile(0.95, sum by (le) (rate(http_server_request_duration_seconds_bucket{namespace=\"checkout\", "
             "service=\"checkout-api\"}[$__rate_interval]))) * 1000")

    def editor(title: str, decimals: str, val: str) -> str:
        ln = top("Last 24 hours", True) + ["[50] main ''", "  heading 'Edit panel'", "  [51] button 'Discard panel changes'", "  [52] button 'Back to dashboard'",
                                         "  [53] button 'Table view', pressed=False", "  [54] region 'Panel preview'", f"    heading '{title}'", f"    StaticText '{val}'",
                                         "  [55] tablist ''", "    [56] tab 'Query 1', selected=True", "    [57] tab 'Transform data 0', selected=False", "    [58] tab 'Alert 0', selected=False",
                                         "  StaticText 'Data source'", "  [59] combobox 'Data source', value='${datasource}'", "  [60] button 'Query options'",
                                         "  StaticText 'MD = auto = 1800 Interval = 1m'", "  [61] button 'A'", "  [62] button 'Kick start your query'",
                                         "  [63] radio 'Builder', checked='false'", "  [64] radio 'Code', checked='true'",
                                         f"  [65] textbox 'Editor content', value={query!r}", "  [66] button 'Options Legend: Auto Format: Time series Step: auto Type: Range'",
                                         "  [67] button 'Add query'", "  [68] button 'Expression'",
                                         "  [700] complementary 'Panel options pane'", "    [701] combobox 'Visualization', value='Stat'", "    [702] textbox 'Search options'",
                                         "    [703] button 'Panel options', expanded=True", "      StaticText 'Title'", f"      [704] textbox 'Title', value='{title}'",
                                         "      StaticText 'Description'", "      [705] textbox 'Description'", "      [706] checkbox 'Transparent background', checked='false'",
                                         "    [707] button 'Value options', expanded=True", "      StaticText 'Calculation'", "      [708] combobox 'Calculation', value='Last *'",
                                         "    [709] button 'Standard options', expanded=True", "      StaticText 'Unit'", "      [710] combobox 'Unit', value='milliseconds (ms)'",
                                         "      StaticText 'Min'", "      [711] textbox 'Min', placeholder='auto'", "      StaticText 'Max'", "      [712] textbox 'Max', placeholder='auto'",
                                         "      StaticText 'Decimals'", f"      [713] textbox 'Decimals', value='{decimals}'" if decimals else "      [713] textbox 'Decimals', placeholder='auto'",
                                         "      StaticText 'Display name'", "      [714] textbox 'Display name'", "      StaticText 'Color scheme'", "      [715] combobox 'Color scheme', value='From thresholds (by value)'",
                                         "    [716] button 'Thresholds', expanded=True", "      [717] textbox 'Threshold 400', value='400'", "      [718] textbox 'Threshold 250', value='250'",
                                         "      StaticText 'Base'", "      [719] radio 'Absolute', checked='true'", "      [720] radio 'Percentage', checked='false'"]
        return page("Edit panel - Checkout Service — Production - Payments - Dashboards - Grafana", base + "&from=now-24h&to=now&editPanel=3", ln)

    state = dash("Last 6 hours", v0, leg6)
    t = []
    t.append((click(37), dash("Last 6 hours", v0, leg6, picker=True)))
    t.append((click(615), dash("Last 24 hours", v1, leg24)))
    t.append((click(39), dash("Last 24 hours", v2, leg24b)))
    t.append((click(69), menu_open()))
    t.append((click(702), editor("p95 latency", "1", "185.4 ms")))
    t.append((fill(704, "Checkout p95 latency"), editor("Checkout p95 latency", "1", "185.4 ms")))
    t.append((fill(713, "0"), editor("Checkout p95 latency", "0", "185 ms")))
    t.append((click(52), dash("Last 24 hours", v3, leg24b, p95_title="Checkout p95 latency", dirty=True)))
    rs.add(task="web", tid="h44-web-09", system=SYSTEM, turns=t, state=state)


# Shopify admin inventory adjustment: bad
def t10(rs: RowSet) -> None:
    base = "https://admin.shopify.com/store/fernhill-knits"
    sock = [("Small (W 5–7)", "FK-MCS-S", 2, 12), ("Medium (W 8–10)", "FK-MCS-M", 1, 4), ("Large (M 9–12)", "FK-MCS-L", 0, 9)]
    beanie = [("Oatmeal", "FK-ALB-OAT", 0, 11), ("Charcoal", "FK-ALB-CHR", 1, 9), ("Rust", "FK-ALB-RST", 0, 8), ("Forest", "FK-ALB-FOR", 2, 10)]
    others = [("Cashmere Fingerless Gloves", [("Grey", "FK-CFG-GRY", 1, 0), ("Navy", "FK-CFG-NVY", 0, 0)]),
              ("Wool Blanket Throw", [("Natural", "FK-WBT-NAT", 0, 4), ("Slate", "FK-WBT-SLT", 1, 3)]),
              ("Lambswool Scarf", [("Camel", "FK-LWS-CML", 0, 6), ("Heather Grey", "FK-LWS-HGR", 0, 8), ("Bottle Green", "FK-LWS-BGR", 1, 5)]),
              ("Sock Yarn Bundle", [("Default Title", "FK-SYB-01", 0, 40)])]

    def nav(active: str) -> list[str]:
        items = ["Home", "Orders 6", "Products", "Collections", "Inventory", "Purchase orders", "Transfers", "Gift cards", "Customers",
                 "Content", "Analytics", "Marketing", "Discounts", "Online Store", "Point of Sale", "Settings"]
        ln = ["[20] banner ''", "  [21] link 'Shopify'", "  [22] button 'Search'", "  [23] button 'Notifications'", "  [24] button 'Fernhill Knits FK', hasPopup='menu'",
              "[30] navigation ''"]
        ln += [f"  [{31 + i}] link '{x}'" + (", current='page'" if x == active else "") for i, x in enumerate(items)]
        return ln

    def products(sock_total: int) -> str:
        rows = [("Merino Crew Sock", "Active", f"{sock_total} in stock for 3 variants", "Socks"),
                ("Alpaca Beanie", "Active", "38 in stock for 4 variants", "Hats"),
                ("Cashmere Fingerless Gloves", "Active", "0 in stock for 2 variants", "Gloves"),
                ("Wool Blanket Throw", "Active", "7 in stock for 2 variants", "Home"),
                ("Sock Yarn Bundle", "Draft", "40 in stock", "Yarn"),
                ("Gift Card", "Active", "Inventory not tracked", "Gift Cards"),
                ("Lambswool Scarf", "Active", "19 in stock for 3 variants", "Scarves"),
                ("Knitting Kit: Beginner Hat", "Archived", "3 in stock", "Kits")]
        ln = nav("Products") + ["[60] main ''", "  heading 'Products'", "  [61] button 'Export'", "  [62] button 'Import'", "  [63] button 'More actions', hasPopup='menu'",
                                "  [64] link 'Add product'", "  [65] tablist ''", "    [66] tab 'All', selected=True", "    [67] tab 'Active', selected=False",
                                "    [68] tab 'Draft', selected=False", "    [69] tab 'Archived', selected=False", "  [70] button 'Search and filter results'",
                                "  [71] button 'Sort the results'", "  [72] table ''", "    row ''", "      columnheader 'Select all products'", "      columnheader 'Product'",
                                "      columnheader 'Status'", "      columnheader 'Inventory'", "      columnheader 'Sales channels'", "      columnheader 'Markets'",
                                "      columnheader 'Category'", "      columnheader 'Type'", "      columnheader 'Vendor'"]
        for i, (name, status, inv, typ) in enumerate(rows):
            b = 80 + 4 * i
            ln += [f"    [{b}] row ''", f"      [{b + 1}] checkbox 'Select {name}', checked='false'", f"      [{b + 2}] link '{name}'", f"      cell '{status}'",
                   f"      cell '{inv}'", f"      cell '{'3' if status == 'Active' else '0'}'", f"      cell '{'2' if status == 'Active' else '0'}'",
                   "      cell 'Uncategorized'" if name == "Gift Card" else "      cell 'Apparel & Accessories'", f"      cell '{typ}'", "      cell 'Fernhill Knits'"]
        ln += ["  StaticText '1-8'", "  [120] button 'Previous', disabled=True", "  [121] button 'Next', disabled=True"]
        return page("Products · Fernhill Knits · Shopify", base + "/products", ln)

    def inventory(sock_rows: list[tuple[str, str, int, int]], pop: int | None = None, adj: str = "", new: int | None = None, reason: str = "Correction",
                  toast: bool = False) -> str:
        ln = nav("Inventory") + ["[60] main ''", "  heading 'Inventory'", "  [61] button 'Brooklyn Warehouse', hasPopup='menu'", "  [62] button 'Export'",
                                 "  [63] button 'Import'", "  [64] tablist ''", "    [65] tab 'All', selected=True", "  [66] button 'Search and filter results'",
                                 "  [67] button 'Sort the results'", "  [68] table ''", "    row ''", "      columnheader 'Product'", "      columnheader 'SKU'",
                                 "      columnheader 'Unavailable'", "      columnheader 'Committed'", "      columnheader 'Available'", "      columnheader 'On hand'"]
        groups = [("Merino Crew Sock", sock_rows), ("Alpaca Beanie", beanie)] + others
        dlg: list[str] = []
        b = 100
        for prod, vs in groups:
            for var, sku, com, av in vs:
                label = prod if var == "Default Title" else f"{prod} {var}"
                ln += [f"    [{b}] row ''", f"      [{b + 1}] link '{label}'", f"      cell '{sku}'", f"      [{b + 2}] button '0'", f"      cell '{com}'",
                       f"      [{b + 3}] spinbutton 'Available', value='{av}'", f"      [{b + 4}] spinbutton 'On hand', value='{av + com}'"]
                if pop == b:
                    dlg += ["[500] dialog ''", "  StaticText 'Adjust by'", f"  [501] spinbutton 'Adjust by', focused, value='{adj}'" if adj else "  [501] spinbutton 'Adjust by', focused, value='0'",
                           "  StaticText 'New'", f"  [502] spinbutton 'New', value='{new if new is not None else av}'", "  StaticText 'Reason'",
                           f"  [503] combobox 'Reason', value='{reason}'"]
                    opts = ["Correction", "Count", "Received", "Return restock", "Damaged", "Theft or loss", "Promotion or donation"]
                    dlg += [f"    [{504 + k}] option '{o}', selected={o == reason}" for k, o in enumerate(opts)]
                    dlg += ["  [511] link 'View adjustment history'", "  [512] button 'Cancel'", "  [513] button 'Save'"]
                b += 5
        ln += dlg
        if toast:
            ln += ["[520] status ''", "  StaticText 'Inventory updated'"]
        return page("Inventory · Fernhill Knits · Shopify", base + "/products/inventory?location_id=71843217587", ln)

    beanie_page = page("Alpaca Beanie · Products · Fernhill Knits · Shopify", base + "/products/8841203785987", nav("Products") + [
        "[60] main ''", "  [61] link 'Products'", "  heading 'Alpaca Beanie'", "  [62] button 'Duplicate'", "  [63] button 'Preview'", "  [64] button 'Share'",
        "  [65] button 'More actions', hasPopup='menu'", "  [66] button 'Previous product'", "  [67] button 'Next product'",
        "  StaticText 'Title'", "  [68] textbox 'Title', value='Alpaca Beanie'", "  StaticText 'Description'", "  [69] textbox 'Description', multiline",
        "    paragraph 'Rib-knit beanie in baby alpaca and merino, folded cuff, hand-finished in Brooklyn. One size.'",
        "  StaticText 'Media'", "  [70] button 'Upload new'", "  [71] button 'Select existing'", "  StaticText '4 images'",
        "  StaticText 'Category'", "  [72] combobox 'Category', value='Apparel & Accessories > Clothing Accessories > Hats > Beanies'",
        "  heading 'Variants'", "  [73] button 'Add options like size or color'", "  StaticText 'Color'",
        "  [74] table ''", "    row ''", "      columnheader 'Variant'", "      columnheader 'Price'", "      columnheader 'Available'",
        "    [75] row ''", "      [76] link 'Oatmeal'", "      [77] textbox 'Price', value='34.00'", "      [78] spinbutton 'Available', value='11'",
        "    [79] row ''", "      [80] link 'Charcoal'", "      [81] textbox 'Price', value='34.00'", "      [82] spinbutton 'Available', value='9'",
        "    [83] row ''", "      [84] link 'Rust'", "      [85] textbox 'Price', value='34.00'", "      [86] spinbutton 'Available', value='8'",
        "    [87] row ''", "      [88] link 'Forest'", "      [89] textbox 'Price', value='36.00'", "      [90] spinbutton 'Available', value='10'",
        "  StaticText 'Total inventory at Brooklyn Warehouse: 38 available'",
        "  heading 'Search engine listing'", "  StaticText 'Alpaca Beanie – Fernhill Knits'", "  StaticText 'https://fernhillknits.com/products/alpaca-beanie'",
        "  [91] complementary ''", "    StaticText 'Status'", "    [92] combobox 'Status', value='Active'",
        "    heading 'Publishing'", "    StaticText 'Online Store'", "    StaticText 'Point of Sale'", "    StaticText 'Shop'",
        "    heading 'Product organization'", "    StaticText 'Type'", "    [93] combobox 'Type', value='Hats'", "    StaticText 'Vendor'",
        "    [94] combobox 'Vendor', value='Fernhill Knits'", "    StaticText 'Collections'", "    [95] button 'Winter 2024'", "    [96] button 'Alpaca'",
        "    StaticText 'Tags'", "    [97] button 'alpaca'", "    [98] button 'beanie'", "    [99] button 'gift-guide'",
    ])
    variant_page = page("Rust · Alpaca Beanie · Fernhill Knits · Shopify", base + "/products/8841203785987/variants/47102955667715", nav("Products") + [
        "[60] main ''", "  [61] link 'Alpaca Beanie'", "  heading 'Rust'", "  [62] button 'Duplicate'",
        "  [63] navigation 'Variants'", "    [64] link 'Oatmeal'", "    [65] link 'Charcoal'", "    [66] link 'Rust', current='page'", "    [67] link 'Forest'",
        "  heading 'Options'", "  StaticText 'Color'", "  [68] textbox 'Color', value='Rust'",
        "  heading 'Pricing'", "  StaticText 'Price'", "  [69] textbox 'Price', value='34.00'", "  StaticText 'Compare-at price'", "  [70] textbox 'Compare-at price', value='42.00'",
        "  [71] checkbox 'Charge tax on this variant', checked='true'", "  StaticText 'Cost per item'", "  [72] textbox 'Cost per item', value='11.20'",
        "  StaticText 'Profit'", "  StaticText '$22.80'", "  StaticText 'Margin'", "  StaticText '67.1%'",
        "  heading 'Inventory'", "  [73] checkbox 'Track quantity', checked='true'", "  [74] table ''", "    row ''", "      columnheader 'Location'",
        "      columnheader 'Unavailable'", "      columnheader 'Committed'", "      columnheader 'Available'", "      columnheader 'On hand'",
        "    row ''", "      cell 'Brooklyn Warehouse'", "      [75] button '0'", "      cell '0'", "      [76] spinbutton 'Available', value='8'", "      [77] spinbutton 'On hand', value='8'",
        "  [78] checkbox 'Continue selling when out of stock', checked='false'", "  StaticText 'SKU (Stock Keeping Unit)'", "  [79] textbox 'SKU', value='FK-ALB-RST'",
        "  StaticText 'Barcode (ISBN, UPC, GTIN, etc.)'", "  [80] textbox 'Barcode', value='0860011423317'",
        "  heading 'Shipping'", "  [81] checkbox 'This is a physical product', checked='true'", "  StaticText 'Weight'", "  [82] textbox 'Weight', value='0.15'",
        "  [83] combobox 'Weight unit', value='lb'", "  StaticText 'Country/Region of origin'", "  [84] combobox 'Country/Region of origin', value='United States'",
        "  StaticText 'HS code'", "  [85] textbox 'HS code', value='6505.00.6090'",
    ])
    s1 = [sock[0], (sock[1][0], sock[1][1], 1, 24), sock[2]]
    s2 = [sock[0], (sock[1][0], sock[1][1], 1, 24), (sock[2][0], sock[2][1], 0, 6)]
    t = []
    t.append((click(35), inventory(sock)))
    t.append((click(108), inventory(sock, pop=105)))
    t.append((fill(501, "20"), inventory(sock, pop=105, adj="20", new=24)))
    t.append((select(503, "Received"), inventory(sock, pop=105, adj="20", new=24, reason="Received")))
    t.append((click(513), inventory(s1, toast=True)))
    t.append((click(113), inventory(s1, pop=110)))
    t.append((fill(501, "-3"), inventory(s1, pop=110, adj="-3", new=6)))
    t.append((click(513), inventory(s2, toast=True)))
    t.append((click(33), products(45)))
    t.append((click(86), beanie_page))
    t.append((click(84), variant_page))
    rs.add(task="web", tid="h44-web-10", system=SYSTEM, turns=t, state=products(25), bad=True, turn=9,
           kind="product inventory total does not follow the two variant adjustments")


# Shopping storefront cart: clean
def t11(rs: RowSet) -> None:
    host = "http://shop.internal:7770"
    ging = ("Pre-baked Gingerbread House Kit Value Pack, 17 oz., Pack of 2, Total 34 oz.", 19.99, "B01MFC3A6A")
    tazo = ("Tazo Chai Tea Latte Concentrate, 32 oz (Pack of 3)", 16.47, "B00JZXV1B6")
    lav = ("Lavazza Espresso Italiano Whole Bean Coffee Blend, Medium Roast, 2.2 lb Bag", 19.99, "B000SDKDM4")

    def header(count: int) -> list[str]:
        return ["[200] banner ''", "  [201] list ''", "    [202] listitem ''", "      StaticText 'Welcome, Emma Lopez!'",
                "    [203] listitem ''", "      [204] link 'My Account'", "    [205] listitem ''", "      [206] link 'My Wish List 3 items'",
                "    [207] listitem ''", "      [208] link 'Sign Out'", "  [209] link 'store logo'", "    [210] img 'one_stop_market_logo'",
                f"  [211] link '\\ue611 My Cart {count} {count} items'", "  [212] Section ''", "    [213] combobox '\\ue615 Search', autocomplete='both', hasPopup='listbox', expanded=False",
                "    [214] button 'Search', disabled=True",
                "  [215] tablist ''", "    [216] tabpanel ''", "      [217] menu '', orientation='vertical'",
                "        [218] menuitem '\\ue622 Beauty & Personal Care', hasPopup='menu'", "        [219] menuitem '\\ue622 Sports & Outdoors', hasPopup='menu'",
                "        [220] menuitem '\\ue622 Clothing, Shoes & Jewelry', hasPopup='menu'", "        [221] menuitem '\\ue622 Home & Kitchen', hasPopup='menu'",
                "        [222] menuitem '\\ue622 Office Products', hasPopup='menu'", "        [223] menuitem '\\ue622 Tools & Home Improvement', hasPopup='menu'",
                "        [224] menuitem '\\ue622 Health & Household', hasPopup='menu'", "        [225] menuitem '\\ue622 Patio, Lawn & Garden', hasPopup='menu'",
                "        [226] menuitem '\\ue622 Electronics', hasPopup='menu'", "        [227] menuitem '\\ue622 Cell Phones & Accessories', hasPopup='menu'",
                "        [228] menuitem '\\ue622 Video Games', hasPopup='menu'", "        [229] menuitem '\\ue622 Grocery & Gourmet Food', hasPopup='menu'"]

    footer = ["[900] contentinfo ''", "  [901] textbox 'Sign Up for Our Newsletter:'", "  [902] button 'Subscribe'", "  [903] link 'Privacy and Cookie Policy'",
              "  [904] link 'Search Terms'", "  [905] link 'Advanced Search'", "  [906] link 'Contact Us'",
              "  StaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'"]
    results = [(lav[0], lav[1], 4.6, 12), ("Illy Classico Espresso Ground Coffee, Medium Roast, 8.8 oz Can", 11.49, 4.8, 31),
               ("Cafe Bustelo Espresso Dark Roast Ground Coffee, 10 Ounce Brick (Pack of 6)", 31.14, 4.7, 9),
               ("Starbucks Espresso Roast Dark Roast K-Cup Pods, 24 Count", 17.98, 4.5, 22),
               ("Kicking Horse Coffee, Cliff Hanger Espresso, Medium Roast, Whole Bean, 2.2 lb", 24.95, 4.4, 6),
               ("Death Wish Coffee Espresso Roast Ground Coffee, 16 oz", 19.49, 4.3, 14)]
    sl = header(2) + ["[300] main ''", "  heading 'Search results for: \\'espresso\\''", "  StaticText 'Items 1-12 of 87'",
                      "  StaticText 'Sort By'", "  [301] combobox 'Sort By', value='Relevance'", "  [302] link '\\ue613 Set Descending Direction'",
                      "  [303] list ''"]
    for i, (name, price, stars, nrev) in enumerate(results):
        b = 310 + 6 * i
        sl += [f"    [{b}] listitem ''", f"      [{b + 1}] link 'Image'", f"      [{b + 2}] link '{name}'", f"      StaticText 'Rating: {int(stars * 20)}%'",
               f"      [{b + 3}] link '{nrev} Reviews'", f"      StaticText '{money(price)}'", f"      [{b + 4}] button 'Add to Cart'",
               f"      [{b + 5}] button 'Add to Wish List'"]
    sl += ["  [360] link 'Page 2'", "  [361] link 'Page 3'", "  [362] link '\\ue608 Page Next'"] + footer
    search = page("Search results for: 'espresso'", host + "/catalogsearch/result/?q=espresso", sl)

    def product(qty: str, count: int, msg: bool) -> str:
        ln = header(count) + ["[300] main ''"]
        if msg:
            ln += ["  [301] alert ''", f"    StaticText 'You added {lav[0]} to your'", "    [302] link 'shopping cart'", "    StaticText '.'"]
        ln += [f"  heading '{lav[0]}'", "  StaticText 'Rating: 92%'", "  [303] link '12 Reviews'", "  [304] link 'Add Your Review'",
               f"  StaticText '{money(lav[1])}'", "  StaticText 'In stock'", f"  StaticText 'SKU {lav[2]}'", "  StaticText 'Qty'",
               f"  [305] spinbutton 'Qty', value='{qty}'", "  [306] button 'Add to Cart'", "  [307] link 'Add to Wish List'", "  [308] link 'Add to Compare'",
               "  [309] link 'Email'", "  [310] tablist ''", "    [311] tab 'Details', selected=True", "    [312] tab 'Reviews (12)', selected=False",
               "  [313] tabpanel 'Details'", "    heading 'Product Quick Look'",
               "    StaticText 'Medium roast whole bean blend of Arabica and Robusta from Brazil, Colombia, India and Vietnam; fruity and floral aroma notes.'",
               "    StaticText 'Package Dimensions : 10.5 x 5.5 x 3 inches; 2.2 Pounds'", "    StaticText 'UPC : 0047271295367'",
               "    StaticText 'Manufacturer : Lavazza'", "    StaticText 'Best Sellers Rank: #412 in Grocery & Gourmet Food'"] + footer
        return page(lav[0], host + "/lavazza-espresso-italiano-whole-bean-coffee-blend-medium-roast-2-2-lb-bag.html", ln)

    def cart(items: list[tuple[tuple[str, float, str], int, str]], est: str | None, msg: str = "") -> str:
        count = sum(q for _, q, _ in items)
        sub = sum(p[1] * q for p, q, _ in items)
        ship = 5.0 * count
        ln = header(count) + ["[300] main ''", "  heading 'Shopping Cart'"]
        if msg:
            ln += ["  [301] alert ''", f"    StaticText '{msg}'"]
        ln += ["  [302] table 'Shopping Cart Items'", "    row ''", "      columnheader 'Item'", "      columnheader 'Price'", "      columnheader 'Qty'",
               "      columnheader 'Subtotal'"]
        for (name, price, sku), q, shown in items:
            b = {ging[2]: 400, tazo[2]: 410, lav[2]: 420}[sku]
            ln += [f"    [{b}] row ''", f"      [{b + 1}] link '{name}'", f"      StaticText 'SKU {sku}'", f"      cell '{money(price)}'",
                   f"      [{b + 2}] spinbutton 'Qty', value='{shown}'", f"      cell '{money(price * q)}'", f"      [{b + 3}] link 'Move to Wishlist'",
                   f"      [{b + 4}] link 'Edit item parameters'", f"      [{b + 5}] link 'Remove item'"]
        ln += ["  [440] link 'Continue Shopping'", "  [441] button 'Update Shopping Cart'", "  [442] button 'Apply Discount Code', expanded=False",
               "  [443] complementary ''", "    heading 'Summary'", f"    [444] button 'Estimate Shipping and Tax', expanded={est is not None}"]
        if est is not None:
            states = ["Alabama", "Arizona", "California", "Colorado", "New York", "Pennsylvania", "Texas", "Washington"]
            ln += ["      StaticText 'Enter your destination to get a shipping estimate.'", "      StaticText 'Country'", "      [445] combobox 'Country', value='United States'",
                   "      StaticText 'State/Province'", f"      [446] combobox 'State/Province', value='{est}'"]
            ln += [f"        [{447 + k}] option '{s}', selected={s == est}" for k, s in enumerate(states)]
            ln += ["      StaticText 'Zip/Postal Code'", "      [456] textbox 'Zip/Postal Code', value='94010'", "      StaticText 'Flat Rate'",
                   f"      [457] radio 'Fixed {money(ship)}', checked='true'"]
        ln += ["    [460] table ''", "      row ''", "        rowheader 'Subtotal'", f"        cell '{money(sub)}'",
               "      row ''", "        rowheader 'Shipping (Flat Rate - Fixed)'", f"        cell '{money(ship)}'",
               "      row ''", "        rowheader 'Tax'", "        cell '$0.00'",
               "      row ''", "        rowheader 'Order Total'", f"        cell '{money(sub + ship)}'",
               "    [461] button 'Proceed to Checkout'", "    [462] link 'Check Out with Multiple Addresses'"] + footer
        return page("Shopping Cart", host + "/checkout/cart/", ln)

    c1 = [(ging, 1, "1"), (tazo, 1, "1"), (lav, 3, "3")]
    c1e = [(ging, 1, "1"), (tazo, 1, "2"), (lav, 3, "3")]
    c2 = [(ging, 1, "1"), (tazo, 2, "2"), (lav, 3, "3")]
    c3 = [(tazo, 2, "2"), (lav, 3, "3")]
    checkout = page("Checkout", host + "/checkout/#shipping", [
        "[200] banner ''", "  [209] link 'store logo'", "    [210] img 'one_stop_market_logo'",
        "[300] main ''", "  heading 'Checkout'", "  [301] list ''", "    [302] listitem 'Shipping', current='step'", "    [303] listitem 'Review & Payments'",
        "  heading 'Shipping Address'", "  [304] group ''", "    StaticText 'Emma Lopez'", "    StaticText '101 S San Mateo Dr'",
        "    StaticText 'San Mateo, California 94010'", "    StaticText 'United States'", "    [305] link '6505551212'", "    StaticText 'Selected'",
        "  [306] button 'New Address'", "  heading 'Shipping Methods'", "  [307] table ''", "    row ''", "      [308] radio 'Fixed Flat Rate $25.00', checked='true'",
        "      cell '$25.00'", "      cell 'Fixed'", "      cell 'Flat Rate'", "  [309] button 'Next'",
        "  [310] complementary 'Order Summary'", "    heading 'Order Summary'", "    [311] button '5 Items in Cart', expanded=False",
        "    StaticText 'Cart Subtotal'", f"    StaticText '{money(2 * tazo[1] + 3 * lav[1])}'", "    StaticText 'Shipping'", "    StaticText 'Not yet calculated'",
        "    StaticText 'Order Total'", f"    StaticText '{money(2 * tazo[1] + 3 * lav[1])}'",
    ])
    t = []
    t.append((click(312), product("1", 2, False)))
    t.append((fill(305, "3"), product("3", 2, False)))
    t.append((click(306), product("3", 5, True)))
    t.append((click(302), cart(c1, None)))
    t.append((fill(412, "2"), cart(c1e, None)))
    t.append((click(441), cart(c2, None)))
    t.append((click(405), cart(c3, None)))
    t.append((click(444), cart(c3, "California")))
    t.append((select(446, "Pennsylvania"), cart(c3, "Pennsylvania")))
    t.append((click(461), checkout))
    rs.add(task="web", tid="h44-web-11", system=SYSTEM, turns=t, state=search)


# Jira backlog issue creation: bad
def t12(rs: RowSet) -> None:
    host = "https://northwind.atlassian.net"
    summary = "Rotate Stripe webhook signing secret in staging"
    sprint = [
        ("PAY-1262", "Story", "Show settlement batch status on merchant dashboard", "IN PROGRESS", "Alice Ng", "5"),
        ("PAY-1265", "Bug", "Refund webhook retried after 2xx when body is empty", "IN REVIEW", "Kenji Watanabe", "3"),
        ("PAY-1267", "Task", "Upgrade stripe-java to 25.3.0", "DONE", "Tom Okafor", "1"),
        ("PAY-1270", "Story", "Partial capture for pre-authorized card payments", "IN PROGRESS", "Dana Whitfield", "8"),
        ("PAY-1271", "Bug", "JPY payouts rounded to two decimals in CSV export", "TO DO", "Kenji Watanabe", "2"),
        ("PAY-1273", "Task", "Add p99 latency alert for /v2/charges", "DONE", "Priya Raman", "2"),
        ("PAY-1275", "Story", "Merchant can download monthly fee invoice as PDF", "TO DO", "Unassigned", "5"),
        ("PAY-1278", "Task", "Document idempotency-key reuse window", "IN REVIEW", "Lena Vogt", "1"),
        ("PAY-1280", "Bug", "3DS challenge iframe cut off on Safari 17", "IN PROGRESS", "Sofia Marin", "3"),
    ]
    backlog = [
        ("PAY-1198", "Story", "Support SEPA Instant credit transfers", "TO DO", "Unassigned", "13"),
        ("PAY-1204", "Task", "Remove legacy Braintree adapter", "TO DO", "Tom Okafor", "5"),
        ("PAY-1211", "Bug", "Dispute evidence upload fails for HEIC images", "TO DO", "Unassigned", "3"),
        ("PAY-1215", "Story", "Merchant-level velocity rules for card testing", "TO DO", "Priya Raman", "8"),
        ("PAY-1219", "Task", "Migrate payout scheduler to Temporal", "TO DO", "Alice Ng", "13"),
        ("PAY-1223", "Bug", "Currency symbol missing on Polish zloty receipts", "TO DO", "Unassigned", "1"),
        ("PAY-1226", "Story", "Apple Pay on the hosted checkout page", "TO DO", "Sofia Marin", "8"),
        ("PAY-1230", "Task", "Load test settlement service at 3x Black Friday peak", "TO DO", "Unassigned", "5"),
        ("PAY-1233", "Bug", "Chargeback webhook arrives before charge.succeeded", "TO DO", "Kenji Watanabe", "3"),
        ("PAY-1236", "Task", "Archive payment_attempts older than 24 months", "TO DO", "Unassigned", "3"),
        ("PAY-1239", "Story", "ACH return codes mapped to merchant-facing reasons", "TO DO", "Lena Vogt", "5"),
        ("PAY-1241", "Task", "Rotate PCI audit log bucket KMS key", "TO DO", "Priya Raman", "2"),
        ("PAY-1244", "Bug", "Negative balance alert fires twice per payout", "TO DO", "Unassigned", "2"),
        ("PAY-1247", "Story", "Installments with Klarna in DE and AT", "TO DO", "Unassigned", "13"),
        ("PAY-1249", "Task", "Split payments-api Helm chart values per region", "TO DO", "Tom Okafor", "3"),
        ("PAY-1252", "Bug", "Merchant timezone ignored in daily summary email", "TO DO", "Sofia Marin", "2"),
        ("PAY-1254", "Task", "Feature flag cleanup: checkout_v2_rollout", "TO DO", "Unassigned", "1"),
        ("PAY-1256", "Story", "Refund to original payment method for gift cards", "TO DO", "Unassigned", "8"),
        ("PAY-1258", "Bug", "Payout CSV header order changed after 4.12 release", "TO DO", "Alice Ng", "1"),
        ("PAY-1260", "Task", "Add OpenAPI examples for /v2/refunds", "TO DO", "Lena Vogt", "2"),
        ("PAY-1276", "Bug", "Stripe Radar score not stored for declined charges", "TO DO", "Unassigned", "2"),
        ("PAY-1282", "Task", "Renew partner TLS certificate for Adyen callback", "TO DO", "Priya Raman", "1"),
        ("PAY-1284", "Story", "Merchant can set statement descriptor suffix", "TO DO", "Unassigned", "3"),
    ]
    new_row = ("PAY-1287", "Task", summary, "TO DO", "Unassigned", "")

    def top() -> list[str]:
        return ["[20] banner ''", "  [21] button 'App switcher'", "  [22] link 'Go to your Jira homepage'", "  [23] button 'Your work', hasPopup='menu'",
                "  [24] button 'Projects', hasPopup='menu'", "  [25] button 'Filters', hasPopup='menu'", "  [26] button 'Dashboards', hasPopup='menu'",
                "  [27] button 'Teams', hasPopup='menu'", "  [28] button 'Plans', hasPopup='menu'", "  [29] button 'Apps', hasPopup='menu'",
                "  [30] button 'Create'", "  [31] textbox 'Search'", "  [32] button 'Notifications'", "  [33] button 'Help'", "  [34] button 'Settings'",
                "  [35] button 'Your profile and settings'",
                "[36] navigation 'Project sidebar'", "  StaticText 'Payments Platform'", "  StaticText 'Software project'",
                "  [37] link 'Timeline'", "  [38] link 'Backlog'", "  [39] link 'Board'", "  [40] link 'Calendar'", "  [41] link 'Reports'",
                "  [42] link 'Issues'", "  [43] link 'Components'", "  [44] link 'Code'", "  [45] link 'Project pages'", "  [46] link 'Add shortcut'",
                "  [47] link 'Project settings'"]

    def rows(items: list[tuple[str, ...]], start: int) -> list[str]:
        out = []
        for i, (key, typ, summ, status, who, pts) in enumerate(items):
            b = start + 4 * i
            out += [f"    [{b}] listitem ''", f"      StaticText '{typ}'", f"      [{b + 1}] link '{key}'", f"      StaticText '{summ}'",
                    f"      [{b + 2}] button '{status}', hasPopup='menu'", f"      StaticText '{pts if pts else '-'}'", f"      [{b + 3}] button 'Assignee: {who}'"]
        return out

    def backlog_page(items: list[tuple[str, ...]], flag: bool, dialog: list[str] | None = None) -> str:
        ln = top() + ["[50] main ''", "  [51] navigation 'Breadcrumbs'", "    [52] link 'Projects'", "    [53] link 'Payments Platform'",
                      "  heading 'Backlog'", "  [54] textbox 'Search backlog'", "  [55] button 'Epic', hasPopup='menu'", "  [56] button 'Type', hasPopup='menu'",
                      "  [57] button 'Insights'", "  [58] button 'View settings'",
                      "  [59] button 'PAY Sprint 41', expanded=True", "  StaticText '6 May – 17 May (9 issues)'",
                      "  StaticText 'Ship settlement visibility and partial captures'", "  StaticText 'To Do: 7 In progress: 20 Done: 3'",
                      "  [60] button 'Complete sprint'", "  [61] list 'PAY Sprint 41'"] + rows(sprint, 100)
        ln += ["  [140] button 'Create issue'",
               "  [141] button 'Backlog', expanded=True", f"  StaticText '({len(items)} issues)'", f"  StaticText 'To Do: {sum(int(x[5]) for x in items if x[5])} In progress: 0 Done: 0'",
               "  [142] button 'Create sprint'", "  [143] list 'Backlog'"] + rows(items, 150) + ["  [260] button 'Create issue'"]
        if flag:
            ln += ["[270] alert ''", "  StaticText 'You have created PAY-1287'", f"  StaticText '{summary}'", "  [271] link 'View issue'",
                   "  [272] link 'Copy link'", "  [273] button 'Dismiss'"]
        if dialog:
            ln += dialog
        return page("Backlog - Payments Platform - Jira", host + "/jira/software/projects/PAY/boards/14/backlog", ln)

    def create(summ: str) -> list[str]:
        return ["[300] dialog 'Create issue'", "  heading 'Create issue'", "  [301] button 'Minimize'", "  [302] button 'Full screen'", "  [303] button 'Close'",
                "  StaticText 'Required fields are marked with an asterisk *'", "  StaticText 'Project *'", "  [304] combobox 'Project', value='Payments Platform (PAY)'",
                "  StaticText 'Issue type *'", "  [305] combobox 'Issue type', value='Task'", "  StaticText 'Status'", "  [306] button 'To Do'",
                "  StaticText 'This is the initial status upon creation'", "  StaticText 'Summary *'",
                f"  [307] textbox 'Summary', focused, value='{summ}'" if summ else "  [307] textbox 'Summary', focused, required",
                "  StaticText 'Description'", "  [308] textbox 'Description', multiline", "  StaticText 'Assignee'", "  [309] combobox 'Assignee', value='Automatic'",
                "  [310] link 'Assign to me'", "  StaticText 'Labels'", "  [311] combobox 'Labels'", "  StaticText 'Team'", "  [312] combobox 'Team'",
                "  StaticText 'Sprint'", "  [313] combobox 'Sprint'", "  StaticText 'Story point estimate'", "  [314] textbox 'Story point estimate'",
                "  StaticText 'Reporter *'", "  [315] combobox 'Reporter', value='Dana Whitfield'", "  [316] checkbox 'Create another issue', checked='false'",
                "  [317] button 'Cancel'", "  [318] button 'Create'"]

    def issue(status: str, menu: bool, history: list[str]) -> str:
        ln = top() + ["[50] main ''", "  [51] navigation 'Breadcrumbs'", "    [52] link 'Projects'", "    [53] link 'Payments Platform'", "    [54] link 'PAY-1287'",
                      f"  heading '{summary}'", "  [55] button 'Attach'", "  [56] button 'Add a child issue'", "  [57] button 'Link issue', hasPopup='menu'",
                      "  [58] button 'Apps', hasPopup='menu'", "  StaticText 'Description'", "  [59] textbox 'Add a description...'",
                      "  StaticText 'Activity'", "  [60] tablist ''", "    [61] tab 'All', selected=False", "    [62] tab 'Comments', selected=False",
                      "    [63] tab 'History', selected=True", "    [64] tab 'Work log', selected=False"] + history + [
                      f"  [70] button '{status}', hasPopup='menu', expanded={menu}"]
        if menu:
            ln += ["    [71] menu ''", "      [72] menuitem 'In Progress'", "      [73] menuitem 'In Review'", "      [74] menuitem 'Done'",
                   "      [75] menuitem 'View workflow'"]
        ln += ["  [76] button 'Actions', hasPopup='menu'", "  [77] group 'Details'", "    StaticText 'Assignee'", "    StaticText 'Unassigned'",
               "    [78] link 'Assign to me'", "    StaticText 'Labels'", "    StaticText 'None'", "    StaticText 'Parent'", "    StaticText 'None'",
               "    StaticText 'Team'", "    StaticText 'None'", "    StaticText 'Sprint'", "    StaticText 'None'", "    StaticText 'Story point estimate'",
               "    StaticText 'None'", "    StaticText 'Reporter'", "    StaticText 'Dana Whitfield'", "    StaticText 'Development'", "    [79] button 'Create branch'",
               "  StaticText 'Created 1 minute ago'", "  StaticText 'Updated just now'" if status != "To Do" else "  StaticText 'Updated 1 minute ago'",
               "  [80] button 'Configure'"]
        return page(f"[PAY-1287] {summary} - Jira", host + "/browse/PAY-1287", ln)

    h1 = ["  [65] article ''", "    StaticText 'Dana Whitfield created the Issue'", "    StaticText '1 minute ago'"]
    h2 = ["  [66] article ''", "    StaticText 'Dana Whitfield changed the Status'", "    StaticText 'just now'", "    StaticText 'TO DO → IN PROGRESS'"] + h1
    cols = {"TO DO": [], "IN PROGRESS": [], "IN REVIEW": [], "DONE": []}
    for r in sprint:
        cols[r[3]].append(r)
    bl = top() + ["[50] main ''", "  [51] navigation 'Breadcrumbs'", "    [52] link 'Projects'", "    [53] link 'Payments Platform'",
                  "  heading 'PAY Sprint 41'", "  StaticText '4 days remaining'", "  [54] button 'Complete sprint'", "  [55] textbox 'Search board'",
                  "  [56] button 'Epic', hasPopup='menu'", "  [57] button 'Type', hasPopup='menu'", "  [58] button 'Group by: None', hasPopup='menu'",
                  "  [59] button 'Insights'"]
    b = 100
    for col, items in cols.items():
        bl += [f"  [{b}] region '{col} {len(items)}'"]
        b += 1
        for key, typ, summ, _status, who, pts in items:
            bl += [f"    [{b}] button '{summ} {key}'", f"      StaticText '{typ}'", f"      StaticText '{pts}'", f"      StaticText '{who}'"]
            b += 1
    board = page("PAY board - Payments Platform - Jira", host + "/jira/software/projects/PAY/boards/14", bl)
    p1271 = page("[PAY-1271] JPY payouts rounded to two decimals in CSV export - Jira", host + "/browse/PAY-1271", top() + [
        "[50] main ''", "  [51] navigation 'Breadcrumbs'", "    [52] link 'Projects'", "    [53] link 'Payments Platform'", "    [54] link 'PAY-1271'",
        "  heading 'JPY payouts rounded to two decimals in CSV export'", "  [55] button 'Attach'", "  [56] button 'Add a child issue'",
        "  StaticText 'Description'", "  paragraph 'Payout CSV shows 15650.00 for JPY amounts. Zero-decimal currencies must be exported without decimals. Related: ledgerline PR #482.'",
        "  StaticText 'Activity'", "  [60] tablist ''", "    [61] tab 'All', selected=False", "    [62] tab 'Comments', selected=True",
        "  [65] article ''", "    StaticText 'Kenji Watanabe'", "    StaticText '2 days ago'", "    paragraph 'Fix is in review upstream, will bump ledgerline once merged.'",
        "  [70] button 'To Do', hasPopup='menu'", "  [76] button 'Actions', hasPopup='menu'", "  [77] group 'Details'", "    StaticText 'Assignee'",
        "    StaticText 'Kenji Watanabe'", "    StaticText 'Labels'", "    StaticText 'fx'", "    StaticText 'Sprint'", "    [78] link 'PAY Sprint 41'",
        "    StaticText 'Story point estimate'", "    StaticText '2'", "    StaticText 'Reporter'", "    StaticText 'Priya Raman'",
        "  StaticText 'Created May 8, 2024 at 10:14 AM'", "  StaticText 'Updated 2 days ago'",
    ])
    t = []
    t.append((click(30), backlog_page(backlog, False, create(""))))
    t.append((fill(307, summary), backlog_page(backlog, False, create(summary))))
    t.append((click(318), backlog_page(backlog + [new_row], True)))
    t.append((click(271), issue("To Do", False, h1)))
    t.append((click(70), issue("To Do", True, h1)))
    t.append((click(72), issue("In Progress", False, h2)))
    t.append((click(38), backlog_page(backlog, False)))
    t.append((click(39), board))
    t.append((click(101), p1271))
    rs.add(task="web", tid="h44-web-12", system=SYSTEM, turns=t, state=backlog_page(backlog, False), bad=True, turn=7,
           kind="issue created earlier is missing from the backlog list")


# Zendesk agent ticket update: clean
def t13(rs: RowSet) -> None:
    host = "https://northwindsupport.zendesk.com"
    mine = [
        ("48213", "Open", "Refund not received for order 100-4417-9931", "Hannah Cole", "May 9", "High", "Yesterday 16:40"),
        ("48207", "Open", "Cannot update billing address on subscription", "Omar Haddad", "May 9", "Normal", "Yesterday 11:02"),
        ("48195", "Pending", "Duplicate charge on May 6 order", "Grace Liu", "May 8", "High", "May 10"),
        ("48188", "Open", "Discount code WELCOME15 not applied at checkout", "Mateo Rossi", "May 8", "Low", "Yesterday 09:27"),
        ("48176", "On-hold", "Replacement part for blender lid", "Sandra Okoye", "May 7", "Normal", "May 9"),
        ("48169", "Open", "Order shows delivered but nothing arrived", "Felix Wagner", "May 7", "Urgent", "Today 08:51"),
        ("48150", "Open", "Warranty claim: kettle stopped heating", "Priyanka Das", "May 6", "Normal", "May 10"),
        ("48142", "Pending", "Invoice needed with company VAT number", "Lucas Martin", "May 6", "Low", "May 8"),
        ("48131", "Open", "Account locked after password reset", "Emily Brooks", "May 5", "High", "Today 09:15"),
        ("48120", "Open", "Wrong size shipped (ordered M, received L)", "Tomás Silva", "May 4", "Normal", "May 9"),
        ("48102", "Pending", "Gift card balance shows $0.00", "Ava Thompson", "May 3", "Normal", "May 7"),
        ("48097", "Open", "Exchange request outside 30-day window", "Noah Kim", "May 3", "Low", "May 6"),
        ("48085", "On-hold", "Missing item from bundle order", "Isabella Moretti", "May 2", "Normal", "May 8"),
        ("48071", "Pending", "Change delivery date for furniture order", "Jacob Wilson", "May 1", "Normal", "May 6"),
    ]
    pending_others = [r for r in mine if r[1] == "Pending"] + [("48044", "Pending", "Proof of purchase for insurance claim", "Mia Johnson", "Apr 29", "Low", "May 3")]

    def side(active: str, pending: int) -> list[str]:
        views = [("Your unsolved tickets", 14), ("Unassigned tickets", 6), ("All unsolved tickets", 58), ("Recently updated tickets", None),
                 ("Pending tickets", pending), ("Recently solved tickets", None), ("Suspended tickets", 2), ("Deleted tickets", None)]
        ln = ["[20] navigation 'Main'", "  [21] link 'Zendesk Support'", "  [22] link 'Home'", "  [23] link 'Views'", "  [24] link 'Customers'",
              "  [25] link 'Organizations'", "  [26] link 'Reporting'", "  [27] link 'Admin'",
              "[28] banner ''", "  [29] button 'Add', hasPopup='menu'", "  [30] textbox 'Search'", "  [31] button 'Conversations 0'",
              "  [32] button 'Notifications'", "  [33] button 'Dana Whitfield', hasPopup='menu'",
              "[34] navigation 'Views'", "  heading 'Views'", "  [35] button 'Refresh views'"]
        ln += [f"  [{36 + i}] link '{name}{f' {n}' if n is not None else ''}'" + (", current='page'" if name == active else "") for i, (name, n) in enumerate(views)]
        ln += ["  [44] link 'Manage views'"]
        return ln

    def view(name: str, rows: list[tuple[str, ...]], pending: int, url: str) -> str:
        ln = side(name, pending) + ["[50] main ''", f"  heading '{name}'", f"  StaticText '{len(rows)} tickets'", "  [51] button 'Play'",
                                    "  [52] button 'Options', hasPopup='menu'", "  [53] table ''", "    row ''", "      [54] columnheader 'Select all tickets'",
                                    "      columnheader 'Ticket status'", "      columnheader 'Subject'", "      columnheader 'Requester'",
                                    "      columnheader 'Requested', sort='descending'", "      columnheader 'Priority'", "      columnheader 'Updated'"]
        for i, (tid, status, subj, req, requested, prio, upd) in enumerate(rows):
            b = 60 + 3 * i
            ln += [f"    [{b}] row ''", f"      [{b + 1}] checkbox 'Select ticket #{tid}', checked='false'", f"      cell '{status}'",
                   f"      [{b + 2}] link '{subj}'", f"      cell '{req}'", f"      cell '{requested}'", f"      cell '{prio}'", f"      cell '{upd}'"]
        return page(f"{name} – Northwind Home Support – Zendesk", host + url, ln)

    note = ("Checked Stripe: refund re_3PDz8qL2kT1vWx0a1c9B7mNe for $184.20 was issued May 10 and shows succeeded. "
            "ARN 74537614131000043520598. Bank can trace with the ARN.")
    reply = ("Hi Hannah, I checked with our payment processor: your refund of $184.20 was issued on May 10 and has completed on our side. "
             "Some banks take a few extra days to post it. If it is not on your statement by Friday, give your bank this reference number: "
             "74537614131000043520598. Best, Dana")

    def ticket(status: str, mode: str, draft: str, menu: bool, conv_extra: list[str]) -> str:
        ln = side("Your unsolved tickets", 6 if status == "Pending" else 5) + [
            "[50] main ''", "  [51] tablist 'Ticket tabs'", "    [52] tab 'Hannah Cole Refund not received for order 100-4417-9931 #48213', selected=True",
            "  [53] group 'Ticket properties'", "    StaticText 'Requester'", "    [54] combobox 'Requester', value='Hannah Cole'",
            "    StaticText 'Assignee'", "    [55] combobox 'Assignee', value='Tier 2/Dana Whitfield'", "    [56] link 'take it'",
            "    StaticText 'Followers'", "    [57] combobox 'Followers'", "    StaticText 'Tags'", "    [58] button 'refund'", "    [59] button 'stripe'",
            "    [60] button 'order_issue'", "    StaticText 'Type'", "    [61] combobox 'Type', value='Incident'", "    StaticText 'Priority'",
            "    [62] combobox 'Priority', value='High'", "    StaticText 'Order number'", "    [63] textbox 'Order number', value='100-4417-9931'",
            "  heading 'Refund not received for order 100-4417-9931'", f"  StaticText '{status}'", "  StaticText 'Via Web form'",
            "  [64] log 'Conversation'",
            "    [65] article ''", "      StaticText 'Hannah Cole'", "      StaticText 'May 9 09:12'",
            "      paragraph 'Hi, I returned the stand mixer (order 100-4417-9931) on May 2 and got the return confirmation, but the refund has not shown up on my card.'",
            "    [66] article ''", "      StaticText 'Dana Whitfield'", "      StaticText 'May 10 11:05'",
            "      paragraph 'Thanks Hannah, the return was received and the refund was released today. Card refunds take 5 to 10 business days to appear.'",
            "    [67] article ''", "      StaticText 'Hannah Cole'", "      StaticText 'Yesterday 16:40'",
            "      paragraph 'It has been 10 business days now and still nothing. Can you check?'"] + conv_extra + [
            "  [80] group 'Composer'", f"    [81] button 'Public reply', pressed={mode == 'public'}", f"    [82] button 'Internal note', pressed={mode == 'note'}"]
        if mode == "public":
            ln += ["    StaticText 'To'", "    [83] button 'Hannah Cole'", "    [84] button 'CC'"]
        ln += [f"    [85] textbox '{'Public reply' if mode == 'public' else 'Internal note'}', focused, value='{draft}'" if draft else f"    [85] textbox '{'Public reply' if mode == 'public' else 'Internal note'}'",
               "    [86] button 'Formatting'", "    [87] button 'Attach file'", "    [88] button 'Emoji'",
               "  [89] button 'Apply macro', hasPopup='listbox'", "  [90] button 'Close tab', hasPopup='menu'",
               f"  [91] button 'Submit as {status}'", f"  [92] button 'Submit options', hasPopup='menu', expanded={menu}"]
        if menu:
            ln += ["    [93] menu ''", "      [94] menuitem 'Submit as Open'", "      [95] menuitem 'Submit as Pending'", "      [96] menuitem 'Submit as On-hold'",
                   "      [97] menuitem 'Submit as Solved'"]
        ln += ["  [98] complementary 'Customer context'", "    StaticText 'Hannah Cole'", "    StaticText 'hannah.cole@fastmail.com'",
               "    StaticText 'Time zone Central Time (US & Canada)'", "    StaticText 'Language English (United States)'", "    heading 'Interaction history'",
               "    StaticText '#48213 Refund not received for order 100-4417-9931'", "    StaticText '#46630 Where is my order? (Solved, Mar 18)'"]
        return page("Refund not received for order 100-4417-9931 – Ticket #48213 – Zendesk", host + "/agent/tickets/48213", ln)

    note_art = ["    [68] article ''", "      StaticText 'Dana Whitfield'", "      StaticText 'Internal note'", "      StaticText 'Today 10:42'", f"      paragraph '{note}'"]
    reply_art = ["    [69] article ''", "      StaticText 'Dana Whitfield'", "      StaticText 'Today 10:45'", f"      paragraph '{reply}'"]
    upd = ("48213", "Pending", "Refund not received for order 100-4417-9931", "Hannah Cole", "May 9", "High", "Today 10:45")
    mine_after = [upd] + mine[1:]
    pend = sorted([upd] + pending_others, key=lambda r: int(r[0]), reverse=True)
    state = view("Your unsolved tickets", mine, 5, "/agent/filters/360001128734")
    t = []
    t.append((click(62), ticket("Open", "public", "", False, [])))
    t.append((click(82), ticket("Open", "note", "", False, [])))
    t.append((fill(85, note), ticket("Open", "note", note, False, [])))
    t.append((click(91), ticket("Open", "note", "", False, note_art)))
    t.append((click(81), ticket("Open", "public", "", False, note_art)))
    t.append((fill(85, reply), ticket("Open", "public", reply, False, note_art)))
    t.append((click(92), ticket("Open", "public", reply, True, note_art)))
    t.append((click(95), ticket("Pending", "public", "", False, note_art + reply_art)))
    t.append((click(40), view("Pending tickets", pend, 6, "/agent/filters/360001128790")))
    t.append((click(36), view("Your unsolved tickets", mine_after, 6, "/agent/filters/360001128734")))
    rs.add(task="web", tid="h44-web-13", system=SYSTEM, turns=t, state=state)


# WordPress admin post publish: bad
def t14(rs: RowSet) -> None:
    host = "https://blog.fernhillknits.com/wp-admin"
    title = "May restock: new colors in the Merino Crew Sock"
    paras = ["The Merino Crew Sock is back in all three sizes, and this time it comes in five colors instead of two.",
             "Charcoal and Oatmeal stay, joined by Rust, Forest and a limited Bottle Green that matches the Lambswool Scarf."]
    added = "Restocked pairs ship from Brooklyn within two business days. Wholesale customers can order from the usual portal starting May 20."
    drafts = [
        (title, "Ana Duarte", "Updates", "restock, socks", "—", "Last Modified", "2024/05/13 at 1:05 pm"),
        ("Gift guide: under $50", "Ana Duarte", "Gift guides", "gifts", "—", "Last Modified", "2024/04/30 at 4:12 pm"),
        ("Interview: our alpaca farm partners in Peru", "Mika Sato", "Behind the scenes", "alpaca, sourcing", "—", "Last Modified", "2024/04/22 at 11:40 am"),
        ("Holiday shipping cutoffs 2024", "Ana Duarte", "Updates", "shipping", "—", "Last Modified", "2024/03/30 at 2:15 pm"),
    ]
    others = [
        ("Winter 2024 lookbook", "Mika Sato", "Lookbooks", "winter", "0", "Scheduled", "2024/05/20 at 8:00 am"),
        ("How we dye our merino: a visit to the mill", "Ana Duarte", "Behind the scenes", "merino, dyeing", "4", "Published", "2024/05/09 at 9:00 am"),
        ("Caring for alpaca: washing and storage", "Ana Duarte", "Care guides", "alpaca, care", "11", "Published", "2024/05/02 at 9:00 am"),
        ("Pattern: beginner ribbed beanie", "Mika Sato", "Patterns", "beanie, free pattern", "27", "Published", "2024/04/25 at 9:00 am"),
        ("Why we moved production to Brooklyn", "Ana Duarte", "Behind the scenes", "brooklyn", "9", "Published", "2024/04/18 at 9:00 am"),
        ("Sock sizing chart explained", "Ana Duarte", "Care guides", "socks, sizing", "6", "Published", "2024/04/11 at 9:00 am"),
        ("Meet the team: Mika", "Mika Sato", "Team", "team", "3", "Published", "2024/04/04 at 9:00 am"),
    ]

    def side() -> list[str]:
        items = ["Dashboard", "Posts", "Media", "Pages", "Comments 2", "WooCommerce", "Appearance", "Plugins 1", "Users", "Tools", "Settings", "Collapse menu"]
        return ["[20] navigation 'Toolbar'", "  [21] link 'About WordPress'", "  [22] link 'Fernhill Knits Journal'", "  [23] link '2 Comments in moderation'",
                "  [24] link 'New'", "  [25] link 'Howdy, Ana Duarte'", "[30] navigation 'Main menu'"] + [f"  [{31 + i}] link '{x}'" for i, x in enumerate(items)]

    def rowdate(r: tuple[str, ...]) -> str:
        return f"{r[5]} {r[6]}" if r[5] != "Published" else f"Published {r[6]}"

    def listing(rows: list[tuple[str, ...]], counts: tuple[int, int, int, int, int], current: str, url: str) -> str:
        ln = side() + ["[60] main ''", "  heading 'Posts'", "  [61] link 'Add New Post'", "  [62] list ''"]
        names = ["All", "Mine", "Published", "Scheduled", "Drafts"]
        ln += [f"    [{63 + i}] link '{n} ({c})'" + (", current='page'" if n == current else "") for i, (n, c) in enumerate(zip(names, counts))]
        ln += ["    [68] link 'Trash (2)'", "  [69] searchbox 'Search Posts'", "  [70] button 'Search Posts'", "  [71] combobox 'Select bulk action', value='Bulk actions'",
               "  [72] button 'Apply'", "  [73] combobox 'Filter by date', value='All dates'", "  [74] combobox 'Filter by category', value='All Categories'",
               "  [75] button 'Filter'", f"  StaticText '{len(rows) if current == 'Drafts' else counts[0]} items'", "  [76] table ''", "    row ''",
               "      columnheader 'Select All'", "      columnheader 'Title'", "      columnheader 'Author'", "      columnheader 'Categories'",
               "      columnheader 'Tags'", "      columnheader 'Comments'", "      columnheader 'Date'"]
        for i, r in enumerate(rows):
            b = 100 + 5 * i
            draft = r[5] == "Last Modified"
            sched = r[5] == "Scheduled"
            label = f"{r[0]} — Draft" if draft else (f"{r[0]} — Scheduled" if sched else r[0])
            ln += [f"    [{b}] row ''", f"      [{b + 1}] checkbox 'Select {r[0]}', checked='false'", f"      [{b + 2}] link '{label}'",
                   f"      [{b + 3}] link '{r[1]}'", f"      cell '{r[2]}'", f"      cell '{r[3]}'", f"      [{b + 4}] link '{r[4]} comments'" if r[4] != "—" else "      cell '—'",
                   f"      cell '{rowdate(r)}'"]
        return page("Posts ‹ Fernhill Knits Journal — WordPress", host + url, ln)

    def editor(para3: str, focused: bool, saved: bool, revisions: int, status: str, publish: str, panel: str = "") -> str:
        top = ["[20] region 'Editor top bar'", "  [21] link 'View Posts'", "  [22] button 'Toggle block inserter', pressed=False",
               "  [23] button 'Undo'", "  [24] button 'Redo', disabled=True", "  [25] button 'Document Overview'",
               "  [26] button 'Command palette'"]
        if status == "Draft":
            top += ["  [27] button 'Saved', disabled=True" if saved else "  [27] button 'Save draft'", "  [28] button 'Preview', hasPopup='menu'",
                    "  [29] button 'Publish'"]
        else:
            top += ["  [27] button 'Switch to draft'", "  [28] button 'Preview', hasPopup='menu'", "  [29] button 'Save', disabled=True"]
        top += ["  [30] button 'Settings', pressed=True", "  [31] button 'Options', hasPopup='menu'"]
        content = ["[40] region 'Editor content'", f"  [41] textbox 'Add title', value='{title}'",
                   "  [42] document 'Block: Paragraph'", f"    paragraph '{paras[0]}'", "  [43] document 'Block: Paragraph'", f"    paragraph '{paras[1]}'"]
        if para3:
            content += ["  [44] document 'Block: Paragraph'" + (", focused" if focused else ""), f"    paragraph '{para3}'"]
        else:
            content += ["  [44] document 'Empty block; start writing or type forward slash to choose a block'" + (", focused" if focused else "")]
        sidebar = ["[60] region 'Editor settings'", "  [61] tablist ''", "    [62] tab 'Post', selected=True", "    [63] tab 'Block', selected=False",
                   "  [64] button 'Close Settings'", f"  heading '{title}'", "  StaticText 'Status'", f"  [65] button 'Change status: {status}'",
                   "  StaticText 'Publish'", f"  [66] button 'Change date: {publish}'", "  StaticText 'Link'",
                   "  [67] button 'Change link: blog.fernhillknits.com/may-restock-merino-crew-sock/'", "  StaticText 'Author'", "  [68] button 'Ana Duarte'",
                   "  StaticText 'Template'", "  [69] button 'Single Posts'", "  [70] button 'Discussion: Open'",
                   f"  [71] link '{revisions} Revisions'", "  [72] button 'Categories', expanded=False", "  [73] button 'Tags', expanded=False",
                   "  [74] button 'Featured image', expanded=False", "  [75] button 'Excerpt', expanded=False", "  [76] button 'Move to trash'"]
        ln = top + content + sidebar
        if panel == "pre":
            ln += ["[80] region 'Editor publish'", "  [81] button 'Publish'", "  [82] button 'Cancel'", "  heading 'Are you ready to publish?'",
                   "  StaticText 'Double-check your settings before publishing.'", "  StaticText 'Visibility: Public'", "  StaticText 'Publish: Immediately'",
                   "  [83] button 'Always show pre-publish checks.', checked='true'"]
        elif panel == "post":
            ln += ["[80] region 'Editor publish'", "  [84] button 'Close panel'", f"  heading '{title} is now live.'",
                   "  StaticText 'What’s next?'", "  StaticText 'Post address'", "  [85] textbox 'Post address', value='https://blog.fernhillknits.com/may-restock-merino-crew-sock/'",
                   "  [86] button 'Copy'", "  [87] link 'View Post'", "  [88] link 'Add a New Post'"]
        ln += ["[90] region 'Editor footer'", "  StaticText 'Post'", "  [91] button 'Paragraph'" if para3 and focused else "  StaticText 'Document'"]
        return page(f"Edit Post “{title}” ‹ Fernhill Knits Journal — WordPress", host + "/post.php?post=9174&action=edit", ln)

    revisions_page = page(f"Compare Revisions of “{title}” ‹ Fernhill Knits Journal — WordPress", host + "/revision.php?revision=9183", side() + [
        "[60] main ''", f"  heading 'Compare Revisions of “{title}”'", "  [61] link '← Go to editor'", "  [62] checkbox 'Compare any two revisions', checked='false'",
        "  [63] button 'Previous'", "  [64] slider 'Select a revision', valuemin=1, valuemax=4, valuenow=4", "  [65] button 'Next', disabled=True",
        "  StaticText 'From:'", "  StaticText 'Ana Duarte'", "  StaticText '21 hours ago (May 13, 2024 @ 13:05:18)'",
        "  StaticText 'To:'", "  StaticText 'Current Revision by Ana Duarte'", "  StaticText '1 min ago (May 14, 2024 @ 10:24:51)'",
        "  heading 'Content'", "  [66] table ''", "    row ''", f"      cell '{paras[1]}'", f"      cell '{paras[1]}'",
        "    row ''", "      cell ''", f"      cell '+ {added}'",
        "  [67] button 'Restore This Revision', disabled=True",
    ])
    published_row = (title, "Ana Duarte", "Updates", "restock, socks", "0", "Published", "2024/05/14 at 10:17 am")
    order = [others[0], drafts[0], others[1], others[2], drafts[1], others[3], drafts[2], others[4], others[5], others[6], drafts[3]]
    before_all = order
    after_all = [published_row if r is drafts[0] else r for r in order]
    gift = page("Edit Post “Gift guide: under $50” ‹ Fernhill Knits Journal — WordPress", host + "/post.php?post=9102&action=edit", [
        "[20] region 'Editor top bar'", "  [21] link 'View Posts'", "  [22] button 'Toggle block inserter', pressed=False", "  [23] button 'Undo', disabled=True",
        "  [24] button 'Redo', disabled=True", "  [25] button 'Document Overview'", "  [27] button 'Save draft'", "  [28] button 'Preview', hasPopup='menu'",
        "  [29] button 'Publish'", "  [30] button 'Settings', pressed=True", "  [31] button 'Options', hasPopup='menu'",
        "[40] region 'Editor content'", "  [41] textbox 'Add title', value='Gift guide: under $50'",
        "  [42] document 'Block: Paragraph'", "    paragraph 'Small things, made slowly. Every pick here ships in a recycled kraft box with a handwritten card.'",
        "  [43] document 'Block: Heading'", "    heading 'For cold hands'", "  [44] document 'Block: List'", "    listitem 'Cashmere Fingerless Gloves, $48'",
        "    listitem 'Alpaca Beanie, $34'", "  [45] document 'Block: Heading'", "    heading 'For cold feet'", "  [46] document 'Block: List'",
        "    listitem 'Merino Crew Sock, $22'", "    listitem 'Sock Yarn Bundle, $39'",
        "[60] region 'Editor settings'", "  [61] tablist ''", "    [62] tab 'Post', selected=True", "    [63] tab 'Block', selected=False",
        "  heading 'Gift guide: under $50'", "  StaticText 'Status'", "  [65] button 'Change status: Draft'", "  StaticText 'Publish'",
        "  [66] button 'Change date: Immediately'", "  StaticText 'Author'", "  [68] button 'Ana Duarte'", "  [71] link '7 Revisions'",
        "  [72] button 'Categories', expanded=False", "  [73] button 'Tags', expanded=False", "  [76] button 'Move to trash'",
        "[90] region 'Editor footer'", "  StaticText 'Post'", "  StaticText 'Document'",
    ])
    t = []
    t.append((click(107), editor("", False, False, 3, "Draft", "Immediately")))
    t.append((click(44), editor("", True, False, 3, "Draft", "Immediately")))
    t.append((fill(44, added), editor(added, True, False, 3, "Draft", "Immediately")))
    t.append((click(27), editor(added, True, True, 4, "Draft", "Immediately")))
    t.append((click(71), revisions_page))
    t.append((click(61), editor(added, False, True, 4, "Draft", "Immediately")))
    t.append((click(29), editor(added, False, True, 4, "Draft", "Immediately", panel="pre")))
    t.append((click(81), editor(added, False, True, 5, "Published", "May 14, 2024 10:27 am", panel="post")))
    t.append((click(84), editor(added, False, True, 5, "Published", "May 14, 2024 10:27 am")))
    t.append((click(21), listing(after_all, (23, 15, 19, 1, 3), "All", "/edit.php")))
    t.append((click(67), listing(drafts[1:], (23, 15, 19, 1, 3), "Drafts", "/edit.php?post_status=draft&post_type=post")))
    t.append((click(102), gift))
    rs.add(task="web", tid="h44-web-14", system=SYSTEM, turns=t, state=listing(before_all, (23, 15, 18, 1, 4), "All", "/edit.php"), bad=True, turn=10,
           kind="publish time in the post list is earlier than the publish and last revision shown before")


# Airtable grid filter and sort: clean
def t15(rs: RowSet) -> None:
    url = "https://airtable.com/appR7kQ2mVx9Lp3Tn/tblC0nt3ntC4l2024/viwGr1dV13w0001"
    recs = [
        ("Spring sock restock announcement", "Published", "Ana Duarte", "2024-05-02", "Blog", 640),
        ("Alpaca care guide refresh", "In review", "Mika Sato", "2024-05-23", "Blog", 1480),
        ("May newsletter", "Scheduled", "Ana Duarte", "2024-05-16", "Newsletter", 910),
        ("Behind the mill: dye lots explained", "Drafting", "Jonah Reyes", "2024-06-06", "Blog", 1120),
        ("Customer spotlight: Brooklyn Knit Club", "In review", "Jonah Reyes", "2024-05-21", "LinkedIn", 420),
        ("Gift guide under $50", "Drafting", "Ana Duarte", "2024-06-13", "Blog", 780),
        ("Summer linen yarn teaser", "Idea", "Mika Sato", "2024-07-11", "Newsletter", 0),
        ("How to measure your foot for socks", "Published", "Mika Sato", "2024-05-07", "Blog", 1350),
        ("Wholesale portal launch", "In review", "Ana Duarte", "2024-05-20", "LinkedIn", 515),
        ("June newsletter", "Drafting", "Ana Duarte", "2024-06-18", "Newsletter", 240),
        ("Pattern: fingerless gloves", "In review", "Mika Sato", "2024-05-30", "Blog", 2210),
        ("Hiring: part-time studio assistant", "Published", "Jonah Reyes", "2024-05-09", "LinkedIn", 380),
        ("Why we stopped using plastic mailers", "Scheduled", "Jonah Reyes", "2024-05-28", "Blog", 1040),
        ("Father’s Day picks", "In review", "Ana Duarte", "2024-06-04", "Newsletter", 650),
        ("Interview with our alpaca farm partners", "Drafting", "Mika Sato", "2024-06-27", "Blog", 1890),
        ("Trade show recap: Stitches United", "Idea", "Jonah Reyes", "2024-07-02", "LinkedIn", 0),
        ("Lambswool scarf styling ideas", "Scheduled", "Mika Sato", "2024-05-24", "Newsletter", 560),
        ("Mending 101: darning a sock heel", "In review", "Jonah Reyes", "2024-06-11", "Blog", 1730),
        ("Q2 sustainability report summary", "Idea", "Ana Duarte", "2024-07-18", "LinkedIn", 0),
        ("Holiday shipping cutoffs", "Idea", "Ana Duarte", "2024-07-25", "Blog", 0),
        ("Winter 2024 lookbook", "Drafting", "Mika Sato", "2024-06-20", "Blog", 300),
        ("Studio tour video script", "Idea", "Jonah Reyes", "2024-07-09", "LinkedIn", 0),
        ("Restock alert: Bottle Green", "Published", "Ana Duarte", "2024-05-14", "Newsletter", 210),
        ("Yarn weights explained", "Drafting", "Mika Sato", "2024-07-04", "Blog", 1560),
        ("Meet the team: Jonah", "Scheduled", "Jonah Reyes", "2024-05-31", "Blog", 700),
        ("Care labels: what the symbols mean", "Idea", "Mika Sato", "2024-08-01", "Blog", 0),
        ("Knit-along announcement", "Drafting", "Ana Duarte", "2024-06-25", "Newsletter", 430),
    ]

    def mdy(d: str) -> str:
        y, m, dd = d.split("-")
        return f"{int(m)}/{int(dd)}/{y}"

    def grid(rows: list[tuple], filt: bool, sort: bool, pop: str = "", cond: tuple[str, str, str] | None = None) -> str:
        ln = ["[20] banner ''", "  [21] link 'Back to home'", "  [22] button 'Fernhill Content Calendar', hasPopup='menu'", "  [23] link 'Data', current='page'",
              "  [24] link 'Automations'", "  [25] link 'Interfaces'", "  [26] link 'Forms'", "  [27] button 'Share'",
              "[28] tablist 'Tables'", "  [29] tab 'Articles', selected=True", "  [30] tab 'Authors', selected=False", "  [31] tab 'Channels', selected=False",
              "  [32] button 'Add or import'",
              "[33] toolbar 'View toolbar'", "  [34] button 'Views'", "  [35] button 'Grid view', hasPopup='menu'", "  [36] button 'Hide fields'",
              f"  [37] button '{'Filtered by Status' if filt else 'Filter'}', expanded={pop == 'filter'}", "  [38] button 'Group'",
              f"  [39] button '{'Sorted by 1 field' if sort else 'Sort'}', expanded={pop == 'sort'}", "  [40] button 'Color'",
              "  [41] button 'Row height'", "  [42] button 'Share and sync'", "  [43] button 'Search'"]
        if pop == "filter":
            ln += ["  [44] dialog 'Filter'", "    StaticText 'In this view, show records'"]
            if cond is None:
                ln += ["    StaticText 'No filter conditions are applied'"]
            else:
                field, op, val = cond
                ln += ["    StaticText 'Where'", f"    [45] combobox 'Field', value='{field}'"]
                if field != "Status":
                    ln += [f"      [{48 + k}] option '{o}', selected={o == field}" for k, o in enumerate(["Title", "Status", "Author", "Publish date", "Channel", "Word count"])]
                ln += [f"    [46] combobox 'Operator', value='{op}'"]
                if field == "Status":
                    ln += [f"    [47] combobox 'Value', value='{val}'" if val else "    [47] combobox 'Value', value='Select an option'"]
                    ln += [f"      [{48 + k}] option '{o}', selected={o == val}" for k, o in enumerate(["Idea", "Drafting", "In review", "Scheduled", "Published"])]
                else:
                    ln += ["    [47] textbox 'Enter a value'"]
                ln += ["    [54] button 'Remove condition'"]
            ln += ["    [55] button 'Add condition'", "    [56] button 'Add condition group'"]
        if pop == "sort":
            ln += ["  [60] dialog 'Sort'", "    StaticText 'Sort by'", "    [61] textbox 'Find a field'"]
            ln += [f"    [{62 + k}] button '{f}'" for k, f in enumerate(["Title", "Status", "Author", "Publish date", "Channel", "Word count"])]
            ln += ["    [68] button 'See all fields'"]
        ln += ["[70] grid 'Articles'", "  row ''", "    columnheader 'Row number'", "    columnheader 'Title'", "    columnheader 'Status'",
               "    columnheader 'Author'", "    columnheader 'Publish date'" + (", sort='ascending'" if sort else ""), "    columnheader 'Channel'",
               "    columnheader 'Word count'", "    [71] button 'Add field'"]
        for i, (ttl, st, au, d, ch, w) in enumerate(rows):
            ln += [f"  [{100 + i}] row ''", f"    gridcell '{i + 1}'", f"    gridcell '{ttl}'", f"    gridcell '{st}'", f"    gridcell '{au}'",
                   f"    gridcell '{mdy(d)}'", f"    gridcell '{ch}'", f"    gridcell '{w:,}'"]
        total = sum(r[5] for r in rows)
        ln += ["  [140] button 'Add record'", f"  StaticText '{len(rows)} record{'s' if len(rows) != 1 else ''}'", f"  StaticText 'Sum {total:,}'"]
        return page("Fernhill Content Calendar: Articles - Airtable", url, ln)

    review = [r for r in recs if r[1] == "In review"]
    review_sorted = sorted(review, key=lambda r: r[3])
    all_sorted = sorted(recs, key=lambda r: r[3])
    t = []
    t.append((click(37), grid(recs, False, False, pop="filter")))
    t.append((click(55), grid(recs, False, False, pop="filter", cond=("Title", "contains", ""))))
    t.append((select(45, "Status"), grid(recs, False, False, pop="filter", cond=("Status", "is", ""))))
    t.append((select(47, "In review"), grid(review, True, False, pop="filter", cond=("Status", "is", "In review"))))
    t.append((click(39), grid(review, True, False, pop="sort")))
    t.append((click(65), grid(review_sorted, True, True)))
    t.append((click(37), grid(review_sorted, True, True, pop="filter", cond=("Status", "is", "In review"))))
    t.append((click(54), grid(all_sorted, False, True, pop="filter")))
    rs.add(task="web", tid="h44-web-15", system=SYSTEM, turns=t, state=grid(recs, False, False))


# Confluence page rename: bad
def t16(rs: RowSet) -> None:
    host = "https://northwind.atlassian.net/wiki"
    old = "Runbook: Kafka broker restart"
    new = "Runbook: Kafka broker rolling restart (MSK)"
    body = [
        ("heading", "When to use"),
        ("paragraph", "A broker is unhealthy (under-replicated partitions > 0 for 10 min, or ActiveControllerCount flapping) or a config change needs a restart."),
        ("heading", "Before you start"),
        ("listitem", "Check the #platform-oncall channel for an ongoing incident."),
        ("listitem", "Confirm UnderReplicatedPartitions is 0 on the other brokers in the Grafana board Kafka / Cluster overview."),
        ("listitem", "Announce the restart window in #eng-announcements."),
        ("heading", "Steps"),
        ("listitem", "Reboot one broker at a time from the MSK console (Actions > Reboot broker)."),
        ("listitem", "Wait until the broker is back in the ISR for every partition before moving on."),
        ("listitem", "Repeat for the remaining brokers, controller last."),
        ("heading", "Rollback"),
        ("paragraph", "If a broker does not rejoin within 15 minutes, stop and page the platform on-call secondary."),
    ]

    def nav(space: str) -> list[str]:
        return ["[20] banner ''", "  [21] button 'App switcher'", "  [22] link 'Go to your Confluence home page'", "  [23] button 'Home'",
                "  [24] button 'Recent', hasPopup='menu'", "  [25] button 'Spaces', hasPopup='menu'", "  [26] button 'Teams', hasPopup='menu'",
                "  [27] button 'Apps', hasPopup='menu'", "  [28] button 'Templates'", "  [29] button '+ Create'", "  [30] textbox 'Search'",
                "  [31] button 'Notifications'", "  [32] button 'Help'", "  [33] button 'Settings'", "  [34] button 'Your profile and settings'",
                "[35] navigation 'Space navigation'", f"  [36] link '{space}'"]

    def plat_tree(kafka: str, current: str) -> list[str]:
        items = [("Overview", 0), ("Architecture decisions", 0), ("ADR-014: Move to MSK", 1), ("ADR-015: Schema registry", 1),
                 ("Runbooks", 0), ("Runbook: Postgres failover", 1), (kafka, 1), ("Runbook: Redis cache flush", 1),
                 ("Runbook: ZooKeeper ensemble recovery", 1), ("On-call handbook", 0), ("Service catalog", 0)]
        ln = ["  [37] link 'Overview'", "  [38] link 'Blogs'", "  [39] link 'Calendars'", "  heading 'Content'", "  [40] button 'Create content'",
              "  [41] tree 'Page tree'"]
        for i, (name, lvl) in enumerate(items):
            ln += ["  " * (2 + lvl) + f"[{42 + i}] treeitem '{name}'" + (", selected=True" if name == current else "")]
        return ln

    def view(title: str, slug: str, updated: str) -> str:
        ln = nav("Platform Engineering") + plat_tree(title, title) + [
            "[60] main ''", "  [61] navigation 'Breadcrumbs'", "    [62] link 'Platform Engineering'", "    [63] link 'Runbooks'",
            "  [64] button 'Edit'", "  [65] button 'Share'", "  [66] button 'Watch'", "  [67] button 'More actions', hasPopup='menu'",
            f"  heading '{title}'", "  StaticText 'Owned by Dana Whitfield'", f"  StaticText 'Last updated: {updated}'", "  StaticText '2 min read'",
            "  StaticText '148 people viewed'"] + [f"  {k} '{v}'" for k, v in body] + [
            "  [68] button 'Like'", "  StaticText 'Be the first to like this'", "  [69] button 'Add label'", "  StaticText 'runbook kafka oncall'",
            "  heading 'Comments'", "  [70] textbox 'Add a comment…'"]
        return page(f"{title} - Platform Engineering - Confluence", f"{host}/spaces/PLAT/pages/2871328781/{slug}", ln)

    def edit(title: str) -> str:
        ln = ["[20] toolbar 'Editor toolbar'", "  [21] button 'Normal text', hasPopup='menu'", "  [22] button 'Bold'", "  [23] button 'Italic'",
              "  [24] button 'More formatting', hasPopup='menu'", "  [25] button 'Bullet list'", "  [26] button 'Numbered list'",
              "  [27] button 'Action item'", "  [28] button 'Link'", "  [29] button 'Image'", "  [30] button 'Mention'", "  [31] button 'Emoji'",
              "  [32] button 'Table'", "  [33] button 'Insert elements', hasPopup='menu'", "  [34] button 'Undo'", "  [35] button 'Redo', disabled=True",
              "  [36] button 'Find and replace'", "  StaticText 'Dana Whitfield is editing'", "  [37] button 'Update'", "  [38] button 'Close', hasPopup='menu'",
              "[40] main ''", f"  [41] textbox 'Give this page a title', value='{title}'",
              "  [42] textbox 'Main content area, start typing to enter text.', multiline"] + [f"    {k} '{v}'" for k, v in body]
        return page(f"Editing - {old} - Platform Engineering - Confluence", f"{host}/spaces/PLAT/pages/edit-v2/2871328781", ln)

    runbooks = page("Runbooks - Platform Engineering - Confluence", f"{host}/spaces/PLAT/pages/2871328769/Runbooks",
                    nav("Platform Engineering") + plat_tree(new, "Runbooks") + [
                        "[60] main ''", "  [61] navigation 'Breadcrumbs'", "    [62] link 'Platform Engineering'",
                        "  [64] button 'Edit'", "  [65] button 'Share'", "  [66] button 'Watch'", "  [67] button 'More actions', hasPopup='menu'",
                        "  heading 'Runbooks'", "  StaticText 'Owned by Priya Raman'", "  StaticText 'Last updated: Feb 12, 2024'", "  StaticText '1 min read'",
                        "  paragraph 'Step-by-step procedures for the platform on-call. Keep each runbook short and link dashboards instead of pasting screenshots.'",
                        "  heading 'Child pages'", "  [80] list ''",
                        "    [81] listitem ''", "      [82] link 'Runbook: Postgres failover'", "      StaticText 'Updated Apr 3, 2024'",
                        "    [83] listitem ''", f"      [84] link '{old}'", "      StaticText 'Updated just now'",
                        "    [85] listitem ''", "      [86] link 'Runbook: Redis cache flush'", "      StaticText 'Updated Jan 29, 2024'",
                        "    [87] listitem ''", "      [88] link 'Runbook: ZooKeeper ensemble recovery'", "      StaticText 'Updated Nov 14, 2023'",
                        "  heading 'Related'", "  [89] link 'On-call handbook'", "  [90] link 'Service catalog'"])
    spaces_menu = runbooks + "\n\t[100] menu 'Spaces'\n\t\tStaticText 'Recent spaces'\n\t\t[101] menuitem 'Platform Engineering'\n\t\t[102] menuitem 'Customer Support'\n\t\t[103] menuitem 'Payments Platform'\n\t\t[104] menuitem 'Northwind Handbook'\n\t\t[105] menuitem 'View all spaces'\n\t\t[106] menuitem 'Create a space'"
    cs_tree = [("Overview", 0), ("Escalation matrix", 0), ("Macros and canned replies", 0), ("Refund policy (internal)", 0),
               ("Shift handover notes", 0), ("May 2024", 1), ("April 2024", 1), ("Training", 0)]

    def cs(main: list[str], title: str, url: str) -> str:
        ln = nav("Customer Support") + ["  [37] link 'Overview'", "  [38] link 'Blogs'", "  heading 'Content'", "  [40] button 'Create content'", "  [41] tree 'Page tree'"]
        ln += ["  " * (2 + lvl) + f"[{42 + i}] treeitem '{n}'" for i, (n, lvl) in enumerate(cs_tree)]
        return page(title, url, ln + main)

    cs_home = cs(["[60] main ''", "  heading 'Customer Support'", "  StaticText 'Owned by Lena Vogt'", "  StaticText 'Last updated: May 10, 2024'",
                  "  paragraph 'Home of the Northwind Home support team: policies, escalation paths and shift notes. Zendesk is the source of truth for tickets.'",
                  "  heading 'Quick links'", "  [61] link 'Escalation matrix'", "  [62] link 'Refund policy (internal)'", "  [63] link 'Zendesk views cheat sheet'",
                  "  heading 'Recently updated'", "  StaticText 'Shift handover notes / May 2024, updated 2 hours ago by Dana Whitfield'",
                  "  StaticText 'Macros and canned replies, updated May 8, 2024 by Lena Vogt'"],
                 "Customer Support - Confluence", f"{host}/spaces/CS/overview")
    matrix = cs(["[60] main ''", "  [61] navigation 'Breadcrumbs'", "    [62] link 'Customer Support'", "  [64] button 'Edit'", "  [65] button 'Share'",
                 "  heading 'Escalation matrix'", "  StaticText 'Owned by Lena Vogt'", "  StaticText 'Last updated: Mar 21, 2024'", "  StaticText '3 min read'",
                 "  [70] table ''", "    row ''", "      columnheader 'Issue type'", "      columnheader 'Tier 1 SLA'", "      columnheader 'Escalate to'", "      columnheader 'Channel'",
                 "    row ''", "      cell 'Payment or refund dispute'", "      cell '4 business hours'", "      cell 'Tier 2 / Billing'", "      cell '#support-billing'",
                 "    row ''", "      cell 'Damaged or missing delivery'", "      cell '1 business day'", "      cell 'Logistics'", "      cell '#warehouse-ops'",
                 "    row ''", "      cell 'Account security'", "      cell '1 hour'", "      cell 'Security on-call'", "      cell 'PagerDuty: sec-oncall'",
                 "    row ''", "      cell 'Product defect / warranty'", "      cell '2 business days'", "      cell 'Quality team'", "      cell '#quality'",
                 "    row ''", "      cell 'Legal or press inquiry'", "      cell 'Same day'", "      cell 'Head of Support'", "      cell 'Email only'"],
                "Escalation matrix - Customer Support - Confluence", f"{host}/spaces/CS/pages/3019112470/Escalation+matrix")
    t = []
    t.append((click(64), edit(old)))
    t.append((fill(41, new), edit(new)))
    t.append((click(37), view(new, "Runbook+Kafka+broker+rolling+restart+MSK", "just now")))
    t.append((click(63), runbooks))
    t.append((click(25), spaces_menu))
    t.append((click(102), cs_home))
    t.append((click(43), matrix))
    rs.add(task="web", tid="h44-web-16", system=SYSTEM, turns=t, state=view(old, "Runbook+Kafka+broker+restart", "Mar 5, 2024"), bad=True, turn=4,
           kind="renamed page listed under its old title in the parent page child list")


# Booking.com hotel search: clean
def t17(rs: RowSet) -> None:
    host = "https://www.booking.com"
    props = {
        "memmo": ("Memmo Alfama Hotel", "4 out of 5 stars", "Alfama, Lisbon", "0.9 km from centre", "9.1", "Superb", "3,412", "Deluxe Double Room", 918, False, ""),
        "lumiares": ("The Lumiares Hotel & Spa", "5 out of 5 stars", "Bairro Alto, Lisbon", "0.6 km from centre", "9.2", "Superb", "2,087", "Studio with Balcony", 1137, True, ""),
        "largo": ("Casa do Largo Guesthouse", "", "Alfama, Lisbon", "1.1 km from centre", "8.7", "Fabulous", "1,106", "Double Room with Shared Bathroom", 294, True, "Only 2 rooms left at this price on our site"),
        "avenida": ("Hotel Avenida Palace", "5 out of 5 stars", "Baixa, Lisbon", "0.4 km from centre", "9.0", "Superb", "4,915", "Classic Double Room", 1046, False, ""),
        "amora": ("Casa Amora Guesthouse", "", "Amoreiras, Lisbon", "2.3 km from centre", "9.3", "Superb", "1,534", "Double Room", 527, True, ""),
        "mystory": ("My Story Hotel Rossio", "3 out of 5 stars", "Baixa, Lisbon", "0.2 km from centre", "8.5", "Very Good", "6,210", "Standard Double Room", 489, True, "Only 3 rooms left at this price on our site"),
        "pessoa": ("Lisboa Pessoa Hotel", "4 out of 5 stars", "Chiado, Lisbon", "0.5 km from centre", "9.0", "Superb", "2,744", "Superior Double Room", 736, False, ""),
        "mundial": ("Hotel Mundial", "4 out of 5 stars", "Mouraria, Lisbon", "0.4 km from centre", "8.4", "Very Good", "9,803", "Standard Double Room", 612, True, ""),
        "alecrim": ("Alecrim ao Chiado", "", "Chiado, Lisbon", "0.7 km from centre", "9.0", "Superb", "812", "Double Room with Balcony", 402, True, "Only 1 room left at this price on our site"),
        "destination": ("Lisbon Destination Hostel", "", "Baixa, Lisbon", "0.3 km from centre", "8.8", "Fabulous", "11,420", "2 beds in 6-Bed Mixed Dormitory Room", 156, True, ""),
        "lostinn": ("Lost Inn Lisbon Hostel", "", "Chiado, Lisbon", "0.6 km from centre", "8.6", "Fabulous", "7,133", "2 beds in 8-Bed Mixed Dormitory Room", 138, True, ""),
        "baixachiado": ("Guest House Baixa Chiado", "", "Baixa, Lisbon", "0.4 km from centre", "8.2", "Very Good", "964", "Double Room with Shared Bathroom", 261, True, ""),
        "castelo": ("Lisbon Serviced Apartments - Baixa Castelo", "4 out of 5 stars", "Baixa, Lisbon", "0.5 km from centre", "8.9", "Fabulous", "2,351", "Studio", 338, True, ""),
        "geres": ("Pensão Residencial Gerês", "", "Baixa, Lisbon", "0.3 km from centre", "8.3", "Very Good", "3,018", "Double Room", 357, True, ""),
    }

    def top(cur: str) -> list[str]:
        return ["[20] banner ''", "  [21] link 'Booking.com'", f"  [22] button 'Prices in {'Euro' if cur == 'EUR' else 'U.S. Dollar'}', hasPopup='dialog'",
                "  StaticText '" + cur + "'", "  [23] button 'Language: English (US)'", "  [24] link 'Customer support'", "  [25] link 'List your property'",
                "  [26] button 'Your account: Sara Mendes Genius Level 2'", "  [27] link 'Stays', current='page'", "  [28] link 'Flights'",
                "  [29] link 'Flight + Hotel'", "  [30] link 'Car rentals'", "  [31] link 'Attractions'", "  [32] link 'Airport taxis'"]

    def form() -> list[str]:
        return ["[40] search ''", "  [41] combobox 'Where are you going?', value='Lisbon'", "  [42] button 'Fri, Jun 14 — Mon, Jun 17'",
                "  [43] button '2 adults · 0 children · 1 room'", "  [44] button 'Search'"]

    def results(keys: list[str], count: str, free: bool, sort: str, menu: bool = False) -> str:
        ln = top("EUR") + form() + ["[50] navigation 'Breadcrumb'", "  [51] link 'Home'", "  [52] link 'Portugal'", "  [53] link 'Lisbon Region'",
                                    "  [54] link 'Lisbon'", "  StaticText 'Search results'",
                                    "[55] complementary 'Filter by:'", "  heading 'Filter by:'", "  heading 'Popular filters'",
                                    f"  [56] checkbox 'Free cancellation 736', checked='{str(free).lower()}'", "  [57] checkbox 'Breakfast included 402', checked='false'",
                                    "  [58] checkbox 'Hotels 611', checked='false'", "  [59] checkbox 'Very Good: 8+ 891', checked='false'",
                                    "  [60] checkbox 'Alfama 143', checked='false'", "  heading 'Your budget (per night)'", "  [61] slider 'Min', valuetext='€ 25'",
                                    "  [62] slider 'Max', valuetext='€ 400+'",
                                    "[70] main ''", f"  heading 'Lisbon: {count} properties found'", f"  [71] button 'Sort by: {sort}', hasPopup='listbox', expanded={menu}"]
        if menu:
            opts = ["Our top picks", "Homes & apartments first", "Price (lowest first)", "Price (highest first)", "Best reviewed & lowest price",
                    "Property rating (high to low)", "Property rating (low to high)", "Distance From Downtown"]
            ln += ["    [72] listbox ''"] + [f"      [{73 + i}] option '{o}', selected={o == sort}" for i, o in enumerate(opts)]
        ln += ["  [81] button 'List'", "  [82] button 'Grid'"]
        for i, k in enumerate(keys):
            name, stars, area, dist, score, word, nrev, room, price, fc, left = props[k]
            b = 100 + 5 * i
            ln += [f"  [{b}] article 'Property'", f"    [{b + 1}] link '{name} Opens in new window'"]
            if stars:
                ln += [f"    StaticText '{stars}'"]
            ln += [f"    [{b + 2}] link '{area}'", f"    [{b + 3}] link 'Show on map'", f"    StaticText '{dist}'",
                   f"    StaticText 'Scored {score}'", f"    StaticText '{word}'", f"    StaticText '{nrev} reviews'", f"    StaticText '{room}'"]
            if fc:
                ln += ["    StaticText 'Free cancellation'"]
            if left:
                ln += [f"    StaticText '{left}'"]
            ln += ["    StaticText '3 nights, 2 adults'", f"    StaticText '€ {price:,}'", "    StaticText 'Includes taxes and charges'",
                   f"    [{b + 4}] link 'See availability'"]
        ln += ["  [200] navigation 'Pagination'", "    [201] button '1', current='page'", "    [202] button '2'", "    [203] button '3'", "    StaticText '…'",
               "    [204] button 'Next page'"]
        return page("Booking.com : Hotels in Lisbon . Book your hotel now!", host + "/searchresults.html?ss=Lisbon&checkin=2024-06-14&checkout=2024-06-17&group_adults=2&no_rooms=1"
                    + ("&nflt=fc%3D2" if free else "") + ("&order=price" if sort.startswith("Price") else ""), ln)

    rate = 1.0815
    rooms = [("Double Room with Shared Bathroom", "2 adults", 294, "Free cancellation before June 12, 2024", 2),
             ("Double Room with Private Bathroom", "2 adults", 366, "Free cancellation before June 12, 2024", 1),
             ("Superior Double Room with River View", "2 adults", 471, "Non-refundable", 1)]

    def prop(cur: str, table: bool, sel: int, left: int, modal: bool = False) -> str:
        def fmt(eur: int) -> str:
            return f"€ {eur:,}" if cur == "EUR" else f"US${round(eur * rate):,}"
        ln = top(cur) + form() + ["[50] navigation 'Breadcrumb'", "  [51] link 'Home'", "  [52] link 'Portugal'", "  [53] link 'Lisbon Region'",
                                  "  [54] link 'Lisbon'", "  [55] link 'Alfama'", "  StaticText 'Casa do Largo Guesthouse (Guest house), Lisbon (Portugal) Deals'",
                                  "[60] main ''", "  [61] tablist ''", "    [62] tab 'Overview', selected=" + str(not table), "    [63] tab 'Info & prices', selected=" + str(table),
                                  "    [64] tab 'Facilities', selected=False", "    [65] tab 'House rules', selected=False", "    [66] tab 'Guest reviews (1,106)', selected=False",
                                  "  heading 'Casa do Largo Guesthouse'", "  StaticText 'Largo do Salvador 22, Alfama, 1100-465 Lisbon, Portugal'",
                                  "  [67] button 'Excellent location - show map'", "  StaticText 'Scored 8.7'", "  StaticText 'Fabulous'", "  StaticText '1,106 reviews'",
                                  "  StaticText 'Location 9.5'", "  [68] button 'Reserve'",
                                  "  paragraph 'Set in a restored 18th-century townhouse on a quiet square in Alfama, Casa do Largo offers rooms with free WiFi, a shared kitchen and a roof terrace overlooking the Tagus.'",
                                  "  StaticText 'Most popular facilities'", "  StaticText 'Free WiFi'", "  StaticText 'Non-smoking rooms'", "  StaticText 'Terrace'",
                                  "  StaticText 'Airport shuttle'"]
        if table:
            ln += ["  heading 'Availability'", "  [69] table ''", "    row ''", "      columnheader 'Room type'", "      columnheader 'Number of guests'",
                   "      columnheader 'Price for 3 nights'", "      columnheader 'Your choices'", "      columnheader 'Select rooms'", "      columnheader ''"]
            for i, (rt, g, eur, pol, avail) in enumerate(rooms):
                b = 110 + 6 * i
                n_av = left if i == 0 else avail
                ln += [f"    [{b}] row ''", f"      [{b + 1}] link '{rt}'", f"      cell '{g}'", f"      cell '{fmt(eur)} Includes taxes and charges'",
                       f"      cell '{pol}'",
                       f"      [{b + 2}] combobox 'Select rooms', value='{sel if i == 0 else 0}'"]
                ln += [f"        [{b + 3 + k}] option '{k}{(' (' + fmt(eur * k) + ')') if k else ''}', selected={k == (sel if i == 0 else 0)}" for k in range(min(n_av, 2) + 1)]
                if i == 0:
                    ln += [f"      StaticText 'Only {n_av} room{'s' if n_av != 1 else ''} left on our site'"]
            ln += ["    row ''"]
            if sel:
                ln += [f"      StaticText '{sel} room for'", f"      StaticText '{fmt(rooms[0][2] * sel)}'", "      StaticText 'Includes taxes and charges'"]
            ln += ["      [130] button 'I’ll reserve'" + ("" if sel else ", disabled=True"), "      StaticText 'You won’t be charged yet'"]
        if modal:
            curs = [("Euro", "EUR"), ("U.S. Dollar", "USD"), ("Pound Sterling", "GBP"), ("Swiss Franc", "CHF"), ("Brazilian Real", "BRL"),
                    ("Canadian Dollar", "CAD"), ("Australian Dollar", "AUD"), ("Japanese Yen", "JPY")]
            ln += ["[300] dialog 'Select your currency'", "  heading 'Select your currency'", "  [301] button 'Close'", "  heading 'Suggested for you'"]
            ln += [f"  [{302 + i}] button '{n} {c}'" + (", pressed=True" if c == cur else "") for i, (n, c) in enumerate(curs)]
        return page("Casa do Largo Guesthouse, Lisbon – Updated 2024 Prices", host + "/hotel/pt/casa-do-largo-guesthouse.html?checkin=2024-06-14&checkout=2024-06-17&group_adults=2"
                    + ("&selected_currency=USD" if cur == "USD" else "") + ("#availability" if table else ""), ln)

    home = page("Booking.com | Official site | The best hotels, flights, car rentals & accommodations", host + "/index.html", top("EUR") + form() + [
        "[70] main ''", "  heading 'Find your next stay'", "  StaticText 'Search deals on hotels, homes, and much more...'",
        "  heading 'Your recent searches'", "  [71] link 'Lisbon Jun 14–Jun 17, 2 people'", "  [72] link 'Porto May 3–May 5, 2 people'",
        "  heading 'Offers'", "  StaticText 'Promotions, deals, and special offers for you'", "  [73] link 'Book now'",
        "  heading 'Trending destinations'", "  [74] link 'Lisbon'", "  [75] link 'Porto'", "  [76] link 'Madrid'", "  [77] link 'Barcelona'", "  [78] link 'Seville'"])
    top_picks = ["memmo", "lumiares", "largo", "avenida", "amora", "mystory", "pessoa", "mundial"]
    free_picks = ["lumiares", "largo", "amora", "mystory", "mundial", "alecrim", "destination"]
    cheap = ["lostinn", "destination", "baixachiado", "largo", "castelo", "geres", "alecrim", "mystory"]
    t = []
    t.append((click(44), results(top_picks, "1,214", False, "Our top picks")))
    t.append((click(56), results(free_picks, "736", True, "Our top picks")))
    t.append((click(71), results(free_picks, "736", True, "Our top picks", menu=True)))
    t.append((click(75), results(cheap, "736", True, "Price (lowest first)")))
    t.append((click(116), prop("EUR", False, 0, 2)))
    t.append((click(68), prop("EUR", True, 0, 2)))
    t.append((select(112, "1 (€ 294)"), prop("EUR", True, 1, 2)))
    t.append((click(22), prop("EUR", True, 1, 2, modal=True)))
    t.append((click(303), prop("USD", True, 0, 1)))
    rs.add(task="web", tid="h44-web-17", system=SYSTEM, turns=t, state=home)


# eBay Seller Hub orders and listings: bad
def t18(rs: RowSet) -> None:
    host = "https://www.ebay.com/sh"
    orders = [
        ("12-11408-52731", "vintagepenfan", "142", "Parker 51 Vacumatic Fountain Pen Burgundy 1947 Restored", "386512907713", 1, 189.00, 8.45, "May 13", "May 15"),
        ("04-11411-09387", "kb_collector", "23", "Pelikan 4001 Ink 62.5ml Brilliant Black (Lot of 3)", "386498211054", 1, 29.97, 5.25, "May 13", "May 15"),
        ("18-11409-77652", "ma.tran", "310", "Sheaffer Snorkel Pen Repair Kit with Sac and Tools", "386471550932", 2, 24.50, 4.95, "May 12", "May 14"),
        ("23-11402-33015", "oldnibs_uk", "1,025", "Waterman Ideal 52 Fountain Pen Flexible Nib Black Chased Hard Rubber", "386455018276", 1, 245.00, 0.00, "May 11", "May 14"),
    ]

    def top(active: str) -> list[str]:
        tabs = ["Overview", "Orders", "Listings", "Marketing", "Advertising", "Store", "Performance", "Payments", "Research", "Reports"]
        return ["[20] banner ''", "  [21] link 'eBay Home'", "  StaticText 'Hi Ray!'", "  [22] link 'Daily Deals'", "  [23] link 'Help & Contact'",
                "  [24] link 'Sell'", "  [25] link 'Watchlist'", "  [26] link 'My eBay'", "  [27] button 'Notification'", "  [28] link 'Your shopping cart'",
                "  heading 'Seller Hub'", "  StaticText 'ray_restores_pens (2,318★)'", "[30] navigation 'Seller Hub'"] + [
            f"  [{31 + i}] link '{x}'" + (", current='page'" if x == active else "") for i, x in enumerate(tabs)]

    def order_list(shipped_drift: bool) -> str:
        ln = top("Orders") + ["[50] navigation 'Orders'", "  [51] link 'All orders'", "  [52] link 'Awaiting payment 0'",
                              "  [53] link 'Awaiting shipment 4', current='page'", "  [54] link 'Paid and shipped'", "  [55] link 'Cancellations'",
                              "  [56] link 'Returns'", "  [57] link 'Requests and disputes'", "  [58] link 'Shipping labels'",
                              "[60] main ''", "  heading 'Orders'", "  [61] textbox 'Search orders'", "  [62] combobox 'Search by', value='Buyer username'",
                              "  [63] button 'Search'", "  StaticText 'Period: Last 90 days'", "  [64] button 'Filter'", "  StaticText 'Results: 4'",
                              "  [65] button 'Print shipping labels or invoices', disabled=True", "  [66] button 'Add tracking number', disabled=True",
                              "  [67] table ''", "    row ''", "      columnheader 'Select all'", "      columnheader 'Actions'", "      columnheader 'Order details'",
                              "      columnheader 'Quantity'", "      columnheader 'Item subtotal'", "      columnheader 'Shipping'", "      columnheader 'Date sold'",
                              "      columnheader 'Ship by'"]
        for i, (num, buyer, fb, title, item, qty, price, ship, sold, shipby) in enumerate(orders):
            b = 100 + 8 * i
            ln += [f"    [{b}] row ''", f"      [{b + 1}] checkbox 'Select order {num}', checked='false'"]
            if shipped_drift and i == 0:
                ln += [f"      [{b + 2}] button 'Leave feedback'", f"      [{b + 3}] button 'More actions', hasPopup='menu'", "      StaticText 'Shipped · Tracking: USPS 9400 1118 9922 3814 5521 07'"]
            else:
                ln += [f"      [{b + 2}] button 'Print shipping label'", f"      [{b + 3}] button 'More actions', hasPopup='menu'", "      StaticText 'Paid'"]
            ln += [f"      [{b + 4}] link '{num}'", f"      [{b + 5}] link '{buyer} ({fb})'", f"      [{b + 6}] link '{title}'", f"      StaticText '({item})'",
                   f"      cell '{qty}'", f"      cell '{money(price * qty)}'", f"      cell '{money(ship) if ship else 'eBay International Shipping'}'",
                   f"      cell '{sold}'", f"      cell '{shipby}'"]
        return page("Orders | eBay Seller Hub", host + "/ord/?filter=status:AWAITING_SHIPMENT", ln)

    tax = 20.24
    detail = page("Order details | eBay Seller Hub", host + "/ord/details?orderid=12-11408-52731", top("Orders") + [
        "[60] main ''", "  [61] link 'Back to orders'", "  heading 'Order details'", "  StaticText 'Order number: 12-11408-52731'",
        "  StaticText 'Sold: May 13, 2024'", "  StaticText 'Paid: May 13, 2024 via eBay managed payments'",
        "  StaticText 'Ship by May 15, 2024'", "  [62] button 'Print shipping label'", "  [63] button 'Add tracking number'",
        "  [64] button 'Mark as shipped'", "  [65] button 'More actions', hasPopup='menu'",
        "  heading 'Ship to'", "  StaticText 'Harold Jenkins'", "  StaticText '418 Maple Ave Apt 2'", "  StaticText 'Evanston, IL 60201-3314'",
        "  StaticText 'United States'", "  [66] button 'Copy address'", "  StaticText 'Shipping service: USPS Priority Mail'",
        "  heading 'Buyer'", "  [67] link 'vintagepenfan (142)'", "  [68] link 'Contact buyer'",
        "  heading 'Items'", "  [69] link 'Parker 51 Vacumatic Fountain Pen Burgundy 1947 Restored'", "  StaticText 'Item number: 386512907713'",
        "  StaticText 'Custom label (SKU): P51-VAC-BURG-0447'", "  StaticText 'Quantity: 1'", "  StaticText 'Price: $189.00'",
        "  heading 'Order earnings'", "  [70] table ''",
        "    row ''", "      cell 'Item subtotal'", "      cell '$189.00'",
        "    row ''", "      cell 'Shipping'", "      cell '$8.45'",
        "    row ''", "      cell 'Sales tax (eBay collected)'", f"      cell '{money(tax)}'",
        "    row ''", "      cell 'Order total'", f"      cell '{money(189 + 8.45 + tax)}'",
        "    row ''", "      cell 'Transaction fees'", "      cell '-$29.14'",
        "    row ''", "      cell 'Order earnings'", f"      cell '{money(189 + 8.45 - 29.14)}'",
        "  heading 'Activity'", "  StaticText 'May 13, 2024 7:42 PM: Buyer paid'", "  StaticText 'May 13, 2024 7:41 PM: Item sold (Buy It Now)'",
    ])
    listings = [
        ("Pelikan 4001 Ink 62.5ml Brilliant Black (Lot of 3)", "386498211054", 6, 14, 29.97, 412, 9, "Feb 2, 2024"),
        ("Sheaffer Snorkel Pen Repair Kit with Sac and Tools", "386471550932", 11, 37, 24.50, 988, 31, "Nov 20, 2023"),
        ("Esterbrook J Fountain Pen Copper 9550 Nib Resacked", "386520114498", 1, 0, 74.00, 203, 17, "May 6, 2024"),
        ("Conway Stewart 58 Fountain Pen Cracked Ice Restored", "386517742060", 1, 0, 265.00, 356, 22, "May 2, 2024"),
        ("Silicone Pen Sac Assortment Sizes 14-24 (20 pcs)", "386402983317", 24, 61, 12.99, 1507, 12, "Sep 8, 2023"),
        ("Parker Quink Ink Bottle 57ml Blue-Black Vintage 1960s", "386509335127", 2, 1, 38.00, 144, 6, "Apr 21, 2024"),
        ("Nib Smoothing Kit: Micromesh Pads and Mylar Film", "386488120745", 9, 23, 16.75, 630, 4, "Jan 15, 2024"),
    ]

    def listing_page(rows: list[tuple], sort_w: bool) -> str:
        ln = top("Listings") + ["[50] navigation 'Listings'", "  [51] link 'Active 7', current='page'", "  [52] link 'Unsold 3'", "  [53] link 'Drafts 2'",
                                "  [54] link 'Scheduled 0'", "  [55] link 'Ended'", "[60] main ''", "  heading 'Active listings'", "  [61] textbox 'Search your listings'",
                                "  [62] button 'Search'", "  [63] link 'Create listing'", "  StaticText 'Results: 7'", "  [64] button 'Edit', hasPopup='menu'",
                                "  [65] button 'Promote', disabled=True", "  [66] button 'End listings', disabled=True", "  [67] table ''", "    row ''",
                                "      columnheader 'Select all'", "      columnheader 'Actions'", "      columnheader 'Item'", "      [68] columnheader 'Available quantity'",
                                "      [69] columnheader 'Sold quantity'", "      [70] columnheader 'Current price'", "      [71] columnheader 'Views (30 days)'",
                                "      [72] columnheader 'Watchers'" + (", sort='descending'" if sort_w else ""), "      [73] columnheader 'Start date'",
                                "      columnheader 'Format'"]
        for i, (title, item, avail, sold, price, views, watch, start) in enumerate(rows):
            b = 100 + 6 * i
            ln += [f"    [{b}] row ''", f"      [{b + 1}] checkbox 'Select {title}', checked='false'", f"      [{b + 2}] button 'Edit'",
                   f"      [{b + 3}] button 'More actions', hasPopup='menu'", f"      [{b + 4}] link '{title}'", f"      StaticText '{item}'",
                   f"      cell '{avail}'", f"      cell '{sold}'", f"      cell '{money(price)}'", f"      cell '{views:,}'", f"      cell '{watch}'",
                   f"      cell '{start}'", "      cell 'Buy It Now · GTC'"]
        return page("Active listings | eBay Seller Hub", host + "/lst/active" + ("?sort=-watchCount" if sort_w else ""), ln)

    by_watch = sorted(listings, key=lambda r: -r[6])
    revise = page("Revise your listing | eBay", "https://www.ebay.com/lstng?mode=ReviseItem&itemId=386471550932", [
        "[20] banner ''", "  [21] link 'eBay Home'", "  heading 'Revise your listing'", "[30] main ''",
        "  heading 'Photos & video'", "  StaticText '8 of 24 photos'", "  [31] button 'Add photos'",
        "  heading 'Title'", "  StaticText 'Item title'", "  [32] textbox 'Item title', value='Sheaffer Snorkel Pen Repair Kit with Sac and Tools'", "  StaticText '51/80'",
        "  heading 'Item category'", "  StaticText 'Collectibles > Pens & Writing Instruments > Pen Parts & Accessories'", "  [33] button 'Edit category'",
        "  heading 'Item specifics'", "  StaticText 'Brand'", "  [34] combobox 'Brand', value='Sheaffer'", "  StaticText 'Type'",
        "  [35] combobox 'Type', value='Repair Kit'", "  StaticText 'Compatible Model'", "  [36] combobox 'Compatible Model', value='Snorkel, PFM, Touchdown'",
        "  heading 'Condition'", "  [37] combobox 'Item condition', value='New'",
        "  heading 'Pricing'", "  StaticText 'Format'", "  [38] combobox 'Format', value='Buy It Now'", "  StaticText 'Price'", "  [39] textbox 'Price', value='24.50'",
        "  [40] checkbox 'Allow offers', checked='true'", "  StaticText 'Quantity'", "  [41] textbox 'Quantity', value='11'",
        "  heading 'Shipping'", "  StaticText 'USPS First Class Package: $4.95'", "  StaticText 'Handling time: 2 business days'", "  StaticText 'Item location: Asheville, NC'",
        "  [42] button 'Revise it'", "  [43] button 'Preview'", "  [44] button 'Cancel'",
    ])
    overview = page("Overview | eBay Seller Hub", host + "/ovw", top("Overview") + [
        "[60] main ''", "  heading 'Overview'", "  [61] button 'Customize'",
        "  heading 'Tasks'", "  [62] link 'Awaiting shipment 4'", "  StaticText '2 orders due to ship today'", "  [63] link 'Buyer messages 3'",
        "  [64] link 'Offers to review 2'", "  [65] link 'Unsold and not relisted 3'",
        "  heading 'Sales'", "  StaticText 'Last 31 days'", "  StaticText '$1,482.37'", "  StaticText '+18.4% vs. prior 31 days'",
        "  [66] table ''", "    row ''", "      cell 'Today'", "      cell '$0.00'", "    row ''", "      cell 'Last 7 days'", "      cell '$517.42'",
        "    row ''", "      cell 'Last 31 days'", "      cell '$1,482.37'", "    row ''", "      cell 'Last 90 days'", "      cell '$4,906.15'",
        "  heading 'Listings'", "  [67] link 'Active 7'", "  [68] link 'Drafts 2'", "  [69] link 'Unsold 3'",
        "  heading 'Traffic'", "  StaticText 'Listing impressions: 48,120 (last 31 days)'", "  StaticText 'Click-through rate: 1.3%'",
        "  StaticText 'Page views: 3,902'", "  StaticText 'Sales conversion rate: 0.7%'",
        "  heading 'Seller level'", "  StaticText 'Top Rated'", "  StaticText 'Transaction defect rate 0.00%'", "  StaticText 'Late shipment rate 0.31%'",
    ])
    t = []
    t.append((click(32), order_list(False)))
    t.append((click(104), detail))
    t.append(("go_back()", order_list(True)))
    t.append((click(33), listing_page(listings, False)))
    t.append((click(72), listing_page(by_watch, True)))
    t.append((click(102), revise))
    rs.add(task="web", tid="h44-web-18", system=SYSTEM, turns=t, state=overview, bad=True, turn=3,
           kind="order shows as shipped with tracking though no shipping action was taken")


# Slack channel message edit: clean
def t19(rs: RowSet) -> None:
    url = "https://app.slack.com/client/T02NW8K3L/C04RE1ENG7Q"
    msg1 = "Cutting release 3.18.0 from main at 14:00 UTC. Please merge anything that should ship by 13:30 UTC."
    msg2 = "Cutting release 3.18.0 from main at 14:00 UTC. Please merge anything that should ship by 13:45 UTC (moved 15 min for #4821)."
    base_msgs = [
        ("Tom Okafor", "9:12 AM", "Nightly build 3.18.0-rc.2 is green on all platforms. Artifacts are in the usual bucket.", ["white_check_mark 3"], ""),
        ("Alice Ng", "10:03 AM", "Heads up: #4821 (settlement retry budget) needs to land before the cut, it is approved and waiting on CI.", ["+1 2"], "2 replies Last reply 40 minutes ago"),
        ("Priya Raman", "11:20 AM", "QA sign-off on payments-api for 3.18 is done. Test report: https://qa.ledgerline.io/runs/3180-rc2", ["tada 4"], ""),
        ("Kenji Watanabe", "11:31 AM", "JPY rounding fix (ledgerline PR #482) is still waiting on a second review, can someone take it?", [], ""),
    ]

    def side() -> list[str]:
        chans = [("announcements", ""), ("eng-general", ""), ("payments-oncall", "3"), ("release-eng", ""), ("warehouse-integrations", ""), ("random", "")]
        ln = ["[20] banner ''", "  [21] button 'Back'", "  [22] button 'Forward'", "  [23] button 'History'", "  [24] button 'Search Ledgerline'",
              "  [25] button 'Help'", "  [26] button 'User menu: Dana Whitfield'",
              "[27] navigation 'Workspace'", "  [28] button 'Ledgerline', hasPopup='menu'", "  [29] treeitem 'Threads'", "  [30] treeitem 'Huddles'",
              "  [31] treeitem 'Drafts & sent'", "  [32] tree 'Channels and direct messages'"]
        for i, (c, n) in enumerate(chans):
            ln += [f"    [{33 + i}] treeitem '{c}'" + (f", description='{n} mentions'" if n else "") + (", selected=True" if c == "release-eng" else "")]
        ln += ["    [40] treeitem 'Alice Ng'", "    [41] treeitem 'Priya Raman'", "    [42] treeitem 'Tom Okafor'"]
        return ln

    def channel(mine: str | None, edited: bool, hover: bool, menu: bool, editing: str | None, composer: str, later: bool) -> str:
        ln = side() + ["[50] main ''", "  [51] button 'Channel details: release-eng'", "  StaticText 'Release coordination for Ledgerline services. Cut schedule pinned.'",
                       "  [52] button '14 members'", "  [53] button 'Huddle'", "  [54] tablist ''", "    [55] tab 'Messages', selected=True",
                       "    [56] tab 'Files', selected=False", "    [57] tab 'Pins 2', selected=False", "  [58] list 'release-eng'", "    StaticText 'Today'"]
        b = 60
        for who, when, text, reacts, thread in base_msgs:
            ln += [f"    [{b}] listitem ''", f"      [{b + 1}] button '{who}'", f"      [{b + 2}] link '{when}'", f"      StaticText {text!r}"]
            for k, r in enumerate(reacts):
                ln += [f"      [{b + 3 + k}] button '{r} reactions'"]
            if thread:
                shown = thread.replace("40 minutes", "43 minutes") if later else thread
                ln += [f"      [{b + 5}] button '{shown}'"]
            b += 6
        if mine is not None:
            ln += ["    [90] listitem ''", "      [91] button 'Dana Whitfield'", "      [92] link '11:47 AM'"]
            if editing is not None:
                ln += [f"      [93] textbox 'Edit message', focused, value={editing!r}", "      [94] button 'Cancel'", "      [95] button 'Save'"]
            else:
                ln += [f"      StaticText {mine!r}"] + (["      StaticText '(edited)'"] if edited else [])
            if later:
                ln += ["      [96] button '1 reply Last reply just now'"]
            if hover:
                ln += ["      [97] toolbar 'Message actions'", "        [98] button 'Add reaction'", "        [99] button 'Reply in thread'",
                       "        [100] button 'Forward message'", "        [101] button 'Save for later'", f"        [102] button 'More actions', expanded={menu}"]
            if menu:
                ln += ["[110] menu ''", "  [111] menuitem 'Turn off notifications for replies'", "  [112] menuitem 'Mark unread'", "  [113] menuitem 'Remind me about this'",
                       "  [114] menuitem 'Copy link'", "  [115] menuitem 'Pin to this conversation'", "  [116] menuitem 'Edit message'",
                       "  [117] menuitem 'Delete message'", "  [118] menuitem 'Add a message shortcut'"]
        if later:
            ln += ["    [120] listitem ''", "      [121] button 'Alice Ng'", "      [122] link '11:49 AM'",
                   "      StaticText 'Thanks! #4821 just went green, merging now.'"]
        ln += ["  [130] region 'Message composer'", f"    [131] textbox 'Message #release-eng', value={composer!r}" if composer else "    [131] textbox 'Message #release-eng'",
               "    [132] button 'Attach'", "    [133] button 'Formatting'", "    [134] button 'Emoji'", "    [135] button 'Mention someone'",
               "    [136] button 'Send now'" + ("" if composer else ", disabled=True"), "    [137] button 'Schedule for later'"]
        return page("release-eng (Channel) - Ledgerline - Slack", url, ln)

    t = []
    t.append((fill(131, msg1), channel(None, False, False, False, None, msg1, False)))
    t.append(("keyboard_press('Enter')", channel(msg1, False, False, False, None, "", False)))
    t.append(("hover('90')", channel(msg1, False, True, False, None, "", False)))
    t.append((click(102), channel(msg1, False, True, True, None, "", False)))
    t.append((click(116), channel(msg1, False, False, False, msg1, "", False)))
    t.append((fill(93, msg2), channel(msg1, False, False, False, msg2, "", False)))
    t.append((click(95), channel(msg2, True, False, False, None, "", True)))
    rs.add(task="web", tid="h44-web-19", system=SYSTEM, turns=t, state=channel(None, False, False, False, None, "", False))


# Etsy shop manager delivery profile: bad
def t20(rs: RowSet) -> None:
    host = "https://www.etsy.com/your/shops/me"

    def side(open_settings: bool, active: str) -> list[str]:
        ln = ["[20] navigation 'Shop Manager'", "  [21] link 'Search'", "  [22] link 'Dashboard'" + (", current='page'" if active == "Dashboard" else ""),
              "  [23] link 'Listings'" + (", current='page'" if active == "Listings" else ""), "  [24] link 'Messages 2'", "  [25] link 'Orders & Delivery 5'",
              "  [26] link 'Stats'" + (", current='page'" if active == "Stats" else ""), "  [27] link 'Marketing'", "  [28] link 'Finances'",
              "  [29] link 'Integrations'", "  [30] link 'Community & Help'", f"  [31] button 'Settings', expanded={open_settings}"]
        if open_settings:
            ln += ["    [32] link 'Info & Appearance'", "    [33] link 'Delivery settings'" + (", current='page'" if active == "Delivery" else ""),
                   "    [34] link 'Payment settings'", "    [35] link 'Legal'", "    [36] link 'Options'", "    [37] link 'Production partners'",
                   "    [38] link 'Policy settings'"]
        ln += ["  [39] link 'InkwellBindery'", "  [40] link 'View your shop'"]
        return ln

    dash_main = [
        "[60] main ''", "  heading 'Welcome back, Nora'", "  StaticText 'InkwellBindery'", "  [61] combobox 'Date range', value='Last 30 days'",
        "  [62] table ''", "    row ''", "      cell 'Visits'", "      cell '3,184'", "    row ''", "      cell 'Orders'", "      cell '57'",
        "    row ''", "      cell 'Conversion rate'", "      cell '1.8%'", "    row ''", "      cell 'Revenue'", "      cell '$1,946.50'",
        "  heading 'To-do'", "  [63] link '5 orders to ship'", "  [64] link '2 unread messages'", "  [65] link '3 listings expiring in the next 7 days'",
        "  heading 'Etsy updates'", "  StaticText 'Set a processing time that matches how fast you actually ship. Shorter processing times can improve search placement.'",
    ]
    dash = page("Shop Manager - Etsy", host + "/dashboard", side(False, "Dashboard") + dash_main)
    times = ["1 business day", "1-2 business days", "1-3 business days", "3-5 business days", "5-7 business days", "1-2 weeks", "2-3 weeks", "Custom range"]

    def profiles(std: str, toast: bool) -> str:
        ln = side(True, "Delivery") + ["[60] main ''"]
        if toast:
            ln += ["  [61] status ''", "    StaticText 'Your shipping profile has been updated.'"]
        ln += ["  heading 'Delivery settings'", "  [62] tablist ''", "    [63] tab 'Shipping profiles', selected=True", "    [64] tab 'Shipping upgrades', selected=False",
               "    [65] tab 'Return policies', selected=False", "    [66] tab 'Postage', selected=False", "  [67] button 'Create profile'",
               "  [68] table ''", "    row ''", "      columnheader 'Profile'", "      columnheader 'Processing time'", "      columnheader 'Origin'",
               "      columnheader 'Destinations'", "      columnheader 'Listings'", "      columnheader ''",
               "    [70] row ''", "      cell 'Standard – US & Intl'", f"      cell '{std}'", "      cell 'Brooklyn, NY 11215'", "      cell 'United States, Everywhere else'",
               "      cell '18'", "      [71] button 'Edit'", "      [72] button 'More', hasPopup='menu'",
               "    [73] row ''", "      cell 'Oversized prints'", "      cell '1-2 weeks'", "      cell 'Brooklyn, NY 11215'", "      cell 'United States'",
               "      cell '6'", "      [74] button 'Edit'", "      [75] button 'More', hasPopup='menu'",
               "    [76] row ''", "      cell 'Gift wrap bundle'", "      cell '1-3 business days'", "      cell 'Brooklyn, NY 11215'", "      cell 'United States, Canada'",
               "      cell '2'", "      [77] button 'Edit'", "      [78] button 'More', hasPopup='menu'"]
        return page("Delivery settings - Etsy", host + "/shipping-profiles", ln)

    def edit_profile(proc: str) -> str:
        ln = side(True, "Delivery") + ["[60] main ''", "  [61] link 'Back to delivery settings'", "  heading 'Edit shipping profile'",
                                      "  StaticText 'Shipping profile name'", "  [62] textbox 'Shipping profile name', value='Standard – US & Intl'",
                                      "  StaticText 'Origin zip code'", "  [63] textbox 'Origin zip code', value='11215'",
                                      "  StaticText 'Processing time'", f"  [64] combobox 'Processing time', value='{proc}'"]
        ln += [f"    [{65 + i}] option '{x}', selected={x == proc}" for i, x in enumerate(times)]
        ln += ["  heading 'Standard shipping'", "  [74] table ''", "    row ''", "      columnheader 'Destination'", "      columnheader 'Shipping service'",
               "      columnheader 'What you will charge'", "      columnheader 'Delivery time'",
               "    row ''", "      cell 'United States'", "      [75] combobox 'Shipping service', value='USPS First-Class Package'",
               "      [76] textbox 'One item', value='4.50'", "      [77] textbox 'Additional item', value='1.00'", "      cell '2-5 business days'",
               "    row ''", "      cell 'Everywhere else'", "      [78] combobox 'Shipping service', value='USPS First-Class Package International'",
               "      [79] textbox 'One item', value='14.00'", "      [80] textbox 'Additional item', value='4.00'", "      cell '1-4 weeks'",
               "  [81] button 'Add a destination'", "  [82] checkbox 'Offer free shipping on US orders over $35', checked='true'",
               "  StaticText 'Item weight and size are set on each listing.'", "  [83] button 'Cancel'", "  [84] button 'Save profile'"]
        return page("Edit shipping profile - Etsy", host + "/shipping-profiles/184429017654/edit", ln)

    items = [("Hand-bound A6 linen notebook, dot grid, sage", 28.00, 14, 1), ("Coptic stitch sketchbook A5, 120 gsm cream", 36.00, 9, 2),
             ("Leather traveler’s notebook insert set of 3", 19.50, 31, 3), ("Marbled paper journal, letterpress cover", 42.00, 4, 4),
             ("Bookbinding kit for beginners with waxed thread", 48.00, 12, 5), ("Recycled cotton rag paper, 20 sheets A4", 22.00, 40, 6),
             ("Pocket notebook trio, kraft covers, lined", 16.00, 55, 7), ("Wedding guest book, linen, custom foil title", 85.00, 6, 8)]
    ll = side(False, "Listings") + ["[60] main ''", "  heading 'Listings'", "  [61] link 'Add a listing'", "  [62] tablist ''", "    [63] tab 'Active 24', selected=True",
                                    "    [64] tab 'Draft 3', selected=False", "    [65] tab 'Expired 1', selected=False", "    [66] tab 'Sold out 2', selected=False",
                                    "    [67] tab 'Inactive 0', selected=False", "  [68] textbox 'Search listings'", "  [69] combobox 'Sort', value='Custom'",
                                    "  [70] list ''"]
    for i, (name, price, qty, _k) in enumerate(items):
        b = 100 + 4 * i
        ll += [f"    [{b}] listitem ''", f"      [{b + 1}] link '{name}'", f"      StaticText '{qty} in stock'", f"      StaticText '{money(price)}'",
               f"      [{b + 2}] button 'Edit'", f"      [{b + 3}] button 'Listing options', hasPopup='menu'"]
    ll += ["  StaticText '1-8 of 24'", "  [140] button 'Next page'"]
    listings = page("Listings - Etsy", host + "/tools/listings", ll)
    editor = page("Edit listing - Etsy", host + "/listing-editor/edit/1649027731", [
        "[20] banner ''", "  [21] link 'Back to listings'", "  heading 'Edit listing'", "  [22] button 'Preview'", "  [23] button 'Publish changes'",
        "[30] navigation 'Listing sections'", "  [31] link 'About'", "  [32] link 'Price & Inventory'", "  [33] link 'Variations'", "  [34] link 'Details'",
        "  [35] link 'Delivery'", "  [36] link 'Settings'",
        "[40] main ''", "  heading 'About'", "  StaticText '10 photos'", "  [41] button 'Add photos'", "  StaticText 'Title'",
        "  [42] textbox 'Title', value='Hand-bound A6 linen notebook, dot grid, sage'",
        "  StaticText 'Description'", "  [43] textbox 'Description', multiline, value='Sewn by hand in my Brooklyn studio. 96 pages of 100 gsm dot grid paper, lays flat, sage linen cover.'",
        "  heading 'Price & Inventory'", "  StaticText 'Price'", "  [44] textbox 'Price', value='28.00'", "  StaticText 'Quantity'", "  [45] textbox 'Quantity', value='14'",
        "  StaticText 'SKU'", "  [46] textbox 'SKU', value='A6-LIN-SAGE-DOT'",
        "  heading 'Details'", "  StaticText 'Category: Paper & Party Supplies > Paper > Notebooks & Journals'", "  StaticText 'Who made it: I did'",
        "  StaticText 'What is it: A finished product'", "  StaticText 'When was it made: Made to order'",
        "  heading 'Delivery'", "  StaticText 'Shipping profile'", "  [47] combobox 'Shipping profile', value='Standard – US & Intl'",
        "  StaticText 'Processing time: 1-2 business days'", "  StaticText 'Ships from: Brooklyn, NY 11215'",
        "  StaticText 'United States: $4.50 (additional item $1.00), free over $35'", "  StaticText 'Everywhere else: $14.00 (additional item $4.00)'",
        "  StaticText 'Item weight'", "  [48] textbox 'Pounds', value='0'", "  [49] textbox 'Ounces', value='7'",
        "  StaticText 'Item size (when packed)'", "  [50] textbox 'Length', value='7'", "  [51] textbox 'Width', value='5'", "  [52] textbox 'Height', value='1'",
        "  heading 'Settings'", "  StaticText 'Renewal options'", "  [53] radio 'Automatic', checked='true'", "  [54] radio 'Manual', checked='false'",
    ])
    preview = page("Hand-bound A6 linen notebook, dot grid, sage - Etsy (Preview)", "https://www.etsy.com/listing/1649027731/preview", [
        "[20] alert ''", "  StaticText 'This is a preview of your listing. Buyers will not see this banner.'", "  [21] button 'Exit preview'",
        "[30] banner ''", "  [31] link 'Etsy'", "  [32] combobox 'Search for anything'", "  [33] button 'Search'",
        "[40] main ''", "  [41] region 'Listing images'", "    [42] button 'Previous image'", "    [43] button 'Next image'", "    StaticText '1 / 10'",
        "  StaticText 'Only 14 left'", "  StaticText '$28.00'", "  heading 'Hand-bound A6 linen notebook, dot grid, sage'",
        "  [44] link 'InkwellBindery'", "  StaticText 'Star Seller'", "  StaticText '5 out of 5 stars (1,284)'",
        "  StaticText 'Primary color'", "  [45] combobox 'Primary color', value='Sage'", "  StaticText 'Quantity'", "  [46] combobox 'Quantity', value='1'",
        "  [47] button 'Buy it now', disabled=True", "  [48] button 'Add to cart', disabled=True",
        "  [49] button 'Item details', expanded=True", "    StaticText 'Handmade'", "    StaticText 'Materials: linen, cotton paper, waxed thread'",
        "    StaticText 'Width: 4.1 Inches; Height: 5.8 Inches'",
        "  [50] button 'Shipping and return policies', expanded=True", "    StaticText 'Order today to get by May 21-28'",
        "    StaticText 'Ready to ship in 3-5 business days'", "    StaticText 'Returns & exchanges accepted within 30 days'",
        "    StaticText 'Cost to ship: $4.50'", "    StaticText 'Ships from: Brooklyn, NY'", "    StaticText 'Free shipping on US orders of $35 or more from this shop'",
    ])
    stats = page("Stats - Etsy", host + "/stats", side(False, "Stats") + [
        "[60] main ''", "  heading 'Stats'", "  [61] combobox 'Date range', value='Last 30 days'", "  [62] combobox 'Channel', value='All channels'",
        "  [63] table ''", "    row ''", "      cell 'Visits'", "      cell '3,184'", "    row ''", "      cell 'Orders'", "      cell '57'",
        "    row ''", "      cell 'Conversion rate'", "      cell '1.8%'", "    row ''", "      cell 'Revenue'", "      cell '$1,946.50'",
        "  heading 'How shoppers found you'", "  [64] table ''", "    row ''", "      columnheader 'Source'", "      columnheader 'Visits'",
        "    row ''", "      cell 'Etsy app & other Etsy pages'", "      cell '1,702'", "    row ''", "      cell 'Etsy search'", "      cell '911'",
        "    row ''", "      cell 'Direct & other traffic'", "      cell '318'", "    row ''", "      cell 'Social media'", "      cell '196'",
        "    row ''", "      cell 'Etsy ads'", "      cell '57'",
        "  heading 'Listings'", "  [65] table ''", "    row ''", "      columnheader 'Listing'", "      columnheader 'Visits'", "      columnheader 'Favorites'",
        "      columnheader 'Orders'", "    row ''", "      cell 'Hand-bound A6 linen notebook, dot grid, sage'", "      cell '612'", "      cell '88'", "      cell '14'",
        "    row ''", "      cell 'Wedding guest book, linen, custom foil title'", "      cell '540'", "      cell '121'", "      cell '5'",
        "    row ''", "      cell 'Coptic stitch sketchbook A5, 120 gsm cream'", "      cell '433'", "      cell '64'", "      cell '9'",
    ])
    t = []
    t.append((click(31), page("Shop Manager - Etsy", host + "/dashboard", side(True, "Dashboard") + dash_main)))
    t.append((click(33), profiles("3-5 business days", False)))
    t.append((click(71), edit_profile("3-5 business days")))
    t.append((select(64, "1-2 business days"), edit_profile("1-2 business days")))
    t.append((click(84), profiles("1-2 business days", True)))
    t.append((click(23), listings))
    t.append((click(102), editor))
    t.append((click(22), preview))
    t.append(("goto('https://www.etsy.com/your/shops/me/stats')", stats))
    rs.add(task="web", tid="h44-web-20", system=SYSTEM, turns=t, state=dash, bad=True, turn=8,
           kind="processing time saved as 1-2 business days shows the old 3-5 days on the listing preview")


# HubSpot contact record update: clean
def t21(rs: RowSet) -> None:
    host = "https://app.hubspot.com/contacts/24187305"
    contacts = [
        ("Luis Ortega", "luis.ortega@harborfreightways.com", "(206) 555-0193", "Dana Whitfield", "Harbor Freightways", "05/14/2024 9:02 AM EDT", "In progress", "03/11/2024"),
        ("Maya Chen", "maya.chen@brightline-logistics.com", "(617) 555-0148", "Dana Whitfield", "Brightline Logistics", "04/29/2024 2:05 PM EDT", "Open", "04/22/2024"),
        ("Grace Liu", "grace@cedarpeakoutfitters.com", "(303) 555-0117", "Marcus Lee", "Cedar Peak Outfitters", "05/13/2024 4:40 PM EDT", "Connected", "02/02/2024"),
        ("Omar Haddad", "ohaddad@desertlinecargo.com", "(602) 555-0171", "Marcus Lee", "Desertline Cargo", "05/10/2024 11:15 AM EDT", "Attempted to contact", "04/30/2024"),
        ("Sandra Okoye", "sandra.okoye@lakeshoregrocers.com", "(312) 555-0129", "Priya Raman", "Lakeshore Grocers", "05/09/2024 1:22 PM EDT", "Open deal", "01/18/2024"),
        ("Felix Wagner", "f.wagner@nordbahn-log.de", "+49 40 5550 1934", "Priya Raman", "Nordbahn Logistik", "05/08/2024 10:05 AM EDT", "New", "05/08/2024"),
        ("Emily Brooks", "ebrooks@pinecrestmedical.org", "(919) 555-0162", "Dana Whitfield", "Pinecrest Medical Supply", "05/07/2024 3:48 PM EDT", "Unqualified", "11/29/2023"),
        ("Tomás Silva", "tomas.silva@atlanticcoldchain.com", "(305) 555-0140", "Marcus Lee", "Atlantic Cold Chain", "05/06/2024 9:30 AM EDT", "In progress", "03/27/2024"),
        ("Ava Thompson", "ava.t@summitbrewco.com", "(503) 555-0188", "Dana Whitfield", "Summit Brew Co", "05/03/2024 2:17 PM EDT", "Connected", "12/04/2023"),
        ("Noah Kim", "noah.kim@redwoodparts.com", "(415) 555-0135", "Priya Raman", "Redwood Auto Parts", "05/02/2024 12:00 PM EDT", "Bad timing", "10/16/2023"),
    ]

    def top() -> list[str]:
        return ["[20] navigation 'Main navigation'", "  [21] link 'HubSpot'", "  [22] button 'Search HubSpot'", "  [23] link 'Bookmarks'",
                "  [24] button 'CRM', expanded=True", "    [25] link 'Contacts'", "    [26] link 'Companies'", "    [27] link 'Deals'", "    [28] link 'Tickets'",
                "  [29] button 'Marketing'", "  [30] button 'Sales'", "  [31] button 'Service'", "  [32] button 'Reporting'",
                "  [33] button 'Calling'", "  [34] button 'Notifications'", "  [35] button 'Account menu: Dana Whitfield, Northwind Logistics'"]

    def clist(rows: list[tuple], query: str) -> str:
        ln = top() + ["[50] main ''", "  heading 'Contacts'", f"  StaticText '{'2,417' if not query else len(rows)} records'",
                      "  [51] button 'Actions', hasPopup='menu'", "  [52] button 'Import'", "  [53] button 'Create contact'",
                      "  [54] tablist ''", "    [55] tab 'All contacts', selected=True", "    [56] tab 'My contacts', selected=False",
                      "    [57] tab 'Unassigned contacts', selected=False", "    [58] button 'Add view'",
                      f"  [59] searchbox 'Search name, phone, email...', value='{query}'" if query else "  [59] searchbox 'Search name, phone, email...'",
                      "  [60] button 'Contact owner'", "  [61] button 'Create date'", "  [62] button 'Last activity date'", "  [63] button 'Lead status'",
                      "  [64] button 'Advanced filters'", "  [65] button 'Edit columns'", "  [66] table ''", "    row ''", "      columnheader 'Select all'",
                      "      columnheader 'Name'", "      columnheader 'Email'", "      columnheader 'Phone Number'", "      columnheader 'Contact owner'",
                      "      columnheader 'Primary company'", "      columnheader 'Last Activity Date (EDT)', sort='descending'", "      columnheader 'Lead Status'",
                      "      columnheader 'Create Date (EDT)'"]
        for i, (n, e, ph, own, co, last, ls, cd) in enumerate(rows):
            b = 100 + 4 * i
            ln += [f"    [{b}] row ''", f"      [{b + 1}] checkbox 'Select {n}', checked='false'", f"      [{b + 2}] link '{n}'", f"      [{b + 3}] link '{e}'",
                   f"      cell '{ph}'", f"      cell '{own}'", f"      cell '{co}'", f"      cell '{last}'", f"      cell '{ls}'", f"      cell '{cd}'"]
        ln += ["  [150] button 'Prev', disabled=True", "  [151] button '1', current='page'", "  [152] button 'Next'" + (", disabled=True" if query else ""),
               "  [153] combobox 'Records per page', value='25 per page'"]
        return page("Contacts | HubSpot", host + "/objects/0-1/views/all/list" + ("?query=maya%20chen" if query else ""), ln)

    call_note = "Spoke with Maya about the pallet tracking pilot for their Worcester DC. 40 docks, wants pricing for 12 months, decision by end of June. Sending proposal Thursday."
    call_time = "May 14, 2024 at 2:10 PM EDT"

    def record(stage: str, stage_menu: bool, tab: str, last: str, calls: bool, dialog: str = "", note: str = "", outcome: str = "", deal_panel: bool = False,
               deal: bool = False) -> str:
        ln = top() + ["[50] main ''", "  [51] link 'Contacts'", "  [52] button 'Actions', hasPopup='menu'",
                      "  heading 'Maya Chen'", "  StaticText 'Director of Operations at Brightline Logistics'", "  StaticText 'maya.chen@brightline-logistics.com'",
                      "  [53] button 'Note'", "  [54] button 'Email'", "  [55] button 'Call'", "  [56] button 'Task'", "  [57] button 'Meeting'", "  [58] button 'More'",
                      "  [59] button 'About this contact', expanded=True", "    StaticText 'Email'", "    [60] textbox 'Email', value='maya.chen@brightline-logistics.com'",
                      "    StaticText 'Phone number'", "    [61] textbox 'Phone number', value='(617) 555-0148'", "    StaticText 'Contact owner'",
                      "    [62] combobox 'Contact owner', value='Dana Whitfield'", "    StaticText 'Last contacted'", f"    StaticText '{last}'",
                      "    StaticText 'Lifecycle stage'", f"    [63] combobox 'Lifecycle stage', value='{stage}', expanded={stage_menu}"]
        if stage_menu:
            stages = ["Subscriber", "Lead", "Marketing Qualified Lead", "Sales Qualified Lead", "Opportunity", "Customer", "Evangelist", "Other"]
            ln += [f"      [{64 + i}] option '{x}', selected={x == stage}" for i, x in enumerate(stages)]
        ln += ["    StaticText 'Lead status'", "    [72] combobox 'Lead status', value='Open'", "    StaticText 'Marketing contact status'",
               "    StaticText 'Marketing contact'", "    [73] link 'View all properties'",
               "  [74] tablist ''", f"    [75] tab 'Overview', selected={tab == 'Overview'}", f"    [76] tab 'Activities', selected={tab == 'Activities'}",
               "    [77] tab 'Intelligence', selected=False"]
        if tab == "Activities":
            ln += ["  [78] tablist ''", "    [79] tab 'Activity', selected=True", "    [80] tab 'Notes', selected=False", "    [81] tab 'Emails', selected=False",
                   "    [82] tab 'Calls', selected=False", "    [83] tab 'Tasks', selected=False", "    [84] tab 'Meetings', selected=False",
                   "  [85] textbox 'Search activities'", "  [86] button 'Log call'", "  [87] button 'Collapse all'"]
        else:
            ln += ["  heading 'Data highlights'", "  StaticText 'CREATE DATE 04/22/2024 10:31 AM EDT'", f"  StaticText 'LIFECYCLE STAGE {stage}'",
                   f"  StaticText 'LAST ACTIVITY DATE {last}'", "  heading 'Recent activities'"]
        if calls:
            ln += ["  StaticText 'May 2024'", "  [88] article ''", "    StaticText 'Logged call'", "    StaticText 'Dana Whitfield'", f"    StaticText '{call_time}'",
                   "    StaticText 'Outcome: Connected'", "    StaticText 'Direction: Outbound'", f"    paragraph '{call_note}'"]
        ln += ["  StaticText 'April 2024'", "  [89] article ''", "    StaticText 'Email tracking'", "    StaticText 'Re: pallet tracking pilot'",
               "    StaticText 'Apr 29, 2024 at 2:05 PM EDT'", "    StaticText 'Maya Chen opened this email 3 times'",
               "  [90] article ''", "    StaticText 'Form submission'", "    StaticText 'Request a demo'", "    StaticText 'Apr 22, 2024 at 10:31 AM EDT'",
               "  [91] article ''", "    StaticText 'Contact created'", "    StaticText 'Apr 22, 2024 at 10:31 AM EDT'", "    StaticText 'Source: Form submission'",
               "  [92] complementary ''", "    [93] button 'Companies (1)', expanded=True", "      [94] link 'Brightline Logistics'",
               "      StaticText 'brightline-logistics.com'", "      StaticText 'Primary'", "    [95] button 'Add'",
               f"    [96] button 'Deals ({1 if deal else 0})', expanded=True"]
        if deal:
            ln += ["      [97] link 'Brightline Logistics - New Deal'", "      StaticText 'Amount: --'", "      StaticText 'Close date: --'",
                   "      StaticText 'Stage: Appointment Scheduled (Sales Pipeline)'"]
        else:
            ln += ["      StaticText 'See the deals associated with this record.'"]
        ln += ["    [98] button 'Add'", "    [99] button 'Tickets (0)', expanded=True", "      StaticText 'Track the customer requests associated with this record.'",
               "    [100] button 'Add'", "    [101] button 'Attachments', expanded=False"]
        if dialog == "call":
            outcomes = ["Busy", "Connected", "Left live message", "Left voicemail", "No answer", "Wrong number"]
            ln += ["[200] dialog 'Log Call'", "  heading 'Log Call'", "  [201] button 'Close'", "  StaticText 'Contacted'", "  [202] button 'Maya Chen'",
                   "  StaticText 'Call outcome'", f"  [203] combobox 'Call outcome', value='{outcome or 'Select an outcome'}'"]
            ln += [f"    [{204 + i}] option '{o}', selected={o == outcome}" for i, o in enumerate(outcomes)]
            ln += ["  StaticText 'Direction'", "  [210] combobox 'Direction', value='Outbound'", "  StaticText 'Date'", "  [211] textbox 'Date', value='05/14/2024'",
                   "  StaticText 'Time'", "  [212] textbox 'Time', value='2:10 PM'",
                   f"  [213] textbox 'Describe the call...', value='{note}'" if note else "  [213] textbox 'Describe the call...'",
                   "  [214] checkbox 'Create a To-do task to follow up', checked='false'", "  [215] button 'Log activity'" + ("" if note else ", disabled=True")]
        if deal_panel:
            ln += ["[300] dialog 'Create Deal'", "  heading 'Create Deal'", "  [301] button 'Close'", "  StaticText 'Deal name *'",
                   "  [302] textbox 'Deal name', value='Brightline Logistics - New Deal'", "  StaticText 'Pipeline *'", "  [303] combobox 'Pipeline', value='Sales Pipeline'",
                   "  StaticText 'Deal stage *'", "  [304] combobox 'Deal stage', value='Appointment Scheduled'", "  StaticText 'Amount'", "  [305] textbox 'Amount'",
                   "  StaticText 'Close date'", "  [306] textbox 'Close date'", "  StaticText 'Deal owner'", "  [307] combobox 'Deal owner', value='Dana Whitfield'",
                   "  StaticText 'Deal type'", "  [308] combobox 'Deal type'", "  StaticText 'Priority'", "  [309] combobox 'Priority'",
                   "  heading 'Associate Deal with'", "  StaticText 'Contact'", "  [310] combobox 'Contact', value='Maya Chen'",
                   "  StaticText 'Company'", "  [311] combobox 'Company', value='Brightline Logistics'", "  [312] button 'Create'",
                   "  [313] button 'Create and add another'", "  [314] button 'Cancel'"]
        return page("Maya Chen | HubSpot", host + "/record/0-1/61358204117/view/" + ("1" if tab == "Overview" else "2"), ln)

    maya = [contacts[1]]
    old_last = "04/29/2024 2:05 PM EDT"
    new_last = "05/14/2024 2:10 PM EDT"
    t = []
    t.append((fill(59, "maya chen"), clist(maya, "maya chen")))
    t.append((click(102), record("Lead", False, "Overview", old_last, False)))
    t.append((click(63), record("Lead", True, "Overview", old_last, False)))
    t.append((click(67), record("Sales Qualified Lead", False, "Overview", old_last, False)))
    t.append((click(76), record("Sales Qualified Lead", False, "Activities", old_last, False)))
    t.append((click(86), record("Sales Qualified Lead", False, "Activities", old_last, False, dialog="call")))
    t.append((fill(213, call_note), record("Sales Qualified Lead", False, "Activities", old_last, False, dialog="call", note=call_note)))
    t.append((select(203, "Connected"), record("Sales Qualified Lead", False, "Activities", old_last, False, dialog="call", note=call_note, outcome="Connected")))
    t.append((click(215), record("Sales Qualified Lead", False, "Activities", new_last, True)))
    t.append((click(98), record("Sales Qualified Lead", False, "Activities", new_last, True, deal_panel=True)))
    t.append((click(312), record("Sales Qualified Lead", False, "Activities", new_last, True, deal=True)))
    rs.add(task="web", tid="h44-web-21", system=SYSTEM, turns=t, state=clist(contacts, ""))


# Notion launch plan database: bad
def t22(rs: RowSet) -> None:
    base = "https://www.notion.so/acme-product/Q3-Launch-Plan-8f3c2a1e9b7d4c60a5e2f1d3b4c6a7e8"
    pid = "3b9e7d21c4a84f0e9d6b2a5c8e1f7034"
    pid_drift = "3b9e7d21c4a84f0e9d6b25ac8e1f7034"
    rows0 = [
        ["Finalize pricing page copy", "In progress", "Ana Duarte", "July 12, 2024", "High"],
        ["Set up launch analytics dashboard", "Not started", "Jonah Reyes", "July 15, 2024", "Medium"],
        ["Press kit and screenshots", "In progress", "Mika Sato", "July 10, 2024", "High"],
        ["Partner email announcement", "Not started", "Dana Whitfield", "July 18, 2024", "Medium"],
        ["Support macros for new plans", "Done", "Lena Vogt", "July 5, 2024", "Low"],
        ["Billing migration dry run", "In progress", "Priya Raman", "July 9, 2024", "High"],
    ]
    new_task = "Update status page copy"

    def side(current: str) -> list[str]:
        pages = ["Product roadmap", "Q3 Launch Plan", "Design reviews", "Meeting notes", "Hiring plan"]
        ln = ["[20] navigation 'Sidebar'", "  [21] button 'Acme Product', hasPopup='menu'", "  [22] button 'Search'", "  [23] button 'Home'",
              "  [24] button 'Inbox'", "  StaticText 'Teamspaces'", "  [25] treeitem 'Product'"]
        ln += [f"    [{26 + i}] treeitem '{p}'" + (", selected=True" if p == current else "") for i, p in enumerate(pages)]
        ln += ["  [31] button 'Settings'", "  [32] button 'Templates'", "  [33] button 'Trash'"]
        return ln

    def topbar(edited: str) -> list[str]:
        return ["[40] banner ''", "  [41] link 'Product'", "  [42] link 'Q3 Launch Plan'", f"  StaticText 'Edited {edited}'", "  [43] button 'Share'",
                "  [44] button 'View all comments'", "  [45] button 'Add to Favorites'", "  [46] button 'More actions', hasPopup='menu'"]

    def q3(rows: list[list[str]], todo2: bool, new_edit: str | None, view: str, edited: str, peek: list[str] | None = None, url: str = "") -> str:
        ln = side("Q3 Launch Plan") + topbar(edited) + [
            "[50] main ''", "  heading 'Q3 Launch Plan'", "  StaticText 'Owner: Dana Whitfield · Launch: July 23, 2024'",
            "  heading 'Goals'", "  listitem 'Move all self-serve customers to the new plan lineup without billing errors.'",
            "  listitem 'Reach 1,200 trial signups in the first 14 days.'",
            "  heading 'Before launch'", "  [51] checkbox 'Freeze plan names and prices', checked='true'",
            f"  [52] checkbox 'Confirm launch date with leadership', checked='{str(todo2).lower()}'",
            "  [53] checkbox 'Legal review of new terms', checked='false'",
            "  heading 'Launch tasks'", "  [54] tablist 'Database views'", f"    [55] tab 'Table', selected={view == 'Table'}", f"    [56] tab 'Board', selected={view == 'Board'}",
            "  [57] button 'Filter'", "  [58] button 'Sort'", "  [59] button 'Search'", "  [60] button 'New'"]
        if view == "Table":
            ln += ["  [61] table 'Launch tasks'", "    row ''", "      columnheader 'Task'", "      columnheader 'Status'", "      columnheader 'Owner'",
                   "      columnheader 'Due'", "      columnheader 'Priority'"]
            for i, (task, st, own, due, pr) in enumerate(rows):
                b = 70 + 3 * i
                ln += [f"    [{b}] row ''", f"      [{b + 1}] link '{task}'", f"      cell '{st}'", f"      cell '{own}'", f"      cell '{due}'", f"      cell '{pr}'"]
            if new_edit is not None:
                ln += ["    [95] row ''", f"      [96] textbox 'Task', focused, value='{new_edit}'" if new_edit else "      [96] textbox 'Task', focused, placeholder='Type a name...'",
                       "      cell 'Not started'", "      cell ''", "      cell ''", "      cell ''"]
            n = len(rows) + (1 if new_edit is not None else 0)
            ln += ["  [97] button 'New'", f"  StaticText 'Count {n}'"]
        else:
            groups = ["Not started", "In progress", "Done"]
            b = 100
            for g in groups:
                items = [r for r in rows if r[1] == g]
                ln += [f"  [{b}] group '{g} {len(items)}'"]
                b += 1
                for task, _st, own, due, pr in items:
                    ln += [f"    [{b}] link '{task}'"] + [f"      StaticText '{x}'" for x in (own, due, pr) if x]
                    b += 1
                ln += [f"    [{b}] button 'New'"]
                b += 1
        if peek:
            ln += peek
        return page("Q3 Launch Plan", url or base + ("?v=4b2f91c07d5e4a3c8e6f0d1a2b3c4d5e" if view == "Board" else ""), ln)

    def peek_panel(status: str, edited: str, menu: bool) -> list[str]:
        ln = ["[200] dialog 'Finalize pricing page copy'", "  [201] button 'Close'", "  [202] button 'Open as full page'", "  [203] button 'Copy link'",
              "  [204] button 'More actions', hasPopup='menu'", "  heading 'Finalize pricing page copy'",
              "  StaticText 'Status'", f"  [205] button '{status}', hasPopup='listbox', expanded={menu}"]
        if menu:
            ln += ["    [206] listbox ''", "      StaticText 'To-do'", "      [207] option 'Not started'", "      StaticText 'In progress'",
                   "      [208] option 'In progress'", "      StaticText 'Complete'", "      [209] option 'Done'"]
        ln += ["  StaticText 'Owner'", "  [210] button 'Ana Duarte'", "  StaticText 'Due'", "  [211] button 'July 12, 2024'",
               "  StaticText 'Priority'", "  [212] button 'High'", "  StaticText 'Created by'", "  StaticText 'Dana Whitfield'",
               "  StaticText 'Last edited time'", f"  StaticText '{edited}'",
               "  [213] textbox 'Add a comment...'", "  StaticText 'Ana Duarte'", "  StaticText 'Jun 28'", "  paragraph 'Draft v3 is in Figma, waiting on final prices for the Team plan.'",
               "  heading 'Scope'", "  listitem 'Hero, plan cards, comparison table, FAQ (8 questions)'", "  listitem 'Annual toggle shows savings as a percentage'",
               "  heading 'Open questions'", "  [214] checkbox 'Do we show prices excluding VAT for EU visitors?', checked='false'"]
        return ln

    r1 = rows0 + [[new_task, "Not started", "", "", ""]]
    r2 = [list(r) for r in r1]
    r2[0][1] = "Done"
    sidebar_page = page("Product roadmap", "https://www.notion.so/acme-product/Product-roadmap-1a7c5e93b2d04f86a1c3e5d7f9b0a2c4", side("Product roadmap") + [
        "[40] banner ''", "  [41] link 'Product'", "  [42] link 'Product roadmap'", "  StaticText 'Edited Jun 30'", "  [43] button 'Share'",
        "[50] main ''", "  heading 'Product roadmap'", "  [51] tablist 'Database views'", "    [52] tab 'Timeline', selected=True", "    [53] tab 'By quarter', selected=False",
        "  [54] table 'Roadmap'", "    row ''", "      columnheader 'Initiative'", "      columnheader 'Quarter'", "      columnheader 'Status'",
        "    row ''", "      [55] link 'New plan lineup'", "      cell 'Q3 2024'", "      cell 'In progress'",
        "    row ''", "      [56] link 'Usage-based billing beta'", "      cell 'Q4 2024'", "      cell 'Planning'",
        "    row ''", "      [57] link 'SSO for Team plan'", "      cell 'Q3 2024'", "      cell 'In progress'",
        "    row ''", "      [58] link 'Mobile app refresh'", "      cell 'Q1 2025'", "      cell 'Idea'",
    ])
    t = []
    t.append((click(27), q3(rows0, False, None, "Table", "Jun 30")))
    t.append((click(52), q3(rows0, True, None, "Table", "just now")))
    t.append((click(97), q3(rows0, True, "", "Table", "just now")))
    t.append((fill(96, new_task), q3(rows0, True, new_task, "Table", "just now")))
    t.append(("keyboard_press('Enter')", q3(r1, True, None, "Table", "just now")))
    t.append((click(71), q3(r1, True, None, "Table", "just now", peek_panel("In progress", "June 28, 2024 11:04 AM", False), base + f"?p={pid}&pm=s")))
    t.append((click(205), q3(r1, True, None, "Table", "just now", peek_panel("In progress", "June 28, 2024 11:04 AM", True), base + f"?p={pid}&pm=s")))
    t.append((click(209), q3(r2, True, None, "Table", "just now", peek_panel("Done", "July 2, 2024 3:41 PM", False), base + f"?p={pid}&pm=s")))
    t.append((click(201), q3(r2, True, None, "Table", "1 minute ago")))
    t.append((click(56), q3(r2, True, None, "Board", "1 minute ago")))
    t.append((click(110), q3(r2, True, None, "Board", "1 minute ago", peek_panel("Done", "July 2, 2024 3:41 PM", False),
                              base + f"?v=4b2f91c07d5e4a3c8e6f0d1a2b3c4d5e&p={pid_drift}&pm=s")))
    t.append((click(26), sidebar_page))
    rs.add(task="web", tid="h44-web-22", system=SYSTEM, turns=t, state=sidebar_page, bad=True, turn=11,
           kind="page id of the database row in the URL differs from the one seen when the same row was opened before")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
