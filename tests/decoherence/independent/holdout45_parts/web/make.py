# ruff: noqa: E501
"""Held-out set holdout45, domain web: 22 BrowserGym trajectories on self-hosted web apps.

Each observation is the page's accessibility tree (bids in brackets) after one BrowserGym action.
Eleven trajectories carry exactly one observation that contradicts an earlier one; the other eleven
are coherent. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout45_parts.web.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (optional): the previous actions and page states of this session
2. **Current Page State**: the visible page as a BrowserGym accessibility tree (interactive nodes carry their bid in brackets)
3. **Browser Action**: one BrowserGym action

Predict the **next page state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: generate the complete next page state after the action
2. **Context Maintenance**: track navigation, focused elements, form values, created, edited and deleted records and browsing history across turns
3. **Behavioral Fidelity**: stay faithful to how the web application and the browser behave, including redirects, toasts, validation, and no-op actions

# Action Space

noop(wait_ms), scroll(delta_x, delta_y), click(bid, button, modifiers), dblclick(bid), hover(bid), fill(bid, value), select_option(bid, options), keyboard_press(key), keyboard_type(text), go_back(), go_forward(), goto(url), new_tab(), tab_close(), tab_focus(index), send_msg_to_user(text), report_infeasible(reason)

# Content Requirements

1. Decide whether the action changes the page (navigation, submit, tab switch, pagination, modal) or only edits it locally (typing, toggling, selecting).
2. For a page change, update the URL, title, headings and main content first.
3. For a local edit, keep the page and change only the affected nodes, their values, focus and the UI that directly depends on them.
4. Keep untouched subtrees verbatim.

# Format Requirements

Keep the representation of the current page state exactly: the URL line, the RootWebArea line and its tab-indented subtree, `[bid] role 'name'` nodes with their properties. Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def tree(block: str) -> list[str]:
    """Lines indented with two spaces per level -> tab-indented axtree lines."""
    out = []
    for ln in block.strip("\n").splitlines():
        if not ln.strip():
            continue
        body = ln.lstrip(" ")
        out.append("\t" * ((len(ln) - len(body)) // 2) + body)
    return out


def qt(s: str) -> str:
    """Quote a node name the way Python's repr does (BrowserGym prints names with repr)."""
    return f'"{s}"' if "'" in s else f"'{s}'"


def page(title: str, block: str, url: str) -> str:
    return axtree(title, tree(block), url)


def start(task: str, obs: str) -> str:
    return f"Task: {task}\n\n{obs}"


def eur(cents: int) -> str:
    s = f"{abs(cents) // 100:,}.{abs(cents) % 100:02d}"
    return ("-" if cents < 0 else "") + s


def hms(secs: int) -> str:
    h, rest = divmod(secs, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def indent(lines: list[str], n: int) -> str:
    return "\n".join("  " * n + ln for ln in lines)


# ---------------------------------------------------------------------------
# Redmine issues, clean
def t01(rs: RowSet) -> None:
    base = "https://redmine.kestrel-labs.io"
    issues = [
        (8853, "Bug", "New", "Normal", "Battery voltage chart shows gaps after DST switch", "", "05/14/2024 09:58 AM"),
        (8849, "Feature", "In Progress", "Normal", "Export trip summaries as GeoJSON", "Ana Petrović", "05/13/2024 05:21 PM"),
        (8847, "Bug", "Feedback", "Low", "Firmware version column truncated on tablet layout", "Jonas Reiter", "05/13/2024 02:07 PM"),
        (8846, "Task", "New", "Normal", "Rotate staging TLS certificates", "Lukas Brandt", "05/13/2024 11:45 AM"),
        (8844, "Bug", "In Progress", "Urgent", "Ingest worker OOM on >50k message bursts", "Ana Petrović", "05/12/2024 08:30 PM"),
        (8841, "Bug", "New", "High", "MQTT client reconnect storm after broker failover", "", "05/11/2024 04:17 PM"),
        (8838, "Feature", "New", "Normal", "Geofence alerts per vehicle group", "Marek Kowal", "05/10/2024 03:02 PM"),
        (8833, "Task", "In Progress", "Normal", "Migrate Grafana dashboards to v10 JSON model", "Ana Petrović", "05/10/2024 10:12 AM"),
        (8829, "Bug", "Feedback", "Normal", "Odometer drift on CAN adapters (FMC130)", "Jonas Reiter", "05/09/2024 04:40 PM"),
        (8826, "Support", "New", "Low", "Customer asks for raw NMEA export", "", "05/08/2024 01:15 PM"),
        (8820, "Feature", "New", "Normal", "Bulk import of SIM ICCIDs via CSV", "Lukas Brandt", "05/07/2024 09:33 AM"),
        (8817, "Bug", "Resolved", "High", "Timezone offset wrong in daily PDF report", "Marek Kowal", "05/06/2024 06:02 PM"),
    ]

    def top() -> str:
        return """[21] navigation ''
  [22] link 'Home'
  [23] link 'My page'
  [24] link 'Projects'
  [25] link 'Help'
StaticText 'Logged in as'
[27] link 'apetrovic'
[28] link 'My account'
[29] link 'Sign out'
[31] banner ''
  [33] link 'Search'
  [34] searchbox 'Search' value=''
  [36] combobox 'Jump to a project...' value='Fleet Telemetry', hasPopup='listbox', expanded=False
  [38] heading 'Fleet Telemetry'
  [40] navigation 'Project menu'
    [41] link 'Overview'
    [42] link 'Activity'
    [43] link 'Roadmap'
    [44] link 'Issues'
    [45] link 'Spent time'
    [46] link 'Gantt'
    [47] link 'Calendar'
    [48] link 'News'
    [49] link 'Documents'
    [50] link 'Wiki'
    [51] link 'Files'
    [52] link 'Settings'"""

    def issue_list(rows: list[tuple], heading: str, filt: str) -> str:
        lines = ["[120] main ''", f"  [121] heading '{heading}'", "  [123] group 'Filters'",
                 "    [124] checkbox 'Status', checked='true'", f"    [125] combobox 'Status operator' value='{filt}', hasPopup='menu', expanded=False"]
        if heading != "Issues":
            lines += ["    [127] checkbox 'Assignee', checked='true'", "    [128] combobox 'Assignee operator' value='is', hasPopup='menu', expanded=False",
                      "    [129] combobox 'Assignee values' value='<< me >>', hasPopup='menu', expanded=False"]
        lines += ["    [131] combobox 'Add filter' value='', hasPopup='menu', expanded=False", "  [133] group 'Options'",
                  "  [135] link 'Apply'", "  [136] link 'Clear'", "  [137] link 'Save'",
                  "  [140] table ''", "    [141] row ''", "      [142] columnheader 'Check all/Uncheck all'",
                  "      [143] columnheader '#'", "      [144] columnheader 'Tracker'", "      [145] columnheader 'Status'",
                  "      [146] columnheader 'Priority'", "      [147] columnheader 'Subject'", "      [148] columnheader 'Assignee'",
                  "      [149] columnheader 'Updated', sort='descending'"]
        b = 150
        for (num, tr, st, pr, subj, who, upd) in rows:
            lines += [f"    [{b}] row ''", f"      [{b + 1}] checkbox '', checked='false'", f"      [{b + 2}] link '{num}'",
                      f"      [{b + 3}] cell '{tr}'", f"      [{b + 4}] cell '{st}'", f"      [{b + 5}] cell '{pr}'",
                      f"      [{b + 6}] link '{subj}'", f"      [{b + 7}] {'link' if who else 'cell'} '{who}'", f"      [{b + 8}] cell '{upd}'"]
            b += 10
        n = len(rows)
        lines += [f"  StaticText '(1-{n}/{n})'", "  StaticText 'Per page: 25, 50, 100'",
                  "  StaticText 'Also available in:'", "  [400] link 'Atom'", "  [401] link 'CSV'", "  [402] link 'PDF'",
                  "[410] complementary ''", "  [411] heading 'Issues'", "  [412] link 'View all issues'", "  [413] link 'Summary'",
                  "  [415] heading 'Custom queries'", "  [416] link 'Release 2.14 blockers'", "  [417] link 'Needs triage'",
                  "contentinfo ''", "  StaticText 'Powered by Redmine © 2006-2024 Jean-Philippe Lang'"]
        return top() + "\n" + "\n".join(lines)

    j1 = """[230] heading '#1'
  [231] link 'Updated by Jonas Reiter 5 days ago'
  StaticText 'Category set to Ingest'
  StaticText 'Reproduced with EMQX 5.4.1 cluster (3 nodes). Killing emqx-1 makes ~1,900 vehicle gateways reconnect to emqx-2 within two seconds; emqx-2 starts rejecting with CONNACK 0x9F (connection rate exceeded) and the clients retry immediately.'
[240] heading '#2'
  [241] link 'Updated by Jonas Reiter 3 days ago'
  StaticText 'Priority changed from Normal to High'
  StaticText 'Target version set to 2.14.0'"""
    j3 = """[250] heading '#3'
  [251] link 'Updated by Ana Petrović less than a minute ago'
  StaticText 'Status changed from New to In Progress'
  StaticText 'Assignee set to Ana Petrović'
  StaticText '% Done changed from 0 to 30'
  StaticText 'Reproduced on staging with EMQX 5.4.1: after failover all 1,900 clients reconnect within ~2 s and the new node hits its connection rate limit. Working on jittered exponential backoff (base 500 ms, cap 60 s) in mqtt-bridge.'"""
    note = j3.split("StaticText '")[-1].rstrip("'")

    def issue(status: str, assignee: str, done: int, updated: str, history: str, form: dict | None = None, flash: str = "") -> str:
        ass = f"[186] link '{assignee}'" if assignee else "StaticText '-'"
        body = f"""[120] main ''
  {flash}
  [121] link 'Edit'
  [122] link 'Log time'
  [123] link 'Watch'
  [124] link 'Copy'
  [125] button 'Actions', hasPopup='menu'
  [127] heading 'Bug #8841'
  StaticText '« Previous | 6 of 12 | Next »'
  [130] heading 'MQTT client reconnect storm after broker failover'
  StaticText 'Added by'
  [132] link 'Marek Kowal'
  [133] link '6 days ago'
  StaticText '. Updated'
  [134] link '{updated}'
  StaticText '.'
  [140] table ''
    [141] row ''
      [142] rowheader 'Status:'
      [143] cell '{status}'
      [144] rowheader 'Start date:'
      [145] cell '05/08/2024'
    [146] row ''
      [147] rowheader 'Priority:'
      [148] cell 'High'
      [149] rowheader 'Due date:'
      [150] cell '05/24/2024'
    [151] row ''
      [152] rowheader 'Assignee:'
      [153] cell ''
        {ass}
      [154] rowheader '% Done:'
      [155] cell '{done}%'
    [156] row ''
      [157] rowheader 'Category:'
      [158] cell 'Ingest'
      [159] rowheader 'Estimated time:'
      [160] cell '6.00 h'
    [161] row ''
      [162] rowheader 'Target version:'
      [163] link '2.14.0'
      [164] rowheader 'Spent time:'
      [165] cell '-'
    [166] row ''
      [167] rowheader 'Affected component:'
      [168] cell 'mqtt-bridge'
  [190] heading 'Description'
  [191] button 'Quote'
  StaticText 'When the active broker node fails over, every gateway reconnects at once. The new node rate-limits connections, the gateways retry without delay and the cluster stays saturated for 10-15 minutes. Telemetry gaps of up to 14 minutes were seen on 2024-05-06 during the planned failover drill.'
  StaticText 'Expected: clients back off with jitter; full reconnect within 2 minutes.'
  [200] heading 'Subtasks'
  [201] link 'Add'
  [203] heading 'Related issues'
  [204] link 'Add'
  StaticText 'Related to'
  [206] link 'Bug #8790'
  StaticText ': Broker failover drill checklist'
  StaticText 'Closed'
  StaticText '05/06/2024'
  [220] heading 'History'
  [221] tablist ''
    [222] tab 'History', selected=True
    [223] tab 'Notes', selected=False
    [224] tab 'Property changes', selected=False
{indent(history.splitlines(), 1)}"""
        if form is not None:
            body += f"""
  [600] heading 'Edit'
  [602] group 'Change properties'
    [604] combobox 'Tracker *' value='Bug', hasPopup='menu', expanded=False
    [606] textbox 'Subject *' value='MQTT client reconnect storm after broker failover', required
    StaticText 'Description'
    [608] link 'Edit'
    [610] combobox 'Status *' value='{form['status']}', hasPopup='menu', expanded=False
    [612] combobox 'Priority *' value='High', hasPopup='menu', expanded=False
    [614] combobox 'Assignee' value='{form['assignee']}', hasPopup='menu', expanded=False
    [616] combobox 'Category' value='Ingest', hasPopup='menu', expanded=False
    [618] combobox 'Target version' value='2.14.0', hasPopup='menu', expanded=False
    [620] textbox 'Start date' value='2024-05-08'
    [622] textbox 'Due date' value='2024-05-24'
    [624] textbox 'Estimated time' value='6.00'
    StaticText 'Hours'
    [626] combobox '% Done' value='{form['done']}', hasPopup='menu', expanded=False
    [628] textbox 'Affected component' value='mqtt-bridge'
  [640] group 'Log time'
    [642] textbox 'Spent time' value=''
    StaticText 'Hours'
    [644] combobox 'Activity' value='--- Please select ---', hasPopup='menu', expanded=False
    [646] textbox 'Comment' value=''
  [650] group 'Notes'
    [652] textbox 'Notes' value='{form['notes']}'{", focused" if form['notes'] else ""}
    [654] checkbox 'Private notes', checked='false'
  [660] group 'Files'
    [661] button 'Choose Files'
    StaticText '(Maximum size: 50 MB)'
  [670] button 'Submit'
  [671] link 'Preview'"""
        body += """
[410] complementary ''
  [411] heading 'Issues'
  [412] link 'View all issues'
  [413] link 'Summary'
  [415] heading 'Custom queries'
  [416] link 'Release 2.14 blockers'
  [417] link 'Needs triage'
  [420] heading 'Watchers (2)'
  [421] link 'Marek Kowal'
  [422] link 'Jonas Reiter'
contentinfo ''
  StaticText 'Powered by Redmine © 2006-2024 Jean-Philippe Lang'"""
        return top() + "\n" + body

    iurl = f"{base}/issues/8841"
    title = "Bug #8841: MQTT client reconnect storm after broker failover - Fleet Telemetry - Kestrel Redmine"
    f0 = {"status": "New", "assignee": "", "done": "0 %", "notes": ""}
    f1 = dict(f0, status="In Progress")
    f2 = dict(f1, assignee="<< me >>")
    f3 = dict(f2, done="30 %")
    f4 = dict(f3, notes=note)
    mine = [(8841, "Bug", "In Progress", "High", "MQTT client reconnect storm after broker failover", "Ana Petrović", "05/14/2024 10:42 AM")] + \
        [r for r in issues if r[5] == "Ana Petrović"]
    turns = [
        ("click('206')", page(title, issue("New", "", 0, "3 days ago", j1), iurl)),
        ("click('121')", page(title, issue("New", "", 0, "3 days ago", j1, f0), f"{iurl}#update")),
        ("select_option('610', 'In Progress')", page(title, issue("New", "", 0, "3 days ago", j1, f1), f"{iurl}#update")),
        ("select_option('614', '<< me >>')", page(title, issue("New", "", 0, "3 days ago", j1, f2), f"{iurl}#update")),
        ("select_option('626', '30 %')", page(title, issue("New", "", 0, "3 days ago", j1, f3), f"{iurl}#update")),
        (f"fill('652', '{note}')", page(title, issue("New", "", 0, "3 days ago", j1, f4), f"{iurl}#update")),
        ("click('670')", page(title, issue("In Progress", "Ana Petrović", 30, "less than a minute ago", j1 + "\n" + j3,
                                          flash="[119] status ''\n    StaticText 'Successful update.'"), iurl)),
        ("goto('https://redmine.kestrel-labs.io/projects/fleet-telemetry/issues?set_filter=1&f[]=status_id&op[status_id]=o&f[]=assigned_to_id&op[assigned_to_id]==&v[assigned_to_id][]=me&sort=updated_on:desc')",
         page("Issues - Fleet Telemetry - Kestrel Redmine", issue_list(mine, "Issues assigned to me", "open"),
              f"{base}/projects/fleet-telemetry/issues?set_filter=1&f%5B%5D=status_id&op%5Bstatus_id%5D=o&f%5B%5D=assigned_to_id&op%5Bassigned_to_id%5D=%3D&v%5Bassigned_to_id%5D%5B%5D=me&sort=updated_on%3Adesc")),
    ]
    state = start("In the Fleet Telemetry project, take over the MQTT reconnect storm bug: set it In Progress, assign it to yourself, set 30 % done and add a note on the reproduction, then list your open issues.",
                  page("Issues - Fleet Telemetry - Kestrel Redmine", issue_list(issues, "Issues", "open"), f"{base}/projects/fleet-telemetry/issues"))
    rs.add(task="web", tid="h45-web-01", system=SYSTEM, turns=turns, state=state, bad=False)


# Firefly III transactions, bad
def t02(rs: RowSet) -> None:
    base = "https://firefly.hoang-home.net"
    # journal, date, description, cents, destination, category, budget
    tx = [
        (4812, "2024-05-13", "Albert Heijn", -6427, "Albert Heijn", "Groceries", "Household"),
        (4811, "2024-05-13", "Albert Heijn", -6427, "Albert Heijn", "Groceries", "Household"),
        (4807, "2024-05-12", "NS Reizen", -3840, "NS Reizen", "", ""),
        (4801, "2024-05-10", "Vattenfall", -14200, "Vattenfall", "Utilities", "Bills"),
        (4795, "2024-05-08", "Bol.com", -8995, "Bol.com", "Shopping", ""),
        (4790, "2024-05-06", "Ziggo", -5850, "Ziggo", "Utilities", "Bills"),
        (4783, "2024-05-03", "Rent May", -77500, "Vesteda", "Housing", "Bills"),
        (4779, "2024-05-02", "Jumbo", -5252, "Jumbo", "Groceries", "Household"),
        (4776, "2024-05-01", "Salary Acme BV", 315000, "ING Checking", "Salary", ""),
    ]
    opening = 55129

    def side() -> str:
        return """[30] navigation 'Sidebar'
  [31] link 'Dashboard'
  [32] link 'Budgets'
  [33] link 'Bills'
  [34] link 'Piggy banks'
  [35] link 'Transactions'
    [36] link 'Expenses'
    [37] link 'Revenue / income'
    [38] link 'Transfers'
  [39] link 'Categories'
  [40] link 'Tags'
  [41] link 'Reports'
  [42] link 'Accounts'
    [43] link 'Asset accounts'
    [44] link 'Expense accounts'
    [45] link 'Revenue accounts'
    [46] link 'Liabilities'
  [47] link 'Automation'
  [48] link 'Options'
[50] banner ''
  [51] button 'Toggle navigation'
  [52] button 'Create new stuff', hasPopup='menu'
  [53] searchbox 'Search...' value=''
  [54] link 'thu.hoang@fastmail.nl'"""

    def account(rows: list[tuple], balance: int, alert: str = "") -> str:
        spent = sum(r[3] for r in rows if r[3] < 0)
        earned = sum(r[3] for r in rows if r[3] > 0)
        lines = [f"  [101] alert ''\n    StaticText '{alert}'\n    [102] button 'Close'" if alert else "",
                 "  [104] heading 'ING Checking'", "  StaticText 'Asset account'",
                 "  [106] navigation 'Breadcrumb'", "    [107] link 'Home'", "    [108] link 'Asset accounts'", "    StaticText 'ING Checking'",
                 "  [110] group 'ING Checking'", "    StaticText 'Account number: NL42 INGB 0007 3315 82'",
                 f"    StaticText 'Current balance: € {eur(balance)}'", "    StaticText 'Account role: Default asset account'",
                 "    [112] link 'Edit'", "    [113] link 'Delete'", "    [114] link 'Reconcile'",
                 "  [116] img 'Chart: balance of ING Checking, May 1 - May 31, 2024'",
                 "  [120] group 'May 2024'", f"    StaticText 'Spent: € {eur(spent)}'", f"    StaticText 'Earned: € {eur(earned)}'",
                 "    StaticText 'Transferred: € 0.00'",
                 "  [124] group 'April 2024'", "    StaticText 'Spent: € -2,903.16'", "    StaticText 'Earned: € 3,150.00'",
                 "    StaticText 'Transferred: € -200.00'",
                 "  [128] heading 'Transactions of account \"ING Checking\" between May 1st, 2024 and May 31st, 2024'",
                 "  [130] table ''", "    [131] row ''", "      [132] columnheader ''", "      [133] columnheader 'Description'",
                 "      [134] columnheader 'Amount'", "      [135] columnheader 'Date'", "      [136] columnheader 'Source account'",
                 "      [137] columnheader 'Destination account'", "      [138] columnheader 'Category'", "      [139] columnheader 'Budget'",
                 "      [140] columnheader 'Actions'"]
        b = 150
        for (jid, d, desc, amt, dest, cat, bud) in rows:
            src = "Acme BV" if amt > 0 else "ING Checking"
            lines += [f"    [{b}] row ''", f"      [{b + 1}] checkbox '', checked='false'", f"      [{b + 2}] link '{desc}'",
                      f"      [{b + 3}] cell '€ {eur(amt)}'", f"      [{b + 4}] cell '{d}'", f"      [{b + 5}] link '{src}'",
                      f"      [{b + 6}] link '{dest}'", f"      [{b + 7}] {'link' if cat else 'cell'} '{cat}'",
                      f"      [{b + 8}] {'link' if bud else 'cell'} '{bud}'", f"      [{b + 9}] link 'Edit'", f"      [{b + 10}] link 'Delete'"]
            b += jid % 7 + 12
        lines += ["    [300] row ''", "      [301] cell 'Sum'", f"      [302] cell '€ {eur(sum(r[3] for r in rows))}'",
                  "  [310] link 'Show all transactions'", "  [311] link 'Add a withdrawal'", "  [312] link 'Add a deposit'",
                  "contentinfo ''", "  StaticText 'Firefly III v6.1.15'"]
        return side() + "\n[100] main ''\n" + "\n".join(ln for ln in lines if ln)

    def rows_bids(rows: list[tuple]) -> dict[int, int]:
        out, b = {}, 150
        for r in rows:
            out[r[0]] = b
            b += r[0] % 7 + 12
        return out

    def show(cat: str, updated: str, alert: str = "") -> str:
        a = f"  [101] alert ''\n    StaticText '{alert}'\n    [102] button 'Close'\n" if alert else ""
        return side() + f"""
[100] main ''
{a}  [104] heading 'Transaction #4807'
  [106] navigation 'Breadcrumb'
    [107] link 'Home'
    [108] link 'Transactions'
    StaticText 'NS Reizen'
  [110] group 'Transaction information'
    [111] table ''
      [112] row ''
        [113] rowheader 'Type'
        [114] cell 'Withdrawal'
      [115] row ''
        [116] rowheader 'Description'
        [117] cell 'NS Reizen'
      [118] row ''
        [119] rowheader 'Date'
        [120] cell 'Sunday, May 12th, 2024 @ 18:44'
      [121] row ''
        [122] rowheader 'Created at'
        [123] cell 'Sunday, May 12th, 2024 @ 19:02'
      [124] row ''
        [125] rowheader 'Updated at'
        [126] cell '{updated}'
    [128] link 'Edit'
    [129] link 'Clone'
    [130] link 'Delete'
    [131] button 'Convert', hasPopup='menu'
  [140] group 'Splits'
    [141] table ''
      [142] row ''
        [143] rowheader 'Amount'
        [144] cell '€ -38.40'
      [145] row ''
        [146] rowheader 'Source account'
        [147] link 'ING Checking'
        StaticText '€ -38.40'
      [148] row ''
        [149] rowheader 'Destination account'
        [150] link 'NS Reizen'
      [151] row ''
        [152] rowheader 'Category'
        {"[153] link '" + cat + "'" if cat else "[153] cell '(no category)'"}
      [154] row ''
        [155] rowheader 'Budget'
        [156] cell '(no budget)'
      [157] row ''
        [158] rowheader 'Notes'
        [159] cell 'Utrecht Centraal - Amsterdam Zuid, 2nd class, OV-chipkaart top-up'
      [160] row ''
        [161] rowheader 'Tags'
        [162] cell ''
  [170] group 'Audit log'
    StaticText 'Transaction journal #4807 was created via the importer (CSV import of mt940 file ING_2024-05-13.csv).'
contentinfo ''
  StaticText 'Firefly III v6.1.15'"""

    def edit(cat: str, dropdown: bool = False) -> str:
        dd = "\n    [235] listbox ''\n      [236] option 'Transport', selected=False\n      [237] option 'Transport (business)', selected=False" if dropdown else ""
        return side() + f"""
[100] main ''
  [104] heading 'Edit withdrawal \"NS Reizen\"'
  [106] navigation 'Breadcrumb'
    [107] link 'Home'
    [108] link 'Transactions'
    [109] link 'NS Reizen'
    StaticText 'Edit'
  [200] group 'Split 1 / 1'
    [202] textbox 'Description' value='NS Reizen', required
    [204] combobox 'Source account' value='ING Checking', required
    [206] combobox 'Destination account' value='NS Reizen'
    [208] textbox 'Amount' value='38.40', required
    [209] combobox 'Currency' value='Euro (€)', hasPopup='menu', expanded=False
    [210] textbox 'Foreign amount' value=''
    [212] textbox 'Date' value='2024-05-12T18:44'
  [220] group 'Meta'
    [222] combobox 'Budget' value='(no budget)', hasPopup='menu', expanded=False
    [224] combobox 'Category' value='{cat}', autocomplete='list'{", focused" if dropdown else ""}{dd}
    [240] textbox 'Tags' value=''
    [242] combobox 'Bill' value='(no bill)', hasPopup='menu', expanded=False
    [244] textbox 'Notes' value='Utrecht Centraal - Amsterdam Zuid, 2nd class, OV-chipkaart top-up'
  [250] group 'Dates'
    [252] textbox 'Interest date' value=''
    [254] textbox 'Book date' value=''
    [256] textbox 'Processing date' value=''
  [260] group 'Options'
    [262] checkbox 'Return here after updating', checked='false'
    [264] checkbox 'Do not apply rules', checked='false'
    [266] checkbox 'Do not fire webhooks', checked='false'
  [270] button 'Update withdrawal'
contentinfo ''
  StaticText 'Firefly III v6.1.15'"""

    def categories() -> str:
        rows = [("Groceries", 2, -11679), ("Housing", 1, -77500), ("Salary", 1, 315000), ("Shopping", 1, -8995),
                ("Transport", 1, -3840), ("Utilities", 2, -20050)]
        lines = []
        b = 130
        for name, n, amt in rows:
            spent = amt if amt < 0 else 0
            earned = amt if amt > 0 else 0
            lines += [f"    [{b}] row ''", f"      [{b + 1}] link '{name}'", f"      [{b + 2}] cell '{n}'",
                      f"      [{b + 3}] cell '€ {eur(spent)}'", f"      [{b + 4}] cell '€ {eur(earned)}'",
                      f"      [{b + 5}] link 'Edit'", f"      [{b + 6}] link 'Delete'"]
            b += 8
        return side() + """
[100] main ''
  [104] heading 'Categories'
  [106] navigation 'Breadcrumb'
    [107] link 'Home'
    StaticText 'Categories'
  StaticText 'Period: May 1st, 2024 - May 31st, 2024'
  [110] link 'Create a new category'
  [120] table ''
    [121] row ''
      [122] columnheader 'Name'
      [123] columnheader 'Transactions'
      [124] columnheader 'Spent'
      [125] columnheader 'Earned'
      [126] columnheader 'Actions'
""" + "\n".join(lines) + """
  StaticText 'Without a category: 0 transactions'
contentinfo ''
  StaticText 'Firefly III v6.1.15'"""

    def transport() -> str:
        return side() + """
[100] main ''
  [104] heading 'Category \"Transport\"'
  [106] navigation 'Breadcrumb'
    [107] link 'Home'
    [108] link 'Categories'
    StaticText 'Transport'
  [110] img 'Chart: Transport, spent per day, May 2024'
  [112] group 'Period overview'
    [113] table ''
      [114] row ''
        [115] cell 'May 2024'
        [116] cell 'Spent € -38.40'
        [117] cell 'Earned € 0.00'
      [118] row ''
        [119] cell 'April 2024'
        [120] cell 'Spent € 0.00'
        [121] cell 'Earned € 0.00'
  [130] heading 'Transactions in category \"Transport\" between May 1st, 2024 and May 31st, 2024'
  [132] table ''
    [133] row ''
      [134] columnheader 'Description'
      [135] columnheader 'Amount'
      [136] columnheader 'Date'
      [137] columnheader 'Source account'
      [138] columnheader 'Destination account'
      [139] columnheader 'Budget'
    [140] row ''
      [141] link 'NS Reizen'
      [142] cell '€ -38.40'
      [143] cell '2024-05-12'
      [144] link 'ING Checking'
      [145] link 'NS Reizen'
      [146] cell ''
    [150] row ''
      [151] cell 'Sum'
      [152] cell '€ -38.40'
contentinfo ''
  StaticText 'Firefly III v6.1.15'"""

    bal0 = opening + sum(r[3] for r in tx)
    assert bal0 == 241638
    after = [r for r in tx if r[0] != 4812]
    bal1 = opening + sum(r[3] for r in after)
    after2 = [r if r[0] != 4807 else r[:5] + ("Transport", "") for r in after]
    b0, b1 = rows_bids(tx), rows_bids(after)
    aurl = f"{base}/accounts/show/3"
    atitle = "ING Checking » Asset accounts » Firefly III"
    confirm = side() + """
[100] main ''
  [104] heading 'Delete withdrawal \"Albert Heijn\"'
  [106] navigation 'Breadcrumb'
    [107] link 'Home'
    [108] link 'Transactions'
    StaticText 'Delete'
  [110] group 'Delete withdrawal \"Albert Heijn\"'
    StaticText 'Are you sure that you want to delete the withdrawal \"Albert Heijn\" (€ -64.27, 2024-05-13, ING Checking → Albert Heijn)?'
    StaticText 'Deleting stuff from Firefly III is permanent and cannot be undone.'
    [114] button 'Delete permanently'
    [115] link 'Cancel'
contentinfo ''
  StaticText 'Firefly III v6.1.15'"""
    turns = [
        (f"click('{b0[4812] + 10}')", page("Delete withdrawal \"Albert Heijn\" » Firefly III", confirm, f"{base}/transactions/delete/4812")),
        ("click('114')", page(atitle, account(after, bal1, 'Successfully deleted transaction "Albert Heijn".'), aurl)),
        (f"click('{b1[4807] + 2}')", page("Transaction #4807 » Firefly III", show("", "Sunday, May 12th, 2024 @ 19:02"), f"{base}/transactions/show/4807")),
        ("click('128')", page("Edit withdrawal \"NS Reizen\" » Firefly III", edit(""), f"{base}/transactions/edit/4807")),
        ("fill('224', 'Transport')", page("Edit withdrawal \"NS Reizen\" » Firefly III", edit("Transport", True), f"{base}/transactions/edit/4807")),
        ("click('270')", page("Transaction #4807 » Firefly III", show("Transport", "Tuesday, May 14th, 2024 @ 20:16", 'Transaction #4807 ("NS Reizen") has been updated.'), f"{base}/transactions/show/4807")),
        ("click('147')", page(atitle, account(after2, bal0), aurl)),
        ("click('39')", page("Categories » Firefly III", categories(), f"{base}/categories")),
        ("click('163')", page("Category \"Transport\" » Firefly III", transport(), f"{base}/categories/show/7")),
    ]
    state = start("On the ING Checking account, delete the duplicate Albert Heijn withdrawal of May 13, put the NS Reizen transaction in the Transport category, and check the account and the category afterwards.",
                  page(atitle, account(tx, bal0), aurl))
    rs.add(task="web", tid="h45-web-02", system=SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="account balance after deleting a withdrawal reads back as before the deletion")


# Gerrit code review, clean
def t03(rs: RowSet) -> None:
    base = "https://review.corvid.dev"
    subj = "billing: round invoice totals half-even per ISO 4217 minor units"
    top = """[20] banner ''
  [21] link 'Gerrit'
  [22] link 'Changes'
  [23] link 'Your'
  [24] link 'Documentation'
  [25] link 'Browse'
  [27] combobox 'Search' value='', autocomplete='list'
  [28] button 'Search'
  [29] button 'Settings'
  [30] button 'Keiko Tanaka', hasPopup='menu'"""

    def dash_row(b: int, num: int, s: str, status: str, owner: str, revs: str, repo: str, upd: str, size: str, cr: str, v: str) -> list[str]:
        return [f"    [{b}] row ''", f"      [{b + 1}] checkbox '', checked='false'", f"      [{b + 2}] link '{s}'",
                f"      [{b + 3}] cell '{status}'", f"      [{b + 4}] link '{owner}'", f"      [{b + 5}] cell '{revs}'",
                f"      [{b + 6}] link '{repo}'", "      [" + str(b + 7) + "] link 'main'", f"      [{b + 8}] cell '{upd}'",
                f"      [{b + 9}] cell '{size}'", f"      [{b + 10}] cell '{cr}'", f"      [{b + 11}] cell '{v}'", f"      StaticText '{num}'"]

    sections = [
        ("Your Turn", [(48213, subj, "", "Sven Aaltonen", "Keiko Tanaka, Joost de Vries", "platform/billing-svc", "10:22 AM", "M", "", ""),
                       (48190, "ledger: drop legacy CSV exporter", "", "Mariam Chaudhry", "Keiko Tanaka, Joost de Vries", "platform/ledger", "May 13", "S", "+1", "+1")]),
        ("Outgoing reviews", [(48201, "auth: rotate signing keys via KMS alias", "Merge Conflict", "Keiko Tanaka", "Joost de Vries, Sven Aaltonen", "platform/auth-gw", "May 13", "L", "-1", "+1")]),
        ("Incoming reviews", [(48177, "docs: describe rate-limit response headers", "Ready to submit", "Joost de Vries", "Keiko Tanaka", "platform/api-docs", "May 10", "XS", "+2", "+1"),
                              (48163, "billing: add Stripe tax-id passthrough", "WIP", "Sven Aaltonen", "Keiko Tanaka", "platform/billing-svc", "May 9", "M", "", "-1")]),
        ("CCed on", [(48155, "infra: bump postgres to 16.3 in CI images", "", "Mariam Chaudhry", "Joost de Vries", "infra/ci-images", "May 8", "XS", "+1", "+1")]),
        ("Recently closed", [(48102, "billing: log currency on rounding mismatch", "Merged", "Sven Aaltonen", "Keiko Tanaka", "platform/billing-svc", "May 7", "XS", "+2", "+1"),
                             (48099, "ledger: experiment with decimal128 storage", "Abandoned", "Keiko Tanaka", "Mariam Chaudhry", "platform/ledger", "May 6", "L", "", "+1")]),
    ]
    dl = ["[100] main ''", "  [101] heading 'Dashboard for Keiko Tanaka'"]
    b = 110
    for name, rows in sections:
        dl += [f"  [{b}] table '{name}'", f"    [{b + 1}] row ''", f"      [{b + 2}] columnheader '{name}'",
               "      columnheader 'Subject'", "      columnheader 'Status'", "      columnheader 'Owner'", "      columnheader 'Reviewers'",
               "      columnheader 'Repo'", "      columnheader 'Branch'", "      columnheader 'Updated'", "      columnheader 'Size'",
               "      columnheader 'CR'", "      columnheader 'V'"]
        b += 3
        for r in rows:
            dl += dash_row(b, *r)
            b += 13
        b += 7
    dash = top + "\n" + "\n".join(dl)
    assert "[113] row ''" in dash

    m_old = [("Sven Aaltonen", "1", "May 12", "Uploaded patch set 1."),
             ("Zuul", "1", "May 12", "Verified-1 Build failed (check pipeline). billing-svc-tox-py311 https://zuul.corvid.dev/t/corvid/build/5f0c2a7e : FAILURE in 15m 31s; billing-svc-lint : SUCCESS in 1m 49s"),
             ("Joost de Vries", "1", "May 13", "(2 comments) Rounding with Decimal.quantize uses the context rounding, please pass ROUND_HALF_EVEN explicitly. Also JPY has 0 minor units."),
             ("Sven Aaltonen", "2", "May 13", "Uploaded patch set 2."),
             ("Sven Aaltonen", "2", "May 13", "(2 comments) Done, both fixed in PS2."),
             ("Zuul", "2", "May 13", "Verified+1 Build succeeded (check pipeline). billing-svc-tox-py311 : SUCCESS in 16m 02s; billing-svc-lint : SUCCESS in 1m 51s"),
             ("Sven Aaltonen", "3", "10:21 AM", "Uploaded patch set 3: Commit message was updated."),
             ("Zuul", "3", "10:22 AM", "Starting check jobs.")]
    m_zuul = ("Zuul", "3", "10:39 AM", "Verified+1 Build succeeded (check pipeline). billing-svc-tox-py311 https://zuul.corvid.dev/t/corvid/build/c91d4e08 : SUCCESS in 16m 48s; billing-svc-lint : SUCCESS in 1m 52s")
    comment = "LGTM. Half-even on the minor-unit quantum fixes the 0.005 cases from INC-2291; the JPY and BHD tests cover both ends. One nit for a follow-up: currency.py could cache the exponent lookup."
    m_me = ("Keiko Tanaka", "3", "10:44 AM", "Code-Review+1 " + comment)

    def change(updated: str, verified: str, cr: str, msgs: list[tuple], attention: str) -> str:
        ml = []
        b = 400
        for who, ps, when, text in msgs:
            ml += [f"    [{b}] listitem ''", f"      StaticText '{who}'", f"      StaticText 'Patchset {ps}'",
                   f"      StaticText '{when}'", f"      StaticText '{text}'"]
            b += 6
        vline = "StaticText 'Zuul'\n          StaticText '+1'" if verified else "StaticText 'No votes'"
        crline = "StaticText 'Keiko Tanaka'\n          StaticText '+1'" if cr else "StaticText 'No votes'"
        return top + f"""
[100] main ''
  [101] heading '48213: {subj}'
  StaticText 'Active'
  [103] button 'Star'
  [104] link '48213'
  [106] button 'Reply'
  [107] button 'Edit'
  [108] button 'More', hasPopup='menu'
  [110] group 'Change metadata'
    [111] table ''
      [112] row ''
        [113] rowheader 'Updated'
        [114] cell '{updated}'
      [115] row ''
        [116] rowheader 'Owner'
        [117] link 'Sven Aaltonen'
      [118] row ''
        [119] rowheader 'Reviewers'
        [120] link 'Joost de Vries'
        [121] link 'Keiko Tanaka'
      [122] row ''
        [123] rowheader 'CC'
        [124] link 'Mariam Chaudhry'
      [125] row ''
        [126] rowheader 'Attention'
        [127] cell '{attention}'
      [128] row ''
        [129] rowheader 'Repo | Branch'
        [130] link 'platform/billing-svc'
        [131] link 'main'
      [132] row ''
        [133] rowheader 'Parent'
        [134] link '9c1e0d2'
      [135] row ''
        [136] rowheader 'Strategy'
        [137] cell 'Rebase if Necessary'
      [138] row ''
        [139] rowheader 'Hashtags'
        [140] cell 'INC-2291'
  [150] group 'Submit requirements'
    [151] table ''
      [152] row ''
        [153] cell 'Code-Review'
        [154] cell '{"Needs +2 (has +1)" if cr else "Needs +2"}'
      [155] row ''
        [156] cell 'Verified'
        [157] cell '{"Satisfied" if verified else "Needs +1"}'
      [158] row ''
        [159] cell 'No-Unresolved-Comments'
        [160] cell 'Satisfied'
  [165] group 'Labels'
    [166] table ''
      [167] row ''
        [168] rowheader 'Code-Review'
        [169] cell ''
          {crline}
      [170] row ''
        [171] rowheader 'Verified'
        [172] cell ''
          {vline}
  [180] group 'Commit message'
    StaticText '{subj}'
    StaticText 'Totals were rounded with the default Decimal context (ROUND_HALF_UP) to two places for every currency. Quantize each line total to the currency minor-unit exponent from ISO 4217 with ROUND_HALF_EVEN and round the invoice total once, after summing.'
    StaticText 'Bug: INC-2291'
    StaticText 'Change-Id: I4b7f0a2e91c3d5b8a6f1e0c2d9b7a4e3f5c6d8a1'
    [185] button 'Show all'
  [190] group 'Files'
    [191] combobox 'Patchset' value='Patchset 3', hasPopup='menu', expanded=False
    StaticText 'd2b1fe98'
    [193] button 'Download'
    [200] table ''
      [201] row ''
        [202] columnheader 'File'
        [203] columnheader 'Comments'
        [204] columnheader 'Size'
        [205] columnheader 'Delta'
      [206] row ''
        [207] link 'Commit message'
        [208] cell ''
        [209] cell ''
        [210] cell ''
      [211] row ''
        [212] link 'src/billing/currency.py'
        [213] cell ''
        [214] cell '+14 -3'
        [215] cell '+ 2.1 KiB'
      [216] row ''
        [217] link 'src/billing/invoice_rounding.py'
        [218] cell '2 resolved'
        [219] cell '+58 -21'
        [220] cell '+ 3.4 KiB'
      [221] row ''
        [222] link 'tests/billing/test_invoice_rounding.py'
        [223] cell ''
        [224] cell '+97'
        [225] cell '+ 3.9 KiB'
      [226] row ''
        [227] cell ''
        [228] cell ''
        [229] cell '+169 -24'
        [230] cell ''
  [300] group 'Change Log'
    [301] button 'Only comments', pressed='false'
    [302] button 'Expand all'
    [303] list ''
{chr(10).join(ml)}"""

    diff = top + """
[100] main ''
  [101] link '48213'
  [102] link 'billing: round invoice totals half-even per ISO 4217 minor units'
  StaticText 'src/billing/invoice_rounding.py'
  [104] button 'Previous file'
  [105] button 'Next file'
  [106] combobox 'Left' value='Base', hasPopup='menu', expanded=False
  [107] combobox 'Right' value='Patchset 3 | d2b1fe98', hasPopup='menu', expanded=False
  [108] button 'Side-by-side', pressed='true'
  [109] button 'Unified', pressed='false'
  [110] link 'Up to change'
  [120] table 'Diff'
    [121] row ''
      [122] cell '1'
      [123] cell 'from decimal import Decimal'
      [124] cell '1'
      [125] cell 'from decimal import ROUND_HALF_EVEN, Decimal'
    [126] row ''
      [127] cell '2'
      [128] cell ''
      [129] cell '2'
      [130] cell ''
    [131] row ''
      [132] cell '3'
      [133] cell 'from billing.models import Invoice, InvoiceLine'
      [134] cell '3'
      [135] cell 'from billing.currency import minor_unit_exponent'
    [136] row ''
      [137] cell ''
      [138] cell ''
      [139] cell '4'
      [140] cell 'from billing.models import Invoice, InvoiceLine'
    [141] row ''
      [142] cell '...'
      [143] button 'Show 18 common lines'
    [144] row ''
      [145] cell '22'
      [146] cell 'def round_line(line: InvoiceLine) -> Decimal:'
      [147] cell '23'
      [148] cell 'def round_line(line: InvoiceLine, currency: str) -> Decimal:'
    [149] row ''
      [150] cell '23'
      [151] cell '    return (line.unit_price * line.quantity).quantize(Decimal(\"0.01\"))'
      [152] cell '24'
      [153] cell '    quantum = Decimal(1).scaleb(-minor_unit_exponent(currency))'
    [154] row ''
      [155] cell ''
      [156] cell ''
      [157] cell '25'
      [158] cell '    return (line.unit_price * line.quantity).quantize(quantum, rounding=ROUND_HALF_EVEN)'
    [159] row ''
      [160] cell '...'
      [161] button 'Show 31 common lines'
    [162] row ''
      [163] cell '55'
      [164] cell 'def invoice_total(invoice: Invoice) -> Decimal:'
      [165] cell '57'
      [166] cell 'def invoice_total(invoice: Invoice) -> Decimal:'
    [167] row ''
      [168] cell '56'
      [169] cell '    return sum((round_line(ln) for ln in invoice.lines), Decimal(0))'
      [170] cell '58'
      [171] cell '    exact = sum((ln.unit_price * ln.quantity for ln in invoice.lines), Decimal(0))'
    [172] row ''
      [173] cell ''
      [174] cell ''
      [175] cell '59'
      [176] cell '    quantum = Decimal(1).scaleb(-minor_unit_exponent(invoice.currency))'
    [177] row ''
      [178] cell ''
      [179] cell ''
      [180] cell '60'
      [181] cell '    return exact.quantize(quantum, rounding=ROUND_HALF_EVEN)'
  StaticText '2 resolved comments on Patchset 1 are hidden.'
  [190] button 'Show comments'"""

    def reply(vote: str, text: str) -> str:
        btns = "\n".join(f"        [{262 + i}] button '{v}', pressed='{'true' if v.strip() == vote else 'false'}'"
                         for i, v in enumerate(["-2", "-1", "0", "+1", "+2"]))
        desc = {"0": "No score", "+1": "Looks good to me, but someone else must approve"}[vote]
        return change("1 minute ago", "+1", "", m_old + [m_zuul], "Keiko Tanaka, Joost de Vries") + f"""
[250] dialog 'Reply', modal=True
  [251] heading 'Reply on Change 48213'
  [252] group 'Reviewers'
    [253] button 'Joost de Vries'
    [254] button 'Keiko Tanaka'
    [255] combobox 'Add reviewer' value=''
  [256] group 'CC'
    [257] button 'Mariam Chaudhry'
    [258] combobox 'Add CC' value=''
  [259] button 'Modify attention set'
  [260] table 'Labels'
    [261] row ''
      rowheader 'Code-Review'
      cell ''
{btns}
      StaticText '{desc}'
  [270] textbox 'Say something nice...' value='{text}'{", focused" if text else ""}
  [272] checkbox 'Resolve all comments', checked='false'
  [274] button 'Cancel'
  [275] button 'Send'"""

    curl = f"{base}/c/platform/billing-svc/+/48213"
    ctitle = f"Change 48213: {subj} | Gerrit Code Review"
    turns = [
        ("click('115')", page(ctitle, change("16 minutes ago", "", "", m_old, "Keiko Tanaka, Joost de Vries"), curl)),
        ("click('217')", page("src/billing/invoice_rounding.py | Change 48213 | Gerrit Code Review", diff, f"{curl}/3/src/billing/invoice_rounding.py")),
        ("click('110')", page(ctitle, change("1 minute ago", "+1", "", m_old + [m_zuul], "Keiko Tanaka, Joost de Vries"), curl)),
        ("click('106')", page(ctitle, reply("0", ""), curl)),
        ("click('265')", page(ctitle, reply("+1", ""), curl)),
        (f"fill('270', '{comment}')", page(ctitle, reply("+1", comment), curl)),
        ("click('275')", page(ctitle, change("just now", "+1", "+1", m_old + [m_zuul, m_me], "Sven Aaltonen, Joost de Vries"), curl)),
    ]
    state = start("Review change 48213 in platform/billing-svc: look at the invoice_rounding.py diff, wait for CI, then give it Code-Review +1 with a short comment.",
                  page("Dashboard | Gerrit Code Review", dash, f"{base}/dashboard/self"))
    rs.add(task="web", tid="h45-web-03", system=SYSTEM, turns=turns, state=state, bad=False)


# Portainer stacks, bad
def t04(rs: RowSet) -> None:
    base = "https://portainer.ops.brightline.io"
    cid = "a1b11ca414e5c9d5b7883b1d34c960cdd27c4ae740acd882b1447ec402c3aa07"
    drift = "a1b11ca414e5c9d5b7883b1d34c960cd7f25454b31b14303d78d22a596da4588"
    img = "sha256:0187953f8122e5063942d4479910cd06eed1b47eb4c58dd1c75195b7846e90a4"
    side = """[20] navigation 'Sidebar'
  [21] link 'Home'
  StaticText 'prod-docker-01'
  [23] link 'Dashboard'
  [24] link 'App Templates'
  [25] link 'Stacks'
  [26] link 'Containers'
  [27] link 'Images'
  [28] link 'Networks'
  [29] link 'Volumes'
  [30] link 'Events'
  [31] link 'Host'
  StaticText 'Administration'
  [33] link 'User-related'
  [34] link 'Environment-related'
  [35] link 'Registries'
  [36] link 'Logs'
  [37] link 'Notifications'
  [38] link 'Settings'
  StaticText 'Community Edition 2.19.4'
[40] banner ''
  [41] button 'Help', hasPopup='menu'
  [42] button 'admin', hasPopup='menu'"""

    stacks = side + """
[100] main ''
  [101] heading 'Stacks list'
  [102] button 'Refresh'
  [104] table 'Stacks'
    [105] row ''
      [106] checkbox 'Select all', checked='false'
      [107] columnheader 'Name', sort='ascending'
      [108] columnheader 'Type'
      [109] columnheader 'Control'
      [110] columnheader 'Created'
      [111] columnheader 'Updated'
      [112] columnheader 'Ownership'
    [120] row ''
      [121] checkbox '', checked='false'
      [122] link 'invoice-api'
      [123] cell 'Compose'
      [124] cell 'Total'
      [125] cell '2024-05-08 09:14:18 by admin'
      [126] cell '-'
      [127] cell 'administrators'
    [130] row ''
      [131] checkbox '', checked='false'
      [132] link 'metabase'
      [133] cell 'Compose'
      [134] cell 'Total'
      [135] cell '2024-03-19 16:02:44 by admin'
      [136] cell '2024-04-30 11:27:05 by jkoenig'
      [137] cell 'administrators'
    [140] row ''
      [141] checkbox '', checked='false'
      [142] link 'monitoring'
      [143] cell 'Compose'
      [144] cell 'Total'
      [145] cell '2023-11-02 10:41:13 by admin'
      [146] cell '2024-05-02 08:55:39 by admin'
      [147] cell 'administrators'
    [150] row ''
      [151] checkbox '', checked='false'
      [152] link 'n8n'
      [153] cell 'Compose'
      [154] cell 'Total'
      [155] cell '2024-02-21 14:18:50 by jkoenig'
      [156] cell '2024-04-09 09:03:12 by jkoenig'
      [157] cell 'administrators'
    [160] row ''
      [161] checkbox '', checked='false'
      [162] link 'traefik'
      [163] cell 'Compose'
      [164] cell 'Total'
      [165] cell '2023-10-17 19:22:31 by admin'
      [166] cell '2024-03-28 07:45:10 by admin'
      [167] cell 'administrators'
  [170] combobox 'Items per page' value='10', hasPopup='menu', expanded=False
  StaticText '1 - 5 of 5'"""

    def stack_page(worker_created: str, worker_ip: str, toast: str = "") -> str:
        t = f"\n[900] alert ''\n  StaticText 'Success'\n  StaticText '{toast}'\n  [901] button 'Close'" if toast else ""
        return side + f"""
[100] main ''
  [101] heading 'Stack details'
  [102] navigation 'Breadcrumb'
    [103] link 'Stacks'
    StaticText 'invoice-api'
  [105] tablist ''
    [106] tab 'Stack', selected=True
    [107] tab 'Editor', selected=False
  [110] group 'Stack details'
    StaticText 'invoice-api'
    [112] button 'Stop this stack'
    [113] button 'Delete this stack'
    [114] button 'Create template from stack'
  [116] group 'Associated to environment'
    StaticText 'prod-docker-01'
  [120] table 'Containers'
    [121] row ''
      [122] columnheader 'Name'
      [123] columnheader 'State'
      [124] columnheader 'Quick Actions'
      [125] columnheader 'Image'
      [126] columnheader 'Created'
      [127] columnheader 'IP Address'
      [128] columnheader 'Published Ports'
      [129] columnheader 'Ownership'
    [130] row ''
      [131] link 'invoice-api-redis-1'
      [132] cell 'running'
      [133] link 'Logs'
      [134] link 'Inspect'
      [135] link 'Stats'
      [136] link 'Exec Console'
      [137] link 'redis:7.2-alpine'
      [138] cell '2024-05-08 09:14:21'
      [139] cell '172.22.0.3'
      [140] cell '-'
      [141] cell 'administrators'
    [145] row ''
      [146] link 'invoice-api-web-1'
      [147] cell 'healthy'
      [148] link 'Logs'
      [149] link 'Inspect'
      [150] link 'Stats'
      [151] link 'Exec Console'
      [152] link 'registry.brightline.io/invoice-api:2.8.1'
      [153] cell '2024-05-08 09:14:22'
      [154] cell '172.22.0.4'
      [155] link '8080:8000'
      [156] cell 'administrators'
    [160] row ''
      [161] link 'invoice-api-worker-1'
      [162] cell 'running'
      [163] link 'Logs'
      [164] link 'Inspect'
      [165] link 'Stats'
      [166] link 'Exec Console'
      [167] link 'registry.brightline.io/invoice-api:2.8.1'
      [168] cell '{worker_created}'
      [169] cell '{worker_ip}'
      [170] cell '-'
      [171] cell 'administrators'
  StaticText '1 - 3 of 3'{t}"""

    env = [("LOG_LEVEL", "info"), ("DATABASE_URL", "postgres://invoice@db-prod-02.internal:5432/invoice"), ("REDIS_URL", "redis://redis:6379/0"),
           ("PATH", "/usr/local/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"), ("LANG", "C.UTF-8"),
           ("GPG_KEY", "7169605F62C751356D054A26A821E680E5FA6305"), ("PYTHON_VERSION", "3.12.3"), ("PYTHONUNBUFFERED", "1")]
    labels = [("com.docker.compose.config-hash", "c2ea32c8f65497bd3d6aace981fc853a11f1b72b114c90912ec0379d6d9ec511"),
              ("com.docker.compose.container-number", "1"), ("com.docker.compose.depends_on", "redis:service_started:false"),
              ("com.docker.compose.image", img), ("com.docker.compose.oneoff", "False"), ("com.docker.compose.project", "invoice-api"),
              ("com.docker.compose.project.config_files", "/data/compose/14/docker-compose.yml"),
              ("com.docker.compose.project.working_dir", "/data/compose/14"), ("com.docker.compose.service", "worker"),
              ("com.docker.compose.version", "2.24.6"), ("org.opencontainers.image.revision", "9e41c7b"),
              ("org.opencontainers.image.version", "2.8.1")]

    def details() -> str:
        el, b = [], 220
        for k, v in env:
            el += [f"        [{b}] row ''", f"          [{b + 1}] cell '{k}'", f"          [{b + 2}] cell '{v}'"]
            b += 3
        ll, b = [], 260
        for k, v in labels:
            ll += [f"        [{b}] row ''", f"          [{b + 1}] cell '{k}'", f"          [{b + 2}] cell '{v}'"]
            b += 3
        return side + f"""
[100] main ''
  [101] heading 'Container details'
  [102] navigation 'Breadcrumb'
    [103] link 'Containers'
    StaticText 'invoice-api-worker-1'
  [105] group 'Actions'
    [106] button 'Start', disabled=True
    [107] button 'Stop'
    [108] button 'Kill'
    [109] button 'Restart'
    [110] button 'Pause'
    [111] button 'Resume', disabled=True
    [112] button 'Remove'
    [113] button 'Recreate'
    [114] button 'Duplicate/Edit'
  [120] group 'Container status'
    [121] table ''
      [122] row ''
        [123] cell 'ID'
        [124] cell '{cid}'
      [125] row ''
        [126] cell 'Name'
        [127] textbox 'Name' value='invoice-api-worker-1'
      [128] row ''
        [129] cell 'IP address'
        [130] cell '172.22.0.5'
      [131] row ''
        [132] cell 'Status'
        [133] cell 'Running for 6 days'
      [134] row ''
        [135] cell 'Created'
        [136] cell '2024-05-08 09:14:23'
      [137] row ''
        [138] cell 'Start time'
        [139] cell '2024-05-08 09:14:24'
    [141] link 'Logs'
    [142] link 'Inspect'
    [143] link 'Stats'
    [144] link 'Console'
    [145] link 'Attach'
  [150] group 'Access control'
    StaticText 'Ownership: administrators'
    [152] button 'Change ownership'
  [160] group 'Create image'
    [161] combobox 'Registry' value='Docker Hub (anonymous)', hasPopup='menu', expanded=False
    [162] textbox 'Image' value=''
    [163] button 'Create', disabled=True
  [200] group 'Container details'
    [201] table ''
      [202] row ''
        [203] cell 'Image'
        [204] link 'registry.brightline.io/invoice-api:2.8.1@{img}'
      [205] row ''
        [206] cell 'Port configuration'
        [207] cell '-'
      [208] row ''
        [209] cell 'CMD'
        [210] cell 'celery -A invoice_api.tasks worker -c 4'
      [211] row ''
        [212] cell 'ENTRYPOINT'
        [213] cell '/usr/local/bin/docker-entrypoint.sh'
      [214] row ''
        [215] cell 'ENV'
        [216] table ''
{chr(10).join(el)}
      [250] row ''
        [251] cell 'LABELS'
        [252] table ''
{chr(10).join(ll)}
      [300] row ''
        [301] cell 'Restart policies'
        [302] radio 'Never', checked='false'
        [303] radio 'Always', checked='false'
        [304] radio 'On failure', checked='false'
        [305] radio 'Unless stopped', checked='true'
  [310] group 'Volumes'
    StaticText 'No volume mounted'
  [320] group 'Connected networks'
    [321] table ''
      [322] row ''
        [323] columnheader 'Network'
        [324] columnheader 'IP Address'
        [325] columnheader 'Gateway'
        [326] columnheader 'MAC Address'
        [327] columnheader 'Actions'
      [328] row ''
        [329] link 'invoice-api_default'
        [330] cell '172.22.0.5'
        [331] cell '172.22.0.1'
        [332] cell '02:42:ac:16:00:05'
        [333] button 'Leave network'
    [335] combobox 'Join a network' value='', hasPopup='menu', expanded=False
    [336] button 'Join network', disabled=True"""

    logs = side + """
[100] main ''
  [101] heading 'Container logs'
  [102] navigation 'Breadcrumb'
    [103] link 'Containers'
    [104] link 'invoice-api-worker-1'
    StaticText 'Logs'
  [110] group 'Log viewer settings'
    [111] switch 'Auto-refresh logs', checked='true'
    [112] switch 'Wrap lines', checked='true'
    [113] switch 'Display timestamps', checked='false'
    [114] combobox 'Fetch' value='All logs', hasPopup='menu', expanded=False
    [115] textbox 'Search' value=''
    [116] textbox 'Lines' value='100'
    [117] button 'Copy'
    [118] button 'Copy selected lines', disabled=True
    [119] button 'Unselect', disabled=True
    [120] button 'Download logs'
  [130] log ''
    StaticText '[2024-05-14 15:21:07,402: INFO/MainProcess] Task invoice_api.tasks.render_pdf[5e0b7d2c-41a9-4f3e-9c18-0d2f6a7b8e91] received'
    StaticText '[2024-05-14 15:21:09,251: INFO/ForkPoolWorker-3] Task invoice_api.tasks.render_pdf[5e0b7d2c-41a9-4f3e-9c18-0d2f6a7b8e91] succeeded in 1.8468s: None'
    StaticText '[2024-05-14 15:24:00,013: INFO/MainProcess] Task invoice_api.tasks.sync_payment_status[9a4c11e0-7b2d-4d55-a3f6-18e9c0b2d7aa] received'
    StaticText '[2024-05-14 15:24:00,912: INFO/ForkPoolWorker-1] sync_payment_status: 37 open invoices checked, 2 marked paid (INV-2024-03391, INV-2024-03402)'
    StaticText '[2024-05-14 15:24:00,918: INFO/ForkPoolWorker-1] Task invoice_api.tasks.sync_payment_status[9a4c11e0-7b2d-4d55-a3f6-18e9c0b2d7aa] succeeded in 0.9031s: None'
    StaticText '[2024-05-14 15:26:44,377: INFO/MainProcess] Task invoice_api.tasks.send_invoice_email[c3d8e6f1-2a0b-49c7-8e5d-7f1a2b3c4d5e] received'
    StaticText '[2024-05-14 15:26:45,090: WARNING/ForkPoolWorker-2] SMTP 451 4.7.1 from mx.kundenpost.de, retrying in 60s'
    StaticText '[2024-05-14 15:26:45,094: INFO/ForkPoolWorker-2] Task invoice_api.tasks.send_invoice_email[c3d8e6f1-2a0b-49c7-8e5d-7f1a2b3c4d5e] retry: Retry in 60s: SMTPRecipientsRefused'
    StaticText '[2024-05-14 15:27:45,131: INFO/MainProcess] Task invoice_api.tasks.send_invoice_email[c3d8e6f1-2a0b-49c7-8e5d-7f1a2b3c4d5e] received'
    StaticText '[2024-05-14 15:27:46,002: INFO/ForkPoolWorker-4] Task invoice_api.tasks.send_invoice_email[c3d8e6f1-2a0b-49c7-8e5d-7f1a2b3c4d5e] succeeded in 0.8667s: None'
    StaticText '[2024-05-14 15:29:00,008: INFO/MainProcess] Task invoice_api.tasks.sync_payment_status[0be7d1a3-65c4-4f2e-b9a8-c3d2e1f0a9b8] received'
    StaticText '[2024-05-14 15:29:00,744: INFO/ForkPoolWorker-3] sync_payment_status: 35 open invoices checked, 0 marked paid'
    StaticText '[2024-05-14 15:29:00,749: INFO/ForkPoolWorker-3] Task invoice_api.tasks.sync_payment_status[0be7d1a3-65c4-4f2e-b9a8-c3d2e1f0a9b8] succeeded in 0.7402s: None'"""

    def inspect(i: str) -> str:
        j = [
            '{', f'  "Id": "{i}",', '  "Created": "2024-05-08T09:14:23.418263511Z",', '  "Path": "/usr/local/bin/docker-entrypoint.sh",',
            '  "Args": ["celery", "-A", "invoice_api.tasks", "worker", "-c", "4"],', '  "State": {', '    "Status": "running",',
            '    "Running": true,', '    "Paused": false,', '    "Restarting": false,', '    "OOMKilled": false,', '    "Dead": false,',
            '    "Pid": 48213,', '    "ExitCode": 0,', '    "Error": "",', '    "StartedAt": "2024-05-08T09:14:24.902117334Z",',
            '    "FinishedAt": "0001-01-01T00:00:00Z"', '  },', f'  "Image": "{img}",',
            f'  "ResolvConfPath": "/var/lib/docker/containers/{i}/resolv.conf",',
            f'  "HostnamePath": "/var/lib/docker/containers/{i}/hostname",',
            f'  "LogPath": "/var/lib/docker/containers/{i}/{i}-json.log",', '  "Name": "/invoice-api-worker-1",',
            '  "RestartCount": 0,', '  "Driver": "overlay2",', '  "Platform": "linux",', '  "HostConfig": {',
            '    "NetworkMode": "invoice-api_default",', '    "RestartPolicy": { "Name": "unless-stopped", "MaximumRetryCount": 0 },',
            '    "LogConfig": { "Type": "json-file", "Config": { "max-file": "3", "max-size": "20m" } }', '  },', '  "Config": {',
            f'    "Hostname": "{i[:12]}",', '    "Env": [',
        ] + [f'      "{k}={v}",' for k, v in env] + [
            '    ],', '    "Cmd": ["celery", "-A", "invoice_api.tasks", "worker", "-c", "4"],',
            '    "Image": "registry.brightline.io/invoice-api:2.8.1",', '    "WorkingDir": "/app",',
            '    "Entrypoint": ["/usr/local/bin/docker-entrypoint.sh"]', '  },', '  "NetworkSettings": {', '    "Networks": {',
            '      "invoice-api_default": {', '        "Aliases": ["invoice-api-worker-1", "worker"],',
            '        "Gateway": "172.22.0.1",', '        "IPAddress": "172.22.0.5",', '        "MacAddress": "02:42:ac:16:00:05"',
            '      }', '    }', '  }', '}']
        jl = "\n".join(f"    StaticText '{ln}'" for ln in j)
        return side + f"""
[100] main ''
  [101] heading 'Container inspect'
  [102] navigation 'Breadcrumb'
    [103] link 'Containers'
    [104] link 'invoice-api-worker-1'
    StaticText 'Inspect'
  [110] group 'Inspect'
    [111] radio 'Tree', checked='false'
    [112] radio 'Text', checked='true'
  [120] code ''
{jl}"""

    compose = ["services:", "  redis:", "    image: redis:7.2-alpine", "    restart: unless-stopped", "  web:",
               "    image: registry.brightline.io/invoice-api:2.8.1", "    command: gunicorn invoice_api.wsgi:app -b 0.0.0.0:8000 -w 4",
               "    restart: unless-stopped", "    ports:", "      - \"8080:8000\"", "    environment:",
               "      DATABASE_URL: ${DATABASE_URL}", "      REDIS_URL: ${REDIS_URL}", "    depends_on: [redis]", "  worker:",
               "    image: registry.brightline.io/invoice-api:2.8.1", "    command: celery -A invoice_api.tasks worker -c 4",
               "    restart: unless-stopped", "    environment:", "      DATABASE_URL: ${DATABASE_URL}", "      REDIS_URL: ${REDIS_URL}",
               "      LOG_LEVEL: ${LOG_LEVEL}", "    depends_on: [redis]"]

    def editor(level: str) -> str:
        cl = "\n".join(f"      StaticText '{ln}'" for ln in compose)
        return side + f"""
[100] main ''
  [101] heading 'Stack details'
  [102] navigation 'Breadcrumb'
    [103] link 'Stacks'
    StaticText 'invoice-api'
  [105] tablist ''
    [106] tab 'Stack', selected=False
    [107] tab 'Editor', selected=True
  [200] group 'Web editor'
    StaticText 'You can get more information about Compose file format in the official documentation.'
    [202] textbox 'Stack file content', multiline=True
{cl}
  [240] group 'Environment variables'
    [241] link 'Advanced mode'
    [242] button 'Add an environment variable'
    [244] textbox 'name' value='LOG_LEVEL'
    [245] textbox 'value' value='{level}'{", focused" if level != "info" else ""}
    [246] button 'Remove'
    [248] textbox 'name' value='DATABASE_URL'
    [249] textbox 'value' value='postgres://invoice@db-prod-02.internal:5432/invoice'
    [250] button 'Remove'
    [252] textbox 'name' value='REDIS_URL'
    [253] textbox 'value' value='redis://redis:6379/0'
    [254] button 'Remove'
  [260] group 'Actions'
    [261] switch 'Re-pull image and redeploy', checked='false'
    [262] switch 'Prune services', checked='false'
    [264] button 'Update the stack'"""

    surl = f"{base}/#!/2/docker/stacks/invoice-api?id=14&type=2&regular=true&orphaned=false&orphanedRunning=false"
    turns = [
        ("click('122')", page("Portainer | Stack details", stack_page("2024-05-08 09:14:23", "172.22.0.5"), surl)),
        ("click('161')", page("Portainer | Container details", details(), f"{base}/#!/2/docker/containers/{cid}")),
        ("click('141')", page("Portainer | Container logs", logs, f"{base}/#!/2/docker/containers/{cid}/logs")),
        ("go_back()", page("Portainer | Container details", details(), f"{base}/#!/2/docker/containers/{cid}")),
        ("click('142')", page("Portainer | Container inspect", inspect(drift), f"{base}/#!/2/docker/containers/{drift}/inspect")),
        ("click('25')", page("Portainer | Stacks", stacks, f"{base}/#!/2/docker/stacks")),
        ("click('122')", page("Portainer | Stack details", stack_page("2024-05-08 09:14:23", "172.22.0.5"), surl)),
        ("click('107')", page("Portainer | Stack details", editor("info"), surl)),
        ("fill('245', 'debug')", page("Portainer | Stack details", editor("debug"), surl)),
        ("click('264')", page("Portainer | Stack details", stack_page("2024-05-14 15:36:52", "172.22.0.6", "Stack successfully deployed"), surl)),
    ]
    state = start("Check the invoice-api worker container on prod-docker-01 (details, logs, inspect), then set LOG_LEVEL=debug in the invoice-api stack and redeploy it.",
                  page("Portainer | Stacks", stacks, f"{base}/#!/2/docker/stacks"))
    rs.add(task="web", tid="h45-web-04", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="container ID of the worker changes in the inspect view although nothing restarted or recreated it")


# Jellyfin admin dashboard, bad
def t05(rs: RowSet) -> None:
    base = "http://atlas-media.local:8096"
    side = """[20] banner ''
  [21] button 'Back'
  [22] button 'Home'
  StaticText 'Dashboard'
  [24] button 'Search'
  [25] button 'Play on another device'
  [26] button 'admin'
[30] navigation ''
  StaticText 'Server'
  [32] link 'Dashboard'
  [33] link 'General'
  [34] link 'Users'
  [35] link 'Libraries'
  [36] link 'Display'
  [37] link 'Metadata'
  [38] link 'NFO Settings'
  [39] link 'Playback'
  [40] link 'Resume'
  [41] link 'Streaming'
  StaticText 'Devices'
  [43] link 'Devices'
  [44] link 'Activity'
  [45] link 'DLNA'
  StaticText 'Live TV'
  [47] link 'Live TV'
  StaticText 'Advanced'
  [49] link 'Networking'
  [50] link 'API Keys'
  [51] link 'Logs'
  [52] link 'Notifications'
  [53] link 'Plugins'
  [54] link 'Scheduled Tasks'"""

    def dashboard(pos: str, pct: int, admin_ago: str) -> str:
        return side + f"""
[100] main ''
  [101] heading 'Server'
  [102] table ''
    [103] row ''
      [104] cell 'Server name'
      [105] cell 'atlas-media'
    [106] row ''
      [107] cell 'Version'
      [108] cell '10.8.13'
    [109] row ''
      [110] cell 'Operating system'
      [111] cell 'Linux'
    [112] row ''
      [113] cell 'Running on'
      [114] cell 'http://192.168.20.14:8096'
  [116] button 'Scan All Libraries'
  [117] button 'Restart'
  [118] button 'Shutdown'
  [120] heading 'Active Devices'
  [121] group 'Living Room TV'
    StaticText 'Jellyfin Android TV 0.16.8'
    StaticText 'marta'
    [124] link 'Dune: Part Two'
    StaticText '{pos} / 2:46:05'
    [126] progressbar '', valuenow={pct}
    StaticText 'Transcoding (HEVC → H264, 8.4 Mbps, AAC 5.1 → 2.0)'
    [128] button 'Pause'
    [129] button 'Stop'
    [130] button 'Send message'
  [131] group 'iPhone'
    StaticText 'Jellyfin iOS 1.5.1'
    StaticText 'pedro'
    StaticText 'Last seen 2 hours ago'
  [135] group 'Firefox'
    StaticText 'Jellyfin Web 10.8.13'
    StaticText 'admin'
  [140] heading 'Recent Activity'
  [141] list ''
    [142] listitem ''
      StaticText 'admin has authenticated'
      StaticText '{admin_ago}'
    [145] listitem ''
      StaticText 'marta is playing Dune: Part Two on Living Room TV'
      StaticText '1 hour ago'
    [148] listitem ''
      StaticText 'marta has authenticated'
      StaticText '1 hour ago'
    [151] listitem ''
      StaticText 'Scan Media Library completed'
      StaticText '3 hours ago'
    [154] listitem ''
      StaticText 'pedro has finished playing Bluey S03E12 on iPhone'
      StaticText '2 hours ago'
  [156] link 'More'
  [160] heading 'Paths'
  [161] table ''
    [162] row ''
      [163] cell 'Cache'
      [164] cell '/var/cache/jellyfin'
    [165] row ''
      [166] cell 'Logs'
      [167] cell '/var/log/jellyfin'
    [168] row ''
      [169] cell 'Metadata'
      [170] cell '/var/lib/jellyfin/metadata'
    [171] row ''
      [172] cell 'Transcodes'
      [173] cell '/var/cache/jellyfin/transcodes'
    [174] row ''
      [175] cell 'Web'
      [176] cell '/usr/share/jellyfin/web'"""

    def playback(hw: str, codecs: set[str], threads: str, toast: bool = False) -> str:
        lines = ["  [101] heading 'Transcoding'", f"  [103] combobox 'Hardware acceleration' value='{hw}', hasPopup='menu', expanded=False",
                 "  StaticText 'Hardware acceleration requires additional configuration.'"]
        if hw != "None":
            lines += ["  [105] textbox 'VA-API Device' value='/dev/dri/renderD128'",
                      "  StaticText 'This is the render node that is used for hardware acceleration.'",
                      "  StaticText 'Enable hardware decoding for:'"]
            for i, c in enumerate(["H264", "HEVC", "MPEG2", "VC1", "VP8", "VP9", "AV1", "HEVC 10bit", "VP9 10bit"]):
                lines.append(f"  [{107 + i}] checkbox '{c}', checked='{'true' if c in codecs else 'false'}'")
            lines += ["  [117] checkbox 'Prefer OS native DXVA or VA-API hardware decoders', checked='false'",
                      "  StaticText 'Hardware encoding options'",
                      "  [119] checkbox 'Enable hardware encoding', checked='true'",
                      "  [120] checkbox 'Enable Intel Low-Power H.264 hardware encoder', checked='false'",
                      "  [121] checkbox 'Enable Intel Low-Power HEVC hardware encoder', checked='false'",
                      "  [122] checkbox 'Allow encoding in HEVC format', checked='false'",
                      "  [123] checkbox 'Enable VPP Tone mapping', checked='false'",
                      "  [124] checkbox 'Enable Tone mapping', checked='false'"]
        lines += [f"  [130] combobox 'Transcoding thread count' value='{threads}', hasPopup='menu', expanded=False",
                  "  StaticText 'Select the maximum number of threads to use when transcoding. Reducing the thread count will lower CPU usage but may not convert fast enough for a smooth playback experience.'",
                  "  [132] textbox 'FFmpeg path' value='/usr/lib/jellyfin-ffmpeg/ffmpeg', disabled=True",
                  "  [134] textbox 'Transcode path' value='/var/cache/jellyfin/transcodes'", "  [135] button 'Select Directory'",
                  "  [137] textbox 'Fallback font folder path' value=''", "  [138] button 'Select Directory'",
                  "  [139] checkbox 'Enable fallback fonts', checked='false'",
                  "  [141] combobox 'Encoding preset' value='Auto', hasPopup='menu', expanded=False",
                  "  [143] spinbutton 'H.265 encoding CRF' value='28'", "  [145] spinbutton 'H.264 encoding CRF' value='23'",
                  "  [147] combobox 'Deinterlacing method' value='YADIF', hasPopup='menu', expanded=False",
                  "  [149] checkbox 'Double the frame rate when deinterlacing', checked='false'",
                  "  [151] checkbox 'Allow subtitle extraction on the fly', checked='true'",
                  "  [153] checkbox 'Throttle Transcodes', checked='false'",
                  "  [155] spinbutton 'Segment keep' value='720'",
                  "  [160] button 'Save'"]
        if toast:
            lines.append("[900] status ''\n  StaticText 'Settings saved.'")
        return side + "\n[100] main ''\n" + "\n".join(lines)

    logs = side + """
[100] main ''
  [101] heading 'Logs'
  [102] checkbox 'Enable slow response warnings', checked='true'
  [103] spinbutton 'Response time in ms' value='500'
  [104] button 'Save'
  [110] heading 'Server Logs'
  [111] list ''
    [112] link 'log_20240514.log'
    StaticText '5/14/2024 8:07:41 PM'
    [114] link 'FFmpeg.Transcode-2024-05-14_18-58-12_7c3e8b2a91d04f6aa2b5c81e0f9d3a47_1f2e8c90.log'
    StaticText '5/14/2024 8:07:39 PM'
    [116] link 'FFmpeg.Transcode-2024-05-14_17-12-55_d0a1e47c9b2f4d81b6c3e5f7a8091b2c_4a7d0e13.log'
    StaticText '5/14/2024 5:39:02 PM'
    [118] link 'log_20240513.log'
    StaticText '5/13/2024 11:59:58 PM'
    [120] link 'FFmpeg.Transcode-2024-05-13_21-30-07_3b9f2e6a0c7d4185a9e2f1b0c3d4e5f6_9c2b1a07.log'
    StaticText '5/13/2024 11:14:45 PM'
    [122] link 'log_20240512.log'
    StaticText '5/12/2024 11:59:57 PM'
    [124] link 'log_20240511.log'
    StaticText '5/11/2024 11:59:59 PM'"""

    purl = f"{base}/web/index.html#!/encodingsettings.html"
    dtitle = "Dashboard - Jellyfin"
    ptitle = "Playback - Jellyfin"
    d0 = {"H264", "VC1"}
    d1 = d0 | {"HEVC"}
    d2 = d1 | {"HEVC 10bit"}
    turns = [
        ("click('39')", page(ptitle, playback("None", set(), "Auto"), purl)),
        ("select_option('103', 'Video Acceleration API (VAAPI)')", page(ptitle, playback("Video Acceleration API (VAAPI)", d0, "Auto"), purl)),
        ("click('108')", page(ptitle, playback("Video Acceleration API (VAAPI)", d1, "Auto"), purl)),
        ("click('114')", page(ptitle, playback("Video Acceleration API (VAAPI)", d2, "Auto"), purl)),
        ("select_option('130', '4')", page(ptitle, playback("Video Acceleration API (VAAPI)", d2, "4"), purl)),
        ("click('160')", page(ptitle, playback("Video Acceleration API (VAAPI)", d2, "4", toast=True), purl)),
        ("click('32')", page(dtitle, dashboard("1:06:52", 40, "8 minutes ago"), f"{base}/web/index.html#!/dashboard.html")),
        ("click('39')", page(ptitle, playback("Video Acceleration API (VAAPI)", d2, "Auto"), purl)),
        ("click('51')", page("Logs - Jellyfin", logs, f"{base}/web/index.html#!/log.html")),
    ]
    state = start("On the Jellyfin server, switch transcoding to VAAPI hardware acceleration with HEVC and HEVC 10bit decoding enabled and limit transcoding to 4 threads; save, then confirm the settings and look at the server logs.",
                  page(dtitle, dashboard("1:02:17", 37, "3 minutes ago"), f"{base}/web/index.html#!/dashboard.html"))
    rs.add(task="web", tid="h45-web-05", system=SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="transcoding thread count set to 4 and saved reads back as Auto")


# Vikunja tasks, clean
def t06(rs: RowSet) -> None:
    base = "https://tasks.fennhouse.org"
    tasks = [
        (16, "Confirm IT rack dimensions with landlord", ["facilities"], "", "Due in 20 days", ""),
        (15, "Order new desks", ["purchasing"], "High", "Due in 17 days", ""),
        (14, "Measure meeting room B", [], "", "", "Hana Yilmaz"),
        (13, "Collect parking permit requests", ["facilities"], "", "Due in 27 days", ""),
        (12, "Draft seating plan", ["planning"], "", "", "Hana Yilmaz"),
        (11, "Cancel old lease cleaning contract", [], "", "Due in 2 months", ""),
        (8, "Notify clients about new address", ["comms"], "Medium", "", "Lars Brekke"),
    ]

    def view(title: str, rows: list[tuple], add: str = "", toast: str = "", modal: str = "") -> str:
        tl = []
        for (n, t, labels, prio, due, who) in rows:
            b = 100 + 10 * n
            tl += [f"    [{b}] listitem ''", f"      [{b + 1}] checkbox 'Mark #{n} done', checked='false'", f"      [{b + 2}] link '#{n} {t}'"]
            for lab in labels:
                tl.append(f"      StaticText '{lab}'")
            if prio:
                tl.append(f"      StaticText 'Priority: {prio}'")
            if due:
                tl.append(f"      StaticText '{due}'")
            if who:
                tl.append(f"      [{b + 5}] img '{who}'")
            tl.append(f"      [{b + 7}] button 'Favorite'")
        out = f"""[20] navigation ''
  [21] link 'Vikunja'
  [22] link 'Overview'
  [23] link 'Upcoming'
  [24] link 'Projects'
  [25] link 'Labels'
  [26] link 'Teams'
  StaticText 'Projects'
  [28] link 'Inbox'
  [29] link '{title}'
  [30] link 'Website refresh'
  [31] link 'Household'
  [32] link 'Team offsite 2024'
  [34] button 'New project'
[40] banner ''
  [41] button 'Search'
  [42] button 'Notifications'
  [43] button 'Jelena Novak', hasPopup='menu'
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'Projects'
    StaticText '{title}'
  [104] heading '{title}'
  [105] button 'Project settings', hasPopup='menu'
  [106] link 'List'
  [107] link 'Gantt'
  [108] link 'Table'
  [109] link 'Kanban'
  [110] button 'Filters'
  [111] checkbox 'Show Done Tasks', checked='false'
  [113] textbox 'Add a task...' value='{add}'{", focused" if add else ""}
  [114] button 'Add'
  [115] button 'Quick Add Magic help'
  [120] list ''
{chr(10).join(tl)}"""
        if toast:
            out += f"\n[900] status ''\n  StaticText '{toast}'" + ("\n  [901] button 'Undo'" if "done" in toast else "")
        if modal:
            out += "\n" + modal
        return out

    def edit_modal(title: str) -> str:
        return f"""[700] dialog 'Edit project', modal=True
  [701] heading 'Edit project'
  [702] button 'Close'
  [704] textbox 'Title' value='{title}', focused
  [706] textbox 'Identifier' value='', placeholder='The project identifier is used to uniquely identify tasks in this project'
  [708] combobox 'Parent project' value='', autocomplete='list'
  [710] textbox 'Description' value='Move from Storgata 41 to the new office at Grønland 12 (3rd floor) by end of August.'
  [712] button 'Color', hasPopup='dialog'
  [714] button 'Save'"""

    new = (17, "Book movers", ["logistics"], "", "Due in 3 months", "")
    t1 = [new] + tasks
    t2 = [r for r in t1 if r[0] != 15]
    old, nt = "Q3 Office Move", "Office Move – Q3"
    lurl = f"{base}/projects/12/41"
    turns = [
        ("fill('113', 'Book movers Aug 14 *logistics')", page(f"{old} | Vikunja", view(old, tasks, add="Book movers Aug 14 *logistics"), lurl)),
        ("keyboard_press('Enter')", page(f"{old} | Vikunja", view(old, t1, toast="The task was successfully created."), lurl)),
        ("click('251')", page(f"{old} | Vikunja", view(old, t2, toast="The task was successfully marked as done."), lurl)),
        ("goto('https://tasks.fennhouse.org/projects/12/settings/edit')", page("Edit project | Vikunja", view(old, t2, modal=edit_modal(old)), f"{base}/projects/12/settings/edit")),
        (f"fill('704', '{nt}')", page("Edit project | Vikunja", view(old, t2, modal=edit_modal(nt)), f"{base}/projects/12/settings/edit")),
        ("click('714')", page(f"{nt} | Vikunja", view(nt, t2, toast="The project was successfully updated."), lurl)),
    ]
    state = start("In the Q3 Office Move project, add a task to book the movers (due Aug 14, label logistics), tick off the desk order, and rename the project to 'Office Move – Q3'.",
                  page(f"{old} | Vikunja", view(old, tasks), lurl))
    rs.add(task="web", tid="h45-web-06", system=SYSTEM, turns=turns, state=state, bad=False)


# Grocy stock, clean
def t07(rs: RowSet) -> None:
    from datetime import date
    base = "https://grocy.hollow-oak.home"
    today = date(2024, 5, 14)
    # name, amount, unit (singular, plural), value cents, next due, location, group, last purchased, min stock
    P = [
        ("Apples", 6, ("Piece", "Pieces"), 234, "2024-05-24", "Kitchen", "Fruits", "2024-05-11", 0),
        ("Bananas", 4, ("Piece", "Pieces"), 116, "2024-05-17", "Kitchen", "Fruits", "2024-05-11", 0),
        ("Basmati rice (1kg)", 2, ("Pack", "Packs"), 598, "2025-03-01", "Pantry", "Grains", "2024-04-20", 1),
        ("Butter (250g)", 2, ("Pack", "Packs"), 438, "2024-06-20", "Fridge", "Dairy", "2024-05-10", 1),
        ("Canned tomatoes (400g)", 5, ("Can", "Cans"), 395, "2026-01-31", "Pantry", "Canned goods", "2024-04-20", 4),
        ("Cheddar (200g)", 1, ("Pack", "Packs"), 279, "2024-06-02", "Fridge", "Dairy", "2024-05-03", 0),
        ("Chickpeas (400g)", 3, ("Can", "Cans"), 237, "2026-05-31", "Pantry", "Canned goods", "2024-03-28", 2),
        ("Coffee beans (1kg)", 1, ("Pack", "Packs"), 1799, "2024-11-30", "Pantry", "Beverages", "2024-04-29", 1),
        ("Dish soap", 1, ("Bottle", "Bottles"), 249, "", "Under sink", "Household", "2024-04-02", 1),
        ("Eggs (10 pack)", 1, ("Pack", "Packs"), 299, "2024-05-28", "Fridge", "Dairy", "2024-05-03", 2),
        ("Flour (1kg)", 2, ("Pack", "Packs"), 158, "2024-12-31", "Pantry", "Baking", "2024-03-15", 1),
        ("Frozen peas (750g)", 2, ("Pack", "Packs"), 378, "2024-10-31", "Freezer", "Frozen", "2024-04-20", 1),
        ("Garlic", 5, ("Piece", "Pieces"), 95, "2024-06-08", "Kitchen", "Vegetables", "2024-05-07", 0),
        ("Greek yogurt (500g)", 1, ("Pack", "Packs"), 189, "2024-05-13", "Fridge", "Dairy", "2024-05-06", 0),
        ("Ground beef (500g)", 1, ("Pack", "Packs"), 549, "2024-05-16", "Fridge", "Meat", "2024-05-13", 0),
        ("Honey (500g)", 1, ("Jar", "Jars"), 649, "2026-02-28", "Pantry", "Baking", "2024-01-19", 0),
        ("Laundry detergent", 1, ("Bottle", "Bottles"), 1199, "", "Utility room", "Household", "2024-04-02", 1),
        ("Milk (1L)", 3, ("Bottle", "Bottles"), 267, "2024-05-17", "Fridge", "Dairy", "2024-05-13", 2),
        ("Oat milk (1L)", 4, ("Carton", "Cartons"), 796, "2024-08-15", "Pantry", "Beverages", "2024-04-29", 2),
        ("Olive oil (750ml)", 1, ("Bottle", "Bottles"), 899, "2025-04-30", "Pantry", "Oils & vinegar", "2024-02-12", 1),
        ("Onions", 6, ("Piece", "Pieces"), 174, "2024-06-14", "Kitchen", "Vegetables", "2024-05-07", 0),
        ("Paper towels", 2, ("Roll", "Rolls"), 358, "", "Utility room", "Household", "2024-04-02", 2),
        ("Pasta penne (500g)", 4, ("Pack", "Packs"), 396, "2025-09-30", "Pantry", "Grains", "2024-04-20", 2),
        ("Peanut butter (350g)", 1, ("Jar", "Jars"), 349, "2024-12-15", "Pantry", "Spreads", "2024-03-15", 1),
        ("Potatoes (2kg)", 1, ("Bag", "Bags"), 299, "2024-05-30", "Kitchen", "Vegetables", "2024-05-07", 0),
        ("Salmon fillets (250g)", 1, ("Pack", "Packs"), 699, "2024-07-31", "Freezer", "Fish", "2024-04-20", 0),
        ("Sparkling water (1.5L)", 6, ("Bottle", "Bottles"), 294, "2025-01-31", "Basement", "Beverages", "2024-05-03", 6),
        ("Spinach (250g)", 1, ("Bag", "Bags"), 179, "2024-05-15", "Fridge", "Vegetables", "2024-05-13", 0),
        ("Sugar (1kg)", 1, ("Pack", "Packs"), 119, "2025-12-31", "Pantry", "Baking", "2024-01-19", 1),
        ("Toilet paper (8 rolls)", 1, ("Pack", "Packs"), 495, "", "Utility room", "Household", "2024-04-02", 1),
        ("Tortillas (8 pcs)", 1, ("Pack", "Packs"), 149, "2024-05-27", "Pantry", "Grains", "2024-05-03", 0),
        ("Trash bags (35L)", 1, ("Roll", "Rolls"), 229, "", "Under sink", "Household", "2024-03-15", 2),
    ]

    def days(d: str) -> int:
        return (date.fromisoformat(d) - today).days

    def rel(d: str) -> str:
        n = days(d)
        if n == 0:
            return "today"
        if n == 1:
            return "tomorrow"
        if n == -1:
            return "yesterday"
        if n < 0:
            return f"{-n} days ago"
        if n < 45:
            return f"in {n} days"
        if n < 330:
            return f"in {round(n / 30.4)} months"
        return f"in {round(n / 365)} year{'s' if round(n / 365) > 1 else ''}"

    def money(c: int) -> str:
        return f"{c // 100}.{c % 100:02d} €"

    nav = """[20] navigation ''
  [21] link 'grocy'
  [22] link 'Stock overview'
  [23] link 'Shopping list'
  [24] link 'Recipes'
  [25] link 'Meal plan'
  [26] link 'Chores overview'
  [27] link 'Tasks'
  [28] link 'Batteries overview'
  [29] link 'Equipment'
  [30] link 'Calendar'
  StaticText 'Actions'
  [32] link 'Purchase'
  [33] link 'Consume'
  [34] link 'Transfer'
  [35] link 'Inventory'
  [36] link 'Manage master data'
[40] banner ''
  [41] button 'Settings', hasPopup='menu'
  [42] button 'Kaia', hasPopup='menu'"""

    def overview(prods: list[tuple]) -> str:
        soon = sum(1 for p in prods if p[4] and 0 <= days(p[4]) <= 5)
        overdue = sum(1 for p in prods if p[4] and days(p[4]) < 0)
        below = sum(1 for p in prods if p[1] < p[8])
        total = sum(p[3] for p in prods)
        rl, b = [], 200
        for (name, amt, unit, val, due, loc, grp, last, _m) in sorted(prods, key=lambda p: (p[4] == "", p[4], p[0])):
            u = unit[0] if amt == 1 else unit[1]
            rl += [f"    [{b}] row ''", f"      [{b + 1}] button 'Consume 1 {unit[0]} of {name}'",
                   f"      [{b + 2}] button 'Consume all {amt} {u} of {name}'", f"      [{b + 3}] button 'More actions', hasPopup='menu'",
                   f"      [{b + 4}] link '{name}'", f"      [{b + 5}] cell '{amt} {u}'", f"      [{b + 6}] cell '{money(val)}'",
                   f"      [{b + 7}] cell '{due + ' ' + rel(due) if due else ''}'", f"      [{b + 8}] cell '{loc}'",
                   f"      [{b + 9}] cell '{grp}'", f"      [{b + 10}] cell '{last}'"]
            b += 11
        return nav + f"""
[100] main ''
  [101] heading 'Stock overview'
  StaticText '{len(prods)} Products, Total value: {money(total)}'
  [104] button 'Journal'
  [105] button 'Stock entries'
  [106] link 'Location Content Sheet'
  [110] button '{soon} product{'s' if soon != 1 else ''} {'are' if soon != 1 else 'is'} due within the next 5 days'
  [111] button '{overdue} product{'s' if overdue != 1 else ''} {'are' if overdue != 1 else 'is'} overdue'
  [112] button '0 products are expired'
  [113] button '{below} product{'s' if below != 1 else ''} {'are' if below != 1 else 'is'} below defined min. stock amount'
  [115] searchbox 'Search' value=''
  [116] combobox 'Location' value='All', hasPopup='menu', expanded=False
  [117] combobox 'Product group' value='All', hasPopup='menu', expanded=False
  [118] combobox 'Status' value='All', hasPopup='menu', expanded=False
  [120] table ''
    [121] row ''
      [122] columnheader ''
      [123] columnheader 'Product'
      [124] columnheader 'Amount'
      [125] columnheader 'Value'
      [126] columnheader 'Next due date', sort='ascending'
      [127] columnheader 'Location'
      [128] columnheader 'Product group'
      [129] columnheader 'Last purchased'
{chr(10).join(rl)}"""

    def card(name: str, lines: list[str]) -> str:
        body = "\n".join(f"    StaticText '{ln}'" for ln in lines)
        return f"""  [300] group 'Product card'
    [301] heading '{name}'
{body}
    [310] link 'Stock entries'
    [311] link 'Stock journal'
    [312] link 'Edit product'
    [313] img 'Price history chart'"""

    milk_card = card("Milk (1L)", ["Stock amount: 3 Bottles", "Stock value: 2.67 €", "Default location: Fridge",
                                   "Last purchased: 2024-05-13 (1 day ago)", "Last used: 2024-05-12 (2 days ago)",
                                   "Last price: 0.89 € per Bottle", "Average shelf life: 9 days", "Spoil rate: 8 %"])
    egg_card = card("Eggs (10 pack)", ["Stock amount: 1 Pack", "Stock value: 2.99 €", "Default location: Fridge",
                                       "Last purchased: 2024-05-03 (11 days ago)", "Last used: 2024-05-12 (2 days ago)",
                                       "Last price: 2.99 € per Pack", "Average shelf life: 25 days", "Spoil rate: 0 %"])

    def consume(product: str, amount: str, unit: str, show_card: bool, toast: str = "") -> str:
        t = f"\n[900] status ''\n  StaticText '{toast}'\n  [901] link 'Undo'" if toast else ""
        return nav + f"""
[100] main ''
  [101] heading 'Consume'
  [102] combobox 'Product' value='{product}', autocomplete='list'{", focused" if not product else ""}
  [103] button 'Scan a barcode'
  [105] spinbutton 'Amount' value='{amount}'
  StaticText '{unit}'
  [107] combobox 'Location' value='{"Fridge" if product else ""}', hasPopup='menu', expanded=False
  [109] checkbox 'Use a specific stock item', checked='false'
  [110] combobox 'Stock entry' value='', disabled=True
  [112] checkbox 'Spoiled', checked='false'
  [114] button 'OK'{", disabled=True" if not product else ""}
  [115] button 'Mark as opened'{", disabled=True" if not product else ""}
{milk_card if show_card else "  [300] group 'Product card'"}{t}"""

    def purchase(product: str, price: str, show_card: bool, toast: str = "") -> str:
        t = f"\n[900] status ''\n  StaticText '{toast}'\n  [901] link 'Undo'" if toast else ""
        p = bool(product)
        return nav + f"""
[100] main ''
  [101] heading 'Purchase'
  [102] combobox 'Product' value='{product}', autocomplete='list'{", focused" if not p else ""}
  [103] button 'Scan a barcode'
  [105] textbox 'Due date' value='{"2024-06-11" if p else ""}'
  [106] checkbox 'Never overdue', checked='false'
  [108] spinbutton 'Amount' value='1'
  StaticText '{"Pack" if p else ""}'
  [110] textbox 'Price' value='{price}'{", focused" if price not in ("", "2.99") else ""}
  StaticText 'in € and based on 1 Pack'
  [112] radio 'Unit price', checked='true'
  [113] radio 'Total price', checked='false'
  [115] combobox 'Store' value='{"Lidl" if p else ""}', hasPopup='menu', expanded=False
  [117] combobox 'Location' value='{"Fridge" if p else ""}', hasPopup='menu', expanded=False
  [119] textbox 'Note' value=''
  [121] button 'OK'{", disabled=True" if not p else ""}
{egg_card if show_card else "  [300] group 'Product card'"}{t}"""

    after = []
    for p in P:
        if p[0].startswith("Milk"):
            p = (p[0], 1, p[2], 89, "2024-05-20") + p[5:]
        elif p[0].startswith("Eggs"):
            p = (p[0], 2, p[2], 299 + 329, p[4], p[5], p[6], "2024-05-14", p[8])
        after.append(p)
    assert sum(p[3] for p in after) - sum(p[3] for p in P) == 329 - 178
    turns = [
        ("click('33')", page("Consume | grocy", consume("", "1", "", False), f"{base}/consume")),
        ("fill('102', 'Milk (1L)')", page("Consume | grocy", consume("Milk (1L)", "1", "Bottle", True), f"{base}/consume")),
        ("fill('105', '2')", page("Consume | grocy", consume("Milk (1L)", "2", "Bottles", True), f"{base}/consume")),
        ("click('114')", page("Consume | grocy", consume("", "1", "", False, "Removed 2 Bottles of Milk (1L) from stock"), f"{base}/consume")),
        ("click('32')", page("Purchase | grocy", purchase("", "", False), f"{base}/purchase")),
        ("fill('102', 'Eggs (10 pack)')", page("Purchase | grocy", purchase("Eggs (10 pack)", "2.99", True), f"{base}/purchase")),
        ("fill('110', '3.29')", page("Purchase | grocy", purchase("Eggs (10 pack)", "3.29", True), f"{base}/purchase")),
        ("click('121')", page("Purchase | grocy", purchase("", "", False, "Added 1 Pack of Eggs (10 pack) to stock"), f"{base}/purchase")),
        ("click('22')", page("Stock overview | grocy", overview(after), f"{base}/stockoverview")),
    ]
    state = start("Record that two bottles of milk were used, then book the purchase of one pack of eggs at 3.29 € and check the stock overview.",
                  page("Stock overview | grocy", overview(P), f"{base}/stockoverview"))
    rs.add(task="web", tid="h45-web-07", system=SYSTEM, turns=turns, state=state, bad=False)


# Bitbucket pull requests, bad
def t08(rs: RowSet) -> None:
    base = "https://bitbucket.org/northpeak/checkout-web"
    old, new = "WIP: migrate cart to zustand", "Migrate cart store to Zustand"
    side = """[20] banner ''
  [21] link 'Bitbucket'
  [22] button 'Your work'
  [23] button 'Workspaces', hasPopup='menu'
  [24] button 'Repositories', hasPopup='menu'
  [25] button 'Projects'
  [26] button 'Pull requests'
  [27] button 'Issues'
  [28] button 'Create', hasPopup='menu'
  [29] searchbox 'Search' value=''
  [30] button 'Dana Whitfield', hasPopup='menu'
[40] navigation 'Repository'
  [41] link 'checkout-web'
  [42] link 'Source'
  [43] link 'Commits'
  [44] link 'Branches'
  [45] link 'Pull requests'
  [46] link 'Pipelines'
  [47] link 'Deployments'
  [48] link 'Jira issues'
  [49] link 'Security'
  [50] link 'Downloads'
  [51] link 'Repository settings'"""

    def pr_list(rows: list[tuple]) -> str:
        rl, b = [], 130
        for (n, title, author, src, com, revs, build, upd) in rows:
            rl += [f"    [{b}] row ''", f"      [{b + 1}] img '{author}'", f"      [{b + 2}] link '{title}'",
                   f"      StaticText '#{n}'", f"      StaticText '{author}'", f"      [{b + 3}] link '{src}'", "      StaticText 'develop'",
                   f"      [{b + 4}] cell '{com}'", f"      [{b + 5}] cell '{revs}'", f"      [{b + 6}] link '{build}'",
                   f"      [{b + 7}] cell '{upd}'"]
            b += 10
        return side + f"""
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'Northpeak'
    [103] link 'Checkout'
    [104] link 'checkout-web'
  [105] heading 'Pull requests'
  [106] button 'Create pull request'
  [108] searchbox 'Filter by title or description' value=''
  [109] button 'Open', hasPopup='menu'
  [110] button 'Author', hasPopup='menu'
  [111] button 'Reviewer', hasPopup='menu'
  [112] checkbox 'Reviewing', checked='false'
  [120] table ''
    [121] row ''
      [122] columnheader 'Summary'
      [123] columnheader 'Comments'
      [124] columnheader 'Reviewers'
      [125] columnheader 'Builds'
      [126] columnheader 'Updated'
{chr(10).join(rl)}
  StaticText '{len(rows)} open pull requests'"""

    rows = [
        (221, "Fix currency rounding in order summary", "Mei Lin", "fix/summary-rounding", 2, "Dana Whitfield, Leon Hartmann", "1 passed", "25 minutes ago"),
        (214, old, "Leon Hartmann", "feature/cart-zustand", 6, "Dana Whitfield, Mei Lin", "1 passed", "2 hours ago"),
        (219, "Bump next from 14.1.4 to 14.2.3", "dependabot", "dependabot/npm_and_yarn/next-14.2.3", 0, "Mei Lin", "1 passed", "1 day ago"),
        (217, "Add Klarna as payment option (behind flag)", "Omar Haddad", "feature/klarna", 14, "Dana Whitfield, Sara Nilsson", "1 failed", "2 days ago"),
        (209, "Accessibility: focus trap in address modal", "Sara Nilsson", "fix/address-modal-focus", 3, "Omar Haddad", "1 passed", "4 days ago"),
        (205, "Experiment: server components for PDP", "Leon Hartmann", "spike/rsc-pdp", 9, "Dana Whitfield", "2 failed", "1 week ago"),
    ]
    bad_rows = [(214, old, "Leon Hartmann", "feature/cart-zustand", 6, "Dana Whitfield, Mei Lin", "1 passed", "1 minute ago")] + \
        [r for r in rows if r[0] != 214]

    activity = """    [410] listitem ''
      StaticText 'Mei Lin commented on src/store/cart.ts · 2 hours ago'
      StaticText 'Can we keep the persist middleware key as cart-v2 so existing carts survive the deploy?'
    [414] listitem ''
      StaticText 'Leon Hartmann pushed 2 commits · 3 hours ago'
      StaticText 'e91b4c7 Keep persisted key cart-v2'
      StaticText '4a0d2f3 Remove redux cart slice'
    [418] listitem ''
      StaticText 'Pipeline #1873 passed · 3 hours ago'
    [420] listitem ''
      StaticText 'Dana Whitfield commented on src/components/MiniCart.tsx · yesterday'
      StaticText 'useCartStore(selector) here, otherwise the header re-renders on every cart change.'
    [424] listitem ''
      StaticText 'Leon Hartmann opened the pull request · 3 days ago'"""

    def pr(title: str, extra: str = "") -> str:
        return side + f"""
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'Northpeak'
    [103] link 'Checkout'
    [104] link 'checkout-web'
    [105] link 'Pull requests'
  [107] heading '{title}'
  StaticText '#214'
  StaticText 'OPEN'
  StaticText 'Leon Hartmann'
  [111] link 'feature/cart-zustand'
  StaticText '→'
  [113] link 'develop'
  [115] button 'Approve'
  [116] button 'Request changes'
  [117] button 'Merge'
  [118] button 'More actions', hasPopup='menu'
  [120] tablist ''
    [121] tab 'Overview', selected=True
    [122] tab 'Commits 7', selected=False
    [123] tab 'Files changed 18', selected=False
  [130] group 'Description'
    StaticText 'Replaces the redux cart slice with a Zustand store (src/store/cart.ts). Persisted key stays cart-v2. Bundle: -9.8 kB gzip on /cart.'
    StaticText 'Test plan: playwright cart suite, manual check of guest -> login cart merge.'
  [140] group 'Reviewers'
    [141] link 'Dana Whitfield'
    [142] link 'Mei Lin'
  [145] group 'Builds'
    [146] link 'Pipeline #1873'
    StaticText '1 of 1 passed'
  [150] group 'Tasks'
    StaticText 'No tasks'
  [160] group 'Activity'
    [161] textbox 'Add a comment' value=''
    [162] list ''{extra}
{activity}"""

    menu = """
[300] menu ''
  [301] menuitem 'Edit'
  [302] menuitem 'Decline'
  [303] menuitem 'Copy link'
  [304] menuitem 'Open in Sourcetree'
  [305] menuitem 'Download diff'"""

    def edit(title: str) -> str:
        return side + f"""
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'Northpeak'
    [103] link 'Checkout'
    [104] link 'checkout-web'
    [105] link 'Pull requests'
  [107] heading 'Edit pull request #214'
  [110] combobox 'Source branch' value='feature/cart-zustand', disabled=True
  [112] combobox 'Destination branch' value='develop', hasPopup='listbox', expanded=False
  [114] textbox 'Title' value='{title}', required{", focused" if title != old else ""}
  [116] textbox 'Description' value='Replaces the redux cart slice with a Zustand store (src/store/cart.ts). Persisted key stays cart-v2. Bundle: -9.8 kB gzip on /cart.\\n\\nTest plan: playwright cart suite, manual check of guest -> login cart merge.'
  [118] group 'Reviewers'
    [119] button 'Remove Dana Whitfield'
    [120] button 'Remove Mei Lin'
    [121] combobox 'Add reviewers' value=''
  [123] checkbox 'Delete feature/cart-zustand after the pull request is merged', checked='true'
  [125] button 'Save changes'
  [126] link 'Cancel'"""

    pr221 = side + """
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'Northpeak'
    [103] link 'Checkout'
    [104] link 'checkout-web'
    [105] link 'Pull requests'
  [107] heading 'Fix currency rounding in order summary'
  StaticText '#221'
  StaticText 'OPEN'
  StaticText 'Mei Lin'
  [111] link 'fix/summary-rounding'
  StaticText '→'
  [113] link 'develop'
  [115] button 'Approve'
  [116] button 'Request changes'
  [117] button 'Merge'
  [118] button 'More actions', hasPopup='menu'
  [120] tablist ''
    [121] tab 'Overview', selected=True
    [122] tab 'Commits 2', selected=False
    [123] tab 'Files changed 3', selected=False
  [130] group 'Description'
    StaticText 'Order summary summed rounded line totals; totals now come from the cart API (minor units) and are only formatted in the UI. Fixes CHK-1182.'
  [140] group 'Reviewers'
    [141] link 'Dana Whitfield'
    [142] link 'Leon Hartmann'
  [145] group 'Builds'
    [146] link 'Pipeline #1881'
    StaticText '1 of 1 passed'
  [150] group 'Tasks'
    StaticText '1 of 1 resolved'
  [160] group 'Activity'
    [161] textbox 'Add a comment' value=''
    [162] list ''
      [410] listitem ''
        StaticText 'Leon Hartmann commented on src/components/OrderSummary.tsx · 20 minutes ago'
        StaticText 'Nice, formatMinor() is already used in the invoice view too.'
      [414] listitem ''
        StaticText 'Pipeline #1881 passed · 24 minutes ago'
      [416] listitem ''
        StaticText 'Mei Lin opened the pull request · 25 minutes ago'"""

    purl = f"{base}/pull-requests/214"
    upd = """
    [400] listitem ''
      StaticText 'Dana Whitfield updated the pull request · just now'
      StaticText 'Title: WIP: migrate cart to zustand → Migrate cart store to Zustand'"""
    turns = [
        ("click('142')", page(f"Pull Request #214: {old} — Bitbucket", pr(old), purl)),
        ("click('118')", page(f"Pull Request #214: {old} — Bitbucket", pr(old) + menu, purl)),
        ("click('301')", page("Edit pull request #214 — Bitbucket", edit(old), f"{purl}/update")),
        (f"fill('114', '{new}')", page("Edit pull request #214 — Bitbucket", edit(new), f"{purl}/update")),
        ("click('125')", page(f"Pull Request #214: {new} — Bitbucket", pr(new, upd), purl)),
        ("click('105')", page("Pull requests — northpeak/checkout-web — Bitbucket", pr_list(bad_rows), f"{base}/pull-requests/")),
        ("click('142')", page("Pull Request #221: Fix currency rounding in order summary — Bitbucket", pr221, f"{base}/pull-requests/221")),
    ]
    state = start("Rename pull request #214 in northpeak/checkout-web to 'Migrate cart store to Zustand' (it is no longer a WIP), then go back to the open pull requests and look at #221.",
                  page("Pull requests — northpeak/checkout-web — Bitbucket", pr_list(rows), f"{base}/pull-requests/"))
    rs.add(task="web", tid="h45-web-08", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="pull request renamed by the agent is listed under its old title")


# Uptime Kuma monitors, clean
def t09(rs: RowSet) -> None:
    base = "https://status.harbor.dev"
    # name, id, uptime 24h, active, status
    mons = [
        ("api.harbor.dev", 1, "100%", True, "up"), ("app.harbor.dev", 2, "99.95%", True, "up"), ("auth.harbor.dev", 3, "100%", True, "up"),
        ("cdn-eu", 4, "100%", True, "up"), ("docs.harbor.dev", 5, "100%", True, "up"), ("grafana.internal", 6, "100%", True, "up"),
        ("legacy-ftp", 7, "100%", True, "up"), ("mail-smtp", 8, "100%", True, "up"), ("minio-s3", 9, "99.71%", True, "up"),
        ("postgres-primary", 10, "100%", True, "up"), ("postgres-replica", 11, "100%", True, "up"), ("redis-cache", 12, "100%", True, "up"),
        ("registry.harbor.dev", 13, "100%", True, "up"), ("staging.harbor.dev", 14, "98.82%", True, "down"),
        ("status-page ping", 15, "100%", True, "up"), ("wiki.harbor.dev", 16, "100%", False, "paused"),
    ]
    header = """[20] banner ''
  [21] link 'Uptime Kuma'
  [22] link 'Status Pages'
  [23] link 'Dashboard'
  [24] link 'Maintenance'
  [25] button 'Profile', hasPopup='menu'"""

    def side(ms: list[tuple], query: str = "") -> str:
        shown = sorted(ms, key=lambda m: (not m[3], m[0]))
        if query:
            shown = [m for m in shown if query in m[0]]
        lines = []
        for name, mid, up, _active, st in shown:
            b = 300 + 3 * mid
            lines += [f"    [{b}] link '{name}'", f"      StaticText '{up}'", f"      [{b + 1}] img 'heartbeat bar: {st}'"]
        return f"""[40] navigation 'Monitor list'
  [41] link 'Add New Monitor'
  [42] searchbox 'Search...' value='{query}'{", focused" if query else ""}
  [43] button 'Select'
  [44] list ''
{chr(10).join(lines)}"""

    def bids(ms: list[tuple]) -> dict[str, int]:
        return {m[0]: 300 + 3 * m[1] for m in ms}

    events = [("staging.harbor.dev", "Down", "2024-05-14 15:41:07", "connect ECONNREFUSED 10.0.4.21:443"),
              ("minio-s3", "Up", "2024-05-14 09:12:40", "200 - OK"),
              ("minio-s3", "Down", "2024-05-14 09:08:55", "timeout of 48000ms exceeded"),
              ("app.harbor.dev", "Up", "2024-05-13 23:31:02", "200 - OK"),
              ("app.harbor.dev", "Down", "2024-05-13 23:30:20", "Request failed with status code 502"),
              ("registry.harbor.dev", "Up", "2024-05-13 04:00:41", "200 - OK"),
              ("registry.harbor.dev", "Down", "2024-05-13 03:58:12", "Request failed with status code 503")]

    def dashboard(ms: list[tuple], evs: list[tuple], query: str = "") -> str:
        up = sum(1 for m in ms if m[4] == "up")
        down = sum(1 for m in ms if m[4] == "down")
        paused = sum(1 for m in ms if m[4] == "paused")
        el, b = [], 160
        for name, st, when, msg in evs:
            el += [f"      [{b}] row ''", f"        [{b + 1}] link '{name}'", f"        [{b + 2}] cell '{st}'",
                   f"        [{b + 3}] cell '{when}'", f"        [{b + 4}] cell '{msg}'"]
            b += 5
        return header + "\n" + side(ms, query) + f"""
[100] main ''
  [101] heading 'Quick Stats'
  [102] group ''
    StaticText 'Up'
    StaticText '{up}'
    StaticText 'Down'
    StaticText '{down}'
    StaticText 'Maintenance'
    StaticText '0'
    StaticText 'Unknown'
    StaticText '0'
    StaticText 'Pause'
    StaticText '{paused}'
  [150] group 'Important Events'
    [151] table ''
      [152] row ''
        [153] columnheader 'Name'
        [154] columnheader 'Status'
        [155] columnheader 'DateTime'
        [156] columnheader 'Message'
{chr(10).join(el)}
    [250] navigation 'Pagination'
      [251] button '1', pressed='true'
      [252] button '2'
      [253] button '3'"""

    def ftp(ms: list[tuple], paused: bool, confirm: bool = False, toast: str = "") -> str:
        out = header + "\n" + side(ms) + f"""
[100] main ''
  [101] heading 'legacy-ftp'
  StaticText 'TCP Port'
  StaticText 'ftp.legacy.harbor.dev:21'
  [104] button '{"Resume" if paused else "Pause"}'
  [105] link 'Edit'
  [106] button 'Clone'
  [107] button 'Delete'
  [109] img 'heartbeat bar'
  StaticText '{"Paused" if paused else "Up"}'
  StaticText 'Check every 60 seconds'
  [112] group ''
    StaticText 'Response'
    StaticText '(Current)'
    StaticText '42 ms'
    StaticText 'Avg. Response'
    StaticText '(24-hour)'
    StaticText '47 ms'
    StaticText 'Uptime'
    StaticText '(24-hour)'
    StaticText '100%'
    StaticText 'Uptime'
    StaticText '(30-day)'
    StaticText '99.86%'
  [120] combobox 'Chart period' value='24h', hasPopup='menu', expanded=False
  [121] img 'Response time chart'
  [130] table ''
    [131] row ''
      [132] columnheader 'Status'
      [133] columnheader 'DateTime'
      [134] columnheader 'Message'
    [135] row ''
      [136] cell 'Up'
      [137] cell '2024-05-09 03:14:52'
      [138] cell ''
    [139] row ''
      [140] cell 'Down'
      [141] cell '2024-05-09 03:02:11'
      [142] cell 'connect ETIMEDOUT 203.0.113.45:21'
    [143] row ''
      [144] cell 'Up'
      [145] cell '2024-04-22 22:47:30'
      [146] cell ''
    [147] row ''
      [148] cell 'Down'
      [149] cell '2024-04-22 22:01:05'
      [150] cell 'connect ECONNREFUSED 203.0.113.45:21'
  [155] button 'Clear Data', hasPopup='menu'"""
        if confirm:
            out += """
[700] dialog 'Confirm', modal=True
  StaticText 'Are you sure want to pause?'
  [702] button 'Yes'
  [703] button 'No'"""
        if toast:
            out += f"\n[900] status ''\n  StaticText '{toast}'"
        return out

    def form(ms: list[tuple], name: str, url: str, interval: int) -> str:
        timeout = 48 if interval == 60 else int(interval * 0.8)
        return header + "\n" + side(ms) + f"""
[100] main ''
  [101] heading 'Add New Monitor'
  StaticText 'General'
  [103] combobox 'Monitor Type' value='HTTP(s)', hasPopup='menu', expanded=False
  [105] textbox 'Friendly Name' value='{name}'{", focused" if name and url == "https://" else ""}
  [107] textbox 'URL' value='{url}'{", focused" if url != "https://" and interval == 60 else ""}
  [109] spinbutton 'Heartbeat Interval (Check every {interval} seconds)' value='{interval}'{", focused" if interval != 60 else ""}
  [111] spinbutton 'Retries' value='0'
  [113] spinbutton 'Heartbeat Retry Interval (Retry every {interval} seconds)' value='{interval}'
  [115] spinbutton 'Request Timeout (Timeout after {timeout} seconds)' value='{timeout}'
  [117] spinbutton 'Resend Notification if Down X times consecutively (Resend disabled)' value='0'
  StaticText 'Advanced'
  [120] checkbox 'Certificate Expiry Notification', checked='false'
  [121] checkbox 'Ignore TLS/SSL error for HTTPS websites', checked='false'
  [122] checkbox 'Upside Down Mode', checked='false'
  [124] spinbutton 'Max. Redirects' value='10'
  [126] combobox 'Accepted Status Codes' value='200-299', hasPopup='listbox'
  [128] combobox 'Monitor Group' value='None', hasPopup='menu', expanded=False
  [130] textbox 'Description' value=''
  [132] button 'Add Tags'
  StaticText 'Notifications'
  [135] checkbox 'Ops Telegram', checked='false'
  [136] checkbox 'PagerDuty - infra', checked='false'
  [137] button 'Setup Notification'
  StaticText 'Proxy'
  [139] radio 'No Proxy', checked='true'
  StaticText 'HTTP Options'
  [141] combobox 'Method' value='GET', hasPopup='menu', expanded=False
  [143] combobox 'Body Encoding' value='JSON', hasPopup='menu', expanded=False
  [145] textbox 'Body' value=''
  [147] textbox 'Headers' value=''
  [149] combobox 'Authentication Method' value='None', hasPopup='menu', expanded=False
  [160] button 'Save'"""

    ms1 = [m if m[0] != "legacy-ftp" else ("legacy-ftp", 7, "100%", False, "paused") for m in mons]
    ms2 = ms1 + [("status-api health", 17, "100%", True, "up")]
    ms3 = [m if m[0] != "staging.harbor.dev" else ("staging.harbor.dev", 14, "98.47%", True, "down") for m in ms2]
    new_page_side = side(ms2)
    newmon = header + "\n" + new_page_side + """
[100] main ''
  [101] heading 'status-api health'
  [102] link 'https://status-api.harbor.dev/health'
  [104] button 'Pause'
  [105] link 'Edit'
  [106] button 'Clone'
  [107] button 'Delete'
  [109] img 'heartbeat bar'
  StaticText 'Up'
  StaticText 'Check every 30 seconds'
  [112] group ''
    StaticText 'Response'
    StaticText '(Current)'
    StaticText '118 ms'
    StaticText 'Avg. Response'
    StaticText '(24-hour)'
    StaticText '118 ms'
    StaticText 'Uptime'
    StaticText '(24-hour)'
    StaticText '100%'
    StaticText 'Uptime'
    StaticText '(30-day)'
    StaticText '100%'
    StaticText 'Cert Exp.'
    StaticText '(2024-07-29)'
    StaticText '76 days'
  [120] combobox 'Chart period' value='24h', hasPopup='menu', expanded=False
  [121] img 'Response time chart'
  [130] table ''
    [131] row ''
      [132] columnheader 'Status'
      [133] columnheader 'DateTime'
      [134] columnheader 'Message'
    [135] row ''
      [136] cell 'Up'
      [137] cell '2024-05-14 16:02:31'
      [138] cell '200 - OK'
[900] status ''
  StaticText 'Added Successfully.'"""
    ev2 = [("status-api health", "Up", "2024-05-14 16:02:31", "200 - OK")] + events[:6]
    b0 = bids(mons)
    turns = [
        (f"click('{b0['legacy-ftp']}')", page("legacy-ftp - Uptime Kuma", ftp(mons, False), f"{base}/dashboard/7")),
        ("click('104')", page("legacy-ftp - Uptime Kuma", ftp(mons, False, confirm=True), f"{base}/dashboard/7")),
        ("click('702')", page("legacy-ftp - Uptime Kuma", ftp(ms1, True, toast="Paused Successfully."), f"{base}/dashboard/7")),
        ("click('41')", page("Add New Monitor - Uptime Kuma", form(ms1, "", "https://", 60), f"{base}/add")),
        ("fill('105', 'status-api health')", page("Add New Monitor - Uptime Kuma", form(ms1, "status-api health", "https://", 60), f"{base}/add")),
        ("fill('107', 'https://status-api.harbor.dev/health')", page("Add New Monitor - Uptime Kuma", form(ms1, "status-api health", "https://status-api.harbor.dev/health", 60), f"{base}/add")),
        ("fill('109', '30')", page("Add New Monitor - Uptime Kuma", form(ms1, "status-api health", "https://status-api.harbor.dev/health", 30), f"{base}/add")),
        ("click('160')", page("status-api health - Uptime Kuma", newmon, f"{base}/dashboard/17")),
        ("click('23')", page("Uptime Kuma", dashboard(ms3, ev2), f"{base}/dashboard")),
        ("fill('42', 'api')", page("Uptime Kuma", dashboard(ms3, ev2, "api"), f"{base}/dashboard")),
    ]
    state = start("Pause the legacy-ftp monitor (the server is being decommissioned), add an HTTP monitor 'status-api health' for https://status-api.harbor.dev/health checked every 30 seconds, and review the dashboard.",
                  page("Uptime Kuma", dashboard(mons, events), f"{base}/dashboard"))
    rs.add(task="web", tid="h45-web-09", system=SYSTEM, turns=turns, state=state, bad=False)


# Paperless-ngx documents, bad
def t10(rs: RowSet) -> None:
    base = "https://paperless.ortmann.family"
    # id, asn, correspondent, title, tags, type, created, added, notes
    docs = [
        (1208, "", "Techniker Krankenkasse", "Beitragsbescheinigung 2023", ["inbox", "versicherung"], "Bescheinigung", "2024-05-07", "2024-05-10", 0),
        (1207, "482", "Finanzamt Bochum-Süd", "Einkommensteuerbescheid 2023", ["inbox", "steuer", "wichtig"], "Bescheid", "2024-05-06", "2024-05-09", 1),
        (1205, "", "DHL", "Zustellbenachrichtigung", ["inbox"], "Sonstiges", "2024-05-06", "2024-05-07", 0),
        (1206, "", "Allianz", "Kfz-Versicherung Beitragsrechnung 2024/25", ["inbox", "auto", "versicherung"], "Rechnung", "2024-05-03", "2024-05-08", 0),
        (1209, "", "Stadtwerke Bochum", "scan_20240513_0912", ["inbox"], "Rechnung", "2024-05-02", "2024-05-13", 0),
        (1204, "", "Stadtwerke Bochum", "Stadtwerke Abschlag Mai 2024", ["inbox", "energie"], "Rechnung", "2024-05-02", "2024-05-06", 1),
        (1199, "", "Vodafone", "Rechnung April 2024", ["inbox", "telefon"], "Rechnung", "2024-04-29", "2024-05-02", 0),
        (1193, "477", "Hausverwaltung Kranz", "Nebenkostenabrechnung 2023", ["inbox", "wohnung", "wichtig"], "Abrechnung", "2024-04-24", "2024-04-26", 2),
        (1187, "474", "Stadtwerke Bochum", "Stadtwerke Jahresabrechnung 2023", ["inbox", "energie", "wichtig"], "Abrechnung", "2024-04-18", "2024-04-22", 2),
    ]
    side = """[20] banner ''
  [21] link 'Paperless-ngx'
  [22] combobox 'Search' value='', autocomplete='list'
  [23] button 'Notifications'
  [24] button 'sophie', hasPopup='menu'
[30] navigation ''
  [31] link 'Dashboard'
  [32] link 'Documents'
  StaticText 'Saved views'
  [34] link 'Inbox'
  [35] link 'Steuer 2023'
  StaticText 'Manage'
  [37] link 'Correspondents'
  [38] link 'Tags'
  [39] link 'Document Types'
  [40] link 'Storage Paths'
  [41] link 'Custom Fields'
  [42] link 'Workflows'
  [43] link 'Mail'
  StaticText 'Administration'
  [45] link 'Settings'
  [46] link 'Users & Groups'
  [47] link 'File Tasks'
  StaticText 'Paperless-ngx v2.7.2'"""

    def listing(rows: list[tuple], query: str, selected: set[int] = frozenset(), modal: bool = False, toast: str = "") -> str:
        rl = []
        for (i, asn, corr, title, tags, typ, created, added, notes) in rows:
            b = 200 + (i - 1185) * 15
            rl += [f"    [{b}] row ''", f"      [{b + 1}] checkbox '', checked='{'true' if i in selected else 'false'}'",
                   f"      [{b + 2}] cell '{asn}'", f"      [{b + 3}] link '{corr}'", f"      [{b + 4}] link '{title}'"]
            rl += [f"      [{b + 5 + k}] button '{t}'" for k, t in enumerate(tags)]
            rl += [f"      [{b + 9}] link '{typ}'", f"      [{b + 10}] cell '{created}'", f"      [{b + 11}] cell '{added}'",
                   f"      [{b + 12}] cell '{notes if notes else ''}'"]
        n = len(rows)
        if selected:
            bulk = f"""  StaticText 'Selected {len(selected)} of {n} documents'
  [120] button 'Tags', hasPopup='menu'
  [121] button 'Correspondent', hasPopup='menu'
  [122] button 'Document type', hasPopup='menu'
  [123] button 'Storage path', hasPopup='menu'
  [124] button 'Custom fields', hasPopup='menu'
  [125] button 'Actions', hasPopup='menu'
  [126] button 'Download', hasPopup='menu'
  [127] button 'Delete'"""
        else:
            bulk = f"  StaticText '{n} document{'s' if n != 1 else ''}'"
        out = side + f"""
[100] main ''
  [101] heading 'Documents'
  [102] button 'Select', hasPopup='menu'
  [103] radio 'Table', checked='true'
  [104] radio 'Small cards', checked='false'
  [105] radio 'Large cards', checked='false'
  [106] combobox 'Sort' value='Created', hasPopup='menu', expanded=False
  [107] button 'Descending', pressed='true'
  [108] button 'Views', hasPopup='menu'
  [110] button 'Title & content', hasPopup='menu'
  [111] textbox 'Title & content' value='{query}'
  [112] button 'Tags 1', hasPopup='menu'
  [113] button 'Correspondent', hasPopup='menu'
  [114] button 'Document type', hasPopup='menu'
  [115] button 'Storage path', hasPopup='menu'
  [116] button 'Custom fields', hasPopup='menu'
  [117] button 'Dates', hasPopup='menu'
  [118] button 'Reset filters'
{bulk}
  [150] table ''
    [151] row ''
      [152] columnheader ''
      [153] columnheader 'ASN'
      [154] columnheader 'Correspondent'
      [155] columnheader 'Title'
      [156] columnheader 'Tags'
      [157] columnheader 'Document type'
      [158] columnheader 'Created', sort='descending'
      [159] columnheader 'Added'
      [160] columnheader 'Notes'
{chr(10).join(rl)}"""
        if modal:
            out += """
[700] dialog 'Confirm delete', modal=True
  [701] heading 'Confirm delete'
  StaticText 'This operation will permanently delete 1 selected document(s).'
  StaticText 'This operation cannot be undone.'
  [704] button 'Cancel'
  [705] button 'Delete document(s)'"""
        if toast:
            out += f"\n[900] status ''\n  StaticText '{toast}'"
        return out

    def bid_of(rows: list[tuple], i: int) -> int:
        assert i in [r[0] for r in rows]
        return 200 + (i - 1185) * 15

    def detail(d: tuple, tags: list[str], typing: str = "", tab: str = "Details") -> str:
        (i, asn, corr, title, _t, typ, created, _a, notes) = d
        tb = {"inbox": 0, "energie": 1, "wichtig": 2, "utilities": 3}
        chips = "\n".join(f"      [{560 + tb[t]}] button '{t}'\n        [{570 + tb[t]}] button 'Remove tag {t}'" for t in tags)
        dd = ""
        if typing:
            dd = f"""
      [590] listbox ''
        [591] option 'utilities', selected=False
        [592] option 'Create: {typing}', selected=False"""
        amount = {1204: "EUR186.00", 1187: "EUR-142.37"}[i]
        if tab == "Details":
            body = f"""    [520] textbox 'Title' value='{title}'
    [522] spinbutton 'Archive serial number' value='{asn}'
    [524] textbox 'Date created' value='{created[8:10]}.{created[5:7]}.{created[:4]}'
    [526] combobox 'Correspondent' value='{corr}', autocomplete='list'
    [528] combobox 'Document type' value='{typ}', autocomplete='list'
    [530] combobox 'Storage path' value='Haushalt/Energie', autocomplete='list'
    [540] group 'Tags'
{chips}
      [580] combobox 'Tags' value='{typing}', autocomplete='list'{", focused" if typing else ""}{dd}
    [600] group 'Custom fields'
      [601] textbox 'Betrag' value='{amount}'
    [610] button 'Add field', hasPopup='menu'"""
        else:
            body = """    [620] list ''
      [621] listitem ''
        StaticText 'Gutschrift 142,37 EUR wird mit dem Abschlag Juni verrechnet (Telefonat mit Frau Demir, Kundennr. 40019823).'
        StaticText 'sophie · 23.04.2024 18:12'
        [624] button 'Delete note'
      [625] listitem ''
        StaticText 'Zählerstand 31.12.2023: Strom 48213 kWh, Gas 9071.4 m³ - stimmt mit Foto überein.'
        StaticText 'sophie · 22.04.2024 20:47'
        [628] button 'Delete note'
    [630] textbox 'Add a note' value=''
    [631] button 'Add note'"""
        return side + f"""
[100] main ''
  [501] heading '{title}'
  [502] button 'Delete'
  [503] button 'Download', hasPopup='menu'
  [504] button 'Actions', hasPopup='menu'
  [505] button 'Send', hasPopup='menu'
  [506] button 'Close'
  [510] tablist ''
    [511] tab 'Details', selected={tab == 'Details'}
    [512] tab 'Content', selected=False
    [513] tab 'Metadata', selected=False
    [514] tab 'Notes {notes}', selected={tab == 'Notes'}
    [515] tab 'Permissions', selected=False
    [516] tab 'History', selected=False
  [518] tabpanel '{tab}'
{body}
  [640] button 'Discard', disabled={'False' if typing or tags != d[4] else 'True'}
  [641] button 'Save & next'
  [642] button 'Save & close'
  [643] button 'Save'
  [650] document 'Preview'
    StaticText 'Page 1 of 2'
    StaticText 'Stadtwerke Bochum GmbH · Massenbergstraße 15-17 · 44787 Bochum'"""

    luq = f"{base}/documents?tags__id__all=1&sort=created&reverse=1&title_content=Stadtwerke"
    lt = "Documents - Paperless-ngx"
    sw = [d for d in docs if d[0] in (1209, 1204, 1187)]
    sw2 = [d for d in sw if d[0] != 1209]
    d1204 = next(d for d in docs if d[0] == 1204)
    d1187 = next(d for d in docs if d[0] == 1187)
    bad = [d for d in sw if d[0] != 1204]
    turns = [
        ("fill('111', 'Stadtwerke')", page(lt, listing(sw, "Stadtwerke"), luq)),
        (f"click('{bid_of(sw, 1209) + 1}')", page(lt, listing(sw, "Stadtwerke", {1209}), luq)),
        ("click('127')", page(lt, listing(sw, "Stadtwerke", {1209}, modal=True), luq)),
        ("click('705')", page(lt, listing(sw2, "Stadtwerke"), luq)),
        (f"click('{bid_of(sw2, 1204) + 4}')", page("Stadtwerke Abschlag Mai 2024 - Paperless-ngx", detail(d1204, ["inbox", "energie"]), f"{base}/documents/1204/details")),
        ("click('570')", page("Stadtwerke Abschlag Mai 2024 - Paperless-ngx", detail(d1204, ["energie"]), f"{base}/documents/1204/details")),
        ("fill('580', 'utilit')", page("Stadtwerke Abschlag Mai 2024 - Paperless-ngx", detail(d1204, ["energie"], typing="utilit"), f"{base}/documents/1204/details")),
        ("click('591')", page("Stadtwerke Abschlag Mai 2024 - Paperless-ngx", detail(d1204, ["energie", "utilities"]), f"{base}/documents/1204/details")),
        ("click('642')", page(lt, listing(bad, "Stadtwerke", toast='Document "Stadtwerke Abschlag Mai 2024" saved successfully.'), luq)),
        (f"click('{bid_of(bad, 1187) + 4}')", page("Stadtwerke Jahresabrechnung 2023 - Paperless-ngx", detail(d1187, d1187[4]), f"{base}/documents/1187/details")),
        ("click('514')", page("Stadtwerke Jahresabrechnung 2023 - Paperless-ngx", detail(d1187, d1187[4], tab="Notes"), f"{base}/documents/1187/notes")),
    ]
    state = start("In the inbox, delete the duplicate rescan of the Stadtwerke May instalment (scan_20240513_0912), then move 'Stadtwerke Abschlag Mai 2024' out of the inbox and tag it utilities; finally check the notes on the 2023 annual statement.",
                  page(lt, listing(docs, ""), f"{base}/documents?tags__id__all=1&sort=created&reverse=1"))
    rs.add(task="web", tid="h45-web-10", system=SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="document deleted in the bulk editor is listed again after saving another document")


# Home Assistant automations, bad
def t11(rs: RowSet) -> None:
    base = "http://homeassistant.local:8123"
    # name, area, category, labels, last triggered, disabled
    autos = [
        ("Bathroom fan humidity control", "Bathroom", "Climate", "", "47 minutes ago", False),
        ("Christmas lights schedule", "Living room", "Lighting", "seasonal", "Never", True),
        ("Garage door left open alert", "Garage", "Security", "notify", "2 days ago", False),
        ("Good night scene at 23:30", "", "Scenes", "", "19 hours ago", False),
        ("Hallway motion light (night)", "Hallway", "Lighting", "motion", "3 hours ago", False),
        ("Kids room night light off", "Kids room", "Lighting", "", "11 hours ago", False),
        ("Living room TV dim lights", "Living room", "Lighting", "media", "22 hours ago", False),
        ("Mailbox opened notification", "Entrance", "Notifications", "notify", "Yesterday", False),
        ("Porch lights at sunset", "Outside", "Lighting", "", "21 hours ago", False),
        ("Robot vacuum weekdays 10:00", "Living room", "Cleaning", "", "8 hours ago", False),
        ("Washing machine finished", "Utility room", "Notifications", "notify", "3 days ago", False),
        ("Water leak shutoff", "Utility room", "Security", "critical", "Never", False),
        ("Window open → heating off", "", "Climate", "", "5 hours ago", False),
    ]
    side = """[20] navigation 'Sidebar'
  [21] link 'Overview'
  [22] link 'Energy'
  [23] link 'Map'
  [24] link 'Logbook'
  [25] link 'History'
  [26] link 'Media'
  [27] link 'To-do lists'
  [28] link 'Developer tools'
  [29] link 'Settings'
  [30] link 'Notifications'
  [31] link 'Lena Hoffmann'"""

    def listing(rows: list[tuple], query: str = "", menu: str = "") -> str:
        shown = [r for r in rows if query.lower() in r[0].lower()]
        rl = []
        for r in shown:
            b = 200 + 10 * [x[0] for x in rows].index(r[0])
            rl += [f"    [{b}] row ''", f"      [{b + 1}] img 'automation icon'", f"      [{b + 2}] link '{r[0]}'"]
            if r[5]:
                rl.append("      StaticText 'Disabled'")
            rl += [f"      [{b + 4}] cell '{r[1]}'", f"      [{b + 5}] cell '{r[2]}'", f"      [{b + 6}] cell '{r[3]}'",
                   f"      [{b + 7}] cell '{r[4]}'", f"      [{b + 8}] button 'Menu', hasPopup='menu'"]
        out = side + f"""
[100] main ''
  [101] heading 'Automations'
  [102] tablist ''
    [103] tab 'Automations', selected=True
    [104] tab 'Scenes', selected=False
    [105] tab 'Scripts', selected=False
    [106] tab 'Blueprints', selected=False
  [108] button 'Filters'
  [109] searchbox 'Search {len(rows)} automations' value='{query}'{", focused" if query else ""}
  {"[110] button 'Clear input'" if query else ""}
  [111] button 'Group by', hasPopup='menu'
  [112] button 'Sort by', hasPopup='menu'
  [114] table ''
    [115] row ''
      [116] columnheader 'Name', sort='ascending'
      [117] columnheader 'Area'
      [118] columnheader 'Category'
      [119] columnheader 'Labels'
      [120] columnheader 'Last triggered'
      [121] columnheader ''
{chr(10).join(rl)}
  [400] button 'Create automation'"""
        if menu:
            out += "\n" + menu
        return out

    menu = """[600] menu ''
  [601] menuitem 'Show info'
  [602] menuitem 'Settings'
  [603] menuitem 'Edit category'
  [604] menuitem 'Run actions'
  [605] menuitem 'Show trace'
  [606] menuitem 'Duplicate'
  [607] menuitem 'Disable'
  [608] menuitem 'Delete'"""

    def editor(offset: str, dirty: bool, overflow: bool = False) -> str:
        out = side + f"""
[100] main ''
  [101] button 'Back'
  [102] heading 'Porch lights at sunset'
  [103] button 'Menu', hasPopup='menu'
  [110] group 'Triggers'
    StaticText 'Triggers'
    [112] group 'When the sun sets (with offset)'
      StaticText 'Sun'
      [114] radio 'Sunrise', checked='false'
      [115] radio 'Sunset', checked='true'
      [117] textbox 'Offset (optional)' value='{offset}'{", focused" if dirty else ""}
    [119] button 'Add trigger'
  [120] group 'Conditions'
    StaticText 'And if (optional)'
    [122] group 'Confirm the current time is before 23:00'
      StaticText 'Time'
      [124] textbox 'Before' value='23:00:00'
    [126] button 'Add condition'
  [130] group 'Actions'
    StaticText 'Then do'
    [132] group "Light 'Turn on' Porch lights"
      StaticText 'Light: Turn on'
      [134] button 'Porch lights'
      [135] slider 'Brightness', valuenow=80
      [136] combobox 'Transition' value='2', hasPopup='menu'
    [138] group "Notifications 'Send a notification via mobile_app_pixel_8'"
      StaticText "Message: Porch lights on ({{{{ states('sensor.sun_next_setting') | as_timestamp | timestamp_custom('%H:%M') }}}})"
    [140] button 'Add action'"""
        if dirty:
            out += "\n[150] button 'Save'"
        if overflow:
            out += """
[600] menu ''
  [601] menuitem 'Information'
  [602] menuitem 'Settings'
  [603] menuitem 'Edit category'
  [604] menuitem 'Traces'
  [605] menuitem 'Run actions'
  [606] menuitem 'Rename'
  [607] menuitem 'Duplicate'
  [608] menuitem 'Edit in YAML'
  [609] menuitem 'Disable'
  [610] menuitem 'Delete'"""
        return out

    r1 = [r if r[0] != "Hallway motion light (night)" else r[:5] + (True,) for r in autos]
    r_bad = [r if r[0] != "Garage door left open alert" else r[:5] + (True,) for r in r1]
    lurl = f"{base}/config/automation/dashboard"
    lt = "Automations - Settings - Home Assistant"
    et = "Porch lights at sunset - Automation - Home Assistant"
    eurl = f"{base}/config/automation/edit/1697312045871"
    hall = 200 + 10 * 4
    porch = 200 + 10 * 8
    turns = [
        (f"click('{hall + 8}')", page(lt, listing(autos, menu=menu), lurl)),
        ("click('607')", page(lt, listing(r1), lurl)),
        ("fill('109', 'light')", page(lt, listing(r1, "light"), lurl)),
        ("click('110')", page(lt, listing(r_bad), lurl)),
        (f"click('{porch + 2}')", page(et, editor("-00:15:00", False), eurl)),
        ("fill('117', '-00:30:00')", page(et, editor("-00:30:00", True), eurl)),
        ("click('150')", page(et, editor("-00:30:00", False), eurl)),
        ("click('103')", page(et, editor("-00:30:00", False, overflow=True), eurl)),
    ]
    state = start("Disable the 'Hallway motion light (night)' automation while the hallway is renovated, and make 'Porch lights at sunset' fire 30 minutes before sunset instead of 15.",
                  page(lt, listing(autos), lurl))
    rs.add(task="web", tid="h45-web-11", system=SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="another automation shows as disabled although only the hallway one was disabled")


# Kimai timesheets, clean
def t12(rs: RowSet) -> None:
    base = "https://time.nordlicht-studio.de"
    rate = 9000  # cents per hour

    def mins(a: str, b: str) -> int:
        return (int(b[:2]) * 60 + int(b[3:])) - (int(a[:2]) * 60 + int(a[3:]))

    # id, date, begin, end, customer, project, activity, description
    E = [
        (5521, "14.05.2024", "12:30", "14:00", "Nordwind GmbH", "Website Relaunch", "Frontend", "Checkout form validation"),
        (5518, "14.05.2024", "09:15", "11:45", "Nordwind GmbH", "Website Relaunch", "Meeting", "Sprint planning"),
        (5516, "13.05.2024", "16:00", "16:45", "Kessler & Söhne", "Intranet Support", "Support", "Password reset flow"),
        (5514, "13.05.2024", "13:00", "15:45", "Nordwind GmbH", "Website Relaunch", "Frontend", "Product grid filters"),
        (5511, "13.05.2024", "10:30", "12:00", "Kessler & Söhne", "Intranet Support", "Support", "VPN ticket #4471"),
        (5509, "13.05.2024", "08:00", "10:15", "Nordwind GmbH", "Website Relaunch", "Backend", "Search API pagination"),
    ]
    new = (5524, "14.05.2024", "07:30", "09:00", "Nordwind GmbH", "Website Relaunch", "Frontend", "")
    nav = """[20] navigation ''
  [21] link 'Kimai'
  [22] link 'Dashboard'
  [23] link 'My times'
  [24] link 'Calendar'
  [25] link 'Weekly hours'
  [26] link 'Export'
  [27] link 'Reporting'
  [28] link 'Invoices'
  [29] link 'Customers'
  [30] link 'Projects'
  [31] link 'Activities'
[40] banner ''
  [41] button 'Start time-tracking'
  [42] button 'Jana Weber', hasPopup='menu'"""

    def h(m: int) -> str:
        return f"{m // 60}:{m % 60:02d}"

    def money(c: int) -> str:
        return f"{c // 100:,}".replace(",", ".") + f",{c % 100:02d} €"

    def listing(rows: list[tuple], toast: str = "", menu_for: int | None = None, confirm: bool = False) -> str:
        rows = sorted(rows, key=lambda r: (r[1][6:] + r[1][3:5] + r[1][:2], r[2]), reverse=True)
        rl, tot = [], 0
        for r in rows:
            m = mins(r[2], r[3])
            tot += m
            b = 200 + (r[0] - 5500) * 12
            rl += [f"    [{b}] row ''", f"      [{b + 1}] checkbox '', checked='false'", f"      [{b + 2}] cell '{r[1]}'",
                   f"      [{b + 3}] cell '{r[2]}'", f"      [{b + 4}] cell '{r[3]}'", f"      [{b + 5}] cell '{h(m)}'",
                   f"      [{b + 6}] cell '{r[4]}'", f"      [{b + 7}] cell '{r[5]}'", f"      [{b + 8}] cell '{r[6]}'",
                   f"      [{b + 9}] cell '{r[7]}'", f"      [{b + 10}] cell '{money(m * rate // 60)}'",
                   f"      [{b + 11}] button 'Actions', hasPopup='menu'"]
            if menu_for == r[0]:
                rl += ["      [700] menu ''", "        [701] menuitem 'Edit'", "        [702] menuitem 'Duplicate'",
                       "        [703] menuitem 'Restart'", "        [704] menuitem 'Delete'"]
        out = nav + f"""
[100] main ''
  [101] heading 'My times'
  [102] textbox 'Date range' value='13.05.2024 - 19.05.2024'
  [103] button 'Search', hasPopup='dialog'
  [104] button 'Create'
  [105] button 'Export', hasPopup='menu'
  [106] button 'Columns', hasPopup='dialog'
  [110] table ''
    [111] row ''
      [112] columnheader ''
      [113] columnheader 'Date'
      [114] columnheader 'Begin', sort='descending'
      [115] columnheader 'End'
      [116] columnheader 'Duration'
      [117] columnheader 'Customer'
      [118] columnheader 'Project'
      [119] columnheader 'Activity'
      [120] columnheader 'Description'
      [121] columnheader 'Total price'
      [122] columnheader 'Actions'
{chr(10).join(rl)}
    [190] row ''
      [191] cell 'Total'
      [192] cell '{h(tot)}'
      [193] cell '{money(tot * rate // 60)}'
  StaticText '{len(rows)} entries'"""
        if confirm:
            out += """
[800] dialog 'Confirm deletion', modal=True
  [801] heading 'Confirm deletion'
  StaticText 'Do you really want to delete this entry?'
  StaticText '13.05.2024 16:00 - 16:45 · Kessler & Söhne · Intranet Support · Support · Password reset flow'
  [804] button 'Cancel'
  [805] button 'Delete'"""
        if toast:
            out += f"\n[900] status ''\n  StaticText '{toast}'"
        return out

    def modal(frm: str, to: str, project: str, activity: str) -> str:
        dur = h(mins(frm, to)) if to else ""
        acts = "Backend, Design, Frontend, Meeting" if project else ""
        return listing(E) + f"""
[500] dialog 'Create time-tracking', modal=True
  [501] heading 'Create time-tracking'
  [502] button 'Close'
  [504] textbox 'Date' value='14.05.2024'
  [506] textbox 'From' value='{frm}'{", focused" if frm != "14:10" and not to else ""}
  [508] textbox 'To' value='{to}'{", focused" if to and not project else ""}
  [510] textbox 'Duration' value='{dur}'
  [512] combobox 'Project' value='{project}', hasPopup='listbox', expanded=False
  [514] combobox 'Activity' value='{activity}', hasPopup='listbox', expanded=False{", disabled=True" if not project else ""}
  StaticText '{("Available: " + acts) if acts else "Please select a project first"}'
  [516] textbox 'Description' value=''
  [518] combobox 'Tags' value='', autocomplete='list'
  [520] combobox 'Billable' value='Automatic', hasPopup='menu', expanded=False
  [522] button 'Save'"""

    lurl = f"{base}/en/timesheet/"
    lt = "My times – Kimai"
    E2 = E + [new]
    E3 = [r for r in E2 if r[0] != 5516]
    b5516 = 200 + 16 * 12
    turns = [
        ("click('104')", page(lt, modal("14:10", "", "", ""), f"{base}/en/timesheet/create")),
        ("fill('506', '07:30')", page(lt, modal("07:30", "", "", ""), f"{base}/en/timesheet/create")),
        ("fill('508', '09:00')", page(lt, modal("07:30", "09:00", "", ""), f"{base}/en/timesheet/create")),
        ("select_option('512', 'Nordwind GmbH – Website Relaunch')", page(lt, modal("07:30", "09:00", "Nordwind GmbH – Website Relaunch", ""), f"{base}/en/timesheet/create")),
        ("select_option('514', 'Frontend')", page(lt, modal("07:30", "09:00", "Nordwind GmbH – Website Relaunch", "Frontend"), f"{base}/en/timesheet/create")),
        ("click('522')", page(lt, listing(E2, toast="Saved changes"), lurl)),
        (f"click('{b5516 + 11}')", page(lt, listing(E2, menu_for=5516), lurl)),
        ("click('704')", page(lt, listing(E2, confirm=True), lurl)),
        ("click('805')", page(lt, listing(E3, toast="Entry was deleted"), lurl)),
    ]
    state = start("Log this morning's 07:30-09:00 frontend work on the Nordwind Website Relaunch, and delete the 13.05. 16:00 Kessler & Söhne entry, which was booked by mistake.",
                  page(lt, listing(E), lurl))
    rs.add(task="web", tid="h45-web-12", system=SYSTEM, turns=turns, state=state, bad=False)


# Miniflux feed reader, clean
def t13(rs: RowSet) -> None:
    base = "https://rss.pellworm.net"

    def eb(eid: int) -> int:
        return 200 + (eid - 8700) * 6

    # (feed, title, minutes ago at start, reading time)
    sec = [
        ("Trail of Bits Blog", "Auditing OAuth grant lifetimes in multi-tenant SaaS", 12, 9, 8803),
        ("Krebs on Security", "Patch Tuesday, May 2024 Edition", 38, 6, 8801),
        ("The Record", "Europol takes down another bulletproof hosting provider", 64, 4, 8797),
        ("oss-security", "Heap overflow in the HTTP tracing endpoint of a widely deployed log processor", 131, 3, 8790),
        ("Project Zero", "Sandbox escapes through shared-memory races: a case study", 187, 22, 8786),
        ("Schneier on Security", "LLMs and the economics of phishing", 246, 3, 8781),
        ("LWN security updates", "Security updates for Tuesday", 305, 2, 8779),
        ("PortSwigger Research", "Exploiting cache key normalization in CDNs", 428, 14, 8772),
        ("CISA Advisories", "CISA adds three known exploited vulnerabilities to catalog", 552, 1, 8766),
        ("The Record", "Ransomware attack disrupts ambulance dispatch in two counties", 668, 4, 8760),
        ("Schneier on Security", "Surveillance through smart parking apps", 845, 3, 8751),
        ("Krebs on Security", "Why your VPN may not be as private as it claims", 1510, 8, 8722),
    ]

    def ago(m: int) -> str:
        if m < 60:
            return f"{m} minutes ago"
        if m < 1440:
            return f"{m // 60} hour{'s' if m // 60 > 1 else ''} ago"
        return "1 day ago"

    def nav(unread: int) -> str:
        return f"""[20] banner ''
  [21] link 'Miniflux'
  [22] link 'Unread ({unread})'
  [23] link 'Starred'
  [24] link 'History'
  [25] link 'Feeds'
  [26] link 'Categories'
  [27] link 'Settings'
  [28] link 'Logout'
  [29] searchbox 'Search...' value=''"""

    def entries(rows: list[tuple], unread: int, shift: int, confirm: bool = False) -> str:
        n = len(rows)
        if n:
            el = []
            for feed, title, m, rt, eid in rows:
                b = eb(eid)
                el += [f"    [{b}] article ''", f"      [{b + 1}] link '{title}'", f"      [{b + 2}] link {qt(feed)}",
                       f"      StaticText '{ago(m + shift)}'", f"      StaticText '{rt} min read'",
                       f"      [{b + 3}] button 'Mark as read'", f"      [{b + 4}] button 'Star'", f"      [{b + 5}] link 'Original'"]
            body = "  [120] list ''\n" + "\n".join(el)
            if confirm:
                act = "  StaticText 'Are you sure?'\n  [111] button 'yes'\n  [112] button 'no'"
            else:
                act = "  [110] button 'Mark page as read'"
            act += "\n  [113] button 'Mark all as read'\n  [114] link 'Refresh all feeds'"
        else:
            body = "  StaticText 'There are no unread entries.'"
            act = "  [114] link 'Refresh all feeds'"
        return nav(unread) + f"""
[100] main ''
  [101] heading 'Security ({n})'
{act}
  [116] link 'Show all entries'
  [117] link 'Feeds'
{body}"""

    cats = nav(47) + """
[100] main ''
  [101] heading 'Categories (4)'
  [102] link 'Create a category'
  [110] article ''
    [111] link 'Dev'
    StaticText '(21)'
    StaticText '14 feeds'
    [113] link 'Entries'
    [114] link 'Feeds'
    [115] link 'Edit'
    [116] button 'Mark all as read'
  [120] article ''
    [121] link 'News'
    StaticText '(14)'
    StaticText '6 feeds'
    [123] link 'Entries'
    [124] link 'Feeds'
    [125] link 'Edit'
    [126] button 'Mark all as read'
  [130] article ''
    [131] link 'Podcasts'
    StaticText '(0)'
    StaticText '3 feeds'
    [133] link 'Entries'
    [134] link 'Feeds'
    [135] link 'Edit'
  [140] article ''
    [141] link 'Security'
    StaticText '(12)'
    StaticText '9 feeds'
    [143] link 'Entries'
    [144] link 'Feeds'
    [145] link 'Edit'
    [146] button 'Mark all as read'"""

    entry = nav(46) + """
[100] main ''
  [101] heading 'Patch Tuesday, May 2024 Edition'
  [102] link 'Krebs on Security'
  StaticText 'by BrianKrebs'
  StaticText '40 minutes ago'
  StaticText '6 min read'
  [106] button 'Mark as unread'
  [107] button 'Star'
  [108] button 'Save'
  [109] button 'Fetch original content'
  [110] link 'Original'
  [111] link 'Comments'
  [120] article ''
    StaticText 'Microsoft today released updates to fix more than 60 security holes in its Windows operating systems and other software, including two zero-day vulnerabilities that are already being exploited in active attacks.'
    StaticText 'The first zero-day is an elevation of privilege flaw in the Windows DWM Core Library. Microsoft says it has seen this bug used in limited attacks, and that it was reported by several researchers at once.'
    StaticText 'The second is a security feature bypass in MSHTML, the engine that still renders content for Internet Explorer-era components on modern Windows. An attacker needs to convince a user to open a malicious file.'
    StaticText 'As usual, the SANS Internet Storm Center has a nice visual breakdown of the patches by severity and exploitability, and askwoody.com is worth watching for any early reports of problems after updating.'
    StaticText 'Please consider backing up your data before applying updates, and drop a note in the comments if you experience any issues.'
  [130] link 'Previous'
  [131] link 'Next'"""

    feeds_dev = [("Simon Willison's Weblog", 5, 14), ("GitHub Changelog", 4, 31), ("Cloudflare Blog", 3, 22), ("Julia Evans", 3, 47),
                 ("Rust Blog", 2, 8), ("The Pragmatic Engineer", 2, 53), ("Go Blog", 1, 19), ("Martin Fowler", 1, 36),
                 ("Dan Luu", 0, 11), ("Drew DeVault's blog", 0, 44), ("Hillel Wayne", 0, 27), ("Jepsen", 0, 5),
                 ("Kubernetes Blog", 0, 58), ("Postgres Weekly", 0, 40)]
    feeds_news = [("Ars Technica", 6, 16), ("LWN.net", 5, 0), ("Heise online", 3, 9), ("The Verge", 1, 33),
                  ("BBC Technology", 0, 25), ("Tagesschau", 0, 50)]
    feeds_pod = [("CoRecursive", 0, 41), ("Security Now", 0, 12), ("The Changelog", 0, 35)]
    feeds_sec = [("CISA Advisories", 0, 42), ("Krebs on Security", 0, 13), ("LWN security updates", 0, 38), ("oss-security", 0, 21),
                 ("PortSwigger Research", 0, 57), ("Project Zero", 0, 6), ("Schneier on Security", 0, 29), ("The Record", 0, 17),
                 ("Trail of Bits Blog", 0, 49)]
    assert sum(f[1] for f in feeds_dev) == 21 and sum(f[1] for f in feeds_news) == 15 and len(feeds_dev) == 14
    allf = [(n, u, c, "Dev") for n, u, c in feeds_dev] + [(n, u, c, "News") for n, u, c in feeds_news] + \
        [(n, u, c, "Security") for n, u, c in feeds_sec] + [(n, u, c, "Podcasts") for n, u, c in feeds_pod]
    allf.sort(key=lambda f: (-f[1], f[0].lower()))
    fl, b = [], 200
    for n, u, c, cat in allf:
        fl += [f"  [{b}] article ''", f"    [{b + 1}] link {qt(n)}", f"    StaticText '({u})'" if u else "    StaticText ''",
               f"    [{b + 2}] link '{cat}'", f"    StaticText 'Last check: {'just now' if c == 0 else str(c) + ' minutes ago'}'",
               f"    [{b + 3}] link 'Refresh'", f"    [{b + 4}] link 'Edit'", f"    [{b + 5}] button 'Remove'"]
        b += 6
    feeds = nav(36) + "\n[100] main ''\n  [101] heading 'Feeds (32)'\n  [102] link 'Add a subscription'\n  [103] link 'Export'\n  [104] link 'Import'\n  [105] link 'Refresh all feeds'\n" + \
        "\n".join(fl)

    eurl = f"{base}/category/3/entries"
    rest = [e for e in sec if e[4] != 8801]
    turns = [
        ("click('26')", page("Categories - Miniflux", cats, f"{base}/categories")),
        ("click('143')", page("Security - Miniflux", entries(sec, 47, 1), eurl)),
        (f"click('{eb(8801) + 1}')", page("Patch Tuesday, May 2024 Edition - Miniflux", entry, f"{base}/category/3/entry/8801")),
        ("go_back()", page("Security - Miniflux", entries(rest, 46, 3), eurl)),
        ("click('110')", page("Security - Miniflux", entries(rest, 46, 3, confirm=True), eurl)),
        ("click('111')", page("Security - Miniflux", entries([], 35, 4), eurl)),
        ("click('25')", page("Feeds - Miniflux", feeds, f"{base}/feeds")),
    ]
    others = [
        ("LWN.net", "The first half of the 6.10 merge window", 25, 7, 8802, "News"),
        ("Simon Willison's Weblog", "Context caching for long prompts, compared", 51, 4, 8799, "Dev"),
        ("Ars Technica", "Everything Google announced at I/O 2024", 70, 11, 8796, "News"),
        ("GitHub Changelog", "Dependabot grouped security updates are generally available", 95, 2, 8794, "Dev"),
        ("Heise online", "Patchday: Microsoft schließt zwei aktiv ausgenutzte Lücken", 110, 3, 8793, "News"),
        ("Cloudflare Blog", "How we cut WAF model inference latency in half", 150, 12, 8788, "Dev"),
        ("Julia Evans", "Some Git poll results", 200, 8, 8784, "Dev"),
        ("Rust Blog", "This Development-cycle in Cargo: 1.79", 220, 6, 8783, "Dev"),
        ("Ars Technica", "Boeing Starliner crew launch slips again", 260, 5, 8780, "News"),
        ("The Pragmatic Engineer", "The Pulse: Startups and the cost of capital in 2024", 330, 9, 8777, "Dev"),
        ("Simon Willison's Weblog", "Notes on running a local LLM on a laptop GPU", 380, 6, 8775, "Dev"),
        ("The Verge", "The best e-readers to buy right now", 480, 10, 8770, "News"),
    ]
    mixed = sorted([e + ("Security",) for e in sec] + others, key=lambda e: e[2])[:20]
    ul = []
    for feed, title, m, rt, eid, cat in mixed:
        b = eb(eid)
        ul += [f"    [{b}] article ''", f"      [{b + 1}] link '{title}'", f"      [{b + 2}] link {qt(feed)}",
               f"      StaticText '{ago(m)}'", f"      StaticText '{rt} min read'", f"      StaticText '{cat}'",
               f"      [{b + 3}] button 'Mark as read'", f"      [{b + 4}] button 'Star'", f"      [{b + 5}] link 'Original'"]
    unread = nav(47) + "\n[100] main ''\n  [101] heading 'Unread (47)'\n  [110] button 'Mark page as read'\n  [113] button 'Mark all as read'\n  [114] link 'Refresh all feeds'\n  [120] list ''\n" + \
        "\n".join(ul) + "\n  [900] navigation 'Pagination'\n    [901] link 'Next'\n    [902] link 'Last'"
    state = start("Catch up on the Security category in Miniflux: read the Patch Tuesday post, mark the rest of the page as read, then look at the feed list.",
                  page("Unread (47) - Miniflux", unread, f"{base}/unread"))
    rs.add(task="web", tid="h45-web-13", system=SYSTEM, turns=turns, state=state, bad=False)


# Immich albums, bad
def t14(rs: RowSet) -> None:
    base = "https://photos.silvafamily.pt"
    aid = "3e8d6c1b-2f4a-4b9e-8a7c-5d1e0f9b2a64"
    albums = [
        ("Screenshots to keep", 31, "", "May 9, 2024", "Jan 3, 2024", "May 9, 2024"),
        ("Garden", 56, "", "May 6, 2024", "Mar 30, 2023", "May 5, 2024"),
        ("Kids drawings", 48, "", "May 2, 2024", "Sep 12, 2022", "May 2, 2024"),
        ("Recipes", 23, "", "Apr 28, 2024", "Nov 20, 2022", "Apr 28, 2024"),
        ("Madrid weekend", 178, "", "Apr 16, 2024", "Apr 15, 2024", "Apr 14, 2024"),
        ("Sintra day trip", 94, "Shared", "Mar 24, 2024", "Mar 24, 2024", "Mar 23, 2024"),
        ("Birthday Ana 2024", 87, "Shared", "Feb 19, 2024", "Feb 19, 2024", "Feb 18, 2024"),
        ("Christmas 2023", 129, "Shared", "Dec 28, 2023", "Dec 27, 2023", "Dec 26, 2023"),
        ("Porto 2023", 214, "", "Oct 11, 2023", "Oct 10, 2023", "Oct 8, 2023"),
        ("Car", 12, "", "Oct 2, 2023", "Jun 1, 2022", "Sep 30, 2023"),
        ("Azores hiking", 342, "Shared", "Jul 24, 2023", "Jul 23, 2023", "Jul 21, 2023"),
        ("Wedding – Rita & João", 506, "Shared", "Jun 14, 2023", "Jun 12, 2023", "Jun 10, 2023"),
    ]
    side = """[20] banner ''
  [21] link 'Immich'
  [22] searchbox 'Search your photos' value=''
  [23] button 'Upload'
  [24] button 'Ana Silva', hasPopup='menu'
[30] navigation ''
  [31] link 'Photos'
  [32] link 'Explore'
  [33] link 'Map'
  [34] link 'Sharing'
  StaticText 'LIBRARY'
  [36] link 'Favorites'
  [37] link 'Albums'
  [38] link 'Archive'
  [39] link 'Trash'
  StaticText 'Storage space'
  StaticText '412.8 GiB of 1.8 TiB used'
  StaticText 'Server v1.105.1'"""

    def album_list(rows: list[tuple]) -> str:
        rl, b = [], 130
        for (name, n, shared, mod, created, end) in rows:
            rl += [f"    [{b}] row ''", f"      [{b + 1}] link '{name}'", f"      [{b + 2}] cell '{n}'", f"      [{b + 3}] cell '{shared}'",
                   f"      [{b + 4}] cell '{mod}'", f"      [{b + 5}] cell '{created}'", f"      [{b + 6}] cell '{end}'"]
            b += 8
        return side + f"""
[100] main ''
  [101] heading 'Albums'
  [102] button 'Create album'
  [103] combobox 'Sort by' value='Most recent photo', hasPopup='menu', expanded=False
  [104] button 'Sort order: descending'
  [105] combobox 'Group by' value='None', hasPopup='menu', expanded=False
  [106] button 'Switch to cover view'
  [108] searchbox 'Search albums' value=''
  [110] table ''
    [111] row ''
      [112] columnheader 'Album'
      [113] columnheader 'Assets'
      [114] columnheader 'Shared'
      [115] columnheader 'Last modified'
      [116] columnheader 'Created date'
      [117] columnheader 'Most recent photo'
{chr(10).join(rl)}"""

    days = [("Mon, May 13, 2024", 3, "", 1), ("Sat, May 11, 2024", 7, "", 2), ("Thu, May 9, 2024", 2, "", 3),
            ("Tue, May 7, 2024", 12, "", 4), ("Sun, May 5, 2024", 23, "Lisbon, Portugal", 5), ("Sat, May 4, 2024", 38, "Lisbon, Portugal", 6),
            ("Fri, May 3, 2024", 9, "", 7)]
    thumbs = {1: ["IMG_4471.HEIC", "IMG_4472.HEIC", "IMG_4473.HEIC"], 2: ["IMG_4455.HEIC", "IMG_4456.HEIC", "IMG_4458.MOV", "IMG_4460.HEIC"],
              3: ["IMG_4449.HEIC", "IMG_4450.HEIC"], 4: ["IMG_4431.HEIC", "IMG_4432.HEIC", "IMG_4434.HEIC", "IMG_4437.HEIC"],
              5: ["IMG_4402.HEIC", "IMG_4403.HEIC", "IMG_4405.MOV", "IMG_4407.HEIC"], 6: ["IMG_4351.HEIC", "IMG_4352.HEIC", "IMG_4354.HEIC", "IMG_4356.HEIC"],
              7: ["IMG_4340.HEIC", "IMG_4342.HEIC", "IMG_4343.HEIC"]}

    def timeline(selected: set[int], picker: bool) -> str:
        gl = []
        for label, _n, place, k in days:
            b = 200 + k * 20
            sel = k in selected
            gl += [f"    [{b}] group '{label}'", f"      [{b + 1}] checkbox 'Select {label}', checked='{'true' if sel else 'false'}'"]
            if place:
                gl.append(f"      StaticText '{place}'")
            for i, fn in enumerate(thumbs[k]):
                gl.append(f"      [{b + 3 + i}] img '{fn}', selected={'True' if sel else 'False'}")
        count = sum(d[1] for d in days if d[3] in selected)
        head = f"""  [101] button 'Close'
  StaticText '{count} selected'
  [103] button 'Done'{", disabled=True" if not count else ""}""" if picker else """  [101] heading 'Photos'
  [102] button 'Select'"""
        return side + f"""
[100] main ''
{head}
  [120] group 'Timeline'
{chr(10).join(gl)}
  [190] scrollbar 'Timeline scrubber', valuenow=0"""

    def album(title: str, items: int, members: list[str], dialog: str = "", toast: str = "") -> str:
        grid = ""
        if items:
            shown = thumbs[6] + thumbs[5]
            grid = "\n".join(f"    [{600 + i}] img '{fn}'" for i, fn in enumerate(shown))
            grid = "  StaticText 'May 4 - 5, 2024'\n  StaticText '61 items'\n  [598] group 'Assets'\n" + grid
        else:
            grid = "  StaticText 'Add photos'\n  [560] button 'Select photos'"
        mem = "\n".join(f"  [{540 + i}] img '{m}'" for i, m in enumerate(members))
        out = side + f"""
[100] main ''
  [501] button 'Back'
  [502] button 'Share'
  [503] button 'Add photos'
  [504] button 'Download'
  [505] button 'Album options', hasPopup='menu'
  [510] textbox 'Add a title' value='{title}'{", focused" if title and not items else ""}
{mem}
  [520] textbox 'Add description' value=''
{grid}"""
        if dialog:
            out += "\n" + dialog
        if toast:
            out += f"\n[900] status ''\n  StaticText '{toast}'"
        return out

    def share(selected: bool) -> str:
        return f"""[700] dialog 'Invite to album', modal=True
  [701] heading 'Invite to album'
  [702] button 'Close'
  StaticText 'SUGGESTIONS'
  [704] button 'Marta Silva marta@silvafamily.pt'{", pressed='true'" if selected else ""}
  [705] button 'Pedro Silva pedro@silvafamily.pt'
  [706] button 'Rita Moreira rita.moreira@gmail.com'
  [708] button 'Add', disabled={'False' if selected else 'True'}
  [710] button 'Create link'"""

    porto = side + """
[100] main ''
  [501] button 'Back'
  [502] button 'Share'
  [503] button 'Add photos'
  [504] button 'Download'
  [505] button 'Album options', hasPopup='menu'
  [510] textbox 'Add a title' value='Porto 2023'
  [540] img 'Ana Silva'
  [520] textbox 'Add description' value='Ribeira, Livraria Lello, Serralves and the Douro boat trip.'
  StaticText 'Oct 6 - 8, 2023'
  StaticText '214 items'
  [598] group 'Assets'
    [600] img 'IMG_2291.HEIC'
    [601] img 'IMG_2292.HEIC'
    [602] img 'IMG_2295.HEIC'
    [603] img 'IMG_2298.MOV'
    [604] img 'IMG_2301.HEIC'
    [605] img 'IMG_2302.HEIC'
    [606] img 'IMG_2310.HEIC'
    [607] img 'IMG_2311.HEIC'"""
    assert sum(d[1] for d in days if d[3] in (5, 6)) == 61
    aurl = f"{base}/albums/{aid}"
    lt = "Albums - Immich"
    turns = [
        ("click('37')", page(lt, album_list(albums), f"{base}/albums")),
        ("click('102')", page("Untitled - Immich", album("", 0, ["Ana Silva"]), aurl)),
        ("fill('510', 'Lisbon May 2024')", page("Lisbon May 2024 - Immich", album("Lisbon May 2024", 0, ["Ana Silva"]), aurl)),
        ("click('560')", page("Lisbon May 2024 - Immich", timeline(set(), True), aurl)),
        ("click('321')", page("Lisbon May 2024 - Immich", timeline({6}, True), aurl)),
        ("click('301')", page("Lisbon May 2024 - Immich", timeline({5, 6}, True), aurl)),
        ("click('103')", page("Lisbon May 2024 - Immich", album("Lisbon May 2024", 61, ["Ana Silva"], toast="Added 61 assets"), aurl)),
        ("click('502')", page("Lisbon May 2024 - Immich", album("Lisbon May 2024", 61, ["Ana Silva"], dialog=share(False)), aurl)),
        ("click('704')", page("Lisbon May 2024 - Immich", album("Lisbon May 2024", 61, ["Ana Silva"], dialog=share(True)), aurl)),
        ("click('708')", page("Lisbon May 2024 - Immich", album("Lisbon May 2024", 61, ["Ana Silva", "Marta Silva"]), aurl)),
        ("click('501')", page(lt, album_list(albums), f"{base}/albums")),
        ("click('195')", page("Porto 2023 - Immich", porto, f"{base}/albums/b6589fc6-ab0d-4c82-8f12-099d1c2d40ab")),
    ]
    state = start("Make an album 'Lisbon May 2024' with all photos from May 4 and 5, share it with Marta, then open the Porto 2023 album.",
                  page("Photos - Immich", timeline(set(), False), f"{base}/photos"))
    rs.add(task="web", tid="h45-web-14", system=SYSTEM, turns=turns, state=state, bad=True, turn=11,
           kind="newly created and shared album missing from the album list")


# Mealie recipes, clean
def t15(rs: RowSet) -> None:
    from fractions import Fraction as F
    base = "https://recipes.keane.kitchen"
    # quantity, unit, food, note
    ing = [(F(2), "tbsp", "olive oil", ""), (F(1), "", "onion", "diced"), (F(2), "", "red bell pepper", "sliced"),
           (F(3), "clove", "garlic", "minced"), (F(1), "tsp", "ground cumin", ""), (F(3, 2), "tsp", "smoked paprika", ""),
           (F(1, 2), "tsp", "cayenne pepper", ""), (F(800), "g", "crushed tomatoes", ""), (F(6), "", "egg", ""),
           (F(100), "g", "feta", "crumbled"), (F(1, 4), "cup", "parsley", "chopped"), (None, "", "salt", "to taste")]

    def qty(q: F) -> str:
        whole, rest = divmod(q.numerator, q.denominator)
        if rest == 0:
            return str(whole)
        frac = f"{rest}/{q.denominator}"
        return f"{whole} {frac}" if whole else frac

    def line(i: tuple, scale: int) -> str:
        q, unit, food, note = i
        parts = []
        if q is not None:
            parts.append(qty(q * scale))
        if unit:
            parts.append(unit)
        parts.append(food)
        s = " ".join(parts)
        return s + (f", {note}" if note else "")

    side = """[20] banner ''
  [21] link 'Mealie'
  [22] searchbox 'Search' value=''
  [23] button 'Create', hasPopup='menu'
  [24] button 'Niamh Keane', hasPopup='menu'
[30] navigation ''
  [31] link 'Recipes'
  [32] link 'Meal Planner'
  [33] link 'Shopping Lists'
  [34] link 'Cookbooks'
  [35] link 'Categories'
  [36] link 'Tags'
  [37] link 'Tools'"""
    steps = ["Heat the olive oil in a large skillet over medium heat. Add the onion and peppers and cook for 8-10 minutes until soft.",
             "Add the garlic, cumin, paprika and cayenne and cook for 1 minute until fragrant.",
             "Pour in the crushed tomatoes, season with salt and simmer for 10 minutes until slightly thickened.",
             "Make wells in the sauce, crack in the eggs, cover and cook for 5-8 minutes until the whites are set.",
             "Scatter with feta and parsley and serve straight from the pan with crusty bread."]

    def view(title: str, items: list[tuple], scale: int, toast: str = "") -> str:
        il = "\n".join(f"    [{200 + k}] checkbox '{line(i, scale)}', checked='false'" for k, i in enumerate(items))
        sl = "\n".join(f"    [{230 + k}] listitem 'Step {k + 1}'\n      StaticText '{s}'" for k, s in enumerate(steps))
        out = side + f"""
[100] main ''
  [101] img '{title}'
  [102] heading '{title}'
  [103] slider 'Rating', valuenow=4
  StaticText 'North African-style eggs poached in a smoky, spiced tomato and pepper sauce.'
  StaticText 'Total Time: 35 min'
  StaticText 'Prep Time: 10 min'
  StaticText 'Cook Time: 25 min'
  [110] button 'Favorite'
  [111] button 'Edit'
  [112] button 'Print'
  [113] button 'Share'
  [114] button 'More', hasPopup='menu'
  StaticText '{4 * scale} servings'
  [121] button 'Decrease scale'{", disabled=True" if scale == 1 else ""}
  StaticText '{scale}x'
  [123] button 'Increase scale'
  [130] heading 'Ingredients'
  [131] group ''
{il}
  [225] heading 'Instructions'
  [226] list ''
{sl}
  [260] heading 'Categories'
  [261] link 'Breakfast'
  [262] link 'Vegetarian'
  [264] heading 'Tags'
  [265] link 'one-pan'
  [266] link 'eggs'
  [270] heading 'Comments'
  [271] textbox 'Join the conversation' value=''
  StaticText 'Ciarán: Added a pinch of chilli flakes, great with sourdough. · 3 weeks ago'"""
        if toast:
            out += f"\n[900] status ''\n  StaticText '{toast}'"
        return out

    def edit(title: str, items: list[tuple]) -> str:
        rows = []
        for k, (q, unit, food, note) in enumerate(items):
            b = 400 + 6 * k
            rows += [f"    [{b}] group 'Ingredient {k + 1}'", f"      [{b + 1}] spinbutton 'Amount' value='{'' if q is None else format(float(q), 'g')}'",
                     f"      [{b + 2}] combobox 'Unit' value='{unit}', autocomplete='list'", f"      [{b + 3}] combobox 'Food' value='{food}', autocomplete='list'",
                     f"      [{b + 4}] textbox 'Note' value='{note}'", f"      [{b + 5}] button 'Delete'"]
        sl = "\n".join(f"    [{500 + k}] textbox 'Step {k + 1}' value='{s}'" for k, s in enumerate(steps))
        return side + f"""
[100] main ''
  [101] img '{title}'
  [301] textbox 'Recipe Name' value='{title}'{", focused" if title != "Shakshuka" else ""}
  [302] textbox 'Description' value='North African-style eggs poached in a smoky, spiced tomato and pepper sauce.'
  [303] textbox 'Servings' value='4 servings'
  [304] textbox 'Total Time' value='35 min'
  [305] textbox 'Prep Time' value='10 min'
  [306] textbox 'Cook Time' value='25 min'
  [310] button 'Save'
  [311] button 'Delete'
  [312] button 'JSON'
  [313] button 'Settings', hasPopup='menu'
  [320] heading 'Ingredients'
  [321] group ''
{chr(10).join(rows)}
  [480] button 'Add ingredient'
  [481] button 'Parse'
  [490] heading 'Instructions'
  [491] group ''
{sl}
  [520] button 'Add step'"""

    spicy = [i if i[2] != "cayenne pepper" else (F(1),) + i[1:] for i in ing]
    u0, u1 = f"{base}/recipe/shakshuka", f"{base}/recipe/spicy-shakshuka"
    turns = [
        ("click('123')", page("Shakshuka | Mealie", view("Shakshuka", ing, 2), u0)),
        ("click('111')", page("Shakshuka | Mealie", edit("Shakshuka", ing), f"{u0}?edit=true")),
        ("fill('301', 'Spicy Shakshuka')", page("Shakshuka | Mealie", edit("Spicy Shakshuka", ing), f"{u0}?edit=true")),
        ("fill('437', '1')", page("Shakshuka | Mealie", edit("Spicy Shakshuka", spicy), f"{u0}?edit=true")),
        ("click('310')", page("Spicy Shakshuka | Mealie", view("Spicy Shakshuka", spicy, 1, toast="Recipe updated"), u1)),
        ("click('123')", page("Spicy Shakshuka | Mealie", view("Spicy Shakshuka", spicy, 2), u1)),
    ]
    state = start("Check the Shakshuka ingredient amounts for 8 people, then rename the recipe to 'Spicy Shakshuka' with 1 tsp of cayenne, and check the amounts for 8 again.",
                  page("Shakshuka | Mealie", view("Shakshuka", ing, 1), u0))
    rs.add(task="web", tid="h45-web-15", system=SYSTEM, turns=turns, state=state, bad=False)


# Healthchecks cron monitoring, bad
def t16(rs: RowSet) -> None:
    base = "https://hc.tervo.fi"
    uuid = "5b2e8c71-93d4-4f0a-b6e2-1c7d9a40f3e8"
    top = """[20] navigation ''
  [21] link 'Healthchecks'
  [22] button 'Infra', hasPopup='menu'
  [23] link 'Checks'
  [24] link 'Integrations'
  [25] link 'Badges'
  [26] link 'Settings'
  [27] link 'Docs'
  [28] button 'Account', hasPopup='menu'"""

    def checks(db_status: str, hb: str) -> str:
        rows = [("down", "nightly-db-backup", "db backup", "0 2 * * * (UTC)", "1 hour", "12 hours ago"),
                ("up", "borg-offsite-sync", "backup", "30 3 * * * (Europe/Helsinki)", "2 hours", "11 hours ago"),
                ("up", "certbot-renew", "tls", "12 hours", "1 hour", "2 hours ago"),
                ("up", "invoice-mailer", "billing", "*/15 * * * * (UTC)", "5 minutes", "12 minutes ago"),
                ("up", "queue-worker-heartbeat", "workers", "1 minute", "2 minutes", hb),
                ("up", "restic-prune", "backup", "7 days", "6 hours", "6 days ago"),
                ("up", "s3-lifecycle-report", "reports", "7 days", "1 day", "3 days ago"),
                ("up", "zfs-scrub", "storage", "0 4 * * 0 (UTC)", "12 hours", "2 days ago")]
        rows[0] = (db_status,) + rows[0][1:]
        rl, b = [], 130
        for st, name, tags, period, grace, last in rows:
            rl += [f"    [{b}] row ''", f"      [{b + 1}] img 'status: {st}'", f"      [{b + 2}] link '{name}'",
                   f"      [{b + 3}] cell '{tags}'", f"      [{b + 4}] cell '{period}'", f"      [{b + 5}] cell '{grace}'",
                   f"      [{b + 6}] cell '{last}'", f"      [{b + 7}] button 'Details'"]
            b += 8
        return top + f"""
[100] main ''
  [101] heading 'Checks'
  [102] searchbox 'Filter by check name, slug or tag' value=''
  [103] button 'db'
  [104] button 'backup'
  [105] button 'tls'
  [106] button 'billing'
  [107] button 'workers'
  [108] button 'reports'
  [109] button 'storage'
  [120] table ''
    [121] row ''
      [122] columnheader 'Status'
      [123] columnheader 'Name'
      [124] columnheader 'Tags'
      [125] columnheader 'Period / Schedule'
      [126] columnheader 'Grace'
      [127] columnheader 'Last Ping'
      [128] columnheader ''
{chr(10).join(rl)}
  [300] button 'Add Check'"""

    log = [("415", "May 14", "02:03:11", "Failure", "Exit status 1", "HTTPS POST from 10.20.0.14 - curl/8.5.0", "3 min 6 sec"),
           ("414", "May 14", "02:00:05", "Started", "", "HTTPS POST from 10.20.0.14 - curl/8.5.0", ""),
           ("413", "May 13", "02:19:37", "OK", "", "HTTPS POST from 10.20.0.14 - curl/8.5.0", "19 min 32 sec"),
           ("412", "May 13", "02:00:05", "Started", "", "HTTPS POST from 10.20.0.14 - curl/8.5.0", ""),
           ("411", "May 12", "02:18:44", "OK", "", "HTTPS POST from 10.20.0.14 - curl/8.5.0", "18 min 39 sec"),
           ("410", "May 12", "02:00:05", "Started", "", "HTTPS POST from 10.20.0.14 - curl/8.5.0", ""),
           ("409", "May 11", "02:21:02", "OK", "", "HTTPS POST from 10.20.0.14 - curl/8.5.0", "20 min 57 sec"),
           ("408", "May 11", "02:00:05", "Started", "", "HTTPS POST from 10.20.0.14 - curl/8.5.0", "")]

    def detail(events: list[tuple], paused: bool, dialog: str = "") -> str:
        el, b = [], 400
        for n, d, t, kind, extra, src, dur in events:
            el += [f"      [{b}] row ''", f"        [{b + 1}] link '#{n}'", f"        [{b + 2}] cell '{d}'", f"        [{b + 3}] cell '{t}'",
                   f"        [{b + 4}] cell '{kind}'", f"        [{b + 5}] cell '{(extra + ' ') if extra else ''}{src}'", f"        [{b + 6}] cell '{dur}'"]
            if n == "415":
                el += ["      row ''", "        cell ''", "        cell 'May 14'", "        cell '02:03:11'", "        cell 'Status: up ➔ down.'",
                       "        cell 'Sent email alert to ops@tervo.fi. Sent Slack notification to #alerts.'", "        cell ''"]
            b += 7
        status = ("This check is paused.", "It will not send alerts until it receives a ping or is resumed.") if paused else \
            ("This check is down.", "The last ping was a failure signal, received 12 hours ago.")
        out = top + f"""
[100] main ''
  [101] heading 'nightly-db-backup'
  [102] button 'Edit'
  StaticText 'Nightly pg_dump of invoicedb and crm to /backup, then rsync to nas-02.'
  [104] group 'How To Ping'
    StaticText 'Keep this check up by making HTTP requests to this URL:'
    [106] textbox '' value='{base}/ping/{uuid}', readonly=True
    [107] button 'Copy'
    [108] link 'Usage Examples'
  [110] group 'Current Status'
    [111] img 'status: {"paused" if paused else "down"}'
    StaticText '{status[0]}'
    StaticText '{status[1]}'
  [115] group 'Schedule'
    StaticText 'Cron Expression: 0 2 * * *'
    StaticText 'Time Zone: UTC'
    StaticText 'Grace Time: 1 hour'
    [119] button 'Change Schedule...'
  [120] group 'Notification Methods'
    [121] switch 'Email ops@tervo.fi', checked='true'
    [122] switch 'Slack #alerts', checked='true'
  [130] group 'Actions'
    [131] button 'Pause Monitoring'{", disabled=True" if paused else ""}
    [132] button 'Clone Check...'
    [133] button 'Delete Check...'
  [140] group 'Log'
    [141] link 'Show more'
    [142] table ''
{chr(10).join(el)}"""
        if dialog:
            out += "\n" + dialog
        return out

    ping = """[700] dialog 'Ping #415', modal=True
  [701] heading 'Ping #415'
  [702] button 'Close'
  [703] table ''
    [704] row ''
      [705] cell 'Time Received'
      [706] cell '2024-05-14T02:03:11+00:00'
    [707] row ''
      [708] cell 'Kind'
      [709] cell 'Failure (exit status 1)'
    [710] row ''
      [711] cell 'Client IP'
      [712] cell '10.20.0.14'
    [713] row ''
      [714] cell 'Protocol'
      [715] cell 'HTTP/1.1'
    [716] row ''
      [717] cell 'Method'
      [718] cell 'POST'
    [719] row ''
      [720] cell 'User Agent'
      [721] cell 'curl/8.5.0'
    [722] row ''
      [723] cell 'Duration'
      [724] cell '3 min 6 sec'
  [730] heading 'Request Body'
  [731] code ''
    StaticText 'pg_dump: error: connection to server at \"db-prod-02.internal\" (10.20.0.31), port 5432 failed: FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute'
    StaticText 'backup.sh: pg_dump invoicedb failed, aborting (crm not attempted)'
  [740] button 'Download Original'"""
    pause = """[700] dialog 'Pause Monitoring?', modal=True
  [701] heading 'Pause Monitoring?'
  [702] button 'Close'
  StaticText 'You are about to pause monitoring for \"nightly-db-backup\".'
  StaticText 'Healthchecks will not send notifications while the check is paused. The check will automatically leave the paused state when it receives a ping.'
  [705] button 'Cancel'
  [706] button 'Pause'"""
    bad = [("415", "May 14", "01:03:11") + log[0][3:]] + log[1:]
    durl = f"{base}/checks/{uuid}/details/"
    dt = "nightly-db-backup - Healthchecks"
    turns = [
        ("click('132')", page(dt, detail(log, False), durl)),
        ("click('401')", page(dt, detail(log, False, ping), durl)),
        ("click('702')", page(dt, detail(bad, False), durl)),
        ("click('131')", page(dt, detail(bad, False, pause), durl)),
        ("click('706')", page(dt, detail(bad, True), durl)),
        ("click('23')", page("Checks - Healthchecks", checks("paused", "9 seconds ago"), f"{base}/projects/7c1e0a52-4d8b-4f3a-9e61-2b0c5d7f8a19/checks/")),
    ]
    state = start("The nightly DB backup check is down: open it, look at the failing ping's body, then pause monitoring while the database connection limits are being fixed.",
                  page("Checks - Healthchecks", checks("down", "41 seconds ago"), f"{base}/projects/7c1e0a52-4d8b-4f3a-9e61-2b0c5d7f8a19/checks/"))
    rs.add(task="web", tid="h45-web-16", system=SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="timestamp of the failure ping goes back an hour, before its own start event")


# SourceHut git and builds, bad
def t17(rs: RowSet) -> None:
    git = "https://git.sr.ht/~mira/tidewatch"
    builds = "https://builds.sr.ht/~mira/tidewatch"
    head = "a3f91c2e6b8d40f17c95e2a03d4b6f8e1c7a9b05"
    log = [("a3f91c2", "ci: bump go to 1.22.3", "2 days ago", ""),
           ("e07b4d9", "predict: handle missing harmonic constituents", "3 days ago", ""),
           ("91cd2a6", "cli: add --json output to `tidewatch next`", "5 days ago", ""),
           ("5d0e7ab", "release: v0.9.2", "8 days ago", "v0.9.2"),
           ("c82f1e4", "noaa: retry on 503 with exponential backoff", "8 days ago", ""),
           ("3b6a0d8", "station: cache station metadata for 24h", "11 days ago", ""),
           ("f41e9c7", "docs: document the TIDEWATCH_STATION variable", "12 days ago", ""),
           ("0d8c5b3", "predict: use float64 for phase accumulation", "2 weeks ago", ""),
           ("7a2e1f6", "release: v0.9.1", "3 weeks ago", "v0.9.1"),
           ("b95d3c0", "cli: colorize high/low markers", "3 weeks ago", "")]

    def nav(active: str) -> str:
        tabs = "\n".join(f"  [{30 + i}] link '{t}'" + (", current='page'" if t == active else "") for i, t in enumerate(["summary", "tree", "log", "refs", "settings"]))
        return f"""[20] banner ''
  [21] link 'sourcehut'
  [22] link 'git'
  [23] link 'builds'
  [24] link 'lists'
  [25] link 'todo'
  [26] link '~mira'
  [27] link 'Log out'
[28] heading '~mira/tidewatch'
StaticText 'tide prediction daemon and CLI for NOAA and Kartverket stations'
[29] navigation ''
{tabs}"""

    summary_rows = "\n".join(f"    [{200 + 5 * i}] link '{h}'\n      StaticText '{m}'\n      StaticText 'Mira Halvorsen'\n      StaticText '{t}'" + (f"\n      [{201 + 5 * i}] link '{tag}'" if tag else "")
                             for i, (h, m, t, tag) in enumerate(log[:4]))
    summary = nav("summary") + f"""
[100] main ''
  [101] group 'Latest commits'
{summary_rows}
  [140] group 'Clone repo'
    StaticText 'Read-only: https://git.sr.ht/~mira/tidewatch'
    StaticText 'Read/write: git@git.sr.ht:~mira/tidewatch'
  [150] group 'README'
    [151] heading 'tidewatch'
    StaticText 'tidewatch fetches harmonic constituents for a tide station and predicts high and low water locally, so it keeps working offline on a boat.'
    [153] heading 'Install'
    StaticText 'go install git.sr.ht/~mira/tidewatch/cmd/tidewatch@latest'
    [155] heading 'Usage'
    StaticText 'tidewatch next --station 8443970 --json'
    [157] heading 'Contributing'
    StaticText 'Send patches to ~mira/tidewatch-devel@lists.sr.ht.'"""

    log_rows = "\n".join(f"    [{200 + 5 * i}] link '{h}'\n      StaticText '{m}'\n      StaticText 'Mira Halvorsen'\n      StaticText '{t}'" + (f"\n      [{201 + 5 * i}] link '{tag}'" if tag else "")
                         for i, (h, m, t, tag) in enumerate(log))
    logp = nav("log") + f"""
[100] main ''
  [101] combobox 'ref' value='master', hasPopup='menu', expanded=False
  [102] list ''
{log_rows}
  [260] link 'Next »'"""

    commit = nav("log") + f"""
[100] main ''
  [101] heading 'ci: bump go to 1.22.3'
  StaticText 'commit {head}'
  StaticText 'parent e07b4d9f2a1c6b8e3d0f5a7c9b1e4d2f6a8c0e3b'
  StaticText 'Author: Mira Halvorsen <mira@halvorsen.no>'
  StaticText 'Date: Sun May 12 19:42:08 2024 +0200'
  [106] link 'browse'
  [107] link 'patch'
  [110] group 'Diffstat'
    StaticText '.build.yml | 2 +-'
    StaticText 'go.mod     | 2 +-'
    StaticText '2 files changed, 2 insertions(+), 2 deletions(-)'
  [120] code ''
    StaticText 'diff --git a/.build.yml b/.build.yml'
    StaticText '@@ -1,6 +1,6 @@'
    StaticText ' image: alpine/3.19'
    StaticText ' packages:'
    StaticText '-  - go1.22.2'
    StaticText '+  - go1.22.3'
    StaticText 'diff --git a/go.mod b/go.mod'
    StaticText '@@ -1,3 +1,3 @@'
    StaticText ' module git.sr.ht/~mira/tidewatch'
    StaticText ' '
    StaticText '-go 1.22.2'
    StaticText '+go 1.22.3'"""

    btop = """[20] banner ''
  [21] link 'sourcehut'
  [22] link 'git'
  [23] link 'builds'
  [24] link 'lists'
  [25] link 'todo'
  [26] link '~mira'
  [27] link 'Log out'"""
    jobs = [("1218943", "success", "a3f91c2", "ci: bump go to 1.22.3", "2 days ago"),
            ("1216570", "success", "e07b4d9", "predict: handle missing harmonic constituents", "3 days ago"),
            ("1214102", "failed", "91cd2a6", "cli: add --json output to `tidewatch next`", "5 days ago"),
            ("1211388", "success", "5d0e7ab", "release: v0.9.2", "8 days ago"),
            ("1211201", "success", "c82f1e4", "noaa: retry on 503 with exponential backoff", "8 days ago")]
    jl = "\n".join(f"    [{200 + 6 * i}] row ''\n      [{201 + 6 * i}] link '#{j}'\n      [{202 + 6 * i}] cell '{st}'\n      [{203 + 6 * i}] link '{h}'\n      StaticText '{m}'\n      [{204 + 6 * i}] cell 'tidewatch/commits/master/.build.yml'\n      [{205 + 6 * i}] cell '{t}'"
                   for i, (j, st, h, m, t) in enumerate(jobs))
    joblist = btop + f"""
[100] main ''
  [101] heading '~mira/tidewatch'
  [102] searchbox 'Search' value=''
  [110] table ''
    [111] row ''
      [112] columnheader 'Job'
      [113] columnheader 'Status'
      [114] columnheader 'Note'
      [115] columnheader 'Tags'
      [116] columnheader 'Updated'
{jl}
  [240] link 'Next page'"""

    def job(expanded: bool) -> str:
        test_log = ""
        if expanded:
            test_log = """
    [150] code 'test'
      StaticText '+ cd tidewatch'
      StaticText '+ go test -race ./...'
      StaticText 'ok      git.sr.ht/~mira/tidewatch/internal/harmonic    1.912s'
      StaticText 'ok      git.sr.ht/~mira/tidewatch/internal/noaa        0.448s'
      StaticText 'ok      git.sr.ht/~mira/tidewatch/internal/predict     3.207s'
      StaticText 'ok      git.sr.ht/~mira/tidewatch/internal/station     0.231s'
      StaticText '?       git.sr.ht/~mira/tidewatch/cmd/tidewatch        [no test files]'"""
        return btop + f"""
[100] main ''
  [101] heading '#1218943'
  StaticText 'success'
  [103] link '~mira'
  StaticText 'Created 2 days ago, updated 2 days ago'
  StaticText 'Note: a3f91c2 — ci: bump go to 1.22.3'
  [106] link 'a3f91c2'
  [107] link 'Resubmit job'
  [108] link 'Edit & resubmit'
  [110] table 'Tasks'
    [111] row ''
      [112] link 'setup'
      [113] cell 'success'
      [114] cell '11s'
    [115] row ''
      [116] link 'test'
      [117] cell 'success'
      [118] cell '1m 04s'
    [119] row ''
      [120] link 'build'
      [121] cell 'success'
      [122] cell '38s'
  [130] code 'setup'
    StaticText '[#1218943] 2024/05/12 17:42:31 Booting image alpine/3.19 (default) on qemu'
    StaticText '[#1218943] 2024/05/12 17:42:39 Installing packages: go1.22.3'
    StaticText '[#1218943] 2024/05/12 17:42:48 Cloning repositories'
    StaticText "Cloning into 'tidewatch'..."
    StaticText '+ cd tidewatch'
    StaticText '+ git checkout -q {head}'
    StaticText '[#1218943] 2024/05/12 17:42:50 Running task test'{test_log}
  [160] code 'Build manifest'
    StaticText 'image: alpine/3.19'
    StaticText 'packages:'
    StaticText '  - go1.22.3'
    StaticText 'sources:'
    StaticText '  - https://git.sr.ht/~mira/tidewatch#{head}'
    StaticText 'tasks:'
    StaticText '  - test: |'
    StaticText '      cd tidewatch'
    StaticText '      go test -race ./...'
    StaticText '  - build: |'
    StaticText '      cd tidewatch'
    StaticText '      go build -trimpath ./cmd/tidewatch'"""

    refs = nav("refs") + """
[100] main ''
  [101] heading 'Branches'
  [102] list ''
    [103] link 'master'
      [104] link 'a3f19c2'
      StaticText 'ci: bump go to 1.22.3'
      StaticText '2 days ago'
      [105] link 'browse'
      [106] link 'log'
    [107] link 'json-output'
      [108] link '91cd2a6'
      StaticText 'cli: add --json output to `tidewatch next`'
      StaticText '5 days ago'
      [109] link 'browse'
      [110] link 'log'
  [120] heading 'Tags'
  [121] list ''
    [122] link 'v0.9.2'
      StaticText 'Tagged May 6, 2024'
      [123] link '5d0e7ab'
      [124] link 'tidewatch-v0.9.2.tar.gz'
      [125] link '.tar.gz.asc'
    [126] link 'v0.9.1'
      StaticText 'Tagged April 22, 2024'
      [127] link '7a2e1f6'
      [128] link 'tidewatch-v0.9.1.tar.gz'
      [129] link '.tar.gz.asc'
    [130] link 'v0.9.0'
      StaticText 'Tagged March 30, 2024'
      [131] link '2c7b9e4'
      [132] link 'tidewatch-v0.9.0.tar.gz'
      [133] link '.tar.gz.asc'"""

    tag = nav("refs") + """
[100] main ''
  [101] heading 'v0.9.2'
  StaticText 'Tagger: Mira Halvorsen <mira@halvorsen.no>'
  StaticText 'Date: Mon May 6 21:10:44 2024 +0200'
  [104] link '5d0e7ab'
  [105] link 'browse'
  [106] link 'tidewatch-v0.9.2.tar.gz'
  [107] link '.tar.gz.asc'
  [110] group 'Release notes'
    StaticText 'tidewatch 0.9.2'
    StaticText '* noaa: retry on 503 with exponential backoff (max 5 tries)'
    StaticText '* station: cache station metadata for 24h'
    StaticText '* docs: document the TIDEWATCH_STATION variable'
  [115] code 'Signature'
    StaticText '-----BEGIN PGP SIGNATURE-----'
    StaticText 'iHUEABYKAB0WIQR1c9bq0xVY3m+ZbJk7dG2u1qPfXgUCZjkrFAAKCRA7dG2u1qPf'
    StaticText 'XqS3AP9kYp8cZ2q0w1aG6nR8lQ2vT4sJmH1bD9xC0eK5fU7oAEAzJ1i3rVb8cN6'
    StaticText '-----END PGP SIGNATURE-----'"""

    tree = nav("tree") + """
[100] main ''
  StaticText 'tree @ v0.9.2'
  [102] link '5d0e7ab'
  StaticText 'release: v0.9.2'
  [110] table ''
    [111] row ''
      [112] cell '-rw-r--r--'
      [113] link '.build.yml'
      [114] cell '312 B'
    [115] row ''
      [116] cell '-rw-r--r--'
      [117] link 'COPYING'
      [118] cell '34.3 KiB'
    [119] row ''
      [120] cell '-rw-r--r--'
      [121] link 'README.md'
      [122] cell '1.7 KiB'
    [123] row ''
      [124] cell 'drwxr-xr-x'
      [125] link 'cmd'
      [126] cell ''
    [127] row ''
      [128] cell '-rw-r--r--'
      [129] link 'go.mod'
      [130] cell '118 B'
    [131] row ''
      [132] cell '-rw-r--r--'
      [133] link 'go.sum'
      [134] cell '1.1 KiB'
    [135] row ''
      [136] cell 'drwxr-xr-x'
      [137] link 'internal'
      [138] cell ''
    [139] row ''
      [140] cell '-rw-r--r--'
      [141] link 'tidewatch.1.scd'
      [142] cell '2.4 KiB'"""
    turns = [
        ("click('32')", page("~mira/tidewatch: log - sourcehut git", logp, f"{git}/log")),
        ("click('200')", page(f"~mira/tidewatch: {head[:7]} - sourcehut git", commit, f"{git}/commit/{head}")),
        ("goto('https://builds.sr.ht/~mira/tidewatch')", page("~mira/tidewatch - builds - sourcehut", joblist, builds)),
        ("click('201')", page("#1218943 - builds - sourcehut", job(False), "https://builds.sr.ht/~mira/job/1218943")),
        ("click('116')", page("#1218943 - builds - sourcehut", job(True), "https://builds.sr.ht/~mira/job/1218943#task-test")),
        ("goto('https://git.sr.ht/~mira/tidewatch/refs')", page("~mira/tidewatch: refs - sourcehut git", refs, f"{git}/refs")),
        ("click('122')", page("~mira/tidewatch: v0.9.2 - sourcehut git", tag, f"{git}/refs/v0.9.2")),
        ("click('105')", page("~mira/tidewatch: tree - sourcehut git", tree, f"{git}/tree/v0.9.2")),
    ]
    state = start("Check that the latest tidewatch commit on master built and tested cleanly on builds.sr.ht, then look at the v0.9.2 release tag and browse its tree.",
                  page("~mira/tidewatch - sourcehut git", summary, git))
    rs.add(task="web", tid="h45-web-17", system=SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="short hash of the master head commit differs on the refs page from the log, commit and build pages")


# Matomo analytics, clean
def t18(rs: RowSet) -> None:
    base = "https://analytics.lindqvist.se"
    menu = """[20] banner ''
  [21] link 'Matomo'
  [22] link 'All Websites'
  [23] link 'Marketplace'
  [24] link 'Administration'
  [25] button 'Notifications'
  [26] button 'Sign out'
[30] navigation 'Reporting menu'
  [31] link 'Dashboard'
  [32] button 'Visitors', expanded=True
    [33] link 'Overview'
    [34] link 'Visits Log'
    [35] link 'Real-time Map'
    [36] link 'Locations'
    [37] link 'Devices'
    [38] link 'Software'
    [39] link 'Times'
    [40] link 'User IDs'
  [41] button 'Behaviour', expanded=False
  [42] button 'Acquisition', expanded=False
  [43] button 'Ecommerce', expanded=False
  [44] button 'Goals', expanded=True
    [45] link 'Overview'
    [46] link 'Manage Goals'
    [47] link 'Checkout completed'
    [48] link 'Account created'
    [49] link 'Contact form sent'
    [50] link 'Catalog PDF download'"""

    def selector(period: str, popup: bool = False) -> str:
        out = f"""[60] combobox 'Website' value='shop.lindqvist.se', hasPopup='menu', expanded=False
[62] button 'Date: {period}', expanded={popup}"""
        if popup:
            out += """
[63] group 'Period'
  [64] radio 'Day', checked='true'
  [65] radio 'Week', checked='false'
  [66] radio 'Month', checked='false'
  [67] radio 'Year', checked='false'
  [68] radio 'Date range', checked='false'
  [70] table 'May 2024'
    [71] link '13'
    [72] link '14', selected=True
  [80] checkbox 'Compare to', checked='false'
  [81] button 'Apply'"""
        return out

    rt_rows = [("16:41:52", "Sweden, Uppsala", "Chrome 124, Windows 11", "Google", "4 actions", "/produkter/fjallraven-kanken-classic"),
               ("16:41:17", "Sweden, Malmö", "Safari 17.4, iOS 17.4", "Instagram", "2 actions", "/kampanj/sommar-2024"),
               ("16:40:38", "Norway, Oslo", "Firefox 125, Ubuntu", "Direct Entry", "7 actions", "/checkout/confirmation"),
               ("16:39:03", "Sweden, Göteborg", "Chrome Mobile 124, Android 14", "Google", "1 action", "/produkter/tretorn-gummistovlar"),
               ("16:38:26", "Finland, Helsinki", "Edge 124, Windows 10", "newsletter (campaign)", "3 actions", "/nyhetsbrev/tack"),
               ("16:36:49", "Sweden, Stockholm", "Safari 17.4, macOS", "Google", "5 actions", "/produkter/klattermusen-ratatosk")]

    def rt(n30: int, a30: int, rows: list[tuple], day: str = "1,912 visits, 8,317 actions") -> str:
        rl = "\n".join(f"      [{300 + 8 * i}] row ''\n        [{301 + 8 * i}] cell '{r[0]}'\n        [{302 + 8 * i}] cell '{r[1]}'\n        [{303 + 8 * i}] cell '{r[2]}'\n        [{304 + 8 * i}] cell '{r[3]}'\n        [{305 + 8 * i}] cell '{r[4]}'\n        [{306 + 8 * i}] link '{r[5]}'"
                       for i, r in enumerate(rows))
        return f"""  [200] group 'Visits in Real-time'
    StaticText 'Last 24 hours: {day}'
    StaticText 'Last 30 minutes: {n30} visits, {a30} actions'
    [205] table ''
{rl}"""

    dash = menu + "\n" + selector("2024-05-14") + f"""
[100] main ''
  [101] heading 'Dashboard'
  [102] button 'Dashboard', hasPopup='menu'
  [110] group 'Visits Overview (with graph)'
    [111] img 'Evolution graph: visits per day, last 30 days'
    StaticText '1,284 visits, 1,037 unique visitors'
    StaticText '2 min 38s average visit duration'
    StaticText '46% visits have bounced (left the website after one page)'
    StaticText '4.3 actions (page views, downloads, outlinks and internal site searches) per visit'
    StaticText '5,521 pageviews, 4,396 unique pageviews'
{rt(41, 173, rt_rows)}
  [400] group 'Goals Overview'
    StaticText 'Checkout completed: 38 conversions, 2.96% conversion rate, 41,782 kr revenue'
    StaticText 'Account created: 21 conversions, 1.64% conversion rate'
    StaticText 'Contact form sent: 6 conversions, 0.47% conversion rate'
    StaticText 'Catalog PDF download: 17 conversions, 1.32% conversion rate'"""

    def overview(period: str, label: str, v: str, u: str, dur: str, bounce: str, apv: str, pv: str, upv: str, popup: bool = False) -> str:
        return menu + "\n" + selector(label, popup) + f"""
[100] main ''
  [101] heading 'Visitors Overview'
  [110] group 'Evolution over the period'
    [111] combobox 'Metric' value='Visits', hasPopup='menu', expanded=False
    [112] img 'Evolution graph: visits per {period}'
  [120] group 'Visits Overview'
    [121] img 'sparkline'
    StaticText '{v} visits, {u} unique visitors'
    [123] img 'sparkline'
    StaticText '{dur} average visit duration'
    [125] img 'sparkline'
    StaticText '{bounce} visits have bounced (left the website after one page)'
    [127] img 'sparkline'
    StaticText '{apv} actions (page views, downloads, outlinks and internal site searches) per visit'
    [129] img 'sparkline'
    StaticText '{pv} pageviews, {upv} unique pageviews'
    [131] img 'sparkline'
    StaticText '312 total searches on your website, 204 unique keywords'
    [133] img 'sparkline'
    StaticText '187 downloads, 151 unique downloads'
    [135] img 'sparkline'
    StaticText '96 outlinks, 88 unique outlinks'
    StaticText '41 max actions in one visit'"""

    goals = [("1", "Checkout completed", "Visit a given URL (page or group of pages) — URL contains /checkout/confirmation", "Yes", "0 kr"),
             ("2", "Account created", "Visit a given URL (page or group of pages) — URL contains /konto/valkommen", "No", "0 kr"),
             ("3", "Contact form sent", "Visit a given URL (page or group of pages) — URL contains /kontakt/tack", "No", "0 kr"),
             ("4", "Catalog PDF download", "Download a file — contains katalog-2024.pdf", "No", "0 kr")]

    def manage(rows: list[tuple], toast: str = "") -> str:
        gl = "\n".join(f"    [{130 + 8 * i}] row ''\n      [{131 + 8 * i}] cell '{g[0]}'\n      [{132 + 8 * i}] cell '{g[1]}'\n      [{133 + 8 * i}] cell ''\n      [{134 + 8 * i}] cell '{g[2]}'\n      [{135 + 8 * i}] cell '{g[3]}'\n      [{136 + 8 * i}] button 'Edit'\n      [{137 + 8 * i}] button 'Delete'"
                       for i, g in enumerate(rows))
        out = menu + "\n" + selector("Week 2024-05-13") + f"""
[100] main ''
  [101] heading 'Manage Goals'
  StaticText 'Goals are useful to track how well your website converts visitors into customers.'
  [120] table 'Goals for website shop.lindqvist.se'
    [121] row ''
      [122] columnheader 'Id'
      [123] columnheader 'Goal Name'
      [124] columnheader 'Description'
      [125] columnheader 'Goal is Triggered'
      [126] columnheader 'Allow multiple'
      [127] columnheader 'Edit'
      [128] columnheader 'Delete'
{gl}
  StaticText "Goal tracking JavaScript: _paq.push(['trackGoal', ID]);"
  [190] button 'Add a new Goal'"""
        if toast:
            out += f"\n[900] status ''\n  StaticText '{toast}'"
        return out

    def form(name: str, pattern: str) -> str:
        return menu + "\n" + selector("Week 2024-05-13") + f"""
[100] main ''
  [101] heading 'Add a new Goal'
  [110] textbox 'Goal Name' value='{name}'{", focused" if name and not pattern else ""}
  [112] textbox 'Goal Description' value=''
  StaticText 'Goal is triggered'
  [114] radio 'when visitors', checked='true'
  [115] radio 'manually', checked='false'
  StaticText 'Goal is triggered when visitors:'
  [117] radio 'Visit a given URL (page or group of pages)', checked='true'
  [118] radio 'Visit a given Page Title', checked='false'
  [119] radio 'Send an event', checked='false'
  [120] radio 'Download a file', checked='false'
  [121] radio 'Click on a Link to an external website', checked='false'
  [122] radio 'Stay a given amount of time', checked='false'
  [123] radio 'Visit a given number of pages', checked='false'
  StaticText 'where the visited URL'
  [125] combobox 'Pattern type' value='contains', hasPopup='menu', expanded=False
  [126] textbox 'Pattern' value='{pattern}'{", focused" if pattern else ""}
  [128] checkbox 'Case sensitive match', checked='false'
  [130] radio 'Default: Goal can be converted once per visit', checked='true'
  [131] radio 'Allow Goal to be converted more than once per visit', checked='false'
  [133] textbox 'Goal default value' value='0'
  [135] button 'Add Goal'
  [136] link 'Cancel'"""

    rt2 = [("16:47:05", "Sweden, Lund", "Chrome 124, macOS", "newsletter (campaign)", "2 actions", "/nyhetsbrev/tack"),
           ("16:46:31", "Denmark, Copenhagen", "Safari 17.4, iOS 17.4", "Google", "3 actions", "/produkter/fjallraven-kanken-classic"),
           ("16:45:12", "Sweden, Umeå", "Firefox 125, Windows 11", "Direct Entry", "6 actions", "/checkout/confirmation")] + rt_rows[:3]
    realtime = menu + "\n" + selector("Week 2024-05-13") + "\n[100] main ''\n  [101] heading 'Visits Log (Real-time)'\n" + rt(37, 164, rt2, "1,918 visits, 8,349 actions")
    w = "Week 2024-05-13"
    ourl = f"{base}/index.php?module=CoreHome&action=index&idSite=3&period=day&date=today#?idSite=3&period=day&date=today&category=General_Visitors&subcategory=General_Overview"
    wurl = ourl.replace("period=day", "period=week")
    gurl = f"{base}/index.php?module=CoreHome&action=index&idSite=3&period=week&date=today#?idSite=3&period=week&date=today&category=Goals_Goals&subcategory=Goals_ManageGoals"
    new_goal = ("5", "Newsletter signup", "Visit a given URL (page or group of pages) — URL contains /nyhetsbrev/tack", "No", "0 kr")
    turns = [
        ("click('33')", page("Visitors Overview - shop.lindqvist.se - Web Analytics Reports - Matomo", overview("day", "2024-05-14", "1,291", "1,043", "2 min 37s", "46%", "4.3", "5,552", "4,419"), ourl)),
        ("click('62')", page("Visitors Overview - shop.lindqvist.se - Web Analytics Reports - Matomo", overview("day", "2024-05-14", "1,291", "1,043", "2 min 37s", "46%", "4.3", "5,552", "4,419", popup=True), ourl)),
        ("click('65')", page("Visitors Overview - shop.lindqvist.se - Web Analytics Reports - Matomo", overview("day", w, "2,517", "2,036", "2 min 41s", "47%", "4.2", "10,571", "8,402"), wurl)),
        ("click('46')", page("Manage Goals - shop.lindqvist.se - Web Analytics Reports - Matomo", manage(goals), gurl)),
        ("click('190')", page("Manage Goals - shop.lindqvist.se - Web Analytics Reports - Matomo", form("", ""), gurl)),
        ("fill('110', 'Newsletter signup')", page("Manage Goals - shop.lindqvist.se - Web Analytics Reports - Matomo", form("Newsletter signup", ""), gurl)),
        ("fill('126', '/nyhetsbrev/tack')", page("Manage Goals - shop.lindqvist.se - Web Analytics Reports - Matomo", form("Newsletter signup", "/nyhetsbrev/tack"), gurl)),
        ("click('135')", page("Manage Goals - shop.lindqvist.se - Web Analytics Reports - Matomo", manage(goals + [new_goal], 'Your Goal "Newsletter signup" has been saved.'), gurl)),
        ("click('34')", page("Visits Log - shop.lindqvist.se - Web Analytics Reports - Matomo", realtime, gurl.replace("Goals_Goals&subcategory=Goals_ManageGoals", "General_Visitors&subcategory=Live_VisitorLog"))),
    ]
    state = start("Look at this week's visitor numbers for shop.lindqvist.se, then add a goal 'Newsletter signup' for visits to /nyhetsbrev/tack and check the live visits log.",
                  page("Dashboard - shop.lindqvist.se - Web Analytics Reports - Matomo", dash,
                       f"{base}/index.php?module=CoreHome&action=index&idSite=3&period=day&date=today#?idSite=3&period=day&date=today&category=Dashboard_Dashboard&subcategory=1"))
    rs.add(task="web", tid="h45-web-18", system=SYSTEM, turns=turns, state=state, bad=False)


# Linkding bookmarks, clean
def t19(rs: RowSet) -> None:
    base = "https://links.odalys.dev"
    # id, title, url, description, tags, added
    B = [
        (1288, "Anatomy of a Terraform state lock incident", "https://blog.gruntwork.io/terraform-state-lock-incident", "", ["terraform", "postmortem"], "Yesterday"),
        (1287, "Redpanda vs. Kafka: a performance comparison", "https://redpanda.com/blog/redpanda-vs-kafka-performance-benchmark", "Throughput and tail latency on identical hardware.", ["kafka", "streaming"], "4 days ago"),
        (1286, "htmx: hypermedia-driven applications", "https://htmx.org/essays/hypermedia-driven-applications/", "", ["htmx", "web"], "5 days ago"),
        (1285, "Postgres: the JSONB operators you are not using", "https://www.crunchydata.com/blog/jsonb-operators", "", ["postgres", "databases"], "6 days ago"),
        (1284, "Cron expression cheat sheet", "https://crontab.guru/examples.html", "", ["ops"], "1 week ago"),
        (1283, "How to read a flame graph", "https://www.brendangregg.com/flamegraphs.html", "CPU flame graphs explained by their inventor.", ["performance", "profiling"], "1 week ago"),
        (1282, "Consider SQLite", "https://blog.wesleyac.com/posts/consider-sqlite", "", ["databases"], "2 weeks ago"),
        (1281, "The Grug Brained Developer", "https://grugbrain.dev/", "", ["humor", "engineering"], "2 weeks ago"),
        (1280, "Kubernetes pod priority and preemption", "https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/", "", ["kubernetes"], "2 weeks ago"),
        (1279, "Designing idempotent APIs", "https://stripe.com/blog/idempotency", "", ["api", "payments"], "3 weeks ago"),
        (1278, "Caddy reverse proxy quick start", "https://caddyserver.com/docs/quick-starts/reverse-proxy", "", ["caddy", "ops"], "3 weeks ago"),
        (1277, "A visual guide to SSH tunnels", "https://iximiuz.com/en/posts/ssh-tunnels/", "Local, remote and dynamic port forwarding with diagrams.", ["ssh", "networking"], "3 weeks ago"),
        (1276, "Falsehoods programmers believe about time zones", "https://www.zainrizvi.io/blog/falsehoods-programmers-believe-about-time-zones/", "", ["time", "engineering"], "1 month ago"),
        (1275, "ZFS tuning cheat sheet", "https://jrs-s.net/2018/08/17/zfs-tuning-cheat-sheet/", "", ["zfs", "storage"], "1 month ago"),
        (1274, "The Twelve-Factor App", "https://12factor.net/", "", ["architecture"], "1 month ago"),
        (1273, "WireGuard: next generation kernel network tunnel", "https://www.wireguard.com/papers/wireguard.pdf", "", ["networking", "vpn"], "1 month ago"),
        (1272, "Go: structured logging with slog", "https://go.dev/blog/slog", "", ["go", "logging"], "1 month ago"),
        (1271, "Tailwind CSS container queries", "https://tailwindcss.com/docs/container-queries", "", ["css", "web"], "1 month ago"),
        (1270, "Making reliable distributed systems in the presence of software errors", "https://erlang.org/download/armstrong_thesis_2003.pdf", "Joe Armstrong’s thesis.", ["erlang", "reading"], "1 month ago"),
        (1269, "OpenTelemetry collector configuration", "https://opentelemetry.io/docs/collector/configuration/", "", ["observability"], "1 month ago"),
        (1268, "Nginx rate limiting explained", "https://www.nginx.com/blog/rate-limiting-nginx/", "", ["nginx", "ops"], "1 month ago"),
        (1267, "Rust async book", "https://rust-lang.github.io/async-book/", "", ["rust", "reading"], "2 months ago"),
        (1266, "Jepsen: etcd 3.4.3", "https://jepsen.io/analyses/etcd-3.4.3", "", ["distributed-systems", "databases"], "2 months ago"),
        (1265, "Keyboard shortcuts for tmux", "https://tmuxcheatsheet.com/", "", ["tmux", "cli"], "2 months ago"),
        (1264, "DNS record types explained", "https://www.cloudflare.com/learning/dns/dns-records/", "", ["dns", "networking"], "2 months ago"),
        (1263, "Prometheus histograms and summaries", "https://prometheus.io/docs/practices/histograms/", "", ["observability", "prometheus"], "2 months ago"),
        (1262, "The log: what every software engineer should know", "https://engineering.linkedin.com/distributed-systems/log-what-every-software-engineer-should-know-about-real-time-datas-unifying", "", ["distributed-systems", "reading"], "2 months ago"),
        (1261, "Ansible best practices", "https://docs.ansible.com/ansible/latest/tips_tricks/ansible_tips_tricks.html", "", ["ansible", "ops"], "2 months ago"),
        (1260, "Semantic versioning 2.0.0", "https://semver.org/", "", ["engineering"], "2 months ago"),
        (1259, "Understanding Linux load averages", "https://www.brendangregg.com/blog/2017-08-08/linux-load-averages.html", "", ["linux", "performance"], "2 months ago"),
        (1258, "Systemd timers as a cron replacement", "https://wiki.archlinux.org/title/Systemd/Timers", "", ["linux", "ops"], "3 months ago"),
    ]
    older = [
        (1241, "Litestream - Streaming replication for SQLite", "https://litestream.io/", "Continuously stream SQLite changes to S3-compatible storage.", ["databases", "backup"], "3 months ago"),
        (1187, "SQLite is not a toy database", "https://antonz.org/sqlite-is-not-a-toy-database/", "", ["databases"], "5 months ago"),
    ]
    new = (1289, "Write-Ahead Logging", "https://www.sqlite.org/wal.html", "", ["databases", "sqlite"], "Today")
    tags0 = sorted({t for b in B + older for t in b[4]} | {"backup", "books", "finance", "gardening", "hiking", "home-assistant", "keyboards", "photography", "recipes", "security", "travel"})

    nav = """[20] navigation ''
  [21] link 'linkding'
  [22] link 'Add bookmark'
  [23] button 'Bookmarks', hasPopup='menu'
  [24] link 'Settings'
  [25] button 'Logout'"""

    def item(b: tuple) -> list[str]:
        i = b[0]
        k = 200 + (i - 1180) * 7
        out = [f"    [{k}] listitem ''", f"      [{k + 1}] link '{b[1]}'"]
        if b[3]:
            out.append(f"      StaticText '{b[3]}'")
        out += [f"      [{k + 2 + j}] link '#{t}'" for j, t in enumerate(b[4][:2])]
        out += [f"      StaticText '{b[5]}'", f"      [{k + 4}] button 'Archive'", f"      [{k + 5}] link 'Edit'", f"      [{k + 6}] button 'Remove'"]
        return out

    def listing(items: list[tuple], tags: list[str], query: str = "", typed: str = "", page_nav: bool = True, toast: str = "") -> str:
        il = []
        for b in items:
            il += item(b)
        tl = "\n".join(f"    [{2000 + n}] link '{t}'" for n, t in enumerate(tags))
        pn = """
  [1800] navigation 'Pagination'
    [1801] link 'Previous', disabled=True
    [1802] link '1', current='page'
    [1803] link '2'
    [1804] link '3'
    StaticText '...'
    [1805] link '8'
    [1806] link 'Next'""" if page_nav else ""
        out = nav + f"""
[100] main ''
  [101] heading '{"Search results" if query else "Bookmarks"}'
  [102] searchbox 'Search for words or #tags' value='{typed or query}'{", focused" if typed else ""}
  [103] button 'Search'
  [104] button 'Preferences', hasPopup='menu'
  [110] list ''
{chr(10).join(il)}{pn}
[850] complementary ''
  [851] heading 'Tags'
  [852] group ''
{tl}"""
        if toast:
            out += f"\n[1900] status ''\n  StaticText '{toast}'"
        return out

    def form(url: str, tags: str) -> str:
        t = "Write-Ahead Logging" if url else ""
        return nav + f"""
[100] main ''
  [101] heading 'New bookmark'
  [102] textbox 'URL' value='{url}', required{", focused" if url and not tags else ""}
  [104] textbox 'Tags' value='{tags}'{", focused" if tags else ""}
  StaticText 'Enter any number of tags separated by space and without the hash (#). If a tag does not exist it will be automatically created.'
  [106] textbox 'Title' value='{t}'
  StaticText 'Optional, leave empty to use title from website.'
  [108] textbox 'Description' value=''
  StaticText 'Optional, leave empty to use description from website.'
  [110] textbox 'Notes' value=''
  [112] checkbox 'Mark as unread', checked='false'
  StaticText 'Unread bookmarks can be filtered for, and marked as read after you had a chance to look at them.'
  [114] button 'Save'
  [115] link 'Nevermind'"""

    tags1 = sorted(set(tags0) | {"sqlite"})
    p1 = ([new] + B)[:30]
    p2 = [b for b in [new] + B if b[0] != 1287][:30]
    res = [new, B[6]] + older
    lurl = f"{base}/bookmarks"
    lt = "Bookmarks - Linkding"
    rp = 200 + (1287 - 1180) * 7
    turns = [
        ("click('22')", page("New bookmark - Linkding", form("", ""), f"{base}/bookmarks/new")),
        ("fill('102', 'https://www.sqlite.org/wal.html')", page("New bookmark - Linkding", form("https://www.sqlite.org/wal.html", ""), f"{base}/bookmarks/new")),
        ("fill('104', 'databases sqlite')", page("New bookmark - Linkding", form("https://www.sqlite.org/wal.html", "databases sqlite"), f"{base}/bookmarks/new")),
        ("click('114')", page(lt, listing(p1, tags1), lurl)),
        (f"click('{rp + 4}')", page(lt, listing(p2, tags1), lurl)),
        ("fill('102', 'sqlite')", page(lt, listing(p2, tags1, typed="sqlite"), lurl)),
        ("keyboard_press('Enter')", page("Search results - Linkding", listing(res, ["backup", "databases", "sqlite"], query="sqlite", page_nav=False), f"{lurl}?q=sqlite")),
    ]
    state = start("Bookmark https://www.sqlite.org/wal.html with the tags databases and sqlite, archive the Redpanda vs. Kafka article (already read), then search the bookmarks for sqlite.",
                  page(lt, listing(B[:30], tags0), lurl))
    rs.add(task="web", tid="h45-web-19", system=SYSTEM, turns=turns, state=state, bad=False)


# Cal.com bookings, bad
def t20(rs: RowSet) -> None:
    base = "https://app.cal.com"
    uid = "bKx3TnQ9pWf2LrZ7hVc4Mg"
    drift = "bKx3TnQ9pWf7LrZ2hVc4Mg"
    new_uid = "Hq5vN8RzTc2WkYp3Ld9FxJ"
    side = """[20] navigation ''
  [21] link 'Cal.com'
  [22] link 'Event Types'
  [23] link 'Bookings'
  [24] link 'Availability'
  [25] link 'Teams'
  [26] link 'Apps'
  [27] link 'Routing Forms'
  [28] link 'Workflows'
  [29] link 'Insights'
  [30] link 'View public page'
  [31] link 'Copy public page link'
  [32] link 'Settings'
  [33] button 'Tomás Reyes', hasPopup='menu'"""
    bk = [
        ("Wed, 15 May", "9:00am - 9:30am", "30 Min Meeting between Tomás Reyes and Lena Fischer", "You and 1 attendee", "Cal Video"),
        ("Thu, 16 May", "10:00am - 10:45am", "Discovery call between Tomás Reyes and Ines Carvalho", "You and 1 attendee", "Google Meet"),
        ("Thu, 16 May", "3:00pm - 3:30pm", "30 Min Meeting between Tomás Reyes and Kwame Mensah", "You and 1 attendee", "Cal Video"),
        ("Mon, 20 May", "11:00am - 12:00pm", "Onboarding session between Tomás Reyes and Hiroshi Sato", "You and 2 attendees", "Zoom"),
        ("Tue, 21 May", "4:30pm - 5:00pm", "30 Min Meeting between Tomás Reyes and Priya Natarajan", "You and 1 attendee", "Cal Video"),
        ("Fri, 24 May", "2:00pm - 2:45pm", "Discovery call between Tomás Reyes and Jonas Berg", "You and 1 attendee", "Google Meet"),
    ]

    def bookings(menu: bool = False) -> str:
        rl = []
        for i, (d, t, title, who, loc) in enumerate(bk):
            b = 200 + 12 * i
            rl += [f"    [{b}] row ''", f"      [{b + 1}] link '{d}'", f"      StaticText '{t}'", f"      [{b + 2}] link '{title}'",
                   f"      StaticText '{who}'", f"      [{b + 3}] link 'Join {loc}'", f"      [{b + 4}] button 'Cancel'",
                   f"      [{b + 5}] button 'Edit', hasPopup='menu'"]
            if menu and i == 1:
                rl += ["      [500] menu ''", "        [501] menuitem 'Reschedule booking'", "        [502] menuitem 'Request reschedule'",
                       "        [503] menuitem 'Edit location'", "        [504] menuitem 'Add guests'"]
        return side + f"""
[100] main ''
  [101] heading 'Bookings'
  StaticText 'See upcoming and past events booked through your event type links.'
  [103] tablist ''
    [104] tab 'Upcoming', selected=True
    [105] tab 'Unconfirmed', selected=False
    [106] tab 'Recurring', selected=False
    [107] tab 'Past', selected=False
    [108] tab 'Cancelled', selected=False
  [110] button 'Filter', hasPopup='menu'
  StaticText 'Next'
  [120] table ''
{chr(10).join(rl)}
  StaticText 'No more results'"""

    def success(u: str, when: str, reason: str = "") -> str:
        rs_line = f"\n    StaticText 'Reason for reschedule'\n    StaticText '{reason}'" if reason else ""
        return f"""[100] main ''
  [101] img 'check'
  [102] heading 'This meeting is scheduled'
  StaticText 'We sent an email with a calendar invitation with the details to everyone.'
  [104] group ''
    StaticText 'What'
    StaticText 'Discovery call between Tomás Reyes and Ines Carvalho'
    StaticText 'When'
    StaticText '{when}'
    StaticText 'Who'
    StaticText 'Tomás Reyes'
    StaticText 'Host'
    StaticText 'tomas@reyes.studio'
    StaticText 'Ines Carvalho'
    StaticText 'ines.carvalho@lumen-arq.pt'
    StaticText 'Where'
    [116] link 'Google Meet'
    StaticText 'Additional notes'
    StaticText 'Would like to go through the Porto office fit-out and the timeline for the tender.'{rs_line}
  StaticText 'Need to make a change?'
  [122] link 'Reschedule'
  [123] link 'Cancel'
  StaticText 'Add to calendar'
  [125] link 'Google'
  [126] link 'Outlook'
  [127] link 'Office 365'
  [128] link 'Download .ics'
  [130] link 'Back to bookings'
  StaticText 'Booking ID: {u}'"""

    def booker(selected_day: str = "", slot: str = "", reason: str = "") -> str:
        days = "\n".join(f"      [{300 + d}] button '{d}'" + (", pressed='true'" if str(d) == selected_day else "") + (", disabled=True" if d in (18, 19, 25, 26) or d < 15 else "")
                         for d in range(1, 32))
        right = ""
        if selected_day and not slot:
            right = "  [400] group 'Fri 17'\n" + "\n".join(f"    [{401 + i}] button '{t}'" for i, t in enumerate(["9:00am", "9:45am", "10:30am", "11:15am", "2:00pm", "2:45pm", "3:30pm", "4:15pm"]))
        if slot:
            return f"""[100] main ''
  [101] img 'Tomás Reyes'
  StaticText 'Tomás Reyes'
  [103] heading 'Discovery call'
  StaticText 'Former time'
  StaticText 'Thu, May 16, 2024 10:00am'
  StaticText 'Friday, May 17, 2024 2:00pm - 2:45pm'
  StaticText '45m'
  StaticText 'Google Meet'
  StaticText 'Europe/Lisbon'
  [120] textbox 'Your name *' value='Ines Carvalho', disabled=True
  [122] textbox 'Email address *' value='ines.carvalho@lumen-arq.pt', disabled=True
  [124] textbox 'Reason for reschedule' value='{reason}'
  [126] button 'Add guests'
  StaticText 'By proceeding, you agree to our Terms and Privacy Policy.'
  [128] button 'Back'
  [129] button 'Reschedule'"""
        return f"""[100] main ''
  [101] img 'Tomás Reyes'
  StaticText 'Tomás Reyes'
  [103] heading 'Discovery call'
  StaticText 'Former time'
  StaticText 'Thu, May 16, 2024 10:00am'
  StaticText 'A 45 minute intro call to understand your project and whether we are a fit.'
  StaticText '45m'
  StaticText 'Google Meet'
  [110] combobox 'Timezone' value='Europe/Lisbon', hasPopup='listbox', expanded=False
  [200] group 'Calendar'
    StaticText 'May 2024'
    [202] button 'View previous month', disabled=True
    [203] button 'View next month'
    StaticText 'SUN MON TUE WED THU FRI SAT'
    [210] grid ''
{days}
{right}"""

    lt = "Bookings | Cal.com"
    ctitle = "Discovery call | Tomás Reyes | Cal.com"
    r0 = f"{base}/tomas-reyes/discovery-call?rescheduleUid={uid}"
    r1 = f"{base}/tomas-reyes/discovery-call?rescheduleUid={drift}&month=2024-05&date=2024-05-17"
    r2 = r1 + "&slot=2024-05-17T13%3A00%3A00.000Z"
    turns = [
        ("click('214')", page("Booking Confirmed | Discovery call between Tomás Reyes and Ines Carvalho | Cal.com",
                              success(uid, "Thursday, May 16, 2024 10:00am - 10:45am (Europe/Lisbon)"), f"{base}/booking/{uid}?allRemainingBookings=false")),
        ("go_back()", page(lt, bookings(), f"{base}/bookings/upcoming")),
        ("click('217')", page(lt, bookings(menu=True), f"{base}/bookings/upcoming")),
        ("click('501')", page(ctitle, booker(), r0)),
        ("click('317')", page(ctitle, booker("17"), r1)),
        ("click('405')", page(ctitle, booker("17", "2:00pm"), r2)),
        ("click('129')", page("Booking Confirmed | Discovery call between Tomás Reyes and Ines Carvalho | Cal.com",
                              success(new_uid, "Friday, May 17, 2024 2:00pm - 2:45pm (Europe/Lisbon)"), f"{base}/booking/{new_uid}?isSuccessBookingPage=true&formerTime=2024-05-16T09%3A00%3A00.000Z")),
    ]
    state = start("Move the discovery call with Ines Carvalho from Thursday 16 May to Friday 17 May at 2:00pm.", page(lt, bookings(), f"{base}/bookings/upcoming"))
    rs.add(task="web", tid="h45-web-20", system=SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="booking uid being rescheduled changes in the booking page URL between two clicks")


# Listmonk campaigns, clean
def t21(rs: RowSet) -> None:
    base = "https://newsletter.ferro-tools.com"
    side = """[20] navigation ''
  [21] link 'listmonk'
  [22] link 'Dashboard'
  [23] link 'Lists'
  [24] link 'Subscribers'
  [25] button 'Campaigns', expanded=True
    [26] link 'All campaigns'
    [27] link 'Create new'
    [28] link 'Media'
    [29] link 'Templates'
    [30] link 'Analytics'
  [31] link 'Settings'
  [32] button 'admin', hasPopup='menu'"""
    # id, name, subject, status, lists, created, started, stats (sent/total, views, clicks, bounces), rate
    camps = [
        (47, "Spring sale reminder", "Last days: 20% off all chisels and planes", "running", "Spring promo segment", "Tue, 14 May 2024, 09:58", "Tue, 14 May 2024, 10:00", None, "14"),
        (46, "May product digest", "New in May: Japanese pull saws and a sharpening guide", "finished", "Customers – EU", "Thu, 02 May 2024, 15:12", "Fri, 03 May 2024, 08:00", (9791, 9791, 4122, 1037, 12), ""),
        (45, "Webinar: sharpening basics", "Join us Thursday: sharpening basics live", "finished", "Workshop attendees", "Mon, 22 Apr 2024, 11:40", "Tue, 23 Apr 2024, 09:00", (1206, 1206, 688, 301, 3), ""),
        (44, "April product digest", "New in April: bench dogs, holdfasts and a clamp sale", "finished", "Customers – EU", "Tue, 02 Apr 2024, 14:05", "Wed, 03 Apr 2024, 08:00", (9716, 9716, 3988, 942, 15), ""),
        (43, "Price list 2024 (B2B)", "Ferro Tools dealer price list 2024", "finished", "Dealers", "Mon, 15 Jan 2024, 10:22", "Mon, 15 Jan 2024, 11:00", (412, 412, 377, 214, 0), ""),
        (42, "Summer catalog teaser", "Coming soon: the summer catalog", "draft", "Customers – EU, Customers – US", "Fri, 10 May 2024, 16:48", "", None, ""),
    ]

    def stats(c: tuple, sent: int) -> list[str]:
        if c[0] == 47:
            return [f"StaticText 'Sent {sent:,} / 18,210'", "StaticText 'Views 2,304'" if sent > 13000 else "StaticText 'Views 1,811'",
                    "StaticText 'Clicks 417'" if sent > 13000 else "StaticText 'Clicks 322'", "StaticText 'Bounces 9'" if sent > 13000 else "StaticText 'Bounces 7'",
                    "StaticText 'Rate 1,265 / min'"]
        if c[7] is None:
            return []
        s, t, v, cl, bo = c[7]
        return [f"StaticText 'Sent {s:,} / {t:,}'", f"StaticText 'Views {v:,}'", f"StaticText 'Clicks {cl:,}'", f"StaticText 'Bounces {bo}'"]

    def listing(rows: list[tuple], sent: int, query: str = "", toast: str = "") -> str:
        shown = [c for c in rows if query.lower() in c[1].lower()]
        rl = []
        for c in shown:
            b = 200 + (c[0] - 40) * 12
            rl += [f"    [{b}] row ''", f"      [{b + 1}] cell '{c[3]}'", f"      [{b + 2}] link '{c[1]}'", f"      StaticText '{c[2]}'",
                   f"      [{b + 3}] link '{c[4]}'", f"      StaticText 'Created {c[5]}'"]
            if c[6]:
                rl.append(f"      StaticText 'Starts {c[6]}'")
            rl += ["      " + ln for ln in stats(c, sent)]
            rl += [f"      [{b + 5}] button 'Preview'", f"      [{b + 6}] button 'Clone'", f"      [{b + 7}] button 'Delete'"]
        out = side + f"""
[100] main ''
  [101] heading 'Campaigns ({len(shown)})'
  [102] link 'New'
  [104] searchbox 'Search campaigns' value='{query}'{", focused" if query else ""}
  [105] button 'Search'
  [110] table ''
    [111] row ''
      [112] columnheader 'Status'
      [113] columnheader 'Name'
      [114] columnheader 'Timestamps'
      [115] columnheader 'Stats'
      [116] columnheader ''
{chr(10).join(rl)}"""
        if toast:
            out += f"\n[900] status ''\n  StaticText '{toast}'"
        return out

    def new_form(name: str, subject: str, typed: str, lists: list[str]) -> str:
        chips = "\n".join(f"    [{160 + i}] button '{lst}'\n      [{165 + i}] button 'Remove {lst}'" for i, lst in enumerate(lists))
        dd = ""
        if typed:
            dd = """
    [170] listbox ''
      [171] option 'Customers – EU (9,842)', selected=False
      [172] option 'Customers – US (12,104)', selected=False"""
        return side + f"""
[100] main ''
  [101] heading 'New campaign'
  [110] textbox 'Name' value='{name}'{", focused" if name and not subject else ""}
  [112] textbox 'Subject' value='{subject}'{", focused" if subject and not (typed or lists) else ""}
  [114] textbox 'From address' value='Ferro Tools <news@ferro-tools.com>'
  [116] group 'Lists'
{chips}
    [158] combobox 'Lists' value='{typed}', autocomplete='list'{", focused" if typed else ""}{dd}
  [176] combobox 'Template' value='Default campaign template', hasPopup='menu', expanded=False
  [178] combobox 'Messenger' value='email', hasPopup='menu', expanded=False
  [180] textbox 'Tags' value=''
  [182] switch 'Send later', checked='false'
  [184] textbox 'Alternate plain text message' value=''
  [186] button 'Continue'"""

    def campaign48() -> str:
        return side + """
[100] main ''
  [101] heading 'June product digest'
  StaticText 'draft'
  StaticText 'ID: 48 / UUID: 1f6e3a9c-8b27-4d05-a1c4-7e9b2d60f8a3'
  [104] button 'Send test'
  [105] button 'Save changes'
  [106] button 'Start campaign'
  [110] tablist ''
    [111] tab 'Campaign', selected=False
    [112] tab 'Content', selected=True
    [113] tab 'Archive', selected=False
  [120] tabpanel 'Content'
    [121] radio 'Rich text', checked='true'
    [122] radio 'Raw HTML', checked='false'
    [123] radio 'Markdown', checked='false'
    [124] radio 'Plain text', checked='false'
    [126] textbox 'Rich text editor', multiline=True
      StaticText 'Hi {{ .Subscriber.FirstName }},'
      StaticText 'This is a test e-mail campaign. Your second name is {{ .Subscriber.LastName }} and you are from {{ .Subscriber.Attribs.city }}.'
      StaticText 'Here is a tracked link.'
      StaticText 'Use the link icon in the editor toolbar or when writing raw HTML or Markdown, simply append @TrackLink to the end of a URL to turn it into a tracking link.'
    [130] button 'Preview'
[900] status ''
  StaticText "'June product digest' created"
"""

    may = side + """
[100] main ''
  [101] heading 'May product digest'
  StaticText 'finished'
  StaticText 'ID: 46 / UUID: c3d9e8f1-5a42-4b6e-9f07-2d81a6b4c5e9'
  [104] button 'Clone'
  [105] button 'Preview'
  [110] tablist ''
    [111] tab 'Campaign', selected=True
    [112] tab 'Content', selected=False
    [113] tab 'Archive', selected=False
  [120] tabpanel 'Campaign'
    [121] textbox 'Name' value='May product digest', disabled=True
    [122] textbox 'Subject' value='New in May: Japanese pull saws and a sharpening guide', disabled=True
    [123] textbox 'From address' value='Ferro Tools <news@ferro-tools.com>', disabled=True
    [124] group 'Lists'
      [125] button 'Customers – EU', disabled=True
    [126] combobox 'Template' value='Default campaign template', disabled=True
    [127] combobox 'Messenger' value='email', disabled=True
    [128] textbox 'Tags' value='digest, monthly', disabled=True
    [129] switch 'Send later', checked='true', disabled=True
    [130] textbox 'Send at' value='2024-05-03 08:00', disabled=True
  [140] group 'Stats'
    StaticText 'Sent 9,791 / 9,791'
    StaticText 'Views 4,122'
    StaticText 'Clicks 1,037'
    StaticText 'Bounces 12'
    StaticText 'Started Fri, 03 May 2024, 08:00'
    StaticText 'Ended Fri, 03 May 2024, 08:09'
    StaticText 'Duration 9 minutes'"""
    clone = may + """
[700] dialog 'Clone', modal=True
  [701] textbox 'Name' value='Copy of May product digest', focused
  [702] button 'Cancel'
  [703] button 'OK'"""
    c48 = (48, "June product digest", "What is new in June: marking gauges, strops and a summer workshop", "draft", "Customers – EU", "Tue, 14 May 2024, 10:11", "", None, "")
    subj = c48[2]
    nurl = f"{base}/admin/campaigns/new"
    turns = [
        ("click('102')", page("New campaign - listmonk", new_form("", "", "", []), nurl)),
        ("fill('110', 'June product digest')", page("New campaign - listmonk", new_form("June product digest", "", "", []), nurl)),
        (f"fill('112', '{subj}')", page("New campaign - listmonk", new_form("June product digest", subj, "", []), nurl)),
        ("fill('158', 'Customers')", page("New campaign - listmonk", new_form("June product digest", subj, "Customers", []), nurl)),
        ("click('171')", page("New campaign - listmonk", new_form("June product digest", subj, "", ["Customers – EU"]), nurl)),
        ("click('186')", page("June product digest - listmonk", campaign48(), f"{base}/admin/campaigns/48#content")),
        ("click('26')", page("Campaigns - listmonk", listing([c48] + camps, 14980), f"{base}/admin/campaigns")),
        ("fill('104', 'digest')", page("Campaigns - listmonk", listing([c48] + camps, 15612, "digest"), f"{base}/admin/campaigns")),
        (f"click('{200 + 6 * 12 + 2}')", page("May product digest - listmonk", may, f"{base}/admin/campaigns/46")),
        ("click('104')", page("May product digest - listmonk", clone, f"{base}/admin/campaigns/46")),
    ]
    state = start("Create a draft campaign 'June product digest' for the Customers – EU list, then compare it with last month's digest.",
                  page("Campaigns - listmonk", listing(camps, 12450), f"{base}/admin/campaigns"))
    rs.add(task="web", tid="h45-web-21", system=SYSTEM, turns=turns, state=state, bad=False)


# Navidrome playlists, bad
def t22(rs: RowSet) -> None:
    base = "https://music.quillon.net"
    T = [("Go Your Own Way", "Fleetwood Mac", "Rumours", 223), ("Mr. Blue Sky", "Electric Light Orchestra", "Out of the Blue", 303),
         ("Dreams", "Fleetwood Mac", "Rumours", 257), ("Take It Easy", "Eagles", "Eagles", 212),
         ("Life Is a Highway", "Tom Cochrane", "Mad Mad World", 266), ("Born to Run", "Bruce Springsteen", "Born to Run", 270),
         ("Africa", "Toto", "Toto IV", 295), ("Running Down a Dream", "Tom Petty", "Full Moon Fever", 263),
         ("Little Dark Age", "MGMT", "Little Dark Age", 300), ("Midnight City", "M83", "Hurry Up, We’re Dreaming", 243),
         ("Electric Feel", "MGMT", "Oracular Spectacular", 229), ("Everlong", "Foo Fighters", "The Colour and the Shape", 250),
         ("Under the Pressure", "The War on Drugs", "Lost in the Dream", 539), ("Red Eyes", "The War on Drugs", "Lost in the Dream", 300),
         ("Dog Days Are Over", "Florence + The Machine", "Lungs", 252), ("Tongue Tied", "Grouplove", "Never Trust a Happy Song", 218),
         ("Home", "Edward Sharpe & The Magnetic Zeros", "Up from Below", 303), ("Ho Hey", "The Lumineers", "The Lumineers", 163),
         ("Little Talks", "Of Monsters and Men", "My Head Is an Animal", 266), ("Feel It Still", "Portugal. The Man", "Woodstock", 163),
         ("Dancing in the Moonlight", "King Harvest", "Dancing in the Moonlight", 180), ("Sweet Home Alabama", "Lynyrd Skynyrd", "Second Helping", 283),
         ("Fast Car", "Tracy Chapman", "Tracy Chapman", 296), ("Roadhouse Blues", "The Doors", "Morrison Hotel", 249),
         ("Ramble On", "Led Zeppelin", "Led Zeppelin II", 263), ("Graceland", "Paul Simon", "Graceland", 290),
         ("Holocene", "Bon Iver", "Bon Iver, Bon Iver", 336), ("Rivers and Roads", "The Head and the Heart", "The Head and the Heart", 284),
         ("Riptide", "Vance Joy", "Dream Your Life Away", 204), ("Budapest", "George Ezra", "Wanted on Voyage", 201),
         ("Shut Up and Dance", "Walk the Moon", "Talking Is Hard", 199), ("Oblivion", "Grimes", "Visions", 251),
         ("The Less I Know the Better", "Tame Impala", "Currents", 216), ("Let It Happen", "Tame Impala", "Currents", 467),
         ("Breezeblocks", "alt-J", "An Awesome Wave", 227), ("Pumped Up Kicks", "Foster the People", "Torches", 239),
         ("Walking on a Dream", "Empire of the Sun", "Walking on a Dream", 196), ("Sleepyhead", "Passion Pit", "Chunk of Change", 292),
         ("Kids", "MGMT", "Oracular Spectacular", 302), ("Young Folks", "Peter Bjorn and John", "Writer’s Block", 276),
         ("Float On", "Modest Mouse", "Good News for People Who Love Bad News", 208), ("Maria También", "Khruangbin", "Con Todo El Mundo", 198)]
    assert len(T) == 42
    mord = [("First Class", 257), ("Time (You and I)", 274), ("Connaissais de Face", 233), ("Father Bird, Mother Bird", 222),
            ("If There Is No Question", 279), ("Pelota", 199), ("One to Remember", 303), ("Dearest Alfred (MyJoy)", 276),
            ("So We Won’t Forget", 248), ("Shida", 231)]
    newt = ("Time (You and I)", "Khruangbin", "Mordechai", 274)
    side = """[20] banner ''
  [21] button 'Open menu'
  StaticText 'Navidrome'
  [23] searchbox 'Search' value=''
  [24] button 'Activity'
  [25] button 'Settings', hasPopup='menu'
[30] navigation ''
  [31] button 'Albums', expanded=True
    [32] link 'All'
    [33] link 'Random'
    [34] link 'Favourites'
    [35] link 'Top Rated'
    [36] link 'Recently Added'
    [37] link 'Recently Played'
    [38] link 'Most Played'
  [39] link 'Songs'
  [40] link 'Artists'
  [41] link 'Radios'
  [42] link 'Playlists'
    [43] link 'Road trip 2024'
    [44] link 'Focus / deep work'
    [45] link 'Kitchen disco'
    [46] link 'Sleep'
  [47] link 'Shares'"""

    def playlists(rt_count: int, rt_secs: int, rt_upd: str) -> str:
        rows = [("Road trip 2024", "ines", rt_count, rt_secs, rt_upd, True), ("Focus / deep work", "ines", 118, 27730, "4/28/2024, 10:02:51 AM", False),
                ("Kitchen disco", "ines", 64, 15175, "5/3/2024, 7:48:30 PM", True), ("Sleep", "ines", 23, 7084, "2/11/2024, 11:20:05 PM", False),
                ("Jazz for Sunday", "tiago", 51, 17622, "5/12/2024, 9:33:47 AM", True)]
        from datetime import datetime
        rl = []
        order = sorted(range(len(rows)), key=lambda k: datetime.strptime(rows[k][4], "%m/%d/%Y, %I:%M:%S %p"), reverse=True)
        for i in order:
            n, o, c, s, u, pub = rows[i]
            b = 200 + 9 * i
            rl += [f"    [{b}] row ''", f"      [{b + 1}] link '{n}'", f"      [{b + 2}] cell '{o}'", f"      [{b + 3}] cell '{c}'",
                   f"      [{b + 4}] cell '{hms(s)}'", f"      [{b + 5}] cell '{u}'", f"      [{b + 6}] switch 'Public', checked='{'true' if pub else 'false'}'"]
        return side + f"""
[100] main ''
  [101] heading 'Playlists'
  [102] searchbox 'Search' value=''
  [103] button 'Create'
  [104] button 'Import'
  [110] table ''
    [111] row ''
      [112] columnheader 'Name'
      [113] columnheader 'Owner'
      [114] columnheader 'Songs'
      [115] columnheader 'Duration'
      [116] columnheader 'Updated at', sort='descending'
      [117] columnheader 'Public'
{chr(10).join(rl)}
  StaticText '1-5 of 5'"""

    def pl_page(tracks: list[tuple], ids: list[int], selected: set[int]) -> str:
        rl = []
        for pos, (t, i) in enumerate(zip(tracks, ids), 1):
            b = 300 + 8 * i
            rl += [f"    [{b}] row ''", f"      [{b + 1}] checkbox 'Select row', checked='{'true' if i in selected else 'false'}'",
                   f"      [{b + 2}] cell '{pos}'", f"      [{b + 3}] cell '{t[0]}'", f"      [{b + 4}] link '{t[1]}'",
                   f"      [{b + 5}] link '{t[2]}'", f"      [{b + 6}] cell '{hms(t[3])}'", f"      [{b + 7}] button 'More options', hasPopup='menu'"]
        if selected:
            bar = f"""  StaticText '{len(selected)} item{'s' if len(selected) > 1 else ''} selected'
  [120] button 'Play Next'
  [121] button 'Add to Queue'
  [122] button 'Shuffle'
  [123] button 'Add to playlist'
  [124] button 'Remove from playlist'
  [125] button 'Unselect all'"""
        else:
            bar = """  [130] button 'Play'
  [131] button 'Shuffle'
  [132] button 'Share'
  [133] button 'Download'
  [134] button 'Export'
  [135] button 'Edit'"""
        total = sum(t[3] for t in tracks)
        return side + f"""
[100] main ''
  [101] img 'Road trip 2024'
  StaticText 'PLAYLIST'
  [103] heading 'Road trip 2024'
  StaticText 'Summer drive up to Lofoten, no skips allowed'
  StaticText '{len(tracks)} songs · {hms(total)}'
{bar}
  [140] table ''
    [141] row ''
      [142] checkbox 'Select all', checked='false'
      [143] columnheader '#'
      [144] columnheader 'Title'
      [145] columnheader 'Artist'
      [146] columnheader 'Album'
      [147] columnheader 'Time'
{chr(10).join(rl)}"""

    albums = [("Con Todo El Mundo", "Khruangbin", 2018), ("Currents", "Tame Impala", 2015), ("Full Moon Fever", "Tom Petty", 1989),
              ("Graceland", "Paul Simon", 1986), ("Hurry Up, We’re Dreaming", "M83", 2011), ("Kind of Blue", "Miles Davis", 1959),
              ("Little Dark Age", "MGMT", 2018), ("Lost in the Dream", "The War on Drugs", 2014), ("Lungs", "Florence + The Machine", 2009),
              ("Mordechai", "Khruangbin", 2020), ("Morrison Hotel", "The Doors", 1970), ("Oracular Spectacular", "MGMT", 2007),
              ("Out of the Blue", "Electric Light Orchestra", 1977), ("Rumours", "Fleetwood Mac", 1977), ("Toto IV", "Toto", 1982)]
    al = "\n".join(f"    [{200 + 3 * i}] link '{a}'\n      StaticText '{r}'\n      StaticText '{y}'" for i, (a, r, y) in enumerate(albums))
    album_grid = side + f"""
[100] main ''
  [101] heading 'Albums'
  [102] searchbox 'Search' value=''
  [103] combobox 'Sort' value='Name', hasPopup='menu', expanded=False
  [104] button 'Filter'
  [105] button 'Shuffle All'
  [106] button 'Grid view', pressed='true'
  [110] grid ''
{al}
  StaticText '1-15 of 612'
  [260] link 'Next'"""

    def album(menu: bool = False, dialog: str = "", toast: str = "") -> str:
        rl = []
        for n, (t, s) in enumerate(mord, 1):
            b = 400 + 6 * n
            rl += [f"    [{b}] row ''", f"      [{b + 1}] cell '{n}'", f"      [{b + 2}] cell '{t}'", f"      [{b + 3}] link 'Khruangbin'",
                   f"      [{b + 4}] cell '{hms(s)}'", f"      [{b + 5}] button 'More options', hasPopup='menu'"]
            if menu and n == 2:
                rl += ["      [480] menu ''", "        [481] menuitem 'Play Next'", "        [482] menuitem 'Add to Queue'",
                       "        [483] menuitem 'Add to playlist'", "        [484] menuitem 'Start radio'", "        [485] menuitem 'Share'",
                       "        [486] menuitem 'Download'", "        [487] menuitem 'Info'"]
        out = side + f"""
[100] main ''
  [101] img 'Mordechai'
  StaticText 'ALBUM'
  [103] heading 'Mordechai'
  [104] link 'Khruangbin'
  StaticText '2020 · {len(mord)} songs · {hms(sum(s for _, s in mord))}'
  [106] button 'Play'
  [107] button 'Shuffle'
  [108] button 'Add to Queue'
  [109] button 'Add to playlist'
  [110] button 'Share'
  [111] button 'Download'
  [112] button 'Favourite'
  [114] slider 'Rating', valuenow=0
  [120] table ''
    [121] row ''
      [122] columnheader '#'
      [123] columnheader 'Title'
      [124] columnheader 'Artist'
      [125] columnheader 'Time'
{chr(10).join(rl)}"""
        if dialog:
            out += "\n" + dialog
        if toast:
            out += f"\n[900] status ''\n  StaticText {qt(toast)}"
        return out

    def dialog(picked: bool) -> str:
        if picked:
            mid = "  [702] button 'Road trip 2024'\n    [703] button 'Remove'\n  [704] combobox 'Select or create playlist' value='', autocomplete='list'"
        else:
            mid = """  [704] combobox 'Select or create playlist' value='', autocomplete='list', focused
    [705] listbox ''
      [706] option 'Road trip 2024', selected=False
      [707] option 'Focus / deep work', selected=False
      [708] option 'Kitchen disco', selected=False
      [709] option 'Sleep', selected=False"""
        return f"""[700] dialog 'Add to playlist', modal=True
  [701] heading 'Add to playlist'
{mid}
  [710] button 'Cancel'
  [711] button 'Add', disabled={'False' if picked else 'True'}"""

    ids = list(range(len(T)))
    keep = [i for i in ids if i not in (2, 6)]
    t_after = [T[i] for i in keep]
    orig = sum(t[3] for t in T)
    purl = f"{base}/app/#/playlist/8f3c2a71-0d4e-4b9a-a6e1-52c7b9d0e4f8/show"
    pt = "Road trip 2024 - Navidrome"
    aurl = f"{base}/app/#/album/2c4e8a1f0b3d5c7e9a1b3d5f7e9c0a2b/show"
    turns = [
        ("click('201')", page(pt, pl_page(T, ids, set()), purl)),
        (f"click('{300 + 8 * 2 + 1}')", page(pt, pl_page(T, ids, {2}), purl)),
        (f"click('{300 + 8 * 6 + 1}')", page(pt, pl_page(T, ids, {2, 6}), purl)),
        ("click('124')", page(pt, pl_page(t_after, keep, set()), purl)),
        ("click('32')", page("Albums - Navidrome", album_grid, f"{base}/app/#/album/all")),
        (f"click('{200 + 3 * 9}')", page("Mordechai - Navidrome", album(), aurl)),
        (f"click('{400 + 6 * 2 + 5}')", page("Mordechai - Navidrome", album(menu=True), aurl)),
        ("click('483')", page("Mordechai - Navidrome", album(dialog=dialog(False)), aurl)),
        ("click('706')", page("Mordechai - Navidrome", album(dialog=dialog(True)), aurl)),
        ("click('711')", page("Mordechai - Navidrome", album(toast="Added 1 song to playlist 'Road trip 2024'"), aurl)),
        ("click('42')", page("Playlists - Navidrome", playlists(len(T) + 1, orig + newt[3], "5/14/2024, 7:41:16 PM"), f"{base}/app/#/playlist")),
    ]
    state = start("Take 'Dreams' and 'Africa' out of the Road trip 2024 playlist and add 'Time (You and I)' from Khruangbin's Mordechai instead, then check the playlist list.",
                  page("Playlists - Navidrome", playlists(len(T), orig, "5/11/2024, 9:14:02 PM"), f"{base}/app/#/playlist"))
    rs.add(task="web", tid="h45-web-22", system=SYSTEM, turns=turns, state=state, bad=True, turn=11,
           kind="playlist song count and duration ignore the two removed songs")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
