# ruff: noqa: E501
"""Holdout-8, os domain: 22 desktop trajectories (11 with exactly one contradiction, 11 clean).

Built with rowkit2 in the AgentWorldBench row format: pyautogui/helper code actions, accessibility-tree
observations of an Ubuntu 22.04 GNOME desktop. Fully deterministic (no randomness, no network).
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_SYSTEM, RowSet, a11y, code

W = (72, 27)        # maximised window origin (dock on the left)
WS = (1848, 1053)   # maximised window size

DOCK_APPS = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player",
             "LibreOffice Writer", "LibreOffice Calc", "Files", "Terminal"]


def dock(pos: str = "left") -> list:
    if pos == "left":
        rows = [("push-button", n, "", (4, 36 + 68 * i), (64, 64)) for i, n in enumerate(DOCK_APPS)]
        return rows + [("toggle-button", "Show Applications", "", (4, 1010), (64, 64))]
    x0 = 960 - (len(DOCK_APPS) + 1) * 34
    rows = [("push-button", n, "", (x0 + 68 * i, 1014), (64, 64)) for i, n in enumerate(DOCK_APPS)]
    return rows + [("toggle-button", "Show Applications", "", (x0 + 68 * len(DOCK_APPS), 1014), (64, 64))]


def desk(app: str, body: list, clock: str, dockpos: str = "left") -> str:
    top = [("push-button", "Activities", "", (0, 0), (99, 27)),
           ("menu", app, "", (107, 0), (9 * len(app) + 34, 27))]
    tray = [("menu", "System", "", (1735, 0), (185, 27))]
    return a11y(top + tray + dock(dockpos) + body, clock)


def hm(start: str, add: int) -> str:
    h, m = map(int, start.split(":"))
    t = h * 60 + m + add
    return f"{t // 60:02d}:{t % 60:02d}"


def clocks(day: str, start: str, offsets: list[int]) -> list[str]:
    return [f"{day}  {hm(start, o)}" for o in offsets]


def menubar(items: list[str], y: int = 64) -> list:
    out, x = [], 80
    for it in items:
        out.append(("menu", it, "", (x, y), (9 * len(it) + 16, 24)))
        x += 9 * len(it) + 20
    return out


LO_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
LO_WMENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
LO_IMENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]
LO_MOD = "The document has been modified. Click to save."
LO_SAVED = "The document has not been modified since the last save."


# ---------------------------------------------------------------------------------------------- Files
def nautilus(crumbs: list[str], items: list[tuple], clock: str, *, floating: str | None = None,
             extra: tuple = (), title: str | None = None, cols=("Name", "Size", "Modified")) -> str:
    b = [("frame", title or crumbs[-1], "", W, WS),
         ("push-button", "Back", "", (84, 35), (34, 34)), ("push-button", "Forward", "", (120, 35), (34, 34))]
    x = 172
    for c in crumbs:
        b.append(("push-button", c, "", (x, 35), (12 * len(c) + 28, 34)))
        x += 12 * len(c) + 32
    b += [("push-button", "Search", "", (1700, 35), (34, 34)), ("push-button", "View options", "", (1740, 35), (48, 34)),
          ("push-button", "Main menu", "", (1794, 35), (34, 34))]
    for i, s in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music",
                           "Pictures", "Videos", "Trash", "Other Locations"]):
        b.append(("list-item", s, "", (72, 78 + 36 * i), (220, 36)))
    b += [("table-column-header", c, "", (x0, 78), (w, 32))
          for c, x0, w in zip(cols, (300, 1300, 1480), (1000, 180, 300))]
    for i, it in enumerate(items):
        y = 112 + 36 * i
        for val, x0, w in zip(it[:3], (300, 1300, 1480), (1000, 180, 300)):
            b.append(("table-cell", "", val, (x0, y), (w, 36)))
    b += list(extra)
    if floating:
        b.append(("label", "", floating, (1560, 1040), (340, 30)))
    return desk("Files", b, clock)


def sort_files(items: list[tuple]) -> list[tuple]:
    return sorted(items, key=lambda t: (not t[3], t[0].lower()))


def files_bad() -> dict:
    """Files (Nautilus): rename draft_q3.odt -> Q3_final.odt, new folder Archive, move the three 2023 files into it.
    BAD at turn 8: back in Reports, the listing shows the file as draft_q3.odt again (renamed to Q3_final.odt at turn 3)."""
    ck = clocks("Mar 12", "10:18", [0, 0, 1, 1, 2, 2, 3, 3])
    files = [("budget_2023.ods", "24.6 kB", "Dec 18 2023", False), ("draft_q3.odt", "41.3 kB", "Sep 29 2023", False),
             ("expenses_2024.xlsx", "58.0 kB", "Jan 5", False), ("invoice_2023-11.pdf", "112.4 kB", "Nov 30 2023", False),
             ("invoice_2023-12.pdf", "108.9 kB", "Dec 31 2023", False), ("meeting_notes.txt", "3.2 kB", "Yesterday", False),
             ("Q2_final.odt", "39.8 kB", "Jul 2 2023", False), ("roadmap.odp", "1.4 MB", "Mar 4", False),
             ("team_photo.jpg", "3.8 MB", "Feb 14", False), ("timesheet_march.ods", "15.1 kB", "09:12", False)]
    cr = ["Home", "Documents", "Reports"]
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['nautilus', '/home/user/Documents/Reports'])\ntime.sleep(2)"),
              nautilus(cr, sort_files(files), ck[0])))
    sel = "“draft_q3.odt” selected (41.3 kB)"
    pop = (("dialog", "Rename File", "", (420, 176), (380, 130)), ("label", "", "File name", (440, 190), (120, 20)),
           ("entry", "", "draft_q3.odt", (440, 216), (340, 36)), ("push-button", "Rename", "", (700, 262), (80, 34)))
    t.append((code("import pyautogui\npyautogui.click(420, 166)\npyautogui.press('f2')"),
              nautilus(cr, sort_files(files), ck[1], floating=sel, extra=pop)))
    files[1] = ("Q3_final.odt", "41.3 kB", "Sep 29 2023", False)
    t.append((code("pyautogui.typewrite('Q3_final')\npyautogui.press('enter')"),
              nautilus(cr, sort_files(files), ck[2], floating="“Q3_final.odt” selected (41.3 kB)")))
    dlg = (("dialog", "New Folder", "", (760, 400), (400, 170)), ("label", "", "Folder name", (780, 440), (120, 20)),
           ("entry", "", "", (780, 466), (360, 36)), ("push-button", "Cancel", "", (780, 414), (70, 30)),
           ("push-button", "Create", "", (1070, 414), (70, 30)))
    t.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')"),
              nautilus(cr, sort_files(files), ck[3], floating="“Q3_final.odt” selected (41.3 kB)", extra=dlg)))
    arch = ["Archive", "0 items", hm("10:18", 2), True]
    t.append((code("pyautogui.typewrite('Archive')\npyautogui.press('enter')"),
              nautilus(cr, sort_files(files + [tuple(arch)]), ck[4], floating="“Archive” selected (containing 0 items)")))
    t.append((code("pyautogui.click(420, 166)\npyautogui.keyDown('ctrl')\npyautogui.click(420, 238)\npyautogui.click(420, 274)\npyautogui.keyUp('ctrl')"),
              nautilus(cr, sort_files(files + [tuple(arch)]), ck[5], floating="3 items selected (245.9 kB)")))
    moved = [f for f in files if "2023" in f[0] and f[0] != "Q2_final.odt"]
    files = [f for f in files if f not in moved]
    t.append((code("pyautogui.hotkey('ctrl', 'x')\npyautogui.doubleClick(420, 130)\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'v')"),
              nautilus(cr + ["Archive"], sort_files(moved), ck[6], floating="3 items selected (245.9 kB)")))
    arch = ("Archive", "3 items", hm("10:18", 3), True)
    # contradiction: the rename from turn 3 is lost in this listing
    shown = [("draft_q3.odt",) + f[1:] if f[0] == "Q3_final.odt" else f for f in files]
    t.append((code("pyautogui.hotkey('alt', 'left')"),
              nautilus(cr, sort_files(shown + [arch]), ck[7], floating="“Archive” selected (containing 3 items)")))
    return dict(turns=t, bad=True, turn=8, kind="renamed item under old name")


def files_clean() -> dict:
    """Files (Nautilus), clean: sort Screenshots by date, trash four, undo, trash two, rename one (keeps its
    place because the sort is by date), open Trash. Order changes, items leaving and returning are all caused by actions."""
    ck = clocks("Mar 8", "16:40", [0, 0, 1, 1, 2, 2, 3, 4])
    shots = [("Screenshot from 2024-01-09 11-02-41.png", "412.6 kB", "Jan 9", False),
             ("Screenshot from 2024-01-22 09-15-03.png", "1.2 MB", "Jan 22", False),
             ("Screenshot from 2024-02-02 14-48-19.png", "876.1 kB", "Feb 2", False),
             ("Screenshot from 2024-02-15 17-30-55.png", "2.3 MB", "Feb 15", False),
             ("IMG_20240301_101512.jpg", "4.6 MB", "Mar 1", False),
             ("IMG_20240301_101538.jpg", "4.4 MB", "Mar 1", False),
             ("Screenshot from 2024-03-04 08-12-07.png", "655.0 kB", "Mar 4", False),
             ("wallpaper_dunes.png", "6.1 MB", "Dec 29 2023", False),
             ("Screenshot from 2024-03-06 13-27-44.png", "301.9 kB", "Mar 6", False),
             ("receipt_scan.pdf", "188.3 kB", "Mar 7", False),
             ("Screenshot from 2024-03-08 16-21-10.png", "940.2 kB", "16:21", False)]
    mtime = {n: i for i, n in enumerate(["wallpaper_dunes.png", "Screenshot from 2024-01-09 11-02-41.png",
             "Screenshot from 2024-01-22 09-15-03.png", "Screenshot from 2024-02-02 14-48-19.png",
             "Screenshot from 2024-02-15 17-30-55.png", "IMG_20240301_101512.jpg", "IMG_20240301_101538.jpg",
             "Screenshot from 2024-03-04 08-12-07.png", "Screenshot from 2024-03-06 13-27-44.png", "receipt_scan.pdf",
             "Screenshot from 2024-03-08 16-21-10.png"])}
    cr = ["Home", "Pictures"]
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['nautilus', '/home/user/Pictures'])\ntime.sleep(2)"),
              nautilus(cr, sort_files(shots), ck[0])))
    bydate = sorted(shots, key=lambda f: -mtime[f[0]])
    t.append((code("import pyautogui\npyautogui.click(1560, 94)  # 'Modified' column header"),
              nautilus(cr, bydate, ck[1])))
    old4 = bydate[-5:-1]  # the four oldest screenshots (wallpaper is last and kept)
    t.append((code("pyautogui.click(600, 346)\npyautogui.keyDown('shift')\npyautogui.click(600, 454)\npyautogui.keyUp('shift')"),
              nautilus(cr, bydate, ck[2], floating="4 items selected (4.8 MB)")))
    toast = ("label", "", "4 files moved to trash", (760, 980), (240, 40))
    undo = ("push-button", "Undo", "", (1010, 984), (70, 32))
    rest = [f for f in bydate if f not in old4]
    t.append((code("pyautogui.press('delete')"), nautilus(cr, rest, ck[3], extra=(toast, undo))))
    t.append((code("pyautogui.click(1044, 1000)  # Undo"),
              nautilus(cr, bydate, ck[4], floating="4 items selected (4.8 MB)")))
    two = old4[2:]
    rest = [f for f in bydate if f not in two]
    t.append((code("pyautogui.click(600, 418)\npyautogui.keyDown('ctrl')\npyautogui.click(600, 454)\npyautogui.keyUp('ctrl')\npyautogui.press('delete')"),
              nautilus(cr, rest, ck[5], extra=(("label", "", "2 files moved to trash", (760, 980), (240, 40)), undo))))
    rest = [("beach_sunset.jpg",) + f[1:] if f[0] == "IMG_20240301_101538.jpg" else f for f in rest]
    t.append((code("pyautogui.click(600, 274)\npyautogui.press('f2')\npyautogui.typewrite('beach_sunset')\npyautogui.press('enter')"),
              nautilus(cr, rest, ck[6], floating="“beach_sunset.jpg” selected (4.4 MB)")))
    trash = [(f[0], "Pictures", hm("16:40", 2), False) for f in two]
    tb = (("push-button", "Restore", "", (1500, 35), (80, 34)), ("push-button", "Empty…", "", (1590, 35), (80, 34)))
    t.append((code("pyautogui.click(180, 402)  # Trash in the sidebar"),
              nautilus(["Trash"], trash, ck[7], extra=tb, cols=("Name", "Original Location", "Trashed On"))))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- Calc
def cxy(addr: str) -> tuple[int, int]:
    col, row = ord(addr[0]) - 65, int(addr[1:])
    return 150 + 100 * col, 200 + 19 * (row - 1)


def calc(title: str, cells: dict, namebox: str, formula: str, clock: str, *, tabs=("Sheet1",), active: int = 0,
         modified: bool = False, extra: tuple = ()) -> str:
    b = [("frame", f"{title} - LibreOffice Calc", "", W, WS)] + menubar(LO_MENUS)
    for i, n in enumerate(["Save", "Undo", "Redo", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart"]):
        b.append(("push-button", n, "", (80 + 40 * i, 94), (34, 30)))
    b += [("combo-box", "Name Box", namebox, (80, 160), (110, 26)), ("text", "Input line", formula, (260, 160), (1600, 26))]
    for c in "ABCDEFGH":
        b.append(("table-column-header", c, "", (cxy(c + "1")[0], 180), (100, 19)))
    for addr in sorted(cells, key=lambda a: (int(a[1:]), a[0])):
        b.append(("table-cell", addr, cells[addr], cxy(addr), (100, 19)))
    x = 140
    for tb in tabs:
        b.append(("page-tab", tb, "", (x, 1000), (10 * len(tb) + 30, 26)))
        x += 10 * len(tb) + 34
    b += [("label", "", f"Sheet {active + 1} of {len(tabs)}", (80, 1040), (110, 20)), ("label", "", "Default", (420, 1040), (90, 20)),
          ("label", "", "English (USA)", (640, 1040), (120, 20)),
          ("label", "", LO_MOD if modified else LO_SAVED, (1100, 1040), (30, 20)), ("label", "", "100%", (1860, 1040), (50, 20))]
    return desk("LibreOffice Calc", b + list(extra), clock)


def gnum(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else repr(round(v, 10))


def sales_cells(v: dict, avg: bool) -> dict:
    c = {"A1": "Region", "B1": "Q1", "C1": "Q2", "D1": "Q3", "E1": "Total", "A6": "Total"}
    for r, reg in zip(range(2, 6), ["North", "South", "East", "West"]):
        c[f"A{r}"] = reg
        for col in "BCD":
            c[f"{col}{r}"] = gnum(v[f"{col}{r}"])
        c[f"E{r}"] = gnum(sum(v[f"{col}{r}"] for col in "BCD"))
    for col in "BCD":
        c[f"{col}6"] = gnum(sum(v[f"{col}{r}"] for r in range(2, 6)))
    c["E6"] = gnum(sum(v[f"{col}{r}"] for col in "BCD" for r in range(2, 6)))
    if avg:
        c["A7"], c["B7"] = "Average", gnum(sum(v[f"B{r}"] for r in range(2, 6)) / 4)
    return c


def calc_bad() -> dict:
    """LibreOffice Calc: edit C3 to 10480 and D5 to 9650, add an average row, rename the sheet, save as xlsx.
    BAD at turn 5: selecting C3 shows 10840 in the Input line, but 10480 was typed at turn 2 (grid still shows 10480)."""
    ck = clocks("Mar 14", "09:02", [0, 1, 1, 2, 3, 3, 4, 4])
    v = {"B2": 12400, "C2": 13150, "D2": 14020, "B3": 9870, "C3": 10230, "D3": 9945,
         "B4": 15320, "C4": 14880, "D4": 16010, "B5": 8140, "C5": 8725, "D5": 9310}
    T = "regional_sales.xlsx"
    t = []
    t.append((code("import pyautogui\npyautogui.click(400, 247)  # cell C3"),
              calc(T, sales_cells(v, False), "C3", "10230", ck[0])))
    v["C3"] = 10480
    t.append((code("pyautogui.typewrite('10480\\n')"), calc(T, sales_cells(v, False), "C4", "14880", ck[1], modified=True)))
    v["D5"] = 9650
    t.append((code("pyautogui.click(500, 285)  # cell D5\npyautogui.typewrite('9650\\n')"),
              calc(T, sales_cells(v, False), "D6", "=SUM(D2:D5)", ck[2], modified=True)))
    t.append((code("pyautogui.click(200, 323)  # cell A7\npyautogui.typewrite('Average\\t=AVERAGE(B2:B5)\\n')"),
              calc(T, sales_cells(v, True), "A8", "", ck[3], modified=True)))
    # contradiction: Input line shows 10840 for C3 (typed 10480 at turn 2)
    t.append((code("pyautogui.click(400, 247)  # cell C3"), calc(T, sales_cells(v, True), "C3", "10840", ck[4], modified=True)))
    t.append((code("pyautogui.click(600, 304)  # cell E6"), calc(T, sales_cells(v, True), "E6", "=SUM(E2:E5)", ck[5], modified=True)))
    t.append((code("CalcTools.rename_sheet('Sheet1', 'Q1-Q3')"),
              calc(T, sales_cells(v, True), "E6", "=SUM(E2:E5)", ck[6], tabs=("Q1-Q3",), modified=True)))
    dlg = (("dialog", "Keep current format", "", (660, 420), (600, 200)),
           ("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.", (690, 450), (540, 40)),
           ("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (690, 494), (540, 20)),
           ("check-box", "Ask when not saving in ODF or default format", "", (690, 530), (360, 22)),
           ("push-button", "Use Excel 2007-365!", "", (880, 574), (180, 32)), ("push-button", "Use ODF Format!", "", (1070, 574), (160, 32)))
    t.append((code("pyautogui.hotkey('ctrl', 's')"),
              calc(T, sales_cells(v, True), "E6", "=SUM(E2:E5)", ck[7], tabs=("Q1-Q3",), modified=True, extra=dlg)))
    return dict(turns=t, bad=True, turn=5, kind="value set but reads back different")


def calc_clean() -> dict:
    """LibreOffice Calc, clean: sort grades by score (B3 legitimately shows a new value), add a Percent column,
    fill down, switch to percent format (0.94 -> 94.00%), rename the sheet, save (modified flag clears)."""
    ck = clocks("Mar 11", "13:25", [0, 0, 1, 1, 2, 3, 3, 4, 4])
    rows = [("Ana Lopez", 41, "B"), ("Ben Carter", 47, "A"), ("Chloe Kim", 38, "C"), ("Dev Patel", 44, "B"),
            ("Emma Novak", 29, "D"), ("Farid Haddad", 45, "A"), ("Grace Liu", 33, "D"), ("Hugo Berg", 36, "C")]

    def cells(rs, pct=None):
        c = {"A1": "Student", "B1": "Score", "C1": "Grade"}
        for i, (n, s, g) in enumerate(rs, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"] = n, str(s), g
        if pct is not None:
            c["D1"] = "Percent"
            for i, (_n, s, _g) in enumerate(rs[:pct], 2):
                c[f"D{i}"] = gnum(s / 50)
        return c

    T = "grades.ods"
    t = []
    t.append((code("import pyautogui\npyautogui.click(300, 247)  # cell B3"), calc(T, cells(rows), "B3", "47", ck[0])))
    menu = tuple(("menu-item", n, "", (712, 90 + 26 * i), (240, 26)) for i, n in enumerate(
        ["Sort...", "Sort Ascending", "Sort Descending", "AutoFilter", "More Filters", "Define Range...", "Select Range...",
         "Refresh Range", "Calculate", "Pivot Table", "Statistics", "Validity...", "Form..."]))
    t.append((code("pyautogui.click(716, 76)  # Data menu"), calc(T, cells(rows), "B3", "47", ck[1], extra=menu)))
    srt = sorted(rows, key=lambda r: -r[1])
    t.append((code("pyautogui.click(780, 155)  # Sort Descending"), calc(T, cells(srt), "B3", "45", ck[2], modified=True)))
    t.append((code("pyautogui.click(500, 209)  # cell D1\npyautogui.typewrite('Percent\\n=B2/50\\n')"),
              calc(T, cells(srt, 1), "D3", "", ck[3], modified=True)))
    t.append((code("pyautogui.click(500, 228)\npyautogui.keyDown('shift')\npyautogui.click(500, 361)\npyautogui.keyUp('shift')\npyautogui.hotkey('ctrl', 'd')"),
              calc(T, cells(srt, 8), "D2:D9", "=B2/50", ck[4], modified=True)))
    pc = cells(srt, 8)
    for i in range(2, 10):
        pc[f"D{i}"] = f"{float(pc[f'D{i}']) * 100:.2f}%"
    t.append((code("pyautogui.hotkey('ctrl', 'shift', '5')"), calc(T, pc, "D2:D9", "=B2/50", ck[5], modified=True)))
    t.append((code("CalcTools.rename_sheet('Sheet1', 'Period 3')"),
              calc(T, pc, "D2:D9", "=B2/50", ck[6], tabs=("Period 3",), modified=True)))
    t.append((code("pyautogui.click(300, 209)  # cell B1"), calc(T, pc, "B1", "Score", ck[7], tabs=("Period 3",), modified=True)))
    t.append((code("CalcTools.save()"), calc(T, pc, "B1", "Score", ck[8], tabs=("Period 3",))))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- Writer
def wcount(paras: list[str]) -> str:
    words = sum(len(p.split()) for p in paras)
    chars = sum(len(p) for p in paras)
    return f"{words} word{'s' if words != 1 else ''}, {chars} character{'s' if chars != 1 else ''}"


def writer(title: str, paras: list[str], style: str, clock: str, *, modified: bool = False, extra: tuple = ()) -> str:
    b = [("frame", f"{title} - LibreOffice Writer", "", W, WS)] + menubar(LO_WMENUS)
    for i, n in enumerate(["Save", "Undo", "Redo", "Bold", "Italic", "Underline", "Align Left", "Align Center"]):
        b.append(("push-button", n, "", (80 + 40 * i, 94), (34, 30)))
    b += [("combo-box", "Paragraph Style", style, (80, 130), (200, 28)), ("combo-box", "Font Name", "Liberation Serif", (290, 130), (200, 28)),
          ("combo-box", "Font Size", "12 pt", (500, 130), (70, 28)), ("document-text", "", "", (540, 180), (840, 820))]
    for i, p in enumerate(paras):
        b.append(("paragraph", "", p, (612, 250 + 40 * i), (696, 36)))
    b += [("label", "", "Page 1 of 1", (80, 1040), (100, 20)), ("label", "", wcount([p for p in paras if p]), (220, 1040), (220, 20)),
          ("label", "", "Default Page Style", (480, 1040), (140, 20)), ("label", "", "English (USA)", (660, 1040), (120, 20)),
          ("label", "", LO_MOD if modified else LO_SAVED, (1100, 1040), (30, 20)), ("label", "", "100%", (1860, 1040), (50, 20))]
    return desk("LibreOffice Writer", b + list(extra), clock)


def writer_bad() -> dict:
    """LibreOffice Writer: type a facilities memo (heading + two paragraphs), set line spacing, save as .odt.
    BAD at turn 6: paragraph 1 reads "$18,540" although "$18,450" was typed at turn 4 (kept afterwards)."""
    ck = clocks("Mar 15", "11:04", [0, 0, 1, 3, 5, 6, 6, 7])
    h = "Quarterly Facilities Update"
    p1 = ("The east wing HVAC replacement finished on 4 March, two days ahead of schedule. Contractor invoices "
          "total $18,450 and have been forwarded to accounts payable.")
    p2 = ("Parking lot B will close from 18 to 22 March for resurfacing. Staff should use lot C during this period; "
          "the shuttle runs every 15 minutes from the main entrance.")
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['libreoffice', '--writer'])\ntime.sleep(4)"),
              writer("Untitled 1", [""], "Default Paragraph Style", ck[0])))
    t.append((code("import pyautogui\npyautogui.tripleClick(180, 144)  # Paragraph Style box\npyautogui.typewrite('Heading 1\\n')"),
              writer("Untitled 1", [""], "Heading 1", ck[1], modified=True)))
    t.append((code(f"pyautogui.typewrite({h!r})\npyautogui.press('enter')"),
              writer("Untitled 1", [h, ""], "Text Body", ck[2], modified=True)))
    t.append((code(f"pyautogui.typewrite({p1!r})\npyautogui.press('enter')"),
              writer("Untitled 1", [h, p1, ""], "Text Body", ck[3], modified=True)))
    t.append((code(f"pyautogui.typewrite({p2!r})"),
              writer("Untitled 1", [h, p1, p2], "Text Body", ck[4], modified=True)))
    p1 = p1.replace("$18,450", "$18,540")  # contradiction: the amount typed at turn 4 drifts
    t.append((code("WriterTools.set_line_spacing(1.5)"),
              writer("Untitled 1", [h, p1, p2], "Text Body", ck[5], modified=True)))
    dlg = (("dialog", "Save", "", (560, 220), (860, 600)), ("label", "", "Name", (590, 250), (60, 24)),
           ("entry", "", "Untitled 1.odt", (660, 246), (500, 32)), ("push-button", "Documents", "", (590, 300), (120, 30)),
           ("table-cell", "", "meeting_minutes_feb.odt", (760, 340), (400, 30)), ("table-cell", "", "policy_draft.odt", (760, 372), (400, 30)),
           ("combo-box", "", "ODF Text Document (.odt)", (1000, 760), (260, 30)), ("check-box", "Save with password", "", (590, 760), (200, 24)),
           ("push-button", "Cancel", "", (590, 226), (80, 30)), ("push-button", "Save", "", (1320, 226), (80, 30)))
    t.append((code("pyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"),
              writer("Untitled 1", [h, p1, p2], "Text Body", ck[6], modified=True, extra=dlg)))
    t.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('facilities_update_march')\npyautogui.press('enter')"),
              writer("facilities_update_march.odt", [h, p1, p2], "Text Body", ck[7])))
    return dict(turns=t, bad=True, turn=6, kind="typed text altered")


# ---------------------------------------------------------------------------------------------- Impress
def impress(title: str, slides: list[tuple[str, str]], cur: int, clock: str, *, modified: bool = False,
            extra: tuple = (), editing: str | None = None) -> str:
    b = [("frame", f"{title} - LibreOffice Impress", "", W, WS)] + menubar(LO_IMENUS)
    for i, n in enumerate(["Save", "Undo", "Redo", "Start from First Slide", "New Slide", "Duplicate Slide", "Delete Slide"]):
        b.append(("push-button", n, "", (80 + 40 * i, 94), (34, 30)))
    b.append(("label", "", "Slides", (80, 134), (200, 20)))
    for i, (ti, _) in enumerate(slides, 1):
        b.append(("list-item", f"Slide {i}", ti, (90, 160 + 120 * i - 120), (190, 108)))
    ti, body = slides[cur - 1]
    b += [("document-presentation", f"Slide {cur}", "", (300, 140), (1540, 860)),
          ("text", "PresentationTitle", editing if editing is not None else ti, (420, 200), (1300, 140)),
          ("text", "PresentationOutliner", body, (420, 380), (1300, 560))]
    b += [("label", "", f"Slide {cur} of {len(slides)}", (80, 1040), (120, 20)), ("label", "", "Title, Content", (400, 1040), (120, 20)),
          ("label", "", "English (USA)", (660, 1040), (120, 20)), ("label", "", LO_MOD if modified else LO_SAVED, (1100, 1040), (30, 20)),
          ("label", "", "62%", (1860, 1040), (50, 20))]
    return desk("LibreOffice Impress", b + list(extra), clock)


def impress_clean() -> dict:
    """LibreOffice Impress, clean: go to slide 3, duplicate it (6 slides, copy becomes slide 4), retitle the copy,
    delete slide 2 (5 slides, everything after it renumbers), count slides, save in PowerPoint format."""
    ck = clocks("Mar 13", "15:10", [0, 0, 1, 2, 3, 3, 4, 4])
    sl = [("Q2 Review", "Product team · 13 March 2024"),
          ("Agenda", "Highlights\\nMetrics\\nRoadmap\\nRisks"),
          ("Roadmap – H1", "Mobile checkout (April)\\nSSO for enterprise (May)\\nNew pricing page (June)"),
          ("Metrics", "Weekly active users: 48,200 (+6%)\\nChurn: 2.1% (−0.4 pt)\\nNPS: 41"),
          ("Risks", "Payment provider migration\\nTwo open senior positions")]
    T = "q2_review.pptx"
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['libreoffice', '--impress', '/home/user/Documents/q2_review.pptx'])\ntime.sleep(5)"),
              impress(T, sl, 1, ck[0])))
    t.append((code("ImpressTools.go_to_slide(3)"), impress(T, sl, 3, ck[1])))
    sl.insert(3, sl[2])
    t.append((code("ImpressTools.duplicate_slide(3)"), impress(T, sl, 4, ck[2], modified=True)))
    t.append((code("import pyautogui\npyautogui.click(1070, 270)  # title placeholder\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('Roadmap – H2')"),
              impress(T, sl, 4, ck[3], modified=True, editing="Roadmap – H2")))
    sl[3] = ("Roadmap – H2", sl[3][1])
    t.append((code("pyautogui.press('escape')\npyautogui.press('escape')\npyautogui.click(185, 334)  # Slide 2 thumbnail\npyautogui.press('delete')"),
              impress(T, [s for i, s in enumerate(sl) if i != 1], 2, ck[4], modified=True)))
    sl.pop(1)
    t.append((code("ImpressTools.get_slide_count()"), impress(T, sl, 2, ck[5], modified=True)))
    dlg = (("dialog", "Keep current format", "", (660, 420), (600, 200)),
           ("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “PowerPoint 2007-365”.", (690, 450), (540, 40)),
           ("push-button", "Use PowerPoint 2007-365!", "", (840, 574), (220, 32)), ("push-button", "Use ODF Format!", "", (1070, 574), (160, 32)))
    t.append((code("pyautogui.hotkey('ctrl', 's')"), impress(T, sl, 2, ck[6], modified=True, extra=dlg)))
    t.append((code("pyautogui.click(950, 590)  # Use PowerPoint 2007-365!"), impress(T, sl, 2, ck[7])))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- Chrome
def chrome(tabs: list[str], active: int, url: str, bar: list[str], page: list, clock: str, extra: tuple = ()) -> str:
    b = [("frame", f"{tabs[active]} - Google Chrome", "", W, WS)]
    x = 80
    for tb in tabs:
        b.append(("page-tab", tb, "", (x, 35), (240, 34)))
        x += 242
    b += [("push-button", "New Tab", "", (x + 4, 38), (28, 28)), ("push-button", "Back", "", (80, 76), (34, 34)),
          ("push-button", "Forward", "", (116, 76), (34, 34)), ("push-button", "Reload", "", (152, 76), (34, 34)),
          ("entry", "Address and search bar", url, (200, 78), (1500, 30)), ("push-button", "Bookmark this tab", "", (1670, 78), (30, 30)),
          ("push-button", "You", "", (1820, 76), (34, 34)), ("push-button", "Chrome", "", (1860, 76), (34, 34))]
    x = 84
    for n in bar:
        b.append(("push-button", n, "", (x, 114), (9 * len(n) + 36, 28)))
        x += 9 * len(n) + 40
    b.append(("push-button", "All Bookmarks", "", (1780, 114), (130, 28)))
    return desk("Google Chrome", b + page + list(extra), clock)


def bm_page(bms: list[tuple[str, str]], query: str = "") -> list:
    p = [("heading", "Bookmarks", "", (100, 160), (200, 40)), ("entry", "Search bookmarks", query, (700, 162), (600, 36)),
         ("push-button", "Organize", "", (1840, 162), (36, 36)),
         ("tree-item", "Bookmarks bar", "", (90, 220), (260, 36)), ("tree-item", "Other bookmarks", "", (90, 256), (260, 36))]
    for i, (n, u) in enumerate(bms):
        y = 230 + 44 * i
        p += [("list-item", n, u, (500, y), (1000, 40)), ("push-button", f"More actions for {n}", "", (1460, y + 4), (32, 32))]
    return p


def chrome_bad() -> dict:
    """Chrome bookmark manager: delete 'Old intranet', rename 'Jira board' to 'Sprint board', search, open a new tab.
    BAD at turn 8: the bookmarks bar of the new tab shows 'Old intranet' again (deleted at turn 3; the bar showed
    it gone in turns 3-7)."""
    ck = clocks("Mar 18", "08:51", [0, 0, 0, 1, 1, 2, 2, 3, 4])
    bms = [("Gmail", "https://mail.google.com/mail/u/0/"), ("Calendar", "https://calendar.google.com/calendar/u/0/r"),
           ("Jira board", "https://acme.atlassian.net/jira/software/projects/WEB/boards/12"),
           ("Old intranet", "http://intranet.acme.local/"), ("Docs – API", "https://docs.acme.dev/api/v2/"),
           ("Grafana", "https://grafana.acme.dev/d/xk2/overview"), ("Docs – Onboarding", "https://docs.acme.dev/onboarding/"),
           ("Expenses", "https://expenses.acme.com/"), ("Status page", "https://status.acme.dev/")]
    tabs = ["Inbox (3) - user@acme.com - Gmail", "Bookmarks"]
    U = "chrome://bookmarks"
    names = lambda: [n for n, _ in bms]  # noqa: E731
    t = []
    t.append((code("BrowserTools.open_bookmarks()"), chrome(tabs, 1, U, names(), bm_page(bms), ck[0])))
    menu = tuple(("menu-item", n, "", (1300, 390 + 34 * i), (200, 34)) for i, n in enumerate(
        ["Edit", "Copy URL", "Open in new tab", "Open in new window", "Open in Incognito window", "Delete"]))
    t.append((code("import pyautogui\npyautogui.click(1476, 382)  # More actions for Old intranet"),
              chrome(tabs, 1, U, names(), bm_page(bms), ck[1], extra=menu)))
    bms.pop(3)
    toast = (("label", "", "Deleted \"Old intranet\"", (100, 1000), (300, 40)), ("push-button", "Undo", "", (420, 1004), (70, 32)))
    t.append((code("pyautogui.click(1400, 577)  # Delete"), chrome(tabs, 1, U, names(), bm_page(bms), ck[2], extra=toast)))
    dlg = (("dialog", "Edit bookmark", "", (710, 380), (500, 260)), ("label", "", "Name", (740, 430), (60, 20)),
           ("entry", "Name", "Jira board", (740, 452), (440, 34)), ("label", "", "URL", (740, 500), (60, 20)),
           ("entry", "URL", bms[2][1], (740, 522), (440, 34)), ("push-button", "Cancel", "", (1000, 590), (80, 32)),
           ("push-button", "Save", "", (1100, 590), (80, 32)))
    t.append((code("pyautogui.click(1476, 338)  # More actions for Jira board\npyautogui.click(1400, 407)  # Edit"),
              chrome(tabs, 1, U, names(), bm_page(bms), ck[3], extra=dlg)))
    bms[2] = ("Sprint board", bms[2][1])
    t.append((code("pyautogui.tripleClick(960, 469)\npyautogui.typewrite('Sprint board')\npyautogui.click(1140, 606)  # Save"),
              chrome(tabs, 1, U, names(), bm_page(bms), ck[4])))
    hits = [b for b in bms if "docs" in (b[0] + b[1]).lower()]
    t.append((code("pyautogui.click(1000, 180)\npyautogui.typewrite('docs')"),
              chrome(tabs, 1, U, names(), bm_page(hits, "docs"), ck[5])))
    t.append((code("pyautogui.click(1280, 180)  # Clear search"), chrome(tabs, 1, U, names(), bm_page(bms), ck[6])))
    bar = names()
    bar.insert(3, "Old intranet")  # contradiction: the deleted bookmark is back on the bar
    ntp = [("image", "Google", "", (760, 300), (400, 130)), ("entry", "Search Google or type a URL", "", (640, 470), (640, 46))]
    ntp += [("link", n, "", (640 + 112 * i, 560), (100, 100)) for i, n in enumerate(["Gmail", "YouTube", "Acme Jira", "Grafana", "Add shortcut"])]
    ntp += [("push-button", "Customize Chrome", "", (1740, 1000), (160, 36))]
    tabs2 = tabs + ["New Tab"]
    t.append((code("pyautogui.hotkey('ctrl', 't')"), chrome(tabs2, 2, "", bar, ntp, ck[7])))
    tabs2[2] = "Acme Status – All Systems Operational"
    st = [("heading", "All Systems Operational", "", (560, 260), (800, 50))]
    for i, (svc, stt) in enumerate([("Website", "Operational"), ("API", "Operational"), ("Checkout", "Operational"),
                                    ("Webhooks", "Operational"), ("Dashboard", "Operational")]):
        st += [("label", "", svc, (560, 360 + 50 * i), (400, 30)), ("label", "", stt, (1200, 360 + 50 * i), (160, 30))]
    st.append(("label", "", "Uptime over the past 90 days: 99.97%", (560, 640), (500, 24)))
    t.append((code("pyautogui.typewrite('status.acme.dev\\n')\ntime.sleep(2)"),
              chrome(tabs2, 2, "status.acme.dev", bar, st, ck[8])))
    return dict(turns=t, bad=True, turn=8, kind="deleted item reappears")


# ---------------------------------------------------------------------------------------------- gedit
def gedit(fname: str, dirp: str, lines: list[str], clock: str, *, modified: bool = False, ln: int = 1, col: int = 1,
          extra: tuple = ()) -> str:
    star = "*" if modified else ""
    b = [("frame", f"{star}{fname} ({dirp}) - gedit", "", W, WS), ("push-button", "Open", "", (80, 33), (80, 34)),
         ("push-button", "New tab", "", (164, 33), (34, 34)), ("label", "", f"{star}{fname}", (900, 30), (200, 20)),
         ("label", "", dirp, (900, 50), (200, 16)), ("push-button", "Save", "", (1780, 33), (60, 34)),
         ("push-button", "Main Menu", "", (1846, 33), (34, 34)), ("page-tab", f"{star}{fname}", "", (72, 72), (1848, 32))]
    b += list(extra)
    b.append(("text", "", "\\n".join(lines), (72, 106), (1848, 920)))
    b += [("push-button", "", "Markdown", (1360, 1040), (110, 26)), ("push-button", "", "Tab Width: 4", (1480, 1040), (120, 26)),
          ("label", "", f"Ln {ln}, Col {col}", (1620, 1040), (130, 26)), ("label", "", "INS", (1780, 1040), (40, 26))]
    return desk("Text Editor", b, clock)


def gedit_clean() -> dict:
    """gedit, clean: add a task, search "[ ]" (5 hits incl. the new one), Replace All Week 11 -> Week 12, save (the *
    disappears), the file is appended on disk by a shell command, infobar, Reload brings the new line in."""
    ck = clocks("Mar 11", "08:30", [0, 1, 1, 2, 2, 3, 3, 4, 4])
    L = ["# Week 11", "- [x] send invoice to Kessler GmbH", "- [ ] review PR #482", "- [ ] renew parking permit",
         "- [x] call plumber", "- [ ] update team wiki", "- [ ] order toner (HP 305A)", "",
         "Notes: standup moves to 09:45 from Wednesday."]
    F, D = "todo.md", "~/notes"
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['gedit', '/home/user/notes/todo.md'])\ntime.sleep(2)"),
              gedit(F, D, L, ck[0])))
    new = "- [ ] book venue for offsite"
    L.insert(7, new)
    t.append((code(f"import pyautogui\npyautogui.click(400, 236)  # line 7\npyautogui.press('end')\npyautogui.press('enter')\npyautogui.typewrite({new!r})"),
              gedit(F, D, L, ck[1], modified=True, ln=8, col=len(new) + 1)))
    n = sum(line.count("[ ]") for line in L)
    bar = (("entry", "", "[ ]", (1300, 110), (300, 34)), ("label", "", f"1 of {n}", (1610, 116), (70, 22)),
           ("push-button", "Go up", "", (1690, 110), (34, 34)), ("push-button", "Go down", "", (1726, 110), (34, 34)))
    t.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('[ ]')"),
              gedit(F, D, L, ck[2], modified=True, ln=3, col=6, extra=bar)))
    dlg = [("dialog", "Find and Replace", "", (760, 380), (420, 300)), ("label", "", "Find", (780, 420), (60, 20)),
           ("entry", "", "[ ]", (860, 414), (300, 32)), ("label", "", "Replace with", (780, 460), (100, 20)),
           ("entry", "", "", (900, 454), (260, 32))]
    dlg += [("check-box", c, "", (780, 500 + 26 * i), (240, 22)) for i, c in enumerate(
        ["Match case", "Match entire word only", "Regular expression", "Search backwards", "Wrap around"])]
    dlg += [("push-button", nm, "", (780 + 96 * i, 636), (90, 32)) for i, nm in enumerate(["Close", "Replace All", "Replace", "Find"])]
    t.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'h')"),
              gedit(F, D, L, ck[3], modified=True, ln=3, col=6, extra=tuple(dlg))))
    L[0] = "# Week 12"
    dlg[2] = ("entry", "", "Week 11", (860, 414), (300, 32))
    dlg[4] = ("entry", "", "Week 12", (900, 454), (260, 32))
    t.append((code("pyautogui.tripleClick(1010, 430)\npyautogui.typewrite('Week 11')\npyautogui.press('tab')\npyautogui.typewrite('Week 12')\npyautogui.click(921, 652)  # Replace All"),
              gedit(F, D, L, ck[4], modified=True, ln=3, col=6, extra=tuple(dlg))))
    t.append((code("pyautogui.click(825, 652)  # Close\npyautogui.hotkey('ctrl', 's')"), gedit(F, D, L, ck[5], ln=3, col=6)))
    info = (("label", "", "The file “/home/user/notes/todo.md” changed on disk.", (90, 112), (700, 22)),
            ("push-button", "Reload", "", (1760, 108), (90, 32)), ("push-button", "Close", "", (1860, 108), (32, 32)))
    t.append((code("subprocess.run(['bash', '-c', \"echo '- [ ] water plants' >> /home/user/notes/todo.md\"])\ntime.sleep(1)"),
              gedit(F, D, L, ck[6], ln=3, col=6, extra=info)))
    L.append("- [ ] water plants")
    t.append((code("pyautogui.click(1805, 124)  # Reload"), gedit(F, D, L, ck[7], ln=1, col=1)))
    t.append((code("pyautogui.hotkey('ctrl', 'end')"), gedit(F, D, L, ck[8], ln=len(L), col=len(L[-1]) + 1)))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- Thunderbird
def tbird(folders: list[tuple[str, int]], cur: str, msgs: list[dict], clock: str, *, pane: list | None = None,
          qf: str | None = None, shown: list[dict] | None = None, extra: tuple = ()) -> str:
    b = [("frame", f"{cur} - Mozilla Thunderbird", "", W, WS)]
    for i, n in enumerate(["Get Messages", "New Message", "Tag", "Quick Filter"]):
        b.append(("push-button", n, "", (80 + 130 * i, 36), (120, 32)))
    b += [("entry", "Search <Ctrl+K>", "", (700, 36), (500, 32)), ("push-button", "AppMenu", "", (1870, 36), (34, 32)),
          ("tree-item", "user@acme.com", "", (80, 84), (260, 30))]
    for i, (f, u) in enumerate(folders):
        b.append(("tree-item", f, f"{u} unread" if u else "", (96, 114 + 30 * i), (244, 30)))
    vis = msgs if shown is None else shown
    if qf is not None:
        b += [("entry", "Filter these messages <Ctrl+Shift+K>", qf, (360, 84), (600, 30)),
              ("label", "", f"{len(vis)} message{'s' if len(vis) != 1 else ''}" if vis else "No results found", (980, 88), (160, 22))]
    for i, c in enumerate(["Status", "Subject", "Correspondents", "Date"]):
        b.append(("table-column-header", c, "", ((360, 400, 1000, 1280)[i], 120), ((40, 600, 280, 200)[i], 26)))
    for i, m in enumerate(vis):
        y = 148 + 28 * i
        b += [("table-cell", "", "Unread" if m["u"] else "Read", (360, y), (40, 28)), ("table-cell", "", m["s"], (400, y), (600, 28)),
              ("table-cell", "", m["f"], (1000, y), (280, 28)), ("table-cell", "", m["d"], (1280, y), (200, 28))]
    b += list(pane or [])
    total = len(msgs)
    unread = sum(m["u"] for m in msgs)
    b += [("label", "", f"Unread: {unread}", (1600, 1040), (120, 20)), ("label", "", f"Total: {total}", (1740, 1040), (120, 20))]
    return desk("Thunderbird Mail", b + list(extra), clock)


def tpane(m: dict, to: str, body: list[str], when: str) -> list:
    p = [("label", "From", m["from"], (500, 560), (900, 22)), ("label", "Subject", m["s"], (500, 586), (900, 22)),
         ("label", "To", to, (500, 612), (900, 22)), ("label", "Date", when, (1500, 560), (300, 22)),
         ("push-button", "Reply", "", (1500, 600), (80, 30)), ("push-button", "Forward", "", (1590, 600), (90, 30)),
         ("push-button", "Archive", "", (1690, 600), (80, 30)), ("push-button", "Delete", "", (1780, 600), (80, 30))]
    p += [("paragraph", "", line, (500, 660 + 26 * i), (1300, 24)) for i, line in enumerate(body)]
    return p


def M(s: str, f: str, d: str, u: bool, frm: str = "") -> dict:
    return {"s": s, "f": f, "d": d, "u": u, "from": frm or f}


def tb_folders(inbox: int, **kw: int) -> list[tuple[str, int]]:
    names = ["Inbox", "Drafts", "Sent", "Archives", "Finance", "Junk", "Trash"]
    return [("Inbox", inbox)] + [(n, kw.get(n.lower(), 0)) for n in names[1:]]


def thunderbird_bad() -> dict:
    """Thunderbird: read two mails, archive one, Get Messages brings one new mail, read another, open Junk.
    Inbox unread goes 5 -> 4 -> 3 -> 3 -> 4 (new mail) -> 3 (payslip read at turn 6).
    BAD at turn 7: the folder pane shows Inbox "4 unread" though nothing changed since turn 6 (3 unread)."""
    ck = clocks("Mar 12", "09:45", [0, 1, 2, 2, 3, 4, 4])
    inbox = [M("Invoice INV-2024-0312 from Kessler GmbH", "Kessler Buchhaltung", "9:41 AM", True, "Kessler Buchhaltung <buchhaltung@kessler-gmbh.de>"),
             M("Re: Offsite venue shortlist", "Priya Raman", "9:12 AM", True, "Priya Raman <priya.raman@acme.com>"),
             M("[acme/web] PR #482: Fix cart rounding", "GitHub", "8:57 AM", False, "GitHub <notifications@github.com>"),
             M("Your March payslip is available", "Payroll", "8:30 AM", True, "Payroll <payroll@acme.com>"),
             M("Lunch on Friday?", "Tom Weber", "3/11/2024, 5:44 PM", False), M("Weekly metrics digest", "Grafana", "3/11/2024, 7:00 AM", True),
             M("Parking permit renewal", "Facilities", "3/8/2024, 4:10 PM", False), M("Re: Q2 roadmap draft", "Lena Fischer", "3/8/2024, 11:23 AM", False),
             M("Security alert: new sign-in", "Google", "3/7/2024, 10:02 PM", True), M("Team photo", "Priya Raman", "3/6/2024, 3:31 PM", False),
             M("Expense report approved", "Expenses", "3/5/2024, 9:15 AM", False), M("Welcome to the API beta", "Acme Dev", "3/4/2024, 1:00 PM", False)]
    junk = [M("You have won a $500 gift card!!", "Rewards Center", "3:12 AM", True),
            M("Invoice overdue – action required", "billing-dept", "3/10/2024, 11:48 PM", True)]
    u = lambda: sum(m["u"] for m in inbox)  # noqa: E731
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['thunderbird'])\ntime.sleep(5)"),
              tbird(tb_folders(u(), junk=2), "Inbox", inbox, ck[0])))
    inbox[0]["u"] = False
    p1 = tpane(inbox[0], "user@acme.com", ["Dear customer,", "please find attached invoice INV-2024-0312 for consulting services in February.",
                                           "Amount due: EUR 4,760.00, payable within 14 days.", "Kind regards, Kessler GmbH – Buchhaltung",
                                           "Attachment: INV-2024-0312.pdf (88 KB)"], "3/12/2024, 9:41 AM")
    t.append((code("import pyautogui\npyautogui.click(700, 162)"), tbird(tb_folders(u(), junk=2), "Inbox", inbox, ck[1], pane=p1)))
    inbox[1]["u"] = False
    p2 = tpane(inbox[1], "team-web@acme.com", ["Hi all,", "the shortlist is down to two places: Haus am See (capacity 40) and Lindenhof (capacity 55).",
                                                "Both are free on 25–26 April. Please vote in the doc by Thursday.", "Priya"], "3/12/2024, 9:12 AM")
    t.append((code("pyautogui.click(700, 190)"), tbird(tb_folders(u(), junk=2), "Inbox", inbox, ck[2], pane=p2)))
    inbox.pop(1)
    p3 = tpane(inbox[1], "user@acme.com", ["@lena-f merged 1 commit into main from fix/cart-rounding.", "Totals are now rounded half-up to two decimals.",
                                           "— Reply to this email directly or view it on GitHub."], "3/12/2024, 8:57 AM")
    t.append((code("pyautogui.press('a')"), tbird(tb_folders(u(), junk=2), "Inbox", inbox, ck[3], pane=p3)))
    inbox.insert(0, M("Build #1287 failed: web-frontend (main)", "Jenkins", "9:47 AM", True, "Jenkins <ci@acme.dev>"))
    t.append((code("pyautogui.click(130, 52)  # Get Messages\ntime.sleep(3)"), tbird(tb_folders(u(), junk=2), "Inbox", inbox, ck[4], pane=p3)))
    inbox[3]["u"] = False
    p4 = tpane(inbox[3], "user@acme.com", ["Your payslip for March 2024 is now available in the employee portal.",
                                           "For security reasons payslips are not sent by email.", "Payroll team"], "3/12/2024, 8:30 AM")
    t.append((code("pyautogui.click(700, 246)"), tbird(tb_folders(u(), junk=2), "Inbox", inbox, ck[5], pane=p4)))
    assert u() == 3
    # contradiction: Inbox badge shows 4 unread, the payslip was read at turn 6 (3 unread)
    t.append((code("pyautogui.click(160, 279)  # Junk"), tbird(tb_folders(4, junk=2), "Junk", junk, ck[6])))
    return dict(turns=t, bad=True, turn=7, kind="unread count does not follow")


def thunderbird_clean() -> dict:
    """Thunderbird, clean: Get Messages brings two new mails (4 -> 6 unread), quick-filter 'invoice', move the 4 hits to
    Finance (Inbox 6 -> 3 unread, 12 -> 8 total; Finance 1 -> 4 unread, 3 -> 7 total), clear filter, open Finance."""
    ck = clocks("Mar 12", "11:36", [0, 1, 1, 2, 2, 2, 3, 3, 4])
    inbox = [M("Receipt for your payment to Hetzner", "Hetzner", "11:20 AM", True),
             M("Re: Invoice 2291 – corrected VAT", "Marta Kowalski", "10:48 AM", True),
             M("Standup notes 3/12", "Tom Weber", "10:05 AM", False), M("Invoice 2291", "Marta Kowalski", "9:30 AM", False),
             M("Your flight to Lisbon is confirmed", "TAP Air Portugal", "3/11/2024, 6:10 PM", True),
             M("Design review moved", "Lena Fischer", "3/11/2024, 2:15 PM", False),
             M("Invoice INV-7781 (March)", "Hetzner", "3/11/2024, 8:02 AM", True),
             M("Re: Parking lot B closure", "Facilities", "3/10/2024, 12:40 PM", False),
             M("New comment on WEB-512", "Jira", "3/9/2024, 9:18 AM", False), M("Book club: April pick", "Sam Ortiz", "3/8/2024, 7:55 PM", False)]
    fin = [M("Bank statement February", "Sparkasse", "3/2/2024, 6:30 AM", False), M("Q1 tax prepayment notice", "Finanzamt", "3/1/2024, 8:00 AM", True),
           M("Insurance renewal 2024", "HUK-Coburg", "2/26/2024, 10:12 AM", False)]
    u = lambda xs: sum(m["u"] for m in xs)  # noqa: E731
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['thunderbird'])\ntime.sleep(5)"),
              tbird(tb_folders(u(inbox), finance=u(fin)), "Inbox", inbox, ck[0])))
    inbox[:0] = [M("Invoice 2292 – consulting hours", "Marta Kowalski", "11:34 AM", True), M("Lunch order for Thursday", "Office Team", "11:31 AM", True)]
    t.append((code("import pyautogui\npyautogui.click(130, 52)  # Get Messages\ntime.sleep(3)"),
              tbird(tb_folders(u(inbox), finance=u(fin)), "Inbox", inbox, ck[1])))
    hits = [m for m in inbox if "invoice" in (m["s"] + m["f"]).lower()]
    t.append((code("pyautogui.hotkey('ctrl', 'shift', 'k')\npyautogui.typewrite('invoice')"),
              tbird(tb_folders(u(inbox), finance=u(fin)), "Inbox", inbox, ck[2], qf="invoice", shown=hits)))
    summ = [("heading", "", f"{len(hits)} Messages", (500, 560), (400, 30))] + [
        ("label", "", f"{m['s']} — {m['f']}", (500, 600 + 26 * i), (900, 24)) for i, m in enumerate(hits)]
    t.append((code("pyautogui.click(700, 218)  # Invoice 2291 (already read)\npyautogui.hotkey('ctrl', 'a')"),
              tbird(tb_folders(u(inbox), finance=u(fin)), "Inbox", inbox, ck[3], qf="invoice", shown=hits, pane=summ)))
    cm = tuple(("menu-item", n, "", (720, 200 + 30 * i), (220, 30)) for i, n in enumerate(
        ["Open in New Tab", "Open in New Window", "Reply to Sender", "Forward", "Archive", "Delete Messages", "Move To", "Copy To", "Mark", "Tag"]))
    t.append((code("pyautogui.rightClick(700, 190)"),
              tbird(tb_folders(u(inbox), finance=u(fin)), "Inbox", inbox, ck[4], qf="invoice", shown=hits, pane=summ, extra=cm)))
    sub = cm + tuple(("menu-item", n, "", (945, 380 + 30 * i), (200, 30)) for i, n in enumerate(
        ["Inbox", "Drafts", "Sent", "Archives", "Finance", "Junk", "Trash"]))
    t.append((code("pyautogui.click(780, 395)  # Move To"),
              tbird(tb_folders(u(inbox), finance=u(fin)), "Inbox", inbox, ck[5], qf="invoice", shown=hits, pane=summ, extra=sub)))
    inbox = [m for m in inbox if m not in hits]
    fin = hits + [m for m in fin if m not in hits]
    assert u(inbox) == 3 and u(fin) == 4 and len(inbox) == 8 and len(fin) == 7
    t.append((code("pyautogui.click(1040, 515)  # Finance"),
              tbird(tb_folders(u(inbox), finance=u(fin)), "Inbox", inbox, ck[6], qf="invoice", shown=[])))
    t.append((code("pyautogui.press('escape')"), tbird(tb_folders(u(inbox), finance=u(fin)), "Inbox", inbox, ck[7])))
    t.append((code("pyautogui.click(160, 249)  # Finance"), tbird(tb_folders(u(inbox), finance=u(fin)), "Finance", fin, ck[8])))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- Terminal
def term(text: str, clock: str, title: str = "user@ubuntu: ~") -> str:
    b = [("frame", title, "", W, WS), ("push-button", "New Tab", "", (80, 33), (34, 34)), ("label", "", title, (860, 40), (200, 20)),
         ("push-button", "Search", "", (1760, 33), (34, 34)), ("push-button", "Menu", "", (1800, 33), (34, 34)),
         ("terminal", "Terminal", text.replace("\n", "\\n"), (72, 72), (1848, 1008))]
    return desk("Terminal", b, clock)


def terminal_clean() -> dict:
    """GNOME Terminal, clean: copy text files to ~/backup, sed changes port 8080->9090 (server.txt mtime moves to the sed
    time, size unchanged), rm one file (count 3 -> 2), dd a 200 MiB file (du 201M), ls -l, clear (screen empties), date."""
    ck = clocks("Mar 12", "14:01", [0, 1, 2, 3, 4, 5, 5, 6, 7])
    P = "user@ubuntu:~$ "
    server = ("# demo server config\nhost=0.0.0.0\nport=8080\nworkers=4\nlog_level=info\nlog_file=/var/log/demo/server.log\n"
              "tls=false\nmax_body_kb=512\nadmin_port=8443\nadmin_allow=127.0.0.1\n")
    sz = {"notes_old.txt": 842, "server.txt": len(server.encode()), "todo.txt": 219}
    tm = {n: "14:02" for n in sz}
    screen = [P]

    def run(cmd: str, out: str) -> str:
        screen[-1] = screen[-1] + cmd
        if out:
            screen.extend(out.rstrip("\n").split("\n"))
        screen.append(P)
        return "\n".join(screen)

    def lsl(names: list[str], extra_blocks: int = 0) -> str:
        blocks = 4 * len([n for n in names if n != "blob.bin"]) + extra_blocks
        w = max(len(str(sz[n])) for n in names)
        return f"total {blocks}\n" + "\n".join(f"-rw-rw-r-- 1 user user {sz[n]:>{w}} Mar 12 {tm[n]} {n}" for n in names)

    t = []
    t.append((code("import pyautogui, time\npyautogui.hotkey('ctrl', 'alt', 't')\ntime.sleep(2)"), term(P, ck[0])))
    c = "mkdir -p ~/backup && cp ~/Documents/*.txt ~/backup/ && ls -l ~/backup"
    t.append((code(f"pyautogui.typewrite({c + chr(10)!r})"), term(run(c, lsl(["notes_old.txt", "server.txt", "todo.txt"])), ck[1])))
    c = "cat ~/backup/server.txt"
    t.append((code(f"pyautogui.typewrite({c + chr(10)!r})"), term(run(c, server), ck[2])))
    c = "sed -i 's/port=8080/port=9090/' ~/backup/server.txt && grep -n port ~/backup/server.txt"
    server = server.replace("\nport=8080", "\nport=9090")
    tm["server.txt"] = hm("14:01", 3)
    t.append((code(f"pyautogui.typewrite({c + chr(10)!r})"), term(run(c, "3:port=9090\n9:admin_port=8443"), ck[3])))
    c = "rm ~/backup/notes_old.txt && ls ~/backup | wc -l"
    t.append((code(f"pyautogui.typewrite({c + chr(10)!r})"), term(run(c, "2"), ck[4])))
    c = "dd if=/dev/zero of=~/backup/blob.bin bs=1M count=200 status=none && du -sh ~/backup"
    sz["blob.bin"], tm["blob.bin"] = 209715200, hm("14:01", 5)
    t.append((code(f"pyautogui.typewrite({c + chr(10)!r})\ntime.sleep(2)"), term(run(c, "201M\t/home/user/backup"), ck[5])))
    c = "ls -l ~/backup"
    t.append((code(f"pyautogui.typewrite({c + chr(10)!r})"), term(run(c, lsl(["blob.bin", "server.txt", "todo.txt"], 204800)), ck[6])))
    screen[:] = [P]
    t.append((code("pyautogui.typewrite('clear\\n')"), term(P, ck[7])))
    c = "date"
    t.append((code(f"pyautogui.typewrite({c + chr(10)!r})"), term(run(c, f"Tue Mar 12 {hm('14:01', 7)}:18 CET 2024"), ck[8])))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- Settings
SET_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
              "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard"]
ACCENTS = ["Default", "Bark", "Sage", "Olive", "Viridian", "Prussian Green", "Blue", "Purple", "Magenta", "Red"]


def settings(panel: str, body: list, clock: str, dockpos: str = "left") -> str:
    b = [("frame", panel, "", (460, 140), (1000, 760)), ("push-button", "Search", "", (470, 148), (34, 34)),
         ("label", "", "Settings", (560, 154), (120, 22)), ("push-button", "Main menu", "", (720, 148), (34, 34)),
         ("label", "", panel, (1080, 154), (200, 22)), ("push-button", "Close", "", (1420, 148), (30, 30))]
    b += [("list-item", p, "", (460, 190 + 40 * i), (300, 40)) for i, p in enumerate(SET_PANELS)]
    return desk("Settings", b + body, clock, dockpos)


def appearance(style: str, accent: str, personal: bool, pos: str, extra: tuple = ()) -> list:
    b = [("label", "", "Style", (790, 200), (200, 22))]
    b += [("radio-button", s, "selected" if s == style else "", (800 + 220 * i, 230), (200, 150)) for i, s in enumerate(["Light", "Dark"])]
    b.append(("label", "", "Color", (790, 400), (200, 22)))
    b += [("radio-button", a, "selected" if a == accent else "", (800 + 40 * i, 430), (32, 32)) for i, a in enumerate(ACCENTS)]
    b += [("label", "", "Desktop Icons", (790, 490), (200, 22)),
          ("toggle-button", "Show Personal folder", "on" if personal else "off", (1370, 520), (50, 28)),
          ("combo-box", "Size", "Small", (1300, 560), (120, 34)), ("combo-box", "Position of New Icons", "Bottom Right", (1260, 600), (160, 34)),
          ("label", "", "Dock", (790, 660), (200, 22)), ("toggle-button", "Auto-hide the Dock", "off", (1370, 690), (50, 28)),
          ("toggle-button", "Panel mode", "on", (1370, 730), (50, 28)), ("slider", "Icon size", "48", (1140, 770), (280, 28)),
          ("combo-box", "Show on", "All displays", (1260, 810), (160, 34)), ("combo-box", "Position on screen", pos, (1300, 850), (120, 34)),
          ("push-button", "Configure dock behavior", "", (800, 890), (620, 40))]
    return b + list(extra)


def settings_bad() -> dict:
    """Settings > Appearance: choose Dark style, Blue accent, hide the Personal folder icon, move the dock to the bottom,
    open Background. BAD at turn 4: Style shows Light selected again (Dark chosen at turn 2; nothing reset it)."""
    ck = clocks("Mar 19", "17:22", [0, 0, 0, 1, 1, 1, 2])
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['gnome-control-center', 'appearance'])\ntime.sleep(2)"),
              settings("Appearance", appearance("Light", "Default", True, "Left"), ck[0])))
    t.append((code("import pyautogui\npyautogui.click(1120, 305)  # Dark"), settings("Appearance", appearance("Dark", "Default", True, "Left"), ck[1])))
    t.append((code("pyautogui.click(1056, 446)  # Blue"), settings("Appearance", appearance("Dark", "Blue", True, "Left"), ck[2])))
    # contradiction: the style flips back to Light without any action touching it
    t.append((code("pyautogui.click(1395, 534)  # Show Personal folder switch"),
              settings("Appearance", appearance("Light", "Blue", False, "Left"), ck[3])))
    pop = tuple(("menu-item", o, "", (1300, 890 + 30 * i), (120, 30)) for i, o in enumerate(["Left", "Bottom", "Right"]))
    t.append((code("pyautogui.click(1360, 867)  # Position on screen"),
              settings("Appearance", appearance("Light", "Blue", False, "Left", pop), ck[4])))
    t.append((code("pyautogui.click(1360, 935)  # Bottom"),
              settings("Appearance", appearance("Light", "Blue", False, "Bottom"), ck[5], dockpos="bottom")))
    bg = [("label", "", "Background", (790, 200), (200, 22)), ("image", "Current background", "", (900, 240), (420, 236)),
          ("push-button", "Add Picture…", "", (1300, 148), (110, 34))]
    bg += [("toggle-button", w, "", (800 + 160 * (i % 4), 520 + 100 * (i // 4)), (150, 90)) for i, w in enumerate(
        ["Jammy Jellyfish", "Blue Waves", "Mountain Lake", "Ubuntu Dots", "Brutalist Dawn", "Warty Final", "Fossa Grid", "Abstract Clouds"])]
    t.append((code("pyautogui.click(610, 290)  # Background"), settings("Background", bg, ck[6], dockpos="bottom")))
    return dict(turns=t, bad=True, turn=4, kind="state reverted")


# ---------------------------------------------------------------------------------------------- Software Updater
def updater(body: list, clock: str, title: str = "Software Updater") -> str:
    b = [("frame", title, "", (560, 250), (800, 560))] + body
    return desk("Software Updater", b, clock)


UPD = [("Ubuntu base", "38.6 MB"), ("LibreOffice", "62.4 MB"), ("Thunderbird Mail", "45.1 MB"),
       ("Document Viewer", "1.3 MB"), ("GNU Image Manipulation Program", "4.9 MB")]


def upd_main(items: list[tuple[str, str]], checked: set[str], details: bool) -> list:
    mb = sum(float(s.split()[0]) for n, s in items if n in checked)
    b = [("label", "", "Updated software is available for this computer. Do you want to install it now?", (640, 280), (680, 40))]
    b.append(("toggle-button", "Details of updates", "", (640, 340), (180, 26)))
    if details:
        for i, (n, s) in enumerate(items):
            b += [("check-box", n, "checked" if n in checked else "unchecked", (660, 376 + 30 * i), (500, 28)),
                  ("label", "", s, (1200, 378 + 30 * i), (100, 24))]
        b += [("page-tab", "Changes", "", (660, 540), (120, 28)), ("page-tab", "Description", "", (790, 540), (120, 28))]
    b.append(("label", "", f"{mb:.1f} MB will be downloaded.", (640, 720), (400, 24)))
    b += [("push-button", "Settings…", "", (580, 760), (110, 34)), ("push-button", "Remind Me Later", "", (1020, 760), (150, 34)),
          ("push-button", "Install Now", "", (1180, 760), (150, 34))]
    return b


def updater_clean() -> dict:
    """Software Updater, clean: check, show details (5 groups, 152.3 MB), untick Thunderbird (107.2 MB), authenticate,
    progress 23% -> 71%, then the window lists only the untouched Thunderbird update (45.1 MB)."""
    ck = clocks("Mar 20", "12:00", [0, 1, 1, 2, 2, 3, 4, 6])
    allset = {n for n, _ in UPD}
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['update-manager'])\ntime.sleep(3)"),
              updater([("label", "", "Checking for updates…", (640, 300), (400, 24)), ("progress-bar", "", "32%", (640, 340), (640, 20)),
                       ("push-button", "Cancel", "", (1180, 760), (150, 34))], ck[0])))
    t.append((code("time.sleep(30)"), updater(upd_main(UPD, allset, False), ck[1])))
    t.append((code("import pyautogui\npyautogui.click(730, 353)  # Details of updates"), updater(upd_main(UPD, allset, True), ck[2])))
    sel = allset - {"Thunderbird Mail"}
    t.append((code("pyautogui.click(672, 450)  # Thunderbird Mail check box"), updater(upd_main(UPD, sel, True), ck[3])))
    auth = [("dialog", "Authentication Required", "", (710, 330), (500, 330)),
            ("label", "", "Authentication is required to install software updates.", (740, 380), (440, 40)),
            ("label", "", "user", (900, 440), (120, 24)), ("password-text", "Password", "", (760, 480), (400, 34)),
            ("push-button", "Cancel", "", (760, 600), (190, 34)), ("push-button", "Authenticate", "", (970, 600), (190, 34))]
    t.append((code("pyautogui.click(1255, 777)  # Install Now"), updater(upd_main(UPD, sel, True) + auth, ck[4])))
    prog = lambda pct, what: [("label", "", "Installing updates…", (640, 280), (400, 30)), ("progress-bar", "", pct, (640, 340), (640, 20)),  # noqa: E731
                              ("label", "", what, (640, 370), (640, 22)), ("toggle-button", "Details", "", (640, 410), (100, 26)),
                              ("push-button", "Cancel", "", (1180, 760), (150, 34))]
    t.append((code("pyautogui.typewrite('password\\n')\ntime.sleep(20)"),
              updater(prog("23%", "Downloading file 9 of 31"), ck[5], "Installing Updates")))
    t.append((code("time.sleep(60)"), updater(prog("71%", "Installing libreoffice-calc (1:7.3.7-0ubuntu0.22.04.4)"), ck[6], "Installing Updates")))
    rest = [u for u in UPD if u[0] == "Thunderbird Mail"]
    t.append((code("time.sleep(90)"), updater(upd_main(rest, {"Thunderbird Mail"}, True), ck[7])))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- VLC
def vlc(title: str | None, cur: str, total: str, vol: str, playing: bool, clock: str, *, playlist: list | None = None,
        muted: bool = False, extra: tuple = ()) -> str:
    b = [("frame", f"{title} - VLC media player" if title else "VLC media player", "", W, WS)]
    b += menubar(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], 35)
    if playlist is not None:
        b += [("tree-item", "Playlist", "", (80, 80), (200, 26)), ("tree-item", "Media Library", "", (80, 106), (200, 26)),
              ("table-column-header", "Title", "", (300, 80), (900, 26)), ("table-column-header", "Duration", "", (1200, 80), (160, 26)),
              ("table-column-header", "Album", "", (1360, 80), (540, 26))]
        for i, (ti, du, al) in enumerate(playlist):
            y = 108 + 26 * i
            b += [("table-cell", "", ti, (300, y), (900, 26)), ("table-cell", "", du, (1200, y), (160, 26)), ("table-cell", "", al, (1360, y), (540, 26))]
    else:
        b.append(("canvas", "Video", "", (72, 60), (1848, 930)))
    b += [("slider", "Position", "", (150, 996), (1620, 18)), ("label", "Elapsed time", cur, (80, 994), (64, 22)),
          ("label", "Total time", total, (1780, 994), (70, 22)), ("push-button", "Pause" if playing else "Play", "", (80, 1030), (40, 40)),
          ("push-button", "Previous", "", (130, 1034), (32, 32)), ("push-button", "Stop", "", (166, 1034), (32, 32)),
          ("push-button", "Next", "", (202, 1034), (32, 32)), ("push-button", "Fullscreen", "", (250, 1034), (32, 32)),
          ("push-button", "Toggle playlist", "", (290, 1034), (32, 32)), ("push-button", "Loop", "", (330, 1034), (32, 32)),
          ("push-button", "Unmute" if muted else "Mute", "", (1740, 1034), (32, 32)), ("slider", "Volume", vol, (1776, 1040), (120, 20))]
    return desk("VLC media player", b + list(extra), clock)


def vlc_bad() -> dict:
    """VLC: queue three podcast episodes, play, lower volume, skip, sort the playlist by duration, play episode 103.
    BAD at turn 9: the playlist shows Episode 101's duration as 42:07 (42:17 in turns 2-8 and in the player at turn 3-4)."""
    ck = clocks("Mar 16", "19:30", [0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
    A = "Slow Travel Podcast"
    pl = [("Episode 101: Night Trains", "42:17", A), ("Episode 102: The Salt Road", "38:05", A),
          ("Episode 103: Lighthouse Keepers", "51:44", A)]
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['vlc'])\ntime.sleep(2)\nimport pyautogui\npyautogui.hotkey('ctrl', 'l')"),
              vlc(None, "--:--", "--:--", "100%", False, ck[0], playlist=[])))
    t.append((code("VLCTools.add_to_playlist('/home/user/Music/podcasts/ep101.mp3')\nVLCTools.add_to_playlist('/home/user/Music/podcasts/ep102.mp3')\nVLCTools.add_to_playlist('/home/user/Music/podcasts/ep103.mp3')"),
              vlc(None, "--:--", "--:--", "100%", False, ck[1], playlist=list(pl))))
    t.append((code("pyautogui.doubleClick(600, 121)"), vlc(pl[0][0], "00:02", "42:17", "100%", True, ck[2], playlist=list(pl))))
    t.append((code("time.sleep(20)\npyautogui.hotkey('ctrl', 'down')"), vlc(pl[0][0], "00:24", "42:17", "95%", True, ck[3], playlist=list(pl))))
    t.append((code("pyautogui.press('n')"), vlc(pl[1][0], "00:00", "38:05", "95%", True, ck[4], playlist=list(pl))))
    t.append((code("pyautogui.hotkey('ctrl', 'down')\npyautogui.hotkey('ctrl', 'down')"),
              vlc(pl[1][0], "00:09", "38:05", "85%", True, ck[5], playlist=list(pl))))
    pl = sorted(pl, key=lambda r: r[1])
    t.append((code("pyautogui.click(1280, 93)  # Duration column header"), vlc("Episode 102: The Salt Road", "00:21", "38:05", "85%", True, ck[6], playlist=list(pl))))
    t.append((code("VLCTools.get_settings()"), vlc("Episode 102: The Salt Road", "00:37", "38:05", "85%", True, ck[7], playlist=list(pl))))
    # contradiction: Episode 101's duration drifts from 42:17 to 42:07
    pl = [(a, "42:07" if a.startswith("Episode 101") else b, c) for a, b, c in pl]
    t.append((code("pyautogui.doubleClick(600, 173)"), vlc("Episode 103: Lighthouse Keepers", "00:01", "51:44", "85%", True, ck[8], playlist=list(pl))))
    t.append((code("time.sleep(5)\npyautogui.press('space')"), vlc("Episode 103: Lighthouse Keepers", "00:07", "51:44", "85%", False, ck[9], playlist=list(pl))))
    return dict(turns=t, bad=True, turn=9, kind="duration changed")


def vlc_clean() -> dict:
    """VLC, clean: lecture video; jump +5 min, pause (elapsed time frozen while the clock moves on), Go to Time 30:00,
    resume, mute (volume level stays 100%), show playlist. Every time change is caused by playback or a seek."""
    ck = clocks("Mar 17", "20:10", [0, 0, 0, 1, 1, 1, 2, 2])
    T, D = "lecture_07.mp4", "1:14:33"
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['vlc', '/home/user/Videos/lecture_07.mp4'])\ntime.sleep(3)"),
              vlc(T, "00:02", D, "100%", True, ck[0])))
    t.append((code("import pyautogui\nfor _ in range(5):\n    pyautogui.hotkey('ctrl', 'right')"), vlc(T, "05:04", D, "100%", True, ck[1])))
    t.append((code("time.sleep(3)\npyautogui.press('space')"), vlc(T, "05:08", D, "100%", False, ck[2])))
    dlg = (("dialog", "Go to Time", "", (760, 440), (400, 180)), ("label", "", "Go to time", (780, 480), (100, 22)),
           ("spin-button", "", "0H:05m:08s", (900, 476), (200, 30)), ("push-button", "Reset", "", (780, 570), (80, 32)),
           ("push-button", "Cancel", "", (970, 570), (80, 32)), ("push-button", "Go", "", (1060, 570), (80, 32)))
    t.append((code("time.sleep(40)\npyautogui.hotkey('ctrl', 't')"), vlc(T, "05:08", D, "100%", False, ck[3], extra=dlg)))
    t.append((code("pyautogui.tripleClick(1000, 491)\npyautogui.typewrite('0:30:00')\npyautogui.press('enter')"),
              vlc(T, "30:00", D, "100%", False, ck[4])))
    t.append((code("pyautogui.press('space')\ntime.sleep(3)"), vlc(T, "30:03", D, "100%", True, ck[5])))
    t.append((code("time.sleep(20)\npyautogui.press('m')"), vlc(T, "30:24", D, "100%", True, ck[6], muted=True)))
    t.append((code("time.sleep(15)\npyautogui.hotkey('ctrl', 'l')"),
              vlc(T, "30:40", D, "100%", True, ck[7], muted=True, playlist=[("lecture_07.mp4", D, "")])))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- GIMP
def gtitle(name: str, img: int, n_layers: int, w: int, h: int, dirty: bool) -> str:
    return (f"{'*' if dirty else ''}[{name}] (imported)-{img}.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
            f"{n_layers} layer{'s' if n_layers != 1 else ''}) {w}x{h} – GIMP")


def gimp(title: str, layers: list[str], clock: str, *, zoom: str, tabs: list[str] | None = None, extra: tuple = (),
         opts: tuple = ()) -> str:
    b = [("frame", title, "", W, WS)]
    b += menubar(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"], 35)
    for i, tl in enumerate(["Move Tool", "Rectangle Select Tool", "Crop Tool", "Text Tool", "Paintbrush Tool", "Eraser Tool"]):
        b.append(("push-button", tl, "", (80 + 36 * (i % 2), 80 + 36 * (i // 2)), (32, 32)))
    b += list(opts)
    if tabs:
        b += [("page-tab", tb, "", (400 + 140 * i, 62), (130, 28)) for i, tb in enumerate(tabs)]
    b.append(("canvas", "", "", (400, 92), (1180, 900)))
    b += [("page-tab", "Layers", "", (1600, 420), (80, 26)), ("combo-box", "Mode", "Normal", (1600, 452), (200, 28)),
          ("spin-button", "Opacity", "100.0", (1600, 484), (300, 26))]
    b += [("table-cell", "", ly, (1640, 520 + 40 * i), (260, 38)) for i, ly in enumerate(layers)]
    b += [("combo-box", "", "px", (400, 1030), (60, 24)), ("combo-box", "Zoom", zoom, (470, 1030), (90, 24)),
          ("label", "", layers[0], (580, 1032), (300, 20))]
    return desk("GNU Image Manipulation Program", b + list(extra), clock)


def gimp_bad() -> dict:
    """GIMP: scale photo.jpg 4032x3024 -> 1600x1200, add a transparent layer, undo it, open Export As, JPEG options.
    BAD at turn 6: the title bar shows the image as '-2.0' (it is image 1, '-1.0' in turns 1-5; no other image opened)."""
    ck = clocks("Mar 9", "10:12", [0, 0, 1, 1, 2, 2, 3, 3, 4])
    t = []
    L = ["photo.jpg"]
    t.append((code("import subprocess, time\nsubprocess.Popen(['gimp', '/home/user/Pictures/photo.jpg'])\ntime.sleep(8)"),
              gimp(gtitle("photo", 1, 1, 4032, 3024, False), L, ck[0], zoom="25%")))

    def scale_dlg(w: str, h: str) -> tuple:
        return (("dialog", "Scale Image", "", (760, 300), (400, 420)), ("label", "", "photo-1 ([photo] (imported))", (780, 330), (360, 22)),
                ("spin-button", "Width", w, (840, 400), (160, 28)), ("spin-button", "Height", h, (840, 436), (160, 28)),
                ("toggle-button", "Chain", "on", (1010, 410), (20, 40)), ("combo-box", "", "px", (1040, 418), (70, 28)),
                ("spin-button", "X resolution", "72.000", (840, 500), (160, 28)), ("spin-button", "Y resolution", "72.000", (840, 536), (160, 28)),
                ("combo-box", "Interpolation", "Cubic", (900, 600), (200, 28)), ("push-button", "Help", "", (780, 670), (70, 32)),
                ("push-button", "Reset", "", (860, 670), (70, 32)), ("push-button", "Cancel", "", (980, 670), (80, 32)),
                ("push-button", "Scale", "", (1070, 670), (80, 32)))
    t.append((code("import pyautogui\npyautogui.click(447, 47)  # Image menu\npyautogui.click(520, 380)  # Scale Image..."),
              gimp(gtitle("photo", 1, 1, 4032, 3024, False), L, ck[1], zoom="25%", extra=scale_dlg("4032", "3024"))))
    t.append((code("pyautogui.tripleClick(920, 414)\npyautogui.typewrite('1600')\npyautogui.press('tab')"),
              gimp(gtitle("photo", 1, 1, 4032, 3024, False), L, ck[2], zoom="25%", extra=scale_dlg("1600", "1200"))))
    t.append((code("pyautogui.click(1110, 686)  # Scale"), gimp(gtitle("photo", 1, 1, 1600, 1200, True), L, ck[3], zoom="25%")))
    nl = (("dialog", "New Layer", "", (700, 260), (520, 480)), ("entry", "Layer name", "Layer", (820, 300), (360, 30)),
          ("combo-box", "Mode", "Normal", (820, 350), (200, 28)), ("spin-button", "Opacity", "100.0", (820, 390), (300, 26)),
          ("spin-button", "Width", "1600", (820, 440), (140, 28)), ("spin-button", "Height", "1200", (820, 476), (140, 28)),
          ("spin-button", "Offset X", "0", (820, 520), (140, 28)), ("spin-button", "Offset Y", "0", (820, 556), (140, 28)),
          ("combo-box", "Fill with", "Transparency", (820, 600), (200, 28)), ("push-button", "Cancel", "", (1030, 700), (80, 32)),
          ("push-button", "OK", "", (1120, 700), (80, 32)))
    t.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')"), gimp(gtitle("photo", 1, 1, 1600, 1200, True), L, ck[4], zoom="25%", extra=nl)))
    # contradiction: image number changes from 1 to 2
    t.append((code("pyautogui.click(1160, 716)  # OK"),
              gimp(gtitle("photo", 2, 2, 1600, 1200, True), ["Layer", "photo.jpg"], ck[5], zoom="25%")))
    t.append((code("pyautogui.hotkey('ctrl', 'z')"), gimp(gtitle("photo", 2, 1, 1600, 1200, True), L, ck[6], zoom="25%")))
    ex = [("dialog", "Export Image", "", (560, 200), (800, 620)), ("entry", "Name", "photo.jpg", (660, 230), (500, 30)),
          ("push-button", "Pictures", "", (600, 280), (100, 30))]
    ex += [("table-cell", "", f, (760, 320 + 30 * i), (400, 30)) for i, f in enumerate(["banner.png", "logo.png", "photo.jpg", "Screenshots"])]
    ex += [("push-button", "Select File Type (By Extension)", "", (600, 740), (300, 28)), ("push-button", "Cancel", "", (1160, 780), (80, 32)),
           ("push-button", "Export", "", (1250, 780), (80, 32))]
    t.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')"), gimp(gtitle("photo", 2, 1, 1600, 1200, True), L, ck[7], zoom="25%", extra=tuple(ex))))
    jp = (("dialog", "Export Image as JPEG", "", (760, 300), (400, 400)), ("slider", "Quality", "90", (790, 350), (340, 30)),
          ("label", "", "File size: unknown", (790, 400), (200, 20)), ("check-box", "Show preview in image window", "unchecked", (790, 430), (300, 22)),
          ("toggle-button", "Advanced Options", "", (790, 470), (200, 24)), ("push-button", "Help", "", (780, 650), (70, 32)),
          ("push-button", "Cancel", "", (980, 650), (80, 32)), ("push-button", "Export", "", (1070, 650), (80, 32)))
    t.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('photo_small.jpg')\npyautogui.press('enter')"),
              gimp(gtitle("photo", 2, 1, 1600, 1200, True), L, ck[8], zoom="25%", extra=jp)))
    return dict(turns=t, bad=True, turn=6, kind="id changed")


def gimp_clean() -> dict:
    """GIMP, clean: rectangle select, crop 2400x800 -> 1200x600, undo (back to 2400x800), redo, rename layer to Hero,
    open logo.png (a second image, legitimately '-2.0'), switch back to banner ('-1.0', 1200x600, layer Hero)."""
    ck = clocks("Mar 9", "15:40", [0, 1, 1, 2, 2, 3, 3, 4, 4])

    def opts(x: str, y: str, w: str, h: str) -> tuple:
        return (("label", "", "Rectangle Select", (80, 200), (200, 22)), ("spin-button", "Position x", x, (90, 240), (120, 26)),
                ("spin-button", "Position y", y, (220, 240), (120, 26)), ("spin-button", "Size w", w, (90, 276), (120, 26)),
                ("spin-button", "Size h", h, (220, 276), (120, 26)))
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['gimp', '/home/user/Pictures/banner.png'])\ntime.sleep(8)"),
              gimp(gtitle("banner", 1, 1, 2400, 800, False), ["banner.png"], ck[0], zoom="50%")))
    sel = opts("600", "100", "1200", "600")
    t.append((code("import pyautogui\npyautogui.press('r')\npyautogui.moveTo(690, 342)\npyautogui.dragTo(1290, 642, duration=0.5)"),
              gimp(gtitle("banner", 1, 1, 2400, 800, True), ["banner.png"], ck[1], zoom="50%", opts=sel)))
    crop = opts("0", "0", "1200", "600")
    t.append((code("pyautogui.click(447, 47)  # Image menu\npyautogui.click(520, 290)  # Crop to Selection"),
              gimp(gtitle("banner", 1, 1, 1200, 600, True), ["banner.png"], ck[2], zoom="50%", opts=crop)))
    t.append((code("pyautogui.hotkey('ctrl', 'z')"), gimp(gtitle("banner", 1, 1, 2400, 800, True), ["banner.png"], ck[3], zoom="50%", opts=sel)))
    t.append((code("pyautogui.hotkey('ctrl', 'y')"), gimp(gtitle("banner", 1, 1, 1200, 600, True), ["banner.png"], ck[4], zoom="50%", opts=crop)))
    t.append((code("pyautogui.doubleClick(1770, 539)  # layer name\npyautogui.typewrite('Hero')\npyautogui.press('enter')"),
              gimp(gtitle("banner", 1, 1, 1200, 600, True), ["Hero"], ck[5], zoom="50%", opts=crop)))
    od = [("dialog", "Open Image", "", (560, 200), (800, 620)), ("entry", "Location", "", (660, 230), (500, 30)),
          ("push-button", "Pictures", "", (600, 280), (100, 30))]
    od += [("table-cell", "", f, (760, 320 + 30 * i), (400, 30)) for i, f in enumerate(["banner.png", "logo.png", "photo.jpg", "Screenshots"])]
    od += [("push-button", "Cancel", "", (1160, 780), (80, 32)), ("push-button", "Open", "", (1250, 780), (80, 32))]
    t.append((code("pyautogui.hotkey('ctrl', 'o')"), gimp(gtitle("banner", 1, 1, 1200, 600, True), ["Hero"], ck[6], zoom="50%", opts=crop, extra=tuple(od))))
    tabs = ["banner.png-1", "logo.png-2"]
    t.append((code("pyautogui.typewrite('logo.png')\npyautogui.press('enter')\ntime.sleep(1)"),
              gimp(gtitle("logo", 2, 1, 512, 512, False), ["logo.png"], ck[7], zoom="100%", tabs=tabs, opts=crop)))
    t.append((code("pyautogui.click(465, 76)  # banner tab"),
              gimp(gtitle("banner", 1, 1, 1200, 600, True), ["Hero"], ck[8], zoom="50%", tabs=tabs, opts=crop)))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- VS Code
EDITOR_NAME = "Editor content;Press Alt+F1 for Accessibility Options."


def vscode(folder: str, side: list, tabs: list[tuple[str, bool]], active: int, lines: list[str], clock: str, *, ln: int = 1,
           col: int = 1, problems: tuple[int, int] = (0, 0), scm: int = 0, panel: list | None = None, extra: tuple = ()) -> str:
    name, dirty = tabs[active]
    b = [("frame", f"{'● ' if dirty else ''}{name} - {folder} - Visual Studio Code", "", W, WS)]
    b += menubar(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], 30)
    b += [("page-tab", "Explorer (Ctrl+Shift+E)", "", (72, 60), (48, 48)), ("page-tab", "Search (Ctrl+Shift+F)", "", (72, 108), (48, 48)),
          ("page-tab", f"Source Control (Ctrl+Shift+G) - {scm} pending changes" if scm else "Source Control (Ctrl+Shift+G)", "", (72, 156), (48, 48)),
          ("page-tab", "Run and Debug (Ctrl+Shift+D)", "", (72, 204), (48, 48)), ("page-tab", "Extensions (Ctrl+Shift+X)", "", (72, 252), (48, 48))]
    b += side
    x = 420
    for n, d in tabs:
        b.append(("page-tab", n, "●" if d else "", (x, 60), (160, 35)))
        x += 162
    b.append(("text", EDITOR_NAME, "\\n".join(lines), (420, 96), (1500, 640 if panel else 940)))
    b += list(panel or [])
    b += [("push-button", "main", "", (72, 1056), (60, 22)), ("push-button", f"Errors: {problems[0]}, Warnings: {problems[1]}", "", (140, 1056), (120, 22)),
          ("push-button", f"Ln {ln}, Col {col}", "", (1500, 1056), (100, 22)), ("push-button", "Spaces: 4", "", (1610, 1056), (70, 22)),
          ("push-button", "UTF-8", "", (1690, 1056), (50, 22)), ("push-button", "LF", "", (1750, 1056), (30, 22)),
          ("push-button", "Python", "", (1790, 1056), (60, 22))]
    return desk("Visual Studio Code", b + list(extra), clock)


def explorer(root: str, tree: list[tuple[str, int, str]]) -> list:
    b = [("label", "", "EXPLORER", (130, 64), (200, 20)), ("tree-item", root, "", (120, 90), (290, 22))]
    for i, (n, depth, deco) in enumerate(tree):
        b.append(("tree-item", n, deco, (130 + 10 * depth, 112 + 22 * i), (280 - 10 * depth, 22)))
    return b


TOTALS = ["from decimal import Decimal, ROUND_HALF_UP", "", 'TAX_RATE = Decimal("0.19")', "", "",
          "def line_total(qty: int, unit_price: Decimal) -> Decimal:", "    return qty * unit_price", "", "",
          'def invoice_total(lines, discount: Decimal = Decimal("0")) -> Decimal:',
          '    subtotal = sum((line_total(q, p) for q, p in lines), Decimal("0"))', "    subtotal -= discount",
          '    tax = (subtotal * TAX_RATE).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)', "    return subtotal + tax"]
TESTS = ["from decimal import Decimal", "", "from invoicer.totals import TAX_RATE, invoice_total, line_total", "", "",
         "def test_line_total():", '    assert line_total(3, Decimal("2.50")) == Decimal("7.50")', "", "",
         "def test_invoice_total_no_discount():", '    assert invoice_total([(2, Decimal("10"))]) == Decimal("23.80")', "", "",
         "def test_invoice_total_with_discount():", '    assert invoice_total([(2, Decimal("10"))], Decimal("5")) == Decimal("17.85")', "", "",
         "def test_tax_rate():", '    assert TAX_RATE == Decimal("0.19")', "", "", "def test_empty_invoice():",
         '    assert invoice_total([]) == Decimal("0.00")']


def vscode_bad() -> dict:
    """VS Code: add a negative-subtotal guard to totals.py (lines 13-14), save, open the tests, run pytest, go back,
    search TAX_RATE, open Source Control. BAD at turn 7: the totals.py tab shows the file without the two lines that
    were typed at turn 3 and saved at turn 4 (the loss persists in the search results of turn 9)."""
    ck = clocks("Mar 21", "10:00", [0, 0, 1, 1, 2, 3, 3, 4, 4, 5])
    F = "invoicer"
    src = list(TOTALS)

    def tree(m: str = "") -> list:
        return explorer("INVOICER", [("src", 0, ""), ("invoicer", 1, ""), ("__init__.py", 2, ""), ("cli.py", 2, ""),
                                     ("models.py", 2, ""), ("totals.py", 2, m), ("tests", 0, ""), ("test_totals.py", 1, ""),
                                     ("pyproject.toml", 0, ""), ("README.md", 0, "")])
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['code', '/home/user/proj/invoicer', '/home/user/proj/invoicer/src/invoicer/totals.py'])\ntime.sleep(5)"),
              vscode(F, tree(), [("totals.py", False)], 0, src, ck[0])))
    t.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'g')\npyautogui.typewrite('12\\n')"),
              vscode(F, tree(), [("totals.py", False)], 0, src, ck[1], ln=12, col=1)))
    r = '    raise ValueError("discount exceeds subtotal")'
    src[12:12] = ["    if subtotal < 0:", "    " + r]
    t.append((code("pyautogui.press('end')\npyautogui.press('enter')\npyautogui.typewrite('if subtotal < 0:\\n')\npyautogui.typewrite('raise ValueError(\"discount exceeds subtotal\")')"),
              vscode(F, tree(), [("totals.py", True)], 0, src, ck[2], ln=14, col=len(r) + 5)))
    t.append((code("pyautogui.hotkey('ctrl', 's')"), vscode(F, tree("M"), [("totals.py", False)], 0, src, ck[3], ln=14, col=len(r) + 5, scm=1)))
    tabs = [("totals.py", False), ("test_totals.py", False)]
    t.append((code("pyautogui.click(240, 277)  # test_totals.py"), vscode(F, tree("M"), tabs, 1, TESTS, ck[4], scm=1)))
    term = [("page-tab", "TERMINAL", "", (420, 744), (90, 24)), ("page-tab", "PROBLEMS", "", (520, 744), (90, 24)),
            ("terminal", "Terminal 1, bash", "user@dev:~/proj/invoicer$ pytest -q\\n.....                                                                    [100%]\\n5 passed in 0.06s\\nuser@dev:~/proj/invoicer$ ",
             (420, 772), (1500, 270))]
    t.append((code("pyautogui.hotkey('ctrl', '`')\ntime.sleep(1)\npyautogui.typewrite('pytest -q\\n')\ntime.sleep(3)"),
              vscode(F, tree("M"), tabs, 1, TESTS, ck[5], scm=1, panel=term)))
    src = list(TOTALS)  # contradiction: the saved guard lines are gone
    t.append((code("pyautogui.click(500, 77)  # totals.py tab"), vscode(F, tree("M"), tabs, 0, src, ck[6], ln=14, col=len(r) + 5, scm=1, panel=term)))
    srch = [("label", "", "SEARCH", (130, 64), (200, 20)), ("entry", "Search", "", (130, 90), (270, 26)),
            ("entry", "Replace", "", (130, 120), (270, 26))]
    t.append((code("pyautogui.hotkey('ctrl', 'shift', 'f')"),
              vscode(F, srch, tabs, 0, src, ck[7], ln=14, col=len(r) + 5, scm=1, panel=term)))
    hits_src = [(i, ln) for i, ln in enumerate(src, 1) if "TAX_RATE" in ln]
    hits_tst = [(i, ln) for i, ln in enumerate(TESTS, 1) if "TAX_RATE" in ln]
    res = [("entry", "Search", "TAX_RATE", (130, 90), (270, 26)), ("entry", "Replace", "", (130, 120), (270, 26)),
           ("label", "", f"{len(hits_src) + len(hits_tst)} results in 2 files - Open in editor", (130, 152), (270, 20)),
           ("tree-item", "totals.py", "src/invoicer", (130, 176), (270, 22))]
    res += [("tree-item", ln.strip(), f"line {i}", (150, 198 + 22 * k), (250, 22)) for k, (i, ln) in enumerate(hits_src)]
    y = 198 + 22 * len(hits_src)
    res += [("tree-item", "test_totals.py", "tests", (130, y), (270, 22))]
    res += [("tree-item", ln.strip(), f"line {i}", (150, y + 22 + 22 * k), (250, 22)) for k, (i, ln) in enumerate(hits_tst)]
    t.append((code("pyautogui.typewrite('TAX_RATE')\ntime.sleep(1)"),
              vscode(F, [("label", "", "SEARCH", (130, 64), (200, 20))] + res, tabs, 0, src, ck[8], ln=14, col=len(r) + 5, scm=1, panel=term)))
    sc = [("label", "", "SOURCE CONTROL", (130, 64), (200, 20)), ("entry", "Message (Ctrl+Enter to commit on 'main')", "", (130, 90), (270, 60)),
          ("push-button", "Commit", "", (130, 156), (270, 28)), ("tree-item", "Changes", "1", (120, 196), (290, 22)),
          ("tree-item", "totals.py", "src/invoicer  M", (130, 218), (280, 22))]
    t.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"),
              vscode(F, sc, tabs, 0, src, ck[9], ln=14, col=len(r) + 5, scm=1, panel=term)))
    return dict(turns=t, bad=True, turn=7, kind="file content lost")


def vscode_clean() -> dict:
    """VS Code, clean: fix utils.py (jsn -> json; the error stays until 'import json' is added, then 1 -> 0), save
    (1 pending change), rename utils.py -> helpers.py (tab follows, 2 pending: U + D), stage all (git sees 1 rename)."""
    ck = clocks("Mar 22", "14:15", [0, 0, 1, 1, 2, 2, 2, 3, 3, 4])
    F = "weather-cli"
    utils = ["import os", "", "", "def load_config(path: str) -> dict:", '    with open(path, encoding="utf-8") as fh:',
             "        return jsn.load(fh)", "", "", "def api_key() -> str:", '    key = os.environ.get("WEATHER_API_KEY")',
             "    if not key:", '        raise RuntimeError("WEATHER_API_KEY is not set")', "    return key"]
    api = ["import requests", "", "from .utils import api_key", "", 'BASE = "https://api.openweathermap.org/data/2.5"', "", "",
           "def current(city: str) -> dict:", '    r = requests.get(f"{BASE}/weather", params={"q": city, "appid": api_key()}, timeout=10)',
           "    r.raise_for_status()", "    return r.json()"]

    def tree(u: str = "utils.py", deco: str = "") -> list:
        files = sorted(["api.py", "cli.py", u])
        return explorer("WEATHER-CLI", [("src", 0, "")] + [(f, 1, deco if f == u else "") for f in files] +
                        [("config.json", 0, ""), ("README.md", 0, ""), ("requirements.txt", 0, "")])
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['code', '/home/user/proj/weather-cli'])\ntime.sleep(5)"),
              vscode(F, tree(), [("api.py", False)], 0, api, ck[0], problems=(1, 2))))
    tabs = [("api.py", False), ("utils.py", False)]
    t.append((code("import pyautogui\npyautogui.click(240, 189)  # utils.py"), vscode(F, tree(), tabs, 1, utils, ck[1], problems=(1, 2))))
    utils[5] = "        return json.load(fh)"
    tabs = [("api.py", False), ("utils.py", True)]
    t.append((code("pyautogui.doubleClick(640, 206)  # the word jsn\npyautogui.typewrite('json')"),
              vscode(F, tree(), tabs, 1, utils, ck[2], ln=6, col=20, problems=(1, 2))))
    utils.insert(0, "import json")
    t.append((code("pyautogui.hotkey('ctrl', 'home')\npyautogui.typewrite('import json\\n')"),
              vscode(F, tree(), tabs, 1, utils, ck[3], ln=2, col=1, problems=(0, 2))))
    tabs = [("api.py", False), ("utils.py", False)]
    t.append((code("pyautogui.hotkey('ctrl', 's')"), vscode(F, tree(deco="M"), tabs, 1, utils, ck[4], ln=2, col=1, problems=(0, 2), scm=1)))
    cm = tuple(("menu-item", n, "", (250, 180 + 28 * i), (260, 28)) for i, n in enumerate(
        ["New File...", "New Folder...", "Open to the Side", "Open in Integrated Terminal", "Find in Folder...", "Cut", "Copy",
         "Copy Path", "Copy Relative Path", "Rename...", "Delete"]))
    t.append((code("pyautogui.rightClick(240, 189)  # utils.py"),
              vscode(F, tree(deco="M"), tabs, 1, utils, ck[5], ln=2, col=1, problems=(0, 2), scm=1, extra=cm)))
    ent = (("entry", "", "utils.py", (150, 178), (260, 22)),)
    t.append((code("pyautogui.click(320, 446)  # Rename..."),
              vscode(F, tree(deco="M"), tabs, 1, utils, ck[6], ln=2, col=1, problems=(0, 2), scm=1, extra=ent)))
    tabs = [("api.py", False), ("helpers.py", False)]
    t.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('helpers.py\\n')"),
              vscode(F, tree("helpers.py", "U"), tabs, 1, utils, ck[7], ln=2, col=1, problems=(0, 2), scm=2)))
    sc = [("label", "", "SOURCE CONTROL", (130, 64), (200, 20)), ("entry", "Message (Ctrl+Enter to commit on 'main')", "", (130, 90), (270, 60)),
          ("push-button", "Commit", "", (130, 156), (270, 28)), ("tree-item", "Changes", "2", (120, 196), (290, 22)),
          ("tree-item", "helpers.py", "src  U", (130, 218), (280, 22)), ("tree-item", "utils.py", "src  D", (130, 240), (280, 22))]
    t.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"), vscode(F, sc, tabs, 1, utils, ck[8], ln=2, col=1, problems=(0, 2), scm=2)))
    sc2 = sc[:3] + [("tree-item", "Staged Changes", "1", (120, 196), (290, 22)), ("tree-item", "helpers.py", "src  R", (130, 218), (280, 22))]
    t.append((code("pyautogui.click(380, 207)  # Stage All Changes (+)"), vscode(F, sc2, tabs, 1, utils, ck[9], ln=2, col=1, problems=(0, 2), scm=1)))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- System Monitor
def sysmon(tab: str, body: list, clock: str, extra: tuple = ()) -> str:
    b = [("frame", "System Monitor", "", W, WS)]
    b += [("page-tab", tb, "", (860 + 110 * i, 33), (104, 34)) for i, tb in enumerate(["Processes", "Resources", "File Systems"])]
    b += [("push-button", "Search", "", (1780, 33), (34, 34)), ("push-button", "Main Menu", "", (1830, 33), (34, 34))]
    return desk("System Monitor", b + body + list(extra), clock)


def procs(rows: list[tuple[str, int, int, str]]) -> list:
    b = [("table-column-header", c, "", (x, 76), (w, 28)) for c, x, w in
         [("Process Name", 80, 700), ("User", 780, 200), ("% CPU", 980, 160), ("ID", 1140, 160), ("Memory", 1300, 200)]]
    rows = sorted(rows, key=lambda r: (-r[1], r[0]))
    for i, (n, cpu, pid, mem) in enumerate(rows):
        y = 106 + 30 * i
        b += [("table-cell", "", n, (80, y), (700, 30)), ("table-cell", "", "user", (780, y), (200, 30)),
              ("table-cell", "", str(cpu), (980, y), (160, 30)), ("table-cell", "", str(pid), (1140, y), (160, 30)),
              ("table-cell", "", mem, (1300, y), (200, 30))]
    return b + [("push-button", "End Process", "", (1760, 1030), (140, 36))]


def sysmon_bad() -> dict:
    """System Monitor: end the runaway ffmpeg (PID 48213), look at Resources, back to Processes, File Systems.
    BAD at turn 6: the process list shows ffmpeg, PID 48213, again (ended at turn 4 and absent from the list there).
    CPU percentages of the other processes move between refreshes, which is normal."""
    ck = clocks("Mar 12", "16:03", [0, 0, 1, 1, 2, 2, 3])
    base = {"ffmpeg": 48213, "gnome-shell": 1874, "chrome": 5120, "Xwayland": 1912, "code": 6011, "pipewire-pulse": 1688,
            "gnome-system-monitor": 50377, "tracker-miner-fs-3": 1801, "nautilus": 4410, "gnome-terminal-server": 3317,
            "bash": 3342, "evolution-alarm-notify": 1990, "ibus-daemon": 1763}
    mem = {"ffmpeg": "412.8 MB", "gnome-shell": "318.4 MB", "chrome": "506.2 MB", "Xwayland": "64.9 MB", "code": "389.0 MB",
           "pipewire-pulse": "11.2 MB", "gnome-system-monitor": "38.6 MB", "tracker-miner-fs-3": "27.4 MB", "nautilus": "71.3 MB",
           "gnome-terminal-server": "48.0 MB", "bash": "5.1 MB", "evolution-alarm-notify": "22.7 MB", "ibus-daemon": "9.8 MB"}

    def snap(cpu: dict, drop: bool) -> list:
        return [(n, cpu.get(n, 0), pid, mem[n]) for n, pid in base.items() if not (drop and n == "ffmpeg")]
    c1 = {"ffmpeg": 96, "gnome-shell": 7, "chrome": 4, "Xwayland": 2, "code": 2, "pipewire-pulse": 1, "gnome-system-monitor": 1}
    c2 = {"ffmpeg": 97, "gnome-shell": 6, "chrome": 5, "Xwayland": 2, "code": 1, "pipewire-pulse": 1, "gnome-system-monitor": 2}
    c3 = {"ffmpeg": 95, "gnome-shell": 8, "chrome": 3, "Xwayland": 2, "code": 2, "pipewire-pulse": 1, "gnome-system-monitor": 1}
    c4 = {"gnome-shell": 4, "chrome": 3, "code": 2, "Xwayland": 1, "gnome-system-monitor": 1}
    c6 = {"ffmpeg": 96, "gnome-shell": 3, "chrome": 2, "code": 2, "Xwayland": 1, "gnome-system-monitor": 2, "pipewire-pulse": 1}
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['gnome-system-monitor'])\ntime.sleep(2)"), sysmon("Processes", procs(snap(c1, False)), ck[0])))
    cm = tuple(("menu-item", n, "", (300, 136 + 28 * i), (200, 28)) for i, n in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"]))
    t.append((code("import pyautogui\npyautogui.rightClick(300, 121)  # ffmpeg"), sysmon("Processes", procs(snap(c2, False)), ck[1], extra=cm)))
    dlg = (("dialog", "", "", (660, 400), (600, 220)), ("label", "", "End the selected process “ffmpeg” (PID: 48213)?", (690, 430), (540, 30)),
           ("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", (690, 470), (540, 60)),
           ("push-button", "Cancel", "", (690, 570), (260, 36)), ("push-button", "End Process", "", (970, 570), (260, 36)))
    t.append((code("pyautogui.click(400, 318)  # End"), sysmon("Processes", procs(snap(c3, False)), ck[2], extra=dlg)))
    t.append((code("pyautogui.click(1100, 588)  # End Process"), sysmon("Processes", procs(snap(c4, True)), ck[3])))
    res = [("label", "", "CPU", (100, 80), (100, 22))]
    res += [("label", "", f"CPU{i + 1} {v}%", (120 + 200 * i, 330), (180, 20)) for i, v in enumerate(["6.1", "3.9", "4.4", "2.0"])]
    res += [("label", "", "Memory and Swap", (100, 380), (200, 22)), ("label", "", "Memory 4.8 GB (31.0%) of 15.5 GB", (120, 640), (400, 20)),
            ("label", "", "Cache 3.1 GB", (120, 664), (400, 20)), ("label", "", "Swap 0 bytes (0.0%) of 2.1 GB", (700, 640), (400, 20)),
            ("label", "", "Network", (100, 700), (200, 22)), ("label", "", "Receiving 1.2 KiB/s", (120, 960), (300, 20)),
            ("label", "", "Total Received 1.4 GiB", (120, 984), (300, 20)), ("label", "", "Sending 0.4 KiB/s", (700, 960), (300, 20)),
            ("label", "", "Total Sent 212.5 MiB", (700, 984), (300, 20))]
    t.append((code("pyautogui.click(1022, 50)  # Resources"), sysmon("Resources", res, ck[4])))
    # contradiction: the ended ffmpeg process is listed again with the same PID
    t.append((code("pyautogui.click(912, 50)  # Processes"), sysmon("Processes", procs(snap(c6, False)), ck[5])))
    fs = [("table-column-header", c, "", (80 + 230 * i, 76), (220, 28)) for i, c in enumerate(["Device", "Directory", "Type", "Total", "Available", "Used"])]
    for r, vals in enumerate([("/dev/nvme0n1p2", "/", "ext4", "491.1 GB", "312.6 GB", "153.4 GB  33%"),
                              ("/dev/nvme0n1p1", "/boot/efi", "vfat", "536.9 MB", "530.8 MB", "6.1 MB  1%")]):
        fs += [("table-cell", "", v, (80 + 230 * i, 106 + 30 * r), (220, 30)) for i, v in enumerate(vals)]
    t.append((code("pyautogui.click(1132, 50)  # File Systems"), sysmon("File Systems", fs, ck[6])))
    return dict(turns=t, bad=True, turn=6, kind="killed process reappears")


# ---------------------------------------------------------------------------------------------- Calendar
def calendar(month: str, first_wd: int, ndays: int, events: dict[int, list[tuple[str, str]]], clock: str, extra: tuple = ()) -> str:
    b = [("frame", "Calendar", "", W, WS), ("push-button", "New Event", "", (80, 33), (34, 34)), ("push-button", "Today", "", (124, 33), (70, 34)),
         ("push-button", "Previous", "", (200, 33), (34, 34)), ("push-button", "Next", "", (236, 33), (34, 34)),
         ("toggle-button", "Week", "", (880, 33), (80, 34)), ("toggle-button", "Month", "", (962, 33), (80, 34)),
         ("push-button", "Search", "", (1780, 33), (34, 34)), ("push-button", "Main Menu", "", (1830, 33), (34, 34)),
         ("label", "", month, (300, 80), (300, 36))]
    b += [("label", "", d, (72 + 264 * i, 124), (264, 24)) for i, d in enumerate(["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])]
    for d in range(1, ndays + 1):
        cell = first_wd + d - 1
        x, y = 72 + 264 * (cell % 7), 150 + 150 * (cell // 7)
        b.append(("label", "", str(d), (x + 220, y + 4), (36, 24)))
        for k, (tm, ti) in enumerate(events.get(d, [])):
            b.append(("push-button", ti, tm, (x + 6, y + 32 + 26 * k), (252, 24)))
    return desk("Calendar", b + list(extra), clock)


def calendar_clean() -> dict:
    """GNOME Calendar, clean: create 'Dentist' on 14 March (all-day by default, changed to 15:30-16:30), delete the
    'Team lunch' on the 15th, go to April (recurring Monday 'Team sync' and monthly 'Rent due' appear there), back to March."""
    ck = clocks("Mar 12", "12:40", [0, 0, 1, 2, 2, 3, 3, 4, 4])
    mar = {1: [("", "Rent due")], 4: [("09:30", "Team sync")], 11: [("09:30", "Team sync")], 15: [("12:30", "Team lunch")],
           18: [("09:30", "Team sync")], 22: [("", "Mum's birthday")], 25: [("09:30", "Team sync")], 28: [("14:00", "Sprint review")]}
    apr = {1: [("", "Rent due"), ("09:30", "Team sync")], 8: [("09:30", "Team sync")], 15: [("09:30", "Team sync")],
           22: [("09:30", "Team sync")], 29: [("09:30", "Team sync")]}
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['gnome-calendar'])\ntime.sleep(2)"), calendar("March 2024", 5, 31, mar, ck[0])))
    pop = (("label", "", "New Event on Thursday, March 14", (1200, 420), (300, 22)), ("entry", "", "", (1200, 450), (300, 32)),
           ("push-button", "Edit Details…", "", (1200, 494), (140, 32)), ("push-button", "Create", "", (1380, 494), (120, 32)))
    t.append((code("import pyautogui\npyautogui.doubleClick(1200, 520)  # 14 March"), calendar("March 2024", 5, 31, mar, ck[1], extra=pop)))

    def editor(allday: bool, s: str, e: str) -> tuple:
        b = [("dialog", "Dentist", "", (660, 200), (600, 640)), ("push-button", "Cancel", "", (670, 206), (80, 32)),
             ("push-button", "Done", "", (1170, 206), (80, 32)), ("entry", "Title", "Dentist", (700, 260), (520, 32)),
             ("combo-box", "Calendar", "Personal", (700, 300), (200, 30)), ("entry", "Location", "", (700, 340), (520, 32)),
             ("toggle-button", "All Day", "on" if allday else "off", (1150, 390), (50, 28)),
             ("entry", "Starts", s, (700, 430), (520, 32)), ("entry", "Ends", e, (700, 470), (520, 32)),
             ("combo-box", "Repeat", "No Repeat", (700, 520), (200, 30)), ("push-button", "Add Reminder…", "", (700, 570), (160, 30)),
             ("text", "Notes", "", (700, 620), (520, 120)), ("push-button", "Delete Event", "", (700, 780), (140, 32))]
        return tuple(b)
    t.append((code("pyautogui.typewrite('Dentist')\npyautogui.click(1270, 510)  # Edit Details…"),
              calendar("March 2024", 5, 31, mar, ck[2], extra=editor(True, "03/14/2024", "03/14/2024"))))
    t.append((code("pyautogui.click(1175, 404)  # All Day off\npyautogui.tripleClick(1100, 446)\npyautogui.typewrite('03/14/2024 15:30')\npyautogui.tripleClick(1100, 486)\npyautogui.typewrite('03/14/2024 16:30')"),
              calendar("March 2024", 5, 31, mar, ck[3], extra=editor(False, "03/14/2024 15:30", "03/14/2024 16:30"))))
    mar[14] = [("15:30", "Dentist")]
    t.append((code("pyautogui.click(1210, 222)  # Done"), calendar("March 2024", 5, 31, mar, ck[4])))
    lp = (("label", "", "Team lunch", (1460, 460), (300, 26)), ("label", "", "Friday, March 15, 12:30 – 13:30", (1460, 490), (300, 22)),
          ("label", "", "Trattoria Da Gino", (1460, 516), (300, 22)), ("push-button", "Edit", "", (1680, 552), (80, 30)))
    t.append((code("pyautogui.click(1460, 494)  # Team lunch"), calendar("March 2024", 5, 31, mar, ck[5], extra=lp)))
    del mar[15]
    toast = (("label", "", "Event deleted", (860, 990), (200, 36)), ("push-button", "Undo", "", (1070, 990), (70, 36)))
    t.append((code("pyautogui.click(1720, 567)  # Edit\ntime.sleep(1)\npyautogui.click(770, 796)  # Delete Event"),
              calendar("March 2024", 5, 31, mar, ck[6], extra=toast)))
    t.append((code("pyautogui.click(253, 50)  # Next"), calendar("April 2024", 1, 30, apr, ck[7])))
    t.append((code("pyautogui.click(159, 50)  # Today"), calendar("March 2024", 5, 31, mar, ck[8])))
    return dict(turns=t, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------------------------------------- Disks
def disks(vol: dict, clock: str, extra: tuple = ()) -> str:
    b = [("frame", "Disks", "", W, WS), ("push-button", "Main Menu", "", (80, 33), (34, 34)),
         ("list-item", "500 GB Disk", "Samsung SSD 980 500GB", (80, 80), (380, 60)),
         ("list-item", "32 GB Drive", "SanDisk Ultra", (80, 140), (380, 60)),
         ("label", "", "32 GB Drive", (1100, 36), (200, 22)), ("label", "", "/dev/sdb", (1100, 58), (200, 18)),
         ("push-button", "Power off", "", (1780, 33), (34, 34)), ("push-button", "Drive Options", "", (1830, 33), (34, 34)),
         ("label", "Model", "SanDisk Ultra (1.00)", (720, 100), (600, 22)), ("label", "Serial Number", "4C530001180614114532", (720, 126), (600, 22)),
         ("label", "Size", "31 GB (30,752,636,928 bytes)", (720, 152), (600, 22)), ("label", "Partitioning", "Master Boot Record", (720, 178), (600, 22)),
         ("label", "", "Volumes", (500, 230), (200, 22)),
         ("push-button", f"{vol['label']} Partition 1 31 GB FAT", "", (500, 260), (1380, 100)),
         ("push-button", "Unmount selected partition" if vol["mounted"] else "Mount selected partition", "", (500, 366), (34, 34)),
         ("push-button", "Delete selected partition", "", (540, 366), (34, 34)), ("push-button", "Additional partition options", "", (580, 366), (34, 34)),
         ("label", "Size", vol["size"], (720, 420), (700, 22)), ("label", "Device", "/dev/sdb1", (720, 446), (700, 22)),
         ("label", "UUID", vol["uuid"], (720, 472), (700, 22)), ("label", "Partition Type", "W95 FAT32 (LBA)", (720, 498), (700, 22)),
         ("label", "Contents", "FAT (32-bit version) — " + (f"Mounted at /media/user/{vol['label']}" if vol["mounted"] else "Not Mounted"), (720, 524), (700, 22))]
    return desk("Disks", b + list(extra), clock)


def disks_bad() -> dict:
    """Disks: unmount the SanDisk stick, format it as FAT with the name BACKUP, mount it again.
    BAD at turn 3: the top-bar clock reads 14:03 right after it read 14:06 at turn 2 (time goes backwards);
    later turns continue 14:07, 14:08 ... consistently with turns 1-2."""
    ck = clocks("Mar 23", "14:05", [0, 1, -2, 2, 2, 3, 4])  # turn 3: contradiction (clock goes backwards)
    full = "31 GB (30,752,636,928 bytes)"
    v = {"label": "SANDISK", "mounted": True, "size": "31 GB — 18 GB free (41.9% full)", "uuid": "5A1C-9F3E"}
    t = []
    t.append((code("import subprocess, time\nsubprocess.Popen(['gnome-disks'])\ntime.sleep(2)\nimport pyautogui\npyautogui.click(270, 170)  # 32 GB Drive"),
              disks(v, ck[0])))
    v.update(mounted=False, size=full)
    t.append((code("pyautogui.click(517, 383)  # Unmount"), disks(v, ck[1])))
    menu = tuple(("menu-item", n, "", (600, 404 + 28 * i), (260, 28)) for i, n in enumerate(
        ["Format Partition…", "Edit Partition…", "Resize…", "Edit Filesystem…", "Check Filesystem…", "Repair Filesystem…",
         "Take Ownership…", "Edit Mount Options…", "Create Partition Image…", "Restore Partition Image…", "Benchmark Partition…"]))
    t.append((code("pyautogui.click(597, 383)  # Additional partition options"), disks(v, ck[2], extra=menu)))

    def fmt(name: str) -> tuple:
        return (("dialog", "Format Volume", "", (660, 300), (600, 420)), ("push-button", "Cancel", "", (670, 306), (80, 32)),
                ("push-button", "Next", "", (1170, 306), (80, 32)), ("entry", "Volume Name", name, (800, 360), (420, 32)),
                ("label", "", "For example: “Angela’s Files” or “Backup”.", (800, 396), (420, 20)),
                ("toggle-button", "Erase", "off", (1170, 430), (50, 28)),
                ("radio-button", "Internal disk for use with Linux systems only (Ext4)", "", (700, 490), (500, 24)),
                ("radio-button", "For use with Windows (NTFS)", "", (700, 520), (500, 24)),
                ("radio-button", "For use with all systems and devices (FAT)", "selected", (700, 550), (500, 24)),
                ("radio-button", "Other", "", (700, 580), (500, 24)))
    t.append((code("pyautogui.click(730, 418)  # Format Partition…"), disks(v, ck[3], extra=fmt(""))))
    conf = (("dialog", "Format Volume", "", (660, 300), (600, 420)), ("push-button", "Back", "", (670, 306), (80, 32)),
            ("push-button", "Format", "", (1160, 306), (90, 32)), ("label", "", "Confirm Details", (880, 312), (160, 22)),
            ("label", "", "Warning: all data on the volume will be lost", (700, 380), (520, 22)),
            ("label", "", "Make sure important data is backed up. This action cannot be undone.", (700, 406), (520, 22)),
            ("label", "", "Affected Devices", (700, 460), (520, 22)),
            ("label", "", "Partition 1 of 32 GB Drive — SanDisk Ultra (/dev/sdb1)", (720, 486), (500, 22)))
    t.append((code("pyautogui.typewrite('BACKUP')\npyautogui.click(1210, 322)  # Next"), disks(v, ck[4], extra=conf)))
    v.update(label="BACKUP", uuid="7E21-04B8")
    t.append((code("pyautogui.click(1205, 322)  # Format\ntime.sleep(6)"), disks(v, ck[5])))
    v.update(mounted=True, size="31 GB — 31 GB free (0.0% full)")
    t.append((code("pyautogui.click(517, 383)  # Mount"), disks(v, ck[6])))
    return dict(turns=t, bad=True, turn=3, kind="clock goes backwards")


# ---------------------------------------------------------------------------------------------- main
ORDER = [files_bad, calc_clean, gimp_bad, gedit_clean, terminal_clean, writer_bad, chrome_bad, impress_clean, vscode_clean,
         thunderbird_bad, settings_bad, updater_clean, vlc_clean, calc_bad, vlc_bad, gimp_clean, files_clean, vscode_bad,
         calendar_clean, sysmon_bad, thunderbird_clean, disks_bad]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, fn in enumerate(ORDER, 1):
        d = fn()
        rs.add(task="os", tid=f"h8-os-{i:02d}", system=OS_SYSTEM, turns=d["turns"], bad=d["bad"], turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
