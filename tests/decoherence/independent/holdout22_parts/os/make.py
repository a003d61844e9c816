# ruff: noqa: E501
"""holdout22, domain os: 22 Ubuntu GNOME desktop trajectories (11 with exactly one contradiction, 11 clean).

Each observation is the desktop accessibility table (``OS_HDR`` columns) the world model is asked to
produce after a pyautogui / app-helper code block. Screens are generated from small state models so that
every value that should stay fixed does stay fixed, and the one drifted detail of each bad trajectory is
injected explicitly (see the ``kind`` of its label).
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

Rows = list[str]


def R(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "",
      pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> str:
    """One accessibility row; tabs inside a multi-line text cell are expanded as a terminal would."""
    text = "\n".join(line.expandtabs(8) for line in text.split("\n"))
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer",
        "Ubuntu Software", "Help"]


def scr(app: str, clock: str, rows: Rows, dock: list[str] | None = None, night: bool = False) -> str:
    out = [OS_HDR, R("push-button", "Activities", "", "", "", (0, 0), (100, 27))]
    if app:
        out.append(R("menu", app, "", "", "", (108, 0), (len(app) * 9 + 40, 27)))
    out.append(R("label", "", clock, "", "", (884, 0), (152, 27)))
    if night:
        out.append(R("icon", "Night Light", "", "", "Night Light On", (1742, 0), (24, 27)))
    out.append(R("menu", "System", "", "", "", (1776, 0), (144, 27)))
    out += rows
    if dock is None:
        dock = DOCK
    y = 84
    for d in dock:
        out.append(R("push-button", d, "", "", "", (0, y), (70, 64)))
        y += 70
    if dock:
        out.append(R("toggle-button", "Show Applications", "", "", "", (0, 1006), (70, 70)))
    return "\n".join(out)


def g(v: float) -> str:
    """LibreOffice 'General' number display."""
    s = f"{round(v, 9):.10g}"
    return s if "e" not in s else f"{v:.2f}"


def cur(v: float) -> str:
    return f"${v:,.2f}"


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def hhmmss(sec: int) -> str:
    return f"{sec // 3600:02d}:{sec % 3600 // 60:02d}:{sec % 60:02d}"


# ---------------------------------------------------------------- LibreOffice Calc

CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TB = ["Load URL", "New", "Templates", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy",
           "Paste", "Clone Formatting", "Undo", "Redo", "Find & Replace", "Spelling", "Row", "Column",
           "Sort", "Sort Ascending", "Sort Descending", "AutoFilter", "Image", "Chart", "Pivot Table",
           "Special Character", "Hyperlink", "Comment", "Headers and Footers", "Define Print Area",
           "Freeze Rows and Columns", "Split Window", "Show Draw Functions"]
COLX = {"A": (70, 150), "B": (220, 100), "C": (320, 100), "D": (420, 100), "E": (520, 110), "F": (630, 100)}


def calc_scr(fname: str, clock: str, cells: dict[str, str], namebox: str, formula: str, stat: str,
             modified: bool, nrows: int, cols: str = "ABCDE", selection: str = "", extra: Rows | None = None,
             bold_row: int | None = None) -> str:
    rows: Rows = [R("frame", f"{fname} - LibreOffice Calc", "", "", "", (70, 27), (1850, 1053))]
    x = 70
    for m in CALC_MENUS:
        rows.append(R("menu", m, "", "", "", (x, 58), (len(m) * 8 + 16, 24)))
        x += len(m) * 8 + 16
    x = 74
    for t in CALC_TB:
        rows.append(R("push-button", t, "", "", "", (x, 86), (28, 28)))
        x += 31
    rows.append(R("combo-box", "Font Name", "Liberation Sans", "", "", (74, 120), (190, 26)))
    rows.append(R("combo-box", "Font Size", "10 pt", "", "", (268, 120), (60, 26)))
    for t in ["Bold", "Italic", "Underline", "Align Left", "Align Center", "Align Right", "Format as Currency",
              "Format as Percent", "Format as Number", "Format as Date", "Add Decimal Place", "Delete Decimal Place"]:
        rows.append(R("toggle-button" if t in ("Bold", "Italic", "Underline") else "push-button", t, "", "", "",
                      (x % 1500 + 340, 120), (28, 26)))
        x += 31
    rows.append(R("combo-box", "Name Box", namebox, "", "", (74, 152), (120, 24)))
    rows.append(R("push-button", "Function Wizard", "", "", "", (200, 152), (24, 24)))
    rows.append(R("push-button", "Select Function", "", "", "", (226, 152), (24, 24)))
    rows.append(R("paragraph", "Input line", formula, "", "", (280, 152), (1620, 24)))
    for c in cols:
        cx, cw = COLX[c]
        rows.append(R("table-column-header", c, "", "", "", (cx, 182), (cw, 20)))
    for r in range(1, nrows + 1):
        rows.append(R("table-row-header", str(r), "", "", "", (40, 182 + 20 * r), (30, 20)))
        for c in cols:
            key = f"{c}{r}"
            if key in cells:
                cx, cw = COLX[c]
                desc = "Bold" if bold_row == r else ""
                rows.append(R("table-cell", key, cells[key], "", desc, (cx, 182 + 20 * r), (cw, 20)))
    rows += extra or []
    rows.append(R("page-tab", "Sheet1", "", "", "", (120, 1000), (70, 24)))
    rows.append(R("label", "", "Sheet 1 of 1", "", "", (70, 1028), (110, 22)))
    rows.append(R("label", "", "Default", "", "", (190, 1028), (90, 22)))
    rows.append(R("label", "", "English (USA)", "", "", (290, 1028), (110, 22)))
    if selection:
        rows.append(R("label", "", selection, "", "", (420, 1028), (220, 22)))
    rows.append(R("label", "", "Document modified" if modified else "The document has not been modified since the last save.", "", "", (660, 1028), (24, 22)))
    rows.append(R("label", "", stat, "", "", (980, 1028), (380, 22)))
    rows.append(R("slider", "Zoom", "100%", "", "", (1700, 1028), (130, 22)))
    return scr("LibreOffice Calc", clock, rows)


def t01(rs: RowSet) -> None:
    """Calc budget: edits, currency formatting, an inserted row, a sort. Clean."""
    fname = "budget_q2.ods"
    data = [["Rent", 1450, 1450, 1450], ["Utilities", 182.4, 167.15, 143.9], ["Groceries", 612.33, 588.1, 640.75],
            ["Transport", 96, 120.5, 88.25], ["Internet", 59.99, 59.99, 59.99], ["Insurance", 210, 210, 210]]
    curfmt: set[str] = set()

    def cells(rows: list[list], total_row: int) -> dict[str, str]:
        c = {"A1": "Category", "B1": "April", "C1": "May", "D1": "June", "E1": "Total"}
        for i, row in enumerate(rows, 2):
            c[f"A{i}"] = row[0]
            for j, col in enumerate("BCD", 1):
                c[f"{col}{i}"] = cur(row[j]) if f"{col}{i}" in curfmt else g(row[j])
            tot = sum(row[1:4])
            c[f"E{i}"] = cur(tot) if f"E{i}" in curfmt else g(tot)
        c[f"A{total_row}"] = "Total"
        for j, col in enumerate("BCD", 1):
            c[f"{col}{total_row}"] = g(sum(r[j] for r in rows))
        c[f"E{total_row}"] = g(sum(sum(r[1:4]) for r in rows))
        return c

    def stat(vals: list[float], money: bool = False) -> str:
        f = cur if money else g
        return f"Average: {f(sum(vals) / len(vals))}; Sum: {f(sum(vals))}"

    clock = "Mar 14 09:1{}"
    state = ("Task: in ~/Documents/budget_q2.ods set April utilities to 191.20, show the monthly figures as currency, "
             "add a 'Streaming' line (15.49, 15.49, 22.99) above Insurance, sort the expense lines by their total "
             "(largest first) and save.\n\n"
             + calc_scr(fname, clock.format(1), cells(data, 8), "A1", "Category", "Average: ; Sum: 0", False, 9))
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(270, 242)  # B3"),
                  calc_scr(fname, clock.format(2), cells(data, 8), "B3", "182.4", stat([182.4]), False, 9)))
    data[1][1] = 191.2
    turns.append((code("pyautogui.typewrite('191.2\\n', interval=0.05)"),
                  calc_scr(fname, clock.format(2), cells(data, 8), "B4", "612.33", stat([612.33]), True, 9)))
    vals = [v for r in data for v in r[1:4]]
    turns.append((code("pyautogui.click(130, 164)  # Name Box\npyautogui.typewrite('B2:D7\\n')"),
                  calc_scr(fname, clock.format(3), cells(data, 8), "B2:D7", "1450", stat(vals), True, 9,
                           selection="Selected: 6 rows, 3 columns")))
    for i in range(2, 8):
        for col in "BCD":
            curfmt.add(f"{col}{i}")
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', '4')  # Format as Currency"),
                  calc_scr(fname, clock.format(3), cells(data, 8), "B2:D7", "1450", stat(vals, True), True, 9,
                           selection="Selected: 6 rows, 3 columns")))
    data.insert(5, ["Streaming", 15.49, 15.49, 22.99])
    curfmt.update({"B7", "C7", "D7", "E7"})
    # rows 7 (Streaming) and 8 (Insurance): Insurance keeps its currency cells after the shift
    curfmt.update({"B8", "C8", "D8"})
    turns.append((code("""
pyautogui.click(140, 322)  # A7 (Insurance)
pyautogui.click(545, 70)   # Sheet menu
pyautogui.click(600, 118)  # Insert Rows > Rows Above
pyautogui.typewrite('Streaming\\t$15.49\\t$15.49\\t$22.99\\t=SUM(B7:D7)\\n', interval=0.03)
"""), calc_scr(fname, clock.format(5), cells(data, 9), "A8", "Insurance", "Average: ; Sum: 0", True, 10)))
    # sort A2:E8 by E descending
    fmt_rows = {}
    for i, row in enumerate(data, 2):
        fmt_rows[row[0]] = {col: f"{col}{i}" in curfmt for col in "BCDE"}
    data.sort(key=lambda r: -sum(r[1:4]))
    curfmt.clear()
    for i, row in enumerate(data, 2):
        for col in "BCDE":
            if fmt_rows[row[0]][col]:
                curfmt.add(f"{col}{i}")
    block = [v for r in data for v in r[1:4]] + [sum(r[1:4]) for r in data]
    turns.append((code("""
pyautogui.click(130, 164)
pyautogui.typewrite('A2:E8\\n')
pyautogui.click(505, 70)   # Data
pyautogui.click(530, 96)   # Sort...
pyautogui.click(820, 380)  # Sort Key 1
pyautogui.click(820, 470)  # Column E
pyautogui.click(1020, 412) # Descending
pyautogui.click(1110, 730) # OK
"""), calc_scr(fname, clock.format(6), cells(data, 9), "A2:E8", "Rent", stat(block), True, 10,
               selection="Selected: 7 rows, 5 columns")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  calc_scr(fname, clock.format(7), cells(data, 9), "A2:E8", "Rent", stat(block), False, 10,
                           selection="Selected: 7 rows, 5 columns")))
    grand = sum(sum(r[1:4]) for r in data)
    turns.append((code("pyautogui.click(575, 362)  # E9"),
                  calc_scr(fname, clock.format(7), cells(data, 9), "E9", "=SUM(E2:E8)", stat([grand]), False, 10)))
    rs.add(task="os", tid="h22-os-01", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


def t11(rs: RowSet) -> None:
    """Calc order lines: the status-bar Sum of a selection does not match its cells. Bad at turn 4."""
    fname = "order_lines.ods"
    items = [["USB-C cable 2m", "CB-2201", 12, 7.45], ["HDMI adapter", "AD-0417", 5, 18.9],
             ["Laptop stand", "ST-1100", 3, 42.5], ["Wireless mouse", "MS-3302", 8, 24.99],
             ["Keyboard (DE)", "KB-7781", 4, 56], ["Monitor arm", "MA-2040", 2, 89.95],
             ["Webcam 1080p", "WC-1080", 6, 39.5], ["Headset", "HS-5005", 7, 31.2]]

    def cells() -> dict[str, str]:
        c = {"A1": "Item", "B1": "SKU", "C1": "Qty", "D1": "Unit price", "E1": "Line total"}
        for i, (a, b, q, p) in enumerate(items, 2):
            c.update({f"A{i}": a, f"B{i}": b, f"C{i}": str(q), f"D{i}": g(p), f"E{i}": g(q * p)})
        c["A10"] = "Total"
        c["C10"] = str(sum(it[2] for it in items))
        c["E10"] = g(sum(it[2] * it[3] for it in items))
        return c

    def st(vals: list[float]) -> str:
        return f"Average: {g(sum(vals) / len(vals))}; Sum: {g(sum(vals))}"

    clock = "Mar 14 16:{}"
    state = ("Task: in order_lines.ods change the wireless mouse quantity to 10, check the unit prices and line "
             "totals, make the Total row bold and save a copy as order_lines.xlsx.\n\n"
             + calc_scr(fname, clock.format("02"), cells(), "A1", "Item", "Average: ; Sum: 0", False, 10))
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(370, 282)  # C5"),
                  calc_scr(fname, clock.format("02"), cells(), "C5", "8", st([8]), False, 10)))
    items[3][2] = 10
    turns.append((code("pyautogui.typewrite('10\\n')"),
                  calc_scr(fname, clock.format("03"), cells(), "C6", "4", st([4]), True, 10)))
    turns.append((code("pyautogui.click(130, 164)\npyautogui.typewrite('D2:D9\\n')"),
                  calc_scr(fname, clock.format("03"), cells(), "D2:D9", "7.45", st([it[3] for it in items]), True, 10,
                           selection="Selected: 8 rows, 1 column")))
    tot = [it[2] * it[3] for it in items]
    true_sum = g(sum(tot))
    assert true_sum == "1420.6", true_sum
    bad_stat = f"Average: {g(sum(tot) / 8)}; Sum: 1402.6"
    turns.append((code("pyautogui.click(130, 164)\npyautogui.typewrite('E2:E9\\n')"),
                  calc_scr(fname, clock.format("04"), cells(), "E2:E9", "=C2*D2", bad_stat, True, 10,
                           selection="Selected: 8 rows, 1 column")))
    turns.append((code("pyautogui.click(130, 164)\npyautogui.typewrite('A10:E10\\n')\npyautogui.hotkey('ctrl', 'b')"),
                  calc_scr(fname, clock.format("04"), cells(), "A10:E10", "Total", st([sum(it[2] for it in items), sum(tot)]), True, 10,
                           selection="Selected: 1 row, 5 columns", bold_row=10)))
    dlg = [R("dialog", "Keep Current Format", "", "", "", (720, 420), (480, 190)),
           R("label", "", "Use Excel 2007-365!", "", "", (740, 440), (440, 20)),
           R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cExcel 2007-365\u201d.\nUse the default ODF file format to be sure that the document is saved correctly.", "", "", (740, 470), (440, 60)),
           R("check-box", "Ask when not saving in ODF or default format", "", "", "checked", (740, 540), (300, 20)),
           R("push-button", "Use Excel 2007-365!", "", "", "", (740, 570), (170, 30)),
           R("push-button", "Use ODF Format!", "", "", "", (1030, 570), (150, 30))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 's')
pyautogui.typewrite('order_lines.xlsx')
pyautogui.click(1300, 760)  # file type: Excel 2007-365 (.xlsx)
pyautogui.press('enter')
"""), calc_scr(fname, clock.format("05"), cells(), "A10:E10", "Total", st([sum(it[2] for it in items), sum(tot)]), True, 10,
               selection="Selected: 1 row, 5 columns", extra=dlg, bold_row=10)))
    turns.append((code("pyautogui.click(825, 585)  # Use Excel 2007-365!"),
                  calc_scr("order_lines.xlsx", clock.format("05"), cells(), "A10:E10", "Total",
                           st([sum(it[2] for it in items), sum(tot)]), False, 10,
                           selection="Selected: 1 row, 5 columns", bold_row=10)))
    rs.add(task="os", tid="h22-os-11", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="status-bar Sum of the selected line totals does not match the cells or the Total cell (1402.6 vs 1420.6; the average still fits 1420.6)")


# ---------------------------------------------------------------- Files (Nautilus) and Terminal

SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos",
           "Trash", "Other Locations"]


def files_scr(clock: str, path: list[str], items: list[tuple[str, str, str]], selected: str | None = None,
              status: str | None = None, sort: str = "Name", extra: Rows | None = None, location_col: bool = False,
              search: str | None = None, title: str | None = None) -> str:
    title = title or path[-1]
    rows: Rows = [R("frame", title, "", "", "", (70, 27), (1200, 800)),
                  R("push-button", "Back", "", "", "", (250, 35), (34, 34)),
                  R("push-button", "Forward", "", "", "", (286, 35), (34, 34))]
    if search is None:
        x = 330
        for p in path:
            rows.append(R("toggle-button", p, "", "", "", (x, 35), (len(p) * 9 + 40, 34)))
            x += len(p) * 9 + 44
    else:
        rows.append(R("text", "Search", search, "", "", (330, 35), (560, 34)))
    rows += [R("toggle-button", "Search", "", "", "", (1040, 35), (34, 34)),
             R("push-button", "View options", "", "", "", (1080, 35), (50, 34)),
             R("toggle-button", "List View", "", "", "checked", (1134, 35), (34, 34)),
             R("push-button", "Main Menu", "", "", "", (1174, 35), (34, 34))]
    y = 80
    for s in SIDEBAR:
        rows.append(R("list-item", s, "", "", "selected" if (search is None and s == path[-1]) else "", (70, y), (170, 34)))
        y += 36
    heads = ["Name", "Size"] + (["Location"] if location_col else []) + ["Modified", "Star"]
    x = 250
    for h in heads:
        desc = "sorted ascending" if h == sort else ""
        rows.append(R("table-column-header", h, "", "", desc, (x, 78), (300 if h == "Name" else 120, 28)))
        x += 300 if h == "Name" else 120
    y = 108
    for it in items:
        desc = "selected" if it[0] == selected else ""
        x = 250
        for k, val in enumerate(it):
            rows.append(R("table-cell", "", val, "", desc if k == 0 else "", (x, y), (300 if k == 0 else 120, 36)))
            x += 300 if k == 0 else 120
        y += 36
    if status:
        rows.append(R("label", "", status, "", "", (820, 770), (420, 30)))
    rows += extra or []
    return scr("Files", clock, rows)


class Term:
    """A gnome-terminal screen: the last ``height`` lines of the scrollback."""

    def __init__(self, user: str, host: str, cwd: str, history: str = "", height: int = 38) -> None:
        self.user, self.host, self.cwd, self.height = user, host, cwd, height
        self.lines = history.split("\n") if history else []
        self.lines.append(self.prompt())

    def prompt(self) -> str:
        home = f"/home/{self.user}"
        cwd = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        return f"{self.user}@{self.host}:{cwd}$ "

    def run(self, cmd: str, out: str = "") -> None:
        self.lines[-1] += cmd
        if out:
            self.lines += out.rstrip("\n").split("\n")
        self.lines.append(self.prompt())

    def text(self) -> str:
        return "\n".join(self.lines[-self.height:])


def term_scr(clock: str, t: Term) -> str:
    home = f"/home/{t.user}"
    cwd = "~" + t.cwd[len(home):] if t.cwd.startswith(home) else t.cwd
    title = f"{t.user}@{t.host}: {cwd}"
    rows = [R("frame", title, "", "", "", (330, 120), (1100, 760)),
            R("push-button", "New Tab", "", "", "", (340, 128), (34, 34)),
            R("label", title, "", "", "", (700, 132), (360, 24)),
            R("push-button", "Search", "", "", "", (1300, 128), (34, 34)),
            R("push-button", "Menu", "", "", "", (1340, 128), (34, 34)),
            R("push-button", "Close", "", "", "", (1390, 128), (34, 34)),
            R("terminal", "Terminal", t.text(), "", "", (330, 168), (1100, 712))]
    return scr("Terminal", clock, rows)


def t02(rs: RowSet) -> None:
    """Nautilus: rename, new folder, move; a later listing shows the renamed file under its old name. Bad at 7."""
    clock = "Mar 14 10:{}"
    # name, size text, bytes, modified, is_folder
    items = [["IMG_20240312_1045.jpg", "2.4 MB", 2417312, "Mar 12", False],
             ["invoice_2023_final.pdf", "318.2 kB", 318204, "Mar 9", False],
             ["ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", 4927586304, "Feb 22", False],
             ["meeting-notes.odt", "24.6 kB", 24577, "Yesterday", False],
             ["Screenshot from 2024-03-13 16-20-41.png", "611.0 kB", 611034, "Yesterday", False],
             ["zoom_amd64.deb", "162.4 MB", 162398104, "Mar 1", False],
             ["report-draft (1).docx", "87.3 kB", 87311, "Mar 11", False],
             ["wallpapers", "14 items", 14, "Feb 28", True],
             ["node-v20.11.1-linux-x64.tar.xz", "25.4 MB", 25421380, "Mar 5", False]]

    def by_name(its: list) -> list[tuple[str, str, str]]:
        s = sorted(its, key=lambda i: (not i[4], i[0].casefold()))
        return [(i[0], i[1], i[3]) for i in s]

    def by_size(its: list) -> list[tuple[str, str, str]]:
        s = sorted(its, key=lambda i: (not i[4], i[2]))
        return [(i[0], i[1], i[3]) for i in s]

    home_items = [("Desktop", "0 items", "Jan 30"), ("Documents", "23 items", "Yesterday"), ("Downloads", "9 items", "Yesterday"),
                  ("Music", "4 items", "Feb 3"), ("Pictures", "118 items", "Mar 10"), ("Public", "0 items", "Jan 30"),
                  ("snap", "3 items", "Feb 22"), ("Templates", "0 items", "Jan 30"), ("Videos", "2 items", "Feb 17")]
    state = ("Task: in ~/Downloads rename IMG_20240312_1045.jpg to passport_scan.jpg, create a folder 'Taxes 2023' and "
             "move invoice_2023_final.pdf into it, then check the folder's properties.\n\n"
             + files_scr(clock.format(18), ["Home"], home_items, title="Home"))
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(155, 278)  # Downloads in the sidebar"),
                  files_scr(clock.format(18), ["Home", "Downloads"], by_name(items))))
    pop = [R("dialog", "Rename File", "", "", "", (420, 190), (360, 120)),
           R("label", "", "File name", "", "", (440, 200), (320, 20)),
           R("text", "", "IMG_20240312_1045.jpg", "", "selection 0-17", (440, 226), (320, 34)),
           R("push-button", "Rename", "", "", "", (680, 268), (80, 32))]
    turns.append((code("pyautogui.click(400, 162)  # IMG_20240312_1045.jpg\npyautogui.press('f2')"),
                  files_scr(clock.format(19), ["Home", "Downloads"], by_name(items), selected="IMG_20240312_1045.jpg",
                            status="\u201cIMG_20240312_1045.jpg\u201d selected (2.4 MB)", extra=pop)))
    items[0][0] = "passport_scan.jpg"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('passport_scan.jpg\\n', interval=0.04)"),
                  files_scr(clock.format(19), ["Home", "Downloads"], by_name(items), selected="passport_scan.jpg",
                            status="\u201cpassport_scan.jpg\u201d selected (2.4 MB)")))
    items.append(["Taxes 2023", "0 items", 0, "10:22", True])
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')\npyautogui.typewrite('Taxes 2023\\n', interval=0.04)"),
                  files_scr(clock.format(22), ["Home", "Downloads"], by_name(items), selected="Taxes 2023",
                            status="\u201cTaxes 2023\u201d selected (containing 0 items)")))
    inv = items.pop(1)
    turns.append((code("""
pyautogui.click(400, 198)  # invoice_2023_final.pdf
pyautogui.hotkey('ctrl', 'x')
pyautogui.doubleClick(400, 126)  # Taxes 2023
pyautogui.hotkey('ctrl', 'v')
"""), files_scr(clock.format(23), ["Home", "Downloads", "Taxes 2023"], [(inv[0], inv[1], inv[3])], selected=inv[0],
                status="\u201cinvoice_2023_final.pdf\u201d selected (318.2 kB)")))
    items[-1][1], items[-1][2], items[-1][3] = "1 item", 1, "10:23"
    turns.append((code("pyautogui.hotkey('alt', 'left')"),
                  files_scr(clock.format(23), ["Home", "Downloads"], by_name(items), selected="Taxes 2023",
                            status="\u201cTaxes 2023\u201d selected (containing 1 item)")))
    drift = [list(i) for i in items]
    drift[0][0] = "IMG_20240312_1045.jpg"
    turns.append((code("pyautogui.click(610, 92)  # Size column header"),
                  files_scr(clock.format(24), ["Home", "Downloads"], by_size(drift), selected="Taxes 2023", sort="Size",
                            status="\u201cTaxes 2023\u201d selected (containing 1 item)")))
    props = [R("frame", "Downloads", "", "", "", (70, 27), (1200, 800)),
             R("dialog", "Taxes 2023 Properties", "", "", "", (480, 180), (520, 560)),
             R("page-tab", "Basic", "", "", "selected", (520, 200), (100, 30)),
             R("page-tab", "Permissions", "", "", "", (630, 200), (110, 30)),
             R("page-tab", "Local Network Share", "", "", "", (750, 200), (180, 30)),
             R("label", "", "Name", "", "", (510, 250), (140, 22)), R("text", "", "Taxes 2023", "", "", (660, 246), (300, 30)),
             R("label", "", "Type", "", "", (510, 292), (140, 22)), R("label", "", "Folder (inode/directory)", "", "", (660, 292), (300, 22)),
             R("label", "", "Contents", "", "", (510, 322), (140, 22)), R("label", "", "1 item, totalling 318.2 kB", "", "", (660, 322), (300, 22)),
             R("label", "", "Parent Folder", "", "", (510, 352), (140, 22)), R("label", "", "/home/lena/Downloads", "", "", (660, 352), (300, 22)),
             R("label", "", "Accessed", "", "", (510, 392), (140, 22)), R("label", "", "Thu 14 Mar 2024 10:23:41", "", "", (660, 392), (300, 22)),
             R("label", "", "Modified", "", "", (510, 422), (140, 22)), R("label", "", "Thu 14 Mar 2024 10:23:09", "", "", (660, 422), (300, 22)),
             R("label", "", "Created", "", "", (510, 452), (140, 22)), R("label", "", "Thu 14 Mar 2024 10:22:37", "", "", (660, 452), (300, 22)),
             R("label", "", "Free space", "", "", (510, 492), (140, 22)), R("label", "", "38.1 GB", "", "", (660, 492), (300, 22)),
             R("push-button", "Open With Disk Usage Analyzer", "", "", "", (600, 540), (280, 34))]
    turns.append((code("pyautogui.rightClick(400, 126)  # Taxes 2023\npyautogui.click(470, 520)  # Properties"),
                  scr("Files", clock.format(24), props)))
    found = [("meeting-notes.odt", "24.6 kB", "Downloads", "Yesterday")]
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('notes')"),
                  files_scr(clock.format(25), ["Home", "Downloads"], found, location_col=True, search="notes",
                            title="Search for \u201cnotes\u201d")))
    rs.add(task="os", tid="h22-os-02", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="renamed file listed again under its old name (IMG_20240312_1045.jpg) after re-sorting by size")


def t04(rs: RowSet) -> None:
    """gnome-terminal: raise nginx's body size, restart it (new PID, new start time), uptime moves. Clean."""
    t = Term("marek", "web-stage", "/home/marek")
    clock = "Mar 14 10:{}"
    state = ("Task: raise nginx's client_max_body_size to 25m on this machine, restart nginx and confirm it serves "
             "again.\n\n" + term_scr(clock.format(41), t))
    turns = []
    t.run("uptime", " 10:41:07 up 3 days,  2:15,  1 user,  load average: 0.42, 0.38, 0.31")
    turns.append((code("import pyautogui\npyautogui.typewrite('uptime\\n')"), term_scr(clock.format(41), t)))
    t.run("systemctl status nginx --no-pager", """\u25cf nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Mon 2024-03-11 08:26:33 CET; 3 days ago
       Docs: man:nginx(8)
    Process: 1179 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1185 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 1187 (nginx)
      Tasks: 5 (limit: 9387)
     Memory: 8.9M
        CPU: 1min 12.884s
     CGroup: /system.slice/nginx.service
             \u251c\u25001187 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             \u251c\u25001188 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             \u251c\u25001189 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             \u251c\u25001190 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""
             \u2514\u25001191 "nginx: worker process" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" "" ""

Mar 11 08:26:33 web-stage systemd[1]: Starting A high performance web server and a reverse proxy server...
Mar 11 08:26:33 web-stage systemd[1]: Started A high performance web server and a reverse proxy server.""")
    turns.append((code("pyautogui.typewrite('systemctl status nginx --no-pager\\n')"), term_scr(clock.format(41), t)))
    t.run("sudo sed -i 's/client_max_body_size 1m;/client_max_body_size 25m;/' /etc/nginx/nginx.conf && grep -n client_max_body_size /etc/nginx/nginx.conf",
          "[sudo] password for marek: \n23:\tclient_max_body_size 25m;")
    turns.append((code("""
pyautogui.typewrite("sudo sed -i 's/client_max_body_size 1m;/client_max_body_size 25m;/' /etc/nginx/nginx.conf && grep -n client_max_body_size /etc/nginx/nginx.conf\\n")
pyautogui.typewrite(PASSWORD + '\\n')
"""), term_scr(clock.format(42), t)))
    t.run("sudo nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful")
    turns.append((code("pyautogui.typewrite('sudo nginx -t\\n')"), term_scr(clock.format(42), t)))
    t.run("sudo systemctl restart nginx && systemctl status nginx --no-pager | head -n 12", """\u25cf nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Thu 2024-03-14 10:43:18 CET; 2s ago
       Docs: man:nginx(8)
    Process: 48210 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48212 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 48213 (nginx)
      Tasks: 5 (limit: 9387)
     Memory: 6.1M
        CPU: 41ms
     CGroup: /system.slice/nginx.service
             \u251c\u250048213 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\"""")
    turns.append((code("pyautogui.typewrite('sudo systemctl restart nginx && systemctl status nginx --no-pager | head -n 12\\n')"),
                  term_scr(clock.format(43), t)))
    t.run("ps -o pid,etime,cmd -C nginx", """    PID     ELAPSED CMD
  48213       00:31 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
  48214       00:31 nginx: worker process
  48215       00:31 nginx: worker process
  48216       00:31 nginx: worker process
  48217       00:31 nginx: worker process""")
    turns.append((code("pyautogui.typewrite('ps -o pid,etime,cmd -C nginx\\n')"), term_scr(clock.format(43), t)))
    t.run("uptime", " 10:44:52 up 3 days,  2:18,  1 user,  load average: 0.51, 0.41, 0.33")
    turns.append((code("pyautogui.typewrite('uptime\\n')"), term_scr(clock.format(44), t)))
    t.run("journalctl -u nginx --no-pager -n 7 && curl -sI http://localhost | head -n 3", """Mar 11 08:26:33 web-stage systemd[1]: Starting A high performance web server and a reverse proxy server...
Mar 11 08:26:33 web-stage systemd[1]: Started A high performance web server and a reverse proxy server.
Mar 14 10:43:18 web-stage systemd[1]: Stopping A high performance web server and a reverse proxy server...
Mar 14 10:43:18 web-stage systemd[1]: nginx.service: Deactivated successfully.
Mar 14 10:43:18 web-stage systemd[1]: Stopped A high performance web server and a reverse proxy server.
Mar 14 10:43:18 web-stage systemd[1]: Starting A high performance web server and a reverse proxy server...
Mar 14 10:43:18 web-stage systemd[1]: Started A high performance web server and a reverse proxy server.
HTTP/1.1 200 OK
Server: nginx/1.18.0 (Ubuntu)
Date: Thu, 14 Mar 2024 09:45:30 GMT""")
    turns.append((code("pyautogui.typewrite('journalctl -u nginx --no-pager -n 7 && curl -sI http://localhost | head -n 3\\n')"),
                  term_scr(clock.format(45), t)))
    rs.add(task="os", tid="h22-os-04", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


def t10(rs: RowSet) -> None:
    """Terminal + Files: a download seen in MiB, MB and bytes; recursive counts that differ by definition. Clean."""
    clock = "Mar 14 11:{}"
    t = Term("ana", "ana-ThinkPad", "/home/ana/Downloads", height=36)
    t.lines = ["ana@ana-ThinkPad:~$ cd ~/Downloads",
               "ana@ana-ThinkPad:~/Downloads$ wget -q https://zenodo.org/records/10813317/files/SHA256SUMS",
               "ana@ana-ThinkPad:~/Downloads$ cat SHA256SUMS",
               "9c0d4e1b7a53f2c86e0b9d41a7e6f3c25b18d0e4f96a2c7b3e5d81f04a6c29b7  birdsong-clips-v2.tar.gz",
               "41e7a0c9d3b25f86e1c4a70b9d2e5f3a86c1b04d7e92f5a3c6b08d1e4f7a29c5  birdsong-clips-v2-spectrograms.tar.gz",
               t.prompt()]
    state = ("Task: download birdsong-clips-v2.tar.gz from the Zenodo record into ~/Downloads, verify it against "
             "SHA256SUMS, unpack it, check that it holds 406 files, then delete the archive.\n\n" + term_scr(clock.format("02"), t))
    turns = []
    url = "https://zenodo.org/records/10813317/files/birdsong-clips-v2.tar.gz?download=1"
    t.run(f"wget -O birdsong-clips-v2.tar.gz '{url}'", f"""--2024-03-14 11:02:41--  {url}
Resolving zenodo.org (zenodo.org)... 188.185.45.92
Connecting to zenodo.org (zenodo.org)|188.185.45.92|:443... connected.
HTTP request sent, awaiting response... 200 OK
Length: 48213577 (46M) [application/octet-stream]
Saving to: \u2018birdsong-clips-v2.tar.gz\u2019

birdsong-clips-v2.t 100%[===================>]  45.98M  10.7MB/s    in 4.3s

2024-03-14 11:02:46 (10.7 MB/s) - \u2018birdsong-clips-v2.tar.gz\u2019 saved [48213577/48213577]
""")
    turns.append((code(f"import pyautogui\npyautogui.typewrite(\"wget -O birdsong-clips-v2.tar.gz '{url}'\\n\")\nimport time; time.sleep(8)"),
                  term_scr(clock.format("02"), t)))
    t.run("ls -l; ls -lh", """total 47088
-rw-rw-r-- 1 ana ana 48213577 Mar 14 11:02 birdsong-clips-v2.tar.gz
-rw-rw-r-- 1 ana ana      195 Mar 14 11:01 SHA256SUMS
total 46M
-rw-rw-r-- 1 ana ana 46M Mar 14 11:02 birdsong-clips-v2.tar.gz
-rw-rw-r-- 1 ana ana 195 Mar 14 11:01 SHA256SUMS""")
    turns.append((code("pyautogui.typewrite('ls -l; ls -lh\\n')"), term_scr(clock.format("03"), t)))
    t.run("tar xzf birdsong-clips-v2.tar.gz && du -sh birdsong-clips-v2", "133M\tbirdsong-clips-v2")
    turns.append((code("pyautogui.typewrite('tar xzf birdsong-clips-v2.tar.gz && du -sh birdsong-clips-v2\\n')\ntime.sleep(3)"),
                  term_scr(clock.format("03"), t)))
    top = [("docs", "2 items", "Feb 2"), ("test", "60 items", "Feb 2"), ("train", "280 items", "Feb 2"),
           ("val", "60 items", "Feb 2"), ("LICENSE", "18.7 kB", "Feb 2"), ("metadata.csv", "1.9 MB", "Feb 2"),
           ("README.md", "4.3 kB", "Feb 2")]
    turns.append((code("import subprocess, os\nsubprocess.Popen(['nautilus', os.path.expanduser('~/Downloads/birdsong-clips-v2')])\ntime.sleep(2)"),
                  files_scr(clock.format("04"), ["Home", "Downloads", "birdsong-clips-v2"], top, title="birdsong-clips-v2")))
    props = [R("frame", "birdsong-clips-v2", "", "", "", (70, 27), (1200, 800)),
             R("dialog", "birdsong-clips-v2 Properties", "", "", "", (480, 180), (520, 560)),
             R("page-tab", "Basic", "", "", "selected", (520, 200), (100, 30)),
             R("page-tab", "Permissions", "", "", "", (630, 200), (110, 30)),
             R("page-tab", "Local Network Share", "", "", "", (750, 200), (180, 30)),
             R("label", "", "Name", "", "", (510, 250), (140, 22)), R("text", "", "birdsong-clips-v2", "", "", (660, 246), (300, 30)),
             R("label", "", "Type", "", "", (510, 292), (140, 22)), R("label", "", "Folder (inode/directory)", "", "", (660, 292), (300, 22)),
             R("label", "", "Contents", "", "", (510, 322), (140, 22)), R("label", "", "411 items, totalling 138.4 MB", "", "", (660, 322), (300, 22)),
             R("label", "", "Parent Folder", "", "", (510, 352), (140, 22)), R("label", "", "/home/ana/Downloads", "", "", (660, 352), (300, 22)),
             R("label", "", "Accessed", "", "", (510, 392), (140, 22)), R("label", "", "Thu 14 Mar 2024 11:04:12", "", "", (660, 392), (300, 22)),
             R("label", "", "Modified", "", "", (510, 422), (140, 22)), R("label", "", "Fri 2 Feb 2024 16:40:55", "", "", (660, 422), (300, 22)),
             R("label", "", "Created", "", "", (510, 452), (140, 22)), R("label", "", "Thu 14 Mar 2024 11:03:21", "", "", (660, 452), (300, 22)),
             R("label", "", "Free space", "", "", (510, 492), (140, 22)), R("label", "", "212.7 GB", "", "", (660, 492), (300, 22)),
             R("push-button", "Open With Disk Usage Analyzer", "", "", "", (600, 540), (280, 34))]
    turns.append((code("pyautogui.rightClick(700, 600)  # empty area\npyautogui.click(760, 690)  # Properties"),
                  scr("Files", clock.format("04"), props)))
    t.run("find birdsong-clips-v2 -type f | wc -l; find birdsong-clips-v2 -type d | wc -l", "406\n6")
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('alt', 'tab')\npyautogui.typewrite('find birdsong-clips-v2 -type f | wc -l; find birdsong-clips-v2 -type d | wc -l\\n')"),
                  term_scr(clock.format("05"), t)))
    t.run("sha256sum -c --ignore-missing SHA256SUMS", "birdsong-clips-v2.tar.gz: OK")
    turns.append((code("pyautogui.typewrite('sha256sum -c --ignore-missing SHA256SUMS\\n')"), term_scr(clock.format("05"), t)))
    t.run("rm birdsong-clips-v2.tar.gz && ls -lh", """total 8.0K
drwxr-xr-x 6 ana ana 4.0K Feb  2 16:40 birdsong-clips-v2
-rw-rw-r-- 1 ana ana  195 Mar 14 11:01 SHA256SUMS""")
    turns.append((code("pyautogui.typewrite('rm birdsong-clips-v2.tar.gz && ls -lh\\n')"), term_scr(clock.format("06"), t)))
    rs.add(task="os", tid="h22-os-10", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------- gedit

def gedit_scr(clock: str, fname: str, folder: str, buf: str, ln: int, col: int, modified: bool,
              extra: Rows | None = None, search: tuple[str, str] | None = None, lang: str = "INI") -> str:
    title = ("*" if modified else "") + f"{fname} ({folder}) - gedit"
    rows = [R("frame", title, "", "", "", (300, 90), (1100, 860)),
            R("push-button", "Open", "", "", "", (310, 98), (80, 34)),
            R("push-button", "New tab", "", "", "", (394, 98), (34, 34)),
            R("label", "", ("*" if modified else "") + fname, "", "", (780, 96), (200, 20)),
            R("label", "", folder, "", "", (780, 116), (200, 18)),
            R("push-button", "Save", "", "", "", (1240, 98), (60, 34)),
            R("push-button", "Main Menu", "", "", "", (1304, 98), (34, 34)),
            R("page-tab", fname, "", "", "selected", (300, 140), (1100, 30))]
    if search:
        rows += [R("text", "Search", search[0], "", "", (1000, 176), (260, 30)),
                 R("label", "", search[1], "", "", (1200, 180), (60, 22)),
                 R("push-button", "Find previous", "", "", "", (1266, 176), (30, 30)),
                 R("push-button", "Find next", "", "", "", (1298, 176), (30, 30))]
    rows.append(R("text", "", buf, "", "", (300, 172), (1100, 740)))
    rows += extra or []
    rows += [R("label", "", lang, "", "", (1000, 920), (80, 24)),
             R("label", "", "Tab Width: 4", "", "", (1090, 920), (100, 24)),
             R("label", "", f"Ln {ln}, Col {col}", "", "", (1200, 920), (110, 24)),
             R("label", "", "INS", "", "", (1320, 920), (40, 24))]
    return scr("Text Editor", clock, rows)


def t03(rs: RowSet) -> None:
    """gedit: the agent edits and saves; the sync daemon rewrites its [state] stamp on disk; reload. Clean."""
    clock = "Mar 14 10:0{}"
    lines = ["; photo-sync configuration", "; managed by photosync-agent; do not edit the [state] section by hand", "",
             "[general]", "device_name = lena-laptop", "interval = 300", "max_parallel = 4", "log_level = info", "",
             "[remote]", "host = localhost", "port = 8443", "base_path = /srv/photos", "retry_interval = 30",
             "verify_tls = true", "", "[proxy]", "enabled = false", "host = localhost", "port = 3128", "",
             "[state]", "last_sync = 2024-03-14T10:02:11+01:00", "files_synced = 18342", ""]

    def buf() -> str:
        return "\n".join(lines)

    args = ("config.ini", "~/projects/sync")
    state = ("Task: in ~/projects/sync/config.ini set the sync interval to 120, replace every 'localhost' with "
             "127.0.0.1, append a [logging] section (file = ~/.local/state/photosync.log, rotate = weekly) and save.\n\n"
             + gedit_scr(clock.format(3), *args, buf(), 1, 1, False))
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('interval')"),
                  gedit_scr(clock.format(3), *args, buf(), 6, 9, False, search=("interval", "1 of 2"))))
    lines[5] = "interval = 120"
    turns.append((code("pyautogui.press('escape')\npyautogui.press('end')\npyautogui.press('backspace', presses=3)\npyautogui.typewrite('120')"),
                  gedit_scr(clock.format(4), *args, buf(), 6, 15, True)))
    for i, ln in enumerate(lines):
        lines[i] = ln.replace("localhost", "127.0.0.1")
    dlg = [R("dialog", "Find and Replace", "", "", "", (700, 300), (460, 300)),
           R("text", "Search for", "localhost", "", "", (830, 340), (300, 30)),
           R("text", "Replace with", "127.0.0.1", "", "", (830, 380), (300, 30)),
           R("check-box", "Match case", "", "", "", (720, 420), (200, 22)),
           R("check-box", "Match entire word only", "", "", "", (720, 446), (200, 22)),
           R("check-box", "Regular expression", "", "", "", (720, 472), (200, 22)),
           R("check-box", "Search backwards", "", "", "", (940, 420), (200, 22)),
           R("check-box", "Wrap around", "", "", "checked", (940, 446), (200, 22)),
           R("push-button", "Close", "", "", "", (720, 550), (80, 32)),
           R("push-button", "Replace All", "", "", "", (820, 550), (100, 32)),
           R("push-button", "Replace", "", "", "", (930, 550), (80, 32)),
           R("push-button", "Find", "", "", "", (1020, 550), (80, 32))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'h')
pyautogui.typewrite('localhost')
pyautogui.press('tab')
pyautogui.typewrite('127.0.0.1')
pyautogui.click(870, 566)  # Replace All
"""), gedit_scr(clock.format(5), *args, buf(), 19, 17, True, extra=dlg)))
    turns.append((code("pyautogui.click(760, 566)  # Close\npyautogui.hotkey('ctrl', 's')"),
                  gedit_scr(clock.format(5), *args, buf(), 19, 17, False)))
    lines[-1:] = ["", "[logging]", "file = ~/.local/state/photosync.log", "rotate = weekly", ""]
    turns.append((code("pyautogui.hotkey('ctrl', 'end')\npyautogui.typewrite('\\n[logging]\\nfile = ~/.local/state/photosync.log\\nrotate = weekly\\n')"),
                  gedit_scr(clock.format(6), *args, buf(), len(lines), 1, True)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), gedit_scr(clock.format(6), *args, buf(), len(lines), 1, False)))
    bar = [R("info-bar", "", "", "", "", (300, 172), (1100, 60)),
           R("label", "", "The file \u201c/home/lena/projects/sync/config.ini\u201d changed on disk.", "", "", (320, 182), (760, 22)),
           R("push-button", "Reload", "", "", "", (1300, 184), (80, 32))]
    turns.append((code("import time; time.sleep(90)\npyautogui.hotkey('ctrl', 'home')"),
                  gedit_scr(clock.format(8), *args, buf(), 1, 1, False, extra=bar)))
    lines[22] = "last_sync = 2024-03-14T10:08:44+01:00"
    lines[23] = "files_synced = 18351"
    turns.append((code("pyautogui.click(1340, 200)  # Reload"), gedit_scr(clock.format(8), *args, buf(), 1, 1, False)))
    rs.add(task="os", tid="h22-os-03", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------- Settings

SETTINGS_PANELS = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search",
                   "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
                   "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
                   "Accessibility", "Users", "Default Applications", "Date & Time", "About"]
ACCENTS = ["Default", "Bark", "Sage", "Olive", "Viridian", "Prussian Green", "Blue", "Purple", "Magenta", "Red"]


def settings_scr(clock: str, panel: str, body: Rows, night: bool = False) -> str:
    rows = [R("frame", "Settings", "", "", "", (260, 80), (1400, 900)),
            R("push-button", "Search", "", "", "", (270, 88), (34, 34)),
            R("label", "", "Settings", "", "", (420, 94), (100, 22)),
            R("push-button", "Primary Menu", "", "", "", (560, 88), (34, 34)),
            R("label", "", panel, "", "", (1100, 94), (200, 22))]
    y = 134
    for p in SETTINGS_PANELS:
        rows.append(R("list-item", p, "", "", "selected" if p == panel else "", (260, y), (340, 36)))
        y += 36
    return scr("Settings", clock, rows + body, night=night)


def appearance(dark: bool, autohide: bool, icon: int) -> Rows:
    rows = [R("label", "", "Style", "", "", (700, 140), (200, 22)),
            R("radio-button", "Light", "", "", "" if dark else "checked", (700, 170), (260, 180)),
            R("radio-button", "Dark", "", "", "checked" if dark else "", (990, 170), (260, 180)),
            R("label", "", "Color", "", "", (700, 370), (200, 22))]
    x = 700
    for a in ACCENTS:
        rows.append(R("radio-button", a, "", "", "checked" if a == "Blue" else "", (x, 400), (34, 34)))
        x += 44
    rows += [R("label", "", "Desktop Icons", "", "", (700, 460), (200, 22)),
             R("combo-box", "Size", "Small", "", "", (1300, 490), (200, 34)),
             R("combo-box", "Position of New Icons", "Bottom Right", "", "", (1300, 530), (200, 34)),
             R("toggle-button", "Show Personal folder", "", "", "checked", (1440, 574), (60, 30)),
             R("label", "", "Dock", "", "", (700, 630), (200, 22)),
             R("toggle-button", "Auto-hide the Dock", "", "", "checked" if autohide else "", (1440, 662), (60, 30)),
             R("label", "", "The dock hides when any windows overlap with it.", "", "", (720, 686), (500, 18)),
             R("toggle-button", "Panel mode", "", "", "checked", (1440, 716), (60, 30)),
             R("label", "", "The dock extends to the screen edge.", "", "", (720, 740), (500, 18)),
             R("slider", "Icon size", str(icon), "", "", (1120, 770), (380, 30)),
             R("combo-box", "Position on screen", "Left", "", "", (1300, 810), (200, 34)),
             R("push-button", "Configure dock behavior", "", "", "", (700, 860), (800, 44))]
    return rows


def displays(tab: str, night: bool = False, times: tuple[str, str, str, str] = ("20", "00", "06", "00"), manual: bool = False) -> Rows:
    rows = [R("page-tab", "Displays", "", "", "selected" if tab == "Displays" else "", (1000, 130), (110, 32)),
            R("page-tab", "Night Light", "", "", "selected" if tab == "Night Light" else "", (1110, 130), (120, 32))]
    if tab == "Displays":
        rows += [R("label", "", "Built-in display", "", "", (800, 190), (300, 22)),
                 R("combo-box", "Orientation", "Landscape", "", "", (1300, 230), (200, 34)),
                 R("combo-box", "Resolution", "1920 \u00d7 1080 (16\u22369)", "", "", (1300, 270), (200, 34)),
                 R("combo-box", "Refresh Rate", "60.00 Hz", "", "", (1300, 310), (200, 34)),
                 R("radio-button", "100%", "", "", "checked", (1300, 350), (90, 34)),
                 R("radio-button", "200%", "", "", "", (1400, 350), (90, 34)),
                 R("toggle-button", "Fractional Scaling", "", "", "", (1440, 400), (60, 30)),
                 R("label", "", "May increase power usage, lower speed, or reduce display sharpness.", "", "", (800, 424), (520, 18))]
    else:
        rows += [R("toggle-button", "Night Light", "", "", "checked" if night else "", (1440, 190), (60, 30)),
                 R("label", "", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", "", "", (800, 222), (600, 36)),
                 R("combo-box", "Schedule", "Manual Schedule" if manual else "Sunset to Sunrise", "", "", (1300, 270), (200, 34)),
                 R("label", "", "Times", "", "", (800, 320), (100, 22)),
                 R("label", "", "From", "", "", (1060, 320), (50, 22)),
                 R("spin-button", "Hour", times[0], "", "", (1110, 314), (60, 34)),
                 R("spin-button", "Minute", times[1], "", "", (1180, 314), (60, 34)),
                 R("label", "", "To", "", "", (1260, 320), (30, 22)),
                 R("spin-button", "Hour", times[2], "", "", (1300, 314), (60, 34)),
                 R("spin-button", "Minute", times[3], "", "", (1370, 314), (60, 34)),
                 R("slider", "Color Temperature", "4000 K", "", "", (1000, 370), (460, 30))]
    return rows


def t05(rs: RowSet) -> None:
    """Settings: Dark style, dock tweaks, Night Light; the Dark style later reads back as Light. Bad at 6."""
    clock = "Mar 14 21:{}"
    wifi = [R("toggle-button", "Wi-Fi", "", "", "checked", (1440, 92), (60, 30)),
            R("label", "", "Visible Networks", "", "", (700, 140), (200, 22)),
            R("list-item", "FRITZ!Box 7590 KL", "", "", "Connected", (700, 170), (800, 50)),
            R("list-item", "FRITZ!Box 7590 KL Gast", "", "", "", (700, 222), (800, 50)),
            R("list-item", "Vodafone-2C44", "", "", "", (700, 274), (800, 50)),
            R("list-item", "DIRECT-8E-HP OfficeJet 3830", "", "", "", (700, 326), (800, 50))]
    state = ("Task: switch the desktop to the Dark style, make the dock auto-hide with 36 px icons, and turn on Night "
             "Light on a manual schedule from 21:00 to 06:30.\n\n" + settings_scr(clock.format(31), "Wi-Fi", wifi))
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(430, 296)  # Appearance"),
                  settings_scr(clock.format(31), "Appearance", appearance(False, False, 48))))
    turns.append((code("pyautogui.click(1120, 260)  # Dark"),
                  settings_scr(clock.format(31), "Appearance", appearance(True, False, 48))))
    turns.append((code("pyautogui.click(1470, 677)  # Auto-hide the Dock\npyautogui.click(1310, 785)  # Icon size slider\npyautogui.press('left', presses=12)"),
                  settings_scr(clock.format(32), "Appearance", appearance(True, True, 36))))
    turns.append((code("pyautogui.click(430, 638)  # Displays"),
                  settings_scr(clock.format(32), "Displays", displays("Displays"))))
    turns.append((code("""
pyautogui.click(1170, 146)  # Night Light tab
pyautogui.click(1470, 205)  # switch on
pyautogui.click(1400, 287)  # Schedule
pyautogui.click(1400, 360)  # Manual Schedule
pyautogui.tripleClick(1140, 331); pyautogui.typewrite('21\\t')
pyautogui.tripleClick(1400, 331); pyautogui.typewrite('30\\t')
"""), settings_scr(clock.format(33), "Displays", displays("Night Light", True, ("21", "00", "06", "30"), True), night=True)))
    turns.append((code("pyautogui.click(430, 296)  # Appearance"),
                  settings_scr(clock.format(33), "Appearance", appearance(False, True, 36), night=True)))
    turns.append((code("pyautogui.click(430, 638)  # Displays\npyautogui.click(1170, 146)  # Night Light tab"),
                  settings_scr(clock.format(34), "Displays", displays("Night Light", True, ("21", "00", "06", "30"), True), night=True)))
    desk = [R("icon", "lena", "", "", "Home folder", (1820, 60), (90, 90)),
            R("icon", "Trash", "", "", "", (1820, 160), (90, 90))]
    turns.append((code("pyautogui.hotkey('ctrl', 'q')"), scr("", clock.format(34), desk, night=True)))
    rs.add(task="os", tid="h22-os-05", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="Appearance style reads back as Light (Dark no longer checked) although only Night Light was changed since choosing Dark")


# ---------------------------------------------------------------- Firefox

def ff_scr(clock: str, tabs: list[str], active: int, url: str, page: Rows, bookmarked: bool = False,
           extra: Rows | None = None, downloads: bool = False) -> str:
    title = tabs[active]
    rows = [R("frame", f"{title} \u2014 Mozilla Firefox", "", "", "", (70, 27), (1850, 1053))]
    x = 80
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", "", "selected" if i == active else "", (x, 32), (240, 36)))
        x += 244
    rows += [R("push-button", "Open a new tab (Ctrl+T)", "", "", "", (x, 34), (32, 32)),
             R("push-button", "List all tabs", "", "", "", (1840, 34), (32, 32)),
             R("push-button", "Back", "", "", "", (80, 76), (32, 32)),
             R("push-button", "Forward", "", "", "", (114, 76), (32, 32)),
             R("push-button", "Reload", "", "", "", (148, 76), (32, 32)),
             R("entry", "Search with Google or enter address", url, "", "", (300, 76), (1200, 32)),
             R("push-button", "Edit this bookmark (Ctrl+D)" if bookmarked else "Bookmark this page (Ctrl+D)", "", "", "", (1470, 78), (28, 28))]
    if downloads:
        rows.append(R("push-button", "Downloads", "", "", "", (1760, 76), (32, 32)))
    rows += [R("push-button", "Firefox View", "", "", "", (1800, 76), (32, 32)),
             R("push-button", "Open application menu", "", "", "", (1840, 76), (32, 32)),
             R("document-web", title, "", "", "", (70, 116), (1850, 964))]
    rows += page
    rows += extra or []
    return scr("Firefox Web Browser", clock, rows)


def board(updated: str, services: list[tuple[str, str, str, str, str]], filt: str = "All destinations") -> Rows:
    rows = [R("link", "National Rail", "", "", "", (120, 130), (160, 40)),
            R("link", "Journey Planner", "", "", "", (600, 140), (130, 24)),
            R("link", "Live Trains", "", "", "", (750, 140), (100, 24)),
            R("link", "Timetables", "", "", "", (870, 140), (100, 24)),
            R("link", "Tickets & Railcards", "", "", "", (990, 140), (160, 24)),
            R("heading", "Live Departures", "", "", "", (120, 200), (500, 44)),
            R("heading", "London Paddington (PAD)", "", "", "", (120, 250), (500, 30)),
            R("label", "", f"Updated {updated}", "", "", (120, 290), (200, 20)),
            R("combo-box", "Calling at", filt, "", "", (700, 286), (300, 32)),
            R("link", "Download timetable (PDF)", "", "", "", (1500, 290), (200, 20)),
            R("table", "Departures", "", "", "", (120, 330), (1500, 560))]
    y = 340
    for h, w in (("Due", 100), ("Destination", 520), ("Plat.", 90), ("Expected", 160), ("Operator", 360)):
        rows.append(R("table-column-header", h, "", "", "", (0, y), (w, 30)))
    y += 34
    for svc in services:
        x = 120
        for val, w in zip(svc, (100, 520, 90, 160, 360)):
            rows.append(R("table-cell", "", val, "", "", (x, y), (w, 40)))
            x += w
        rows.append(R("link", f"{svc[0]} {svc[1]} service details", "", "", "", (220, y), (520, 40)))
        y += 44
    rows.append(R("label", "", "This page refreshes automatically every 2 minutes. Platforms are usually confirmed 10\u201315 minutes before departure.", "", "", (120, 960), (900, 20)))
    return rows


def t06(rs: RowSet) -> None:
    """Firefox live departures board: refreshes, departed trains, platform assigned, delay grows, download progress. Clean."""
    clock = "Mar 14 10:{}"
    gwr = "Great Western Railway"
    url = "https://www.nationalrail.co.uk/live-trains/departures/PAD/"
    tab = "Live Departures London Paddington | National Rail"
    a = [("10:32", "Oxford", "11", "On time", gwr), ("10:35", "Heathrow Terminal 4", "A", "On time", "Elizabeth line"),
         ("10:37", "Cardiff Central", "3", "On time", gwr), ("10:40", "Heathrow Terminal 5", "6", "On time", "Heathrow Express"),
         ("10:45", "Bristol Temple Meads", "-", "10:49", gwr), ("10:48", "Reading", "B", "On time", "Elizabeth line"),
         ("10:51", "Penzance", "8", "On time", gwr), ("10:55", "Heathrow Terminal 5", "7", "On time", "Heathrow Express"),
         ("10:57", "Didcot Parkway", "12", "11:03", gwr), ("11:02", "Worcester Foregate Street", "-", "On time", gwr)]
    via_rdg = {"Oxford", "Cardiff Central", "Bristol Temple Meads", "Reading", "Penzance", "Didcot Parkway",
               "Worcester Foregate Street", "Newbury"}
    state = ("Task: on the National Rail live board for London Paddington, follow the 10:45 to Bristol Temple Meads "
             "(platform and delay), bookmark the board and download the timetable PDF.\n\n"
             + ff_scr(clock.format(31), ["New Tab"], 0, "", [R("entry", "Search the web", "", "", "", (700, 500), (600, 50))]))
    turns = []
    turns.append((code(f"import pyautogui\npyautogui.hotkey('ctrl', 'l')\npyautogui.typewrite('{url}\\n')"),
                  ff_scr(clock.format(31), [tab], 0, url, board("10:31:12", a))))
    fa = [s for s in a if s[1] in via_rdg]
    turns.append((code("pyautogui.click(850, 302)  # Calling at\npyautogui.typewrite('Reading\\n')"),
                  ff_scr(clock.format(31), [tab], 0, url + "?calling=RDG", board("10:31:40", fa, "Reading (RDG)"))))
    detail_tab = "10:45 to Bristol Temple Meads | National Rail"
    calls = [("London Paddington", "10:45", "10:49"), ("Reading", "11:12", "11:16"), ("Didcot Parkway", "11:27", "11:31"),
             ("Swindon", "11:43", "11:46"), ("Chippenham", "11:57", "11:59"), ("Bath Spa", "12:09", "12:11"),
             ("Bristol Temple Meads", "12:21", "12:22")]
    det = [R("heading", "10:45 London Paddington to Bristol Temple Meads", "", "", "", (120, 200), (900, 44)),
           R("label", "", "Operated by Great Western Railway \u00b7 9 coaches", "", "", (120, 250), (600, 20)),
           R("label", "", "Updated 10:32:05", "", "", (120, 280), (200, 20)),
           R("label", "", "This train is running 4 minutes late. Platform to be confirmed.", "", "", (120, 310), (700, 20)),
           R("table", "Calling points", "", "", "", (120, 350), (900, 340))]
    y = 360
    for st, due, exp in calls:
        det += [R("table-cell", "", st, "", "", (120, y), (400, 40)), R("table-cell", "", due, "", "", (520, y), (120, 40)),
                R("table-cell", "", f"Exp {exp}", "", "", (640, y), (160, 40))]
        y += 44
    turns.append((code("pyautogui.click(600, 540)  # 10:45 Bristol Temple Meads service details"),
                  ff_scr(clock.format(32), [detail_tab], 0, "https://www.nationalrail.co.uk/live-trains/service-details/P71245/", det)))
    b = [("10:37", "Cardiff Central", "3", "On time", gwr), ("10:40", "Heathrow Terminal 5", "6", "On time", "Heathrow Express"),
         ("10:45", "Bristol Temple Meads", "9", "10:51", gwr), ("10:48", "Reading", "B", "On time", "Elizabeth line"),
         ("10:51", "Penzance", "8", "On time", gwr), ("10:55", "Heathrow Terminal 5", "7", "On time", "Heathrow Express"),
         ("10:57", "Didcot Parkway", "12", "11:03", gwr), ("11:02", "Worcester Foregate Street", "-", "On time", gwr),
         ("11:06", "Newbury", "-", "On time", gwr)]
    fb = [s for s in b if s[1] in via_rdg]
    turns.append((code("pyautogui.hotkey('alt', 'left')"),
                  ff_scr(clock.format(33), [tab], 0, url + "?calling=RDG", board("10:33:40", fb, "Reading (RDG)"))))
    ddg_url = "https://duckduckgo.com/?q=GWR+off-peak+return+London+Paddington+Bristol+price"
    ddg_tab = "GWR off-peak return London Paddington Bristol price at DuckDuckGo"
    res = [R("entry", "Search with DuckDuckGo", "GWR off-peak return London Paddington Bristol price", "", "", (300, 140), (700, 40)),
           R("link", "Cheap Train Tickets London to Bristol | GWR", "", "", "", (300, 220), (700, 26)),
           R("label", "", "Off-Peak Return from \u00a366.10. Advance Singles from \u00a317.50 when booked ahead. Book on the GWR app with no booking fee.", "", "", (300, 250), (700, 40)),
           R("link", "London Paddington to Bristol Temple Meads Train Times & Tickets | Trainline", "", "", "", (300, 320), (700, 26)),
           R("label", "", "Journey time from 1h 32m. Average price \u00a344.20. Split ticketing can save up to 61%.", "", "", (300, 350), (700, 40)),
           R("link", "Off-Peak Return (SVR) validity \u2013 National Rail", "", "", "", (300, 420), (700, 26)),
           R("label", "", "Off-Peak tickets are not valid on trains due to depart London Paddington between 15:31 and 18:55 Monday to Friday.", "", "", (300, 450), (700, 40))]
    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.typewrite('GWR off-peak return London Paddington Bristol price\\n')"),
                  ff_scr(clock.format(34), [tab, ddg_tab], 1, ddg_url, res)))
    c = [("10:37", "Cardiff Central", "3", "On time", gwr), ("10:40", "Heathrow Terminal 5", "6", "On time", "Heathrow Express"),
         ("10:45", "Bristol Temple Meads", "9", "10:51", gwr), ("10:48", "Reading", "B", "On time", "Elizabeth line"),
         ("10:51", "Penzance", "8", "On time", gwr), ("10:55", "Heathrow Terminal 5", "7", "On time", "Heathrow Express"),
         ("10:57", "Didcot Parkway", "12", "11:03", gwr), ("11:02", "Worcester Foregate Street", "1", "On time", gwr),
         ("11:06", "Newbury", "-", "On time", gwr), ("11:08", "Heathrow Terminal 4", "A", "On time", "Elizabeth line")]
    fc = [s for s in c if s[1] in via_rdg]
    turns.append((code("pyautogui.hotkey('ctrl', '1')"),
                  ff_scr(clock.format(36), [tab, ddg_tab], 0, url + "?calling=RDG", board("10:36:05", fc, "Reading (RDG)"))))
    panel = [R("dialog", "Add bookmark", "", "", "", (1180, 110), (400, 300)),
             R("entry", "Name", tab, "", "", (1200, 160), (360, 32)),
             R("combo-box", "Folder", "Other Bookmarks", "", "", (1200, 210), (360, 32)),
             R("check-box", "Show editor when saving", "", "", "checked", (1200, 300), (300, 22)),
             R("push-button", "Cancel", "", "", "", (1300, 350), (120, 34)),
             R("push-button", "Save", "", "", "", (1430, 350), (120, 34))]
    turns.append((code("pyautogui.hotkey('ctrl', 'd')"),
                  ff_scr(clock.format(36), [tab, ddg_tab], 0, url + "?calling=RDG", board("10:36:05", fc, "Reading (RDG)"), extra=panel)))
    d = [s for s in c if s[0] != "10:37"]
    d[-1:] = [("11:08", "Heathrow Terminal 4", "A", "On time", "Elizabeth line"), ("11:10", "Oxford", "-", "On time", gwr)]
    fd = [s for s in d if s[1] in via_rdg]
    turns.append((code("pyautogui.click(1490, 367)  # Save"),
                  ff_scr(clock.format(38), [tab, ddg_tab], 0, url + "?calling=RDG", board("10:38:05", fd, "Reading (RDG)"), bookmarked=True)))
    dl = [R("dialog", "Downloads", "", "", "", (1420, 110), (440, 140)),
          R("list-item", "GWR_timetable_T4_May24.pdf", "", "", "", (1430, 120), (420, 60)),
          R("label", "", "1.2 of 3.5 MB (1.1 MB/sec) \u2014 2 seconds left", "", "", (1480, 150), (360, 20)),
          R("progress-bar", "", "34%", "", "", (1480, 172), (360, 6)),
          R("push-button", "Cancel", "", "", "", (1820, 130), (30, 30)),
          R("push-button", "Show all downloads", "", "", "", (1430, 210), (420, 30))]
    turns.append((code("pyautogui.click(1600, 300)  # Download timetable (PDF)"),
                  ff_scr(clock.format(38), [tab, ddg_tab], 0, url + "?calling=RDG", board("10:38:05", fd, "Reading (RDG)"),
                         bookmarked=True, extra=dl, downloads=True)))
    dl2 = [R("dialog", "Downloads", "", "", "", (1420, 110), (440, 140)),
           R("list-item", "GWR_timetable_T4_May24.pdf", "", "", "", (1430, 120), (420, 60)),
           R("label", "", "Completed \u2014 3.5 MB", "", "", (1480, 150), (360, 20)),
           R("push-button", "Show in Folder", "", "", "", (1820, 130), (30, 30)),
           R("push-button", "Show all downloads", "", "", "", (1430, 210), (420, 30))]
    turns.append((code("import time; time.sleep(4)\npyautogui.click(1776, 92)  # Downloads button"),
                  ff_scr(clock.format(38), [tab, ddg_tab], 0, url + "?calling=RDG", board("10:38:05", fd, "Reading (RDG)"),
                         bookmarked=True, extra=dl2, downloads=True)))
    rs.add(task="os", tid="h22-os-06", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------- Thunderbird

TB_FOLDERS = ["Inbox", "Drafts", "Sent", "Archives", "Receipts", "Junk", "Trash"]


def tb_scr(clock: str, folder: str, unread: int, msgs: list[dict], selected: str | None, pane: Rows,
           status: str = "") -> str:
    title = f"{folder} - lena.kirsch@posteo.de - Mozilla Thunderbird"
    rows = [R("frame", title, "", "", "", (70, 27), (1850, 1053)),
            R("push-button", "Get Messages", "", "", "", (90, 40), (120, 32)),
            R("push-button", "New Message", "", "", "", (220, 40), (120, 32)),
            R("entry", "Search <Ctrl+K>", "", "", "", (700, 40), (500, 32)),
            R("push-button", "AppMenu", "", "", "", (1870, 40), (32, 32)),
            R("tree-item", "lena.kirsch@posteo.de", "", "", "expanded", (90, 100), (300, 30))]
    y = 132
    for f in TB_FOLDERS:
        name = f"{f} ({unread})" if f == "Inbox" and unread else f
        rows.append(R("tree-item", name, "", "", "selected" if f == folder else "", (110, y), (280, 30)))
        y += 32
    rows.append(R("tree-item", "Local Folders", "", "", "collapsed", (90, y + 10), (300, 30)))
    rows.append(R("label", "", f"{folder}  {len(msgs)} messages", "", "", (420, 100), (400, 24)))
    x = 420
    for h, w in (("Star", 30), ("Attachments", 30), ("Subject", 520), ("Correspondents", 260), ("Date", 160)):
        rows.append(R("table-column-header", h, "", "", "sorted descending" if h == "Date" else "", (x, 130), (w, 28)))
        x += w
    y = 160
    for m in msgs:
        desc = ", ".join(d for d in ("selected" if m["subject"] == selected else "", "unread" if m.get("unread") else "",
                                     "starred" if m.get("star") else "") if d)
        rows.append(R("table-row", m["subject"], "", "", desc, (420, y), (1000, 30)))
        x = 420
        for key, w in (("star", 30), ("att", 30), ("subject", 520), ("from", 260), ("date", 160)):
            val = m.get(key, "")
            if key == "star":
                val = "\u2605" if val else ""
            elif key == "att":
                val = "\U0001f4ce" if val else ""
            rows.append(R("table-cell", "", val, "", "", (x, y), (w, 30)))
            x += w
        y += 32
    rows += pane
    if status:
        rows.append(R("label", "", status, "", "", (80, 1052), (600, 22)))
    return scr("Thunderbird Mail", clock, rows)


def msg_pane(frm: str, to: str, date: str, subject: str, body: str, attach: str = "") -> Rows:
    rows = [R("label", "From", frm, "", "", (420, 520), (800, 22)),
            R("label", "To", to, "", "", (420, 546), (800, 22)),
            R("label", "Date", date, "", "", (1500, 520), (300, 22)),
            R("heading", subject, "", "", "", (420, 576), (1000, 28)),
            R("push-button", "Reply", "", "", "", (1500, 560), (80, 30)),
            R("push-button", "Forward", "", "", "", (1590, 560), (90, 30)),
            R("push-button", "Archive", "", "", "", (1690, 560), (80, 30)),
            R("push-button", "Junk", "", "", "", (1780, 560), (60, 30)),
            R("push-button", "Delete", "", "", "", (1850, 560), (60, 30)),
            R("document-web", "", body, "", "", (420, 620), (1480, 400))]
    if attach:
        rows.append(R("push-button", attach, "", "", "", (420, 1020), (600, 28)))
    return rows


def t07(rs: RowSet) -> None:
    """Thunderbird: two receipts moved to Receipts; one of them is back in the Inbox list later. Bad at 5."""
    clock = "Mar 14 09:1{}"
    me = "Lena Kirsch <lena.kirsch@posteo.de>"
    m = {
        "sync": {"subject": "Weekly sync moved to Thursday", "from": "Priya Raman", "date": "09:02", "unread": True},
        "order": {"subject": "Your order #114-2291 has shipped", "from": "Amazon.de", "date": "08:14", "unread": True},
        "inv": {"subject": "Invoice INV-20931 for March", "from": "Hetzner Online GmbH", "date": "07:55", "unread": True, "att": True},
        "offsite": {"subject": "Re: Offsite venue options", "from": "Jonas Keller", "date": "Yesterday 17:40"},
        "gh": {"subject": "[bikeshed-dev] Release 0.9.3 tagged", "from": "GitHub", "date": "Yesterday 15:12"},
        "dkb": {"subject": "Ihr Kontoauszug ist verf\u00fcgbar", "from": "DKB", "date": "Yesterday 09:30"},
        "db": {"subject": "Ihre Fahrkarte: Berlin Hbf \u2192 Hamburg Hbf", "from": "DB Fernverkehr", "date": "3/12/2024 18:05", "att": True},
        "lunch": {"subject": "Lunch next week?", "from": "Carla Mendes", "date": "3/12/2024 12:41", "unread": True},
        "sec": {"subject": "Security alert: new sign-in on Linux", "from": "Google", "date": "3/11/2024 22:19"},
    }
    inbox = ["sync", "order", "inv", "offsite", "gh", "dkb", "db", "lunch", "sec"]

    def lst(keys: list[str]) -> list[dict]:
        return [dict(m[k]) for k in keys]

    def unread() -> int:
        return sum(1 for k in inbox if m[k].get("unread"))

    order_body = ("Hello Lena,\n\ngood news: your package is on its way.\n\nLogitech MX Keys S (DE layout), 1 item\n"
                  "Carrier: DHL \u00b7 Tracking number 00340434161094023817\nEstimated delivery: Friday, 15 March\n\n"
                  "Order #114-2291 \u00b7 Order total: EUR 109.99\n\nTrack your package in Your Orders.")
    inv_body = ("Dear Lena Kirsch,\n\nplease find attached your invoice INV-20931 for March 2024.\n\n"
                "Invoice amount: 16.08 EUR (incl. 19% VAT)\nThe amount will be debited from your account ending 4417 on 21.03.2024.\n\n"
                "Kind regards\nHetzner Online GmbH \u00b7 Industriestr. 25 \u00b7 91710 Gunzenhausen")
    off_body = ("> Option B (the boathouse) holds 40 and has a projector.\n\nLet's go with the boathouse then. I'll ask "
                "for the quote for 22 people, 2 days, lunch included.\n\nJonas")
    sync_body = ("Hi all,\n\nthe weekly sync moves to Thursday 14:00 this week (room Aurora / same Jitsi link) because "
                 "half the team is at the customer workshop on Wednesday.\n\nAgenda stays the same; please add demo "
                 "items to the doc by Wednesday evening.\n\nThanks,\nPriya")
    empty = [R("label", "", "", "", "", (420, 520), (1480, 500))]
    state = ("Task: in Thunderbird, move the Amazon shipping mail and the Hetzner invoice to the Receipts folder, star "
             "Priya's sync mail and reply that Thursday works.\n\n"
             + tb_scr(clock.format(2), "Inbox", unread(), lst(inbox), None, empty))
    turns = []
    m["order"]["unread"] = False
    turns.append((code("import pyautogui\npyautogui.click(700, 207)  # Your order #114-2291 has shipped"),
                  tb_scr(clock.format(2), "Inbox", unread(), lst(inbox), m["order"]["subject"],
                         msg_pane("Amazon.de <versand@amazon.de>", me, "Thu, 14 Mar 2024 08:14", m["order"]["subject"], order_body))))
    inbox.remove("order")
    m["inv"]["unread"] = False
    turns.append((code("pyautogui.rightClick(700, 207)\npyautogui.click(760, 480)  # Move To\npyautogui.click(900, 480)  # lena.kirsch@posteo.de\npyautogui.click(1040, 610)  # Receipts"),
                  tb_scr(clock.format(3), "Inbox", unread(), lst(inbox), m["inv"]["subject"],
                         msg_pane("Hetzner Online GmbH <billing@hetzner.com>", me, "Thu, 14 Mar 2024 07:55", m["inv"]["subject"], inv_body,
                                  "Hetzner_2024-03-14_INV-20931.pdf  48.2 KB"))))
    inbox.remove("inv")
    turns.append((code("pyautogui.rightClick(700, 207)\npyautogui.click(760, 480)\npyautogui.click(900, 480)\npyautogui.click(1040, 610)  # Receipts"),
                  tb_scr(clock.format(3), "Inbox", unread(), lst(inbox), m["offsite"]["subject"],
                         msg_pane("Jonas Keller <jonas.keller@northwind-labs.eu>", me, "Wed, 13 Mar 2024 17:40", m["offsite"]["subject"], off_body))))
    m["sync"]["unread"] = False
    sync_pane = msg_pane("Priya Raman <priya.raman@northwind-labs.eu>", "team@northwind-labs.eu", "Thu, 14 Mar 2024 09:02",
                         m["sync"]["subject"], sync_body)
    turns.append((code("pyautogui.click(700, 175)  # Weekly sync moved to Thursday"),
                  tb_scr(clock.format(4), "Inbox", unread(), lst(inbox), m["sync"]["subject"], sync_pane)))
    m["sync"]["star"] = True
    drift = lst(inbox)
    back = dict(m["order"])
    drift.insert(1, back)
    turns.append((code("pyautogui.press('s')  # star"),
                  tb_scr(clock.format(4), "Inbox", unread(), drift, m["sync"]["subject"], sync_pane)))
    quote = ("On 3/14/24 09:02, Priya Raman wrote:\n> Hi all,\n>\n> the weekly sync moves to Thursday 14:00 this week (room "
             "Aurora / same Jitsi link) because\n> half the team is at the customer workshop on Wednesday.\n>\n> Agenda "
             "stays the same; please add demo items to the doc by Wednesday evening.\n>\n> Thanks,\n> Priya")

    def compose(body: str) -> str:
        rows = [R("frame", "Write: Re: Weekly sync moved to Thursday - Thunderbird", "", "", "", (300, 100), (1200, 860)),
                R("push-button", "Send", "", "", "", (320, 110), (80, 34)),
                R("push-button", "Spelling", "", "", "", (410, 110), (90, 34)),
                R("push-button", "Attach", "", "", "", (510, 110), (80, 34)),
                R("push-button", "Security", "", "", "", (600, 110), (90, 34)),
                R("push-button", "Save", "", "", "", (700, 110), (70, 34)),
                R("combo-box", "From", me, "", "", (420, 160), (700, 30)),
                R("label", "To", "Priya Raman <priya.raman@northwind-labs.eu>", "", "", (420, 196), (700, 30)),
                R("entry", "Subject", "Re: Weekly sync moved to Thursday", "", "", (420, 232), (1000, 30)),
                R("document-web", "Message body", body, "", "", (320, 280), (1160, 660))]
        return scr("Thunderbird Mail", clock.format(6 if not body.startswith("Thursday") else 7), rows)

    turns.append((code("pyautogui.hotkey('ctrl', 'r')"), compose("\n\n" + quote)))
    reply = "Thursday 14:00 works for me. I'll move my demo to the end of the agenda so we can start with the workshop prep."
    turns.append((code(f"pyautogui.typewrite({reply!r}, interval=0.02)"), compose(reply + "\n\n" + quote)))
    rec = {"subject": "Ihre Rechnung 02/2024", "from": "Telekom Deutschland GmbH", "date": "3/4/2024 06:12", "att": True}
    rec2 = {"subject": "Order confirmation #113-8842", "from": "Amazon.de", "date": "2/27/2024 19:48"}
    rec3 = {"subject": "Your receipt from Hetzner \u2014 February", "from": "Hetzner Online GmbH", "date": "2/14/2024 07:51", "att": True}
    receipts = [dict(m["order"]), dict(m["inv"]), rec, rec2, rec3]
    turns.append((code("pyautogui.hotkey('ctrl', 'enter')\nimport time; time.sleep(2)\npyautogui.click(200, 276)  # Receipts folder"),
                  tb_scr(clock.format(7), "Receipts", unread(), receipts, None, empty, status="Message sent.")))
    sent = [{"subject": "Re: Weekly sync moved to Thursday", "from": "Priya Raman", "date": "09:17"},
            {"subject": "Re: Lisbon photos", "from": "Carla Mendes", "date": "Yesterday 21:03"},
            {"subject": "Offsite venue options", "from": "Jonas Keller", "date": "3/11/2024 16:20"},
            {"subject": "Nebenkostenabrechnung 2023 \u2013 R\u00fcckfrage", "from": "Hausverwaltung Brandt", "date": "3/8/2024 10:02"}]
    sent_pane = msg_pane(me, "Priya Raman <priya.raman@northwind-labs.eu>", "Thu, 14 Mar 2024 09:17",
                         "Re: Weekly sync moved to Thursday", reply + "\n\n" + quote)
    turns.append((code("pyautogui.click(200, 196)  # Sent\npyautogui.click(700, 175)"),
                  tb_scr(clock.format(7), "Sent", unread(), sent, sent[0]["subject"], sent_pane)))
    rs.add(task="os", tid="h22-os-07", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="mail moved to Receipts (Amazon order #114-2291) is listed in the Inbox again with no move back")


# ---------------------------------------------------------------- VS Code

UTILS = '''"""Small helpers for invoice numbering and totals."""

from __future__ import annotations

import math
import re
from decimal import ROUND_HALF_UP, Decimal

INVOICE_RE = re.compile(r"^INV-(\\d{4})-(\\d{5})$")


def parse_invoice_no(value: str) -> tuple[int, int]:
    m = INVOICE_RE.match(value.strip())
    if not m:
        raise ValueError(f"not an invoice number: {value!r}")
    return int(m.group(1)), int(m.group(2))


def next_invoice_no(last: str) -> str:
    year, seq = parse_invoice_no(last)
    return f"INV-{year}-{seq + 1:05d}"


def money(value: float | str | Decimal) -> Decimal:
    return Decimal(str(value)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def line_total(qty: int, unit_price: float | str, discount_pct: float = 0) -> Decimal:
    gross = money(unit_price) * qty
    return money(gross * (1 - Decimal(str(discount_pct)) / 100))


def pages(n_items: int, per_page: int = 25) -> int:
    return n_items // per_page + 1
'''


def code_scr(clock: str, buf: str, ln: int, col: int, dirty: bool, warnings: int, scm: int,
             term: str | None = None, side: Rows | None = None) -> str:
    title = ("\u25cf " if dirty else "") + "utils.py - invoice-tools - Visual Studio Code"
    rows = [R("frame", title, "", "", "", (70, 27), (1850, 1053))]
    for i, (n, d) in enumerate((("Explorer (Ctrl+Shift+E)", ""), ("Search (Ctrl+Shift+F)", ""),
                                ("Source Control (Ctrl+Shift+G)", f"{scm} pending changes" if scm else ""),
                                ("Run and Debug (Ctrl+Shift+D)", ""), ("Extensions (Ctrl+Shift+X)", ""), ("Testing", ""))):
        rows.append(R("page-tab", n, "", "", d, (70, 70 + 48 * i), (48, 48)))
    if side:
        rows += side
    else:
        rows += [R("tree-item", "INVOICE-TOOLS", "", "", "expanded", (120, 100), (260, 22)),
                 R("tree-item", ".venv", "", "", "collapsed", (130, 124), (250, 22)),
                 R("tree-item", "src", "", "", "expanded", (130, 146), (250, 22)),
                 R("tree-item", "invoice_tools", "", "", "expanded", (140, 168), (240, 22)),
                 R("tree-item", "__init__.py", "", "", "", (150, 190), (230, 22)),
                 R("tree-item", "cli.py", "", "", "", (150, 212), (230, 22)),
                 R("tree-item", "utils.py", "", "", "selected" + (", modified" if scm else ""), (150, 234), (230, 22)),
                 R("tree-item", "tests", "", "", "expanded", (130, 256), (250, 22)),
                 R("tree-item", "test_cli.py", "", "", "", (140, 278), (240, 22)),
                 R("tree-item", "test_utils.py", "", "", "", (140, 300), (240, 22)),
                 R("tree-item", "pyproject.toml", "", "", "", (130, 322), (250, 22)),
                 R("tree-item", "README.md", "", "", "", (130, 344), (250, 22))]
    rows += [R("page-tab", ("\u25cf " if dirty else "") + "utils.py", "", "", "selected", (390, 62), (140, 34)),
             R("label", "", "src > invoice_tools > utils.py", "", "", (390, 98), (400, 20)),
             R("text", "Editor content;Press Alt+F1 for Accessibility Options.", buf, "", "", (390, 120), (1520, 560 if term else 900))]
    if term is not None:
        rows += [R("page-tab", "PROBLEMS", "", "", "", (390, 690), (90, 26)), R("page-tab", "OUTPUT", "", "", "", (490, 690), (80, 26)),
                 R("page-tab", "TERMINAL", "", "", "selected", (580, 690), (90, 26)),
                 R("terminal", "Terminal 1, bash", term, "", "", (390, 720), (1520, 300))]
    rows += [R("push-button", "main", "", "", "Git branch", (70, 1052), (70, 22)),
             R("push-button", "Problems", f"\u2297 0  \u26a0 {warnings}", "", "", (150, 1052), (80, 22)),
             R("push-button", f"Ln {ln}, Col {col}", "", "", "", (1400, 1052), (100, 22)),
             R("push-button", "Spaces: 4", "", "", "", (1510, 1052), (70, 22)),
             R("push-button", "UTF-8", "", "", "", (1585, 1052), (50, 22)),
             R("push-button", "LF", "", "", "", (1640, 1052), (30, 22)),
             R("push-button", "Python", "", "", "", (1675, 1052), (60, 22)),
             R("push-button", "3.10.12 ('.venv': venv)", "", "", "", (1740, 1052), (170, 22))]
    return scr("Visual Studio Code", clock, rows, dock=["Firefox Web Browser", "Files", "Visual Studio Code", "Terminal", "Ubuntu Software"])


def t08(rs: RowSet) -> None:
    """VS Code: a failing test fixed; lint warning disappears because the fix uses the import; line shifts. Clean."""
    clock = "Mar 14 15:{}"
    lines = UTILS.rstrip("\n").split("\n")
    bug = lines.index("    return n_items // per_page + 1") + 1
    state = ("Task: in the invoice-tools project, find and fix the failing unit test in src/invoice_tools/utils.py, "
             "document the fixed function and commit the change.\n\n"
             + code_scr(clock.format("01"), "", 1, 1, False, 0, 0))
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'p')\npyautogui.typewrite('utils.py\\n')"),
                  code_scr(clock.format("01"), "\n".join(lines), 1, 1, False, 1, 0)))
    p = "(.venv) jonas@devbox:~/src/invoice-tools$ "
    run1 = p + """.venv/bin/pytest -q
.........F..                                                             [100%]
=================================== FAILURES ===================================
_______________________________ test_pages_exact _______________________________

    def test_pages_exact():
>       assert pages(50) == 2
E       assert 3 == 2
E        +  where 3 = pages(50)

tests/test_utils.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_utils.py::test_pages_exact - assert 3 == 2
1 failed, 11 passed in 0.84s
""" + p
    turns.append((code("pyautogui.hotkey('ctrl', '`')\npyautogui.typewrite('.venv/bin/pytest -q\\n')"),
                  code_scr(clock.format("02"), "\n".join(lines), 1, 1, False, 1, 0, term=run1)))
    turns.append((code(f"pyautogui.click(1000, 300)  # back to the editor\npyautogui.hotkey('ctrl', 'g')\npyautogui.typewrite('{bug}\\n')"),
                  code_scr(clock.format("02"), "\n".join(lines), bug, 5, False, 1, 0, term=run1)))
    fix = "return max(1, math.ceil(n_items / per_page))"
    lines[bug - 1] = "    " + fix
    turns.append((code(f"pyautogui.press('home')\npyautogui.hotkey('shift', 'end')\npyautogui.typewrite({fix!r})"),
                  code_scr(clock.format("03"), "\n".join(lines), bug, 5 + len(fix), True, 0, 0, term=run1)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  code_scr(clock.format("03"), "\n".join(lines), bug, 5 + len(fix), False, 0, 1, term=run1)))
    run2 = run1 + """.venv/bin/pytest -q
............                                                             [100%]
12 passed in 0.79s
""" + p
    turns.append((code("pyautogui.click(1000, 850)  # terminal\npyautogui.typewrite('.venv/bin/pytest -q\\n')"),
                  code_scr(clock.format("04"), "\n".join(lines), bug, 5 + len(fix), False, 0, 1, term=run2)))
    doc = '"""Number of pages needed for n_items, at least one (an empty list still shows a page)."""'
    lines.insert(bug - 1, "    " + doc)
    turns.append((code(f"pyautogui.click(1000, 300)\npyautogui.hotkey('ctrl', 'g')\npyautogui.typewrite('{bug - 1}\\n')\npyautogui.press('end')\npyautogui.press('enter')\npyautogui.typewrite({doc!r})"),
                  code_scr(clock.format("05"), "\n".join(lines), bug, 5 + len(doc), True, 0, 1, term=run2)))
    scm_side = [R("label", "", "SOURCE CONTROL", "", "", (120, 70), (260, 22)),
                R("entry", "Message (Ctrl+Enter to commit on 'main')", "", "", "", (120, 100), (260, 30)),
                R("push-button", "Commit", "", "", "", (120, 136), (260, 30)),
                R("tree-item", "Changes", "1", "", "expanded", (120, 176), (260, 22)),
                R("tree-item", "utils.py src/invoice_tools", "M", "", "Modified", (130, 198), (250, 22))]
    turns.append((code("pyautogui.hotkey('ctrl', 's')\npyautogui.hotkey('ctrl', 'shift', 'g')"),
                  code_scr(clock.format("05"), "\n".join(lines), bug, 5 + len(doc), False, 0, 1, term=run2, side=scm_side)))
    run3 = run2 + """git commit -am "Fix pages() for exact multiples of per_page"
[main 3f9c2e1] Fix pages() for exact multiples of per_page
 1 file changed, 2 insertions(+), 1 deletion(-)
""" + p
    scm_empty = scm_side[:3] + [R("label", "", "No changes", "", "", (120, 176), (260, 22))]
    turns.append((code("pyautogui.click(1000, 850)\npyautogui.typewrite('git commit -am \"Fix pages() for exact multiples of per_page\"\\n')"),
                  code_scr(clock.format("06"), "\n".join(lines), bug, 5 + len(doc), False, 0, 0, term=run3, side=scm_empty)))
    rs.add(task="os", tid="h22-os-08", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------- LibreOffice Writer

def writer_scr(clock: str, fname: str, paras: list[tuple[str, str]], page: str, words: int, chars: int,
               modified: bool, style: str = "Default Paragraph Style", extra: Rows | None = None,
               selected: str = "", find: str | None = None) -> str:
    rows = [R("frame", f"{fname} - LibreOffice Writer", "", "", "", (70, 27), (1850, 1053))]
    x = 70
    for mname in ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]:
        rows.append(R("menu", mname, "", "", "", (x, 58), (len(mname) * 8 + 16, 24)))
        x += len(mname) * 8 + 16
    for i, t in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
                           "Clone Formatting", "Undo", "Redo", "Find & Replace", "Spelling", "Formatting Marks",
                           "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box", "Insert Page Break",
                           "Insert Field", "Insert Special Character", "Insert Hyperlink", "Insert Comment"]):
        rows.append(R("push-button", t, "", "", "", (74 + 31 * i, 86), (28, 28)))
    rows += [R("combo-box", "Paragraph Style", style, "", "", (74, 120), (180, 26)),
             R("combo-box", "Font Name", "Liberation Serif", "", "", (260, 120), (180, 26)),
             R("combo-box", "Font Size", "12 pt", "", "", (446, 120), (60, 26))]
    for i, t in enumerate(["Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript"]):
        rows.append(R("toggle-button", t, "", "", "", (520 + 31 * i, 120), (28, 26)))
    if find is not None:
        rows += [R("tool-bar", "Find", "", "", "", (70, 990), (900, 30)),
                 R("combo-box", "Find Text", find, "", "", (110, 992), (260, 26)),
                 R("push-button", "Find Previous", "", "", "", (380, 992), (28, 26)),
                 R("push-button", "Find Next", "", "", "", (410, 992), (28, 26)),
                 R("push-button", "Find All", "", "", "", (440, 992), (70, 26)),
                 R("check-box", "Match Case", "", "", "", (520, 994), (110, 22))]
    rows.append(R("document-text", fname, "", "", "", (360, 160), (1200, 820)))
    y = 220
    for sty, text in paras:
        tag = "heading" if sty.startswith("Heading") or sty == "Title" else "paragraph"
        rows.append(R(tag, "", text, "", sty, (460, y), (1000, 24 if tag == "heading" else 24 * (len(text) // 110 + 1))))
        y += 40 + 24 * (len(text) // 110)
    rows += extra or []
    wc = f"{selected} selected" if selected else f"{words:,} words, {chars:,} characters"
    rows += [R("label", "", page, "", "", (70, 1028), (170, 22)),
             R("label", "", wc, "", "", (250, 1028), (330, 22)),
             R("label", "", "Default Page Style", "", "", (600, 1028), (150, 22)),
             R("label", "", "English (UK)", "", "", (760, 1028), (110, 22)),
             R("label", "", "Document modified" if modified else "The document has not been modified since the last save.", "", "", (900, 1028), (24, 22)),
             R("slider", "Zoom", "100%", "", "", (1700, 1028), (130, 22))]
    return scr("LibreOffice Writer", clock, rows)


def t09(rs: RowSet) -> None:
    """Writer grant proposal: title style, new closing paragraph, a replace; later the budget figure reads differently. Bad at 8."""
    clock = "Mar 14 13:{}"
    fname = "garden_grant_2024.odt"
    paras = [("Default Paragraph Style", "Greenway Community Garden \u2014 Funding Proposal 2024"),
             ("Text Body", "Submitted by the Greenway Residents' Association e.V., Lindenstra\u00dfe 14, 04177 Leipzig"),
             ("Heading 1", "1. Summary"),
             ("Text Body", "The Greenway residents' association requests support to convert the disused car park behind "
              "Lindenstra\u00dfe 14 into a shared community garden with 32 raised beds, a tool shed and a rainwater "
              "collection system. The garden will be open to all 212 households of the block and to the day-care "
              "centre next door."),
             ("Heading 1", "2. Budget"),
             ("Text Body", "The total requested amount is \u20ac12,400, covering materials for the raised beds and paths "
              "(\u20ac7,150), a rainwater tank and piping (\u20ac2,380), tools and storage (\u20ac1,470) and the first year "
              "of water and insurance costs (\u20ac1,400). Soil will be donated by the municipal composting site."),
             ("Heading 1", "3. Timeline"),
             ("Text Body", "Construction would begin in April 2024 and the first beds would be planted by the end of May. "
              "Greenway volunteers have committed 420 hours of labour; a landscape gardener from the district office "
              "will supervise the two weekend building days."),
             ("Heading 1", "4. Organisation"),
             ("Text Body", "A garden council of five residents, elected for two years, allocates beds, keeps the rota for "
              "watering and reports to the association's general meeting each spring.")]
    words, chars = 1087, 6912
    title_sel = f"6 words, {len(paras[0][1])} characters"
    state = ("Task: in garden_grant_2024.odt give the first line the Title style, add a closing sentence at the end, "
             "replace 'Greenway volunteers' with 'Our volunteers', check the budget figure (\u20ac12,400) and export a "
             "PDF.\n\n" + writer_scr(clock.format("20"), fname, paras, "Page 1 of 2", words, chars, False))
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'home')\npyautogui.hotkey('shift', 'end')"),
                  writer_scr(clock.format("20"), fname, paras, "Page 1 of 2", words, chars, False,
                             selected=title_sel)))
    paras[0] = ("Title", paras[0][1])
    turns.append((code("pyautogui.tripleClick(160, 133)  # Paragraph Style box\npyautogui.typewrite('Title\\n')"),
                  writer_scr(clock.format("21"), fname, paras, "Page 1 of 2", words, chars, True, style="Title",
                             selected=title_sel)))
    closing = ("We would welcome a site visit at any time and can provide references from the district office on request.")
    words += len(closing.split())
    chars += len(closing)
    tail = [("Heading 1", "7. Contact"),
            ("Text Body", "Maren Vogt (chair), maren.vogt@greenway-leipzig.de, +49 341 5529 0184"),
            ("Text Body", closing)]
    turns.append((code(f"pyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\npyautogui.typewrite({closing!r}, interval=0.01)"),
                  writer_scr(clock.format("23"), fname, tail, "Page 2 of 2", words, chars, True, style="Text Body")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  writer_scr(clock.format("23"), fname, tail, "Page 2 of 2", words, chars, False, style="Text Body")))
    paras[7] = ("Text Body", paras[7][1].replace("Greenway volunteers", "Our volunteers"))
    chars -= len("Greenway") - len("Our")
    dlg = [R("dialog", "Find and Replace", "", "", "", (640, 260), (640, 520)),
           R("combo-box", "Find", "Greenway volunteers", "", "", (670, 310), (560, 30)),
           R("check-box", "Match case", "", "", "checked", (670, 350), (140, 22)),
           R("check-box", "Whole words only", "", "", "", (830, 350), (160, 22)),
           R("combo-box", "Replace", "Our volunteers", "", "", (670, 420), (560, 30)),
           R("push-button", "Find All", "", "", "", (670, 470), (100, 32)),
           R("push-button", "Find Previous", "", "", "", (780, 470), (120, 32)),
           R("push-button", "Find Next", "", "", "", (910, 470), (100, 32)),
           R("push-button", "Replace", "", "", "", (1020, 470), (90, 32)),
           R("push-button", "Replace All", "", "", "", (1120, 470), (110, 32)),
           R("label", "", "Search key replaced 1 time.", "", "", (670, 520), (400, 22)),
           R("push-button", "Help", "", "", "", (670, 730), (80, 32)),
           R("push-button", "Close", "", "", "", (1150, 730), (80, 32))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'h')
pyautogui.typewrite('Greenway volunteers')
pyautogui.click(680, 361)  # Match case
pyautogui.click(900, 435)  # Replace box
pyautogui.typewrite('Our volunteers')
pyautogui.click(1175, 486)  # Replace All
"""), writer_scr(clock.format("24"), fname, tail, "Page 2 of 2", words, chars, True, style="Text Body", extra=dlg)))
    turns.append((code("pyautogui.click(1190, 746)  # Close\npyautogui.hotkey('ctrl', 'home')"),
                  writer_scr(clock.format("24"), fname, paras, "Page 1 of 2", words, chars, True, style="Title")))
    wcd = [R("dialog", "Word and Character Count", "", "", "", (760, 360), (400, 260)),
           R("label", "", "Selection", "", "", (900, 380), (100, 20)), R("label", "", "Document", "", "", (1030, 380), (100, 20)),
           R("label", "Words", "0", "", "", (900, 410), (100, 20)), R("label", "Words", f"{words:,}", "", "", (1030, 410), (100, 20)),
           R("label", "Characters including spaces", "0", "", "", (900, 440), (100, 20)),
           R("label", "Characters including spaces", f"{chars:,}", "", "", (1030, 440), (100, 20)),
           R("label", "Characters excluding spaces", "0", "", "", (900, 470), (100, 20)),
           R("label", "Characters excluding spaces", f"{chars - words + 17:,}", "", "", (1030, 470), (100, 20)),
           R("push-button", "Help", "", "", "", (780, 570), (80, 32)), R("push-button", "Close", "", "", "", (1060, 570), (80, 32))]
    turns.append((code("pyautogui.click(596, 70)  # Tools\npyautogui.click(640, 200)  # Word Count..."),
                  writer_scr(clock.format("25"), fname, paras, "Page 1 of 2", words, chars, True, style="Title", extra=wcd)))
    drift = list(paras)
    drift[5] = ("Text Body", paras[5][1].replace("\u20ac12,400", "\u20ac12,900"))
    turns.append((code("pyautogui.click(1100, 586)  # Close\npyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('\u20ac12\\n')"),
                  writer_scr(clock.format("26"), fname, drift, "Page 1 of 2", words, chars, True, style="Text Body",
                             find="\u20ac12", selected="1 word, 3 characters")))
    pdf = [R("dialog", "PDF Options", "", "", "", (560, 180), (800, 680)),
           R("page-tab", "General", "", "", "selected", (580, 200), (90, 28)),
           R("page-tab", "Initial View", "", "", "", (680, 200), (100, 28)),
           R("page-tab", "User Interface", "", "", "", (790, 200), (120, 28)),
           R("page-tab", "Links", "", "", "", (920, 200), (60, 28)),
           R("page-tab", "Security", "", "", "", (990, 200), (80, 28)),
           R("page-tab", "Digital Signatures", "", "", "", (1080, 200), (140, 28)),
           R("radio-button", "All", "", "", "checked", (600, 260), (100, 22)),
           R("radio-button", "Pages:", "", "", "", (600, 290), (100, 22)),
           R("radio-button", "Selection", "", "", "", (600, 320), (100, 22)),
           R("radio-button", "Lossless compression", "", "", "", (600, 380), (200, 22)),
           R("radio-button", "JPEG compression", "", "", "checked", (600, 410), (200, 22)),
           R("spin-button", "Quality", "90%", "", "", (640, 440), (80, 26)),
           R("check-box", "Reduce image resolution", "", "", "checked", (600, 480), (220, 22)),
           R("check-box", "Archive (PDF/A, ISO 19005)", "", "", "", (960, 260), (260, 22)),
           R("check-box", "Tagged PDF (add document structure)", "", "", "", (960, 320), (300, 22)),
           R("check-box", "Export outlines", "", "", "checked", (960, 380), (200, 22)),
           R("push-button", "Help", "", "", "", (580, 810), (80, 32)),
           R("push-button", "Export", "", "", "", (1160, 810), (80, 32)),
           R("push-button", "Cancel", "", "", "", (1250, 810), (80, 32))]
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'end')\npyautogui.click(86, 70)  # File\npyautogui.click(180, 420)  # Export As > Export as PDF..."),
                  writer_scr(clock.format("27"), fname, tail, "Page 2 of 2", words, chars, True, style="Text Body", extra=pdf)))
    chooser = [R("dialog", "Export", "", "", "", (520, 200), (880, 600)),
               R("entry", "Name", "garden_grant_2024.pdf", "", "", (640, 220), (500, 32)),
               R("push-button", "Documents", "", "", "", (640, 262), (110, 30)),
               R("push-button", "Cancel", "", "", "", (540, 220), (80, 32)),
               R("push-button", "Save", "", "", "", (1300, 220), (80, 32)),
               R("table-cell", "", "garden_grant_2024.odt", "", "", (700, 330), (400, 30)),
               R("table-cell", "", "46.8 kB", "", "", (1100, 330), (100, 30)),
               R("table-cell", "", "13:23", "", "", (1200, 330), (100, 30)),
               R("table-cell", "", "street_party_flyer.odt", "", "", (700, 362), (400, 30)),
               R("table-cell", "", "21.5 kB", "", "", (1100, 362), (100, 30)),
               R("table-cell", "", "Mar 2", "", "", (1200, 362), (100, 30)),
               R("combo-box", "File type", "PDF - Portable Document Format (.pdf)", "", "", (1000, 760), (380, 30))]
    turns.append((code("pyautogui.click(1200, 826)  # Export"),
                  writer_scr(clock.format("28"), fname, tail, "Page 2 of 2", words, chars, True, style="Text Body", extra=chooser)))
    rs.add(task="os", tid="h22-os-09", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="budget paragraph shows \u20ac12,900 although it read \u20ac12,400 and was never edited (its parts still add to 12,400)")


# ---------------------------------------------------------------- GIMP

GIMP_TOOLS = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
              "Unified Transform Tool", "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Clone Tool",
              "Healing Tool", "Smudge Tool", "Dodge / Burn Tool", "Paths Tool", "Text Tool", "Bucket Fill Tool",
              "Gradient Tool", "Color Picker Tool", "Zoom Tool"]


def gimp_title(dirty: bool, how: str, layers: int, w: int, h: int) -> str:
    return (("*" if dirty else "") + f"[vacation_041] ({how})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
            f"{layers} layer{'s' if layers > 1 else ''}) {w}x{h} \u2013 GIMP")


def gimp_scr(clock: str, title: str, layers: list[str], zoom: str, status: str, extra: Rows | None = None,
             tool: str = "Move Tool") -> str:
    rows = [R("frame", title, "", "", "", (70, 27), (1850, 1053))]
    x = 80
    for mname in ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]:
        rows.append(R("menu", mname, "", "", "", (x, 58), (len(mname) * 8 + 16, 24)))
        x += len(mname) * 8 + 16
    for i, t in enumerate(GIMP_TOOLS):
        rows.append(R("toggle-button", t, "", "", "checked" if t == tool else "", (80 + 30 * (i % 6), 90 + 30 * (i // 6)), (28, 28)))
    rows += [R("drawing-area", "vacation_041.jpg", "", "", "", (330, 110), (1200, 880)),
             R("combo-box", "Unit", "px", "", "", (330, 1000), (60, 24)),
             R("combo-box", "Zoom", zoom, "", "", (400, 1000), (80, 24)),
             R("label", "", status, "", "", (490, 1002), (500, 22)),
             R("page-tab", "Layers", "", "", "selected", (1560, 560), (80, 26)),
             R("page-tab", "Channels", "", "", "", (1640, 560), (80, 26)),
             R("page-tab", "Paths", "", "", "", (1720, 560), (70, 26)),
             R("page-tab", "Undo History", "", "", "", (1790, 560), (110, 26)),
             R("combo-box", "Mode", "Normal", "", "", (1560, 594), (240, 26)),
             R("spin-button", "Opacity", "100.0", "", "", (1560, 626), (340, 24))]
    y = 670
    for i, ln in enumerate(layers):
        rows.append(R("table-cell", "", ln, "", "selected" if i == 0 else "", (1600, y), (300, 34)))
        y += 36
    rows += extra or []
    return scr("GNU Image Manipulation Program", clock, rows,
               dock=["Firefox Web Browser", "Files", "GNU Image Manipulation Program", "Shotwell", "Terminal"])


def t12(rs: RowSet) -> None:
    """GIMP: scale 4032x3024 -> 1600x1200, sharpen, watermark, flatten; Image Properties then reports the old size. Bad at 9."""
    clock = "Mar 14 17:{}"
    state = ("Task: make a web copy of ~/Pictures/vacation_041.jpg: scale it to 1600 px wide, sharpen it slightly, "
             "add a '\u00a9 2024 M. Kowalski' watermark, flatten and export as vacation_041_web.jpg.\n\n"
             + gimp_scr(clock.format("02"), gimp_title(False, "imported", 1, 4032, 3024), ["Background"], "25%", "Background (73.5 MB)"))
    turns = []

    def scale_dlg(w: str, h: str) -> Rows:
        return [R("dialog", "Scale Image", "", "", "", (700, 300), (420, 420)),
                R("label", "", "vacation_041.jpg-1", "", "", (720, 320), (300, 20)),
                R("spin-button", "Width", w, "", "", (800, 370), (140, 28)),
                R("spin-button", "Height", h, "", "", (800, 404), (140, 28)),
                R("toggle-button", "Chain", "", "", "checked", (950, 384), (24, 40)),
                R("combo-box", "Unit", "px", "", "", (990, 386), (80, 28)),
                R("label", "", f"{w} \u00d7 {h} pixels\n72 ppi", "", "", (800, 440), (260, 36)),
                R("spin-button", "X resolution", "72.000", "", "", (800, 490), (140, 28)),
                R("spin-button", "Y resolution", "72.000", "", "", (800, 524), (140, 28)),
                R("combo-box", "Resolution unit", "pixels/in", "", "", (990, 506), (100, 28)),
                R("combo-box", "Interpolation", "Cubic", "", "", (800, 580), (200, 28)),
                R("push-button", "Help", "", "", "", (710, 680), (70, 32)),
                R("push-button", "Reset", "", "", "", (790, 680), (70, 32)),
                R("push-button", "Cancel", "", "", "", (950, 680), (70, 32)),
                R("push-button", "Scale", "", "", "", (1030, 680), (70, 32))]

    t0 = gimp_title(False, "imported", 1, 4032, 3024)
    turns.append((code("import pyautogui\npyautogui.click(274, 70)  # Image\npyautogui.click(330, 330)  # Scale Image..."),
                  gimp_scr(clock.format("02"), t0, ["Background"], "25%", "Background (73.5 MB)", scale_dlg("4032", "3024"))))
    turns.append((code("pyautogui.tripleClick(870, 384)\npyautogui.typewrite('1600\\t')"),
                  gimp_scr(clock.format("03"), t0, ["Background"], "25%", "Background (73.5 MB)", scale_dlg("1600", "1200"))))
    t1 = gimp_title(True, "imported", 1, 1600, 1200)
    turns.append((code("pyautogui.click(1065, 696)  # Scale\nimport time; time.sleep(2)"),
                  gimp_scr(clock.format("03"), t1, ["Background"], "25%", "Background (84.1 MB)")))
    usm = [R("dialog", "Unsharp Mask", "", "", "", (660, 260), (480, 460)),
           R("label", "", "Unsharp Mask\nvacation_041.jpg-1 ([vacation_041] (imported))", "", "", (680, 280), (440, 40)),
           R("combo-box", "Presets", "", "", "", (680, 330), (440, 28)),
           R("slider", "Radius", "3.000", "", "", (680, 380), (440, 28)),
           R("slider", "Amount", "0.500", "", "", (680, 416), (440, 28)),
           R("slider", "Threshold", "0.000", "", "", (680, 452), (440, 28)),
           R("check-box", "Preview", "", "", "checked", (680, 500), (100, 22)),
           R("check-box", "Split view", "", "", "", (800, 500), (120, 22)),
           R("push-button", "Help", "", "", "", (680, 670), (70, 32)),
           R("push-button", "Reset", "", "", "", (760, 670), (70, 32)),
           R("push-button", "Cancel", "", "", "", (980, 670), (70, 32)),
           R("push-button", "OK", "", "", "", (1060, 670), (70, 32))]
    turns.append((code("pyautogui.click(700, 70)  # Filters\npyautogui.click(740, 240)  # Enhance\npyautogui.click(900, 520)  # Unsharp Mask..."),
                  gimp_scr(clock.format("04"), t1, ["Background"], "25%", "Background (84.1 MB)", usm)))
    turns.append((code("pyautogui.tripleClick(1000, 430)\npyautogui.typewrite('0.8\\n')\npyautogui.click(1095, 686)  # OK\ntime.sleep(2)"),
                  gimp_scr(clock.format("05"), t1, ["Background"], "25%", "Background (89.6 MB)")))
    t2 = gimp_title(True, "imported", 2, 1600, 1200)
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')\npyautogui.typewrite('watermark')\npyautogui.click(1060, 700)  # OK"),
                  gimp_scr(clock.format("05"), t2, ["watermark", "Background"], "25%", "watermark (96.9 MB)")))
    t3 = gimp_title(True, "imported", 3, 1600, 1200)
    mark = "\u00a9 2024 M. Kowalski"
    turns.append((code(f"pyautogui.press('t')  # Text Tool\npyautogui.click(1180, 900)\npyautogui.typewrite({mark!r})\npyautogui.press('escape')"),
                  gimp_scr(clock.format("06"), t3, [mark, "watermark", "Background"], "25%", f"{mark} (97.4 MB)", tool="Text Tool")))
    t4 = gimp_title(True, "imported", 1, 1600, 1200)
    turns.append((code("pyautogui.click(274, 70)  # Image\npyautogui.click(320, 560)  # Flatten Image"),
                  gimp_scr(clock.format("06"), t4, ["Background"], "25%", "Background (99.2 MB)", tool="Text Tool")))
    props = [R("dialog", "Image Properties", "", "", "", (640, 200), (560, 600)),
             R("page-tab", "Properties", "", "", "selected", (660, 220), (100, 28)),
             R("page-tab", "Color Profile", "", "", "", (770, 220), (110, 28)),
             R("page-tab", "Comment", "", "", "", (890, 220), (90, 28))]
    y = 270
    for k, v in [("Size in pixels:", "4032 \u00d7 3024 pixels"), ("Print size:", "22.222 \u00d7 16.667 inches"),
                 ("Resolution:", "72 \u00d7 72 ppi"), ("Color space:", "RGB color"), ("Precision:", "8-bit gamma integer"),
                 ("File Name:", "/home/mkowalski/Pictures/vacation_041.jpg"), ("File Size:", "3.1 MB"), ("File Type:", "JPEG image"),
                 ("Size in memory:", "99.2 MB"), ("Undo steps:", "5"), ("Redo steps:", "0"), ("Number of pixels:", "1920000"),
                 ("Number of layers:", "1"), ("Number of channels:", "0"), ("Number of paths:", "0")]:
        props += [R("label", "", k, "", "", (670, y), (180, 20)), R("label", "", v, "", "", (860, y), (320, 20))]
        y += 28
    props += [R("push-button", "Help", "", "", "", (660, 750), (70, 32)), R("push-button", "Close", "", "", "", (1110, 750), (70, 32))]
    turns.append((code("pyautogui.hotkey('alt', 'enter')  # Image Properties"),
                  gimp_scr(clock.format("07"), t4, ["Background"], "25%", "Background (99.2 MB)", props, tool="Text Tool")))
    jpg = [R("dialog", "Export Image as JPEG", "", "", "", (700, 220), (460, 620)),
           R("slider", "Quality", "90", "", "", (720, 260), (420, 28)),
           R("label", "", "File size: unknown", "", "", (720, 300), (300, 20)),
           R("check-box", "Show preview in image window", "", "", "", (720, 330), (300, 22)),
           R("check-box", "Use quality settings from original image", "", "", "", (720, 360), (330, 22)),
           R("toggle-button", "Advanced Options", "", "", "expanded", (720, 400), (200, 24)),
           R("check-box", "Optimize", "", "", "checked", (740, 430), (200, 22)),
           R("check-box", "Progressive", "", "", "checked", (740, 456), (200, 22)),
           R("combo-box", "Subsampling", "4:2:0 (chroma quartered)", "", "", (860, 500), (260, 26)),
           R("combo-box", "DCT method", "Integer", "", "", (860, 532), (260, 26)),
           R("check-box", "Save Exif data", "", "", "checked", (740, 580), (200, 22)),
           R("check-box", "Save XMP data", "", "", "checked", (740, 606), (200, 22)),
           R("check-box", "Save thumbnail", "", "", "checked", (740, 632), (200, 22)),
           R("push-button", "Load Defaults", "", "", "", (720, 690), (120, 30)),
           R("push-button", "Save Defaults", "", "", "", (850, 690), (120, 30)),
           R("push-button", "Help", "", "", "", (720, 780), (70, 32)),
           R("push-button", "Export", "", "", "", (990, 780), (70, 32)),
           R("push-button", "Cancel", "", "", "", (1070, 780), (70, 32))]
    turns.append((code("pyautogui.click(1145, 766)  # Close\npyautogui.hotkey('ctrl', 'shift', 'e')\npyautogui.typewrite('vacation_041_web.jpg\\n')"),
                  gimp_scr(clock.format("08"), t4, ["Background"], "25%", "Background (99.2 MB)", jpg, tool="Text Tool")))
    rs.add(task="os", tid="h22-os-12", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="Image Properties reports 4032 \u00d7 3024 pixels after the image was scaled to 1600 \u00d7 1200 (title, pixel count and print size still say 1600 \u00d7 1200)")


# ---------------------------------------------------------------- Inkscape

INK_TOOLS = ["Selector", "Node", "Rectangle", "Ellipse", "Star/Polygon", "3D Box", "Spiral", "Pencil", "Pen",
             "Calligraphy", "Text", "Gradient", "Mesh", "Dropper", "Paint Bucket", "Tweak", "Spray", "Eraser",
             "Connector", "Measure", "Zoom"]


def ink_scr(clock: str, title: str, tool: str, ctrls: Rows, status: str, zoom: str, layer: str = "Layer 1",
            extra: Rows | None = None) -> str:
    rows = [R("frame", title, "", "", "", (70, 27), (1850, 1053))]
    x = 80
    for mname in ["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]:
        rows.append(R("menu", mname, "", "", "", (x, 58), (len(mname) * 8 + 16, 24)))
        x += len(mname) * 8 + 16
    for i, t in enumerate(["New", "Open File", "Save", "Print", "Import", "Export", "Undo", "Redo", "Copy", "Cut",
                           "Paste", "Zoom Selection", "Zoom Drawing", "Zoom Page", "Duplicate", "Clone", "Unlink Clone",
                           "Group", "Ungroup", "Fill and Stroke", "Text and Font", "XML Editor", "Align and Distribute"]):
        rows.append(R("push-button", t, "", "", "", (80 + 32 * i, 86), (30, 30)))
    rows += ctrls
    for i, t in enumerate(INK_TOOLS):
        rows.append(R("toggle-button", t, "", "", "checked" if t == tool else "", (74, 160 + 36 * i), (34, 34)))
    rows.append(R("drawing-area", "", "", "", "", (112, 156), (1400 if extra else 1790, 860)))
    rows += extra or []
    rows += [R("label", "Fill:", "", "", "", (80, 1030), (40, 22)),
             R("label", "Stroke:", "", "", "", (80, 1052), (50, 22)),
             R("combo-box", "Current layer", layer, "", "", (200, 1036), (160, 26)),
             R("label", "", status, "", "", (380, 1038), (1000, 22)),
             R("spin-button", "Zoom", zoom, "", "", (1760, 1036), (70, 26)),
             R("spin-button", "Rotation", "0.00\u00b0", "", "", (1840, 1036), (70, 26))]
    return scr("Inkscape", clock, rows, dock=["Firefox Web Browser", "Files", "Inkscape", "GNU Image Manipulation Program", "Terminal"])


def sel_ctrls(x: float, y: float, w: float, h: float, unit: str) -> Rows:
    return [R("spin-button", "X", f"{x:.3f}", "", "", (700, 124), (100, 28)),
            R("spin-button", "Y", f"{y:.3f}", "", "", (830, 124), (100, 28)),
            R("spin-button", "W", f"{w:.3f}", "", "", (960, 124), (100, 28)),
            R("toggle-button", "Lock", "", "", "", (1064, 124), (28, 28)),
            R("spin-button", "H", f"{h:.3f}", "", "", (1120, 124), (100, 28)),
            R("combo-box", "Units", unit, "", "", (1230, 124), (70, 28))]


def t13(rs: RowSet) -> None:
    """Inkscape logo: rectangle resized, units switched mm->px, circle and text added, grouped, centred, saved. Clean."""
    clock = "Mar 14 11:{}"
    px = 96 / 25.4
    title0 = "*New document 1 - Inkscape"
    state = ("Task: in a new Inkscape document draw a 100 \u00d7 50 mm rectangle, a 30 mm circle and the word 'ACME', "
             "group them, centre the group on the page and save it as ~/Documents/acme_logo.svg.\n\n"
             + ink_scr(clock.format(40), "New document 1 - Inkscape", "Selector", sel_ctrls(0, 0, 0, 0, "mm"),
                       "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.", "35%"))
    turns = []
    rect_ctrls = [R("spin-button", "W", "80.433", "", "", (700, 124), (100, 28)),
                  R("spin-button", "H", "40.217", "", "", (830, 124), (100, 28)),
                  R("spin-button", "Rx", "0.000", "", "", (960, 124), (100, 28)),
                  R("spin-button", "Ry", "0.000", "", "", (1090, 124), (100, 28)),
                  R("combo-box", "Units", "mm", "", "", (1200, 124), (70, 28)),
                  R("push-button", "Not rounded", "", "", "", (1280, 124), (28, 28))]
    turns.append((code("import pyautogui\npyautogui.press('r')\npyautogui.moveTo(600, 400)\npyautogui.dragTo(706, 453, duration=0.5)"),
                  ink_scr(clock.format(41), title0, "Rectangle", rect_ctrls,
                          "Rectangle in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%")))
    turns.append((code("pyautogui.press('s')\npyautogui.tripleClick(1010, 138); pyautogui.typewrite('100\\t')\npyautogui.tripleClick(1170, 138); pyautogui.typewrite('50\\n')"),
                  ink_scr(clock.format(41), title0, "Selector", sel_ctrls(45, 60, 100, 50, "mm"),
                          "Rectangle in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%")))
    rx, ry, rw, rh = 45 * px, 60 * px, 100 * px, 50 * px
    turns.append((code("pyautogui.click(1265, 138)  # Units\npyautogui.click(1265, 250)  # px"),
                  ink_scr(clock.format(42), title0, "Selector", sel_ctrls(rx, ry, rw, rh, "px"),
                          "Rectangle in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%")))
    ell_ctrls = [R("spin-button", "Rx", f"{15 * px:.3f}", "", "", (700, 124), (100, 28)),
                 R("spin-button", "Ry", f"{15 * px:.3f}", "", "", (830, 124), (100, 28)),
                 R("combo-box", "Units", "px", "", "", (960, 124), (70, 28)),
                 R("spin-button", "Start", "0.00", "", "", (1080, 124), (80, 28)),
                 R("spin-button", "End", "0.00", "", "", (1200, 124), (80, 28))]
    turns.append((code("pyautogui.press('e')\npyautogui.keyDown('ctrl')\npyautogui.moveTo(860, 420)\npyautogui.dragTo(900, 460, duration=0.5)\npyautogui.keyUp('ctrl')"),
                  ink_scr(clock.format(43), title0, "Ellipse", ell_ctrls,
                          "Circle in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%")))
    txt_ctrls = [R("combo-box", "Font Family", "sans-serif", "", "", (700, 124), (200, 28)),
                 R("combo-box", "Font Style", "Bold", "", "", (910, 124), (120, 28)),
                 R("combo-box", "Font Size", "40", "", "", (1040, 124), (70, 28)),
                 R("combo-box", "Units", "pt", "", "", (1114, 124), (50, 28))]
    turns.append((code("pyautogui.press('t')\npyautogui.click(640, 470)\npyautogui.typewrite('ACME')"),
                  ink_scr(clock.format(44), title0, "Text", txt_ctrls,
                          "Type or edit text (4 characters); Enter to start new line.", "35%")))
    cx, cy, cw = 120 * px, 70 * px, 30 * px
    tx, ty, tw, th = 57 * px, 75 * px, 52.5 * px, 15 * px
    gx0, gy0 = min(rx, cx, tx), min(ry, cy, ty)
    gx1, gy1 = max(rx + rw, cx + cw, tx + tw), max(ry + rh, cy + cw, ty + th)
    turns.append((code("pyautogui.press('escape')\npyautogui.press('s')\npyautogui.hotkey('ctrl', 'a')"),
                  ink_scr(clock.format(44), title0, "Selector", sel_ctrls(gx0, gy0, gx1 - gx0, gy1 - gy0, "px"),
                          "3 objects selected of types Rectangle, Circle, Text in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%")))
    xml = [R("dialog", "XML Editor (Ctrl+Shift+X)", "", "", "", (1520, 156), (390, 860)),
           R("tree-item", "svg:svg id=\"svg5\"", "", "", "expanded", (1530, 190), (370, 24)),
           R("tree-item", "sodipodi:namedview id=\"namedview7\"", "", "", "", (1545, 214), (355, 24)),
           R("tree-item", "svg:defs id=\"defs2\"", "", "", "", (1545, 238), (355, 24)),
           R("tree-item", "svg:g id=\"layer1\" inkscape:label=\"Layer 1\"", "", "", "expanded", (1545, 262), (355, 24)),
           R("tree-item", "svg:g id=\"g1054\"", "", "", "selected, expanded", (1560, 286), (340, 24)),
           R("tree-item", "svg:rect id=\"rect846\"", "", "", "", (1575, 310), (325, 24)),
           R("tree-item", "svg:circle id=\"path1032\"", "", "", "", (1575, 334), (325, 24)),
           R("tree-item", "svg:text id=\"text1038\"", "", "", "", (1575, 358), (325, 24)),
           R("table-cell", "", "id", "", "", (1530, 420), (120, 24)), R("table-cell", "", "g1054", "", "", (1650, 420), (250, 24))]
    turns.append((code("pyautogui.hotkey('ctrl', 'g')\npyautogui.hotkey('ctrl', 'shift', 'x')"),
                  ink_scr(clock.format(45), title0, "Selector", sel_ctrls(gx0, gy0, gx1 - gx0, gy1 - gy0, "px"),
                          "Group of 3 objects in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%", extra=xml)))
    pw, ph = 210 * px, 297 * px
    nx, ny = (pw - (gx1 - gx0)) / 2, (ph - (gy1 - gy0)) / 2
    align = [R("dialog", "Align and Distribute (Shift+Ctrl+A)", "", "", "", (1520, 156), (390, 860)),
             R("combo-box", "Relative to", "Page", "", "", (1620, 200), (200, 28)),
             R("check-box", "Treat selection as group", "", "", "", (1540, 240), (250, 22)),
             R("push-button", "Center on vertical axis", "", "", "", (1600, 290), (34, 34)),
             R("push-button", "Center on horizontal axis", "", "", "", (1600, 340), (34, 34))]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'a')\npyautogui.click(1617, 307)\npyautogui.click(1617, 357)"),
                  ink_scr(clock.format(46), title0, "Selector", sel_ctrls(nx, ny, gx1 - gx0, gy1 - gy0, "px"),
                          "Group of 3 objects in layer Layer 1. Click selection to toggle scale/rotation handles.", "35%", extra=align)))
    title1 = "acme_logo.svg - Inkscape"
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 's')\npyautogui.typewrite('~/Documents/acme_logo.svg\\n')\nimport time; time.sleep(1)"),
                  ink_scr(clock.format(47), title1, "Selector", sel_ctrls(nx, ny, gx1 - gx0, gy1 - gy0, "px"),
                          "Document saved.", "35%", extra=align)))
    turns.append((code("pyautogui.press('1')  # zoom 1:1"),
                  ink_scr(clock.format(47), title1, "Selector", sel_ctrls(nx, ny, gx1 - gx0, gy1 - gy0, "px"),
                          "Group of 3 objects in layer Layer 1. Click selection to toggle scale/rotation handles.", "100%", extra=align)))
    rs.add(task="os", tid="h22-os-13", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------- VLC

def vlc_scr(clock: str, title: str, items: list[tuple[str, int]], playing: str, elapsed: int, total: int,
            paused: bool, volume: int, extra: Rows | None = None, selected: str | None = None,
            sort: str | None = None) -> str:
    rows = [R("frame", f"{title} - VLC media player", "", "", "", (300, 100), (1300, 860))]
    x = 310
    for mname in ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]:
        rows.append(R("menu", mname, "", "", "", (x, 130), (len(mname) * 8 + 16, 24)))
        x += len(mname) * 8 + 16
    rows += [R("list-item", "Playlist", "", "", "selected", (310, 170), (200, 26)),
             R("list-item", "Media Library", "", "", "", (310, 196), (200, 26)),
             R("list-item", "My Videos", "", "", "", (310, 240), (200, 26)),
             R("list-item", "My Music", "", "", "", (310, 266), (200, 26)),
             R("list-item", "My Pictures", "", "", "", (310, 292), (200, 26)),
             R("list-item", "Network streams (SAP)", "", "", "", (310, 336), (200, 26)),
             R("entry", "Search the playlist", "", "", "", (1300, 164), (280, 28))]
    x = 520
    for h, w in (("Title", 460), ("Duration", 120), ("Album", 400)):
        rows.append(R("table-column-header", h, "", "", "sorted ascending" if h == sort else "", (x, 200), (w, 26)))
        x += w
    y = 228
    for name, sec in items:
        desc = ", ".join(d for d in ("now playing" if name == playing else "", "selected" if name == selected else "") if d)
        rows += [R("table-cell", "", name, "", desc, (520, y), (460, 26)),
                 R("table-cell", "", f"{sec // 60:02d}:{sec % 60:02d}", "", "", (980, y), (120, 26)),
                 R("table-cell", "", "Field Recordings Vol. 2", "", "", (1100, y), (400, 26))]
        y += 28
    rows += [R("label", "", f"{elapsed // 60:02d}:{elapsed % 60:02d}", "", "", (310, 890), (60, 20)),
             R("slider", "Position", f"{round(100 * elapsed / total)}%", "", "", (380, 890), (1100, 20)),
             R("label", "", f"{total // 60:02d}:{total % 60:02d}", "", "", (1490, 890), (60, 20)),
             R("push-button", "Play" if paused else "Pause the playback", "", "", "", (310, 920), (36, 36)),
             R("push-button", "Previous media in the playlist, skip backward when held", "", "", "", (356, 920), (30, 30)),
             R("push-button", "Stop playback", "", "", "", (390, 920), (30, 30)),
             R("push-button", "Next media in the playlist, skip forward when held", "", "", "", (424, 920), (30, 30)),
             R("push-button", "Toggle the video in fullscreen", "", "", "", (470, 920), (30, 30)),
             R("push-button", "Show extended settings", "", "", "", (504, 920), (30, 30)),
             R("toggle-button", "Toggle playlist", "", "", "checked", (538, 920), (30, 30)),
             R("push-button", "Click to toggle between loop all, loop one and no loop", "", "", "", (572, 920), (30, 30)),
             R("toggle-button", "Random", "", "", "", (606, 920), (30, 30)),
             R("slider", "Volume", f"{volume}%", "", "", (1450, 926), (100, 20))]
    rows += extra or []
    return scr("VLC media player", clock, rows, dock=["Firefox Web Browser", "Files", "VLC media player", "Rhythmbox", "Terminal"])


def t14(rs: RowSet) -> None:
    """VLC: playback time advances, next track, volume raised, playlist sorted, pause/seek, an item removed. Clean."""
    clock = "Mar 14 20:{}"
    items = [("Harbour at dawn", 272), ("Rain on tin roof", 378), ("Market in Fes", 307), ("Night train", 521),
             ("Swifts over Lisbon", 235), ("Glacier melt", 446)]
    rain = 378
    state = ("Task: in VLC, skip to the second field recording, raise the volume to 115 %, check its codec details, "
             "sort the playlist by title, continue listening from 3:00 and drop 'Night train' from the playlist.\n\n"
             + scr("VLC media player", clock.format(14), [R("frame", "Harbour at dawn - VLC media player", "", "", "", (300, 100), (1300, 860)),
                                                          R("label", "", "01:09", "", "", (310, 890), (60, 20)),
                                                          R("label", "", "04:32", "", "", (1490, 890), (60, 20))]))
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'l')  # show playlist"),
                  vlc_scr(clock.format(14), "Harbour at dawn", items, "Harbour at dawn", 72, 272, False, 100)))
    turns.append((code("pyautogui.press('n')  # next"),
                  vlc_scr(clock.format(14), "Rain on tin roof", items, "Rain on tin roof", 3, rain, False, 100)))
    osd = [R("label", "", "Volume 115%", "", "", (1300, 230), (200, 30))]
    turns.append((code("for _ in range(3):\n    pyautogui.hotkey('ctrl', 'up')"),
                  vlc_scr(clock.format(14), "Rain on tin roof", items, "Rain on tin roof", 9, rain, False, 115, osd)))
    info = [R("dialog", "Current Media Information", "", "", "", (700, 180), (620, 640)),
            R("page-tab", "General", "", "", "selected", (720, 200), (90, 28)),
            R("page-tab", "Metadata", "", "", "", (810, 200), (90, 28)),
            R("page-tab", "Codec", "", "", "", (900, 200), (70, 28)),
            R("page-tab", "Statistics", "", "", "", (970, 200), (90, 28))]
    y = 250
    for k, v in [("Title", "Rain on tin roof"), ("Artist", "Anna Lindqvist"), ("Album", "Field Recordings Vol. 2"),
                 ("Genre", "Ambient"), ("Track number", "2"), ("Date", "2021"), ("Copyright", "CC BY-NC 4.0"),
                 ("Publisher", "Nordic Soundscapes"), ("Encoded by", "FLAC 1.3.3")]:
        info += [R("label", "", k, "", "", (720, y), (140, 22)), R("entry", k, v, "", "", (870, y), (430, 26))]
        y += 34
    info += [R("label", "", "Location", "", "", (720, 740), (80, 22)),
             R("entry", "Location", "file:///home/tomasz/Music/Field%20Recordings%20Vol.%202/02%20Rain%20on%20tin%20roof.flac", "", "", (810, 740), (490, 26)),
             R("push-button", "Close", "", "", "", (1220, 780), (80, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'i')"),
                  vlc_scr(clock.format(15), "Rain on tin roof", items, "Rain on tin roof", 31, rain, False, 115, info)))
    codec = info[:5] + [R("tree-item", "Stream 0", "", "", "expanded", (720, 250), (560, 24)),
                        R("label", "", "Type: Audio", "", "", (750, 276), (500, 22)),
                        R("label", "", "Codec: FLAC (Free Lossless Audio Codec) (flac)", "", "", (750, 300), (500, 22)),
                        R("label", "", "Channels: Stereo", "", "", (750, 324), (500, 22)),
                        R("label", "", "Sample rate: 48000 Hz", "", "", (750, 348), (500, 22)),
                        R("label", "", "Bits per sample: 24", "", "", (750, 372), (500, 22)),
                        R("label", "", "Bitrate: 1804 kb/s", "", "", (750, 396), (500, 22)),
                        R("push-button", "Close", "", "", "", (1220, 780), (80, 30))]
    turns.append((code("pyautogui.click(935, 214)  # Codec tab"),
                  vlc_scr(clock.format(15), "Rain on tin roof", items, "Rain on tin roof", 44, rain, False, 115, codec)))
    items_sorted = sorted(items)
    turns.append((code("pyautogui.click(1260, 795)  # Close\npyautogui.click(700, 213)  # Title column header"),
                  vlc_scr(clock.format(16), "Rain on tin roof", items_sorted, "Rain on tin roof", 107, rain, False, 115, sort="Title")))
    turns.append((code("pyautogui.press('space')"),
                  vlc_scr(clock.format(16), "Rain on tin roof", items_sorted, "Rain on tin roof", 125, rain, True, 115, sort="Title")))
    goto = [R("dialog", "Go to Time", "", "", "", (800, 400), (300, 140)),
            R("spin-button", "Time", "0H:03m:00s.000", "", "", (820, 440), (200, 28)),
            R("push-button", "Reset", "", "", "", (820, 490), (70, 30)),
            R("push-button", "Cancel", "", "", "", (940, 490), (70, 30)),
            R("push-button", "Go", "", "", "", (1020, 490), (60, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.typewrite('0300')"),
                  vlc_scr(clock.format(16), "Rain on tin roof", items_sorted, "Rain on tin roof", 125, rain, True, 115, goto, sort="Title")))
    turns.append((code("pyautogui.click(1050, 505)  # Go\npyautogui.press('space')\nimport time; time.sleep(9)"),
                  vlc_scr(clock.format(17), "Rain on tin roof", items_sorted, "Rain on tin roof", 189, rain, False, 115, sort="Title")))
    left = [i for i in items_sorted if i[0] != "Night train"]
    turns.append((code("pyautogui.click(700, 297)  # Night train\npyautogui.press('delete')"),
                  vlc_scr(clock.format(17), "Rain on tin roof", left, "Rain on tin roof", 196, rain, False, 115, sort="Title")))
    rs.add(task="os", tid="h22-os-14", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


# ---------------------------------------------------------------- Rhythmbox

def rb_scr(clock: str, source: str, search: str, songs: list[tuple[int, str, str, str, str, int]], status: str,
           now: tuple[str, str, str, str, str] | None, shuffle: bool = False, playlists: tuple[str, ...] = (),
           extra: Rows | None = None, selected: tuple[str, ...] = (), times: dict[str, str] | None = None) -> str:
    title = f"{now[0]} by {now[1]}" if now else "Rhythmbox"
    rows = [R("frame", title, "", "", "", (200, 80), (1500, 900)),
            R("push-button", "Previous", "", "", "", (220, 90), (34, 34)),
            R("push-button", "Pause" if now else "Play", "", "", "", (258, 90), (34, 34)),
            R("push-button", "Next", "", "", "", (296, 90), (34, 34)),
            R("toggle-button", "Repeat", "", "", "", (340, 90), (34, 34)),
            R("toggle-button", "Shuffle", "", "", "checked" if shuffle else "", (378, 90), (34, 34))]
    if now:
        rows += [R("label", "", f"{now[0]} by {now[1]} from {now[2]}", "", "", (440, 90), (600, 20)),
                 R("label", "", now[3], "", "", (440, 112), (50, 18)),
                 R("slider", "", "", "", "", (495, 112), (500, 18)),
                 R("label", "", now[4], "", "", (1000, 112), (50, 18))]
    rows += [R("push-button", "Volume", "", "", "", (1560, 90), (34, 34)),
             R("push-button", "Menu", "", "", "", (1600, 90), (34, 34)),
             R("label", "", "Library", "", "", (210, 150), (220, 20))]
    y = 174
    for s in ["Play Queue", "Music", "Podcasts", "Radio"]:
        rows.append(R("tree-item", s, "", "", "selected" if s == source else "", (210, y), (220, 28)))
        y += 30
    rows.append(R("label", "", "Playlists", "", "", (210, y + 10), (220, 20)))
    y += 36
    for s in ("My Top Rated", "Recently Added", "Recently Played") + playlists:
        rows.append(R("tree-item", s, "", "", "selected" if s == source else "", (210, y), (220, 28)))
        y += 30
    rows.append(R("entry", "Search", search, "", "", (1100, 150), (560, 30)))
    x = 440
    for h, w in (("Track", 60), ("Title", 340), ("Genre", 160), ("Artist", 220), ("Album", 260), ("Time", 80)):
        rows.append(R("table-column-header", h, "", "", "", (x, 190), (w, 26)))
        x += w
    y = 220
    for s in songs:
        x = 440
        desc = ", ".join(d for d in ("selected" if s[1] in selected else "", "now playing" if now and s[1] == now[0] else "") if d)
        tm = (times or {}).get(s[1], mmss(s[5]))
        for k, (val, w) in enumerate(zip((str(s[0]), s[1], s[2], s[3], s[4], tm), (60, 340, 160, 220, 260, 80))):
            rows.append(R("table-cell", "", val, "", desc if k == 1 else "", (x, y), (w, 28)))
            x += w
        y += 30
    rows += extra or []
    rows.append(R("label", "", status, "", "", (440, 950), (600, 20)))
    return scr("Rhythmbox", clock, rows)


def t15(rs: RowSet) -> None:
    """Rhythmbox: build a 'Run mix' playlist; once playing, the header shows a different length for the first track. Bad at 6."""
    clock = "Mar 14 07:{}"
    ta = [(1, "Low Orbit", 283), (2, "Perihelion", 312), (3, "Cold Start", 238), (4, "Salt Flats", 267),
          (5, "Night Shift", 365), (6, "Parallax", 276), (7, "Drift Ice", 321), (8, "Homeward", 229)]
    ml = [(1, "Ember", 214), (2, "Tin Roof", 252), (3, "Signal Fires", 348), (4, "Orchard", 207),
          (5, "Breakwater", 295), (6, "Glasshouse", 246), (7, "Late Ferry", 391)]
    tidal = [(n, t, "Electronic", "Tidal Arc", "Low Orbit", s) for n, t, s in ta]
    marrow = [(n, t, "Indie", "Marrow Lane", "Signal Fires", s) for n, t, s in ml]

    def status(songs: list) -> str:
        sec = sum(s[5] for s in songs)
        return f"{len(songs)} songs, {sec // 60} minutes, {sec * 32000 / 1e6:.1f} MB"

    music_all = tidal[:3] + marrow[:2]
    state = ("Task: in Rhythmbox make a playlist 'Run mix' with Low Orbit, Cold Start and Night Shift by Tidal Arc and "
             "Signal Fires and Breakwater by Marrow Lane, start it, rate Breakwater 4 stars and turn shuffle on.\n\n"
             + rb_scr(clock.format("02"), "Music", "", music_all, "2,314 songs, 6 days, 3 hours and 41 minutes, 14.8 GB", None))
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(1380, 165)  # Search\npyautogui.typewrite('Tidal Arc')"),
                  rb_scr(clock.format("02"), "Music", "Tidal Arc", tidal, status(tidal), None)))
    turns.append((code("pyautogui.hotkey('ctrl', 'n')  # New Playlist\npyautogui.typewrite('Run mix\\n')"),
                  rb_scr(clock.format("03"), "Run mix", "", [], "0 songs", None, playlists=("Run mix",))))
    pick1 = ("Low Orbit", "Cold Start", "Night Shift")
    turns.append((code("""
pyautogui.click(300, 218)  # Music
pyautogui.click(1380, 165); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('Tidal Arc')
pyautogui.click(600, 234)                              # Low Orbit
pyautogui.click(600, 294, modifiers=['ctrl'])          # Cold Start
pyautogui.click(600, 354, modifiers=['ctrl'])          # Night Shift
pyautogui.rightClick(600, 354); pyautogui.click(680, 420); pyautogui.click(840, 420)  # Add to Playlist > Run mix
"""), rb_scr(clock.format("03"), "Music", "Tidal Arc", tidal, status(tidal), None, playlists=("Run mix",), selected=pick1)))
    pick2 = ("Signal Fires", "Breakwater")
    turns.append((code("""
pyautogui.click(1380, 165); pyautogui.hotkey('ctrl', 'a'); pyautogui.typewrite('Marrow Lane')
pyautogui.click(600, 294)                              # Signal Fires
pyautogui.click(600, 354, modifiers=['ctrl'])          # Breakwater
pyautogui.rightClick(600, 354); pyautogui.click(680, 420); pyautogui.click(840, 420)  # Add to Playlist > Run mix
"""), rb_scr(clock.format("04"), "Music", "Marrow Lane", marrow, status(marrow), None, playlists=("Run mix",), selected=pick2)))
    mix = [s for s in tidal if s[1] in pick1] + [s for s in marrow if s[1] in pick2]
    turns.append((code("pyautogui.click(300, 400)  # Run mix"),
                  rb_scr(clock.format("04"), "Run mix", "", mix, status(mix), None, playlists=("Run mix",))))
    turns.append((code("pyautogui.doubleClick(600, 234)  # Low Orbit"),
                  rb_scr(clock.format("05"), "Run mix", "", mix, status(mix),
                         ("Low Orbit", "Tidal Arc", "Low Orbit", "0:01", "4:34"), playlists=("Run mix",))))
    props = [R("dialog", "Breakwater Properties", "", "", "", (700, 240), (520, 560)),
             R("page-tab", "Basic", "", "", "", (720, 260), (80, 28)),
             R("page-tab", "Details", "", "", "selected", (800, 260), (80, 28))]
    y = 310
    for k, v in [("Location:", "/home/tomasz/Music/Marrow Lane/Signal Fires/05 Breakwater.mp3"),
                 ("Last played:", "2024-02-27 08:14"), ("Play count:", "3"), ("Bitrate:", "256 kbps"),
                 ("Duration:", "4:55"), ("File size:", "9.4 MB"), ("Date added:", "2023-11-02")]:
        props += [R("label", "", k, "", "", (720, y), (120, 22)), R("label", "", v, "", "", (850, y), (360, 22))]
        y += 30
    props += [R("label", "", "Rating:", "", "", (720, y), (120, 22)),
              R("slider", "Rating", "0 stars", "", "", (850, y), (120, 22)),
              R("push-button", "Back", "", "", "", (900, 760), (80, 30)),
              R("push-button", "Forward", "", "", "", (990, 760), (80, 30)),
              R("push-button", "Close", "", "", "", (1120, 760), (80, 30))]
    now = ["Low Orbit", "Tidal Arc", "Low Orbit", "0:22", "4:43"]
    turns.append((code("pyautogui.rightClick(600, 354)  # Breakwater\npyautogui.click(680, 520)  # Properties\npyautogui.click(840, 274)  # Details"),
                  rb_scr(clock.format("05"), "Run mix", "", mix, status(mix), tuple(now), playlists=("Run mix",), extra=props,
                         selected=("Breakwater",))))
    now[3] = "0:41"
    turns.append((code("pyautogui.click(910, 521)  # 4th star\npyautogui.click(1160, 775)  # Close"),
                  rb_scr(clock.format("05"), "Run mix", "", mix, status(mix), tuple(now), playlists=("Run mix",),
                         selected=("Breakwater",))))
    now[3] = "0:52"
    turns.append((code("pyautogui.click(395, 107)  # Shuffle"),
                  rb_scr(clock.format("06"), "Run mix", "", mix, status(mix), tuple(now), shuffle=True, playlists=("Run mix",),
                         selected=("Breakwater",))))
    rs.add(task="os", tid="h22-os-15", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="now-playing header gives Low Orbit a length of 4:34 while the track is 4:43 in every listing")


# ---------------------------------------------------------------- Evince

def evince_scr(clock: str, title: str, label: str, idx: int, n: int, zoom: str, page: str,
               side: Rows | None = None, extra: Rows | None = None, search: str | None = None) -> str:
    rows = [R("frame", title, "", "", "", (160, 40), (1600, 1000)),
            R("toggle-button", "Side pane", "", "", "checked" if side else "", (170, 48), (34, 34)),
            R("text", "Select page", label, "", "", (214, 48), (70, 34)),
            R("label", "", f"({idx} of {n})", "", "", (288, 56), (110, 20)),
            R("push-button", "Previous page", "", "", "", (404, 48), (34, 34)),
            R("push-button", "Next page", "", "", "", (440, 48), (34, 34)),
            R("label", "", title, "", "", (800, 56), (400, 20)),
            R("toggle-button", "Find a word or phrase in the document", "", "", "checked" if search is not None else "", (1470, 48), (34, 34)),
            R("toggle-button", "Annotate the document", "", "", "", (1508, 48), (34, 34)),
            R("combo-box", "Select or set the zoom level of the document", zoom, "", "", (1550, 48), (120, 34)),
            R("push-button", "File options", "", "", "", (1680, 48), (34, 34)),
            R("push-button", "Main Menu", "", "", "", (1718, 48), (34, 34))]
    if search is not None:
        rows.append(R("text", "Find", search, "", "", (1100, 92), (400, 32)))
    rows += side or []
    rows.append(R("document-frame", "", page, "", "", (480 if side else 160, 92), (1280 if side else 1600, 948)))
    rows += extra or []
    return scr("Document Viewer", clock, rows, dock=["Firefox Web Browser", "Files", "Document Viewer", "LibreOffice Writer", "Terminal"])


def t16(rs: RowSet) -> None:
    """Evince: search, page label vs index, zoom, a highlight, Save a Copy, the copy opened in a new window. Clean."""
    clock = "Mar 14 16:{}"
    title = "Corvina_HX200_manual.pdf"
    cover = ("CORVINA HX-200\nDual Boiler Espresso Machine\nUser Manual \u00b7 Manuale d'uso \u00b7 Bedienungsanleitung\n"
             "Read these instructions carefully before first use and keep them for future reference.\nCorvina S.r.l. \u00b7 Via dei Mulini 8 \u00b7 37135 Verona \u00b7 Italy")
    state = ("Task: in the Corvina HX-200 manual find how often to descale, highlight that sentence, save an annotated "
             "copy in ~/Documents and check the copy's properties.\n\n"
             + evince_scr(clock.format(20), title, "i", 1, 48, "Fit Width", cover))
    hits = [("18", 24, "\u2026run the descaling programme every 200 cups or when the indicator lights up\u2026"),
            ("18", 24, "\u2026Descaling takes about 25 minutes; do not interrupt the cycle\u2026"),
            ("27", 33, "\u2026Descale every 3 months when using hard water (above 14 \u00b0dH)\u2026"),
            ("28", 34, "\u2026descaling solution (1:4 with water) into the tank\u2026"),
            ("39", 45, "\u2026damage caused by lack of descaling is not covered by the warranty\u2026")]

    def find_side(sel: int) -> Rows:
        rows = [R("label", "", "5 results", "", "", (170, 100), (300, 20))]
        y = 128
        for i, (lab, _idx, ctx) in enumerate(hits):
            rows.append(R("list-item", f"Page {lab}", ctx, "", "selected" if i == sel else "", (170, y), (300, 60)))
            y += 64
        return rows

    p18 = ("8 Care and maintenance\n8.1 Descaling\nLimescale builds up in the boilers and pipes even with filtered water. "
           "To protect the machine, run the descaling programme every 200 cups or when the indicator lights up.\n"
           "Descaling takes about 25 minutes; do not interrupt the cycle once it has started.\n18")
    p27 = ("11 Water hardness\nMeasure the hardness of your tap water with the enclosed test strip.\n"
           "Soft water (below 7 \u00b0dH): descale every 6 months.\nMedium water (7\u201314 \u00b0dH): descale every 4 months.\n"
           "Descale every 3 months when using hard water (above 14 \u00b0dH).\nSet the hardness level in menu P4 so the "
           "indicator reminds you in time.\n27")
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('descal')"),
                  evince_scr(clock.format(20), title, "18", 24, 48, "Fit Width", p18, find_side(0), search="descal")))
    turns.append((code("pyautogui.click(320, 290)  # result 3, page 27"),
                  evince_scr(clock.format(21), title, "27", 33, 48, "Fit Width", p27, find_side(2), search="descal")))
    turns.append((code("pyautogui.click(1610, 65)  # zoom\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('150%\\n')"),
                  evince_scr(clock.format(21), title, "27", 33, 48, "150%", p27, find_side(2), search="descal")))
    hl = [R("annotation", "Highlight", "Descale every 3 months when using hard water (above 14 \u00b0dH).", "", "Author: lena \u00b7 Thu 14 Mar 2024 16:22", (700, 520), (720, 30))]
    turns.append((code("""
pyautogui.moveTo(700, 535)
pyautogui.dragTo(1420, 535, duration=0.6)  # select the sentence
pyautogui.rightClick(1000, 535)
pyautogui.click(1060, 600)  # Highlight Selected Text
"""), evince_scr(clock.format(22), title, "27", 33, 48, "150%", p27, find_side(2), extra=hl, search="descal")))
    save = [R("dialog", "Save a Copy", "", "", "", (500, 200), (900, 620)),
            R("entry", "Name", "Corvina_HX200_manual_annotated.pdf", "", "", (640, 220), (500, 32)),
            R("push-button", "Cancel", "", "", "", (520, 220), (80, 32)),
            R("push-button", "Save", "", "", "", (1300, 220), (80, 32)),
            R("list-item", "Recent", "", "", "", (510, 280), (180, 30)),
            R("list-item", "Home", "", "", "", (510, 312), (180, 30)),
            R("list-item", "Documents", "", "", "selected", (510, 344), (180, 30)),
            R("list-item", "Downloads", "", "", "", (510, 376), (180, 30)),
            R("table-cell", "", "Corvina_HX200_warranty.pdf", "", "", (700, 300), (400, 30)),
            R("table-cell", "", "412.0 kB", "", "", (1100, 300), (100, 30)),
            R("table-cell", "", "Feb 11", "", "", (1200, 300), (100, 30)),
            R("table-cell", "", "kitchen_receipts_2024.ods", "", "", (700, 332), (400, 30)),
            R("table-cell", "", "18.3 kB", "", "", (1100, 332), (100, 30)),
            R("table-cell", "", "Mar 3", "", "", (1200, 332), (100, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 's')\npyautogui.click(600, 359)  # Documents\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('Corvina_HX200_manual_annotated.pdf')"),
                  evince_scr(clock.format(23), title, "27", 33, 48, "150%", p27, find_side(2), extra=hl + save, search="descal")))
    turns.append((code("pyautogui.press('enter')"),
                  evince_scr(clock.format(23), title, "27", 33, 48, "150%", p27, find_side(2), extra=hl, search="descal")))
    title2 = "Corvina_HX200_manual_annotated.pdf"
    turns.append((code("pyautogui.hotkey('ctrl', 'o')\npyautogui.typewrite('~/Documents/Corvina_HX200_manual_annotated.pdf\\n')"),
                  evince_scr(clock.format(24), title2, "i", 1, 48, "Fit Width", cover)))
    props = [R("dialog", "Properties", "", "", "", (640, 160), (640, 700)),
             R("page-tab", "General", "", "", "selected", (660, 180), (90, 28)),
             R("page-tab", "Fonts", "", "", "", (750, 180), (70, 28))]
    y = 230
    for k, v in [("Title:", "Corvina HX-200 User Manual"), ("Location:", "/home/lena/Documents/Corvina_HX200_manual_annotated.pdf"),
                 ("Subject:", "Dual boiler espresso machine"), ("Author:", "Corvina S.r.l."), ("Keywords:", "HX-200, manual, espresso"),
                 ("Producer:", "Adobe PDF Library 17.0"), ("Creator:", "Adobe InDesign 18.2 (Windows)"),
                 ("Created:", "Tue 05 Sep 2023 11:42:10 CEST"), ("Modified:", "Tue 05 Sep 2023 11:48:53 CEST"),
                 ("Format:", "PDF-1.6"), ("Number of Pages:", "48"), ("Optimized:", "No"), ("Security:", "None"),
                 ("Paper Size:", "A5, Portrait (148 \u00d7 210 mm)"), ("Size:", "2.4 MB")]:
        props += [R("label", "", k, "", "", (660, y), (160, 22)), R("label", "", v, "", "", (830, y), (430, 22))]
        y += 32
    props.append(R("push-button", "Close", "", "", "", (1180, 810), (80, 32)))
    turns.append((code("pyautogui.hotkey('alt', 'enter')  # Properties"),
                  evince_scr(clock.format(24), title2, "i", 1, 48, "Fit Width", cover, extra=props)))
    rs.add(task="os", tid="h22-os-16", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


def t17(rs: RowSet) -> None:
    """Evince thesis: page labels vs indices; after following the outline the page count reads 143 instead of 134. Bad at 3."""
    clock = "Mar 14 22:{}"
    title = "thesis_final.pdf"
    n = 134
    outline = [("Abstract", "iii"), ("Contents", "v"), ("1 Introduction", "1"), ("2 Related Work", "9"),
               ("3 Method", "31"), ("4 Experiments", "55"), ("5 Discussion", "97"), ("6 Conclusion", "109"),
               ("Bibliography", "113"), ("A Supplementary tables", "119")]

    def oside(sel: str = "") -> Rows:
        rows = [R("page-tab", "Thumbnails", "", "", "", (170, 96), (60, 28)), R("page-tab", "Outline", "", "", "selected", (232, 96), (60, 28)),
                R("page-tab", "Annotations", "", "", "", (294, 96), (60, 28)), R("page-tab", "Bookmarks", "", "", "", (356, 96), (60, 28))]
        y = 140
        for t, p in outline:
            rows.append(R("tree-item", t, p, "", "selected" if t == sel else "", (170, y), (300, 30)))
            y += 32
        return rows

    cover = ("Robust Dependency Parsing for Low-Resource Languages\nDissertation zur Erlangung des akademischen Grades "
             "Doctor rerum naturalium (Dr. rer. nat.)\nvorgelegt von Paula Nowak\nBerlin, 2024")
    state = ("Task: in thesis_final.pdf go to page 57, then open the Discussion chapter, look up where 'ablation' is "
             "discussed, bookmark that page and set up a print of Chapter 4 up to page 67.\n\n" + evince_scr(clock.format(10), title, "i", 1, n, "Automatic", cover))
    p57 = ("4.2 Results on the held-out treebanks\nTable 4.3 lists labelled attachment scores (LAS) for the eleven "
           "held-out treebanks. The transfer model improves over the monolingual baseline on nine of them, with the "
           "largest gains on Upper Sorbian (+6.1 LAS) and Faroese (+4.8 LAS).\n57")
    p97 = ("5 Discussion\n5.1 Why does cross-lingual transfer help?\nThe results of Chapter 4 suggest that most of the "
           "gain comes from shared function-word embeddings. The ablation in Section 4.4 removes them and loses 71% of "
           "the improvement.\n97")
    p61 = ("4.4 Ablation study\nWe remove one component at a time and retrain on the same seeds. Table 4.6 shows that "
           "removing the shared function-word embeddings costs 3.2 LAS on average, while the character encoder "
           "accounts for 0.9 LAS.\n61")
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'l')\npyautogui.typewrite('57\\n')"),
                  evince_scr(clock.format(10), title, "57", 69, n, "Automatic", p57)))
    turns.append((code("pyautogui.press('f9')  # side pane"),
                  evince_scr(clock.format(11), title, "57", 69, n, "Automatic", p57, oside())))
    turns.append((code("pyautogui.click(300, 347)  # 5 Discussion"),
                  evince_scr(clock.format(11), title, "97", 109, 143, "Automatic", p97, oside("5 Discussion"))))
    hits = [("58", "\u2026an ablation over the encoder depth (Section 4.4)\u2026"), ("61", "\u20264.4 Ablation study\u2026"),
            ("62", "\u2026the ablation also shows that the character encoder\u2026"), ("97", "\u2026The ablation in Section 4.4 removes them\u2026"),
            ("99", "\u2026a finer-grained ablation is left to future work\u2026")]

    def fside(sel: int) -> Rows:
        rows = [R("label", "", "5 results", "", "", (170, 100), (300, 20))]
        y = 128
        for i, (lab, ctx) in enumerate(hits):
            rows.append(R("list-item", f"Page {lab}", ctx, "", "selected" if i == sel else "", (170, y), (300, 60)))
            y += 64
        return rows

    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('ablation')"),
                  evince_scr(clock.format(12), title, "97", 109, n, "Automatic", p97, fside(3), search="ablation")))
    turns.append((code("pyautogui.click(320, 226)  # Page 61"),
                  evince_scr(clock.format(12), title, "61", 73, n, "Automatic", p61, fside(1), search="ablation")))
    bside = [R("page-tab", "Thumbnails", "", "", "", (170, 96), (60, 28)), R("page-tab", "Outline", "", "", "", (232, 96), (60, 28)),
             R("page-tab", "Annotations", "", "", "", (294, 96), (60, 28)), R("page-tab", "Bookmarks", "", "", "selected", (356, 96), (60, 28)),
             R("list-item", "Page 61", "", "", "selected", (170, 140), (300, 30)),
             R("push-button", "Add", "", "", "", (170, 990), (60, 30)), R("push-button", "Remove", "", "", "", (240, 990), (80, 30))]
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'd')  # Add Bookmark\npyautogui.click(386, 110)  # Bookmarks tab"),
                  evince_scr(clock.format(13), title, "61", 73, n, "Automatic", p61, bside)))
    prt = [R("dialog", "Print", "", "", "", (560, 180), (800, 640)),
           R("page-tab", "General", "", "", "selected", (580, 200), (90, 28)),
           R("page-tab", "Page Setup", "", "", "", (670, 200), (100, 28)),
           R("page-tab", "Job", "", "", "", (770, 200), (50, 28)),
           R("list-item", "Brother HL-L2350DW", "", "", "selected", (580, 250), (500, 30)),
           R("list-item", "Print to File", "", "", "", (580, 282), (500, 30)),
           R("radio-button", "All Pages", "", "", "", (580, 400), (200, 22)),
           R("radio-button", "Current Page", "", "", "", (580, 426), (200, 22)),
           R("radio-button", "Pages:", "", "", "checked", (580, 452), (80, 22)),
           R("entry", "Pages", "69-79", "", "", (670, 448), (200, 28)),
           R("spin-button", "Copies", "1", "", "", (1000, 400), (80, 28)),
           R("check-box", "Collate", "", "", "checked", (1000, 440), (100, 22)),
           R("push-button", "Cancel", "", "", "", (1140, 780), (90, 32)),
           R("push-button", "Print", "", "", "", (1240, 780), (90, 32))]
    turns.append((code("pyautogui.hotkey('ctrl', 'p')\npyautogui.click(590, 463)  # Pages:\npyautogui.typewrite('69-79')"),
                  evince_scr(clock.format(14), title, "61", 73, n, "Automatic", p61, bside, extra=prt)))
    rs.add(task="os", tid="h22-os-17", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="page counter says 'of 143' for the 134-page thesis after jumping through the outline (no document change)")


# ---------------------------------------------------------------- Shotwell

def sw_scr(clock: str, view: str, tiles: list[tuple[str, str]], events: list[str], tags: list[str],
           info: list[tuple[str, str]] | None = None, selected: tuple[str, ...] = (), extra: Rows | None = None,
           count: int | None = None) -> str:
    rows = [R("frame", "Shotwell", "", "", "", (70, 27), (1850, 1053))]
    x = 80
    for mname in ["File", "Edit", "View", "Photos", "Events", "Tags", "Help"]:
        rows.append(R("menu", mname, "", "", "", (x, 58), (len(mname) * 8 + 16, 24)))
        x += len(mname) * 8 + 16
    rows.append(R("label", "", "Library", "", "", (80, 96), (260, 20)))
    y = 118
    for s in ["Photos", "Flagged", "Last Import", "Trash"]:
        rows.append(R("tree-item", s, "", "", "selected" if s == view else "", (90, y), (250, 26)))
        y += 28
    rows.append(R("tree-item", "Events", "", "", "expanded", (80, y + 6), (260, 26)))
    y += 34
    for e in events:
        depth = e.count("/")
        name = e.rsplit("/", 1)[-1]
        rows.append(R("tree-item", name, "", "", "selected" if name == view else "", (90 + 14 * depth, y), (250 - 14 * depth, 26)))
        y += 28
    rows.append(R("tree-item", "Tags", "", "", "expanded", (80, y + 6), (260, 26)))
    y += 34
    for t in tags:
        rows.append(R("tree-item", t, "", "", "selected" if t == view else "", (90, y), (250, 26)))
        y += 28
    rows.append(R("tree-item", "Saved Searches", "", "", "collapsed", (80, y + 6), (260, 26)))
    n = len(tiles) if count is None else count
    rows.append(R("label", "", f"{view} \u00b7 {n} Photo{'s' if n != 1 else ''}", "", "", (360, 96), (600, 22)))
    for i, (name, desc) in enumerate(tiles):
        d = ", ".join(x for x in ("selected" if name in selected else "", desc) if x)
        rows.append(R("list-item", name, "", "", d, (360 + 220 * (i % 6), 130 + 200 * (i // 6)), (210, 190)))
    if info is not None:
        rows.append(R("label", "", "Basic Information", "", "", (1640, 130), (270, 20)))
        y = 160
        for k, v in info:
            rows += [R("label", "", k, "", "", (1640, y), (100, 20)), R("label", "", v, "", "", (1740, y), (170, 20))]
            y += 24
    for i, b in enumerate(["Rotate Counterclockwise", "Rotate Clockwise", "Flip Horizontally", "Enhance", "Publish", "Set Rating"]):
        rows.append(R("push-button", b, "", "", "", (360 + 44 * i, 1040), (40, 32)))
    rows.append(R("slider", "Zoom", "", "", "", (1600, 1046), (200, 20)))
    rows += extra or []
    return scr("Shotwell", clock, rows, dock=["Firefox Web Browser", "Files", "Shotwell", "GNU Image Manipulation Program", "Terminal"])


def t18(rs: RowSet) -> None:
    """Shotwell: import 12 photos, rotate one (4000x3000 -> 3000x4000), tag, rate, sort by rating, rename the event. Clean."""
    clock = "Mar 17 19:{}"
    times = ["093012", "094155", "100237", "101522", "101704", "104840", "112015", "112251", "120533", "134109", "142648", "150327"]
    names = [f"IMG_20240316_{t}.jpg" for t in times]
    target = "IMG_20240316_101522.jpg"
    ev0 = ["2023", "2023/July", "2023/July/Algarve Jul 2023", "2024", "2024/March", "2024/March/Lisbon day 1", "2024/March/Lisbon day 2"]
    tags0 = ["beach", "family", "lisbon", "sunset"]
    state = ("Task: import the photos in ~/Pictures/phone-export/2024-03-16 into Shotwell (copying them), rotate "
             "IMG_20240316_101522 upright, tag it 'lisbon, tram', give it 4 stars, sort by rating and name the new event "
             "'Lisbon day 3'.\n\n"
             + sw_scr(clock.format(40), "Photos", [(f"IMG_20240315_{t}.jpg", "") for t in ("180244", "181530", "190012", "193347")],
                      ev0, tags0, count=1204))
    turns = []
    chooser = [R("dialog", "Import From Folder", "", "", "", (500, 200), (900, 600)),
               R("toggle-button", "Pictures", "", "", "", (640, 220), (90, 30)),
               R("toggle-button", "phone-export", "", "", "", (734, 220), (120, 30)),
               R("table-cell", "", "2024-03-14", "", "", (700, 300), (400, 30)),
               R("table-cell", "", "2024-03-15", "", "", (700, 332), (400, 30)),
               R("table-cell", "", "2024-03-16", "", "selected", (700, 364), (400, 30)),
               R("push-button", "Cancel", "", "", "", (520, 220), (80, 32)),
               R("push-button", "OK", "", "", "", (1300, 220), (80, 32))]
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'shift', 'i')\npyautogui.typewrite('~/Pictures/phone-export/2024-03-16')"),
                  sw_scr(clock.format(40), "Photos", [(f"IMG_20240315_{t}.jpg", "") for t in ("180244", "181530", "190012", "193347")],
                         ev0, tags0, extra=chooser, count=1204)))
    ask = [R("dialog", "Shotwell", "", "", "", (700, 400), (520, 200)),
           R("label", "", "Shotwell can copy the photos into your library folder or it can import them without copying.", "", "", (720, 420), (480, 44)),
           R("check-box", "Always perform this action", "", "", "", (720, 480), (300, 22)),
           R("push-button", "Cancel", "", "", "", (720, 540), (90, 32)),
           R("push-button", "Copy Photos", "", "", "", (900, 540), (120, 32)),
           R("push-button", "Import in Place", "", "", "", (1030, 540), (140, 32))]
    turns.append((code("pyautogui.click(1340, 236)  # OK"),
                  sw_scr(clock.format(40), "Photos", [(f"IMG_20240315_{t}.jpg", "") for t in ("180244", "181530", "190012", "193347")],
                         ev0, tags0, extra=ask, count=1204)))
    ev1 = ev0 + ["2024/March/Sat Mar 16, 2024"]
    done = [R("dialog", "Import Complete", "", "", "", (760, 420), (400, 160)),
            R("label", "", "12 photos successfully imported.", "", "", (780, 460), (360, 22)),
            R("push-button", "OK", "", "", "", (1060, 530), (80, 32))]
    tiles = {n: "" for n in names}

    def tl(order: list[str]) -> list[tuple[str, str]]:
        return [(n, tiles[n]) for n in order]

    turns.append((code("pyautogui.click(960, 556)  # Copy Photos\nimport time; time.sleep(6)"),
                  sw_scr(clock.format(41), "Last Import", tl(names), ev1, tags0, extra=done)))
    info = [("Title", target), ("Date", "Saturday, March 16, 2024"), ("Time", "10:15:22 AM"), ("Size", "4000 \u00d7 3000"),
            ("File size", "3.4 MB"), ("Exposure", "f/1.9, 1/640 sec, ISO 50"), ("Camera", "Google Pixel 7"), ("Focal length", "6.8 mm")]
    turns.append((code("pyautogui.click(1100, 546)  # OK\npyautogui.click(1020, 230)  # IMG_20240316_101522"),
                  sw_scr(clock.format(41), "Last Import", tl(names), ev1, tags0, info=info, selected=(target,))))
    info[3] = ("Size", "3000 \u00d7 4000")
    turns.append((code("pyautogui.hotkey('ctrl', 'r')  # Rotate Clockwise"),
                  sw_scr(clock.format(42), "Last Import", tl(names), ev1, tags0, info=info, selected=(target,))))
    tiles[target] = "Tags: lisbon, tram"
    tags1 = ["beach", "family", "lisbon", "sunset", "tram"]
    info.append(("Tags", "lisbon, tram"))
    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.typewrite('lisbon, tram\\n')"),
                  sw_scr(clock.format(42), "Last Import", tl(names), ev1, tags1, info=info, selected=(target,))))
    tiles[target] = "Rating: 4 stars, Tags: lisbon, tram"
    info.append(("Rating", "\u2605\u2605\u2605\u2605"))
    turns.append((code("pyautogui.press('4')"),
                  sw_scr(clock.format(43), "Last Import", tl(names), ev1, tags1, info=info, selected=(target,))))
    by_rating = [target] + [n for n in names if n != target]
    turns.append((code("pyautogui.click(150, 70)  # View\npyautogui.click(200, 330)  # Sort Photos\npyautogui.click(360, 330)  # By Rating\npyautogui.click(200, 330)\npyautogui.click(360, 420)  # Descending"),
                  sw_scr(clock.format(43), "Last Import", tl(by_rating), ev1, tags1, info=info, selected=(target,))))
    ev2 = ev0 + ["2024/March/Lisbon day 3"]
    turns.append((code("pyautogui.rightClick(180, 378)  # Sat Mar 16, 2024\npyautogui.click(240, 420)  # Rename Event...\npyautogui.typewrite('Lisbon day 3\\n')\npyautogui.click(180, 378)"),
                  sw_scr(clock.format(44), "Lisbon day 3", tl(by_rating), ev2, tags1, info=info, selected=(target,))))
    rs.add(task="os", tid="h22-os-18", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


def t19(rs: RowSet) -> None:
    """Shotwell tags: beach grows 5 -> 8; later the beach tag view has 7 photos, one newly tagged photo missing. Bad at 10."""
    clock = "Mar 17 21:{}"
    algarve = [f"IMG_{n}.jpg" for n in range(3296, 3320)]
    tags = {"beach": ["IMG_2741.jpg", "IMG_2744.jpg", "IMG_2890.jpg", "IMG_3298.jpg", "IMG_3299.jpg"],
            "family": [f"IMG_{n}.jpg" for n in (1988, 2004, 2005, 2230, 2231, 2412, 2575, 2576, 2577, 2801, 2802, 2955,
                                                3066, 3101, 3200, 3201, 3297, 3302, 3305, 3306, 3315, 3316)],
            "sunset": [f"IMG_{n}.jpg" for n in (2205, 2760, 2761, 2903, 3011, 3012, 3145, 3310, 3311)]}
    assert len(tags["family"]) == 22 and len(tags["sunset"]) == 9
    ev = ["2022", "2022/August", "2022/August/Crete Aug 2022", "2023", "2023/July", "2023/July/Algarve Jul 2023",
          "2024", "2024/March", "2024/March/Lisbon day 1"]
    taglist = ["beach", "family", "sunset"]

    def desc(n: str) -> str:
        t = [k for k in sorted(tags) if n in tags[k]]
        return f"Tags: {', '.join(t)}" if t else ""

    def tile(names: list[str]) -> list[tuple[str, str]]:
        return [(n, desc(n)) for n in sorted(names)]

    state = ("Task: in Shotwell tag IMG_3301, IMG_3302 and IMG_3307 of the Algarve event as 'beach', tag IMG_3318 and "
             "IMG_3319 as 'sunset', remove the wrong 'family' tag from IMG_3302 and check the tag views.\n\n"
             + sw_scr(clock.format("02"), "Photos", tile(algarve[-6:]), ev, taglist, count=1216))
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(180, 466)  # Tags > beach"),
                  sw_scr(clock.format("02"), "beach", tile(tags["beach"]), ev, taglist)))
    turns.append((code("pyautogui.click(200, 354)  # Algarve Jul 2023"),
                  sw_scr(clock.format("03"), "Algarve Jul 2023", tile(algarve), ev, taglist)))
    sel1 = ("IMG_3301.jpg", "IMG_3302.jpg", "IMG_3307.jpg")
    multi = [("Items", "3 Photos"), ("Date", "Jul 14, 2023 \u2013 Jul 15, 2023"), ("Size", "4032 \u00d7 3024")]
    turns.append((code("pyautogui.click(1465, 230)  # IMG_3301\npyautogui.click(360 + 110, 430, modifiers=['ctrl'])  # IMG_3302\npyautogui.click(360 + 1210, 430, modifiers=['ctrl'])  # IMG_3307"),
                  sw_scr(clock.format("03"), "Algarve Jul 2023", tile(algarve), ev, taglist, info=multi, selected=sel1)))
    tags["beach"] += list(sel1)
    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.typewrite('beach\\n')"),
                  sw_scr(clock.format("04"), "Algarve Jul 2023", tile(algarve), ev, taglist, info=multi, selected=sel1)))
    turns.append((code("pyautogui.click(180, 466)  # Tags > beach"),
                  sw_scr(clock.format("04"), "beach", tile(tags["beach"]), ev, taglist)))
    sel2 = ("IMG_3318.jpg", "IMG_3319.jpg")
    tags["sunset"] += list(sel2)
    multi2 = [("Items", "2 Photos"), ("Date", "Jul 17, 2023"), ("Size", "4032 \u00d7 3024")]
    turns.append((code("""
pyautogui.click(200, 354)  # Algarve Jul 2023
pyautogui.click(1240, 830)  # IMG_3318
pyautogui.click(1460, 830, modifiers=['ctrl'])  # IMG_3319
pyautogui.hotkey('ctrl', 't')
pyautogui.typewrite('sunset\\n')
"""), sw_scr(clock.format("05"), "Algarve Jul 2023", tile(algarve), ev, taglist, info=multi2, selected=sel2)))
    turns.append((code("pyautogui.click(180, 522)  # Tags > sunset"),
                  sw_scr(clock.format("05"), "sunset", tile(tags["sunset"]), ev, taglist)))
    one = [("Title", "IMG_3302.jpg"), ("Date", "Friday, July 14, 2023"), ("Time", "6:12:40 PM"), ("Size", "4032 \u00d7 3024"),
           ("File size", "4.1 MB"), ("Exposure", "f/1.8, 1/1250 sec, ISO 64"), ("Camera", "Apple iPhone 12"), ("Tags", "beach, family")]
    dlg = [R("dialog", "Modify Tags", "", "", "", (720, 420), (480, 170)),
           R("label", "", "Tags (separated by commas):", "", "", (740, 440), (400, 20)),
           R("entry", "", "beach, family", "", "", (740, 470), (440, 30)),
           R("push-button", "Cancel", "", "", "", (1000, 540), (80, 30)),
           R("push-button", "OK", "", "", "", (1090, 540), (80, 30))]
    turns.append((code("pyautogui.click(200, 354)  # Algarve Jul 2023\npyautogui.click(470, 430)  # IMG_3302\npyautogui.hotkey('ctrl', 'm')  # Modify Tags"),
                  sw_scr(clock.format("06"), "Algarve Jul 2023", tile(algarve), ev, taglist, info=one, selected=("IMG_3302.jpg",), extra=dlg)))
    tags["family"].remove("IMG_3302.jpg")
    one[-1] = ("Tags", "beach")
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('beach\\n')"),
                  sw_scr(clock.format("06"), "Algarve Jul 2023", tile(algarve), ev, taglist, info=one, selected=("IMG_3302.jpg",))))
    shown = [n for n in tags["beach"] if n != "IMG_3307.jpg"]
    turns.append((code("pyautogui.click(180, 466)  # Tags > beach"),
                  sw_scr(clock.format("07"), "beach", tile(shown), ev, taglist)))
    turns.append((code("pyautogui.click(180, 494)  # Tags > family"),
                  sw_scr(clock.format("07"), "family", tile(tags["family"]), ev, taglist)))
    rs.add(task="os", tid="h22-os-19", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=10,
           kind="beach tag view lists 7 photos: IMG_3307, tagged 'beach' earlier and shown under the tag before, is missing with no untagging")


# ---------------------------------------------------------------- Remmina

def rem_main(clock: str, profiles: list[tuple[str, str, str, str, str]], sort: str = "Name", search: str | None = None,
             selected: str | None = None, extra: Rows | None = None) -> str:
    rows = [R("frame", "Remmina Remote Desktop Client", "", "", "", (360, 140), (1200, 700)),
            R("push-button", "New connection profile", "", "", "", (370, 148), (34, 34)),
            R("combo-box", "Protocol", "RDP", "", "", (420, 148), (80, 34)),
            R("entry", "Server", "", "", "", (510, 148), (500, 34)),
            R("toggle-button", "Search", "", "", "checked" if search is not None else "", (1460, 148), (34, 34)),
            R("push-button", "Menu", "", "", "", (1500, 148), (34, 34))]
    if search is not None:
        rows.append(R("entry", "Search", search, "", "", (700, 190), (500, 32)))
    x = 370
    for h, w in (("Name", 300), ("Group", 160), ("Server", 320), ("Plugin", 120), ("Date", 260)):
        rows.append(R("table-column-header", h, "", "", "sorted ascending" if h == sort else "", (x, 230), (w, 28)))
        x += w
    key = {"Name": 0, "Group": 1, "Server": 2, "Plugin": 3, "Date": 4}[sort]
    shown = [p for p in profiles if search is None or search.lower() in " ".join(p).lower()]
    y = 260
    for p in sorted(shown, key=lambda p: p[key].lower()):
        x = 370
        for k, (val, w) in enumerate(zip(p, (300, 160, 320, 120, 260))):
            rows.append(R("table-cell", "", val, "", "selected" if (k == 0 and p[0] == selected) else "", (x, y), (w, 30)))
            x += w
        y += 32
    rows.append(R("label", "", f"Total {len(shown)} items.", "", "", (370, 810), (300, 22)))
    rows += extra or []
    return scr("Remmina", clock, rows, dock=["Firefox Web Browser", "Files", "Remmina", "Terminal", "Settings"])


def rem_dialog(name: str, group: str, proto: str, basic: list[tuple[str, str, str]]) -> Rows:
    rows = [R("dialog", "Remote Connection Profile", "", "", "", (560, 120), (800, 820)),
            R("entry", "Name", name, "", "", (720, 160), (600, 30)),
            R("combo-box", "Group", group, "", "", (720, 196), (600, 30)),
            R("combo-box", "Protocol", proto, "", "", (720, 232), (600, 30)),
            R("entry", "Pre-command", "", "", "", (720, 268), (600, 30)),
            R("entry", "Post-command", "", "", "", (720, 304), (600, 30))]
    tabs = ["Basic", "Advanced", "Behavior", "SSH Tunnel", "Notes"] if not proto.startswith("SSH") else ["Basic", "Advanced", "Behavior", "Notes"]
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", "", "selected" if t == "Basic" else "", (580 + 100 * i, 350), (96, 28)))
    y = 400
    for tag, label, val in basic:
        rows.append(R(tag, label, val, "", "checked" if val == "checked" else "", (720, y), (600, 30)))
        y += 36
    rows += [R("push-button", "Cancel", "", "", "", (580, 890), (80, 32)),
             R("push-button", "Save as Default", "", "", "", (670, 890), (140, 32)),
             R("push-button", "Save", "", "", "", (1010, 890), (80, 32)),
             R("push-button", "Connect", "", "", "", (1100, 890), (90, 32)),
             R("push-button", "Save and Connect", "", "", "", (1200, 890), (150, 32))]
    return rows


def t20(rs: RowSet) -> None:
    """Remmina: new RDP profile, certificate, connect/disconnect (last-used stamp), edit a VNC profile, sort, filter. Clean."""
    clock = "Mar 14 15:0{}"
    profiles = [("build-server-01", "CI", "10.20.4.32", "RDP", "2024-03-13 - 17:22:05"),
                ("nas-home", "Home", "192.168.1.20:5900", "VNC", "2024-03-10 - 21:04:51"),
                ("pi-garage", "Home", "192.168.1.44", "SSH", "2024-02-28 - 08:15:33"),
                ("win11-test", "QA", "10.20.6.15", "RDP", "2024-03-12 - 11:47:02"),
                ("jump-eu1", "Prod", "jump-eu1.corp.example.net", "SSH", "2024-03-14 - 08:02:19")]
    state = ("Task: in Remmina add an RDP profile 'build-server-02' (group CI, 10.20.4.33, user ci-admin, client "
             "resolution), connect once to accept its certificate, set the nas-home VNC quality to best, then list "
             "the profiles by last use and find the build servers.\n\n" + rem_main(clock.format(0), profiles))

    def rdp(server: str, user: str, res: str) -> list[tuple[str, str, str]]:
        return [("entry", "Server", server), ("entry", "Username", user), ("password-text", "Password", ""),
                ("entry", "Domain", ""), ("combo-box", "Share folder", "(None)"),
                ("check-box", "Restricted admin mode", ""), ("radio-button", "Use initial window size", "checked" if res == "initial" else ""),
                ("radio-button", "Use client resolution", "checked" if res == "client" else ""),
                ("radio-button", "Custom", ""), ("combo-box", "Colour depth", "GFX AVC444 (32 bpp)"),
                ("combo-box", "Network connection type", "None"), ("combo-box", "Keyboard mapping", "de")]

    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'n')"),
                  rem_main(clock.format(0), profiles, extra=rem_dialog("", "", "RDP - Remote Desktop Protocol", rdp("", "", "initial")))))
    turns.append((code("""
pyautogui.click(1000, 175); pyautogui.typewrite('build-server-02')
pyautogui.click(1000, 211); pyautogui.typewrite('CI')
pyautogui.click(1000, 415); pyautogui.typewrite('10.20.4.33')
pyautogui.click(1000, 451); pyautogui.typewrite('ci-admin')
pyautogui.click(740, 667)  # Use client resolution
"""), rem_main(clock.format(1), profiles, extra=rem_dialog("build-server-02", "CI", "RDP - Remote Desktop Protocol", rdp("10.20.4.33", "ci-admin", "client")))))
    cert = [R("frame", "build-server-02", "", "", "", (200, 60), (1520, 980)),
            R("dialog", "Certificate Details:", "", "", "", (660, 380), (600, 300)),
            R("label", "", "Subject:\tCN = BUILD-SERVER-02\nIssuer:\tCN = BUILD-SERVER-02\nFingerprint:\t6e:4a:91:0c:d2:7f:38:b5:02:e9:64:1a:c7:5d:8f:33:90:ab:12:4e:f6:d8:71:09:3c:25:b0:e4:6a:1f:97:c2", "", "", (680, 420), (560, 110)),
            R("label", "", "Accept certificate?", "", "", (680, 560), (300, 22)),
            R("push-button", "No", "", "", "", (1080, 620), (70, 32)),
            R("push-button", "Yes", "", "", "", (1160, 620), (70, 32))]
    turns.append((code("pyautogui.click(1275, 906)  # Save and Connect"), scr("Remmina", clock.format(1), cert)))
    cred = [R("frame", "build-server-02", "", "", "", (200, 60), (1520, 980)),
            R("dialog", "Enter RDP authentication credentials", "", "", "", (700, 380), (520, 280)),
            R("entry", "Username", "ci-admin", "", "", (820, 420), (380, 30)),
            R("password-text", "Password", "", "", "focused", (820, 460), (380, 30)),
            R("entry", "Domain", "", "", "", (820, 500), (380, 30)),
            R("check-box", "Save password", "", "", "", (820, 540), (200, 22)),
            R("push-button", "Cancel", "", "", "", (1040, 610), (80, 32)),
            R("push-button", "OK", "", "", "", (1130, 610), (70, 32))]
    turns.append((code("pyautogui.click(1195, 636)  # Yes"), scr("Remmina", clock.format(1), cred)))
    conn = [R("frame", "build-server-02", "", "", "", (200, 60), (1520, 980)),
            R("page-tab", "build-server-02", "", "", "selected", (210, 66), (200, 30)),
            R("tool-bar", "", "", "", "", (860, 60), (200, 34)),
            R("toggle-button", "Toggle fullscreen mode", "", "", "", (866, 62), (30, 30)),
            R("toggle-button", "Toggle dynamic resolution update", "", "", "checked", (900, 62), (30, 30)),
            R("toggle-button", "Grab all keyboard events", "", "", "", (934, 62), (30, 30)),
            R("push-button", "Take screenshot", "", "", "", (968, 62), (30, 30)),
            R("push-button", "Minimize window", "", "", "", (1002, 62), (30, 30)),
            R("push-button", "Disconnect", "", "", "", (1036, 62), (30, 30)),
            R("drawing-area", "Remote desktop", "", "", "1920 \u00d7 1080, 32 bpp", (200, 100), (1520, 940))]
    turns.append((code("pyautogui.typewrite(CI_ADMIN_PASSWORD + '\\n')\nimport time; time.sleep(5)"), scr("Remmina", clock.format(2), conn)))
    profiles.append(("build-server-02", "CI", "10.20.4.33", "RDP", "2024-03-14 - 15:02:17"))
    turns.append((code("pyautogui.click(1051, 77)  # Disconnect"), rem_main(clock.format(3), profiles, selected="build-server-02")))

    def vnc(quality: str) -> list[tuple[str, str, str]]:
        return [("entry", "Server", "192.168.1.20:5900"), ("entry", "Repeater", ""), ("entry", "Username", ""),
                ("password-text", "User password", "\u25cf\u25cf\u25cf\u25cf\u25cf\u25cf\u25cf\u25cf"),
                ("combo-box", "Colour depth", "True colour (24 bpp)"), ("combo-box", "Quality", quality),
                ("combo-box", "Keyboard mapping", "de"), ("check-box", "Show remote cursor", "checked"),
                ("check-box", "View only", ""), ("check-box", "Disable clipboard sync", "")]

    turns.append((code("pyautogui.rightClick(500, 307)  # nas-home\npyautogui.click(560, 380)  # Edit"),
                  rem_main(clock.format(3), profiles, selected="nas-home", extra=rem_dialog("nas-home", "Home", "VNC - VNC viewer", vnc("Good")))))
    turns.append((code("pyautogui.click(1000, 595)  # Quality\npyautogui.click(1000, 700)  # Best (slowest)\npyautogui.click(1050, 906)  # Save"),
                  rem_main(clock.format(4), profiles, selected="nas-home")))
    turns.append((code("pyautogui.click(1400, 244)  # Date column"),
                  rem_main(clock.format(4), profiles, sort="Date", selected="nas-home")))
    turns.append((code("pyautogui.click(1477, 165)  # Search\npyautogui.typewrite('build')"),
                  rem_main(clock.format(5), profiles, sort="Date", search="build")))
    rs.add(task="os", tid="h22-os-20", system=OS_SYSTEM, turns=turns, state=state, bad=False, kind="clean")


def t21(rs: RowSet) -> None:
    """Remmina SSH profile: only the user name is changed; re-opening the profile shows a different server address. Bad at 4."""
    clock = "Mar 14 23:1{}"
    profiles = [("db-prod-01", "Prod", "10.20.4.17", "SSH", "2024-03-13 - 22:41:10"),
                ("db-prod-02", "Prod", "10.20.4.18", "SSH", "2024-03-13 - 22:43:52"),
                ("grafana-tunnel", "Prod", "10.20.7.5", "SSH", "2024-03-11 - 09:12:40"),
                ("kiosk-lobby", "Facilities", "10.40.0.12:5900", "VNC", "2024-02-20 - 14:30:07"),
                ("win-ad-01", "Infra", "10.20.1.10", "RDP", "2024-03-07 - 16:55:21")]
    state = ("Task: switch the Remmina profile db-prod-01 from the shared dbadmin login to your own user ops-kirsi with "
             "the SSH key ~/.ssh/id_ed25519, then connect and check the free space of the PostgreSQL volume.\n\n"
             + rem_main(clock.format(0), profiles))

    def ssh(server: str, user: str, auth: str, key: str) -> list[tuple[str, str, str]]:
        return [("entry", "Server", server), ("entry", "Username", user),
                ("combo-box", "Authentication type", auth),
                ("password-text", "Password", "\u25cf\u25cf\u25cf\u25cf\u25cf\u25cf\u25cf\u25cf\u25cf\u25cf" if auth == "Password" else ""),
                ("push-button", "SSH identity file", key), ("password-text", "Password to unlock private key", ""),
                ("entry", "Start-up path", "/var/lib/postgresql"), ("entry", "Start-up background program", ""),
                ("combo-box", "Terminal colour scheme", "Solarized Dark"), ("check-box", "SSH compression", "")]

    proto = "SSH - Secure Shell"
    turns = []
    turns.append((code("import pyautogui\npyautogui.rightClick(500, 275)  # db-prod-01\npyautogui.click(560, 348)  # Edit"),
                  rem_main(clock.format(0), profiles, selected="db-prod-01",
                           extra=rem_dialog("db-prod-01", "Prod", proto, ssh("10.20.4.17", "dbadmin", "Password", "(None)")))))
    turns.append((code("pyautogui.tripleClick(1000, 451)  # Username\npyautogui.typewrite('ops-kirsi')"),
                  rem_main(clock.format(1), profiles, selected="db-prod-01",
                           extra=rem_dialog("db-prod-01", "Prod", proto, ssh("10.20.4.17", "ops-kirsi", "Password", "(None)")))))
    turns.append((code("pyautogui.click(1050, 906)  # Save"),
                  rem_main(clock.format(1), profiles, selected="db-prod-01")))
    turns.append((code("""
pyautogui.rightClick(500, 275)  # db-prod-01
pyautogui.click(560, 348)       # Edit
pyautogui.click(1000, 487)      # Authentication type
pyautogui.click(1000, 560)      # SSH identity file
pyautogui.click(1000, 523)      # SSH identity file chooser
pyautogui.hotkey('ctrl', 'l'); pyautogui.typewrite('~/.ssh/id_ed25519\\n')
"""), rem_main(clock.format(2), profiles, selected="db-prod-01",
               extra=rem_dialog("db-prod-01", "Prod", proto, ssh("10.20.4.71", "ops-kirsi", "SSH identity file", "id_ed25519")))))
    vte = ("Welcome to Ubuntu 22.04.4 LTS (GNU/Linux 5.15.0-101-generic x86_64)\n\n"
           " * Documentation:  https://help.ubuntu.com\n * Management:     https://landscape.canonical.com\n"
           " * Support:        https://ubuntu.com/advantage\n\n  System information as of Thu Mar 14 22:13:41 UTC 2024\n\n"
           "  System load:  0.38               Processes:             214\n  Usage of /:   41.7% of 48.91GB   Users logged in:       0\n"
           "  Memory usage: 63%                Swap usage:            0%\n\n"
           "Last login: Tue Mar 12 09:03:44 2024 from 10.20.9.14\nops-kirsi@db-prod-01:/var/lib/postgresql$ ")
    term = [R("frame", "db-prod-01", "", "", "", (200, 60), (1520, 980)),
            R("page-tab", "db-prod-01", "", "", "selected", (210, 66), (200, 30)),
            R("push-button", "Disconnect", "", "", "", (1036, 62), (30, 30)),
            R("terminal", "", vte, "", "", (200, 100), (1520, 940))]
    turns.append((code("pyautogui.click(1275, 906)  # Save and Connect\nimport time; time.sleep(3)"), scr("Remmina", clock.format(3), term)))
    vte2 = vte + "df -h /var/lib/postgresql\nFilesystem                 Size  Used Avail Use% Mounted on\n/dev/mapper/vg_data-pgdata  492G  318G  149G  69% /var/lib/postgresql\nops-kirsi@db-prod-01:/var/lib/postgresql$ "
    term2 = term[:3] + [R("terminal", "", vte2, "", "", (200, 100), (1520, 940))]
    turns.append((code("pyautogui.typewrite('df -h /var/lib/postgresql\\n')"), scr("Remmina", clock.format(4), term2)))
    vte3 = vte2 + ("systemctl is-active postgresql && psql --version\nactive\npsql (PostgreSQL) 14.11 (Ubuntu 14.11-0ubuntu0.22.04.1)\n"
                   "ops-kirsi@db-prod-01:/var/lib/postgresql$ ")
    turns.append((code("pyautogui.typewrite('systemctl is-active postgresql && psql --version\\n')"),
                  scr("Remmina", clock.format(4), term[:3] + [R("terminal", "", vte3, "", "", (200, 100), (1520, 940))])))
    vte4 = vte3 + "uptime\n 22:15:09 up 37 days,  4:51,  1 user,  load average: 0.41, 0.39, 0.36\nops-kirsi@db-prod-01:/var/lib/postgresql$ "
    turns.append((code("pyautogui.typewrite('uptime\\n')"),
                  scr("Remmina", clock.format(5), term[:3] + [R("terminal", "", vte4, "", "", (200, 100), (1520, 940))])))
    rs.add(task="os", tid="h22-os-21", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="profile's server reads 10.20.4.71 on re-opening although it was 10.20.4.17 and only the user name was edited")


def t22(rs: RowSet) -> None:
    """Inkscape poster: date edited, font enlarged, saved, exported; one screen shows a top-bar clock earlier than before. Bad at 4."""
    path = "/home/jana/Documents/posters"
    title = "poster_summer_fair.svg - Inkscape"
    line_old = "Saturday, June 15 \u00b7 11:00\u201317:00"
    line_new = line_old.replace("June 15", "June 22")
    sel_status = "Text (Montserrat, 48 pt) in layer Text. Click selection to toggle scale/rotation handles."
    state = ("Task: on the summer fair poster change the date from June 15 to June 22, make the date line 54 pt, save, "
             "and export the page as a 150 dpi PNG next to the SVG.\n\n"
             + ink_scr("Mar 14 14:01", title, "Selector", sel_ctrls(0, 0, 0, 0, "mm"),
                       "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.",
                       "27%", layer="Text"))
    turns = []
    find = [R("dialog", "Find/Replace (Ctrl+F)", "", "", "", (1520, 156), (390, 860)),
            R("entry", "Find", "June 15", "", "", (1540, 200), (350, 30)),
            R("entry", "Replace", "", "", "", (1540, 240), (350, 30)),
            R("radio-button", "All", "", "", "checked", (1540, 290), (100, 22)),
            R("radio-button", "Current layer", "", "", "", (1640, 290), (140, 22)),
            R("radio-button", "Selection", "", "", "", (1780, 290), (100, 22)),
            R("check-box", "Search in text", "", "", "checked", (1540, 330), (200, 22)),
            R("check-box", "Search in properties", "", "", "", (1540, 356), (200, 22)),
            R("push-button", "Find", "", "", "", (1700, 960), (90, 32)),
            R("push-button", "Replace All", "", "", "", (1800, 960), (100, 32))]
    bb = (22.5, 148.0, 165.0, 12.4)
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('June 15')\npyautogui.click(1745, 976)  # Find"),
                  ink_scr("Mar 14 14:02", title, "Selector", sel_ctrls(*bb, "mm"),
                          "1 object found (out of 23), exact match.", "27%", layer="Text", extra=find)))
    txt_ctrls = [R("combo-box", "Font Family", "Montserrat", "", "", (700, 124), (200, 28)),
                 R("combo-box", "Font Style", "Bold", "", "", (910, 124), (120, 28)),
                 R("combo-box", "Font Size", "48", "", "", (1040, 124), (70, 28)),
                 R("combo-box", "Units", "pt", "", "", (1114, 124), (50, 28))]
    n = len(line_old)
    turns.append((code("pyautogui.press('escape')\npyautogui.doubleClick(760, 590)  # the date line"),
                  ink_scr("Mar 14 14:03", title, "Text", txt_ctrls,
                          f"Type or edit text ({n} characters); Enter to start new line.", "27%", layer="Text")))
    title_m = "*" + title
    turns.append((code("pyautogui.doubleClick(742, 590)  # the word '15'\npyautogui.typewrite('22')"),
                  ink_scr("Mar 14 14:05", title_m, "Text", txt_ctrls,
                          f"Type or edit text ({n} characters); Enter to start new line.", "27%", layer="Text")))
    tf = [R("dialog", "Text and Font (Shift+Ctrl+T)", "", "", "", (1520, 156), (390, 860)),
          R("page-tab", "Font", "", "", "selected", (1530, 190), (70, 28)),
          R("page-tab", "Features", "", "", "", (1600, 190), (80, 28)),
          R("page-tab", "Text", "", "", "", (1680, 190), (60, 28)),
          R("entry", "Font family", "Montserrat", "", "", (1540, 240), (350, 30)),
          R("list-item", "Bold", "", "", "selected", (1540, 520), (350, 26)),
          R("combo-box", "Font size", "48", "", "", (1540, 700), (120, 30)),
          R("label", "", line_new, "", "", (1540, 760), (350, 60)),
          R("push-button", "Set as default", "", "", "", (1540, 960), (140, 32)),
          R("push-button", "Apply", "", "", "", (1800, 960), (90, 32))]
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'shift', 't')"),
                  ink_scr("Mar 14 13:56", title_m, "Selector", sel_ctrls(*bb, "mm"), sel_status, "27%", layer="Text", extra=tf)))
    tf54 = [r if "\tFont size\t" not in r else R("combo-box", "Font size", "54", "", "", (1540, 700), (120, 30)) for r in tf]
    bb2 = (22.5, 146.4, 185.6, 14.0)
    turns.append((code("pyautogui.tripleClick(1600, 715)\npyautogui.typewrite('54\\n')\npyautogui.click(1845, 976)  # Apply"),
                  ink_scr("Mar 14 14:07", title_m, "Selector", sel_ctrls(*bb2, "mm"),
                          "Text (Montserrat, 54 pt) in layer Text. Click selection to toggle scale/rotation handles.", "27%", layer="Text", extra=tf54)))
    xml = [R("dialog", "XML Editor (Ctrl+Shift+X)", "", "", "", (1520, 156), (390, 860)),
           R("tree-item", "svg:svg id=\"svg8\"", "", "", "expanded", (1530, 190), (370, 24)),
           R("tree-item", "svg:defs id=\"defs2\"", "", "", "", (1545, 214), (355, 24)),
           R("tree-item", "sodipodi:namedview id=\"base\"", "", "", "", (1545, 238), (355, 24)),
           R("tree-item", "svg:g id=\"layer1\" inkscape:label=\"Background\"", "", "", "collapsed", (1545, 262), (355, 24)),
           R("tree-item", "svg:g id=\"layer2\" inkscape:label=\"Text\"", "", "", "expanded", (1545, 286), (355, 24)),
           R("tree-item", "svg:text id=\"text1141\"", "", "", "", (1560, 310), (340, 24)),
           R("tree-item", "svg:text id=\"text1187\"", "", "", "selected, expanded", (1560, 334), (340, 24)),
           R("tree-item", "svg:tspan id=\"tspan1185\"", "", "", "", (1575, 358), (325, 24)),
           R("tree-item", line_new, "", "", "text node", (1590, 382), (310, 24)),
           R("tree-item", "svg:text id=\"text1203\"", "", "", "", (1560, 406), (340, 24)),
           R("table-cell", "", "id", "", "", (1530, 460), (100, 24)), R("table-cell", "", "text1187", "", "", (1630, 460), (270, 24)),
           R("table-cell", "", "x", "", "", (1530, 486), (100, 24)), R("table-cell", "", "22.5", "", "", (1630, 486), (270, 24)),
           R("table-cell", "", "y", "", "", (1530, 512), (100, 24)), R("table-cell", "", "158.3", "", "", (1630, 512), (270, 24)),
           R("table-cell", "", "style", "", "", (1530, 538), (100, 24)),
           R("table-cell", "", "font-weight:bold;font-size:72px;font-family:Montserrat;fill:#1d3557", "", "", (1630, 538), (270, 48))]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'x')"),
                  ink_scr("Mar 14 14:08", title_m, "Selector", sel_ctrls(*bb2, "mm"),
                          "Text (Montserrat, 54 pt) in layer Text. Click selection to toggle scale/rotation handles.", "27%", layer="Text", extra=xml)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  ink_scr("Mar 14 14:11", title, "Selector", sel_ctrls(*bb2, "mm"), "Document saved.", "27%", layer="Text", extra=xml)))

    def export(dpi: int, w: int, h: int, status: str | None = None) -> Rows:
        rows = [R("dialog", "Export PNG Image (Shift+Ctrl+E)", "", "", "", (1520, 156), (390, 860)),
                R("toggle-button", "Page", "", "", "checked", (1540, 200), (80, 30)),
                R("toggle-button", "Drawing", "", "", "", (1624, 200), (80, 30)),
                R("toggle-button", "Selection", "", "", "", (1708, 200), (80, 30)),
                R("toggle-button", "Custom", "", "", "", (1792, 200), (80, 30)),
                R("spin-button", "x0", "0.000", "", "", (1560, 250), (100, 28)), R("spin-button", "y0", "0.000", "", "", (1700, 250), (100, 28)),
                R("spin-button", "x1", "210.000", "", "", (1560, 284), (100, 28)), R("spin-button", "y1", "297.000", "", "", (1700, 284), (100, 28)),
                R("spin-button", "Width", "210.000", "", "", (1560, 318), (100, 28)), R("spin-button", "Height", "297.000", "", "", (1700, 318), (100, 28)),
                R("combo-box", "Units", "mm", "", "", (1820, 300), (70, 28)),
                R("label", "", "Image size", "", "", (1540, 370), (200, 20)),
                R("spin-button", "Width", str(w), "", "", (1560, 400), (100, 28)),
                R("spin-button", "at", f"{dpi}.00", "", "", (1700, 400), (100, 28)),
                R("label", "", "dpi", "", "", (1805, 404), (40, 20)),
                R("spin-button", "Height", str(h), "", "", (1560, 434), (100, 28)),
                R("entry", "Filename", f"{path}/poster_summer_fair.png", "", "", (1540, 490), (350, 30)),
                R("push-button", "Export As...", "", "", "", (1540, 530), (120, 30)),
                R("check-box", "Hide all except selected", "", "", "", (1540, 580), (250, 22)),
                R("check-box", "Close when complete", "", "", "", (1540, 606), (250, 22)),
                R("push-button", "Export", "", "", "", (1800, 960), (90, 32))]
        return rows

    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'e')"),
                  ink_scr("Mar 14 14:12", title, "Selector", sel_ctrls(*bb2, "mm"),
                          "Text (Montserrat, 54 pt) in layer Text. Click selection to toggle scale/rotation handles.", "27%", layer="Text", extra=export(300, 2480, 3508))))
    turns.append((code("pyautogui.tripleClick(1750, 414)\npyautogui.typewrite('150\\t')"),
                  ink_scr("Mar 14 14:13", title, "Selector", sel_ctrls(*bb2, "mm"),
                          "Text (Montserrat, 54 pt) in layer Text. Click selection to toggle scale/rotation handles.", "27%", layer="Text", extra=export(150, 1240, 1754))))
    turns.append((code("pyautogui.click(1845, 976)  # Export\nimport time; time.sleep(3)"),
                  ink_scr("Mar 14 14:14", title, "Selector", sel_ctrls(*bb2, "mm"),
                          f"Drawing exported to {path}/poster_summer_fair.png.", "27%", layer="Text", extra=export(150, 1240, 1754))))
    listing = [("poster_summer_fair.png", "612.4 kB", "14:14"), ("poster_summer_fair.svg", "38.9 kB", "14:11"),
               ("street_party_2023.svg", "36.2 kB", "Jun 7 2023"), ("summer_fair_2023.png", "588.0 kB", "Jun 2 2023")]
    turns.append((code("import subprocess\nsubprocess.Popen(['nautilus', '/home/jana/Documents/posters'])\ntime.sleep(2)"),
                  files_scr("Mar 14 14:15", ["Home", "Documents", "posters"], listing, title="posters")))
    rs.add(task="os", tid="h22-os-22", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="top-bar clock reads 13:56 after it had already shown 14:05 (clock goes back; later screens and file times continue from 14:07)")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
