# ruff: noqa: E501
"""Held-out set h58, domain ``os``: 22 simulated Ubuntu desktop trajectories driven by pyautogui code.

Each observation is the desktop accessibility tree as OSWorld prints it (tag, name, text, class,
description, position, size). Eleven trajectories hold exactly one contradiction (a detail shown earlier
comes back different with no action in between that could change it); eleven are clean, full of
legitimate changes. Written blind, without looking at any checker. Deterministic: no randomness, no clock.
"""

from __future__ import annotations

import calendar
import datetime as dt
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"

SYSTEM = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in the same trajectory
2. **Task Instruction**: The user goal for the desktop task
3. **Current State**: The visible desktop accessibility tree
4. **Action**: The action or code executed in the environment

Predict the **exact next desktop state** after the action completes.

## Core Responsibilities

1. **State Prediction**: Generate the complete next accessibility-tree state
2. **Context Maintenance**: Track open windows, files, UI selections, and application state across turns
3. **Behavioral Fidelity**: Stay faithful to realistic desktop behavior, including no-op actions and actions that only change a small part of the tree

## State Modeling Rules

- Preserve the original state format exactly: the header line, then one node per line with the tab-separated columns tag, name, text, class, description, position (top-left x&y), size (w&h)
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block**; the executed code itself is the authoritative description of what happened. Common APIs: pyautogui.click / doubleClick / rightClick / moveTo / dragTo / scroll / write / press / hotkey, the app helper classes (BrowserTools, CalcTools, WriterTools, ImpressTools, VLCTools), subprocess.run, os and json calls, time.sleep. Ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

"""

FAVS = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
        "Help", "Trash"]


def R(tag: str, name: str = "", text: str = "", pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0),
      cls: str = "", desc: str = "") -> str:
    """One node of the linearized accessibility tree."""
    if '"' in text:
        text = '"' + text.replace('"', '""') + '"'
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def desk(clock: str, app: str, body: list[str], running: tuple[str, ...] = ()) -> str:
    """The whole desktop: top bar (with the clock), the dock, the window's nodes, the desktop icon."""
    rows = [HDR,
            R("label", "Activities", "", (0, 0), (99, 27)),
            R("menu", app, "", (110, 0), (len(app) * 8 + 34, 27)),
            R("label", "", clock, (884, 0), (152, 27)),
            R("menu", "System", "", (1814, 0), (106, 27))]
    for i, fav in enumerate(FAVS + list(running)):
        rows.append(R("push-button", fav, "", (0, 33 + 69 * i), (70, 64)))
    rows.append(R("toggle-button", "Show Applications", "", (0, 1013), (70, 64)))
    rows.extend(body)
    rows.append(R("label", "Home", "", (1833, 1037), (40, 17)))
    return "\n".join(rows)


def sysp(task: str) -> str:
    return SYSTEM + task


def menubar(items: list[str], y: int = 62, x0: int = 74) -> list[str]:
    out, x = [], x0
    for it in items:
        w = len(it) * 8 + 16
        out.append(R("menu", it, "", (x, y), (w, 24)))
        x += w
    return out


LO_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
WR_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
IM_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


# ---------------------------------------------------------------- 01 Calc: formulas and a named range (bad)
def t01(rs: RowSet) -> None:
    regions = ["North", "South", "East", "West", "Central"]
    data = {"North": [12400, 13150, 11980, 14720], "South": [9870, 10240, 10915, 11305],
            "East": [15320, 14880, 16040, 17210], "West": [8450, 9120, 8760, 9905],
            "Central": [11060, 11490, 12230, 12875]}
    cols = "ABCDEFG"
    title = "regional_sales_2024.ods - LibreOffice Calc"

    def sheet(name_box: str, formula: str, status: str, modified: bool, f7_override: int | None = None,
              extra: list[str] | None = None) -> list[str]:
        b = [R("frame", title, "", (70, 27), (1850, 1053))]
        b += menubar(LO_MENUS)
        b += [R("push-button", "Save", "", (78, 92), (30, 30), desc="Save (Ctrl+S)"),
              R("push-button", "Undo", "", (150, 92), (30, 30)),
              R("push-button", "Redo", "", (186, 92), (30, 30)),
              R("push-button", "Sort Ascending", "", (520, 92), (30, 30)),
              R("push-button", "AutoFilter", "", (592, 92), (30, 30)),
              R("push-button", "Insert Chart", "", (664, 92), (30, 30)),
              R("combo-box", "Name Box", name_box, (74, 158), (118, 24)),
              R("push-button", "Function Wizard", "", (208, 158), (26, 24)),
              R("push-button", "Select Function", "", (238, 158), (26, 24)),
              R("text", "Input line", formula, (300, 158), (1600, 24)),
              R("table", "Sheet Sales", "", (74, 196), (1830, 790))]
        hdr = ["Region", "Q1", "Q2", "Q3", "Q4", "Total", ""]
        for c, v in zip(cols, hdr):
            b.append(R("table-cell", f"{c}1", v, (118 + 100 * cols.index(c), 218), (100, 22)))
        tot_cols = [0, 0, 0, 0]
        for r, reg in enumerate(regions, 2):
            vals = data[reg]
            row = [reg] + [str(v) for v in vals] + [str(sum(vals)), ""]
            for i in range(4):
                tot_cols[i] += vals[i]
            for c, v in zip(cols, row):
                b.append(R("table-cell", f"{c}{r}", v, (118 + 100 * cols.index(c), 218 + 22 * (r - 1)), (100, 22)))
        grand = sum(tot_cols)
        if f7_override is not None:
            grand = f7_override
        row = ["Total"] + [str(v) for v in tot_cols] + [str(grand), ""]
        for c, v in zip(cols, row):
            b.append(R("table-cell", f"{c}7", v, (118 + 100 * cols.index(c), 350), (100, 22)))
        b += [R("page-tab", "Sales", "", (160, 992), (56, 24)),
              R("page-tab", "Settings", "", (218, 992), (72, 24)),
              R("label", "", "Sheet 1 of 2", (74, 1024), (96, 20)),
              R("label", "", "Default", (300, 1024), (70, 20)),
              R("label", "", "English (USA)", (520, 1024), (110, 20)),
              R("label", "", status, (900, 1024), (360, 20)),
              R("push-button", "Document Modified Status", "", (1420, 1024), (24, 20),
                desc=("The document has been modified. Click to save the document." if modified
                      else "The document has not been modified since the last save.")),
              R("slider", "Zoom", "100%", (1620, 1024), (200, 20))]
        if extra:
            b += extra
        return b

    def st(sel: str, n_avg: str, n_sum: str) -> str:
        return f"Average: {n_avg}; Sum: {n_sum}" if sel else ""

    clocks = ["Apr 9  14:03", "Apr 9  14:03", "Apr 9  14:04", "Apr 9  14:05", "Apr 9  14:05", "Apr 9  14:06",
              "Apr 9  14:07", "Apr 9  14:08"]
    app = "LibreOffice Calc"
    state = desk("Apr 9  14:02", app, sheet("A1", "Region", "", False))
    turns = []
    turns.append((code("pyautogui.click(668, 251)"),
                  desk(clocks[0], app, sheet("F2", "=SUM(B2:E2)", st("F2", "52250", "52250"), False))))
    turns.append((code("pyautogui.click(133, 170)\npyautogui.write('B2:E6\\n')"),
                  desk(clocks[1], app, sheet("B2:E6", "12400", st("x", "12096", "241920"), False))))
    turns.append((code("pyautogui.click(133, 170)\npyautogui.write('QData\\n')"),
                  desk(clocks[2], app, sheet("QData", "12400", st("x", "12096", "241920"), False))))
    data["East"][1] = 15880
    turns.append((code("pyautogui.click(368, 295)\npyautogui.write('15880\\n')"),
                  desk(clocks[3], app, sheet("C5", "9120", st("x", "9120", "9120"), True))))
    data["West"][3] = 10405
    # correct grand total would be 243420; the simulated sheet shows 243920
    turns.append((code("pyautogui.click(568, 317)\npyautogui.write('10405\\n')"),
                  desk(clocks[4], app, sheet("E6", "12875", st("x", "12875", "12875"), True, f7_override=243920))))
    dlg = [R("dialog", "Manage Names", "", (640, 300), (640, 460)),
           R("table", "Names", "", (660, 340), (600, 220)),
           R("table-cell", "", "Name", (662, 342), (160, 22)),
           R("table-cell", "", "Range or Expression", (822, 342), (280, 22)),
           R("table-cell", "", "Scope", (1102, 342), (156, 22)),
           R("table-cell", "", "QData", (662, 366), (160, 22)),
           R("table-cell", "", "$Sales.$B$2:$E$6", (822, 366), (280, 22)),
           R("table-cell", "", "Document (Global)", (1102, 366), (156, 22)),
           R("table-cell", "", "TaxRate", (662, 388), (160, 22)),
           R("table-cell", "", "$Settings.$B$2", (822, 388), (280, 22)),
           R("table-cell", "", "Document (Global)", (1102, 388), (156, 22)),
           R("label", "Name:", "", (660, 580), (60, 20)),
           R("text", "Name:", "QData", (760, 578), (300, 24)),
           R("label", "Range or formula expression:", "", (660, 612), (220, 20)),
           R("text", "Range or formula expression:", "$Sales.$B$2:$E$6", (890, 610), (300, 24)),
           R("combo-box", "Scope:", "Document (Global)", (760, 644), (300, 24)),
           R("push-button", "Add", "", (660, 700), (80, 30)),
           R("push-button", "Delete", "", (750, 700), (80, 30)),
           R("push-button", "Help", "", (660, 730), (80, 30)),
           R("push-button", "OK", "", (1080, 730), (80, 30)),
           R("push-button", "Cancel", "", (1170, 730), (90, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'F3')"),
                  desk(clocks[5], app, sheet("E6", "12875", st("x", "12875", "12875"), True, f7_override=243920, extra=dlg))))
    turns.append((code("pyautogui.click(1120, 745)\npyautogui.click(133, 170)\npyautogui.write('QData\\n')"),
                  desk(clocks[6], app, sheet("QData", "12400", st("x", "12171", "243420"), True, f7_override=243920))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  desk(clocks[7], app, sheet("QData", "12400", st("x", "12171", "243420"), False, f7_override=243920))))
    rs.add("os", "h58-os-01", sysp("In regional_sales_2024.ods, name the quarterly figures QData, correct East Q2 to 15880 and West Q4 to 10405, and save."),
           turns, state=state, bad=True, turn=5,
           kind="After West Q4 goes from 9905 to 10405 the grand total F7 shows 243920 instead of 242920+500=243420 (the sum of the shown row totals).")


# ---------------------------------------------------------------- 02 Writer: styles, TOC, track changes (clean)
def t02(rs: RowSet) -> None:
    app = "LibreOffice Writer"
    title = "Employee_Handbook_v3.odt - LibreOffice Writer"

    def frame(style: str, page: str, words: str, paras: list[tuple[str, str]], extra: list[str] | None = None) -> list[str]:
        b = [R("frame", title, "", (70, 27), (1850, 1053))]
        b += menubar(WR_MENUS)
        b += [R("push-button", "Save", "", (78, 92), (30, 30), desc="Save (Ctrl+S)"),
              R("push-button", "Undo", "", (150, 92), (30, 30)),
              R("push-button", "Redo", "", (186, 92), (30, 30)),
              R("combo-box", "Paragraph Style", style, (78, 128), (180, 26)),
              R("combo-box", "Font Name", "Liberation Serif", (266, 128), (180, 26)),
              R("combo-box", "Font Size", "12 pt", (454, 128), (66, 26)),
              R("push-button", "Bold", "", (530, 128), (28, 26)),
              R("push-button", "Italic", "", (562, 128), (28, 26)),
              R("document-text", "", "", (470, 170), (980, 830))]
        y = 200
        for sty, txt in paras:
            h = {"Heading 1": 34, "Heading 2": 28, "Contents Heading": 34}.get(sty, 22 if len(txt) < 110 else 44)
            b.append(R("paragraph", "", txt, (540, y), (840, h), desc=sty))
            y += h + 12
        b += [R("label", "", page, (74, 1026), (120, 20)),
              R("label", "", words, (230, 1026), (260, 20)),
              R("label", "", "Default Page Style", (560, 1026), (150, 20)),
              R("label", "", "English (USA)", (760, 1026), (110, 20)),
              R("slider", "Zoom", "100%", (1620, 1026), (200, 20))]
        if extra:
            b += extra
        return b

    p2 = [("Heading 1", "Company Policies"),
          ("Default Paragraph Style", "All employees are expected to read this handbook during their first week and to confirm in the HR portal that they have done so."),
          ("Heading 2", "Working Hours"),
          ("Default Paragraph Style", "Core hours are 10:00 to 16:00 local time. Outside core hours, schedules are agreed with your team lead and recorded in the shared calendar."),
          ("Default Paragraph Style", "Benefits Overview"),
          ("Default Paragraph Style", "Full-time employees receive twelve days of paid leave per year, accruing monthly from the start date."),
          ("Heading 2", "Health Insurance"),
          ("Default Paragraph Style", "Coverage begins on the first day of the month following your start date and includes dental and vision plans for you and your dependants."),
          ("Heading 1", "IT Setup"),
          ("Default Paragraph Style", "Your laptop is provisioned by the IT team before your first day; collect it from the front desk together with your badge.")]
    clocks = ["Apr 11  09:41", "Apr 11  09:42", "Apr 11  09:43", "Apr 11  09:44", "Apr 11  09:45", "Apr 11  09:47",
              "Apr 11  09:49", "Apr 11  09:50", "Apr 11  09:51"]
    state = desk("Apr 11  09:40", app, frame("Heading 1", "Page 2 of 7", "2,418 words, 15,296 characters", p2))
    turns = []
    turns.append((code("pyautogui.click(640, 409)"),
                  desk(clocks[0], app, frame("Default Paragraph Style", "Page 2 of 7", "2,418 words, 15,296 characters", p2))))
    p2[4] = ("Heading 1", "Benefits Overview")
    turns.append((code("pyautogui.tripleClick(168, 141)\npyautogui.write('Heading 1\\n')"),
                  desk(clocks[1], app, frame("Heading 1", "Page 2 of 7", "2,418 words, 15,296 characters", p2))))
    p1 = [("Heading 1", "Welcome"),
          ("Default Paragraph Style", "Welcome to Northwind Analytics. This handbook explains how we work, what you can expect from us and what we expect from you."),
          ("Heading 2", "Our Mission"),
          ("Default Paragraph Style", "We help mid-sized retailers turn their sales data into decisions they can act on the same week.")]
    tocdlg = [R("dialog", "Table of Contents, Index or Bibliography", "", (560, 220), (800, 620)),
              R("page-tab", "Type", "", (580, 256), (60, 26)),
              R("page-tab", "Entries", "", (642, 256), (70, 26)),
              R("page-tab", "Styles", "", (714, 256), (60, 26)),
              R("page-tab", "Columns", "", (776, 256), (74, 26)),
              R("page-tab", "Background", "", (852, 256), (96, 26)),
              R("text", "Title:", "Table of Contents", (700, 306), (400, 26)),
              R("combo-box", "Type:", "Table of Contents", (700, 340), (260, 26)),
              R("check-box", "Protected against manual changes", "", (700, 374), (280, 22)),
              R("combo-box", "For:", "Entire document", (700, 420), (200, 26)),
              R("spin-button", "Evaluate up to level:", "10", (900, 454), (70, 26)),
              R("check-box", "Outline", "", (600, 500), (120, 22), desc="checked"),
              R("check-box", "Additional styles", "", (600, 526), (160, 22)),
              R("check-box", "Index marks", "", (600, 552), (140, 22), desc="checked"),
              R("check-box", "Preview", "", (580, 800), (90, 22)),
              R("push-button", "Help", "", (580, 770), (80, 30)),
              R("push-button", "Reset", "", (900, 800), (80, 30)),
              R("push-button", "OK", "", (1160, 800), (80, 30)),
              R("push-button", "Cancel", "", (1250, 800), (90, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'home')\npyautogui.click(170, 74)\npyautogui.click(260, 540)\npyautogui.click(480, 540)"),
                  desk(clocks[2], app, frame("Heading 1", "Page 1 of 7", "2,418 words, 15,296 characters", p1, extra=tocdlg))))

    def toc(last: str) -> list[tuple[str, str]]:
        return [("Contents Heading", "Table of Contents"),
                ("Contents 1", "Welcome\t1"), ("Contents 2", "Our Mission\t1"),
                ("Contents 1", "Company Policies\t2"), ("Contents 2", "Working Hours\t2"),
                ("Contents 1", "Benefits Overview\t2"), ("Contents 2", "Health Insurance\t2"),
                ("Contents 1", f"{last}\t2"), ("Contents 2", "Accounts and Passwords\t3"),
                ("Contents 1", "Leaving the Company\t6")]
    page1 = toc("IT Setup") + p1
    turns.append((code("pyautogui.click(1200, 815)"),
                  desk(clocks[3], app, frame("Contents Heading", "Page 1 of 7", "2,441 words, 15,437 characters", page1))))
    menu = [R("menu", "Edit", "", (114, 62), (48, 24)),
            R("menu", "Track Changes", "", (118, 500), (240, 24)),
            R("check-menu-item", "Record Changes", "", (360, 500), (280, 24), desc="checked, Ctrl+Shift+C"),
            R("check-menu-item", "Show Track Changes", "", (360, 524), (280, 24), desc="checked"),
            R("menu-item", "Previous Change", "", (360, 556), (280, 24)),
            R("menu-item", "Next Change", "", (360, 580), (280, 24)),
            R("menu-item", "Accept Change", "", (360, 604), (280, 24)),
            R("menu-item", "Reject Change", "", (360, 628), (280, 24)),
            R("menu-item", "Manage...", "", (360, 700), (280, 24)),
            R("menu-item", "Compare Document...", "", (360, 724), (280, 24))]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'c')\npyautogui.click(138, 74)\npyautogui.click(238, 512)"),
                  desk(clocks[4], app, frame("Contents Heading", "Page 1 of 7", "2,441 words, 15,437 characters", page1, extra=menu))))
    p2[5] = ("Default Paragraph Style", "Full-time employees receive twelvefifteen days of paid leave per year, accruing monthly from the start date.")
    turns.append((code("pyautogui.press('esc')\npyautogui.press('esc')\npyautogui.scroll(-15)\npyautogui.doubleClick(782, 455)\npyautogui.write('fifteen')"),
                  desk(clocks[5], app, frame("Default Paragraph Style", "Page 2 of 7", "2,441 words, 15,444 characters", p2))))
    p2[8] = ("Heading 1", "IT Setup and Accounts")
    turns.append((code("pyautogui.click(1370, 591)\npyautogui.press('end')\npyautogui.write(' and Accounts')"),
                  desk(clocks[6], app, frame("Heading 1", "Page 2 of 7", "2,443 words, 15,457 characters", p2))))
    page1 = toc("IT Setup and Accounts") + p1
    turns.append((code("pyautogui.hotkey('ctrl', 'home')\npyautogui.rightClick(700, 300)\npyautogui.click(790, 420)"),
                  desk(clocks[7], app, frame("Contents Heading", "Page 1 of 7", "2,445 words, 15,470 characters", page1))))
    mgr = [R("dialog", "Manage Changes", "", (600, 260), (720, 520)),
           R("page-tab", "List", "", (620, 296), (50, 26)),
           R("page-tab", "Filter", "", (672, 296), (56, 26)),
           R("table", "Changes", "", (620, 330), (680, 300)),
           R("table-cell", "", "Action", (622, 332), (140, 22)),
           R("table-cell", "", "Author", (762, 332), (160, 22)),
           R("table-cell", "", "Date", (922, 332), (190, 22)),
           R("table-cell", "", "Comment", (1112, 332), (186, 22)),
           R("table-cell", "", "Deletion", (622, 356), (140, 22)),
           R("table-cell", "", "Dana Kim", (762, 356), (160, 22)),
           R("table-cell", "", "04/11/2024 09:47:12", (922, 356), (190, 22)),
           R("table-cell", "", "", (1112, 356), (186, 22)),
           R("table-cell", "", "Insertion", (622, 378), (140, 22)),
           R("table-cell", "", "Dana Kim", (762, 378), (160, 22)),
           R("table-cell", "", "04/11/2024 09:47:12", (922, 378), (190, 22)),
           R("table-cell", "", "", (1112, 378), (186, 22)),
           R("table-cell", "", "Insertion", (622, 400), (140, 22)),
           R("table-cell", "", "Dana Kim", (762, 400), (160, 22)),
           R("table-cell", "", "04/11/2024 09:48:55", (922, 400), (190, 22)),
           R("table-cell", "", "", (1112, 400), (186, 22)),
           R("push-button", "Accept", "", (620, 650), (90, 30)),
           R("push-button", "Reject", "", (716, 650), (90, 30)),
           R("push-button", "Accept All", "", (812, 650), (100, 30)),
           R("push-button", "Reject All", "", (918, 650), (100, 30)),
           R("push-button", "Close", "", (1210, 730), (90, 30))]
    turns.append((code("pyautogui.click(138, 74)\npyautogui.click(238, 512)\npyautogui.click(500, 712)"),
                  desk(clocks[8], app, frame("Contents Heading", "Page 1 of 7", "2,445 words, 15,470 characters", page1, extra=mgr))))
    rs.add("os", "h58-os-02", sysp("Make 'Benefits Overview' a Heading 1, add a table of contents, then with track changes on raise the leave to fifteen days and rename the IT heading."),
           turns, state=state)


# ---------------------------------------------------------------- 03 System Monitor: end a process, respawn (clean)
def t03(rs: RowSet) -> None:
    app = "System Monitor"
    cols = ["Process Name", "User", "% CPU", "ID", "Memory", "Disk read total", "Disk write total", "Priority"]
    widths = [300, 110, 80, 90, 120, 150, 150, 100]

    def table(rows: list[list[str]], search: str | None, tab: str = "Processes", extra: list[str] | None = None) -> list[str]:
        b = [R("frame", "System Monitor", "", (360, 120), (1200, 760)),
             R("page-tab", "Processes", "", (760, 132), (100, 30), desc="selected" if tab == "Processes" else ""),
             R("page-tab", "Resources", "", (862, 132), (100, 30), desc="selected" if tab == "Resources" else ""),
             R("page-tab", "File Systems", "", (964, 132), (116, 30)),
             R("toggle-button", "Search", "", (1400, 130), (36, 34)),
             R("push-button", "Main menu", "", (1440, 130), (36, 34))]
        if tab == "Processes":
            if search is not None:
                b.append(R("entry", "Search", search, (560, 172), (800, 34)))
            y0 = 214 if search is not None else 172
            x = 372
            for c, w in zip(cols, widths):
                b.append(R("table-column-header", c, "", (x, y0), (w, 28)))
                x += w
            for i, r in enumerate(rows):
                x = 372
                for v, w in zip(r, widths):
                    b.append(R("table-cell", "", v, (x, y0 + 30 + 26 * i), (w, 26)))
                    x += w
        if extra:
            b += extra
        return b

    procs = {
        "1523": ["gnome-shell", "dana", "4.2", "1523", "312.4 MB", "88.1 MB", "4.3 MB", "Normal"],
        "1561": ["Xwayland", "dana", "0.6", "1561", "62.7 MB", "3.9 MB", "N/A", "Normal"],
        "3312": ["code", "dana", "2.1", "3312", "418.9 MB", "142.6 MB", "27.5 MB", "Normal"],
        "48211": ["python3", "dana", "38.7", "48211", "184.3 MB", "1.2 GB", "356.0 MB", "Normal"],
        "47990": ["python3", "dana", "0.0", "47990", "21.6 MB", "2.3 MB", "N/A", "Normal"],
        "1788": ["tracker-miner-fs-3", "dana", "0.3", "1788", "38.2 MB", "516.8 MB", "21.1 MB", "Very Low"],
        "1402": ["pipewire", "dana", "0.2", "1402", "9.8 MB", "1.1 MB", "N/A", "Very High"],
        "2950": ["gnome-terminal-server", "dana", "0.1", "2950", "48.5 MB", "6.7 MB", "104.0 kB", "Normal"],
        "2961": ["bash", "dana", "0.0", "2961", "5.1 MB", "1.6 MB", "12.3 kB", "Normal"],
        "51023": ["gnome-system-monitor", "dana", "1.4", "51023", "41.7 MB", "18.2 MB", "N/A", "Normal"],
        "1960": ["evolution-alarm-notify", "dana", "0.0", "1960", "33.0 MB", "14.4 MB", "N/A", "Normal"],
        "1602": ["ibus-daemon", "dana", "0.1", "1602", "11.2 MB", "2.0 MB", "N/A", "Normal"],
    }
    by_name = sorted(procs.values(), key=lambda r: (r[0].lower(), int(r[3])))
    state = desk("Apr 16  15:11", app, table(by_name, None), running=("System Monitor",))

    def by_cpu() -> list[list[str]]:
        return sorted(procs.values(), key=lambda r: (-float(r[2]), int(r[3])))

    turns = []
    # live counters move between refreshes
    procs["48211"][2:7] = ["41.3", "48211", "186.0 MB", "1.3 GB", "371.2 MB"]
    procs["1523"][2] = "3.8"
    procs["3312"][2] = "2.6"
    procs["51023"][2] = "1.9"
    turns.append((code("pyautogui.click(802, 186)"), desk("Apr 16  15:12", app, table(by_cpu(), None), running=("System Monitor",))))
    procs["48211"][2:7] = ["39.9", "48211", "186.4 MB", "1.3 GB", "380.9 MB"]

    def py() -> list[list[str]]:
        return [r for r in by_cpu() if "python" in r[0]]

    turns.append((code("pyautogui.click(1418, 147)\npyautogui.write('python')"),
                  desk("Apr 16  15:12", app, table(py(), "python"), running=("System Monitor",))))
    ctx = [R("menu", "", "", (700, 300), (220, 300)),
           R("menu-item", "Properties", "", (704, 304), (212, 28), desc="Alt+Return"),
           R("menu-item", "Memory Maps", "", (704, 332), (212, 28), desc="Ctrl+M"),
           R("menu-item", "Open Files", "", (704, 360), (212, 28), desc="Ctrl+O"),
           R("menu-item", "Change Priority", "", (704, 392), (212, 28)),
           R("menu-item", "Stop", "", (704, 424), (212, 28), desc="Ctrl+S"),
           R("menu-item", "Continue", "", (704, 452), (212, 28), desc="Ctrl+C"),
           R("menu-item", "End", "", (704, 484), (212, 28), desc="Ctrl+E"),
           R("menu-item", "Kill", "", (704, 512), (212, 28), desc="Ctrl+K")]
    procs["48211"][2:7] = ["40.6", "48211", "186.9 MB", "1.3 GB", "389.4 MB"]
    turns.append((code("pyautogui.rightClick(520, 256)"),
                  desk("Apr 16  15:13", app, table(py(), "python", extra=ctx), running=("System Monitor",))))
    confirm = [R("dialog", "", "", (720, 380), (480, 220)),
               R("label", "", "End the selected process “python3” (PID 48211)?", (744, 404), (432, 40)),
               R("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", (744, 452), (432, 60)),
               R("push-button", "Cancel", "", (744, 548), (200, 36)),
               R("push-button", "End Process", "", (976, 548), (200, 36))]
    turns.append((code("pyautogui.click(760, 498)"),
                  desk("Apr 16  15:13", app, table(py(), "python", extra=confirm), running=("System Monitor",))))
    del procs["48211"]
    turns.append((code("pyautogui.click(1076, 566)"),
                  desk("Apr 16  15:14", app, table(py(), "python"), running=("System Monitor",))))
    procs["48794"] = ["python3", "dana", "36.2", "48794", "47.9 MB", "61.4 MB", "18.7 MB", "Normal"]
    procs["47990"][2] = "0.1"
    turns.append((code("import time\ntime.sleep(10)"),
                  desk("Apr 16  15:14", app, table(py(), "python"), running=("System Monitor",))))
    res = [R("label", "", "CPU", (384, 180), (60, 22)),
           R("label", "", "CPU1 44.8%", (400, 420), (120, 20)),
           R("label", "", "CPU2 12.1%", (560, 420), (120, 20)),
           R("label", "", "CPU3 9.6%", (720, 420), (120, 20)),
           R("label", "", "CPU4 7.3%", (880, 420), (120, 20)),
           R("label", "", "Memory and Swap", (384, 460), (160, 22)),
           R("label", "", "Memory 5.8 GB (37.4%) of 15.6 GB", (400, 660), (300, 20)),
           R("label", "", "Cache 4.1 GB", (400, 682), (300, 20)),
           R("label", "", "Swap 0 bytes (0.0%) of 2.0 GB", (760, 660), (300, 20)),
           R("label", "", "Network", (384, 710), (90, 22)),
           R("label", "", "Receiving 12.4 KiB/s", (400, 840), (200, 20)),
           R("label", "", "Total Received 1.8 GiB", (400, 862), (200, 20)),
           R("label", "", "Sending 3.1 KiB/s", (760, 840), (200, 20)),
           R("label", "", "Total Sent 214.7 MiB", (760, 862), (200, 20))]
    turns.append((code("pyautogui.click(912, 147)"),
                  desk("Apr 16  15:15", app, table([], None, tab="Resources", extra=res), running=("System Monitor",))))
    rs.add("os", "h58-os-03", sysp("The data_sync.py worker is stuck at high CPU; end it from System Monitor and check that its service brings it back, then look at overall resource use."),
           turns, state=state)


# ---------------------------------------------------------------- 04 Thunderbird: filter, folders, address book (bad)
def t04(rs: RowSet) -> None:
    app = "Thunderbird Mail"
    acct = "dana.kim@northwind-analytics.com"
    inbox = [
        ("Invoice INV-20418 from Ledgerline", "Ledgerline Billing", "4/18/2024, 8:12 AM", True),
        ("Re: Q2 forecast assumptions", "Priya Raman", "4/18/2024, 8:03 AM", True),
        ("Your AWS Invoice is available", "Amazon Web Services", "4/17/2024, 10:40 PM", True),
        ("Standup notes 17 Apr", "Marco Bianchi", "4/17/2024, 5:21 PM", False),
        ("Invoice #7781 – Figma Professional", "Figma", "4/17/2024, 11:05 AM", False),
        ("Lunch & learn: dbt macros", "Jana Novak", "4/17/2024, 9:30 AM", True),
        ("[GitHub] A new SSH key was added to your account", "GitHub", "4/16/2024, 7:12 PM", False),
        ("Invoice 2024-0331 (Northwind Cloud Hosting)", "Hostwise", "4/16/2024, 8:00 AM", True),
        ("Re: Vendor onboarding checklist", "Marta Kowalczyk", "4/15/2024, 4:44 PM", False),
        ("Your invoice from Atlassian", "Atlassian", "4/15/2024, 10:02 AM", False),
        ("Weekly digest – Analytics Guild", "Guild Bot", "4/15/2024, 7:00 AM", True),
        ("Invoice overdue: INV-20377", "Ledgerline Billing", "4/12/2024, 9:15 AM", False),
        ("Re: Offsite agenda", "Tomás Ortega", "4/11/2024, 3:37 PM", False),
        ("Expense report approved", "Concur", "4/11/2024, 1:02 PM", False),
    ]
    finance_old = [
        ("Invoice INV-20301 from Ledgerline", "Ledgerline Billing", "3/18/2024, 8:10 AM", False),
        ("Your AWS Invoice is available", "Amazon Web Services", "3/17/2024, 10:38 PM", False),
        ("Invoice #7612 – Figma Professional", "Figma", "3/17/2024, 11:04 AM", False),
        ("Invoice 2024-0229 (Northwind Cloud Hosting)", "Hostwise", "3/1/2024, 8:00 AM", False),
    ]
    counts = {"Inbox": [14, 213], "Finance": [0, 37], "Drafts": [0, 2], "Sent": [0, 486], "Archives": [0, 1204],
              "Junk": [3, 9], "Trash": [0, 58]}

    def main(folder: str, msgs: list[tuple[str, str, str, bool]], extra: list[str] | None = None) -> list[str]:
        b = [R("frame", f"{folder} - {acct} - Mozilla Thunderbird", "", (70, 27), (1850, 1053)),
             R("push-button", "Mail", "", (74, 92), (40, 40)),
             R("push-button", "Address Book", "", (74, 136), (40, 40)),
             R("push-button", "Calendar", "", (74, 180), (40, 40)),
             R("push-button", "Get Messages", "", (130, 70), (120, 32)),
             R("push-button", "New Message", "", (256, 70), (130, 32)),
             R("entry", "Search", "", (800, 70), (420, 32)),
             R("push-button", "Application menu", "", (1870, 70), (36, 32)),
             R("tree", "Folders", "", (122, 110), (300, 950)),
             R("tree-item", acct, "", (130, 116), (290, 28))]
        y = 144
        for f in ["Inbox", "Finance", "Drafts", "Sent", "Archives", "Junk", "Trash"]:
            unread = counts[f][0]
            ind = 164 if f == "Finance" else 146
            b.append(R("tree-item", f, str(unread) if unread else "", (ind, y), (420 - ind, 28),
                       desc="selected" if f == folder else ""))
            y += 28
        b += [R("tree-item", "Local Folders", "", (130, y + 8), (290, 28)),
              R("tree-item", "Trash", "", (146, y + 36), (274, 28)),
              R("tree-item", "Outbox", "", (146, y + 64), (274, 28)),
              R("table", "Messages", "", (430, 110), (1480, 520)),
              R("table-column-header", "Subject", "", (470, 112), (700, 26)),
              R("table-column-header", "Correspondents", "", (1170, 112), (330, 26)),
              R("table-column-header", "Date", "", (1500, 112), (260, 26))]
        for i, (subj, who, when, unread) in enumerate(msgs):
            y = 140 + 26 * i
            b += [R("table-cell", "", subj, (470, y), (700, 26), desc="unread" if unread else ""),
                  R("table-cell", "", who, (1170, y), (330, 26)),
                  R("table-cell", "", when, (1500, y), (260, 26))]
        b += [R("label", "", f"Unread: {counts[folder][0]}", (1640, 1054), (110, 22)),
              R("label", "", f"Total: {counts[folder][1]}", (1760, 1054), (110, 22))]
        if extra:
            b += extra
        return b

    def filters(names: list[str]) -> list[str]:
        b = [R("dialog", "Message Filters", "", (560, 220), (800, 560)),
             R("combo-box", "Filters for:", acct, (700, 250), (420, 30)),
             R("entry", "Search filters by name…", "", (1130, 250), (210, 30)),
             R("table", "", "", (580, 300), (620, 360)),
             R("table-column-header", "Filter Name", "", (582, 302), (480, 26)),
             R("table-column-header", "Enabled", "", (1062, 302), (136, 26))]
        for i, n in enumerate(names):
            b += [R("table-cell", "", n, (582, 330 + 26 * i), (480, 26)),
                  R("check-box", "Enabled", "", (1110, 330 + 26 * i), (22, 22), desc="checked")]
        b += [R("push-button", "New…", "", (1220, 300), (120, 32)),
              R("push-button", "Edit…", "", (1220, 338), (120, 32)),
              R("push-button", "Delete", "", (1220, 376), (120, 32)),
              R("push-button", "Move to Top", "", (1220, 430), (120, 32)),
              R("push-button", "Move Up", "", (1220, 468), (120, 32)),
              R("push-button", "Move Down", "", (1220, 506), (120, 32)),
              R("push-button", "Move to Bottom", "", (1220, 544), (120, 32)),
              R("combo-box", "Run selected filter(s) on:", "Inbox", (800, 680), (260, 30)),
              R("push-button", "Run Now", "", (1080, 680), (120, 32)),
              R("push-button", "Filter Log", "", (580, 730), (120, 32)),
              R("push-button", "Close", "", (1336, 222), (24, 24))]
        return b

    clocks = ["Apr 18  08:31", "Apr 18  08:31", "Apr 18  08:33", "Apr 18  08:33", "Apr 18  08:34", "Apr 18  08:34",
              "Apr 18  08:35", "Apr 18  08:37", "Apr 18  08:37", "Apr 18  08:38"]
    state = desk("Apr 18  08:30", app, main("Inbox", inbox))
    turns = []
    turns.append((code("pyautogui.press('alt')\npyautogui.click(486, 36)\npyautogui.click(560, 290)"),
                  desk(clocks[0], app, main("Inbox", inbox, filters(["Newsletters to Reading"])))))

    def rules(name: str, value: str, target: str) -> list[str]:
        return [R("dialog", "Filter Rules", "", (520, 160), (880, 700)),
                R("entry", "Filter name:", name, (660, 190), (500, 30)),
                R("label", "", "Apply filter when:", (540, 236), (200, 22)),
                R("check-box", "Manually Run", "", (560, 262), (160, 22), desc="checked"),
                R("check-box", "Getting New Mail:", "", (560, 288), (170, 22), desc="checked"),
                R("combo-box", "", "Filter before Junk Classification", (740, 284), (300, 30)),
                R("check-box", "Archiving", "", (560, 314), (160, 22)),
                R("check-box", "After Sending", "", (560, 340), (160, 22)),
                R("check-box", "Periodically, every 10 minutes", "", (560, 366), (260, 22)),
                R("radio-button", "Match all of the following", "", (560, 404), (240, 22), desc="checked"),
                R("radio-button", "Match any of the following", "", (820, 404), (240, 22)),
                R("radio-button", "Match all messages", "", (1080, 404), (200, 22)),
                R("combo-box", "", "Subject", (560, 440), (180, 30)),
                R("combo-box", "", "contains", (750, 440), (160, 30)),
                R("entry", "", value, (920, 440), (300, 30)),
                R("push-button", "+", "", (1230, 440), (30, 30)),
                R("push-button", "−", "", (1266, 440), (30, 30)),
                R("label", "", "Perform these actions:", (540, 560), (200, 22)),
                R("combo-box", "", "Move Message to", (560, 590), (220, 30)),
                R("combo-box", "", target, (790, 590), (420, 30)),
                R("push-button", "OK", "", (1180, 810), (100, 34)),
                R("push-button", "Cancel", "", (1290, 810), (100, 34))]
    turns.append((code("pyautogui.click(1280, 316)"),
                  desk(clocks[1], app, main("Inbox", inbox, filters(["Newsletters to Reading"]) + rules("", "", f"Inbox on {acct}")))))
    turns.append((code("pyautogui.click(910, 205)\npyautogui.write('Invoices to Finance')\npyautogui.click(1070, 455)\npyautogui.write('Invoice')\npyautogui.click(1000, 605)\npyautogui.click(1000, 660)\npyautogui.click(1120, 688)"),
                  desk(clocks[2], app, main("Inbox", inbox, filters(["Newsletters to Reading"]) + rules("Invoices to Finance", "Invoice", f"Finance on {acct}")))))
    turns.append((code("pyautogui.click(1230, 827)"),
                  desk(clocks[3], app, main("Inbox", inbox, filters(["Newsletters to Reading", "Invoices to Finance"])))))
    moved = [m for m in inbox if "invoice" in m[0].lower()]
    inbox = [m for m in inbox if "invoice" not in m[0].lower()]
    inbox += [("Re: Offsite logistics", "Tomás Ortega", "4/10/2024, 6:12 PM", False),
              ("Security training reminder", "IT Helpdesk", "4/10/2024, 9:00 AM", True),
              ("Re: Churn model v2 review", "Yuki Tanaka", "4/9/2024, 2:48 PM", False),
              ("Your March statement", "Brex", "4/9/2024, 7:30 AM", False),
              ("Re: Dashboard access for Finance", "Priya Raman", "4/8/2024, 5:05 PM", False),
              ("Team photo from the offsite", "Marco Bianchi", "4/8/2024, 11:19 AM", False)]
    counts["Inbox"] = [11, 207]
    counts["Finance"] = [3, 43]
    turns.append((code("pyautogui.click(700, 356)\npyautogui.click(1140, 696)\nimport time\ntime.sleep(2)\npyautogui.click(1347, 234)"),
                  desk(clocks[4], app, main("Inbox", inbox))))
    finance = moved + finance_old
    turns.append((code("pyautogui.click(280, 186)"), desk(clocks[5], app, main("Finance", finance))))
    contacts = [("Jana Novak", "jana.novak@northwind-analytics.com", "+1 415 555 0142"),
                ("Marco Bianchi", "marco.bianchi@northwind-analytics.com", "+39 02 5550 1187"),
                ("Priya Raman", "priya.raman@northwind-analytics.com", "+1 415 555 0199"),
                ("Tomás Ortega", "tomas.ortega@northwind-analytics.com", "+34 91 555 2210"),
                ("Yuki Tanaka", "yuki.tanaka@northwind-analytics.com", "+81 3 5550 4471")]

    def book(sel: int | None) -> list[str]:
        b = [R("frame", "Address Book - Mozilla Thunderbird", "", (70, 27), (1850, 1053)),
             R("push-button", "Mail", "", (74, 92), (40, 40)),
             R("push-button", "Address Book", "", (74, 136), (40, 40), desc="selected"),
             R("push-button", "New Address Book", "", (130, 70), (180, 32)),
             R("push-button", "New Contact", "", (316, 70), (140, 32)),
             R("push-button", "New List", "", (462, 70), (110, 32)),
             R("tree", "Address Books", "", (122, 110), (300, 400)),
             R("tree-item", "All Address Books", "", (130, 116), (290, 28)),
             R("tree-item", "Personal Address Book", "", (130, 144), (290, 28), desc="selected"),
             R("tree-item", "Collected Addresses", "", (130, 172), (290, 28)),
             R("entry", "Search Personal Address Book", "", (440, 112), (520, 32)),
             R("label", "", f"{len(contacts)} contacts", (440, 150), (160, 22)),
             R("list", "Contacts", "", (430, 176), (540, 880))]
        for i, (n, e, _) in enumerate(contacts):
            b.append(R("list-item", n, e, (436, 180 + 56 * i), (530, 56), desc="selected" if i == sel else ""))
        if sel is not None:
            n, e, ph = contacts[sel]
            b += [R("heading", n, "", (1000, 180), (600, 36)),
                  R("label", "", "Email Addresses", (1000, 240), (200, 22)),
                  R("link", e, e, (1000, 266), (420, 22)),
                  R("label", "", "Phone Numbers", (1000, 306), (200, 22)),
                  R("label", "", ph, (1000, 332), (260, 22)),
                  R("push-button", "Edit", "", (1000, 380), (90, 32))]
        return b
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'b')"), desk(clocks[6], app, book(None))))
    contacts.insert(2, ("Marta Kowalczyk", "marta.k@ledgerline.io", "+48 22 555 3391"))
    turns.append((code("pyautogui.click(386, 86)\npyautogui.write('Marta')\npyautogui.press('tab')\npyautogui.write('Kowalczyk')\npyautogui.click(1200, 420)\npyautogui.write('marta.k@ledgerline.io')\npyautogui.click(1200, 520)\npyautogui.write('+48 22 555 3391')\npyautogui.click(1760, 1010)"),
                  desk(clocks[7], app, book(2))))
    turns.append((code("pyautogui.click(94, 112)\npyautogui.click(280, 158)"), desk(clocks[8], app, main("Inbox", inbox))))
    counts["Finance"] = [3, 41]
    turns.append((code("pyautogui.click(280, 186)"), desk(clocks[9], app, main("Finance", finance))))
    rs.add("os", "h58-os-04", sysp("Create a Thunderbird filter that moves invoice mails into the Finance folder and run it on the Inbox, then add Marta Kowalczyk (marta.k@ledgerline.io) to the personal address book."),
           turns, state=state, bad=True, turn=10,
           kind="The Finance folder's total reads 41 on returning to it, though it showed 43 after the filter run and nothing moved or deleted mail since.")


# ---------------------------------------------------------------- 05 GNOME Calendar: new event, week view (bad)
def t05(rs: RowSet) -> None:
    app = "Calendar"
    run = ("Calendar",)
    mnames = {5: "May", 6: "June"}
    events: dict[dt.date, list[str]] = {
        dt.date(2024, 5, 7): ["9:30 AM Dentist"],
        dt.date(2024, 5, 13): ["10:00 AM Sprint planning"],
        dt.date(2024, 5, 22): ["3:00 PM Quarterly review"],
        dt.date(2024, 5, 26): ["Mom's birthday"],
        dt.date(2024, 5, 31): ["4:00 PM Release retro"],
        dt.date(2024, 6, 12): ["Team offsite"],
        dt.date(2024, 6, 13): ["Team offsite"],
        dt.date(2024, 6, 18): ["8:45 AM Dentist follow-up"],
    }

    def header(view: str, title: str) -> list[str]:
        return [R("frame", "Calendar", "", (70, 27), (1850, 1053)),
                R("push-button", "New Event", "", (84, 36), (40, 34)),
                R("push-button", "Today", "", (130, 36), (70, 34)),
                R("push-button", "Previous", "", (206, 36), (34, 34)),
                R("push-button", "Next", "", (244, 36), (34, 34)),
                R("label", "", title, (300, 42), (260, 24)),
                R("toggle-button", "Week", "", (880, 36), (70, 34), desc="checked" if view == "Week" else ""),
                R("toggle-button", "Month", "", (952, 36), (70, 34), desc="checked" if view == "Month" else ""),
                R("toggle-button", "Year", "", (1024, 36), (70, 34), desc="checked" if view == "Year" else ""),
                R("push-button", "Search", "", (1790, 36), (34, 34)),
                R("push-button", "Main Menu", "", (1830, 36), (34, 34))]

    def month(y: int, m: int, extra: list[str] | None = None) -> list[str]:
        b = header("Month", f"{mnames[m]} {y}")
        for i, wd in enumerate(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]):
            b.append(R("label", "", wd, (100 + 260 * i, 84), (260, 20)))
        weeks = calendar.Calendar(firstweekday=6).monthdatescalendar(y, m)
        for r, week in enumerate(weeks):
            for c, d in enumerate(week):
                x, yy = 100 + 260 * c, 110 + 158 * r
                txt = str(d.day) if d.month == m else f"{mnames.get(d.month, d.strftime('%B'))[:3]} {d.day}"
                b.append(R("label", "", txt, (x + 220, yy + 4), (34, 20), desc="today" if d == dt.date(2024, 5, 14) else ""))
                for k, ev in enumerate(events.get(d, [])):
                    b.append(R("push-button", ev, "", (x + 4, yy + 30 + 24 * k), (252, 22)))
        if extra:
            b += extra
        return b

    clocks = ["May 14  11:04", "May 14  11:05", "May 14  11:06", "May 14  11:06", "May 14  11:07", "May 14  11:08", "May 14  11:08"]
    state = desk("May 14  11:03", app, month(2024, 5), running=run)
    turns = []
    pop = [R("dialog", "New Event", "", (1060, 640), (340, 150)),
           R("label", "", "New Event on Thursday, May 23", (1076, 652), (300, 22)),
           R("entry", "", "", (1076, 684), (308, 34)),
           R("push-button", "Edit Details…", "", (1076, 734), (150, 34)),
           R("push-button", "Add", "", (1300, 734), (84, 34))]
    turns.append((code("pyautogui.doubleClick(1140, 640)"), desk(clocks[0], app, month(2024, 5, pop), running=run)))
    det = [R("dialog", "New Event", "", (660, 160), (600, 720)),
           R("push-button", "Cancel", "", (676, 170), (80, 34)),
           R("push-button", "Add", "", (1164, 170), (80, 34)),
           R("entry", "Title", "Vendor call — Ledgerline", (690, 230), (540, 34)),
           R("entry", "Location", "", (690, 274), (540, 34)),
           R("combo-box", "Calendar", "Personal", (690, 330), (540, 34)),
           R("label", "", "Schedule", (690, 384), (120, 22)),
           R("check-box", "All Day", "", (690, 414), (120, 22)),
           R("label", "", "Starts", (690, 450), (80, 22)),
           R("entry", "Starts date", "05/23/2024", (780, 446), (220, 34)),
           R("entry", "Starts time", "2:00 PM", (1010, 446), (120, 34)),
           R("label", "", "Ends", (690, 494), (80, 22)),
           R("entry", "Ends date", "05/23/2024", (780, 490), (220, 34)),
           R("entry", "Ends time", "3:00 PM", (1010, 490), (120, 34)),
           R("label", "", "Repeat", (690, 544), (80, 22)),
           R("combo-box", "Repeat", "No Repeat", (780, 540), (220, 34)),
           R("label", "", "Reminders", (690, 598), (120, 22)),
           R("push-button", "Add reminder…", "", (780, 594), (160, 34)),
           R("label", "", "Notes", (690, 650), (80, 22)),
           R("text", "Notes", "", (690, 676), (540, 160))]
    turns.append((code("pyautogui.write('Vendor call — Ledgerline')\npyautogui.click(1150, 751)\npyautogui.click(700, 425)\npyautogui.tripleClick(1070, 463)\npyautogui.write('2:00 PM')\npyautogui.tripleClick(1070, 507)\npyautogui.write('3:00 PM')"),
                  desk(clocks[1], app, month(2024, 5, det), running=run)))
    events[dt.date(2024, 5, 23)] = ["2:00 PM Vendor call — Ledgerline"]
    turns.append((code("pyautogui.click(1204, 187)"), desk(clocks[2], app, month(2024, 5), running=run)))

    def week(entries: list[tuple[int, str, str, int, int]]) -> list[str]:
        b = header("Week", "May 19 – 25, 2024")
        days = ["Sun 19", "Mon 20", "Tue 21", "Wed 22", "Thu 23", "Fri 24", "Sat 25"]
        for i, d in enumerate(days):
            b.append(R("label", "", d, (180 + 248 * i, 84), (248, 22)))
        for h in range(8, 19):
            b.append(R("label", "", f"{(h - 1) % 12 + 1} {'AM' if h < 12 else 'PM'}", (100, 130 + 66 * (h - 8)), (70, 20)))
        for col, name, when, start, end in entries:
            b.append(R("push-button", name, "", (182 + 248 * col, 130 + 33 * start), (244, 33 * (end - start)), desc=when))
        return b
    # the event was added on Thursday May 23; the week view files it under Wednesday the 22nd
    wk = [(3, "Quarterly review", "Wednesday, May 22, 3:00 PM – 4:30 PM", 14, 17),
          (3, "Vendor call — Ledgerline", "Wednesday, May 22, 2:00 PM – 3:00 PM", 12, 14)]
    turns.append((code("pyautogui.click(914, 53)"), desk(clocks[3], app, week(wk), running=run)))
    qpop = [R("dialog", "Quarterly review", "", (940, 560), (360, 220)),
            R("label", "", "Quarterly review", (956, 572), (320, 26)),
            R("label", "", "Wednesday, May 22, 2024", (956, 606), (320, 20)),
            R("label", "", "3:00 – 4:30 PM", (956, 628), (320, 20)),
            R("label", "", "Location: Room Baltic, 4th floor", (956, 656), (320, 20)),
            R("label", "", "Calendar: Work", (956, 680), (320, 20)),
            R("push-button", "Edit…", "", (1190, 730), (90, 34))]
    turns.append((code("pyautogui.click(1000, 640)"), desk(clocks[4], app, week(wk) + qpop, running=run)))
    events[dt.date(2024, 5, 22)] = ["2:00 PM Vendor call — Ledgerline", "3:00 PM Quarterly review"]
    del events[dt.date(2024, 5, 23)]
    turns.append((code("pyautogui.press('esc')\npyautogui.click(986, 53)"), desk(clocks[5], app, month(2024, 5), running=run)))
    turns.append((code("pyautogui.click(261, 53)"), desk(clocks[6], app, month(2024, 6), running=run)))
    rs.add("os", "h58-os-05", sysp("Add a one-hour 'Vendor call — Ledgerline' at 2 PM on Thursday, May 23 to the Personal calendar and check the week around it."),
           turns, state=state, bad=True, turn=4,
           kind="The vendor call created for Thursday May 23 appears in the week view on Wednesday May 22.")


# ---------------------------------------------------------------- 06 Chrome: history, bookmarks, downloads (clean)
def t06(rs: RowSet) -> None:
    app = "Google Chrome"
    bar = ["Jira – SRE board", "PagerDuty", "Prometheus docs", "Runbooks (Confluence)"]

    def chrome(tabs: list[str], active: int, url: str, content: list[str]) -> list[str]:
        b = [R("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
        for i, t in enumerate(tabs):
            b.append(R("page-tab", t, "", (78 + 240 * i, 35), (236, 34), desc="selected" if i == active else ""))
            b.append(R("push-button", "Close", "", (290 + 240 * i, 43), (18, 18)))
        b += [R("push-button", "New Tab", "", (80 + 240 * len(tabs), 39), (28, 28)),
              R("push-button", "Back", "", (82, 76), (34, 34)),
              R("push-button", "Forward", "", (120, 76), (34, 34)),
              R("push-button", "Reload", "", (158, 76), (34, 34)),
              R("entry", "Address and search bar", url, (250, 78), (1420, 30)),
              R("push-button", "Bookmark this tab", "", (1636, 78), (28, 28)),
              R("push-button", "Extensions", "", (1740, 76), (34, 34)),
              R("push-button", "Dana", "", (1800, 76), (34, 34)),
              R("push-button", "Chrome", "", (1850, 76), (34, 34))]
        x = 80
        for bm in bar:
            w = len(bm) * 7 + 36
            b.append(R("push-button", bm, "", (x, 116), (w, 28)))
            x += w + 4
        b.append(R("push-button", "All Bookmarks", "", (1800, 116), (110, 28)))
        return b + content

    today = "Today - Friday, May 17, 2024"
    yday = "Yesterday - Thursday, May 16, 2024"
    hist = [
        (today, "10:41 AM", "Release notes – Grafana 10.4 | Grafana documentation", "grafana.com"),
        (today, "10:37 AM", "GitHub - grafana/grafana: The open and composable observability and data visualization platform.", "github.com"),
        (today, "10:22 AM", "Download Grafana | Grafana Labs", "grafana.com"),
        (today, "10:05 AM", "Alerting rules | Prometheus", "prometheus.io"),
        (today, "9:58 AM", "Kubernetes Documentation | Kubernetes", "kubernetes.io"),
        (today, "9:41 AM", "SRE board - Agile Board - Jira", "northwind.atlassian.net"),
        (yday, "5:12 PM", "Incidents | PagerDuty", "northwind.pagerduty.com"),
        (yday, "4:50 PM", "Grafana Loki 3.0 release: all the new features | Grafana Labs", "grafana.com"),
        (yday, "2:03 PM", "Releases · prometheus/node_exporter", "github.com"),
        (yday, "11:19 AM", "Recording rules | Prometheus", "prometheus.io"),
    ]

    def hpage(query: str, checked: set[str] | None = None, dialog: bool = False) -> list[str]:
        items = [h for h in hist if query.lower() in (h[2] + " " + h[3]).lower()]
        b = [R("heading", "History", "", (100, 160), (120, 30)),
             R("entry", "Search history", query, (700, 156), (560, 36)),
             R("link", "Chrome history", "", (90, 220), (240, 34)),
             R("link", "Tabs from other devices", "", (90, 256), (240, 34)),
             R("link", "Delete browsing data", "", (90, 292), (240, 34))]
        if checked:
            b += [R("label", "", f"{len(checked)} selected", (500, 210), (120, 24)),
                  R("push-button", "Cancel", "", (1180, 206), (90, 32)),
                  R("push-button", "Delete", "", (1280, 206), (90, 32))]
        y, group = 260, None
        for g, t, title, dom in items:
            if g != group:
                b.append(R("heading", g, "", (500, y), (860, 26)))
                y += 34
                group = g
            b += [R("check-box", f"{title}", "", (510, y), (22, 22), desc="checked" if checked and t in checked else ""),
                  R("label", "", t, (540, y), (80, 22)),
                  R("link", title, title, (640, y), (560, 22)),
                  R("label", "", dom, (1210, y), (150, 22)),
                  R("push-button", "Actions", "", (1370, y), (24, 22))]
            y += 40
        if dialog:
            b += [R("dialog", "Remove selected items", "", (720, 420), (480, 180)),
                  R("label", "", "Are you sure you want to delete these pages from your history?", (744, 470), (432, 40)),
                  R("push-button", "Cancel", "", (940, 550), (100, 34)),
                  R("push-button", "Remove", "", (1050, 550), (120, 34))]
        return b

    rel = "Release notes – Grafana 10.4 | Grafana documentation"
    relpage = [R("heading", "Release notes for Grafana 10.4", "", (400, 220), (900, 40)),
               R("link", "What's new in Grafana v10.4", "", (400, 280), (300, 22)),
               R("paragraph", "", "Release notes for Grafana 10.4.2 (2024-04-10): fixed a regression in the alerting state history view and a panic in the Loki data source.", (400, 320), (900, 44))]
    state = desk("May 17  10:43", app, chrome([rel], 0, "grafana.com/docs/grafana/latest/release-notes/release-notes-10-4-2/", relpage))
    turns = []
    tabs = [rel, "History"]
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), desk("May 17  10:44", app, chrome(tabs, 1, "chrome://history", hpage("")))))
    turns.append((code("pyautogui.click(980, 174)\npyautogui.write('grafana\\n')"),
                  desk("May 17  10:44", app, chrome(tabs, 1, "chrome://history/?q=grafana", hpage("grafana")))))
    sel = {"10:37 AM", "10:22 AM"}
    turns.append((code("pyautogui.click(521, 345)\npyautogui.click(521, 385)"),
                  desk("May 17  10:45", app, chrome(tabs, 1, "chrome://history/?q=grafana", hpage("grafana", sel)))))
    turns.append((code("pyautogui.click(1325, 222)"),
                  desk("May 17  10:45", app, chrome(tabs, 1, "chrome://history/?q=grafana", hpage("grafana", sel, dialog=True)))))
    hist = [h for h in hist if h[1] not in sel]
    turns.append((code("pyautogui.click(1110, 567)"),
                  desk("May 17  10:45", app, chrome(tabs, 1, "chrome://history/?q=grafana", hpage("grafana")))))
    docs = "Grafana documentation | Grafana documentation"
    tabs = [rel, docs]
    docpage = [R("heading", "Grafana documentation", "", (400, 220), (900, 40)),
               R("link", "Get started", "", (400, 290), (200, 22)),
               R("link", "Introduction", "", (400, 320), (200, 22)),
               R("link", "Setup", "", (400, 350), (200, 22)),
               R("link", "Dashboards", "", (400, 380), (200, 22)),
               R("link", "Alerting", "", (400, 410), (200, 22)),
               R("paragraph", "", "Version: Latest (v10.4)", (1400, 220), (260, 22))]
    turns.append((code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('grafana.com/docs/grafana/latest/\\n')"),
                  desk("May 17  10:46", app, chrome(tabs, 1, "grafana.com/docs/grafana/latest/", docpage))))
    hist.insert(0, (today, "10:46 AM", docs, "grafana.com"))
    tabs = [rel, docs, "History"]
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), desk("May 17  10:47", app, chrome(tabs, 2, "chrome://history", hpage("")))))
    tabs = [rel, docs]
    bubble = [R("dialog", "Bookmark added", "", (1380, 110), (440, 240)),
              R("entry", "Name", docs, (1480, 160), (320, 30)),
              R("combo-box", "Folder", "Bookmarks bar", (1480, 204), (320, 30)),
              R("push-button", "More…", "", (1400, 290), (90, 32)),
              R("push-button", "Remove", "", (1600, 290), (100, 32)),
              R("push-button", "Done", "", (1710, 290), (90, 32))]
    bar.append(docs)
    turns.append((code("pyautogui.hotkey('ctrl', 'w')\npyautogui.hotkey('ctrl', 'd')"),
                  desk("May 17  10:47", app, chrome(tabs, 1, "grafana.com/docs/grafana/latest/", docpage + bubble))))
    urls = {"Jira – SRE board": "northwind.atlassian.net/jira/software/projects/SRE/boards/12",
            "PagerDuty": "northwind.pagerduty.com/incidents",
            "Prometheus docs": "prometheus.io/docs/introduction/overview/",
            "Runbooks (Confluence)": "northwind.atlassian.net/wiki/spaces/SRE/pages/4128769/Runbooks",
            docs: "grafana.com/docs/grafana/latest/"}

    def manager(edit: bool = False) -> list[str]:
        b = [R("heading", "Bookmarks", "", (100, 160), (140, 30)),
             R("entry", "Search bookmarks", "", (700, 156), (560, 36)),
             R("tree-item", "Bookmarks bar", "", (90, 220), (260, 30), desc="selected"),
             R("tree-item", "Other bookmarks", "", (90, 252), (260, 30)),
             R("tree-item", "Mobile bookmarks", "", (90, 284), (260, 30))]
        for i, bm in enumerate(bar):
            b += [R("list-item", bm, urls[bm], (400, 220 + 44 * i), (1000, 40)),
                  R("push-button", "More actions", "", (1400, 226 + 44 * i), (28, 28))]
        if edit:
            b += [R("dialog", "Edit bookmark", "", (720, 360), (480, 260)),
                  R("entry", "Name", "Grafana docs", (744, 420), (432, 34)),
                  R("entry", "URL", "https://grafana.com/docs/grafana/latest/", (744, 480), (432, 34)),
                  R("push-button", "Cancel", "", (980, 560), (90, 34)),
                  R("push-button", "Save", "", (1080, 560), (90, 34))]
        return b
    tabs = [rel, docs, "Bookmarks"]
    turns.append((code("pyautogui.click(1755, 306)\npyautogui.hotkey('ctrl', 'shift', 'o')"),
                  desk("May 17  10:48", app, chrome(tabs, 2, "chrome://bookmarks", manager()))))
    urls["Grafana docs"] = urls.pop(docs)
    bar[-1] = "Grafana docs"
    turns.append((code("pyautogui.click(1414, 416)\npyautogui.click(1460, 440)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Grafana docs')\npyautogui.click(1125, 577)"),
                  desk("May 17  10:49", app, chrome(tabs, 2, "chrome://bookmarks", manager()))))
    tabs = [rel, docs, "Bookmarks", "Downloads"]
    dl = [R("heading", "Downloads", "", (100, 160), (140, 30)),
          R("entry", "Search downloads", "", (700, 156), (560, 36)),
          R("push-button", "Clear all", "", (1700, 160), (100, 30)),
          R("heading", "Today", "", (560, 230), (200, 24)),
          R("link", "grafana-enterprise_10.4.2_amd64.deb", "", (640, 266), (520, 22)),
          R("label", "", "https://dl.grafana.com/enterprise/release/grafana-enterprise_10.4.2_amd64.deb", (640, 292), (700, 20)),
          R("label", "", "112 MB", (640, 316), (80, 20)),
          R("push-button", "Show in folder", "", (640, 342), (140, 30)),
          R("label", "", "prometheus-2.51.2.linux-amd64.tar.gz", (640, 406), (520, 22)),
          R("label", "", "https://github.com/prometheus/prometheus/releases/download/v2.51.2/prometheus-2.51.2.linux-amd64.tar.gz", (640, 432), (700, 20)),
          R("label", "", "Deleted", (640, 456), (80, 20)),
          R("heading", "May 15, 2024", "", (560, 510), (200, 24)),
          R("link", "node_exporter-1.8.0.linux-amd64.tar.gz", "", (640, 546), (520, 22)),
          R("label", "", "https://github.com/prometheus/node_exporter/releases/download/v1.8.0/node_exporter-1.8.0.linux-amd64.tar.gz", (640, 572), (700, 20)),
          R("label", "", "10.3 MB", (640, 596), (80, 20)),
          R("push-button", "Show in folder", "", (640, 622), (140, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'j')"), desk("May 17  10:49", app, chrome(tabs, 3, "chrome://downloads", dl))))
    rs.add("os", "h58-os-06", sysp("Remove the GitHub and download-page Grafana visits from Chrome's history, bookmark the Grafana docs as 'Grafana docs' on the bookmarks bar, then check the downloads."),
           turns, state=state)


# ---------------------------------------------------------------- 07 Files: hidden files, trash, bookmark (bad)
def t07(rs: RowSet) -> None:
    app = "Files"
    side = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]
    marks: list[str] = []

    def win(title: str, crumbs: list[str], cur: str, cols: list[str], rows: list[list[str]], extra: list[str] | None = None) -> list[str]:
        b = [R("frame", title, "", (300, 140), (1320, 800)),
             R("push-button", "Back", "", (312, 150), (34, 34)),
             R("push-button", "Forward", "", (350, 150), (34, 34))]
        x = 400
        for c in crumbs:
            w = len(c) * 9 + 30
            b.append(R("push-button", c, "", (x, 150), (w, 34)))
            x += w
        b += [R("push-button", "Search", "", (1440, 150), (34, 34)),
              R("toggle-button", "View options", "", (1480, 150), (50, 34)),
              R("push-button", "Main menu", "", (1540, 150), (34, 34)),
              R("list", "Places", "", (300, 190), (220, 750))]
        y = 196
        for s in side + marks + ["Other Locations"]:
            b.append(R("list-item", s, "", (304, y), (212, 32), desc="selected" if s == cur else ""))
            y += 34 if s != "Trash" else 42
        b.append(R("table", "", "", (524, 190), (1096, 750)))
        widths = [520, 140, 220, 200][:len(cols)]
        x = 528
        for c, w in zip(cols, widths):
            b.append(R("table-column-header", c, "", (x, 192), (w, 30)))
            x += w
        for i, r in enumerate(rows):
            x = 528
            for v, w in zip(r, widths):
                b.append(R("table-cell", "", v, (x, 224 + 30 * i), (w, 30)))
                x += w
        if extra:
            b += extra
        return b

    rep = [["vendor_contracts", "6 items", "May 29"],
           ["budget_2024.ods", "38.4 kB", "09:12"],
           ["draft_notes.txt", "2.1 kB", "Yesterday"],
           ["old_budget_2023.ods", "41.7 kB", "Dec 12 2023"],
           ["q1_summary.pdf", "248.6 kB", "Apr 2"],
           ["q2_summary.pdf", "251.3 kB", "Jun 3"],
           ["scan_0031.png", "1.4 MB", "May 28"]]
    hidden = [[".backup", "3 items", "May 30"], [".~lock.budget_2024.ods#", "92 bytes", "09:12"]]
    cols = ["Name", "Size", "Modified"]
    crumbs = ["Home", "Documents", "reports"]

    def listing(show_hidden: bool) -> list[list[str]]:
        if not show_hidden:
            return rep
        return [hidden[0], rep[0], hidden[1]] + rep[1:]

    state = desk("Jun 5  09:31", app, win("reports", crumbs, "", cols, listing(False)))
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), desk("Jun 5  09:31", app, win("reports", crumbs, "", cols, listing(True)))))
    rep.pop(3)
    note = [R("notification", "", "“old_budget_2023.ods” moved to trash", (700, 860), (520, 48)),
            R("push-button", "Undo", "", (1120, 868), (70, 32)),
            R("push-button", "Close", "", (1196, 872), (24, 24))]
    turns.append((code("pyautogui.click(700, 389)\npyautogui.press('delete')"),
                  desk("Jun 5  09:32", app, win("reports", crumbs, "", cols, listing(True), note))))
    marks.append("reports")
    turns.append((code("pyautogui.hotkey('ctrl', 'd')"), desk("Jun 5  09:32", app, win("reports", crumbs, "", cols, listing(True)))))
    trash = [["old_budget_2023.ods", "41.7 kB", "Documents/reports", "09:32"],
             ["Screenshot from 2024-06-03 16-20-11.png", "312.9 kB", "Pictures/Screenshots", "Jun 3"],
             ["notes_old.txt", "4.6 kB", "Desktop", "May 27"]]
    tcols = ["Name", "Size", "Original Location", "Trashed On"]
    empty_btn = [R("push-button", "Empty…", "", (1500, 900), (100, 32)), R("push-button", "Restore", "", (1400, 900), (90, 32))]
    turns.append((code("pyautogui.click(400, 518)"),
                  desk("Jun 5  09:33", app, win("Trash", ["Trash"], "Trash", tcols, trash, empty_btn))))
    home = [[".cache", "47 items", "09:30"], [".config", "38 items", "Yesterday"], [".local", "3 items", "May 20"],
            [".mozilla", "3 items", "Apr 18"], [".ssh", "4 items", "Mar 2"], ["Desktop", "2 items", "May 27"],
            ["Documents", "9 items", "Jun 3"], ["Downloads", "31 items", "Jun 4"], ["Music", "0 items", "Jan 15"],
            ["Pictures", "118 items", "Jun 3"], ["Public", "0 items", "Jan 15"], ["snap", "4 items", "Apr 30"],
            ["Templates", "0 items", "Jan 15"], ["Videos", "7 items", "May 11"],
            [".bash_history", "18.2 kB", "09:28"], [".bashrc", "3.8 kB", "Jan 15"], [".profile", "807 bytes", "Jan 15"]]
    turns.append((code("pyautogui.click(400, 264)"),
                  desk("Jun 5  09:33", app, win("Home", ["Home"], "Home", cols, home))))
    turns.append((code("pyautogui.click(400, 562)"),
                  desk("Jun 5  09:34", app, win("reports", crumbs, "reports", cols, listing(True)))))
    # sorting by size: the deleted old_budget_2023.ods is listed again
    by_size = [[".backup", "3 items", "May 30"], ["vendor_contracts", "6 items", "May 29"],
               ["scan_0031.png", "1.4 MB", "May 28"], ["q2_summary.pdf", "251.3 kB", "Jun 3"],
               ["q1_summary.pdf", "248.6 kB", "Apr 2"], ["old_budget_2023.ods", "41.7 kB", "Dec 12 2023"],
               ["budget_2024.ods", "38.4 kB", "09:12"], ["draft_notes.txt", "2.1 kB", "Yesterday"],
               [".~lock.budget_2024.ods#", "92 bytes", "09:12"]]
    turns.append((code("pyautogui.click(1100, 207)"),
                  desk("Jun 5  09:34", app, win("reports", crumbs, "reports", cols, by_size))))
    turns.append((code("pyautogui.click(400, 518)"),
                  desk("Jun 5  09:35", app, win("Trash", ["Trash"], "Trash", tcols, trash, empty_btn))))
    dlg = [R("dialog", "", "", (720, 420), (480, 200)),
           R("label", "", "Empty all items from Trash?", (744, 444), (432, 26)),
           R("label", "", "All items in the Trash will be permanently deleted.", (744, 480), (432, 40)),
           R("push-button", "Cancel", "", (744, 560), (200, 36)),
           R("push-button", "Empty Trash", "", (976, 560), (200, 36))]
    turns.append((code("pyautogui.click(1550, 916)"),
                  desk("Jun 5  09:35", app, win("Trash", ["Trash"], "Trash", tcols, trash, empty_btn + dlg))))
    rs.add("os", "h58-os-07", sysp("In Documents/reports show hidden files, move old_budget_2023.ods to the trash, bookmark the folder, and review the trash before emptying it."),
           turns, state=state, bad=True, turn=7,
           kind="old_budget_2023.ods, moved to the trash in turn 2 and absent from the folder in turn 6, is listed again in reports after sorting by size.")


# ---------------------------------------------------------------- 08 Settings: displays, power, sound, users (clean)
def t08(rs: RowSet) -> None:
    app = "Settings"
    panels = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
              "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
              "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
              "Accessibility", "Users", "Default Applications", "Date & Time", "About"]
    pos = {p: 150 + 34 * i for i, p in enumerate(panels)}
    power = {"mode": "Balanced", "blank": "5 minutes", "dim": True, "suspend": "Off"}
    sound = {"vol": "62"}

    def win(cur: str, body: list[str]) -> list[str]:
        b = [R("frame", "Settings", "", (260, 90), (1400, 900)),
             R("push-button", "Search", "", (272, 100), (34, 34)),
             R("label", "", "Settings", (430, 106), (100, 24)),
             R("label", "", cur, (1100, 106), (200, 24)),
             R("list", "", "", (260, 140), (330, 850))]
        for p in panels:
            b.append(R("list-item", p, "", (264, pos[p]), (322, 32), desc="selected" if p == cur else ""))
        return b + body

    net = [R("label", "", "Wired", (640, 170), (100, 24)),
           R("label", "", "Connected - 1000 Mb/s", (660, 210), (300, 22)),
           R("toggle-button", "Wired", "", (1500, 206), (52, 28), desc="on"),
           R("push-button", "Wired settings", "", (1560, 206), (34, 28)),
           R("label", "", "VPN", (640, 280), (100, 24)),
           R("label", "", "Not set up", (660, 320), (300, 22)),
           R("label", "", "Network Proxy", (660, 380), (200, 22)),
           R("label", "", "Off", (1460, 380), (60, 22))]
    state = desk("Jun 11  16:20", app, win("Network", net), running=("Settings",))

    def displays(night: bool, tab: str) -> list[str]:
        b = [R("page-tab", "Displays", "", (900, 150), (110, 32), desc="selected" if tab == "Displays" else ""),
             R("page-tab", "Night Light", "", (1012, 150), (120, 32), desc="selected" if tab == "Night Light" else "")]
        if tab == "Displays":
            b += [R("label", "", "Orientation", (660, 240), (160, 22)), R("combo-box", "Orientation", "Landscape", (1300, 232), (260, 36)),
                  R("label", "", "Resolution", (660, 290), (160, 22)), R("combo-box", "Resolution", "1920 × 1080 (16∶9)", (1300, 282), (260, 36)),
                  R("label", "", "Refresh Rate", (660, 340), (160, 22)), R("combo-box", "Refresh Rate", "60.00 Hz", (1300, 332), (260, 36)),
                  R("label", "", "Scale", (660, 390), (160, 22)),
                  R("toggle-button", "100 %", "", (1300, 382), (86, 36), desc="checked"),
                  R("toggle-button", "200 %", "", (1388, 382), (86, 36)),
                  R("label", "", "Fractional Scaling", (660, 440), (200, 22)), R("toggle-button", "Fractional Scaling", "", (1500, 436), (52, 28), desc="off")]
        else:
            b += [R("label", "", "Night Light", (660, 240), (160, 22)),
                  R("toggle-button", "Night Light", "", (1500, 236), (52, 28), desc="on" if night else "off"),
                  R("label", "", "Schedule", (660, 290), (160, 22)),
                  R("combo-box", "Schedule", "Sunset to Sunrise", (1300, 282), (260, 36)),
                  R("label", "", "Color Temperature", (660, 340), (200, 22)),
                  R("slider", "Color Temperature", "4000", (900, 336), (660, 30))]
        return b

    def powerp(dropdown: bool = False) -> list[str]:
        b = [R("label", "", "Power Mode", (660, 170), (200, 24))]
        for i, m in enumerate(["Performance", "Balanced", "Power Saver"]):
            b.append(R("radio-button", m, "", (680, 210 + 50 * i), (600, 40), desc="checked" if power["mode"] == m else ""))
        b += [R("label", "", "Power Saving Options", (660, 380), (260, 24)),
              R("label", "", "Dim Screen", (680, 420), (200, 22)),
              R("toggle-button", "Dim Screen", "", (1500, 416), (52, 28), desc="on" if power["dim"] else "off"),
              R("label", "", "Screen Blank", (680, 470), (200, 22)),
              R("combo-box", "Screen Blank", power["blank"], (1300, 462), (260, 36)),
              R("label", "", "Automatic Suspend", (680, 520), (200, 22)),
              R("label", "", power["suspend"], (1460, 520), (60, 22))]
        if dropdown:
            for i, o in enumerate(["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"]):
                b.append(R("menu-item", o, "", (1300, 500 + 30 * i), (260, 30)))
        return b

    turns = []
    turns.append((code(f"pyautogui.click(420, {pos['Displays'] + 16})"), desk("Jun 11  16:20", app, win("Displays", displays(False, "Displays")), running=("Settings",))))
    turns.append((code("pyautogui.click(1072, 166)\npyautogui.click(1526, 250)"), desk("Jun 11  16:21", app, win("Displays", displays(True, "Night Light")), running=("Settings",))))
    turns.append((code(f"pyautogui.click(420, {pos['Power'] + 16})"), desk("Jun 11  16:21", app, win("Power", powerp()), running=("Settings",))))
    # the dropdown opens, then 15 minutes is picked
    power["blank"] = "15 minutes"
    turns.append((code("pyautogui.click(1430, 480)\npyautogui.click(1430, 755)"), desk("Jun 11  16:22", app, win("Power", powerp()), running=("Settings",))))
    power["mode"] = "Power Saver"
    turns.append((code("pyautogui.click(980, 330)"), desk("Jun 11  16:22", app, win("Power", powerp()), running=("Settings",))))

    def soundp() -> list[str]:
        return [R("label", "", "Output", (660, 170), (120, 24)),
                R("label", "", "Output Device", (680, 210), (200, 22)),
                R("combo-box", "Output Device", "Speakers - Built-in Audio", (1200, 202), (360, 36)),
                R("push-button", "Test", "", (1480, 250), (80, 34)),
                R("label", "", "Output Volume", (680, 300), (200, 22)),
                R("slider", "Output Volume", sound["vol"], (900, 296), (660, 30)),
                R("label", "", "Balance", (680, 350), (200, 22)),
                R("slider", "Balance", "0", (900, 346), (660, 30)),
                R("label", "", "Input", (660, 420), (120, 24)),
                R("label", "", "Input Device", (680, 460), (200, 22)),
                R("combo-box", "Input Device", "Microphone - Built-in Audio", (1200, 452), (360, 36)),
                R("label", "", "Input Volume", (680, 510), (200, 22)),
                R("slider", "Input Volume", "80", (900, 506), (660, 30)),
                R("label", "", "Alert Sound", (660, 580), (160, 24)),
                R("combo-box", "Alert Sound", "Click", (1200, 572), (360, 36)),
                R("label", "", "Volume Levels", (660, 640), (160, 24)),
                R("label", "", "Over-Amplification", (680, 680), (200, 22)),
                R("toggle-button", "Over-Amplification", "", (1500, 676), (52, 28), desc="off")]
    turns.append((code(f"pyautogui.click(420, {pos['Sound'] + 16})"), desk("Jun 11  16:23", app, win("Sound", soundp()), running=("Settings",))))
    sound["vol"] = "40"
    turns.append((code("pyautogui.click(1164, 311)"), desk("Jun 11  16:23", app, win("Sound", soundp()), running=("Settings",))))
    users = [R("push-button", "Unlock…", "", (1460, 104), (100, 34)),
             R("label", "", "Dana Kim", (880, 330), (200, 30)),
             R("label", "", "Administrator", (900, 366), (160, 22)),
             R("label", "", "Password", (680, 440), (200, 22)),
             R("label", "", "●●●●●●●●●", (1400, 440), (120, 22)),
             R("label", "", "Automatic Login", (680, 490), (200, 22)),
             R("toggle-button", "Automatic Login", "", (1500, 486), (52, 28), desc="off"),
             R("label", "", "Account Activity", (680, 540), (200, 22)),
             R("label", "", "Logged in", (1420, 540), (100, 22)),
             R("label", "", "Other Users", (660, 610), (160, 24)),
             R("label", "", "Sam Ortiz", (700, 650), (200, 22))]
    turns.append((code(f"pyautogui.click(420, {pos['Users'] + 16})"), desk("Jun 11  16:24", app, win("Users", users), running=("Settings",))))
    turns.append((code(f"pyautogui.click(420, {pos['Power'] + 16})"), desk("Jun 11  16:24", app, win("Power", powerp()), running=("Settings",))))
    rs.add("os", "h58-os-08", sysp("Turn on Night Light, set the screen to blank after 15 minutes in Power Saver mode, lower the output volume to 40%, and check the user accounts."),
           turns, state=state)


# ---------------------------------------------------------------- 09 dconf Editor: clock seconds, text scaling (clean)
def t09(rs: RowSet) -> None:
    app = "dconf Editor"
    run = ("dconf Editor",)
    path = "/org/gnome/desktop/interface/"
    keys = [["can-change-accels", "false", "Can change accels"],
            ["clock-format", "'24h'", "Whether the clock displays in 24h or 12h format"],
            ["clock-show-date", "true", "Show date in clock"],
            ["clock-show-seconds", "false", "Whether the clock shows seconds"],
            ["clock-show-weekday", "false", "Show weekday in clock"],
            ["color-scheme", "'default'", "Color scheme"],
            ["cursor-blink", "true", "Cursor Blink"],
            ["cursor-size", "24", "Cursor size"],
            ["cursor-theme", "'Yaru'", "Cursor theme"],
            ["enable-animations", "true", "Enable animations"],
            ["font-name", "'Ubuntu 11'", "Default font"],
            ["gtk-theme", "'Yaru'", "GTK+ Theme"],
            ["icon-theme", "'Yaru'", "Icon Theme"],
            ["show-battery-percentage", "false", "Show battery percentage"],
            ["text-scaling-factor", "1.0", "Text scaling factor"],
            ["toolbar-style", "'both-horiz'", "Toolbar Icons Style"]]
    modified: set[str] = set()
    scale = [1.0]

    def head(p: str) -> list[str]:
        return [R("frame", "dconf Editor", "", (360, 110), (1200, 860)),
                R("push-button", "Back", "", (372, 120), (34, 34)),
                R("label", "", p, (420, 126), (700, 24)),
                R("toggle-button", "Search", "", (1440, 120), (34, 34)),
                R("push-button", "Bookmarks", "", (1478, 120), (34, 34)),
                R("push-button", "Main menu", "", (1516, 120), (34, 34))]

    def listing(start: int = 0) -> list[str]:
        s = scale[0]
        h = round(56 * s)
        b = head(path) + [R("list", "", "", (360, 164), (1200, 806))]
        for i, (k, v, summ) in enumerate(keys[start:]):
            y = 168 + h * i
            if y > 930:
                break
            b += [R("list-item", k, "", (364, y), (1192, h), desc="modified" if k in modified else ""),
                  R("label", "", k, (380, y + 6), (round(8 * s * len(k)), round(20 * s))),
                  R("label", "", summ, (380, y + round(28 * s)), (round(7 * s * len(summ)), round(18 * s))),
                  R("label", "", v, (1300, y + 6), (round(9 * s * len(v)) + 4, round(20 * s)))]
        return b

    def keypage(k: str, default: str, typ: str, extra_rows: list[str]) -> list[str]:
        s = scale[0]
        row = next(r for r in keys if r[0] == k)
        use_default = k not in modified
        lh = round(22 * s)
        b = head(path + k) + [
            R("label", "", "Path", (400, 190), (200, lh)), R("label", "", path + k, (760, 190), (560, lh)),
            R("label", "", "Schema", (400, 236), (200, lh)), R("label", "", "org.gnome.desktop.interface", (760, 236), (420, lh)),
            R("label", "", "Summary", (400, 282), (200, lh)), R("label", "", row[2], (760, 282), (560, lh)),
            R("label", "", "Type", (400, 328), (200, lh)), R("label", "", typ, (760, 328), (200, lh)),
            R("label", "", "Default", (400, 374), (200, lh)), R("label", "", default, (760, 374), (200, lh)),
            R("label", "", "Use default value", (400, 430), (220, lh)),
            R("toggle-button", "Use default value", "", (1460, 426), (52, 28), desc="on" if use_default else "off"),
            R("label", "", "Custom value", (400, 480), (220, lh))]
        return b + extra_rows

    def bool_rows(val: str, enabled: bool) -> list[str]:
        st = "" if enabled else "insensitive"
        return [R("toggle-button", "True", "", (1330, 476), (90, 32), desc=("checked " if val == "true" else "") + st),
                R("toggle-button", "False", "", (1422, 476), (90, 32), desc=("checked " if val == "false" else "") + st)]

    state = desk("Jun 19  14:51", app, listing(), running=run)
    turns = []
    turns.append((code("pyautogui.click(600, 365)"),
                  desk("Jun 19  14:52", app, keypage("clock-show-seconds", "false", "Boolean", bool_rows("false", False)), running=run)))
    keys[3][1] = "true"
    modified.add("clock-show-seconds")
    turns.append((code("pyautogui.click(1486, 440)\npyautogui.click(1375, 492)"),
                  desk("Jun 19  14:53:07", app, keypage("clock-show-seconds", "false", "Boolean", bool_rows("true", True)), running=run)))
    turns.append((code("pyautogui.click(389, 137)"), desk("Jun 19  14:53:19", app, listing(), running=run)))
    s_rows = [R("spin-button", "Custom value", "1.00", (1300, 476), (210, 34), desc="insensitive"),
              R("label", "", "Minimum 0.5, maximum 3.0", (760, 526), (300, 22))]
    turns.append((code("pyautogui.scroll(-5)\npyautogui.click(600, 652)"),
                  desk("Jun 19  14:53:44", app, keypage("text-scaling-factor", "1.0", "Double", s_rows), running=run)))
    keys[14][1] = "1.25"
    modified.add("text-scaling-factor")
    scale[0] = 1.25
    s_rows = [R("spin-button", "Custom value", "1.25", (1300, 476), (210, 38)),
              R("label", "", "Minimum 0.5, maximum 3.0", (760, 532), (380, 28))]
    turns.append((code("pyautogui.click(1486, 440)\npyautogui.tripleClick(1400, 493)\npyautogui.write('1.25\\n')"),
                  desk("Jun 19  14:54:22", app, keypage("text-scaling-factor", "1.0", "Double", s_rows), running=run)))
    turns.append((code("pyautogui.click(389, 137)\npyautogui.scroll(-5)"), desk("Jun 19  14:54:40", app, listing(6), running=run)))
    rs.add("os", "h58-os-09", sysp("With dconf Editor, make the top-bar clock show seconds and raise the text scaling factor to 1.25."),
           turns, state=state)


# ---------------------------------------------------------------- 10 Disk Usage Analyzer: trash a backup, rescan (clean)
def t10(rs: RowSet) -> None:
    app = "Disk Usage Analyzer"
    run = ("Disk Usage Analyzer",)

    def fmt(mb: float) -> str:
        return f"{mb / 1000:.1f} GB" if mb >= 1000 else f"{mb:.1f} MB"

    home = {"Videos": [12600.0, 42, "May 11"], ".cache": [9100.0, 14208, "Today"], "Downloads": [8400.0, 187, "Jun 4"],
            "Documents": [3200.0, 912, "Jun 3"], ".local": [2700.0, 3412, "Today"], "Pictures": [1900.0, 1180, "Jun 3"],
            "snap": [1300.0, 2204, "Apr 30"], "Music": [800.0, 96, "Jan 15"], ".config": [214.5, 2117, "Yesterday"],
            ".mozilla": [180.0, 1431, "Apr 18"], ".vscode": [96.0, 388, "May 2"]}
    extra_items = [37353]  # files directly in ~ and in folders not listed above
    downloads = [["ubuntu-22.04.4-desktop-amd64.iso", 4920.0, "", "Feb 22"], ["old_vm_backup.tar.gz", 2600.0, "", "Nov 8 2023"],
                 ["installers", 540.0, "23 items", "May 2"], ["invoices", 150.0, "158 items", "Jun 3"],
                 ["grafana-enterprise_10.4.2_amd64.deb", 112.0, "", "May 17"], ["slack-desktop-4.38.125-amd64.deb", 78.0, "", "May 29"]]
    local = [["share", 2676.6, "3,398 items", "Today"], ["state", 12.4, "9 items", "Today"], ["bin", 11.0, "2 items", "Mar 4"]]
    fs_used = [58.4]

    def total() -> tuple[float, int]:
        return sum(v[0] for v in home.values()), sum(v[1] for v in home.values()) + extra_items[0] + len(home)

    def tree(expand: str | None = None, menu: bool = False) -> list[str]:
        tot, items = total()
        b = [R("frame", "Disk Usage Analyzer", "", (200, 90), (1520, 920)),
             R("push-button", "Back", "", (212, 100), (34, 34)),
             R("label", "", "/home/dana", (860, 106), (200, 24)),
             R("push-button", "Rescan", "", (1600, 100), (34, 34)),
             R("push-button", "Main menu", "", (1640, 100), (34, 34)),
             R("tree-table", "", "", (200, 140), (760, 860)),
             R("table-column-header", "Folder", "", (204, 142), (330, 28)),
             R("table-column-header", "Size", "", (534, 142), (120, 28)),
             R("table-column-header", "Contents", "", (654, 142), (140, 28)),
             R("table-column-header", "Modified", "", (794, 142), (160, 28)),
             R("table-cell", "", "dana", (204, 172), (330, 28)), R("table-cell", "", fmt(tot), (534, 172), (120, 28)),
             R("table-cell", "", f"{items:,} items", (654, 172), (140, 28)), R("table-cell", "", "Today", (794, 172), (160, 28))]
        y = 200
        for name, (mb, n, mod) in sorted(home.items(), key=lambda kv: -kv[1][0]):
            b += [R("table-cell", "", name, (224, y), (310, 28), desc="expanded" if name == expand else ""),
                  R("table-cell", "", fmt(mb), (534, y), (120, 28)),
                  R("table-cell", "", f"{n:,} items", (654, y), (140, 28)),
                  R("table-cell", "", mod, (794, y), (160, 28))]
            y += 28
            kids = downloads if name == expand == "Downloads" else local if name == expand == ".local" else []
            for kname, kmb, kn, kmod in sorted(kids, key=lambda r: -r[1]):
                b += [R("table-cell", "", kname, (244, y), (290, 28)), R("table-cell", "", fmt(kmb), (534, y), (120, 28)),
                      R("table-cell", "", kn, (654, y), (140, 28)), R("table-cell", "", kmod, (794, y), (160, 28))]
                y += 28
        b.append(R("drawing-area", "Rings chart", "", (980, 160), (720, 820)))
        if menu:
            b += [R("menu", "", "", (420, 320), (240, 100)),
                  R("menu-item", "Open Folder", "", (424, 324), (232, 30)),
                  R("menu-item", "Copy Path to Clipboard", "", (424, 354), (232, 30)),
                  R("menu-item", "Move to Trash", "", (424, 384), (232, 30))]
        return b

    def devices() -> list[str]:
        return [R("frame", "Disk Usage Analyzer", "", (200, 90), (1520, 920)),
                R("label", "", "Devices & Locations", (800, 106), (300, 24)),
                R("push-button", "Main menu", "", (1640, 100), (34, 34)),
                R("list", "", "", (400, 160), (1120, 300)),
                R("list-item", "Home folder", "", (404, 164), (1112, 70)),
                R("label", "", "/home/dana", (480, 200), (300, 20)),
                R("list-item", "Computer", "", (404, 240), (1112, 70)),
                R("label", "", "/", (480, 276), (300, 20)),
                R("label", "", f"{fs_used[0]:.1f} GB / 98.3 GB", (1320, 256), (180, 22)),
                R("level-bar", "", "", (480, 296), (1000, 6)),
                R("push-button", "Scan Folder…", "", (1380, 480), (140, 34))]

    state = desk("Jun 20  10:12", app, devices(), running=run)
    turns = []
    turns.append((code("pyautogui.click(900, 199)"), desk("Jun 20  10:13", app, tree(), running=run)))
    turns.append((code("pyautogui.click(214, 270)"), desk("Jun 20  10:13", app, tree("Downloads"), running=run)))
    turns.append((code("pyautogui.rightClick(400, 326)"), desk("Jun 20  10:14", app, tree("Downloads", menu=True), running=run)))
    downloads.pop(1)
    home["Downloads"][0] -= 2600.0
    home["Downloads"][1] -= 1
    home[".local"][0] += 2600.0
    home[".local"][1] += 2
    local[0][1] += 2600.0
    local[0][2] = "3,400 items"
    turns.append((code("pyautogui.click(520, 399)\npyautogui.hotkey('ctrl', 'r')"), desk("Jun 20  10:15", app, tree(), running=run)))
    turns.append((code("pyautogui.click(214, 298)"), desk("Jun 20  10:15", app, tree(".local"), running=run)))
    home[".local"][0] -= 2600.0
    home[".local"][1] -= 2
    local[0][1] -= 2600.0
    local[0][2] = "3,398 items"
    fs_used[0] = 55.8
    turns.append((code("import subprocess\nsubprocess.run(['gio', 'trash', '--empty'])\npyautogui.hotkey('ctrl', 'r')"), desk("Jun 20  10:16", app, tree(), running=run)))
    turns.append((code("pyautogui.click(229, 117)"), desk("Jun 20  10:16", app, devices(), running=run)))
    rs.add("os", "h58-os-10", sysp("Find what fills the home folder with Disk Usage Analyzer, trash the old VM backup in Downloads, empty the trash and confirm the space came back."),
           turns, state=state)


# ---------------------------------------------------------------- 11 VS Code: search, edit, git panel, settings (bad)
def t11(rs: RowSet) -> None:
    app = "Visual Studio Code"
    cfg = ['import { z } from "zod";', "", "const Env = z.object({", "  API_BASE_URL: z.string().url(),",
           "  LEDGER_API_KEY: z.string().min(32),", "  REQUEST_TIMEOUT_MS: z.coerce.number().default(8000),", "});", "",
           "export const env = Env.parse(process.env);", "", "export const REQUEST_TIMEOUT_MS = env.REQUEST_TIMEOUT_MS;",
           "export const RETRY_LIMIT = 3;", "export const RETRY_BACKOFF_MS = 250;", "export const MAX_BATCH_SIZE = 500;", "",
           "export const FEATURE_FLAGS = {", "  asyncExport: true,", "  pdfV2: false,", "};", ""]
    hits = [("src/config.ts", 12, None),
            ("src/client/http.ts", 4, 'import { RETRY_LIMIT, RETRY_BACKOFF_MS } from "../config";'),
            ("src/client/http.ts", 41, "for (let attempt = 1; attempt <= RETRY_LIMIT; attempt++) {"),
            ("src/client/http.ts", 58, "throw new RetryExhaustedError(url, RETRY_LIMIT);"),
            ("test/http.test.ts", 27, "expect(fetchMock).toHaveBeenCalledTimes(RETRY_LIMIT);")]
    badge = [2]

    def shell(title: str, tabs: list[tuple[str, bool]], active: int, side: list[str], editor: list[str], status: list[str]) -> list[str]:
        b = [R("frame", title, "", (70, 27), (1850, 1053)),
             R("page-tab", "Explorer (Ctrl+Shift+E)", "", (72, 60), (48, 48)),
             R("page-tab", "Search (Ctrl+Shift+F)", "", (72, 108), (48, 48)),
             R("page-tab", f"Source Control (Ctrl+Shift+G) - {badge[0]} pending changes", "", (72, 156), (48, 48)),
             R("page-tab", "Run and Debug (Ctrl+Shift+D)", "", (72, 204), (48, 48)),
             R("page-tab", "Extensions (Ctrl+Shift+X)", "", (72, 252), (48, 48)),
             R("push-button", "Manage", "", (72, 1000), (48, 48))]
        b += side
        x = 520
        for i, (t, dirty) in enumerate(tabs):
            b.append(R("page-tab", t + (" ●" if dirty else ""), "", (x, 60), (180, 36), desc="active" if i == active else ""))
            x += 182
        b += editor
        lx, rx = 74, 1300
        for s in status:
            w = len(s) * 8 + 14
            if s.startswith(("Ln", "Spaces", "UTF", "LF", "Type", "Prettier")):
                b.append(R("push-button", s, "", (rx, 1058), (w, 22)))
                rx += w + 6
            else:
                b.append(R("push-button", s, "", (lx, 1058), (w, 22)))
                lx += w + 6
        return b

    def code_editor(lines: list[str], first: int = 1) -> list[str]:
        txt = "\n".join(f"{first + i:>3}  {ln}" for i, ln in enumerate(lines))
        return [R("label", "", "src › config.ts › RETRY_LIMIT", (520, 98), (400, 22)),
                R("text", "Editor content", txt, (520, 124), (1390, 920))]

    def search_side() -> list[str]:
        b = [R("label", "", "SEARCH", (130, 64), (100, 22)),
             R("entry", "Search", "RETRY_LIMIT", (140, 96), (330, 28)),
             R("toggle-button", "Match Case (Alt+C)", "", (420, 98), (24, 24)),
             R("toggle-button", "Match Whole Word (Alt+W)", "", (446, 98), (24, 24)),
             R("label", "", "5 results in 3 files - Open in editor", (140, 134), (330, 20)),
             R("tree", "Search results", "", (124, 158), (390, 400))]
        y, cur = 162, None
        counts = {"src/config.ts": 1, "src/client/http.ts": 3, "test/http.test.ts": 1}
        for f, ln, text in hits:
            if f != cur:
                name, folder = f.rsplit("/", 1)[1], f.rsplit("/", 1)[0]
                b.append(R("tree-item", f"{name} {folder}", str(counts[f]), (128, y), (380, 22)))
                y += 22
                cur = f
            t = text if text is not None else cfg[ln - 1]
            b.append(R("tree-item", t.strip(), "", (148, y), (360, 22), desc=f"line {ln}"))
            y += 22
        return b

    status0 = ["main*", "0↓ 1↑", "⊗ 0 ⚠ 0"]
    state = desk("Jun 24  13:05", app, shell("Welcome - invoice-service - Visual Studio Code", [("Welcome", False)], 0,
                                             [R("label", "", "EXPLORER", (130, 64), (100, 22)),
                                              R("tree-item", "INVOICE-SERVICE", "", (124, 92), (390, 22)),
                                              R("tree-item", ".github", "", (136, 116), (370, 22)),
                                              R("tree-item", "src", "", (136, 138), (370, 22)),
                                              R("tree-item", "test", "", (136, 160), (370, 22)),
                                              R("tree-item", ".env.example", "", (136, 182), (370, 22)),
                                              R("tree-item", "package.json", "", (136, 204), (370, 22)),
                                              R("tree-item", "README.md", "", (136, 226), (370, 22), desc="modified"),
                                              R("tree-item", "tsconfig.json", "", (136, 248), (370, 22))],
                                             [R("heading", "Visual Studio Code", "", (800, 200), (400, 40)),
                                              R("label", "", "Editing evolved", (800, 250), (300, 24)),
                                              R("link", "New File...", "", (800, 320), (200, 22)),
                                              R("link", "Open File...", "", (800, 346), (200, 22))], status0))
    turns = []
    welcome_side_tabs = [("Welcome", False)]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'f')\npyautogui.write('RETRY_LIMIT')"),
                  desk("Jun 24  13:05", app, shell("Welcome - invoice-service - Visual Studio Code", welcome_side_tabs, 0, search_side(),
                                                   [R("heading", "Visual Studio Code", "", (800, 200), (400, 40))], status0))))
    tabs = [("Welcome", False), ("config.ts", False)]
    ed_status = ["main*", "0↓ 1↑", "⊗ 0 ⚠ 0", "Ln 12, Col 14 (11 selected)", "Spaces: 2", "UTF-8", "LF", "TypeScript", "Prettier"]
    turns.append((code("pyautogui.click(300, 195)"),
                  desk("Jun 24  13:06", app, shell("config.ts - invoice-service - Visual Studio Code", tabs, 1, search_side(), code_editor(cfg), ed_status))))
    cfg[11] = "export const RETRY_LIMIT = 5;"
    tabs = [("Welcome", False), ("config.ts", True)]
    ed_status = ["main*", "0↓ 1↑", "⊗ 0 ⚠ 0", "Ln 12, Col 29", "Spaces: 2", "UTF-8", "LF", "TypeScript", "Prettier"]
    turns.append((code("pyautogui.doubleClick(806, 388)\npyautogui.write('5')"),
                  desk("Jun 24  13:06", app, shell("● config.ts - invoice-service - Visual Studio Code", tabs, 1, search_side(), code_editor(cfg), ed_status))))
    tabs = [("Welcome", False), ("config.ts", False)]
    badge[0] = 3
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  desk("Jun 24  13:07", app, shell("config.ts - invoice-service - Visual Studio Code", tabs, 1, search_side(), code_editor(cfg), ed_status))))

    def scm(msg: str, staged: list[tuple[str, str]], changes: list[tuple[str, str]]) -> list[str]:
        b = [R("label", "", "SOURCE CONTROL", (130, 64), (160, 22)),
             R("push-button", "Commit", "", (430, 62), (24, 24)),
             R("push-button", "Refresh", "", (458, 62), (24, 24)),
             R("entry", "Source Control Input", msg, (140, 96), (360, 60),
               desc="Message (Ctrl+Enter to commit on 'main')"),
             R("push-button", "✓ Commit", "", (140, 164), (360, 30))]
        y = 204
        if staged:
            b.append(R("tree-item", "Staged Changes", str(len(staged)), (124, y), (390, 22)))
            y += 22
            for n, d in staged:
                b += [R("tree-item", f"{n} {d}", "M", (140, y), (370, 22), desc="Index Modified")]
                y += 22
        b.append(R("tree-item", "Changes", str(len(changes)), (124, y), (390, 22)))
        y += 22
        for n, d in changes:
            b += [R("tree-item", f"{n} {d}".strip(), "M", (140, y), (370, 22), desc="Modified")]
            y += 22
        return b
    allc = [("README.md", ""), ("config.ts", "src"), ("http.ts", "src/client")]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"),
                  desk("Jun 24  13:07", app, shell("config.ts - invoice-service - Visual Studio Code", tabs, 1, scm("", [], allc), code_editor(cfg), ed_status))))
    turns.append((code("pyautogui.click(470, 259)"),
                  desk("Jun 24  13:08", app, shell("config.ts - invoice-service - Visual Studio Code", tabs, 1,
                                                   scm("", [("config.ts", "src")], [("README.md", ""), ("http.ts", "src/client")]), code_editor(cfg), ed_status))))
    # the staged file comes back as http.ts, and config.ts is listed as unstaged again
    side7 = scm("Raise retry limit to 5", [("http.ts", "src/client")], [("README.md", ""), ("config.ts", "src")])
    turns.append((code("pyautogui.click(320, 126)\npyautogui.write('Raise retry limit to 5')"),
                  desk("Jun 24  13:08", app, shell("config.ts - invoice-service - Visual Studio Code", tabs, 1, side7, code_editor(cfg), ed_status))))
    tabs = [("Welcome", False), ("config.ts", False), ("Settings", False)]
    st_status = ["main*", "0↓ 1↑", "⊗ 0 ⚠ 0"]

    def settings(query: str, tab: str) -> list[str]:
        b = [R("entry", "Search settings", query, (540, 110), (1300, 32)),
             R("page-tab", "User", "", (540, 150), (60, 28), desc="selected"),
             R("page-tab", "Workspace", "", (604, 150), (100, 28))]
        if not query:
            b += [R("heading", "Commonly Used", "", (900, 200), (300, 26)),
                  R("label", "", "Files: Auto Save", (900, 240), (300, 22)), R("combo-box", "Files: Auto Save", "off", (900, 296), (200, 28)),
                  R("label", "", "Editor: Font Size", (900, 350), (300, 22)), R("entry", "Editor: Font Size", "14", (900, 406), (200, 28)),
                  R("label", "", "Editor: Font Family", (900, 460), (300, 22)), R("entry", "Editor: Font Family", "Droid Sans Mono, 'monospace', monospace", (900, 516), (600, 28)),
                  R("label", "", "Editor: Tab Size", (900, 570), (300, 22)), R("entry", "Editor: Tab Size", tab, (900, 626), (200, 28))]
        else:
            b += [R("label", "", "2 Settings Found", (1600, 114), (200, 22)),
                  R("label", "", "Editor: Tab Size", (900, 200), (300, 22)),
                  R("label", "", "The number of spaces a tab is equal to. This setting is overridden based on the file contents when `Editor: Detect Indentation` is on.", (900, 226), (800, 40)),
                  R("entry", "Editor: Tab Size", tab, (900, 276), (200, 28), desc="Modified" if tab != "2" else ""),
                  R("label", "", "Editor: Detect Indentation", (900, 330), (300, 22)),
                  R("check-box", "Editor: Detect Indentation", "", (900, 360), (22, 22), desc="checked")]
        return b
    turns.append((code("pyautogui.hotkey('ctrl', ',')"),
                  desk("Jun 24  13:09", app, shell("Settings - invoice-service - Visual Studio Code", tabs, 2, side7, settings("", "2"), st_status))))
    turns.append((code("pyautogui.write('tab size')"),
                  desk("Jun 24  13:09", app, shell("Settings - invoice-service - Visual Studio Code", tabs, 2, side7, settings("tab size", "2"), st_status))))
    turns.append((code("pyautogui.tripleClick(1000, 290)\npyautogui.write('4')\npyautogui.press('tab')"),
                  desk("Jun 24  13:10", app, shell("Settings - invoice-service - Visual Studio Code", tabs, 2, side7, settings("tab size", "4"), st_status))))
    rs.add("os", "h58-os-11", sysp("In the invoice-service repo, raise RETRY_LIMIT from 3 to 5 in src/config.ts, stage only that file with a commit message, then set the editor tab size to 4."),
           turns, state=state, bad=True, turn=7,
           kind="Typing the commit message shows http.ts as the staged file and config.ts back under Changes, though config.ts alone had just been staged.")


# ---------------------------------------------------------------- 12 Impress: transitions and master slides (bad)
def t12(rs: RowSet) -> None:
    app = "LibreOffice Impress"
    slides = [("Q2 Roadmap", "Northwind Analytics · Product team · April 2024"),
              ("Where we are", "ARR up 18% QoQ\nChurn down to 2.1%\nSelf-serve onboarding live for 41% of new accounts"),
              ("Priorities", "1. Async exports\n2. PDF reports v2\n3. SSO for Team plan"),
              ("Timeline", "Apr: design reviews\nMay: async exports beta\nJun: PDF v2 GA"),
              ("Risks", "Hiring for two data engineers still open\nLedger API rate limits"),
              ("Questions?", "roadmap@northwind-analytics.com")]
    trans = {1: ["Wipe", "Top to Bottom", "2.00 sec"], 2: ["None", "", ""], 3: ["Fade", "Smoothly", "1.00 sec"],
             0: ["None", "", ""], 4: ["None", "", ""], 5: ["None", "", ""]}
    master = ["Default"]
    modified = [False]
    effects = ["None", "Wipe", "Uncover", "Bars", "Checkers", "Shape", "Box", "Wedge", "Venetian", "Fade", "Cut", "Cover",
               "Stripes", "Split", "Diagonal", "Random", "Push", "Wheel", "Comb", "Dissolve"]

    def win(cur: int, deck: str, master_view: bool = False, extra: list[str] | None = None) -> list[str]:
        b = [R("frame", "Q2_Roadmap.odp - LibreOffice Impress", "", (70, 27), (1850, 1053))]
        b += menubar(IM_MENUS)
        b += [R("push-button", "Save", "", (78, 92), (30, 30)),
              R("push-button", "Start from First Slide", "", (620, 92), (30, 30)),
              R("list", "Slides Pane", "", (74, 130), (200, 880))]
        if master_view:
            for i, m in enumerate(master + ["Title Slide"]):
                b.append(R("list-item", m, "", (84, 140 + 130 * i), (180, 110), desc="selected" if i == 0 else ""))
            b += [R("push-button", "Close Master View", "", (700, 130), (160, 30)),
                  R("push-button", "New Master", "", (540, 130), (120, 30)),
                  R("label", "", "Click to edit the title text format", (420, 300), (1000, 80)),
                  R("label", "", "Click to edit the outline text format\nSecond Outline Level\nThird Outline Level", (420, 420), (1000, 400)),
                  R("label", "", f"Master Slide: {master[0]}", (74, 1024), (260, 20))]
        else:
            for i, (t, _) in enumerate(slides):
                b.append(R("list-item", f"Slide {i + 1}", t, (84, 140 + 130 * i), (180, 110), desc="selected" if i == cur else ""))
            t, c = slides[cur]
            b += [R("text", "PresentationTitle", t, (420, 240), (1000, 90)),
                  R("text", "PresentationOutliner", c, (420, 380), (1000, 420)),
                  R("label", "", f"Slide {cur + 1} of {len(slides)}", (74, 1024), (120, 20)),
                  R("label", "", master[0], (260, 1024), (160, 20))]
        b += [R("label", "", "English (USA)", (700, 1024), (110, 20)),
              R("push-button", "Document Modified Status", "", (1420, 1024), (24, 20),
                desc="The document has been modified. Click to save the document." if modified[0] else "The document has not been modified since the last save."),
              R("slider", "Zoom", "61%", (1620, 1024), (200, 20)),
              R("page-tab", "Properties", "", (1878, 130), (36, 36), desc="selected" if deck == "Properties" else ""),
              R("page-tab", "Slide Transition", "", (1878, 170), (36, 36), desc="selected" if deck == "Slide Transition" else ""),
              R("page-tab", "Animation", "", (1878, 210), (36, 36)),
              R("page-tab", "Master Slides", "", (1878, 250), (36, 36), desc="selected" if deck == "Master Slides" else "")]
        if deck == "Slide Transition" and not master_view:
            eff, var, dur = trans[cur]
            b.append(R("label", "", "Slide Transition", (1500, 130), (300, 24)))
            for i, e in enumerate(effects):
                b.append(R("toggle-button", e, "", (1500 + 90 * (i % 4), 160 + 60 * (i // 4)), (86, 56), desc="selected" if e == eff else ""))
            b += [R("combo-box", "Variant:", var, (1600, 480), (260, 28), desc="" if var else "insensitive"),
                  R("spin-button", "Duration:", dur or "2.00 sec", (1600, 516), (140, 28), desc="" if dur else "insensitive"),
                  R("combo-box", "Sound:", "No sound", (1600, 552), (260, 28)),
                  R("radio-button", "On mouse click", "", (1510, 600), (200, 22), desc="checked"),
                  R("radio-button", "Automatically after:", "", (1510, 626), (200, 22)),
                  R("push-button", "Apply Transition to All Slides", "", (1510, 670), (300, 30)),
                  R("push-button", "Play", "", (1510, 710), (90, 30)),
                  R("check-box", "Automatic Preview", "", (1610, 714), (180, 22), desc="checked")]
        elif deck == "Properties":
            b += [R("label", "", "Slide", (1500, 130), (300, 24)),
                  R("combo-box", "Format:", "Screen 16:9", (1600, 170), (260, 28)),
                  R("combo-box", "Background:", "None", (1600, 206), (260, 28)),
                  R("combo-box", "Master Slide:", master[0], (1600, 242), (260, 28)),
                  R("label", "", "Layouts", (1500, 300), (300, 24))]
        if extra:
            b += extra
        return b

    clocks = ["Jul 2  10:21", "Jul 2  10:21", "Jul 2  10:22", "Jul 2  10:22", "Jul 2  10:23", "Jul 2  10:24", "Jul 2  10:25",
              "Jul 2  10:26", "Jul 2  10:26", "Jul 2  10:27", "Jul 2  10:28"]
    state = desk("Jul 2  10:20", app, win(0, "Properties"))
    turns = []
    turns.append((code("pyautogui.click(174, 325)"), desk(clocks[0], app, win(1, "Properties"))))
    turns.append((code("pyautogui.click(1896, 188)"), desk(clocks[1], app, win(1, "Slide Transition"))))
    trans[1] = ["Push", "Up", "2.00 sec"]
    modified[0] = True
    turns.append((code("pyautogui.click(1543, 428)"), desk(clocks[2], app, win(1, "Slide Transition"))))
    trans[1] = ["Push", "Up", "1.25 sec"]
    turns.append((code("pyautogui.tripleClick(1660, 530)\npyautogui.write('1.25')\npyautogui.press('enter')"), desk(clocks[3], app, win(1, "Slide Transition"))))
    turns.append((code("pyautogui.click(174, 585)"), desk(clocks[4], app, win(3, "Slide Transition"))))
    turns.append((code("pyautogui.click(186, 74)\npyautogui.click(240, 300)"), desk(clocks[5], app, win(3, "Master Slides", master_view=True))))
    master[0] = "Corporate 2024"
    turns.append((code("pyautogui.rightClick(174, 195)\npyautogui.click(240, 330)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Corporate 2024')\npyautogui.press('enter')"),
                  desk(clocks[6], app, win(3, "Master Slides", master_view=True))))
    # duration of slide 2's Push transition comes back as 2.00 sec although it was set to 1.25 sec
    trans[1] = ["Push", "Up", "2.00 sec"]
    turns.append((code("pyautogui.click(780, 145)\npyautogui.click(1896, 188)\npyautogui.click(174, 325)"), desk(clocks[7], app, win(1, "Slide Transition"))))
    turns.append((code("pyautogui.click(174, 455)"), desk(clocks[8], app, win(2, "Slide Transition"))))
    trans[2] = ["Fade", "Smoothly", "2.00 sec"]
    turns.append((code("pyautogui.click(1633, 308)"), desk(clocks[9], app, win(2, "Slide Transition"))))
    modified[0] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), desk(clocks[10], app, win(2, "Slide Transition"))))
    rs.add("os", "h58-os-12", sysp("In Q2_Roadmap.odp give slide 2 a 1.25-second Push transition, rename the default master to 'Corporate 2024', and give slide 3 a Fade."),
           turns, state=state, bad=True, turn=8,
           kind="Slide 2's Push transition shows a 2.00 sec duration on returning to it, though it had been set to 1.25 sec and not touched since.")


# ---------------------------------------------------------------- 13 GIMP: layers, scale, export (clean)
def t13(rs: RowSet) -> None:
    app = "GNU Image Manipulation Program"
    layers = [["Headline text", "100.0"], ["Logo", "100.0"], ["Gradient overlay", "72.0"], ["Background", "100.0"]]
    img = {"w": 1600, "h": 600, "dirty": False, "exported": False, "sel": "Headline text"}

    def win(extra: list[str] | None = None) -> list[str]:
        tag = " (exported)" if img["exported"] else ""
        title = (f"{'*' if img['dirty'] else ''}[banner_draft]{tag}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
                 f"{len(layers)} layer{'s' if len(layers) != 1 else ''}) {img['w']}x{img['h']} – GIMP")
        b = [R("frame", title, "", (70, 27), (1850, 1053))]
        b += menubar(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"])
        b += [R("panel", "Toolbox", "", (74, 90), (220, 500)),
              R("push-button", "Move Tool", "", (80, 96), (28, 28)),
              R("push-button", "Rectangle Select Tool", "", (110, 96), (28, 28)),
              R("push-button", "Text Tool", "", (140, 96), (28, 28)),
              R("push-button", "Paintbrush Tool", "", (170, 96), (28, 28)),
              R("drawing-area", "Image canvas", "", (300, 100), (1200, 900)),
              R("label", "", "px", (310, 1010), (30, 20)),
              R("combo-box", "Zoom", "66.7%", (350, 1006), (90, 26)),
              R("label", "", f"{img['sel']} ({'%.1f' % (img['w'] * img['h'] * 4 / 1e6)} MB)", (460, 1010), (300, 20)),
              R("page-tab", "Layers", "", (1510, 100), (80, 28), desc="selected"),
              R("page-tab", "Channels", "", (1592, 100), (90, 28)),
              R("page-tab", "Paths", "", (1684, 100), (70, 28)),
              R("combo-box", "Mode", "Normal", (1520, 136), (300, 28))]
        op = next(o for n, o in layers if n == img["sel"])
        b.append(R("spin-button", "Opacity", op, (1520, 170), (300, 28)))
        b.append(R("table", "Layers", "", (1510, 236), (400, 500)))
        for i, (n, _) in enumerate(layers):
            b.append(R("table-cell", n, n, (1560, 240 + 46 * i), (340, 44), desc="selected" if n == img["sel"] else ""))
        b += [R("push-button", "Create a new layer", "", (1514, 744), (28, 28)),
              R("push-button", "Raise this layer", "", (1546, 744), (28, 28)),
              R("push-button", "Lower this layer", "", (1578, 744), (28, 28)),
              R("push-button", "Duplicate this layer", "", (1610, 744), (28, 28)),
              R("push-button", "Delete this layer", "", (1706, 744), (28, 28))]
        if extra:
            b += extra
        return b

    clocks = ["Jul 9  15:40", "Jul 9  15:41", "Jul 9  15:41", "Jul 9  15:42", "Jul 9  15:43", "Jul 9  15:43", "Jul 9  15:44", "Jul 9  15:45", "Jul 9  15:46"]
    state = desk("Jul 9  15:39", app, win())
    turns = []
    img["sel"] = "Gradient overlay"
    turns.append((code("pyautogui.click(1700, 355)"), desk(clocks[0], app, win())))
    layers[2][0] = "Overlay blue"
    img["sel"] = "Overlay blue"
    img["dirty"] = True
    turns.append((code("pyautogui.doubleClick(1700, 355)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Overlay blue\\n')"), desk(clocks[1], app, win())))

    def newlayer(name: str) -> list[str]:
        return [R("dialog", "New Layer", "", (660, 200), (600, 640)),
                R("entry", "Layer name:", name, (820, 240), (400, 30)),
                R("combo-box", "Mode:", "Normal", (820, 300), (300, 30)),
                R("spin-button", "Opacity:", "100.0", (820, 340), (300, 30)),
                R("spin-button", "Width:", str(img["w"]), (820, 400), (140, 30)),
                R("spin-button", "Height:", str(img["h"]), (820, 436), (140, 30)),
                R("spin-button", "Offset X:", "0", (820, 480), (140, 30)),
                R("spin-button", "Offset Y:", "0", (820, 516), (140, 30)),
                R("combo-box", "Fill with:", "Transparency", (820, 570), (300, 30)),
                R("push-button", "Help", "", (680, 790), (90, 34)),
                R("push-button", "Reset", "", (780, 790), (90, 34)),
                R("push-button", "OK", "", (1060, 790), (90, 34)),
                R("push-button", "Cancel", "", (1160, 790), (90, 34))]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')"), desk(clocks[2], app, win(newlayer("Layer")))))
    layers.insert(2, ["Badge", "100.0"])
    img["sel"] = "Badge"
    turns.append((code("pyautogui.tripleClick(1020, 255)\npyautogui.write('Badge')\npyautogui.click(1105, 807)"), desk(clocks[3], app, win())))
    layers.pop(1)
    img["sel"] = "Badge"
    turns.append((code("pyautogui.click(1700, 309)\npyautogui.click(1720, 758)"), desk(clocks[4], app, win())))

    def scale(w: int, h: int) -> list[str]:
        return [R("dialog", "Scale Image", "", (700, 260), (520, 520)),
                R("label", "", "banner_draft-1", (720, 280), (300, 22)),
                R("spin-button", "Width:", str(w), (860, 340), (160, 30)),
                R("spin-button", "Height:", str(h), (860, 376), (160, 30)),
                R("toggle-button", "Chain", "", (1030, 356), (20, 40), desc="checked"),
                R("combo-box", "", "px", (1060, 356), (80, 30)),
                R("label", "", f"{w} × {h} pixels", (860, 414), (200, 20)),
                R("spin-button", "X resolution:", "72.000", (860, 450), (160, 30)),
                R("spin-button", "Y resolution:", "72.000", (860, 486), (160, 30)),
                R("combo-box", "", "pixels/in", (1060, 468), (120, 30)),
                R("combo-box", "Interpolation:", "Cubic", (860, 560), (200, 30)),
                R("push-button", "Help", "", (720, 730), (80, 34)),
                R("push-button", "Reset", "", (810, 730), (80, 34)),
                R("push-button", "Scale", "", (1020, 730), (90, 34)),
                R("push-button", "Cancel", "", (1116, 730), (90, 34))]
    turns.append((code("pyautogui.click(330, 74)\npyautogui.click(400, 420)"), desk(clocks[5], app, win(scale(1600, 600)))))
    img["w"], img["h"] = 1200, 450
    turns.append((code("pyautogui.tripleClick(940, 355)\npyautogui.write('1200')\npyautogui.press('tab')\npyautogui.click(1065, 747)"), desk(clocks[6], app, win())))
    exp = [R("dialog", "Export Image", "", (460, 160), (1000, 760)),
           R("entry", "Name:", "banner_draft.png", (560, 190), (600, 30)),
           R("push-button", "Pictures", "", (560, 236), (120, 30)),
           R("table", "", "", (700, 280), (740, 480)),
           R("table-cell", "", "Screenshots", (704, 284), (400, 26)),
           R("table-cell", "", "banner_v1.png", (704, 310), (400, 26)),
           R("table-cell", "", "logo_2024.svg", (704, 336), (400, 26)),
           R("table-cell", "", "team_offsite.jpg", (704, 362), (400, 26)),
           R("push-button", "Select File Type (By Extension)", "", (480, 780), (300, 28)),
           R("push-button", "Help", "", (480, 870), (80, 34)),
           R("push-button", "Export", "", (1260, 870), (90, 34)),
           R("push-button", "Cancel", "", (1356, 870), (90, 34))]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')"), desk(clocks[7], app, win(exp))))
    img["exported"] = True
    turns.append((code("pyautogui.click(1305, 887)\nimport time\ntime.sleep(1)\npyautogui.click(1105, 745)"), desk(clocks[8], app, win())))
    rs.add("os", "h58-os-13", sysp("In banner_draft.xcf rename the gradient layer to 'Overlay blue', add a transparent 'Badge' layer, delete the Logo layer, scale the image to 1200 px wide and export it as PNG."),
           turns, state=state)


# ---------------------------------------------------------------- 14 Terminal: nginx upstream config (bad)
def t14(rs: RowSet) -> None:
    app = "Terminal"
    run = ("Terminal",)
    prompt = "dana@web01:~$ "
    conf = ["# Managed by ops — last change 2024-07-11 (ticket OPS-2291)",
            "upstream invoice_api {",
            "    least_conn;",
            "    server 10.0.4.21:8080 max_fails=3 fail_timeout=30s;",
            "    server 10.0.4.22:8080 max_fails=3 fail_timeout=30s;",
            "    server 10.0.4.23:8080 max_fails=3 fail_timeout=30s backup;",
            "    keepalive 64;",
            "}",
            "",
            "upstream reports_api {",
            "    server 10.0.5.11:9090 max_fails=2 fail_timeout=15s;",
            "    server 10.0.5.12:9090 max_fails=2 fail_timeout=15s;",
            "    keepalive 16;",
            "}"]
    size = len(("\n".join(conf) + "\n").encode("utf-8"))
    buf: list[str] = []

    def term(cmd: str, out: list[str]) -> list[str]:
        buf.append(prompt + cmd)
        buf.extend(out)
        text = "\n".join(buf[-44:] + [prompt])
        return [R("frame", "dana@web01: ~", "", (280, 110), (1360, 860)),
                R("push-button", "New Tab", "", (292, 118), (34, 30)),
                R("push-button", "Search", "", (1480, 118), (34, 30)),
                R("push-button", "Menu", "", (1520, 118), (34, 30)),
                R("push-button", "Close", "", (1596, 118), (30, 30)),
                R("terminal", "Terminal", text, (280, 156), (1360, 814)),
                R("scroll-bar", "", "", (1626, 156), (14, 814))]

    state = desk("Jul 15  14:18", app, [R("frame", "dana@web01: ~", "", (280, 110), (1360, 860)),
                                        R("terminal", "Terminal", prompt, (280, 156), (1360, 814))], running=run)
    turns = []
    turns.append((code("pyautogui.write('cat /etc/nginx/conf.d/upstream.conf\\n')"),
                  desk("Jul 15  14:19", app, term("cat /etc/nginx/conf.d/upstream.conf", conf), running=run)))
    ls = ["total 12",
          "-rw-r--r-- 1 root root  512 Jul 11 09:14 gzip.conf",
          "-rw-r--r-- 1 root root 1187 Jul 11 09:14 invoice.conf",
          f"-rw-r--r-- 1 root root  {size} Jul 11 09:15 upstream.conf"]
    turns.append((code("pyautogui.write('ls -l /etc/nginx/conf.d/\\n')"),
                  desk("Jul 15  14:19", app, term("ls -l /etc/nginx/conf.d/", ls), running=run)))
    grep = [f"{i}:{ln}" for i, ln in enumerate(conf, 1) if "max_fails" in ln]
    grep[0] = grep[0].replace("max_fails=3", "max_fails=5")  # the file was only read, never edited
    turns.append((code("pyautogui.write('grep -n max_fails /etc/nginx/conf.d/upstream.conf\\n')"),
                  desk("Jul 15  14:20", app, term("grep -n max_fails /etc/nginx/conf.d/upstream.conf", grep), running=run)))
    turns.append((code("pyautogui.write('sudo nginx -t\\n')"),
                  desk("Jul 15  14:20", app, term("sudo nginx -t", ["nginx: the configuration file /etc/nginx/nginx.conf syntax is ok",
                                                                     "nginx: configuration file /etc/nginx/nginx.conf test is successful"]), running=run)))
    status = ["● nginx.service - A high performance web server and a reverse proxy server",
              "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)",
              "     Active: active (running) since Mon 2024-07-15 08:02:41 UTC; 6h ago",
              "       Docs: man:nginx(8)",
              "    Process: 48213 ExecReload=/usr/sbin/nginx -g daemon on; master_process on; -s reload (code=exited, status=0/SUCCESS)",
              "   Main PID: 1142 (nginx)",
              "      Tasks: 5 (limit: 9387)",
              "     Memory: 9.8M",
              "        CPU: 2.114s",
              "     CGroup: /system.slice/nginx.service",
              "             ├─ 1142 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;",
              "             ├─48214 nginx: worker process"]
    turns.append((code("pyautogui.write('sudo systemctl reload nginx && systemctl status nginx --no-pager | head -n 12\\n')"),
                  desk("Jul 15  14:21", app, term("sudo systemctl reload nginx && systemctl status nginx --no-pager | head -n 12", status), running=run)))
    log = ["2024/07/15 08:02:41 [notice] 1142#1142: start worker process 1146",
           "2024/07/15 14:21:07 [notice] 48213#48213: signal process started",
           "2024/07/15 14:21:07 [notice] 1142#1142: signal 1 (SIGHUP) received from 48213, reconfiguring",
           "2024/07/15 14:21:07 [notice] 1142#1142: reconfiguring"]
    turns.append((code("pyautogui.write('sudo tail -n 4 /var/log/nginx/error.log\\n')"),
                  desk("Jul 15  14:21", app, term("sudo tail -n 4 /var/log/nginx/error.log", log), running=run)))
    rs.add("os", "h58-os-14", sysp("On web01, check the invoice_api upstream settings in /etc/nginx/conf.d/upstream.conf, validate the config and reload nginx."),
           turns, state=state, bad=True, turn=3,
           kind="grep shows line 4 of upstream.conf with max_fails=5, but cat printed it as max_fails=3 and the file was never edited.")


# ---------------------------------------------------------------- 15 Document Viewer: search, bookmark, zoom (clean)
def t15(rs: RowSet) -> None:
    app = "Document Viewer"
    run = ("Document Viewer",)
    texts = {1: "RESIDENTIAL LEASE AGREEMENT\nThis Lease Agreement is entered into on June 28, 2024 between Harbor Point Properties LLC (\"Landlord\") and Dana Kim (\"Tenant\").",
             3: "4. SECURITY DEPOSIT. On execution of this Lease, Tenant deposits with Landlord $3,150.00 as a security deposit. The security deposit shall be held in a separate account at Pacific Coast Bank.",
             9: "17. RETURN OF DEPOSIT. Within 21 days after Tenant vacates the Premises, Landlord shall return the security deposit less any lawful deductions itemized in writing."}

    def win(page: int, zoom: str, side: str, search: str | None = None, results: bool = False) -> list[str]:
        b = [R("frame", "lease_agreement_2024.pdf", "", (70, 27), (1850, 1053)),
             R("toggle-button", "Side pane", "", (80, 36), (34, 34), desc="checked"),
             R("entry", "Select page", str(page), (130, 38), (50, 30)),
             R("label", "", f"({page} of 14)", (184, 42), (80, 22)),
             R("combo-box", "Zoom", zoom, (840, 38), (120, 30)),
             R("toggle-button", "Find", "", (1760, 36), (34, 34), desc="checked" if search is not None else ""),
             R("push-button", "Annotate", "", (1800, 36), (34, 34)),
             R("push-button", "Main menu", "", (1840, 36), (34, 34))]
        if search is not None:
            b += [R("entry", "Search", search, (700, 80), (480, 32)),
                  R("push-button", "Find previous", "", (1184, 80), (32, 32)),
                  R("push-button", "Find next", "", (1218, 80), (32, 32))]
        b.append(R("combo-box", "Side pane view", side, (80, 120), (250, 30)))
        if results:
            hits = [(3, "4. SECURITY DEPOSIT. On execution of this Lease, Tenant deposits…"),
                    (3, "…$3,150.00 as a security deposit. The security deposit shall be held…"),
                    (9, "…Landlord shall return the security deposit less any lawful deductions…")]
            for i, (p, snip) in enumerate(hits):
                b += [R("list-item", snip, f"Page {p}", (80, 160 + 64 * i), (250, 60))]
        elif side == "Thumbnails":
            for i, p in enumerate(range(max(1, page - 1), max(1, page - 1) + 3)):
                b.append(R("list-item", f"Page {p}", "", (120, 160 + 300 * i), (170, 220), desc="selected" if p == page else ""))
        elif side == "Bookmarks":
            b += [R("list-item", "Page 9", "", (80, 160), (250, 30)),
                  R("push-button", "Add", "", (80, 1020), (34, 30)),
                  R("push-button", "Remove", "", (118, 1020), (34, 30))]
        w = 900 if zoom == "100%" else 1500
        x = 340 + (1570 - w) // 2
        b += [R("document-frame", "", "", (340, 120), (1570, 950)),
              R("panel", f"Page {page}", "", (x, 140), (w, round(w * 1.294))),
              R("paragraph", "", texts.get(page, ""), (x + 80, 220), (w - 160, 120))]
        return b

    state = desk("Jul 22  09:05", app, win(3, "100%", "Thumbnails"), running=run)
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('security deposit')"),
                  desk("Jul 22  09:05", app, win(3, "100%", "Thumbnails", "security deposit", True), running=run)))
    turns.append((code("pyautogui.click(205, 318)"), desk("Jul 22  09:06", app, win(9, "100%", "Thumbnails", "security deposit", True), running=run)))
    turns.append((code("pyautogui.hotkey('ctrl', 'd')"), desk("Jul 22  09:06", app, win(9, "100%", "Thumbnails", "security deposit", True), running=run)))
    turns.append((code("pyautogui.press('esc')\npyautogui.tripleClick(155, 53)\npyautogui.write('1\\n')"), desk("Jul 22  09:07", app, win(1, "100%", "Thumbnails"), running=run)))
    turns.append((code("pyautogui.click(900, 53)\npyautogui.click(900, 120)"), desk("Jul 22  09:07", app, win(1, "Fit Width", "Thumbnails"), running=run)))
    turns.append((code("pyautogui.click(205, 135)\npyautogui.click(205, 250)"), desk("Jul 22  09:08", app, win(1, "Fit Width", "Bookmarks"), running=run)))
    rs.add("os", "h58-os-15", sysp("In lease_agreement_2024.pdf find where the security deposit is returned, bookmark that page, then go back to the first page at fit-width zoom and check the bookmark list."),
           turns, state=state)


# ---------------------------------------------------------------- 16 Disks: relabel a FAT partition (bad)
def t16(rs: RowSet) -> None:
    app = "Disks"
    run = ("Disks",)
    usb = {"label": "SANDISK", "uuid": "3A6F-91C2", "mount": "/media/dana/SANDISK"}

    def win(dev: str, extra: list[str] | None = None) -> list[str]:
        b = [R("frame", "Disks", "", (240, 110), (1440, 860)),
             R("list", "", "", (240, 160), (360, 810)),
             R("list-item", "256 GB Hard Disk", "VBOX HARDDISK", (244, 164), (352, 64), desc="selected" if dev == "sda" else ""),
             R("list-item", "32 GB Drive", "SanDisk Ultra", (244, 232), (352, 64), desc="selected" if dev == "sdb" else ""),
             R("push-button", "Power Off", "", (1560, 118), (34, 34)),
             R("push-button", "Drive Options", "", (1600, 118), (34, 34))]
        if dev == "sdb":
            mounted = usb["mount"] is not None
            size = "31 GB — 30 GB free (3.4% full)" if mounted else "31 GB (30,751,588,352 bytes)"
            contents = f"FAT (32-bit version) — Mounted at {usb['mount']}" if mounted else "FAT (32-bit version) — Not Mounted"
            b += [R("label", "", "Model", (640, 180), (200, 22)), R("label", "", "SanDisk Ultra (1.00)", (860, 180), (500, 22)),
                  R("label", "", "Serial Number", (640, 208), (200, 22)), R("label", "", "4C530001230612108372", (860, 208), (500, 22)),
                  R("label", "", "Size", (640, 236), (200, 22)), R("label", "", "31 GB (30,752,636,928 bytes)", (860, 236), (500, 22)),
                  R("label", "", "Partitioning", (640, 264), (200, 22)), R("label", "", "Master Boot Record", (860, 264), (500, 22)),
                  R("label", "", "Volumes", (640, 310), (200, 22)),
                  R("push-button", f"{usb['label']}\nPartition 1\n31 GB FAT", "", (640, 340), (1000, 110), desc="selected"),
                  R("push-button", "Unmount selected partition" if mounted else "Mount selected partition", "", (640, 460), (34, 34)),
                  R("push-button", "Additional partition options", "", (720, 460), (34, 34)),
                  R("label", "", "Size", (640, 520), (200, 22)), R("label", "", size, (860, 520), (500, 22)),
                  R("label", "", "Device", (640, 548), (200, 22)), R("label", "", "/dev/sdb1", (860, 548), (500, 22)),
                  R("label", "", "UUID", (640, 576), (200, 22)), R("label", "", usb["uuid"], (860, 576), (500, 22)),
                  R("label", "", "Partition Type", (640, 604), (200, 22)), R("label", "", "W95 FAT32 (LBA)", (860, 604), (500, 22)),
                  R("label", "", "Contents", (640, 632), (200, 22)), R("label", "", contents, (860, 632), (600, 22))]
        else:
            b += [R("label", "", "Model", (640, 180), (200, 22)), R("label", "", "VBOX HARDDISK (1.0)", (860, 180), (500, 22)),
                  R("label", "", "Serial Number", (640, 208), (200, 22)), R("label", "", "VB5e2a91c7-3f0d4b18", (860, 208), (500, 22)),
                  R("label", "", "Size", (640, 236), (200, 22)), R("label", "", "256 GB (256,060,514,304 bytes)", (860, 236), (500, 22)),
                  R("label", "", "Partitioning", (640, 264), (200, 22)), R("label", "", "GUID Partition Table", (860, 264), (500, 22)),
                  R("label", "", "Volumes", (640, 310), (200, 22)),
                  R("push-button", "Partition 1\n537 MB FAT", "", (640, 340), (120, 110), desc="selected"),
                  R("push-button", "Filesystem\nPartition 2\n256 GB Ext4", "", (762, 340), (878, 110)),
                  R("label", "", "Size", (640, 520), (200, 22)), R("label", "", "537 MB — 531 MB free (1.1% full)", (860, 520), (500, 22)),
                  R("label", "", "Device", (640, 548), (200, 22)), R("label", "", "/dev/sda1", (860, 548), (500, 22)),
                  R("label", "", "UUID", (640, 576), (200, 22)), R("label", "", "B2E4-1F0A", (860, 576), (500, 22)),
                  R("label", "", "Partition Type", (640, 604), (200, 22)), R("label", "", "EFI System", (860, 604), (500, 22)),
                  R("label", "", "Contents", (640, 632), (200, 22)), R("label", "", "FAT (32-bit version) — Mounted at /boot/efi", (860, 632), (600, 22))]
        if extra:
            b += extra
        return b

    state = desk("Jul 25  16:40", app, win("sda"), running=run)
    turns = []
    turns.append((code("pyautogui.click(420, 264)"), desk("Jul 25  16:40", app, win("sdb"), running=run)))
    menu = [R("menu", "", "", (720, 496), (300, 340))] + [
        R("menu-item", m, "", (724, 500 + 30 * i), (292, 30), desc="insensitive" if m in ("Resize…", "Repair Filesystem…") else "")
        for i, m in enumerate(["Format Partition…", "Edit Partition…", "Resize…", "Edit Filesystem…", "Change Passphrase…",
                               "Edit Mount Options…", "Edit Encryption Options…", "Take Ownership…", "Check Filesystem…",
                               "Repair Filesystem…", "Create Partition Image…"])]
    turns.append((code("pyautogui.click(737, 477)"), desk("Jul 25  16:41", app, win("sdb", menu), running=run)))
    dlg = [R("dialog", "Edit Filesystem", "", (760, 380), (400, 200)),
           R("label", "", "Label", (780, 440), (60, 22)),
           R("entry", "Label", usb["label"], (850, 436), (290, 30)),
           R("push-button", "Cancel", "", (770, 388), (80, 30)),
           R("push-button", "Change", "", (1070, 388), (80, 30))]
    turns.append((code("pyautogui.click(850, 605)"), desk("Jul 25  16:41", app, win("sdb", dlg), running=run)))
    usb["label"] = "FIELDDATA"
    usb["uuid"] = "3A6F-9C12"  # a FAT label change keeps the volume serial; it had been 3A6F-91C2
    turns.append((code("pyautogui.tripleClick(995, 451)\npyautogui.write('FIELDDATA')\npyautogui.click(1110, 403)"), desk("Jul 25  16:42", app, win("sdb"), running=run)))
    usb["mount"] = None
    turns.append((code("pyautogui.click(657, 477)"), desk("Jul 25  16:42", app, win("sdb"), running=run)))
    usb["mount"] = "/media/dana/FIELDDATA"
    turns.append((code("pyautogui.click(657, 477)"), desk("Jul 25  16:43", app, win("sdb"), running=run)))
    turns.append((code("pyautogui.click(420, 196)"), desk("Jul 25  16:43", app, win("sda"), running=run)))
    turns.append((code("pyautogui.click(420, 264)"), desk("Jul 25  16:44", app, win("sdb"), running=run)))
    rs.add("os", "h58-os-16", sysp("Rename the SanDisk USB stick's FAT filesystem label to FIELDDATA in Disks and remount it."),
           turns, state=state, bad=True, turn=4,
           kind="After only the filesystem label is changed, the partition's UUID reads 3A6F-9C12 instead of 3A6F-91C2.")


# ---------------------------------------------------------------- 17 KeePassXC: add, rename, recycle entries (clean)
def t17(rs: RowSet) -> None:
    app = "KeePassXC"
    run = ("KeePassXC",)
    groups = {
        "Servers": [["bastion-eu", "ops", "ssh://bastion-eu.northwind.internal", "Jump host EU", "2024-03-04 11:20"],
                    ["db-prod-01", "postgres", "postgres://db-prod-01:5432", "Primary", "2024-05-19 08:02"],
                    ["db-replica-02", "postgres", "postgres://db-replica-02:5432", "Read replica", "2024-05-19 08:03"],
                    ["legacy-ftp", "ftpuser", "ftp://files.northwind.internal", "Decommission Q3", "2023-11-02 15:47"]],
        "Recycle Bin": [["old-vpn-cert", "vpn", "", "Expired 2024-01", "2024-02-12 10:05"],
                        ["test-smtp", "mailer", "smtp://10.0.9.4:587", "", "2024-04-30 17:31"]],
    }
    dirty = [False]

    def win(group: str | None, sel: str | None = None, extra: list[str] | None = None) -> list[str]:
        b = [R("frame", f"team-vault.kdbx{'*' if dirty[0] else ''} - KeePassXC", "", (160, 90), (1600, 900))]
        b += menubar(["Database", "Entries", "Groups", "Tools", "View", "Help"], y=120, x0=164)
        b += [R("push-button", "Add a new entry", "", (170, 150), (34, 34)),
              R("push-button", "Edit entry", "", (208, 150), (34, 34)),
              R("push-button", "Delete entry", "", (246, 150), (34, 34)),
              R("push-button", "Lock Database", "", (420, 150), (34, 34)),
              R("entry", "Search (Ctrl+F)…", "", (1300, 152), (420, 30)),
              R("tree", "Groups", "", (160, 196), (300, 790)),
              R("tree-item", "team-vault", "", (164, 200), (292, 28))]
        for i, g in enumerate(["Email", "Servers", "Network", "Recycle Bin"]):
            b.append(R("tree-item", g, "", (184, 228 + 28 * i), (272, 28), desc="selected" if g == group else ""))
        if extra is not None and group is None:
            return b + extra
        rows = sorted(groups.get(group or "", []), key=lambda r: r[0])
        b += [R("table", "", "", (464, 196), (1292, 560))]
        for j, c in enumerate(["Title", "Username", "URL", "Notes", "Modified"]):
            b.append(R("table-column-header", c, "", (468 + 250 * j, 198), (250, 28)))
        for i, r in enumerate(rows):
            for j, v in enumerate(r):
                b.append(R("table-cell", "", v, (468 + 250 * j, 228 + 28 * i), (250, 28), desc="selected" if j == 0 and r[0] == sel else ""))
        b.append(R("label", "", f"{len(rows)} entries" if len(rows) != 1 else "1 entry", (468, 760), (200, 22)))
        if sel:
            r = next(x for x in rows if x[0] == sel)
            b += [R("label", "", r[0], (480, 790), (400, 26)),
                  R("label", "", "Username", (480, 830), (120, 22)), R("label", "", r[1], (620, 830), (300, 22)),
                  R("label", "", "Password", (480, 858), (120, 22)), R("label", "", "●●●●●●", (620, 858), (300, 22)),
                  R("label", "", "URL", (480, 886), (120, 22)), R("link", r[2], r[2], (620, 886), (500, 22)),
                  R("label", "", "Modified", (480, 914), (120, 22)), R("label", "", r[4], (620, 914), (300, 22))]
        if extra:
            b += extra
        return b

    def form(title: str, user: str, pw: str, url: str, notes: str, head: str) -> list[str]:
        return [R("label", "", head, (500, 210), (600, 26)),
                R("entry", "Title", title, (640, 260), (900, 30)),
                R("entry", "Username", user, (640, 300), (900, 30)),
                R("password-text", "Password", pw, (640, 340), (860, 30)),
                R("push-button", "Generate Password", "", (1506, 340), (34, 30)),
                R("entry", "URL", url, (640, 380), (900, 30)),
                R("entry", "Tags", "", (640, 420), (900, 30)),
                R("check-box", "Expires", "", (640, 462), (100, 22)),
                R("text", "Notes", notes, (640, 500), (900, 200)),
                R("push-button", "OK", "", (1500, 940), (90, 34)),
                R("push-button", "Cancel", "", (1596, 940), (90, 34)),
                R("push-button", "Apply", "", (1404, 940), (90, 34))]

    groups["Email"] = [["ops-mailbox", "ops@northwind-analytics.com", "https://mail.google.com", "", "2024-06-02 09:44"],
                       ["sendgrid-api", "apikey", "https://app.sendgrid.com", "Prod sender", "2024-04-11 13:20"]]
    state = desk("Jul 30  11:10", app, win("Email"), running=run)
    turns = []
    turns.append((code("pyautogui.click(300, 270)"), desk("Jul 30  11:11", app, win("Servers"), running=run)))
    turns.append((code("pyautogui.hotkey('ctrl', 'n')"), desk("Jul 30  11:12", app, win(None, extra=form("", "", "", "", "", "Servers › Add entry")), running=run)))
    pw = "●" * 24
    turns.append((code("pyautogui.click(1090, 275)\npyautogui.write('grafana-admin')\npyautogui.click(1090, 315)\npyautogui.write('admin')\npyautogui.click(1523, 355)\npyautogui.click(1090, 395)\npyautogui.write('https://grafana.internal:3000')"),
                  desk("Jul 30  11:13", app, win(None, extra=form("grafana-admin", "admin", pw, "https://grafana.internal:3000", "", "Servers › Add entry")), running=run)))
    groups["Servers"].append(["grafana-admin", "admin", "https://grafana.internal:3000", "", "2024-07-30 11:13"])
    dirty[0] = True
    turns.append((code("pyautogui.click(1545, 957)"), desk("Jul 30  11:13", app, win("Servers", "grafana-admin"), running=run)))
    turns.append((code("pyautogui.click(590, 242)\npyautogui.hotkey('ctrl', 'e')"),
                  desk("Jul 30  11:14", app, win(None, extra=form("bastion-eu", "ops", "●" * 18, "ssh://bastion-eu.northwind.internal", "Jump host EU", "Servers › bastion-eu › Edit entry")), running=run)))
    groups["Servers"][0][0] = "bastion-eu-1"
    groups["Servers"][0][4] = "2024-07-30 11:15"
    turns.append((code("pyautogui.tripleClick(1090, 275)\npyautogui.write('bastion-eu-1')\npyautogui.click(1545, 957)"),
                  desk("Jul 30  11:15", app, win("Servers", "bastion-eu-1"), running=run)))
    confirm = [R("dialog", "Move entry to recycle bin?", "", (760, 420), (420, 170)),
               R("label", "", "Do you really want to move entry \"legacy-ftp\" to the recycle bin?", (780, 450), (380, 40)),
               R("push-button", "Move", "", (960, 540), (100, 34)),
               R("push-button", "Cancel", "", (1066, 540), (100, 34))]
    turns.append((code("pyautogui.click(590, 354)\npyautogui.press('delete')"),
                  desk("Jul 30  11:16", app, win("Servers", "legacy-ftp", confirm), running=run)))
    item = next(r for r in groups["Servers"] if r[0] == "legacy-ftp")
    groups["Servers"].remove(item)
    groups["Recycle Bin"].append(item)
    turns.append((code("pyautogui.click(1010, 557)"), desk("Jul 30  11:16", app, win("Servers"), running=run)))
    turns.append((code("pyautogui.click(300, 326)"), desk("Jul 30  11:17", app, win("Recycle Bin"), running=run)))
    turns.append((code("pyautogui.click(300, 270)"), desk("Jul 30  11:17", app, win("Servers"), running=run)))
    rs.add("os", "h58-os-17", sysp("In the team vault, add a grafana-admin entry under Servers, rename bastion-eu to bastion-eu-1 and move legacy-ftp to the recycle bin."),
           turns, state=state)


# ---------------------------------------------------------------- 18 Transmission: pause, resume, remove torrents (clean)
def t18(rs: RowSet) -> None:
    app = "Transmission"
    run = ("Transmission",)
    deb = {"name": "debian-12.6.0-amd64-netinst.iso", "size": 658.5, "have": 403.7, "state": "down", "up": 9.1}
    arch = {"name": "archlinux-2024.08.01-x86_64.iso", "size": 1100.0, "have": 132.0, "state": "paused", "up": 0.0}
    ubu = {"name": "ubuntu-22.04.4-desktop-amd64.iso", "size": 4700.0, "have": 4700.0, "state": "seed", "up": 6700.0}
    torrents = [arch, deb, ubu]

    def gb(mb: float) -> str:
        return f"{mb / 1000:.1f} GB" if mb >= 1000 else f"{mb:.1f} MB"

    def rows(sel: str | None) -> list[str]:
        b = []
        for i, t in enumerate(torrents):
            y = 170 + 76 * i
            if t["state"] == "seed":
                l1 = f"{gb(t['size'])}, uploaded {gb(t['up'])} (Ratio: {t['up'] / t['size']:.2f})"
                l2 = "Seeding to 3 of 18 connected peers - ↑ 412 kB/s"
            else:
                pct = t["have"] / t["size"] * 100
                l1 = f"{gb(t['have'])} of {gb(t['size'])} ({pct:.1f}%)"
                if t["state"] == "down":
                    left = (t["size"] - t["have"]) / (2.4 if t is deb else 1.0) / 60
                    l1 += f" - {max(1, round(left))} minute{'s' if round(left) > 1 else ''} remaining"
                    l2 = ("Downloading from 22 of 41 connected peers - ↓ 2.4 MB/s ↑ 48 kB/s" if t is deb
                          else "Downloading from 14 of 52 connected peers - ↓ 1.0 MB/s ↑ 6 kB/s")
                else:
                    l2 = "Paused"
            b += [R("list-item", t["name"], "", (244, y), (1432, 74), desc="selected" if t["name"] == sel else ""),
                  R("label", "", t["name"], (300, y + 6), (900, 22)),
                  R("label", "", l1, (300, y + 28), (900, 18)),
                  R("progress-bar", "", f"{(t['have'] / t['size'] * 100):.0f}%", (300, y + 48), (1300, 8)),
                  R("label", "", l2, (300, y + 56), (900, 18))]
        return b

    def win(sel: str | None, down: str, up: str, extra: list[str] | None = None) -> list[str]:
        b = [R("frame", "Transmission", "", (240, 110), (1440, 860))]
        b += menubar(["Torrent", "Edit", "View", "Help"], y=120, x0=244)
        b += [R("push-button", "Open", "", (250, 140), (34, 30)),
              R("push-button", "Start", "", (290, 140), (34, 30)),
              R("push-button", "Pause", "", (330, 140), (34, 30)),
              R("push-button", "Remove", "", (370, 140), (34, 30)),
              R("push-button", "Properties", "", (430, 140), (34, 30)),
              R("combo-box", "Show", f"All ({len(torrents)})", (800, 142), (200, 26)),
              R("list", "", "", (240, 166), (1440, 770))]
        b += rows(sel)
        b += [R("label", "", f"↓ {down}  ↑ {up}", (1420, 944), (240, 20)), R("push-button", "Alternative speed limits", "", (250, 940), (30, 24))]
        if extra:
            b += extra
        return b

    state = desk("Aug 6  13:01", app, win(deb["name"], "2.4 MB/s", "460 kB/s"), running=run)
    turns = []
    deb["have"], deb["up"], ubu["up"] = 428.0, 9.3, 6712.0

    def props() -> list[str]:
        return [R("dialog", f"{deb['name']} Properties", "", (560, 220), (800, 620)),
                R("page-tab", "Information", "", (580, 250), (110, 28), desc="selected"),
                R("page-tab", "Peers", "", (692, 250), (70, 28)), R("page-tab", "Trackers", "", (764, 250), (90, 28)),
                R("page-tab", "Files", "", (856, 250), (60, 28)), R("page-tab", "Options", "", (918, 250), (80, 28)),
                R("label", "", "Activity", (590, 300), (200, 22)),
                R("label", "", "Torrent size:", (610, 330), (200, 20)), R("label", "", "658.5 MB (2,634 pieces @ 256.0 KiB)", (820, 330), (500, 20)),
                R("label", "", "Have:", (610, 354), (200, 20)), R("label", "", f"{deb['have']:.1f} MB ({deb['have'] / deb['size'] * 100:.1f}%)", (820, 354), (500, 20)),
                R("label", "", "Uploaded:", (610, 378), (200, 20)), R("label", "", f"{deb['up']:.1f} MB (Ratio: {deb['up'] / deb['have']:.2f})", (820, 378), (500, 20)),
                R("label", "", "State:", (610, 402), (200, 20)), R("label", "", "Downloading", (820, 402), (500, 20)),
                R("label", "", "Running time:", (610, 426), (200, 20)), R("label", "", "3 minutes, 1 second", (820, 426), (500, 20)),
                R("label", "", "Details", (590, 470), (200, 22)),
                R("label", "", "Location:", (610, 500), (200, 20)), R("label", "", "/home/dana/Downloads", (820, 500), (500, 20)),
                R("label", "", "Hash:", (610, 524), (200, 20)), R("label", "", "6a9d4c1e7c5bd8f9e0a6c1c2e5e2ac7d1f3b9a04", (820, 524), (500, 20)),
                R("label", "", "Privacy:", (610, 548), (200, 20)), R("label", "", "Public torrent", (820, 548), (500, 20)),
                R("label", "", "Origin:", (610, 572), (200, 20)), R("label", "", "Created by mktorrent 1.1", (820, 572), (500, 20)),
                R("push-button", "Close", "", (1250, 790), (90, 34))]
    turns.append((code("pyautogui.hotkey('alt', 'Return')"), desk("Aug 6  13:02", app, win(deb["name"], "2.4 MB/s", "463 kB/s", props()), running=run)))
    deb["have"], deb["up"], deb["state"], ubu["up"] = 441.2, 9.4, "paused", 6718.0
    turns.append((code("pyautogui.click(1295, 807)\npyautogui.hotkey('ctrl', 'p')"), desk("Aug 6  13:02", app, win(deb["name"], "0 kB/s", "412 kB/s"), running=run)))
    arch["state"], ubu["up"] = "down", 6727.0
    turns.append((code("pyautogui.click(900, 200)\npyautogui.hotkey('ctrl', 'r')"), desk("Aug 6  13:03", app, win(arch["name"], "1.0 MB/s", "418 kB/s"), running=run)))
    arch["have"], ubu["up"] = 151.6, 6734.0
    dlg = [R("dialog", "Remove torrent?", "", (720, 400), (480, 200)),
           R("label", "", "Remove torrent?", (744, 420), (432, 26)),
           R("label", "", "Once removed, continuing the transfer will require the torrent file or magnet link.", (744, 456), (432, 40)),
           R("push-button", "Cancel", "", (920, 550), (120, 34)),
           R("push-button", "Remove", "", (1050, 550), (120, 34))]
    turns.append((code("pyautogui.click(900, 352)\npyautogui.press('delete')"), desk("Aug 6  13:03", app, win(ubu["name"], "1.0 MB/s", "418 kB/s", dlg), running=run)))
    torrents.remove(ubu)
    arch["have"] = 171.4
    turns.append((code("pyautogui.click(1110, 567)"), desk("Aug 6  13:04", app, win(None, "1.0 MB/s", "6 kB/s"), running=run)))
    deb["state"], arch["have"] = "down", 190.2
    turns.append((code("pyautogui.click(900, 276)\npyautogui.hotkey('ctrl', 'r')"), desk("Aug 6  13:04", app, win(deb["name"], "3.4 MB/s", "54 kB/s"), running=run)))
    deb["have"], deb["up"], arch["have"] = 470.9, 9.6, 214.8
    pref = [R("dialog", "Transmission Preferences", "", (640, 220), (640, 600)),
            R("page-tab", "Speed", "", (740, 250), (70, 28), desc="selected"),
            R("label", "", "Speed Limits", (660, 300), (200, 22)),
            R("check-box", "Upload (kB/s):", "", (680, 334), (200, 22)),
            R("spin-button", "Upload (kB/s):", "100", (1000, 330), (120, 28), desc="insensitive"),
            R("check-box", "Download (kB/s):", "", (680, 370), (200, 22)),
            R("spin-button", "Download (kB/s):", "1000", (1000, 366), (120, 28), desc="insensitive"),
            R("label", "", "Alternative Speed Limits", (660, 420), (260, 22)),
            R("spin-button", "Upload (kB/s):", "50", (1000, 454), (120, 28)),
            R("spin-button", "Download (kB/s):", "50", (1000, 490), (120, 28)),
            R("check-box", "Scheduled times:", "", (680, 530), (200, 22)),
            R("push-button", "Close", "", (1170, 780), (90, 34))]
    turns.append((code("pyautogui.click(340, 132)\npyautogui.click(380, 300)"), desk("Aug 6  13:05", app, win(deb["name"], "3.4 MB/s", "54 kB/s", pref), running=run)))
    deb["have"], deb["up"], arch["have"] = 503.9, 9.8, 241.3
    turns.append((code("pyautogui.click(690, 345)\npyautogui.click(1215, 797)"), desk("Aug 6  13:05", app, win(deb["name"], "3.4 MB/s", "54 kB/s"), running=run)))
    rs.add("os", "h58-os-18", sysp("In Transmission pause the Debian download, start the Arch ISO, remove the finished Ubuntu torrent, resume Debian and cap the upload speed."),
           turns, state=state)


# ---------------------------------------------------------------- 19 GNOME Logs: categories, details, search (bad)
def t19(rs: RowSet) -> None:
    app = "Logs"
    run = ("Logs",)
    cats = ["Important", "All", "Applications", "System", "Security", "Hardware"]
    sec = [("Accepted publickey for dana from 10.20.0.7 port 51544 ssh2: ED25519 SHA256:Qm4vX0p9Lr2sT6hYcE1uWnB8aZk3fJdG7oP5iRqMxyA", "sshd", "11:18"),
           ("pam_unix(sudo:session): session opened for user root(uid=0) by dana(uid=1000)", "sudo", "11:14"),
           ("dana : TTY=pts/1 ; PWD=/home/dana ; USER=root ; COMMAND=/usr/bin/apt update", "sudo", "11:14"),
           ("Failed password for invalid user admin from 185.220.101.34 port 40112 ssh2", "sshd", "10:52"),
           ("Invalid user admin from 185.220.101.34 port 40112", "sshd", "10:52"),
           ("pam_unix(gdm-password:session): session opened for user dana(uid=1000)", "gdm-password]", "08:31")]
    hw = [("sd 2:0:0:0: [sdb] Attached SCSI removable disk", "kernel", "11:21"),
          ("sd 2:0:0:0: [sdb] 60063744 512-byte logical blocks: (30.8 GB/28.6 GiB)", "kernel", "11:21"),
          ("usb-storage 3-2:1.0: USB Mass Storage device detected", "kernel", "11:21"),
          ("usb 3-2: New USB device found, idVendor=0781, idProduct=5581, bcdDevice= 1.00", "kernel", "11:21"),
          ("usb 3-2: new high-speed USB device number 7 using xhci_hcd", "kernel", "11:21"),
          ("input: Logitech USB Receiver as /devices/pci0000:00/0000:00:14.0/usb1/1-3/1-3:1.0/0003:046D:C52B.0001/input/input5", "kernel", "08:30"),
          ("e1000e 0000:00:1f.6 enp0s31f6: NIC Link is Up 1000 Mbps Full Duplex, Flow Control: Rx/Tx", "kernel", "08:30")]
    allv = [("Finished Run anacron jobs.", "systemd", "11:27"),
            ("anacron.service: Deactivated successfully.", "systemd", "11:27"),
            ("Started Run anacron jobs.", "systemd", "11:26"),
            ("JS WARNING: [resource:///org/gnome/shell/ui/windowManager.js 1689]: reference to undefined property \"MetaWindowXwayland\"", "gnome-shell", "11:25"),
            ("Mounted /dev/sdb1 at /media/dana/SANDISK.", "udisksd", "11:21"),
            hw[0], hw[1]]
    imp = [("Failed password for invalid user admin from 185.220.101.34 port 40112 ssh2", "sshd", "10:52"),
           ("ACPI BIOS Error (bug): Could not resolve symbol [\\_SB.PC00.LPCB.HEC.ECAV], AE_NOT_FOUND (20230628/psargs-330)", "kernel", "08:30"),
           ("Failed to start Network Manager Wait Online.", "systemd", "08:30")]

    def win(cat: str | None, rows: list[tuple[str, str, str]], search: str | None = None, extra: list[str] | None = None) -> list[str]:
        b = [R("frame", "Logs", "", (200, 90), (1520, 920)),
             R("toggle-button", "Search", "", (1560, 100), (34, 34), desc="checked" if search is not None else ""),
             R("push-button", "Export logs", "", (1600, 100), (34, 34)),
             R("push-button", "Main menu", "", (1640, 100), (34, 34)),
             R("list", "", "", (200, 140), (240, 860))]
        for i, c in enumerate(cats):
            b.append(R("list-item", c, "", (204, 144 + 40 * i), (232, 38), desc="selected" if c == cat else ""))
        if search is not None:
            b.append(R("entry", "Search", search, (700, 144), (600, 32)))
        y0 = 186 if search is not None else 144
        b.append(R("list", "", "", (444, y0 - 4), (1272, 860)))
        for i, (msg, proc, t) in enumerate(rows):
            y = y0 + 54 * i
            b += [R("list-item", msg, "", (448, y), (1264, 52)),
                  R("label", "", proc, (460, y + 4), (200, 20)),
                  R("label", "", t, (1620, y + 4), (80, 20)),
                  R("label", "", msg, (460, y + 26), (1140, 20))]
        if extra:
            b += extra
        return b

    state = desk("Aug 13  11:23", app, win("Important", imp), running=run)
    turns = []
    turns.append((code("pyautogui.click(320, 323)"), desk("Aug 13  11:24", app, win("Security", sec), running=run)))
    det = [R("frame", "Logs", "", (200, 90), (1520, 920)),
           R("push-button", "Back", "", (212, 100), (34, 34)),
           R("label", "", "sshd", (860, 106), (200, 24)),
           R("label", "", "Message", (260, 170), (200, 22)), R("label", "", sec[0][0], (520, 170), (1100, 44)),
           R("label", "", "Time", (260, 230), (200, 22)), R("label", "", "Tuesday, August 13 2024 11:18:42", (520, 230), (600, 22)),
           R("label", "", "_PID", (260, 262), (200, 22)), R("label", "", "2281", (520, 262), (300, 22)),
           R("label", "", "_UID", (260, 294), (200, 22)), R("label", "", "0", (520, 294), (300, 22)),
           R("label", "", "_COMM", (260, 326), (200, 22)), R("label", "", "sshd", (520, 326), (300, 22)),
           R("label", "", "_EXE", (260, 358), (200, 22)), R("label", "", "/usr/sbin/sshd", (520, 358), (300, 22)),
           R("label", "", "_SYSTEMD_UNIT", (260, 390), (200, 22)), R("label", "", "ssh.service", (520, 390), (300, 22)),
           R("label", "", "_HOSTNAME", (260, 422), (200, 22)), R("label", "", "northwind-ws14", (520, 422), (300, 22)),
           R("label", "", "_BOOT_ID", (260, 454), (200, 22)), R("label", "", "8f2c41d7a9e34b6c9b1f0e5a7d3c2b18", (520, 454), (400, 22)),
           R("label", "", "SYSLOG_FACILITY", (260, 486), (200, 22)), R("label", "", "4", (520, 486), (300, 22)),
           R("label", "", "PRIORITY", (260, 518), (200, 22)), R("label", "", "6", (520, 518), (300, 22))]
    turns.append((code("pyautogui.click(1000, 170)"), desk("Aug 13  11:24", app, det, running=run)))
    turns.append((code("pyautogui.click(229, 117)\npyautogui.click(320, 363)"), desk("Aug 13  11:25", app, win("Hardware", hw), running=run)))
    turns.append((code("pyautogui.click(1577, 117)\npyautogui.write('usb')"),
                  desk("Aug 13  11:26", app, win("Hardware", [h for h in hw if "usb" in h[0].lower()], "usb"), running=run)))
    turns.append((code("pyautogui.press('esc')\npyautogui.click(1577, 117)\npyautogui.click(320, 203)"), desk("Aug 13  11:27", app, win("All", allv), running=run)))
    # the top-bar clock reads 11:23 although it already showed 11:27
    turns.append((code("pyautogui.click(320, 163)"), desk("Aug 13  11:23", app, win("Important", imp), running=run)))
    turns.append((code("pyautogui.click(320, 243)"), desk("Aug 13  11:28", app, win("Applications", [
        ("JS WARNING: [resource:///org/gnome/shell/ui/windowManager.js 1689]: reference to undefined property \"MetaWindowXwayland\"", "gnome-shell", "11:25"),
        ("Gtk-WARNING **: 11:09:51.204: Theme parsing error: gtk.css:1422:22: 'font-feature-settings' is not a valid property name", "org.gnome.Nautilus", "11:09"),
        ("Failed to load module \"canberra-gtk-module\"", "code", "09:02"),
        ("[GFX1-]: Unrecognized feature VIDEO_OVERLAY", "thunderbird", "08:35")]), running=run)))
    rs.add("os", "h58-os-19", sysp("Use the Logs app to review today's security events, the USB stick that was plugged in, and the most recent system messages."),
           turns, state=state, bad=True, turn=6,
           kind="The top-bar clock reads 11:23 after it had already shown 11:27 in the previous turn (time runs backwards).")


# ---------------------------------------------------------------- 20 Remmina: new SSH profile, session (bad)
def t20(rs: RowSet) -> None:
    app = "Remmina"
    run = ("Remmina",)
    profiles = [["build-server", "Build", "10.20.0.15", "SSH", "2024-08-12 17:40"],
                ["nas-admin", "Storage", "10.20.1.5:5900", "VNC", "2024-07-29 10:02"],
                ["win-jump", "Windows", "jump01.northwind.internal", "RDP", "2024-08-09 14:15"]]

    def win(rows: list[list[str]], search: str | None = None, extra: list[str] | None = None, sort_col: str = "Name") -> list[str]:
        b = [R("frame", "Remmina Remote Desktop Client", "", (360, 140), (1200, 760)),
             R("push-button", "New connection profile", "", (372, 150), (34, 34)),
             R("combo-box", "Quick connect protocol", "RDP", (420, 152), (90, 30)),
             R("entry", "Server", "", (516, 152), (600, 30)),
             R("toggle-button", "Search", "", (1440, 150), (34, 34), desc="checked" if search is not None else ""),
             R("push-button", "Menu", "", (1480, 150), (34, 34))]
        y0 = 196
        if search is not None:
            b.append(R("entry", "Search", search, (700, 194), (520, 30)))
            y0 = 232
        b.append(R("table", "", "", (364, y0), (1192, 620)))
        for j, c in enumerate(["Name", "Group", "Server", "Plugin", "Last used"]):
            b.append(R("table-column-header", c, "", (368 + 236 * j, y0 + 2), (236, 28), desc="sorted" if c == sort_col else ""))
        for i, r in enumerate(rows):
            for j, v in enumerate(r):
                b.append(R("table-cell", "", v, (368 + 236 * j, y0 + 32 + 28 * i), (236, 28)))
        b.append(R("label", "", f"Total {len(rows)} items.", (372, 872), (300, 20)))
        if extra:
            b += extra
        return b

    def dlg(name: str, group: str, proto: str, server: str, user: str) -> list[str]:
        b = [R("dialog", "Remote Connection Profile", "", (560, 180), (800, 700)),
             R("entry", "Name", name, (700, 220), (600, 30)),
             R("combo-box", "Group", group, (700, 258), (600, 30)),
             R("combo-box", "Protocol", proto, (700, 296), (600, 30)),
             R("entry", "Pre Command", "", (700, 334), (600, 30)),
             R("entry", "Post Command", "", (700, 372), (600, 30)),
             R("page-tab", "Basic", "", (590, 420), (70, 28), desc="selected"),
             R("page-tab", "Advanced", "", (662, 420), (90, 28))]
        if proto.startswith("SSH"):
            b += [R("page-tab", "Behavior", "", (754, 420), (90, 28)),
                  R("page-tab", "SSH Tunnel", "", (846, 420), (100, 28)),
                  R("entry", "Server", server, (720, 470), (580, 30)),
                  R("entry", "Username", user, (720, 508), (580, 30)),
                  R("combo-box", "Authentication type", "Public key (automatic)", (720, 546), (580, 30)),
                  R("entry", "SSH private key file", "", (720, 584), (580, 30)),
                  R("entry", "Startup program", "", (720, 622), (580, 30))]
        else:
            b += [R("page-tab", "Behavior", "", (754, 420), (90, 28)),
                  R("page-tab", "SSH Tunnel", "", (846, 420), (100, 28)),
                  R("entry", "Server", server, (720, 470), (580, 30)),
                  R("entry", "Username", user, (720, 508), (580, 30)),
                  R("password-text", "Password", "", (720, 546), (580, 30)),
                  R("entry", "Domain", "", (720, 584), (580, 30)),
                  R("combo-box", "Resolution", "Use client resolution", (720, 622), (580, 30)),
                  R("combo-box", "Colour depth", "RemoteFX (32 bpp)", (720, 660), (580, 30))]
        b += [R("push-button", "Cancel", "", (580, 830), (100, 34)),
              R("push-button", "Save as Default", "", (690, 830), (150, 34)),
              R("push-button", "Save", "", (960, 830), (90, 34)),
              R("push-button", "Connect", "", (1056, 830), (100, 34)),
              R("push-button", "Save and Connect", "", (1162, 830), (180, 34))]
        return b

    state = desk("Aug 14  09:10", app, win(profiles), running=run)
    turns = []
    turns.append((code("pyautogui.click(389, 167)"), desk("Aug 14  09:11", app, win(profiles, extra=dlg("Quick Connect", "", "RDP - Remote Desktop Protocol", "", "")), running=run)))
    turns.append((code("pyautogui.tripleClick(1000, 235)\npyautogui.write('staging-db')\npyautogui.click(1000, 273)\npyautogui.write('Databases')\npyautogui.click(1000, 311)\npyautogui.write('SSH')\npyautogui.press('enter')\npyautogui.click(1010, 485)\npyautogui.write('10.20.3.41')\npyautogui.click(1010, 523)\npyautogui.write('dana')"),
                  desk("Aug 14  09:12", app, win(profiles, extra=dlg("staging-db", "Databases", "SSH - Secure Shell", "10.20.3.41", "dana")), running=run)))
    created = ["staging-db", "Databases", "10.20.3.41", "SSH", ""]
    turns.append((code("pyautogui.click(1005, 847)"), desk("Aug 14  09:12", app, win(sorted(profiles + [created])), running=run)))
    turns.append((code("pyautogui.click(1457, 167)\npyautogui.write('win')"),
                  desk("Aug 14  09:13", app, win([profiles[2]], "win"), running=run)))
    # clearing the filter lists only the three old profiles: staging-db, saved two turns earlier, is gone
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')"),
                  desk("Aug 14  09:13", app, win(profiles, ""), running=run)))
    sess_head = [R("frame", "build-server", "", (300, 100), (1320, 880)),
                 R("page-tab", "build-server", "", (310, 110), (200, 30), desc="selected"),
                 R("push-button", "Close connection", "", (1580, 110), (30, 30)),
                 R("tool-bar", "", "", (300, 144), (40, 400)),
                 R("toggle-button", "Toggle fullscreen mode", "", (304, 150), (32, 32)),
                 R("push-button", "Disconnect", "", (304, 490), (32, 32))]
    motd = ["Welcome to Ubuntu 22.04.4 LTS (GNU/Linux 5.15.0-117-generic x86_64)", "",
            " * Documentation:  https://help.ubuntu.com",
            " * Management:     https://landscape.canonical.com",
            " * Support:        https://ubuntu.com/pro", "",
            "  System load:  0.31               Processes:             211",
            "  Usage of /:   47.2% of 195.8GB   Users logged in:       0",
            "  Memory usage: 22%                IPv4 address for ens3: 10.20.0.15",
            "  Swap usage:   0%", "",
            "Last login: Mon Aug 12 17:40:11 2024 from 10.20.0.7"]
    turns.append((code("pyautogui.press('esc')\npyautogui.doubleClick(480, 242)"),
                  desk("Aug 14  09:14", app, sess_head + [R("terminal", "", "\n".join(motd + ["dana@build01:~$ "]), (344, 144), (1272, 832))], running=run)))
    out = motd + ["dana@build01:~$ uptime", " 09:14:52 up 23 days,  4:11,  1 user,  load average: 0.31, 0.28, 0.22", "dana@build01:~$ "]
    turns.append((code("pyautogui.write('uptime\\n')"),
                  desk("Aug 14  09:14", app, sess_head + [R("terminal", "", "\n".join(out), (344, 144), (1272, 832))], running=run)))
    profiles[0][4] = "2024-08-14 09:14"
    turns.append((code("pyautogui.click(1595, 125)"), desk("Aug 14  09:15", app, win(profiles), running=run)))
    by_used = sorted(profiles, key=lambda r: r[4], reverse=True)
    turns.append((code("pyautogui.click(1400, 212)"), desk("Aug 14  09:15", app, win(by_used, sort_col="Last used"), running=run)))
    rs.add("os", "h58-os-20", sysp("Create a Remmina SSH profile 'staging-db' for 10.20.3.41 in the Databases group, then open the build-server session and check its uptime."),
           turns, state=state, bad=True, turn=5,
           kind="The staging-db profile saved in turn 3 is missing from the full list (3 items) once the search filter is cleared.")


# ---------------------------------------------------------------- 21 VLC: playlist edits, seek, pause (clean)
def t21(rs: RowSet) -> None:
    app = "VLC media player"
    items = [["intro_music.mp3", "03:12", "Northwind Lectures"], ["lecture_01.mp4", "48:27", ""],
             ["lecture_02.mp4", "51:03", ""], ["outro.ogg", "01:45", "Northwind Lectures"]]
    ply = {"cur": None, "t": "00:00", "playing": False}

    def win(show_pl: bool, sel: str | None = None, extra: list[str] | None = None) -> list[str]:
        title = f"{ply['cur']} - VLC media player" if ply["cur"] else "VLC media player"
        total = next((d for n, d, _ in items if n == ply["cur"]), "--:--")
        b = [R("frame", title, "", (260, 100), (1400, 880))]
        b += menubar(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], y=108, x0=264)
        if show_pl:
            b += [R("tree", "", "", (264, 140), (260, 720)),
                  R("tree-item", "Playlist", "", (268, 144), (252, 26), desc="selected"),
                  R("tree-item", "Media Library", "", (268, 170), (252, 26)),
                  R("tree-item", "My Videos", "", (268, 210), (252, 26)),
                  R("tree-item", "My Music", "", (268, 236), (252, 26)),
                  R("entry", "Search the playlist", "", (1300, 140), (340, 28)),
                  R("table", "", "", (530, 172), (1126, 688)),
                  R("table-column-header", "Title", "", (534, 174), (600, 26)),
                  R("table-column-header", "Duration", "", (1134, 174), (160, 26)),
                  R("table-column-header", "Album", "", (1294, 174), (360, 26))]
            for i, (n, d, al) in enumerate(items):
                st = ("selected " if n == sel else "") + ("playing" if n == ply["cur"] else "")
                b += [R("table-cell", "", n, (534, 202 + 26 * i), (600, 26), desc=st.strip()),
                      R("table-cell", "", d, (1134, 202 + 26 * i), (160, 26)),
                      R("table-cell", "", al, (1294, 202 + 26 * i), (360, 26))]
        else:
            b.append(R("panel", "video", "", (264, 140), (1392, 720)))
        b += [R("label", "", ply["t"], (272, 872), (60, 20)),
              R("slider", "Seek", ply["t"], (340, 872), (1180, 20)),
              R("label", "", total, (1530, 872), (60, 20)),
              R("push-button", "Pause the playback" if ply["playing"] else "Play", "", (272, 910), (40, 40)),
              R("push-button", "Previous media in the playlist, skip backward when held", "", (320, 916), (30, 30)),
              R("push-button", "Stop playback", "", (352, 916), (30, 30)),
              R("push-button", "Next media in the playlist, skip forward when held", "", (384, 916), (30, 30)),
              R("push-button", "Toggle the video in fullscreen", "", (430, 916), (30, 30)),
              R("toggle-button", "Toggle playlist", "", (462, 916), (30, 30), desc="checked" if show_pl else ""),
              R("push-button", "Click to toggle between loop all, loop one and no loop", "", (494, 916), (30, 30)),
              R("push-button", "Random", "", (526, 916), (30, 30)),
              R("slider", "Volume", "80%", (1500, 920), (140, 20))]
        if extra:
            b += extra
        return b

    state = desk("Aug 20  14:30", app, win(False))
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'l')"), desk("Aug 20  14:30", app, win(True))))
    ply.update(cur="lecture_01.mp4", t="00:02", playing=True)
    turns.append((code("pyautogui.doubleClick(700, 241)"), desk("Aug 20  14:31", app, win(True, "lecture_01.mp4"))))
    ply["t"] = "12:31"
    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.write('00:12:30')\npyautogui.press('enter')"), desk("Aug 20  14:31", app, win(True, "lecture_01.mp4"))))
    items.pop(3)
    ply["t"] = "13:05"
    turns.append((code("pyautogui.click(700, 293)\npyautogui.press('delete')"), desk("Aug 20  14:32", app, win(True))))
    items.append(["lecture_03.mp4", "49:40", ""])
    ply["t"] = "13:20"
    turns.append((code("VLCTools.add_to_playlist('/home/dana/Videos/lecture_03.mp4')"), desk("Aug 20  14:32", app, win(True))))
    ply.update(t="13:34", playing=False)
    turns.append((code("pyautogui.press('space')"), desk("Aug 20  14:32", app, win(True))))
    items.sort(key=lambda r: r[1])
    turns.append((code("pyautogui.click(1214, 187)"), desk("Aug 20  14:33", app, win(True))))
    rs.add("os", "h58-os-21", sysp("In VLC play lecture_01 from 12:30, drop outro.ogg from the playlist, queue lecture_03.mp4, pause, and sort the playlist by duration."),
           turns, state=state)


# ---------------------------------------------------------------- 22 Shotwell: rename event, tag, rotate, trash (bad)
def t22(rs: RowSet) -> None:
    app = "Shotwell"
    run = ("Shotwell",)
    ev_names = {"jun": "Wed, Jun 14, 2023", "aug": "Wed, Aug 2, 2023", "jan": "Sat, Jan 20, 2024"}
    photos = {"jun": [f"IMG_{n}.JPG" for n in range(4401, 4449)],
              "aug": [f"IMG_{n}.JPG" for n in range(5102, 5125)],
              "jan": [f"IMG_{n}.JPG" for n in range(6010, 6022)]}
    tags = {"beach": 12, "family": 30}
    trash: list[str] = []
    dims = {"IMG_4415.JPG": "4000 x 3000", "IMG_4412.JPG": "4000 x 3000"}

    def side(cur: str) -> list[str]:
        b = [R("tree", "", "", (70, 60), (300, 1000)),
             R("tree-item", "Library", "", (74, 64), (292, 26)),
             R("tree-item", "Photos", "", (90, 90), (276, 26), desc="selected" if cur == "Photos" else ""),
             R("tree-item", "Last Import", "", (90, 116), (276, 26)),
             R("tree-item", "Flagged", "", (90, 142), (276, 26)),
             R("tree-item", "Trash", "", (90, 168), (276, 26), desc=("selected " if cur == "Trash" else "") + ("full" if trash else "empty")),
             R("tree-item", "Events", "", (74, 206), (292, 26), desc="selected" if cur == "Events" else ""),
             R("tree-item", "2024", "", (90, 232), (276, 26)),
             R("tree-item", ev_names["jan"], "", (122, 258), (244, 26), desc="selected" if cur == "jan" else ""),
             R("tree-item", "2023", "", (90, 284), (276, 26)),
             R("tree-item", ev_names["aug"], "", (122, 310), (244, 26), desc="selected" if cur == "aug" else ""),
             R("tree-item", ev_names["jun"], "", (122, 336), (244, 26), desc="selected" if cur == "jun" else ""),
             R("tree-item", "Tags", "", (74, 374), (292, 26))]
        for i, t in enumerate(sorted(tags)):
            b.append(R("tree-item", t, "", (90, 400 + 26 * i), (276, 26), desc="selected" if cur == t else ""))
        return b

    def grid(names: list[str], sel: str | None, info: list[str] | None = None) -> list[str]:
        b = []
        for i, n in enumerate(names[:24]):
            x, y = 380 + 250 * (i % 6), 80 + 230 * (i // 6)
            b.append(R("check-box", n, "", (x, y), (236, 216), desc="selected" if n == sel else ""))
        count = len(names)
        b.append(R("label", "", f"{count} Photo{'s' if count != 1 else ''}", (1700, 1052), (120, 20)))
        if info:
            b += info
        return b

    def info(name: str, when: str) -> list[str]:
        return [R("label", "", name, (80, 860), (280, 20)),
                R("label", "", when, (80, 884), (280, 20)),
                R("label", "", dims.get(name, "4000 x 3000"), (80, 908), (280, 20)),
                R("label", "", "Canon EOS M50", (80, 932), (280, 20)),
                R("label", "", "1/250 sec, f/5.6, ISO 100", (80, 956), (280, 20))]

    def win(cur: str, body: list[str], extra: list[str] | None = None) -> list[str]:
        b = [R("frame", "Shotwell", "", (70, 27), (1850, 1053))]
        b += menubar(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"], y=36, x0=380)
        b += side(cur) + body
        if extra:
            b += extra
        return b

    clocks = ["Aug 27  19:02", "Aug 27  19:02", "Aug 27  19:03", "Aug 27  19:04", "Aug 27  19:04", "Aug 27  19:05",
              "Aug 27  19:06", "Aug 27  19:06", "Aug 27  19:07", "Aug 27  19:08", "Aug 27  19:08", "Aug 27  19:09"]
    state = desk("Aug 27  19:01", app, win("Photos", grid(photos["jan"] + photos["aug"] + photos["jun"], None)), running=run)
    turns = []
    turns.append((code("pyautogui.click(244, 349)"), desk(clocks[0], app, win("jun", grid(photos["jun"], None)), running=run)))
    ren = [R("dialog", "Rename Event", "", (760, 420), (400, 160)),
           R("label", "", "Name:", (780, 460), (60, 22)),
           R("entry", "Name:", "", (850, 456), (290, 30)),
           R("push-button", "Cancel", "", (950, 530), (90, 34)),
           R("push-button", "OK", "", (1050, 530), (90, 34))]
    turns.append((code("pyautogui.press('f2')"), desk(clocks[1], app, win("jun", grid(photos["jun"], None), ren), running=run)))
    ev_names["jun"] = "Lisbon Trip 2023"
    turns.append((code("pyautogui.write('Lisbon Trip 2023')\npyautogui.click(1095, 547)"), desk(clocks[2], app, win("jun", grid(photos["jun"], None)), running=run)))
    addt = [R("dialog", "Add Tags", "", (760, 420), (400, 160)),
            R("label", "", "Tags (separated by commas):", (780, 444), (300, 22)),
            R("entry", "Tags (separated by commas):", "", (780, 472), (360, 30)),
            R("push-button", "Cancel", "", (950, 530), (90, 34)),
            R("push-button", "OK", "", (1050, 530), (90, 34))]
    turns.append((code("pyautogui.click(1748, 418)\npyautogui.hotkey('ctrl', 't')"),
                  desk(clocks[3], app, win("jun", grid(photos["jun"], "IMG_4412.JPG", info("IMG_4412.JPG", "6/14/2023 3:51:37 PM")), addt), running=run)))
    tags["tram"] = 1
    turns.append((code("pyautogui.write('tram')\npyautogui.click(1095, 547)"),
                  desk(clocks[4], app, win("jun", grid(photos["jun"], "IMG_4412.JPG", info("IMG_4412.JPG", "6/14/2023 3:51:37 PM"))), running=run)))
    dims["IMG_4415.JPG"] = "3000 x 4000"
    turns.append((code("pyautogui.click(998, 648)\npyautogui.hotkey('ctrl', 'r')"),
                  desk(clocks[5], app, win("jun", grid(photos["jun"], "IMG_4415.JPG", info("IMG_4415.JPG", "6/14/2023 4:22:10 PM"))), running=run)))
    photos["jun"].remove("IMG_4420.JPG")
    trash.append("IMG_4420.JPG")
    turns.append((code("pyautogui.click(748, 878)\npyautogui.press('delete')"),
                  desk(clocks[6], app, win("jun", grid(photos["jun"], None)), running=run)))
    turns.append((code("pyautogui.click(244, 181)"), desk(clocks[7], app, win("Trash", grid(trash, None)), running=run)))
    turns.append((code("pyautogui.click(244, 323)"), desk(clocks[8], app, win("aug", grid(photos["aug"], None)), running=run)))
    # the renamed event is listed under its old date name again
    ev_names["jun"] = "Wed, Jun 14, 2023"
    evs = [R("table", "", "", (380, 80), (1530, 600))]
    for i, k in enumerate(["jan", "aug", "jun"]):
        n = len(photos[k])
        evs += [R("table-cell", "", ev_names[k], (384, 84 + 30 * i), (600, 28)),
                R("table-cell", "", f"{n} Photos", (984, 84 + 30 * i), (200, 28))]
    turns.append((code("pyautogui.click(220, 219)"), desk(clocks[9], app, win("Events", evs + [R("label", "", "3 Events", (1700, 1052), (120, 20))]), running=run)))
    turns.append((code("pyautogui.click(228, 465)"), desk(clocks[10], app, win("tram", grid(["IMG_4412.JPG"], None)), running=run)))
    full = [R("panel", "IMG_4412.JPG", "", (380, 80), (1530, 940)),
            R("push-button", "Back", "", (390, 1030), (34, 30)),
            R("push-button", "Rotate Right", "", (440, 1030), (34, 30)),
            R("push-button", "Crop", "", (480, 1030), (34, 30)),
            R("push-button", "Enhance", "", (520, 1030), (34, 30)),
            R("label", "", "Tags: tram", (80, 836), (280, 20))] + info("IMG_4412.JPG", "6/14/2023 3:51:37 PM")
    turns.append((code("pyautogui.doubleClick(498, 188)"), desk(clocks[11], app, win("tram", full), running=run)))
    rs.add("os", "h58-os-22", sysp("In Shotwell rename the June 14, 2023 event to 'Lisbon Trip 2023', tag IMG_4412 as 'tram', rotate IMG_4415, and move IMG_4420 to the trash."),
           turns, state=state, bad=True, turn=10,
           kind="The event renamed 'Lisbon Trip 2023' in turn 3 is listed again as 'Wed, Jun 14, 2023' (with its updated 47 photos) in the Events view.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
