# ruff: noqa: E501
"""Held-out set holdout48, domain web: 22 BrowserGym trajectories on WebArena sites and self-hosted web apps.

Each trajectory is one browsing task: the starting page as an accessibility tree, then one BrowserGym action
per turn and the page the browser shows after it. Eleven of them carry exactly one observation that
contradicts an earlier one; the labels say which turn.
"""

from __future__ import annotations

import re
import textwrap
from datetime import date, timedelta
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model** — a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (the accessibility tree of the active tab, one node per line, indented with tabs, interactive nodes prefixed with their bid in square brackets)
3. **Browser Action**: A BrowserGym action on element bids

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next page state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, form values, and everything created, edited or deleted earlier in the session
3. **Behavioral Fidelity**: Stay faithful to browser and site behavior, including navigation, loading completion, focus changes, and no-op actions

# Action Space

```text
noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
hover(bid: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
clear(bid: str)
select_option(bid: str, options: str | list[str])
keyboard_press(key: str)
keyboard_type(text: str)
focus(bid: str)
new_tab()
tab_close()
tab_focus(index: int)
go_back()
go_forward()
goto(url: str)
send_msg_to_user(text: str)
report_infeasible(reason: str)
```

# Content Requirements

1. Determine whether the action is a page-changing action or a local-edit action.
2. If it is a page-changing action, update the page-level state first: URL, title, main heading, visible main content, and any newly loaded or removed sections.
3. If it is a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

Preserve the current page state representation exactly: the URL line, the RootWebArea line, tab indentation, bids, roles, names and properties. Do not add fields or hidden structure that the representation does not carry.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def system(note: str) -> str:
    return SYSTEM + "\n\n# Environment\n\n" + note


def blk(text: str, d: int = 0) -> list[str]:
    """Lines of an indented block (two spaces a level) as tab-indented tree lines, shifted by d levels."""
    out = []
    for ln in textwrap.dedent(text).strip("\n").split("\n"):
        s = ln.lstrip(" ")
        out.append("\t" * (d + (len(ln) - len(s)) // 2) + s)
    return out


def sub(d: int, lines: list[str]) -> list[str]:
    return ["\t" * d + x for x in lines]


_TEXT_NODE = re.compile(r"^(\t*)(StaticText|cell|gridcell|rowheader|columnheader) '(.*)'$")


def _quote(line: str) -> str:
    """Names holding an apostrophe are printed in double quotes, as Python's repr (and BrowserGym) prints them."""
    m = _TEXT_NODE.match(line)
    if m and "'" in m.group(3) and '"' not in m.group(3):
        return f'{m.group(1)}{m.group(2)} "{m.group(3)}"'
    return line


def page(title: str, url: str, *parts: list[str]) -> str:
    lines: list[str] = []
    for p in parts:
        lines.extend(_quote(x) for x in p)
    return axtree(title, lines, url)


# ---------------------------------------------------------------------------------------------------------
# 01 GitLab
GL = "http://localhost:8023"
GL_PROJ = "byteblaze/a11y-syntax-highlighting"


def gl_side(issues: int, mrs: int, active: str) -> list[str]:
    def cur(name: str) -> str:
        return ", focused" if name == active else ""
    return blk(f"""
        [24] complementary 'Primary navigation sidebar'
          [27] link 'Homepage'
          [31] button 'Create new...', hasPopup='menu'
          [35] link 'Issues assigned to you 3'
          [37] link 'Merge requests 1'
          [39] link 'To-Do list 5'
          [43] button 'Search or go to…'
          StaticText 'Project'
          [48] link 'A a11y-syntax-highlighting'
          [52] button 'Pinned', expanded=True
            [54] link 'Issues {issues}'{cur('Issues')}
            [56] link 'Merge requests {mrs}'
          [60] button 'Manage', expanded=True
            [61] link 'Activity'
            [62] link 'Members'
            [63] link 'Labels'{cur('Labels')}
          [66] button 'Plan', expanded=False
          [70] button 'Code', expanded=False
          [74] button 'Build', expanded=False
          [78] button 'Deploy', expanded=False
          [82] button 'Operate', expanded=False
          [86] button 'Monitor', expanded=False
          [90] button 'Analyze', expanded=False
          [94] link 'Settings'
          [98] button 'Help'
        """, 0)


def gl_crumbs(last: list[tuple[str, str]]) -> list[str]:
    lines = blk("""
        [104] navigation 'Breadcrumbs'
          [106] link 'Byte Blaze'
          [108] link 'a11y-syntax-highlighting'
        """)
    for bid, name in last:
        lines.append(f"\t[{bid}] link '{name}'")
    return lines


GL_ISSUES = [
    # iid, title, author, created, labels, updated, comments
    (27, "Add high-contrast variant of the Nord theme", "Lena Okafor", "2 weeks ago", ["enhancement", "theme"], "3 days ago", 4),
    (26, "Line numbers are announced twice by NVDA in Firefox", "Tomás Rueda", "2 weeks ago", ["accessibility", "bug"], "6 days ago", 7),
    (25, "Document how to override token colors with CSS custom properties", "Byte Blaze", "3 weeks ago", ["documentation"], "3 weeks ago", 0),
    (23, "Contrast of comment tokens in Solarized Light is 3.9:1", "Mira Haddad", "3 weeks ago", ["accessibility", "theme"], "1 week ago", 3),
    (22, "Support prefers-reduced-motion for the copy button animation", "Jonas Berg", "1 month ago", ["accessibility", "enhancement"], "2 weeks ago", 2),
    (21, "Copy button has no accessible name in the Dracula theme", "Priya Shah", "1 month ago", ["bug"], "5 days ago", 4),
    (19, "Is there a way to disable line wrapping per block?", "Karl Wendt", "1 month ago", ["question"], "1 month ago", 1),
    (18, "Focus outline disappears on code blocks inside <details>", "Tomás Rueda", "2 months ago", ["accessibility", "bug"], "3 weeks ago", 6),
    (16, "Add a Monokai Pro port", "Ana Lima", "2 months ago", ["enhancement", "theme"], "2 months ago", 2),
    (12, "Screen reader reads every token as a separate element", "Byte Blaze", "3 months ago", ["accessibility", "bug"], "1 month ago", 9),
    (9, "Write a contributing guide for new themes", "Byte Blaze", "4 months ago", ["documentation", "good first issue"], "4 months ago", 1),
    (6, "Add CI check for WCAG AA contrast of every theme", "Mira Haddad", "5 months ago", ["accessibility", "enhancement"], "2 months ago", 3),
]

GL_LABELS = [
    ("accessibility", "#428bca", "Problems for people using assistive technology"),
    ("bug", "#d9534f", "Something does not work as documented"),
    ("documentation", "#5843ad", "Docs, README and guides"),
    ("enhancement", "#5cb85c", "New feature or improvement"),
    ("good first issue", "#7f8c8d", "Small, well-scoped tasks for new contributors"),
    ("question", "#ad8d43", "Usage questions"),
    ("theme", "#e6a700", "New or changed color themes"),
]


def gl_issue_rows(issues: list[tuple], start: int) -> list[str]:
    out: list[str] = []
    for k, (iid, title, author, created, labels, updated, comments) in enumerate(issues):
        b = start + k * 10
        out.append(f"[{b}] listitem ''")
        out.append(f"\t[{b + 1}] checkbox 'Select issue #{iid}', clickable, checked='false'")
        out.append(f"\t[{b + 2}] link '{title}'")
        out.append(f"\tStaticText '#{iid} · created {created} by'")
        out.append(f"\t[{b + 3}] link '{author}'")
        for j, lab in enumerate(labels):
            out.append(f"\t[{b + 4 + j}] link '{lab}'")
        out.append(f"\tStaticText 'updated {updated}'")
        if comments:
            out.append(f"\t[{b + 8}] link '{comments} comment{'s' if comments > 1 else ''}'")
    return out


def gl_issue_list(issues: list[tuple], n_open: int, n_closed: int, search: str, url: str) -> str:
    main = blk(f"""
        [120] main ''
          [124] link 'Open {n_open}', selected=True
          [126] link 'Closed {n_closed}'
          [128] link 'All {n_open + n_closed}'
          [131] button 'Bulk edit'
          [133] link 'New issue'
          [136] button 'Actions', hasPopup='menu'
          [140] button 'Recent searches', hasPopup='menu'
          [143] textbox 'Search or filter results...' value='{search}', clickable
          [146] button 'Search'
          [149] button 'Created date', hasPopup='listbox'
          [151] button 'Sort direction: Descending'
          [160] list ''
        """)
    rows = sub(2, gl_issue_rows(issues, 200))
    foot = blk("""
        [380] button 'Show 20 items', hasPopup='listbox'
        """, 1)
    return page("Issues · Byte Blaze / a11y-syntax-highlighting · GitLab", url, gl_side(12, 2, "Issues"),
                gl_crumbs([("110", "Issues")]), main, rows, foot)


def gl_labels_page(labels: list[tuple[str, str, str]], flash: str | None) -> str:
    lines = gl_crumbs([("110", "Labels")])
    lines += blk("""
        [120] main ''
        """)
    if flash:
        lines += blk(f"""
            [121] alert ''
              StaticText '{flash}'
              [122] button 'Dismiss'
            """, 1)
    lines += blk("""
        [124] link 'Subscribe'
        [126] link 'New label'
        [129] searchbox 'Filter' value=''
        [131] button 'Name', hasPopup='listbox'
        StaticText 'Labels can be applied to issues and merge requests. Star a label to make it a priority label.'
        heading 'Prioritized labels'
        StaticText 'No prioritized labels yet'
        heading 'Other labels'
        [140] list ''
        """, 1)
    for k, (name, color, desc) in enumerate(sorted(labels)):
        b = 150 + k * 10
        lines += blk(f"""
            [{b}] listitem ''
              [{b + 1}] button 'Prioritize label {name}'
              [{b + 2}] link '{name}'
              StaticText '{desc}'
              StaticText '{color}'
              [{b + 4}] link 'Issues'
              [{b + 5}] link 'Merge requests'
              [{b + 6}] button 'Subscribe'
              [{b + 7}] button 'Label actions', hasPopup='menu'
            """, 2)
    return page("Labels · Byte Blaze / a11y-syntax-highlighting · GitLab", f"{GL}/{GL_PROJ}/-/labels",
                gl_side(12, 2, "Labels"), lines)


def gl_new_label(title: str, desc: str) -> str:
    return page("New Label · Byte Blaze / a11y-syntax-highlighting · GitLab", f"{GL}/{GL_PROJ}/-/labels/new",
                gl_side(12, 2, "Labels"), gl_crumbs([("110", "Labels"), ("112", "New")]), blk(f"""
        [120] main ''
          heading 'New label'
          StaticText 'Title'
          [130] textbox 'Title' value='{title}', clickable, required{', focused' if title and not desc else ''}
          StaticText 'Description'
          [133] textbox 'Description (optional)' value='{desc}', clickable{', focused' if desc else ''}
          StaticText 'Background color'
          [136] textbox 'Background color' value='#6699cc', clickable
          StaticText 'Choose any color. Or you can choose one of the suggested colors below'
          [138] link 'Blue'
          [139] link 'Dark purple'
          [140] link 'Purple'
          [141] link 'Red'
          [142] link 'Orange'
          [143] link 'Green'
          [144] link 'Gray'
          [150] button 'Create label'{'' if title else ', disabled=True'}
          [152] link 'Cancel'
        """))


def gl_issue21(labels: list[str], dropdown: str | None, note: bool) -> str:
    lab_lines = [f"[{340 + k}] link '{x}'" for k, x in enumerate(labels)]
    side = blk("""
        [300] complementary 'Issue details'
          StaticText 'Assignee'
          [302] button 'Edit'
          StaticText 'None - assign yourself'
          StaticText 'Labels'
          [310] button 'Edit'
        """)
    if dropdown is None:
        side += sub(1, lab_lines)
    else:
        side += blk("""
            [312] dialog 'Assign labels'
              [313] searchbox 'Search' value='', focused
              [315] listbox ''
            """, 1)
        names = [n for n, _, _ in sorted(GL_LABELS + [("needs-triage", "#6699cc", "")])]
        for k, n in enumerate(names):
            sel = "True" if n in labels or n == dropdown else "False"
            side.append(f"\t\t\t[{316 + k}] option '{n}', selected={sel}")
        side += blk("""
            [328] button 'Create project label'
            [329] button 'Manage project labels'
            """, 2)
    side += blk("""
        StaticText 'Milestone'
        [350] button 'Edit'
        StaticText 'None'
        StaticText 'Due date'
        [353] button 'Edit'
        StaticText 'None'
        StaticText 'Time tracking'
        StaticText 'No estimate or time spent'
        StaticText 'Confidentiality'
        [358] button 'Edit'
        StaticText 'Not confidential'
        StaticText '3 participants'
        [361] link 'Priya Shah'
        [362] link 'Byte Blaze'
        [363] link 'Jonas Berg'
        [366] switch 'Notifications', checked='true'
        StaticText 'Reference: byteblaze/a11y-syntax-highlighting#21'
        [369] button 'Copy reference'
        """, 1)
    acts = [("Priya Shah", "1 month ago", "commented", "In the Dracula theme the copy button renders only the clipboard icon. VoiceOver announces it as \"button\" with no label. The other themes use aria-label=\"Copy code\"."),
            ("Byte Blaze", "1 month ago", "commented", "Confirmed. The Dracula template overrides the button partial and drops the aria-label. Should be a one-line fix."),
            ("Jonas Berg", "3 weeks ago", "commented", "I can take this unless someone already started."),
            ("Priya Shah", "5 days ago", "commented", "Still reproducible on 2.3.1 with VoiceOver on Safari 17.")]
    main = blk("""
        [120] main ''
          StaticText 'Open'
          StaticText 'Issue created 1 month ago by'
          [124] link 'Priya Shah'
          [128] heading 'Copy button has no accessible name in the Dracula theme'
          [130] button 'Edit title and description'
          [132] button 'Issue actions', hasPopup='menu'
          StaticText 'Steps: open any page using the Dracula theme, tab to a code block, focus the copy button. Expected: the button is announced as \"Copy code\". Actual: it is announced as \"button\".'
          [140] button 'Thumbs up 2'
          [141] button 'Thumbs down 0'
          [144] button 'Create merge request', hasPopup='menu'
          heading 'Activity'
          [150] button 'Sort or filter', hasPopup='menu'
          [152] list ''
        """)
    for k, (who, when, what, text) in enumerate(acts):
        b = 160 + k * 6
        main += blk(f"""
            [{b}] listitem ''
              [{b + 1}] link '{who}'
              StaticText '{what} {when}'
              StaticText '{text}'
              [{b + 3}] button 'Add reaction'
              [{b + 4}] button 'Reply to comment'
            """, 2)
    if note:
        main += blk("""
            [190] listitem ''
              [191] link 'Byte Blaze'
              StaticText 'added needs-triage label just now'
            """, 2)
    main += blk("""
        [200] textbox 'Comment' value='', clickable
        [202] button 'Comment'
        [204] button 'Close issue'
        """, 1)
    return page("Copy button has no accessible name in the Dracula theme (#21) · Issues · Byte Blaze / a11y-syntax-highlighting · GitLab",
                f"{GL}/{GL_PROJ}/-/issues/21", gl_side(12, 2, ""), gl_crumbs([("110", "Issues"), ("112", "#21")]), main, side)


# GitLab, clean
def t01(rs: RowSet) -> None:
    state = gl_issue_list(GL_ISSUES, 12, 31, "", f"{GL}/{GL_PROJ}/-/issues")
    labels2 = GL_LABELS + [("needs-triage", "#6699cc", "New reports that have not been reviewed by a maintainer yet")]
    issue21 = [x for x in GL_ISSUES if x[0] == 21][0]
    triaged = [(21, issue21[1], issue21[2], issue21[3], ["bug", "needs-triage"], "just now", issue21[6])]
    turns = [
        ("click('63')", gl_labels_page(GL_LABELS, None)),
        ("click('126')", gl_new_label("", "")),
        ("fill('130', 'needs-triage')", gl_new_label("needs-triage", "")),
        ("fill('133', 'New reports that have not been reviewed by a maintainer yet')",
         gl_new_label("needs-triage", "New reports that have not been reviewed by a maintainer yet")),
        ("click('150')", gl_labels_page(labels2, "Label needs-triage was created")),
        (f"goto('{GL}/{GL_PROJ}/-/issues/21')", gl_issue21(["bug"], None, False)),
        ("click('310')", gl_issue21(["bug"], "", False)),
        ("click('321')", gl_issue21(["bug"], "needs-triage", False)),
        ("click('128')", gl_issue21(["bug", "needs-triage"], None, True)),
        (f"goto('{GL}/{GL_PROJ}/-/issues?label_name%5B%5D=needs-triage')",
         gl_issue_list(triaged, 1, 0, "Label is needs-triage", f"{GL}/{GL_PROJ}/-/issues?label_name%5B%5D=needs-triage")),
    ]
    rs.add(task="web", tid="h48-web-01", system=system(
        "A Chromium tab driven by BrowserGym, logged in to the self-hosted GitLab at http://localhost:8023 as byteblaze (Byte Blaze)."),
        turns=turns, state=state)


# ---------------------------------------------------------------------------------------------------------
# 02 Magento shopping admin
MA = "http://localhost:7780/admin"
MA_MENU = blk("""
    [30] navigation ''
      [32] link 'Magento Admin Panel'
      [34] link 'Dashboard'
      [36] link 'Sales'
      [38] link 'Catalog'
      [40] link 'Customers'
      [42] link 'Marketing'
      [44] link 'Content'
      [46] link 'Reports'
      [48] link 'Stores'
      [50] link 'System'
      [52] link 'Find Partners & Extensions'
    [56] banner ''
      [58] button 'Search'
      [60] link 'Notifications 4'
      [62] link 'admin', hasPopup='menu'
    """)
MA_ITEMS = [("Iris Workout Top", "WS03-M-Blue", 29.00, 2), ("Erika Running Short", "WSH12-29-Purple", 45.00, 1),
            ("Overnight Duffle", "24-WB07", 45.00, 1)]


def ma_info() -> list[str]:
    return blk("""
        heading 'Order & Account Information'
        heading 'Order # 000000188 (The order confirmation email was sent)'
        table ''
          row ''
            rowheader 'Order Date'
            cell 'Mar 14, 2023, 2:51:37 PM'
          row ''
            rowheader 'Order Status'
            cell 'Complete'
          row ''
            rowheader 'Purchased From'
            cell 'Main Website Main Website Store Default Store View'
          row ''
            rowheader 'Placed from IP'
            cell '73.162.40.18'
        heading 'Account Information'
        table ''
          row ''
            rowheader 'Customer Name'
            cell 'Sophia Kim'
          row ''
            rowheader 'Email'
            cell 'sophia.kim@example.com'
          row ''
            rowheader 'Customer Group'
            cell 'General'
        heading 'Address Information'
        StaticText 'Billing Address'
        StaticText 'Sophia Kim, 2218 Alder Street, Portland, Oregon, 97214, United States, T: (503) 555-0147'
        StaticText 'Shipping Address'
        StaticText 'Sophia Kim, 2218 Alder Street, Portland, Oregon, 97214, United States, T: (503) 555-0147'
        heading 'Payment & Shipping Method'
        StaticText 'Check / Money order'
        StaticText 'The order was placed using USD.'
        StaticText 'Flat Rate - Fixed $20.00'
        StaticText 'Total Shipping Charges: $20.00'
        """, 1)


def ma_order_view(refunded: str | None, flash: bool, tab: str) -> str:
    head = blk("""
        [100] main ''
          heading '#000000188'
        """)
    if flash:
        head += blk("""
            [102] alert ''
              StaticText 'You created the credit memo.'
            """, 1)
    head += blk("""
        [104] button 'Back'
        [106] button 'Login as Customer'
        [108] button 'Send Email'
        [110] button 'Credit Memo'
        [112] button 'Reorder'
        [116] tablist 'Order View'
        """, 1)
    for bid, name in (("117", "Information"), ("118", "Invoices"), ("119", "Credit Memos"), ("120", "Shipments"), ("121", "Comments History")):
        head.append(f"\t\t[{bid}] tab '{name}', selected={'True' if name == tab else 'False'}")
    if tab == "Invoices":
        body = blk("""
            heading 'Invoices'
            [130] button 'Filters'
            [132] button 'Default View', hasPopup='menu'
            [134] button 'Columns', hasPopup='menu'
            [136] button 'Export', hasPopup='menu'
            StaticText '1 records found'
            [140] table ''
              row ''
                columnheader 'Invoice'
                columnheader 'Invoice Date'
                columnheader 'Order #'
                columnheader 'Order Date'
                columnheader 'Bill-to Name'
                columnheader 'Status'
                columnheader 'Amount'
                columnheader 'Action'
              row ''
                cell '000000097'
                cell 'Mar 14, 2023 2:52:10 PM'
                cell '000000188'
                cell 'Mar 14, 2023 2:51:37 PM'
                cell 'Sophia Kim'
                cell 'Paid'
                cell '$168.00'
                [150] link 'View'
            """, 1)
        return page("#000000188 / Orders / Operations / Sales / Magento Admin", f"{MA}/sales/order/view/order_id/188/#sales_order_view_tabs_order_invoices",
                    MA_MENU, head, body)
    rows = []
    for k, (name, sku, price, qty) in enumerate(MA_ITEMS):
        ref = 1 if (refunded and k == 0) else 0
        qtxt = f"Ordered {qty} Invoiced {qty} Shipped {qty}" + (f" Refunded {ref}" if ref else "")
        rows += blk(f"""
            row ''
              cell '{name} SKU: {sku}'
              cell 'Shipped'
              cell '${price:.2f}'
              cell '${price:.2f}'
              cell '{qtxt}'
              cell '${price * qty:.2f}'
              cell '$0.00'
              cell '0%'
              cell '$0.00'
              cell '${price * qty:.2f}'
            """, 2)
    body = ma_info() + blk("""
        heading 'Items Ordered'
        table ''
          row ''
            columnheader 'Product'
            columnheader 'Item Status'
            columnheader 'Original Price'
            columnheader 'Price'
            columnheader 'Qty'
            columnheader 'Subtotal'
            columnheader 'Tax Amount'
            columnheader 'Tax Percent'
            columnheader 'Discount Amount'
            columnheader 'Row Total'
        """, 1) + rows + blk(f"""
        heading 'Order Total'
        heading 'Notes for this Order'
        [200] combobox 'Status' value='Complete', hasPopup='listbox', expanded=False
        [202] textbox 'Comment' value=''
        [204] checkbox 'Notify Customer by Email', checked='false'
        [205] checkbox 'Visible on Storefront', checked='false'
        [207] button 'Submit Comment'
        list ''
          listitem ''
            StaticText 'Mar 14, 2023 2:58:44 PM | Complete | Customer Notified'
          listitem ''
            StaticText 'Mar 14, 2023 2:52:10 PM | Processing | Customer Notified'
          listitem ''
            StaticText 'Mar 14, 2023 2:51:37 PM | Pending | Customer Notified'
        heading 'Order Totals'
        table ''
          row ''
            rowheader 'Subtotal'
            cell '$148.00'
          row ''
            rowheader 'Shipping & Handling'
            cell '$20.00'
          row ''
            rowheader 'Grand Total'
            cell '$168.00'
          row ''
            rowheader 'Total Paid'
            cell '$168.00'
          row ''
            rowheader 'Total Refunded'
            cell '{refunded or "$0.00"}'
          row ''
            rowheader 'Total Due'
            cell '$0.00'
        """, 1)
    return page("#000000188 / Orders / Operations / Sales / Magento Admin", f"{MA}/sales/order/view/order_id/188/",
                MA_MENU, head, body)


def ma_memo(qtys: list[str], applied: list[int], ship: str, ship_applied: str, upd_qty: bool, upd_tot: bool,
            focus: str = "", total: str | None = None) -> str:
    rows = []
    for k, (name, sku, price, qty) in enumerate(MA_ITEMS):
        b = 160 + k * 4
        f = ", focused" if focus == f"q{k}" else ""
        rows += blk(f"""
            row ''
              cell '{name} SKU: {sku}'
              cell '${price:.2f}'
              cell 'Ordered {qty} Invoiced {qty} Shipped {qty}'
              [{b}] checkbox 'Return to Stock', checked='false'
              [{b + 1}] spinbutton 'Qty to Refund' value='{qtys[k]}'{f}
              cell '${price * applied[k]:.2f}'
              cell '$0.00'
              cell '$0.00'
              cell '${price * applied[k]:.2f}'
            """, 2)
    sub_total = sum(p * a for (_, _, p, _), a in zip(MA_ITEMS, applied))
    grand = total or f"${sub_total + float(ship_applied):.2f}"
    fs = ", focused" if focus == "ship" else ""
    body = blk("""
        [100] main ''
          heading 'New Memo for #000000188'
          [104] button 'Back'
          [106] button 'Reset'
        """) + ma_info() + blk("""
        heading 'Items to Refund'
        table ''
          row ''
            columnheader 'Product'
            columnheader 'Price'
            columnheader 'Qty'
            columnheader 'Return to Stock'
            columnheader 'Qty to Refund'
            columnheader 'Subtotal'
            columnheader 'Tax Amount'
            columnheader 'Discount Amount'
            columnheader 'Row Total'
        """, 1) + rows + blk(f"""
        [180] button "Update Qty's"{'' if upd_qty else ', disabled=True'}
        heading 'Order Total'
        heading 'Credit Memo Comments'
        [184] textbox 'Comment Text' value=''
        heading 'Refund Totals'
        table ''
          row ''
            rowheader 'Subtotal'
            cell '${sub_total:.2f}'
          row ''
            rowheader 'Refund Shipping'
            [190] textbox 'Refund Shipping' value='{ship}'{fs}
          row ''
            rowheader 'Adjustment Refund'
            [192] textbox 'Adjustment Refund' value='0'
          row ''
            rowheader 'Adjustment Fee'
            [194] textbox 'Adjustment Fee' value='0'
          row ''
            rowheader 'Grand Total'
            cell '{grand}'
        [197] button 'Update Totals'{'' if upd_tot else ', disabled=True'}
        [199] checkbox 'Append Comments', checked='false'
        [200] checkbox 'Email Copy of Credit Memo', checked='false'
        [202] button 'Refund Offline'
        """, 1)
    return page("New Memo / Credit Memos / Operations / Sales / Magento Admin", f"{MA}/sales/order_creditmemo/new/order_id/188/",
                MA_MENU, body)


# Magento shopping admin, bad
def t02(rs: RowSet) -> None:
    turns = [
        ("click('110')", ma_memo(["2", "1", "1"], [2, 1, 1], "20", "20", False, False)),
        ("fill('165', '0')", ma_memo(["2", "0", "1"], [2, 1, 1], "20", "20", True, False, "q1")),
        ("fill('169', '0')", ma_memo(["2", "0", "0"], [2, 1, 1], "20", "20", True, False, "q2")),
        ("fill('161', '1')", ma_memo(["1", "0", "0"], [2, 1, 1], "20", "20", True, False, "q0")),
        ("click('180')", ma_memo(["1", "0", "0"], [1, 0, 0], "20", "20", False, False)),
        ("fill('190', '5')", ma_memo(["1", "0", "0"], [1, 0, 0], "5", "20", False, True, "ship")),
        ("click('197')", ma_memo(["1", "0", "0"], [1, 0, 0], "5", "5", False, False)),
        ("click('202')", ma_order_view("$49.00", True, "Information")),
        ("click('118')", ma_order_view("$49.00", False, "Invoices")),
    ]
    rs.add(task="web", tid="h48-web-02", system=system(
        "A Chromium tab driven by BrowserGym, logged in as admin to the Magento 2.4 admin panel of the Luma demo store at http://localhost:7780/admin."),
        turns=turns, state=ma_order_view(None, False, "Information"), bad=True, turn=8,
        kind="total not following the change: order's Total Refunded $49.00, the memo was updated to $34.00")


# ---------------------------------------------------------------------------------------------------------
# 03 Proxmox VE
PVE_URL = "https://pve01.lab.internal:8006/#v1:0:=qemu%2F104:4:::::::"
PVE_TASKS_OLD = [
    ("Jul 08 02:00:03", "Jul 08 02:07:52", "pve01", "root@pam", "Backup Job", "OK"),
    ("Jul 07 22:14:09", "Jul 07 22:14:11", "pve01", "root@pam", "VM 104 - Shutdown", "OK"),
    ("Jul 07 19:40:27", "Jul 07 19:40:28", "pve01", "root@pam", "VM 103 - Stop", "OK"),
    ("Jul 07 16:02:55", "Jul 07 16:02:57", "pve01", "root@pam", "VM 104 - Start", "OK"),
    ("Jul 07 02:00:03", "Jul 07 02:08:11", "pve01", "root@pam", "Backup Job", "OK"),
]


def pve_frame(running: bool, tasks: list[tuple], tab: str, content: list[str]) -> str:
    head = blk("""
        [20] banner ''
          StaticText 'Virtual Environment 8.2.4'
          [24] textbox 'Search' value=''
          [26] button 'Documentation'
          [28] button 'Create VM'
          [30] button 'Create CT'
          [32] button 'root@pam', hasPopup='menu'
        [40] tree 'Server View'
          [41] treeitem 'Datacenter', expanded=True
            [42] treeitem 'pve01', expanded=True
              [43] treeitem '100 (dns-01)'
              [44] treeitem '101 (gitlab-runner-01)'
              [45] treeitem '102 (nextcloud)'
              [46] treeitem '103 (win11-test)'
              [47] treeitem '104 (ci-runner-02)', selected=True
              [48] treeitem 'localnetwork (pve01)'
              [49] treeitem 'local (pve01)'
              [50] treeitem 'local-lvm (pve01)'
        [60] main ''
          StaticText "Virtual Machine 104 (ci-runner-02) on node 'pve01'"
          StaticText 'No Tags'
        """)
    head += blk(f"""
        [64] button 'Start'{', disabled=True' if running else ''}
        [66] button 'Shutdown'{'' if running else ', disabled=True'}
        [67] button 'Shutdown menu', hasPopup='menu'{'' if running else ', disabled=True'}
        [69] button 'Console', hasPopup='menu'
        [71] button 'More', hasPopup='menu'
        [73] button 'Help'
        [76] tablist ''
        """, 1)
    for k, name in enumerate(["Summary", "Console", "Hardware", "Cloud-Init", "Options", "Task History", "Monitor",
                              "Backup", "Replication", "Snapshots", "Firewall", "Permissions"]):
        head.append(f"\t\t[{77 + k}] tab '{name}', selected={'True' if name == tab else 'False'}")
    foot = blk("""
        [300] region 'Log panel'
          [301] tab 'Tasks', selected=True
          [302] tab 'Cluster log', selected=False
          [304] grid ''
            row ''
              columnheader 'Start Time'
              columnheader 'End Time'
              columnheader 'Node'
              columnheader 'User name'
              columnheader 'Description'
              columnheader 'Status'
        """)
    for t in tasks:
        foot += ["\t\trow ''"] + [f"\t\t\tgridcell '{c}'" for c in t]
    return page("pve01 - Proxmox Virtual Environment", PVE_URL, head, sub(1, content), foot)


def pve_summary(status: str, uptime: str, cpu: str, mem: str, ips: list[str]) -> list[str]:
    out = blk(f"""
        [100] region 'ci-runner-02'
          table ''
            row ''
              cell 'Status'
              cell '{status}'
            row ''
              cell 'HA State'
              cell 'none'
            row ''
              cell 'Node'
              cell 'pve01'
            row ''
              cell 'CPU usage'
              cell '{cpu}'
            row ''
              cell 'Memory usage'
              cell '{mem}'
            row ''
              cell 'Bootdisk size'
              cell '32.00 GiB'
            row ''
              cell 'Uptime'
              cell '{uptime}'
            row ''
              cell 'IPs'
        """)
    out += [f"\t\t\tcell '{ip}'" for ip in ips]
    out += blk("""
        [120] region 'Notes'
          [121] button 'Edit'
          StaticText 'Ephemeral GitLab CI runner (docker executor). Recreated from template 9000 when the image changes.'
        [130] region 'CPU usage'
          [131] combobox 'Timeframe' value='Hour (average)', hasPopup='listbox', expanded=False
          StaticText 'CPU usage, maximum 2 vCPUs'
        [134] region 'Memory usage'
          StaticText 'Total: 4.00 GiB'
        [137] region 'Network traffic'
        [140] region 'Disk IO'
        """)
    return out


PVE_HW = [("Memory", "4.00 GiB"), ("Processors", "2 (1 sockets, 2 cores) [x86-64-v2-AES]"), ("BIOS", "Default (SeaBIOS)"),
          ("Display", "Default"), ("Machine", "Default (i440fx)"), ("SCSI Controller", "VirtIO SCSI single"),
          ("CD/DVD Drive (ide2)", "none,media=cdrom"), ("Hard Disk (scsi0)", "local-lvm:vm-104-disk-0,iothread=1,size=32G"),
          ("Network Device (net0)", "virtio=BC:24:11:5E:8A:21,bridge=vmbr0,firewall=1")]


def pve_grid(bid: int, rows: list[tuple[str, str]], buttons: list[str]) -> list[str]:
    out = [f"[{bid}] toolbar ''"] + [f"\t[{bid + 1 + k}] button '{b}'" + (", disabled=True" if b in ("Remove", "Revert") else "")
                                     for k, b in enumerate(buttons)]
    out.append(f"[{bid + 10}] grid ''")
    for k, (a, v) in enumerate(rows):
        out += [f"\t[{bid + 11 + k}] row ''", f"\t\tgridcell '{a}'", f"\t\tgridcell '{v}'"]
    return out


def pve_options(boot: str) -> list[tuple[str, str]]:
    return [("Name", "ci-runner-02"), ("Start at boot", boot), ("Start/Shutdown order", "order=any"),
            ("OS Type", "Linux 6.x - 2.6 Kernel"), ("Boot Order", "scsi0, ide2, net0"), ("Use tablet for pointer", "Yes"),
            ("Hotplug", "Disk, Network, USB"), ("ACPI support", "Yes"), ("KVM hardware virtualization", "Yes"),
            ("Freeze CPU at startup", "No"), ("Use local time for RTC", "Default (Enabled for Windows)"),
            ("RTC start date", "now"), ("SMBIOS settings (type1)", "uuid=6f1c2a9e-3b47-4d8e-9a51-0c7e2d4b8f13"),
            ("QEMU Guest Agent", "Enabled"), ("Protection", "No"), ("Spice Enhancements", "none"),
            ("VM State storage", "Automatic"), ("AMD SEV", "Default (Disabled)")]


# Proxmox VE, clean
def t03(rs: RowSet) -> None:
    start = ("Jul 08 09:12:41", "Jul 08 09:12:43", "pve01", "root@pam", "VM 104 - Start", "OK")
    tasks1 = [start] + PVE_TASKS_OLD[:4]
    opts = pve_grid(100, pve_options("No"), ["Edit", "Revert"])
    dialog = blk("""
        [200] dialog 'Edit: Start at boot'
          [202] checkbox 'Start at boot', checked='false', focused
          [205] button 'Help'
          [206] button 'OK', disabled=True
          [207] button 'Reset', disabled=True
        """)
    dialog_on = [x.replace("checked='false'", "checked='true'").replace("'OK', disabled=True", "'OK'").replace("'Reset', disabled=True", "'Reset'") for x in dialog]
    turns = [
        ("click('64')", pve_frame(True, tasks1, "Summary", pve_summary("running", "00:00:02", "31.24% of 2 CPU(s)",
                                                                        "10.07% (412.55 MiB of 4.00 GiB)", ["Guest Agent not running"]))),
        ("click('77')", pve_frame(True, tasks1, "Summary", pve_summary("running", "00:00:44", "3.81% of 2 CPU(s)",
                                                                        "30.25% (1.21 GiB of 4.00 GiB)", ["10.20.0.54", "fe80::be24:11ff:fe5e:8a21"]))),
        ("click('79')", pve_frame(True, tasks1, "Hardware", pve_grid(100, PVE_HW, ["Add", "Remove", "Edit", "Disk Action", "Revert"]))),
        ("click('81')", pve_frame(True, tasks1, "Options", opts)),
        ("dblclick('112')", pve_frame(True, tasks1, "Options", opts + dialog)),
        ("click('202')", pve_frame(True, tasks1, "Options", opts + dialog_on)),
        ("click('206')", pve_frame(True, tasks1, "Options", pve_grid(100, pve_options("Yes"), ["Edit", "Revert"]))),
    ]
    rs.add(task="web", tid="h48-web-03", system=system(
        "A Chromium tab driven by BrowserGym on the Proxmox VE web interface of the single-node cluster pve01 (https://pve01.lab.internal:8006), logged in as root@pam."),
        turns=turns, state=pve_frame(False, PVE_TASKS_OLD, "Summary", pve_summary(
            "stopped", "-", "0.00% of 2 CPU(s)", "0.00% (0 B of 4.00 GiB)", ["Guest Agent not running"])))


# ---------------------------------------------------------------------------------------------------------
# 04 Nextcloud Files
NC = "https://cloud.hartmann-family.de"
NC_APPS = blk("""
    [20] banner ''
      [22] link 'Nextcloud'
      [24] navigation 'Applications menu'
        [25] link 'Dashboard'
        [26] link 'Files', focused
        [27] link 'Photos'
        [28] link 'Activity'
        [29] link 'Talk'
        [30] link 'Mail'
        [31] link 'Contacts'
        [32] link 'Calendar'
        [33] link 'Notes'
        [34] link 'Deck'
      [36] button 'Unified search'
      [38] button 'Notifications'
      [40] button 'Search contacts'
      [42] button 'Settings menu', hasPopup='menu'
    [50] navigation 'Files'
      [52] link 'All files', selected=True
      [53] link 'Recent'
      [54] link 'Favorites'
      [55] link 'Shares'
      [56] link 'Tags'
      [57] link 'Deleted files'
      StaticText '31.8 GB of 100 GB used'
      [60] button 'Files settings'
    """)

# name, folder, size text, size kB, modified text, age in days
NC_Q3 = [
    ("assets", True, "14.2 MB", 14200, "3 days ago", 3),
    ("archive", True, "8.7 MB", 8700, "last month", 33),
    ("budget-q3.xlsx", False, "48 KB", 48, "2 days ago", 2),
    ("draft-v1.docx", False, "212 KB", 212, "3 weeks ago", 22),
    ("draft-v2.docx", False, "236 KB", 236, "2 weeks ago", 15),
    ("final-report.docx", False, "241 KB", 241, "yesterday", 1),
    ("meeting-notes-0712.md", False, "6 KB", 6, "last month", 33),
    ("presentation.pptx", False, "5.1 MB", 5100, "4 days ago", 4),
    ("README.md", False, "2 KB", 2, "3 weeks ago", 23),
]
NC_ARCH = [
    ("minutes-2023-10.md", False, "5 KB", 5, "10 months ago", 305),
    ("minutes-2023-11.md", False, "7 KB", 7, "9 months ago", 275),
    ("minutes-2023-12.md", False, "4 KB", 4, "8 months ago", 246),
    ("old-logo.svg", False, "38 KB", 38, "7 months ago", 214),
    ("q2-budget.xlsx", False, "52 KB", 52, "2 months ago", 61),
    ("q2-report-final.pdf", False, "8.6 MB", 8600, "last month", 40),
]


def nc_sorted(entries: list[tuple], key: str) -> list[tuple]:
    dirs = [e for e in entries if e[1]]
    files = [e for e in entries if not e[1]]
    def f(e: tuple) -> tuple:
        return (e[0].lower(),) if key == "name" else ((-e[3],) if key == "size" else (e[5],))
    return sorted(dirs, key=f) + sorted(files, key=f)


def nc_files(crumbs: list[str], entries: list[tuple], sort: str, footer: str, total: str, menu_for: str | None = None,
             new_menu: bool = False, dialog: str | None = None, selected: tuple[str, ...] = ()) -> str:
    path = "/".join(crumbs)
    main = blk("""
        [70] main ''
          [72] navigation 'Current directory path'
            [73] link 'All files'
        """)
    for k, c in enumerate(crumbs):
        main.append(f"\t\t[{74 + k}] link '{c}'")
    main += blk(f"""
        [80] button 'New', hasPopup='menu', expanded={'True' if new_menu else 'False'}
        """, 1)
    if new_menu:
        main += blk("""
            [81] menu ''
              [82] menuitem 'Upload files'
              [83] menuitem 'Upload folder'
              [84] menuitem 'New folder'
              [85] menuitem 'New text file'
              [86] menuitem 'New document'
              [87] menuitem 'New spreadsheet'
              [88] menuitem 'New presentation'
              [89] menuitem 'New whiteboard'
            """, 1)
    if selected:
        main += blk(f"""
            StaticText '{len(selected)} selected'
            [92] button 'Add to favorites'
            [93] button 'Move or copy'
            [94] button 'Download'
            [95] button 'Delete'
            """, 1)
    main += blk(f"""
        [96] button 'Switch to grid view'
        [100] table 'List of files and folders.'
          row ''
            columnheader ''
              [102] checkbox 'Toggle selection for all files and folders', checked='false'
            columnheader 'Name'{', sort=ascending' if sort == 'name' else ''}
              [104] button 'Name'
            columnheader 'Actions'
            columnheader 'Size'{', sort=descending' if sort == 'size' else ''}
              [106] button 'Size'
            columnheader 'Modified'{', sort=descending' if sort == 'modified' else ''}
              [108] button 'Modified'
        """, 1)
    order = {e[0]: i for i, e in enumerate(NC_Q3 + NC_ARCH + [("2023", True)])}
    for e in entries:
        name, folder, size, _, mod, _ = e
        b = 120 + order[name] * 8
        kind = "folder" if folder else "file"
        chk = "true" if name in selected else "false"
        main += blk(f"""
            row ''{', selected=True' if name in selected else ''}
              cell ''
                [{b}] checkbox 'Toggle selection for {kind} "{name}"', checked='{chk}'
              cell '{name}'
                [{b + 1}] link '{name}'
              cell ''
                [{b + 2}] button 'Sharing options'
                [{b + 3}] button 'Actions', hasPopup='menu', expanded={'True' if name == menu_for else 'False'}
              cell '{size}'
              cell '{mod}'
            """, 2)
        if name == menu_for:
            main += blk(f"""
                [{b + 4}] menu ''
                  menuitem 'Add to favorites'
                  menuitem 'Details'
                  menuitem 'Rename'
                  menuitem 'Move or copy'
                  menuitem 'Download'
                  [{b + 5}] menuitem 'Delete file'
                """, 3)
    main += blk(f"""
        row ''
          cell ''
          cell '{footer}'
          cell ''
          cell '{total}'
          cell ''
        """, 2)
    if dialog is not None:
        main += blk(f"""
            [400] dialog 'Create new folder'
              StaticText 'Folder name'
              [402] textbox 'Folder name' value='{dialog}', focused
              [404] button 'Create'
              [405] button 'Close'
            """, 1)
    return page(f"{crumbs[-1]} - Files - Nextcloud", f"{NC}/apps/files/files?dir=/{path}", NC_APPS, main)


# Nextcloud Files, bad
def t04(rs: RowSet) -> None:
    q3 = ["Projects", "Q3-report"]
    after = [e for e in NC_Q3 if e[0] != "draft-v1.docx"]
    by_mod_bad = nc_sorted(after, "modified")
    by_mod_bad.insert([e[0] for e in by_mod_bad].index("README.md"), NC_Q3[3])
    arch = ["Projects", "Q3-report", "archive"]
    new = ("2023", True, "0 KB", 0, "a few seconds ago", 0)
    arch2 = nc_sorted(NC_ARCH + [new], "modified")
    turns = [
        ("click('147')", nc_files(q3, nc_sorted(NC_Q3, "name"), "name", "2 folders and 7 files", "28.7 MB", menu_for="draft-v1.docx")),
        ("click('149')", nc_files(q3, nc_sorted(after, "name"), "name", "2 folders and 6 files", "28.5 MB")),
        ("click('106')", nc_files(q3, nc_sorted(after, "size"), "size", "2 folders and 6 files", "28.5 MB")),
        ("click('108')", nc_files(q3, by_mod_bad, "modified", "2 folders and 6 files", "28.5 MB")),
        ("click('129')", nc_files(arch, nc_sorted(NC_ARCH, "modified"), "modified", "6 files", "8.7 MB")),
        ("click('80')", nc_files(arch, nc_sorted(NC_ARCH, "modified"), "modified", "6 files", "8.7 MB", new_menu=True)),
        ("click('84')", nc_files(arch, nc_sorted(NC_ARCH, "modified"), "modified", "6 files", "8.7 MB", dialog="New folder")),
        ("fill('402', '2023')", nc_files(arch, nc_sorted(NC_ARCH, "modified"), "modified", "6 files", "8.7 MB", dialog="2023")),
        ("click('404')", nc_files(arch, arch2, "modified", "1 folder and 6 files", "8.7 MB")),
        ("click('192')", nc_files(arch, arch2, "modified", "1 folder and 6 files", "8.7 MB", selected=("minutes-2023-10.md",))),
    ]
    rs.add(task="web", tid="h48-web-04", system=system(
        "A Chromium tab driven by BrowserGym, logged in to the Nextcloud 28 instance at https://cloud.hartmann-family.de as the user jana."),
        turns=turns, state=nc_files(q3, nc_sorted(NC_Q3, "name"), "name", "2 folders and 7 files", "28.7 MB"),
        bad=True, turn=4, kind="deleted file draft-v1.docx listed again after re-sorting")


# ---------------------------------------------------------------------------------------------------------
# 05 Mattermost
MM = "https://chat.orbitpay.io"
MM_POSTS = [
    ("p1", "priya.n", "9:12 AM", "Reminder: code freeze for 3.14.2 is at 10:30 today. Anything not merged by then moves to 3.14.3.", ""),
    ("p2", "ci-bot", "9:47 AM", "Pipeline #88412 for release-3.14 passed (42 jobs, 18m 06s).", "BOT"),
    ("p3", "marco.f", "10:05 AM", "!4471 (webhook retry backoff) merged into release-3.14.", ""),
    ("p4", "dana.kim", "10:21 AM", "QA env qa-3 is free after 11:00, I can take the RC there.", ""),
    ("p5", "priya.n", "10:31 AM", "Freeze is in effect. @alex.moreau please cut the branch when the last pipeline is green.", ""),
]
MM_MINE = ("p6", "alex.moreau", "10:43 AM", "Cut 3.14.2 from release-3.14 at 4e1c9a7 (pipeline #88431 green). Tag v3.14.2-rc1 pushed, @dana.kim it is yours on qa-3.", "")
MM_DANA = ("p7", "dana.kim", "10:46 AM", "Thanks! Deploying v3.14.2-rc1 to qa-3 now, regression run starts at 11:00, ETA about 2h.", "")
MM_PINNED_OLD = [
    ("priya.n", "Mar 4", "Release checklist for every patch release: https://wiki.orbitpay.io/eng/release-checklist"),
    ("marco.f", "Feb 19", "Release week on-call: primary is whoever cuts the branch, secondary is the QA owner."),
]


def mm_page(posts: list[tuple], draft: str, alerts: int, pinned: int, menu: bool = False, pinned_on: bool = False,
            rhs: bool = False) -> str:
    side = blk(f"""
        [20] navigation 'Team selector'
          [21] link 'Platform team', selected=True
          [22] link 'Support team'
        [30] navigation 'Channel sidebar'
          [31] button 'Platform', hasPopup='menu'
          [33] link 'Threads'
          [35] button 'CHANNELS', expanded=True
            [36] link 'ci-alerts {alerts} mentions'
            [37] link 'deploys'
            [38] link 'incident-room'
            [39] link 'off-topic'
            [40] link 'release-coordination', selected=True
            [41] link 'Town Square'
          [44] button 'DIRECT MESSAGES', expanded=True
            [45] link 'dana.kim'
            [46] link 'marco.f'
            [47] link 'priya.n'
          [50] button 'Add channels', hasPopup='menu'
        """)
    head = blk(f"""
        [60] main ''
          [62] heading 'release-coordination'
          [63] button 'Add to favorites'
          [64] button 'Members 14'
          [65] button 'Pinned messages {pinned}'{', pressed=True' if rhs else ''}
          [66] button 'Channel files'
          [67] button 'Channel info'
          StaticText 'Coordination for patch and minor releases. Freeze and cut announcements go here.'
          [70] list 'Message list'
            StaticText 'Today'
        """)
    body = []
    for k, (pid, who, when, text, tag) in enumerate(posts):
        b = 100 + k * 10
        body.append(f"\t\t[{b}] article '{who} at {when}'")
        body.append(f"\t\t\t[{b + 1}] button '{who}'")
        if tag:
            body.append(f"\t\t\tStaticText '{tag}'")
        body.append(f"\t\t\t[{b + 2}] link '{when}'")
        if pid == "p6" and pinned_on:
            body.append("\t\t\tStaticText 'Pinned'")
        body.append(f"\t\t\tStaticText '{text}'")
        if pid == "p6":
            body += blk(f"""
                [{b + 4}] button 'More', hasPopup='menu', expanded={'True' if menu else 'False'}
                """, 3)
            if menu:
                body += blk(f"""
                    [{b + 5}] menu 'Post extra options'
                      menuitem 'Reply'
                      menuitem 'Forward'
                      menuitem 'Follow message'
                      menuitem 'Mark as Unread'
                      menuitem 'Remind'
                      menuitem 'Save'
                      [{b + 6}] menuitem 'Pin to Channel'
                      menuitem 'Copy Link'
                      menuitem 'Edit'
                      menuitem 'Copy Text'
                      menuitem 'Delete'
                    """, 3)
    box = blk(f"""
        [200] textbox 'Write to release-coordination' value='{draft}', focused
        [202] button 'Formatting'
        [203] button 'Attach a file'
        [204] button 'Emoji'
        [206] button 'Send Now'{'' if draft else ', disabled=True'}
        """, 1)
    right: list[str] = []
    if rhs:
        right = blk("""
            [300] complementary 'Pinned messages'
              heading 'Pinned messages'
              StaticText 'release-coordination'
              [302] button 'Close'
              [304] searchbox 'Search pinned messages' value=''
            """)
        items = [(MM_MINE[1], "Today at 10:43 AM", MM_MINE[3])] + [(w, d, t) for w, d, t in MM_PINNED_OLD]
        for k, (w, d, t) in enumerate(items):
            right += blk(f"""
                [{310 + k * 5}] article '{w} {d}'
                  StaticText '{w}'
                  StaticText '{d}'
                  StaticText '{t}'
                  [{312 + k * 5}] link 'Jump'
                """, 1)
    return page("release-coordination - Platform Mattermost", f"{MM}/platform/channels/release-coordination", side, head, body, box, right)


# Mattermost, clean
def t05(rs: RowSet) -> None:
    msg = MM_MINE[3]
    mine = MM_POSTS + [MM_MINE]
    turns = [
        (f"fill('200', '{msg}')", mm_page(MM_POSTS, msg, 3, 2)),
        ("keyboard_press('Enter')", mm_page(mine, "", 4, 2)),
        ("click('154')", mm_page(mine, "", 4, 2, menu=True)),
        ("click('156')", mm_page(mine, "", 4, 3, pinned_on=True)),
        ("click('65')", mm_page(mine, "", 4, 3, pinned_on=True, rhs=True)),
        ("noop(20000)", mm_page(mine + [MM_DANA], "", 5, 3, pinned_on=True, rhs=True)),
    ]
    rs.add(task="web", tid="h48-web-05", system=system(
        "A Chromium tab driven by BrowserGym on the Mattermost 9.5 server at https://chat.orbitpay.io, logged in as alex.moreau. Other team members are online and post on their own."),
        turns=turns, state=mm_page(MM_POSTS, "", 3, 2))


# ---------------------------------------------------------------------------------------------------------
# 06 Gitea
GT = "https://git.coldharbor.net"
GT_REPO = "infra/ansible-playbooks"
GT_COMMITS = [
    ("a3f9c21e40", "bmorales", "Bump nginx role to 1.25.4", "2 hours ago"),
    ("7d02be4c1a", "bmorales", "Merge pull request 'Add fail2ban jail for gitea ssh' (#58) from feat/fail2ban-gitea into main", "5 hours ago"),
    ("e61c0a9f37", "lchen", "Add fail2ban jail for gitea ssh", "6 hours ago"),
    ("b49d7e2a05", "lchen", "Template jail.local from group_vars", "1 day ago"),
    ("0c8f15d3b6", "bmorales", "Pin community.general to 8.5.0", "2 days ago"),
    ("91aa3e0d42", "tkowalski", "postgres: raise max_connections on db hosts to 300", "3 days ago"),
    ("5fe27b9c18", "tkowalski", "Fix handler name for pg reload", "3 days ago"),
    ("c2d4e8a7f1", "bmorales", "Release v2.7.1", "1 week ago"),
    ("48be0f6d93", "lchen", "node_exporter: listen on the management VLAN only", "1 week ago"),
    ("f0a7c3e815", "tkowalski", "Add backup user for pgbackrest", "2 weeks ago"),
]
GT_TREE = [
    (".gitea/workflows", "Run ansible-lint on pull requests", "3 weeks ago"),
    ("group_vars", "Template jail.local from group_vars", "1 day ago"),
    ("host_vars", "postgres: raise max_connections on db hosts to 300", "3 days ago"),
    ("inventories", "Add db03 to production inventory", "1 month ago"),
    ("roles", "Bump nginx role to 1.25.4", "2 hours ago"),
    (".ansible-lint", "Run ansible-lint on pull requests", "3 weeks ago"),
    (".gitignore", "Ignore .vault_pass", "5 months ago"),
    ("README.md", "Document the vault layout", "2 months ago"),
    ("ansible.cfg", "Enable pipelining", "4 months ago"),
    ("requirements.yml", "Bump nginx role to 1.25.4", "2 hours ago"),
    ("site.yml", "Add fail2ban jail for gitea ssh", "6 hours ago"),
]


def gt_head(tags: int, tab: str) -> list[str]:
    out = blk("""
        [10] navigation ''
          [11] link 'Home'
          [12] link 'Issues'
          [13] link 'Pull Requests'
          [14] link 'Milestones'
          [15] link 'Explore'
          [17] link 'Notifications'
          [18] button 'Create…', hasPopup='menu'
          [19] button 'bmorales', hasPopup='menu'
        [30] main ''
          [31] link 'infra'
          [32] link 'ansible-playbooks'
          [34] button 'Unwatch 4'
          [35] button 'Star 7'
          [36] button 'Fork 1'
          [40] navigation ''
        """)
    for k, name in enumerate(["Code", "Issues 9", "Pull Requests 2", "Actions", "Packages", "Projects", "Releases 6", "Wiki", "Activity", "Settings"]):
        out.append(f"\t\t[{41 + k}] link '{name}'" + (", selected=True" if name == tab else ""))
    out += blk(f"""
        [56] link '142 Commits'
        [57] link '6 Branches'
        [58] link '{tags} Tags'
        StaticText '3.1 MiB'
        """, 1)
    return out


def gt_commits() -> str:
    body = blk("""
        [60] button 'Branch: main', hasPopup='listbox'
        [62] textbox 'Search commits...' value=''
        [63] checkbox 'All Branches', checked='false'
        [64] button 'Search'
        StaticText '142 Commits'
        [70] table ''
          row ''
            columnheader 'Author'
            columnheader 'SHA1'
            columnheader 'Message'
            columnheader 'Date'
        """, 1)
    for k, (sha, who, msg, when) in enumerate(GT_COMMITS):
        b = 80 + k * 5
        body += blk(f"""
            row ''
              cell '{who}'
                [{b}] link '{who}'
              cell '{sha}'
                [{b + 1}] link '{sha}'
                [{b + 2}] button 'Copy commit ID'
              cell '{msg}'
                [{b + 3}] link '{msg}'
              cell '{when}'
            """, 2)
    body += blk("""
        [140] navigation 'Pagination'
          [141] link 'First'
          [142] link 'Previous'
          [143] link '1', selected=True
          [144] link '2'
          [145] link '3'
          StaticText '...'
          [146] link '15'
          [147] link 'Next'
          [148] link 'Last'
        """, 1)
    return page("Commits - ansible-playbooks - Coldharbor Git", f"{GT}/{GT_REPO}/commits/branch/main", gt_head(11, "Code"), body)


def gt_commit(parent: str, ops: bool = False, modal: str | None = None) -> str:
    body = blk(f"""
        heading 'Bump nginx role to 1.25.4'
        [60] link 'Browse Source'
        [62] button 'Operations', hasPopup='menu', expanded={'True' if ops else 'False'}
        """, 1)
    if ops:
        body += blk("""
            [63] menu ''
              [64] menuitem 'Create branch'
              [65] menuitem 'Create tag'
              [66] menuitem 'Cherry-pick'
              [67] menuitem 'Revert'
            """, 1)
    body += blk(f"""
        StaticText 'Nginx 1.25.4 fixes the HTTP/3 QUIC crash (CVE-2024-24989/24990). Bumps nginxinc.nginx_core to 0.8.0.'
        [70] link 'bmorales'
        StaticText 'committed 2 hours ago'
        StaticText 'commit'
        StaticText 'a3f9c21e40b7d5c8e6f1023a9d4b7c5e8f201ab3'
        [72] button 'Copy commit ID'
        StaticText 'parent'
        [74] link '{parent}'
        StaticText 'Branches and tags: main'
        StaticText '2 changed files with 3 additions and 3 deletions'
        [78] button 'Diff Options', hasPopup='menu'
        [80] table ''
          row ''
            cell 'MODIFIED'
            [81] link 'requirements.yml'
            cell '+1 -1'
          row ''
            cell 'MODIFIED'
            [83] link 'roles/nginx/defaults/main.yml'
            cell '+2 -2'
        [90] region 'requirements.yml'
          StaticText '@@ -9,7 +9,7 @@ collections:'
          StaticText '9 9   roles:'
          StaticText '10 10   - name: nginxinc.nginx_core'
          StaticText '11   -     version: 0.7.1'
          StaticText '11 +     version: 0.8.0'
          StaticText '12 12   - name: geerlingguy.postgresql'
        [100] region 'roles/nginx/defaults/main.yml'
          StaticText '@@ -1,6 +1,6 @@'
          StaticText '1 1 ---'
          StaticText '2   - nginx_version: \"1.25.3\"'
          StaticText '2 + nginx_version: \"1.25.4\"'
          StaticText '3   - nginx_pkg_release: \"1~bookworm\"'
          StaticText '3 + nginx_pkg_release: \"2~bookworm\"'
          StaticText '4 4 nginx_worker_processes: auto'
          StaticText '5 5 nginx_client_max_body_size: 64m'
        [110] region 'Comments'
          StaticText 'No comments yet.'
        """, 1)
    if modal is not None:
        body += blk(f"""
            [200] dialog 'Create tag from commit a3f9c21e40'
              StaticText 'Tag name'
              [202] textbox 'Tag name' value='{modal}', required, focused
              [204] button 'Create tag'
              [205] button 'Cancel'
            """)
    return page("Bump nginx role to 1.25.4 · a3f9c21e40b7d5c8e6f1023a9d4b7c5e8f201ab3 - ansible-playbooks - Coldharbor Git",
                f"{GT}/{GT_REPO}/commit/a3f9c21e40b7d5c8e6f1023a9d4b7c5e8f201ab3", gt_head(11, "Code"), body)


def gt_tree_at_tag() -> str:
    body = blk("""
        [59] alert ''
          StaticText 'Tag \"v2.8.0\" has been created.'
        [60] button 'Tag: v2.8.0', hasPopup='listbox'
        [62] link 'Go to file'
        [63] button 'Add File', hasPopup='menu'
        [64] button 'Code', hasPopup='menu'
        [66] table ''
          row ''
            cell 'bmorales'
            [67] link 'a3f9c21e40'
            [68] link 'Bump nginx role to 1.25.4'
            cell '2 hours ago'
        """, 1)
    for k, (name, msg, when) in enumerate(GT_TREE):
        b = 70 + k * 3
        body += blk(f"""
            row ''
              [{b}] link '{name}'
              [{b + 1}] link '{msg}'
              cell '{when}'
            """, 2)
    body += blk("""
        heading 'README.md'
        StaticText 'Ansible playbooks for the Coldharbor infrastructure: web, git, db and monitoring hosts.'
        StaticText 'Run with: ansible-playbook -i inventories/production site.yml --limit <group>'
        """, 1)
    return page("ansible-playbooks at v2.8.0 - Coldharbor Git", f"{GT}/{GT_REPO}/src/tag/v2.8.0", gt_head(12, "Code"), body)


GT_TAGS = [
    ("v2.8.0", "a3f9c21e40", "2 hours ago", False), ("v2.7.1", "c2d4e8a7f1", "1 week ago", True),
    ("v2.7.0", "3b5f0d1c82", "1 month ago", True), ("v2.6.2", "e8c41a7b09", "2 months ago", True),
    ("v2.6.1", "6a0d93f2e4", "2 months ago", False), ("v2.6.0", "d17f5b0ca3", "3 months ago", True),
    ("v2.5.0", "09e2c6f4b8", "5 months ago", True), ("v2.4.1", "a8c3e17d52", "6 months ago", False),
    ("v2.4.0", "f4b6d29e01", "7 months ago", True), ("v2.3.0", "2c9e07a5bd", "9 months ago", False),
]


def gt_tags() -> str:
    body = blk("""
        [60] link 'Releases'
        [61] link 'Tags', selected=True
        [63] link 'New Release'
        [66] table ''
        """, 1)
    for k, (tag, sha, when, rel) in enumerate(GT_TAGS):
        b = 70 + k * 6
        body += blk(f"""
            row ''
              [{b}] link '{tag}'
              StaticText '{when}'
              [{b + 1}] link '{sha}'
              [{b + 2}] link 'ZIP'
              [{b + 3}] link 'TAR.GZ'
              [{b + 4}] link '{'Release' if rel else 'New Release'}'
            """, 2)
    body += blk("""
        [140] navigation 'Pagination'
          [141] link '1', selected=True
          [142] link '2'
          [143] link 'Next'
        """, 1)
    return page("Tags - ansible-playbooks - Coldharbor Git", f"{GT}/{GT_REPO}/tags", gt_head(12, "Releases 6"), body)


def gt_new_release() -> str:
    body = blk("""
        heading 'New Release'
        StaticText 'Tag name'
        [60] combobox 'Tag name' value='', hasPopup='listbox', expanded=False, focused
        StaticText 'Target:'
        [62] button 'main', hasPopup='listbox'
        StaticText 'Choose an existing tag, or create a new tag on publish.'
        [64] textbox 'Title' value=''
        [66] tablist ''
          [67] tab 'Write', selected=True
          [68] tab 'Preview', selected=False
        [70] textbox 'Content' value=''
        StaticText 'Attach files by dragging & dropping, selecting or pasting them.'
        [74] checkbox 'Mark as pre-release', checked='false'
        [76] button 'Publish Release'
        [77] button 'Save Draft'
        """, 1)
    return page("New Release - ansible-playbooks - Coldharbor Git", f"{GT}/{GT_REPO}/releases/new", gt_head(12, "Releases 6"), body)


def gt_home() -> str:
    body = blk("""
        StaticText 'Ansible playbooks and roles for the Coldharbor infrastructure'
        [60] button 'Branch: main', hasPopup='listbox'
        [62] link 'Go to file'
        [63] button 'Add File', hasPopup='menu'
        [64] button 'Code', hasPopup='menu'
        [66] table ''
          row ''
            cell 'bmorales'
            [67] link 'a3f9c21e40'
            [68] link 'Bump nginx role to 1.25.4'
            cell '2 hours ago'
        """, 1)
    for k, (name, msg, when) in enumerate(GT_TREE):
        b = 70 + k * 3
        body += blk(f"""
            row ''
              [{b}] link '{name}'
              [{b + 1}] link '{msg}'
              cell '{when}'
            """, 2)
    return page("infra/ansible-playbooks: Ansible playbooks and roles for the Coldharbor infrastructure - Coldharbor Git",
                f"{GT}/{GT_REPO}", gt_head(11, "Code"), body)


# Gitea, bad
def t06(rs: RowSet) -> None:
    turns = [
        ("click('56')", gt_commits()),
        ("click('81')", gt_commit("7d02be4c1a")),
        ("click('62')", gt_commit("7d02be4c1a", ops=True)),
        ("click('65')", gt_commit("7d02be4c1a", modal="")),
        ("fill('202', 'v2.8.0')", gt_commit("7d02eb4c1a", modal="v2.8.0")),
        ("click('204')", gt_tree_at_tag()),
        ("click('58')", gt_tags()),
        ("click('63')", gt_new_release()),
    ]
    rs.add(task="web", tid="h48-web-06", system=system(
        "A Chromium tab driven by BrowserGym on a self-hosted Gitea 1.21 instance (https://git.coldharbor.net), logged in as bmorales, owner of the infra organization."),
        turns=turns, state=gt_home(), bad=True, turn=5, kind="parent commit id of a3f9c21e40 changes from 7d02be4c1a to 7d02eb4c1a")


# ---------------------------------------------------------------------------------------------------------
# 07 One Stop Market storefront
SF = "http://localhost:7770"
SF_FIG = ("Nature's Bakery Whole Wheat Fig Bars, Raspberry, 2 oz, 36 Count", 19.99, "natures-bakery-whole-wheat-fig-bars-raspberry-2-oz-36-count")
SF_COFFEE = ("Folgers Classic Roast Ground Coffee, Medium Roast, 51 Ounce Canister", 16.48, "folgers-classic-roast-ground-coffee-medium-roast-51-ounce-canister")
SF_SHAMPOO = ("Pantene Pro-V Sheer Volume Shampoo, 12.6 fl oz", 6.97, "pantene-pro-v-sheer-volume-shampoo-12-6-fl-oz")
SF_TEA = ("Stash Tea Peppermint Herbal Tea, 100 Count Box", 11.49, "stash-tea-peppermint-herbal-tea-100-count-box")


def sf_head(count: int, mini: list[tuple[tuple, int]] | None = None) -> list[str]:
    def q(name: str) -> str:
        return f'"{name}"' if "'" in name else f"'{name}'"
    out = blk(f"""
        [20] banner ''
          StaticText 'Welcome, Emma Lopez!'
          [24] link 'My Account'
          [25] link 'My Wish List'
          [26] link 'Sign Out'
          [30] link 'store logo'
          [32] link 'My Cart {count} items', expanded={'True' if mini is not None else 'False'}
          [36] combobox 'Search' value='', hasPopup='listbox', expanded=False
          [37] button 'Search', disabled=True
          [38] link 'Advanced Search'
        """)
    if mini is not None:
        total = sum(p[1] * n for p, n in mini)
        out += blk(f"""
            [40] dialog 'Minicart'
              [41] button 'Close'
              StaticText '{count} Items in Cart'
              StaticText 'Cart Subtotal : ${total:.2f}'
              [43] button 'Proceed to Checkout'
              [45] list ''
            """, 1)
        for k, (p, n) in enumerate(mini):
            b = 46 + k * 5
            out += [f"\t\t\t[{b}] listitem ''", f"\t\t\t\t[{b + 1}] link {q(p[0])}", f"\t\t\t\tStaticText '${p[1]:.2f}'",
                    f"\t\t\t\t[{b + 2}] spinbutton 'Qty' value='{n}'", f"\t\t\t\t[{b + 3}] button 'Remove'"]
        out += blk("""
            [60] link 'View and Edit Cart'
            """, 2)
    out += blk("""
        [70] menubar ''
          [71] menuitem 'Beauty & Personal Care', hasPopup='menu'
          [72] menuitem 'Sports & Outdoors', hasPopup='menu'
          [73] menuitem 'Clothing, Shoes & Jewelry', hasPopup='menu'
          [74] menuitem 'Home & Kitchen', hasPopup='menu'
          [75] menuitem 'Office Products', hasPopup='menu'
          [76] menuitem 'Tools & Home Improvement', hasPopup='menu'
          [77] menuitem 'Health & Household', hasPopup='menu'
          [78] menuitem 'Patio, Lawn & Garden', hasPopup='menu'
          [79] menuitem 'Electronics', hasPopup='menu'
          [80] menuitem 'Cell Phones & Accessories', hasPopup='menu'
          [81] menuitem 'Video Games', hasPopup='menu'
          [82] menuitem 'Grocery & Gourmet Food', hasPopup='menu'
        """)
    return out


def sf_q(name: str) -> str:
    return f'"{name}"' if "'" in name else f"'{name}'"


def sf_cart(items: list[tuple[tuple, int]], qty_vals: list[str], msg: str | None, upd_focus: int | None = None,
            mini: bool = False) -> str:
    count = sum(n for _, n in items)
    body = blk("""
        [100] main ''
          heading 'Shopping Cart'
        """)
    if msg:
        body += ["\t[101] alert ''", f"\t\tStaticText {sf_q(msg)}"]
    body += blk("""
        [104] table 'Shopping Cart Items'
          row ''
            columnheader 'Item'
            columnheader 'Price'
            columnheader 'Qty'
            columnheader 'Subtotal'
        """, 1)
    for k, ((name, price, _slug), n) in enumerate(items):
        b = 110 + (0 if name == SF_FIG[0] else (20 if name == SF_COFFEE[0] else 40))
        f = ", focused" if upd_focus == k else ""
        body += ["\t\trow ''", f"\t\t\t[{b}] link {sf_q(name)}", f"\t\t\tcell '${price:.2f}'",
                 f"\t\t\t[{b + 2}] spinbutton 'Qty' value='{qty_vals[k]}'{f}", f"\t\t\tcell '${price * n:.2f}'",
                 "\t\trow ''", f"\t\t\t[{b + 4}] link 'Move to Wish List'", f"\t\t\t[{b + 5}] link 'Edit item parameters'",
                 f"\t\t\t[{b + 6}] link 'Remove item'"]
    total = sum(p[1] * n for p, n in items)
    body += blk(f"""
        [170] link 'Continue Shopping'
        [172] button 'Update Shopping Cart'
        [175] heading 'Apply Discount Code', expanded=False
        [180] complementary 'Summary'
          heading 'Summary'
          [182] heading 'Estimate Shipping and Tax', expanded=False
          table ''
            row ''
              rowheader 'Subtotal'
              cell '${total:.2f}'
            row ''
              rowheader 'Tax'
              cell '$0.00'
            row ''
              rowheader 'Order Total'
              cell '${total:.2f}'
          [190] button 'Proceed to Checkout'
          [192] link 'Check Out with Multiple Addresses'
        """, 1)
    return page("Shopping Cart", f"{SF}/checkout/cart/", sf_head(count, items if mini else None), body)


def sf_wish(items: list[tuple[tuple, int, str]], count: int, msg: str | None, mini: list | None = None) -> str:
    body = blk("""
        [100] main ''
          heading 'My Wish List'
        """)
    if msg:
        body += ["\t[101] alert ''", f"\t\tStaticText {sf_q(msg)}"]
    body += blk(f"""
        StaticText '{len(items)} Item(s)'
        [104] list ''
        """, 1)
    for (name, price, _slug), n, _added in items:
        b = 110 + {SF_SHAMPOO[0]: 0, SF_TEA[0]: 12, SF_COFFEE[0]: 24}[name]
        body += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] link {sf_q(name)}", f"\t\t\tStaticText '${price:.2f}'",
                 f"\t\t\t[{b + 3}] textbox 'Comment' value=''", f"\t\t\t[{b + 4}] spinbutton 'Qty' value='{n}'",
                 f"\t\t\t[{b + 5}] button 'Add to Cart'", f"\t\t\t[{b + 6}] link 'Edit item'", f"\t\t\t[{b + 7}] link 'Remove item'"]
    body += blk("""
        [160] button 'Update Wish List'
        [161] button 'Share Wish List'
        [162] button 'Add All to Cart'
        [164] link 'Back'
        [170] complementary ''
          [171] link 'My Account'
          [172] link 'My Orders'
          [173] link 'My Downloadable Products'
          [174] strong 'My Wish List'
          [175] link 'Address Book'
          [176] link 'Account Information'
          [177] link 'Stored Payment Methods'
          [178] link 'My Product Reviews'
          [179] link 'Newsletter Subscriptions'
        """, 1)
    return page("My Wish List", f"{SF}/wishlist/", sf_head(count, mini), body)


def sf_checkout(items: list[tuple[tuple, int]]) -> str:
    count = sum(n for _, n in items)
    total = sum(p[1] * n for p, n in items)
    body = blk(f"""
        [100] main ''
          [101] link 'One Stop Market'
          list ''
            listitem 'Shipping', current='step'
            listitem 'Review & Payments'
          heading 'Shipping Address'
          [110] group ''
            StaticText 'Emma Lopez'
            StaticText '101 S San Mateo Dr'
            StaticText 'San Mateo, California 94010'
            StaticText 'United States'
            StaticText '6505550199'
            StaticText 'Ship Here', selected=True
          [118] button 'New Address'
          heading 'Shipping Methods'
          [120] table ''
            row ''
              [121] radio 'Fixed Flat Rate', checked='false'
              cell '${5.0 * count:.2f}'
              cell 'Fixed'
              cell 'Flat Rate'
            row ''
              [125] radio 'Table Rate Best Way', checked='false'
              cell '$0.00'
              cell 'Table Rate'
              cell 'Best Way'
          [130] button 'Next'
          [140] complementary 'Order Summary'
            heading 'Order Summary'
            table ''
              row ''
                rowheader 'Cart Subtotal'
                cell '${total:.2f}'
              row ''
                rowheader 'Shipping'
                cell 'Not yet calculated'
              row ''
                rowheader 'Order Total'
                cell '${total:.2f}'
            [150] heading '{count} Items in Cart', expanded=False
        """)
    return page("Checkout", f"{SF}/checkout/#shipping", body)


# One Stop Market storefront, clean
def t07(rs: RowSet) -> None:
    start = [(SF_FIG, 1), (SF_COFFEE, 2)]
    after_upd = [(SF_FIG, 2), (SF_COFFEE, 2)]
    fig_only = [(SF_FIG, 2)]
    wish3 = [(SF_SHAMPOO, 1, "Nov 2, 2023"), (SF_TEA, 1, "Jan 18, 2024"), (SF_COFFEE, 2, "today")]
    wish2 = [(SF_TEA, 1, "Jan 18, 2024"), (SF_COFFEE, 2, "today")]
    with_sh = [(SF_FIG, 2), (SF_SHAMPOO, 1)]
    turns = [
        ("fill('112', '2')", sf_cart(start, ["2", "2"], None, upd_focus=0)),
        ("click('172')", sf_cart(after_upd, ["2", "2"], None)),
        ("click('134')", sf_cart(fig_only, ["2"], f"{SF_COFFEE[0]} has been moved to your wish list.")),
        ("click('25')", sf_wish(wish3, 2, None)),
        ("click('115')", sf_wish(wish2, 3, f"You added {SF_SHAMPOO[0]} to your shopping cart.")),
        ("click('32')", sf_wish(wish2, 3, f"You added {SF_SHAMPOO[0]} to your shopping cart.", mini=[(SF_SHAMPOO, 1), (SF_FIG, 2)])),
        ("click('60')", sf_cart(with_sh, ["2", "1"], None)),
        ("click('156')", sf_cart(fig_only, ["2"], None)),
        ("click('190')", sf_checkout(fig_only)),
    ]
    rs.add(task="web", tid="h48-web-07", system=system(
        "A Chromium tab driven by BrowserGym on the One Stop Market storefront (Magento 2.4) at http://localhost:7770, signed in as the customer Emma Lopez."),
        turns=turns, state=sf_cart(start, ["1", "2"], None))


# ---------------------------------------------------------------------------------------------------------
# 08 Portainer
PT = "https://portainer.lab.home:9443"
PT_ID = "9f3b6a1c7e2d48b05c61f0a9d3e7b24c8a5f1e6d0b9c3a7f2e4d8b1c6a0f5e37"
PT_CONTAINERS = [
    ("grafana", "running", "monitoring", "grafana/grafana-oss:10.4.2", "2024-05-12 09:14:02", "172.20.0.4", "3000:3000"),
    ("loki", "running", "monitoring", "grafana/loki:2.9.8", "2024-05-12 09:14:01", "172.20.0.2", "3100:3100"),
    ("node-exporter", "running", "monitoring", "prom/node-exporter:v1.8.0", "2024-05-12 09:14:01", "-", "-"),
    ("portainer", "running", "-", "portainer/portainer-ce:2.20.2", "2024-05-02 21:37:48", "172.17.0.2", "8000:8000 9443:9443"),
    ("prometheus", "running", "monitoring", "prom/prometheus:v2.51.2", "2024-05-12 09:14:01", "172.20.0.3", "9090:9090"),
    ("uptime-kuma", "healthy", "uptime-kuma", "louislam/uptime-kuma:1.23.13", "2024-04-28 18:40:55", "172.21.0.2", "3001:3001"),
    ("vaultwarden", "healthy", "vaultwarden", "vaultwarden/server:1.30.5", "2024-04-02 20:11:37", "172.22.0.2", "8081:80"),
    ("watchtower", "exited", "-", "containrrr/watchtower:1.7.1", "2024-03-30 12:00:14", "-", "-"),
]


def pt_side() -> list[str]:
    return blk("""
        [10] navigation 'Sidebar'
          [11] link 'Home'
          StaticText 'local'
          [13] link 'Dashboard'
          [14] link 'App Templates'
          [15] link 'Stacks'
          [16] link 'Containers', selected=True
          [17] link 'Images'
          [18] link 'Networks'
          [19] link 'Volumes'
          [20] link 'Events'
          [21] link 'Host'
          StaticText 'Administration'
          [23] link 'User-related'
          [24] link 'Environment-related'
          [25] link 'Registries'
          [26] link 'Logs'
          [27] link 'Notifications'
          [28] link 'Settings'
          StaticText 'Community Edition 2.20.2'
        [30] banner ''
          [31] button 'Help'
          [32] button 'admin', hasPopup='menu'
        """)


def pt_list() -> str:
    body = blk("""
        [40] main ''
          heading 'Container list'
          [42] navigation 'Breadcrumbs'
            StaticText 'Containers'
          heading 'Containers'
          [46] textbox 'Search...' value=''
          [48] button 'Start', disabled=True
          [49] button 'Stop', disabled=True
          [50] button 'Kill', disabled=True
          [51] button 'Restart', disabled=True
          [52] button 'Pause', disabled=True
          [53] button 'Resume', disabled=True
          [54] button 'Remove', disabled=True
          [55] link 'Add container'
          [58] table ''
            row ''
              columnheader ''
              columnheader 'Name'
              columnheader 'State'
              columnheader 'Quick Actions'
              columnheader 'Stack'
              columnheader 'Image'
              columnheader 'Created'
              columnheader 'IP Address'
              columnheader 'Published Ports'
              columnheader 'Ownership'
        """)
    for k, (name, st, stack, img, created, ip, ports) in enumerate(PT_CONTAINERS):
        b = 60 + k * 8
        body += blk(f"""
            row ''
              [{b}] checkbox 'Select row', checked='false'
              [{b + 1}] link '{name}'
              cell '{st}'
              [{b + 2}] link 'Logs'
              [{b + 3}] link 'Inspect'
              [{b + 4}] link 'Stats'
              [{b + 5}] link 'Exec Console'
              cell '{stack}'
              cell '{img}'
              cell '{created}'
              cell '{ip}'
              cell '{ports}'
              cell 'administrators'
            """, 2)
    body += blk("""
        StaticText 'Items per page'
        [140] combobox 'Items per page' value='10', hasPopup='listbox', expanded=False
        """, 2)
    return page("Portainer | Containers", f"{PT}/#!/2/docker/containers", pt_side(), body)


def pt_crumbs(last: str | None) -> list[str]:
    out = blk("""
        [40] main ''
          heading 'Container details'
          [42] navigation 'Breadcrumbs'
            [43] link 'Containers'
        """)
    if last:
        out += ["\t\t[44] link 'grafana'", f"\t\tStaticText '{last}'"]
    else:
        out += ["\t\tStaticText 'grafana'"]
    return out


def pt_details() -> str:
    body = blk(f"""
        heading 'Actions'
        [50] button 'Start', disabled=True
        [51] button 'Stop'
        [52] button 'Kill'
        [53] button 'Restart'
        [54] button 'Pause'
        [55] button 'Resume', disabled=True
        [56] button 'Remove'
        [58] button 'Recreate'
        [59] button 'Duplicate/Edit'
        heading 'Container status'
        table ''
          row ''
            cell 'ID'
            cell '{PT_ID}'
          row ''
            cell 'Name'
            [62] textbox 'Name' value='grafana'
          row ''
            cell 'IP address'
            cell '172.20.0.4'
          row ''
            cell 'Status'
            cell 'Running for 3 days'
          row ''
            cell 'Created'
            cell '2024-05-12 09:14:02'
          row ''
            cell 'Start time'
            cell '2024-05-12 09:14:03'
          row ''
            cell ''
            [66] link 'Logs'
            [67] link 'Inspect'
            [68] link 'Stats'
            [69] link 'Console'
            [70] link 'Attach'
        heading 'Access control'
        StaticText 'Ownership: administrators'
        [74] button 'Change ownership'
        heading 'Create image'
        [76] textbox 'Image' value=''
        [77] button 'Create'
        heading 'Container details'
        table ''
          row ''
            cell 'Image'
            cell 'grafana/grafana-oss:10.4.2@sha256:7c5e1f2d8a3b64c09e5d2f7a1b8c3e6d4f0a9b2c5e8d1f7a3c6b0e4d9f2a5c81'
          row ''
            cell 'Port configuration'
            cell '0.0.0.0:3000 → 3000/tcp'
          row ''
            cell 'CMD'
            cell '-'
          row ''
            cell 'ENTRYPOINT'
            cell '/run.sh'
          row ''
            cell 'ENV'
            cell 'GF_PATHS_CONFIG=/etc/grafana/grafana.ini'
            cell 'GF_PATHS_DATA=/var/lib/grafana'
            cell 'GF_PATHS_HOME=/usr/share/grafana'
            cell 'GF_PATHS_LOGS=/var/log/grafana'
            cell 'GF_PATHS_PLUGINS=/var/lib/grafana/plugins'
            cell 'GF_PATHS_PROVISIONING=/etc/grafana/provisioning'
            cell 'GF_SERVER_ROOT_URL=https://grafana.lab.home'
          row ''
            cell 'Labels'
            cell 'com.docker.compose.project: monitoring'
            cell 'com.docker.compose.service: grafana'
            cell 'com.docker.compose.version: 2.27.0'
          row ''
            cell 'Restart policies'
            cell 'unless-stopped'
        heading 'Volumes'
        table ''
          row ''
            columnheader 'Host/volume'
            columnheader 'Path in container'
          row ''
            [90] link 'monitoring_grafana-data'
            cell '/var/lib/grafana'
          row ''
            cell '/srv/monitoring/grafana/provisioning'
            cell '/etc/grafana/provisioning'
        heading 'Connected networks'
        table ''
          row ''
            columnheader 'Network'
            columnheader 'IP Address'
            columnheader 'Gateway'
            columnheader 'MAC Address'
            columnheader 'Actions'
          row ''
            [96] link 'monitoring_default'
            cell '172.20.0.4'
            cell '172.20.0.1'
            cell '02:42:ac:14:00:04'
            [97] button 'Leave network'
        """, 1)
    return page("Portainer | Container details", f"{PT}/#!/2/docker/containers/{PT_ID}", pt_side(), pt_crumbs(None), body)


def pt_stats(pid: int, mem: str, cpu: str, net: str, io: str, cputime: str) -> str:
    body = blk(f"""
        heading 'Container statistics'
        StaticText 'Refresh rate'
        [50] combobox 'Refresh rate' value='5s', hasPopup='listbox', expanded=False
        StaticText 'This view displays real-time statistics about the container grafana as well as a list of the running processes inside this container.'
        [54] region 'Memory usage'
          StaticText '{mem}'
        [56] region 'CPU usage'
          StaticText '{cpu}'
        [58] region 'Network usage (aggregate)'
          StaticText '{net}'
        [60] region 'I/O usage (aggregate)'
          StaticText '{io}'
        heading 'Processes'
        [64] table ''
          row ''
            columnheader 'PID'
            columnheader 'USER'
            columnheader 'TIME'
            columnheader 'COMMAND'
          row ''
            cell '{pid}'
            cell '472'
            cell '{cputime}'
            cell 'grafana server --homepath=/usr/share/grafana --config=/etc/grafana/grafana.ini --packaging=docker cfg:default.log.mode=console cfg:default.paths.data=/var/lib/grafana cfg:default.paths.logs=/var/log/grafana cfg:default.paths.plugins=/var/lib/grafana/plugins cfg:default.paths.provisioning=/etc/grafana/provisioning'
        """, 1)
    return page("Portainer | Container statistics", f"{PT}/#!/2/docker/containers/{PT_ID}/stats", pt_side(), pt_crumbs("Stats"), body)


PT_INSPECT = [
    '{', f'  "Id": "{PT_ID}",', '  "Created": "2024-05-12T09:14:02.118395771Z",', '  "Path": "/run.sh",', '  "Args": [],',
    '  "State": {', '    "Status": "running",', '    "Running": true,', '    "Paused": false,', '    "Restarting": false,',
    '    "OOMKilled": false,', '    "Dead": false,', '    "Pid": 2841,', '    "ExitCode": 0,', '    "Error": "",',
    '    "StartedAt": "2024-05-12T09:14:03.481922157Z",', '    "FinishedAt": "0001-01-01T00:00:00Z"', '  },',
    '  "Image": "sha256:4b71a3c0e97e5d2f18c6a9b0d3e7f2a5c8b1d4e6f9a2c5b8e1d7f0a3c6b9e2d4",',
    '  "ResolvConfPath": "/var/lib/docker/containers/9f3b6a1c7e2d/resolv.conf",', '  "Name": "/grafana",', '  "RestartCount": 0,',
    '  "Driver": "overlay2",', '  "Platform": "linux",', '  "HostConfig": {', '    "Binds": [',
    '      "/srv/monitoring/grafana/provisioning:/etc/grafana/provisioning:ro"', '    ],', '    "NetworkMode": "monitoring_default",',
    '    "PortBindings": {', '      "3000/tcp": [{ "HostIp": "", "HostPort": "3000" }]', '    },',
    '    "RestartPolicy": { "Name": "unless-stopped", "MaximumRetryCount": 0 },', '    "Memory": 0,', '    "NanoCpus": 0', '  },',
    '  "Config": {', '    "Hostname": "9f3b6a1c7e2d",', '    "User": "472",', '    "Image": "grafana/grafana-oss:10.4.2",',
    '    "WorkingDir": "/usr/share/grafana",', '    "Entrypoint": ["/run.sh"]', '  },', '  "NetworkSettings": {',
    '    "Networks": {', '      "monitoring_default": {', '        "IPAddress": "172.20.0.4",', '        "Gateway": "172.20.0.1",',
    '        "MacAddress": "02:42:ac:14:00:04"', '      }', '    }', '  }', '}',
]


def pt_inspect() -> str:
    body = blk("""
        heading 'Container inspect'
        [50] button 'Tree'
        [51] button 'Text', pressed=True
        [53] button 'Copy'
        """, 1)
    body += [f"\tStaticText '{ln}'" for ln in PT_INSPECT]
    return page("Portainer | Container inspect", f"{PT}/#!/2/docker/containers/{PT_ID}/inspect", pt_side(), pt_crumbs("Inspect"), body)


PT_LOG = [
    'logger=cleanup t=2024-05-15T10:11:04.173928134Z level=info msg="Completed cleanup jobs" duration=7.712306ms',
    'logger=plugins.update.checker t=2024-05-15T10:12:31.808105219Z level=info msg="Update check succeeded" duration=92.114503ms',
    'logger=tsdb.loki endpoint=queryData pluginId=loki dsName=Loki dsUID=P8E80F9AEF21F6940 uname=admin fromAlert=false t=2024-05-15T10:14:52.330418722Z level=info msg="Response received from loki" duration=41.80192ms status=ok',
    'logger=context userId=1 orgId=1 uname=admin t=2024-05-15T10:15:09.612337810Z level=info msg="Request Completed" method=GET path=/api/live/ws status=-1 remote_addr=192.168.1.23 time_ms=2 duration=2.317455ms size=0 handler=/api/live/ws status_source=server',
    'logger=tsdb.prometheus endpoint=queryData pluginId=prometheus dsName=Prometheus dsUID=PBFA97CFB590B2093 uname=admin fromAlert=false t=2024-05-15T10:17:40.027351904Z level=error msg="Failed to query" error="Post \\"http://prometheus:9090/api/v1/query_range\\": context canceled"',
    'logger=cleanup t=2024-05-15T10:21:04.170385228Z level=info msg="Completed cleanup jobs" duration=6.958117ms',
    'logger=ngalert.scheduler t=2024-05-15T10:22:00.001184339Z level=info msg="Rule evaluation" rule_uid=ddl3k1v5q9xc0a org_id=1 rule=HighDiskUsage state=Normal',
    'logger=grafana.update.checker t=2024-05-15T10:22:31.822640195Z level=info msg="Update check succeeded" duration=104.22016ms',
    'logger=ngalert.notifier.alertmanager org=1 t=2024-05-15T10:24:10.463902118Z level=error msg="Notify for alerts failed" num_alerts=1 receiver=ntfy-home integration=webhook[0] err="Post \\"https://ntfy.lab.home/grafana\\": dial tcp 192.168.1.40:443: connect: connection refused"',
    'logger=infra.usagestats t=2024-05-15T10:26:58.773112054Z level=info msg="Usage stats are ready to report"',
    'logger=cleanup t=2024-05-15T10:31:04.168801913Z level=info msg="Completed cleanup jobs" duration=7.120448ms',
    'logger=plugins.update.checker t=2024-05-15T10:32:31.801940276Z level=info msg="Update check succeeded" duration=88.361277ms',
]


def pt_logs(n: int, search: str) -> str:
    lines = [x for x in PT_LOG[:n] if search in x]
    body = blk(f"""
        heading 'Container logs'
        heading 'Log viewer settings'
        [50] switch 'Auto-refresh logs', checked='true'
        [51] switch 'Wrap lines', checked='true'
        [52] switch 'Display timestamps', checked='false'
        [53] combobox 'Fetch' value='All logs', hasPopup='listbox', expanded=False
        [55] textbox 'Search' value='{search}'{', focused' if search else ''}
        [56] spinbutton 'Lines' value='100'
        [58] button 'Download logs'
        [59] button 'Copy'
        [60] button 'Copy selected lines', disabled=True
        [62] log ''
        """, 1)
    body += [f"\t\tStaticText '{ln}'" for ln in lines]
    return page("Portainer | Container logs", f"{PT}/#!/2/docker/containers/{PT_ID}/logs", pt_side(), pt_crumbs("Logs"), body)


# Portainer, bad
def t08(rs: RowSet) -> None:
    turns = [
        ("click('63')", pt_inspect()),
        ("click('44')", pt_details()),
        ("click('66')", pt_logs(11, "")),
        ("go_back()", pt_details()),
        ("click('68')", pt_stats(2917, "184.9 MB", "0.87%", "RX 1.3 MB / TX 2.6 MB", "Read 0 B / Write 28.7 kB", "00:12:58")),
        ("go_back()", pt_details()),
        ("click('66')", pt_logs(12, "")),
        ("fill('55', 'level=error')", pt_logs(12, "level=error")),
    ]
    rs.add(task="web", tid="h48-web-08", system=system(
        "A Chromium tab driven by BrowserGym on Portainer CE 2.20 (https://portainer.lab.home:9443), logged in as admin, managing the local Docker environment of a home lab server."),
        turns=turns, state=pt_list(), bad=True, turn=5,
        kind="grafana process PID is 2917 in Stats while inspect showed Pid 2841 and the container was never restarted")


# ---------------------------------------------------------------------------------------------------------
# 09 Postmill forum
PM = "http://localhost:9999"
# id, title, author, age, score, comments, domain
PM_POSTS = [
    (81244, "Monthly discussion: What are you reading? (May)", "AutoModerator", "3 days ago", 29, 118, None),
    (81907, "Which book do you reread every year?", "quietmarginalia", "6 hours ago", 87, 42, None),
    (81893, "Finished the whole Earthsea cycle this month, ranking inside", "archipelago_reader", "9 hours ago", 143, 58, None),
    (81861, "Library book sale haul: 31 books for $12", "dogeared_dan", "14 hours ago", 212, 37, "i.imgur.com"),
    (81902, "Translations of The Master and Margarita compared (Glenny vs Pevear/Volokhonsky vs Ginsburg)", "woland_cat", "11 hours ago", 64, 29, None),
    (81915, "Anyone else struggle with audiobooks for nonfiction?", "commuter_pages", "5 hours ago", 38, 51, None),
    (81702, "The Remains of the Day hit me much harder at 40 than at 20", "stevens_butler", "1 day ago", 176, 22, None),
    (81788, "Just discovered the adult fiction of Tove Jansson. Where next?", "summerbook_fan", "20 hours ago", 51, 19, None),
]


def pm_banner() -> list[str]:
    return blk("""
        [10] banner ''
          [11] link 'Postmill'
          [12] link 'Forums'
          [13] link 'Wiki'
          [15] searchbox 'Search query' value=''
          [17] link 'Submit'
          [18] link 'Notifications (0)'
          [19] button 'MarvelsGrantMan136', hasPopup='menu'
        """)


def pm_forum(posts: list[tuple], subscribed: bool, subs: str, voted: dict[int, int], sort: str) -> str:
    body = blk(f"""
        [30] main ''
          [31] heading '/f/books'
          [33] link 'Hot'{', selected=True' if sort == 'Hot' else ''}
          [34] link 'New'
          [35] link 'Active'
          [36] link 'Top'{', selected=True' if sort == 'Top' else ''}
          [37] link 'Controversial'
          [38] link 'Most commented'
          [40] feed ''
        """)
    index = [p[0] for p in PM_POSTS]
    for pid, title, author, age, score, ncom, domain in posts:
        b = 100 + index.index(pid) * 10
        up = pid in voted
        body += [f"\t\t[{b}] article ''",
                 f"\t\t\t[{b + 1}] button '{'Retract upvote' if up else 'Upvote'}'{', pressed=True' if up else ''}",
                 f"\t\t\tStaticText '{voted.get(pid, score)}'",
                 f"\t\t\t[{b + 2}] button 'Downvote'",
                 f"\t\t\t[{b + 3}] link '{title}'"]
        if domain:
            body.append(f"\t\t\tStaticText '{domain}'")
        if author == "AutoModerator" and sort == "Hot":
            body.append("\t\t\tStaticText 'Sticky'")
        body += ["\t\t\tStaticText 'Submitted by'", f"\t\t\t[{b + 4}] link '{author}'", f"\t\t\tStaticText '{age}'",
                 f"\t\t\t[{b + 5}] link '{ncom} comments'", f"\t\t\t[{b + 6}] button 'Save'"]
    body += blk(f"""
        [900] complementary ''
          heading 'books'
          StaticText 'Discussion of books, authors and reading. Be civil, no piracy, mark spoilers.'
          [902] button '{'Unsubscribe' if subscribed else 'Subscribe'}'
          StaticText '{subs} subscribers'
          StaticText 'Created 3 years ago'
          heading 'Moderators'
          [905] link 'shelf_elf'
          [906] link 'marginalia_mod'
          [908] link 'Forum bans'
          [909] link 'Moderation log'
        """)
    url = f"{PM}/f/books" + ("/top" if sort == "Top" else "")
    return page("books", url, pm_banner(), body)


PM_COMMENTS = [
    (502311, "archipelago_reader", 31, "5 hours ago", "The Hobbit, every November when it gets dark early. It is the literary equivalent of a blanket.", 0),
    (502340, "quietmarginalia", 12, "5 hours ago", "November Hobbit is a great tradition.", 1),
    (502318, "stevens_butler", 24, "5 hours ago", "Pride and Prejudice. I notice something new about Charlotte Lucas each time.", 0),
    (502366, "dogeared_dan", 19, "4 hours ago", "Not a novel, but I reread Bird by Bird by Anne Lamott every January before starting anything new.", 0),
    (502401, "woland_cat", 11, "3 hours ago", "The Master and Margarita, obviously. Different translation each year.", 0),
    (502437, "commuter_pages", 6, "2 hours ago", "Does listening count? Then Lonesome Dove on audio every summer road trip.", 0),
]
PM_MINE_1 = "Piranesi by Susanna Clarke, every winter. It is short enough for one weekend and I always find a detail I missed."
PM_MINE_2 = PM_MINE_1 + " Runner-up: The Left Hand of Darkness, usually in spring."


def pm_post(ncom: int, draft: str, mine: str | None, editing: str | None = None, edited: bool = False) -> str:
    body = blk(f"""
        [30] main ''
          [32] button 'Retract upvote', pressed=True
          StaticText '88'
          [33] button 'Downvote'
          [34] heading 'Which book do you reread every year?'
          StaticText 'Submitted by'
          [35] link 'quietmarginalia'
          StaticText '6 hours ago in'
          [36] link 'books'
          StaticText 'Mine is The Secret History, every October without fail. Curious what everyone else returns to and why.'
          [38] link '{ncom} comments'
          [39] button 'Save'
          [40] link 'Report'
          [44] textbox 'Comment' value='{draft}'{', focused' if draft else ''}
          [45] button 'Post'
          heading '{ncom} comments'
          [48] combobox 'Sort comments' value='Top', hasPopup='listbox', expanded=False
        """)
    rows = []
    if mine is not None:
        rows.append((502519, "MarvelsGrantMan136", 1, "just now", mine, 0))
    rows += PM_COMMENTS
    for cid, who, pts, age, text, depth in rows:
        b = 100 + (cid - 502300) * 2 if cid != 502519 else 60
        d = 1 + depth
        body += sub(d, [f"[{b}] article ''", f"\t[{b + 1}] button 'Upvote'", f"\t[{b + 2}] button 'Downvote'",
                        f"\t[{b + 3}] link '{who}'", f"\tStaticText '{pts} point{'s' if pts != 1 else ''}'", f"\tStaticText '{age}'"])
        if cid == 502519 and editing is not None:
            body += sub(d, [f"\t[{b + 4}] textbox 'Comment' value='{editing}', focused", f"\t[{b + 5}] button 'Save'",
                            f"\t[{b + 6}] button 'Cancel'"])
            continue
        if cid == 502519 and edited:
            body += sub(d, ["\tStaticText 'edited just now'"])
        body += sub(d, [f"\tStaticText '{text}'", f"\t[{b + 7}] link 'Reply'", f"\t[{b + 8}] link 'Permalink'"])
        if cid == 502519:
            body += sub(d, [f"\t[{b + 9}] link 'Edit'", f"\t[{b + 10}] button 'Delete'"])
    return page("Which book do you reread every year? : books", f"{PM}/f/books/81907/which-book-do-you-reread-every-year",
                pm_banner(), body)


# Postmill forum, clean
def t09(rs: RowSet) -> None:
    voted = {81907: 88}
    later = [p if p[0] != 81907 else (p[0], p[1], p[2], p[3], p[4], 43, p[6]) for p in PM_POSTS]
    top = sorted(later, key=lambda p: -(89 if p[0] == 81907 else p[4]))
    turns = [
        ("click('902')", pm_forum(PM_POSTS, True, "14,513", {}, "Hot")),
        ("click('111')", pm_forum(PM_POSTS, True, "14,513", voted, "Hot")),
        ("click('115')", pm_post(42, "", None)),
        (f"fill('44', '{PM_MINE_1}')", pm_post(42, PM_MINE_1, None)),
        ("click('45')", pm_post(43, "", PM_MINE_1)),
        ("click('69')", pm_post(43, "", PM_MINE_1, editing=PM_MINE_1)),
        (f"fill('64', '{PM_MINE_2}')", pm_post(43, "", PM_MINE_1, editing=PM_MINE_2)),
        ("click('65')", pm_post(43, "", PM_MINE_2, edited=True)),
        ("click('36')", pm_forum(later, True, "14,513", {81907: 89}, "Hot")),
        ("click('36')", pm_forum(top, True, "14,513", {81907: 89}, "Top")),
    ]
    rs.add(task="web", tid="h48-web-09", system=system(
        "A Chromium tab driven by BrowserGym on the Postmill forum at http://localhost:9999, logged in as MarvelsGrantMan136. Other users vote and comment at the same time."),
        turns=turns, state=pm_forum(PM_POSTS, False, "14,512", {}, "Hot"))


# ---------------------------------------------------------------------------------------------------------
# 10 Redmine
RM = "https://redmine.northwind-billing.eu"


def rm_head(tab: str) -> list[str]:
    out = blk("""
        [10] navigation 'Top menu'
          [11] link 'Home'
          [12] link 'My page'
          [13] link 'Projects'
          [14] link 'Administration'
          [15] link 'Help'
          StaticText 'Logged in as'
          [17] link 'avogel'
          [18] link 'My account'
          [19] link 'Sign out'
        [22] searchbox 'Search' value=''
        [24] combobox 'Jump to a project...', hasPopup='listbox', expanded=False
        [26] heading 'Billing Service'
        [28] navigation 'Main menu'
        """)
    for k, name in enumerate(["Overview", "Activity", "Roadmap", "Issues", "New issue", "Gantt", "Calendar", "Spent time", "Wiki", "Repository", "Settings"]):
        out.append(f"\t[{30 + k}] link '{name}'" + (", selected=True" if name == tab else ""))
    return out


RM_JOURNAL_OLD = blk("""
    [200] heading 'History'
    [202] article ''
      StaticText 'Updated by'
      [203] link 'Lukas Brenner'
      StaticText '2 days ago'
      [204] link '#note-1'
      StaticText 'Category set to PDF export'
      StaticText 'Target version set to 2.4.0'
      StaticText 'Reproduced with customer 10482 (NL, reverse charge). The PDF template reads tax_rate from the product instead of the invoice line, so it prints 21% although the line total correctly has 0% VAT.'
    """, 1)


def rm_issue(status: str, assignee: str, done: str, updated: str, journal: bool, editing: dict[str, str] | None = None,
             flash: bool = False) -> str:
    body = blk("""
        [50] main ''
        """)
    if flash:
        body += blk("""
            [51] status ''
              StaticText 'Successful update.'
            """, 1)
    body += blk(f"""
        [52] link 'Edit'
        [53] link 'Log time'
        [54] link 'Watch'
        [55] link 'Copy'
        [56] link 'Delete'
        heading 'Bug #4127'
        [58] link '« Previous'
        StaticText '3 of 12'
        [59] link 'Next »'
        heading 'Invoice PDF shows wrong VAT rate for reverse-charge customers'
        StaticText 'Added by'
        [62] link 'Lukas Brenner'
        StaticText '6 days ago. Updated {updated}.'
        table ''
          row ''
            rowheader 'Status:'
            cell '{status}'
            rowheader 'Start date:'
            cell '06/03/2024'
          row ''
            rowheader 'Priority:'
            cell 'High'
            rowheader 'Due date:'
            cell ''
          row ''
            rowheader 'Assignee:'
            cell '{assignee}'
            rowheader '% Done:'
            cell '{done}'
          row ''
            rowheader 'Category:'
            cell 'PDF export'
            rowheader 'Estimated time:'
            cell '4.00 h'
          row ''
            rowheader 'Target version:'
            [70] link '2.4.0'
            rowheader 'Spent time:'
            cell '-'
        heading 'Description'
        StaticText 'Invoices for EU business customers with a valid VAT ID are issued under the reverse-charge mechanism. The invoice total is correct (0% VAT) but the PDF line items still show the standard 21% rate and the footer is missing the reverse-charge notice.'
        heading 'Subtasks'
        [76] link 'Add'
        heading 'Related issues'
        [78] link 'Add'
        """, 1)
    if editing is None:
        body += RM_JOURNAL_OLD
        if journal:
            body += blk(f"""
                [210] article ''
                  StaticText 'Updated by'
                  [211] link 'Anna Vogel'
                  StaticText 'less than a minute ago'
                  [212] link '#note-2'
                  StaticText 'Status changed from New to In Progress'
                  StaticText 'Assignee set to Priya Natarajan'
                  StaticText '% Done changed from 0 to 60'
                  StaticText '{RM_NOTE}'
                """, 1)
    else:
        e = editing
        body += RM_JOURNAL_OLD + blk(f"""
            [300] form 'Edit'
              heading 'Edit'
              [302] combobox 'Tracker' value='Bug', hasPopup='listbox', expanded=False
              [303] textbox 'Subject' value='Invoice PDF shows wrong VAT rate for reverse-charge customers'
              [304] link 'Edit description'
              [306] combobox 'Status' value='{e['status']}', hasPopup='listbox', expanded=False{e.get('f_status', '')}
              [307] combobox 'Priority' value='High', hasPopup='listbox', expanded=False
              [308] combobox 'Assignee' value='{e['assignee']}', hasPopup='listbox', expanded=False{e.get('f_assignee', '')}
              [309] combobox 'Category' value='PDF export', hasPopup='listbox', expanded=False
              [310] combobox 'Target version' value='2.4.0', hasPopup='listbox', expanded=False
              [311] textbox 'Parent task' value=''
              [312] textbox 'Start date' value='2024-06-03'
              [313] textbox 'Due date' value=''
              [314] textbox 'Estimated time' value='4.00'
              [315] combobox '% Done' value='{e['done']}', hasPopup='listbox', expanded=False{e.get('f_done', '')}
              heading 'Log time'
              [318] textbox 'Spent time' value=''
              [319] combobox 'Activity' value='--- Please select ---', hasPopup='listbox', expanded=False
              [320] textbox 'Comment' value=''
              heading 'Notes'
              [323] textbox 'Notes' value='{e['notes']}'{', focused' if e['notes'] else ''}
              [324] checkbox 'Private notes', checked='false'
              [326] button 'Submit'
              [327] link 'Preview'
              [328] link 'Cancel'
            """, 1)
    side = blk("""
        [400] complementary ''
          heading 'Issues'
          [401] link 'View all issues'
          [402] link 'Summary'
          [403] link 'Calendar'
          [404] link 'Gantt'
          heading 'Watchers (2)'
          [406] link 'Lukas Brenner'
          [407] link 'Anna Vogel'
        """)
    return page("Bug #4127: Invoice PDF shows wrong VAT rate for reverse-charge customers - Billing Service - Redmine",
                f"{RM}/issues/4127", rm_head("Issues"), body, side)


RM_NOTE = "Root cause is in app/pdf/invoice_line.rb: tax_rate comes from product.default_tax instead of line.tax_rate. Priya has a fix in progress, will also add the Article 196 notice to the footer."


def rm_timeform(hours: str) -> str:
    body = blk(f"""
        [50] main ''
          heading 'Spent time'
          [52] form ''
            [53] combobox 'Project' value='Billing Service', hasPopup='listbox', expanded=False
            [54] textbox 'Issue' value='4127'
            StaticText 'Bug #4127: Invoice PDF shows wrong VAT rate for reverse-charge customers'
            [56] combobox 'User' value='Anna Vogel', hasPopup='listbox', expanded=False
            [57] textbox 'Date' value='2024-06-12'
            [58] textbox 'Hours' value='{hours}', required{', focused' if hours else ''}
            [59] textbox 'Comment' value=''
            [60] combobox 'Activity' value='Development', hasPopup='listbox', expanded=False, required
            [62] button 'Create'
            [63] button 'Create and continue'
        """)
    return page("Spent time - Billing Service - Redmine", f"{RM}/issues/4127/time_entries/new", rm_head("Issues"), body)


RM_TIME = [
    ("06/12/2024", "Anna Vogel", "Development", "Bug #4127: Invoice PDF shows wrong VAT rate for reverse-charge customers", "", "1.50"),
    ("06/11/2024", "Priya Natarajan", "Development", "Feature #4122: SEPA XML export v3 (pain.001.001.09)", "schema validation", "6.00"),
    ("06/11/2024", "Tomasz Wrobel", "Code review", "Feature #4119: Dunning levels per customer group", "", "1.25"),
    ("06/10/2024", "Lukas Brenner", "Support", "Bug #4117: Credit note numbers skip after year change", "call with finance", "0.75"),
    ("06/10/2024", "Priya Natarajan", "Development", "Feature #4122: SEPA XML export v3 (pain.001.001.09)", "", "5.50"),
    ("06/07/2024", "Tomasz Wrobel", "Development", "Feature #4119: Dunning levels per customer group", "", "7.00"),
    ("06/07/2024", "Anna Vogel", "Design", "Feature #4112: Customer portal: download all invoices as ZIP", "", "2.00"),
    ("06/06/2024", "Lukas Brenner", "Development", "Bug #4108: Rounding difference of 0.01 in multi-currency invoices", "", "3.50"),
    ("06/05/2024", "Tomasz Wrobel", "Development", "Feature #4119: Dunning levels per customer group", "", "6.00"),
    ("06/04/2024", "Priya Natarajan", "Development", "Bug #4103: Webhook signature check fails for payloads with umlauts", "", "3.75"),
]


def rm_time_list() -> str:
    body = blk("""
        [50] main ''
          [51] status ''
            StaticText 'Successful creation.'
          [52] link 'Log time'
          heading 'Spent time'
          [54] group 'Filters'
            [55] checkbox 'Date', checked='true'
            [56] combobox 'Date operator' value='any', hasPopup='listbox', expanded=False
          [58] link 'Apply'
          [59] link 'Clear'
          [60] tab 'Details', selected=True
          [61] tab 'Report', selected=False
          StaticText 'Total time: 36.75 hours'
          [64] table ''
            row ''
              columnheader 'Date'
              columnheader 'User'
              columnheader 'Activity'
              columnheader 'Issue'
              columnheader 'Comment'
              columnheader 'Hours'
        """)
    for k, (day, user, act, issue, com, hrs) in enumerate(RM_TIME):
        b = 70 + k * 4
        body += blk(f"""
            row ''
              cell '{day}'
              [{b}] link '{user}'
              cell '{act}'
              [{b + 1}] link '{issue}'
              cell '{com}'
              cell '{hrs}'
            """, 2)
    body += blk("""
        StaticText '(1-10/31) Per page: 25, 50, 100'
        [120] link '2'
        [121] link 'Next »'
        """, 1)
    return page("Spent time - Billing Service - Redmine", f"{RM}/projects/billing-service/time_entries", rm_head("Spent time"), body)


RM_ISSUES = [
    (4131, "Feature", "New", "Normal", "Retry webhook delivery on 502 from the payment provider", "Tomasz Wrobel", "06/12/2024 09:58 AM"),
    (4129, "Bug", "New", "Normal", "Customer search ignores diacritics (Müller vs Muller)", "", "06/11/2024 04:17 PM"),
    (4127, "Bug", "In Progress", "High", "Invoice PDF shows wrong VAT rate for reverse-charge customers", "Priya Natarajan", "06/12/2024 10:41 AM"),
    (4126, "Support", "Feedback", "Low", "Export of 2023 invoices for the auditor", "Lukas Brenner", "06/10/2024 11:02 AM"),
    (4122, "Feature", "In Progress", "High", "SEPA XML export v3 (pain.001.001.09)", "Priya Natarajan", "06/11/2024 05:44 PM"),
    (4119, "Feature", "In Progress", "Normal", "Dunning levels per customer group", "Tomasz Wrobel", "06/11/2024 02:30 PM"),
    (4117, "Bug", "Resolved", "High", "Credit note numbers skip after year change", "Lukas Brenner", "06/10/2024 03:12 PM"),
    (4112, "Feature", "New", "Normal", "Customer portal: download all invoices as ZIP", "Anna Vogel", "06/07/2024 01:20 PM"),
    (4108, "Bug", "Feedback", "Normal", "Rounding difference of 0.01 in multi-currency invoices", "Lukas Brenner", "06/06/2024 10:05 AM"),
    (4103, "Bug", "In Progress", "Urgent", "Webhook signature check fails for payloads with umlauts", "Priya Natarajan", "06/04/2024 06:51 PM"),
    (4099, "Feature", "New", "Low", "Dark mode for the customer portal", "", "05/31/2024 09:14 AM"),
    (4090, "Support", "New", "Normal", "Question about proforma invoices for prepayment", "", "05/28/2024 02:40 PM"),
]


def rm_issue_list(issues: list[tuple]) -> str:
    body = blk("""
        [50] main ''
          [51] link 'New issue'
          heading 'Issues'
          [54] group 'Filters'
            [55] checkbox 'Status', checked='true'
            [56] combobox 'Status operator' value='open', hasPopup='listbox', expanded=False
          [58] group 'Options', expanded=False
          [60] link 'Apply'
          [61] link 'Clear'
          [62] link 'Save'
          [64] table ''
            row ''
              columnheader ''
              columnheader '#'
              columnheader 'Tracker'
              columnheader 'Status'
              columnheader 'Priority'
              columnheader 'Subject'
              columnheader 'Assignee'
              columnheader 'Updated'
        """)
    for k, (iid, tr, st, pr, subj, who, upd) in enumerate(issues):
        b = 70 + k * 5
        body += ["\t\trow ''", f"\t\t\t[{b}] checkbox '', checked='false'", f"\t\t\t[{b + 1}] link '{iid}'",
                 f"\t\t\tcell '{tr}'", f"\t\t\tcell '{st}'", f"\t\t\tcell '{pr}'", f"\t\t\t[{b + 2}] link '{subj}'"]
        body += [f"\t\t\t[{b + 3}] link '{who}'" if who else "\t\t\tcell ''", f"\t\t\tcell '{upd}'"]
    body += blk("""
        StaticText '(1-12/12)'
        StaticText 'Also available in: Atom | CSV | PDF'
        """, 1)
    return page("Issues - Billing Service - Redmine", f"{RM}/projects/billing-service/issues", rm_head("Issues"), body)


def rm_issue_4131() -> str:
    body = blk("""
        [50] main ''
          [52] link 'Edit'
          [53] link 'Log time'
          [54] link 'Watch'
          [55] link 'Copy'
          [56] link 'Delete'
          heading 'Feature #4131'
          [58] link '« Previous'
          StaticText '1 of 12'
          [59] link 'Next »'
          heading 'Retry webhook delivery on 502 from the payment provider'
          StaticText 'Added by'
          [62] link 'Tomasz Wrobel'
          StaticText 'about 1 hour ago. Updated 44 minutes ago.'
          table ''
            row ''
              rowheader 'Status:'
              cell 'New'
              rowheader 'Start date:'
              cell '06/12/2024'
            row ''
              rowheader 'Priority:'
              cell 'Normal'
              rowheader 'Due date:'
              cell '06/21/2024'
            row ''
              rowheader 'Assignee:'
              cell 'Tomasz Wrobel'
              rowheader '% Done:'
              cell '0%'
            row ''
              rowheader 'Category:'
              cell 'Webhooks'
              rowheader 'Estimated time:'
              cell '3.00 h'
            row ''
              rowheader 'Target version:'
              [70] link '2.4.1'
              rowheader 'Spent time:'
              cell '-'
          heading 'Description'
          StaticText 'Adyen returns 502 for about 30 seconds during their maintenance windows. We currently mark the delivery as failed after the first attempt. Retry with exponential backoff (1, 2, 4, 8 minutes), then give up and alert.'
          heading 'History'
          [202] article ''
            StaticText 'Updated by'
            [203] link 'Tomasz Wrobel'
            StaticText '44 minutes ago'
            StaticText 'Target version set to 2.4.1'
        """)
    return page("Feature #4131: Retry webhook delivery on 502 from the payment provider - Billing Service - Redmine",
                f"{RM}/issues/4131", rm_head("Issues"), body)


# Redmine, bad
def t10(rs: RowSet) -> None:
    e0 = {"status": "New", "assignee": "", "done": "0 %", "notes": ""}
    e1 = dict(e0, status="In Progress", f_status=", focused")
    e2 = dict(e1, assignee="Priya Natarajan", f_status="", f_assignee=", focused")
    e3 = dict(e2, done="60 %", f_assignee="", f_done=", focused")
    e4 = dict(e3, notes=RM_NOTE, f_done="")
    bad_list = [x if x[0] != 4127 else (4127, "Bug", "New", "High", x[4], "Priya Natarajan", "06/12/2024 10:41 AM") for x in RM_ISSUES]
    turns = [
        ("click('52')", rm_issue("New", "", "0%", "2 days ago", False, editing=e0)),
        ("select_option('306', 'In Progress')", rm_issue("New", "", "0%", "2 days ago", False, editing=e1)),
        ("select_option('308', 'Priya Natarajan')", rm_issue("New", "", "0%", "2 days ago", False, editing=e2)),
        ("select_option('315', '60 %')", rm_issue("New", "", "0%", "2 days ago", False, editing=e3)),
        (f"fill('323', '{RM_NOTE}')", rm_issue("New", "", "0%", "2 days ago", False, editing=e4)),
        ("click('326')", rm_issue("In Progress", "Priya Natarajan", "60%", "less than a minute ago", True, flash=True)),
        ("click('53')", rm_timeform("")),
        ("fill('58', '1.5')", rm_timeform("1.5")),
        ("click('62')", rm_time_list()),
        ("click('33')", rm_issue_list(bad_list)),
        ("click('71')", rm_issue_4131()),
    ]
    rs.add(task="web", tid="h48-web-10", system=system(
        "A Chromium tab driven by BrowserGym on the Redmine 5.1 instance at https://redmine.northwind-billing.eu, logged in as avogel (Anna Vogel), developer in the Billing Service project."),
        turns=turns, state=rm_issue("New", "", "0%", "2 days ago", False), bad=True, turn=10,
        kind="issue #4127 is listed with status New although it was saved as In Progress")


# ---------------------------------------------------------------------------------------------------------
# 11 OpenStreetMap
OSM = "http://localhost:3000"
OSM_CAR = [("Start on Forbes Avenue", "1.4km"), ("Turn left onto South Bouquet Street", "300m"),
           ("Turn right onto Boulevard of the Allies", "2.7km"), ("Take the ramp on the left towards I 376 West: Airport", "400m"),
           ("Merge onto Fort Pitt Bridge (I 376)", "1.1km"), ("Continue onto Penn-Lincoln Parkway West (I 376)", "22km"),
           ("Take exit 53 towards Airport", "600m"), ("Continue onto Airport Boulevard", "4.1km"),
           ("Turn right onto Departures Drive", "350m"), ("Reached destination", "")]
OSM_BIKE = [("Start on Forbes Avenue", "1.4km"), ("Turn left onto South Bouquet Street", "300m"),
            ("Turn right onto Boulevard of the Allies", "2.9km"), ("Turn left onto Smithfield Street", "550m"),
            ("Continue onto Smithfield Street Bridge", "300m"), ("Turn right onto West Carson Street", "3.6km"),
            ("Continue onto Steuben Street", "2.8km"), ("Continue onto Steubenville Pike", "11km"),
            ("Turn right onto Montour Trail", "8.4km"), ("Turn left onto Airport Boulevard", "3.9km"), ("Reached destination", "")]
OSM_BIKE_REV = [("Start on Airport Boulevard", "3.9km"), ("Turn right onto Montour Trail", "8.4km"),
                ("Turn left onto Steubenville Pike", "11km"), ("Continue onto Steuben Street", "2.8km"),
                ("Continue onto West Carson Street", "3.6km"), ("Turn left onto Smithfield Street Bridge", "300m"),
                ("Continue onto Smithfield Street", "550m"), ("Turn right onto Boulevard of the Allies", "2.9km"),
                ("Turn left onto South Bouquet Street", "300m"), ("Turn right onto Forbes Avenue", "1.4km"), ("Reached destination", "")]
OSM_CMU = "Carnegie Mellon University, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
OSM_PIT = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"


def osm_head() -> list[str]:
    return blk("""
        [10] banner ''
          [11] link 'OpenStreetMap logo OpenStreetMap'
          [13] button 'Edit'
          [14] button 'Edit with iD (in-browser editor)', hasPopup='menu'
          [15] link 'History'
          [16] link 'Export'
          [18] link 'GPS Traces'
          [19] link 'User Diaries'
          [20] link 'Communities'
          [21] link 'Copyright'
          [22] link 'Help'
          [23] link 'About'
          [25] link 'Log In'
          [26] link 'Sign Up'
        """)


def osm_map(zoom: str) -> list[str]:
    return blk(f"""
        [200] region 'Map'
          [201] button 'Zoom In'
          [202] button 'Zoom Out'
          [203] button 'Show My Location'
          [205] button 'Layers'
          [206] button 'Map Key'
          [207] button 'Share'
          [208] button 'Add a note to the map'
          [209] button 'Query features'
          StaticText '{zoom}'
          StaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'
        """)


def osm_search_side(query: str, results: bool) -> list[str]:
    out = blk(f"""
        [30] search ''
          [31] textbox 'Search' value='{query}'{', focused' if query and not results else ''}
          [32] button 'Go'
          [33] link 'Find directions between two points'
        """)
    if results:
        out += blk(f"""
            [40] complementary 'Search Results'
              heading 'Search Results'
              [41] button 'Close'
              heading 'Results from OpenStreetMap Nominatim'
              [43] list ''
                [44] listitem ''
                  StaticText 'University'
                  [45] link '{OSM_CMU}'
                [46] listitem ''
                  StaticText 'Bus Stop'
                  [47] link 'Carnegie Mellon University, Forbes Avenue, North Oakland, Pittsburgh, Allegheny County, 15213, United States'
                [48] listitem ''
                  StaticText 'Building'
                  [49] link 'Carnegie Mellon University Cohon University Center, 5032, Forbes Avenue, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States'
              heading 'Results from GeoNames'
              StaticText 'No results found'
            """)
    else:
        out += blk("""
            [40] complementary ''
              heading 'Welcome to OpenStreetMap!'
              StaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'
              StaticText 'Hosting is supported by UCL, Fastly, Bytemark Hosting, and other partners.'
              [42] link 'Learn More'
              [43] link 'Start Mapping'
            """)
    return out


def osm_dir(frm: str, to: str, engine: str, route: list[tuple[str, str]] | None, summary: str, focus: str = "") -> list[str]:
    out = blk(f"""
        [30] form ''
          [50] textbox 'From' value='{frm}'{', focused' if focus == 'from' else ''}
          [51] textbox 'To' value='{to}'{', focused' if focus == 'to' else ''}
          [53] combobox '' value='{engine}', hasPopup='menu'
            [54] option 'Bicycle (OSRM)', selected={engine == 'Bicycle (OSRM)'}
            [55] option 'Car (OSRM)', selected={engine == 'Car (OSRM)'}
            [56] option 'Foot (OSRM)', selected={engine == 'Foot (OSRM)'}
            [57] option 'Bicycle (GraphHopper)', selected=False
            [58] option 'Car (GraphHopper)', selected=False
            [59] option 'Foot (GraphHopper)', selected=False
            [60] option 'Bicycle (Valhalla)', selected=False
            [61] option 'Car (Valhalla)', selected=False
            [62] option 'Foot (Valhalla)', selected=False
          [64] button 'Go'
          [65] button 'Reverse Directions'
          [66] button 'Close'
        """)
    if route:
        out += blk(f"""
            [70] complementary ''
              heading 'Directions'
              StaticText '{summary}'
              [72] link 'Download route as GPX'
              [74] table ''
            """)
        for k, (step, dist) in enumerate(route, 1):
            out += ["\t\trow ''", f"\t\t\tcell '{k}.'", f"\t\t\tcell '{step}'", f"\t\t\tcell '{dist}'"]
        out += blk("""
            StaticText 'Directions courtesy of FOSSGIS OSRM'
            """, 1)
    return out


# OpenStreetMap, clean
def t11(rs: RowSet) -> None:
    q = "Carnegie Mellon University"
    base = f"{OSM}/#map=12/40.4406/-79.9959"
    car_url = f"{OSM}/directions?engine=fossgis_osrm_car&route=40.4443%2C-79.9436%3B40.4958%2C-80.2413#map=12/40.4701/-80.0925"
    bike_url = f"{OSM}/directions?engine=fossgis_osrm_bike&route=40.4443%2C-79.9436%3B40.4958%2C-80.2413#map=12/40.4701/-80.0925"
    rev_url = f"{OSM}/directions?engine=fossgis_osrm_bike&route=40.4958%2C-80.2413%3B40.4443%2C-79.9436#map=12/40.4701/-80.0925"
    turns = [
        (f"fill('31', '{q}')", page("OpenStreetMap", base, osm_head(), osm_search_side(q, False), osm_map("500 m"))),
        ("click('32')", page("OpenStreetMap | Search Results", f"{OSM}/search?query=Carnegie%20Mellon%20University#map=17/40.44428/-79.94288",
                             osm_head(), osm_search_side(q, True), osm_map("50 m"))),
        ("click('33')", page("OpenStreetMap | Directions", f"{OSM}/directions#map=17/40.44428/-79.94288", osm_head(),
                             osm_dir("", "", "Car (OSRM)", None, ""), osm_map("50 m"))),
        (f"fill('50', '{q}')", page("OpenStreetMap | Directions", f"{OSM}/directions#map=17/40.44428/-79.94288", osm_head(),
                                    osm_dir(q, "", "Car (OSRM)", None, "", "from"), osm_map("50 m"))),
        ("fill('51', 'Pittsburgh International Airport')", page("OpenStreetMap | Directions", f"{OSM}/directions#map=17/40.44428/-79.94288", osm_head(),
                                                                 osm_dir(q, "Pittsburgh International Airport", "Car (OSRM)", None, "", "to"), osm_map("50 m"))),
        ("click('64')", page("OpenStreetMap | Directions", car_url, osm_head(),
                             osm_dir(OSM_CMU, OSM_PIT, "Car (OSRM)", OSM_CAR, "Distance: 33km. Time: 0:29."), osm_map("1 km"))),
        ("select_option('53', 'Bicycle (OSRM)')", page("OpenStreetMap | Directions", bike_url, osm_head(),
                                                       osm_dir(OSM_CMU, OSM_PIT, "Bicycle (OSRM)", OSM_BIKE, "Distance: 35km. Time: 2:16."), osm_map("1 km"))),
        ("click('65')", page("OpenStreetMap | Directions", rev_url, osm_head(),
                             osm_dir(OSM_PIT, OSM_CMU, "Bicycle (OSRM)", OSM_BIKE_REV, "Distance: 35km. Time: 2:09."), osm_map("1 km"))),
    ]
    rs.add(task="web", tid="h48-web-11", system=system(
        "A Chromium tab driven by BrowserGym on the OpenStreetMap website mirror at http://localhost:3000 (routing by the FOSSGIS OSRM servers)."),
        turns=turns, state=page("OpenStreetMap", base, osm_head(), osm_search_side("", False), osm_map("500 m")))


# ---------------------------------------------------------------------------------------------------------
# 12 Home Assistant
HA = "http://homeassistant.local:8123"
HA_AUTOS = [
    ("bathroom_fan_humidity", "Bathroom fan off when humidity drops", "47 minutes ago", True),
    ("christmas_lights", "Christmas lights schedule", "10 months ago", False),
    ("dishwasher_done", "Dishwasher finished notification", "9 hours ago", True),
    ("front_door_unlocked", "Front door left unlocked alert", "2 days ago", True),
    ("hallway_night_setback", "Hallway heating night setback", "9 hours ago", True),
    ("porch_light_sunset", "Porch light at sunset", "15 hours ago", True),
    ("vacation_lights", "Vacation lights random", "5 months ago", False),
    ("wakeup_light", "Wake-up light bedroom", "1 hour ago", True),
]


def ha_side(active: str) -> list[str]:
    out = blk("""
        [10] navigation 'Sidebar'
          [11] button 'Sidebar toggle'
          StaticText 'Home Assistant'
        """)
    for k, name in enumerate(["Overview", "Energy", "Map", "Logbook", "History", "Media", "To-do lists", "Developer tools", "Settings"]):
        extra = " 2" if name == "Settings" else ""
        out.append(f"\t[{12 + k}] link '{name}{extra}'" + (", selected=True" if name == active else ""))
    out += blk("""
        [22] button 'Notifications 1'
        [23] link 'Ingrid'
        """, 1)
    return out


def ha_overview(ceiling: bool, outdoor: str, dish: str, living_t: str, dialog: bool = False) -> str:
    body = blk(f"""
        [30] banner ''
          StaticText 'Home'
          [32] button 'Search entities'
          [33] button 'Assist'
          [34] button 'Menu', hasPopup='menu'
        [40] main ''
          heading 'Living Room'
          [42] button 'Ceiling light {'On' if ceiling else 'Off'}'
          [43] switch 'Toggle Ceiling light', checked='{'true' if ceiling else 'false'}'
          [44] button 'Floor lamp 60%'
          [45] switch 'Toggle Floor lamp', checked='true'
          [46] button 'Living Room TV Paused'
          [47] button 'Temperature {living_t} °C'
          [48] button 'Humidity 44 %'
          heading 'Kitchen'
          [50] button 'Kitchen lights Off'
          [51] switch 'Toggle Kitchen lights', checked='false'
          [52] button 'Dishwasher {dish}'
          [53] button 'Coffee maker Off'
          [54] switch 'Toggle Coffee maker', checked='false'
          heading 'Hallway'
          [56] group 'Hallway thermostat'
            StaticText 'Heat'
            StaticText 'Target 20.5 °C'
            StaticText 'Currently 19.8 °C'
            [57] button 'Decrease temperature'
            [58] button 'Increase temperature'
          heading 'Entrance'
          [60] button 'Front door lock Locked'
          [61] button 'Front door Closed'
          heading 'Outside'
          [63] button 'Outdoor temperature {outdoor} °C'
          [64] button 'Sun Above horizon'
          [65] button 'Porch light Off'
        """)
    if dialog:
        body += blk("""
            [300] dialog 'Floor lamp'
              [301] button 'Close'
              StaticText 'Floor lamp'
              StaticText 'On · 60%'
              [303] slider 'Brightness' value='60'
              [304] switch 'Toggle Floor lamp', checked='true'
              [305] button 'Color temperature'
              [306] button 'Effect', hasPopup='listbox'
              [307] button 'Settings'
              [308] button 'Related'
              heading 'Attributes'
              StaticText 'Color mode: color_temp'
              StaticText 'Color temp (Kelvin): 2700'
              StaticText 'Min color temp (Kelvin): 2202'
              StaticText 'Max color temp (Kelvin): 6535'
              StaticText 'Friendly name: Floor lamp'
              StaticText 'Supported features: Transition'
            """)
    return page("Overview – Home Assistant", f"{HA}/lovelace/0", ha_side("Overview"), body)


def ha_settings() -> str:
    body = blk("""
        [30] banner ''
          StaticText 'Settings'
          [32] button 'Search'
          [33] button 'Menu', hasPopup='menu'
        [40] main ''
          [41] link 'Repairs 1'
          StaticText 'Zigbee coordinator firmware is outdated'
          [43] link 'Home Assistant Core 2024.6.2'
          StaticText 'Update available'
          [45] link 'ESPHome 2024.6.0'
          StaticText 'Update available'
          [50] link 'Devices & services Integrations, entities & helpers'
          [51] link 'Automations & scenes Manage automations, scenes, scripts & blueprints'
          [52] link 'Areas, labels & zones Manage locations, groups of entities & zones'
          [53] link 'Add-ons Run extra applications next to Home Assistant'
          [54] link 'Dashboards Organize how you interact with your home'
          [55] link 'Voice assistants Manage your voice assistants'
          [56] link 'Tags Set up NFC tags and QR codes'
          [57] link 'People Manage who can access your home'
          [58] link 'System Create backups, check logs or reboot your system'
          [59] link 'About Home Assistant 2024.5.5 installed'
        """)
    return page("Settings – Home Assistant", f"{HA}/config/dashboard", ha_side("Settings"), body)


def ha_autos(enabled: dict[str, bool], menu_for: str | None = None, toast: str | None = None) -> str:
    body = blk("""
        [30] banner ''
          StaticText 'Automations & scenes'
          [32] tab 'Automations', selected=True
          [33] tab 'Scenes', selected=False
          [34] tab 'Scripts', selected=False
          [35] tab 'Blueprints', selected=False
        [40] main ''
          [41] searchbox 'Search 8 automations' value=''
          [42] button 'Filters'
          [43] button 'Group by', hasPopup='menu'
          [44] button 'Sort by Name', hasPopup='menu'
          [46] grid ''
            row ''
              columnheader ''
              columnheader 'Name'
              columnheader 'Last triggered'
              columnheader ''
        """)
    for k, (slug, name, last, _) in enumerate(HA_AUTOS):
        b = 50 + k * 5
        body += blk(f"""
            row ''
              gridcell ''
              [{b}] gridcell '{name}'
              gridcell '{last}'
            """, 2)
        if not enabled[slug]:
            body.append("\t\t\tStaticText 'Disabled'")
        body.append(f"\t\t\t[{b + 1}] button 'Menu', hasPopup='menu', expanded={'True' if slug == menu_for else 'False'}")
        if slug == menu_for:
            body += blk(f"""
                [{b + 2}] menu ''
                  menuitem 'Info'
                  menuitem 'Settings'
                  menuitem 'Move to category'
                  menuitem 'Add labels'
                  menuitem 'Run actions'
                  menuitem 'Show trace'
                  menuitem 'Duplicate'
                  [{b + 3}] menuitem '{'Disable' if enabled[slug] else 'Enable'}'
                  [{b + 4}] menuitem 'Delete'
                """, 3)
    body += blk("""
        [100] button 'Create automation'
        """, 1)
    if toast:
        body += blk(f"""
            [110] status ''
              StaticText '{toast}'
            """)
    return page("Automations – Home Assistant", f"{HA}/config/automation/dashboard", ha_side("Settings"), body)


def ha_editor() -> str:
    body = blk("""
        [30] banner ''
          [31] button 'Back'
          StaticText 'Porch light at sunset'
          [33] button 'Menu', hasPopup='menu'
        [40] main ''
          heading 'When'
          StaticText 'Triggers start the processing of an automation rule.'
          [42] group 'When the sun sets offset by -00:15:00'
            [43] button 'Expand'
            [44] button 'Menu', hasPopup='menu'
          [46] button 'Add trigger'
          heading 'And if (optional)'
          [48] button 'Add condition'
          heading 'Then do'
          [50] group 'Light \\'Turn on\\' on Porch light'
            [51] button 'Expand'
            [52] button 'Menu', hasPopup='menu'
          [54] group 'Delay for 5 hours'
            [55] button 'Expand'
            [56] button 'Menu', hasPopup='menu'
          [58] group 'Light \\'Turn off\\' on Porch light'
            [59] button 'Expand'
            [60] button 'Menu', hasPopup='menu'
          [62] button 'Add action'
        """)
    body = [x.replace("'Light \\'Turn on\\' on Porch light'", "\"Light 'Turn on' on Porch light\"")
             .replace("'Light \\'Turn off\\' on Porch light'", "\"Light 'Turn off' on Porch light\"") for x in body]
    return page("Porch light at sunset – Automations – Home Assistant", f"{HA}/config/automation/edit/1699812204118", ha_side("Settings"), body)


# Home Assistant, bad
def t12(rs: RowSet) -> None:
    en = {slug: on for slug, _, _, on in HA_AUTOS}
    en2 = dict(en, vacation_lights=True)
    en_bad = dict(en2, bathroom_fan_humidity=False)
    turns = [
        ("click('43')", ha_overview(True, "7.4", "Running", "21.4")),
        ("click('20')", ha_settings()),
        ("click('51')", ha_autos(en)),
        ("click('81')", ha_autos(en, menu_for="vacation_lights")),
        ("click('83')", ha_autos(en2, toast="Automation enabled")),
        ("click('75')", ha_editor()),
        ("go_back()", ha_autos(en_bad)),
        ("click('12')", ha_overview(True, "7.6", "Drying", "21.5")),
        ("click('44')", ha_overview(True, "7.6", "Drying", "21.5", dialog=True)),
    ]
    rs.add(task="web", tid="h48-web-12", system=system(
        "A Chromium tab driven by BrowserGym on the Home Assistant web frontend at http://homeassistant.local:8123, logged in as the owner Ingrid. Sensors report live values."),
        turns=turns, state=ha_overview(False, "7.4", "Running", "21.4"), bad=True, turn=7,
        kind="automation 'Bathroom fan off when humidity drops' shows Disabled though only the vacation automation was touched")


# ---------------------------------------------------------------------------------------------------------
# 13 phpMyAdmin
PMA = "https://db-admin.brightwater.local/phpmyadmin"
_SUP_NAMES = """Acme Fasteners Ltd|GB;Baltic Timber SIA|LV;Cascade Plastics Inc.|US;Delta Kartonagen GmbH|DE;Ebro Envases S.L.|ES;Fjord Steel AS|NO;
Granite Packaging Co.|US;Helvetia Druck AG|CH;Iberia Labels S.A.|PT;Jura Holzbau GmbH|DE;Kaskad Metall AB|SE;Lumen Optics Sp. z o.o.|PL;
Mistral Emballages SARL|FR;Nordic Pallet Oy|FI;Orion Chemicals BV|NL;Pannonia Textil Kft.|HU;Quercus Cork Lda.|PT;Rhein Logistik GmbH|DE;
Saxon Tape Ltd|GB;Tatra Glass s.r.o.|SK;Umbria Carta S.r.l.|IT;Vltava Print a.s.|CZ;Westmark Adhesives LLC|US;Xanten Folien GmbH|DE;
Yarra Crates Pty Ltd|AU;Zeeland Shrinkwrap BV|NL;Alpen Karton GmbH|AT;Bohemia Foam s.r.o.|CZ;Celtic Corrugated Ltd|IE;Danube Strap GmbH|AT;
Elbe Container GmbH|DE;Flanders Inks NV|BE;Gotland Fibre AB|SE;Hanse Etiketten GmbH|DE;Isar Verpackung GmbH|DE;Jutland Reel ApS|DK;
Karelia Board Oy|FI;Loire Sacs SAS|FR;Meuse Metal SA|BE;Nile Cotton Bags Co.|EG;Oder Paletten Sp. z o.o.|PL;Piedmont Vetro S.p.A.|IT;
Quebec Kraft Inc.|CA;Rhone Bouchons SAS|FR;Severn Polymers Ltd|GB;Tagus Tubes S.A.|PT;Ural Staples LLC|KZ;Vistula Boxes Sp. z o.o.|PL;
Weser Pappe GmbH|DE;Ystad Twine AB|SE;Zagreb Ambalaza d.o.o.|HR;Aare Praezision AG|CH;Bergen Netting AS|NO;Cork Coast Seals Ltd|IE;
Dalarna Wood AB|SE;Emilia Film S.r.l.|IT;Fraser Liners Ltd|CA"""
SUP_IDS = [i for i in range(1, 63) if i not in (7, 19, 23, 40, 51)]


def _sup_rows() -> list[tuple]:
    rows = []
    pairs = [x.strip() for x in _SUP_NAMES.replace("\n", "").split(";")]
    dial = {"GB": "44", "LV": "371", "US": "1", "DE": "49", "ES": "34", "NO": "47", "CH": "41", "PT": "351", "SE": "46",
            "PL": "48", "FR": "33", "FI": "358", "NL": "31", "HU": "36", "SK": "421", "IT": "39", "CZ": "420", "AU": "61",
            "AT": "43", "IE": "353", "BE": "32", "DK": "45", "EG": "20", "CA": "1", "KZ": "7", "HR": "385"}
    base = date(2019, 3, 4)
    for iid, pair in zip(SUP_IDS, pairs):
        name, cc = pair.split("|")
        slug = name.split()[0].lower()
        dom = {"GB": "co.uk", "US": "com", "AU": "com.au", "CA": "ca", "EG": "com.eg", "KZ": "kz"}.get(cc, cc.lower())
        phone = f"+{dial[cc]} {(iid * 7919) % 900 + 100} {(iid * 104729) % 9000 + 1000}"
        day = base + timedelta(days=iid * 31 + (iid * 17) % 23)
        created = f"{day.isoformat()} {(iid * 5) % 9 + 8:02d}:{(iid * 13) % 60:02d}:{(iid * 29) % 60:02d}"
        rows.append((iid, name, cc, f"orders@{slug}.{dom}", phone, created))
    return rows


SUP_ROWS = _sup_rows()
SUP_NEW = (63, "Nordlicht Verpackungen GmbH", "DE", "einkauf@nordlicht-verpackungen.de", "NULL", "2024-09-18 14:07:33")


def pma_nav(table: str | None) -> list[str]:
    out = blk("""
        [10] navigation ''
          [11] link 'phpMyAdmin'
          [12] link 'Home'
          [13] link 'Log out'
          [14] link 'Settings'
          [16] tree ''
            [17] treeitem 'New'
            [18] treeitem 'information_schema'
            [19] treeitem 'inventory', expanded=True
              [20] treeitem 'New'
              [21] treeitem 'categories'
              [22] treeitem 'product_prices'
              [23] treeitem 'products'
              [24] treeitem 'stock_movements'
        """)
    out.append("\t\t\t[25] treeitem 'suppliers'" + (", selected=True" if table == "suppliers" else ""))
    out += ["\t\t\t[26] treeitem 'warehouses'", "\t\t[27] treeitem 'mysql'", "\t\t[28] treeitem 'performance_schema'", "\t\t[29] treeitem 'sys'"]
    out += blk("""
        [40] navigation 'Breadcrumbs'
          StaticText 'Server: localhost:3306'
          [42] link 'Database: inventory'
        """)
    if table:
        out.append(f"\t[43] link 'Table: {table}'")
    return out


def pma_tabs(active: str) -> list[str]:
    out = ["[50] tablist ''"]
    for k, name in enumerate(["Browse", "Structure", "SQL", "Search", "Insert", "Export", "Import", "Privileges", "Operations", "Tracking", "Triggers"]):
        out.append(f"\t[{51 + k}] tab '{name}', selected={'True' if name == active else 'False'}")
    return out


def pma_browse(rows: list[tuple], total: int, took: str, sql: str, msg: list[str] | None = None, order: str = "") -> str:
    body = blk("""
        [70] main ''
        """)
    if msg:
        body += ["\t[71] status ''"] + [f"\t\tStaticText '{m}'" for m in msg]
    body += blk(f"""
        StaticText 'Showing rows 0 - 24 ({total} total, Query took {took} seconds.)'
        [74] code ''
          StaticText '{sql}'
        [76] checkbox 'Profiling', checked='false'
        [77] link 'Edit inline'
        [78] link 'Edit'
        [79] link 'Explain SQL'
        [80] link 'Create PHP code'
        [81] link 'Refresh'
        [83] checkbox 'Show all', checked='false'
        [84] combobox 'Number of rows:' value='25', hasPopup='listbox', expanded=False
        [85] textbox 'Filter rows' value=''
        [86] combobox 'Sort by key:' value='{order or 'None'}', hasPopup='listbox', expanded=False
        [87] combobox 'Page number:' value='1', hasPopup='listbox', expanded=False
        [88] button '>'
        [89] button '>>'
        [90] table ''
          row ''
            columnheader ''
            columnheader ''
            [92] link 'id'
            [93] link 'name'
            [94] link 'country'
            [95] link 'contact_email'
            [96] link 'phone'
            [97] link 'created_at'
        """, 1)
    for iid, name, cc, mail, phone, created in rows:
        b = 100 + iid * 4
        body += ["\t\trow ''", f"\t\t\t[{b}] checkbox '', checked='false'", f"\t\t\t[{b + 1}] link 'Edit'",
                 f"\t\t\t[{b + 2}] link 'Copy'", f"\t\t\t[{b + 3}] link 'Delete'", f"\t\t\tcell '{iid}'",
                 f"\t\t\tcell '{name}'", f"\t\t\tcell '{cc}'", f"\t\t\tcell '{mail}'", f"\t\t\tcell '{phone}'",
                 f"\t\t\tcell '{created}'"]
    body += blk("""
        [400] checkbox 'Check all', checked='false'
        StaticText 'With selected:'
        [402] button 'Edit'
        [403] button 'Copy'
        [404] button 'Delete'
        [405] button 'Export'
        """, 1)
    return page("localhost:3306 / localhost / inventory / suppliers | phpMyAdmin 5.2.1",
                f"{PMA}/index.php?route=/sql&db=inventory&table=suppliers&pos=0", pma_nav("suppliers"), pma_tabs("Browse"), body)


def pma_insert(vals: dict[str, str], focus: str) -> str:
    body = blk("""
        [70] main ''
          [72] table ''
            row ''
              columnheader 'Column'
              columnheader 'Type'
              columnheader 'Function'
              columnheader 'Null'
              columnheader 'Value'
        """)
    cols = [("id", "int(11)", False), ("name", "varchar(120)", False), ("country", "char(2)", False),
            ("contact_email", "varchar(190)", False), ("phone", "varchar(32)", True), ("created_at", "datetime", False)]
    for k, (col, typ, null) in enumerate(cols):
        b = 80 + k * 4
        body += blk(f"""
            row ''
              cell '{col}'
              cell '{typ}'
              [{b}] combobox 'Function' value='', hasPopup='listbox', expanded=False
            """, 2)
        if null:
            body.append(f"\t\t\t[{b + 1}] checkbox 'Null', checked='true'")
        else:
            body.append("\t\t\tcell ''")
        f = ", focused" if col == focus else ""
        if col == "created_at":
            body.append(f"\t\t\t[{b + 2}] textbox '{col}' value='current_timestamp()'{f}")
        else:
            body.append(f"\t\t\t[{b + 2}] textbox '{col}' value='{vals.get(col, '')}'{f}")
    body += blk("""
        [110] button 'Go'
        [112] radio 'Insert as new row', checked='true'
        [113] radio 'Insert as new row and ignore errors', checked='false'
        [114] radio 'Show insert query', checked='false'
        StaticText 'and then'
        [116] combobox 'and then' value='Go back to previous page', hasPopup='listbox', expanded=False
        [118] button 'Go'
        [119] button 'Reset'
        StaticText 'Continue insertion with 2 rows'
        """, 1)
    return page("localhost:3306 / localhost / inventory / suppliers | phpMyAdmin 5.2.1",
                f"{PMA}/index.php?route=/table/change&db=inventory&table=suppliers", pma_nav("suppliers"), pma_tabs("Insert"), body)


def pma_db(sup_rows: int) -> str:
    tables = [("categories", 14, "16.0 KiB"), ("product_prices", 1284, "160.0 KiB"), ("products", 642, "224.0 KiB"),
              ("stock_movements", 48310, "6.5 MiB"), ("suppliers", sup_rows, "16.0 KiB"), ("warehouses", 4, "16.0 KiB")]
    body = blk("""
        [50] tablist ''
          [51] tab 'Structure', selected=True
          [52] tab 'SQL', selected=False
          [53] tab 'Search', selected=False
          [54] tab 'Query', selected=False
          [55] tab 'Export', selected=False
          [56] tab 'Import', selected=False
          [57] tab 'Operations', selected=False
          [58] tab 'Privileges', selected=False
          [59] tab 'Routines', selected=False
          [60] tab 'Events', selected=False
          [61] tab 'Triggers', selected=False
          [62] tab 'Designer', selected=False
        [70] main ''
          [71] textbox 'Filter' value=''
          [72] table ''
            row ''
              columnheader ''
              columnheader 'Table'
              columnheader 'Action'
              columnheader 'Rows'
              columnheader 'Type'
              columnheader 'Collation'
              columnheader 'Size'
              columnheader 'Overhead'
        """)
    for k, (name, n, size) in enumerate(tables):
        b = 80 + k * 10
        body += ["\t\trow ''", f"\t\t\t[{b}] checkbox '', checked='false'", f"\t\t\t[{b + 1}] link '{name}'",
                 f"\t\t\t[{b + 2}] link 'Browse'", f"\t\t\t[{b + 3}] link 'Structure'", f"\t\t\t[{b + 4}] link 'Search'",
                 f"\t\t\t[{b + 5}] link 'Insert'", f"\t\t\t[{b + 6}] link 'Empty'", f"\t\t\t[{b + 7}] link 'Drop'",
                 f"\t\t\tcell '{n:,}'", "\t\t\tcell 'InnoDB'", "\t\t\tcell 'utf8mb4_general_ci'", f"\t\t\tcell '{size}'", "\t\t\tcell '-'"]
    total = 14 + 1284 + 642 + 48310 + sup_rows + 4
    body += blk(f"""
        row ''
          cell ''
          cell '6 tables'
          cell 'Sum'
          cell '{total:,}'
          cell 'InnoDB'
          cell 'utf8mb4_general_ci'
          cell '6.9 MiB'
          cell '0 B'
        """, 2)
    body += blk("""
        [150] checkbox 'Check all', checked='false'
        [151] combobox 'With selected:' value='', hasPopup='listbox', expanded=False
        [153] link 'Print'
        [154] link 'Data dictionary'
        heading 'Create new table'
        [157] textbox 'Table name' value=''
        [158] spinbutton 'Number of columns' value='4'
        [159] button 'Create'
        """, 1)
    return page("localhost:3306 / localhost / inventory | phpMyAdmin 5.2.1", f"{PMA}/index.php?route=/database/structure&db=inventory",
                pma_nav(None), body)


# phpMyAdmin, clean
def t13(rs: RowSet) -> None:
    first = SUP_ROWS[:25]
    desc = ([SUP_NEW] + SUP_ROWS[::-1])[:25]
    ins_msg = ["1 row inserted.", "Inserted row id: 63",
               "INSERT INTO `suppliers` (`id`, `name`, `country`, `contact_email`, `phone`, `created_at`) VALUES (NULL, 'Nordlicht Verpackungen GmbH', 'DE', 'einkauf@nordlicht-verpackungen.de', NULL, current_timestamp());"]
    v1 = {"name": "Nordlicht Verpackungen GmbH"}
    v2 = dict(v1, country="DE")
    v3 = dict(v2, contact_email="einkauf@nordlicht-verpackungen.de")
    turns = [
        ("click('122')", pma_browse(first, 57, "0.0006", "SELECT * FROM `suppliers`")),
        ("click('55')", pma_insert({}, "")),
        ("fill('86', 'Nordlicht Verpackungen GmbH')", pma_insert(v1, "name")),
        ("fill('90', 'DE')", pma_insert(v2, "country")),
        ("fill('94', 'einkauf@nordlicht-verpackungen.de')", pma_insert(v3, "contact_email")),
        ("click('118')", pma_browse(first, 58, "0.0004", "SELECT * FROM `suppliers`", msg=ins_msg)),
        ("click('92')", pma_browse(first, 58, "0.0005", "SELECT * FROM `suppliers` ORDER BY `suppliers`.`id` ASC", order="PRIMARY (ASC)")),
        ("click('92')", pma_browse(desc, 58, "0.0005", "SELECT * FROM `suppliers` ORDER BY `suppliers`.`id` DESC", order="PRIMARY (DESC)")),
        ("click('42')", pma_db(58)),
    ]
    rs.add(task="web", tid="h48-web-13", system=system(
        "A Chromium tab driven by BrowserGym on phpMyAdmin 5.2.1 (MariaDB 10.11 on localhost:3306) at https://db-admin.brightwater.local/phpmyadmin, logged in as the user inventory_admin."),
        turns=turns, state=pma_db(57))


# ---------------------------------------------------------------------------------------------------------
# 14 Discourse
DC = "https://forum.homelabber.net"
DC_OLD = "Backup to S3 fails with SignatureDoesNotMatch after upgrade"
DC_NEW = "S3 backup to MinIO fails with SignatureDoesNotMatch after 2.4 upgrade"
DC_POSTS = [
    ("tvernon", "2d", "After upgrading to 2.4.0 the nightly backup to my MinIO bucket fails every time. The log says: SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Same credentials worked on 2.3.2."),
    ("kira_s", "2d", "Are you using path-style addressing? 2.4 switched the default to virtual-hosted style, and MinIO behind a plain hostname needs path style."),
    ("tvernon", "1d", "I set S3_FORCE_PATH_STYLE=true, same error. Clock on the NAS is in sync (chrony, offset under 1 ms)."),
    ("nadia_m", "1d", "Check the region. The signature includes it, and MinIO expects us-east-1 unless you configured something else. 2.4 no longer falls back to us-east-1 when S3_REGION is empty."),
    ("tvernon", "5h", "That was it. Setting S3_REGION=us-east-1 fixed it, first backup in three days just finished. Thanks!"),
]


def dc_chrome() -> list[str]:
    return blk("""
        [10] banner ''
          [11] link 'Homelabber Forum'
          [13] button 'Search'
          [14] button 'Chat'
          [15] button 'nadia_m', hasPopup='menu'
        [20] navigation 'Sidebar'
          [21] link 'Topics'
          [22] link 'My Posts'
          [23] link 'Review 3'
          [24] link 'Admin'
          [25] button 'More', hasPopup='menu'
          StaticText 'Categories'
          [27] link 'Support'
          [28] link 'Installation'
          [29] link 'Networking'
          [30] link 'Storage'
          [31] link 'Show & Tell'
          [32] link 'All categories'
          StaticText 'Messages'
          [34] link 'Inbox'
        """)


def dc_topic(title: str, category: str, edit: dict | None = None, edited: bool = False) -> str:
    if edit is None:
        head = blk(f"""
            [40] main ''
              [41] heading '{title}'
              [42] button 'Edit the title and category of this topic'
              [43] link '{category}'
              [44] link 'backup'
            """)
    else:
        head = blk(f"""
            [40] main ''
              [50] textbox 'Type title, or paste a link here' value='{edit['title']}'{', focused' if edit.get('focus') == 'title' else ''}
              [52] combobox 'Category' value='{edit['category']}', hasPopup='listbox', expanded={'True' if edit.get('open') else 'False'}
            """)
        if edit.get("open"):
            head += blk("""
                [53] listbox ''
                  [54] option 'Support', selected=True
                  [55] option 'Installation', selected=False
                  [56] option 'Networking', selected=False
                  [57] option 'Storage', selected=False
                  [58] option 'Show & Tell', selected=False
                  [59] option 'Uncategorized', selected=False
                """, 2)
        head += blk("""
            [60] combobox 'Tags' value='backup', hasPopup='listbox', expanded=False
            [62] button 'Save'
            [63] button 'Cancel'
            """, 1)
    posts = []
    for k, (who, age, text) in enumerate(DC_POSTS):
        b = 100 + k * 10
        posts += blk(f"""
            [{b}] article 'post #{k + 1} by @{who}'
              [{b + 1}] link '{who}'
              [{b + 2}] link '{age}'
            """, 1)
        if k == 0 and edited:
            posts.append(f"\t\t[{b + 3}] button 'post edit history, 1 edit'")
        posts.append(f"\t\tStaticText '{text}'")
        likes = {1: "1 person liked", 4: "1 person liked"}.get(k)
        if likes:
            posts.append(f"\t\t[{b + 4}] button '{likes} this post'")
        posts += [f"\t\t[{b + 5}] button 'like this post'", f"\t\t[{b + 6}] button 'copy a link to this post to clipboard'",
                  f"\t\t[{b + 7}] button 'show more'", f"\t\t[{b + 8}] button 'begin composing a reply to this post'"]
        if k == 0:
            posts += blk("""
                StaticText 'created 2d'
                StaticText 'last reply 5h'
                StaticText '4 replies'
                StaticText '187 views'
                StaticText '3 users'
                StaticText '2 likes'
                """, 2)
    tail = blk("""
        [180] button 'Bookmark'
        [181] button 'Share'
        [182] button 'Flag'
        [183] button 'Reply'
        [185] button 'Tracking', hasPopup='menu'
        StaticText 'You will see a count of new replies because you posted a reply to this topic.'
        [190] navigation 'Topic progress'
          StaticText '5 / 5'
          StaticText '5h'
        """, 1)
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return page(f"{title} - {category} - Homelabber Forum", f"{DC}/t/{slug}/8812",
                dc_chrome(), head, posts, tail)


DC_STORAGE = [
    ("About the Storage category", 0, "412", "Jan 2023", True),
    ("ZFS pool shows DEGRADED after replacing disk, resilver stuck at 0%", 1, "214", "3h", False),
    (DC_OLD, 4, "187", "5h", False),
    ("Recommended HBA for 8 SATA disks in 2024?", 23, "1.2k", "1d", False),
    ("SMART warnings on new WD Red Plus drives", 9, "402", "2d", False),
    ("NFS share permission denied from Docker containers", 12, "655", "4d", False),
    ("Moving from Unraid to TrueNAS SCALE, what to expect", 31, "2.9k", "6d", False),
]


def dc_category() -> str:
    body = blk("""
        [40] main ''
          [41] heading 'Storage'
          StaticText 'Disks, RAID, ZFS, NAS software, backups and file sharing.'
          [43] button 'Storage', hasPopup='listbox'
          [44] button 'all tags', hasPopup='listbox'
          [46] link 'Latest', selected=True
          [47] link 'New'
          [48] link 'Unread (2)'
          [49] link 'Top'
          [51] button 'New Topic'
          [52] button 'Notifications', hasPopup='menu'
          [54] table ''
            row ''
              columnheader 'Topic'
              columnheader 'Replies'
              columnheader 'Views'
              columnheader 'Activity'
        """)
    for k, (title, rep, views, act, pinned) in enumerate(DC_STORAGE):
        b = 60 + k * 4
        body += ["\t\trow ''"]
        if pinned:
            body.append("\t\t\tStaticText 'Pinned'")
        body += [f"\t\t\t[{b}] link '{title}'", f"\t\t\tcell '{rep}'", f"\t\t\tcell '{views}'", f"\t\t\t[{b + 1}] link '{act}'"]
    body += blk("""
        StaticText 'There are no more Storage topics. Ready to start a new conversation?'
        """, 1)
    return page("Latest Storage topics - Homelabber Forum", f"{DC}/c/storage/7", dc_chrome(), body)


DC_ZFS = [
    ("brandt", "4h", "Replaced a failing disk in my 4x8TB RAIDZ1 with zpool replace tank ata-WDC_WD80EFZZ_7HK2RJ3N /dev/disk/by-id/ata-ST8000VN004_WP00QX1L. zpool status shows DEGRADED and the resilver has been at 0.00% for two hours."),
    ("kira_s", "3h", "Is there a scrub running at the same time? A scrub in progress pauses the resilver on some OpenZFS versions. Also post the full zpool status -v please."),
]


def dc_zfs(composer: str | None) -> str:
    body = blk("""
        [40] main ''
          [41] heading 'ZFS pool shows DEGRADED after replacing disk, resilver stuck at 0%'
          [43] link 'Storage'
          [44] link 'zfs'
        """)
    for k, (who, age, text) in enumerate(DC_ZFS):
        b = 100 + k * 10
        body += blk(f"""
            [{b}] article 'post #{k + 1} by @{who}'
              [{b + 1}] link '{who}'
              [{b + 2}] link '{age}'
              StaticText '{text}'
              [{b + 5}] button 'like this post'
              [{b + 6}] button 'copy a link to this post to clipboard'
              [{b + 7}] button 'show more'
              [{b + 8}] button 'begin composing a reply to this post'
            """, 1)
    body += blk("""
        [180] button 'Bookmark'
        [181] button 'Share'
        [182] button 'Flag'
        [183] button 'Reply'
        [185] button 'Normal', hasPopup='menu'
        [190] navigation 'Topic progress'
          StaticText '2 / 2'
          StaticText '3h'
        """, 1)
    if composer is not None:
        body += blk(f"""
            [300] dialog 'Composer'
              StaticText 'Reply to topic: ZFS pool shows DEGRADED after replacing disk, resilver stuck at 0%'
              [302] textbox 'Type here. Use Markdown, BBCode, or HTML to format. Drag or paste images.' value='{composer}', focused
              [304] region 'Preview'
                StaticText '{composer}'
              [306] button 'Reply'
              [307] button 'Cancel'
              [308] button 'Toggle preview'
            """)
    return page("ZFS pool shows DEGRADED after replacing disk, resilver stuck at 0% - Storage - Homelabber Forum",
                f"{DC}/t/zfs-pool-shows-degraded-after-replacing-disk-resilver-stuck-at-0/8840", dc_chrome(), body)


# Discourse, bad
def t14(rs: RowSet) -> None:
    reply = "Also check zpool events -v for a device removal loop. If the new Seagate keeps dropping off the HBA, the resilver restarts from 0% every time."
    e0 = {"title": DC_OLD, "category": "Support"}
    turns = [
        ("click('42')", dc_topic(DC_OLD, "Support", edit=dict(e0, focus="title"))),
        (f"fill('50', '{DC_NEW}')", dc_topic(DC_OLD, "Support", edit={"title": DC_NEW, "category": "Support", "focus": "title"})),
        ("click('52')", dc_topic(DC_OLD, "Support", edit={"title": DC_NEW, "category": "Support", "open": True})),
        ("click('57')", dc_topic(DC_OLD, "Support", edit={"title": DC_NEW, "category": "Storage"})),
        ("click('62')", dc_topic(DC_NEW, "Storage", edited=True)),
        ("click('43')", dc_category()),
        ("click('64')", dc_zfs(None)),
        ("click('183')", dc_zfs("")),
        (f"fill('302', '{reply}')", dc_zfs(reply)),
    ]
    rs.add(task="web", tid="h48-web-14", system=system(
        "A Chromium tab driven by BrowserGym on a Discourse 3.2 forum at https://forum.homelabber.net, logged in as the moderator nadia_m."),
        turns=turns, state=dc_topic(DC_OLD, "Support"), bad=True, turn=6,
        kind="renamed topic listed under its old title in the Storage category")


# ---------------------------------------------------------------------------------------------------------
# 15 Google Analytics 4
GA = "https://analytics.google.com/analytics/web/#/p318845102"


def ga_chrome(active: str) -> list[str]:
    out = blk("""
        [10] banner ''
          [11] link 'Analytics'
          [12] button 'All accounts > Brightline Outdoor: Brightline Outdoor - GA4', hasPopup='dialog'
          [14] combobox 'Try searching "how to set up Analytics"' value='', hasPopup='listbox', expanded=False
          [16] button 'Apps'
          [17] button 'Help'
          [18] button 'Google Account: Marta Lindqvist', hasPopup='menu'
        [20] navigation ''
          [21] link 'Home'
          [22] link 'Reports', selected=True
          [23] link 'Explore'
          [24] link 'Advertising'
          [26] link 'Admin'
        [30] navigation 'Reports'
        """)
    for k, name in enumerate(["Reports snapshot", "Realtime overview", "Realtime pages"]):
        out.append(f"\t[{31 + k}] link '{name}'" + (", selected=True" if name == active else ""))
    out += blk("""
        [35] button 'Life cycle', expanded=True
          [36] button 'Acquisition', expanded=False
          [37] button 'Engagement', expanded=False
          [38] button 'Monetization', expanded=False
          [39] button 'Retention', expanded=False
        [41] button 'User', expanded=True
          [42] button 'User attributes', expanded=False
          [43] button 'Tech', expanded=False
        [45] link 'Library'
        """, 1)
    return out


def ga_snapshot(rng: str, dates: str, users: str, new: str, eng: str, rev: str, deltas: tuple[str, str, str, str],
                channels: list[tuple[str, str]], rt: str, picker: str | None = None) -> str:
    body = blk(f"""
        [50] main ''
          heading 'Reports snapshot'
          [52] button 'Add comparison'
          [54] button 'Date range: {rng} {dates}', hasPopup='dialog'
          [56] button 'Share this report'
          [57] button 'Insights'
          [60] tablist ''
            [61] tab 'Users {users} {deltas[0]}', selected=True
            [62] tab 'New users {new} {deltas[1]}', selected=False
            [63] tab 'Average engagement time {eng} {deltas[2]}', selected=False
            [64] tab 'Total revenue {rev} {deltas[3]}', selected=False
          [66] region 'Users in last 30 minutes'
            StaticText 'USERS IN LAST 30 MINUTES'
            StaticText '{rt}'
            StaticText 'TOP COUNTRIES'
            StaticText 'United States'
            StaticText 'Canada'
            [68] link 'View realtime'
          heading 'WHERE DO YOUR NEW USERS COME FROM?'
          [70] button 'New users by First user default channel group', hasPopup='menu'
          [72] table ''
            row ''
              columnheader 'FIRST USER DEFAULT CHANNEL GROUP'
              columnheader 'NEW USERS'
        """)
    for ch, n in channels:
        body += ["\t\trow ''", f"\t\t\tcell '{ch}'", f"\t\t\tcell '{n}'"]
    body += blk("""
        [80] link 'View user acquisition'
        heading 'WHAT ARE YOUR TOP CAMPAIGNS?'
        [82] button 'Sessions by Session default channel group', hasPopup='menu'
        heading 'HOW ARE ACTIVE USERS TRENDING?'
        StaticText 'User activity over time'
        heading 'INSIGHTS'
        StaticText 'Organic Search new users grew faster than any other channel in this period.'
        """, 1)
    if picker is not None:
        presets = ["Today", "Yesterday", "This week (Sun - Today)", "Last week (Sun - Sat)", "Last 7 days", "Last 14 days",
                   "Last 28 days", "Last 30 days", "Last 90 days", "Quarter to date", "Last 12 months", "Custom"]
        start, end = ("Sep 9, 2024", "Sep 15, 2024") if picker == "Last 7 days" else ("Aug 19, 2024", "Sep 15, 2024")
        body += blk("""
            [200] dialog 'Date range'
              [201] listbox 'Preset ranges'
            """)
        for k, p in enumerate(presets):
            body.append(f"\t\t[{202 + k}] option '{p}', selected={'True' if p == picker else 'False'}")
        body += blk(f"""
            [220] textbox 'Start date' value='{start}'
            [221] textbox 'End date' value='{end}'
            [223] grid 'September 2024'
            [226] switch 'Compare', checked='false'
            [228] button 'Cancel'
            [229] button 'Apply'
            """, 1)
    return page("Reports snapshot - Analytics", f"{GA}/reports/dashboard?params=_u..nav%3Dmaui", ga_chrome("Reports snapshot"), body)


def ga_realtime(users: str, sources: list[tuple[str, int]], pages: list[tuple[str, int]], events: list[tuple[str, int]]) -> str:
    body = blk(f"""
        [50] main ''
          heading 'Realtime overview'
          [52] button 'Add comparison'
          [53] button 'View user snapshot'
          [55] region 'Active users in last 30 minutes'
            StaticText 'ACTIVE USERS IN LAST 30 MINUTES'
            StaticText '{users}'
            StaticText 'ACTIVE USERS PER MINUTE'
            StaticText 'DESKTOP 41.2%  MOBILE 55.1%  TABLET 3.7%'
          [60] region 'Active users by First user source'
            [61] table ''
              row ''
                columnheader 'FIRST USER SOURCE'
                columnheader 'ACTIVE USERS'
        """)
    for name, n in sources:
        body += ["\t\t\trow ''", f"\t\t\t\tcell '{name}'", f"\t\t\t\tcell '{n}'"]
    body += blk("""
        [70] region 'Views by Page title and screen name'
          [71] table ''
            row ''
              columnheader 'PAGE TITLE AND SCREEN NAME'
              columnheader 'VIEWS'
        """, 1)
    for name, n in pages:
        body += ["\t\t\trow ''", f"\t\t\t\tcell '{name}'", f"\t\t\t\tcell '{n}'"]
    body += blk("""
        [80] region 'Event count by Event name'
          [81] table ''
            row ''
              columnheader 'EVENT NAME'
              columnheader 'EVENT COUNT'
        """, 1)
    for name, n in events:
        body += ["\t\t\trow ''", f"\t\t\t\tcell '{name}'", f"\t\t\t\tcell '{n}'"]
    return page("Realtime overview - Analytics", f"{GA}/realtime/overview?params=_u..nav%3Dmaui", ga_chrome("Realtime overview"), body)


# Google Analytics 4, clean
def t15(rs: RowSet) -> None:
    ch28 = [("Organic Search", "18K"), ("Direct", "9.6K"), ("Paid Search", "6.2K"), ("Organic Social", "2.9K"), ("Email", "1.5K"), ("Referral", "1.2K")]
    ch7 = [("Organic Search", "4.8K"), ("Direct", "2.4K"), ("Paid Search", "1.7K"), ("Organic Social", "701"), ("Email", "392"), ("Referral", "283")]
    d28 = ("↑ 6.2%", "↑ 4.8%", "↓ 3.1%", "↑ 11.4%")
    d7 = ("↑ 2.7%", "↑ 1.9%", "↓ 0.8%", "↑ 5.3%")
    snap28 = ("Last 28 days", "Aug 19 - Sep 15, 2024", "48K", "40K", "1m 12s", "$182K", d28, ch28)
    src1 = [("google", 21), ("(direct)", 14), ("newsletter", 6), ("instagram", 5), ("bing", 4), ("duckduckgo", 2)]
    src2 = [("google", 20), ("(direct)", 13), ("newsletter", 6), ("instagram", 4), ("bing", 4), ("duckduckgo", 2)]
    pg1 = [("Brightline Outdoor | Gear for every trail", 38), ("Trail Running Shoes | Brightline Outdoor", 17),
           ("End of Season Sale | Brightline Outdoor", 14), ("Your Cart | Brightline Outdoor", 9), ("Ultralight Tents | Brightline Outdoor", 6)]
    pg2 = [("Brightline Outdoor | Gear for every trail", 36), ("Trail Running Shoes | Brightline Outdoor", 19),
           ("End of Season Sale | Brightline Outdoor", 14), ("Your Cart | Brightline Outdoor", 11), ("Checkout | Brightline Outdoor", 6)]
    ev1 = [("page_view", 214), ("user_engagement", 131), ("scroll", 77), ("session_start", 58), ("view_item", 44), ("add_to_cart", 9)]
    ev2 = [("page_view", 221), ("user_engagement", 136), ("scroll", 80), ("session_start", 57), ("view_item", 46), ("add_to_cart", 10), ("begin_checkout", 3)]
    turns = [
        ("click('32')", ga_realtime("52", src1, pg1, ev1)),
        ("noop(60000)", ga_realtime("49", src2, pg2, ev2)),
        ("click('31')", ga_snapshot(*snap28, rt="49")),
        ("click('54')", ga_snapshot(*snap28, rt="49", picker="Last 28 days")),
        ("click('206')", ga_snapshot(*snap28, rt="49", picker="Last 7 days")),
        ("click('229')", ga_snapshot("Last 7 days", "Sep 9 - Sep 15, 2024", "13K", "10K", "1m 09s", "$47.8K", d7, ch7, rt="51")),
    ]
    rs.add(task="web", tid="h48-web-15", system=system(
        "A Chromium tab driven by BrowserGym on Google Analytics 4, signed in as marta.lindqvist@brightline-outdoor.com, property Brightline Outdoor - GA4 (web stream shop.brightline-outdoor.com). Reports reflect live traffic."),
        turns=turns, state=ga_snapshot(*snap28, rt="47"))


# ---------------------------------------------------------------------------------------------------------
# 16 Moodle
MD = "https://learn.ridgeview.edu"
MD_LR3 = "Lab Report 3: Acid-Base Titration"
MD_SECTIONS = [
    ("General", [("Announcements", "Forum"), ("Course syllabus", "File"), ("Lab safety acknowledgement", "Choice")]),
    ("Week 1: Atoms and the periodic table", [("Lecture slides week 1", "File"), ("Quiz 1", "Quiz")]),
    ("Week 2: Chemical bonding", [("Lecture slides week 2", "File"), ("Lab Report 1: Density of Liquids", "Assignment")]),
    ("Week 3: Stoichiometry", [("Lecture slides week 3", "File"), ("Quiz 2", "Quiz")]),
    ("Week 4: Solutions", [("Lecture slides week 4", "File"), ("Lab Report 2: Gravimetric Analysis", "Assignment"), ("Midterm Exam", "Quiz")]),
    ("Week 5: Acids and bases", [("Lecture slides week 5", "File"), ("Titration pre-lab video", "URL")]),
    ("Week 6: Thermochemistry", [("Lecture slides week 6", "File")]),
]
MD_STUDENTS = ["Aisha Bello", "Ben Carter", "Chloé Dubois", "Daniel Kim", "Elena Petrova", "Farid Haddad", "Grace Liu",
               "Hannah Schmidt", "Ivan Morales", "Julia Novak", "Kofi Mensah", "Laura Rossi", "Mateo García", "Nina Okafor"]


def md_top(edit: bool) -> list[str]:
    return blk(f"""
        [10] navigation 'Site navigation'
          [11] link 'Ridgeview Learn'
          [12] link 'Home'
          [13] link 'Dashboard'
          [14] link 'My courses'
          [16] button 'Notification'
          [17] button 'Messaging'
          [18] button 'User menu SW', hasPopup='menu'
          [20] switch 'Edit mode', checked='{'true' if edit else 'false'}'
        """)


def md_course_nav(active: str) -> list[str]:
    out = ["[30] navigation 'Course'"]
    for k, name in enumerate(["Course", "Settings", "Participants", "Grades", "Reports", "More"]):
        out.append(f"\t[{31 + k}] link '{name}'" + (", selected=True" if name == active else ""))
    return out


def md_sections(extra: bool) -> list[tuple[str, list[tuple[str, str]]]]:
    secs = [(t, list(items)) for t, items in MD_SECTIONS]
    if extra:
        secs[5][1].append((MD_LR3, "Assignment"))
    return secs


def md_course(edit: bool, extra: bool, chooser: bool = False) -> str:
    body = blk("""
        [40] main ''
          heading 'CHEM 101 - Section B: General Chemistry I'
        """)
    bid = 100
    for title, items in md_sections(extra):
        body.append(f"\t[{bid}] region '{title}'")
        body.append(f"\t\theading '{title}'")
        if edit:
            body.append(f"\t\t[{bid + 1}] button 'Edit', hasPopup='menu'")
        for k, (name, kind) in enumerate(items):
            b = bid + 2 + k * 3
            body.append(f"\t\t[{b}] link '{name} {kind}'")
            if edit:
                body.append(f"\t\t[{b + 1}] button 'Edit', hasPopup='menu'")
            elif kind in ("Assignment", "Quiz"):
                body.append("\t\tStaticText 'Mark as done'" if kind == "Assignment" else "\t\tStaticText 'To do: Receive a grade'")
        if edit:
            body.append(f"\t\t[{bid + 19}] button 'Add an activity or resource to {title.split(':')[0]}'")
        bid += 20
    if edit:
        body.append(f"\t[{bid}] button 'Add section'")
    if chooser:
        acts = ["Assignment", "Book", "Choice", "Database", "Feedback", "File", "Folder", "Forum", "Glossary", "H5P",
                "IMS content package", "Lesson", "Page", "Quiz", "SCORM package", "Survey", "Text and media area", "URL", "Wiki", "Workshop"]
        body += blk("""
            [300] dialog 'Add an activity or resource'
              [301] button 'Close'
              [302] searchbox 'Search' value=''
              [303] tab 'Starred', selected=False
              [304] tab 'All', selected=True
              [305] tab 'Activities', selected=False
              [306] tab 'Resources', selected=False
              [307] tab 'Recommended', selected=False
            """)
        body += [f"\t[{310 + k}] link '{a}'" for k, a in enumerate(acts)]
    return page("Course: CHEM 101 - Section B: General Chemistry I | Ridgeview Learn", f"{MD}/course/view.php?id=2187",
                md_top(edit), md_course_nav("Course"), body)


def md_form(name: str, day: str, focus: str = "") -> str:
    body = blk(f"""
        [40] main ''
          heading 'Adding a new Assignment to Week 5'
          [42] button 'Expand all'
          [44] group 'General'
            [45] textbox 'Assignment name' value='{name}', required{', focused' if focus == 'name' else ''}
            [46] textbox 'Description' value=''
            [47] checkbox 'Display description on course page', checked='false'
            [48] textbox 'Activity instructions' value=''
            [49] button 'Add...'
          [52] group 'Availability'
            [53] checkbox 'Enable Allow submissions from', checked='true'
            [54] combobox 'Allow submissions from day' value='14', hasPopup='listbox', expanded=False
            [55] combobox 'Allow submissions from month' value='October', hasPopup='listbox', expanded=False
            [56] combobox 'Allow submissions from year' value='2024', hasPopup='listbox', expanded=False
            [57] combobox 'Allow submissions from hour' value='00', hasPopup='listbox', expanded=False
            [58] combobox 'Allow submissions from minute' value='00', hasPopup='listbox', expanded=False
            [60] checkbox 'Enable Due date', checked='true'
            [61] combobox 'Due date day' value='{day}', hasPopup='listbox', expanded=False{', focused' if focus == 'day' else ''}
            [62] combobox 'Due date month' value='October', hasPopup='listbox', expanded=False
            [63] combobox 'Due date year' value='2024', hasPopup='listbox', expanded=False
            [64] combobox 'Due date hour' value='00', hasPopup='listbox', expanded=False
            [65] combobox 'Due date minute' value='00', hasPopup='listbox', expanded=False
            [67] checkbox 'Enable Cut-off date', checked='false'
            [69] checkbox 'Enable Remind me to grade by', checked='true'
            [70] combobox 'Remind me to grade by day' value='28', hasPopup='listbox', expanded=False
            [71] combobox 'Remind me to grade by month' value='October', hasPopup='listbox', expanded=False
            [73] checkbox 'Always show description', checked='true'
          [76] group 'Submission types', expanded=False
          [77] group 'Feedback types', expanded=False
          [78] group 'Submission settings', expanded=False
          [79] group 'Grade', expanded=False
          [80] group 'Common module settings', expanded=False
          [81] group 'Restrict access', expanded=False
          [82] group 'Completion conditions', expanded=False
          [90] button 'Save and return to course'
          [91] button 'Save and display'
          [92] button 'Cancel'
        """)
    return page("Editing: Assignment | Ridgeview Learn", f"{MD}/course/modedit.php?add=assign&type=&course=2187&section=5&return=0&sr=0",
                md_top(True), md_course_nav("Course"), body)


def md_assign() -> str:
    body = blk(f"""
        [40] main ''
          [41] navigation 'Breadcrumb'
            [42] link 'CHEM101-B'
            [43] link 'Week 5: Acids and bases'
            StaticText '{MD_LR3}'
          heading '{MD_LR3}'
          [46] navigation 'Activity'
            [47] link 'Assignment', selected=True
            [48] link 'Settings'
            [49] link 'Submissions'
            [50] link 'Advanced grading'
            [51] link 'More'
          StaticText 'Opened: Monday, 14 October 2024, 12:00 AM'
          StaticText 'Due: Friday, 18 October 2024, 12:00 AM'
          heading 'Grading summary'
          table ''
            row ''
              rowheader 'Hidden from students'
              cell 'No'
            row ''
              rowheader 'Participants'
              cell '14'
            row ''
              rowheader 'Submitted'
              cell '0'
            row ''
              rowheader 'Needs grading'
              cell '0'
            row ''
              rowheader 'Time remaining'
              cell '3 days 12 hours'
          [60] link 'View all submissions'
          [61] button 'Grade'
        """)
    return page(f"CHEM101-B: {MD_LR3} | Ridgeview Learn", f"{MD}/mod/assign/view.php?id=90412", md_top(True), md_course_nav("Course"), body)


MD_ITEMS = [("Quiz 1", 10), ("Lab Report 1: Density of Liquids", 100), ("Quiz 2", 10), ("Lab Report 2: Gravimetric Analysis", 100), ("Midterm Exam", 50)]


def md_grade(k: int, j: int) -> float:
    mx = MD_ITEMS[j][1]
    frac = 0.55 + ((k * 37 + j * 53) % 44) / 100
    return round(mx * frac, 2)


def md_grader() -> str:
    body = blk("""
        [40] main ''
          [41] combobox 'Gradebook navigation' value='Grader report', hasPopup='listbox', expanded=False
          heading 'Grader report'
          [43] searchbox 'Search users' value=''
          [44] button 'All participants', hasPopup='listbox'
          [46] button 'Collapsed columns 0'
          [48] table 'Grader report'
            row ''
              columnheader 'First name / Last name'
              columnheader 'Email address'
        """)
    for k, (name, _mx) in enumerate(MD_ITEMS):
        body.append(f"\t\t\t[{50 + k}] columnheader '{name}'")
    body.append(f"\t\t\t[55] columnheader '{MD_LR3}'")
    body.append("\t\t\tcolumnheader 'Course total'")
    for k, st in enumerate(MD_STUDENTS):
        grades = [md_grade(k, j) for j in range(len(MD_ITEMS))]
        first = st.split()[0].lower().replace("é", "e")
        last = st.split()[1].lower().replace("í", "i")
        body += ["\t\trow ''", f"\t\t\t[{60 + k}] link '{st}'", f"\t\t\tcell '{first}.{last}@students.ridgeview.edu'"]
        body += [f"\t\t\tcell '{g:.2f}'" for g in grades] + ["\t\t\tcell '-'", f"\t\t\tcell '{sum(grades):.2f}'"]
    avgs = [sum(md_grade(k, j) for k in range(14)) / 14 for j in range(len(MD_ITEMS))]
    body += ["\t\trow ''", "\t\t\trowheader 'Overall average'", "\t\t\tcell ''"]
    body += [f"\t\t\tcell '{a:.2f}'" for a in avgs] + ["\t\t\tcell '-'", f"\t\t\tcell '{sum(avgs):.2f}'"]
    return page("CHEM101-B: View: Grader report | Ridgeview Learn", f"{MD}/grade/report/grader/index.php?id=2187",
                md_top(True), md_course_nav("Grades"), body)


def md_setup(items: list[tuple[str, int]]) -> str:
    total = sum(mx for _, mx in items)
    body = blk("""
        [40] main ''
          [41] combobox 'Gradebook navigation' value='Gradebook setup', hasPopup='listbox', expanded=False
          heading 'Gradebook setup'
          [43] button 'Add', hasPopup='menu'
          [45] table ''
            row ''
              columnheader 'Name'
              columnheader 'Weights'
              columnheader 'Max grade'
              columnheader 'Actions'
            row ''
              cell 'CHEM101-B'
              cell ''
              cell ''
              [46] button 'Edit', hasPopup='menu'
        """)
    for k, (name, mx) in enumerate(items):
        kind = "Quiz" if "Quiz" in name or "Exam" in name else "Assignment"
        body += ["\t\trow ''", f"\t\t\t[{50 + k * 3}] link '{kind} {name}'", f"\t\t\t[{51 + k * 3}] textbox 'Weight of {name}' value='{mx / total * 100:.3f}', disabled=True",
                 f"\t\t\tcell '{mx:.2f}'", f"\t\t\t[{52 + k * 3}] button 'Edit', hasPopup='menu'"]
    body += ["\t\trow ''", "\t\t\tcell 'Course total'", "\t\t\tcell ''", f"\t\t\tcell '{total:.2f}'", "\t\t\t[80] button 'Edit', hasPopup='menu'"]
    body += blk("""
        StaticText 'Natural: The sum of all grade values, scaled by relative weights.'
        [82] button 'Save changes', disabled=True
        """, 1)
    return page("CHEM101-B: Gradebook setup | Ridgeview Learn", f"{MD}/grade/edit/tree/index.php?id=2187",
                md_top(True), md_course_nav("Grades"), body)


def md_participants() -> str:
    people = [("Sarah Whitfield", "s.whitfield@ridgeview.edu", "Teacher", "2 secs"), ("Omar Siddiqui", "o.siddiqui@ridgeview.edu", "Non-editing teacher", "1 day 4 hours")]
    for k, st in enumerate(MD_STUDENTS):
        first = st.split()[0].lower().replace("é", "e")
        last = st.split()[1].lower().replace("í", "i")
        people.append((st, f"{first}.{last}@students.ridgeview.edu", "Student", ["3 hours 12 mins", "1 day 2 hours", "47 mins 5 secs", "2 days 9 hours", "5 hours 40 mins"][k % 5]))
    people.sort(key=lambda p: p[0])
    body = blk("""
        [40] main ''
          [41] combobox 'Participants tertiary navigation' value='Enrolled users', hasPopup='listbox', expanded=False
          [43] button 'Enrol users'
          heading 'Participants'
          StaticText '16 participants found'
          [46] button 'Apply filters'
          [48] table ''
            row ''
              columnheader ''
              columnheader 'First name / Last name'
              columnheader 'Email address'
              columnheader 'Roles'
              columnheader 'Groups'
              columnheader 'Last access to course'
              columnheader 'Status'
        """)
    for k, (n, mail, role, last) in enumerate(people):
        body += ["\t\trow ''", f"\t\t\t[{60 + k * 2}] checkbox \"Select '{n}'\", checked='false'",
                 f"\t\t\t[{61 + k * 2}] link '{n}'", f"\t\t\tcell '{mail}'", f"\t\t\tcell '{role}'", "\t\t\tcell 'No groups'",
                 f"\t\t\tcell '{last}'", "\t\t\tcell 'Active'"]
    return page("CHEM101-B: Participants | Ridgeview Learn", f"{MD}/user/index.php?id=2187", md_top(True), md_course_nav("Participants"), body)


# Moodle, bad
def t16(rs: RowSet) -> None:
    turns = [
        ("click('20')", md_course(True, False)),
        ("click('219')", md_course(True, False, chooser=True)),
        ("click('310')", md_form("", "21")),
        (f"fill('45', '{MD_LR3}')", md_form(MD_LR3, "21", "name")),
        ("select_option('61', '18')", md_form(MD_LR3, "18", "day")),
        ("click('90')", md_course(True, True)),
        ("click('208')", md_assign()),
        (f"goto('{MD}/grade/report/grader/index.php?id=2187')", md_grader()),
        ("select_option('41', 'Gradebook setup')", md_setup(MD_ITEMS)),
        ("click('33')", md_participants()),
    ]
    rs.add(task="web", tid="h48-web-16", system=system(
        "A Chromium tab driven by BrowserGym on the Moodle 4.3 site https://learn.ridgeview.edu, logged in as the teacher Sarah Whitfield in the course CHEM 101 - Section B (id 2187). Today is Monday, 14 October 2024."),
        turns=turns, state=md_course(False, False), bad=True, turn=9,
        kind="the assignment created in Week 5 (and shown in the grader report) is missing from Gradebook setup")


# ---------------------------------------------------------------------------------------------------------
# 17 Jellyfin
JF = "http://jellyfin-nas.local:8096/web"
JF_BY_NAME = ["12 Angry Men|1957", "2001: A Space Odyssey|1968", "Aftersun|2022", "Alien|1979", "Amélie|2001",
              "Anatomy of a Fall|2023", "Apocalypse Now|1979", "Arrival|2016", "Back to the Future|1985",
              "The Banshees of Inisherin|2022", "Blade Runner|1982", "Blade Runner 2049|2017", "Casablanca|1942",
              "Children of Men|2006", "Chinatown|1974", "City of God|2002", "Decision to Leave|2022", "Drive My Car|2021"]
JF_BY_ADDED = ["Past Lives|2023", "Anatomy of a Fall|2023", "Dune: Part Two|2024", "The Holdovers|2023", "Oppenheimer|2023",
               "Perfect Days|2023", "Poor Things|2023", "The Zone of Interest|2023", "Godzilla Minus One|2023", "Killers of the Flower Moon|2023",
               "Aftersun|2022", "Decision to Leave|2022", "Tár|2022", "The Banshees of Inisherin|2022", "Everything Everywhere All at Once|2022",
               "Drive My Car|2021", "The Worst Person in the World|2021", "Petite Maman|2021"]


def jf_head() -> list[str]:
    return blk("""
        [10] banner ''
          [11] button 'Menu'
          [12] button 'Back'
          [13] button 'Home'
          [15] button 'Play on another device'
          [16] button 'SyncPlay'
          [17] button 'Search'
          [18] button 'admin'
        """)


def jf_library(items: list[str], total: int, sort: str) -> str:
    body = blk(f"""
        [30] main ''
          [31] tablist ''
            [32] tab 'Movies', selected=True
            [33] tab 'Suggestions', selected=False
            [34] tab 'Favorites', selected=False
            [35] tab 'Collections', selected=False
            [36] tab 'Genres', selected=False
          [38] button 'Play all'
          [39] button 'Shuffle'
          [40] button 'Sort by {sort}', hasPopup='menu'
          [41] button 'Filter'
          [42] button 'Select view'
          StaticText '1-100 of {total}'
          [44] button 'Previous page', disabled=True
          [45] button 'Next page'
          [48] list ''
        """)
    for k, it in enumerate(items):
        name, year = it.split("|")
        body += [f"\t\t[{50 + k * 3}] link '{name}'", f"\t\t\tStaticText '{year}'", f"\t\t\t[{51 + k * 3}] button 'Play'",
                 f"\t\t\t[{52 + k * 3}] button 'More'"]
    return page("Movies", f"{JF}/#/movies.html?topParentId=f137a2dd21bbc1b99aa5c0f6bf02a805&collectionType=movies", jf_head(), body)


def jf_sortmenu(items: list[str], total: int, sort: str, order: str) -> str:
    base = jf_library(items, total, sort)
    menu = ["[200] dialog 'Sort By'"]
    for k, name in enumerate(["Name", "Random", "IMDb Rating", "Parental Rating", "Critics Rating", "Date Added", "Date Played",
                              "Play Count", "Release Date", "Runtime"]):
        menu.append(f"\t[{201 + k}] radio '{name}', checked='{'true' if name == sort else 'false'}'")
    menu.append("\tStaticText 'Sort Order'")
    for k, name in enumerate(["Ascending", "Descending"]):
        menu.append(f"\t[{212 + k}] radio '{name}', checked='{'true' if name == order else 'false'}'")
    return base + "\n" + "\n".join("\t" + x for x in menu)


JF_OLDEST = ["Casablanca|1942", "12 Angry Men|1957", "2001: A Space Odyssey|1968", "Chinatown|1974", "Alien|1979", "Apocalypse Now|1979",
             "Blade Runner|1982", "Back to the Future|1985", "Fargo|1996", "Fight Club|1999", "Amélie|2001", "City of God|2002",
             "Children of Men|2006", "Seven Samurai|1954", "Spirited Away|2001", "Arrival|2016", "Blade Runner 2049|2017", "Dune|2021"]


def jf_dashboard(task: str | None, devices: list[tuple[str, str, str]]) -> str:
    body = blk("""
        [20] navigation 'Dashboard'
          [21] link 'Dashboard', selected=True
          [22] link 'General'
          [23] link 'Users'
          [24] link 'Libraries'
          [25] link 'Playback'
          [26] link 'Devices'
          [27] link 'Activity'
          [28] link 'Networking'
          [29] link 'Scheduled Tasks'
          [30] link 'Plugins'
          [31] link 'Logs'
        [40] main ''
          heading 'Server'
          StaticText 'jellyfin-nas'
          StaticText 'Version 10.9.7'
          [43] button 'Scan All Libraries'
          [44] button 'Restart'
          [45] button 'Shutdown'
        """)
    if task:
        body += blk(f"""
            heading 'Running Tasks'
            StaticText 'Scan Media Library'
            [47] progressbar '{task}'
            """, 1)
    body += blk("""
        heading 'Active Devices'
        """, 1)
    for name, client, what in devices:
        body += [f"\t\tStaticText '{name}'", f"\t\tStaticText '{client}'", f"\t\tStaticText '{what}'"]
    body += blk("""
        heading 'Latest Activity'
        StaticText 'emma is playing Bluey - S02E14 - Sleepytime on Living Room TV 42 minutes ago'
        StaticText 'jonas has finished playing Dune: Part Two on Firefox 2 hours ago'
        StaticText 'admin successfully authenticated 1 day ago'
        heading 'Paths'
        StaticText 'Cache: /cache'
        StaticText 'Logs: /config/log'
        StaticText 'Metadata: /config/metadata'
        StaticText 'Transcodes: /cache/transcodes'
        """, 1)
    return page("Dashboard", f"{JF}/#/dashboard", jf_head(), body)


JF_TASKS = [
    ("Library", [("Extract Chapter Images", "Last ran 9 hours ago, taking 4 minutes."), ("Generate Trickplay Images", "Last ran 9 hours ago, taking 11 minutes."),
                 ("Media Segment Scan", "Last ran 9 hours ago, taking 6 seconds."), ("Refresh People", "Last ran 6 days ago, taking 2 minutes."),
                 ("Scan Media Library", None)]),
    ("Maintenance", [("Clean Activity Log", "Last ran 1 day ago, taking 0 seconds."), ("Clean Cache Directory", "Last ran 1 day ago, taking 1 second."),
                     ("Clean Log Directory", "Last ran 1 day ago, taking 0 seconds."), ("Optimize database", "Last ran 1 day ago, taking 3 seconds.")]),
    ("Application", [("Update Plugins", "Last ran 1 day ago, taking 2 seconds.")]),
]


def jf_tasks(scan: str) -> str:
    body = blk("""
        [20] navigation 'Dashboard'
          [21] link 'Dashboard'
          [29] link 'Scheduled Tasks', selected=True
        [40] main ''
          heading 'Scheduled Tasks'
        """)
    b = 50
    for group, tasks in JF_TASKS:
        body.append(f"\theading '{group}'")
        for name, status in tasks:
            body.append(f"\t[{b}] link '{name}'")
            if status is None:
                body.append(f"\t\t{scan}")
            else:
                body.append(f"\t\tStaticText '{status}'")
            body.append(f"\t[{b + 1}] button '{'Stop' if status is None and 'progressbar' in scan else 'Start'}'")
            b += 2
    return page("Scheduled Tasks", f"{JF}/#/dashboard/tasks", jf_head(), body)


def jf_home(scanned: bool) -> str:
    body = blk("""
        [30] main ''
          [31] tablist ''
            [32] tab 'Home', selected=True
            [33] tab 'Favorites', selected=False
          heading 'My Media'
          [36] link 'Movies'
          [37] link 'Shows'
          [38] link 'Music'
          heading 'Continue Watching'
          [41] link 'Severance S01E07 - Defiant Jazz'
          [42] link 'Oppenheimer 1h 12m remaining'
          heading 'Next Up'
          [45] link 'Severance S01E08 - What\\'s for Dinner?'
          [46] link 'Slow Horses S03E02 - Bad Actors'
          [48] link 'Recently Added in Movies'
        """)
    body = [x.replace("'Severance S01E08 - What\\'s for Dinner?'", "\"Severance S01E08 - What's for Dinner?\"") for x in body]
    for k, it in enumerate(JF_BY_ADDED[:8] if scanned else JF_BY_ADDED[2:10]):
        name, year = it.split("|")
        body.append(f"\t[{50 + k}] link '{name} {year}'")
    body += blk("""
        [60] link 'Recently Added in Shows'
        [61] link 'Slow Horses S03E06 - Negotiating with Tigers'
        [62] link 'Shōgun S01E10 - A Dream of a Dream'
        [63] link 'Bluey S03E49 - The Sign'
        [64] link 'The Bear S02E10 - The Bear'
        [66] link 'Recently Added in Music'
        [67] link 'Nala Sinephro - Endlessness'
        [68] link 'Mount Kimbie - The Sunset Violent'
        """, 1)
    return page("Jellyfin", f"{JF}/#/home.html", jf_head(), body)


# Jellyfin, clean
def t17(rs: RowSet) -> None:
    before = [x for x in JF_BY_NAME if not x.startswith("Anatomy")] + ["Dune|2021"]
    devices = [("Living Room TV", "Jellyfin Android TV 0.17.5", "Bluey - S02E14 - Sleepytime"), ("Firefox", "Jellyfin Web 10.9.7", "admin")]
    turns = [
        ("click('13')", jf_home(False)),
        (f"goto('{JF}/#/dashboard')", jf_dashboard(None, devices)),
        ("click('43')", jf_dashboard("4%", devices)),
        ("noop(20000)", jf_dashboard("61%", devices)),
        ("click('29')", jf_tasks("progressbar '83%'")),
        ("noop(15000)", jf_tasks("StaticText 'Last ran a few seconds ago, taking 51 seconds.'")),
        ("click('13')", jf_home(True)),
        ("click('36')", jf_library(JF_BY_NAME, 412, "Name")),
        ("click('40')", jf_sortmenu(JF_BY_NAME, 412, "Name", "Ascending")),
        ("click('206')", jf_sortmenu(JF_OLDEST, 412, "Date Added", "Ascending")),
        ("click('213')", jf_sortmenu(JF_BY_ADDED, 412, "Date Added", "Descending")),
    ]
    rs.add(task="web", tid="h48-web-17", system=system(
        "A Chromium tab driven by BrowserGym on the Jellyfin 10.9.7 web client at http://jellyfin-nas.local:8096, logged in as the administrator admin. New files were copied into /media/movies an hour ago."),
        turns=turns, state=jf_library(before, 410, "Name"))


# ---------------------------------------------------------------------------------------------------------
# 18 ERPNext
EN = "https://erp.brightline-components.com/app"
EN_ITEMS = [("CBL-HDMI-2M", "HDMI cable 2 m", 120, 6.40), ("PSU-65W-USBC", "65 W USB-C power supply", 10, 24.50),
            ("DOCK-USBC-8", "USB-C dock, 8 ports", 30, 109.50)]
EN_SO = [
    ("Northwind Traders", "Draft", "SAL-ORD-2024-00187", "$ 4,298.00", "08-11-2024", "3 h"),
    ("Contoso Retail", "To Deliver and Bill", "SAL-ORD-2024-00186", "$ 12,940.00", "06-11-2024", "5 h"),
    ("Fabrikam Inc.", "To Bill", "SAL-ORD-2024-00185", "$ 2,275.50", "01-11-2024", "1 d"),
    ("Adventure Works", "Completed", "SAL-ORD-2024-00184", "$ 8,610.00", "30-10-2024", "2 d"),
    ("Tailspin Toys", "To Deliver and Bill", "SAL-ORD-2024-00183", "$ 1,198.00", "07-11-2024", "3 d"),
    ("Northwind Traders", "Completed", "SAL-ORD-2024-00182", "$ 3,402.00", "25-10-2024", "6 d"),
    ("Litware Inc.", "Cancelled", "SAL-ORD-2024-00181", "$ 760.00", "24-10-2024", "1 w"),
    ("Wingtip Supplies", "To Deliver", "SAL-ORD-2024-00180", "$ 5,035.00", "04-11-2024", "1 w"),
]


def en_words(n: int) -> str:
    ones = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen",
            "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"]
    tens = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]

    def below_1000(x: int) -> str:
        parts = []
        if x >= 100:
            parts.append(f"{ones[x // 100]} Hundred")
            x %= 100
            if x:
                parts.append("And")
        if x >= 20:
            parts.append(tens[x // 10] + (f"-{ones[x % 10]}" if x % 10 else ""))
        elif x:
            parts.append(ones[x])
        return " ".join(parts)
    th, rest = divmod(n, 1000)
    return (f"{below_1000(th)} Thousand, " if th else "") + below_1000(rest)


def en_nav(crumbs: list[str]) -> list[str]:
    out = blk("""
        [10] navigation ''
          [11] link 'ERPNext'
          [13] combobox 'Search or type a command (Ctrl + G)' value='', hasPopup='listbox', expanded=False
          [15] button 'Notifications 2'
          [16] button 'Help', hasPopup='menu'
          [17] button 'MO', hasPopup='menu'
        [20] navigation 'breadcrumb'
        """)
    out += [f"\t[{21 + k}] link '{c}'" for k, c in enumerate(crumbs)]
    return out


def en_list() -> str:
    body = blk("""
        [40] main ''
          heading 'Sales Order'
          [42] button 'List View', hasPopup='menu'
          [43] button 'Actions', hasPopup='menu', disabled=True
          [44] button '+ Add Sales Order'
          [46] textbox 'ID' value=''
          [47] textbox 'Customer' value=''
          [48] combobox 'Status' value='', hasPopup='listbox', expanded=False
          [49] button 'Filter'
          [50] button 'Last Updated On', hasPopup='menu'
          [52] list ''
            StaticText 'Title'
            StaticText 'Status'
            StaticText 'Grand Total'
            StaticText 'Delivery Date'
            StaticText '20 of 187'
        """)
    for k, (cust, st, name, total, dd, mod) in enumerate(EN_SO):
        b = 60 + k * 3
        body += ["\t\t[{}] listitem ''".format(b), f"\t\t\t[{b + 1}] checkbox '', checked='false'", f"\t\t\t[{b + 2}] link '{cust}'",
                 f"\t\t\tStaticText '{st}'", f"\t\t\tStaticText '{total}'", f"\t\t\tStaticText '{dd}'", f"\t\t\tStaticText '{name}'",
                 f"\t\t\tStaticText '{mod}'"]
    body += blk("""
        [100] button '20'
        [101] button '100'
        [102] button '500'
        [104] button 'Load More'
        """, 1)
    return page("Sales Order", f"{EN}/sales-order", en_nav(["Selling", "Sales Order"]), body)


def en_items(qtys: list[int], against: bool, focus: int | None = None) -> list[str]:
    cols = ["No.", "Item Code"] + ([] if against else ["Delivery Date"]) + ["Quantity", "Rate (USD)", "Amount (USD)"]
    cols += ["Against Sales Order"] if against else []
    out = ["\t[120] grid 'Items'", "\t\trow ''"] + [f"\t\t\tcolumnheader '{c}'" for c in cols]
    for k, (code, _name, _q, rate) in enumerate(EN_ITEMS):
        b = 122 + k * 4
        q = qtys[k]
        f = ", focused" if focus == k else ""
        row = ["\t\trow ''", f"\t\t\t[{b}] checkbox '', checked='false'", f"\t\t\tgridcell '{k + 1}'", f"\t\t\t[{b + 1}] gridcell '{code}'"]
        if not against:
            row.append("\t\t\tgridcell '08-11-2024'")
        row += [f"\t\t\t[{b + 2}] textbox 'Quantity' value='{q}'{f}", f"\t\t\tgridcell '$ {rate:,.2f}'", f"\t\t\tgridcell '$ {rate * q:,.2f}'"]
        if against:
            row.append("\t\t\tgridcell 'SAL-ORD-2024-00187'")
        row.append(f"\t\t\t[{b + 3}] button 'Edit row'")
        out += row
    return out


def en_totals(qtys: list[int]) -> list[str]:
    total = sum(q * r for q, (_, _, _, r) in zip(qtys, EN_ITEMS))
    return blk(f"""
        StaticText 'Total Quantity: {sum(qtys)}'
        StaticText 'Total (USD): $ {total:,.2f}'
        StaticText 'Net Total (USD): $ {total:,.2f}'
        heading 'Taxes and Charges'
        [150] combobox 'Sales Taxes and Charges Template' value='', hasPopup='listbox', expanded=False
        StaticText 'Total Taxes and Charges (USD): $ 0.00'
        heading 'Totals'
        StaticText 'Grand Total (USD): $ {total:,.2f}'
        StaticText 'Rounding Adjustment (USD): $ 0.00'
        StaticText 'Rounded Total (USD): $ {total:,.2f}'
        StaticText 'In Words (USD): USD {en_words(int(total))} only.'
        """, 1)


def en_so(qtys: list[int], status: str, timeline: list[str], focus: int | None = None, dialog: bool = False, create: bool = False,
          toast: str | None = None) -> str:
    submitted = status not in ("Draft", "Not Saved")
    head = blk(f"""
        [40] main ''
          heading 'SAL-ORD-2024-00187'
          StaticText '{status}'
        """)
    if submitted:
        head += blk(f"""
            [44] button 'Update Items'
            [45] button 'Status', hasPopup='menu'
            [46] button 'Create', hasPopup='menu', expanded={'True' if create else 'False'}
            """, 1)
        if create:
            head += ["\t\t[47] menu ''"] + [f"\t\t\t[{48 + k}] menuitem '{m}'" for k, m in enumerate(
                ["Pick List", "Delivery Note", "Work Order", "Sales Invoice", "Material Request", "Request for Raw Materials",
                 "Purchase Order", "Project", "Payment Request", "Payment"])]
    else:
        head += blk(f"""
            [44] button '{'Save' if status == 'Not Saved' else 'Submit'}'
            """, 1)
    head += blk(f"""
        [60] tablist ''
          [61] tab 'Details', selected=True
          [62] tab 'Address & Contact', selected=False
          [63] tab 'Terms', selected=False
          [64] tab 'More Info', selected=False
          [65] tab 'Connections', selected=False
        StaticText 'Series: SAL-ORD-.YYYY.-'
        [70] textbox 'Customer' value='Northwind Traders'{', disabled=True' if submitted else ''}
        [71] textbox 'Date' value='04-11-2024'{', disabled=True' if submitted else ''}
        [72] textbox 'Delivery Date' value='08-11-2024'{', disabled=True' if submitted else ''}
        [73] combobox 'Order Type' value='Sales', hasPopup='listbox', expanded=False{', disabled=True' if submitted else ''}
        [74] textbox 'Company' value='Brightline Components Ltd'{', disabled=True' if submitted else ''}
        [75] textbox "Customer's Purchase Order" value='PO-88213'{', disabled=True' if submitted else ''}
        [76] textbox 'Customer\\'s Purchase Order Date' value='01-11-2024'{', disabled=True' if submitted else ''}
        heading 'Currency and Price List'
        StaticText 'Currency: USD'
        StaticText 'Price List: Standard Selling'
        heading 'Items'
        [110] textbox 'Set Source Warehouse' value='Finished Goods - BCL'{', disabled=True' if submitted else ''}
        """, 1)
    head = [x.replace("'Customer\\'s Purchase Order Date'", "\"Customer's Purchase Order Date\"") for x in head]
    body = en_items(qtys, False, focus) + en_totals(qtys)
    body += blk("""
        [180] region 'Activity'
          heading 'Activity'
          [181] button '+ New Email'
        """, 1)
    body += [f"\t\tStaticText '{t}'" for t in timeline]
    if dialog:
        body += blk("""
            [300] dialog 'Confirm'
              StaticText 'Permanently Submit SAL-ORD-2024-00187?'
              [302] button 'No'
              [303] button 'Yes'
            """)
    if toast:
        body += blk(f"""
            [310] alert ''
              StaticText '{toast}'
            """)
    return page("SAL-ORD-2024-00187", f"{EN}/sales-order/SAL-ORD-2024-00187", en_nav(["Selling", "Sales Order", "SAL-ORD-2024-00187"]),
                head, body)


def en_dn(po: str, qtys: list[int]) -> str:
    head = blk("""
        [40] main ''
          heading 'New Delivery Note 1'
          StaticText 'Not Saved'
          [44] button 'Save'
          [46] button 'Get Items From', hasPopup='menu'
          [60] tablist ''
            [61] tab 'Details', selected=True
            [62] tab 'Address & Contact', selected=False
            [63] tab 'Terms', selected=False
            [64] tab 'More Info', selected=False
          StaticText 'Series: MAT-DN-.YYYY.-'
          [70] textbox 'Customer' value='Northwind Traders'
          [71] textbox 'Date' value='04-11-2024'
          [72] textbox 'Posting Time' value='11:26:41'
          [73] checkbox 'Edit Posting Date and Time', checked='false'
          [74] textbox 'Company' value='Brightline Components Ltd'
          [75] checkbox 'Is Return', checked='false'
          heading 'Currency and Price List'
          StaticText 'Currency: USD'
          StaticText 'Price List: Standard Selling'
          heading 'Items'
          [110] textbox 'Set Source Warehouse' value='Finished Goods - BCL'
        """)
    body = en_items(qtys, True) + en_totals(qtys)
    body += blk(f"""
        heading 'More Info'
        [160] textbox "Customer's Purchase Order" value='{po}'
        [161] textbox "Customer's Purchase Order Date" value='01-11-2024'
        [162] textbox 'Installation Status' value='Not Installed', disabled=True
        """, 1)
    return page("New Delivery Note 1", f"{EN}/delivery-note/new-delivery-note-rrqfkjxyzp", en_nav(["Stock", "Delivery Note", "New Delivery Note 1"]), head, body)


# ERPNext, bad
def t18(rs: RowSet) -> None:
    q0 = [120, 10, 30]
    q1 = [120, 12, 30]
    tl0 = ["You last edited this · 3 hours ago", "You created this · 3 hours ago"]
    tl1 = ["You last edited this · just now", "You created this · 3 hours ago"]
    tl2 = ["You submitted this document · just now", "You last edited this · 1 minute ago", "You created this · 3 hours ago"]
    turns = [
        ("click('62')", en_so(q0, "Draft", tl0)),
        ("fill('128', '12')", en_so(q1, "Not Saved", tl0, focus=1)),
        ("keyboard_press('Control+s')", en_so(q1, "Draft", tl1, toast="Saved")),
        ("click('44')", en_so(q1, "Draft", tl1, dialog=True)),
        ("click('303')", en_so(q1, "To Deliver and Bill", tl2, toast="Submitted")),
        ("click('46')", en_so(q1, "To Deliver and Bill", tl2, create=True)),
        ("click('49')", en_dn("PO-88231", q1)),
    ]
    rs.add(task="web", tid="h48-web-18", system=system(
        "A Chromium tab driven by BrowserGym on the ERPNext v15 desk at https://erp.brightline-components.com, logged in as Maya Ortiz (Sales Manager)."),
        turns=turns, state=en_list(), bad=True, turn=7,
        kind="customer PO number mapped into the delivery note reads PO-88231, the sales order has PO-88213")


# ---------------------------------------------------------------------------------------------------------
# 19 Nextcloud Calendar
NC_CAL_EVENTS = [
    (date(2024, 9, 3), "18:30", "19:30", "School parents evening", "Family"),
    (date(2024, 9, 6), None, None, "Jonas Hartmann (41)", "Contact birthdays"),
    (date(2024, 9, 10), "09:00", "09:45", "Dentist Dr. Keller", "Personal"),
    (date(2024, 9, 14), "10:00", "14:00", "Farmers market stall", "Family"),
    (date(2024, 9, 17), "19:00", "21:00", "Choir rehearsal", "Personal"),
    (date(2024, 9, 20), "14:00", "15:30", "Car service Autohaus Brandt", "Personal"),
    (date(2024, 9, 24), "19:00", "21:00", "Choir rehearsal", "Personal"),
    (date(2024, 9, 27), "16:00", "16:45", "Mia swimming lesson", "Family"),
    (date(2024, 10, 1), "19:00", "21:00", "Choir rehearsal", "Personal"),
]
NC_MEET = "Parent-teacher meeting Mia"


def nc_cal_side(view: str) -> list[str]:
    out = [x.replace("[26] link 'Files', focused", "[26] link 'Files'").replace("[32] link 'Calendar'", "[32] link 'Calendar', focused")
           for x in NC_APPS[:17]]
    out += blk(f"""
        [50] navigation 'Calendar'
          [51] button 'New event'
          [52] button 'Today'
          [53] button 'Previous {view.lower()}'
          [54] button 'Next {view.lower()}'
          [55] button '{view}', hasPopup='menu'
          [58] list 'Calendars'
            [59] checkbox 'Personal', checked='true'
            [60] checkbox 'Family', checked='true'
            [61] checkbox 'Work', checked='true'
            [62] checkbox 'Contact birthdays', checked='true'
          [64] button 'New calendar'
          [66] button 'Trash bin'
          [67] button 'Calendar settings'
        """)
    return out


def nc_ev_label(e: tuple) -> str:
    d, start, end, title, _cal = e
    return f"{title}" if start is None else f"{start} - {end} {title}"


def nc_month(events: list[tuple], popover: list[str] | None = None) -> str:
    body = blk("""
        [70] main ''
          heading 'September 2024'
          [72] grid ''
            row ''
              columnheader 'Mon'
              columnheader 'Tue'
              columnheader 'Wed'
              columnheader 'Thu'
              columnheader 'Fri'
              columnheader 'Sat'
              columnheader 'Sun'
        """)
    day = date(2024, 8, 26)
    bid = 100
    for _ in range(6):
        body.append("\t\trow ''")
        for _ in range(7):
            label = f"{day.day}" if day.month == 9 else f"{day.strftime('%b')} {day.day}"
            today = ", current='date'" if day == date(2024, 9, 12) else ""
            body.append(f"\t\t\tgridcell '{label}'{today}")
            for e in sorted([e for e in events if e[0] == day], key=lambda e: e[1] or ""):
                body.append(f"\t\t\t\t[{bid}] button '{nc_ev_label(e)}'")
                bid += 1
            day += timedelta(days=1)
    if popover:
        body += popover
    return page("Calendar - Nextcloud", f"{NC}/apps/calendar/dayGridMonth/now", nc_cal_side("Month"), body)


def nc_week(events: list[tuple], monday: date, popover: list[str] | None = None) -> str:
    sunday = monday + timedelta(days=6)
    body = blk(f"""
        [70] main ''
          heading 'Week {monday.isocalendar()[1]} of 2024'
          StaticText '{monday.strftime('%b')} {monday.day} – {sunday.day}, 2024'
          [72] grid ''
            row ''
              columnheader ''
        """)
    for k in range(7):
        d = monday + timedelta(days=k)
        body.append(f"\t\t\tcolumnheader '{d.strftime('%a')} {d.month}/{d.day}'" + (", current='date'" if d == date(2024, 9, 12) else ""))
    body.append("\t\trow 'all-day'")
    for k in range(7):
        d = monday + timedelta(days=k)
        body.append("\t\t\tgridcell ''")
        for e in events:
            if e[0] == d and e[1] is None:
                body.append(f"\t\t\t\t[{200 + k}] button '{e[3]}'")
    body.append("\t\trow ''")
    bid = 210
    for k in range(7):
        d = monday + timedelta(days=k)
        body.append("\t\t\tgridcell ''")
        for e in sorted([e for e in events if e[0] == d and e[1]], key=lambda e: e[1]):
            body.append(f"\t\t\t\t[{bid}] button '{nc_ev_label(e)}'")
            bid += 1
    if popover:
        body += popover
    return page("Calendar - Nextcloud", f"{NC}/apps/calendar/timeGridWeek/{monday.isoformat()}", nc_cal_side("Week"), body)


def nc_editor(title: str, start: str, end: str, cal: str, focus: str = "") -> list[str]:
    return blk(f"""
        [400] dialog 'Event'
          [401] textbox 'Event title' value='{title}'{', focused' if focus == 'title' else ''}
          [403] textbox 'From' value='{start}'{', focused' if focus == 'from' else ''}
          [404] textbox 'To' value='{end}'{', focused' if focus == 'to' else ''}
          [405] checkbox 'All day', checked='false'
          [406] combobox 'Calendar' value='{cal}', hasPopup='listbox', expanded=False{', focused' if focus == 'cal' else ''}
          [407] textbox 'Add a location' value=''
          [408] textbox 'Add a description' value=''
          [410] button 'More'
          [411] button 'Save'
          [412] button 'Close'
        """)


def nc_popover(end: str) -> list[str]:
    return blk(f"""
        [400] dialog '{NC_MEET}'
          StaticText '{NC_MEET}'
          StaticText 'Family'
          StaticText 'Thu, Sep 19, 2024'
          [403] textbox 'From' value='09/19/2024 4:30 PM'
          [404] textbox 'To' value='09/19/2024 {end}'
          [405] checkbox 'All day', checked='false'
          [407] textbox 'Add a location' value=''
          [408] textbox 'Add a description' value=''
          [410] button 'More'
          [411] button 'Update'
          [413] button 'Actions', hasPopup='menu'
          [412] button 'Close'
        """)


# Nextcloud Calendar, clean
def t19(rs: RowSet) -> None:
    meet = (date(2024, 9, 19), "16:30", "17:30", NC_MEET, "Family")
    meet2 = (date(2024, 9, 19), "16:30", "18:00", NC_MEET, "Family")
    evs = NC_CAL_EVENTS + [meet]
    turns = [
        ("click('51')", nc_month(NC_CAL_EVENTS, nc_editor("", "09/12/2024 10:00 AM", "09/12/2024 11:00 AM", "Personal", "title"))),
        (f"fill('401', '{NC_MEET}')", nc_month(NC_CAL_EVENTS, nc_editor(NC_MEET, "09/12/2024 10:00 AM", "09/12/2024 11:00 AM", "Personal", "title"))),
        ("fill('403', '09/19/2024 4:30 PM')", nc_month(NC_CAL_EVENTS, nc_editor(NC_MEET, "09/19/2024 4:30 PM", "09/19/2024 5:30 PM", "Personal", "from"))),
        ("select_option('406', 'Family')", nc_month(NC_CAL_EVENTS, nc_editor(NC_MEET, "09/19/2024 4:30 PM", "09/19/2024 5:30 PM", "Family", "cal"))),
        ("click('411')", nc_month(evs)),
        ("click('55')", nc_month(evs) + "\n" + "\n".join("\t" + x for x in blk("""
            [600] menu ''
              [601] menuitem 'Day'
              [602] menuitem 'Week'
              [603] menuitem 'Month'
              [604] menuitem 'Year'
              [605] menuitem 'List'
            """))),
        ("click('602')", nc_week(evs, date(2024, 9, 9))),
        ("click('54')", nc_week(evs, date(2024, 9, 16))),
        ("click('211')", nc_week(evs, date(2024, 9, 16), nc_popover("5:30 PM"))),
        ("fill('404', '09/19/2024 6:00 PM')", nc_week(evs, date(2024, 9, 16), nc_popover("6:00 PM"))),
        ("click('411')", nc_week(NC_CAL_EVENTS + [meet2], date(2024, 9, 16))),
    ]
    rs.add(task="web", tid="h48-web-19", system=system(
        "A Chromium tab driven by BrowserGym, logged in to the Nextcloud 28 instance at https://cloud.hartmann-family.de as the user jana, in the Calendar app. Today is Thursday, September 12, 2024, 9:37 AM."),
        turns=turns, state=nc_month(NC_CAL_EVENTS))


# ---------------------------------------------------------------------------------------------------------
# 20 OpenWrt LuCI router admin
LU = "http://192.168.1.1/cgi-bin/luci/admin"
LU_LEASES = [("hass", "192.168.1.10", "DC:A6:32:5E:91:0B", 42130), ("printer-lr", "192.168.1.30", "3C:2A:F4:1B:77:02", 30544),
             ("jana-iphone", "192.168.1.153", "6A:1F:0C:93:D2:4E", 39902), ("tv-living", "192.168.1.161", "A8:23:FE:0B:5C:91", 12718),
             ("DiskStation", "192.168.1.187", "90:09:D0:3A:6E:14", 25071), ("laptop-jonas", "192.168.1.204", "F4:7B:09:88:1D:3A", 41866),
             ("*", "192.168.1.222", "B0:4A:39:60:12:EF", 8033)]


def lu_dur(sec: int) -> str:
    h, rem = divmod(sec, 3600)
    m, s = divmod(rem, 60)
    return f"{h}h {m}m {s}s"


def lu_head(unsaved: int, menu: str | None) -> list[str]:
    out = blk("""
        [10] banner ''
          [11] link 'gw-home'
          [13] list ''
        """)
    menus = {"Status": (20, ["Overview", "Routing", "Firewall", "System Log", "Kernel Log", "Processes", "Realtime Graphs"]),
             "Network": (30, ["Interfaces", "Wireless", "Routing", "DHCP and DNS", "Diagnostics", "Firewall"])}
    for bid, name in ((14, "Status"), (15, "System"), (16, "Services"), (17, "Network")):
        out.append(f"\t\t[{bid}] link '{name}', hasPopup='menu'" + (", expanded=True" if name == menu else ""))
        if name == menu:
            base, items = menus[name]
            out.append(f"\t\t\t[{base}] menu ''")
            out += [f"\t\t\t\t[{base + 1 + k}] link '{it}'" for k, it in enumerate(items)]
    out.append("\t\t[18] link 'Logout'")
    if unsaved:
        out.append(f"\t[40] link 'Unsaved Changes: {unsaved}'")
    return out


def lu_hms(sec: int) -> str:
    d, rem = divmod(sec, 86400)
    h, rem = divmod(rem, 3600)
    m, s = divmod(rem, 60)
    return f"{d}d {h}h {m:02d}m {s:02d}s"


def lu_overview(local: str, elapsed: int, load: str, mem: tuple[str, str, str], menu: str | None = None) -> str:
    uptime = 12 * 86400 + 4 * 3600 + 17 * 60 + 33 + elapsed
    ud, rem = divmod(uptime, 86400)
    uh, rem = divmod(rem, 3600)
    um, us = divmod(rem, 60)
    connected = lu_hms(86400 + 13 * 3600 + 8 * 60 + 54 + elapsed)
    expires = lu_dur(10 * 3600 + 51 * 60 + 6 - elapsed)
    body = blk(f"""
        [50] main ''
          heading 'Status'
          heading 'System'
          table ''
            row ''
              cell 'Hostname'
              cell 'gw-home'
            row ''
              cell 'Model'
              cell 'GL.iNet GL-MT6000'
            row ''
              cell 'Architecture'
              cell 'ARMv8 Processor rev 4'
            row ''
              cell 'Target Platform'
              cell 'mediatek/filogic'
            row ''
              cell 'Firmware Version'
              cell 'OpenWrt 23.05.3 r23809-234f1a2efa / LuCI openwrt-23.05 branch git-24.086.45142-09d5a38'
            row ''
              cell 'Kernel Version'
              cell '5.15.150'
            row ''
              cell 'Local Time'
              cell '{local}'
            row ''
              cell 'Uptime'
              cell '{ud}d {uh}h {um}m {us}s'
            row ''
              cell 'Load Average'
              cell '{load}'
          heading 'Memory'
          table ''
            row ''
              cell 'Total Available'
              cell '{mem[0]}'
            row ''
              cell 'Used'
              cell '{mem[1]}'
            row ''
              cell 'Cached'
              cell '{mem[2]}'
          heading 'Network'
          table ''
            row ''
              cell 'IPv4 Upstream'
              cell 'Protocol: DHCP client Address: 84.172.33.19/22 Gateway: 84.172.32.1 DNS 1: 62.109.121.17 DNS 2: 62.109.121.18 Expires: {expires} Connected: {connected} Device: wan'
            row ''
              cell 'IPv6 Upstream'
              cell 'Protocol: DHCPv6 client Prefix Delegated: 2003:e4:3f21:6a00::/56 Address: 2003:e4:3f00:12::8c1/128 Device: wan'
            row ''
              cell 'Active Connections'
              cell '{1184 + elapsed // 9} / 65536 (1%)'
          heading 'Active DHCP Leases'
          table ''
            row ''
              columnheader 'Hostname'
              columnheader 'IPv4 address'
              columnheader 'MAC address'
              columnheader 'Lease time remaining'
        """)
    for host, ip, mac, rem in LU_LEASES:
        body += ["\t\trow ''", f"\t\t\tcell '{host}'", f"\t\t\tcell '{ip}'", f"\t\t\tcell '{mac}'", f"\t\t\tcell '{lu_dur(rem - elapsed)}'"]
    body += blk("""
        heading 'Wireless'
        table ''
          row ''
            cell 'MediaTek MT7986 802.11ax/b/g/n (radio0)'
            cell 'SSID: Hartmann Mode: Master Channel: 6 (2.437 GHz) Bitrate: 574 Mbit/s BSSID: 94:83:C4:2B:71:A0 Encryption: WPA2/WPA3 PSK/SAE mixed'
          row ''
            cell 'MediaTek MT7986 802.11ac/ax/n (radio1)'
            cell 'SSID: Hartmann Mode: Master Channel: 44 (5.220 GHz) Bitrate: 2402 Mbit/s BSSID: 94:83:C4:2B:71:A1 Encryption: WPA2/WPA3 PSK/SAE mixed'
        """, 1)
    return page("gw-home - Overview - LuCI", f"{LU}/status/overview", lu_head(0, menu), body)


def lu_static(rows: list[tuple[str, str, str]], unsaved: int, modal: dict[str, str] | None, menu: str | None = None,
              applied: bool = False) -> str:
    body = blk("""
        [50] main ''
        """)
    if applied:
        body += blk("""
            [51] alert ''
              StaticText 'Configuration changes applied.'
            """, 1)
    body += blk("""
        heading 'DHCP and DNS'
        StaticText 'Dnsmasq is a lightweight DHCP server and DNS forwarder.'
        [52] tablist ''
          [53] tab 'General', selected=False
          [54] tab 'Resolv and Hosts Files', selected=False
          [55] tab 'Static Leases', selected=True
          [56] tab 'PXE/TFTP', selected=False
          [57] tab 'Advanced Settings', selected=False
        StaticText 'Static leases are used to assign fixed IP addresses and symbolic hostnames to DHCP clients.'
        [60] table ''
          row ''
            columnheader 'Hostname'
            columnheader 'MAC address'
            columnheader 'IPv4 address'
            columnheader 'Lease time'
            columnheader 'DUID'
            columnheader 'IPv6-Suffix (hex)'
            columnheader ''
        """, 1)
    for k, (host, mac, ip) in enumerate(rows):
        b = 62 + k * 3
        body += ["\t\trow ''", f"\t\t\tcell '{host}'", f"\t\t\tcell '{mac}'", f"\t\t\tcell '{ip}'", "\t\t\tcell 'infinite'",
                 "\t\t\tcell '-'", "\t\t\tcell '-'", f"\t\t\t[{b}] button 'Edit'", f"\t\t\t[{b + 1}] button 'Delete'"]
    body += blk("""
        [80] button 'Add'
        [90] button 'Save & Apply'
        [91] button 'Save'
        [92] button 'Reset'
        """, 1)
    if modal is not None:
        body += blk(f"""
            [100] dialog 'DHCP and DNS - Static Lease'
              [101] textbox 'Hostname' value='{modal.get('host', '')}'{', focused' if modal.get('focus') == 'host' else ''}
              [102] combobox 'MAC address' value='{modal.get('mac', '')}', hasPopup='listbox', expanded=False{', focused' if modal.get('focus') == 'mac' else ''}
              [103] combobox 'IPv4 address' value='{modal.get('ip', '')}', hasPopup='listbox', expanded=False{', focused' if modal.get('focus') == 'ip' else ''}
              [104] textbox 'Lease time' value=''
              [105] textbox 'DUID' value=''
              [106] textbox 'IPv6-Suffix (hex)' value=''
              [107] textbox 'Tag' value=''
              [109] button 'Dismiss'
              [110] button 'Save'
            """)
    return page("gw-home - DHCP and DNS - LuCI", f"{LU}/network/dhcp", lu_head(unsaved, menu), body)


def lu_general() -> str:
    body = blk("""
        [50] main ''
          heading 'DHCP and DNS'
          StaticText 'Dnsmasq is a lightweight DHCP server and DNS forwarder.'
          [52] tablist ''
            [53] tab 'General', selected=True
            [54] tab 'Resolv and Hosts Files', selected=False
            [55] tab 'Static Leases', selected=False
            [56] tab 'PXE/TFTP', selected=False
            [57] tab 'Advanced Settings', selected=False
          [60] checkbox 'Domain required', checked='true'
          [61] checkbox 'Authoritative', checked='true'
          [62] textbox 'Local server' value='/lan/'
          [63] textbox 'Local domain' value='lan'
          [64] checkbox 'Log queries', checked='false'
          [65] textbox 'DNS forwardings' value='/home.arpa/192.168.1.10'
          [66] checkbox 'Rebind protection', checked='true'
          [67] checkbox 'Allow localhost', checked='true'
          [68] textbox 'Domain whitelist' value='fritz.box'
          [69] checkbox 'Local service only', checked='true'
          [90] button 'Save & Apply'
          [91] button 'Save'
          [92] button 'Reset'
        """)
    return page("gw-home - DHCP and DNS - LuCI", f"{LU}/network/dhcp", lu_head(0, None), body)


def lu_interfaces(elapsed: int) -> str:
    lan = lu_hms(12 * 86400 + 4 * 3600 + 17 * 60 + 33 + elapsed - 29)
    wan = lu_hms(86400 + 13 * 3600 + 8 * 60 + 54 + elapsed)
    wan6 = lu_hms(86400 + 13 * 3600 + 8 * 60 + 51 + elapsed)
    body = blk(f"""
        [50] main ''
          heading 'Interfaces'
          [52] tablist ''
            [53] tab 'Interfaces', selected=True
            [54] tab 'Devices', selected=False
            [55] tab 'Global network options', selected=False
          [58] table ''
            row ''
              cell 'lan'
              cell 'Protocol: Static address Uptime: {lan} MAC: 94:83:C4:2B:71:9E RX: 118.42 GB (96210447 Pkts.) TX: 1.07 TB (803115274 Pkts.) IPv4: 192.168.1.1/24 IPv6: fd5e:1c07:9a2b::1/60'
              [60] button 'Restart'
              [61] button 'Stop'
              [62] button 'Edit'
              [63] button 'Delete'
            row ''
              cell 'wan'
              cell 'Protocol: DHCP client Uptime: {wan} MAC: 94:83:C4:2B:71:9F RX: 1.04 TB (781932650 Pkts.) TX: 121.77 GB (99451208 Pkts.) IPv4: 84.172.33.19/22'
              [64] button 'Restart'
              [65] button 'Stop'
              [66] button 'Edit'
              [67] button 'Delete'
            row ''
              cell 'wan6'
              cell 'Protocol: DHCPv6 client Uptime: {wan6} MAC: 94:83:C4:2B:71:9F IPv6-PD: 2003:e4:3f21:6a00::/56'
              [68] button 'Restart'
              [69] button 'Stop'
              [70] button 'Edit'
              [71] button 'Delete'
          [75] button 'Add new interface...'
          [77] button 'Save & Apply'
          [78] button 'Save'
          [79] button 'Reset'
        """)
    return page("gw-home - Interfaces - LuCI", f"{LU}/network/network", lu_head(0, None), body)


# OpenWrt LuCI router admin, bad
def t20(rs: RowSet) -> None:
    rows0 = [("hass", "DC:A6:32:5E:91:0B", "192.168.1.10"), ("printer-lr", "3C:2A:F4:1B:77:02", "192.168.1.30")]
    rows1 = rows0 + [("nas-01", "90:09:D0:3A:6E:14", "192.168.1.20")]
    m1 = {"host": "nas-01", "focus": "host"}
    m2 = dict(m1, mac="90:09:D0:3A:6E:14", focus="mac")
    m3 = dict(m2, ip="192.168.1.20", focus="ip")
    mem0 = ("781.2 MiB / 1.0 GiB (76%)", "201.4 MiB / 1.0 GiB (19%)", "118.6 MiB / 1.0 GiB (11%)")
    mem1 = ("779.8 MiB / 1.0 GiB (76%)", "202.9 MiB / 1.0 GiB (19%)", "118.7 MiB / 1.0 GiB (11%)")
    turns = [
        ("click('17')", lu_overview("2024-09-14 21:36:09", 7, "0.07, 0.11, 0.09", mem0, menu="Network")),
        ("click('34')", lu_general()),
        ("click('55')", lu_static(rows0, 0, None)),
        ("click('80')", lu_static(rows0, 0, {})),
        ("fill('101', 'nas-01')", lu_static(rows0, 0, m1)),
        ("fill('102', '90:09:D0:3A:6E:14')", lu_static(rows0, 0, m2)),
        ("fill('103', '192.168.1.20')", lu_static(rows0, 0, m3)),
        ("click('110')", lu_static(rows1, 1, None)),
        ("click('90')", lu_static(rows1, 0, None, applied=True)),
        ("click('14')", lu_static(rows1, 0, None, menu="Status", applied=True)),
        ("click('21')", lu_overview("2024-09-14 21:33:47", 205, "0.21, 0.13, 0.10", mem1)),
        (f"goto('{LU}/network/network')", lu_interfaces(220)),
    ]
    rs.add(task="web", tid="h48-web-20", system=system(
        "A Chromium tab driven by BrowserGym on the LuCI web interface of the OpenWrt 23.05 router gw-home (http://192.168.1.1), logged in as root. The status page polls live values every few seconds."),
        turns=turns, state=lu_overview("2024-09-14 21:36:02", 0, "0.08, 0.11, 0.09", mem0), bad=True, turn=11,
        kind="router Local Time goes back from 21:36:02 to 21:33:47 while uptime kept counting, no reboot")


# ---------------------------------------------------------------------------------------------------------
# 21 Odoo CRM
OD = "https://odoo.rheinblick-it.de/odoo"
# id, name, customer, revenue, stage, created
OD_OPPS = [
    (58, "Fleet telematics pilot", "Trucking Partners GmbH", 12000, "New", "10/02/2024"),
    (61, "Office Wi-Fi refresh", "Meadow Dental", 4500, "New", "10/07/2024"),
    (63, "Warehouse scanners", "Norrland Logistik AB", 15000, "New", "10/09/2024"),
    (64, "POS integration", "Café Linde", 7000, "New", "10/10/2024"),
    (41, "ERP migration phase 2", "Adler Maschinenbau AG", 34000, "Qualified", "08/19/2024"),
    (47, "Managed backup 3y", "Kessler & Sohn KG", 9200, "Qualified", "09/03/2024"),
    (52, "Security audit", "Stadtwerke Ostheim", 18000, "Qualified", "09/16/2024"),
    (39, "Data center move", "Hanse Versand GmbH", 32000, "Proposition", "08/12/2024"),
    (45, "Helpdesk outsourcing", "Lumen Optik GmbH", 15000, "Proposition", "08/28/2024"),
    (22, "Laptop rollout 120 units", "Brenner Bau GmbH", 48000, "Won", "05/21/2024"),
    (27, "SD-WAN 6 sites", "Okta Foods GmbH", 26500, "Won", "06/11/2024"),
    (31, "M365 migration", "Praxis Dr. Vogt", 8800, "Won", "07/02/2024"),
    (33, "VoIP phones", "Kanzlei Roth", 11000, "Won", "07/15/2024"),
    (36, "Firewall renewal", "Stadtwerke Ostheim", 18000, "Won", "07/29/2024"),
]
OD_STAGES = ["New", "Qualified", "Proposition", "Won"]


def od_nav() -> list[str]:
    return blk("""
        [10] navigation ''
          [11] button 'Home Menu'
          [12] link 'CRM'
          [13] button 'Sales', hasPopup='menu'
          [14] button 'Reporting', hasPopup='menu'
          [15] button 'Configuration', hasPopup='menu'
          [17] button 'Activities 3'
          [18] button 'Messages'
          [19] button 'Rheinblick IT GmbH'
          [20] button 'Mitchell Admin', hasPopup='menu'
        """)


def od_control(view: str, crumbs: list[str]) -> list[str]:
    out = ["[30] navigation 'Breadcrumb'"] + [f"\t[{31 + k}] link '{c}'" if k < len(crumbs) - 1 else f"\tStaticText '{c}'" for k, c in enumerate(crumbs)]
    if view in ("kanban", "list"):
        out += blk(f"""
            [36] button 'New'
            [38] searchbox 'Search...' value=''
              StaticText 'My Pipeline'
            [40] button 'Toggle Search Panel'
            [42] radio 'Kanban', checked='{'true' if view == 'kanban' else 'false'}'
            [43] radio 'List', checked='{'true' if view == 'list' else 'false'}'
            [44] radio 'Calendar', checked='false'
            [45] radio 'Pivot', checked='false'
            [46] radio 'Graph', checked='false'
            [47] radio 'Activity', checked='false'
            """)
    return out


def od_kanban(opps: list[tuple]) -> str:
    body = ["[60] main ''"]
    for k, st in enumerate(OD_STAGES):
        items = sorted([o for o in opps if o[4] == st], key=lambda o: -o[0])
        total = sum(o[3] for o in items)
        body += [f"\t[{61 + k * 100}] group '{st}'", f"\t\tStaticText '{st}'", f"\t\tStaticText '{len(items)}'",
                 f"\t\tStaticText '${total:,}'", f"\t\t[{62 + k * 100}] button 'Quick add'"]
        for j, (_oid, name, cust, rev, _st, _c) in enumerate(items):
            b = 70 + k * 100 + j * 5
            body += [f"\t\t[{b}] article '{name}'", f"\t\t\tStaticText '{name}'", f"\t\t\tStaticText '${rev:,.2f}'",
                     f"\t\t\tStaticText '{cust}'", f"\t\t\t[{b + 1}] button 'Priority'", f"\t\t\t[{b + 2}] button 'Activities'",
                     "\t\t\tStaticText 'Mitchell Admin'"]
    return page("Pipeline - Odoo", f"{OD}/crm", od_nav(), od_control("kanban", ["Pipeline"]), body)


def od_form(o: tuple, stage: str, rev: str, prob: str, chatter: list[tuple[str, str]], dirty: bool = False, focus: bool = False,
            won: bool = False) -> str:
    oid, name, cust, _rev, _st, created = o
    body = blk("""
        [60] main ''
        """)
    body += blk(f"""
        [62] button 'New Quotation'
        [63] button 'Won'{', disabled=True' if won else ''}
        [64] button 'Lost'
        [66] radiogroup 'Stage'
        """, 1)
    for k, st in enumerate(OD_STAGES):
        body.append(f"\t\t[{67 + k}] radio '{st}', checked='{'true' if st == stage else 'false'}'")
    if won:
        body.append("\t\tStaticText 'WON'")
    body += blk(f"""
        [72] textbox 'Opportunity' value='{name}'
        [74] textbox 'Expected Revenue' value='{rev}'{', focused' if focus else ''}
        [75] textbox 'Probability' value='{prob}'
        StaticText '%'
        [77] combobox 'Customer' value='{cust}', hasPopup='listbox', expanded=False
        [78] textbox 'Email' value='{'einkauf@' + cust.split()[0].lower() + '.de'}'
        [79] textbox 'Phone' value='+49 221 {4180 + oid:04d}0'
        [80] combobox 'Salesperson' value='Mitchell Admin', hasPopup='listbox', expanded=False
        [81] textbox 'Expected Closing' value='10/31/2024'
        [82] combobox 'Tags' value='Services', hasPopup='listbox', expanded=False
        [83] radiogroup 'Priority'
        [86] tablist ''
          [87] tab 'Internal Notes', selected=True
          [88] tab 'Extra Information', selected=False
        [90] textbox 'Internal Notes' value=''
        """, 1)
    if dirty:
        body += blk("""
            [95] button 'Save manually'
            [96] button 'Discard all changes'
            """, 1)
    body += blk("""
        [100] complementary 'Chatter'
          [101] button 'Send message'
          [102] button 'Log note'
          [103] button 'Activities'
          [105] button 'Follow'
        """)
    for k, (when, text) in enumerate(chatter):
        body += [f"\t[{110 + k * 2}] article ''", "\t\tStaticText 'Mitchell Admin'", f"\t\tStaticText '{when}'", f"\t\tStaticText '{text}'"]
    body.append(f"\tStaticText 'Lead/Opportunity created · {created}'")
    return page(f"{name} - Odoo", f"{OD}/crm/{oid}", od_nav(), od_control("form", ["Pipeline", name]), body)


def od_list(opps: list[tuple], sort: bool) -> str:
    rows = sorted(opps, key=lambda o: o[3]) if sort else sorted(opps, key=lambda o: (OD_STAGES.index(o[4]), -o[0]))
    body = blk(f"""
        [60] main ''
          [62] table ''
            row ''
              columnheader ''
              columnheader 'Created on'
              columnheader 'Opportunity'
              columnheader 'Contact Name'
              columnheader 'Salesperson'
              [63] columnheader 'Expected Revenue'{', sort=ascending' if sort else ''}
              columnheader 'Stage'
        """)
    for oid, name, cust, rev, st, created in rows:
        body += ["\t\trow ''", f"\t\t\t[{200 + oid}] checkbox '', checked='false'", f"\t\t\tcell '{created}'", f"\t\t\tcell '{name}'",
                 f"\t\t\tcell '{cust}'", "\t\t\tcell 'Mitchell Admin'", f"\t\t\tcell '${rev:,.2f}'", f"\t\t\tcell '{st}'"]
    total = sum(o[3] for o in opps)
    body += ["\t\trow ''", "\t\t\tcell ''", "\t\t\tcell ''", "\t\t\tcell ''", "\t\t\tcell ''", "\t\t\tcell ''", f"\t\t\tcell '${total:,.2f}'", "\t\t\tcell ''"]
    body.append(f"\tStaticText '1-{len(opps)} / {len(opps)}'")
    return page("Pipeline - Odoo", f"{OD}/crm?view_type=list", od_nav(), od_control("list", ["Pipeline"]), body)


# Odoo CRM, clean
def t21(rs: RowSet) -> None:
    sec = [o for o in OD_OPPS if o[0] == 52][0]
    dcm = [o for o in OD_OPPS if o[0] == 39][0]
    ch0 = [("Oct 2", "Meeting with Stadtwerke IT lead done, scope: 2 sites, 40 servers."), ("Sep 16", "Stage changed: New → Qualified")]
    ch1 = [("now", "Stage changed: Qualified → Proposition")] + ch0
    ch2 = [("now", "Expected Revenue: 18,000.00 → 21,500.00")] + [("1 minute ago", ch1[0][1])] + ch0
    opps1 = [(o[0], o[1], o[2], 21500 if o[0] == 52 else o[3], "Proposition" if o[0] == 52 else o[4], o[5]) for o in OD_OPPS]
    opps2 = [(o[0], o[1], o[2], o[3], "Won" if o[0] == 39 else o[4], o[5]) for o in opps1]
    dch0 = [("Oct 8", "Proposal v2 sent, waiting for sign-off by Hanse Versand CFO."), ("Sep 2", "Stage changed: Qualified → Proposition")]
    dch1 = [("now", "Stage changed: Proposition → Won"), ("now", "Probability: 70.00 → 100.00")] + dch0
    turns = [
        ("click('170')", od_form(sec, "Qualified", "18,000.00", "35.00", ch0)),
        ("click('69')", od_form(sec, "Proposition", "18,000.00", "35.00", ch1)),
        ("fill('74', '21500')", od_form(sec, "Proposition", "21500", "35.00", ch1, dirty=True, focus=True)),
        ("click('95')", od_form(sec, "Proposition", "21,500.00", "35.00", ch2)),
        ("click('31')", od_kanban(opps1)),
        ("click('280')", od_form(dcm, "Proposition", "32,000.00", "70.00", dch0)),
        ("click('63')", od_form(dcm, "Won", "32,000.00", "100.00", dch1, won=True)),
        ("click('31')", od_kanban(opps2)),
        ("click('43')", od_list(opps2, False)),
        ("click('63')", od_list(opps2, True)),
    ]
    rs.add(task="web", tid="h48-web-21", system=system(
        "A Chromium tab driven by BrowserGym on Odoo 17 (https://odoo.rheinblick-it.de), logged in as Mitchell Admin, in the CRM app."),
        turns=turns, state=od_kanban(OD_OPPS))


# ---------------------------------------------------------------------------------------------------------
# 22 GitLab
A11Y = f"{GL}/a11yproject/a11yproject.com"
GL_MS = {
    231: ("Skip link is hidden behind the sticky header on mobile", "Eric Bailey", ["bug", "mobile"]),
    233: ("Post: Accessible data tables with sticky headers", "Scott O\u2019Hara", ["content"]),
    235: ("Checklist: link to WCAG 2.2 Focus Not Obscured (Minimum)", "Eric Bailey", ["checklist"]),
    236: ("Dark mode toggle is not announced as a switch", "Marcy Sutton", ["bug", "a11y"]),
    238: ("Resource page search returns no results for acronyms", None, ["bug"]),
    239: ("Update Axe-core to 4.10 in the test suite", "Byte Blaze", ["dependencies"]),
    240: ("Add prefers-contrast media query to the color tokens", None, ["enhancement"]),
    201: ("Audit heading levels on all checklist pages", "Eric Bailey", ["checklist"]),
    204: ("Broken anchor links in the glossary", "Byte Blaze", ["bug"]),
    207: ("Post: How to test with VoiceOver on iPadOS", "Marcy Sutton", ["content"]),
    210: ("Replace GIF in the focus post with a video that has captions", "Scott O\u2019Hara", ["content"]),
    212: ("Footer social links have duplicate accessible names", "Byte Blaze", ["bug"]),
    215: ("Netlify build fails on Node 20", "Byte Blaze", ["ci"]),
    218: ("Add lang attribute to translated quotes", "Eric Bailey", ["bug", "a11y"]),
    221: ("Resource: add the Inclusive Components book", "Marcy Sutton", ["content"]),
    224: ("Increase tap target size of the theme switcher", "Eric Bailey", ["mobile"]),
    226: ("Remove unused Eleventy plugins", "Byte Blaze", ["dependencies"]),
    228: ("Checklist item for accessible authentication (3.3.8)", "Scott O\u2019Hara", ["checklist"]),
    237: ("Glossary: rewrite the ARIA entry", "Scott O\u2019Hara", ["content"]),
    241: ("Reduced motion audit: hero animation", "Marcy Sutton", ["a11y"]),
    242: ("Reduced motion audit: card hover transitions", "Marcy Sutton", ["a11y"]),
    243: ("Glossary rewrite G-M", "Scott O\u2019Hara", ["content"]),
    244: ("Contrast checker widget ignores the alpha channel", None, ["bug"]),
    245: ("Glossary rewrite N-Z", "Scott O\u2019Hara", ["content"]),
    246: ("Add high-contrast screenshots to the contrast post", None, ["content"]),
    247: ("Document token naming for contrast themes", None, ["enhancement"]),
    248: ("Test prefers-reduced-motion in CI with Playwright", "Byte Blaze", ["ci"]),
}


def gl2_side() -> list[str]:
    return [x.replace("'A a11y-syntax-highlighting'", "'A a11yproject.com'").replace("'Issues 12'", "'Issues 41'")
            .replace("'Merge requests 2'", "'Merge requests 6'") for x in gl_side(12, 2, "")]


def gl2_crumbs(extra: list[tuple[str, str]]) -> list[str]:
    out = blk("""
        [104] navigation 'Breadcrumbs'
          [106] link 'The A11Y Project'
          [108] link 'a11yproject.com'
        """)
    out += [f"\t[{b}] link '{n}'" for b, n in extra]
    return out


def gl2_milestone(title: str, start: str, due: str, desc: str, unstarted: list[int], ongoing: list[int], closed: list[int],
                  n_open: int, n_closed: int, pct: int, mrs: tuple[int, int, int], tab: str = "Issues",
                  mr_rows: list[tuple[str, str, str]] | None = None) -> str:
    total = n_open + n_closed
    main = blk(f"""
        [120] main ''
          StaticText 'Open'
          StaticText 'Milestone'
          [124] heading '{title}'
          StaticText '{start}–{due}'
          [126] link 'Edit'
          [127] button 'Close milestone'
          [128] button 'Milestone actions', hasPopup='menu'
          StaticText '{desc}'
          [132] tablist ''
            [133] tab 'Issues {total}', selected={'True' if tab == 'Issues' else 'False'}
            [134] tab 'Merge requests {sum(mrs)}', selected={'True' if tab == 'Merge requests' else 'False'}
            [135] tab 'Participants', selected=False
            [136] tab 'Labels', selected=False
        """)
    if tab == "Issues":
        for head, ids, base in (("Unstarted Issues (open and unassigned)", unstarted, 140), ("Ongoing Issues (open and assigned)", ongoing, 170),
                                ("Completed Issues (closed)", closed, 200)):
            main += [f"\theading '{head} {len(ids)}'", f"\t[{base}] list ''"]
            for iid in ids:
                t, who, _labels = GL_MS[iid]
                b = 300 + iid
                main += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1000}] link '{t}'", f"\t\t\tStaticText '#{iid}'"]
                if who:
                    main.append(f"\t\t\tStaticText 'Assignee: {who}'")
    else:
        main += ["\t[140] list ''"]
        for k, (ref, t, st) in enumerate(mr_rows or []):
            main += [f"\t\t[{141 + k * 2}] listitem ''", f"\t\t\t[{142 + k * 2}] link '{t}'", f"\t\t\tStaticText '{ref} · {st}'"]
    side = blk(f"""
        [600] complementary 'Milestone details'
          StaticText '{pct}% complete'
          [601] progressbar '{pct}'
          StaticText 'Start date'
          StaticText '{start}'
          StaticText 'Due date'
          StaticText '{due}'
          StaticText 'Issues {total}'
          [604] link 'Open: {n_open}'
          [605] link 'Closed: {n_closed}'
          StaticText 'Merge requests {sum(mrs)}'
          StaticText 'Open: {mrs[0]} Closed: {mrs[1]} Merged: {mrs[2]}'
          StaticText 'Time tracking'
          StaticText 'No estimate or time spent'
          StaticText 'Reference: %\"{title}\"'
          [610] button 'Copy reference'
        """)
    return page(f"{title} · Milestones · The A11Y Project / a11yproject.com · GitLab", f"{A11Y}/-/milestones/{7 if title == 'v2.1' else 8}",
                gl2_side(), gl2_crumbs([("110", "Milestones"), ("112", title)]), main, side)


def gl2_issue(iid: int, closed: bool, milestone: str, notes: list[str], dropdown: str | None = None) -> str:
    t, who, labels = GL_MS[iid]
    body = blk(f"""
        [120] main ''
          StaticText '{'Closed' if closed else 'Open'}'
          StaticText 'Issue created 3 weeks ago by'
          [124] link '{'Eric Bailey' if iid == 231 else 'Marcy Sutton'}'
          [128] heading '{t}'
          [130] button 'Edit title and description'
          [132] button 'Issue actions', hasPopup='menu'
        """)
    if iid == 231:
        body += blk("""
            StaticText 'On viewports under 480px the skip link receives focus but is rendered underneath the sticky site header (z-index 10 vs 100). Keyboard users on small screens cannot see it.'
            """, 1)
    else:
        body += blk("""
            StaticText 'Our color tokens already switch for prefers-color-scheme. Add a prefers-contrast: more variant that raises text and border contrast to at least 7:1.'
            """, 1)
    body += blk("""
        heading 'Activity'
        [152] list ''
        """, 1)
    for k, n in enumerate(notes):
        body += [f"\t\t[{160 + k * 3}] listitem ''", f"\t\t\tStaticText '{n}'"]
    body += blk(f"""
        [200] textbox 'Comment' value='', clickable
        [202] button 'Comment'
        [204] button '{'Reopen issue' if closed else 'Close issue'}'
        """, 1)
    side = blk(f"""
        [300] complementary 'Issue details'
          StaticText 'Assignee'
          [302] button 'Edit'
          StaticText '{who or 'None - assign yourself'}'
          StaticText 'Labels'
          [310] button 'Edit'
        """)
    side += [f"\t[{340 + k}] link '{lab}'" for k, lab in enumerate(labels)]
    side += blk("""
        StaticText 'Milestone'
        [350] button 'Edit'
        """, 1)
    if dropdown is None:
        side.append(f"\t[351] link '{milestone}'")
    else:
        side += blk(f"""
            [352] dialog 'Assign milestone'
              [353] searchbox 'Search' value='', focused
              [354] listbox ''
                [355] option 'No milestone', selected=False
                [356] option 'v2.1', selected={'True' if milestone == 'v2.1' else 'False'}
                [357] option 'v2.2', selected={'True' if milestone == 'v2.2' else 'False'}
                [358] option 'v3.0', selected=False
            """, 1)
    side += blk(f"""
        StaticText 'Due date'
        StaticText 'None'
        StaticText 'Time tracking'
        StaticText 'No estimate or time spent'
        StaticText 'Reference: a11yproject/a11yproject.com#{iid}'
        [369] button 'Copy reference'
        """, 1)
    return page(f"{t} (#{iid}) · Issues · The A11Y Project / a11yproject.com · GitLab", f"{A11Y}/-/issues/{iid}",
                gl2_side(), gl2_crumbs([("110", "Issues"), ("112", f"#{iid}")]), body, side)


# GitLab, bad
def t22(rs: RowSet) -> None:
    v21 = ("v2.1", "Sep 2, 2024", "Oct 15, 2024", "Autumn release: mobile fixes, WCAG 2.2 checklist updates and two new posts.")
    v22 = ("v2.2", "Oct 16, 2024", "Nov 29, 2024", "Contrast preferences, reduced motion audit, glossary rewrite.")
    closed = [201, 204, 207, 210, 212, 215, 218, 221, 224, 226, 228]
    n231 = ["Eric Bailey commented 2 weeks ago: Fixed in !412, the header now drops to z-index 5 below 480px.", "Eric Bailey mentioned in merge request !412 2 weeks ago"]
    n240 = ["Marcy Sutton commented 6 days ago: Safari supports prefers-contrast since 14.1, so we can ship without a fallback."]
    v22_mrs = [("!418", "Draft: Reduced motion audit for all animations", "opened 4 days ago by Marcy Sutton"),
               ("!415", "Rewrite glossary entries A-F", "merged 1 week ago by Scott O\u2019Hara")]
    turns = [
        ("click('1531')", gl2_issue(231, False, "v2.1", n231)),
        ("click('204')", gl2_issue(231, True, "v2.1", n231 + ["Byte Blaze closed just now"])),
        ("click('351')", gl2_milestone(*v21, [238, 240], [233, 235, 236, 239], closed, 6, 11, 61, (1, 0, 3))),
        ("click('1540')", gl2_issue(240, False, "v2.1", n240)),
        ("click('350')", gl2_issue(240, False, "v2.1", n240, dropdown="")),
        ("click('357')", gl2_issue(240, False, "v2.2", n240 + ["Byte Blaze changed milestone to %v2.2 just now"])),
        ("click('351')", gl2_milestone(*v22, [240, 244, 246, 247], [241, 242, 243, 245, 248], [237], 9, 1, 10, (1, 0, 1))),
        ("click('134')", gl2_milestone(*v22, [], [], [], 9, 1, 10, (1, 0, 1), tab="Merge requests", mr_rows=v22_mrs)),
    ]
    rs.add(task="web", tid="h48-web-22", system=system(
        "A Chromium tab driven by BrowserGym, logged in to the self-hosted GitLab at http://localhost:8023 as byteblaze (Byte Blaze), a maintainer of the a11yproject/a11yproject.com project."),
        turns=turns, state=gl2_milestone(*v21, [238, 240], [231, 233, 235, 236, 239], closed, 7, 11, 61, (1, 0, 3)), bad=True, turn=3,
        kind="count not following the change: after closing #231 milestone v2.1 shows 17 issues, Closed: 11, #231 gone instead of completed")


TRAJECTORIES = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in TRAJECTORIES:
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
