# ruff: noqa: E501, W291, W293
"""Held-out set holdout29, domain os: 22 GNOME desktop trajectories (11 with exactly one contradiction).

Each trajectory is an Ubuntu 22.04 GNOME desktop driven by Python code (pyautogui and app helpers); every
observation is the tab-separated accessibility table that starts with ``OS_HDR``. Run with
``python -m tests.decoherence.independent.holdout29_parts.os.make``; it writes ``os_test.jsonl`` and
``labels.json`` next to this file. Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

import hashlib
import math
from datetime import datetime
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

Row = tuple[str, str, str, str, str, tuple[int, int], tuple[int, int]]


def r(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "",
      pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> Row:
    return (tag, name, text, cls, desc, pos, size)


DOCK = ["Google Chrome", "Thunderbird Mail", "Files", "Text Editor", "LibreOffice Writer", "Terminal",
        "Ubuntu Software", "Help"]


def screen(clock: str, rows: list[Row], app: str | None = None, running: tuple[str, ...] = (),
           extra_dock: tuple[str, ...] = (), width: int = 1920, height: int = 1080, dock: bool = True) -> str:
    """A whole desktop: top bar (Activities, app menu, clock, system menu), the given rows, the dock."""
    out = [OS_HDR]
    top: list[Row] = [r("push-button", "Activities", "", "", "", (0, 0), (95, 27))]
    if app:
        top.append(r("menu", app, "", "", "Application menu", (95, 0), (12 * len(app) + 40, 27)))
    top.append(r("label", "", clock, "", "", (width // 2 - 76, 0), (152, 27)))
    top.append(r("menu", "System", "", "", "Network, volume, power", (width - 130, 0), (130, 27)))
    allrows = top + rows
    if dock:
        y = 27
        for name in DOCK + list(extra_dock):
            allrows.append(r("push-button", name, "", "", "Running" if name in running else "", (0, y), (70, 64)))
            y += 66
        allrows.append(r("toggle-button", "Show Applications", "", "", "", (0, height - 70), (70, 64)))
    for tag, name, text, cls, desc, pos, size in allrows:
        out.append(f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})")
    return "\n".join(out)


def menubar(items: list[str], y: int, x0: int = 70) -> list[Row]:
    rows, x = [], x0
    for it in items:
        w = 10 * len(it) + 20
        rows.append(r("menu", it, "", "", "", (x, y), (w, 26)))
        x += w
    return rows


# ---------------------------------------------------------------------------------------------------------
# 01  Files: tidy the Downloads folder (BAD: renamed file back under its old name)
# ---------------------------------------------------------------------------------------------------------

NAUT_SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos",
                "Trash", "Other Locations"]


def nautilus(title: str, path: list[str], body: list[Row], sel: str = "Downloads", status: str = "",
             view: str = "list") -> list[Row]:
    rows: list[Row] = [
        r("frame", title, "", "org.gnome.Nautilus", "", (70, 27), (1850, 1053)),
        r("push-button", "Back", "", "", "", (280, 40), (34, 34)),
        r("push-button", "Forward", "", "", "", (316, 40), (34, 34)),
    ]
    x = 360
    for p in path:
        rows.append(r("toggle-button", p, "", "", "", (x, 40), (10 * len(p) + 40, 34)))
        x += 10 * len(p) + 44
    rows += [
        r("toggle-button", "Search", "", "", "", (1640, 40), (34, 34)),
        r("toggle-button", "View options", "", "", "", (1680, 40), (50, 34)),
        r("toggle-button", "Show List" if view == "grid" else "Show Grid", "", "", "", (1736, 40), (34, 34)),
        r("menu", "Main menu", "", "", "", (1776, 40), (34, 34)),
    ]
    y = 90
    for s in NAUT_SIDEBAR:
        rows.append(r("list-item", s, "", "", "selected" if s == sel else "", (70, y), (210, 36)))
        y += 38
    rows.append(r("list-item", "Floppy Disk", "", "", "", (70, y + 12), (210, 36)))
    rows += body
    if status:
        rows.append(r("label", "", status, "", "floating status bar", (1380, 1040), (530, 30)))
    return rows


def list_view(files: list[tuple[str, str, str, str]], sort: str = "Name", order: str = "ascending") -> list[Row]:
    rows: list[Row] = [
        r("table-column-header", "Name", "", "", f"sorted {order}" if sort == "Name" else "", (290, 86), (1010, 30)),
        r("table-column-header", "Size", "", "", f"sorted {order}" if sort == "Size" else "", (1300, 86), (160, 30)),
        r("table-column-header", "Modified", "", "", f"sorted {order}" if sort == "Modified" else "", (1460, 86), (200, 30)),
        r("table-column-header", "Star", "", "", "", (1660, 86), (40, 30)),
    ]
    y = 118
    for name, size, mod, kind in files:
        rows.append(r("table-cell", name, name, "", kind, (290, y), (1010, 34)))
        rows.append(r("table-cell", "", size, "", "", (1300, y), (160, 34)))
        rows.append(r("table-cell", "", mod, "", "", (1460, y), (200, 34)))
        y += 36
    return rows


def grid_view(files: list[tuple[str, str, str, str]]) -> list[Row]:
    rows: list[Row] = []
    for i, (name, size, _mod, kind) in enumerate(files):
        x, y = 300 + (i % 8) * 200, 100 + (i // 8) * 220
        rows.append(r("icon", name, name, "", f"{kind}, {size}", (x, y), (180, 200)))
    return rows


def t01(rs: RowSet) -> None:
    inv = ("invoice_2024_03.pdf", "212.4 kB", "12 Mar", "PDF document")
    rep_old = ("Quarterly_Report_draft.docx", "48.7 kB", "Yesterday", "Word document")
    rep_new = ("Q1_Report_final.docx", "48.7 kB", "Yesterday", "Word document")
    img1 = ("IMG_20240311_0932.jpg", "3.1 MB", "11 Mar", "JPEG image")
    img2 = ("IMG_20240311_0935.jpg", "2.9 MB", "11 Mar", "JPEG image")
    budget = ("budget_q2.ods", "22.3 kB", "8 Mar", "ODS spreadsheet")
    notes = ("notes.txt", "1.2 kB", "09:02", "plain text document")
    shot = ("Screenshot from 2024-03-12 08-14-55.png", "402.1 kB", "Yesterday", "PNG image")
    deb = ("setup-vpn-client_2.3.1_amd64.deb", "14.6 MB", "4 Mar", "Debian package")
    bib = ("thesis_refs.bib", "18.0 kB", "29 Feb", "BibTeX document")

    def by_name(items: list[tuple[str, str, str, str]]) -> list[tuple[str, str, str, str]]:
        return sorted(items, key=lambda f: f[0].lower())

    base = [budget, img1, img2, inv, notes, rep_old, shot, deb, bib]
    dl = ["Home", "Downloads"]
    state = "Files (Nautilus) is open on ~/Downloads in list view, sorted by name; the top-bar clock reads Wed 13 Mar 10:13."
    turns = []
    folder0 = ("Invoices", "0 items", "10:14", "folder")
    v1 = [folder0] + by_name(base)
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'n')
pyautogui.typewrite('Invoices')
pyautogui.press('enter')
"""), screen("Wed 13 Mar  10:14", nautilus("Downloads", dl, list_view(v1), status="“Invoices” selected (containing 0 items)"),
            app="Files", running=("Files",))))
    v2 = [folder0] + by_name([budget, img1, img2, inv, notes, rep_new, shot, deb, bib])
    turns.append((code("""
pyautogui.click(520, 334)   # Quarterly_Report_draft.docx
pyautogui.press('f2')
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('Q1_Report_final.docx')
pyautogui.press('enter')
"""), screen("Wed 13 Mar  10:14", nautilus("Downloads", dl, list_view(v2), status="“Q1_Report_final.docx” selected (48.7 kB)"),
            app="Files", running=("Files",))))
    folder1 = ("Invoices", "1 item", "10:15", "folder")
    v3 = [folder1] + by_name([budget, img1, img2, notes, rep_new, shot, deb, bib])
    turns.append((code("""
pyautogui.moveTo(520, 262)   # invoice_2024_03.pdf
pyautogui.dragTo(520, 118, duration=0.6)   # onto the Invoices folder
"""), screen("Wed 13 Mar  10:15", nautilus("Downloads", dl, list_view(v3), status="“Invoices” selected (containing 1 item)"),
            app="Files", running=("Files",))))
    turns.append((code("""
pyautogui.doubleClick(520, 118)   # open Invoices
"""), screen("Wed 13 Mar  10:15", nautilus("Invoices", ["Home", "Downloads", "Invoices"], list_view([inv])),
            app="Files", running=("Files",))))
    by_size = [folder1, deb, img1, img2, shot, rep_new, budget, bib, notes]
    turns.append((code("""
pyautogui.hotkey('alt', 'left')   # back to Downloads
pyautogui.click(1380, 100)   # Size column header
"""), screen("Wed 13 Mar  10:16", nautilus("Downloads", dl, list_view(by_size, sort="Size", order="descending")),
            app="Files", running=("Files",))))
    props = [
        r("dialog", "Properties", "", "org.gnome.Nautilus", "", (660, 240), (600, 520)),
        r("label", "", "2 items", "", "", (880, 300), (160, 30)),
        r("label", "Contents", "2 items, totalling 6.0 MB", "", "", (700, 360), (520, 28)),
        r("label", "Type", "JPEG image (image/jpeg)", "", "", (700, 400), (520, 28)),
        r("label", "Parent Folder", "/home/lena/Downloads", "", "", (700, 440), (520, 28)),
        r("label", "Free Space", "184.2 GB", "", "", (700, 480), (520, 28)),
        r("page-tab", "Basic", "", "", "selected", (700, 530), (100, 30)),
        r("page-tab", "Permissions", "", "", "", (800, 530), (120, 30)),
        r("push-button", "Close", "", "", "", (1210, 250), (34, 34)),
    ]
    turns.append((code("""
pyautogui.click(520, 190)   # IMG_20240311_0932.jpg
pyautogui.keyDown('ctrl'); pyautogui.click(520, 226); pyautogui.keyUp('ctrl')   # + IMG_20240311_0935.jpg
pyautogui.hotkey('ctrl', 'i')   # Properties
"""), screen("Wed 13 Mar  10:16", nautilus("Downloads", dl, list_view(by_size, sort="Size", order="descending"),
                                            status="2 items selected (6.0 MB)") + props,
            app="Files", running=("Files",))))
    grid_bad = [folder1, deb, img1, img2, shot, rep_old, budget, bib, notes]   # still sorted by size
    turns.append((code("""
pyautogui.press('escape')   # close Properties
pyautogui.hotkey('ctrl', '2')   # grid view to check the thumbnails
"""), screen("Wed 13 Mar  10:17", nautilus("Downloads", dl, grid_view(grid_bad), view="grid",
                                            status="2 items selected (6.0 MB)"),
            app="Files", running=("Files",))))
    move_dlg = [
        r("frame", "Downloads", "", "org.gnome.Nautilus", "", (70, 27), (1850, 1053)),
        r("dialog", "Select Move Destination", "", "org.gnome.Nautilus", "", (460, 170), (1000, 700)),
        r("push-button", "Cancel", "", "", "", (480, 180), (90, 34)),
        r("push-button", "Select", "", "", "default", (1350, 180), (90, 34)),
        r("toggle-button", "lena", "", "", "", (700, 180), (80, 34)),
        r("list-item", "Recent", "", "", "", (470, 240), (200, 34)),
        r("list-item", "Home", "", "", "", (470, 276), (200, 34)),
        r("list-item", "Desktop", "", "", "", (470, 312), (200, 34)),
        r("list-item", "Documents", "", "", "", (470, 348), (200, 34)),
        r("table-cell", "Desktop", "Desktop", "", "folder", (690, 240), (500, 32)),
        r("table-cell", "Documents", "Documents", "", "folder", (690, 274), (500, 32)),
        r("table-cell", "Downloads", "Downloads", "", "folder", (690, 308), (500, 32)),
        r("table-cell", "Music", "Music", "", "folder", (690, 342), (500, 32)),
        r("table-cell", "Pictures", "Pictures", "", "folder, selected", (690, 376), (500, 32)),
        r("table-cell", "Public", "Public", "", "folder", (690, 410), (500, 32)),
        r("table-cell", "snap", "snap", "", "folder", (690, 444), (500, 32)),
        r("table-cell", "Templates", "Templates", "", "folder", (690, 478), (500, 32)),
        r("table-cell", "Videos", "Videos", "", "folder", (690, 512), (500, 32)),
    ]
    turns.append((code("""
pyautogui.rightClick(460, 300)   # on the selected photos
pyautogui.click(560, 470)        # 'Move to…'
pyautogui.click(900, 392)        # Pictures
"""), screen("Wed 13 Mar  10:17", move_dlg, app="Files", running=("Files",))))
    pics = by_name([img1, img2, ("IMG_20240229_1811.jpg", "2.7 MB", "29 Feb", "JPEG image"),
                    ("Wallpapers", "14 items", "2 Feb", "folder"),
                    ("Screenshots", "37 items", "Yesterday", "folder"),
                    ("family_2023.jpg", "1.9 MB", "26 Dec 2023", "JPEG image")])
    pics = [p for p in pics if p[3] == "folder"] + [p for p in pics if p[3] != "folder"]
    turns.append((code("""
pyautogui.click(1395, 197)   # Select
pyautogui.click(140, 356)    # Pictures in the sidebar
"""), screen("Wed 13 Mar  10:18", nautilus("Pictures", ["Home", "Pictures"], grid_view(pics), sel="Pictures", view="grid"),
            app="Files", running=("Files",))))
    rs.add(task="os", tid="h29-os-01", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="file renamed to Q1_Report_final.docx shows again under its old name in a later listing")


# ---------------------------------------------------------------------------------------------------------
# 02  LibreOffice Calc: April expenses (clean)
# ---------------------------------------------------------------------------------------------------------

CALC_MENU = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]


def money(x: float, cur: str = "") -> str:
    return f"{cur}{x:,.2f}"


def calc(title: str, namebox: str, formula: str, cells: list[tuple[str, str]], status: list[str],
         rows_shown: list[int], modified: bool, extra: list[Row] | None = None, zoom: str = "100%") -> list[Row]:
    rows: list[Row] = [r("frame", f"{title} - LibreOffice Calc", "", "libreoffice-calc", "", (70, 27), (1850, 1053))]
    rows += menubar(CALC_MENU, 60)
    for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
                           "Undo", "Redo", "Sort", "Sort Ascending", "Sort Descending", "AutoFilter",
                           "Insert Chart", "Insert Pivot Table", "Freeze Rows and Columns"]):
        rows.append(r("push-button", b, "", "", "", (80 + i * 38, 92), (34, 32)))
    rows += [
        r("combo-box", "Font Name", "Liberation Sans", "", "", (80, 130), (200, 30)),
        r("combo-box", "Font Size", "10 pt", "", "", (284, 130), (70, 30)),
        r("combo-box", "Name Box", namebox, "", "", (80, 168), (120, 30)),
        r("push-button", "Function Wizard", "", "", "", (206, 168), (30, 30)),
        r("push-button", "Select Function", "", "", "", (238, 168), (30, 30)),
        r("text", "Input line", formula, "", "", (272, 168), (1640, 30)),
    ]
    for j, col in enumerate("ABCDEFG"):
        rows.append(r("table-column-header", col, col, "", "", (130 + j * 180, 204), (180, 22)))
    for n in rows_shown:
        rows.append(r("table-row-header", str(n), str(n), "", "", (80, 226 + (rows_shown.index(n)) * 22), (50, 22)))
    for ref, val in cells:
        col, rown = ref[0], int(ref[1:])
        if rown not in rows_shown:
            continue
        rows.append(r("table-cell", ref, val, "", "", (130 + "ABCDEFG".index(col) * 180, 226 + rows_shown.index(rown) * 22), (180, 22)))
    rows += extra or []
    rows += [
        r("page-tab", "Expenses", "", "", "selected", (200, 1000), (100, 24)),
        r("page-tab", "Categories", "", "", "", (300, 1000), (110, 24)),
        r("push-button", "Add sheet", "", "", "", (170, 1000), (24, 24)),
    ]
    x = 80
    for s in status:
        rows.append(r("status-bar", "", s, "", "", (x, 1030), (10 * len(s) + 20, 24)))
        x += 10 * len(s) + 30
    rows.append(r("slider", "Zoom", zoom, "", "", (1700, 1030), (200, 24)))
    if modified:
        rows.append(r("push-button", "Save", "", "", "The document has been modified. Click to save the document.", (1560, 1030), (24, 24)))
    return rows


def t02(rs: RowSet) -> None:
    data = [
        ("2024-04-01", "Rent", "April rent", 1150.00),
        ("2024-04-02", "Groceries", "Lidl", 64.37),
        ("2024-04-03", "Transport", "Monthly bus pass", 49.00),
        ("2024-04-05", "Utilities", "Electricity", 89.90),
        ("2024-04-08", "Groceries", "Farmers market", 23.50),
        ("2024-04-10", "Internet", "Fiber 500", 39.99),
        ("2024-04-12", "Dining", "Pizza night", 31.20),
        ("2024-04-15", "Groceries", "Lidl", 71.84),
        ("2024-04-18", "Health", "Pharmacy", 12.45),
        ("2024-04-21", "Transport", "Train to Lyon", 58.60),
    ]
    title = "expenses_april.ods"

    def cells(d: list[tuple[str, str, str, float]], cur: str = "", total: bool = False) -> list[tuple[str, str]]:
        out = [("A1", "Date"), ("B1", "Category"), ("C1", "Description"), ("D1", "Amount")]
        for i, (a, b, c, v) in enumerate(d, 2):
            out += [(f"A{i}", a), (f"B{i}", b), (f"C{i}", c), (f"D{i}", money(v, cur))]
        if total:
            out += [("C14", "Total"), ("D14", money(round(sum(x[3] for x in d), 2), cur))]
        return out

    def r2(x: float) -> str:
        return f"{Decimal(str(round(x, 6))).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP):,}"

    def stat(d: list[tuple[str, str, str, float]], n: int) -> str:
        s = round(sum(x[3] for x in d[:n]), 2)
        return f"Average: {r2(s / n)}; Sum: {r2(s)}"

    allrows = list(range(1, 25))
    fixed = ["Sheet 1 of 2", "Default", "English (USA)"]
    state = "LibreOffice Calc has ~/Documents/expenses_april.ods open on sheet 'Expenses' (A1:D11, amounts formatted 0.00); cell A1 is selected; clock Sat 27 Apr 16:20."
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(760, 248)   # D2
pyautogui.keyDown('shift'); pyautogui.click(760, 446); pyautogui.keyUp('shift')   # D11
"""), screen("Sat 27 Apr  16:20", calc(title, "D2:D11", "1150", cells(data), fixed[:1] + [stat(data, 10)] + fixed[1:], allrows, False),
            app="LibreOffice Calc", running=("LibreOffice Calc",))))
    d2 = list(data)
    d2[3] = ("2024-04-05", "Utilities", "Electricity", 98.90)
    turns.append((code("""
pyautogui.click(760, 314)   # D5, the electricity bill was mistyped
pyautogui.typewrite('98.90\\n')
"""), screen("Sat 27 Apr  16:21", calc(title, "D6", "23.5", cells(d2), fixed[:1] + ["Average: 23.50; Sum: 23.50"] + fixed[1:], allrows, True),
            app="LibreOffice Calc", running=("LibreOffice Calc",))))
    d3 = d2 + [("2024-04-24", "Dining", "Café with Marie", 18.75)]
    turns.append((code("""
pyautogui.click(220, 468)   # A12
pyautogui.typewrite('2024-04-24\\tDining\\tCafé with Marie\\t18.75\\n')
"""), screen("Sat 27 Apr  16:22", calc(title, "A13", "", cells(d3), fixed[:1] + ["Average: ; Sum: 0"] + fixed[1:], allrows, True),
            app="LibreOffice Calc", running=("LibreOffice Calc",))))
    turns.append((code("""
pyautogui.click(760, 248)   # D2
pyautogui.keyDown('shift'); pyautogui.click(760, 468); pyautogui.keyUp('shift')   # D12
"""), screen("Sat 27 Apr  16:22", calc(title, "D2:D12", "1150", cells(d3), fixed[:1] + [stat(d3, 11)] + fixed[1:], allrows, True),
            app="LibreOffice Calc", running=("LibreOffice Calc",))))
    turns.append((code("""
pyautogui.click(580, 512)   # C14
pyautogui.typewrite('Total\\t=SUM(D2:D12)\\n')
pyautogui.click(760, 512)   # back on D14 to check the formula
"""), screen("Sat 27 Apr  16:23", calc(title, "D14", "=SUM(D2:D12)", cells(d3, total=True),
                                       fixed[:1] + [f"Average: {r2(sum(x[3] for x in d3))}; Sum: {r2(sum(x[3] for x in d3))}"] + fixed[1:], allrows, True),
            app="LibreOffice Calc", running=("LibreOffice Calc",))))
    d4 = sorted(d3, key=lambda x: -x[3])
    sort_cells = cells(d4, total=True)
    turns.append((code("""
pyautogui.click(220, 226)   # A1
pyautogui.keyDown('shift'); pyautogui.click(760, 468); pyautogui.keyUp('shift')   # A1:D12
pyautogui.click(80 + 12 * 38 + 17, 108)   # Sort Descending (on column D, the amounts)
"""), screen("Sat 27 Apr  16:24", calc(title, "A1:D12", "Date", sort_cells,
                                       fixed[:1] + ["Selected: 12 rows, 4 columns"] + fixed[1:],
                                       allrows, True),
            app="LibreOffice Calc", running=("LibreOffice Calc",))))
    cur_cells = cells(d4, cur="$", total=True)
    turns.append((code("""
pyautogui.click(760, 248)   # D2
pyautogui.keyDown('shift'); pyautogui.click(760, 512); pyautogui.keyUp('shift')   # D2:D14
pyautogui.hotkey('ctrl', 'shift', '4')   # currency format
"""), screen("Sat 27 Apr  16:24", calc(title, "D2:D14", "1150", cur_cells,
                                       fixed[:1] + [f"Average: ${r2(sum(x[3] for x in d3) * 2 / 12)}; Sum: ${r2(sum(x[3] for x in d3) * 2)}"] + fixed[1:],
                                       allrows, True),
            app="LibreOffice Calc", running=("LibreOffice Calc",))))
    groc = [i for i, x in enumerate(d4, 2) if x[1] == "Groceries"]
    shown = [1] + groc + list(range(13, 25))
    filt_extra = [
        r("push-button", "AutoFilter A1", "", "", "", (292, 226), (18, 20)),
        r("push-button", "AutoFilter B1", "", "", "filter active", (472, 226), (18, 20)),
        r("push-button", "AutoFilter C1", "", "", "", (652, 226), (18, 20)),
        r("push-button", "AutoFilter D1", "", "", "", (832, 226), (18, 20)),
    ]
    turns.append((code("""
pyautogui.click(220, 226)   # A1
pyautogui.hotkey('ctrl', 'shift', 'l')   # AutoFilter
pyautogui.click(481, 236)   # Category drop-down
pyautogui.click(520, 300)   # 'Groceries' only
pyautogui.click(610, 560)   # OK
"""), screen("Sat 27 Apr  16:25", calc(title, "A1", "Date", cur_cells,
                                       ["Sheet 1 of 2", "3 of 11 records found", "Default", "English (USA)"],
                                       shown, True, extra=filt_extra),
            app="LibreOffice Calc", running=("LibreOffice Calc",))))
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
"""), screen("Sat 27 Apr  16:26", calc(title, "A1", "Date", cur_cells,
                                       ["Sheet 1 of 2", "3 of 11 records found", "Default", "English (USA)"],
                                       shown, False, extra=filt_extra),
            app="LibreOffice Calc", running=("LibreOffice Calc",))))
    rs.add(task="os", tid="h29-os-02", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 03  Text Editor: edit deploy.env (BAD: an untouched line changes value)
# ---------------------------------------------------------------------------------------------------------


def gte(title: str, subtitle: str, lines: list[str], first: int, cursor: str, modified: bool,
        search: str | None = None, search_info: str = "") -> list[Row]:
    shown = lines[first - 1:first - 1 + 16]
    rows: list[Row] = [
        r("frame", f"{'•' if modified else ''}{title} ({subtitle}) - Text Editor", "", "org.gnome.TextEditor", "", (260, 120), (1400, 760)),
        r("push-button", "Open", "", "", "", (270, 130), (80, 34)),
        r("push-button", "New tab", "", "", "", (354, 130), (34, 34)),
        r("label", "", title, "", "document title", (860, 128), (200, 20)),
        r("label", "", subtitle, "", "document subtitle", (860, 148), (200, 18)),
        r("push-button", "Save", "", "", "", (1470, 130), (60, 34)),
        r("menu", "Main Menu", "", "", "", (1536, 130), (34, 34)),
        r("push-button", "Close", "", "", "", (1620, 130), (34, 34)),
    ]
    if modified:
        rows.append(r("label", "", "•", "", "Document has unsaved changes", (1066, 128), (12, 20)))
    if search is not None:
        rows += [
            r("text", "Search", search, "", "", (1200, 176), (300, 32)),
            r("label", "", search_info, "", "", (1420, 176), (70, 32)),
            r("push-button", "Move to previous match", "", "", "", (1506, 176), (30, 32)),
            r("push-button", "Move to next match", "", "", "", (1540, 176), (30, 32)),
        ]
    rows.append(r("label", "line numbers", "\n".join(str(i) for i in range(first, first + len(shown))), "", "", (262, 172), (44, 660)))
    rows.append(r("text", "", "\n".join(shown), "", "editable, multi-line", (308, 172), (1340, 660)))
    rows.append(r("scroll-bar", "", "", "", "vertical", (1648, 172), (10, 660)))
    rows.append(r("label", "", cursor, "", "cursor position", (1500, 850), (140, 24)))
    rows.append(r("push-button", "Plain Text", "", "", "", (1380, 850), (100, 24)))
    return rows


def t03(rs: RowSet) -> None:
    env = """# deploy.env — production settings for orders-api
APP_NAME=orders-api
APP_ENV=production
PORT=8080
HOST=0.0.0.0
LOG_LEVEL=debug
LOG_FORMAT=json

DB_HOST=db-prod-2.internal
DB_POOL_SIZE=20
DB_NAME=orders
DB_USER=orders_svc
DB_SSLMODE=require
REDIS_URL=redis://cache-1.internal:6379/2
CACHE_TTL_SECONDS=300
QUEUE_BACKEND=rabbitmq

RABBIT_HOST=mq-1.internal
RABBIT_PREFETCH=50
WORKER_CONCURRENCY=8
REQUEST_TIMEOUT_MS=15000
RATE_LIMIT_PER_MIN=600
FEATURE_NEW_CHECKOUT=false
HEALTHCHECK_PATH=/healthz""".split("\n")
    assert len(env) == 24 and env[9] == "DB_POOL_SIZE=20"
    t, sub = "deploy.env", "~/projects/orders-api"
    clk = "Thu 2 May  14:"
    state = "GNOME Text Editor is open, empty; the file ~/projects/orders-api/deploy.env (24 lines) exists. Top-bar clock: Thu 2 May 14:05."
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'o')
time.sleep(1)
pyautogui.typewrite('~/projects/orders-api/deploy.env\\n')
"""), screen(clk + "05", gte(t, sub, env, 1, "Ln 1, Col 1", False), app="Text Editor", running=("Text Editor",))))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('PORT')
pyautogui.press('enter')
"""), screen(clk + "06", gte(t, sub, env, 1, "Ln 4, Col 5", False, search="PORT", search_info="1 of 1"),
             app="Text Editor", running=("Text Editor",))))
    e2 = list(env)
    e2[3] = "PORT=8443"
    turns.append((code("""
pyautogui.press('escape')
pyautogui.doubleClick(372, 238)   # the value 8080 on line 4
pyautogui.typewrite('8443')
"""), screen(clk + "06", gte(t, sub, e2, 1, "Ln 4, Col 10", True), app="Text Editor", running=("Text Editor",))))
    e3 = list(e2)
    e3[5] = "LOG_LEVEL=info"
    turns.append((code("""
pyautogui.doubleClick(400, 282)   # 'debug' on line 6
pyautogui.typewrite('info')
pyautogui.hotkey('ctrl', 's')
"""), screen(clk + "07", gte(t, sub, e3, 1, "Ln 6, Col 15", False), app="Text Editor", running=("Text Editor",))))
    bad = list(e3)
    bad[9] = "DB_POOL_SIZE=25"
    turns.append((code("""
pyautogui.hotkey('ctrl', 'end')
"""), screen(clk + "07", gte(t, sub, bad, 9, "Ln 24, Col 26", False), app="Text Editor", running=("Text Editor",))))
    e4 = e3 + ["OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.internal:4317", "OTEL_SERVICE_NAME=orders-api"]
    turns.append((code("""
pyautogui.press('end')
pyautogui.press('enter')
pyautogui.typewrite('OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.internal:4317\\nOTEL_SERVICE_NAME=orders-api')
"""), screen(clk + "08", gte(t, sub, e4, 11, "Ln 26, Col 29", True), app="Text Editor", running=("Text Editor",))))
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
"""), screen(clk + "08", gte(t, sub, e4, 11, "Ln 26, Col 29", False), app="Text Editor", running=("Text Editor",))))
    term = [
        r("frame", "lena@ws-lena: ~/projects/orders-api", "", "gnome-terminal-server", "", (420, 200), (1100, 640)),
        r("menu", "Menu", "", "", "", (1440, 206), (34, 30)),
        r("terminal", "", "lena@ws-lena:~$ cd ~/projects/orders-api && grep -nE '^(PORT|LOG_LEVEL|OTEL_)' deploy.env && wc -l deploy.env\n"
          "4:PORT=8443\n6:LOG_LEVEL=info\n25:OTEL_EXPORTER_OTLP_ENDPOINT=http://otel-collector.internal:4317\n26:OTEL_SERVICE_NAME=orders-api\n"
          "26 deploy.env\nlena@ws-lena:~/projects/orders-api$ ", "", "", (420, 240), (1100, 600)),
        r("frame", f"{t} ({sub}) - Text Editor", "", "org.gnome.TextEditor", "inactive", (260, 120), (1400, 760)),
    ]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'alt', 't')
time.sleep(1)
pyautogui.typewrite("cd ~/projects/orders-api && grep -nE '^(PORT|LOG_LEVEL|OTEL_)' deploy.env && wc -l deploy.env\\n")
"""), screen(clk + "09", term, app="Terminal", running=("Text Editor", "Terminal"))))
    rs.add(task="os", tid="h29-os-03", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="DB_POOL_SIZE line reads 25 instead of 20 although that line was never edited")


# ---------------------------------------------------------------------------------------------------------
# 04  Settings: power, appearance, night light, resolution (clean)
# ---------------------------------------------------------------------------------------------------------

SETTINGS_PANELS = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search",
                   "Multitasking", "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power",
                   "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color",
                   "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, body: list[Row], scale: float = 1.0, dark: bool = False) -> list[Row]:
    def s(v: int) -> int:
        return int(round(v * scale))
    rows: list[Row] = [r("frame", "Settings", "", "gnome-control-center", "dark style" if dark else "", (s(300), s(120)), (s(1320), s(860))),
                       r("push-button", "Search", "", "", "", (s(310), s(128)), (s(34), s(34))),
                       r("label", "", panel, "", "panel title", (s(900), s(132)), (s(200), s(26)))]
    y = 175
    for p in SETTINGS_PANELS:
        if y > 960:
            break
        rows.append(r("list-item", p, "", "", "selected" if p == panel else "", (s(300), s(y)), (s(260), s(30))))
        y += 31
    return rows + [(t, n, x, c, d, (s(p[0]), s(p[1])), (s(z[0]), s(z[1]))) for t, n, x, c, d, p, z in body]


def t04(rs: RowSet) -> None:
    def power(blank: str, suspend: str, batt: int, remain: str) -> list[Row]:
        return [
            r("label", "", f"Battery {batt} %", "", "", (620, 190), (300, 24)),
            r("level-bar", "Battery level", f"{batt}%", "", "", (620, 220), (900, 10)),
            r("label", "", remain, "", "", (1340, 190), (180, 24)),
            r("label", "", "Power Mode", "", "", (620, 270), (300, 24)),
            r("radio-button", "Performance", "", "", "", (620, 300), (900, 44)),
            r("radio-button", "Balanced", "", "", "checked", (620, 346), (900, 44)),
            r("radio-button", "Power Saver", "", "", "", (620, 392), (900, 44)),
            r("label", "", "Power Saving Options", "", "", (620, 460), (300, 24)),
            r("check-box", "Dim Screen", "", "", "checked", (620, 490), (900, 44)),
            r("combo-box", "Screen Blank", blank, "", "", (620, 536), (900, 44)),
            r("push-button", "Automatic Suspend", suspend, "", "", (620, 582), (900, 44)),
            r("label", "", "Suspend & Power Button", "", "", (620, 650), (300, 24)),
            r("combo-box", "Power Button Behavior", "Suspend", "", "", (620, 680), (900, 44)),
            r("check-box", "Show Battery Percentage", "", "", "checked", (620, 726), (900, 44)),
        ]
    state = "GNOME Settings is closed. Laptop on battery (67 %), display 1920 × 1080 at 100 %, light style, Night Light off, screen blank after 5 minutes. Clock Thu 16 May 09:30."
    turns = []
    turns.append((code("""
import subprocess, time, pyautogui
subprocess.Popen(['gnome-control-center', 'power'])
time.sleep(2)
"""), screen("Thu 16 May  09:30", settings("Power", power("5 minutes", "When on Battery Power", 67, "2:41 remaining")),
             app="Settings", running=("Settings",))))
    turns.append((code("""
pyautogui.click(1070, 558)   # Screen Blank
pyautogui.click(1070, 700)   # '15 minutes'
"""), screen("Thu 16 May  09:31", settings("Power", power("15 minutes", "When on Battery Power", 67, "2:52 remaining")),
             app="Settings", running=("Settings",))))
    dlg = [
        r("dialog", "Automatic Suspend", "", "gnome-control-center", "modal", (720, 380), (480, 300)),
        r("toggle-button", "On Battery Power", "", "", "unchecked", (1120, 430), (60, 30)),
        r("combo-box", "Delay", "20 minutes", "", "insensitive", (1000, 480), (180, 34)),
        r("toggle-button", "Plugged In", "", "", "unchecked", (1120, 540), (60, 30)),
        r("combo-box", "Delay", "20 minutes", "", "insensitive", (1000, 590), (180, 34)),
    ]
    turns.append((code("""
pyautogui.click(1070, 604)   # Automatic Suspend
time.sleep(0.5)
pyautogui.click(1150, 445)   # turn off 'On Battery Power'
"""), screen("Thu 16 May  09:31", settings("Power", power("15 minutes", "When on Battery Power", 67, "2:52 remaining")) + dlg,
             app="Settings", running=("Settings",))))
    appearance = [
        r("label", "", "Style", "", "", (620, 190), (300, 24)),
        r("radio-button", "Light", "", "", "", (700, 230), (300, 200)),
        r("radio-button", "Dark", "", "", "checked", (1060, 230), (300, 200)),
        r("label", "", "Color", "", "", (620, 460), (300, 24)),
    ]
    for i, c in enumerate(["orange", "bark", "sage", "olive", "viridian", "prussian green", "blue", "purple", "magenta", "red"]):
        appearance.append(r("radio-button", c, "", "", "checked" if c == "orange" else "", (620 + i * 56, 490), (48, 48)))
    appearance += [
        r("label", "", "Desktop Icons", "", "", (620, 570), (300, 24)),
        r("check-box", "Show Personal folder", "", "", "checked", (620, 600), (900, 44)),
        r("combo-box", "Size", "Small", "", "", (620, 646), (900, 44)),
        r("label", "", "Dock", "", "", (620, 720), (300, 24)),
        r("check-box", "Auto-hide the Dock", "", "", "", (620, 750), (900, 44)),
        r("combo-box", "Position on screen", "Left", "", "", (620, 796), (900, 44)),
        r("slider", "Icon size", "48", "", "", (620, 842), (900, 44)),
    ]
    turns.append((code("""
pyautogui.press('escape')   # close the Automatic Suspend dialog
pyautogui.click(420, 299)   # Appearance
pyautogui.click(1210, 330)  # Dark
"""), screen("Thu 16 May  09:32", settings("Appearance", appearance, dark=True), app="Settings", running=("Settings",))))

    def displays(res: str, night: bool, scale: float = 1.0, extra: list[Row] | None = None) -> list[Row]:
        body = [
            r("page-tab", "Displays", "", "", "" if night else "selected", (780, 180), (150, 32)),
            r("page-tab", "Night Light", "", "", "selected" if night else "", (930, 180), (150, 32)),
        ]
        if night:
            body += [
                r("toggle-button", "Night Light", "", "", "checked", (1400, 240), (60, 30)),
                r("radio-button", "Sunset to Sunrise", "", "", "checked", (620, 300), (900, 44)),
                r("radio-button", "Manual Schedule", "", "", "", (620, 346), (900, 44)),
                r("label", "", "Times", "", "insensitive", (620, 400), (200, 24)),
                r("spin-button", "From", "20:00", "", "insensitive", (800, 396), (120, 34)),
                r("spin-button", "To", "06:00", "", "insensitive", (1000, 396), (120, 34)),
                r("slider", "Color Temperature", "4000 K", "", "", (620, 460), (900, 44)),
            ]
        else:
            body += [
                r("label", "", "Built-in display", "", "", (620, 240), (400, 24)),
                r("combo-box", "Orientation", "Landscape", "", "", (620, 280), (900, 44)),
                r("combo-box", "Resolution", res, "", "", (620, 326), (900, 44)),
                r("combo-box", "Refresh Rate", "60.00 Hz", "", "", (620, 372), (900, 44)),
                r("combo-box", "Scale", "100 %", "", "", (620, 418), (900, 44)),
                r("check-box", "Fractional Scaling", "", "", "", (620, 464), (900, 44)),
                r("push-button", "Apply", "", "", "insensitive" if extra is None else "", (1400, 130), (80, 34)),
            ]
        return settings("Displays", body + (extra or []), scale=scale, dark=True)
    turns.append((code("""
pyautogui.click(420, 609)   # Displays
pyautogui.click(1005, 196)  # Night Light tab
pyautogui.click(1430, 255)  # switch on
"""), screen("Thu 16 May  09:33", displays("1920 × 1080 (16∶9)", True), app="Settings", running=("Settings",))))
    keep = [r("alert", "Keep these display settings?", "Settings changes will revert in 19 seconds", "gnome-shell", "modal", (760, 420), (400, 200)),
            r("push-button", "Revert Settings", "", "", "", (780, 560), (170, 40)),
            r("push-button", "Keep Changes", "", "", "default", (970, 560), (170, 40))]
    turns.append((code("""
pyautogui.click(855, 196)   # Displays tab
pyautogui.click(1070, 348)  # Resolution
pyautogui.click(1070, 470)  # 1600 × 900 (16∶9)
pyautogui.click(1440, 147)  # Apply
time.sleep(1)
"""), screen("Thu 16 May  09:34", displays("1600 × 900 (16∶9)", False, scale=1600 / 1920, extra=[]) + keep,
             app="Settings", running=("Settings",), width=1600, height=900)))
    turns.append((code("""
pyautogui.click(1055, 580)   # Keep Changes
"""), screen("Thu 16 May  09:34", displays("1600 × 900 (16∶9)", False, scale=1600 / 1920),
             app="Settings", running=("Settings",), width=1600, height=900)))
    power2 = power("15 minutes", "Off", 65, "2:38 remaining")
    turns.append((code("""
pyautogui.click(int(420 * 1600 / 1920), int(578 * 1600 / 1920))   # Power
"""), screen("Thu 16 May  09:36", settings("Power", power2, scale=1600 / 1920, dark=True),
             app="Settings", running=("Settings",), width=1600, height=900)))
    rs.add(task="os", tid="h29-os-04", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 05  Terminal: restart nginx and check it (clean)
# ---------------------------------------------------------------------------------------------------------


class Term:
    """A GNOME Terminal window whose text cell keeps the scrollback and shows the last `keep` lines."""

    def __init__(self, user: str, host: str, cwd: str = "~", keep: int = 44) -> None:
        self.user, self.host, self.cwd, self.keep = user, host, cwd, keep
        self.lines: list[str] = [self.prompt()]

    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}$ "

    def run(self, cmd: str, out: str, cwd: str | None = None) -> str:
        self.lines[-1] += cmd
        self.lines += out.rstrip("\n").split("\n") if out else []
        if cwd:
            self.cwd = cwd
        self.lines.append(self.prompt())
        return "\n".join(self.lines[-self.keep:])

    def rows(self, text: str, pos: tuple[int, int] = (200, 80), size: tuple[int, int] = (1500, 940)) -> list[Row]:
        return [
            r("frame", f"{self.user}@{self.host}: {self.cwd}", "", "gnome-terminal-server", "", pos, size),
            r("push-button", "New Tab", "", "", "", (pos[0] + 10, pos[1] + 6), (34, 30)),
            r("menu", "Menu", "", "", "", (pos[0] + size[0] - 120, pos[1] + 6), (34, 30)),
            r("push-button", "Close", "", "", "", (pos[0] + size[0] - 44, pos[1] + 6), (34, 30)),
            r("terminal", "", text, "", "", (pos[0], pos[1] + 40), (size[0], size[1] - 40)),
            r("scroll-bar", "", "", "", "vertical", (pos[0] + size[0] - 12, pos[1] + 40), (12, size[1] - 40)),
        ]


def t05(rs: RowSet) -> None:
    t = Term("ops", "web-02")
    ty = "pyautogui.typewrite({!r} + '\\n')"
    state = "A GNOME Terminal is open on the server's desktop session (user ops, host web-02); sudo credentials are cached. Clock Fri 17 May 11:00."
    turns = []

    def add(cmd: str, out: str, clock: str) -> None:
        txt = t.run(cmd, out)
        turns.append((code("import pyautogui\n" + ty.format(cmd)), screen(clock, t.rows(txt), app="Terminal", running=("Terminal",))))

    add("systemctl status nginx --no-pager", """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Fri 2024-05-17 07:58:12 CEST; 3h 2min ago
       Docs: man:nginx(8)
    Process: 1419 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1431 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 1432 (nginx)
      Tasks: 5 (limit: 9387)
     Memory: 9.8M
        CPU: 1.204s
     CGroup: /system.slice/nginx.service
             ├─1432 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             ├─1433 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             ├─1434 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             ├─1435 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             └─1436 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""

May 17 07:58:11 web-02 systemd[1]: Starting A high performance web server and a reverse proxy server...
May 17 07:58:12 web-02 systemd[1]: Started A high performance web server and a reverse proxy server.""", "Fri 17 May  11:00")
    add("sudo nginx -t", """nginx: the configuration file /etc/nginx/nginx.conf syntax is ok
nginx: configuration file /etc/nginx/nginx.conf test is successful""", "Fri 17 May  11:01")
    add("sudo systemctl restart nginx && systemctl status nginx --no-pager | head -11", """● nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Fri 2024-05-17 11:01:37 CEST; 41ms ago
       Docs: man:nginx(8)
    Process: 21864 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 21876 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 21877 (nginx)
      Tasks: 5 (limit: 9387)
     Memory: 5.9M
        CPU: 36ms
     CGroup: /system.slice/nginx.service""", "Fri 17 May  11:01")
    add("uptime", " 11:01:52 up  3:04,  2 users,  load average: 0.31, 0.22, 0.18", "Fri 17 May  11:01")
    add("ps -o pid,ppid,etime,rss,cmd -C nginx", """    PID    PPID     ELAPSED   RSS CMD
  21877       1       00:24  1672 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
  21878   21877       00:24  5304 nginx: worker process
  21879   21877       00:24  5304 nginx: worker process
  21880   21877       00:24  5304 nginx: worker process
  21881   21877       00:24  5304 nginx: worker process""", "Fri 17 May  11:02")
    add("curl -sI http://localhost | head -6", """HTTP/1.1 200 OK
Server: nginx/1.18.0 (Ubuntu)
Date: Fri, 17 May 2024 09:02:20 GMT
Content-Type: text/html
Content-Length: 612
Last-Modified: Tue, 02 Apr 2024 13:44:05 GMT""", "Fri 17 May  11:02")
    add("journalctl -u nginx -n 6 --no-pager", """May 17 07:58:12 web-02 systemd[1]: Started A high performance web server and a reverse proxy server.
May 17 11:01:37 web-02 systemd[1]: Stopping A high performance web server and a reverse proxy server...
May 17 11:01:37 web-02 systemd[1]: nginx.service: Deactivated successfully.
May 17 11:01:37 web-02 systemd[1]: Stopped A high performance web server and a reverse proxy server.
May 17 11:01:37 web-02 systemd[1]: Starting A high performance web server and a reverse proxy server...
May 17 11:01:37 web-02 systemd[1]: Started A high performance web server and a reverse proxy server.""", "Fri 17 May  11:02")
    add("free -m", """               total        used        free      shared  buff/cache   available
Mem:            7941        1712        3908          61        2320        5903
Swap:           2047           0        2047""", "Fri 17 May  11:03")
    add("uptime", " 11:03:40 up  3:06,  2 users,  load average: 0.12, 0.18, 0.16", "Fri 17 May  11:03")
    rs.add(task="os", tid="h29-os-05", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 06  Chrome: download LibreOffice and verify the checksum (BAD: top-bar clock goes back)
# ---------------------------------------------------------------------------------------------------------


def chrome(tabs: list[str], active: int, url: str, page: list[Row], bubble: list[Row] | None = None,
           bookmarks_bar: list[str] | None = None) -> list[Row]:
    rows: list[Row] = [r("frame", f"{tabs[active]} - Google Chrome", "", "Google-chrome", "", (70, 27), (1850, 1053))]
    for i, tb in enumerate(tabs):
        rows.append(r("page-tab", tb, "", "", "selected" if i == active else "", (80 + i * 240, 34), (236, 36)))
    rows += [
        r("push-button", "New Tab", "", "", "", (80 + len(tabs) * 240, 38), (28, 28)),
        r("push-button", "Back", "", "", "", (84, 76), (34, 34)),
        r("push-button", "Forward", "", "", "", (120, 76), (34, 34)),
        r("push-button", "Reload", "", "", "", (156, 76), (34, 34)),
        r("entry", "Address and search bar", url, "", "", (200, 76), (1460, 34)),
        r("push-button", "Bookmark this tab", "", "", "", (1630, 80), (26, 26)),
        r("push-button", "Downloads", "", "", "", (1760, 76), (34, 34)),
        r("push-button", "You", "", "", "Lena Park", (1800, 76), (34, 34)),
        r("push-button", "Chrome", "", "", "Customize and control Google Chrome", (1840, 76), (34, 34)),
    ]
    y0 = 116
    if bookmarks_bar is not None:
        for i, b in enumerate(bookmarks_bar):
            rows.append(r("push-button", b, "", "", "bookmark", (84 + i * 260, 116), (250, 28)))
        y0 = 146
    rows.append(r("document-web", tabs[active], "", "", url, (70, y0), (1850, 1080 - y0)))
    rows += page
    rows += bubble or []
    return rows


def t06(rs: RowSet) -> None:
    sha = hashlib.sha256(b"h29-os-06 LibreOffice_24.2.3_Linux_x86-64_deb.tar.gz").hexdigest()
    fname = "LibreOffice_24.2.3_Linux_x86-64_deb.tar.gz"
    dl_url = "https://www.libreoffice.org/download/download-libreoffice/"
    page1 = [
        r("heading", "Download LibreOffice", "Download LibreOffice", "", "level 1", (400, 200), (900, 50)),
        r("combo-box", "Choose your operating system", "Linux x64 (deb)", "", "", (400, 270), (300, 34)),
        r("heading", "LibreOffice 24.2.3", "LibreOffice 24.2.3", "", "level 2", (400, 330), (600, 36)),
        r("paragraph", "", "LibreOffice is a free and powerful office suite. This is the latest version, for technology enthusiasts and early adopters.", "", "", (400, 374), (900, 44)),
        r("link", "DOWNLOAD", "DOWNLOAD", "", "https://www.libreoffice.org/donate/dl/deb-x86_64/24.2.3/en-US/" + fname, (400, 430), (200, 50)),
        r("static", "", "Selected: LibreOffice 24.2.3 for Linux (x64, deb)", "", "", (620, 440), (500, 24)),
        r("link", "Torrent", "Torrent", "", "", (400, 494), (80, 22)),
        r("link", "Info", "Info", "", "", (490, 494), (50, 22)),
        r("static", "", "233 MB", "", "", (550, 494), (80, 22)),
        r("link", "Translated user interface", "Translated user interface", "", "", (400, 528), (260, 22)),
        r("link", "Offline help", "Offline help", "", "", (670, 528), (120, 22)),
        r("heading", "LibreOffice 7.6.7", "LibreOffice 7.6.7", "", "level 2", (400, 590), (600, 36)),
        r("paragraph", "", "This version is slightly older and does not have the latest features, but it has been tested for longer. For business deployments, we strongly recommend support from certified partners.", "", "", (400, 634), (900, 44)),
        r("link", "DOWNLOAD", "DOWNLOAD", "", "https://www.libreoffice.org/donate/dl/deb-x86_64/7.6.7/en-US/LibreOffice_7.6.7_Linux_x86-64_deb.tar.gz", (400, 690), (200, 50)),
        r("link", "Release Notes", "Release Notes", "", "", (400, 760), (140, 22)),
        r("link", "System requirements", "System requirements", "", "", (560, 760), (200, 22)),
    ]
    state = "Google Chrome is open on a New Tab page. Clock Tue 21 May 09:40."
    turns = []
    turns.append((code(f"""
import pyautogui, time
pyautogui.click(900, 93)
pyautogui.typewrite('{dl_url}\\n')
time.sleep(3)
"""), screen("Tue 21 May  09:41", chrome(["Download LibreOffice | LibreOffice - Free Office Suite"], 0, dl_url, page1),
             app="Google Chrome", running=("Google Chrome",))))
    donate_url = "https://www.libreoffice.org/donate/dl/deb-x86_64/24.2.3/en-US/" + fname
    page2 = [
        r("heading", "Thank you for using LibreOffice!", "Thank you for using LibreOffice!", "", "level 1", (400, 200), (900, 50)),
        r("paragraph", "", "Your download should start automatically. If it does not, click here.", "", "", (400, 270), (900, 24)),
        r("link", "click here", "click here", "", "https://download.documentfoundation.org/libreoffice/stable/24.2.3/deb/x86_64/" + fname, (880, 270), (90, 24)),
        r("paragraph", "", "SHA-256 checksums and signatures are available on the mirror list.", "", "", (400, 304), (900, 24)),
        r("link", "mirror list", "mirror list", "", "https://download.documentfoundation.org/libreoffice/stable/24.2.3/deb/x86_64/" + fname + ".mirrorlist", (880, 304), (100, 24)),
        r("heading", "Support the project", "Support the project", "", "level 2", (400, 360), (600, 36)),
        r("push-button", "Donate €5", "", "", "", (400, 410), (120, 40)),
        r("push-button", "Donate €10", "", "", "", (530, 410), (120, 40)),
        r("push-button", "Donate €20", "", "", "", (660, 410), (120, 40)),
    ]
    bubble2 = [r("dialog", "Recent download history", "", "", "", (1420, 116), (480, 150)),
               r("static", fname, fname, "", "", (1440, 136), (440, 22)),
               r("static", "", "14.2/233 MB • 1 min left", "", "", (1440, 162), (440, 20)),
               r("progress-bar", "", "6%", "", "", (1440, 190), (440, 6)),
               r("link", "Full download history", "", "", "", (1440, 230), (200, 22))]
    turns.append((code("""
pyautogui.click(500, 455)   # DOWNLOAD (24.2.3, Linux x64 deb)
time.sleep(4)
"""), screen("Tue 21 May  09:42", chrome(["Thank you for using LibreOffice! | LibreOffice"], 0, donate_url, page2, bubble=bubble2),
             app="Google Chrome", running=("Google Chrome",))))
    ml_url = "https://download.documentfoundation.org/libreoffice/stable/24.2.3/deb/x86_64/" + fname + ".mirrorlist"
    page3 = [
        r("heading", "File information", "File information", "", "level 2", (300, 180), (800, 36)),
        r("table-cell", "Filename", fname, "", "", (300, 230), (1200, 24)),
        r("table-cell", "Path", "/libreoffice/stable/24.2.3/deb/x86_64/" + fname, "", "", (300, 256), (1200, 24)),
        r("table-cell", "Size", "233M (244333528 bytes)", "", "", (300, 282), (1200, 24)),
        r("table-cell", "Last modified", "Fri, 26 Apr 2024 13:48:11 GMT (Unix time: 1714139291)", "", "", (300, 308), (1200, 24)),
        r("table-cell", "SHA-256 Hash", sha, "", "", (300, 334), (1200, 24)),
        r("table-cell", "SHA-1 Hash", hashlib.sha1(sha.encode()).hexdigest(), "", "", (300, 360), (1200, 24)),
        r("table-cell", "MD5 Hash", hashlib.md5(sha.encode()).hexdigest(), "", "", (300, 386), (1200, 24)),
        r("table-cell", "BitTorrent", "https://download.documentfoundation.org/libreoffice/stable/24.2.3/deb/x86_64/" + fname + ".torrent", "", "", (300, 412), (1200, 24)),
        r("heading", "Mirrors", "Mirrors", "", "level 2", (300, 460), (800, 36)),
        r("link", "ftp.fau.de", "ftp.fau.de", "", "Germany, Bavaria, 1000 Mbit", (300, 510), (400, 22)),
        r("link", "mirror.netcologne.de", "mirror.netcologne.de", "", "Germany, North Rhine-Westphalia, 1000 Mbit", (300, 536), (400, 22)),
        r("link", "ftp.gwdg.de", "ftp.gwdg.de", "", "Germany, Lower Saxony, 10000 Mbit", (300, 562), (400, 22)),
        r("link", "mirrors.dotsrc.org", "mirrors.dotsrc.org", "", "Denmark, 10000 Mbit", (300, 588), (400, 22)),
    ]
    tabs3 = ["Thank you for using LibreOffice! | LibreOffice", fname + ".mirrorlist"]
    turns.append((code(f"""
pyautogui.hotkey('ctrl', 't')
pyautogui.typewrite('{ml_url}\\n')
time.sleep(2)
"""), screen("Tue 21 May  09:43", chrome(tabs3, 1, ml_url, page3), app="Google Chrome", running=("Google Chrome",))))

    def dlpage(progress: str, done: bool) -> list[Row]:
        rows = [
            r("heading", "Downloads", "Downloads", "", "level 1", (120, 140), (300, 40)),
            r("entry", "Search downloads", "", "", "", (700, 140), (520, 36)),
            r("heading", "Today", "Today", "", "level 2", (560, 210), (200, 28)),
            r("link", fname, fname, "", "", (640, 250), (600, 24)),
            r("static", "", "https://download.documentfoundation.org/libreoffice/stable/24.2.3/deb/x86_64/" + fname, "", "", (640, 278), (700, 20)),
        ]
        if done:
            rows += [r("link", "Show in folder", "Show in folder", "", "", (640, 306), (140, 22))]
        else:
            rows += [r("static", "", progress, "", "", (640, 306), (400, 20)),
                     r("progress-bar", "", "61%", "", "", (640, 332), (600, 6)),
                     r("push-button", "Pause", "", "", "", (640, 350), (70, 30)),
                     r("push-button", "Cancel", "", "", "", (720, 350), (70, 30))]
        rows += [r("push-button", "Remove from list", "", "", "", (1260, 250), (30, 30)),
                 r("heading", "Yesterday", "Yesterday", "", "level 2", (560, 420), (200, 28)),
                 r("link", "boarding_pass_LH2021.pdf", "boarding_pass_LH2021.pdf", "", "", (640, 460), (600, 24)),
                 r("static", "", "https://www.lufthansa.com/deeplink/boardingpass?pnr=••••", "", "", (640, 488), (700, 20)),
                 r("link", "Show in folder", "Show in folder", "", "", (640, 516), (140, 22))]
        return rows
    tabs4 = tabs3 + ["Downloads"]
    turns.append((code("""
pyautogui.hotkey('ctrl', 't')
pyautogui.typewrite('chrome://downloads\\n')
"""), screen("Tue 21 May  09:40", chrome(tabs4, 2, "chrome://downloads", dlpage("141 MB of 233 MB, 25 secs left", False)),
             app="Google Chrome", running=("Google Chrome",))))
    turns.append((code("""
time.sleep(30)
"""), screen("Tue 21 May  09:44", chrome(tabs4, 2, "chrome://downloads", dlpage("", True)),
             app="Google Chrome", running=("Google Chrome",))))
    files = [("boarding_pass_LH2021.pdf", "187.3 kB", "Yesterday", "PDF document"),
             ("Invoices", "12 items", "7 May", "folder"),
             (fname, "244.3 MB", "09:44", "Tar archive (gzip-compressed)"),
             ("vpn-profile-lena.ovpn", "4.9 kB", "2 May", "OpenVPN configuration"),
             ("zoom_amd64.deb", "142.0 MB", "29 Apr", "Debian package")]
    files = [f for f in files if f[3] == "folder"] + sorted([f for f in files if f[3] != "folder"], key=lambda f: f[0].lower())
    turns.append((code("""
pyautogui.click(710, 317)   # Show in folder
time.sleep(1)
"""), screen("Tue 21 May  09:44", nautilus("Downloads", ["Home", "Downloads"], list_view(files), status=f"“{fname}” selected (244.3 MB)"),
             app="Files", running=("Google Chrome", "Files"))))
    t = Term("lena", "ws-lena")
    txt = t.run(f"sha256sum ~/Downloads/{fname}", f"{sha}  /home/lena/Downloads/{fname}")
    turns.append((code(f"""
pyautogui.hotkey('ctrl', 'alt', 't')
time.sleep(1)
pyautogui.typewrite('sha256sum ~/Downloads/{fname}\\n')
time.sleep(2)
"""), screen("Tue 21 May  09:45", t.rows(txt, pos=(360, 200), size=(1200, 600)), app="Terminal", running=("Google Chrome", "Files", "Terminal"))))
    hist = [
        r("heading", "History", "History", "", "level 1", (120, 140), (300, 40)),
        r("entry", "Search history", "", "", "", (700, 140), (520, 36)),
        r("page-tab", "Chrome history", "", "", "selected", (120, 200), (200, 30)),
        r("page-tab", "Tabs from other devices", "", "", "", (120, 232), (200, 30)),
        r("link", "Delete browsing data", "", "", "", (120, 270), (200, 30)),
        r("heading", "Today - Tuesday, 21 May 2024", "Today - Tuesday, 21 May 2024", "", "level 2", (560, 210), (600, 28)),
        r("static", "", "09:43", "", "", (580, 250), (60, 22)),
        r("link", fname + ".mirrorlist", fname + ".mirrorlist", "", "download.documentfoundation.org", (660, 250), (700, 22)),
        r("static", "", "09:42", "", "", (580, 284), (60, 22)),
        r("link", "Thank you for using LibreOffice! | LibreOffice", "Thank you for using LibreOffice! | LibreOffice", "", "www.libreoffice.org", (660, 284), (700, 22)),
        r("static", "", "09:41", "", "", (580, 318), (60, 22)),
        r("link", "Download LibreOffice | LibreOffice - Free Office Suite", "Download LibreOffice | LibreOffice - Free Office Suite", "", "www.libreoffice.org", (660, 318), (700, 22)),
        r("heading", "Yesterday - Monday, 20 May 2024", "Yesterday - Monday, 20 May 2024", "", "level 2", (560, 370), (600, 28)),
        r("static", "", "18:12", "", "", (580, 410), (60, 22)),
        r("link", "Online Check-in | Lufthansa", "Online Check-in | Lufthansa", "", "www.lufthansa.com", (660, 410), (700, 22)),
        r("static", "", "17:58", "", "", (580, 444), (60, 22)),
        r("link", "Inbox (3) - lena.park@gmail.com - Gmail", "Inbox (3) - lena.park@gmail.com - Gmail", "", "mail.google.com", (660, 444), (700, 22)),
    ]
    tabs8 = tabs3 + ["History"]
    turns.append((code("""
pyautogui.click(35, 59)   # Chrome in the dock
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('chrome://history\\n')
"""), screen("Tue 21 May  09:45", chrome(tabs8, 2, "chrome://history", hist), app="Google Chrome", running=("Google Chrome", "Files", "Terminal"))))
    bm = [r("dialog", "Bookmark added", "", "", "", (1260, 110), (420, 220)),
          r("entry", "Bookmark name", "Download LibreOffice | LibreOffice - Free Office Suite", "", "", (1280, 160), (380, 32)),
          r("combo-box", "Folder", "Bookmarks bar", "", "", (1280, 204), (380, 32)),
          r("push-button", "More…", "", "", "", (1280, 270), (90, 32)),
          r("push-button", "Remove", "", "", "", (1480, 270), (90, 32)),
          r("push-button", "Done", "", "", "default", (1580, 270), (90, 32))]
    tabs9 = ["Thank you for using LibreOffice! | LibreOffice", fname + ".mirrorlist", "Download LibreOffice | LibreOffice - Free Office Suite"]
    turns.append((code("""
pyautogui.click(1010, 319)   # open the download page again from history
time.sleep(2)
pyautogui.hotkey('ctrl', 'd')
"""), screen("Tue 21 May  09:46", chrome(tabs9, 2, dl_url, page1, bubble=bm), app="Google Chrome", running=("Google Chrome", "Files", "Terminal"))))
    turns.append((code("""
pyautogui.click(1625, 286)   # Done
pyautogui.hotkey('ctrl', 'shift', 'b')   # show the bookmarks bar
"""), screen("Tue 21 May  09:46", chrome(tabs9, 2, dl_url, [(t_, n, x, c, d, (p[0], p[1] + 30), z) for t_, n, x, c, d, p, z in page1],
                                         bookmarks_bar=["Gmail", "Lufthansa check-in", "Download LibreOffice | LibreOffice - Free Office Suite"]),
             app="Google Chrome", running=("Google Chrome", "Files", "Terminal"))))
    rs.add(task="os", tid="h29-os-06", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="top-bar clock reads 09:40, earlier than the 09:43 shown on the previous screen, while the download kept progressing")


# ---------------------------------------------------------------------------------------------------------
# 07  Thunderbird: triage the inbox (BAD: a message read earlier shows unread again)
# ---------------------------------------------------------------------------------------------------------

Msg = tuple[str, str, str, bool, bool]


def thunderbird(folders: list[tuple[str, int, int]], folder: str, msgs: list[Msg], sel: int | None,
                pane: list[Row], status: str, quick_unread: bool = False, title: str | None = None) -> list[Row]:
    rows: list[Row] = [r("frame", title or f"{folder} - lena.park@acme.io - Mozilla Thunderbird", "", "Mail", "", (70, 27), (1850, 1053))]
    for i, (b, w) in enumerate([("Get Messages", 120), ("Write", 80), ("Chat", 70), ("Address Book", 130), ("Tag", 60), ("Quick Filter", 120)]):
        rows.append(r("push-button", b, "", "", "", (80 + sum(x[1] + 6 for x in [("", 120), ("", 80), ("", 70), ("", 130), ("", 60), ("", 120)][:i]), 70), (w, 32)))
    rows.append(r("entry", "Search", "", "", "Search <Ctrl+K>", (1300, 70), (400, 32)))
    rows.append(r("page-tab", folder, "", "", "selected", (80, 34), (240, 32)))
    y = 120
    for name, indent, unread in folders:
        rows.append(r("tree-item", name, str(unread) if unread else "", "", "selected" if name == folder else "", (80 + indent * 20, y), (300 - indent * 20, 30)))
        y += 32
    rows.append(r("toggle-button", "Unread", "", "", "pressed" if quick_unread else "", (400, 110), (80, 28)))
    rows.append(r("toggle-button", "Starred", "", "", "", (486, 110), (80, 28)))
    rows.append(r("toggle-button", "Contact", "", "", "", (572, 110), (80, 28)))
    rows.append(r("toggle-button", "Tags", "", "", "", (658, 110), (70, 28)))
    rows.append(r("toggle-button", "Attachment", "", "", "", (734, 110), (110, 28)))
    rows.append(r("entry", "Filter these messages", "", "", "", (900, 110), (400, 28)))
    for i, (col, w) in enumerate([("Subject", 520), ("Correspondents", 260), ("Date", 170)]):
        rows.append(r("table-column-header", col, "", "", "sorted descending" if col == "Date" else "", (400 + sum([520, 260, 170][:i]), 146), (w, 26)))
    y = 174
    for i, (subj, frm, date, unread, att) in enumerate(msgs):
        d = ("unread" if unread else "read") + (", has attachment" if att else "") + (", selected" if sel == i else "")
        rows.append(r("tree-item", subj, f"{frm} · {date}", "", d, (400, y), (950, 28)))
        y += 30
    rows += pane
    rows.append(r("status-bar", "", status, "", "", (1600, 1050), (300, 26)))
    return rows


def t07(rs: RowSet) -> None:
    contract = ("Q2 vendor contract — redlines attached", "Priya Natarajan", "08:12", True, True)
    offsite = ("Re: Offsite agenda", "Marco Bianchi", "07:55", True, False)
    aws = ("Your AWS invoice for April 2024", "Amazon Web Services", "06:30", True, True)
    slack = ("Weekly digest: #platform-eng", "Slack", "05:02", True, False)
    gitlab = ("[GitLab] Pipeline failed: orders-api main #4821", "GitLab", "07/05/2024, 23:14", True, False)
    others: list[Msg] = [
        ("Lunch Thursday?", "Hannah Vogel", "07/05/2024, 17:40", False, False),
        ("Re: Badge access for new hires", "Facilities Desk", "07/05/2024, 15:22", False, False),
        ("Invitation: Quarterly planning @ Mon 13 May", "Google Calendar", "07/05/2024, 11:05", False, True),
        ("Expense report approved", "Concur", "06/05/2024, 16:48", False, False),
        ("Re: Q2 vendor contract", "Tom Ellison", "06/05/2024, 10:31", False, False),
        ("Conference travel: hotel confirmation", "Booking.com", "05/05/2024, 19:02", False, True),
        ("Newsletter — May edition", "Linux Foundation", "05/05/2024, 08:00", False, False),
        ("Your parcel is on its way", "DHL", "04/05/2024, 12:16", False, False),
        ("Re: Offsite agenda", "Priya Natarajan", "04/05/2024, 09:45", False, False),
    ]
    inbox: list[Msg] = [contract, offsite, aws, slack, gitlab] + others

    def rd(m: Msg, unread: bool = False) -> Msg:
        return (m[0], m[1], m[2], unread, m[4])

    def folders(inbox_unread: int, arch_unread: int = 0, junk: int = 0) -> list[tuple[str, int, int]]:
        return [("lena.park@acme.io", 0, 0), ("Inbox", 1, inbox_unread), ("Drafts", 1, 0), ("Templates", 1, 0),
                ("Sent", 1, 0), ("Archives", 1, 0), ("2023", 2, 0), ("2024", 2, arch_unread), ("Junk", 1, junk), ("Trash", 1, 0),
                ("Local Folders", 0, 0), ("Trash", 1, 0), ("Outbox", 1, 0)]
    fl = folders
    state = "Thunderbird is open on the Inbox of lena.park@acme.io (14 messages, 5 unread), sorted by date, newest first, no message selected. Clock Wed 8 May 09:05."
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(860, 160)   # Date column — already sorted newest first; just focus the list
"""), screen("Wed 8 May  09:05", thunderbird(fl(5), "Inbox", inbox, None, [], "Unread: 5   Total: 14"), app="Thunderbird Mail", running=("Thunderbird Mail",))))

    def msgpane(subj: str, frm: str, to: str, date: str, body: str, att: str | None = None) -> list[Row]:
        rows = [r("label", "From", frm, "", "", (1380, 180), (520, 22)),
                r("label", "To", to, "", "", (1380, 206), (520, 22)),
                r("label", "Subject", subj, "", "", (1380, 232), (520, 22)),
                r("label", "Date", date, "", "", (1380, 258), (520, 22)),
                r("push-button", "Reply", "", "", "", (1380, 290), (70, 30)),
                r("push-button", "Forward", "", "", "", (1456, 290), (80, 30)),
                r("push-button", "Archive", "", "", "", (1542, 290), (80, 30)),
                r("push-button", "Junk", "", "", "", (1628, 290), (60, 30)),
                r("push-button", "Delete", "", "", "", (1694, 290), (70, 30)),
                r("document-frame", "", body, "", "message body", (1380, 330), (520, 600))]
        if att:
            rows.append(r("push-button", att, "", "", "attachment", (1380, 940), (520, 30)))
        return rows
    m1 = [rd(contract)] + inbox[1:]
    p1 = msgpane(contract[0], "Priya Natarajan <priya.natarajan@acme.io>", "Lena Park <lena.park@acme.io>; Tom Ellison <tom.ellison@acme.io>",
                 "08/05/2024, 08:12",
                 "Hi Lena, hi Tom,\n\nattached are Brightline's redlines on the Q2 vendor contract. The main open points are:\n"
                 "1. Liability cap — they want 12 months of fees instead of 24.\n2. Payment terms — net 45 instead of net 30.\n"
                 "3. Data retention after termination — 90 days.\n\nCould you both review by Friday? Legal wants our comments before the call on Monday.\n\nThanks,\nPriya",
                 "Brightline_MSA_Q2_redlines.docx (84 KB)")
    turns.append((code("""
pyautogui.click(700, 189)   # Q2 vendor contract — redlines attached
time.sleep(1)
"""), screen("Wed 8 May  09:06", thunderbird(fl(4), "Inbox", m1, 0, p1, "Unread: 4   Total: 14"), app="Thunderbird Mail", running=("Thunderbird Mail",))))
    m2 = [rd(contract), rd(offsite)] + inbox[2:]
    p2 = msgpane(offsite[0], "Marco Bianchi <marco.bianchi@acme.io>", "platform-team@acme.io", "08/05/2024, 07:55",
                 "Updated agenda for the offsite (Tue 21 – Wed 22 May, Lake Como):\n\nDay 1\n09:30 Arrival & coffee\n10:00 2024 H2 roadmap (Priya)\n"
                 "12:30 Lunch\n14:00 Incident review: April outage (Lena)\n16:00 Team activity\n\nDay 2\n09:30 Platform ownership workshop\n12:00 Wrap-up & travel\n\n"
                 "Please book trains by Friday — the group rate expires.\n\nMarco")
    turns.append((code("""
pyautogui.click(700, 219)   # Re: Offsite agenda (Marco)
time.sleep(1)
"""), screen("Wed 8 May  09:07", thunderbird(fl(3), "Inbox", m2, 1, p2, "Unread: 3   Total: 14"), app="Thunderbird Mail", running=("Thunderbird Mail",))))
    newsletter, dhl = others[6], others[7]
    m3 = [m for m in m2 if m not in (slack, newsletter, dhl)]
    assert len(m3) == 11
    turns.append((code("""
pyautogui.click(700, 279)   # Weekly digest: #platform-eng
pyautogui.keyDown('ctrl')
pyautogui.click(700, 519)   # Newsletter — May edition
pyautogui.click(700, 549)   # Your parcel is on its way
pyautogui.keyUp('ctrl')
pyautogui.press('a')        # archive the three
time.sleep(1)
"""), screen("Wed 8 May  09:08", thunderbird(fl(2, 1), "Inbox", m3, None, [], "Unread: 2   Total: 11"), app="Thunderbird Mail", running=("Thunderbird Mail",))))
    tom = ("Re: Q2 vendor contract — redlines attached", "Tom Ellison", "09:09", True, False)
    m4 = [tom] + m3
    turns.append((code("""
pyautogui.click(140, 86)   # Get Messages
time.sleep(3)
"""), screen("Wed 8 May  09:09", thunderbird(fl(3, 1), "Inbox", m4, None, [], "Unread: 3   Total: 12"), app="Thunderbird Mail", running=("Thunderbird Mail",))))
    arch: list[Msg] = [rd(slack, True), newsletter, dhl,
                       ("Re: Access request for Grafana", "IT Service Desk", "03/05/2024, 14:20", False, False),
                       ("April on-call handover", "Marco Bianchi", "30/04/2024, 18:05", False, True),
                       ("Re: Q1 vendor review", "Priya Natarajan", "26/04/2024, 11:47", False, False),
                       ("Your Lufthansa booking confirmation", "Lufthansa", "22/04/2024, 21:13", False, True),
                       ("[GitLab] Merge request !1288 merged", "GitLab", "19/04/2024, 16:02", False, False),
                       ("Team photo", "Hannah Vogel", "17/04/2024, 13:30", False, True)]
    turns.append((code("""
pyautogui.click(150, 344)   # Archives › 2024
time.sleep(1)
"""), screen("Wed 8 May  09:10", thunderbird(fl(3, 1), "2024", arch, None, [], "Unread: 1   Total: 57"), app="Thunderbird Mail", running=("Thunderbird Mail",))))
    unread_only = [m for m in m4 if m[3]]
    assert len(unread_only) == 3
    turns.append((code("""
pyautogui.click(150, 152)   # Inbox
pyautogui.click(440, 124)   # Quick Filter: Unread
time.sleep(1)
"""), screen("Wed 8 May  09:10", thunderbird(fl(3, 1), "Inbox", unread_only, None,
                                              [r("label", "", "3 messages", "", "quick filter result", (1200, 110), (120, 28))],
                                              "Unread: 3   Total: 12", quick_unread=True),
             app="Thunderbird Mail", running=("Thunderbird Mail",))))
    bad_list = [tom, contract] + m4[2:]
    turns.append((code("""
pyautogui.click(440, 124)   # Unread filter off again
time.sleep(1)
"""), screen("Wed 8 May  09:11", thunderbird(fl(4, 1), "Inbox", bad_list, None, [], "Unread: 4   Total: 12"), app="Thunderbird Mail", running=("Thunderbird Mail",))))
    tom_body = ("Thanks Priya.\n\nI went through the redlines. Points 2 and 3 are fine with me. On the liability cap I'd push back — "
                "12 months is below what we accepted from the last two vendors. Suggest we offer 18 months as a compromise.\n\n"
                "Lena, can you check whether their data-retention clause matches what we need for the audit?\n\nTom")
    msgtab = [r("frame", "Re: Q2 vendor contract — redlines attached - Mozilla Thunderbird", "", "Mail", "", (70, 27), (1850, 1053)),
              r("page-tab", "Inbox", "", "", "", (80, 34), (240, 32)),
              r("page-tab", "Re: Q2 vendor contract — redlines attached", "", "", "selected", (324, 34), (300, 32)),
              r("label", "From", "Tom Ellison <tom.ellison@acme.io>", "", "", (120, 90), (900, 22)),
              r("label", "To", "Priya Natarajan <priya.natarajan@acme.io>; Lena Park <lena.park@acme.io>", "", "", (120, 116), (900, 22)),
              r("label", "Subject", tom[0], "", "", (120, 142), (900, 22)),
              r("label", "Date", "08/05/2024, 09:09", "", "", (120, 168), (900, 22)),
              r("push-button", "Reply", "", "", "", (1500, 90), (70, 30)),
              r("push-button", "Reply All", "", "", "", (1576, 90), (90, 30)),
              r("push-button", "Forward", "", "", "", (1672, 90), (80, 30)),
              r("push-button", "Archive", "", "", "", (1758, 90), (80, 30)),
              r("document-frame", "", tom_body + "\n\nOn 08/05/2024 08:12, Priya Natarajan wrote:\n> Hi Lena, hi Tom,\n> attached are Brightline's redlines on the Q2 vendor contract.", "", "message body", (120, 210), (1700, 700))]
    turns.append((code("""
pyautogui.doubleClick(700, 189)   # open Tom's reply in a tab
time.sleep(1)
"""), screen("Wed 8 May  09:11", msgtab, app="Thunderbird Mail", running=("Thunderbird Mail",))))
    reply_text = "Hi Tom, hi Priya,\n\nagreed on 18 months. I'll check the retention clause against the audit requirements today and report back before Friday.\n\nLena"
    compose = [r("frame", "Write: Re: Q2 vendor contract — redlines attached - Thunderbird", "", "Msgcompose", "", (300, 100), (1300, 850)),
               r("push-button", "Send", "", "", "", (310, 110), (80, 34)),
               r("push-button", "Spelling", "", "", "", (396, 110), (90, 34)),
               r("push-button", "Attach", "", "", "", (492, 110), (80, 34)),
               r("push-button", "Security", "", "", "", (578, 110), (90, 34)),
               r("push-button", "Save", "", "", "", (674, 110), (70, 34)),
               r("combo-box", "From", "Lena Park <lena.park@acme.io>", "", "", (400, 160), (700, 30)),
               r("entry", "To", "Tom Ellison <tom.ellison@acme.io>", "", "", (400, 196), (1000, 30)),
               r("entry", "Cc", "Priya Natarajan <priya.natarajan@acme.io>", "", "", (400, 232), (1000, 30)),
               r("entry", "Subject", "Re: Q2 vendor contract — redlines attached", "", "", (400, 268), (1000, 30)),
               r("document-frame", "Message body", reply_text + "\n\nOn 08/05/2024 09:09, Tom Ellison wrote:\n> Thanks Priya.\n> I went through the redlines. Points 2 and 3 are fine with me.", "", "editable", (310, 310), (1280, 600))]
    turns.append((code(f"""
pyautogui.click(1620, 105)   # Reply All
time.sleep(1)
pyautogui.typewrite({reply_text!r})
"""), screen("Wed 8 May  09:13", compose, app="Thunderbird Mail", running=("Thunderbird Mail",))))
    sent = [r("frame", "Re: Q2 vendor contract — redlines attached - Mozilla Thunderbird", "", "Mail", "", (70, 27), (1850, 1053)),
            r("page-tab", "Inbox", "", "", "", (80, 34), (240, 32)),
            r("page-tab", "Re: Q2 vendor contract — redlines attached", "", "", "selected", (324, 34), (300, 32)),
            r("label", "From", "Tom Ellison <tom.ellison@acme.io>", "", "", (120, 90), (900, 22)),
            r("label", "Subject", tom[0], "", "", (120, 142), (900, 22)),
            r("label", "", "You replied to this message.", "", "notification", (120, 186), (400, 22)),
            r("document-frame", "", tom_body, "", "message body", (120, 210), (1700, 700)),
            r("alert", "", "Message sent", "", "", (1500, 1000), (300, 40))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'enter')   # Send
time.sleep(2)
"""), screen("Wed 8 May  09:13", sent, app="Thunderbird Mail", running=("Thunderbird Mail",))))
    rs.add(task="os", tid="h29-os-07", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="the vendor-contract message opened earlier shows as unread again and the unread count rises with no new mail")


# ---------------------------------------------------------------------------------------------------------
# 08  GNOME Calendar: add, edit and delete events (clean)
# ---------------------------------------------------------------------------------------------------------


def t08(rs: RowSet) -> None:
    days = ["Monday 10", "Tuesday 11", "Wednesday 12", "Thursday 13", "Friday 14", "Saturday 15", "Sunday 16"]
    week = {0: [("Design review", "14:00", "14:30")], 1: [("Dentist", "09:30", "10:15")],
            2: [("Lunch with Sam", "12:00", "13:00")], 3: [("Sprint planning", "10:00", "11:30")],
            4: [("Team drinks", "16:00", "18:00")]}
    allday = {5: "Anna's birthday"}
    other_june = {3: [("Sprint review", "09:00", "10:00")], 6: [("Yoga", "18:30", "19:45")], 20: [("Yoga", "18:30", "19:45")],
                  24: [("Sprint planning", "10:00", "11:30")], 27: [("Quarter close", "", "")], 1: [("Car service", "08:00", "09:00")]}

    def y_of(hm: str) -> int:
        h, m = map(int, hm.split(":"))
        return 200 + int((h * 60 + m) * 0.6)

    def cal_frame(view: str) -> list[Row]:
        return [r("frame", "Calendar", "", "org.gnome.Calendar", "", (160, 60), (1600, 980)),
                r("push-button", "New Event…", "", "", "", (170, 70), (34, 34)),
                r("push-button", "Today", "", "", "", (210, 70), (70, 34)),
                r("push-button", "Previous", "", "", "", (286, 70), (34, 34)),
                r("push-button", "Next", "", "", "", (322, 70), (34, 34)),
                r("toggle-button", "Week", "", "", "checked" if view == "week" else "", (860, 70), (70, 34)),
                r("toggle-button", "Month", "", "", "checked" if view == "month" else "", (932, 70), (70, 34)),
                r("toggle-button", "Year", "", "", "checked" if view == "year" else "", (1004, 70), (70, 34)),
                r("toggle-button", "Search", "", "", "", (1600, 70), (34, 34)),
                r("menu", "Manage your calendars", "", "", "", (1640, 70), (34, 34)),
                r("menu", "Main menu", "", "", "", (1680, 70), (34, 34))]

    def week_view(wk: dict[int, list[tuple[str, str, str]]], now: str) -> list[Row]:
        rows = cal_frame("week") + [r("label", "", "June 2024", "", "", (170, 120), (200, 30)),
                                    r("label", "", "Week 24", "", "", (380, 120), (100, 30))]
        for i, d in enumerate(days):
            rows.append(r("label", "", d, "", "today" if i == 0 else "", (260 + i * 210, 150), (200, 26)))
        for i, name in allday.items():
            rows.append(r("push-button", name, "All day", "", "Saturday 15 June", (260 + i * 210, 176), (200, 22)))
        for h in range(0, 24, 1):
            if 7 <= h <= 21:
                rows.append(r("label", "", f"{h:02d}:00", "", "", (170, y_of(f"{h}:00") - 8), (60, 16)))
        for i in range(7):
            for title, a, b in wk.get(i, []):
                rows.append(r("push-button", title, f"{a} – {b}", "", f"{days[i].split()[0]} {days[i].split()[1]} June",
                              (262 + i * 210, y_of(a)), (196, y_of(b) - y_of(a))))
        rows.append(r("separator", "current time", now, "", "", (260, y_of(now)), (210, 2)))
        return rows

    def month_view(wk: dict[int, list[tuple[str, str, str]]]) -> list[Row]:
        rows = cal_frame("month") + [r("label", "", "June 2024", "", "", (170, 120), (200, 30))]
        for i, dn in enumerate(["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"]):
            rows.append(r("label", "", dn, "", "", (200 + i * 220, 160), (220, 20)))
        june = {d: list(v) for d, v in other_june.items()}
        for i, evs in wk.items():
            june.setdefault(10 + i, []).extend(evs)
        june.setdefault(15, []).append((allday[5], "", ""))
        first = 27  # grid starts Mon 27 May
        for cell in range(35):
            day = cell - 4 if cell >= 5 else None
            x, y = 200 + (cell % 7) * 220, 190 + (cell // 7) * 160
            if day is None:
                label, dd = str(first + cell), []
            else:
                label, dd = str(day), june.get(day, [])
            rows.append(r("table-cell", label, label, "", "today" if day == 10 else ("other month" if day is None else ""), (x, y), (220, 160)))
            for k, (title, a, _b) in enumerate(sorted(dd, key=lambda e: e[1])):
                rows.append(r("push-button", title, a if a else "All day", "", f"{label} June" if day else "", (x + 4, y + 26 + k * 24), (212, 22)))
        return rows

    state = "Ubuntu desktop, no window open. Clock Mon 10 Jun 13:35; GNOME Calendar has a 'Personal' calendar with this week's events."
    turns = []
    pop = [r("window", "Date and time", "", "gnome-shell", "popover", (660, 30), (600, 560)),
           r("label", "", "Monday", "", "", (690, 50), (200, 22)),
           r("label", "", "10 June 2024", "", "", (690, 74), (260, 30)),
           r("label", "", "June 2024", "", "", (690, 120), (200, 22))]
    for d in range(1, 31):
        cell = d + 4
        pop.append(r("push-button", str(d), "", "", ("today, has events" if d == 10 else ("has events" if d in (1, 3, 6, 11, 12, 13, 14, 15, 20, 24, 27) else "")),
                     (690 + (cell % 7) * 38, 150 + (cell // 7) * 32), (36, 30)))
    pop += [r("label", "", "Today", "", "events", (960, 120), (280, 22)),
            r("push-button", "Design review", "14:00 – 14:30", "", "", (960, 146), (280, 40)),
            r("label", "", "Tomorrow", "", "events", (960, 196), (280, 22)),
            r("push-button", "Dentist", "09:30 – 10:15", "", "", (960, 222), (280, 40)),
            r("push-button", "World Clocks", "", "", "", (960, 290), (280, 80)),
            r("label", "", "Tokyo", "", "", (970, 320), (120, 22)),
            r("label", "", "20:35", "", "", (1180, 320), (50, 22)),
            r("label", "", "New York", "", "", (970, 344), (120, 22)),
            r("label", "", "07:35", "", "", (1180, 344), (50, 22)),
            r("push-button", "Weather", "Berlin · 21 °C, partly cloudy", "", "", (960, 390), (280, 60)),
            r("label", "", "No Notifications", "", "", (690, 470), (240, 22)),
            r("toggle-button", "Do Not Disturb", "", "", "", (690, 540), (180, 30)),
            r("push-button", "Clear", "", "", "insensitive", (1170, 540), (70, 30))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(960, 13)   # top-bar clock
"""), screen("Mon 10 Jun  13:35", pop)))
    turns.append((code("""
pyautogui.press('escape')
pyautogui.press('super')
pyautogui.typewrite('calendar')
pyautogui.press('enter')
time.sleep(2)
"""), screen("Mon 10 Jun  13:36", week_view(week, "13:36"), app="Calendar", running=("Calendar",), extra_dock=("Calendar",))))
    wk2 = {k: list(v) for k, v in week.items()}
    wk2[2].append(("Call with landlord", "15:00", "16:00"))
    turns.append((code(f"""
pyautogui.doubleClick({262 + 2 * 210 + 98}, {y_of("15:00") + 10})   # Wednesday 15:00
time.sleep(0.5)
pyautogui.typewrite('Call with landlord')
pyautogui.press('enter')   # Add
"""), screen("Mon 10 Jun  13:37", week_view(wk2, "13:37"), app="Calendar", running=("Calendar",), extra_dock=("Calendar",))))
    turns.append((code("""
pyautogui.click(967, 87)   # Month
"""), screen("Mon 10 Jun  13:38", month_view(wk2), app="Calendar", running=("Calendar",), extra_dock=("Calendar",))))
    edit = [r("dialog", "Edit Event", "", "org.gnome.Calendar", "modal", (560, 180), (800, 640)),
            r("push-button", "Cancel", "", "", "", (570, 190), (80, 34)),
            r("push-button", "Done", "", "", "default", (1270, 190), (80, 34)),
            r("entry", "Title", "Sprint planning", "", "", (600, 250), (720, 34)),
            r("combo-box", "Calendar", "Personal", "", "", (600, 294), (720, 34)),
            r("check-box", "All Day", "", "", "", (600, 350), (200, 30)),
            r("entry", "Starts", "13/06/2024", "", "", (600, 390), (300, 34)),
            r("entry", "Start time", "10:30", "", "", (910, 390), (120, 34)),
            r("entry", "Ends", "13/06/2024", "", "", (600, 434), (300, 34)),
            r("entry", "End time", "12:00", "", "", (910, 434), (120, 34)),
            r("combo-box", "Repeat", "No Repeat", "", "", (600, 490), (720, 34)),
            r("list-item", "Reminder", "15 minutes before", "", "", (600, 540), (720, 34)),
            r("entry", "Location", "Room 4.12 / Meet", "", "", (600, 590), (720, 34)),
            r("text", "Notes", "Bring sprint 24 burndown.", "", "", (600, 640), (720, 100)),
            r("push-button", "Delete Event", "", "", "", (600, 760), (160, 34))]
    turns.append((code("""
pyautogui.click(200 + 3 * 220 + 110, 190 + 2 * 160 + 37)   # Thu 13: Sprint planning
pyautogui.click(1090, 640)   # Edit… in the event popover
time.sleep(0.5)
pyautogui.tripleClick(970, 407); pyautogui.typewrite('10:30\\t')
pyautogui.tripleClick(970, 451); pyautogui.typewrite('12:00\\t')
"""), screen("Mon 10 Jun  13:40", month_view(wk2) + edit, app="Calendar", running=("Calendar",), extra_dock=("Calendar",))))
    wk3 = {k: list(v) for k, v in wk2.items()}
    wk3[3] = [("Sprint planning", "10:30", "12:00")]
    turns.append((code("""
pyautogui.click(1310, 207)   # Done
"""), screen("Mon 10 Jun  13:40", month_view(wk3), app="Calendar", running=("Calendar",), extra_dock=("Calendar",))))
    wk4 = {k: list(v) for k, v in wk3.items()}
    del wk4[4]
    toast = [r("notification", "", "Team drinks deleted", "", "in-app notification", (760, 110), (400, 44)),
             r("push-button", "Undo", "", "", "", (1060, 116), (70, 32))]
    turns.append((code("""
pyautogui.rightClick(200 + 4 * 220 + 110, 190 + 2 * 160 + 37)   # Fri 14: Team drinks
pyautogui.click(200 + 4 * 220 + 150, 190 + 2 * 160 + 90)         # Delete
"""), screen("Mon 10 Jun  13:41", month_view(wk4) + toast, app="Calendar", running=("Calendar",), extra_dock=("Calendar",))))
    turns.append((code("""
pyautogui.click(895, 87)   # Week
time.sleep(150)            # wait for the meeting reminder
"""), screen("Mon 10 Jun  13:44", week_view(wk4, "13:44"), app="Calendar", running=("Calendar",), extra_dock=("Calendar",))))
    banner = [r("notification", "Design review", "14:00 – 14:30 · Room 2.05", "gnome-shell", "Calendar reminder", (710, 40), (500, 80)),
              r("push-button", "Dismiss", "", "", "", (1160, 50), (40, 30))]
    turns.append((code("""
time.sleep(60)
"""), screen("Mon 10 Jun  13:45", week_view(wk4, "13:45") + banner, app="Calendar", running=("Calendar",), extra_dock=("Calendar",))))
    rs.add(task="os", tid="h29-os-08", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 09  LibreOffice Writer: tidy meeting minutes (clean)
# ---------------------------------------------------------------------------------------------------------

WRITER_MENU = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]


def writer(title: str, style: str, paras: list[tuple[str, str]], status: list[str], modified: bool, zoom: int = 100,
           extra: list[Row] | None = None, first_para: int = 0) -> list[Row]:
    rows: list[Row] = [r("frame", f"{title} - LibreOffice Writer", "", "libreoffice-writer", "", (70, 27), (1850, 1053))]
    rows += menubar(WRITER_MENU, 60)
    for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
                           "Find & Replace", "Spelling", "Formatting Marks", "Insert Table", "Insert Image", "Insert Chart"]):
        rows.append(r("push-button", b, "", "", "", (80 + i * 38, 92), (34, 32)))
    rows += [r("combo-box", "Paragraph Style", style, "", "", (80, 130), (200, 30)),
             r("combo-box", "Font Name", "Liberation Serif", "", "", (284, 130), (200, 30)),
             r("combo-box", "Font Size", "12 pt" if style == "Default Paragraph Style" else ("18 pt" if style == "Heading 1" else "12 pt"), "", "", (488, 130), (70, 30)),
             r("push-button", "Bold", "", "", "", (564, 130), (30, 30)),
             r("push-button", "Italic", "", "", "", (596, 130), (30, 30)),
             r("push-button", "Underline", "", "", "", (628, 130), (30, 30))]
    k = zoom / 100
    y = int(230 * k)
    x0 = int(960 - 400 * k)
    for ps, text in paras[first_para:]:
        h = int((22 + 22 * (len(text) // 95)) * k)
        if y + h > 1000:
            break
        rows.append(r("paragraph", ps, text, "", "", (x0, y), (int(800 * k), h)))
        y += h + int(12 * k)
    rows += extra or []
    x = 80
    for s in status:
        rows.append(r("status-bar", "", s, "", "", (x, 1030), (9 * len(s) + 20, 24)))
        x += 9 * len(s) + 30
    rows.append(r("slider", "Zoom", f"{zoom}%", "", "", (1700, 1030), (200, 24)))
    if modified:
        rows.append(r("push-button", "Save", "", "", "The document has been modified. Click to save the document.", (1560, 1030), (24, 24)))
    return rows


def t09(rs: RowSet) -> None:
    paras = [
        ("Default Paragraph Style", "Platform team — weekly sync, 14 May 2024"),
        ("Default Paragraph Style", "Present: Lena Park, Marco Bianchi, Priya Natarajan, Tom Ellison. Apologies: Hannah Vogel."),
        ("Default Paragraph Style", "1. April outage follow-up. The database failover took eleven minutes because the replica lag alarm was muted after the March maintenance. Marco re-enabled the alarm and added a runbook check so that alarms muted for maintenance expire automatically after 24 hours."),
        ("Default Paragraph Style", "2. Vendor contract. Brightline sent redlines on the Q2 contract. The team agreed to accept net 45 payment terms and the 90-day retention clause, and to counter the liability cap with 18 months of fees. Tom will send the comments to legal by Friday."),
        ("Default Paragraph Style", "3. Offsite. The offsite at Lake Como on 21–22 May is confirmed. Everyone should book trains with the group rate before Friday; Priya will share the final agenda next week."),
        ("Default Paragraph Style", "4. On-call. The rotation moves to a follow-the-sun model from June. Lena will draft the handover checklist and circulate it for comments."),
    ]

    def nwords(text: str) -> int:
        return sum(1 for w in text.split() if w not in ("—", "–"))

    def counts(ps: list[tuple[str, str]]) -> tuple[int, int]:
        return sum(nwords(p[1]) for p in ps), sum(len(p[1]) for p in ps)

    def st(ps: list[tuple[str, str]], page: str, sel: str | None = None) -> list[str]:
        w, c = counts(ps)
        wc = f"{w:,} words, {c:,} characters" if sel is None else sel
        return [page, wc, "Default Page Style", "English (UK)"]
    title = "minutes_2024-05-14.odt"
    state = "LibreOffice Writer has ~/Documents/minutes_2024-05-14.odt open at 100 % zoom, cursor at the start of the first paragraph. Clock Tue 14 May 16:02."
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(960, 240)   # into the first line
"""), screen("Tue 14 May  16:02", writer(title, "Default Paragraph Style", paras, st(paras, "Page 1 of 1"), False),
             app="LibreOffice Writer", running=("LibreOffice Writer",))))
    p2 = [("Heading 1", paras[0][1])] + paras[1:]
    turns.append((code("""
pyautogui.press('home')
pyautogui.hotkey('shift', 'end')
pyautogui.hotkey('ctrl', '1')   # Heading 1
"""), screen("Tue 14 May  16:02", writer(title, "Heading 1", p2, st(p2, "Page 1 of 1", sel=f"Selected: {nwords(paras[0][1])} words, {len(paras[0][1])} characters"), True),
             app="LibreOffice Writer", running=("LibreOffice Writer",))))
    new_para = ("Default Paragraph Style", "5. Any other business. Tom asked whether the staging cluster can be scaled down over the weekend; the team agreed to try it for the next two weekends and review the cost report afterwards.")
    p3 = p2 + [new_para]
    typed = new_para[1].replace("the cost report", "teh cost report")
    turns.append((code(f"""
pyautogui.hotkey('ctrl', 'end')
pyautogui.press('enter')
pyautogui.typewrite({typed!r})
"""), screen("Tue 14 May  16:04", writer(title, "Default Paragraph Style", p3, st(p3, "Page 1 of 1"), True),
             app="LibreOffice Writer", running=("LibreOffice Writer",))))
    w2, c2 = nwords(paras[3][1]), len(paras[3][1])
    turns.append((code("""
pyautogui.click(960, 420, clicks=4, interval=0.1)   # item 2 (vendor contract); four clicks select the paragraph
"""), screen("Tue 14 May  16:04", writer(title, "Default Paragraph Style", p3, st(p3, "Page 1 of 1", sel=f"Selected: {w2} words, {c2} characters"), True),
             app="LibreOffice Writer", running=("LibreOffice Writer",))))
    actions = [("Heading 1", "Action items"),
               ("List Bullet", "Marco — add automatic expiry to muted alarms (done 13 May)"),
               ("List Bullet", "Tom — send contract comments to legal by Fri 17 May"),
               ("List Bullet", "Everyone — book trains for the offsite by Fri 17 May"),
               ("List Bullet", "Lena — draft the on-call handover checklist by Wed 22 May"),
               ("List Bullet", "Priya — share the final offsite agenda")]
    p4 = p3 + actions
    turns.append((code("""
pyautogui.hotkey('ctrl', 'end')
pyautogui.hotkey('ctrl', 'enter')   # page break
pyautogui.hotkey('ctrl', '1'); pyautogui.typewrite('Action items\\n')
pyautogui.click(100, 145); pyautogui.typewrite('List Bullet\\n')
for item in ['Marco — add automatic expiry to muted alarms (done 13 May)', 'Tom — send contract comments to legal by Fri 17 May',
             'Everyone — book trains for the offsite by Fri 17 May', 'Lena — draft the on-call handover checklist by Wed 22 May',
             'Priya — share the final offsite agenda']:
    pyautogui.typewrite(item + '\\n')
pyautogui.press('backspace')
"""), screen("Tue 14 May  16:07", writer(title, "List Bullet", p4, st(p4, "Page 2 of 2"), True, first_para=len(p3)),
             app="LibreOffice Writer", running=("LibreOffice Writer",))))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'home')
pyautogui.click(1800, 1042)   # zoom slider to 120 %
"""), screen("Tue 14 May  16:07", writer(title, "Heading 1", p4, st(p4, "Page 1 of 2"), True, zoom=120),
             app="LibreOffice Writer", running=("LibreOffice Writer",))))
    W4, C4 = counts(p4)
    C4ns = sum(len(p[1].replace(" ", "")) for p in p4)
    dlg = [r("dialog", "Word and Character Count", "", "libreoffice-writer", "", (760, 360), (400, 300)),
           r("label", "", "Selection", "", "", (900, 390), (100, 22)),
           r("label", "", "Document", "", "", (1040, 390), (100, 22)),
           r("label", "Words", f"0\t{W4:,}".replace("\t", " | "), "", "", (780, 420), (360, 22)),
           r("label", "Characters including spaces", f"0 | {C4:,}", "", "", (780, 448), (360, 22)),
           r("label", "Characters excluding spaces", f"0 | {C4ns:,}", "", "", (780, 476), (360, 22)),
           r("label", "Asian characters and Korean syllables", "0 | 0", "", "", (780, 504), (360, 22)),
           r("label", "Standardized pages", f"0.00 | {C4 / 1800:.2f}", "", "", (780, 532), (360, 22)),
           r("label", "Pages", "2", "", "", (780, 560), (360, 22)),
           r("push-button", "Help", "", "", "", (780, 610), (80, 32)),
           r("push-button", "Close", "", "", "", (1060, 610), (80, 32))]
    turns.append((code("""
pyautogui.click(840, 73)   # Tools
pyautogui.click(880, 240)  # Word Count…
"""), screen("Tue 14 May  16:08", writer(title, "Heading 1", p4, st(p4, "Page 1 of 2"), True, zoom=120, extra=dlg),
             app="LibreOffice Writer", running=("LibreOffice Writer",))))
    turns.append((code("""
pyautogui.click(1100, 626)   # Close
pyautogui.hotkey('ctrl', 's')
"""), screen("Tue 14 May  16:08", writer(title, "Heading 1", p4, st(p4, "Page 1 of 2"), False, zoom=120),
             app="LibreOffice Writer", running=("LibreOffice Writer",))))
    docs = [("Invoices", "6 items", "2 May", "folder"), ("Templates", "3 items", "12 Jan", "folder"),
            ("minutes_2024-05-07.odt", "21.6 kB", "7 May", "ODT document"), ("minutes_2024-05-07.pdf", "58.0 kB", "7 May", "PDF document"),
            ("minutes_2024-05-14.odt", "23.9 kB", "16:08", "ODT document"), ("minutes_2024-05-14.pdf", "61.2 kB", "16:09", "PDF document"),
            ("offsite_budget.ods", "14.1 kB", "29 Apr", "ODS spreadsheet")]
    turns.append((code("""
pyautogui.click(80 + 3 * 38 + 17, 108)   # Export Directly as PDF
time.sleep(1)
pyautogui.press('enter')   # Save in ~/Documents with the suggested name
time.sleep(2)
import subprocess; subprocess.Popen(['nautilus', '/home/lena/Documents']); time.sleep(2)
"""), screen("Tue 14 May  16:09", nautilus("Documents", ["Home", "Documents"], list_view(docs), sel="Documents"),
             app="Files", running=("LibreOffice Writer", "Files"))))
    rs.add(task="os", tid="h29-os-09", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 10  LibreOffice Impress: rework the Q2 kickoff deck (BAD: a deleted slide is back in the slide sorter)
# ---------------------------------------------------------------------------------------------------------

IMPRESS_MENU = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


def impress(title: str, slides: list[str], cur: int, main: list[Row], modified: bool, side: list[Row] | None = None,
            status_extra: str = "", sorter: bool = False) -> list[Row]:
    rows: list[Row] = [r("frame", f"{title} - LibreOffice Impress", "", "libreoffice-impress", "", (70, 27), (1850, 1053))]
    rows += menubar(IMPRESS_MENU, 60)
    for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Undo", "Redo", "Start from First Slide",
                           "Start from Current Slide", "Insert Text Box", "Insert Image", "Insert Table", "Insert Chart", "Display Views"]):
        rows.append(r("push-button", b, "", "", "", (80 + i * 38, 92), (34, 32)))
    if sorter:
        for i, s in enumerate(slides):
            rows.append(r("list-item", f"Slide {i + 1}", s, "", "selected" if i + 1 == cur else "", (120 + (i % 4) * 420, 160 + (i // 4) * 300), (400, 260)))
    else:
        rows.append(r("label", "", "Slides", "", "slide pane", (80, 134), (200, 22)))
        for i, s in enumerate(slides):
            rows.append(r("list-item", f"Slide {i + 1}", s, "", "selected" if i + 1 == cur else "", (84, 160 + i * 104), (200, 100)))
        rows += main
    rows += side or []
    status = [f"Slide {cur} of {len(slides)}", "Default" if not sorter else "Slide Sorter", "English (USA)"]
    if status_extra:
        status.insert(1, status_extra)
    x = 80
    for s in status:
        rows.append(r("status-bar", "", s, "", "", (x, 1030), (9 * len(s) + 20, 24)))
        x += 9 * len(s) + 30
    rows.append(r("slider", "Zoom", "66%", "", "", (1700, 1030), (200, 24)))
    if modified:
        rows.append(r("push-button", "Save", "", "", "The document has been modified. Click to save the document.", (1560, 1030), (24, 24)))
    return rows


def t10(rs: RowSet) -> None:
    bodies = {
        "Q2 Kickoff": ["Platform team", "8 April 2024"],
        "Agenda": ["Q1 recap", "What went well", "Q2 goals", "Team changes", "Questions"],
        "Q1 in numbers": ["Deploys: 1,284 (+18% vs Q4)", "Change failure rate: 4.1%", "MTTR: 47 min", "Uptime: 99.94%"],
        "Q1 by region": ["Deploys: 1,284 (+18% vs Q4)", "Change failure rate: 4.1%", "MTTR: 47 min", "Uptime: 99.94%"],
        "What went well": ["Postgres 15 migration with zero downtime", "CI time halved (22 → 11 min)", "On-call load down 30%"],
        "Backup: Raw Data": ["Table: weekly deploy counts, incidents and MTTR per service"],
        "Q2 goals": ["Follow-the-sun on-call", "Self-service preview environments", "Cost: −15% on staging"],
        "Team changes": ["Welcome Hannah (SRE, from 2 April)", "Tom moves to 60% platform / 40% data"],
        "Questions?": ["#platform-team on Slack"],
    }

    def main(title: str, edit: bool = False) -> list[Row]:
        rows = [r("panel", "Slide", "", "", "main view", (320, 140), (1200, 860)),
                r("text", "PresObj Title", title, "", "title placeholder" + (", editing" if edit else ""), (400, 200), (1040, 120))]
        body = bodies[title if title in bodies else "Q1 by region"]
        rows.append(r("text", "PresObj Outline", "\n".join("• " + b for b in body), "", "content placeholder", (400, 360), (1040, 560)))
        return rows
    deck = ["Q2 Kickoff", "Agenda", "Q1 in numbers", "What went well", "Backup: Raw Data", "Q2 goals", "Team changes", "Questions?"]
    title = "Q2_kickoff.odp"
    state = "LibreOffice Impress has ~/Documents/Q2_kickoff.odp (8 slides) open in Normal view on slide 1. Clock Mon 8 Apr 08:40."
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(184, 210)   # slide 1 in the slide pane
"""), screen("Mon 8 Apr  08:40", impress(title, deck, 1, main("Q2 Kickoff"), False), app="LibreOffice Impress", running=("LibreOffice Impress",))))
    d2 = [s for s in deck if s != "Backup: Raw Data"]
    turns.append((code("""
pyautogui.click(184, 626)   # slide 5 'Backup: Raw Data'
pyautogui.press('delete')
"""), screen("Mon 8 Apr  08:41", impress(title, d2, 5, main("Q2 goals"), True), app="LibreOffice Impress", running=("LibreOffice Impress",))))
    d3 = d2[:3] + ["Q1 in numbers"] + d2[3:]
    turns.append((code("""
pyautogui.rightClick(184, 418)   # slide 3 'Q1 in numbers'
pyautogui.click(260, 530)        # Duplicate Slide
"""), screen("Mon 8 Apr  08:41", impress(title, d3, 4, main("Q1 in numbers"), True), app="LibreOffice Impress", running=("LibreOffice Impress",))))
    d4 = d3[:3] + ["Q1 by region"] + d3[4:]
    turns.append((code("""
pyautogui.doubleClick(920, 260)   # title placeholder of slide 4
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('Q1 by region')
"""), screen("Mon 8 Apr  08:42", impress(title, d4, 4, main("Q1 by region", edit=True), True), app="LibreOffice Impress", running=("LibreOffice Impress",))))
    d5 = d4[:2] + ["Team changes"] + [s for s in d4[2:] if s != "Team changes"]
    assert d5 == ["Q2 Kickoff", "Agenda", "Team changes", "Q1 in numbers", "Q1 by region", "What went well", "Q2 goals", "Questions?"]
    turns.append((code("""
pyautogui.press('escape'); pyautogui.press('escape')
pyautogui.moveTo(184, 834)   # slide 7 'Team changes'
pyautogui.dragTo(184, 366, duration=0.8)   # drop between slide 2 and slide 3
"""), screen("Mon 8 Apr  08:43", impress(title, d5, 3, main("Team changes"), True), app="LibreOffice Impress", running=("LibreOffice Impress",))))
    trans = [r("panel", "Slide Transition", "", "", "sidebar deck", (1530, 134), (380, 880))]
    for i, t_ in enumerate(["None", "Wipe", "Uncover", "Cover", "Fade", "Split", "Push", "Diamond", "Circle", "Dissolve", "Bars", "Checkers"]):
        trans.append(r("list-item", t_, "", "", "selected" if t_ == "Fade" else "", (1540 + (i % 3) * 120, 170 + (i // 3) * 90), (116, 86)))
    trans += [r("combo-box", "Variant", "Smoothly", "", "", (1540, 560), (350, 30)),
              r("spin-button", "Duration", "2.00 sec", "", "", (1540, 600), (180, 30)),
              r("combo-box", "Sound", "No sound", "", "", (1540, 640), (350, 30)),
              r("radio-button", "On mouse click", "", "", "checked", (1540, 690), (350, 26)),
              r("radio-button", "Automatically after", "", "", "", (1540, 720), (350, 26)),
              r("push-button", "Apply Transition to All Slides", "", "", "", (1540, 770), (350, 34))]
    turns.append((code("""
pyautogui.click(700, 73)    # Slide menu
pyautogui.click(760, 420)   # Slide Transition…
pyautogui.click(1598, 485)  # Fade
pyautogui.click(1715, 787)  # Apply Transition to All Slides
"""), screen("Mon 8 Apr  08:44", impress(title, d5, 3, main("Team changes"), True, side=trans), app="LibreOffice Impress", running=("LibreOffice Impress",))))
    notes = [r("panel", "Notes", "", "", "notes view", (320, 140), (1200, 860)),
             r("image", "Slide preview", "Questions?", "", "", (500, 160), (840, 470)),
             r("text", "PresObj Notes", "Leave 10 min. If nobody asks: mention the preview-environment pilot with the data team.", "", "notes placeholder, editing", (420, 660), (1000, 300))]
    turns.append((code("""
pyautogui.click(184, 938)   # slide 8 'Questions?'
pyautogui.click(300, 73); pyautogui.click(340, 140)   # View > Notes
pyautogui.click(920, 760)
pyautogui.typewrite('Leave 10 min. If nobody asks: mention the preview-environment pilot with the data team.')
"""), screen("Mon 8 Apr  08:46", impress(title, d5, 8, notes, True, side=trans, status_extra="Notes"), app="LibreOffice Impress", running=("LibreOffice Impress",))))
    turns.append((code("""
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 's')
"""), screen("Mon 8 Apr  08:46", impress(title, d5, 8, notes, False, side=trans, status_extra="Notes"), app="LibreOffice Impress", running=("LibreOffice Impress",))))
    bad = d5[:6] + ["Backup: Raw Data"] + d5[6:]
    turns.append((code("""
pyautogui.click(300, 73); pyautogui.click(350, 190)   # View > Slide Sorter
"""), screen("Mon 8 Apr  08:47", impress(title, bad, 9, [], False, side=trans, sorter=True), app="LibreOffice Impress", running=("LibreOffice Impress",))))
    show = [r("frame", "Presenting: Q2_kickoff", "", "libreoffice-impress", "full screen", (0, 0), (1920, 1080)),
            r("text", "", "Q2 Kickoff", "", "title", (200, 380), (1520, 160)),
            r("text", "", "Platform team\n8 April 2024", "", "subtitle", (200, 580), (1520, 160))]
    turns.append((code("""
pyautogui.press('f5')   # slide show from the first slide
time.sleep(2)
"""), screen("Mon 8 Apr  08:47", show, dock=False)))
    pdf = [r("frame", f"{title} - LibreOffice Impress", "", "libreoffice-impress", "inactive", (70, 27), (1850, 1053)),
           r("dialog", "PDF Options", "", "libreoffice-impress", "modal", (560, 160), (800, 760)),
           r("page-tab", "General", "", "", "selected", (580, 180), (100, 30)),
           r("page-tab", "Initial View", "", "", "", (680, 180), (110, 30)),
           r("page-tab", "User Interface", "", "", "", (790, 180), (130, 30)),
           r("page-tab", "Links", "", "", "", (920, 180), (70, 30)),
           r("page-tab", "Security", "", "", "", (990, 180), (90, 30)),
           r("page-tab", "Digital Signatures", "", "", "", (1080, 180), (150, 30)),
           r("radio-button", "All", "", "", "checked", (600, 240), (200, 24)),
           r("radio-button", "Pages:", "", "", "", (600, 270), (200, 24)),
           r("radio-button", "Selection", "", "", "", (600, 300), (200, 24)),
           r("check-box", "View PDF after export", "", "", "", (600, 336), (300, 24)),
           r("radio-button", "Lossless compression", "", "", "", (600, 390), (300, 24)),
           r("radio-button", "JPEG compression", "", "", "checked", (600, 420), (300, 24)),
           r("spin-button", "Quality", "90%", "", "", (640, 450), (120, 28)),
           r("check-box", "Reduce image resolution", "", "", "checked", (600, 486), (300, 24)),
           r("combo-box", "", "300 DPI", "", "", (900, 482), (120, 28)),
           r("check-box", "Export notes pages", "", "", "", (980, 560), (300, 24)),
           r("check-box", "Export hidden pages", "", "", "", (980, 590), (300, 24)),
           r("check-box", "Export comments", "", "", "", (980, 620), (300, 24)),
           r("check-box", "Tagged PDF (add document structure)", "", "", "", (980, 650), (300, 24)),
           r("push-button", "Help", "", "", "", (580, 870), (80, 32)),
           r("push-button", "Export", "", "", "default", (1160, 870), (90, 32)),
           r("push-button", "Cancel", "", "", "", (1260, 870), (90, 32))]
    turns.append((code("""
pyautogui.press('escape')   # end the show
pyautogui.click(90, 73)     # File
pyautogui.click(150, 520)   # Export as › Export as PDF…
time.sleep(1)
"""), screen("Mon 8 Apr  08:48", pdf, app="LibreOffice Impress", running=("LibreOffice Impress",))))
    save = [r("frame", f"{title} - LibreOffice Impress", "", "libreoffice-impress", "inactive", (70, 27), (1850, 1053)),
            r("dialog", "Export", "", "libreoffice-impress", "modal", (460, 170), (1000, 700)),
            r("push-button", "Cancel", "", "", "", (480, 180), (90, 34)),
            r("push-button", "Save", "", "", "default", (1350, 180), (90, 34)),
            r("entry", "Name", "Q2_kickoff.pdf", "", "", (700, 230), (500, 32)),
            r("toggle-button", "lena", "", "", "", (700, 276), (80, 30)),
            r("toggle-button", "Documents", "", "", "", (784, 276), (120, 30)),
            r("table-cell", "Invoices", "Invoices", "", "folder", (690, 330), (500, 30)),
            r("table-cell", "Templates", "Templates", "", "folder", (690, 362), (500, 30)),
            r("table-cell", "Q1_review.pdf", "Q1_review.pdf", "", "1.8 MB, 2 Jan", (690, 394), (500, 30)),
            r("table-cell", "Q2_kickoff.odp", "Q2_kickoff.odp", "", "2.4 MB, 08:46", (690, 426), (500, 30)),
            r("table-cell", "team_photo_2024.jpg", "team_photo_2024.jpg", "", "3.3 MB, 17 Mar", (690, 458), (500, 30)),
            r("combo-box", "File type", "PDF - Portable Document Format (.pdf)", "", "", (1060, 820), (380, 30))]
    turns.append((code("""
pyautogui.click(1205, 886)   # Export
time.sleep(1)
"""), screen("Mon 8 Apr  08:48", save, app="LibreOffice Impress", running=("LibreOffice Impress",))))
    rs.add(task="os", tid="h29-os-10", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="slide 'Backup: Raw Data', deleted earlier, is back in the slide sorter (9 slides)")


# ---------------------------------------------------------------------------------------------------------
# 11  Chrome: buy two USB-C hubs in an online shop (clean)
# ---------------------------------------------------------------------------------------------------------


def t11(rs: RowSet) -> None:
    items = [  # name, price EUR, rating, reviews, stock note
        ("Anker 555 USB-C Hub (8-in-1)", 49.99, 4.6, 1284, "Only 3 left in stock"),
        ("UGREEN Revodok 105 USB-C Hub 5-in-1", 22.99, 4.5, 3911, "In stock"),
        ("Satechi Multiport Adapter V2", 79.99, 4.3, 642, "In stock"),
        ("Belkin Connect USB-C 4-in-1 Multiport", 39.99, 4.4, 988, "In stock"),
        ("Baseus Metal Gleam 6-in-1", 27.49, 4.2, 2210, "In stock"),
        ("Dell DA310 USB-C Mobile Adapter", 64.90, 4.5, 517, "Ships in 3–5 days"),
        ("Hama USB-C Hub 4 Ports", 14.99, 3.9, 301, "In stock"),
        ("CalDigit SOHO Dock", 59.90, 4.6, 233, "In stock"),
        ("LENTION 4-in-1 USB-C Hub", 18.95, 4.1, 1450, "In stock"),
        ("Startech 3-Port USB-C Hub with Ethernet", 45.90, 4.2, 188, "Only 7 left in stock"),
        ("Inateck USB-C Hub 4-in-1", 16.99, 4.0, 744, "In stock"),
        ("Lenovo USB-C Travel Hub Gen 2", 34.99, 4.3, 402, "In stock"),
    ]
    url0 = "https://www.componentbay.eu/search?q=usb-c+hub"

    def header(cart: int, countdown: str, cur: str = "EUR") -> list[Row]:
        return [r("link", "componentbay", "componentbay", "", "home", (100, 130), (180, 40)),
                r("entry", "Search componentbay", "usb-c hub", "", "", (300, 134), (800, 36)),
                r("combo-box", "Currency", cur, "", "", (1450, 134), (90, 34)),
                r("link", "Account", "Account", "", "", (1560, 134), (90, 34)),
                r("link", f"Cart ({cart})", f"Cart ({cart})", "", "", (1670, 134), (110, 34)),
                r("static", "", f"Spring sale ends in {countdown}", "", "banner", (100, 186), (1700, 30))]

    def eur(x: float) -> str:
        return f"€{x:,.2f}"

    def results(lst: list[tuple[str, float, float, int, str]], page: int, sort: str, total_pages: int = 4) -> list[Row]:
        rows = [r("static", "", f"{(page - 1) * 6 + 1}–{(page - 1) * 6 + len(lst)} of 23 results for “usb-c hub”", "", "", (100, 236), (600, 24)),
                r("combo-box", "Sort by", sort, "", "", (1500, 232), (300, 32))]
        for i, (n, p, rt, rv, stock) in enumerate(lst):
            x, y = 100 + (i % 3) * 580, 290 + (i // 3) * 360
            rows += [r("image", n, "", "", "product photo", (x, y), (540, 200)),
                     r("link", n, n, "", "", (x, y + 210), (540, 24)),
                     r("static", "", f"★ {rt} ({rv:,})", "", "", (x, y + 240), (200, 22)),
                     r("static", "", eur(p), "", "price", (x, y + 266), (120, 26)),
                     r("static", "", stock, "", "", (x + 140, y + 268), (300, 22))]
        for k in range(1, total_pages + 1):
            rows.append(r("link", str(k), str(k), "", "current page" if k == page else "", (800 + k * 40, 1010), (34, 30)))
        rows.append(r("link", "Next", "Next", "", "", (800 + (total_pages + 1) * 40, 1010), (60, 30)))
        return rows
    state = "Google Chrome is open on the componentbay.eu search results for 'usb-c hub' (page 1, sorted by relevance). Cart is empty. Clock Sun 19 May 19:02."
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.scroll(-2); pyautogui.scroll(2)   # make sure the whole page has rendered
"""), screen("Sun 19 May  19:02", chrome(["“usb-c hub” – componentbay"], 0, url0, header(0, "02:14:33") + results(items[:6], 1, "Relevance")),
             app="Google Chrome", running=("Google Chrome",))))
    cheap = sorted(items, key=lambda x: x[1])
    turns.append((code("""
pyautogui.click(1650, 248)   # Sort by
pyautogui.click(1650, 330)   # Price: low to high
time.sleep(2)
"""), screen("Sun 19 May  19:03", chrome(["“usb-c hub” – componentbay"], 0, url0 + "&sort=price_asc", header(0, "02:13:41") + results(cheap[:6], 1, "Price: low to high")),
             app="Google Chrome", running=("Google Chrome",))))
    turns.append((code("""
pyautogui.click(920, 1025)   # page 2
time.sleep(2)
"""), screen("Sun 19 May  19:03", chrome(["“usb-c hub” – componentbay"], 0, url0 + "&sort=price_asc&page=2", header(0, "02:13:02") + results(cheap[6:12], 2, "Price: low to high")),
             app="Google Chrome", running=("Google Chrome",))))
    anker = items[0]
    idx = cheap.index(anker) - 6
    px, py = 100 + (idx % 3) * 580 + 270, 290 + (idx // 3) * 360 + 222
    prod_url = "https://www.componentbay.eu/p/anker-555-usb-c-hub-8-in-1-a83552a1"

    def product(stock: str, added: bool, countdown: str, cart: int, within: str) -> list[Row]:
        rows = header(cart, countdown) + [
            r("image", "Anker 555 USB-C Hub (8-in-1)", "", "", "product photo 1 of 6", (100, 240), (700, 600)),
            r("heading", anker[0], anker[0], "", "level 1", (860, 240), (900, 40)),
            r("link", "Anker", "Visit the Anker store", "", "", (860, 290), (200, 22)),
            r("static", "", f"★ {anker[2]} (1,284 ratings)", "", "", (860, 318), (300, 22)),
            r("static", "", eur(anker[1]), "", "price, incl. VAT", (860, 360), (160, 34)),
            r("static", "", f"Free delivery Thu, 23 May. Order within {within}", "", "", (860, 404), (600, 22)),
            r("static", "", stock, "", "", (860, 434), (300, 22)),
            r("list", "Key features", "• 100 W Power Delivery pass-through\n• 4K@60Hz HDMI\n• 1 Gbps Ethernet\n• 2× USB-A 10 Gbps, 1× USB-C data\n• SD / microSD reader", "", "", (860, 470), (700, 140)),
            r("combo-box", "Quantity", "1", "", "", (1500, 360), (100, 34)),
            r("push-button", "Add to Cart", "", "", "", (1500, 410), (300, 44)),
            r("push-button", "Buy Now", "", "", "", (1500, 464), (300, 44)),
        ]
        if added:
            rows += [r("dialog", "Added to Cart", "", "", "", (1380, 180), (500, 220)),
                     r("static", "", "✓ Added to Cart", "", "", (1400, 200), (300, 26)),
                     r("static", "", f"Cart subtotal (1 item): {eur(anker[1])}", "", "", (1400, 240), (400, 24)),
                     r("static", "", "Add €0.01 to your order for free delivery", "", "", (1400, 270), (440, 22)),
                     r("push-button", "Go to Cart", "", "", "", (1400, 320), (200, 40)),
                     r("push-button", "Proceed to checkout (1 item)", "", "", "", (1620, 320), (240, 40))]
        return rows
    turns.append((code(f"""
pyautogui.click({px}, {py})   # Anker 555 USB-C Hub (8-in-1)
time.sleep(2)
"""), screen("Sun 19 May  19:04", chrome([anker[0] + " – componentbay"], 0, prod_url, product("Only 3 left in stock", False, "02:12:20", 0, "2 hrs 56 mins")),
             app="Google Chrome", running=("Google Chrome",))))
    turns.append((code("""
pyautogui.click(1650, 432)   # Add to Cart
time.sleep(2)
"""), screen("Sun 19 May  19:05", chrome([anker[0] + " – componentbay"], 0, prod_url, product("Only 2 left in stock", True, "02:11:47", 1, "2 hrs 55 mins")),
             app="Google Chrome", running=("Google Chrome",))))

    def cart_page(qty: int, cur: str, rate: float, countdown: str, note: str = "") -> list[Row]:
        unit = round(anker[1] * rate, 2)
        sub = round(unit * qty, 2)
        vat = round(sub - sub / 1.19, 2)
        sym = "€" if cur == "EUR" else "$"
        rows = header(1 * qty if qty else 0, countdown, cur) + [
            r("heading", "Shopping Cart", "Shopping Cart", "", "level 1", (100, 240), (600, 40)),
            r("image", anker[0], "", "", "", (100, 300), (160, 160)),
            r("link", anker[0], anker[0], "", "", (280, 300), (700, 24)),
            r("static", "", "Only 2 left in stock", "", "", (280, 330), (300, 22)),
            r("combo-box", "Qty", str(qty), "", "", (280, 370), (90, 32)),
            r("link", "Delete", "Delete", "", "", (390, 374), (70, 24)),
            r("link", "Save for later", "Save for later", "", "", (480, 374), (130, 24)),
            r("static", "", f"{sym}{unit:,.2f}", "", "unit price", (1200, 300), (120, 26)),
            r("static", "", f"Subtotal ({qty} items): {sym}{sub:,.2f}", "", "", (1380, 300), (420, 26)),
            r("static", "", f"incl. {sym}{vat:,.2f} VAT (19%)", "", "", (1380, 330), (420, 22)),
            r("static", "", "✓ Your order qualifies for FREE delivery", "", "", (1380, 360), (420, 22)),
            r("push-button", "Proceed to checkout", "", "", "", (1380, 400), (420, 44)),
        ]
        if note:
            rows.append(r("static", "", note, "", "", (1380, 460), (420, 40)))
        return rows
    cart_url = "https://www.componentbay.eu/cart"
    turns.append((code("""
pyautogui.click(1500, 340)   # Go to Cart
time.sleep(2)
pyautogui.click(325, 386)    # Qty
pyautogui.click(325, 450)    # 2
time.sleep(1)
"""), screen("Sun 19 May  19:06", chrome(["Shopping Cart – componentbay"], 0, cart_url, cart_page(2, "EUR", 1.0, "02:10:36")),
             app="Google Chrome", running=("Google Chrome",))))
    turns.append((code("""
pyautogui.click(1495, 151)   # Currency
pyautogui.click(1495, 230)   # USD
time.sleep(2)
"""), screen("Sun 19 May  19:07", chrome(["Shopping Cart – componentbay"], 0, cart_url + "?currency=USD",
                                         cart_page(2, "USD", 1.0862, "02:09:58", "Prices shown in USD for reference, converted at 1 EUR = 1.0862 USD (updated 19:05). You will be charged in EUR.")),
             app="Google Chrome", running=("Google Chrome",))))
    checkout = header(2, "02:07:10") + [
        r("heading", "Checkout", "Checkout", "", "level 1", (100, 240), (600, 40)),
        r("heading", "1 Delivery address", "1 Delivery address", "", "level 2", (100, 300), (600, 30)),
        r("static", "", "Lena Park, Lindenstraße 14, 10969 Berlin, Germany", "", "", (120, 336), (700, 22)),
        r("heading", "2 Payment method", "2 Payment method", "", "level 2", (100, 390), (600, 30)),
        r("radio-button", "Visa ending in 4417", "", "", "checked", (120, 426), (400, 24)),
        r("radio-button", "PayPal", "", "", "", (120, 456), (400, 24)),
        r("heading", "3 Review items and delivery", "3 Review items and delivery", "", "level 2", (100, 510), (600, 30)),
        r("static", "", f"{anker[0]} × 2", "", "", (120, 546), (700, 22)),
        r("static", "", "Delivery: Thu, 23 May — FREE", "", "", (120, 574), (700, 22)),
        r("static", "", "Items: €99.98", "", "order summary", (1380, 300), (420, 22)),
        r("static", "", "Delivery: €0.00", "", "order summary", (1380, 326), (420, 22)),
        r("static", "", "Order total: €99.98", "", "order summary", (1380, 360), (420, 26)),
        r("static", "", "Order totals include VAT (€15.96).", "", "", (1380, 392), (420, 22)),
        r("push-button", "Place your order", "", "", "", (1380, 430), (420, 44)),
    ]
    turns.append((code("""
pyautogui.click(1495, 151); pyautogui.click(1495, 200)   # back to EUR
pyautogui.click(1590, 422)   # Proceed to checkout
time.sleep(3)
"""), screen("Sun 19 May  19:09", chrome(["Checkout – componentbay"], 0, "https://www.componentbay.eu/checkout", checkout),
             app="Google Chrome", running=("Google Chrome",))))
    assert f"{round(99.98 - 99.98 / 1.19, 2):.2f}" == "15.96"
    rs.add(task="os", tid="h29-os-11", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 12  Audacity: clean up an interview and export MP3 (BAD: track sample rate changes by itself)
# ---------------------------------------------------------------------------------------------------------

AUD_MENU = ["File", "Edit", "Select", "View", "Transport", "Tracks", "Generate", "Effect", "Analyze", "Tools", "Help"]


def hms(sec: float) -> str:
    h, rem = divmod(sec, 3600)
    m, s = divmod(rem, 60)
    return f"{int(h):02d} h {int(m):02d} m {s:06.3f} s"


def audacity(project: str, tracks: list[tuple[str, str, float, str]], rate: str, sel: tuple[float, float],
             status: str, pos: float = 0.0, extra: list[Row] | None = None, modified: bool = True,
             actual: str = "") -> list[Row]:
    rows: list[Row] = [r("frame", project + ("*" if modified else ""), "", "audacity", "", (70, 27), (1850, 1053))]
    rows += menubar(AUD_MENU, 60)
    for i, b in enumerate(["Pause", "Play", "Stop", "Skip to Start", "Skip to End", "Record", "Loop"]):
        rows.append(r("push-button", b, "", "", "", (80 + i * 50, 92), (46, 46)))
    for i, b in enumerate(["Selection Tool", "Envelope Tool", "Draw Tool", "Multi-Tool", "Zoom In", "Zoom Out", "Fit selection to width", "Fit project to width", "Trim audio outside selection", "Silence audio selection"]):
        rows.append(r("push-button", b, "", "", "", (460 + i * 30, 92), (28, 28)))
    rows += [r("slider", "Recording Volume", "100%", "", "", (900, 92), (160, 22)),
             r("slider", "Playback Volume", "100%", "", "", (900, 118), (160, 22)),
             r("combo-box", "Audio Host", "ALSA", "", "", (1100, 92), (100, 26)),
             r("combo-box", "Recording Device", "HDA Intel PCH: ALC257 Analog (hw:0,0)", "", "", (1210, 92), (300, 26)),
             r("combo-box", "Recording Channels", "2 (Stereo) Recording Channels", "", "", (1520, 92), (200, 26)),
             r("combo-box", "Playback Device", "HDA Intel PCH: ALC257 Analog (hw:0,0)", "", "", (1210, 120), (300, 26)),
             r("label", "Timeline", "", "", "ruler", (300, 150), (1600, 26))]
    y = 180
    for name, fmt, length, wave in tracks:
        rows += [r("panel", f"Track Control Panel: {name}", "", "", "", (80, y), (220, 240)),
                 r("push-button", "Close", "", "", "", (84, y + 4), (20, 20)),
                 r("menu", name, "", "", "Open menu…", (106, y + 4), (170, 20)),
                 r("label", "", fmt, "", "", (86, y + 30), (210, 36)),
                 r("toggle-button", "Mute", "", "", "", (86, y + 72), (60, 22)),
                 r("toggle-button", "Solo", "", "", "", (150, y + 72), (60, 22)),
                 r("slider", "Gain", "0.0 dB", "", "", (86, y + 104), (200, 20)),
                 r("slider", "Pan", "Center", "", "", (86, y + 130), (200, 20)),
                 r("push-button", "Select", "", "", "", (86, y + 208), (100, 22)),
                 r("panel", name, f"Audio clip 00 h 00 m 00.000 s – {hms(length)}", "", wave, (300, y), (1600, 240))]
        y += 250
    rows += extra or []
    rows += [r("combo-box", "Project Rate (Hz)", rate, "", "", (80, 960), (120, 26)),
             r("combo-box", "Snap-To", "Off", "", "", (210, 960), (100, 26)),
             r("text", "Audio Position", hms(pos), "", "", (330, 960), (220, 26)),
             r("combo-box", "Show", "Start and End of Selection", "", "", (570, 960), (220, 26)),
             r("text", "Selection Start", hms(sel[0]), "", "", (800, 960), (220, 26)),
             r("text", "Selection End", hms(sel[1]), "", "", (1030, 960), (220, 26)),
             r("status-bar", "", status, "", "", (80, 1040), (600, 24)),
             r("status-bar", "", f"Actual Rate: {actual}" if actual else "", "", "", (1500, 1040), (300, 24))]
    return rows


def t12(rs: RowSet) -> None:
    proj = "interview_raw"
    L0 = 47 * 60 + 12.384
    L1 = round(L0 - 4.2, 3)
    fmt = "Stereo, 44100Hz\n32-bit float"
    wave = "waveform, peaks around -6 dB"
    state = "Audacity 3.4 is open with an empty project. ~/Audio/interview_raw.aup3 holds a 47-minute stereo interview with 4.2 s of silence at the start. Clock Fri 24 May 10:15."
    running = ("Audacity",)
    ed = ("Audacity",)
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'o')
time.sleep(1)
pyautogui.typewrite('~/Audio/interview_raw.aup3\\n')
time.sleep(3)
"""), screen("Fri 24 May  10:15", audacity(proj, [(proj, fmt, L0, wave)], "44100", (0, 0), "Stopped.", modified=False),
             app="Audacity", running=running, extra_dock=ed)))
    turns.append((code("""
pyautogui.tripleClick(1140, 973); pyautogui.typewrite('000004200')   # Selection End = 00 h 00 m 04.200 s
pyautogui.click(300 + 5, 300)   # focus the track (selection kept)
pyautogui.press('delete')
"""), screen("Fri 24 May  10:16", audacity(proj, [(proj, fmt, L1, wave)], "44100", (0, 0), "Stopped."),
             app="Audacity", running=running, extra_dock=ed)))
    norm = [r("dialog", "Normalize", "", "audacity", "modal", (700, 340), (520, 300)),
            r("check-box", "Remove DC offset (center on 0.0 vertically)", "", "", "checked", (720, 380), (480, 24)),
            r("check-box", "Normalize peak amplitude to", "", "", "checked", (720, 414), (260, 24)),
            r("text", "Peak amplitude dB", "-1.0", "", "", (990, 412), (80, 26)),
            r("label", "", "dB", "", "", (1076, 414), (30, 24)),
            r("check-box", "Normalize stereo channels independently", "", "", "", (720, 448), (480, 24)),
            r("push-button", "Manage", "", "", "", (720, 590), (90, 30)),
            r("push-button", "Preview", "", "", "", (820, 590), (90, 30)),
            r("push-button", "Cancel", "", "", "", (1010, 590), (90, 30)),
            r("push-button", "Apply", "", "", "default", (1110, 590), (90, 30))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'a')
pyautogui.click(722, 73)   # Effect
pyautogui.click(780, 520)  # Normalize…
time.sleep(1)
"""), screen("Fri 24 May  10:16", audacity(proj, [(proj, fmt, L1, wave)], "44100", (0, L1), "Stopped.", extra=norm),
             app="Audacity", running=running, extra_dock=ed)))
    wave2 = "waveform, peaks around -1 dB"
    turns.append((code("""
pyautogui.click(1155, 605)   # Apply
time.sleep(12)
"""), screen("Fri 24 May  10:17", audacity(proj, [(proj, fmt, L1, wave2)], "44100", (0, L1), "Applied effect: Normalize"),
             app="Audacity", running=running, extra_dock=ed)))
    bad_fmt = "Stereo, 48000Hz\n32-bit float"
    menu = [r("menu", "Track menu", "", "", "popup", (106, 204), (260, 520))]
    for i, (it, d) in enumerate([("Name...", ""), ("Move Track Up", "insensitive"), ("Move Track Down", "insensitive"), ("Move Track to Top", "insensitive"),
                                 ("Move Track to Bottom", "insensitive"), ("Multi-view", ""), ("Waveform", "checked"), ("Spectrogram", ""),
                                 ("Wave Color", "submenu"), ("Make Stereo Track", "insensitive"), ("Swap Stereo Channels", ""),
                                 ("Split Stereo Track", ""), ("Split Stereo to Mono", ""), ("Format", "submenu"), ("Rate", "submenu, expanded")]):
        menu.append(r("menu-item", it, "", "", d, (110, 208 + i * 30), (250, 28)))
    for i, (it, d) in enumerate([("8000 Hz", ""), ("11025 Hz", ""), ("16000 Hz", ""), ("22050 Hz", ""), ("44100 Hz", ""),
                                 ("48000 Hz", "checked"), ("88200 Hz", ""), ("96000 Hz", ""), ("176400 Hz", ""), ("192000 Hz", ""),
                                 ("352800 Hz", ""), ("384000 Hz", ""), ("Other...", "")]):
        menu.append(r("radio-menu-item", it, "", "", d, (366, 628 + i * 28 - 260), (160, 26)))
    turns.append((code("""
pyautogui.click(190, 194)   # the track's name button opens the track menu
pyautogui.moveTo(200, 643)  # hover 'Rate' to check the rate before exporting
time.sleep(0.5)
"""), screen("Fri 24 May  10:18", audacity(proj, [(proj, bad_fmt, L1, wave2)], "44100", (0, L1), "Applied effect: Normalize", extra=menu),
             app="Audacity", running=running, extra_dock=ed)))
    export = [r("frame", proj + "*", "", "audacity", "inactive", (70, 27), (1850, 1053)),
              r("dialog", "Export Audio", "", "audacity", "modal", (460, 170), (1000, 740)),
              r("entry", "Name", "interview_final.mp3", "", "", (700, 200), (500, 32)),
              r("toggle-button", "lena", "", "", "", (700, 246), (80, 30)),
              r("toggle-button", "Audio", "", "", "", (784, 246), (80, 30)),
              r("table-cell", "interview_raw.aup3", "interview_raw.aup3", "", "", (690, 300), (600, 28)),
              r("table-cell", "jingle_v2.wav", "jingle_v2.wav", "", "", (690, 330), (600, 28)),
              r("table-cell", "podcast_ep6.mp3", "podcast_ep6.mp3", "", "", (690, 360), (600, 28)),
              r("combo-box", "Save as type", "MP3 Files", "", "", (700, 640), (400, 30)),
              r("label", "", "Format Options", "", "", (480, 690), (200, 22)),
              r("radio-button", "Preset", "", "", "checked", (500, 720), (100, 24)),
              r("radio-button", "Variable", "", "", "", (600, 720), (100, 24)),
              r("radio-button", "Average", "", "", "", (700, 720), (100, 24)),
              r("radio-button", "Constant", "", "", "", (800, 720), (100, 24)),
              r("combo-box", "Quality", "Standard, 170-210 kbps", "", "", (500, 756), (300, 28)),
              r("radio-button", "Joint Stereo", "", "", "checked", (500, 796), (140, 24)),
              r("radio-button", "Stereo", "", "", "", (650, 796), (100, 24)),
              r("push-button", "Cancel", "", "", "", (1250, 860), (90, 32)),
              r("push-button", "Save", "", "", "default", (1350, 860), (90, 32))]
    turns.append((code("""
pyautogui.press('escape'); pyautogui.press('escape')
pyautogui.click(90, 73)     # File
pyautogui.click(150, 420)   # Export › Export as MP3
time.sleep(1)
pyautogui.tripleClick(950, 216); pyautogui.typewrite('interview_final.mp3')
"""), screen("Fri 24 May  10:19", export, app="Audacity", running=running, extra_dock=ed)))
    tags = [r("frame", proj + "*", "", "audacity", "inactive", (70, 27), (1850, 1053)),
            r("dialog", "Edit Metadata Tags", "", "audacity", "modal", (560, 220), (800, 600))]
    for i, (k, v) in enumerate([("Artist Name", "Lena Park"), ("Track Title", "Interview with Dr. Amara Osei"), ("Album Title", "Field Notes"),
                                ("Track Number", "7"), ("Year", "2024"), ("Genre", "Podcast"), ("Comments", "Recorded 21 May 2024, Berlin")]):
        tags += [r("table-cell", k, k, "", "tag", (580, 270 + i * 30), (240, 28)), r("table-cell", "", v, "", "value", (820, 270 + i * 30), (520, 28))]
    tags += [r("push-button", "Add", "", "", "", (580, 520), (80, 30)), r("push-button", "Remove", "", "", "", (670, 520), (80, 30)),
             r("push-button", "Clear", "", "", "", (760, 520), (80, 30)), r("combo-box", "Genres", "Edit...", "", "", (580, 560), (160, 30)),
             r("push-button", "Cancel", "", "", "", (1160, 770), (90, 32)), r("push-button", "OK", "", "", "default", (1260, 770), (90, 32))]
    turns.append((code("""
pyautogui.click(1395, 876)   # Save
time.sleep(1)
for row, value in [(0, 'Lena Park'), (1, 'Interview with Dr. Amara Osei'), (2, 'Field Notes'), (3, '7'), (4, '2024'), (5, 'Podcast'), (6, 'Recorded 21 May 2024, Berlin')]:
    pyautogui.doubleClick(1080, 284 + row * 30); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite(value + '\\n')
"""), screen("Fri 24 May  10:20", tags, app="Audacity", running=running, extra_dock=ed)))
    prog = [r("frame", proj + "*", "", "audacity", "inactive", (70, 27), (1850, 1053)),
            r("dialog", "Export", "", "audacity", "modal", (700, 420), (520, 200)),
            r("label", "", "Exporting the audio as MP3", "", "", (720, 440), (480, 24)),
            r("progress-bar", "", "24%", "", "", (720, 480), (480, 20)),
            r("label", "", "Elapsed Time: 00:00:07", "", "", (720, 510), (240, 22)),
            r("label", "", "Remaining Time: 00:00:22", "", "", (960, 510), (240, 22)),
            r("push-button", "Stop", "", "", "", (1000, 570), (90, 30)),
            r("push-button", "Cancel", "", "", "", (1100, 570), (90, 30))]
    turns.append((code("""
pyautogui.click(1305, 786)   # OK
time.sleep(7)
"""), screen("Fri 24 May  10:20", prog, app="Audacity", running=running, extra_dock=ed)))
    audio = [("interview_final.mp3", "67.2 MB", "10:21", "MP3 audio"), ("interview_raw.aup3", "1.1 GB", "10:17", "Audacity project"),
             ("jingle_v2.wav", "2.1 MB", "3 May", "WAV audio"), ("podcast_ep6.mp3", "58.9 MB", "10 May", "MP3 audio")]
    turns.append((code("""
time.sleep(25)
import subprocess; subprocess.Popen(['nautilus', '/home/lena/Audio']); time.sleep(2)
"""), screen("Fri 24 May  10:21", nautilus("Audio", ["Home", "Audio"], list_view(audio), sel="", status="4 items"),
             app="Files", running=("Audacity", "Files"), extra_dock=ed)))
    rs.add(task="os", tid="h29-os-12", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="track rate reads 48000 Hz though it was 44100 Hz and nothing resampled it")


# ---------------------------------------------------------------------------------------------------------
# 13  Kdenlive: assemble and render a vlog episode (clean)
# ---------------------------------------------------------------------------------------------------------


def tc(frames: int, fps: int = 25) -> str:
    s, f = divmod(frames, fps)
    m, s = divmod(s, 60)
    h, m = divmod(m, 60)
    return f"{h:02d}:{m:02d}:{s:02d}:{f:02d}"


def fr(h: int, m: int, s: int, f: int = 0, fps: int = 25) -> int:
    return ((h * 60 + m) * 60 + s) * fps + f


def t13(rs: RowSet) -> None:
    bin0 = [("A001.mp4", fr(0, 2, 13, 5), "1920x1080 25fps"), ("A002.mp4", fr(0, 0, 48, 12), "1920x1080 25fps"),
            ("music_bed.mp3", fr(0, 3, 20), "44100Hz stereo"), ("Intro title", fr(0, 0, 5), "Title clip")]
    a003 = ("A003.mp4", fr(0, 1, 2, 10), "1920x1080 25fps")
    px_per_frame = 1500 / fr(0, 3, 40)

    def clip_row(track: str, name: str, start: int, end: int, ty: int, sel: bool = False) -> Row:
        return r("panel", f"{name}", f"{tc(start)} – {tc(end)}", "", f"clip on {track}" + (", selected" if sel else ""),
                 (380 + int(start * px_per_frame), ty), (max(4, int((end - start) * px_per_frame)), 56))

    def kden(binl: list[tuple[str, int, str]], clips: list[tuple[str, str, int, int, bool]], playhead: int, duration: int,
             extra: list[Row] | None = None, tab: str = "Project Bin", title_mod: bool = True) -> list[Row]:
        rows: list[Row] = [r("frame", f"vlog_ep12{' [modified]' if title_mod else ''} / HD 1080p 25 fps — Kdenlive", "", "kdenlive", "", (70, 27), (1850, 1053))]
        rows += menubar(["File", "Edit", "View", "Project", "Tool", "Clip", "Timeline", "Monitor", "Settings", "Help"], 60)
        for i, b in enumerate(["New", "Open", "Save", "Undo", "Redo", "Render", "Selection Tool", "Razor Tool", "Spacer Tool"]):
            rows.append(r("push-button", b, "", "", "", (80 + i * 36, 90), (32, 32)))
        for i, t_ in enumerate(["Project Bin", "Effects", "Compositions", "Render Queue"]):
            rows.append(r("page-tab", t_, "", "", "selected" if t_ == tab else "", (80 + i * 120, 130), (118, 28)))
        if tab == "Project Bin":
            for i, (n, d, info) in enumerate(binl):
                rows.append(r("tree-item", n, tc(d), "", info, (80, 164 + i * 44), (560, 42)))
        rows += [r("panel", "Clip Monitor", "", "", "", (660, 130), (600, 440)),
                 r("panel", "Project Monitor", "", "", "active", (1280, 130), (620, 440)),
                 r("text", "Timecode", tc(playhead), "", "project monitor position", (1300, 540), (140, 24)),
                 r("label", "", tc(duration), "", "project duration", (1760, 540), (120, 24)),
                 r("push-button", "Play", "", "", "", (1560, 540), (28, 24)),
                 r("label", "Timeline ruler", "", "", "", (380, 600), (1520, 24))]
        tracks = [("V2", 630), ("V1", 690), ("A1", 750), ("A2", 810)]
        for t_, y in tracks:
            rows += [r("label", t_, t_, "", "track header", (80, y), (60, 56)),
                     r("toggle-button", f"{t_} Mute" if t_[0] == "A" else f"{t_} Hide", "", "", "", (150, y + 4), (26, 24)),
                     r("toggle-button", f"{t_} Lock", "", "", "", (180, y + 4), (26, 24)),
                     r("toggle-button", f"{t_} Target", "", "", "checked" if t_ in ("V1", "A1") else "", (210, y + 4), (26, 24))]
        ty = dict(tracks)
        for tr, n, a, b, sel in clips:
            rows.append(clip_row(tr, n, a, b, ty[tr], sel))
        rows.append(r("separator", "Playhead", tc(playhead), "", "", (380 + int(playhead * px_per_frame), 600), (2, 270)))
        rows += extra or []
        rows.append(r("status-bar", "", "Zoom: 7 · Snap on", "", "", (1500, 1040), (300, 24)))
        return rows
    T = fr(0, 0, 5)
    a1_end = T + bin0[0][1]
    clips0 = [("V1", "Intro title", 0, T, False), ("V1", "A001.mp4", T, a1_end, False), ("A1", "A001.mp4", T, a1_end, False),
              ("A2", "music_bed.mp3", 0, fr(0, 3, 20), False)]
    dur0 = max(c[3] for c in clips0)
    state = "Kdenlive 23.08 has ~/Videos/vlog_ep12.kdenlive open (HD 1080p 25 fps): bin with A001, A002, music_bed and an intro title; timeline with the title and A001 on V1 and the music on A2. Clock Sat 1 Jun 11:30."
    run = ("Kdenlive",)
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(1300, 340)   # focus the project monitor
"""), screen("Sat 1 Jun  11:30", kden(bin0, clips0, 0, dur0, title_mod=False), app="Kdenlive", running=run, extra_dock=run)))
    bin1 = bin0 + [a003]
    turns.append((code("""
pyautogui.click(300, 400); pyautogui.hotkey('ctrl', 'i')   # Add Clip or Folder…
time.sleep(1)
pyautogui.typewrite('~/Videos/raw/A003.mp4\\n')
time.sleep(2)
"""), screen("Sat 1 Jun  11:31", kden(bin1, clips0, 0, dur0), app="Kdenlive", running=run, extra_dock=run)))
    a3_end = a1_end + a003[1]
    clips1 = clips0[:3] + [("V1", "A003.mp4", a1_end, a3_end, True), ("A1", "A003.mp4", a1_end, a3_end, True)] + clips0[3:]
    dur1 = max(c[3] for c in clips1)
    x_drop = 380 + int(a1_end * px_per_frame) + 5
    turns.append((code(f"""
pyautogui.moveTo(300, {164 + 4 * 44 + 20})   # A003.mp4 in the bin
pyautogui.dragTo({x_drop}, 718, duration=1.0)   # V1, snapped to the end of A001
"""), screen("Sat 1 Jun  11:32", kden(bin1, clips1, 0, dur1), app="Kdenlive", running=run, extra_dock=run)))
    cut = fr(0, 3, 15)
    turns.append((code("""
pyautogui.tripleClick(1370, 552); pyautogui.typewrite('00:03:15:00\\n')   # move the playhead
pyautogui.hotkey('ctrl', 'shift', 'r')   # Cut all clips at playhead
"""), screen("Sat 1 Jun  11:33", kden(bin1, clips0[:3] + [("V1", "A003.mp4", a1_end, cut, False), ("V1", "A003.mp4", cut, a3_end, False),
                                                        ("A1", "A003.mp4", a1_end, cut, False), ("A1", "A003.mp4", cut, a3_end, False),
                                                        ("A2", "music_bed.mp3", 0, cut, False), ("A2", "music_bed.mp3", cut, fr(0, 3, 20), False)],
                                       cut, dur1), app="Kdenlive", running=run, extra_dock=run)))
    clips2 = clips0[:3] + [("V1", "A003.mp4", a1_end, cut, False), ("A1", "A003.mp4", a1_end, cut, False), ("A2", "music_bed.mp3", 0, cut, False)]
    turns.append((code(f"""
for x, y in [({380 + int((cut + 30) * px_per_frame)}, 718), ({380 + int((cut + 30) * px_per_frame)}, 778), ({380 + int((cut + 30) * px_per_frame)}, 838)]:
    pyautogui.click(x, y); pyautogui.press('delete')   # remove the tails after 00:03:15:00
"""), screen("Sat 1 Jun  11:34", kden(bin1, clips2, cut, cut), app="Kdenlive", running=run, extra_dock=run)))
    play_to = fr(0, 0, 4, 3)
    turns.append((code("""
pyautogui.press('home')    # playhead to start
pyautogui.press('space')   # play
time.sleep(4)
pyautogui.press('space')   # pause
"""), screen("Sat 1 Jun  11:34", kden(bin1, clips2, play_to, cut), app="Kdenlive", running=run, extra_dock=run)))
    render = [r("dialog", "Rendering", "", "kdenlive", "", (560, 160), (800, 720)),
              r("entry", "Output file", "/home/lena/Videos/vlog_ep12.mp4", "", "", (600, 200), (700, 30)),
              r("tree-item", "MP4-H264/AAC", "", "", "selected preset", (600, 260), (300, 26)),
              r("tree-item", "MP4-H265 (HEVC)", "", "", "", (600, 288), (300, 26)),
              r("tree-item", "WebM-VP9/Opus", "", "", "", (600, 316), (300, 26)),
              r("radio-button", "Full project", "", "", "checked", (920, 260), (200, 24)),
              r("radio-button", "Selected zone", "", "", "", (920, 290), (200, 24)),
              r("radio-button", "Guide zone", "", "", "", (920, 320), (200, 24)),
              r("combo-box", "Quality", "High (CRF 18)", "", "", (920, 370), (300, 28)),
              r("label", "", f"Duration: {tc(cut)} · 1920x1080 · 25 fps", "", "", (600, 420), (600, 24)),
              r("push-button", "Render to File", "", "", "default", (1100, 820), (200, 34)),
              r("push-button", "Generate Script", "", "", "", (880, 820), (200, 34)),
              r("push-button", "Close", "", "", "", (1310, 820), (40, 34))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'return')   # Render dialog
time.sleep(1)
"""), screen("Sat 1 Jun  11:35", kden(bin1, clips2, play_to, cut, extra=render), app="Kdenlive", running=run, extra_dock=run)))

    def queue(pct: int, elapsed: str, remain: str) -> list[Row]:
        return [r("dialog", "Rendering", "", "kdenlive", "", (560, 160), (800, 720)),
                r("page-tab", "Render Project", "", "", "", (580, 170), (140, 28)),
                r("page-tab", "Job Queue", "", "", "selected", (720, 170), (120, 28)),
                r("tree-item", "vlog_ep12.mp4", f"Rendering {pct}%", "", f"Elapsed {elapsed}, remaining {remain}", (600, 220), (700, 40)),
                r("progress-bar", "", f"{pct}%", "", "", (600, 264), (700, 12)),
                r("push-button", "Abort Job", "", "", "", (600, 300), (120, 30)),
                r("check-box", "Shutdown computer after renders", "", "", "", (600, 800), (300, 24))]
    turns.append((code("""
pyautogui.click(1200, 837)   # Render to File
time.sleep(15)
"""), screen("Sat 1 Jun  11:35", kden(bin1, clips2, play_to, cut, extra=queue(12, "00:00:15", "00:01:50")), app="Kdenlive", running=run, extra_dock=run)))
    turns.append((code("""
time.sleep(60)
"""), screen("Sat 1 Jun  11:36", kden(bin1, clips2, play_to, cut, extra=queue(68, "00:01:15", "00:00:35")), app="Kdenlive", running=run, extra_dock=run)))
    rs.add(task="os", tid="h29-os-13", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 14  darktable: develop one raw (BAD: the exposure set to +1.25 EV reads back +0.70 EV)
# ---------------------------------------------------------------------------------------------------------


def t14(rs: RowSet) -> None:
    roll = [f"DSC_{n}.NEF" for n in range(4401, 4425)]
    info = [("filmroll", "2024-04-27 Lisbon"), ("image id", "1873"), ("group id", "1873"), ("filename", "DSC_4412.NEF"),
            ("version", "0"), ("full path", "/home/lena/Pictures/2024-04-27 Lisbon/DSC_4412.NEF"),
            ("local copy", "no"), ("import timestamp", "2024-04-28 09:12:40"), ("change timestamp", "-"),
            ("export timestamp", "-"), ("print timestamp", "-"), ("model", "NIKON Z 6_2"), ("maker", "Nikon"),
            ("lens", "NIKKOR Z 35mm f/1.8 S"), ("aperture", "f/8.0"), ("exposure", "1/250"), ("exposure bias", "-0.33 EV"),
            ("focal length", "35 mm"), ("ISO", "100"), ("datetime", "2024-04-27 18:42:10"), ("width", "6048"), ("height", "4024"),
            ("export width", "0"), ("export height", "0")]

    def star_of(n: str) -> int:
        return 1 if n < "DSC_4410" else 2 if n < "DSC_4418" else 0

    def lighttable(stars: int, sel: str = "DSC_4412.NEF", change: str = "-", export: list[Row] | None = None,
                   exported: str = "-") -> list[Row]:
        rows: list[Row] = [r("frame", "darktable", "", "darktable", "", (70, 27), (1850, 1053)),
                           r("label", "", "lighttable", "", "view, active", (1500, 40), (100, 24)),
                           r("label", "", "darkroom", "", "view", (1600, 40), (100, 24)),
                           r("label", "", "map", "", "view", (1700, 40), (60, 24)),
                           r("label", "", "print", "", "view", (1760, 40), (60, 24)),
                           r("label", "", "collections: film roll “2024-04-27 Lisbon”, 48 images of 48 (#1 selected)", "", "top panel", (400, 72), (900, 22))]
        for i, n in enumerate(roll):
            st = stars if n == sel else star_of(n)
            rows.append(r("image", n, "★" * st + "☆" * (5 - st), "", ("selected, " if n == sel else "") + "thumbnail", (400 + (i % 6) * 220, 110 + (i // 6) * 220), (210, 210)))
        x = 0
        for k, v in info:
            if k == "change timestamp":
                v = change
            if k == "export timestamp":
                v = exported
            rows.append(r("label", k, v, "", "image information", (80, 120 + x * 24), (300, 22)))
            x += 1
        rows += export or []
        return rows
    state = "darktable 4.6 is open in the lighttable on film roll '2024-04-27 Lisbon' (48 images); nothing edited yet. Clock Sun 28 Apr 21:10."
    run = ("darktable",)
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(400 + 5 * 220 + 105, 110 + 1 * 220 + 105)   # DSC_4412.NEF
"""), screen("Sun 28 Apr  21:10", lighttable(2), app="darktable", running=run, extra_dock=run)))

    def darkroom(hist: list[str], modules: list[tuple[str, str, bool]], stars: int, extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [r("frame", "darktable", "", "darktable", "", (70, 27), (1850, 1053)),
                           r("label", "", "lighttable", "", "view", (1500, 40), (100, 24)),
                           r("label", "", "darkroom", "", "view, active", (1600, 40), (100, 24)),
                           r("image", "DSC_4412.NEF", "", "", "center view, 6048x4024", (400, 90), (1120, 760)),
                           r("label", "", "history", "", "left panel", (80, 90), (300, 22))]
        for i, h in enumerate(hist):
            rows.append(r("list-item", h, "", "", "selected" if i == len(hist) - 1 else "", (80, 116 + i * 26), (300, 24)))
        rows.append(r("push-button", "compress history stack", "", "", "", (80, 116 + len(hist) * 26 + 10), (260, 26)))
        rows.append(r("label", "", "active modules", "", "module group tab, selected", (1540, 90), (360, 22)))
        y = 120
        for name, val, expanded in modules:
            rows.append(r("toggle-button", name, "", "", "module header, on" + (", expanded" if expanded else ""), (1540, y), (360, 26)))
            y += 28
            if expanded:
                for part in val.split(";"):
                    k, v = part.split("=", 1)
                    rows.append(r("slider", k, v, "", "", (1550, y), (340, 24)))
                    y += 26
        for i, n in enumerate(roll[8:16]):
            st = stars if n == "DSC_4412.NEF" else star_of(n)
            rows.append(r("image", n, "★" * st + "☆" * (5 - st), "", "filmstrip" + (", current" if n == "DSC_4412.NEF" else ""), (400 + i * 140, 900), (130, 100)))
        rows += extra or []
        return rows
    base_hist = ["0 original", "1 raw black/white point", "2 white balance", "3 highlight reconstruction", "4 demosaic",
                 "5 exposure", "6 color calibration", "7 sigmoid", "8 input color profile", "9 output color profile"]
    exp_default = "exposure=+0.70 EV;compensate camera exposure=on;clipping threshold=50.00 %;black level correction=-0.0002"
    exp_set = exp_default.replace("+0.70 EV", "+1.25 EV")
    mods = [("output color profile", "", False), ("sigmoid", "", False), ("color calibration", "", False),
            ("exposure", exp_default, True), ("input color profile", "", False), ("demosaic", "", False),
            ("highlight reconstruction", "", False), ("white balance", "", False), ("raw black/white point", "", False)]
    turns.append((code("""
pyautogui.doubleClick(400 + 5 * 220 + 105, 110 + 1 * 220 + 105)   # open in darkroom
time.sleep(2)
pyautogui.click(1720, 205)   # expand 'exposure'
"""), screen("Sun 28 Apr  21:11", darkroom(base_hist, mods, 2), app="darktable", running=run, extra_dock=run)))
    m2 = [(n, exp_set if n == "exposure" else v, e) for n, v, e in mods]
    h2 = base_hist + ["10 exposure"]
    turns.append((code("""
pyautogui.rightClick(1720, 230)   # exposure slider
pyautogui.typewrite('1.25\\n')
"""), screen("Sun 28 Apr  21:11", darkroom(h2, m2, 2), app="darktable", running=run, extra_dock=run)))
    crop_vals = "aspect=3:2;left=4.20 %;right=96.10 %;top=3.00 %;bottom=94.90 %"
    m3 = [("crop", crop_vals, True)] + [(n, v, False) for n, v, _e in m2]
    h3 = h2 + ["11 crop"]
    turns.append((code("""
pyautogui.click(1720, 205)   # collapse exposure
pyautogui.hotkey('ctrl', 'f'); pyautogui.typewrite('crop')   # search module
pyautogui.click(1720, 160)   # enable crop
for slider, value in [(0, '4.2'), (1, '96.1'), (2, '3'), (3, '94.9')]:
    pyautogui.rightClick(1720, 176 + 26 * (slider + 1)); pyautogui.typewrite(value + '\\n')
"""), screen("Sun 28 Apr  21:13", darkroom(h3, m3, 2), app="darktable", running=run, extra_dock=run)))
    cb_vals = "vibrance=20.00 %;contrast=0.00 %;chroma global=10.00 %;saturation global=0.00 %"
    m4 = [("color balance rgb", cb_vals, True)] + [(n, v, False) for n, v, _e in m3]
    h4 = h3 + ["12 color balance rgb"]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'f'); pyautogui.typewrite('color balance rgb')
pyautogui.click(1720, 160)
pyautogui.rightClick(1720, 150 + 26); pyautogui.typewrite('20\\n')   # vibrance
pyautogui.rightClick(1720, 150 + 78); pyautogui.typewrite('10\\n')   # chroma global
"""), screen("Sun 28 Apr  21:14", darkroom(h4, m4, 2), app="darktable", running=run, extra_dock=run)))
    toast = [r("notification", "", "image rated to ★★★★", "", "toast", (760, 820), (400, 30))]
    turns.append((code("""
pyautogui.click(960, 470)   # focus the center view
pyautogui.press('4')        # rate 4 stars
"""), screen("Sun 28 Apr  21:14", darkroom(h4, m4, 4, extra=toast), app="darktable", running=run, extra_dock=run)))
    h5 = ["0 original", "1 raw black/white point", "2 white balance", "3 highlight reconstruction", "4 demosaic",
          "5 color calibration", "6 sigmoid", "7 input color profile", "8 output color profile", "9 exposure", "10 crop",
          "11 color balance rgb"]   # compressed: the two exposure entries merge into one
    m5 = [(n, v, False) for n, v, _e in m4]
    turns.append((code(f"""
pyautogui.click(210, {116 + len(h4) * 26 + 23})   # compress history stack
"""), screen("Sun 28 Apr  21:15", darkroom(h5, m5, 4), app="darktable", running=run, extra_dock=run)))
    m6 = [(n, exp_default if n == "exposure" else v, n == "exposure") for n, v, _e in m4]
    turns.append((code("""
pyautogui.click(1720, 120 + 28 * 5 + 13)   # expand 'exposure' to double-check before export
"""), screen("Sun 28 Apr  21:15", darkroom(h5, m6, 4), app="darktable", running=run, extra_dock=run)))
    exp_mod = [r("label", "", "export", "", "right panel module, expanded", (1540, 500), (360, 24)),
               r("combo-box", "target storage", "file on disk", "", "", (1550, 530), (340, 26)),
               r("entry", "", "$(FILE_FOLDER)/darktable_exported/$(FILE_NAME)", "", "", (1550, 560), (340, 26)),
               r("combo-box", "on conflict", "create unique filename", "", "", (1550, 590), (340, 26)),
               r("combo-box", "file format", "JPEG", "", "", (1550, 630), (340, 26)),
               r("slider", "quality", "92", "", "", (1550, 660), (340, 24)),
               r("combo-box", "set size", "in pixels (for file)", "", "", (1550, 700), (340, 26)),
               r("spin-button", "max width", "3000", "", "", (1550, 730), (160, 26)),
               r("spin-button", "max height", "0", "", "", (1720, 730), (160, 26)),
               r("combo-box", "profile", "image settings", "", "", (1550, 770), (340, 26)),
               r("combo-box", "style", "none", "", "", (1550, 800), (340, 26)),
               r("push-button", "export", "", "", "", (1550, 840), (340, 32))]
    turns.append((code("""
pyautogui.press('l')   # back to the lighttable
time.sleep(1)
pyautogui.click(1720, 512)   # expand the export module
"""), screen("Sun 28 Apr  21:16", lighttable(4, change="2024-04-28 21:15:02", export=exp_mod), app="darktable", running=run, extra_dock=run)))
    done = exp_mod + [r("notification", "", "1/1 exported to `/home/lena/Pictures/2024-04-27 Lisbon/darktable_exported/DSC_4412.jpg'", "", "toast", (560, 1000), (800, 30))]
    turns.append((code("""
pyautogui.click(1720, 856)   # export
time.sleep(4)
"""), screen("Sun 28 Apr  21:16", lighttable(4, change="2024-04-28 21:15:02", export=done, exported="2024-04-28 21:16:31"),
             app="darktable", running=run, extra_dock=run)))
    rs.add(task="os", tid="h29-os-14", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="exposure module reads +0.70 EV again after the agent set it to +1.25 EV, with no undo or history change")


# ---------------------------------------------------------------------------------------------------------
# 15  Zotero: file the AlphaFold paper for chapter 2 (BAD: the DOI changes without an edit)
# ---------------------------------------------------------------------------------------------------------

ZCOLL = ["My Library", "Reading group", "Thesis — Ch. 2", "Thesis — Ch. 3", "My Publications", "Duplicate Items", "Unfiled Items",
         "Retracted Items", "Trash"]


def zotero(coll: str, items: list[tuple[str, str, str, str]], sel: int | None, pane: list[Row], count_note: str = "",
           sync_desc: str = "Sync with zotero.org", sort: str = "Title") -> list[Row]:
    rows: list[Row] = [r("frame", "Zotero", "", "Zotero", "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "View", "Tools", "Help"], 60)
    rows += [r("push-button", "New Collection…", "", "", "", (80, 92), (32, 32)),
             r("push-button", "New Item", "", "", "", (380, 92), (32, 32)),
             r("push-button", "Add Item(s) by Identifier", "", "", "", (416, 92), (32, 32)),
             r("push-button", "New Note", "", "", "", (452, 92), (32, 32)),
             r("push-button", "Add Attachment", "", "", "", (488, 92), (32, 32)),
             r("entry", "Search", "", "", "Title, Creator, Year", (900, 92), (380, 32)),
             r("push-button", "Sync", "", "", sync_desc, (1870, 92), (32, 32))]
    for i, c in enumerate(ZCOLL):
        rows.append(r("tree-item", c, "", "", "selected" if c == coll else "", (80 + (20 if c.startswith("Thesis") or c == "Reading group" else 0), 140 + i * 28), (280, 26)))
    for i, (col, w) in enumerate([("Title", 520), ("Creator", 200), ("Date", 90), ("Date Added", 190)]):
        rows.append(r("table-column-header", col, "", "", "sorted" if col == sort else "", (380 + sum([520, 200, 90, 190][:i]), 136), (w, 26)))
    for i, (t, c, d, a) in enumerate(items):
        rows.append(r("tree-item", t, f"{c} · {d} · {a}", "", "selected" if sel == i else "", (380, 164 + i * 26), (1000, 24)))
    if sel is None and count_note:
        rows.append(r("label", "", count_note, "", "item pane", (1400, 500), (500, 30)))
    rows += pane
    return rows


def t15(rs: RowSet) -> None:
    lib = [("Attention Is All You Need", "Vaswani et al.", "2017", "3/11/2024, 2:05:51 PM"),
           ("BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding", "Devlin et al.", "2019", "3/11/2024, 2:07:13 PM"),
           ("Deep residual learning for image recognition", "He et al.", "2016", "3/12/2024, 9:41:02 AM"),
           ("Denoising Diffusion Probabilistic Models", "Ho et al.", "2020", "4/2/2024, 4:18:30 PM"),
           ("Highly accurate protein structure prediction with AlphaFold", "Jumper et al.", "2021", "3/18/2024, 10:42:17 AM"),
           ("ImageNet classification with deep convolutional neural networks", "Krizhevsky et al.", "2012", "3/12/2024, 9:44:55 AM"),
           ("Language Models are Few-Shot Learners", "Brown et al.", "2020", "3/11/2024, 2:09:40 PM"),
           ("Mastering the game of Go with deep neural networks and tree search", "Silver et al.", "2016", "3/14/2024, 11:20:08 AM"),
           ("Scaling Laws for Neural Language Models", "Kaplan et al.", "2020", "4/2/2024, 4:21:12 PM")]
    af = 4
    doi_ok = "10.1038/s41586-021-03819-2"
    doi_bad = "10.1038/s41586-021-03829-2"

    def info(doi: str, modified: str, tab: str = "Info", tags: list[str] | None = None) -> list[Row]:
        rows = [r("page-tab", "Info", "", "", "selected" if tab == "Info" else "", (1400, 136), (80, 26)),
                r("page-tab", "Notes", "", "", "", (1480, 136), (80, 26)),
                r("page-tab", "Tags", "", "", "selected" if tab == "Tags" else "", (1560, 136), (80, 26)),
                r("page-tab", "Related", "", "", "", (1640, 136), (80, 26))]
        if tab == "Tags":
            tg = tags or []
            rows.append(r("label", "", f"{len(tg)} tag" + ("" if len(tg) == 1 else "s") + ":", "", "", (1400, 176), (200, 22)))
            for i, t in enumerate(tg):
                rows.append(r("entry", "Tag", t, "", "", (1400, 204 + i * 30), (460, 26)))
            rows.append(r("push-button", "Add", "", "", "", (1620, 176), (60, 24)))
            return rows
        fields = [("Item Type", "Journal Article"), ("Title", lib[af][0]),
                  ("Author", "Jumper, John"), ("Author", "Evans, Richard"), ("Author", "Pritzel, Alexander"), ("Author", "Green, Tim"),
                  ("Author", "Figurnov, Michael"), ("", "26 more…"),
                  ("Abstract", "Proteins are essential to life, and understanding their structure can facilitate a mechanistic understanding of their function. Through an enormous experimental effort, the structures of around 100,000 unique proteins have been determined…"),
                  ("Publication", "Nature"), ("Volume", "596"), ("Issue", "7873"), ("Pages", "583-589"), ("Date", "2021-08"),
                  ("Series", ""), ("Series Title", ""), ("Series Text", ""), ("Journal Abbr", "Nature"), ("Language", "en"),
                  ("DOI", doi), ("ISSN", "1476-4687"), ("Short Title", ""), ("URL", "https://www.nature.com/articles/" + doi_ok.split("/")[1]),
                  ("Accessed", "3/18/2024, 10:42:17 AM"), ("Archive", ""), ("Loc. in Archive", ""), ("Library Catalog", "www.nature.com"),
                  ("Call Number", ""), ("Rights", "2021 The Author(s)"), ("Extra", ""), ("Date Added", "3/18/2024, 10:42:17 AM"), ("Modified", modified)]
        for i, (k, v) in enumerate(fields):
            rows.append(r("label", k, v, "", "field", (1400, 170 + i * 26), (480, 24 if k != "Abstract" else 70)))
        return rows
    state = "Zotero 6 is open on My Library (9 items, sorted by title), no item selected. Clock Tue 21 May 15:12."
    run = ("Zotero",)
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(200, 140)   # My Library
"""), screen("Tue 21 May  15:12", zotero("My Library", lib, None, [], "9 items in this view"), app="Zotero", running=run, extra_dock=run)))
    turns.append((code(f"""
pyautogui.click(640, {164 + af * 26 + 12})   # the AlphaFold paper
"""), screen("Tue 21 May  15:12", zotero("My Library", lib, af, info(doi_ok, "3/18/2024, 10:42:17 AM")), app="Zotero", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.click(1600, 149)   # Tags tab
pyautogui.click(1650, 188)   # Add
pyautogui.typewrite('protein-structure\\n')
pyautogui.press('escape')
"""), screen("Tue 21 May  15:13", zotero("My Library", lib, af, info(doi_ok, "", tab="Tags", tags=["protein-structure"])), app="Zotero", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.click(1440, 149)   # back to the Info tab
"""), screen("Tue 21 May  15:13", zotero("My Library", lib, af, info(doi_bad, "5/21/2024, 3:13:26 PM")), app="Zotero", running=run, extra_dock=run)))
    ch2 = [("Attention Is All You Need", "Vaswani et al.", "2017", "3/11/2024, 2:05:51 PM"),
           ("Highly accurate protein structure prediction with AlphaFold", "Jumper et al.", "2021", "3/18/2024, 10:42:17 AM"),
           ("Language Models are Few-Shot Learners", "Brown et al.", "2020", "3/11/2024, 2:09:40 PM"),
           ("Scaling Laws for Neural Language Models", "Kaplan et al.", "2020", "4/2/2024, 4:21:12 PM")]
    turns.append((code(f"""
pyautogui.moveTo(640, {164 + af * 26 + 12})
pyautogui.dragTo(220, {140 + 2 * 28 + 13}, duration=0.8)   # onto 'Thesis — Ch. 2'
pyautogui.click(220, {140 + 2 * 28 + 13})
"""), screen("Tue 21 May  15:14", zotero("Thesis — Ch. 2", ch2, None, [], "4 items in this view"), app="Zotero", running=run, extra_dock=run)))
    bib = [r("dialog", "Create Citation/Bibliography", "", "Zotero", "modal", (660, 220), (600, 620)),
           r("label", "", "Citation Style:", "", "", (680, 240), (200, 22))]
    for i, s_ in enumerate(["American Medical Association 11th edition", "American Political Science Association", "American Psychological Association 7th edition",
                            "American Sociological Association 6th edition", "Chicago Manual of Style 17th edition (author-date)", "Elsevier - Harvard (with titles)",
                            "IEEE", "Modern Humanities Research Association 3rd edition (note with bibliography)", "Nature", "Vancouver"]):
        bib.append(r("list-item", s_, "", "", "selected" if s_.startswith("American Psychological") else "", (680, 266 + i * 24), (560, 22)))
    bib += [r("combo-box", "Language", "English (US)", "", "", (680, 520), (300, 28)),
            r("radio-button", "Citations", "", "", "checked", (680, 570), (200, 24)),
            r("radio-button", "Bibliography", "", "", "", (680, 596), (200, 24)),
            r("radio-button", "Save as RTF", "", "", "", (680, 640), (200, 24)),
            r("radio-button", "Save as HTML", "", "", "", (680, 666), (200, 24)),
            r("radio-button", "Copy to Clipboard", "", "", "checked", (680, 692), (200, 24)),
            r("radio-button", "Print", "", "", "", (680, 718), (200, 24)),
            r("push-button", "Cancel", "", "", "", (1060, 790), (90, 30)),
            r("push-button", "OK", "", "", "default", (1160, 790), (90, 30))]
    turns.append((code("""
pyautogui.rightClick(640, 164 + 1 * 26 + 12)   # AlphaFold in 'Thesis — Ch. 2'
pyautogui.click(720, 420)   # Create Bibliography from Item…
pyautogui.click(690, 582)   # Output Mode: Citations
pyautogui.click(690, 704)   # Copy to Clipboard
"""), screen("Tue 21 May  15:15", zotero("Thesis — Ch. 2", ch2, 1, []) + bib, app="Zotero", running=run, extra_dock=run)))
    notes = ["# Chapter 2 — notes", "", "## 2.3 Structure prediction", "",
             "- Template-free prediction became competitive with experiment in CASP14 (Jumper et al., 2021)",
             "- Check how the attention-based Evoformer relates to the transformer (Vaswani et al., 2017).",
             "- TODO: compare with RoseTTAFold (Baek et al., 2021) — not in library yet.",
             "- Scaling argument: (Kaplan et al., 2020) — careful, different domain."]
    ed = gte("ch2_notes.md", "~/thesis", notes, 1, f"Ln 5, Col {len(notes[4]) + 1}", True)
    turns.append((code("""
pyautogui.click(1205, 805)   # OK — citation copied to the clipboard
pyautogui.click(35, 27 + 3 * 66 + 32)   # Text Editor in the dock (ch2_notes.md is open)
pyautogui.click(1300, 270); pyautogui.press('end')   # end of line 5
pyautogui.typewrite(' '); pyautogui.hotkey('ctrl', 'v')
"""), screen("Tue 21 May  15:16", ed, app="Text Editor", running=("Zotero", "Text Editor"), extra_dock=run)))
    rs.add(task="os", tid="h29-os-15", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="the AlphaFold item's DOI reads ...03829-2 instead of ...03819-2 though only a tag was added")


# ---------------------------------------------------------------------------------------------------------
# 16  KeePassXC: generator, new entry, clipboard, auto-lock (clean)
# ---------------------------------------------------------------------------------------------------------

PW_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&*+-/:;=?@^_~"


def fake_pw(seed: str, n: int, chars: str = PW_CHARS) -> str:
    out, k = [], 0
    while len(out) < n:
        d = hashlib.sha256(f"{seed}:{k}".encode()).digest()
        out += [chars[b % len(chars)] for b in d]
        k += 1
    return "".join(out[:n])


def kpx_main(db: str, groups: list[str], group: str, entries: list[tuple[str, str, str, str]], sel: int | None,
             modified: bool = False, search: str = "", status: str = "", cols_mod: bool = True, preview: list[Row] | None = None) -> list[Row]:
    rows: list[Row] = [r("frame", f"{db}{'*' if modified else ''} - KeePassXC", "", "keepassxc", "", (200, 80), (1520, 900))]
    rows += menubar(["Database", "Entries", "Groups", "Tools", "View", "Help"], 112, x0=210)
    for i, b in enumerate(["Open database", "Save database", "Lock all databases", "Add a new entry", "Edit entry", "Delete entry",
                           "Copy username", "Copy password", "Copy URL", "Password Generator", "Settings"]):
        rows.append(r("push-button", b, "", "", "", (210 + i * 40, 142), (36, 36)))
    rows.append(r("entry", "Search", search, "", "Search (Ctrl+F)…", (1300, 146), (400, 30)))
    for i, g in enumerate(groups):
        rows.append(r("tree-item", g, "", "", "selected" if g == group and not search else "", (210 + (0 if g == "Root" else 20), 196 + i * 28), (260, 26)))
    cols = [("Title", 260), ("Username", 260), ("Password", 140), ("URL", 360)] + ([("Modified", 180)] if cols_mod else [])
    x = 480
    for c, w in cols:
        rows.append(r("table-column-header", c, "", "", "sorted ascending" if c == "Title" else "", (x, 196), (w, 26)))
        x += w
    if search:
        rows.append(r("label", "", f"Search Results ({len(entries)})", "", "", (480, 172), (300, 22)))
    for i, (t, u, url, m) in enumerate(entries):
        txt = f"{u} | •••••• | {url}" + (f" | {m}" if cols_mod else "")
        rows.append(r("table-row", t, txt, "", "selected" if sel == i else "", (480, 224 + i * 28), (1200, 26)))
    rows += preview or []
    if status:
        rows.append(r("status-bar", "", status, "", "", (210, 950), (800, 24)))
    return rows


def t16(rs: RowSet) -> None:
    groups = ["Root", "General", "Email", "Banking", "Social", "Work", "Recycle Bin"]
    work = [("AWS console", "lena.park", "https://acme-prod.signin.aws.amazon.com/console", "04/03/2024 10:14"),
            ("GitLab", "lpark", "https://gitlab.acme.io", "12/02/2024 16:40"),
            ("Jira Cloud", "lena.park@acme.io", "https://acme.atlassian.net", "30/01/2024 09:02"),
            ("VPN (corp)", "lpark", "vpn.acme.io", "18/12/2023 14:55")]
    db = "Personal.kdbx"
    run = ("KeePassXC",)
    state = "KeePassXC shows the unlock screen of ~/Personal.kdbx (last used group: Work). Auto-lock after 5 minutes of inactivity is enabled; clipboard is cleared after 10 seconds. Clock Tue 21 May 11:02."
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(960, 520)   # password field
pyautogui.typewrite(MASTER_PASSWORD + '\\n')   # supplied with the task
time.sleep(1)
"""), screen("Tue 21 May  11:02", kpx_main(db, groups, "Work", work, None), app="KeePassXC", running=run, extra_dock=run)))

    def gen(pw: str, length: int) -> list[Row]:
        ent = length * math.log2(len(PW_CHARS))
        return [r("dialog", "Generate Password", "", "keepassxc", "", (560, 200), (800, 560)),
                r("entry", "Generated password", pw, "", "", (580, 240), (700, 34)),
                r("push-button", "Regenerate password", "", "", "", (1290, 240), (34, 34)),
                r("push-button", "Copy password", "", "", "", (1326, 240), (34, 34)),
                r("label", "", f"Entropy: {ent:.2f} bit", "", "", (580, 286), (200, 22)),
                r("label", "", "Password Quality: Excellent", "", "", (1060, 286), (260, 22)),
                r("page-tab", "Password", "", "", "selected", (580, 320), (120, 28)),
                r("page-tab", "Passphrase", "", "", "", (700, 320), (120, 28)),
                r("slider", "Length", str(length), "", "", (580, 370), (600, 24)),
                r("spin-button", "Length", str(length), "", "", (1190, 366), (80, 30)),
                r("toggle-button", "Upper-case letters", "A-Z", "", "checked", (580, 420), (80, 30)),
                r("toggle-button", "Lower-case letters", "a-z", "", "checked", (664, 420), (80, 30)),
                r("toggle-button", "Numbers", "0-9", "", "checked", (748, 420), (80, 30)),
                r("toggle-button", "Special Characters", "/ * + & …", "", "checked", (832, 420), (100, 30)),
                r("toggle-button", "Extended ASCII", "ExtendedASCII", "", "", (936, 420), (120, 30)),
                r("check-box", "Exclude look-alike characters", "", "", "", (580, 470), (300, 24)),
                r("check-box", "Pick characters from every group", "", "", "checked", (580, 500), (300, 24)),
                r("push-button", "Close", "", "", "", (1260, 710), (90, 30))]
    pw1, pw2, pw3 = fake_pw("kp1", 24), fake_pw("kp2", 24), fake_pw("kp3", 32)
    turns.append((code("""
pyautogui.hotkey('ctrl', 'g')   # Password Generator
time.sleep(1)
"""), screen("Tue 21 May  11:03", kpx_main(db, groups, "Work", work, None) + gen(pw1, 24), app="KeePassXC", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.click(1307, 257)   # Regenerate
"""), screen("Tue 21 May  11:03", kpx_main(db, groups, "Work", work, None) + gen(pw2, 24), app="KeePassXC", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.tripleClick(1230, 381); pyautogui.typewrite('32\\n')   # length 32
"""), screen("Tue 21 May  11:03", kpx_main(db, groups, "Work", work, None) + gen(pw3, 32), app="KeePassXC", running=run, extra_dock=run)))
    work2 = sorted(work + [("Grafana", "ops@acme.io", "https://grafana.acme.io", "21/05/2024 11:05")], key=lambda e: e[0].lower())
    turns.append((code(f"""
pyautogui.click(1305, 726)   # Close the generator
pyautogui.hotkey('ctrl', 'n')   # new entry
time.sleep(1)
pyautogui.typewrite('Grafana\\t'); pyautogui.typewrite('ops@acme.io\\t')
pyautogui.typewrite({pw3!r} + '\\t'); pyautogui.typewrite('https://grafana.acme.io')
pyautogui.hotkey('ctrl', 'return')   # OK
pyautogui.hotkey('ctrl', 's')
"""), screen("Tue 21 May  11:05", kpx_main(db, groups, "Work", work2, 2), app="KeePassXC", running=run, extra_dock=run)))
    gi = [e[0] for e in work2].index("GitLab")
    prev = [r("panel", "Entry preview", "", "", "", (480, 700), (1200, 220)),
            r("label", "Title", "GitLab", "", "", (500, 710), (400, 22)),
            r("label", "Username", "lpark", "", "", (500, 740), (400, 22)),
            r("label", "Password", "••••••••••••••••", "", "", (500, 770), (400, 22)),
            r("label", "URL", "https://gitlab.acme.io", "", "", (500, 800), (400, 22)),
            r("label", "Expiration", "Never", "", "", (500, 830), (400, 22)),
            r("label", "Tags", "dev", "", "", (500, 860), (400, 22))]
    turns.append((code(f"""
pyautogui.click(600, {224 + gi * 28 + 13})   # GitLab
pyautogui.hotkey('ctrl', 'c')   # copy its password
"""), screen("Tue 21 May  11:06", kpx_main(db, groups, "Work", work2, gi, preview=prev, status="Password copied to clipboard · Clearing the clipboard in 10 seconds…"),
             app="KeePassXC", running=run, extra_dock=run)))
    turns.append((code("""
time.sleep(12)
pyautogui.hotkey('ctrl', 'f'); pyautogui.typewrite('aws')
"""), screen("Tue 21 May  11:06", kpx_main(db, groups, "Work", [work2[0]], None, search="aws"), app="KeePassXC", running=run, extra_dock=run)))
    locked = [r("frame", "Personal.kdbx [Locked] - KeePassXC", "", "keepassxc", "", (200, 80), (1520, 900)),
              r("label", "", "Unlock KeePassXC Database", "", "", (760, 380), (400, 30)),
              r("label", "", "/home/lena/Personal.kdbx", "", "", (760, 420), (400, 22)),
              r("password-text", "Password", "", "", "", (760, 470), (400, 34)),
              r("push-button", "Toggle Password", "", "", "", (1120, 472), (30, 30)),
              r("check-box", "Hardware Key", "", "", "", (760, 520), (200, 24)),
              r("push-button", "Unlock", "", "", "default", (1060, 570), (100, 32)),
              r("push-button", "Cancel", "", "", "", (950, 570), (100, 32))]
    turns.append((code("""
time.sleep(320)   # leave it idle
"""), screen("Tue 21 May  11:12", locked, app="KeePassXC", running=run, extra_dock=run)))
    rs.add(task="os", tid="h29-os-16", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 17  Transmission: manage four ISO torrents (clean)
# ---------------------------------------------------------------------------------------------------------


def eta(sec: float) -> str:
    sec = int(round(sec))
    if sec >= 3600:
        return f"{sec // 3600} hr, {sec % 3600 // 60} min"
    return f"{sec // 60} min, {sec % 60} sec"


def size_s(b: float) -> str:
    if b == 0:
        return "0 bytes"
    return f"{b / 1e9:.2f} GB" if b >= 1e9 else f"{b / 1e6:.1f} MB"


def speed_s(kb: float) -> str:
    return f"{kb / 1000:.1f} MB/s" if kb >= 1000 else f"{kb:.0f} kB/s"


def t17(rs: RowSet) -> None:
    tor = {"A": ("ubuntu-24.04-desktop-amd64.iso", 5.68e9), "B": ("debian-12.5.0-amd64-netinst.iso", 0.628e9),
           "C": ("Fedora-Workstation-Live-x86_64-40-1.14.iso", 2.29e9), "D": ("archlinux-2024.05.01-x86_64.iso", 1.10e9)}
    have = {"A": 1.46e9, "B": 0.628e9, "C": 0.88e9, "D": 0.0}
    upl = {"A": 0.094e9, "B": 1.15e9, "C": 0.021e9, "D": 0.0}
    # (start, end, {torrent: (down kB/s, up kB/s)}); a torrent missing from the dict is paused or idle
    plan = [(0, 40, {"A": (8400, 312), "B": (0, 420), "C": (3100, 96)}),
            (40, 90, {"A": (10900, 350), "B": (0, 430)}),
            (90, 125, {"A": (10500, 340), "B": (0, 410), "D": (2100, 20)}),
            (125, 195, {"A": (410, 60), "B": (0, 30), "D": (90, 10)}),
            (195, 400, {"A": (9800, 330), "B": (0, 400), "D": (2400, 40)})]
    state_of = {"A": "down", "B": "seed", "C": "down", "D": "paused"}
    peers = {"A": ["42 of 118", "47 of 121", "51 of 126", "50 of 124", "49 of 125", "44 of 119", "45 of 120", "52 of 127", "53 of 129"],
             "C": ["23 of 64"] * 9,
             "D": ["0 of 14", "0 of 14", "0 of 14", "0 of 14", "9 of 23", "8 of 24", "8 of 24", "11 of 26", "12 of 27"]}
    seeds_b = ["6 of 31", "6 of 30", "5 of 30", "5 of 29", "6 of 31", "2 of 30", "2 of 30", "5 of 31", "6 of 32"]
    clock0 = 20 * 3600 + 10 * 60
    now = [0.0]

    def advance(to: float) -> None:
        for a, b, sp in plan:
            lo, hi = max(a, now[0]), min(b, to)
            if hi > lo:
                for k, (d, u) in sp.items():
                    have[k] = min(tor[k][1], have[k] + d * 1000 * (hi - lo))
                    upl[k] += u * 1000 * (hi - lo)
        now[0] = to

    def speeds(t: float) -> dict[str, tuple[int, int]]:
        for a, b, sp in plan:
            if a <= t < b:
                return sp
        return {}

    def clock(t: float) -> str:
        s = clock0 + int(t)
        return f"Fri 31 May  {s // 3600:02d}:{s % 3600 // 60:02d}"

    def view(t: float, snap: int, sort: str = "Name", turtle: bool = False, extra: list[Row] | None = None) -> list[Row]:
        sp = speeds(t)
        rows: list[Row] = [r("frame", "Transmission", "", "transmission-gtk", "", (160, 80), (1600, 880))]
        rows += menubar(["Torrent", "Edit", "View", "Help"], 112, x0=170)
        for i, b in enumerate(["Open a torrent", "Start torrent", "Pause torrent", "Remove torrent", "Torrent properties"]):
            rows.append(r("push-button", b, "", "", "", (170 + i * 44, 142), (40, 40)))
        rows += [r("combo-box", "Show", "All", "", "", (1200, 146), (200, 30)),
                 r("entry", "Filter", "", "", "", (1410, 146), (330, 30))]
        keys = sorted("ABCD", key=lambda k: tor[k][0].lower())
        if sort == "Progress":
            keys.sort(key=lambda k: have[k] / tor[k][1])
        y = 194
        tot_d = tot_u = 0
        for k in keys:
            name, size = tor[k]
            pct = 100 * have[k] / size
            d, u = sp.get(k, (0, 0))
            if state_of[k] == "paused":
                line1 = f"{size_s(have[k])} of {size_s(size)} ({pct:.1f}%)"
                line2 = "Paused"
            elif state_of[k] == "seed":
                line1 = f"{size_s(size)}, uploaded {size_s(upl[k])} (Ratio: {upl[k] / size:.2f})"
                line2 = f"Seeding to {seeds_b[snap]} connected peers - ↑ {speed_s(u)}"
            else:
                rem = (size - have[k]) / (d * 1000) if d else 0
                line1 = f"{size_s(have[k])} of {size_s(size)} ({pct:.1f}%) - " + (f"{eta(rem)} remaining" if d else "remaining time unknown")
                line2 = f"Downloading from {peers[k][snap]} connected peers - ↓ {speed_s(d)} ↑ {speed_s(u)}"
            tot_d += d
            tot_u += u
            rows += [r("table-row", name, line1 + "\n" + line2, "", "", (170, y), (1580, 70)),
                     r("progress-bar", "", f"{pct:.1f}%", "", "", (230, y + 28), (1400, 10))]
            y += 76
        rows += extra or []
        rows += [r("toggle-button", "Alternative speed limits", "", "", "checked" if turtle else "", (170, 930), (30, 26)),
                 r("status-bar", "", f"↓ {speed_s(tot_d)}  ↑ {speed_s(tot_u)}", "", "", (1500, 930), (240, 24)),
                 r("combo-box", "Statistics", "Session ratio", "", "", (1300, 930), (180, 24))]
        return rows
    run = ("Transmission",)
    st = "Transmission 3.00 is downloading the Ubuntu 24.04 and Fedora 40 ISOs and seeding Debian 12.5; the Arch ISO torrent was added paused. Sorted by name. Clock Fri 31 May 20:10."
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(960, 600)   # focus the torrent list
"""), screen(clock(0), view(0, 0), app="Transmission", running=run, extra_dock=run)))
    advance(40)
    state_of["C"] = "paused"
    turns.append((code("""
pyautogui.click(900, 380)   # Fedora-Workstation-Live-x86_64-40-1.14.iso
pyautogui.click(258, 162)   # Pause torrent
"""), screen(clock(40), view(40, 1), app="Transmission", running=run, extra_dock=run)))
    advance(60)
    turns.append((code("""
pyautogui.click(210, 127)   # View
pyautogui.click(280, 330)   # Sort Torrents By › Progress
"""), screen(clock(60), view(60, 2, sort="Progress"), app="Transmission", running=run, extra_dock=run)))
    advance(80)
    state_of["D"] = "down"
    turns.append((code("""
pyautogui.click(900, 228)   # archlinux-2024.05.01-x86_64.iso (lowest progress, first row)
pyautogui.click(214, 162)   # Start torrent
"""), screen(clock(80), view(80, 3, sort="Progress"), app="Transmission", running=run, extra_dock=run)))
    advance(110)
    a_pct = 100 * have["A"] / tor["A"][1]
    props = [r("dialog", "ubuntu-24.04-desktop-amd64.iso Properties", "", "transmission-gtk", "", (560, 180), (800, 640)),
             r("page-tab", "Information", "", "", "", (580, 200), (120, 28)),
             r("page-tab", "Peers", "", "", "", (700, 200), (80, 28)),
             r("page-tab", "Trackers", "", "", "", (780, 200), (90, 28)),
             r("page-tab", "Files", "", "", "", (870, 200), (70, 28)),
             r("page-tab", "Options", "", "", "", (940, 200), (90, 28)),
             r("label", "Torrent size", "5.68 GB (5,680,000,000 bytes)", "", "", (600, 250), (700, 22)),
             r("label", "Have", f"{size_s(have['A'])} ({a_pct:.1f}%)", "", "", (600, 276), (700, 22)),
             r("label", "Availability", "100%", "", "", (600, 302), (700, 22)),
             r("label", "Downloaded", f"{size_s(have['A'] + 0.017e9)}", "", "", (600, 328), (700, 22)),
             r("label", "Uploaded", f"{size_s(upl['A'])}", "", "", (600, 354), (700, 22)),
             r("label", "Ratio", f"{upl['A'] / (have['A'] + 0.017e9):.2f}", "", "", (600, 380), (700, 22)),
             r("label", "State", "Downloading", "", "", (600, 406), (700, 22)),
             r("label", "Running time", "6 minutes", "", "", (600, 432), (700, 22)),
             r("label", "Remaining time", eta((tor['A'][1] - have['A']) / (speeds(110)['A'][0] * 1000)), "", "", (600, 458), (700, 22)),
             r("label", "Last activity", "Active now", "", "", (600, 484), (700, 22)),
             r("label", "Error", "No errors", "", "", (600, 510), (700, 22)),
             r("label", "Hash", hashlib.sha1(b"ubuntu-24.04-desktop-amd64.iso").hexdigest(), "", "", (600, 560), (700, 22)),
             r("label", "Privacy", "Public torrent", "", "", (600, 586), (700, 22)),
             r("label", "Origin", "Created by mktorrent 1.1", "", "", (600, 612), (700, 22)),
             r("label", "Location", "/home/lena/Downloads", "", "", (600, 638), (700, 22)),
             r("push-button", "Close", "", "", "", (1250, 770), (90, 30))]
    turns.append((code("""
pyautogui.doubleClick(900, 380)   # Ubuntu torrent → properties
time.sleep(1)
"""), screen(clock(110), view(110, 4, sort="Progress", extra=props), app="Transmission", running=run, extra_dock=run)))
    advance(130)
    turns.append((code("""
pyautogui.click(1295, 785)   # Close
pyautogui.click(185, 943)    # turtle: alternative speed limits (500 kB/s down, 100 kB/s up)
time.sleep(5)
"""), screen(clock(130), view(130, 5, sort="Progress", turtle=True), app="Transmission", running=run, extra_dock=run)))
    advance(190)
    turns.append((code("""
time.sleep(60)
"""), screen(clock(190), view(190, 6, sort="Progress", turtle=True), app="Transmission", running=run, extra_dock=run)))
    advance(195)
    turns.append((code("""
pyautogui.click(185, 943)   # turtle off
time.sleep(5)
"""), screen(clock(195), view(195, 7, sort="Progress"), app="Transmission", running=run, extra_dock=run)))
    advance(255)
    turns.append((code("""
time.sleep(60)
"""), screen(clock(255), view(255, 8, sort="Progress"), app="Transmission", running=run, extra_dock=run)))
    rs.add(task="os", tid="h29-os-17", system=OS_SYSTEM, turns=turns, state=st, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 18  calibre: remove a duplicate, edit metadata, convert (BAD: the deleted duplicate is listed again)
# ---------------------------------------------------------------------------------------------------------

Book = tuple[str, str, str, str, str, str, str]  # title, author, date added, size, rating, tags, series


def calibre(books: list[Book], sel: int | None, search: str, status: str, details: list[Row] | None = None,
            extra: list[Row] | None = None, jobs: int = 0, sort: str = "Title") -> list[Row]:
    rows: list[Row] = [r("frame", "calibre — || Calibre Library ||", "", "calibre-gui", "", (70, 27), (1850, 1053))]
    for i, b in enumerate(["Add books", "Edit metadata", "Convert books", "View", "Get books", "Fetch news", "Help", "Remove books",
                           "Connect/share", "Edit book", "Preferences"]):
        rows.append(r("push-button", b, "", "", "", (80 + i * 110, 40), (104, 60)))
    rows += [r("push-button", "Virtual library", "", "", "", (80, 110), (140, 30)),
             r("push-button", "Sort", "", "", "", (224, 110), (80, 30)),
             r("combo-box", "Search", search, "", "Search (For advanced search click the gear icon to the left)", (310, 110), (900, 30)),
             r("push-button", "Search", "", "", "", (1216, 110), (80, 30)),
             r("push-button", "Saved search", "", "", "", (1300, 110), (120, 30))]
    for i, (c, w) in enumerate([("Title", 420), ("Author(s)", 220), ("Date", 110), ("Size (MB)", 90), ("Rating", 100), ("Tags", 200), ("Series", 220)]):
        rows.append(r("table-column-header", c, "", "", "sorted ascending" if c == sort else "", (320 + sum([420, 220, 110, 90, 100, 200, 220][:i]), 150), (w, 26)))
    for i, b in enumerate(books):
        rows.append(r("table-row", b[0], " | ".join(b[1:]), "", "selected" if sel == i else "", (320, 178 + i * 26), (1360, 24)))
    rows.append(r("tree", "Tag browser", "Authors · Languages · Series · Formats · Publisher · Rating · News · Tags · Identifiers", "", "", (80, 150), (230, 800)))
    rows += details or []
    rows += extra or []
    rows += [r("status-bar", "", status, "", "", (80, 1040), (600, 24)),
             r("push-button", "Jobs", f"Jobs: {jobs}", "", "spinning" if jobs else "", (1780, 1040), (120, 24))]
    return rows


def t18(rs: RowSet) -> None:
    lg = [("A Wizard of Earthsea", "Ursula K. Le Guin", "14 Feb 2023", "0.4", "★★★★★", "fantasy", "Earthsea [1]"),
          ("Always Coming Home", "Ursula K. Le Guin", "02 Mar 2024", "2.1", "", "", ""),
          ("The Dispossessed", "Ursula K. Le Guin", "14 Feb 2023", "0.7", "★★★★", "sf", "Hainish Cycle [5]"),
          ("The Lathe of Heaven", "Ursula K. Le Guin", "09 Sep 2023", "0.5", "★★★★", "sf", ""),
          ("The Left Hand of Darkness", "Ursula K. Le Guin", "14 Feb 2023", "0.6", "★★★★★", "sf, to-reread", "Hainish Cycle [4]"),
          ("The Left Hand of Darkness", "Ursula K. Le Guin", "18 May 2024", "1.1", "", "", ""),
          ("The Word for World Is Forest", "Ursula K. Le Guin", "09 Sep 2023", "0.3", "★★★", "sf", "Hainish Cycle [6]")]

    def tsort(b: Book) -> tuple[str, str]:
        t = b[0]
        for art in ("The ", "A ", "An "):
            if t.startswith(art):
                t = t[len(art):]
        return (t.lower(), b[2][-4:])
    dup = lg[5]
    lg.sort(key=tsort)
    di = lg.index(dup)
    st0 = "calibre 7.9 created by Kovid Goyal [137 books, 7 shown]"
    state = "calibre 7.9 is open on 'Calibre Library' (137 books), sorted by title. Two copies of The Left Hand of Darkness exist (an old EPUB and a MOBI added on 18 May). Clock Mon 20 May 19:30."
    run = ("calibre",)
    turns = []

    def details(b: Book, formats: str, path: str) -> list[Row]:
        return [r("panel", "Book details", "", "", "", (1690, 150), (220, 860)),
                r("image", "Cover", "", "", b[0], (1700, 160), (200, 300)),
                r("label", "Title", b[0], "", "", (1700, 470), (200, 22)),
                r("label", "Author", b[1], "", "", (1700, 496), (200, 22)),
                r("label", "Formats", formats, "", "", (1700, 522), (200, 22)),
                r("label", "Series", b[6], "", "", (1700, 548), (200, 22)),
                r("label", "Tags", b[5], "", "", (1700, 574), (200, 22)),
                r("label", "Path", path, "", "", (1700, 600), (200, 44))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(760, 125)
pyautogui.typewrite('author:"Le Guin"\\n')
time.sleep(1)
pyautogui.click(700, 178 + {di} * 26 + 12)   # the MOBI copy of The Left Hand of Darkness
""".replace("{di}", str(di))), screen("Mon 20 May  19:30", calibre(lg, di, 'author:"Le Guin"', st0, details(dup, "MOBI", "Click to open")), app="calibre", running=run, extra_dock=run)))
    confirm = [r("dialog", "Are you sure?", "", "calibre-gui", "modal", (660, 380), (600, 260)),
               r("label", "", "The following book and all its associated formats will be moved to the calibre Trash:\n\nThe Left Hand of Darkness — Ursula K. Le Guin", "", "", (680, 400), (560, 120)),
               r("check-box", "Show this confirmation again", "", "", "checked", (680, 540), (300, 24)),
               r("push-button", "OK", "", "", "default", (1040, 590), (90, 30)),
               r("push-button", "Cancel", "", "", "", (1140, 590), (90, 30))]
    turns.append((code("""
pyautogui.press('delete')
time.sleep(1)
"""), screen("Mon 20 May  19:31", calibre(lg, di, 'author:"Le Guin"', st0, details(dup, "MOBI", "Click to open"), extra=confirm), app="calibre", running=run, extra_dock=run)))
    lg2 = [b for b in lg if b is not dup]
    st1 = "calibre 7.9 created by Kovid Goyal [136 books, 6 shown]"
    turns.append((code("""
pyautogui.click(1085, 605)   # OK
time.sleep(1)
"""), screen("Mon 20 May  19:31", calibre(lg2, di, 'author:"Le Guin"', st1, details(lg2[di], "EPUB", "Click to open")), app="calibre", running=run, extra_dock=run)))
    disp = [b for b in lg2 if b[0] == "The Dispossessed"][0]
    pi = lg2.index(disp)
    meta = [r("dialog", "Edit metadata for The Dispossessed", "", "calibre-gui", "modal", (360, 120), (1200, 840)),
            r("entry", "Title", "The Dispossessed", "", "", (400, 170), (500, 28)),
            r("entry", "Title sort", "Dispossessed, The", "", "", (400, 204), (500, 28)),
            r("entry", "Author(s)", "Ursula K. Le Guin", "", "", (400, 238), (500, 28)),
            r("entry", "Author sort", "Le Guin, Ursula K.", "", "", (400, 272), (500, 28)),
            r("combo-box", "Series", "Hainish Cycle", "", "", (400, 306), (380, 28)),
            r("spin-button", "Number", "5.00", "", "", (790, 306), (110, 28)),
            r("spin-button", "Rating", "★★★★★", "", "", (400, 340), (200, 28)),
            r("entry", "Tags", "sf, to-reread", "", "", (400, 374), (500, 28)),
            r("entry", "Ids", "isbn:9780061054884", "", "", (400, 408), (500, 28)),
            r("entry", "Date", "14 Feb 2023", "", "", (400, 442), (200, 28)),
            r("entry", "Published", "Oct 2003", "", "", (610, 442), (200, 28)),
            r("combo-box", "Publisher", "Harper Voyager", "", "", (400, 476), (500, 28)),
            r("combo-box", "Languages", "English", "", "", (400, 510), (500, 28)),
            r("list", "Formats", "EPUB (0.70 MB)", "", "", (960, 170), (300, 100)),
            r("push-button", "Download metadata", "", "", "", (960, 520), (200, 30)),
            r("push-button", "OK", "", "", "default", (1340, 910), (90, 30)),
            r("push-button", "Cancel", "", "", "", (1440, 910), (90, 30))]
    turns.append((code(f"""
pyautogui.click(700, {178 + pi * 26 + 12})   # The Dispossessed
pyautogui.press('e')                       # Edit metadata
time.sleep(1)
pyautogui.click(500, 354); pyautogui.typewrite('5')                 # rating 5 stars
pyautogui.tripleClick(650, 388); pyautogui.typewrite('sf, to-reread')
"""), screen("Mon 20 May  19:32", calibre(lg2, pi, 'author:"Le Guin"', st1, details(disp, "EPUB", "Click to open"), extra=meta), app="calibre", running=run, extra_dock=run)))
    disp2 = ("The Dispossessed", "Ursula K. Le Guin", "14 Feb 2023", "0.7", "★★★★★", "sf, to-reread", "Hainish Cycle [5]")
    lg3 = [disp2 if b is disp else b for b in lg2]
    conv = [r("dialog", "Convert The Dispossessed", "", "calibre-gui", "modal", (360, 120), (1200, 840)),
            r("combo-box", "Input format", "EPUB", "", "", (400, 170), (160, 28)),
            r("combo-box", "Output format", "AZW3", "", "", (1300, 170), (160, 28)),
            r("list-item", "Metadata", "", "", "selected", (380, 230), (180, 40)),
            r("list-item", "Look & feel", "", "", "", (380, 272), (180, 40)),
            r("list-item", "Heuristic processing", "", "", "", (380, 314), (180, 40)),
            r("list-item", "Page setup", "", "", "", (380, 356), (180, 40)),
            r("list-item", "Structure detection", "", "", "", (380, 398), (180, 40)),
            r("list-item", "Table of contents", "", "", "", (380, 440), (180, 40)),
            r("list-item", "Search & replace", "", "", "", (380, 482), (180, 40)),
            r("list-item", "AZW3 output", "", "", "", (380, 524), (180, 40)),
            r("list-item", "Debug", "", "", "", (380, 566), (180, 40)),
            r("entry", "Title", "The Dispossessed", "", "", (600, 240), (400, 28)),
            r("entry", "Author(s)", "Ursula K. Le Guin", "", "", (600, 274), (400, 28)),
            r("entry", "Tags", "sf, to-reread", "", "", (600, 308), (400, 28)),
            r("combo-box", "Series", "Hainish Cycle", "", "", (600, 342), (300, 28)),
            r("spin-button", "Book number", "5.00", "", "", (910, 342), (90, 28)),
            r("push-button", "OK", "", "", "default", (1340, 910), (90, 30)),
            r("push-button", "Cancel", "", "", "", (1440, 910), (90, 30))]
    turns.append((code("""
pyautogui.click(1385, 925)   # OK (metadata saved)
time.sleep(1)
pyautogui.press('c')         # Convert books
time.sleep(1)
pyautogui.click(1380, 184); pyautogui.click(1380, 240)   # output format AZW3
"""), screen("Mon 20 May  19:33", calibre(lg3, pi, 'author:"Le Guin"', st1, details(disp2, "EPUB", "Click to open"), extra=conv), app="calibre", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.click(1385, 925)   # OK — start the conversion job
time.sleep(20)
"""), screen("Mon 20 May  19:34", calibre(lg3, pi, 'author:"Le Guin"', st1, details(disp2, "AZW3, EPUB", "Click to open")), app="calibre", running=run, extra_dock=run)))
    first = [("1984", "George Orwell", "14 Feb 2023", "0.5", "★★★★", "classics", ""),
             ("Accelerando", "Charles Stross", "14 Feb 2023", "1.0", "★★★", "sf", ""),
             ("Always Coming Home", "Ursula K. Le Guin", "02 Mar 2024", "2.1", "", "", ""),
             ("Ancillary Justice", "Ann Leckie", "14 Feb 2023", "0.9", "★★★★★", "sf", "Imperial Radch [1]"),
             ("Annihilation", "Jeff VanderMeer", "11 Nov 2023", "0.5", "★★★★", "sf, weird", "Southern Reach [1]"),
             ("Blindsight", "Peter Watts", "14 Feb 2023", "0.8", "★★★★", "sf", "Firefall [1]"),
             ("Brave New World", "Aldous Huxley", "14 Feb 2023", "0.6", "★★★", "classics", ""),
             ("Children of Time", "Adrian Tchaikovsky", "19 Jun 2023", "1.4", "★★★★★", "sf", "Children of Time [1]"),
             ("Dawn", "Octavia E. Butler", "30 Dec 2023", "0.7", "", "sf", "Xenogenesis [1]"),
             disp2,
             ("Dune", "Frank Herbert", "14 Feb 2023", "1.9", "★★★★★", "sf, to-reread", "Dune [1]"),
             ("Exhalation", "Ted Chiang", "14 Feb 2023", "0.8", "★★★★★", "sf, stories", ""),
             ("The Fifth Season", "N. K. Jemisin", "14 Feb 2023", "1.1", "★★★★★", "fantasy", "The Broken Earth [1]"),
             ("Flowers for Algernon", "Daniel Keyes", "27 Oct 2023", "0.4", "★★★★", "classics", "")]
    assert first == sorted(first, key=tsort)
    turns.append((code("""
pyautogui.click(760, 125); pyautogui.hotkey('ctrl', 'a'); pyautogui.press('backspace'); pyautogui.press('enter')   # clear the search
time.sleep(1)
"""), screen("Mon 20 May  19:34", calibre(first, None, "", "calibre 7.9 created by Kovid Goyal [136 books]"), app="calibre", running=run, extra_dock=run)))
    rr = [disp2, first[10], ("The Left Hand of Darkness", "Ursula K. Le Guin", "14 Feb 2023", "0.6", "★★★★★", "sf, to-reread", "Hainish Cycle [4]")]
    turns.append((code("""
pyautogui.click(760, 125); pyautogui.typewrite('tags:"=to-reread"\\n')
time.sleep(1)
"""), screen("Mon 20 May  19:35", calibre(rr, None, 'tags:"=to-reread"', "calibre 7.9 created by Kovid Goyal [136 books, 3 shown]"), app="calibre", running=run, extra_dock=run)))
    bad = [disp2 if b is disp else b for b in lg]
    bi = bad.index(disp2)
    turns.append((code("""
pyautogui.click(760, 125); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('author:"Le Guin"\\n')
time.sleep(1)
"""), screen("Mon 20 May  19:35", calibre(bad, None, 'author:"Le Guin"', "calibre 7.9 created by Kovid Goyal [136 books, 7 shown]"), app="calibre", running=run, extra_dock=run)))
    viewer = [r("frame", "The Dispossessed — calibre E-book viewer", "", "calibre-ebook-viewer", "", (260, 60), (1400, 960)),
              r("heading", "Chapter One", "Chapter One", "", "", (500, 160), (900, 40)),
              r("paragraph", "", "Anarres · Urras", "", "", (500, 220), (900, 24)),
              r("paragraph", "", "There was a wall. It did not look important. It was built of uncut rocks roughly mortared. An adult could look right over it, and even a child could climb it. Where it crossed the roadway, instead of having a gate it degenerated into mere geometry, a line, an idea of boundary. But the idea was real.", "", "", (500, 270), (900, 200)),
              r("label", "", "1%", "", "progress", (1560, 990), (80, 20)),
              r("label", "", "Chapter One", "", "", (300, 990), (300, 20))]
    turns.append((code(f"""
pyautogui.click(700, {178 + bi * 26 + 12})   # The Dispossessed
pyautogui.press('v')                       # View (opens the AZW3 in the viewer)
time.sleep(3)
"""), screen("Mon 20 May  19:36", viewer, app="E-book viewer", running=("calibre", "E-book viewer"), extra_dock=run)))
    rs.add(task="os", tid="h29-os-18", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="the MOBI duplicate of The Left Hand of Darkness, moved to trash earlier, is listed again")


# ---------------------------------------------------------------------------------------------------------
# 19  GNOME Disks: reformat the second partition of a USB stick (BAD: the first partition's UUID changes)
# ---------------------------------------------------------------------------------------------------------


def t19(rs: RowSet) -> None:
    devices = [("500 GB Disk", "Samsung SSD 870 EVO 500GB"), ("32 GB Drive", "SanDisk Ultra"), ("Loop Device", "/dev/loop0 (firefox 124.0)"),
               ("Loop Device", "/dev/loop1 (gnome-42-2204)"), ("Loop Device", "/dev/loop2 (gtk-common-themes)"), ("Loop Device", "/dev/loop3 (snapd)")]
    p1 = {"Size": "8.6 GB (8,589,934,592 bytes)", "Device": "/dev/sdb1", "UUID": "3F2A-91C7", "Partition Type": "W95 FAT32 (LBA) (Bootable)",
          "Contents": "FAT (32-bit version) — Mounted at /media/lena/PHOTOS", "Label": "PHOTOS"}
    p2_old = {"Size": "22.2 GB (22,162,702,336 bytes)", "Device": "/dev/sdb2", "UUID": "6c1e4d2a-5b73-4c09-9f3e-2d8a71b0c455",
              "Partition Type": "Linux", "Contents": "Ext4 (version 1.0) — Not Mounted", "Label": "old-backup"}
    p2_new = dict(p2_old, UUID="a9d3f0b6-1e42-4d8c-b7a5-03c6e92f18d4", Label="archive")

    def disks(sel_part: int, part: dict[str, str], p2_label: str, p2_mounted: bool, extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [r("frame", "Disks", "", "gnome-disks", "", (160, 80), (1600, 900))]
        for i, (a, b) in enumerate(devices):
            rows.append(r("list-item", a, b, "", "selected" if a == "32 GB Drive" else "", (170, 130 + i * 64), (340, 60)))
        rows += [r("label", "", "32 GB Drive", "", "title", (900, 90), (200, 24)),
                 r("label", "", "/dev/sdb", "", "subtitle", (900, 112), (200, 18)),
                 r("push-button", "Power off this disk", "", "", "", (1620, 92), (34, 34)),
                 r("menu", "Drive Options", "", "", "", (1660, 92), (34, 34)),
                 r("label", "Model", "SanDisk Ultra (1.00)", "", "", (560, 150), (1100, 22)),
                 r("label", "Serial Number", "4C530001250411108172", "", "", (560, 176), (1100, 22)),
                 r("label", "Size", "30.8 GB (30,752,636,928 bytes)", "", "", (560, 202), (1100, 22)),
                 r("label", "Partitioning", "Master Boot Record", "", "", (560, 228), (1100, 22)),
                 r("label", "", "Volumes", "", "", (560, 270), (200, 22)),
                 r("toggle-button", "Partition 1", "PHOTOS\n8.6 GB FAT", "", "selected" if sel_part == 1 else "", (560, 300), (380, 90)),
                 r("toggle-button", "Partition 2", f"{p2_label}\n22.2 GB Ext4", "", "selected" if sel_part == 2 else "", (940, 300), (760, 90)),
                 r("push-button", "Unmount selected partition" if (sel_part == 1 or p2_mounted) else "Mount selected partition", "", "", "", (560, 400), (34, 34)),
                 r("push-button", "Delete selected partition", "", "", "", (600, 400), (34, 34)),
                 r("menu", "Additional partition options", "", "", "", (640, 400), (34, 34))]
        for i, k in enumerate(["Size", "Device", "UUID", "Partition Type", "Contents"]):
            rows.append(r("label", k, part[k], "", "", (560, 450 + i * 26), (1100, 22)))
        rows += extra or []
        return rows
    run = ("Disks",)
    state = "A 32 GB SanDisk USB stick is plugged in: partition 1 is FAT32 'PHOTOS' (mounted), partition 2 is an old ext4 'old-backup'. GNOME Disks is closed. Clock Wed 5 Jun 17:20."
    turns = []
    turns.append((code("""
import subprocess, pyautogui, time
subprocess.Popen(['gnome-disks']); time.sleep(2)
pyautogui.click(340, 224)   # 32 GB Drive
pyautogui.click(750, 345)   # Partition 1
"""), screen("Wed 5 Jun  17:20", disks(1, p1, "old-backup", False), app="Disks", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.click(1320, 345)   # Partition 2
"""), screen("Wed 5 Jun  17:20", disks(2, p2_old, "old-backup", False), app="Disks", running=run, extra_dock=run)))
    fmt = [r("dialog", "Format Volume", "", "gnome-disks", "modal", (610, 260), (700, 480)),
           r("push-button", "Cancel", "", "", "", (620, 270), (80, 34)),
           r("push-button", "Next", "", "", "default", (1220, 270), (80, 34)),
           r("entry", "Volume Name", "archive", "", "", (650, 330), (620, 34)),
           r("label", "", "For example: “Angela’s Files” or “Backup”.", "", "", (650, 368), (620, 20)),
           r("toggle-button", "Erase", "", "", "unchecked", (1200, 410), (60, 30)),
           r("label", "", "Type", "", "", (650, 460), (200, 22)),
           r("radio-button", "Internal disk for use with Linux systems only (Ext4)", "", "", "checked", (650, 490), (620, 30)),
           r("check-box", "Password protect volume (LUKS)", "", "", "", (690, 524), (580, 24)),
           r("radio-button", "For use with Windows (NTFS)", "", "", "", (650, 560), (620, 30)),
           r("radio-button", "For use with all systems and devices (FAT)", "", "", "", (650, 596), (620, 30)),
           r("radio-button", "Other", "", "", "", (650, 632), (620, 30))]
    turns.append((code("""
pyautogui.hotkey('shift', 'ctrl', 'f')   # Format Partition…
time.sleep(1)
pyautogui.typewrite('archive')
"""), screen("Wed 5 Jun  17:21", disks(2, p2_old, "old-backup", False, extra=fmt), app="Disks", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.click(1260, 287)   # Next
time.sleep(1)
pyautogui.click(1260, 287)   # Format (confirmation page)
time.sleep(1)
pyautogui.typewrite(SUDO_PASSWORD + '\\n')   # polkit authentication, supplied with the task
time.sleep(4)
"""), screen("Wed 5 Jun  17:22", disks(2, p2_new, "archive", False), app="Disks", running=run, extra_dock=run)))
    p2_m = dict(p2_new, Contents="Ext4 (version 1.0) — Mounted at /media/lena/archive")
    turns.append((code("""
pyautogui.click(577, 417)   # Mount selected partition
time.sleep(2)
"""), screen("Wed 5 Jun  17:22", disks(2, p2_m, "archive", True), app="Disks", running=run, extra_dock=run)))
    p1_bad = dict(p1, UUID="3F2A-19C7")
    turns.append((code("""
pyautogui.click(750, 345)   # Partition 1, to compare
"""), screen("Wed 5 Jun  17:23", disks(1, p1_bad, "archive", True), app="Disks", running=run, extra_dock=run)))
    own = [r("dialog", "Take Ownership", "", "gnome-disks", "modal", (660, 380), (600, 220)),
           r("label", "", "Make your user the owner of the filesystem on /dev/sdb2 so that files can be written without administrator rights.", "", "", (680, 400), (560, 60)),
           r("check-box", "Apply recursively", "", "", "", (680, 480), (300, 24)),
           r("push-button", "Cancel", "", "", "", (1040, 550), (90, 30)),
           r("push-button", "Take Ownership", "", "", "default", (1140, 550), (110, 30))]
    turns.append((code("""
pyautogui.click(1320, 345)   # Partition 2
pyautogui.click(657, 417)    # Additional partition options
pyautogui.click(720, 640)    # Take Ownership…
time.sleep(1)
"""), screen("Wed 5 Jun  17:23", disks(2, p2_m, "archive", True, extra=own), app="Disks", running=run, extra_dock=run)))
    arch = [("lost+found", "0 items", "17:22", "folder")]
    side = nautilus("archive", ["archive"], list_view(arch), sel="", status="")
    side += [r("list-item", "PHOTOS", "", "", "mounted drive, eject", (70, 540), (210, 36)),
             r("list-item", "archive", "", "", "mounted drive, eject, selected", (70, 578), (210, 36)),
             r("label", "", "20.6 GB free", "", "floating status bar", (1380, 1040), (530, 30))]
    turns.append((code("""
pyautogui.click(1195, 565)   # Take Ownership
time.sleep(2)
subprocess.Popen(['nautilus', '/media/lena/archive']); time.sleep(2)
"""), screen("Wed 5 Jun  17:24", side, app="Files", running=("Disks", "Files"), extra_dock=run)))
    t = Term("lena", "ws-lena")
    txt = t.run("df -h /media/lena/archive && touch /media/lena/archive/test && ls -la /media/lena/archive",
                """Filesystem      Size  Used Avail Use% Mounted on
/dev/sdb2        21G   28K   20G   1% /media/lena/archive
total 28
drwxr-xr-x 3 lena lena  4096 Jun  5 17:24 .
drwxr-x---+ 4 root root  4096 Jun  5 17:22 ..
drwx------ 2 root root 16384 Jun  5 17:22 lost+found
-rw-rw-r-- 1 lena lena     0 Jun  5 17:24 test""")
    turns.append((code("""
pyautogui.hotkey('ctrl', 'alt', 't'); time.sleep(1)
pyautogui.typewrite('df -h /media/lena/archive && touch /media/lena/archive/test && ls -la /media/lena/archive\\n')
"""), screen("Wed 5 Jun  17:24", t.rows(txt, pos=(360, 200), size=(1200, 600)), app="Terminal", running=("Disks", "Files", "Terminal"), extra_dock=run)))
    rs.add(task="os", tid="h29-os-19", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="UUID of the untouched FAT partition 1 reads 3F2A-19C7 instead of 3F2A-91C7")


# ---------------------------------------------------------------------------------------------------------
# 20  Zotero: add a paper to the reading group and sync (clean)
# ---------------------------------------------------------------------------------------------------------


def t20(rs: RowSet) -> None:
    rg = [("Attention Is All You Need", "Vaswani et al.", "2017", "3/11/2024, 2:05:51 PM"),
          ("Constitutional AI: Harmlessness from AI Feedback", "Bai et al.", "2022", "4/29/2024, 11:02:44 AM"),
          ("Language Models are Few-Shot Learners", "Brown et al.", "2020", "3/11/2024, 2:09:40 PM"),
          ("Model Cards for Model Reporting", "Mitchell et al.", "2019", "5/6/2024, 4:40:19 PM"),
          ("Datasheets for Datasets", "Gebru et al.", "2021", "5/6/2024, 4:41:03 PM"),
          ("Scaling Laws for Neural Language Models", "Kaplan et al.", "2020", "4/2/2024, 4:21:12 PM")]
    rg.sort(key=lambda x: x[0].lower())
    new = ("On the Dangers of Stochastic Parrots: Can Language Models Be Too Big? 🦜", "Bender et al.", "2021", "5/21/2024, 3:41:07 PM")
    run = ("Zotero",)

    def parrots(modified: str, extra: str = "", attach: bool = False) -> list[Row]:
        rows = [r("page-tab", "Info", "", "", "selected", (1400, 136), (80, 26)),
                r("page-tab", "Notes", "", "", "", (1480, 136), (80, 26)),
                r("page-tab", "Tags", "", "", "", (1560, 136), (80, 26)),
                r("page-tab", "Related", "", "", "", (1640, 136), (80, 26))]
        fields = [("Item Type", "Conference Paper"), ("Title", new[0]), ("Author", "Bender, Emily M."), ("Author", "Gebru, Timnit"),
                  ("Author", "McMillan-Major, Angelina"), ("Author", "Shmitchell, Shmargaret"), ("Abstract", "The past 3 years of work in NLP have been characterized by the development and deployment of ever larger language models, especially for English…"),
                  ("Date", "2021-03-01"), ("Proceedings Title", "Proceedings of the 2021 ACM Conference on Fairness, Accountability, and Transparency"),
                  ("Conference Name", "FAccT '21"), ("Place", "New York, NY, USA"), ("Publisher", "Association for Computing Machinery"),
                  ("Pages", "610–623"), ("Series", "FAccT '21"), ("DOI", "10.1145/3442188.3445922"), ("ISBN", "978-1-4503-8309-7"),
                  ("URL", "https://dl.acm.org/doi/10.1145/3442188.3445922"), ("Accessed", "5/21/2024, 3:41:07 PM"),
                  ("Library Catalog", "ACM Digital Library"), ("Extra", extra), ("Date Added", new[3]), ("Modified", modified)]
        for i, (k, v) in enumerate(fields):
            rows.append(r("label", k, v, "", "field", (1400, 170 + i * 26), (480, 24 if k != "Abstract" else 70)))
        if attach:
            rows.append(r("label", "Attachments", "Full Text PDF (1.2 MB)", "", "", (1400, 170 + len(fields) * 26 + 40), (480, 24)))
        return rows
    state = "Zotero 6 is open on the 'Reading group' collection (6 items, sorted by title). Clock Tue 21 May 15:40."
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(220, 168)   # Reading group
pyautogui.moveTo(1886, 108); time.sleep(1.5)   # hover the sync button
"""), screen("Tue 21 May  15:40", zotero("Reading group", rg, None, [], "6 items in this view", sync_desc="Sync with zotero.org — Last sync: 3 minutes ago"),
             app="Zotero", running=run, extra_dock=run)))
    rg2 = sorted(rg + [new], key=lambda x: x[0].lower())
    ni = rg2.index(new)
    turns.append((code("""
pyautogui.click(432, 108)   # Add Item(s) by Identifier
pyautogui.typewrite('10.1145/3442188.3445922\\n')
time.sleep(3)
"""), screen("Tue 21 May  15:41", zotero("Reading group", rg2, ni, parrots(new[3])), app="Zotero", running=run, extra_dock=run)))
    rg3 = sorted(rg2, key=lambda x: datetime.strptime(x[3], "%m/%d/%Y, %I:%M:%S %p"), reverse=True)
    turns.append((code("""
pyautogui.click(1290, 149); pyautogui.click(1290, 149)   # Date Added header twice: newest first
"""), screen("Tue 21 May  15:41", zotero("Reading group", rg3, 0, parrots(new[3]), sort="Date Added"), app="Zotero", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.click(1640, 170 + 19 * 26 + 12)   # Extra field
pyautogui.typewrite('Discussed 2024-05-28 (reading group #14)')
pyautogui.press('tab')
"""), screen("Tue 21 May  15:42", zotero("Reading group", rg3, 0, parrots("5/21/2024, 3:42:30 PM", "Discussed 2024-05-28 (reading group #14)"), sort="Date Added"),
             app="Zotero", running=run, extra_dock=run)))
    prog = [r("window", "Finding Available PDFs", "", "Zotero", "progress", (1500, 860), (400, 120)),
            r("label", "", new[0], "", "", (1510, 890), (380, 22)),
            r("label", "", "Found PDF — Full Text PDF attached", "", "", (1510, 920), (380, 22))]
    turns.append((code("""
pyautogui.rightClick(640, 164 + 12)   # the new item
pyautogui.click(700, 300)             # Find Available PDF
time.sleep(4)
"""), screen("Tue 21 May  15:42", zotero("Reading group", rg3, 0, parrots("5/21/2024, 3:42:30 PM", "Discussed 2024-05-28 (reading group #14)", attach=True), sort="Date Added") + prog,
             app="Zotero", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.click(1886, 108)   # Sync
time.sleep(1)
"""), screen("Tue 21 May  15:43", zotero("Reading group", rg3, 0, parrots("5/21/2024, 3:42:30 PM", "Discussed 2024-05-28 (reading group #14)", attach=True), sort="Date Added",
                                         sync_desc="Syncing… Uploading 2 items, 1 file"),
             app="Zotero", running=run, extra_dock=run)))
    turns.append((code("""
time.sleep(20)
pyautogui.moveTo(1886, 108); time.sleep(1.5)
"""), screen("Tue 21 May  15:43", zotero("Reading group", rg3, 0, parrots("5/21/2024, 3:42:30 PM", "Discussed 2024-05-28 (reading group #14)", attach=True), sort="Date Added",
                                         sync_desc="Sync with zotero.org — Last sync: Just now"),
             app="Zotero", running=run, extra_dock=run)))
    mylib = [new, ("Datasheets for Datasets", "Gebru et al.", "2021", "5/6/2024, 4:41:03 PM"),
             ("Model Cards for Model Reporting", "Mitchell et al.", "2019", "5/6/2024, 4:40:19 PM"),
             ("Constitutional AI: Harmlessness from AI Feedback", "Bai et al.", "2022", "4/29/2024, 11:02:44 AM"),
             ("Training language models to follow instructions with human feedback", "Ouyang et al.", "2022", "4/29/2024, 10:58:12 AM"),
             ("Denoising Diffusion Probabilistic Models", "Ho et al.", "2020", "4/2/2024, 4:18:30 PM"),
             ("Scaling Laws for Neural Language Models", "Kaplan et al.", "2020", "4/2/2024, 4:21:12 PM"),
             ("Highly accurate protein structure prediction with AlphaFold", "Jumper et al.", "2021", "3/18/2024, 10:42:17 AM"),
             ("Mastering the game of Go with deep neural networks and tree search", "Silver et al.", "2016", "3/14/2024, 11:20:08 AM"),
             ("ImageNet classification with deep convolutional neural networks", "Krizhevsky et al.", "2012", "3/12/2024, 9:44:55 AM"),
             ("Deep residual learning for image recognition", "He et al.", "2016", "3/12/2024, 9:41:02 AM"),
             ("Language Models are Few-Shot Learners", "Brown et al.", "2020", "3/11/2024, 2:09:40 PM"),
             ("BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding", "Devlin et al.", "2019", "3/11/2024, 2:07:13 PM"),
             ("Attention Is All You Need", "Vaswani et al.", "2017", "3/11/2024, 2:05:51 PM")]
    mylib.sort(key=lambda x: datetime.strptime(x[3], "%m/%d/%Y, %I:%M:%S %p"), reverse=True)
    turns.append((code("""
pyautogui.click(200, 140)   # My Library
pyautogui.click(1000, 600); pyautogui.press('escape')   # deselect
"""), screen("Tue 21 May  15:44", zotero("My Library", mylib, None, [], "14 items in this view", sort="Date Added"), app="Zotero", running=run, extra_dock=run)))
    rs.add(task="os", tid="h29-os-20", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 21  Audacity: podcast edit with amplify, rate change and a cut (clean)
# ---------------------------------------------------------------------------------------------------------


def t21(rs: RowSet) -> None:
    proj = "podcast_ep7"
    host_len = 32 * 60 + 18.5
    host_fmt = "Mono, 48000Hz\n32-bit float"
    jin_fmt = "Stereo, 48000Hz\n32-bit float"
    jin_len = 12.0
    run = ("Audacity",)

    def tracks(hl: float, host_wave: str) -> list[tuple[str, str, float, str]]:
        return [("Host (mic)", host_fmt, hl, host_wave), ("Intro jingle", jin_fmt, jin_len, "waveform, peaks around -3 dB")]
    w0 = "waveform, peaks around -6.4 dB; room noise under the jingle in the first 11 s"
    state = "Audacity 3.4 has ~/Audio/podcast_ep7.aup3 open: 'Host (mic)' mono 48 kHz, 32:18.5 long, and 'Intro jingle' stereo 48 kHz, 12 s. Project rate 48000 Hz. Clock Thu 30 May 14:00."
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.click(1100, 300)   # click into the host track at the start area
pyautogui.press('home')
"""), screen("Thu 30 May  14:00", audacity(proj, tracks(host_len, w0), "48000", (0, 0), "Stopped.", modified=False),
             app="Audacity", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.tripleClick(910, 973); pyautogui.typewrite('000000000')   # Selection Start 0
pyautogui.tripleClick(1140, 973); pyautogui.typewrite('000011250')  # Selection End 11.250 s
"""), screen("Thu 30 May  14:01", audacity(proj, tracks(host_len, w0), "48000", (0, 11.25), "Stopped.", modified=False),
             app="Audacity", running=run, extra_dock=run)))
    amp = [r("dialog", "Amplify", "", "audacity", "modal", (700, 360), (520, 260)),
           r("spin-button", "Amplification (dB)", "-12.000", "", "", (900, 400), (120, 26)),
           r("slider", "Amplification", "-12.0", "", "", (720, 436), (480, 22)),
           r("text", "New Peak Amplitude (dB)", "-33.318", "", "", (900, 472), (120, 26)),
           r("check-box", "Allow clipping", "", "", "", (720, 510), (300, 24)),
           r("push-button", "Preview", "", "", "", (720, 570), (90, 30)),
           r("push-button", "Cancel", "", "", "", (1010, 570), (90, 30)),
           r("push-button", "Apply", "", "", "default", (1110, 570), (90, 30))]
    turns.append((code("""
pyautogui.click(722, 73); pyautogui.click(780, 330)   # Effect › Amplify…
time.sleep(1)
pyautogui.tripleClick(960, 413); pyautogui.typewrite('-12\\t')
"""), screen("Thu 30 May  14:01", audacity(proj, tracks(host_len, w0), "48000", (0, 11.25), "Stopped.", extra=amp, modified=False),
             app="Audacity", running=run, extra_dock=run)))
    w1 = "waveform, peaks around -6.4 dB; first 11.25 s (room noise, peak -21.3 dB) attenuated by 12 dB"
    turns.append((code("""
pyautogui.click(1155, 585)   # Apply
time.sleep(1)
"""), screen("Thu 30 May  14:02", audacity(proj, tracks(host_len, w1), "48000", (0, 11.25), "Applied effect: Amplify"),
             app="Audacity", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'a')
pyautogui.press('space')   # play from the start
time.sleep(5)
"""), screen("Thu 30 May  14:02", audacity(proj, tracks(host_len, w1), "48000", (0, host_len), "Playing.", pos=5.12, actual="48000"),
             app="Audacity", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.press('space')   # stop
pyautogui.click(140, 973); pyautogui.click(140, 1000)   # Project Rate (Hz) › 44100 (export target for the host)
"""), screen("Thu 30 May  14:03", audacity(proj, tracks(host_len, w1), "44100", (0, host_len), "Stopped."),
             app="Audacity", running=run, extra_dock=run)))
    a, b = 14 * 60 + 2.3, 14 * 60 + 4.8
    turns.append((code("""
pyautogui.tripleClick(910, 973); pyautogui.typewrite('001402300')   # Selection Start 00 h 14 m 02.300 s
pyautogui.tripleClick(1140, 973); pyautogui.typewrite('001404800')  # Selection End 00 h 14 m 04.800 s (a cough)
pyautogui.click(305, 300)   # keep the selection on the host track only
pyautogui.press('delete')
"""), screen("Thu 30 May  14:04", audacity(proj, tracks(round(host_len - (b - a), 3), w1), "44100", (a, a), "Stopped."),
             app="Audacity", running=run, extra_dock=run)))
    lab = [r("panel", "Track Control Panel: Label 1", "", "", "", (80, 680), (220, 100)),
           r("menu", "Label 1", "", "", "Open menu…", (106, 684), (170, 20)),
           r("panel", "Label 1", "cough removed @ 00 h 14 m 02.300 s", "", "label track", (300, 680), (1600, 100)),
           r("text", "Label", "cough removed", "", "label at 00 h 14 m 02.300 s", (300 + int(a / host_len * 1600), 700), (130, 22))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'b')   # add label at the cursor
pyautogui.typewrite('cough removed\\n')
"""), screen("Thu 30 May  14:04", audacity(proj, tracks(round(host_len - (b - a), 3), w1), "44100", (a, a), "Stopped.", extra=lab),
             app="Audacity", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
time.sleep(2)
"""), screen("Thu 30 May  14:05", audacity(proj, tracks(round(host_len - (b - a), 3), w1), "44100", (a, a), "Saved /home/lena/Audio/podcast_ep7.aup3", extra=lab, modified=False),
             app="Audacity", running=run, extra_dock=run)))
    rs.add(task="os", tid="h29-os-21", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 22  KeePassXC: rotate the GitLab password (BAD: the entry's modified time is earlier than the edit)
# ---------------------------------------------------------------------------------------------------------


def t22(rs: RowSet) -> None:
    groups = ["Root", "Cloud", "Dev", "Email", "Finance", "Network", "Recycle Bin"]
    dev = [("GitLab", "lpark", "https://gitlab.acme.io", "02/04/2024 16:11"),
           ("Grafana", "ops@acme.io", "https://grafana.acme.io", "21/03/2024 09:47"),
           ("Jenkins", "lpark", "https://ci.acme.io", "15/01/2024 13:20"),
           ("Sentry", "lena.park@acme.io", "https://sentry.acme.io", "08/11/2023 10:05"),
           ("Vault", "lpark", "https://vault.acme.io:8200", "27/02/2024 17:38")]
    cloud = [("AWS (prod)", "lena.park", "https://acme-prod.signin.aws.amazon.com/console", "04/03/2024 10:14"),
             ("AWS (staging)", "lena.park", "https://acme-stg.signin.aws.amazon.com/console", "04/03/2024 10:16"),
             ("Cloudflare", "lena.park@acme.io", "https://dash.cloudflare.com", "19/12/2023 11:30"),
             ("GCP billing", "lena.park@acme.io", "https://console.cloud.google.com/billing", "30/01/2024 15:02")]
    db = "Work.kdbx"
    run = ("KeePassXC",)
    state = "KeePassXC has ~/Work.kdbx unlocked on the Dev group, with a Modified column in the entry list. Clock Tue 14 May 11:20."
    turns = []
    prev = [r("panel", "Entry preview", "", "", "", (480, 700), (1200, 220)),
            r("label", "Title", "GitLab", "", "", (500, 710), (400, 22)),
            r("label", "Username", "lpark", "", "", (500, 740), (400, 22)),
            r("label", "Password", "••••••••••••••••", "", "", (500, 770), (400, 22)),
            r("label", "URL", "https://gitlab.acme.io", "", "", (500, 800), (400, 22)),
            r("label", "Expiration", "Never", "", "", (500, 830), (400, 22)),
            r("label", "Tags", "dev, sso-exempt", "", "", (500, 860), (400, 22))]
    turns.append((code("""
import pyautogui, time
pyautogui.click(600, 237)   # GitLab
"""), screen("Tue 14 May  11:20", kpx_main(db, groups, "Dev", dev, 0, preview=prev), app="KeePassXC", running=run, extra_dock=run)))
    dev2 = [("GitLab", "lpark", "https://gitlab.acme.io", "14/05/2024 11:21")] + dev[1:]
    newpw = fake_pw("gitlab-rotate", 28)
    turns.append((code(f"""
pyautogui.press('return')   # edit entry
time.sleep(1)
pyautogui.click(1000, 330); pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite({newpw!r})            # new password (already set on gitlab.acme.io)
pyautogui.click(1000, 370); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite({newpw!r})   # repeat
pyautogui.hotkey('ctrl', 'return')   # OK
"""), screen("Tue 14 May  11:21", kpx_main(db, groups, "Dev", dev2, 0, modified=True, preview=prev), app="KeePassXC", running=run, extra_dock=run)))
    edit = [r("frame", f"{db}* - KeePassXC", "", "keepassxc", "", (200, 80), (1520, 900)),
            r("label", "", "Edit entry: GitLab", "", "", (480, 120), (600, 26)),
            r("list-item", "Entry", "", "", "", (210, 170), (200, 60)),
            r("list-item", "Advanced", "", "", "", (210, 232), (200, 60)),
            r("list-item", "Icon", "", "", "", (210, 294), (200, 60)),
            r("list-item", "Auto-Type", "", "", "", (210, 356), (200, 60)),
            r("list-item", "Properties", "", "", "selected", (210, 418), (200, 60)),
            r("list-item", "History", "", "", "", (210, 480), (200, 60)),
            r("label", "Created", "11/09/2023 09:30:12", "", "", (480, 180), (600, 24)),
            r("label", "Modified", "14/05/2024 10:58:40", "", "", (480, 210), (600, 24)),
            r("label", "Accessed", "14/05/2024 11:21:05", "", "", (480, 240), (600, 24)),
            r("label", "Uuid", "8f3c2a71e4b94d0c9a6e5b1f7d2c0e48", "", "", (480, 270), (600, 24)),
            r("label", "", "Plugin Data", "", "", (480, 320), (300, 24)),
            r("table", "Plugin Data", "KPXC_BROWSER: hidden (1 entry)", "", "", (480, 350), (1100, 200)),
            r("push-button", "Remove", "", "", "", (480, 560), (100, 30)),
            r("push-button", "OK", "", "", "", (1460, 930), (90, 30)),
            r("push-button", "Cancel", "", "", "", (1560, 930), (90, 30)),
            r("push-button", "Apply", "", "", "", (1360, 930), (90, 30))]
    turns.append((code("""
pyautogui.press('return')   # open the entry again
time.sleep(1)
pyautogui.click(310, 448)   # Properties page
"""), screen("Tue 14 May  11:22", edit, app="KeePassXC", running=run, extra_dock=run)))
    turns.append((code("""
pyautogui.click(1605, 945)   # Cancel
pyautogui.hotkey('ctrl', 's')
pyautogui.click(320, 224)    # Cloud group
"""), screen("Tue 14 May  11:22", kpx_main(db, groups, "Cloud", cloud, None), app="KeePassXC", running=run, extra_dock=run)))
    hpw = fake_pw("hetzner", 28)
    cloud2 = sorted(cloud + [("Hetzner", "lena.park@acme.io", "https://console.hetzner.cloud", "14/05/2024 11:24")], key=lambda e: e[0].lower())
    newent = [r("frame", f"{db} - KeePassXC", "", "keepassxc", "", (200, 80), (1520, 900)),
              r("label", "", "Add entry to Cloud", "", "", (480, 120), (600, 26)),
              r("list-item", "Entry", "", "", "selected", (210, 170), (200, 60)),
              r("list-item", "Advanced", "", "", "", (210, 232), (200, 60)),
              r("list-item", "Icon", "", "", "", (210, 294), (200, 60)),
              r("list-item", "Auto-Type", "", "", "", (210, 356), (200, 60)),
              r("entry", "Title", "Hetzner", "", "", (600, 180), (800, 30)),
              r("entry", "Username", "lena.park@acme.io", "", "", (600, 220), (800, 30)),
              r("password-text", "Password", "•" * 28, "", "", (600, 260), (700, 30)),
              r("push-button", "Generate Password", "", "", "", (1310, 260), (30, 30)),
              r("entry", "URL", "https://console.hetzner.cloud", "", "", (600, 300), (800, 30)),
              r("entry", "Tags", "", "", "", (600, 340), (800, 30)),
              r("check-box", "Expires", "", "", "", (600, 380), (200, 24)),
              r("text", "Notes", "Project: acme-edge. 2FA via Yubikey.", "", "", (600, 420), (800, 200)),
              r("push-button", "OK", "", "", "", (1460, 930), (90, 30)),
              r("push-button", "Cancel", "", "", "", (1560, 930), (90, 30))]
    turns.append((code(f"""
pyautogui.hotkey('ctrl', 'n')
time.sleep(1)
pyautogui.typewrite('Hetzner\\t'); pyautogui.typewrite('lena.park@acme.io\\t')
pyautogui.typewrite({hpw!r} + '\\t')
pyautogui.typewrite('https://console.hetzner.cloud')
pyautogui.click(1000, 500); pyautogui.typewrite('Project: acme-edge. 2FA via Yubikey.')
"""), screen("Tue 14 May  11:24", newent, app="KeePassXC", running=run, extra_dock=run)))
    hi = [e[0] for e in cloud2].index("Hetzner")
    turns.append((code("""
pyautogui.click(1505, 945)   # OK
"""), screen("Tue 14 May  11:24", kpx_main(db, groups, "Cloud", cloud2, hi, modified=True), app="KeePassXC", running=run, extra_dock=run)))
    found = [("Cloudflare", "lena.park@acme.io", "https://dash.cloudflare.com", "19/12/2023 11:30")]
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
pyautogui.hotkey('ctrl', 'f'); pyautogui.typewrite('cloudflare')
"""), screen("Tue 14 May  11:25", kpx_main(db, groups, "Cloud", found, None, search="cloudflare"), app="KeePassXC", running=run, extra_dock=run)))
    locked = [r("frame", f"{db} [Locked] - KeePassXC", "", "keepassxc", "", (200, 80), (1520, 900)),
              r("label", "", "Unlock KeePassXC Database", "", "", (760, 380), (400, 30)),
              r("label", "", "/home/lena/Work.kdbx", "", "", (760, 420), (400, 22)),
              r("password-text", "Password", "", "", "", (760, 470), (400, 34)),
              r("check-box", "Hardware Key", "", "", "", (760, 520), (200, 24)),
              r("push-button", "Unlock", "", "", "default", (1060, 570), (100, 32)),
              r("push-button", "Cancel", "", "", "", (950, 570), (100, 32))]
    turns.append((code("""
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 'l')   # lock the database
"""), screen("Tue 14 May  11:25", locked, app="KeePassXC", running=run, extra_dock=run)))
    rs.add(task="os", tid="h29-os-22", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="GitLab entry's Modified time reads 10:58, earlier than the 11:21 edit the agent just saved")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
