# ruff: noqa: E501
"""Held-out set h60, domain ``os``: 22 Ubuntu-desktop trajectories driven by pyautogui code.

Each observation is the desktop accessibility tree as OSWorld prints it (tag, name, text, class,
description, position, size). The screens are rendered from a small per-trajectory state, so every
detail that no action touches stays the same from turn to turn; in the 11 labelled ``bad`` rows one
detail of that state is silently altered at the labelled turn (and stays altered afterwards), which
is the single contradiction of the trajectory. The other 11 are clean: full of legitimate changes
(sorting, filters, renames, deletions, restored items, moving clocks, re-numbered items).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"

SYS_BASE = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions. Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

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

- Preserve the original state format exactly (one node per line: tag, name, text, class, description, position (top-left x&y), size (w&h), tab-separated)
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block** (pyautogui calls such as click, write, press, hotkey, scroll, dragTo, plus helper classes like BrowserTools, CalcTools, WriterTools, ImpressTools and arbitrary subprocess/os calls). The executed code itself is the authoritative description of what happened; ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary."""


def system(task: str) -> str:
    return SYS_BASE + "\n\n## Task Instruction\n\n" + task


def R(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0,
      cls: str = "", desc: str = "") -> str:
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({x}, {y})\t({w}, {h})"


DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Text Editor",
        "Ubuntu Software", "Help"]


def screen(clock: str, app: str, body: list[str]) -> str:
    """The whole desktop: GNOME top bar, the Ubuntu dock, then the focused application's nodes."""
    rows = [R("label", "Activities", "Activities", 13, 0, 73, 27),
            R("menu", app, "", 98, 0, 9 * len(app) + 34, 27),
            R("label", "", clock, 884, 0, 152, 27),
            R("menu", "System", "", 1780, 0, 140, 27)]
    for i, a in enumerate(DOCK):
        rows.append(R("push-button", a, "", 0, 36 + i * 62, 70, 62))
    rows.append(R("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return HDR + "\n" + "\n".join(rows + body)


def fmt(v: float) -> str:
    if abs(v - round(v)) < 1e-9:
        return f"{int(round(v)):,}"
    return f"{v:,.2f}"


# ---------------------------------------------------------------------------------------------
# LibreOffice Calc

CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
              "Undo", "Redo", "Find & Replace", "Spelling", "Row", "Column", "Sort", "Sort Ascending",
              "Sort Descending", "AutoFilter", "Insert Image", "Insert Chart", "Insert or Edit Pivot Table",
              "Insert Special Character", "Insert Hyperlink", "Insert Comment", "Headers and Footers",
              "Define Print Area", "Freeze Rows and Columns", "Split Window", "Show Draw Functions"]
COLX = [74, 114]  # row-header x, column A x


def calc(fname: str, cols: list[tuple[str, int]], grid: list[tuple[int, list[str]]], namebox: str, formula: str,
         status: list[str], modified: bool, extra: list[str] | None = None, filt: dict[int, str] | None = None,
         notes: dict[str, str] | None = None, sheet: str = "Sheet1") -> list[str]:
    """A Calc window: menus, toolbar, name box/input line, the visible cells, sheet tabs and the status bar."""
    b = [R("frame", f"{fname} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    x = 78
    for m in CALC_MENUS:
        b.append(R("menu", m, "", x, 60, 8 * len(m) + 18, 24))
        x += 8 * len(m) + 18
    x = 76
    for t in CALC_TOOLS:
        b.append(R("push-button", t, "", x, 90, 32, 32))
        x += 36
    b.append(R("combo-box", "Name Box", namebox, 74, 158, 110, 26))
    b.append(R("push-button", "Function Wizard", "", 190, 158, 28, 26))
    b.append(R("push-button", "Select Function", "", 220, 158, 28, 26))
    b.append(R("push-button", "Formula", "", 250, 158, 28, 26))
    b.append(R("text", "Input line", formula, 282, 158, 1632, 26))
    xs, cx = [], 114
    for _, w in cols:
        xs.append(cx)
        cx += w
    for i, (letter, w) in enumerate(cols):
        b.append(R("table-column-header", letter, letter, xs[i], 190, w, 22))
    y = 212
    for rownum, vals in grid:
        b.append(R("table-row-header", str(rownum), str(rownum), 74, y, 40, 21))
        for i, v in enumerate(vals):
            ref = f"{cols[i][0]}{rownum}"
            d = ""
            if notes and ref in notes:
                d = "Comment"
            if filt is not None and rownum == grid[0][0] and i in filt:
                d = filt[i]
            b.append(R("table-cell", ref, v, xs[i], y, cols[i][1], 21, desc=d))
        y += 21
    b += extra or []
    b.append(R("page-tab", sheet, sheet, 150, 1002, 70, 24))
    b.append(R("push-button", "Add Sheet", "", 74, 1002, 28, 24))
    sb = ["Sheet 1 of 1", "Default", "English (USA)"] + [s for s in status if s]
    x = 74
    for s in sb:
        b.append(R("label", "", s, x, 1034, 10 * len(s) + 20, 22))
        x += 10 * len(s) + 28
    b.append(R("label", "Document Modified",
               "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", 1560, 1034, 22, 22))
    b.append(R("slider", "Zoom", "100%", 1640, 1034, 200, 22))
    b.append(R("label", "", "100%", 1850, 1034, 50, 22))
    return b


def dserial(s: str) -> int:
    return (dt.date.fromisoformat(s) - dt.date(1899, 12, 30)).days


# ---------------------------------------------------------------------------------------------
# 01  Calc: sort + autofilter + formula (clean)

def t01(rs: RowSet) -> None:
    fname = "regional_sales_q3.xlsx"
    head = ["Region", "Rep", "Units", "Revenue", "Close Date", ""]
    data = [
        ["North", "A. Lindqvist", 42, 18480, "2024-07-03"], ["South", "M. Oyelaran", 17, 7310, "2024-07-09"],
        ["West", "J. Castellanos", 63, 27720, "2024-07-11"], ["East", "P. Nakamura", 28, 12040, "2024-07-15"],
        ["West", "R. Abernathy", 35, 15050, "2024-07-22"], ["North", "S. Haddad", 51, 22440, "2024-08-02"],
        ["South", "K. Brennan", 9, 3870, "2024-08-06"], ["East", "L. Moreau", 46, 19780, "2024-08-14"],
        ["West", "T. Ferreira", 22, 9460, "2024-08-19"], ["North", "D. Kowalczyk", 30, 12900, "2024-08-27"],
        ["East", "H. Osei", 58, 24940, "2024-09-05"], ["South", "V. Ibarra", 24, 10320, "2024-09-12"]]
    cols = [("A", 130), ("B", 160), ("C", 90), ("D", 110), ("E", 120), ("F", 110), ("G", 90), ("H", 90)]
    fcol: dict[int, str] = {}

    def grid(rows: list[list], only: str | None = None) -> list[tuple[int, list[str]]]:
        g = [(1, head[:5] + [fcol.get(1, ""), "", ""])]
        for i, r in enumerate(rows, 2):
            if only and r[0] != only:
                continue
            g.append((i, [r[0], r[1], str(r[2]), str(r[3]), r[4], fcol.get(i, ""), "", ""]))
        for i in range(len(rows) + 2, 31):
            g.append((i, ["", "", "", "", "", fcol.get(i, ""), "", ""]))
        return g

    def sel_stats(rows: list[list]) -> str:
        nums = [r[2] for r in rows] + [r[3] for r in rows] + [dserial(r[4]) for r in rows]
        return f"Average: {fmt(sum(nums) / len(nums))}; Sum: {fmt(sum(nums))}"

    clocks = ["Mar 14  09:41", "Mar 14  09:41", "Mar 14  09:42", "Mar 14  09:43", "Mar 14  09:43", "Mar 14  09:44",
              "Mar 14  09:45", "Mar 14  09:46", "Mar 14  09:46"]

    def scr(k: int, rows: list[list], nb: str, fx: str, st: list[str], mod: bool, extra: list[str] | None = None,
            only: str | None = None, af: bool = False) -> str:
        filt = None
        if af:
            filt = {i: "AutoFilter" for i in range(5)}
            if only:
                filt[0] = "AutoFilter, filtered"
        return screen(clocks[k], "LibreOffice Calc",
                      calc(fname, cols, grid(rows, only), nb, fx, st, mod, extra, filt))

    rev = [r[3] for r in data]
    state = scr(0, data, "A1", "Region", ["", "Average: ; Sum: 0"], False)
    turns = []
    # 1 select the revenue column
    st = f"Average: {fmt(sum(rev) / len(rev))}; Sum: {fmt(sum(rev))}"
    turns.append((code("pyautogui.click(129, 170)\npyautogui.write('D2:D13\\n')"),
                  scr(1, data, "D2:D13", "18480", ["Selected: 12 rows, 1 column", st], False)))
    # 2 select the table and open Data > Sort
    dlg = [R("dialog", "Sort", "", 660, 300, 600, 480),
           R("page-tab", "Sort Criteria", "Sort Criteria", 672, 336, 110, 26),
           R("page-tab", "Options", "Options", 784, 336, 80, 26),
           R("label", "Sort Key 1", "Sort Key 1", 680, 380, 120, 20),
           R("combo-box", "Sort Key 1", "Region", 690, 404, 240, 28),
           R("radio-button", "Ascending", "Ascending", 950, 404, 120, 22, desc="checked"),
           R("radio-button", "Descending", "Descending", 950, 430, 120, 22),
           R("label", "Sort Key 2", "Sort Key 2", 680, 470, 120, 20),
           R("combo-box", "Sort Key 2", "- undefined -", 690, 494, 240, 28),
           R("radio-button", "Ascending", "Ascending", 950, 494, 120, 22, desc="checked"),
           R("radio-button", "Descending", "Descending", 950, 520, 120, 22),
           R("push-button", "Help", "", 672, 738, 90, 30), R("push-button", "Reset", "", 770, 738, 90, 30),
           R("push-button", "OK", "", 1060, 738, 90, 30), R("push-button", "Cancel", "", 1158, 738, 90, 30)]
    big = ["Selected: 13 rows, 5 columns", sel_stats(data)]
    turns.append((code("pyautogui.click(129, 170)\npyautogui.write('A1:E13\\n')\npyautogui.click(653, 72)  # Data\npyautogui.click(690, 98)  # Sort..."),
                  scr(2, data, "A1:E13", "Region", big, False, dlg)))
    # 3 sort by Revenue, descending
    srt = sorted(data, key=lambda r: -r[3])
    turns.append((code("pyautogui.click(810, 418)  # Sort Key 1\npyautogui.click(780, 528)  # Revenue\npyautogui.click(958, 441)  # Descending\npyautogui.click(1105, 753)  # OK"),
                  scr(3, srt, "A1:E13", "Region", big, True)))
    # 4 AutoFilter
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'l')"),
                  scr(4, srt, "A1:E13", "Region", big, True, af=True)))
    # 5 keep only West
    turns.append((code("pyautogui.click(232, 222)  # Region filter button\npyautogui.click(150, 300)  # (Select All) off\npyautogui.click(150, 380)  # West\npyautogui.click(200, 520)  # OK"),
                  scr(5, srt, "A1", "Region", ["", "Average: ; Sum: 0", "3 of 12 records found"], True, only="West", af=True)))
    # 6 back to all
    turns.append((code("pyautogui.click(232, 222)\npyautogui.click(150, 300)  # (Select All)\npyautogui.click(200, 520)  # OK"),
                  scr(6, srt, "A1", "Region", ["", "Average: ; Sum: 0"], True, af=True)))
    # 7 commission column
    fcol[1] = "Commission"
    fcol[2] = fmt(srt[0][3] * 0.05)
    turns.append((code("pyautogui.click(699, 222)  # F1\npyautogui.write('Commission\\n=D2*0.05\\n')"),
                  scr(7, srt, "F3", "", ["", "Average: ; Sum: 0"], True, af=True)))
    # 8 save in xlsx -> Keep Current Format
    keep = [R("dialog", "Keep Current Format", "", 690, 420, 540, 220),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.", 760, 444, 450, 60),
            R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 760, 508, 450, 40),
            R("check-box", "Ask when not saving in ODF or default format", "Ask when not saving in ODF or default format", 706, 560, 330, 22, desc="checked"),
            R("push-button", "Use Excel 2007-365!", "", 880, 598, 170, 30),
            R("push-button", "Use ODF Format!", "", 1058, 598, 150, 30)]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  scr(8, srt, "F3", "", ["", "Average: ; Sum: 0"], True, keep, af=True)))
    rs.add("os", "h60-os-01", system("In regional_sales_q3.xlsx, sort the sales by revenue (highest first), check the West region with an AutoFilter, then add a 5% Commission column and save in the same format."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# 02  Calc: cell comment + chart (bad: the comment's text changes when comments are shown again)

def t02(rs: RowSet) -> None:
    fname = "lab_budget_2024.ods"
    items = [("Centrifuge service", 2400, 2260), ("Pipette calibration", 1150, 1150), ("Peristaltic pumps", 3600, 4180),
             ("Reagents – buffers", 5200, 4875), ("Reagents – enzymes", 8900, 9310), ("Glassware", 1300, 960),
             ("Cold-room maintenance", 2750, 2750), ("Fume hood certification", 900, 900), ("Gloves & PPE", 1800, 2045),
             ("Software licences", 4200, 4200), ("Conference travel", 6000, 5420), ("Shipping (dry ice)", 1100, 1385)]
    cols = [("A", 200), ("B", 100), ("C", 100), ("D", 90), ("E", 90), ("F", 90), ("G", 90), ("H", 90), ("I", 90), ("J", 90), ("K", 90), ("L", 90)]
    tb, ta = sum(i[1] for i in items), sum(i[2] for i in items)
    g = [(1, ["Item", "Budget", "Actual"] + [""] * 9)]
    for n, (a, b_, c) in enumerate(items, 2):
        g.append((n, [a, str(b_), str(c)] + [""] * 9))
    g.append((14, ["Total", str(tb), str(ta)] + [""] * 9))
    for n in range(15, 36):
        g.append((n, [""] * 12))
    st = {"comment": "Includes 2 spare pumps — ask Dana before Q3 reorder", "chart": None}
    clocks = ["Mar 14  10:08", "Mar 14  10:09", "Mar 14  10:11", "Mar 14  10:11", "Mar 14  10:12", "Mar 14  10:13",
              "Mar 14  10:14", "Mar 14  10:14", "Mar 14  10:15", "Mar 14  10:16"]

    def note(editing: bool) -> list[str]:
        r = [R("panel", "Comment", "", 520, 252, 230, 110, desc="editing" if editing else ""),
             R("paragraph", "", st["comment"], 526, 258, 218, 60),
             R("label", "", "Mireille Okonkwo", 526, 322, 140, 18),
             R("label", "", "03/14/2024, 10:09", 526, 340, 140, 18)]
        return r

    def chart() -> list[str]:
        if st["chart"] is None:
            return []
        x, y = st["chart"]
        return [R("panel", "Object 1", "", x, y, 720, 420, desc="Chart: Column, Normal; data range $Sheet1.$A$1:$C$13"),
                R("label", "", "Budget", x + 640, y + 180, 60, 18), R("label", "", "Actual", x + 640, y + 202, 60, 18),
                R("label", "", "10000", x + 8, y + 20, 40, 16), R("label", "", "0", x + 36, y + 370, 12, 16)]

    def scr(k: int, nb: str, fx: str, status: list[str], mod: bool, extra: list[str], notes: bool = True) -> str:
        return screen(clocks[k], "LibreOffice Calc",
                      calc(fname, cols, g, nb, fx, status, mod, chart() + extra, notes={"C4": "x"} if notes else None))

    state = scr(0, "A1", "Item", ["Average: ; Sum: 0"], False, [], notes=False)
    turns = []
    turns.append((code("pyautogui.click(464, 285)  # C4"),
                  scr(1, "C4", "4180", ["Average: 4,180; Sum: 4,180"], False, [], notes=False)))
    turns.append((code("pyautogui.hotkey('ctrl', 'alt', 'c')\npyautogui.write('Includes 2 spare pumps — ask Dana before Q3 reorder')"),
                  scr(2, "C4", "4180", ["Average: 4,180; Sum: 4,180"], True, note(True))))
    turns.append((code("pyautogui.click(1044, 243)  # K3, leave the comment"),
                  scr(3, "K3", "", ["Average: ; Sum: 0"], True, [])))
    wiz = [R("dialog", "Chart Type", "", 560, 260, 800, 520),
           R("list-item", "1. Chart Type", "1. Chart Type", 572, 300, 170, 22, desc="selected"),
           R("list-item", "2. Data Range", "2. Data Range", 572, 324, 170, 22),
           R("list-item", "3. Data Series", "3. Data Series", 572, 348, 170, 22),
           R("list-item", "4. Chart Elements", "4. Chart Elements", 572, 372, 170, 22)]
    for i, t in enumerate(["Column", "Bar", "Pie", "Area", "Line", "XY (Scatter)", "Bubble", "Net", "Stock", "Column and Line"]):
        wiz.append(R("list-item", t, t, 760, 300 + 26 * i, 150, 24, desc="selected" if i == 0 else ""))
    wiz += [R("check-box", "3D Look", "3D Look", 930, 300, 90, 22),
            R("radio-button", "Normal", "Normal", 930, 420, 100, 22, desc="checked"),
            R("radio-button", "Stacked", "Stacked", 1040, 420, 100, 22),
            R("radio-button", "Percent Stacked", "Percent Stacked", 1150, 420, 140, 22),
            R("push-button", "Help", "", 572, 738, 80, 30), R("push-button", "< Back", "", 940, 738, 90, 30),
            R("push-button", "Next >", "", 1036, 738, 90, 30), R("push-button", "Finish", "", 1150, 738, 90, 30),
            R("push-button", "Cancel", "", 1250, 738, 90, 30)]
    st["chart"] = (840, 300)
    sel = ["Selected: 13 rows, 3 columns", f"Average: {fmt((tb + ta) / 24)}; Sum: {fmt(tb + ta)}"]
    turns.append((code("pyautogui.click(129, 170)\npyautogui.write('A1:C13\\n')\npyautogui.click(244, 72)  # Insert\npyautogui.click(290, 300)  # Chart..."),
                  scr(4, "A1:C13", "Item", sel, True, wiz)))
    turns.append((code("pyautogui.click(1195, 753)  # Finish\npyautogui.press('esc')  # leave chart edit mode"),
                  scr(5, "A1:C13", "Item", sel, True, [])))
    st["comment"] = "Includes 3 spare pumps — ask Dana before Q3 reorder"
    turns.append((code("pyautogui.click(178, 72)  # View\npyautogui.click(230, 412)  # Comments (show all)"),
                  scr(6, "A1:C13", "Item", sel, True, note(False))))
    turns.append((code("pyautogui.click(464, 506)  # C14"),
                  scr(7, "C14", "=SUM(C2:C13)", [f"Average: {fmt(ta)}; Sum: {fmt(ta)}"], True, note(False))))
    st["chart"] = (840, 520)
    turns.append((code("pyautogui.moveTo(1200, 320)\npyautogui.dragTo(1200, 540, duration=0.6)  # move the chart down"),
                  scr(8, "C14", "=SUM(C2:C13)", [f"Average: {fmt(ta)}; Sum: {fmt(ta)}"], True, note(False) + [R("label", "", "Position: 7.41 / 8.73 cm  Size: 19.05 x 11.11 cm", 474, 1034, 380, 22)])))
    turns.append((code("pyautogui.click(464, 506)\npyautogui.hotkey('ctrl', 's')"),
                  scr(9, "C14", "=SUM(C2:C13)", [f"Average: {fmt(ta)}; Sum: {fmt(ta)}"], False, note(False))))
    rs.add("os", "h60-os-02", system("In lab_budget_2024.ods, add a comment to the pumps' actual cost explaining the overspend, insert a column chart of budget vs actual, show all comments and save."),
           turns, state=state, bad=True, turn=6,
           kind="The comment on C4 typed as 'Includes 2 spare pumps' reads 'Includes 3 spare pumps' when comments are shown, with no edit in between.")


# ---------------------------------------------------------------------------------------------
# LibreOffice Writer

WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
WRITER_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Toggle Print Preview", "Cut", "Copy", "Paste",
                "Clone Formatting", "Clear Direct Formatting", "Undo", "Redo", "Find & Replace", "Spelling",
                "Formatting Marks", "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box",
                "Insert Page Break", "Insert Field", "Insert Special Character", "Insert Hyperlink", "Insert Footnote",
                "Insert Endnote", "Insert Bookmark", "Insert Cross-reference", "Insert Comment", "Track Changes"]


def writer(title: str, paras: list[str], status: list[str], modified: bool, extra: list[str] | None = None,
           style: str = "Default Paragraph Style", font: str = "Liberation Serif", size: str = "12 pt",
           left: int = 388, width: int = 1144, top: int = 236) -> list[str]:
    b = [R("frame", f"{title} - LibreOffice Writer", "", 70, 27, 1850, 1053)]
    x = 78
    for m in WRITER_MENUS:
        b.append(R("menu", m, "", x, 60, 8 * len(m) + 18, 24))
        x += 8 * len(m) + 18
    x = 76
    for t in WRITER_TOOLS:
        b.append(R("push-button", t, "", x, 90, 32, 32))
        x += 36
    b += [R("combo-box", "Paragraph Style", style, 76, 128, 200, 28), R("combo-box", "Font Name", font, 282, 128, 200, 28),
          R("combo-box", "Font Size", size, 488, 128, 70, 28)]
    for i, t in enumerate(["Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript", "Font Color",
                           "Character Highlighting Color", "Align Left", "Align Center", "Align Right", "Justified",
                           "Toggle Unordered List", "Toggle Ordered List", "Increase Indent", "Decrease Indent"]):
        b.append(R("toggle-button", t, "", 566 + 34 * i, 128, 32, 28))
    b.append(R("document-text", title, "", 76, 166, 1830, 858))
    y = top
    for t in paras:
        lines = max(1, -(-len(t) // max(20, width // 9)))
        h = 19 * lines
        if y + h > 1020:
            break
        b.append(R("paragraph", "", t, left, y, width, h))
        y += h + 11
    b += extra or []
    x = 74
    for s in status:
        b.append(R("label", "", s, x, 1034, 9 * len(s) + 20, 22))
        x += 9 * len(s) + 28
    b.append(R("label", "Document Modified",
               "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", 1560, 1034, 22, 22))
    b.append(R("slider", "Zoom", "100%", 1640, 1034, 200, 22))
    b.append(R("label", "", "100%", 1850, 1034, 50, 22))
    return b


def wstatus(page: int, pages: int, words: int, chars: int, pstyle: str = "Default Page Style") -> list[str]:
    return [f"Page {page} of {pages}", f"{words:,} words, {chars:,} characters", pstyle, "English (USA)"]


# ---------------------------------------------------------------------------------------------
# 03  Writer: find & replace (bad: a replaced name is back in a paragraph seen after Replace All)

def t03(rs: RowSet) -> None:
    fname = "vendor_agreement_draft.docx"
    paras = [
        "MASTER SERVICES AGREEMENT",
        "This Master Services Agreement (the “Agreement”) is entered into as of April 1, 2024 (the “Effective Date”) by and between Acme Corp, a Delaware corporation with offices at 400 Harbor Point Blvd, Suite 1200, Baltimore, MD 21231 (“Vendor”), and Tidewater Regional Health Network, Inc. (“Client”).",
        "1. DEFINITIONS",
        "1.1 “Services” means the data-integration, hosting and support services described in each Statement of Work executed by Client and Acme Corp under this Agreement.",
        "1.2 “Deliverables” means all reports, configurations and documentation produced for Client in the course of the Services.",
        "2. TERM AND RENEWAL",
        "2.1 The initial term is thirty-six (36) months from the Effective Date. Thereafter the Agreement renews for successive twelve (12) month periods unless either party gives ninety (90) days’ written notice.",
        "3. FEES AND PAYMENT",
        "3.1 Client shall pay Acme Corp the fees set out in Schedule B within forty-five (45) days of receipt of a correct invoice. Late amounts bear interest at 1.0% per month.",
        "3.2 Acme Corp may adjust its rates once per contract year by no more than the change in CPI-U for the preceding twelve months.",
        "4. SERVICE LEVELS",
        "4.1 Acme Corp shall make the hosted platform available 99.9% of each calendar month, excluding scheduled maintenance announced at least 72 hours in advance.",
        "4.2 If availability falls below the target, Client is entitled to the service credits in Schedule C, which are Client’s sole remedy for the shortfall.",
        "5. CONFIDENTIALITY",
        "5.1 Each party shall protect the other’s Confidential Information with at least the care it uses for its own. Acme Corp shall ensure its subcontractors are bound by equivalent terms.",
        "6. DATA PROTECTION",
        "6.1 Acme Corp shall process Client Data only on Client’s documented instructions and shall notify Client of any Security Incident within forty-eight (48) hours of discovery.",
        "7. TERMINATION",
        "7.1 Either party may terminate for material breach not cured within thirty (30) days of written notice. On termination Acme Corp shall return or destroy Client Data at Client’s election.",
        "8. GENERAL",
        "8.1 Notices to Acme Corp shall be sent to the attention of the General Counsel at the address above.",
        "8.2 This Agreement is governed by the laws of the State of Maryland, without regard to its conflict-of-laws rules.",
        "8.3 This Agreement, with its Schedules and Statements of Work, is the entire agreement of the parties and supersedes all prior proposals.",
        "8.4 This Agreement may be executed in counterparts, including by electronic signature, each of which is an original.",
        "SCHEDULE A – STATEMENT OF WORK No. 1",
    ]
    n = sum(p.count("Acme Corp") for p in paras)
    assert n == 9, n
    words, chars = 1184, 7402
    new = "Acme Holdings Ltd."
    clocks = ["Mar 15  15:20", "Mar 15  15:21", "Mar 15  15:22", "Mar 15  15:22", "Mar 15  15:23", "Mar 15  15:24",
              "Mar 15  15:24", "Mar 15  15:25"]

    def fr(find: str, rep: str) -> list[str]:
        return [R("dialog", "Find and Replace", "", 1240, 240, 600, 420),
                R("label", "", "Find:", 1256, 276, 60, 20), R("combo-box", "Find", find, 1256, 298, 420, 30),
                R("check-box", "Match case", "Match case", 1256, 336, 120, 22),
                R("check-box", "Formatted display", "Formatted display", 1390, 336, 150, 22),
                R("check-box", "Whole words only", "Whole words only", 1256, 362, 160, 22),
                R("push-button", "Find All", "", 1256, 396, 100, 30), R("push-button", "Find Previous", "", 1460, 396, 120, 30),
                R("push-button", "Find Next", "", 1590, 396, 100, 30),
                R("label", "", "Replace:", 1256, 440, 80, 20), R("combo-box", "Replace", rep, 1256, 462, 420, 30),
                R("push-button", "Replace", "", 1460, 502, 100, 30), R("push-button", "Replace All", "", 1570, 502, 110, 30),
                R("toggle-button", "Other options", "Other options", 1256, 550, 140, 24),
                R("push-button", "Help", "", 1256, 612, 80, 30), R("push-button", "Close", "", 1740, 612, 80, 30)]

    def scr(k: int, ps: list[str], st: list[str], mod: bool, extra: list[str] | None = None, off: int = 0) -> str:
        return screen(clocks[k], "LibreOffice Writer", writer(fname, ps[off:], st, mod, extra))

    state = scr(0, paras, wstatus(1, 3, words, chars), False)
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), scr(1, paras, wstatus(1, 3, words, chars), False, fr("", ""))))
    turns.append((code("pyautogui.click(1466, 313)\npyautogui.write('Acme Corp')\npyautogui.click(1466, 477)\npyautogui.write('Acme Holdings Ltd.')"),
                  scr(2, paras, wstatus(1, 3, words, chars), False, fr("Acme Corp", new))))
    done = [p.replace("Acme Corp", new) for p in paras]
    words2, chars2 = words + n, chars + n * (len(new) - len("Acme Corp"))
    res = [R("dialog", "Search Results", "", 760, 440, 400, 160), R("label", "", "Search key replaced 9 times.", 790, 480, 340, 22),
           R("push-button", "Close", "", 1050, 552, 90, 30)]
    turns.append((code("pyautogui.click(1625, 517)  # Replace All"),
                  scr(3, done, wstatus(1, 3, words2, chars2), True, fr("Acme Corp", new) + res)))
    turns.append((code("pyautogui.click(1095, 567)  # close results\npyautogui.click(1780, 627)  # close Find and Replace"),
                  scr(4, done, wstatus(1, 3, words2, chars2), True)))
    bad = list(done)
    bad[8] = paras[8]
    turns.append((code("pyautogui.scroll(-5)"), scr(5, bad, wstatus(1, 3, words2, chars2), True, off=7)))
    keep = [R("dialog", "Keep Current Format", "", 690, 420, 540, 220),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007-365”.", 760, 444, 450, 60),
            R("check-box", "Ask when not saving in ODF or default format", "Ask when not saving in ODF or default format", 706, 560, 330, 22, desc="checked"),
            R("push-button", "Use Word 2007-365!", "", 880, 598, 170, 30), R("push-button", "Use ODF Format!", "", 1058, 598, 150, 30)]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), scr(6, bad, wstatus(1, 3, words2, chars2), True, keep, off=7)))
    turns.append((code("pyautogui.click(965, 613)  # Use Word 2007-365!"), scr(7, bad, wstatus(1, 3, words2, chars2), False, off=7)))
    rs.add("os", "h60-os-03", system("In vendor_agreement_draft.docx, replace every 'Acme Corp' with 'Acme Holdings Ltd.' and save the document in Word format."),
           turns, state=state, bad=True, turn=5,
           kind="Clause 3.1, shown with 'Acme Holdings Ltd.' after Replace All (9 replaced), reads 'Acme Corp' again after only scrolling.")


# ---------------------------------------------------------------------------------------------
# 04  Writer: footnote + page style (clean; footnotes renumber, the page count grows with the margin)

def t04(rs: RowSet) -> None:
    fname = "thesis_ch2_methods.odt"
    paras = [
        "2.3 Sampling Frame and Weights",
        "The sampling frame was the 2021 address register maintained by the county assessor, stratified by census tract and dwelling type. Within each stratum, addresses were drawn with probability proportional to the number of registered units, following the two-stage design described by Kish.⁶",
        "Because response rates differed sharply between owner-occupied and rented dwellings, post-stratification weights were calibrated to the tract-level tenure margins. The resulting weights had a coefficient of variation of 0.64 and a design effect of 1.42. Trimming at the 99th percentile changed no point estimate by more than 0.3 percentage points.⁷",
        "2.4 Instruments",
        "The household questionnaire combined the flood-exposure module of the 2019 panel with eleven new items on insurance uptake. Items were piloted with 38 households in February 2023; four were reworded after cognitive interviews showed that “flood zone” was read as a county designation rather than a FEMA category.",
        "Interviewers used tablets running the same CAPI script across all strata, and each interview was time-stamped so that implausibly short sessions could be flagged for back-checking.",
    ]
    fn = {6: "Kish (1965), Survey Sampling, ch. 11, pp. 406–414.",
          7: "The 2019 wave used the same trimming rule; see Appendix B, Table B.3."}
    newtxt = "Sampling weights were recomputed after excluding 14 incomplete surveys."
    st = {"left": 388, "width": 1144, "margin": "2.50 cm", "pages": 14, "words": 4812, "chars": 29655}
    clocks = ["Mar 18  16:02", "Mar 18  16:02", "Mar 18  16:03", "Mar 18  16:05", "Mar 18  16:05", "Mar 18  16:06",
              "Mar 18  16:06", "Mar 18  16:07", "Mar 18  16:08", "Mar 18  16:08", "Mar 18  16:09"]

    def foot(notes: list[tuple[int, str]]) -> list[str]:
        r = [R("separator", "", "", st["left"], 900, 286, 1)]
        y = 908
        for num, t in notes:
            r.append(R("paragraph", "", f"{num} {t}", st["left"], y, st["width"], 16))
            y += 20
        return r

    def scr(k: int, ps: list[str], notes: list[tuple[int, str]], mod: bool, extra: list[str] | None = None,
            style: str = "Default Paragraph Style", size: str = "12 pt") -> str:
        return screen(clocks[k], "LibreOffice Writer",
                      writer(fname, ps, wstatus(3, st["pages"], st["words"], st["chars"]), mod,
                             foot(notes) + (extra or []), style=style, size=size, left=st["left"], width=st["width"]))

    def dlg(tab: str) -> list[str]:
        tabs = ["Organizer", "Page", "Area", "Transparency", "Header", "Footer", "Borders", "Columns", "Footnote"]
        r = [R("dialog", "Page Style: Default Page Style", "", 500, 200, 920, 640)]
        for i, t in enumerate(tabs):
            r.append(R("page-tab", t, t, 512 + 96 * i, 232, 94, 26, desc="selected" if t == tab else ""))
        if tab == "Page":
            r += [R("label", "", "Paper Format", 520, 276, 120, 20), R("combo-box", "Format:", "A4", 620, 300, 200, 28),
                  R("spin-button", "Width:", "21.00 cm", 620, 334, 120, 28), R("spin-button", "Height:", "29.70 cm", 620, 368, 120, 28),
                  R("radio-button", "Portrait", "Portrait", 620, 404, 100, 22, desc="checked"),
                  R("radio-button", "Landscape", "Landscape", 620, 430, 110, 22),
                  R("combo-box", "Text direction:", "Left-to-right (horizontal)", 620, 462, 260, 28),
                  R("combo-box", "Paper tray:", "[From printer settings]", 620, 496, 260, 28),
                  R("label", "", "Margins", 520, 540, 120, 20),
                  R("spin-button", "Left:", st["margin"], 620, 564, 120, 28), R("spin-button", "Right:", "2.50 cm", 620, 598, 120, 28),
                  R("spin-button", "Top:", "2.00 cm", 620, 632, 120, 28), R("spin-button", "Bottom:", "2.00 cm", 620, 666, 120, 28),
                  R("spin-button", "Gutter:", "0.00 cm", 620, 700, 120, 28),
                  R("combo-box", "Page layout:", "Right and left", 1040, 564, 200, 28),
                  R("combo-box", "Page numbers:", "1, 2, 3, ...", 1040, 598, 200, 28),
                  R("check-box", "Use page line-spacing", "Use page line-spacing", 1040, 640, 200, 22)]
        else:
            r += [R("label", "", "Footnote Area", 520, 276, 140, 20),
                  R("radio-button", "Not larger than page area", "Not larger than page area", 530, 300, 220, 22, desc="checked"),
                  R("radio-button", "Maximum footnote height:", "Maximum footnote height:", 530, 326, 220, 22),
                  R("spin-button", "Maximum footnote height", "2.50 cm", 760, 324, 110, 28, desc="disabled"),
                  R("spin-button", "Space to text:", "0.10 cm", 760, 358, 110, 28),
                  R("label", "", "Separator Line", 520, 404, 140, 20),
                  R("combo-box", "Position:", "Left", 640, 428, 140, 28), R("combo-box", "Style:", "Solid", 640, 462, 140, 28),
                  R("spin-button", "Thickness:", "0.50 pt", 640, 496, 110, 28), R("combo-box", "Color:", "Automatic", 640, 530, 140, 28),
                  R("spin-button", "Length:", "25%", 640, 564, 110, 28),
                  R("spin-button", "Spacing to footnote contents:", "0.10 cm", 860, 598, 110, 28)]
        r += [R("push-button", "Help", "", 512, 796, 90, 30), R("push-button", "Reset", "", 612, 796, 90, 30),
              R("push-button", "OK", "", 1216, 796, 90, 30), R("push-button", "Cancel", "", 1316, 796, 90, 30)]
        return r

    old = [(6, fn[6]), (7, fn[7])]
    state = scr(0, paras, old, False)
    turns = []
    turns.append((code("pyautogui.click(1236, 441)  # after 'design effect of 1.42.'"), scr(1, paras, old, False)))
    p2 = list(paras)
    p2[2] = p2[2].replace("1.42.", "1.42.⁷").replace("points.⁷", "points.⁸")
    turns.append((code("pyautogui.click(228, 72)  # Insert\npyautogui.click(300, 498)  # Footnote and Endnote\npyautogui.click(470, 498)  # Footnote"),
                  scr(2, p2, [(6, fn[6]), (7, ""), (8, fn[7])], True, style="Footnote", size="10 pt")))
    st["words"] += len(newtxt.split())
    st["chars"] += len(newtxt)
    notes = [(6, fn[6]), (7, newtxt), (8, fn[7])]
    turns.append((code(f"pyautogui.write({newtxt!r})"), scr(3, p2, notes, True, style="Footnote", size="10 pt")))
    turns.append((code("pyautogui.click(294, 72)  # Format\npyautogui.click(350, 566)  # Page Style..."),
                  scr(4, p2, notes, True, dlg("Page"), style="Footnote", size="10 pt")))
    st["margin"] = "3.00 cm"
    turns.append((code("pyautogui.tripleClick(672, 578)  # Left margin\npyautogui.write('3.00 cm')\npyautogui.press('tab')"),
                  scr(5, p2, notes, True, dlg("Page"), style="Footnote", size="10 pt")))
    turns.append((code("pyautogui.click(1327, 245)  # Footnote tab"),
                  scr(6, p2, notes, True, dlg("Footnote"), style="Footnote", size="10 pt")))
    st["left"], st["width"], st["pages"] = 407, 1125, 15
    turns.append((code("pyautogui.click(1261, 811)  # OK"), scr(7, p2, notes, True, style="Footnote", size="10 pt")))
    turns.append((code("pyautogui.click(294, 72)  # Format\npyautogui.click(350, 566)  # Page Style..."),
                  scr(8, p2, notes, True, dlg("Footnote"), style="Footnote", size="10 pt")))
    turns.append((code("pyautogui.click(655, 245)  # Page tab"), scr(9, p2, notes, True, dlg("Page"), style="Footnote", size="10 pt")))
    turns.append((code("pyautogui.click(1361, 811)  # Cancel\npyautogui.hotkey('ctrl', 's')"),
                  scr(10, p2, notes, False, style="Footnote", size="10 pt")))
    rs.add("os", "h60-os-04", system("In thesis_ch2_methods.odt, add a footnote after 'design effect of 1.42.' noting that weights were recomputed after excluding 14 incomplete surveys, widen the left page margin to 3 cm for binding, and save."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# 05  Writer: mail merge (clean; the preview record moves, the merged document has six letters)

def t05(rs: RowSet) -> None:
    fname = "donor_thankyou_letter.odt"
    recs = [("Ms.", "Harriet", "Voss", "14 Larkspur Lane", "Oakridge, TN 37830", "$250"),
            ("Mr.", "Dev Anand", "Pillai", "220 Quarry Street, Apt 5B", "Quincy, MA 02169", "$1,000"),
            ("Mr.", "Colm", "Ó Briain", "7 Weir Road", "Burlington, VT 05401", "$75"),
            ("Ms.", "Yuki", "Tanabe-Ross", "1180 Alder Court", "Eugene, OR 97401", "$500"),
            ("Mr.", "Bernard", "Leclerc", "36 Champlain Avenue", "Plattsburgh, NY 12901", "$120"),
            ("Ms.", "Ngozi", "Adeyemi-Clarke", "502 Magnolia Drive", "Athens, GA 30606", "$2,400")]
    head = ["Friends of the Clearwater Watershed", "118 Mill Race Road · Asheville, NC 28801 · (828) 555-0142"]
    tail = ["Your support helped our volunteers replant 3.2 miles of riverbank along the French Broad tributaries and fund the new water-quality sensors at Big Ivy Creek. Every reading they send is published on our open data page.",
            "This letter confirms that no goods or services were provided in exchange for your contribution. Please keep it for your tax records.",
            "With gratitude,", "Elena Marsh", "Executive Director"]

    def letter(r: tuple[str, ...] | None, sal: bool = True) -> list[str]:
        if r is None:
            addr, salut, amt = [], [], "<Amount>"
        else:
            addr = [f"{r[0]} {r[1]} {r[2]}", r[3], r[4]]
            salut, amt = ([f"Dear {r[0]} {r[2]},"] if sal else []), r[5]
        body = f"Thank you for your generous gift of {amt} to the Clearwater Restoration Fund in 2024."
        return head + ["March 19, 2024"] + addr + salut + [body] + tail

    def wc(ps: list[str]) -> tuple[int, int]:
        return sum(len(p.split()) for p in ps), sum(len(p) for p in ps)

    clocks = ["Mar 19  11:30", "Mar 19  11:31", "Mar 19  11:31", "Mar 19  11:32", "Mar 19  11:32", "Mar 19  11:33",
              "Mar 19  11:34", "Mar 19  11:34", "Mar 19  11:35", "Mar 19  11:36", "Mar 19  11:36", "Mar 19  11:37"]
    steps = ["1. Select Starting Document", "2. Select Document Type", "3. Insert Address Block", "4. Create Salutation", "5. Adjust Layout"]

    def wiz(step: int, content: list[str]) -> list[str]:
        r = [R("dialog", "Mail Merge Wizard", "", 430, 180, 1060, 700), R("label", "", "Steps", 446, 214, 60, 20)]
        for i, t in enumerate(steps, 1):
            r.append(R("list-item", t, t, 446, 240 + 26 * (i - 1), 220, 24, desc="selected" if i == step else ""))
        r += content
        r += [R("push-button", "Help", "", 446, 832, 80, 30), R("push-button", "< Back", "", 1080, 832, 90, 30),
              R("push-button", "Next >", "", 1176, 832, 90, 30), R("push-button", "Finish", "", 1280, 832, 90, 30),
              R("push-button", "Cancel", "", 1384, 832, 90, 30)]
        return r

    def nav(i: int, x: int, y: int) -> list[str]:
        return [R("label", "", "Document:", x, y, 80, 22), R("push-button", "First", "", x + 84, y, 28, 26),
                R("push-button", "Previous", "", x + 114, y, 28, 26), R("text", "Document number", str(i + 1), x + 146, y, 50, 26),
                R("push-button", "Next", "", x + 200, y, 28, 26), R("push-button", "Last", "", x + 230, y, 28, 26)]

    def step3(i: int) -> list[str]:
        r = recs[i]
        return [R("label", "", "Current address list: donors_2024", 700, 220, 400, 22),
                R("push-button", "Select Different Address List...", "", 1180, 214, 260, 30),
                R("check-box", "This document shall contain an address block", "This document shall contain an address block", 700, 270, 380, 22, desc="checked"),
                R("list-item", "«Title» «First Name» «Last Name» «Street» «City», «State» «ZIP»", "", 720, 300, 300, 80, desc="selected"),
                R("push-button", "More...", "", 1040, 300, 90, 30),
                R("check-box", "Suppress lines with just empty fields", "Suppress lines with just empty fields", 700, 400, 320, 22, desc="checked"),
                R("push-button", "Match Fields...", "", 1040, 440, 140, 30),
                R("label", "", "Preview", 700, 500, 80, 20),
                R("paragraph", "", f"{r[0]} {r[1]} {r[2]}", 720, 530, 400, 20), R("paragraph", "", r[3], 720, 552, 400, 20),
                R("paragraph", "", r[4], 720, 574, 400, 20)] + nav(i, 720, 620)

    def step4(i: int) -> list[str]:
        r = recs[i]
        return [R("check-box", "This document should contain a salutation", "This document should contain a salutation", 700, 220, 360, 22, desc="checked"),
                R("check-box", "Insert personalized salutation", "Insert personalized salutation", 720, 250, 300, 22, desc="checked"),
                R("combo-box", "Female:", "Dear Ms. <Last Name>,", 820, 280, 300, 28), R("combo-box", "Male:", "Dear Mr. <Last Name>,", 820, 314, 300, 28),
                R("combo-box", "Field name:", "Gender", 820, 350, 200, 28), R("combo-box", "Field value:", "F", 820, 384, 200, 28),
                R("combo-box", "General salutation:", "Dear Friend,", 820, 430, 300, 28),
                R("label", "", "Preview", 700, 500, 80, 20), R("paragraph", "", f"Dear {r[0]} {r[2]},", 720, 530, 400, 20)] + nav(i, 720, 620)

    def step5() -> list[str]:
        return [R("check-box", "Align to text body", "Align to text body", 700, 230, 200, 22, desc="checked"),
                R("spin-button", "From top", "4.50 cm", 820, 264, 110, 28), R("spin-button", "From left", "2.00 cm", 820, 298, 110, 28, desc="disabled"),
                R("push-button", "Up", "", 700, 360, 80, 30), R("push-button", "Down", "", 790, 360, 80, 30),
                R("combo-box", "Zoom:", "Entire page", 1180, 800, 200, 28)]

    def doc(k: int, title: str, ps: list[str], page: int, pages: int, mod: bool, extra: list[str] | None = None, entry: int | None = None) -> str:
        w, c = full if title != fname else wc(ps)
        ex = list(extra or [])
        if entry is not None:
            names = ["Mail Merge Wizard", "First Entry", "Previous Entry"]
            ex += [R("push-button", t, "", 900 + 34 * i, 1000, 32, 26) for i, t in enumerate(names)]
            ex += [R("text", "Current Entry", str(entry + 1), 1004, 1000, 40, 26), R("push-button", "Next Entry", "", 1048, 1000, 32, 26),
                   R("push-button", "Last Entry", "", 1082, 1000, 32, 26), R("check-box", "Exclude Entry", "", 1116, 1000, 32, 26),
                   R("push-button", "Edit Individual Documents", "", 1150, 1000, 32, 26), R("push-button", "Save Merged Documents", "", 1184, 1000, 32, 26),
                   R("push-button", "Print Merged Documents", "", 1218, 1000, 32, 26), R("push-button", "Send Email Messages", "", 1252, 1000, 32, 26, desc="disabled")]
        return screen(clocks[k], "LibreOffice Writer", writer(title, ps, wstatus(page, pages, w, c), mod, ex))

    merged = [p for r in recs for p in letter(r)]
    full = wc(merged)
    state = doc(0, fname, letter(None), 1, 1, False)
    turns = []
    s1 = [R("radio-button", t, t, 700, 230 + 30 * i, 380, 22, desc="checked" if i == 0 else "") for i, t in enumerate(
        ["Use the current document", "Create a new document", "Start from existing document", "Start from a template", "Start from a recently saved starting document"])]
    turns.append((code("pyautogui.click(534, 72)  # Tools\npyautogui.click(600, 400)  # Mail Merge Wizard..."), doc(1, fname, letter(None), 1, 1, False, wiz(1, s1))))
    s2 = [R("label", "", "What type of document do you want to create?", 700, 220, 400, 22),
          R("radio-button", "Letter", "Letter", 720, 256, 120, 22, desc="checked"), R("radio-button", "Email message", "Email message", 720, 284, 160, 22),
          R("label", "", "Send letters to a group of recipients. The letters can contain an address block and a salutation. The letters can be personalized for each recipient.", 700, 330, 720, 44)]
    turns.append((code("pyautogui.click(1221, 847)  # Next"), doc(2, fname, letter(None), 1, 1, False, wiz(2, s2))))
    turns.append((code("pyautogui.click(1221, 847)  # Next"), doc(3, fname, letter(recs[0], False), 1, 1, True, wiz(3, step3(0)))))
    turns.append((code("pyautogui.click(934, 633)  # next document"), doc(4, fname, letter(recs[1], False), 1, 1, True, wiz(3, step3(1)))))
    turns.append((code("pyautogui.click(1221, 847)  # Next"), doc(5, fname, letter(recs[1]), 1, 1, True, wiz(4, step4(1)))))
    turns.append((code("pyautogui.click(1221, 847)  # Next"), doc(6, fname, letter(recs[1]), 1, 1, True, wiz(5, step5()))))
    turns.append((code("pyautogui.click(1325, 847)  # Finish"), doc(7, fname, letter(recs[1]), 1, 1, True, entry=1)))
    turns.append((code("pyautogui.click(1064, 1013)  # Next Entry"), doc(8, fname, letter(recs[2]), 1, 1, True, entry=2)))
    n = len(letter(recs[0]))
    turns.append((code("pyautogui.click(1166, 1013)  # Edit Individual Documents"), doc(9, "Untitled 2", merged[:n], 1, 6, True)))
    turns.append((code("pyautogui.hotkey('ctrl', 'end')"), doc(10, "Untitled 2", merged[-n:], 6, 6, True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')\npyautogui.write('donor_letters_merged')\npyautogui.press('enter')"),
                  doc(11, "donor_letters_merged.odt", merged[-n:], 6, 6, False)))
    rs.add("os", "h60-os-05", system("Use the Mail Merge Wizard to turn donor_thankyou_letter.odt into personalised letters for the donors_2024 address list, check the preview records, and save the merged letters as donor_letters_merged."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# LibreOffice Impress

IMP_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]
IMP_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
             "Undo", "Redo", "Find & Replace", "Spelling", "Display Grid", "Helplines While Moving", "Zoom & Pan",
             "Insert Text Box", "Insert Image", "Insert Chart", "Insert Table", "Insert Special Character",
             "Fontwork", "Start from First Slide", "Start from Current Slide", "New Slide", "Duplicate Slide",
             "Delete Slide", "Slide Layout", "Display Views", "Master Slide"]


def impress(title: str, body: list[str], status: list[str], modified: bool, deck: list[str]) -> list[str]:
    b = [R("frame", f"{title} - LibreOffice Impress", "", 70, 27, 1850, 1053)]
    x = 78
    for m in IMP_MENUS:
        b.append(R("menu", m, "", x, 60, 8 * len(m) + 18, 24))
        x += 8 * len(m) + 18
    x = 76
    for t in IMP_TOOLS:
        b.append(R("push-button", t, "", x, 90, 32, 32))
        x += 36
    b += body + deck
    for i, t in enumerate(["Properties", "Slide Transition", "Animation", "Master Slides", "Styles", "Gallery", "Navigator"]):
        b.append(R("radio-button", t, "", 1888, 170 + 34 * i, 28, 30))
    x = 74
    for s in status:
        b.append(R("label", "", s, x, 1034, 9 * len(s) + 20, 22))
        x += 9 * len(s) + 28
    b.append(R("label", "Document Modified",
               "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save.", 1560, 1034, 22, 22))
    b.append(R("slider", "Zoom", "", 1640, 1034, 200, 22))
    return b


TRANS = ["None", "Wipe", "Wheel", "Uncover", "Bars", "Checkers", "Shape", "Box", "Wedge", "Venetian", "Fade", "Cut",
         "Cover", "Push", "Diagonal", "Dissolve", "Fall", "Finely Dissolve", "Glitter", "Honeycomb", "Iris", "Ripple",
         "Rochade", "Vortex", "Turn Around"]
VARIANTS = {"None": "", "Cover": "Top", "Fade": "Smoothly"}


def trans_deck(name: str, dur: str) -> list[str]:
    r = [R("panel", "Slide Transition", "", 1480, 150, 400, 860), R("label", "", "Slide Transition", 1490, 156, 200, 22)]
    for i, t in enumerate(TRANS):
        r.append(R("list-item", t, t, 1490 + 76 * (i % 5), 190 + 70 * (i // 5), 72, 66, desc="selected" if t == name else ""))
    r += [R("label", "", "Variant:", 1490, 560, 80, 22),
          R("combo-box", "Variant", VARIANTS[name], 1580, 556, 290, 28, desc="disabled" if name == "None" else ""),
          R("label", "", "Duration:", 1490, 596, 80, 22), R("spin-button", "Duration", dur, 1580, 592, 140, 28),
          R("label", "", "Sound:", 1490, 632, 80, 22), R("combo-box", "Sound", "No sound", 1580, 628, 200, 28),
          R("check-box", "Loop until next sound", "Loop until next sound", 1580, 662, 200, 22, desc="disabled"),
          R("label", "", "Advance Slide", 1490, 700, 120, 22),
          R("radio-button", "On mouse click", "On mouse click", 1500, 726, 160, 22, desc="checked"),
          R("radio-button", "Automatically after:", "Automatically after:", 1500, 752, 170, 22),
          R("spin-button", "Automatically after", "1.00 sec", 1680, 750, 110, 28, desc="disabled"),
          R("push-button", "Apply Transition to All Slides", "", 1490, 800, 260, 30),
          R("push-button", "Play", "", 1760, 800, 100, 30),
          R("check-box", "Automatic Preview", "Automatic Preview", 1490, 840, 170, 22, desc="checked")]
    return r


# ---------------------------------------------------------------------------------------------
# 06  Impress: slide sorter + transitions (bad: the Cover duration set to 1.50 s reads 2.00 s)

def t06(rs: RowSet) -> None:
    fname = "q2_allhands.pptx"
    titles = ["Q2 All-Hands", "Agenda", "Revenue Highlights", "Customer Wins", "Product Roadmap", "Hiring Update",
              "Engineering Metrics", "Q&A", "Thank You"]
    order = list(range(9))
    tr: dict[int, tuple[str, str]] = {}
    clocks = ["Apr 2  08:51", "Apr 2  08:52", "Apr 2  08:52", "Apr 2  08:53", "Apr 2  08:54", "Apr 2  08:54",
              "Apr 2  08:55", "Apr 2  08:56", "Apr 2  08:56"]

    def sorter(sel: int) -> list[str]:
        r = [R("document-presentation", "Slide Sorter", "", 76, 150, 1396, 874)]
        for pos, obj in enumerate(order):
            x, y = 100 + 340 * (pos % 4), 176 + 250 * (pos // 4)
            t = tr.get(obj)
            r.append(R("list-item", f"Slide {pos + 1}", titles[obj], x, y, 320, 180,
                       desc="; ".join(([("selected")] if obj == sel else []) + ([f"transition: {t[0]}"] if t else []))))
        return r

    def normal(sel: int) -> list[str]:
        r = [R("panel", "Slides Pane", "", 76, 150, 230, 874)]
        for pos, obj in enumerate(order):
            r.append(R("list-item", f"Slide {pos + 1}", titles[obj], 90, 162 + 96 * pos, 200, 90, desc="selected" if obj == sel else ""))
        r += [R("document-presentation", f"Slide {order.index(sel) + 1}", "", 316, 150, 1156, 874),
              R("paragraph", "PresentationTitle", titles[sel], 420, 360, 940, 90),
              R("paragraph", "PresentationSubtitle", "Questions after today? allhands@corvid-labs.example", 420, 480, 940, 60)]
        return r

    def scr(k: int, sel: int, mod: bool, view: str = "sorter", extra: list[str] | None = None) -> str:
        t = tr.get(sel, ("None", "2.00 sec"))
        body = sorter(sel) if view == "sorter" else normal(sel)
        st = [f"Slide {order.index(sel) + 1} of 9", "Office Theme", "English (USA)"]
        return screen(clocks[k], "LibreOffice Impress", impress(fname, body + (extra or []), st, mod, trans_deck(*t)))

    state = scr(0, 2, False)
    turns = []
    tr[2] = ("Cover", "2.00 sec")
    turns.append((code("pyautogui.click(1678, 363)  # Cover"), scr(1, 2, True)))
    tr[2] = ("Cover", "1.50 sec")
    turns.append((code("pyautogui.tripleClick(1640, 606)  # Duration\npyautogui.write('1.50')\npyautogui.press('tab')"), scr(2, 2, True)))
    tr[2] = ("Cover", "2.00 sec")
    turns.append((code("pyautogui.click(1810, 815)  # Play"), scr(3, 2, True)))
    order[:] = [0, 6, 1, 2, 3, 4, 5, 7, 8]
    turns.append((code("pyautogui.moveTo(940, 516)  # slide 7\npyautogui.dragTo(430, 266, duration=0.8)  # between slides 1 and 2"), scr(4, 6, True)))
    turns.append((code("pyautogui.click(1280, 266)  # slide 4"), scr(5, 2, True)))
    tr[8] = ("Fade", "2.00 sec")
    turns.append((code("pyautogui.click(260, 766)  # slide 9\npyautogui.click(1526, 363)  # Fade"), scr(6, 8, True)))
    turns.append((code("pyautogui.click(178, 72)  # View\npyautogui.click(230, 98)  # Normal"), scr(7, 8, True, "normal")))
    keep = [R("dialog", "Keep Current Format", "", 690, 420, 540, 220),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “PowerPoint 2007-365”.", 760, 444, 450, 60),
            R("check-box", "Ask when not saving in ODF or default format", "Ask when not saving in ODF or default format", 706, 560, 330, 22, desc="checked"),
            R("push-button", "Use PowerPoint 2007-365!", "", 860, 598, 190, 30), R("push-button", "Use ODF Format!", "", 1058, 598, 150, 30)]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), scr(8, 8, True, "normal", keep)))
    rs.add("os", "h60-os-06", system("In q2_allhands.pptx, give the Revenue Highlights slide a Cover transition of 1.5 seconds, move Engineering Metrics to be the second slide, add a Fade to the last slide and save."),
           turns, state=state, bad=True, turn=3,
           kind="The Cover transition's duration, set to 1.50 sec, shows 2.00 sec after only pressing Play.")


# ---------------------------------------------------------------------------------------------
# 07  Impress: master slides (clean; a new master is renamed and applied to one slide)

def t07(rs: RowSet) -> None:
    fname = "conference_talk.odp"
    titles = ["Streaming Joins at the Edge", "About Me", "The Problem", "Why Windows Fail", "Part II: Design",
              "Watermarks Revisited", "Join State Layout", "Benchmarks", "Part III: Lessons", "What Broke in Production",
              "Takeaways", "Thank You / Q&A"]
    masters = ["Lush Green"]
    use = {i: "Lush Green" for i in range(12)}
    clocks = ["Apr 9  13:15", "Apr 9  13:16", "Apr 9  13:16", "Apr 9  13:17", "Apr 9  13:18", "Apr 9  13:19", "Apr 9  13:19"]
    mtool = [R("push-button", t, "", 560 + 120 * i, 126, 116, 26) for i, t in enumerate(["New Master", "Delete Master", "Rename Master", "Close Master View"])]

    def master_view(sel: str, extra: list[str] | None = None) -> list[str]:
        r = [R("panel", "Slides Pane", "", 76, 150, 230, 874)]
        for i, m in enumerate(masters):
            r.append(R("list-item", m, m, 90, 162 + 96 * i, 200, 90, desc="selected" if m == sel else ""))
        r += mtool + [R("document-presentation", sel, "", 316, 150, 1156, 874),
                      R("paragraph", "PresentationTitle", "Click to edit the title text format", 420, 220, 940, 90),
                      R("paragraph", "PresentationOutline", "Click to edit the outline text format", 420, 340, 940, 420),
                      R("paragraph", "PresentationDateAndTime", "<date/time>", 380, 960, 260, 30),
                      R("paragraph", "PresentationFooter", "<footer>", 760, 960, 400, 30),
                      R("paragraph", "PresentationSlideNumber", "<number>", 1200, 960, 240, 30)]
        return r + (extra or [])

    def normal(sel: int, deck: bool = False) -> list[str]:
        r = [R("panel", "Slides Pane", "", 76, 150, 230, 874)]
        for i, t in enumerate(titles[:9]):
            r.append(R("list-item", f"Slide {i + 1}", t, 90, 162 + 96 * i, 200, 90, desc="selected" if i == sel else ""))
        r += [R("document-presentation", f"Slide {sel + 1}", "", 316, 150, 1156, 874),
              R("paragraph", "PresentationTitle", titles[sel], 420, 220, 940, 90)]
        if deck:
            r += [R("panel", "Master Slides", "", 1480, 150, 400, 860), R("label", "", "Used in This Presentation", 1490, 160, 240, 22)]
            r += [R("list-item", m, "", 1490 + 130 * i, 190, 124, 90) for i, m in enumerate(masters)]
            r += [R("label", "", "Recently Used", 1490, 300, 240, 22), R("list-item", "Lush Green", "", 1490, 330, 124, 90),
                  R("label", "", "Available for Use", 1490, 440, 240, 22)]
            r += [R("list-item", m, "", 1490 + 130 * (i % 3), 470 + 100 * (i // 3), 124, 90) for i, m in enumerate(["Beehive", "Blue Curve", "Blueprint Plans", "Candy", "DNA", "Focus", "Forestbird", "Inspiration", "Lights", "Lush Green", "Metropolis", "Midnightblue", "Pencil", "Vintage", "Vivid"])]
        return r

    def scr(k: int, body: list[str], st0: str, master: str, mod: bool) -> str:
        return screen(clocks[k], "LibreOffice Impress", impress(fname, body, [st0, master, "English (USA)"], mod, []))

    state = scr(0, normal(0), "Slide 1 of 12", "Lush Green", False)
    turns = []
    turns.append((code("pyautogui.click(178, 72)  # View\npyautogui.click(240, 230)  # Master Slide"),
                  scr(1, master_view("Lush Green"), "Master Slide", "Lush Green", False)))
    masters.append("Default 1")
    turns.append((code("pyautogui.click(618, 139)  # New Master"), scr(2, master_view("Default 1"), "Master Slide", "Default 1", True)))
    masters[1] = "Section Divider"
    turns.append((code("pyautogui.click(858, 139)  # Rename Master\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Section Divider')\npyautogui.press('enter')"),
                  scr(3, master_view("Section Divider"), "Master Slide", "Section Divider", True)))
    turns.append((code("pyautogui.click(978, 139)  # Close Master View"), scr(4, normal(0), "Slide 1 of 12", "Lush Green", True)))
    use[4] = "Section Divider"
    turns.append((code("pyautogui.click(190, 590)  # slide 5\npyautogui.click(1902, 289)  # Master Slides deck\npyautogui.rightClick(1682, 235)  # Section Divider\npyautogui.click(1760, 300)  # Apply to Selected Slides"),
                  scr(5, normal(4, True), "Slide 5 of 12", use[4], True)))
    turns.append((code("pyautogui.click(190, 494)  # slide 4"), scr(6, normal(3, True), "Slide 4 of 12", use[3], True)))
    rs.add("os", "h60-os-07", system("In conference_talk.odp, create a new master slide called 'Section Divider' and apply it to slide 5 (Part II: Design) only."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# Google Chrome

def chrome(tabs: list[str], active: int, url: str, page: list[str], bar: list[str] | None = None,
           extra: list[str] | None = None) -> list[str]:
    b = [R("frame", f"{tabs[active]} - Google Chrome", "", 70, 27, 1850, 1053)]
    for i, t in enumerate(tabs):
        b.append(R("page-tab", t, "", 78 + 240 * i, 35, 236, 34, desc="selected" if i == active else ""))
    b += [R("push-button", "New Tab", "", 82 + 240 * len(tabs), 38, 28, 28),
          R("push-button", "Search tabs", "", 1790, 38, 28, 28), R("push-button", "Minimise", "", 1822, 35, 32, 32),
          R("push-button", "Maximise", "", 1854, 35, 32, 32), R("push-button", "Close", "", 1886, 35, 32, 32),
          R("push-button", "Back", "", 80, 75, 34, 34), R("push-button", "Forward", "", 116, 75, 34, 34),
          R("push-button", "Reload", "", 152, 75, 34, 34), R("push-button", "View site information", "", 196, 78, 28, 28),
          R("entry", "Address and search bar", url, 226, 78, 1420, 28),
          R("push-button", "Bookmark this tab", "", 1650, 78, 28, 28), R("push-button", "Extensions", "", 1700, 75, 34, 34),
          R("push-button", "Downloads", "", 1738, 75, 34, 34), R("push-button", "You", "", 1776, 75, 34, 34),
          R("push-button", "Chrome", "", 1880, 75, 34, 34, desc="Customise and control Google Chrome")]
    top = 114
    if bar is not None:
        x = 80
        for t in bar:
            w = min(220, 7 * len(t) + 36)
            b.append(R("push-button", t, "", x, 114, w, 28))
            x += w + 4
        b.append(R("push-button", "All Bookmarks", "", 1790, 114, 120, 28))
        top = 146
    b.append(R("document-web", tabs[active], "", 70, top, 1850, 1080 - top))
    return b + page + (extra or [])


# ---------------------------------------------------------------------------------------------
# 08  Chrome downloads (bad: a download removed from the list is back on chrome://downloads)

def t08(rs: RowSet) -> None:
    items = [  # (key, file, url, size, day, status)
        ("inv", "invoice_INV-20931.pdf", "https://billing.hetzner.com/invoice/INV-20931/pdf", "188 KB", "Today", ""),
        ("iso", "ubuntu-22.04.4-desktop-amd64.iso", "https://releases.ubuntu.com/22.04.4/ubuntu-22.04.4-desktop-amd64.iso", "4.7 GB", "Today", ""),
        ("r433", "R-4.3.3.tar.gz", "https://cran.r-project.org/src/base/R-4/R-4.3.3.tar.gz", "38.1 MB", "Yesterday", ""),
        ("fl", "flight_confirmation_LH1847.pdf", "https://mail.google.com/mail/u/0/?ui=2&ik=5c1e0a&attid=0.1&permmsgid=msg-f:1797032418", "212 KB", "Yesterday", ""),
        ("zip", "fieldwork_photos_2024-03.zip", "https://drive.usercontent.google.com/download?id=1Qx7vPzL0aR3mYt", "412 MB", "Apr 19, 2024", ""),
        ("zoom", "zoom_amd64.deb", "https://cdn.zoom.us/prod/5.17.11.3835/zoom_amd64.deb", "174 MB", "Apr 19, 2024", "Deleted"),
        ("obs", "obsidian_1.5.12_amd64.deb", "https://github.com/obsidianmd/obsidian-releases/releases/download/v1.5.12/obsidian_1.5.12_amd64.deb", "93.4 MB", "Apr 11, 2024", ""),
    ]
    shown = [i[0] for i in items]
    clocks = ["Apr 26  17:02", "Apr 26  17:02", "Apr 26  17:03", "Apr 26  17:03", "Apr 26  17:04", "Apr 26  17:04",
              "Apr 26  17:05", "Apr 26  17:05", "Apr 26  17:06"]
    tabs = ["Downloads"]

    def dl_page(q: str = "", toast: str | None = None) -> list[str]:
        r = [R("heading", "Downloads", "Downloads", 90, 160, 200, 30),
             R("entry", "Search downloads", q, 700, 160, 520, 34)]
        if q:
            r.append(R("push-button", "Clear search", "", 1196, 164, 24, 24))
        r.append(R("push-button", "More actions", "", 1860, 160, 34, 34))
        y, day = 220, None
        by = {i[0]: i for i in items}
        for key in shown:
            _, f, u, size, d, stt = by[key]
            if q and q.lower() not in f.lower():
                continue
            if y > 960:
                break
            if d != day:
                r.append(R("heading", d, d, 560, y, 200, 24))
                y += 34
                day = d
            r.append(R("link", f, f, 640, y, 480, 22, desc="file deleted" if stt else ""))
            r.append(R("label", "", u, 640, y + 24, 620, 18))
            r.append(R("label", "", stt if stt else size, 640, y + 46, 200, 18))
            if not stt:
                r.append(R("push-button", "Show in folder", "", 640, y + 68, 130, 28))
            r.append(R("push-button", f"Remove {f} from list", "", 1320, y, 30, 30))
            y += 108 if not stt else 76
        if toast:
            r += [R("alert", "", toast, 70, 1000, 420, 48), R("push-button", "Undo", "", 400, 1010, 70, 28)]
        return r

    def scr(k: int, page: list[str], url: str, active: int = 0, extra: list[str] | None = None) -> str:
        return screen(clocks[k], "Google Chrome", chrome(tabs, active, url, page, extra=extra))

    state = scr(0, dl_page(), "chrome://downloads")
    turns = []
    turns.append((code("pyautogui.click(960, 177)\npyautogui.write('pdf')"), scr(1, dl_page("pdf"), "chrome://downloads")))
    turns.append((code("pyautogui.click(1208, 176)  # Clear search"), scr(2, dl_page(), "chrome://downloads")))
    shown.remove("zoom")
    turns.append((code("pyautogui.click(1335, 877)  # Remove zoom_amd64.deb from list"),
                  scr(3, dl_page(toast="Removed “zoom_amd64.deb”"), "chrome://downloads")))
    tabs.append("Index of /src/base/R-4")
    idx = [("Parent Directory", "", "-"), ("R-4.0.0.tar.gz", "2020-04-24 09:05", "32M"), ("R-4.1.0.tar.gz", "2021-05-18 09:05", "33M"),
           ("R-4.2.0.tar.gz", "2022-04-22 09:05", "34M"), ("R-4.2.3.tar.gz", "2023-03-15 09:05", "35M"),
           ("R-4.3.0.tar.gz", "2023-04-21 09:05", "38M"), ("R-4.3.1.tar.gz", "2023-06-16 09:05", "38M"),
           ("R-4.3.2.tar.gz", "2023-10-31 09:05", "38M"), ("R-4.3.3.tar.gz", "2024-02-29 09:05", "38M"),
           ("R-4.4.0.tar.gz", "2024-04-24 09:05", "39M")]
    cran = [R("heading", "Index of /src/base/R-4", "Index of /src/base/R-4", 90, 130, 500, 36)]
    for i, (n, d, sz) in enumerate(idx):
        cran += [R("link", n, n, 120, 190 + 24 * i, 220, 20), R("label", "", d, 520, 190 + 24 * i, 160, 20),
                 R("label", "", sz, 760, 190 + 24 * i, 40, 20)]
    cran.append(R("label", "", "Apache/2.4.41 (Ubuntu) Server at cran.r-project.org Port 443", 90, 460, 520, 20))
    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.write('cran.r-project.org/src/base/R-4/\\n')"),
                  scr(4, cran, "cran.r-project.org/src/base/R-4/", 1)))
    bubble = [R("dialog", "Download in progress", "", 1420, 114, 480, 120), R("label", "", "R-4.4.0.tar.gz", 1440, 130, 300, 20),
              R("label", "", "12.6 MB of 39.2 MB • 4 seconds left", 1440, 154, 360, 18), R("progress-bar", "", "32%", 1440, 180, 440, 6)]
    turns.append((code("pyautogui.click(175, 416)  # R-4.4.0.tar.gz"), scr(5, cran, "cran.r-project.org/src/base/R-4/", 1, bubble)))
    items.insert(0, ("r440", "R-4.4.0.tar.gz", "https://cran.r-project.org/src/base/R-4/R-4.4.0.tar.gz", "39.2 MB", "Today", ""))
    shown.insert(0, "r440")
    recent = [R("dialog", "Recent download history", "", 1420, 114, 480, 260),
              R("list-item", "R-4.4.0.tar.gz", "R-4.4.0.tar.gz", 1440, 140, 440, 48, desc="39.2 MB • Done"),
              R("list-item", "invoice_INV-20931.pdf", "invoice_INV-20931.pdf", 1440, 190, 440, 48, desc="188 KB • Done"),
              R("list-item", "ubuntu-22.04.4-desktop-amd64.iso", "ubuntu-22.04.4-desktop-amd64.iso", 1440, 240, 440, 48, desc="4.7 GB • Done"),
              R("push-button", "Full download history", "", 1440, 330, 200, 28)]
    turns.append((code("time.sleep(6)\npyautogui.click(1755, 92)  # Downloads"), scr(6, cran, "cran.r-project.org/src/base/R-4/", 1, recent)))
    shown.insert(6, "zoom")
    turns.append((code("pyautogui.press('esc')\npyautogui.hotkey('ctrl', 'j')"), scr(7, dl_page(), "chrome://downloads")))
    turns.append((code("pyautogui.click(960, 177)\npyautogui.write('R-4')"), scr(8, dl_page("R-4"), "chrome://downloads")))
    rs.add("os", "h60-os-08", system("In Chrome, tidy the downloads list (remove the deleted Zoom installer), then download the R 4.4.0 source tarball from CRAN and confirm it appears in the download history."),
           turns, state=state, bad=True, turn=7,
           kind="zoom_amd64.deb, removed from the downloads list at turn 3, is listed again (Deleted, Apr 19) on chrome://downloads.")


# ---------------------------------------------------------------------------------------------
# 10  Chrome bookmarks manager (clean; folder created, bookmarks moved, renamed and one deleted)

def t10(rs: RowSet) -> None:
    bm = {"Bookmarks bar": [
        ("Jira – SPRINT-42 board", "https://corvid.atlassian.net/jira/software/projects/SPR/boards/7"),
        ("Grafana – prod-eu dashboards", "https://grafana.corvid-labs.example/dashboards/f/prod-eu/"),
        ("arXiv – cs.LG recent", "https://arxiv.org/list/cs.LG/recent"),
        ("Papers with Code", "https://paperswithcode.com/sota"),
        ("Team Wiki (old)", "https://wiki.corvid-labs.example/display/ENG"),
        ("Confluence – Engineering", "https://corvid.atlassian.net/wiki/spaces/ENG/overview"),
        ("Hacker News", "https://news.ycombinator.com/"),
        ("Travel", None)],
        "Travel": [("Lufthansa – My bookings", "https://www.lufthansa.com/de/en/my-bookings"),
                   ("DB Navigator", "https://int.bahn.de/en"), ("Booking.com", "https://www.booking.com/")],
        "Other bookmarks": [("Recipes", None), ("Strava", "https://www.strava.com/dashboard"),
                            ("GLS Bank – Online-Banking", "https://banking.gls.de/")],
        "Recipes": [("Serious Eats – Pad see ew", "https://www.seriouseats.com/pad-see-ew"),
                    ("Ottolenghi – Chickpea stew", "https://ottolenghi.co.uk/recipes/chickpea-stew")],
        "Mobile bookmarks": []}
    clocks = ["May 6  10:20", "May 6  10:20", "May 6  10:21", "May 6  10:21", "May 6  10:22", "May 6  10:22", "May 6  10:23",
              "May 6  10:23", "May 6  10:24", "May 6  10:25", "May 6  10:25", "May 6  10:26", "May 6  10:27"]
    tabs = ["New Tab"]

    def tree(sel: str) -> list[str]:
        r, y = [], 200
        for f, depth in [("Bookmarks bar", 0)] + [(n, 1) for n, u in bm["Bookmarks bar"] if u is None] + \
                        [("Other bookmarks", 0)] + [(n, 1) for n, u in bm["Other bookmarks"] if u is None] + [("Mobile bookmarks", 0)]:
            r.append(R("tree-item", f, f, 90 + 20 * depth, y, 240, 30, desc="selected" if f == sel else ""))
            y += 34
        return r

    def manager(sel: str, q: str = "", extra: list[str] | None = None) -> list[str]:
        r = [R("heading", "Bookmarks", "Bookmarks", 90, 160, 200, 30), R("entry", "Search bookmarks", q, 700, 160, 520, 34),
             R("push-button", "Organise", "", 1860, 160, 34, 34)] + tree(sel)
        if q:
            rows = [(n, u) for f, lst in bm.items() for n, u in lst if u and q.lower() in (n + u).lower()]
        else:
            rows = bm[sel]
        for i, (n, u) in enumerate(rows):
            y = 210 + 44 * i
            r.append(R("list-item", n, n, 560, y, 900, 40, desc="folder" if u is None else ""))
            if u:
                r.append(R("label", "", u, 900, y + 10, 520, 20))
            r.append(R("push-button", f"More actions for {n}", "", 1420, y + 4, 32, 32))
        if not rows:
            r.append(R("label", "", "No bookmarks found", 900, 300, 200, 22))
        return r + (extra or [])

    def scr(k: int, page: list[str], url: str, bar: bool = False, extra: list[str] | None = None) -> str:
        names = [n for n, _ in bm["Bookmarks bar"]] if bar else None
        return screen(clocks[k], "Google Chrome", chrome(tabs, len(tabs) - 1, url, page, names, extra))

    ntp = [R("image", "Google", "", 760, 300, 400, 130), R("entry", "Search Google or type a URL", "", 620, 460, 680, 46)]
    ntp += [R("link", t, t, 640 + 120 * i, 560, 112, 100) for i, t in enumerate(["Gmail", "Google Calendar", "GitHub", "Grafana", "Jira"])]
    state = scr(0, ntp, "", True)
    turns = []
    tabs[0] = "Bookmarks"
    turns.append((code("BrowserTools.open_bookmarks()"), scr(1, manager("Bookmarks bar"), "chrome://bookmarks")))
    menu = [R("menu", "Organise", "", 1640, 196, 260, 190)] + [R("menu-item", t, t, 1648, 204 + 36 * i, 244, 32) for i, t in enumerate(
        ["Add new bookmark", "Add new folder", "Sort by name", "Import bookmarks", "Export bookmarks"])]
    turns.append((code("pyautogui.click(1877, 177)  # Organise"), scr(2, manager("Bookmarks bar"), "chrome://bookmarks", extra=menu)))
    add = [R("dialog", "Add folder", "", 720, 400, 480, 180), R("entry", "Name", "New folder", 744, 460, 432, 34, desc="selected"),
           R("push-button", "Cancel", "", 990, 530, 90, 32), R("push-button", "Save", "", 1090, 530, 90, 32)]
    turns.append((code("pyautogui.click(1760, 256)  # Add new folder"), scr(3, manager("Bookmarks bar"), "chrome://bookmarks", extra=add)))
    bm["Bookmarks bar"].append(("Research", None))
    bm["Research"] = []
    turns.append((code("pyautogui.write('Research')\npyautogui.press('enter')"), scr(4, manager("Bookmarks bar"), "chrome://bookmarks")))
    ax = bm["Bookmarks bar"].pop(2)
    bm["Research"].append(ax)
    turns.append((code("pyautogui.moveTo(700, 318)  # arXiv – cs.LG recent\npyautogui.dragTo(150, 283, duration=0.7)  # onto Research"),
                  scr(5, manager("Bookmarks bar"), "chrome://bookmarks")))
    pw = bm["Bookmarks bar"].pop(2)
    bm["Research"].append(pw)
    turns.append((code("pyautogui.moveTo(700, 318)  # Papers with Code\npyautogui.dragTo(150, 283, duration=0.7)  # onto Research"),
                  scr(6, manager("Bookmarks bar"), "chrome://bookmarks")))
    turns.append((code("pyautogui.click(150, 268)  # Research"), scr(7, manager("Research"), "chrome://bookmarks/?id=412")))
    edit = [R("dialog", "Edit bookmark", "", 720, 380, 480, 240), R("entry", "Name", "Papers with Code", 744, 430, 432, 34),
            R("entry", "URL", "https://paperswithcode.com/sota", 744, 494, 432, 34),
            R("push-button", "Cancel", "", 990, 570, 90, 32), R("push-button", "Save", "", 1090, 570, 90, 32)]
    turns.append((code("pyautogui.click(1436, 258)  # More actions for Papers with Code\npyautogui.click(1480, 300)  # Edit"),
                  scr(8, manager("Research"), "chrome://bookmarks/?id=412", extra=edit)))
    bm["Research"][1] = ("PwC – SOTA tables", "https://paperswithcode.com/sota")
    turns.append((code("pyautogui.tripleClick(960, 447)\npyautogui.write('PwC – SOTA tables')\npyautogui.click(1135, 586)  # Save"),
                  scr(9, manager("Research"), "chrome://bookmarks/?id=412")))
    turns.append((code("pyautogui.click(150, 200)  # Bookmarks bar"), scr(10, manager("Bookmarks bar"), "chrome://bookmarks/?id=1")))
    bm["Bookmarks bar"].pop(2)
    toast = [R("alert", "", "Deleted “Team Wiki (old)”", 70, 1000, 420, 48), R("push-button", "Undo", "", 400, 1010, 70, 28)]
    turns.append((code("pyautogui.click(1436, 318)  # More actions for Team Wiki (old)\npyautogui.click(1480, 380)  # Delete"),
                  scr(11, manager("Bookmarks bar"), "chrome://bookmarks/?id=1", extra=toast)))
    tabs.append("New Tab")
    turns.append((code("pyautogui.hotkey('ctrl', 't')"), scr(12, ntp, "", True)))
    rs.add("os", "h60-os-10", system("In Chrome, create a 'Research' folder on the bookmarks bar, move the arXiv and Papers with Code bookmarks into it, rename Papers with Code to 'PwC – SOTA tables', and delete the outdated 'Team Wiki (old)' bookmark."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# 12  Chrome extensions (clean; developer mode reveals ids, one disabled, one removed)

def t12(rs: RowSet) -> None:
    ext = [["uBlock Origin", "1.57.2", "Finally, an efficient blocker. Easy on CPU and memory.", "cjpalhdlnbpafiamejdnhcphjbkeiagm", True],
           ["Bitwarden Password Manager", "2024.4.1", "At home, at work, or on the go, Bitwarden easily secures all your passwords, passkeys, and sensitive information.", "nngceckbapebfimnlniiiahkandclblb", True],
           ["Grammarly: AI Writing and Grammar Checker App", "14.1170.0", "Improve your writing with all-in-one assistance—including generative AI, grammar check, and more.", "kbfnbcaeplbcioakkpcpgfkobkghlhen", True],
           ["JSON Viewer", "0.18.1", "The most beautiful and customizable JSON/JSONP highlighter that your eyes have ever seen. Open source.", "gbmdgpbipfallnflgajpaliibnhdgobh", True],
           ["Zotero Connector", "5.0.119", "Save references to Zotero from your web browser", "ekhagklcjbdpajgpjgmbionohlpdbjgc", True],
           ["Google Docs Offline", "1.76.1", "Edit, create, and view your documents, spreadsheets, and presentations — all without internet access.", "ghbmnnjooekpmoecnnnilnnbdlolhkhi", True]]
    st = {"dev": False, "incog": False}
    clocks = ["May 13  14:40", "May 13  14:40", "May 13  14:41", "May 13  14:41", "May 13  14:42", "May 13  14:42", "May 13  14:43", "May 13  14:44"]
    tabs = ["Extensions"]

    def page(extra: list[str] | None = None) -> list[str]:
        r = [R("heading", "Extensions", "Extensions", 90, 160, 200, 30), R("entry", "Search extensions", "", 700, 160, 520, 34),
             R("toggle-button", "Developer mode", "", 1840, 166, 40, 22, desc="pressed" if st["dev"] else "")]
        if st["dev"]:
            r += [R("push-button", "Load unpacked", "", 90, 214, 140, 32), R("push-button", "Pack extension", "", 240, 214, 150, 32),
                  R("push-button", "Update", "", 400, 214, 90, 32)]
        r += [R("link", "My extensions", "My extensions", 90, 270, 200, 30), R("link", "Keyboard shortcuts", "Keyboard shortcuts", 90, 304, 200, 30),
              R("link", "Discover more extensions and themes on the Chrome Web Store", "", 90, 960, 240, 40)]
        top = 270 if st["dev"] else 220
        for i, (n, v, d, eid, on) in enumerate(ext):
            x, y = 440 + 470 * (i % 3), top + 250 * (i // 3)
            r += [R("heading", n, n, x + 70, y + 16, 300, 22), R("label", "", v, x + 70 + min(300, 8 * len(n)), y + 18, 80, 18),
                  R("label", "", d, x + 70, y + 44, 360, 60)]
            if st["dev"]:
                r += [R("label", "", f"ID: {eid}", x + 70, y + 110, 360, 18)]
                if n in ("uBlock Origin", "Bitwarden Password Manager", "Grammarly: AI Writing and Grammar Checker App", "Zotero Connector"):
                    r.append(R("link", "service worker", "service worker", x + 170, y + 132, 110, 18))
            r += [R("push-button", "Details", "", x + 16, y + 186, 80, 32), R("push-button", "Remove", "", x + 104, y + 186, 80, 32),
                  R("toggle-button", f"Enable {n}", "", x + 390, y + 190, 40, 22, desc="pressed" if on else "")]
        return r + (extra or [])

    def details() -> list[str]:
        n, v, d, eid, on = ext[0]
        return [R("push-button", "Back", "", 90, 160, 34, 34), R("heading", n, n, 140, 162, 300, 30),
                R("toggle-button", "On", "", 1400, 220, 40, 22, desc="pressed" if on else ""),
                R("label", "", "Description", 440, 270, 200, 20), R("label", "", d, 440, 294, 900, 20),
                R("label", "", "Version", 440, 340, 200, 20), R("label", "", v, 440, 364, 200, 20),
                R("label", "", "Size", 440, 410, 200, 20), R("label", "", "< 10.4 MB", 440, 434, 200, 20),
                R("label", "", "ID", 440, 480, 200, 20), R("label", "", eid, 440, 504, 400, 20),
                R("label", "", "Permissions", 440, 550, 200, 20),
                R("label", "", "Read and change all your data on all websites", 460, 574, 500, 20),
                R("label", "", "Display notifications", 460, 598, 500, 20), R("label", "", "Modify data you copy and paste", 460, 622, 500, 20),
                R("label", "", "Site access", 440, 668, 200, 20), R("combo-box", "Allow this extension to read and change all your data on websites you visit:", "On all sites", 1200, 690, 200, 32),
                R("toggle-button", "Allow in Incognito", "", 1400, 750, 40, 22, desc="pressed" if st["incog"] else ""),
                R("label", "", "Warning: Google Chrome cannot prevent extensions from recording your browsing history. To disable this extension in Incognito mode, unselect this option.", 440, 750, 900, 36),
                R("toggle-button", "Allow access to file URLs", "", 1400, 810, 40, 22),
                R("link", "Extension options", "Extension options", 440, 860, 300, 22),
                R("link", "View in Chrome Web Store", "View in Chrome Web Store", 440, 900, 300, 22),
                R("label", "", "Source", 440, 950, 200, 20), R("label", "", "Chrome Web Store", 440, 974, 200, 20)]

    def scr(k: int, pg: list[str], url: str = "chrome://extensions") -> str:
        return screen(clocks[k], "Google Chrome", chrome(tabs, 0, url, pg))

    state = screen(clocks[0], "Google Chrome", chrome(["New Tab"], 0, "", [R("image", "Google", "", 760, 300, 400, 130), R("entry", "Search Google or type a URL", "", 620, 460, 680, 46)]))
    turns = []
    turns.append((code("BrowserTools.open_extensions()"), scr(1, page())))
    st["dev"] = True
    turns.append((code("pyautogui.click(1860, 177)  # Developer mode"), scr(2, page())))
    ext[2][4] = False
    turns.append((code("pyautogui.click(1770, 481)  # Grammarly toggle"), scr(3, page())))
    turns.append((code("pyautogui.click(496, 477)  # uBlock Origin > Details"), scr(4, details(), "chrome://extensions/?id=cjpalhdlnbpafiamejdnhcphjbkeiagm")))
    st["incog"] = True
    turns.append((code("pyautogui.click(1420, 761)  # Allow in Incognito"), scr(5, details(), "chrome://extensions/?id=cjpalhdlnbpafiamejdnhcphjbkeiagm")))
    turns.append((code("pyautogui.click(107, 177)  # Back"), scr(6, page())))
    del ext[3]
    turns.append((code("pyautogui.click(584, 727)  # JSON Viewer > Remove\npyautogui.click(1090, 560)  # confirm Remove"), scr(7, page())))
    rs.add("os", "h60-os-12", system("In Chrome's extensions page, turn on developer mode, disable Grammarly, allow uBlock Origin in Incognito, and remove JSON Viewer."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# Visual Studio Code

ACT = ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)", "Run and Debug (Ctrl+Shift+D)",
       "Extensions (Ctrl+Shift+X)"]


def vscode(folder: str, act: int, side: list[str], tabs: list[str], active: int | None, editor: list[str],
           status: list[str], badge: int = 0, panel: list[str] | None = None, extra: list[str] | None = None) -> list[str]:
    title = f"{tabs[active]} - {folder} - Visual Studio Code" if active is not None else f"{folder} - Visual Studio Code"
    b = [R("frame", title, "", 70, 27, 1850, 1053)]
    x = 110
    for m in ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]:
        b.append(R("menu", m, "", x, 30, 8 * len(m) + 16, 30))
        x += 8 * len(m) + 16
    for i, a in enumerate(ACT):
        d = "selected" if i == act else ""
        if i == 2 and badge:
            d = (d + "; " if d else "") + f"{badge} pending changes"
        b.append(R("page-tab", a, "", 70, 62 + 48 * i, 48, 48, desc=d))
    b += [R("push-button", "Accounts", "", 70, 958, 48, 48), R("push-button", "Manage", "", 70, 1006, 48, 48)]
    b += side
    for i, t in enumerate(tabs):
        b.append(R("page-tab", t, "", 420 + 200 * i, 62, 196, 35, desc="selected" if i == active else ""))
    b += editor + (panel or []) + (extra or [])
    x = 74
    for s in status:
        b.append(R("push-button", s, s, x, 1056, 8 * len(s) + 20, 22))
        x += 8 * len(s) + 26 if x < 900 else 8 * len(s) + 26
    return b


def code_lines(lines: list[str], top: int = 100, first: int = 1) -> list[str]:
    r = []
    for i, ln in enumerate(lines):
        r.append(R("label", "", str(first + i), 430, top + 19 * i, 40, 19))
        r.append(R("paragraph", "", ln, 480, top + 19 * i, 1400, 19))
    return r


# ---------------------------------------------------------------------------------------------
# 09  VS Code: extensions + settings (bad: the freshly installed extension's version changes)

def t09(rs: RowSet) -> None:
    folder = "sensor-gateway"
    installed = [["Even Better TOML", "tamasfe", "v0.19.2", "Fully-featured TOML support"],
                 ["ESLint", "Microsoft", "v2.4.4", "Integrates ESLint JavaScript into VS Code."],
                 ["GitLens — Git supercharged", "GitKraken", "v14.9.0", "Supercharge Git within VS Code — Visualize code authorship at a glance via Git blame annotations and CodeLens"],
                 ["Prettier - Code formatter", "Prettier", "v10.4.0", "Code formatter using prettier"],
                 ["Pylance", "Microsoft", "v2024.3.2", "A performant, feature-rich language server for Python in VS Code"],
                 ["Python", "Microsoft", "v2024.2.1", "Python language support with extension access points for IntelliSense (Pylance), Debugging (Python Debugger), linting, formatting, refactoring, unit tests, and more."]]
    market = [["rust-analyzer", "The Rust Programming Language", "v0.3.1868", "Rust language support for Visual Studio Code", "4.3M"],
              ["Rust Syntax", "Dustin Pomerleau", "v0.6.1", "Improved Rust syntax highlighting", "327K"],
              ["crates", "Seray Uzgur", "v0.6.6", "Helps Rust developers managing dependencies with Cargo.toml.", "1.9M"],
              ["Rust Extension Pack", "Swellaby", "v0.1.1", "A collection of extensions to help you be more productive with Rust", "312K"],
              ["CodeLLDB", "Vadim Chugunov", "v1.10.0", "A native debugger powered by LLDB. Debug C++, Rust and other compiled languages.", "3.6M"],
              ["Even Better TOML", "tamasfe", "v0.19.2", "Fully-featured TOML support", "2.1M"],
              ["Dependi", "Fill Labs", "v0.7.2", "Empowers developers to efficiently manage dependencies and address vulnerabilities in Rust, Go, JavaScript, Python ...", "96K"]]
    st = {"ra": False, "ver": "0.3.1868", "tab": 4, "q": ""}
    clocks = ["Mar 21  11:02", "Mar 21  11:02", "Mar 21  11:03", "Mar 21  11:03", "Mar 21  11:04", "Mar 21  11:05",
              "Mar 21  11:05", "Mar 21  11:06", "Mar 21  11:06", "Mar 21  11:07", "Mar 21  11:08"]
    tabs: list[str] = []
    sjson = ["{", '    "workbench.colorTheme": "Default Dark Modern",', '    "workbench.startupEditor": "none",',
             '    "git.confirmSync": false,', '    "python.defaultInterpreterPath": "/usr/bin/python3",',
             '    "files.trimTrailingWhitespace": true', "}"]

    def ext_side() -> list[str]:
        r = [R("heading", "EXTENSIONS", "EXTENSIONS", 122, 66, 200, 22), R("entry", "Search Extensions in Marketplace", st["q"], 122, 96, 290, 28)]
        y = 134
        if not st["q"]:
            inst = sorted(installed + ([["rust-analyzer", "The Rust Programming Language", "v" + st["ver"], "Rust language support for Visual Studio Code"]] if st["ra"] else []), key=lambda e: e[0].lower())
            r.append(R("tree-item", "INSTALLED", "INSTALLED", 118, y, 300, 22, desc=f"{len(inst)} extensions"))
            y += 24
            for n, pub, v, d in inst:
                r += [R("list-item", n, n, 118, y, 300, 72, desc=f"{v} · {pub}"), R("label", "", d, 170, y + 26, 240, 18)]
                y += 74
            r.append(R("tree-item", "RECOMMENDED", "RECOMMENDED", 118, y, 300, 22, desc="collapsed"))
            return r
        for n, pub, v, d, inst_n in market:
            is_in = (n == "Even Better TOML") or (n == "rust-analyzer" and st["ra"])
            vv = "v" + st["ver"] if n == "rust-analyzer" and st["ra"] else v
            r += [R("list-item", n, n, 118, y, 300, 72, desc=f"{vv} · {pub} · {inst_n} installs"), R("label", "", d, 170, y + 26, 240, 18)]
            r.append(R("push-button", "Manage" if is_in else "Install", "", 350, y + 48, 60 if not is_in else 22, 20))
            y += 74
        return r

    def status() -> list[str]:
        s = ["main", "0↓ 0↑", "0 errors, 0 warnings"]
        if tabs and tabs[-1] == "main.rs":
            s += ["Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "Rust"]
        if st["ra"]:
            s.append("rust-analyzer")
        return s + ["Notifications"]

    def details() -> list[str]:
        return [R("heading", "rust-analyzer", "rust-analyzer", 560, 120, 300, 30), R("link", "The Rust Programming Language", "The Rust Programming Language", 560, 156, 260, 20),
                R("label", "", "rust-lang.org", 830, 156, 120, 20), R("label", "", "4,312,905", 970, 156, 90, 20), R("label", "", "(98)", 1080, 156, 60, 20),
                R("label", "", "Rust language support for Visual Studio Code", 560, 184, 500, 20),
                R("push-button", "Disable", "", 560, 214, 80, 26), R("push-button", "Uninstall", "", 646, 214, 90, 26),
                R("check-box", "Auto Update", "Auto Update", 746, 218, 110, 20, desc="checked"),
                R("page-tab", "DETAILS", "", 430, 262, 80, 26, desc="selected"), R("page-tab", "FEATURES", "", 514, 262, 90, 26),
                R("page-tab", "CHANGELOG", "", 608, 262, 100, 26),
                R("heading", "rust-analyzer", "rust-analyzer", 440, 310, 400, 34),
                R("paragraph", "", "This extension provides support for the Rust programming language. It is recommended over and replaces rust-lang.rust.", 440, 356, 1100, 40),
                R("heading", "Installation", "Installation", 1580, 310, 200, 22),
                R("label", "", "Identifier", 1580, 340, 100, 18), R("label", "", "rust-lang.rust-analyzer", 1690, 340, 220, 18),
                R("label", "", "Version", 1580, 362, 100, 18), R("label", "", st["ver"], 1690, 362, 220, 18),
                R("label", "", "Last Updated", 1580, 384, 100, 18), R("label", "", "2024-03-18, 10:41:07", 1690, 384, 220, 18),
                R("label", "", "Size", 1580, 406, 100, 18), R("label", "", "26.14 MB", 1690, 406, 220, 18),
                R("heading", "Marketplace", "Marketplace", 1580, 440, 200, 22),
                R("label", "", "Published", 1580, 470, 100, 18), R("label", "", "2019-11-04, 11:11:24", 1690, 470, 220, 18),
                R("label", "", "Last Released", 1580, 492, 100, 18), R("label", "", "2024-03-18, 09:23:51", 1690, 492, 220, 18),
                R("heading", "Categories", "Categories", 1580, 526, 200, 22), R("push-button", "Programming Languages", "", 1580, 552, 170, 22),
                R("push-button", "Formatters", "", 1756, 552, 90, 22)]

    def settings_ui() -> list[str]:
        r = [R("entry", "Search settings", st.get("sq", ""), 440, 110, 1060, 30), R("page-tab", "User", "", 440, 150, 60, 26, desc="selected"),
             R("page-tab", "Workspace", "", 506, 150, 90, 26), R("push-button", "Open Settings (JSON)", "", 1860, 66, 28, 28)]
        if st.get("sq"):
            r.append(R("label", "", "3 Settings Found", 1380, 116, 120, 20))
            items = [("Editor: Tab Size", "The number of spaces a tab is equal to. This setting is overridden based on the file contents when `#editor.detectIndentation#` is on.", "spin-button", str(st["tab"]), st["tab"] != 4),
                     ("Editor: Detect Indentation", "Controls whether `#editor.tabSize#` and `#editor.insertSpaces#` will be automatically detected when a file is opened based on the file contents.", "check-box", "checked", False),
                     ("Editor: Insert Spaces", "Insert spaces when pressing `Tab`. This setting is overridden based on the file contents when `#editor.detectIndentation#` is on.", "check-box", "checked", False)]
        else:
            items = [("Files: Auto Save", "Controls auto save of editors that have unsaved changes.", "combo-box", "off", False),
                     ("Editor: Font Size", "Controls the font size in pixels.", "spin-button", "14", False),
                     ("Editor: Font Family", "Controls the font family.", "entry", "'Droid Sans Mono', 'monospace', monospace", False),
                     ("Editor: Tab Size", "The number of spaces a tab is equal to. This setting is overridden based on the file contents when `#editor.detectIndentation#` is on.", "spin-button", str(st["tab"]), st["tab"] != 4),
                     ("Editor: Render Whitespace", "Controls how the editor should render whitespace characters.", "combo-box", "selection", False),
                     ("Editor: Cursor Style", "Controls the cursor style.", "combo-box", "line", False),
                     ("Editor: Multi Cursor Modifier", "The modifier to be used to add multiple cursors with the mouse.", "combo-box", "alt", False),
                     ("Editor: Word Wrap", "Controls how lines should wrap.", "combo-box", "off", False)]
            r += [R("tree-item", t, t, 440, 196 + 26 * i, 220, 24, desc="selected" if i == 0 else "") for i, t in enumerate(
                ["Commonly Used", "Text Editor", "Workbench", "Window", "Features", "Application", "Security", "Extensions"])]
        y = 196
        for n, d, tag, v, mod in items:
            r += [R("heading", n, n, 700, y, 600, 22, desc="Modified in User" if mod else ""), R("label", "", d, 700, y + 24, 900, 36)]
            r.append(R(tag, n, "" if tag == "check-box" else v, 700, y + 64, 200 if tag != "entry" else 500, 26, desc=v if tag == "check-box" else ""))
            y += 104
        return r

    def explorer() -> list[str]:
        r = [R("heading", "EXPLORER", "EXPLORER", 122, 66, 200, 22), R("tree-item", "SENSOR-GATEWAY", "SENSOR-GATEWAY", 118, 96, 300, 22, desc="expanded")]
        for i, (n, d) in enumerate([(".cargo", 1), ("src", 1), ("config.rs", 2), ("main.rs", 2), ("modbus.rs", 2), ("mqtt.rs", 2), ("tests", 1),
                                    (".gitignore", 1), ("Cargo.lock", 1), ("Cargo.toml", 1), ("README.md", 1)]):
            r.append(R("tree-item", n, n, 118 + 16 * d, 120 + 22 * i, 300 - 16 * d, 22, desc="selected" if n == "main.rs" else ""))
        return r

    main_rs = ["use std::time::Duration;", "", "mod config;", "mod modbus;", "mod mqtt;", "", "#[tokio::main]",
               "async fn main() -> anyhow::Result<()> {", '    let cfg = config::load("gateway.toml")?;',
               "    let client = mqtt::connect(&cfg.broker).await?;", "    loop {",
               "        let frame = modbus::poll(&cfg.device, Duration::from_millis(cfg.poll_ms)).await?;",
               "        client.publish(&cfg.topic, frame.to_json()).await?;", "    }", "}"]

    def scr(k: int, act: int, side: list[str], editor: list[str], active: int | None) -> str:
        return screen(clocks[k], "Visual Studio Code", vscode(folder, act, side, tabs, active, editor, status()))

    welcome = [R("heading", "", "Visual Studio Code", 900, 300, 400, 40), R("label", "", "Editing evolved", 900, 350, 300, 24)]
    state = scr(0, 0, explorer(), welcome, None)
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'x')"), scr(1, 4, ext_side(), welcome, None)))
    st["q"] = "rust-analyzer"
    turns.append((code("pyautogui.write('rust-analyzer')"), scr(2, 4, ext_side(), welcome, None)))
    st["ra"] = True
    turns.append((code("pyautogui.click(380, 192)  # Install rust-analyzer"), scr(3, 4, ext_side(), welcome, None)))
    st["ver"] = "0.3.1850"
    tabs.append("Extension: rust-analyzer")
    turns.append((code("pyautogui.click(250, 150)  # rust-analyzer"), scr(4, 4, ext_side(), details(), 0)))
    tabs.append("Settings")
    turns.append((code("pyautogui.hotkey('ctrl', ',')"), scr(5, 4, ext_side(), settings_ui(), 1)))
    st["sq"] = "tab size"
    turns.append((code("pyautogui.write('tab size')"), scr(6, 4, ext_side(), settings_ui(), 1)))
    st["tab"] = 2
    turns.append((code("pyautogui.tripleClick(800, 273)  # Editor: Tab Size\npyautogui.write('2')\npyautogui.press('tab')"), scr(7, 4, ext_side(), settings_ui(), 1)))
    tabs.append("settings.json")
    sjson[5] = sjson[5] + ","
    sjson.insert(6, '    "editor.tabSize": 2')
    turns.append((code("pyautogui.click(1874, 80)  # Open Settings (JSON)"), scr(8, 4, ext_side(), code_lines(sjson), 2)))
    st["q"] = ""
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'x')\npyautogui.click(260, 110)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')"),
                  scr(9, 4, ext_side(), code_lines(sjson), 2)))
    tabs.append("main.rs")
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'e')\npyautogui.click(260, 197)  # src/main.rs"), scr(10, 0, explorer(), code_lines(main_rs), 3)))
    rs.add("os", "h60-os-09", system("In VS Code, install the rust-analyzer extension and check its version, then set the editor tab size to 2 in the user settings and open src/main.rs."),
           turns, state=state, bad=True, turn=4,
           kind="rust-analyzer installed as v0.3.1868 shows Version 0.3.1850 on its details page, with no update in between.")


# ---------------------------------------------------------------------------------------------
# 13  VS Code: source control (clean; staging, commit, push, discard)

def t13(rs: RowSet) -> None:
    folder = "tide-gauge-etl"
    changes = [["README.md", "", "M"], ["noaa_client.py", "src/ingest", "U"], ["parse.py", "src/ingest", "M"], ["test_parse.py", "tests", "M"]]
    staged: list[list[str]] = []
    st = {"msg": "", "ahead": 0, "term": None}
    clocks = ["Jun 3  16:44", "Jun 3  16:44", "Jun 3  16:45", "Jun 3  16:45", "Jun 3  16:46", "Jun 3  16:46", "Jun 3  16:47",
              "Jun 3  16:48", "Jun 3  16:48", "Jun 3  16:49"]
    tabs = ["parse.py"]
    parse = ["import math", "from datetime import datetime, timezone", "", "from .models import Reading", "", "",
             "def parse_station(rows, station_id):", '    """Turn raw NOAA rows into Reading objects, skipping gaps."""', "    out = []",
             "    for row in rows:", '        value = row.get("v")', '        if value in (None, "", "NaN"):', "            continue",
             "        ts = datetime.strptime(row[\"t\"], \"%Y-%m-%d %H:%M\").replace(tzinfo=timezone.utc)",
             "        out.append(Reading(station_id, ts, float(value)))", "    return out"]

    def scm() -> list[str]:
        r = [R("heading", "SOURCE CONTROL", "SOURCE CONTROL", 122, 66, 200, 22),
             R("entry", "Source Control Input", st["msg"], 122, 96, 290, 28, desc="Message (Ctrl+Enter to commit on 'main')")]
        if st["ahead"] and not staged:
            r.append(R("push-button", f"Sync Changes {st['ahead']}↑", "", 122, 130, 290, 28))
        else:
            r.append(R("push-button", "Commit", "", 122, 130, 260, 28))
        y = 166
        for title, lst in (("Staged Changes", staged), ("Changes", changes)):
            if not lst:
                continue
            r.append(R("tree-item", title, title, 118, y, 300, 22, desc=f"{len(lst)}"))
            y += 22
            for n, p, s in lst:
                r.append(R("tree-item", n, n, 134, y, 284, 22, desc=f"{p} {s}".strip()))
                y += 22
        return r

    def status() -> list[str]:
        dirty = "*" if changes or staged else ""
        return [f"main{dirty}", f"0↓ {st['ahead']}↑", "0 errors, 0 warnings", "Ln 12, Col 1", "Spaces: 4", "UTF-8", "LF", "Python", "3.11.7 ('.venv': venv)", "Notifications"]

    def term() -> list[str] | None:
        if st["term"] is None:
            return None
        r = [R("page-tab", "TERMINAL", "", 430, 760, 80, 22, desc="selected"), R("page-tab", "PROBLEMS", "", 516, 760, 80, 22),
             R("page-tab", "OUTPUT", "", 602, 760, 70, 22), R("terminal", "Terminal 1, bash", "", 430, 786, 1480, 260)]
        for i, ln in enumerate(st["term"][-12:]):
            r.append(R("paragraph", "", ln, 436, 790 + 19 * i, 1460, 19))
        return r

    def scr(k: int, extra: list[str] | None = None, act: int = 2) -> str:
        n = len(changes) + len(staged)
        return screen(clocks[k], "Visual Studio Code", vscode(folder, act, scm(), tabs, 0, code_lines(parse), status(), n, term(), extra))

    prompt = "mireille@ubuntu:~/projects/tide-gauge-etl$"
    exp = [R("heading", "EXPLORER", "EXPLORER", 122, 66, 200, 22), R("tree-item", "TIDE-GAUGE-ETL", "TIDE-GAUGE-ETL", 118, 96, 300, 22)]
    state = screen(clocks[0], "Visual Studio Code", vscode(folder, 0, exp, tabs, 0, code_lines(parse), status(), 4))
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"), scr(1)))
    staged.append(changes.pop(2))
    turns.append((code("pyautogui.moveTo(300, 243)\npyautogui.click(398, 243)  # Stage Changes: parse.py"), scr(2)))
    staged.append(changes.pop(2))
    turns.append((code("pyautogui.moveTo(300, 287)\npyautogui.click(398, 287)  # Stage Changes: test_parse.py"), scr(3)))
    st["msg"] = "Handle missing tide readings in parse_station()"
    turns.append((code("pyautogui.click(266, 110)\npyautogui.write('Handle missing tide readings in parse_station()')"), scr(4)))
    staged.clear()
    st["msg"], st["ahead"] = "", 1
    turns.append((code("pyautogui.hotkey('ctrl', 'enter')"), scr(5)))
    st["term"] = [f"{prompt} git log --oneline -3", "e4a91c7 (HEAD -> main) Handle missing tide readings in parse_station()",
                  "3b07d2f (origin/main, origin/HEAD) Add NOAA station metadata cache", "91cc0e4 Pin pandas<2.3 for the CI image", prompt]
    turns.append((code("pyautogui.hotkey('ctrl', '`')\npyautogui.write('git log --oneline -3\\n')"), scr(6)))
    st["ahead"] = 0
    turns.append((code("pyautogui.click(266, 144)  # Sync Changes 1↑\npyautogui.click(1010, 560)  # OK"), scr(7)))
    st["term"][-1] = f"{prompt} git status -sb"
    st["term"] += ["## main...origin/main", " M README.md", "?? src/ingest/noaa_client.py", prompt]
    turns.append((code("pyautogui.click(900, 900)\npyautogui.write('git status -sb\\n')"), scr(8)))
    changes.pop(0)
    turns.append((code("pyautogui.moveTo(300, 199)\npyautogui.click(376, 199)  # Discard Changes: README.md\npyautogui.click(1010, 560)  # Discard File"), scr(9)))
    rs.add("os", "h60-os-13", system("In VS Code's Source Control view, commit only the parse_station() fix (src/ingest/parse.py and tests/test_parse.py) with a clear message, push it, and discard the stray README.md edit."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# Files (Nautilus 42)

PLACES = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]


def nautilus(title: str, path: list[str], marks: list[str], cur: str, cols: list[str], rows: list[list[str]],
             floating: str | None = None, grid: bool = False, extra: list[str] | None = None) -> list[str]:
    b = [R("frame", title, "", 70, 27, 1850, 1053),
         R("push-button", "Back", "", 330, 34, 34, 34), R("push-button", "Forward", "", 366, 34, 34, 34)]
    x = 410
    for p in path:
        b.append(R("push-button", p, "", x, 34, 9 * len(p) + 30, 34))
        x += 9 * len(p) + 32
    b += [R("toggle-button", "Search", "", 1700, 34, 34, 34), R("push-button", "View options", "", 1738, 34, 34, 34),
          R("toggle-button", "View as Grid" if not grid else "View as List", "", 1776, 34, 34, 34),
          R("push-button", "Main menu", "", 1814, 34, 34, 34)]
    y = 80
    for p in PLACES + marks:
        b.append(R("list-item", p, p, 74, y, 250, 34, desc="selected" if p == cur else ""))
        y += 36
        if p == "Trash":
            y += 8
    b.append(R("list-item", "Other Locations", "Other Locations", 74, y + 8, 250, 34))
    if grid:
        for i, r in enumerate(rows):
            b.append(R("icon", r[0], r[0], 340 + 140 * (i % 10), 90 + 150 * (i // 10), 128, 140))
    else:
        cx = 340
        widths = {"Name": 760, "Size": 160, "Modified": 200, "Original Location": 300, "Trashed On": 200}
        for c in cols:
            b.append(R("table-column-header", c, c, cx, 76, widths[c], 32))
            cx += widths[c]
        for i, r in enumerate(rows):
            cx = 340
            for c, v in zip(cols, r):
                b.append(R("table-cell", "", v, cx, 110 + 40 * i, widths[c], 40))
                cx += widths[c]
    if floating:
        b.append(R("label", "", floating, 1560, 1040, 340, 30))
    return b + (extra or [])


# ---------------------------------------------------------------------------------------------
# 11  Files: rename, trash, restore (bad: the renamed file shows under its old name again)

def t11(rs: RowSet) -> None:
    files = {"figures": ("12 items", "Mar 6"), "letters_of_support": ("4 items", "Mar 11"),
             "budget_justification.xlsx": ("48.2 kB", "10:14"), "draft_v1.odt": ("91.3 kB", "Mar 4"),
             "draft_v2.odt": ("96.7 kB", "Yesterday"), "old_notes.txt": ("3.1 kB", "Feb 27"),
             "reviewer_comments.pdf": ("512.9 kB", "Mar 9"), "timeline.png": ("214.0 kB", "Mar 6")}
    hidden = {".latexmkrc": ("212 bytes", "Mar 1")}
    trash = {"screenshot_2024-02-20.png": ("388.6 kB", "/home/mireille/Pictures", "Feb 21")}
    st = {"hidden": False}
    clocks = ["Mar 13  11:02", "Mar 13  11:03", "Mar 13  11:03", "Mar 13  11:04", "Mar 13  11:05", "Mar 13  11:05",
              "Mar 13  11:06", "Mar 13  11:06", "Mar 13  11:07", "Mar 13  11:08", "Mar 13  11:08", "Mar 13  11:09"]
    marks = ["grant_2024", "hydro-model"]
    figs = [("fig1_study_area.png", "1.2 MB", "Mar 6"), ("fig1_study_area.svg", "486.0 kB", "Mar 6"), ("fig2_timeseries.pdf", "92.4 kB", "Mar 5"),
            ("fig2_timeseries.png", "301.8 kB", "Mar 5"), ("fig3_budget_split.pdf", "41.0 kB", "Mar 4"), ("fig3_budget_split.png", "118.3 kB", "Mar 4"),
            ("fig4_workplan_gantt.pdf", "66.9 kB", "Mar 6"), ("fig4_workplan_gantt.png", "210.5 kB", "Mar 6"), ("fig5_partners_map.png", "2.4 MB", "Feb 29"),
            ("logo_uni.svg", "18.2 kB", "Feb 12"), ("logo_funder.png", "44.7 kB", "Feb 12"), ("make_figures.py", "7.9 kB", "Mar 6")]

    def listing() -> list[list[str]]:
        allf = dict(files)
        if st["hidden"]:
            allf.update(hidden)
        dirs = sorted([n for n, v in allf.items() if v[0].endswith("items")], key=str.lower)
        fl = sorted([n for n, v in allf.items() if not v[0].endswith("items")], key=lambda n: n.lstrip(".").lower())
        return [[n, allf[n][0], allf[n][1]] for n in dirs + fl]

    def grant(k: int, floating: str | None = None, extra: list[str] | None = None) -> str:
        return screen(clocks[k], "Files", nautilus("grant_2024", ["Home", "Documents", "grant_2024"], marks, "grant_2024",
                                                    ["Name", "Size", "Modified"], listing(), floating, extra=extra))

    def row_y(name: str) -> int:
        return 130 + 40 * [r[0] for r in listing()].index(name)

    state = grant(0)
    turns = []
    pop = [R("dialog", "Rename File", "", 560, row_y("draft_v2.odt") + 20, 420, 120), R("label", "", "File Name", 580, row_y("draft_v2.odt") + 34, 200, 20),
           R("entry", "File Name", "draft_v2.odt", 580, row_y("draft_v2.odt") + 60, 300, 34, desc="selection: draft_v2"),
           R("push-button", "Rename", "", 890, row_y("draft_v2.odt") + 60, 80, 34)]
    turns.append((code(f"pyautogui.click(600, {row_y('draft_v2.odt')})\npyautogui.press('f2')"), grant(1, "“draft_v2.odt” selected (96.7 kB)", pop)))
    files["proposal_final.odt"] = files.pop("draft_v2.odt")
    turns.append((code("pyautogui.write('proposal_final')\npyautogui.press('enter')"), grant(2, "“proposal_final.odt” selected (96.7 kB)")))
    y1 = row_y("draft_v1.odt")
    del files["draft_v1.odt"]
    trash["draft_v1.odt"] = ("91.3 kB", "/home/mireille/Documents/grant_2024", "11:03")
    toast = [R("alert", "", "“draft_v1.odt” moved to trash", 760, 980, 400, 48), R("push-button", "Undo", "", 1080, 990, 70, 30)]
    turns.append((code(f"pyautogui.click(600, {y1})\npyautogui.press('delete')"), grant(3, None, toast)))
    y2 = row_y("old_notes.txt")
    del files["old_notes.txt"]
    trash["old_notes.txt"] = ("3.1 kB", "/home/mireille/Documents/grant_2024", "11:04")
    toast = [R("alert", "", "“old_notes.txt” moved to trash", 760, 980, 400, 48), R("push-button", "Undo", "", 1080, 990, 70, 30)]
    turns.append((code(f"pyautogui.click(600, {y2})\npyautogui.press('delete')"), grant(4, None, toast)))

    def trash_view(k: int) -> str:
        rows = [[n, v[0], v[1], v[2]] for n, v in sorted(trash.items(), key=lambda kv: kv[0].lower())]
        ex = [R("push-button", "Empty…", "", 1760, 80, 90, 30), R("label", "", "Trash", 340, 86, 100, 20)]
        return screen(clocks[k], "Files", nautilus("Trash", ["Trash"], marks, "Trash", ["Name", "Size", "Original Location", "Trashed On"], rows, extra=ex))

    turns.append((code("pyautogui.click(199, 421)  # Trash"), trash_view(5)))
    files["old_notes.txt"] = ("3.1 kB", "Feb 27")
    del trash["old_notes.txt"]
    turns.append((code("pyautogui.rightClick(600, 170)  # old_notes.txt\npyautogui.click(680, 176)  # Restore From Trash"), trash_view(6)))
    turns.append((code("pyautogui.hotkey('alt', 'left')"), grant(7)))
    figrows = [list(f) for f in figs]
    turns.append((code("pyautogui.doubleClick(600, 130)  # figures"),
                  screen(clocks[8], "Files", nautilus("figures", ["Home", "Documents", "grant_2024", "figures"], marks, "", ["Name", "Size", "Modified"], figrows))))
    files["draft_v2.odt"] = files.pop("proposal_final.odt")
    turns.append((code("pyautogui.hotkey('alt', 'left')"), grant(9)))
    st["hidden"] = True
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), grant(10)))
    turns.append((code(f"pyautogui.click(600, {row_y('timeline.png')})"), grant(11, "“timeline.png” selected (214.0 kB)")))
    rs.add("os", "h60-os-11", system("In ~/Documents/grant_2024, rename draft_v2.odt to proposal_final.odt, move draft_v1.odt and old_notes.txt to the trash, then restore old_notes.txt and check the folder."),
           turns, state=state, bad=True, turn=9,
           kind="draft_v2.odt, renamed to proposal_final.odt at turn 2 (and shown so at turn 7), is listed under its old name draft_v2.odt again after only opening figures and going back.")


# ---------------------------------------------------------------------------------------------
# 19  Files: sidebar bookmarks (clean; bookmark added, renamed, another removed, live log grows)

def t19(rs: RowSet) -> None:
    marks = ["grant_2024", "hydro-model", "Shared (smb)"]
    outs = {"plots": ("24 items", "May 20"), "run_0417.log": ("2.3 MB", "May 17"), "run_0417.nc": ("486.2 MB", "May 17"),
            "run_0418.log": ("2.2 MB", "May 18"), "run_0418.nc": ("479.9 MB", "May 18"), "run_0419.lock": ("6 bytes", "14:05"),
            "run_0419.log": ("1.2 MB", "14:31"), "summary_runs.csv": ("18.4 kB", "May 18")}
    sizes = {"plots": 10 ** 12, "run_0417.log": 2.3e6, "run_0417.nc": 486.2e6, "run_0418.log": 2.2e6, "run_0418.nc": 479.9e6,
             "run_0419.lock": 6, "run_0419.log": 1.2e6, "summary_runs.csv": 18.4e3}
    clocks = ["May 21  14:31", "May 21  14:32", "May 21  14:33", "May 21  14:34", "May 21  14:36", "May 21  14:36", "May 21  14:37", "May 21  14:38"]
    home = [["Desktop", "3 items", "May 2"], ["Documents", "18 items", "May 20"], ["Downloads", "41 items", "May 21"], ["Music", "0 items", "Feb 14"],
            ["Pictures", "212 items", "May 19"], ["Projects", "6 items", "May 14"], ["Public", "0 items", "Feb 14"], ["snap", "4 items", "Apr 30"],
            ["Templates", "2 items", "Feb 14"], ["Videos", "7 items", "Apr 3"]]
    st = {"sort": "name", "grid": False}

    def rows() -> list[list[str]]:
        names = sorted(outs, key=lambda n: (0 if n == "plots" else 1, -sizes[n] if st["sort"] == "size" else 0, n))
        return [[n, outs[n][0], outs[n][1]] for n in names]

    def out(k: int, cur: str, extra: list[str] | None = None) -> str:
        return screen(clocks[k], "Files", nautilus("outputs", ["Home", "Projects", "hydro-model", "outputs"], marks, cur,
                                                   ["Name", "Size", "Modified"], rows(), grid=st["grid"], extra=extra))

    state = out(0, "")
    turns = []
    marks.append("outputs")
    turns.append((code("pyautogui.hotkey('ctrl', 'd')"), out(1, "outputs")))
    marks[-1] = "hydro outputs"
    turns.append((code("pyautogui.rightClick(199, 573)  # outputs bookmark\npyautogui.click(260, 640)  # Rename…\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('hydro outputs')\npyautogui.press('enter')"),
                  out(2, "hydro outputs")))
    turns.append((code("pyautogui.click(199, 169)  # Home"),
                  screen(clocks[3], "Files", nautilus("Home", ["Home"], marks, "Home", ["Name", "Size", "Modified"], home))))
    outs["run_0419.log"] = ("1.4 MB", "14:36")
    sizes["run_0419.log"] = 1.4e6
    turns.append((code("pyautogui.click(199, 573)  # hydro outputs"), out(4, "hydro outputs")))
    marks.remove("grant_2024")
    turns.append((code("pyautogui.rightClick(199, 465)  # grant_2024\npyautogui.click(260, 560)  # Remove from Bookmarks"), out(5, "hydro outputs")))
    st["grid"] = True
    turns.append((code("pyautogui.hotkey('ctrl', '2')"), out(6, "hydro outputs")))
    st["sort"] = "size"
    menu = [R("menu", "View options", "", 1600, 72, 260, 240)] + [R("radio-menu-item", t, t, 1608, 84 + 34 * i, 244, 30, desc="checked" if t == "Size" else "")
                                                              for i, t in enumerate(["A-Z", "Z-A", "Last Modified", "First Modified", "Size", "Type"])]
    turns.append((code("pyautogui.click(1755, 51)  # View options\npyautogui.click(1700, 237)  # Size"), out(7, "hydro outputs", menu)))
    rs.add("os", "h60-os-19", system("In Files, bookmark ~/Projects/hydro-model/outputs as 'hydro outputs', remove the old grant_2024 bookmark, and show the outputs folder as a grid sorted by size while run 0419 is still writing its log."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# 16  Text Editor: append, replace all, save, undo (clean)

def t16(rs: RowSet) -> None:
    lines = ["# Deploy checklist – gateway v2.8.0", "", "- [x] freeze main at tag v2.8.0-rc3", "- [x] run integration suite on staging",
             "- [x] snapshot staging DB (pg_dump, 14.2 GB)", "- [ ] drain staging workers before cutover",
             "- [ ] lower DNS TTL to 300 s (edge-01, edge-02)", "- [ ] promote staging image to prod registry",
             "- [ ] run smoke tests: /healthz, /v2/ingest, /v2/query", "- [ ] notify #ops-announce 30 min before",
             "- [ ] watch error budget dashboard for 1 h", "- [ ] restore DNS TTL to 3600 s", "", "rollback: ./scripts/rollback.sh v2.7.4", ""]
    st = {"mod": False, "ln": "Ln 1, Col 1", "bar": None}
    clocks = ["Jun 10  09:12", "Jun 10  09:12", "Jun 10  09:13", "Jun 10  09:14", "Jun 10  09:14", "Jun 10  09:15", "Jun 10  09:15"]

    def scr(k: int) -> str:
        b = [R("frame", ("•" if st["mod"] else "") + "deploy_checklist.txt (~/ops) - Text Editor", "", 70, 27, 1850, 1053),
             R("push-button", "Open", "", 80, 34, 80, 34), R("push-button", "New Tab", "", 164, 34, 34, 34),
             R("label", "", ("•" if st["mod"] else "") + "deploy_checklist.txt", 900, 32, 200, 20), R("label", "", "~/ops", 950, 52, 100, 16),
             R("push-button", "Save", "", 1740, 34, 80, 34), R("push-button", "Main Menu", "", 1824, 34, 34, 34)]
        top = 80
        if st["bar"]:
            q, rep, cnt = st["bar"]
            b += [R("entry", "Search", q, 1300, 80, 360, 32), R("label", "", cnt, 1600, 86, 60, 20),
                  R("push-button", "Move to previous match", "", 1664, 80, 32, 32), R("push-button", "Move to next match", "", 1698, 80, 32, 32),
                  R("entry", "Replace", rep, 1300, 116, 360, 32), R("push-button", "Replace", "", 1664, 116, 80, 32),
                  R("push-button", "Replace All", "", 1748, 116, 100, 32), R("push-button", "Close", "", 1852, 80, 32, 32)]
            top = 156
        for i, ln in enumerate(lines):
            b.append(R("paragraph", "", ln, 80, top + 22 * i, 1820, 22))
        b += [R("label", "", st["ln"], 1640, 1050, 120, 22), R("push-button", "Plain Text", "", 1500, 1050, 110, 22),
              R("push-button", "Tab Width 8", "", 1770, 1050, 110, 22)]
        return screen(clocks[k], "Text Editor", b)

    def count(q: str) -> int:
        return sum(ln.count(q) for ln in lines)

    state = scr(0)
    turns = []
    st["ln"] = f"Ln {len(lines)}, Col 1"
    turns.append((code("pyautogui.hotkey('ctrl', 'end')"), scr(1)))
    lines.insert(len(lines) - 1, "- [ ] rotate TLS cert on edge-02 (expires 2024-07-02)")
    st["mod"], st["ln"] = True, f"Ln {len(lines)}, Col 1"
    turns.append((code("pyautogui.write('- [ ] rotate TLS cert on edge-02 (expires 2024-07-02)\\n')"), scr(2)))
    n = count("staging")
    st["bar"] = ("staging", "", f"1 of {n}")
    st["ln"] = "Ln 4, Col 38"
    turns.append((code("pyautogui.hotkey('ctrl', 'h')\npyautogui.write('staging')"), scr(3)))
    before = list(lines)
    lines[:] = [ln.replace("staging", "stage-eu") for ln in lines]
    st["bar"] = ("staging", "stage-eu", f"0 of {count('staging')}")
    st["ln"] = "Ln 8, Col 15"
    turns.append((code("pyautogui.click(1480, 132)\npyautogui.write('stage-eu')\npyautogui.click(1798, 132)  # Replace All"), scr(4)))
    st["mod"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), scr(5)))
    lines[:] = before
    st["mod"], st["ln"] = True, "Ln 4, Col 31"
    st["bar"] = ("staging", "stage-eu", f"0 of {count('staging')}")
    turns.append((code("pyautogui.click(700, 300)  # back into the text\npyautogui.hotkey('ctrl', 'z')"), scr(6)))
    rs.add("os", "h60-os-16", system("In Text Editor, add a checklist item for rotating the edge-02 TLS certificate to deploy_checklist.txt, try renaming 'staging' to 'stage-eu' throughout, save, then undo the rename."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# Thunderbird 115

ACCOUNT = "mireille.okonkwo@fastmail.example"


def thunderbird(tabs: list[str], active: int, body: list[str], status: str = "", extra: list[str] | None = None) -> list[str]:
    b = [R("frame", f"{tabs[active]} - Mozilla Thunderbird", "", 70, 27, 1850, 1053)]
    for i, t in enumerate(tabs):
        b.append(R("page-tab", t, "", 130 + 240 * i, 30, 236, 36, desc="selected" if i == active else ""))
    b += [R("push-button", "Get Messages", "", 80, 72, 120, 32), R("push-button", "New Message", "", 206, 72, 120, 32),
          R("push-button", "Tag", "", 332, 72, 60, 32), R("push-button", "Quick Filter", "", 398, 72, 110, 32),
          R("entry", "Search <Ctrl+K>", "", 1300, 72, 440, 32), R("push-button", "AppMenu", "", 1870, 72, 34, 32)]
    for i, t in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"]):
        b.append(R("push-button", t, "", 74, 120 + 48 * i, 40, 44, desc="selected" if (t == "Address Book") == tabs[active].startswith("Address") and t in ("Mail", "Address Book") else ""))
    b += body + (extra or [])
    if status:
        b.append(R("label", "", status, 1600, 1054, 300, 22))
    return b


# ---------------------------------------------------------------------------------------------
# 14  Thunderbird address book (bad: the contact created at turn 3 is missing from its book later)

def t14(rs: RowSet) -> None:
    personal = {"Amara Delacroix": ("amara.delacroix@northwind-bio.com", "+33 6 12 48 90 17"),
                "Benedikt Hruska": ("b.hruska@fz-juelich.example", "+49 2461 61-4471"),
                "Carmen Villalobos": ("cvillalobos@ucsd.example.edu", "+1 858 555 0137"),
                "Fenna de Groot": ("fenna@degroot-design.nl", "+31 6 4412 0983"),
                "Ibrahim Sesay": ("isesay@freetown-health.org", "+232 76 555 214"),
                "Lorenzo Bianchi": ("lorenzo.bianchi@polimi.example.it", "+39 02 2399 5512"),
                "Malia Fonoti": ("mfonoti@pacificgrid.co.nz", "+64 21 555 0193"),
                "Rohan Mehta": ("rohan.mehta@gmail.com", "+91 98201 44718"),
                "Tove Lindahl": ("tove.lindahl@kth.example.se", "+46 8 790 6612")}
    collected = {"Remi Okafor": "remi.okafor@tidewater-health.example", "Dana Whitfield": "dana.whitfield@corvid-labs.example",
                 "billing@hetzner.com": "billing@hetzner.com", "GitHub": "noreply@github.com", "Figma": "accounts@figma.com",
                 "Jonas Ek": "jonas.ek@smhi.example.se", "Prof. Anders Lindqvist": "a.lindqvist@uu.example.se",
                 "Finance Office": "finance-office@corvid-labs.example", "EGU Events": "events@egu.example.eu",
                 "Hannah Oduya": "hoduya@kemri.example.org", "Zoom": "no-reply@zoom.us", "Luis Carrasco": "lcarrasco@uchile.example.cl",
                 "Discourse": "digest@discuss.hydrology.example", "Aiyana Redcloud": "aredcloud@usgs.example.gov"}
    clocks = ["Mar 27  15:10", "Mar 27  15:10", "Mar 27  15:11", "Mar 27  15:12", "Mar 27  15:12", "Mar 27  15:13",
              "Mar 27  15:13", "Mar 27  15:14", "Mar 27  15:15", "Mar 27  15:15"]
    tabs = ["Inbox", "Address Book"]

    def ab(book: str, q: str = "", card: list[str] | None = None) -> list[str]:
        b = [R("push-button", "New Address Book", "", 130, 120, 160, 32), R("push-button", "New Contact", "", 296, 120, 120, 32),
             R("push-button", "New List", "", 422, 120, 100, 32), R("push-button", "Import", "", 528, 120, 90, 32)]
        for i, n in enumerate(["All Address Books", "Personal Address Book", "Collected Addresses"]):
            b.append(R("tree-item", n, n, 130, 170 + 36 * i, 300, 34, desc="selected" if n == book else ""))
        b += [R("entry", f"Search {book}", q, 450, 170, 460, 32), R("push-button", "List options", "", 916, 170, 34, 32)]
        if book == "Personal Address Book":
            people = [(n, e) for n, (e, _) in personal.items()]
        elif book == "Collected Addresses":
            people = list(collected.items())
        else:
            people = [(n, e) for n, (e, _) in personal.items()] + list(collected.items())
        people = sorted([p for p in people if q.lower() in (p[0] + p[1]).lower()], key=lambda p: p[0].lower())
        for i, (n, e) in enumerate(people[:20]):
            b.append(R("list-item", n, n, 450, 214 + 40 * i, 500, 38, desc=e))
        if not people:
            b.append(R("label", "", "No contacts found", 560, 260, 200, 22))
        return b + (card or [R("label", "", "No contact selected", 1300, 500, 200, 22)])

    def card(n: str) -> list[str]:
        e, ph = personal[n]
        return [R("heading", n, n, 1060, 200, 500, 34), R("label", "", "Personal Address Book", 1060, 240, 300, 20),
                R("push-button", "Edit", "", 1780, 200, 80, 32), R("push-button", "Write", "", 1690, 200, 80, 32),
                R("heading", "Email Addresses", "Email Addresses", 1060, 300, 300, 22), R("link", e, e, 1080, 328, 400, 20),
                R("heading", "Phone Numbers", "Phone Numbers", 1060, 374, 300, 22), R("label", "", ph, 1080, 402, 300, 20)]

    def scr(k: int, body: list[str]) -> str:
        return screen(clocks[k], "Thunderbird Mail", thunderbird(tabs, 1, body))

    state = scr(0, ab("Personal Address Book"))
    turns = []

    def form(vals: dict[str, str]) -> list[str]:
        r = [R("heading", "", "New Contact", 1060, 200, 300, 30)]
        for i, f in enumerate(["First Name", "Last Name", "Display Name", "Nickname"]):
            r.append(R("entry", f, vals.get(f, ""), 1060 + 300 * (i % 2), 250 + 60 * (i // 2), 280, 32))
        r += [R("check-box", "Prefer display name over message header", "", 1060, 372, 300, 22, desc="checked"),
              R("heading", "Email Addresses", "Email Addresses", 1060, 410, 300, 22), R("entry", "Email", vals.get("Email", ""), 1060, 436, 440, 32),
              R("heading", "Phone Numbers", "Phone Numbers", 1060, 486, 300, 22), R("entry", "Phone", vals.get("Phone", ""), 1060, 512, 440, 32),
              R("combo-box", "Add to:", "Personal Address Book", 1060, 900, 300, 32),
              R("push-button", "Cancel", "", 1680, 960, 90, 32), R("push-button", "Save", "", 1780, 960, 90, 32)]
        return r

    turns.append((code("pyautogui.click(356, 136)  # New Contact"), scr(1, ab("Personal Address Book", card=form({})))))
    vals = {"First Name": "Priya", "Last Name": "Raman", "Display Name": "Priya Raman", "Email": "priya.raman@openmeteo.example", "Phone": "+44 7700 900481"}
    turns.append((code("pyautogui.click(1200, 266)\npyautogui.write('Priya')\npyautogui.click(1500, 266)\npyautogui.write('Raman')\npyautogui.click(1280, 452)\npyautogui.write('priya.raman@openmeteo.example')\npyautogui.click(1280, 528)\npyautogui.write('+44 7700 900481')"),
                  scr(2, ab("Personal Address Book", card=form(vals)))))
    personal["Priya Raman"] = ("priya.raman@openmeteo.example", "+44 7700 900481")
    turns.append((code("pyautogui.click(1825, 976)  # Save"), scr(3, ab("Personal Address Book", card=card("Priya Raman")))))
    turns.append((code("pyautogui.click(280, 259)  # Collected Addresses"), scr(4, ab("Collected Addresses"))))
    turns.append((code("pyautogui.click(680, 186)\npyautogui.write('okafor')"), scr(5, ab("Collected Addresses", "okafor"))))
    turns.append((code("pyautogui.press('esc')\npyautogui.click(280, 223)  # Personal Address Book"), scr(6, ab("Personal Address Book"))))
    turns.append((code("pyautogui.click(700, 553)  # Rohan Mehta"), scr(7, ab("Personal Address Book", card=card("Rohan Mehta")))))
    del personal["Priya Raman"]
    turns.append((code("pyautogui.click(280, 259)  # Collected Addresses\ntime.sleep(0.5)\npyautogui.click(280, 223)  # Personal Address Book"), scr(8, ab("Personal Address Book"))))
    turns.append((code("pyautogui.click(700, 473)  # Malia Fonoti"), scr(9, ab("Personal Address Book", card=card("Malia Fonoti")))))
    rs.add("os", "h60-os-14", system("In Thunderbird's address book, add Priya Raman (priya.raman@openmeteo.example, +44 7700 900481) to the Personal Address Book, check whether Remi Okafor is only in Collected Addresses, and look up Rohan's and Malia's numbers."),
           turns, state=state, bad=True, turn=8,
           kind="Priya Raman, saved to the Personal Address Book at turn 3 and listed there at turns 6-7, is missing from that book's list after only switching books.")


# ---------------------------------------------------------------------------------------------
# 15  Thunderbird folders (bad: Inbox total reads 146 after three of 148 messages were moved out)

def t15(rs: RowSet) -> None:
    msgs = [("Your Hetzner invoice 085032194", "Hetzner Online GmbH", "12:41", True),
            ("Re: Q2 field campaign schedule", "Remi Okafor", "11:58", True),
            ("[corvid-labs/tide-gauge-etl] Run failed: CI - main (e4a91c7)", "GitHub", "11:20", True),
            ("Figma: Invoice for May 2024 (INV-2024-05-88213)", "Figma", "10:32", False),
            ("Lunch Thursday?", "Dana Whitfield", "09:47", True),
            ("Your AWS invoice is available", "Amazon Web Services", "08:05", False),
            ("Weekly digest: 14 new posts in #hydrology", "Discourse", "Yesterday 18:02", True),
            ("Reminder: travel claims due Friday", "Finance Office", "Yesterday 16:40", False),
            ("RSVP: EGU side event on open gauges", "EGU Events", "Yesterday 14:15", False),
            ("Re: Draft letter of support", "Prof. Anders Lindqvist", "Yesterday 11:09", True),
            ("Zoom: cloud recording available", "Zoom", "Yesterday 09:30", False),
            ("Re: sensor casing quotes", "Jonas Ek", "Jun 2", False),
            ("Data sharing agreement – final PDF", "Hannah Oduya", "Jun 1", False),
            ("Your Discourse account summary", "Discourse", "May 31", False)]
    folders = {"Inbox": [6, 148], "Drafts": [0, 3], "Sent": [0, 412], "Archive": [0, 1906], "Junk": [11, 11], "Trash": [0, 27]}
    inv: list[tuple[str, str, str, bool]] = []
    st = {"sub": False, "q": None, "sel": "Inbox"}
    clocks = ["Jun 4  13:02", "Jun 4  13:02", "Jun 4  13:03", "Jun 4  13:04", "Jun 4  13:04", "Jun 4  13:05", "Jun 4  13:06", "Jun 4  13:07"]
    tabs = ["Inbox"]

    def pane() -> list[str]:
        r = [R("push-button", "Folder Pane Options", "", 130, 120, 34, 30),
             R("table-column-header", "Name", "Name", 130, 154, 200, 24), R("table-column-header", "Unread", "Unread", 330, 154, 70, 24),
             R("table-column-header", "Total", "Total", 400, 154, 70, 24), R("tree-item", ACCOUNT, ACCOUNT, 130, 180, 340, 30)]
        y = 212
        for f, (u, t) in folders.items():
            r += [R("tree-item", f, f, 150, y, 180, 30, desc="selected" if st["sel"] == f else ""), R("label", "", str(u) if u else "", 330, y, 70, 30),
                  R("label", "", f"{t:,}", 400, y, 70, 30)]
            y += 32
            if f == "Inbox" and st["sub"]:
                u2, t2 = sum(m[3] for m in inv), len(inv)
                r += [R("tree-item", "Invoices", "Invoices", 170, y, 160, 30, desc="selected" if st["sel"] == "Invoices" else ""),
                      R("label", "", str(u2) if u2 else "", 330, y, 70, 30), R("label", "", str(t2), 400, y, 70, 30)]
                y += 32
        r += [R("tree-item", "Local Folders", "Local Folders", 130, y + 8, 340, 30), R("tree-item", "Trash", "Trash", 150, y + 40, 180, 30),
              R("tree-item", "Outbox", "Outbox", 150, y + 72, 180, 30)]
        return r

    def mlist() -> list[str]:
        src = msgs if st["sel"] == "Inbox" else inv
        r = []
        if st["q"] is not None:
            src = [m for m in src if st["q"].lower() in m[0].lower()]
            r += [R("toggle-button", t, "", 490 + 90 * i, 120, 86, 28) for i, t in enumerate(["Unread", "Starred", "Contact", "Tags", "Attachment"])]
            r += [R("entry", "Filter these messages <Ctrl+Shift+K>", st["q"], 960, 120, 400, 28),
                  R("label", "", f"{len(src)} message{'s' if len(src) != 1 else ''}" if src else "No messages found", 1370, 124, 160, 22)]
        r += [R("table-column-header", "Subject", "Subject", 490, 154, 820, 24), R("table-column-header", "Correspondents", "Correspondents", 1310, 154, 300, 24),
              R("table-column-header", "Date", "Date", 1610, 154, 240, 24)]
        for i, (s, f, d, unread) in enumerate(src):
            r.append(R("table-row", s, "", 490, 180 + 30 * i, 1360, 30, desc="unread" if unread else ""))
            r += [R("table-cell", "", s, 490, 180 + 30 * i, 820, 30), R("table-cell", "", f, 1310, 180 + 30 * i, 300, 30), R("table-cell", "", d, 1610, 180 + 30 * i, 240, 30)]
        return r

    def scr(k: int, extra: list[str] | None = None) -> str:
        if st["sel"] == "Inbox":
            stat = f"Unread: {folders['Inbox'][0]}   Total: {folders['Inbox'][1]}"
        else:
            stat = f"Unread: {sum(m[3] for m in inv)}   Total: {len(inv)}"
        tabs[0] = st["sel"] if st["sel"] == "Inbox" else "Invoices"
        return screen(clocks[k], "Thunderbird Mail", thunderbird(tabs, 0, pane() + mlist(), stat, extra))

    state = scr(0)
    turns = []
    dlg = [R("dialog", "New Folder", "", 760, 400, 420, 200), R("label", "", "Name:", 780, 440, 60, 22), R("entry", "Name", "", 850, 436, 300, 30),
           R("label", "", "Create as a subfolder of:", 780, 484, 200, 22), R("combo-box", "Create as a subfolder of:", "Inbox", 980, 480, 170, 30),
           R("push-button", "Cancel", "", 960, 546, 90, 32), R("push-button", "Create Folder", "", 1060, 546, 110, 32, desc="disabled")]
    turns.append((code("pyautogui.rightClick(240, 227)  # Inbox\npyautogui.click(300, 300)  # New Folder…"), scr(1, dlg)))
    st["sub"] = True
    turns.append((code("pyautogui.write('Invoices')\npyautogui.click(1115, 562)  # Create Folder"), scr(2)))
    st["q"] = "invoice"
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'k')\npyautogui.write('invoice')"), scr(3)))
    moved = [m for m in msgs if "invoice" in m[0].lower()]
    for m in moved:
        msgs.remove(m)
        inv.append(m)
    folders["Inbox"][0] -= sum(m[3] for m in moved)
    folders["Inbox"][1] -= len(moved)
    turns.append((code("pyautogui.click(900, 195)\npyautogui.hotkey('ctrl', 'a')\npyautogui.moveTo(900, 225)\npyautogui.dragTo(250, 259, duration=0.8)  # onto Invoices"), scr(4)))
    st["q"] = None
    turns.append((code("pyautogui.press('esc')"), scr(5)))
    st["sel"] = "Invoices"
    folders["Inbox"][1] += 1
    turns.append((code("pyautogui.click(250, 259)  # Invoices"), scr(6)))
    acct = [R("tree-item", ACCOUNT, ACCOUNT, 130, 130, 340, 30, desc="selected")]
    acct += [R("tree-item", t, t, 150, 162 + 32 * i, 320, 30) for i, t in enumerate(
        ["Server Settings", "Copies & Folders", "Composition & Addressing", "Junk Settings", "Synchronization & Storage", "End-To-End Encryption", "Return Receipts"])]
    acct += [R("tree-item", "Local Folders", "Local Folders", 130, 400, 340, 30), R("tree-item", "Outgoing Server (SMTP)", "Outgoing Server (SMTP)", 130, 432, 340, 30),
             R("combo-box", "Account Actions", "Account Actions", 130, 1000, 200, 32),
             R("heading", "", f"Account Settings - <{ACCOUNT}>", 520, 130, 800, 30),
             R("entry", "Account Name:", ACCOUNT, 720, 180, 500, 32), R("heading", "", "Default Identity", 520, 236, 300, 24),
             R("entry", "Your Name:", "Mireille Okonkwo", 720, 270, 500, 32), R("entry", "Email Address:", ACCOUNT, 720, 310, 500, 32),
             R("entry", "Reply-to Address:", "", 720, 350, 500, 32), R("entry", "Organization:", "Corvid Labs", 720, 390, 500, 32),
             R("entry", "Signature text:", "Mireille Okonkwo · Hydrology Data Lead · Corvid Labs", 720, 436, 700, 90),
             R("check-box", "Use HTML", "Use HTML", 720, 536, 120, 22),
             R("check-box", "Attach the signature from a file instead (text, HTML, or image):", "", 720, 566, 500, 22),
             R("combo-box", "Outgoing Server (SMTP):", "mireille.okonkwo@fastmail.example - smtp.fastmail.com (Default)", 720, 640, 600, 32),
             R("push-button", "Manage Identities…", "", 1330, 690, 170, 32)]
    tabs.append("Account Settings")
    turns.append((code("pyautogui.hotkey('alt', 'e')\npyautogui.click(160, 520)  # Account Settings"),
                  screen(clocks[7], "Thunderbird Mail", thunderbird(tabs, 1, acct))))
    rs.add("os", "h60-os-15", system("In Thunderbird, create an 'Invoices' subfolder under the Inbox of mireille.okonkwo@fastmail.example, move every invoice e-mail from the Inbox into it, and then open the account settings."),
           turns, state=state, bad=True, turn=6,
           kind="The Inbox total, 148 before and 145 after moving 3 invoices out (turns 4-5), reads 146 in the folder pane with nothing else moved.")


# ---------------------------------------------------------------------------------------------
# 17  GIMP: layers, curves, export (bad: the image id in the title changes without reopening)

def t17(rs: RowSet) -> None:
    st = {"id": "1.0", "dirty": False, "layers": ["harbor_sunset.jpg"], "sel": "harbor_sunset.jpg", "mem": "93.1 MB", "tag": "imported"}
    clocks = ["Jul 8  18:20", "Jul 8  18:20", "Jul 8  18:21", "Jul 8  18:22", "Jul 8  18:23", "Jul 8  18:23", "Jul 8  18:24", "Jul 8  18:25", "Jul 8  18:25"]

    def title() -> str:
        n = len(st["layers"])
        return (f"{'*' if st['dirty'] else ''}[harbor_sunset] ({st['tag']})-{st['id']} (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
                f"{n} layer{'s' if n > 1 else ''}) 4032x3024 – GIMP")

    def gimp(extra: list[str] | None = None) -> list[str]:
        b = [R("frame", title(), "", 70, 27, 1850, 1053)]
        x = 80
        for m in ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]:
            b.append(R("menu", m, "", x, 60, 8 * len(m) + 18, 24))
            x += 8 * len(m) + 18
        for i, t in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
                               "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Clone Tool", "Smudge Tool", "Paths Tool", "Text Tool", "Color Picker Tool",
                               "Zoom Tool", "Foreground & background colors"]):
            b.append(R("toggle-button", t, "", 76 + 34 * (i % 2), 92 + 34 * (i // 2), 32, 32, desc="pressed" if i == 0 else ""))
        b += [R("drawing-area", "", "", 330, 110, 1200, 900), R("label", "", "harbor_sunset.jpg", 340, 1040, 200, 22),
              R("label", "", f"({st['mem']})", 540, 1040, 100, 22), R("combo-box", "Zoom", "25%", 660, 1040, 90, 22),
              R("combo-box", "Unit", "px", 760, 1040, 60, 22)]
        b += [R("page-tab", "Layers", "", 1560, 560, 90, 28, desc="selected"), R("page-tab", "Channels", "", 1652, 560, 90, 28),
              R("page-tab", "Paths", "", 1744, 560, 70, 28), R("combo-box", "Mode", "Normal", 1560, 596, 200, 28),
              R("spin-button", "Opacity", "100.0", 1560, 630, 340, 26), R("label", "", "Lock:", 1560, 662, 50, 22)]
        for i, ly in enumerate(st["layers"]):
            b.append(R("table-cell", ly, ly, 1600, 696 + 52 * i, 300, 50, desc="selected" if ly == st["sel"] else ""))
        b += [R("push-button", "Create a new layer", "", 1560, 1010, 30, 28), R("push-button", "Delete this layer", "", 1860, 1010, 30, 28)]
        return b + (extra or [])

    def scr(k: int, extra: list[str] | None = None) -> str:
        return screen(clocks[k], "GNU Image Manipulation Program", gimp(extra))

    state = scr(0)
    turns = []

    def newlayer(name: str) -> list[str]:
        return [R("dialog", "New Layer", "", 660, 260, 560, 560), R("entry", "Layer name:", name, 820, 300, 360, 30),
                R("combo-box", "Color tag:", "None", 820, 340, 200, 30), R("combo-box", "Mode:", "Normal", 820, 380, 200, 30),
                R("combo-box", "Blend space:", "Auto", 820, 420, 200, 30), R("spin-button", "Opacity:", "100.0", 820, 460, 360, 28),
                R("spin-button", "Width:", "4032", 820, 500, 140, 28), R("spin-button", "Height:", "3024", 820, 534, 140, 28),
                R("spin-button", "Offset X:", "0", 820, 568, 140, 28), R("spin-button", "Offset Y:", "0", 820, 602, 140, 28),
                R("combo-box", "Fill with:", "Transparency", 820, 646, 200, 30),
                R("push-button", "Help", "", 676, 770, 80, 32), R("push-button", "Reset", "", 766, 770, 80, 32),
                R("push-button", "OK", "", 1020, 770, 80, 32), R("push-button", "Cancel", "", 1110, 770, 90, 32)]

    turns.append((code("pyautogui.click(408, 72)  # Layer\npyautogui.click(460, 98)  # New Layer..."), scr(1, newlayer("Layer"))))
    st["layers"].insert(0, "vignette")
    st["sel"], st["dirty"], st["mem"] = "vignette", True, "139.6 MB"
    turns.append((code("pyautogui.tripleClick(1000, 315)\npyautogui.write('vignette')\npyautogui.click(1060, 786)  # OK"), scr(2)))

    def curves(i: str, o: str) -> list[str]:
        return [R("dialog", "Curves", "", 640, 200, 600, 700), R("combo-box", "Presets:", "", 700, 240, 400, 30),
                R("combo-box", "Channel:", "Value", 700, 290, 200, 30), R("push-button", "Reset Channel", "", 910, 290, 130, 30),
                R("toggle-button", "Linear", "", 1100, 290, 32, 30, desc="pressed"), R("toggle-button", "Logarithmic", "", 1136, 290, 32, 30),
                R("drawing-area", "", "", 700, 340, 480, 380), R("spin-button", "Input:", i, 700, 740, 100, 28),
                R("spin-button", "Output:", o, 860, 740, 100, 28), R("combo-box", "Type:", "Smooth", 1040, 740, 140, 28),
                R("check-box", "Preview", "Preview", 700, 790, 100, 22, desc="checked"), R("check-box", "Split view", "Split view", 820, 790, 110, 22),
                R("push-button", "Help", "", 656, 850, 80, 32), R("push-button", "Reset", "", 746, 850, 80, 32),
                R("push-button", "OK", "", 1040, 850, 80, 32), R("push-button", "Cancel", "", 1130, 850, 90, 32)]

    st["sel"] = "harbor_sunset.jpg"
    turns.append((code("pyautogui.click(1700, 773)  # harbor_sunset.jpg layer\npyautogui.click(470, 72)  # Colors\npyautogui.click(520, 236)  # Curves..."), scr(3, curves("", ""))))
    turns.append((code("pyautogui.moveTo(940, 530)  # midpoint of the curve\npyautogui.dragTo(940, 485, duration=0.5)"), scr(4, curves("128", "150"))))
    st["id"], st["mem"] = "2.0", "186.1 MB"
    turns.append((code("pyautogui.click(1080, 866)  # OK"), scr(5)))
    pics = [("harbor_sunset.jpg", "3.9 MB", "14:02"), ("harbor_sunset.xcf", "—", ""), ("IMG_20240706_2104.jpg", "4.2 MB", "Saturday"),
            ("IMG_20240706_2111.jpg", "4.0 MB", "Saturday"), ("Screenshots", "", "Jul 5"), ("tide_gauge_install.png", "1.1 MB", "Jun 28")]
    pics = [p for p in pics if p[1] != "—"]

    def export(name: str) -> list[str]:
        r = [R("dialog", "Export Image", "", 500, 160, 920, 760), R("entry", "Name:", name, 600, 196, 500, 30),
             R("push-button", "Pictures", "", 600, 240, 120, 30)]
        for i, (n, sz, m) in enumerate(pics):
            r += [R("table-cell", "", n, 700, 300 + 30 * i, 400, 28), R("table-cell", "", sz, 1100, 300 + 30 * i, 100, 28), R("table-cell", "", m, 1200, 300 + 30 * i, 160, 28)]
        r += [R("push-button", "Select File Type (By Extension)", "", 520, 800, 300, 30), R("push-button", "Help", "", 520, 860, 80, 32),
              R("push-button", "Export", "", 1220, 860, 90, 32), R("push-button", "Cancel", "", 1320, 860, 90, 32)]
        return r

    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'e')"), scr(6, export("harbor_sunset.jpg"))))
    png = [R("dialog", "Export Image as PNG", "", 700, 260, 520, 560)]
    for i, (t, on) in enumerate([("Interlacing (Adam7)", False), ("Save background color", False), ("Save gamma", False), ("Save layer offset", False),
                                 ("Save resolution", True), ("Save creation time", True), ("Save comment", False), ("Save color values from transparent pixels", False)]):
        png.append(R("check-box", t, t, 720, 300 + 28 * i, 330, 22, desc="checked" if on else ""))
    png += [R("combo-box", "Pixel format", "automatic", 900, 540, 200, 30), R("spin-button", "Compression level", "9", 900, 580, 200, 28),
            R("check-box", "Save Exif data", "Save Exif data", 720, 620, 200, 22, desc="checked"), R("check-box", "Save XMP data", "Save XMP data", 720, 648, 200, 22, desc="checked"),
            R("check-box", "Save IPTC data", "Save IPTC data", 720, 676, 200, 22), R("check-box", "Save thumbnail", "Save thumbnail", 720, 704, 200, 22, desc="checked"),
            R("check-box", "Save color profile", "Save color profile", 720, 732, 200, 22, desc="checked"),
            R("push-button", "Load Defaults", "", 720, 770, 120, 30), R("push-button", "Save Defaults", "", 850, 770, 120, 30),
            R("push-button", "Export", "", 1030, 770, 80, 30), R("push-button", "Cancel", "", 1120, 770, 80, 30)]
    turns.append((code("pyautogui.tripleClick(850, 211)\npyautogui.write('harbor_sunset_graded.png')\npyautogui.click(1265, 876)  # Export"), scr(7, export("harbor_sunset_graded.png") + png)))
    st["tag"] = "exported"
    turns.append((code("pyautogui.click(1070, 785)  # Export"), scr(8)))
    rs.add("os", "h60-os-17", system("In GIMP, add a transparent layer named 'vignette' to harbor_sunset.jpg, brighten the photo's midtones with Curves (input 128 → output 150), and export the result as harbor_sunset_graded.png in Pictures."),
           turns, state=state, bad=True, turn=5,
           kind="The image's title id '(imported)-1.0' becomes '-2.0' after only closing the Curves dialog; no image was reopened or duplicated.")


# ---------------------------------------------------------------------------------------------
# GNOME Settings

PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Applications", "Privacy",
          "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers",
          "Removable Media", "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, header: list[str], body: list[str], extra: list[str] | None = None) -> list[str]:
    b = [R("frame", "Settings", "", 70, 27, 1850, 1053), R("label", "", "Settings", 240, 40, 100, 24),
         R("toggle-button", "Search", "", 80, 34, 34, 34), R("push-button", "Primary menu", "", 420, 34, 34, 34),
         R("label", "", panel, 1100, 40, 200, 24)] + header
    for i, p in enumerate(PANELS):
        b.append(R("list-item", p, p, 74, 80 + 40 * i, 390, 40, desc="selected" if p == panel else ""))
    return b + body + (extra or [])


def srow(title: str, value: str, y: int, tag: str = "label", desc: str = "", sub: str = "") -> list[str]:
    r = [R("label", "", title, 720, y + 12, 400, 22)]
    if sub:
        r.append(R("label", "", sub, 720, y + 34, 400, 18))
    r.append(R(tag, title, value, 1300, y + 8, 300, 34, desc=desc))
    return r


# ---------------------------------------------------------------------------------------------
# 18  Settings: Displays / Night Light / Sound (clean; per-device volumes, values revisited)

def t18(rs: RowSet) -> None:
    st = {"nl": False, "sched": "Sunset to Sunrise", "from": ("20", "00"), "to": ("06", "00"), "vol": {"Speakers - Built-in Audio": 64, "HDMI / DisplayPort - Built-in Audio": 100},
          "out": "Speakers - Built-in Audio"}
    clocks = ["Sep 5  19:48", "Sep 5  19:48", "Sep 5  19:49", "Sep 5  19:49", "Sep 5  19:50", "Sep 5  19:51", "Sep 5  19:51", "Sep 5  19:52", "Sep 5  19:53", "Sep 5  19:53"]

    def displays(tab: str) -> list[str]:
        hdr = [R("toggle-button", "Displays", "", 1020, 34, 120, 34, desc="pressed" if tab == "Displays" else ""),
               R("toggle-button", "Night Light", "", 1144, 34, 130, 34, desc="pressed" if tab == "Night Light" else "")]
        if tab == "Displays":
            body = [R("image", "Built-in Display", "", 900, 110, 400, 230), R("label", "", "Built-in Display", 1030, 350, 200, 22)]
            body += srow("Orientation", "Landscape", 400, "combo-box") + srow("Resolution", "1920 × 1080 (16∶9)", 450, "combo-box")
            body += srow("Refresh Rate", "60.00 Hz", 500, "combo-box")
            body += [R("label", "", "Scale", 720, 562, 200, 22), R("toggle-button", "100%", "", 1300, 554, 100, 34, desc="pressed"),
                     R("toggle-button", "200%", "", 1404, 554, 100, 34)]
            body += srow("Fractional Scaling", "", 600, "toggle-button", sub="May increase power usage, lower speed, or reduce display sharpness.")
        else:
            body = srow("Night Light", "", 120, "toggle-button", desc="pressed" if st["nl"] else "",
                        sub="Makes the screen color warmer. This can help to prevent eye strain and sleeplessness.")
            body += srow("Schedule", st["sched"], 180, "combo-box", desc="" if st["nl"] else "disabled")
            y = 230
            if st["sched"] == "Manual Schedule":
                body += [R("label", "", "Times", 720, y + 12, 100, 22), R("label", "", "From", 960, y + 12, 50, 22),
                         R("spin-button", "From hour", st["from"][0], 1020, y + 6, 60, 34), R("spin-button", "From minute", st["from"][1], 1090, y + 6, 60, 34),
                         R("label", "", "To", 1180, y + 12, 30, 22), R("spin-button", "To hour", st["to"][0], 1220, y + 6, 60, 34),
                         R("spin-button", "To minute", st["to"][1], 1290, y + 6, 60, 34)]
                y += 50
            body += [R("label", "", "Color Temperature", 720, y + 12, 200, 22),
                     R("slider", "Color Temperature", "4000 K", 1000, y + 10, 600, 28, desc="" if st["nl"] else "disabled")]
        return hdr + body

    def sound() -> list[str]:
        out = st["out"]
        conf = "Analog Stereo Output" if out.startswith("Speakers") else "Digital Stereo (HDMI) Output"
        body = [R("heading", "", "Output", 720, 100, 200, 26)]
        body += srow("Output Device", out, 130, "combo-box") + srow("Configuration", conf, 180, "combo-box")
        body += [R("push-button", "Test", "", 1610, 138, 70, 34)]
        body += [R("label", "", "Output Volume", 720, 242, 200, 22), R("slider", "Output Volume", f"{st['vol'][out]}%", 1000, 238, 600, 28),
                 R("label", "", "Balance", 720, 292, 200, 22), R("slider", "Balance", "0.0", 1000, 288, 600, 28),
                 R("label", "", "Over-Amplification", 720, 342, 200, 22), R("toggle-button", "Over-Amplification", "", 1560, 336, 50, 28)]
        body += [R("heading", "", "Input", 720, 400, 200, 26)]
        body += srow("Input Device", "Internal Microphone - Built-in Audio", 430, "combo-box") + srow("Configuration", "Analog Stereo Input", 480, "combo-box")
        body += [R("label", "", "Input Volume", 720, 542, 200, 22), R("slider", "Input Volume", "71%", 1000, 538, 600, 28),
                 R("progress-bar", "Input Level", "", 1000, 580, 600, 8),
                 R("heading", "", "Sounds", 720, 620, 200, 26)] + srow("Volume Levels", "", 650, "push-button") + srow("Alert Sound", "Click", 700, "push-button")
        return body

    def scr(k: int, panel: str, extra: list[str] | None = None, tab: str = "Displays") -> str:
        parts = displays(tab) if panel == "Displays" else sound()
        return screen(clocks[k], "Settings", settings(panel, [], parts, extra))

    state = scr(0, "Displays")
    turns = []
    turns.append((code("pyautogui.click(1209, 51)  # Night Light"), scr(1, "Displays", tab="Night Light")))
    st["nl"] = True
    turns.append((code("pyautogui.click(1450, 145)  # Night Light switch"), scr(2, "Displays", tab="Night Light")))
    st["sched"] = "Manual Schedule"
    turns.append((code("pyautogui.click(1450, 205)  # Schedule\npyautogui.click(1450, 275)  # Manual Schedule"), scr(3, "Displays", tab="Night Light")))
    st["from"] = ("21", "30")
    turns.append((code("pyautogui.tripleClick(1050, 253)\npyautogui.write('21')\npyautogui.press('tab')\npyautogui.write('30')\npyautogui.press('tab')"),
                  scr(4, "Displays", tab="Night Light")))
    turns.append((code("pyautogui.click(269, 500)  # Sound"), scr(5, "Sound")))
    st["vol"]["Speakers - Built-in Audio"] = 40
    turns.append((code("pyautogui.moveTo(1384, 252)\npyautogui.dragTo(1240, 252, duration=0.4)  # Output Volume"), scr(6, "Sound")))
    st["out"] = "HDMI / DisplayPort - Built-in Audio"
    turns.append((code("pyautogui.click(1450, 155)  # Output Device\npyautogui.click(1450, 230)  # HDMI / DisplayPort - Built-in Audio"), scr(7, "Sound")))
    st["out"] = "Speakers - Built-in Audio"
    turns.append((code("pyautogui.click(1450, 155)  # Output Device\npyautogui.click(1450, 195)  # Speakers - Built-in Audio"), scr(8, "Sound")))
    turns.append((code("pyautogui.click(269, 580)  # Displays"), scr(9, "Displays")))
    rs.add("os", "h60-os-18", system("In Settings, turn on Night Light with a manual schedule starting at 21:30, lower the built-in speakers' volume to 40%, and check the HDMI output without changing it."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# 21  Settings: Date & Time (bad: after the legit time-zone jump the clock later goes back 2 minutes)

def t21(rs: RowSet) -> None:
    st = {"auto": True, "tz": "CET (Berlin, Germany)", "fmt": "24-hour"}
    times = [(14, 2), (14, 2), (14, 3), (9, 3), (9, 3), (9, 4), (9, 5), (9, 3), (9, 6), (9, 6)]

    def clock(k: int) -> str:
        h, m = times[k]
        if st["fmt"] == "24-hour":
            return f"{h:02d}:{m:02d}"
        return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"

    def page(k: int) -> list[str]:
        body = srow("Automatic Date & Time", "", 110, "toggle-button", desc="pressed" if st["auto"] else "", sub="Requires internet access")
        body += srow("Automatic Time Zone", "", 170, "toggle-button", sub="Requires location services enabled and internet access")
        body += srow("Date & Time", f"March 12 2024, {clock(k)}", 240, "push-button", desc="disabled" if st["auto"] else "")
        body += srow("Time Zone", st["tz"], 290, "push-button")
        body += srow("Time Format", st["fmt"] if st["fmt"] == "24-hour" else "AM / PM", 360, "combo-box")
        return body

    def scr(k: int, extra: list[str] | None = None) -> str:
        return screen(f"Mar 12  {clock(k)}", "Settings", settings("Date & Time", [], page(k), extra))

    def tzdlg(k: int, q: str, name: str, city: str, results: list[str] | None = None) -> list[str]:
        r = [R("dialog", "Time Zone", "", 560, 160, 800, 620), R("entry", "Search for a city", q, 600, 200, 720, 34),
             R("drawing-area", "", "", 600, 250, 720, 400), R("label", "", name, 600, 670, 400, 22), R("label", "", city, 600, 696, 400, 20),
             R("label", "", clock(k), 1200, 680, 100, 26)]
        for i, t in enumerate(results or []):
            r.append(R("list-item", t, t, 600, 236 + 40 * i, 720, 38))
        return r

    state = scr(0)
    turns = []
    turns.append((code("pyautogui.click(1450, 315)  # Time Zone"), scr(1, tzdlg(1, "", "Central European Standard Time", "Berlin, Germany"))))
    turns.append((code("pyautogui.write('New York')"), scr(2, tzdlg(2, "New York", "Central European Standard Time", "Berlin, Germany",
                                                                    ["New York, New York, United States", "West New York, New Jersey, United States", "New York Mills, Minnesota, United States"]))))
    st["tz"] = "EDT (New York, United States)"
    turns.append((code("pyautogui.click(900, 255)  # New York, New York, United States"), scr(3, tzdlg(3, "New York", "Eastern Daylight Time", "New York, United States"))))
    turns.append((code("pyautogui.press('esc')"), scr(4)))
    st["fmt"] = "AM / PM"
    turns.append((code("pyautogui.click(1450, 385)  # Time Format\npyautogui.click(1450, 455)  # AM / PM"), scr(5)))
    st["auto"] = False
    turns.append((code("pyautogui.click(1450, 135)  # Automatic Date & Time"), scr(6)))
    h, m = times[7]
    dd = [R("dialog", "Date & Time", "", 700, 300, 520, 320), R("spin-button", "Day", "12", 730, 360, 80, 40), R("combo-box", "Month", "March", 820, 360, 160, 40),
          R("spin-button", "Year", "2024", 990, 360, 100, 40), R("spin-button", "Hour", str(h), 820, 440, 80, 56),
          R("label", "", ":", 905, 452, 10, 30), R("spin-button", "Minute", f"{m:02d}", 920, 440, 80, 56),
          R("toggle-button", "AM", "", 1020, 452, 70, 34, desc="pressed")]
    turns.append((code("pyautogui.click(1450, 265)  # Date & Time"), scr(7, dd)))
    turns.append((code("pyautogui.press('esc')"), scr(8)))
    st["auto"] = True
    turns.append((code("pyautogui.click(1450, 135)  # Automatic Date & Time"), scr(9)))
    rs.add("os", "h60-os-21", system("In Settings > Date & Time, switch the time zone from Berlin to New York, use the AM/PM clock format, and check the manual date & time dialog before turning automatic time back on."),
           turns, state=state, bad=True, turn=7,
           kind="The clock, 9:05 AM at turn 6 (after the legitimate Berlin to New York jump), shows 9:03 AM at turn 7 with no time change.")


# ---------------------------------------------------------------------------------------------
# 22  Settings: Users (clean; unlock, add a user, promote, remove another)

def t22(rs: RowSet) -> None:
    users = [["guest-lab", "Standard", "Last login: May 24"]]
    st = {"unlocked": False}
    clocks = ["May 27  10:02", "May 27  10:02", "May 27  10:03", "May 27  10:03", "May 27  10:04", "May 27  10:05", "May 27  10:05",
              "May 27  10:06", "May 27  10:06", "May 27  10:07", "May 27  10:07", "May 27  10:08", "May 27  10:08"]

    def hdr() -> list[str]:
        if st["unlocked"]:
            return [R("push-button", "Add User…", "", 1700, 34, 110, 34)]
        return [R("push-button", "Unlock…", "", 1700, 34, 110, 34, desc="Unlock to Change Settings")]

    def main_page() -> list[str]:
        d = "" if st["unlocked"] else "disabled"
        body = [R("image", "Mireille Okonkwo", "", 1000, 100, 160, 160), R("label", "", "Mireille Okonkwo", 980, 276, 200, 30)]
        body += srow("Administrator", "", 340, "toggle-button", desc="pressed, disabled")
        body += srow("Automatic Login", "", 390, "toggle-button", desc=d)
        body += srow("Password", "●●●●●", 460, "push-button", desc=d) + srow("Fingerprint Login", "Disabled", 510, "push-button", desc=d)
        body += srow("Account Activity", "Logged in", 580, "label") + srow("Language", "English (United States)", 630, "push-button")
        body.append(R("heading", "", "Other Users", 720, 700, 200, 24))
        for i, (n, kind, _) in enumerate(users):
            body += [R("list-item", n, n, 720, 736 + 50 * i, 880, 48, desc=kind)]
        return body

    def user_page(n: str) -> list[str]:
        u = [x for x in users if x[0] == n][0]
        body = [R("push-button", "Back", "", 480, 34, 34, 34), R("image", n, "", 1000, 100, 160, 160), R("label", "", n, 980, 276, 200, 30)]
        body += srow("Administrator", "", 340, "toggle-button", desc="pressed" if u[1] == "Administrator" else "")
        body += srow("Automatic Login", "", 390, "toggle-button")
        body += srow("Password", "●●●●●", 460, "push-button") + srow("Account Activity", u[2], 530, "label")
        body += srow("Language", "English (United States)", 580, "push-button")
        body.append(R("push-button", "Remove User…", "", 1380, 660, 200, 36))
        return body

    def scr(k: int, body: list[str], extra: list[str] | None = None) -> str:
        return screen(clocks[k], "Settings", settings("Users", hdr(), body, extra))

    state = scr(0, main_page())
    turns = []
    auth = [R("dialog", "Authentication Required", "", 700, 300, 520, 360), R("label", "", "Authentication is needed to change user data", 730, 350, 460, 44),
            R("label", "", "Mireille Okonkwo", 880, 430, 200, 22), R("password-text", "Password", "", 740, 480, 440, 40),
            R("push-button", "Cancel", "", 700, 610, 260, 50), R("push-button", "Authenticate", "", 960, 610, 260, 50)]
    turns.append((code("pyautogui.click(1755, 51)  # Unlock…"), scr(1, main_page(), auth)))
    st["unlocked"] = True
    turns.append((code("pyautogui.write('s3a-Gauge!2024')\npyautogui.press('enter')"), scr(2, main_page())))

    def adddlg(full: str, user: str, pw: bool, strength: str = "") -> list[str]:
        r = [R("dialog", "Add User", "", 660, 180, 600, 640), R("push-button", "Cancel", "", 680, 196, 90, 34),
             R("push-button", "Add", "", 1150, 196, 90, 34, desc="" if full and (pw and strength) else "disabled"),
             R("label", "", "Account Type", 700, 260, 200, 22), R("toggle-button", "Standard", "", 900, 254, 140, 34, desc="pressed"),
             R("toggle-button", "Administrator", "", 1044, 254, 140, 34), R("entry", "Full Name", full, 900, 310, 300, 34),
             R("combo-box", "Username", user, 900, 360, 300, 34),
             R("label", "", "This will be used to name your home folder and can't be changed.", 900, 400, 300, 36),
             R("radio-button", "Allow user to set a password when they next login", "", 700, 460, 500, 22, desc="" if pw else "checked"),
             R("radio-button", "Set a password now", "", 700, 490, 300, 22, desc="checked" if pw else ""),
             R("password-text", "Password", "●●●●●●●●●●●●" if pw else "", 740, 530, 400, 34, desc="" if pw else "disabled"),
             R("password-text", "Confirm Password", "●●●●●●●●●●●●" if pw else "", 740, 580, 400, 34, desc="" if pw else "disabled")]
        if strength:
            r += [R("level-bar", "Password strength", "", 740, 620, 400, 6), R("label", "", strength, 740, 632, 300, 20)]
        return r

    turns.append((code("pyautogui.click(1755, 51)  # Add User…"), scr(3, main_page(), adddlg("", "", False))))
    turns.append((code("pyautogui.click(1050, 327)\npyautogui.write('Tomasz Wieczorek')"), scr(4, main_page(), adddlg("Tomasz Wieczorek", "tomasz", False))))
    turns.append((code("pyautogui.click(712, 501)  # Set a password now\npyautogui.click(940, 547)\npyautogui.write('Wisla-Krakow#19')\npyautogui.click(940, 597)\npyautogui.write('Wisla-Krakow#19')"),
                  scr(5, main_page(), adddlg("Tomasz Wieczorek", "tomasz", True, "Strong password"))))
    users.append(["Tomasz Wieczorek", "Standard", "Never logged in"])
    turns.append((code("pyautogui.click(1195, 213)  # Add"), scr(6, main_page())))
    turns.append((code("pyautogui.click(1160, 810)  # Tomasz Wieczorek"), scr(7, user_page("Tomasz Wieczorek"))))
    users[1][1] = "Administrator"
    turns.append((code("pyautogui.click(1450, 365)  # Administrator"), scr(8, user_page("Tomasz Wieczorek"))))
    turns.append((code("pyautogui.click(497, 51)  # Back"), scr(9, main_page())))
    turns.append((code("pyautogui.click(1160, 760)  # guest-lab"), scr(10, user_page("guest-lab"))))
    rm = [R("dialog", "", "", 700, 380, 520, 260), R("label", "", "Do you want to keep guest-lab’s files?", 730, 410, 460, 26),
          R("label", "", "It is possible to keep the home directory, mail spool and temporary files around when deleting a user account.", 730, 446, 460, 60),
          R("push-button", "Delete Files", "", 720, 580, 150, 36), R("push-button", "Keep Files", "", 880, 580, 150, 36), R("push-button", "Cancel", "", 1040, 580, 150, 36)]
    turns.append((code("pyautogui.click(1480, 678)  # Remove User…"), scr(11, user_page("guest-lab"), rm)))
    users.pop(0)
    turns.append((code("pyautogui.click(795, 598)  # Delete Files"), scr(12, main_page())))
    rs.add("os", "h60-os-22", system("In Settings > Users, add a user account for Tomasz Wieczorek with a password set now, make him an administrator, and remove the old guest-lab account together with its files."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------
# 20  GNOME Calendar (bad: the event created on Thursday 21 shows on Friday 22 in month view)

def t20(rs: RowSet) -> None:
    ev = [(18, "09:30", "09:45", "Standup", "Work"), (18, "13:00", "14:00", "Proposal review w/ Remi", "Work"),
          (19, "09:30", "09:45", "Standup", "Work"), (19, "17:30", "19:00", "Climbing – Boulderhalle", "Personal"),
          (20, "09:30", "09:45", "Standup", "Work"), (20, "11:00", "12:30", "EGU abstract review", "Work"),
          (21, "09:30", "09:45", "Standup", "Work"), (21, "16:00", "16:30", "1:1 Dana", "Work"),
          (22, "09:30", "09:45", "Standup", "Work"), (22, "12:00", "13:00", "Lunch – Jonas", "Personal"),
          (23, "", "", "Hike – Bastei", "Personal"), (12, "19:00", "21:00", "Choir rehearsal", "Personal"),
          (26, "10:00", "11:30", "Sprint planning", "Work"), (28, "", "", "Dana out of office", "Work"), (7, "18:30", "20:00", "Book club", "Personal")]
    clocks = ["Mar 19  08:40", "Mar 19  08:40", "Mar 19  08:41", "Mar 19  08:41", "Mar 19  08:42", "Mar 19  08:42", "Mar 19  08:43"]
    days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    def mins(t: str) -> int:
        h, m = t.split(":")
        return int(h) * 60 + int(m)

    def head(view: str, label: str) -> list[str]:
        b = [R("frame", "Calendar", "", 70, 27, 1850, 1053), R("push-button", "New Event", "", 80, 34, 34, 34),
             R("push-button", "Today", "", 120, 34, 70, 34), R("push-button", "Previous", "", 196, 34, 34, 34), R("push-button", "Next", "", 232, 34, 34, 34),
             R("label", "", label, 290, 40, 300, 24)]
        for i, v in enumerate(["Week", "Month", "Year"]):
            b.append(R("toggle-button", v, "", 900 + 100 * i, 34, 96, 34, desc="pressed" if v == view else ""))
        b += [R("push-button", "Search", "", 1780, 34, 34, 34), R("push-button", "Manage your calendars", "", 1820, 34, 34, 34),
              R("push-button", "Main Menu", "", 1860, 34, 34, 34)]
        return b

    def week(extra: list[str] | None = None) -> list[str]:
        b = head("Week", "March 2024  ·  Week 12")
        for i in range(7):
            d = 17 + i
            b.append(R("label", "", f"{days[i]} {d}", 180 + 248 * i, 80, 240, 40, desc="today" if d == 19 else ""))
        for h in range(8, 22):
            b.append(R("label", "", f"{h:02d}:00", 80, 130 + 64 * (h - 8), 90, 20))
        for d, s, e, t, cal in sorted(ev, key=lambda x: (x[0], x[1])):
            if not 17 <= d <= 23:
                continue
            x = 180 + 248 * (d - 17)
            if not s:
                b.append(R("push-button", t, t, x, 122, 240, 24, desc=f"{cal}, all day"))
                continue
            y = 150 + int((mins(s) - 480) * 64 / 60)
            b.append(R("push-button", t, t, x, y, 240, max(20, int((mins(e) - mins(s)) * 64 / 60)), desc=f"{cal}, {s} – {e}"))
        return b + (extra or [])

    def month(extra: list[str] | None = None) -> list[str]:
        b = head("Month", "March 2024")
        for i in range(7):
            b.append(R("label", "", days[i].upper(), 180 + 248 * i, 80, 240, 24))
        start = dt.date(2024, 2, 25)
        for k in range(42):
            day = start + dt.timedelta(days=k)
            x, y = 180 + 248 * (k % 7), 110 + 150 * (k // 7)
            if y > 1000:
                break
            b.append(R("label", "", str(day.day), x + 210, y + 4, 30, 20, desc="today" if day == dt.date(2024, 3, 19) else ("other month" if day.month != 3 else "")))
            if day.month != 3:
                continue
            lst = sorted([e for e in ev if e[0] == day.day], key=lambda e: e[1] or "00:00")
            for j, (_d, s, _e, t, cal) in enumerate(lst[:4]):
                b.append(R("push-button", t, f"{s} {t}".strip(), x + 4, y + 28 + 26 * j, 236, 24, desc=cal))
        return b + (extra or [])

    def scr(k: int, body: list[str]) -> str:
        return screen(clocks[k], "Calendar", body)

    state = scr(0, week())
    turns = []

    def pop(name: str) -> list[str]:
        return [R("dialog", "New Event", "", 1000, 500, 420, 220), R("label", "", "Thursday, March 21, 14:00 – 15:00", 1020, 520, 380, 22),
                R("entry", "Event name", name, 1020, 556, 380, 34), R("combo-box", "Calendar", "Personal", 1020, 600, 200, 34),
                R("push-button", "Edit Details…", "", 1020, 660, 140, 34), R("push-button", "Add", "", 1320, 660, 80, 34, desc="" if name else "disabled")]

    turns.append((code("pyautogui.click(1300, 550)  # Thursday 21, 14:00"), scr(1, week(pop("")))))
    turns.append((code("pyautogui.write('Dentist – Dr. Halvorsen')"), scr(2, week(pop("Dentist – Dr. Halvorsen")))))
    ev.append((21, "14:00", "15:00", "Dentist – Dr. Halvorsen", "Personal"))
    turns.append((code("pyautogui.click(1360, 677)  # Add"), scr(3, week())))
    ev[-1] = (22, "14:00", "15:00", "Dentist – Dr. Halvorsen", "Personal")
    turns.append((code("pyautogui.click(1048, 51)  # Month"), scr(4, month())))
    info = [R("dialog", "Dentist – Dr. Halvorsen", "", 1340, 560, 360, 200), R("label", "", "Dentist – Dr. Halvorsen", 1360, 580, 320, 24),
            R("label", "", "Friday, March 22", 1360, 612, 320, 20), R("label", "", "14:00 – 15:00", 1360, 636, 320, 20),
            R("label", "", "Personal", 1360, 668, 320, 20), R("push-button", "Edit…", "", 1600, 710, 80, 32)]
    turns.append((code("pyautogui.click(1500, 652)  # 14:00 Dentist – Dr. Halvorsen"), scr(5, month(info))))
    turns.append((code("pyautogui.press('esc')\npyautogui.click(948, 51)  # Week"), scr(6, week())))
    rs.add("os", "h60-os-20", system("In GNOME Calendar, add a one-hour 'Dentist – Dr. Halvorsen' appointment on Thursday, March 21 at 14:00 in the Personal calendar and check it in the month view."),
           turns, state=state, bad=True, turn=4,
           kind="The Dentist event created on Thursday March 21 at 14:00 appears on Friday March 22 in the month view, with no edit.")


# ---------------------------------------------------------------------------------------------

def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
