# ruff: noqa: E501
"""Held-out set holdout33, domain web: 22 BrowserGym trajectories (11 with one contradiction).

Each observation is a BrowserGym accessibility tree (``axtree``) after a BrowserGym action on element bids.
Run from the repository root: ``python3 -m tests.decoherence.independent.holdout33_parts.web.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

SYSTEM = """# Role and Objective

You are a **Web World Model**, a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state
3. **Browser Action**: A browser control action

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
dblclick(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
hover(bid: str)
fill(bid: str, value: str, enable_autocomplete_menu: bool = False)
clear(bid: str)
select_option(bid: str, options: str | list[str])
keyboard_press(key: str)
keyboard_type(text: str)
tab_focus(index: int)
new_tab()
tab_close()
go_back()
go_forward()
goto(url: str)
send_msg_to_user(text: str)
report_infeasible(reason: str)
```

# Content Requirements

1. Determine whether the action is a page-changing action (link click, menu selection, tab switch, pagination, search submission, modal opening, reload, browser navigation) or a local-edit action.
2. For a page-changing action, update the page-level state first: URL, title, main heading, visible main content, and newly loaded or removed sections.
3. For a local-edit action, preserve the full page state and modify only the directly affected nodes, field values, focus, and immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged page state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

The page state is a BrowserGym accessibility tree: an optional `URL:` line, then `RootWebArea '<title>', focused`, then one node per line indented with tabs; interactive nodes carry their bid in brackets, e.g. `[142] link 'Issues'`. Preserve this representation exactly; do not add fields, metadata or browser internals that the current page state does not have.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def blk(text: str) -> list[str]:
    """Tree lines written with two spaces per level -> tab-indented lines (axtree adds the root tab)."""
    out = []
    for line in text.strip("\n").split("\n"):
        if not line.strip():
            continue
        n = len(line) - len(line.lstrip(" "))
        out.append("\t" * (n // 2) + line.lstrip(" "))
    return out


def page(title: str, url: str, text: str) -> str:
    return axtree(title, blk(text), url)


def grid(base: int, headers: list[str], rows: list[list[str]], ind: int, links: tuple[int, ...] = (), name: str = "") -> str:
    """A table in the two-space notation: header row at base+1, data row i at base+20*i; link cells get a link child."""
    sp = "  " * ind
    out = [f"{sp}[{base}] table '{name}'", f"{sp}  [{base + 1}] row ''"]
    out += [f"{sp}    [{base + 2 + j}] columnheader '{h}'" for j, h in enumerate(headers)]
    for i, r in enumerate(rows, 1):
        rb = base + 20 * i
        out.append(f"{sp}  [{rb}] row ''")
        for j, c in enumerate(r):
            cb = rb + 1 + 2 * j
            if j in links and c:
                out.append(f"{sp}    [{cb}] cell ''")
                out.append(f"{sp}      [{cb + 1}] link '{c}'")
            else:
                out.append(f"{sp}    [{cb}] cell '{c}'")
    return "\n".join(out)


def act(s: str) -> str:
    return s


# Redmine issue tracker, clean
def t01(rs: RowSet) -> None:
    base = "https://redmine.halvorsen-eng.no"

    def chrome(active: str) -> str:
        tabs = ["Overview", "Activity", "Roadmap", "Issues", "New issue", "Spent time", "Gantt", "Calendar", "News", "Documents", "Wiki", "Files", "Settings"]
        menu = "\n".join(f"      [{40 + i}] link '{t}'" for i, t in enumerate(tabs) if active)
        return f"""
[10] navigation 'Top menu'
  [11] link 'Home'
  [12] link 'My page'
  [13] link 'Projects'
  [14] link 'Help'
  StaticText 'Logged in as'
  [15] link 'tlie'
  [16] link 'My account'
  [17] link 'Sign out'
[20] banner ''
  [21] search ''
    [22] link 'Search'
    StaticText ':'
    [23] searchbox 'Search'
  [24] button 'Jump to a project...'
    StaticText 'Kestrel Firmware'
  [25] heading 'Kestrel Firmware'
  [30] navigation 'Main menu'
    [31] list ''
{menu}"""

    issues_before = [
        ["4823", "Bug", "New", "Normal", "UART DMA overrun at 921600 baud on rev C boards", "Torbjørn Lie", "2024-11-04 10:04", "3.2.0"],
        ["4817", "Bug", "New", "High", "Watchdog reset during OTA image verification", "Torbjørn Lie", "2024-11-01 16:47", "3.2.0"],
        ["4809", "Feature", "In Progress", "Normal", "Add CRC32 check to bootloader handoff", "Torbjørn Lie", "2024-10-31 13:22", "3.2.0"],
        ["4796", "Task", "In Progress", "Low", "Migrate CI toolchain to arm-none-eabi 13.3", "Torbjørn Lie", "2024-10-30 09:15", "3.2.0"],
        ["4781", "Bug", "Feedback", "Normal", "BLE advertising interval ignores config value", "Torbjørn Lie", "2024-10-28 11:40", "3.1.4"],
        ["4765", "Support", "New", "Normal", "Field team question: LED blink codes on fault", "Torbjørn Lie", "2024-10-24 08:52", ""],
        ["4702", "Feature", "New", "Low", "Expose battery impedance via diagnostics service", "Torbjørn Lie", "2024-10-15 14:30", "3.3.0"],
        ["4688", "Task", "New", "Normal", "Document flash partition layout for rev D", "Torbjørn Lie", "2024-10-11 10:05", "3.3.0"],
    ]
    issues_after = [["4817", "Bug", "In Progress", "High", "Watchdog reset during OTA image verification", "Torbjørn Lie", "2024-11-04 10:27", "3.2.0"]] + \
        [r for r in issues_before if r[0] != "4817"]

    def issue_list(rows: list[list[str]], url: str) -> str:
        tbl = grid(300, ["#", "Tracker", "Status", "Priority", "Subject", "Assignee", "Updated", "Target version"], rows, 3, links=(0, 4, 5, 7), name="Issues")
        return page("Issues - Kestrel Firmware - Halvorsen Engineering Redmine",
                    url,
                    chrome("Issues") + """
[60] main ''
  [61] heading 'Issues'
  [62] group 'Filters'
    [63] checkbox 'Status', checked='true'
    [64] combobox 'Status' value='open', hasPopup='menu', expanded=False
    [65] checkbox 'Assignee', checked='true'
    [66] combobox 'Assignee operator' value='is', hasPopup='menu', expanded=False
    [67] combobox 'Assignee' value='<< me >>', hasPopup='menu', expanded=False
    [68] combobox 'Add filter' value='', hasPopup='menu', expanded=False
  [69] group 'Options'
  [70] link 'Apply'
  [71] link 'Clear'
  [72] link 'Save'
  [73] form ''
    [74] region ''
""" + tbl + f"""
  StaticText '(1-{len(rows)}/{len(rows)})'
  StaticText 'Per page:'
  StaticText '25'
  [500] link '50'
  [501] link '100'
  StaticText 'Also available in:'
  [502] link 'Atom'
  [503] link 'CSV'
  [504] link 'PDF'
[510] complementary ''
  [511] heading 'Issues'
  [512] link 'View all issues'
  [513] link 'Summary'
  [514] heading 'Custom queries'
  [515] link 'Open bugs for 3.2.0'
  [516] link 'Rev C hardware issues'
  [517] link 'Unassigned support requests'
[520] contentinfo ''
  StaticText 'Powered by'
  [521] link 'Redmine'
  StaticText '© 2006-2024 Jean-Philippe Lang'""")

    def issue(status: str, spent: str, updated: str, extra_journal: bool, flash: bool, form: dict[str, str] | None) -> str:
        journal3 = """
    [440] heading '#3'
    StaticText 'Updated by'
    [441] link 'Torbjørn Lie'
    [442] link 'less than a minute ago'
    [443] list ''
      [444] listitem ''
        StaticText 'Status changed from New to In Progress'
    StaticText 'Reproduced on rev C bench unit SN KC-0C-11842 with a 412 KB image: SHA-256 over external flash takes 2.3 s at 16 MHz SPI, IWDG is 2 s. Plan: feed the watchdog between 4 KB blocks and raise SPI clock to 32 MHz during verification.'""" if extra_journal else ""
        flash_txt = "\n[98] status ''\n  StaticText 'Successful update.'" if flash else ""
        nav = "  StaticText '1 of 8'" if extra_journal else "  [106] link '« Previous'\n  StaticText '2 of 8'"
        form_txt = ""
        if form is not None:
            notes_txt = f"\n        StaticText '{form['notes']}'" if form["notes"] else ""
            form_txt = f"""
  [450] form 'Edit'
    [451] group 'Change properties'
      [452] combobox 'Tracker' value='Bug', hasPopup='menu', expanded=False
      [453] textbox 'Subject' value='Watchdog reset during OTA image verification'
      StaticText 'Description'
      [454] link 'Edit'
      [455] combobox 'Status' value='{form['status']}', hasPopup='menu', expanded=False
      [456] combobox 'Priority' value='High', hasPopup='menu', expanded=False
      [457] combobox 'Assignee' value='Torbjørn Lie', hasPopup='menu', expanded=False
      [458] combobox 'Category' value='Bootloader', hasPopup='menu', expanded=False
      [459] combobox 'Target version' value='3.2.0', hasPopup='menu', expanded=False
      [460] textbox 'Start date' value='2024-10-29'
      [461] textbox 'Due date' value='2024-11-08'
      [462] textbox 'Estimated time' value='6.00'
      StaticText 'Hours'
      [463] combobox '% Done' value='0 %', hasPopup='menu', expanded=False
      [464] textbox 'Found in build' value='3.1.3-rc2'
    [465] group 'Log time'
      [466] textbox 'Spent time' value='{form['hours']}'{', focused' if form.get('focus') == 'hours' else ''}
      StaticText 'Hours'
      [467] combobox 'Activity' value='{form['activity']}', hasPopup='menu', expanded=False
      [468] textbox 'Comment' value=''
    [469] group 'Notes'
      [470] textbox 'Notes'{', focused' if form.get('focus') == 'notes' else ''}{notes_txt}
      [471] checkbox 'Private notes', checked='false'
    [472] group 'Files'
      [473] button 'Choose Files'
      StaticText '(Maximum size: 20 MB)'
    [474] button 'Submit'
    [475] link 'Preview'
    [476] link 'Cancel'"""
        return page("Bug #4817: Watchdog reset during OTA image verification - Kestrel Firmware - Halvorsen Engineering Redmine",
                    f"{base}/issues/4817" + ("#update" if form is not None else ""),
                    chrome("Issues") + flash_txt + f"""
[100] main ''
  [101] link 'Edit'
  [102] link 'Log time'
  [103] link 'Watch'
  [104] link 'Copy'
  [105] button 'Actions'
{nav}
  [107] link 'Next »'
  [108] heading 'Bug #4817'
  [110] article ''
    [111] heading 'Watchdog reset during OTA image verification'
    StaticText 'Added by'
    [112] link 'Ingrid Halvorsen'
    [113] link '6 days ago'
    StaticText '. Updated'
    [114] link '{updated}'
    StaticText '.'
    [120] table ''
      [121] row ''
        [122] rowheader 'Status:'
        [123] cell '{status}'
        [124] rowheader 'Start date:'
        [125] cell '2024-10-29'
      [126] row ''
        [127] rowheader 'Priority:'
        [128] cell 'High'
        [129] rowheader 'Due date:'
        [130] cell '2024-11-08'
      [131] row ''
        [132] rowheader 'Assignee:'
        [133] cell ''
          [134] link 'Torbjørn Lie'
        [135] rowheader '% Done:'
        [136] cell '0%'
      [137] row ''
        [138] rowheader 'Category:'
        [139] cell 'Bootloader'
        [140] rowheader 'Estimated time:'
        [141] cell '6.00 h'
      [142] row ''
        [143] rowheader 'Target version:'
        [144] cell ''
          [145] link '3.2.0'
        [146] rowheader 'Spent time:'
        [147] cell ''
          [148] link '{spent}'
      [149] row ''
        [150] rowheader 'Found in build:'
        [151] cell '3.1.3-rc2'
    [160] heading 'Description'
    [161] link 'Quote'
    StaticText 'When verifying a 412 KB OTA image on rev C, the independent watchdog (IWDG, 2 s timeout) fires before the SHA-256 verification finishes. Reproduces about 3 out of 10 attempts on battery power, never on the bench supply.'
    [162] list ''
      [163] listitem ''
        StaticText 'Firmware 3.1.3-rc2, bootloader 1.9.0'
      [164] listitem ''
        StaticText 'External flash: W25Q64JV, SPI at 16 MHz'
    [170] heading 'Files'
    [171] link 'ota_wdt_log_2024-10-29.txt'
    StaticText '(18.4 KB)'
    StaticText 'Ingrid Halvorsen, 2024-10-29 14:12'
    [172] heading 'Related issues'
    StaticText 'Related to'
    [173] link 'Feature #4809'
    StaticText ': Add CRC32 check to bootloader handoff'
    StaticText 'In Progress'
  [400] region 'History'
    [401] heading 'History'
    [402] tablist ''
      [403] tab 'History', selected=True
      [404] tab 'Notes', selected=False
      [405] tab 'Property changes', selected=False
      [406] tab 'Time entries', selected=False
    [410] heading '#1'
    StaticText 'Updated by'
    [411] link 'Ingrid Halvorsen'
    [412] link '6 days ago'
    [413] list ''
      [414] listitem ''
        StaticText 'Assignee set to Torbjørn Lie'
    [420] heading '#2'
    StaticText 'Updated by'
    [421] link 'Ingrid Halvorsen'
    [422] link '3 days ago'
    [423] list ''
      [424] listitem ''
        StaticText 'Priority changed from Normal to High'
    StaticText 'Seen twice more on the Tromsø pilot units. Raising priority.'{journal3}{form_txt}
  [490] link 'Edit'
  [491] link 'Log time'
  [492] link 'Watch'
[510] complementary ''
  [511] heading 'Issues'
  [512] link 'View all issues'
  [513] link 'Summary'
  [530] heading 'Watchers (2)'
  [531] link 'Ingrid Halvorsen'
  [532] link 'Torbjørn Lie'
[520] contentinfo ''
  StaticText 'Powered by'
  [521] link 'Redmine'
  StaticText '© 2006-2024 Jean-Philippe Lang'""")

    notes = "Reproduced on rev C bench unit SN KC-0C-11842 with a 412 KB image: SHA-256 over external flash takes 2.3 s at 16 MHz SPI, IWDG is 2 s. Plan: feed the watchdog between 4 KB blocks and raise SPI clock to 32 MHz during verification."
    f0 = {"status": "New", "hours": "", "activity": "--- Please select ---", "notes": ""}
    f1 = dict(f0, status="In Progress")
    f2 = dict(f1, hours="1.5", focus="hours")
    f3 = dict(f2, activity="Investigation")
    f3.pop("focus")
    f4 = dict(f3, notes=notes, focus="notes")
    time_entries = page("Spent time - Kestrel Firmware - Halvorsen Engineering Redmine",
                        f"{base}/projects/kestrel-fw/time_entries?issue_id=~4817",
                        chrome("Spent time") + """
[60] main ''
  [61] link 'Log time'
  [62] heading 'Spent time'
  [63] group 'Filters'
    [64] checkbox 'Date', checked='true'
    [65] combobox 'Date' value='any', hasPopup='menu', expanded=False
    [66] checkbox 'Issue', checked='true'
    [67] combobox 'Issue operator' value='~', hasPopup='menu', expanded=False
    [68] textbox 'Issue' value='4817'
  [70] link 'Apply'
  [71] link 'Clear'
  [72] tablist ''
    [73] tab 'Details', selected=True
    [74] tab 'Report', selected=False
  StaticText 'Total time: 3.50 hours'
""" + grid(300, ["Date", "User", "Activity", "Issue", "Comment", "Hours"], [
                            ["2024-11-04", "Torbjørn Lie", "Investigation", "Bug #4817: Watchdog reset during OTA image verification", "", "1.50"],
                            ["2024-11-01", "Ingrid Halvorsen", "Testing", "Bug #4817: Watchdog reset during OTA image verification", "Soak test on 5 pilot units, 2 resets", "0.75"],
                            ["2024-10-29", "Ingrid Halvorsen", "Investigation", "Bug #4817: Watchdog reset during OTA image verification", "Initial triage, log capture", "1.25"],
                        ], 1, links=(1, 3), name="Time entries") + """
  StaticText '(1-3/3)'
  StaticText 'Also available in:'
  [502] link 'Atom'
  [503] link 'CSV'
[520] contentinfo ''
  StaticText 'Powered by'
  [521] link 'Redmine'
  StaticText '© 2006-2024 Jean-Philippe Lang'""")
    turns = [
        (act("click('342')"), issue("New", "2.00 h", "3 days ago", False, False, None)),
        (act("click('101')"), issue("New", "2.00 h", "3 days ago", False, False, f0)),
        (act("select_option('455', 'In Progress')"), issue("New", "2.00 h", "3 days ago", False, False, f1)),
        (act("fill('466', '1.5')"), issue("New", "2.00 h", "3 days ago", False, False, f2)),
        (act("select_option('467', 'Investigation')"), issue("New", "2.00 h", "3 days ago", False, False, f3)),
        (act(f"fill('470', '{notes}')"), issue("New", "2.00 h", "3 days ago", False, False, f4)),
        (act("click('474')"), issue("In Progress", "3.50 h", "less than a minute ago", True, True, None)),
        (act("click('148')"), time_entries),
        (act("click('43')"), issue_list(issues_after, f"{base}/projects/kestrel-fw/issues")),
    ]
    rs.add(task="web", tid="h33-web-01", system=SYSTEM, turns=turns, state=issue_list(issues_before, f"{base}/projects/kestrel-fw/issues?set_filter=1&f[]=status_id&op[status_id]=o&f[]=assigned_to_id&op[assigned_to_id]==&v[assigned_to_id][]=me&sort=updated_on:desc"), bad=False)


# Grafana dashboards, bad
def t02(rs: RowSet) -> None:
    base = "https://grafana.nordlys-logistics.io"
    uid = "fdx82kq1mzwg0a"

    def top(crumbs: list[str]) -> str:
        cr = "\n".join(f"    [{23 + i}] link '{c}'" for i, c in enumerate(crumbs))
        return f"""
[20] banner ''
  [21] link 'Go to home'
  [22] navigation 'Breadcrumbs'
{cr}
  [30] button 'Search or jump to...'
    StaticText 'ctrl+k'
  [31] button 'New'
  [32] button 'Help'
  [33] button 'News'
  [34] button 'Profile'
    image 'Emil Berg'
[35] button 'Open menu'"""

    browse = page("Dashboards - Grafana", f"{base}/dashboards", top(["Home", "Dashboards"]) + """
[40] main ''
  [41] heading 'Dashboards'
  StaticText 'Create and manage dashboards to visualize your data'
  [42] button 'New'
  [43] textbox 'Search for dashboards and folders'
  [44] combobox 'Filter by tag' value='', hasPopup='listbox', expanded=False
  [45] checkbox 'Starred', checked='false'
  [46] radiogroup 'View as'
    [47] radio 'View as folders', checked='true'
    [48] radio 'View as list', checked='false'
  [49] combobox 'Sort' value='Alphabetically (A-Z)', hasPopup='listbox', expanded=False
  [50] table ''
    [51] row ''
      [52] checkbox 'Select all', checked='false'
      [53] columnheader 'Name'
      [54] columnheader 'Tags'
    [60] row ''
      [61] checkbox 'Select folder Core Platform', checked='false'
      [62] button 'Expand folder Core Platform'
      [63] link 'Core Platform'
    [64] row ''
      [65] checkbox 'Select folder Databases', checked='false'
      [66] button 'Expand folder Databases'
      [67] link 'Databases'
    [68] row ''
      [69] checkbox 'Select folder Network', checked='false'
      [70] button 'Expand folder Network'
      [71] link 'Network'
    [72] row ''
      [73] checkbox 'Select folder Warehouse', checked='false'
      [74] button 'Expand folder Warehouse'
      [75] link 'Warehouse'
    [76] row ''
      [77] checkbox 'Select dashboard Grafana usage (org 1)', checked='false'
      [78] link 'Grafana usage (org 1)'
      StaticText 'meta'
    [79] row ''
      [80] checkbox 'Select dashboard Kubernetes / Cluster overview', checked='false'
      [81] link 'Kubernetes / Cluster overview'
      StaticText 'k8s'
      StaticText 'overview'
    [82] row ''
      [83] checkbox 'Select dashboard On-call handover', checked='false'
      [84] link 'On-call handover'
      StaticText 'oncall'""")

    results = page("Dashboards - Grafana", f"{base}/dashboards?query=warehouse", top(["Home", "Dashboards"]) + """
[40] main ''
  [41] heading 'Dashboards'
  StaticText 'Create and manage dashboards to visualize your data'
  [42] button 'New'
  [43] textbox 'Search for dashboards and folders', focused
    StaticText 'warehouse'
  [44] combobox 'Filter by tag' value='', hasPopup='listbox', expanded=False
  [45] checkbox 'Starred', checked='false'
  [46] radiogroup 'View as'
    [47] radio 'View as folders', checked='false'
    [48] radio 'View as list', checked='true'
  [49] combobox 'Sort' value='Alphabetically (A-Z)', hasPopup='listbox', expanded=False
  [90] table ''
    [91] row ''
      [92] checkbox 'Select all', checked='false'
      [93] columnheader 'Name'
      [94] columnheader 'Location'
      [95] columnheader 'Tags'
    [100] row ''
      [101] checkbox 'Select folder Warehouse', checked='false'
      [102] link 'Warehouse'
      StaticText 'Dashboards'
    [104] row ''
      [105] checkbox 'Select dashboard Warehouse API – Errors', checked='false'
      [106] link 'Warehouse API – Errors'
      StaticText 'Warehouse'
      StaticText 'api'
      StaticText 'errors'
    [108] row ''
      [109] checkbox 'Select dashboard Warehouse API – Latency', checked='false'
      [110] link 'Warehouse API – Latency'
      StaticText 'Warehouse'
      StaticText 'api'
      StaticText 'latency'
      StaticText 'sla'
    [112] row ''
      [113] checkbox 'Select dashboard Warehouse DB – PostgreSQL', checked='false'
      [114] link 'Warehouse DB – PostgreSQL'
      StaticText 'Databases'
      StaticText 'postgres'
      StaticText 'warehouse'
    [116] row ''
      [117] checkbox 'Select dashboard Warehouse scanner fleet', checked='false'
      [118] link 'Warehouse scanner fleet'
      StaticText 'Warehouse'
      StaticText 'iot'
      StaticText 'scanners'""")

    def dash(rng: str, label: str, picker_open: bool, vals: dict[str, str], legend: list[list[str]]) -> str:
        picker = ""
        if picker_open:
            quick = ["Last 5 minutes", "Last 15 minutes", "Last 30 minutes", "Last 1 hour", "Last 3 hours", "Last 6 hours", "Last 12 hours",
                     "Last 24 hours", "Last 2 days", "Last 7 days", "Last 30 days", "Last 90 days", "Yesterday", "Today so far", "This week so far"]
            ql = "\n".join(f"      [{260 + i}] option '{q}', selected={q == label}" for i, q in enumerate(quick))
            picker = f"""
  [240] dialog 'Time range'
    [241] heading 'Absolute time range'
    [242] textbox 'From' value='now-{rng}'
    [243] button 'Open calendar'
    [244] textbox 'To' value='now'
    [245] button 'Open calendar'
    [246] button 'Apply time range'
    StaticText 'It looks like you haven't used this time picker before. As soon as you enter some time intervals, recently used intervals will appear here.'
    [247] textbox 'Search quick ranges'
    [248] listbox 'Quick ranges'
{ql}
    StaticText 'Browser Time'
    StaticText 'Germany, CET UTC+01:00'
    [280] button 'Change time settings'"""
        leg = grid(330, ["Name", "Mean", "Max", "Last *"], legend, 2, name="Legend")
        return page("Warehouse API – Latency - Dashboards - Grafana", f"{base}/d/{uid}/warehouse-api-latency?orgId=1&from=now-{rng}&to=now&refresh=30s",
                    top(["Home", "Dashboards", "Warehouse", "Warehouse API – Latency"]) + f"""
[200] toolbar 'Dashboard toolbar'
  [201] button 'Mark as favorite'
  [202] button 'Share dashboard'
  [203] button 'Add'
  [204] button 'Dashboard settings'
  [205] button 'Time range zoom out'
  [206] button 'Time range picker with current time range {label}', expanded={picker_open}
    StaticText '{label}'
  [207] button 'Time range zoom in'
  [208] button 'Refresh dashboard'
  [209] button 'Auto refresh turned on. Choose refresh time interval', expanded=False
    StaticText '30s'
  [210] button 'Toggle kiosk mode'{picker}
[220] main ''
  [221] group 'Variables'
    StaticText 'datasource'
    [222] combobox 'datasource' value='Prometheus (prod-eu)', hasPopup='listbox', expanded=False
    StaticText 'cluster'
    [223] combobox 'cluster' value='prod-eu-1', hasPopup='listbox', expanded=False
    StaticText 'service'
    [224] combobox 'service' value='warehouse-api', hasPopup='listbox', expanded=False
    StaticText 'endpoint'
    [225] combobox 'endpoint' value='All', hasPopup='listbox', expanded=False
  [300] region 'p95 latency'
    [301] heading 'p95 latency'
    [302] button 'Menu for panel with title p95 latency'
    StaticText '{vals['p95']}'
  [303] region 'p99 latency'
    [304] heading 'p99 latency'
    [305] button 'Menu for panel with title p99 latency'
    StaticText '{vals['p99']}'
  [306] region 'Requests / s'
    [307] heading 'Requests / s'
    [308] button 'Menu for panel with title Requests / s'
    StaticText '{vals['rps']}'
  [309] region 'Error rate (5xx)'
    [310] heading 'Error rate (5xx)'
    [311] button 'Menu for panel with title Error rate (5xx)'
    StaticText '{vals['err']}'
  [312] region 'SLO budget remaining (30d)'
    [313] heading 'SLO budget remaining (30d)'
    [314] button 'Menu for panel with title SLO budget remaining (30d)'
    StaticText '{vals['slo']}'
  [320] region 'Latency by endpoint (p95)'
    [321] heading 'Latency by endpoint (p95)'
    [322] button 'Menu for panel with title Latency by endpoint (p95)'
    [323] img 'Time series graph'
{leg}
  [420] button 'Row: Upstream dependencies', expanded=False
    StaticText '(4 panels)'
  [421] button 'Row: Pods and resources', expanded=False
    StaticText '(6 panels)'""")

    v1 = {"p95": "412 ms", "p99": "1.08 s", "rps": "1.27K", "err": "0.41%", "slo": "71.6%"}
    l1 = [["GET /v2/stock", "86.2 ms", "311 ms", "79.4 ms"], ["GET /v2/locations", "41.7 ms", "188 ms", "38.9 ms"],
          ["POST /v2/picklists", "214 ms", "1.42 s", "197 ms"], ["PUT /v2/shipments/{id}", "305 ms", "2.07 s", "288 ms"],
          ["POST /v2/inbound/asn", "512 ms", "1.86 s", "476 ms"]]
    v2 = {"p95": "438 ms", "p99": "1.21 s", "rps": "1.19K", "err": "0.37%", "slo": "71.6%"}
    l2 = [["GET /v2/stock", "91.8 ms", "642 ms", "80.1 ms"], ["GET /v2/locations", "43.0 ms", "233 ms", "39.2 ms"],
          ["POST /v2/picklists", "226 ms", "1.97 s", "201 ms"], ["PUT /v2/shipments/{id}", "318 ms", "2.64 s", "284 ms"],
          ["POST /v2/inbound/asn", "547 ms", "3.12 s", "471 ms"]]

    def settings(view: str, u: str) -> str:
        tabs = ["General", "Annotations", "Variables", "Links", "Versions", "Permissions", "JSON Model"]
        sel = {"settings": "General", "dashboard_json": "JSON Model"}[view]
        tl = "\n".join(f"    [{510 + i}] tab '{t}', selected={t == sel}" for i, t in enumerate(tabs))
        if view == "settings":
            body = """
  [530] heading 'General'
  [531] textbox 'Title' value='Warehouse API – Latency'
  [532] textbox 'Description' value='SLO view for warehouse-api (owner: team-fulfilment). Alerts: see Alerting > Warehouse.'
  StaticText 'Tags'
  [533] textbox 'New tag (enter key to add)'
  [534] button 'Add'
  StaticText 'api'
  [535] button 'Remove tag: api'
  StaticText 'latency'
  [536] button 'Remove tag: latency'
  StaticText 'sla'
  [537] button 'Remove tag: sla'
  [538] combobox 'Folder' value='Warehouse', hasPopup='listbox', expanded=False
  StaticText 'Editable'
  [539] radio 'Editable', checked='true'
  [540] radio 'Read-only', checked='false'
  [541] heading 'Time options'
  [542] combobox 'Time zone' value='Default', hasPopup='listbox', expanded=False
  [543] combobox 'Week start' value='Default', hasPopup='listbox', expanded=False
  [544] textbox 'Auto refresh' value='5s,10s,30s,1m,5m,15m,30m,1h,2h,1d'
  [545] textbox 'Now delay' value=''
  [546] switch 'Hide time picker', checked='false'
  [547] heading 'Graph tooltip'
  [548] radio 'Default', checked='true'
  [549] radio 'Shared crosshair', checked='false'
  [550] radio 'Shared tooltip', checked='false'
  [551] heading 'Danger zone'
  [552] button 'Delete dashboard'"""
        else:
            js = ['{', '  "annotations": {', '    "list": [', '      {', '        "builtIn": 1,', '        "datasource": {', '          "type": "grafana",',
                  '          "uid": "-- Grafana --"', '        },', '        "enable": true,', '        "hide": true,', '        "iconColor": "rgba(0, 211, 255, 1)",',
                  '        "name": "Annotations & Alerts",', '        "type": "dashboard"', '      },', '      {', '        "datasource": {', '          "type": "prometheus",',
                  '          "uid": "${datasource}"', '        },', '        "enable": true,', '        "expr": "changes(kube_deployment_status_observed_generation{deployment=\\"warehouse-api\\"}[2m]) > 0",',
                  '        "iconColor": "#FF9830",', '        "name": "Deploys"', '      }', '    ]', '  },', '  "description": "SLO view for warehouse-api (owner: team-fulfilment). Alerts: see Alerting > Warehouse.",',
                  '  "editable": true,', '  "fiscalYearStartMonth": 0,', '  "graphTooltip": 0,', '  "id": 287,', '  "links": [],', '  "panels": [', '    {',
                  '      "datasource": {', '        "type": "prometheus",', '        "uid": "${datasource}"', '      },']
            jl = "\n".join(f"    StaticText '{ln}'" for ln in js)
            body = f"""
  [530] heading 'JSON Model'
  StaticText 'The JSON model below is the data structure that defines the dashboard. This includes dashboard settings, panel settings, layout, queries, and so on.'
  [531] code ''
    [532] textbox 'Editor content;Press Alt+F1 for Accessibility Options.', multiline
{jl}
  [560] button 'Save changes'
  [561] button 'Copy to clipboard'"""
        return page("Warehouse API – Latency - Settings - Dashboards - Grafana", f"{base}/d/{u}/warehouse-api-latency?orgId=1&from=now-6h&to=now&refresh=30s&editview={view}",
                    top(["Home", "Dashboards", "Warehouse", "Warehouse API – Latency", "Settings"]) + f"""
[500] toolbar 'Dashboard settings toolbar'
  [501] button 'Back to dashboard'
  [502] button 'Discard'
  [503] button 'Save dashboard'
[505] main ''
  [506] heading 'Settings'
  [507] navigation 'Settings'
    [508] tablist ''
{tl}""" + body)

    alerting = page("Alert rules - Alerting - Grafana", f"{base}/alerting/list", top(["Home", "Alerting", "Alert rules"]) + """
[600] main ''
  [601] heading 'Alert rules'
  StaticText 'Rules that determine whether an alert will fire'
  [602] textbox 'Search' value=''
  [603] combobox 'Data source' value='All data sources', hasPopup='listbox', expanded=False
  [604] combobox 'Dashboard' value='', hasPopup='listbox', expanded=False
  [605] radiogroup 'State'
    [606] radio 'Firing', checked='false'
    [607] radio 'Normal', checked='false'
    [608] radio 'Pending', checked='false'
  [609] radiogroup 'View as'
    [610] radio 'Grouped', checked='true'
    [611] radio 'List', checked='false'
    [612] radio 'State', checked='false'
  StaticText '17 rules: 1 firing, 1 pending, 15 normal'
  [613] button 'New alert rule'
  [614] button 'Export'
  [620] heading 'Grafana'
  [621] button 'Collapse Core Platform > kube-slo', expanded=False
    StaticText 'Core Platform > kube-slo'
    StaticText '5 rules: 5 normal'
  [622] button 'Collapse Databases > postgres', expanded=False
    StaticText 'Databases > postgres'
    StaticText '4 rules: 1 pending, 3 normal'
  [623] button 'Collapse Network > edge', expanded=False
    StaticText 'Network > edge'
    StaticText '3 rules: 3 normal'
  [624] button 'Collapse Warehouse > warehouse-api-slo', expanded=True
    StaticText 'Warehouse > warehouse-api-slo'
    StaticText '3 rules: 3 normal'
    StaticText 'Every 1m'
  [630] table ''
    [631] row ''
      [632] columnheader 'State'
      [633] columnheader 'Name'
      [634] columnheader 'Health'
      [635] columnheader 'Summary'
      [636] columnheader 'Actions'
    [640] row ''
      StaticText 'Normal'
      [641] link 'Warehouse API p95 latency > 800 ms'
      StaticText 'ok'
      StaticText 'p95 over 5m for service warehouse-api'
      [642] button 'View'
      [643] button 'More'
    [645] row ''
      StaticText 'Normal'
      [646] link 'Warehouse API 5xx rate > 2%'
      StaticText 'ok'
      StaticText '5xx ratio over 5m'
      [647] button 'View'
      [648] button 'More'
    [650] row ''
      StaticText 'Normal'
      [651] link 'Warehouse API SLO burn rate (1h/5m)'
      StaticText 'ok'
      StaticText 'Fast burn of the 99.5% monthly latency SLO'
      [652] button 'View'
      [653] button 'More'
  [660] button 'Collapse Warehouse > scanners', expanded=False
    StaticText 'Warehouse > scanners'
    StaticText '2 rules: 1 firing, 1 normal'
  [661] heading 'Mimir / Cortex / Loki'
  StaticText 'No rules found.'""")

    turns = [
        (act("fill('43', 'warehouse')"), results),
        (act("click('110')"), dash("1h", "Last 1 hour", False, v1, l1)),
        (act("click('206')"), dash("1h", "Last 1 hour", True, v1, l1)),
        (act("click('265')"), dash("6h", "Last 6 hours", False, v2, l2)),
        (act("click('204')"), settings("settings", uid)),
        (act("click('516')"), settings("dashboard_json", "fdx82kq1mzwq0a")),
        (act(f"goto('{base}/alerting/list')"), alerting),
    ]
    rs.add(task="web", tid="h33-web-02", system=SYSTEM, turns=turns, state=browse, bad=True, turn=6,
           kind="dashboard UID in the settings URL drifts by one character from the one shown on every earlier dashboard page")


# Jenkins CI, clean
def t03(rs: RowSet) -> None:
    base = "https://ci.brightwater.dev"
    job = f"{base}/job/payments-service-deploy/"

    def head(crumbs: list[str]) -> str:
        cr = "\n".join(f"  [{30 + i}] link '{c}'" for i, c in enumerate(crumbs))
        return f"""
[10] banner ''
  [11] link 'Jenkins'
  [12] search ''
    [13] searchbox 'Search (CTRL+K)'
  [14] link 'Help'
  [15] button 'Notifications'
  [16] link 'Mira Okafor'
  [17] link 'log out'
[29] navigation 'Breadcrumbs'
{cr}"""

    foot = """
[900] contentinfo ''
  [901] link 'REST API'
  [902] button 'Jenkins 2.462.2'"""

    old_hist = [("212", "Oct 21, 2024, 2:02 PM", "Success"), ("211", "Oct 21, 2024, 11:37 AM", "Failed"), ("210", "Oct 18, 2024, 5:48 PM", "Success"),
                ("209", "Oct 18, 2024, 9:12 AM", "Success"), ("208", "Oct 17, 2024, 3:30 PM", "Aborted"), ("207", "Oct 16, 2024, 4:55 PM", "Success"),
                ("206", "Oct 16, 2024, 10:03 AM", "Success")]

    def job_page(hist: list[tuple[str, str, str]], running: bool, perm: list[tuple[str, str]], stages: list[list[str]]) -> str:
        hl = []
        for i, (n, d, st) in enumerate(hist):
            b = 200 + 4 * i
            if st == "Running":
                hl.append(f"      [{b}] listitem ''\n        image 'In progress'\n        [{b + 1}] link '#{n}'\n        [{b + 2}] link '{d}'\n        [{b + 3}] progressbar 'Estimated remaining time: 1 min 31 sec'")
            else:
                hl.append(f"      [{b}] listitem ''\n        image '{st}'\n        [{b + 1}] link '#{n}'\n        [{b + 2}] link '{d}'")
        pl = "\n".join(f"    [{320 + i}] listitem ''\n      [{340 + i}] link '{a}'" for i, (a, _) in enumerate(perm))
        sv = grid(400, ["Build", "Checkout", "Build image", "Push to ECR", "DB migrations", "Helm upgrade", "Smoke tests"], stages, 1, name="Stage View")
        return page("payments-service-deploy [Jenkins]", job, head(["Dashboard", "payments-service-deploy"]) + """
[100] navigation 'Side panel'
  [101] link 'Status'
  [102] link 'Changes'
  [103] link 'Build with Parameters'
  [104] link 'Configure'
  [105] link 'Delete Pipeline'
  [106] link 'Full Stage View'
  [107] link 'Stages'
  [108] link 'Rename'
  [109] link 'Pipeline Syntax'
  [110] link 'Credentials'
  [190] region 'Build History'
    [191] heading 'Build History'
    [192] link 'trend'
    [193] searchbox 'Filter builds...'
    [194] list ''
""" + "\n".join(hl) + """
    [300] link 'Atom feed for all'
    [301] link 'Atom feed for failures'
[310] main ''
  [311] heading 'payments-service-deploy'
  [312] link 'Add description'
  StaticText 'Deploys payments-service to EKS (staging / production). Owner: #team-payments'
  [313] button 'Disable Project'
  [314] heading 'Stage View'
""" + sv + """
  [315] heading 'Permalinks'
  [316] list ''
""" + pl + foot)

    stages_old = [["#212 Oct 21 14:02 (1 commit)", "2s", "48s", "11s", "0ms", "31s", "9s"],
                  ["#211 Oct 21 11:37 (2 commits)", "2s", "51s", "12s", "6s", "1min 4s failed", ""],
                  ["#210 Oct 18 17:48 (No Changes)", "1s", "45s", "10s", "0ms", "29s", "8s"],
                  ["#209 Oct 18 09:12 (3 commits)", "2s", "49s", "11s", "5s", "30s", "9s"]]
    perm_old = [("Last build (#212), 2 hr 14 min ago", ""), ("Last stable build (#212), 2 hr 14 min ago", ""),
                ("Last successful build (#212), 2 hr 14 min ago", ""), ("Last failed build (#211), 4 hr 39 min ago", ""),
                ("Last unsuccessful build (#211), 4 hr 39 min ago", ""), ("Last completed build (#212), 2 hr 14 min ago", "")]

    def params(version: str, migr: bool, focus: str = "") -> str:
        return page("payments-service-deploy [Jenkins]", f"{job}build?delay=0sec", head(["Dashboard", "payments-service-deploy", "Build with Parameters"]) + f"""
[100] navigation 'Side panel'
  [101] link 'Status'
  [102] link 'Changes'
  [103] link 'Build with Parameters'
  [104] link 'Configure'
  [105] link 'Delete Pipeline'
  [106] link 'Full Stage View'
  [107] link 'Stages'
  [108] link 'Rename'
  [109] link 'Pipeline Syntax'
  [110] link 'Credentials'
[310] main ''
  [311] heading 'Pipeline payments-service-deploy'
  StaticText 'This build requires parameters:'
  [320] group ''
    StaticText 'ENV'
    [321] combobox 'ENV' value='staging', hasPopup='menu', expanded=False
    StaticText 'Target environment. production requires approval from #team-payments leads.'
  [322] group ''
    StaticText 'VERSION'
    [323] textbox 'VERSION' value='{version}'{', focused' if focus == 'v' else ''}
    StaticText 'Image tag to deploy (must exist in ECR).'
  [324] group ''
    [325] checkbox 'RUN_MIGRATIONS', checked='{str(migr).lower()}'{', focused' if focus == 'm' else ''}
    StaticText 'Run Flyway migrations against the target database before helm upgrade.'
  [326] group ''
    [327] checkbox 'NOTIFY_SLACK', checked='true'
    StaticText 'Post start/finish to #deploys.'
  [330] button 'Build'""" + foot)

    hist_run = [("213", "Oct 21, 2024, 4:17 PM", "Running")] + old_hist
    stages_run = [["#213 Oct 21 16:17 (No Changes)", "2s", "", "", "", "", ""]] + stages_old
    perm_run = [("Last build (#213), 1.2 sec ago", ""), ("Last stable build (#212), 2 hr 14 min ago", ""),
                ("Last successful build (#212), 2 hr 14 min ago", ""), ("Last failed build (#211), 4 hr 39 min ago", ""),
                ("Last unsuccessful build (#211), 4 hr 39 min ago", ""), ("Last completed build (#212), 2 hr 14 min ago", "")]
    hist_done = [("213", "Oct 21, 2024, 4:17 PM", "Success")] + old_hist
    stages_done = [["#213 Oct 21 16:17 (No Changes)", "2s", "47s", "12s", "7s", "22s", "8s"]] + stages_old
    perm_done = [("Last build (#213), 1 min 53 sec ago", ""), ("Last stable build (#213), 1 min 53 sec ago", ""),
                 ("Last successful build (#213), 1 min 53 sec ago", ""), ("Last failed build (#211), 4 hr 41 min ago", ""),
                 ("Last unsuccessful build (#211), 4 hr 41 min ago", ""), ("Last completed build (#213), 1 min 53 sec ago", "")]

    side_build = """
[100] navigation 'Side panel'
  [101] link 'Status'
  [102] link 'Changes'
  [103] link 'Console Output'
  [104] link 'Edit Build Information'
  [105] link 'Parameters'
  [106] link 'Git Build Data'
  [107] link 'Restart from Stage'
  [108] link 'Replay'
  [109] link 'Pipeline Overview'
  [110] link 'Pipeline Steps'
  [111] link 'Workspaces'
  [112] link 'Previous Build'"""
    build_page = page("payments-service-deploy #213 [Jenkins]", f"{job}213/", head(["Dashboard", "payments-service-deploy", "#213"]) + side_build + """
[310] main ''
  [311] heading 'Build #213 (Oct 21, 2024, 4:17:05 PM)'
  [312] progressbar 'In progress'
  [313] link 'Add description'
  [314] button 'Keep this build forever'
  StaticText 'Started 3.8 sec ago'
  StaticText 'Build has been executing for 3.8 sec'
  StaticText 'Started by user'
  [315] link 'Mira Okafor'
  StaticText 'This run spent:'
  [316] list ''
    [317] listitem ''
      StaticText '1.7 sec waiting;'
    [318] listitem ''
      StaticText '3.8 sec build duration;'
    [319] listitem ''
      StaticText '5.5 sec total from scheduled to completion.'
  StaticText 'Revision: 9f3c2e1a7d4b60c85e2f113a9b7d0c4e6a215f88'
  StaticText 'Repository: git@github.com:brightwater/payments-service.git'
  [320] list ''
    [321] listitem ''
      StaticText 'refs/remotes/origin/main'
  [322] heading 'Parameters'
  StaticText 'ENV: staging'
  StaticText 'VERSION: 1.19.0'
  StaticText 'RUN_MIGRATIONS: true'
  StaticText 'NOTIFY_SLACK: true'""" + foot)

    log_start = ["Started by user Mira Okafor", "Obtained Jenkinsfile from git git@github.com:brightwater/payments-service.git",
                 "[Pipeline] Start of Pipeline", "[Pipeline] node", "Running on build-agent-07 in /home/jenkins/workspace/payments-service-deploy",
                 "[Pipeline] {", "[Pipeline] sh", "+ date -u +%Y-%m-%dT%H:%M:%SZ", "2024-10-21T14:17:08Z", "[Pipeline] stage", "[Pipeline] { (Checkout)", "[Pipeline] checkout", "The recommended git tool is: NONE",
                 "using credential github-deploy-key", " > git rev-parse --resolve-git-dir /home/jenkins/workspace/payments-service-deploy/.git # timeout=10",
                 "Fetching changes from the remote Git repository", " > git fetch --tags --force --progress -- git@github.com:brightwater/payments-service.git +refs/heads/*:refs/remotes/origin/* # timeout=10",
                 "Checking out Revision 9f3c2e1a7d4b60c85e2f113a9b7d0c4e6a215f88 (refs/remotes/origin/main)", "Commit message: \"Release 1.19.0: idempotency keys for refunds (#1482)\"",
                 "[Pipeline] }", "[Pipeline] // stage", "[Pipeline] stage", "[Pipeline] { (Build image)", "[Pipeline] sh",
                 "+ docker build --pull -t 381492204417.dkr.ecr.eu-west-1.amazonaws.com/payments-service:1.19.0 .", "#0 building with \"default\" instance using docker driver",
                 "#1 [internal] load build definition from Dockerfile", "#1 transferring dockerfile: 1.02kB done", "#5 [builder 1/6] FROM docker.io/library/eclipse-temurin:21-jdk-jammy@sha256:4c7a1d0e9b2f",
                 "#8 [builder 4/6] RUN ./gradlew bootJar --no-daemon", "#8 11.42 > Task :compileJava"]
    log_end = ["#8 38.90 BUILD SUCCESSFUL in 36s", "#12 exporting to image", "#12 writing image sha256:d81f3b6e0c2a9475e1b8c6f03d27a4e9b1c5f7a2d3e4b6c8a0f1e2d3c4b5a697 done",
               "[Pipeline] }", "[Pipeline] // stage", "[Pipeline] stage", "[Pipeline] { (Push to ECR)", "+ docker push 381492204417.dkr.ecr.eu-west-1.amazonaws.com/payments-service:1.19.0",
               "1.19.0: digest: sha256:7be20f4c1a93d5e8b6c2f0a17d9e3b4c5a6f8e0d1c2b3a4f5e6d7c8b9a0f1e2d size: 2203", "[Pipeline] }", "[Pipeline] // stage",
               "[Pipeline] stage", "[Pipeline] { (DB migrations)", "+ flyway -configFiles=deploy/flyway-staging.conf migrate",
               "Flyway Community Edition 10.15.2 by Redgate", "Database: jdbc:postgresql://payments-stg.cluster-cq8x1.eu-west-1.rds.amazonaws.com:5432/payments (PostgreSQL 15.6)",
               "Successfully validated 47 migrations (execution time 00:00.088s)", "Current version of schema \"payments\": 45",
               "Migrating schema \"payments\" to version \"46 - refund idempotency keys\"", "Migrating schema \"payments\" to version \"47 - refund key index\"",
               "Successfully applied 2 migrations to schema \"payments\", now at version v47 (execution time 00:01.274s)", "[Pipeline] }", "[Pipeline] // stage",
               "[Pipeline] stage", "[Pipeline] { (Helm upgrade)", "+ helm upgrade --install payments-service charts/payments-service -n payments-stg --set image.tag=1.19.0 --wait --timeout 5m",
               "Release \"payments-service\" has been upgraded. Happy Helming!", "NAME: payments-service", "LAST DEPLOYED: Mon Oct 21 14:18:16 2024",
               "NAMESPACE: payments-stg", "STATUS: deployed", "REVISION: 58", "[Pipeline] }", "[Pipeline] // stage", "[Pipeline] stage", "[Pipeline] { (Smoke tests)",
               "+ ./scripts/smoke.sh https://payments.stg.brightwater.dev", "PASS  health endpoint (41 ms)", "PASS  create + capture payment (612 ms)",
               "PASS  refund with idempotency key (388 ms)", "3 passed, 0 failed", "[Pipeline] }", "[Pipeline] // stage", "[Pipeline] stage",
               "[Pipeline] { (Declarative: Post Actions)", "[Pipeline] slackSend", "Slack Send Pipeline step running, values are - baseUrl: <empty>, teamDomain: brightwater, channel: #deploys, color: good",
               "[Pipeline] }", "[Pipeline] // stage", "[Pipeline] }", "[Pipeline] // node", "[Pipeline] End of Pipeline", "Finished: SUCCESS"]

    def console(lines: list[str], done: bool) -> str:
        body = "\n".join(f"    StaticText '{ln}'" for ln in lines)
        tail = "" if done else "\n  [330] progressbar 'In progress'"
        dl = "\n  [331] link 'Download'\n  [332] link 'View as plain text'" if done else "\n  [332] link 'View as plain text'"
        return page("payments-service-deploy #213 Console [Jenkins]", f"{job}213/console", head(["Dashboard", "payments-service-deploy", "#213", "Console Output"]) + side_build + f"""
[310] main ''
  [311] heading 'Console Output'{dl}
  StaticText 'Skipping 0 KB.. Full Log'
  [320] log ''
{body}{tail}""" + foot)

    turns = [
        (act("click('103')"), params("1.18.3", False)),
        (act("fill('323', '1.19.0')"), params("1.19.0", False, "v")),
        (act("click('325')"), params("1.19.0", True, "m")),
        (act("click('330')"), job_page(hist_run, True, perm_run, stages_run)),
        (act("click('201')"), build_page),
        (act("click('103')"), console(log_start, False)),
        (act("noop(90000)"), console(log_start + log_end, True)),
        (act("click('31')"), job_page(hist_done, False, perm_done, stages_done)),
    ]
    rs.add(task="web", tid="h33-web-03", system=SYSTEM, turns=turns, state=job_page(old_hist, False, perm_old, stages_old), bad=False)


# Mattermost team chat, bad
def t04(rs: RowSet) -> None:
    base = "https://chat.aurorarobotics.io/aurora"

    def sidebar(fw_name: str, current: str) -> str:
        chans = [("CI Alerts", "ci-alerts"), (fw_name, "fw"), ("HW Bringup", "hw-bringup"), ("Off-Topic", "off-topic"), ("Test Lab", "test-lab"), ("Town Square", "town-square")]
        cl = []
        for i, (n, key) in enumerate(chans):
            extra = "\n        StaticText '7'" if key == "ci-alerts" else ""
            cl.append(f"      [{60 + i}] link '{n}'{extra}")
        return """
[40] navigation 'Channel sidebar'
  [41] button 'Aurora Robotics team menu'
    StaticText 'Aurora Robotics'
  [42] button 'Browse or create channels'
  [43] link 'Threads'
  [50] group 'CHANNELS'
    [51] button 'CHANNELS', expanded=True
    [52] list ''
""" + "\n".join(cl) + """
  [70] group 'DIRECT MESSAGES'
    [71] button 'DIRECT MESSAGES', expanded=True
    [72] list ''
      [73] link 'jonas.weber'
      [74] link 'lukas.brandt'
      [75] link 'priya.raman'
        StaticText '1'
  [76] button 'Invite Members'"""

    top = """
[10] banner ''
  [11] button 'Product switch menu'
    StaticText 'Channels'
  [12] button 'Back'
  [13] button 'Forward'
  [14] combobox 'Search' value=''
  [15] button 'Recent mentions'
  [16] button 'Saved messages'
  [17] button 'Select to open a help menu.'
  [18] button 'Set status'
    image 'Ana Sousa'
    StaticText 'Online'"""

    fw_posts = """
    StaticText 'Today'
    [120] article 'Jonas Weber, 9:12 AM'
      [121] button 'jonas.weber'
      [122] link '9:12 AM'
      StaticText '4.1.3 hotfix is tagged (v4.1.3, commit 7c1e9d2). Field rollout starts tomorrow 06:00 UTC, 10% of fleet first.'
    [125] article 'Priya Raman, 9:40 AM'
      [126] button 'priya.raman'
      [127] link '9:40 AM'
      StaticText 'QA sign-off for 4.1.3: 212/214 passed, 2 known flaky (HIL-CAN-17, HIL-CAN-22). Report: https://qa.aurorarobotics.io/runs/4.1.3-rc2'
    [130] article 'Lukas Brandt, 10:05 AM'
      [131] button 'lukas.brandt'
      [132] link '10:05 AM'
      StaticText 'Reminder: next train is 4.2.0. Please get your MRs in before the branch cut, reviewers are thin next week.'
      [133] button '1 reply'
    [135] article 'Ana Sousa, 10:21 AM'
      [136] button 'ana.sousa'
      [137] link '10:21 AM'
      StaticText 'I will take over as release captain for 4.2.0 from Jonas. Branch cut plan coming later today.'
      [138] group 'Reactions'
        [139] button 'thumbsup 3'"""

    def fw_channel(disp: str, slug: str, menu: bool = False, modal: tuple[str, str] | None = None, sys_post: bool = False,
                   draft: str = "", posted: bool = False) -> str:
        extra = ""
        if sys_post:
            extra += """
    [140] article 'System, 10:31 AM'
      StaticText 'System'
      [141] link '10:31 AM'
      StaticText '@ana.sousa updated the channel display name from: FW Release Train to: FW Release 2024-Q4'"""
        if posted:
            extra += """
    [145] article 'Ana Sousa, 10:33 AM'
      [146] button 'ana.sousa'
      [147] link '10:33 AM'
      StaticText 'Channel renamed for the Q4 train. Branch cut for 4.2.0 is Thursday 14 Nov 18:00 CET; RC1 on Friday. Please tag MRs with ~4.2.0 by Wednesday EOD.'"""
        m = ""
        if menu:
            m = """
[200] menu 'Channel Menu'
  [201] menuitem 'View Info'
  [202] menuitem 'Move to...'
  [203] menuitem 'Mute Channel'
  [204] menuitem 'Notification Preferences'
  [205] menuitem 'Add Members'
  [206] menuitem 'Manage Members'
  [207] menuitem 'Edit Channel Header'
  [208] menuitem 'Edit Channel Purpose'
  [209] menuitem 'Rename Channel'
  [210] menuitem 'Convert to Private Channel'
  [211] menuitem 'Archive Channel'
  [212] menuitem 'Leave Channel'"""
        if modal is not None:
            m = f"""
[220] dialog 'Rename Channel', modal=True
  [221] heading 'Rename Channel'
  [222] button 'Close'
  [223] textbox 'Display Name' value='{modal[0]}'
  StaticText 'URL'
  StaticText 'chat.aurorarobotics.io/aurora/channels/'
  [224] textbox 'URL' value='{modal[1]}'
  [225] button 'Cancel'
  [226] button 'Save'"""
        box = f"\n    [160] textbox 'Write to {disp}', focused\n      StaticText '{draft}'" if draft else f"\n    [160] textbox 'Write to {disp}'"
        return page(f"{disp} - Aurora Robotics Mattermost", f"{base}/channels/{slug}", top + sidebar(disp, "fw") + f"""
[100] main ''
  [101] heading '{disp}'
  [102] button '{disp}', hasPopup='menu', expanded={menu}
  [103] button 'Add to favorites'
  [104] button 'Members 14'
  [105] button 'Pinned messages 2'
  [106] button 'Channel files'
  StaticText 'Release coordination for the motor controller firmware. RC schedule: https://wiki.aurorarobotics.io/fw/release-calendar'
  [107] button 'View Info'
  [110] log ''
    StaticText 'Beginning of {disp}'""" + fw_posts + extra + f"""
  [150] region 'message input'{box}
    [161] button 'Show formatting'
    [162] button 'Attach files'
    [163] button 'Emoji picker'
    [164] button 'Send Now', disabled={'False' if draft else 'True'}""" + m)

    hw = page("HW Bringup - Aurora Robotics Mattermost", f"{base}/channels/hw-bringup", top + sidebar("FW Release Train", "hw-bringup") + """
[100] main ''
  [101] heading 'HW Bringup'
  [102] button 'HW Bringup', hasPopup='menu', expanded=False
  [103] button 'Add to favorites'
  [104] button 'Members 9'
  [105] button 'Pinned messages 1'
  [106] button 'Channel files'
  StaticText 'Board bring-up for MC-7 rev B. Lab booking: https://wiki.aurorarobotics.io/hw/lab'
  [107] button 'View Info'
  [110] log ''
    StaticText 'Yesterday'
    [120] article 'Lukas Brandt, 4:48 PM'
      [121] button 'lukas.brandt'
      [122] link '4:48 PM'
      StaticText 'Rev B boards 0031-0040 arrived from the assembler. 0034 has a tombstoned R112, I will rework it tomorrow.'
    [125] article 'Priya Raman, 5:02 PM'
      [126] button 'priya.raman'
      [127] link '5:02 PM'
      StaticText 'Can I get two of them for the CAN HIL rig? Need them before the 4.2.0 branch cut.'
    StaticText 'Today'
    [130] article 'Lukas Brandt, 8:57 AM'
      [131] button 'lukas.brandt'
      [132] link '8:57 AM'
      StaticText 'R112 reworked. 0031 and 0032 are flashed with bootloader 2.4.1 and on the shelf in lab 2 for Priya.'
      [133] group 'Attachments'
        [134] link 'mc7b_0031_bringup_log.txt'
        StaticText 'TXT 14KB'
    [135] article 'Jonas Weber, 9:30 AM'
      [136] button 'jonas.weber'
      [137] link '9:30 AM'
      StaticText 'Current sense offset on 0035 is 41 mV vs 12 mV spec. Anyone seen this on rev A?'
      [138] button '2 replies'
  [150] region 'message input'
    [160] textbox 'Write to HW Bringup'
    [161] button 'Show formatting'
    [162] button 'Attach files'
    [163] button 'Emoji picker'
    [164] button 'Send Now', disabled=True""")

    backstage = """
[10] banner ''
  [11] link 'Back to Aurora Robotics'
  StaticText 'Integrations'
[30] navigation 'Integrations'
  [31] link 'Incoming Webhooks'
  [32] link 'Outgoing Webhooks'
  [33] link 'Slash Commands'
  [34] link 'Bot Accounts'
  [35] link 'OAuth 2.0 Applications'"""
    hooks = page("Incoming Webhooks - Aurora Robotics Mattermost", f"{base}/integrations/incoming_webhooks", backstage + """
[100] main ''
  [101] heading 'Incoming Webhooks'
  [102] link 'Add Incoming Webhook'
  [103] textbox 'Search Incoming Webhooks'
  StaticText 'Use incoming webhooks to connect external tools to Mattermost.'
  [110] list ''
    [111] listitem ''
      StaticText 'Jenkins build results'
      StaticText 'Posts pipeline results from ci.aurorarobotics.io'
      StaticText 'Channel: ci-alerts'
      StaticText 'URL: https://chat.aurorarobotics.io/hooks/qk7d3zt1bjr8fx5m9wyuh6pa4e'
      StaticText 'Created by lukas.brandt on Mar 04, 2024'
      [112] link 'Edit'
      [113] button 'Delete'
    [114] listitem ''
      StaticText 'HIL rig status'
      StaticText 'Rig heartbeat and test-run summaries'
      StaticText 'Channel: test-lab'
      StaticText 'URL: https://chat.aurorarobotics.io/hooks/8wtc4n2yhgsd1pqk3xm7re5ofa'
      StaticText 'Created by priya.raman on Jun 19, 2024'
      [115] link 'Edit'
      [116] button 'Delete'
    [117] listitem ''
      StaticText 'Grafana alerts'
      StaticText 'Alertmanager notifications for build farm'
      StaticText 'Channel: ci-alerts'
      StaticText 'URL: https://chat.aurorarobotics.io/hooks/m3fz9b1u6ygqt8kdw4xp2ae7ho'
      StaticText 'Created by jonas.weber on Aug 27, 2024'
      [118] link 'Edit'
      [119] button 'Delete'""")
    add_hook = page("Incoming Webhooks - Aurora Robotics Mattermost", f"{base}/integrations/incoming_webhooks/add", backstage + """
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'Incoming Webhooks'
    StaticText 'Add'
  [103] textbox 'Title' value=''
  StaticText 'Specify a title, of up to 64 characters, for the webhook settings page.'
  [104] textbox 'Description' value=''
  StaticText 'Describe your incoming webhook.'
  [105] combobox 'Channel' value='--- Select a channel ---', hasPopup='menu', expanded=False
  StaticText 'This is the default public or private channel that receives the webhook payloads. You must belong to the private channel when setting up the webhook.'
  [106] checkbox 'Lock to this channel', checked='false'
  [107] textbox 'Username' value=''
  [108] textbox 'Profile Picture' value=''
  [109] link 'Cancel'
  [110] button 'Save'""")

    msg = "Channel renamed for the Q4 train. Branch cut for 4.2.0 is Thursday 14 Nov 18:00 CET; RC1 on Friday. Please tag MRs with ~4.2.0 by Wednesday EOD."
    turns = [
        (act("click('102')"), fw_channel("FW Release Train", "fw-release-train", menu=True)),
        (act("click('209')"), fw_channel("FW Release Train", "fw-release-train", modal=("FW Release Train", "fw-release-train"))),
        (act("fill('223', 'FW Release 2024-Q4')"), fw_channel("FW Release Train", "fw-release-train", modal=("FW Release 2024-Q4", "fw-release-train"))),
        (act("fill('224', 'fw-release-2024-q4')"), fw_channel("FW Release Train", "fw-release-train", modal=("FW Release 2024-Q4", "fw-release-2024-q4"))),
        (act("click('226')"), fw_channel("FW Release 2024-Q4", "fw-release-2024-q4", sys_post=True)),
        (act(f"fill('160', '{msg}')"), fw_channel("FW Release 2024-Q4", "fw-release-2024-q4", sys_post=True, draft=msg)),
        (act("keyboard_press('Enter')"), fw_channel("FW Release 2024-Q4", "fw-release-2024-q4", sys_post=True, posted=True)),
        (act("click('62')"), hw),
        (act(f"goto('{base}/integrations/incoming_webhooks')"), hooks),
        (act("click('102')"), add_hook),
    ]
    rs.add(task="web", tid="h33-web-04", system=SYSTEM, turns=turns, state=fw_channel("FW Release Train", "fw-release-train"), bad=True, turn=8,
           kind="renamed channel listed in the sidebar under its old display name after switching channels")


# Home Assistant web UI, clean
def t05(rs: RowSet) -> None:
    base = "http://homeassistant.local:8123"
    side = """
[10] navigation 'Sidebar'
  [11] button 'Sidebar toggle'
  StaticText 'Home Assistant'
  [12] listbox ''
    [13] option 'Overview', selected=True
    [14] option 'Energy', selected=False
    [15] option 'Map', selected=False
    [16] option 'Logbook', selected=False
    [17] option 'History', selected=False
    [18] option 'Media', selected=False
    [19] option 'To-do lists', selected=False
  [20] link 'Developer tools'
  [21] link 'Settings'
    StaticText '1'
  [22] button 'Notifications'
  [23] link 'Marit Eide'"""

    def overview(ceiling: bool, target: str, action: str, power: str, washer: str, outdoor: str, dialog: bool = False) -> str:
        dlg = ""
        if dialog:
            dlg = """
[400] dialog 'Living Room Ceiling', modal=True
  [401] button 'Close'
  [402] heading 'Living Room Ceiling'
  StaticText 'Living Room'
  [403] button 'Settings'
  [404] button 'Related'
  [405] button 'Menu'
  StaticText 'On'
  StaticText '78 %'
  [406] slider 'Brightness' value=78
  [407] switch 'Toggle', checked='true'
  [408] button 'Color temperature'
  [409] button 'Favorite colors'
  [410] combobox 'Effect' value='None', hasPopup='listbox', expanded=False
  StaticText 'Last changed'
  StaticText '4 seconds ago'
  [411] button 'Attributes', expanded=False"""
        on = "On" if ceiling else "Off"
        return page("Overview – Home Assistant", f"{base}/lovelace/0", side + f"""
[100] main ''
  [101] heading 'Home'
  [102] button 'Search entities'
  [103] button 'Assist'
  [104] button 'Open dashboard menu'
  [110] region 'Living Room'
    [111] heading 'Living Room'
    [112] button 'Living Room Ceiling'
    StaticText '{on}'
    [113] switch 'Toggle Living Room Ceiling {"off" if ceiling else "on"}', checked='{str(ceiling).lower()}'
    [114] button 'Floor Lamp'
    StaticText '35 %'
    [115] switch 'Toggle Floor Lamp off', checked='true'
    [116] button 'Living Room TV'
    StaticText 'Off'
  [120] region 'Kitchen'
    [121] heading 'Kitchen'
    [122] button 'Kitchen Spots'
    StaticText 'On'
    [123] switch 'Toggle Kitchen Spots off', checked='true'
    [124] button 'Dishwasher'
    StaticText 'Idle'
    [125] button 'Extractor Hood'
    StaticText 'Off'
  [130] region 'Hallway Thermostat'
    [131] heading 'Hallway Thermostat'
    StaticText 'Current temperature'
    StaticText '19.8 °C'
    [132] slider 'Target temperature' value={target}
    StaticText '{target} °C'
    StaticText '{action}'
    [133] button 'Decrease temperature'
    [134] button 'Increase temperature'
    [135] button 'Mode'
      StaticText 'Heat'
  [140] region 'Sensors'
    [141] heading 'Sensors'
    [142] button 'Outdoor Temperature'
    StaticText '{outdoor} °C'
    [143] button 'Outdoor Humidity'
    StaticText '81 %'
    [144] button 'House Power'
    StaticText '{power} W'
    [145] button 'Energy Today'
    StaticText '9.6 kWh'
    [146] button 'Front Door'
    StaticText 'Locked'
    [147] button 'Washing Machine'
    StaticText 'Running'
    [148] button 'Washing Machine Remaining Time'
    StaticText '{washer} min'
  [150] region 'Presence'
    [151] heading 'Presence'
    [152] button 'Marit Eide'
    StaticText 'Home'
    [153] button 'Jon Eide'
    StaticText 'Away'""" + dlg)

    log_rows = [
        ["19:41:36", "Living Room Ceiling", "turned on", "triggered by action light.turn_on"],
        ["19:02:40", "Washing Machine", "changed to Running", ""],
        ["18:52:04", "Front Door", "was locked", "triggered by automation Lock front door at dusk"],
        ["17:58:11", "Sun", "set", ""],
        ["17:31:00", "Kitchen Spots", "turned on", "triggered by automation Kitchen lights at sunset"],
        ["17:12:45", "Marit Eide", "arrived home", "detected at Home"],
        ["16:05:19", "Jon Eide", "left home", ""],
        ["07:45:00", "Floor Lamp", "turned off", "triggered by automation Morning lights off"],
    ]
    logbook = page("Logbook – Home Assistant", f"{base}/logbook?start_date=2024-11-19T23%3A00%3A00.000Z", side.replace("[13] option 'Overview', selected=True", "[13] option 'Overview', selected=False").replace("[16] option 'Logbook', selected=False", "[16] option 'Logbook', selected=True") + """
[100] main ''
  [101] heading 'Logbook'
  [102] button 'Refresh'
  [103] button 'Date range: Today'
    StaticText 'Nov 20, 2024, 00:00 – Nov 20, 2024, 23:59'
  [104] button 'Choose area, device, entity'
""" + grid(200, ["Time", "Entity", "Event", "Context"], log_rows, 1, links=(1,), name="Logbook") + """
  StaticText 'Yesterday and earlier are available by changing the date range.'""")

    turns = [
        (act("click('113')"), overview(True, "20.0", "Idle", "458", "38", "7.8")),
        (act("click('112')"), overview(True, "20.0", "Idle", "458", "38", "7.8", dialog=True)),
        (act("click('401')"), overview(True, "20.0", "Idle", "461", "37", "7.7")),
        (act("click('134')"), overview(True, "20.5", "Idle", "461", "37", "7.7")),
        (act("click('134')"), overview(True, "21.0", "Heating", "1,874", "37", "7.7")),
        (act("click('16')"), logbook),
    ]
    rs.add(task="web", tid="h33-web-05", system=SYSTEM, turns=turns, state=overview(False, "20.0", "Idle", "412", "38", "7.8"), bad=False)


# Zammad helpdesk, bad
def t06(rs: RowSet) -> None:
    base = "https://support.fjordline-energy.no"

    def nav(tabs: list[str]) -> str:
        tl = "\n".join(f"    [{30 + i}] link '{t}'" for i, t in enumerate(tabs))
        return f"""
[10] navigation 'Main'
  [11] link 'Dashboard'
  [12] link 'Overviews'
  [13] link 'Customer'
  [14] link 'Knowledge Base'
  [15] button 'New'
  [16] searchbox 'Search'
  [17] link 'Kari Nygaard'
  [20] group 'Open tabs'
{tl if tabs else "    StaticText 'No open tabs'"}"""

    def overview(rows: list[list[str]], tabs: list[str]) -> str:
        ov = """
[40] navigation 'Overviews'
  [41] link 'My Assigned Tickets 6'
  [42] link 'Unassigned & Open Tickets 11'
  [43] link 'My Pending Reached Tickets 0'
  [44] link 'My Subscribed Tickets 2'
  [45] link 'Open Tickets 38'
  [46] link 'Pending Reached Tickets 3'
  [47] link 'Escalated Tickets 1'"""
        return page("My Assigned Tickets - Zammad", f"{base}/#ticket/view/my_assigned", nav(tabs) + ov + """
[100] main ''
  [101] heading 'My Assigned Tickets'
  [102] button 'Options'
  [103] button 'Bulk actions'
""" + grid(200, ["Number", "Title", "Customer", "Group", "State", "Priority", "Created at"], rows, 1, links=(1,), name="My Assigned Tickets") + """
  StaticText '6 tickets'""")

    rows0 = [
        ["86031", "Moving out 30 Nov – final meter reading", "Henrik Solberg", "Customer Service", "new", "2 normal", "yesterday"],
        ["86022", "Smart meter not sending readings since 28 Oct", "Anders Lunde", "Metering", "open", "2 normal", "3 days ago"],
        ["86014", "Invoice 2024-09 shows double standing charge", "Sigrid Aasen", "Billing", "open", "2 normal", "4 days ago"],
        ["86007", "Request for guarantee of origin certificate", "Bergen Bryggeri AS / Eirik Moe", "Business", "open", "2 normal", "5 days ago"],
        ["85990", "Direct debit failed twice (AvtaleGiro)", "Nora Haugen", "Billing", "pending reminder", "2 normal", "1 week ago"],
        ["85961", "Spot price plan: wrong markup on October invoice", "Tore Vik", "Billing", "open", "3 high", "2 weeks ago"],
    ]
    rows_bad = [r[:] for r in rows0]
    rows_bad[2][0] = "86041"
    rows_bad[2][5] = "3 high"

    def t86014(prio: str, dirty: bool) -> str:
        d = "\n  [190] link 'Discard your unsaved changes.'" if dirty else ""
        return page("Invoice 2024-09 shows double standing charge - Zammad", f"{base}/#ticket/zoom/86014", nav(["Invoice 2024-09 shows double standing charge"]) + f"""
[100] main ''
  [101] heading 'Invoice 2024-09 shows double standing charge'
  StaticText '#86014'
  StaticText 'created 4 days ago'
  [102] button 'Ticket actions'
  [103] link 'Previous in overview'
  [104] link 'Next in overview'
  [110] article 'Sigrid Aasen'
    StaticText 'Sigrid Aasen'
    StaticText 'via email · 4 days ago'
    StaticText 'From: sigrid.aasen@online.no'
    StaticText 'To: faktura@fjordline-energy.no'
    StaticText 'Hei, my invoice for September (invoice no. 2024-09-557120) lists the monthly standing charge (fastledd) of 49,00 kr twice, and the total is 98,00 kr higher than in August although consumption was lower (412 kWh vs 455 kWh). Customer no. 4410228715. Could you correct the invoice before the due date 25 Oct? Mvh Sigrid'
    [111] link 'faktura_2024-09_557120.pdf'
    StaticText '184 KB'
    [112] button 'reply'
    [113] button 'forward'
    [114] button 'split'
  [120] article 'Ole Brekke (internal note)'
    StaticText 'Ole Brekke'
    StaticText 'internal note · 3 days ago'
    StaticText 'Billing run BR-2024-09-03 duplicated fastledd for 312 customers in Vestland. Fix tracked in BILL-2291; credit notes will be generated automatically once it is deployed.'
  [130] article 'Kari Nygaard'
    StaticText 'Kari Nygaard'
    StaticText 'via email · 3 days ago'
    StaticText 'To: sigrid.aasen@online.no'
    StaticText 'Hei Sigrid, thank you for reporting this. We have confirmed a duplicated standing charge on your September invoice and will send a credit note of 49,00 kr. The due date is extended to 8 Nov. Best regards, Kari Nygaard, Fjordline Energi kundeservice'
    [131] button 'reply'
    [132] button 'forward'
  [140] textbox 'Add an internal note or reply', multiline
  [150] complementary 'Ticket'
    [151] tablist ''
      [152] tab 'Ticket', selected=True
      [153] tab 'Customer', selected=False
      [154] tab 'Organization', selected=False
    [160] combobox 'Group' value='Billing', hasPopup='listbox', expanded=False
    [161] combobox 'Owner' value='Kari Nygaard', hasPopup='listbox', expanded=False
    [162] combobox 'State' value='open', hasPopup='listbox', expanded=False
    [163] combobox 'Priority' value='{prio}', hasPopup='listbox', expanded=False
    StaticText 'Tags'
    StaticText 'invoice'
    StaticText 'billing-run'
    [164] textbox 'add tag'
    StaticText 'Links'
    [165] link 'BILL-2291'
    StaticText 'Subscribers'
    StaticText 'Ole Brekke'{d}
  [191] button 'Update'""")

    def t86022(reply: str | None, state: str, error: bool) -> str:
        editor = ""
        if reply is not None:
            err = "\n    StaticText 'is required'" if error else ""
            txt = f"\n      StaticText '{reply}'" if reply else ""
            pend = f"""
    [166] textbox 'Pending till' value=''{', focused' if error else ''}{err}""" if state == "pending reminder" else ""
            editor = f"""
  [140] region 'Reply'
    [141] combobox 'Type' value='email', hasPopup='listbox', expanded=False
    [142] textbox 'To' value='anders.lunde@gmail.com'
    [143] textbox 'CC' value=''
    [144] textbox 'Subject' value='Smart meter not sending readings since 28 Oct'
    [145] textbox 'Text', multiline{', focused' if state == 'open' else ''}{txt}
    [146] button 'Attach files'
    [147] link 'Discard'"""
        else:
            pend = ""
            editor = "\n  [140] textbox 'Add an internal note or reply', multiline"
        d = "\n  [190] link 'Discard your unsaved changes.'" if reply is not None else ""
        return page("Smart meter not sending readings since 28 Oct - Zammad", f"{base}/#ticket/zoom/86022",
                    nav(["Invoice 2024-09 shows double standing charge", "Smart meter not sending readings since 28 Oct"]) + f"""
[100] main ''
  [101] heading 'Smart meter not sending readings since 28 Oct'
  StaticText '#86022'
  StaticText 'created 3 days ago'
  [102] button 'Ticket actions'
  [103] link 'Previous in overview'
  [104] link 'Next in overview'
  [110] article 'Anders Lunde'
    StaticText 'Anders Lunde'
    StaticText 'via web · 3 days ago'
    StaticText 'The app has shown no hourly consumption since Monday 28 October. The meter display says "COM ERR 04". Address: Nygårdsgaten 41B, 5015 Bergen. Meter no. 7359992895014473. I have not changed anything at home.'
    [111] link 'IMG_20241101_0815.jpg'
    StaticText '2.3 MB'
    [112] button 'reply'
    [113] button 'forward'
    [114] button 'split'
  [120] article 'Metering bot (internal note)'
    StaticText 'Metering bot'
    StaticText 'internal note · 3 days ago'
    StaticText 'HES lookup: last successful read 2024-10-28 03:00, signal -109 dBm (weak), concentrator BRG-NYG-07. No firmware job pending.'{editor}
  [150] complementary 'Ticket'
    [151] tablist ''
      [152] tab 'Ticket', selected=True
      [153] tab 'Customer', selected=False
      [154] tab 'Organization', selected=False
    [160] combobox 'Group' value='Metering', hasPopup='listbox', expanded=False
    [161] combobox 'Owner' value='Kari Nygaard', hasPopup='listbox', expanded=False
    [162] combobox 'State' value='{state}', hasPopup='listbox', expanded=False{pend}
    [163] combobox 'Priority' value='2 normal', hasPopup='listbox', expanded=False
    StaticText 'Tags'
    StaticText 'smart-meter'
    StaticText 'hes'
    [164] textbox 'add tag'{d}
  [191] button 'Update'""")

    reply = ("Hei Anders, thank you for the photo. COM ERR 04 means the meter cannot reach our data concentrator. We have ordered a remote reset "
             "of the communication module; if readings do not resume within 3 days a technician will install an external antenna at no cost. "
             "Your invoice for the missing days will be based on estimated consumption and corrected afterwards. Best regards, Kari Nygaard")
    turns = [
        (act("click('264')"), t86014("2 normal", False)),
        (act("select_option('163', '3 high')"), t86014("3 high", True)),
        (act("click('191')"), t86014("3 high", False)),
        (act("click('12')"), overview(rows_bad, ["Invoice 2024-09 shows double standing charge"])),
        (act("click('244')"), t86022(None, "open", False)),
        (act("click('112')"), t86022("", "open", False)),
        (act(f"fill('145', '{reply}')"), t86022(reply, "open", False)),
        (act("select_option('162', 'pending reminder')"), t86022(reply, "pending reminder", False)),
        (act("click('191')"), t86022(reply, "pending reminder", True)),
    ]
    rs.add(task="web", tid="h33-web-06", system=SYSTEM, turns=turns, state=overview(rows0, []), bad=True, turn=4,
           kind="ticket number of the just-updated ticket shows as 86041 in the overview (was 86014)")


# Moodle LMS, clean
def t07(rs: RowSet) -> None:
    base = "https://learn.hsv-college.ac.uk"

    def nav(bell: int, popover: bool = False) -> str:
        b = f"\n  [16] button 'Toggle notifications menu'\n    StaticText '{bell}'" if bell else "\n  [16] button 'Toggle notifications menu'"
        pop = ""
        if popover:
            pop = """
  [17] dialog 'Notification window'
    [170] heading 'Notifications'
    [171] link 'Mark all as read'
    [172] link 'Notification preferences'
    [173] link 'Your submission for Lab Report 3: Enzyme Kinetics has been submitted'
      StaticText 'BIO204 Cell Biology'
      StaticText '1 min'
    [174] link 'Lab 3 raw data files updated (v2) in BIO204 Announcements'
      StaticText '3 days 2 hours'
    [175] link 'Quiz 4: Cell Signalling grade released'
      StaticText '6 days 4 hours'
    [176] link 'See all'"""
        return f"""
[10] navigation 'Site navigation'
  [11] link 'Hillside Valley College'
  [12] link 'Home'
  [13] link 'Dashboard'
  [14] link 'My courses'
  [15] button 'Open search input'{b}{pop}
  [18] button 'Toggle messaging drawer'
  [19] button 'User menu'
    StaticText 'DO'"""

    def dashboard(timeline: list[tuple[str, str, str, str, str]], bell: int, popover: bool = False) -> str:
        tl = []
        bid = 130
        last_day = ""
        for day, time, name, sub, btn in timeline:
            if day != last_day:
                tl.append(f"      [{bid}] heading '{day}'")
                bid += 1
                last_day = day
            tl.append(f"      StaticText '{time}'\n      [{bid}] link '{name}'\n      StaticText '{sub}'\n      [{bid + 1}] link '{btn}'")
            bid += 2
        return page("Dashboard | HVC Learn", f"{base}/my/", nav(bell, popover) + """
[100] main ''
  [101] heading 'Hi, Daniel!'
  [102] button 'Edit mode', pressed=False
  [110] region 'Timeline'
    [111] heading 'Timeline'
    [112] button 'Filter timeline by date'
      StaticText 'Next 7 days'
    [113] button 'Sort timeline items'
      StaticText 'Sort by dates'
    [114] searchbox 'Search by activity type or name'
    [120] list ''
""" + "\n".join(tl) + """
  [150] region 'Calendar'
    [151] heading 'Calendar'
    StaticText 'November 2024'
    [152] link 'Previous month'
    [153] link 'Next month'
    StaticText 'Today: Monday, 11 November'
    [154] link 'Full calendar'
  [160] region 'Recently accessed courses'
    [161] heading 'Recently accessed courses'
    [162] link 'BIO204 Cell Biology'
      StaticText 'Biosciences · 2024/25'
    [163] link 'MIC210 Microbiology'
      StaticText 'Biosciences · 2024/25'
    [164] link 'CHE150 Organic Chemistry I'
      StaticText 'Chemistry · 2024/25'""")

    tl0 = [("Wednesday, 13 November 2024", "23:59", "Lab Report 3: Enzyme Kinetics is due", "Assignment · BIO204 Cell Biology", "Add submission"),
           ("Thursday, 14 November 2024", "09:00", "Quiz 5: Membrane Transport closes", "Quiz · BIO204 Cell Biology", "Attempt quiz"),
           ("Friday, 15 November 2024", "17:00", "Essay draft: Antibiotic resistance is due", "Assignment · MIC210 Microbiology", "Add submission"),
           ("Sunday, 17 November 2024", "23:59", "Reflective log week 7 is due", "Assignment · CHE150 Organic Chemistry I", "Add submission")]
    tl1 = tl0[1:]

    course_nav = """
[90] navigation 'Course'
  [91] link 'Course'
  [92] link 'Participants'
  [93] link 'Grades'
  [94] link 'Competencies'
  [95] link 'More'"""
    course = page("Course: BIO204 Cell Biology | HVC Learn", f"{base}/course/view.php?id=1184", nav(0) + course_nav + """
[100] main ''
  [101] heading 'BIO204 Cell Biology'
  [102] button 'Collapse all'
  [110] region 'General'
    [111] heading 'General'
    [112] link 'Announcements'
      StaticText 'Forum'
    [113] link 'Module handbook 2024/25'
      StaticText 'File · PDF · 1.1 MB'
    [114] link 'Lab safety induction'
      StaticText 'Page'
      StaticText 'Done'
  [120] region 'Week 6: Enzymes'
    [121] heading 'Week 6: Enzymes'
    [122] link 'Lecture 11: Enzyme kinetics and Michaelis–Menten'
      StaticText 'File · PPTX · 8.4 MB'
    [123] link 'Lecture 12: Enzyme inhibition'
      StaticText 'File · PPTX · 6.9 MB'
    [124] link 'Lab Report 3: Enzyme Kinetics'
      StaticText 'Assignment'
      StaticText 'Opened: Monday, 4 November 2024, 9:00 AM'
      StaticText 'Due: Wednesday, 13 November 2024, 11:59 PM'
      StaticText 'To do: Make a submission'
    [125] link 'Quiz 5: Membrane Transport'
      StaticText 'Quiz'
      StaticText 'Closes: Thursday, 14 November 2024, 9:00 AM'
  [130] region 'Week 7: Membranes'
    [131] heading 'Week 7: Membranes'
    StaticText 'Not available unless: It is on or after 18 November 2024'""")

    abstract = ("Catechol oxidase from banana extract was assayed at 25 °C by following dopachrome formation at 420 nm over six catechol concentrations "
                "(0.5–10 mM). A Lineweaver–Burk plot gave Km = 2.8 mM and Vmax = 0.41 ΔA420/min. Phenylthiourea (0.1 mM) increased apparent Km to 6.1 mM "
                "without changing Vmax, consistent with competitive inhibition. Sources of error include enzyme browning during extraction and temperature drift.")
    words = len(abstract.split())

    def assign(status: str, grading: str, remaining: str, modified: str, text: bool, buttons: list[str], bell: int = 0) -> str:
        btns = "\n".join(f"  [{160 + i}] button '{b}'" for i, b in enumerate(buttons))
        ot = f"\n      [142] cell ''\n        StaticText '{words} words'\n        [143] link 'View full'" if text else "\n      [142] cell ''"
        return page("BIO204: Lab Report 3: Enzyme Kinetics | HVC Learn", f"{base}/mod/assign/view.php?id=58213", nav(bell) + course_nav + f"""
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'BIO204'
    [103] link 'Week 6: Enzymes'
    [104] link 'Lab Report 3: Enzyme Kinetics'
  [105] heading 'Lab Report 3: Enzyme Kinetics'
  StaticText 'Opened: Monday, 4 November 2024, 9:00 AM'
  StaticText 'Due: Wednesday, 13 November 2024, 11:59 PM'
  StaticText 'Write up the catechol oxidase experiment from lab 3: determine Km and Vmax from your Lineweaver–Burk plot and discuss the effect of the inhibitor. Submit a short abstract as online text and your report (max 2 files, 20 MB).'
  [106] link 'LabReport3_template.docx'
  StaticText '27 KB'
  [107] link 'lab3_absorbance_data_v2.xlsx'
  StaticText '44 KB'
{btns}
  [120] heading 'Submission status'
  [121] table ''
    [122] row ''
      [123] rowheader 'Submission status'
      [124] cell '{status}'
    [125] row ''
      [126] rowheader 'Grading status'
      [127] cell '{grading}'
    [128] row ''
      [129] rowheader 'Time remaining'
      [130] cell '{remaining}'
    [131] row ''
      [132] rowheader 'Last modified'
      [133] cell '{modified}'
    [140] row ''
      [141] rowheader 'Online text'{ot}
    [144] row ''
      [145] rowheader 'Submission comments'
      [146] cell ''
        [147] link 'Comments (0)'""")

    def edit(text: str) -> str:
        t = f"\n      StaticText '{text}'" if text else ""
        return page("BIO204: Lab Report 3: Enzyme Kinetics | HVC Learn", f"{base}/mod/assign/view.php?id=58213&action=editsubmission", nav(0) + course_nav + f"""
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'BIO204'
    [103] link 'Week 6: Enzymes'
    [104] link 'Lab Report 3: Enzyme Kinetics'
    StaticText 'Edit submission'
  [105] heading 'Lab Report 3: Enzyme Kinetics'
  [110] form ''
    [111] group 'Online text'
      [112] toolbar 'Edit'
      [113] textbox 'Online text', multiline{', focused' if text else ''}{t}
      StaticText 'Words: {len(text.split())}'
    [114] group 'File submissions'
      StaticText 'Maximum file size: 20 MB, maximum number of files: 2'
      [115] button 'Add...'
      [116] button 'Create folder'
      StaticText 'You can drag and drop files here to add them.'
      StaticText 'Accepted file types: Document files .doc .docx .odt .pdf .rtf'
    [117] button 'Save changes'
    [118] button 'Cancel'""")

    def confirm(checked: str) -> str:
        return page("BIO204: Lab Report 3: Enzyme Kinetics | HVC Learn", f"{base}/mod/assign/view.php?id=58213&action=submit", nav(0) + course_nav + f"""
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'BIO204'
    [103] link 'Week 6: Enzymes'
    [104] link 'Lab Report 3: Enzyme Kinetics'
    StaticText 'Submit assignment'
  [105] heading 'Lab Report 3: Enzyme Kinetics'
  [110] form ''
    StaticText 'Are you sure you want to submit your work for grading? You will not be able to make any more changes.'
    [111] checkbox 'This submission is my own work, except where I have acknowledged the use of the works of other people.', checked='{checked}', required{', focused' if checked == 'true' else ''}
    [112] button 'Continue'
    [113] button 'Cancel'""")

    grades = page("BIO204: User report | HVC Learn", f"{base}/grade/report/user/index.php?id=1184", nav(1) + course_nav + """
[100] main ''
  [101] heading 'BIO204 Cell Biology'
  [102] combobox 'Grade report' value='User report', hasPopup='menu', expanded=False
  [103] heading 'Daniel Okonkwo'
""" + grid(200, ["Grade item", "Calculated weight", "Grade", "Range", "Percentage", "Feedback", "Contribution to course total"], [
        ["Lab Report 1: Microscopy", "25.00 %", "15.50", "0–20", "77.50 %", "Good figures; label scale bars.", "19.38 %"],
        ["Lab Report 2: Protein assay", "25.00 %", "17.00", "0–20", "85.00 %", "", "21.25 %"],
        ["Lab Report 3: Enzyme Kinetics", "( Empty )", "-", "0–20", "-", "", "-"],
        ["Quiz 1: Cell structure", "12.50 %", "8.00", "0–10", "80.00 %", "", "10.00 %"],
        ["Quiz 2: Membranes", "12.50 %", "9.00", "0–10", "90.00 %", "", "11.25 %"],
        ["Quiz 3: Metabolism", "12.50 %", "7.50", "0–10", "75.00 %", "", "9.38 %"],
        ["Quiz 4: Cell Signalling", "12.50 %", "10.00", "0–10", "100.00 %", "", "12.50 %"],
        ["Course total", "-", "83.75", "0–100", "83.75 %", "", "-"],
    ], 1, links=(0,), name="User report"))

    turns = [
        (act("click('162')"), course),
        (act("click('124')"), assign("No submissions have been made yet", "Not graded", "2 days 9 hours", "-", False, ["Add submission"])),
        (act("click('160')"), edit("")),
        (act(f"fill('113', '{abstract}')"), edit(abstract)),
        (act("click('117')"), assign("Draft (not submitted)", "Not graded", "2 days 9 hours", "Monday, 11 November 2024, 2:41 PM", True, ["Edit submission", "Remove submission", "Submit assignment"])),
        (act("click('162')"), confirm("false")),
        (act("click('111')"), confirm("true")),
        (act("click('112')"), assign("Submitted for grading", "Not graded", "Assignment was submitted 2 days 9 hours early", "Monday, 11 November 2024, 2:43 PM", True, [], bell=1)),
        (act("click('93')"), grades),
        (act("click('13')"), dashboard(tl1, 1)),
        (act("click('16')"), dashboard(tl1, 1, popover=True)),
    ]
    rs.add(task="web", tid="h33-web-07", system=SYSTEM, turns=turns, state=dashboard(tl0, 0), bad=False)


# Makerloft handmade marketplace (Etsy-like), bad
def t08(rs: RowSet) -> None:
    base = "https://www.makerloft.com"
    head = """
[10] banner ''
  [11] link 'Makerloft'
  [12] combobox 'Search for anything' value='', hasPopup='listbox', expanded=False
  [13] button 'Search'
  [14] link 'Favorites'
  [15] button 'Your account'
    StaticText 'Maya'
  [16] link 'Cart'"""

    def money(x: float) -> str:
        return f"${x:,.2f}"

    def cart(mug_qty: int, bookmark: bool, coupon_text: str, coupon_applied: bool) -> str:
        items = 2 + mug_qty - 1 + (1 if bookmark else 0)
        item_total = 38.00 * mug_qty + 24.50 + (12.00 if bookmark else 0)
        disc = round(0.10 * 38.00 * mug_qty, 2) if coupon_applied else 0.0
        ship_clay = 6.95 + 2.50 * (mug_qty - 1)
        ship = ship_clay + (3.00 if bookmark else 0)
        total = item_total - disc + ship
        cart_badge = f"\n    StaticText '{items}'"
        undo = "" if bookmark else """
  [105] status ''
    StaticText 'Solid brass bookmark, engraved initials was removed from your cart.'
    [106] button 'Undo'"""
        bm = ""
        if bookmark:
            bm = """
  [160] region 'BrassAndBinder'
    [161] link 'BrassAndBinder'
    [162] button 'Contact shop'
    [163] link 'Solid brass bookmark, engraved initials'
    StaticText 'Personalization: M.K.'
    [164] combobox 'Quantity' value='1', hasPopup='menu', expanded=False
    StaticText '$12.00'
    [165] button 'Save for later'
    [166] button 'Remove'
    StaticText 'Shipping: $3.00 (USPS First-Class, estimated delivery Nov 26-29)'"""
        cp = ""
        if coupon_applied:
            cp = """
    StaticText 'AUTUMN10 applied: 10% off ClayAndCinder items'
    [126] button 'Remove coupon AUTUMN10'"""
        else:
            cp = f"""
    [124] textbox 'Apply shop coupon code' value='{coupon_text}'{', focused' if coupon_text else ''}
    [125] button 'Apply'"""
        disc_line = f"\n    StaticText 'Shop discount'\n    StaticText '-{money(disc)}'\n    StaticText 'Subtotal'\n    StaticText '{money(item_total - disc)}'" if coupon_applied else ""
        return page(f"Your Makerloft cart ({items})", f"{base}/cart", head + cart_badge + undo + f"""
[100] main ''
  [101] heading '{items} items in your cart'
  [102] link 'Keep shopping'
  [110] region 'ClayAndCinder'
    [111] link 'ClayAndCinder'
    [112] button 'Contact shop'
    [113] link 'Handthrown stoneware mug, speckled oat glaze'
    StaticText 'Size: 12 oz'
    [114] combobox 'Quantity' value='{mug_qty}', hasPopup='menu', expanded=False
    StaticText '{money(38.00 * mug_qty)}'
    StaticText '($38.00 each)'
    [115] button 'Save for later'
    [116] button 'Remove'
    StaticText 'Shipping: {money(ship_clay)} (USPS Ground Advantage, estimated delivery Nov 27-Dec 2)'
    StaticText 'Only 3 left'{cp}
  [140] region 'NorthLinenCo'
    [141] link 'NorthLinenCo'
    [142] button 'Contact shop'
    [143] link 'Linen tea towel set of 3, sage'
    [144] combobox 'Quantity' value='1', hasPopup='menu', expanded=False
    StaticText '$24.50'
    [145] button 'Save for later'
    [146] button 'Remove'
    StaticText 'FREE shipping (estimated delivery Nov 25-28)'{bm}
  [180] region 'Order summary'
    [181] heading 'How you will pay'
    [182] radio 'Card', checked='true'
    [183] radio 'PayPal', checked='false'
    StaticText 'Item(s) total'
    StaticText '{money(item_total)}'{disc_line}
    StaticText 'Shipping'
    StaticText '{money(ship)}'
    StaticText 'Total ({items} items)'
    StaticText '{money(total)}'
    StaticText 'Sales tax is calculated at checkout'
    [184] button 'Proceed to checkout'""")

    def summary(item_total: float, ship: float, tax: float | None, label: str) -> str:
        disc = 7.60
        sub = item_total - disc
        t = "\n    StaticText 'Sales tax'\n    StaticText '" + (money(tax) if tax is not None else "Calculated at next step") + "'"
        total = sub + ship + (tax or 0.0)
        return f"""
  [300] region 'Order summary'
    [301] heading 'Order summary'
    [302] link 'Handthrown stoneware mug, speckled oat glaze'
    StaticText 'Qty 2'
    StaticText '$76.00'
    [303] link 'Linen tea towel set of 3, sage'
    StaticText 'Qty 1'
    StaticText '$24.50'
    StaticText 'Item(s) total'
    StaticText '{money(item_total)}'
    StaticText 'Shop discount (AUTUMN10)'
    StaticText '-{money(disc)}'
    StaticText 'Subtotal'
    StaticText '{money(sub)}'
    StaticText 'Shipping'
    StaticText '{money(ship)}'{t}
    StaticText '{label}'
    StaticText '{money(total)}'"""

    steps = """
  [201] navigation 'Checkout steps'
    StaticText '1 Shipping'
    StaticText '2 Payment'
    StaticText '3 Review'"""

    def shipping(priority: bool) -> str:
        ship = (15.90 if priority else 9.45)
        return page("Checkout - Shipping | Makerloft", f"{base}/checkout/shipping", head + steps + f"""
[200] main ''
  [210] heading 'Shipping address'
  [211] radio 'Maya Kowalski, 418 Linden Ave Apt 3B, Oak Park, IL 60302, United States', checked='true'
  [212] radio 'Maya Kowalski (work), 233 S Wacker Dr Fl 21, Chicago, IL 60606, United States', checked='false'
  [213] link 'Add a new address'
  [214] textbox 'Phone (for delivery questions)' value='(708) 555-0142'
  [220] heading 'Delivery'
  StaticText 'ClayAndCinder'
  [221] combobox 'Shipping for ClayAndCinder' value='{'USPS Priority Mail (2-3 business days) $15.90' if priority else 'USPS Ground Advantage (estimated Nov 27-Dec 2) $9.45'}', hasPopup='menu', expanded=False
  StaticText 'NorthLinenCo'
  StaticText 'FREE USPS Ground Advantage (estimated Nov 25-28)'
  [222] checkbox 'This order is a gift', checked='false'
  [223] button 'Continue to payment'""" + summary(100.50, ship, None, "Order total"))

    payment = page("Checkout - Payment | Makerloft", f"{base}/checkout/payment", head + steps + """
[200] main ''
  [210] heading 'Payment'
  [211] radio 'Visa ending in 4417, expires 08/27', checked='true'
  [212] radio 'PayPal', checked='false'
  [213] radio 'Add a new card', checked='false'
  [214] checkbox 'Billing address is the same as shipping address', checked='true'
  StaticText 'Maya Kowalski, 418 Linden Ave Apt 3B, Oak Park, IL 60302'
  [215] textbox 'Makerloft gift card or promo code' value=''
  [216] button 'Apply'
  [217] button 'Review your order'
  [218] link 'Back to shipping'""" + summary(112.50, 15.90, 10.75, "Order total (3 items)"))

    turns = [
        (act("select_option('114', '2')"), cart(2, True, "", False)),
        (act("click('166')"), cart(2, False, "", False)),
        (act("fill('124', 'AUTUMN10')"), cart(2, False, "AUTUMN10", False)),
        (act("click('125')"), cart(2, False, "", True)),
        (act("click('184')"), shipping(False)),
        (act("select_option('221', 'USPS Priority Mail (2-3 business days) $15.90')"), shipping(True)),
        (act("click('223')"), payment),
    ]
    rs.add(task="web", tid="h33-web-08", system=SYSTEM, turns=turns, state=cart(1, True, "", False), bad=True, turn=7,
           kind="payment-step item total $112.50 (and tax, order total) still counts the bookmark removed from the cart; items sum to $100.50")


# Staylet holiday rental site, clean
def t09(rs: RowSet) -> None:
    base = "https://www.staylet.com"
    head = """
[10] banner ''
  [11] link 'Staylet home'
  [12] button 'Location Lisbon, Portugal'
  [13] button 'Dates Dec 12 – 16'
  [14] button 'Guests 2 guests'
  [15] button 'Search'
  [16] link 'Become a host'
  [17] button 'Main navigation menu'
    StaticText 'Rui'"""
    listings = [
        ("Alfama rooftop studio with river view", "Entire rental unit in Alfama", "134", "701", "4.87 (311)", "Guest favorite"),
        ("Bright loft near Jardim da Estrela", "Entire loft in Estrela", "118", "589", "4.91 (203)", "Superhost"),
        ("Príncipe Real 2BR with balcony", "Entire rental unit in Príncipe Real", "162", "851", "4.95 (88)", "Guest favorite"),
        ("Cozy room in Graça, shared flat", "Room in Graça", "57", "312", "4.78 (542)", ""),
        ("Design apartment in Chiado", "Entire rental unit in Chiado", "189", "987", "4.89 (156)", "Superhost"),
        ("Quiet flat by Campo de Ourique market", "Entire rental unit in Campo de Ourique", "96", "510", "4.83 (97)", ""),
        ("Belém family apartment, 3 bedrooms", "Entire rental unit in Belém", "145", "765", "4.72 (64)", ""),
        ("Mouraria artist studio", "Entire rental unit in Mouraria", "79", "425", "4.69 (131)", "Rare find"),
    ]

    def results(sort: str) -> str:
        ls = sorted(listings, key=lambda x: int(x[2])) if sort.startswith("Price") else listings
        cards = []
        for i, (name, kind, night, total, rating, badge) in enumerate(ls):
            b = 200 + 10 * i
            bd = f"\n    StaticText '{badge}'" if badge else ""
            cards.append(f"""  [{b}] group '{name}'{bd}
    [{b + 1}] link '{name}'
    StaticText '{kind}'
    StaticText '★ {rating}'
    StaticText '€{night} night'
    StaticText '€{total} total before taxes'
    [{b + 2}] button 'Add to wishlist'""")
        return page("Lisbon · Stays · Staylet", f"{base}/s/Lisbon--Portugal/homes?checkin=2024-12-12&checkout=2024-12-16&adults=2" + ("&sort=price_asc" if sort.startswith("Price") else ""),
                    head + f"""
[100] main ''
  [101] button 'Filters'
  [102] button 'Price'
  [103] button 'Type of place'
  [104] switch 'Display total before taxes', checked='true'
  StaticText '312 places in Lisbon'
  [105] combobox 'Sort by' value='{sort}', hasPopup='menu', expanded=False
""" + "\n".join(cards) + """
  [300] navigation 'Search results pagination'
    StaticText '1'
    [301] link '2'
    [302] link '3'
    StaticText '...'
    [303] link '18'
    [304] link 'Next'
  StaticText '1 – 18 of 312 places to stay'
[400] region 'Map'
  [401] button 'Zoom in'
  [402] button 'Zoom out'
  StaticText 'Map data ©2024 Google'""")

    def fee(nights: int) -> tuple[float, float, float, float]:
        room = 118.0 * nights
        service = round((room + 45.0) * 0.14, 2)
        tax = 4.0 * 2 * min(nights, 7)
        return room, service, tax, room + 45.0 + service + tax

    def listing(nights: int, cal: bool) -> str:
        room, service, tax, total = fee(nights)
        out = f"12/{12 + nights}/2024"
        calendar = ""
        if cal:
            days = []
            blocked = {10, 11, 19, 20, 21, 22, 23, 24, 25, 26, 27}
            for d in range(1, 32):
                st = "blocked" if d in blocked else "available"
                if d < 12:
                    st = "blocked"
                days.append(f"      [{500 + d}] gridcell '{['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][(d - 1) % 7]}, December {d}, 2024. {'Unavailable' if st == 'blocked' else 'Available'}'" + (", selected" if d in (12, 16) else "") + (", disabled" if st == "blocked" else ""))
            calendar = """
    [480] dialog 'Select dates'
      [481] heading '4 nights'
      StaticText 'Dec 12, 2024 - Dec 16, 2024'
      [482] button 'Move backward to switch to the previous month'
      [483] button 'Move forward to switch to the next month'
      StaticText 'December 2024'
      [484] grid 'December 2024'
""" + "\n".join(days) + """
      StaticText 'Minimum stay: 3 nights'
      [490] button 'Clear dates'
      [491] button 'Close'"""
        return page("Bright loft near Jardim da Estrela - Lofts for Rent in Lisboa, Lisboa, Portugal - Staylet", f"{base}/rooms/58123077?check_in=2024-12-12&check_out=2024-12-{12 + nights}&adults=2",
                    head.replace("Dec 12 – 16", f"Dec 12 – {12 + nights}") + f"""
[100] main ''
  [101] heading 'Bright loft near Jardim da Estrela'
  [102] button 'Share'
  [103] button 'Save'
  [104] button 'Show all photos'
  [105] heading 'Entire loft in Lisboa, Portugal'
  StaticText '3 guests · 1 bedroom · 2 beds · 1 bath'
  StaticText '★ 4.91 · 203 reviews'
  [106] link 'Hosted by Inês'
  StaticText 'Superhost · 7 years hosting'
  StaticText 'Self check-in with keypad. Tram 28 stop 150 m. Washer, fast wifi (310 Mbps), air conditioning. Licence 87411/AL.'
  [107] button 'Show all 41 amenities'
  [110] region 'Reservation'
    StaticText '€118 night'
    [111] button 'Check-in 12/12/2024'
    [112] button 'Checkout {out}', expanded={cal}
    [113] button 'Guests 2 guests'
    [114] button 'Reserve'
    StaticText 'You will not be charged yet'
    StaticText '€118 x {nights} nights'
    StaticText '€{room:,.2f}'
    StaticText 'Cleaning fee'
    StaticText '€45.00'
    StaticText 'Staylet service fee'
    StaticText '€{service:,.2f}'
    StaticText 'Taxes (Lisbon tourist tax)'
    StaticText '€{tax:,.2f}'
    StaticText 'Total'
    StaticText '€{total:,.2f}'{calendar}
  [130] heading 'Where you will be'
  StaticText 'Lisboa, Portugal'
  [140] heading '★ 4.91 · 203 reviews'
  StaticText 'Cleanliness 4.9 · Accuracy 4.9 · Check-in 5.0 · Communication 5.0 · Location 4.8 · Value 4.8'
  [141] button 'Show all 203 reviews'""")

    def book(split: bool, msg: str) -> str:
        room, service, tax, total = fee(6)
        half = round(total / 2, 2)
        m = f"\n    StaticText '{msg}'" if msg else ""
        return page("Confirm and pay · Staylet", f"{base}/book/stays/58123077?checkin=2024-12-12&checkout=2024-12-18&numberOfAdults=2",
                    head.replace("Dec 12 – 16", "Dec 12 – 18") + f"""
[100] main ''
  [101] link 'Back'
  [102] heading 'Confirm and pay'
  [110] heading 'Your trip'
  StaticText 'Dates'
  StaticText 'Dec 12 – 18, 2024'
  [111] button 'Edit dates'
  StaticText 'Guests'
  StaticText '2 guests'
  [112] button 'Edit guests'
  [120] heading 'Choose how to pay'
  [121] radio 'Pay €{total:,.2f} now', checked='{str(not split).lower()}'
  [122] radio 'Pay part now, part later. €{half:,.2f} due today, €{total - half:,.2f} on Nov 27. No extra fees.', checked='{str(split).lower()}'
  [130] heading 'Pay with'
  [131] combobox 'Payment method' value='Mastercard •••• 6603', hasPopup='listbox', expanded=False
  [140] heading 'Message the host'
  StaticText 'Let Inês know why you are traveling and when you will check in.'
  [141] textbox 'Message the host', multiline{', focused' if msg else ''}{m}
  [150] heading 'Cancellation policy'
  StaticText 'Free cancellation before Dec 5. Cancel before check-in on Dec 12 for a partial refund.'
  [151] button 'Confirm and pay'
  [160] region 'Price details'
    StaticText 'Bright loft near Jardim da Estrela'
    StaticText '★ 4.91 (203) · Superhost'
    StaticText '€118.00 x 6 nights'
    StaticText '€{room:,.2f}'
    StaticText 'Cleaning fee'
    StaticText '€45.00'
    StaticText 'Staylet service fee'
    StaticText '€{service:,.2f}'
    StaticText 'Taxes'
    StaticText '€{tax:,.2f}'
    StaticText 'Total (EUR)'
    StaticText '€{total:,.2f}'""")

    room, service, tax, total = fee(6)
    half = round(total / 2, 2)
    msg = "Hi Inês, we are two architects visiting for a conference at the Gulbenkian. We land at 15:10 and should reach the loft around 17:00. Thanks!"
    done = page("Reservation confirmed · Staylet", f"{base}/trips/v1/reservation-details/ro/RESERVATION2_CHECKIN/HMQ7TZ4K2W", head.replace("Dec 12 – 16", "Dec 12 – 18") + f"""
[100] main ''
  [101] heading 'Your reservation is confirmed'
  StaticText 'You are going to Lisboa! Inês usually replies within an hour.'
  StaticText 'Confirmation code'
  StaticText 'HMQ7TZ4K2W'
  [102] link 'Bright loft near Jardim da Estrela'
  StaticText 'Check-in'
  StaticText 'Thu, Dec 12, 2024, 3:00 PM'
  StaticText 'Checkout'
  StaticText 'Wed, Dec 18, 2024, 11:00 AM'
  StaticText 'Guests'
  StaticText '2 adults'
  StaticText 'Address'
  StaticText 'Rua de São Bento 512, 1200-822 Lisboa'
  [110] heading 'Payment info'
  StaticText 'Total cost'
  StaticText '€{total:,.2f} EUR'
  StaticText 'Paid today'
  StaticText '€{half:,.2f} (Mastercard •••• 6603)'
  StaticText 'Due Nov 27, 2024'
  StaticText '€{total - half:,.2f}, charged automatically'
  [111] link 'Get receipts'
  [112] link 'Message host'
  [113] link 'Change reservation'
  [114] link 'Cancel reservation'""")
    turns = [
        (act("select_option('105', 'Price: low to high')"), results("Price: low to high")),
        (act("click('231')"), listing(4, False)),
        (act("click('112')"), listing(4, True)),
        (act("click('518')"), listing(6, False)),
        (act("click('114')"), book(False, "")),
        (act("click('122')"), book(True, "")),
        (act(f"fill('141', '{msg}')"), book(True, msg)),
        (act("click('151')"), done),
    ]
    rs.add(task="web", tid="h33-web-09", system=SYSTEM, turns=turns, state=results("Recommended"), bad=False)


# Rentova car rental, bad
def t10(rs: RowSet) -> None:
    base = "https://www.rentova.com"
    head = """
[10] banner ''
  [11] link 'Rentova'
  [12] link 'Cars'
  [13] link 'Locations'
  [14] link 'Deals'
  [15] link 'Manage booking'
  [16] button 'Language and currency EN · EUR'
  [17] button 'Account'
    StaticText 'Tomás Ferreira'"""

    def manage(pickup: str, seat: bool, banner: bool) -> str:
        extras = "\n    StaticText 'Child seat (9–18 kg), 1 × 5 days'\n    StaticText '€42.50'" if seat else "\n    StaticText 'No extras added'"
        total = "257.00" if seat else "214.50"
        bn = "\n  [99] status ''\n    StaticText 'Your booking has been updated. A confirmation email was sent to tomas.ferreira@sapo.pt.'" if banner else ""
        return page("Manage booking RV-7Q4K92M | Rentova", f"{base}/manage/RV-7Q4K92M", head + bn + f"""
[100] main ''
  [101] heading 'Booking RV-7Q4K92M'
  StaticText 'Status: Confirmed'
  [102] region 'Pick-up'
    StaticText 'Pick-up'
    StaticText 'Lisbon Airport (LIS), Terminal 1, car rental centre P2'
    StaticText 'Fri, 13 Dec 2024, {pickup}'
    StaticText 'Desk opening hours: 06:00 – 00:30'
  [103] region 'Return'
    StaticText 'Return'
    StaticText 'Lisbon Airport (LIS), Terminal 1, car rental centre P2'
    StaticText 'Wed, 18 Dec 2024, 10:00'
  [104] region 'Your car'
    StaticText 'Peugeot 2008 or similar'
    StaticText 'Compact SUV · Automatic · 5 seats · 2 large bags · A/C'
    StaticText 'Mileage: unlimited'
    StaticText 'Fuel policy: full to full'
  [105] region 'Driver'
    StaticText 'Tomás Ferreira, age 38'
    StaticText 'Licence: PT L-1184922 5'
    StaticText 'Flight number: TP1351'
  [106] region 'Extras'
    StaticText 'Extras'{extras}
  [107] region 'Price'
    StaticText 'Car hire, 5 days'
    StaticText '€214.50'
    StaticText 'Total'
    StaticText '€{total}'
    StaticText 'Paid'
    StaticText '€{total}'
  [110] link 'Change date and time'
  [111] link 'Add extras'
  [112] link 'Add additional driver'
  [113] link 'Download voucher'
  [114] link 'Cancel booking'
  StaticText 'Free cancellation until 11 Dec 2024, 10:00'""")

    times = ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00"]

    def change(pt: str, checked: bool) -> str:
        res = ""
        if checked:
            res = """
  [140] status ''
    StaticText 'Good news, your car is available for the new times. Rental length: 5 days. Price difference: €0.00'
  [141] button 'Continue'"""
        return page("Change date and time | Rentova", f"{base}/manage/RV-7Q4K92M/change-dates", head + f"""
[100] main ''
  [101] link 'Back to booking'
  [102] heading 'Change date and time'
  StaticText 'Booking RV-7Q4K92M · Peugeot 2008 or similar'
  [120] group 'Pick-up'
    [121] textbox 'Pick-up date' value='13/12/2024'
    [122] combobox 'Pick-up time' value='{pt}', hasPopup='menu', expanded=False
  [123] group 'Return'
    [124] textbox 'Return date' value='18/12/2024'
    [125] combobox 'Return time' value='10:00', hasPopup='menu', expanded=False
  StaticText 'Available times: {times[0]} – 23:30 (desk open 06:00 – 00:30)'
  [130] button 'Check availability'{res}""")

    def extras(seat: int) -> str:
        sel = f"\n    [163] spinbutton 'Quantity Child seat (9–18 kg)' value={seat}\n    StaticText '€8.50 per day · €42.50 for your rental'" if seat else "\n    [162] button 'Add Child seat (9–18 kg)'"
        return page("Extras | Rentova", f"{base}/manage/RV-7Q4K92M/extras", head + f"""
[100] main ''
  [101] link 'Back to booking'
  [102] heading 'Add extras'
  StaticText 'Pay for extras now. Changes to pick-up time: Fri, 13 Dec 2024, 14:30 (pending confirmation)'
  [150] group 'Baby seat (0–13 kg)'
    StaticText 'Baby seat (0–13 kg)'
    StaticText '€8.50 per day, max €59.50'
    [151] button 'Add Baby seat (0–13 kg)'
  [160] group 'Child seat (9–18 kg)'
    StaticText 'Child seat (9–18 kg)'
    StaticText '€8.50 per day, max €59.50'{sel}
  [170] group 'Booster seat (15–36 kg)'
    StaticText 'Booster seat (15–36 kg)'
    StaticText '€6.00 per day, max €42.00'
    [171] button 'Add Booster seat (15–36 kg)'
  [180] group 'GPS navigation'
    StaticText '€9.90 per day, max €69.30'
    [181] button 'Add GPS navigation'
  [190] group 'Via Verde toll transponder'
    StaticText '€2.20 per day + tolls used'
    [191] button 'Add Via Verde toll transponder'
  [199] button 'Review changes'""")

    review = page("Review changes | Rentova", f"{base}/manage/RV-7Q4K92M/review", head + """
[100] main ''
  [101] link 'Back'
  [102] heading 'Review your changes'
  [110] table ''
    [111] row ''
      [112] columnheader ''
      [113] columnheader 'Before'
      [114] columnheader 'After'
    [115] row ''
      [116] rowheader 'Pick-up'
      [117] cell 'Fri, 13 Dec 2024, 10:00'
      [118] cell 'Fri, 13 Dec 2024, 14:30'
    [119] row ''
      [120] rowheader 'Return'
      [121] cell 'Wed, 18 Dec 2024, 10:00'
      [122] cell 'Wed, 18 Dec 2024, 10:00'
    [123] row ''
      [124] rowheader 'Extras'
      [125] cell 'None'
      [126] cell 'Child seat (9–18 kg) × 1'
    [127] row ''
      [128] rowheader 'Total'
      [129] cell '€214.50'
      [130] cell '€257.00'
  StaticText 'To pay now: €42.50 (Visa •••• 2231)'
  StaticText 'Please note: if your flight TP1351 is delayed we will hold the car for up to 2 hours after the new pick-up time.'
  [140] button 'Confirm changes'""")

    voucher = page("Rental voucher RV-7Q4K92M | Rentova", f"{base}/manage/RV-7Q4K92M/voucher", """
[100] main ''
  [101] button 'Print'
  [102] link 'Download PDF'
  [103] heading 'Rental voucher'
  StaticText 'Booking reference: RV-7Q4K92M'
  StaticText 'Supplier confirmation: EUP-4418270213'
  StaticText 'Supplier: Europcar Portugal'
  StaticText 'Main driver: Tomás Ferreira'
  [110] table ''
    [111] row ''
      [112] rowheader 'Pick-up'
      [113] cell 'Fri, 13 Dec 2024, 10:00 · Lisbon Airport (LIS), Terminal 1, car rental centre P2'
    [114] row ''
      [115] rowheader 'Return'
      [116] cell 'Wed, 18 Dec 2024, 10:00 · Lisbon Airport (LIS), Terminal 1, car rental centre P2'
    [117] row ''
      [118] rowheader 'Car'
      [119] cell 'Peugeot 2008 or similar (CFAR) · Automatic'
    [120] row ''
      [121] rowheader 'Included'
      [122] cell 'Unlimited mileage, Collision Damage Waiver (excess €1,200), Theft Protection, local taxes'
    [123] row ''
      [124] rowheader 'Extras (paid)'
      [125] cell 'Child seat (9–18 kg) × 1'
    [126] row ''
      [127] rowheader 'Prepaid total'
      [128] cell '€257.00'
  StaticText 'At the counter: present this voucher, a driving licence held for at least 1 year, and a credit card in the main driver name for the deposit (€1,200 blocked).'
  StaticText 'Fuel: full to full. Flight: TP1351.'""")

    turns = [
        (act("click('110')"), change("10:00", False)),
        (act("select_option('122', '14:30')"), change("14:30", False)),
        (act("click('130')"), change("14:30", True)),
        (act("click('141')"), extras(0)),
        (act("click('162')"), extras(1)),
        (act("click('199')"), review),
        (act("click('140')"), manage("14:30", True, True)),
        (act("click('113')"), voucher),
    ]
    rs.add(task="web", tid="h33-web-10", system=SYSTEM, turns=turns, state=manage("10:00", False, False), bad=True, turn=8,
           kind="voucher shows pick-up at 10:00 although the pick-up time was changed to 14:30 and confirmed")


# Ashford resident parking permit portal, clean
def t11(rs: RowSet) -> None:
    base = "https://parking.ashford.gov.uk"
    head = """
[10] banner ''
  [11] link 'Ashford Borough Council'
  StaticText 'Parking permits'
  [12] link 'Help'
  [13] link 'Sign out'
[20] navigation 'Account'
  [21] link 'My permits'
  [22] link 'Visitor permits'
  [23] link 'Vehicles'
  [24] link 'Payments'
  [25] link 'My details'"""
    past = [["VS-2024-117902", "KP21 ZHN", "Sat 9 Nov 2024", "10:00 – 16:00", "6 hours", "Used"],
            ["VS-2024-116488", "LR68 BWC", "Sun 3 Nov 2024", "12:30 – 18:30", "6 hours", "Used"],
            ["VS-2024-114251", "GF17 OPA", "Sat 26 Oct 2024", "09:00 – 13:00", "4 hours", "Used"],
            ["VS-2024-109934", "LR68 BWC", "Sat 12 Oct 2024", "11:00 – 13:00", "2 hours", "Used"]]

    def overview(balance: int, active: tuple[str, str] | None) -> str:
        act_txt = "\n    StaticText 'No active visitor sessions'"
        if active:
            act_txt = f"""
    StaticText 'VS-2024-118733 · LR68 BWC · today {active[0]} – {active[1]}'
    [131] link 'Manage session'"""
        return page("My permits - Ashford parking permits", f"{base}/account", head + f"""
[100] main ''
  [101] heading 'My permits'
  StaticText 'Priya Shah · 14 Elm Grove, Ashford TN23 4QB · Zone E3'
  [110] region 'Resident permit'
    [111] heading 'Resident permit RP-E3-204117'
    StaticText 'Vehicle: KN19 XTR (Toyota Yaris, grey)'
    StaticText 'Zone: E3 (Elm Grove / Beaver Road area)'
    StaticText 'Valid: 1 Apr 2024 – 31 Mar 2025'
    StaticText 'Status: Active (virtual permit, no display needed)'
    [112] link 'Change vehicle'
    [113] link 'Renew'
  [120] region 'Visitor permits'
    [121] heading 'Visitor permits'
    StaticText 'Allowance: 60 hours per permit year (1 Apr – 31 Mar)'
    StaticText 'Remaining: {balance} hours'
    [122] link 'Book visitor parking'
  [130] region 'Active visitor sessions'{act_txt}""")

    def visitors(reg: str, dur: str, balance: int, active: tuple[str, str, str] | None, focus: str = "") -> str:
        rows = ([["VS-2024-118733", "LR68 BWC", "Wed 13 Nov 2024", f"{active[0]} – {active[1]}", active[2], "Active"]] if active else []) + past
        return page("Visitor permits - Ashford parking permits", f"{base}/account/visitors", head + f"""
[100] main ''
  [101] heading 'Visitor permits'
  StaticText 'Zone E3 · Remaining allowance: {balance} hours of 60'
  [110] form 'Book visitor parking'
    [111] heading 'Book visitor parking'
    [112] textbox 'Vehicle registration' value='{reg}'{', focused' if focus == 'reg' else ''}
    [113] combobox 'Start' value='Now', hasPopup='menu', expanded=False
    [114] combobox 'Duration' value='{dur}', hasPopup='menu', expanded=False
    StaticText 'Sessions can be booked in 1 hour steps, up to 8 hours per day per vehicle. Parking in E3 bays is restricted Mon–Sat 08:00–20:00.'
    [115] button 'Book'
  [120] heading 'Sessions'
""" + grid(200, ["Reference", "Vehicle", "Date", "Time", "Duration", "Status"], rows, 1, name="Visitor sessions") + f"""
  StaticText 'Showing {len(rows)} sessions this permit year'""")

    def session(banner: str, end: str, used: int, remaining: int) -> str:
        bn = f"\n  [101] status ''\n    StaticText '{banner}'" if banner else ""
        return page("Session VS-2024-118733 - Ashford parking permits", f"{base}/account/visitors/VS-2024-118733", head + f"""
[100] main ''{bn}
  [102] heading 'Session VS-2024-118733'
  StaticText 'Vehicle: LR68 BWC'
  StaticText 'Zone: E3'
  StaticText 'Starts: Wed 13 Nov 2024, 14:05'
  StaticText 'Ends: Wed 13 Nov 2024, {end}'
  StaticText 'Hours used: {used}'
  StaticText 'Remaining allowance: {remaining} hours'
  StaticText 'No need to display anything; civil enforcement officers check registrations electronically.'
  [103] link 'Extend by 1 hour'
  [104] link 'End session early'
  [105] link 'Back to my permits'""")

    turns = [
        (act("click('22')"), visitors("", "1 hour", 42, None)),
        (act("fill('112', 'LR68 BWC')"), visitors("LR68 BWC", "1 hour", 42, None, "reg")),
        (act("select_option('114', '4 hours')"), visitors("LR68 BWC", "4 hours", 42, None)),
        (act("click('115')"), session("Visitor parking booked", "18:05", 4, 38)),
        (act("click('103')"), session("Session extended by 1 hour", "19:05", 5, 37)),
        (act("click('105')"), overview(37, ("14:05", "19:05"))),
        (act("click('22')"), visitors("", "1 hour", 37, ("14:05", "19:05", "5 hours"))),
    ]
    rs.add(task="web", tid="h33-web-11", system=SYSTEM, turns=turns, state=overview(42, None), bad=False)


# Riverbend utility bill portal, bad
def t12(rs: RowSet) -> None:
    base = "https://myaccount.riverbendutilities.com"
    head = """
[10] banner ''
  [11] link 'Riverbend Water & Power'
  StaticText 'Account 3004-88127-02 · 2716 Sycamore Ct, Riverbend, OR 97301'
  [12] button 'Switch account'
  [13] link 'Help'
  [14] button 'Profile'
    StaticText 'Dana Whitfield'
[20] navigation 'Main'
  [21] link 'Account overview'
  [22] link 'Bills & payments'
  [23] link 'Usage'
  [24] link 'Start, stop or move'
  [25] link 'Outages'
  [26] link 'Settings'"""

    def overview(autopay: bool, paperless: str) -> str:
        ap = ("StaticText 'AutoPay: On · Checking ••••0921 · pays on the due date'\n    [124] link 'Manage AutoPay'" if autopay
              else "StaticText 'AutoPay: Off'\n    [124] link 'Set up AutoPay'")
        sched = "\n    StaticText 'Scheduled: $148.62 on Dec 3, 2024 (AutoPay)'" if autopay else ""
        return page("Account overview | Riverbend Water & Power", f"{base}/overview", head + f"""
[100] main ''
  [101] heading 'Welcome back, Dana'
  [110] region 'Balance'
    [111] heading 'Amount due'
    StaticText '$148.62'
    StaticText 'Due Dec 3, 2024'{sched}
    [112] link 'Pay now'
    [113] link 'View bill'
  [120] region 'Payment settings'
    [121] heading 'Payment settings'
    {ap}
    StaticText 'Paperless billing: {paperless}'
    [125] link 'Change billing preferences'
  [130] region 'Last payment'
    [131] heading 'Last payment'
    StaticText '$131.07 on Nov 1, 2024 · Visa ••••5538'
  [140] region 'Services'
    [141] heading 'Services at this address'
    StaticText 'Electric · Residential RS-1 · Meter 48 117 305'
    StaticText 'Water · Residential W-R · Meter 90-22741'
    StaticText 'Sewer and stormwater'
  [150] region 'Alerts'
    [151] heading 'Alerts'
    StaticText 'Planned water main work on Sycamore Ct, Nov 25 08:00–14:00. Water may be off for up to 3 hours.'""")

    bills = page("Bills & payments | Riverbend Water & Power", f"{base}/billing", head + """
[100] main ''
  [101] heading 'Bills & payments'
  StaticText 'Amount due: $148.62 · Due Dec 3, 2024'
  [102] link 'Pay now'
  [103] link 'Set up AutoPay'
  [104] combobox 'Show' value='Last 12 months', hasPopup='menu', expanded=False
""" + grid(200, ["Date", "Type", "Description", "Amount", "Balance", ""], [
        ["Nov 8, 2024", "Bill", "Statement Oct 4 – Nov 4, 2024", "$148.62", "$148.62", "View bill"],
        ["Nov 1, 2024", "Payment", "Visa ••••5538, thank you", "-$131.07", "$0.00", ""],
        ["Oct 9, 2024", "Bill", "Statement Sep 5 – Oct 3, 2024", "$131.07", "$131.07", "View bill"],
        ["Oct 2, 2024", "Payment", "Visa ••••5538, thank you", "-$142.88", "$0.00", ""],
        ["Sep 9, 2024", "Bill", "Statement Aug 6 – Sep 4, 2024", "$142.88", "$142.88", "View bill"],
        ["Sep 3, 2024", "Payment", "Checking ••••0921, thank you", "-$156.30", "$0.00", ""],
        ["Aug 8, 2024", "Bill", "Statement Jul 5 – Aug 5, 2024", "$156.30", "$156.30", "View bill"],
    ], 1, links=(5,), name="Billing history"))

    bill = page("Bill Nov 8, 2024 | Riverbend Water & Power", f"{base}/billing/statements/2024-11-08", head + """
[100] main ''
  [101] link 'Back to Bills & payments'
  [102] heading 'Statement Oct 4 – Nov 4, 2024'
  StaticText 'Statement date: Nov 8, 2024 · Due: Dec 3, 2024 · Delivered: paperless (email)'
  [103] link 'Download PDF (212 KB)'
""" + grid(300, ["Charge", "Usage", "Rate", "Amount"], [
        ["Electric basic charge", "31 days", "$0.36/day", "$11.16"],
        ["Electric energy, first 500 kWh", "500 kWh", "$0.1290/kWh", "$64.50"],
        ["Electric energy, over 500 kWh", "112 kWh", "$0.1413/kWh", "$15.83"],
        ["Water base charge (3/4 in meter)", "1 month", "", "$18.45"],
        ["Water volume", "4,200 gal", "$4.68/1,000 gal", "$19.66"],
        ["Sewer", "4,200 gal", "", "$14.62"],
        ["Stormwater", "1 month", "", "$4.40"],
        ["Total current charges", "", "", "$148.62"],
    ], 1, name="Charges") + """
  StaticText 'Previous balance $131.07 · Payments -$131.07 · Current charges $148.62 · Amount due $148.62'
  [104] link 'Pay this bill'""")

    def autopay(when: str, agree: bool) -> str:
        return page("Set up AutoPay | Riverbend Water & Power", f"{base}/billing/autopay/enroll", head + f"""
[100] main ''
  [101] link 'Back to Bills & payments'
  [102] heading 'Set up AutoPay'
  StaticText 'We will pay your full balance automatically each month.'
  [110] group 'Payment method'
    [111] radio 'Checking ••••0921 (Willamette Valley CU)', checked='true'
    [112] radio 'Visa ••••5538 (card payments have a $1.95 fee)', checked='false'
    [113] link 'Add payment method'
  [120] group 'When to pay'
    [121] radio 'On the due date', checked='{str(when == 'due').lower()}'
    [122] radio '5 days before the due date', checked='{str(when == '5').lower()}'
  [123] textbox 'Maximum amount (optional)' value=''
  StaticText 'If a bill is above this amount we will email you and not pay it automatically.'
  [130] checkbox 'I authorize Riverbend Water & Power to debit the selected account for my monthly balance. I can cancel at any time up to 3 days before a scheduled payment.', checked='{str(agree).lower()}'
  [131] button 'Enroll in AutoPay'
  [132] link 'Cancel'""")

    enrolled = page("AutoPay enrolled | Riverbend Water & Power", f"{base}/billing/autopay/confirmation", head + """
[100] main ''
  [101] status ''
    StaticText 'You are enrolled in AutoPay'
  [102] heading 'AutoPay confirmation'
  StaticText 'Confirmation number: AP-20241114-66203'
  StaticText 'Payment method: Checking ••••0921'
  StaticText 'Pays: on the due date'
  StaticText 'First automatic payment: $148.62 on Dec 3, 2024'
  StaticText 'A confirmation was sent to dana.whitfield@fastmail.com.'
  [103] link 'Back to Account overview'""")

    usage = page("Usage | Riverbend Water & Power", f"{base}/usage", head + """
[100] main ''
  [101] heading 'Usage'
  [102] tablist ''
    [103] tab 'Electric', selected=True
    [104] tab 'Water', selected=False
  [105] combobox 'Period' value='Monthly, last 12 bills', hasPopup='menu', expanded=False
  [106] img 'Bar chart of monthly electric use'
""" + grid(300, ["Bill period", "kWh", "Avg temp", "Cost"], [
        ["Oct 4 – Nov 4, 2024", "612", "52 °F", "$91.49"],
        ["Sep 5 – Oct 3, 2024", "538", "61 °F", "$80.44"],
        ["Aug 6 – Sep 4, 2024", "701", "70 °F", "$104.21"],
        ["Jul 5 – Aug 5, 2024", "842", "74 °F", "$124.66"],
        ["Jun 4 – Jul 4, 2024", "655", "66 °F", "$96.83"],
        ["May 3 – Jun 3, 2024", "497", "59 °F", "$75.28"],
    ], 1, name="Monthly electric use") + """
  StaticText 'Your use this period was 12% higher than the same period last year (546 kWh).'
  [107] link 'Download usage data (CSV)'""")

    turns = [
        (act("click('22')"), bills),
        (act("click('232')"), bill),
        (act("click('101')"), bills),
        (act("click('103')"), autopay("none", False)),
        (act("click('121')"), autopay("due", False)),
        (act("click('130')"), autopay("due", True)),
        (act("click('131')"), enrolled),
        (act("click('103')"), overview(True, "Off")),
        (act("click('23')"), usage),
    ]
    rs.add(task="web", tid="h33-web-12", system=SYSTEM, turns=turns, state=overview(False, "On (email to dana.whitfield@fastmail.com)"), bad=True, turn=8,
           kind="paperless billing shows Off on the overview although it was On and no billing preference was changed")


# Hearthstone Mutual insurance claim portal, clean
def t13(rs: RowSet) -> None:
    base = "https://my.hearthstonemutual.com"
    head = """
[10] banner ''
  [11] link 'Hearthstone Mutual'
  [12] link 'Policies'
  [13] link 'Claims'
  [14] link 'Billing'
  [15] link 'Documents'
  [16] button 'Messages'
  [17] button 'Account'
    StaticText 'Lena Marsh'"""
    old = [["CLM-23-0640218", "Auto · 2019 Subaru Outback", "Collision", "Jun 2, 2023", "Closed · Paid $3,418.55"],
           ["CLM-22-0398804", "Home · 55 Orchard Ln", "Wind / hail", "Aug 19, 2022", "Closed · Paid $9,120.00"],
           ["CLM-21-0215671", "Home · 55 Orchard Ln", "Theft", "Mar 7, 2021", "Closed · Denied"]]
    new = ["CLM-24-0871365", "Home · 55 Orchard Ln", "Water damage", "Nov 16, 2024", "Submitted"]

    def claims(rows: list[list[str]]) -> str:
        return page("My claims | Hearthstone Mutual", f"{base}/claims", head + f"""
[100] main ''
  [101] heading 'Claims ({len(rows)})'
  [102] link 'Start a new claim'
  StaticText 'For emergencies (active leak, fire, break-in) call 1-800-555-0199, 24/7.'
  [103] combobox 'Filter' value='All claims', hasPopup='menu', expanded=False
""" + grid(200, ["Claim number", "Policy", "Type", "Date of loss", "Status"], rows, 1, links=(0,), name="Claims"))

    def step1(kind: str, date: str, desc: str, focus: str = "") -> str:
        d = f"\n      StaticText '{desc}'" if desc else ""
        return page("New claim: What happened | Hearthstone Mutual", f"{base}/claims/new/incident", head + f"""
[100] main ''
  [101] heading 'Start a new claim'
  [102] navigation 'Progress'
    StaticText 'Step 1 of 3: What happened'
    StaticText 'Step 2: Damage'
    StaticText 'Step 3: Review'
  [110] group 'Policy'
    [111] radio 'Homeowners HO-3 · HM-HO-5512047 · 55 Orchard Ln, Ithaca, NY 14850', checked='true'
    [112] radio 'Auto · HM-AU-3380912 · 2019 Subaru Outback', checked='false'
  [113] combobox 'Type of loss' value='{kind}', hasPopup='menu', expanded=False
  [114] textbox 'Date of loss (MM/DD/YYYY)' value='{date}'{', focused' if focus == 'date' else ''}
  [115] textbox 'Approximate time' value=''
  [116] textbox 'Describe what happened', multiline{', focused' if focus == 'desc' else ''}{d}
  StaticText '{len(desc)}/2000'
  [117] checkbox 'The property is currently unsafe to live in', checked='false'
  [118] button 'Continue'
  [119] link 'Save and exit'""")

    desc = ("Supply hose to the dishwasher burst overnight on Nov 16. Water spread across the kitchen floor and leaked through to the basement ceiling. "
            "Main valve shut at 6:40 AM, plumber (Finger Lakes Plumbing, invoice 11872) replaced the hose the same day. Laminate floor is lifting and "
            "basement drywall is stained over about 6 x 4 ft.")

    def step2(kitchen: bool) -> str:
        return page("New claim: Damage | Hearthstone Mutual", f"{base}/claims/new/damage", head + f"""
[100] main ''
  [101] heading 'Start a new claim'
  [102] navigation 'Progress'
    StaticText 'Step 1: What happened'
    StaticText 'Step 2 of 3: Damage'
    StaticText 'Step 3: Review'
  [120] group 'Which areas were damaged?'
    [121] checkbox 'Kitchen', checked='{str(kitchen).lower()}'
    [122] checkbox 'Basement', checked='true'
    [123] checkbox 'Bathroom', checked='false'
    [124] checkbox 'Living areas', checked='false'
    [125] checkbox 'Roof / exterior', checked='false'
  [126] radiogroup 'Have you made temporary repairs?'
    [127] radio 'Yes', checked='true'
    [128] radio 'No', checked='false'
  [129] group 'Photos and documents'
    StaticText 'Add photos of the damage and any repair invoices (JPG, PNG, PDF up to 25 MB each).'
    [130] button 'Upload files'
    StaticText 'No files added. You can also add them after submitting, from the claim page.'
  [140] button 'Back'
  [141] button 'Continue'""")

    review = page("New claim: Review | Hearthstone Mutual", f"{base}/claims/new/review", head + f"""
[100] main ''
  [101] heading 'Start a new claim'
  [102] navigation 'Progress'
    StaticText 'Step 1: What happened'
    StaticText 'Step 2: Damage'
    StaticText 'Step 3 of 3: Review'
  [110] table ''
    [111] row ''
      [112] rowheader 'Policy'
      [113] cell 'Homeowners HO-3 · HM-HO-5512047'
    [114] row ''
      [115] rowheader 'Type of loss'
      [116] cell 'Water damage (sudden and accidental)'
    [117] row ''
      [118] rowheader 'Date of loss'
      [119] cell 'November 16, 2024'
    [120] row ''
      [121] rowheader 'Areas'
      [122] cell 'Kitchen, Basement'
    [123] row ''
      [124] rowheader 'Temporary repairs'
      [125] cell 'Yes'
    [126] row ''
      [127] rowheader 'Files'
      [128] cell 'None yet'
    [129] row ''
      [130] rowheader 'Description'
      [131] cell '{desc}'
  StaticText 'Your deductible for this policy: $1,000 (all perils).'
  [140] checkbox 'I confirm the information above is true and complete to the best of my knowledge.', checked='true'
  [141] button 'Back'
  [142] button 'Submit claim'""")

    confirm = page("Claim submitted | Hearthstone Mutual", f"{base}/claims/CLM-24-0871365/submitted", head + """
[100] main ''
  [101] status ''
    StaticText 'Your claim has been submitted'
  [102] heading 'Claim CLM-24-0871365'
  StaticText 'Submitted Nov 18, 2024 at 9:42 AM ET'
  StaticText 'What happens next'
  [103] list ''
    [104] listitem ''
      StaticText 'An adjuster will be assigned within 1 business day and will contact you at (607) 555-0183.'
    [105] listitem ''
      StaticText 'Keep damaged materials until the adjuster has seen them or tells you otherwise.'
    [106] listitem ''
      StaticText 'Keep receipts for emergency repairs and additional living expenses.'
  [107] link 'View claim'
  [108] link 'Go to My claims'""")

    detail = page("Claim CLM-24-0871365 | Hearthstone Mutual", f"{base}/claims/CLM-24-0871365", head + f"""
[100] main ''
  [101] link 'All claims'
  [102] heading 'Claim CLM-24-0871365'
  StaticText 'Homeowners HO-3 · HM-HO-5512047 · Water damage · Date of loss Nov 16, 2024'
  [110] region 'Status'
    [111] heading 'Status: Submitted'
    [112] list ''
      [113] listitem ''
        StaticText 'Submitted · Nov 18, 2024 9:42 AM'
      [114] listitem ''
        StaticText 'Adjuster assigned · pending'
      [115] listitem ''
        StaticText 'Inspection · pending'
      [116] listitem ''
        StaticText 'Estimate and payment · pending'
  [120] region 'Documents (0)'
    [121] heading 'Documents (0)'
    StaticText 'Add photos of the damage and the plumber invoice to speed up your claim.'
    [125] button 'Add documents'
  [130] region 'Messages'
    [131] heading 'Messages'
    StaticText 'No messages yet. Your adjuster will reach out here.'
    [132] button 'Send a message'
  [140] region 'Your description'
    StaticText '{desc}'""")

    turns = [
        (act("click('102')"), step1("Select a type", "", "")),
        (act("select_option('113', 'Water damage (sudden and accidental)')"), step1("Water damage (sudden and accidental)", "", "")),
        (act("fill('114', '11/16/2024')"), step1("Water damage (sudden and accidental)", "11/16/2024", "", "date")),
        (act(f"fill('116', '{desc}')"), step1("Water damage (sudden and accidental)", "11/16/2024", desc, "desc")),
        (act("click('118')"), step2(False)),
        (act("click('121')"), step2(True)),
        (act("click('141')"), review),
        (act("click('142')"), confirm),
        (act("click('108')"), claims([new] + old)),
        (act("click('222')"), detail),
    ]
    rs.add(task="web", tid="h33-web-13", system=SYSTEM, turns=turns, state=claims(old), bad=False)


# FileWise online tax filing, bad
def t14(rs: RowSet) -> None:
    base = "https://app.filewise.com/return/2023"

    state_refund = {"$1,842": "$412", "$1,911": "$439", "$1,907": "$438"}

    def head(refund: str, section: str) -> str:
        tabs = ["Personal info", "Income", "Deductions & credits", "Other tax situations", "Review", "File"]
        tl = "\n".join(f"  [{30 + i}] link '{t}'" for i, t in enumerate(tabs))
        return f"""
[10] banner ''
  [11] link 'FileWise'
  StaticText '2023 Federal & Oregon return · Deluxe'
  [12] link 'My forms'
  [13] link 'Help'
  [14] button 'Account'
    StaticText 'Jordan Alvarez'
  [20] status 'Refund meter'
    StaticText 'Federal refund'
    StaticText '{refund}'
    StaticText 'Oregon refund'
    StaticText '{state_refund[refund]}'
[29] navigation 'Return sections'
{tl}
  StaticText 'Current: {section}'"""

    def income(interest: str, refund: str) -> str:
        return page("Income | FileWise", f"{base}/income", head(refund, "Income") + """
[100] main ''
  [101] heading 'Your income summary'
  StaticText 'Here is the income we have so far. Review anything that changed.'
""" + grid(200, ["Income type", "Forms", "Amount", ""], [
            ["Wages and salaries (W-2)", "1", "$86,450.00", "Review"],
            ["Interest income (1099-INT)", "2" if interest != "$1,770.38" else "3", interest, "Review"],
            ["Dividends (1099-DIV)", "1", "$2,230.55", "Review"],
            ["Stocks, crypto, investments (1099-B)", "0", "$0.00", "Start"],
            ["Retirement distributions (1099-R)", "0", "$0.00", "Start"],
            ["Unemployment (1099-G)", "0", "$0.00", "Start"],
        ], 1, links=(3,), name="Income summary") + """
  [400] button 'Add more income'
  [401] button 'Continue to Deductions & credits'""")

    def int_list(rows: list[list[str]], total: str, refund: str, dialog: bool = False) -> str:
        dl = ""
        if dialog:
            dl = """
[400] alertdialog 'Delete this 1099-INT?', modal=True
  [401] heading 'Delete this 1099-INT?'
  StaticText 'Harbor Savings Bank · Box 1 interest $312.18. This removes the form and everything you entered on it.'
  [402] button 'Yes, delete'
  [403] button 'Cancel'"""
        body = []
        for i, (payer, tin, amt) in enumerate(rows):
            b = 200 + 10 * i
            body.append(f"""  [{b}] group '{payer}'
    StaticText '{payer}'
    StaticText 'Payer TIN {tin}'
    StaticText 'Box 1 interest income {amt}'
    [{b + 1}] button 'Edit'
    [{b + 2}] button 'Delete'""")
        return page("Interest income | FileWise", f"{base}/income/1099-int", head(refund, "Income") + """
[100] main ''
  [101] heading 'Your 1099-INT summary'
  StaticText 'Make sure each bank or brokerage appears only once unless you received more than one form from it.'
""" + "\n".join(body) + f"""
  StaticText 'Total interest: {total}'
  [300] button 'Add another 1099-INT'
  [301] button 'Done with interest'""" + dl)

    harbor = ["Harbor Savings Bank", "XX-XXX4471", "$312.18"]
    ally0 = ["Ally Bank", "XX-XXX0316", "$1,146.02"]
    ally1 = ["Ally Bank", "XX-XXX0316", "$1,164.02"]

    def ally_form(box1: str, focus: bool) -> str:
        return page("1099-INT from Ally Bank | FileWise", f"{base}/income/1099-int/2", head("$1,911", "Income") + f"""
[100] main ''
  [101] heading 'Edit your 1099-INT'
  [102] textbox 'Payer name' value='Ally Bank'
  [103] textbox 'Payer TIN' value='XX-XXX0316'
  [104] textbox 'Box 1 Interest income' value='{box1}'{', focused' if focus else ''}
  [105] textbox 'Box 2 Early withdrawal penalty' value=''
  [106] textbox 'Box 3 Interest on U.S. Savings Bonds and Treasury obligations' value=''
  [107] textbox 'Box 4 Federal income tax withheld' value=''
  [108] textbox 'Box 8 Tax-exempt interest' value=''
  [109] checkbox 'My form has info in other boxes (this is uncommon)', checked='false'
  [110] button 'Back'
  [111] button 'Save'""")

    div = page("Dividends | FileWise", f"{base}/income/1099-div", head("$1,907", "Income") + """
[100] main ''
  [101] heading 'Your 1099-DIV summary'
  [200] group 'Vanguard Brokerage Services'
    StaticText 'Vanguard Brokerage Services'
    StaticText 'Payer TIN XX-XXX2600'
    StaticText 'Box 1a Total ordinary dividends $2,230.55'
    StaticText 'Box 1b Qualified dividends $1,874.10'
    StaticText 'Box 2a Total capital gain distributions $0.00'
    StaticText 'Box 7 Foreign tax paid $41.87'
    [201] button 'Edit'
    [202] button 'Delete'
  [300] button 'Add another 1099-DIV'
  [301] button 'Done with dividends'""")

    def forms(ints: list[str]) -> str:
        fl = [("Form 1040", "U.S. Individual Income Tax Return"), ("Schedule 1", "Additional Income and Adjustments"), ("Schedule B", "Interest and Ordinary Dividends"),
              ("W-2", "Cascade Robotics Inc"), *[("1099-INT", p) for p in ints], ("1099-DIV", "Vanguard Brokerage Services"),
              ("1098", "Rocket Mortgage LLC"), ("Form 1116 (simplified)", "Foreign tax credit election"), ("OR-40", "Oregon Individual Income Tax Return")]
        body = "\n".join(f"    [{210 + i}] row ''\n      [{260 + i}] link '{f}'\n      StaticText '{d}'" for i, (f, d) in enumerate(fl))
        return page("My forms | FileWise", f"{base}/forms", head("$1,907", "Income") + f"""
[100] main ''
  [101] heading 'My forms'
  StaticText 'Forms and worksheets in your return. Select one to view it in forms mode.'
  [200] table 'Forms in this return'
    [201] row ''
      [202] columnheader 'Form'
      [203] columnheader 'Description'
{body}
  StaticText '{len(fl)} forms'""")

    deductions = page("Deductions & credits | FileWise", f"{base}/deductions", head("$1,907", "Deductions & credits") + """
[100] main ''
  [101] heading 'Deductions & credits'
  StaticText 'We will compare itemizing with the standard deduction ($13,850) and use whichever saves you more.'
  [110] region 'Your home'
    [111] heading 'Your home'
    StaticText 'Mortgage interest (1098) $9,612.40'
    [112] button 'Review'
    StaticText 'Property taxes'
    [113] button 'Start'
  [120] region 'Charitable donations'
    StaticText 'Donations to charity'
    [121] button 'Start'
  [130] region 'Education'
    StaticText 'Student loan interest (1098-E)'
    [131] button 'Start'
  [140] region 'Retirement and investments'
    StaticText 'Traditional and Roth IRA contributions'
    [141] button 'Start'
    StaticText 'Foreign tax credit $41.87'
    [142] button 'Review'
  [150] button 'Continue'""")

    turns = [
        (act("click('248')"), int_list([harbor, ally0, harbor], "$1,770.38", "$1,842")),
        (act("click('222')"), int_list([harbor, ally0, harbor], "$1,770.38", "$1,842", dialog=True)),
        (act("click('402')"), int_list([harbor, ally0], "$1,458.20", "$1,911")),
        (act("click('211')"), ally_form("1146.02", False)),
        (act("fill('104', '1164.02')"), ally_form("1164.02", True)),
        (act("click('111')"), int_list([harbor, ally1], "$1,476.20", "$1,907")),
        (act("click('301')"), income("$1,476.20", "$1,907")),
        (act("click('268')"), div),
        (act("click('301')"), income("$1,476.20", "$1,907")),
        (act("click('12')"), forms(["Harbor Savings Bank", "Ally Bank", "Harbor Savings Bank"])),
        (act("click('32')"), deductions),
    ]
    rs.add(task="web", tid="h33-web-14", system=SYSTEM, turns=turns, state=income("$1,770.38", "$1,842"), bad=True, turn=10,
           kind="the duplicate Harbor Savings Bank 1099-INT the agent deleted is listed again in My forms")


# PulseHouse gym class booking, clean
def t15(rs: RowSet) -> None:
    base = "https://members.pulsehouse.fit"

    def head(credits: int) -> str:
        return f"""
[10] banner ''
  [11] link 'PulseHouse Fitness · Leith'
  [12] link 'Timetable'
  [13] link 'My bookings'
  [14] link 'Membership'
  StaticText 'Class credits: {credits} left this month'
  [15] button 'Account'
    StaticText 'Callum Reid'"""

    def timetable(spots: dict[str, str], mine: bool, credits: int, modal: str = "") -> str:
        classes = [("06:30", "Spin 45", "Studio 2", "Ana Ruiz", "s1"), ("07:30", "HIIT 30", "Studio 1", "Jordan Blake", "h"),
                   ("12:15", "Mat Pilates", "Studio 3", "Esme Patel", "p"), ("17:30", "Vinyasa Flow", "Studio 3", "Esme Patel", "y"),
                   ("18:30", "Spin 45", "Studio 2", "Marco Conti", "s2"), ("19:30", "Boxfit", "Studio 1", "Jordan Blake", "b")]
        dur = {"s1": "45 min", "h": "30 min", "p": "50 min", "y": "60 min", "s2": "45 min", "b": "45 min"}
        rows = []
        for i, (t, name, room, coach, key) in enumerate(classes):
            b = 200 + 10 * i
            sp = spots[key]
            if key == "s2" and mine:
                btn = f"      StaticText 'Booked · Bike 7'\n      [{b + 2}] button 'Cancel booking'"
            elif sp == "Full":
                btn = f"      [{b + 3}] button 'Join waitlist'"
            else:
                btn = f"      [{b + 1}] button 'Book'"
            rows.append(f"""    [{b}] listitem ''
      StaticText '{t}'
      [{b + 4}] link '{name}'
      StaticText '{room} · {coach} · {dur[key]}'
      StaticText '{sp}'
{btn}""")
        dlg = ""
        if modal:
            bikes = []
            taken = {1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}
            for n in range(1, 21):
                bikes.append(f"    [{500 + n}] button 'Bike {n}{' (taken)' if n in taken else ''}'" + (", disabled=True" if n in taken else "") + (", pressed=True" if modal == "7" and n == 7 else ""))
            dlg = """
[480] dialog 'Book Spin 45 · 18:30', modal=True
  [481] heading 'Book Spin 45 · Thu 21 Nov · 18:30'
  StaticText 'Choose your bike'
  [482] group 'Studio 2 bike map'
""" + "\n".join(bikes) + f"""
  StaticText 'This booking uses 1 class credit. Free cancellation up to 2 hours before the class.'
  [490] button 'Confirm booking'{', disabled=True' if modal == 'open' else ''}
  [491] button 'Close'"""
        return page("Timetable | PulseHouse Fitness", f"{base}/timetable?date=2024-11-21", head(credits) + """
[100] main ''
  [101] heading 'Timetable'
  [102] tablist 'Days'
    [103] tab 'Wed 20', selected=False
    [104] tab 'Thu 21', selected=True
    [105] tab 'Fri 22', selected=False
    [106] tab 'Sat 23', selected=False
    [107] tab 'Sun 24', selected=False
  [108] combobox 'Class type' value='All classes', hasPopup='menu', expanded=False
  [110] list 'Classes on Thursday 21 November'
""" + "\n".join(rows) + dlg)

    sp0 = {"s1": "3 spots left", "h": "Full", "p": "5 spots left", "y": "8 spots left", "s2": "1 spot left", "b": "6 spots left"}
    sp1 = {"s1": "2 spots left", "h": "Full", "p": "4 spots left", "y": "7 spots left", "s2": "Full", "b": "6 spots left"}

    def bookings(sat: bool, credits: int, modal: bool = False) -> str:
        sat_row = """
    [220] listitem ''
      StaticText 'Sat 23 Nov · 09:00'
      [221] link 'Vinyasa Flow'
      StaticText 'Studio 3 · Esme Patel · Mat 12'
      [222] button 'Cancel booking'""" if sat else ""
        dlg = """
[480] alertdialog 'Cancel this booking?', modal=True
  [481] heading 'Cancel Vinyasa Flow on Sat 23 Nov at 09:00?'
  StaticText 'You are cancelling more than 2 hours before the class, so your credit will be returned.'
  [482] button 'Yes, cancel'
  [483] button 'Keep booking'""" if modal else ""
        done = "" if sat else "\n  [105] status ''\n    StaticText 'Booking cancelled. 1 credit returned to your account.'"
        return page("My bookings | PulseHouse Fitness", f"{base}/bookings", head(credits) + f"""
[100] main ''
  [101] heading 'My bookings'{done}
  [102] tablist ''
    [103] tab 'Upcoming', selected=True
    [104] tab 'Past', selected=False
  [200] list 'Upcoming bookings'
    [210] listitem ''
      StaticText 'Thu 21 Nov · 18:30'
      [211] link 'Spin 45'
      StaticText 'Studio 2 · Marco Conti · Bike 7'
      [212] button 'Cancel booking'
      [213] button 'Add to calendar'{sat_row}
  [300] region 'Membership'
    StaticText 'Off-peak Flex · 8 class credits per month, renews 1 Dec'
    StaticText 'Visits this month: 9'""" + dlg)

    turns = [
        (act("click('241')"), timetable(sp0, False, 7, "open")),
        (act("click('507')"), timetable(sp0, False, 7, "7")),
        (act("click('490')"), timetable(sp1, True, 6)),
        (act("click('13')"), bookings(True, 6)),
        (act("click('222')"), bookings(True, 6, modal=True)),
        (act("click('482')"), bookings(False, 7)),
    ]
    rs.add(task="web", tid="h33-web-15", system=SYSTEM, turns=turns, state=timetable(sp0, False, 7), bad=False)


# Maple Paws veterinary clinic portal, bad
def t16(rs: RowSet) -> None:
    base = "https://portal.maplepawsvet.ca"
    head = """
[10] banner ''
  [11] link 'Maple Paws Veterinary Hospital'
  [12] link 'Book appointment'
  [13] link 'My appointments'
  [14] link 'My pets'
  [15] link 'Prescriptions'
  [16] link 'Invoices'
  [17] button 'Account'
    StaticText 'Grace Kim'"""

    def slots(sel: str) -> str:
        times = [("09:00", True), ("09:20", False), ("10:00", False), ("10:40", True), ("11:00", True), ("14:20", True), ("15:00", False), ("15:40", True)]
        sl = "\n".join(f"    [{300 + i}] radio '{t}{'' if ok else ' (unavailable)'}', checked='{str(t == sel).lower()}'" + ("" if ok else ", disabled=True") for i, (t, ok) in enumerate(times))
        return page("Book appointment | Maple Paws Veterinary Hospital", f"{base}/book/time?pet=P-10482&reason=wellness&vet=hcole&date=2024-12-05", head + f"""
[100] main ''
  [101] heading 'Book an appointment'
  [102] navigation 'Steps'
    StaticText '1 Pet and reason'
    StaticText '2 Date and time'
    StaticText '3 Confirm'
  [110] region 'Summary'
    StaticText 'Pet: Biscuit (Beagle, male neutered, 6 yrs)'
    StaticText 'Reason: Annual wellness exam + DHPP and rabies boosters (30 min)'
    StaticText 'Veterinarian: Dr. Hannah Cole'
    [111] link 'Change'
  [120] button 'Date: Thursday, December 5, 2024'
  [121] radiogroup 'Available times'
{sl}
  StaticText 'Please arrive 10 minutes early. Bring any medications Biscuit is currently taking.'
  [130] button 'Confirm booking'{', disabled=True' if not sel else ''}
  [131] link 'Back'""")

    confirmed = page("Appointment booked | Maple Paws Veterinary Hospital", f"{base}/appointments/MPV-APT-228417", head + """
[100] main ''
  [101] status ''
    StaticText 'Your appointment is booked'
  [102] heading 'Appointment MPV-APT-228417'
  StaticText 'Thursday, December 5, 2024 at 10:40 AM (30 min)'
  StaticText 'Biscuit · Annual wellness exam + DHPP and rabies boosters'
  StaticText 'Dr. Hannah Cole · Exam room 2'
  StaticText '1180 Dundas St W, Toronto, ON M6J 1X2 · (416) 555-0127'
  StaticText 'Estimated cost: $218.40 – $246.75 before tax'
  StaticText 'A reminder will be sent by SMS to (647) 555-0193 the day before.'
  [103] link 'Add to calendar'
  [104] link 'Reschedule'
  [105] link 'Cancel appointment'""")

    appts = page("My appointments | Maple Paws Veterinary Hospital", f"{base}/appointments", head + """
[100] main ''
  [101] heading 'My appointments'
  [102] link 'Book appointment'
  [103] heading 'Upcoming'
""" + grid(200, ["Date", "Time", "Pet", "Reason", "Veterinarian", "Reference"], [
        ["Mon, Dec 16, 2024", "4:00 PM", "Pepper", "Dental cleaning under anaesthesia (drop-off)", "Dr. Ravi Menon", "MPV-APT-226950"],
    ], 1, links=(5,), name="Upcoming appointments") + """
  [300] heading 'Past'
""" + grid(320, ["Date", "Pet", "Reason", "Veterinarian", "Invoice"], [
        ["Oct 2, 2024", "Pepper", "Thyroid recheck (T4 bloodwork)", "Dr. Ravi Menon", "INV-118402"],
        ["Jul 18, 2024", "Biscuit", "Ear infection, left", "Dr. Hannah Cole", "INV-112977"],
        ["Feb 9, 2024", "Pepper", "Annual wellness exam", "Dr. Ravi Menon", "INV-103551"],
        ["Dec 1, 2023", "Biscuit", "Annual wellness exam + boosters", "Dr. Hannah Cole", "INV-099820"],
    ], 1, links=(4,), name="Past appointments"))

    def rx(refills: str, status: str) -> str:
        st = f"\n  [105] status ''\n    StaticText '{status}'" if status else ""
        return page("Prescriptions | Maple Paws Veterinary Hospital", f"{base}/prescriptions", head + f"""
[100] main ''
  [101] heading 'Prescriptions'{st}
  [102] combobox 'Pet' value='All pets', hasPopup='menu', expanded=False
""" + grid(200, ["Medication", "Pet", "Directions", "Last filled", "Refills left", ""], [
            ["Methimazole 2.5 mg tablets (60)", "Pepper", "1 tablet by mouth twice daily with food", "Oct 2, 2024", refills, "Request refill" if not status else "Refill requested"],
            ["Hill's Prescription Diet k/d feline, 4 kg", "Pepper", "Feed as sole diet, about 55 g per day", "Oct 28, 2024", "5", "Request refill"],
            ["Otomax ointment 15 g", "Biscuit", "4 drops in left ear twice daily for 7 days", "Jul 18, 2024", "0", "Expired"],
        ], 1, links=(5,), name="Prescriptions"))

    def refill(method: str, note: str) -> str:
        n = f"\n    StaticText '{note}'" if note else ""
        return page("Request refill | Maple Paws Veterinary Hospital", f"{base}/prescriptions/RX-40771/refill", head + f"""
[100] main ''
  [101] link 'Back to prescriptions'
  [102] heading 'Request a refill'
  StaticText 'Methimazole 2.5 mg tablets (60) for Pepper · Refills left: 2'
  StaticText 'Prescribed by Dr. Ravi Menon · Rx RX-40771'
  [110] radiogroup 'How would you like to receive it?'
    [111] radio 'Pick up at the clinic (ready in 1–2 business days)', checked='{str(method == 'pickup').lower()}'
    [112] radio 'Ship to 84 Crawford St, Toronto ($9.95, 3–5 business days)', checked='{str(method == 'ship').lower()}'
  [113] textbox 'Note for the pharmacy team (optional)', multiline{', focused' if note else ''}{n}
  StaticText 'Pepper had a T4 recheck on Oct 2; no new bloodwork is needed before this refill.'
  [114] button 'Submit request'""")

    note = "Please split into two bottles of 30 if possible; we travel over the holidays."
    turns = [
        (act("click('303')"), slots("10:40")),
        (act("click('130')"), confirmed),
        (act("click('13')"), appts),
        (act("click('15')"), rx("2", "")),
        (act("click('232')"), refill("pickup", "")),
        (act(f"fill('113', '{note}')"), refill("pickup", note)),
        (act("click('114')"), rx("2", "Refill request RX-REQ-55102 sent. We will text you when it is ready for pick-up.")),
    ]
    rs.add(task="web", tid="h33-web-16", system=SYSTEM, turns=turns, state=slots(""), bad=True, turn=3,
           kind="the appointment booked and confirmed one step earlier (MPV-APT-228417, Dec 5 10:40) is missing from Upcoming appointments")


# pretalx conference call for papers, clean
def t17(rs: RowSet) -> None:
    base = "https://cfp.nordicpycon.org/npc2025"

    def head(left: str) -> str:
        return f"""
[10] banner ''
  [11] link 'Nordic PyCon 2025'
  StaticText 'Oslo, May 21–23, 2025'
  [12] link 'Call for Participation'
  [13] link 'Your proposals'
  [14] link 'Speaker profile'
  [15] link 'Logout'
  StaticText 'Signed in as Mikkel Sørensen'
[20] status ''
  StaticText 'The CfP closes on Dec 1, 2024, 11:59 p.m. (Europe/Oslo), in {left}.'"""

    def proposals(title: str, track: str, left: str) -> str:
        return page("Your proposals :: Nordic PyCon 2025", f"{base}/me/submissions/", head(left) + """
[100] main ''
  [101] heading 'Your proposals'
""" + grid(200, ["Title", "Session type", "Track", "State", "Speakers"], [
            [title, "Talk (30 min)", track, "submitted", "Mikkel Sørensen"],
            ["Profiling asyncio services in production", "Workshop (90 min)", "Web & Infrastructure", "draft", "Mikkel Sørensen"],
            ["Lightning: 5 years of pyproject.toml", "Lightning talk (5 min)", "Community", "withdrawn", "Mikkel Sørensen"],
        ], 1, links=(0,), name="Proposals") + """
  [300] link 'Submit a new proposal'
  StaticText 'Submitted proposals can be edited until the CfP closes. Drafts are not visible to the reviewers.'""")

    t0 = "Typed dataframes without tears"
    t1 = "Typed dataframes without tears: pandera, Polars and mypy in practice"

    def sub(title: str, track: str, msg: str, left: str, inv: str = "", saved: str = "") -> str:
        saved = saved or title
        m = f"\n  [99] status ''\n    StaticText '{msg}'" if msg else ""
        spk = "\n      StaticText 'Invited: ingrid.dahl@posteo.no (pending)'" if inv else ""
        return page(f"{saved} :: Nordic PyCon 2025", f"{base}/me/submissions/Q8RKZL/", head(left) + m + f"""
[100] main ''
  [101] heading 'Proposal: {saved}'
  StaticText 'State: submitted'
  [102] link 'Withdraw'
  [103] link 'Invite speakers'
  [110] form ''
    [111] textbox 'Proposal title', required value='{title}'
    [112] combobox 'Session type' value='Talk (30 min)', hasPopup='menu', expanded=False
    [113] combobox 'Track' value='{track}', hasPopup='menu', expanded=False
    [114] textbox 'Abstract', required, multiline
      StaticText 'Pandas code fails at 2 a.m. because a column silently became object dtype. This talk shows how to make dataframe schemas part of your type-checked code with pandera and Polars, and what mypy can and cannot see.'
    [115] textbox 'Description', multiline
      StaticText 'Outline: (1) why dataframe bugs escape tests; (2) pandera DataFrameModel and decorators; (3) Polars schemas and strict casting; (4) running the checks in CI, costs and benchmarks on a 40 M row pipeline; (5) what is still missing in typing.'
    [116] textbox 'Notes', multiline
      StaticText 'Happy to shorten to 20 min. I gave an earlier version at PyData Copenhagen (Norwegian slides).'
    [117] combobox 'Language' value='English', hasPopup='menu', expanded=False
    [118] checkbox 'Do not record this session', checked='false'
    [119] group 'Speakers'
      StaticText 'Mikkel Sørensen'{spk}
    [120] button 'Save'""")

    def invite(email: str) -> str:
        return page("Invite speakers :: Nordic PyCon 2025", f"{base}/me/submissions/Q8RKZL/invite", head("3 days, 2 hours") + f"""
[100] main ''
  [101] heading 'Invite a speaker to join your proposal: {t1}'
  StaticText 'The speaker will receive an email with a link to join the proposal. They need an account to accept.'
  [110] form ''
    [111] textbox 'Speaker email', required value='{email}'{', focused' if email else ''}
    [112] textbox 'Subject' value='Invitation to join proposal: {t1}'
    [113] textbox 'Text', multiline
      StaticText 'Hi! I have submitted a proposal to Nordic PyCon 2025 and would love for you to join as a co-speaker. Please follow this link: {{invitation_url}} Best, Mikkel Sørensen'
    [114] button 'Send invitation'
    [115] link 'Back'""")

    profile = page("Speaker profile :: Nordic PyCon 2025", f"{base}/me/", head("3 days, 1 hour") + """
[100] main ''
  [101] heading 'Your speaker profile'
  [110] form ''
    [111] textbox 'Name', required value='Mikkel Sørensen'
    [112] textbox 'Biography', multiline
      StaticText 'Data engineer at Fjordkraft Analytics in Bergen, maintainer of a few small typing-related packages, pandera contributor.'
    [113] button 'Profile picture'
    StaticText 'mikkel_2024.jpg (512 × 512)'
    [114] group 'Availability'
      StaticText 'May 21, 09:00 – 18:00'
      StaticText 'May 22, 09:00 – 18:00'
      StaticText 'May 23, 09:00 – 13:00'
    [115] textbox 'Mastodon' value='@mikkel@fosstodon.org'
    [116] button 'Save'
  [120] heading 'Your account'
  StaticText 'Email: mikkel.sorensen@proton.me'
  [121] link 'Change password'
  [122] link 'Delete your account'""")

    d, c = "Data & Science", "Core Python & Typing"
    turns = [
        (act("click('222')"), sub(t0, d, "", "3 days, 2 hours")),
        (act(f"fill('111', '{t1}')"), sub(t1, d, "", "3 days, 2 hours", saved=t0)),
        (act(f"select_option('113', '{c}')"), sub(t1, c, "", "3 days, 2 hours", saved=t0)),
        (act("click('120')"), sub(t1, c, "Your changes have been saved.", "3 days, 2 hours")),
        (act("click('103')"), invite("")),
        (act("fill('111', 'ingrid.dahl@posteo.no')"), invite("ingrid.dahl@posteo.no")),
        (act("click('114')"), sub(t1, c, "The invitation was sent.", "3 days, 2 hours", inv="yes")),
        (act("click('13')"), proposals(t1, c, "3 days, 1 hour")),
        (act("click('14')"), profile),
    ]
    rs.add(task="web", tid="h33-web-17", system=SYSTEM, turns=turns, state=proposals(t0, "Data & Science", "3 days, 2 hours"), bad=False)


# Hivespace coworking desk booking, bad
def t18(rs: RowSet) -> None:
    base = "https://app.hivespace.io/oslo-grunerlokka"
    head = """
[10] banner ''
  [11] link 'Hivespace Grünerløkka'
  [12] link 'Book a desk'
  [13] link 'Meeting rooms'
  [14] link 'My bookings'
  [15] link 'Membership'
  [16] button 'Account'
    StaticText 'Sofie Lindqvist'"""
    desks = [("D-07", "Quiet zone"), ("D-08", "Quiet zone"), ("D-09", "Quiet zone, standing desk"), ("D-10", "Quiet zone"),
             ("D-11", "Open area"), ("D-12", "Open area"), ("D-13", "Open area, window"), ("D-14", "Open area, window, dual monitor"),
             ("D-15", "Open area, dual monitor"), ("D-16", "Phone-call friendly")]

    def floor(day: str, status: dict[str, str], panel: str = "", toast: str = "") -> str:
        dl = []
        for i, (d, desc) in enumerate(desks):
            dl.append(f"    [{200 + i}] button '{d} · {desc} · {status.get(d, 'Available')}'")
        pn = ""
        if panel:
            pn = """
  [300] complementary 'Desk D-14'
    [301] heading 'D-14'
    StaticText 'Open area · window · dual 27 in monitors · height-adjustable'
    StaticText 'Available all day'
    [302] combobox 'From' value='09:00', hasPopup='menu', expanded=False
    [303] combobox 'To' value='17:00', hasPopup='menu', expanded=False
    StaticText 'Uses 1 desk day from your membership'
    [304] button 'Book desk'
    [305] button 'Close'"""
        ts = f"\n  [99] status ''\n    StaticText '{toast}'" if toast else ""
        return page("Book a desk · Hivespace", f"{base}/desks?date={day}", head + ts + f"""
[100] main ''
  [101] heading 'Book a desk'
  [102] combobox 'Date' value='{ {"2024-11-27": "Wed 27 Nov", "2024-11-28": "Thu 28 Nov"}[day] }', hasPopup='menu', expanded=False
  [103] combobox 'Floor' value='2nd floor', hasPopup='menu', expanded=False
  [104] img 'Floor plan, 2nd floor'
  StaticText 'Opening hours 07:00 – 22:00 · Kitchen and phone booths on the east side'
  [110] list 'Desks'
""" + "\n".join(dl) + pn)

    st_wed = {"D-07": "Booked", "D-08": "Booked", "D-10": "Booked", "D-12": "Booked", "D-13": "Booked", "D-16": "Booked"}
    st_wed2 = dict(st_wed, **{"D-14": "Booked by you"})
    st_thu = {"D-07": "Booked", "D-11": "Booked", "D-12": "Booked", "D-13": "Booked", "D-15": "Booked"}

    def bookings(rows: list[list[str]], log: list[tuple[str, str]], modal: bool = False, banner: str = "") -> str:
        body = []
        for i, (day, what, time, ref) in enumerate(rows):
            b = 200 + 10 * i
            body.append(f"""    [{b}] listitem ''
      StaticText '{day}'
      StaticText '{what}'
      StaticText '{time}'
      StaticText 'Ref {ref}'
      [{b + 1}] button 'Cancel'""")
        lg = "\n".join(f"      [{400 + i}] listitem ''\n        StaticText '{t}'\n        StaticText '{w}'" for i, (w, t) in enumerate(log))
        md = """
[480] alertdialog 'Cancel booking?', modal=True
  [481] heading 'Cancel D-09 on Thu 28 Nov?'
  StaticText 'Cancelling more than 12 hours ahead returns the desk day to your membership.'
  [482] button 'Yes, cancel'
  [483] button 'Keep it'""" if modal else ""
        bn = f"\n  [99] status ''\n    StaticText '{banner}'" if banner else ""
        return page("My bookings · Hivespace", f"{base}/bookings", head + bn + """
[100] main ''
  [101] heading 'My bookings'
  [102] tablist ''
    [103] tab 'Upcoming', selected=True
    [104] tab 'Past', selected=False
  [110] list 'Upcoming bookings'
""" + "\n".join(body) + """
  [390] region 'Recent activity'
    [391] heading 'Recent activity'
    [392] list ''
""" + lg + md)

    r_wed = ["Wed 27 Nov", "Desk D-14 · Open area, window, dual monitor", "09:00 – 17:00", "HS-DK-50912"]
    r_thu = ["Thu 28 Nov", "Desk D-09 · Quiet zone, standing desk", "09:00 – 17:00", "HS-DK-50377"]
    r_fri = ["Fri 29 Nov", "Meeting room Fjord (6 people)", "10:00 – 11:00", "HS-MR-11804"]
    log1 = [("Booked desk D-14 for Wed 27 Nov", "Today 08:53"), ("Booked meeting room Fjord for Fri 29 Nov", "Mon 25 Nov 16:21"),
            ("Booked desk D-09 for Thu 28 Nov", "Fri 22 Nov 11:05"), ("Checked in at desk D-11", "Fri 22 Nov 08:58")]
    log2 = [("Cancelled desk D-09 for Thu 28 Nov", "Today 08:47")] + log1

    membership = page("Membership · Hivespace", f"{base}/membership", head + """
[100] main ''
  [101] heading 'Membership'
  StaticText 'Flex 12 · 12 desk days per month · 4 meeting room hours per month'
  StaticText 'Billing: Lindqvist Design AS · next invoice 1 Dec 2024 (NOK 3,450 excl. VAT)'
  [110] region 'November usage'
    [111] heading 'November 2024'
    StaticText 'Desk days: 9 of 12 used (including upcoming bookings)'
    StaticText 'Meeting room hours: 1 of 4 used'
    [112] progressbar 'Desk days used' value=9
  [120] region 'Access'
    StaticText 'Key card: HS-KC-20771 · active'
    StaticText 'Door access: Mon–Fri 07:00–22:00, Sat 10:00–16:00'
  [121] link 'Change plan'
  [122] link 'Download invoices'""")

    turns = [
        (act("click('207')"), floor("2024-11-27", st_wed, panel="1")),
        (act("click('304')"), floor("2024-11-27", st_wed2, toast="D-14 booked for Wed 27 Nov, 09:00 – 17:00 (ref HS-DK-50912)")),
        (act("click('14')"), bookings([r_wed, r_thu, r_fri], log1)),
        (act("click('211')"), bookings([r_wed, r_thu, r_fri], log1, modal=True)),
        (act("click('482')"), bookings([r_wed, r_fri], log2, banner="Booking HS-DK-50377 cancelled. 1 desk day returned.")),
        (act("click('12')"), floor("2024-11-27", st_wed2)),
        (act("select_option('102', 'Thu 28 Nov')"), floor("2024-11-28", st_thu)),
        (act("click('15')"), membership),
    ]
    rs.add(task="web", tid="h33-web-18", system=SYSTEM, turns=turns, state=floor("2024-11-27", st_wed), bad=True, turn=5,
           kind="cancellation logged at 08:47, earlier than the desk booking made before it (08:53)")


# LifeLink blood donation scheduler, clean
def t19(rs: RowSet) -> None:
    base = "https://donate.lifelinkblood.org"
    head = """
[10] banner ''
  [11] link 'LifeLink Blood Services'
  [12] link 'My appointments'
  [13] link 'Donation history'
  [14] link 'Eligibility'
  [15] link 'Find a location'
  [16] button 'Account'
    StaticText 'Ahmed Siddiqui · Donor ID 7720-0418-55'"""

    def appts(day: str, time: str, code: str, banner: str = "") -> str:
        bn = f"\n  [99] status ''\n    StaticText '{banner}'" if banner else ""
        return page("My appointments · LifeLink", f"{base}/appointments", head + bn + f"""
[100] main ''
  [101] heading 'My appointments'
  [110] region 'Upcoming'
    [111] heading 'Upcoming'
    StaticText '{day}, {time}'
    StaticText 'Whole blood · Eastgate Donor Centre, 2150 Eastgate Blvd, Suite 110'
    StaticText 'Confirmation {code}'
    [112] link 'Reschedule'
    [113] link 'Cancel'
    [114] link 'Add to calendar'
  [120] region 'Before you donate'
    StaticText 'Eat a full meal and drink 500 mL of water in the 3 hours before your appointment.'
    StaticText 'Bring photo ID. Complete RapidPass on the day of your donation.'
    [121] link 'Start RapidPass'
  [130] region 'Your donor card'
    StaticText 'Blood type O positive · CMV negative'
    StaticText 'Donations: 14 · Last donation: Oct 8, 2024'
    StaticText 'Eligible for whole blood from Dec 3, 2024'""")

    def dates(sel: str, picked: str = "") -> str:
        ds = [("Tue 3 Dec", "4 times"), ("Wed 4 Dec", "2 times"), ("Thu 5 Dec", "5 times"), ("Fri 6 Dec", "3 times"), ("Sat 7 Dec", "6 times"), ("Mon 9 Dec", "8 times")]
        dl = "\n".join(f"    [{200 + i}] button '{d} · {n} available'" + (", pressed=True" if d == sel else "") for i, (d, n) in enumerate(ds))
        times = ""
        if sel:
            ts = [("07:20", "3 chairs"), ("07:40", "1 chair"), ("12:00", "2 chairs"), ("16:20", "4 chairs"), ("17:00", "2 chairs")]
            times = "\n  [220] radiogroup 'Times on Thu 5 Dec'\n" + "\n".join(
                f"    [{230 + i}] radio '{t} · {c} left', checked='{str(t == picked).lower()}'" for i, (t, c) in enumerate(ts))
        return page("Reschedule · LifeLink", f"{base}/appointments/APT-5Q7N2/reschedule", head + f"""
[100] main ''
  [101] heading 'Reschedule your appointment'
  StaticText 'Current: Fri 6 Dec 2024, 08:40 · Whole blood · Eastgate Donor Centre'
  [102] combobox 'Location' value='Eastgate Donor Centre', hasPopup='menu', expanded=False
  [103] combobox 'Donation type' value='Whole blood (about 1 hour)', hasPopup='menu', expanded=False
  StaticText 'Showing dates on or after your eligibility date (Dec 3, 2024)'
  [110] group 'Dates'
{dl}{times}
  [240] button 'Confirm new time'{'' if picked else ', disabled=True'}
  [241] link 'Keep current appointment'""")

    history = page("Donation history · LifeLink", f"{base}/history", head + """
[100] main ''
  [101] heading 'Donation history'
  StaticText '14 donations · about 6.9 L · thank you!'
""" + grid(200, ["Date", "Type", "Location", "Volume", "Hemoglobin"], [
        ["Oct 8, 2024", "Whole blood", "Eastgate Donor Centre", "470 mL", "152 g/L"],
        ["Aug 2, 2024", "Whole blood", "Eastgate Donor Centre", "470 mL", "149 g/L"],
        ["May 27, 2024", "Whole blood", "Mobile drive, Riverside Library", "470 mL", "147 g/L"],
        ["Feb 13, 2024", "Plasma", "Eastgate Donor Centre", "780 mL", "145 g/L"],
        ["Dec 11, 2023", "Whole blood", "Eastgate Donor Centre", "470 mL", "150 g/L"],
    ], 1, name="Donations") + """
  StaticText 'Showing 5 of 14'
  [400] button 'Show all'
  [401] link 'Download donation record (PDF)'""")

    elig = page("Eligibility · LifeLink", f"{base}/eligibility", head + """
[100] main ''
  [101] heading 'When can I donate next?'
""" + grid(200, ["Donation type", "Next eligible", ""], [
        ["Whole blood", "Dec 3, 2024 (in 6 days)", "Book"],
        ["Plasma", "Oct 22, 2024 (now)", "Book"],
        ["Platelets", "Oct 22, 2024 (now)", "Book"],
        ["Power red", "Jan 28, 2025 (in 62 days)", "Book"],
    ], 1, links=(2,), name="Eligibility") + """
  StaticText 'Whole blood: 56 days between donations. Power red: 112 days. Plasma and platelets: 14 days after whole blood.'
  [300] link 'Travel and medication rules'""")

    turns = [
        (act("click('112')"), dates("")),
        (act("click('202')"), dates("Thu 5 Dec")),
        (act("click('234')"), dates("Thu 5 Dec", "17:00")),
        (act("click('240')"), appts("Thursday, December 5, 2024", "5:00 PM", "APT-8K3M4", banner="Appointment moved to Thu 5 Dec, 5:00 PM. Your previous time (Fri 6 Dec, 8:40 AM) has been released.")),
        (act("click('13')"), history),
        (act("click('14')"), elig),
        (act("click('12')"), appts("Thursday, December 5, 2024", "5:00 PM", "APT-8K3M4")),
    ]
    rs.add(task="web", tid="h33-web-19", system=SYSTEM, turns=turns, state=appts("Friday, December 6, 2024", "8:40 AM", "APT-5Q7N2"), bad=False)


# Nordhavn Logistics freight tracking, bad
def t20(rs: RowSet) -> None:
    base = "https://track.nordhavn-logistics.com"
    head = """
[10] banner ''
  [11] link 'Nordhavn Logistics'
  [12] link 'Track & trace'
  [13] link 'Quotes'
  [14] link 'Bookings'
  [15] link 'Invoices'
  [16] button 'Account'
    StaticText 'Vestfjord Interiør AS · Henrik Aune'"""
    summary = """
  [101] heading 'Shipment NHL-SEA-2411-08837'
  StaticText 'FCL · 1 x 40HC · Ningbo (CNNGB) → Rotterdam (NLRTM) → Oslo (NOOSL)'
  StaticText 'Status: In transit, on board MSC ARINA (voyage FA446W)'
  StaticText 'ETA Rotterdam: Mon 9 Dec 2024 · ETA Oslo (feeder): Fri 13 Dec 2024'
  StaticText 'Shipper: Ningbo Haoyu Furniture Co., Ltd. · Consignee: Vestfjord Interiør AS'
  StaticText 'Master B/L MEDUQ4471928 · House B/L NHLX2411-08837'
  [102] button 'Print summary'
  [103] button 'Subscribe to updates'"""

    def tabs(sel: str) -> str:
        names = ["Overview", "Container", "Events", "Documents"]
        return "  [110] tablist ''\n" + "\n".join(f"    [{111 + i}] tab '{n}', selected={n == sel}" for i, n in enumerate(names))

    overview = page("NHL-SEA-2411-08837 · Track & trace · Nordhavn Logistics", f"{base}/shipments/NHL-SEA-2411-08837", head + """
[100] main ''""" + summary + "\n" + tabs("Overview") + """
  [120] tabpanel 'Overview'
    [121] progressbar 'Route progress' value=58
    StaticText 'Ningbo · departed 18 Nov'
    StaticText 'Singapore · transshipment 24–25 Nov'
    StaticText 'Rotterdam · ETA 9 Dec'
    StaticText 'Oslo · ETA 13 Dec'
    StaticText 'Cargo: 212 cartons of flat-pack furniture (HS 9403.60) · 18,420 kg gross · 61.8 m³'
    StaticText 'Incoterm: FOB Ningbo · Customs clearance at Oslo by Nordhavn Customs'""")

    container = page("NHL-SEA-2411-08837 · Container · Nordhavn Logistics", f"{base}/shipments/NHL-SEA-2411-08837?tab=container", head + """
[100] main ''""" + summary + "\n" + tabs("Container") + """
  [120] tabpanel 'Container'
    [121] table ''
      [122] row ''
        [123] rowheader 'Container number'
        [124] cell 'TGHU 882143-6'
      [125] row ''
        [126] rowheader 'Type'
        [127] cell '40 ft high cube (45G1)'
      [128] row ''
        [129] rowheader 'Seal number'
        [130] cell 'ML-4419283'
      [131] row ''
        [132] rowheader 'Tare weight'
        [133] cell '3,900 kg'
      [134] row ''
        [135] rowheader 'Cargo weight'
        [136] cell '18,420 kg'
      [137] row ''
        [138] rowheader 'VGM'
        [139] cell '22,320 kg (declared 16 Nov 2024 by shipper)'
      [140] row ''
        [141] rowheader 'Current position'
        [142] cell 'On board MSC ARINA, Indian Ocean, 6°12′N 72°48′E (AIS 27 Nov 2024 05:40 UTC)'""")

    events = page("NHL-SEA-2411-08837 · Events · Nordhavn Logistics", f"{base}/shipments/NHL-SEA-2411-08837?tab=events", head + """
[100] main ''""" + summary + "\n" + tabs("Events") + """
  [120] tabpanel 'Events'
""" + grid(200, ["Date (local)", "Location", "Event", "Vessel / voyage"], [
        ["25 Nov 2024 21:15", "Singapore (SGSIN)", "Vessel departed", "MSC ARINA / FA446W"],
        ["25 Nov 2024 09:02", "Singapore (SGSIN)", "Loaded on vessel", "MSC ARINA / FA446W"],
        ["24 Nov 2024 03:48", "Singapore (SGSIN)", "Discharged (transshipment)", "MSC LENA / QN447R"],
        ["18 Nov 2024 16:30", "Ningbo (CNNGB)", "Vessel departed", "MSC LENA / QN447R"],
        ["17 Nov 2024 22:11", "Ningbo (CNNGB)", "Loaded on vessel", "MSC LENA / QN447R"],
        ["16 Nov 2024 10:44", "Ningbo (CNNGB)", "Gate in full at Beilun terminal", ""],
        ["15 Nov 2024 08:20", "Ningbo (CNNGB)", "Empty container released to shipper", ""],
    ], 2, name="Events") + """
    StaticText 'Next: Arrival at Rotterdam (NLRTM), estimated Mon 9 Dec 2024 06:00'""")

    docs = page("NHL-SEA-2411-08837 · Documents · Nordhavn Logistics", f"{base}/shipments/NHL-SEA-2411-08837?tab=documents", head + """
[100] main ''""" + summary + "\n" + tabs("Documents") + """
  [120] tabpanel 'Documents'
""" + grid(200, ["Document", "Type", "Uploaded", "Size"], [
        ["HBL_NHLX2411-08837_draft.pdf", "House bill of lading (draft)", "19 Nov 2024", "146 KB"],
        ["CI_HY-2024-1107.pdf", "Commercial invoice", "14 Nov 2024", "88 KB"],
        ["PL_HY-2024-1107.xlsx", "Packing list", "14 Nov 2024", "41 KB"],
        ["CO_Form_A_2411-552.pdf", "Certificate of origin", "20 Nov 2024", "203 KB"],
    ], 2, links=(0,), name="Documents") + """
    [300] button 'Upload document'""")

    printable = page("Shipment summary NHL-SEA-2411-08837", f"{base}/shipments/NHL-SEA-2411-08837/print", """
[100] main ''
  [101] heading 'Shipment summary'
  StaticText 'Printed 27 Nov 2024 09:14 CET by Henrik Aune'
  StaticText 'Nordhavn Logistics AS · Kongsvingerveien 12, 0661 Oslo · Org. 921 448 330'
  [110] table ''
    [111] row ''
      [112] rowheader 'Shipment'
      [113] cell 'NHL-SEA-2411-08837 (FCL)'
    [114] row ''
      [115] rowheader 'Master B/L / House B/L'
      [116] cell 'MEDUQ4471928 / NHLX2411-08837'
    [117] row ''
      [118] rowheader 'Route'
      [119] cell 'Ningbo (CNNGB) → Singapore (SGSIN) → Rotterdam (NLRTM) → Oslo (NOOSL)'
    [120] row ''
      [121] rowheader 'Vessel'
      [122] cell 'MSC ARINA / FA446W (from Singapore); MSC LENA / QN447R (Ningbo – Singapore)'
    [123] row ''
      [124] rowheader 'Container'
      [125] cell 'TGHU 882143-6 · 40HC (45G1) · Seal ML-4419238'
    [126] row ''
      [127] rowheader 'Cargo'
      [128] cell '212 cartons · flat-pack furniture (HS 9403.60) · 18,420 kg gross · 61.8 m³'
    [129] row ''
      [130] rowheader 'ETA'
      [131] cell 'Rotterdam Mon 9 Dec 2024 · Oslo Fri 13 Dec 2024'
    [132] row ''
      [133] rowheader 'Parties'
      [134] cell 'Shipper: Ningbo Haoyu Furniture Co., Ltd. · Consignee: Vestfjord Interiør AS · Notify: same as consignee'
  StaticText 'This summary is for information only and is not a transport document.'
  [140] button 'Print'
  [141] button 'Close'""")

    def subscribe(email: str) -> str:
        dialog = f"""
[400] dialog 'Subscribe to updates', modal=True
  [401] heading 'Subscribe to updates for NHL-SEA-2411-08837'
  [402] textbox 'Email' value='{email}'
  [403] checkbox 'Vessel departures and arrivals', checked='true'
  [404] checkbox 'ETA changes of more than 24 hours', checked='true'
  [405] checkbox 'Customs status', checked='true'
  [406] checkbox 'Documents added', checked='false'
  [407] button 'Subscribe'
  [408] button 'Cancel'"""
        return docs + "\n" + "\n".join("\t" + ln for ln in blk(dialog))

    turns = [
        (act("click('112')"), container),
        (act("click('113')"), events),
        (act("click('114')"), docs),
        (act("click('102')"), printable),
        (act("go_back()"), docs),
        (act("click('103')"), subscribe("henrik.aune@vestfjord-interior.no")),
    ]
    rs.add(task="web", tid="h33-web-20", system=SYSTEM, turns=turns, state=overview, bad=True, turn=4,
           kind="seal number on the printed summary (ML-4419238) differs from the container tab (ML-4419283)")


# Bidhaven online auctions, bad
def t21(rs: RowSet) -> None:
    base = "https://www.bidhaven.co.uk"

    def head(query: str = "", focus: bool = False) -> str:
        return f"""
[10] banner ''
  [11] link 'Bidhaven'
  [12] combobox 'Search for anything' value='{query}', hasPopup='listbox', expanded=False{', focused' if focus else ''}
  [13] combobox 'Category' value='All categories', hasPopup='menu', expanded=False
  [14] button 'Search'
  [15] link 'Sell'
  [16] link 'Watchlist'
  [17] link 'My Bidhaven'
  [18] button 'Notifications'
  StaticText 'Hi rosalind_k'"""

    omega = ("Omega Seamaster De Ville 1968 cal. 565 automatic, serviced", "205488173620")
    leica = ("Leica M6 TTL 0.72 black body, boxed", "198722104451")
    lego = ("LEGO Star Wars 10179 UCS Millennium Falcon, sealed", "176603982214")
    doulton = ("Royal Doulton Flambé veined vase 1617, 20 cm", "204955210987")
    bo4000 = ("Bang & Olufsen Beogram 4000 turntable, MMC 20 CL cartridge", "205733041129")
    bo4002 = ("Bang & Olufsen Beogram 4002 type 5505, fully serviced, new belt", "205811706632")

    def watchlist(items: list[tuple[tuple[str, str], str, str, str]], count: int, banner: str = "", checked: str = "") -> str:
        body = []
        for i, ((title, iid), price, bids, left) in enumerate(items):
            b = 200 + 10 * i
            body.append(f"""    [{b}] listitem ''
      [{b + 1}] checkbox 'Select {title}', checked='{str(checked == iid).lower()}'
      [{b + 2}] link '{title}'
      StaticText 'Item {iid}'
      StaticText '{price}'
      StaticText '{bids}'
      StaticText '{left}'
      [{b + 3}] button 'More actions'""")
        bn = f"\n  [105] status ''\n    StaticText '{banner}'" if banner else ""
        return page("Watchlist | Bidhaven", f"{base}/mybh/watchlist", head() + f"""
[100] main ''
  [101] heading 'Watchlist ({count})'{bn}
  [102] combobox 'Sort' value='Ending soonest', hasPopup='menu', expanded=False
  [103] combobox 'Filter' value='All', hasPopup='menu', expanded=False
  [104] button 'Delete selected'{'' if checked else ', disabled=True'}
  [110] list ''
""" + "\n".join(body))

    w0 = [(bo4000, "£560.00", "11 bids", "5h 12m left (Sun, 00:34)"), (omega, "£412.00", "17 bids", "1d 4h left (Sun, 23:31)"),
          (leica, "£1,480.00", "23 bids", "2d 0h left (Mon, 20:05)"), (lego, "£3,200.00", "Buy it now or Best Offer", "Listed 12 Nov"),
          (doulton, "£38.00", "3 bids", "Ended 29 Nov, 21:14 · Sold")]
    w1 = [(bo4000, "£575.00", "12 bids", "5h 6m left (Sun, 00:34)"), (omega, "£422.00", "18 bids · You are the highest bidder", "1d 4h left (Sun, 23:31)"),
          (leica, "£1,480.00", "23 bids", "2d 0h left (Mon, 20:05)"), (lego, "£3,200.00", "Buy it now or Best Offer", "Listed 12 Nov"),
          (doulton, "£38.00", "3 bids", "Ended 29 Nov, 21:14 · Sold")]
    w2 = w1[:4]
    w3 = [(bo4000, "£575.00", "12 bids", "5h 1m left (Sun, 00:34)"), (omega, "£422.00", "18 bids · You are the highest bidder", "1d 4h left (Sun, 23:31)"),
          (leica, "£1,495.00", "24 bids", "2d 0h left (Mon, 20:05)"), (bo4002, "£845.00", "9 bids", "3d 2h left (Tue, 21:48)"),
          (lego, "£3,200.00", "Buy it now or Best Offer", "Listed 12 Nov")]

    def item(bid: str, state: str) -> str:
        price = "£412.00" if state in ("", "filled", "confirm") else "£422.00"
        nb = "17 bids" if state in ("", "filled", "confirm") else "18 bids"
        status = "\n  [130] status ''\n    StaticText 'You are the highest bidder. Your maximum bid is £450.00.'" if state == "won" else ""
        dlg = ""
        if state == "confirm":
            dlg = """
[400] dialog 'Review bid', modal=True
  [401] heading 'Review your bid'
  StaticText 'Omega Seamaster De Ville 1968 cal. 565 automatic, serviced'
  StaticText 'Your maximum bid: £450.00'
  StaticText 'Postage: £9.50 Royal Mail Special Delivery Guaranteed'
  StaticText 'By selecting Confirm bid, you commit to buy this item if you are the winning bidder.'
  [402] button 'Confirm bid'
  [403] button 'Edit bid'"""
        return page("Omega Seamaster De Ville 1968 cal. 565 automatic, serviced | Bidhaven", f"{base}/itm/205488173620", head() + status + f"""
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'Jewellery & Watches'
    [103] link 'Watches, Parts & Accessories'
    [104] link 'Wristwatches'
  [105] heading 'Omega Seamaster De Ville 1968 cal. 565 automatic, serviced'
  [106] img 'Omega Seamaster De Ville, silver dial, 34 mm steel case'
  StaticText 'Condition: Pre-owned · serviced Oct 2024, receipt included'
  StaticText 'Time left: 1d 4h · Sun, 23:31'
  StaticText 'Current bid: {price}'
  [107] link '[{nb}]'
  [108] textbox 'Enter bid' value='{bid}'{', focused' if state == 'filled' else ''}
  StaticText 'Enter £{'432.00' if state == 'won' else '422.00'} or more'
  [109] button 'Place bid'
  [110] button 'Watching'
  StaticText 'Postage: £9.50 Royal Mail Special Delivery Guaranteed · Returns: 14 days, buyer pays return postage'
  [111] heading 'Seller information'
  [112] link 'tictac_horology (1,812)'
  StaticText '99.6% positive feedback'
  [113] heading 'About this item'
  StaticText 'Item number: 205488173620'
  StaticText 'Calibre 565, 24 jewels, 19,800 A/h. Case ref. 166.033. Keeps +4 s/day on the timegrapher. Non-original crown, original buckle.'""" + dlg)

    def results(watch: bool) -> str:
        rs_ = [("Bang & Olufsen Beogram 4002 type 5505, fully serviced, new belt", "£845.00", "9 bids · 3d 2h left", "Free postage"),
               ("B&O Beogram 4002 turntable for spares or repair", "£120.00", "4 bids · 6h 40m left", "Collection only"),
               ("Bang Olufsen Beogram 4002 MMC 4000 cartridge, working", "£1,150.00", "Buy it now", "£35.00 postage"),
               ("Beogram 4002 belt and drive kit, new", "£24.99", "Buy it now", "Free postage"),
               ("B&O Beogram 4004 tangential turntable, rosewood", "£690.00", "15 bids · 1d 9h left", "£40.00 postage")]
        body = []
        for i, (t, p, b, sh) in enumerate(rs_):
            bb = 200 + 10 * i
            w = "Watching" if (watch and i == 0) else "Watch"
            body.append(f"""    [{bb}] listitem ''
      [{bb + 1}] link '{t}'
      StaticText '{p}'
      StaticText '{b}'
      StaticText '{sh}'
      [{bb + 2}] button '{w}'""")
        toast = "\n  [105] status ''\n    StaticText 'Added to your Watchlist'" if watch else ""
        return page("Beogram 4002 | Bidhaven", f"{base}/sch/i.html?_nkw=Beogram+4002", head("Beogram 4002") + toast + """
[100] main ''
  [101] heading '5 results for Beogram 4002'
  [102] button 'Auction'
  [103] button 'Buy it now'
  [104] combobox 'Sort' value='Best Match', hasPopup='menu', expanded=False
  [110] list ''
""" + "\n".join(body))

    item4002 = page("Bang & Olufsen Beogram 4002 type 5505, fully serviced, new belt | Bidhaven", f"{base}/itm/205811706632", head() + """
[100] main ''
  [101] navigation 'Breadcrumb'
    [102] link 'Sound & Vision'
    [103] link 'Home Audio & HiFi Separates'
    [104] link 'Record Players/Turntables'
  [105] heading 'Bang & Olufsen Beogram 4002 type 5505, fully serviced, new belt'
  [106] img 'Beogram 4002 in brushed aluminium with rosewood trim'
  StaticText 'Condition: Pre-owned · fully serviced'
  StaticText 'Time left: 3d 2h · Tue, 21:48'
  StaticText 'Current bid: £845.00'
  [107] link '[9 bids]'
  [108] textbox 'Enter bid' value=''
  StaticText 'Enter £865.00 or more'
  [109] button 'Place bid'
  [110] button 'Watching'
  StaticText 'Postage: Free, DPD next day · Returns: not accepted'
  [111] heading 'Seller information'
  [112] link 'nordic_hifi_workshop (643)'
  StaticText '100% positive feedback'
  [113] heading 'About this item'
  StaticText 'Item number: 205811706632'
  StaticText 'Serviced November 2024: new belt, cleaned and lubricated carriage, recapped power supply, MMC 20 EN cartridge with new stylus (about 40 h use). Tested on 230 V.'""")

    turns = [
        (act("click('212')"), item("", "")),
        (act("fill('108', '450')"), item("450", "filled")),
        (act("click('109')"), item("450", "confirm")),
        (act("click('402')"), item("", "won")),
        (act("click('16')"), watchlist(w1, 5)),
        (act("click('241')"), watchlist(w1, 5, checked=doulton[1])),
        (act("click('104')"), watchlist(w2, 4, banner="1 item was deleted from your Watchlist.")),
        (act("fill('12', 'Beogram 4002')"), watchlist(w2, 4, banner="1 item was deleted from your Watchlist.").replace("[12] combobox 'Search for anything' value='', hasPopup='listbox', expanded=False", "[12] combobox 'Search for anything' value='Beogram 4002', hasPopup='listbox', expanded=False, focused")),
        (act("keyboard_press('Enter')"), results(False)),
        (act("click('202')"), results(True)),
        (act("click('16')"), watchlist(w3, 4)),
        (act("click('232')"), item4002),
    ]
    rs.add(task="web", tid="h33-web-21", system=SYSTEM, turns=turns, state=watchlist(w0, 5), bad=True, turn=11,
           kind="watchlist heading still counts 4 after an item was added to the 4-item list; 5 items are listed")


# Second Chance rescue pet adoption site, clean
def t22(rs: RowSet) -> None:
    base = "https://adopt.secondchancerescue.org"
    head = """
[10] banner ''
  [11] link 'Second Chance Animal Rescue'
  [12] link 'Adopt a dog'
  [13] link 'Adopt a cat'
  [14] link 'Foster'
  [15] link 'Donate'
  [16] link 'My account'
    StaticText 'Noah Bennett'"""
    dogs = [
        ("Bruno", "A-24-0877", "Male", "7 yrs", "German Shepherd", "Large", "In foster", "2024-08-12", 107),
        ("Moose", "A-24-1012", "Male", "5 yrs", "Labrador Retriever mix", "Large", "At the shelter", "2024-09-30", 58),
        ("Willow", "A-24-1091", "Female", "6 yrs", "Greyhound", "Large", "In foster", "2024-10-08", 50),
        ("Hazel", "A-24-1150", "Female", "3 yrs", "American Staffordshire Terrier mix", "Medium", "At the shelter", "2024-10-21", 37),
        ("Otis", "A-24-1176", "Male", "2 yrs", "Border Collie mix", "Medium", "At the shelter", "2024-11-01", 26),
        ("Juniper", "A-24-1187", "Female", "2 yrs", "Australian Cattle Dog mix", "Medium", "In foster", "2024-11-04", 23),
        ("Clementine", "A-24-1198", "Female", "4 mos", "Beagle mix", "Small", "In foster", "2024-11-12", 15),
        ("Pico", "A-24-1203", "Male", "1 yr", "Chihuahua mix", "Small", "At the shelter", "2024-11-15", 12),
        ("Ziggy", "A-24-1209", "Male", "10 mos", "Shepherd mix", "Medium", "At the shelter", "2024-11-18", 9),
    ]

    def listing(size: str, sort: str) -> str:
        ds = [d for d in dogs if size == "Any size" or d[5] == size]
        ds = sorted(ds, key=lambda d: d[7], reverse=(sort == "Newest arrivals"))
        cards = []
        for i, (name, aid, sex, age, breed, sz, where, _arr, days) in enumerate(ds):
            b = 200 + 10 * i
            cards.append(f"""    [{b}] listitem ''
      [{b + 1}] link '{name}'
      StaticText '{sex} · {age} · {breed}'
      StaticText '{sz} · {where}'
      StaticText 'In our care {days} days'
      StaticText 'ID {aid}'""")
        q = "" if size == "Any size" else f"?size={size.lower()}" + ("&sort=newest" if sort == "Newest arrivals" else "")
        return page("Adoptable dogs | Second Chance Animal Rescue", f"{base}/dogs{q}", head + f"""
[100] main ''
  [101] heading 'Adoptable dogs'
  StaticText 'All our dogs are spayed or neutered, vaccinated and microchipped before adoption. Adoption fee: $175 (dogs over 7 years: $75).'
  [102] group 'Filters'
    [103] combobox 'Size' value='{size}', hasPopup='menu', expanded=False
    [104] combobox 'Age' value='Any age', hasPopup='menu', expanded=False
    [105] combobox 'Good with' value='No preference', hasPopup='menu', expanded=False
    [106] combobox 'Sort by' value='{sort}', hasPopup='menu', expanded=False
  StaticText '{len(ds)} dogs'
  [110] list ''
""" + "\n".join(cards))

    def profile(fav: bool, favs: int, apps: int, applied: bool) -> str:
        fb = "[121] button 'Remove from favorites'" if fav else "[121] button 'Add to favorites'"
        ap = ("StaticText 'You applied for Juniper on Nov 27, 2024 (APP-24-3391). Status: Received'\n  [123] link 'View application'" if applied
              else "[122] link 'Start adoption application'")
        return page("Juniper (A-24-1187) | Second Chance Animal Rescue", f"{base}/dogs/A-24-1187", head + f"""
[100] main ''
  [101] link 'Back to adoptable dogs'
  [102] heading 'Juniper'
  [103] img 'Juniper, a red merle cattle dog mix, sitting in a garden'
  StaticText 'Female · 2 yrs · Australian Cattle Dog mix · Medium (18 kg)'
  StaticText 'Spayed · vaccinated · microchipped'
  StaticText 'In foster in SE Portland · in our care since Nov 4, 2024 (23 days)'
  StaticText 'Good with: other dogs, kids 10+ · Not tested with cats'
  StaticText 'Energy: high · Needs a securely fenced yard or daily long runs'
  StaticText 'Adoption fee: $175'
  StaticText 'Favorited by {favs} people'
  StaticText 'Applications in review: {apps}'
  {fb}
  {ap}
  [130] heading 'About Juniper'
  StaticText 'Juniper came to us from a rural shelter in Klamath County. Her foster says she is crate trained, knows sit, down and wait, and loves fetch and flirt poles. She can be nervous with loud trucks and is working on loose-leash walking.'
  [131] heading 'Meet her'
  StaticText 'Meet-and-greets are arranged by the foster after an application is reviewed (usually 2–4 days).'""")

    def form(housing: str, landlord: bool) -> str:
        ll = f"\n    [146] checkbox 'My landlord allows dogs of this size', checked='{str(landlord).lower()}'\n    [147] textbox 'Landlord or property manager phone' value=''" if housing.startswith("Rent") else ""
        return page("Adoption application: Juniper | Second Chance Animal Rescue", f"{base}/apply/A-24-1187", head + f"""
[100] main ''
  [101] heading 'Adoption application for Juniper (A-24-1187)'
  StaticText 'Takes about 10 minutes. We review applications in the order received.'
  StaticText 'Some answers were prefilled from your adopter profile (updated Nov 10, 2024).'
  [110] group 'About you'
    [111] textbox 'Full name' value='Noah Bennett'
    [112] textbox 'Email' value='noah.bennett@outlook.com'
    [113] textbox 'Phone' value='(503) 555-0176'
    [114] textbox 'Address' value='3318 SE Taylor St, Apt 2, Portland, OR 97214'
  [140] group 'Your home'
    [141] combobox 'Housing' value='{housing}', hasPopup='menu', expanded=False
    [142] radio 'Fenced yard: yes', checked='false'
    [143] radio 'Fenced yard: no', checked='true'
    [144] textbox 'Who lives with you?' value='My partner (34); no children; no other pets'
    [145] textbox 'How many hours a day would the dog be alone?' value='3'{ll}
  [150] group 'Experience'
    [151] textbox 'Tell us about dogs you have had' value='Grew up with two border collies; volunteered with OHS dog walking 2021-2023.'
  [160] checkbox 'I understand the adoption fee is $175 and is due at pick-up', checked='true'
  [161] button 'Submit application'""")

    submitted = page("Application received | Second Chance Animal Rescue", f"{base}/apply/A-24-1187/submitted", head + """
[100] main ''
  [101] status ''
    StaticText 'Thank you! Your application was received.'
  [102] heading 'Application APP-24-3391'
  StaticText 'Dog: Juniper (A-24-1187)'
  StaticText 'Submitted: Nov 27, 2024, 7:52 PM'
  StaticText 'Status: Received'
  StaticText 'What happens next: an adoption counselor will review your application and contact you within 2–4 days. If it is approved, Juniper foster will set up a meet-and-greet.'
  [103] link 'Go to my account'
  [104] link 'Back to adoptable dogs'""")

    account = page("My account | Second Chance Animal Rescue", f"{base}/account", head + """
[100] main ''
  [101] heading 'My account'
  [110] region 'Applications'
    [111] heading 'Applications (1)'
""" + grid(200, ["Application", "Animal", "Submitted", "Status"], [["APP-24-3391", "Juniper (A-24-1187)", "Nov 27, 2024", "Received"]], 2, links=(0, 1), name="Applications") + """
  [300] region 'Favorites'
    [301] heading 'Favorites (2)'
    [302] link 'Juniper'
    StaticText 'Female · 2 yrs · Australian Cattle Dog mix · In foster'
    [303] link 'Otis'
    StaticText 'Male · 2 yrs · Border Collie mix · At the shelter'
  [310] region 'Profile'
    StaticText 'Noah Bennett · noah.bennett@outlook.com · (503) 555-0176'
    [311] link 'Edit profile'""")

    turns = [
        (act("select_option('103', 'Medium')"), listing("Medium", "Longest stay")),
        (act("select_option('106', 'Newest arrivals')"), listing("Medium", "Newest arrivals")),
        (act("click('211')"), profile(False, 3, 1, False)),
        (act("click('121')"), profile(True, 4, 1, False)),
        (act("click('122')"), form("Select one", False)),
        (act("select_option('141', 'Rent - apartment')"), form("Rent - apartment", False)),
        (act("click('146')"), form("Rent - apartment", True)),
        (act("click('161')"), submitted),
        (act("click('103')"), account),
        (act("click('302')"), profile(True, 4, 2, True)),
    ]
    rs.add(task="web", tid="h33-web-22", system=SYSTEM, turns=turns, state=listing("Any size", "Longest stay"), bad=False)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
