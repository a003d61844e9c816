# ruff: noqa: E501
"""Held-out set holdout35, domain web: 22 BrowserGym trajectories on self-hosted web apps (11 with one contradiction).

Each trajectory is a browser session driven by BrowserGym actions on element bids; every observation is the
page's accessibility tree. Written blind, as a simulating model would print them.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, axtree

BASE = """# Role and Objective

You are a **Web World Model** - a precise browser state simulator. Your task is to predict the exact next page state after a browser action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Page State**: The visible browser page state
3. **Browser Action**: A browser control action

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
dblclick(bid: str, button: Literal['left', 'middle', 'right'] = 'left', modifiers: list = [])
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

The page state is the accessibility tree of the active tab (BrowserGym AXTree text): one node per line, indented with tabs, `[bid] role 'name'` followed by its properties; nodes without a bid (StaticText and the like) carry no brackets. Preserve this representation exactly.
Do not rewrite the page state into a different format or a richer internal schema.
Prefer a complete conservative page state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


def system(site: str) -> str:
    return BASE + "\n\n# Environment\n\n" + site


def B(text: str, n: int = 0) -> str:
    """A block of nodes written with two spaces per level, shifted down n levels."""
    pad = "  " * n
    return "\n".join(pad + ln for ln in textwrap.dedent(text).strip("\n").split("\n"))


def pg(title: str, url: str, *parts: str) -> str:
    """An AXTree page from blocks (two spaces per level become tabs)."""
    lines = []
    for raw in "\n".join(p for p in parts if p).split("\n"):
        s = raw.lstrip(" ")
        lines.append("\t" * ((len(raw) - len(s)) // 2) + s)
    return axtree(title, lines, url)


def state(goal: str, page: str) -> str:
    return f"Task goal: {goal}\n\nCurrent page:\n{page}"


# Nextcloud Files - clean
def t01(rs: RowSet) -> None:
    site = "Nextcloud Hub 7 (28.0.4) at https://cloud.lindqvist-partners.se, logged in as Elin Lindqvist (elin)."
    host = "https://cloud.lindqvist-partners.se"

    def row(b: int, name: str, size: str, mod: str, folder: bool = False, checked: bool = False) -> str:
        what = "folder" if folder else "file"
        return B(f"""
            [{b}] row '', selected={checked}
              [{b + 1}] cell ''
                [{b + 2}] checkbox 'Toggle selection for {what} "{name}"', clickable, checked='{str(checked).lower()}'
              [{b + 3}] cell '{name}'
                [{b + 4}] link '{name}', clickable
                [{b + 5}] button 'Share', clickable
                [{b + 6}] button 'Actions', clickable, hasPopup='menu', expanded=False
              [{b + 7}] cell '{size}'
              [{b + 8}] cell '{mod}'
        """, 2)

    chrome = B("""
        [5] banner ''
          [6] link 'Nextcloud - Lindqvist Partners', clickable
          [7] navigation 'Applications menu'
            [8] link 'Dashboard', clickable
            [9] link 'Files', clickable
            [10] link 'Photos', clickable
            [11] link 'Activity', clickable
            [12] link 'Talk', clickable
            [13] link 'Calendar', clickable
            [14] link 'Deck', clickable
          [15] button 'Unified search', clickable
          [16] button 'Notifications', clickable
          [17] button 'Settings menu', clickable, hasPopup='menu', expanded=False
        [20] navigation 'Files'
          [21] link 'All files', clickable
          [22] link 'Recent', clickable
          [23] link 'Favorites', clickable
          [24] link 'Shares', clickable
          [25] link 'Tags', clickable
          [26] link 'Deleted files', clickable
          [27] button 'Storage informations', clickable
            StaticText '4.8 GB of 50 GB used'
          [28] progressbar '', valuemin=0, valuemax=100, valuetext='10'
          [29] button 'Files settings', clickable
    """)

    archive = row(60, "Archive", "412.6 MB", "3 months ago", folder=True)
    contracts = row(70, "Contracts", "88.1 MB", "last week", folder=True)
    expense = row(100, "Expense_Policy_2024.docx", "96 KB", "5 months ago")
    org = row(110, "Org_Chart.png", "2.4 MB", "8 months ago")
    q2 = row(120, "Q2_Report_draft.odt", "640 KB", "3 weeks ago")

    def minutes(c: bool = False) -> str:
        return row(80, "Board_Minutes_2024-06.pdf", "1.2 MB", "2 days ago", checked=c)

    def budget(c: bool = False) -> str:
        return row(90, "Budget_FY25_v3.xlsx", "348 KB", "yesterday", checked=c)

    def docs(rows: list[str], footer: str, selected: int = 0, new_open: bool = False, overlay: str = "", toast: str = "") -> str:
        if selected:
            head = B(f"""
                [52] columnheader 'Toggle selection for all files and folders'
                  [53] checkbox 'Toggle selection for all files and folders', clickable, checked='mixed'
                [54] columnheader '{selected} selected'
                  [55] button 'Move or copy', clickable
                  [56] button 'Download', clickable
                  [57] button 'Delete', clickable
                  [58] button 'Actions', clickable, hasPopup='menu', expanded=False
            """, 3)
        else:
            head = B("""
                [52] columnheader 'Toggle selection for all files and folders'
                  [53] checkbox 'Toggle selection for all files and folders', clickable, checked='false'
                [54] columnheader 'Name', clickable, sort='ascending'
                [55] columnheader 'Size', clickable
                [56] columnheader 'Modified', clickable
            """, 3)
        main = B(f"""
            [40] main ''
              [41] navigation 'Current directory path'
                [42] link 'All files', clickable
                [43] link 'Documents', clickable
              [44] button 'New', clickable, hasPopup='menu', expanded={new_open}
              [45] button 'Switch to grid view', clickable
              [50] table 'List of files and folders.'
                [51] row ''
        """)
        foot = B(f"""
            [130] row ''
              [131] cell ''
              [132] cell '{footer}'
              [133] cell '505.4 MB'
              [134] cell ''
        """, 2)
        return pg("Documents - Files - Nextcloud", f"{host}/apps/files/files?dir=/Documents",
                  chrome, main, head, *rows, foot, overlay, toast)

    start = [archive, contracts, minutes(), budget(), expense, org, q2]
    q3_new = row(210, "Q3 Board Pack", "0 KB", "a few seconds ago", folder=True)
    with_q3 = [archive, contracts, q3_new, minutes(), budget(), expense, org, q2]
    new_menu = B("""
        [300] menu 'New'
          [301] menuitem 'Upload files', clickable
          [302] menuitem 'Upload folder', clickable
          [303] separator ''
          [304] menuitem 'New folder', clickable
          [305] menuitem 'New text file', clickable
          [306] menuitem 'New document', clickable
          [307] menuitem 'New spreadsheet', clickable
          [308] menuitem 'New presentation', clickable
          [309] menuitem 'New diagram', clickable
          [310] separator ''
          [311] menuitem 'Create new templates folder', clickable
    """)

    def dlg(value: str) -> str:
        return B(f"""
            [320] dialog 'Create new folder', modal=True
              [321] heading 'Create new folder'
              [322] textbox 'Folder name', clickable, focused, required
                StaticText '{value}'
              [323] button 'Create', clickable
              [324] button 'Close', clickable
        """)

    def picker(inside: bool) -> str:
        crumbs = "    [408] button 'Documents', clickable"
        target = "Documents"
        if inside:
            crumbs += "\n    [409] button 'Q3 Board Pack', clickable"
            target = "Q3 Board Pack"
        top = B("""
            [400] dialog 'Choose destination', modal=True
              [401] heading 'Choose destination'
              [402] navigation 'Current view selector'
                [403] button 'All files', clickable, pressed=True
                [404] button 'Recent', clickable
                [405] button 'Favorites', clickable
              [406] navigation 'Current directory path'
                [407] button 'All files', clickable
        """) + "\n" + crumbs + "\n" + B("""
              [410] textbox 'Filter file list', clickable
              [411] table ''
                [412] row ''
                  [413] columnheader 'Name', clickable, sort='ascending'
                  [414] columnheader 'Size', clickable
                  [415] columnheader 'Modified', clickable
        """, 1)
        if inside:
            body = B("""
                StaticText 'No files in here'
            """, 1)
        else:
            body = B("""
                [420] row ''
                  [421] cell 'Archive'
                  [422] cell '412.6 MB'
                  [423] cell '3 months ago'
                [424] row ''
                  [425] cell 'Contracts'
                  [426] cell '88.1 MB'
                  [427] cell 'last week'
                [428] row ''
                  [429] cell 'Q3 Board Pack'
                  [430] cell '0 KB'
                  [431] cell 'a few seconds ago'
            """, 2)
        btn = B(f"""
            [440] button 'Copy to {target}', clickable
            [441] button 'Move to {target}', clickable
        """, 1)
        return top + "\n" + body + "\n" + btn

    q3_full = row(210, "Q3 Board Pack", "1.5 MB", "a few seconds ago", folder=True)
    after_move = [archive, contracts, q3_full, expense, org, q2]
    inside = pg("Q3 Board Pack - Files - Nextcloud", f"{host}/apps/files/files/9215?dir=/Documents/Q3%20Board%20Pack",
                chrome, B("""
                    [40] main ''
                      [41] navigation 'Current directory path'
                        [42] link 'All files', clickable
                        [43] link 'Documents', clickable
                        [46] link 'Q3 Board Pack', clickable
                      [44] button 'New', clickable, hasPopup='menu', expanded=False
                      [45] button 'Switch to grid view', clickable
                      [47] button 'Share', clickable
                      [50] table 'List of files and folders.'
                        [51] row ''
                          [52] columnheader 'Toggle selection for all files and folders'
                            [53] checkbox 'Toggle selection for all files and folders', clickable, checked='false'
                          [54] columnheader 'Name', clickable, sort='ascending'
                          [55] columnheader 'Size', clickable
                          [56] columnheader 'Modified', clickable
                """), minutes(), budget(), B("""
                    [130] row ''
                      [131] cell ''
                      [132] cell '2 files'
                      [133] cell '1.5 MB'
                      [134] cell ''
                """, 2))
    back = [archive, contracts, row(210, "Q3 Board Pack", "1.5 MB", "a minute ago", folder=True), expense, org, q2]
    toast = B("""
        [330] alert ''
          StaticText 'Created new folder "Q3 Board Pack"'
    """)
    turns = [
        ("click('44')", docs(start, "2 folders and 5 files", new_open=True, overlay=new_menu)),
        ("click('304')", docs(start, "2 folders and 5 files", overlay=dlg("New folder"))),
        ("fill('322', 'Q3 Board Pack')", docs(start, "2 folders and 5 files", overlay=dlg("Q3 Board Pack"))),
        ("click('323')", docs(with_q3, "3 folders and 5 files", toast=toast)),
        ("click('82')", docs([archive, contracts, q3_new, minutes(True), budget(), expense, org, q2], "3 folders and 5 files", selected=1)),
        ("click('92')", docs([archive, contracts, q3_new, minutes(True), budget(True), expense, org, q2], "3 folders and 5 files", selected=2)),
        ("click('55')", docs([archive, contracts, q3_new, minutes(True), budget(True), expense, org, q2], "3 folders and 5 files", selected=2, overlay=picker(False))),
        ("click('429')", docs([archive, contracts, q3_new, minutes(True), budget(True), expense, org, q2], "3 folders and 5 files", selected=2, overlay=picker(True))),
        ("click('441')", docs(after_move, "3 folders and 3 files")),
        ("click('214')", inside),
        ("go_back()", docs(back, "3 folders and 3 files")),
    ]
    rs.add(task="web", tid="h35-web-01", system=system(site), turns=turns,
           state=state("In Documents, create a folder named 'Q3 Board Pack' and move Board_Minutes_2024-06.pdf and Budget_FY25_v3.xlsx into it.",
                       docs(start, "2 folders and 5 files")),
           bad=False)


# Jenkins - bad
def t02(rs: RowSet) -> None:
    site = "Jenkins 2.440.3 at https://ci.fjordline-dev.net, logged in as Marta Solberg (msolberg). Pipeline job payments-api-release."
    host = "https://ci.fjordline-dev.net"
    job = f"{host}/job/payments-api-release"
    chrome = B("""
        [10] banner ''
          [11] link 'Jenkins', clickable
          [12] search ''
            [13] searchbox 'Search (CTRL+K)', clickable
          [14] link 'Manage Jenkins', clickable
          [15] link 'Marta Solberg', clickable
          [16] link 'log out', clickable
    """)

    def crumbs(*extra: str) -> str:
        out = B("""
            [20] navigation 'breadcrumbs'
              [21] link 'Dashboard', clickable
              [22] link 'payments-api-release', clickable
        """)
        for i, e in enumerate(extra):
            out += f"\n  [{23 + i}] link '{e}', clickable"
        return out

    side_job = B("""
        [30] navigation 'side panel'
          [31] link 'Status', clickable
          [32] link 'Changes', clickable
          [33] link 'Build with Parameters', clickable
          [34] link 'Configure', clickable
          [35] link 'Delete Pipeline', clickable
          [36] link 'Full Stage View', clickable
          [37] link 'Rename', clickable
          [38] link 'Pipeline Syntax', clickable
    """)
    old_hist = B("""
        [70] row ''
          [71] link '#311', clickable
          [72] link 'Apr 16, 2024, 3:12 PM', clickable
          [73] image 'Success'
        [74] row ''
          [75] link '#310', clickable
          [76] link 'Apr 16, 2024, 11:48 AM', clickable
          [77] image 'Failed'
        [78] row ''
          [79] link '#309', clickable
          [80] link 'Apr 15, 2024, 4:55 PM', clickable
          [81] image 'Success'
        [82] row ''
          [83] link '#308', clickable
          [84] link 'Apr 15, 2024, 10:03 AM', clickable
          [85] image 'Success'
        [86] row ''
          [87] link '#307', clickable
          [88] link 'Apr 12, 2024, 6:21 PM', clickable
          [89] image 'Aborted'
    """, 2)

    def history(new: str = "") -> str:
        return B("""
            [60] complementary 'Build History'
              [61] heading 'Build History'
              [62] link 'trend', clickable
              [63] searchbox 'Filter builds...', clickable
              [64] table ''
        """) + ("\n" + new if new else "") + "\n" + old_hist + "\n" + B("""
              [90] link 'Atom feed for all', clickable
              [91] link 'Atom feed for failures', clickable
        """, 1)

    stage_old = B("""
        [120] row ''
          [121] cell '#311 Apr 16 15:12 1 commit'
          [122] cell '24s'
          [123] cell '1min 52s'
          [124] cell '48s'
          [125] cell '1min 6s'
          [126] cell '9s'
          [127] cell '21s'
        [128] row ''
          [129] cell '#310 Apr 16 11:48 2 commits'
          [130] cell '23s'
          [131] cell '1min 49s'
          [132] cell '51s'
          [133] cell '41s failed'
          [134] cell ''
          [135] cell ''
        [136] row ''
          [137] cell '#309 Apr 15 16:55 No Changes'
          [138] cell '25s'
          [139] cell '1min 57s'
          [140] cell '46s'
          [141] cell '1min 3s'
          [142] cell '8s'
          [143] cell '19s'
    """, 2)

    def job_page(avg: str, stage_new: str, hist_new: str, perma: list[str]) -> str:
        main = B(f"""
            [100] main ''
              [101] heading 'payments-api-release'
              StaticText 'Builds the payments API, runs unit and integration tests, and deploys to the chosen environment.'
              [102] link 'Add description', clickable
              [103] heading 'Stage View'
              [104] table ''
                [105] row ''
                  [106] columnheader ''
                  [107] columnheader 'Checkout'
                  [108] columnheader 'Build'
                  [109] columnheader 'Unit Tests'
                  [110] columnheader 'Integration Tests'
                  [111] columnheader 'Package'
                  [112] columnheader 'Deploy'
                [113] row ''
                  [114] cell 'Average stage times: (Average full run time: {avg})'
                  [115] cell '24s'
                  [116] cell '1min 52s'
                  [117] cell '48s'
                  [118] cell '1min 1s'
                  [119] cell '9s'
                  [144] cell '20s'
        """)
        tail = B("""
              [150] heading 'Permalinks'
              [151] list ''
        """, 0)
        items = "\n".join(f"    [{152 + i}] listitem ''\n      [{160 + i}] link '{p}', clickable" for i, p in enumerate(perma))
        parts = [main]
        if stage_new:
            parts.append(stage_new)
        parts += [stage_old, "  " + tail.replace("\n", "\n  "), items]
        return pg("payments-api-release [Jenkins]", f"{job}/", chrome, crumbs(), side_job, history(hist_new), *parts)

    perma0 = ["Last build (#311), 2 hr 14 min ago", "Last stable build (#311), 2 hr 14 min ago",
              "Last successful build (#311), 2 hr 14 min ago", "Last failed build (#310), 5 hr 38 min ago",
              "Last unsuccessful build (#310), 5 hr 38 min ago", "Last completed build (#311), 2 hr 14 min ago"]
    start = job_page("~4min 5s", "", "", perma0)

    def params(branch: str) -> str:
        return pg("payments-api-release [Jenkins]", f"{job}/build?delay=0sec", chrome, crumbs(), side_job, B(f"""
            [100] main ''
              [101] heading 'Pipeline payments-api-release'
              StaticText 'This build requires parameters:'
              [200] group ''
                StaticText 'BRANCH'
                [201] textbox 'BRANCH', clickable, focused
                  StaticText '{branch}'
                StaticText 'Git branch or tag to build.'
                StaticText 'DEPLOY_ENV'
                [202] combobox 'DEPLOY_ENV', clickable, hasPopup='menu', expanded=False
                  [203] option 'none', selected=True
                  [204] option 'staging', selected=False
                  [205] option 'prod', selected=False
                StaticText 'Target environment; none skips the Deploy stage.'
                [206] checkbox 'RUN_INTEGRATION_TESTS', clickable, checked='true'
                StaticText 'RUN_INTEGRATION_TESTS'
                StaticText 'Run the Testcontainers integration suite (about 1 minute).'
              [207] button 'Build', clickable
              [208] button 'Cancel', clickable
        """))

    running_hist = B("""
        [65] row ''
          [66] link '#312', clickable
          [67] link 'Apr 16, 2024, 5:27 PM', clickable
          [68] progressbar 'Build #312 is in progress', valuemin=0, valuemax=100, valuetext='4'
          [69] button 'cancel this build', clickable
    """, 2)
    running_stage = B("""
        [230] row ''
          [231] cell '#312 Apr 16 17:27 2 commits'
          [232] cell 'running 9s'
          [233] cell ''
          [234] cell ''
          [235] cell ''
          [236] cell ''
          [237] cell ''
    """, 2)
    perma1 = ["Last build (#312), 11 sec ago", "Last stable build (#311), 2 hr 15 min ago",
              "Last successful build (#311), 2 hr 15 min ago", "Last failed build (#310), 5 hr 39 min ago",
              "Last unsuccessful build (#310), 5 hr 39 min ago", "Last completed build (#311), 2 hr 15 min ago"]
    side_build = B("""
        [30] navigation 'side panel'
          [31] link 'Status', clickable
          [32] link 'Changes', clickable
          [33] link 'Console Output', clickable
          [34] link 'Edit Build Information', clickable
          [35] link 'Delete build #312', clickable
          [36] link 'Timings', clickable
          [37] link 'Git Build Data', clickable
          [38] link 'Pipeline Overview', clickable
          [39] link 'Pipeline Console', clickable
          [40] link 'Replay', clickable
          [41] link 'Pipeline Steps', clickable
          [42] link 'Workspaces', clickable
          [43] link 'Previous Build', clickable
    """)
    build_page = pg("payments-api-release #312 [Jenkins]", f"{job}/312/", chrome, crumbs("#312"), side_build, B("""
        [100] main ''
          [101] heading 'Build #312 (Apr 16, 2024, 5:27:41 PM)'
          [102] progressbar 'In progress', valuemin=0, valuemax=100, valuetext='7'
          [103] link 'Keep this build forever', clickable
          StaticText 'Started 21 sec ago'
          StaticText 'Build has been executing for 19 sec'
          [104] link 'Add description', clickable
          [105] list ''
            [106] listitem ''
              StaticText 'Changes'
              [107] list ''
                [108] listitem ''
                  StaticText 'Bump ledger-client to 4.2.1 ('
                  [109] link 'details', clickable
                  StaticText ')'
                [110] listitem ''
                  StaticText 'Fix rounding of settlement batch totals ('
                  [111] link 'details', clickable
                  StaticText ')'
            [112] listitem ''
              StaticText 'Started by user'
              [113] link 'Marta Solberg', clickable
            [114] listitem ''
              StaticText 'This run spent:'
              [115] list ''
                [116] listitem ''
                  StaticText '2 ms waiting;'
                [117] listitem ''
                  StaticText '19 sec build duration;'
                [118] listitem ''
                  StaticText '19 sec total from scheduled to completion.'
            [119] listitem ''
              StaticText 'Revision: 7c41e9d2b58a0f3e61d4c2a9b7e08f15d3a6c942'
              StaticText 'Repository: git@git.fjordline-dev.net:payments/payments-api.git'
              [120] list ''
                [121] listitem ''
                  StaticText 'refs/remotes/origin/release/2.14'
            [122] listitem ''
              StaticText 'Parameters'
              [123] list ''
                [124] listitem ''
                  StaticText 'BRANCH = release/2.14'
                [125] listitem ''
                  StaticText 'DEPLOY_ENV = none'
                [126] listitem ''
                  StaticText 'RUN_INTEGRATION_TESTS = true'
    """))
    console_lines = [
        "Started by user Marta Solberg",
        "[Pipeline] Start of Pipeline",
        "[Pipeline] node",
        "Running on build-agent-03 in /home/jenkins/workspace/payments-api-release",
        "[Pipeline] {",
        "[Pipeline] stage",
        "[Pipeline] { (Checkout)",
        "[Pipeline] checkout",
        "The recommended git tool is: NONE",
        "using credential gitea-payments-deploy",
        " > git rev-parse --resolve-git-dir /home/jenkins/workspace/payments-api-release/.git # timeout=10",
        "Fetching changes from the remote Git repository",
        " > git config remote.origin.url git@git.fjordline-dev.net:payments/payments-api.git # timeout=10",
        "Fetching upstream changes from git@git.fjordline-dev.net:payments/payments-api.git",
        " > git --version # timeout=10",
        " > git --version # 'git version 2.39.2'",
        "using GIT_SSH to set credentials payments deploy key (read-only)",
        "Verifying host key using known hosts file",
        " > git fetch --tags --force --progress -- git@git.fjordline-dev.net:payments/payments-api.git +refs/heads/*:refs/remotes/origin/* # timeout=10",
        " > git rev-parse refs/remotes/origin/release/2.14^{commit} # timeout=10",
        "Checking out Revision 4f2a8c61e0b97d35a1c6e8f20d94b7a3c51e6d08 (refs/remotes/origin/release/2.14)",
        " > git config core.sparsecheckout # timeout=10",
        " > git checkout -f 4f2a8c61e0b97d35a1c6e8f20d94b7a3c51e6d08 # timeout=10",
        "Commit message: \"Bump ledger-client to 4.2.1\"",
        " > git rev-list --no-walk 9d03b7e5a1f2c4860b3e7d91a5c2f0e8b46d17a3 # timeout=10",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] stage",
        "[Pipeline] { (Build)",
        "[Pipeline] sh",
        "+ ./mvnw -B -DskipTests package",
        "[INFO] Scanning for projects...",
        "[INFO] ",
        "[INFO] ------------------< no.fjordline.payments:payments-api >------------------",
        "[INFO] Building payments-api 2.14.3",
        "[INFO]   from pom.xml",
        "[INFO] --------------------------------[ jar ]---------------------------------",
        "[INFO] ",
        "[INFO] --- resources:3.3.1:resources (default-resources) @ payments-api ---",
        "[INFO] Copying 14 resources from src/main/resources to target/classes",
        "[INFO] ",
        "[INFO] --- compiler:3.11.0:compile (default-compile) @ payments-api ---",
        "[INFO] Changes detected - recompiling the module! :dependency",
        "[INFO] Compiling 212 source files with javac [debug release 17] to target/classes",
    ]
    console = pg("payments-api-release #312 Console [Jenkins]", f"{job}/312/console", chrome, crumbs("#312", "Console Output"), side_build, B("""
        [100] main ''
          [101] heading 'Console Output'
          [102] link 'Download', clickable
          [103] link 'Copy', clickable
          [104] link 'View as plain text', clickable
          [105] progressbar 'In progress', valuemin=0, valuemax=100, valuetext='12'
          [106] group ''
    """), "\n".join("    StaticText " + repr(ln) if "'" not in ln else "    StaticText \"" + ln + "\"" for ln in console_lines), B("""
          [107] image 'Progress: running'
    """, 1))

    def steps(done: bool) -> str:
        rows = [
            ("Start of Pipeline - (4 min 32 sec in block)" if done else "Start of Pipeline", "", "Success" if done else "In progress"),
            ("node - (4 min 31 sec in block)" if done else "node", "", "Success" if done else "In progress"),
            ("node block - (4 min 31 sec in block)" if done else "node block", "", "Success" if done else "In progress"),
            ("stage - (23 sec in block)", "Checkout", "Success"),
            ("stage block (Checkout) - (23 sec in block)", "", "Success"),
            ("checkout - (22 sec in self)", "", "Success"),
            ("stage - (1 min 54 sec in block)" if done else "stage", "Build", "Success" if done else "In progress"),
            ("stage block (Build) - (1 min 54 sec in block)" if done else "stage block (Build)", "", "Success" if done else "In progress"),
            ("Shell Script - (1 min 53 sec in self)" if done else "Shell Script", "./mvnw -B -DskipTests package", "Success" if done else "In progress"),
        ]
        if done:
            rows += [
                ("stage - (47 sec in block)", "Unit Tests", "Success"),
                ("Shell Script - (46 sec in self)", "./mvnw -B test", "Success"),
                ("junit - (1 sec in self)", "target/surefire-reports/*.xml", "Success"),
                ("stage - (1 min 4 sec in block)", "Integration Tests", "Success"),
                ("Shell Script - (1 min 3 sec in self)", "./mvnw -B verify -Pintegration", "Success"),
                ("stage - (9 sec in block)", "Package", "Success"),
                ("archiveArtifacts - (8 sec in self)", "target/payments-api-*.jar", "Success"),
                ("stage - (0.12 sec in block)", "Deploy", "Success"),
                ("Stage \"Deploy\" skipped due to when conditional", "", "Success"),
            ]
        body = "\n".join(
            f"    [{300 + 4 * i}] row ''\n      [{301 + 4 * i}] cell '{s}'\n      [{302 + 4 * i}] cell '{a}'\n      [{303 + 4 * i}] cell '{st}'"
            if "'" not in s else
            f"    [{300 + 4 * i}] row ''\n      [{301 + 4 * i}] cell \"{s}\"\n      [{302 + 4 * i}] cell '{a}'\n      [{303 + 4 * i}] cell '{st}'"
            for i, (s, a, st) in enumerate(rows))
        head = B(f"""
            [100] main ''
              [101] heading 'Pipeline Steps'
              {"StaticText 'Finished: SUCCESS'" if done else "[102] progressbar 'In progress', valuemin=0, valuemax=100, valuetext='31'"}
              [290] table ''
                [291] row ''
                  [292] columnheader 'Step'
                  [293] columnheader 'Arguments'
                  [294] columnheader 'Status'
        """)
        return pg("payments-api-release #312 Pipeline Steps [Jenkins]", f"{job}/312/flowGraphTable/", chrome, crumbs("#312", "Pipeline Steps"), side_build, head, body)

    done_hist = B("""
        [65] row ''
          [66] link '#312', clickable
          [67] link 'Apr 16, 2024, 5:27 PM', clickable
          [68] image 'Success'
    """, 2)
    done_stage = B("""
        [230] row ''
          [231] cell '#312 Apr 16 17:27 2 commits'
          [232] cell '23s'
          [233] cell '1min 54s'
          [234] cell '47s'
          [235] cell '1min 4s'
          [236] cell '9s'
          [237] cell '120ms'
    """, 2)
    perma2 = ["Last build (#312), 5 min 49 sec ago", "Last stable build (#312), 5 min 49 sec ago",
              "Last successful build (#312), 5 min 49 sec ago", "Last failed build (#310), 5 hr 45 min ago",
              "Last unsuccessful build (#310), 5 hr 45 min ago", "Last completed build (#312), 5 min 49 sec ago"]
    turns = [
        ("click('33')", params("main")),
        ("fill('201', 'release/2.14')", params("release/2.14")),
        ("click('207')", job_page("~4min 5s", running_stage, running_hist, perma1)),
        ("click('66')", build_page),
        ("click('33')", console),
        ("click('41')", steps(False)),
        (f"goto('{job}/312/flowGraphTable/')", steps(True)),
        ("click('22')", job_page("~4min 9s", done_stage, done_hist, perma2)),
    ]
    rs.add(task="web", tid="h35-web-02", system=system(site), turns=turns,
           state=state("Run payments-api-release for branch release/2.14 (no deploy) and confirm which commit it built and that it passed.", start),
           bad=True, turn=5, kind="commit SHA in console checkout differs from build page Revision")


# Keycloak admin console - clean
def t03(rs: RowSet) -> None:
    site = "Keycloak 24.0.3 admin console at https://sso.halvorsen.no, signed in to the master realm as admin, managing realm halvorsen-staff."
    host = "https://sso.halvorsen.no/admin/master/console/#/halvorsen-staff"
    uid = "3b8e2c71-5d0a-4f86-9c1e-7a2d44f0b913"
    chrome = B("""
        [8] banner ''
          [9] link 'Keycloak', clickable
          [10] button 'Help', clickable, hasPopup='menu', expanded=False
          [11] button 'admin', clickable, hasPopup='menu', expanded=False
        [14] navigation 'Global'
          [15] button 'halvorsen-staff', clickable, hasPopup='menu', expanded=False
          [16] link 'Clients', clickable
          [17] link 'Client scopes', clickable
          [18] link 'Realm roles', clickable
          [19] link 'Users', clickable
          [20] link 'Groups', clickable
          [21] link 'Sessions', clickable
          [22] link 'Events', clickable
          StaticText 'Configure'
          [23] link 'Realm settings', clickable
          [24] link 'Authentication', clickable
          [25] link 'Identity providers', clickable
          [26] link 'User federation', clickable
    """)
    users = [("anders.kvale", "anders.kvale@halvorsen.no", "Kvale", "Anders", ""),
             ("berit.lunde", "berit.lunde@halvorsen.no", "Lunde", "Berit", ""),
             ("eirik.sand", "eirik.sand@halvorsen.no", "Sand", "Eirik", "Disabled"),
             ("hanne.dahl", "hanne.dahl@halvorsen.no", "Dahl", "Hanne", ""),
             ("svc-ledger-sync", "", "", "", ""),
             ("tor.bakke", "tor.bakke@halvorsen.no", "Bakke", "Tor", ""),
             ("vilde.aas", "vilde.aas@halvorsen.no", "Aas", "Vilde", "")]

    def user_list(rows: list[tuple[str, str, str, str, str]], alert: str = "") -> str:
        out = []
        for i, (u, e, ln, fn, st) in enumerate(rows):
            b = 100 + 12 * i
            name = f"      [{b + 3}] cell '{u}'\n        [{b + 4}] link '{u}', clickable"
            if st:
                name += f"\n        StaticText '{st}'"
            email = f"      [{b + 5}] cell '{e or chr(8212)}'"
            if u == "ingrid.moe":
                email += f"\n        [{b + 6}] image 'Not verified'"
            out.append(f"    [{b}] row ''\n      [{b + 1}] cell ''\n        [{b + 2}] checkbox 'Select row {i}', clickable, checked='false'\n{name}\n{email}\n      [{b + 7}] cell '{ln or chr(8212)}'\n      [{b + 8}] cell '{fn or chr(8212)}'\n      [{b + 9}] cell ''\n        [{b + 10}] button 'Kebab toggle', clickable, hasPopup='menu', expanded=False")
        n = len(rows)
        head = B(f"""
            [40] main ''
              [41] navigation 'Breadcrumb'
                [42] link 'halvorsen-staff', clickable
              [43] heading 'Users'
              StaticText 'Users are the users in the current realm.'
              [44] link 'Learn more', clickable
              [45] tablist ''
                [46] tab 'User list', clickable, selected=True
                [47] tab 'Permissions', clickable, selected=False
              [48] button 'Default search', clickable, hasPopup='menu', expanded=False
              [49] searchbox 'Search user', clickable
              [50] button 'Add user', clickable
              [51] button 'Delete user', clickable, disabled=True
              StaticText '1 - {n}'
              [52] button 'Go to previous page', clickable, disabled=True
              [53] button 'Go to next page', clickable, disabled=True
              [54] table 'Users'
                [55] row ''
                  [56] columnheader 'Select all rows'
                    [57] checkbox 'Select all rows', clickable, checked='false'
                  [58] columnheader 'Username'
                  [59] columnheader 'Email'
                  [60] columnheader 'Last name'
                  [61] columnheader 'First name'
                  [62] columnheader ''
        """)
        al = B(f"""
            [30] alert 'Success alert: {alert}'
              StaticText '{alert}'
              [31] button 'Close Success alert: {alert}', clickable
        """) if alert else ""
        return pg("Keycloak Administration Console", f"{host}/users", chrome, head, "\n".join(out), al)

    start = user_list(users)

    def create(u: str = "", e: str = "", fn: str = "", ln: str = "", focus: str = "") -> str:
        def tb(b: int, label: str, v: str, req: bool = False) -> str:
            extra = ", focused" if focus == label else ""
            extra += ", required" if req else ""
            s = f"      [{b}] textbox '{label}', clickable{extra}"
            if v:
                s += f"\n        StaticText '{v}'"
            return s
        head = B("""
            [40] main ''
              [41] navigation 'Breadcrumb'
                [42] link 'Users', clickable
                [62] link 'Create user', clickable
              [43] heading 'Create user'
              [70] form ''
                StaticText 'Required user actions'
                [71] combobox 'Required user actions', clickable, hasPopup='listbox', expanded=False
                  StaticText 'Select action'
                StaticText 'Email verified'
                [72] switch 'Email verified', clickable, checked='false'
                StaticText 'Off'
                [73] group 'General'
                  StaticText 'Username *'
        """)
        fields = "\n".join([tb(74, "Username", u, True), "      StaticText 'Email'", tb(75, "Email", e),
                            "      StaticText 'First name'", tb(76, "First name", fn), "      StaticText 'Last name'",
                            tb(77, "Last name", ln)])
        tail = B("""
                StaticText 'Groups'
                [78] button 'Join Groups', clickable
                [79] button 'Create', clickable
                [80] button 'Cancel', clickable
        """, 2)
        return pg("Keycloak Administration Console", f"{host}/users/add-user", chrome, head, fields, tail)

    tabs = ["Details", "Attributes", "Credentials", "Role mapping", "Groups", "Consents", "Identity provider links", "Sessions"]

    def user_head(sel: str, crumb: str) -> str:
        t = "\n".join(f"    [{90 + i}] tab '{x}', clickable, selected={x == sel}" for i, x in enumerate(tabs))
        return B(f"""
            [40] main ''
              [41] navigation 'Breadcrumb'
                [42] link 'Users', clickable
                [62] link '{crumb}', clickable
              [43] heading 'ingrid.moe'
              [81] switch 'Enabled', clickable, checked='true'
              StaticText 'Enabled'
              [82] button 'Action', clickable, hasPopup='menu', expanded=False
              [89] tablist ''
        """) + "\n" + t

    alert_created = B("""
        [30] alert 'Success alert: The user has been created'
          StaticText 'The user has been created'
          [31] button 'Close Success alert: The user has been created', clickable
    """)
    details = pg("Keycloak Administration Console", f"{host}/users/{uid}/settings", chrome, user_head("Details", "User details"), B(f"""
          [110] form ''
            StaticText 'ID *'
            [111] textbox 'ID', clickable, readonly
              StaticText '{uid}'
            StaticText 'Created at *'
            [112] textbox 'Created at', clickable, readonly
              StaticText '4/23/2024, 10:14:06 AM'
            StaticText 'Required user actions'
            [113] combobox 'Required user actions', clickable, hasPopup='listbox', expanded=False
              StaticText 'Select action'
            StaticText 'Email verified'
            [114] switch 'Email verified', clickable, checked='false'
            StaticText 'Off'
            [115] group 'General'
              StaticText 'Username *'
              [116] textbox 'Username', clickable, readonly
                StaticText 'ingrid.moe'
              StaticText 'Email'
              [117] textbox 'Email', clickable
                StaticText 'ingrid.moe@halvorsen.no'
              StaticText 'First name'
              [118] textbox 'First name', clickable
                StaticText 'Ingrid'
              StaticText 'Last name'
              [119] textbox 'Last name', clickable
                StaticText 'Moe'
            [120] button 'Save', clickable
            [121] button 'Revert', clickable
    """, 1), alert_created)

    def roles(rows: list[tuple[str, str, str]], alert: str = "", modal: str = "") -> str:
        body = "\n".join(f"    [{140 + 6 * i}] row ''\n      [{141 + 6 * i}] cell ''\n        [{142 + 6 * i}] checkbox 'Select row {i}', clickable, checked='false'\n      [{143 + 6 * i}] cell '{n}'\n      [{144 + 6 * i}] cell '{inh}'\n      [{145 + 6 * i}] cell '{d}'"
                         for i, (n, inh, d) in enumerate(rows))
        top = B(f"""
              [130] checkbox 'Hide inherited roles', clickable, checked='true'
              StaticText 'Hide inherited roles'
              [131] searchbox 'Search by name', clickable
              [132] button 'Assign role', clickable
              [133] button 'Unassign', clickable, disabled=True
              StaticText '1 - {len(rows)}'
              [134] table 'Role list'
                [135] row ''
                  [136] columnheader 'Select all rows'
                  [137] columnheader 'Name'
                  [138] columnheader 'Inherited'
                  [139] columnheader 'Description'
        """, 1)
        al = B(f"""
            [30] alert 'Success alert: {alert}'
              StaticText '{alert}'
              [31] button 'Close Success alert: {alert}', clickable
        """) if alert else ""
        return pg("Keycloak Administration Console", f"{host}/users/{uid}/role-mapping", chrome, user_head("Role mapping", "User details"), top, body, modal, al)

    base_roles = [("default-roles-halvorsen-staff", "False", "${role_default-roles}")]
    realm_roles = [("admin-readonly", "Read-only access to the internal admin portal"),
                   ("auditor", "Quarterly audit access to ledger and payroll exports"),
                   ("ledger-editor", "Create and post ledger entries"),
                   ("ledger-viewer", "View ledger accounts and reports"),
                   ("offline_access", "${role_offline-access}"),
                   ("payroll-approver", "Approve monthly payroll runs"),
                   ("uma_authorization", "${role_uma_authorization}")]

    def assign_modal(checked: str = "") -> str:
        rows = "\n".join(f"    [{200 + 5 * i}] row ''\n      [{201 + 5 * i}] cell ''\n        [{202 + 5 * i}] checkbox 'Select row {i}', clickable, checked='{'true' if n == checked else 'false'}'\n      [{203 + 5 * i}] cell '{n}'\n      [{204 + 5 * i}] cell '{d}'"
                         for i, (n, d) in enumerate(realm_roles))
        return B("""
            [180] dialog 'Assign roles to ingrid.moe', modal=True
              [181] heading 'Assign roles to ingrid.moe'
              [182] button 'Close', clickable
              [183] button 'Filter by realm roles', clickable, hasPopup='menu', expanded=False
              [184] searchbox 'Search by role name', clickable
              StaticText '1 - 7'
              [185] button 'Go to previous page', clickable, disabled=True
              [186] button 'Go to next page', clickable, disabled=True
              [187] table 'Roles'
                [188] row ''
                  [189] columnheader 'Select all rows'
                  [190] columnheader 'Name'
                  [191] columnheader 'Description'
        """) + "\n" + rows + "\n" + B(f"""
              [240] button 'Assign', clickable{'' if checked else ', disabled=True'}
              [241] button 'Cancel', clickable
        """, 1)

    after_users = users[:4] + [("ingrid.moe", "ingrid.moe@halvorsen.no", "Moe", "Ingrid", "")] + users[4:]
    turns = [
        ("click('50')", create(focus="Username")),
        ("fill('74', 'ingrid.moe')", create("ingrid.moe", focus="Username")),
        ("fill('75', 'ingrid.moe@halvorsen.no')", create("ingrid.moe", "ingrid.moe@halvorsen.no", focus="Email")),
        ("fill('76', 'Ingrid')", create("ingrid.moe", "ingrid.moe@halvorsen.no", "Ingrid", focus="First name")),
        ("fill('77', 'Moe')", create("ingrid.moe", "ingrid.moe@halvorsen.no", "Ingrid", "Moe", focus="Last name")),
        ("click('79')", details),
        ("click('93')", roles(base_roles)),
        ("click('132')", roles(base_roles, modal=assign_modal())),
        ("click('217')", roles(base_roles, modal=assign_modal("ledger-viewer"))),
        ("click('240')", roles(base_roles + [("ledger-viewer", "False", "View ledger accounts and reports")], alert="User role mapping successfully updated")),
        ("click('19')", user_list(after_users)),
    ]
    rs.add(task="web", tid="h35-web-03", system=system(site), turns=turns,
           state=state("In realm halvorsen-staff, create the user ingrid.moe (Ingrid Moe, ingrid.moe@halvorsen.no) and give her the realm role ledger-viewer.", start),
           bad=False)


# phpMyAdmin - bad
def t04(rs: RowSet) -> None:
    site = "phpMyAdmin 5.2.1 at https://dbadmin.kestrel-outdoor.com/phpmyadmin/, MariaDB 10.6.17 server db-legacy-01:3306, user pma_ops."
    host = "https://dbadmin.kestrel-outdoor.com/phpmyadmin"
    tables = [("audit_log", 48213, "9.5 MiB"), ("customers", 3912, "1.5 MiB"), ("newsletter_subscribers", 1284, "208.0 KiB"),
              ("order_items", 27455, "3.5 MiB"), ("orders", 9870, "2.5 MiB"), ("products", 642, "400.0 KiB"), ("sessions", 11208, "5.5 MiB")]
    nav = B("""
        [5] navigation 'Navigation panel'
          [6] link 'phpMyAdmin', clickable
          [7] link 'Home', clickable
          [8] link 'Log out', clickable
          [9] link 'Reload navigation panel', clickable
          [10] link 'Collapse all', clickable
          [11] tree ''
            [12] treeitem 'New', clickable
            [13] treeitem 'information_schema', clickable, expanded=False
            [14] treeitem 'mysql', clickable, expanded=False
            [15] treeitem 'performance_schema', clickable, expanded=False
            [16] treeitem 'shop_legacy', clickable, expanded=True
              [17] treeitem 'New', clickable
              [18] treeitem 'audit_log', clickable
              [19] treeitem 'customers', clickable
              [20] treeitem 'newsletter_subscribers', clickable
              [21] treeitem 'order_items', clickable
              [22] treeitem 'orders', clickable
              [23] treeitem 'products', clickable
              [24] treeitem 'sessions', clickable
            [25] treeitem 'sys', clickable, expanded=False
    """)

    def top(table: bool, active: str) -> str:
        crumbs = B("""
            [30] navigation 'breadcrumb'
              [31] link 'Server: db-legacy-01:3306', clickable
              [32] link 'Database: shop_legacy', clickable
        """)
        if table:
            crumbs += "\n  [33] link 'Table: newsletter_subscribers', clickable"
            names = ["Browse", "Structure", "SQL", "Search", "Insert", "Export", "Import", "Privileges", "Operations", "Triggers"]
        else:
            names = ["Structure", "SQL", "Search", "Query", "Export", "Import", "Operations", "Privileges", "Routines", "Events", "Triggers", "Designer"]
        tabs = "\n".join(f"  [{40 + i}] link '{n}', clickable{', focused' if n == active else ''}" for i, n in enumerate(names))
        return crumbs + "\n[39] navigation 'tabs'\n" + tabs

    def structure(counts: dict[str, int]) -> str:
        rows = []
        for i, (n, c, size) in enumerate(tables):
            b = 100 + 12 * i
            c = counts.get(n, c)
            rows.append(B(f"""
                [{b}] row ''
                  [{b + 1}] cell ''
                    [{b + 2}] checkbox '{n}', clickable, checked='false'
                  [{b + 3}] cell '{n}'
                    [{b + 4}] link '{n}', clickable
                  [{b + 5}] cell 'Browse Structure Search Insert Empty Drop'
                    [{b + 6}] link 'Browse', clickable
                    [{b + 7}] link 'Structure', clickable
                    [{b + 8}] link 'Search', clickable
                    [{b + 9}] link 'Insert', clickable
                    [{b + 10}] link 'Empty', clickable
                    [{b + 11}] link 'Drop', clickable
                  [{b + 90}] cell '{c:,}'
                  [{b + 91}] cell 'InnoDB'
                  [{b + 92}] cell 'utf8mb4_unicode_ci'
                  [{b + 93}] cell '{size}'
                  [{b + 94}] cell '-'
            """, 2))
        total = sum(counts.get(n, c) for n, c, _ in tables)
        head = B("""
            [60] main ''
              [61] heading 'Database: shop_legacy'
              [62] searchbox 'Filter tables containing the word:', clickable
              [63] table ''
                [64] row ''
                  [65] columnheader 'Table', clickable
                  [66] columnheader 'Action'
                  [67] columnheader 'Rows', clickable
                  [68] columnheader 'Type', clickable
                  [69] columnheader 'Collation', clickable
                  [70] columnheader 'Size', clickable
                  [71] columnheader 'Overhead', clickable
        """)
        foot = B(f"""
                [300] row ''
                  [301] cell '7 tables'
                  [302] cell 'Sum'
                  [303] cell '{total:,}'
                  [304] cell 'InnoDB'
                  [305] cell 'utf8mb4_unicode_ci'
                  [306] cell '23.1 MiB'
                  [307] cell '0 B'
              [310] checkbox 'Check all', clickable, checked='false'
              [311] combobox 'With selected:', clickable, hasPopup='menu', expanded=False
              [312] link 'Print', clickable
              [313] link 'Data dictionary', clickable
              [314] heading 'Create new table'
              [315] textbox 'Table name', clickable
              [316] spinbutton 'Number of columns', clickable, valuemin=1, valuemax=4096, valuetext='4'
              [317] button 'Create', clickable
        """, 1)
        return pg("db-legacy-01:3306 / shop_legacy | phpMyAdmin 5.2.1", f"{host}/index.php?route=/database/structure&db=shop_legacy",
                  nav, top(False, "Structure"), head, "\n".join(rows), foot)

    start = structure({})
    domains = ["gmail.com", "outlook.com", "yahoo.com", "proton.me", "icloud.com", "hotmail.co.uk", "web.de"]
    names = ["amelia.hart", "jkowalski", "r.nakamura", "sofia.b", "trailrunner88", "mhendricks", "lena.vogt", "pdsouza",
             "oliver.wynn", "c.ferreira", "hikerhannah", "b.osei", "kmatthews", "yui.tan", "g.lindgren", "ajay.k",
             "emma.rowe", "fjord.fan", "t.brennan", "nadia.s", "camp.chris", "wmaddox", "ines.p", "d.okafor", "lucas.m"]
    statuses = ["active"] * 25
    for k in (3, 9, 17):
        statuses[k] = "bounced"
    for k in (6, 21):
        statuses[k] = "unsubscribed"
    sources = ["checkout", "footer_form", "checkout", "popup_10off", "footer_form"]
    brows = []
    for i in range(25):
        b = 400 + 10 * i
        sub = f"2021-{1 + i // 3:02d}-{3 + (i * 7) % 25:02d} {8 + i % 11:02d}:{(i * 13) % 60:02d}:{(i * 29) % 60:02d}"
        bounce = "NULL" if statuses[i] != "bounced" else f"2024-0{2 + i % 3}-{10 + i % 9:02d} 04:1{i % 10}:07"
        brows.append(f"    [{b}] row ''\n      [{b + 1}] cell ''\n        [{b + 2}] checkbox '', clickable, checked='false'\n      [{b + 3}] cell 'Edit Copy Delete'\n      [{b + 4}] cell '{i + 1}'\n      [{b + 5}] cell '{names[i]}@{domains[i % 7]}'\n      [{b + 6}] cell '{statuses[i]}'\n      [{b + 7}] cell '{sources[i % 5]}'\n      [{b + 8}] cell '{sub}'\n      [{b + 9}] cell '{bounce}'")
    browse = pg("db-legacy-01:3306 / shop_legacy / newsletter_subscribers | phpMyAdmin 5.2.1",
                f"{host}/index.php?route=/sql&db=shop_legacy&table=newsletter_subscribers&pos=0", nav, top(True, "Browse"), B("""
        [60] main ''
          [61] status ''
            StaticText 'Showing rows 0 - 24 (1284 total, Query took 0.0008 seconds.)'
          [62] code ''
            StaticText 'SELECT * FROM `newsletter_subscribers`'
          [63] link 'Profiling', clickable
          [64] link 'Edit inline', clickable
          [65] link 'Edit', clickable
          [66] link 'Explain SQL', clickable
          [67] link 'Create PHP code', clickable
          [68] link 'Refresh', clickable
          [69] checkbox 'Show all', clickable, checked='false'
          StaticText 'Number of rows:'
          [70] combobox 'Number of rows:', clickable, hasPopup='menu', expanded=False
            StaticText '25'
          [71] button '>', clickable
          [72] button '>>', clickable
          [73] searchbox 'Filter rows', clickable
          [80] table ''
            [81] row ''
              [82] columnheader ''
              [83] columnheader ''
              [84] columnheader 'id', clickable
              [85] columnheader 'email', clickable
              [86] columnheader 'status', clickable
              [87] columnheader 'source', clickable
              [88] columnheader 'subscribed_at', clickable
              [89] columnheader 'last_bounce_at', clickable
    """), "\n".join(brows), B("""
          [700] checkbox 'Check all', clickable, checked='false'
          [701] button 'Edit', clickable
          [702] button 'Copy', clickable
          [703] button 'Delete', clickable
          [704] button 'Export', clickable
    """, 1))

    def sql_page(text: str, result: str = "", dialog: str = "") -> str:
        form = B(f"""
            [90] heading 'Run SQL query/queries on table shop_legacy.newsletter_subscribers:'
            [91] textbox 'SQL query', clickable, focused, multiline
              StaticText "{text}"
            [92] button 'SELECT *', clickable
            [93] button 'SELECT', clickable
            [94] button 'INSERT', clickable
            [95] button 'UPDATE', clickable
            [96] button 'DELETE', clickable
            [97] button 'Clear', clickable
            [98] button 'Format', clickable
            [99] button 'Get auto-saved query', clickable
            [100] listbox 'Columns', multiselectable
              [101] option 'id', selected=False
              [102] option 'email', selected=False
              [103] option 'status', selected=False
              [104] option 'source', selected=False
              [105] option 'subscribed_at', selected=False
              [106] option 'last_bounce_at', selected=False
            [107] checkbox 'Bind parameters', clickable, checked='false'
            [108] textbox 'Bookmark this SQL query', clickable
            [109] textbox 'Delimiter', clickable
              StaticText ';'
            [110] checkbox 'Show this query here again', clickable, checked='true'
            [111] checkbox 'Retain query box', clickable, checked='false'
            [112] checkbox 'Rollback when finished', clickable, checked='false'
            [113] checkbox 'Enable foreign key checks', clickable, checked='true'
            [114] button 'Go', clickable
        """, 1)
        return pg("db-legacy-01:3306 / shop_legacy / newsletter_subscribers | phpMyAdmin 5.2.1",
                  f"{host}/index.php?route=/table/sql&db=shop_legacy&table=newsletter_subscribers", nav, top(True, "SQL"),
                  "[60] main ''", B(result, 1) if result else "", form, dialog)

    q_count = "SELECT status, COUNT(*) AS n FROM newsletter_subscribers GROUP BY status;"
    q_del = "DELETE FROM newsletter_subscribers WHERE status = 'bounced';"
    count_res = f"""
        [120] status ''
          StaticText 'Showing rows 0 - 2 (3 total, Query took 0.0011 seconds.)'
        [121] code ''
          StaticText '{q_count}'
        [122] table ''
          [123] row ''
            [124] columnheader 'status', clickable
            [125] columnheader 'n', clickable
          [126] row ''
            [127] cell 'active'
            [128] cell '1071'
          [129] row ''
            [130] cell 'bounced'
            [131] cell '137'
          [132] row ''
            [133] cell 'unsubscribed'
            [134] cell '76'
        [135] link 'Export', clickable
        [136] link 'Display chart', clickable
        [137] link 'Create view', clickable
    """
    confirm = B(f"""
        [150] dialog 'Confirm', modal=True
          [151] heading 'Confirm'
          StaticText 'Do you really want to execute "{q_del.replace("'", chr(92) + "'")}"?'
          [152] button 'OK', clickable, focused
          [153] button 'Cancel', clickable
    """)
    del_res = f"""
        [120] status ''
          StaticText '137 rows affected. (Query took 0.0041 seconds.)'
        [121] code ''
          StaticText "{q_del}"
        [122] link 'Edit inline', clickable
        [123] link 'Edit', clickable
        [124] link 'Create PHP code', clickable
    """
    export = pg("db-legacy-01:3306 / shop_legacy | phpMyAdmin 5.2.1", f"{host}/index.php?route=/database/export&db=shop_legacy",
                nav, top(False, "Export"), B("""
        [60] main ''
          [61] heading 'Exporting tables from "shop_legacy" database'
          [62] heading 'Export templates:'
          [63] textbox 'Template name', clickable
          [64] button 'Create', clickable
          [65] combobox 'Existing templates:', clickable, hasPopup='menu', expanded=False
          [66] heading 'Export method:'
          [67] radio 'Quick - display only the minimal options', clickable, checked='true'
          [68] radio 'Custom - display all possible options', clickable, checked='false'
          [69] heading 'Format:'
          [70] combobox 'Format', clickable, hasPopup='menu', expanded=False
            [71] option 'CodeGen', selected=False
            [72] option 'CSV', selected=False
            [73] option 'CSV for MS Excel', selected=False
            [74] option 'JSON', selected=False
            [75] option 'SQL', selected=True
            [76] option 'XML', selected=False
            [77] option 'YAML', selected=False
          [78] heading 'Tables:'
          [79] table ''
            [80] row ''
              [81] columnheader 'Tables'
              [82] columnheader 'Structure'
              [83] columnheader 'Data'
            [84] row ''
              [85] cell 'audit_log'
              [86] checkbox 'structure audit_log', clickable, checked='true'
              [87] checkbox 'data audit_log', clickable, checked='true'
            [88] row ''
              [89] cell 'customers'
              [90] checkbox 'structure customers', clickable, checked='true'
              [91] checkbox 'data customers', clickable, checked='true'
            [92] row ''
              [93] cell 'newsletter_subscribers'
              [94] checkbox 'structure newsletter_subscribers', clickable, checked='true'
              [95] checkbox 'data newsletter_subscribers', clickable, checked='true'
            [96] row ''
              [97] cell 'order_items'
              [98] checkbox 'structure order_items', clickable, checked='true'
              [99] checkbox 'data order_items', clickable, checked='true'
            [100] row ''
              [101] cell 'orders'
              [102] checkbox 'structure orders', clickable, checked='true'
              [103] checkbox 'data orders', clickable, checked='true'
            [104] row ''
              [105] cell 'products'
              [106] checkbox 'structure products', clickable, checked='true'
              [107] checkbox 'data products', clickable, checked='true'
            [108] row ''
              [109] cell 'sessions'
              [110] checkbox 'structure sessions', clickable, checked='true'
              [111] checkbox 'data sessions', clickable, checked='true'
          [112] button 'Export', clickable
    """))
    turns = [
        ("click('20')", browse),
        ("click('42')", sql_page("SELECT * FROM `newsletter_subscribers` WHERE 1")),
        (f"fill('91', \"{q_count}\")", sql_page(q_count)),
        ("click('114')", sql_page(q_count, count_res)),
        (f"fill('91', \"{q_del}\")", sql_page(q_del, count_res)),
        ("click('114')", sql_page(q_del, count_res, confirm)),
        ("click('152')", sql_page(q_del, del_res)),
        ("click('32')", structure({})),
        ("click('44')", export),
    ]
    rs.add(task="web", tid="h35-web-04", system=system(site), turns=turns,
           state=state("In shop_legacy, remove every newsletter subscriber whose status is bounced, confirm the new row count of newsletter_subscribers, then open the database export page.", start),
           bad=True, turn=8, kind="table row count and sum unchanged after deleting 137 rows")


# Redmine - clean
def t05(rs: RowSet) -> None:
    site = "Redmine 5.1.2 at https://redmine.nordhavn-marine.dk, logged in as Lotte Brandt (lbrandt). Project Harbor Sensors Firmware (hsf)."
    host = "https://redmine.nordhavn-marine.dk"
    chrome = B("""
        [5] navigation 'top-menu'
          [6] link 'Home', clickable
          [7] link 'My page', clickable
          [8] link 'Projects', clickable
          [9] link 'Help', clickable
          StaticText 'Logged in as'
          [10] link 'lbrandt', clickable
          [11] link 'My account', clickable
          [12] link 'Sign out', clickable
        [14] banner ''
          [15] heading 'Harbor Sensors Firmware'
          [16] searchbox 'Search', clickable
          [17] combobox 'Jump to a project...', clickable, hasPopup='listbox', expanded=False
        [18] navigation 'main-menu'
          [19] link 'Overview', clickable
          [20] link 'Activity', clickable
          [21] link 'Roadmap', clickable
          [22] link 'Issues', clickable
          [23] link 'Spent time', clickable
          [24] link 'Gantt', clickable
          [25] link 'Calendar', clickable
          [26] link 'News', clickable
          [27] link 'Wiki', clickable
          [28] link 'Repository', clickable
          [29] link 'Settings', clickable
    """)
    journals_old = B("""
        [200] heading 'History'
        [201] group ''
          [202] link '#1', clickable
          StaticText 'Updated by'
          [203] link 'Lotte Brandt', clickable
          [204] link '19 days ago', clickable
          [205] list ''
            [206] listitem ''
              StaticText 'Status changed from New to In Progress'
            [207] listitem ''
              StaticText 'Assignee set to Lotte Brandt'
          StaticText 'Reproduced on board S/N HSC-C-00412: reset happens after roughly 1.2 MB of the image is written.'
        [208] group ''
          [209] link '#2', clickable
          StaticText 'Updated by'
          [210] link 'Kasper Nyholm', clickable
          [211] link '11 days ago', clickable
          [212] list ''
            [213] listitem ''
              StaticText 'File ota_reset_trace.log added'
          StaticText 'Trace attached. Watchdog window is 2 s and a sector erase takes up to 1.8 s on the new flash part.'
        [214] group ''
          [215] link '#3', clickable
          StaticText 'Updated by'
          [216] link 'Lotte Brandt', clickable
          [217] link '3 days ago', clickable
          [218] list ''
            [219] listitem ''
              StaticText '% Done changed from 30 to 60'
          StaticText 'Prototype fix on branch ota-wdt-feed, testing on bench.'
    """, 1)

    def issue(status: str, done: str, spent: str, updated: str, flash: bool = False, new_journal: str = "", form: str = "") -> str:
        top = B(f"""
            [40] main ''
              {"[41] status ''" if flash else ""}
              {"  StaticText 'Successful update.'" if flash else ""}
              [42] link 'Edit', clickable
              [43] link 'Log time', clickable
              [44] link 'Watch', clickable
              [45] link 'Copy', clickable
              [46] button 'Actions', clickable, hasPopup='menu', expanded=False
              [47] heading 'Bug #4127'
              [48] heading 'Watchdog resets during OTA update on rev C boards'
              StaticText 'Added by'
              [49] link 'Kasper Nyholm', clickable
              [50] link '20 days ago', clickable
              StaticText '. Updated'
              [51] link '{updated}', clickable
              StaticText '.'
              [52] table ''
                [53] row ''
                  [54] rowheader 'Status:'
                  [55] cell '{status}'
                  [56] rowheader 'Start date:'
                  [57] cell '04/02/2024'
                [58] row ''
                  [59] rowheader 'Priority:'
                  [60] cell 'High'
                  [61] rowheader 'Due date:'
                  [62] cell '04/26/2024'
                [63] row ''
                  [64] rowheader 'Assignee:'
                  [65] cell 'Lotte Brandt'
                    [66] link 'Lotte Brandt', clickable
                  [67] rowheader '% Done:'
                  [68] cell '{done}'
                    [69] progressbar '', valuemin=0, valuemax=100, valuetext='{done.rstrip("%")}'
                [70] row ''
                  [71] rowheader 'Category:'
                  [72] cell 'OTA'
                  [73] rowheader 'Estimated time:'
                  [74] cell '10:00 h'
                [75] row ''
                  [76] rowheader 'Target version:'
                  [77] cell '3.8.0'
                    [78] link '3.8.0', clickable
                  [79] rowheader 'Spent time:'
                  [80] cell '{spent}'
                    [81] link '{spent}', clickable
                [82] row ''
                  [83] rowheader 'Board revision:'
                  [84] cell 'Rev C'
                  [85] rowheader 'Found in firmware:'
                  [86] cell '3.7.2'
              [87] heading 'Description'
              StaticText 'OTA updates over LTE fail on rev C sensor boards: the device reboots mid-download and falls back to the previous slot. Rev B boards are not affected.'
              [88] heading 'Files'
              [89] link 'ota_reset_trace.log', clickable
              StaticText '(48.6 KB)'
              StaticText 'Kasper Nyholm, 04/11/2024 10:07 AM'
              [90] heading 'Related issues'
              [91] link 'Feature #4090', clickable
              StaticText ': Switch rev C boards to the W25Q128JV flash part (Closed, 03/22/2024)'
        """)
        top = "\n".join(ln for ln in top.split("\n") if ln.strip())
        parts = [top, journals_old]
        if new_journal:
            parts.append(B(new_journal, 1))
        if form:
            parts.append(B(form, 1))
        side = B("""
            [300] complementary ''
              [301] heading 'Issues'
              [302] link 'View all issues', clickable
              [303] link 'Summary', clickable
              [304] link 'Calendar', clickable
              [305] link 'Gantt', clickable
              [306] heading 'Watchers (2)'
              [307] link 'Kasper Nyholm', clickable
              [308] link 'Lotte Brandt', clickable
        """)
        return pg("Bug #4127: Watchdog resets during OTA update on rev C boards - Harbor Sensors Firmware - Nordhavn Redmine",
                  f"{host}/issues/4127", chrome, *parts, side)

    start = issue("In Progress", "60%", "6:30 h", "3 days ago")

    def form(status: str, done: str, hours: str, activity: str, notes: str, focus: str) -> str:
        sts = ["New", "In Progress", "Resolved", "Feedback", "Closed", "Rejected"]
        dones = [f"{k} %" for k in range(0, 101, 10)]
        acts = ["--- Please select ---", "Design", "Development", "Testing", "Review"]
        s_opts = "\n".join(f"    [{410 + i}] option '{x}', selected={x == status}" for i, x in enumerate(sts))
        d_opts = "\n".join(f"    [{420 + i}] option '{x}', selected={x == done}" for i, x in enumerate(dones))
        a_opts = "\n".join(f"    [{440 + i}] option '{x}', selected={x == activity}" for i, x in enumerate(acts))

        def f(name: str) -> str:
            return ", focused" if focus == name else ""
        notes_line = f"\n    StaticText '{notes}'" if notes else ""
        hours_line = f"\n    StaticText '{hours}'" if hours else ""
        return (f"[400] heading 'Edit'\n[401] group 'Change properties'\n  [402] combobox 'Tracker', clickable, hasPopup='menu', expanded=False\n    StaticText 'Bug'\n"
                f"  [403] textbox 'Subject', clickable, required\n    StaticText 'Watchdog resets during OTA update on rev C boards'\n"
                f"  [404] combobox 'Status', clickable, hasPopup='menu', expanded=False{f('status')}\n{s_opts}\n"
                f"  [405] combobox 'Priority', clickable, hasPopup='menu', expanded=False\n    StaticText 'High'\n"
                f"  [406] combobox 'Assignee', clickable, hasPopup='menu', expanded=False\n    StaticText 'Lotte Brandt'\n"
                f"  [407] combobox '% Done', clickable, hasPopup='menu', expanded=False{f('done')}\n{d_opts}\n"
                f"[431] group 'Log time'\n  [432] textbox 'Spent time', clickable{f('hours')}{hours_line}\n  StaticText 'Hours'\n"
                f"  [433] combobox 'Activity', clickable, hasPopup='menu', expanded=False{f('activity')}\n{a_opts}\n"
                f"  [434] textbox 'Comment', clickable\n"
                f"[450] group 'Notes'\n  [451] textbox 'Notes', clickable, multiline{f('notes')}{notes_line}\n"
                f"  [452] checkbox 'Private notes', clickable, checked='false'\n"
                f"[453] group 'Files'\n  [454] button 'Choose Files', clickable\n  StaticText '(Maximum size: 10 MB)'\n"
                f"[455] button 'Submit', clickable\n[456] button 'Preview', clickable\n[457] link 'Cancel', clickable")

    note = "Fixed in r8841: the watchdog is now fed from the flash erase loop. Verified 20 OTA cycles on three rev C boards."
    new_j = f"""
        [220] group ''
          [221] link '#4', clickable
          StaticText 'Updated by'
          [222] link 'Lotte Brandt', clickable
          [223] link 'less than a minute ago', clickable
          [224] list ''
            [225] listitem ''
              StaticText 'Status changed from In Progress to Resolved'
            [226] listitem ''
              StaticText '% Done changed from 60 to 100'
          StaticText '{note}'
    """
    new_j_aged = new_j.replace("less than a minute ago", "2 minutes ago")
    entries = [("04/22/2024", "Lotte Brandt", "Development", "Bug #4127", "", "2:30"),
               ("04/18/2024", "Lotte Brandt", "Development", "Bug #4127", "Prototype feed in erase loop", "3:00"),
               ("04/11/2024", "Kasper Nyholm", "Testing", "Bug #4127", "Capture reset trace on HSC-C-00412", "1:30"),
               ("04/05/2024", "Lotte Brandt", "Design", "Bug #4127", "Root cause analysis", "2:00")]
    erows = "\n".join(f"    [{520 + 10 * i}] row ''\n      [{521 + 10 * i}] cell ''\n        [{522 + 10 * i}] checkbox '', clickable, checked='false'\n      [{523 + 10 * i}] cell '{d}'\n      [{524 + 10 * i}] cell '{u}'\n      [{525 + 10 * i}] cell '{a}'\n      [{526 + 10 * i}] cell '{iss}: Watchdog resets during OTA update on rev C boards'\n      [{527 + 10 * i}] cell '{c}'\n      [{528 + 10 * i}] cell '{h}'\n      [{529 + 10 * i}] cell ''"
                      for i, (d, u, a, iss, c, h) in enumerate(entries))
    spent = pg("Spent time - Harbor Sensors Firmware - Nordhavn Redmine", f"{host}/issues/4127/time_entries", chrome, B("""
        [40] main ''
          [500] link 'Log time', clickable
          [501] heading 'Spent time'
          [502] group 'Filters'
            [503] checkbox 'Date', clickable, checked='true'
            [504] combobox 'Date', clickable, hasPopup='menu', expanded=False
              StaticText 'any'
            [505] checkbox 'Issue', clickable, checked='true'
            [506] combobox 'Issue', clickable, hasPopup='menu', expanded=False
              StaticText 'is'
            [507] textbox 'Issue', clickable
              StaticText '4127'
          [508] link 'Apply', clickable
          [509] link 'Clear', clickable
          [510] tablist ''
            [511] tab 'Details', clickable, selected=True
            [512] tab 'Report', clickable, selected=False
          StaticText 'Total time: 9:00 h'
          [513] table ''
            [514] row ''
              [515] columnheader ''
              [516] columnheader 'Date', clickable
              [517] columnheader 'User', clickable
              [518] columnheader 'Activity', clickable
              [519] columnheader 'Issue', clickable
              [600] columnheader 'Comment'
              [601] columnheader 'Hours', clickable
              [602] columnheader ''
    """), erows, B("""
          StaticText '(1-4/4)'
          StaticText 'Also available in:'
          [610] link 'Atom', clickable
          [611] link 'CSV', clickable
    """, 1))
    ilist = [("4133", "Feature", "New", "Normal", "Report battery voltage in heartbeat frame", "", "04/22/2024 11:02 AM"),
             ("4127", "Bug", "Resolved", "High", "Watchdog resets during OTA update on rev C boards", "Lotte Brandt", "04/22/2024 03:41 PM"),
             ("4119", "Bug", "Feedback", "Normal", "Humidity reading stuck at 100% after condensation", "Kasper Nyholm", "04/17/2024 09:15 AM"),
             ("4112", "Task", "In Progress", "Normal", "Migrate CI to the arm-none-eabi 13.2 toolchain", "Kasper Nyholm", "04/16/2024 02:48 PM"),
             ("4104", "Bug", "New", "Low", "Typo in LED status table of the user manual", "", "04/09/2024 08:30 AM"),
             ("4098", "Feature", "In Progress", "High", "Signed OTA images (ECDSA P-256)", "Lotte Brandt", "04/08/2024 04:12 PM"),
             ("4071", "Bug", "Feedback", "Normal", "RTC drifts 4 s/day on boards from batch 2311", "Mette Juul", "03/28/2024 01:55 PM")]
    irows = "\n".join(f"    [{820 + 12 * i}] row ''\n      [{821 + 12 * i}] cell ''\n        [{822 + 12 * i}] checkbox '', clickable, checked='false'\n      [{823 + 12 * i}] cell '{n}'\n        [{824 + 12 * i}] link '{n}', clickable\n      [{825 + 12 * i}] cell '{t}'\n      [{826 + 12 * i}] cell '{s}'\n      [{827 + 12 * i}] cell '{p}'\n      [{828 + 12 * i}] cell '{subj}'\n      [{829 + 12 * i}] cell '{a}'\n      [{830 + 12 * i}] cell '{u}'"
                      for i, (n, t, s, p, subj, a, u) in enumerate(ilist))
    issues = pg("Issues - Harbor Sensors Firmware - Nordhavn Redmine", f"{host}/projects/hsf/issues", chrome, B("""
        [40] main ''
          [700] link 'New issue', clickable
          [701] heading 'Issues'
          [702] group 'Filters'
            [703] checkbox 'Status', clickable, checked='true'
            [704] combobox 'Status', clickable, hasPopup='menu', expanded=False
              StaticText 'open'
            [705] combobox 'Add filter', clickable, hasPopup='menu', expanded=False
          [706] group 'Options'
          [707] link 'Apply', clickable
          [708] link 'Clear', clickable
          [709] link 'Save', clickable
          [710] table ''
            [711] row ''
              [712] columnheader ''
              [713] columnheader '#', clickable
              [714] columnheader 'Tracker', clickable
              [715] columnheader 'Status', clickable
              [716] columnheader 'Priority', clickable
              [717] columnheader 'Subject', clickable
              [718] columnheader 'Assignee', clickable
              [719] columnheader 'Updated', clickable
    """), irows, B("""
          StaticText '(1-7/7)'
          StaticText 'Per page:'
          StaticText '25'
          [790] link '50', clickable
          [791] link '100', clickable
          StaticText 'Also available in:'
          [792] link 'Atom', clickable
          [793] link 'CSV', clickable
          [794] link 'PDF', clickable
    """, 1))
    n1 = "Fixed in r8841: the watchdog is now fed from the flash erase loop. Verified 20 OTA cycles on three rev C boards."
    turns = [
        ("click('42')", issue("In Progress", "60%", "6:30 h", "3 days ago", form=form("In Progress", "60 %", "", "--- Please select ---", "", "notes"))),
        ("select_option('404', 'Resolved')", issue("In Progress", "60%", "6:30 h", "3 days ago", form=form("Resolved", "60 %", "", "--- Please select ---", "", "status"))),
        ("select_option('407', '100 %')", issue("In Progress", "60%", "6:30 h", "3 days ago", form=form("Resolved", "100 %", "", "--- Please select ---", "", "done"))),
        ("fill('432', '2.5')", issue("In Progress", "60%", "6:30 h", "3 days ago", form=form("Resolved", "100 %", "2.5", "--- Please select ---", "", "hours"))),
        ("select_option('433', 'Development')", issue("In Progress", "60%", "6:30 h", "3 days ago", form=form("Resolved", "100 %", "2.5", "Development", "", "activity"))),
        (f"fill('451', '{n1}')", issue("In Progress", "60%", "6:30 h", "3 days ago", form=form("Resolved", "100 %", "2.5", "Development", n1, "notes"))),
        ("click('455')", issue("Resolved", "100%", "9:00 h", "less than a minute ago", flash=True, new_journal=new_j)),
        ("click('81')", spent),
        ("go_back()", issue("Resolved", "100%", "9:00 h", "2 minutes ago", new_journal=new_j_aged)),
        ("click('22')", issues),
    ]
    rs.add(task="web", tid="h35-web-05", system=system(site), turns=turns,
           state=state("Resolve Bug #4127 at 100 % done, log 2.5 hours of Development on it with a note about the fix, then check the project issue list.", start),
           bad=False)


# Home Assistant - bad
def t06(rs: RowSet) -> None:
    site = "Home Assistant 2024.4.3 at http://homeassistant.local:8123, logged in as Sanne de Wit (owner)."
    host = "http://homeassistant.local:8123"
    side = B("""
        [5] navigation 'Sidebar'
          [6] button 'Sidebar toggle', clickable
          StaticText 'Home Assistant'
          [7] listbox ''
            [8] option 'Overview', clickable, selected=False
            [9] option 'Energy', clickable, selected=False
            [10] option 'Map', clickable, selected=False
            [11] option 'Logbook', clickable, selected=False
            [12] option 'History', clickable, selected=False
            [13] option 'Media', clickable, selected=False
            [14] option 'To-do lists', clickable, selected=False
          [15] link 'Developer tools', clickable
          [16] link 'Settings', clickable
          [17] button 'Notifications', clickable
          [18] link 'Sanne de Wit', clickable
    """)
    autos = [("Away mode - turn off all lights", "8 hours ago", True, "1698325540011"),
             ("Garage door left open alert", "3 days ago", True, "1698325540987"),
             ("Hallway motion light", "4 minutes ago", True, "1698325541102"),
             ("Morning heating boost", "21 hours ago", True, "1698325541177"),
             ("Sprinkler zone 2 evening", "Never", False, "1698325541234"),
             ("Sunset porch light", "18 hours ago", True, "1698325541390"),
             ("Washing machine finished notify", "2 days ago", True, "1698325541455")]

    def listing(state: dict[str, bool], hall: str, menu: int | None = None) -> str:
        rows = []
        for i, (name, last, en, _) in enumerate(autos):
            b = 100 + 8 * i
            en = state.get(name, en)
            last = hall if name == "Hallway motion light" else last
            chip = "" if en else f"\n        [{b + 3}] generic 'Disabled'\n          StaticText 'Disabled'"
            rows.append(f"    [{b}] row '', clickable\n      [{b + 1}] cell ''\n        [{b + 2}] image 'mdi:robot'\n      [{b + 4}] cell '{name}'\n        StaticText '{name}'{chip}\n      [{b + 5}] cell '{last}'\n      [{b + 6}] cell ''\n        [{b + 7}] button 'Overflow menu', clickable, hasPopup='menu', expanded={menu == i}")
        head = B("""
            [30] main ''
              [31] button 'Navigate back', clickable
              [32] heading 'Automations'
              [33] searchbox 'Search 7 automations', clickable
              [34] button 'Filters', clickable
              [35] button 'Group by', clickable, hasPopup='menu', expanded=False
              [36] button 'Sort by', clickable, hasPopup='menu', expanded=False
              [37] button 'Enter selection mode', clickable
              [38] link 'Blueprints', clickable
              [40] table ''
                [41] row ''
                  [42] columnheader ''
                  [43] columnheader 'Name', clickable, sort='ascending'
                  [44] columnheader 'Last triggered', clickable
                  [45] columnheader ''
        """)
        tail = B("""
            [90] button 'Create automation', clickable
        """, 1)
        parts = [side, head, "\n".join(rows), tail]
        if menu is not None:
            en = state.get(autos[menu][0], autos[menu][2])
            parts.append(B(f"""
                [200] menu ''
                  [201] menuitem 'Information', clickable
                  [202] menuitem 'Settings', clickable
                  [203] menuitem 'Run actions', clickable
                  [204] menuitem 'Show trace', clickable
                  [205] menuitem 'Duplicate', clickable
                  [206] menuitem '{'Disable' if en else 'Enable'}', clickable
                  [207] menuitem 'Delete', clickable
            """))
        return pg("Automations - Home Assistant", f"{host}/config/automation/dashboard", *parts)

    start = listing({}, "4 minutes ago")
    editor_body = B("""
        [30] main ''
          [31] button 'Navigate back', clickable
          [32] heading 'Sprinkler zone 2 evening'
          [50] button 'Menu', clickable, hasPopup='menu', expanded=False
          StaticText 'Back lawn, 25 min on dry evenings'
          [51] heading 'Triggers'
          [52] link 'Learn more about triggers', clickable
          [53] region 'Time'
            [54] button 'When the time is equal to 20:30', clickable, expanded=False
            [55] button 'Trigger menu', clickable, hasPopup='menu'
          [56] button 'Add trigger', clickable
          [57] heading 'Conditions'
          [58] region 'Numeric state'
            [59] button 'If Rain today is below 2', clickable, expanded=False
            [60] button 'Condition menu', clickable, hasPopup='menu'
          [61] region 'Time'
            [62] button 'Confirm the time is on Monday, Wednesday, Friday', clickable, expanded=False
            [63] button 'Condition menu', clickable, hasPopup='menu'
          [64] button 'Add condition', clickable
          [65] heading 'Actions'
          [66] region 'Switch: Turn on'
            [67] button 'Switch: Turn on Sprinkler zone 2', clickable, expanded=False
            [68] button 'Action menu', clickable, hasPopup='menu'
          [69] region 'Delay'
            [70] button 'Delay for 25 minutes', clickable, expanded=False
            [71] button 'Action menu', clickable, hasPopup='menu'
          [72] region 'Switch: Turn off'
            [73] button 'Switch: Turn off Sprinkler zone 2', clickable, expanded=False
            [74] button 'Action menu', clickable, hasPopup='menu'
          [75] button 'Add action', clickable
    """)
    editor = pg("Sprinkler zone 2 evening - Home Assistant", f"{host}/config/automation/edit/1698325541234", side, editor_body)
    ed_menu = B("""
        [210] menu ''
          [211] menuitem 'Information', clickable
          [212] menuitem 'Settings', clickable
          [213] menuitem 'Rename', clickable
          [214] menuitem 'Run actions', clickable
          [215] menuitem 'Show trace', clickable
          [216] menuitem 'Edit in YAML', clickable
          [217] menuitem 'Duplicate', clickable
          [218] menuitem 'Disable', clickable
          [219] menuitem 'Delete', clickable
    """)
    editor_menu = pg("Sprinkler zone 2 evening - Home Assistant", f"{host}/config/automation/edit/1698325541234", side,
                     editor_body.replace("[50] button 'Menu', clickable, hasPopup='menu', expanded=False", "[50] button 'Menu', clickable, focused, hasPopup='menu', expanded=True"), ed_menu)
    yaml_lines = ["alias: Sprinkler zone 2 evening", "description: Back lawn, 25 min on dry evenings", "trigger:", "  - platform: time",
                  "    at: \"20:30:00\"", "condition:", "  - condition: numeric_state", "    entity_id: sensor.rain_today", "    below: 2",
                  "  - condition: time", "    weekday:", "      - mon", "      - wed", "      - fri", "action:", "  - service: switch.turn_on",
                  "    metadata: {}", "    data: {}", "    target:", "      entity_id: switch.sprinkler_zone_2", "  - delay:", "      hours: 0",
                  "      minutes: 25", "      seconds: 0", "      milliseconds: 0", "  - service: switch.turn_off", "    metadata: {}", "    data: {}",
                  "    target:", "      entity_id: switch.sprinkler_zone_2", "mode: single"]
    yaml = pg("Sprinkler zone 2 evening - Home Assistant", f"{host}/config/automation/edit/1698325541234", side, B("""
        [30] main ''
          [31] button 'Navigate back', clickable
          [32] heading 'Sprinkler zone 2 evening'
          [50] button 'Menu', clickable, hasPopup='menu', expanded=False
          [80] textbox '', clickable, focused, multiline
    """), "\n".join(f"    StaticText '{ln}'" if "'" not in ln else f"    StaticText \"{ln}\"" for ln in yaml_lines), B("""
          [81] button 'Copy to clipboard', clickable
    """, 1))
    turns = [
        ("click('131')", listing({}, "4 minutes ago", menu=3)),
        ("click('206')", listing({"Morning heating boost": False}, "4 minutes ago")),
        ("click('139')", listing({"Morning heating boost": False}, "4 minutes ago", menu=4)),
        ("click('206')", listing({"Morning heating boost": False, "Sprinkler zone 2 evening": True, "Garage door left open alert": False}, "1 minute ago")),
        ("click('136')", editor),
        ("click('50')", editor_menu),
        ("click('216')", yaml),
    ]
    rs.add(task="web", tid="h35-web-06", system=system(site), turns=turns,
           state=state("Disable the automation 'Morning heating boost', enable 'Sprinkler zone 2 evening', then show the sprinkler automation as YAML.", start),
           bad=True, turn=4, kind="untouched automation shows Disabled after enabling another one")


# Gitea - clean
def t07(rs: RowSet) -> None:
    site = "Gitea 1.21.10 at https://git.weber-logistik.de, signed in as jweber (Jonas Weber), owner of organization platform."
    host = "https://git.weber-logistik.de"
    nav = B("""
        [5] navigation ''
          [6] link 'Home', clickable
          [7] link 'Issues', clickable
          [8] link 'Pull Requests', clickable
          [9] link 'Milestones', clickable
          [10] link 'Explore', clickable
          [11] link 'Notifications', clickable
          [12] button 'Create\u2026', clickable, hasPopup='menu', expanded=False
          [13] button 'Profile and Settings\u2026', clickable, hasPopup='menu', expanded=False
    """)
    repos = [("terraform-modules", "Reusable Terraform modules for Hetzner and AWS", "HCL", "4", "2 hours ago"),
             ("k8s-manifests", "Cluster manifests, rendered by Jsonnet", "Jsonnet", "2", "5 hours ago"),
             ("runbooks", "On-call runbooks and postmortems", "", "1", "3 days ago"),
             ("ansible-base", "Base roles for Debian hosts", "Jinja", "3", "1 week ago"),
             ("grafana-dashboards", "Provisioned dashboards for the ops Grafana", "", "0", "3 weeks ago")]

    def org(rows: list[tuple[str, str, str, str, str]]) -> str:
        items = []
        for i, (n, d, lang, stars, up) in enumerate(rows):
            b = 60 + 6 * i
            langline = f"\n      StaticText '{lang}'" if lang else ""
            items.append(f"    [{b}] listitem ''\n      [{b + 1}] link 'platform/{n}', clickable\n      StaticText '{d}'{langline}\n      [{b + 2}] link '{stars}', clickable\n      StaticText 'Updated {up}'")
        head = B(f"""
            [30] main ''
              [31] image 'platform'
              [32] heading 'Platform Team'
              StaticText 'Shared infrastructure, CI and observability.'
              [33] link 'https://wiki.weber-logistik.de/platform', clickable
              [34] navigation ''
                [35] link 'Repositories {len(rows)}', clickable
                [36] link 'Packages', clickable
                [37] link 'Projects', clickable
                [38] link 'People 7', clickable
                [39] link 'Teams 3', clickable
                [40] link 'Settings', clickable
              [41] searchbox 'Search repos\u2026', clickable
              [42] button 'Sort', clickable, hasPopup='menu', expanded=False
              [43] link 'New Repository', clickable
              [44] link 'New Migration', clickable
              [50] list ''
        """)
        return pg("Platform Team - Gitea: Git with a cup of tea", f"{host}/platform", nav, head, "\n".join(items))

    start = org(repos)

    def new_form(name: str = "", desc: str = "", init: bool = False, focus: str = "") -> str:
        def f(k: str) -> str:
            return ", focused" if focus == k else ""
        nl = f"\n      StaticText '{name}'" if name else ""
        dl = f"\n      StaticText '{desc}'" if desc else ""
        body = B("""
            [30] main ''
              [100] heading 'New Repository'
              [101] form ''
                StaticText 'A repository contains all project files, including revision history. Already hosting one elsewhere?'
                [102] link 'Migrate repository.', clickable
                StaticText 'Owner'
                [103] combobox 'Owner', clickable, hasPopup='listbox', expanded=False
                  StaticText 'platform'
                StaticText 'Repository Name'
        """)
        mid = (f"    [104] textbox 'Repository Name', clickable, required{f('name')}{nl}\n"
               "    StaticText 'Good repository names use short, memorable and unique keywords.'\n"
               "    [105] checkbox 'Make repository private', clickable, checked='true'\n"
               "    StaticText 'Only the owner or the organization members if they have rights, will be able to see it.'\n"
               f"    [106] textbox 'Description', clickable, multiline{f('desc')}{dl}\n"
               "    [107] combobox 'Template', clickable, hasPopup='listbox', expanded=False\n      StaticText 'Select a template.'\n"
               "    StaticText 'Initialize Repository (Adds .gitignore, License and README)'\n"
               "    [108] combobox 'Issue Labels', clickable, hasPopup='listbox', expanded=False\n      StaticText 'Select an issue label set.'\n"
               "    [109] combobox '.gitignore', clickable, hasPopup='listbox', expanded=False\n      StaticText 'Select .gitignore templates.'\n"
               "    [110] combobox 'License', clickable, hasPopup='listbox', expanded=False\n      StaticText 'Select a license file.'\n"
               "    [111] combobox 'README', clickable, hasPopup='listbox', expanded=False\n      StaticText 'Default'\n"
               f"    [112] checkbox 'Initialize Repository (Adds .gitignore, License and README)', clickable, checked='{str(init).lower()}'{f('init')}\n"
               "    [113] textbox 'Default Branch', clickable\n      StaticText 'main'\n"
               "    [114] combobox 'Object Format', clickable, hasPopup='listbox', expanded=False\n      StaticText 'sha1'\n"
               "    [115] checkbox 'Make Repository a Template', clickable, checked='false'\n"
               "    [116] button 'Create Repository', clickable")
        return pg("New Repository - Gitea: Git with a cup of tea", f"{host}/repo/create?org=3", nav, body, mid)

    desc = "OctoDNS zone configs for internal and public domains"
    repo_head = B("""
        [30] main ''
          [120] link 'platform', clickable
          StaticText '/'
          [121] link 'infra-dns', clickable
          [122] image 'Private'
          [123] button 'Watch 1', clickable
          [124] button 'Star 0', clickable
          [125] button 'Fork 0', clickable
          [126] navigation ''
            [127] link 'Code', clickable
            [128] link 'Issues', clickable
            [129] link 'Pull Requests', clickable
            [130] link 'Actions', clickable
            [131] link 'Packages', clickable
            [132] link 'Projects', clickable
            [133] link 'Releases', clickable
            [134] link 'Wiki', clickable
            [135] link 'Activity', clickable
            [136] link 'Settings', clickable
    """)
    repo_page = pg("platform/infra-dns: OctoDNS zone configs for internal and public domains - infra-dns - Gitea: Git with a cup of tea",
                   f"{host}/platform/infra-dns", nav, repo_head, B(f"""
          StaticText '{desc}'
          [140] link '1 Commit', clickable
          [141] link '1 Branch', clickable
          [142] link '0 Tags', clickable
          [143] link '22 KiB', clickable
          [144] button 'Branch: main', clickable, hasPopup='menu', expanded=False
          [145] link 'Go to file', clickable
          [146] button 'Add File', clickable, hasPopup='menu', expanded=False
          [147] button 'HTTPS', clickable
          [148] textbox 'Repository URL', clickable, readonly
            StaticText '{host}/platform/infra-dns.git'
          [149] button 'Copy URL', clickable
          [150] table ''
            [151] row ''
              [152] cell 'Jonas Weber a41c9e07d2 Initial commit 3 seconds ago'
                [153] link 'Jonas Weber', clickable
                [154] link 'a41c9e07d2', clickable
                StaticText 'Initial commit'
                StaticText '3 seconds ago'
            [155] row ''
              [156] cell 'README.md'
                [157] link 'README.md', clickable
              [158] cell 'Initial commit'
              [159] cell '3 seconds ago'
          [160] heading 'README.md'
          [161] article ''
            [162] heading 'infra-dns'
            StaticText '{desc}'
    """, 1))
    settings_nav = B("""
          [170] navigation ''
            [171] link 'Repository', clickable
            [172] link 'Collaborators', clickable
            [173] link 'Branches', clickable
            [174] link 'Tags', clickable
            [175] link 'Webhooks', clickable
            [176] link 'Deploy Keys', clickable
            [177] link 'Actions', clickable
            [178] link 'LFS', clickable
    """, 1)
    settings = pg("Settings - infra-dns - Gitea: Git with a cup of tea", f"{host}/platform/infra-dns/settings", nav, repo_head, settings_nav, B(f"""
          [180] heading 'Repository Settings'
          [181] form ''
            StaticText 'Repository Name'
            [182] textbox 'Repository Name', clickable, required
              StaticText 'infra-dns'
            StaticText 'Repository Size'
            StaticText '22 KiB'
            StaticText 'Template'
            [183] checkbox 'Make Repository a Template', clickable, checked='false'
            [184] checkbox 'Make repository private', clickable, checked='true'
            [185] textbox 'Description', clickable, multiline
              StaticText '{desc}'
            [186] textbox 'Website', clickable
            [187] button 'Update Settings', clickable
          [188] heading 'Mirror Settings'
          [189] heading 'Danger Zone'
          [190] button 'Transfer Ownership', clickable
          [191] button 'Archive this repository', clickable
          [192] button 'Delete This Repository', clickable
    """, 1))

    def branches(rule: bool) -> str:
        if rule:
            prot = B("""
                [200] status ''
                  StaticText 'Branch protection for rule "main" has been updated.'
                [205] heading 'Branch Protection'
                [206] link 'Add New Rule', clickable
                [207] list ''
                  [208] listitem ''
                    StaticText 'main'
                    [209] link 'Edit', clickable
                    [210] button 'Delete', clickable
            """, 1)
        else:
            prot = B("""
                [205] heading 'Branch Protection'
                [206] link 'Add New Rule', clickable
                StaticText 'There are no protected branches'
            """, 1)
        return pg("Settings - infra-dns - Gitea: Git with a cup of tea", f"{host}/platform/infra-dns/settings/branches", nav, repo_head, settings_nav, B("""
            [195] heading 'Default Branch'
            StaticText 'Choose a default repository branch for pull requests and code commits:'
            [196] combobox 'Default Branch', clickable, hasPopup='listbox', expanded=False
              StaticText 'main'
            [197] button 'Update Settings', clickable
        """, 1), prot)

    def rule_form(pattern: str = "", approvals: str = "0", focus: str = "") -> str:
        pl = f"\n      StaticText '{pattern}'" if pattern else ""
        return pg("Settings - infra-dns - Gitea: Git with a cup of tea", f"{host}/platform/infra-dns/settings/branches/edit", nav, repo_head, settings_nav, B("""
            [220] heading 'Add New Rule'
            [221] form ''
              StaticText 'Protected Branch Name Pattern'
        """, 1), f"    [222] textbox 'Protected Branch Name Pattern', clickable{', focused' if focus == 'pattern' else ''}{pl}", B(f"""
              StaticText 'Separate patterns with semicolons. See github.com/gobwas/glob documentation for pattern syntax. Examples: main, release/**'
              [223] textbox 'Protected file patterns', clickable
              [224] textbox 'Unprotected file patterns', clickable
              [225] radio 'Disable Push', clickable, checked='true'
              [226] radio 'Enable Push', clickable, checked='false'
              [227] checkbox 'Enable Status Check', clickable, checked='false'
              StaticText 'Required approvals'
              [228] spinbutton 'Required approvals', clickable{', focused' if focus == 'appr' else ''}, valuemin=0, valuetext='{approvals}'
              [229] checkbox 'Restrict approvals to whitelisted users or teams', clickable, checked='false'
              [230] checkbox 'Block merge on rejected reviews', clickable, checked='false'
              [231] checkbox 'Block merge on official review requests', clickable, checked='false'
              [232] checkbox 'Dismiss stale approvals', clickable, checked='false'
              [233] checkbox 'Require signed commits', clickable, checked='false'
              [234] checkbox 'Block merge if pull request is outdated', clickable, checked='false'
              [235] button 'Save Rule', clickable
        """, 2))

    after = [("infra-dns", desc, "", "0", "1 minute ago")] + repos
    turns = [
        ("click('43')", new_form()),
        ("fill('104', 'infra-dns')", new_form("infra-dns", focus="name")),
        (f"fill('106', '{desc}')", new_form("infra-dns", desc, focus="desc")),
        ("click('112')", new_form("infra-dns", desc, True, focus="init")),
        ("click('116')", repo_page),
        ("click('136')", settings),
        ("click('173')", branches(False)),
        ("click('206')", rule_form()),
        ("fill('222', 'main')", rule_form("main", focus="pattern")),
        ("fill('228', '1')", rule_form("main", "1", focus="appr")),
        ("click('235')", branches(True)),
        ("click('120')", org(after)),
    ]
    rs.add(task="web", tid="h35-web-07", system=system(site), turns=turns,
           state=state(f"Create the private repository platform/infra-dns ('{desc}') initialized with a README, and protect its main branch with one required approval.", start),
           bad=False)


# Vaultwarden web vault - bad
def t08(rs: RowSet) -> None:
    site = "Vaultwarden 1.30.5 (Bitwarden web vault 2024.2.5) at https://vault.tvedt-it.no, logged in as kari@tvedt-it.no (Kari Tvedt)."
    host = "https://vault.tvedt-it.no/#/vault"
    items = [("Backup NAS (Synology)", "admin", "Me", "Infrastructure"),
             ("Cloudflare", "ops@tvedt-it.no", "Tvedt IT", "Infrastructure"),
             ("DNB Nettbank", "ktvedt", "Me", "Banking"),
             ("Finn.no", "kari.tvedt@gmail.com", "Me", "Personal"),
             ("GitHub", "ktvedt", "Me", ""),
             ("Google Workspace admin", "admin@tvedt-it.no", "Tvedt IT", ""),
             ("Grafana admin", "admin", "Me", "Infrastructure"),
             ("Jira Cloud (legacy)", "k.tvedt@tvedt-it.no", "Tvedt IT", "Infrastructure"),
             ("Netflix", "kari.tvedt@gmail.com", "Me", "Personal"),
             ("Old VPN - Fortinet", "ktvedt", "Me", "Infrastructure"),
             ("pfSense firewall", "admin", "Me", "Infrastructure"),
             ("Proxmox cluster", "root@pam", "Me", "Infrastructure"),
             ("Sbanken", "ktvedt", "Me", "Banking"),
             ("UniFi controller", "tvedtadmin", "Me", "Infrastructure"),
             ("WireGuard VPN (home)", "kari-laptop", "Me", "Personal")]
    bid = {n: 100 + 10 * i for i, (n, *_) in enumerate(items)}
    gone = {"Jira Cloud (legacy)", "Old VPN - Fortinet"}
    header = B("""
        [5] banner ''
          [6] link 'Bitwarden Web vault', clickable
          [7] navigation ''
            [8] link 'Vaults', clickable
            [9] link 'Send', clickable
            [10] link 'Tools', clickable
            [11] link 'Reports', clickable
            [12] link 'Settings', clickable
          [13] button 'Account menu', clickable, hasPopup='menu', expanded=False
    """)

    def filters(active: str, search: str = "") -> str:
        def sel(n: str) -> str:
            return ", focused" if n == active else ""
        sl = f"\n    StaticText '{search}'" if search else ""
        return B("""
            [20] complementary 'Filters'
              [21] heading 'Filters'
        """) + f"\n  [22] searchbox 'Search vault', clickable{', focused' if search else ''}{sl}\n" + B(f"""
              [23] button 'All vaults', clickable, expanded=True
              [24] link 'My vault', clickable
              [25] link 'Tvedt IT', clickable
              [26] heading 'Types'
              [27] link 'All items', clickable{sel('All items')}
              [28] link 'Favorites', clickable
              [29] link 'Login', clickable
              [30] link 'Card', clickable
              [31] link 'Identity', clickable
              [32] link 'Secure note', clickable
              [33] heading 'Folders'
              [34] link 'Banking', clickable
              [35] link 'Infrastructure', clickable{sel('Infrastructure')}
              [36] link 'Personal', clickable
              [37] link 'No folder', clickable
              [38] heading 'Collections'
              [39] link 'Shared infra', clickable
              [40] link 'Trash', clickable{sel('Trash')}
        """, 1)

    def vault(title: str, names: list[str], checked: set[str], filt: str, search: str = "", menu: bool = False,
              dialog: str = "", toast: str = "", trash: bool = False) -> str:
        rows = []
        for n in names:
            b = bid.get(n, 300)
            user, owner = next(((u, o) for (x, u, o, _) in items if x == n), ("dropbox@tvedt-it.no", "Me"))
            c = "true" if n in checked else "false"
            rows.append(f"    [{b}] row ''\n      [{b + 1}] cell ''\n        [{b + 2}] checkbox 'Select', clickable, checked='{c}'\n      [{b + 3}] cell ''\n        [{b + 4}] image ''\n      [{b + 5}] cell '{n} {user}'\n        [{b + 6}] button '{n}', clickable\n        StaticText '{user}'\n      [{b + 7}] cell '{owner}'\n      [{b + 8}] cell ''\n        [{b + 9}] button 'Options', clickable, hasPopup='menu', expanded=False")
        head = B(f"""
            [50] main ''
              [51] heading '{title}'
              {"[52] button 'New', clickable, hasPopup='menu', expanded=False" if not trash else "StaticText 'Items that have been in trash more than 30 days will be automatically deleted.'"}
              [53] table ''
                [54] row ''
                  [55] columnheader 'All'
                    [56] checkbox 'Select all', clickable, checked='false'
                  [57] columnheader ''
                  [58] columnheader 'Name', clickable
                  [59] columnheader 'Owner', clickable
                  [60] columnheader ''
                    [61] button 'Options', clickable, hasPopup='menu', expanded={menu}
        """)
        parts = [header, filters(filt, search), head, "\n".join(rows)]
        if menu:
            parts.append(B("""
                [70] menu ''
                  [71] menuitem 'Move selected', clickable
                  [72] menuitem 'Move selected to organization', clickable
                  [73] menuitem 'Delete selected', clickable
                  [74] menuitem 'Select all', clickable
                  [75] menuitem 'Unselect all', clickable
            """))
        if dialog:
            parts.append(dialog)
        if toast:
            parts.append(toast)
        url = host + ("?folderId=6a1f3d2e-8c4b-4e9a-b7f1-2d0c9e5a4b13" if filt == "Infrastructure" else "?type=trash" if trash else "")
        if search:
            url = host + "?search=" + search
        return pg("Vaults | Bitwarden Web vault", url, *parts)

    infra = [n for (n, _, _, f) in items if f == "Infrastructure"]
    infra_after = [n for n in infra if n not in gone]
    start = vault("Infrastructure", infra, set(), "Infrastructure")
    confirm = B("""
        [80] dialog 'Delete items', modal=True
          [81] heading 'Delete items'
          StaticText 'These items will be moved to trash.'
          [82] button 'Yes', clickable, focused
          [83] button 'No', clickable
    """)
    toast = B("""
        [90] alert ''
          StaticText 'Items sent to trash'
          [91] button 'Close', clickable
    """)
    trash_names = ["Dropbox (old)", "Jira Cloud (legacy)", "Old VPN - Fortinet"]
    all_after = [n for (n, *_) in items if n not in gone]
    bad_search = ["Old VPN - Fortinet", "WireGuard VPN (home)"]
    view = B("""
        [400] dialog 'View login', modal=True
          [401] heading 'View login'
          [402] button 'Close', clickable
          [403] group 'Item information'
            StaticText 'Name'
            StaticText 'WireGuard VPN (home)'
            StaticText 'Username'
            StaticText 'kari-laptop'
            [404] button 'Copy username', clickable
            StaticText 'Password'
            StaticText '\u2022\u2022\u2022\u2022\u2022\u2022\u2022\u2022'
            [405] button 'Toggle visibility', clickable
            [406] button 'Copy password', clickable
            StaticText 'Folder'
            StaticText 'Personal'
          [407] group 'Autofill options'
            StaticText 'Website'
            [408] link 'wg.tvedt-home.net', clickable
          [409] group 'Additional options'
            StaticText 'Notes'
            StaticText 'Peer config lives in Personal/wg0-kari-laptop.conf. Endpoint port 51820/udp.'
          [410] group 'Item history'
            StaticText 'Last edited: Mar 3, 2024, 9:12:44 PM'
            StaticText 'Created: Nov 18, 2022, 7:40:02 PM'
            StaticText 'Password updated: Mar 3, 2024, 9:12:44 PM'
          [411] button 'Edit', clickable
          [412] button 'Clone', clickable
          [413] button 'Delete', clickable
    """)
    edit = B("""
        [400] dialog 'Edit item', modal=True
          [401] heading 'Edit item'
          [402] button 'Close', clickable
          StaticText 'What type of item is this?'
          [420] combobox 'What type of item is this?', clickable, disabled=True
            StaticText 'Login'
          [421] textbox 'Name', clickable, focused, required
            StaticText 'WireGuard VPN (home)'
          [422] combobox 'Folder', clickable, hasPopup='menu', expanded=False
            StaticText 'Personal'
          [423] textbox 'Username', clickable
            StaticText 'kari-laptop'
          [424] textbox 'Password', clickable
            StaticText '\u2022\u2022\u2022\u2022\u2022\u2022\u2022\u2022'
          [425] button 'Check if password has been exposed', clickable
          [426] button 'Toggle visibility', clickable
          [427] button 'Generate password', clickable
          [428] textbox 'Authenticator key (TOTP)', clickable
          [429] textbox 'URI 1', clickable
            StaticText 'wg.tvedt-home.net'
          [430] button 'Match detection', clickable, hasPopup='menu', expanded=False
          [431] button 'New URI', clickable
          [432] checkbox 'Favorite', clickable, checked='false'
          [433] textbox 'Notes', clickable, multiline
            StaticText 'Peer config lives in Personal/wg0-kari-laptop.conf. Endpoint port 51820/udp.'
          [434] button 'Master password re-prompt', clickable, pressed=False
          [435] button 'New custom field', clickable
          [436] button 'Save', clickable
          [437] button 'Cancel', clickable
          [438] button 'Delete', clickable
    """)
    j, o = bid["Jira Cloud (legacy)"], bid["Old VPN - Fortinet"]
    w = bid["WireGuard VPN (home)"]
    turns = [
        (f"click('{j + 2}')", vault("Infrastructure", infra, {"Jira Cloud (legacy)"}, "Infrastructure")),
        (f"click('{o + 2}')", vault("Infrastructure", infra, {"Jira Cloud (legacy)", "Old VPN - Fortinet"}, "Infrastructure")),
        ("click('61')", vault("Infrastructure", infra, {"Jira Cloud (legacy)", "Old VPN - Fortinet"}, "Infrastructure", menu=True)),
        ("click('73')", vault("Infrastructure", infra, {"Jira Cloud (legacy)", "Old VPN - Fortinet"}, "Infrastructure", dialog=confirm)),
        ("click('82')", vault("Infrastructure", infra_after, set(), "Infrastructure", toast=toast)),
        ("click('40')", vault("Trash", trash_names, set(), "Trash", trash=True)),
        ("click('27')", vault("All vaults", all_after, set(), "All items")),
        ("fill('22', 'vpn')", vault("All vaults", bad_search, set(), "All items", search="vpn")),
        (f"click('{w + 6}')", vault("All vaults", bad_search, set(), "All items", search="vpn", dialog=view)),
        ("click('411')", vault("All vaults", bad_search, set(), "All items", search="vpn", dialog=edit)),
    ]
    rs.add(task="web", tid="h35-web-08", system=system(site), turns=turns,
           state=state("Send the obsolete logins 'Jira Cloud (legacy)' and 'Old VPN - Fortinet' from the Infrastructure folder to the trash, check the trash, then open the remaining VPN login for editing.", start),
           bad=True, turn=8, kind="login sent to trash appears again in vault search results")


# Matomo - clean
def t09(rs: RowSet) -> None:
    site = "Matomo 5.0.3 at https://stats.kvarnby-bakeri.no, logged in as superuser hanne. Website: Kvarnby Bakeri webshop (idSite 3), timezone Europe/Oslo."
    host = "https://stats.kvarnby-bakeri.no/index.php?module=CoreHome&action=index&idSite=3"

    def chrome(period_label: str, open_cal: bool = False) -> str:
        return B(f"""
            [5] banner ''
              [6] link 'Matomo', clickable
              [7] link 'All Websites', clickable
              [8] link 'Marketplace', clickable
              [9] link 'Administration', clickable
              [10] link 'Sign out', clickable
            [11] navigation ''
              [12] button 'Kvarnby Bakeri webshop', clickable, hasPopup='menu', expanded=False
              [13] button 'DATE RANGE: {period_label}', clickable, expanded={open_cal}
              [14] button 'Segment: All visits', clickable, hasPopup='menu', expanded=False
            [15] navigation 'Main menu'
              [16] link 'Dashboard', clickable
              [17] button 'Visitors', clickable, expanded=True
                [18] link 'Overview', clickable
                [19] link 'Visits Log', clickable
                [20] link 'Real-time', clickable
                [21] link 'Real-time Map', clickable
                [22] link 'Locations', clickable
                [23] link 'Devices', clickable
                [24] link 'Software', clickable
                [25] link 'Times', clickable
              [26] button 'Behaviour', clickable, expanded=True
                [27] link 'Pages', clickable
                [28] link 'Entry pages', clickable
                [29] link 'Exit pages', clickable
                [30] link 'Page titles', clickable
                [31] link 'Site Search', clickable
                [32] link 'Outlinks', clickable
                [33] link 'Downloads', clickable
                [34] link 'Engagement', clickable
              [35] button 'Acquisition', clickable, expanded=False
              [36] button 'Ecommerce', clickable, expanded=False
              [37] button 'Goals', clickable, expanded=False
        """)

    today = "2024-05-14"
    week = "2024-05-13,2024-05-19"

    def overview(label: str, vals: list[str], url: str) -> str:
        return pg(f"Visitors - Overview - {label} - Kvarnby Bakeri webshop - Web Analytics Reports - Matomo", url, chrome(label), B(f"""
            [50] main ''
              [51] heading 'Visits Overview (with graph)'
              [52] image 'Evolution graph of visits over the last 30 periods'
              [53] list ''
                [54] listitem ''
                  StaticText '{vals[0]} visits, {vals[1]} unique visitors'
                [55] listitem ''
                  StaticText '{vals[2]} average visit duration'
                [56] listitem ''
                  StaticText '{vals[3]} visits have bounced (left the website after one page)'
                [57] listitem ''
                  StaticText '{vals[4]} actions (page views, downloads, outlinks and internal site searches) per visit'
                [58] listitem ''
                  StaticText '{vals[5]} max actions in one visit'
                [59] listitem ''
                  StaticText '{vals[6]} pageviews, {vals[7]} unique pageviews'
                [60] listitem ''
                  StaticText '{vals[8]} total searches on your website, {vals[9]} unique keywords'
                [61] listitem ''
                  StaticText '{vals[10]} downloads, {vals[11]} unique downloads'
                [62] listitem ''
                  StaticText '{vals[12]} outlinks, {vals[13]} unique outlinks'
              [63] button 'Export this dataset in other formats', clickable
        """))

    start = overview(today, ["298", "251", "3 min 9s", "37%", "4.1", "38", "1,142", "880", "44", "29", "11", "9", "25", "21"],
                     f"{host}&period=day&date={today}#?idSite=3&period=day&date={today}&category=General_Visitors&subcategory=General_Overview")

    def realtime(v24: str, a24: str, v30: str, a30: str, visitors: list[tuple[str, str, str, str]]) -> str:
        rows = "\n".join(f"    [{110 + 6 * i}] row ''\n      [{111 + 6 * i}] cell '{t}'\n      [{112 + 6 * i}] cell '{loc}'\n        [{113 + 6 * i}] image '{loc.split(', ')[-1]}'\n      [{114 + 6 * i}] cell '{dev}'\n      [{115 + 6 * i}] cell '{acts}'"
                         for i, (t, loc, dev, acts) in enumerate(visitors))
        return pg(f"Visitors - Real-time - {today} - Kvarnby Bakeri webshop - Web Analytics Reports - Matomo",
                  f"{host}&period=day&date={today}#?idSite=3&period=day&date={today}&category=General_Visitors&subcategory=General_RealTime",
                  chrome(today), B(f"""
            [50] main ''
              [51] heading 'Visits in Real-time'
              [100] table ''
                [101] row ''
                  [102] columnheader ''
                  [103] columnheader 'Visits'
                  [104] columnheader 'Actions'
                [105] row ''
                  [106] rowheader 'Last 24 hours'
                  [107] cell '{v24}'
                  [108] cell '{a24}'
                [109] row ''
                  [97] rowheader 'Last 30 minutes'
                  [98] cell '{v30}'
                  [99] cell '{a30}'
              [95] table 'Visitors'
        """), rows, B("""
              [200] button 'Pause visitors real time', clickable
        """, 1))

    vis = [("14:06:31", "Malmo, Sweden", "Smartphone - Android - Chrome Mobile", "3 actions"),
           ("14:05:12", "Oslo, Norway", "Desktop - Windows - Edge", "7 actions"),
           ("14:03:47", "Fredrikstad, Norway", "Smartphone - iOS - Mobile Safari", "1 action"),
           ("14:01:09", "Oslo, Norway", "Tablet - iPadOS - Mobile Safari", "5 actions"),
           ("13:58:40", "Drammen, Norway", "Desktop - macOS - Safari", "2 actions")]
    vis2 = [("14:07:02", "Moss, Norway", "Smartphone - Android - Samsung Internet", "1 action")] + \
        [(vis[0][0], vis[0][1], vis[0][2], "4 actions")] + vis[1:]
    log_rows = [("Tuesday, May 14, 2024 14:07:02", "Moss, Norway", "IP: 84.212.147.0", "Samsung Internet 24.0, Android 14", "Direct Entry", ["Kvarnby Bakeri - Forside"]),
                ("Tuesday, May 14, 2024 14:06:31", "Malmo, Sweden", "IP: 90.229.18.0", "Chrome Mobile 124.0, Android 13", "Google", ["Surdeigsbrod - Kvarnby Bakeri", "Bestill - Kvarnby Bakeri", "Kanelboller - Kvarnby Bakeri", "Bestill - Kvarnby Bakeri"]),
                ("Tuesday, May 14, 2024 14:05:12", "Oslo, Norway", "IP: 81.167.33.0", "Edge 124.0, Windows 10", "Facebook", ["Kvarnby Bakeri - Forside", "Rugbrod - Kvarnby Bakeri", "Bestill - Kvarnby Bakeri", "Kvittering - Kvarnby Bakeri", "Om oss - Kvarnby Bakeri", "Kontakt - Kvarnby Bakeri", "Kvarnby Bakeri - Forside"]),
                ("Tuesday, May 14, 2024 14:03:47", "Fredrikstad, Norway", "IP: 188.95.240.0", "Mobile Safari 17.4, iOS 17.4", "Google", ["Kanelboller - Kvarnby Bakeri"]),
                ("Tuesday, May 14, 2024 14:01:09", "Oslo, Norway", "IP: 46.9.212.0", "Mobile Safari 17.3, iPadOS 17.3", "Instagram", ["Kvarnby Bakeri - Forside", "Kanelboller - Kvarnby Bakeri", "Surdeigsbrod - Kvarnby Bakeri", "Bestill - Kvarnby Bakeri", "Kvittering - Kvarnby Bakeri"])]
    lr = []
    for i, (t, loc, ip, soft, ref, acts) in enumerate(log_rows):
        b = 300 + 20 * i
        al = "\n".join(f"          [{b + 5 + k}] listitem ''\n            StaticText '{a}'" for k, a in enumerate(acts))
        lr.append(f"    [{b}] row ''\n      [{b + 1}] cell '{t}'\n        StaticText '{t}'\n        StaticText '{loc}'\n        StaticText '{ip}'\n        StaticText '{soft}'\n      [{b + 2}] cell '{ref}'\n      [{b + 3}] cell ''\n        StaticText '{len(acts)} Action{'s' if len(acts) > 1 else ''}'\n        [{b + 4}] list ''\n{al}")
    log = pg(f"Visitors - Visits Log - {today} - Kvarnby Bakeri webshop - Web Analytics Reports - Matomo",
             f"{host}&period=day&date={today}#?idSite=3&period=day&date={today}&category=General_Visitors&subcategory=Live_VisitorLog",
             chrome(today), B("""
        [50] main ''
          [51] heading 'Visits Log'
          [290] table ''
            [291] row ''
              [292] columnheader 'Date'
              [293] columnheader 'Visitors'
              [294] columnheader 'Actions'
    """), "\n".join(lr), B("""
          [400] link 'Next \u203a', clickable
          [401] combobox 'Limit', clickable, hasPopup='menu', expanded=False
            StaticText '5'
    """, 1))

    def pages(label: str, rows: list[tuple[str, int, int, str, str, str]], sort: str, url: str, cal: bool = False) -> str:
        body = "\n".join(f"    [{500 + 8 * i}] row ''\n      [{501 + 8 * i}] cell '{n}'\n        [{502 + 8 * i}] link '{n}', clickable\n      [{503 + 8 * i}] cell '{pv:,}'\n      [{504 + 8 * i}] cell '{u:,}'\n      [{505 + 8 * i}] cell '{br}'\n      [{506 + 8 * i}] cell '{t}'\n      [{507 + 8 * i}] cell '{ex}'"
                         for i, (n, pv, u, br, t, ex) in enumerate(rows))

        def srt(c: str) -> str:
            return ", sort='descending'" if c == sort else ""
        parts = [chrome(label, cal), B(f"""
            [50] main ''
              [51] heading 'Pages'
              [490] table ''
                [491] row ''
                  [492] columnheader 'Page URL', clickable
                  [493] columnheader 'Pageviews', clickable{srt('pv')}
                  [494] columnheader 'Unique Pageviews', clickable{srt('u')}
                  [495] columnheader 'Bounce rate', clickable
                  [496] columnheader 'Avg. time on page', clickable
                  [497] columnheader 'Exit rate', clickable
        """), body, B("""
              [600] searchbox 'Search', clickable
              [601] button 'Make it flat', clickable, pressed=True
              [602] button 'Export this dataset in other formats', clickable
              [603] combobox 'Limit', clickable, hasPopup='menu', expanded=False
                StaticText '100'
        """, 1)]
        if cal:
            parts.append(B("""
                [700] group 'Period selector'
                  [701] heading 'Date'
                  [702] table 'May 2024'
                    StaticText 'May 2024'
                    [703] gridcell '14', clickable, selected=True
                  [704] heading 'Period'
                  [705] radio 'day', clickable, checked='true'
                  [706] radio 'week', clickable, checked='false'
                  [707] radio 'month', clickable, checked='false'
                  [708] radio 'year', clickable, checked='false'
                  [709] radio 'date range', clickable, checked='false'
                  [710] checkbox 'Compare to', clickable, checked='false'
                  [711] button 'Apply', clickable
            """))
        return pg(f"Behaviour - Pages - {label} - Kvarnby Bakeri webshop - Web Analytics Reports - Matomo", url, *parts)

    p_today = [("/index", 388, 251, "38%", "00:00:41", "31%"), ("/produkter/surdeigsbrod", 196, 164, "22%", "00:01:12", "18%"),
               ("/bestill", 171, 122, "9%", "00:02:35", "27%"), ("/produkter/kanelboller", 142, 119, "25%", "00:00:58", "12%"),
               ("/produkter/rugbrod", 97, 84, "31%", "00:00:49", "14%"), ("/om-oss", 61, 57, "44%", "00:00:37", "39%"),
               ("/kontakt", 48, 45, "40%", "00:00:52", "46%"), ("/bestill/kvittering", 39, 38, "0%", "00:00:21", "87%")]
    p_week = [("/index", 981, 634, "36%", "00:00:43", "30%"), ("/produkter/surdeigsbrod", 502, 418, "21%", "00:01:09", "17%"),
              ("/bestill", 447, 319, "8%", "00:02:41", "26%"), ("/produkter/kanelboller", 355, 327, "24%", "00:00:55", "13%"),
              ("/produkter/rugbrod", 240, 209, "29%", "00:00:51", "15%"), ("/om-oss", 150, 139, "45%", "00:00:35", "41%"),
              ("/kontakt", 117, 110, "38%", "00:00:50", "44%"), ("/bestill/kvittering", 103, 99, "0%", "00:00:20", "88%")]
    p_week_u = sorted(p_week, key=lambda r: -r[2])
    purl_d = f"{host}&period=day&date={today}#?idSite=3&period=day&date={today}&category=General_Actions&subcategory=General_Pages"
    purl_w = f"{host}&period=week&date={today}#?idSite=3&period=week&date={today}&category=General_Actions&subcategory=General_Pages"
    turns = [
        ("click('20')", realtime("341", "1,412", "14", "52", vis)),
        ("noop(30000)", realtime("342", "1,416", "15", "54", vis2)),
        ("click('19')", log),
        ("click('27')", pages(today, p_today, "pv", purl_d)),
        ("click('13')", pages(today, p_today, "pv", purl_d, cal=True)),
        ("click('706')", pages(week, p_week, "pv", purl_w)),
        ("click('494')", pages(week, p_week_u, "u", purl_w + "&filter_sort_column=nb_visits")),
        ("click('18')", overview(week, ["755", "612", "3 min 4s", "36%", "4.1", "41", "2,895", "2,255", "109", "71", "26", "21", "61", "50"],
                                 f"{host}&period=week&date={today}#?idSite=3&period=week&date={today}&category=General_Visitors&subcategory=General_Overview")),
    ]
    rs.add(task="web", tid="h35-web-09", system=system(site), turns=turns,
           state=state("Look at who is on the Kvarnby Bakeri webshop right now, check the visits log, then compare the top pages for today and for this week.", start),
           bad=False)


# Taiga - bad
def t10(rs: RowSet) -> None:
    site = "Taiga 6.7 at https://taiga.fjellsport.no, logged in as Ane Fosse (product owner). Project: Fjellsport app (slug fjellsport-app)."
    host = "https://taiga.fjellsport.no/project/fjellsport-app"
    nav = B("""
        [5] navigation ''
          [6] link 'Taiga', clickable
          [7] button 'Projects', clickable, hasPopup='menu', expanded=False
          [8] button 'Notifications', clickable
          [9] button 'Ane Fosse', clickable, hasPopup='menu', expanded=False
        [10] navigation 'Project menu'
          [11] link 'Fjellsport app', clickable
          [12] link 'Timeline', clickable
          [13] link 'Epics', clickable
          [14] link 'Scrum', clickable
          [15] link 'Backlog', clickable
          [16] link 'Sprint 14', clickable
          [17] link 'Issues', clickable
          [18] link 'Wiki', clickable
          [19] link 'Team', clickable
          [20] link 'Settings', clickable
    """)
    backlog_us = [("87", "Login with BankID", "New", "8"), ("91", "Offline map tiles for saved routes", "New", "13"),
                  ("92", "Push notifications for trail closures", "Ready", "5"), ("95", "Share gear checklist with group", "New", "?"),
                  ("98", "Dark mode", "New", "3"), ("99", "Export trip as GPX", "New", "5")]
    sprint_us = [("80", "Trail difficulty filter", "In progress", "8"), ("84", "Weather widget on trail page", "Ready for test", "8"),
                 ("89", "Fix crash on Android 14 when opening camera", "In progress", "5")]

    def backlog(rows: list[tuple[str, str, str, str]]) -> str:
        r = "\n".join(f"    [{100 + 8 * i}] row ''\n      [{101 + 8 * i}] cell ''\n        [{102 + 8 * i}] checkbox '', clickable, checked='false'\n      [{103 + 8 * i}] cell '#{ref} {name}'\n        [{104 + 8 * i}] link '#{ref} {name}', clickable\n      [{105 + 8 * i}] cell '{st}'\n        [{106 + 8 * i}] button '{st}', clickable, hasPopup='menu', expanded=False\n      [{107 + 8 * i}] cell '{pt}'"
                      for i, (ref, name, st, pt) in enumerate(rows))
        s = "\n".join(f"      [{200 + 3 * i}] listitem ''\n        [{201 + 3 * i}] link '#{ref} {name}', clickable\n        StaticText '{st}'\n        [{202 + 3 * i}] cell '{pt}'"
                      for i, (ref, name, st, pt) in enumerate(sprint_us))
        return pg("Fjellsport app - Backlog - Taiga", f"{host}/backlog", nav, B("""
            [30] main ''
              [31] heading 'Backlog'
              [32] group 'Project progress'
                StaticText '43%'
                [33] progressbar '', valuemin=0, valuemax=100, valuetext='43'
                StaticText '134 defined points'
                StaticText '58 closed points'
                StaticText '21 points / sprint'
              [34] button 'Add a new user story', clickable
              [35] button 'Add user stories in bulk', clickable
              [36] button 'Move to current Sprint', clickable, disabled=True
              [37] button 'Filters', clickable
              [38] switch 'Tags', clickable, checked='false'
              [90] table 'Backlog'
                [91] row ''
                  [92] columnheader ''
                  [93] columnheader 'User story'
                  [94] columnheader 'Status'
                  [95] columnheader 'Points'
        """), r, B("""
            [190] complementary 'Sprints'
              [191] heading 'Sprints'
              [192] button 'Add sprint', clickable
              [193] region 'Sprint 14'
                [194] link 'Sprint 14', clickable
                StaticText '13 May 2024 - 26 May 2024'
                StaticText '21 points'
                [195] list ''
        """, 1), s, B("""
              [230] link 'Show closed sprints', clickable
        """, 2))

    start = backlog(backlog_us)

    def detail(title: str, editing: str | None = None, tab: str = "Comments", new_act: bool = False) -> str:
        if editing is None:
            head = f"  [40] heading '#87 {title}'\n  [41] button 'Edit subject', clickable"
        else:
            head = f"  StaticText '#87'\n  [42] textbox 'Subject', clickable, focused, required\n    StaticText '{editing}'\n  [43] button 'Save', clickable\n  [44] button 'Cancel', clickable"
        body = B("""
              StaticText 'USER STORY'
              StaticText 'Created by Ane Fosse 02 May 2024 09:14'
              [45] button 'NEW', clickable, hasPopup='menu', expanded=False
              [46] group 'Points'
                [47] button 'UX ?', clickable
                [48] button 'Design ?', clickable
                [49] button 'Front 3', clickable
                [50] button 'Back 5', clickable
                StaticText '8 total points'
              [51] group 'Assigned to'
                [52] link 'Ane Fosse', clickable
              [53] group 'Watchers'
                [54] link 'Ane Fosse', clickable
                [55] link 'Eirik Haug', clickable
              [56] group 'Tags'
                StaticText 'auth'
                [57] button 'Add tag', clickable
              [58] region 'Description'
                StaticText 'As a hiker I want to log in with BankID so that I do not need yet another password. Scope: Vipps/BankID OIDC via Criipto, iOS and Android only.'
              [59] heading '0 Attachments'
              [60] heading '0 Tasks'
              [61] button 'Add task', clickable
        """, 1)
        tabs = B(f"""
              [62] tablist ''
                [63] tab 'Comments 2', clickable, selected={tab == 'Comments'}
                [64] tab 'Activity {4 if new_act else 3}', clickable, selected={tab == 'Activity'}
        """, 1)
        if tab == "Comments":
            content = B("""
                [65] tabpanel 'Comments 2'
                  [66] article ''
                    [67] link 'Eirik Haug', clickable
                    StaticText '08 May 2024 11:04'
                    StaticText 'Criipto test tenant is ready, credentials are in the shared vault.'
                  [68] article ''
                    [69] link 'Ane Fosse', clickable
                    StaticText '10 May 2024 16:21'
                    StaticText 'Web login stays on email for now; this story covers the mobile apps only.'
                  [70] textbox 'Type a new comment here', clickable, multiline
            """, 1)
        else:
            acts = []
            if new_act:
                acts.append("    [71] article ''\n      [72] link 'Ane Fosse', clickable\n      StaticText '14 May 2024 10:32'\n      StaticText 'Subject'\n      StaticText 'Login with BankID'\n      StaticText 'Login with BankID (mobile)'")
            acts.append("    [73] article ''\n      [74] link 'Eirik Haug', clickable\n      StaticText '08 May 2024 11:02'\n      StaticText 'Tags'\n      StaticText 'auth'")
            acts.append("    [75] article ''\n      [76] link 'Ane Fosse', clickable\n      StaticText '06 May 2024 15:40'\n      StaticText 'Points'\n      StaticText 'Front: ? \u2192 3'\n      StaticText 'Back: ? \u2192 5'")
            acts.append("    [77] article ''\n      [78] link 'Ane Fosse', clickable\n      StaticText '02 May 2024 09:14'\n      StaticText 'Created user story'")
            content = f"  [65] tabpanel 'Activity {4 if new_act else 3}'\n" + "\n".join(acts)
        return pg(f"#87 {title} - Fjellsport app - Taiga", f"{host}/us/87", nav,
                  "[30] main ''\n  [39] navigation 'breadcrumb'\n    [36] link 'Scrum', clickable\n    [37] link 'Backlog', clickable", head, body, tabs, content)

    new = "Login with BankID (mobile)"
    board_rows = [("80", "Trail difficulty filter", "8", [("#101 Filter chips UI", "Closed"), ("#102 API: difficulty param", "Closed"), ("#103 Persist filter in URL", "In progress")]),
                  ("84", "Weather widget on trail page", "8", [("#104 yr.no client", "Closed"), ("#105 Widget layout", "Ready for test")]),
                  ("89", "Fix crash on Android 14 when opening camera", "5", [("#106 Reproduce on Pixel 7", "Closed"), ("#107 Migrate to Photo Picker", "In progress"), ("#108 Regression test", "New")])]
    cols = ["New", "In progress", "Ready for test", "Closed", "Needs info"]
    br = []
    k = 300
    for ref, name, pt, tasks in board_rows:
        rb = k
        k += 2
        cells = []
        for c in cols:
            ts = [t for t, st in tasks if st == c]
            inner = "".join(f"\n        [{k + 1 + j}] link '{t}', clickable" for j, t in enumerate(ts))
            cells.append(f"      [{k}] cell '{c}'{inner}")
            k += 4
        br.append(f"    [{rb}] row ''\n      [{rb + 1}] rowheader '#{ref} {name} {pt} pts'\n" + "\n".join(cells))
    board = pg("Fjellsport app - Sprint 14 - Taiga", f"{host}/taskboard/sprint-14-3", nav, B("""
        [30] main ''
          [31] heading 'Sprint 14'
          StaticText '13 May 2024 to 26 May 2024'
          [32] group 'Sprint stats'
            StaticText '0%'
            [33] progressbar '', valuemin=0, valuemax=100, valuetext='0'
            StaticText '21 total points'
            StaticText '0 completed points'
            StaticText '4 open tasks'
            StaticText '4 closed tasks'
            StaticText '0 iocaine doses'
          [34] button 'Show statistics', clickable, expanded=False
          [35] button 'Zoom', clickable, hasPopup='menu', expanded=False
          [290] table 'Taskboard'
            [291] row ''
              [292] columnheader 'User story'
              [293] columnheader 'New'
              [294] columnheader 'In progress'
              [295] columnheader 'Ready for test'
              [296] columnheader 'Closed'
              [297] columnheader 'Needs info'
    """), "\n".join(br))
    board_stats = board.replace("[34] button 'Show statistics', clickable, expanded=False", "[34] button 'Hide statistics', clickable, expanded=True\n\t\t[36] image 'Burndown chart: remaining points per day, 13 May to 26 May'\n\t\tStaticText 'Optimal pace'\n\t\tStaticText 'Remaining points: 21'")
    turns = [
        ("click('104')", detail("Login with BankID")),
        ("click('41')", detail("Login with BankID", editing="Login with BankID")),
        (f"fill('42', '{new}')", detail("Login with BankID", editing=new)),
        ("click('43')", detail(new)),
        ("click('64')", detail(new, tab="Activity", new_act=True)),
        ("click('15')", backlog(backlog_us)),
        ("click('194')", board),
        ("click('34')", board_stats),
    ]
    rs.add(task="web", tid="h35-web-10", system=system(site), turns=turns,
           state=state(f"Rename user story #87 to '{new}', check it in the backlog, then look at the Sprint 14 taskboard statistics.", start),
           bad=True, turn=6, kind="renamed user story listed under its old subject in the backlog")


# Moodle - clean
def t11(rs: RowSet) -> None:
    site = "Moodle 4.3.4 at https://moodle.hvl-demo.no, logged in as teacher Karin Solheim. Course BIO201 Cell Biology - Seminar group C (id 318)."
    host = "https://moodle.hvl-demo.no"
    chrome = B("""
        [5] navigation 'Site navigation'
          [6] link 'HVL Moodle', clickable
          [7] link 'Home', clickable
          [8] link 'Dashboard', clickable
          [9] link 'My courses', clickable
          [10] button 'Notification', clickable
          [11] button 'Toggle messaging drawer', clickable
          [12] button 'User menu', clickable, hasPopup='menu', expanded=False
          [13] switch 'Edit mode', clickable, checked='false'
        [14] navigation 'Navigation bar'
          [15] link 'BIO201-C', clickable
          [16] link 'Lab reports', clickable
          [17] link 'Lab report 2: Osmosis', clickable
    """)
    course_nav = B("""
        [20] navigation 'Course'
          [21] link 'Course', clickable
          [22] link 'Settings', clickable
          [23] link 'Participants', clickable
          [24] link 'Grades', clickable
          [25] link 'Reports', clickable
          [26] link 'More', clickable
    """)
    fb = "Clear method section; the discussion of the 0.3 M sucrose outlier needs more detail."
    subs = [("Amira Haddad", "amira.haddad@student.hvl.no", "Submitted for grading", "Graded", "88.00 / 100.00", "Friday, 10 May 2024, 6:02 PM", "Haddad_Lab2.pdf", "Monday, 13 May 2024, 2:40 PM", "Well argued; add error bars to figure 2.", "88.00"),
            ("Jonas Eriksen", "jonas.eriksen@student.hvl.no", "Submitted for grading", "", "Grade", "Friday, 10 May 2024, 8:47 PM", "Eriksen_Lab2_Osmosis.pdf", "-", "", "-"),
            ("Lina Berg", "lina.berg@student.hvl.no", "Submitted for grading", "", "Grade", "Friday, 10 May 2024, 11:31 PM", "Berg_lab2_final.docx", "-", "", "-"),
            ("Marius Holm", "marius.holm@student.hvl.no", "Submitted for grading", "Graded", "71.00 / 100.00", "Thursday, 9 May 2024, 9:15 PM", "Holm_Osmosis.pdf", "Monday, 13 May 2024, 3:05 PM", "Results are fine, but the hypothesis is missing.", "71.00"),
            ("Sofie Nilsen", "sofie.nilsen@student.hvl.no", "Submitted for grading", "Graded", "93.50 / 100.00", "Wednesday, 8 May 2024, 4:22 PM", "Lab2_SNilsen.pdf", "Monday, 13 May 2024, 2:51 PM", "Excellent work.", "93.50"),
            ("Tobias Lie", "tobias.lie@student.hvl.no", "Submitted for grading", "Submitted late by 46 mins", "Grade", "Saturday, 11 May 2024, 12:46 AM", "Lie_lab_report_2.pdf", "-", "", "-")]

    def submissions(rows: list[tuple[str, ...]]) -> str:
        out = []
        for i, (n, e, st, st2, g, sm, f, gm, fbk, fin) in enumerate(rows):
            b = 100 + 20 * i
            st_lines = f"\n        StaticText '{st}'" + (f"\n        StaticText '{st2}'" if st2 else "")
            gcell = f"      [{b + 5}] cell '{g}'\n        [{b + 6}] link 'Grade', clickable" if g == "Grade" else f"      [{b + 5}] cell '{g}'\n        [{b + 6}] link 'Grade', clickable\n        StaticText '{g}'"
            fbl = f"\n        StaticText '{fbk}'" if fbk else ""
            out.append(f"    [{b}] row ''\n      [{b + 1}] cell ''\n        [{b + 2}] checkbox 'Select {n}', clickable, checked='false'\n      [{b + 3}] cell '{n}'\n        [{b + 4}] link '{n}', clickable\n      [{b + 7}] cell '{e}'\n      [{b + 8}] cell ''{st_lines}\n{gcell}\n      [{b + 9}] cell ''\n        [{b + 10}] button 'Edit', clickable, hasPopup='menu', expanded=False\n      [{b + 11}] cell '{sm}'\n      [{b + 12}] cell ''\n        [{b + 13}] link '{f}', clickable\n      [{b + 14}] cell '{gm}'\n      [{b + 15}] cell ''{fbl}\n      [{b + 16}] cell '{fin}'")
        return pg("BIO201-C: Lab report 2: Osmosis | HVL Moodle", f"{host}/mod/assign/view.php?id=5512&action=grading", chrome, course_nav, B("""
            [30] main ''
              [31] heading 'Lab report 2: Osmosis'
              [32] combobox 'Select', clickable, hasPopup='menu', expanded=False
                StaticText 'Submissions'
              [33] searchbox 'Search users', clickable
              [34] button 'Filter', clickable, hasPopup='menu', expanded=False
                StaticText 'No filter applied'
              [35] button 'Download all submissions', clickable
              [36] link 'Bulk actions', clickable
              [40] table 'Submissions'
                [41] row ''
                  [42] columnheader 'Select'
                  [43] columnheader 'First name / Last name', clickable
                  [44] columnheader 'Email address', clickable
                  [45] columnheader 'Status', clickable
                  [46] columnheader 'Grade', clickable
                  [47] columnheader 'Edit'
                  [48] columnheader 'Last modified (submission)', clickable
                  [49] columnheader 'File submissions'
                  [50] columnheader 'Last modified (grade)', clickable
                  [51] columnheader 'Feedback comments'
                  [52] columnheader 'Final grade', clickable
        """), "\n".join(out), B("""
              StaticText 'Assignments per page'
              [90] combobox 'Assignments per page', clickable, hasPopup='menu', expanded=False
                StaticText 'All'
        """, 1))

    start = pg("BIO201-C: Lab report 2: Osmosis | HVL Moodle", f"{host}/mod/assign/view.php?id=5512", chrome, course_nav, B("""
        [30] main ''
          [31] heading 'Lab report 2: Osmosis'
          StaticText 'Opened: Monday, 29 April 2024, 12:00 AM'
          StaticText 'Due: Friday, 10 May 2024, 11:59 PM'
          StaticText 'Write up the potato-core osmosis experiment (0.0 to 0.5 M sucrose). Max 6 pages, PDF or DOCX.'
          [37] link 'View all submissions', clickable
          [38] link 'Grade', clickable
          [39] heading 'Grading summary'
          [60] table ''
            [61] row ''
              [62] rowheader 'Hidden from students'
              [63] cell 'No'
            [64] row ''
              [65] rowheader 'Participants'
              [66] cell '6'
            [67] row ''
              [68] rowheader 'Submitted'
              [69] cell '6'
            [70] row ''
              [71] rowheader 'Needs grading'
              [72] cell '3'
            [73] row ''
              [74] rowheader 'Time remaining'
              [75] cell 'Assignment is due'
    """))

    def grader(grade: str, feedback: str, saved: bool, focus: str) -> str:
        gl = f"\n    StaticText '{grade}'" if grade else ""
        fl = f"\n    StaticText '{feedback}'" if feedback else ""
        cur = "78.50" if saved else "-"
        al = "[230] alert ''\n  StaticText 'Changes saved'" if saved else ""
        return pg("BIO201-C: Lab report 2: Osmosis | HVL Moodle", f"{host}/mod/assign/view.php?id=5512&action=grader&userid=2291", B("""
            [200] banner ''
              [201] link 'BIO201-C: Lab report 2: Osmosis', clickable
              [202] link 'Jonas Eriksen', clickable
              StaticText 'jonas.eriksen@student.hvl.no'
              [203] button 'Change user', clickable, hasPopup='listbox', expanded=False
              StaticText '2 of 6'
              [204] button 'Previous user', clickable
              [205] button 'Next user', clickable
              [206] button 'Filter', clickable, hasPopup='menu', expanded=False
            [207] region 'Submission'
              StaticText 'Submitted for grading'
              StaticText 'Due date: Friday, 10 May 2024, 11:59 PM'
              StaticText 'Assignment was submitted 3 hours 12 mins early'
              [208] link 'Eriksen_Lab2_Osmosis.pdf', clickable
              StaticText '10 May 2024, 8:47 PM'
              [209] button 'Submission comments (0)', clickable, expanded=False
            [210] region 'Grade'
              StaticText 'Grade out of 100'
        """), f"  [211] textbox 'Grade out of 100', clickable{', focused' if focus == 'grade' else ''}{gl}", B(f"""
              StaticText 'Current grade in gradebook: {cur}'
              [212] heading 'Feedback comments'
              [213] toolbar 'Edit'
              [214] textbox 'Feedback comments', clickable, multiline{', focused' if focus == 'fb' else ''}
        """, 1) + fl, B("""
              [215] heading 'Feedback files'
              [216] button 'Add...', clickable
            [220] region 'Grading actions'
              [221] checkbox 'Notify student', clickable, checked='true'
              [222] button 'Save changes', clickable
              [223] button 'Save and show next', clickable
              [224] button 'Reset', clickable
        """, 0).replace("  [215]", "  [215]", 1), al)

    graded = list(subs)
    graded[1] = ("Jonas Eriksen", "jonas.eriksen@student.hvl.no", "Submitted for grading", "Graded", "78.50 / 100.00", "Friday, 10 May 2024, 8:47 PM",
                 "Eriksen_Lab2_Osmosis.pdf", "Tuesday, 14 May 2024, 10:05 AM", fb, "78.50")
    gr = [("Amira Haddad", "91.00", "88.00", "18.00", "197.00"), ("Jonas Eriksen", "84.00", "78.50", "16.50", "179.00"),
          ("Lina Berg", "76.00", "-", "14.00", "90.00"), ("Marius Holm", "68.50", "71.00", "12.50", "152.00"),
          ("Sofie Nilsen", "88.00", "93.50", "19.00", "200.50"), ("Tobias Lie", "59.00", "-", "11.00", "70.00")]
    grows = "\n".join(f"    [{300 + 8 * i}] row ''\n      [{301 + 8 * i}] rowheader '{n}'\n        [{302 + 8 * i}] link '{n}', clickable\n      [{303 + 8 * i}] cell '{n.lower().replace(' ', '.')}@student.hvl.no'\n      [{304 + 8 * i}] cell '{a}'\n      [{305 + 8 * i}] cell '{b}'\n      [{306 + 8 * i}] cell '{c}'\n      [{307 + 8 * i}] cell '{t}'"
                      for i, (n, a, b, c, t) in enumerate(gr))
    grader_report = pg("BIO201-C: View: Grader report | HVL Moodle", f"{host}/grade/report/grader/index.php?id=318", chrome, course_nav, B("""
        [30] main ''
          [31] heading 'Grader report'
          [280] combobox 'Gradebook navigation', clickable, hasPopup='menu', expanded=False
            StaticText 'Grader report'
          [281] searchbox 'Search users', clickable
          [282] button 'Collapsed columns', clickable
          [283] button 'Clear all', clickable
          [290] table 'Grader report'
            [291] row ''
              [292] columnheader 'First name / Last name', clickable
              [293] columnheader 'Email address', clickable
              [294] columnheader 'Lab report 1: Microscopy', clickable
              [295] columnheader 'Lab report 2: Osmosis', clickable
              [296] columnheader 'Quiz 1: Membranes', clickable
              [297] columnheader 'Course total', clickable
    """), grows, B("""
            [360] row ''
              [361] rowheader 'Overall average'
              [362] cell ''
              [363] cell '77.75'
              [364] cell '82.75'
              [365] cell '15.17'
              [366] cell '148.08'
    """, 2))
    ur = [("Lab report 1: Microscopy", "45.45 %", "84.00", "0\u2013100", "84.00 %", "Good drawings; label the scale bar.", "38.18 %"),
          ("Lab report 2: Osmosis", "45.45 %", "78.50", "0\u2013100", "78.50 %", fb, "35.68 %"),
          ("Quiz 1: Membranes", "9.09 %", "16.50", "0\u201320", "82.50 %", "", "7.50 %")]
    urows = "\n".join(f"    [{410 + 10 * i}] row ''\n      [{411 + 10 * i}] rowheader '{n}'\n        [{412 + 10 * i}] link '{n}', clickable\n      [{413 + 10 * i}] cell '{w}'\n      [{414 + 10 * i}] cell '{g}'\n      [{415 + 10 * i}] cell '{r}'\n      [{416 + 10 * i}] cell '{p}'\n      [{417 + 10 * i}] cell '{f}'\n      [{418 + 10 * i}] cell '{c}'"
                      for i, (n, w, g, r, p, f, c) in enumerate(ur))
    user_report = pg("BIO201-C: View: User report | HVL Moodle", f"{host}/grade/report/user/index.php?id=318&userid=2291", chrome, course_nav, B("""
        [30] main ''
          [31] heading 'User report'
          [380] combobox 'Gradebook navigation', clickable, hasPopup='menu', expanded=False
            StaticText 'User report'
          [381] button 'Select user', clickable, hasPopup='listbox', expanded=False
            StaticText 'Jonas Eriksen'
          [382] link 'Previous user', clickable
          [383] link 'Next user', clickable
          [390] table 'User report - Jonas Eriksen'
            [391] row ''
              [392] columnheader 'Grade item'
              [393] columnheader 'Calculated weight'
              [394] columnheader 'Grade'
              [395] columnheader 'Range'
              [396] columnheader 'Percentage'
              [397] columnheader 'Feedback'
              [398] columnheader 'Contribution to course total'
            [399] row ''
              [400] rowheader 'BIO201 Cell Biology - Seminar group C'
    """), urows, B("""
            [450] row ''
              [451] rowheader 'Course total'
              [452] cell '-'
              [453] cell '179.00'
              [454] cell '0\u2013220'
              [455] cell '81.36 %'
              [456] cell ''
              [457] cell '-'
    """, 2))
    turns = [
        ("click('37')", submissions(subs)),
        ("click('126')", grader("", "", False, "grade")),
        ("fill('211', '78.5')", grader("78.5", "", False, "grade")),
        (f"fill('214', '{fb}')", grader("78.5", fb, False, "fb")),
        ("click('222')", grader("78.5", fb, True, "")),
        (f"goto('{host}/mod/assign/view.php?id=5512&action=grading')", submissions(graded)),
        ("click('24')", grader_report),
        (f"goto('{host}/grade/report/user/index.php?id=318&userid=2291')", user_report),
        ("go_back()", grader_report),
    ]
    rs.add(task="web", tid="h35-web-11", system=system(site), turns=turns,
           state=state(f"Grade Jonas Eriksen's Lab report 2 with 78.5 and the feedback '{fb}', then check his grades in the gradebook.", start),
           bad=False)


# Odoo Sales - bad
def t12(rs: RowSet) -> None:
    site = "Odoo 17.0 (Community) at https://erp.nordlys-tekstil.no, company Nordlys Tekstil AS, logged in as Mathilde Berg (salesperson)."
    host = "https://erp.nordlys-tekstil.no/web#id=482&cids=1&menu_id=178&action=312&model=sale.order&view_type=form"
    top = B("""
        [5] navigation ''
          [6] button 'Home Menu', clickable
          [7] link 'Sales', clickable
          [8] button 'Orders', clickable, hasPopup='menu', expanded=False
          [9] button 'To Invoice', clickable, hasPopup='menu', expanded=False
          [10] button 'Products', clickable, hasPopup='menu', expanded=False
          [11] button 'Reporting', clickable, hasPopup='menu', expanded=False
          [12] button 'Configuration', clickable, hasPopup='menu', expanded=False
          [13] button 'Messages', clickable
          [14] button 'Activities', clickable
          [15] button 'Mathilde Berg', clickable, hasPopup='menu', expanded=False
    """)

    def lines_block(q1: str, q1_edit: bool, sub1: str) -> str:
        qcell = (f"      [{103}] cell '{q1}'\n        [{140}] textbox 'Quantity', clickable, focused\n          StaticText '{q1}'" if q1_edit
                 else f"      [103] cell '{q1}'")
        return (f"  [100] table ''\n    [90] row ''\n      [91] columnheader 'Product'\n      [92] columnheader 'Description'\n      [93] columnheader 'Quantity'\n      [94] columnheader 'UoM'\n      [95] columnheader 'Unit Price'\n      [96] columnheader 'Taxes'\n      [97] columnheader 'Tax excl.'\n"
                f"    [101] row '', selected={q1_edit}\n      [102] cell '[LIN-K-200] Linen set - King'\n      [99] cell 'Linen set - King, 200 TC percale, duvet cover 240x220 + 2 pillowcases'\n{qcell}\n      [104] cell 'Units'\n      [105] cell '1,150.00'\n      [106] cell '25% S'\n      [107] cell '{sub1}'\n"
                "    [110] row ''\n      [111] cell '[TWL-BATH] Bath towel 70x140'\n      [112] cell 'Bath towel 70x140, 550 g/m2, white'\n      [113] cell '120.00'\n      [114] cell 'Units'\n      [115] cell '189.00'\n      [116] cell '25% S'\n      [117] cell '22,680.00 kr'\n"
                "    [120] row ''\n      [121] cell '[TWL-HAND] Hand towel 50x90'\n      [122] cell 'Hand towel 50x90, 550 g/m2, white'\n      [123] cell '120.00'\n      [124] cell 'Units'\n      [125] cell '99.00'\n      [126] cell '25% S'\n      [127] cell '11,880.00 kr'\n"
                "    [130] row ''\n      [131] cell ''\n        [132] link 'Add a product', clickable\n        [133] link 'Add a section', clickable\n        [134] link 'Add a note', clickable\n        [135] link 'Catalog', clickable")

    def totals(u: str, v: str, t: str) -> str:
        return (f"  [150] table ''\n    [151] row ''\n      [152] rowheader 'Untaxed Amount:'\n      [153] cell '{u}'\n    [154] row ''\n      [155] rowheader 'VAT 25%:'\n      [156] cell '{v}'\n"
                f"    [157] row ''\n      [158] rowheader 'Total:'\n      [159] cell '{t}'")

    chat_old = B("""
        [300] complementary ''
          [301] button 'Send message', clickable
          [302] button 'Log note', clickable
          [303] button 'Activities', clickable
          [304] button 'Show Followers', clickable
            StaticText '2'
          StaticText 'Today'
    """)
    msg_created = "    [310] article ''\n      StaticText 'Mathilde Berg'\n      StaticText '2 hours ago'\n      StaticText 'Sales Order created'"
    msg_sent = ("    [320] article ''\n      StaticText 'Mathilde Berg'\n      StaticText '{when}'\n      StaticText 'Hello, Your quotation S00482 amounting in 129,450.00 kr is ready for review. Do not hesitate to contact us if you have any questions.'\n"
                "      [321] link 'S00482.pdf', clickable\n      StaticText 'Quotation \u2192 Quotation Sent (Status)'")

    def form(state: str, terms: str, q1: str, sub1: str, tot: tuple[str, str, str], dirty: bool = False, q1_edit: bool = False,
             terms_open: bool = False, sent: str = "", tab: str = "Order Lines", dialog: str = "") -> str:
        states = ["Quotation", "Quotation Sent", "Sales Order"]
        sb = "\n".join(f"    [{60 + i}] radio '{s}', checked='{str(s == state).lower()}'{', disabled=True' if s != state else ''}" for i, s in enumerate(states))
        if state == "Sales Order":
            btns = "  [50] button 'Create Invoice', clickable\n  [51] button 'Send by Email', clickable\n  [53] button 'Preview', clickable\n  [54] button 'Cancel', clickable"
            smart = "  [56] button 'Delivery 1', clickable\n  [57] button 'Customer Preview', clickable"
            title = "S00482"
        else:
            btns = "  [51] button 'Send by Email', clickable\n  [52] button 'Confirm', clickable\n  [53] button 'Preview', clickable\n  [54] button 'Cancel', clickable"
            smart = "  [57] button 'Customer Preview', clickable"
            title = "S00482"
        save = "\n  [43] button 'Save manually', clickable\n  [44] button 'Discard all changes', clickable" if dirty else ""
        head = (f"[30] main ''\n  [31] navigation 'breadcrumb'\n    [32] link 'Quotations', clickable\n    StaticText '{title}'\n  [41] button 'Actions', clickable, hasPopup='menu', expanded=False{save}\n"
                f"  StaticText '3 / 4'\n  [45] button 'Previous', clickable\n  [46] button 'Next', clickable\n{btns}\n  [59] group 'Status'\n{sb}\n{smart}\n  [70] heading '{title}'\n"
                "  StaticText 'Customer'\n  [71] combobox 'Customer', clickable, hasPopup='listbox', expanded=False\n    StaticText 'Nordlys Hotell AS'\n"
                "  StaticText 'Strandgata 14, 9008 Troms\u00f8, Norway'\n"
                "  StaticText 'Expiration'\n  [72] textbox 'Expiration', clickable\n    StaticText '06/14/2024'\n"
                "  StaticText 'Quotation Date'\n  [73] textbox 'Quotation Date', clickable\n    StaticText '05/15/2024 08:27:14'\n"
                "  StaticText 'Pricelist'\n  [74] combobox 'Pricelist', clickable, hasPopup='listbox', expanded=False\n    StaticText 'Hotel contract 2024 (NOK)'\n"
                f"  StaticText 'Payment Terms'\n  [75] combobox 'Payment Terms', clickable, hasPopup='listbox', expanded={terms_open}{', focused' if terms_open else ''}\n    StaticText '{terms}'")
        if terms_open:
            opts = ["Immediate Payment", "15 Days", "21 Days", "30 Days", "45 Days", "End of Following Month", "10 Days after End of Next Month", "30% Now, Balance 60 Days", "Search More..."]
            head += "\n  [76] listbox ''\n" + "\n".join(f"    [{77 + i}] option '{o}', clickable, selected=False" for i, o in enumerate(opts))
        tabs = (f"  [86] tablist ''\n    [87] tab 'Order Lines', clickable, selected={tab == 'Order Lines'}\n    [88] tab 'Other Info', clickable, selected={tab == 'Other Info'}\n"
                f"    [89] tab 'Customer Signature', clickable, selected=False")
        if tab == "Order Lines":
            body = lines_block(q1, q1_edit, sub1) + "\n  [145] textbox 'Terms and conditions...', clickable, multiline\n" + totals(*tot)
        else:
            body = B("""
                [160] group 'Sales'
                  StaticText 'Salesperson'
                  [161] combobox 'Salesperson', clickable, hasPopup='listbox', expanded=False
                    StaticText 'Mathilde Berg'
                  StaticText 'Sales Team'
                  [162] combobox 'Sales Team', clickable, hasPopup='listbox', expanded=False
                    StaticText 'Hotel & Hospitality'
                  [163] checkbox 'Online signature', clickable, checked='true'
                  [164] checkbox 'Online payment', clickable, checked='false'
                  StaticText 'Customer Reference'
                  [165] textbox 'Customer Reference', clickable
                    StaticText 'NH-INNKJOP-2024-117'
                  StaticText 'Tags'
                  [166] combobox 'Tags', clickable, hasPopup='listbox', expanded=False
                [167] group 'Invoicing and Payments'
                  StaticText 'Fiscal Position'
                  [168] combobox 'Fiscal Position', clickable, hasPopup='listbox', expanded=False
                [169] group 'Delivery'
                  StaticText 'Shipping Policy'
                  [170] combobox 'Shipping Policy', clickable, hasPopup='menu', expanded=False
                    StaticText 'As soon as possible'
                  StaticText 'Delivery Date'
                  [171] textbox 'Delivery Date', clickable
                  StaticText 'Expected Date'
                  StaticText '05/22/2024'
                [172] group 'Tracking'
                  StaticText 'Source Document'
                  [173] textbox 'Source Document', clickable
                  StaticText 'Campaign'
                  [174] combobox 'Campaign', clickable, hasPopup='listbox', expanded=False
            """, 1)
        msgs = []
        if state == "Sales Order":
            msgs.append("    [330] article ''\n      StaticText 'Mathilde Berg'\n      StaticText 'now'\n      StaticText 'Quotation Sent \u2192 Sales Order (Status)'")
        if sent:
            msgs.append(msg_sent.replace("{when}", sent))
        msgs.append(msg_created)
        return pg(f"{title} - Odoo", host, top, head, tabs, body, chat_old, "\n".join(msgs), dialog)

    t0 = ("80,560.00 kr", "20,140.00 kr", "100,700.00 kr")
    t1 = ("103,560.00 kr", "25,890.00 kr", "129,450.00 kr")
    start = form("Quotation", "Immediate Payment", "40.00", "46,000.00 kr", t0)
    mail = B("""
        [400] dialog 'Send by Email', modal=True
          [401] heading 'Send by Email'
          [402] button 'Close', clickable
          StaticText 'Recipients'
          [403] combobox 'Recipients', clickable, hasPopup='listbox', expanded=False
            StaticText 'Nordlys Hotell AS, Kristin Aune'
          StaticText 'Subject'
          [404] textbox 'Subject', clickable
            StaticText 'Nordlys Hotell AS Quotation (Ref S00482)'
          [405] textbox '', clickable, multiline
            StaticText 'Hello,'
            StaticText 'Your quotation S00482 amounting in 129,450.00 kr is ready for review.'
            StaticText 'Do not hesitate to contact us if you have any questions.'
            StaticText '--'
            StaticText 'Mathilde Berg'
          [406] link 'S00482.pdf', clickable
          [407] button 'Attach a file', clickable
          StaticText 'Load template'
          [408] combobox 'Load template', clickable, hasPopup='listbox', expanded=False
            StaticText 'Sales: Send Quotation'
          [409] button 'Send', clickable
          [410] button 'Discard', clickable
          [411] button 'Save Template', clickable
    """)
    qrows = [("S00485", "05/15/2024 11:42:10", "Fjordhytter Utleie", "18,375.00 kr", "Quotation"),
             ("S00484", "05/15/2024 10:03:51", "Hotel Bryggen AS", "54,120.00 kr", "Quotation Sent"),
             ("S00482", "05/15/2024 08:27:14", "Nordlys Hotell AS", "129,450.00 kr", "Quotation Sent"),
             ("S00471", "05/10/2024 13:18:36", "Grand Hotel Troms\u00f8", "212,900.00 kr", "Quotation Sent")]
    lrows = "\n".join(f"    [{210 + 9 * i}] row ''\n      [{211 + 9 * i}] cell ''\n        [{212 + 9 * i}] checkbox '', clickable, checked='false'\n      [{213 + 9 * i}] cell '{n}'\n      [{214 + 9 * i}] cell '{d}'\n      [{215 + 9 * i}] cell '{c}'\n      [{216 + 9 * i}] cell 'Mathilde Berg'\n      [{217 + 9 * i}] cell '{t}'\n      [{218 + 9 * i}] cell '{s}'"
                      for i, (n, d, c, t, s) in enumerate(qrows))
    qlist = pg("Quotations - Odoo", "https://erp.nordlys-tekstil.no/web#action=312&model=sale.order&view_type=list&cids=1&menu_id=178", top, B("""
        [30] main ''
          [31] navigation 'breadcrumb'
            StaticText 'Quotations'
          [33] button 'New', clickable
          [34] button 'Actions', clickable, hasPopup='menu', expanded=False
          [35] searchbox 'Search...', clickable
          StaticText 'My Quotations'
          [36] button 'Remove', clickable
          [37] button 'Toggle Search Panel', clickable, expanded=False
          StaticText '1-4 / 4'
          [38] button 'Previous', clickable
          [39] button 'Next', clickable
          [200] table ''
            [201] row ''
              [202] columnheader ''
              [203] columnheader 'Number', clickable
              [204] columnheader 'Creation Date', clickable
              [205] columnheader 'Customer', clickable
              [206] columnheader 'Salesperson', clickable
              [207] columnheader 'Total', clickable
              [208] columnheader 'Status', clickable
    """), lrows, B("""
            [260] row ''
              [261] cell ''
              [262] cell ''
              [263] cell ''
              [264] cell ''
              [265] cell ''
              [266] cell '414,845.00 kr'
              [267] cell ''
    """, 2))
    turns = [
        ("click('103')", form("Quotation", "Immediate Payment", "40.00", "46,000.00 kr", t0, q1_edit=True)),
        ("fill('140', '60')", form("Quotation", "Immediate Payment", "60.00", "69,000.00 kr", t1, dirty=True, q1_edit=True)),
        ("click('75')", form("Quotation", "Immediate Payment", "60.00", "69,000.00 kr", t1, dirty=True, terms_open=True)),
        ("click('80')", form("Quotation", "30 Days", "60.00", "69,000.00 kr", t1, dirty=True)),
        ("click('43')", form("Quotation", "30 Days", "60.00", "69,000.00 kr", t1)),
        ("click('51')", form("Quotation", "30 Days", "60.00", "69,000.00 kr", t1, dialog=mail)),
        ("click('409')", form("Quotation Sent", "30 Days", "60.00", "69,000.00 kr", t1, sent="now")),
        ("click('32')", qlist),
        ("click('231')", form("Quotation Sent", "30 Days", "40.00", "69,000.00 kr", t1, sent="1 minute ago")),
        ("click('88')", form("Quotation Sent", "30 Days", "", "", t1, sent="1 minute ago", tab="Other Info")),
        ("click('52')", form("Sales Order", "30 Days", "", "", t1, sent="2 minutes ago", tab="Other Info")),
    ]
    rs.add(task="web", tid="h35-web-12", system=system(site), turns=turns,
           state=state("On quotation S00482 for Nordlys Hotell AS, raise the King linen sets from 40 to 60, set the payment terms to 30 Days, email the quotation to the customer and confirm it.", start),
           bad=True, turn=9, kind="order line quantity set to 60 reads back as 40.00 after reopening")


# Authentik admin - clean
def t13(rs: RowSet) -> None:
    site = "authentik 2024.4.2 admin interface at https://auth.strandvik.net, logged in as akadmin (Anne Karlsen)."
    host = "https://auth.strandvik.net/if/admin/#"
    gid = "7d3f5a90-2c1e-4b8a-9f64-0e5b7a21c3d8"
    side = B("""
        [5] navigation 'Sidebar'
          [6] link 'authentik', clickable
          [7] button 'Dashboards', clickable, expanded=False
          [8] button 'Applications', clickable, expanded=False
          [9] button 'Events', clickable, expanded=False
          [10] button 'Customisation', clickable, expanded=False
          [11] button 'Flows and Stages', clickable, expanded=False
          [12] button 'Directory', clickable, expanded=True
            [13] link 'Users', clickable
            [14] link 'Groups', clickable
            [15] link 'Roles', clickable
            [16] link 'Federation and Social login', clickable
            [17] link 'Invitations', clickable
            [18] link 'Tokens and App passwords', clickable
          [19] button 'System', clickable, expanded=False
        [20] banner ''
          [21] button 'Notifications', clickable
          [22] button 'API Drawer', clickable
          [23] link 'User interface', clickable
          [24] button 'akadmin', clickable, hasPopup='menu', expanded=False
    """)
    groups = [("authentik Admins", "-", 2, "Yes"), ("finance", "-", 4, "No"), ("helpdesk", "it-ops", 6, "No"), ("it-ops", "-", 5, "No"),
              ("nextcloud-users", "-", 23, "No"), ("vpn-users", "-", 17, "No"), ("wiki-editors", "-", 8, "No")]

    def glist(rows: list[tuple[str, str, int, str]], modal: str = "") -> str:
        n = len(rows)
        r = "\n".join(f"    [{100 + 10 * i}] row ''\n      [{101 + 10 * i}] cell ''\n        [{102 + 10 * i}] checkbox 'Select row', clickable, checked='false'\n      [{103 + 10 * i}] cell '{nm}'\n        [{104 + 10 * i}] link '{nm}', clickable\n      [{105 + 10 * i}] cell '{p}'\n      [{106 + 10 * i}] cell '{m}'\n      [{107 + 10 * i}] cell '{su}'\n      [{108 + 10 * i}] cell ''\n        [{109 + 10 * i}] button 'Edit', clickable"
                      for i, (nm, p, m, su) in enumerate(rows))
        return pg("Groups - authentik", f"{host}/identity/groups", side, B(f"""
            [30] main ''
              [31] heading 'Groups'
              StaticText 'Group users together and give them permissions based on the membership.'
              [32] searchbox 'Search...', clickable
              [33] button 'Search', clickable
              [34] button 'Create', clickable
              [35] button 'Refresh', clickable
              [36] button 'Delete', clickable, disabled=True
              StaticText '1 - {n} of {n}'
              [37] button 'Go to previous page', clickable, disabled=True
              [38] button 'Go to next page', clickable, disabled=True
              [40] table ''
                [41] row ''
                  [42] columnheader 'Select all rows'
                  [43] columnheader 'Name', clickable, sort='ascending'
                  [44] columnheader 'Parent', clickable
                  [45] columnheader 'Members'
                  [46] columnheader 'Superuser privileges?'
                  [47] columnheader 'Actions'
        """), r, modal)

    def create_modal(name: str) -> str:
        nl = f"\n      StaticText '{name}'" if name else ""
        return B("""
            [300] dialog 'Create Group', modal=True
              [301] heading 'Create Group'
              [302] form ''
        """) + f"\n    [303] textbox 'Name', clickable, focused, required{nl}\n" + B("""
                [304] switch 'Is superuser', clickable, checked='false'
                StaticText 'Users added to this group will be superusers.'
                [305] combobox 'Parent', clickable, hasPopup='listbox', expanded=False
                  StaticText '---------'
                [306] combobox 'Roles', clickable, hasPopup='listbox', expanded=False
                StaticText 'Select roles to grant this groups users permissions from the selected roles.'
                [307] textbox 'Attributes', clickable, multiline
                  StaticText '{}'
                StaticText 'Set custom attributes using YAML or JSON.'
              [308] button 'Create', clickable
              [309] button 'Cancel', clickable
        """, 1)

    start = glist(groups)
    with_new = groups[:2] + [("grafana-editors", "-", 0, "No")] + groups[2:]
    with_two = groups[:2] + [("grafana-editors", "-", 2, "No")] + groups[2:]

    def gpage(tab: str, members: list[tuple[str, str, str, str]], modal: str = "") -> str:
        tabs = B(f"""
            [30] main ''
              [31] heading 'Group grafana-editors'
              [50] tablist ''
                [51] tab 'Overview', clickable, selected={tab == 'Overview'}
                [52] tab 'Users', clickable, selected={tab == 'Users'}
                [53] tab 'Permissions', clickable, selected=False
        """)
        if tab == "Overview":
            body = B(f"""
                [60] region 'Group Info'
                  StaticText 'Name'
                  StaticText 'grafana-editors'
                  StaticText 'Superuser'
                  StaticText 'No'
                  StaticText 'UUID'
                  StaticText '{gid}'
                  [61] button 'Edit', clickable
                [62] region 'Notes'
                  StaticText 'No notes.'
                [63] region 'Changelog'
                  [64] table ''
                    [65] row ''
                      [66] columnheader 'Action'
                      [67] columnheader 'User'
                      [68] columnheader 'Creation Date'
                      [69] columnheader 'Client IP'
                    [70] row ''
                      [71] cell 'Model created'
                      [72] cell 'akadmin'
                      [73] cell '5/21/2024, 9:14:37 AM'
                      [74] cell '10.20.4.31'
            """, 1)
        else:
            if members:
                rows = "\n".join(f"      [{600 + 8 * i}] row ''\n        [{601 + 8 * i}] cell ''\n          [{602 + 8 * i}] checkbox 'Select row', clickable, checked='false'\n        [{603 + 8 * i}] cell '{u} {n}'\n          [{604 + 8 * i}] link '{u}', clickable\n          StaticText '{n}'\n        [{605 + 8 * i}] cell '{a}'\n        [{606 + 8 * i}] cell '{ll}'\n        [{607 + 8 * i}] cell ''"
                                 for i, (u, n, a, ll) in enumerate(members))
                cnt = f"    StaticText '1 - {len(members)} of {len(members)}'\n"
            else:
                rows = "      StaticText 'No objects found.'"
                cnt = ""
            body = (B("""
                [54] tabpanel 'Users'
                  [55] searchbox 'Search...', clickable
                  [56] button 'Add existing user', clickable
                  [57] button 'Create user', clickable, hasPopup='menu', expanded=False
                  [58] button 'Refresh', clickable
                  [59] button 'Remove', clickable, disabled=True
            """, 1) + "\n" + cnt + B("""
                  [75] table ''
                    [76] row ''
                      [77] columnheader 'Select all rows'
                      [78] columnheader 'Name', clickable
                      [79] columnheader 'Active', clickable
                      [90] columnheader 'Last login', clickable
                      [91] columnheader 'Actions'
            """, 2) + "\n" + rows)
        return pg("Group grafana-editors - authentik", f"{host}/identity/groups/{gid}", side, tabs, body, modal)

    users = [("akarlsen", "Anne Karlsen", "Yes", "18 minutes ago"), ("bnordby", "Bj\u00f8rn Nordby", "Yes", "3 days ago"),
             ("chagen", "Camilla Hagen", "Yes", "1 hour ago"), ("dlie", "Daniel Lie", "No", "4 months ago"),
             ("mstrand", "Marit Strand", "Yes", "2 hours ago"), ("tvik", "Tor Vik", "Yes", "5 days ago")]

    def picker(checked: set[str]) -> str:
        rows = "\n".join(f"    [{400 + 6 * i}] row ''\n      [{401 + 6 * i}] cell ''\n        [{402 + 6 * i}] checkbox 'Select row', clickable, checked='{str(u in checked).lower()}'\n      [{403 + 6 * i}] cell '{u} {n}'\n        StaticText '{u}'\n        StaticText '{n}'\n      [{404 + 6 * i}] cell '{a}'\n      [{405 + 6 * i}] cell '{ll}'"
                         for i, (u, n, a, ll) in enumerate(users))
        chips = "".join(f"\n    [{450 + i}] button '{u}', clickable" for i, u in enumerate(sorted(checked)))
        return B("""
            [380] dialog 'Add User', modal=True
              [381] heading 'Add User'
              [382] searchbox 'Search...', clickable
              StaticText '1 - 6 of 6'
              [383] table ''
                [384] row ''
                  [385] columnheader 'Select all rows'
                  [386] columnheader 'Username', clickable
                  [387] columnheader 'Active', clickable
                  [388] columnheader 'Last login', clickable
        """) + "\n" + rows + "\n  StaticText 'Selected users'" + chips + "\n" + B("""
              [460] button 'Add', clickable
              [461] button 'Cancel', clickable
        """, 1)

    mi, ti = 4, 5
    members = [users[mi], users[ti]]
    turns = [
        ("click('34')", glist(groups, create_modal(""))),
        ("fill('303', 'grafana-editors')", glist(groups, create_modal("grafana-editors"))),
        ("click('308')", glist(with_new)),
        ("click('124')", gpage("Overview", [])),
        ("click('52')", gpage("Users", [])),
        ("click('56')", gpage("Users", [], picker(set()))),
        (f"click('{402 + 6 * mi}')", gpage("Users", [], picker({"mstrand"}))),
        (f"click('{402 + 6 * ti}')", gpage("Users", [], picker({"mstrand", "tvik"}))),
        ("click('460')", gpage("Users", members)),
        ("click('14')", glist(with_two)),
    ]
    rs.add(task="web", tid="h35-web-13", system=system(site), turns=turns,
           state=state("Create a group named grafana-editors and add the users mstrand and tvik to it.", start),
           bad=False)


# Discourse - bad
def t14(rs: RowSet) -> None:
    site = "Discourse 3.2.2 forum at https://forum.fjordpadlerne.no, logged in as trond_h (Trond Haugen, regular member)."
    host = "https://forum.fjordpadlerne.no"
    turl = f"{host}/t/kayak-rack-install-on-2019-outback/4821"
    reply = ("I fitted the Thule Hull-a-Port XT on my 2019 Outback last summer. The factory crossbars are rated to 75 kg, "
             "and with the T-track adapter kit 697-6 you do not need the U-bolts at all.")
    header = B("""
        [5] banner ''
          [6] link 'Fjordpadlerne', clickable
          [7] button 'Search', clickable
          [8] button 'menu', clickable, expanded=False
          [9] button 'Trond Haugen', clickable, expanded=False
        [10] navigation 'Sidebar'
          [11] link 'Topics', clickable
          [12] link 'My Posts', clickable
          [13] link 'Review', clickable
          [14] button 'More', clickable
          StaticText 'Categories'
          [15] link 'General', clickable
          [16] link 'Trips', clickable
          [17] link 'Gear', clickable
          [18] link 'Marketplace', clickable
          StaticText 'Tags'
          [19] link 'kayak-rack', clickable
          [20] link 'safety', clickable
    """)
    posts = [("oskar_r", "Oskar R\u00f8nning", "2d", "Anyone fitted a J-cradle on a 2019 Outback with the factory crossbars? The dealer says the bars are only good for 68 kg and I am not sure that includes the cradle itself.", "3 Likes"),
             ("paddle_jo", "Jorunn Paddle", "2d", "The 2019 manual says 75 kg dynamic load for the factory bars. 68 kg was the 2015 model.", "2 Likes"),
             ("kari_vaag", "Kari V\u00e5g", "1d", "I use Yakima JayLow on the same car, two boats stacked. No issues on the E6 at 100 km/h.", "1 Like"),
             ("oskar_r", "Oskar R\u00f8nning", "1d", "Does the JayLow need the round-bar adapter on the flat factory bars?", ""),
             ("sjur", "Sjur Tveit", "9h", "It ships with universal hardware, but the rubber shims rattle on the Subaru bars. I cut a strip of inner tube.", "1 Like"),
             ("paddle_jo", "Jorunn Paddle", "3h", "Also remember the bow and stern lines. Police stopped two club members at Hvervenbukta last year.", "1 Like")]

    def topic(extra: list[tuple[str, str, str, str, str]], last: str, replies: str, users: str, composer: str = "", views: str = "412") -> str:
        allp = posts + extra
        arts = []
        for i, (u, n, d, txt, likes) in enumerate(allp):
            b = 100 + 10 * i
            lk = f"\n      [{b + 5}] button '{likes}', clickable" if likes else ""
            arts.append(f"  [{b}] article 'Post #{i + 1} by @{u}'\n    [{b + 1}] link '{n}', clickable\n    StaticText '{u}'\n    [{b + 2}] link '{d}', clickable\n    StaticText '{txt}'\n    [{b + 3}] group ''{lk}\n      [{b + 6}] button 'like this post', clickable\n      [{b + 7}] button 'copy a link to this post to clipboard', clickable\n      [{b + 8}] button 'show more', clickable\n      [{b + 9}] button 'begin composing a reply to this post', clickable")
        head = B("""
            [30] main ''
              [31] heading 'Kayak rack install on 2019 Outback'
              [32] link 'Gear', clickable
              [33] link 'kayak-rack', clickable
              [34] link 'car', clickable
        """)
        track = ("You will see a count of new replies because you posted a reply to this topic." if extra
                 else "You will be notified if someone mentions your @name or replies to you.")
        tmap = B(f"""
              [80] region 'Topic summary'
                StaticText 'created'
                StaticText '2d'
                StaticText 'last reply'
                StaticText '{last}'
                StaticText '{replies}'
                StaticText 'replies'
                StaticText '{views}'
                StaticText 'views'
                StaticText '{users}'
                StaticText 'users'
                StaticText '8'
                StaticText 'likes'
                StaticText '2'
                StaticText 'links'
              [81] button 'Reply', clickable
              [82] button 'Share', clickable
              [83] button 'Bookmark', clickable
              [84] button 'Flag', clickable
              [85] button 'Tracking', clickable, hasPopup='menu', expanded=False
              StaticText '{track}'
              [86] heading 'Suggested Topics'
              [87] link 'Drysuit repair: latex neck seal', clickable
              [88] link 'Wind forecast apps for the Oslofjord?', clickable
        """, 0)
        tl = B(f"""
            [90] navigation 'topic timeline'
              StaticText 'May 14'
              StaticText '{len(allp)} / {len(allp)}'
              StaticText '{allp[-1][2]} ago'
        """)
        return pg("Kayak rack install on 2019 Outback - Gear - Fjordpadlerne", turl + (f"/{len(allp)}" if extra else ""),
                  header, head, "\n".join(arts), tmap, tl, composer)

    start = topic([], "3h", "5", "4")

    def composer(text: str) -> str:
        tl = f"\n    StaticText '{text}'" if text else ""
        return B("""
            [200] region 'composer'
              StaticText 'Reply to'
              [201] link 'Kayak rack install on 2019 Outback', clickable
              [202] toolbar ''
                [203] button 'Strong', clickable
                [204] button 'Emphasis', clickable
                [205] button 'Hyperlink', clickable
                [206] button 'Blockquote', clickable
                [207] button 'Preformatted text', clickable
                [208] button 'Upload', clickable
                [209] button 'Insert emoji', clickable
        """) + f"\n  [210] textbox 'Type here. Use Markdown, BBCode, or HTML to format. Drag or paste images.', clickable, focused, multiline{tl}\n" + B(f"""
              [211] region 'Preview'
                StaticText '{text}'
              [212] button 'Reply', clickable{'' if text else ', disabled=True'}
              [213] button 'Cancel', clickable
              [214] button 'Hide preview', clickable
        """, 1)

    mine = ("trond_h", "Trond Haugen", "1m", reply, "")
    latest_rows = [("Kayak rack install on 2019 Outback", "Gear", "6", "414", "1m"),
                   ("Summer trip: Lofoten 12-19 July - sign-up", "Trips", "41", "1.2k", "18m"),
                   ("Selling: Valley Etain 17-7, 2016", "Marketplace", "9", "388", "47m"),
                   ("Drysuit repair: latex neck seal", "Gear", "12", "620", "2h"),
                   ("Thursday pool sessions moved to Sagene", "General", "3", "205", "5h"),
                   ("Wind forecast apps for the Oslofjord?", "General", "17", "940", "8h")]
    lr = "\n".join(f"    [{300 + 7 * i}] row ''\n      [{301 + 7 * i}] cell '{t}'\n        [{302 + 7 * i}] link '{t}', clickable\n        [{303 + 7 * i}] link '{c}', clickable\n      [{304 + 7 * i}] cell ''\n      [{305 + 7 * i}] cell '{r}'\n      [{306 + 7 * i}] cell '{v}'\n      [{300 + 7 * i + 49}] cell '{a}'"
                   for i, (t, c, r, v, a) in enumerate(latest_rows))
    latest = pg("Fjordpadlerne - Latest topics", f"{host}/latest", header, B("""
        [30] main ''
          [290] navigation ''
            [291] button 'all categories', clickable, hasPopup='menu', expanded=False
            [292] button 'all tags', clickable, hasPopup='menu', expanded=False
            [293] link 'Latest', clickable
            [294] link 'New', clickable
            [295] link 'Unread', clickable
            [296] link 'Top', clickable
            [297] button '+ New Topic', clickable
          [298] table ''
            [299] row ''
              [280] columnheader 'Topic'
              [281] columnheader ''
              [282] columnheader 'Replies', clickable
              [283] columnheader 'Views', clickable
              [284] columnheader 'Activity', clickable
    """), lr)
    act = pg("Replies - trond_h - Fjordpadlerne", f"{host}/u/trond_h/activity/replies", header, B(f"""
        [30] main ''
          [400] heading 'trond_h'
          StaticText 'Trond Haugen'
          [401] navigation ''
            [402] link 'Summary', clickable
            [403] link 'Activity', clickable
            [404] link 'Notifications', clickable
            [405] link 'Messages', clickable
            [406] link 'Preferences', clickable
          [407] navigation ''
            [408] link 'All', clickable
            [409] link 'Topics', clickable
            [410] link 'Replies', clickable
            [411] link 'Read', clickable
            [412] link 'Drafts', clickable
            [413] link 'Likes', clickable
            [414] link 'Bookmarks', clickable
          [420] list ''
            [421] listitem ''
              [422] link 'Kayak rack install on 2019 Outback', clickable
              [423] link 'Gear', clickable
              StaticText '3h'
              StaticText '{reply}'
            [424] listitem ''
              [425] link 'Summer trip: Lofoten 12-19 July - sign-up', clickable
              [426] link 'Trips', clickable
              StaticText '4d'
              StaticText 'Count me in for the full week. I can bring the club trailer if someone drives the second car.'
            [427] listitem ''
              [428] link 'Thursday pool sessions moved to Sagene', clickable
              [429] link 'General', clickable
              StaticText 'Apr 29'
              StaticText 'Is the roll clinic still on the first Thursday of the month?'
    """))
    turns = [
        ("click('81')", topic([], "3h", "5", "4", composer(""))),
        (f"fill('210', '{reply}')", topic([], "3h", "5", "4", composer(reply))),
        ("click('212')", topic([mine], "1m", "6", "5")),
        ("click('11')", latest),
        ("click('302')", topic([("trond_h", "Trond Haugen", "2m", reply, "")], "2m", "6", "5", views="415")),
        ("click('12')", act),
    ]
    rs.add(task="web", tid="h35-web-14", system=system(site), turns=turns,
           state=state("Reply to the topic 'Kayak rack install on 2019 Outback' with advice about the Thule Hull-a-Port XT, then check that the reply shows up in your activity.", start),
           bad=True, turn=6, kind="reply posted 2 minutes earlier dated 3h in the user activity stream")


# BookStack - clean
def t15(rs: RowSet) -> None:
    site = "BookStack v24.02.2 at https://wiki.moen-arkitekter.no, logged in as Per Olsen (editor)."
    host = "https://wiki.moen-arkitekter.no/books/onboarding/page/new-laptop-setup"
    steps = ["Unbox the laptop, connect it to power and plug in the office network cable (not Wi-Fi).",
             "Sign in with your @moen-arkitekter.no account; Intune enrolment starts automatically.",
             "Wait for Company Portal to finish installing the required apps (about 20 minutes).",
             "Set up the Microsoft Authenticator app for MFA.",
             "Run the Map drives shortcut on the desktop to get the P: drive (Prosjekter).",
             "Install Teams from Company Portal and sign in."]
    new_step = "Enable BitLocker from Company Portal and check that the recovery key shows up in your account profile."
    header = B("""
        [5] banner ''
          [6] link 'Moen Arkitekter Wiki', clickable
          [7] searchbox 'Search', clickable
          [8] link 'Shelves', clickable
          [9] link 'Books', clickable
          [10] link 'Settings', clickable
          [11] button 'Per Olsen', clickable, hasPopup='menu', expanded=False
    """)

    def view(steps_: list[str], updated: str, rev: str, flash: bool = False) -> str:
        li = "\n".join(f"    [{70 + i}] listitem ''\n      StaticText '{s}'" for i, s in enumerate(steps_))
        fl = "[4] alert ''\n  StaticText 'Page successfully updated'\n  [3] button 'Close', clickable" if flash else ""
        return pg("New laptop setup | Moen Arkitekter Wiki", host, fl, header, B("""
            [20] navigation 'Breadcrumb'
              [21] link 'Books', clickable
              [22] link 'Onboarding', clickable
              [23] link 'New laptop setup', clickable
            [24] complementary 'Book Navigation'
              [25] heading 'Book Navigation'
              [26] link 'Welcome to Moen Arkitekter', clickable
              [27] link 'Accounts and access', clickable
              [28] link 'New laptop setup', clickable
              [29] link 'Printers and scanning', clickable
              [30] link 'VPN from home', clickable
            [40] main ''
              [41] heading 'New laptop setup'
              StaticText 'Follow these steps on your first day. Ask in #it-help on Teams if anything gets stuck.'
              [42] heading 'Steps'
              [43] list ''
        """), li, B(f"""
              [44] heading 'Good to know'
              StaticText 'Laptops are Lenovo ThinkPad T14 Gen 4. Bring the charger home; the docks in the office are USB-C.'
            [50] complementary ''
              [51] heading 'Details'
              StaticText 'Revision #{rev}'
              StaticText 'Created 3 months ago by Siri Moen'
              StaticText 'Updated {updated}'
              [52] heading 'Actions'
              [53] link 'Edit', clickable
              [54] link 'Move', clickable
              [55] link 'Revisions', clickable
              [56] link 'Permissions', clickable
              [57] link 'Delete', clickable
              [58] button 'Export', clickable, hasPopup='menu', expanded=False
        """))

    start = view(steps, "2 weeks ago by Ola Dahl", "7")

    def editor(steps_: list[str], focus: int | None, typed: str | None, draft: str) -> str:
        items = []
        for i, s in enumerate(steps_):
            f = ", focused" if focus == i else ""
            items.append(f"    [{120 + i}] listitem ''{f}\n      StaticText '{s}'")
        if typed is not None:
            t = f"\n      StaticText '{typed}'" if typed else ""
            items.append(f"    [{120 + len(steps_)}] listitem '', focused{t}")
        dr = f"\n  StaticText '{draft}'" if draft else ""
        return pg("Editing Page New laptop setup | Moen Arkitekter Wiki", host + "/edit", header, B("""
            [90] toolbar ''
              [91] link 'Back', clickable
              StaticText 'Editing Page'
        """) + dr + "\n" + B("""
              [92] button 'Set Changelog', clickable
              [93] button 'Save Page', clickable
              [94] button 'More options', clickable, hasPopup='menu', expanded=False
            [95] textbox 'Page Title', clickable
              StaticText 'New laptop setup'
            [96] toolbar 'Editor toolbar'
              [97] button 'Formats', clickable, hasPopup='menu', expanded=False
              [98] button 'Bold', clickable
              [99] button 'Italic', clickable
              [100] button 'Bullet list', clickable
              [101] button 'Numbered list', clickable
              [102] button 'Insert/edit link', clickable
              [103] button 'Insert/edit image', clickable
              [104] button 'Table', clickable, hasPopup='menu', expanded=False
              [105] button 'Code block', clickable
            [110] document 'Rich Text Area'
              [111] heading 'New laptop setup'
              StaticText 'Follow these steps on your first day. Ask in #it-help on Teams if anything gets stuck.'
              [112] heading 'Steps'
              [113] list ''
        """, 0), "\n".join(items), B("""
              [140] heading 'Good to know'
              StaticText 'Laptops are Lenovo ThinkPad T14 Gen 4. Bring the charger home; the docks in the office are USB-C.'
        """, 1))

    revs = [("8", "Per Olsen", "14 seconds ago", "\u2014", True), ("7", "Ola Dahl", "2 weeks ago", "Added MFA step", False),
            ("6", "Ola Dahl", "1 month ago", "Teams now via Company Portal", False), ("5", "Siri Moen", "2 months ago", "\u2014", False)]
    rr = []
    for i, (n, who, when, ch, cur) in enumerate(revs):
        b = 200 + 10 * i
        acts = f"        StaticText 'Current Version'\n        [{b + 6}] link 'Preview', clickable" if cur else f"        [{b + 6}] link 'Preview', clickable\n        [{b + 7}] button 'Restore', clickable\n        [{b + 8}] button 'Delete', clickable"
        rr.append(f"    [{b}] row ''\n      [{b + 1}] cell '{n}'\n      [{b + 2}] cell 'New laptop setup'\n      [{b + 3}] cell '{who} {when}'\n        StaticText '{who}'\n        StaticText '{when}'\n      [{b + 4}] cell '{ch}'\n      [{b + 5}] cell ''\n{acts}")
    revisions = pg("Revisions | New laptop setup | Moen Arkitekter Wiki", host + "/revisions", header, B("""
        [20] navigation 'Breadcrumb'
          [21] link 'Books', clickable
          [22] link 'Onboarding', clickable
          [23] link 'New laptop setup', clickable
          [24] link 'Revisions', clickable
        [40] main ''
          [41] heading 'Page Revisions'
          [190] table ''
            [191] row ''
              [192] columnheader '#'
              [193] columnheader 'Name'
              [194] columnheader 'Made By'
              [195] columnheader 'Changelog'
              [196] columnheader 'Actions'
    """), "\n".join(rr))
    turns = [
        ("click('53')", editor(steps, None, None, "")),
        ("click('125')", editor(steps, 5, None, "")),
        ("keyboard_press('End')", editor(steps, 5, None, "")),
        ("keyboard_press('Enter')", editor(steps, None, "", "")),
        (f"keyboard_type('{new_step}')", editor(steps, None, new_step, "Draft saved at 10:21:44")),
        ("click('93')", view(steps + [new_step], "1 second ago by Per Olsen", "8", flash=True)),
        ("click('55')", revisions),
        ("go_back()", view(steps + [new_step], "1 minute ago by Per Olsen", "8")),
    ]
    rs.add(task="web", tid="h35-web-15", system=system(site), turns=turns,
           state=state("Add a final step about enabling BitLocker to the 'New laptop setup' page, save it and check the page revisions.", start),
           bad=False)


# Jellyfin - bad
def t16(rs: RowSet) -> None:
    site = "Jellyfin 10.8.13 web client at http://media.lindberg.lan:8096, signed in as administrator erik."
    host = "http://media.lindberg.lan:8096/web/index.html#!"
    iid = "5f2c1a9e8b7d4c3e9a1f0b6d2e4c8a71"
    sid = "a3d9c2e17b4f4e0c8e2b9f61d05c7a44"
    header = B("""
        [5] banner ''
          [6] button 'Back', clickable
          [7] button 'Home', clickable
          [8] button 'Menu', clickable
          [9] button 'SyncPlay', clickable
          [10] button 'Play on another device', clickable
          [11] button 'Search', clickable
          [12] button 'erik', clickable
    """)
    movies = [("Amarcord", "1973"), ("Ikiru", "1952"), ("La Strada", "1954"), ("Persona", "1966"), ("Rashomon", "1950"),
              ("The Seventh Seal", "1957"), ("Tokyo Story", "1953"), ("Wild Strawberries", "1957")]

    def library(order: list[tuple[str, str]]) -> str:
        cards = "\n".join(f"    [{100 + 4 * i}] link '{t}', clickable\n      [{101 + 4 * i}] image '{t}'\n      StaticText '{t}'\n      StaticText '{y}'\n      [{102 + 4 * i}] button 'More', clickable"
                          for i, (t, y) in enumerate(order))
        return pg("Movies", f"{host}/movies.html?topParentId=f137a2dd21bbc1b99aa5c0f6bf02a805&collectionType=movies", header, B("""
            [30] main ''
              [31] heading 'Movies'
              [32] tablist ''
                [33] tab 'Movies', clickable, selected=True
                [34] tab 'Suggestions', clickable, selected=False
                [35] tab 'Favorites', clickable, selected=False
                [36] tab 'Collections', clickable, selected=False
                [37] tab 'Genres', clickable, selected=False
              StaticText '1-8 of 8'
              [38] button 'Play all', clickable
              [39] button 'Shuffle', clickable
              [40] button 'Sort', clickable
              [41] button 'Filter', clickable
              [42] button 'Select View', clickable
              [43] group ''
        """), cards)

    start = library(movies)

    def details(tags: str, menu: bool = False, dialog: str = "", toast: str = "") -> str:
        tl = f"\n    StaticText 'Tags'\n    [73] link '{tags}', clickable" if tags else ""
        parts = [header, B("""
            [30] main ''
              [50] heading 'The Seventh Seal'
              StaticText 'Det sjunde inseglet'
              StaticText '1957'
              StaticText '1h 36m'
              StaticText 'Not Rated'
              StaticText '8.1'
              StaticText '93%'
              StaticText 'Ends at 11:47 PM'
              [51] button 'Play', clickable
              [52] button 'Trailer', clickable
              [53] button 'Mark played', clickable
              [54] button 'Add to favorites', clickable
              [55] button 'More', clickable, hasPopup='menu', expanded=False
              StaticText 'Video'
              [56] combobox 'Video', clickable, disabled=True
                StaticText '1080p H264 SDR'
              StaticText 'Audio'
              [57] combobox 'Audio', clickable, hasPopup='menu', expanded=False
                StaticText 'Swedish - FLAC - Mono - Default'
              StaticText 'Subtitles'
              [58] combobox 'Subtitles', clickable, hasPopup='menu', expanded=False
                StaticText 'English - SUBRIP - Default'
              StaticText 'A knight returning to Sweden after the Crusades seeks answers about life, death and the existence of God as he plays chess against the Grim Reaper during the Black Plague.'
              [60] group ''
                StaticText 'Genres'
                [61] link 'Drama', clickable
                [62] link 'Fantasy', clickable
                StaticText 'Director'
                [63] link 'Ingmar Bergman', clickable
                StaticText 'Writer'
                [64] link 'Ingmar Bergman', clickable
                StaticText 'Studios'
                [65] link 'Svensk Filmindustri', clickable
        """) + tl + "\n" + B("""
                StaticText 'Links'
                [66] link 'IMDb', clickable
                [67] link 'TheMovieDb', clickable
                [68] link 'Trakt', clickable
              [80] heading 'Cast & Crew'
              [81] link 'Max von Sydow Antonius Block', clickable
              [82] link 'Gunnar Bj\u00f6rnstrand J\u00f6ns', clickable
              [83] link 'Bengt Ekerot Death', clickable
              [84] link 'Nils Poppe Jof', clickable
              [85] link 'Bibi Andersson Mia', clickable
              [86] heading 'More Like This'
              [87] link 'Wild Strawberries', clickable
              [88] link 'The Virgin Spring', clickable
              [89] link 'Through a Glass Darkly', clickable
        """, 1)]
        if menu:
            parts.append(B("""
                [200] menu ''
                  [201] menuitem 'Add to collection', clickable
                  [202] menuitem 'Add to playlist', clickable
                  [203] menuitem 'Download', clickable
                  [204] menuitem 'Edit images', clickable
                  [205] menuitem 'Edit metadata', clickable
                  [206] menuitem 'Edit subtitles', clickable
                  [207] menuitem 'Identify', clickable
                  [208] menuitem 'Media Info', clickable
                  [209] menuitem 'Refresh metadata', clickable
                  [210] menuitem 'Delete media', clickable
            """))
        if dialog:
            parts.append(dialog)
        if toast:
            parts.append(toast)
        return pg("The Seventh Seal", f"{host}/details?id={iid}&serverId={sid}", *parts)

    def meta(tags: list[str], sort: str, imdb: str, prompt: str | None = None, focus: str = "", bg: str = "") -> str:
        tg = "\n".join(f"  StaticText '{t}'\n  [{330 + i}] button 'Delete', clickable" for i, t in enumerate(tags))
        d = B("""
            [300] dialog 'The Seventh Seal', modal=True
              [301] button 'Close', clickable
              [302] heading 'The Seventh Seal'
              StaticText 'Path'
              StaticText '/mnt/media/movies/The Seventh Seal (1957)/The Seventh Seal (1957) Bluray-1080p.mkv'
              [303] textbox 'Title', clickable
                StaticText 'The Seventh Seal'
              [304] textbox 'Original title', clickable
                StaticText 'Det sjunde inseglet'
        """) + f"\n  [305] textbox 'Sort title', clickable{', focused' if focus == 'sort' else ''}" + (f"\n    StaticText '{sort}'" if sort else "") + "\n" + B("""
              [306] textbox 'Date added', clickable
                StaticText '11/3/2023'
              [307] textbox 'Community rating', clickable
                StaticText '8.1'
              [308] textbox 'Critic rating', clickable
                StaticText '93'
              [309] textbox 'Overview', clickable, multiline
                StaticText 'A knight returning to Sweden after the Crusades seeks answers about life, death and the existence of God as he plays chess against the Grim Reaper during the Black Plague.'
              [310] textbox 'Release date', clickable
                StaticText '2/16/1957'
              [311] textbox 'Year', clickable
                StaticText '1957'
              [312] combobox 'Parental rating', clickable, hasPopup='menu', expanded=False
                StaticText 'Not Rated'
              [313] textbox 'Runtime (minutes)', clickable
                StaticText '96'
              [314] heading 'Genres'
              StaticText 'Drama'
              [315] button 'Delete', clickable
              StaticText 'Fantasy'
              [316] button 'Delete', clickable
              [317] button 'Add', clickable
              [318] heading 'Tags'
              [319] button 'Add', clickable
        """, 1) + ("\n" + tg if tg else "") + "\n" + B(f"""
              [320] heading 'Studios'
              StaticText 'Svensk Filmindustri'
              [321] heading 'External Ids'
              [322] textbox 'IMDb Id', clickable
                StaticText '{imdb}'
              [323] textbox 'TheMovieDb Id', clickable
                StaticText '490'
              [324] textbox 'TheMovieDb Collection Id', clickable
              [325] textbox 'TheTVDB Numerical Series Id', clickable
              [326] checkbox 'Lock this item to prevent future changes', clickable, checked='false'
              [327] button 'Save', clickable
              [328] button 'Cancel', clickable
        """, 1)
        if prompt is not None:
            pl = f"\n    StaticText '{prompt}'" if prompt else ""
            d += "\n" + B("""
                [350] dialog 'Tags', modal=True
                  [351] heading 'Tags'
            """) + f"\n  [352] textbox 'Tags', clickable, focused{pl}\n" + B("""
                  [353] button 'OK', clickable
                  [354] button 'Cancel', clickable
            """, 1)
        return details(bg, dialog=d)

    toast = B("""
        [360] alert ''
          StaticText 'Item saved.'
    """)
    resorted = [movies[0], ("The Seventh Seal", "1957")] + [m for m in movies[1:] if m[0] != "The Seventh Seal"]
    turns = [
        ("click('120')", details("")),
        ("click('55')", details("", menu=True)),
        ("click('205')", meta([], "", "tt0050976")),
        ("click('319')", meta([], "", "tt0050976", prompt="")),
        ("fill('352', 'criterion')", meta([], "", "tt0050976", prompt="criterion")),
        ("click('353')", meta(["criterion"], "", "tt0050976")),
        ("fill('305', 'Det sjunde inseglet')", meta(["criterion"], "Det sjunde inseglet", "tt0050976", focus="sort")),
        ("click('327')", details("criterion", toast=toast)),
        ("click('55')", details("criterion", menu=True)),
        ("click('205')", meta(["criterion"], "Det sjunde inseglet", "tt0050967", bg="criterion")),
        ("click('328')", details("criterion")),
        ("click('6')", library(resorted)),
    ]
    rs.add(task="web", tid="h35-web-16", system=system(site), turns=turns,
           state=state("Tag The Seventh Seal with 'criterion' and give it the sort title 'Det sjunde inseglet', then check its place in the Movies library.", start),
           bad=True, turn=10, kind="IMDb id of the movie differs when the metadata editor is reopened")


# Wekan - clean
def t17(rs: RowSet) -> None:
    site = "Wekan v7.42 at https://boards.kvist-media.no, logged in as lsolberg (Lise Solberg). Board: Website relaunch."
    host = "https://boards.kvist-media.no/b/Xk3cT9pQbR7mZ2wAe/website-relaunch"
    header = B("""
        [5] banner ''
          [6] link 'All boards', clickable
          [7] link 'Website relaunch', clickable
          [8] button 'Star this board', clickable
          [9] button 'Board view: Lists', clickable, hasPopup='menu', expanded=False
          [10] button 'Filter', clickable
          [11] button 'Search', clickable
          [12] button 'Open sidebar', clickable
          [13] button 'Notifications', clickable
          [14] button 'Lise Solberg', clickable, hasPopup='menu', expanded=False
    """)
    cards = {
        "Backlog": [("Blog migration (WordPress export)", "Dev", "", ""), ("Image CDN evaluation", "Dev", "", ""), ("404 page illustration", "Design", "", ""),
                    ("Accessibility audit (WCAG 2.2)", "QA", "Jun 7", "0/12"), ("Newsletter signup A/B test", "Marketing", "", "")],
        "In progress": [("Cookie banner copy", "Legal", "May 24", "3/4"), ("Product page templates", "Design", "May 31", "5/9"), ("Search with Meilisearch", "Dev", "Jun 3", "1/6")],
        "Review": [("Footer redesign", "Design", "", "4/4"), ("Contact form spam filter", "Dev", "", "2/2")],
        "Done": [("Domain DNS cutover plan", "Dev", "", "7/7"), ("Hosting contract signed", "Admin", "", ""), ("Old sitemap cleanup", "Dev", "", "3/3"),
                 ("Style guide v2", "Design", "", "11/11"), ("Analytics consent mode", "Legal", "", "2/2"), ("Staging environment", "Dev", "", "5/5")],
    }
    cbid: dict[str, int] = {}
    n = 100
    for lst in cards.values():
        for c in lst:
            cbid[c[0]] = n
            n += 4

    def board(lists: dict[str, list[tuple[str, str, str, str]]], overlay: str = "") -> str:
        out = []
        for li, (name, cs) in enumerate(lists.items()):
            lb = 40 + 4 * li
            items = []
            for t, lab, due, chk in cs:
                b = cbid[t]
                extra = (f"\n        StaticText '{due}'" if due else "") + (f"\n        StaticText '{chk}'" if chk else "")
                items.append(f"      [{b}] link '{t}', clickable\n        StaticText '{lab}'\n        StaticText '{t}'{extra}")
            out.append(f"  [{lb}] region '{name}'\n    [{lb + 1}] heading '{name}'\n    StaticText '{len(cs)}'\n    [{lb + 2}] button 'List actions', clickable, hasPopup='menu', expanded=False\n    [{lb + 3}] list ''\n" + "\n".join(items) + f"\n    [{lb + 500}] button 'Add card to bottom of list', clickable")
        return pg("Website relaunch - Wekan", host, header, "[30] main ''\n  [31] region 'Default'\n    StaticText 'Default'", "\n".join("  " + ln for ln in "\n".join(out).split("\n")), overlay)

    start = board(cards)

    def card_modal(title: str, lst: str, label: str, due: str, members: str, checklist: list[tuple[str, bool]], acts: list[str], desc: str, menu: str = "", received: str = "May 6") -> str:
        done = sum(1 for _, d in checklist if d)
        ck = "\n".join(f"      [{430 + i}] checkbox '{t}', clickable, checked='{str(d).lower()}'" for i, (t, d) in enumerate(checklist))
        ac = "\n".join(f"    [{460 + i}] listitem ''\n      StaticText '{a}'" for i, a in enumerate(acts))
        m = B(f"""
            [400] dialog '{title}', modal=True
              [401] button 'Close card', clickable
              [402] button 'Card details menu', clickable, hasPopup='menu', expanded={bool(menu)}
              [403] heading '{title}'
              StaticText 'in list'
              [404] link '{lst}', clickable
              StaticText 'Received'
              [405] button '{received}', clickable
              StaticText 'Due'
              [406] button '{due or '+'}', clickable
              StaticText 'Members'
              [407] button '{members}', clickable
              [408] button 'Add member', clickable
              StaticText 'Labels'
              [409] button '{label}', clickable
              [410] button 'Add label', clickable
              [411] heading 'Description'
              StaticText '{desc}'
              [412] button 'Edit description', clickable
        """)
        if checklist:
            m += "\n" + f"  [420] region 'Checklist'\n    [421] heading 'Checklist'\n    StaticText '{done}/{len(checklist)}'\n    [422] group ''\n" + ck
        m += "\n" + "  [450] heading 'Activity'\n  [451] textbox 'Write a comment', clickable, multiline\n  [452] list ''\n" + ac
        if menu:
            m += "\n" + menu
        return m

    cookie_ck = [("Draft text NO/EN", True), ("Legal review", True), ("Category descriptions", True), ("Translate to Swedish", False)]
    cookie_desc = "Banner and settings dialog copy for the consent manager. Keep under 60 words on mobile."
    cookie_acts = ["Marius Kvist checked Category descriptions in Checklist - May 15, 2024 16:02",
                   "Lise Solberg checked Legal review in Checklist - May 14, 2024 11:37",
                   "Lise Solberg moved this card from Backlog to In progress - May 8, 2024 09:20",
                   "Marius Kvist added this card to Backlog - May 6, 2024 13:45"]
    menu_pop = B("""
        [480] dialog 'Card actions'
          [481] heading 'Card actions'
          [482] menuitem 'Move to top', clickable
          [483] menuitem 'Move to bottom', clickable
          [484] menuitem 'Move card', clickable
          [485] menuitem 'Copy card', clickable
          [486] menuitem 'Copy checklist to many cards', clickable
          [487] menuitem 'Set card color', clickable
          [488] menuitem 'Archive', clickable
          [489] menuitem 'More', clickable
    """, 1)

    def move_pop(lst: str) -> str:
        opts = "\n".join(f"      [{505 + i}] option '{x}', selected={x == lst}" for i, x in enumerate(["Backlog", "In progress", "Review", "Done"]))
        return B("""
            [500] dialog 'Move card'
              [501] heading 'Move card'
              [502] combobox 'Board', clickable, hasPopup='menu', expanded=False
                StaticText 'Website relaunch'
              [503] combobox 'Swimlane', clickable, hasPopup='menu', expanded=False
                StaticText 'Default'
              [504] combobox 'List', clickable, hasPopup='menu', expanded=False
        """, 1) + "\n" + opts + "\n" + B("""
              [510] button 'Done', clickable
        """, 2)

    def cookie(lst: str, acts: list[str], menu: str = "") -> str:
        return card_modal("Cookie banner copy", lst, "Legal", "May 24", "MK LS", cookie_ck, acts, cookie_desc, menu)

    moved = {k: list(v) for k, v in cards.items()}
    ck_card = moved["In progress"].pop(0)
    moved["Review"].append(ck_card)
    sm_ck = [("Remove /old-shop URLs", True), ("Regenerate sitemap.xml", True), ("Resubmit in Search Console", True)]
    sm_acts = ["Lise Solberg moved this card from Review to Done - May 2, 2024 14:10", "Marius Kvist added this card to Backlog - Apr 22, 2024 10:05"]

    def sitemap(menu: str = "") -> str:
        return card_modal("Old sitemap cleanup", "Done", "Dev", "", "LS", sm_ck, sm_acts, "Remove legacy shop URLs from the sitemap before the cutover.", menu, received="Apr 22")

    archived = {k: list(v) for k, v in moved.items()}
    archived["Done"] = [c for c in archived["Done"] if c[0] != "Old sitemap cleanup"]
    arch_side = B("""
        [600] complementary 'Archive'
          [601] heading 'Archive'
          [602] tablist ''
            [603] tab 'Cards', clickable, selected=True
            [604] tab 'Lists', clickable, selected=False
            [605] tab 'Swimlanes', clickable, selected=False
          [606] list ''
            [607] listitem ''
              [608] link 'Old sitemap cleanup', clickable
              StaticText 'Done'
              [609] button 'Restore', clickable
              [610] button 'Delete', clickable
            [611] listitem ''
              [612] link 'Test card - ignore', clickable
              StaticText 'Backlog'
              [613] button 'Restore', clickable
              [614] button 'Delete', clickable
    """)
    side = B("""
        [590] complementary 'Sidebar'
          [591] heading 'Board settings'
          [592] link 'Members (4)', clickable
          [593] link 'Labels', clickable
          [594] link 'Archive', clickable
          [595] link 'Board activities', clickable
          [596] link 'Export board', clickable
    """)
    c_b = cbid["Cookie banner copy"]
    s_b = cbid["Old sitemap cleanup"]
    now_act = ["Lise Solberg moved this card from In progress to Review - May 16, 2024 10:18"] + cookie_acts
    turns = [
        (f"click('{c_b}')", board(cards, cookie("In progress", cookie_acts))),
        ("click('402')", board(cards, cookie("In progress", cookie_acts, menu_pop))),
        ("click('484')", board(cards, cookie("In progress", cookie_acts, move_pop("In progress")))),
        ("select_option('504', 'Review')", board(cards, cookie("In progress", cookie_acts, move_pop("Review")))),
        ("click('510')", board(moved, cookie("Review", now_act))),
        ("click('401')", board(moved)),
        (f"click('{s_b}')", board(moved, sitemap())),
        ("click('402')", board(moved, sitemap(menu_pop))),
        ("click('488')", board(archived)),
        ("click('12')", board(archived, side)),
        ("click('594')", board(archived, arch_side)),
    ]
    rs.add(task="web", tid="h35-web-17", system=system(site), turns=turns,
           state=state("Move the card 'Cookie banner copy' to Review, archive 'Old sitemap cleanup' from Done, and confirm it is in the board archive.", start),
           bad=False)


# Dolibarr - bad
def t18(rs: RowSet) -> None:
    site = "Dolibarr ERP/CRM 19.0.1 at https://erp.aas-kaffe.no, logged in as Gunnhild Aas (admin). Currency NOK."
    host = "https://erp.aas-kaffe.no"
    top = B("""
        [5] navigation 'Top menu'
          [6] link 'Home', clickable
          [7] link 'Third-parties', clickable
          [8] link 'Products', clickable
          [9] link 'Commerce', clickable
          [10] link 'Billing | Payment', clickable
          [11] link 'Banks | Cash', clickable
          [12] link 'Tools', clickable
          [13] link 'Gunnhild Aas', clickable
        [14] navigation 'Left menu'
          [15] link 'Customer invoices', clickable
          [16] link 'New invoice', clickable
          [17] link 'List', clickable
          [18] link 'Unpaid', clickable
          [19] link 'Payments', clickable
          [20] link 'Reports', clickable
          [21] link 'Supplier invoices', clickable
    """)
    lines = [("ESP-1KG - Coffee beans, Espresso blend 1 kg", "15%", "289.00", "12", "3,468.00"),
             ("OAT-1L - Oat milk Barista 1 L", "15%", "32.50", "24", "780.00"),
             ("CUP-12OZ - Paper cup 12 oz (sleeve of 50)", "25%", "145.00", "8", "1,160.00")]

    def card(status: str, paid: str, remain: str, payments: list[tuple[str, str, str, str, str]], dialog: str = "") -> str:
        lr = "\n".join(f"    [{120 + 7 * i}] row ''\n      [{121 + 7 * i}] cell '{d}'\n        [{122 + 7 * i}] link '{d.split(' - ')[0]}', clickable\n        StaticText '{d.split(' - ')[1]}'\n      [{123 + 7 * i}] cell '{v}'\n      [{124 + 7 * i}] cell '{pu}'\n      [{125 + 7 * i}] cell '{q}'\n      [{126 + 7 * i}] cell '{t}'"
                       for i, (d, v, pu, q, t) in enumerate(lines))
        pr = "\n".join(f"    [{160 + 6 * i}] row ''\n      [{161 + 6 * i}] cell '{r}'\n        [{162 + 6 * i}] link '{r}', clickable\n      [{163 + 6 * i}] cell '{d}'\n      [{164 + 6 * i}] cell '{ty}'\n      [{165 + 6 * i}] cell '{bank}'\n        [{166 + 6 * i}] link '{bank}', clickable\n      [{160 + 6 * i + 40}] cell '{a}'"
                       for i, (r, d, ty, bank, a) in enumerate(payments))
        btn = ("  [190] link 'Send email', clickable\n  [191] link 'Enter payment', clickable\n  [192] link \"Classify 'Paid'\", clickable\n"
               "  [193] link \"Classify 'Abandoned'\", clickable\n  [194] link 'Create credit note', clickable\n  [195] link 'Clone', clickable")
        return pg("FA2405-0117 - Customer invoice", f"{host}/compta/facture/card.php?facid=1184", top, B(f"""
            [30] main ''
              [31] tablist ''
                [32] tab 'Customer invoice', clickable, selected=True
                [33] tab 'Contacts/Addresses', clickable, selected=False
                [34] tab 'Notes', clickable, selected=False
                [35] tab 'Linked files', clickable, selected=False
                [36] tab 'Events', clickable, selected=False
              [37] link 'Back to list', clickable
              [38] heading 'FA2405-0117'
              StaticText 'Ref. customer: PO 2024-118'
              [39] link 'Brenneriet Kaf\u00e9 AS', clickable
              StaticText '{status}'
              [40] table ''
                [41] row ''
                  [42] cell 'Type'
                  [43] cell 'Standard invoice'
                [44] row ''
                  [45] cell 'Invoice date'
                  [46] cell '05/16/2024'
                [47] row ''
                  [48] cell 'Payment terms'
                  [49] cell '30 days'
                [50] row ''
                  [51] cell 'Due date'
                  [52] cell '06/15/2024'
                [53] row ''
                  [54] cell 'Payment method'
                  [55] cell 'Credit transfer'
                [56] row ''
                  [57] cell 'Bank account'
                  [58] cell 'DNB Driftskonto'
              [60] table ''
                [61] row ''
                  [62] cell 'Amount (excl. tax)'
                  [63] cell '5,408.00 kr'
                [64] row ''
                  [65] cell 'Amount tax'
                  [66] cell '927.20 kr'
                [67] row ''
                  [68] cell 'Amount (inc. tax)'
                  [69] cell '6,335.20 kr'
              [150] table ''
                [151] row ''
                  [152] columnheader 'Payments'
                  [153] columnheader 'Date'
                  [154] columnheader 'Type'
                  [155] columnheader 'Bank account'
                  [156] columnheader 'Amount'
        """), pr, B(f"""
                [180] row ''
                  [181] cell 'Already paid:'
                  [182] cell '{paid}'
                [183] row ''
                  [184] cell 'Billed:'
                  [185] cell '6,335.20'
                [186] row ''
                  [187] cell 'Remain to pay:'
                  [188] cell '{remain}'
              [110] table ''
                [111] row ''
                  [112] columnheader 'Description'
                  [113] columnheader 'VAT'
                  [114] columnheader 'U.P. (excl.)'
                  [115] columnheader 'Qty'
                  [116] columnheader 'Total (excl.)'
        """, 1), lr, btn, dialog)

    start = card("Unpaid", "0.00", "6,335.20", [])

    def pay_form(amount: str, dialog: str = "") -> str:
        al = f"\n          StaticText '{amount}'" if amount else ""
        return pg("Enter payment - FA2405-0117", f"{host}/compta/paiement.php?facid=1184&action=create", top, B("""
            [30] main ''
              [31] heading 'Enter payment received from customer'
              [210] table ''
                [211] row ''
                  [212] cell 'Third party'
                  [213] cell 'Brenneriet Kaf\u00e9 AS'
                [214] row ''
                  [215] cell 'Date'
                  [216] cell ''
                    [217] textbox 'Date', clickable
                      StaticText '05/16/2024'
                    [218] button 'Now', clickable
                [219] row ''
                  [220] cell 'Payment type'
                  [221] cell ''
                    [222] combobox 'Payment type', clickable, hasPopup='menu', expanded=False
                      StaticText 'Credit transfer'
                [223] row ''
                  [224] cell 'Record into account'
                  [225] cell ''
                    [226] combobox 'Record into account', clickable, hasPopup='menu', expanded=False
                      StaticText 'DNB Driftskonto'
                [227] row ''
                  [228] cell 'Numbering'
                  [229] cell ''
                    [230] textbox 'Numbering', clickable
                [231] row ''
                  [232] cell 'Comments'
                  [233] cell ''
                    [234] textbox 'Comments', clickable, multiline
              [240] table ''
                [241] row ''
                  [242] columnheader 'Invoice'
                  [243] columnheader 'Date'
                  [244] columnheader 'Due date'
                  [245] columnheader 'Amount TTC'
                  [246] columnheader 'Received'
                  [247] columnheader 'Remain to pay'
                  [248] columnheader 'Amount'
                [249] row ''
                  [250] cell 'FA2405-0117'
                  [251] cell '05/16/2024'
                  [252] cell '06/15/2024'
                  [253] cell '6,335.20'
                  [254] cell '0.00'
                  [255] cell '6,335.20'
                  [256] cell ''
        """), f"        [257] textbox 'amount_1184', clickable{', focused' if amount else ''}{al}\n        [258] button 'Pay the remaining amount', clickable", B(f"""
                [260] row ''
                  [261] cell 'Total'
                  [262] cell ''
                  [263] cell ''
                  [264] cell '6,335.20'
                  [265] cell '0.00'
                  [266] cell '6,335.20'
                  [267] cell '{amount.replace('3000', '3,000.00') if amount else '0.00'}'
              [270] button 'Pay', clickable
              [271] button 'Cancel', clickable
        """, 1), dialog)

    confirm = B("""
        [280] dialog 'Confirm payment', modal=True
          [281] heading 'Confirm payment'
          StaticText 'Are you sure you want to confirm the payment of 3,000.00 NOK?'
          [282] button 'Yes', clickable
          [283] button 'No', clickable
    """)
    pays = [("PAY2405-0042", "05/16/2024", "Credit transfer", "DNB Driftskonto", "3,000.00")]
    pay_card = pg("PAY2405-0042 - Payment", f"{host}/compta/paiement/card.php?id=642", top, B("""
        [30] main ''
          [31] tablist ''
            [32] tab 'Payment', clickable, selected=True
            [33] tab 'Info', clickable, selected=False
          [37] link 'Back to list', clickable
          [38] heading 'PAY2405-0042'
          [300] table ''
            [301] row ''
              [302] cell 'Date'
              [303] cell '05/16/2024'
            [304] row ''
              [305] cell 'Payment type'
              [306] cell 'Credit transfer'
            [307] row ''
              [308] cell 'Amount'
              [309] cell '3,000.00 kr'
            [310] row ''
              [311] cell 'Note'
              [312] cell ''
            [313] row ''
              [314] cell 'Bank account'
              [315] cell ''
                [316] link 'DNB Driftskonto', clickable
            [317] row ''
              [318] cell 'Bank entry'
              [319] cell ''
                [320] link '8841', clickable
          [330] table ''
            [331] row ''
              [332] columnheader 'Invoice'
              [333] columnheader 'Third party'
              [334] columnheader 'Amount'
              [335] columnheader 'Status'
            [336] row ''
              [337] cell 'FA2405-0117'
                [338] link 'FA2405-0117', clickable
              [339] cell 'Brenneriet Kaf\u00e9 AS'
              [340] cell '3,000.00'
              [341] cell 'Started'
          [342] link 'Delete', clickable
    """))
    bank_rows = [("8841", "05/16/2024", "05/16/2024", "VIR", "Customer payment PAY2405-0042", "Brenneriet Kaf\u00e9 AS", "", "3,000.00", "187,212.55"),
                 ("8839", "05/15/2024", "05/15/2024", "PRE", "Rent May - Tollbugata 9", "Tollbugata Eiendom AS", "18,500.00", "", "184,212.55"),
                 ("8838", "05/15/2024", "05/15/2024", "VIR", "Customer payment PAY2405-0041", "Kaffebrenneriet Torget", "", "9,870.40", "202,712.55"),
                 ("8835", "05/14/2024", "05/14/2024", "PRE", "Supplier payment SP2405-0019", "Kaffeimport Norden AS", "41,230.00", "", "192,842.15"),
                 ("8833", "05/13/2024", "05/13/2024", "VIR", "Customer payment PAY2405-0040", "Hotell Fjordgl\u00f8tt", "", "12,604.00", "234,072.15")]
    br = "\n".join(f"    [{400 + 10 * i}] row ''\n      [{401 + 10 * i}] cell '{a}'\n        [{402 + 10 * i}] link '{a}', clickable\n      [{403 + 10 * i}] cell '{d}'\n      [{404 + 10 * i}] cell '{v}'\n      [{405 + 10 * i}] cell '{t}'\n      [{406 + 10 * i}] cell '{lab}'\n      [{407 + 10 * i}] cell '{tp}'\n      [{408 + 10 * i}] cell '{deb}'\n      [{409 + 10 * i}] cell '{cr}'\n      [{460 + i}] cell '{bal}'"
                   for i, (a, d, v, t, lab, tp, deb, cr, bal) in enumerate(bank_rows))
    bank = pg("DNB Driftskonto - Bank entries", f"{host}/compta/bank/bankentries_list.php?id=2", top, B("""
        [30] main ''
          [31] tablist ''
            [32] tab 'Bank account', clickable, selected=False
            [33] tab 'Entries', clickable, selected=True
            [34] tab 'Planned entries', clickable, selected=False
            [35] tab 'Graphs', clickable, selected=False
          [38] heading 'DNB Driftskonto'
          StaticText 'Account: 1503.27.88214'
          [360] link 'Reconcile', clickable
          [361] link 'New entry', clickable
          [390] table ''
            [391] row ''
              [392] columnheader 'Ref.', clickable
              [393] columnheader 'Date', clickable
              [394] columnheader 'Value date', clickable
              [395] columnheader 'Type', clickable
              [396] columnheader 'Description'
              [397] columnheader 'Third-party'
              [398] columnheader 'Debit', clickable
              [399] columnheader 'Credit', clickable
              [389] columnheader 'Balance'
    """), br)
    turns = [
        ("click('191')", pay_form("")),
        ("fill('257', '3000')", pay_form("3000")),
        ("click('270')", pay_form("3000", confirm)),
        ("click('282')", card("Started", "3,000.00", "6,335.20", pays)),
        ("click('162')", pay_card),
        ("click('316')", bank),
    ]
    rs.add(task="web", tid="h35-web-18", system=system(site), turns=turns,
           state=state("Record a partial bank transfer of 3,000.00 NOK from Brenneriet Kaf\u00e9 AS against invoice FA2405-0117 and check that it reached the DNB account.", start),
           bad=True, turn=4, kind="remain to pay unchanged after a 3,000.00 partial payment")


# n8n - clean
def t19(rs: RowSet) -> None:
    site = "n8n 1.40.0 (self-hosted) at https://flows.bergli-sko.no, signed in as owner Sondre Bergli."
    host = "https://flows.bergli-sko.no"
    wid = "Fq3kV9aB2LmX7pRt"
    side = B("""
        [5] navigation ''
          [6] link 'n8n', clickable
          [7] button 'Add workflow', clickable
          [8] link 'Workflows', clickable
          [9] link 'Credentials', clickable
          [10] link 'Executions', clickable
          [11] link 'Help', clickable
          [12] button 'Sondre Bergli', clickable, hasPopup='menu', expanded=False
    """)

    def header(active: bool, tab: str) -> str:
        return B(f"""
            [20] banner ''
              [21] textbox 'Workflow name', clickable
                StaticText 'Shopify big orders to Sheets + Slack'
              [22] button 'shop', clickable
              [23] radiogroup ''
                [24] radio 'Editor', clickable, checked='{str(tab == 'Editor').lower()}'
                [25] radio 'Executions', clickable, checked='{str(tab == 'Executions').lower()}'
              [26] switch '{'Active' if active else 'Inactive'}', clickable, checked='{str(active).lower()}'
              [27] button 'Share', clickable
              StaticText 'Saved'
              [28] button 'Workflow menu', clickable, hasPopup='menu', expanded=False
        """)

    nodes = [("Every 5 minutes", "Schedule Trigger", "1 item"), ("Get recent orders", "HTTP Request", "12 items"),
             ("Paid and >= 1500 kr", "Filter", "3 items"), ("Append to Orders sheet", "Google Sheets", "3 items"),
             ("Post to #big-orders", "Slack", "3 items")]

    def canvas(active: bool, ran: bool, toast: str = "", modal: str = "") -> str:
        ns = []
        for i, (n, t, items) in enumerate(nodes):
            b = 40 + 3 * i
            extra = f"\n    StaticText '{items}'\n    [{b + 2}] image 'Node executed successfully'" if ran else ""
            ns.append(f"  [{b}] button '{n}', clickable\n    StaticText '{n}'\n    StaticText '{t}'{extra}")
        return pg("Shopify big orders to Sheets + Slack - n8n", f"{host}/workflow/{wid}",
                  side, header(active, "Editor"), "[30] main ''\n  [31] region 'Canvas'", "\n".join("  " + ln for ln in "\n".join(ns).split("\n")), B("""
              [60] button 'Test workflow', clickable
              [61] button 'Zoom to fit', clickable
              [62] button 'Zoom in', clickable
              [63] button 'Zoom out', clickable
              [64] button 'Open nodes panel', clickable
        """, 1), toast, modal)

    start = canvas(False, False)
    toast = B("""
        [70] alert ''
          StaticText 'Workflow executed successfully'
          [71] button 'Close', clickable
    """)
    orders = [("5902147731", "#1087", "Ingrid Lunde", "2349.00", "2024-05-17T09:12:44+02:00"),
              ("5902139852", "#1085", "Henrik Aas", "1890.00", "2024-05-17T08:47:03+02:00"),
              ("5902120018", "#1082", "Maja \u00d8deg\u00e5rd", "4120.50", "2024-05-17T07:55:31+02:00")]
    orow = "\n".join(f"      [{230 + 6 * i}] row ''\n        [{231 + 6 * i}] cell '{a}'\n        [{232 + 6 * i}] cell '{b}'\n        [{233 + 6 * i}] cell '{c}'\n        [{234 + 6 * i}] cell '{d}'\n        [{235 + 6 * i}] cell '{e}'"
                     for i, (a, b, c, d, e) in enumerate(orders))
    ndv = pg("Shopify big orders to Sheets + Slack - n8n", f"{host}/workflow/{wid}/c1a0f2e4-7b39-4d8e-9a51-3f6e2b8d0c77", side, header(False, "Editor"), B("""
        [100] dialog 'Paid and >= 1500 kr', modal=True
          [101] button 'Back to canvas', clickable
          [102] region 'Input'
            StaticText 'INPUT'
            [103] combobox 'Input node', clickable, hasPopup='listbox', expanded=False
              StaticText 'Get recent orders'
            StaticText '12 items'
            [104] radiogroup 'Display mode'
              [105] radio 'Schema', clickable, checked='true'
              [106] radio 'Table', clickable, checked='false'
              [107] radio 'JSON', clickable, checked='false'
          [110] region 'Parameters'
            [111] heading 'Paid and >= 1500 kr'
            [112] button 'Test step', clickable
            [113] tablist ''
              [114] tab 'Parameters', clickable, selected=True
              [115] tab 'Settings', clickable, selected=False
            StaticText 'Conditions'
            [116] textbox 'value1', clickable
              StaticText '{{ $json.total_price.toNumber() }}'
            [117] combobox 'operator', clickable, hasPopup='listbox', expanded=False
              StaticText 'is greater than or equal to'
            [118] textbox 'value2', clickable
              StaticText '1500'
            [119] combobox 'combinator', clickable, hasPopup='listbox', expanded=False
              StaticText 'AND'
            [120] textbox 'value1', clickable
              StaticText '{{ $json.financial_status }}'
            [121] combobox 'operator', clickable, hasPopup='listbox', expanded=False
              StaticText 'is equal to'
            [122] textbox 'value2', clickable
              StaticText 'paid'
            [123] checkbox 'Convert types where required', clickable, checked='false'
          [200] region 'Output'
            StaticText 'OUTPUT'
            [201] tablist ''
              [202] tab 'Kept', clickable, selected=True
              [203] tab 'Discarded', clickable, selected=False
            StaticText '3 items'
            [204] radiogroup 'Display mode'
              [205] radio 'Schema', clickable, checked='false'
              [206] radio 'Table', clickable, checked='true'
              [207] radio 'JSON', clickable, checked='false'
            [220] table ''
              [221] row ''
                [222] columnheader 'id'
                [223] columnheader 'name'
                [224] columnheader 'customer_name'
                [225] columnheader 'total_price'
                [226] columnheader 'created_at'
    """), orow)
    act_modal = B("""
        [80] dialog 'Workflow activated', modal=True
          [81] heading 'Workflow activated'
          StaticText 'Your workflow will now run automatically every 5 minutes. Executions will show up in the executions list.'
          StaticText 'You can deactivate the workflow at any time using the toggle in the top bar.'
          [82] checkbox 'Do not show again', clickable, checked='false'
          [83] button 'Got it', clickable
    """)

    def execs(rows: list[tuple[str, str, str, str]], auto: bool) -> str:
        r = "\n".join(f"    [{300 + 6 * i}] row ''\n      [{301 + 6 * i}] cell ''\n        [{302 + 6 * i}] checkbox '', clickable, checked='false'\n      [{303 + 6 * i}] cell '{st}'\n      [{304 + 6 * i}] cell '{when}'\n      [{305 + 6 * i}] cell 'ID#{eid}'\n      [{390 + i}] cell '{mode}'"
                      for i, (st, when, eid, mode) in enumerate(rows))
        return pg("Shopify big orders to Sheets + Slack - Executions - n8n", f"{host}/workflow/{wid}/executions", side, header(True, "Executions"), B(f"""
            [30] main ''
              [290] heading 'Executions'
              [291] checkbox 'Auto refresh', clickable, checked='{str(auto).lower()}'
              [292] button 'Filters', clickable
              [293] table ''
                [294] row ''
                  [295] columnheader ''
                  [296] columnheader 'Status'
                  [297] columnheader 'Started'
                  [298] columnheader 'ID'
                  [299] columnheader 'Mode'
        """), r)

    e1 = [("Succeeded in 2.1s", "May 17, 10:31:07", "4812", "Test"), ("Error in 0.9s", "May 15, 16:02:44", "4733", "Test"),
          ("Succeeded in 2.4s", "May 15, 15:58:10", "4730", "Test")]
    e2 = [("Succeeded in 1.8s", "May 17, 10:35:00", "4816", "Trigger")] + e1
    turns = [
        ("click('60')", canvas(False, True, toast)),
        ("dblclick('46')", ndv),
        ("click('101')", canvas(False, True)),
        ("click('26')", canvas(True, True, modal=act_modal)),
        ("click('83')", canvas(True, True)),
        ("click('25')", execs(e1, False)),
        ("click('291')", execs(e1, True)),
        ("noop(180000)", execs(e2, True)),
    ]
    rs.add(task="web", tid="h35-web-19", system=system(site), turns=turns,
           state=state("Test the workflow 'Shopify big orders to Sheets + Slack', look at what the filter kept, activate it, and confirm that a scheduled execution runs.", start),
           bad=False)


# ERPNext - bad
def t20(rs: RowSet) -> None:
    site = "ERPNext v15.22 (Frappe v15) at https://erp.bakkeli-logistikk.no, company Bakkeli Logistikk AS (abbr BKL), logged in as Hedda Bakkeli (Stock Manager). Date format dd-mm-yyyy."
    host = "https://erp.bakkeli-logistikk.no/app/material-request"
    nav = B("""
        [5] navigation ''
          [6] link 'ERPNext', clickable
          [7] combobox 'Search or type a command (Ctrl + G)', clickable, hasPopup='listbox', expanded=False
          [8] button 'Notifications', clickable
          [9] button 'Help', clickable, hasPopup='menu', expanded=False
          [10] button 'HB', clickable, hasPopup='menu', expanded=False
    """)
    statuses = ["Ordered", "Pending", "Partially Ordered", "Received", "Ordered", "Stopped", "Received", "Ordered"]
    purposes = ["Purchase", "Purchase", "Material Transfer", "Purchase", "Purchase", "Purchase", "Material Transfer", "Purchase"]
    old = []
    for k in range(20):
        num = 86 - k
        day = 16 - k // 2
        old.append((f"MAT-MR-2024-{num:05d}", statuses[k % 8], purposes[k % 8], f"{day:02d}-05-2024", "100%" if statuses[k % 8] in ("Ordered", "Received") else "0%" if statuses[k % 8] != "Partially Ordered" else "45%"))

    def listing(rows: list[tuple[str, str, str, str, str]], total: int) -> str:
        r = "\n".join(f"    [{100 + 8 * i}] row ''\n      [{101 + 8 * i}] cell ''\n        [{102 + 8 * i}] checkbox '', clickable, checked='false'\n      [{103 + 8 * i}] cell '{n}'\n        [{104 + 8 * i}] link '{n}', clickable\n      [{105 + 8 * i}] cell '{st}'\n      [{106 + 8 * i}] cell '{p}'\n      [{107 + 8 * i}] cell '{d}'\n      [{100 + 8 * i + 300}] cell '{pct}'"
                      for i, (n, st, p, d, pct) in enumerate(rows))
        return pg("Material Request", host + "?company=Bakkeli%20Logistikk%20AS", nav, B("""
            [20] navigation 'breadcrumb'
              [21] link 'Stock', clickable
            [30] main ''
              [31] heading 'Material Request'
              [32] button 'List View', clickable, hasPopup='menu', expanded=False
              [33] button 'Add Material Request', clickable
              [34] button 'Menu', clickable, hasPopup='menu', expanded=False
              [40] textbox 'ID', clickable
              [41] combobox 'Purpose', clickable, hasPopup='listbox', expanded=False
              [42] combobox 'Status', clickable, hasPopup='listbox', expanded=False
              [43] textbox 'Company', clickable
                StaticText 'Bakkeli Logistikk AS'
              [44] button 'Filter', clickable
              [45] button 'Last Updated On', clickable, hasPopup='menu', expanded=False
              [90] table ''
                [91] row ''
                  [92] columnheader ''
                  [93] columnheader 'ID'
                  [94] columnheader 'Status'
                  [95] columnheader 'Purpose'
                  [96] columnheader 'Transaction Date'
                  [97] columnheader '% Ordered'
        """), r, B(f"""
              StaticText '20 of {total}'
              [600] button '20', clickable, pressed=True
              [601] button '100', clickable
              [602] button '500', clickable
              [603] button 'Load More', clickable
        """, 1))

    start = listing(old, 86)

    def form(title: str, status: str, req: str, item: str, qty: str, saved: bool, dirty: bool, focus: str = "", dialog: str = "", submitted: bool = False) -> str:
        rl = f"\n      StaticText '{req}'" if req else ""
        btns = ("  [52] button 'Submit', clickable" if saved and not submitted and not dirty else
                "  [53] button 'Save', clickable  " if not saved or dirty else
                "  [54] button 'Create', clickable, hasPopup='menu', expanded=False\n  [55] button 'Status', clickable, hasPopup='menu', expanded=False").rstrip()
        head = (f"[20] navigation 'breadcrumb'\n  [21] link 'Stock', clickable\n  [22] link 'Material Request', clickable\n[30] main ''\n  [31] heading '{title}'\n  StaticText '{status}'\n"
                f"  [50] button 'Previous Document', clickable\n  [51] button 'Next Document', clickable\n{btns}\n  [56] button 'Menu', clickable, hasPopup='menu', expanded=False")
        ro = ", readonly" if submitted else ""
        if item:
            irow = (f"      [81] row ''\n        [82] cell '1'\n        [83] cell '{item}'\n          StaticText 'Cardboard box 40x30x20 cm, double wall'\n        [84] cell '{req}'\n"
                    f"        [85] cell ''\n          [86] textbox 'Quantity', clickable{', focused' if focus == 'qty' else ''}{ro}\n            StaticText '{qty}'\n        [87] cell 'Stores - BKL'\n        [88] cell 'Nos'")
        else:
            irow = "      [81] row ''\n        [82] cell '1'\n        [83] cell ''\n          [89] textbox 'Item Code', clickable\n        [84] cell ''\n        [85] cell ''\n        [87] cell ''\n        [88] cell ''"
        body = (f"  [60] group ''\n    StaticText 'Series'\n    [61] combobox 'Series', clickable, hasPopup='listbox', expanded=False{', disabled=True' if saved else ''}\n      StaticText 'MAT-MR-.YYYY.-'\n"
                f"    StaticText 'Purpose'\n    [62] combobox 'Purpose', clickable, hasPopup='listbox', expanded=False{ro}\n      StaticText 'Purchase'\n"
                f"    StaticText 'Transaction Date'\n    [63] textbox 'Transaction Date', clickable{ro}\n      StaticText '17-05-2024'\n"
                f"    StaticText 'Required By'\n    [64] textbox 'Required By', clickable{', focused' if focus == 'req' else ''}{ro}{rl}\n"
                f"    StaticText 'Company'\n    [65] textbox 'Company', clickable{ro}\n      StaticText 'Bakkeli Logistikk AS'\n"
                f"  [66] group 'Items'\n    StaticText 'Set Target Warehouse'\n    [67] textbox 'Set Target Warehouse', clickable{ro}\n      StaticText 'Stores - BKL'\n"
                f"    [70] button 'Scan Barcode', clickable\n    [80] table 'Items'\n      [71] row ''\n        [72] columnheader 'No.'\n        [73] columnheader 'Item Code'\n        [74] columnheader 'Required By'\n        [75] columnheader 'Quantity'\n        [76] columnheader 'Target Warehouse'\n        [77] columnheader 'UOM'\n{irow}")
        if not submitted:
            body += "\n    [90] button 'Add Row', clickable\n    [91] button 'Upload', clickable"
        tl = "  [95] region 'Activity'\n    [96] textbox 'Type a reply / comment', clickable, multiline\n"
        if submitted:
            tl += "    StaticText 'You submitted this document \u00b7 just now'\n"
        if saved:
            tl += "    StaticText 'You created this \u00b7 1 minute ago'" if submitted else "    StaticText 'You created this \u00b7 just now'"
        return pg(title + " - Material Request" if saved else "New Material Request 1", f"{host}/{'MAT-MR-2024-00087' if saved else 'new-material-request-zkqdt2v8a1'}",
                  nav, head, body, tl.rstrip("\n"), dialog)

    new_t = "New Material Request"
    code = "PKG-BOX-403020"
    confirm = B("""
        [500] dialog 'Confirm', modal=True
          [501] heading 'Confirm'
          StaticText 'Permanently Submit MAT-MR-2024-00087?'
          [502] button 'No', clickable
          [503] button 'Yes', clickable
    """)
    mr86 = pg("MAT-MR-2024-00086 - Material Request", f"{host}/MAT-MR-2024-00086", nav, B("""
        [20] navigation 'breadcrumb'
          [21] link 'Stock', clickable
          [22] link 'Material Request', clickable
        [30] main ''
          [31] heading 'MAT-MR-2024-00086'
          StaticText 'Ordered'
          [50] button 'Previous Document', clickable
          [51] button 'Next Document', clickable
          [54] button 'Create', clickable, hasPopup='menu', expanded=False
          [56] button 'Menu', clickable, hasPopup='menu', expanded=False
          [57] region 'Connections'
            StaticText 'Purchase'
            [58] link 'Purchase Order 1', clickable
            StaticText 'Stock'
            [59] link 'Purchase Receipt', clickable
          [60] group ''
            StaticText 'Purpose'
            [62] combobox 'Purpose', clickable, readonly
              StaticText 'Purchase'
            StaticText 'Transaction Date'
            [63] textbox 'Transaction Date', clickable, readonly
              StaticText '16-05-2024'
            StaticText 'Required By'
            [64] textbox 'Required By', clickable, readonly
              StaticText '22-05-2024'
            StaticText '% Ordered'
            StaticText '100%'
          [66] group 'Items'
            [80] table 'Items'
              [71] row ''
                [72] columnheader 'No.'
                [73] columnheader 'Item Code'
                [74] columnheader 'Required By'
                [75] columnheader 'Quantity'
                [76] columnheader 'Target Warehouse'
                [77] columnheader 'UOM'
              [81] row ''
                [82] cell '1'
                [83] cell 'PKG-TAPE-48'
                  StaticText 'Packing tape 48 mm x 66 m, brown'
                [84] cell '22-05-2024'
                [85] cell '144'
                [87] cell 'Stores - BKL'
                [88] cell 'Nos'
              [181] row ''
                [182] cell '2'
                [183] cell 'PKG-FILL-AIR'
                  StaticText 'Air cushion film roll 200 m'
                [184] cell '22-05-2024'
                [185] cell '12'
                [187] cell 'Stores - BKL'
                [188] cell 'Nos'
          [95] region 'Activity'
            StaticText 'Purchase Order PUR-ORD-2024-00211 created by Hedda Bakkeli \u00b7 20 hours ago'
            StaticText 'Hedda Bakkeli submitted this document \u00b7 21 hours ago'
            StaticText 'Hedda Bakkeli created this \u00b7 21 hours ago'
    """))
    turns = [
        ("click('33')", form(new_t, "Not Saved", "", "", "", False, True)),
        ("fill('64', '24-05-2024')", form(new_t, "Not Saved", "24-05-2024", "", "", False, True, focus="req")),
        (f"fill('89', '{code}')", form(new_t, "Not Saved", "24-05-2024", code, "1", False, True)),
        ("fill('86', '500')", form(new_t, "Not Saved", "24-05-2024", code, "500", False, True, focus="qty")),
        ("keyboard_press('Control+s')", form("MAT-MR-2024-00087", "Draft", "24-05-2024", code, "500", True, False)),
        ("click('52')", form("MAT-MR-2024-00087", "Draft", "24-05-2024", code, "500", True, False, dialog=confirm)),
        ("click('503')", form("MAT-MR-2024-00087", "Pending", "24-05-2024", code, "500", True, False, submitted=True)),
        ("click('22')", listing(old, 86)),
        ("click('104')", mr86),
        ("click('58')", pg("Purchase Order", "https://erp.bakkeli-logistikk.no/app/purchase-order?material_request=MAT-MR-2024-00086", nav, B("""
            [20] navigation 'breadcrumb'
              [21] link 'Buying', clickable
            [30] main ''
              [31] heading 'Purchase Order'
              [33] button 'Add Purchase Order', clickable
              [40] textbox 'ID', clickable
              [41] combobox 'Supplier', clickable, hasPopup='listbox', expanded=False
              [42] combobox 'Status', clickable, hasPopup='listbox', expanded=False
              StaticText 'Material Request = MAT-MR-2024-00086'
              [44] button '1 filter', clickable
              [90] table ''
                [91] row ''
                  [92] columnheader ''
                  [93] columnheader 'ID'
                  [94] columnheader 'Status'
                  [95] columnheader 'Supplier'
                  [96] columnheader 'Grand Total'
                  [97] columnheader 'Date'
                [100] row ''
                  [101] cell ''
                    [102] checkbox '', clickable, checked='false'
                  [103] cell 'PUR-ORD-2024-00211'
                    [104] link 'PUR-ORD-2024-00211', clickable
                  [105] cell 'To Receive and Bill'
                  [106] cell 'Emballasjegrossisten AS'
                  [107] cell 'kr 11 664,00'
                  [108] cell '16-05-2024'
              StaticText '1 of 1'
        """))),
    ]
    rs.add(task="web", tid="h35-web-20", system=system(site), turns=turns,
           state=state("Raise and submit a purchase Material Request for 500 x PKG-BOX-403020 required by 24-05-2024, then check the Material Request list and the purchase order of the previous request.", start),
           bad=True, turn=8, kind="submitted material request missing from the list, count unchanged")


# PrestaShop back office - clean
def t21(rs: RowSet) -> None:
    site = "PrestaShop 8.1.5 back office at https://shop.fjellbutikken.no/admin482xq, logged in as employee Jonas Fjell (SuperAdmin). Currency NOK."
    host = "https://shop.fjellbutikken.no/admin482xq/index.php/sell/orders"
    tok = "_token=Jm3Qw8zR1pVb7eXc2nL5tKf0aHs9dUy4oGi6"
    side = B("""
        [5] navigation 'Main menu'
          [6] link 'Dashboard', clickable
          [7] link 'Orders', clickable
          [8] link 'Catalog', clickable
          [9] link 'Customers', clickable
          [10] link 'Customer Service', clickable
          [11] link 'Stats', clickable
          [12] link 'Modules', clickable
          [13] link 'Design', clickable
          [14] link 'Shipping', clickable
          [15] link 'Payment', clickable
          [16] link 'International', clickable
          [17] link 'Shop Parameters', clickable
          [18] link 'Advanced Parameters', clickable
        [19] banner ''
          [20] link 'View my shop', clickable
          [21] button 'Notifications', clickable
          [22] button 'Jonas Fjell', clickable, hasPopup='menu', expanded=False
    """)
    names = ["A. Berg", "K. Nilsen", "M. Lindahl", "T. Haugland", "S. Moe", "E. Johansen", "L. Dahl", "P. Strand", "R. Solheim", "I. Lie",
             "H. Eide", "O. Bakken", "J. Aasen", "V. Hansen", "N. Kristiansen", "B. Holm", "G. Lunde", "C. Sunde", "F. Vik", "D. Tangen"]
    sts = ["Awaiting bank wire payment", "Processing in progress", "Payment accepted", "Payment accepted", "Shipped", "Processing in progress",
           "Shipped", "Delivered", "Canceled", "Delivered", "Shipped", "Delivered", "Delivered", "Shipped", "Delivered", "Delivered",
           "Refunded", "Delivered", "Delivered", "Delivered"]
    refs = ["PWNZKLQAE", "HDXUTRBGM", "XKBQRTLMP", "GMFAYVCOS", "LTQEWJNZB", "RYOPCKHDX", "VBNSMQAIL", "QWJEFKZTU", "CKSPLDRYA", "ZMUHBNEOT",
            "FTXOQAWGR", "NLDKYJPVE", "BEOGHZRQS", "YUAWTMCXK", "JQSNVLBFD", "OPGKRYWHE", "SIZCMTDAQ", "KVFBJXENU", "ATYRHSGLW", "WDEUQPMOV"]
    totals = ["899.00", "2,348.00", "1,249.00", "459.00", "3,120.00", "189.00", "1,678.50", "729.00", "1,099.00", "349.00",
              "5,410.00", "612.00", "2,095.00", "249.00", "1,387.00", "899.00", "1,049.00", "539.00", "4,288.00", "708.00"]
    pays = ["Bank wire", "Vipps", "Card (Stripe)", "Klarna", "Card (Stripe)", "Vipps", "Card (Stripe)", "Klarna", "Card (Stripe)", "Vipps",
            "Card (Stripe)", "Vipps", "Klarna", "Card (Stripe)", "Vipps", "Card (Stripe)", "Klarna", "Vipps", "Card (Stripe)", "Vipps"]
    dates = ["05/17/2024 10:41", "05/17/2024 09:58", "05/17/2024 08:14", "05/17/2024 07:02", "05/16/2024 22:37", "05/16/2024 21:15",
             "05/16/2024 19:49", "05/16/2024 17:20", "05/16/2024 16:05", "05/16/2024 14:33", "05/16/2024 12:08", "05/16/2024 10:51",
             "05/16/2024 09:27", "05/16/2024 08:10", "05/15/2024 23:44", "05/15/2024 21:02", "05/15/2024 20:18", "05/15/2024 18:40",
             "05/15/2024 16:55", "05/15/2024 15:31"]
    new = ["No", "Yes", "No", "No", "Yes", "No", "No", "Yes", "No", "No", "No", "Yes", "No", "No", "No", "Yes", "No", "No", "No", "Yes"]
    all_rows = [(str(1481 - i), refs[i], new[i], "Norway", names[i], totals[i], pays[i], sts[i], dates[i]) for i in range(20)]
    old_1311 = ("1311", "MEHQWZLUC", "No", "Norway", "M. Lindahl", "688.00", "Vipps", "Delivered", "03/02/2024 11:26")

    def olist(rows: list[tuple[str, ...]], count: str, filt: str, applied: bool, alert: str = "", pager: str = "") -> str:
        r = "\n".join(f"    [{200 + 13 * i}] row ''\n      [{201 + 13 * i}] cell ''\n        [{202 + 13 * i}] checkbox '', clickable, checked='false'\n      [{203 + 13 * i}] cell '{oid}'\n      [{204 + 13 * i}] cell '{ref}'\n      [{205 + 13 * i}] cell '{nw}'\n      [{206 + 13 * i}] cell '{ct}'\n      [{207 + 13 * i}] cell '{cu}'\n      [{208 + 13 * i}] cell 'NOK {tot}'\n      [{209 + 13 * i}] cell '{pay}'\n      [{210 + 13 * i}] cell '{st}'\n        [{211 + 13 * i}] button '{st}', clickable, hasPopup='menu', expanded=False\n      [{212 + 13 * i}] cell '{d}'"
                      for i, (oid, ref, nw, ct, cu, tot, pay, st, d) in enumerate(rows))
        fl = f"\n          StaticText '{filt}'" if filt else ""
        reset = "\n      [74] button 'Reset', clickable" if applied else ""
        al = f"[3] alert ''\n  StaticText '{alert}'\n  [4] button 'Close', clickable" if alert else ""
        return pg("Orders \u2022 Fjellbutikken", f"{host}/?{tok}", side, al, B(f"""
            [30] main ''
              [31] navigation 'breadcrumb'
                [32] link 'Orders', clickable
                StaticText 'Orders'
              [33] heading 'Orders'
              [34] link 'Add new order', clickable
              [35] heading 'Orders ({count})'
              [36] button 'Settings', clickable, hasPopup='menu', expanded=False
              [40] table ''
                [41] row ''
                  [42] columnheader ''
                  [43] columnheader 'ID', clickable, sort='descending'
                  [44] columnheader 'Reference', clickable
                  [45] columnheader 'New client', clickable
                  [46] columnheader 'Delivery', clickable
                  [47] columnheader 'Customer', clickable
                  [48] columnheader 'Total', clickable
                  [49] columnheader 'Payment', clickable
                  [50] columnheader 'Status', clickable
                  [51] columnheader 'Date', clickable
                [60] row ''
                  [61] cell ''
                  [62] textbox 'Search ID', clickable
                  [63] textbox 'Search Reference', clickable
                  [64] combobox 'New client', clickable, hasPopup='menu', expanded=False
                  [65] combobox 'Delivery', clickable, hasPopup='menu', expanded=False
                  [66] cell ''
        """), f"        [67] textbox 'Search Customer', clickable{', focused' if filt and not applied else ''}{fl}", B("""
                  [68] textbox 'Search Total', clickable
                  [69] combobox 'Payment', clickable, hasPopup='menu', expanded=False
                  [70] combobox 'Status', clickable, hasPopup='menu', expanded=False
                  [71] textbox 'From', clickable
                  [72] textbox 'To', clickable
                  [73] button 'Search', clickable
        """, 3) + reset, r, pager)

    pager20 = B("""
        StaticText 'Viewing 1-20 of 1476 results'
        [800] navigation 'pagination'
          [801] link '1', clickable
          [802] link '2', clickable
          [803] link '3', clickable
          StaticText '...'
          [804] link '74', clickable
          [805] link 'Next', clickable
        [806] combobox 'Items per page', clickable, hasPopup='menu', expanded=False
          StaticText '20'
    """, 1)
    start = olist(all_rows, "1,476", "", False, pager=pager20)
    filtered = [all_rows[2], old_1311]

    def order(status: str, tracking: str, history: list[tuple[str, str, str]], modal: str = "", alert: str = "", sel: str = "") -> str:
        sel = sel or status
        opts = ["Awaiting bank wire payment", "Payment accepted", "Processing in progress", "Shipped", "Delivered", "Canceled", "Refunded", "Payment error"]
        o = "\n".join(f"      [{120 + i}] option '{x}', selected={x == sel}" for i, x in enumerate(opts))
        hist = "\n".join(f"      [{140 + 4 * i}] row ''\n        [{141 + 4 * i}] cell '{s}'\n        [{142 + 4 * i}] cell '{who}'\n        [{143 + 4 * i}] cell '{d}'" for i, (s, who, d) in enumerate(history))
        al = f"[3] alert ''\n  StaticText '{alert}'\n  [4] button 'Close', clickable" if alert else ""
        return pg("Orders \u2022 Fjellbutikken", f"{host}/1479/view?{tok}", side, al, B(f"""
            [30] main ''
              [31] navigation 'breadcrumb'
                [32] link 'Orders', clickable
                StaticText 'Orders'
              [33] heading 'Order #1479 XKBQRTLMP from Maria Lindahl'
              StaticText 'NOK 1,249.00'
              StaticText '05/17/2024 at 08:14:09'
              StaticText '{status}'
              [100] button 'Print order', clickable
              [101] button 'View invoice', clickable
              [102] button 'Partial refund', clickable
              [103] region 'Customer'
                [104] link 'Maria Lindahl', clickable
                StaticText '#3307'
                StaticText 'maria.lindahl@online.no'
                StaticText 'Shipping address: Maria Lindahl, Ullev\u00e5lsveien 61, 0454 Oslo, Norway'
              [110] region 'Status'
                [111] tablist ''
                  [112] tab 'Status ({len(history)})', clickable, selected=True
                  [113] tab 'Documents ({1 if len(history) == 1 else 2})', clickable, selected=False
                  [114] tab 'Carriers (1)', clickable, selected=False
                  [115] tab 'Merchandise returns (0)', clickable, selected=False
                [116] table ''
                  [117] row ''
                    [118] columnheader 'Status'
                    [119] columnheader 'Employee'
                    [139] columnheader 'Date'
        """), hist, B("""
                [118] combobox 'Order status', clickable, hasPopup='menu', expanded=False
        """, 2).replace("[118] combobox", "[130] combobox"), o, B(f"""
                [131] button 'Update status', clickable
              [160] region 'Carriers'
                [161] table ''
                  [162] row ''
                    [163] columnheader 'Date'
                    [164] columnheader 'Carrier'
                    [165] columnheader 'Weight'
                    [166] columnheader 'Shipping cost'
                    [167] columnheader 'Tracking number'
                  [168] row ''
                    [169] cell '05/17/2024'
                    [170] cell 'PostNord MyPack Home'
                    [171] cell '2.350 kg'
                    [172] cell 'NOK 99.00'
                    [173] cell '{tracking}'
                    [174] button 'Edit', clickable
              [180] region 'Products (2)'
                [181] table ''
                  [182] row ''
                    [183] columnheader 'Product'
                    [184] columnheader 'Price per unit'
                    [185] columnheader 'Quantity'
                    [186] columnheader 'Available quantity'
                    [187] columnheader 'Total'
                  [188] row ''
                    [189] cell 'Bergans Rabot V2 Jacket - Size: M - Color: Moss green (BRG-RAB-M-GRN)'
                    [190] cell 'NOK 900.00'
                    [191] cell '1'
                    [192] cell '7'
                    [193] cell 'NOK 900.00'
                  [194] row ''
                    [195] cell 'Merino liner socks 2-pack - Size: 39-41 (MER-LNR-3941)'
                    [196] cell 'NOK 125.00'
                    [197] cell '2'
                    [198] cell '34'
                    [199] cell 'NOK 250.00'
                StaticText 'Products NOK 1,150.00'
                StaticText 'Shipping NOK 99.00'
                StaticText 'Total (tax incl.) NOK 1,249.00'
                StaticText 'Taxes NOK 249.80'
        """, 1), modal)

    h0 = [("Payment accepted", "", "05/17/2024 08:14:11")]
    h1 = [("Shipped", "Jonas F.", "05/17/2024 10:52:37")] + h0

    def tmodal(val: str) -> str:
        vl = f"\n    StaticText '{val}'" if val else ""
        return B("""
            [600] dialog 'Edit shipping details', modal=True
              [601] heading 'Edit shipping details'
              [602] button 'Close', clickable
        """) + f"\n  [603] textbox 'Tracking number', clickable, focused{vl}\n" + B("""
              [604] combobox 'Carrier', clickable, hasPopup='menu', expanded=False
                StaticText 'PostNord MyPack Home'
              [605] button 'Cancel', clickable
              [606] button 'Update', clickable
        """, 1)

    trk = "00370726201234567895"
    shipped = [("1479",) + all_rows[2][1:7] + ("Shipped", all_rows[2][8]), old_1311]
    full_after = [r if r[0] != "1479" else r[:7] + ("Shipped", r[8]) for r in all_rows]
    turns = [
        ("fill('67', 'lindahl')", olist(all_rows, "1,476", "lindahl", False, pager=pager20)),
        ("click('73')", olist(filtered, "2", "lindahl", True)),
        ("click('203')", order("Payment accepted", "", h0)),
        ("click('174')", order("Payment accepted", "", h0, modal=tmodal(""))),
        (f"fill('603', '{trk}')", order("Payment accepted", "", h0, modal=tmodal(trk))),
        ("click('606')", order("Payment accepted", trk, h0, alert="Successful update")),
        ("select_option('130', 'Shipped')", order("Payment accepted", trk, h0, sel="Shipped")),
        ("click('131')", order("Shipped", trk, h1, alert="Successful update")),
        ("click('32')", olist(shipped, "2", "lindahl", True)),
        ("click('74')", olist(full_after, "1,476", "", False, pager=pager20)),
    ]
    rs.add(task="web", tid="h35-web-21", system=system(site), turns=turns,
           state=state(f"Find today's order from M. Lindahl, add PostNord tracking number {trk}, mark it Shipped, then go back to the full order list.", start),
           bad=False)


# authentik admin - bad
def t22(rs: RowSet) -> None:
    site = "authentik 2024.4.1 admin interface at https://id.lundgren-it.se, logged in as akadmin (Viktor Lundgren)."
    host = "https://id.lundgren-it.se/if/admin/#"
    pk = "57"
    uid = "c41e7f09a2d35b86e1f4097ac3d28b5e6f1a90d47b2c8e35f60a19d7e4b2c813"
    uid_bad = "c41e7f09a2d35b86e1f4097ac3d28b5e6f1a90d47b2c8e35f60a19d7e4b2c831"
    side = B("""
        [5] navigation 'Sidebar'
          [6] link 'authentik', clickable
          [7] button 'Dashboards', clickable, expanded=False
          [8] button 'Applications', clickable, expanded=False
          [9] button 'Events', clickable, expanded=False
          [10] button 'Customisation', clickable, expanded=False
          [11] button 'Flows and Stages', clickable, expanded=False
          [12] button 'Directory', clickable, expanded=True
            [13] link 'Users', clickable
            [14] link 'Groups', clickable
            [15] link 'Roles', clickable
            [16] link 'Federation and Social login', clickable
            [17] link 'Invitations', clickable
            [18] link 'Tokens and App passwords', clickable
          [19] button 'System', clickable, expanded=False
        [20] banner ''
          [21] button 'Notifications', clickable
          [22] button 'API Drawer', clickable
          [23] link 'User interface', clickable
          [24] button 'akadmin', clickable, hasPopup='menu', expanded=False
    """)
    tabs = ["Overview", "Sessions", "Groups", "User events", "Explicit Consent", "OAuth Refresh Tokens", "MFA Authenticators", "RAC connections", "Permissions"]

    def head(sel: str, name: str) -> str:
        t = "\n".join(f"    [{40 + i}] tab '{x}', clickable, selected={x == sel}" for i, x in enumerate(tabs))
        return B(f"""
            [30] main ''
              [31] heading 'svc-backup'
              StaticText '{name}'
              [39] tablist ''
        """) + "\n" + t

    def overview(name: str, u: str, modal: str = "") -> str:
        return pg("User svc-backup - authentik", f"{host}/identity/users/{pk}", side, head("Overview", name), B(f"""
              [60] region 'User Info'
                StaticText 'Username'
                StaticText 'svc-backup'
                StaticText 'Name'
                StaticText '{name}'
                StaticText 'Email'
                StaticText '-'
                StaticText 'Last login'
                StaticText '-'
                StaticText 'Active'
                StaticText 'Yes'
                StaticText 'Type'
                StaticText 'Service account'
                StaticText 'Superuser'
                StaticText 'No'
                StaticText 'UID'
                StaticText '{u}'
                StaticText 'Path'
                StaticText 'goauthentik.io/service-accounts'
                StaticText 'Actions'
                [61] button 'Edit', clickable
                [62] button 'Deactivate', clickable
                [63] button 'Impersonate', clickable
                StaticText 'Recovery'
                [64] button 'Set password', clickable
                [65] button 'Create recovery link', clickable
              [66] region 'Actions over the last week (per 8 hours)'
                [67] image 'Chart: 0 logins, 0 failed logins, 0 authorizations'
              [68] region 'Notes'
                StaticText 'Used by restic on backup01 to read user and group metadata for the nightly LDAP export.'
              [69] region 'Changelog'
                [70] table ''
                  [71] row ''
                    [72] columnheader 'Action'
                    [73] columnheader 'User'
                    [74] columnheader 'Creation Date'
                    [75] columnheader 'Client IP'
        """, 1), changelog(name), modal)

    def changelog(name: str) -> str:
        rows = []
        if name != "backup-svc":
            rows.append(("Model updated", "akadmin", "5/22/2024, 2:41:09 PM", "192.168.40.18"))
        rows.append(("Model created", "akadmin", "3/4/2024, 9:02:55 AM", "192.168.40.18"))
        return "\n".join(f"      [{76 + 5 * i}] row ''\n        [{77 + 5 * i}] cell '{a}'\n        [{78 + 5 * i}] cell '{u}'\n        [{79 + 5 * i}] cell '{d}'\n        [{80 + 5 * i}] cell '{ip}'"
                         for i, (a, u, d, ip) in enumerate(rows))

    def edit_modal(name: str) -> str:
        return B("""
            [300] dialog 'Update Service account', modal=True
              [301] heading 'Update Service account'
              [302] form ''
                [303] textbox 'Username', clickable, required
                  StaticText 'svc-backup'
                StaticText "User's primary identifier. 150 characters or fewer."
        """) + f"\n    [304] textbox 'Name', clickable, focused\n      StaticText '{name}'\n" + B("""
                [305] textbox 'Email', clickable
                [306] switch 'Is active', clickable, checked='true'
                [307] textbox 'Path', clickable, required
                  StaticText 'goauthentik.io/service-accounts'
                [308] textbox 'Attributes', clickable, multiline
                  StaticText '{}'
              [309] button 'Update', clickable
              [310] button 'Cancel', clickable
        """, 1)

    new_name = "Backup exporter (restic on backup01)"
    groups = ["authentik Admins", "backup-operators", "finance", "it-ops", "ldap-readers", "nextcloud-users", "vpn-users"]

    def groups_tab(member: list[str], modal: str = "") -> str:
        if member:
            rows = "\n".join(f"      [{100 + 6 * i}] row ''\n        [{101 + 6 * i}] cell ''\n          [{102 + 6 * i}] checkbox 'Select row', clickable, checked='false'\n        [{103 + 6 * i}] cell '{g}'\n          [{104 + 6 * i}] link '{g}', clickable\n        [{105 + 6 * i}] cell '-'\n        [{100 + 6 * i + 50}] cell 'No'"
                             for i, g in enumerate(member))
            cnt = f"    StaticText '1 - {len(member)} of {len(member)}'\n"
        else:
            rows = "      StaticText 'No objects found.'"
            cnt = ""
        return pg("User svc-backup - authentik", f"{host}/identity/users/{pk};%7B%22page%22%3A%22page-groups%22%7D", side, head("Groups", new_name), B("""
              [80] tabpanel 'Groups'
                [81] searchbox 'Search...', clickable
                [82] button 'Add to existing group', clickable
                [83] button 'Add new group', clickable
                [84] button 'Refresh', clickable
                [85] button 'Remove', clickable, disabled=True
        """, 1) + "\n" + cnt + B("""
                [90] table ''
                  [91] row ''
                    [92] columnheader 'Select all rows'
                    [93] columnheader 'Name', clickable
                    [94] columnheader 'Parent', clickable
                    [95] columnheader 'Superuser privileges?'
        """, 2), rows, modal)

    def gmodal(checked: set[str]) -> str:
        rows = "\n".join(f"    [{400 + 5 * i}] row ''\n      [{401 + 5 * i}] cell ''\n        [{402 + 5 * i}] checkbox 'Select row', clickable, checked='{str(g in checked).lower()}'\n      [{403 + 5 * i}] cell '{g}'\n      [{404 + 5 * i}] cell '{'Yes' if g == 'authentik Admins' else 'No'}'"
                         for i, g in enumerate(groups))
        return B("""
            [380] dialog 'Add Group', modal=True
              [381] heading 'Add Group'
              [382] searchbox 'Search...', clickable
              StaticText '1 - 7 of 7'
              [383] table ''
                [384] row ''
                  [385] columnheader 'Select all rows'
                  [386] columnheader 'Name', clickable
                  [387] columnheader 'Superuser privileges?'
        """) + "\n" + rows + "\n" + B("""
              [440] button 'Add', clickable
              [441] button 'Cancel', clickable
        """, 1)

    tokens = [("ak-outpost-1f0c8b2e7a5d4c93b6e1f2a0d9c8b7e6-api", "ak-outpost-1f0c8b2e7a5d4c93b6e1f2a0d9c8b7e6", "No", "-", "API Token"),
              ("grafana-sync", "akadmin", "Yes", "8/1/2024, 12:00:00 AM", "API Token"),
              ("ldap-export-ro", "svc-backup", "Yes", "6/30/2024, 12:00:00 AM", "API Token"),
              ("proxmox-sso-check", "akadmin", "Yes", "5/31/2024, 11:59:00 PM", "API Token"),
              ("vlundgren-cli", "akadmin", "Yes", "7/15/2024, 12:00:00 AM", "App password")]
    trows = "\n".join(f"    [{500 + 8 * i}] row ''\n      [{501 + 8 * i}] cell ''\n        [{502 + 8 * i}] checkbox 'Select row', clickable, checked='false'\n      [{503 + 8 * i}] cell '{t}'\n      [{504 + 8 * i}] cell '{u}'\n      [{505 + 8 * i}] cell '{e}'\n      [{506 + 8 * i}] cell '{d}'\n      [{507 + 8 * i}] cell ''\n        StaticText '{intent}'\n        [{500 + 8 * i + 60}] button 'Copy token', clickable"
                      for i, (t, u, e, d, intent) in enumerate(tokens))
    tok_list = pg("Tokens and App passwords - authentik", f"{host}/core/tokens", side, B("""
        [30] main ''
          [31] heading 'Tokens'
          StaticText 'Tokens are used throughout authentik for Email validation stages, Recovery keys and API access.'
          [480] searchbox 'Search...', clickable
          [481] button 'Create', clickable
          [482] button 'Refresh', clickable
          [483] button 'Delete', clickable, disabled=True
          StaticText '1 - 5 of 5'
          [490] table ''
            [491] row ''
              [492] columnheader 'Select all rows'
              [493] columnheader 'Identifier', clickable, sort='ascending'
              [494] columnheader 'User', clickable
              [495] columnheader 'Expires?', clickable
              [496] columnheader 'Expiry date', clickable
              [497] columnheader 'Actions'
    """), trows)
    turns = [
        ("click('61')", overview("backup-svc", uid, edit_modal("backup-svc"))),
        (f"fill('304', '{new_name}')", overview("backup-svc", uid, edit_modal(new_name))),
        ("click('309')", overview(new_name, uid_bad)),
        ("click('42')", groups_tab([])),
        ("click('82')", groups_tab([], gmodal(set()))),
        ("click('407')", groups_tab([], gmodal({"backup-operators"}))),
        ("click('440')", groups_tab(["backup-operators"])),
        ("click('18')", tok_list),
    ]
    rs.add(task="web", tid="h35-web-22", system=system(site), turns=turns,
           state=state(f"Rename the service account svc-backup to '{new_name}', add it to the backup-operators group, then review the API tokens.", overview("backup-svc", uid)),
           bad=True, turn=3, kind="user UID hash changes after editing the display name")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
