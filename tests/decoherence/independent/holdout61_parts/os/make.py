# ruff: noqa: E501
"""Held-out set h61, domain ``os``: 22 Ubuntu 22.04 GNOME desktop trajectories driven by pyautogui code.

Observations are OSWorld-style linearized accessibility trees (tag, name, text, class, description,
position, size). Eleven trajectories hold exactly one contradiction (labelled with the first turn whose
observation conflicts with an earlier one); eleven are clean but full of legitimate changes.
Every screen is rendered from a small state model per trajectory so that clean runs stay consistent;
the single contradiction of a bad run is injected by hand at its labelled turn.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

BASE_SYSTEM = """# Role and Objective

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

- Preserve the original state format exactly: one header line `tag\\tname\\ttext\\tclass\\tdescription\\tposition (top-left x&y)\\tsize (w&h)`, then one tab-separated line per node
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block**; the executed code itself is the authoritative description of what happened. Common APIs: `pyautogui.click/moveTo/dragTo/scroll/write/press/hotkey`, the helper classes `CalcTools`, `WriterTools`, `ImpressTools`, `BrowserTools`, `VLCTools`, and plain `subprocess`, `os`, `time` calls. Ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary."""

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]


def system(task: str) -> str:
    return BASE_SYSTEM + "\n\n## Task Instruction\n\n" + task


def R(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0, cls: str = "", desc: str = "") -> str:
    """One accessibility node as OSWorld linearizes it."""
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({x}, {y})\t({w}, {h})"


def dock_rows() -> list[str]:
    out = [R("push-button", n, "", 0, 33 + 68 * i, 70, 64) for i, n in enumerate(DOCK)]
    out.append(R("push-button", "Trash", "", 0, 784, 70, 64))
    out.append(R("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return out


def screen(clock: str, body: list[str], tray: tuple[str, ...] = ()) -> str:
    """The whole desktop: top bar, the windows' nodes, the dock."""
    top = [R("label", "Activities", "Activities", 0, 0, 99, 27), R("label", "", clock, 884, 0, 152, 27)]
    top += [R("label", t, t, 1700 - 40 * i, 0, 36, 27) for i, t in enumerate(tray)]
    top.append(R("menu", "System", "", 1751, 0, 169, 27))
    return "\n".join([HDR, *top, *body, *dock_rows()])


def menubar(names: list[str], y: int = 56, x0: int = 78) -> list[str]:
    out, x = [], x0
    for n in names:
        w = 9 * len(n) + 18
        out.append(R("menu", n, "", x, y, w, 24))
        x += w
    return out


def buttons(names: list[str], y: int, x0: int, step: int = 34, size: int = 30, tag: str = "push-button") -> list[str]:
    return [R(tag, n, "", x0 + step * i, y, size, size) for i, n in enumerate(names)]


def money(v: float) -> str:
    return f"{v:,.2f}"


def col_letter(i: int) -> str:
    return "ABCDEFGHIJKLMNOP"[i]


CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
IMPRESS_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]
LO_TOOLS = ["New", "Templates", "Open", "Save", "Export", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
            "Clone Formatting", "Undo", "Redo", "Find & Replace", "Spelling"]


def calc_window(fname: str, cells: dict[str, str], namebox: str, inputline: str, sheets: list[str], active: str,
                status: str, modified: bool = False, widths: tuple[int, ...] = (110, 120, 170, 110, 110, 110, 110, 110),
                nrows: int = 30, style: str = "Default") -> list[str]:
    """LibreOffice Calc with its non-empty cells (name = cell address, text = displayed value)."""
    rows = [R("frame", f"{fname} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    rows += menubar(CALC_MENUS)
    rows += buttons(LO_TOOLS, 84, 82)
    rows += [R("combo-box", "Font Name", "Liberation Sans", 82, 120, 170, 26), R("combo-box", "Font Size", "10 pt", 256, 120, 64, 26)]
    rows += [R("combo-box", "Name Box", namebox, 78, 154, 110, 24), R("push-button", "Function Wizard", "", 196, 154, 24, 24),
             R("push-button", "Select Function", "", 222, 154, 24, 24), R("entry", "Input line", inputline, 280, 154, 1620, 24)]
    xs = [130]
    for w in widths[:-1]:
        xs.append(xs[-1] + w)
    for ref in sorted(cells, key=lambda c: (int(c[1:]), c[0])):
        c, r = ord(ref[0]) - 65, int(ref[1:])
        if r > nrows or c >= len(widths):
            continue
        rows.append(R("table-cell", ref, cells[ref], xs[c], 206 + 22 * (r - 1), widths[c], 22))
    for i, s in enumerate(sheets):
        rows.append(R("page-tab", s, "", 180 + 130 * i, 1010, 126, 22, desc="selected" if s == active else ""))
    rows += [R("label", "", f"Sheet {sheets.index(active) + 1} of {len(sheets)}", 76, 1036, 120, 18),
             R("label", "", style, 210, 1036, 110, 18),
             R("label", "", "English (USA)", 330, 1036, 110, 18),
             R("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", 452, 1036, 24, 18),
             R("label", "", status, 1180, 1036, 420, 18),
             R("slider", "Zoom", "100%", 1720, 1036, 150, 18)]
    return rows


def gnum(v: float) -> str:
    """Calc's General format for a computed number."""
    s = f"{round(v, 6):.10g}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


# 01 ─ Calc formulas (clean)
def t01(rs: RowSet) -> None:
    data = [("2024-07-02", "Hardware", "Dell Technologies", 1249.00), ("2024-07-05", "Software", "JetBrains s.r.o.", 689.00),
            ("2024-07-09", "Travel", "Lufthansa", 842.60), ("2024-07-11", "Meals", "Bistro Nord", 86.40),
            ("2024-07-18", "Training", "Coursera Inc.", 399.00), ("2024-07-23", "Hardware", "Logitech Europe", 420.00),
            ("2024-08-01", "Travel", "Deutsche Bahn", 213.90), ("2024-08-06", "Software", "Atlassian", 1120.00),
            ("2024-08-14", "Meals", "Café Central", 54.20), ("2024-08-27", "Hardware", "Samsung Electronics", 318.75),
            ("2024-09-03", "Training", "O'Reilly Media", 499.00), ("2024-09-19", "Travel", "Hilton Munich", 612.30)]
    rates = {"Hardware": 0.19, "Software": 0.19, "Travel": 0.07, "Meals": 0.07, "Training": 0.0}
    data = [list(d) for d in data]
    st = {"tax": False, "tax_rows": set(), "totals": False}
    fname = "q3_expenses.xlsx"
    sheets = ["Expenses", "Rates", "Notes"]

    def cells() -> dict[str, str]:
        c = {"A1": "Date", "B1": "Category", "C1": "Vendor", "D1": "Amount", "E1": "Tax"}
        for i, (d, cat, ven, amt) in enumerate(data, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"], c[f"D{i}"] = d, cat, ven, money(amt)
            if i in st["tax_rows"]:
                c[f"E{i}"] = gnum(amt * rates[cat])
        if st["totals"]:
            c["C15"] = "Total"
            c["D15"] = money(sum(d[3] for d in data))
            c["E15"] = gnum(sum(d[3] * rates[d[1]] for d in data))
        return c

    def win(namebox: str, inp: str, status: str, modified: bool = True, extra: list[str] | None = None) -> list[str]:
        return calc_window(fname, cells(), namebox, inp, sheets, "Expenses", status, modified) + (extra or [])

    state = screen("Sep 30 14:06", win("A1", "Date", "Average: ; Sum: 0", modified=False))
    turns = []
    st["tax_rows"] = {2}
    turns.append((code("""
import pyautogui
pyautogui.click(695, 239)
pyautogui.write('=D2*VLOOKUP(B2;$Rates.$A$2:$B$6;2;0)')
pyautogui.press('enter')
"""), screen("Sep 30 14:07", win("E3", "", "Average: ; Sum: 0"))))
    st["tax_rows"] = set(range(2, 14))
    taxes = [d[3] * rates[d[1]] for d in data]
    turns.append((code("""
pyautogui.click(695, 239)
pyautogui.keyDown('shift'); pyautogui.click(695, 481); pyautogui.keyUp('shift')
pyautogui.hotkey('ctrl', 'd')
"""), screen("Sep 30 14:07", win("E2:E13", "=D2*VLOOKUP(B2;$Rates.$A$2:$B$6;2;0)",
                                  f"Average: {gnum(sum(taxes) / 12)}; Sum: {gnum(sum(taxes))}"))))
    st["totals"] = True
    turns.append((code("""
pyautogui.click(445, 525)
pyautogui.write('Total\\t=SUM(D2:D13)\\t=SUM(E2:E13)')
pyautogui.press('enter')
"""), screen("Sep 30 14:08", win("C16", "", "Average: ; Sum: 0"))))
    data[5][3] = 462.50
    turns.append((code("""
CalcTools.set_cell_value('D7', 462.5)
"""), screen("Sep 30 14:08", win("C16", "", "Average: ; Sum: 0"))))
    sort_dlg = [R("dialog", "Sort", "", 640, 300, 560, 470), R("page-tab", "Sort Criteria", "", 652, 332, 110, 26, desc="selected"),
                R("page-tab", "Options", "", 764, 332, 80, 26), R("label", "Sort Key 1", "Sort Key 1", 660, 372, 100, 18),
                R("combo-box", "Sort Key 1", "Amount", 660, 396, 240, 26), R("radio-button", "Ascending", "", 920, 396, 120, 22, desc="checked"),
                R("radio-button", "Descending", "", 920, 420, 120, 22), R("label", "Sort Key 2", "Sort Key 2", 660, 462, 100, 18),
                R("combo-box", "Sort Key 2", "- undefined -", 660, 486, 240, 26), R("push-button", "Help", "", 652, 728, 80, 30),
                R("push-button", "OK", "", 1000, 728, 90, 30), R("push-button", "Cancel", "", 1098, 728, 90, 30)]
    sel_sum = sum(d[3] for d in data) + sum(d[3] * rates[d[1]] for d in data)
    turns.append((code("""
pyautogui.click(185, 239)
pyautogui.keyDown('shift'); pyautogui.click(695, 481); pyautogui.keyUp('shift')
pyautogui.click(706, 68)   # Data
pyautogui.click(760, 98)   # Sort...
pyautogui.click(780, 409); pyautogui.click(780, 470)  # Sort Key 1 -> Amount
"""), screen("Sep 30 14:09", win("A2:E13", "2024-07-02", f"Average: {gnum(sel_sum / 24)}; Sum: {gnum(sel_sum)}", extra=sort_dlg))))
    data.sort(key=lambda d: -d[3])
    turns.append((code("""
pyautogui.click(932, 431)  # Descending
pyautogui.click(1045, 743) # OK
"""), screen("Sep 30 14:09", win("A2:E13", data[0][0], f"Average: {gnum(sel_sum / 24)}; Sum: {gnum(sel_sum)}"))))
    rates_cells = {"A1": "Category", "B1": "Rate", "C1": "Valid from", "A2": "Hardware", "B2": "0.19", "C2": "2024-01-01",
                   "A3": "Software", "B3": "0.19", "C3": "2024-01-01", "A4": "Travel", "B4": "0.07", "C4": "2024-01-01",
                   "A5": "Meals", "B5": "0.07", "C5": "2024-01-01", "A6": "Training", "B6": "0", "C6": "2024-01-01",
                   "A8": "Source: internal finance memo FIN-2024-017"}
    turns.append((code("""
CalcTools.switch_active_sheet('Rates')
"""), screen("Sep 30 14:10", calc_window(fname, rates_cells, "A1", "Category", sheets, "Rates", "Average: ; Sum: 0", True))))
    turns.append((code("""
CalcTools.switch_active_sheet('Expenses')
"""), screen("Sep 30 14:10", win("A2:E13", data[0][0], f"Average: {gnum(sel_sum / 24)}; Sum: {gnum(sel_sum)}"))))
    keep = [R("dialog", "Keep current format", "", 660, 420, 600, 200),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.", 684, 446, 552, 40),
            R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 684, 492, 552, 20),
            R("check-box", "Ask when not saving in ODF or default format", "", 684, 530, 380, 22, desc="checked"),
            R("push-button", "Use Excel 2007-365!", "", 820, 574, 190, 30), R("push-button", "Use ODF Format!", "", 1020, 574, 160, 30)]
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
"""), screen("Sep 30 14:11", win("A2:E13", data[0][0], f"Average: {gnum(sel_sum / 24)}; Sum: {gnum(sel_sum)}", extra=keep))))
    turns.append((code("""
pyautogui.click(915, 589)  # Use Excel 2007-365!
"""), screen("Sep 30 14:11", win("A2:E13", data[0][0], f"Average: {gnum(sel_sum / 24)}; Sum: {gnum(sel_sum)}", modified=False))))
    rs.add("os", "h61-os-01", system("In q3_expenses.xlsx add a Tax column computed from the Rates sheet, totals under the table, correct the Logitech amount to 462.50, sort by amount (largest first) and save in xlsx format."),
           turns, state=state)


SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files_window(title: str, crumbs: list[str], items: list[tuple[str, str, str]], selected: str | None = None,
                 current: str = "", status: str = "", extra_sidebar: tuple[str, ...] = ()) -> list[str]:
    """Nautilus 42 in list view: items are (name, size, modified)."""
    rows = [R("frame", title, "", 70, 27, 1850, 1053),
            R("push-button", "Back", "", 86, 36, 34, 34), R("push-button", "Forward", "", 122, 36, 34, 34)]
    x = 170
    for c in crumbs:
        rows.append(R("toggle-button", c, c, x, 36, 12 * len(c) + 30, 34, desc="checked" if c == crumbs[-1] else ""))
        x += 12 * len(c) + 34
    rows += [R("toggle-button", "Search", "", 1690, 36, 34, 34), R("push-button", "View options", "", 1730, 36, 34, 34),
             R("toggle-button", "List view", "", 1770, 36, 34, 34, desc="checked"), R("push-button", "Main menu", "", 1810, 36, 34, 34)]
    for i, n in enumerate(SIDEBAR[:9] + list(extra_sidebar) + SIDEBAR[9:]):
        rows.append(R("list-item", n, n, 74, 84 + 36 * i, 236, 34, desc="selected" if n == current else ""))
    rows += [R("table-column-header", "Name", "Name", 316, 80, 900, 30), R("table-column-header", "Size", "Size", 1216, 80, 140, 30),
             R("table-column-header", "Modified", "Modified", 1356, 80, 200, 30), R("table-column-header", "Star", "", 1556, 80, 40, 30)]
    for i, (n, size, mod) in enumerate(items):
        y = 112 + 34 * i
        d = "selected" if n == selected else ""
        rows += [R("table-cell", n, n, 316, y, 900, 34, desc=d), R("table-cell", "", size, 1216, y, 140, 34), R("table-cell", "", mod, 1356, y, 200, 34)]
    if status:
        rows.append(R("label", "", status, 1580, 1020, 320, 28))
    return rows


# 02 ─ Files: trash, permissions, compress (bad: trashed file listed again)
def t02(rs: RowSet) -> None:
    items = [("css", "6 items", "12 Feb"), ("fonts", "9 items", "3 Jan"), ("img", "48 items", "8 Mar"), ("js", "12 items", "11 Mar"),
             ("banner-old.png", "412.6 kB", "14 Nov 2023"), ("banner.png", "388.1 kB", "6 Mar"), ("build.sh", "2.1 kB", "11 Mar"),
             ("CHANGELOG.md", "7.4 kB", "11 Mar"), ("favicon.ico", "15.1 kB", "19 Sep 2023"), ("index.html", "18.9 kB", "11 Mar"),
             ("manifest.json", "1.2 kB", "27 Feb"), ("package.json", "1.6 kB", "11 Mar"), ("robots.txt", "94 bytes", "19 Sep 2023"),
             ("sitemap.xml", "5.3 kB", "4 Mar")]
    crumbs = ["Home", "Projects", "site-assets"]

    def fw(its: list[tuple[str, str, str]], sel: str | None = None, status: str = "") -> list[str]:
        return files_window("site-assets", crumbs, its, sel, status=status)

    state = screen("Mar 12 16:20", fw(items))
    ctx = ["Open With Image Viewer", "Open With Other Application", "Cut", "Copy", "Move to…", "Copy to…", "Move to Trash",
           "Rename…", "Compress…", "Send to…", "Star", "Set as Background…", "Properties"]
    menu1 = [R("menu", "", "", 640, 278, 260, 40 + 32 * len(ctx))] + [R("menu-item", n, "", 648, 288 + 32 * i, 244, 30) for i, n in enumerate(ctx)]
    turns = [(code("""
import pyautogui
pyautogui.rightClick(640, 265)  # banner-old.png
"""), screen("Mar 12 16:20", fw(items, "banner-old.png", "“banner-old.png” selected (412.6 kB)") + menu1))]
    after = [it for it in items if it[0] != "banner-old.png"]
    toast = [R("label", "", "“banner-old.png” moved to trash", 760, 960, 300, 30), R("push-button", "Undo", "", 1070, 958, 70, 34),
             R("push-button", "Close", "", 1146, 958, 34, 34)]
    turns.append((code("""
pyautogui.click(730, 497)  # Move to Trash
"""), screen("Mar 12 16:21", fw(after) + toast)))
    props_basic = [R("dialog", "build.sh Properties", "", 700, 200, 520, 620), R("page-tab", "Basic", "", 720, 240, 90, 30, desc="selected"),
                   R("page-tab", "Permissions", "", 812, 240, 120, 30), R("page-tab", "Open With", "", 934, 240, 110, 30),
                   R("label", "Name", "Name", 730, 300, 120, 22), R("text", "Name", "build.sh", 860, 296, 330, 30),
                   R("label", "Type", "Type", 730, 344, 120, 22), R("label", "", "shell script (application/x-shellscript)", 860, 344, 330, 22),
                   R("label", "Size", "Size", 730, 376, 120, 22), R("label", "", "2.1 kB (2,143 bytes)", 860, 376, 330, 22),
                   R("label", "Parent Folder", "Parent Folder", 730, 408, 120, 22), R("label", "", "/home/dana/Projects/site-assets", 860, 408, 330, 22),
                   R("label", "Accessed", "Accessed", 730, 452, 120, 22), R("label", "", "Tue 12 Mar 2024 09:41:07", 860, 452, 330, 22),
                   R("label", "Modified", "Modified", 730, 484, 120, 22), R("label", "", "Mon 11 Mar 2024 18:02:55", 860, 484, 330, 22),
                   R("label", "Created", "Created", 730, 516, 120, 22), R("label", "", "Thu 22 Feb 2024 11:15:30", 860, 516, 330, 22),
                   R("label", "Free space", "Free space", 730, 560, 120, 22), R("label", "", "187.4 GB", 860, 560, 330, 22)]
    turns.append((code("""
pyautogui.rightClick(640, 299)  # build.sh (list shifted up by one row)
pyautogui.click(760, 745)       # Properties
"""), screen("Mar 12 16:21", fw(after, "build.sh", "“build.sh” selected (2.1 kB)") + props_basic)))

    def perms(execute: bool) -> list[str]:
        return [R("dialog", "build.sh Properties", "", 700, 200, 520, 620), R("page-tab", "Basic", "", 720, 240, 90, 30),
                R("page-tab", "Permissions", "", 812, 240, 120, 30, desc="selected"), R("page-tab", "Open With", "", 934, 240, 110, 30),
                R("label", "Owner", "Owner", 730, 300, 120, 22), R("label", "", "Me", 860, 300, 300, 22),
                R("label", "Access", "Access", 730, 336, 120, 22), R("combo-box", "Owner access", "Read and write", 860, 330, 300, 32),
                R("label", "Group", "Group", 730, 386, 120, 22), R("combo-box", "Group", "dana", 860, 380, 300, 32),
                R("label", "Access", "Access", 730, 430, 120, 22), R("combo-box", "Group access", "Read-only", 860, 424, 300, 32),
                R("label", "Others", "Others", 730, 478, 120, 22),
                R("label", "Access", "Access", 730, 510, 120, 22), R("combo-box", "Others access", "Read-only", 860, 504, 300, 32),
                R("label", "Execute", "Execute", 730, 560, 120, 22),
                R("check-box", "Allow executing file as program", "", 860, 556, 300, 26, desc="checked" if execute else ""),
                R("label", "Security context", "Security context", 730, 604, 120, 22), R("label", "", "unknown", 860, 604, 300, 22)]
    turns.append((code("""
pyautogui.click(872, 255)  # Permissions tab
"""), screen("Mar 12 16:22", fw(after, "build.sh", "“build.sh” selected (2.1 kB)") + perms(False))))
    turns.append((code("""
pyautogui.click(872, 569)  # Allow executing file as program
"""), screen("Mar 12 16:22", fw(after, "build.sh", "“build.sh” selected (2.1 kB)") + perms(True))))
    compress = [R("dialog", "Create Compressed Archive", "", 720, 360, 480, 250), R("label", "Archive name", "Archive name", 744, 400, 200, 22),
                R("text", "Archive name", "fonts", 744, 428, 432, 34), R("radio-button", ".zip", "", 744, 476, 140, 26, desc="checked"),
                R("label", "", "Compatible with all operating systems.", 890, 478, 290, 22),
                R("radio-button", ".tar.xz", "", 744, 508, 140, 26), R("radio-button", ".7z", "", 744, 540, 140, 26),
                R("push-button", "Cancel", "", 744, 374, 80, 30), R("push-button", "Create", "", 1110, 374, 80, 30)]
    # CONTRADICTION: the trashed banner-old.png is listed in the folder again
    turns.append((code("""
pyautogui.press('escape')       # close Properties
pyautogui.rightClick(640, 163)  # fonts
pyautogui.click(700, 470)       # Compress…
"""), screen("Mar 12 16:23", fw(items, "fonts", "“fonts” selected (9 items)") + compress)))
    trash = [("banner-old.png", "412.6 kB", "14 Nov 2023"), ("draft-logo-v2.svg", "38.0 kB", "7 Mar"), ("notes (copy).txt", "1.9 kB", "29 Feb"),
             ("old-build", "4 items", "21 Feb"), ("Screenshot from 2024-02-14 10-12-33.png", "1.2 MB", "14 Feb")]
    trash_rows = files_window("Trash", ["Trash"], [(n, s, m) for n, s, m in trash], current="Trash")
    trash_rows.insert(1, R("push-button", "Restore…", "", 316, 1010, 100, 34))
    trash_rows.insert(2, R("push-button", "Empty…", "", 1800, 1010, 100, 34))
    turns.append((code("""
pyautogui.click(1155, 389)  # Create
pyautogui.click(190, 408)   # Trash in the sidebar
"""), screen("Mar 12 16:23", trash_rows)))
    confirm = [R("alert", "", "", 660, 430, 600, 180), R("label", "", "Empty all items from Trash?", 690, 456, 540, 26),
               R("label", "", "All items in the Trash will be permanently deleted.", 690, 490, 540, 22),
               R("push-button", "Cancel", "", 690, 560, 260, 34), R("push-button", "Empty Trash", "", 970, 560, 260, 34)]
    turns.append((code("""
pyautogui.click(1850, 1027)  # Empty…
"""), screen("Mar 12 16:24", trash_rows + confirm)))
    rs.add("os", "h61-os-02", system("In ~/Projects/site-assets trash banner-old.png, make build.sh executable, compress the fonts folder to fonts.zip, then empty the Trash."),
           turns, state=state, bad=True, turn=6, kind="banner-old.png, moved to the Trash in turn 2, is listed again in site-assets with no restore or undo")


def tb_window(account: str, folders: list[tuple[str, int]], current: str, msgs: list[dict], selected: str | None = None,
              preview: list[str] | None = None, sort: str = "Date") -> list[str]:
    """Thunderbird 115 three-pane window; msgs: dicts with subj, frm, date, unread, tag."""
    unread = sum(m["unread"] for m in msgs)
    rows = [R("frame", f"{current} - {account} - Mozilla Thunderbird", "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "View", "Go", "Message", "Events and Tasks", "Tools", "Help"], 38)
    rows += [R("page-tab", current, "", 80, 66, 220, 32, desc="selected"), R("page-tab", "Calendar", "", 1700, 66, 40, 32),
             R("page-tab", "Tasks", "", 1742, 66, 40, 32),
             R("push-button", "Get Messages", "", 90, 104, 130, 30), R("push-button", "New Message", "", 226, 104, 130, 30),
             R("entry", "Search <Ctrl+K>", "", 700, 104, 520, 30)]
    rows.append(R("tree-item", account, account, 84, 146, 300, 28, desc="expanded"))
    for i, (f, n) in enumerate(folders):
        rows.append(R("tree-item", f, f + (f" ({n})" if n else ""), 100, 176 + 30 * i, 284, 28, desc="selected" if f == current else ""))
    rows += [R("entry", "Quick Filter", "", 400, 146, 600, 28),
             R("table-column-header", "Subject", "Subject", 400, 180, 640, 26, desc="sorted" if sort == "Subject" else ""),
             R("table-column-header", "Correspondents", "Correspondents", 1040, 180, 300, 26, desc="sorted ascending" if sort == "Correspondents" else ""),
             R("table-column-header", "Date", "Date", 1340, 180, 180, 26, desc="sorted descending" if sort == "Date" else ""),
             R("table-column-header", "Tags", "Tags", 1520, 180, 100, 26)]
    for i, m in enumerate(msgs):
        y = 208 + 28 * i
        d = ", ".join(x for x in ("selected" if m["subj"] == selected else "", "unread" if m["unread"] else "") if x)
        rows += [R("table-cell", m["subj"], m["subj"], 400, y, 640, 28, desc=d), R("table-cell", "", m["frm"], 1040, y, 300, 28),
                 R("table-cell", "", m["date"], 1340, y, 180, 28), R("table-cell", "", m.get("tag", ""), 1520, y, 100, 28)]
    rows += preview or []
    rows += [R("label", "", f"Unread: {unread}", 1560, 1048, 110, 22), R("label", "", f"Total: {len(msgs)}", 1680, 1048, 100, 22)]
    return rows


def M(subj: str, frm: str, date: str, unread: bool = False, tag: str = "") -> dict:
    return {"subj": subj, "frm": frm, "date": date, "unread": unread, "tag": tag}


# 03 ─ Thunderbird message filters and tags (clean)
def t03(rs: RowSet) -> None:
    acct = "dana.keller@northwind-labs.com"
    inbox = [M("Invoice INV-20931 from Hetzner Online", "Hetzner Billing", "09:12", True),
             M("Re: Q2 roadmap sync", "Priya Natarajan", "08:47", True),
             M("Your invoice for March – Figma", "Figma", "3/11/24, 22:10"),
             M("Build #4182 failed on main", "GitLab", "3/11/24, 18:31", True),
             M("Lunch Thursday?", "Marco Rossi", "3/11/24, 13:05"),
             M("Invoice 2024-0311 – CleanDesk Services", "CleanDesk Accounts", "3/11/24, 09:40"),
             M("Security alert: new sign-in", "Google", "3/11/24, 09:02"),
             M("Offsite agenda draft v3", "Helena Voss", "3/10/24, 19:44", tag="Important"),
             M("[northwind/infra] PR #512 merged", "GitHub", "3/10/24, 11:20"),
             M("Invoice #A-7781 (Atlassian)", "Atlassian", "3/9/24, 07:55", True),
             M("Weekly metrics digest", "Metabase", "3/8/24, 06:00"),
             M("Re: Contract renewal", "Jonas Berg", "3/7/24, 15:12", tag="Work"),
             M("Team photo from the offsite", "Helena Voss", "3/6/24, 17:26"),
             M("Your order has shipped", "Reichelt Elektronik", "3/5/24, 12:48"),
             M("Reminder: expense reports due Friday", "Finance Team", "3/4/24, 08:30", True),
             M("Webinar: Postgres 16 performance", "EDB", "3/3/24, 14:00"),
             M("Re: Offsite hotel options", "Marco Rossi", "3/2/24, 10:51"),
             M("Welcome to Notion", "Notion", "3/1/24, 16:05")]
    finance = [M("Payroll run February", "Personio", "2/27/24, 11:02"), M("Q1 VAT filing confirmation", "Steuerberater Krämer", "2/28/24, 15:37"),
               M("Your receipt from Figma", "Figma", "2/22/24, 22:09"), M("Invoice 2024-0211 – CleanDesk Services", "CleanDesk Accounts", "2/11/24, 09:38"),
               M("Hetzner invoice INV-19877", "Hetzner Billing", "2/9/24, 09:11"), M("Budget 2024 final", "Finance Team", "1/30/24, 17:45")]

    def by_date(ms: list[dict]) -> list[dict]:
        def key(m: dict) -> tuple:
            d = m["date"]
            if "/" not in d:
                return (3, 12, d)
            md, _, t = d.partition(", ")
            mo, dy, _ = md.split("/")
            return (int(mo), int(dy), t)
        return sorted(ms, key=key, reverse=True)

    finance = by_date(finance)

    def folders() -> list[tuple[str, int]]:
        return [("Inbox", sum(m["unread"] for m in inbox)), ("Drafts", 0), ("Sent", 0), ("Archives", 0),
                ("Finance", sum(m["unread"] for m in finance)), ("Newsletters", 7), ("Junk", 0), ("Trash", 0)]

    def main_win(cur: str, sel: str | None = None, preview: list[str] | None = None, sort: str = "Date", msgs: list[dict] | None = None) -> list[str]:
        ms = msgs if msgs is not None else (inbox if cur == "Inbox" else finance)
        return tb_window(acct, folders(), cur, ms, sel, preview, sort)

    state = screen("Mar 12 10:02", main_win("Inbox"))

    def filt_list(names: list[str], sel: str | None = None, status: str = "") -> list[str]:
        rows = [R("dialog", "Message Filters", "", 560, 220, 800, 560), R("combo-box", "Filters for:", acct, 690, 250, 380, 30),
                R("entry", "Search filters by name…", "", 1080, 250, 260, 30),
                R("table-column-header", "Filter Name", "Filter Name", 580, 296, 520, 26), R("table-column-header", "Enabled", "Enabled", 1100, 296, 90, 26)]
        for i, n in enumerate(names):
            rows += [R("table-cell", n, n, 580, 324 + 28 * i, 520, 28, desc="selected" if n == sel else ""),
                     R("check-box", "Enabled", "", 1130, 326 + 28 * i, 22, 22, desc="checked")]
        rows += [R("label", "", f"{len(names)} items", 580, 650, 200, 20)]
        rows += buttons(["New…", "Copy…", "Edit…", "Delete"], 324, 1200, 36, 130)
        rows += [R("push-button", "Move to Top", "", 1200, 480, 130, 30), R("push-button", "Move Up", "", 1200, 514, 130, 30),
                 R("push-button", "Move Down", "", 1200, 548, 130, 30), R("push-button", "Move to Bottom", "", 1200, 582, 130, 30),
                 R("combo-box", "Run selected filter(s) on:", "Inbox", 800, 690, 260, 30), R("push-button", "Run Now", "", 1080, 690, 110, 30),
                 R("push-button", "Filter Log", "", 580, 740, 110, 30)]
        if status:
            rows.append(R("label", "", status, 580, 676, 200, 20))
        return rows

    base = ["Newsletters to folder", "Flag messages from Helena"]
    turns = [(code("""
import pyautogui
pyautogui.click(661, 50)   # Tools
pyautogui.click(700, 150)  # Message Filters
"""), screen("Mar 12 10:03", main_win("Inbox") + filt_list(base)))]

    def rules(name: str, value: str, folder: str) -> list[str]:
        return [R("dialog", "Filter Rules", "", 600, 180, 720, 600), R("entry", "Filter name:", name, 740, 210, 540, 30),
                R("label", "", "Apply filter when:", 620, 256, 200, 20), R("check-box", "Manually Run", "", 640, 284, 200, 22, desc="checked"),
                R("check-box", "Getting New Mail:", "", 640, 312, 200, 22, desc="checked"), R("combo-box", "", "Filter before Junk Classification", 860, 310, 300, 28),
                R("check-box", "Archiving", "", 640, 340, 200, 22), R("check-box", "After Sending", "", 640, 368, 200, 22),
                R("check-box", "Periodically, every 10 minutes", "", 640, 396, 300, 22),
                R("radio-button", "Match all of the following", "", 620, 436, 260, 22, desc="checked"),
                R("radio-button", "Match any of the following", "", 900, 436, 260, 22),
                R("radio-button", "Match all messages", "", 1180, 436, 200, 22),
                R("combo-box", "", "Subject", 620, 470, 200, 30), R("combo-box", "", "contains", 830, 470, 180, 30),
                R("entry", "", value, 1020, 470, 220, 30), R("push-button", "+", "", 1250, 470, 30, 30), R("push-button", "−", "", 1284, 470, 30, 30),
                R("label", "", "Perform these actions:", 620, 560, 200, 20), R("combo-box", "", "Move Message to", 620, 590, 220, 30),
                R("combo-box", "", folder, 850, 590, 390, 30), R("push-button", "+", "", 1250, 590, 30, 30),
                R("push-button", "OK", "", 1110, 736, 90, 30), R("push-button", "Cancel", "", 1210, 736, 90, 30)]

    turns.append((code("""
pyautogui.click(1265, 339)  # New…
pyautogui.click(1010, 225)
pyautogui.write('Invoices to Finance')
"""), screen("Mar 12 10:03", main_win("Inbox") + filt_list(base) + rules("Invoices to Finance", "", f"Inbox on {acct}"))))
    turns.append((code("""
pyautogui.click(1130, 485)
pyautogui.write('invoice')
pyautogui.click(1045, 605)  # folder picker
pyautogui.click(1000, 720)  # Finance on dana.keller@…
"""), screen("Mar 12 10:04", main_win("Inbox") + filt_list(base) + rules("Invoices to Finance", "invoice", f"Finance on {acct}"))))
    names = base + ["Invoices to Finance"]
    turns.append((code("""
pyautogui.click(1155, 751)  # OK
"""), screen("Mar 12 10:04", main_win("Inbox") + filt_list(names, "Invoices to Finance"))))
    moved = [m for m in inbox if "invoice" in m["subj"].lower()]
    inbox = [m for m in inbox if m not in moved]
    finance = by_date(finance + [dict(m) for m in moved])
    turns.append((code("""
pyautogui.click(1135, 705)  # Run Now
"""), screen("Mar 12 10:05", main_win("Inbox") + filt_list(names, "Invoices to Finance"))))
    turns.append((code("""
pyautogui.press('escape')
pyautogui.click(240, 311)  # Finance
"""), screen("Mar 12 10:05", main_win("Finance"))))
    for m in finance:
        if m["subj"] == "Invoice #A-7781 (Atlassian)":
            m["unread"], m["tag"] = False, "To Do"
    idx = [m["subj"] for m in finance].index("Invoice #A-7781 (Atlassian)")
    preview = [R("heading", "", "Invoice #A-7781 (Atlassian)", 400, 560, 900, 30), R("label", "From", "Atlassian <billing@atlassian.com>", 400, 596, 600, 20),
               R("label", "To", acct, 400, 620, 600, 20), R("label", "Date", "3/9/24, 07:55", 1400, 596, 200, 20),
               R("label", "Tags", "To Do", 1400, 620, 200, 20),
               R("paragraph", "", "Hi Dana, your invoice for Jira Software (Standard, 25 users) is attached. Amount due: USD 212.50. Payment will be collected on Mar 16, 2024 from the card ending 4417.", 400, 660, 1100, 60),
               R("push-button", "invoice_A-7781.pdf", "", 400, 980, 240, 40)]
    turns.append((code(f"""
pyautogui.click(700, {222 + 28 * idx})
pyautogui.press('4')   # tag: To Do
"""), screen("Mar 12 10:06", main_win("Finance", "Invoice #A-7781 (Atlassian)", preview))))
    inbox.insert(0, M("Re: Q2 roadmap sync", "Jonas Berg", "10:14", True))
    turns.append((code("""
pyautogui.click(230, 191)  # Inbox
"""), screen("Mar 12 10:15", main_win("Inbox"))))
    by_from = sorted(inbox, key=lambda m: (m["frm"].lower(), ))
    turns.append((code("""
pyautogui.click(1190, 193)  # Correspondents column header
"""), screen("Mar 12 10:15", main_win("Inbox", sort="Correspondents", msgs=by_from))))
    turns.append((code("""
pyautogui.click(240, 311)  # Finance
"""), screen("Mar 12 10:16", main_win("Finance", "Invoice #A-7781 (Atlassian)", preview))))
    rs.add("os", "h61-os-03", system("In Thunderbird create a filter 'Invoices to Finance' that moves messages whose subject contains 'invoice' to the Finance folder, run it on the Inbox, and tag the Atlassian invoice as To Do."),
           turns, state=state)


# 04 ─ GNOME Disks (bad: FAT volume UUID changes after relabel)
def t04(rs: RowSet) -> None:
    devices = [("500 GB Disk", "Samsung SSD 870 EVO 500GB"), ("62 GB Drive", "SanDisk Ultra Fit"),
               ("Loop Device", "/snap/bare/5"), ("Loop Device", "/snap/core22/1122"), ("Loop Device", "/snap/firefox/3836")]

    def disks(cur: int, header: list[str], volumes: list[str], details: list[tuple[str, str]], extra: list[str] | None = None) -> list[str]:
        rows = [R("frame", "Disks", "", 360, 140, 1200, 800), R("push-button", "Menu", "", 1500, 150, 34, 34)]
        for i, (a, b) in enumerate(devices):
            rows.append(R("list-item", a, f"{a}\n{b}", 366, 190 + 58 * i, 300, 56, desc="selected" if i == cur else ""))
        rows += [R("push-button", "Power off", "", 1420, 150, 34, 34), R("push-button", "Drive Options", "", 1460, 150, 34, 34)]
        for i, (k, v) in enumerate(header):
            rows += [R("label", k, k, 690, 200 + 26 * i, 200, 22), R("label", "", v, 900, 200 + 26 * i, 640, 22)]
        rows.append(R("label", "Volumes", "Volumes", 690, 340, 100, 22))
        rows += volumes
        for i, (k, v) in enumerate(details):
            rows += [R("label", k, k, 690, 520 + 26 * i, 200, 22), R("label", "", v, 900, 520 + 26 * i, 640, 22)]
        return rows + (extra or [])

    usb_head = [("Model", "SanDisk Ultra Fit (1.00)"), ("Serial Number", "4C530001120816116384"),
                ("Size", "62 GB (61,530,439,680 bytes)"), ("Partitioning", "Master Boot Record")]

    def usb_vol(label: str, mounted: bool) -> list[str]:
        return [R("toggle-button", "", f"{label}\nPartition 1\n62 GB FAT", 690, 370, 840, 96, desc="checked"),
                R("push-button", "Unmount selected partition" if mounted else "Mount selected partition", "", 690, 476, 34, 34),
                R("push-button", "Additional partition options", "", 730, 476, 34, 34)]

    def usb_det(mounted: bool, uuid: str = "6A3E-1B2C") -> list[tuple[str, str]]:
        return [("Size", "62 GB — 57 GB free (7.9% full)" if mounted else "62 GB (61,529,391,104 bytes)"),
                ("Device", "/dev/sdb1"), ("UUID", uuid), ("Partition Type", "W95 FAT32 (LBA)"),
                ("Contents", "FAT (32-bit version) — " + ("Mounted at /media/dana/SANDISK" if mounted else "Not Mounted"))]

    sda_head = [("Model", "Samsung SSD 870 EVO 500GB (SVT02B6Q)"), ("Serial Number", "S6PXNM0W418263A"),
                ("Size", "500 GB (500,107,862,016 bytes)"), ("Partitioning", "GUID Partition Table")]
    home_state = disks(0, sda_head, [R("toggle-button", "", "Partition 1\n537 MB FAT", 690, 370, 60, 96, desc="checked"),
                                      R("toggle-button", "", "Filesystem\nPartition 2\n500 GB Ext4", 752, 370, 778, 96)],
                       [("Size", "537 MB — 531 MB free (1.1% full)"), ("Device", "/dev/sda1"), ("UUID", "5E1A-77C3"),
                        ("Partition Type", "EFI System"), ("Contents", "FAT (32-bit version) — Mounted at /boot/efi")])
    state = screen("Apr 3 09:41", home_state)
    turns = [(code("""
import pyautogui
pyautogui.click(516, 276)  # 62 GB Drive
"""), screen("Apr 3 09:41", disks(1, usb_head, usb_vol("SANDISK", True), usb_det(True))))]
    turns.append((code("""
pyautogui.click(707, 493)  # Unmount selected partition
"""), screen("Apr 3 09:42", disks(1, usb_head, usb_vol("SANDISK", False), usb_det(False)))))
    dlg = [R("dialog", "Edit Filesystem", "", 760, 400, 400, 170), R("label", "Label", "Label", 784, 450, 60, 22),
           R("entry", "Label", "BACKUP24", 850, 444, 280, 32), R("push-button", "Cancel", "", 770, 410, 80, 30),
           R("push-button", "Change", "", 1070, 410, 80, 30)]
    turns.append((code("""
pyautogui.click(747, 493)  # Additional partition options
pyautogui.click(800, 560)  # Edit Filesystem…
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('BACKUP24')
"""), screen("Apr 3 09:42", disks(1, usb_head, usb_vol("SANDISK", False), usb_det(False)) + dlg)))
    # CONTRADICTION: the FAT volume serial (UUID) is different after a label change
    turns.append((code("""
pyautogui.click(1110, 425)  # Change
"""), screen("Apr 3 09:43", disks(1, usb_head, usb_vol("BACKUP24", False), usb_det(False, "6A3E-1B2E")))))
    turns.append((code("""
pyautogui.click(516, 218)  # 500 GB Disk
"""), screen("Apr 3 09:43", home_state)))
    p2 = disks(0, sda_head, [R("toggle-button", "", "Partition 1\n537 MB FAT", 690, 370, 60, 96),
                             R("toggle-button", "", "Filesystem\nPartition 2\n500 GB Ext4", 752, 370, 778, 96, desc="checked")],
               [("Size", "500 GB — 311 GB free (37.7% full)"), ("Device", "/dev/sda2"), ("UUID", "9b1f4e52-0c7d-4a66-b2f3-51d8a0e7c913"),
                ("Partition Type", "Linux Filesystem"), ("Contents", "Ext4 (version 1.0) — Mounted at Filesystem Root")])
    turns.append((code("""
pyautogui.click(1140, 418)  # Partition 2
"""), screen("Apr 3 09:44", p2)))
    attrs = [("1", "Raw_Read_Error_Rate", "0", "100", "OK"), ("5", "Reallocated_Sector_Ct", "0 sectors", "100", "OK"),
             ("9", "Power_On_Hours", "1 year, 41 days and 6 hours", "96", "OK"), ("12", "Power_Cycle_Count", "1187", "99", "OK"),
             ("177", "Wear_Leveling_Count", "9", "99", "OK"), ("179", "Used_Rsvd_Blk_Cnt_Tot", "0", "100", "OK"),
             ("190", "Airflow_Temperature_Cel", "36° C / 97° F", "64", "OK"), ("241", "Total_LBAs_Written", "21.4 TB", "99", "OK")]
    smart = [R("dialog", "SMART Data & Self-Tests", "", 460, 160, 1000, 760),
             R("label", "Last Updated", "Last Updated", 490, 200, 200, 22), R("label", "", "Less than a minute ago", 700, 200, 400, 22),
             R("label", "Self-test Result", "Self-test Result", 490, 226, 200, 22), R("label", "", "Last self-test completed successfully", 700, 226, 400, 22),
             R("label", "Powered On", "Powered On", 490, 252, 200, 22), R("label", "", "1 year and 41 days", 700, 252, 400, 22),
             R("label", "Temperature", "Temperature", 490, 278, 200, 22), R("label", "", "36° C / 97° F", 700, 278, 400, 22),
             R("label", "Overall Assessment", "Overall Assessment", 490, 304, 200, 22), R("label", "", "Disk is OK", 700, 304, 400, 22),
             R("toggle-button", "SMART Enabled", "", 1360, 200, 60, 30, desc="checked"),
             R("table-column-header", "ID", "ID", 490, 350, 50, 24), R("table-column-header", "Attribute", "Attribute", 540, 350, 300, 24),
             R("table-column-header", "Value", "Value", 840, 350, 280, 24), R("table-column-header", "Normalized", "Normalized", 1120, 350, 120, 24),
             R("table-column-header", "Assessment", "Assessment", 1240, 350, 120, 24)]
    for i, (a, b, c, d, e) in enumerate(attrs):
        y = 376 + 26 * i
        smart += [R("table-cell", "", a, 490, y, 50, 26), R("table-cell", "", b, 540, y, 300, 26), R("table-cell", "", c, 840, y, 280, 26),
                  R("table-cell", "", d, 1120, y, 120, 26), R("table-cell", "", e, 1240, y, 120, 26)]
    smart += [R("push-button", "Refresh", "", 490, 860, 100, 30), R("push-button", "Start Self-test", "", 600, 860, 140, 30),
              R("push-button", "Close", "", 1340, 860, 100, 30)]
    turns.append((code("""
pyautogui.click(1477, 167)  # Drive Options
pyautogui.click(1400, 330)  # SMART Data & Self-Tests…
"""), screen("Apr 3 09:44", p2 + smart)))
    rs.add("os", "h61-os-04", system("Relabel the USB stick's FAT partition from SANDISK to BACKUP24 in Disks, then check the SMART status of the internal SSD."),
           turns, state=state, bad=True, turn=4, kind="the USB partition's UUID 6A3E-1B2C (turns 1-3) reads 6A3E-1B2E after only a label change")


def writer_window(fname: str, paras: list[tuple[str, str]], pstyle: str, status: list[str], modified: bool,
                  extra: list[str] | None = None, font: str = "Liberation Serif", size: str = "12 pt") -> list[str]:
    """LibreOffice Writer; paras are (style, text); headings are exposed with the heading role."""
    rows = [R("frame", f"{fname} - LibreOffice Writer", "", 70, 27, 1850, 1053)]
    rows += menubar(WRITER_MENUS)
    rows += buttons(LO_TOOLS, 84, 82)
    rows += [R("combo-box", "Paragraph Style", pstyle, 82, 120, 200, 26), R("combo-box", "Font Name", font, 290, 120, 180, 26),
             R("combo-box", "Font Size", size, 474, 120, 64, 26)]
    rows += buttons(["Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript", "Align Left", "Align Center",
                     "Align Right", "Justified", "Toggle Unordered List", "Toggle Ordered List"], 120, 560, 30, 26, "toggle-button")
    y = 190
    for style, text in paras:
        tag = "heading" if style.startswith("Heading") or style == "Contents Heading" else "paragraph"
        h = 22 * max(1, len(text) // 110 + 1)
        rows.append(R(tag, "", text, 520, y, 880, h))
        y += h + 12
    rows += extra or []
    rows += [R("label", "", status[0], 76, 1036, 140, 18), R("label", "", status[1], 230, 1036, 260, 18),
             R("label", "", "Default Page Style", 500, 1036, 150, 18), R("label", "", "English (USA)", 660, 1036, 110, 18),
             R("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", 780, 1036, 24, 18),
             R("slider", "Zoom", "100%", 1720, 1036, 150, 18)]
    return rows


# 05 ─ Writer styles and table of contents (bad: applied paragraph style reverts)
def t05(rs: RowSet) -> None:
    paras = [["Title", "Adaptive Caching for Edge Inference Workloads"],
             ["Subtitle", "Master's thesis draft — Lena Hoffmann — v0.7 (March 2024)"],
             ["Heading 1", "Introduction"],
             ["Text Body", "Serving deep models on edge devices is constrained less by arithmetic than by memory traffic. This chapter motivates a cache that adapts to the request mix observed on the device."],
             ["Text Body", "We summarise the contributions: a cost model for partial activation reuse, a replacement policy driven by that model, and an evaluation on three hardware targets."],
             ["Default Paragraph Style", "Related Work"],
             ["Text Body", "Caching at the inference layer has been studied for CDNs and for key-value stores; far fewer works consider intermediate activations."],
             ["Heading 2", "Cache Replacement Policies"],
             ["Text Body", "LRU, LFU and their adaptive hybrids (ARC, LIRS) are the usual baselines. None accounts for recomputation cost, which varies by two orders of magnitude across layers."],
             ["Default Paragraph Style", "Model Partitioning"],
             ["Text Body", "Split computing places the first k layers on the device and the remainder on a server; our cache is orthogonal and can sit on either side of the split."],
             ["Heading 1", "Method"],
             ["Text Body", "Each cached tensor carries the estimated cost of recomputing it, its size and a decayed access count; eviction minimises expected recomputation per freed byte."],
             ["Heading 1", "Evaluation"],
             ["Text Body", "We evaluate on a Jetson Orin Nano, a Raspberry Pi 5 with a Coral accelerator and an x86 mini PC, using traces from two production services."],
             ["Heading 1", "Conclusion"],
             ["Text Body", "Cost-aware eviction reduces p95 latency by 18–31% at equal memory budgets; future work extends the model to multi-tenant devices."]]
    fname = "thesis_draft.odt"
    st = {"words": "3,412 words, 21,960 characters", "pages": 8, "toc": False}

    def doc() -> list[tuple[str, str]]:
        ps = [tuple(p) for p in paras]
        if st["toc"]:
            toc = [("Contents Heading", "Table of Contents"), ("Contents 1", "Introduction\t2"), ("Contents 1", "Related Work\t3"),
                   ("Contents 2", "Cache Replacement Policies\t4"), ("Contents 2", "Model Partitioning\t4"), ("Contents 1", "Method\t5"),
                   ("Contents 1", "Evaluation\t7"), ("Contents 1", "Conclusion\t9")]
            ps = toc + ps
        return ps

    def win(pstyle: str, page: int, modified: bool, extra: list[str] | None = None) -> list[str]:
        return writer_window(fname, doc(), pstyle, [f"Page {page} of {st['pages']}", st["words"]], modified, extra)

    state = screen("Mar 18 15:12", win("Title", 1, False))
    turns = [(code("""
import pyautogui
pyautogui.click(700, 571)  # in the 'Related Work' paragraph
"""), screen("Mar 18 15:12", win("Default Paragraph Style", 2, False)))]
    paras[5][0] = "Heading 1"
    turns.append((code("""
pyautogui.tripleClick(182, 133)  # Paragraph Style box
pyautogui.write('Heading 1')
pyautogui.press('enter')
"""), screen("Mar 18 15:13", win("Heading 1", 2, True))))
    paras[9][0] = "Heading 2"
    turns.append((code("""
pyautogui.click(700, 827)  # in 'Model Partitioning'
pyautogui.tripleClick(182, 133)
pyautogui.write('Heading 2')
pyautogui.press('enter')
"""), screen("Mar 18 15:13", win("Heading 2", 3, True))))
    toc_dlg = [R("dialog", "Table of Contents, Index or Bibliography", "", 420, 160, 1080, 720),
               R("page-tab", "Type", "", 980, 190, 70, 28, desc="selected"), R("page-tab", "Entries", "", 1052, 190, 80, 28),
               R("page-tab", "Styles", "", 1134, 190, 70, 28), R("page-tab", "Columns", "", 1206, 190, 80, 28), R("page-tab", "Background", "", 1288, 190, 100, 28),
               R("label", "", "Type and Title", 990, 236, 200, 20), R("entry", "Title:", "Table of Contents", 1090, 262, 380, 28),
               R("combo-box", "Type:", "Table of Contents", 1090, 296, 380, 28), R("check-box", "Protected against manual changes", "", 990, 332, 360, 22, desc="checked"),
               R("combo-box", "For:", "Entire document", 1090, 382, 200, 28), R("spin-button", "Evaluate up to level:", "10", 1380, 382, 90, 28),
               R("check-box", "Outline", "", 990, 430, 200, 22, desc="checked"), R("check-box", "Additional styles", "", 990, 458, 200, 22),
               R("check-box", "Index marks", "", 990, 486, 200, 22, desc="checked"),
               R("image", "Preview", "", 440, 190, 520, 640),
               R("check-box", "Preview", "", 440, 840, 100, 22, desc="checked"), R("push-button", "OK", "", 1190, 836, 90, 30),
               R("push-button", "Cancel", "", 1290, 836, 90, 30), R("push-button", "Reset", "", 1390, 836, 90, 30)]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'home')
pyautogui.click(208, 68)   # Insert
pyautogui.click(300, 520)  # Table of Contents and Index
pyautogui.click(560, 520)  # Table of Contents, Index or Bibliography…
"""), screen("Mar 18 15:14", win("Title", 1, True, toc_dlg))))
    st["toc"], st["pages"], st["words"] = True, 9, "3,431 words, 22,103 characters"
    turns.append((code("""
pyautogui.click(1235, 851)  # OK
"""), screen("Mar 18 15:14", win("Contents Heading", 1, True))))
    nav = [R("panel", "Navigator", "", 1500, 160, 400, 760), R("combo-box", "Navigate By", "Headings", 1510, 170, 380, 28),
           R("tree-item", "Headings", "Headings", 1510, 210, 380, 24, desc="expanded"),
           R("tree-item", "Introduction", "Introduction", 1530, 236, 360, 24), R("tree-item", "Related Work", "Related Work", 1530, 262, 360, 24, desc="expanded"),
           R("tree-item", "Cache Replacement Policies", "Cache Replacement Policies", 1550, 288, 340, 24),
           R("tree-item", "Model Partitioning", "Model Partitioning", 1550, 314, 340, 24),
           R("tree-item", "Method", "Method", 1530, 340, 360, 24), R("tree-item", "Evaluation", "Evaluation", 1530, 366, 360, 24),
           R("tree-item", "Conclusion", "Conclusion", 1530, 392, 360, 24),
           R("tree-item", "Tables", "Tables", 1510, 420, 380, 24), R("tree-item", "Frames", "Frames", 1510, 446, 380, 24),
           R("tree-item", "Images", "Images", 1510, 472, 380, 24), R("tree-item", "OLE objects", "OLE objects", 1510, 498, 380, 24),
           R("tree-item", "Bookmarks", "Bookmarks", 1510, 524, 380, 24), R("tree-item", "Sections", "Sections", 1510, 550, 380, 24),
           R("tree-item", "Hyperlinks", "Hyperlinks", 1510, 576, 380, 24), R("tree-item", "References", "References", 1510, 602, 380, 24),
           R("tree-item", "Indexes", "Indexes", 1510, 628, 380, 24), R("tree-item", "Comments", "Comments", 1510, 654, 380, 24),
           R("tree-item", "Drawing objects", "Drawing objects", 1510, 680, 380, 24), R("tree-item", "Fields", "Fields", 1510, 706, 380, 24),
           R("tree-item", "Footnotes", "Footnotes", 1510, 732, 380, 24), R("tree-item", "Endnotes", "Endnotes", 1510, 758, 380, 24)]
    turns.append((code("""
pyautogui.press('f5')  # Navigator
"""), screen("Mar 18 15:15", win("Contents Heading", 1, True, nav))))
    # CONTRADICTION: 'Related Work' was set to Heading 1 in turn 2; its style box now reads Default Paragraph Style
    turns.append((code("""
pyautogui.doubleClick(1600, 274)  # 'Related Work' in the Navigator
"""), screen("Mar 18 15:15", win("Default Paragraph Style", 3, True, nav))))
    turns.append((code("""
pyautogui.press('f5')          # close the Navigator
pyautogui.hotkey('ctrl', 'end')
pyautogui.hotkey('ctrl', 's')
"""), screen("Mar 18 15:16", win("Text Body", 9, False))))
    wc = [R("dialog", "Word Count", "", 760, 380, 400, 260), R("label", "", "Selection", 900, 410, 100, 20), R("label", "", "Document", 1040, 410, 100, 20),
          R("label", "Words", "Words", 780, 440, 110, 20), R("label", "", "0", 900, 440, 100, 20), R("label", "", "3,431", 1040, 440, 100, 20),
          R("label", "Characters including spaces", "Characters including spaces", 780, 470, 110, 20), R("label", "", "0", 900, 470, 100, 20),
          R("label", "", "22,103", 1040, 470, 100, 20), R("label", "Characters excluding spaces", "Characters excluding spaces", 780, 500, 110, 20),
          R("label", "", "0", 900, 500, 100, 20), R("label", "", "18,874", 1040, 500, 100, 20),
          R("label", "Pages", "Pages", 780, 530, 110, 20), R("label", "", "9", 1040, 530, 100, 20),
          R("push-button", "Help", "", 780, 590, 80, 30), R("push-button", "Close", "", 1060, 590, 80, 30)]
    turns.append((code("""
pyautogui.click(1185, 68)   # Tools
pyautogui.click(1240, 160)  # Word Count…
"""), screen("Mar 18 15:17", win("Text Body", 9, False, wc))))
    rs.add("os", "h61-os-05", system("In thesis_draft.odt make 'Related Work' a Heading 1 and 'Model Partitioning' a Heading 2, insert a table of contents at the top and save."),
           turns, state=state, bad=True, turn=7, kind="the 'Related Work' paragraph set to Heading 1 in turn 2 shows Default Paragraph Style in turn 7 without any style change")


GIMP_TOOLS = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
              "Warp Transform", "Flip Tool", "Text Tool", "Bucket Fill Tool", "Gradient Tool", "Paintbrush Tool", "Eraser Tool",
              "Clone Tool", "Smudge Tool", "Dodge / Burn Tool", "Paths Tool", "Color Picker Tool", "Zoom Tool"]


def gimp_window(title: str, layers: list[str], active: str, status: str, zoom: str = "33.3%", mode: str = "Normal",
                opacity: str = "100.0", extra: list[str] | None = None, history: list[str] | None = None, redo: list[str] | None = None) -> list[str]:
    rows = [R("frame", title + " – GIMP", "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"], 56)
    rows += [R("toggle-button", t, "", 80 + 30 * (i % 6), 90 + 30 * (i // 6), 28, 28, desc="checked" if i == 0 else "") for i, t in enumerate(GIMP_TOOLS)]
    rows += [R("canvas", "", "", 300, 110, 1260, 880)]
    rows += [R("page-tab", "Layers", "", 1570, 400, 80, 26, desc="" if history else "selected"), R("page-tab", "Channels", "", 1652, 400, 80, 26),
             R("page-tab", "Paths", "", 1734, 400, 60, 26), R("page-tab", "Undo History", "", 1796, 400, 110, 26, desc="selected" if history else "")]
    if history:
        for i, h in enumerate(history):
            rows.append(R("list-item", h, h, 1580, 436 + 30 * i, 320, 28, desc="selected" if i == len(history) - 1 else ""))
        for j, h in enumerate(redo or []):
            rows.append(R("list-item", h, h, 1580, 436 + 30 * (len(history) + j), 320, 28, desc="disabled"))
    else:
        rows += [R("combo-box", "Mode", mode, 1580, 436, 240, 26), R("spin-button", "Opacity", opacity, 1580, 466, 320, 24),
                 R("label", "Lock:", "Lock:", 1580, 496, 40, 20)]
        for i, n in enumerate(layers):
            rows += [R("toggle-button", "Visible", "", 1580, 530 + 44 * i, 24, 40, desc="checked"),
                     R("table-cell", n, n, 1660, 530 + 44 * i, 240, 40, desc="selected" if n == active else "")]
        rows += buttons(["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                         "Duplicate this layer", "Anchor", "Add a mask", "Delete this layer"], 1000, 1580, 38, 32)
    rows += [R("label", "", "px", 320, 1000, 40, 22), R("combo-box", "Zoom", zoom, 380, 1000, 90, 22), R("label", "", status, 480, 1000, 400, 22)]
    return rows + (extra or [])


# 06 ─ GIMP canvas size and layers (clean)
def t06(rs: RowSet) -> None:
    st = {"w": 1200, "h": 1800, "dirty": False, "layers": ["Title text", "Logo", "Background"], "active": "Title text", "mem": "34.6 MB"}

    def title() -> str:
        n = len(st["layers"])
        return f"{'*' if st['dirty'] else ''}poster_draft.xcf-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layers) {st['w']}x{st['h']}"

    def win(extra: list[str] | None = None, **kw: object) -> list[str]:
        return gimp_window(title(), st["layers"], st["active"], f"{st['active']} ({st['mem']})", extra=extra, **kw)

    state = screen("May 6 11:20", win())

    def canvas_dlg(w: int, h: int, linked: bool, ox: int, oy: int) -> list[str]:
        return [R("dialog", "Set Image Canvas Size", "", 640, 160, 640, 760), R("label", "", "Canvas Size", 660, 200, 200, 20),
                R("spin-button", "Width", str(w), 760, 230, 160, 28), R("spin-button", "Height", str(h), 760, 264, 160, 28),
                R("toggle-button", "Chain", "", 930, 246, 20, 40, desc="checked" if linked else ""), R("combo-box", "Unit", "px", 960, 246, 80, 28),
                R("label", "", f"{w} × {h} pixels", 760, 300, 300, 20), R("label", "", "300 ppi", 760, 322, 300, 20),
                R("label", "", "Offset", 660, 360, 200, 20), R("spin-button", "X", str(ox), 760, 390, 160, 28), R("spin-button", "Y", str(oy), 760, 424, 160, 28),
                R("push-button", "Center", "", 1060, 406, 90, 30),
                R("label", "", "Layers", 660, 620, 200, 20), R("combo-box", "Resize layers:", "None", 800, 650, 300, 28),
                R("combo-box", "Fill with:", "Transparency", 800, 684, 300, 28), R("check-box", "Resize text layers", "", 800, 718, 240, 22),
                R("push-button", "Help", "", 660, 870, 80, 30), R("push-button", "Reset", "", 920, 870, 80, 30),
                R("push-button", "Resize", "", 1060, 870, 90, 30), R("push-button", "Cancel", "", 1160, 870, 90, 30)]

    turns = [(code("""
import pyautogui
pyautogui.click(415, 68)   # Image
pyautogui.click(470, 240)  # Canvas Size…
"""), screen("May 6 11:21", win(canvas_dlg(1200, 1800, True, 0, 0))))]
    turns.append((code("""
pyautogui.click(940, 266)                 # unlink the chain
pyautogui.tripleClick(840, 244); pyautogui.write('1500\\t')
pyautogui.tripleClick(840, 278); pyautogui.write('2000\\t')
pyautogui.click(1105, 421)                # Center
"""), screen("May 6 11:21", win(canvas_dlg(1500, 2000, False, 150, 100)))))
    st.update(w=1500, h=2000, dirty=True, mem="37.1 MB")
    turns.append((code("""
pyautogui.click(1105, 885)  # Resize
"""), screen("May 6 11:22", win())))
    st.update(active="Background", mem="40.4 MB")
    turns.append((code("""
pyautogui.click(1780, 640)  # Background layer
pyautogui.click(474, 68)    # Layer
pyautogui.click(540, 540)   # Layer to Image Size
"""), screen("May 6 11:22", win())))
    nl = [R("dialog", "New Layer", "", 660, 200, 600, 680), R("entry", "Layer name:", "Shadow", 800, 240, 420, 28),
          R("combo-box", "Mode:", "Normal", 800, 300, 300, 28), R("spin-button", "Opacity:", "100.0", 800, 334, 300, 24),
          R("spin-button", "Width:", "1500", 800, 380, 160, 28), R("spin-button", "Height:", "2000", 800, 414, 160, 28),
          R("spin-button", "Offset X:", "0", 800, 456, 160, 28), R("spin-button", "Offset Y:", "0", 800, 490, 160, 28),
          R("combo-box", "Fill with:", "Transparency", 800, 560, 300, 28), R("check-box", "Lock pixels", "", 800, 600, 200, 22),
          R("push-button", "OK", "", 1060, 830, 90, 30), R("push-button", "Cancel", "", 1160, 830, 90, 30)]
    turns.append((code("""
pyautogui.click(474, 68)    # Layer
pyautogui.click(520, 100)   # New Layer…
pyautogui.tripleClick(1010, 254)
pyautogui.write('Shadow')
"""), screen("May 6 11:23", win(nl))))
    st["layers"] = ["Title text", "Logo", "Shadow", "Background"]
    st.update(active="Shadow", mem="52.4 MB")
    turns.append((code("""
pyautogui.click(1105, 845)  # OK
"""), screen("May 6 11:23", win())))
    st["layers"] = ["Title text", "Logo 2024", "Shadow", "Background"]
    st["active"] = "Logo 2024"
    turns.append((code("""
pyautogui.doubleClick(1780, 594)  # name of the 'Logo' layer
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('Logo 2024')
pyautogui.press('enter')
"""), screen("May 6 11:24", win())))
    st["layers"] = ["Title text", "Logo", "Shadow", "Background"]
    st["active"] = "Logo"
    turns.append((code("""
pyautogui.hotkey('ctrl', 'z')  # undo the rename
"""), screen("May 6 11:24", win())))
    turns.append((code("""
pyautogui.click(1850, 413)  # Undo History tab
"""), screen("May 6 11:25", win(history=["[ Base Image ]", "Resize Canvas", "Layer to Image Size", "New Layer"], redo=["Rename Layer"]))))
    rs.add("os", "h61-os-06", system("Enlarge the canvas of poster_draft.xcf to 1500x2000 centred, fit the Background layer to it and add an empty 'Shadow' layer; leave the Logo layer's name unchanged."),
           turns, state=state)


SETTINGS_PANELS = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                   "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
                   "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
                   "Default Applications", "Date & Time", "About"]


def settings_window(panel: str, body: list[str], extra: list[str] | None = None) -> list[str]:
    rows = [R("frame", panel, "", 330, 120, 1260, 840), R("push-button", "Search", "", 340, 130, 34, 34), R("label", "", "Settings", 480, 136, 100, 22),
            R("push-button", "Main menu", "", 560, 130, 34, 34), R("label", "", panel, 1050, 136, 200, 22)]
    for i, p in enumerate(SETTINGS_PANELS):
        rows.append(R("list-item", p, p, 334, 174 + 30 * i, 268, 30, desc="selected" if p == panel else ""))
    return rows + body + (extra or [])


# 07 ─ Settings: keyboard input sources and custom shortcut (clean)
def t07(rs: RowSet) -> None:
    def kb(sources: list[str]) -> list[str]:
        rows = [R("label", "", "Input Sources", 720, 190, 300, 22), R("label", "", "Includes keyboard layouts and input methods.", 720, 214, 500, 20)]
        for i, s in enumerate(sources):
            rows += [R("list-item", s, s, 720, 246 + 50 * i, 760, 48), R("push-button", "More options", "", 1440, 254 + 50 * i, 30, 30)]
        y = 246 + 50 * len(sources)
        rows += [R("push-button", "Add Input Source…", "", 720, y, 760, 48),
                 R("label", "", "Input Source Switching", 720, y + 70, 300, 22),
                 R("radio-button", "Use the same source for all windows", "", 720, y + 100, 760, 44, desc="checked"),
                 R("radio-button", "Switch input sources individually for each window", "", 720, y + 144, 760, 44),
                 R("label", "", "Special Character Entry", 720, y + 210, 300, 22),
                 R("push-button", "Alternate Characters Key", "Right Alt", 720, y + 240, 760, 44),
                 R("push-button", "Compose Key", "Off", 720, y + 284, 760, 44),
                 R("label", "", "Keyboard Shortcuts", 720, y + 350, 300, 22),
                 R("push-button", "View and Customize Shortcuts", "", 720, y + 380, 760, 44)]
        return rows

    one = ["English (US)"]
    two = ["English (US)", "German"]
    state = screen("Jun 4 08:51", settings_window("Keyboard", kb(one)))
    langs = ["English (United States)", "English (United Kingdom)", "Spanish (Spain)", "French (France)", "German (Germany)", "Other"]
    add1 = [R("dialog", "Add an Input Source", "", 720, 260, 480, 520), R("push-button", "Cancel", "", 730, 270, 80, 30),
            R("push-button", "Add", "", 1110, 270, 80, 30, desc="disabled"), R("entry", "Search", "", 740, 320, 440, 34)]
    add1 += [R("list-item", n, n, 740, 366 + 44 * i, 440, 42) for i, n in enumerate(langs)]
    turns = [(code("""
import pyautogui
pyautogui.click(1100, 320)  # Add Input Source…
"""), screen("Jun 4 08:51", settings_window("Keyboard", kb(one), add1)))]
    lay = ["German", "German (Austria)", "German (Switzerland)", "German (Neo 2)", "German (QWERTY)", "German (dead acute)",
           "German (no dead keys)", "German (Macintosh)"]
    add2 = [R("dialog", "Add an Input Source", "", 720, 260, 480, 520), R("push-button", "Cancel", "", 730, 270, 80, 30),
            R("push-button", "Add", "", 1110, 270, 80, 30, desc="disabled"), R("entry", "Search", "german", 740, 320, 440, 34),
            R("push-button", "Back", "", 740, 366, 34, 34), R("label", "", "German (Germany)", 790, 372, 300, 22)]
    add2 += [R("list-item", n, n, 740, 410 + 44 * i, 440, 42) for i, n in enumerate(lay)]
    turns.append((code("""
pyautogui.click(960, 337)
pyautogui.write('german')
pyautogui.click(960, 388)  # German (Germany)
"""), screen("Jun 4 08:52", settings_window("Keyboard", kb(one), add2))))
    turns.append((code("""
pyautogui.click(960, 431)   # German
pyautogui.click(1150, 285)  # Add
"""), screen("Jun 4 08:52", settings_window("Keyboard", kb(two)), tray=("en",))))
    cats = [("Accessibility", "7 shortcuts"), ("Launchers", "9 shortcuts"), ("Navigation", "27 shortcuts"), ("Screenshots", "6 shortcuts"),
            ("Sound and Media", "13 shortcuts"), ("System", "9 shortcuts"), ("Typing", "2 shortcuts"), ("Windows", "19 shortcuts"),
            ("Custom Shortcuts", "")]
    sc = [R("dialog", "Keyboard Shortcuts", "", 560, 180, 800, 720), R("push-button", "Reset All…", "", 580, 190, 110, 30),
          R("entry", "Search Shortcuts", "", 760, 190, 400, 30)]
    sc += [R("list-item", n, f"{n}\n{d}" if d else n, 600, 250 + 52 * i, 720, 50) for i, (n, d) in enumerate(cats)]
    turns.append((code("""
pyautogui.click(1100, 780)  # View and Customize Shortcuts
"""), screen("Jun 4 08:53", settings_window("Keyboard", kb(two), sc), tray=("en",))))
    form = [R("dialog", "Keyboard Shortcuts", "", 560, 180, 800, 720), R("push-button", "Back", "", 580, 190, 34, 30),
            R("label", "", "Custom Shortcuts", 860, 196, 200, 22),
            R("dialog", "Add Custom Shortcut", "", 700, 330, 520, 330), R("push-button", "Cancel", "", 710, 340, 80, 30),
            R("push-button", "Add", "", 1130, 340, 80, 30, desc="disabled"),
            R("entry", "Name", "Open Screenshots folder", 730, 400, 460, 34),
            R("entry", "Command", "nautilus /home/jordan/Pictures/Screenshots", 730, 460, 460, 34),
            R("push-button", "Set Shortcut…", "", 730, 520, 460, 34)]
    turns.append((code("""
pyautogui.click(960, 692)  # Custom Shortcuts
pyautogui.click(960, 300)  # Add Shortcut
pyautogui.click(960, 417); pyautogui.write('Open Screenshots folder')
pyautogui.click(960, 477); pyautogui.write('nautilus /home/jordan/Pictures/Screenshots')
"""), screen("Jun 4 08:54", settings_window("Keyboard", kb(two), form), tray=("en",))))
    custom = [R("dialog", "Keyboard Shortcuts", "", 560, 180, 800, 720), R("push-button", "Back", "", 580, 190, 34, 30),
              R("label", "", "Custom Shortcuts", 860, 196, 200, 22),
              R("list-item", "Open Screenshots folder", "Open Screenshots folder", 600, 250, 560, 50), R("label", "", "Super+E", 1160, 262, 160, 26),
              R("push-button", "Add Shortcut", "", 600, 320, 720, 50)]
    turns.append((code("""
pyautogui.click(960, 537)        # Set Shortcut…
pyautogui.hotkey('super', 'e')
pyautogui.click(1170, 355)       # Add
"""), screen("Jun 4 08:54", settings_window("Keyboard", kb(two), custom), tray=("en",))))
    turns.append((code("""
pyautogui.press('escape')         # close Keyboard Shortcuts
pyautogui.click(1455, 319)        # More options of 'German'
pyautogui.click(1380, 386)        # Remove
"""), screen("Jun 4 08:55", settings_window("Keyboard", kb(one)))))
    rs.add("os", "h61-os-07", system("Try the German keyboard layout, add a custom shortcut Super+E that opens ~/Pictures/Screenshots, then remove the German layout again."),
           turns, state=state)


# 08 ─ Archive Manager (clean)
def t08(rs: RowSet) -> None:
    arch = "site-backup-0412.tar.gz"
    root = [("assets", "", "Folder", "12 April 2024, 01:58"), ("config", "", "Folder", "12 April 2024, 01:58"),
            ("crontab.txt", "812 bytes", "plain text document", "2 April 2024, 09:14"),
            ("db_dump_0412.sql", "48.2 MB", "SQL code", "12 April 2024, 02:00"),
            ("nginx.conf", "3.1 kB", "plain text document", "28 March 2024, 16:47"), ("VERSION", "6 bytes", "plain text document", "9 April 2024, 11:03")]
    assets = [("fonts", "", "Folder", "3 January 2024, 10:20"), ("app.css", "88.4 kB", "CSS stylesheet", "10 April 2024, 18:12"),
              ("app.js", "412.0 kB", "JavaScript program", "10 April 2024, 18:12"), ("hero.jpg", "1.9 MB", "JPEG image", "22 March 2024, 13:40"),
              ("logo.svg", "14.7 kB", "SVG image", "6 February 2024, 09:05")]

    def fr(loc: str, entries: list[tuple[str, str, str, str]], sel: str | None = None, extra: list[str] | None = None) -> list[str]:
        rows = [R("frame", arch, "", 420, 180, 1080, 720), R("push-button", "Extract", "", 430, 190, 90, 34),
                R("push-button", "Add files", "", 526, 190, 34, 34), R("push-button", "Go to the previous visited location", "", 580, 190, 34, 34),
                R("push-button", "Go to the next visited location", "", 616, 190, 34, 34), R("push-button", "Go up one level", "", 652, 190, 34, 34),
                R("label", "Location:", "Location:", 700, 198, 70, 20), R("entry", "Location", loc, 776, 192, 560, 30),
                R("toggle-button", "Find files by name", "", 1400, 190, 34, 34), R("push-button", "Menu", "", 1440, 190, 34, 34),
                R("table-column-header", "Name", "Name", 430, 240, 460, 26), R("table-column-header", "Size", "Size", 890, 240, 120, 26),
                R("table-column-header", "Type", "Type", 1010, 240, 200, 26), R("table-column-header", "Modified", "Modified", 1210, 240, 280, 26)]
        for i, (n, s, t, m) in enumerate(entries):
            y = 268 + 30 * i
            rows += [R("table-cell", n, n, 430, y, 460, 30, desc="selected" if n == sel else ""), R("table-cell", "", s, 890, y, 120, 30),
                     R("table-cell", "", t, 1010, y, 200, 30), R("table-cell", "", m, 1210, y, 280, 30)]
        return rows + (extra or [])

    state = screen("Apr 12 10:18", fr("/", root))
    turns = [(code("""
import pyautogui
pyautogui.doubleClick(600, 283)  # assets
"""), screen("Apr 12 10:18", fr("/assets/", assets)))]
    turns.append((code("""
pyautogui.click(669, 207)  # Go up one level
"""), screen("Apr 12 10:19", fr("/", root))))
    chooser = [R("dialog", "Add Files", "", 500, 220, 920, 640), R("push-button", "Cancel", "", 510, 230, 80, 30),
               R("push-button", "Add", "", 1330, 230, 80, 30), R("toggle-button", "Home", "", 620, 276, 80, 30),
               R("toggle-button", "Documents", "", 702, 276, 110, 30), R("toggle-button", "ops", "", 814, 276, 50, 30, desc="checked"),
               R("table-column-header", "Name", "Name", 700, 320, 400, 26), R("table-column-header", "Size", "Size", 1100, 320, 100, 26),
               R("table-column-header", "Modified", "Modified", 1200, 320, 200, 26)]
    docs = [("README.md", "2.4 kB", "Yesterday"), ("restore-notes.txt", "5.9 kB", "4 Apr"), ("runbook.pdf", "311.5 kB", "19 Mar")]
    for i, (n, s, m) in enumerate(docs):
        chooser += [R("table-cell", n, n, 700, 348 + 30 * i, 400, 30), R("table-cell", "", s, 1100, 348 + 30 * i, 100, 30),
                    R("table-cell", "", m, 1200, 348 + 30 * i, 200, 30)]
    chooser += [R("check-box", "Include files", "", 700, 800, 160, 22, desc="checked"), R("check-box", "Include subfolders", "", 870, 800, 180, 22, desc="checked"),
                R("check-box", "Exclude folders", "", 1060, 800, 160, 22)]
    turns.append((code("""
pyautogui.click(543, 207)  # Add files
"""), screen("Apr 12 10:19", fr("/", root, extra=chooser))))
    root2 = sorted(root + [("README.md", "2.4 kB", "Markdown document", "11 April 2024, 17:35")], key=lambda e: (e[2] != "Folder", e[0].lower()))
    turns.append((code("""
pyautogui.click(800, 363)   # README.md
pyautogui.click(1370, 245)  # Add
"""), screen("Apr 12 10:20", fr("/", root2, sel="README.md"))))
    ex = [R("dialog", "Extract", "", 480, 200, 960, 680), R("push-button", "Cancel", "", 490, 210, 80, 30),
          R("push-button", "Extract", "", 1350, 210, 80, 30), R("toggle-button", "Home", "", 620, 256, 80, 30),
          R("toggle-button", "Downloads", "", 702, 256, 110, 30, desc="checked"),
          R("table-cell", "invoice_A-7781.pdf", "invoice_A-7781.pdf", 700, 328, 500, 30), R("table-cell", "jdk-21_linux-x64_bin.tar.gz", "jdk-21_linux-x64_bin.tar.gz", 700, 358, 500, 30),
          R("table-cell", arch, arch, 700, 388, 500, 30),
          R("label", "", "Files", 700, 720, 80, 20), R("radio-button", "All files", "", 700, 744, 160, 22, desc="checked"),
          R("radio-button", "Selected files", "", 700, 768, 160, 22, desc="disabled"), R("radio-button", "Files:", "", 700, 792, 80, 22),
          R("label", "", "Actions", 1000, 720, 80, 20), R("check-box", "Keep directory structure", "", 1000, 744, 240, 22, desc="checked"),
          R("check-box", "Do not overwrite newer files", "", 1000, 768, 240, 22)]
    turns.append((code("""
pyautogui.click(475, 207)  # Extract
"""), screen("Apr 12 10:20", fr("/", root2, sel="README.md", extra=ex))))
    done = [R("alert", "", "", 700, 420, 520, 180), R("label", "", "Extraction completed successfully", 730, 450, 460, 26),
            R("push-button", "Close", "", 880, 550, 110, 32), R("push-button", "Show the Files", "", 1000, 550, 190, 32)]
    turns.append((code("""
pyautogui.click(1390, 225)  # Extract
"""), screen("Apr 12 10:21", fr("/", root2, sel="README.md", extra=done))))
    out = [("assets", "5 items", "01:58"), ("config", "3 items", "01:58"), ("crontab.txt", "812 bytes", "2 Apr"),
           ("db_dump_0412.sql", "48.2 MB", "02:00"), ("nginx.conf", "3.1 kB", "28 Mar"), ("README.md", "2.4 kB", "Yesterday"),
           ("VERSION", "6 bytes", "9 Apr")]
    turns.append((code("""
pyautogui.click(1095, 566)  # Show the Files
"""), screen("Apr 12 10:21", fr("/", root2, sel="README.md") + files_window("site-backup-0412", ["Home", "Downloads", "site-backup-0412"], out))))
    dl = [("site-backup-0412", "7 items", "10:21"), ("invoice_A-7781.pdf", "184.0 kB", "9 Mar"), ("jdk-21_linux-x64_bin.tar.gz", "186.1 MB", "2 Apr"),
          (arch, "11.8 MB", "10:20")]
    turns.append((code("""
pyautogui.click(283, 53)  # "Downloads" in the path bar
"""), screen("Apr 12 10:22", fr("/", root2, sel="README.md") + files_window("Downloads", ["Home", "Downloads"], dl, arch, current="Downloads",
                                                                            status=f"“{arch}” selected (11.8 MB)"))))
    rs.add("os", "h61-os-08", system("Add ~/Documents/ops/README.md to site-backup-0412.tar.gz and extract the whole archive into ~/Downloads."),
           turns, state=state)


def chrome_window(tabs: list[str], active: int, url: str, content: list[str], profile: str = "Work", star: bool = False) -> list[str]:
    rows = [R("frame", f"{tabs[active]} - Google Chrome", "", 70, 27, 1850, 1053)]
    for i, t in enumerate(tabs):
        rows += [R("page-tab", t, "", 78 + 240 * i, 34, 236, 34, desc="selected" if i == active else ""),
                 R("push-button", "Close", "", 290 + 240 * i, 42, 18, 18)]
    rows += [R("push-button", "New Tab", "", 82 + 240 * len(tabs), 38, 28, 28), R("push-button", "Search tabs", "", 1820, 36, 30, 30),
             R("push-button", "Back", "", 80, 76, 32, 32), R("push-button", "Forward", "", 116, 76, 32, 32, desc="disabled"),
             R("push-button", "Reload", "", 152, 76, 32, 32), R("entry", "Address and search bar", url, 196, 76, 1440, 32),
             R("push-button", "Bookmark this tab", "", 1600, 78, 28, 28, desc="checked" if star else ""),
             R("push-button", "Extensions", "", 1660, 76, 32, 32), R("push-button", profile, "", 1700, 76, 32, 32),
             R("push-button", "Chrome", "", 1740, 76, 32, 32)]
    return rows + content


# 09 ─ Chrome history (bad: clock goes backwards)
def t09(rs: RowSet) -> None:
    today = [("11:19", "Pull requests · acme/checkout-service", "github.com"),
             ("11:12", "pandas.DataFrame.merge — pandas 2.2.2 documentation", "pandas.pydata.org"),
             ("11:05", "python - pandas merge on multiple columns - Stack Overflow", "stackoverflow.com"),
             ("10:58", "Q2 OKR draft - Google Docs", "docs.google.com"),
             ("10:47", "[CHK-1423] Retry on 502 from payment gateway - Jira", "acme.atlassian.net"),
             ("10:31", "Incident review 2024-05-14 - Google Docs", "docs.google.com"),
             ("10:12", "Inbox (14) - sam.okafor@acme.io - Acme Mail", "mail.google.com"),
             ("09:56", "Hacker News", "news.ycombinator.com"),
             ("09:40", "Google Calendar - Week of May 13, 2024", "calendar.google.com")]
    yday = [("18:22", "Postgres indexing deep dive - YouTube", "www.youtube.com"),
            ("17:03", "checkout latency - Dashboards - Grafana", "grafana.acme.io"),
            ("16:40", "Release v3.18.0 · acme/checkout-service", "github.com"),
            ("15:15", "Expense report - Concur", "eu2.concursolutions.com")]

    def hist(t: list, y: list, query: str = "", checked: tuple[str, ...] = (), extra: list[str] | None = None) -> list[str]:
        rows = [R("heading", "History", "History", 110, 130, 200, 30), R("entry", "Search history", query, 660, 126, 600, 36)]
        if query:
            rows.append(R("push-button", "Clear search", "", 1230, 130, 28, 28))
        rows += [R("link", "Chrome history", "Chrome history", 90, 190, 250, 36), R("link", "Tabs from other devices", "Tabs from other devices", 90, 230, 250, 36),
                 R("link", "Clear browsing data", "Clear browsing data", 90, 270, 250, 36)]
        if checked:
            rows = [R("label", "", f"{len(checked)} selected", 110, 130, 200, 30), R("push-button", "Cancel", "", 1500, 126, 90, 36),
                    R("push-button", "Delete", "", 1600, 126, 90, 36)] + rows[2:]
        y0 = 200
        for head, items in (("Today - Wednesday, May 15, 2024", t), ("Yesterday - Tuesday, May 14, 2024", y)):
            if not items:
                continue
            rows.append(R("heading", "", head, 480, y0, 900, 30))
            y0 += 36
            for tm, title, dom in items:
                rows += [R("check-box", title, "", 490, y0 + 8, 20, 20, desc="checked" if title in checked else ""),
                         R("label", "", tm, 530, y0 + 8, 60, 20), R("link", title, title, 620, y0, 600, 36), R("label", "", dom, 1230, y0 + 8, 180, 20),
                         R("push-button", "Actions", "", 1420, y0 + 4, 28, 28)]
                y0 += 40
            y0 += 20
        return rows + (extra or [])

    tabs = ["Pull requests · acme/checkout-service"]
    state = screen("May 15 11:22", chrome_window(tabs, 0, "github.com/acme/checkout-service/pulls", [
        R("heading", "", "Pull requests", 400, 300, 300, 30), R("link", "Open", "14 Open", 420, 360, 90, 24), R("link", "Closed", "1,208 Closed", 520, 360, 120, 24),
        R("link", "CHK-1423: retry idempotent POSTs on 502", "CHK-1423: retry idempotent POSTs on 502", 440, 400, 600, 24),
        R("label", "", "#2291 opened 2 hours ago by sokafor • Review required", 440, 426, 600, 20),
        R("link", "Bump stripe-go to v76.22.0", "Bump stripe-go to v76.22.0", 440, 466, 600, 24),
        R("label", "", "#2289 opened yesterday by dependabot[bot]", 440, 492, 600, 20)]))
    tabs2 = tabs + ["History"]
    turns = [(code("""
import pyautogui
pyautogui.hotkey('ctrl', 'h')
"""), screen("May 15 11:23", chrome_window(tabs2, 1, "chrome://history", hist(today, yday))))]
    found = [today[1], today[3], today[5]]
    turns.append((code("""
pyautogui.click(960, 144)
pyautogui.write('docs')
"""), screen("May 15 11:23", chrome_window(tabs2, 1, "chrome://history/?q=docs", hist(found, [], query="docs")))))
    sel = ("Hacker News", "Postgres indexing deep dive - YouTube")
    turns.append((code("""
pyautogui.click(1244, 144)  # Clear search
pyautogui.click(500, 574)   # checkbox: Hacker News
pyautogui.click(500, 662)   # checkbox: Postgres indexing deep dive - YouTube
"""), screen("May 15 11:24", chrome_window(tabs2, 1, "chrome://history", hist(today, yday, checked=sel)))))
    confirm = [R("dialog", "Remove selected items?", "", 720, 400, 480, 200), R("heading", "", "Remove selected items?", 744, 424, 400, 26),
               R("label", "", "Your browsing history will be deleted from all synced devices.", 744, 460, 430, 40),
               R("push-button", "Cancel", "", 980, 540, 90, 34), R("push-button", "Remove", "", 1080, 540, 100, 34)]
    turns.append((code("""
pyautogui.click(1645, 144)  # Delete
"""), screen("May 15 11:24", chrome_window(tabs2, 1, "chrome://history", hist(today, yday, checked=sel, extra=confirm)))))
    today = [e for e in today if e[1] not in sel]
    yday = [e for e in yday if e[1] not in sel]
    turns.append((code("""
pyautogui.click(1130, 557)  # Remove
"""), screen("May 15 11:25", chrome_window(tabs2, 1, "chrome://history", hist(today, yday)))))
    tabs3 = tabs2 + ["Download Python | Python.org"]
    py = [R("link", "Python", "", 400, 140, 160, 60), R("link", "Downloads", "Downloads", 700, 220, 120, 30),
          R("heading", "", "Download the latest version for Linux/UNIX", 400, 300, 800, 40),
          R("link", "Download Python 3.12.3", "Download Python 3.12.3", 400, 360, 240, 44),
          R("paragraph", "", "Looking for Python with a different OS? Python for Windows, Linux/UNIX, macOS, Other", 400, 420, 900, 22),
          R("heading", "", "Active Python Releases", 400, 520, 400, 30),
          R("table-cell", "", "3.12", 400, 570, 100, 26), R("table-cell", "", "bugfix", 520, 570, 100, 26), R("table-cell", "", "2023-10-02", 640, 570, 120, 26), R("table-cell", "", "2028-10", 780, 570, 100, 26),
          R("table-cell", "", "3.11", 400, 600, 100, 26), R("table-cell", "", "security", 520, 600, 100, 26), R("table-cell", "", "2022-10-24", 640, 600, 120, 26), R("table-cell", "", "2027-10", 780, 600, 100, 26),
          R("table-cell", "", "3.10", 400, 630, 100, 26), R("table-cell", "", "security", 520, 630, 100, 26), R("table-cell", "", "2021-10-04", 640, 630, 120, 26), R("table-cell", "", "2026-10", 780, 630, 100, 26)]
    turns.append((code("""
pyautogui.hotkey('ctrl', 't')
pyautogui.write('python.org/downloads/')
pyautogui.press('enter')
"""), screen("May 15 11:26", chrome_window(tabs3, 2, "python.org/downloads/", py))))
    today = [("11:26", "Download Python | Python.org", "www.python.org")] + today
    # CONTRADICTION: the top-bar clock reads 11:24 after 11:26 in turn 6
    turns.append((code("""
pyautogui.click(556, 51)  # History tab
"""), screen("May 15 11:24", chrome_window(tabs3, 1, "chrome://history", hist(today, yday)))))

    def cbd(rng: str, cookies: bool) -> list[str]:
        return [R("heading", "", "Settings", 110, 130, 200, 30), R("link", "Privacy and security", "Privacy and security", 90, 300, 250, 36),
                R("dialog", "Clear browsing data", "", 660, 220, 600, 560), R("page-tab", "Basic", "", 680, 270, 270, 40, desc="selected"),
                R("page-tab", "Advanced", "", 960, 270, 270, 40), R("combo-box", "Time range", rng, 830, 330, 220, 34),
                R("check-box", "Browsing history", "Clears history from all synced devices", 690, 390, 540, 50, desc="checked"),
                R("check-box", "Cookies and other site data", "Signs you out of most sites. You'll stay signed in to your Google Account so your synced data can be cleared.", 690, 450, 540, 70, desc="checked" if cookies else ""),
                R("check-box", "Cached images and files", "Frees up 318 MB. Some sites may load more slowly on your next visit.", 690, 530, 540, 50, desc="checked"),
                R("push-button", "Cancel", "", 1020, 720, 90, 34), R("push-button", "Clear data", "", 1120, 720, 120, 34)]
    tabs4 = tabs3 + ["Settings"]
    turns.append((code("""
BrowserTools.delete_browsing_data()
"""), screen("May 15 11:27", chrome_window(tabs4, 3, "chrome://settings/clearBrowserData", cbd("Last hour", True)))))
    turns.append((code("""
pyautogui.click(940, 347); pyautogui.click(940, 420)   # Time range -> Last 24 hours
pyautogui.click(700, 485)                               # untick Cookies and other site data
"""), screen("May 15 11:27", chrome_window(tabs4, 3, "chrome://settings/clearBrowserData", cbd("Last 24 hours", False)))))
    priv = [R("heading", "", "Settings", 110, 130, 200, 30), R("link", "You and Google", "You and Google", 90, 200, 250, 36),
            R("link", "Autofill and passwords", "Autofill and passwords", 90, 240, 250, 36), R("link", "Privacy and security", "Privacy and security", 90, 280, 250, 36),
            R("heading", "", "Privacy and security", 480, 200, 400, 30),
            R("link", "Clear browsing data", "Clear history, cookies, cache, and more", 480, 250, 900, 50),
            R("link", "Privacy Guide", "Review key privacy and security controls", 480, 302, 900, 50),
            R("link", "Third-party cookies", "Third-party cookies are blocked in Incognito mode", 480, 354, 900, 50),
            R("link", "Ad privacy", "Customize the info used by sites to show you ads", 480, 406, 900, 50),
            R("link", "Security", "Safe Browsing (protection from dangerous sites) and other security settings", 480, 458, 900, 50),
            R("link", "Site settings", "Controls what information sites can use and show (location, camera, pop-ups, and more)", 480, 510, 900, 50)]
    turns.append((code("""
pyautogui.click(1180, 737)  # Clear data
"""), screen("May 15 11:28", chrome_window(tabs4, 3, "chrome://settings/privacy", priv))))
    rs.add("os", "h61-os-09", system("In Chrome's history remove the Hacker News and the YouTube Postgres entries, visit python.org/downloads, then clear the last 24 hours of browsing history and cache but keep cookies."),
           turns, state=state, bad=True, turn=7, kind="the top-bar clock reads 11:24 in turn 7 after already showing 11:26 in turn 6")


def vscode_window(title: str, explorer: list[tuple[int, str, str]], tabs: list[str], active: str, lines: list[str] | None,
                  status: list[str], panel: list[str] | None = None, overlay: list[str] | None = None, first_line: int = 1,
                  sidebar_title: str = "EXPLORER", sidebar: list[str] | None = None, activity: str = "Explorer",
                  marks: dict[int, str] | None = None) -> list[str]:
    """VS Code: explorer entries are (depth, name, 'folder'|'file'); lines are the visible editor lines."""
    rows = [R("frame", f"{title} - Visual Studio Code", "", 70, 27, 1850, 1053)]
    rows += menubar(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], 30)
    rows += [R("page-tab", n, "", 72, 66 + 48 * i, 46, 46, desc="selected" if n == activity else "")
             for i, n in enumerate(["Explorer", "Search", "Source Control", "Run and Debug", "Extensions"])]
    rows.append(R("label", "", sidebar_title, 124, 64, 200, 22))
    if sidebar is not None:
        rows += sidebar
    else:
        for i, (d, n, kind) in enumerate(explorer):
            rows.append(R("tree-item", n, n, 130 + 12 * d, 92 + 22 * i, 240 - 12 * d, 22, desc="expanded" if kind == "open" else ""))
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", 380 + 170 * i, 60, 168, 34, desc="selected" if t == active else ""))
    if lines is not None:
        for i, ln in enumerate(lines):
            rows.append(R("paragraph", f"{first_line + i}", ln, 430, 100 + 19 * i, 1100, 19, desc=(marks or {}).get(first_line + i, "")))
    rows += panel or []
    rows += overlay or []
    rows += [R("label", "", s, 72 + 160 * i, 1056, 150, 22) for i, s in enumerate(status)]
    return rows


# 10 ─ VS Code tasks and workspace settings (clean)
def t10(rs: RowSet) -> None:
    tree = [(0, "INVENTORY-API", "open"), (1, ".vscode", "open"), (2, "settings.json", "file"), (2, "tasks.json", "file"),
            (1, "node_modules", "folder"), (1, "src", "folder"), (1, "test", "folder"), (1, ".eslintrc.json", "file"),
            (1, ".gitignore", "file"), (1, "jest.config.js", "file"), (1, "package-lock.json", "file"), (1, "package.json", "file"),
            (1, "README.md", "file"), (1, "tsconfig.json", "file")]
    tasks = ["{", '  "version": "2.0.0",', '  "tasks": [', "    {", '      "label": "build",', '      "type": "npm",',
             '      "script": "build",', '      "group": { "kind": "build", "isDefault": true },', '      "problemMatcher": ["$tsc"]',
             "    },", "    {", '      "label": "test",', '      "type": "npm",', '      "script": "test",', '      "group": "test",',
             '      "problemMatcher": []', "    }", "  ]", "}"]
    index = ["import express from 'express';", "import { stockRouter } from './routes/stock';", "import { ordersRouter } from './routes/orders';",
             "", "const app = express();", "app.use(express.json());", "app.use('/stock', stockRouter);", "app.use('/orders', ordersRouter);",
             "", "const port = Number(process.env.PORT ?? 8080);", "app.listen(port, () => console.log(`inventory-api on :${port}`));"]

    def run(times: tuple[str, str, str], header: bool) -> list[str]:
        out = ([" *  Executing task: npm run test ", ""] if header else []) + [
            "> inventory-api@1.4.0 test", "> jest --runInBand", "",
            f" PASS  test/stock.test.ts ({times[0]} s)", " PASS  test/orders.test.ts", " PASS  test/pricing.test.ts",
            " PASS  test/warehouse.test.ts", f" PASS  test/api/routes.test.ts ({times[1]} s)", "",
            "Test Suites: 5 passed, 5 total", "Tests:       42 passed, 42 total", "Snapshots:   3 passed, 3 total",
            f"Time:        {times[2]} s", "Ran all test suites.", "", " *  Terminal will be reused by tasks, press any key to close it. "]
        return out

    def panel(lines: list[str], term: str) -> list[str]:
        rows = [R("page-tab", "PROBLEMS", "", 380, 700, 90, 26), R("page-tab", "OUTPUT", "", 472, 700, 80, 26),
                R("page-tab", "DEBUG CONSOLE", "", 554, 700, 120, 26), R("page-tab", "TERMINAL", "", 676, 700, 90, 26, desc="selected"),
                R("list-item", term, term, 1700, 730, 200, 22, desc="selected")]
        return rows + [R("terminal", "Terminal 1", "\n".join(lines), 380, 730, 1300, 300)]

    status = ["main", "⊗ 0  ⚠ 0", "Ln 1, Col 1", "Spaces: 2", "UTF-8", "LF", "TypeScript"]
    state = screen("Jul 9 13:40", vscode_window("index.ts - inventory-api", tree, ["index.ts"], "index.ts", index, status))

    def quick(items: list[tuple[str, str]]) -> list[str]:
        rows = [R("entry", "Select the task to run", "", 660, 70, 600, 30)]
        return rows + [R("list-item", a, f"{a}  {b}".rstrip(), 660, 104 + 26 * i, 600, 26, desc="selected" if i == 0 else "") for i, (a, b) in enumerate(items)]

    turns = [(code("""
import pyautogui
pyautogui.click(612, 42)   # Terminal
pyautogui.click(680, 200)  # Run Task…
"""), screen("Jul 9 13:40", vscode_window("index.ts - inventory-api", tree, ["index.ts"], "index.ts", index, status,
                                         overlay=quick([("build", "configured tasks"), ("test", ""), ("npm", "contributed"), ("typescript", ""), ("grunt", ""), ("gulp", ""), ("Show All Tasks...", "")]))))]
    first = run(("2.114", "1.502", "6.214"), True)
    turns.append((code("""
pyautogui.click(960, 143)  # test
"""), screen("Jul 9 13:41", vscode_window("index.ts - inventory-api", tree, ["index.ts"], "index.ts", index, status,
                                         panel=panel(first, "Task - test")))))
    st_tasks = ["main", "⊗ 0  ⚠ 0", "Ln 1, Col 1", "Spaces: 2", "UTF-8", "LF", "JSON with Comments"]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'p')
pyautogui.write('tasks.json')
pyautogui.press('enter')
"""), screen("Jul 9 13:41", vscode_window("tasks.json - inventory-api", tree, ["index.ts", "tasks.json"], "tasks.json", tasks, st_tasks,
                                         panel=panel(first, "Task - test")))))
    new_tasks = tasks[:16] + ["    },", "    {", '      "label": "lint",', '      "type": "npm",', '      "script": "lint",',
                              '      "problemMatcher": ["$eslint-stylish"]', "    }", "  ]", "}"]
    st_edit = ["main", "⊗ 0  ⚠ 0", "Ln 22, Col 6", "Spaces: 2", "UTF-8", "LF", "JSON with Comments"]
    turns.append((code("""
pyautogui.click(520, 404)   # end of line 16 ("    }")
pyautogui.press('end')
pyautogui.write(',\\n{\\n"label": "lint",\\n"type": "npm",\\n"script": "lint",\\n"problemMatcher": ["$eslint-stylish"]\\n}')
"""), screen("Jul 9 13:42", vscode_window("● tasks.json - inventory-api", tree, ["index.ts", "● tasks.json"], "● tasks.json", new_tasks, st_edit,
                                         panel=panel(first, "Task - test")))))
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
"""), screen("Jul 9 13:42", vscode_window("tasks.json - inventory-api", tree, ["index.ts", "tasks.json"], "tasks.json", new_tasks, st_edit,
                                         panel=panel(first, "Task - test")))))
    turns.append((code("""
pyautogui.click(612, 42)   # Terminal
pyautogui.click(680, 200)  # Run Task…
"""), screen("Jul 9 13:43", vscode_window("tasks.json - inventory-api", tree, ["index.ts", "tasks.json"], "tasks.json", new_tasks, st_edit,
                                         panel=panel(first, "Task - test"),
                                         overlay=quick([("test", "recently used tasks"), ("build", "configured tasks"), ("lint", ""), ("npm", "contributed"), ("typescript", ""), ("grunt", ""), ("gulp", ""), ("Show All Tasks...", "")])))))
    second = (first + [""] + run(("1.987", "1.431", "5.882"), True))[-20:]
    turns.append((code("""
pyautogui.press('enter')  # test
"""), screen("Jul 9 13:43", vscode_window("tasks.json - inventory-api", tree, ["index.ts", "tasks.json"], "tasks.json", new_tasks, st_edit,
                                         panel=panel(second, "Task - test")))))

    def settings_ui(autosave: str) -> list[str]:
        rows = [R("entry", "Search settings", "", 400, 104, 1000, 30), R("page-tab", "User", "", 400, 144, 60, 28),
                R("page-tab", "Workspace", "", 470, 144, 100, 28, desc="selected"), R("label", "", "Last synced: 3 days ago", 1400, 148, 200, 20),
                R("tree-item", "Commonly Used", "Commonly Used", 400, 190, 200, 24, desc="selected"), R("tree-item", "Text Editor", "Text Editor", 400, 216, 200, 24),
                R("tree-item", "Workbench", "Workbench", 400, 242, 200, 24), R("tree-item", "Window", "Window", 400, 268, 200, 24),
                R("tree-item", "Features", "Features", 400, 294, 200, 24), R("tree-item", "Application", "Application", 400, 320, 200, 24),
                R("tree-item", "Extensions", "Extensions", 400, 346, 200, 24),
                R("heading", "", "Commonly Used", 640, 190, 300, 26),
                R("label", "Files: Auto Save", "Files: Auto Save", 640, 230, 500, 22),
                R("label", "", "Controls auto save of editors that have unsaved changes.", 640, 254, 800, 20),
                R("combo-box", "Files: Auto Save", autosave, 640, 280, 300, 26)]
        if autosave != "off":
            rows.append(R("label", "", "Modified in: Workspace", 1150, 230, 200, 22))
        rows += [R("label", "Editor: Font Size", "Editor: Font Size", 640, 330, 500, 22), R("entry", "Editor: Font Size", "14", 640, 380, 300, 26),
                 R("label", "Editor: Font Family", "Editor: Font Family", 640, 430, 500, 22),
                 R("entry", "Editor: Font Family", "'Droid Sans Mono', 'monospace', monospace", 640, 480, 600, 26),
                 R("label", "Editor: Tab Size", "Editor: Tab Size", 640, 530, 500, 22), R("label", "", "Modified in: Workspace", 1150, 530, 200, 22),
                 R("entry", "Editor: Tab Size", "2", 640, 580, 300, 26),
                 R("label", "Editor: Render Whitespace", "Editor: Render Whitespace", 640, 630, 500, 22),
                 R("combo-box", "Editor: Render Whitespace", "selection", 640, 680, 300, 26)]
        return rows

    tabs_s = ["index.ts", "tasks.json", "Settings"]
    turns.append((code("""
pyautogui.hotkey('ctrl', ',')
pyautogui.click(520, 158)  # Workspace tab
"""), screen("Jul 9 13:44", vscode_window("Settings - inventory-api", tree, tabs_s, "Settings", None, ["main", "⊗ 0  ⚠ 0"],
                                         panel=panel(second, "Task - test"), overlay=settings_ui("off")))))
    turns.append((code("""
pyautogui.click(790, 293)  # Files: Auto Save
pyautogui.click(790, 345)  # afterDelay
"""), screen("Jul 9 13:44", vscode_window("Settings - inventory-api", tree, tabs_s, "Settings", None, ["main", "⊗ 0  ⚠ 0"],
                                         panel=panel(second, "Task - test"), overlay=settings_ui("afterDelay")))))
    rs.add("os", "h61-os-10", system("In the inventory-api workspace run the test task, add an npm 'lint' task to .vscode/tasks.json, run the tests again and turn on auto save for the workspace."),
           turns, state=state)


# 11 ─ Calc pivot table (bad: refreshed grand total does not follow the one changed cell)
def t11(rs: RowSet) -> None:
    data = [["North", "Alvarez", "Widget", 1840], ["North", "Alvarez", "Gadget", 920], ["South", "Brooks", "Gizmo", 1310],
            ["East", "Chen", "Widget", 2270], ["West", "Dubois", "Gadget", 760], ["East", "Chen", "Gizmo", 1250],
            ["South", "Brooks", "Widget", 1980], ["West", "Dubois", "Widget", 1415], ["North", "Evans", "Gizmo", 690],
            ["East", "Farah", "Gadget", 1105], ["South", "Garcia", "Gadget", 845], ["West", "Huang", "Gizmo", 1630],
            ["North", "Evans", "Widget", 2010], ["East", "Farah", "Widget", 1725], ["South", "Garcia", "Gizmo", 540],
            ["West", "Huang", "Gadget", 980], ["North", "Alvarez", "Gizmo", 1185], ["East", "Chen", "Gadget", 1390],
            ["South", "Brooks", "Gadget", 705], ["West", "Dubois", "Gizmo", 1060]]
    fname = "sales_q2.ods"
    regions, products = ["East", "North", "South", "West"], ["Gadget", "Gizmo", "Widget"]

    def sales_cells() -> dict[str, str]:
        c = {"A1": "Region", "B1": "Rep", "C1": "Product", "D1": "Revenue"}
        for i, (rg, rep, pr, rv) in enumerate(data, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"], c[f"D{i}"] = rg, rep, pr, f"{rv:,}"
        return c

    def pivot_cells(snapshot: list[list], grand_shift: int = 0) -> dict[str, str]:
        c = {"A1": "Filter", "A3": "Sum - Revenue", "B3": "Product", "A4": "Region", "E4": "Total Result", "A9": "Total Result"}
        for j, p in enumerate(products):
            c[f"{col_letter(j + 1)}4"] = p
            c[f"{col_letter(j + 1)}9"] = f"{sum(d[3] for d in snapshot if d[2] == p):,}"
        for i, rg in enumerate(regions, 5):
            c[f"A{i}"] = rg
            for j, p in enumerate(products):
                c[f"{col_letter(j + 1)}{i}"] = f"{sum(d[3] for d in snapshot if d[0] == rg and d[2] == p):,}"
            c[f"E{i}"] = f"{sum(d[3] for d in snapshot if d[0] == rg):,}"
        c["E9"] = f"{sum(d[3] for d in snapshot) + grand_shift:,}"
        return c

    total = sum(d[3] for d in data)
    one = ["sales"]
    two = ["Pivot Table_sales_1", "sales"]
    state = screen("Jul 1 16:02", calc_window(fname, sales_cells(), "A1", "Region", one, "sales", "Average: ; Sum: 0"))
    stat = f"Average: {total / 20:,.0f}; Sum: {total:,}"
    turns = [(code("""
import pyautogui
pyautogui.click(185, 217)
pyautogui.keyDown('shift'); pyautogui.click(585, 657); pyautogui.keyUp('shift')
"""), screen("Jul 1 16:02", calc_window(fname, sales_cells(), "A1:D21", "Region", one, "sales", stat)))]
    src = [R("dialog", "Select Source", "", 760, 380, 400, 260), R("label", "", "Selection", 780, 410, 200, 20),
           R("radio-button", "Current selection", "", 800, 440, 300, 22, desc="checked"), R("radio-button", "Named range", "", 800, 468, 300, 22),
           R("radio-button", "Data source registered in LibreOffice", "", 800, 496, 300, 22),
           R("radio-button", "External source/interface", "", 800, 524, 300, 22),
           R("push-button", "Help", "", 780, 590, 80, 30), R("push-button", "OK", "", 960, 590, 90, 30), R("push-button", "Cancel", "", 1060, 590, 90, 30)]
    turns.append((code("""
pyautogui.click(706, 68)   # Data
pyautogui.click(760, 330)  # Pivot Table
pyautogui.click(980, 330)  # Insert or Edit…
"""), screen("Jul 1 16:03", calc_window(fname, sales_cells(), "A1:D21", "Region", one, "sales", stat) + src)))

    def layout(rowf: list[str], colf: list[str], dataf: list[str], avail: list[str]) -> list[str]:
        rows = [R("dialog", "Pivot Table Layout", "", 480, 160, 960, 720), R("label", "", "Filter Fields:", 500, 190, 200, 20),
                R("list", "Filter Fields", "", 500, 214, 260, 100), R("label", "", "Column Fields:", 780, 190, 200, 20),
                R("list", "Column Fields", "", 780, 214, 260, 100)]
        rows += [R("list-item", f, f, 784, 218 + 24 * i, 252, 22) for i, f in enumerate(colf)]
        rows += [R("label", "", "Row Fields:", 500, 330, 200, 20), R("list", "Row Fields", "", 500, 354, 260, 200)]
        rows += [R("list-item", f, f, 504, 358 + 24 * i, 252, 22) for i, f in enumerate(rowf)]
        rows += [R("label", "", "Data Fields:", 780, 330, 200, 20), R("list", "Data Fields", "", 780, 354, 260, 200)]
        rows += [R("list-item", f, f, 784, 358 + 24 * i, 252, 22) for i, f in enumerate(dataf)]
        rows += [R("label", "", "Available Fields:", 1080, 190, 200, 20), R("list", "Available Fields", "", 1080, 214, 330, 340)]
        rows += [R("list-item", f, f, 1084, 218 + 24 * i, 322, 22) for i, f in enumerate(avail)]
        rows += [R("check-box", "Ignore empty rows", "", 500, 580, 220, 22), R("check-box", "Identify categories", "", 500, 606, 220, 22),
                 R("check-box", "Total columns", "", 740, 580, 220, 22, desc="checked"), R("check-box", "Total rows", "", 740, 606, 220, 22, desc="checked"),
                 R("check-box", "Add filter", "", 980, 580, 220, 22), R("check-box", "Enable drill to details", "", 980, 606, 220, 22, desc="checked"),
                 R("label", "", "Source and Destination", 500, 650, 300, 20), R("combo-box", "Destination", "New sheet", 560, 680, 300, 26),
                 R("entry", "Source", "$sales.$A$1:$D$21", 560, 714, 300, 26),
                 R("push-button", "Help", "", 500, 830, 80, 30), R("push-button", "OK", "", 1150, 830, 90, 30), R("push-button", "Cancel", "", 1250, 830, 90, 30)]
        return rows

    fields = ["Region", "Rep", "Product", "Revenue"]
    turns.append((code("""
pyautogui.click(1005, 605)  # OK
"""), screen("Jul 1 16:03", calc_window(fname, sales_cells(), "A1:D21", "Region", one, "sales", stat) + layout([], ["Data"], [], fields))))
    turns.append((code("""
pyautogui.moveTo(1140, 229); pyautogui.dragTo(620, 380, duration=0.5)   # Region -> Row Fields
pyautogui.moveTo(1140, 277); pyautogui.dragTo(900, 240, duration=0.5)   # Product -> Column Fields
pyautogui.moveTo(1140, 301); pyautogui.dragTo(900, 380, duration=0.5)   # Revenue -> Data Fields
"""), screen("Jul 1 16:04", calc_window(fname, sales_cells(), "A1:D21", "Region", one, "sales", stat) + layout(["Region"], ["Product", "Data"], ["Sum - Revenue"], fields))))
    snap = [list(d) for d in data]
    turns.append((code("""
pyautogui.click(1195, 845)  # OK
"""), screen("Jul 1 16:04", calc_window(fname, pivot_cells(snap), "A1", "Filter", two, "Pivot Table_sales_1", "Average: ; Sum: 0", True))))
    data[5][3] = 1520
    turns.append((code("""
CalcTools.switch_active_sheet('sales')
CalcTools.set_cell_value('D7', 1520)
"""), screen("Jul 1 16:05", calc_window(fname, sales_cells(), "A1:D21", "Region", two, "sales", f"Average: {(total + 270) / 20:,.0f}; Sum: {total + 270:,}", True))))
    turns.append((code("""
CalcTools.switch_active_sheet('Pivot Table_sales_1')
"""), screen("Jul 1 16:05", calc_window(fname, pivot_cells(snap), "A1", "Filter", two, "Pivot Table_sales_1", "Average: ; Sum: 0", True))))
    # CONTRADICTION: after refresh, East/Gizmo and both subtotals rise by 270 but the grand total rises by 207
    turns.append((code("""
pyautogui.click(240, 305)  # B5, inside the pivot table
pyautogui.click(706, 68)   # Data
pyautogui.click(760, 330)  # Pivot Table
pyautogui.click(980, 362)  # Refresh
"""), screen("Jul 1 16:06", calc_window(fname, pivot_cells(data, grand_shift=-63), "B5", pivot_cells(data)["B5"].replace(",", ""), two, "Pivot Table_sales_1",
                                         f"Average: {pivot_cells(data)['B5']}; Sum: {pivot_cells(data)['B5']}", True))))
    turns.append((code("""
CalcTools.switch_active_sheet('sales')
CalcTools.save()
"""), screen("Jul 1 16:06", calc_window(fname, sales_cells(), "A1:D21", "Region", two, "sales", f"Average: {(total + 270) / 20:,.0f}; Sum: {total + 270:,}", False))))
    rs.add("os", "h61-os-11", system("Build a pivot table of revenue by region and product from the sales sheet, correct D7 to 1520, refresh the pivot table and save."),
           turns, state=state, bad=True, turn=8, kind="after refreshing for the +270 change to D7, the East row and Gizmo column totals rise by 270 but the pivot grand total rises by only 207")


# 12 ─ Ubuntu Software (bad: updated app's version reverts)
def t12(rs: RowSet) -> None:
    installed = [("Firefox", "256.3 MB"), ("GIMP", "312.8 MB"), ("Inkscape", "181.9 MB"), ("LibreOffice", "1.1 GB"), ("Obsidian", "244.0 MB"),
                 ("Remmina", "96.4 MB"), ("Slack", "178.2 MB"), ("Snap Store", "11.6 MB"), ("Spotify", "189.7 MB"), ("Thunderbird", "230.1 MB"),
                 ("VLC", "331.5 MB"), ("Visual Studio Code", "323.7 MB"), ("Zoom", "402.6 MB")]
    ups = [("Firefox", "124.0.1 → 124.0.2", "78.4 MB"), ("Thunderbird", "115.9.0 → 115.10.1", "62.0 MB"), ("Obsidian", "1.5.8 → 1.5.11", "91.2 MB")]

    def sw(tab: str, body: list[str], nup: int, back: bool = False) -> list[str]:
        rows = [R("frame", "Ubuntu Software", "", 400, 100, 1120, 860)]
        if back:
            rows.append(R("push-button", "Back", "", 410, 110, 34, 34))
        rows += [R("toggle-button", "Search", "", 450, 110, 34, 34),
                 R("page-tab", "Explore", "", 790, 110, 100, 34, desc="selected" if tab == "Explore" else ""),
                 R("page-tab", "Installed", "", 892, 110, 110, 34, desc="selected" if tab == "Installed" else ""),
                 R("page-tab", "Updates", f"Updates {nup}" if nup else "Updates", 1004, 110, 120, 34, desc="selected" if tab == "Updates" else ""),
                 R("push-button", "Main menu", "", 1470, 110, 34, 34)]
        return rows + body

    def inst_list(items: list[tuple[str, str]]) -> list[str]:
        rows = [R("label", "", f"Installed Apps ({len(items)})", 470, 170, 300, 24)]
        for i, (n, s) in enumerate(items):
            y = 204 + 54 * i
            rows += [R("list-item", n, n, 470, y, 800, 52), R("label", "", s, 1290, y + 16, 100, 20), R("push-button", "Uninstall", "", 1390, y + 10, 100, 32)]
        return rows

    def upd_list(items: list[tuple[str, str, str]], ago: int, busy: str | None = None) -> list[str]:
        tot = sum(float(s.split()[0]) for _, _, s in items)
        rows = [R("label", "", f"Last checked: {ago} minutes ago", 470, 170, 400, 20), R("push-button", "Update All", "", 1370, 164, 120, 32),
                R("label", "", f"Updates ({len(items)})", 470, 210, 200, 22), R("label", "", f"{tot:.1f} MB will be downloaded", 1100, 210, 260, 20)]
        for i, (n, v, s) in enumerate(items):
            y = 244 + 60 * i
            rows += [R("list-item", n, n, 470, y, 700, 58), R("label", "", v, 480, y + 32, 300, 20), R("label", "", s, 1180, y + 18, 100, 20)]
            if n == busy:
                rows += [R("progress-bar", "", "38%", 1290, y + 22, 120, 14), R("label", "", "Updating…", 1290, y + 4, 120, 18)]
            else:
                rows.append(R("push-button", "Update", "", 1390, y + 12, 100, 32))
        return rows

    explore = [R("heading", "", "Editor's Picks", 470, 170, 300, 30)] + [R("push-button", n, n, 470 + 250 * (i % 4), 210 + 160 * (i // 4), 240, 150) for i, n in
                                                                          enumerate(["Blender", "Kdenlive", "Bitwarden", "OBS Studio", "Zotero", "Discord", "Postman", "Signal Desktop"])]
    state = screen("Feb 27 09:10", sw("Explore", explore, 3))
    turns = [(code("""
import pyautogui
pyautogui.click(947, 127)  # Installed
"""), screen("Feb 27 09:10", sw("Installed", inst_list(installed), 3)))]
    turns.append((code("""
pyautogui.click(1064, 127)  # Updates
"""), screen("Feb 27 09:11", sw("Updates", upd_list(ups, 5), 3))))
    turns.append((code("""
pyautogui.click(1440, 272)  # Update (Firefox)
"""), screen("Feb 27 09:11", sw("Updates", upd_list(ups, 5, busy="Firefox"), 3))))
    ups2 = ups[1:]
    turns.append((code("""
import time
time.sleep(60)
"""), screen("Feb 27 09:12", sw("Updates", upd_list(ups2, 6), 2))))
    # CONTRADICTION: Firefox was just updated 124.0.1 → 124.0.2 but its page reports version 124.0.1
    ff = [R("image", "Firefox", "", 470, 170, 128, 128), R("heading", "", "Firefox", 620, 190, 400, 40), R("label", "", "Mozilla ✓", 620, 236, 200, 22),
          R("push-button", "Open", "", 1240, 200, 100, 36), R("push-button", "Uninstall", "", 1350, 200, 120, 36),
          R("combo-box", "Channel", "latest/stable", 1240, 250, 230, 30),
          R("paragraph", "", "Mozilla Firefox is a free and open-source web browser developed by the Mozilla Foundation and its subsidiary, the Mozilla Corporation.", 470, 330, 1000, 44),
          R("label", "Version", "Version", 470, 420, 200, 20), R("label", "", "124.0.1", 700, 420, 300, 20),
          R("label", "Updated", "Updated", 470, 446, 200, 20), R("label", "", "Today", 700, 446, 300, 20),
          R("label", "Category", "Category", 470, 472, 200, 20), R("label", "", "Productivity", 700, 472, 300, 20),
          R("label", "License", "License", 470, 498, 200, 20), R("label", "", "MPL-2.0", 700, 498, 300, 20),
          R("label", "Source", "Source", 470, 524, 200, 20), R("label", "", "snapcraft.io", 700, 524, 300, 20),
          R("label", "Installed Size", "Installed Size", 470, 550, 200, 20), R("label", "", "257.1 MB", 700, 550, 300, 20)]
    turns.append((code("""
pyautogui.click(947, 127)  # Installed
pyautogui.click(800, 230)  # Firefox
"""), screen("Feb 27 09:12", sw("Installed", ff, 2, back=True))))
    res = [("GIMP", "GNU Image Manipulation Program", "Installed"), ("Krita", "Digital Painting, Creative Freedom", ""),
           ("Pinta", "Simple drawing and image editing", ""), ("darktable", "Organize and develop images from digital cameras", ""),
           ("Photoflare", "Quick, simple but powerful image editor", "")]
    srch = [R("entry", "Search", "gimp", 700, 160, 520, 34)]
    for i, (n, d, tag) in enumerate(res):
        y = 214 + 64 * i
        srch += [R("list-item", n, n, 470, y, 900, 60), R("label", "", d, 540, y + 32, 600, 20)]
        if tag:
            srch.append(R("label", "", tag, 1290, y + 20, 100, 20))
    turns.append((code("""
pyautogui.click(427, 127)  # Back
pyautogui.click(467, 127)  # Search
pyautogui.write('gimp')
"""), screen("Feb 27 09:13", sw("Installed", srch, 2))))
    gimp = [R("image", "GIMP", "", 470, 170, 128, 128), R("heading", "", "GIMP", 620, 190, 400, 40), R("label", "", "Snapcrafters ✪", 620, 236, 200, 22),
            R("push-button", "Open", "", 1240, 200, 100, 36), R("push-button", "Uninstall", "", 1350, 200, 120, 36),
            R("combo-box", "Channel", "latest/stable", 1240, 250, 230, 30),
            R("paragraph", "", "GIMP is a cross-platform image editor available for GNU/Linux, macOS, Windows and more operating systems.", 470, 330, 1000, 44),
            R("label", "Version", "Version", 470, 420, 200, 20), R("label", "", "2.10.36", 700, 420, 300, 20),
            R("label", "Updated", "Updated", 470, 446, 200, 20), R("label", "", "2 weeks ago", 700, 446, 300, 20),
            R("label", "Category", "Category", 470, 472, 200, 20), R("label", "", "Graphics", 700, 472, 300, 20),
            R("label", "License", "License", 470, 498, 200, 20), R("label", "", "GPL-3.0+", 700, 498, 300, 20),
            R("label", "Source", "Source", 470, 524, 200, 20), R("label", "", "snapcraft.io", 700, 524, 300, 20),
            R("label", "Installed Size", "Installed Size", 470, 550, 200, 20), R("label", "", "312.8 MB", 700, 550, 300, 20)]
    turns.append((code("""
pyautogui.click(800, 244)  # GIMP
"""), screen("Feb 27 09:13", sw("Installed", gimp, 2, back=True))))
    turns.append((code("""
pyautogui.click(1064, 127)  # Updates
"""), screen("Feb 27 09:14", sw("Updates", upd_list(ups2, 8), 2))))
    rs.add("os", "h61-os-12", system("In Ubuntu Software update Firefox only, then check the installed GIMP version and leave the other updates pending."),
           turns, state=state, bad=True, turn=5, kind="Firefox was updated 124.0.1 → 124.0.2 (turns 2-4) but its app page in turn 5 reports version 124.0.1")


def impress_window(fname: str, titles: list[str], cur: int, content: list[str], modified: bool, layout: str = "Title, Content",
                   extra: list[str] | None = None, view: str = "Normal") -> list[str]:
    rows = [R("frame", f"{fname} - LibreOffice Impress", "", 70, 27, 1850, 1053)]
    rows += menubar(IMPRESS_MENUS)
    rows += buttons(LO_TOOLS, 84, 82)
    rows += [R("page-tab", v, "", 300 + 100 * i, 120, 96, 26, desc="selected" if v == view else "") for i, v in enumerate(["Normal", "Outline", "Notes", "Slide Sorter"])]
    for i, t in enumerate(titles):
        rows.append(R("list-item", f"Slide {i + 1}", t, 80, 160 + 86 * i, 200, 80, desc="selected" if i + 1 == cur else ""))
    rows += content + (extra or [])
    rows += [R("label", "", f"Slide {cur} of {len(titles)}", 76, 1036, 140, 18), R("label", "", layout, 230, 1036, 200, 18),
             R("label", "", "English (USA)", 440, 1036, 110, 18),
             R("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", 560, 1036, 24, 18),
             R("slider", "Zoom", "76%", 1720, 1036, 150, 18)]
    return rows


# 13 ─ Impress table on a slide (clean)
def t13(rs: RowSet) -> None:
    titles = ["Q2 2024 Business Review", "Agenda", "Highlights", "Regional results", "Pipeline", "Hiring", "Risks", "Q3 priorities",
              "Appendix: definitions", "Thank you"]
    fname = "q2_review.odp"
    table: list[list[str]] = []

    def slide(title: str, tbl: list[list[str]], cursor: str | None = None) -> list[str]:
        rows = [R("panel", "Slide", "", 320, 160, 1200, 680), R("heading", "PresTitle", title, 380, 200, 1080, 90),
                R("paragraph", "Text", "Figures in k EUR, unaudited", 380, 780, 500, 30)]
        if tbl:
            rows.append(R("table", "Table", "", 420, 320, 1000, 44 * len(tbl)))
            for r, line in enumerate(tbl):
                for c, val in enumerate(line):
                    ref = f"{'ABCD'[c]}{r + 1}"
                    rows.append(R("table-cell", ref, val, 420 + 250 * c, 320 + 44 * r, 250, 44, desc="focused" if ref == cursor else ""))
        return rows

    state = screen("Jul 3 10:30", impress_window(fname, titles, 1, [R("panel", "Slide", "", 320, 160, 1200, 680),
                                                                      R("heading", "PresTitle", titles[0], 380, 360, 1080, 120),
                                                                      R("paragraph", "PresSubtitle", "Leadership offsite · Lisbon · July 2024", 380, 500, 1080, 60)], False, "Title Slide"))
    turns = [(code("""
ImpressTools.go_to_slide(4)
"""), screen("Jul 3 10:30", impress_window(fname, titles, 4, slide("Regional results", []), False)))]
    dlg = [R("dialog", "Insert Table", "", 780, 420, 360, 200), R("spin-button", "Number of columns:", "4", 960, 460, 150, 28),
           R("spin-button", "Number of rows:", "5", 960, 500, 150, 28), R("push-button", "Help", "", 800, 570, 80, 30),
           R("push-button", "OK", "", 940, 570, 80, 30), R("push-button", "Cancel", "", 1040, 570, 80, 30)]
    turns.append((code("""
pyautogui.click(208, 68)    # Insert
pyautogui.click(260, 200)   # Table…
pyautogui.tripleClick(1035, 474); pyautogui.write('4')
pyautogui.tripleClick(1035, 514); pyautogui.write('5')
"""), screen("Jul 3 10:31", impress_window(fname, titles, 4, slide("Regional results", []), False, extra=dlg))))
    table = [["", "", "", ""] for _ in range(5)]
    turns.append((code("""
pyautogui.click(980, 585)  # OK
"""), screen("Jul 3 10:31", impress_window(fname, titles, 4, slide("Regional results", table, "A1"), True))))
    table[0] = ["Region", "Q1", "Q2", "Change"]
    turns.append((code("""
pyautogui.write('Region\\tQ1\\tQ2\\tChange')
"""), screen("Jul 3 10:32", impress_window(fname, titles, 4, slide("Regional results", table, "D1"), True))))
    body = [["North", "412", "468"], ["South", "385", "371"], ["East", "298", "341"], ["West", "520", "566"]]
    for i, (n, a, b) in enumerate(body, 1):
        table[i] = [n, a, b, f"{(int(b) / int(a) - 1) * 100:+.1f}%"]
    typed = "\\t".join("\\t".join(r) for r in table[1:])
    turns.append((code(f"""
pyautogui.press('tab')
pyautogui.write('{typed}')
"""), screen("Jul 3 10:33", impress_window(fname, titles, 4, slide("Regional results", table, "D5"), True))))
    table.append(["", "", "", ""])
    turns.append((code("""
pyautogui.rightClick(1295, 518)  # in D5
pyautogui.click(1360, 700)       # Insert
pyautogui.click(1520, 700)       # Rows Below
"""), screen("Jul 3 10:33", impress_window(fname, titles, 4, slide("Regional results", table, "D5"), True))))
    q1, q2 = sum(int(r[1]) for r in table[1:5]), sum(int(r[2]) for r in table[1:5])
    table[5] = ["Total", str(q1), str(q2), f"{(q2 / q1 - 1) * 100:+.1f}%"]
    turns.append((code(f"""
pyautogui.click(545, 562)  # A6
pyautogui.write('Total\\t{q1}\\t{q2}\\t{table[5][3]}')
"""), screen("Jul 3 10:34", impress_window(fname, titles, 4, slide("Regional results", table, "D6"), True))))
    titles2 = titles[:4] + ["Regional results"] + titles[4:]
    turns.append((code("""
ImpressTools.duplicate_slide(4)
"""), screen("Jul 3 10:34", impress_window(fname, titles2, 5, slide("Regional results", table), True))))
    rs.add("os", "h61-os-13", system("On slide 4 of q2_review.odp add a table of Q1 and Q2 results per region with the change in percent and a total row, then duplicate the slide."),
           turns, state=state)


# 14 ─ Thunderbird calendar and tasks (bad: created event missing from the month view)
def t14(rs: RowSet) -> None:
    acct = "ines.moreau@helio-systems.eu"
    one_off = {dt.date(2024, 3, 1): [("10:00", "Sprint planning")], dt.date(2024, 3, 5): [("08:00", "Dentist")],
               dt.date(2024, 3, 8): [("14:00", "Team offsite prep")], dt.date(2024, 3, 11): [("13:00", "1:1 Priya")],
               dt.date(2024, 3, 12): [("15:00", "Architecture review")], dt.date(2024, 3, 13): [("12:00", "Lunch & learn: eBPF")],
               dt.date(2024, 3, 14): [("10:00", "Customer call – Helix GmbH")], dt.date(2024, 3, 15): [("16:00", "Sprint retro")],
               dt.date(2024, 3, 16): [("", "Marco's birthday")], dt.date(2024, 3, 20): [("09:00", "Quarterly planning")],
               dt.date(2024, 3, 25): [("13:00", "1:1 Priya")], dt.date(2024, 3, 27): [("", "Offsite Lisbon")],
               dt.date(2024, 3, 28): [("", "Offsite Lisbon")], dt.date(2024, 3, 29): [("", "Good Friday"), ("", "Offsite Lisbon")],
               dt.date(2024, 3, 31): [("", "Easter Sunday")], dt.date(2024, 4, 1): [("", "Easter Monday")],
               dt.date(2024, 4, 8): [("13:00", "1:1 Priya")], dt.date(2024, 4, 10): [("11:00", "Board update")],
               dt.date(2024, 4, 12): [("16:00", "Sprint retro")], dt.date(2024, 4, 15): [("10:00", "Sprint planning")],
               dt.date(2024, 4, 22): [("13:00", "1:1 Priya")], dt.date(2024, 4, 26): [("16:00", "Sprint retro")]}
    added: dict[dt.date, list[tuple[str, str]]] = {}

    def day_events(d: dt.date, hide_added: bool = False) -> list[tuple[str, str]]:
        ev = [("", t) for tm, t in one_off.get(d, []) if tm == ""]
        timed = [e for e in one_off.get(d, []) if e[0]]
        if d.weekday() < 5:
            timed.append(("09:30", "Standup"))
        if not hide_added:
            timed += added.get(d, [])
        return ev + sorted(timed)

    def cal_frame(view: str, head: str, body: list[str], extra: list[str] | None = None) -> list[str]:
        rows = [R("frame", "Calendar - Mozilla Thunderbird", "", 70, 27, 1850, 1053)]
        rows += menubar(["File", "Edit", "View", "Go", "Events and Tasks", "Tools", "Help"], 38)
        rows += [R("page-tab", f"Inbox - {acct}", "", 80, 66, 240, 32), R("page-tab", "Calendar", "", 322, 66, 140, 32, desc="selected"),
                 R("push-button", "New Event", "", 90, 104, 120, 30), R("push-button", "New Task", "", 216, 104, 110, 30),
                 R("label", "", "Calendars", 90, 470, 200, 20), R("check-box", "Home", "", 96, 496, 200, 22, desc="checked"),
                 R("check-box", "Work", "", 96, 522, 200, 22, desc="checked"), R("check-box", "Holidays in Germany", "", 96, 548, 200, 22, desc="checked"),
                 R("push-button", "Today", "", 400, 150, 80, 30), R("push-button", "Previous", "", 490, 150, 30, 30), R("push-button", "Next", "", 524, 150, 30, 30),
                 R("heading", "", head, 580, 150, 400, 30)]
        rows += [R("radio-button", v, "", 1500 + 80 * i, 150, 78, 30, desc="checked" if v == view else "") for i, v in enumerate(["Day", "Week", "Multiweek", "Month"])]
        return rows + body + (extra or [])

    def week_view(hide: bool = False) -> list[str]:
        rows = []
        for i in range(7):
            d = dt.date(2024, 3, 11) + dt.timedelta(days=i)
            x = 400 + 214 * i
            rows.append(R("column-header", "", d.strftime("%a %-d") + (" (today)" if d == dt.date(2024, 3, 12) else ""), x, 200, 210, 30))
            for j, (tm, t) in enumerate(day_events(d, hide)):
                rows.append(R("push-button", t, f"{tm} {t}".strip(), x + 4, 240 + 60 * j, 202, 54))
        return cal_frame("Week", "March 11 – 17, 2024  CW 11", rows)

    def month_view(year: int, month: int, hide: bool = False) -> list[str]:
        rows = [R("column-header", "", n, 400 + 214 * i, 200, 210, 26) for i, n in enumerate(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])]
        first = dt.date(year, month, 1)
        start = first - dt.timedelta(days=first.weekday())
        for k in range(42):
            d = start + dt.timedelta(days=k)
            x, y = 400 + 214 * (k % 7), 230 + 134 * (k // 7)
            label = d.strftime("%b %-d") if d.day == 1 else str(d.day)
            rows.append(R("label", "", label, x + 4, y, 60, 18, desc="other month" if d.month != month else ("today" if d == dt.date(2024, 3, 12) else "")))
            if d.month != month:
                continue
            for j, (tm, t) in enumerate(day_events(d, hide)):
                rows.append(R("push-button", t, f"{tm} {t}".strip(), x + 4, y + 20 + 22 * j, 204, 20))
        return cal_frame("Month", first.strftime("%B %Y"), rows)

    state = screen("Mar 12 11:04", tb_window(acct, [("Inbox", 2), ("Drafts", 0), ("Sent", 0), ("Archives", 0), ("Junk", 0), ("Trash", 0)], "Inbox",
                                             [M("Helix call – agenda", "Tobias Brandt", "10:41", True), M("Acme vendor review – slots?", "Acme Procurement", "09:58", True),
                                              M("Re: Architecture review deck", "Priya Natarajan", "3/11/24, 17:20"), M("Your Lisbon booking", "TAP Air Portugal", "3/8/24, 12:02")]))
    turns = [(code("""
import pyautogui
pyautogui.click(1720, 82)  # Calendar
"""), screen("Mar 12 11:04", week_view()))]

    def ev_dlg(title: str, loc: str, sd: str, st_: str, ed: str, et: str) -> list[str]:
        return [R("dialog", "New Event", "", 520, 160, 880, 720), R("push-button", "Save and Close", "", 540, 170, 140, 30),
                R("entry", "Title:", title, 660, 220, 700, 28), R("entry", "Location:", loc, 660, 254, 700, 28),
                R("combo-box", "Category:", "None", 660, 300, 220, 28), R("combo-box", "Calendar:", "Work", 1000, 300, 220, 28),
                R("check-box", "All day event", "", 660, 340, 160, 22),
                R("entry", "Start:", sd, 660, 370, 140, 28), R("entry", "", st_, 810, 370, 90, 28),
                R("entry", "End:", ed, 660, 404, 140, 28), R("entry", "", et, 810, 404, 90, 28),
                R("combo-box", "Repeat:", "Does not repeat", 660, 450, 220, 28), R("combo-box", "Reminder:", "No reminder", 660, 484, 220, 28),
                R("page-tab", "Description", "", 540, 530, 120, 28, desc="selected"), R("page-tab", "Attendees", "", 662, 530, 120, 28),
                R("entry", "Description", "", 540, 564, 840, 280)]

    turns.append((code("""
pyautogui.hotkey('ctrl', 'i')  # New Event
"""), screen("Mar 12 11:05", week_view() + ev_dlg("", "", "03/12/2024", "12:00", "03/12/2024", "13:00"))))
    turns.append((code("""
pyautogui.click(1010, 234); pyautogui.write('Vendor review – Acme')
pyautogui.click(1010, 268); pyautogui.write('Room 4B')
"""), screen("Mar 12 11:05", week_view() + ev_dlg("Vendor review – Acme", "Room 4B", "03/12/2024", "12:00", "03/12/2024", "13:00"))))
    turns.append((code("""
pyautogui.tripleClick(730, 384); pyautogui.write('03/14/2024')
pyautogui.tripleClick(855, 384); pyautogui.write('14:00')
pyautogui.tripleClick(855, 418); pyautogui.write('15:00')
pyautogui.press('tab')
"""), screen("Mar 12 11:06", week_view() + ev_dlg("Vendor review – Acme", "Room 4B", "03/14/2024", "14:00", "03/14/2024", "15:00"))))
    added[dt.date(2024, 3, 14)] = [("14:00", "Vendor review – Acme")]
    turns.append((code("""
pyautogui.click(610, 185)  # Save and Close
"""), screen("Mar 12 11:06", week_view())))
    turns.append((code("""
pyautogui.click(1779, 165)  # Month
"""), screen("Mar 12 11:07", month_view(2024, 3))))
    turns.append((code("""
pyautogui.click(539, 165)  # Next
"""), screen("Mar 12 11:07", month_view(2024, 4))))
    # CONTRADICTION: back in March the event saved in turn 5 is gone from Thursday the 14th
    turns.append((code("""
pyautogui.click(440, 165)  # Today
"""), screen("Mar 12 11:08", month_view(2024, 3, hide=True))))
    tasks = [["Send Q1 report", "03/15/2024", "0%", False], ["Renew SSL cert for api.helio-systems.eu", "03/20/2024", "0%", False],
             ["Book flights Lisbon", "03/22/2024", "50%", False]]

    def task_view(sel: str | None = None, extra: list[str] | None = None) -> list[str]:
        rows = [R("frame", "Tasks - Mozilla Thunderbird", "", 70, 27, 1850, 1053),
                R("page-tab", f"Inbox - {acct}", "", 80, 66, 240, 32), R("page-tab", "Calendar", "", 322, 66, 140, 32),
                R("page-tab", "Tasks", "", 464, 66, 120, 32, desc="selected"),
                R("radio-button", "All", "", 90, 200, 200, 22, desc="checked"), R("radio-button", "Today", "", 90, 226, 200, 22),
                R("radio-button", "Next Seven Days", "", 90, 252, 200, 22), R("radio-button", "Not Started", "", 90, 278, 200, 22),
                R("radio-button", "Overdue", "", 90, 304, 200, 22), R("radio-button", "Completed", "", 90, 330, 200, 22),
                R("entry", "Click Here to Add a New Task", "", 400, 150, 1100, 30),
                R("table-column-header", "Completed", "", 400, 190, 40, 26), R("table-column-header", "Title", "Title", 440, 190, 700, 26),
                R("table-column-header", "Due Date", "Due Date", 1140, 190, 200, 26), R("table-column-header", "% Complete", "% Complete", 1340, 190, 160, 26)]
        for i, (t, due, pc, done) in enumerate(tasks):
            y = 218 + 28 * i
            rows += [R("check-box", "Completed", "", 410, y + 4, 20, 20, desc="checked" if done else ""),
                     R("table-cell", t, t, 440, y, 700, 28, desc="selected" if t == sel else ""), R("table-cell", "", due, 1140, y, 200, 28),
                     R("table-cell", "", pc, 1340, y, 160, 28)]
        return rows + (extra or [])

    turns.append((code("""
pyautogui.click(1762, 82)  # Tasks
"""), screen("Mar 12 11:08", task_view())))
    tasks.append(["Prepare Acme review notes", "", "0%", False])
    turns.append((code("""
pyautogui.click(950, 165)
pyautogui.write('Prepare Acme review notes')
pyautogui.press('enter')
"""), screen("Mar 12 11:09", task_view("Prepare Acme review notes"))))
    tasks[0][2], tasks[0][3] = "100%", True
    turns.append((code("""
pyautogui.click(420, 232)  # completed checkbox of 'Send Q1 report'
"""), screen("Mar 12 11:09", task_view("Prepare Acme review notes"))))
    edit = [R("dialog", "Edit Task", "", 520, 160, 880, 720), R("push-button", "Save and Close", "", 540, 170, 140, 30),
            R("entry", "Title:", "Renew SSL cert for api.helio-systems.eu", 660, 220, 700, 28), R("entry", "Location:", "", 660, 254, 700, 28),
            R("combo-box", "Category:", "None", 660, 300, 220, 28), R("combo-box", "Calendar:", "Work", 1000, 300, 220, 28),
            R("check-box", "Start:", "", 640, 344, 20, 22), R("check-box", "Due Date:", "", 640, 378, 20, 22, desc="checked"),
            R("entry", "Due Date:", "03/20/2024", 760, 374, 140, 28), R("entry", "", "17:00", 910, 374, 90, 28),
            R("combo-box", "Repeat:", "Does not repeat", 660, 420, 220, 28), R("combo-box", "Reminder:", "1 day before", 660, 454, 220, 28),
            R("combo-box", "Status:", "Not Started", 660, 494, 220, 28), R("spin-button", "% Complete", "0", 900, 494, 80, 28),
            R("entry", "Description", "Certificate from Let's Encrypt expires 2024-03-24 03:11 UTC; renew via certbot on edge-02.", 540, 564, 840, 280)]
    turns.append((code("""
pyautogui.doubleClick(700, 260)  # 'Renew SSL cert for api.helio-systems.eu'
"""), screen("Mar 12 11:10", task_view("Renew SSL cert for api.helio-systems.eu", edit))))
    rs.add("os", "h61-os-14", system("In Thunderbird's calendar add 'Vendor review – Acme' on Thursday March 14, 2024 from 14:00 to 15:00 in Room 4B, then add a task to prepare notes for it and mark 'Send Q1 report' done."),
           turns, state=state, bad=True, turn=8, kind="the 'Vendor review – Acme' event saved for March 14 (shown in turns 5-6) is missing from March 14 in the month view of turn 8")


# 15 ─ Settings: power (clean)
def t15(rs: RowSet) -> None:
    st = {"pct": 78, "left": "3 hours 12 minutes", "mode": "Balanced", "blank": "5 minutes", "susp": "Off"}

    def power() -> list[str]:
        rows = [R("label", "", "Battery", 720, 180, 200, 22), R("level-bar", "Battery level", f"{st['pct']}%", 720, 210, 620, 12),
                R("label", "", f"{st['pct']}%", 1350, 204, 60, 22), R("label", "", f"Discharging — {st['left']} until empty", 720, 228, 500, 20),
                R("label", "", "Power Mode", 720, 280, 300, 22), R("label", "", "Affects system performance and power usage.", 720, 304, 500, 20)]
        for i, (m, d) in enumerate([("Performance", "High performance and power usage."), ("Balanced", "Standard performance and power usage."),
                                    ("Power Saver", "Reduced performance and power usage.")]):
            rows.append(R("radio-button", m, d, 720, 334 + 52 * i, 760, 50, desc="checked" if st["mode"] == m else ""))
        rows += [R("label", "", "Power Saving Options", 720, 510, 300, 22),
                 R("toggle-button", "Dim Screen", "Reduces the screen brightness when the computer is inactive.", 720, 540, 760, 54, desc="checked"),
                 R("combo-box", "Screen Blank", st["blank"], 720, 596, 760, 54),
                 R("toggle-button", "Automatic Power Saver", "Enables power saver mode when battery is low.", 720, 652, 760, 54, desc="checked"),
                 R("push-button", "Automatic Suspend", st["susp"], 720, 708, 760, 54),
                 R("label", "", "Suspend & Power Button", 720, 790, 300, 22),
                 R("combo-box", "Power Button Behavior", "Suspend", 720, 820, 760, 54),
                 R("toggle-button", "Show Battery Percentage", "", 720, 876, 760, 54)]
        return rows

    wifi = [R("toggle-button", "Wi-Fi", "", 1440, 136, 50, 26, desc="checked"), R("label", "", "Visible Networks", 720, 180, 300, 22),
            R("list-item", "Helio-Guest", "Helio-Guest", 720, 210, 760, 48), R("list-item", "Helio-Corp", "Connected", 720, 260, 760, 48),
            R("list-item", "FRITZ!Box 7590 KQ", "FRITZ!Box 7590 KQ", 720, 310, 760, 48), R("list-item", "DIRECT-4B-HP OfficeJet", "DIRECT-4B-HP OfficeJet", 720, 360, 760, 48)]
    state = screen("Oct 2 15:47", settings_window("Wi-Fi", wifi))
    turns = [(code("""
import pyautogui
pyautogui.click(468, 579)  # Power
"""), screen("Oct 2 15:47", settings_window("Power", power())))]
    st.update(mode="Power Saver", left="3 hours 41 minutes")
    turns.append((code("""
pyautogui.click(1100, 463)  # Power Saver
"""), screen("Oct 2 15:48", settings_window("Power", power()))))
    opts = ["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"]
    pop = [R("menu", "", "", 1240, 440, 220, 20 + 30 * len(opts))] + [R("menu-item", o, "", 1246, 450 + 30 * i, 208, 28, desc="checked" if o == st["blank"] else "")
                                                                     for i, o in enumerate(opts)]
    turns.append((code("""
pyautogui.click(1100, 623)  # Screen Blank
"""), screen("Oct 2 15:48", settings_window("Power", power(), pop))))
    st["blank"] = "10 minutes"
    turns.append((code("""
pyautogui.click(1350, 644)  # 10 minutes
"""), screen("Oct 2 15:49", settings_window("Power", power()))))
    dlg = [R("dialog", "Automatic Suspend", "", 760, 380, 480, 300),
           R("toggle-button", "On Battery Power", "", 1140, 420, 60, 30, desc="checked"), R("combo-box", "Delay", "15 minutes", 960, 460, 240, 34),
           R("toggle-button", "Plugged In", "", 1140, 540, 60, 30), R("combo-box", "Delay", "20 minutes", 960, 580, 240, 34, desc="disabled")]
    st["susp"] = "On"
    turns.append((code("""
pyautogui.click(1100, 735)  # Automatic Suspend
pyautogui.click(1170, 435)  # On Battery Power switch
pyautogui.click(1080, 477); pyautogui.click(1080, 417)  # Delay -> 15 minutes
"""), screen("Oct 2 15:50", settings_window("Power", power(), dlg))))
    st.update(pct=77, left="3 hours 35 minutes")
    turns.append((code("""
pyautogui.press('escape')
"""), screen("Oct 2 15:51", settings_window("Power", power()))))
    rs.add("os", "h61-os-15", system("Switch the laptop to Power Saver mode, blank the screen after 10 minutes and suspend automatically after 15 minutes on battery."),
           turns, state=state)


# 16 ─ Calc conditional formatting and named ranges (clean)
def t16(rs: RowSet) -> None:
    items = [["SKU-1001", "M3 hex bolts (100)", 240, 100, 4.80], ["SKU-1002", "M3 nuts (100)", 35, 100, 2.10],
             ["SKU-1003", "Cable ties 200mm (50)", 18, 40, 3.95], ["SKU-1004", "Heat shrink kit", 12, 20, 11.50],
             ["SKU-1005", "USB-C cable 1m", 64, 30, 5.20], ["SKU-1006", "Solder wire 0.8mm 250g", 9, 10, 17.90],
             ["SKU-1007", "Flux pen", 22, 15, 6.40], ["SKU-1008", "Jumper wires M-M (40)", 47, 25, 3.30],
             ["SKU-1009", "Breadboard 830", 15, 20, 4.75], ["SKU-1010", "ESP32 DevKitC", 28, 20, 9.80],
             ["SKU-1011", "Raspberry Pi 5 4GB", 6, 5, 63.00], ["SKU-1012", "microSD 64GB", 31, 20, 8.90],
             ["SKU-1013", "PLA filament 1kg black", 14, 10, 21.50], ["SKU-1014", "Kapton tape 20mm", 19, 10, 7.60],
             ["SKU-1015", "Multimeter probes", 11, 8, 12.40], ["SKU-1016", "Isopropyl alcohol 1L", 7, 6, 9.95],
             ["SKU-1017", "ESD wrist strap", 25, 10, 4.20]]
    fname = "inventory.ods"
    widths = (100, 210, 70, 90, 90, 100, 110, 110)
    st = {"h2": False}

    def cells() -> dict[str, str]:
        c = {"A1": "SKU", "B1": "Item", "C1": "Qty", "D1": "Reorder at", "E1": "Unit cost", "F1": "Value"}
        for i, (sku, it, q, ro, uc) in enumerate(items, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"], c[f"D{i}"], c[f"E{i}"], c[f"F{i}"] = sku, it, str(q), str(ro), money(uc), money(q * uc)
        c["E20"], c["F20"] = "Total", money(sum(q * uc for _, _, q, _, uc in items))
        if st["h2"]:
            c["G2"], c["H2"] = "Stock value", gnum(sum(q * uc for _, _, q, _, uc in items))
        return c

    def win(nb: str, inp: str, status: str, modified: bool = True, extra: list[str] | None = None) -> list[str]:
        return calc_window(fname, cells(), nb, inp, ["Inventory", "Suppliers"], "Inventory", status, modified, widths) + (extra or [])

    def qsum() -> str:
        qs = [it[2] for it in items]
        return f"Average: {gnum(sum(qs) / len(qs))}; Sum: {sum(qs)}"

    state = screen("Nov 20 09:02", win("A1", "SKU", "Average: ; Sum: 0", False))
    turns = [(code("""
import pyautogui
pyautogui.click(475, 239)
pyautogui.keyDown('shift'); pyautogui.click(475, 591); pyautogui.keyUp('shift')
"""), screen("Nov 20 09:02", win("C2:C18", "240", qsum(), False)))]

    def cond(op: str, val: str, style: str) -> list[str]:
        return [R("dialog", "Conditional Formatting for C2:C18", "", 460, 200, 1000, 560), R("label", "", "Condition 1", 480, 236, 200, 20),
                R("combo-box", "", "Cell value is", 480, 262, 200, 28), R("combo-box", "", op, 690, 262, 200, 28), R("entry", "", val, 900, 262, 300, 28),
                R("label", "", "Apply Style:", 480, 300, 100, 20), R("combo-box", "Apply Style", style, 590, 296, 200, 28),
                R("image", "Example", "", 800, 296, 400, 60), R("push-button", "Add", "", 480, 640, 80, 30), R("push-button", "Remove", "", 570, 640, 80, 30),
                R("entry", "Range:", "C2:C18", 560, 690, 300, 28), R("push-button", "OK", "", 1240, 710, 90, 30), R("push-button", "Cancel", "", 1340, 710, 90, 30)]

    turns.append((code("""
pyautogui.click(287, 68)   # Format
pyautogui.click(340, 560)  # Conditional
pyautogui.click(560, 560)  # Condition…
"""), screen("Nov 20 09:03", win("C2:C18", "240", qsum(), False, cond("equal to", "", "Accent")))))
    turns.append((code("""
pyautogui.click(790, 276); pyautogui.click(790, 360)   # less than
pyautogui.click(1050, 276); pyautogui.write('20')
pyautogui.click(690, 310); pyautogui.click(690, 410)   # Apply Style: Bad
"""), screen("Nov 20 09:03", win("C2:C18", "240", qsum(), False, cond("less than", "20", "Bad")))))
    turns.append((code("""
pyautogui.click(1285, 725)  # OK
"""), screen("Nov 20 09:04", win("C2:C18", "240", qsum()))))
    manage = [R("dialog", "Manage Conditional Formatting", "", 560, 300, 800, 400), R("table-column-header", "Range", "Range", 580, 340, 200, 24),
              R("table-column-header", "First Condition", "First Condition", 780, 340, 560, 24),
              R("table-cell", "", "C2:C18", 580, 366, 200, 24, desc="selected"), R("table-cell", "", "Cell value is less than 20", 780, 366, 560, 24),
              R("push-button", "Add", "", 580, 640, 80, 30), R("push-button", "Edit…", "", 670, 640, 80, 30), R("push-button", "Remove", "", 760, 640, 80, 30),
              R("push-button", "OK", "", 1150, 640, 90, 30), R("push-button", "Cancel", "", 1250, 640, 90, 30)]
    turns.append((code("""
pyautogui.click(287, 68)   # Format
pyautogui.click(340, 560)  # Conditional
pyautogui.click(560, 656)  # Manage…
"""), screen("Nov 20 09:04", win("C2:C18", "240", qsum(), extra=manage))))
    names = [("TaxRate", "0.19", "Document (Global)"), ("UnitCosts", "$Inventory.$E$2:$E$18", "Document (Global)")]

    def mn(extra_sel: str | None = None) -> list[str]:
        rows = [R("dialog", "Manage Names", "", 520, 220, 880, 560), R("table-column-header", "Name", "Name", 540, 260, 260, 24),
                R("table-column-header", "Range or formula expression", "Range or formula expression", 800, 260, 360, 24),
                R("table-column-header", "Scope", "Scope", 1160, 260, 220, 24)]
        for i, (n, r, sc) in enumerate(sorted(names)):
            y = 286 + 24 * i
            rows += [R("table-cell", "", n, 540, y, 260, 24, desc="selected" if n == extra_sel else ""), R("table-cell", "", r, 800, y, 360, 24),
                     R("table-cell", "", sc, 1160, y, 220, 24)]
        cur = next((x for x in names if x[0] == extra_sel), names[0])
        rows += [R("entry", "Name:", cur[0], 620, 600, 300, 28), R("entry", "Range or formula expression:", cur[1], 620, 640, 500, 28),
                 R("combo-box", "Scope:", "Document (Global)", 620, 680, 300, 28), R("push-button", "Add", "", 540, 730, 80, 30),
                 R("push-button", "Delete", "", 630, 730, 80, 30), R("push-button", "OK", "", 1190, 740, 90, 30), R("push-button", "Cancel", "", 1290, 740, 90, 30)]
        return rows

    turns.append((code("""
pyautogui.click(1195, 655)     # OK (closes Manage Conditional Formatting)
pyautogui.hotkey('ctrl', 'f3') # Manage Names
"""), screen("Nov 20 09:05", win("C2:C18", "240", qsum(), extra=mn()))))
    names.append(("StockQty", "$Inventory.$C$2:$C$18", "Document (Global)"))
    turns.append((code("""
pyautogui.tripleClick(770, 614); pyautogui.write('StockQty')
pyautogui.tripleClick(870, 654); pyautogui.write('$Inventory.$C$2:$C$18')
pyautogui.click(580, 745)  # Add
"""), screen("Nov 20 09:05", win("C2:C18", "240", qsum(), extra=mn("StockQty")))))
    st["h2"] = True
    turns.append((code("""
pyautogui.click(1235, 755)  # OK
pyautogui.click(830, 239)   # G2
pyautogui.write('Stock value\\t=SUMPRODUCT(StockQty;UnitCosts)\\n')
"""), screen("Nov 20 09:06", win("G3", "", "Average: ; Sum: 0"))))
    items[3][2] = 40
    turns.append((code("""
CalcTools.set_cell_value('C5', 40)
"""), screen("Nov 20 09:06", win("G3", "", "Average: ; Sum: 0"))))
    turns.append((code("""
pyautogui.click(287, 68)   # Format
pyautogui.click(340, 560)  # Conditional
pyautogui.click(560, 656)  # Manage…
"""), screen("Nov 20 09:07", win("G3", "", "Average: ; Sum: 0", extra=manage))))
    dd = [R("list", "Name Box", "", 78, 178, 200, 60), R("list-item", "StockQty", "StockQty", 82, 182, 192, 26),
          R("list-item", "UnitCosts", "UnitCosts", 82, 208, 192, 26)]
    turns.append((code("""
pyautogui.click(1295, 655)  # Cancel
pyautogui.click(180, 166)   # Name Box drop-down
"""), screen("Nov 20 09:07", win("G3", "", "Average: ; Sum: 0", extra=dd))))
    turns.append((code("""
pyautogui.click(178, 195)  # StockQty
"""), screen("Nov 20 09:08", win("C2:C18", "240", qsum()))))
    rs.add("os", "h61-os-16", system("In inventory.ods highlight quantities below 20 with the Bad style, define a named range StockQty for the quantities, compute the stock value from StockQty and UnitCosts in H2 and update the heat shrink kit quantity to 40."),
           turns, state=state)


# 17 ─ Writer track changes and templates (bad: a remaining change's author name changes)
def t17(rs: RowSet) -> None:
    fname = "grant_proposal_v3.odt"
    deleted = " The consortium has prior experience in this area, as outlined in Section 2.1."
    st = {"deleted": False}

    def doc() -> list[tuple[str, str]]:
        p2 = "Our lab has operated a 40-node sensor testbed on the Rhine since 2019, collecting 1.2 billion readings." + ("" if st["deleted"] else deleted)
        return [("Title", "Low-Power Sensing for River Monitoring"), ("Subtitle", "Proposal to the Helmholtz Water Programme, call 2024-2"),
                ("Heading 1", "1 Objectives"),
                ("Text Body", "We propose energy-harvesting sensor nodes that report turbidity, temperature and nitrate levels every five minutes for at least three years without maintenance."),
                ("Heading 1", "2 State of the Art"), ("Text Body", p2),
                ("Heading 1", "3 Budget"),
                ("Text Body", "The requested budget is EUR 412,000 over 36 months, of which EUR 96,500 covers hardware and field deployment. Personnel costs follow the TV-L E13 scale.")]

    changes = [["Insertion", "Maya Chen", "03/12/2024 16:05:11", ""], ["Deletion", "Tomas Lindqvist", "03/13/2024 09:42:37", "Redundant with 2.1"],
               ["Attributes", "Maya Chen", "03/13/2024 11:20:02", ""], ["Insertion", "Tomas Lindqvist", "03/13/2024 14:58:49", "Added budget justification"],
               ["Deletion", "Priya Raman", "03/14/2024 08:15:26", ""]]

    def mc(rows_: list[list[str]], sel: int) -> list[str]:
        rows = [R("dialog", "Manage Changes", "", 500, 260, 920, 520), R("page-tab", "List", "", 520, 290, 70, 28, desc="selected"),
                R("page-tab", "Filter", "", 592, 290, 70, 28),
                R("table-column-header", "Action", "Action", 520, 330, 140, 24), R("table-column-header", "Author", "Author", 660, 330, 200, 24),
                R("table-column-header", "Date", "Date", 860, 330, 220, 24), R("table-column-header", "Comment", "Comment", 1080, 330, 320, 24)]
        for i, (a, au, d, cm) in enumerate(rows_):
            y = 356 + 24 * i
            rows += [R("table-cell", "", a, 520, y, 140, 24, desc="selected" if i == sel else ""), R("table-cell", "", au, 660, y, 200, 24),
                     R("table-cell", "", d, 860, y, 220, 24), R("table-cell", "", cm, 1080, y, 320, 24)]
        rows += buttons(["Accept", "Reject", "Accept All", "Reject All", "Undo"], 720, 520, 110, 100)
        rows += [R("push-button", "Help", "", 1200, 730, 90, 30), R("push-button", "Close", "", 1300, 730, 90, 30)]
        return rows

    def win(extra: list[str] | None = None, modified: bool = False, style: str = "Text Body", page: int = 1) -> list[str]:
        return writer_window(fname, doc(), style, [f"Page {page} of 6", "2,088 words, 13,571 characters" if not st["deleted"] else "2,075 words, 13,494 characters"],
                             modified, extra)

    state = screen("Mar 14 10:40", win())
    turns = [(code("""
import pyautogui
pyautogui.click(128, 68)   # Edit
pyautogui.click(190, 600)  # Track Changes
pyautogui.click(420, 724)  # Manage…
"""), screen("Mar 14 10:40", win(mc(changes, 0))))]
    turns.append((code("""
pyautogui.click(760, 392)  # second change (Deletion, Tomas Lindqvist)
"""), screen("Mar 14 10:41", win(mc(changes, 1), style="Text Body", page=2))))
    del changes[1]
    st["deleted"] = True
    shown = [list(c) for c in changes]
    shown[2][1] = "Tomas Lindberg"  # CONTRADICTION: author of the remaining insertion was Tomas Lindqvist
    turns.append((code("""
pyautogui.click(570, 735)  # Accept
"""), screen("Mar 14 10:41", win(mc(shown, 1), modified=True, page=2))))
    turns.append((code("""
pyautogui.click(1345, 745)  # Close
"""), screen("Mar 14 10:42", win(modified=True, page=2))))
    cats = ["My Templates", "Business Correspondence", "MediaWiki", "Other Business Documents", "Personal Correspondence and Documents", "Presentations", "Styles"]

    def sat(name: str, cat: str | None) -> list[str]:
        rows = [R("dialog", "Save As Template", "", 700, 280, 520, 460), R("entry", "Template Name", name, 720, 330, 480, 30),
                R("label", "", "Template Category", 720, 374, 300, 20)]
        rows += [R("list-item", c, c, 720, 400 + 28 * i, 480, 28, desc="selected" if c == cat else "") for i, c in enumerate(cats)]
        rows += [R("check-box", "Set as default template", "", 720, 610, 240, 22), R("push-button", "Help", "", 720, 690, 80, 30),
                 R("push-button", "Save", "", 1020, 690, 80, 30, desc="" if name and cat else "disabled"), R("push-button", "Cancel", "", 1110, 690, 90, 30)]
        return rows

    turns.append((code("""
pyautogui.click(90, 68)    # File
pyautogui.click(150, 330)  # Templates
pyautogui.click(330, 362)  # Save as Template…
"""), screen("Mar 14 10:42", win(sat("", None), modified=True, page=2))))
    turns.append((code("""
pyautogui.click(960, 345); pyautogui.write('Grant proposal (lab)')
pyautogui.click(960, 414)  # My Templates
"""), screen("Mar 14 10:43", win(sat("Grant proposal (lab)", "My Templates"), modified=True, page=2))))
    turns.append((code("""
pyautogui.click(1060, 705)  # Save
"""), screen("Mar 14 10:43", win(modified=True, page=2))))
    tpl = [("Grant proposal (lab)", "My Templates"), ("Businesscard with logo", "Business Correspondence"), ("CV", "Personal Correspondence and Documents"),
           ("Default business letter", "Business Correspondence"), ("Modern business letter sans-serif", "Business Correspondence"),
           ("Modern business letter serif", "Business Correspondence"), ("Personal letter", "Personal Correspondence and Documents"),
           ("Resume", "Personal Correspondence and Documents"), ("Wiki", "MediaWiki")]
    tm = [R("dialog", "Templates", "", 420, 160, 1080, 760), R("entry", "Search", "", 440, 190, 300, 30),
          R("combo-box", "Filter", "Documents", 760, 190, 240, 30), R("combo-box", "Category", "All Categories", 1010, 190, 240, 30)]
    tm += [R("list-item", n, n, 440 + 200 * (i % 5), 240 + 220 * (i // 5), 190, 210, desc=c) for i, (n, c) in enumerate(tpl)]
    tm += [R("push-button", "Manage", "", 440, 870, 100, 30), R("push-button", "Open", "", 1300, 870, 90, 30, desc="disabled"),
           R("push-button", "Cancel", "", 1400, 870, 90, 30)]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'n')  # Manage Templates
pyautogui.click(880, 205); pyautogui.click(880, 265)  # Filter: Documents
"""), screen("Mar 14 10:44", win(tm, modified=True, page=2))))
    rs.add("os", "h61-os-17", system("Accept Tomas's deletion in grant_proposal_v3.odt, keep the other tracked changes, and save the document as a template 'Grant proposal (lab)' in My Templates."),
           turns, state=state, bad=True, turn=3, kind="the remaining insertion dated 03/13/2024 14:58:49 is attributed to Tomas Lindqvist in turns 1-2 but to Tomas Lindberg in turn 3")


# 18 ─ Chrome profiles (clean)
def t18(rs: RowSet) -> None:
    work_tabs = ["Sprint board - Brightwave Jira", "Inbox (9) - lea.fischer@brightwave.de - Brightwave Mail"]
    board = [R("heading", "", "BW Sprint 42", 400, 200, 400, 30), R("label", "", "Mar 25 – Apr 8 · 6 days remaining", 400, 236, 400, 20),
             R("column-header", "", "TO DO 7", 400, 280, 300, 26), R("column-header", "", "IN PROGRESS 4", 720, 280, 300, 26),
             R("column-header", "", "IN REVIEW 2", 1040, 280, 300, 26), R("column-header", "", "DONE 11", 1360, 280, 300, 26),
             R("link", "BW-1187 Payment retries dashboard", "BW-1187 Payment retries dashboard", 400, 320, 300, 60),
             R("link", "BW-1192 Rotate staging DB credentials", "BW-1192 Rotate staging DB credentials", 720, 320, 300, 60),
             R("link", "BW-1175 Migrate cron jobs to Airflow", "BW-1175 Migrate cron jobs to Airflow", 1040, 320, 300, 60)]

    def work_win(extra: list[str] | None = None) -> list[str]:
        return chrome_window(work_tabs, 0, "brightwave.atlassian.net/jira/software/projects/BW/boards/4", board, profile="Work") + (extra or [])

    state = screen("Apr 2 14:15", work_win())

    def menu(name: str, email: str | None, others: list[str]) -> list[str]:
        rows = [R("dialog", "Profile menu", "", 1400, 112, 340, 560), R("image", "", "", 1530, 130, 80, 80), R("label", "", name, 1420, 220, 300, 24)]
        if email:
            rows += [R("label", "", email, 1420, 246, 300, 20), R("push-button", "Sync is on", "", 1440, 276, 260, 32),
                     R("push-button", "Manage your Google Account", "", 1420, 320, 300, 30)]
        else:
            rows += [R("push-button", "Turn on sync…", "", 1440, 276, 260, 32)]
        rows += [R("push-button", "Passwords", "", 1420, 356, 100, 40), R("push-button", "Payment methods", "", 1520, 356, 100, 40),
                 R("push-button", "Addresses and more", "", 1620, 356, 100, 40), R("label", "", "Other Chrome profiles", 1420, 410, 300, 20)]
        rows += [R("push-button", o, "", 1420, 436 + 34 * i, 300, 32) for i, o in enumerate(others)]
        y = 436 + 34 * len(others)
        rows += [R("push-button", "Open Guest profile", "", 1420, y, 300, 32), R("push-button", "Add", "", 1420, y + 34, 300, 32),
                 R("push-button", "Manage Chrome profiles", "", 1420, y + 68, 300, 32)]
        return rows

    turns = [(code("""
import pyautogui
pyautogui.click(1716, 92)  # profile button
"""), screen("Apr 2 14:15", work_win(menu("Lea Fischer", "lea.fischer@brightwave.de", ["Personal"]))))]
    setup = [R("frame", "Set up your new Chrome profile", "", 560, 180, 800, 700), R("heading", "", "Set up your new Chrome profile", 640, 300, 640, 40),
             R("paragraph", "", "Keep your work and personal browsing separate, or share your computer with other people.", 640, 350, 640, 40),
             R("push-button", "Sign in", "", 740, 700, 180, 40), R("push-button", "Continue without an account", "", 940, 700, 260, 40),
             R("push-button", "Back", "", 580, 200, 34, 34)]
    turns.append((code("""
pyautogui.click(1570, 551)  # Add
"""), screen("Apr 2 14:16", [R("frame", f"{work_tabs[0]} - Google Chrome", "", 70, 27, 1850, 1053)] + setup)))

    def custom(name: str) -> list[str]:
        colors = ["Grey", "Blue", "Aqua", "Green", "Viridian", "Olive", "Apricot", "Orange", "Pink", "Red", "Rose", "Violet"]
        rows = [R("frame", "Set up your new Chrome profile", "", 560, 180, 800, 700), R("heading", "", "Customize your Chrome profile", 640, 240, 640, 40),
                R("entry", "Add a name or label like \"Work\" or \"Personal\"", name, 760, 330, 400, 34), R("label", "", "Pick a theme color", 640, 400, 300, 20)]
        rows += [R("radio-button", c, "", 640 + 52 * i, 430, 44, 44, desc="checked" if c == "Grey" else "") for i, c in enumerate(colors)]
        rows += [R("check-box", "Create desktop shortcut", "", 640, 520, 300, 22, desc="checked"), R("push-button", "Done", "", 1160, 800, 120, 40),
                 R("push-button", "Back", "", 580, 200, 34, 34)]
        return rows

    turns.append((code("""
pyautogui.click(1070, 720)  # Continue without an account
"""), screen("Apr 2 14:16", [R("frame", f"{work_tabs[0]} - Google Chrome", "", 70, 27, 1850, 1053)] + custom(""))))
    ntp = [R("image", "Google", "", 800, 300, 320, 110), R("entry", "Search Google or type a URL", "", 660, 450, 600, 46),
           R("push-button", "Add shortcut", "", 900, 540, 112, 112), R("push-button", "Customize Chrome", "", 1720, 980, 180, 36)]
    turns.append((code("""
pyautogui.click(960, 347); pyautogui.write('Testing')
pyautogui.click(1220, 820)  # Done
"""), screen("Apr 2 14:17", [R("frame", f"{work_tabs[0]} - Google Chrome", "", 70, 27, 1850, 1053)] + chrome_window(["New Tab"], 0, "", ntp, profile="Testing"))))

    def manage(name: str) -> list[str]:
        return [R("heading", "", "Settings", 110, 130, 200, 30), R("link", "You and Google", "You and Google", 90, 200, 250, 36),
                R("heading", "", "Customize profile", 480, 200, 400, 30), R("entry", "Name", name, 480, 250, 500, 34),
                R("label", "", "Theme color", 480, 310, 300, 20), R("radio-button", "Grey", "", 480, 340, 44, 44, desc="checked"),
                R("label", "", "Pick an avatar", 480, 410, 300, 20), R("check-box", "Create desktop shortcut", "", 480, 760, 300, 22, desc="checked")]

    turns.append((code("""
pyautogui.click(900, 92)
pyautogui.write('chrome://settings/manageProfile\\n')
"""), screen("Apr 2 14:17", [R("frame", f"{work_tabs[0]} - Google Chrome", "", 70, 27, 1850, 1053)] + chrome_window(["Settings - Customize profile"], 0, "chrome://settings/manageProfile", manage("Testing"), profile="Testing"))))
    turns.append((code("""
pyautogui.tripleClick(730, 267)
pyautogui.write('QA Testing')
pyautogui.press('tab')
"""), screen("Apr 2 14:18", [R("frame", f"{work_tabs[0]} - Google Chrome", "", 70, 27, 1850, 1053)] + chrome_window(["Settings - Customize profile"], 0, "chrome://settings/manageProfile", manage("QA Testing"), profile="QA Testing"))))
    turns.append((code("""
pyautogui.click(1716, 92)  # profile button
"""), screen("Apr 2 14:18", [R("frame", f"{work_tabs[0]} - Google Chrome", "", 70, 27, 1850, 1053)] + chrome_window(["Settings - Customize profile"], 0, "chrome://settings/manageProfile", manage("QA Testing"), profile="QA Testing")
                                 + menu("QA Testing", None, ["Work", "Personal"]))))
    turns.append((code("""
pyautogui.click(1570, 453)  # Work
"""), screen("Apr 2 14:19", [R("frame", "Settings - Customize profile - Google Chrome", "", 70, 27, 1850, 1053)] + work_win())))
    picker = [R("frame", "Google Chrome", "", 460, 140, 1000, 800), R("heading", "", "Who's using Chrome?", 660, 220, 600, 40)]
    for i, (n, sub) in enumerate([("Work", "Lea Fischer"), ("Personal", "Lea F."), ("QA Testing", "")]):
        picker.append(R("push-button", n, f"{n}\n{sub}".strip(), 560 + 210 * i, 360, 180, 200))
    picker += [R("push-button", "Add", "", 1190, 360, 180, 200), R("push-button", "Guest mode", "", 560, 840, 140, 36),
               R("check-box", "Show on startup", "", 1200, 846, 180, 22, desc="checked")]
    turns.append((code("""
pyautogui.click(1716, 92)   # profile button
pyautogui.click(1570, 563)  # Manage Chrome profiles
"""), screen("Apr 2 14:19", [R("frame", "Settings - Customize profile - Google Chrome", "", 70, 27, 1850, 1053),
                               R("frame", f"{work_tabs[0]} - Google Chrome", "", 70, 27, 1850, 1053)] + picker)))
    rs.add("os", "h61-os-18", system("Create a Chrome profile without an account called 'QA Testing' (first name it Testing, then rename it), then go back to the Work profile and open the profile manager."),
           turns, state=state)


# 19 ─ VS Code debugger (bad: a source line changes with no edit)
def t19(rs: RowSet) -> None:
    src = ["import logging", "import time", "", "from .client import BillingClient, TransientError", "from .store import load_pending, mark_synced",
           "", "log = logging.getLogger(__name__)", "", "BATCH_LIMIT = 250", "", "", "def run_sync(cfg: dict) -> int:",
           '    retries = cfg.get("max_retries", 3)', '    timeout = cfg.get("timeout_s", 30)',
           '    client = BillingClient(cfg["endpoint"], timeout=timeout)', "    batch = load_pending(limit=BATCH_LIMIT)", "    synced = 0",
           "    for invoice in batch:", "        for attempt in range(1, retries + 1):", "            try:", "                client.push(invoice)",
           "                mark_synced(invoice.id)", "                synced += 1", "                break", "            except TransientError as exc:",
           '                log.warning("retry %d for %s: %s", attempt, invoice.id, exc)', "                time.sleep(2 ** attempt)", "    return synced"]
    tabs = ["sync.py", "cli.py"]
    launch = ["{", '    "version": "0.2.0",', '    "configurations": [', "        {", '            "name": "Python: sync job",',
              '            "type": "debugpy",', '            "request": "launch",', '            "module": "billing_sync.cli",',
              '            "args": ["--once"],', '            "envFile": "${workspaceFolder}/.env.dev",', '            "justMyCode": true',
              "        }", "    ]", "}"]
    cfg = "{'endpoint': 'https://billing.internal.acme.io/v2', 'max_retries': 3, 'timeout_s': 30}"
    dbg_cmd = [" cd /home/ravi/src/billing-sync ; /usr/bin/env /home/ravi/src/billing-sync/.venv/bin/python /home/ravi/.vscode/extensions/ms-python.debugpy-2024.6.0-linux-x64/bundled/libs/debugpy/adapter/../../debugpy/launcher 41867 -- -m billing_sync.cli --once ",
               "2024-05-21 11:02:14,381 INFO billing_sync.cli: starting one-shot sync (env=dev)"]

    def side(bps: list[int], locals_: list[tuple[str, str]], stack: list[str], paused: bool) -> list[str]:
        rows = [R("combo-box", "Debug Launch Configurations", "Python: sync job", 124, 90, 220, 26),
                R("push-button", "Start Debugging", "", 100, 90, 22, 26), R("tree-item", "VARIABLES", "VARIABLES", 124, 124, 250, 22, desc="expanded")]
        y = 148
        if paused:
            rows.append(R("tree-item", "Locals", "Locals", 134, y, 240, 22, desc="expanded"))
            y += 22
            for n, v in locals_:
                rows.append(R("tree-item", n, f"{n}: {v}", 146, y, 228, 22))
                y += 22
            rows.append(R("tree-item", "Globals", "Globals", 134, y, 240, 22))
            y += 22
        y += 10
        rows += [R("tree-item", "WATCH", "WATCH", 124, y, 250, 22, desc="expanded"), R("tree-item", "CALL STACK", "CALL STACK", 124, y + 60, 250, 22, desc="expanded")]
        y += 84
        if paused:
            rows.append(R("tree-item", "MainThread", "MainThread  PAUSED ON STEP" if stack[0].endswith("step") else "MainThread  PAUSED ON BREAKPOINT", 134, y, 240, 22))
            y += 22
            for fr in stack[1:]:
                rows.append(R("tree-item", fr, fr, 146, y, 228, 22))
                y += 22
        y += 10
        rows.append(R("tree-item", "BREAKPOINTS", "BREAKPOINTS", 124, y, 250, 22, desc="expanded"))
        y += 22
        for n, on in [("Raised Exceptions", False), ("Uncaught Exceptions", True), ("User Uncaught Exceptions", False)]:
            rows.append(R("check-box", n, n, 134, y, 240, 22, desc="checked" if on else ""))
            y += 22
        for b in bps:
            rows += [R("check-box", f"sync.py src {b}", f"sync.py  src  {b}", 134, y, 240, 22, desc="checked")]
            y += 22
        return rows

    def toolbar() -> list[str]:
        return [R("tool-bar", "Debug", "", 820, 64, 240, 30)] + buttons(["Continue (F5)", "Step Over (F10)", "Step Into (F11)", "Step Out (Shift+F11)", "Restart (Ctrl+Shift+F5)", "Stop (Shift+F5)"], 64, 824, 38, 30)

    def term(lines: list[str]) -> list[str]:
        return [R("page-tab", "PROBLEMS", "", 380, 700, 90, 26), R("page-tab", "OUTPUT", "", 472, 700, 80, 26),
                R("page-tab", "DEBUG CONSOLE", "", 554, 700, 120, 26), R("page-tab", "TERMINAL", "", 676, 700, 90, 26, desc="selected"),
                R("list-item", "Python Debug Console", "Python Debug Console", 1700, 730, 200, 22, desc="selected"),
                R("terminal", "Terminal 1", "\n".join(lines), 380, 730, 1300, 300)]

    def view(lines: list[str], bps: list[int], locals_: list[tuple[str, str]], stack: list[str], paused: bool, cur: int | None,
             active: str = "sync.py", status_pos: str = "Ln 32, Col 1", first: int = 20, tabs_: list[str] | None = None) -> list[str]:
        marks = {b: "breakpoint" for b in bps} if active == "sync.py" else {}
        if cur and active == "sync.py":
            marks[cur] = (marks.get(cur, "") + " current line").strip()
        status = (["main", "⊗ 0  ⚠ 1", "Python: sync job (billing-sync)"] if paused else ["main", "⊗ 0  ⚠ 1"]) + [status_pos, "Spaces: 4", "UTF-8", "LF", "Python 3.11.8 ('.venv': venv)"]
        body = vscode_window(f"{active} - billing-sync", [], tabs_ or tabs, active, lines, status, panel=term(dbg_cmd) if paused else None,
                             overlay=toolbar() if paused else None, first_line=first, sidebar_title="RUN AND DEBUG", activity="Run and Debug",
                             sidebar=side(bps, locals_, stack, paused), marks=marks)
        return body

    state = screen("May 21 11:01", vscode_window("sync.py - billing-sync", [(0, "BILLING-SYNC", "open"), (1, ".vscode", "folder"), (1, "billing_sync", "open"),
                                                                             (2, "__init__.py", "file"), (2, "cli.py", "file"), (2, "client.py", "file"),
                                                                             (2, "store.py", "file"), (2, "sync.py", "file"), (1, "tests", "folder"),
                                                                             (1, ".env.dev", "file"), (1, "pyproject.toml", "file"), (1, "README.md", "file")],
                                                 tabs, "sync.py", src, ["main", "⊗ 0  ⚠ 1", "Ln 32, Col 1", "Spaces: 4", "UTF-8", "LF", "Python 3.11.8 ('.venv': venv)"],
                                                 first_line=20))
    turns = [(code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'd')  # Run and Debug view
pyautogui.click(418, 342)               # gutter of line 32
"""), screen("May 21 11:01", view(src, [32], [], [], False, None)))]
    stack0 = ["bp", "run_sync  sync.py  32:1", "main  cli.py  58:1", "<module>  cli.py  71:1", "_run_code  <frozen runpy>  88:1", "_run_module_as_main  <frozen runpy>  198:1"]
    loc = [("cfg", cfg)]
    turns.append((code("""
pyautogui.press('f5')
"""), screen("May 21 11:02", view(src, [32], loc, stack0, True, 32))))

    def stack_at(n: int) -> list[str]:
        return ["step", f"run_sync  sync.py  {n}:1"] + stack0[2:]

    loc = loc + [("retries", "3")]
    turns.append((code("""
pyautogui.press('f10')  # Step Over
"""), screen("May 21 11:02", view(src, [32], loc, stack_at(33), True, 33, status_pos="Ln 33, Col 1"))))
    loc = loc + [("timeout", "30")]
    turns.append((code("""
pyautogui.press('f10')
"""), screen("May 21 11:03", view(src, [32], loc, stack_at(34), True, 34, status_pos="Ln 34, Col 1"))))
    loc = loc + [("client", "<billing_sync.client.BillingClient object at 0x7f3a2c1d5e10>")]
    turns.append((code("""
pyautogui.press('f10')
"""), screen("May 21 11:03", view(src, [32], loc, stack_at(35), True, 35, status_pos="Ln 35, Col 1"))))
    loc = loc + [("batch", "[Invoice(id='INV-88412', customer='C-2291', total=Decimal('149.00')), Invoice(id='INV-88413', customer='C-0187', total=Decimal('2310.50')), ...]  len=25")]
    bad_src = list(src)
    bad_src[8] = "BATCH_LIMIT = 200"  # CONTRADICTION: line 28 read BATCH_LIMIT = 250 and nothing edited it
    turns.append((code("""
pyautogui.press('f10')
"""), screen("May 21 11:04", view(bad_src, [32], loc, stack_at(36), True, 36, status_pos="Ln 36, Col 1"))))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'p')
pyautogui.write('launch.json')
pyautogui.press('enter')
"""), screen("May 21 11:04", view(launch, [32], loc, stack_at(36), True, None, active="launch.json", status_pos="Ln 1, Col 1", first=1,
                                   tabs_=tabs + ["launch.json"]))))
    stopped = dbg_cmd + ["2024-05-21 11:04:49,902 INFO billing_sync.cli: interrupted by debugger", "ravi@ws-07:~/src/billing-sync$ "]
    body = vscode_window("launch.json - billing-sync", [], tabs + ["launch.json"], "launch.json", launch,
                         ["main", "⊗ 0  ⚠ 1", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "JSON with Comments"], panel=term(stopped), first_line=1,
                         sidebar_title="RUN AND DEBUG", activity="Run and Debug", sidebar=side([32], [], [], False))
    turns.append((code("""
pyautogui.hotkey('shift', 'f5')  # Stop
"""), screen("May 21 11:05", body)))
    body2 = vscode_window("launch.json - billing-sync", [], tabs + ["launch.json"], "launch.json", launch,
                          ["main", "⊗ 0  ⚠ 1", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "JSON with Comments"], panel=term(stopped), first_line=1,
                          sidebar_title="RUN AND DEBUG", activity="Run and Debug", sidebar=side([], [], [], False))
    turns.append((code("""
pyautogui.click(350, 338)  # Remove All Breakpoints
"""), screen("May 21 11:05", body2)))
    rs.add("os", "h61-os-19", system("Debug run_sync in billing-sync: break at line 32, step to the point where the batch is loaded and inspect the locals, then stop and clear the breakpoints."),
           turns, state=state, bad=True, turn=6, kind="line 28 of sync.py reads BATCH_LIMIT = 250 in turns 1-5 but BATCH_LIMIT = 200 in turn 6 with no edit")


# 20 ─ Settings: sharing and online accounts (clean)
def t20(rs: RowSet) -> None:
    st = {"on": False, "name": "ortiz-thinkpad", "rd": "Off", "accounts": []}

    def sharing(extra: list[str] | None = None) -> list[str]:
        dis = "" if st["on"] else "disabled"
        rows = [R("toggle-button", "Sharing", "", 1440, 136, 50, 26, desc="checked" if st["on"] else ""),
                R("push-button", "Device Name", st["name"], 720, 190, 760, 50),
                R("push-button", "Remote Desktop", st["rd"], 720, 270, 760, 50, desc=dis),
                R("push-button", "Media Sharing", "Off", 720, 320, 760, 50, desc=dis)]
        return settings_window("Sharing", rows, extra)

    def rd_dlg(enabled: bool, show_pw: bool) -> list[str]:
        host = st["name"] + ".local"
        return [R("dialog", "Remote Desktop", "", 660, 240, 600, 600),
                R("toggle-button", "Remote Desktop", "Remote desktop allows viewing and controlling your desktop from another computer.", 690, 290, 540, 60, desc="checked" if enabled else ""),
                R("toggle-button", "Remote Control", "Allows remote connections to control the screen.", 690, 356, 540, 60, desc="checked" if enabled else "disabled"),
                R("label", "", "How to Connect", 690, 440, 300, 22),
                R("label", "Device Name", host, 690, 470, 540, 44), R("push-button", "Copy", "", 1190, 478, 30, 30),
                R("label", "Remote Desktop Address", f"ms-rd://{host}", 690, 516, 540, 44), R("push-button", "Copy", "", 1190, 524, 30, 30),
                R("label", "", "Authentication", 690, 590, 300, 22),
                R("entry", "User Name", "daniel", 690, 620, 540, 44),
                R("password-text", "Password", "q7RmX2pd" if show_pw else "••••••••", 690, 666, 540, 44),
                R("toggle-button", "Show Password", "", 1190, 674, 30, 30, desc="checked" if show_pw else "")]

    displays = [R("label", "", "Built-in display", 720, 190, 300, 22), R("combo-box", "Orientation", "Landscape", 720, 380, 760, 50),
                R("combo-box", "Resolution", "1920 × 1080 (16∶9)", 720, 430, 760, 50), R("combo-box", "Refresh Rate", "60.01 Hz", 720, 480, 760, 50),
                R("combo-box", "Scale", "100%", 720, 530, 760, 50), R("toggle-button", "Night Light", "Off", 720, 620, 760, 50)]
    state = screen("Aug 19 13:33", settings_window("Displays", displays))
    turns = [(code("""
import pyautogui
pyautogui.click(468, 519)  # Sharing
"""), screen("Aug 19 13:33", sharing()))]
    st["on"] = True
    turns.append((code("""
pyautogui.click(1465, 149)  # Sharing switch
"""), screen("Aug 19 13:34", sharing())))
    turns.append((code("""
pyautogui.click(1100, 295)  # Remote Desktop
"""), screen("Aug 19 13:34", sharing(rd_dlg(False, False)))))
    st["rd"] = "On"
    turns.append((code("""
pyautogui.click(1200, 320)  # Remote Desktop switch
pyautogui.click(1200, 386)  # Remote Control switch
pyautogui.click(1205, 689)  # Show Password
"""), screen("Aug 19 13:35", sharing(rd_dlg(True, True)))))
    turns.append((code("""
pyautogui.press('escape')
"""), screen("Aug 19 13:35", sharing())))
    rename = [R("dialog", "Rename Device", "", 760, 400, 400, 180), R("entry", "Device Name", "daniel-lab", 784, 450, 352, 34),
              R("label", "", "The device name is used to identify this device when it is viewed over the network, or when pairing Bluetooth devices.", 784, 490, 352, 40),
              R("push-button", "Cancel", "", 770, 410, 80, 30), R("push-button", "Rename", "", 1070, 410, 80, 30)]
    turns.append((code("""
pyautogui.click(1100, 215)  # Device Name
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('daniel-lab')
"""), screen("Aug 19 13:36", sharing(rename))))
    st["name"] = "daniel-lab"
    providers = ["Google", "Nextcloud", "Microsoft", "Microsoft Exchange", "Fedora", "IMAP and SMTP", "Enterprise Login (Kerberos)"]

    def accounts(extra: list[str] | None = None) -> list[str]:
        rows = [R("label", "", "Connect to your data in the cloud", 720, 180, 500, 26)]
        y = 220
        for prov, user in st["accounts"]:
            rows.append(R("list-item", prov, f"{prov}\n{user}", 720, y, 760, 56))
            y += 58
        if st["accounts"]:
            y += 20
            rows.append(R("label", "", "Add an account", 720, y, 300, 22))
            y += 30
        rows += [R("list-item", p, p, 720, y + 50 * i, 760, 48) for i, p in enumerate(providers)]
        return settings_window("Online Accounts", rows, extra)

    turns.append((code("""
pyautogui.click(1110, 425)  # Rename
pyautogui.click(468, 489)   # Online Accounts
"""), screen("Aug 19 13:36", accounts())))
    nc = [R("dialog", "Nextcloud Account", "", 700, 300, 520, 360), R("push-button", "Cancel", "", 710, 310, 80, 30),
          R("push-button", "Connect", "", 1130, 310, 80, 30), R("entry", "Server", "https://cloud.ortiz-lab.net", 740, 380, 440, 34),
          R("entry", "Username or Email", "daniel", 740, 430, 440, 34), R("password-text", "Password", "••••••••••••••", 740, 480, 440, 34)]
    turns.append((code("""
pyautogui.click(1100, 294)  # Nextcloud
pyautogui.click(960, 397); pyautogui.write('https://cloud.ortiz-lab.net')
pyautogui.click(960, 447); pyautogui.write('daniel')
pyautogui.click(960, 497); pyautogui.write('Tn!8w-Qe4s#Ld2')
"""), screen("Aug 19 13:37", accounts(nc))))
    st["accounts"] = [("Nextcloud", "daniel@cloud.ortiz-lab.net")]
    acct_dlg = [R("dialog", "Nextcloud Account", "", 700, 260, 520, 420), R("label", "", "daniel@cloud.ortiz-lab.net", 740, 300, 440, 24),
                R("label", "", "Use for", 740, 350, 200, 20), R("toggle-button", "Calendar", "", 740, 380, 440, 40, desc="checked"),
                R("toggle-button", "Contacts", "", 740, 422, 440, 40, desc="checked"), R("toggle-button", "Files", "", 740, 464, 440, 40, desc="checked"),
                R("push-button", "Remove Account", "", 740, 610, 440, 36)]
    turns.append((code("""
pyautogui.click(1175, 325)  # Connect
"""), screen("Aug 19 13:38", accounts(acct_dlg))))
    turns.append((code("""
pyautogui.press('escape')
pyautogui.click(468, 519)   # Sharing
pyautogui.click(1100, 295)  # Remote Desktop
"""), screen("Aug 19 13:38", sharing(rd_dlg(True, False)))))
    rs.add("os", "h61-os-20", system("Turn on sharing with remote desktop and remote control, rename the device to daniel-lab and connect the Nextcloud account daniel at https://cloud.ortiz-lab.net."),
           turns, state=state)


# 21 ─ GIMP filters (bad: renamed layer comes back under its old name)
def t21(rs: RowSet) -> None:
    st = {"layers": ["Background"], "active": "Background", "dirty": False, "mem": "86.3 MB", "mode": "Normal", "op": "100.0"}

    def title() -> str:
        n = len(st["layers"])
        return f"{'*' if st['dirty'] else ''}[harbor] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layer{'s' if n > 1 else ''}) 4000x2667"

    def win(extra: list[str] | None = None, layers: list[str] | None = None) -> list[str]:
        ls = layers or st["layers"]
        act = st["active"] if st["active"] in ls else ls[0]
        return gimp_window(title(), ls, act, f"{act} ({st['mem']})", zoom="25%", mode=st["mode"], opacity=st["op"], extra=extra)

    state = screen("Sep 8 17:45", win())
    st.update(layers=["Background copy", "Background"], active="Background copy", dirty=True, mem="129.0 MB")
    turns = [(code("""
import pyautogui
pyautogui.hotkey('shift', 'ctrl', 'd')  # Duplicate Layer
"""), screen("Sep 8 17:45", win()))]
    st.update(layers=["Blur pass", "Background"], active="Blur pass")
    turns.append((code("""
pyautogui.doubleClick(1780, 550)  # name of 'Background copy'
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('Blur pass')
pyautogui.press('enter')
"""), screen("Sep 8 17:46", win())))

    def gauss(size: str) -> list[str]:
        return [R("dialog", "Gaussian Blur", "", 600, 200, 520, 600), R("label", "", "Gaussian Blur", 660, 216, 300, 22),
                R("label", "", "[harbor] (imported)-1", 660, 240, 300, 18), R("combo-box", "Presets:", "", 700, 280, 380, 28),
                R("spin-button", "Size X", size, 620, 330, 420, 26), R("spin-button", "Size Y", size, 620, 362, 420, 26),
                R("toggle-button", "Chain", "", 1050, 336, 20, 46, desc="checked"), R("combo-box", "Filter", "Auto", 700, 410, 380, 28),
                R("combo-box", "Abyss policy", "Clamp", 700, 444, 380, 28), R("check-box", "Clip to the input extent", "", 620, 480, 300, 22, desc="checked"),
                R("toggle-button", "Blending Options", "", 620, 520, 200, 22), R("check-box", "Preview", "", 620, 700, 100, 22, desc="checked"),
                R("check-box", "Split view", "", 740, 700, 100, 22), R("push-button", "Help", "", 620, 750, 80, 30),
                R("push-button", "Reset", "", 720, 750, 80, 30), R("push-button", "OK", "", 920, 750, 80, 30), R("push-button", "Cancel", "", 1020, 750, 80, 30)]

    turns.append((code("""
pyautogui.click(1000, 68)  # Filters
pyautogui.click(1040, 200) # Blur
pyautogui.click(1210, 260) # Gaussian Blur…
"""), screen("Sep 8 17:46", win(gauss("1.50")))))
    turns.append((code("""
pyautogui.tripleClick(830, 343)
pyautogui.write('12\\t')
"""), screen("Sep 8 17:47", win(gauss("12.00")))))
    st["mem"] = "174.0 MB"
    turns.append((code("""
pyautogui.click(960, 765)  # OK
"""), screen("Sep 8 17:47", win())))
    st.update(mode="Soft light", op="60.0")
    turns.append((code("""
pyautogui.click(1700, 449); pyautogui.click(1700, 700)   # Mode -> Soft light
pyautogui.tripleClick(1740, 478); pyautogui.write('60\\n')
"""), screen("Sep 8 17:48", win())))
    pics = [("harbor.jpg", "5.8 MB", "Yesterday"), ("harbor_raw.dng", "31.2 MB", "Yesterday"), ("lighthouse.jpg", "4.9 MB", "2 Sep"),
            ("poster_draft.xcf", "48.6 MB", "6 May")]
    exp = [R("dialog", "Export Image", "", 460, 160, 1000, 760), R("entry", "Name:", "harbor_soft.jpg", 560, 190, 600, 30),
           R("toggle-button", "Home", "", 560, 240, 80, 28), R("toggle-button", "Pictures", "", 642, 240, 90, 28, desc="checked"),
           R("table-column-header", "Name", "Name", 700, 290, 420, 24), R("table-column-header", "Size", "Size", 1120, 290, 120, 24),
           R("table-column-header", "Modified", "Modified", 1240, 290, 200, 24)]
    for i, (n, sz, m) in enumerate(pics):
        exp += [R("table-cell", n, n, 700, 316 + 28 * i, 420, 28), R("table-cell", "", sz, 1120, 316 + 28 * i, 120, 28), R("table-cell", "", m, 1240, 316 + 28 * i, 200, 28)]
    exp += [R("push-button", "Select File Type (By Extension)", "", 480, 820, 300, 28), R("push-button", "Help", "", 480, 870, 80, 30),
            R("push-button", "Export", "", 1260, 870, 90, 30), R("push-button", "Cancel", "", 1360, 870, 90, 30)]
    turns.append((code("""
pyautogui.hotkey('shift', 'ctrl', 'e')  # Export As…
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('harbor_soft.jpg')
"""), screen("Sep 8 17:48", win(exp))))
    jpg = [R("dialog", "Export Image as JPEG", "", 700, 280, 520, 520), R("spin-button", "Quality", "90", 720, 320, 480, 26),
           R("label", "", "File size: unknown", 720, 356, 300, 20), R("check-box", "Show preview in image window", "", 720, 386, 300, 22),
           R("toggle-button", "Advanced Options", "", 720, 420, 200, 22), R("check-box", "Save Exif data", "", 720, 460, 200, 22, desc="checked"),
           R("check-box", "Save XMP data", "", 720, 486, 200, 22, desc="checked"), R("check-box", "Save color profile", "", 720, 512, 200, 22, desc="checked"),
           R("push-button", "Help", "", 720, 750, 80, 30), R("push-button", "Export", "", 1020, 750, 80, 30), R("push-button", "Cancel", "", 1110, 750, 90, 30)]
    # CONTRADICTION: the layer renamed to 'Blur pass' in turn 2 is listed as 'Background copy' again
    turns.append((code("""
pyautogui.click(1305, 885)  # Export
"""), screen("Sep 8 17:49", win(jpg, layers=["Background copy", "Background"]))))
    rs.add("os", "h61-os-21", system("In harbor.jpg duplicate the layer, name the copy 'Blur pass', give it a 12 px Gaussian blur in Soft light mode at 60% opacity and export the result as harbor_soft.jpg."),
           turns, state=state, bad=True, turn=8, kind="the layer renamed 'Blur pass' in turn 2 (and shown so through turn 7) is listed as 'Background copy' in turn 8")


# 22 ─ Impress notes and export to PDF (bad: exported file's size differs between two views)
def t22(rs: RowSet) -> None:
    titles = ["Project Aurora launch plan", "Goals", "Timeline", "Channels", "Budget", "Risks", "Team", "Press kit", "Launch day run sheet",
              "Metrics", "Open questions", "Next steps"]
    notes = {1: "Welcome everyone; two minutes max on the intro, then hand over to Keiko for goals."}
    fname = "launch_plan.odp"

    def notes_view(n: int) -> list[str]:
        return [R("panel", "Slide", "", 560, 170, 800, 450), R("heading", "PresTitle", titles[n - 1], 600, 200, 720, 70),
                R("paragraph", "PresNotes", notes.get(n, "Click to add Notes"), 560, 640, 800, 300)]

    def win(n: int, modified: bool, extra: list[str] | None = None) -> list[str]:
        return impress_window(fname, titles, n, notes_view(n), modified, "Title, Content", extra, view="Notes")

    state = screen("Sep 26 10:52", impress_window(fname, titles, 1, [R("panel", "Slide", "", 320, 160, 1200, 680),
                                                                      R("heading", "PresTitle", titles[0], 380, 360, 1080, 120),
                                                                      R("paragraph", "PresSubtitle", "GA target: October 15 · Go/no-go review October 8", 380, 500, 1080, 60)], False, "Title Slide"))
    turns = [(code("""
import pyautogui
pyautogui.click(400, 133)  # Notes view tab
"""), screen("Sep 26 10:52", win(1, False)))]
    notes[3] = "Mention that the beta slipped one week; the GA date stays October 15."
    turns.append((code("""
ImpressTools.go_to_slide(3)
pyautogui.click(960, 780)  # notes area
pyautogui.write('Mention that the beta slipped one week; the GA date stays October 15.')
"""), screen("Sep 26 10:53", win(3, True))))

    def pdf_opts(notes_on: bool) -> list[str]:
        return [R("dialog", "PDF Options", "", 480, 160, 960, 740), R("page-tab", "General", "", 500, 190, 90, 28, desc="selected"),
                R("page-tab", "Initial View", "", 592, 190, 100, 28), R("page-tab", "User Interface", "", 694, 190, 120, 28),
                R("page-tab", "Links", "", 816, 190, 60, 28), R("page-tab", "Security", "", 878, 190, 80, 28), R("page-tab", "Digital Signatures", "", 960, 190, 140, 28),
                R("label", "", "Range", 500, 236, 100, 20), R("radio-button", "All", "", 520, 262, 200, 22, desc="checked"),
                R("radio-button", "Pages:", "", 520, 288, 100, 22), R("radio-button", "Selection", "", 520, 314, 200, 22),
                R("check-box", "View PDF after export", "", 520, 346, 250, 22),
                R("label", "", "Images", 500, 390, 100, 20), R("radio-button", "Lossless compression", "", 520, 416, 250, 22),
                R("radio-button", "JPEG compression", "", 520, 442, 250, 22, desc="checked"), R("spin-button", "Quality:", "90%", 620, 468, 120, 26),
                R("check-box", "Reduce image resolution", "", 520, 500, 220, 22, desc="checked"), R("combo-box", "", "300 DPI", 750, 498, 120, 26),
                R("label", "", "General", 980, 236, 100, 20), R("check-box", "Hybrid PDF (embed ODF file)", "", 1000, 262, 300, 22),
                R("check-box", "Archive (PDF/A, ISO 19005)", "", 1000, 288, 300, 22), R("check-box", "Universal Accessibility (PDF/UA)", "", 1000, 314, 300, 22),
                R("check-box", "PDF Form", "", 1000, 340, 300, 22), R("check-box", "Export outlines", "", 1000, 376, 300, 22, desc="checked"),
                R("check-box", "Comments as PDF annotations", "", 1000, 402, 300, 22),
                R("check-box", "Export notes pages", "", 1000, 428, 300, 22, desc="checked" if notes_on else ""),
                R("check-box", "Export only notes pages", "", 1020, 454, 280, 22, desc="" if notes_on else "disabled"),
                R("check-box", "Export hidden pages", "", 1000, 480, 300, 22), R("check-box", "Use reference XObjects", "", 1000, 506, 300, 22),
                R("push-button", "Help", "", 500, 850, 80, 30), R("push-button", "Export", "", 1240, 850, 90, 30), R("push-button", "Cancel", "", 1340, 850, 90, 30)]

    turns.append((code("""
pyautogui.click(90, 68)    # File
pyautogui.click(160, 470)  # Export As
pyautogui.click(380, 502)  # Export as PDF…
"""), screen("Sep 26 10:53", win(3, True, pdf_opts(False)))))
    turns.append((code("""
pyautogui.click(1010, 439)  # Export notes pages
"""), screen("Sep 26 10:54", win(3, True, pdf_opts(True)))))
    docs = [("Invoices", "14 items", "2 Sep"), ("budget_aurora.xlsx", "46.2 kB", "24 Sep"), (fname, "3.2 MB", "09:12"),
            ("press_release_draft.docx", "28.9 kB", "Yesterday"), ("runsheet_oct15.pdf", "212.4 kB", "19 Sep")]
    save = [R("dialog", "Export", "", 460, 180, 1000, 680), R("entry", "Name:", "launch_plan.pdf", 560, 210, 600, 30),
            R("toggle-button", "Home", "", 560, 260, 80, 28), R("toggle-button", "Documents", "", 642, 260, 110, 28, desc="checked")]
    for i, (n, sz, m) in enumerate(docs):
        save += [R("table-cell", n, n, 700, 336 + 28 * i, 420, 28), R("table-cell", "", sz, 1120, 336 + 28 * i, 120, 28), R("table-cell", "", m, 1240, 336 + 28 * i, 200, 28)]
    save += [R("combo-box", "File type", "PDF - Portable Document Format (.pdf)", 1100, 800, 340, 28), R("push-button", "Cancel", "", 470, 190, 80, 30),
             R("push-button", "Save", "", 1370, 190, 80, 30)]
    turns.append((code("""
pyautogui.click(1285, 865)  # Export
"""), screen("Sep 26 10:54", win(3, True, save))))
    turns.append((code("""
pyautogui.click(1410, 205)  # Save
"""), screen("Sep 26 10:55", win(3, True))))
    docs2 = sorted(docs + [("launch_plan.pdf", "1.4 MB", "10:55")], key=lambda d: (not d[1].endswith("items"), d[0].lower()))
    fw = files_window("Documents", ["Home", "Documents"], docs2, current="Documents")
    turns.append((code("""
import subprocess
subprocess.Popen(['nautilus', '/home/keiko/Documents'])
"""), screen("Sep 26 10:55", win(3, True) + fw)))
    idx = [d[0] for d in docs2].index("launch_plan.pdf")
    fw_sel = files_window("Documents", ["Home", "Documents"], docs2, "launch_plan.pdf", current="Documents", status="“launch_plan.pdf” selected (1.4 MB)")
    props = [R("dialog", "launch_plan.pdf Properties", "", 700, 200, 520, 620), R("page-tab", "Basic", "", 720, 240, 90, 30, desc="selected"),
             R("page-tab", "Permissions", "", 812, 240, 120, 30), R("page-tab", "Open With", "", 934, 240, 110, 30), R("page-tab", "Document", "", 1046, 240, 100, 30),
             R("label", "Name", "Name", 730, 300, 120, 22), R("text", "Name", "launch_plan.pdf", 860, 296, 330, 30),
             R("label", "Type", "Type", 730, 344, 120, 22), R("label", "", "PDF document (application/pdf)", 860, 344, 330, 22),
             R("label", "Size", "Size", 730, 376, 120, 22), R("label", "", "2.1 MB (2,118,904 bytes)", 860, 376, 330, 22),
             R("label", "Parent Folder", "Parent Folder", 730, 408, 120, 22), R("label", "", "/home/keiko/Documents", 860, 408, 330, 22),
             R("label", "Accessed", "Accessed", 730, 452, 120, 22), R("label", "", "Thu 26 Sep 2024 10:55:02", 860, 452, 330, 22),
             R("label", "Modified", "Modified", 730, 484, 120, 22), R("label", "", "Thu 26 Sep 2024 10:55:02", 860, 484, 330, 22),
             R("label", "Created", "Created", 730, 516, 120, 22), R("label", "", "Thu 26 Sep 2024 10:55:01", 860, 516, 330, 22),
             R("label", "Free space", "Free space", 730, 560, 120, 22), R("label", "", "61.7 GB", 860, 560, 330, 22)]
    # CONTRADICTION: the listing shows launch_plan.pdf at 1.4 MB, its Properties at 2.1 MB, with nothing rewritten in between
    turns.append((code(f"""
pyautogui.rightClick(640, {129 + 34 * idx})  # launch_plan.pdf
pyautogui.click(720, {129 + 34 * idx + 420})  # Properties
"""), screen("Sep 26 10:56", win(3, True) + fw_sel + props)))
    ev = [R("frame", "launch_plan.pdf", "", 300, 80, 1320, 960), R("push-button", "Sidebar", "", 310, 90, 34, 34),
          R("entry", "Page", "1", 360, 92, 50, 30), R("label", "", "of 24", 414, 98, 50, 20),
          R("push-button", "Search", "", 1480, 90, 34, 34), R("push-button", "Zoom", "Automatic", 1520, 90, 90, 34),
          R("document-frame", "", "", 320, 140, 1280, 880), R("heading", "", titles[0], 520, 360, 880, 60),
          R("paragraph", "", "GA target: October 15 · Go/no-go review October 8", 520, 440, 880, 30)]
    turns.append((code("""
pyautogui.press('escape')        # close Properties
pyautogui.hotkey('ctrl', 'w')    # close the Files window
subprocess.Popen(['evince', '/home/keiko/Documents/launch_plan.pdf'])
"""), screen("Sep 26 10:57", win(3, True) + ev)))
    rs.add("os", "h61-os-22", system("Add a speaker note to slide 3 of launch_plan.odp, export the deck to ~/Documents/launch_plan.pdf including notes pages, and check the exported file."),
           turns, state=state, bad=True, turn=8, kind="launch_plan.pdf is 1.4 MB in the Documents listing of turn 7 but 2.1 MB (2,118,904 bytes) in its Properties in turn 8")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
