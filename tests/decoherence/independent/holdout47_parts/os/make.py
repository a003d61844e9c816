# ruff: noqa: E501
"""Held-out set holdout47, domain os: 22 GNOME desktop trajectories (11 with one contradiction).

Each observation is the desktop accessibility table of an Ubuntu 22.04 GNOME session driven by Python
code blocks. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout47_parts.os.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

SYS = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given the historical context (previous interactions in the same trajectory), the task instruction, the current desktop accessibility tree and the action, predict the exact next desktop state after the action completes.

## Core Responsibilities

1. **State Prediction**: Generate the complete next accessibility-tree state
2. **Context Maintenance**: Track open windows, files, UI selections and application state across turns
3. **Behavioral Fidelity**: Stay faithful to realistic desktop behavior, including no-op actions and actions that only change a small part of the tree

## State Modeling Rules

- Preserve the original state format exactly (tag, name, text, class, description, position, size)
- Keep node ordering, labels and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block** (pyautogui calls, app helper classes such as CalcTools, WriterTools, ImpressTools, VLCTools, BrowserTools, and arbitrary subprocess/os calls). The executed code itself is the authoritative description of what happened.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags. Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

{task}"""

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
        "Help", "Trash"]
DOCK_FF = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "LibreOffice Calc",
           "Text Editor", "Terminal", "Ubuntu Software", "Help", "Trash"]


def R(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0) -> Row:
    return (tag, name, text, (x, y), (w, h))


def desk(app: str, rows: list[Row], clock: str, dock: list[str] | None = None) -> str:
    """The whole desktop: top bar (Activities, app menu, system menu), the dock, then the app's rows."""
    top = [R("label", "", "Activities", 12, 0, 88, 27), R("menu", app, "", 107, 0, 9 * len(app) + 36, 27)]
    top.append(R("menu", "System", "", 1814, 0, 106, 27))
    dk = [R("push-button", n, "", 0, 33 + 64 * i, 70, 64) for i, n in enumerate(dock or DOCK)]
    dk.append(R("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return a11y(top + dk + rows, clock=clock)


def frame(title: str, x: int = 70, y: int = 27, w: int = 1850, h: int = 1053, csd: bool = True) -> list[Row]:
    rows = [R("frame", title, "", x, y, w, h)]
    if csd:
        rows += [R("push-button", "Minimize", "", x + w - 126, y + 10, 34, 34),
                 R("push-button", "Maximize", "", x + w - 86, y + 10, 34, 34),
                 R("push-button", "Close", "", x + w - 46, y + 10, 34, 34)]
    return rows


def menu_items(items: list[str], x: int, y: int, w: int = 260, step: int = 30, tag: str = "menu-item") -> list[Row]:
    out = []
    for i, it in enumerate(items):
        if it == "-":
            out.append(R("separator", "", "", x, y + step * i + 12, w, 2))
        else:
            out.append(R(tag, it, "", x, y + step * i, w, step))
    return out


def task(text: str) -> str:
    return SYS.format(task=text)


# ---------------------------------------------------------------- GNOME Files helpers
FILES_SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos",
                 "Trash", "Other Locations"]


def files_rows(title: str, crumbs: list[str], items: list[tuple[str, str, str]], selected: set[str] | None = None,
               status: str | None = None, extra_side: list[str] | None = None) -> list[Row]:
    sel = selected or set()
    rows = frame(title)
    rows += [R("push-button", "Back", "", 92, 38, 34, 34), R("push-button", "Forward", "", 128, 38, 34, 34)]
    x = 290
    for c in crumbs:
        rows.append(R("push-button", c, "", x, 38, 10 * len(c) + 40, 34))
        x += 10 * len(c) + 44
    rows += [R("push-button", "Search", "", 1632, 38, 34, 34), R("toggle-button", "View options", "", 1680, 38, 34, 34),
             R("toggle-button", "Open menu", "", 1724, 38, 34, 34)]
    side = FILES_SIDEBAR[:10] + (extra_side or []) + FILES_SIDEBAR[10:]
    for i, s in enumerate(side):
        rows.append(R("list-item", s, "", 70, 90 + 36 * i, 200, 36))
    rows += [R("table-column-header", "Name", "", 272, 90, 900, 32), R("table-column-header", "Size", "", 1172, 90, 140, 32),
             R("table-column-header", "Modified", "", 1312, 90, 220, 32), R("table-column-header", "Star", "", 1532, 90, 60, 32)]
    for i, (name, size, mod) in enumerate(items):
        y = 124 + 34 * i
        tag = "table-cell"
        rows += [R(tag, name, name, 272, y, 900, 34), R(tag, "", size, 1172, y, 140, 34),
                 R(tag, "", mod, 1312, y, 220, 34)]
        if name in sel:
            rows[-3] = R(tag, name, name, 272, y, 900, 34)
    if status:
        rows.append(R("label", "", status, 1420, 1040, 480, 30))
    return rows


# ---------------------------------------------------------------- 01
# GNOME Files (clean)
def t01() -> dict[str, Any]:
    dock = DOCK
    crumbs = ["Home", "Documents"]
    base = [("Contracts", "7 items", "12 Mar"), ("Invoices-2023", "14 items", "2 Feb"), ("Receipts", "31 items", "Yesterday"),
            ("budget-2024.ods", "48.2 kB", "9 Jan"), ("cover-letter.odt", "21.7 kB", "28 Nov 2023"),
            ("meeting-notes.txt", "3.1 kB", "10:42"), ("tax-summary.pdf", "412.6 kB", "15 Apr")]
    arch = ("invoices-2023-archive.zip", "1.8 MB", "11:08")
    with_arch = base[:5] + [arch] + base[5:]

    def fv(items: list[tuple[str, str, str]], clock: str, status: str | None = None, extra: list[Row] | None = None,
           title: str = "Documents", cr: list[str] | None = None) -> str:
        return desk("Files", files_rows(title, cr or crumbs, items, status=status) + (extra or []), clock, dock)

    state = fv(base, "Apr 18 11:06")
    ctx = menu_items(["Open", "Open With Other Application", "Open In New Tab", "Open In New Window", "-", "Cut", "Copy",
                      "Move to…", "Copy to…", "Move to Trash", "Rename…", "Compress…", "Send to…", "Star", "-", "Properties"],
                     520, 210)
    dlg = [R("dialog", "Create Archive", "", 660, 380, 600, 250), R("label", "", "Archive name", 690, 420, 200, 24),
           R("text", "Archive name", "Invoices-2023", 690, 450, 380, 36), R("radio-button", ".zip", "", 1080, 450, 70, 36),
           R("radio-button", ".tar.xz", "", 1080, 490, 90, 36), R("radio-button", ".7z", "", 1080, 530, 70, 36),
           R("check-box", "Password protect", "", 690, 500, 200, 30), R("push-button", "Cancel", "", 690, 580, 100, 36),
           R("push-button", "Create", "", 1150, 580, 90, 36)]
    dlg2 = dlg[:2] + [R("text", "Archive name", "invoices-2023-archive", 690, 450, 380, 36)] + dlg[3:]
    props = [R("dialog", "invoices-2023-archive.zip Properties", "", 660, 200, 600, 640),
             R("page-tab", "Basic", "", 700, 250, 120, 34), R("page-tab", "Permissions", "", 820, 250, 140, 34),
             R("page-tab", "Open With", "", 960, 250, 130, 34), R("label", "", "Name", 700, 310, 150, 24),
             R("text", "Name", "invoices-2023-archive.zip", 860, 306, 360, 32), R("label", "", "Type", 700, 356, 150, 24),
             R("label", "", "Zip archive (application/zip)", 860, 356, 360, 24), R("label", "", "Size", 700, 392, 150, 24),
             R("label", "", "1.8 MB (1,843,211 bytes)", 860, 392, 360, 24), R("label", "", "Parent Folder", 700, 428, 150, 24),
             R("label", "", "/home/dana/Documents", 860, 428, 360, 24), R("label", "", "Accessed", 700, 476, 150, 24),
             R("label", "", "Thu 18 Apr 2024 11:08:14", 860, 476, 360, 24), R("label", "", "Modified", 700, 512, 150, 24),
             R("label", "", "Thu 18 Apr 2024 11:08:14", 860, 512, 360, 24), R("label", "", "Created", 700, 548, 150, 24),
             R("label", "", "Thu 18 Apr 2024 11:08:13", 860, 548, 360, 24), R("label", "", "Free space", 700, 596, 150, 24),
             R("label", "", "301.7 GB", 860, 596, 360, 24), R("push-button", "Open With Archive Manager", "", 860, 640, 260, 36)]
    home = ["Backups", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Public", "snap", "Templates", "Videos"]
    mv = [R("dialog", "Select Move Destination", "", 460, 160, 1000, 700), R("push-button", "Cancel", "", 480, 170, 90, 34),
          R("push-button", "Select", "", 1350, 170, 90, 34), R("push-button", "dana", "", 700, 170, 90, 34)]
    for i, h in enumerate(home):
        mv.append(R("table-cell", h, h, 680, 240 + 32 * i, 500, 32))
    mv += [R("list-item", "Home", "", 470, 240, 190, 32), R("list-item", "Desktop", "", 470, 272, 190, 32),
           R("list-item", "Other Locations", "", 470, 560, 190, 32)]
    backups = [("dotfiles-backup.tar.gz", "164.9 kB", "21 Mar"), ("invoices-2023-archive.zip", "1.8 MB", "11:08"),
               ("photos-2023-q4.tar.xz", "2.4 GB", "3 Jan"), ("thunderbird-profile.zip", "310.4 MB", "1 Apr")]
    turns = [
        (code("pyautogui.click(420, 158)"),
         fv(base, "Apr 18 11:06", "“Invoices-2023” selected (containing 14 items)")),
        (code("pyautogui.click(420, 158, button='right')"),
         fv(base, "Apr 18 11:06", "“Invoices-2023” selected (containing 14 items)", ctx)),
        (code("pyautogui.click(560, 540)  # Compress…"),
         fv(base, "Apr 18 11:07", "“Invoices-2023” selected (containing 14 items)", dlg)),
        (code("pyautogui.tripleClick(880, 468)\npyautogui.write('invoices-2023-archive')"),
         fv(base, "Apr 18 11:07", "“Invoices-2023” selected (containing 14 items)", dlg2)),
        (code("pyautogui.click(1195, 598)  # Create"),
         fv(with_arch, "Apr 18 11:08", "“invoices-2023-archive.zip” selected (1.8 MB)")),
        (code("pyautogui.click(420, 294, button='right')\npyautogui.click(560, 660)  # Properties"),
         fv(with_arch, "Apr 18 11:08", "“invoices-2023-archive.zip” selected (1.8 MB)", props)),
        (code("pyautogui.hotkey('escape')\npyautogui.click(420, 294, button='right')\npyautogui.click(560, 420)  # Move to…"),
         fv(with_arch, "Apr 18 11:09", "“invoices-2023-archive.zip” selected (1.8 MB)", mv)),
        (code("pyautogui.doubleClick(760, 256)  # Backups\npyautogui.click(1395, 187)  # Select"),
         fv(base, "Apr 18 11:09")),
        (code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Backups\\n')"),
         fv(backups, "Apr 18 11:10", None, None, "Backups", ["Home", "Backups"])),
    ]
    return dict(tid="h47-os-01", system=task("Compress the folder Invoices-2023 in ~/Documents into a .zip archive named invoices-2023-archive, check the archive's size in its Properties, then move the archive into ~/Backups."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- LibreOffice helpers
LO_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
              "Undo", "Redo", "Find and Replace", "Spelling", "Row", "Column", "Sort", "Sort Ascending",
              "Sort Descending", "AutoFilter", "Insert Image", "Insert Chart", "Insert Pivot Table", "Insert Special Character",
              "Freeze Rows and Columns", "Show Draw Functions"]
COLS = "ABCDEFGHIJ"


def num(x: float) -> str:
    return str(int(x)) if x == int(x) else f"{x:.10f}".rstrip("0")


def calc_rows(title: str, cells: dict[str, str], namebox: str, inputline: str, sheets: list[str], active: str,
              status: list[str], ncols: int = 8, nrows: int = 12, widths: dict[str, int] | None = None,
              menus: list[str] | None = None, visible: list[int] | None = None, autofilter: str = "") -> list[Row]:
    rows = frame(title, csd=False)
    for i, m in enumerate(menus or LO_MENUS):
        rows.append(R("menu", m, "", 74 + 62 * i, 58, 60, 24))
    for i, t in enumerate(CALC_TOOLS):
        rows.append(R("push-button", t, "", 76 + 34 * i, 88, 32, 32))
    rows += [R("combo-box", "Font Name", "Liberation Sans", 76, 126, 180, 30), R("combo-box", "Font Size", "10", 258, 126, 60, 30),
             R("toggle-button", "Bold", "", 324, 126, 30, 30), R("toggle-button", "Italic", "", 356, 126, 30, 30),
             R("toggle-button", "Underline", "", 388, 126, 30, 30), R("push-button", "Format as Currency", "", 700, 126, 30, 30),
             R("push-button", "Format as Percent", "", 732, 126, 30, 30), R("push-button", "Format as Number", "", 764, 126, 30, 30)]
    rows += [R("combo-box", "Name Box", namebox, 74, 164, 120, 28), R("push-button", "Function Wizard", "", 200, 164, 28, 28),
             R("push-button", "Select Function", "", 230, 164, 28, 28), R("text", "Input line", inputline, 290, 164, 1620, 28)]
    wd = widths or {}
    xs, x = {}, 112
    for c in COLS[:ncols]:
        xs[c] = x
        x += wd.get(c, 101)
    for c in COLS[:ncols]:
        rows.append(R("table-column-header", c, "", xs[c], 198, wd.get(c, 101), 20))
    for k, r in enumerate(visible or range(1, nrows + 1)):
        y = 218 + 20 * k
        rows.append(R("table-row-header", str(r), "", 74, y, 38, 20))
        for c in COLS[:ncols]:
            ref = f"{c}{r}"
            rows.append(R("table-cell", ref, cells.get(ref, ""), xs[c], y, wd.get(c, 101), 20))
            if r == 1 and c in autofilter:
                rows.append(R("push-button", f"AutoFilter {c}1", "", xs[c] + wd.get(c, 101) - 18, y + 1, 18, 18))
    for i, s in enumerate(sheets):
        rows.append(R("page-tab", s, "", 180 + 110 * i, 1000, 100, 24))
    rows.append(R("push-button", "Add sheet", "", 180 + 110 * len(sheets), 1000, 24, 24))
    sx = 74
    for s in status:
        rows.append(R("label", "", s, sx, 1030, 10 * len(s) + 30, 22))
        sx += 10 * len(s) + 40
    return rows


# ---------------------------------------------------------------- 02
# LibreOffice Calc (bad)
def t02() -> dict[str, Any]:
    title = "quarterly_sales.ods - LibreOffice Calc"
    data = [["Porto", 41200, 39850, 44100, 46700], ["Lisbon", 52300, 50120, 46980, 55400],
            ["Braga", 28750, 30400, 29900, 31250], ["Coimbra", 33100, 31980, 34450, 36020],
            ["Faro", 22400, 27900, 35600, 24150], ["Aveiro", 19800, 21350, 22900, 23400]]
    hdr = ["Branch", "Q1", "Q2", "Q3", "Q4", "Total"]

    def cells(rows: list[list[Any]], totals: bool, shown: dict[str, str] | None = None) -> dict[str, str]:
        out = {f"{COLS[j]}1": h for j, h in enumerate(hdr)}
        for i, row in enumerate(rows, 2):
            for j, v in enumerate(row):
                out[f"{COLS[j]}{i}"] = str(v)
            out[f"F{i}"] = str(sum(row[1:]))
        if totals:
            out["A8"] = "Total"
            for j in range(1, 6):
                col = [sum(r[1:]) if j == 5 else r[j] for r in rows]
                out[f"{COLS[j]}8"] = str(sum(col))
        out.update(shown or {})
        return out

    sheets = ["Sales", "Summary"]
    st = ["Sheet 1 of 2", "Default", "English (USA)"]

    def cv(c: dict[str, str], nb: str, il: str, status: list[str], extra: list[Row] | None = None, active: str = "Sales",
           t: str = title) -> list[Row]:
        return calc_rows(t, c, nb, il, sheets, active, status) + (extra or [])

    fixed = [r[:] for r in data]
    fixed[1][3] = 48250
    grand = sum(sum(r[1:]) for r in fixed)
    q1 = sum(r[1] for r in fixed)
    c0 = cells(data, False)
    c1 = cells(fixed, False)
    c2 = dict(c1, A8="Total")
    c3 = dict(c2, B8=str(q1))
    c4 = cells(fixed, True)
    srt = sorted(fixed, key=lambda r: -sum(r[1:]))
    c5 = cells(srt, True)
    lis = next(i for i, r in enumerate(srt, 2) if r[0] == "Lisbon")
    c5_bad = dict(c5, **{f"D{lis}": "46980"})
    s_sum = 2 * grand
    sel_stat = f"Average: {num(s_sum / 30)}; Sum: {s_sum}"
    sortdlg = [R("dialog", "Sort", "", 600, 300, 560, 520), R("page-tab", "Sort Criteria", "", 620, 340, 140, 30),
               R("page-tab", "Options", "", 760, 340, 100, 30), R("label", "", "Sort Key 1", 630, 390, 200, 24)]
    sortdlg_a = sortdlg + [R("combo-box", "Sort Key 1", "Branch", 640, 420, 300, 30), R("radio-button", "Ascending", "", 960, 420, 140, 26),
                           R("radio-button", "Descending", "", 960, 448, 140, 26), R("label", "", "Sort Key 2", 630, 500, 200, 24),
                           R("combo-box", "Sort Key 2", "- undefined -", 640, 530, 300, 30), R("push-button", "Help", "", 620, 770, 90, 34),
                           R("push-button", "Reset", "", 830, 770, 90, 34), R("push-button", "OK", "", 940, 770, 90, 34),
                           R("push-button", "Cancel", "", 1050, 770, 90, 34)]
    sortdlg_b = [(x if x[1] != "Sort Key 1" or x[0] != "combo-box" else R("combo-box", "Sort Key 1", "Total", 640, 420, 300, 30))
                 for x in sortdlg_a]
    summ0 = {"A1": "Quarterly sales summary 2023", "A3": "Metric", "B3": "Value", "A4": "Branches", "B4": "6",
             "A5": "Grand total", "A6": "Best branch", "A7": "Prepared by", "B7": "R. Sousa", "A8": "Last update", "B8": "2024-01-15"}
    summ1 = dict(summ0, B5=str(grand))
    summ2 = dict(summ1, B6="Lisbon", B8="2024-04-18")
    st2 = ["Sheet 2 of 2", "Default", "English (USA)"]
    state = desk("LibreOffice Calc", cv(c0, "A1", "Branch", st + ["Average: ; Sum: 0"]), "Apr 18 09:14")
    turns = [
        (code("pyautogui.click(134, 178)\npyautogui.write('D3\\n')"),
         desk("LibreOffice Calc", cv(c0, "D3", "46980", st + ["Average: 46980; Sum: 46980"]), "Apr 18 09:14")),
        (code("pyautogui.write('48250\\n')"),
         desk("LibreOffice Calc", cv(c1, "D4", "29900", st + ["Average: 29900; Sum: 29900"]), "Apr 18 09:15")),
        (code("pyautogui.click(160, 368)\npyautogui.write('Total\\n')"),
         desk("LibreOffice Calc", cv(c2, "A9", "", st + ["Average: ; Sum: 0"]), "Apr 18 09:15")),
        (code("pyautogui.click(262, 368)\npyautogui.write('=SUM(B2:B7)\\n')"),
         desk("LibreOffice Calc", cv(c3, "B9", "", st + ["Average: ; Sum: 0"]), "Apr 18 09:16")),
        (code("pyautogui.click(134, 178)\npyautogui.write('B8:F8\\n')\npyautogui.hotkey('ctrl', 'r')"),
         desk("LibreOffice Calc", cv(c4, "B8:F8", "=SUM(B2:B7)", st + [f"Average: {num(s_sum / 5)}; Sum: {s_sum}"]), "Apr 18 09:16")),
        (code("pyautogui.click(134, 178)\npyautogui.write('A1:F7\\n')\npyautogui.click(508, 70)  # Data\npyautogui.click(540, 100)  # Sort..."),
         desk("LibreOffice Calc", cv(c4, "A1:F7", "Branch", st + [sel_stat], sortdlg_a), "Apr 18 09:17")),
        (code("pyautogui.click(790, 435)\npyautogui.click(790, 600)  # Total\npyautogui.click(970, 461)  # Descending"),
         desk("LibreOffice Calc", cv(c4, "A1:F7", "Branch", st + [sel_stat], sortdlg_b), "Apr 18 09:17")),
        (code("pyautogui.click(985, 787)  # OK"),
         desk("LibreOffice Calc", cv(c5_bad, "A1:F7", "Branch", st + [sel_stat]), "Apr 18 09:17")),
        (code("CalcTools.switch_active_sheet('Summary')"),
         desk("LibreOffice Calc", cv(summ0, "A1", "Quarterly sales summary 2023", st2 + ["Average: ; Sum: 0"], active="Summary"), "Apr 18 09:18")),
        (code("pyautogui.click(262, 298)\npyautogui.write('=Sales.F8\\n')"),
         desk("LibreOffice Calc", cv(summ1, "B6", "", st2 + ["Average: ; Sum: 0"], active="Summary"), "Apr 18 09:18")),
        (code("pyautogui.write('=INDEX(Sales.A2:A7;MATCH(MAX(Sales.F2:F7);Sales.F2:F7;0))\\n')\npyautogui.click(262, 358)\npyautogui.write('2024-04-18\\n')\nCalcTools.save()"),
         desk("LibreOffice Calc", cv(summ2, "B9", "", st2 + ["Average: ; Sum: 0"], active="Summary"), "Apr 18 09:19")),
    ]
    return dict(tid="h47-os-02", system=task("In quarterly_sales.ods, correct Lisbon's Q3 figure to 48250, add a Total row under the data, sort the branches by Total from highest to lowest, then fill in the grand total, the best branch and today's date (2024-04-18) on the Summary sheet and save."),
                turns=turns, state=state, bad=True, turn=8, kind="sorted table shows Lisbon Q3 back at its old value after the agent set it")


# ---------------------------------------------------------------- System Monitor helpers
SM_COLS = [("Process Name", 300), ("User", 110), ("% CPU", 90), ("ID", 90), ("Memory", 120), ("Disk read total", 150),
           ("Disk write total", 150), ("Disk read", 120), ("Disk write", 120), ("Priority", 110)]


def sm_rows(tab: str, procs: list[list[str]] | None = None, search: str | None = None, extra: list[Row] | None = None,
            body: list[Row] | None = None) -> list[Row]:
    rows = frame("System Monitor")
    rows += [R("radio-button", "Processes", "", 780, 36, 120, 34), R("radio-button", "Resources", "", 900, 36, 120, 34),
             R("radio-button", "File Systems", "", 1020, 36, 140, 34)]
    if tab == "Processes":
        rows += [R("toggle-button", "Search", "", 1700, 36, 34, 34)]
    rows += [R("toggle-button", "Open menu", "", 1744, 36, 34, 34)]
    if search is not None:
        rows.append(R("text", "Search", search, 760, 80, 400, 34))
    y0 = 120 if search is not None else 80
    if tab == "Processes":
        x = 72
        for name, w in SM_COLS:
            rows.append(R("table-column-header", name, "", x, y0, w, 30))
            x += w
        for i, p in enumerate(procs or []):
            x = 72
            for (_n, w), v in zip(SM_COLS, p):
                rows.append(R("table-cell", "", v, x, y0 + 30 + 30 * i, w, 30))
                x += w
        rows.append(R("push-button", "End Process", "", 1780, 1036, 120, 34))
    rows += body or []
    rows += extra or []
    return rows


def resources(cpus: list[float], mem: str, cache: str, swap: str, rx: str, rxt: str, tx: str, txt: str) -> list[Row]:
    out = [R("label", "", "CPU", 90, 90, 60, 24)]
    for i, c in enumerate(cpus):
        out.append(R("label", f"CPU{i + 1}", f"{c:.1f}%", 120 + 220 * (i % 4), 380 + 30 * (i // 4), 200, 24))
    out += [R("label", "", "Memory and Swap", 90, 460, 200, 24), R("label", "Memory", mem, 120, 720, 400, 24),
            R("label", "Cache", cache, 120, 748, 400, 24), R("label", "Swap", swap, 700, 720, 400, 24),
            R("label", "", "Network", 90, 790, 200, 24), R("label", "Receiving", rx, 120, 1000, 200, 24),
            R("label", "Total Received", rxt, 400, 1000, 200, 24), R("label", "Sending", tx, 700, 1000, 200, 24),
            R("label", "Total Sent", txt, 980, 1000, 200, 24)]
    return out


def proc(name: str, user: str, cpu: float, pid: int, mem: str, drt: str = "N/A", dwt: str = "N/A", dr: str = "N/A",
         dw: str = "N/A", prio: str = "Normal") -> list[str]:
    return [name, user, f"{cpu:.1f}", str(pid), mem, drt, dwt, dr, dw, prio]


def by_cpu(ps: list[list[str]]) -> list[list[str]]:
    return sorted(ps, key=lambda p: (-float(p[2]), p[0]))


# ---------------------------------------------------------------- 03
# System Monitor (clean)
def t03() -> dict[str, Any]:
    u = "marek"
    clk = ["Mar 05 16:41", "Mar 05 16:41", "Mar 05 16:42", "Mar 05 16:42", "Mar 05 16:42", "Mar 05 16:42", "Mar 05 16:43",
           "Mar 05 16:43", "Mar 05 16:44"]
    full = [proc("syncthing", u, 91.4, 2417, "142.6 MB", "2.1 GB", "1.4 GB", "18.2 MB/s", "11.7 MB/s"),
            proc("gnome-shell", u, 6.2, 1733, "412.8 MB", "96.3 MB", "3.2 MB"),
            proc("firefox", u, 3.9, 3120, "684.1 MB", "402.7 MB", "188.0 MB", "", "64.0 kB/s"),
            proc("rsync", u, 3.1, 51204, "5.3 MB", "6.8 GB", "N/A", "21.4 MB/s"),
            proc("Isolated Web Co", u, 1.7, 3388, "221.4 MB", "1.2 MB"),
            proc("gnome-system-monitor", u, 1.1, 52310, "39.5 MB", "412.0 kB"),
            proc("gnome-terminal-server", u, 0.6, 4411, "48.9 MB", "8.1 MB", "24.0 kB"),
            proc("Xwayland", u, 0.4, 1790, "62.1 MB", "5.7 MB"),
            proc("pipewire", u, 0.3, 1580, "11.2 MB", "1.9 MB"),
            proc("tracker-miner-fs-3", u, 0.2, 1671, "31.7 MB", "310.4 MB", "22.8 MB"),
            proc("bash", u, 0.0, 4420, "4.9 MB", "2.3 MB"),
            proc("evolution-alarm-notify", u, 0.0, 1902, "39.8 MB", "7.4 MB"),
            proc("gsd-power", u, 0.0, 1812, "24.6 MB", "1.1 MB"),
            proc("ibus-daemon", u, 0.0, 1760, "9.8 MB", "3.0 MB"),
            proc("nautilus", u, 0.0, 4108, "88.2 MB", "26.9 MB", "512.0 kB")]
    for p in full:
        if p[7] == "":
            p[7] = "N/A"
    f1 = [proc("syncthing", u, 92.8, 2417, "142.9 MB", "2.2 GB", "1.4 GB", "17.9 MB/s", "12.3 MB/s"),
          proc("rsync", u, 2.9, 51204, "5.3 MB", "7.1 GB", "N/A", "20.8 MB/s")]
    f2 = [proc("syncthing", u, 90.7, 2417, "143.1 MB", "2.2 GB", "1.5 GB", "18.6 MB/s", "11.9 MB/s"),
          proc("rsync", u, 3.4, 51204, "5.3 MB", "7.4 GB", "N/A", "22.1 MB/s")]
    f3 = [proc("rsync", u, 3.8, 51204, "5.3 MB", "7.6 GB", "N/A", "21.9 MB/s")]
    f4 = [proc("syncthing", u, 4.8, 53877, "36.2 MB", "14.2 MB", "1.1 MB", "2.3 MB/s", "180.0 kB/s"),
          proc("rsync", u, 3.2, 51204, "5.3 MB", "8.3 GB", "N/A", "20.2 MB/s")]
    f4 = by_cpu(f4)
    ctx = menu_items(["Properties", "Memory Maps", "Open Files", "-", "Change Priority", "-", "Stop", "Continue", "End", "Kill"],
                     380, 230, 220, 30)
    conf = [R("alert", "End the selected process “syncthing” (PID 2417)?", "", 680, 420, 560, 220),
            R("label", "", "End the selected process “syncthing” (PID 2417)?", 710, 450, 500, 30),
            R("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", 710, 490, 500, 60),
            R("push-button", "Cancel", "", 700, 590, 250, 40), R("push-button", "End Process", "", 970, 590, 250, 40)]
    res0 = resources([12.4, 100.0, 8.1, 9.6, 100.0, 6.3, 10.2, 7.7], "6.4 GB (41.3%) of 15.5 GB", "Cache 2.9 GB",
                     "0 bytes (0.0%) of 4.0 GB", "2.4 MB/s", "3.3 GB", "18.7 kB/s", "412.6 MB")
    res1 = resources([9.8, 14.2, 6.0, 7.4, 11.9, 5.1, 8.8, 4.6], "6.1 GB (39.4%) of 15.5 GB", "Cache 3.0 GB",
                     "0 bytes (0.0%) of 4.0 GB", "2.6 MB/s", "3.4 GB", "21.3 kB/s", "415.9 MB")
    fs_cols = [("Device", 260), ("Directory", 260), ("Type", 100), ("Total", 120), ("Available", 120), ("Used", 260)]
    fs = [["/dev/nvme0n1p2", "/", "ext4", "490.4 GB", "301.7 GB", "163.7 GB 35%"],
          ["/dev/nvme0n1p1", "/boot/efi", "vfat", "536.9 MB", "530.8 MB", "6.1 MB 1%"],
          ["/dev/sda1", "/media/marek/archive", "ext4", "2.0 TB", "1.1 TB", "797.2 GB 42%"],
          ["/dev/loop3", "/snap/firefox/3836", "squashfs", "260.2 MB", "0 bytes", "260.2 MB 100%"],
          ["/dev/loop5", "/snap/core22/1122", "squashfs", "77.5 MB", "0 bytes", "77.5 MB 100%"],
          ["/dev/loop7", "/snap/gnome-42-2204/141", "squashfs", "520.6 MB", "0 bytes", "520.6 MB 100%"]]
    fsr: list[Row] = []
    x = 72
    for name, w in fs_cols:
        fsr.append(R("table-column-header", name, "", x, 80, w, 30))
        x += w
    for i, f in enumerate(fs):
        x = 72
        for (_n, w), v in zip(fs_cols, f):
            fsr.append(R("table-cell", "", v, x, 110 + 30 * i, w, 30))
            x += w
    state = desk("System Monitor", sm_rows("Resources", body=res0), clk[0])
    turns = [
        (code("pyautogui.click(840, 53)  # Processes"), desk("System Monitor", sm_rows("Processes", by_cpu(full)), clk[1])),
        (code("pyautogui.click(1717, 53)\npyautogui.write('sync')"), desk("System Monitor", sm_rows("Processes", f1, "sync"), clk[2])),
        (code("pyautogui.click(220, 165, button='right')"), desk("System Monitor", sm_rows("Processes", f2, "sync", ctx), clk[3])),
        (code("pyautogui.click(490, 470)  # End"), desk("System Monitor", sm_rows("Processes", f2, "sync", conf), clk[4])),
        (code("pyautogui.click(1095, 610)  # End Process"), desk("System Monitor", sm_rows("Processes", f3, "sync"), clk[5])),
        (code("import time\ntime.sleep(10)"), desk("System Monitor", sm_rows("Processes", f4, "sync"), clk[6])),
        (code("pyautogui.press('escape')\npyautogui.click(960, 53)  # Resources"), desk("System Monitor", sm_rows("Resources", body=res1), clk[7])),
        (code("pyautogui.click(1090, 53)  # File Systems"), desk("System Monitor", sm_rows("File Systems", body=fsr), clk[8])),
    ]
    return dict(tid="h47-os-03", system=task("syncthing is pegging a CPU core. In System Monitor, end the syncthing process (its systemd user unit restarts it), confirm it came back with normal CPU use, then look at the Resources and File Systems tabs."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 04
# Thunderbird (bad)
def t04() -> dict[str, Any]:
    acct = "k.meyer@northwind-labs.de"
    msgs = [("Re: Q2 pick list for Hall B", "Order Desk <orders@acme-supplies.com>", "10:12", True),
            ("Weekly standup notes", "Lena Vogt", "09:47", True),
            ("Invoice INV-2024-0417 (ACME Supplies)", "billing@acme-supplies.com", "09:30", True),
            ("[JIRA] (NWL-412) Sensor calibration drift", "Jira", "09:02", True),
            ("Your shipment 7734-1190 has left our warehouse", "shipping@acme-supplies.com", "Yesterday 17:21", True),
            ("Lunch on Friday?", "Tobias Krämer", "Yesterday 15:08", False),
            ("Newsletter: Lab automation trends April", "news@labautomation.io", "Yesterday 11:40", True),
            ("Price list 2024 Q2", "Order Desk <orders@acme-supplies.com>", "Mon 14:55", False),
            ("Travel approval: Hannover Messe", "HR Portal", "Mon 10:03", False),
            ("[JIRA] (NWL-409) Firmware build fails on CI", "Jira", "Mon 08:44", True),
            ("Calibration certificates 2024", "Prüflabor Süd GmbH", "Sun 19:12", False),
            ("Re: Spectrometer loan", "Dr. Anja Brandt", "Fri 16:30", False),
            ("Room booking confirmed: Seminarraum 2", "Facility Services", "Fri 11:02", False),
            ("Your April payslip is available", "Personalabteilung", "Fri 08:15", False)]
    older = [("Re: Cryostat service contract", "Markus Hahn", "Thu 14:20", False),
             ("Invitation: Q2 planning offsite", "Lena Vogt", "Thu 09:12", False),
             ("[JIRA] (NWL-401) Update calibration SOP", "Jira", "Wed 16:48", False),
             ("Parking permits 2024", "Facility Services", "Wed 10:05", False)]
    rest = [m for m in msgs if "acme-supplies.com" not in m[1]] + older

    def tb(folders: list[tuple[str, int]], mlist: list[tuple[str, str, str, bool]], total: int, clock: str,
           extra: list[Row] | None = None) -> str:
        rows = frame(f"Inbox - {acct} - Mozilla Thunderbird")
        rows += [R("page-tab", "Inbox", "", 72, 36, 240, 34), R("push-button", "Get Messages", "", 330, 80, 140, 34),
                 R("push-button", "New Message", "", 480, 80, 140, 34), R("entry", "Search (Ctrl+K)", "", 900, 80, 500, 34),
                 R("push-button", "AppMenu", "", 1870, 80, 34, 34), R("push-button", "Folder Pane Options", "", 300, 124, 34, 30),
                 R("label", "", "Folders", 80, 124, 100, 30)]
        for i, (f, n) in enumerate(folders):
            label = f if n == 0 else f"{f} ({n})"
            depth = 0 if f in (acct, "Local Folders") else (2 if f == "Vendors" else 1)
            rows.append(R("tree-item", label, "", 80 + 18 * depth, 160 + 30 * i, 260 - 18 * depth, 30))
        rows += [R("label", "", "Inbox", 360, 124, 80, 30), R("label", "", f"{total} Messages", 450, 124, 140, 30),
                 R("push-button", "Quick Filter", "", 1500, 124, 120, 30), R("push-button", "Message list display options", "", 1880, 124, 30, 30),
                 R("table-column-header", "Subject", "", 360, 160, 760, 28), R("table-column-header", "Correspondents", "", 1120, 160, 420, 28),
                 R("table-column-header", "Date", "", 1540, 160, 200, 28)]
        for i, (s, f, d, unread) in enumerate(mlist):
            y = 188 + 30 * i
            rows += [R("table-cell", "Unread" if unread else "Read", s, 360, y, 760, 30), R("table-cell", "", f, 1120, y, 420, 30),
                     R("table-cell", "", d, 1540, y, 200, 30)]
        rows.append(R("label", "", "Done", 72, 1046, 200, 24))
        return desk("Thunderbird Mail", rows + (extra or []), clock)

    unread_all = sum(m[3] for m in msgs)
    unread_rest = sum(m[3] for m in rest if m not in older)
    moved_unread = unread_all - unread_rest
    base_f = [(acct, 0), ("Inbox", unread_all), ("Drafts", 0), ("Sent", 0), ("Archives", 0), ("Junk", 0), ("Trash", 0),
              ("Local Folders", 0), ("Trash", 0), ("Outbox", 0)]
    with_v = base_f[:2] + [("Vendors", 0)] + base_f[2:]
    after = base_f[:1] + [("Inbox", unread_rest), ("Vendors", moved_unread)] + base_f[2:]
    after_bad = base_f[:1] + [("Inbox", unread_rest)] + base_f[2:]
    total0 = 212
    total1 = total0 - (len(msgs) - len(rest) + len(older))
    ctx = menu_items(["Get Messages", "Open in New Tab", "Open in New Window", "Search Messages…", "Subscribe…", "-",
                      "New Folder…", "Rename", "Compact", "Mark Folder Read", "-", "Favorite Folder", "Properties"], 200, 200, 240, 30)
    nf = [R("dialog", "New Folder", "", 700, 380, 520, 240), R("label", "", "Name:", 730, 420, 100, 24),
          R("entry", "Name:", "", 730, 450, 460, 34), R("label", "", "Create as a subfolder of:", 730, 500, 300, 24),
          R("combo-box", "Create as a subfolder of:", f"Inbox on {acct}", 730, 530, 460, 34),
          R("push-button", "Cancel", "", 960, 580, 110, 34), R("push-button", "Create Folder", "", 1080, 580, 120, 34)]
    nf2 = [x if x[0] != "entry" else R("entry", "Name:", "Vendors", 730, 450, 460, 34) for x in nf]

    def filters(names: list[str], running: bool = False) -> list[Row]:
        d = [R("frame", "Message Filters", "", 560, 200, 800, 620), R("label", "", "Filters for:", 590, 240, 120, 28),
             R("combo-box", "Filters for:", acct, 720, 236, 420, 34), R("entry", "Search filters by name…", "", 1150, 236, 190, 34),
             R("table-column-header", "Filter Name", "", 590, 290, 460, 28), R("table-column-header", "Enabled", "", 1050, 290, 90, 28)]
        for i, n in enumerate(names):
            d += [R("table-cell", "", n, 590, 318 + 28 * i, 460, 28), R("check-box", "Enabled", "", 1080, 318 + 28 * i, 28, 28)]
        d += [R("push-button", "New…", "", 1160, 300, 170, 34), R("push-button", "Edit…", "", 1160, 340, 170, 34),
              R("push-button", "Delete", "", 1160, 380, 170, 34), R("push-button", "Move to Top", "", 1160, 440, 170, 34),
              R("push-button", "Move Up", "", 1160, 480, 170, 34), R("push-button", "Move Down", "", 1160, 520, 170, 34),
              R("push-button", "Move to Bottom", "", 1160, 560, 170, 34), R("label", "", f"{len(names)} items", 590, 700, 120, 24),
              R("label", "", "Run selected filter(s) on:", 590, 750, 220, 28), R("combo-box", "Run selected filter(s) on:", "Inbox", 820, 746, 260, 34),
              R("push-button", "Stop" if running else "Run Now", "", 1100, 746, 110, 34), R("push-button", "Filter Log", "", 590, 790, 120, 28)]
        return d

    old = ["Newsletter → Archives", "Jira notifications"]
    rules0 = [R("frame", "Filter Rules", "", 520, 160, 880, 700), R("label", "", "Filter name:", 550, 200, 120, 28),
              R("entry", "Filter name:", "", 680, 196, 680, 34), R("check-box", "Getting New Mail:", "", 550, 250, 200, 28),
              R("combo-box", "Getting New Mail:", "Filter before Junk Classification", 760, 248, 320, 32),
              R("check-box", "Manually Run", "", 550, 286, 200, 28), R("check-box", "Archiving", "", 550, 322, 200, 28),
              R("check-box", "After Sending", "", 550, 358, 200, 28), R("check-box", "Periodically, every 10 minutes", "", 550, 394, 300, 28),
              R("radio-button", "Match all of the following", "", 550, 440, 260, 28), R("radio-button", "Match any of the following", "", 820, 440, 260, 28),
              R("radio-button", "Match all messages", "", 1090, 440, 220, 28)]
    rule_vals0 = [R("combo-box", "Property", "Subject", 550, 480, 200, 32), R("combo-box", "Operator", "contains", 760, 480, 200, 32),
                  R("entry", "Value", "", 970, 480, 330, 32), R("push-button", "+", "", 1310, 480, 32, 32),
                  R("push-button", "−", "", 1346, 480, 32, 32), R("label", "", "Perform these actions:", 550, 600, 240, 28),
                  R("combo-box", "Action", "Move Message to", 550, 640, 300, 32), R("combo-box", "Target", f"Inbox on {acct}", 860, 640, 440, 32),
                  R("push-button", "OK", "", 1180, 810, 100, 34), R("push-button", "Cancel", "", 1290, 810, 100, 34)]
    rules1 = [x if x[0] != "entry" else R("entry", "Filter name:", "Acme to Vendors", 680, 196, 680, 34) for x in rules0]
    rule_vals1 = [R("combo-box", "Property", "From", 550, 480, 200, 32), R("combo-box", "Operator", "contains", 760, 480, 200, 32),
                  R("entry", "Value", "acme-supplies.com", 970, 480, 330, 32)] + rule_vals0[3:7] + \
        [R("combo-box", "Target", f"Vendors on {acct}", 860, 640, 440, 32)] + rule_vals0[8:]
    new = ["Acme to Vendors"] + old
    body = ["Hi all,", "", "short notes from this morning's standup:", "", "- Hall B pick list: waiting for the Q2 price list confirmation (Karl)",
            "- NWL-412 sensor drift: reproduced on rig 3, firmware 2.8.1, Tobias looks at the temperature compensation",
            "- NWL-409 CI build: fixed by pinning the toolchain image, please rebase", "- Hannover Messe: travel approvals are through for Lena and Karl",
            "", "Next standup Thursday 09:30 in Seminarraum 2.", "", "Lena"]
    msg_tab = frame(f"Weekly standup notes - {acct} - Mozilla Thunderbird")
    msg_tab += [R("page-tab", "Inbox", "", 72, 36, 240, 34), R("page-tab", "Weekly standup notes", "", 314, 36, 240, 34),
                R("push-button", "Reply", "", 1300, 90, 90, 30), R("push-button", "Reply All", "", 1392, 90, 110, 30),
                R("push-button", "Forward", "", 1504, 90, 100, 30), R("push-button", "Archive", "", 1606, 90, 100, 30),
                R("push-button", "Junk", "", 1708, 90, 80, 30), R("push-button", "Delete", "", 1790, 90, 90, 30),
                R("label", "From", "Lena Vogt <l.vogt@northwind-labs.de>", 100, 90, 600, 24),
                R("label", "Subject", "Weekly standup notes", 100, 120, 600, 24), R("label", "To", "Team Sensorik <sensorik@northwind-labs.de>", 100, 150, 600, 24),
                R("label", "Date", "18/04/2024, 09:47", 1500, 130, 200, 24)]
    for i, ln in enumerate(body):
        msg_tab.append(R("paragraph", "", ln, 100, 210 + 26 * i, 1700, 26))
    state = tb(base_f, msgs, total0, "Apr 18 10:31")
    turns = [
        (code("pyautogui.click(150, 205, button='right')  # Inbox"), tb(base_f, msgs, total0, "Apr 18 10:31", ctx)),
        (code("pyautogui.click(300, 395)  # New Folder…"), tb(base_f, msgs, total0, "Apr 18 10:31", nf)),
        (code("pyautogui.write('Vendors')"), tb(base_f, msgs, total0, "Apr 18 10:32", nf2)),
        (code("pyautogui.click(1140, 597)  # Create Folder"), tb(with_v, msgs, total0, "Apr 18 10:32")),
        (code("pyautogui.press('alt')\npyautogui.click(560, 60)  # Tools\npyautogui.click(610, 210)  # Message Filters"),
         tb(with_v, msgs, total0, "Apr 18 10:33", filters(old))),
        (code("pyautogui.click(1245, 317)  # New…"), tb(with_v, msgs, total0, "Apr 18 10:33", filters(old) + rules0 + rule_vals0)),
        (code("pyautogui.write('Acme to Vendors')\npyautogui.click(650, 496)\npyautogui.click(650, 560)  # From\npyautogui.click(1130, 496)\npyautogui.write('acme-supplies.com')\npyautogui.click(1080, 656)\npyautogui.click(1080, 720)  # Vendors"),
         tb(with_v, msgs, total0, "Apr 18 10:34", filters(old) + rules1 + rule_vals1)),
        (code("pyautogui.click(1230, 827)  # OK"), tb(with_v, msgs, total0, "Apr 18 10:34", filters(new))),
        (code("pyautogui.click(1155, 763)  # Run Now"), tb(after, rest, total1, "Apr 18 10:35", filters(new))),
        (code("pyautogui.press('escape')"), tb(after_bad, rest, total1, "Apr 18 10:35")),
        (code("pyautogui.doubleClick(700, 203)  # Weekly standup notes"), desk("Thunderbird Mail", msg_tab, "Apr 18 10:36")),
    ]
    return dict(tid="h47-os-04", system=task(f"In Thunderbird, create a subfolder named Vendors under the Inbox of {acct}, add a message filter 'Acme to Vendors' that moves mail from acme-supplies.com into it, run the filter on the Inbox, then open the standup notes message."),
                turns=turns, state=state, bad=True, turn=10, kind="folder created by the agent is missing from the folder pane")


# ---------------------------------------------------------------- 05
# Disks (bad)
def t05() -> dict[str, Any]:
    uuid = "6b1f0c2e-9d4a-4e57-a3b8-2c7e51f0d9a4"
    drives = [("512 GB Disk", "WD PC SN730 SDBQNTY-512G-1001"), ("1.0 TB Disk", "Samsung SSD 870 EVO 1TB"),
              ("31 GB Drive", "SanDisk Ultra Fit"), ("CD/DVD Drive", "HL-DT-ST DVDRAM GP57EB40")]

    def disks(title: str, info: list[tuple[str, str]], vol: list[str], part: list[tuple[str, str]], extra: list[Row] | None = None,
              clock: str = "") -> str:
        rows = frame(title)
        rows += [R("push-button", "Drive Options", "", 1800, 36, 34, 34), R("push-button", "Power Off", "", 1760, 36, 34, 34),
                 R("push-button", "Main Menu", "", 300, 36, 34, 34)]
        for i, (a, b) in enumerate(drives):
            rows += [R("list-item", a, "", 72, 80 + 66 * i, 330, 66), R("label", "", b, 130, 108 + 66 * i, 270, 20)]
        y = 100
        for k, v in info:
            rows += [R("label", "", k, 440, y, 240, 24), R("label", k, v, 700, y, 1100, 24)]
            y += 30
        rows.append(R("label", "", "Volumes", 440, y + 20, 200, 24))
        x = 440
        for v in vol:
            rows.append(R("push-button", v, "", x, y + 60, 1440 // len(vol), 110))
            x += 1440 // len(vol)
        rows += [R("push-button", "Unmount selected partition", "", 440, y + 190, 40, 34),
                 R("push-button", "Additional partition options", "", 490, y + 190, 40, 34),
                 R("push-button", "Delete selected partition", "", 540, y + 190, 40, 34)]
        y += 250
        for k, v in part:
            rows += [R("label", "", k, 440, y, 240, 24), R("label", k, v, 700, y, 1100, 24)]
            y += 30
        return desk("Disks", rows + (extra or []), clock)

    ssd_info = [("Model", "Samsung SSD 870 EVO 1TB (SVT02B6Q)"), ("Size", "1.0 TB (1,000,204,886,016 bytes)"),
                ("Partitioning", "GUID Partition Table"), ("Serial Number", "S6PUNX0T812345K"),
                ("Assessment", "Disk is OK, 31° C (88° F)")]

    def ssd_part(u: str) -> list[tuple[str, str]]:
        return [("Size", "1.0 TB — 612.4 GB free (38.8% full)"), ("Device", "/dev/sda1"), ("UUID", u),
                ("Partition Type", "Linux Filesystem"), ("Contents", "Ext4 (version 1.0) — Mounted at /media/ines/data")]

    nvme_info = [("Model", "WD PC SN730 SDBQNTY-512G-1001 (11170101)"), ("Size", "512 GB (512,110,190,592 bytes)"),
                 ("Partitioning", "GUID Partition Table"), ("Serial Number", "20428R802741"), ("Assessment", "Disk is OK, 38° C (100° F)")]
    nvme_part = [("Size", "538 MB — 532 MB free (1.1% full)"), ("Device", "/dev/nvme0n1p1"), ("UUID", "C2A1-77E0"),
                 ("Partition Type", "EFI System"), ("Contents", "FAT (32-bit version) — Mounted at /boot/efi")]
    usb_info = [("Model", "SanDisk Ultra Fit (1.00)"), ("Size", "31 GB (30,752,636,928 bytes)"), ("Partitioning", "Master Boot Record"),
                ("Serial Number", "4C530001230419105371"), ("Assessment", "SMART not supported")]

    def usb_part(c: str) -> list[tuple[str, str]]:
        return [("Size", "31 GB — 18.3 GB free (40.5% full)"), ("Device", "/dev/sdb1"), ("UUID", "A4E1-2C07"),
                ("Partition Type", "W95 FAT32 (LBA)"), ("Contents", c)]

    ssd_vol = ["data 1.0 TB Ext4"]
    nvme_vol = ["Partition 1 538 MB FAT", "Filesystem Partition 2 511 GB Ext4"]
    usb_vol = ["USBSTICK 31 GB FAT"]
    menu = menu_items(["Format Partition…", "Edit Partition…", "Edit Filesystem…", "Change Passphrase…", "Resize…",
                       "Check Filesystem…", "Repair Filesystem…", "Take Ownership…", "-", "Edit Mount Options…",
                       "Edit Encryption Options…", "-", "Create Partition Image…", "Restore Partition Image…",
                       "Benchmark Partition…"], 500, 470, 280, 30)

    def mo(default: bool, mp: str) -> list[Row]:
        return [R("dialog", "Mount Options", "", 620, 220, 680, 640),
                R("toggle-button", "User Session Defaults", "", 1180, 250, 80, 30),
                R("label", "", "User Session Defaults", 650, 254, 300, 24),
                R("label", "", "On" if default else "Off", 1140, 254, 30, 24),
                R("check-box", "Mount at system startup", "", 650, 300, 300, 28), R("check-box", "Show in user interface", "", 650, 332, 300, 28),
                R("check-box", "Require additional authorization to mount", "", 650, 364, 400, 28),
                R("label", "", "Display Name", 650, 410, 200, 24), R("entry", "Display Name", "", 860, 406, 400, 32),
                R("label", "", "Icon Name", 650, 448, 200, 24), R("entry", "Icon Name", "", 860, 444, 400, 32),
                R("label", "", "Symbolic Icon Name", 650, 486, 200, 24), R("entry", "Symbolic Icon Name", "", 860, 482, 400, 32),
                R("entry", "Mount Options", "nosuid,nodev,nofail,x-gvfs-show", 650, 540, 610, 32),
                R("label", "", "Mount Point", 650, 600, 200, 24), R("entry", "Mount Point", mp, 860, 596, 400, 32),
                R("label", "", "Identify As", 650, 640, 200, 24), R("combo-box", "Identify As", f"/dev/disk/by-uuid/{uuid}", 860, 636, 400, 32),
                R("label", "", "Filesystem Type", 650, 680, 200, 24), R("entry", "Filesystem Type", "auto", 860, 676, 400, 32),
                R("push-button", "Cancel", "", 650, 800, 120, 36), R("push-button", "OK", "", 1150, 800, 120, 36)]

    auth = [R("dialog", "Authentication Required", "", 660, 300, 600, 380), R("label", "", "Authentication Required", 690, 330, 540, 30),
            R("label", "", "Authentication is required to modify the /etc/fstab file", 690, 380, 540, 50),
            R("label", "", "Inês Duarte", 690, 450, 540, 24), R("password-text", "Password", "", 690, 500, 540, 36),
            R("push-button", "Cancel", "", 690, 620, 260, 40), R("push-button", "Authenticate", "", 970, 620, 260, 40)]
    auth_t = "Samsung SSD 870 EVO 1TB (/dev/sda) – Disks"
    state = disks("WD PC SN730 SDBQNTY-512G-1001 (/dev/nvme0n1) – Disks", nvme_info, nvme_vol, nvme_part, clock="Feb 27 14:02")
    turns = [
        (code("pyautogui.click(236, 179)  # 1.0 TB Disk"), disks("Samsung SSD 870 EVO 1TB (/dev/sda) – Disks", ssd_info, ssd_vol, ssd_part(uuid), clock="Feb 27 14:02")),
        (code("pyautogui.click(510, 457)  # Additional partition options"), disks("Samsung SSD 870 EVO 1TB (/dev/sda) – Disks", ssd_info, ssd_vol, ssd_part(uuid), menu, "Feb 27 14:02")),
        (code("pyautogui.click(640, 755)  # Edit Mount Options…"), disks(auth_t, ssd_info, ssd_vol, ssd_part(uuid), mo(True, f"/mnt/{uuid}"), "Feb 27 14:03")),
        (code("pyautogui.click(1220, 265)\npyautogui.tripleClick(1060, 612)\npyautogui.write('/mnt/data')"),
         disks(auth_t, ssd_info, ssd_vol, ssd_part(uuid), mo(False, "/mnt/data"), "Feb 27 14:03")),
        (code("pyautogui.click(1210, 818)  # OK"), disks(auth_t, ssd_info, ssd_vol, ssd_part(uuid), mo(False, "/mnt/data") + auth, "Feb 27 14:04")),
        (code("pyautogui.write('Tejo-2291!')\npyautogui.press('enter')"),
         disks("Samsung SSD 870 EVO 1TB (/dev/sda) – Disks", ssd_info, ssd_vol, ssd_part("6b1f0c2e-9d4a-4e57-a3b8-2c7e15f0d9a4"), clock="Feb 27 14:04")),
        (code("pyautogui.click(236, 245)  # 31 GB Drive"),
         disks("SanDisk Ultra Fit (/dev/sdb) – Disks", usb_info, usb_vol, usb_part("FAT (32-bit version) — Mounted at /media/ines/USBSTICK"), clock="Feb 27 14:05")),
        (code("pyautogui.click(460, 457)  # Unmount selected partition"),
         disks("SanDisk Ultra Fit (/dev/sdb) – Disks", usb_info, usb_vol, usb_part("FAT (32-bit version) — Not Mounted"), clock="Feb 27 14:05")),
    ]
    return dict(tid="h47-os-05", system=task("In Disks, make the 'data' partition of the 1 TB Samsung SSD mount at /mnt/data instead of the user-session default (Edit Mount Options), then unmount the SanDisk USB stick so it can be removed."),
                turns=turns, state=state, bad=True, turn=6, kind="partition UUID differs from the one shown before")


# ---------------------------------------------------------------- GNOME Settings helpers
SETTINGS_SIDE = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                 "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
                 "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
                 "Default Applications", "Date & Time", "About"]


def settings(page: str, body: list[Row], clock: str, extra: list[Row] | None = None, header: list[Row] | None = None,
             dock: list[str] | None = None) -> str:
    rows = frame(page if page else "Settings", 320, 120, 1280, 860)
    rows += [R("push-button", "Search", "", 330, 130, 34, 34), R("push-button", "Main Menu", "", 560, 130, 34, 34),
             R("label", "", page, 900, 136, 300, 24)]
    rows += header or []
    for i, s in enumerate(SETTINGS_SIDE):
        rows.append(R("list-item", s, "", 320, 172 + 31 * i, 290, 31))
    return desk("Settings", rows + body + (extra or []), clock, dock)


# ---------------------------------------------------------------- 06
# GNOME Settings (clean)
def t06() -> dict[str, Any]:
    def displays(sel: int, primary: str, scale: int, pending: bool) -> list[Row]:
        b = [R("page-tab", "Displays", "", 860, 136, 110, 30), R("page-tab", "Night Light", "", 970, 136, 120, 30),
             R("label", "", "Display Mode", 660, 190, 200, 24), R("radio-button", "Join Displays", "", 660, 224, 300, 60),
             R("radio-button", "Mirror", "", 980, 224, 300, 60), R("push-button", "1", "", 760, 310, 200, 120),
             R("push-button", "2", "", 960, 290, 300, 160), R("label", "", "Drag displays to match your physical display setup.", 760, 460, 500, 24),
             R("label", "", "Primary Display", 680, 500, 300, 24), R("combo-box", "Primary Display", primary, 1200, 494, 320, 36),
             R("page-tab", "1  Built-in display", "", 680, 560, 420, 36), R("page-tab", "2  Dell Inc. 27\"", "", 1100, 560, 420, 36)]
        if sel == 1:
            det = [("Orientation", "Landscape"), ("Resolution", "1920 × 1200 (16:10)"), ("Refresh Rate", "60.00 Hz")]
        else:
            det = [("Orientation", "Landscape"), ("Resolution", "3840 × 2160 (16:9)"), ("Refresh Rate", "59.99 Hz")]
        for i, (k, v) in enumerate(det):
            b += [R("label", "", k, 680, 620 + 50 * i, 300, 24), R("combo-box", k, v, 1200, 612 + 50 * i, 320, 36)]
        b.append(R("label", "", "Scale", 680, 780, 200, 24))
        for i, s in enumerate([100, 125, 150, 175, 200]):
            b.append(R("toggle-button", f"{s}%", "", 940 + 116 * i, 772, 110, 36))
        b.append(R("label", "", f"Scale: {scale}%", 680, 806, 200, 20))
        b += [R("label", "", "Fractional Scaling", 680, 840, 300, 24), R("switch", "Fractional Scaling", "", 1460, 836, 60, 30)]
        return b

    hdr_pending = [R("label", "", "Apply Changes?", 860, 132, 200, 30), R("push-button", "Cancel", "", 640, 130, 100, 34),
                   R("push-button", "Apply", "", 1480, 130, 100, 34)]
    keep = [R("alert", "Keep these display settings?", "", 740, 380, 440, 220), R("label", "", "Keep these display settings?", 770, 410, 380, 30),
            R("label", "", "Settings changes will revert in 19 seconds", 770, 450, 380, 24),
            R("push-button", "Revert Settings", "", 760, 540, 200, 40), R("push-button", "Keep Changes", "", 960, 540, 200, 40)]

    def night(on: bool) -> list[Row]:
        b = [R("page-tab", "Displays", "", 860, 136, 110, 30), R("page-tab", "Night Light", "", 970, 136, 120, 30),
             R("label", "", "Night Light", 680, 200, 300, 24),
             R("label", "", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", 680, 230, 840, 24),
             R("switch", "Night Light", "", 1460, 196, 60, 30), R("label", "", "On" if on else "Off", 1420, 200, 36, 24),
             R("label", "", "Schedule", 680, 290, 200, 24), R("combo-box", "Schedule", "Sunset to Sunrise", 1200, 284, 320, 36),
             R("label", "", "Times", 680, 340, 200, 24), R("spin-button", "From Hours", "20", 1200, 334, 60, 36),
             R("spin-button", "From Minutes", "00", 1270, 334, 60, 36), R("spin-button", "To Hours", "06", 1380, 334, 60, 36),
             R("spin-button", "To Minutes", "00", 1450, 334, 60, 36), R("label", "", "Color Temperature", 680, 400, 300, 24),
             R("slider", "Color Temperature", "4000", 900, 396, 620, 30)]
        return b

    def power(batt: str, susp: str, dlg: list[Row] | None = None) -> list[Row]:
        b = [R("label", "", "Battery", 680, 180, 200, 24), R("level-bar", "Battery", "", 680, 210, 700, 16), R("label", "", batt, 680, 236, 840, 24),
             R("label", "", "Power Mode", 680, 290, 200, 24), R("radio-button", "Performance", "", 680, 320, 840, 50),
             R("radio-button", "Balanced", "", 680, 370, 840, 50), R("radio-button", "Power Saver", "", 680, 420, 840, 50),
             R("label", "", "Power Saving Options", 680, 500, 300, 24), R("label", "", "Dim Screen", 680, 536, 300, 24),
             R("switch", "Dim Screen", "", 1460, 532, 60, 30), R("label", "", "Screen Blank", 680, 586, 300, 24),
             R("combo-box", "Screen Blank", "5 minutes", 1300, 580, 220, 36), R("label", "", "Automatic Power Saver", 680, 636, 300, 24),
             R("switch", "Automatic Power Saver", "", 1460, 632, 60, 30), R("push-button", "Automatic Suspend", "", 680, 676, 840, 50),
             R("label", "", susp, 1300, 690, 200, 24), R("label", "", "Suspend & Power Button", 680, 756, 300, 24),
             R("label", "", "Power Button Behavior", 680, 792, 300, 24), R("combo-box", "Power Button Behavior", "Suspend", 1300, 786, 220, 36),
             R("label", "", "Show Battery Percentage", 680, 842, 300, 24), R("switch", "Show Battery Percentage", "", 1460, 838, 60, 30)]
        return b + (dlg or [])

    def susp_dlg(plugged: bool, delay_plugged: str) -> list[Row]:
        return [R("dialog", "Automatic Suspend", "", 760, 400, 420, 300), R("label", "", "When on Battery Power", 790, 450, 240, 24),
                R("switch", "When on Battery Power", "", 1090, 446, 60, 30), R("label", "", "Delay", 790, 490, 100, 24),
                R("combo-box", "Delay", "20 minutes", 960, 484, 190, 36), R("label", "", "When Plugged In", 790, 560, 240, 24),
                R("switch", "When Plugged In", "", 1090, 556, 60, 30), R("label", "", "On" if plugged else "Off", 1050, 560, 36, 24),
                R("label", "", "Delay", 790, 600, 100, 24), R("combo-box", "Delay", delay_plugged, 960, 594, 190, 36)]

    ap = [R("label", "", "Style", 680, 190, 200, 24), R("radio-button", "Light", "", 700, 230, 380, 240),
          R("radio-button", "Dark", "", 1100, 230, 380, 240), R("label", "", "Color", 680, 500, 200, 24)]
    for i, c in enumerate(["Orange", "Bark", "Sage", "Olive", "Viridian", "Prussian Green", "Blue", "Purple", "Magenta", "Red"]):
        ap.append(R("radio-button", c, "", 700 + 80 * i, 530, 60, 60))
    ap += [R("label", "", "Desktop Icons", 680, 620, 200, 24), R("label", "", "Show Personal folder", 680, 656, 300, 24),
           R("switch", "Show Personal folder", "", 1460, 652, 60, 30), R("label", "", "Dock", 680, 720, 200, 24),
           R("label", "", "Auto-hide the Dock", 680, 756, 300, 24), R("switch", "Auto-hide the Dock", "", 1460, 752, 60, 30),
           R("label", "", "Panel mode", 680, 806, 300, 24), R("switch", "Panel mode", "", 1460, 802, 60, 30),
           R("label", "", "Icon size", 680, 856, 300, 24), R("slider", "Icon size", "48", 1100, 852, 420, 30)]
    dell = "Dell Inc. 27\""
    state = settings("Appearance", ap, "Nov 12 08:51")
    turns = [
        (code("pyautogui.click(465, 621)  # Displays"), settings("Displays", displays(1, "Built-in display", 100, False), "Nov 12 08:51")),
        (code("pyautogui.click(1310, 578)  # display 2"), settings("Displays", displays(2, "Built-in display", 200, False), "Nov 12 08:52")),
        (code("pyautogui.click(1360, 512)\npyautogui.click(1360, 580)  # Dell Inc. 27\"\npyautogui.click(1227, 790)  # 150%"),
         settings("Displays", displays(2, dell, 150, True), "Nov 12 08:52", header=hdr_pending)),
        (code("pyautogui.click(1530, 147)  # Apply"), settings("Displays", displays(2, dell, 150, False), "Nov 12 08:52", keep)),
        (code("pyautogui.click(1060, 560)  # Keep Changes"), settings("Displays", displays(2, dell, 150, False), "Nov 12 08:53")),
        (code("pyautogui.click(1030, 151)  # Night Light"), settings("Displays", night(False), "Nov 12 08:53")),
        (code("pyautogui.click(1490, 211)"), settings("Displays", night(True), "Nov 12 08:53")),
        (code("pyautogui.click(465, 590)  # Power"), settings("Power", power("84% — 47 minutes until fully charged", "When on battery power"), "Nov 12 08:54")),
        (code("pyautogui.click(1100, 701)  # Automatic Suspend"),
         settings("Power", power("84% — 46 minutes until fully charged", "When on battery power", susp_dlg(False, "20 minutes")), "Nov 12 08:54")),
        (code("pyautogui.click(1120, 571)\npyautogui.click(1055, 612)\npyautogui.click(1055, 700)  # 30 minutes"),
         settings("Power", power("85% — 41 minutes until fully charged", "When on battery power", susp_dlg(True, "30 minutes")), "Nov 12 08:55")),
        (code("pyautogui.press('escape')"),
         settings("Power", power("85% — 41 minutes until fully charged", "On"), "Nov 12 08:55")),
    ]
    return dict(tid="h47-os-06", system=task("Make the Dell monitor the primary display at 150% scale, turn Night Light on, and make the laptop also suspend automatically after 30 minutes when plugged in."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 07
# Firefox (clean)
def t07() -> dict[str, Any]:
    bm = {"Getting Started": ("https://www.mozilla.org/en-US/firefox/central/", "2/2/2024, 9:14 AM"),
          "Uni Mail": ("https://webmail.uni-tuebingen.de/", "4/18/2024, 8:02 AM"),
          "ILIAS": ("https://ovidius.uni-tuebingen.de/ilias3/", "4/16/2024, 4:41 PM"),
          "DFG – Sachbeihilfe": ("https://www.dfg.de/foerderung/programme/einzelfoerderung/sachbeihilfe/", "4/11/2024, 10:27 AM"),
          "ERC Starting Grants": ("https://erc.europa.eu/apply-grant/starting-grant", "4/15/2024, 2:03 PM"),
          "arXiv listing cs.LG": ("https://arxiv.org/list/cs.LG/recent", "4/18/2024, 7:55 AM"),
          "Horizon Europe Funding & Tenders": ("https://ec.europa.eu/info/funding-tenders/opportunities/portal/", "4/9/2024, 11:48 AM"),
          "Overleaf": ("https://www.overleaf.com/project", "4/18/2024, 8:40 AM"),
          "DeepL Translate": ("https://www.deepl.com/translator", "4/12/2024, 6:19 PM")}
    order0 = ["Getting Started", "Uni Mail", "ILIAS", "DFG – Sachbeihilfe", "ERC Starting Grants", "arXiv listing cs.LG",
              "ERC Starting Grants", "Horizon Europe Funding & Tenders", "Overleaf", "DeepL Translate"]
    new_name = "DFG Sachbeihilfe guidelines"

    def lib(tb: list[str], items: list[str], details: tuple[str, str] | None = None, extra: list[Row] | None = None,
            clock: str = "", sub: bool = False) -> str:
        rows = frame("Library", 360, 160, 1200, 760, csd=False)
        rows += [R("push-button", "Organize", "", 370, 170, 110, 30), R("push-button", "Views", "", 484, 170, 90, 30),
                 R("push-button", "Import and Backup", "", 578, 170, 170, 30), R("entry", "Search Bookmarks", "", 1300, 170, 250, 30)]
        tree = [("History", 0), ("Downloads", 0), ("Tags", 0), ("All Bookmarks", 0), ("Bookmarks Toolbar", 1)]
        if sub:
            tree.append(("Grant 2024", 2))
        tree += [("Bookmarks Menu", 1), ("Other Bookmarks", 1)]
        for i, (t, d) in enumerate(tree):
            rows.append(R("tree-item", t, "", 370 + 16 * d, 214 + 26 * i, 260 - 16 * d, 26))
        rows += [R("table-column-header", "Name", "", 640, 210, 340, 26), R("table-column-header", "Tags", "", 980, 210, 120, 26),
                 R("table-column-header", "Location", "", 1100, 210, 280, 26), R("table-column-header", "Most Recent Visit", "", 1380, 210, 170, 26)]
        for i, it in enumerate(items):
            y = 236 + 24 * i
            if it == "Grant 2024":
                url, vis = "", ""
            elif it == new_name:
                url, vis = bm["DFG – Sachbeihilfe"]
            else:
                url, vis = bm[it]
            rows += [R("table-cell", "", it, 640, y, 340, 24), R("table-cell", "", "", 980, y, 120, 24),
                     R("table-cell", "", url, 1100, y, 280, 24), R("table-cell", "", vis, 1380, y, 170, 24)]
        if details:
            rows += [R("label", "", "Name", 660, 760, 100, 24), R("entry", "Name", details[0], 780, 756, 740, 30),
                     R("label", "", "URL", 660, 796, 100, 24), R("entry", "URL", details[1], 780, 792, 740, 30),
                     R("label", "", "Tags", 660, 832, 100, 24), R("entry", "Tags", "", 780, 828, 700, 30),
                     R("label", "", "Keyword", 660, 868, 100, 24), R("entry", "Keyword", "", 780, 864, 740, 30)]
        return desk("Firefox", browser(tb) + rows + (extra or []), clock, DOCK_FF)

    def browser(tb: list[str]) -> list[Row]:
        rows = frame("Projects - Overleaf — Mozilla Firefox", csd=False)
        rows += [R("page-tab", "Projects - Overleaf", "", 74, 32, 240, 36), R("page-tab", "cs.LG recent submissions", "", 316, 32, 240, 36),
                 R("push-button", "Open a new tab (Ctrl+T)", "", 560, 32, 36, 36), R("push-button", "Back", "", 76, 74, 32, 32),
                 R("push-button", "Forward", "", 110, 74, 32, 32), R("push-button", "Reload", "", 144, 74, 32, 32),
                 R("entry", "Search with Google or enter address", "https://www.overleaf.com/project", 300, 74, 1200, 32),
                 R("push-button", "Bookmark this page (Ctrl+D)", "", 1470, 74, 32, 32), R("push-button", "Downloads", "", 1800, 74, 32, 32),
                 R("push-button", "Open application menu", "", 1880, 74, 32, 32)]
        x = 76
        for b in tb:
            rows.append(R("push-button", b, "", x, 110, 7 * len(b) + 24, 28))
            x += 7 * len(b) + 28
        proj = [("Grant proposal DFG 2024", "Owner: You", "2 hours ago"), ("ICML rebuttal", "Owner: You", "3 days ago"),
                ("Thesis – chapter 4", "Owner: J. Albrecht", "1 week ago"), ("Lab handbook", "Owner: You", "3 weeks ago")]
        rows += [R("document-web", "Projects - Overleaf", "", 70, 140, 1850, 940), R("heading", "", "All Projects", 360, 180, 400, 36),
                 R("push-button", "New Project", "", 100, 180, 200, 40), R("entry", "Search in all projects…", "", 360, 230, 600, 36),
                 R("table-column-header", "Title", "", 360, 290, 700, 30), R("table-column-header", "Owner", "", 1060, 290, 300, 30),
                 R("table-column-header", "Last Modified", "", 1360, 290, 300, 30)]
        for i, (a, b, c) in enumerate(proj):
            rows += [R("link", a, a, 360, 320 + 40 * i, 700, 40), R("table-cell", "", b, 1060, 320 + 40 * i, 300, 40),
                     R("table-cell", "", c, 1360, 320 + 40 * i, 300, 40)]
        return rows

    toolbar0 = order0
    after_move = ["Getting Started", "Uni Mail", "ILIAS", "arXiv listing cs.LG", "ERC Starting Grants", "Overleaf", "DeepL Translate", "Grant 2024"]
    toolbar_after = ["Getting Started", "Uni Mail", "ILIAS", "arXiv listing cs.LG", "Overleaf", "DeepL Translate", "Grant 2024"]
    in_folder = ["DFG – Sachbeihilfe", "ERC Starting Grants", "Horizon Europe Funding & Tenders"]
    nf = [R("dialog", "New Folder", "", 760, 400, 400, 200), R("label", "", "Name", 790, 440, 80, 24),
          R("entry", "Name", "New Folder", 880, 436, 250, 30), R("push-button", "Cancel", "", 900, 540, 110, 34),
          R("push-button", "Save", "", 1020, 540, 110, 34)]
    org = menu_items(["New Bookmark…", "New Folder…", "New Separator", "-", "Cut", "Copy", "Paste", "-", "Delete", "-",
                      "Select All", "-", "Close"], 372, 202, 220, 28)
    state = desk("Firefox", browser(toolbar0), "Apr 18 09:05", DOCK_FF)
    turns = [
        (code("pyautogui.hotkey('ctrl', 'shift', 'o')\npyautogui.click(470, 331)  # Bookmarks Toolbar"),
         lib(order0, order0, None, None, "Apr 18 09:05")),
        (code("pyautogui.click(425, 185)  # Organize"), lib(order0, order0, None, org, "Apr 18 09:05")),
        (code("pyautogui.click(470, 244)  # New Folder…"), lib(order0, order0, None, nf, "Apr 18 09:06")),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Grant 2024')\npyautogui.press('enter')"),
         lib(order0 + ["Grant 2024"], order0 + ["Grant 2024"], ("Grant 2024", ""), None, "Apr 18 09:06", True)),
        (code("pyautogui.click(800, 320)\npyautogui.keyDown('ctrl')\npyautogui.click(800, 344)\npyautogui.click(800, 416)\npyautogui.keyUp('ctrl')"),
         lib(order0 + ["Grant 2024"], order0 + ["Grant 2024"], None, None, "Apr 18 09:07", True)),
        (code("pyautogui.dragTo(800, 488, duration=0.6)  # onto Grant 2024"),
         lib(after_move, after_move, None, None, "Apr 18 09:07", True)),
        (code("pyautogui.click(478, 357)  # Grant 2024 in the sidebar\npyautogui.click(800, 248)  # DFG – Sachbeihilfe"),
         lib(after_move, in_folder, ("DFG – Sachbeihilfe", bm["DFG – Sachbeihilfe"][0]), None, "Apr 18 09:08", True)),
        (code(f"pyautogui.tripleClick(1150, 771)\npyautogui.write('{new_name}')\npyautogui.press('enter')"),
         lib(after_move, [new_name] + in_folder[1:], (new_name, bm["DFG – Sachbeihilfe"][0]), None, "Apr 18 09:08", True)),
        (code("pyautogui.click(470, 331)  # Bookmarks Toolbar\npyautogui.click(800, 344)  # ERC Starting Grants (duplicate)\npyautogui.press('delete')"),
         lib(toolbar_after, toolbar_after, None, None, "Apr 18 09:09", True)),
        (code("pyautogui.hotkey('ctrl', 'w')"), desk("Firefox", browser(toolbar_after), "Apr 18 09:09", DOCK_FF)),
    ]
    return dict(tid="h47-os-07", system=task("In Firefox, put the three funding bookmarks (DFG, ERC, Horizon Europe) of the Bookmarks Toolbar into a new toolbar folder 'Grant 2024', rename the DFG one to 'DFG Sachbeihilfe guidelines', and delete the leftover duplicate ERC bookmark."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 08
# GNOME Files (bad)
def t08() -> dict[str, Any]:
    cr = ["Home", "Projects", "site"]
    allf = [("assets", "12 items", "3 Apr"), ("about.html", "6.2 kB", "9 Apr"), ("app.js", "14.8 kB", "10:17"),
            ("app.js.bak", "14.1 kB", "8 Apr"), ("deploy.sh", "1.3 kB", "2 Apr"), ("index.html", "9.7 kB", "10:02"),
            ("notes-old.bak", "2.0 kB", "21 Mar"), ("README.md", "2.4 kB", "2 Apr"), ("style.css", "7.9 kB", "09:58"),
            ("style.css.bak", "7.6 kB", "8 Apr")]
    kept = [f for f in allf if not f[0].endswith(".bak")]
    renamed = [(("README.txt",) + f[1:]) if f[0] == "README.md" else f for f in kept]
    bad = renamed[:3] + [allf[3]] + renamed[3:]

    def fv(items: list[tuple[str, str, str]], clock: str, status: str | None = None, extra: list[Row] | None = None,
           title: str = "site", crumbs: list[str] | None = None) -> str:
        return desk("Files", files_rows(title, crumbs or cr, items, status=status) + (extra or []), clock)

    toast = [R("notification", "", "3 files moved to the Trash", 760, 960, 400, 48), R("push-button", "Undo", "", 1080, 968, 70, 32),
             R("push-button", "Close", "", 1160, 968, 32, 32)]
    ren = [R("popover", "Rename File", "", 380, 400, 420, 120), R("label", "", "File Name", 400, 414, 200, 24),
           R("entry", "File Name", "README.md", 400, 444, 280, 34), R("push-button", "Rename", "", 690, 444, 90, 34)]
    assets = [("fonts", "4 items", "3 Apr"), ("favicon.ico", "15.1 kB", "3 Apr"), ("hero.jpg", "1.2 MB", "5 Apr"),
              ("hero@2x.jpg", "1.1 MB", "5 Apr"), ("icons.svg", "38.4 kB", "3 Apr"), ("logo.svg", "6.8 kB", "3 Apr"),
              ("og-image.png", "412.0 kB", "9 Apr"), ("team-anna.webp", "96.2 kB", "4 Apr"), ("team-jonas.webp", "88.7 kB", "4 Apr"),
              ("team-mia.webp", "101.3 kB", "4 Apr"), ("team-oskar.webp", "92.5 kB", "4 Apr"), ("texture.png", "248.0 kB", "3 Apr")]
    kb = 15.1 + 1200 + 1100 + 38.4 + 6.8 + 412.0 + 96.2 + 88.7 + 101.3 + 92.5 + 248.0
    st_all = f"1 folder selected (containing 4 items), 11 files selected ({kb / 1000:.1f} MB)"
    state = fv(allf, "Apr 18 10:21")
    turns = [
        (code("pyautogui.click(420, 243)  # app.js.bak"), fv(allf, "Apr 18 10:21", "“app.js.bak” selected (14.1 kB)")),
        (code("pyautogui.keyDown('ctrl')\npyautogui.click(420, 345)  # notes-old.bak\npyautogui.click(420, 447)  # style.css.bak\npyautogui.keyUp('ctrl')"),
         fv(allf, "Apr 18 10:21", "3 items selected (23.7 kB)")),
        (code("pyautogui.press('delete')"), fv(kept, "Apr 18 10:22", None, toast)),
        (code("pyautogui.click(420, 311)  # README.md"), fv(kept, "Apr 18 10:22", "“README.md” selected (2.4 kB)", toast)),
        (code("pyautogui.press('f2')"), fv(kept, "Apr 18 10:22", "“README.md” selected (2.4 kB)", ren)),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('README.txt')\npyautogui.press('enter')"),
         fv(bad, "Apr 18 10:23", "“README.txt” selected (2.4 kB)")),
        (code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Projects/site/assets\\n')"),
         fv(assets, "Apr 18 10:23", None, None, "assets", cr + ["assets"])),
        (code("pyautogui.hotkey('ctrl', 'a')"), fv(assets, "Apr 18 10:24", st_all, None, "assets", cr + ["assets"])),
    ]
    return dict(tid="h47-os-08", system=task("In ~/Projects/site, delete the three .bak files, rename README.md to README.txt, then select everything in the assets folder to see its total size."),
                turns=turns, state=state, bad=True, turn=6, kind="a file the agent deleted is listed in the folder again")


# ---------------------------------------------------------------- 09
# Text Editor (clean)
def t09() -> dict[str, Any]:
    lines = ["# Standup 2024-04-18", "", "## Done", "- merged PR #482 (cache invalidation for /api/orders)",
             "- reviewed Mia's migration script", "", "## Today", "- pair with Jonas on the checkout flaky test",
             "- update deploy.sh for the new staging host", "", "## Blockers",
             "- staging DB still on Postgres 13, need 15 for the migration", "- waiting on design for the empty-cart page", ""]
    fname = "standup-2024-04-18.md"

    def ed(title: str, sub: str, text: list[str], lang: str, tab: str, pos: str, numbers: bool = False,
           extra: list[Row] | None = None, clock: str = "") -> str:
        rows = frame(title, 360, 120, 1200, 820)
        rows += [R("push-button", "Open", "", 372, 130, 80, 34), R("push-button", "New tab", "", 456, 130, 34, 34),
                 R("label", "", title.split(" - ")[0].split(" (")[0], 820, 126, 300, 20), R("label", "", sub, 820, 146, 300, 18),
                 R("push-button", "Save", "", 1380, 130, 70, 34), R("push-button", "Main Menu", "", 1456, 130, 34, 34)]
        for i, ln in enumerate(text):
            if numbers:
                rows.append(R("label", "", str(i + 1), 366, 182 + 22 * i, 30, 22))
            rows.append(R("paragraph", "", ln, 400 if numbers else 370, 182 + 22 * i, 1150, 22))
        rows += [R("push-button", lang, "", 1080, 910, 120, 28), R("push-button", tab, "", 1210, 910, 120, 28),
                 R("label", "", pos, 1340, 912, 120, 24), R("label", "", "INS", 1480, 912, 40, 24)]
        return desk("Text Editor", rows + (extra or []), clock, DOCK_FF)

    docs = [("budget.ods", "18.4 kB", "12 Apr"), ("invoice-template.odt", "24.0 kB", "2 Mar"),
            ("standup-2024-04-15.md", "968 bytes", "Mon"), ("standup-2024-04-16.md", "912 bytes", "Tue"),
            ("standup-2024-04-17.md", "1.1 kB", "Yesterday"), ("todo.txt", "402 bytes", "08:12")]

    def save_as(name: str) -> list[Row]:
        d = [R("dialog", "Save As", "", 460, 180, 1000, 700), R("push-button", "Cancel", "", 470, 190, 90, 34),
             R("push-button", "Save", "", 1360, 190, 90, 34), R("label", "", "Name", 640, 240, 60, 24),
             R("entry", "Name", name, 710, 236, 500, 32), R("push-button", "Create Folder", "", 1400, 290, 34, 34),
             R("push-button", "dana", "", 720, 290, 80, 34), R("push-button", "Documents", "", 800, 290, 120, 34)]
        for i, s in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"]):
            d.append(R("list-item", s, "", 470, 340 + 32 * i, 180, 32))
        d += [R("table-column-header", "Name", "", 660, 336, 480, 28), R("table-column-header", "Size", "", 1140, 336, 120, 28),
              R("table-column-header", "Modified", "", 1260, 336, 180, 28)]
        for i, (a, b, c) in enumerate(docs):
            d += [R("table-cell", "", a, 660, 364 + 30 * i, 480, 30), R("table-cell", "", b, 1140, 364 + 30 * i, 120, 30),
                  R("table-cell", "", c, 1260, 364 + 30 * i, 180, 30)]
        d += [R("label", "", "Character Encoding:", 480, 830, 180, 24), R("combo-box", "Character Encoding:", "Unicode (UTF-8)", 670, 826, 220, 32),
              R("label", "", "Line Ending:", 920, 830, 120, 24), R("combo-box", "Line Ending:", "Unix/Linux", 1050, 826, 180, 32)]
        return d

    menu = menu_items(["New Window", "Save As…", "Revert", "Save All", "-", "Print…", "-", "Find…", "Find and Replace…",
                       "Go to Line…", "-", "Preferences", "Keyboard Shortcuts", "Help", "About Text Editor"], 1240, 170, 230, 30)

    def prefs(tab: str, ln: bool, tw: str, spaces: bool) -> list[Row]:
        d = [R("dialog", "Preferences", "", 700, 220, 540, 560), R("page-tab", "View", "", 720, 260, 100, 30),
             R("page-tab", "Editor", "", 820, 260, 100, 30), R("page-tab", "Font & Colors", "", 920, 260, 140, 30),
             R("page-tab", "Plugins", "", 1060, 260, 100, 30)]
        if tab == "View":
            d += [R("check-box", "Display line numbers", "", 730, 310, 300, 28), R("label", "", "checked" if ln else "unchecked", 1040, 310, 100, 28),
                  R("check-box", "Display right margin at column", "", 730, 344, 300, 28), R("spin-button", "Right margin", "80", 1040, 342, 80, 30),
                  R("check-box", "Display overview map", "", 730, 378, 300, 28), R("check-box", "Display grid pattern", "", 730, 412, 300, 28),
                  R("label", "", "Text Wrapping", 730, 460, 200, 24), R("check-box", "Enable text wrapping", "", 750, 490, 300, 28),
                  R("check-box", "Do not split words over two lines", "", 770, 524, 320, 28), R("label", "", "Highlighting", 730, 570, 200, 24),
                  R("check-box", "Highlight current line", "", 750, 600, 300, 28), R("check-box", "Highlight matching brackets", "", 750, 634, 300, 28)]
        else:
            d += [R("label", "", "Tab Stops", 730, 310, 200, 24), R("label", "", "Tab width:", 750, 344, 120, 24),
                  R("spin-button", "Tab width:", tw, 880, 340, 80, 30), R("check-box", "Insert spaces instead of tabs", "", 750, 380, 320, 28),
                  R("label", "", "checked" if spaces else "unchecked", 1080, 380, 100, 28),
                  R("check-box", "Enable automatic indentation", "", 750, 414, 320, 28), R("label", "", "File Saving", 730, 470, 200, 24),
                  R("check-box", "Create a backup copy of files before saving", "", 750, 500, 400, 28),
                  R("check-box", "Autosave files every", "", 750, 534, 220, 28), R("spin-button", "Autosave minutes", "10", 980, 532, 70, 30),
                  R("label", "", "minutes", 1060, 536, 80, 24)]
        return d

    added = lines[:13] + ["- [ ] follow up with Jonas"]
    state = ed("*Untitled Document 1 - gedit", "", lines, "Plain Text", "Tab Width: 8", "Ln 14, Col 1", clock="Apr 18 09:31")
    turns = [
        (code("pyautogui.hotkey('ctrl', 'shift', 's')"),
         ed("*Untitled Document 1 - gedit", "", lines, "Plain Text", "Tab Width: 8", "Ln 14, Col 1", extra=save_as("Untitled Document 1"), clock="Apr 18 09:31")),
        (code(f"pyautogui.hotkey('ctrl', 'a')\npyautogui.write('{fname}')\npyautogui.press('enter')"),
         ed(f"{fname} (~/Documents) - gedit", "~/Documents", lines, "Markdown", "Tab Width: 8", "Ln 14, Col 1", clock="Apr 18 09:32")),
        (code("pyautogui.click(1473, 147)  # Main Menu"),
         ed(f"{fname} (~/Documents) - gedit", "~/Documents", lines, "Markdown", "Tab Width: 8", "Ln 14, Col 1", extra=menu, clock="Apr 18 09:32")),
        (code("pyautogui.click(1350, 515)  # Preferences"),
         ed(f"{fname} (~/Documents) - gedit", "~/Documents", lines, "Markdown", "Tab Width: 8", "Ln 14, Col 1", extra=prefs("View", False, "8", False), clock="Apr 18 09:32")),
        (code("pyautogui.click(745, 324)  # Display line numbers"),
         ed(f"{fname} (~/Documents) - gedit", "~/Documents", lines, "Markdown", "Tab Width: 8", "Ln 14, Col 1", True, prefs("View", True, "8", False), "Apr 18 09:33")),
        (code("pyautogui.click(870, 275)  # Editor\npyautogui.tripleClick(915, 355)\npyautogui.write('4')\npyautogui.press('tab')\npyautogui.click(765, 394)  # Insert spaces"),
         ed(f"{fname} (~/Documents) - gedit", "~/Documents", lines, "Markdown", "Tab Width: 4", "Ln 14, Col 1", True, prefs("Editor", True, "4", True), "Apr 18 09:33")),
        (code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'end')\npyautogui.write('- [ ] follow up with Jonas')"),
         ed(f"*{fname} (~/Documents) - gedit", "~/Documents", added, "Markdown", "Tab Width: 4", "Ln 14, Col 27", True, clock="Apr 18 09:34")),
        (code("pyautogui.hotkey('ctrl', 's')"),
         ed(f"{fname} (~/Documents) - gedit", "~/Documents", added, "Markdown", "Tab Width: 4", "Ln 14, Col 27", True, clock="Apr 18 09:34")),
    ]
    return dict(tid="h47-os-09", system=task("Save the open untitled note as ~/Documents/standup-2024-04-18.md, turn on line numbers, use 4-space indentation (tab width 4, insert spaces), then add the item '- [ ] follow up with Jonas' on the last line and save."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 10
# VLC (bad)
def t10() -> dict[str, Any]:
    files = [("lecture-01-intro.mp4", "48:12", "412.3 MB"), ("lecture-02-sets.mp4", "52:37", "455.8 MB"),
             ("lecture-03-proofs.mp4", "45:09", "389.1 MB"), ("lecture-04-induction.mp4", "50:44", "401.7 MB")]
    base = "/home/tomas/Videos/lectures/"

    def vlc(title: str, items: list[tuple[str, str, str]], playing: str | None, elapsed: str, total: str, loop: str, vol: str,
            speed: str = "1.00x", extra: list[Row] | None = None, clock: str = "") -> str:
        rows = frame(title, 260, 100, 1400, 860, csd=False)
        for i, m in enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]):
            rows.append(R("menu", m, "", 264 + 70 * i, 104, 68, 24))
        tree = [("Playlist", 0), ("Media Library", 0), ("My Computer", 0), ("My Videos", 1), ("My Music", 1), ("My Pictures", 1),
                ("Devices", 0), ("Discs", 1), ("Local Network", 0), ("Universal Plug'n'Play", 1), ("Network streams (SAP)", 1),
                ("Internet", 0), ("Podcasts", 1), ("Jamendo Selections", 1), ("Icecast Radio Directory", 1)]
        for i, (t, d) in enumerate(tree):
            rows.append(R("tree-item", t, "", 266 + 14 * d, 136 + 26 * i, 230 - 14 * d, 26))
        rows += [R("table-column-header", "Title", "", 500, 132, 700, 26), R("table-column-header", "Duration", "", 1200, 132, 140, 26),
                 R("table-column-header", "Album", "", 1340, 132, 310, 26)]
        for i, (n, d, _s) in enumerate(items):
            rows += [R("table-cell", "Now playing" if n == playing else "", n, 500, 158 + 24 * i, 700, 24),
                     R("table-cell", "", d, 1200, 158 + 24 * i, 140, 24), R("table-cell", "", "", 1340, 158 + 24 * i, 310, 24)]
        rows += [R("entry", "Search the playlist", "", 1420, 102, 230, 24),
                 R("label", "", elapsed, 266, 884, 60, 20), R("slider", "Position", "", 330, 884, 1200, 20), R("label", "", total, 1540, 884, 60, 20),
                 R("push-button", "Pause the playback" if playing else "Play", "", 266, 912, 40, 40),
                 R("push-button", "Previous media in the playlist, skip backward when held", "", 316, 918, 30, 30),
                 R("push-button", "Stop playback", "", 348, 918, 30, 30),
                 R("push-button", "Next media in the playlist, skip forward when held", "", 380, 918, 30, 30),
                 R("push-button", "Toggle the video to fullscreen", "", 424, 918, 30, 30),
                 R("push-button", "Show extended settings", "", 456, 918, 30, 30), R("push-button", "Toggle playlist", "", 488, 918, 30, 30),
                 R("toggle-button", "Click to toggle between loop all, loop one and no loop", loop, 520, 918, 30, 30),
                 R("toggle-button", "Random", "", 552, 918, 30, 30), R("label", "", speed, 1400, 924, 50, 20),
                 R("push-button", "Mute", "", 1470, 918, 30, 30), R("slider", "Volume", vol, 1506, 920, 140, 26)]
        return desk("VLC media player", rows + (extra or []), clock)

    def open_media(paths: list[str]) -> list[Row]:
        d = [R("dialog", "Open Media", "", 560, 200, 800, 620), R("page-tab", "File", "", 580, 240, 100, 30),
             R("page-tab", "Disc", "", 680, 240, 100, 30), R("page-tab", "Network", "", 780, 240, 110, 30),
             R("page-tab", "Capture Device", "", 890, 240, 150, 30), R("label", "", "File Selection", 590, 290, 200, 24),
             R("label", "", "You can select local files with the following list and buttons.", 600, 320, 600, 24),
             R("list", "", "", 600, 350, 600, 200)]
        for i, p in enumerate(paths):
            d.append(R("list-item", "", p, 602, 352 + 24 * i, 596, 24))
        d += [R("push-button", "Add...", "", 1220, 350, 110, 32), R("push-button", "Remove", "", 1220, 390, 110, 32),
              R("check-box", "Use a sub-title file", "", 600, 580, 300, 26), R("check-box", "Show more options", "", 600, 740, 240, 26),
              R("push-button", "Play", "", 1110, 770, 90, 34), R("push-button", "Play drop-down", "", 1200, 770, 30, 34),
              R("push-button", "Cancel", "", 1240, 770, 100, 34)]
        return d

    chooser = [R("dialog", "Select one or multiple files", "", 460, 160, 1000, 700), R("push-button", "tomas", "", 700, 176, 80, 32),
               R("push-button", "Videos", "", 780, 176, 90, 32), R("push-button", "lectures", "", 870, 176, 100, 32)]
    for i, s in enumerate(["Recent", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"]):
        chooser.append(R("list-item", s, "", 470, 230 + 32 * i, 180, 32))
    chooser += [R("table-column-header", "Name", "", 660, 226, 520, 28), R("table-column-header", "Size", "", 1180, 226, 120, 28),
                R("table-column-header", "Modified", "", 1300, 226, 150, 28)]
    listing = files + [("slides.pdf", "", "3.2 MB")]
    mods = ["12 Jan", "19 Jan", "26 Jan", "29 Jan", "29 Jan"]
    for i, (n, _d, s) in enumerate(listing):
        chooser += [R("table-cell", "", n, 660, 254 + 30 * i, 520, 30), R("table-cell", "", s, 1180, 254 + 30 * i, 120, 30),
                    R("table-cell", "", mods[i], 1300, 254 + 30 * i, 150, 30)]
    chooser += [R("combo-box", "File type", "All Files", 1200, 780, 240, 32), R("push-button", "Cancel", "", 1220, 820, 100, 32),
                R("push-button", "Open", "", 1330, 820, 100, 32)]
    three = files[:3]
    paths = [base + f[0] for f in three]
    t_idle = "VLC media player"
    t_play = "lecture-02-sets.mp4 - VLC media player"
    state = vlc(t_idle, [], None, "--:--", "--:--", "No loop", "100%", clock="Jan 30 19:10")
    turns = [
        (code("pyautogui.hotkey('ctrl', 'shift', 'o')"), vlc(t_idle, [], None, "--:--", "--:--", "No loop", "100%", extra=open_media([]), clock="Jan 30 19:10")),
        (code("pyautogui.click(1275, 366)  # Add..."), vlc(t_idle, [], None, "--:--", "--:--", "No loop", "100%", extra=open_media([]) + chooser, clock="Jan 30 19:10")),
        (code("pyautogui.click(800, 269)\npyautogui.keyDown('shift')\npyautogui.click(800, 329)\npyautogui.keyUp('shift')\npyautogui.click(1380, 836)  # Open"),
         vlc(t_idle, [], None, "--:--", "--:--", "No loop", "100%", extra=open_media(paths), clock="Jan 30 19:11")),
        (code("pyautogui.click(1215, 787)  # Play drop-down\npyautogui.click(1180, 820)  # Enqueue"),
         vlc(t_idle, three, None, "--:--", "--:--", "No loop", "100%", clock="Jan 30 19:11")),
        (code("pyautogui.click(535, 933)  # loop"), vlc(t_idle, three, None, "--:--", "--:--", "Loop all", "100%", clock="Jan 30 19:11")),
        (code("pyautogui.doubleClick(800, 194)  # lecture-02-sets.mp4"),
         vlc(t_play, three, "lecture-02-sets.mp4", "00:01", "52:37", "Loop all", "100%", clock="Jan 30 19:12")),
        (code("pyautogui.click(334, 116)  # Playback\npyautogui.click(380, 146)  # Speed\npyautogui.click(560, 206)  # Faster (fine)"),
         vlc(t_play, three, "lecture-02-sets.mp4", "00:19", "52:37", "Loop all", "100%", "1.10x", clock="Jan 30 19:12")),
        (code("pyautogui.moveTo(1576, 933)\npyautogui.scroll(-2)"),
         vlc(t_play, three, "lecture-02-sets.mp4", "00:12", "52:37", "Loop all", "90%", "1.10x", clock="Jan 30 19:12")),
        (code("pyautogui.press('s')"), vlc(t_idle, three, None, "--:--", "--:--", "Loop all", "90%", "1.10x", clock="Jan 30 19:12")),
    ]
    return dict(tid="h47-os-10", system=task("Enqueue lectures 1 to 3 from ~/Videos/lectures in VLC without starting playback, turn on loop-all, then play lecture 2 slightly faster at lower volume, and stop it."),
                turns=turns, state=state, bad=True, turn=8, kind="playback position goes backwards while playing without any seek")


# ---------------------------------------------------------------- 11
# GNOME Settings (bad)
def t11() -> dict[str, Any]:
    wifi = [R("label", "", "Wi-Fi", 680, 180, 200, 24), R("switch", "Wi-Fi", "", 1460, 176, 60, 30),
            R("label", "", "Airplane Mode", 680, 230, 200, 24), R("label", "", "Disables Wi-Fi, Bluetooth and mobile broadband", 680, 254, 500, 20),
            R("switch", "Airplane Mode", "", 1460, 230, 60, 30), R("label", "", "Visible Networks", 680, 310, 300, 24)]
    nets = [("Casa-Lima-5G", "Connected"), ("Casa-Lima", ""), ("MEO-7F21A0", ""), ("NOS-2A4C", ""), ("Vodafone-C8E1", ""),
            ("DIRECT-4B-HP OfficeJet 8010", ""), ("eduroam", "")]
    for i, (n, s) in enumerate(nets):
        wifi += [R("list-item", n, "", 680, 340 + 50 * i, 840, 50), R("label", "", s, 1300, 352 + 50 * i, 120, 24)]

    def bt(states: dict[str, str], extra: list[Row] | None = None) -> list[Row]:
        b = [R("label", "", "Bluetooth", 860, 136, 120, 24), R("switch", "Bluetooth", "", 1520, 132, 60, 30),
             R("label", "", "Visible as “ana-thinkpad” and available for Bluetooth file transfers. Transferred files are placed in the Downloads folder.", 680, 180, 840, 44),
             R("label", "", "Devices", 680, 250, 200, 24)]
        for i, (n, s) in enumerate(states.items()):
            b += [R("list-item", n, "", 680, 280 + 50 * i, 840, 50), R("label", "", s, 1340, 292 + 50 * i, 160, 24)]
        b.append(R("label", "", "Searching for devices…", 680, 280 + 50 * len(states) + 10, 300, 24))
        return b + (extra or [])

    st0 = {"WH-1000XM4": "Connected", "Galaxy Buds2": "Disconnected", "MX Keys": "Not Set Up", "Pixel 7": "Not Set Up",
           "[TV] Samsung 7 Series (55)": "Not Set Up", "JBL Flip 5": "Not Set Up"}
    st1 = dict(st0, **{"MX Keys": "Connected"})
    st_bad = dict(st1, **{"WH-1000XM4": "Disconnected"})
    pin = [R("dialog", "Confirm Bluetooth PIN", "", 720, 380, 480, 240), R("label", "", "Confirm Bluetooth PIN", 750, 400, 420, 30),
           R("label", "", "Please enter the following PIN on “MX Keys” and press “Enter” on the keyboard.", 750, 440, 420, 44),
           R("label", "", "482913", 880, 500, 160, 40), R("push-button", "Cancel", "", 750, 570, 420, 36)]
    dev = [R("dialog", "MX Keys", "", 700, 300, 520, 420), R("label", "", "Connection", 730, 350, 200, 24),
           R("switch", "Connection", "", 1120, 346, 60, 30), R("label", "", "Paired", 730, 400, 200, 24), R("label", "", "Yes", 1000, 400, 180, 24),
           R("label", "", "Type", 730, 440, 200, 24), R("label", "", "Keyboard", 1000, 440, 180, 24),
           R("label", "", "Address", 730, 480, 200, 24), R("label", "", "D4:3A:2C:91:0F:7B", 1000, 480, 200, 24),
           R("push-button", "Keyboard Settings", "", 730, 560, 460, 36), R("push-button", "Remove Device", "", 730, 620, 460, 36)]
    kb = [R("label", "", "Input Sources", 680, 180, 300, 24),
          R("label", "", "Includes keyboard layouts and input methods.", 680, 206, 500, 20),
          R("list-item", "English (US)", "", 680, 236, 840, 50), R("push-button", "Options", "", 1470, 246, 34, 30),
          R("push-button", "+ Add Input Source…", "", 680, 286, 840, 50), R("label", "", "Input Source Switching", 680, 360, 300, 24),
          R("radio-button", "Use the same source for all windows", "", 680, 390, 840, 44),
          R("radio-button", "Switch input sources individually for each window", "", 680, 434, 840, 44),
          R("push-button", "Keyboard Shortcut", "", 680, 478, 840, 44), R("label", "", "Super+Space", 1360, 490, 140, 24),
          R("label", "", "Special Character Entry", 680, 550, 300, 24), R("push-button", "Alternate Characters Key", "", 680, 580, 840, 44),
          R("label", "", "Right Alt", 1380, 592, 120, 24), R("push-button", "Compose Key", "", 680, 624, 840, 44),
          R("label", "", "Off", 1440, 636, 60, 24), R("label", "", "Keyboard Shortcuts", 680, 700, 300, 24),
          R("push-button", "View and Customize Shortcuts", "", 680, 730, 840, 50)]
    add = [R("dialog", "Add an Input Source", "", 710, 260, 500, 520), R("push-button", "Cancel", "", 720, 270, 90, 34),
           R("push-button", "Add", "", 1110, 270, 90, 34), R("entry", "Language or country", "", 740, 320, 440, 34)]
    for i, lang in enumerate(["English (United States)", "English (United Kingdom)", "German (Germany)", "Portuguese (Brazil)",
                              "Portuguese (Portugal)", "Spanish (Spain)", "French (France)", "⋮"]):
        add.append(R("list-item", lang, "", 730, 370 + 48 * i, 460, 48))
    state = settings("Wi-Fi", wifi, "Oct 03 15:20")
    turns = [
        (code("pyautogui.click(465, 249)  # Bluetooth"), settings("Bluetooth", bt(st0), "Oct 03 15:20")),
        (code("pyautogui.click(1000, 405)  # MX Keys"), settings("Bluetooth", bt(st0, pin), "Oct 03 15:21")),
        (code("import time\ntime.sleep(15)  # PIN typed on the MX Keys"), settings("Bluetooth", bt(st1), "Oct 03 15:21")),
        (code("pyautogui.click(1000, 405)  # MX Keys"), settings("Bluetooth", bt(st_bad, dev), "Oct 03 15:22")),
        (code("pyautogui.press('escape')\npyautogui.click(465, 683)  # Keyboard"), settings("Keyboard", kb, "Oct 03 15:22")),
        (code("pyautogui.click(1100, 311)  # + Add Input Source…"), settings("Keyboard", kb + add, "Oct 03 15:23")),
    ]
    return dict(tid="h47-os-11", system=task("Pair the Logitech MX Keys keyboard over Bluetooth in Settings, then open the Keyboard page to add a second input source."),
                turns=turns, state=state, bad=True, turn=4, kind="headphones shown disconnected though nothing touched them")


# ---------------------------------------------------------------- 12
# LibreOffice Calc (clean)
def t12() -> dict[str, Any]:
    title = "lab_inventory.xlsx - LibreOffice Calc"
    data = [("RG-1001", "Ethanol 96% 1 L", "Reagents", 14, 10), ("RG-1002", "Acetone 2.5 L", "Reagents", 3, 6),
            ("CS-2040", "Nitrile gloves M (100)", "Consumables", 22, 15), ("CS-2041", "Nitrile gloves L (100)", "Consumables", 8, 15),
            ("GL-3105", "Beaker 250 mL", "Glassware", 41, 20), ("RG-1007", "Sodium chloride 1 kg", "Reagents", 5, 4),
            ("GL-3110", "Volumetric flask 100 mL", "Glassware", 12, 10), ("CS-2055", "Pipette tips 200 µL (960)", "Consumables", 2, 5),
            ("RG-1012", "Hydrochloric acid 37% 1 L", "Reagents", 1, 3), ("GL-3122", "Petri dish 90 mm (20)", "Glassware", 18, 25)]
    hdr = ["Code", "Item", "Category", "In stock", "Min level"]
    wd = {"A": 90, "B": 260, "C": 130, "D": 90, "E": 90, "F": 90, "G": 101, "H": 101}

    def cells(rows: list[tuple[str, str, str, int, int]], reorder: int) -> dict[str, str]:
        out = {f"{COLS[j]}1": h for j, h in enumerate(hdr)}
        for i, r in enumerate(rows, 2):
            for j, v in enumerate(r):
                out[f"{COLS[j]}{i}"] = str(v)
        if reorder >= 1:
            out["F1"] = "Reorder"
        for i, r in enumerate(rows, 2):
            if reorder >= 2 and (i == 2 or reorder >= 3):
                out[f"F{i}"] = "YES" if r[3] < r[4] else "NO"
        return out

    st = ["Sheet 1 of 1", "Default", "English (USA)"]
    data2 = [r if r[0] != "RG-1002" else (r[0], r[1], r[2], 9, r[4]) for r in data]
    yes = sum(1 for r in data2 if r[3] < r[4])
    nsum = sum(r[3] + r[4] for r in data)

    def cv(c: dict[str, str], nb: str, il: str, status: list[str], sheets: list[str], extra: list[Row] | None = None,
           visible: list[int] | None = None, af: str = "", active: str = "Stock") -> str:
        return desk("LibreOffice Calc", calc_rows(title, c, nb, il, sheets, active, status, ncols=8, nrows=14, widths=wd,
                                                   visible=visible, autofilter=af) + (extra or []), clk.pop(0))

    clk = ["Apr 18 14:03", "Apr 18 14:03", "Apr 18 14:04", "Apr 18 14:04", "Apr 18 14:05", "Apr 18 14:05", "Apr 18 14:06",
           "Apr 18 14:06", "Apr 18 14:07", "Apr 18 14:07", "Apr 18 14:08", "Apr 18 14:09", "Apr 18 14:09"]
    reag = [1] + [i for i, r in enumerate(data, 2) if r[2] == "Reagents"] + [12, 13, 14, 15, 16, 17, 18, 19, 20]
    popup = [R("window", "AutoFilter", "", 512, 238, 280, 360), R("push-button", "Sort Ascending", "", 520, 246, 264, 26),
             R("push-button", "Sort Descending", "", 520, 272, 264, 26), R("push-button", "Top 10", "", 520, 306, 264, 26),
             R("push-button", "Empty", "", 520, 332, 264, 26), R("push-button", "Not Empty", "", 520, 358, 264, 26),
             R("entry", "Search items...", "", 520, 394, 264, 28), R("check-box", "(All)", "", 524, 430, 240, 24),
             R("check-box", "Consumables", "", 524, 454, 240, 24), R("check-box", "Glassware", "", 524, 478, 240, 24),
             R("check-box", "Reagents", "", 524, 502, 240, 24), R("push-button", "OK", "", 610, 560, 80, 30),
             R("push-button", "Cancel", "", 700, 560, 80, 30)]
    sel10 = ["Selected: 10 rows, 1 column", "Average: ; Sum: 0"]
    keep = [R("dialog", "Keep current format", "", 640, 400, 640, 240),
            R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.", 670, 430, 580, 50),
            R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 670, 490, 580, 30),
            R("check-box", "Ask when not saving in ODF or default format", "", 670, 540, 400, 26),
            R("push-button", "Use Excel 2007-365!", "", 820, 590, 200, 34), R("push-button", "Use ODF Format!", "", 1030, 590, 200, 34)]
    orders0: dict[str, str] = {}
    orders1 = {"A1": "Reorder list 2024-04-18", "A2": "Items to reorder", "B2": str(yes)}
    state = desk("LibreOffice Calc", calc_rows(title, cells(data, 0), "A1", "Code", ["Sheet1"], "Sheet1", st + ["Average: ; Sum: 0"], 8, 14, wd), clk.pop(0))
    turns = [
        (code("CalcTools.rename_sheet('Sheet1', 'Stock')"), cv(cells(data, 0), "A1", "Code", st + ["Average: ; Sum: 0"], ["Stock"])),
        (code("pyautogui.click(134, 178)\npyautogui.write('F1\\n')\npyautogui.write('Reorder\\n')"),
         cv(cells(data, 1), "F2", "", st + ["Average: ; Sum: 0"], ["Stock"])),
        (code("pyautogui.write('=IF(D2<E2;\"YES\";\"NO\")\\n')"), cv(cells(data, 2), "F3", "", st + ["Average: ; Sum: 0"], ["Stock"])),
        (code("pyautogui.click(134, 178)\npyautogui.write('F2:F11\\n')\npyautogui.hotkey('ctrl', 'd')"),
         cv(cells(data, 3), "F2:F11", "=IF(D2<E2;\"YES\";\"NO\")", st + sel10, ["Stock"])),
        (code("pyautogui.click(134, 178)\npyautogui.write('A1:F11\\n')\npyautogui.hotkey('ctrl', 'shift', 'l')"),
         cv(cells(data, 3), "A1:F11", "Code", st + ["Selected: 11 rows, 6 columns", f"Average: {num(nsum / 20)}; Sum: {nsum}"], ["Stock"], af="ABCDEF")),
        (code("pyautogui.click(583, 228)  # Category AutoFilter"),
         cv(cells(data, 3), "A1:F11", "Code", st + ["Selected: 11 rows, 6 columns", f"Average: {num(nsum / 20)}; Sum: {nsum}"], ["Stock"], popup, af="ABCDEF")),
        (code("pyautogui.click(530, 442)  # (All)\npyautogui.click(530, 514)  # Reagents\npyautogui.click(650, 575)  # OK\npyautogui.click(157, 228)  # A1"),
         cv(cells(data, 3), "A1", "Code", ["4 of 10 records found", "Default", "English (USA)", "Average: ; Sum: 0"], ["Stock"], visible=reag, af="ABCDEF")),
        (code("pyautogui.click(134, 178)\npyautogui.write('D3\\n')\npyautogui.write('9\\n')"),
         cv(cells(data2, 3), "D7", "5", ["4 of 10 records found", "Default", "English (USA)", "Average: 5; Sum: 5"], ["Stock"], visible=reag, af="ABCDEF")),
        (code("pyautogui.click(583, 228)  # Category AutoFilter\npyautogui.click(530, 442)  # (All)\npyautogui.click(650, 575)  # OK"),
         cv(cells(data2, 3), "D7", "5", st + ["Average: 5; Sum: 5"], ["Stock"], af="ABCDEF")),
        (code("pyautogui.click(476, 70)  # Sheet\npyautogui.click(560, 130)  # Insert Sheet at End...\npyautogui.write('Orders\\n')"),
         cv(orders0, "A1", "", ["Sheet 2 of 2", "Default", "English (USA)", "Average: ; Sum: 0"], ["Stock", "Orders"], active="Orders")),
        (code("pyautogui.write('Reorder list 2024-04-18\\n')\npyautogui.write('Items to reorder\\t=COUNTIF(Stock.F2:F11;\"YES\")\\n')"),
         cv(orders1, "A3", "", ["Sheet 2 of 2", "Default", "English (USA)", "Average: ; Sum: 0"], ["Stock", "Orders"], active="Orders")),
        (code("CalcTools.save()"),
         cv(orders1, "A3", "", ["Sheet 2 of 2", "Default", "English (USA)", "Average: ; Sum: 0"], ["Stock", "Orders"], keep, active="Orders")),
    ]
    return dict(tid="h47-os-12", system=task("In lab_inventory.xlsx, rename Sheet1 to Stock, add a 'Reorder' column (YES when In stock is below Min level), filter to Reagents to check them, correct the Acetone stock to 9, clear the filter, and add an Orders sheet counting the items to reorder. Save in the current format."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 13
# Clocks (clean)
def t13() -> dict[str, Any]:
    def hm(h: int, m: int) -> str:
        return f"{h % 24:02d}:{m:02d}"

    def world(m: int, tokyo: bool) -> list[Row]:
        h = 21
        cities = [("New York", "United States", -6), ("London", "United Kingdom", -1)]
        if tokyo:
            cities.append(("Tokyo", "Japan", 8))
        b = [R("push-button", "Add Location", "", 92, 38, 34, 34)]
        for i, (c, country, off) in enumerate(cities):
            day = "Tomorrow" if h + off >= 24 else "Today"
            rel = f"{abs(off)} hour{'s' if abs(off) != 1 else ''} {'later' if off > 0 else 'earlier'}"
            b += [R("list-item", f"{c}, {country}", "", 560, 140 + 80 * i, 800, 80), R("label", "", c, 590, 150 + 80 * i, 400, 24),
                  R("label", "", f"{day} • {rel}", 590, 178 + 80 * i, 400, 20), R("label", "", hm(h + off, m), 1220, 160 + 80 * i, 100, 30)]
        return b

    def tabs(extra: list[Row]) -> list[Row]:
        rows = frame("Clocks", 460, 100, 1000, 820)
        rows += [R("radio-button", "World", "", 760, 110, 100, 34), R("radio-button", "Alarms", "", 860, 110, 100, 34),
                 R("radio-button", "Stopwatch", "", 960, 110, 110, 34), R("radio-button", "Timer", "", 1070, 110, 100, 34),
                 R("push-button", "Main Menu", "", 1370, 110, 34, 34)]
        return rows + extra

    def shift(rows: list[Row]) -> list[Row]:
        return [(t, n, x, (p[0], p[1] + 100), s) for t, n, x, p, s in rows]

    add_loc = [R("dialog", "Add a New World Clock", "", 660, 260, 600, 480), R("push-button", "Cancel", "", 670, 270, 90, 34),
               R("push-button", "Add", "", 1160, 270, 90, 34), R("entry", "Search for a city", "", 690, 320, 540, 36)]
    add_loc2 = add_loc[:3] + [R("entry", "Search for a city", "Tokyo", 690, 320, 540, 36),
                              R("list-item", "Tokyo, Japan", "", 690, 370, 540, 48),
                              R("list-item", "Tokyo Haneda Airport, Tokyo, Japan", "", 690, 418, 540, 48),
                              R("list-item", "Tokyo Narita Airport, Chiba, Japan", "", 690, 466, 540, 48)]

    def alarms(items: list[tuple[str, str, str, bool]]) -> list[Row]:
        b = [R("push-button", "Add Alarm", "", 480, 110, 34, 34)]
        for i, (t, n, rep, on) in enumerate(items):
            b += [R("list-item", n, "", 560, 200 + 80 * i, 800, 80), R("label", "", t, 590, 210 + 80 * i, 200, 34),
                  R("label", "", f"{n} • {rep}", 590, 246 + 80 * i, 400, 20), R("switch", n, "on" if on else "off", 1280, 220 + 80 * i, 60, 30)]
        return b

    al0 = [("07:00", "Wake up", "Weekdays", True), ("09:30", "Sunday", "Sundays", False)]
    al1 = [("06:45", "Gym", "Weekdays", True)] + al0

    def new_alarm(h: str, m: str, name: str, days: str) -> list[Row]:
        d = [R("dialog", "New Alarm", "", 700, 200, 520, 620), R("push-button", "Cancel", "", 710, 210, 90, 34),
             R("push-button", "Add", "", 1120, 210, 90, 34), R("spin-button", "Hour", h, 820, 280, 120, 90),
             R("label", "", ":", 950, 300, 20, 40), R("spin-button", "Minute", m, 980, 280, 120, 90), R("label", "", "Repeat", 730, 410, 200, 24)]
        for i, dname in enumerate(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]):
            d.append(R("toggle-button", dname, "on" if dname[:3] in days else "", 730 + 66 * i, 440, 60, 40))
        d += [R("label", "", "Name", 730, 510, 200, 24), R("entry", "Name", name, 900, 506, 290, 34),
              R("label", "", "Ring Duration", 730, 560, 200, 24), R("combo-box", "Ring Duration", "5 minutes", 900, 556, 290, 34),
              R("label", "", "Snooze Duration", 730, 610, 200, 24), R("combo-box", "Snooze Duration", "10 minutes", 900, 606, 290, 34)]
        return d

    timer0 = [R("label", "", "Presets", 560, 160, 200, 24)]
    for i, p in enumerate(["1 minute", "2.5 minutes", "3 minutes", "5 minutes", "15 minutes", "30 minutes", "45 minutes", "1 hour"]):
        timer0.append(R("push-button", p, "", 560 + 200 * (i % 4), 200 + 60 * (i // 4), 190, 50))

    def timer_setup(h: str, m: str, s: str) -> list[Row]:
        return timer0 + [R("label", "", "Custom", 560, 340, 200, 24), R("spin-button", "Hours", h, 640, 380, 120, 80),
                         R("spin-button", "Minutes", m, 800, 380, 120, 80), R("spin-button", "Seconds", s, 960, 380, 120, 80),
                         R("push-button", "Start", "", 1120, 400, 120, 44)]

    running = [R("label", "", "25 minutes", 860, 260, 200, 24), R("label", "", "00:24:58", 780, 300, 360, 80),
               R("push-button", "Pause", "", 860, 420, 90, 44), R("push-button", "Delete", "", 960, 420, 90, 44),
               R("push-button", "Add Timer", "", 480, 110, 34, 34)]
    state = desk("Clocks", tabs(shift(world(40, False))), "Feb 20 21:40")
    turns = [
        (code("pyautogui.click(109, 155)  # Add Location"), desk("Clocks", tabs(shift(world(40, False)) + add_loc), "Feb 20 21:40")),
        (code("pyautogui.write('Tokyo')"), desk("Clocks", tabs(shift(world(40, False)) + add_loc2), "Feb 20 21:40")),
        (code("pyautogui.click(960, 394)  # Tokyo, Japan\npyautogui.click(1205, 287)  # Add"), desk("Clocks", tabs(shift(world(41, True))), "Feb 20 21:41")),
        (code("pyautogui.click(910, 127)  # Alarms"), desk("Clocks", tabs(alarms(al0)), "Feb 20 21:41")),
        (code("pyautogui.click(497, 127)  # Add Alarm"), desk("Clocks", tabs(alarms(al0) + new_alarm("21", "41", "Alarm", "")), "Feb 20 21:41")),
        (code("pyautogui.doubleClick(880, 325)\npyautogui.write('06')\npyautogui.doubleClick(1040, 325)\npyautogui.write('45')\nfor x in (760, 826, 892, 958, 1024):\n    pyautogui.click(x, 460)\npyautogui.tripleClick(1045, 523)\npyautogui.write('Gym')"),
         desk("Clocks", tabs(alarms(al0) + new_alarm("06", "45", "Gym", "MonTueWedThuFri")), "Feb 20 21:42")),
        (code("pyautogui.click(1165, 227)  # Add"), desk("Clocks", tabs(alarms(al1)), "Feb 20 21:42")),
        (code("pyautogui.click(1120, 127)  # Timer"), desk("Clocks", tabs(timer_setup("00", "00", "00")), "Feb 20 21:42")),
        (code("pyautogui.doubleClick(860, 420)\npyautogui.write('25')\npyautogui.click(1180, 422)  # Start"), desk("Clocks", tabs(running), "Feb 20 21:42")),
        (code("pyautogui.click(810, 127)  # World"), desk("Clocks", tabs(shift(world(43, True))), "Feb 20 21:43")),
    ]
    return dict(tid="h47-os-13", system=task("In Clocks, add a world clock for Tokyo, create a weekday alarm called Gym at 06:45, start a 25-minute timer, and go back to the World view."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 14
# LibreOffice Writer (bad)
def t14() -> dict[str, Any]:
    title = "grant_report.odt - LibreOffice Writer"
    menus = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
    body = [("heading", "2 Budget"),
            ("paragraph", "The approved budget for the second funding year is summarised below. Personnel costs rose because the doctoral position was filled from 1 March instead of 1 May."),
            ("table", "T1"),
            ("paragraph", "Travel costs stayed below plan; the consumables line absorbs the replacement of two laser diodes."),
            ("heading", "3 Milestones"),
            ("paragraph", "Milestones M3 and M4 were reached on time. M5 slipped by six weeks because the beamline time was moved."),
            ("table", "T2"),
            ("heading", "4 Risks"),
            ("paragraph", "The main risk remains the availability of beamline slots in autumn; a fallback measurement campaign at the partner lab is prepared.")]
    t1 = [["Item", "Planned (EUR)", "Spent (EUR)", "Remaining (EUR)"], ["Personnel", "96,400", "61,250", "35,150"],
          ["Travel", "8,000", "3,420", "4,580"], ["Consumables", "14,500", "11,980", "2,520"], ["Equipment", "22,000", "21,760", "240"]]
    t2 = [["ID", "Milestone", "Planned", "Status"], ["M3", "Prototype cavity assembled", "2024-01-31", "done"],
          ["M4", "First cold test", "2024-03-15", "done"], ["M5", "Beamline measurement", "2024-04-30", "moved to 2024-06-14"],
          ["M6", "Interim report", "2024-07-31", "open"]]

    def doc(style: str, status_cell: str, nav: list[str] | None, extra: list[Row] | None = None, modified: bool = True) -> list[Row]:
        rows = frame(title, csd=False)
        for i, m in enumerate(menus):
            rows.append(R("menu", m, "", 74 + 62 * i, 58, 60, 24))
        rows += [R("combo-box", "Paragraph Style", style, 76, 126, 200, 30), R("combo-box", "Font Name", "Liberation Serif", 280, 126, 180, 30),
                 R("combo-box", "Font Size", "11 pt", 464, 126, 70, 30), R("toggle-button", "Bold", "", 540, 126, 30, 30),
                 R("toggle-button", "Italic", "", 572, 126, 30, 30), R("toggle-button", "Underline", "", 604, 126, 30, 30)]
        y = 200
        right = 1500 if nav is not None else 1850
        rows.append(R("document-text", "", "", 360, 170, right - 360 - 80, 840))
        for kind, text in body:
            if kind == "table":
                tab = t1 if text == "T1" else t2
                for r, line in enumerate(tab):
                    for c, v in enumerate(line):
                        rows.append(R("table-cell", f"{'ABCD'[c]}{r + 1}", v, 400 + 240 * c, y, 240, 26))
                    y += 26
                y += 16
            else:
                rows.append(R(kind, "", text, 400, y, right - 500, 48 if kind == "paragraph" else 32))
                y += 60 if kind == "paragraph" else 40
        if nav is not None:
            rows += [R("panel", "Navigator", "", 1500, 160, 420, 850), R("combo-box", "Navigate By", "Headings", 1510, 200, 200, 30),
                     R("push-button", "Content Navigation View", "", 1720, 200, 30, 30)]
            ny = 250
            for item in nav:
                depth = 0 if item in ("Headings", "Tables", "Frames", "Images", "OLE objects", "Bookmarks", "Sections", "Hyperlinks",
                                      "References", "Indexes", "Comments", "Drawing objects", "Fields") else 1
                rows.append(R("tree-item", item, "", 1510 + 18 * depth, ny, 380 - 18 * depth, 24))
                ny += 24
        st = ["Page 2 of 3", "1,214 words, 7,902 characters", "Default Page Style", "English (UK)", status_cell,
              "Document modified" if modified else "", "100%"]
        x = 74
        for s in st:
            rows.append(R("label", "", s, x, 1032, 10 * len(s) + 20, 22))
            x += 10 * len(s) + 30
        return rows + (extra or [])

    def nav(tables: list[str]) -> list[str]:
        return ["Headings", "1 Summary", "2 Budget", "3 Milestones", "4 Risks", "Tables"] + tables + \
            ["Frames", "Images", "Image1", "OLE objects", "Bookmarks", "Sections", "Hyperlinks", "References", "Indexes",
             "Comments", "Drawing objects", "Fields"]

    def tprops(name: str) -> list[Row]:
        return [R("dialog", "Table Properties", "", 560, 220, 800, 600), R("page-tab", "Table", "", 580, 260, 90, 30),
                R("page-tab", "Text Flow", "", 670, 260, 110, 30), R("page-tab", "Columns", "", 780, 260, 100, 30),
                R("page-tab", "Borders", "", 880, 260, 100, 30), R("page-tab", "Background", "", 980, 260, 120, 30),
                R("label", "", "Name:", 600, 320, 100, 24), R("entry", "Name:", name, 720, 316, 300, 30),
                R("label", "", "Width:", 600, 360, 100, 24), R("spin-button", "Width:", "17.00 cm", 720, 356, 140, 30),
                R("check-box", "Relative", "", 880, 360, 120, 24), R("label", "", "Alignment", 1060, 320, 200, 24),
                R("radio-button", "Automatic", "", 1060, 350, 200, 24), R("radio-button", "Left", "", 1060, 376, 200, 24),
                R("radio-button", "Center", "", 1060, 402, 200, 24), R("radio-button", "Right", "", 1060, 428, 200, 24),
                R("label", "", "Spacing", 600, 480, 200, 24), R("spin-button", "Left:", "0.00 cm", 720, 510, 140, 30),
                R("spin-button", "Right:", "0.00 cm", 720, 546, 140, 30), R("spin-button", "Above:", "0.00 cm", 720, 582, 140, 30),
                R("spin-button", "Below:", "0.21 cm", 720, 618, 140, 30), R("push-button", "Help", "", 580, 770, 90, 34),
                R("push-button", "Reset", "", 980, 770, 90, 34), R("push-button", "OK", "", 1140, 770, 90, 34),
                R("push-button", "Cancel", "", 1240, 770, 90, 34)]

    ck = ["Apr 18 16:12", "Apr 18 16:12", "Apr 18 16:13", "Apr 18 16:13", "Apr 18 16:14", "Apr 18 16:14", "Apr 18 16:15",
          "Apr 18 16:15", "Apr 18 16:16", "Apr 18 16:16", "Apr 18 16:17", "Apr 18 16:17"]

    def w(rows: list[Row]) -> str:
        return desk("LibreOffice Writer", rows, ck.pop(0))

    state = w(doc("Heading 1", "", None, modified=False))
    turns = [
        (code("pyautogui.press('f5')  # Navigator"), w(doc("Heading 1", "", nav(["Table1", "Table2"]), modified=False))),
        (code("pyautogui.click(760, 335)  # Budget table, cell B2"), w(doc("Table Contents", "Table1:B2", nav(["Table1", "Table2"]), modified=False))),
        (code("pyautogui.click(446, 70)  # Table\npyautogui.click(560, 600)  # Properties…"),
         w(doc("Table Contents", "Table1:B2", nav(["Table1", "Table2"]), tprops("Table1"), modified=False))),
        (code("pyautogui.tripleClick(870, 331)\npyautogui.write('Budget')"),
         w(doc("Table Contents", "Table1:B2", nav(["Table1", "Table2"]), tprops("Budget"), modified=False))),
        (code("pyautogui.click(1185, 787)  # OK"), w(doc("Table Contents", "Budget:B2", nav(["Budget", "Table2"])))),
        (code("pyautogui.click(1000, 667)  # Milestones table, cell C3"), w(doc("Table Contents", "Table2:C3", nav(["Budget", "Table2"])))),
        (code("pyautogui.click(446, 70)  # Table\npyautogui.click(560, 600)  # Properties…"),
         w(doc("Table Contents", "Table2:C3", nav(["Budget", "Table2"]), tprops("Table2")))),
        (code("pyautogui.tripleClick(870, 331)\npyautogui.write('Milestones')\npyautogui.click(1185, 787)  # OK"),
         w(doc("Table Contents", "Milestones:C3", nav(["Budget", "Milestones"])))),
        (code("WriterTools.set_line_spacing(1.5)"), w(doc("Table Contents", "Milestones:C3", nav(["Table1", "Milestones"])))),
        (code("pyautogui.press('f5')  # close Navigator"), w(doc("Table Contents", "Milestones:C3", None))),
        (code("WriterTools.save()"), w(doc("Table Contents", "Milestones:C3", None, modified=False))),
    ]
    return dict(tid="h47-os-14", system=task("In grant_report.odt, give the two tables meaningful names (the budget table 'Budget', the milestone table 'Milestones') via Table Properties, check them in the Navigator, set 1.5 line spacing and save."),
                turns=turns, state=state, bad=True, turn=9, kind="table renamed by the agent listed under its old name in the Navigator")


# ---------------------------------------------------------------- Terminal helper
class Term:
    """A GNOME Terminal window whose visible text grows with each command (last `keep` lines shown)."""

    def __init__(self, user: str, host: str, cwd: str, keep: int = 42) -> None:
        self.user, self.host, self.cwd, self.keep = user, host, cwd, keep
        self.lines: list[str] = [self.prompt()]

    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}$ "

    def run(self, cmd: str, out: str = "") -> list[str]:
        self.lines[-1] += cmd
        if out:
            self.lines += out.rstrip("\n").split("\n")
        self.lines.append(self.prompt())
        return self.view()

    def view(self) -> list[str]:
        return self.lines[-self.keep:]


def term_rows(t: Term, text: list[str]) -> list[Row]:
    title = f"{t.user}@{t.host}: {t.cwd}"
    rows = frame(title, 70, 27, 1850, 1053)
    rows += [R("push-button", "New Tab", "", 80, 37, 34, 34), R("label", "", title, 860, 44, 300, 20),
             R("push-button", "Search", "", 1700, 37, 34, 34), R("push-button", "Menu", "", 1744, 37, 34, 34),
             R("terminal", "Terminal", "\n".join(text), 72, 80, 1846, 998)]
    return rows


def ls_l(entries: list[tuple[str, int, str]], user: str) -> str:
    total = sum(-(-s // 4096) * 4 for _, s, _ in entries)
    w = max(len(str(s)) for _, s, _ in entries)
    out = [f"total {total}"]
    for name, size, date in entries:
        out.append(f"-rw-r--r-- 1 {user} {user} {size:>{w}} {date} {name}")
    return "\n".join(out)


# ---------------------------------------------------------------- 15
# Terminal (bad)
def t15() -> dict[str, Any]:
    u = "kofi"
    t = Term(u, "lab-ws", "~/logs")
    jan = [("app-2024-01-28.log", 812344, "Jan 28 23:59"), ("app-2024-01-29.log", 790211, "Jan 29 23:59"),
           ("app-2024-01-30.log", 845903, "Jan 30 23:59"), ("app-2024-01-31.log", 802776, "Jan 31 23:59")]
    feb = [("app-2024-02-01.log", 831092, "Feb  1 23:59"), ("app-2024-02-02.log", 798440, "Feb  2 23:59"),
           ("app-2024-02-03.log", 766125, "Feb  3 23:59")]
    cur0 = [("app.log", 231904, "Feb  4 10:14"), ("worker-1.log", 48211, "Feb  4 10:12"), ("worker-2.log", 39874, "Feb  4 09:58")]
    cur1 = [("app.log", 233771, "Feb  4 10:18"), ("worker-1.log", 48211, "Feb  4 10:12"), ("worker-2.log", 39874, "Feb  4 09:58")]
    tgz = ("jan-logs.tar.gz", 318442, "Feb  4 10:17")
    all0 = jan + feb + cur0
    after = sorted(feb + cur1 + [tgz])
    nlogs = len(all0)
    kb = sum(-(-s // 4096) * 4 for _, s, _ in after) + 4
    clk = ["Feb 04 10:15", "Feb 04 10:15", "Feb 04 10:16", "Feb 04 10:17", "Feb 04 10:17", "Feb 04 10:18", "Feb 04 10:18",
           "Feb 04 10:19", "Feb 04 10:19", "Feb 04 10:20"]

    def v(text: list[str]) -> str:
        return desk("Terminal", term_rows(t, text), clk.pop(0), DOCK_FF)

    state = v(t.view())
    turns = [
        (code("pyautogui.write('ls -l\\n')"), v(t.run("ls -l", ls_l(sorted(all0), u)))),
        (code("pyautogui.write(\"find . -name 'app-2024-01-*.log' | wc -l\\n\")"), v(t.run("find . -name 'app-2024-01-*.log' | wc -l", str(len(jan))))),
        (code("pyautogui.write('tar czf jan-logs.tar.gz app-2024-01-*.log\\n')"), v(t.run("tar czf jan-logs.tar.gz app-2024-01-*.log"))),
        (code("pyautogui.write('rm app-2024-01-*.log\\n')"), v(t.run("rm app-2024-01-*.log"))),
        (code("pyautogui.write('ls -l\\n')"), v(t.run("ls -l", ls_l(after, u)))),
        (code("pyautogui.write('ls *.log | wc -l\\n')"), v(t.run("ls *.log | wc -l", str(nlogs)))),
        (code("pyautogui.write('du -sh .\\n')"), v(t.run("du -sh .", f"{kb / 1024:.1f}M\t."))),
        (code("pyautogui.write('tar tzf jan-logs.tar.gz\\n')"), v(t.run("tar tzf jan-logs.tar.gz", "\n".join(n for n, _, _ in jan)))),
        (code("pyautogui.write('df -h /home | tail -1\\n')"), v(t.run("df -h /home | tail -1", "/dev/nvme0n1p3  468G  211G  234G  48% /home"))),
    ]
    return dict(tid="h47-os-15", system=task("In the terminal on the desktop, archive the January app logs in ~/logs into jan-logs.tar.gz, delete the originals, and check what is left and how much space the folder and /home use."),
                turns=turns, state=state, bad=True, turn=6, kind="count of remaining log files ignores the files just removed")


# ---------------------------------------------------------------- 16
# Ubuntu Software (clean)
def t16() -> dict[str, Any]:
    def sw(page: str, body: list[Row], clock: str, back: bool = False, search: str | None = None) -> str:
        rows = frame("Ubuntu Software", 260, 80, 1400, 900)
        rows += [R("radio-button", "Explore", "", 780, 90, 110, 34), R("radio-button", "Installed", "", 890, 90, 110, 34),
                 R("radio-button", "Updates", "", 1000, 90, 110, 34), R("toggle-button", "Search", "", 272, 90, 34, 34),
                 R("push-button", "Main Menu", "", 1560, 90, 34, 34)]
        if back:
            rows.insert(1, R("push-button", "Go back", "", 272, 90, 34, 34))
        if search is not None:
            rows.append(R("entry", "Search", search, 760, 134, 400, 34))
        rows.append(R("label", "", page, 900, 96, 200, 24))
        return desk("Ubuntu Software", rows + body, clock)

    explore = [R("heading", "", "Editor's Choice", 300, 150, 400, 30)]
    for i, (n, s) in enumerate([("Shortwave", "Listen to internet radio"), ("Kdenlive", "Video editor"), ("Blender", "3D creation suite"),
                                ("Obsidian", "Markdown knowledge base"), ("Spotify", "Music for everyone"), ("Inkscape", "Vector graphics editor")]):
        explore += [R("push-button", n, "", 300 + 440 * (i % 3), 200 + 150 * (i // 3), 420, 140),
                    R("label", "", s, 320 + 440 * (i % 3), 280 + 150 * (i // 3), 380, 20)]
    explore.append(R("heading", "", "Categories", 300, 520, 400, 30))
    for i, c in enumerate(["Create", "Work", "Play", "Socialize", "Learn", "Develop", "Audio & Video", "Graphics & Photography",
                           "Productivity", "Communication", "Education", "Utilities"]):
        explore.append(R("push-button", c, "", 300 + 330 * (i % 4), 570 + 70 * (i // 4), 320, 60))

    def results(installed: bool) -> list[Row]:
        r = []
        for i, (n, s, b) in enumerate([("Foliate", "Read e-books in style", "Installed" if installed else ""),
                                       ("Calibre", "E-book library management", ""), ("Bookworm", "A simple, focused eBook reader", ""),
                                       ("Thorium Reader", "EPUB reader for Windows, MacOS and Linux", "")]):
            r += [R("list-item", n, "", 300, 190 + 90 * i, 1320, 86), R("label", "", n, 400, 200 + 90 * i, 400, 24),
                  R("label", "", s, 400, 228 + 90 * i, 600, 20)]
            if b:
                r.append(R("label", "", b, 1480, 214 + 90 * i, 100, 24))
        return r

    def details(state: str) -> list[Row]:
        d = [R("image", "Foliate", "", 300, 140, 128, 128), R("heading", "", "Foliate", 450, 150, 400, 36),
             R("label", "", "John Factotum", 450, 196, 400, 20)]
        if state == "new":
            d += [R("push-button", "Install", "", 1440, 160, 140, 40)]
        elif state == "installing":
            d += [R("progress-bar", "", "12%", 1360, 160, 180, 40), R("label", "", "Installing", 1360, 204, 180, 20),
                  R("push-button", "Cancel", "", 1550, 160, 40, 40)]
        else:
            d += [R("push-button", "Open", "", 1360, 160, 100, 40), R("push-button", "Remove", "", 1470, 160, 40, 40)]
        d += [R("label", "", "Read e-books in style", 300, 300, 800, 30),
              R("paragraph", "", "Foliate is a simple and modern GTK eBook viewer. It supports EPUB, Mobipocket, Kindle, FictionBook and comic book archives, with customizable fonts and themes, a reading progress slider with chapter marks, bookmarks and annotations, and dictionary lookup.", 300, 340, 1300, 80),
              R("label", "", "Version", 300, 600, 200, 24), R("label", "", "2.6.4", 560, 600, 300, 24),
              R("label", "", "Download Size" if state != "done" else "Installed Size", 300, 640, 240, 24),
              R("label", "", "3.8 MB" if state != "done" else "9.6 MB", 560, 640, 300, 24),
              R("label", "", "Source", 300, 680, 200, 24), R("label", "", "Ubuntu (deb)", 560, 680, 300, 24),
              R("label", "", "License", 300, 720, 200, 24), R("label", "", "Free (GPL-3.0+)", 560, 720, 300, 24),
              R("label", "", "Age Rating", 300, 760, 200, 24), R("label", "", "All Ages", 560, 760, 300, 24)]
        return d

    ups0 = [("Firefox Web Browser", "124.0.2 → 125.0.1", "74.9 MB"), ("Thunderbird Mail", "115.9.0 → 115.10.1", "61.3 MB"),
            ("LibreOffice", "7.3.7 → 7.3.7.2", "38.0 MB"), ("Operating System Updates", "Includes performance, stability and security improvements.", "9.1 MB")]
    ups1 = ups0[:3] + [("Shortwave", "3.2.0 → 3.2.1", "2.4 MB")] + ups0[3:]

    def updates(ups: list[tuple[str, str, str]], checked: str, count: int) -> list[Row]:
        total = sum(float(s.split()[0]) for _, _, s in ups)
        u = [R("label", "", f"Last checked: {checked}", 300, 150, 400, 24), R("push-button", "Check for updates", "", 272, 90, 34, 34),
             R("label", "", f"{count} updates, {total:.1f} MB", 300, 190, 400, 24), R("push-button", "Update All", "", 1460, 186, 140, 34)]
        for i, (n, v, s) in enumerate(ups):
            u += [R("list-item", n, "", 300, 240 + 80 * i, 1320, 76), R("label", "", n, 400, 250 + 80 * i, 600, 24),
                  R("label", "", v, 400, 278 + 80 * i, 800, 20), R("label", "", s, 1300, 262 + 80 * i, 100, 24)]
        return u

    inst = [("Disk Usage Analyzer", "2.1 MB"), ("Document Scanner", "1.4 MB"), ("Document Viewer", "8.0 MB"), ("Firefox Web Browser", "248.7 MB"),
            ("Foliate", "9.6 MB"), ("GNU Image Manipulation Program", "108.3 MB"), ("LibreOffice Calc", "41.6 MB"),
            ("LibreOffice Writer", "39.2 MB"), ("Remmina", "11.5 MB"), ("Shortwave", "6.3 MB"), ("Thunderbird Mail", "212.4 MB"),
            ("Transmission", "3.8 MB")]
    ins = [R("label", "", "Installed Apps", 300, 150, 400, 24), R("label", "", f"{len(inst)} apps", 300, 176, 400, 20)]
    for i, (n, s) in enumerate(inst):
        ins += [R("list-item", n, "", 300, 210 + 56 * i, 1320, 54), R("label", "", s, 1300, 226 + 56 * i, 120, 22),
                R("push-button", "Uninstall", "", 1460, 220 + 56 * i, 120, 34)]
    state = sw("Explore", explore, "Apr 18 17:02")
    turns = [
        (code("pyautogui.click(289, 107)  # Search\npyautogui.write('foliate')"), sw("Search", results(False), "Apr 18 17:02", search="foliate")),
        (code("pyautogui.click(600, 233)  # Foliate"), sw("Foliate", details("new"), "Apr 18 17:03", back=True)),
        (code("pyautogui.click(1510, 180)  # Install"), sw("Foliate", details("installing"), "Apr 18 17:03", back=True)),
        (code("import time\ntime.sleep(20)"), sw("Foliate", details("done"), "Apr 18 17:04", back=True)),
        (code("pyautogui.click(289, 107)  # Go back"), sw("Search", results(True), "Apr 18 17:04", search="foliate")),
        (code("pyautogui.click(1055, 107)  # Updates"), sw("Updates", updates(ups0, "3 hours ago", len(ups0)), "Apr 18 17:04")),
        (code("pyautogui.click(289, 107)  # Check for updates\nimport time\ntime.sleep(8)"), sw("Updates", updates(ups1, "just now", len(ups1)), "Apr 18 17:05")),
        (code("pyautogui.click(945, 107)  # Installed"), sw("Installed", ins, "Apr 18 17:05")),
    ]
    return dict(tid="h47-os-16", system=task("Install the Foliate e-book reader from Ubuntu Software, then refresh the list of available updates and look at the installed apps."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 17
# Inkscape (clean)
def t17() -> dict[str, Any]:
    menus = ["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]
    tools = ["Selector", "Node", "Zoom", "Measure", "Rectangle", "3D Box", "Ellipse", "Star", "Spiral", "Pencil", "Pen",
             "Calligraphy", "Text", "Spray", "Eraser", "Paint Bucket", "Gradient", "Mesh", "Dropper", "Tweak", "Connector"]

    def ink(modified: bool, sel: tuple[str, str, str, str] | None, status: str, cursor: tuple[str, str], extra: list[Row] | None = None,
            clock: str = "") -> str:
        title = ("*" if modified else "") + "poster.svg - Inkscape"
        rows = frame(title, csd=False)
        for i, m in enumerate(menus):
            rows.append(R("menu", m, "", 74 + 70 * i, 34, 68, 24))
        for i, t in enumerate(tools):
            rows.append(R("toggle-button", t, "", 72, 130 + 36 * i, 34, 34))
        if sel:
            for i, (k, v) in enumerate(zip(["X", "Y", "W", "H"], sel)):
                rows += [R("label", "", k, 700 + 170 * i, 96, 20, 24), R("spin-button", k, v, 720 + 170 * i, 92, 130, 30)]
            rows.append(R("combo-box", "Units", "mm", 1400, 92, 80, 30))
        rows += [R("canvas", "", "", 110, 128, 1520, 880), R("label", "", status, 300, 1046, 1100, 24),
                 R("label", "", f"X: {cursor[0]}", 1600, 1040, 100, 18), R("label", "", f"Y: {cursor[1]}", 1600, 1058, 100, 18),
                 R("label", "", "Z: 35%", 1720, 1046, 80, 24), R("label", "", "R: 0.00°", 1810, 1046, 90, 24)]
        return desk("Inkscape", rows + (extra or []), clock)

    def docprops(fmt: str, w: str, h: str) -> list[Row]:
        return [R("panel", "Document Properties", "", 1630, 128, 290, 880), R("page-tab", "Page", "", 1640, 140, 60, 28),
                R("page-tab", "Guides", "", 1700, 140, 70, 28), R("page-tab", "Grids", "", 1770, 140, 60, 28),
                R("page-tab", "Snap", "", 1830, 140, 60, 28), R("label", "", "Display units:", 1640, 190, 120, 24),
                R("combo-box", "Display units", "mm", 1800, 186, 100, 30), R("label", "", "Page Size", 1640, 230, 200, 24),
                R("list-item", "A4", "210.0 x 297.0 mm", 1640, 260, 270, 24), R("list-item", "A3", "297.0 x 420.0 mm", 1640, 284, 270, 24),
                R("list-item", "A5", "148.0 x 210.0 mm", 1640, 308, 270, 24), R("list-item", "Letter", "8.5 x 11.0 in", 1640, 332, 270, 24),
                R("label", "", f"Format: {fmt}", 1640, 380, 270, 24), R("label", "", "Custom size", 1640, 420, 200, 24),
                R("spin-button", "Width", w, 1700, 450, 120, 30), R("spin-button", "Height", h, 1700, 486, 120, 30),
                R("combo-box", "Units", "mm", 1830, 466, 80, 30), R("radio-button", "Portrait", "", 1650, 530, 120, 24),
                R("radio-button", "Landscape", "", 1780, 530, 120, 24), R("label", "", "Scale", 1640, 580, 200, 24),
                R("spin-button", "Scale x", "1.00000", 1700, 610, 120, 30), R("label", "", "Viewbox", 1640, 660, 200, 24),
                R("spin-button", "X", "0.00000", 1660, 690, 110, 30), R("spin-button", "Y", "0.00000", 1790, 690, 110, 30),
                R("spin-button", "Width", w, 1660, 726, 110, 30), R("spin-button", "Height", h, 1790, 726, 110, 30)]

    def layers(names: list[str]) -> list[Row]:
        d = [R("panel", "Layers and Objects", "", 1630, 128, 290, 880), R("push-button", "Add layer", "", 1640, 140, 30, 30),
             R("push-button", "Remove layer", "", 1674, 140, 30, 30), R("push-button", "Raise", "", 1708, 140, 30, 30),
             R("push-button", "Lower", "", 1742, 140, 30, 30)]
        for i, n in enumerate(names):
            d += [R("tree-item", n, n, 1660, 190 + 30 * i, 240, 30), R("toggle-button", "Toggle visibility", "", 1640, 190 + 30 * i, 20, 30),
                  R("toggle-button", "Lock", "", 1620, 190 + 30 * i, 20, 30)]
        return d

    hint = "Click selection to toggle scale/rotation handles (or Shift+s)."
    text_st = f"Text (Noto Sans, 48 pt) in layer Layer 1. {hint}"
    logo_st = f"Group of 6 objects in layer Layer 1. {hint}"
    state = ink(False, None, "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.", ("231.60", "-12.35"), clock="Mar 12 11:20")
    turns = [
        (code("pyautogui.hotkey('ctrl', 'shift', 'd')"),
         ink(False, None, "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.", ("231.60", "-12.35"), docprops("A4", "210.00000", "297.00000"), "Mar 12 11:20")),
        (code("pyautogui.click(1700, 296)  # A3"),
         ink(True, None, "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.", ("384.15", "41.77"), docprops("A3", "297.00000", "420.00000"), "Mar 12 11:21")),
        (code("pyautogui.hotkey('ctrl', 'shift', 'd')  # close\npyautogui.click(640, 330)  # title text"),
         ink(True, ("35.278", "24.000", "139.700", "16.933"), text_st, ("61.42", "33.88"), clock="Mar 12 11:21")),
        (code("pyautogui.tripleClick(785, 107)\npyautogui.write('20\\n')"),
         ink(True, ("20.000", "24.000", "139.700", "16.933"), text_st, ("93.10", "-5.71"), clock="Mar 12 11:22")),
        (code("pyautogui.click(905, 420)  # logo"),
         ink(True, ("160.500", "20.000", "40.000", "40.000"), logo_st, ("177.04", "38.90"), clock="Mar 12 11:22")),
        (code("pyautogui.hotkey('ctrl', 'd')"),
         ink(True, ("160.500", "20.000", "40.000", "40.000"), logo_st, ("177.04", "38.90"), clock="Mar 12 11:22")),
        (code("pyautogui.hotkey('ctrl', 'shift', 'l')"),
         ink(True, ("160.500", "20.000", "40.000", "40.000"), logo_st, ("177.04", "38.90"), layers(["Layer 1", "Background"]), "Mar 12 11:23")),
        (code("pyautogui.doubleClick(1780, 205)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Artwork\\n')"),
         ink(True, ("160.500", "20.000", "40.000", "40.000"), logo_st.replace("Layer 1", "Artwork"), ("402.66", "15.20"), layers(["Artwork", "Background"]), "Mar 12 11:23")),
    ]
    return dict(tid="h47-os-17", system=task("In poster.svg, change the page to A3, move the title text to X = 20 mm, duplicate the logo group in place, and rename the layer 'Layer 1' to 'Artwork'."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 18
# System Monitor (bad)
def t18() -> dict[str, Any]:
    u = "priya"

    def mb(p: list[str]) -> float:
        v, unit = p[4].split()
        return float(v) * (1024 if unit == "GB" else 1)

    base = [("code", 8812, "1.1 GB", 4.1), ("gnome-shell", 1954, "486.3 MB", 2.7), ("firefox", 6120, "742.8 MB", 1.9),
            ("Isolated Web Co", 6388, "318.2 MB", 0.8), ("Isolated Web Co", 6455, "201.6 MB", 0.3), ("slack", 7301, "402.5 MB", 0.6),
            ("tracker-miner-fs-3", 2210, "188.9 MB", 23.4), ("tracker-extract-3", 2298, "96.4 MB", 11.2),
            ("Xwayland", 2011, "71.0 MB", 0.2), ("gnome-terminal-server", 9034, "52.7 MB", 0.1), ("nautilus", 8456, "94.1 MB", 0.0),
            ("evolution-calendar-factory", 2377, "61.3 MB", 0.0), ("pipewire-pulse", 1781, "13.9 MB", 0.1),
            ("gnome-system-monitor", 11020, "41.8 MB", 1.3)]

    def rows(cpu: dict[int, float] | None = None, mem: dict[int, str] | None = None, pid_fix: dict[int, int] | None = None,
             prio: dict[int, str] | None = None) -> list[list[str]]:
        out = []
        for name, pid, m, c in base:
            out.append(proc(name, u, (cpu or {}).get(pid, c), (pid_fix or {}).get(pid, pid), (mem or {}).get(pid, m),
                            prio=(prio or {}).get(pid, "Normal")))
        return out

    r1 = by_cpu(rows())
    r2 = sorted(rows({2210: 21.8, 2298: 9.6, 8812: 3.3, 1954: 3.0}, {2210: "190.2 MB"}), key=lambda p: -mb(p))
    r3 = sorted(rows({2210: 24.9, 2298: 12.0, 8812: 2.8, 1954: 2.2, 6120: 2.6}, {2210: "191.0 MB", 6120: "745.1 MB"}, {1954: 1959}),
                key=lambda p: -mb(p))
    f4 = [proc("tracker-miner-fs-3", u, 22.6, 2210, "191.4 MB"), proc("tracker-extract-3", u, 10.9, 2298, "96.8 MB")]
    f5 = [proc("tracker-miner-fs-3", u, 23.1, 2210, "191.6 MB"), proc("tracker-extract-3", u, 11.5, 2298, "96.8 MB")]
    f6 = [proc("tracker-miner-fs-3", u, 14.7, 2210, "191.7 MB", prio="Low"), proc("tracker-extract-3", u, 10.2, 2298, "97.0 MB")]
    ctx = menu_items(["Properties", "Memory Maps", "Open Files", "-", "Change Priority", "-", "Stop", "Continue", "End", "Kill"],
                     380, 230, 220, 30)
    sub = menu_items(["Very High", "High", "Normal", "Low", "Very Low", "-", "Custom"], 600, 350, 160, 30, "radio-menu-item")
    res = resources([18.2, 31.5, 12.9, 22.4, 15.1, 27.8, 9.3, 14.6], "11.8 GB (76.2%) of 15.5 GB", "Cache 1.9 GB",
                    "1.2 GB (30.0%) of 4.0 GB", "48.3 kB/s", "1.6 GB", "12.1 kB/s", "301.4 MB")
    state = desk("System Monitor", sm_rows("Resources", body=res), "May 07 13:55")
    turns = [
        (code("pyautogui.click(840, 53)  # Processes"), desk("System Monitor", sm_rows("Processes", r1), "May 07 13:55")),
        (code("pyautogui.click(722, 95)  # Memory column"), desk("System Monitor", sm_rows("Processes", r2), "May 07 13:56")),
        (code("pyautogui.click(220, 305)  # tracker-miner-fs-3 row"), desk("System Monitor", sm_rows("Processes", r3), "May 07 13:56")),
        (code("pyautogui.click(1717, 53)\npyautogui.write('tracker')"), desk("System Monitor", sm_rows("Processes", f4, "tracker"), "May 07 13:57")),
        (code("pyautogui.click(220, 165, button='right')"), desk("System Monitor", sm_rows("Processes", f5, "tracker", ctx + sub), "May 07 13:57")),
        (code("pyautogui.click(680, 455)  # Low"), desk("System Monitor", sm_rows("Processes", f6, "tracker"), "May 07 13:57")),
    ]
    return dict(tid="h47-os-18", system=task("Memory is tight. In System Monitor, look at which of your processes use the most memory, then set the file indexer (tracker-miner-fs-3) to Low priority."),
                turns=turns, state=state, bad=True, turn=3, kind="PID of gnome-shell changes though no process was restarted")


# ---------------------------------------------------------------- 19
# VS Code (bad)
def t19() -> dict[str, Any]:
    src = ['"""Service configuration, read from the environment."""', "", "from __future__ import annotations", "", "import os",
           "from dataclasses import dataclass", "", "", "@dataclass(frozen=True)", "class Settings:", "    database_url: str",
           "    payment_gateway_url: str", '    smtp_host: str = "localhost"', "    timeout_seconds: int = 3", "    max_retries: int = 3",
           '    pdf_font_dir: str = "/usr/share/fonts/truetype/dejavu"', "", "", "def load() -> Settings:", "    return Settings(",
           '        database_url=os.environ["DATABASE_URL"],', '        payment_gateway_url=os.environ["PAYMENT_GATEWAY_URL"],',
           '        timeout_seconds=int(os.environ.get("HTTP_TIMEOUT", "3")),', "    )"]
    src2 = src[:13] + ["    timeout_seconds: int = 30"] + src[14:]
    tree = [("INVOICE-SERVICE", 0), (".github", 1), (".venv", 1), ("app", 1), ("__init__.py", 2), ("config.py", 2), ("gateway.py", 2),
            ("invoices.py", 2), ("pdf.py", 2), ("tests", 1), ("test_config.py", 2), ("test_invoices.py", 2), (".gitignore", 1),
            ("pyproject.toml", 1), ("README.md", 1)]
    t = Term("sofia", "fernhill-dev", "~/src/invoice-service")
    new, old = "4e1b9d2", "7a03c55"
    msg = "Raise default HTTP timeout to 30 s"

    def vs(text: list[str], lines: list[str], dirty: bool, modified: bool, pos: str, sync: str, view: str = "Explorer",
           clock: str = "") -> str:
        rows = frame("config.py - invoice-service - Visual Studio Code", csd=False)
        for i, m in enumerate(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]):
            rows.append(R("menu", m, "", 110 + 70 * i, 30, 66, 26))
        for i, a in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)",
                               "Source Control (Ctrl+Shift+G)" + (" - 1 pending changes" if modified else ""),
                               "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]):
            rows.append(R("page-tab", a, "", 72, 62 + 48 * i, 48, 48))
        if view == "Explorer":
            rows.append(R("label", "", "EXPLORER", 130, 64, 200, 22))
            for i, (n, d) in enumerate(tree):
                deco = "M" if (n == "config.py" and modified) else ""
                rows.append(R("tree-item", n + (", Modified" if deco else ""), deco, 126 + 12 * d, 90 + 22 * i, 290 - 12 * d, 22))
        else:
            rows += [R("label", "", "SOURCE CONTROL", 130, 64, 200, 22),
                     R("entry", "Source Control Input", "Message (Ctrl+Enter to commit on 'main')", 130, 96, 280, 40),
                     R("push-button", "Commit", "", 130, 144, 280, 30)]
        rows.append(R("page-tab", "config.py" + (", Modified" if dirty else ""), "config.py" + (" ●" if dirty else ""), 420, 62, 160, 34))
        rows.append(R("label", "", "app > config.py > Settings", 424, 98, 400, 20))
        for i, ln in enumerate(lines):
            rows += [R("label", "", str(i + 1), 424, 122 + 19 * i, 40, 19), R("paragraph", "", ln, 480, 122 + 19 * i, 1300, 19)]
        rows += [R("page-tab", "TERMINAL", "", 440, 600, 90, 26), R("page-tab", "PROBLEMS", "", 540, 600, 90, 26),
                 R("page-tab", "OUTPUT", "", 640, 600, 90, 26), R("terminal", "Terminal 1, bash", "\n".join(text), 424, 630, 1490, 390)]
        st = ["main" + ("*" if modified else ""), sync, "0 errors, 0 warnings", pos, "Spaces: 4", "UTF-8", "LF", "Python",
              "3.10.12 ('.venv': venv)"]
        x = 72
        for s in st:
            rows.append(R("push-button", s, "", x, 1056, 9 * len(s) + 20, 22))
            x += 9 * len(s) + 26
        return desk("Visual Studio Code", rows, clock)

    t.keep = 20
    log4 = (f"{new} (HEAD -> main) {msg}\n{old} (origin/main, origin/HEAD) Add retry on 502 from payment gateway\n"
            "b91e4f0 Bump httpx to 0.27.0\n2c6d8aa Invoice PDF: embed fonts")
    push = ("Enumerating objects: 7, done.\nCounting objects: 100% (7/7), done.\nDelta compression using up to 8 threads\n"
            "Compressing objects: 100% (4/4), done.\nWriting objects: 100% (4/4), 412 bytes | 412.00 KiB/s, done.\n"
            "Total 4 (delta 3), reused 0 (delta 0), pack-reused 0\nremote: Resolving deltas: 100% (3/3), completed with 3 local objects.\n"
            f"To github.com:fernhill/invoice-service.git\n   {old}..{new}  main -> main")
    state = vs(t.view(), src, False, False, "Ln 14, Col 5", "0↓ 0↑", clock="Jun 11 15:40")
    turns = [
        (code("pyautogui.hotkey('ctrl', '`')\npyautogui.write('git status\\n')"),
         vs(t.run("git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"), src, False, False, "Ln 14, Col 5", "0↓ 0↑", clock="Jun 11 15:40")),
        (code("pyautogui.doubleClick(708, 378)  # the 3 on line 14\npyautogui.write('30')"),
         vs(t.view(), src2, True, True, "Ln 14, Col 30", "0↓ 0↑", clock="Jun 11 15:41")),
        (code("pyautogui.hotkey('ctrl', 's')"), vs(t.view(), src2, False, True, "Ln 14, Col 30", "0↓ 0↑", clock="Jun 11 15:41")),
        (code("pyautogui.click(1100, 800)  # terminal\npyautogui.write('git diff --stat\\n')"),
         vs(t.run("git diff --stat", " app/config.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"), src2, False, True, "Ln 14, Col 30", "0↓ 0↑", clock="Jun 11 15:41")),
        (code(f"pyautogui.write('git add app/config.py && git commit -m \"{msg}\"\\n')"),
         vs(t.run(f'git add app/config.py && git commit -m "{msg}"', f"[main {new}] {msg}\n 1 file changed, 1 insertion(+), 1 deletion(-)"), src2, False, False, "Ln 14, Col 30", "0↓ 1↑", clock="Jun 11 15:42")),
        (code("pyautogui.write('git log --oneline -4\\n')"),
         vs(t.run("git log --oneline -4", log4), src2, False, False, "Ln 14, Col 30", "0↓ 1↑", clock="Jun 11 15:42")),
        (code("pyautogui.write('.venv/bin/pytest -q tests/test_config.py\\n')"),
         vs(t.run(".venv/bin/pytest -q tests/test_config.py", "....                                                                     [100%]\n4 passed in 0.31s"), src2, False, False, "Ln 14, Col 30", "0↓ 1↑", clock="Jun 11 15:43")),
        (code("pyautogui.write('git push\\n')"),
         vs(t.run("git push", push), src2, False, False, "Ln 14, Col 30", "0↓ 0↑", clock="Jun 11 15:43")),
        (code("pyautogui.click(96, 182)  # Source Control"),
         vs(t.view(), src2, False, False, "Ln 14, Col 30", "0↓ 0↑", "Source Control", "Jun 11 15:44")),
        (code("pyautogui.click(96, 86)  # Explorer"),
         vs(t.view(), src2, False, False, "Ln 14, Col 30", "0↓ 0↑", clock="Jun 11 15:44")),
        (code("pyautogui.click(1100, 800)  # terminal\npyautogui.write(\"git log -1 --format='%h %an %ar %s'\\n\")"),
         vs(t.run("git log -1 --format='%h %an %ar %s'", f"4e1b3d2 Sofia Brandt 3 minutes ago {msg}"), src2, False, False, "Ln 14, Col 30", "0↓ 0↑", clock="Jun 11 15:45")),
        (code("pyautogui.write('clear\\n')"),
         vs([t.prompt()], src2, False, False, "Ln 14, Col 30", "0↓ 0↑", clock="Jun 11 15:45")),
    ]
    return dict(tid="h47-os-19", system=task("In VS Code (invoice-service), raise the default timeout_seconds in app/config.py from 3 to 30, commit it with the message 'Raise default HTTP timeout to 30 s', run the config tests, push, and check the last commit."),
                turns=turns, state=state, bad=True, turn=11, kind="short commit hash differs from the one git printed at commit and push")


# ---------------------------------------------------------------- 20
# LibreOffice Impress (clean)
def t20() -> dict[str, Any]:
    title = "quarterly_review.odp - LibreOffice Impress"
    menus = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]
    slides0 = ["Quarterly Review Q1 2024", "Agenda", "Revenue by Region", "Q1 Highlights", "Hiring Update", "Risks & Mitigations", "Questions?"]
    hl = ["Revenue 4.82 M EUR (+11 % QoQ)", "Two new enterprise customers in the Nordics", "Support backlog down from 214 to 96 tickets",
          "Release 5.3 shipped on 21 March"]
    q2 = ["Close two enterprise deals in DACH", "Launch self-service onboarding", "Reduce monthly churn below 2 %"]
    layouts = ["Blank Slide", "Title Slide", "Title, Content", "Title and 2 Content", "Title Only", "Centered Text",
               "Title, 2 Content and Content", "Title, Content and 2 Content", "Title, 2 Content over Content", "Title, Content over Content",
               "Title, 4 Content", "Title, 6 Content"]

    def imp(slides: list[str], cur: int, ttl: str, body: list[str], layout: str, modified: bool, view: str = "Normal",
            notes: str | None = None, second: bool = False, clock: str = "") -> str:
        rows = frame(title, csd=False)
        for i, m in enumerate(menus):
            rows.append(R("menu", m, "", 74 + 80 * i, 58, 78, 24))
        for i, v in enumerate(["Normal", "Outline", "Notes", "Slide Sorter"]):
            rows.append(R("page-tab", v, "", 340 + 110 * i, 130, 108, 26))
        for i, s in enumerate(slides):
            rows += [R("list-item", f"Slide {i + 1}", "", 74, 170 + 100 * i if i < 8 else 970, 200, 92),
                     R("label", "", s, 90, 230 + 100 * i if i < 8 else 1030, 170, 20)]
        if view == "Normal":
            rows += [R("text", "PresentationTitle", ttl, 380, 220, 1000, 90)]
            for i, b in enumerate(body):
                rows.append(R("paragraph", "PresentationOutliner", b, 400, 350 + 50 * i, 480 if second else 960, 44))
            if second:
                rows.append(R("text", "PresentationOutliner", "Click to add Text", 920, 350, 480, 400))
        else:
            rows += [R("image", f"Slide {cur}", "", 500, 200, 800, 450), R("text", "PresentationNotes", notes or "Click to add Notes", 500, 690, 800, 260)]
        rows += [R("panel", "Properties", "", 1480, 170, 440, 840), R("label", "", "Layouts", 1500, 180, 200, 24)]
        for i, lay in enumerate(layouts):
            rows.append(R("list-item", lay, "", 1500 + 140 * (i % 3), 214 + 110 * (i // 3), 130, 100))
        st = [f"Slide {cur} of {len(slides)}", layout, "English (USA)", "The document has been modified." if modified else "", "68%"]
        x = 74
        for s in st:
            rows.append(R("label", "", s, x, 1032, 9 * len(s) + 24, 22))
            x += 9 * len(s) + 34
        return desk("LibreOffice Impress", rows, clock)

    s1 = slides0[:4] + ["Q1 Highlights"] + slides0[4:]
    s2 = slides0[:4] + ["Q2 Outlook"] + slides0[4:]
    note = "Mention the pipeline numbers from the CRM export of April 15; Jana presents the DACH deals."
    state = imp(slides0, 1, "Quarterly Review Q1 2024", ["Management team meeting, 18 April 2024"], "Title Slide", False, clock="Apr 18 12:30")
    turns = [
        (code("ImpressTools.go_to_slide(4)"), imp(slides0, 4, "Q1 Highlights", hl, "Title, Content", False, clock="Apr 18 12:30")),
        (code("ImpressTools.duplicate_slide(4)"), imp(s1, 5, "Q1 Highlights", hl, "Title, Content", True, clock="Apr 18 12:31")),
        (code("pyautogui.click(880, 265)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Q2 Outlook')\npyautogui.press('escape')"),
         imp(s2, 5, "Q2 Outlook", hl, "Title, Content", True, clock="Apr 18 12:31")),
        (code("pyautogui.click(880, 372)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Close two enterprise deals in DACH\\nLaunch self-service onboarding\\nReduce monthly churn below 2 %')\npyautogui.press('escape')"),
         imp(s2, 5, "Q2 Outlook", q2, "Title, Content", True, clock="Apr 18 12:32")),
        (code("pyautogui.click(1565, 374)  # Title and 2 Content"), imp(s2, 5, "Q2 Outlook", q2, "Title and 2 Content", True, second=True, clock="Apr 18 12:32")),
        (code("pyautogui.click(555, 143)  # Notes"), imp(s2, 5, "Q2 Outlook", q2, "Title and 2 Content", True, "Notes", clock="Apr 18 12:33")),
        (code(f"pyautogui.click(900, 820)\npyautogui.write('{note}')\npyautogui.press('escape')"),
         imp(s2, 5, "Q2 Outlook", q2, "Title and 2 Content", True, "Notes", note, clock="Apr 18 12:33")),
        (code("pyautogui.click(394, 143)  # Normal"), imp(s2, 5, "Q2 Outlook", q2, "Title and 2 Content", True, second=True, clock="Apr 18 12:34")),
        (code("ImpressTools.save()"), imp(s2, 5, "Q2 Outlook", q2, "Title and 2 Content", False, second=True, clock="Apr 18 12:34")),
    ]
    return dict(tid="h47-os-20", system=task("In quarterly_review.odp, duplicate the 'Q1 Highlights' slide, turn the copy into a 'Q2 Outlook' slide with three goals, switch it to the 'Title and 2 Content' layout, add a speaker note about the CRM pipeline numbers and save."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 21
# Contacts (clean)
def t21() -> dict[str, Any]:
    people = {
        "Aiko Tanaka": [("Mobile", "+81 90 5512 3307"), ("Work", "aiko.tanaka@kitesoft.jp")],
        "Ben Olsen": [("Mobile", "+45 22 41 87 90"), ("Personal", "ben.olsen@gmail.com")],
        "Carla Ruiz": [("Mobile", "+34 612 448 301"), ("Work", "c.ruiz@arquitectos-ruiz.es")],
        "Hannah Weiss": [("Mobile", "+49 30 5550 1842"), ("Personal", "hannah.weiss@posteo.de"), ("Birthday", "12 June"),
                         ("Home", "Schönhauser Allee 112, 10439 Berlin, Germany")],
        "Jonas Pohl": [("Work", "+49 89 5550 4410"), ("Work", "j.pohl@brightlane.de")],
        "Lukas Meier": [("Mobile", "+41 79 555 12 40"), ("Personal", "lukas.meier@bluewin.ch")],
        "Nora Haddad": [("Mobile", "+961 3 555 218"), ("Personal", "nora.h@outlook.com")],
        "Tom Becker": [("Mobile", "+49 172 555 0147"), ("Work", "tom.becker@nordhafen-logistik.de")],
        "Tom Becker (old)": [("Home", "+49 40 555 0199"), ("Personal", "t.becker@arcor.de")],
        "Yusuf Demir": [("Mobile", "+90 532 555 7019"), ("Personal", "yusuf.demir@yandex.com.tr")],
    }
    new_phone = "+49 151 2234 7781"
    rafael = [("Mobile", "+34 655 019 884"), ("Personal", "rafael.moreno@protonmail.com")]

    def ct(names: list[str], sel: str | None, info: list[tuple[str, str]] | None, extra: list[Row] | None = None,
           clock: str = "", edit: list[Row] | None = None) -> str:
        rows = frame("Contacts", 300, 100, 1320, 860)
        rows += [R("push-button", "Add contact", "", 310, 110, 34, 34), R("push-button", "Main Menu", "", 560, 110, 34, 34),
                 R("entry", "Type to search", "", 310, 160, 330, 34)]
        y = 206
        letter = ""
        for n in names:
            if n[0] != letter:
                letter = n[0]
                rows.append(R("label", "", letter, 320, y, 40, 22))
                y += 24
            rows.append(R("list-item", n, "", 300, y, 350, 46))
            y += 46
        if edit is not None:
            rows += edit
        elif sel and info is not None:
            rows += [R("label", "", sel, 900, 180, 500, 36), R("push-button", "Edit", "", 1500, 110, 70, 34),
                     R("push-button", "Contact menu", "", 1576, 110, 34, 34)]
            for i, (k, v) in enumerate(info):
                rows += [R("label", "", k, 760, 260 + 60 * i, 120, 22), R("label", k, v, 900, 256 + 60 * i, 600, 30)]
        return desk("Contacts", rows + (extra or []), clock, DOCK_FF)

    def form(first: str, last: str, phone: str, ptype: str, email: str, etype: str, done: str) -> list[Row]:
        return [R("push-button", "Cancel", "", 680, 110, 80, 34), R("push-button", done, "", 1520, 110, 80, 34),
                R("image", "Change avatar", "", 1080, 170, 120, 120), R("entry", "First name", first, 880, 320, 520, 36),
                R("entry", "Last name", last, 880, 364, 520, 36), R("entry", "Phone", phone, 880, 430, 380, 36),
                R("combo-box", "Phone type", ptype, 1270, 430, 130, 36), R("entry", "Email", email, 880, 476, 380, 36),
                R("combo-box", "Email type", etype, 1270, 476, 130, 36), R("entry", "Address", "", 880, 522, 520, 36),
                R("entry", "Birthday", "", 880, 568, 520, 36), R("push-button", "Add field", "", 880, 624, 520, 36)]

    names0 = sorted(people)
    names1 = sorted(list(people) + ["Rafael Moreno"])
    names2 = [n for n in names1 if n != "Tom Becker (old)"]
    hw = people["Hannah Weiss"]
    hw2 = [("Mobile", new_phone)] + hw[1:]
    cmenu = menu_items(["Share as QR Code", "Export…", "Link Contacts…", "-", "Delete Contact"], 1420, 150, 200, 32)
    toast = [R("notification", "", "Tom Becker (old) deleted", 800, 900, 420, 48), R("push-button", "Undo", "", 1120, 908, 80, 32)]
    y_of = {n: 206 + 46 * i + 24 * len({m[0] for m in names0[: i + 1]}) + 23 for i, n in enumerate(names0)}
    y_new = {n: 206 + 46 * i + 24 * len({m[0] for m in names1[: i + 1]}) + 23 for i, n in enumerate(names1)}
    state = ct(names0, None, None, clock="Jan 09 18:02")
    turns = [
        (code(f"pyautogui.click(470, {y_of['Hannah Weiss']})  # Hannah Weiss"), ct(names0, "Hannah Weiss", hw, clock="Jan 09 18:02")),
        (code("pyautogui.click(1535, 127)  # Edit"),
         ct(names0, "Hannah Weiss", hw, clock="Jan 09 18:03", edit=form("Hannah", "Weiss", hw[0][1], "Mobile", hw[1][1], "Personal", "Done"))),
        (code(f"pyautogui.tripleClick(1070, 448)\npyautogui.write('{new_phone}')"),
         ct(names0, "Hannah Weiss", hw, clock="Jan 09 18:03", edit=form("Hannah", "Weiss", new_phone, "Mobile", hw[1][1], "Personal", "Done"))),
        (code("pyautogui.click(1560, 127)  # Done"), ct(names0, "Hannah Weiss", hw2, clock="Jan 09 18:03")),
        (code("pyautogui.click(327, 127)  # Add contact"),
         ct(names0, None, None, clock="Jan 09 18:04", edit=form("", "", "", "Mobile", "", "Personal", "Create"))),
        (code(f"pyautogui.click(1140, 338)\npyautogui.write('Rafael')\npyautogui.press('tab')\npyautogui.write('Moreno')\npyautogui.click(1070, 448)\npyautogui.write('{rafael[0][1]}')\npyautogui.click(1070, 494)\npyautogui.write('{rafael[1][1]}')"),
         ct(names0, None, None, clock="Jan 09 18:05", edit=form("Rafael", "Moreno", rafael[0][1], "Mobile", rafael[1][1], "Personal", "Create"))),
        (code("pyautogui.click(1560, 127)  # Create"), ct(names1, "Rafael Moreno", rafael, clock="Jan 09 18:05")),
        (code(f"pyautogui.click(470, {y_new['Tom Becker (old)']})  # Tom Becker (old)"),
         ct(names1, "Tom Becker (old)", people["Tom Becker (old)"], clock="Jan 09 18:06")),
        (code("pyautogui.click(1593, 127)  # Contact menu"),
         ct(names1, "Tom Becker (old)", people["Tom Becker (old)"], cmenu, clock="Jan 09 18:06")),
        (code("pyautogui.click(1520, 294)  # Delete Contact"), ct(names2, None, None, toast, clock="Jan 09 18:06")),
    ]
    return dict(tid="h47-os-21", system=task("In Contacts, change Hannah Weiss's mobile number to +49 151 2234 7781, add Rafael Moreno (mobile +34 655 019 884, rafael.moreno@protonmail.com), and delete the stale 'Tom Becker (old)' entry."),
                turns=turns, state=state, bad=False)


# ---------------------------------------------------------------- 22
# Google Chrome (bad)
def t22() -> dict[str, Any]:
    exts = [("Bitwarden Password Manager", "2024.4.1", "Bitwarden is a secure and free password manager for all of your devices.", "nngceckbapebfimnlniiiahkandclblb"),
            ("Dark Reader", "4.9.80", "Dark mode for every website. Take care of your eyes, use dark theme for night and daily browsing.", "eimadpbcbfnmbkopoojfekhnkhdbieeh"),
            ("Grammarly: AI Writing and Grammar Checker App", "14.1165.0", "Improve your writing with all-in-one assistance—including generative AI, grammar check, and more.", "kbfnbcaeplbcioakkpcpgfkobkghlhen"),
            ("uBlock Origin", "1.57.2", "Finally, an efficient blocker. Easy on CPU and memory.", "cjpalhdlnbpafiamejdnhcphjbkeiagm"),
            ("Zotero Connector", "5.0.119", "Save references to Zotero from your web browser", "ekhagklcjbdpajgpjgmbionohlpdbjgc")]
    zid = exts[4][3]
    zid_bad = zid[:22] + zid[23] + zid[22] + zid[24:]

    def chrome(tab: str, url: str, page: list[Row], clock: str) -> str:
        rows = frame(f"{tab} - Google Chrome", csd=False)
        rows += [R("page-tab", tab, "", 80, 34, 240, 34), R("page-tab", "Zotero | Your personal research assistant", "", 322, 34, 240, 34),
                 R("push-button", "New Tab", "", 566, 36, 30, 30), R("push-button", "Back", "", 78, 76, 30, 30),
                 R("push-button", "Forward", "", 112, 76, 30, 30), R("push-button", "Reload", "", 146, 76, 30, 30),
                 R("entry", "Address and search bar", url, 186, 74, 1500, 34), R("push-button", "Extensions", "", 1780, 76, 30, 30),
                 R("push-button", "Lea", "", 1820, 76, 30, 30), R("push-button", "Chrome", "", 1860, 76, 30, 30)]
        return desk("Google Chrome", rows + [R("document-web", tab, "", 70, 116, 1850, 964)] + page, clock)

    def ext_list(dev: bool, enabled: dict[str, bool], ids: dict[str, str]) -> list[Row]:
        p = [R("heading", "", "Extensions", 100, 130, 300, 40), R("entry", "Search extensions", "", 700, 130, 520, 40),
             R("label", "", "Developer mode", 1640, 140, 160, 24), R("toggle-button", "Developer mode", "on" if dev else "off", 1810, 136, 50, 30)]
        if dev:
            p += [R("push-button", "Load unpacked", "", 100, 190, 160, 36), R("push-button", "Pack extension", "", 270, 190, 160, 36),
                  R("push-button", "Update", "", 440, 190, 100, 36)]
        y0 = 250 if dev else 200
        for i, (n, v, d, eid) in enumerate(exts):
            x, y = 360 + 410 * (i % 3), y0 + (250 if dev else 200) * (i // 3)
            p += [R("heading", "", n, x + 70, y + 16, 320, 24), R("label", "", v, x + 70, y + 44, 100, 20),
                  R("label", "", d, x + 20, y + 70, 370, 44)]
            if dev:
                p += [R("label", "", f"ID: {ids.get(n, eid)}", x + 20, y + 120, 370, 20)]
                if n not in ("Grammarly: AI Writing and Grammar Checker App",) or enabled[n]:
                    p += [R("label", "", "Inspect views", x + 20, y + 146, 120, 20), R("link", "service worker", "", x + 140, y + 146, 130, 20)]
            yb = y + (200 if dev else 150)
            p += [R("push-button", "Details", "", x + 20, yb, 80, 32), R("push-button", "Remove", "", x + 110, yb, 80, 32),
                  R("toggle-button", f"{n} toggle", "on" if enabled[n] else "off", x + 340, yb, 40, 24)]
        return p

    def details(site: str, files: bool) -> list[Row]:
        items = [("On", ""), ("Description", exts[4][2]), ("Version", "5.0.119"), ("Size", "3.4 MB"), ("ID", zid),
                 ("Inspect views", "service worker"), ("Permissions", "Read and change all your data on all websites; Manage your downloads")]
        p = [R("push-button", "Back", "", 380, 130, 30, 30), R("heading", "", "Zotero Connector", 420, 130, 400, 36)]
        for i, (k, v) in enumerate(items):
            p += [R("label", "", k, 400, 190 + 44 * i, 200, 24), R("label", k, v, 640, 190 + 44 * i, 860, 24)]
        y = 190 + 44 * len(items)
        p += [R("label", "", "Site access", 400, y, 200, 24), R("label", "", "Allow this extension to read and change all your data on websites you visit:", 640, y, 700, 24),
              R("combo-box", "Site access", site, 1260, y + 30, 240, 34), R("label", "", "Pin to toolbar", 400, y + 84, 300, 24),
              R("toggle-button", "Pin to toolbar", "off", 1450, y + 80, 50, 30), R("label", "", "Allow in Incognito", 400, y + 128, 300, 24),
              R("toggle-button", "Allow in Incognito", "off", 1450, y + 124, 50, 30), R("label", "", "Allow access to file URLs", 400, y + 172, 300, 24),
              R("toggle-button", "Allow access to file URLs", "on" if files else "off", 1450, y + 168, 50, 30),
              R("label", "", "Collect errors", 400, y + 216, 300, 24), R("toggle-button", "Collect errors", "off", 1450, y + 212, 50, 30),
              R("link", "Extension options", "", 400, y + 260, 300, 24), R("link", "View in Chrome Web Store", "", 400, y + 304, 300, 24),
              R("label", "", "Source", 400, y + 348, 200, 24), R("label", "Source", "Chrome Web Store", 640, y + 348, 300, 24),
              R("link", "Remove extension", "", 400, y + 392, 300, 24)]
        return p

    side = [R("link", s, "", 90, 180 + 40 * i, 250, 36) for i, s in enumerate(
        ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance", "Search engine",
         "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System", "Reset settings", "Extensions", "About Chrome"])]
    privacy = side + [R("heading", "", "Privacy and security", 400, 130, 400, 30)]
    for i, (a, b) in enumerate([("Clear browsing data", "Clear history, cookies, cache, and more"),
                                ("Privacy Guide", "Review key privacy and security controls"),
                                ("Third-party cookies", "Third-party cookies are blocked in Incognito mode"),
                                ("Ad privacy", "Customize the info used by sites to show you ads"),
                                ("Security", "Safe Browsing (protection from dangerous sites) and other security settings"),
                                ("Site settings", "Controls what information sites can use and show (location, camera, pop-ups, and more)")]):
        privacy += [R("link", a, "", 400, 180 + 70 * i, 1100, 66), R("label", "", b, 420, 210 + 70 * i, 900, 20)]
    sites = side + [R("heading", "", "Site settings", 440, 130, 400, 30), R("push-button", "Back", "", 400, 130, 30, 30),
                    R("label", "", "Recent activity", 400, 180, 300, 24),
                    R("link", "meet.google.com", "Allowed to use your camera, microphone", 400, 210, 1100, 50),
                    R("link", "www.openstreetmap.org", "Allowed to use your location", 400, 260, 1100, 50),
                    R("label", "", "Permissions", 400, 330, 300, 24)]
    for i, (a, b) in enumerate([("Location", "Sites can ask for your location"), ("Camera", "Sites can ask to use your camera"),
                                ("Microphone", "Sites can ask to use your microphone"), ("Notifications", "Sites can ask to send notifications"),
                                ("Embedded content", "Sites can ask to use information they've saved about you"),
                                ("Additional permissions", "")]):
        sites += [R("link", a, "", 400, 360 + 64 * i, 1100, 60), R("label", "", b, 440, 390 + 64 * i, 800, 20)]
    notif = side + [R("heading", "", "Notifications", 440, 130, 400, 30), R("push-button", "Back", "", 400, 130, 30, 30),
                    R("entry", "Search", "", 1300, 130, 240, 34), R("label", "", "Default behavior", 400, 190, 300, 24),
                    R("label", "", "Sites automatically follow this setting when you visit them", 400, 216, 700, 20),
                    R("radio-button", "Sites can ask to send notifications", "", 400, 250, 1100, 40),
                    R("radio-button", "Use quieter messaging", "", 440, 290, 1060, 40),
                    R("radio-button", "Expand all requests", "", 440, 330, 1060, 40),
                    R("radio-button", "Don't allow sites to send notifications", "", 400, 370, 1100, 40),
                    R("label", "", "Customized behaviors", 400, 440, 300, 24), R("label", "", "Not allowed to send notifications", 400, 480, 400, 24),
                    R("link", "https://www.dailynews-example.com:443", "", 400, 510, 1100, 40),
                    R("label", "", "Allowed to send notifications", 400, 570, 400, 24), R("link", "https://mail.google.com:443", "", 400, 600, 1100, 40),
                    R("link", "https://app.slack.com:443", "", 400, 640, 1100, 40), R("link", "https://calendar.google.com:443", "", 400, 680, 1100, 40)]
    on = {e[0]: True for e in exts}
    off_g = dict(on, **{"Grammarly: AI Writing and Grammar Checker App": False})
    ntp = [R("heading", "", "Google", 760, 300, 400, 120), R("entry", "Search Google or type a URL", "", 660, 460, 600, 46)]
    for i, s in enumerate(["Zotero", "Overleaf", "Gmail", "arXiv", "YouTube", "Scholar", "Drive", "Add shortcut"]):
        ntp.append(R("link", s, "", 660 + 150 * (i % 4), 560 + 120 * (i // 4), 140, 110))
    state = chrome("New Tab", "", ntp, "Sep 16 10:05")
    turns = [
        (code("BrowserTools.open_extensions()"), chrome("Extensions", "chrome://extensions", ext_list(False, on, {}), "Sep 16 10:05")),
        (code("pyautogui.click(1835, 151)  # Developer mode"), chrome("Extensions", "chrome://extensions", ext_list(True, on, {}), "Sep 16 10:05")),
        (code("pyautogui.click(1540, 462)  # Grammarly toggle"), chrome("Extensions", "chrome://extensions", ext_list(True, off_g, {}), "Sep 16 10:06")),
        (code("pyautogui.click(840, 716)  # Zotero Connector Details"),
         chrome("Extensions", "chrome://extensions/?id=" + zid, details("On all sites", False), "Sep 16 10:06")),
        (code("pyautogui.click(1380, 545)\npyautogui.click(1380, 580)  # On click"),
         chrome("Extensions", "chrome://extensions/?id=" + zid, details("On click", False), "Sep 16 10:07")),
        (code("pyautogui.click(1475, 693)  # Allow access to file URLs"),
         chrome("Extensions", "chrome://extensions/?id=" + zid, details("On click", True), "Sep 16 10:07")),
        (code("pyautogui.click(395, 145)  # Back"),
         chrome("Extensions", "chrome://extensions", ext_list(True, off_g, {"Zotero Connector": zid_bad}), "Sep 16 10:07")),
        (code("BrowserTools.open_privacy_settings()"), chrome("Settings - Privacy and security", "chrome://settings/privacy", privacy, "Sep 16 10:08")),
        (code("pyautogui.click(800, 563)  # Site settings"), chrome("Settings - Site settings", "chrome://settings/content", sites, "Sep 16 10:08")),
        (code("pyautogui.click(800, 582)  # Notifications"), chrome("Settings - Notifications", "chrome://settings/content/notifications", notif, "Sep 16 10:09")),
    ]
    return dict(tid="h47-os-22", system=task("In Chrome, turn on developer mode on the extensions page, disable Grammarly, set Zotero Connector's site access to 'On click' and allow it file URLs, then open the notification permissions in Site settings."),
                turns=turns, state=state, bad=True, turn=7, kind="extension ID differs from the one shown before")


TRAJECTORIES = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in TRAJECTORIES:
        t = fn()
        kw: dict[str, Any] = {}
        if t["bad"]:
            kw = {"turn": t["turn"], "kind": t["kind"]}
        rs.add(task="os", tid=t["tid"], system=t["system"], turns=t["turns"], state=t["state"], bad=t["bad"], **kw)
    rs.write()


if __name__ == "__main__":
    main()
