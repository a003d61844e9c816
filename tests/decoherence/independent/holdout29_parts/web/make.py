# ruff: noqa: E501
"""holdout29, domain web: 22 browser trajectories (BrowserGym actions, accessibility-tree observations).

Eleven carry exactly one world-model contradiction (label ``bad=True`` with its 1-based turn); eleven are
clean but full of legitimate changes (the agent's own edits, counters, clocks, re-sorting, filtering,
pagination, countdowns, newly arrived items). Written by hand; deterministic.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import WEB_SYSTEM, RowSet, axtree

T = "\t"


def rows_to_lines(header: list[str], rows: list[list[str]], depth: int = 1, name: str = "") -> list[str]:
    """A table: a header row of columnheaders, then one row per entry (cells may carry their own role)."""
    pad = T * depth
    out = [f"{pad}table '{name}'", f"{pad}{T}row ''"]
    out += [f"{pad}{T}{T}columnheader '{h}'" for h in header]
    for r in rows:
        out.append(f"{pad}{T}row ''")
        for c in r:
            out.append(f"{pad}{T}{T}{c}" if c.startswith(("[", "gridcell", "cell", "checkbox", "link", "button", "img")) else f"{pad}{T}{T}gridcell '{c}'")
    return out


# ---------------------------------------------------------------- 01 shop admin (Magento), bad: saved price reads back old
def t01(rs: RowSet) -> None:
    base = "http://shop-admin.luma.test/admin"
    nav = ["[110] link 'Magento Admin Panel'", "[111] menubar ''", "\t[112] link 'DASHBOARD'", "\t[113] link 'SALES'",
           "\t[114] link 'CATALOG'", "\t[115] link 'CUSTOMERS'", "\t[116] link 'MARKETING'", "\t[117] link 'CONTENT'",
           "\t[118] link 'REPORTS'", "\t[119] link 'STORES'", "\t[120] link 'SYSTEM'",
           "[125] link 'admin'", "[126] button 'Notifications 4'"]
    prods = {
        2041: ["Aero Daily Fitness Tee", "Simple Product", "Top", "MS01-S-BLK", "29.00", "112", "Catalog, Search", "Enabled"],
        2042: ["Fusion Backpack", "Simple Product", "Bag", "24-MB02", "59.00", "27", "Catalog, Search", "Enabled"],
        2043: ["Push It Messenger Bag", "Simple Product", "Bag", "24-WB04", "45.00", "64", "Catalog, Search", "Enabled"],
        2044: ["Endeavor Daytrip Backpack", "Simple Product", "Bag", "24-WB06", "33.00", "9", "Catalog, Search", "Enabled"],
        2045: ["Sprite Yoga Strap 8 foot", "Simple Product", "Gear", "24-UG04", "17.00", "205", "Catalog, Search", "Enabled"],
        2046: ["Zing Jump Rope", "Simple Product", "Gear", "24-UG05", "12.00", "0", "Catalog, Search", "Disabled"],
        2047: ["Affirm Water Bottle", "Simple Product", "Gear", "24-UG06", "7.00", "340", "Catalog, Search", "Enabled"],
        2048: ["Driven Backpack", "Simple Product", "Bag", "24-WB03", "36.00", "51", "Catalog, Search", "Enabled"],
    }

    def grid(p: dict[int, list[str]], msg: str | None = None) -> str:
        lines = list(nav) + ["heading 'Products'", "[301] button 'Add Product'", "[302] button 'Add Product options'"]
        if msg:
            lines.append(f"alert '' live='polite'\n\t\tStaticText '{msg}'")
        lines += ["[310] searchbox 'Search by keyword' value=''", "[311] button 'Search'", "[312] button 'Filters'",
                  "[313] button 'Default View'", "[314] button 'Columns'", "[315] button 'Export'",
                  "[316] combobox 'Actions' value=''", "StaticText '8 records found'", "[318] combobox 'Per Page' value='20'",
                  "[319] spinbutton 'Page' value='1'", "StaticText 'of 1'"]
        rows = []
        for i, (pid, v) in enumerate(p.items()):
            rows.append([f"[{330 + i * 10}] checkbox 'Select row' checked=false", str(pid), "img 'thumbnail'", v[0], v[1], v[2], v[3],
                         f"${v[4]}", v[5], v[5] if v[7] == "Enabled" else "0", v[6], v[7], "Main Website",
                         f"[{331 + i * 10}] link 'Edit'"])
        lines += rows_to_lines(["", "ID", "Thumbnail", "Name", "Type", "Attribute Set", "SKU", "Price", "Quantity", "Salable Quantity: Default Stock", "Visibility", "Status", "Websites", "Action"], rows, 0)
        lines += ["StaticText 'Copyright © 2024 Magento Commerce Inc. All rights reserved.'", "StaticText 'Magento ver. 2.4.6-p3'"]
        return axtree("Products / Inventory / Catalog / Magento Admin", lines, base + "/catalog/product/")

    def edit(pid: int, v: list[str], price: str, qty: str, msg: str | None = None) -> str:
        lines = list(nav) + [f"heading '{v[0]}'", "[401] button 'Back'", "[402] button 'Add Attribute'",
                             "[403] button 'Customer View'", "[404] button 'Save'", "[405] button 'Save options'"]
        if msg:
            lines.append(f"alert '' live='polite'\n\t\tStaticText '{msg}'")
        lines += ["[410] checkbox 'Enable Product' checked=true", f"[411] combobox 'Attribute Set' value='{v[2]}'",
                  f"[412] textbox 'Product Name *' value='{v[0]}'", f"[413] textbox 'SKU *' value='{v[3]}'",
                  f"[414] textbox 'Price *' value='{price}'", "StaticText '$'", "[415] link 'Advanced Pricing'",
                  "[416] combobox 'Tax Class' value='Taxable Goods'", f"[417] textbox 'Quantity' value='{qty}'",
                  "[418] link 'Advanced Inventory'", f"[419] combobox 'Stock Status' value='{'In Stock' if int(qty) > 0 else 'Out of Stock'}'",
                  "[420] combobox 'Weight' value='This item has weight'", "[421] textbox 'Weight' value='1'", "StaticText 'lbs'",
                  "[422] listbox 'Categories' value='Gear, Bags'" if v[2] == "Bag" else "[422] listbox 'Categories' value='Men, Tops, Tees'",
                  "[423] combobox 'Visibility' value='Catalog, Search'", "[424] checkbox 'Set Product as New From' checked=false",
                  "[425] combobox 'Country of Manufacture' value=''",
                  "[430] button 'Content'", "[431] button 'Configurations'", "[432] button 'Images And Videos'",
                  "[433] button 'Search Engine Optimization'", "[434] button 'Related Products, Up-Sells, and Cross-Sells'",
                  "[435] button 'Customizable Options'", "[436] button 'Product in Websites'"]
        return axtree(f"{v[0]} / Products / Inventory / Catalog / Magento Admin", lines, f"{base}/catalog/product/edit/id/{pid}/")

    p = {k: list(v) for k, v in prods.items()}
    turns = [("goto('http://shop-admin.luma.test/admin/catalog/product/')", grid(p))]
    turns.append(("click('331')", edit(2041, p[2041], "29.00", "112")))
    turns.append(("fill('414', '34.00')", edit(2041, p[2041], "34.00", "112")))
    p[2041][4] = "34.00"
    turns.append(("click('404')", edit(2041, p[2041], "34.00", "112", "You saved the product.")))
    turns.append(("click('401')", grid(p)))
    turns.append(("click('341')", edit(2042, p[2042], "59.00", "27")))
    turns.append(("fill('417', '40')", edit(2042, p[2042], "59.00", "40")))
    p[2042][5] = "40"
    turns.append(("click('404')", edit(2042, p[2042], "59.00", "40", "You saved the product.")))
    shown = {k: list(v) for k, v in p.items()}
    shown[2041][4] = "29.00"
    turns.append(("click('401')", grid(shown)))
    rs.add(task="web", tid="h29-web-01", system=WEB_SYSTEM, turns=turns,
           state="Goal: in the Luma store admin, raise the price of 'Aero Daily Fitness Tee' to $34.00 and set the quantity of 'Fusion Backpack' to 40.",
           bad=True, turn=9, kind="product price saved as 34.00 shows the old 29.00 in the grid after a later unrelated save")


# ---------------------------------------------------------------- 02 GitLab issues, clean
def t02(rs: RowSet) -> None:
    base = "http://gitlab.example.org/a11y-lab/webkit-runner"
    nav = ["[100] link 'Skip to main content'", "[101] link 'Homepage'", "[102] button 'Create new...'",
           "[103] button 'Search or go to…'", "[104] link 'Issues 3'", "[105] link 'Merge requests 1'", "[106] link 'To-Do List 5'",
           "[107] button 'Dana Ortiz user’s menu'", "navigation 'Project navigation'", "\t[110] link 'webkit-runner'",
           "\t[111] link 'Pinned'", "\t[112] link 'Issues 23'" , "\t[113] link 'Merge requests 4'", "\t[114] link 'Manage'",
           "\t[115] link 'Plan'", "\t[116] link 'Code'", "\t[117] link 'Build'", "\t[118] link 'Settings'"]

    def navn(n_open: int) -> list[str]:
        return [x.replace("Issues 23", f"Issues {n_open}") for x in nav]

    def issue_list(items: list[tuple[str, str, str, str, str, str]], n_open: int, n_closed: int, sort: str) -> str:
        lines = navn(n_open) + ["navigation 'Breadcrumb'", "\t[120] link 'a11y-lab'", "\t[121] link 'webkit-runner'", "\t[122] link 'Issues'",
                                "heading 'Issues'", "[130] button 'Bulk edit'", "[131] link 'New issue'",
                                "tablist ''", f"\t[132] tab 'Open {n_open}' selected=true", f"\t[133] tab 'Closed {n_closed}'", f"\t[134] tab 'All {n_open + n_closed}'",
                                "[135] searchbox 'Search or filter results…' value=''", f"[136] button 'Sort: {sort}'", "[137] button 'Sort direction: descending'",
                                "list ''"]
        for i, (iid, title, labels, meta, upd, assg) in enumerate(items):
            b = 140 + i * 6
            lines += ["\tlistitem ''", f"\t\t[{b}] link '{title}'", f"\t\tStaticText '#{iid} · {meta}'"]
            for lab in labels.split(",") if labels else []:
                lines.append(f"\t\t[{b + 1}] link '{lab.strip()}'")
            if assg:
                lines.append(f"\t\t[{b + 2}] link 'Assigned to {assg}'")
            lines.append(f"\t\tStaticText '{upd}'")
        lines += ["navigation 'Pagination'", "\t[200] link 'Prev' disabled=true", "\t[201] link '1' current=true", "\t[202] link '2'", "\t[203] link '3'", "\t[204] link 'Next'"]
        return axtree("Issues · a11y-lab / webkit-runner · GitLab", lines, base + "/-/issues" + ("" if sort == "Created date" else "/?sort=updated_desc"))

    first = [
        ("230", "Screenshots are clipped when devicePixelRatio is 1.25", "bug, flaky", "created 3 hours ago by Ravi Menon", "updated 2 hours ago", "Ravi Menon"),
        ("229", "Add --shard flag to CLI runner", "feature", "created 5 hours ago by Dana Ortiz", "updated 5 hours ago", ""),
        ("227", "login_spec times out on Firefox 123", "bug, flaky, ci", "created 1 day ago by Kofi Asante", "updated 40 minutes ago", "Kofi Asante"),
        ("224", "Document the retry policy for network idle", "docs", "created 2 days ago by Mei Lin", "updated 2 days ago", ""),
        ("221", "Upgrade Playwright to 1.42", "maintenance", "created 3 days ago by Ravi Menon", "updated 1 day ago", "Dana Ortiz"),
        ("219", "Headless Chrome leaks /tmp/.org.chromium.* directories", "bug", "created 4 days ago by Sven Holm", "updated 3 days ago", ""),
        ("214", "Firefox login test flaky (timeout waiting for #submit)", "bug, flaky", "created 6 days ago by Mei Lin", "updated 6 days ago", ""),
        ("212", "Expose axe-core rule overrides in config", "feature, a11y", "created 1 week ago by Sven Holm", "updated 4 days ago", "Mei Lin"),
    ]
    turns = [("goto('http://gitlab.example.org/a11y-lab/webkit-runner/-/issues')", issue_list(first, 23, 161, "Created date"))]

    def new_form(title: str, desc: str) -> str:
        lines = navn(23) + ["heading 'New issue'", "[300] combobox 'Type' value='Issue'", "[301] button 'Choose a template'",
                            f"[302] textbox 'Title (required)' value='{title}'", "[303] button 'Write'", "[304] button 'Preview'",
                            f"[305] textbox 'Description' value='{desc}'", "StaticText 'Supports Markdown. For quick actions, type /.'",
                            "[306] checkbox 'This issue is confidential and should only be visible to team members with at least Reporter access.' checked=false",
                            "[307] button 'Assignee Unassigned'", "[308] link 'Assign to me'", "[309] button 'Milestone Select milestone'",
                            "[310] button 'Labels Select label'", "[311] textbox 'Due date' value=''", "[312] button 'Create issue'", "[313] link 'Cancel'"]
        return axtree("New Issue · a11y-lab / webkit-runner · GitLab", lines, base + "/-/issues/new")

    turns.append(("click('131')", new_form("", "")))
    title = "login_spec: wait for navigation instead of fixed 5s sleep"
    turns.append((f"fill('302', '{title}')", new_form(title, "")))
    desc = "The Firefox timeouts in #227 come from the 5s sleep after submit. Replace it with waitForURL(/dashboard/)."
    turns.append((f"fill('305', '{desc}')", new_form(title, desc)))

    def issue_page(iid: str, ttl: str, state: str, author: str, when: str, labels: list[str], activity: list[str], body: str, n_open: int, assignee: str) -> str:
        lines = navn(n_open) + ["navigation 'Breadcrumb'", "\t[120] link 'a11y-lab'", "\t[121] link 'webkit-runner'", "\t[122] link 'Issues'", f"\t[123] link '#{iid}'",
                                f"StaticText '{state}'", f"StaticText 'Issue created {when} by {author}'", f"heading '{ttl}'",
                                "[400] button 'Edit title and description'",
                                f"[401] button '{'Close issue' if state == 'Open' else 'Reopen issue'}'", "[402] button 'Issue actions'",
                                f"StaticText '{body}'", "[410] button 'Add a to do item'", "StaticText 'Assignee'", "[411] button 'Edit'",
                                f"StaticText '{assignee}'", "StaticText 'Labels'", "[412] button 'Edit'"]
        lines += [f"\t[{420 + j}] link '{lab}'" for j, lab in enumerate(labels)] or ["StaticText 'None'"]
        lines += ["StaticText 'Milestone'", "StaticText 'None'", "StaticText 'Due date'", "StaticText 'None'",
                  "heading 'Activity'", "[430] button 'Sort or filter'"]
        lines += [f"\tStaticText '{a}'" for a in activity]
        lines += ["[440] textbox 'Add a reply' value=''", "[441] button 'Comment'", f"[442] button '{'Close issue' if state == 'Open' else 'Reopen issue'}'"]
        return axtree(f"{ttl} (#{iid}) · Issues · a11y-lab / webkit-runner · GitLab", lines, f"{base}/-/issues/{iid}")

    turns.append(("click('312')", issue_page("231", title, "Open", "Dana Ortiz", "just now", [], [], desc, 24, "None - assign yourself")))

    def label_dd(checked: bool) -> str:
        page = issue_page("231", title, "Open", "Dana Ortiz", "1 minute ago", ["bug"] if checked else [],
                          ["Dana Ortiz added bug label just now"] if checked else [], desc, 24, "None - assign yourself")
        dd = ["dialog 'Assign labels'", "\t[500] searchbox 'Search' value=''",
              f"\t[501] checkbox 'bug' checked={'true' if checked else 'false'}", "\t[502] checkbox 'ci' checked=false",
              "\t[503] checkbox 'docs' checked=false", "\t[504] checkbox 'feature' checked=false", "\t[505] checkbox 'flaky' checked=false",
              "\t[506] checkbox 'maintenance' checked=false", "\t[507] checkbox 'a11y' checked=false", "\t[508] link 'Create project label'",
              "\t[509] link 'Manage project labels'"]
        return page + "\n" + "\n".join("\t" + x for x in dd)

    turns.append(("click('412')", label_dd(False)))
    turns.append(("click('501')", label_dd(True)))
    body214 = "Seen 4 times this week on the Firefox job: Timeout 30000ms exceeded waiting for selector #submit."
    act214 = ["Mei Lin added bug flaky labels 6 days ago", "Kofi Asante commented 6 days ago: Probably the same root cause as the 5s sleep."]
    turns.append(("goto('http://gitlab.example.org/a11y-lab/webkit-runner/-/issues/214')",
                  issue_page("214", "Firefox login test flaky (timeout waiting for #submit)", "Open", "Mei Lin", "6 days ago", ["bug", "flaky"], act214, body214, 24, "None")))
    turns.append(("click('401')",
                  issue_page("214", "Firefox login test flaky (timeout waiting for #submit)", "Closed", "Mei Lin", "6 days ago", ["bug", "flaky"],
                             act214 + ["Dana Ortiz closed just now"], body214, 23, "None")))
    # sorted by last update; #214 is closed now, so the open tab no longer lists it
    upd_open = [
        ("231", title, "bug", "created 3 minutes ago by Dana Ortiz", "updated 2 minutes ago", ""),
        ("227", "login_spec times out on Firefox 123", "bug, flaky, ci", "created 1 day ago by Kofi Asante", "updated 44 minutes ago", "Kofi Asante"),
        ("230", "Screenshots are clipped when devicePixelRatio is 1.25", "bug, flaky", "created 3 hours ago by Ravi Menon", "updated 2 hours ago", "Ravi Menon"),
        ("229", "Add --shard flag to CLI runner", "feature", "created 5 hours ago by Dana Ortiz", "updated 5 hours ago", ""),
        ("221", "Upgrade Playwright to 1.42", "maintenance", "created 3 days ago by Ravi Menon", "updated 1 day ago", "Dana Ortiz"),
        ("224", "Document the retry policy for network idle", "docs", "created 2 days ago by Mei Lin", "updated 2 days ago", ""),
        ("219", "Headless Chrome leaks /tmp/.org.chromium.* directories", "bug", "created 4 days ago by Sven Holm", "updated 3 days ago", ""),
        ("212", "Expose axe-core rule overrides in config", "feature, a11y", "created 1 week ago by Sven Holm", "updated 4 days ago", "Mei Lin"),
    ]
    turns.append(("goto('http://gitlab.example.org/a11y-lab/webkit-runner/-/issues/?sort=updated_desc')", issue_list(upd_open, 23, 162, "Updated date")))
    rs.add(task="web", tid="h29-web-02", system=WEB_SYSTEM, turns=turns,
           state="Goal: open a GitLab issue for the login_spec sleep fix, label it 'bug', then close the older duplicate #214.")


# ---------------------------------------------------------------- 03 forum (phpBB), bad: own post's time earlier than the post it answers
def t03(rs: RowSet) -> None:
    base = "https://forum.homelab-nordic.net"
    top = ["[100] link 'Board index'", "[101] link 'Quick links'", "[102] link 'FAQ'", "[103] link 'Notifications 2'",
           "[104] link 'Private messages 0'", "[105] link 'lenka_v'", "[106] searchbox 'Search for keywords' value=''", "[107] button 'Search'"]
    p1 = ("jonas_h", "Wed Mar 13, 2024 8:14 pm", "Zigbee coordinator drops devices after Home Assistant 2024.3 update",
          "Since updating to 2024.3 my SONOFF dongle (ZBDongle-E) loses about a third of my 41 devices every night around 03:00. Re-pairing works until the next night. Anyone else?")
    p2 = ("mika_r", "Thu Mar 14, 2024 7:30 am", "Re: Zigbee coordinator drops devices after Home Assistant 2024.3 update",
          "Same here with the ZBDongle-E on firmware 7.3.1. The 03:00 time matches the nightly backup, which restarts the ZHA integration.")
    p3 = ("jonas_h", "Thu Mar 14, 2024 9:52 am", "Re: Zigbee coordinator drops devices after Home Assistant 2024.3 update",
          "Interesting. I do run the Google Drive backup add-on at 03:00. Did you find a way to keep ZHA up during the backup?")
    mine = "Yes: set the backup add-on to a partial backup that excludes the zigbee.db, or move it to 04:30 after the ZHA watchdog. Also update the dongle to 7.4.1, it fixed the re-join storm for me."
    mine_ed = mine + " Edit: 7.4.1 is on the itead GitHub releases page, flash it with the web flasher."

    def topic(posts: list[tuple[str, str, str, str]], now: str, edited: str | None = None) -> str:
        lines = top + ["navigation 'Breadcrumbs'", "\t[110] link 'Board index'", "\t[111] link 'Smart Home'", "\t[112] link 'Home Assistant'",
                       f"StaticText 'It is currently {now}'",
                       "heading 'Zigbee coordinator drops devices after Home Assistant 2024.3 update'",
                       "[120] link 'Post Reply'", "[121] button 'Topic tools'", "[122] searchbox 'Search this topic…' value=''",
                       f"StaticText '{len(posts)} posts • Page 1 of 1'"]
        for i, (who, when, subj, text) in enumerate(posts):
            b = 200 + i * 10
            lines += ["article ''", f"\t[{b}] link '{subj}'", "\tStaticText 'by'", f"\t[{b + 1}] link '{who}'", f"\tStaticText '» {when}'",
                      f"\tStaticText '{text}'"]
            if who == "lenka_v":
                lines += [f"\t[{b + 2}] link 'Edit post'", f"\t[{b + 3}] link 'Delete post'"]
                if edited:
                    lines.append(f"\tStaticText 'Last edited by lenka_v on {edited}, edited 1 time in total.'")
            lines += [f"\t[{b + 4}] link 'Report this post'", f"\t[{b + 5}] link 'Quote'",
                      f"\tStaticText 'Posts: {dict(jonas_h='212', mika_r='1388', lenka_v='57' if len(posts) > 3 else '56')[who]}'"]
        lines += ["[300] link 'Post Reply'", "[301] link 'Return to “Home Assistant”'", "[302] combobox 'Jump to' value=''",
                  "StaticText 'Who is online'", "StaticText 'Users browsing this forum: lenka_v, mika_r and 7 guests'"]
        return axtree("Zigbee coordinator drops devices after Home Assistant 2024.3 update - Homelab Nordic", lines,
                      f"{base}/viewtopic.php?t=8841")

    def editor(msg: str, mode: str) -> str:
        lines = top + ["navigation 'Breadcrumbs'", "\t[110] link 'Board index'", "\t[111] link 'Smart Home'", "\t[112] link 'Home Assistant'",
                       f"heading '{'Post a reply' if mode == 'reply' else 'Edit post'}'",
                       "StaticText 'Topic: Zigbee coordinator drops devices after Home Assistant 2024.3 update'",
                       "[130] textbox 'Subject:' value='Re: Zigbee coordinator drops devices after Home Assistant 2024.3 update'",
                       "toolbar ''", "\t[131] button 'B'", "\t[132] button 'i'", "\t[133] button 'u'", "\t[134] button 'Quote'", "\t[135] button 'Code'",
                       "\t[136] button 'List'", "\t[137] button 'Image'", "\t[138] button 'URL'",
                       f"[140] textbox 'Message body' value='{msg}'", "[141] button 'Save draft'", "[142] button 'Preview'", "[143] button 'Submit'",
                       "[144] button 'Options'", "[145] checkbox 'Notify me when a reply is posted' checked=true"]
        if mode == "edit":
            lines += ["[146] textbox 'Reason for editing this post:' value=''"]
        lines += ["heading 'Topic review'", f"StaticText 'by jonas_h » {p3[1]}'", f"StaticText '{p3[3]}'",
                  f"StaticText 'by mika_r » {p2[1]}'", f"StaticText '{p2[3]}'"]
        return axtree(f"Homelab Nordic - {'Post a reply' if mode == 'reply' else 'Edit post'}", lines,
                      f"{base}/posting.php?mode={mode}&t=8841" + ("&p=61234" if mode == "edit" else ""))

    subj = "Re: Zigbee coordinator drops devices after Home Assistant 2024.3 update"
    turns = [("goto('https://forum.homelab-nordic.net/viewtopic.php?t=8841')", topic([p1, p2, p3], "Thu Mar 14, 2024 10:03 am"))]
    turns.append(("click('120')", editor("", "reply")))
    turns.append((f"fill('140', '{mine}')", editor(mine, "reply")))
    p4 = ("lenka_v", "Thu Mar 14, 2024 10:07 am", subj, mine)
    turns.append(("click('143')", topic([p1, p2, p3, p4], "Thu Mar 14, 2024 10:07 am")))
    idx = ["navigation 'Breadcrumbs'", "\t[110] link 'Board index'", "StaticText 'It is currently Thu Mar 14, 2024 10:09 am'",
           "StaticText 'Last visit was: Wed Mar 13, 2024 9:41 pm'", "[150] link 'View unread posts'", "[151] link 'View new posts'",
           "[152] link 'View your posts'", "[153] link 'View active topics'", "heading 'Smart Home'"]
    forums = [("Home Assistant", "Integrations, automations, dashboards", "1,204", "18,377", "Re: Zigbee coordinator drops devices…", "lenka_v", "Thu Mar 14, 2024 10:07 am"),
              ("openHAB & ioBroker", "Everything that is not HA", "388", "4,102", "Modbus TCP on a Victron GX", "per_s", "Thu Mar 14, 2024 8:51 am"),
              ("Hardware & radios", "Zigbee, Z-Wave, Thread, ESPHome boards", "912", "11,540", "Re: SLZB-06 vs ZBDongle-E", "mika_r", "Thu Mar 14, 2024 9:22 am")]
    for i, f in enumerate(forums):
        b = 160 + i * 5
        idx += [f"\t[{b}] link '{f[0]}'", f"\tStaticText '{f[1]}'", f"\tStaticText 'Topics: {f[2]}'", f"\tStaticText 'Posts: {f[3]}'",
                f"\t[{b + 1}] link '{f[4]}'", "\tStaticText 'by'", f"\t[{b + 2}] link '{f[5]}'", f"\tStaticText '{f[6]}'"]
    idx += ["heading 'Servers & Networking'", "\t[180] link 'Proxmox & virtualization'", "\tStaticText 'Topics: 2,011'", "\tStaticText 'Posts: 27,903'",
            "\t[181] link 'Networking'", "\tStaticText 'Topics: 1,530'", "\tStaticText 'Posts: 19,288'",
            "StaticText 'Total posts 131,406 • Total topics 9,870 • Total members 6,214 • Our newest member fjordbyte'"]
    turns.append(("click('100')", axtree("Homelab Nordic - Index page", top + idx, f"{base}/index.php")))
    sr = top + ["heading 'Search found 57 matches'", "StaticText 'Search found 57 matches • Page 1 of 3'", "[190] combobox 'Sort by' value='Post time'",
                "[191] combobox 'Direction' value='Descending'"]
    mine_list = [(subj, "Home Assistant", "Thu Mar 14, 2024 10:07 am", mine[:96] + "…"),
                 ("Re: Proxmox 8.1 passthrough of Intel iGPU", "Proxmox & virtualization", "Tue Mar 12, 2024 6:40 pm", "You also need to blacklist i915 on the host and add video=efifb:off, otherwise the host grabs the…"),
                 ("Re: Best cheap 2.5GbE switch?", "Networking", "Mon Mar 11, 2024 11:02 pm", "The TP-Link TL-SG105-M2 has been fine for me for a year, fanless and no config needed…"),
                 ("ESPHome BME680 readings drift", "Hardware & radios", "Sat Mar 9, 2024 3:17 pm", "My BME680 on a D1 mini reports humidity 8% too high after a week. Is the BSEC library…")]
    for i, (s, fo, w, ex) in enumerate(mine_list):
        b = 210 + i * 4
        sr += ["article ''", f"\t[{b}] link '{s}'", f"\tStaticText 'by lenka_v » {w}'", "\tStaticText 'Forum:'", f"\t[{b + 1}] link '{fo}'",
               f"\tStaticText '{ex}'", f"\t[{b + 2}] link 'Jump to post'"]
    sr += ["navigation 'Pagination'", "\t[260] link '1'", "\t[261] link '2'", "\t[262] link '3'", "\t[263] link 'Next'"]
    turns.append(("click('152')", axtree("Homelab Nordic - Search", sr, f"{base}/search.php?search_id=egosearch")))
    bad4 = ("lenka_v", "Thu Mar 14, 2024 9:47 am", subj, mine)
    turns.append(("click('210')", topic([p1, p2, p3, bad4], "Thu Mar 14, 2024 10:12 am")))
    turns.append(("click('232')", editor(mine, "edit")))
    p4e = ("lenka_v", "Thu Mar 14, 2024 10:07 am", subj, mine_ed)
    turns.append((f"fill('140', '{mine_ed}')", editor(mine_ed, "edit")))
    turns.append(("click('143')", topic([p1, p2, p3, p4e], "Thu Mar 14, 2024 10:16 am", edited="Thu Mar 14, 2024 10:16 am")))
    rs.add(task="web", tid="h29-web-03", system=WEB_SYSTEM, turns=turns,
           state="Goal: reply in the Homelab Nordic topic about Zigbee devices dropping after the HA 2024.3 update, then add the firmware link to your reply.",
           bad=True, turn=7, kind="own reply posted at 10:07 am shows a post time of 9:47 am, before the 9:52 am post it answers")


# ---------------------------------------------------------------- 04 mail (Roundcube), clean
def t04(rs: RowSet) -> None:
    base = "https://mail.fernhill-studio.com/"

    def folders(inbox_unread: int, inv_unread: int = 0) -> list[str]:
        return ["navigation 'Folders'",
                f"\t[120] link 'Inbox{f' {inbox_unread}' if inbox_unread else ''}'", "\t[121] link 'Drafts'", "\t[122] link 'Sent'",
                "\t[123] link 'Junk 2'", "\t[124] link 'Trash'", f"\t[125] link 'Invoices{f' {inv_unread}' if inv_unread else ''}'",
                "\t[126] link 'Clients'", "StaticText 'Quota: 38% used (1.9 GB of 5 GB)'"]

    chrome = ["[100] link 'Roundcube Webmail'", "[101] link 'Compose'", "[102] link 'Mail'", "[103] link 'Contacts'", "[104] link 'Settings'",
              "[105] link 'About'", "[106] button 'Logout'", "StaticText 'nora@fernhill-studio.com'"]
    msgs = [
        ("m44", "Figma", "Your weekly Figma digest: 12 comments on 3 files", "Today 09:14", "48 KB", True),
        ("m43", "Pieter de Vries", "Re: Logo round 3 – feedback", "Today 08:52", "1.2 MB", True),
        ("m42", "Hetzner Online", "Invoice R0021458930 for March 2024", "Today 07:03", "96 KB", True),
        ("m41", "Dribbble", "Top shots this week: brutalist landing pages", "Yesterday 21:40", "212 KB", False),
        ("m40", "Amira Haddad", "Kickoff call moved to Thursday", "Yesterday 17:26", "14 KB", True),
        ("m39", "Moneybird", "Payment received for invoice 2024-031", "Yesterday 11:08", "22 KB", False),
        ("m38", "Pieter de Vries", "Logo round 3", "Yesterday 10:47", "4.8 MB", False),
        ("m37", "Amira Haddad", "Brief: spring campaign for Kolibri Bakery", "Mon 16:31", "640 KB", True),
        ("m36", "Google Workspace", "Security alert: new sign-in on Windows", "Mon 09:02", "18 KB", False),
        ("m35", "Ikbal Studio Supplies", "Your order #88213 has shipped", "Sun 14:55", "31 KB", False),
        ("m34", "Tomas Brandt", "Invoice question (project Lindgren)", "Sat 12:20", "12 KB", False),
        ("m33", "Behance", "Your project was featured in Branding", "Fri 18:03", "77 KB", False),
        ("m32", "Kolibri Bakery", "Photos from the shop for the campaign", "Fri 15:47", "22.4 MB", False),
        ("m31", "Moneybird", "Invoice 2024-031 sent to Lindgren AB", "Fri 10:12", "19 KB", False),
        ("m30", "Tomas Brandt", "Signed quote Lindgren identity", "Thu 16:05", "310 KB", False),
    ]

    def listing(ms: list[tuple], total: int, unread: int, msg: str | None = None, preview: list[str] | None = None) -> str:
        lines = chrome + folders(unread) + ["[130] searchbox 'Search' value=''", "[131] button 'Options'", "[132] button 'Select'", "[133] button 'Threads'",
                                            "[134] button 'Reply' disabled=true" if preview is None else "[134] button 'Reply'",
                                            "[135] button 'Reply all'", "[136] button 'Forward'",
                                            "[137] button 'Delete' disabled=true" if preview is None else "[137] button 'Delete'",
                                            "[138] button 'Mark'", "[139] button 'More'"]
        if msg:
            lines.append(f"status ''\n\t\tStaticText '{msg}'")
        lines.append("table 'Message list'")
        for i, (_mid, frm, subj, when, size, unr) in enumerate(ms[:10]):
            b = 150 + i * 3
            lines += [f"\trow '{'Unread, ' if unr else ''}{frm}, {subj}, {when}'", f"\t\tgridcell '{frm}'", f"\t\t[{b}] link '{subj}'",
                      f"\t\tgridcell '{when}'", f"\t\tgridcell '{size}'", f"\t\t[{b + 1}] button '{'Mark as read' if unr else 'Mark as unread'}'",
                      f"\t\t[{b + 2}] button 'Flag'"]
        lines += [f"StaticText 'Messages 1 to 10 of {total}'", "[190] button 'First page' disabled=true", "[191] button 'Previous page' disabled=true",
                  "[192] button 'Next page'", "[193] button 'Last page'"]
        if preview:
            lines += ["region 'Message preview'"] + ["\t" + x for x in preview]
        return axtree(f"Roundcube Webmail :: Inbox{f' ({unread})' if unread else ''}", lines, base + "?_task=mail&_mbox=INBOX")

    def view(m: tuple, unread: int, body: list[str], to_box: str | None = None) -> str:
        lines = chrome + folders(unread) + ["[200] button 'Back'", "[201] button 'Reply'", "[202] button 'Reply all'", "[203] button 'Forward'",
                                            "[204] button 'Delete'", "[205] button 'Mark'", "[206] button 'More'",
                                            f"heading '{m[2]}'", f"StaticText 'From {m[1]}'", "StaticText 'To nora@fernhill-studio.com'",
                                            f"StaticText 'on {m[3]}'", "[207] link 'Headers'"] + body
        if to_box:
            lines += ["menu 'More actions'", "\t[210] menuitem 'Print this message'", "\t[211] menuitem 'Download (.eml)'", "\t[212] menuitem 'Edit as new'",
                      "\t[213] menuitem 'Show source'", "\t[214] menuitem 'Move to...'", "\t[215] menuitem 'Copy to...'", "\t[216] menuitem 'Open in new window'"]
        return axtree(f"Roundcube Webmail :: {m[2]}", lines, base + f"?_task=mail&_mbox=INBOX&_uid={m[0][1:]}&_action=show")

    ms = list(msgs)
    turns = [("goto('https://mail.fernhill-studio.com/?_task=mail&_mbox=INBOX')", listing(ms, 37, 5))]
    fig_body = ["StaticText 'Hi Nora, here is what happened in your files this week.'", "StaticText 'Kolibri Bakery – Moodboard: 7 new comments'",
                "StaticText 'Lindgren Identity v3: 4 new comments'", "StaticText 'Icons – spring: 1 new comment'", "[220] link 'Open Figma'",
                "[221] link 'Unsubscribe from digest emails'"]
    turns.append(("click('150')", view(ms[0], 4, fig_body)))
    ms = ms[1:]
    turns.append(("click('204')", listing(ms, 36, 4, "Message(s) deleted successfully.")))
    # Dribbble newsletter is now the third row: bid 156
    drib = ["StaticText 'Top shots this week'", "StaticText '1. Brutalist landing page for Oslo coffee roaster — by Studio Voll'",
            "StaticText '2. Fintech dashboard dark mode — by Kaan Yilmaz'", "[222] link 'View all shots'", "[223] link 'Unsubscribe'"]
    turns.append(("click('156')", listing(ms, 36, 4, preview=["StaticText 'From Dribbble'", "heading 'Top shots this week: brutalist landing pages'"] + drib)))
    ms = [m for m in ms if m[0] != "m41"]
    turns.append(("click('137')", listing(ms, 35, 4, "Message(s) deleted successfully.")))
    inv = ("m42", "Hetzner Online", "Invoice R0021458930 for March 2024", "Today 07:03", "96 KB", True)
    inv_body = ["StaticText 'Dear Nora Lindqvist, please find attached invoice R0021458930 for March 2024.'",
                "StaticText 'Amount: 14.83 EUR (incl. 19% VAT). Payment will be collected by SEPA direct debit on 2024-03-21.'",
                "StaticText 'Attachments'", "\t[225] link 'Hetzner_2024-03-14_R0021458930.pdf (88 KB)'"]
    turns.append(("click('153')", view(inv, 3, inv_body)))
    turns.append(("click('206')", view(inv, 3, inv_body, to_box="more")))
    dlg = ["dialog 'Move to...'", "\t[230] searchbox 'Search' value=''", "\t[231] treeitem 'Inbox'", "\t[232] treeitem 'Drafts'", "\t[233] treeitem 'Sent'",
           "\t[234] treeitem 'Junk'", "\t[235] treeitem 'Trash'", "\t[236] treeitem 'Invoices'", "\t[237] treeitem 'Clients'", "\t[238] button 'Cancel'"]
    mv = view(inv, 3, inv_body) + "\n" + "\n".join("\t" + x for x in dlg)
    turns.append(("click('214')", mv))
    ms = [m for m in ms if m[0] != "m42"]
    turns.append(("click('236')", listing(ms, 34, 3, "Message(s) moved successfully.")))
    new = ("m45", "Amira Haddad", "Re: Kickoff call moved to Thursday", "Today 10:41", "9 KB", True)
    turns.append(("click('120')", listing([new] + ms, 35, 4)))
    rs.add(task="web", tid="h29-web-04", system=WEB_SYSTEM, turns=turns,
           state="Goal: tidy Nora's inbox: delete the Figma digest and the Dribbble newsletter, and file the Hetzner March invoice under 'Invoices'.")


# ---------------------------------------------------------------- 05 calendar (Google Calendar), bad: deleted event back
def t05(rs: RowSet) -> None:
    url = "https://calendar.google.com/calendar/u/0/r/week/2024/3/13"
    days = ["Monday, March 11", "Tuesday, March 12", "Wednesday, March 13", "Thursday, March 14", "Friday, March 15", "Saturday, March 16", "Sunday, March 17"]
    ev = [
        (0, "9:30am to 9:45am", "Platform standup", "Google Meet"), (0, "1pm to 2pm", "Lunch with Priyanka", "Tartine Manufactory"),
        (0, "3pm to 4pm", "Roadmap review H2", "Room Ada (8)"), (1, "9:30am to 9:45am", "Platform standup", "Google Meet"),
        (1, "11am to 12pm", "1:1 Marco / Hanna", "Room Hopper (4)"), (1, "4pm to 5pm", "Hiring panel – frontend (candidate: J. Osei)", "Room Ada (8)"),
        (2, "9:30am to 9:45am", "Platform standup", "Google Meet"), (2, "2pm to 3:30pm", "Q1 budget review", "Room Lovelace (12)"),
        (2, "5pm to 5:30pm", "Dentist – Dr. Amari", "2299 Mission St"), (3, "9:30am to 9:45am", "Platform standup", "Google Meet"),
        (3, "10am to 11am", "Design critique: onboarding v4", "Room Hopper (4)"), (4, "9:30am to 9:45am", "Platform standup", "Google Meet"),
        (4, "12pm to 1pm", "Team lunch", "Souvla Hayes Valley"), (4, "3pm to 3:30pm", "Weekly metrics", "Google Meet"),
        (5, "10am to 12pm", "Kids football – Golden Gate Park field 3", ""),
    ]
    new_ev = (3, "2pm to 3pm", "Vendor call – Brightline", "")

    def week(events: list[tuple[int, str, str, str]], extra: list[str] | None = None, snack: str | None = None) -> str:
        lines = ["[100] button 'Main menu'", "[101] link 'Calendar'", "[102] button 'Today'", "[103] button 'Previous week'", "[104] button 'Next week'",
                 "heading 'March 2024'", "[105] button 'Search'", "[106] button 'Support'", "[107] button 'Settings menu'", "[108] button 'Week'",
                 "[109] button 'Google apps'", "[110] button 'Google Account: Hanna Berg (hanna.berg@lumen-labs.io)'",
                 "[111] button 'Create'", "grid 'March 2024'", "\tStaticText 'S M T W T F S'", "\tStaticText '10 11 12 13 14 15 16'",
                 "[112] searchbox 'Search for people' value=''", "heading 'My calendars'", "\t[113] checkbox 'Hanna Berg' checked=true",
                 "\t[114] checkbox 'Birthdays' checked=true", "\t[115] checkbox 'Tasks' checked=true", "heading 'Other calendars'",
                 "\t[116] checkbox 'Holidays in United States' checked=true", "grid ''"]
        for d, day in enumerate(days):
            lines.append(f"\tcolumnheader '{day}{', today' if d == 2 else ''}'")
            lines.append(f"\tgridcell '{day}'")
            for e in sorted([e for e in events if e[0] == d], key=lambda e: ("am" not in e[1].split(" to ")[0], int(e[1].split(" to ")[0].rstrip("apm").split(":")[0]) % 12)):
                loc = f", {e[3]}" if e[3] else ""
                bid = 215 if e == new_ev else 200 + ev.index(e)
                lines.append(f"\t\t[{bid}] button '{e[1]}, {e[2]}, Hanna Berg, Accepted{loc}, {day}, 2024'")
            if d == 3 and new_ev not in events:
                lines.append("\t\t[260] button '2pm to 3pm, empty slot, Thursday, March 14'")
        if snack:
            lines += ["alert ''", f"\tStaticText '{snack}'", "\t[290] button 'Undo'", "\t[291] button 'Close'"]
        for x in extra or []:
            lines.append(x)
        return axtree("Google Calendar - Week of March 11, 2024", lines, url)

    turns = [("goto('https://calendar.google.com/calendar/u/0/r/week/2024/3/13')", week(ev))]
    pop = ["dialog 'Event details'", "\t[300] button 'Edit event'", "\t[301] button 'Delete event'", "\t[302] button 'Email event details'",
           "\t[303] button 'Options'", "\t[304] button 'Close'", "\theading 'Q1 budget review'",
           "\tStaticText 'Wednesday, March 13 ⋅ 2:00 – 3:30pm'", "\tStaticText 'Room Lovelace (12)'", "\tStaticText '5 guests'",
           "\tStaticText '4 yes, 1 awaiting'", "\tStaticText 'Reviewing Q1 spend vs plan. Deck: go/q1-budget'", "\tStaticText 'Hanna Berg'",
           "\tStaticText 'Going?'", "\t[305] radio 'Yes' checked=true", "\t[306] radio 'No' checked=false", "\t[307] radio 'Maybe' checked=false"]
    turns.append(("click('207')", week(ev, pop)))
    ev2 = [e for e in ev if e[2] != "Q1 budget review"]
    turns.append(("click('301')", week(ev2, snack="Event deleted")))

    def quick(title: str) -> list[str]:
        return ["dialog ''", f"\t[310] textbox 'Add title' value='{title}'", "\t[311] tab 'Event' selected=true", "\t[312] tab 'Task'",
                "\t[313] tab 'Appointment schedule'", "\t[314] button 'Thursday, March 14'", "\t[315] button '2:00pm'", "\t[316] button '3:00pm'",
                "\tStaticText 'Time zone · Does not repeat'", "\t[317] button 'Add guests'", "\t[318] button 'Add Google Meet video conferencing'",
                "\t[319] button 'Add location'", "\t[320] button 'Add description or a Google Drive attachment'",
                "\tStaticText 'Hanna Berg · Busy · Default visibility · Notify 10 minutes before'", "\t[321] button 'More options'", "\t[322] button 'Save'"]

    turns.append(("click('260')", week(ev2, quick(""))))
    turns.append(("fill('310', 'Vendor call – Brightline')", week(ev2, quick("Vendor call – Brightline"))))
    ev3 = ev2 + [new_ev]
    turns.append(("click('322')", week(ev + [new_ev], snack="Event saved")))
    pop2 = ["dialog 'Event details'", "\t[300] button 'Edit event'", "\t[301] button 'Delete event'", "\t[302] button 'Email event details'",
            "\t[303] button 'Options'", "\t[304] button 'Close'", "\theading 'Vendor call – Brightline'",
            "\tStaticText 'Thursday, March 14 ⋅ 2:00 – 3:00pm'",
            "\tStaticText 'Reminder: 10 minutes before'", "\tStaticText 'Hanna Berg'"]
    turns.append(("click('215')", week(ev3, pop2)))
    rs.add(task="web", tid="h29-web-05", system=WEB_SYSTEM, turns=turns,
           state="Goal: in Hanna's Google Calendar, delete the Wednesday 'Q1 budget review' (it moved offline) and add a 2pm Thursday event 'Vendor call – Brightline'.",
           bad=True, turn=6, kind="event deleted at turn 3 is back in the week grid after saving an unrelated new event")


# ---------------------------------------------------------------- 06 airline booking (Alaska Airlines), clean
def t06(rs: RowSet) -> None:
    base = "https://www.alaskaair.com/search/results?O=SEA&D=BOS&OD=2024-04-18&A=1&RT=false"
    hdr = ["[100] link 'Alaska Airlines home'", "[101] link 'Book'", "[102] link 'Manage'", "[103] link 'Travel info'", "[104] link 'Mileage Plan'",
           "[105] button 'Marisol Quintero, 48,212 miles'", "StaticText 'Seattle (SEA) to Boston (BOS) · Thu, Apr 18 · 1 adult'", "[106] button 'Edit search'"]
    flights = [
        ("AS 12", "7:00 am", "3:29 pm", "Nonstop", "5h 29m", ["$239", "$289", "$419", "$689"]),
        ("AS 24", "12:55 pm", "9:21 pm", "Nonstop", "5h 26m", ["$209", "$259", "$389", "$649"]),
        ("AS 330 / AS 2", "6:10 am", "4:55 pm", "1 stop · SFO 1h 10m", "7h 45m", ["$199", "$244", "Not available", "$712"]),
        ("AS 6", "10:45 pm", "7:05 am +1", "Nonstop", "5h 20m", ["$179", "$229", "$359", "$598"]),
        ("AS 1024 / AS 420", "8:35 am", "8:12 pm", "1 stop · ORD 1h 55m", "8h 37m", ["$214", "$268", "$402", "Not available"]),
    ]

    def results(fl: list, sort: str, upd: str, picked: str | None = None) -> str:
        lines = hdr + ["heading 'Select your departing flight'", f"[110] combobox 'Sort by' value='{sort}'", "[111] button 'Filters'",
                       "StaticText 'Prices are per person, one way, and include taxes and fees.'", f"StaticText 'Prices last updated {upd}'"]
        for i, (no, dep, arr, stops, dur, fares) in enumerate(fl):
            b = 120 + i * 6
            lines += [f"group '{no}'", f"\tStaticText '{dep} SEA'", f"\tStaticText '{arr} BOS'", f"\tStaticText '{stops} · {dur}'",
                      f"\t[{b}] link 'Flight details {no}'"]
            for j, cab in enumerate(["Saver", "Main", "Premium", "First"]):
                state = " selected=true" if picked == f"{no} {cab}" else ""
                lines.append(f"\t[{b + 1 + j}] button '{cab} {fares[j]}'{state}" if fares[j] != "Not available" else f"\tStaticText '{cab} Not available'")
        if picked:
            lines += ["region 'Your trip'", f"\tStaticText 'Depart: {picked}, Thu Apr 18'", "\tStaticText 'Base fare $226.88'",
                      "\tStaticText 'Taxes and fees $32.12'", "\tStaticText 'Trip total $259.00'", "\t[190] button 'Continue'"]
        return axtree("Choose flights | Alaska Airlines", lines, base + ("&sort=price" if sort != "Recommended" else ""))

    turns = [("goto('https://www.alaskaair.com/search/results?O=SEA&D=BOS&OD=2024-04-18&A=1&RT=false')", results(flights, "Recommended", "just now"))]
    by_price = sorted(flights, key=lambda f: int(f[5][0].strip("$")))
    turns.append(("select_option('110', 'Price: low to high')", results(by_price, "Price: low to high", "1 minute ago")))
    # AS 24 is the third card after sorting by saver price (179, 199, 209, 214, 239): card bid 132, Main = 134
    turns.append(("click('134')", results(by_price, "Price: low to high", "2 minutes ago", picked="AS 24 Main")))
    who = hdr + ["heading 'Who’s flying?'", "StaticText 'Signed in as a Mileage Plan member; details filled from your profile.'",
                 "[200] textbox 'First name' value='Marisol'", "[201] textbox 'Middle name' value=''", "[202] textbox 'Last name' value='Quintero'",
                 "[203] textbox 'Date of birth' value='09/23/1986'", "[204] combobox 'Gender' value='Female'",
                 "[205] textbox 'Mileage Plan number' value='214 558 903'", "[206] textbox 'Known Traveler Number' value='TT41K92Q'",
                 "[207] textbox 'Email' value='marisol.q@protonmail.com'", "[208] textbox 'Phone' value='(206) 555-0148'",
                 "region 'Your trip'", "\tStaticText 'AS 24 · SEA 12:55 pm → BOS 9:21 pm · Main'", "\tStaticText 'Trip total $259.00'",
                 "[209] button 'Continue to seats'"]
    turns.append(("click('190')", axtree("Traveler info | Alaska Airlines", who, "https://www.alaskaair.com/booking/travelers")))

    taken = {"12A", "12B", "13C", "13D", "14A", "14F", "15C", "15D", "16B", "16E", "17A", "17C", "18D", "18F", "19B", "20C", "20D", "21E", "22A", "22F"}

    def seats(sel: str | None, timer: str, tk: set[str]) -> str:
        lines = hdr + ["heading 'Choose your seat'", "StaticText 'AS 24 · Boeing 737-900ER · SEA → BOS'",
                       f"timer ''\n\t\tStaticText 'Your fare is held for {timer}'",
                       "StaticText 'Preferred seats rows 12–16: $40 · Standard rows 17–22: included'"]
        b = 400
        for row in range(12, 23):
            lines.append(f"group 'Row {row}'")
            for col in "ABCDEF":
                s = f"{row}{col}"
                pref = row <= 16
                if s == sel:
                    st = "selected"
                elif s in tk:
                    st = "unavailable"
                else:
                    st = "available"
                price = "$40" if pref else "included"
                lines.append(f"\t[{b}] button 'Seat {s}, {'Preferred' if pref else 'Standard'}, {price}, {st}'" + (" disabled=true" if st == "unavailable" else ""))
                b += 1
        seat_fee = 40 if sel and int(sel[:-1]) <= 16 else 0
        lines += ["region 'Your trip'", "\tStaticText 'Main fare $259.00'", f"\tStaticText 'Seat {sel or 'not selected'}{f' ${seat_fee}.00' if seat_fee else ''}'",
                  f"\tStaticText 'Trip total ${259 + seat_fee}.00'", "[480] button 'Continue'", "[481] button 'Skip seat selection'"]
        return axtree("Seats | Alaska Airlines", lines, "https://www.alaskaair.com/booking/seats")

    turns.append(("click('209')", seats(None, "19:40", taken)))
    # seat 14C: row 14 -> index (14-12)*6 + 2 = 14 -> bid 414
    turns.append(("click('414')", seats("14C", "18:55", taken)))
    # meanwhile someone else took 15B; agent picks 21A: index (21-12)*6 + 0 = 54 -> bid 454
    turns.append(("click('454')", seats("21A", "18:21", taken | {"15B"})))
    pay = hdr + ["heading 'Review and pay'", "timer ''", "\tStaticText 'Your fare is held for 17:02'",
                 "StaticText 'AS 24 · Thu, Apr 18 · SEA 12:55 pm → BOS 9:21 pm · Nonstop · Main · Seat 21A'",
                 "StaticText 'Marisol Quintero · Mileage Plan 214 558 903'", "StaticText 'Base fare $226.88'", "StaticText 'Taxes and fees $32.12'",
                 "StaticText 'Seat 21A included'", "StaticText 'Trip total $259.00'", "StaticText 'Miles you’ll earn: 2,496'",
                 "[500] radio 'Alaska Airlines Visa Signature ending 4417' checked=false", "[501] radio 'Add a new card' checked=false",
                 "[502] radio 'PayPal' checked=false", "[503] checkbox 'I agree to the fare rules and contract of carriage' checked=false",
                 "[504] button 'Purchase' disabled=true"]
    turns.append(("click('480')", axtree("Review and pay | Alaska Airlines", pay, "https://www.alaskaair.com/booking/payment")))
    pay2 = [x.replace("[500] radio 'Alaska Airlines Visa Signature ending 4417' checked=false", "[500] radio 'Alaska Airlines Visa Signature ending 4417' checked=true")
            .replace("held for 17:02", "held for 16:38") for x in pay]
    pay2.insert(pay2.index("[501] radio 'Add a new card' checked=false"), "StaticText 'Earn 3x miles on Alaska purchases with this card'")
    turns.append(("click('500')", axtree("Review and pay | Alaska Airlines", pay2, "https://www.alaskaair.com/booking/payment")))
    rs.add(task="web", tid="h29-web-06", system=WEB_SYSTEM, turns=turns,
           state="Goal: book Marisol a one-way Main fare SEA→BOS on Apr 18 on the cheapest nonstop afternoon flight, with a free standard window seat, and get to payment with her Alaska Visa selected.")


# ---------------------------------------------------------------- 07 school LMS (Moodle grader report), bad: untouched grade drifts
def t07(rs: RowSet) -> None:
    base = "https://learn.westbrook-cc.edu"
    cols = ["Quiz 1", "Quiz 2", "Lab 1", "Lab 2", "Lab 3"]
    studs = [
        ("Ana Costa", "ana.costa@students.westbrook-cc.edu", ["18.00", "16.00", "91.00", "88.00", "90.00"]),
        ("Marcus Bell", "marcus.bell@students.westbrook-cc.edu", ["15.00", "18.00", "77.00", "81.00", "84.00"]),
        ("Priya Nair", "priya.nair@students.westbrook-cc.edu", ["19.00", "17.50", "94.00", "96.00", "-"]),
        ("Tomás Ruiz", "tomas.ruiz@students.westbrook-cc.edu", ["12.00", "14.00", "70.00", "65.00", "-"]),
        ("Grace Okafor", "grace.okafor@students.westbrook-cc.edu", ["20.00", "19.00", "98.00", "92.00", "95.00"]),
        ("Liam Doyle", "liam.doyle@students.westbrook-cc.edu", ["14.50", "13.00", "68.00", "74.00", "71.00"]),
        ("Sofia Ivanova", "sofia.ivanova@students.westbrook-cc.edu", ["17.00", "16.50", "85.00", "90.00", "88.00"]),
        ("Kenji Watanabe", "kenji.watanabe@students.westbrook-cc.edu", ["16.00", "15.00", "80.00", "79.00", "82.00"]),
    ]
    top = ["[100] link 'Westbrook Community College'", "[101] link 'Home'", "[102] link 'Dashboard'", "[103] link 'My courses'",
           "[104] button 'Notifications 1'", "[105] button 'Messages'", "[106] button 'User menu: Dr. Elena Marsh'",
           "navigation 'Breadcrumb'", "\t[110] link 'BIO 201'", "\t[111] link 'Grades'", "\t[112] link 'Grader report'",
           "heading 'BIO 201: Cell Biology (Spring 2024)'", "[113] link 'Course'", "[114] link 'Settings'", "[115] link 'Participants'",
           "[116] link 'Grades'", "[117] link 'Reports'", "[118] link 'More'"]

    def grader(st: list, editing: bool, msg: str | None = None, sort: str | None = None) -> str:
        lines = top + ["[120] combobox 'Grader report' value='Grader report'", "[121] button 'All participants'", "[122] button 'Collapsed columns 0'",
                       f"[123] checkbox 'Edit mode' checked={'true' if editing else 'false'}", "heading 'Grader report'"]
        if msg:
            lines.append(f"alert ''\n\t\tStaticText '{msg}'")
        lines += ["StaticText '8 participants'", "table 'Grader report'", "\trow ''", "\t\t[130] columnheader 'First name / Last name'",
                  "\t\tcolumnheader 'Email address'"]
        for j, c in enumerate(cols):
            arrow = " sorted ascending" if sort == c else ""
            lines.append(f"\t\t[{131 + j}] columnheader '{c}{arrow}'")
        order = list(range(len(st)))
        if sort:
            k = cols.index(sort)
            order.sort(key=lambda i: float(st[i][2][k]) if st[i][2][k] != "-" else -1)
        for i in order:
            name, mail, g = st[i]
            lines += ["\trow ''", f"\t\t[{150 + i * 10}] link '{name}'", f"\t\tgridcell '{mail}'"]
            for j, v in enumerate(g):
                if editing:
                    lines.append(f"\t\t[{151 + i * 10 + j}] textbox '{name} {cols[j]}' value='{'' if v == '-' else v}'")
                else:
                    lines.append(f"\t\tgridcell '{v}'")
        if editing:
            lines += ["[240] button 'Save changes'", "[241] button 'Cancel'"]
        return axtree("BIO 201: Cell Biology (Spring 2024): View: Grader report | Westbrook CC", lines,
                      f"{base}/grade/report/grader/index.php?id=1417" + (f"&sortitemid={cols.index(sort) + 8801}" if sort else ""))

    st = [(n, m, list(g)) for n, m, g in studs]
    turns = [("goto('https://learn.westbrook-cc.edu/grade/report/grader/index.php?id=1417')", grader(st, False))]
    turns.append(("click('123')", grader(st, True)))
    st_tmp = [(n, m, list(g)) for n, m, g in st]
    st_tmp[2][2][4] = "86"
    turns.append(("fill('175', '86')", grader(st_tmp, True)))
    st_tmp[3][2][4] = "72"
    turns.append(("fill('185', '72')", grader(st_tmp, True)))
    st[2][2][4] = "86.00"
    st[3][2][4] = "72.00"
    turns.append(("click('240')", grader(st, True, msg="Grades saved: 2 grades updated")))
    ur = top[:8] + ["\t[110] link 'BIO 201'", "\t[111] link 'Grades'", "\t[119] link 'User report'", "heading 'BIO 201: Cell Biology (Spring 2024)'",
                    "[120] combobox 'User report' value='User report'", "[124] combobox 'Select a user' value='Priya Nair'",
                    "heading 'Priya Nair'", "table 'User report - Priya Nair'", "\trow ''", "\t\tcolumnheader 'Grade item'",
                    "\t\tcolumnheader 'Calculated weight'", "\t\tcolumnheader 'Grade'", "\t\tcolumnheader 'Range'", "\t\tcolumnheader 'Percentage'",
                    "\t\tcolumnheader 'Feedback'", "\t\tcolumnheader 'Contribution to course total'"]
    items = [("Quiz 1", "10.00 %", "19.00", "0–20", "95.00 %", "", "9.50 %"), ("Quiz 2", "10.00 %", "17.50", "0–20", "87.50 %", "Careful with the Na+/K+ pump stoichiometry", "8.75 %"),
             ("Lab 1", "25.00 %", "94.00", "0–100", "94.00 %", "", "23.50 %"), ("Lab 2", "25.00 %", "96.00", "0–100", "96.00 %", "Excellent microscopy figures", "24.00 %"),
             ("Lab 3", "30.00 %", "86.00", "0–100", "86.00 %", "", "25.80 %")]
    for it in items:
        ur += ["\trow ''", f"\t\trowheader '{it[0]}'"] + [f"\t\tgridcell '{x}'" for x in it[1:]]
    ur += ["\trow ''", "\t\trowheader 'Course total'", "\t\tgridcell '-'", "\t\tgridcell '91.55'", "\t\tgridcell '0–100'", "\t\tgridcell '91.55 %'",
           "\t\tgridcell ''", "\t\tgridcell '-'"]
    turns.append(("click('170')", axtree("BIO 201: Cell Biology (Spring 2024): View: User report | Westbrook CC", ur,
                                         f"{base}/grade/report/user/index.php?id=1417&userid=30982")))
    turns.append(("go_back()", grader(st, True)))
    shown = [(n, m, list(g)) for n, m, g in st]
    shown[1][2][1] = "13.00"
    turns.append(("click('123')", grader(shown, False)))
    turns.append(("click('135')", grader(st, False, sort="Lab 3")))
    sv = top[:8] + ["\t[110] link 'BIO 201'", "\t[111] link 'Grades'", "\t[119] link 'Single view'", "heading 'Single view for Lab 3'",
                    "[120] combobox 'Single view' value='Single view'", "[124] combobox 'Select a grade item' value='Lab 3'",
                    "StaticText 'Grade item: Lab 3 (Assignment) · Range 0–100 · Due 8 March 2024'", "[125] button 'Actions'",
                    "table 'Single view for Lab 3'", "\trow ''", "\t\tcolumnheader 'User full name'", "\t\tcolumnheader 'Grade'",
                    "\t\tcolumnheader 'Override'", "\t\tcolumnheader 'Exclude'", "\t\tcolumnheader 'Feedback'"]
    for i, (n, _m, g) in enumerate(st):
        sv += ["\trow ''", f"\t\t[{300 + i * 4}] link '{n}'", f"\t\t[{301 + i * 4}] textbox 'Grade for {n}' value='{g[4]}' disabled=true",
               f"\t\t[{302 + i * 4}] checkbox 'Override for {n}' checked=false", f"\t\t[{303 + i * 4}] checkbox 'Exclude for {n}' checked=false",
               "\t\tgridcell ''"]
    sv += ["[340] button 'Save'", "[341] button 'Cancel'"]
    turns.append(("goto('https://learn.westbrook-cc.edu/grade/report/singleview/index.php?id=1417&item=grade&itemid=8805')", axtree("BIO 201: Cell Biology (Spring 2024): View: Single view | Westbrook CC", sv,
                                         f"{base}/grade/report/singleview/index.php?id=1417&item=grade&itemid=8805")))
    rs.add(task="web", tid="h29-web-07", system=WEB_SYSTEM, turns=turns,
           state="Goal: in the BIO 201 gradebook, enter the missing Lab 3 grades (Priya Nair 86, Tomás Ruiz 72) and check Priya's course total.",
           bad=True, turn=8, kind="gradebook cell for an untouched student (Quiz 2) changes value when edit mode is turned off")


# ---------------------------------------------------------------- 08 property-rental dashboard, clean
def t08(rs: RowSet) -> None:
    base = "https://app.rentwise.io/harbor-pine"
    side = ["[100] link 'Rentwise'", "navigation ''", "\t[101] link 'Dashboard'", "\t[102] link 'Properties'", "\t[103] link 'Tenants'",
            "\t[104] link 'Payments'", "\t[105] link 'Work orders'", "\t[106] link 'Leases'", "\t[107] link 'Reports'", "\t[108] link 'Settings'",
            "StaticText 'Harbor & Pine Properties'", "[109] button 'Account: Renata Ilić'"]
    owed = [("3B", "Oakridge Commons", "Dario Fenn", 1475, 9), ("1A", "Oakridge Commons", "Helen Ortiz", 1350, 4),
            ("5", "Linden Court", "Samuel Achebe", 2100, 2), ("12", "Linden Court", "Beatriz Lopes", 780, 9),
            ("2C", "Wharf Lofts", "Yuki Tan", 1395, 1), ("7", "Wharf Lofts", "Omar Haddad", 1480, 1)]

    def money(x: float) -> str:
        return f"${x:,.2f}"

    def dash(ow: list, collected: int, fees: int, sync: str, activity: list[str]) -> str:
        tot = sum(o[3] for o in ow)
        lines = side + ["heading 'Dashboard'", f"StaticText 'Bank feed last synced {sync}'", "[110] button 'Sync now'",
                        "region 'Occupancy'", "\tStaticText '24 units · 22 occupied · 2 vacant'", "\tStaticText '91.7%'",
                        "region 'March 2024 rent'", f"\tStaticText 'Collected {money(collected)} of $46,900.00'",
                        f"\tStaticText '{collected / 46900 * 100:.1f}%'", f"\tStaticText 'Late fees collected {money(fees)}'",
                        "region 'Open work orders'", "\tStaticText '7'", "\t[111] link 'View work orders'",
                        "heading 'Outstanding balances'", f"StaticText '{len(ow)} tenants · {money(tot)} incl. late fees'"]
        rws = []
        for i, (u, p, t, bal, late) in enumerate(ow):
            rws.append([u, p, f"[{120 + i}] link '{t}'", money(bal), f"{late} day{'s' if late != 1 else ''} late"])
        lines += rows_to_lines(["Unit", "Property", "Tenant", "Balance", "Status"], rws, 0, "Outstanding balances")
        lines += ["heading 'Recent activity'", "list ''"] + [f"\tlistitem '{a}'" for a in activity]
        return axtree("Dashboard · Rentwise", lines, base + "/dashboard")

    act0 = ["Lease renewal signed – Unit 9, Linden Court – yesterday", "Work order WO-3317 completed – Unit 4A, Oakridge Commons – yesterday",
            "Online payment received – Unit 6, Wharf Lofts – $1,520.00 – Mar 8"]
    turns = [("goto('https://app.rentwise.io/harbor-pine/dashboard')", dash(owed, 38420, 150, "3 minutes ago", act0))]
    ledger0 = [("03/06/2024", "Late fee (5-day grace exceeded)", "$50.00", "", "$1,475.00"), ("03/01/2024", "Rent – March 2024", "$1,425.00", "", "$1,425.00"),
               ("02/03/2024", "Payment – ACH – thank you", "", "$1,425.00", "$0.00"), ("02/01/2024", "Rent – February 2024", "$1,425.00", "", "$1,425.00"),
               ("01/02/2024", "Payment – ACH – thank you", "", "$1,425.00", "$0.00"), ("01/01/2024", "Rent – January 2024", "$1,425.00", "", "$1,425.00")]

    def tenant(ledger: list, bal: str, status: str, msg: str | None = None, form: list[str] | None = None) -> str:
        lines = side + ["navigation 'Breadcrumb'", "\t[130] link 'Tenants'", "\tStaticText 'Dario Fenn'", "heading 'Dario Fenn'",
                        "StaticText 'Unit 3B · Oakridge Commons, 1180 Oakridge Ave'", "StaticText 'Lease 08/01/2023 – 07/31/2024 · Rent $1,425.00 / month'",
                        f"StaticText 'Balance {bal}'", f"StaticText '{status}'", "[131] button 'Record payment'", "[132] button 'Add charge'",
                        "[133] button 'Message tenant'", "tablist ''", "\t[134] tab 'Ledger' selected=true", "\t[135] tab 'Lease'", "\t[136] tab 'Documents'",
                        "\t[137] tab 'Work orders'"]
        if msg:
            lines.append(f"status ''\n\t\tStaticText '{msg}'")
        lines += rows_to_lines(["Date", "Description", "Charge", "Payment", "Balance"], [list(x) for x in ledger], 0, "Ledger")
        if form:
            lines += ["dialog 'Record payment'"] + ["\t" + x for x in form]
        return axtree("Dario Fenn · Tenants · Rentwise", lines, base + "/tenants/t-40872")

    def pform(amount: str, method: str, ref: str) -> list[str]:
        return ["StaticText 'Tenant: Dario Fenn · Unit 3B'", f"[140] textbox 'Amount' value='{amount}'", "[141] textbox 'Date received' value='03/10/2024'",
                f"[142] combobox 'Method' value='{method}'", f"[143] textbox 'Reference / check number' value='{ref}'",
                "[144] textbox 'Memo' value=''", "[145] combobox 'Apply to' value='Oldest charges first'", "[146] checkbox 'Email receipt to tenant' checked=true",
                "[147] button 'Cancel'", "[148] button 'Save payment'"]

    turns.append(("click('120')", tenant(ledger0, "$1,475.00", "9 days late")))
    turns.append(("click('131')", tenant(ledger0, "$1,475.00", "9 days late", form=pform("", "Select…", ""))))
    turns.append(("fill('140', '1475.00')", tenant(ledger0, "$1,475.00", "9 days late", form=pform("1475.00", "Select…", ""))))
    turns.append(("select_option('142', 'Check')", tenant(ledger0, "$1,475.00", "9 days late", form=pform("1475.00", "Check", ""))))
    turns.append(("fill('143', '1187')", tenant(ledger0, "$1,475.00", "9 days late", form=pform("1475.00", "Check", "1187"))))
    ledger1 = [("03/10/2024", "Payment – Check #1187", "", "$1,475.00", "$0.00")] + ledger0
    turns.append(("click('148')", tenant(ledger1, "$0.00", "Current", msg="Payment of $1,475.00 recorded. Receipt emailed to dario.fenn@gmail.com.")))
    owed2 = [o for o in owed if o[0] not in ("3B", "2C")]
    act2 = ["Online payment received – Unit 2C, Wharf Lofts – $1,395.00 – 2 minutes ago",
            "Payment recorded by Renata Ilić – Unit 3B, Oakridge Commons – $1,475.00 – 3 minutes ago"] + act0
    turns.append(("click('101')", dash(owed2, 38420 + 1425 + 1395, 200, "just now", act2)))
    wos = [("WO-3342", "Oakridge Commons", "1A", "Dishwasher not draining", "Plumbing", "High", "Open", "Mar 9"),
           ("WO-3339", "Wharf Lofts", "7", "Intercom buzzer dead", "Electrical", "Medium", "Scheduled Mar 12", "Mar 8"),
           ("WO-3338", "Linden Court", "12", "Bedroom window won’t latch", "General", "Medium", "Open", "Mar 8"),
           ("WO-3335", "Oakridge Commons", "Common", "Parking gate remote pairing", "General", "Low", "Waiting on vendor", "Mar 6"),
           ("WO-3331", "Linden Court", "5", "Bathroom fan noisy", "Electrical", "Low", "Open", "Mar 4"),
           ("WO-3329", "Wharf Lofts", "2C", "Radiator valve leaking", "Plumbing", "High", "Scheduled Mar 11", "Mar 3"),
           ("WO-3322", "Oakridge Commons", "3B", "Replace smoke detector battery", "Safety", "Medium", "Open", "Feb 28")]

    def wo_page(items: list, prop: str) -> str:
        lines = side + ["heading 'Work orders'", "[150] button 'New work order'", f"[151] combobox 'Property' value='{prop}'",
                        "[152] combobox 'Status' value='All open'", "[153] searchbox 'Search work orders' value=''",
                        f"StaticText '{len(items)} of 7 open work orders'"]
        rws = [[f"[{160 + i}] link '{w[0]}'", *w[1:]] for i, w in enumerate(items)]
        lines += rows_to_lines(["ID", "Property", "Unit", "Issue", "Category", "Priority", "Status", "Reported"], rws, 0, "Work orders")
        return axtree("Work orders · Rentwise", lines, base + "/work-orders" + ("" if prop == "All properties" else "?property=oakridge-commons"))

    turns.append(("click('111')", wo_page(wos, "All properties")))
    turns.append(("select_option('151', 'Oakridge Commons')", wo_page([w for w in wos if w[1] == "Oakridge Commons"], "Oakridge Commons")))
    rs.add(task="web", tid="h29-web-08", system=WEB_SYSTEM, turns=turns,
           state="Goal: record Dario Fenn's check #1187 for $1,475.00 (March rent plus late fee) in Rentwise, then review the open work orders for Oakridge Commons.")


# ---------------------------------------------------------------- 09 hospital scheduling portal, bad: confirmation number changes
def t09(rs: RowSet) -> None:
    base = "https://mychart.mercypoint.org/scheduling"
    top = ["[100] link 'MercyPoint Health'", "[101] link 'Home'", "[102] link 'Messages 1'", "[103] link 'Test results'", "[104] link 'Visits'",
           "[105] link 'Billing'", "[106] button 'Arjun Mehta'", "[107] button 'Log out'"]
    old = ("Mon, Apr 1, 2024 · 8:20 AM", "Annual physical – Primary Care", "Dr. Lisa Hartmann, MD", "MercyPoint Clinic – Riverside, 2nd floor, Suite 210", "MPH-4471-19652", "Completed")
    conf = "MPH-4471-20983"

    def visits(derm_conf: str | None, q: str) -> str:
        lines = top + ["heading 'Visits'", "[110] link 'Schedule an appointment'", "tablist ''", "\t[111] tab 'Upcoming' selected=true",
                       "\t[112] tab 'Past visits'", "\t[113] tab 'Canceled'", "list 'Upcoming visits'"]
        items = [(old, 120)]
        if derm_conf:
            items.append((("Tue, Apr 9, 2024 · 10:40 AM", "New patient visit – Dermatology", "Dr. Chidi Okafor, MD",
                           "MercyPoint Specialty Center, 3rd floor, Dermatology", derm_conf, q), 130))
        for (when, what, who, where, cn, qs), b in items:
            lines += ["\tlistitem ''", f"\t\t[{b}] link '{what}'", f"\t\tStaticText '{when}'", f"\t\tStaticText '{who}'", f"\t\tStaticText '{where}'",
                      f"\t\tStaticText 'Confirmation # {cn}'", "\t\tStaticText 'eCheck-In: available 7 days before'",
                      f"\t\tStaticText 'Pre-visit questionnaire: {qs}'", f"\t\t[{b + 1}] button 'Reschedule'", f"\t\t[{b + 2}] button 'Cancel'",
                      f"\t\t[{b + 3}] link 'Add to calendar'"]
        lines += ["StaticText 'Need to be seen today? Call the nurse line at (614) 555-0190, open 24/7.'"]
        return axtree("Visits - MercyPoint MyChart", lines, "https://mychart.mercypoint.org/visits")

    turns = [("goto('https://mychart.mercypoint.org/visits')", visits(None, "Completed"))]
    depts = "Allergy, Cardiology, Dermatology, Endocrinology, Gastroenterology, Orthopedics, Primary Care, Sleep Medicine"

    def step1(dept: str) -> str:
        lines = top + ["heading 'Schedule an appointment'", "StaticText 'Step 1 of 3 · Choose a visit'", f"[140] combobox 'Department' value='{dept}'",
                       f"StaticText 'Options: {depts}'", "[141] combobox 'Visit type' value='New patient visit'" if dept else "[141] combobox 'Visit type' value='' disabled=true",
                       "[142] combobox 'Location' value='Any location'", "[143] textbox 'Reason for visit' value=''"]
        if dept:
            lines += ["heading 'Available times'", "StaticText 'Showing the next 7 days with availability · Times are Eastern'",
                      "group 'Dr. Chidi Okafor, MD · Dermatology · MercyPoint Specialty Center'", "\tStaticText 'Accepting new patients · 4.9 (212 reviews)'",
                      "\t[150] button 'Tue, Apr 9 10:40 AM'", "\t[151] button 'Tue, Apr 9 11:20 AM'", "\t[152] button 'Thu, Apr 11 2:00 PM'",
                      "group 'Dr. Hanna Sjöberg, MD · Dermatology · MercyPoint Clinic – Riverside'", "\tStaticText 'Accepting new patients · 4.8 (167 reviews)'",
                      "\t[153] button 'Wed, Apr 10 9:00 AM'", "\t[154] button 'Fri, Apr 12 3:30 PM'",
                      "group 'Ruth Adeyemi, PA-C · Dermatology · MercyPoint Specialty Center'", "\tStaticText 'Accepting new patients'",
                      "\t[155] button 'Mon, Apr 8 1:10 PM'", "\t[156] button 'Mon, Apr 8 1:50 PM'", "\t[157] button 'Fri, Apr 12 8:30 AM'",
                      "[158] button 'Show more times'", "[159] button 'Join the waitlist for earlier times'"]
        return axtree("Schedule an appointment - MercyPoint MyChart", lines, base + ("?dept=derm" if dept else ""))

    turns.append(("click('110')", step1("")))
    turns.append(("select_option('140', 'Dermatology')", step1("Dermatology")))
    review = top + ["heading 'Schedule an appointment'", "StaticText 'Step 3 of 3 · Review and confirm'",
                    "StaticText 'New patient visit – Dermatology'", "StaticText 'Tue, Apr 9, 2024 at 10:40 AM (arrive by 10:25 AM) · 40 minutes'",
                    "StaticText 'Dr. Chidi Okafor, MD'", "StaticText 'MercyPoint Specialty Center, 455 E. Town St, 3rd floor, Columbus, OH 43215'",
                    "StaticText 'Coverage: Aetna Choice POS II · Member ID W284113907 · Specialist copay $45.00'",
                    "[160] textbox 'Reason for visit' value='REASON'",
                    "[161] checkbox 'Send me a text reminder at (614) 555-0177' checked=true",
                    "[162] checkbox 'Add me to the waitlist for an earlier time' checked=false", "[163] button 'Back'", "[164] button 'Schedule it'"]
    turns.append(("click('150')", axtree("Review - MercyPoint MyChart", [x.replace("REASON", "") for x in review], base + "/review")))
    reason = "Mole on left shoulder changed shape"
    turns.append((f"fill('160', '{reason}')", axtree("Review - MercyPoint MyChart", [x.replace("REASON", reason) for x in review], base + "/review")))

    def confirmed(qdone: bool) -> str:
        lines = top + (["alert ''", "\tStaticText 'Thank you! Your questionnaire was submitted.'"] if qdone else []) + [
            "heading 'You’re scheduled!'", f"StaticText 'Confirmation # {conf}'", "StaticText 'New patient visit – Dermatology'",
            "StaticText 'Tue, Apr 9, 2024 at 10:40 AM (arrive by 10:25 AM)'", "StaticText 'Dr. Chidi Okafor, MD'",
            "StaticText 'MercyPoint Specialty Center, 455 E. Town St, 3rd floor, Columbus, OH 43215'", "StaticText 'Estimated copay: $45.00'",
            "heading 'To-do before your visit'",
            "\tStaticText 'Pre-visit questionnaire: Completed'" if qdone else "\t[170] link 'Complete your pre-visit questionnaire (due Apr 8)'",
            "\t[171] link 'eCheck-In (opens Apr 2)'", "\t[172] link 'Update insurance'", "[173] link 'Add to calendar'", "[174] link 'Go to Visits'",
            "[175] link 'Get directions'"]
        return axtree("Appointment scheduled - MercyPoint MyChart", lines, base + "/confirmed?c=" + conf)

    turns.append(("click('164')", confirmed(False)))
    qs = ["Changing or new mole", "Rash or itching", "Acne", "Hair or nail concerns", "Skin cancer check", "Other"]

    def questionnaire(checked: set[str]) -> str:
        lines = top + ["heading 'Pre-visit questionnaire – Dermatology'", f"StaticText 'For your visit on Tue, Apr 9 with Dr. Chidi Okafor · Confirmation # {conf}'",
                       "group 'What would you like to discuss? (select all that apply)'"]
        lines += [f"\t[{180 + i}] checkbox '{q}' checked={'true' if q in checked else 'false'}" for i, q in enumerate(qs)]
        lines += ["[190] radio 'Has anyone in your family had melanoma? Yes' checked=false", "[191] radio 'Has anyone in your family had melanoma? No' checked=true",
                  "[192] textbox 'How long have you noticed the change?' value='About 3 months'", "[193] textbox 'Current medications' value='Lisinopril 10 mg daily'",
                  "[194] button 'Save for later'", "[195] button 'Submit'"]
        return axtree("Questionnaire - MercyPoint MyChart", lines, "https://mychart.mercypoint.org/questionnaires/q-55213")

    turns.append(("click('170')", questionnaire(set())))
    turns.append(("check('180')", questionnaire({"Changing or new mole"})))
    turns.append(("check('184')", questionnaire({"Changing or new mole", "Skin cancer check"})))
    turns.append(("click('195')", confirmed(True)))
    turns.append(("click('174')", visits("MPH-4471-20938", "Completed")))
    det = top + ["navigation 'Breadcrumb'", "\t[200] link 'Visits'", "heading 'New patient visit – Dermatology'",
                 "StaticText 'Tue, Apr 9, 2024 at 10:40 AM (arrive by 10:25 AM) · 40 minutes'", f"StaticText 'Confirmation # {conf}'",
                 "StaticText 'Dr. Chidi Okafor, MD'", "StaticText 'MercyPoint Specialty Center, 455 E. Town St, 3rd floor, Columbus, OH 43215'",
                 "StaticText 'Reason: Mole on left shoulder changed shape'", "StaticText 'Pre-visit questionnaire: Completed Mar 28, 2024'",
                 "StaticText 'Text reminder: on'", "[201] button 'Reschedule'", "[202] button 'Cancel appointment'", "[203] link 'Add to calendar'",
                 "[204] link 'Get directions'", "StaticText 'Parking: Town St garage, validate at front desk'"]
    turns.append(("click('130')", axtree("Appointment details - MercyPoint MyChart", det, "https://mychart.mercypoint.org/visits/v-8812047")))
    rs.add(task="web", tid="h29-web-09", system=WEB_SYSTEM, turns=turns,
           state="Goal: book Arjun Mehta the earliest new-patient dermatology visit with Dr. Okafor and complete the pre-visit questionnaire (changing mole, skin cancer check). Today is Thu, Mar 28, 2024.",
           bad=True, turn=11, kind="appointment confirmation number shown on the Visits list differs from the one given at booking")


# ---------------------------------------------------------------- 10 farm co-op store, clean
def t10(rs: RowSet) -> None:
    base = "https://market.driftlessgrowers.coop"
    prods = [
        ("Heirloom tomatoes", "Ridgeway Farm", "$4.50 / lb", "priced by weight"), ("Pasture-raised eggs, dozen", "Yellow Door Hens", "$7.00 each", ""),
        ("Raw wildflower honey, 12 oz", "Bluffside Apiary", "$12.00 each", ""), ("Rainbow chard, bunch", "Ridgeway Farm", "$3.25 each", ""),
        ("Sourdough country loaf", "Oneota Bakehouse", "$8.00 each", ""), ("Grass-fed ground beef", "Kettle Creek Cattle", "$8.75 / lb", "priced by weight"),
        ("Aged gouda wedge, ~8 oz", "Canoe Valley Creamery", "$9.50 each", ""), ("Spring salad mix, 1/2 lb bag", "Hummingbird Gardens", "$6.00 each", ""),
    ]

    def market(stock: list[int], items: int, closes: str, toast: str | None = None) -> str:
        lines = ["[100] link 'Driftless Growers Co-op'", "[101] link 'Shop'", "[102] link 'Producers'", "[103] link 'Pickup sites'", "[104] link 'My orders'",
                 f"[105] link 'Cart ({items} item{'s' if items != 1 else ''})'", "[106] button 'Ruth Anders (member #2218)'",
                 "heading 'Market week: May 20–25'", f"StaticText 'Ordering closes in {closes} (Thu 8:00 PM)'",
                 "[107] combobox 'Category' value='All'", "[108] combobox 'Sort' value='Featured'", "[109] searchbox 'Search products' value=''"]
        if toast:
            lines.append(f"status ''\n\t\tStaticText '{toast}'")
        for i, ((name, farm, price, note), st) in enumerate(zip(prods, stock)):
            b = 120 + i * 3
            lines += [f"article '{name}'", f"\t[{b}] link '{name}'", f"\t[{b + 1}] link '{farm}'", f"\tStaticText '{price}'"]
            if note:
                lines.append(f"\tStaticText '{note}; final price set at packing'")
            lines += [f"\tStaticText '{st} left'" if st else "\tStaticText 'Sold out'",
                      f"\t[{b + 2}] button 'Add to cart'" + ("" if st else " disabled=true")]
        return axtree("Shop · Driftless Growers Co-op", lines, base + "/shop")

    turns = [("goto('https://market.driftlessgrowers.coop/shop')", market([14, 9, 6, 11, 4, 20, 7, 0], 0, "1 day 5 hours"))]
    turns.append(("click('122')", market([13, 9, 6, 11, 4, 20, 7, 0], 1, "1 day 5 hours", "Added Heirloom tomatoes (1 lb) to your cart")))
    # between these clicks other members bought tomatoes and bread
    turns.append(("click('125')", market([11, 8, 6, 11, 3, 20, 7, 0], 2, "1 day 5 hours", "Added Pasture-raised eggs, dozen to your cart")))
    turns.append(("click('128')", market([11, 8, 5, 11, 3, 19, 7, 0], 3, "1 day 4 hours", "Added Raw wildflower honey, 12 oz to your cart")))

    def cart(lines_: list[tuple[str, str, str, str, str]], n: int, sub: str, disc: str, total: str, kg: bool, slot: str, spots: list[str], msg: str | None = None) -> str:
        lines = ["[100] link 'Driftless Growers Co-op'", "[101] link 'Shop'", "[104] link 'My orders'", f"[105] link 'Cart ({n} items)'",
                 "heading 'Your cart'", f"[200] switch 'Show weights in kg' checked={'true' if kg else 'false'}"]
        if msg:
            lines.append(f"status ''\n\t\tStaticText '{msg}'")
        rws = []
        for i, (name, unit, qty, qlabel, lt) in enumerate(lines_):
            rws.append([f"[{210 + i * 3}] link '{name}'", unit, f"[{211 + i * 3}] spinbutton 'Quantity for {name}' value='{qty}'", qlabel, lt,
                        f"[{212 + i * 3}] button 'Remove {name}'"])
        lines += rows_to_lines(["Item", "Price", "Quantity", "", "Total", ""], rws, 0, "Cart items")
        lines += ["StaticText 'Items priced by weight are estimated; you pay the packed weight at pickup.'",
                  f"StaticText 'Subtotal {sub}'", f"StaticText 'Member discount (5%) −{disc}'", f"StaticText 'Estimated total {total}'",
                  f"[230] combobox 'Pickup' value='{slot}'"]
        lines += [f"\toption '{s}'" for s in spots]
        lines += ["[231] textbox 'Note for the packers' value=''", "[232] button 'Checkout'"]
        return axtree("Cart · Driftless Growers Co-op", lines, base + "/cart")

    slots5 = ["Sat May 25, 9:00–9:30 · Decorah barn (3 spots left)", "Sat May 25, 9:30–10:00 · Decorah barn (5 spots left)",
              "Sat May 25, 10:00–11:00 · Viroqua library lot (8 spots left)", "Sat May 25, 4:00–5:00 · La Crosse Food Hub (full)"]
    tom1 = ("Heirloom tomatoes", "$4.50 / lb", "1", "lb (est.)", "$4.50")
    egg = ("Pasture-raised eggs, dozen", "$7.00", "1", "each", "$7.00")
    hon = ("Raw wildflower honey, 12 oz", "$12.00", "1", "each", "$12.00")
    turns.append(("click('105')", cart([tom1, egg, hon], 3, "$23.50", "$1.18", "$22.32", False, "Choose a pickup time", slots5)))
    tom3 = ("Heirloom tomatoes", "$4.50 / lb", "3", "lb (est.)", "$13.50")
    turns.append(("fill('211', '3')", cart([tom3, egg, hon], 5, "$32.50", "$1.63", "$30.87", False, "Choose a pickup time", slots5, "Cart updated")))
    tom3k = ("Heirloom tomatoes", "$9.92 / kg", "3", "lb (est. 1.36 kg)", "$13.50")
    turns.append(("click('200')", cart([tom3k, egg, hon], 5, "$32.50", "$1.63", "$30.87", True, "Choose a pickup time", slots5)))
    turns.append(("click('218')", cart([tom3k, egg], 4, "$20.50", "$1.03", "$19.47", True, "Choose a pickup time", slots5,
                                       "Removed Raw wildflower honey, 12 oz")))
    slots9 = ["Sat May 25, 9:00–9:30 · Decorah barn (2 spots left)", "Sat May 25, 9:30–10:00 · Decorah barn (5 spots left)",
              "Sat May 25, 10:00–11:00 · Viroqua library lot (7 spots left)", "Sat May 25, 4:00–5:00 · La Crosse Food Hub (full)"]
    turns.append(("select_option('230', 'Sat May 25, 9:00–9:30 · Decorah barn')",
                  cart([tom3k, egg], 4, "$20.50", "$1.03", "$19.47", True, "Sat May 25, 9:00–9:30 · Decorah barn (reserved for you)", slots9)))
    rev = ["[100] link 'Driftless Growers Co-op'", "[101] link 'Shop'", "[104] link 'My orders'", "[105] link 'Cart (4 items)'",
           "heading 'Review your order'", "StaticText 'Ordering closes in 1 day 3 hours (Thu 8:00 PM)'",
           "StaticText 'Pickup: Sat May 25, 9:00–9:30 · Decorah barn, 2410 Old Stage Rd'", "StaticText 'Member: Ruth Anders (#2218)'",
           "list 'Items'", "\tlistitem 'Heirloom tomatoes · 3 lb est. (1.36 kg) · $13.50'", "\tlistitem 'Pasture-raised eggs, dozen · 1 · $7.00'",
           "StaticText 'Subtotal $20.50'", "StaticText 'Member discount (5%) −$1.03'", "StaticText 'Estimated total $19.47'",
           "StaticText 'Your card is authorized for the estimate + 10% and charged the packed amount after pickup.'",
           "[240] radio 'Visa ending 0552' checked=true", "[241] radio 'Pay at pickup (cash or check)' checked=false",
           "[242] checkbox 'Donate $1 to the Food Share fund' checked=false", "[243] button 'Place order'", "[244] link 'Back to cart'"]
    turns.append(("click('232')", axtree("Checkout · Driftless Growers Co-op", rev, base + "/checkout")))
    rs.add(task="web", tid="h29-web-10", system=WEB_SYSTEM, turns=turns,
           state="Goal: in the co-op market, put 3 lb of heirloom tomatoes and a dozen eggs in Ruth's cart (drop the honey after checking the price), pick the earliest Decorah pickup, and go to order review.")


# ---------------------------------------------------------------- 11 conference CFP site (HotCRP), bad: count badge does not follow a withdrawal
def t11(rs: RowSet) -> None:
    base = "https://euromlsys24.hotcrp.com"
    top = ["[100] link 'EuroMLSys 2024'", "[101] link 'Home'", "[102] link 'Profile'", "[103] link 'Help'", "[104] link 'Sign out'",
           "StaticText 'ines.moreau@inria.fr'", "[105] searchbox 'Search' value=''", "[106] button 'Search'"]
    papers = {
        12: ["Sparse KV caches for long-context inference on a single GPU", "Ines Moreau, Karim Benali, Yuto Sakamoto", "Submitted", "Feb 9"],
        37: ["A cost model for pipelined LoRA fine-tuning", "Ines Moreau, Lea Schubert", "Submitted", "Feb 11"],
        54: ["Quantized attention kernels on commodity NPUs", "Paulo Reis, Ines Moreau", "Draft – not ready for review", "Feb 13"],
    }

    def home(ps: dict[int, list[str]], n_active: int, n_wd: int, left: str) -> str:
        lines = top + ["heading 'EuroMLSys 2024: 4th Workshop on Machine Learning and Systems'",
                       "StaticText 'Co-located with EuroSys 2024, Athens, Greece · April 22, 2024'",
                       f"StaticText 'Submission deadline: Fri Feb 16, 2024 11:59pm AoE ({left} left)'",
                       "StaticText 'Notification: Mar 15, 2024 · Camera-ready: Apr 2, 2024'", "[110] link 'New submission'",
                       "heading 'Your submissions'", "tablist ''", f"\t[111] tab 'Active ({n_active})' selected=true", f"\t[112] tab 'Withdrawn ({n_wd})'"]
        rws = []
        for pid, (t, au, stt, upd) in ps.items():
            if stt == "Withdrawn":
                continue
            rws.append([f"[{120 + pid}] link '#{pid}'", f"[{200 + pid}] link '{t}'", au, stt, f"updated {upd}"])
        lines += rows_to_lines(["ID", "Title", "Authors", "Status", "Last update"], rws, 0, "Your submissions")
        lines += ["heading 'Conference information'", "\t[300] link 'Call for papers'", "\t[301] link 'Submission format (6 pages, ACM sigconf)'",
                  "\t[302] link 'Program committee (31 members)'", "StaticText 'HotCRP Conference Management Software'"]
        return axtree("EuroMLSys 2024", lines, base + "/")

    turns = [("goto('https://euromlsys24.hotcrp.com/')", home(papers, 3, 0, "2 days 14 hours"))]

    def paper37(status: str, dlg: list[str] | None = None, msg: str | None = None) -> str:
        lines = top + ["heading '#37 A cost model for pipelined LoRA fine-tuning'"]
        if msg:
            lines.append(f"alert ''\n\t\tStaticText '{msg}'")
        lines += [f"StaticText 'Status: {status}'", "StaticText 'Authors: Ines Moreau (Inria), Lea Schubert (TU Munich)'",
                  "StaticText 'Topics: Distributed training, Resource management'",
                  "StaticText 'Abstract: Fine-tuning with LoRA across pipeline stages leaves GPUs idle in ways that standard pipeline models miss. We present a cost model that predicts step time within 7% on 3 clusters and use it to pick adapter placement…'",
                  "[400] link 'PDF (5 pages, 1.1 MB, updated Feb 11)'"]
        if status == "Withdrawn":
            lines += ["StaticText 'Withdrawn by Ines Moreau: Merged into our main-track EuroSys submission.'", "[401] button 'Revive submission'"]
        else:
            lines += ["[401] button 'Edit submission'", "[402] button 'Withdraw'"]
        lines += ["[403] link 'Contacts'", "[404] link 'Conflicts (3)'"]
        if dlg:
            lines += ["dialog 'Withdraw submission #37'"] + ["\t" + x for x in dlg]
        return axtree("#37 A cost model for pipelined LoRA fine-tuning - EuroMLSys 2024", lines, base + "/paper/37")

    def wdlg(reason: str) -> list[str]:
        return ["StaticText 'Are you sure you want to withdraw this submission? Withdrawn submissions are not reviewed. You can revive it before the deadline.'",
                f"[410] textbox 'Reason for withdrawal (optional)' value='{reason}'", "[411] checkbox 'Notify co-authors' checked=true",
                "[412] button 'Withdraw'", "[413] button 'Cancel'"]

    turns.append(("click('157')", paper37("Submitted")))
    turns.append(("click('402')", paper37("Submitted", wdlg(""))))
    rsn = "Merged into our main-track EuroSys submission."
    turns.append((f"fill('410', '{rsn}')", paper37("Submitted", wdlg(rsn))))
    turns.append(("click('412')", paper37("Withdrawn", msg="Submission #37 withdrawn. Co-authors have been notified.")))
    p2 = {k: list(v) for k, v in papers.items()}
    p2[37][2] = "Withdrawn"
    p2[37][3] = "Feb 14"
    turns.append(("click('101')", home(p2, 3, 1, "2 days 13 hours")))

    def edit54(ready: bool, msg: str | None = None) -> str:
        lines = top + ["heading 'Edit submission #54'"]
        if msg:
            lines.append(f"alert ''\n\t\tStaticText '{msg}'")
        lines += ["[500] textbox 'Title' value='Quantized attention kernels on commodity NPUs'",
                  "[501] textbox 'Abstract' value='We port FlashAttention-style fused kernels to three commodity NPUs and show int8 attention reaches 0.9x of fp16 accuracy at 2.7x throughput…'",
                  "StaticText 'Authors'", "\t[502] textbox 'Author 1' value='Paulo Reis <paulo.reis@tecnico.ulisboa.pt>'",
                  "\t[503] textbox 'Author 2' value='Ines Moreau <ines.moreau@inria.fr>'", "\t[504] button 'Add author'",
                  "StaticText 'Submission PDF: paper54.pdf (6 pages, 2.3 MB, uploaded Feb 13)'", "[505] button 'Replace PDF'",
                  "group 'Topics'", "\t[506] checkbox 'Hardware accelerators' checked=true", "\t[507] checkbox 'Inference systems' checked=true",
                  "\t[508] checkbox 'Distributed training' checked=false", "\t[509] checkbox 'Resource management' checked=false",
                  f"[510] checkbox 'The submission is ready for review' checked={'true' if ready else 'false'}",
                  "StaticText 'Submissions not marked ready by the deadline will not be reviewed.'", "[511] button 'Save changes'", "[512] button 'Cancel'"]
        return axtree("Edit #54 - EuroMLSys 2024", lines, base + "/paper/54?m=edit")

    turns.append(("click('254')", edit54(False)))
    turns.append(("check('510')", edit54(True)))
    turns.append(("click('511')", edit54(True, "Submission #54 updated. It is now ready for review.")))
    p3 = {k: list(v) for k, v in p2.items()}
    p3[54][2] = "Submitted"
    p3[54][3] = "Feb 14"
    turns.append(("click('101')", home(p3, 2, 1, "2 days 13 hours")))
    rs.add(task="web", tid="h29-web-11", system=WEB_SYSTEM, turns=turns,
           state="Goal: on the EuroMLSys 2024 HotCRP site, withdraw submission #37 (merged into the main-track paper) and mark draft #54 ready for review.",
           bad=True, turn=6, kind="Active submissions count still 3 after withdrawing one of three (list shows 2)")


# ---------------------------------------------------------------- 12 pet adoption site, clean
def t12(rs: RowSet) -> None:
    base = "https://secondchancepaws.org/adopt/dogs"
    dogs = {
        "Biscuit": ("Male", "2 yrs", "Medium · 38 lb", "Labrador / Shepherd mix", "dogs, cats, kids", "2 days ago"),
        "Rocket": ("Male", "4 mos", "Large (expected) · 30 lb", "Great Pyrenees mix puppy", "dogs, kids", "3 days ago"),
        "Tank": ("Male", "6 yrs", "Medium · 49 lb", "Pit Bull Terrier", "kids", "3 days ago"),
        "Mabel": ("Female", "9 yrs", "Small · 14 lb", "Dachshund mix", "dogs, cats", "4 days ago"),
        "Hazel": ("Female", "3 yrs", "Medium · 33 lb", "Australian Cattle Dog mix", "dogs, cats", "5 days ago"),
        "Duke": ("Male", "5 yrs", "Extra large · 96 lb", "Mastiff", "kids", "6 days ago"),
        "Otis": ("Male", "1 yr", "Medium · 29 lb", "Beagle / Basset mix", "dogs, cats, kids", "8 days ago"),
        "Koda": ("Male", "4 yrs", "Medium · 45 lb", "Siberian Husky", "dogs", "9 days ago"),
        "Clementine": ("Female", "7 yrs", "Medium · 41 lb", "Boxer mix", "cats, kids", "10 days ago"),
        "Bruno": ("Male", "3 yrs", "Medium · 47 lb", "Catahoula mix", "dogs, cats, kids", "11 days ago"),
        "Poppy": ("Female", "2 yrs", "Medium · 27 lb", "Border Collie mix", "dogs, cats", "11 days ago"),
        "Juniper": ("Female", "5 yrs", "Medium · 36 lb", "Shiba Inu / Corgi mix", "cats, kids", "12 days ago"),
        "Waffles": ("Male", "8 yrs", "Medium · 31 lb", "Cocker Spaniel", "dogs, cats, kids", "15 days ago"),
    }

    def listing(names: list[str], size: str, cats: bool, shown: str, total: int, favs: set[str], page: int, pending: frozenset[str] = frozenset()) -> str:
        lines = ["[100] link 'Second Chance Paws Rescue'", "[101] link 'Adopt'", "[102] link 'Foster'", "[103] link 'Donate'", "[104] link 'Events'",
                 f"[105] link 'Favorites ({len(favs)})'", "[106] link 'My applications'", "[107] button 'Signed in as Theo Kaplan'",
                 "heading 'Adoptable dogs'", "[110] combobox 'Species' value='Dogs'", "[111] combobox 'Age' value='Any'",
                 f"[112] combobox 'Size' value='{size}'", f"[113] checkbox 'Good with cats' checked={'true' if cats else 'false'}",
                 "[114] checkbox 'Good with kids' checked=false", "[115] combobox 'Sort' value='Newest'", f"StaticText 'Showing {shown} of {total} dogs'"]
        for n in names:
            sex, age, sz, breed, good, listed = dogs[n]
            b = 130 + list(dogs).index(n) * 3
            lines += [f"article '{n}'", f"\t[{b}] link '{n}'", f"\tStaticText '{sex} · {age} · {sz}'", f"\tStaticText '{breed}'",
                      f"\tStaticText 'Good with: {good}'", f"\tStaticText 'Listed {listed}'"]
            if n in pending:
                lines.append("\tStaticText 'Adoption pending'")
            lines.append(f"\t[{b + 1}] button '{'Remove ' + n + ' from favorites' if n in favs else 'Add ' + n + ' to favorites'}' pressed={'true' if n in favs else 'false'}")
        lines += ["navigation 'Pagination'", f"\t[190] link 'Previous page'{' disabled=true' if page == 1 else ''}",
                  f"\tStaticText 'Page {page} of {-(-total // 6)}'", f"\t[191] link 'Next page'{' disabled=true' if page * 6 >= total else ''}"]
        q = "?" + "&".join(x for x in [f"size={size.split()[0].lower()}" if size != "Any" else "", "cats=1" if cats else "", f"page={page}" if page > 1 else ""] if x)
        return axtree("Adoptable dogs | Second Chance Paws Rescue", lines, base + (q if q != "?" else ""))

    turns = [("goto('https://secondchancepaws.org/adopt/dogs')", listing(["Biscuit", "Rocket", "Tank", "Mabel", "Hazel", "Duke"], "Any", False, "1–6", 47, set(), 1))]
    med = "Medium (25–50 lb)"
    turns.append((f"select_option('112', '{med}')", listing(["Biscuit", "Tank", "Hazel", "Otis", "Koda", "Clementine"], med, False, "1–6", 19, set(), 1)))
    p1 = ["Biscuit", "Hazel", "Otis", "Clementine", "Bruno", "Poppy"]
    turns.append(("check('113')", listing(p1, med, True, "1–6", 8, set(), 1)))
    turns.append(("click('131')", listing(p1, med, True, "1–6", 8, {"Biscuit"}, 1)))
    turns.append(("click('191')", listing(["Juniper", "Waffles"], med, True, "7–8", 8, {"Biscuit"}, 2)))
    jb = 130 + list(dogs).index("Juniper") * 3
    turns.append((f"click('{jb + 1}')", listing(["Juniper", "Waffles"], med, True, "7–8", 8, {"Biscuit", "Juniper"}, 2)))
    prof = ["[100] link 'Second Chance Paws Rescue'", "[101] link 'Adopt'", "[102] link 'Foster'", "[103] link 'Donate'", "[104] link 'Events'",
            "[105] link 'Favorites (2)'", "[106] link 'My applications'", "[107] button 'Signed in as Theo Kaplan'",
            "navigation 'Breadcrumb'", "\t[200] link 'Adopt'", "\t[201] link 'Dogs'", "heading 'Juniper'", "img 'Juniper, a red and white Shiba Inu / Corgi mix, sitting on a porch'",
            "StaticText 'Female · 5 yrs · Medium · 36 lb · Shiba Inu / Corgi mix'", "StaticText 'ID A-24-0311 · Listed 12 days ago · In foster care (Ames, IA)'",
            "StaticText 'Good with: cats, kids · Not good with: dogs (prefers to be the only dog)'", "StaticText 'Spayed · Microchipped · Vaccinations current · Housetrained'",
            "StaticText 'Juniper is a calm, independent girl who loves sunny windows and slow walks. She lived with two cats in her foster home and ignores them politely.'",
            "StaticText 'Adoption fee: $250 (includes spay, microchip, vaccines, 30 days of pet insurance)'",
            "StaticText '2 applications in review'", "[202] button 'Remove Juniper from favorites' pressed=true", "[203] link 'Apply to adopt Juniper'",
            "[204] link 'Ask the foster a question'", "[205] button 'Share'"]
    turns.append((f"click('{jb}')", axtree("Juniper | Second Chance Paws Rescue", prof, "https://secondchancepaws.org/adopt/dogs/a-24-0311")))
    fav = ["[100] link 'Second Chance Paws Rescue'", "[101] link 'Adopt'", "[105] link 'Favorites (2)'", "[106] link 'My applications'",
           "heading 'Your favorites'", "StaticText 'We’ll email you if a favorite’s status changes.'"]
    for i, (n, note) in enumerate([("Juniper", "Available"), ("Biscuit", "Adoption pending – an application was approved today")]):
        sex, age, sz, breed, good, listed = dogs[n]
        fav += [f"article '{n}'", f"\t[{210 + i * 3}] link '{n}'", f"\tStaticText '{sex} · {age} · {sz} · {breed}'", f"\tStaticText '{note}'",
                f"\tStaticText 'Favorited {'just now' if n == 'Juniper' else '4 minutes ago'}'", f"\t[{211 + i * 3}] button 'Remove {n} from favorites'"]
    turns.append(("click('105')", axtree("Favorites | Second Chance Paws Rescue", fav, "https://secondchancepaws.org/favorites")))
    apps = ["[100] link 'Second Chance Paws Rescue'", "[101] link 'Adopt'", "[105] link 'Favorites (2)'", "[106] link 'My applications'",
            "heading 'My applications'", "table 'Applications'", "\trow ''", "\t\tcolumnheader 'Pet'", "\t\tcolumnheader 'Submitted'",
            "\t\tcolumnheader 'Status'", "\t\tcolumnheader 'Last update'", "\trow ''", "\t\t[220] link 'Pepper (cat, A-24-0187)'",
            "\t\tgridcell 'Feb 26, 2024'", "\t\tgridcell 'Closed – Pepper was adopted by another family'", "\t\tgridcell 'Mar 4, 2024'",
            "[221] link 'Start a new application'", "StaticText 'Your approved adopter profile (home visit done Feb 29) can be reused for a new application.'"]
    turns.append(("click('106')", axtree("My applications | Second Chance Paws Rescue", apps, "https://secondchancepaws.org/applications")))
    rs.add(task="web", tid="h29-web-12", system=WEB_SYSTEM, turns=turns,
           state="Goal: find medium-size dogs that are good with cats, favorite Biscuit and Juniper, read Juniper's profile, then check the favorites list and your applications.")


# ---------------------------------------------------------------- 13 storefront cart (Magento OneStopShop), bad: cart subtotal does not match its lines
def t13(rs: RowSet) -> None:
    base = "http://onestopshop.test"
    head = ["[100] link 'Skip to Content'", "[101] link 'My Account'", "[102] link 'My Wish List'", "[103] link 'Sign Out'",
            "StaticText 'Welcome, Emma Lopez!'", "[104] link 'store logo'", "[105] searchbox 'Search' value='accessories'", "[106] button 'Search'",
            "menubar ''", "\t[107] menuitem 'Beauty & Personal Care'", "\t[108] menuitem 'Sports & Outdoors'", "\t[109] menuitem 'Clothing, Shoes & Jewelry'",
            "\t[110] menuitem 'Home & Kitchen'", "\t[111] menuitem 'Office Products'", "\t[112] menuitem 'Tools & Home Improvement'",
            "\t[113] menuitem 'Health & Household'", "\t[114] menuitem 'Patio, Lawn & Garden'", "\t[115] menuitem 'Electronics'",
            "\t[116] menuitem 'Cell Phones & Accessories'", "\t[117] menuitem 'Video Games'", "\t[118] menuitem 'Grocery & Gourmet Food'"]

    def hdr(n: int) -> list[str]:
        return head[:4] + [f"[119] link 'My Cart{f' {n} items' if n else ''}'"] + head[4:]

    prods = [("Anker PowerCore 10000 Portable Charger, 10000mAh Power Bank", "$21.99", "4,511"),
             ("Logitech M185 Wireless Mouse, 2.4GHz with USB Mini Receiver, Grey", "$12.49", "12,087"),
             ("SanDisk 128GB Ultra microSDXC UHS-I Memory Card with Adapter", "$13.98", "9,654"),
             ("Amazon Basics USB-C to USB-A 2.0 Cable, 6 ft, Black", "$7.49", "3,210"),
             ("TP-Link AC600 USB WiFi Adapter for PC (Archer T2U Plus)", "$17.99", "2,776"),
             ("UGREEN USB C Hub 5-in-1 with 4K HDMI", "$25.99", "1,904")]

    def results(n: int, msg: str | None = None) -> str:
        lines = hdr(n)
        if msg:
            lines.append(f"alert ''\n\t\tStaticText '{msg}'")
        lines += ["heading \"Search results for: 'accessories'\"", "StaticText 'Items 1-6 of 214'", "[130] combobox 'Sort By' value='Relevance'",
                  "[131] link 'Set Descending Direction'", "[132] combobox 'Show' value='12'"]
        for i, (name, price, rev) in enumerate(prods):
            b = 140 + i * 5
            lines += [f"\t[{b}] img '{name}'", f"\t[{b + 1}] link '{name}'", "\tStaticText 'Rating: 4.6 out of 5'" if i % 2 == 0 else "\tStaticText 'Rating: 4.4 out of 5'",
                      f"\t[{b + 2}] link '{rev} Reviews'", f"\tStaticText '{price}'", f"\t[{b + 3}] button 'Add to Cart'", f"\t[{b + 4}] button 'Add to Wish List'"]
        lines += ["[200] link 'Page 2'", "[201] link 'Page Next'"]
        return axtree("Search results for: 'accessories'", lines, base + "/catalogsearch/result/?q=accessories")

    turns = [("goto('http://onestopshop.test/catalogsearch/result/?q=accessories')", results(0))]
    for i in range(3):
        turns.append((f"click('{143 + i * 5}')", results(i + 1, f"You added {prods[i][0]} to your shopping cart.")))

    def cart_page(qtys: list[int], sub: str, msg: str | None = None, pending: list[int] | None = None) -> str:
        lines = hdr(sum(qtys))
        if msg:
            lines.append(f"alert ''\n\t\tStaticText '{msg}'")
        lines += ["heading 'Shopping Cart'", "table 'Shopping Cart Items'", "\trow ''", "\t\tcolumnheader 'Item'", "\t\tcolumnheader 'Price'",
                  "\t\tcolumnheader 'Qty'", "\t\tcolumnheader 'Subtotal'"]
        shown = pending or qtys
        for i, q in enumerate(qtys):
            name, price, _ = prods[i]
            p = float(price[1:])
            lines += ["\trow ''", f"\t\t[{300 + i * 5}] link '{name}'", f"\t\tgridcell '{price}'",
                      f"\t\t[{301 + i * 5}] spinbutton 'Qty' value='{shown[i]}'", f"\t\tgridcell '${p * q:.2f}'",
                      f"\t\t[{302 + i * 5}] link 'Edit item parameters'", f"\t\t[{303 + i * 5}] link 'Remove item'"]
        lines += ["[320] link 'Continue Shopping'", "[321] button 'Update Shopping Cart'", "[322] button 'Apply Discount Code'",
                  "heading 'Summary'", "[323] button 'Estimate Shipping and Tax'", f"StaticText 'Subtotal {sub}'", "StaticText 'Tax $0.00'",
                  f"StaticText 'Order Total {sub}'", "[324] button 'Proceed to Checkout'", "[325] link 'Check Out with Multiple Addresses'"]
        return axtree("Shopping Cart", lines, base + "/checkout/cart/")

    turns.append(("click('119')", cart_page([1, 1, 1], "$47.46")))
    turns.append(("fill('311', '2')", cart_page([1, 1, 1], "$48.46", pending=[1, 1, 2])))
    turns.append(("click('321')", cart_page([1, 1, 2], "$62.44")))
    addr = "Emma Lopez, 101 S San Mateo Dr, San Mateo, California 94010, United States, 6505551212"

    def shipping(method: str | None) -> str:
        lines = ["[104] link 'store logo'", "StaticText 'Shipping'", "StaticText 'Review & Payments'", "heading 'Shipping Address'",
                 f"StaticText '{addr}'", "[400] button 'New Address'", "heading 'Shipping Methods'", "table ''",
                 f"\t[401] radio 'Free Shipping $0.00 (orders over $50)' checked={'true' if method == 'free' else 'false'}",
                 f"\t[402] radio 'Flat Rate $20.00 (4 items × $5.00)' checked={'true' if method == 'flat' else 'false'}",
                 "[403] button 'Next'", "heading 'Order Summary'", "StaticText '4 Items in Cart'", "\t[404] button 'Expand item list'",
                 "StaticText 'Cart Subtotal $62.44'"]
        return axtree("Checkout", lines, base + "/checkout/#shipping")

    turns.append(("click('324')", shipping(None)))
    turns.append(("click('401')", shipping("free")))
    review = ["[104] link 'store logo'", "StaticText 'Shipping'", "StaticText 'Review & Payments'", "heading 'Payment Method'",
              "[410] radio 'Check / Money order' checked=true", "StaticText 'Emma Lopez, 101 S San Mateo Dr, San Mateo, California 94010'",
              "[411] checkbox 'My billing and shipping address are the same' checked=true", "[412] button 'Place Order'",
              "heading 'Order Summary'", "StaticText 'Cart Subtotal $62.44'", "StaticText 'Shipping Free Shipping - Free $0.00'",
              "StaticText 'Order Total $62.44'", "StaticText '4 Items in Cart'",
              "\tStaticText 'Anker PowerCore 10000 Portable Charger, 10000mAh Power Bank · Qty 1 · $21.99'",
              "\tStaticText 'Logitech M185 Wireless Mouse, 2.4GHz with USB Mini Receiver, Grey · Qty 1 · $12.49'",
              "\tStaticText 'SanDisk 128GB Ultra microSDXC UHS-I Memory Card with Adapter · Qty 2 · $27.96'",
              "heading 'Ship To:'", f"StaticText '{addr}'", "heading 'Shipping Method:'", "StaticText 'Free Shipping - Free'"]
    turns.append(("click('403')", axtree("Checkout", review, base + "/checkout/#payment")))
    done = hdr(0) + ["heading 'Thank you for your purchase!'", "StaticText 'Your order number is:'", "[420] link '000000191'",
                     "StaticText 'We’ll email you an order confirmation with details and tracking info.'", "[421] link 'Continue Shopping'",
                     "[422] link 'Print receipt'"]
    turns.append(("click('412')", axtree("Success Page", done, base + "/checkout/onepage/success/")))
    rs.add(task="web", tid="h29-web-13", system=WEB_SYSTEM, turns=turns,
           state="Goal: buy the Anker PowerCore 10000, the Logitech M185 mouse and two SanDisk 128GB microSD cards with free shipping.",
           bad=True, turn=5, kind="cart subtotal $47.46 does not match its three lines ($21.99 + $12.49 + $13.98 = $48.46)")


# ---------------------------------------------------------------- 14 GitLab merge request + pipeline, clean
def t14(rs: RowSet) -> None:
    base = "http://gitlab.example.org/a11y-lab/webkit-runner"

    def nav(mrs: int) -> list[str]:
        return ["[100] link 'Homepage'", "[102] button 'Create new...'", "[104] link 'Issues 3'", "[105] link 'Merge requests 1'",
                "[106] link 'To-Do List 5'", "[107] button 'Dana Ortiz user’s menu'", "navigation 'Project navigation'",
                "\t[110] link 'webkit-runner'", "\t[112] link 'Issues 23'", f"\t[113] link 'Merge requests {mrs}'", "\t[117] link 'Build'",
                "navigation 'Breadcrumb'", "\t[120] link 'a11y-lab'", "\t[121] link 'webkit-runner'", "\t[122] link 'Merge requests'", "\t[123] link '!87'"]

    title = "login_spec: wait for navigation instead of fixed 5s sleep"
    mr_head = [f"heading '{title}'", "StaticText 'Dana Ortiz requested to merge fix/login-wait-for-url into main'",
               "tablist ''", "\t[130] tab 'Overview 4' selected=true", "\t[131] tab 'Commits 3'", "\t[132] tab 'Pipelines 2'", "\t[133] tab 'Changes 2'"]

    def overview(pipe: list[str], appr: list[str], merge: list[str], act: list[str], state: str, mrs: int) -> str:
        lines = nav(mrs) + [f"StaticText '{state}'"] + mr_head + [
            "StaticText 'Closes #231. Replaces the fixed sleep after submit with page.waitForURL(/dashboard/) and bumps the login timeout to 15s.'"]
        lines += pipe + appr + merge + ["heading 'Activity'"] + [f"\tStaticText '{a}'" for a in act]
        lines += ["[190] textbox 'Write a comment or drag your files here…' value=''", "[191] button 'Comment'"]
        return axtree(f"{title} (!87) · Merge requests · a11y-lab / webkit-runner · GitLab", lines, base + "/-/merge_requests/87")

    def acts(m: int) -> list[str]:
        return [f"Dana Ortiz added 2 commits {31 + m} minutes ago", "\t• 91c2fd4e - Use waitForURL after login submit",
                "\t• 0e77b8a1 - Raise login timeout to 15s", f"Dana Ortiz requested review from Kofi Asante {30 + m} minutes ago",
                f"Kofi Asante commented {9 + m} minutes ago: LGTM once CI is green.", f"Dana Ortiz added 1 commit {7 + m} minutes ago",
                "\t• d4a3f610 - Drop unused sleep helper"]

    act = acts(0)
    pipe_run = ["StaticText 'Pipeline #40512 running for d4a3f610 · 3 of 7 jobs passed'", "\t[140] link '#40512'", "\t[141] button 'Stage: lint passed'",
                "\t[142] button 'Stage: build passed'", "\t[143] button 'Stage: test running'", "\t[144] button 'Stage: deploy created'"]
    appr0 = ["StaticText 'Approval is required from 1 eligible member · Approvals 0 of 1'", "\t[150] button 'Approve' disabled=true",
             "\tStaticText 'Authors cannot approve their own merge requests.'"]
    blocked = ["StaticText 'Merge blocked: 2 checks failed'", "\tStaticText 'Pipeline must succeed. It is currently running.'",
               "\tStaticText 'Approval is required.'", "[160] button 'Set to auto-merge' disabled=true"]
    turns = [("goto('http://gitlab.example.org/a11y-lab/webkit-runner/-/merge_requests/87')", overview(pipe_run, appr0, blocked, act, "Open", 4))]

    def pipeline(jobs: list[tuple[str, str, str, str]], status: str, dur: str, trig: int) -> str:
        lines = nav(4)[:-1] + ["\t[123] link 'Pipelines'", "\t[124] link '#40512'", f"StaticText '{status}'",
                               "heading 'Replace fixed sleep with waitForURL in login_spec'",
                               f"StaticText 'For fix/login-wait-for-url · d4a3f610 · triggered {trig} minutes ago by Dana Ortiz'",
                               f"StaticText '7 jobs · {dur}'", "[200] button 'Cancel pipeline'" if status == "Running" else "[200] button 'Retry'",
                               "tablist ''", "\t[201] tab 'Pipeline' selected=true", "\t[202] tab 'Jobs 7'", "\t[203] tab 'Tests 412'"]
        for i, (stage, job, st, t) in enumerate(jobs):
            lines += [f"group '{stage}'", f"\t[{210 + i}] link '{job} - {st}'", f"\tStaticText '{t}'"]
        return axtree("Pipeline · a11y-lab / webkit-runner · GitLab", lines, base + "/-/pipelines/40512")

    j1 = [("lint", "eslint", "passed", "00:41"), ("build", "build:bundle", "passed", "01:55"), ("test", "test:unit", "passed", "01:12"),
          ("test", "test:chrome", "running", "02:10"), ("test", "test:firefox", "running", "02:10"), ("test", "test:webkit", "pending", ""),
          ("deploy", "deploy:preview", "created", "")]
    turns.append(("click('140')", pipeline(j1, "Running", "running for 05:03", 6)))
    log = nav(4)[:-1] + ["\t[123] link 'Jobs'", "\t[124] link '#1188204'", "heading 'test:firefox'", "StaticText 'Running · Job #1188204 · runner #14 (docker-firefox-2)'",
                         "StaticText 'Duration: 3 minutes 2 seconds'", "[220] button 'Cancel'", "[221] button 'Scroll to bottom'",
                         "log ''", "\tStaticText '$ npx playwright test --project=firefox --reporter=line'",
                         "\tStaticText 'Running 52 tests using 4 workers'", "\tStaticText '[31/52] [firefox] › specs/settings_spec.ts:88:5 › theme toggle persists'",
                         "\tStaticText '[32/52] [firefox] › specs/login_spec.ts:14:3 › logs in with valid credentials'",
                         "\tStaticText '[33/52] [firefox] › specs/login_spec.ts:41:3 › redirects to dashboard after submit'",
                         "\tStaticText '[34/52] [firefox] › specs/login_spec.ts:63:3 › shows error on wrong password'"]
    turns.append(("click('214')", axtree("test:firefox (#1188204) · Jobs · a11y-lab / webkit-runner · GitLab", log, base + "/-/jobs/1188204")))
    j2 = [("lint", "eslint", "passed", "00:41"), ("build", "build:bundle", "passed", "01:55"), ("test", "test:unit", "passed", "01:12"),
          ("test", "test:chrome", "passed", "04:12"), ("test", "test:firefox", "running", "05:01"), ("test", "test:webkit", "running", "01:30"),
          ("deploy", "deploy:preview", "created", "")]
    turns.append(("go_back()", pipeline(j2, "Running", "running for 07:54", 9)))
    j3 = [("lint", "eslint", "passed", "00:41"), ("build", "build:bundle", "passed", "01:55"), ("test", "test:unit", "passed", "01:12"),
          ("test", "test:chrome", "passed", "04:12"), ("test", "test:firefox", "passed", "05:37"), ("test", "test:webkit", "passed", "03:48"),
          ("deploy", "deploy:preview", "passed", "00:52")]
    turns.append(("goto('http://gitlab.example.org/a11y-lab/webkit-runner/-/pipelines/40512')", pipeline(j3, "Passed", "finished 1 minute ago · duration 09:31", 12)))
    pipe_ok = ["StaticText 'Pipeline #40512 passed for d4a3f610 · 7 of 7 jobs passed'", "\t[140] link '#40512'",
               "\tStaticText 'Review app deployed to https://mr-87.preview.webkit-runner.dev'", "\t[145] link 'View app'"]
    appr1 = ["StaticText 'Approved by Kofi Asante · Approvals 1 of 1'", "\t[150] button 'Approve' disabled=true"]

    def ready(squash: bool) -> list[str]:
        return ["StaticText 'Ready to merge!'", "\t[161] checkbox 'Delete source branch' checked=true",
                f"\t[162] checkbox 'Squash commits' checked={'true' if squash else 'false'}",
                f"\tStaticText '{'1 commit' if squash else '3 commits'} and 1 merge commit will be added to main.'", "\t[163] button 'Edit commit message'",
                "[164] button 'Merge'"]

    act2 = acts(4) + ["Kofi Asante approved this merge request 2 minutes ago"]
    turns.append(("goto('http://gitlab.example.org/a11y-lab/webkit-runner/-/merge_requests/87')", overview(pipe_ok, appr1, ready(False), act2, "Open", 4)))
    turns.append(("check('162')", overview(pipe_ok, appr1, ready(True), act2, "Open", 4)))
    merged = ["StaticText 'Merged by Dana Ortiz just now'", "\tStaticText 'The changes were merged into main with 4b1e9c07.'",
              "\tStaticText 'The changes were squashed into 1 commit (7f02aa5d).'", "\tStaticText 'The source branch has been deleted.'",
              "\t[170] button 'Revert'", "\t[171] button 'Cherry-pick'",
              "StaticText 'Pipeline #40519 running for 4b1e9c07 on main'", "\t[172] link '#40519'"]
    act3 = act2 + ["Dana Ortiz merged just now", "Dana Ortiz mentioned in commit 4b1e9c07 just now", "Dana Ortiz closed #231 via merge request !87 just now"]
    turns.append(("click('164')", overview(pipe_ok[:1] + pipe_ok[2:], appr1, merged, act3, "Merged", 3)))
    mrl = nav(3)[:-1] + ["heading 'Merge requests'", "tablist ''", "\t[300] tab 'Open 3' selected=true", "\t[301] tab 'Merged 213'",
                         "\t[302] tab 'Closed 19'", "\t[303] tab 'All 235'", "[304] button 'Sort: Created date'", "list ''"]
    for i, (iid, t, meta, upd, p) in enumerate([
            ("90", "Draft: Shard runner across CI nodes (--shard)", "created 2 hours ago by Ravi Menon", "updated 1 hour ago", "Pipeline: failed"),
            ("89", "Bump Playwright to 1.42.1", "created 1 day ago by renovate-bot", "updated 6 hours ago", "Pipeline: passed"),
            ("84", "Expose axe-core rule overrides in config", "created 5 days ago by Mei Lin", "updated 3 days ago", "Pipeline: passed")]):
        mrl += ["\tlistitem ''", f"\t\t[{310 + i}] link '{t}'", f"\t\tStaticText '!{iid} · {meta}'", f"\t\tStaticText '{p}'", f"\t\tStaticText '{upd}'"]
    turns.append(("click('122')", axtree("Merge requests · a11y-lab / webkit-runner · GitLab", mrl, base + "/-/merge_requests")))
    rs.add(task="web", tid="h29-web-14", system=WEB_SYSTEM, turns=turns,
           state="Goal: watch the pipeline of merge request !87 until it passes, then squash-merge it once it is approved.")


# ---------------------------------------------------------------- 15 Gmail, bad: renamed label back under its old name
def t15(rs: RowSet) -> None:
    url = "https://mail.google.com/mail/u/0/#inbox"
    mails = [
        ("unread", "Lufthansa", "Your booking confirmation LH 455 – FRA → SFO, May 3", "Check in opens 23 hours before departure. Booking code KX7Q2M…", "10:14 AM", []),
        ("unread", "Marta Kowalski", "Re: Q2 content calendar", "Looks good! Can we swap the April 18 post with the webinar recap…", "9:51 AM", ["Work/Clients"]),
        ("read", "Uber Receipts", "Your Tuesday afternoon trip with Uber", "Total $23.87 · Thanks for riding, Jonas. We hope you enjoyed your ride…", "9:42 AM", []),
        ("unread", "Mom", "Easter lunch 🐣", "Are you coming on Sunday? Dad is making the lamb again and wants to know…", "8:30 AM", ["Family"]),
        ("read", "REI Co-op", "Order confirmation #A1049-28817", "Thanks for your order! Trailmade 20 Sleeping Bag, Qty 1, $99.95…", "Mar 11", []),
        ("read", "GitHub", "[jonas-dev/dotfiles] Dependabot alert: requests", "A moderate severity vulnerability in requests < 2.31.0 affects…", "Mar 11", []),
        ("read", "Google Calendar", "Invitation: Design review @ Wed Mar 13 2pm", "Marta Kowalski has invited you to this event. Join with Google Meet…", "Mar 10", ["Work/Clients"]),
        ("read", "Spotify", "Your receipt from Spotify", "Spotify Premium Individual · $11.99 · Billing period Mar 10 – Apr 9…", "Mar 10", ["Receipts"]),
        ("read", "Airbnb", "Reservation reminder: Mission District loft", "Your trip is coming up in 7 weeks. Check-in: May 3 after 4:00 PM…", "Mar 9", ["Travel"]),
    ]

    def side(label: str, inbox: int) -> list[str]:
        return ["[100] button 'Main menu'", "[101] link 'Gmail'", "[102] combobox 'Search mail' value=''", "[103] button 'Advanced search options'",
                "[104] button 'Support'", "[105] button 'Settings'", "[106] button 'Google apps'", "[107] button 'Google Account: Jonas Weber (jonas.weber.sf@gmail.com)'",
                "[108] button 'Compose'", "navigation ''", f"\t[110] link 'Inbox {inbox} unread'", "\t[111] link 'Starred'", "\t[112] link 'Snoozed'",
                "\t[113] link 'Sent'", "\t[114] link 'Drafts 2'", "\t[115] button 'More labels'", "\theading 'Labels'", "\t[116] button 'Create new label'",
                "\t[117] link 'Family'", "\t[118] button 'More options for Family'", f"\t[119] link '{label}'", f"\t[120] button 'More options for {label}'",
                "\t[121] link 'Travel'", "\t[122] button 'More options for Travel'", "\t[123] link 'Work/Clients'", "\t[124] button 'More options for Work/Clients'"]

    def inbox(label: str, checked: set[int], rename: dict[str, str] | None = None, toast: str | None = None, extra: list[str] | None = None) -> str:
        lines = side(label, 3)
        lines += ["main ''", f"\t[130] checkbox 'Select' checked={'mixed' if checked else 'false'}", "\t[131] button 'Refresh'" if not checked else "\t[132] button 'Archive'"]
        if checked:
            lines += ["\t[133] button 'Report spam'", "\t[134] button 'Delete'", "\t[135] button 'Mark as read'", "\t[136] button 'Snooze'",
                      "\t[137] button 'Move to'", "\t[138] button 'Labels'"]
        lines += ["\t[139] button 'More email options'", "\tStaticText '1–50 of 2,318'", "\ttablist ''", "\t\t[140] tab 'Primary' selected=true",
                  "\t\t[141] tab 'Promotions 14 new'", "\t\t[142] tab 'Social 3 new'", "\tgrid ''"]
        for i, (st, frm, subj, snip, when, labs) in enumerate(mails):
            labs2 = [(rename or {}).get(x, x) for x in labs]
            b = 150 + i * 4
            chips = "".join(f", {x}" for x in labs2)
            lines += [f"\t\trow '{'unread, ' if st == 'unread' else ''}{frm}, {subj}{chips}, {when}, {snip}'",
                      f"\t\t\t[{b}] checkbox 'Select' checked={'true' if i in checked else 'false'}", f"\t\t\t[{b + 1}] button 'Not starred'",
                      f"\t\t\tgridcell '{frm}'", f"\t\t\t[{b + 2}] link '{subj}'"] + [f"\t\t\t[{b + 3}] button '{x}'" for x in labs2] + \
                     [f"\t\t\tStaticText ' - {snip}'", f"\t\t\tgridcell '{when}'"]
        lines += ["\tStaticText '9.4 GB of 15 GB used'", "\tStaticText 'Last account activity: 12 minutes ago'"]
        if toast:
            lines += ["alert ''", f"\tStaticText '{toast}'", "\t[199] button 'Undo'"]
        lines += extra or []
        return axtree("Inbox (3) - jonas.weber.sf@gmail.com - Gmail", lines, url)

    turns = [("goto('https://mail.google.com/mail/u/0/#inbox')", inbox("Receipts", set()))]
    menu = ["menu ''", "\t[200] menuitem 'Label color'", "\t[201] menuitem 'In label list'", "\t[202] menuitem 'In message list'",
            "\t[203] menuitem 'Edit'", "\t[204] menuitem 'Remove label'", "\t[205] menuitem 'Add sublabel'"]
    turns.append(("click('120')", inbox("Receipts", set(), extra=menu)))

    def dlg(v: str) -> list[str]:
        return ["dialog 'Edit label'", f"\t[210] textbox 'Label name:' value='{v}'", "\t[211] checkbox 'Nest label under:' checked=false",
                "\t[212] combobox 'Please select a parent...' value='' disabled=true", "\t[213] button 'Cancel'", "\t[214] button 'Save'"]

    turns.append(("click('203')", inbox("Receipts", set(), extra=dlg("Receipts"))))
    turns.append(("fill('210', 'Receipts 2024')", inbox("Receipts", set(), extra=dlg("Receipts 2024"))))
    rn = {"Receipts": "Receipts 2024"}
    turns.append(("click('214')", inbox("Receipts 2024", set(), rn)))
    turns.append(("click('158')", inbox("Receipts 2024", {2}, rn)))
    bad = inbox("Receipts", {2, 4}, rn)
    turns.append(("click('166')", bad))
    labels_dd = ["menu 'Label as:'", "\t[220] searchbox 'Search labels' value=''", "\t[221] menuitemcheckbox 'Family' checked=false",
                 "\t[222] menuitemcheckbox 'Receipts 2024' checked=false", "\t[223] menuitemcheckbox 'Travel' checked=false",
                 "\t[224] menuitemcheckbox 'Work/Clients' checked=false", "\t[225] menuitem 'Create new'", "\t[226] menuitem 'Manage labels'"]
    turns.append(("click('138')", inbox("Receipts 2024", {2, 4}, rn, extra=labels_dd)))
    turns.append(("click('222')", inbox("Receipts 2024", {2, 4}, rn, extra=[x.replace("'Receipts 2024' checked=false", "'Receipts 2024' checked=true") for x in labels_dd] + ["\t[227] menuitem 'Apply'"])))
    mails[2] = mails[2][:5] + (["Receipts"],)
    mails[4] = mails[4][:5] + (["Receipts"],)
    turns.append(("click('227')", inbox("Receipts 2024", set(), rn, toast="2 conversations added to \"Receipts 2024\".")))
    rs.add(task="web", tid="h29-web-15", system=WEB_SYSTEM, turns=turns,
           state="Goal: rename Jonas's Gmail label 'Receipts' to 'Receipts 2024' and put the Uber and REI receipts from the inbox under it.",
           bad=True, turn=7, kind="label renamed to 'Receipts 2024' appears under its old name 'Receipts' in the sidebar with no further rename")


# ---------------------------------------------------------------- 16 Jira board, clean
def t16(rs: RowSet) -> None:
    url = "https://payments-team.atlassian.net/jira/software/projects/PAY/boards/14"
    issues = {
        "PAY-318": ["Retry webhook delivery with exponential backoff", "To Do", "", "3", "Story"],
        "PAY-320": ["Add idempotency key to refunds API", "To Do", "Priya Raman", "5", "Story"],
        "PAY-322": ["Dashboard: show settlement currency", "To Do", "Lina Park", "2", "Story"],
        "PAY-323": ["Alert on Stripe payout delay > 2h", "To Do", "", "2", "Task"],
        "PAY-325": ["Rotate PCI scanner credentials", "To Do", "Tom Becker", "1", "Task"],
        "PAY-305": ["Reconcile Adyen settlement report nightly", "In Progress", "Lina Park", "8", "Story"],
        "PAY-311": ["Migrate refund worker to SQS FIFO", "In Progress", "Sam Whitaker", "5", "Story"],
        "PAY-314": ["Fix rounding in JPY invoices", "In Progress", "Sam Whitaker", "3", "Bug"],
        "PAY-301": ["3DS2 challenge flow for EU cards", "In Review", "Priya Raman", "8", "Story"],
        "PAY-309": ["Remove legacy Braintree client", "In Review", "Tom Becker", "3", "Task"],
        "PAY-296": ["Upgrade stripe-java to 24.x", "Done", "Tom Becker", "2", "Task"],
        "PAY-298": ["Refund status webhooks for merchants", "Done", "Sam Whitaker", "5", "Story"],
        "PAY-299": ["Fix double charge on network retry", "Done", "Priya Raman", "3", "Bug"],
        "PAY-302": ["Runbook: payout failures", "Done", "Lina Park", "1", "Task"],
        "PAY-303": ["Partial captures for marketplace orders", "Done", "Sam Whitaker", "8", "Story"],
        "PAY-307": ["Log scrubbing for PAN fragments", "Done", "Tom Becker", "2", "Bug"],
    }
    keys_ = list(issues)
    cols = ["To Do", "In Progress", "In Review", "Done"]

    def board(st: dict[str, list[str]], mine: bool, panel: list[str] | None = None) -> str:
        lines = ["[100] link 'Jira'", "[101] button 'Your work'", "[102] button 'Projects'", "[103] button 'Filters'", "[104] button 'Dashboards'",
                 "[105] button 'Create'", "[106] searchbox 'Search' value=''", "[107] button 'Notifications 2'", "[108] button 'Your profile and settings: Sam Whitaker'",
                 "navigation 'Project sidebar'", "\t[110] link 'Payments Platform (PAY)'", "\t[111] link 'Timeline'", "\t[112] link 'Backlog'",
                 "\t[113] link 'Board'", "\t[114] link 'Reports'", "navigation 'Breadcrumbs'", "\t[115] link 'Projects'", "\t[116] link 'Payments Platform'",
                 "heading 'PAY Sprint 42'", "StaticText 'Mar 4 – Mar 15 · 3 days remaining'", "[117] button 'Complete sprint'",
                 "[118] searchbox 'Search this board' value=''", f"[119] button 'Only my issues' pressed={'true' if mine else 'false'}",
                 "[120] button 'Recently updated' pressed=false", "[121] button 'Group by: None'", "[122] button 'Insights'"]
        for c in cols:
            ks = [k for k in keys_ if st[k][1] == c and (not mine or st[k][2] == "Sam Whitaker")]
            extra = " · Max 4" if c == "In Progress" else ""
            lines.append(f"region '{c} {len(ks)} issue{'' if len(ks) == 1 else 's'}{extra}'")
            lines.append(f"\theading '{c.upper()} {len(ks)}{extra.replace(' · ', ' ')}'")
            for k in ks:
                t, _s, a, pts, typ = st[k]
                b = 200 + keys_.index(k) * 2
                lines += [f"\t[{b}] button '{k} {t}'", f"\t\tStaticText '{typ}'", f"\t\tStaticText '{pts} story points'",
                          f"\t\tStaticText '{'Assignee: ' + a if a else 'Unassigned'}'"]
        for x in panel or []:
            lines.append(x)
        return axtree("PAY Sprint 42 - Payments Platform - Agile Board - Jira", lines, url + ("?assignee=me" if mine else "")
                      + ("&selectedIssue=" if mine and panel else "?selectedIssue=" if panel else "") + (panel[0].split("'")[1].split()[0] if panel else ""))

    def detail(k: str, st: dict[str, list[str]], menu: bool = False, hist: list[str] | None = None) -> list[str]:
        t, s, a, pts, typ = st[k]
        out = [f"dialog '{k} {t}'", f"\theading '{t}'", f"\t[300] button '{s}'", "\t[301] button 'Actions'", "\t[302] button 'Close'",
               "\tStaticText 'Assignee'", f"\t[303] button '{a or 'Unassigned'}'"]
        if not a:
            out.append("\t[304] link 'Assign to me'")
        out += ["\tStaticText 'Reporter'", "\tStaticText 'Lina Park'", "\tStaticText 'Story point estimate'", f"\t[305] textbox 'Story point estimate' value='{pts}'",
                "\tStaticText 'Sprint'", "\tStaticText 'PAY Sprint 42'", "\tStaticText 'Priority'", "\tStaticText 'Medium'", "\theading 'Activity'"]
        out += [f"\t\tStaticText '{h}'" for h in hist or []]
        if menu:
            out += ["\tmenu ''", "\t\t[310] menuitem 'To Do'", "\t\t[311] menuitem 'In Review'", "\t\t[312] menuitem 'Done'", "\t\t[313] menuitem 'Blocked'",
                    "\t\t[314] menuitem 'View workflow'"]
        return out

    st = {k: list(v) for k, v in issues.items()}
    turns = [("goto('https://payments-team.atlassian.net/jira/software/projects/PAY/boards/14')", board(st, False))]
    h311 = ["Sam Whitaker changed the Status from To Do to In Progress · March 8, 2024 at 4:12 PM", "Sam Whitaker created the Issue · March 4, 2024 at 10:03 AM"]
    b311 = 200 + keys_.index("PAY-311") * 2
    turns.append((f"click('{b311}')", board(st, False, detail("PAY-311", st, hist=h311))))
    turns.append(("click('300')", board(st, False, detail("PAY-311", st, True, h311))))
    st["PAY-311"][1] = "In Review"
    h311b = ["Sam Whitaker changed the Status from In Progress to In Review · just now"] + h311
    turns.append(("click('311')", board(st, False, detail("PAY-311", st, hist=h311b))))
    turns.append(("click('302')", board(st, False)))
    b318 = 200 + keys_.index("PAY-318") * 2
    h318 = ["Lina Park created the Issue · March 11, 2024 at 9:20 AM"]
    turns.append((f"click('{b318}')", board(st, False, detail("PAY-318", st, hist=h318))))
    st["PAY-318"][2] = "Sam Whitaker"
    turns.append(("click('304')", board(st, False, detail("PAY-318", st, hist=["Sam Whitaker changed the Assignee from Unassigned to Sam Whitaker · just now"] + h318))))
    turns.append(("click('119')", board(st, True)))
    st["PAY-301"][1] = "Done"  # Priya moved her review item to Done in the meantime
    turns.append(("click('119')", board(st, False) + "\n\tstatus ''\n\t\tStaticText 'Board updated: Priya Raman moved PAY-301 to Done · 1 minute ago'"))
    rs.add(task="web", tid="h29-web-16", system=WEB_SYSTEM, turns=turns,
           state="Goal: on the PAY Sprint 42 board, move PAY-311 to In Review, take PAY-318, check your own issues, then look at the whole board again.")


# ---------------------------------------------------------------- 17 LMS quiz (Canvas, student side), clean
def t17(rs: RowSet) -> None:
    base = "https://canvas.lakeshore.edu/courses/5521/quizzes/20417"
    glob = ["[100] link 'Lakeshore College'", "navigation 'Global'", "\t[101] link 'Account'", "\t[102] link 'Dashboard'", "\t[103] link 'Courses'",
            "\t[104] link 'Calendar'", "\t[105] link 'Inbox 2'", "\t[106] link 'History'", "\t[107] link 'Help'",
            "navigation 'Breadcrumbs'", "\t[108] link 'HIST-110-03'", "\t[109] link 'Quizzes'", "\t[110] link 'Quiz 4: The Industrial Revolution'",
            "navigation 'Course'", "\t[111] link 'Home'", "\t[112] link 'Announcements'", "\t[113] link 'Modules'", "\t[114] link 'Quizzes'", "\t[115] link 'Grades'"]
    intro_common = ["heading 'Quiz 4: The Industrial Revolution'", "StaticText 'Due Mar 15 at 11:59pm'", "StaticText 'Points 10'",
                    "StaticText 'Questions 5'", "StaticText 'Available Mar 11 at 12am - Mar 15 at 11:59pm'", "StaticText 'Time Limit 20 Minutes'",
                    "StaticText 'Allowed Attempts 2'", "heading 'Instructions'",
                    "StaticText 'Covers chapters 18–19 and the Manchester primary-source packet. Your highest score is kept.'"]
    turns = [("goto('https://canvas.lakeshore.edu/courses/5521/quizzes/20417')",
              axtree("Quiz 4: The Industrial Revolution: HIST-110-03", glob + intro_common + ["[120] link 'Take the Quiz'"], base))]
    qs = [
        ("Question 1", "2 pts", "Which invention most directly increased the speed of cotton spinning in the 1760s?", "radio",
         ["The flying shuttle", "The spinning jenny", "The Bessemer converter", "The telegraph"]),
        ("Question 2", "2 pts", "The 1833 Factory Act in Britain primarily:", "radio",
         ["Banned child labor for children under 9 in textile mills", "Established a minimum wage", "Legalized trade unions", "Nationalized the railways"]),
        ("Question 3", "2 pts", "Select ALL sources of power used in early British factories.", "checkbox",
         ["Water wheels", "Steam engines", "Electric motors", "Horse gins"]),
        ("Question 4", "2 pts", "Name the city whose cotton mills earned it the nickname “Cottonopolis”.", "text", []),
        ("Question 5", "2 pts", "Match: the Stockton and Darlington Railway opened in", "select", ["[ Choose ]", "1804", "1825", "1848", "1869"]),
    ]

    def attempt(ans: dict[int, object], remaining: str, saved: str | None) -> str:
        lines = glob + ["heading 'Quiz 4: The Industrial Revolution'", "StaticText 'Started: Mar 13 at 10:13am'", "heading 'Quiz Instructions'",
                        "StaticText 'Covers chapters 18–19 and the Manchester primary-source packet. Your highest score is kept.'"]
        for i, (qn, pts, text, kind, opts) in enumerate(qs):
            b = 200 + i * 10
            lines += [f"group '{qn}'", f"\theading '{qn}'", f"\tStaticText '{pts}'", f"\t[{b}] button 'Flag question: {qn}'", f"\tStaticText '{text}'"]
            if kind == "radio":
                lines += [f"\t[{b + 1 + j}] radio '{o}' checked={'true' if ans.get(i) == j else 'false'}" for j, o in enumerate(opts)]
            elif kind == "checkbox":
                sel = ans.get(i, set())
                lines += [f"\t[{b + 1 + j}] checkbox '{o}' checked={'true' if j in sel else 'false'}" for j, o in enumerate(opts)]
            elif kind == "text":
                lines.append(f"\t[{b + 1}] textbox 'Fill in the blank, read surrounding text.' value='{ans.get(i, '')}'")
            else:
                lines.append(f"\t[{b + 1}] combobox '' value='{ans.get(i, '[ Choose ]')}'")
        lines += ["[260] button 'Submit Quiz'", f"StaticText '{'Quiz saved at ' + saved if saved else 'Not saved'}'",
                  "navigation 'Questions'"]
        for i, (qn, *_r) in enumerate(qs):
            done = i in ans and ans[i] not in ("", set())
            lines.append(f"\t[{270 + i}] link '{qn}{' (answered)' if done else ''}'")
        lines += ["timer ''", f"\tStaticText 'Time Running: {remaining} remaining'", "\t[280] button 'Hide Time'"]
        return axtree("Quiz 4: The Industrial Revolution: HIST-110-03", lines, base + "/take")

    a: dict[int, object] = {}
    turns.append(("click('120')", attempt(a, "19 Minutes, 58 Seconds", None)))
    a[0] = 1
    turns.append(("click('202')", attempt(a, "19 Minutes, 21 Seconds", "10:14am")))
    a[1] = 0
    turns.append(("click('211')", attempt(a, "18 Minutes, 40 Seconds", "10:14am")))
    a[2] = {0}
    turns.append(("click('221')", attempt(a, "17 Minutes, 52 Seconds", "10:15am")))
    a[2] = {0, 1}
    turns.append(("click('222')", attempt(a, "17 Minutes, 47 Seconds", "10:15am")))
    a[3] = "Manchester"
    turns.append(("fill('231', 'Manchester')", attempt(a, "16 Minutes, 30 Seconds", "10:17am")))
    a[4] = "1825"
    turns.append(("select_option('241', '1825')", attempt(a, "15 Minutes, 9 Seconds", "10:18am")))
    res = glob + ["heading 'Quiz 4: The Industrial Revolution'", "StaticText 'Due Mar 15 at 11:59pm'", "StaticText 'Points 10'",
                  "StaticText 'Questions 5'", "StaticText 'Time Limit 20 Minutes'", "StaticText 'Allowed Attempts 2'",
                  "heading 'Attempt History'", "table ''", "\trow ''", "\t\tcolumnheader ''", "\t\tcolumnheader 'Attempt'", "\t\tcolumnheader 'Time'",
                  "\t\tcolumnheader 'Score'", "\trow ''", "\t\tgridcell 'LATEST'", "\t\t[300] link 'Attempt 1'", "\t\tgridcell '6 minutes'",
                  "\t\tgridcell '9 out of 10'", "StaticText 'Score for this attempt: 9 out of 10'", "StaticText 'Submitted Mar 13 at 10:19am'",
                  "StaticText 'This attempt took 6 minutes.'", "StaticText 'Kept Score: 9 out of 10'", "StaticText '1 more attempt available'",
                  "[301] link 'Take the Quiz Again'",
                  "group 'Question 3'", "\tStaticText '1 / 2 pts'", "\tStaticText 'Correct answers: Water wheels, Steam engines, Horse gins'",
                  "group 'Question 1'", "\tStaticText '2 / 2 pts'", "group 'Question 2'", "\tStaticText '2 / 2 pts'",
                  "group 'Question 4'", "\tStaticText '2 / 2 pts'", "group 'Question 5'", "\tStaticText '2 / 2 pts'"]
    turns.append(("click('260')", axtree("Quiz 4: The Industrial Revolution: HIST-110-03", res, base + "/history?version=1")))
    grades = glob[:10] + ["\t[108] link 'HIST-110-03'", "\t[116] link 'Grades'", "heading 'Grades for Noah Fischer'",
                          "[310] combobox 'Arrange By' value='Due Date'", "table 'Assignments are weighted by group: Quizzes 30%, Essays 40%, Exams 30%'",
                          "\trow ''", "\t\tcolumnheader 'Name'", "\t\tcolumnheader 'Due'", "\t\tcolumnheader 'Submitted'", "\t\tcolumnheader 'Status'",
                          "\t\tcolumnheader 'Score'"]
    for r in [("Quiz 1: The French Revolution", "Feb 2", "Feb 1", "", "8 / 10"), ("Essay 1: Napoleon’s legacy", "Feb 16", "Feb 16", "", "42 / 50"),
              ("Quiz 2: Congress of Vienna", "Feb 9", "Feb 8", "", "10 / 10"), ("Quiz 3: 1848 revolutions", "Mar 1", "Mar 1", "", "7 / 10"),
              ("Quiz 4: The Industrial Revolution", "Mar 15", "Mar 13 at 10:19am", "", "9 / 10"), ("Essay 2: Labor and the factory", "Mar 29", "", "", "- / 50")]:
        grades += ["\trow ''", f"\t\tlink '{r[0]}'", f"\t\tgridcell '{r[1]}'", f"\t\tgridcell '{r[2]}'", f"\t\tgridcell '{r[3]}'", f"\t\tgridcell '{r[4]}'"]
    grades += ["StaticText 'Quizzes: 85.00% (34.00 / 40.00)'", "StaticText 'Essays: 84.00% (42.00 / 50.00)'", "StaticText 'Exams: N/A'",
               "StaticText 'Total: 84.43%'", "[311] checkbox 'Calculate based only on graded assignments' checked=true"]
    turns.append(("click('115')", axtree("Grades for Noah Fischer: HIST-110-03", grades, "https://canvas.lakeshore.edu/courses/5521/grades")))
    rs.add(task="web", tid="h29-web-17", system=WEB_SYSTEM, turns=turns,
           state="Goal: take Quiz 4 in HIST-110 for Noah (answers: spinning jenny, the under-9 ban, water + steam power, Manchester, 1825), submit, and check the grade.")


# ---------------------------------------------------------------- 18 short-term rental ops dashboard, bad: closed ticket open again
def t18(rs: RowSet) -> None:
    base = "https://ops.staywellhost.com"
    side = ["[100] link 'Staywell Host'", "navigation ''", "\t[101] link 'Today'", "\t[102] link 'Calendar'", "\t[103] link 'Turnovers'",
            "\t[104] link 'Tickets'", "\t[105] link 'Inventory'", "\t[106] link 'Owners'", "\t[107] link 'Reports'", "[108] button 'Kai Mendes · North Shore Stays'"]
    tix = [
        ["T-1042", "Hot tub heater error E4", "Cabin Alder", "Guest report", "High", "Open", "Unassigned", "Mar 12, 7:48 PM"],
        ["T-1040", "Dishwasher leaves residue", "Loft 1", "Cleaner", "Low", "Open", "Ana Silva", "Mar 12, 1:05 PM"],
        ["T-1039", "Smoke detector chirping (bedroom 2)", "Loft 2", "Guest report", "High", "Open", "Ana Silva", "Mar 12, 11:31 AM"],
        ["T-1037", "Wi-Fi drops every evening", "Beach House", "Guest report", "Medium", "In progress", "Kai Mendes", "Mar 11, 9:02 PM"],
        ["T-1033", "Missing wine glasses (4)", "Loft 1", "Cleaner", "Low", "Open", "Unassigned", "Mar 10, 3:40 PM"],
        ["T-1031", "Snow removal contract renewal", "All properties", "Owner", "Medium", "Closed", "Kai Mendes", "Mar 8, 10:15 AM"],
    ]

    def tickets(tk: list[list[str]], note: str | None = None) -> str:
        n_open = sum(t[5] == "Open" for t in tk)
        n_prog = sum(t[5] == "In progress" for t in tk)
        n_closed = sum(t[5] == "Closed" for t in tk)
        lines = side + ["heading 'Tickets'", "[110] button 'New ticket'", "tablist ''", f"\t[111] tab 'Open {n_open}' selected=false",
                        f"\t[112] tab 'In progress {n_prog}'", f"\t[113] tab 'Closed (last 30 days) {n_closed}'", f"\t[114] tab 'All {len(tk)}' selected=true",
                        "[115] combobox 'Property' value='All properties'", "[116] combobox 'Sort' value='Newest first'"]
        if note:
            lines.append(f"status ''\n\t\tStaticText '{note}'")
        rws = [[f"[{120 + i}] link '{t[0]}'", *t[1:]] for i, t in enumerate(tk)]
        lines += rows_to_lines(["Ticket", "Title", "Property", "Source", "Priority", "Status", "Assignee", "Opened"], rws, 0, "Tickets")
        lines += ["heading 'Today’s turnovers'", "\tStaticText 'Loft 2 · checkout 11:00 AM · clean by Ana Silva · next check-in 4:00 PM (Brooks, 3 guests)'",
                  "\tStaticText 'Cabin Alder · checkout 10:00 AM · clean by Dev Patel · next check-in Mar 14'"]
        return axtree("Tickets · Staywell Host", lines, base + "/tickets")

    turns = [("goto('https://ops.staywellhost.com/tickets')", tickets(tix))]
    comments = ["Guest (Yilmaz) via Airbnb · Mar 12, 11:31 AM: The smoke alarm in the small bedroom keeps chirping every minute, we can’t sleep.",
                "Kai Mendes · Mar 12, 11:40 AM: Sorry about that! Ana will swap the battery at today’s turnover.",
                "Ana Silva · Mar 12, 12:52 PM: Swapped the 9V in bedroom 2, tested with the button, no chirp. Photo attached."]

    def detail(status: str, resolved: bool, dlg: list[str] | None = None, msg: str | None = None) -> str:
        lines = side + ["navigation 'Breadcrumb'", "\t[130] link 'Tickets'", "\tStaticText 'T-1039'"]
        if msg:
            lines.append(f"status ''\n\t\tStaticText '{msg}'")
        lines += ["heading 'T-1039 · Smoke detector chirping (bedroom 2)'", f"StaticText 'Status: {status}'", "StaticText 'Priority: High'",
                  "StaticText 'Property: Loft 2 · 410 Lakeview Ave, Unit 2, Duluth MN'", "StaticText 'Assignee: Ana Silva'",
                  "StaticText 'Opened Mar 12, 11:31 AM from guest message (Airbnb)'"]
        lines += ["heading 'Conversation'"] + [f"\tStaticText '{c}'" for c in comments]
        lines += ["\timg 'smoke_detector_bedroom2.jpg'"]
        if resolved:
            lines += ["\tStaticText 'Kai Mendes · Mar 12, 8:41 PM: Resolved — Battery replaced and alarm tested by Ana at the 12:30 turnover.'",
                      "StaticText 'Closed by Kai Mendes · Mar 12, 8:41 PM'", "[140] button 'Reopen ticket'"]
        else:
            lines += ["[140] button 'Mark resolved'", "[141] combobox 'Assignee' value='Ana Silva'"]
        lines += ["[142] textbox 'Add an internal note' value=''", "[143] button 'Post note'"]
        if dlg:
            lines += ["dialog 'Resolve T-1039'"] + ["\t" + x for x in dlg]
        return axtree("T-1039 · Tickets · Staywell Host", lines, base + "/tickets/T-1039")

    def rdlg(note: str) -> list[str]:
        return [f"[150] textbox 'Resolution note (visible to your team)' value='{note}'", "[151] checkbox 'Send the guest a follow-up message' checked=false",
                "[152] button 'Cancel'", "[153] button 'Resolve'"]

    turns.append(("click('122')", detail("Open", False)))
    turns.append(("click('140')", detail("Open", False, rdlg(""))))
    note = "Battery replaced and alarm tested by Ana at the 12:30 turnover."
    turns.append((f"fill('150', '{note}')", detail("Open", False, rdlg(note))))
    turns.append(("click('153')", detail("Closed", True, msg="T-1039 resolved and closed.")))
    turns.append(("click('130')", tickets(tix)))
    hot = side + ["navigation 'Breadcrumb'", "\t[130] link 'Tickets'", "\tStaticText 'T-1042'", "heading 'T-1042 · Hot tub heater error E4'",
                  "StaticText 'Status: Open'", "StaticText 'Priority: High'", "StaticText 'Property: Cabin Alder · 8 Pine Ridge Rd, Lutsen MN'",
                  "StaticText 'Assignee: Unassigned'", "StaticText 'Opened Mar 12, 7:48 PM from guest message (Vrbo)'", "heading 'Conversation'",
                  "\tStaticText 'Guest (Hoffmann) via Vrbo · Mar 12, 7:48 PM: Hot tub panel shows E4 and water is cold (about 70°F).'",
                  "\tStaticText 'Kai Mendes · Mar 12, 8:02 PM: E4 is the flow/heater fault. Asked guest to check the filter cover is closed.'",
                  "[140] button 'Mark resolved'", "[141] combobox 'Assignee' value='Unassigned'",
                  "\toption 'Unassigned'", "\toption 'Kai Mendes'", "\toption 'Ana Silva'", "\toption 'Dev Patel'", "\toption 'Northwoods Spa Service (vendor)'",
                  "[142] textbox 'Add an internal note' value=''", "[143] button 'Post note'"]
    turns.append(("click('120')", axtree("T-1042 · Tickets · Staywell Host", hot, base + "/tickets/T-1042")))
    hot2 = [x.replace("Assignee: Unassigned", "Assignee: Northwoods Spa Service (vendor)").replace("value='Unassigned'", "value='Northwoods Spa Service (vendor)'") for x in hot]
    hot2.insert(hot2.index("[140] button 'Mark resolved'"), "\tStaticText 'Kai Mendes · Mar 12, 8:44 PM: Assigned to Northwoods Spa Service (vendor). Vendor notified by SMS.'")
    turns.append(("select_option('141', 'Northwoods Spa Service (vendor)')", axtree("T-1042 · Tickets · Staywell Host", hot2, base + "/tickets/T-1042")))
    rs.add(task="web", tid="h29-web-18", system=WEB_SYSTEM, turns=turns,
           state="Goal: in Staywell Host, close T-1039 (Ana already swapped the smoke detector battery) and hand the Cabin Alder hot tub ticket to the spa vendor.",
           bad=True, turn=6, kind="ticket resolved and closed at turn 5 is listed as Open again in the ticket list")


# ---------------------------------------------------------------- 19 hospital scheduling portal (reschedule), clean
def t19(rs: RowSet) -> None:
    base = "https://patient.northbridgehealth.org"
    top = ["[100] link 'Northbridge Health'", "[101] link 'My appointments'", "[102] link 'Messages'", "[103] link 'Results'", "[104] link 'Billing'",
           "[105] button 'Grace Liu (MRN 00-418-2273)'", "[106] button 'Sign out'"]
    mri_old = ("Thu, Apr 4, 2024 · 7:15 AM", "MRI Lumbar spine without contrast", "Northbridge Imaging Center, 2 Harbor Way, Level B1", "Arrive by 6:45 AM")
    mri_new = ("Mon, Apr 1, 2024 · 7:00 AM", "MRI Lumbar spine without contrast", "Northbridge Imaging Center, 2 Harbor Way, Level B1", "Arrive by 6:30 AM")
    pt = ("Tue, Apr 2, 2024 · 5:30 PM", "Physical therapy – follow-up", "Northbridge Rehab, 77 Elm St, Suite 4", "Arrive by 5:20 PM")
    ortho = ("Wed, Apr 10, 2024 · 2:40 PM", "Orthopedics – review MRI results, Dr. Samuel Adeyemi", "Northbridge Specialty Clinic, 3rd floor", "Arrive by 2:25 PM")

    def appts(items: list[tuple], mri: tuple, wait: str | None, upd: str, banner: str | None = None) -> str:
        lines = top + ["heading 'My appointments'", f"StaticText 'Last updated {upd}'", "[110] button 'Refresh'", "[111] link 'Request an appointment'"]
        if banner:
            lines.append(f"status ''\n\t\tStaticText '{banner}'")
        lines.append("list 'Upcoming'")
        for i, it in enumerate(items):
            b = 120 + i * 6
            lines += ["\tlistitem ''", f"\t\tStaticText '{it[0]}'", f"\t\t[{b}] link '{it[1]}'", f"\t\tStaticText '{it[2]}'", f"\t\tStaticText '{it[3]}'"]
            if it[1].startswith("MRI"):
                lines += ["\t\tStaticText 'Confirmation NBH-77310'", f"\t\t[{b + 1}] link 'Preparation instructions'"]
                if wait:
                    lines.append(f"\t\tStaticText '{wait}'")
            lines += [f"\t\t[{b + 2}] button 'Reschedule'", f"\t\t[{b + 3}] button 'Cancel'"]
        lines += ["StaticText 'To cancel within 24 hours of your visit, call (503) 555-0162.'"]
        return axtree("My appointments | Northbridge Health", lines, base + "/appointments")

    wait0 = "Waitlist for an earlier MRI: you are number 6 in line"
    turns = [("goto('https://patient.northbridgehealth.org/appointments')", appts([pt, mri_old, ortho], mri_old, wait0, "9:58 AM"))]

    def slots(lst: list[str], upd: str, picked: str | None = None) -> str:
        lines = top + ["navigation 'Breadcrumb'", "\t[130] link 'My appointments'", "\tStaticText 'Reschedule'", "heading 'Reschedule: MRI Lumbar spine without contrast'",
                       f"StaticText 'Current time: {mri_old[0]}'", "StaticText 'Northbridge Imaging Center · 45-minute slots · Times shown in Pacific Time'",
                       f"StaticText 'Availability updated {upd}'", "[131] button 'Refresh availability'", "radiogroup 'Available times'"]
        for i, s in enumerate(lst):
            lines.append(f"\t[{140 + i}] radio '{s}' checked={'true' if s == picked else 'false'}")
        lines += ["[150] button 'Continue'" + ("" if picked else " disabled=true"), "[151] link 'Keep my current time'"]
        return axtree("Reschedule | Northbridge Health", lines, base + "/appointments/A-5520913/reschedule")

    s1 = ["Mon, Apr 1 · 9:30 PM", "Tue, Apr 2 · 6:30 PM", "Wed, Apr 3 · 8:45 PM", "Thu, Apr 4 · 5:15 AM"]
    turns.append(("click('128')", slots(s1, "10:02 AM")))
    s2 = ["Mon, Apr 1 · 7:00 AM", "Tue, Apr 2 · 6:30 PM", "Wed, Apr 3 · 8:45 PM", "Thu, Apr 4 · 5:15 AM"]
    turns.append(("click('131')", slots(s2, "10:04 AM")))
    turns.append(("click('140')", slots(s2, "10:04 AM", picked="Mon, Apr 1 · 7:00 AM")))
    rev = top + ["heading 'Review your change'", f"StaticText 'From: {mri_old[0]}'", f"StaticText 'To: {mri_new[0]} ({mri_new[3]})'",
                 "StaticText 'Same location, same order (ordered by Dr. Samuel Adeyemi)'", "StaticText 'Your confirmation number stays the same: NBH-77310'",
                 "StaticText 'Moving to an earlier time removes you from the waitlist.'", "[160] checkbox 'Text me a reminder the day before' checked=true",
                 "[161] button 'Back'", "[162] button 'Confirm new time'"]
    turns.append(("click('150')", axtree("Review change | Northbridge Health", rev, base + "/appointments/A-5520913/reschedule/review")))
    turns.append(("click('162')", appts([mri_new, pt, ortho], mri_new, None, "10:05 AM",
                                        "Your MRI is now on Mon, Apr 1, 2024 at 7:00 AM. Confirmation NBH-77310. You were removed from the waitlist.")))
    msgs = top + ["heading 'Messages'", "[170] link 'New message'", "list 'Inbox'",
                  "\tlistitem ''", "\t\t[171] link 'Appointment changed: MRI Lumbar spine'", "\t\tStaticText 'Northbridge Imaging · 10:05 AM · unread'",
                  "\tlistitem ''", "\t\t[172] link 'Waitlist update: you moved up to number 6'", "\t\tStaticText 'Northbridge Imaging · Mar 27 · read'",
                  "\tlistitem ''", "\t\t[173] link 'Your PT home exercise plan'", "\t\tStaticText 'Northbridge Rehab · Mar 21 · read'",
                  "\tlistitem ''", "\t\t[174] link 'Referral approved: MRI Lumbar spine'", "\t\tStaticText 'Insurance Services · Mar 15 · read'"]
    turns.append(("click('102')", axtree("Messages | Northbridge Health", msgs, base + "/messages")))
    m1 = top + ["navigation 'Breadcrumb'", "\t[180] link 'Messages'", "heading 'Appointment changed: MRI Lumbar spine'",
                "StaticText 'From Northbridge Imaging · Thu, Mar 28, 2024 10:05 AM'",
                "StaticText 'Hello Grace, your MRI Lumbar spine without contrast has been moved to Mon, Apr 1, 2024 at 7:00 AM at Northbridge Imaging Center, Level B1.'",
                "StaticText 'Please arrive by 6:30 AM, remove all metal and jewelry, and bring your photo ID. You may eat and drink normally.'",
                "StaticText 'Confirmation: NBH-77310'", "[181] button 'Reply'", "[182] link 'Preparation instructions (PDF)'"]
    turns.append(("click('171')", axtree("Appointment changed | Northbridge Health", m1, base + "/messages/m-9931207")))
    rs.add(task="web", tid="h29-web-19", system=WEB_SYSTEM, turns=turns,
           state="Goal: move Grace Liu's lumbar MRI to the earliest morning slot available, then read the confirmation message. Today is Thu, Mar 28, 2024.")


# ---------------------------------------------------------------- 20 farm co-op producer portal, bad: created listing missing
def t20(rs: RowSet) -> None:
    base = "https://producers.hilltopharvest.coop"
    side = ["[100] link 'Hilltop Harvest Co-op · Producer Hub'", "navigation ''", "\t[101] link 'My listings'", "\t[102] link 'Orders to pack'",
            "\t[103] link 'Sales & payouts'", "\t[104] link 'Farm profile'", "[105] button 'Green Hollow Farm (producer #47)'"]
    L = {
        "L-88102": ["Asparagus, 1 lb bundle", "$5.50", "25", "12", "Published"],
        "L-88103": ["Baby spinach, 8 oz bag", "$4.00", "30", "18", "Published"],
        "L-88107": ["Rhubarb, per lb", "$3.75", "20", "3", "Published"],
        "L-88110": ["Pasture eggs, dozen", "$6.50", "15", "15", "Sold out"],
    }

    def listings(items: dict[str, list[str]], week: str, msg: str | None = None) -> str:
        lines = side + ["heading 'My listings'", f"[110] combobox 'Market week' value='{week}'", "[111] link 'New listing'",
                        "StaticText 'Ordering for Jun 3–8 closes Wed Jun 5 at 8:00 PM'"]
        if msg:
            lines.append(f"status ''\n\t\tStaticText '{msg}'")
        lines.append(f"StaticText '{len(items)} listing{'s' if len(items) != 1 else ''} this week'")
        rws = []
        for i, (lid, (name, price, qty, sold, st)) in enumerate(items.items()):
            rws.append([lid, f"[{120 + i * 3}] link '{name}'", price, qty, sold, str(int(qty) - int(sold)), st,
                        f"[{121 + i * 3}] button 'Edit {name}'", f"[{122 + i * 3}] button 'Unpublish {name}'"])
        lines += rows_to_lines(["ID", "Product", "Price", "Offered", "Sold", "Left", "Status", "", ""], rws, 0, "Listings")
        lines += ["StaticText 'Co-op fee: 12% of sales · Payout every Monday'"]
        return axtree("My listings · Producer Hub", lines, base + "/listings?week=" + ("2024-06-03" if week.startswith("Jun 3") else "2024-06-10"))

    def form(name: str, unit: str, price: str, qty: str, tmpl: str = "Blank listing") -> str:
        lines = side + ["heading 'New listing · Market week Jun 3–8'", f"[130] combobox 'Start from' value='{tmpl}'",
                        f"[131] textbox 'Product name' value='{name}'", f"[132] combobox 'Sold by' value='{unit}'", f"[133] textbox 'Price (USD)' value='{price}'",
                        f"[134] textbox 'Quantity offered' value='{qty}'", "[135] combobox 'Category' value='Vegetables'" if "Strawberr" not in name else "[135] combobox 'Category' value='Fruit'",
                        "[136] checkbox 'Certified organic' checked=false", "[137] checkbox 'Grown with organic practices (not certified)' checked=true",
                        "[138] textbox 'Description' value=''", "[139] button 'Add photo'", "[140] button 'Save draft'", "[141] button 'Publish'"]
        return axtree("New listing · Producer Hub", lines, base + "/listings/new")

    week1 = "Jun 3–8 (this week)"
    turns = [("goto('https://producers.hilltopharvest.coop/listings')", listings(L, week1))]
    turns.append(("click('111')", form("", "Each", "", "")))
    turns.append(("fill('131', 'Garlic scapes, bunch')", form("Garlic scapes, bunch", "Each", "", "")))
    turns.append(("fill('133', '3.00')", form("Garlic scapes, bunch", "Each", "3.00", "")))
    turns.append(("fill('134', '40')", form("Garlic scapes, bunch", "Each", "3.00", "40")))
    L2 = dict(L)
    L2["L-88131"] = ["Garlic scapes, bunch", "$3.00", "40", "0", "Published"]
    turns.append(("click('141')", listings(L2, week1, "Garlic scapes, bunch is live in the market (L-88131).")))
    nxt = {"L-88140": ["Asparagus, 1 lb bundle", "$5.50", "25", "0", "Scheduled (opens Jun 6)"],
           "L-88141": ["Baby spinach, 8 oz bag", "$4.00", "30", "0", "Scheduled (opens Jun 6)"]}
    turns.append(("select_option('110', 'Jun 10–15 (next week)')", listings(nxt, "Jun 10–15 (next week)")))
    # between turn 6 and 8 some members ordered spinach and rhubarb
    Lbad = {k: list(v) for k, v in L.items()}
    Lbad["L-88103"][3] = "20"
    Lbad["L-88107"][3] = "5"
    turns.append(("select_option('110', 'Jun 3–8 (this week)')", listings(Lbad, week1)))
    turns.append(("click('111')", form("", "Each", "", "")))
    turns.append(("select_option('130', 'Strawberries, quart (Jun 2023)')", form("Strawberries, quart", "Each", "6.00", "24", "Strawberries, quart (Jun 2023)")))
    turns.append(("fill('133', '6.50')", form("Strawberries, quart", "Each", "6.50", "24", "Strawberries, quart (Jun 2023)")))
    L3 = {k: list(v) for k, v in L2.items()}
    L3["L-88103"][3] = "21"
    L3["L-88107"][3] = "5"
    L3["L-88131"][3] = "4"
    L3["L-88144"] = ["Strawberries, quart", "$6.50", "24", "0", "Published"]
    turns.append(("click('141')", listings(L3, week1, "Strawberries, quart is live in the market (L-88144).")))
    rs.add(task="web", tid="h29-web-20", system=WEB_SYSTEM, turns=turns,
           state="Goal: for Green Hollow Farm, list 40 bunches of garlic scapes at $3.00 this week, peek at next week's listings, then relist last June's strawberries at $6.50.",
           bad=True, turn=8, kind="listing published at turn 6 (garlic scapes) is missing from this week's listings when switching back to the week")


# ---------------------------------------------------------------- 21 Q&A forum (Stack Overflow), clean
def t21(rs: RowSet) -> None:
    url = "https://stackoverflow.com/questions/78201544/pandas-groupby-drops-rows-where-the-key-is-nan"

    def top(rep: str, inbox: str = "", ach: str = "") -> list[str]:
        return ["[100] link 'Stack Overflow'", "[101] link 'About'", "[102] link 'Products'", "[103] searchbox 'Search…' value=''",
                f"[104] link 'priyanka_dev, {rep} reputation'", f"[105] button 'Inbox{inbox}'", f"[106] button 'Achievements{ach}'",
                "navigation 'Primary'", "\t[107] link 'Home'", "\t[108] link 'Questions'", "\t[109] link 'Tags'", "\t[110] link 'Users'"]

    q = ["heading 'pandas groupby drops rows where the key is NaN'", "[120] link 'Ask Question'"]
    qbody = ["StaticText 'I group a DataFrame by region and sum sales, but every row whose region is NaN silently disappears from the result. df.groupby(\"region\")[\"sales\"].sum() returns 4 groups but I have 5 distinct values including NaN. How do I keep the NaN group?'",
             "[125] link 'python'", "[126] link 'pandas'", "[127] link 'group-by'", "[128] link 'nan'",
             "StaticText 'asked 3 hours ago by lukas_b (412 reputation)'"]

    ans_mozway = ["mozway", "Use the dropna parameter (pandas ≥ 1.1): df.groupby(\"region\", dropna=False)[\"sales\"].sum() keeps NaN as its own group.", "answered 2 hours ago", "74.1k"]
    ans_other = ["dev_ilya", "You can fillna first: df.fillna({\"region\": \"unknown\"}).groupby(\"region\").sum()", "answered 1 hour ago", "2,093"]
    mine = "dropna=False is the right switch. One catch: with a categorical region column you also need observed=True/False decided explicitly, otherwise NaN and unused categories both show up. Example: df.groupby(\"region\", dropna=False, observed=True)[\"sales\"].sum()"
    mine_ed = mine + " (Tested on pandas 2.2.1.)"

    def page(rep: str, views: str, answers: list[tuple[list[str], int, str, bool, bool]], sort: str, draft: str, inbox: str = "", ach: str = "",
             edit_box: str | None = None) -> str:
        lines = top(rep, inbox, ach) + q + [f"StaticText 'Asked today · Modified today · Viewed {views} times'", "[121] button 'Up vote' pressed=false",
                                            "StaticText '3'", "[122] button 'Down vote'", "[123] button 'Save this question.'", "[124] button 'Follow'"] + qbody
        lines += [f"heading '{len(answers)} Answers'", f"[130] combobox 'Sorted by:' value='{sort}'"]
        for i, (a, score, edited, voted, accepted) in enumerate(answers):
            b = 140 + i * 8
            lines += [f"article 'answer by {a[0]}'", f"\t[{b}] button 'Up vote' pressed={'true' if voted else 'false'}", f"\tStaticText '{score}'",
                      f"\t[{b + 1}] button 'Down vote'"]
            if accepted:
                lines.append("\timg 'The question owner accepted this as the best answer'")
            if a[0] == "priyanka_dev" and edit_box is not None:
                lines += [f"\t[{b + 2}] textbox 'Edit your answer' value='{edit_box}'", "\t[{}] textbox 'Edit Summary' value=''".format(b + 3),
                          f"\t[{b + 4}] button 'Save edits'", f"\t[{b + 5}] button 'Cancel'"]
            else:
                lines += [f"\tStaticText '{a[1]}'", f"\t[{b + 2}] link 'Share'", f"\t[{b + 3}] link '{'Edit' if a[0] == 'priyanka_dev' else 'Improve this answer'}'",
                          f"\t[{b + 4}] button 'Follow'"]
                if edited:
                    lines.append(f"\t[{b + 5}] link '{edited}'")
                lines.append(f"\tStaticText '{a[2]} · {a[0]} ({a[3]} reputation)'")
        lines += ["heading 'Your Answer'", f"[190] textbox 'Your Answer' value='{draft}'", "[191] button 'Post Your Answer'",
                  "StaticText 'Hot Network Questions'", "\t[192] link 'Why is my SQL Server query plan different in SSMS and my app?'",
                  "\t[193] link 'Is it legal to fly a drone over a national park in the US?'"]
        return axtree("python - pandas groupby drops rows where the key is NaN - Stack Overflow", lines, url)

    me_a = ["priyanka_dev", mine, "answered just now", "1,341"]
    turns = [(f"goto('{url}')", page("1,341", "214", [(ans_mozway, 5, "", False, False), (ans_other, 1, "", False, False)], "Highest score (default)", ""))]
    turns.append((f"fill('190', '{mine}')", page("1,341", "216", [(ans_mozway, 5, "", False, False), (ans_other, 1, "", False, False)], "Highest score (default)", mine)))
    turns.append(("click('191')", page("1,341", "221", [(ans_mozway, 5, "", False, False), (ans_other, 1, "", False, False), (me_a, 0, "", False, False)],
                                       "Highest score (default)", "")))
    me_a2 = ["priyanka_dev", mine, "answered 3 mins ago", "1,341"]
    by_date = [(me_a2, 0, "", False, False), (ans_other, 1, "", False, False), (ans_mozway, 5, "", False, False)]
    turns.append(("select_option('130', 'Date modified (newest first)')", page("1,341", "223", by_date, "Date modified (newest first)", "")))
    by_date_v = [(me_a2, 0, "", False, False), (ans_other, 1, "", False, False), (ans_mozway, 6, "", True, False)]
    turns.append(("click('156')", page("1,341", "223", by_date_v, "Date modified (newest first)", "")))
    turns.append(("click('143')", page("1,341", "225", by_date_v, "Date modified (newest first)", "", edit_box=mine)))
    turns.append((f"fill('142', '{mine_ed}')", page("1,341", "225", by_date_v, "Date modified (newest first)", "", edit_box=mine_ed)))
    me_a3 = ["priyanka_dev", mine_ed, "answered 9 mins ago", "1,376"]
    after = [(me_a3, 2, "edited just now", False, True), (ans_other, 1, "", False, False), (ans_mozway, 6, "", True, False)]
    turns.append(("click('144')", page("1,376", "247", after, "Date modified (newest first)", "", inbox=" 1 new", ach=" +35")))
    rs.add(task="web", tid="h29-web-21", system=WEB_SYSTEM, turns=turns,
           state="Goal: answer the pandas NaN-groupby question as priyanka_dev, upvote mozway's answer, and add the tested version to your answer.")


# ---------------------------------------------------------------- 22 pet adoption (cats), bad: pet weight drifts
def t22(rs: RowSet) -> None:
    base = "https://adopt.tricountyhumane.org"
    top = ["[100] link 'Tri-County Humane Society'", "[101] link 'Adopt a cat'", "[102] link 'Adopt a dog'", "[103] link 'Small animals'",
           "[104] link 'My visits'", "[105] link 'Donate'", "[106] button 'Signed in: Olivia Brandt'"]
    cats = [("Marmalade", "Male · 3 yrs · 11.2 lb · Orange tabby, domestic shorthair", "Listed 6 days ago", "C-5521"),
            ("Pepper", "Female · 5 yrs · 8.9 lb · Black, domestic shorthair", "Listed 9 days ago", "C-5498"),
            ("Sir Reginald", "Male · 11 yrs · 13.6 lb · Gray and white, Maine Coon mix", "Listed 3 weeks ago", "C-5377"),
            ("Tilly & Tom", "Bonded pair · 2 yrs · 7.8 lb and 9.4 lb · Tortoiseshell / brown tabby", "Listed 2 days ago", "C-5540"),
            ("Nugget", "Female · 4 yrs · 9.7 lb · Calico, domestic medium hair", "Listed 12 days ago", "C-5487"),
            ("Biscotti", "Male · 6 yrs · 12.3 lb · Cream, domestic longhair", "Listed 1 month ago", "C-5302")]

    def listing(pending: set[str]) -> str:
        lines = top + ["heading 'Adoptable cats'", "[110] combobox 'Age' value='Adult (1–7 yrs)'", "[111] combobox 'Location' value='All shelters'",
                       "[112] checkbox 'Good with dogs' checked=false", "[113] checkbox 'Bonded pairs only' checked=false",
                       "[114] combobox 'Sort' value='Newest'", "StaticText 'Showing 6 of 31 cats'"]
        for i, (n, d, lst, cid) in enumerate(cats):
            lines += [f"article '{n}'", f"\t[{120 + i * 2}] link '{n}'", f"\tStaticText '{d}'", f"\tStaticText '{lst} · {cid}'"]
            if n in pending:
                lines.append("\tStaticText 'Adoption pending'")
            lines.append(f"\t[{121 + i * 2}] button 'Save {n}'")
        lines += ["[160] button 'Load more cats'"]
        return axtree("Adoptable cats | Tri-County Humane Society", lines, base + "/cats?age=adult")

    turns = [("goto('https://adopt.tricountyhumane.org/cats?age=adult')", listing(set()))]

    def profile(note: str | None) -> str:
        lines = top + ["navigation 'Breadcrumb'", "\t[130] link 'Adopt a cat'", "heading 'Marmalade'", "img 'Marmalade, an orange tabby, stretched out on a blanket'",
                       "table 'About Marmalade'", "\trow ''", "\t\trowheader 'ID'", "\t\tgridcell 'C-5521'", "\trow ''", "\t\trowheader 'Age'", "\t\tgridcell '3 years'",
                       "\trow ''", "\t\trowheader 'Sex'", "\t\tgridcell 'Male, neutered'", "\trow ''", "\t\trowheader 'Weight'", "\t\tgridcell '11.2 lb'",
                       "\trow ''", "\t\trowheader 'Coat'", "\t\tgridcell 'Orange tabby, short hair'", "\trow ''", "\t\trowheader 'Location'",
                       "\t\tgridcell 'Westfield shelter, Cat room B'", "\trow ''", "\t\trowheader 'Health'", "\t\tgridcell 'FIV/FeLV negative · Vaccinated · Microchipped'",
                       "\trow ''", "\t\trowheader 'Adoption fee'", "\t\tgridcell '$95'",
                       "StaticText 'Marmalade came in as a stray in late February. He is a food-motivated lap cat who head-bumps everyone and tolerates calm dogs.'"]
        if note:
            lines.append(f"StaticText '{note}'")
        lines += ["[131] link 'Schedule a meet & greet'", "[132] button 'Save Marmalade'", "[133] link 'Adoption application'"]
        return axtree("Marmalade (C-5521) | Tri-County Humane Society", lines, base + "/cats/C-5521")

    turns.append(("click('120')", profile(None)))

    def booking(weight: str, slot: str | None, qtext: str) -> str:
        lines = top + ["heading 'Schedule a meet & greet'", "group 'Cat'", "\tStaticText 'Marmalade · C-5521'",
                       f"\tStaticText 'Male · 3 yrs · {weight} · Westfield shelter'", "heading 'Pick a time (Westfield shelter, 30 minutes)'"]
        opts = ["Fri Apr 12, 4:30 PM", "Sat Apr 13, 11:00 AM", "Sat Apr 13, 1:30 PM", "Sun Apr 14, 12:00 PM"]
        lines += [f"\t[{140 + i}] radio '{o}' checked={'true' if o == slot else 'false'}" for i, o in enumerate(opts)]
        lines += ["[145] textbox 'Your name' value='Olivia Brandt'", "[146] textbox 'Email' value='olivia.brandt@fastmail.com'",
                  "[147] textbox 'Phone' value='(413) 555-0139'", "[148] combobox 'Who will attend?' value='Just me'",
                  f"[149] textbox 'Anything the staff should know?' value='{qtext}'", "[150] button 'Request meet & greet'" + ("" if slot else " disabled=true")]
        return axtree("Meet & greet | Tri-County Humane Society", lines, base + "/cats/C-5521/visit")

    turns.append(("click('131')", booking("11.2 lb", None, "")))
    turns.append(("click('141')", booking("8.4 lb", "Sat Apr 13, 11:00 AM", "")))
    qtext = "We have a calm 9-year-old beagle; can we bring her photo and vet records?"
    turns.append((f"fill('149', '{qtext}')", booking("11.2 lb", "Sat Apr 13, 11:00 AM", qtext)))
    conf = top + ["heading 'Request received'", "StaticText 'Meet & greet with Marmalade (C-5521) · Male · 3 yrs · 11.2 lb'",
                  "StaticText 'Sat Apr 13, 11:00 AM · Westfield shelter, 88 Pleasant St · 30 minutes'", "StaticText 'Reference MG-20931'",
                  "StaticText 'A staff member will confirm by email within one business day. Marmalade stays available until someone adopts him.'",
                  "[170] link 'Go to My visits'", "[171] link 'Keep browsing cats'"]
    turns.append(("click('150')", axtree("Request received | Tri-County Humane Society", conf, base + "/visits/MG-20931")))
    visits = top + ["heading 'My visits'", "table ''", "\trow ''", "\t\tcolumnheader 'Reference'", "\t\tcolumnheader 'Animal'", "\t\tcolumnheader 'When'",
                    "\t\tcolumnheader 'Status'", "\trow ''", "\t\tgridcell 'MG-20931'", "\t\t[180] link 'Marmalade (C-5521)'", "\t\tgridcell 'Sat Apr 13, 11:00 AM'",
                    "\t\tgridcell 'Requested – awaiting staff confirmation'", "\t\t[181] button 'Cancel request'",
                    "StaticText 'Past visits: none'"]
    turns.append(("click('170')", axtree("My visits | Tri-County Humane Society", visits, base + "/visits")))
    turns.append(("click('101')", listing({"Pepper"})))
    turns.append(("click('120')", profile("You requested a meet & greet for Sat Apr 13, 11:00 AM (MG-20931).")))
    rs.add(task="web", tid="h29-web-22", system=WEB_SYSTEM, turns=turns,
           state="Goal: for Olivia, find Marmalade among the adult cats, request a Saturday-morning meet & greet, and mention her beagle to the staff.",
           bad=True, turn=4, kind="cat's weight on the booking card changes from 11.2 lb to 8.4 lb with nothing that could change it")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
