# ruff: noqa: E501
"""Held-out set holdout47, web domain: 22 browser trajectories (BrowserGym actions, accessibility trees).

Each trajectory is one task on one web app. Eleven carry exactly one observation that contradicts an
earlier turn; the other eleven only show legitimate changes. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout47_parts.web.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

WEB_SYS = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state (accessibility tree, one node per line, interactive nodes carry a bid in brackets)
3. **Browser Action**: A browser control action

Predict the **next page state** after the action is executed.

# Action Space

noop(wait_ms: float = 1000)
scroll(delta_x: float, delta_y: float)
click(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
dblclick(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
hover(bid: str)
keyboard_press(key: str)
keyboard_type(text: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
select_option(bid: str, options: str | list[str])
clear(bid: str)
new_tab()
tab_close()
tab_focus(index: int)
go_back()
go_forward()
goto(url: str)
send_msg_to_user(text: str)
report_infeasible(reason: str)

# Content Requirements

1. Decide whether the action changes the page (navigation, menu selection, tab switch, pagination, search submission, modal opening) or only edits it locally.
2. For a page-changing action, update page identity, title, main heading and main content first.
3. For a local edit, keep the full page and change only the affected nodes, values, focus and immediate dependent UI.
4. Keep untouched subtrees verbatim, and keep track of navigation state, form values and everything the session has changed so far.
5. Return the unchanged page only when the action has no visible effect, is invalid, or targets a disabled element.

# Format Requirements

Keep the representation of the current page state exactly (URL line, RootWebArea, indented nodes, bids). Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def system(site: str, user: str) -> str:
    return WEB_SYS + f"\n\n# Session\n\nSite: {site}. Signed-in user: {user}. Viewport 1280x720."


def ind(n: int, lines: list[str]) -> list[str]:
    """Indent a block of axtree lines by n levels."""
    return ["\t" * n + ln for ln in lines]


# ---------------------------------------------------------------------------------------------
# GitLab issues - clean
def t01() -> tuple[str, list[tuple[str, str]], str]:
    base = "http://gitlab.kestrel.internal/kestrel-labs/fieldkit-sync"
    issues = [
        (92, "Retry backoff ignores max_delay setting", "Thomas Moreau", "2 days ago", "3 hours ago", ["bug"], "v2.4", 4, "Thomas Moreau"),
        (91, "Add --dry-run flag to the sync CLI", "Aylin Demir", "3 days ago", "1 day ago", ["feature"], "v2.4", 2, ""),
        (90, "Docs: document SYNC_TOKEN rotation", "Jonas Feld", "5 days ago", "5 days ago", ["documentation", "good first issue"], "", 0, ""),
        (89, "Flaky test test_conflict_resolution_merge on CI", "Ravi Shankar", "1 week ago", "2 days ago", ["bug", "ci"], "", 7, "Ravi Shankar"),
        (88, "Upgrade protobuf to 4.25", "renovate-bot", "1 week ago", "1 week ago", ["dependencies"], "", 1, ""),
        (87, "Windows: sync service does not start on boot (NSSM)", "Mira Kowalski", "2 weeks ago", "1 week ago", ["bug", "windows"], "", 4, ""),
        (85, "Expose Prometheus metric for queue depth", "Aylin Demir", "2 weeks ago", "4 days ago", ["feature", "priority::low"], "v2.5", 3, "Aylin Demir"),
        (84, "Conflict log rotates too aggressively", "Thomas Moreau", "3 weeks ago", "3 weeks ago", ["bug"], "", 0, ""),
        (80, "Support S3-compatible endpoints with path-style URLs", "Lena Ortiz", "1 month ago", "2 weeks ago", ["feature"], "v2.5", 9, "Jonas Feld"),
        (77, "Make chunk size configurable per remote", "Ravi Shankar", "1 month ago", "1 month ago", ["feature"], "", 2, ""),
        (74, "TLS handshake timeout too short on satellite links", "Mira Kowalski", "1 month ago", "3 weeks ago", ["bug", "priority::high"], "v2.4", 11, "Thomas Moreau"),
        (69, "CLI: colorize diff output", "Aylin Demir", "2 months ago", "2 months ago", ["feature", "good first issue"], "", 1, ""),
        (61, "Remove deprecated --legacy-auth option", "Jonas Feld", "3 months ago", "1 month ago", ["feature"], "v3.0", 6, ""),
        (55, "Investigate memory growth on 10k+ file trees", "Lena Ortiz", "3 months ago", "2 weeks ago", ["bug", "performance"], "", 14, "Lena Ortiz"),
    ]

    def nav(n_open: int = 14, mine: int = 6) -> list[str]:
        return [
            "[24] link 'Skip to main content'",
            "[31] navigation 'Main navigation'",
            "\t[33] link 'Homepage'",
            "\t[35] button 'Search or go to…'",
            "\t[38] link 'Create new...'",
            f"\t[41] link 'Issues {mine}'",
            "\t[44] link 'Merge requests 2'",
            "\t[47] link 'To-Do List 3'",
            "\t[50] button 'Jonas Feld user’s menu'",
            "[58] complementary 'Project navigation'",
            "\t[60] link 'fieldkit-sync'",
            "\t[62] link 'Pinned'",
            f"\t[64] link 'Issues {n_open}'",
            "\t[66] link 'Merge requests 4'",
            "\t[68] link 'Manage'",
            "\t[70] link 'Plan'",
            "\t[72] link 'Code'",
            "\t[74] link 'Build'",
            "\t[76] link 'Deploy'",
            "\t[78] link 'Settings'",
        ]

    def crumbs(last: str) -> list[str]:
        return [
            "[90] navigation 'Breadcrumbs'",
            "\t[92] link 'Kestrel Labs'",
            "\t[94] link 'fieldkit-sync'",
            "\t[96] link 'Issues'",
        ] + ([f"\t[98] link '{last}'"] if last else [])

    def issue_list(rows: list[tuple], n_open: int, n_closed: int, extra_msg: str = "", mine: int = 6) -> str:
        lines = nav(n_open, mine) + crumbs("") + [
            "[110] main ''",
            "\t[112] heading 'Issues'",
            "\t[114] link 'Bulk edit'",
            "\t[116] link 'New issue'",
            "\t[120] tablist ''",
            f"\t\t[122] tab 'Open {n_open}', selected=True",
            f"\t\t[124] tab 'Closed {n_closed}', selected=False",
            f"\t\t[126] tab 'All {n_open + n_closed}', selected=False",
            "\t[130] textbox 'Search or filter results…'",
            "\t[132] button 'Created date'",
            "\t[134] button 'Sort direction: Descending'",
        ]
        if extra_msg:
            lines.append(f"\t{extra_msg}")
        lines.append("\t[140] list 'Issues'")
        bid = 150
        for num, title, author, created, updated, labels, ms, comments, assignee in rows:
            lines.append(f"\t\t[{bid}] listitem ''")
            lines.append(f"\t\t\t[{bid + 1}] link '{title}'")
            lines.append(f"\t\t\t\tStaticText '#{num} · created {created} by {author}'")
            if ms:
                lines.append(f"\t\t\t[{bid + 2}] link 'Milestone: {ms}'")
            for j, lab in enumerate(labels):
                lines.append(f"\t\t\t[{bid + 3 + j}] link '{lab}'")
            if assignee:
                lines.append(f"\t\t\t[{bid + 6}] link 'Assigned to {assignee}'")
            lines.append(f"\t\t\t[{bid + 7}] link '{comments}'")
            lines.append(f"\t\t\tStaticText 'updated {updated}'")
            bid += 10
        lines += ["\t[420] navigation 'Pagination'", "\t\tStaticText 'Showing 1 - {} of {}'".format(len(rows), len(rows))]
        return axtree("Issues · Kestrel Labs / fieldkit-sync · GitLab", lines, f"{base}/-/issues")

    state = issue_list(issues, 14, 63)

    label_names = ["bug", "ci", "dependencies", "documentation", "feature", "good first issue", "performance", "priority::high", "priority::low", "windows", "wontfix"]

    def new_form(title: str = "", desc: str = "", assignee: str = "", labels_open: bool = False, picked: tuple[str, ...] = (), focus: str = "") -> str:
        f = {k: (", focused" if focus == k else "") for k in ("title", "desc", "labels")}
        lines = nav(14) + crumbs("New") + [
            "[110] main ''",
            "\t[112] heading 'New issue'",
            "\t[200] group 'Title (required)'",
            f"\t\t[202] textbox 'Title (required)' value='{title}', required{f['title']}",
            "\t[204] button 'Choose a template: No template'",
            "\t[206] combobox 'Type' value='Issue', hasPopup='listbox', expanded=False",
            "\t[210] group 'Description'",
            "\t\t[212] tablist ''",
            "\t\t\t[213] tab 'Write', selected=True",
            "\t\t\t[214] tab 'Preview', selected=False",
            "\t\t[216] toolbar 'Markdown editor toolbar'",
            "\t\t\t[217] button 'Add bold text (Ctrl+B)'",
            "\t\t\t[218] button 'Add italic text (Ctrl+I)'",
            "\t\t\t[219] button 'Insert code'",
            "\t\t\t[220] button 'Add a link (Ctrl+K)'",
            "\t\t\t[221] button 'Add a bullet list'",
            "\t\t\t[222] button 'Attach a file or image'",
            f"\t\t[224] textbox 'Description' value='{desc}'{f['desc']}",
            "\t\tStaticText 'Supports Markdown. For quick actions, type /.'",
            "\t[230] checkbox 'This issue is confidential and should only be visible to team members with at least the Planner role.', checked='false'",
            "\t[236] group 'Assignee'",
            f"\t\tStaticText '{assignee or 'Unassigned'}'",
        ]
        if not assignee:
            lines.append("\t\t[238] button 'Assign to me'")
        lines += [
            "\t[240] group 'Milestone'",
            "\t\t[242] button 'Select milestone'",
            "\t[244] group 'Labels'",
            "\t\t[246] button 'Labels', expanded=" + ("True" if labels_open else "False"),
        ]
        if picked:
            for p in picked:
                lines.append(f"\t\tStaticText '{p}'")
        if labels_open:
            lines += ["\t\t[250] dialog 'Select labels'", f"\t\t\t[251] searchbox 'Search'{f['labels']}"]
            for j, lab in enumerate(label_names):
                chk = "true" if lab in picked else "false"
                lines.append(f"\t\t\t[{252 + j}] option '{lab}', selected={chk}")
            lines += ["\t\t\t[270] button 'Create label'", "\t\t\t[271] button 'Manage project labels'"]
        lines += [
            "\t[280] group 'Due date'",
            "\t\t[282] textbox 'Select due date' value=''",
            "\t[290] button 'Create issue'",
            "\t[292] link 'Cancel'",
        ]
        return axtree("New Issue · Kestrel Labs / fieldkit-sync · GitLab", lines, f"{base}/-/issues/new")

    title = "Crash on startup when config path contains spaces"
    desc = ("Starting the agent with `--config \"/opt/field kit/sync.toml\"` exits with `ConfigError: file not found: /opt/field`. "
            "The path is split on whitespace before it reaches the loader. Seen on 2.3.1 (Linux and macOS).")

    def issue_page(num: int, ttl: str, status: str, body: str, author: str, created: str, sidebar: list[str], notes: list[str], n_open: int) -> str:
        badge = "Open" if status == "open" else "Closed"
        lines = nav(n_open, 7) + crumbs(f"#{num}") + [
            "[110] main ''",
            f"\t[300] status '{badge}'",
            f"\t\tStaticText 'Issue created {created} by {author}'",
            f"\t[304] heading '{ttl}'",
            "\t[306] button 'Edit title and description'",
            "\t[308] button 'Issue actions'",
            f"\t[310] button '{'Close issue' if status == 'open' else 'Reopen issue'}'",
            "\t[312] article 'Description'",
            f"\t\tStaticText '{body}'",
            "\t[316] button 'Add reaction'",
            "\t[318] heading 'Linked items 0'",
            "\t[320] heading 'Activity'",
            "\t[322] button 'Sort or filter: Oldest first'",
            "\t[324] list 'Activity'",
        ]
        for j, n in enumerate(notes):
            lines.append(f"\t\t[{326 + j}] listitem ''")
            lines.append(f"\t\t\tStaticText '{n}'")
        lines += [
            "\t[360] textbox 'Comment' value=''",
            "\t[362] button 'Comment'",
            "\t[364] button 'Close issue'" if status == "open" else "\t[364] button 'Reopen issue'",
            "[380] complementary 'Issue details'",
        ] + ind(1, sidebar)
        return axtree(f"{ttl} (#{num}) · Issues · Kestrel Labs / fieldkit-sync · GitLab", lines, f"{base}/-/issues/{num}")

    side93 = [
        "StaticText 'Assignee'", "[382] link 'Edit assignee'", "[383] link 'Jonas Feld @jfeld'",
        "StaticText 'Labels'", "[385] link 'Edit labels'", "[386] link 'bug'", "[387] link 'priority::high'",
        "StaticText 'Milestone'", "[389] link 'Edit milestone'", "StaticText 'None'",
        "StaticText 'Due date'", "StaticText 'None'",
        "StaticText 'Time tracking'", "StaticText 'No estimate or time spent'",
        "StaticText 'Confidentiality'", "StaticText 'Not confidential'",
        "StaticText 'Reference: kestrel-labs/fieldkit-sync#93'", "[395] button 'Copy reference'",
        "StaticText 'Participants'", "[397] link 'Jonas Feld'",
        "[399] button 'Notifications', pressed=True",
    ]
    side87 = [
        "StaticText 'Assignee'", "[382] link 'Edit assignee'", "StaticText 'None - assign yourself'",
        "StaticText 'Labels'", "[385] link 'Edit labels'", "[386] link 'bug'", "[387] link 'windows'",
        "StaticText 'Milestone'", "[389] link 'Edit milestone'", "StaticText 'None'",
        "StaticText 'Due date'", "StaticText 'None'",
        "StaticText 'Time tracking'", "StaticText 'No estimate or time spent'",
        "StaticText 'Confidentiality'", "StaticText 'Not confidential'",
        "StaticText 'Reference: kestrel-labs/fieldkit-sync#87'", "[395] button 'Copy reference'",
        "StaticText 'Participants'", "[397] link 'Mira Kowalski'", "[398] link 'Thomas Moreau'", "[399] link 'Lena Ortiz'",
        "[401] button 'Notifications', pressed=False",
    ]
    body87 = ("On Windows Server 2019 the service wrapped with NSSM stays in SERVICE_PAUSED after reboot until started by hand. "
              "Event log shows 'fieldkit-sync: waiting for network' and then nothing.")
    notes87 = [
        "Mira Kowalski · 2 weeks ago: Reproduced on two more hosts in the Tromsø depot.",
        "Thomas Moreau · 2 weeks ago: Could be the delayed-start flag; NSSM defaults to SERVICE_AUTO_START.",
        "Thomas Moreau added label windows 2 weeks ago",
        "Lena Ortiz · 1 week ago: Windows hosts are being retired with 3.0, see the roadmap in &12.",
        "Mira Kowalski · 1 week ago: OK with closing once 3.0 ships, the two remaining hosts move to Debian.",
    ]
    turns = [
        ("click('116')", new_form(focus="title")),
        (f"fill('202', '{title}')", new_form(title=title, focus="title")),
        (f"fill('224', '{desc}')", new_form(title=title, desc=desc, focus="desc")),
        ("click('238')", new_form(title=title, desc=desc, assignee="Jonas Feld")),
        ("click('246')", new_form(title=title, desc=desc, assignee="Jonas Feld", labels_open=True, focus="labels")),
        ("click('252')", new_form(title=title, desc=desc, assignee="Jonas Feld", labels_open=True, picked=("bug",), focus="labels")),
        ("click('259')", new_form(title=title, desc=desc, assignee="Jonas Feld", labels_open=True, picked=("bug", "priority::high"), focus="labels")),
        ("click('290')", issue_page(93, title, "open", desc.replace("`", ""), "Jonas Feld", "just now", side93, [
            "Jonas Feld assigned to @jfeld just now",
            "Jonas Feld added bug priority::high labels just now",
        ], 15)),
        (f"goto('{base}/-/issues/87')", issue_page(87, issues[5][1], "open", body87, "Mira Kowalski", "2 weeks ago", side87, notes87, 15)),
        ("click('310')", issue_page(87, issues[5][1], "closed", body87, "Mira Kowalski", "2 weeks ago", side87, [*notes87, "Jonas Feld closed just now"], 14)),
    ]
    new93 = (93, title, "Jonas Feld", "4 minutes ago", "4 minutes ago", ["bug", "priority::high"], "", 0, "Jonas Feld")
    after = [new93] + [r for r in issues if r[0] != 87]
    turns.append(("click('96')", issue_list(after, 14, 64, mine=7)))
    return {"system": system("GitLab Community Edition 16.11 (self-hosted)", "Jonas Feld (@jfeld)"), "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# Magento admin, catalog price rules - bad
def t02() -> dict:
    base = "http://shop-admin.cobaltoutfitters.com/admin"
    rules = [
        ["3", "Holiday Apparel 20%", "Nov 20, 2024", "Dec 31, 2024", "Inactive", "Main Website", "0"],
        ["5", "Gear Clearance", "Jan 15, 2025", "", "Active", "Main Website", "1"],
        ["6", "Loyalty: Wholesale 5%", "", "", "Active", "Main Website", "2"],
        ["7", "Spring Yoga Sale", "Mar 1, 2025", "Mar 31, 2025", "Active", "Main Website", "0"],
        ["8", "Eco Collection Launch", "Apr 1, 2025", "Apr 14, 2025", "Inactive", "Main Website", "0"],
        ["9", "Men's Tees 2 for $40 prep", "", "", "Inactive", "Main Website", "3"],
    ]

    def menu() -> list[str]:
        return [
            "[12] navigation ''",
            "\t[14] link 'Magento Admin Panel'",
            "\t[16] menubar ''",
            "\t\t[18] link 'DASHBOARD'",
            "\t\t[21] link 'SALES'",
            "\t\t[24] link 'CATALOG'",
            "\t\t[27] link 'CUSTOMERS'",
            "\t\t[30] link 'MARKETING'",
            "\t\t[33] link 'CONTENT'",
            "\t\t[36] link 'REPORTS'",
            "\t\t[39] link 'STORES'",
            "\t\t[42] link 'SYSTEM'",
            "\t\t[45] link 'FIND PARTNERS & EXTENSIONS'",
            "[60] banner ''",
            "\t[62] link 'admin'",
            "\t[64] link 'Notifications 4'",
            "\t[66] textbox 'Search globally'",
        ]

    def grid(rows: list[list[str]], msgs: list[str], sort_prio: bool = False) -> str:
        lines = menu() + [
            "[80] main ''",
            "\t[82] heading 'Catalog Price Rule'",
            "\t[84] button 'Add New Rule'",
            "\t[86] button 'Apply Rules'",
        ]
        for j, m in enumerate(msgs):
            lines += [f"\t[{88 + j}] alert ''", f"\t\tStaticText '{m}'"]
        lines += [
            "\t[100] button 'Search'",
            "\t[102] button 'Reset Filter'",
            f"\t\tStaticText '{len(rows)} records found'",
            "\t[104] combobox 'per page' value='20', hasPopup='menu', expanded=False",
            "\t[106] textbox 'page' value='1'",
            "\tStaticText 'of 1'",
            "\t[110] table ''",
            "\t\t[112] row ''",
            "\t\t\t[113] columnheader 'ID', sort='ascending'" if not sort_prio else "\t\t\t[113] columnheader 'ID'",
            "\t\t\t[114] columnheader 'Rule'",
            "\t\t\t[115] columnheader 'Start'",
            "\t\t\t[116] columnheader 'End'",
            "\t\t\t[117] columnheader 'Status'",
            "\t\t\t[118] columnheader 'Web Site'",
            "\t\t\t[119] columnheader 'Priority', sort='ascending'" if sort_prio else "\t\t\t[119] columnheader 'Priority'",
            "\t\t[120] row ''",
            "\t\t\t[121] textbox 'ID' value=''",
            "\t\t\t[122] textbox 'Rule' value=''",
            "\t\t\t[123] textbox 'Start' value=''",
            "\t\t\t[124] textbox 'End' value=''",
            "\t\t\t[125] combobox 'Status' value='', hasPopup='menu', expanded=False",
            "\t\t\t[126] combobox 'Web Site' value='', hasPopup='menu', expanded=False",
            "\t\t\t[127] textbox 'Priority' value=''",
        ]
        for r in rows:
            b = 400 + int(r[0]) * 10
            lines.append(f"\t\t[{b}] row '{r[1]}'")
            for k, _name in enumerate(("ID", "Rule", "Start", "End", "Status", "Web Site", "Priority")):
                lines.append(f"\t\t\t[{b + 1 + k}] gridcell '{r[k]}'")
        lines += [
            "[700] contentinfo ''",
            "\tStaticText 'Copyright © 2025 Magento Commerce Inc. All rights reserved.'",
            "\tStaticText 'Magento ver. 2.4.7-p3'",
        ]
        return axtree("Catalog Price Rules / Promotions / Marketing / Magento Admin", lines,
                      f"{base}/catalog_rule/promo_catalog/")

    def form(to: str, actions_open: bool, discount: str, focus: str = "", msgs: tuple[str, ...] = ()) -> str:
        fo = {k: (", focused" if focus == k else "") for k in ("to", "disc")}
        lines = menu() + [
            "[80] main ''",
            "\t[82] heading 'Spring Yoga Sale'",
            "\t[150] button 'Back'",
            "\t[151] button 'Delete Rule'",
            "\t[152] button 'Reset'",
            "\t[153] button 'Save and Apply'",
            "\t[154] button 'Save and Continue Edit'",
            "\t[155] button 'Save'",
        ]
        for j, m in enumerate(msgs):
            lines += [f"\t[{88 + j}] alert ''", f"\t\tStaticText '{m}'"]
        lines += [
            "\t[160] heading 'Rule Information'",
            "\t[162] textbox 'Rule Name *' value='Spring Yoga Sale', required",
            "\t[164] textbox 'Description' value='Spring campaign: yoga mats, straps, blocks and bags.'",
            "\t[166] switch 'Active', checked='true'",
            "\t\tStaticText 'Yes'",
            "\t[168] listbox 'Websites *', multiselectable=True",
            "\t\t[169] option 'Main Website', selected=True",
            "\t[172] listbox 'Customer Groups *', multiselectable=True",
            "\t\t[173] option 'NOT LOGGED IN', selected=True",
            "\t\t[174] option 'General', selected=True",
            "\t\t[175] option 'Wholesale', selected=False",
            "\t\t[176] option 'Retailer', selected=True",
            "\t[180] textbox 'From' value='03/01/2025'",
            "\t[181] button 'Select Date'",
            f"\t[183] textbox 'To' value='{to}'{fo['to']}",
            "\t[184] button 'Select Date'",
            "\t[186] spinbutton 'Priority' value='0'",
            "\t[190] heading 'Conditions'",
            "\t[192] heading 'Actions'" + (", expanded=True" if actions_open else ", expanded=False"),
        ]
        if actions_open:
            lines += [
                "\t[194] combobox 'Apply' value='Apply as percentage of original', hasPopup='menu', expanded=False",
                "\t\t[195] option 'Apply as percentage of original', selected=True",
                "\t\t[196] option 'Apply as fixed amount', selected=False",
                "\t\t[197] option 'Adjust final price to this percentage', selected=False",
                "\t\t[198] option 'Adjust final price to discount value', selected=False",
                f"\t[200] textbox 'Discount Amount *' value='{discount}', required{fo['disc']}",
                "\t[202] switch 'Discard subsequent rules', checked='false'",
                "\t\tStaticText 'No'",
            ]
        lines += [
            "[700] contentinfo ''",
            "\tStaticText 'Copyright © 2025 Magento Commerce Inc. All rights reserved.'",
            "\tStaticText 'Magento ver. 2.4.7-p3'",
        ]
        return axtree("Spring Yoga Sale / Catalog Price Rule / Promotions / Marketing / Magento Admin", lines,
                      f"{base}/catalog_rule/promo_catalog/edit/id/7/")

    after = [list(r) for r in rules]
    after[3][3] = "Apr 30, 2025"
    saved = ["You saved the rule.", 'We found updated rules that are not applied. Please click "Apply Rules" to update your catalog.']
    by_prio = sorted(after, key=lambda r: (int(r[6]), int(r[0])))
    turns = [
        ("click('472')", form("03/31/2025", False, "10")),
        ("fill('183', '04/30/2025')", form("04/30/2025", False, "10", focus="to")),
        ("click('192')", form("04/30/2025", True, "10")),
        ("fill('200', '15')", form("04/30/2025", True, "15", focus="disc")),
        ("click('155')", grid(after, saved)),
        ("click('86')", grid(after, ["Updated rules applied."])),
        ("click('472')", form("04/30/2025", False, "15")),
        ("click('192')", form("04/30/2025", True, "10")),
        ("click('150')", grid(after, [])),
        ("click('119')", grid(by_prio, [], sort_prio=True)),
    ]
    return {"system": system("Magento 2.4 Admin (Cobalt Outfitters store)", "admin"), "state": grid(rules, []),
            "turns": turns, "bad": True, "turn": 8, "kind": "discount amount saved as 15 reads back as the old 10 when the rule is reopened"}


# ---------------------------------------------------------------------------------------------
# Postmill forum - clean
def t03() -> dict:
    base = "http://forum.diy-commons.net"
    posts = {
        "deh": ["Best dehumidifier for a 900 sq ft basement?", "damp_in_dayton", "4 hours ago", 57, 23, False],
        "bnb": ["Finally finished our DIY board and batten wall (before/after)", "crownmolding_carl", "6 hours ago", 412, 61, False],
        "dry": ["Is it normal for new drywall seams to crack after one winter?", "tapeandmud", "3 hours ago", 38, 19, False],
        "vent": ["PSA: check your dryer vent, found a bird nest in ours", "lintlord", "9 hours ago", 690, 88, False],
        "caulk": ["Which caulk for a shower that gets daily use?", "grout_expectations", "2 hours ago", 14, 12, False],
        "panel": ["Replaced a 1970s breaker panel, AMA (licensed electrician)", "sparky_ohm", "11 hours ago", 1024, 203, False],
        "tile": ["Tile leveling clips worth it for 12x24 porcelain?", "thinset_theo", "5 hours ago", 22, 17, False],
        "tools": ["Weekly tool thread: what did you buy this week?", "AutoModerator", "1 day ago", 73, 142, True],
    }
    ids = {"deh": 118204, "bnb": 118187, "dry": 118211, "vent": 118160, "caulk": 118226, "panel": 118133, "tile": 118195, "tools": 117902}
    hot = ["tools", "panel", "vent", "bnb", "deh", "dry", "tile", "caulk"]
    new = ["tools", "caulk", "dry", "deh", "tile", "bnb", "vent", "panel"]

    def top() -> list[str]:
        return [
            "[21] link 'Jump to main content'",
            "[23] link 'Jump to sidebar'",
            "[27] navigation ''",
            "\t[30] link 'Home'",
            "\t\tStaticText 'DIY Commons'",
            "\t[34] link 'Forums'",
            "\t[36] link 'Wiki'",
            "\t[40] searchbox 'Search query'",
            "\t[44] link 'Notifications (2)'",
            "\t[46] link 'Submit'",
            "\t[48] button 'quietcarpenter', hasPopup='menu', expanded=False",
        ]

    def sidebar(subscribed: bool) -> list[str]:
        return [
            "[600] complementary ''",
            "\t[602] heading 'homeimprovement'",
            "\tStaticText 'Repairs, renovations and the tools to do them. Be civil, post photos, no contractor spam.'",
            "\t[606] button 'Unsubscribe'" if subscribed else "\t[606] button 'Subscribe'",
            f"\tStaticText '{'12,409' if subscribed else '12,408'}'",
            "\tStaticText 'Created'",
            "\tStaticText 'August 14, 2019'",
            "\t[610] link 'Forum wiki'",
            "\t[612] heading 'Moderators'",
            "\t[614] link 'sparky_ohm'",
            "\t[616] link 'grout_expectations'",
            "\t[618] link 'bylaws_bea'",
            "\t[620] link 'Moderation log'",
            "\t[622] link 'Submit a new link'",
            "\t[624] link 'Submit a new text post'",
        ]

    def forum(order: list[str], sort: str, vals: dict[str, tuple[int, int]], voted: set[str], subscribed: bool) -> str:
        lines = top() + [
            "[60] main ''",
            "\t[62] heading '/f/homeimprovement'",
            "\t[64] navigation 'Sort'",
        ]
        for j, s in enumerate(("Hot", "New", "Active", "Top", "Controversial", "Most commented")):
            lines.append(f"\t\t[{65 + j}] link '{s}'" + (", current='page'" if s == sort else ""))
        bid = 100
        for k in order:
            title, user, age, _, _, sticky = posts[k]
            score, comments = vals[k]
            lines.append(f"\t[{bid}] article ''")
            lines.append(f"\t\t[{bid + 1}] heading '{title}'")
            lines.append(f"\t\t\t[{bid + 2}] link '{title}'")
            if sticky:
                lines.append("\t\tStaticText 'Sticky'")
            lines.append("\t\tStaticText 'Submitted by'")
            lines.append(f"\t\t[{bid + 3}] link '{user}'")
            lines.append(f"\t\t[{bid + 4}] time '{age}'")
            lines.append(f"\t\t[{bid + 5}] link '{comments} comments'")
            lines.append(f"\t\t[{bid + 6}] button 'Save'")
            if k in voted:
                lines.append(f"\t\t[{bid + 7}] button 'Retract upvote', pressed=True")
            else:
                lines.append(f"\t\t[{bid + 7}] button 'Upvote'")
            lines.append(f"\t\tStaticText '{score:,}'")
            lines.append(f"\t\t[{bid + 8}] button 'Downvote'")
            bid += 20
        lines += ["\t[560] link 'More'"]
        lines += sidebar(subscribed)
        url = f"{base}/f/homeimprovement" + ("/new" if sort == "New" else "")
        return axtree("/f/homeimprovement", lines, url)

    comments = [
        ("basement_bob", "4 hours ago", 31, "Get one with a continuous drain hose. Emptying a bucket twice a day gets old by week two."),
        ("hvac_hannah", "3 hours ago", 24, "For 900 sq ft a 50-pint (2019 DOE) unit is plenty unless it is a wet basement. Check the relative humidity first, aim for 45 to 50 percent."),
        ("damp_in_dayton", "3 hours ago", 9, "Hygrometer reads 68 percent after rain, around 60 otherwise. No standing water, just that smell."),
        ("hvac_hannah", "3 hours ago", 12, "Then a 50-pint will do. Look at the Midea Cube or the Frigidaire FFAP5033W1 if you want a pump."),
        ("sumppump_sam", "2 hours ago", 7, "Also fix your gutters and downspouts first. Half of the basement humidity threads here end with an extension on the downspout."),
        ("lintlord", "1 hour ago", 5, "Ours runs in a closed room, keep the door open or it just cycles the same air."),
    ]
    mine = "Had the same smell at 62 to 65 percent. A 50-pint unit on a drain hose to the floor drain brought it down to 47 in three days; set it to 50 and leave it on auto."

    def post(extra: bool) -> str:
        n = 24 if extra else 23
        lines = top() + [
            "[60] main ''",
            "\t[70] article ''",
            "\t\t[72] heading 'Best dehumidifier for a 900 sq ft basement?'",
            "\t\tStaticText 'Submitted by'",
            "\t\t[74] link 'damp_in_dayton'",
            "\t\t[75] time '4 hours ago'",
            "\t\tStaticText 'in'",
            "\t\t[76] link 'homeimprovement'",
            "\t\tStaticText 'Unfinished basement, concrete block walls, musty smell since we moved in. Budget around 300 dollars. Is a 35-pint enough or do I need the big 50-pint ones? Do I need one with a pump?'",
            f"\t\t[80] link '{n} comments'",
            "\t\t[81] button 'Save'",
            "\t\t[82] button 'Retract upvote', pressed=True",
            "\t\tStaticText '58'",
            "\t\t[83] button 'Downvote'",
            "\t[90] heading 'Comments'",
            "\t[92] textbox 'Comment' value=''",
            "\t[94] button 'Post'",
            "\t[96] combobox 'Sort comments by' value='Top', hasPopup='menu', expanded=False",
        ]
        rows = list(comments)
        if extra:
            rows.append(("quietcarpenter", "just now", 1, mine))
        for j, (u, age, sc, text) in enumerate(rows):
            b = 120 + j * 10
            lines += [
                f"\t[{b}] article ''",
                f"\t\t[{b + 1}] link '{u}'",
                f"\t\t[{b + 2}] time '{age}'",
                f"\t\tStaticText '{text}'",
                f"\t\t[{b + 3}] button 'Upvote'",
                f"\t\tStaticText '{sc}'",
                f"\t\t[{b + 4}] button 'Downvote'",
                f"\t\t[{b + 5}] link 'Reply'",
                f"\t\t[{b + 6}] link 'Permalink'",
            ]
        lines.append(f"\tStaticText 'Showing {len(rows)} of {n} comments'")
        lines.append("\t[300] link 'Load more comments'")
        lines += sidebar(False)
        return axtree("Best dehumidifier for a 900 sq ft basement? : homeimprovement", lines, f"{base}/f/homeimprovement/{ids['deh']}/best-dehumidifier-for-a-900-sq-ft-basement")

    def post_filled() -> str:
        return post(False).replace("[92] textbox 'Comment' value=''", f"[92] textbox 'Comment' value='{mine}', focused")

    v0 = {k: (p[3], p[4]) for k, p in posts.items()}
    v1 = dict(v0, deh=(58, 23))
    v2 = dict(v0, deh=(60, 24), vent=(694, 89), panel=(1031, 205), caulk=(15, 13))
    turns = [
        ("click('187')", forum(hot, "Hot", v1, {"deh"}, False)),
        ("click('182')", post(False)),
        (f"fill('92', '{mine}')", post_filled()),
        ("click('94')", post(True)),
        ("click('76')", forum(hot, "Hot", v2, {"deh"}, False)),
        ("click('606')", forum(hot, "Hot", v2, {"deh"}, True)),
        ("click('66')", forum(new, "New", v2, {"deh"}, True)),
    ]
    return {"system": system("Postmill forum (DIY Commons)", "quietcarpenter"), "state": forum(hot, "Hot", v0, set(), False), "turns": turns}


# ---------------------------------------------------------------------------------------------
# GitHub pull request - bad
def t04() -> dict:
    base = "https://github.com/tidewater-io/pgsync-lite/pull/2291"
    c1, c2, c3 = "a3f9c1e", "7b20d44", "e91c0fa"
    title = "Fix connection leak when pool acquire times out"

    def head(tab: str, reviewed: bool) -> list[str]:
        lines = [
            "[20] link 'Skip to content'",
            "[24] banner ''",
            "\t[26] link 'Homepage'",
            "\t[28] link 'tidewater-io'",
            "\t[30] link 'pgsync-lite'",
            "\t[32] button 'Search or jump to…'",
            "\t[34] link 'Issues'",
            "\t[36] link 'Pull requests'",
            "\t[38] link 'You have unread notifications'",
            "\t[40] button 'Open user navigation menu'",
            "[44] navigation 'Repository'",
            "\t[45] link 'Code'",
            "\t[46] link 'Issues 37'",
            "\t[47] link 'Pull requests 9'",
            "\t[48] link 'Actions'",
            "\t[49] link 'Projects'",
            "\t[50] link 'Security'",
            "\t[51] link 'Insights'",
            "\t[52] link 'Settings'",
            "[60] main ''",
            f"\t[62] heading '{title} #2291'",
            "\t[64] button 'Edit'",
            "\t[66] button 'Code'",
            "\tStaticText 'Open'",
            "\t[68] link 'alicew-dev'",
            "\tStaticText 'wants to merge 3 commits into'",
            "\t[70] link 'main'",
            "\tStaticText 'from'",
            "\t[72] link 'alicew-dev:fix/conn-pool-leak'",
            "\t[74] button 'Copy head branch name to clipboard'",
            "\t[76] navigation 'Pull request tabs'",
        ]
        for b, name in ((77, "Conversation 4" if not reviewed else "Conversation 5"), (78, "Commits 3"), (79, "Checks 5"), (80, "Files changed 4")):
            sel = ", selected=True" if name.startswith(tab) else ""
            lines.append(f"\t\t[{b}] tab '{name}'{sel}")
        lines += ["\tStaticText '+62 −18'"]
        return lines

    def sidebar(reviewed: bool) -> list[str]:
        return [
            "[500] complementary ''",
            "\t[502] heading 'Reviewers'",
            "\t[503] link 'bkuang'",
            "\tStaticText 'Requested changes'",
            "\t[505] link 'mtorres-gh'" if reviewed else "\t[505] button 'Approve or request changes'",
            "\tStaticText 'Approved'" if reviewed else "\tStaticText 'Awaiting requested review from you'",
            "\t[508] heading 'Assignees'",
            "\t[509] link 'alicew-dev'",
            "\t[510] heading 'Labels'",
            "\t[511] link 'bug'",
            "\t[512] link 'pool'",
            "\t[514] heading 'Projects'",
            "\tStaticText 'None yet'",
            "\t[516] heading 'Milestone'",
            "\t[517] link '0.9.2'",
            "\t[518] heading 'Development'",
            "\tStaticText 'Successfully merging this pull request may close these issues.'",
            "\t[519] link 'Connections never returned to pool after TimeoutError #2277'",
            "\t[520] heading 'Notifications'",
            "\t[521] button 'Unsubscribe'",
            "\t[522] heading '3 participants'",
        ]

    def commits(shas: tuple[str, str, str], reviewed: bool) -> str:
        lines = head("Commits", reviewed) + [
            "\t[200] heading 'Commits on Mar 10, 2025'",
            "\t[202] list ''",
            "\t\t[203] listitem ''",
            "\t\t\t[204] link 'Release connection on acquire timeout'",
            "\t\t\t[205] link 'alicew-dev'",
            "\t\t\tStaticText 'committed Mar 10, 2025'",
            "\t\t\tStaticText 'Verified'",
            f"\t\t\t[206] link '{shas[0]}'",
            "\t\t\t[207] button 'Copy full SHA for " + shas[0] + "'",
            "\t\t\t[208] link 'Browse the repository at this point in the history'",
            "\t\t[210] listitem ''",
            "\t\t\t[211] link 'Add regression test for pool exhaustion'",
            "\t\t\t[212] link 'alicew-dev'",
            "\t\t\tStaticText 'committed Mar 10, 2025'",
            "\t\t\tStaticText 'Verified'",
            f"\t\t\t[213] link '{shas[1]}'",
            "\t\t\t[214] button 'Copy full SHA for " + shas[1] + "'",
            "\t\t\t[215] link 'Browse the repository at this point in the history'",
            "\t[220] heading 'Commits on Mar 11, 2025'",
            "\t[222] list ''",
            "\t\t[223] listitem ''",
            "\t\t\t[224] link 'Address review: use async context manager in _acquire'",
            "\t\t\t[225] link 'alicew-dev'",
            "\t\t\tStaticText 'committed Mar 11, 2025'",
            "\t\t\tStaticText 'Verified'",
            "\t\t\tStaticText 'All checks have passed'",
            f"\t\t\t[226] link '{shas[2]}'",
            "\t\t\t[227] button 'Copy full SHA for " + shas[2] + "'",
            "\t\t\t[228] link 'Browse the repository at this point in the history'",
        ]
        return axtree(f"{title} by alicew-dev · Pull Request #2291 · tidewater-io/pgsync-lite", lines, f"{base}/commits")

    diff = [
        ("pgsync_lite/pool.py", "+29 −15", [
            "@@ -118,21 +118,35 @@ class Pool:",
            " 118   async def acquire(self, timeout: float | None = None) -> Connection:",
            "-119       conn = await asyncio.wait_for(self._queue.get(), timeout)",
            "-120       self._in_use.add(conn)",
            "-121       return conn",
            "+119       async with self._acquire(timeout) as conn:",
            "+120           return conn",
            " 122",
            "+123   @contextlib.asynccontextmanager",
            "+124   async def _acquire(self, timeout: float | None):",
            "+125       getter = asyncio.ensure_future(self._queue.get())",
            "+126       try:",
            "+127           conn = await asyncio.wait_for(asyncio.shield(getter), timeout)",
            "+128       except asyncio.TimeoutError:",
            "+129           getter.add_done_callback(self._return_late)",
            "+130           raise PoolTimeoutError(self.size, self._queue.qsize()) from None",
        ]),
        ("pgsync_lite/errors.py", "+5 −3", [
            "@@ -40,9 +40,11 @@ class PoolError(PgSyncError):",
            "-42 class PoolTimeoutError(PoolError):",
            "-43     pass",
            "+42 class PoolTimeoutError(PoolError, TimeoutError):",
            "+43     def __init__(self, size: int, idle: int) -> None:",
            "+44         super().__init__(f'no connection available (pool size {size}, idle {idle})')",
        ]),
        ("tests/test_pool.py", "+26 −0", [
            "@@ -210,0 +211,26 @@ async def test_release_on_close(pool):",
            "+211 async def test_timeout_returns_late_connection(make_pool):",
            "+212     pool = await make_pool(size=1)",
            "+213     held = await pool.acquire()",
            "+214     with pytest.raises(PoolTimeoutError):",
            "+215         await pool.acquire(timeout=0.05)",
            "+216     await pool.release(held)",
            "+217     assert pool.idle == 1",
        ]),
        ("CHANGELOG.md", "+2 −0", [
            "@@ -3,6 +3,8 @@",
            "+5 - Fix: connections acquired after a timed-out `Pool.acquire()` are returned to the pool (#2277).",
        ]),
    ]

    def files(review_open: bool, comment: str = "", choice: str = "Comment", focus: bool = False) -> str:
        lines = head("Files changed", False) + [
            "\t[150] button 'File filter'",
            "\t[152] button 'Conversations'",
            "\t[154] button 'Diff view: Unified'",
            "\tStaticText '0 / 4 files viewed'",
            "\t[156] button 'Review changes', expanded=" + ("True" if review_open else "False"),
        ]
        if review_open:
            fo = ", focused" if focus else ""
            lines += [
                "\t[160] dialog 'Finish your review'",
                f"\t\t[161] textbox 'Leave a comment' value='{comment}'{fo}",
                f"\t\t[162] radio 'Comment Submit general feedback without explicit approval.', checked={'true' if choice == 'Comment' else 'false'}",
                f"\t\t[163] radio 'Approve Submit feedback and approve merging these changes.', checked={'true' if choice == 'Approve' else 'false'}",
                f"\t\t[164] radio 'Request changes Submit feedback that must be addressed before merging.', checked={'true' if choice == 'Request' else 'false'}",
                "\t\t[165] button 'Submit review'",
            ]
        lines += ["\t[170] navigation 'File tree'"]
        for j, (fname, _stat, _) in enumerate(diff):
            lines.append(f"\t\t[{171 + j}] treeitem '{fname}'")
        bid = 200
        for fname, stat, rows in diff:
            lines += [f"\t[{bid}] region '{fname}'", f"\t\t[{bid + 1}] button 'Toggle diff contents'", f"\t\tStaticText '{stat}'",
                      f"\t\t[{bid + 2}] link '{fname}'", f"\t\t[{bid + 3}] checkbox 'Viewed', checked='false'", f"\t\t[{bid + 4}] table ''"]
            for r in rows:
                lines.append(f"\t\t\tStaticText '{r}'")
            bid += 20
        return axtree(f"{title} by alicew-dev · Pull Request #2291 · tidewater-io/pgsync-lite", lines, f"{base}/files")

    body = ("Closes #2277. When acquire() timed out, the getter task kept running and the connection it eventually received was never put back, "
            "so a busy service lost one connection per timeout until the pool was empty. The getter is now shielded and, on timeout, a done-callback "
            "returns the late connection.")

    def convo() -> str:
        lines = head("Conversation", True) + [
            "\t[300] article ''",
            "\t\t[301] link 'alicew-dev'",
            "\t\tStaticText 'commented Mar 10, 2025'",
            f"\t\tStaticText '{body}'",
            "\t[310] link 'alicew-dev'",
            "\tStaticText 'added 2 commits Mar 10, 2025'",
            "\t[312] link 'Release connection on acquire timeout'",
            f"\t[313] link '{c1}'",
            "\t[314] link 'Add regression test for pool exhaustion'",
            f"\t[315] link '{c2}'",
            "\t[318] article ''",
            "\t\t[319] link 'bkuang'",
            "\t\tStaticText 'requested changes Mar 10, 2025'",
            "\t\tStaticText 'The release still gets skipped if the caller is cancelled between get() and add(). Please use a context manager so it cannot leak.'",
            "\t[324] link 'alicew-dev'",
            "\tStaticText 'added 1 commit Mar 11, 2025'",
            "\t[326] link 'Address review: use async context manager in _acquire'",
            f"\t[327] link '{c3}'",
            "\t[330] article ''",
            "\t\t[331] link 'mtorres-gh'",
            "\t\tStaticText 'approved these changes now'",
            "\t\tStaticText 'LGTM. Shielding the getter and returning the late connection in the callback covers the cancellation case too. Thanks for the regression test.'",
            "\t[340] heading 'Merge info'",
            "\tStaticText 'Changes approved'",
            "\tStaticText '1 approving review by reviewers with write access.'",
            "\tStaticText 'All checks have passed'",
            "\tStaticText '5 successful checks'",
            "\tStaticText 'No conflicts with base branch'",
            "\tStaticText 'Merging can be performed automatically.'",
            "\t[350] button 'Squash and merge'",
            "\t[351] button 'Select merge method', hasPopup='menu', expanded=False",
            "\t[360] textbox 'Add a comment' value=''",
            "\t[362] button 'Close pull request'",
            "\t[364] button 'Comment'",
        ] + sidebar(True)
        return axtree(f"{title} by alicew-dev · Pull Request #2291 · tidewater-io/pgsync-lite", lines, base)

    def checks() -> str:
        lines = head("Checks", True) + [
            "\t[400] navigation 'Checks'",
            "\t\t[401] link 'ci on: pull_request'",
            "\t\t\t[402] link 'test (3.10) successful in 2m 41s'",
            "\t\t\t[403] link 'test (3.11) successful in 2m 18s'",
            "\t\t\t[404] link 'test (3.12) successful in 2m 22s'",
            "\t\t\t[405] link 'lint successful in 38s'",
            "\t\t[406] link 'codecov/patch'",
            "\t[410] heading 'ci'",
            "\tStaticText 'on: pull_request'",
            f"\t[412] link 'Commit {c3}'",
            "\t[414] link 'Re-run all jobs'",
            "\t[420] heading 'Summary'",
            "\tStaticText 'Triggered via pull request Mar 11, 2025'",
            "\tStaticText 'Status Success'",
            "\tStaticText 'Total duration 3m 12s'",
            "\tStaticText 'Artifacts 1'",
            "\t[430] table ''",
            "\t\tStaticText 'coverage-report  412 KB'",
            "\t[440] heading 'Annotations'",
            "\tStaticText '1 warning'",
            "\tStaticText 'lint: Node.js 16 actions are deprecated. Please update the following actions to use Node.js 20: actions/setup-python@v4.'",
        ]
        return axtree(f"{title} by alicew-dev · Pull Request #2291 · tidewater-io/pgsync-lite", lines, f"{base}/checks")

    state_lines = head("Conversation", False) + [
        "\t[300] article ''",
        "\t\t[301] link 'alicew-dev'",
        "\t\tStaticText 'commented Mar 10, 2025'",
        f"\t\tStaticText '{body}'",
        "\t[310] link 'alicew-dev'",
        "\tStaticText 'added 2 commits Mar 10, 2025'",
        "\t[312] link 'Release connection on acquire timeout'",
        f"\t[313] link '{c1}'",
        "\t[314] link 'Add regression test for pool exhaustion'",
        f"\t[315] link '{c2}'",
        "\t[318] article ''",
        "\t\t[319] link 'bkuang'",
        "\t\tStaticText 'requested changes Mar 10, 2025'",
        "\t\tStaticText 'The release still gets skipped if the caller is cancelled between get() and add(). Please use a context manager so it cannot leak.'",
        "\t[324] link 'alicew-dev'",
        "\tStaticText 'added 1 commit Mar 11, 2025'",
        "\t[326] link 'Address review: use async context manager in _acquire'",
        f"\t[327] link '{c3}'",
        "\t[340] heading 'Merge info'",
        "\tStaticText 'Review required'",
        "\tStaticText 'At least 1 approving review is required by reviewers with write access.'",
        "\tStaticText 'All checks have passed'",
        "\tStaticText '5 successful checks'",
        "\tStaticText 'No conflicts with base branch'",
        "\t[350] button 'Squash and merge', disabled=True",
        "\t[351] button 'Select merge method', hasPopup='menu', expanded=False",
        "\t[360] textbox 'Add a comment' value=''",
        "\t[362] button 'Close pull request'",
        "\t[364] button 'Comment'",
    ] + sidebar(False)
    state = axtree(f"{title} by alicew-dev · Pull Request #2291 · tidewater-io/pgsync-lite", state_lines, base)
    note = "LGTM. Shielding the getter and returning the late connection in the callback covers the cancellation case too. Thanks for the regression test."
    turns = [
        ("click('78')", commits((c1, c2, c3), False)),
        ("click('80')", files(False)),
        ("click('156')", files(True, focus=True)),
        (f"fill('161', '{note}')", files(True, note, focus=True)),
        ("click('163')", files(True, note, "Approve")),
        ("click('165')", convo()),
        ("click('78')", commits((c1, "7b20e44", c3), True)),
        ("click('79')", checks()),
    ]
    return {"system": system("GitHub (github.com)", "mtorres-gh"), "state": state, "turns": turns,
            "bad": True, "turn": 7, "kind": "short SHA of the second PR commit differs from the one listed earlier, no push happened"}


# ---------------------------------------------------------------------------------------------
# Shopping storefront (Magento Luma) cart and wish list - clean
def t05() -> dict:
    base = "http://onestopmarket.shop"
    items = {
        "A": ("Hario V60 Ceramic Coffee Dripper, Size 02, White", 23.00, "B000P4D5HE"),
        "B": ("Bodum Chambord French Press Coffee Maker, 34 oz, Chrome", 39.99, "B00008XEWF"),
        "C": ("Cuisinart CPT-122 2-Slice Compact Plastic Toaster, White", 29.95, "B009GQ034C"),
        "D": ("Ziploc Gallon Food Storage Freezer Bags, 60 Count", 11.49, "B01N5KB9JZ"),
        "E": ("OXO Good Grips 11 Pound Stainless Steel Food Scale with Pull Out Display", 49.95, "B000WJMTNA"),
        "F": ("Lodge 10.25 Inch Cast Iron Skillet, Pre-Seasoned", 19.90, "B00006JSUA"),
    }

    def header(count: int) -> list[str]:
        return [
            "[14] link 'Skip to Content'",
            "[16] banner ''",
            "\tStaticText 'Welcome, Priya Raman!'",
            "\t[18] button 'Change', hasPopup='menu'",
            "\t[22] link 'store logo'",
            f"\t[24] link 'My Cart {count} items'" if count != 1 else "\t[24] link 'My Cart 1 item'",
            "\t[26] combobox 'Search' value='', autocomplete='both', hasPopup='listbox', expanded=False",
            "\t[28] button 'Search', disabled=True",
            "[30] navigation ''",
            "\t[31] menuitem 'Beauty & Personal Care', hasPopup='menu'",
            "\t[32] menuitem 'Sports & Outdoors', hasPopup='menu'",
            "\t[33] menuitem 'Clothing, Shoes & Jewelry', hasPopup='menu'",
            "\t[34] menuitem 'Home & Kitchen', hasPopup='menu'",
            "\t[35] menuitem 'Office Products', hasPopup='menu'",
            "\t[36] menuitem 'Tools & Home Improvement', hasPopup='menu'",
            "\t[37] menuitem 'Health & Household', hasPopup='menu'",
            "\t[38] menuitem 'Patio, Lawn & Garden', hasPopup='menu'",
            "\t[39] menuitem 'Electronics', hasPopup='menu'",
            "\t[40] menuitem 'Cell Phones & Accessories', hasPopup='menu'",
            "\t[41] menuitem 'Video Games', hasPopup='menu'",
            "\t[42] menuitem 'Grocery & Gourmet Food', hasPopup='menu'",
        ]

    def footer() -> list[str]:
        return [
            "[900] contentinfo ''",
            "\t[902] textbox 'Sign Up for Our Newsletter:' value=''",
            "\t[904] button 'Subscribe'",
            "\t[906] link 'Privacy and Cookie Policy'",
            "\t[908] link 'Search Terms'",
            "\t[910] link 'Advanced Search'",
            "\t[912] link 'Contact Us'",
            "\tStaticText 'Copyright © 2013-present Magento, Inc. All rights reserved.'",
        ]

    def wishlist(keys: list[str], count: int, msg: str = "") -> str:
        lines = header(count) + [
            "[60] main ''",
            "\t[62] heading 'My Wish List'",
        ]
        if msg:
            lines += ["\t[64] alert ''", f"\t\tStaticText '{msg}'"]
        lines += [f"\tStaticText '{len(keys)} Item(s)'", "\t[70] list ''"]
        slot = {"A": 0, "B": 1, "E": 2, "F": 3}
        for k in keys:
            name, price, _ = items[k]
            b = 100 + slot[k] * 20
            lines += [
                f"\t\t[{b}] listitem ''",
                f"\t\t\t[{b + 1}] link '{name}'",
                f"\t\t\t[{b + 2}] img '{name}'",
                f"\t\t\tStaticText '${price:.2f}'",
                f"\t\t\t[{b + 3}] textbox 'Comment' value=''",
                f"\t\t\t[{b + 4}] spinbutton 'Qty' value='1'",
                f"\t\t\t[{b + 5}] button 'Add to Cart'",
                f"\t\t\t[{b + 6}] link 'Edit'",
                f"\t\t\t[{b + 7}] link 'Remove item'",
            ]
        lines += [
            "\t[190] button 'Update Wish List'",
            "\t[192] button 'Share Wish List'",
            "\t[194] button 'Add All to Cart'",
            "\t[196] link 'Back'",
            "[200] complementary ''",
            "\t[202] link 'My Account'",
            "\t[203] link 'My Orders'",
            "\t[204] link 'My Downloadable Products'",
            "\tStaticText 'My Wish List'",
            "\t[206] link 'Address Book'",
            "\t[207] link 'Account Information'",
            "\t[208] link 'Stored Payment Methods'",
            "\t[209] link 'My Product Reviews'",
            "\t[210] link 'Newsletter Subscriptions'",
            "\t[214] heading 'Compare Products'",
            "\tStaticText 'You have no items to compare.'",
        ] + footer()
        return axtree("My Wish List", lines, f"{base}/wishlist/")

    def minicart(cart: list[tuple[str, int]], count: int) -> str:
        page = wishlist(["E", "F"], count, f"You added {items['B'][0]} to your shopping cart.")
        sub = sum(items[k][1] * q for k, q in cart)
        dlg = ["\t[250] dialog 'Minicart', modal=False", "\t\t[251] button 'Close'", f"\t\tStaticText '{count} Items in Cart'",
               "\t\tStaticText 'Cart Subtotal :'", f"\t\tStaticText '${sub:,.2f}'", "\t\t[252] button 'Proceed to Checkout'", "\t\t[254] list ''"]
        for j, (k, q) in enumerate(reversed(cart)):
            name, price, _ = items[k]
            b = 260 + j * 8
            dlg += [f"\t\t\t[{b}] listitem ''", f"\t\t\t\t[{b + 1}] link '{name}'", f"\t\t\t\tStaticText '${price:.2f}'",
                    f"\t\t\t\t[{b + 2}] spinbutton 'Qty' value='{q}'", f"\t\t\t\t[{b + 3}] link 'Edit item'", f"\t\t\t\t[{b + 4}] link 'Remove'"]
        dlg += ["\t\t[300] link 'View and Edit Cart'"]
        lines = page.split("\n")
        at = lines.index("\t[30] navigation ''")
        lines = lines[:at] + dlg + lines[at:]
        return "\n".join(lines).replace("[24] link 'My Cart 4 items'", "[24] link 'My Cart 4 items', expanded=True")

    def cart(rows: list[tuple[str, int]], qty_edit: dict[str, str] | None = None, est: bool = False, flat: bool = False, msg: str = "") -> str:
        qty_edit = qty_edit or {}
        count = sum(q for _, q in rows)
        sub = sum(items[k][1] * q for k, q in rows)
        lines = header(count) + ["[60] main ''", "\t[62] heading 'Shopping Cart'"]
        if msg:
            lines += ["\t[64] alert ''", f"\t\tStaticText '{msg}'"]
        lines += ["\t[70] table 'Shopping Cart Items'", "\t\t[71] row ''",
                  "\t\t\t[72] columnheader 'Item'", "\t\t\t[73] columnheader 'Price'", "\t\t\t[74] columnheader 'Qty'", "\t\t\t[75] columnheader 'Subtotal'"]
        slot = {"C": 0, "D": 1, "A": 2, "B": 3}
        for k, q in rows:
            name, price, _ = items[k]
            b = 400 + slot[k] * 12
            shown = qty_edit.get(k, str(q))
            foc = ", focused" if k in qty_edit else ""
            lines += [
                f"\t\t[{b}] row ''",
                f"\t\t\t[{b + 1}] link '{name}'",
                f"\t\t\tStaticText '${price:.2f}'",
                f"\t\t\t[{b + 2}] spinbutton 'Qty' value='{shown}'{foc}",
                f"\t\t\tStaticText '${price * q:,.2f}'",
                f"\t\t\t[{b + 3}] link 'Move to Wish List'",
                f"\t\t\t[{b + 4}] link 'Edit item parameters'",
                f"\t\t\t[{b + 5}] link 'Remove item'",
            ]
        lines += [
            "\t[480] link 'Continue Shopping'",
            "\t[482] button 'Update Shopping Cart'",
            "\t[484] heading 'Apply Discount Code'",
            "\t[490] complementary 'Summary'",
            "\t\t[491] heading 'Summary'",
            "\t\t[492] heading 'Estimate Shipping and Tax', expanded=" + ("True" if est else "False"),
        ]
        if est:
            lines += [
                "\t\t\t[493] combobox 'Country' value='United States', hasPopup='menu', expanded=False",
                "\t\t\t[494] combobox 'State/Province' value='Pennsylvania', hasPopup='menu', expanded=False",
                "\t\t\t[495] textbox 'Zip/Postal Code' value='15213'",
                "\t\t\tStaticText 'Flat Rate'",
                f"\t\t\t[496] radio 'Fixed ${5 * count:.2f}', checked={'true' if flat else 'false'}",
            ]
        tax = 0.0
        lines += ["\t\t[500] table ''", "\t\t\tStaticText 'Subtotal'", f"\t\t\tStaticText '${sub:,.2f}'"]
        if flat:
            lines += ["\t\t\tStaticText 'Shipping (Flat Rate - Fixed)'", f"\t\t\tStaticText '${5 * count:.2f}'"]
        lines += ["\t\t\tStaticText 'Tax'", f"\t\t\tStaticText '${tax:.2f}'", "\t\t\tStaticText 'Order Total'",
                  f"\t\t\tStaticText '${sub + tax + (5 * count if flat else 0):,.2f}'",
                  "\t\t[510] button 'Proceed to Checkout'", "\t\t[512] link 'Check Out with Multiple Addresses'"]
        lines += footer()
        return axtree("Shopping Cart", lines, f"{base}/checkout/cart/")

    state = wishlist(["A", "B", "E", "F"], 2)
    c4 = [("C", 1), ("D", 1), ("A", 1), ("B", 1)]
    c5 = [("C", 1), ("D", 1), ("A", 2), ("B", 1)]
    c6 = [("C", 1), ("A", 2), ("B", 1)]
    turns = [
        ("click('105')", wishlist(["B", "E", "F"], 3, f"You added {items['A'][0]} to your shopping cart.")),
        ("click('125')", wishlist(["E", "F"], 4, f"You added {items['B'][0]} to your shopping cart.")),
        ("click('24')", minicart(c4, 4)),
        ("click('300')", cart(c4)),
        ("fill('426', '2')", cart(c4, {"A": "2"})),
        ("click('482')", cart(c5)),
        ("click('417')", cart(c6, msg="")),
        ("click('492')", cart(c6, est=True)),
        ("click('496')", cart(c6, est=True, flat=True)),
    ]
    return {"system": system("One Stop Market (Magento 2 Luma storefront)", "Priya Raman (customer)"), "state": state, "turns": turns}


# ---------------------------------------------------------------------------------------------
# Jira Software board - bad
def t06() -> dict:
    base = "https://northbeam.atlassian.net/jira/software/projects/PAY/boards/14"
    cards = {
        "PAY-1190": ["Reject refunds above original capture amount", "Bug", 5, "", "Medium", "To Do"],
        "PAY-1192": ["Add idempotency key to payout webhook handler", "Story", 3, "Priya Nair", "High", "To Do"],
        "PAY-1195": ["Update Adyen Java SDK to 28.x", "Task", 2, "", "Low", "To Do"],
        "PAY-1184": ["Retry failed ledger postings with exponential backoff", "Story", 8, "Diego Alvarez", "High", "In Progress"],
        "PAY-1187": ["Merchant dashboard: show settlement currency next to amounts", "Story", 3, "Marcus Webb", "Medium", "In Progress"],
        "PAY-1179": ["Migrate payout cron to a Temporal workflow", "Story", 8, "Priya Nair", "High", "In Review"],
        "PAY-1170": ["Fix rounding of JPY partial refunds", "Bug", 2, "Marcus Webb", "Highest", "Done"],
        "PAY-1176": ["Alert when chargeback rate exceeds 0.9 percent", "Story", 3, "Diego Alvarez", "Medium", "Done"],
    }
    slot = {k: j for j, k in enumerate(cards)}
    cols = ["To Do", "In Progress", "In Review", "Done"]

    def board(c: dict[str, list]) -> list[str]:
        lines = [
            "[10] link 'Skip to: Main content'",
            "[14] navigation 'Primary'",
            "\t[16] link 'Go to your Jira homepage'",
            "\t[18] button 'Your work'",
            "\t[20] button 'Projects'",
            "\t[22] button 'Filters'",
            "\t[24] button 'Dashboards'",
            "\t[26] button 'Create'",
            "\t[28] textbox 'Search' value=''",
            "\t[30] button 'Notifications 3'",
            "\t[32] button 'Your profile and settings'",
            "[40] navigation 'Project sidebar'",
            "\t[42] link 'Payments Platform (PAY)'",
            "\t[44] link 'Timeline'",
            "\t[45] link 'Backlog'",
            "\t[46] link 'Board', current='page'",
            "\t[47] link 'Reports'",
            "\t[48] link 'Issues'",
            "\t[49] link 'Components'",
            "[60] main ''",
            "\t[62] navigation 'Breadcrumbs'",
            "\t\t[63] link 'Projects'",
            "\t\t[64] link 'Payments Platform'",
            "\t[66] heading 'PAY Sprint 42'",
            "\tStaticText '4 days remaining'",
            "\t[68] button 'Complete sprint'",
            "\t[70] button 'Sprint details'",
            "\t[72] textbox 'Search board' value=''",
            "\t[74] button 'Only my issues', pressed=False",
            "\t[75] button 'Recently updated', pressed=False",
            "\t[76] combobox 'Group by' value='None', hasPopup='listbox', expanded=False",
            "\t[78] button 'Insights'",
        ]
        for ci, col in enumerate(cols):
            keys = [k for k, v in c.items() if v[5] == col]
            lines.append(f"\t[{100 + ci * 5}] region '{col.upper()} {len(keys)}'")
            for k in keys:
                summ, typ, pts, who, prio, _ = c[k]
                b = 200 + slot[k] * 8
                lines += [
                    f"\t\t[{b}] button '{k} {summ}. Use the enter key to load the work item.'",
                    f"\t\t\tStaticText '{summ}'",
                    f"\t\t\t[{b + 1}] img '{typ}'",
                    f"\t\t\tStaticText '{k}'",
                    f"\t\t\t[{b + 2}] img 'Priority: {prio}'",
                    f"\t\t\tStaticText '{pts}'",
                    f"\t\t\t[{b + 3}] img 'Assignee: {who}'" if who else f"\t\t\t[{b + 3}] img 'Unassigned'",
                ]
        return lines

    c1184_comments = [
        ("Lena Fischer", "March 4, 2025 at 9:02 AM", "Max 5 attempts please, after that it must land in the ledger-dlq topic so finance sees it."),
        ("Diego Alvarez", "March 6, 2025 at 4:47 PM", "Backoff is 2^n * 500 ms with jitter, capped at 30 s. DLQ publish is in place, adding metrics next."),
    ]
    my_comment = "Ready for review: PR #1842. Metrics ledger_posting_retries_total and ledger_posting_dlq_total are on the Payments dashboard."

    def panel(key: str, status: str, assignee: str, pts: int, reporter: str, created: str, updated: str, comments: list[tuple[str, str, str]],
              menu: bool = False, editor: str | None = None, desc: str = "", labels: str = "") -> list[str]:
        summ, typ, _, _, prio, _ = cards[key]
        lines = [
            "\t[400] dialog '" + key + "'",
            "\t\t[401] navigation 'Breadcrumbs'",
            "\t\t\t[402] link 'Payments Platform'",
            f"\t\t\t[403] link '{key}'",
            "\t\t[404] button 'Close'",
            f"\t\t[406] heading '{summ}'",
            "\t\t[408] button 'Add or create related work'",
            f"\t\t[410] button '{status}', hasPopup='menu', expanded={'True' if menu else 'False'}",
        ]
        if menu:
            lines += ["\t\t\t[411] menu ''", "\t\t\t\t[412] menuitem 'To Do'", "\t\t\t\t[413] menuitem 'In Review'",
                      "\t\t\t\t[414] menuitem 'Done'", "\t\t\t\t[415] menuitem 'View workflow'"]
        lines += [
            "\t\t[418] button 'Actions'",
            "\t\t[420] heading 'Description'",
            f"\t\tStaticText '{desc}'",
            "\t\t[424] heading 'Details'",
            "\t\tStaticText 'Assignee'",
        ]
        if assignee:
            lines.append(f"\t\t[426] button 'Assignee: {assignee}'")
        else:
            lines += ["\t\t[426] button 'Assignee: Unassigned'", "\t\t[427] button 'Assign to me'"]
        lines += [
            "\t\tStaticText 'Reporter'", f"\t\t[429] button 'Reporter: {reporter}'",
            "\t\tStaticText 'Labels'", f"\t\tStaticText '{labels or 'None'}'",
            "\t\tStaticText 'Sprint'", "\t\t[432] link 'PAY Sprint 42'",
            "\t\tStaticText 'Story point estimate'", f"\t\t[434] button '{pts}'",
            "\t\tStaticText 'Priority'", f"\t\t[436] button 'Priority: {prio}'",
            "\t\tStaticText 'Development'", "\t\t[438] link '1 pull request OPEN'" if key == "PAY-1184" else "\t\t[438] button 'Create branch'",
            f"\t\tStaticText 'Created {created}'",
            f"\t\tStaticText 'Updated {updated}'",
            "\t\t[440] heading 'Activity'",
            "\t\t[441] tablist ''",
            "\t\t\t[442] tab 'All', selected=False",
            "\t\t\t[443] tab 'Comments', selected=True",
            "\t\t\t[444] tab 'History', selected=False",
            "\t\t\t[445] tab 'Work log', selected=False",
        ]
        if editor is None:
            lines.append("\t\t[450] textbox 'Add a comment…' value=''")
        else:
            lines += [f"\t\t[450] textbox 'Comment' value='{editor}', focused", "\t\t[451] button 'Save'", "\t\t[452] button 'Cancel'"]
        for j, (who, when, text) in enumerate(reversed(comments)):
            b = 460 + j * 6
            lines += [f"\t\t[{b}] article ''", f"\t\t\t[{b + 1}] link '{who}'", f"\t\t\tStaticText '{when}'", f"\t\t\tStaticText '{text}'",
                      f"\t\t\t[{b + 2}] button 'Edit'", f"\t\t\t[{b + 3}] button 'Delete'"]
        return lines

    d1184 = ("When a ledger posting fails with a retryable error (HTTP 503, deadlock, lock timeout) the payout job retries with exponential backoff "
             "instead of failing the whole batch. After the last attempt the posting goes to the ledger-dlq topic.")
    d1190 = ("Refund API accepts amounts larger than the captured amount when the capture was partial. Adyen rejects them later with "
             "refusalReason 907, we should return 422 up front.")

    def page(c: dict[str, list], extra: list[str], title: str) -> str:
        return axtree(title, board(c) + extra, base + ("" if not extra else "?selectedIssue=" + extra[0].split("'")[1]))

    t_board = "PAY Sprint 42 - Payments Platform - Agile Board - Jira"
    c_rev = {k: list(v) for k, v in cards.items()}
    c_rev["PAY-1184"][5] = "In Review"
    c_asg = {k: list(v) for k, v in c_rev.items()}
    c_asg["PAY-1190"][3] = "Diego Alvarez"
    c_asg["PAY-1190"][2] = 3
    p84 = dict(key="PAY-1184", assignee="Diego Alvarez", pts=8, reporter="Lena Fischer", created="March 3, 2025 at 10:14 AM", desc=d1184, labels="ledger")
    p90 = dict(key="PAY-1190", pts=5, reporter="Marcus Webb", created="March 7, 2025 at 2:31 PM", desc=d1190, labels="refunds")
    done = c1184_comments + [("Diego Alvarez", "just now", my_comment)]

    def your_work() -> str:
        rows = [
            ("PAY-1190", "Reject refunds above original capture amount", "Payments Platform", "TO DO", "just now"),
            ("PAY-1184", "Retry failed ledger postings with exponential backoff", "Payments Platform", "IN REVIEW", "3 minutes ago"),
            ("OPS-412", "Rotate staging database credentials", "Platform Operations", "IN PROGRESS", "yesterday"),
            ("PAY-1176", "Alert when chargeback rate exceeds 0.9 percent", "Payments Platform", "DONE", "2 days ago"),
            ("PAY-1158", "Spike: evaluate Temporal for payout scheduling", "Payments Platform", "DONE", "last week"),
        ]
        lines = [
            "[10] link 'Skip to: Main content'",
            "[14] navigation 'Primary'",
            "\t[16] link 'Go to your Jira homepage'",
            "\t[18] button 'Your work', current='page'",
            "\t[20] button 'Projects'",
            "\t[22] button 'Filters'",
            "\t[24] button 'Dashboards'",
            "\t[26] button 'Create'",
            "\t[28] textbox 'Search' value=''",
            "\t[30] button 'Notifications 3'",
            "\t[32] button 'Your profile and settings'",
            "[60] main ''",
            "\t[62] heading 'Your work'",
            "\t[64] heading 'Recent projects'",
            "\t[65] link 'Payments Platform Team-managed software 2 open work items'",
            "\t[66] link 'Platform Operations Company-managed software 1 open work item'",
            "\t[70] tablist ''",
            "\t\t[71] tab 'Worked on', selected=False",
            "\t\t[72] tab 'Viewed', selected=False",
            "\t\t[73] tab 'Assigned to me 5', selected=True",
            "\t\t[74] tab 'Starred', selected=False",
            "\t[80] list ''",
        ]
        for j, (k, summ, proj, st, when) in enumerate(rows):
            b = 90 + j * 5
            lines += [f"\t\t[{b}] link '{summ} {k} · {proj}'", f"\t\t\tStaticText '{st}'", f"\t\t\tStaticText 'Updated {when}'"]
        return axtree("Your work - Jira", lines, "https://northbeam.atlassian.net/jira/your-work")

    turns = [
        ("click('224')", page(cards, panel(status="In Progress", updated="2 hours ago", comments=c1184_comments, **p84), t_board)),
        ("click('410')", page(cards, panel(status="In Progress", updated="2 hours ago", comments=c1184_comments, menu=True, **p84), t_board)),
        ("click('413')", page(c_rev, panel(status="In Review", updated="just now", comments=c1184_comments, **p84), t_board)),
        ("click('450')", page(c_rev, panel(status="In Review", updated="just now", comments=c1184_comments, editor="", **p84), t_board)),
        (f"fill('450', '{my_comment}')", page(c_rev, panel(status="In Review", updated="just now", comments=c1184_comments, editor=my_comment, **p84), t_board)),
        ("click('451')", page(c_rev, panel(status="In Review", updated="just now", comments=done, **p84), t_board)),
        ("click('404')", axtree(t_board, board(c_rev), base)),
        ("click('200')", page(c_rev, panel(status="To Do", assignee="", updated="4 days ago", comments=[], **p90), t_board)),
        ("click('427')", page(c_asg, panel(status="To Do", assignee="Diego Alvarez", updated="just now", comments=[], **dict(p90, pts=3)), t_board)),
        ("click('18')", your_work()),
    ]
    return {"system": system("Jira Software Cloud (northbeam.atlassian.net)", "Diego Alvarez"), "state": axtree(t_board, board(cards), base),
            "turns": turns, "bad": True, "turn": 9, "kind": "story point estimate of the opened issue changes with the assignee edit only"}


# ---------------------------------------------------------------------------------------------
# Grafana dashboard - clean
def t07() -> dict:
    base = "https://grafana.ops.lumenrail.io/d/apigw-overview/api-gateway-overview"

    def dash(rng: str, span: str, service: str, v: dict, picker: bool = False, refresh_spin: bool = False) -> str:
        lines = [
            "[12] navigation 'Breadcrumbs'",
            "\t[13] link 'Home'",
            "\t[14] link 'Dashboards'",
            "\t[15] link 'Edge'",
            "\t[16] link 'API Gateway / Overview'",
            "[20] button 'Mark \"API Gateway / Overview\" as favorite'",
            "[22] button 'Share dashboard'",
            "[24] button 'Add', hasPopup='menu'",
            "[26] button 'Dashboard settings'",
            "[28] button 'Zoom out time range'",
            f"[30] button 'Time range picker with current time range {rng} selected', expanded={'True' if picker else 'False'}",
            f"\tStaticText '{span}'",
        ]
        if picker:
            lines += [
                "[32] dialog 'Time range selection'",
                "\t[33] heading 'Absolute time range'",
                "\t[34] textbox 'From' value='now-15m'",
                "\t[35] textbox 'To' value='now'",
                "\t[36] button 'Apply time range'",
                "\t[38] textbox 'Search quick ranges' value=''",
                "\t[40] list ''",
            ]
            for j, q in enumerate(("Last 5 minutes", "Last 15 minutes", "Last 30 minutes", "Last 1 hour", "Last 3 hours", "Last 6 hours",
                                   "Last 12 hours", "Last 24 hours", "Last 2 days", "Last 7 days", "Last 30 days")):
                lines.append(f"\t\t[{41 + j}] listitem '{q}'")
            lines += ["\t[60] combobox 'Time zone' value='Browser Time Europe/Berlin UTC+01:00', expanded=False",
                      "\t[62] button 'Change time settings'"]
        lines += [
            "[70] button 'Refresh dashboard'" + (", busy=True" if refresh_spin else ""),
            "[72] button 'Auto refresh turned off. Choose refresh time interval', hasPopup='menu'",
            "[80] combobox 'datasource' value='Prometheus (prod-eu)', expanded=False",
            f"[82] combobox 'service' value='{service}', expanded=False",
            "[84] combobox 'instance' value='All', expanded=False",
            "[90] main ''",
        ]
        stats = [("Requests / s", "rps"), ("Error rate (5xx)", "err"), ("p99 latency", "p99"), ("Active connections", "conns")]
        for j, (name, k) in enumerate(stats):
            b = 100 + j * 6
            lines += [f"\t[{b}] region '{name}'", f"\t\t[{b + 1}] button 'Menu for panel with title {name}'", f"\t\tStaticText '{v[k]}'"]
        lines += [
            "\t[130] region 'Requests by service'",
            "\t\t[131] button 'Menu for panel with title Requests by service'",
            "\t\t[132] img 'Time series graph'",
            "\t\t[133] table 'Legend'",
            "\t\t\t[134] row ''",
            "\t\t\t\t[135] columnheader 'Name'",
            "\t\t\t\t[136] columnheader 'Mean'",
            "\t\t\t\t[137] columnheader 'Last *'",
        ]
        for j, (svc, mean, last) in enumerate(v["by_service"]):
            lines += [f"\t\t\t[{140 + j * 4}] row ''", f"\t\t\t\t[{141 + j * 4}] gridcell '{svc}'", f"\t\t\t\tgridcell '{mean}'", f"\t\t\t\tgridcell '{last}'"]
        lines += [
            "\t[170] region 'p99 latency by route'",
            "\t\t[171] button 'Menu for panel with title p99 latency by route'",
            "\t\t[172] img 'Time series graph'",
            "\t\t[173] list 'Legend'",
        ]
        for j, route in enumerate(v["routes"]):
            lines.append(f"\t\t\t[{174 + j}] listitem '{route[0]}'")
        lines += [
            "\t[190] region 'Top 5xx routes'",
            "\t\t[191] button 'Menu for panel with title Top 5xx routes'",
            "\t\t[192] table ''",
            "\t\t\t[193] row ''",
            "\t\t\t\t[194] columnheader 'route'",
            "\t\t\t\t[195] columnheader 'status'",
            "\t\t\t\t[196] columnheader 'Value', sort='descending'",
        ]
        for j, (route, code, n) in enumerate(v["errors"]):
            lines += [f"\t\t\t[{200 + j * 4}] row ''", f"\t\t\t\tgridcell '{route}'", f"\t\t\t\tgridcell '{code}'", f"\t\t\t\tgridcell '{n}'"]
        lines += [
            "\t[230] region 'Upstream health'",
            "\t\t[231] button 'Menu for panel with title Upstream health'",
            f"\t\tStaticText '{v['health']}'",
        ]
        return axtree("API Gateway / Overview - Edge - Dashboards - Grafana", lines,
                      f"{base}?orgId=1&from={v['from']}&to={v['to']}&var-datasource=prom-prod-eu&var-service={'$__all' if service == 'All' else service}&var-instance=$__all")

    def view(v: dict) -> str:
        lines = [
            "[12] navigation 'Breadcrumbs'",
            "\t[13] link 'Home'",
            "\t[14] link 'Dashboards'",
            "\t[15] link 'Edge'",
            "\t[16] link 'API Gateway / Overview'",
            "\t[17] link 'View panel'",
            "[18] button 'Back to dashboard'",
            "[26] button 'Dashboard settings'",
            "[30] button 'Time range picker with current time range Last 6 hours selected', expanded=False",
            "\tStaticText '2025-03-12 08:49:31 to 2025-03-12 14:49:31'",
            "[70] button 'Refresh dashboard'",
            "[80] combobox 'datasource' value='Prometheus (prod-eu)', expanded=False",
            "[82] combobox 'service' value='checkout', expanded=False",
            "[84] combobox 'instance' value='All', expanded=False",
            "[90] main ''",
            "\t[300] region 'p99 latency by route'",
            "\t\t[301] button 'Menu for panel with title p99 latency by route'",
            "\t\t[302] img 'Time series graph'",
            "\t\tStaticText '09:00'",
            "\t\tStaticText '10:00'",
            "\t\tStaticText '11:00'",
            "\t\tStaticText '12:00'",
            "\t\tStaticText '13:00'",
            "\t\tStaticText '14:00'",
            "\t\t[310] table 'Legend'",
            "\t\t\t[311] row ''",
            "\t\t\t\t[312] columnheader 'Name'",
            "\t\t\t\t[313] columnheader 'Min'",
            "\t\t\t\t[314] columnheader 'Max'",
            "\t\t\t\t[315] columnheader 'Mean'",
            "\t\t\t\t[316] columnheader 'Last *'",
        ]
        for j, (route, mn, mx, mean, last) in enumerate(v["routes"]):
            lines += [f"\t\t\t[{320 + j * 6}] row ''", f"\t\t\t\t[{321 + j * 6}] gridcell '{route}'", f"\t\t\t\tgridcell '{mn}'",
                      f"\t\t\t\tgridcell '{mx}'", f"\t\t\t\tgridcell '{mean}'", f"\t\t\t\tgridcell '{last}'"]
        return axtree("API Gateway / Overview - Edge - Dashboards - Grafana", lines,
                      f"{base}?orgId=1&from=now-6h&to=now&var-datasource=prom-prod-eu&var-service=checkout&var-instance=$__all&viewPanel=panel-7")

    routes_all = [("GET /v2/catalog/items",), ("POST /v2/checkout/sessions",), ("POST /v2/auth/token",), ("GET /v2/search",), ("POST /v2/payments/intents",)]
    v15 = {"from": "now-15m", "to": "now", "rps": "1.24K req/s", "err": "0.006%", "p99": "412 ms", "conns": "8.91K", "health": "14 / 14 upstreams healthy",
           "by_service": [("catalog", "486 req/s", "492 req/s"), ("search", "311 req/s", "305 req/s"), ("checkout", "198 req/s", "204 req/s"),
                          ("auth", "167 req/s", "171 req/s"), ("payments", "74.2 req/s", "71.8 req/s")],
           "routes": routes_all,
           "errors": [("POST /v2/payments/intents", "502", "41"), ("GET /v2/search", "504", "17"), ("POST /v2/checkout/sessions", "500", "9"), ("GET /v2/catalog/items", "503", "3")]}
    v6h = dict(v15, **{"from": "now-6h", "rps": "1.09K req/s", "err": "0.006%", "p99": "388 ms", "conns": "8.42K",
                       "by_service": [("catalog", "431 req/s", "492 req/s"), ("search", "268 req/s", "305 req/s"), ("checkout", "176 req/s", "204 req/s"),
                                      ("auth", "152 req/s", "171 req/s"), ("payments", "66.0 req/s", "71.8 req/s")],
                       "errors": [("POST /v2/payments/intents", "502", "812"), ("GET /v2/search", "504", "366"), ("POST /v2/checkout/sessions", "500", "127"),
                                  ("GET /v2/catalog/items", "503", "58"), ("POST /v2/auth/token", "500", "11")]})
    v6h_r = dict(v6h, **{"rps": "1.09K req/s", "err": "0.006%", "p99": "391 ms", "conns": "8.47K",
                         "by_service": [("catalog", "431 req/s", "497 req/s"), ("search", "268 req/s", "309 req/s"), ("checkout", "177 req/s", "199 req/s"),
                                        ("auth", "152 req/s", "169 req/s"), ("payments", "66.1 req/s", "73.4 req/s")],
                         "errors": [("POST /v2/payments/intents", "502", "826"), ("GET /v2/search", "504", "368"), ("POST /v2/checkout/sessions", "500", "127"),
                                    ("GET /v2/catalog/items", "503", "58"), ("POST /v2/auth/token", "500", "11")]})
    routes_co = [("POST /v2/checkout/sessions", "212 ms", "1.38 s", "447 ms", "431 ms"), ("GET /v2/checkout/sessions/{id}", "41.0 ms", "388 ms", "96.2 ms", "88.5 ms"),
                 ("POST /v2/checkout/sessions/{id}/confirm", "305 ms", "2.71 s", "684 ms", "702 ms")]
    v_co = dict(v6h_r, **{"rps": "177 req/s", "err": "0.004%", "p99": "602 ms", "conns": "1.31K", "health": "3 / 3 upstreams healthy",
                          "by_service": [("checkout", "177 req/s", "199 req/s")],
                          "routes": routes_co,
                          "errors": [("POST /v2/checkout/sessions", "500", "127"), ("POST /v2/checkout/sessions/{id}/confirm", "502", "23")]})
    v_co2 = dict(v_co, **{"rps": "177 req/s", "err": "0.004%", "p99": "604 ms", "conns": "1.33K",
                          "by_service": [("checkout", "177 req/s", "206 req/s")],
                          "errors": [("POST /v2/checkout/sessions", "500", "128"), ("POST /v2/checkout/sessions/{id}/confirm", "502", "23")]})
    def panel_menu(page: str) -> str:
        menu = ["\t\t[180] menu ''", "\t\t\t[182] menuitem 'View v'", "\t\t\t[183] menuitem 'Edit e'", "\t\t\t[184] menuitem 'Share p s'",
                "\t\t\t[185] menuitem 'Explore p x'", "\t\t\t[186] menuitem 'Inspect i', hasPopup='menu'", "\t\t\t[187] menuitem 'More...', hasPopup='menu'"]
        out = []
        for ln in page.split("\n"):
            if ln.startswith("\t\t\t[171] button"):
                out.append(ln + ", expanded=True")
                out.extend("\t" + m for m in menu)
            else:
                out.append(ln)
        return "\n".join(out)

    span15 = "2025-03-12 14:32:48 to 2025-03-12 14:47:48"
    turns = [
        ("click('30')", dash("Last 15 minutes", span15, "All", v15, picker=True)),
        ("click('46')", dash("Last 6 hours", "2025-03-12 08:48:02 to 2025-03-12 14:48:02", "All", v6h)),
        ("click('70')", dash("Last 6 hours", "2025-03-12 08:48:40 to 2025-03-12 14:48:40", "All", v6h_r)),
        ("select_option('82', 'checkout')", dash("Last 6 hours", "2025-03-12 08:49:05 to 2025-03-12 14:49:05", "checkout", v_co)),
        ("click('171')", panel_menu(dash("Last 6 hours", "2025-03-12 08:49:05 to 2025-03-12 14:49:05", "checkout", v_co))),
        ("click('182')", view(v_co)),
        ("click('18')", dash("Last 6 hours", "2025-03-12 08:50:12 to 2025-03-12 14:50:12", "checkout", v_co2)),
    ]
    return {"system": system("Grafana 11.3 (grafana.ops.lumenrail.io)", "s.okafor (Editor)"),
            "state": dash("Last 15 minutes", span15, "All", v15), "turns": turns}


# ---------------------------------------------------------------------------------------------
# Jenkins parameterized pipeline - bad
def t08() -> dict:
    base = "https://ci.halvorsen-logistics.no/job/billing-service-deploy"
    history = [
        ("#418", "Mar 12, 2025, 9:14 AM", "Success"),
        ("#417", "Mar 11, 2025, 5:52 PM", "Success"),
        ("#416", "Mar 11, 2025, 3:08 PM", "Success"),
        ("#415", "Mar 11, 2025, 11:40 AM", "Success"),
        ("#414", "Mar 11, 2025, 5:03 AM", "Failed"),
        ("#413", "Mar 10, 2025, 4:21 PM", "Success"),
        ("#412", "Mar 10, 2025, 10:02 AM", "Aborted"),
        ("#411", "Mar 7, 2025, 2:45 PM", "Success"),
        ("#410", "Mar 7, 2025, 9:30 AM", "Success"),
        ("#409", "Mar 6, 2025, 6:12 PM", "Success"),
    ]

    def top(crumbs: list[str]) -> list[str]:
        lines = [
            "[8] link 'Skip to content'",
            "[10] banner ''",
            "\t[12] link 'Jenkins'",
            "\t[14] searchbox 'Search (CTRL+K)'",
            "\t[16] link 'Manage Jenkins'",
            "\t[18] button 'Lena Ortiz', hasPopup='menu'",
            "\t[20] link 'log out'",
            "[24] navigation 'breadcrumbs'",
            "\t[25] link 'Dashboard'",
        ]
        for j, c in enumerate(crumbs):
            lines.append(f"\t[{26 + j}] link '{c}'")
        return lines

    def job(hist: list[tuple[str, str, str]], last: str = "Last build (#418), 2 hr 11 min ago") -> str:
        lines = top(["billing-service-deploy"]) + [
            "[40] navigation 'Side panel'",
            "\t[41] link 'Status'",
            "\t[42] link 'Changes'",
            "\t[43] link 'Build with Parameters'",
            "\t[44] link 'Configure'",
            "\t[45] link 'Delete Pipeline'",
            "\t[46] link 'Full Stage View'",
            "\t[47] link 'Stages'",
            "\t[48] link 'Rename'",
            "\t[49] link 'Pipeline Syntax'",
            "\t[50] link 'Credentials'",
            "[60] region 'Build History'",
            "\t[61] heading 'Builds'",
            "\t[62] textbox 'Filter' value=''",
        ]
        for j, (num, when, res) in enumerate(hist):
            b = 70 + j * 4
            lines += [f"\t[{b}] link '{num}'", f"\t[{b + 1}] link '{when}'", f"\tStaticText '{res}'" if res else "\t[{0}] progressbar 'Build in progress'".format(b + 2)]
        lines += [
            "\t[120] link 'Atom feed for all'",
            "\t[121] link 'Atom feed for failures'",
            "[130] main ''",
            "\t[131] heading 'billing-service-deploy'",
            "\tStaticText 'Builds billing-service from Git and deploys it to the chosen environment (ArgoCD sync). Owner: payments-platform.'",
            "\t[134] link 'Edit description'",
            "\t[136] heading 'Stage View'",
            "\t[138] table ''",
            "\t\tStaticText 'Checkout  Build  Unit tests  Integration tests  Publish image  Deploy'",
            "\t\tStaticText 'Average stage times: 6s  1min 48s  2min 11s  3min 52s  41s  1min 9s'",
            "\t[150] heading 'Permalinks'",
            "\t[151] list ''",
            f"\t\t[152] link '{last}'",
            "\t\t[153] link 'Last stable build (#418), 2 hr 11 min ago'",
            "\t\t[154] link 'Last successful build (#418), 2 hr 11 min ago'",
            "\t\t[155] link 'Last failed build (#414), 1 day 6 hr ago'",
            "\t\t[156] link 'Last unsuccessful build (#414), 1 day 6 hr ago'",
            "\t\t[157] link 'Last completed build (#418), 2 hr 11 min ago'",
            "[170] contentinfo ''",
            "\t[171] link 'REST API'",
            "\tStaticText 'Jenkins 2.479.3'",
        ]
        return axtree("billing-service-deploy [Jenkins]", lines, f"{base}/")

    def params(env: str) -> str:
        lines = top(["billing-service-deploy", "Build with Parameters"]) + [
            "[40] navigation 'Side panel'",
            "\t[41] link 'Status'",
            "\t[42] link 'Changes'",
            "\t[43] link 'Build with Parameters'",
            "\t[44] link 'Configure'",
            "[130] main ''",
            "\t[131] heading 'Pipeline billing-service-deploy'",
            "\tStaticText 'This build requires parameters:'",
            "\tStaticText 'DEPLOY_ENV'",
            f"\t[140] combobox '' value='{env}', hasPopup='menu', expanded=False",
            "\t\t[141] option 'dev', selected=" + ("True" if env == "dev" else "False"),
            "\t\t[142] option 'staging', selected=" + ("True" if env == "staging" else "False"),
            "\t\t[143] option 'production', selected=" + ("True" if env == "production" else "False"),
            "\tStaticText 'Target environment. production requires approval in the Deploy stage.'",
            "\tStaticText 'GIT_REF'",
            "\t[146] textbox '' value='main'",
            "\tStaticText 'Branch, tag or commit to build.'",
            "\t[148] checkbox 'RUN_INTEGRATION', checked='true'",
            "\tStaticText 'Run the Testcontainers integration suite (adds about 4 minutes).'",
            "\t[150] checkbox 'DRY_RUN', checked='false'",
            "\tStaticText 'Render manifests and diff only, do not sync.'",
            "\t[160] button 'Build'",
        ]
        return axtree("billing-service-deploy [Jenkins]", lines, f"{base}/build?delay=0sec")

    def build_side() -> list[str]:
        return [
            "[40] navigation 'Side panel'",
            "\t[41] link 'Status'",
            "\t[42] link 'Changes'",
            "\t[43] link 'Console Output'",
            "\t[44] link 'Edit Build Information'",
            "\t[45] link 'Delete build ‘#419’'",
            "\t[46] link 'Timings'",
            "\t[47] link 'Git Build Data'",
            "\t[48] link 'Pipeline Overview'",
            "\t[49] link 'Pipeline Steps'",
            "\t[50] link 'Workspaces'",
            "\t[51] link 'Previous Build'",
            "\t[52] link 'Parameters'",
            "\t[53] link 'Replay'",
        ]

    def build_page() -> str:
        lines = top(["billing-service-deploy", "#419"]) + build_side() + [
            "[130] main ''",
            "\t[131] heading 'Build #419 (Mar 12, 2025, 11:21:07 AM)'",
            "\t[132] progressbar 'In progress'",
            "\t[133] link 'Cancel'",
            "\tStaticText 'Started 11 sec ago'",
            "\tStaticText 'Took 11 sec'",
            "\t[136] link 'Add description'",
            "\tStaticText 'Started by user Lena Ortiz'",
            "\tStaticText 'This run spent:'",
            "\tStaticText '6 ms waiting;'",
            "\tStaticText '11 sec build duration;'",
            "\tStaticText '11 sec total from scheduled to completion.'",
            "\tStaticText 'git'",
            "\tStaticText 'Revision: 4c1e9a07b2d5f31e88a0c6d94f0b7e2a51d3c8f6'",
            "\tStaticText 'Repository: git@git.halvorsen-logistics.no:payments/billing-service.git'",
            "\t[142] list ''",
            "\t\tStaticText 'refs/remotes/origin/main'",
            "\tStaticText 'Changes'",
            "\t[146] list ''",
            "\t\t[147] link 'Bump stripe-java to 26.13.0 (details)'",
            "\t\t[148] link 'Retry ledger export on 429 from the ERP gateway (details)'",
            "\t[150] heading 'Stage View'",
            "\t\tStaticText 'Checkout 5s'",
            "\t\tStaticText 'Build running'",
        ]
        return axtree("billing-service-deploy #419 [Jenkins]", lines, f"{base}/419/")

    log1 = [
        "Started by user Lena Ortiz",
        "[Pipeline] Start of Pipeline",
        "[Pipeline] node",
        "Running on agent-linux-07 in /home/jenkins/workspace/billing-service-deploy",
        "[Pipeline] {",
        "[Pipeline] stage",
        "[Pipeline] { (Checkout)",
        "[Pipeline] checkout",
        "The recommended git tool is: NONE",
        "using credential gitlab-deploy-key",
        " > git rev-parse --resolve-git-dir /home/jenkins/workspace/billing-service-deploy/.git # timeout=10",
        "Fetching changes from the remote Git repository",
        " > git fetch --tags --force --progress -- git@git.halvorsen-logistics.no:payments/billing-service.git +refs/heads/*:refs/remotes/origin/* # timeout=10",
        "Checking out Revision 4c1e9a07b2d5f31e88a0c6d94f0b7e2a51d3c8f6 (refs/remotes/origin/main)",
        "Commit message: \"Bump stripe-java to 26.13.0\"",
        " > git rev-list --no-walk 9a81f3c2e07d64b5a1f0e8c37d2b9164ae05f7d1 # timeout=10",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] stage",
        "[Pipeline] { (Build)",
        "[Pipeline] sh",
        "+ ./gradlew clean build -x test --no-daemon",
        "Downloading https://services.gradle.org/distributions/gradle-8.10.2-bin.zip",
        "...........10%...........20%...........30%...........40%...........50%...........60%...........70%...........80%...........90%...........100%",
        "> Task :clean",
        "> Task :compileJava",
    ]
    log2 = [
        "> Task :processResources",
        "> Task :classes",
        "> Task :bootJar",
        "> Task :jar",
        "> Task :assemble",
        "> Task :build",
        "BUILD SUCCESSFUL in 1m 44s",
        "7 actionable tasks: 7 executed",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] stage",
        "[Pipeline] { (Unit tests)",
        "[Pipeline] sh",
        "+ ./gradlew test --no-daemon",
        "BillingServiceTests > 412 tests completed, 0 failed, 3 skipped",
        "[Pipeline] junit",
        "Recording test results",
        "[Checks API] No suitable checks publisher found.",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] stage",
        "[Pipeline] { (Integration tests)",
        "[Pipeline] sh",
        "+ ./gradlew integrationTest --no-daemon",
        "Testcontainers: Pulling docker image: postgres:16.4-alpine. Please be patient; this may take some time but only needs to be done once.",
        "LedgerExportIT > 38 tests completed, 0 failed",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] stage",
        "[Pipeline] { (Publish image)",
        "+ docker buildx build --push -t registry.halvorsen-logistics.no/payments/billing-service:4c1e9a0 .",
        "#14 pushing manifest for registry.halvorsen-logistics.no/payments/billing-service:4c1e9a0 done",
        "[Pipeline] }",
        "[Pipeline] stage",
        "[Pipeline] { (Deploy)",
        "+ argocd app set billing-service-staging --kustomize-image billing-service=registry.halvorsen-logistics.no/payments/billing-service:4c1e9a0",
        "+ argocd app sync billing-service-staging --timeout 300",
        "Name:               argocd/billing-service-staging",
        "Sync Status:        Synced to  (4c1e9a0)",
        "Health Status:      Healthy",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] }",
        "[Pipeline] // node",
        "[Pipeline] End of Pipeline",
        "Finished: SUCCESS",
    ]

    def console(lines_in: list[str], running: bool) -> str:
        side = [ln.replace("\t[43] link 'Console Output'", "\t[43] link 'Console Output', current='page'") for ln in build_side()]
        lines = top(["billing-service-deploy", "#419", "Console Output"]) + side + [
            "[130] main ''",
            "\t[131] heading 'Console Output'",
            "\t[132] link 'Download'",
            "\t[133] link 'Copy'",
            "\t[134] link 'View as plain text'",
            "\t[136] log ''",
        ] + [f"\t\tStaticText '{ln}'" for ln in lines_in]
        if running:
            lines.append("\t[190] progressbar 'In progress'")
        return axtree("billing-service-deploy #419 Console [Jenkins]", lines, f"{base}/419/console")

    def changes() -> str:
        lines = top(["billing-service-deploy", "#419", "Changes"]) + build_side() + [
            "[130] main ''",
            "\t[131] heading 'Changes'",
            "\t[132] heading 'Summary'",
            "\t[133] list ''",
            "\t\t[134] listitem 'Bump stripe-java to 26.13.0 (commit: 4c1e9a0)'",
            "\t\t[135] listitem 'Retry ledger export on 429 from the ERP gateway (commit: b7d20e5)'",
            "\t[140] table ''",
            "\t\t[141] row ''",
            "\t\t\t[142] link 'Commit 4c1e9a07b2d5f31e88a0c6d94f0b7e2a51d3c8f6 by renovate-bot'",
            "\t\t\tStaticText 'Bump stripe-java to 26.13.0'",
            "\t\t\tStaticText 'build.gradle.kts (edit)'",
            "\t\t[145] row ''",
            "\t\t\t[146] link 'Commit b7d20e51f9a3c4086de2b7f1e54c9a30d8f6e2b4 by Torstein Berg'",
            "\t\t\tStaticText 'Retry ledger export on 429 from the ERP gateway'",
            "\t\t\tStaticText 'src/main/java/no/halvorsen/billing/erp/LedgerExporter.java (edit)'",
            "\t\t\tStaticText 'src/test/java/no/halvorsen/billing/erp/LedgerExporterTest.java (edit)'",
        ]
        return axtree("billing-service-deploy #419 Changes [Jenkins]", lines, f"{base}/419/changes")

    turns = [
        ("click('43')", params("dev")),
        ("select_option('140', 'staging')", params("staging")),
        ("click('160')", job([("#419", "Mar 12, 2025, 11:26 AM", "")] + history[:9], "Last build (#419), 1.4 sec ago")),
        ("click('70')", build_page()),
        ("click('43')", console(log1, True)),
        ("noop(600000)", console(log1 + log2, False)),
        ("click('42')", changes()),
    ]
    return {"system": system("Jenkins 2.479 (ci.halvorsen-logistics.no)", "Lena Ortiz"), "state": job(history), "turns": turns,
            "bad": True, "turn": 4, "kind": "build start time on the build page is earlier than the time listed when it was queued"}


# ---------------------------------------------------------------------------------------------
# Trello board - clean
def t09() -> dict:
    url_board = "https://trello.com/b/q7Rk2LmX/website-relaunch-q2"
    url_card = "https://trello.com/c/Hd82pWqa/57-migrate-blog-to-new-cms"
    lists = {
        "Backlog": [
            ("Audit legacy redirects (1,240 URLs)", "SEO", "", "", "", "AL"),
            ("Cookie banner copy review", "Legal", "Mar 28", "1", "", ""),
            ("Set up Plausible analytics", "", "", "", "0/3", "JK"),
            ("Accessibility pass on forms", "Dev", "", "2", "", "MB"),
        ],
        "In progress": [
            ("Migrate blog to new CMS", "Content", "Mar 21", "3", "2/5", "JK, AL"),
            ("Design system: button variants", "Design", "Mar 18", "5", "4/6", "SR"),
            ("Pricing page copy v3", "Content", "", "1", "", "JK"),
        ],
        "Review": [
            ("Homepage hero illustration", "Design", "Mar 14", "7", "", "SR"),
            ("Careers page layout", "Dev", "", "2", "3/3", "MB"),
        ],
        "Done": [
            ("Pick hosting provider", "", "", "4", "", "MB"),
            ("Domain DNS cutover plan", "Dev", "", "2", "5/5", "MB"),
            ("Brand colors finalised", "Design", "", "9", "", "SR"),
            ("Style guide v1", "Design", "", "3", "", "SR"),
            ("Staging environment", "Dev", "", "1", "4/4", "MB, JK"),
        ],
    }

    bids = {c[0]: 100 + 3 * j for j, c in enumerate(c for v in lists.values() for c in v)}
    bids["Migrate blog to Sanity CMS"] = bids["Migrate blog to new CMS"]

    def board(ls: dict[str, list[tuple[str, ...]]]) -> list[str]:
        lines = [
            "[10] navigation ''",
            "\t[11] link 'Back to home'",
            "\t[12] button 'Workspaces', hasPopup='menu'",
            "\t[13] button 'Recent', hasPopup='menu'",
            "\t[14] button 'Starred', hasPopup='menu'",
            "\t[15] button 'Create'",
            "\t[16] textbox 'Search Trello' value=''",
            "\t[17] button 'Notifications'",
            "\t[18] button 'Open member menu'",
            "[30] main ''",
            "\t[31] heading 'Website relaunch Q2'",
            "\t[32] button 'Star or unstar board'",
            "\t[33] button 'Change visibility: Workspace visible'",
            "\t[34] button 'Board'",
            "\t[35] button 'Filter cards'",
            "\t[36] button 'Share'",
            "\t[37] button 'Show menu'",
            "\t[40] list 'Board lists'",
        ]
        for li, (lname, cards) in enumerate(ls.items()):
            lines += [f"\t\t[{50 + li * 5}] listitem '{lname}'", f"\t\t\t[{51 + li * 5}] heading '{lname}'",
                      f"\t\t\t[{52 + li * 5}] button 'List actions'"]
            for title, label, due, comments, check, members in cards:
                cid = bids[title]
                lines.append(f"\t\t\t[{cid}] link '{title}'")
                if label:
                    lines.append(f"\t\t\t\tStaticText 'Label: {label}'")
                if due:
                    lines.append(f"\t\t\t\tStaticText 'Due: {due}'")
                if comments:
                    lines.append(f"\t\t\t\tStaticText 'Comments: {comments}'")
                if check:
                    lines.append(f"\t\t\t\tStaticText 'Checklist items: {check}'")
                if members:
                    lines.append(f"\t\t\t\tStaticText 'Members: {members}'")
            lines.append(f"\t\t\t[{53 + li * 5}] button 'Add a card'")
        lines.append("\t\t[80] button 'Add another list'")
        return lines

    items = [("Export posts and media from WordPress", True), ("Map categories to Sanity schemas", True),
             ("Write import script for Portable Text", False), ("Rewrite author bios", False), ("QA 20 random posts on staging", False)]
    new_item = "Set up 301 redirects for /blog/* slugs"

    def card(title: str, lst: str, its: list[tuple[str, bool]], edit_title: str | None = None, move: str | None = None,
             adding: str | None = None, moved: bool = False) -> list[str]:
        done = sum(1 for _, c in its if c)
        pct = round(100 * done / len(its))
        lines = [
            f"\t[300] dialog '{title}', modal=True",
            "\t\t[301] button 'Close dialog'",
        ]
        if edit_title is not None:
            lines.append(f"\t\t[302] textbox 'Card title' value='{edit_title}', focused")
        else:
            lines.append(f"\t\t[302] heading '{title}'")
        lines += [
            f"\t\tStaticText 'in list {lst}'",
            "\t\tStaticText 'Members'",
            "\t\t[305] button 'Jana Kovač (janakovac)'",
            "\t\t[306] button 'Ali Lindqvist (alilindqvist)'",
            "\t\tStaticText 'Labels'",
            "\t\t[308] button 'Color: blue, title: “Content”'",
            "\t\tStaticText 'Due date'",
            "\t\t[310] button 'Mar 21, 5:00 PM'",
            "\t\t[312] heading 'Description'",
            "\t\tStaticText 'Move all 184 posts from WordPress to Sanity. Keep slugs stable; images go to the Sanity asset pipeline. Owner: Jana, Ali helps with the import script.'",
            "\t\t[316] heading 'Migration'",
            f"\t\tStaticText '{pct}%'",
            f"\t\t[317] progressbar '', valuemin=0, valuemax=100, valuenow={pct}",
            "\t\t[318] button 'Hide checked items'",
            "\t\t[319] button 'Delete'",
        ]
        for j, (txt, c) in enumerate(its):
            lines.append(f"\t\t[{320 + j * 2}] checkbox '{txt}', checked='{'true' if c else 'false'}'")
        if adding is not None:
            lines += [f"\t\t[340] textbox 'Add an item' value='{adding}', focused", "\t\t[341] button 'Add'", "\t\t[342] button 'Cancel'",
                      "\t\t[343] button 'Assign'", "\t\t[344] button 'Due date'"]
        else:
            lines.append("\t\t[340] button 'Add an item'")
        lines += [
            "\t\t[350] heading 'Activity'",
            "\t\t[351] button 'Show details'",
            "\t\t[352] textbox 'Write a comment…' value=''",
        ]
        act = [
            ("Ali Lindqvist", "Mar 10, 2025, 3:12 PM", "Export done: 184 posts, 2,311 media files (4.6 GB) in the shared drive."),
            ("Jana Kovač", "Mar 7, 2025, 11:05 AM", "Schemas for post, author and category are merged in the studio repo."),
            ("Sofia Reyes", "Mar 4, 2025, 9:48 AM", "Do we keep the old tag pages? SEO says yes for the top 30."),
        ]
        if moved:
            lines += ["\t\t[354] listitem ''", "\t\t\tStaticText 'Jana Kovač moved this card from In progress to Review'", "\t\t\t[355] link 'just now'"]
        for j, (who, when, text) in enumerate(act):
            b = 360 + j * 4
            lines += [f"\t\t[{b}] listitem ''", f"\t\t\t[{b + 1}] button '{who}'", f"\t\t\t[{b + 2}] link '{when}'", f"\t\t\tStaticText '{text}'"]
        lines += [
            "\t\tStaticText 'Add to card'",
            "\t\t[380] button 'Members'",
            "\t\t[381] button 'Labels'",
            "\t\t[382] button 'Checklist'",
            "\t\t[383] button 'Dates'",
            "\t\t[384] button 'Attachment'",
            "\t\tStaticText 'Actions'",
            "\t\t[386] button 'Move'",
            "\t\t[387] button 'Copy'",
            "\t\t[388] button 'Make template'",
            "\t\t[389] button 'Archive'",
            "\t\t[390] button 'Share'",
        ]
        if move is not None:
            positions = {"In progress": 3, "Review": 3}[move]
            lines += [
                "\t\t[392] dialog 'Move card'",
                "\t\t\tStaticText 'Select destination'",
                "\t\t\t[393] combobox 'Board' value='Website relaunch Q2', hasPopup='menu', expanded=False",
                f"\t\t\t[394] combobox 'List' value='{move}', hasPopup='menu', expanded=False",
                "\t\t\t[395] combobox 'Position' value='1', hasPopup='menu', expanded=False",
            ] + [f"\t\t\t\t[{396 + p}] option '{p + 1}', selected={'True' if p == 0 else 'False'}" for p in range(positions)] + [
                "\t\t\t[399] button 'Move'",
            ]
        return lines

    def view(ls: dict, c: list[str], url: str = url_card) -> str:
        return axtree("Migrate blog | Trello" if not c else f"{c[0].split(chr(39))[1]} | Trello", board(ls) + c, url)

    renamed = "Migrate blog to Sanity CMS"
    ls1 = {k: list(v) for k, v in lists.items()}
    ls1["In progress"][0] = (renamed,) + lists["In progress"][0][1:]
    ls2 = {k: list(v) for k, v in ls1.items()}
    moving = ls2["In progress"].pop(0)
    ls2["Review"].insert(0, moving)
    ls3 = {k: list(v) for k, v in ls2.items()}
    ls3["Review"][0] = ls3["Review"][0][:4] + ("2/6",) + ls3["Review"][0][5:]
    its6 = items + [(new_item, False)]
    turns = [
        ("click('112')", view(lists, card("Migrate blog to new CMS", "In progress", items))),
        ("click('302')", view(lists, card("Migrate blog to new CMS", "In progress", items, edit_title="Migrate blog to new CMS"))),
        (f"fill('302', '{renamed}')", view(lists, card("Migrate blog to new CMS", "In progress", items, edit_title=renamed))),
        ("keyboard_press('Enter')", view(ls1, card(renamed, "In progress", items))),
        ("click('386')", view(ls1, card(renamed, "In progress", items, move="In progress"))),
        ("select_option('394', 'Review')", view(ls1, card(renamed, "In progress", items, move="Review"))),
        ("click('399')", view(ls2, card(renamed, "Review", items, moved=True))),
        ("click('340')", view(ls2, card(renamed, "Review", items, adding="", moved=True))),
        (f"fill('340', '{new_item}')", view(ls2, card(renamed, "Review", items, adding=new_item, moved=True))),
        ("click('341')", view(ls3, card(renamed, "Review", its6, adding="", moved=True))),
        ("click('301')", axtree("Website relaunch Q2 | Trello", board(ls3), url_board)),
    ]
    return {"system": system("Trello (trello.com)", "Jana Kovač"), "state": axtree("Website relaunch Q2 | Trello", board(lists), url_board), "turns": turns}


# ---------------------------------------------------------------------------------------------
# Stripe dashboard refunds - bad
def t10() -> dict:
    pi = "pi_3QxK7vL2aH9c0R1e1ZgT4mNb"
    url_list = "https://dashboard.stripe.com/payments"
    url_pi = f"https://dashboard.stripe.com/payments/{pi}"
    rows = [
        ("$248.00", "USD", "Succeeded", "Order #10482", "harlan.cole@fjordmail.com", "Mar 12, 10:41 AM"),
        ("$59.00", "USD", "Succeeded", "Subscription update", "ines.moura@aveiro.pt", "Mar 12, 10:22 AM"),
        ("$1,120.00", "USD", "Succeeded", "Order #10481", "procurement@baltic-yachts.ee", "Mar 12, 9:58 AM"),
        ("$89.99", "USD", "Succeeded", "Order #10480", "t.okonkwo@gmail.com", "Mar 12, 9:33 AM"),
        ("$89.99", "USD", "Failed", "Order #10480", "t.okonkwo@gmail.com", "Mar 12, 9:31 AM"),
        ("$32.50", "USD", "Refunded", "Order #10477", "kaja.novak@siol.net", "Mar 11, 6:14 PM"),
        ("$415.00", "USD", "Succeeded", "Order #10476", "m.hakkinen@elisa.fi", "Mar 11, 4:02 PM"),
        ("$74.00", "USD", "Uncaptured", "Order #10475", "dorota.w@wp.pl", "Mar 11, 2:47 PM"),
        ("$1,980.00", "USD", "Succeeded", "Invoice INV-2025-0311", "ap@nordlicht-gmbh.de", "Mar 11, 11:20 AM"),
        ("$18.00", "USD", "Disputed", "Order #10462", "jm.ferrer@telefonica.net", "Mar 10, 8:05 PM"),
    ]

    def nav() -> list[str]:
        return [
            "[10] navigation ''",
            "\t[11] button 'Nordlys Outdoor AS'",
            "\t[12] link 'Home'",
            "\t[13] link 'Balances'",
            "\t[14] link 'Transactions'",
            "\t[15] link 'Customers'",
            "\t[16] link 'Product catalog'",
            "\tStaticText 'Shortcuts'",
            "\t[18] link 'Payments'",
            "\t[19] link 'Billing'",
            "\t[20] link 'Reports'",
            "\t[21] link 'Connect'",
            "\t[22] link 'More'",
            "[26] banner ''",
            "\t[27] combobox 'Search' value='', expanded=False",
            "\t[28] button 'Help'",
            "\t[29] button 'Notifications'",
            "\t[30] button 'Settings'",
            "\t[31] switch 'Test mode', checked='false'",
        ]

    def plist() -> str:
        lines = nav() + [
            "[40] main ''",
            "\t[41] heading 'Payments'",
            "\t[42] tablist ''",
            "\t\t[43] tab 'Payments', selected=True",
            "\t\t[44] tab 'Collected fees', selected=False",
            "\t\t[45] tab 'Transfers', selected=False",
            "\t\t[46] tab 'All activity', selected=False",
            "\t[48] button 'All'",
            "\t[49] button 'Succeeded'",
            "\t[50] button 'Refunded'",
            "\t[51] button 'Disputed'",
            "\t[52] button 'Failed'",
            "\t[53] button 'Uncaptured'",
            "\t[55] button 'Date and time'",
            "\t[56] button 'Amount'",
            "\t[57] button 'Currency'",
            "\t[58] button 'Status'",
            "\t[59] button 'Payment method'",
            "\t[60] button 'More filters'",
            "\t[62] button 'Export'",
            "\t[63] button 'Edit columns'",
            "\t[70] table ''",
            "\t\t[71] row ''",
            "\t\t\t[72] columnheader 'Select all'",
            "\t\t\t[73] columnheader 'Amount'",
            "\t\t\t[74] columnheader ''",
            "\t\t\t[75] columnheader 'Payment method'",
            "\t\t\t[76] columnheader 'Description'",
            "\t\t\t[77] columnheader 'Customer'",
            "\t\t\t[78] columnheader 'Date'",
            "\t\t\t[79] columnheader 'Refunded date'",
            "\t\t\t[80] columnheader 'Decline reason'",
        ]
        pm = ["•••• 4242", "•••• 8431", "•••• 0005", "•••• 1881", "•••• 4444", "•••• 3220", "•••• 9424", "•••• 0077", "SEPA Direct Debit", "•••• 5100"]
        for j, (amt, cur, st, desc, cust, date) in enumerate(rows):
            b = 100 + j * 10
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox '', checked='false'", f"\t\t\t[{b + 2}] gridcell '{amt} {cur}'",
                      f"\t\t\t[{b + 3}] gridcell '{st}'", f"\t\t\t[{b + 4}] gridcell '{pm[j]}'", f"\t\t\t[{b + 5}] gridcell '{desc}'",
                      f"\t\t\t[{b + 6}] gridcell '{cust}'", f"\t\t\t[{b + 7}] gridcell '{date}'",
                      f"\t\t\t[{b + 8}] gridcell '{'Mar 11, 6:40 PM' if st == 'Refunded' else '—'}'",
                      f"\t\t\t[{b + 9}] gridcell '{'Insufficient funds' if st == 'Failed' else '—'}'"]
        lines += ["\tStaticText 'Viewing 1–10 of 1,284 results'", "\t[220] button 'Previous', disabled=True", "\t[221] button 'Next'"]
        return axtree("Payments – Nordlys Outdoor AS – Stripe", lines, url_list)

    refunds_made = [("re_3QxK7vL2aH9c0R1e1b8sPq2D", "$60.00", "Mar 12, 2:07 PM", "Requested by customer"),
                    ("re_3QxK7vL2aH9c0R1e1Kt4wXe9", "$25.00", "Mar 12, 2:11 PM", "—")]

    def detail(n_ref: int, net: str, modal: str | None = None, amount: str = "", reason: str = "") -> str:
        refs = refunds_made[:n_ref]
        total = sum(float(r[1][1:]) for r in refs)
        status = "Succeeded" if not refs else "Partially refunded"
        lines = nav() + [
            "[40] main ''",
            "\t[41] navigation 'Breadcrumb'",
            "\t\t[42] link 'Payments'",
            f"\t\tStaticText '{pi}'",
            "\t[44] heading '$248.00 USD'",
            f"\t[45] status '{status}'",
            "\t[46] button 'Refund'",
            "\t[47] button 'More actions', hasPopup='menu'",
            "\tStaticText 'Last update'",
            f"\tStaticText '{refs[-1][2] if refs else 'Mar 12, 10:41 AM'}'",
            "\tStaticText 'Customer'",
            "\t[50] link 'harlan.cole@fjordmail.com'",
            "\tStaticText 'Payment method'",
            "\tStaticText 'Visa •••• 4242'",
            "\tStaticText 'Risk evaluation'",
            "\tStaticText 'Normal 12'",
            "\t[60] heading 'Timeline'",
            "\t[61] button 'Add note'",
            "\t[62] list ''",
        ]
        events = []
        for _rid, amt, when, _ in reversed(refs):
            events += [(f"A refund for {amt} was initiated", when), (f"{amt} refund succeeded", when)]
        events += [("Payment succeeded", "Mar 12, 10:41 AM"), ("Payment authorized", "Mar 12, 10:41 AM"), ("Payment started", "Mar 12, 10:41 AM")]
        for j, (e, when) in enumerate(events):
            lines += [f"\t\t[{63 + j}] listitem ''", f"\t\t\tStaticText '{e}'", f"\t\t\tStaticText '{when}'"]
        lines += [
            "\t[80] heading 'Payment breakdown'",
            "\tStaticText 'Payment amount'", "\tStaticText '$248.00'",
            "\tStaticText 'Stripe processing fees'", "\tStaticText '−$7.49'",
        ]
        if refs:
            lines += ["\tStaticText 'Refunds'", f"\tStaticText '−${total:.2f}'"]
        lines += [
            "\tStaticText 'Net amount'", f"\tStaticText '{net}'",
        ]
        if refs:
            lines += ["\t[90] heading 'Refunds'", "\t[91] table ''", "\t\t[92] row ''",
                      "\t\t\t[93] columnheader 'Amount'", "\t\t\t[94] columnheader 'Status'", "\t\t\t[95] columnheader 'Reason'",
                      "\t\t\t[96] columnheader 'ID'", "\t\t\t[97] columnheader 'Date'"]
            for j, (rid, amt, when, why) in enumerate(reversed(refs)):
                b = 100 + j * 6
                lines += [f"\t\t[{b}] row ''", f"\t\t\tgridcell '{amt} USD'", "\t\t\tgridcell 'Succeeded'", f"\t\t\tgridcell '{why}'",
                          f"\t\t\t[{b + 1}] gridcell '{rid}'", f"\t\t\tgridcell '{when}'"]
        lines += [
            "\t[120] heading 'Payment details'",
            "\tStaticText 'Statement descriptor'", "\tStaticText 'NORDLYS OUTDOOR'",
            "\tStaticText 'Amount'", "\tStaticText '$248.00'",
            "\tStaticText 'Fee'", "\tStaticText '$7.49'",
            "\tStaticText 'Net'", "\tStaticText '$240.51'",
            "\tStaticText 'Status'", f"\tStaticText '{status}'",
            "\tStaticText 'Description'", "\tStaticText 'Order #10482'",
            "\t[130] heading 'Metadata'",
            "\tStaticText 'order_id'", "\tStaticText '10482'",
            "\tStaticText 'channel'", "\tStaticText 'webshop'",
            "\t[140] heading 'Payment method'",
            "\tStaticText 'ID'", "\tStaticText 'pm_1QxK7sL2aH9c0R1eVw3nYj8D'",
            "\tStaticText 'Number'", "\tStaticText '•••• 4242'",
            "\tStaticText 'Expires'", "\tStaticText '08 / 2027'",
            "\tStaticText 'Type'", "\tStaticText 'Visa credit card'",
            "\tStaticText 'Issuer'", "\tStaticText 'DNB Bank ASA'",
            "\tStaticText 'Origin'", "\tStaticText 'Norway'",
            "\tStaticText 'CVC check'", "\tStaticText 'Passed'",
            "\tStaticText 'Zip check'", "\tStaticText 'Passed'",
            "\t[160] heading 'Events and logs'",
            "\tStaticText 'charge.succeeded'",
            "\tStaticText 'payment_intent.succeeded'",
        ]
        if modal is not None:
            lines += [
                "[400] dialog 'Refund payment', modal=True",
                "\tStaticText 'Refunds take 5-10 days to appear on a customer’s statement. Stripe’s fees for the original payment won’t be returned, but there are no additional fees for the refund.'",
                f"\t[402] textbox 'Refund' value='{amount}'",
                "\tStaticText 'USD'",
                f"\t[404] combobox 'Reason' value='{reason or 'Select a reason'}', hasPopup='menu', expanded=False",
                "\t\t[405] option 'Duplicate', selected=False",
                "\t\t[406] option 'Fraudulent', selected=False",
                f"\t\t[407] option 'Requested by customer', selected={'True' if reason else 'False'}",
                "\t\t[408] option 'Other', selected=False",
                "\t[410] button 'Cancel'",
                "\t[411] button 'Refund'",
            ]
        return axtree(f"{pi} – Payments – Nordlys Outdoor AS – Stripe", lines, url_pi)

    turns = [
        ("click('102')", detail(0, "$240.51")),
        ("click('46')", detail(0, "$240.51", modal="open", amount="248.00")),
        ("fill('402', '60.00')", detail(0, "$240.51", modal="open", amount="60.00")),
        ("select_option('404', 'Requested by customer')", detail(0, "$240.51", modal="open", amount="60.00", reason="Requested by customer")),
        ("click('411')", detail(1, "$180.51")),
        ("click('46')", detail(1, "$180.51", modal="open", amount="188.00")),
        ("fill('402', '25.00')", detail(1, "$180.51", modal="open", amount="25.00")),
        ("click('411')", detail(2, "$180.51")),
    ]
    return {"system": system("Stripe Dashboard (live mode)", "finance@nordlys-outdoor.no"), "state": plist(), "turns": turns,
            "bad": True, "turn": 8, "kind": "net amount stays at the value after the first refund although a second refund was added"}


# ---------------------------------------------------------------------------------------------
# Gmail web - clean
def t11() -> dict:
    inbox = [
        ("GitHub", "[tidewater-io/pgsync-lite] Fix connection leak when pool acquire times out (PR #2291)", "@bkuang approved this pull request.", "11:02 AM", True, ""),
        ("Northwind Supplies", "Invoice NW-88412 for February deliveries", "Dear customer, please find attached invoice NW-88412 (EUR 4,812.60), due April 11.", "10:15 AM", True, "nw1"),
        ("Magnus Eriksen", "Re: Q2 offsite venue", "Fine with Bergen if we book before Friday, the hotel holds 14 rooms until then.", "9:47 AM", False, ""),
        ("Google Calendar", "Invitation: Budget review @ Thu Mar 13, 2025 2pm - 3pm (CET)", "Aino Virtanen has invited you to this event.", "9:30 AM", True, ""),
        ("LinkedIn", "You appeared in 23 searches this week", "See who's looking at your profile.", "8:12 AM", False, ""),
        ("Northwind Supplies", "Payment reminder: NW-87930 due Mar 15", "This is a friendly reminder that invoice NW-87930 (EUR 2,140.00) is due on March 15.", "Mar 11", False, "nw2"),
        ("Lufthansa", "Your booking confirmation LH 2451 Munich - Oslo", "Booking code 6XQ2TM. Check-in opens 30 hours before departure.", "Mar 11", False, ""),
        ("Aino Virtanen", "Slides for Friday", "Attached the draft, page 7 still needs the churn numbers.", "Mar 11", True, ""),
        ("AWS Notifications", "AWS Budgets: monthly-cost has exceeded 80% of the budgeted amount", "Current spend USD 8,214.33 of USD 10,000.00.", "Mar 10", False, ""),
        ("Dropbox", "Erik shared \"Q1 contracts\" with you", "Open the folder to view 12 files.", "Mar 10", False, ""),
        ("Harvest", "Weekly timesheet reminder", "You have 6.5 hours unsubmitted for Mar 3 - Mar 9.", "Mar 10", False, ""),
        ("Sofia Reyes", "Homepage copy, final?", "I tightened the hero to two lines, see the doc.", "Mar 9", False, ""),
        ("Notion", "Weekly digest: 8 updates in Marketing", "Pages edited by Jana Kovač and 3 others.", "Mar 9", False, ""),
        ("Klarna for Business", "Settlement report for week 10", "Net settlement SEK 184,220.15 will be paid out Mar 12.", "Mar 8", False, ""),
        ("Magnus Eriksen", "Offsite agenda draft", "Day 1 strategy, day 2 hiking if the weather holds.", "Mar 7", False, ""),
        ("Zoom", "Cloud recording available: Partner sync", "Recording is 48 minutes, expires in 30 days.", "Mar 7", False, ""),
        ("Google Workspace", "Your invoice for February 2025 is available", "Amount due: EUR 86.40.", "Mar 6", False, ""),
        ("Ines Moura", "Contract renewal Aveiro", "Can we move the call to Monday?", "Mar 6", False, ""),
        ("Northwind Supplies", "Statement of account - February 2025", "Opening balance EUR 0.00, invoiced EUR 6,952.60, paid EUR 4,812.60.", "Mar 3", False, "nw3"),
        ("Figma", "Sofia Reyes mentioned you in Website relaunch", "Can you check the footer links?", "Mar 3", False, ""),
        ("Atlassian", "Your Jira weekly summary", "12 work items updated in Payments Platform.", "Mar 3", False, ""),
        ("Aino Virtanen", "Re: Hiring plan", "Approved for one senior engineer in Q2.", "Mar 2", False, ""),
        ("Booking.com", "Your stay in Bergen is confirmed", "Hotel Oleana, Apr 23 - Apr 25.", "Mar 1", False, ""),
    ]
    new_mail = ("Slack", "New messages in #finance from Aino Virtanen", "Aino: did anyone log the Northwind invoice yet?", "11:42 AM", True, "")
    archived = ("Northwind Supplies", "Welcome to the Northwind supplier portal", "Your account for Halden Studio AS is active. Use the portal to download invoices.", "Jan 8", False, "nw0")

    def side(unread: int) -> list[str]:
        return [
            "[20] button 'Main menu'",
            "[21] link 'Gmail'",
            "[22] button 'Compose'",
            "[24] navigation ''",
            f"\t[25] link 'Inbox {unread} unread'",
            "\t[26] link 'Starred'",
            "\t[27] link 'Snoozed'",
            "\t[28] link 'Sent'",
            "\t[29] link 'Drafts 2'",
            "\t[30] button 'More labels'",
            "\t[31] heading 'Labels'",
            "\t[32] link 'Accounting'",
            "\t[33] link 'Clients'",
            "\t[34] link 'Receipts'",
            "\t[35] link 'Travel'",
            "[38] banner ''",
            "\t[39] search ''",
        ]

    def row_lines(j: int, r: tuple, sel: bool, chips: list[str]) -> list[str]:
        sender, subj, snip, date, unread, _ = r
        b = 200 + j * 8
        lines = [f"\t\t[{b}] row '{'unread, ' if unread else ''}{sender}, {subj}, {date}, {snip}'",
                 f"\t\t\t[{b + 1}] checkbox '', checked='{'true' if sel else 'false'}'",
                 f"\t\t\t[{b + 2}] button 'Not starred'",
                 f"\t\t\t[{b + 3}] gridcell '{sender}'"]
        for k, c in enumerate(chips):
            lines.append(f"\t\t\t\t[{b + 4 + k}] button '{c}'")
        lines += [f"\t\t\t[{b + 6}] gridcell '{subj} - {snip}'", f"\t\t\tgridcell '{date}'"]
        return lines

    def inbox_page(rows: list[tuple], total: str, unread: int, toast: str = "") -> str:
        lines = side(unread) + [
            "\t\t[40] combobox 'Search mail' value='', expanded=False",
            "\t\t[41] button 'Advanced search options'",
            "\t\t[42] button 'Search mail'",
            "\t[44] button 'Support'",
            "\t[45] button 'Settings'",
            "\t[46] button 'Google apps'",
            "\t[47] button 'Google Account: Lars Halden (lars@halden.studio)'",
            "[60] main ''",
            "\t[61] checkbox 'Select', checked='false'",
            "\t[62] button 'Refresh'",
            "\t[63] button 'More email options'",
            f"\tStaticText '1–20 of {total}'",
            "\t[65] button 'Newer', disabled=True",
            "\t[66] button 'Older'",
            "\t[68] tablist ''",
            "\t\t[69] tab 'Primary', selected=True",
            "\t\t[70] tab 'Promotions 4 new', selected=False",
            "\t\t[71] tab 'Social 2 new', selected=False",
            "\t[80] grid ''",
        ]
        for j, r in enumerate(rows[:20]):
            lines += row_lines(j, r, False, [])
        if toast:
            lines += ["[500] alert ''", f"\tStaticText '{toast}'"]
        return axtree(f"Inbox ({unread}) - lars@halden.studio - Halden Studio Mail", lines, "https://mail.google.com/mail/u/0/#inbox")

    def search_page(query: str, rows: list[tuple], sel: bool, chips: dict[str, list[str]], menu: str = "", toast: str = "",
                    unread: int = 14, typed: bool = False) -> str:
        lines = side(unread) + [
            f"\t\t[40] combobox 'Search mail' value='{query}', expanded=False" + (", focused" if typed else ""),
            "\t\t[41] button 'Advanced search options'",
            "\t\t[42] button 'Search mail'",
            "\t[44] button 'Support'",
            "\t[45] button 'Settings'",
            "\t[46] button 'Google apps'",
            "\t[47] button 'Google Account: Lars Halden (lars@halden.studio)'",
            "[60] main ''",
            f"\t[61] checkbox 'Select', checked='{'true' if sel else 'false'}'",
        ]
        if sel:
            lines += ["\t[150] button 'Archive'", "\t[151] button 'Report spam'", "\t[152] button 'Delete'", "\t[153] button 'Mark as read'",
                      "\t[154] button 'Snooze'", "\t[155] button 'Move to'", "\t[156] button 'Labels', hasPopup='menu'" + (", expanded=True" if menu else ""),
                      "\t[157] button 'More email options'"]
        else:
            lines += ["\t[62] button 'Refresh'", "\t[63] button 'More email options'"]
        lines += [f"\tStaticText '1–{len(rows)} of {len(rows)}'", "\t[80] grid ''"]
        for j, r in enumerate(rows):
            lines += row_lines(j, r, sel, chips.get(r[5], []))
        if menu:
            lines += ["[300] menu 'Label as:'", "\t[301] textbox 'Label as:' value=''"]
            for j, lab in enumerate(("Accounting", "Clients", "Receipts", "Travel")):
                chk = "true" if (lab == "Accounting" and menu == "checked") else "false"
                lines.append(f"\t[{302 + j}] menuitemcheckbox '{lab}', checked={chk}")
            if menu == "checked":
                lines.append("\t[308] menuitem 'Apply'")
            lines += ["\t[309] menuitem 'Create new'", "\t[310] menuitem 'Manage labels'"]
        if toast:
            lines += ["[500] alert ''", f"\tStaticText '{toast}'", "\t[501] button 'Undo'", "\t[502] button 'Close'"]
        return axtree("Search results - lars@halden.studio - Halden Studio Mail", lines,
                      "https://mail.google.com/mail/u/0/#search/from%3Anorthwind")

    nw = [inbox[1], inbox[5], inbox[18], archived]
    chips0 = {"nw1": ["Inbox"], "nw2": ["Inbox"], "nw3": ["Inbox"]}
    chips1 = {"nw1": ["Inbox", "Accounting"], "nw2": ["Inbox", "Accounting"], "nw3": ["Inbox", "Accounting"], "nw0": ["Accounting"]}
    chips2 = {"nw1": ["Accounting"], "nw2": ["Accounting"], "nw3": ["Accounting"], "nw0": ["Accounting"]}
    after = [new_mail] + [r for r in inbox if not r[5].startswith("nw")]
    turns = [
        ("fill('40', 'from:northwind')", inbox_page(inbox, "2,318", 14).replace("[40] combobox 'Search mail' value=''", "[40] combobox 'Search mail' value='from:northwind', focused")),
        ("keyboard_press('Enter')", search_page("from:northwind", nw, False, chips0)),
        ("click('61')", search_page("from:northwind", nw, True, chips0)),
        ("click('156')", search_page("from:northwind", nw, True, chips0, menu="open")),
        ("click('302')", search_page("from:northwind", nw, True, chips0, menu="checked")),
        ("click('308')", search_page("from:northwind", nw, True, chips1, toast="4 conversations added to \"Accounting\".")),
        ("click('150')", search_page("from:northwind", nw, False, chips2, toast="4 conversations archived.")),
        ("click('25')", inbox_page(after, "2,316", 14)),
    ]
    return {"system": system("Gmail (Google Workspace, halden.studio)", "Lars Halden"), "state": inbox_page(inbox, "2,318", 14), "turns": turns}


# ---------------------------------------------------------------------------------------------
# Zendesk agent workspace - bad
def t12() -> dict:
    base = "https://heimdal-audio.zendesk.com/agent"

    def chrome(tabs: list[str]) -> list[str]:
        lines = [
            "[10] navigation 'Main'",
            "\t[11] link 'Home'",
            "\t[12] link 'Views'",
            "\t[13] link 'Customers'",
            "\t[14] link 'Organizations'",
            "\t[15] link 'Reporting'",
            "\t[16] link 'Admin'",
            "[20] banner ''",
            "\t[21] button '+ Add'",
            "\t[22] tablist 'Tickets'",
        ]
        for j, t in enumerate(tabs):
            lines.append(f"\t\t[{23 + j}] tab '{t}'")
        lines += ["\t[30] searchbox 'Search Zendesk'", "\t[31] button 'Conversations 0'", "\t[32] button 'Notifications'",
                  "\t[33] button 'Tomás Ruiz, Online'"]
        return lines

    conv = [
        ("Elena Petrova", "Public", "Mar 12 09:14", "Hi, my card was charged twice for order 55102 (2 x 89,90 EUR on March 10). Please refund one of the charges. Elena"),
        ("Tomás Ruiz", "Public", "Mar 12 09:40", "Hi Elena, thanks for reaching out and sorry for the trouble. I am checking the order with our payments team and will get back to you today."),
        ("Elena Petrova", "Public", "Mar 12 10:05", "Here is a screenshot of my bank statement. Attachment: statement_march.png (212 KB)"),
    ]
    note = ("Checked Stripe: two captures on pi for order 55102 (ch_3QwZ9pL2 and ch_3QwZ9xL2), second one came from the checkout retry bug (ENG-3317). "
            "Refunded ch_3QwZ9xL2 in full, 89,90 EUR, refund re_3QxF0aL2.")
    reply = ("Hi Elena, we found the duplicate charge: it was caused by an error on our side when the checkout page retried your payment. "
             "The second charge of 89,90 EUR has been refunded today and should show on your statement within 5 to 10 business days. Sorry again! Tomás")

    def ticket(events: list[tuple[str, str, str, str]], status: str, priority: str, channel: str, text: str = "", focus: bool = False,
               menu: bool = False, toast: str = "") -> str:
        lines = chrome(["#48213 Charged twice for order 55102", "#48227 Headphones pairing drops after update"]) + [
            "[40] main ''",
            "\t[41] region 'Ticket properties'",
            "\t\tStaticText 'Requester'",
            "\t\t[43] combobox 'Requester' value='Elena Petrova', expanded=False",
            "\t\tStaticText 'Assignee'",
            "\t\t[45] combobox 'Assignee' value='Billing/Tomás Ruiz', expanded=False",
            "\t\tStaticText 'Followers'",
            "\t\t[47] combobox 'Followers' value='', expanded=False",
            "\t\tStaticText 'Tags'",
            "\t\t[49] listbox 'Tags'",
            "\t\t\t[50] option 'billing'",
            "\t\t\t[51] option 'double_charge'",
            "\t\t\t[52] option 'web_order'",
            "\t\tStaticText 'Type'",
            "\t\t[54] combobox 'Type' value='Problem', expanded=False",
            "\t\tStaticText 'Priority'",
            f"\t\t[56] combobox 'Priority' value='{priority}', expanded=False",
            "\t\tStaticText 'Order number'",
            "\t\t[58] textbox 'Order number' value='55102'",
            "\t\tStaticText 'Product line'",
            "\t\t[60] combobox 'Product line' value='Webshop', expanded=False",
            "\t[70] region 'Conversation'",
            "\t\t[71] heading 'Charged twice for order 55102'",
            "\t\tStaticText 'Via web form'",
            f"\t\t[72] status '{status}'",
            "\t\tStaticText 'Ticket #48213'",
            "\t\t[73] log ''",
        ]
        for j, (who, kind, when, body) in enumerate(events):
            b = 80 + j * 5
            lines += [f"\t\t\t[{b}] article ''", f"\t\t\t\t[{b + 1}] link '{who}'", f"\t\t\t\tStaticText '{when}'"]
            if kind == "Internal":
                lines.append("\t\t\t\tStaticText 'Internal note'")
            lines.append(f"\t\t\t\tStaticText '{body}'")
        lines += [
            "\t\t[130] region 'Composer'",
            f"\t\t\t[131] button 'Public reply', pressed={'True' if channel == 'Public' else 'False'}",
            f"\t\t\t[132] button 'Internal note', pressed={'True' if channel == 'Internal' else 'False'}",
        ]
        if channel == "Public":
            lines.append("\t\t\tStaticText 'To: Elena Petrova <elena.petrova@posteo.de>'")
        lines += [
            f"\t\t\t[134] textbox '{'Public reply' if channel == 'Public' else 'Internal note'}' value='{text}'" + (", focused" if focus else ""),
            "\t\t\t[135] button 'Apply macro'",
            "\t\t\t[136] button 'Attach file'",
            "\t[140] region 'Footer'",
            "\t\t[141] button 'Close tab'",
            f"\t\t[142] button 'Submit as {status}'",
            "\t\t[143] button 'Select status', hasPopup='menu', expanded=" + ("True" if menu else "False"),
        ]
        if menu:
            lines += ["\t\t[144] menu ''"]
            for j, st in enumerate(("New", "Open", "Pending", "On-hold", "Solved")):
                lines.append(f"\t\t\t[{145 + j}] menuitem 'Submit as {st}'")
        lines += [
            "[200] complementary 'Context panel'",
            "\t[201] heading 'Elena Petrova'",
            "\tStaticText 'elena.petrova@posteo.de'",
            "\tStaticText 'Time zone: (GMT+01:00) Berlin'",
            "\tStaticText 'Language: German (Deutsch)'",
            "\tStaticText 'Notes: VIP customer since 2021'",
            "\t[206] heading 'Interactions'",
            "\t[207] link '#48213 Charged twice for order 55102'",
            "\t[208] link '#47101 Return label for order 51877 (Solved)'",
            "\t[209] link '#45532 Firmware 3.2 question (Solved)'",
        ]
        if toast:
            lines += ["[300] alert ''", f"\tStaticText '{toast}'"]
        return axtree("Charged twice for order 55102 – Agent Workspace – Heimdal Audio", lines, f"{base}/tickets/48213")

    noted = conv + [("Tomás Ruiz", "Internal", "Mar 12 11:08", note)]
    replied = conv + [("Tomás Ruiz", "Public", "Mar 12 11:12", reply)]

    def view() -> str:
        rows = [
            ("48233", "Wrong colour delivered (Sand instead of Slate)", "Jonas Weber", "Mar 12 10:51", "Normal", "Open"),
            ("48230", "Invoice address wrong on INV-2025-0772", "Maren Solberg", "Mar 12 10:20", "Normal", "New"),
            ("48227", "Headphones pairing drops after update", "Akira Sato", "Mar 12 09:58", "High", "Open"),
            ("48213", "Charged twice for order 55102", "Elena Petrova", "Mar 12 09:14", "High", "Pending"),
            ("48190", "Warranty claim for H7 ear cushions", "Pierre Lambert", "Mar 11 16:32", "Low", "On-hold"),
            ("48172", "Can I change the delivery address?", "Sara Lindgren", "Mar 11 13:05", "Normal", "Pending"),
        ]
        lines = chrome(["#48213 Charged twice for order 55102", "#48227 Headphones pairing drops after update"]) + [
            "[40] main ''",
            "\t[41] navigation 'Views'",
            "\t\t[42] link 'Your unsolved tickets 6', current='page'",
            "\t\t[43] link 'Unassigned tickets 11'",
            "\t\t[44] link 'All unsolved tickets 58'",
            "\t\t[45] link 'Recently updated tickets'",
            "\t\t[46] link 'Pending tickets 14'",
            "\t\t[47] link 'Recently solved tickets'",
            "\t[50] heading 'Your unsolved tickets'",
            "\tStaticText '6 tickets'",
            "\t[52] table ''",
            "\t\t[53] row ''",
            "\t\t\t[54] columnheader 'ID'",
            "\t\t\t[55] columnheader 'Subject'",
            "\t\t\t[56] columnheader 'Requester'",
            "\t\t\t[57] columnheader 'Requested'",
            "\t\t\t[58] columnheader 'Priority'",
            "\t\t\t[59] columnheader 'Status'",
        ]
        for j, (tid, subj, req, when, pr, st) in enumerate(rows):
            b = 60 + j * 8
            lines += [f"\t\t[{b}] row ''", f"\t\t\tgridcell '#{tid}'", f"\t\t\t[{b + 1}] link '{subj}'", f"\t\t\tgridcell '{req}'",
                      f"\t\t\tgridcell '{when}'", f"\t\t\tgridcell '{pr}'", f"\t\t\tgridcell '{st}'"]
        return axtree("Your unsolved tickets – Views – Agent Workspace – Heimdal Audio", lines, f"{base}/filters/360001204718")

    def other(assignee: str, take: bool) -> str:
        lines = chrome(["#48213 Charged twice for order 55102", "#48227 Headphones pairing drops after update", "#48230 Invoice address wrong on INV-2025-0772"]) + [
            "[40] main ''",
            "\t[41] region 'Ticket properties'",
            "\t\tStaticText 'Requester'",
            "\t\t[43] combobox 'Requester' value='Maren Solberg', expanded=False",
            "\t\tStaticText 'Assignee'",
            f"\t\t[45] combobox 'Assignee' value='{assignee}', expanded=False",
        ]
        if take:
            lines.append("\t\t[46] link 'take it'")
        lines += [
            "\t\tStaticText 'Tags'",
            "\t\t[49] listbox 'Tags'",
            "\t\t\t[50] option 'invoice'",
            "\t\tStaticText 'Type'",
            "\t\t[54] combobox 'Type' value='Question', expanded=False",
            "\t\tStaticText 'Priority'",
            "\t\t[56] combobox 'Priority' value='Normal', expanded=False",
            "\t[70] region 'Conversation'",
            "\t\t[71] heading 'Invoice address wrong on INV-2025-0772'",
            "\t\tStaticText 'Via email'",
            "\t\t[72] status 'New'",
            "\t\tStaticText 'Ticket #48230'",
            "\t\t[73] log ''",
            "\t\t\t[80] article ''",
            "\t\t\t\t[81] link 'Maren Solberg'",
            "\t\t\t\tStaticText 'Mar 12 10:20'",
            "\t\t\t\tStaticText 'Hello, the invoice INV-2025-0772 shows our old address in Drammen. We moved to Tollbugata 24, 0152 Oslo in January. Could you reissue it? Our org. nr. is 921 448 302. Best regards, Maren Solberg, Fjellstad Lyd AS'",
            "\t\t[130] region 'Composer'",
            "\t\t\t[131] button 'Public reply', pressed=True",
            "\t\t\t[132] button 'Internal note', pressed=False",
            "\t\t\tStaticText 'To: Maren Solberg <maren@fjellstad-lyd.no>'",
            "\t\t\t[134] textbox 'Public reply' value=''",
            "\t[140] region 'Footer'",
            "\t\t[141] button 'Close tab'",
            "\t\t[142] button 'Submit as New'",
            "\t\t[143] button 'Select status', hasPopup='menu', expanded=False",
            "[200] complementary 'Context panel'",
            "\t[201] heading 'Maren Solberg'",
            "\tStaticText 'maren@fjellstad-lyd.no'",
            "\tStaticText 'Organization: Fjellstad Lyd AS'",
            "\t[206] heading 'Interactions'",
            "\t[207] link '#48230 Invoice address wrong on INV-2025-0772'",
            "\t[208] link '#46118 Bulk order quote, 40 x H7 (Solved)'",
        ]
        return axtree("Invoice address wrong on INV-2025-0772 – Agent Workspace – Heimdal Audio", lines, f"{base}/tickets/48230")

    turns = [
        ("click('132')", ticket(conv, "Open", "Normal", "Internal", focus=True)),
        (f"fill('134', '{note}')", ticket(conv, "Open", "Normal", "Internal", note, focus=True)),
        ("click('142')", ticket(noted, "Open", "Normal", "Internal", toast="Ticket #48213 updated")),
        ("select_option('56', 'High')", ticket(noted, "Open", "High", "Internal")),
        ("click('131')", ticket(noted, "Open", "High", "Public", focus=True)),
        (f"fill('134', '{reply}')", ticket(noted, "Open", "High", "Public", reply, focus=True)),
        ("click('143')", ticket(noted, "Open", "High", "Public", reply, menu=True)),
        ("click('147')", ticket(replied, "Pending", "High", "Public", toast="Ticket #48213 updated")),
        ("click('12')", view()),
        ("click('69')", other("Billing", True)),
        ("click('46')", other("Billing/Tomás Ruiz", False)),
    ]
    return {"system": system("Zendesk Agent Workspace (heimdal-audio.zendesk.com)", "Tomás Ruiz (Billing group)"),
            "state": ticket(conv, "Open", "Normal", "Public"), "turns": turns,
            "bad": True, "turn": 8, "kind": "internal note submitted earlier is gone from the conversation after the public reply"}


# ---------------------------------------------------------------------------------------------
# OpenStreetMap directions - clean
def t13() -> dict:
    site = "https://www.openstreetmap.org"
    cmu = "Carnegie Mellon University, Schenley Drive Extension, Squirrel Hill North, Pittsburgh, Allegheny County, 15213, United States"
    pit = "Pittsburgh International Airport, Airport Boulevard, Findlay Township, Allegheny County, 15231, United States"

    def header() -> list[str]:
        return [
            "[12] banner ''",
            "\t[13] link 'OpenStreetMap logo OpenStreetMap'",
            "\t[15] link 'Edit'",
            "\t[16] button 'Choose an editor'",
            "\t[18] link 'History'",
            "\t[19] link 'Export'",
            "\t[21] link 'GPS Traces'",
            "\t[22] link 'User Diaries'",
            "\t[23] link 'Communities'",
            "\t[24] link 'Copyright'",
            "\t[25] link 'Help'",
            "\t[26] link 'About'",
            "\t[28] link 'Log In'",
            "\t[29] link 'Sign Up'",
        ]

    def mapctl(zoom: str) -> list[str]:
        return [
            "[200] region 'Map'",
            "\t[201] button 'Zoom In'",
            "\t[202] button 'Zoom Out'",
            "\t[203] button 'Show My Location'",
            "\t[205] link 'Layers'",
            "\t[206] link 'Legend'",
            "\t[207] link 'Share'",
            "\t[208] link 'Add a note to the map'",
            "\t[209] link 'Query features'",
            f"\tStaticText '{zoom}'",
            "\tStaticText '© OpenStreetMap contributors ♥ Make a Donation. Website and API terms'",
        ]

    def home() -> str:
        lines = header() + [
            "[40] complementary ''",
            "\t[41] search ''",
            "\t\t[42] textbox 'Search' value=''",
            "\t\t[43] button 'Go'",
            "\t\t[44] link 'Find directions between two points'",
            "\t[50] heading 'Welcome to OpenStreetMap!'",
            "\tStaticText 'OpenStreetMap is a map of the world, created by people like you and free to use under an open license.'",
            "\t[52] link 'Learn More'",
            "\t[53] link 'Start Mapping'",
        ] + mapctl("2 km")
        return axtree("OpenStreetMap", lines, f"{site}/#map=13/40.4414/-79.9571")

    def directions(frm: str, to: str, engine: str, result: tuple[str, list[tuple[str, str]]] | None, focus: str = "",
                   url: str = "", zoom: str = "2 km") -> str:
        f = {"from": ", focused" if focus == "from" else "", "to": ", focused" if focus == "to" else ""}
        lines = header() + [
            "[40] complementary ''",
            "\t[60] form ''",
            f"\t\t[61] textbox 'From' value='{frm}'{f['from']}",
            f"\t\t[62] textbox 'To' value='{to}'{f['to']}",
            f"\t\t[63] combobox '' value='{engine}', hasPopup='menu', expanded=False",
        ]
        for j, e in enumerate(("Bicycle (GraphHopper)", "Car (GraphHopper)", "Foot (GraphHopper)", "Bicycle (OSRM)", "Car (OSRM)",
                               "Foot (OSRM)", "Bicycle (Valhalla)", "Car (Valhalla)", "Foot (Valhalla)")):
            lines.append(f"\t\t\t[{64 + j}] option '{e}', selected={'True' if e == engine else 'False'}")
        lines += ["\t\t[74] button 'Go'", "\t\t[75] button 'Reverse Directions'", "\t\t[76] button 'Close'"]
        if result is not None:
            summary, steps = result
            lines += ["\t[80] heading 'Directions'", f"\tStaticText '{summary}'", "\t[82] link 'Download route as GPX'",
                      "\t[83] link 'Download route as GeoJSON'", "\t[84] table ''"]
            for j, (txt, dist) in enumerate(steps):
                lines += [f"\t\t[{85 + j}] row ''", f"\t\t\tgridcell '{j + 1}.'", f"\t\t\tgridcell '{txt}'", f"\t\t\tgridcell '{dist}'"]
            prov = "OSRM (FOSSGIS)"
            lines.append(f"\tStaticText 'Directions courtesy of {prov}'")
        lines += mapctl(zoom)
        return axtree("OpenStreetMap", lines, url or f"{site}/directions")

    car = ("Distance: 32km. Time: 0:29.", [
        ("Start on Schenley Drive Extension", "170m"), ("Turn left onto Forbes Avenue", "450m"), ("Turn right onto Boundary Street", "1.1km"),
        ("Turn left onto Panther Hollow Road", "900m"), ("Turn right onto the ramp towards I 376 West: Downtown Pittsburgh", "300m"),
        ("Merge onto Penn-Lincoln Parkway (I 376)", "4.8km"), ("Continue onto Fort Pitt Bridge (I 376)", "600m"),
        ("Continue onto Fort Pitt Tunnel (I 376)", "1.1km"), ("Continue onto Parkway West (I 376)", "19km"),
        ("Take exit 53 towards Airport", "650m"), ("Continue onto Airport Boulevard", "2.4km"),
        ("Keep left onto Airport Boulevard: Departures", "750m"), ("Reach destination", "0m"),
    ])
    bike = ("Distance: 37km. Time: 2:24.", [
        ("Start on Schenley Drive Extension", "170m"), ("Turn left onto Forbes Avenue", "450m"), ("Turn right onto Boundary Street", "1.1km"),
        ("Turn left onto Junction Hollow Trail", "1.6km"), ("Continue onto Eliza Furnace Trail", "5.2km"), ("Turn left onto Smithfield Street Bridge", "350m"),
        ("Turn right onto Three Rivers Heritage Trail", "3.9km"), ("Continue onto West Carson Street", "3.1km"), ("Turn right onto Noblestown Road", "4.6km"),
        ("Continue onto Montour Trail", "14km"), ("Turn left onto Airport Boulevard", "2.6km"), ("Reach destination", "0m"),
    ])
    bike_rev = ("Distance: 37km. Time: 2:17.", [
        ("Start on Airport Boulevard", "2.6km"), ("Turn right onto Montour Trail", "14km"), ("Continue onto Noblestown Road", "4.6km"),
        ("Turn left onto West Carson Street", "3.1km"), ("Continue onto Three Rivers Heritage Trail", "3.9km"), ("Turn left onto Smithfield Street Bridge", "350m"),
        ("Turn right onto Eliza Furnace Trail", "5.2km"), ("Continue onto Junction Hollow Trail", "1.6km"), ("Turn right onto Boundary Street", "1.1km"),
        ("Turn left onto Forbes Avenue", "450m"), ("Turn right onto Schenley Drive Extension", "170m"), ("Reach destination", "0m"),
    ])
    u_car = f"{site}/directions?engine=fossgis_osrm_car&route=40.4443%2C-79.9436%3B40.4915%2C-80.2329#map=12/40.4656/-80.0883"
    u_bike = f"{site}/directions?engine=fossgis_osrm_bike&route=40.4443%2C-79.9436%3B40.4915%2C-80.2329#map=12/40.4656/-80.0883"
    u_rev = f"{site}/directions?engine=fossgis_osrm_bike&route=40.4915%2C-80.2329%3B40.4443%2C-79.9436#map=12/40.4656/-80.0883"
    turns = [
        ("click('44')", directions("", "", "Car (OSRM)", None, focus="from")),
        ("fill('61', 'Carnegie Mellon University')", directions("Carnegie Mellon University", "", "Car (OSRM)", None, focus="from")),
        ("fill('62', 'Pittsburgh International Airport')", directions("Carnegie Mellon University", "Pittsburgh International Airport", "Car (OSRM)", None, focus="to")),
        ("click('74')", directions(cmu, pit, "Car (OSRM)", car, url=u_car, zoom="3 km")),
        ("select_option('63', 'Bicycle (OSRM)')", directions(cmu, pit, "Bicycle (OSRM)", bike, url=u_bike, zoom="3 km")),
        ("click('75')", directions(pit, cmu, "Bicycle (OSRM)", bike_rev, url=u_rev, zoom="3 km")),
    ]
    return {"system": system("OpenStreetMap (openstreetmap.org)", "not logged in"), "state": home(), "turns": turns}


# ---------------------------------------------------------------------------------------------
# Airtable grid - bad
def t14() -> dict:
    url = "https://airtable.com/appQ4vXn8TzL2kPpe/tblm9K3cWq1RaYfBd/viwR7uJd0Lh5sNx2C"
    recs = [
        ("Spring lookbook: 12 outfits under 100 EUR", "Published", "Blog", "3/3/2025", "Ana Ribeiro", "1,840", "Spring 2025"),
        ("March newsletter", "Published", "Newsletter", "3/5/2025", "Ola Nordmann", "920", "Spring 2025"),
        ("Behind the seams: our Porto workshop", "Scheduled", "YouTube", "3/14/2025", "Ana Ribeiro", "", "Brand story"),
        ("Linen care guide", "In review", "Blog", "3/17/2025", "Kim Berg", "2,310", "Evergreen"),
        ("Carousel: 5 ways to style the Tove shirt", "Draft", "Instagram", "3/18/2025", "Kim Berg", "", "Spring 2025"),
        ("Hiring: pattern maker (Porto)", "Scheduled", "LinkedIn", "3/19/2025", "Ola Nordmann", "410", "Employer brand"),
        ("Sustainability report 2024 summary", "In review", "Blog", "3/21/2025", "Ola Nordmann", "3,050", "Brand story"),
        ("April newsletter", "Idea", "Newsletter", "4/2/2025", "Ola Nordmann", "", "Spring 2025"),
        ("Reel: packing a capsule wardrobe", "Idea", "Instagram", "4/4/2025", "Kim Berg", "", "Spring 2025"),
        ("Interview with our wool supplier", "Idea", "Blog", "4/9/2025", "Ana Ribeiro", "", "Brand story"),
        ("Customer stories: Oslo pop-up", "Draft", "LinkedIn", "4/11/2025", "Ola Nordmann", "640", "Employer brand"),
        ("Size guide refresh", "Idea", "Blog", "", "Kim Berg", "", "Evergreen"),
    ]

    def grid(chan: str, rows: list[tuple[str, ...]], extra: list[str], new_focus: bool = False) -> str:
        fields = ["Title", "Status", chan, "Publish date", "Owner", "Word count", "Campaign"]
        lines = [
            "[10] banner ''",
            "\t[11] link 'Back to home'",
            "\t[12] button 'Content Calendar', hasPopup='menu'",
            "\t[13] tablist ''",
            "\t\t[14] tab 'Data', selected=True",
            "\t\t[15] tab 'Automations', selected=False",
            "\t\t[16] tab 'Interfaces', selected=False",
            "\t\t[17] tab 'Forms', selected=False",
            "\t[18] button 'Share'",
            "\t[19] button 'Account'",
            "[20] tablist 'Tables'",
            "\t[21] tab 'Posts', selected=True",
            "\t[22] tab 'Campaigns', selected=False",
            "\t[23] tab 'Assets', selected=False",
            "\t[24] button 'Add or import'",
            "[30] toolbar 'View bar'",
            "\t[31] button 'Grid view', hasPopup='menu'",
            "\t[32] button 'Hide fields'",
            "\t[33] button 'Filter'",
            "\t[34] button 'Group'",
            "\t[35] button 'Sort'",
            "\t[36] button 'Color'",
            "\t[37] button 'Row height'",
            "\t[38] button 'Share and sync'",
            "\t[39] button 'Search'",
            "[50] grid 'Posts'",
            "\t[51] row ''",
            "\t\t[52] columnheader 'Select all rows'",
        ]
        for j, f in enumerate(fields):
            lines += [f"\t\t[{53 + j * 2}] columnheader '{f}'", f"\t\t\t[{54 + j * 2}] button 'Open field menu'"]
        lines.append("\t\t[68] columnheader 'Add field'")
        for i, r in enumerate(rows):
            b = 100 + i * 10
            lines += [f"\t[{b}] row ''", f"\t\t[{b + 1}] gridcell '{i + 1}'"]
            for k, v in enumerate(r):
                foc = ", focused" if (new_focus and i == len(rows) - 1 and k == 0) else ""
                lines.append(f"\t\t[{b + 2 + k}] gridcell '{v}'{foc}")
        lines += [f"\t[{100 + len(rows) * 10}] button 'Add record'", f"\tStaticText '{len(rows)} records'"]
        return axtree("Content Calendar: Posts - Airtable", lines + extra, url)

    menu = ["[300] menu ''"] + [f"\t[{301 + j}] menuitem '{m}'" for j, m in enumerate((
        "Edit field", "Duplicate field", "Insert left", "Insert right", "Change primary field", "Copy field URL", "Edit field description",
        "Edit field permissions", "Sort A → Z", "Sort Z → A", "Filter by this field", "Group by this field", "Hide field", "Delete field"))]

    def edit(name: str, focus: bool) -> list[str]:
        return [
            "[320] dialog 'Edit field'",
            f"\t[321] textbox 'Field name (optional)' value='{name}'" + (", focused" if focus else ""),
            "\t[322] button 'Single select', hasPopup='listbox'",
            "\tStaticText 'Options'",
            "\t[324] textbox 'Option' value='Blog'",
            "\t[325] textbox 'Option' value='Newsletter'",
            "\t[326] textbox 'Option' value='LinkedIn'",
            "\t[327] textbox 'Option' value='Instagram'",
            "\t[328] textbox 'Option' value='YouTube'",
            "\t[330] button 'Add option'",
            "\t[331] checkbox 'Alphabetize options', checked='false'",
            "\t[332] textbox 'Default' value=''",
            "\t[334] button 'Add description'",
            "\t[335] button 'Cancel'",
            "\t[336] button 'Save'",
        ]

    group = [
        "[340] dialog 'Group'",
        "\tStaticText 'Group by'",
        "\t[341] searchbox 'Find a field' value=''",
        "\t[342] list ''",
    ] + [f"\t\t[{343 + j}] option '{f}'" for j, f in enumerate(("Title", "Status", "Channel", "Publish date", "Owner", "Word count", "Campaign"))] + [
        "\t[352] link 'See all fields'",
    ]
    added = recs + [("", "", "", "", "", "", "")]
    turns = [
        ("click('58')", grid("Channel", recs, menu)),
        ("click('301')", grid("Channel", recs, edit("Channel", True))),
        ("fill('321', 'Platform')", grid("Channel", recs, edit("Platform", True))),
        ("click('336')", grid("Platform", recs, [])),
        ("click('220')", grid("Platform", added, [], new_focus=True)),
        ("click('34')", grid("Platform", added, group)),
    ]
    return {"system": system("Airtable (airtable.com), base Content Calendar", "Kim Berg (Creator)"), "state": grid("Channel", recs, []),
            "turns": turns, "bad": True, "turn": 6, "kind": "field renamed to Platform is offered under its old name Channel"}


# ---------------------------------------------------------------------------------------------
# WordPress admin posts - clean
def t15() -> dict:
    site = "https://blog.skarvik.io"
    drafts = [
        ("Q1 product roundup", "Elin Sandberg", "Product", "release notes", "2025/03/11 at 9:30 am", 4107),
        ("Five lessons from our first year of remote-first", "Elin Sandberg", "Culture", "remote, hiring", "2025/03/10 at 4:12 pm", 4101),
        ("How we cut our CI time in half", "Rahul Mehta", "Engineering", "ci, github actions", "2025/03/07 at 2:55 pm", 4088),
        ("Customer spotlight: Fjordline Ferries", "Marta Nowak", "Customers", "case study", "2025/03/04 at 1:40 pm", 4066),
        ("Draft: pricing FAQ", "Elin Sandberg", "Product", "pricing", "2025/02/26 at 10:03 am", 4032),
    ]
    published = [
        ("Skarvik 3.4: offline mode and faster sync", "Elin Sandberg", "Product", "release notes", "2025/03/05 at 10:00 am", 4071, 12),
        ("Postmortem: February 18 sync outage", "Rahul Mehta", "Engineering", "incident", "2025/02/24 at 3:30 pm", 4025, 31),
        ("Meet the team: Marta Nowak", "Elin Sandberg", "Culture", "team", "2025/02/19 at 9:00 am", 4009, 6),
        ("We are SOC 2 Type II certified", "Elin Sandberg", "Announcements", "security", "2025/02/12 at 11:00 am", 3987, 3),
        ("Skarvik 3.3: shared folders", "Elin Sandberg", "Product", "release notes", "2025/02/03 at 10:00 am", 3955, 9),
        ("Migrating 2 TB of Postgres without downtime", "Rahul Mehta", "Engineering", "postgres", "2025/01/28 at 2:00 pm", 3931, 44),
        ("2024 in review", "Elin Sandberg", "Announcements", "", "2025/01/09 at 9:00 am", 3890, 8),
        ("Customer spotlight: Nordhavn Architects", "Marta Nowak", "Customers", "case study", "2024/12/17 at 1:00 pm", 3861, 2),
        ("Holiday support hours", "Elin Sandberg", "Announcements", "support", "2024/12/13 at 8:30 am", 3855, 0),
        ("Skarvik 3.2: audit log", "Elin Sandberg", "Product", "release notes", "2024/12/02 at 10:00 am", 3822, 5),
        ("Why we moved our builds to arm64", "Rahul Mehta", "Engineering", "ci, arm", "2024/11/21 at 3:15 pm", 3804, 27),
        ("How to run a calm on-call rotation", "Rahul Mehta", "Engineering", "on-call", "2024/11/07 at 11:45 am", 3777, 15),
        ("Our new office in Bergen", "Elin Sandberg", "Culture", "office", "2024/10/30 at 9:00 am", 3750, 11),
        ("Skarvik 3.1: tags and smart folders", "Elin Sandberg", "Product", "release notes", "2024/10/14 at 10:00 am", 3722, 7),
        ("Customer spotlight: Lofoten Seafood Co.", "Marta Nowak", "Customers", "case study", "2024/10/02 at 1:00 pm", 3701, 1),
        ("Designing for low-bandwidth field teams", "Elin Sandberg", "Product", "design", "2024/09/19 at 10:30 am", 3688, 4),
        ("Rust in production: one year later", "Rahul Mehta", "Engineering", "rust", "2024/09/05 at 2:00 pm", 3660, 52),
        ("Skarvik 3.0 is here", "Elin Sandberg", "Announcements", "release notes", "2024/08/27 at 10:00 am", 3641, 19),
        ("Summer internship recap", "Marta Nowak", "Culture", "internships", "2024/08/15 at 9:00 am", 3622, 3),
        ("Accessibility audit results", "Elin Sandberg", "Product", "a11y", "2024/08/01 at 11:00 am", 3601, 2),
    ]

    bid = {r[5]: 1000 + k * 10 for k, r in enumerate(drafts + published)}

    def adminbar() -> list[str]:
        return [
            "[8] navigation 'Toolbar'",
            "\t[9] link 'About WordPress'",
            "\t[10] link 'Skarvik Blog'",
            "\t[11] link '2 Comments in moderation'",
            "\t[12] link 'New'",
            "\t[13] link 'Howdy, Elin Sandberg'",
            "[16] navigation 'Main menu'",
            "\t[17] link 'Dashboard'",
            "\t[18] link 'Posts'",
            "\t\t[19] link 'All Posts'",
            "\t\t[20] link 'Add New Post'",
            "\t\t[21] link 'Categories'",
            "\t\t[22] link 'Tags'",
            "\t[23] link 'Media'",
            "\t[24] link 'Pages'",
            "\t[25] link 'Comments 2 Comments in moderation'",
            "\t[26] link 'Appearance'",
            "\t[27] link 'Plugins 1'",
            "\t[28] link 'Users'",
            "\t[29] link 'Tools'",
            "\t[30] link 'Settings'",
            "\t[31] button 'Collapse Main Menu'",
        ]

    def posts(view: str, counts: dict[str, int], rows: list[tuple], checked: set[int] | None = None, bulk: str = "Bulk actions",
              panel: str | None = None, msg: str = "") -> str:
        checked = checked or set()
        lines = adminbar() + [
            "[40] main ''",
            "\t[41] heading 'Posts'",
            "\t[42] link 'Add New Post'",
        ]
        if msg:
            lines += ["\t[44] status ''", f"\t\tStaticText '{msg}'"] + (["\t\t[45] link 'Undo'"] if "Trash" in msg else [])
        lines.append("\t[46] list ''")
        for j, (k, label) in enumerate((("all", "All"), ("mine", "Mine"), ("publish", "Published"), ("draft", "Drafts"), ("pending", "Pending"), ("trash", "Trash"))):
            cur = ", current='page'" if k == view else ""
            lines.append(f"\t\t[{47 + j}] link '{label} ({counts[k]})'{cur}")
        lines += [
            "\t[54] searchbox 'Search Posts:' value=''",
            "\t[55] button 'Search Posts'",
            f"\t[56] combobox 'Select bulk action' value='{bulk}', hasPopup='menu', expanded=False",
            "\t[57] button 'Apply'",
            "\t[58] combobox 'Filter by date' value='All dates', hasPopup='menu', expanded=False",
            "\t[59] combobox 'Filter by category' value='All Categories', hasPopup='menu', expanded=False",
            "\t[60] button 'Filter'",
            f"\tStaticText '{counts[view]} items'",
        ]
        if counts[view] > 20:
            lines += ["\t[62] link 'Next page'", "\t[63] textbox 'Current Page' value='1'", f"\tStaticText 'of {(counts[view] + 19) // 20}'"]
        if panel is not None:
            lines += [
                "\t[70] group 'Bulk Edit'",
                "\t\t[71] list ''",
                "\t\t\t[72] listitem 'Q1 product roundup'",
                "\t\t\t\t[73] button 'Remove “Q1 product roundup” from Bulk Edit'",
                "\t\t[75] group 'Categories'",
                "\t\t\t[76] checkbox 'Announcements', checked='false'",
                "\t\t\t[77] checkbox 'Culture', checked='false'",
                "\t\t\t[78] checkbox 'Customers', checked='false'",
                "\t\t\t[79] checkbox 'Engineering', checked='false'",
                "\t\t\t[80] checkbox 'Product', checked='false'",
                "\t\t\t[81] checkbox 'Uncategorized', checked='false'",
                "\t\t[83] textbox 'Tags' value=''",
                "\t\t[84] combobox 'Author' value='— No Change —', hasPopup='menu', expanded=False",
                "\t\t[85] combobox 'Comments' value='— No Change —', hasPopup='menu', expanded=False",
                "\t\t[86] combobox 'Pings' value='— No Change —', hasPopup='menu', expanded=False",
                f"\t\t[87] combobox 'Status' value='{panel}', hasPopup='menu', expanded=False",
                "\t\t[88] combobox 'Sticky' value='— No Change —', hasPopup='menu', expanded=False",
                "\t\t[89] combobox 'Format' value='— No Change —', hasPopup='menu', expanded=False",
                "\t\t[90] button 'Update'",
                "\t\t[91] button 'Cancel'",
            ]
        lines += [
            "\t[100] table ''",
            "\t\t[101] row ''",
            "\t\t\t[102] checkbox 'Select All', checked='false'",
            "\t\t\t[103] columnheader 'Title'",
            "\t\t\t[104] columnheader 'Author'",
            "\t\t\t[105] columnheader 'Categories'",
            "\t\t\t[106] columnheader 'Tags'",
            "\t\t\t[107] columnheader 'Comments'",
            "\t\t\t[108] columnheader 'Date', sort='descending'",
        ]
        for r in rows:
            title, author, cat, tags, date, pid = r[:6]
            is_draft = len(r) == 6
            b = bid[pid]
            lines += [
                f"\t\t[{b}] row ''",
                f"\t\t\t[{b + 1}] checkbox 'Select {title}', checked='{'true' if pid in checked else 'false'}'",
                f"\t\t\t[{b + 2}] link '“{title}” (Edit)'",
            ]
            if is_draft and view != "draft":
                lines.append("\t\t\tStaticText '— Draft'")
            lines += [
                f"\t\t\t[{b + 3}] link 'Edit'",
                f"\t\t\t[{b + 4}] button 'Quick edit “{title}” inline'",
                f"\t\t\t[{b + 5}] link 'Move “{title}” to the Trash'",
                f"\t\t\t[{b + 6}] link '{'Preview' if is_draft else 'View'} “{title}”'",
                f"\t\t\tgridcell '{author}'",
                f"\t\t\tgridcell '{cat}'",
                f"\t\t\tgridcell '{tags or '—'}'",
                "\t\t\tgridcell 'No comments'" if is_draft or not r[6] else f"\t\t\tgridcell '{r[6]} comments'",
                f"\t\t\tgridcell '{'Last Modified' if is_draft else 'Published'} {date}'",
            ]
        lines += ["[900] contentinfo ''", "\tStaticText 'Thank you for creating with WordPress.'", "\tStaticText 'Version 6.7.2'"]
        url = f"{site}/wp-admin/edit.php" + ("" if view == "all" else f"?post_status={view}&post_type=post")
        return axtree("Posts ‹ Skarvik Blog — WordPress", lines, url)

    def cats(new: bool, name: str = "", focus: bool = False) -> str:
        rows = [("Announcements", "announcements", 6), ("Culture", "culture", 9), ("Customers", "customers", 7), ("Engineering", "engineering", 14),
                ("Product", "product", 11), ("Uncategorized", "uncategorized", 1)]
        lines = adminbar() + [
            "[40] main ''",
            "\t[41] heading 'Categories'",
        ]
        if new:
            lines += ["\t[44] status ''", "\t\tStaticText 'Category added.'"]
        lines += [
            "\t[50] heading 'Add New Category'",
            f"\t[51] textbox 'Name' value='{name}'" + (", focused" if focus else ""),
            "\tStaticText 'The name is how it appears on your site.'",
            "\t[53] textbox 'Slug' value=''",
            "\t[54] combobox 'Parent Category' value='None', hasPopup='menu', expanded=False",
            "\t[55] textbox 'Description' value=''",
            "\t[56] button 'Add New Category'",
            "\t[60] searchbox 'Search Categories:' value=''",
            "\t[61] button 'Search Categories'",
            "\t[62] combobox 'Select bulk action' value='Bulk actions', hasPopup='menu', expanded=False",
            "\t[63] button 'Apply'",
            f"\tStaticText '{7 if new else 6} items'",
            "\t[70] table ''",
            "\t\t[71] row ''",
            "\t\t\t[72] checkbox 'Select All', checked='false'",
            "\t\t\t[73] columnheader 'Name', sort='ascending'",
            "\t\t\t[74] columnheader 'Description'",
            "\t\t\t[75] columnheader 'Slug'",
            "\t\t\t[76] columnheader 'Count'",
        ]
        if new:
            lines += ["\t\t[80] row ''", "\t\t\t[81] checkbox 'Select Customer Stories', checked='false'", "\t\t\t[82] link '“Customer Stories” (Edit)'",
                      "\t\t\tgridcell '—'", "\t\t\tgridcell 'customer-stories'", "\t\t\tgridcell '0'"]
        for j, (n, slug, c) in enumerate(rows):
            b = 90 + j * 6
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox 'Select {n}', checked='false'", f"\t\t\t[{b + 2}] link '“{n}” (Edit)'",
                      "\t\t\tgridcell '—'", f"\t\t\tgridcell '{slug}'", f"\t\t\t[{b + 3}] link '{c}'"]
        lines += ["\tStaticText 'Deleting a category does not delete the posts in that category. Instead, posts that were only assigned to the deleted category are set to the default category Uncategorized.'"]
        return axtree("Categories ‹ Skarvik Blog — WordPress", lines, f"{site}/wp-admin/edit-tags.php?taxonomy=category")

    c0 = {"all": 48, "mine": 31, "publish": 41, "draft": 5, "pending": 2, "trash": 3}
    c1 = dict(c0, publish=42, draft=4)
    c2 = dict(c1, all=47, mine=30, draft=3, trash=4)
    d1 = [d for d in drafts if d[5] != 4107]
    d2 = [d for d in d1 if d[5] != 4032]
    q1 = ("Q1 product roundup", "Elin Sandberg", "Product", "release notes", "2025/03/12 at 11:24 am", 4107, 0)
    pub = [q1] + published[:19]
    turns = [
        ("click('50')", posts("draft", c0, drafts)),
        ("click('1001')", posts("draft", c0, drafts, {4107})),
        ("select_option('56', 'Edit')", posts("draft", c0, drafts, {4107}, bulk="Edit")),
        ("click('57')", posts("draft", c0, drafts, {4107}, bulk="Edit", panel="— No Change —")),
        ("select_option('87', 'Published')", posts("draft", c0, drafts, {4107}, bulk="Edit", panel="Published")),
        ("click('90')", posts("draft", c1, d1, msg="1 post updated.")),
        ("click('1045')", posts("draft", c2, d2, msg="1 post moved to the Trash.")),
        ("click('49')", posts("publish", c2, pub)),
        ("click('21')", cats(False)),
        ("fill('51', 'Customer Stories')", cats(False, "Customer Stories", True)),
        ("click('56')", cats(True, "", True)),
    ]
    return {"system": system("WordPress 6.7 admin (blog.skarvik.io)", "Elin Sandberg (Administrator)"),
            "state": posts("all", c0, sorted(drafts + published, key=lambda r: r[4], reverse=True)[:20]),
            "turns": turns}


# ---------------------------------------------------------------------------------------------
# AWS console EC2 - bad
def t16() -> dict:
    reg = "eu-north-1"
    url_list = f"https://{reg}.console.aws.amazon.com/ec2/home?region={reg}#Instances:"
    sid = "i-0b6e4f2d8c9a1375e"
    fleet = [
        ["web-prod-1", "i-0a3f9c2e71b84d5c6", "Running", "t3.large", "2/2 checks passed", "eu-north-1a", "13.49.207.18", "sg-web-prod", "ops-2023", "2025/01/14 09:02 GMT+1"],
        ["web-prod-2", "i-07d1e5b3a9c2f8e14", "Running", "t3.large", "2/2 checks passed", "eu-north-1b", "13.53.88.140", "sg-web-prod", "ops-2023", "2025/01/14 09:03 GMT+1"],
        ["worker-batch-1", "i-0c84b2f19e6d3a705", "Running", "c6i.xlarge", "2/2 checks passed", "eu-north-1a", "–", "sg-workers", "ops-2023", "2025/02/27 16:40 GMT+1"],
        ["bastion", "i-0f2a7d6c5b1e39482", "Running", "t3.micro", "2/2 checks passed", "eu-north-1a", "16.170.44.9", "sg-bastion", "bastion-key", "2024/09/03 11:15 GMT+2"],
        ["reporting-db-replica", "i-09e3c1a8b7f4d2605", "Stopped", "r6i.large", "–", "eu-north-1c", "–", "sg-db", "ops-2023", "2024/12/02 08:30 GMT+1"],
        ["staging-web", sid, "Running", "t3.medium", "2/2 checks passed", "eu-north-1b", "16.171.9.203", "sg-staging-web", "staging-2024", "2025/03/03 10:21 GMT+1"],
        ["ml-notebook-anna", "i-04c9a2e7f1b8d6530", "Stopped", "g5.xlarge", "–", "eu-north-1a", "–", "sg-notebooks", "anna-ml", "2025/02/10 13:05 GMT+1"],
        ["legacy-ftp", "i-0d5b8e3f2a7c1964b", "Running", "t2.small", "2/2 checks passed", "eu-north-1c", "16.16.122.77", "sg-legacy-ftp", "ops-2019", "2023/06/19 15:48 GMT+2"],
    ]

    def shell(crumb: str) -> list[str]:
        return [
            "[8] banner ''",
            "\t[9] link 'AWS Console Home'",
            "\t[10] button 'Services'",
            "\t[11] combobox 'Search' value='', expanded=False",
            "\t[12] button 'CloudShell'",
            "\t[13] button 'Notifications'",
            "\t[14] button 'Europe (Stockholm)'",
            "\t[15] button 'devops-admin @ 4418-0927-3365'",
            "[20] navigation 'EC2'",
            "\t[21] link 'EC2 Dashboard'",
            "\t[22] link 'EC2 Global View'",
            "\t[23] link 'Events'",
            "\tStaticText 'Instances'",
            "\t[25] link 'Instances'" + (", current='page'" if crumb == "Instances" else ""),
            "\t[26] link 'Instance Types'",
            "\t[27] link 'Launch Templates'",
            "\t[28] link 'Spot Requests'",
            "\tStaticText 'Images'",
            "\t[30] link 'AMIs'",
            "\tStaticText 'Elastic Block Store'",
            "\t[32] link 'Volumes'",
            "\t[33] link 'Snapshots'",
            "\tStaticText 'Network & Security'",
            "\t[35] link 'Security Groups'" + (", current='page'" if crumb == "Security Groups" else ""),
            "\t[36] link 'Elastic IPs'",
            "\t[37] link 'Key Pairs'",
            "\t[38] link 'Network Interfaces'",
            "[40] navigation 'Breadcrumbs'",
            "\t[41] link 'EC2'",
            f"\t[42] link '{crumb}'",
        ]

    def instances(rows: list[list[str]], sel: bool, menu: str = "", modal: bool = False, banner: str = "", shown_id: str = sid) -> str:
        lines = shell("Instances") + [
            "[50] main ''",
        ]
        if banner:
            lines += ["\t[51] alert ''", f"\t\tStaticText '{banner}'", "\t\t[52] button 'Dismiss'"]
        n_run = sum(1 for r in rows if r[2] == "Running")
        lines += [
            f"\t[54] heading 'Instances ({len(rows)}) Info'",
            "\t[55] button 'Refresh'",
            "\t[56] button 'Connect'" + ("" if sel else ", disabled=True"),
            "\t[57] button 'Instance state', hasPopup='menu'" + (", expanded=True" if menu == "state" else ""),
            "\t[58] button 'Actions', hasPopup='menu'" + (", expanded=True" if menu in ("actions", "settings") else ""),
            "\t[59] button 'Launch instances'",
            "\t[60] searchbox 'Find Instance by attribute or tag (case-sensitive)' value=''",
            "\t[61] combobox 'All states' value='All states', expanded=False",
            "\tStaticText '1'",
            "\t[62] button 'Preferences'",
            "\t[70] table ''",
            "\t\t[71] row ''",
            "\t\t\t[72] columnheader ''",
        ]
        for j, h in enumerate(("Name", "Instance ID", "Instance state", "Instance type", "Status check", "Availability Zone",
                               "Public IPv4 address", "Security group name", "Key name", "Launch time")):
            lines.append(f"\t\t\t[{73 + j}] columnheader '{h}'")
        for i, r in enumerate(rows):
            b = 100 + i * 14
            chk = "true" if (sel and r[0] == "staging-web") else "false"
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox 'Select row', checked='{chk}'"]
            for k, v in enumerate(r):
                if k == 1:
                    lines.append(f"\t\t\t[{b + 2 + k}] link '{v}'")
                else:
                    lines.append(f"\t\t\tgridcell '{v}'")
        lines.append(f"\tStaticText '{n_run} running, {len(rows) - n_run} stopped'")
        if sel:
            r = next(x for x in rows if x[0] == "staging-web")
            lines += [
                "\t[300] region 'Instance summary'",
                f"\t\t[301] heading 'Instance: {shown_id} (staging-web)'",
                "\t\t[302] tablist ''",
                "\t\t\t[303] tab 'Details', selected=True",
                "\t\t\t[304] tab 'Status and alarms', selected=False",
                "\t\t\t[305] tab 'Monitoring', selected=False",
                "\t\t\t[306] tab 'Security', selected=False",
                "\t\t\t[307] tab 'Networking', selected=False",
                "\t\t\t[308] tab 'Storage', selected=False",
                "\t\t\t[309] tab 'Tags', selected=False",
                "\t\tStaticText 'Instance ID'", f"\t\tStaticText '{shown_id}'",
                "\t\tStaticText 'Public IPv4 address'", f"\t\tStaticText '{r[6]}'",
                "\t\tStaticText 'Private IPv4 addresses'", "\t\tStaticText '172.31.22.147'",
                "\t\tStaticText 'Instance state'", f"\t\tStaticText '{r[2]}'",
                "\t\tStaticText 'Instance type'", f"\t\tStaticText '{r[3]}'",
                "\t\tStaticText 'VPC ID'", "\t\t[320] link 'vpc-04d7e2a91c3b58f60'",
                "\t\tStaticText 'Subnet ID'", "\t\t[321] link 'subnet-0e91b3c47a2d85f16'",
                "\t\tStaticText 'IAM Role'", "\t\t[322] link 'staging-web-ec2-role'",
                "\t\tStaticText 'AMI ID'", "\t\tStaticText 'ami-0c1ac8a41498c1a9c'",
                "\t\tStaticText 'Platform details'", "\t\tStaticText 'Linux/UNIX'",
            ]
        if menu == "state":
            lines += ["[400] menu ''", "\t[401] menuitem 'Stop instance'", "\t[402] menuitem 'Start instance', disabled=True",
                      "\t[403] menuitem 'Reboot instance'", "\t[404] menuitem 'Hibernate instance', disabled=True", "\t[405] menuitem 'Terminate (delete) instance'"]
        if menu in ("actions", "settings"):
            lines += ["[410] menu ''", "\t[411] menuitem 'Connect'", "\t[412] menuitem 'View details'", "\t[413] menuitem 'Manage instance state'",
                      "\t[414] menuitem 'Instance settings', hasPopup='menu'" + (", expanded=True" if menu == "settings" else ""),
                      "\t[415] menuitem 'Networking', hasPopup='menu'", "\t[416] menuitem 'Security', hasPopup='menu'",
                      "\t[417] menuitem 'Image and templates', hasPopup='menu'", "\t[418] menuitem 'Monitor and troubleshoot', hasPopup='menu'"]
        if menu == "settings":
            lines += ["\t[420] menu ''", "\t\t[421] menuitem 'Attach to Auto Scaling Group'", "\t\t[422] menuitem 'Change instance type'",
                      "\t\t[423] menuitem 'Change termination protection'", "\t\t[424] menuitem 'Change stop protection'",
                      "\t\t[425] menuitem 'Change shutdown behavior'", "\t\t[426] menuitem 'Edit user data'",
                      "\t\t[427] menuitem 'Modify instance metadata options'", "\t\t[428] menuitem 'Manage tags'"]
        if modal:
            lines += ["[430] dialog 'Stop instance?', modal=True",
                      "\tStaticText 'To confirm that you want to stop the following instances, choose Stop. Data on instance store volumes will be lost.'",
                      f"\tStaticText '{sid} (staging-web)'",
                      "\t[432] checkbox 'Skip OS shutdown', checked='false'",
                      "\t[433] button 'Cancel'", "\t[434] button 'Stop'"]
        return axtree(f"Instances | EC2 | {reg}", lines, url_list)

    def change(new: str) -> str:
        specs = {"t3.medium": ("2", "4 GiB", "Up to 5 Gigabit"), "t3.small": ("2", "2 GiB", "Up to 5 Gigabit")}
        lines = shell("Instances") + [
            "\t[43] link 'staging-web'",
            "\t[44] link 'Change instance type'",
            "[50] main ''",
            "\t[51] heading 'Change instance type'",
            "\tStaticText 'Instance ID'",
            f"\tStaticText '{sid} (staging-web)'",
            "\tStaticText 'Current instance type'",
            "\tStaticText 't3.medium'",
            "\t[60] heading 'Instance type'",
            "\t[61] radio 'Get advice on instance type selection from EC2 Instance Type Finder', checked=false",
            "\t[62] radio 'Manually select instance type', checked=true",
            f"\t[63] combobox 'New instance type' value='{new}', hasPopup='listbox', expanded=False",
            "\t[64] table 'Instance type comparison'",
            "\t\t[65] row ''", "\t\t\tcolumnheader ''", "\t\t\tcolumnheader 'Current (t3.medium)'", f"\t\t\tcolumnheader 'New ({new})'",
            "\t\t[66] row ''", "\t\t\tgridcell 'vCPUs'", "\t\t\tgridcell '2'", f"\t\t\tgridcell '{specs[new][0]}'",
            "\t\t[67] row ''", "\t\t\tgridcell 'Memory'", "\t\t\tgridcell '4 GiB'", f"\t\t\tgridcell '{specs[new][1]}'",
            "\t\t[68] row ''", "\t\t\tgridcell 'Network performance'", "\t\t\tgridcell 'Up to 5 Gigabit'", f"\t\t\tgridcell '{specs[new][2]}'",
            "\t\t[69] row ''", "\t\t\tgridcell 'On-Demand Linux pricing'", "\t\t\tgridcell '0.0432 USD per Hour'",
            f"\t\t\tgridcell '{'0.0432' if new == 't3.medium' else '0.0216'} USD per Hour'",
            "\t[70] checkbox 'EBS-optimized', checked='true', disabled=True",
            "\t[72] button 'Cancel'",
            "\t[73] button 'Apply'",
        ]
        return axtree(f"Change instance type | EC2 | {reg}", lines,
                      f"https://{reg}.console.aws.amazon.com/ec2/home?region={reg}#ChangeInstanceType:instanceId={sid}")

    def sgs(detail: bool) -> str:
        groups = [
            ("sg-0a1b7c3d9e5f20461", "sg-bastion", "vpc-04d7e2a91c3b58f60", "SSH from office VPN", "2", "1"),
            ("sg-03e8d6f1a2b4c7950", "sg-db", "vpc-04d7e2a91c3b58f60", "Postgres from app tier", "1", "1"),
            ("sg-0c2d4e6f8a1b3c5d7", "sg-legacy-ftp", "vpc-04d7e2a91c3b58f60", "FTP passive range", "3", "1"),
            ("sg-07f9a1c3e5b7d9f11", "sg-notebooks", "vpc-04d7e2a91c3b58f60", "Jupyter via bastion", "1", "1"),
            ("sg-0e4c6a8b2d0f1e3a5", "sg-staging-web", "vpc-04d7e2a91c3b58f60", "Staging web tier", "3", "1"),
            ("sg-05b3d1f9e7c5a3b12", "sg-web-prod", "vpc-04d7e2a91c3b58f60", "Production web tier", "2", "1"),
            ("sg-09d7b5f3a1c9e7d22", "sg-workers", "vpc-04d7e2a91c3b58f60", "Batch workers, no inbound", "0", "1"),
            ("sg-0f1e2d3c4b5a69788", "default", "vpc-04d7e2a91c3b58f60", "default VPC security group", "1", "1"),
        ]
        lines = shell("Security Groups") + [
            "[50] main ''",
            f"\t[54] heading 'Security Groups ({len(groups)}) Info'",
            "\t[55] button 'Refresh'",
            "\t[56] button 'Actions', hasPopup='menu'",
            "\t[57] button 'Export security groups to CSV'",
            "\t[58] button 'Create security group'",
            "\t[60] searchbox 'Find resources by attribute or tag' value=''",
            "\t[70] table ''",
            "\t\t[71] row ''",
            "\t\t\t[72] columnheader ''",
            "\t\t\t[73] columnheader 'Name'",
            "\t\t\t[74] columnheader 'Security group ID'",
            "\t\t\t[75] columnheader 'Security group name'",
            "\t\t\t[76] columnheader 'VPC ID'",
            "\t\t\t[77] columnheader 'Description'",
            "\t\t\t[78] columnheader 'Inbound rules count'",
            "\t\t\t[79] columnheader 'Outbound rules count'",
        ]
        for i, (gid, name, vpc, desc, inn, out) in enumerate(groups):
            b = 100 + i * 8
            chk = "true" if (detail and name == "sg-staging-web") else "false"
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox 'Select row', checked='{chk}'", "\t\t\tgridcell '–'",
                      f"\t\t\t[{b + 2}] link '{gid}'", f"\t\t\tgridcell '{name}'", f"\t\t\t[{b + 3}] link '{vpc}'",
                      f"\t\t\tgridcell '{desc}'", f"\t\t\tgridcell '{inn} Permission entries'", f"\t\t\tgridcell '{out} Permission entry'"]
        if detail:
            lines += [
                "\t[300] region 'sg-0e4c6a8b2d0f1e3a5 - sg-staging-web'",
                "\t\t[301] tablist ''",
                "\t\t\t[302] tab 'Details', selected=False",
                "\t\t\t[303] tab 'Inbound rules', selected=True",
                "\t\t\t[304] tab 'Outbound rules', selected=False",
                "\t\t\t[305] tab 'Sharing - new', selected=False",
                "\t\t\t[306] tab 'VPC associations - new', selected=False",
                "\t\t\t[307] tab 'Tags', selected=False",
                "\t\t[310] heading 'Inbound rules (3)'",
                "\t\t[311] button 'Manage tags'",
                "\t\t[312] button 'Edit inbound rules'",
                "\t\t[320] table ''",
                "\t\t\t[321] row ''",
                "\t\t\t\tcolumnheader 'Name'", "\t\t\t\tcolumnheader 'Security group rule ID'", "\t\t\t\tcolumnheader 'IP version'",
                "\t\t\t\tcolumnheader 'Type'", "\t\t\t\tcolumnheader 'Protocol'", "\t\t\t\tcolumnheader 'Port range'", "\t\t\t\tcolumnheader 'Source'",
                "\t\t\t[330] row ''", "\t\t\t\tgridcell '–'", "\t\t\t\tgridcell 'sgr-0d41c8e2b9a7f3051'", "\t\t\t\tgridcell 'IPv4'",
                "\t\t\t\tgridcell 'HTTPS'", "\t\t\t\tgridcell 'TCP'", "\t\t\t\tgridcell '443'", "\t\t\t\tgridcell '0.0.0.0/0'",
                "\t\t\t[338] row ''", "\t\t\t\tgridcell '–'", "\t\t\t\tgridcell 'sgr-07b2e9f4c1d6a8e35'", "\t\t\t\tgridcell 'IPv4'",
                "\t\t\t\tgridcell 'HTTP'", "\t\t\t\tgridcell 'TCP'", "\t\t\t\tgridcell '80'", "\t\t\t\tgridcell '0.0.0.0/0'",
                "\t\t\t[346] row ''", "\t\t\t\tgridcell '–'", "\t\t\t\tgridcell 'sgr-0a93f6d2e8c1b4f70'", "\t\t\t\tgridcell '–'",
                "\t\t\t\tgridcell 'SSH'", "\t\t\t\tgridcell 'TCP'", "\t\t\t\tgridcell '22'", "\t\t\t\tgridcell 'sg-0a1b7c3d9e5f20461 / sg-bastion'",
            ]
        return axtree(f"Security Groups | EC2 | {reg}", lines, f"https://{reg}.console.aws.amazon.com/ec2/home?region={reg}#SecurityGroups:")

    def with_state(state: str, itype: str | None = None, ip: str | None = None, check: str | None = None, iid: str | None = None) -> list[list[str]]:
        rows = [list(r) for r in fleet]
        r = rows[5]
        r[2] = state
        if itype:
            r[3] = itype
        if ip is not None:
            r[6] = ip
        if check is not None:
            r[4] = check
        if iid:
            r[1] = iid
        return rows

    stopping = with_state("Stopping", check="–")
    stopped = with_state("Stopped", ip="–", check="–")
    drift = "i-0b6e4f2d8c9a1735e"
    retyped = with_state("Stopped", itype="t3.small", ip="–", check="–", iid=drift)
    turns = [
        ("click('171')", instances(fleet, True)),
        ("click('57')", instances(fleet, True, menu="state")),
        ("click('401')", instances(fleet, True, modal=True)),
        ("click('434')", instances(stopping, True, banner=f"Successfully stopped {sid}")),
        ("click('55')", instances(stopped, True, banner=f"Successfully stopped {sid}")),
        ("click('58')", instances(stopped, True, menu="actions", banner=f"Successfully stopped {sid}")),
        ("click('414')", instances(stopped, True, menu="settings", banner=f"Successfully stopped {sid}")),
        ("click('422')", change("t3.medium")),
        ("select_option('63', 't3.small')", change("t3.small")),
        ("click('73')", instances(retyped, True, banner=f"Successfully changed instance type of instance {drift} to t3.small", shown_id=drift)),
        ("click('35')", sgs(False)),
        ("click('133')", sgs(True)),
    ]
    return {"system": system("AWS Management Console, EC2 (eu-north-1)", "devops-admin (IAM user)"), "state": instances(fleet, False),
            "turns": turns, "bad": True, "turn": 10, "kind": "instance ID of the stopped instance differs after the type change"}


# ---------------------------------------------------------------------------------------------
# Kibana Discover - clean
def t17() -> dict:
    base = "https://kibana.lumenrail.io/app/discover#/"
    paths = ["/api/v2/payments/intents", "/api/v2/search", "/api/v2/payments/intents", "/api/v2/checkout/sessions", "/api/v2/payments/intents",
             "/api/v2/search", "/api/v2/catalog/items", "/api/v2/payments/intents", "/api/v2/search", "/api/v2/payments/intents",
             "/api/v2/checkout/sessions", "/api/v2/payments/intents", "/api/v2/auth/token", "/api/v2/search", "/api/v2/payments/intents",
             "/api/v2/payments/intents", "/api/v2/checkout/sessions", "/api/v2/payments/intents", "/api/v2/search", "/api/v2/payments/intents",
             "/api/v2/payments/intents", "/api/v2/catalog/items", "/api/v2/payments/intents", "/api/v2/payments/intents", "/api/v2/search",
             "/api/v2/payments/intents", "/api/v2/payments/intents", "/api/v2/checkout/sessions", "/api/v2/payments/intents", "/api/v2/payments/intents"]
    code_for = {"/api/v2/payments/intents": "502", "/api/v2/search": "504", "/api/v2/checkout/sessions": "500", "/api/v2/catalog/items": "503", "/api/v2/auth/token": "500"}
    method_for = {"/api/v2/payments/intents": "POST", "/api/v2/search": "GET", "/api/v2/checkout/sessions": "POST", "/api/v2/catalog/items": "GET", "/api/v2/auth/token": "POST"}
    ips = ["185.44.12.9", "91.132.7.201", "46.22.180.14", "178.62.99.3", "85.164.20.77", "213.52.131.8", "62.101.44.19", "194.19.96.240"]
    docs = []
    t = 14 * 3600 + 52 * 60 + 31
    for j, pth in enumerate(paths):
        t -= 38 + (j * 17) % 29
        hh, mm, ss = t // 3600, (t // 60) % 60, t % 60
        ms = (j * 271) % 1000
        dur = {"502": "30.00 s", "504": "10.00 s", "500": f"{0.2 + (j % 7) * 0.13:.2f} s", "503": "0.01 s"}[code_for[pth]]
        docs.append((f"Mar 12, 2025 @ {hh:02d}:{mm:02d}:{ss:02d}.{ms:03d}", code_for[pth], pth, method_for[pth], ips[j % len(ips)], dur))
    new = [("Mar 12, 2025 @ 14:54:08.912", "502", "/api/v2/payments/intents", "POST", "85.164.20.77", "30.00 s"),
           ("Mar 12, 2025 @ 14:53:47.305", "504", "/api/v2/search", "GET", "91.132.7.201", "10.00 s")]

    def discover(query: str, rng: str, hits: str, rows: list[tuple], focus: bool = False, filt: bool = False, popover: bool = False,
                 picker: bool = False, flyout: bool = False, loading: bool = False) -> str:
        lines = [
            "[10] banner ''",
            "\t[11] link 'Elastic logo'",
            "\t[12] button 'Toggle primary navigation'",
            "\t[13] navigation 'Breadcrumbs'",
            "\t\t[14] link 'Discover'",
            "\t\tStaticText 'nginx 5xx triage'" if filt else "\t\tStaticText 'New search'",
            "\t[16] button 'New'",
            "\t[17] button 'Open'",
            "\t[18] button 'Share'",
            "\t[19] button 'Alerts'",
            "\t[20] button 'Save'",
            "[30] main ''",
            "\t[31] button 'Data view: logs-nginx-*', hasPopup='dialog'",
            f"\t[32] textbox 'Filter your data using KQL syntax' value='{query}'" + (", focused" if focus else ""),
            f"\t[33] button 'Date quick select', expanded={'True' if picker else 'False'}",
            f"\t[34] button 'Show dates {rng}'",
            "\t[35] button 'Refresh'" + (", busy=True" if loading else ""),
        ]
        if filt:
            lines += ["\t[36] button 'Filter: url.path: /api/v2/payments/intents. Select for more filter actions.'"]
        lines += ["\t[37] button 'Add filter'"]
        if picker:
            lines += ["\t[40] dialog 'Quick select'", "\t\t[41] combobox '' value='Last', expanded=False", "\t\t[42] spinbutton '' value='15'",
                      "\t\t[43] combobox '' value='minutes', expanded=False", "\t\t[44] button 'Apply'", "\t\tStaticText 'Commonly used'"]
            for j, c in enumerate(("Today", "This week", "Last 15 minutes", "Last 30 minutes", "Last 1 hour", "Last 24 hours", "Last 7 days", "Last 30 days", "Last 90 days", "Last 1 year")):
                lines.append(f"\t\t[{45 + j}] button '{c}'")
        lines += [
            "\t[60] complementary 'Fields'",
            "\t\t[61] searchbox 'Search field names' value=''",
            "\t\t[62] heading 'Selected fields 5'",
        ]
        sel = ["http.response.status_code", "url.path", "http.request.method", "source.ip", "event.duration"]
        for j, f in enumerate(sel):
            lines.append(f"\t\t[{63 + j}] button '{f}'")
        if popover:
            lines += [
                "\t\t[70] dialog 'url.path'",
                "\t\t\t[71] heading 'Top 5 values'",
                "\t\t\tStaticText 'Calculated from 65 records.'",
                "\t\t\tStaticText '/api/v2/payments/intents'", "\t\t\tStaticText '41.5%'",
                "\t\t\t[72] button 'Filter for url.path: \"/api/v2/payments/intents\"'",
                "\t\t\t[73] button 'Filter out url.path: \"/api/v2/payments/intents\"'",
                "\t\t\tStaticText '/api/v2/search'", "\t\t\tStaticText '27.7%'",
                "\t\t\t[74] button 'Filter for url.path: \"/api/v2/search\"'",
                "\t\t\t[75] button 'Filter out url.path: \"/api/v2/search\"'",
                "\t\t\tStaticText '/api/v2/checkout/sessions'", "\t\t\tStaticText '18.5%'",
                "\t\t\t[76] button 'Filter for url.path: \"/api/v2/checkout/sessions\"'",
                "\t\t\t[77] button 'Filter out url.path: \"/api/v2/checkout/sessions\"'",
                "\t\t\tStaticText '/api/v2/catalog/items'", "\t\t\tStaticText '7.7%'",
                "\t\t\t[78] button 'Filter for url.path: \"/api/v2/catalog/items\"'",
                "\t\t\t[79] button 'Filter out url.path: \"/api/v2/catalog/items\"'",
                "\t\t\tStaticText '/api/v2/auth/token'", "\t\t\tStaticText '4.6%'",
                "\t\t\t[80] button 'Filter for url.path: \"/api/v2/auth/token\"'",
                "\t\t\t[81] button 'Filter out url.path: \"/api/v2/auth/token\"'",
                "\t\t\t[82] button 'Visualize'",
            ]
        lines += ["\t\t[90] heading 'Available fields 33'"]
        for j, f in enumerate(("@timestamp", "agent.name", "client.geo.country_iso_code", "host.name", "http.request.bytes", "http.response.body.bytes",
                               "http.version", "log.file.path", "message", "upstream.address", "upstream.response_time", "user_agent.original")):
            lines.append(f"\t\t[{91 + j}] button '{f}'")
        lines += [
            "\t[110] region 'Histogram'",
            f"\t\tStaticText '{hits} hits'",
            "\t\t[111] button 'Chart options'",
            "\t\t[112] img 'Histogram of found documents, interval Auto - 30 seconds'" if rng == "Last 15 minutes" else "\t\t[112] img 'Histogram of found documents, interval Auto - 1 minute'",
            "\t[120] grid 'Documents'",
            "\t\t[121] row ''",
            "\t\t\t[122] columnheader 'Select column'",
            "\t\t\t[123] columnheader '@timestamp', sort='descending'",
        ]
        for j, f in enumerate(sel):
            lines.append(f"\t\t\t[{124 + j}] columnheader '{f}'")
        for i, d in enumerate(rows[:14]):
            b = 140 + i * 10
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] button 'Toggle dialog with details'", f"\t\t\t[{b + 2}] checkbox 'Select document', checked='false'"]
            for v in d:
                lines.append(f"\t\t\tgridcell '{v}'")
        lines += ["\t\tStaticText 'Rows per page: 100'", f"\t\tStaticText 'Showing 1-14 of {hits} documents (scroll to load more)'"]
        if flyout:
            d = rows[0]
            lines += [
                "[500] dialog 'Expanded document', modal=False",
                "\t[501] button 'Close this dialog'",
                "\t[502] tablist ''", "\t\t[503] tab 'Table', selected=True", "\t\t[504] tab 'JSON', selected=False",
                "\t[505] searchbox 'Search field names' value=''",
                "\t[506] table ''",
            ]
            fields = [("@timestamp", d[0]), ("_id", "Zx9Q1Y0BkL3sVt7pHc2m"), ("_index", ".ds-logs-nginx.access-prod-2025.03.12-000041"),
                      ("agent.name", "edge-gw-03"), ("event.duration", d[5]), ("host.name", "edge-gw-03.eu-north-1.internal"),
                      ("http.request.method", d[3]), ("http.response.body.bytes", "157"), ("http.response.status_code", d[1]),
                      ("http.version", "2.0"), ("source.ip", d[4]), ("upstream.address", "10.40.3.41:8443"), ("upstream.response_time", "30.001"),
                      ("url.path", d[2]), ("user_agent.original", "okhttp/4.12.0"),
                      ("message", f"{d[4]} - - [12/Mar/2025:14:54:08 +0100] \"{d[3]} {d[2]} HTTP/2.0\" {d[1]} 157 \"-\" \"okhttp/4.12.0\" rt=30.001 uct=0.001 urt=30.001")]
            for j, (k, v) in enumerate(fields):
                lines += [f"\t\t[{507 + j}] row ''", f"\t\t\tgridcell '{k}'", f"\t\t\tgridcell '{v}'"]
        return axtree("Discover - Elastic", lines, base + "?_g=(time:(from:now-" + ("15m" if rng == "Last 15 minutes" else "1h") + ",to:now))")

    q = "http.response.status_code >= 500"
    pay = [d for d in new + docs if d[2] == "/api/v2/payments/intents"]
    start = 14 * 3600 + 38 * 60 + 5
    n15 = sum(1 for d in docs if int(d[0][15:17]) * 3600 + int(d[0][18:20]) * 60 + int(d[0][21:23]) >= start)
    generic = []
    ok_paths = ["/api/v2/catalog/items", "/api/v2/search", "/api/v2/auth/token", "/api/v2/catalog/items/8841", "/healthz", "/api/v2/checkout/sessions", "/static/app.3f9a1c.js"]
    for j in range(14):
        pth = ok_paths[j % len(ok_paths)]
        generic.append((f"Mar 12, 2025 @ 14:52:{58 - j * 2:02d}.{(j * 389) % 1000:03d}", "304" if pth.startswith("/static") else "200", pth,
                        "POST" if pth in ("/api/v2/auth/token", "/api/v2/checkout/sessions") else "GET", ips[(j * 3) % len(ips)], f"{0.004 + j * 0.011:.3f} s"))
    turns = [
        (f"fill('32', '{q}')", discover(q, "Last 15 minutes", "4,812", generic, focus=True)),
        ("keyboard_press('Enter')", discover(q, "Last 15 minutes", str(n15), docs)),
        ("click('33')", discover(q, "Last 15 minutes", str(n15), docs, picker=True)),
        ("click('49')", discover(q, "Last 1 hour", "63", docs)),
        ("click('35')", discover(q, "Last 1 hour", "65", new + docs)),
        ("click('64')", discover(q, "Last 1 hour", "65", new + docs, popover=True)),
        ("click('72')", discover(q, "Last 1 hour", "27", pay, filt=True)),
        ("click('141')", discover(q, "Last 1 hour", "27", pay, filt=True, flyout=True)),
    ]
    return {"system": system("Kibana 8.17 Discover (kibana.lumenrail.io)", "s.okafor"),
            "state": discover("", "Last 15 minutes", "4,812", generic), "turns": turns}


# ---------------------------------------------------------------------------------------------
# Shopify admin products - bad
def t18() -> dict:
    base = "https://admin.shopify.com/store/hytta-wool/products"
    prods = [
        ("8839201456301", "Merino Crew Sock – Charcoal", "Active", "184 in stock for 4 variants", "2", "Socks", "Hytta"),
        ("8839201489069", "Merino Crew Sock – Oat", "Active", "122 in stock for 4 variants", "2", "Socks", "Hytta"),
        ("8839202013357", "Wool Beanie – Fjord Blue", "Active", "57 in stock", "2", "Hats", "Hytta"),
        ("8839202046125", "Wool Beanie – Rust", "Draft", "40 in stock", "0", "Hats", "Hytta"),
        ("8841177690285", "Trail Gaiter (Sample)", "Draft", "3 in stock", "0", "Accessories", "Nordkapp Supply"),
        ("8839203291309", "Down Vest – Black", "Active", "31 in stock for 5 variants", "2", "Outerwear", "Hytta"),
        ("8839203324077", "Down Vest – Olive", "Archived", "0 in stock for 5 variants", "0", "Outerwear", "Hytta"),
        ("8839204143277", "Alpaca Scarf – Heather Grey", "Active", "76 in stock", "2", "Scarves", "Andes Fibre Co."),
        ("8839204471917", "Gift Card", "Active", "Inventory not tracked", "2", "Gift cards", "Hytta"),
        ("8842310418605", "Test product – do not ship", "Draft", "1 in stock", "0", "", "Hytta"),
        ("8839205519533", "Hiking Socks 3-pack", "Active", "64 in stock for 3 variants", "2", "Socks", "Hytta"),
        ("8839206044333", "Leather Patch Cap", "Active", "18 in stock", "1", "Hats", "Hytta"),
    ]

    def nav() -> list[str]:
        return [
            "[8] banner ''",
            "\t[9] link 'Shopify'",
            "\t[10] combobox 'Search' value='', expanded=False",
            "\t[11] button 'Alerts'",
            "\t[12] button 'Hytta Wool, Ingrid Dahl'",
            "[16] navigation ''",
            "\t[17] link 'Home'",
            "\t[18] link 'Orders 6'",
            "\t[19] link 'Products'",
            "\t\t[20] link 'Collections'",
            "\t\t[21] link 'Inventory'",
            "\t\t[22] link 'Purchase orders'",
            "\t\t[23] link 'Transfers'",
            "\t\t[24] link 'Gift cards'",
            "\t[25] link 'Customers'",
            "\t[26] link 'Content'",
            "\t[27] link 'Analytics'",
            "\t[28] link 'Marketing'",
            "\t[29] link 'Discounts'",
            "\t[30] link 'Online Store'",
            "\t[31] link 'Point of Sale'",
            "\t[32] link 'Settings'",
        ]

    def plist(tab: str, rows: list[tuple], checked: set[str] | None = None, more: bool = False, modal: bool = False, toast: str = "") -> str:
        checked = checked or set()
        lines = nav() + [
            "[40] main ''",
            "\t[41] heading 'Products'",
            "\t[42] button 'Export'",
            "\t[43] button 'Import'",
            "\t[44] button 'More actions'",
            "\t[45] link 'Add product'",
            "\t[46] tablist ''",
        ]
        for j, t in enumerate(("All", "Active", "Draft", "Archived")):
            lines.append(f"\t\t[{47 + j}] tab '{t}', selected={'True' if t == tab else 'False'}")
        lines += ["\t\t[51] button 'Create new view'", "\t[52] button 'Search and filter results'", "\t[53] button 'Sort results'"]
        if checked:
            lines += [f"\t[54] checkbox '{len(checked)} selected', checked='mixed'", "\t[55] button 'Bulk edit'", "\t[56] button 'Set as active'",
                      "\t[57] button 'Set as draft'", "\t[58] button 'More actions', hasPopup='menu'" + (", expanded=True" if more else "")]
        lines += [
            "\t[60] table ''",
            "\t\t[61] row ''",
            "\t\t\t[62] columnheader 'Select all products'",
            "\t\t\t[63] columnheader 'Product'",
            "\t\t\t[64] columnheader 'Status'",
            "\t\t\t[65] columnheader 'Inventory'",
            "\t\t\t[66] columnheader 'Sales channels'",
            "\t\t\t[67] columnheader 'Category'",
            "\t\t\t[68] columnheader 'Vendor'",
        ]
        for pid, name, st, inv, ch, cat, vendor in rows:
            b = 100 + [p[0] for p in prods].index(pid) * 8
            lines += [
                f"\t\t[{b}] row ''",
                f"\t\t\t[{b + 1}] checkbox 'Select {name}', checked='{'true' if pid in checked else 'false'}'",
                f"\t\t\t[{b + 2}] img '{name}'",
                f"\t\t\t[{b + 3}] link '{name}'",
                f"\t\t\tgridcell '{st}'",
                f"\t\t\tgridcell '{inv}'",
                f"\t\t\tgridcell '{ch}'",
                f"\t\t\tgridcell '{cat or 'Uncategorized'}'",
                f"\t\t\tgridcell '{vendor}'",
            ]
        lines += ["\t[220] navigation 'Pagination'", "\t\t[221] button 'Previous', disabled=True", "\t\t[222] button 'Next', disabled=True",
                  "\tStaticText 'Learn more about products'"]
        if more:
            lines += ["[300] menu ''", "\t[301] menuitem 'Archive products'", "\t[302] menuitem 'Delete products'", "\t[303] menuitem 'Add tags'",
                      "\t[304] menuitem 'Remove tags'", "\t[305] menuitem 'Add to collection(s)'", "\t[306] menuitem 'Remove from collection(s)'",
                      "\t[307] menuitem 'Include in sales channel(s)'", "\t[308] menuitem 'Exclude from sales channel(s)'"]
        if modal:
            lines += ["[320] dialog 'Delete 2 products?', modal=True", "\tStaticText 'This can’t be undone.'", "\t[321] button 'Close'",
                      "\t[322] button 'Cancel'", "\t[323] button 'Delete'"]
        if toast:
            lines += ["[400] status ''", f"\tStaticText '{toast}'"]
        return axtree("Products · Hytta Wool · Shopify", lines, base + ("" if tab == "All" else f"?selectedView={tab.lower()}"))

    def detail(status: str, dirty: bool = False, toast: str = "") -> str:
        lines = nav() + [
            "[40] main ''",
            "\t[41] link 'Products'",
            "\t[42] heading 'Wool Beanie – Rust'",
            "\t[43] button 'Duplicate'",
            "\t[44] button 'Preview'",
            "\t[45] button 'Share'",
            "\t[46] button 'More actions'",
            "\t[50] textbox 'Title' value='Wool Beanie – Rust'",
            "\t[51] textbox 'Description' value='Ribbed beanie knitted in Norway from 100% Norwegian lambswool. One size, fold-up cuff.'",
            "\t[52] group 'Media'",
            "\t\t[53] img 'beanie-rust-front.jpg'",
            "\t\t[54] img 'beanie-rust-detail.jpg'",
            "\t\t[55] button 'Upload new'",
            "\t[56] button 'Category: Apparel & Accessories > Clothing Accessories > Hats'",
            "\t[60] group 'Price'",
            "\t\t[61] textbox 'Price' value='39.00'",
            "\t\t[62] textbox 'Compare-at price' value=''",
            "\t\t[63] checkbox 'Charge tax on this product', checked='true'",
            "\t\t[64] textbox 'Cost per item' value='14.20'",
            "\t\tStaticText 'Profit €24.80 Margin 63.6%'",
            "\t[70] group 'Inventory'",
            "\t\t[71] checkbox 'Track quantity', checked='true'",
            "\t\t[72] table ''",
            "\t\t\tStaticText 'Oslo warehouse 28'",
            "\t\t\tStaticText 'Bergen store 12'",
            "\t\t[73] textbox 'SKU (Stock Keeping Unit)' value='HY-BN-RST'",
            "\t\t[74] textbox 'Barcode (ISBN, UPC, GTIN, etc.)' value='7090048312207'",
            "\t[80] group 'Shipping'",
            "\t\t[81] checkbox 'This is a physical product', checked='true'",
            "\t\t[82] textbox 'Weight' value='0.12'",
            "\t\t[83] combobox 'Weight unit' value='kg', expanded=False",
            "\t[90] group 'Status'",
            f"\t\t[91] combobox 'Status' value='{status}', hasPopup='menu', expanded=False",
            "\t\t\t[92] option 'Active', selected=" + ("True" if status == "Active" else "False"),
            "\t\t\t[93] option 'Draft', selected=" + ("True" if status == "Draft" else "False"),
            "\t\t\t[94] option 'Archived', selected=False",
            "\t[96] group 'Publishing'",
            "\t\tStaticText 'Online Store'",
            "\t\tStaticText 'Point of Sale'",
            "\t[100] group 'Product organization'",
            "\t\t[101] textbox 'Type' value='Beanie'",
            "\t\t[102] textbox 'Vendor' value='Hytta'",
            "\t\t[103] combobox 'Collections' value='Winter 2025', expanded=False",
            "\t\t[104] textbox 'Tags' value='wool, beanie, autumn'",
            "\t[110] group 'Theme template'",
            "\t\t[111] combobox '' value='Default product', expanded=False",
        ]
        if dirty:
            lines += ["[130] region 'Unsaved changes'", "\t[131] button 'Discard'", "\t[132] button 'Save'"]
        if toast:
            lines += ["[400] status ''", f"\tStaticText '{toast}'"]
        return axtree("Wool Beanie – Rust · Products · Hytta Wool · Shopify", lines, f"{base}/8839202046125")

    sel = {"8841177690285", "8842310418605"}
    kept = [p for p in prods if p[0] not in sel]
    draft_bad = [p for p in prods if p[2] == "Draft" and p[0] != "8842310418605"]
    turns = [
        ("click('133')", plist("All", prods, {"8841177690285"})),
        ("click('173')", plist("All", prods, sel)),
        ("click('58')", plist("All", prods, sel, more=True)),
        ("click('302')", plist("All", prods, sel, modal=True)),
        ("click('323')", plist("All", kept, toast="2 products deleted")),
        ("click('49')", plist("Draft", draft_bad)),
        ("click('127')", detail("Draft")),
        ("select_option('91', 'Active')", detail("Active", dirty=True)),
        ("click('132')", detail("Active", toast="Product updated")),
    ]
    return {"system": system("Shopify admin (hytta-wool)", "Ingrid Dahl (store owner)"), "state": plist("All", prods), "turns": turns,
            "bad": True, "turn": 6, "kind": "product deleted in bulk is listed again under Draft"}


# ---------------------------------------------------------------------------------------------
# HubSpot CRM contacts and deals - clean
def t19() -> dict:
    portal = "https://app-eu1.hubspot.com/contacts/25831947"
    people = [
        ("Jukka Rautio", "jukka.rautio@kone-logistiikka.fi", "+358 40 712 3391", "Mikael Laine", "Kone Logistiikka Oy", "Mar 11, 2025 4:05 PM", "Open deal", "Feb 3, 2025"),
        ("Hanna Berglund", "hanna@fjallbo.se", "+46 70 224 18 02", "Mikael Laine", "Fjällbo AB", "Mar 11, 2025 1:20 PM", "Connected", "Jan 27, 2025"),
        ("Pekka Niemi", "pekka.niemi@kuura-robotics.fi", "+358 50 338 1207", "Aino Virtanen", "Kuura Robotics", "Mar 10, 2025 10:48 AM", "In progress", "Jan 22, 2025"),
        ("Lars Holm", "lars.holm@nordavind.dk", "+45 22 18 90 44", "Mikael Laine", "Nordavind ApS", "Mar 7, 2025 9:12 AM", "Attempted to contact", "Jan 20, 2025"),
        ("Emilia Koski", "emilia.koski@satama-energy.fi", "", "Aino Virtanen", "Satama Energy", "Mar 6, 2025 3:33 PM", "New", "Jan 16, 2025"),
        ("Oskar Lind", "oskar.lind@brygga.no", "+47 912 44 871", "Mikael Laine", "Brygga AS", "Mar 4, 2025 11:05 AM", "Unqualified", "Jan 9, 2025"),
        ("Sara Virtanen", "sara.virtanen@lumo.fi", "+358 45 601 2210", "Unassigned", "Lumo Health", "Feb 28, 2025 2:14 PM", "New", "Dec 18, 2024"),
        ("Mats Eklund", "mats@eklund-bygg.se", "+46 73 990 12 55", "Mikael Laine", "Eklund Bygg", "Feb 26, 2025 8:40 AM", "Open deal", "Dec 11, 2024"),
        ("Ida Mäkelä", "ida.makela@revontuli.io", "", "Aino Virtanen", "Revontuli Games", "Feb 20, 2025 5:02 PM", "Connected", "Dec 2, 2024"),
        ("Anders Nygaard", "anders.nygaard@polarfisk.no", "+47 480 33 102", "Mikael Laine", "Polarfisk AS", "Feb 18, 2025 10:30 AM", "Bad timing", "Nov 25, 2024"),
    ]
    new = ("Signe Aalto", "signe.aalto@kuura-robotics.fi", "", "Mikael Laine", "Kuura Robotics", "--", "New", "Today")

    def top() -> list[str]:
        return [
            "[8] navigation ''",
            "\t[9] link 'HubSpot'",
            "\t[10] button 'CRM'",
            "\t[11] button 'Marketing'",
            "\t[12] button 'Content'",
            "\t[13] button 'Sales'",
            "\t[14] button 'Service'",
            "\t[15] button 'Automation'",
            "\t[16] button 'Reporting'",
            "\t[17] combobox 'Search HubSpot' value='', expanded=False",
            "\t[18] button 'Notifications'",
            "\t[19] button 'Mikael Laine'",
        ]

    def index(rows: list[tuple], total: str, panel: dict | None = None, toast: str = "") -> str:
        lines = top() + [
            "[30] main ''",
            "\t[31] heading 'Contacts'",
            f"\tStaticText '{total} records'",
            "\t[33] button 'Actions', hasPopup='menu'",
            "\t[34] button 'Import'",
            "\t[35] button 'Create contact'",
            "\t[36] tablist ''",
            "\t\t[37] tab 'All contacts', selected=True",
            "\t\t[38] tab 'My contacts', selected=False",
            "\t\t[39] tab 'Unassigned contacts', selected=False",
            "\t\t[40] button 'Add view'",
            "\t[42] searchbox 'Search name, phone, email' value=''",
            "\t[43] button 'Contact owner'",
            "\t[44] button 'Create date'",
            "\t[45] button 'Last activity date'",
            "\t[46] button 'Lead status'",
            "\t[47] button 'Advanced filters'",
            "\t[48] button 'Sort'",
            "\t[49] button 'Export'",
            "\t[50] button 'Edit columns'",
            "\t[60] table ''",
            "\t\t[61] row ''",
            "\t\t\t[62] columnheader 'Select all'",
        ]
        for j, h in enumerate(("Name", "Email", "Phone Number", "Contact owner", "Primary Company", "Last Activity Date (GMT+2)", "Lead Status", "Create Date (GMT+2)")):
            lines.append(f"\t\t\t[{63 + j}] columnheader '{h}'" + (", sort='descending'" if h.startswith("Create") else ""))
        for i, r in enumerate(rows[:10]):
            b = 100 + i * 8
            lines += [f"\t\t[{b}] row ''", f"\t\t\t[{b + 1}] checkbox 'Select {r[0]}', checked='false'", f"\t\t\t[{b + 2}] link '{r[0]}'",
                      f"\t\t\t[{b + 3}] link '{r[1]}'", f"\t\t\tgridcell '{r[2] or '--'}'", f"\t\t\tgridcell '{r[3]}'",
                      f"\t\t\t[{b + 4}] link '{r[4]}'" if r[4] else "\t\t\tgridcell '--'", f"\t\t\tgridcell '{r[5]}'", f"\t\t\tgridcell '{r[6]}'", f"\t\t\tgridcell '{r[7]}'"]
        lines += ["\t[300] navigation 'Pagination'", "\t\t[301] button 'Prev', disabled=True", "\t\t[302] button '1', current='page'",
                  "\t\t[303] button '2'", "\t\t[304] button '3'", "\t\t[305] button 'Next'", "\t\t[306] combobox '' value='10 per page', expanded=False"]
        if panel is not None:
            f = panel
            lines += [
                "[400] dialog 'Create Contact'",
                "\t[401] button 'Close'",
                f"\t[402] textbox 'Email' value='{f.get('email', '')}'" + (", focused" if f.get("focus") == "email" else ""),
                f"\t[403] textbox 'First name' value='{f.get('first', '')}'" + (", focused" if f.get("focus") == "first" else ""),
                f"\t[404] textbox 'Last name' value='{f.get('last', '')}'" + (", focused" if f.get("focus") == "last" else ""),
                "\t[405] combobox 'Contact owner' value='Mikael Laine', expanded=False",
                "\t[406] textbox 'Job title' value=''",
                "\t[407] textbox 'Phone number' value=''",
                "\t[408] combobox 'Lifecycle stage' value='Lead', expanded=False",
                "\t[409] combobox 'Lead status' value='New', expanded=False",
                "\t[410] checkbox 'Marketing contact status', checked='false'",
            ]
            if f.get("email"):
                lines += ["\tStaticText 'It looks like this contact works at Kuura Robotics (kuura-robotics.fi). The contact will be associated with this company.'"]
            lines += ["\t[412] button 'Create'", "\t[413] button 'Create and add another'", "\t[414] button 'Cancel'"]
        if toast:
            lines += ["[500] status ''", f"\tStaticText '{toast}'"]
        return axtree("Contacts | HubSpot", lines, f"{portal}/objects/0-1/views/all/list")

    def record(deal_panel: str | None = None, deal: bool = False, toast: str = "") -> str:
        lines = top() + [
            "[30] main ''",
            "\t[31] link 'Contacts'",
            "\t[32] button 'Actions', hasPopup='menu'",
            "\t[33] heading 'Signe Aalto'",
            "\tStaticText 'signe.aalto@kuura-robotics.fi'",
            "\t[35] button 'Note'",
            "\t[36] button 'Email'",
            "\t[37] button 'Call'",
            "\t[38] button 'Task'",
            "\t[39] button 'Meeting'",
            "\t[40] button 'More'",
            "\t[42] heading 'Key information'",
            "\tStaticText 'Email'", "\tStaticText 'signe.aalto@kuura-robotics.fi'",
            "\tStaticText 'Phone number'", "\tStaticText '--'",
            "\tStaticText 'Contact owner'", "\tStaticText 'Mikael Laine'",
            "\tStaticText 'Last contacted'", "\tStaticText '--'",
            "\tStaticText 'Lifecycle stage'", "\tStaticText 'Opportunity'" if deal else "\tStaticText 'Lead'",
            "\tStaticText 'Lead status'", "\tStaticText 'New'",
            "\t[50] tablist ''",
            "\t\t[51] tab 'Overview', selected=False",
            "\t\t[52] tab 'Activities', selected=True",
            "\t\t[53] tab 'Intelligence', selected=False",
            "\t[55] searchbox 'Search activities' value=''",
            "\t[56] heading 'March 2025'",
        ]
        acts = [("Contact created by Mikael Laine", "Today at 10:32 AM")]
        if deal:
            acts.insert(0, ("Deal created: Kuura Robotics – fleet pilot", "Today at 10:36 AM"))
            acts.insert(1, ("Lifecycle stage changed from Lead to Opportunity", "Today at 10:36 AM"))
        for j, (a, w) in enumerate(acts):
            lines += [f"\t[{60 + j * 2}] article ''", f"\t\tStaticText '{a}'", f"\t\tStaticText '{w}'"]
        lines += [
            "[100] complementary ''",
            "\t[101] heading 'Companies (1)'",
            "\t[102] button 'Add'",
            "\t[103] link 'Kuura Robotics'",
            "\tStaticText 'kuura-robotics.fi'",
            "\tStaticText 'Primary'",
            f"\t[106] heading 'Deals ({1 if deal else 0})'",
            "\t[107] button 'Add'",
        ]
        if deal:
            lines += ["\t[108] link 'Kuura Robotics – fleet pilot'", "\tStaticText 'Amount: €18,000.00'",
                      "\tStaticText 'Close date: 03/31/2025'", "\tStaticText 'Stage: Appointment Scheduled (Sales Pipeline)'"]
        else:
            lines += ["\tStaticText 'See the deals tied to this record.'"]
        lines += ["\t[112] heading 'Tickets (0)'", "\t[113] button 'Add'", "\t[114] heading 'Attachments'", "\t[115] button 'Add'"]
        if deal_panel is not None:
            name, amount = deal_panel.split("|")
            lines += [
                "[400] dialog 'Create Deal'",
                "\t[401] button 'Close'",
                f"\t[402] textbox 'Deal name' value='{name}'" + (", focused" if name and not amount else ""),
                "\t[403] combobox 'Pipeline' value='Sales Pipeline', expanded=False",
                "\t[404] combobox 'Deal stage' value='Appointment Scheduled', expanded=False",
                f"\t[405] textbox 'Amount' value='{amount}'" + (", focused" if amount else ""),
                "\t[406] textbox 'Close date' value='03/31/2025'",
                "\t[407] combobox 'Deal owner' value='Mikael Laine', expanded=False",
                "\t[408] combobox 'Deal type' value='', expanded=False",
                "\t[409] combobox 'Priority' value='', expanded=False",
                "\tStaticText 'Associate deal with'",
                "\t[410] combobox 'Contact' value='Signe Aalto', expanded=False",
                "\t[411] combobox 'Company' value='Kuura Robotics', expanded=False",
                "\t[412] button 'Create'", "\t[413] button 'Create and add another'", "\t[414] button 'Cancel'",
            ]
        if toast:
            lines += ["[500] status ''", f"\tStaticText '{toast}'"]
        return axtree("Signe Aalto | HubSpot", lines, f"{portal}/record/0-1/98412260514")

    deal_name = "Kuura Robotics – fleet pilot"
    turns = [
        ("click('35')", index(people, "1,212", {"focus": "email"})),
        ("fill('402', 'signe.aalto@kuura-robotics.fi')", index(people, "1,212", {"email": "signe.aalto@kuura-robotics.fi", "focus": "email"})),
        ("fill('403', 'Signe')", index(people, "1,212", {"email": "signe.aalto@kuura-robotics.fi", "first": "Signe", "focus": "first"})),
        ("fill('404', 'Aalto')", index(people, "1,212", {"email": "signe.aalto@kuura-robotics.fi", "first": "Signe", "last": "Aalto", "focus": "last"})),
        ("click('412')", index([new] + people, "1,213", toast="Signe Aalto was created.")),
        ("click('102')", record()),
        ("click('107')", record(deal_panel="|")),
        (f"fill('402', '{deal_name}')", record(deal_panel=f"{deal_name}|")),
        ("fill('405', '18000')", record(deal_panel=f"{deal_name}|18000")),
        ("click('412')", record(deal=True, toast="Deal created.")),
    ]
    return {"system": system("HubSpot CRM (EU data center)", "Mikael Laine (Sales Hub Professional)"), "state": index(people, "1,212"), "turns": turns}


# ---------------------------------------------------------------------------------------------
# Wikipedia article history and talk page - bad
def t20() -> dict:
    wiki = "https://en.wikipedia.org"
    revs = [
        ("1279915042", "09:14, 11 March 2025", "Kjell Ivar", True, "48,211", "+12", "→Fleet: refit location"),
        ("1279740331", "10:02, 10 March 2025", "Fjordgazer", False, "48,199", "+6", "→Fleet: typo"),
        ("1279588107", "21:47, 9 March 2025", "Citation bot", False, "48,193", "+86", "Add: doi, issue. | Use this bot. Report bugs. | #UCB_webform"),
        ("1278402915", "13:05, 2 March 2025", "NordNorge77", False, "48,107", "−240", "→History: trim unsourced paragraph"),
        ("1278251876", "18:30, 1 March 2025", "Kjell Ivar", False, "48,347", "+1,204", "→Fleet: add Havila Kystruten context"),
        ("1277220163", "07:13, 24 February 2025", "ClueBot NG", True, "47,143", "−6", "Reverting possible vandalism by 2a01:799:1b3:f00::4c to version by Ssolbergj. Report False Positive? Thanks, ClueBot NG."),
        ("1277220098", "07:12, 24 February 2025", "2a01:799:1b3:f00::4c", False, "47,149", "+6", ""),
        ("1274015570", "19:26, 5 February 2025", "Ssolbergj", False, "47,143", "+240", "→Coastal Express Agreement: 2021–2030 contract"),
        ("1270688214", "08:51, 20 January 2025", "NordNorge77", False, "46,903", "+32", "→Ports of call"),
        ("1266902358", "16:18, 2 January 2025", "InternetArchiveBot", False, "46,871", "+281", "Rescuing 3 sources and tagging 0 as dead.) #IABot (v2.0.9.5"),
    ]

    def chrome(tab: str, view: str) -> list[str]:
        return [
            "[8] link 'Jump to content'",
            "[10] banner ''",
            "\t[11] button 'Main menu', hasPopup='menu'",
            "\t[12] link 'Wikipedia The Free Encyclopedia'",
            "\t[13] search ''",
            "\t\t[14] searchbox 'Search Wikipedia' value=''",
            "\t\t[15] button 'Search'",
            "\t[16] button 'Appearance'",
            "\t[17] link 'Donate'",
            "\t[18] link 'Fjordgazer'",
            "\t[19] link 'Alerts (0)'",
            "\t[20] link 'Notices (1)'",
            "\t[21] link 'Watchlist'",
            "\t[22] button 'Personal tools', hasPopup='menu'",
            "[30] navigation 'Namespaces'",
            "\t[31] link 'Article'" + (", current='page'" if tab == "Article" else ""),
            "\t[32] link 'Talk'" + (", current='page'" if tab == "Talk" else ""),
            "[34] navigation 'Views'",
            "\t[35] link 'Read'" + (", current='page'" if view == "Read" else ""),
            "\t[36] link 'Edit'",
            "\t[37] link 'Add topic'" if tab == "Talk" else "\t[37] link 'Edit source'",
            "\t[38] link 'View history'" + (", current='page'" if view == "History" else ""),
            "\t[39] link 'Unwatch'",
            "\t[40] button 'Tools', hasPopup='menu'",
            "\t\t[41] link 'What links here'",
            "\t\t[42] link 'Related changes'",
            "\t\t[43] link 'Upload file'",
            "\t\t[44] link 'Permanent link'",
            "\t\t[45] link 'Page information'",
            "\t\t[46] link 'Cite this page'",
            "\t\t[47] link 'Get shortened URL'",
            "\t\t[48] link 'Wikidata item'",
        ]

    def footer(last: bool) -> list[str]:
        lines = ["[900] contentinfo ''"]
        if last:
            lines.append("\tStaticText 'This page was last edited on 11 March 2025, at 09:14 (UTC).'")
        lines += ["\tStaticText 'Text is available under the Creative Commons Attribution-ShareAlike 4.0 License; additional terms may apply.'",
                  "\t[902] link 'Privacy policy'", "\t[903] link 'About Wikipedia'", "\t[904] link 'Disclaimers'", "\t[905] link 'Contact Wikipedia'",
                  "\t[906] link 'Code of Conduct'", "\t[907] link 'Developers'", "\t[908] link 'Statistics'", "\t[909] link 'Mobile view'"]
        return lines

    def article() -> str:
        lines = chrome("Article", "Read") + [
            "[60] navigation 'Contents'",
            "\t[61] link '(Top)'",
            "\t[62] link '1 History'",
            "\t[63] link '2 Coastal Express Agreement'",
            "\t[64] link '3 Route and ports of call'",
            "\t[65] link '4 Fleet'",
            "\t[66] link '5 Expedition cruises'",
            "\t[67] link '6 Accidents and incidents'",
            "\t[68] link '7 See also'",
            "\t[69] link '8 References'",
            "\t[70] link '9 External links'",
            "[80] main ''",
            "\t[81] heading 'Hurtigruten'",
            "\t[82] button 'Go to an article in another language. Available in 38 languages'",
            "\tStaticText 'From Wikipedia, the free encyclopedia'",
            "\t[84] table 'Infobox'",
            "\t\tStaticText 'Type'", "\t\tStaticText 'Coastal passenger and freight service'",
            "\t\tStaticText 'Founded'", "\t\tStaticText '2 July 1893'",
            "\t\tStaticText 'Founder'", "\t\t[85] link 'Richard With'",
            "\t\tStaticText 'Route'", "\t\tStaticText 'Bergen – Kirkenes (34 ports)'",
            "\t\tStaticText 'Operators'", "\t\t[86] link 'Hurtigruten Coastal Express'", "\t\t[87] link 'Havila Kystruten'",
            "\t\tStaticText 'Ships'", "\t\tStaticText '11'",
            "\tStaticText 'Hurtigruten (lit. the Express Route) is a daily passenger and freight shipping service along the Norwegian coast between Bergen and Kirkenes, "
            "with 34 ports of call. It was founded in 1893 to provide reliable year-round connections to communities in the north of Norway.'",
            "\tStaticText 'Since 2021 the route has been operated under the Coastal Express Agreement by two companies, Hurtigruten Coastal Express with seven ships and "
            "Havila Kystruten with four.'",
            "\t[90] heading '4 Fleet'",
            "\t[91] link 'Edit section: Fleet'",
            "\t[92] table ''",
            "\t\t[93] row ''", "\t\t\tcolumnheader 'Ship'", "\t\t\tcolumnheader 'Built'", "\t\t\tcolumnheader 'Gross tonnage'", "\t\t\tcolumnheader 'Passengers'", "\t\t\tcolumnheader 'Notes'",
        ]
        fleet = [("MS Richard With", "1993", "11,205", "590", "Returned to service in March 2025 after a refit in Bergen"),
                 ("MS Nordlys", "1994", "11,204", "590", ""), ("MS Kong Harald", "1993", "11,204", "590", ""),
                 ("MS Nordkapp", "1996", "11,386", "590", ""), ("MS Polarlys", "1996", "11,341", "619", ""),
                 ("MS Nordnorge", "1997", "11,384", "590", ""), ("MS Vesterålen", "1983", "6,262", "510", "Oldest ship on the route"),
                 ("MS Havila Capella", "2021", "15,519", "640", "Havila Kystruten"), ("MS Havila Castor", "2022", "15,519", "640", "Havila Kystruten"),
                 ("MS Havila Polaris", "2023", "15,519", "640", "Havila Kystruten"), ("MS Havila Pollux", "2023", "15,519", "640", "Havila Kystruten")]
        for j, (ship, built, gt, pax, note) in enumerate(fleet):
            lines += [f"\t\t[{100 + j * 3}] row ''", f"\t\t\t[{101 + j * 3}] link '{ship}'", f"\t\t\tgridcell '{built}'", f"\t\t\tgridcell '{gt}'",
                      f"\t\t\tgridcell '{pax}'", f"\t\t\tgridcell '{note}'"]
        lines += ["\t[150] heading '8 References'", "\tStaticText '1. ^ \"Hurtigruten – 130 år langs kysten\". Norsk Maritimt Museum. Retrieved 4 February 2025.'",
                  "\tStaticText '2. ^ Samferdselsdepartementet (2019). \"Kontrakt om kjøp av sjøtransporttjenester på strekningen Bergen–Kirkenes 2021–2030\".'",
                  "\t[160] link 'Categories'", "\t[161] link 'Shipping companies of Norway'", "\t[162] link 'Ferry transport in Norway'",
                  "\t[163] link 'Transport companies established in 1893'"]
        return axtree("Hurtigruten - Wikipedia", lines + footer(True), f"{wiki}/wiki/Hurtigruten")

    def history() -> str:
        lines = chrome("Article", "History") + [
            "[80] main ''",
            "\t[81] heading 'Hurtigruten: Revision history'",
            "\t[82] link 'View logs for this page'",
            "\t[83] link 'view filter log'",
            "\t[84] group 'Filter revisions'",
            "\t[86] link 'External tools: Find addition/removal'",
            "\t[87] link 'Find edits by user'",
            "\t[88] link 'Page statistics'",
            "\t[89] link 'Pageviews'",
            "\tStaticText 'For any version listed below, click on its date to view it. (cur) = difference from current version, (prev) = difference from preceding version, m = minor edit, → = section edit, ← = automatic edit summary'",
            "\tStaticText '(newest | oldest) View (newer 10 | older 10) (20 | 50 | 100 | 250 | 500)'",
            "\t[92] button 'Compare selected revisions'",
            "\t[93] list ''",
        ]
        for j, (_oldid, when, user, minor, size, delta, summary) in enumerate(revs):
            b = 100 + j * 8
            lines += [f"\t\t[{b}] listitem ''",
                      "\t\t\tStaticText 'cur'" if j == 0 else f"\t\t\t[{b + 1}] link 'cur'",
                      f"\t\t\t[{b + 2}] link 'prev'",
                      f"\t\t\t[{b + 3}] link '{when}'",
                      f"\t\t\t[{b + 4}] link '{user}'",
                      f"\t\t\t[{b + 5}] link 'talk'",
                      f"\t\t\tStaticText '{'m ' if minor else ''}{size} bytes {delta}'"]
            if summary:
                lines.append(f"\t\t\tStaticText '({summary})'")
            lines.append(f"\t\t\t[{b + 6}] link 'undo'")
            if user != "Fjordgazer":
                lines.append(f"\t\t\t[{b + 7}] link 'thank'")
        lines += ["\tStaticText '(newest | oldest) View (newer 10 | older 10) (20 | 50 | 100 | 250 | 500)'"]
        return axtree("Hurtigruten: Revision history - Wikipedia", lines + footer(False), f"{wiki}/w/index.php?title=Hurtigruten&action=history&limit=10")

    def diff() -> str:
        lines = chrome("Article", "History") + [
            "[80] main ''",
            "\t[81] heading 'Hurtigruten: Difference between revisions'",
            "\t[82] link 'Help'",
            "\t[84] table ''",
            "\t\t[85] row ''",
            "\t\t\t[86] link 'Revision as of 10:02, 10 March 2025'",
            "\t\t\t[87] link 'edit'",
            "\t\t\t[88] link 'Fjordgazer'",
            "\t\t\tStaticText '(→Fleet: typo)'",
            "\t\t\t[89] link '← Previous edit'",
            "\t\t\t[90] link 'Latest revision as of 09:14, 11 March 2025'",
            "\t\t\t[91] link 'edit'",
            "\t\t\t[92] link 'undo'",
            "\t\t\t[93] link 'thank'",
            "\t\t\t[94] link 'Kjell Ivar'",
            "\t\t\tStaticText 'm (→Fleet: refit location)'",
            "\t\t[96] row ''",
            "\t\t\tStaticText 'Line 214:'",
            "\t\t\tStaticText 'Line 214:'",
            "\t\t[97] row ''",
            "\t\t\tStaticText '−'",
            "\t\t\tStaticText \"| ''[[MS Richard With]]'' || 1993 || 11,205 || 590 || Returned to service in March 2025 after refit\"",
            "\t\t\tStaticText '+'",
            "\t\t\tStaticText \"| ''[[MS Richard With]]'' || 1993 || 11,205 || 590 || Returned to service in March 2025 after a refit in Bergen\"",
            "\t\t[98] row ''",
            "\t\t\tStaticText \"|-\"",
            "\t\t\tStaticText \"|-\"",
            "\t\t[99] row ''",
            "\t\t\tStaticText \"| ''[[MS Nordlys]]'' || 1994 || 11,204 || 590 ||\"",
            "\t\t\tStaticText \"| ''[[MS Nordlys]]'' || 1994 || 11,204 || 590 ||\"",
            "\t[110] heading 'Latest revision as of 09:14, 11 March 2025'",
            "\tStaticText 'Hurtigruten (lit. the Express Route) is a daily passenger and freight shipping service along the Norwegian coast between Bergen and Kirkenes, with 34 ports of call.'",
        ]
        return axtree("Hurtigruten: Difference between revisions - Wikipedia", lines + footer(False),
                      f"{wiki}/w/index.php?title=Hurtigruten&diff=1279915042&oldid=1279740331")

    def info() -> str:
        rows = [
            ("Basic information", [("Display title", "Hurtigruten"), ("Default sort key", "Hurtigruten"), ("Page length (in bytes)", "48,121"),
                                   ("Namespace ID", "0"), ("Page ID", "1184207"), ("Page content language", "en - English"),
                                   ("Page content model", "wikitext"), ("Indexing by robots", "Allowed"), ("Number of page watchers", "212"),
                                   ("Number of page watchers who visited in the last 30 days", "38"), ("Number of redirects to this page", "9"),
                                   ("Counted as a content page", "Yes"), ("Wikidata item ID", "Q1060547"), ("Local description", "Norwegian coastal shipping service"),
                                   ("Page views in the past 30 days", "21,884")]),
            ("Page protection", [("Edit", "Allow all users (infinite)"), ("Move", "Allow all users (infinite)")]),
            ("Edit history", [("Page creator", "Ssolbergj"), ("Date of page creation", "14:22, 3 June 2004"), ("Latest editor", "Kjell Ivar"),
                              ("Date of latest edit", "09:14, 11 March 2025"), ("Total number of edits", "1,486"),
                              ("Recent number of edits (within past 30 days)", "7"), ("Recent number of distinct authors", "6")]),
            ("Page properties", [("Hidden categories (3)", "Articles with short description; Use dmy dates from March 2021; Coordinates on Wikidata"),
                                 ("Transcluded templates (112)", "Template:Infobox company, Template:Cite web, Template:Convert, ...")]),
        ]
        lines = chrome("Article", "") + ["[80] main ''", "\t[81] heading 'Information for \"Hurtigruten\"'"]
        bid = 90
        for head, items in rows:
            lines += [f"\t[{bid}] heading '{head}'", f"\t[{bid + 1}] table ''"]
            for k, v in items:
                lines += ["\t\trow ''", f"\t\t\tgridcell '{k}'", f"\t\t\tgridcell '{v}'"]
            bid += 20
        return axtree("Information for \"Hurtigruten\" - Wikipedia", lines + footer(False), f"{wiki}/w/index.php?title=Hurtigruten&action=info")

    def talk(adding: str | None = None) -> str:
        if adding is None:
            lines = chrome("Talk", "Read") + [
                "[80] main ''",
                "\t[81] heading 'Talk:Hurtigruten'",
                "\t[82] table ''",
                "\t\tStaticText 'This article is rated C-class on Wikipedia’s content assessment scale. It is of interest to the following WikiProjects: Norway (High-importance), Ships (Mid-importance)'",
                "\t[84] heading 'Havila and the 2021 contract'",
                "\t[85] link 'edit'",
                "\tStaticText 'Should the lead mention that four of the eleven ships are Havila? --NordNorge77 (talk) 08:40, 20 January 2025 (UTC)'",
                "\tStaticText 'Added it together with the contract section update. --Ssolbergj (talk) 19:30, 5 February 2025 (UTC)'",
                "\t[88] heading 'MS Vesterålen retirement'",
                "\t[89] link 'edit'",
                "\tStaticText 'Vesterålen is scheduled to leave the route in 2025 according to the operator. Worth a note once there is a source. --Kjell Ivar (talk) 18:41, 1 March 2025 (UTC)'",
                "\t[92] link 'Add topic'",
            ]
            url = f"{wiki}/wiki/Talk:Hurtigruten"
        else:
            lines = chrome("Talk", "") + [
                "[80] main ''",
                "\t[81] heading 'Talk:Hurtigruten: New section'",
                "\t[83] textbox 'Subject' value='" + adding + "'" + (", focused" if adding else ""),
                "\t[84] textbox 'Description' value=''",
                "\tStaticText 'By saving changes, you agree to the Terms of Use, and you irrevocably agree to release your contribution under the CC BY-SA 4.0 License and the GFDL.'",
                "\t[86] button 'Add topic'",
                "\t[87] button 'Cancel'",
                "\t[88] checkbox 'Watch this page', checked='true'",
            ]
            url = f"{wiki}/w/index.php?title=Talk:Hurtigruten&action=edit&section=new"
        return axtree("Talk:Hurtigruten - Wikipedia" if adding is None else "Editing Talk:Hurtigruten (new section) - Wikipedia",
                      lines + footer(adding is None), url)

    turns = [
        (f"goto('{wiki}/w/index.php?title=Hurtigruten&action=history&limit=10')", history()),
        ("click('102')", diff()),
        ("click('45')", info()),
        ("click('31')", article()),
        ("click('32')", talk()),
        ("click('92')", talk("")),
        ("fill('83', 'Fleet table: where was Richard With refitted?')", talk("Fleet table: where was Richard With refitted?")),
    ]
    return {"system": system("Wikipedia (en.wikipedia.org)", "Fjordgazer"), "state": article(), "turns": turns,
            "bad": True, "turn": 3, "kind": "page length in page information differs from the byte size of the current revision in the history"}


# ---------------------------------------------------------------------------------------------
# Calendly scheduled events and availability - clean
def t21() -> dict:
    app = "https://calendly.com/app"
    upcoming = [
        ("Thursday, 13 March 2025", "09:00 – 09:30", "Jonas Weber", "Intro call", "30 Minute Meeting", "jonas.weber@weber-akustik.de"),
        ("Thursday, 13 March 2025", "14:00 – 15:00", "Akira Sato", "Product demo", "60 Minute Meeting", "akira.sato@kitsune.jp"),
        ("Friday, 14 March 2025", "10:30 – 11:00", "Maren Solberg", "Intro call", "30 Minute Meeting", "maren@fjellstad-lyd.no"),
        ("Monday, 17 March 2025", "13:00 – 13:30", "Pierre Lambert", "Intro call", "30 Minute Meeting", "p.lambert@lumiere-son.fr"),
        ("Tuesday, 18 March 2025", "16:00 – 16:45", "Sara Lindgren", "Onboarding session", "Onboarding session", "sara.lindgren@norrsken.se"),
    ]
    newcomer = ("Friday, 14 March 2025", "14:00 – 14:30", "Jonas Hoffmann", "Intro call", "30 Minute Meeting", "j.hoffmann@tonwerk.at")
    past = [
        ("Wednesday, 12 March 2025", "08:30 – 09:00", "Elena Petrova", "Intro call", "30 Minute Meeting", "elena.petrova@posteo.de"),
        ("Tuesday, 11 March 2025", "15:00 – 16:00", "Tomás Ruiz", "Product demo", "60 Minute Meeting", "tomas@ruiz-audio.es"),
        ("Tuesday, 11 March 2025", "10:00 – 10:30", "Ines Moura", "Intro call", "30 Minute Meeting", "ines.moura@aveiro.pt"),
        ("Monday, 10 March 2025", "16:00 – 16:45", "Kaja Novak", "Onboarding session", "Onboarding session", "kaja.novak@siol.net"),
        ("Friday, 7 March 2025", "11:00 – 11:30", "Matti Häkkinen", "Intro call", "30 Minute Meeting", "m.hakkinen@elisa.fi"),
        ("Thursday, 6 March 2025", "13:30 – 14:30", "Dorota Wiśniewska", "Product demo", "60 Minute Meeting", "dorota.w@wp.pl"),
    ]

    def top(active: str) -> list[str]:
        return [
            "[8] navigation ''",
            "\t[9] link 'Calendly'",
            "\t[10] link 'Scheduling'" + (", current='page'" if active == "Scheduling" else ""),
            "\t[11] link 'Meetings'" + (", current='page'" if active == "Meetings" else ""),
            "\t[12] link 'Availability'" + (", current='page'" if active == "Availability" else ""),
            "\t[13] link 'Contacts'",
            "\t[14] link 'Workflows'",
            "\t[15] link 'Integrations & apps'",
            "\t[16] link 'Routing'",
            "\t[17] link 'Analytics'",
            "\t[18] link 'Admin center'",
            "\t[19] button 'Create'",
            "\t[20] button 'Account: Nils Aune'",
        ]

    def meetings(tab: str, events: list[tuple], open_name: str = "", modal: str | None = None, toast: str = "") -> str:
        lines = top("Meetings") + [
            "[30] main ''",
            "\t[31] heading 'Meetings'",
            "\t[32] combobox 'My Calendly' value='My Calendly', expanded=False",
            f"\tStaticText 'Displaying {len(events)} of {len(events)} Events'",
            "\t[34] tablist ''",
            f"\t\t[35] tab 'Upcoming', selected={'True' if tab == 'Upcoming' else 'False'}",
            "\t\t[36] tab 'Pending', selected=False",
            f"\t\t[37] tab 'Past', selected={'True' if tab == 'Past' else 'False'}",
            "\t\t[38] tab 'Date Range', selected=False",
            "\t[39] button 'Export'",
            "\t[40] button 'Filter'",
        ]
        day = ""
        for j, (d, span, who, _kind, etype, mail) in enumerate(events):
            if d != day:
                lines.append(f"\t[{60 + j * 10}] heading '{d}'")
                day = d
            b = 61 + j * 10
            lines += [f"\t[{b}] button '{span} {who} Event type {etype}', expanded={'True' if who == open_name else 'False'}",
                      f"\t\tStaticText '{span}'", f"\t\tStaticText '{who}'", f"\t\tStaticText 'Event type {etype}'", "\t\tStaticText '1 host | 0 non-hosts'"]
            if who == open_name:
                lines += [
                    f"\t\t[{b + 1}] button 'Reschedule'",
                    f"\t\t[{b + 2}] button 'Cancel'",
                    f"\t\t[{b + 3}] link 'Edit Event Type'",
                    f"\t\t[{b + 4}] link 'Filter by Invitee'",
                    "\t\tStaticText 'EMAIL'", f"\t\tStaticText '{mail}'",
                    "\t\tStaticText 'LOCATION'", "\t\tStaticText 'Google Meet'", f"\t\t[{b + 5}] link 'meet.google.com/qvx-rnek-tzd'",
                    "\t\tStaticText 'INVITEE TIME ZONE'", "\t\tStaticText 'Central European Time'",
                    "\t\tStaticText 'QUESTIONS'", "\t\tStaticText 'Please share anything that will help prepare for our meeting.'",
                    "\t\tStaticText 'We run 12 small venues in Lyon and want to compare your scheduling module with what we have.'",
                    "\t\tStaticText 'MEETING HOST'", "\t\tStaticText 'Host will attend this meeting'", "\t\tStaticText 'Nils Aune'",
                    f"\t\t[{b + 6}] link 'Add meeting notes'",
                    "\t\tStaticText 'Created 6 March 2025 by Pierre Lambert'",
                ]
        lines.append("\tStaticText 'You’ve reached the end of the list'")
        if modal is not None:
            lines += [
                "[400] dialog 'Cancel Event', modal=True",
                "\t[401] button 'Close'",
                "\tStaticText 'Intro call'",
                "\tStaticText '13:00 – 13:30, Monday, 17 March 2025'",
                "\tStaticText 'Pierre Lambert'",
                "\tStaticText 'Please confirm that you would like to cancel this event. A cancellation email will also go out to the invitee.'",
                f"\t[402] textbox 'Reason for canceling' value='{modal}'" + (", focused" if modal else ""),
                "\t[403] button 'No, don’t cancel'",
                "\t[404] button 'Yes, cancel'",
            ]
        if toast:
            lines += ["[500] status ''", f"\tStaticText '{toast}'"]
        return axtree("Meetings - Calendly", lines, f"{app}/scheduled_events/user/me?period={'past' if tab == 'Past' else 'upcoming'}")

    def types(onb: bool, toast: str = "") -> str:
        lines = top("Scheduling") + [
            "[30] main ''",
            "\t[31] heading 'Scheduling'",
            "\t[32] tablist ''",
            "\t\t[33] tab 'Event types', selected=True",
            "\t\t[34] tab 'Single-use links', selected=False",
            "\t\t[35] tab 'Meeting polls', selected=False",
            "\t[36] searchbox 'Search event types' value=''",
            "\t[37] button 'Nils Aune calendly.com/nils-aune'",
        ]
        cards = [("30 Minute Meeting", "30 min, Google Meet, One-on-One", "calendly.com/nils-aune/30min", True),
                 ("60 Minute Meeting", "1 hr, Google Meet, One-on-One", "calendly.com/nils-aune/60min", True),
                 ("Onboarding session", "45 min, Google Meet, One-on-One", "calendly.com/nils-aune/onboarding", onb),
                 ("Partner sync", "30 min, Zoom, Group", "calendly.com/nils-aune/partner-sync", False)]
        for j, (name, meta, link, on) in enumerate(cards):
            b = 50 + j * 8
            lines += [f"\t[{b}] article '{name}'", f"\t\t[{b + 1}] link '{name}'", f"\t\tStaticText '{meta}'",
                      f"\t\t[{b + 2}] link 'View booking page'", f"\t\t[{b + 3}] button 'Copy link {link}'",
                      f"\t\t[{b + 4}] button 'Share'", f"\t\t[{b + 5}] switch 'Turn {'off' if on else 'on'} {name}', checked='{'true' if on else 'false'}'"]
            if not on:
                lines.append("\t\tStaticText 'Off'")
        if toast:
            lines += ["[500] status ''", f"\tStaticText '{toast}'"]
        return axtree("Scheduling - Calendly", lines, f"{app}/scheduling/meeting_types/user/me")

    def avail(fri_end: str, saved: bool = False, dirty: bool = False) -> str:
        days = [("Sunday", None), ("Monday", ("09:00", "17:00")), ("Tuesday", ("09:00", "17:00")), ("Wednesday", ("09:00", "17:00")),
                ("Thursday", ("09:00", "17:00")), ("Friday", ("09:00", fri_end)), ("Saturday", None)]
        lines = top("Availability") + [
            "[30] main ''",
            "\t[31] heading 'Availability'",
            "\t[32] tablist ''",
            "\t\t[33] tab 'Schedules', selected=True",
            "\t\t[34] tab 'Calendar settings', selected=False",
            "\t\t[35] tab 'Advanced settings', selected=False",
            "\t[36] combobox 'Schedule' value='Working hours (default)', expanded=False",
            "\tStaticText 'Active on: 4 event types'",
            "\t[38] combobox 'Time zone' value='Central European Time', expanded=False",
            "\t[40] heading 'Weekly hours'",
        ]
        for j, (d, hours) in enumerate(days):
            b = 50 + j * 6
            lines.append(f"\t[{b}] group '{d}'")
            if hours is None:
                lines += ["\t\tStaticText 'Unavailable'", f"\t\t[{b + 1}] button 'Add hours for {d}'"]
            else:
                foc = ", focused" if (d == "Friday" and dirty) else ""
                lines += [f"\t\t[{b + 1}] combobox 'Start time' value='{hours[0]}', expanded=False",
                          f"\t\t[{b + 2}] combobox 'End time' value='{hours[1]}', expanded=False{foc}",
                          f"\t\t[{b + 3}] button 'Remove hours'", f"\t\t[{b + 4}] button 'Add hours for {d}'", f"\t\t[{b + 5}] button 'Copy times to...'"]
        lines += [
            "\t[100] heading 'Date-specific hours'",
            "\tStaticText 'Adjust hours for specific days'",
            "\t[101] button 'Add hours'",
            "\t[102] row ''", "\t\tStaticText '21 Apr 2025'", "\t\tStaticText 'Unavailable'",
            "\t[103] row ''", "\t\tStaticText '1 May 2025'", "\t\tStaticText 'Unavailable'",
        ]
        if dirty:
            lines += ["\t[110] button 'Cancel'", "\t[111] button 'Save'"]
        if saved:
            lines += ["[500] status ''", "\tStaticText 'Changes saved'"]
        return axtree("Availability - Calendly", lines, f"{app}/availability/schedules")

    reason = "Pierre asked by email to move to April, he will rebook via the link."
    after_cancel = [e for e in upcoming if e[2] != "Pierre Lambert"]
    later = sorted(after_cancel + [newcomer], key=lambda e: (e[0].split(", ")[1].split()[0].zfill(2), e[1]))
    turns = [
        ("click('91')", meetings("Upcoming", upcoming, open_name="Pierre Lambert")),
        ("click('93')", meetings("Upcoming", upcoming, open_name="Pierre Lambert", modal="")),
        (f"fill('402', '{reason}')", meetings("Upcoming", upcoming, open_name="Pierre Lambert", modal=reason)),
        ("click('404')", meetings("Upcoming", after_cancel, toast="Event canceled. Pierre Lambert has been notified.")),
        ("click('37')", meetings("Past", past)),
        ("click('35')", meetings("Upcoming", later)),
        ("click('10')", types(True)),
        ("click('71')", types(False, toast="Onboarding session is now off")),
        ("click('12')", avail("15:00")),
        ("select_option('82', '12:00')", avail("12:00", dirty=True)),
        ("click('111')", avail("12:00", saved=True)),
        ("click('11')", meetings("Upcoming", later)),
    ]
    return {"system": system("Calendly (calendly.com)", "Nils Aune (Standard plan)"), "state": meetings("Upcoming", upcoming), "turns": turns}


# ---------------------------------------------------------------------------------------------
# Notion database - bad
def t22() -> dict:
    url = "https://www.notion.so/skarvik/4f2c9e1a7b3d48e6a05c1d9f8e2b7a61?v=9a3e5c7f1b2d4e6081f3a5c7e9b1d3f5"
    tasks = [
        ["TSK-201", "Write API docs for webhooks", "In progress", "Mira Holm", "Medium", "March 14, 2025", "docs"],
        ["TSK-202", "Fix Safari login redirect loop", "Not started", "Jon Berg", "High", "March 13, 2025", "bug"],
        ["TSK-203", "Migrate cron jobs to Temporal", "In progress", "Ali Lindqvist", "Medium", "March 21, 2025", "backend"],
        ["TSK-204", "Update onboarding emails", "Not started", "Mira Holm", "Low", "March 28, 2025", "growth"],
        ["TSK-205", "Add CSV export to reports", "In progress", "Jon Berg", "Medium", "March 18, 2025", "feature"],
        ["TSK-206", "Rotate staging DB credentials", "Done", "Ali Lindqvist", "High", "March 10, 2025", "ops"],
        ["TSK-207", "Load test checkout (2k rps)", "Not started", "Jon Berg", "Medium", "March 20, 2025", "perf"],
        ["TSK-208", "Cookie banner copy", "Done", "Mira Holm", "Low", "March 7, 2025", "legal"],
        ["TSK-209", "Accessibility fixes on signup", "Not started", "Mira Holm", "Medium", "March 25, 2025", "a11y"],
        ["TSK-210", "Dashboard: settlement currency", "In progress", "Ali Lindqvist", "Medium", "March 19, 2025", "feature"],
    ]

    def sidebar(current: str) -> list[str]:
        pages = ["Sprint tasks", "Sprint 12 retro", "Runbooks", "Roadmap 2025", "On-call handbook"]
        lines = [
            "[8] navigation 'Sidebar'",
            "\t[9] button 'Skarvik, Jon Berg'",
            "\t[10] button 'Search'",
            "\t[11] button 'Home'",
            "\t[12] button 'Inbox'",
            "\t[13] button 'Settings'",
            "\tStaticText 'Teamspaces'",
            "\t[15] treeitem 'Engineering', expanded=True",
        ]
        for j, p in enumerate(pages):
            lines.append(f"\t\t[{16 + j}] treeitem '{p}'" + (", selected=True" if p == current else ""))
        lines += ["\t[24] button 'Templates'", "\t[25] button 'Trash'"]
        return lines

    def header(page: str, edited: str) -> list[str]:
        return [
            "[30] banner ''",
            "\t[31] navigation 'Breadcrumbs'",
            "\t\t[32] link 'Engineering'",
            f"\t\t[33] link '{page}'",
            f"\tStaticText 'Edited {edited}'",
            "\t[35] button 'Share'",
            "\t[36] button 'View all comments'",
            "\t[37] button 'Add to Favorites'",
            "\t[38] button 'More actions'",
        ]

    def db_head(view: str) -> list[str]:
        lines = [
            "[40] main ''",
            "\t[41] heading 'Sprint tasks'",
            "\t[42] tablist 'Views'",
        ]
        for j, v in enumerate(("Table", "Board", "My tasks")):
            lines.append(f"\t\t[{43 + j}] tab '{v}', selected={'True' if v == view else 'False'}")
        lines += ["\t[47] button 'Filter'", "\t[48] button 'Sort'", "\t[49] button 'Search'", "\t[50] button 'Edit view layout, grouping, and more'",
                  "\t[51] button 'New'"]
        return lines

    def table(rows: list[list[str]], peek: list[str] | None = None, edited: str = "2h ago") -> str:
        lines = sidebar("Sprint tasks") + header("Sprint tasks", edited) + db_head("Table") + [
            "\t[60] table ''",
            "\t\t[61] row ''",
        ]
        for j, h in enumerate(("ID", "Task name", "Status", "Assignee", "Priority", "Due", "Tags")):
            lines.append(f"\t\t\t[{62 + j}] columnheader '{h}'")
        for i, r in enumerate(rows):
            b = 100 + i * 10
            lines += [f"\t\t[{b}] row ''", f"\t\t\tgridcell '{r[0]}'", f"\t\t\t[{b + 1}] gridcell '{r[1]}'", f"\t\t\t\t[{b + 2}] button 'Open in side peek'"]
            for v in r[2:]:
                lines.append(f"\t\t\tgridcell '{v}'")
        lines += [f"\t\t[{100 + len(rows) * 10}] button 'New page'", f"\tStaticText 'COUNT {len(rows)}'"]
        return axtree("Sprint tasks", lines + (peek or []), url)

    todos = [("Write k6 script for checkout flow", False), ("Provision 4 load generators in eu-north-1", False),
             ("Run 30 min soak at 2k rps", False), ("Share Grafana snapshot in #perf", False)]

    def peek(prio: str, menu: bool, done: list[bool], edited: str) -> list[str]:
        lines = [
            "[300] dialog 'Load test checkout (2k rps)'",
            "\t[301] button 'Close'",
            "\t[302] button 'Open as full page'",
            "\t[303] heading 'Load test checkout (2k rps)'",
            "\tStaticText 'ID'", "\tStaticText 'TSK-207'",
            "\tStaticText 'Status'", "\t[305] button 'Not started'",
            "\tStaticText 'Assignee'", "\t[306] button 'Jon Berg'",
            "\tStaticText 'Priority'", f"\t[307] button '{prio}', expanded={'True' if menu else 'False'}",
        ]
        if menu:
            lines += ["\t\t[308] listbox ''", "\t\t\t[309] textbox 'Search for an option…' value=''",
                      "\t\t\t[310] option 'Low'", "\t\t\t[311] option 'Medium', selected=True", "\t\t\t[312] option 'High'"]
        lines += [
            "\tStaticText 'Due'", "\t[314] button 'March 20, 2025'",
            "\tStaticText 'Tags'", "\t[315] button 'perf'",
            "\tStaticText 'Created time'", "\tStaticText 'March 4, 2025 9:12 AM'",
            "\tStaticText 'Last edited time'", f"\tStaticText '{edited}'",
            "\t[318] button 'Add a property'",
            "\t[320] button 'Add a comment…'",
            "\tStaticText 'Goal: checkout p99 under 600 ms at 2,000 requests per second for 30 minutes, error rate under 0.1 percent.'",
        ]
        for j, ((txt, _), d) in enumerate(zip(todos, done)):
            lines.append(f"\t[{330 + j}] checkbox '{txt}', checked='{'true' if d else 'false'}'")
        return lines

    def board(rows: list[list[str]]) -> str:
        lines = sidebar("Sprint tasks") + header("Sprint tasks", "just now") + db_head("Board")
        for ci, col in enumerate(("Not started", "In progress", "Done")):
            items = [r for r in rows if r[2] == col]
            lines += [f"\t[{60 + ci * 3}] group '{col}'", f"\t\tStaticText '{len(items)}'"]
            for r in items:
                b = 100 + int(r[0][-2:]) * 6
                lines += [f"\t\t[{b}] link '{r[1]}'", f"\t\t\tStaticText '{r[0]}'", f"\t\t\tStaticText '{r[3]}'", f"\t\t\tStaticText 'Priority: {r[4]}'",
                          f"\t\t\tStaticText '{r[5]}'"]
            lines.append(f"\t\t[{61 + ci * 3}] button 'New page'")
        lines += ["\t[80] group 'Hidden groups'", "\t\tStaticText 'No Status 0'"]
        return axtree("Sprint tasks", lines, url.replace("v=9a3e5c7f1b2d4e6081f3a5c7e9b1d3f5", "v=2c4e6a8b0d1f3e5a7c9b1d3f5e7a9c1b"))

    def retro(comment: str | None) -> str:
        lines = sidebar("Sprint 12 retro") + header("Sprint 12 retro", "Mar 7") + [
            "[40] main ''",
            "\t[41] heading 'Sprint 12 retro'",
            "\tStaticText 'Date: March 7, 2025 · Facilitator: Mira Holm'",
            "\t[43] heading 'What went well'",
            "\tStaticText 'Staging credentials rotated without downtime.'",
            "\tStaticText 'Webhook docs draft reviewed by two partners.'",
            "\t[46] heading 'What did not go well'",
            "\tStaticText 'Checkout had no load test before the spring campaign, p99 hit 1.9 s on March 3.'",
            "\tStaticText 'Safari redirect bug came back after the auth library upgrade.'",
            "\t[49] heading 'Action items'",
            "\t[50] checkbox 'Schedule a checkout load test before the next campaign (Jon)', checked='false'",
            "\t[51] checkbox 'Pin auth library version until Safari fix ships (Ali)', checked='true'",
            "\t[52] checkbox 'Move onboarding email update to Sprint 13 (Mira)', checked='false'",
            "\t[60] button 'Add a comment…'" if comment is None else f"\t[60] textbox 'Add a comment…' value='{comment}', focused",
        ]
        if comment is not None:
            lines += ["\t[61] button 'Attach file'", "\t[62] button 'Mention a person, page, or date'", "\t[63] button 'Send'"]
        return axtree("Sprint 12 retro", lines, "https://www.notion.so/skarvik/Sprint-12-retro-b81d3f5a7c9e4b2d8f0a6c4e2b1d9f73")

    set_high = [list(r) for r in tasks]
    set_high[6][4] = "High"
    board_rows = [list(r) for r in tasks]
    note = "TSK-207 is now High priority, load test is planned for Monday; link to the task: TSK-207"
    turns = [
        ("click('162')", table(tasks, peek("Medium", False, [False] * 4, "March 10, 2025 2:14 PM"))),
        ("click('307')", table(tasks, peek("Medium", True, [False] * 4, "March 10, 2025 2:14 PM"))),
        ("click('312')", table(set_high, peek("High", False, [False] * 4, "March 12, 2025 11:03 AM"), edited="just now")),
        ("click('330')", table(set_high, peek("High", False, [True, False, False, False], "March 12, 2025 11:04 AM"), edited="just now")),
        ("click('301')", table(set_high, edited="just now")),
        ("click('44')", board(board_rows)),
        ("click('17')", retro(None)),
        ("click('60')", retro("")),
        (f"fill('60', '{note}')", retro(note)),
    ]
    return {"system": system("Notion (www.notion.so), workspace Skarvik", "Jon Berg"), "state": table(tasks), "turns": turns,
            "bad": True, "turn": 6, "kind": "priority set to High reads back as Medium on the board view"}


# ---------------------------------------------------------------------------------------------
def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    builders = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]
    for n, build in enumerate(builders, 1):
        spec = build()
        bad = bool(spec.get("bad", False))
        rs.add(task="web", tid=f"h47-web-{n:02d}", system=spec["system"], turns=spec["turns"], state=spec["state"],
               bad=bad, turn=spec.get("turn"), kind=spec.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
