# ruff: noqa: E501
"""Held-out set 9, os domain: 22 GNOME desktop trajectories (OSWorld-style a11y trees), 11 with exactly one contradiction.

Run: ``python -m tests.decoherence.independent.holdout9_parts.os.make`` (writes os_test.jsonl and labels.json here).
Deterministic: no randomness, no network.
"""

from __future__ import annotations

import copy
from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_SYSTEM, RowSet, a11y, code

DAY = "Dec 4"


def clk(hm: str) -> str:
    return f"{DAY}  {hm}"


DOCK = ["Google Chrome", "Firefox Web Browser", "Thunderbird Mail", "Visual Studio Code", "LibreOffice Writer",
        "LibreOffice Calc", "Files", "Rhythmbox", "Trash"]


def shell(app: str) -> list:
    rows = [("push-button", "Activities", "", (0, 0), (99, 27)),
            ("menu", app, "", (112, 0), (9 * len(app) + 40, 27)),
            ("menu", "System", "", (1781, 0), (139, 27))]
    for i, n in enumerate(DOCK):
        rows.append(("push-button", n, "", (0, 33 + i * 68), (70, 64)))
    rows.append(("toggle-button", "Show Applications", "", (0, 1012), (70, 68)))
    return rows


def screen(app: str, body: list, t: str) -> str:
    return a11y(shell(app) + body, clk(t))


def vlist(tag: str, items, x: int, y0: int, w: int, h: int, dy: int | None = None) -> list:
    dy = dy or h
    return [(tag, it, "", (x, y0 + i * dy), (w, h)) for i, it in enumerate(items)]


def grid(cells: list[list[str]], xs: list[int], ws: list[int], y0: int, h: int, tag: str = "table-cell") -> list:
    out = []
    for r, line in enumerate(cells):
        for c, val in enumerate(line):
            out.append((tag, "", val, (xs[c], y0 + r * h), (ws[c], h)))
    return out


# ----------------------------------------------------------------------------------------------------------------
# Files (Nautilus)
NSIDE = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash",
         "Other Locations"]


def nautilus(path: list[str], entries: list[tuple], headers=("Name", "Size", "Modified"), status: str | None = None,
             extra: list | None = None, title: str | None = None) -> list:
    rows = [("label", "", title or path[-1], (920, 38), (160, 18))]
    x = 330
    for p in path:
        w = len(p) * 9 + 24
        rows.append(("push-button", p, "", (x, 66), (w, 32)))
        x += w + 4
    rows += [("toggle-button", "Search", "", (1600, 66), (34, 32)), ("toggle-button", "View options", "", (1640, 66), (52, 32)),
             ("push-button", "Open menu", "", (1700, 66), (34, 32))]
    rows += vlist("list-item", NSIDE, 78, 112, 220, 34, 36)
    xs = [320, 1020, 1220, 1420][:len(headers)]
    ws = [690, 190, 190, 300][:len(headers)]
    for c, hname in enumerate(headers):
        rows.append(("table-column-header", hname, "", (xs[c], 108), (ws[c], 30)))
    rows += grid([list(e) for e in entries], xs, ws, 142, 34)
    if status:
        rows.append(("label", "", status, (1500, 1040), (400, 24)))
    return rows + (extra or [])


def t01(rs: RowSet) -> None:
    # Files: rename, sort by Modified, new folder, move 3 files into it -- all changes come from the agent's actions. clean
    docs = [("invoices", "14 items", "2 Dec"), ("reports", "9 items", "11:47"), ("templates", "4 items", "3 Sep"),
            ("resume_2024.pdf", "184.3 kB", "15 Nov"), ("tax_return_2023.pdf", "2.7 MB", "10 Apr")]
    # name, size, shown date, sort key
    files = [("annual_review_2023.pdf", "1.4 MB", "12 Jan", "2024-01-12"),
             ("board_minutes_oct.odt", "38.2 kB", "28 Oct", "2024-10-28"),
             ("budget_forecast.ods", "64.9 kB", "2 Dec", "2024-12-02"),
             ("client_list.csv", "9.7 kB", "19 Nov", "2024-11-19"),
             ("expenses_q2.ods", "51.3 kB", "8 Jul", "2024-07-08"),
             ("expenses_q3.ods", "49.8 kB", "7 Oct", "2024-10-07"),
             ("q3_draft.odt", "112.5 kB", "11:47", "2024-12-04 11:47"),
             ("slides_kickoff.odp", "2.3 MB", "3 Sep", "2024-09-03"),
             ("team_photo.jpg", "3.8 MB", "21 Jun", "2024-06-21")]
    P = ["Home", "Documents", "reports"]

    def by_name(fs):
        return [f[:3] for f in sorted(fs, key=lambda f: f[0].lower())]

    def by_mod(fs, folders=()):
        return list(folders) + [f[:3] for f in sorted(fs, key=lambda f: f[3], reverse=True)]

    T = []
    T.append((code("pyautogui.click(150, 274)  # Documents in the sidebar"),
              screen("Files", nautilus(["Home", "Documents"], docs), "14:06")))
    T.append((code("pyautogui.doubleClick(420, 193)  # reports"),
              screen("Files", nautilus(P, by_name(files)), "14:06")))
    files = [("q3_final.odt",) + f[1:] if f[0] == "q3_draft.odt" else f for f in files]
    T.append((code("pyautogui.click(420, 363)  # q3_draft.odt\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\n"
                   "pyautogui.typewrite('q3_final.odt')\npyautogui.press('enter')"),
              screen("Files", nautilus(P, by_name(files), status="“q3_final.odt” selected (112.5 kB)"), "14:07")))
    T.append((code("pyautogui.click(1300, 122)  # Modified column header"),
              screen("Files", nautilus(P, by_mod(files), status="“q3_final.odt” selected (112.5 kB)"), "14:07")))
    dlg = [("label", "", "New Folder", (880, 420), (160, 20)), ("label", "", "Folder name", (760, 460), (120, 18)),
           ("text", "", "", (760, 484), (400, 34)), ("push-button", "Cancel", "", (700, 416), (80, 32)),
           ("push-button", "Create", "", (1140, 416), (80, 32))]
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')"),
              screen("Files", nautilus(P, by_mod(files), status="“q3_final.odt” selected (112.5 kB)", extra=dlg), "14:08")))
    T.append((code("pyautogui.typewrite('archive')\npyautogui.press('enter')"),
              screen("Files", nautilus(P, by_mod(files, [("archive", "0 items", "14:09")]),
                                       status="“archive” selected (containing 0 items)"), "14:09")))
    moved = {"annual_review_2023.pdf", "team_photo.jpg", "expenses_q2.ods"}
    rest = [f for f in files if f[0] not in moved]
    inside = [f for f in files if f[0] in moved]
    T.append((code("pyautogui.click(420, 397)  # expenses_q2.ods\npyautogui.keyDown('ctrl')\npyautogui.click(420, 431)  # team_photo.jpg\n"
                   "pyautogui.click(420, 465)  # annual_review_2023.pdf\npyautogui.keyUp('ctrl')\n"
                   "pyautogui.moveTo(420, 431)\npyautogui.dragTo(420, 159, duration=0.8)  # onto archive"),
              screen("Files", nautilus(P, by_mod(rest, [("archive", "3 items", "14:10")])), "14:10")))
    T.append((code("pyautogui.doubleClick(420, 159)  # archive"),
              screen("Files", nautilus(P + ["archive"], by_mod(inside)), "14:10")))
    T.append((code("pyautogui.hotkey('alt', 'left')"),
              screen("Files", nautilus(P, by_mod(rest, [("archive", "3 items", "14:10")]),
                                       status="“archive” selected (containing 3 items)"), "14:11")))
    rs.add(task="os", tid="h9-os-01", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


def t13(rs: RowSet) -> None:
    # Files, Downloads: trash the ISO, restore it from Trash. BAD: invoice_8812.pdf is 212.4 kB in turns 1-2 and
    # shows 221.4 kB from turn 3 on although nothing touched it (turn 3 contradicts turns 1-2).
    dl = [("bank_statement_nov.pdf", "88.6 kB", "2 Dec", 88.6e3),
          ("discord-0.0.54.deb", "95.1 MB", "18 Nov", 95.1e6),
          ("flight_LIS_confirmation.pdf", "143.0 kB", "27 Nov", 143e3),
          ("invoice_8812.pdf", "212.4 kB", "1 Dec", 212.4e3),
          ("node-v20.10.0-linux-x64.tar.xz", "24.9 MB", "30 Nov", 24.9e6),
          ("paper_draft_v3.docx", "1.1 MB", "3 Dec", 1.1e6),
          ("Screenshot from 2024-11-29 10-02-44.png", "412.7 kB", "29 Nov", 412.7e3),
          ("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "25 Nov", 4.9e9),
          ("vacation_photos.zip", "356.2 MB", "24 Nov", 356.2e6),
          ("zoom_amd64.deb", "171.8 MB", "20 Nov", 171.8e6)]
    P = ["Home", "Downloads"]
    iso = "ubuntu-22.04.4-desktop-amd64.iso"

    def ls(fs, drift=False, key=None):
        out = []
        for f in sorted(fs, key=key or (lambda f: f[0].lower())):
            size = "221.4 kB" if drift and f[0] == "invoice_8812.pdf" else f[1]
            out.append((f[0], size, f[2]))
        return out

    menu = vlist("menu-item", ["Open With Disk Image Mounter", "Open With Other Application", "Cut", "Copy", "Move to…",
                               "Copy to…", "Move to Trash", "Rename…", "Compress…", "Star", "Properties"], 560, 420, 280, 30)
    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['nautilus', '/home/user/Downloads'])"),
              screen("Files", nautilus(P, ls(dl)), "16:31")))
    T.append((code("pyautogui.rightClick(420, 397)  # ubuntu-22.04.4-desktop-amd64.iso"),
              screen("Files", nautilus(P, ls(dl), status=f"“{iso}” selected (4.9 GB)", extra=menu), "16:31")))
    kept = [f for f in dl if f[0] != iso]
    note = [("label", "", f"“{iso}” moved to trash", (760, 980), (420, 20)), ("push-button", "Undo", "", (1190, 972), (64, 34)),
            ("push-button", "Close", "", (1262, 972), (34, 34))]
    T.append((code("pyautogui.click(640, 612)  # Move to Trash"),
              screen("Files", nautilus(P, ls(kept, drift=True), extra=note), "16:32")))
    trash = [(iso, "4.9 GB", "Downloads", "16:32"), ("old_notes.txt", "3.4 kB", "Documents", "28 Nov")]
    tb = [("push-button", "Restore…", "", (1640, 112), (90, 32)), ("push-button", "Empty…", "", (1740, 112), (80, 32))]
    T.append((code("pyautogui.click(150, 453)  # Trash in the sidebar"),
              screen("Files", nautilus(["Trash"], trash, headers=("Name", "Size", "Original Location", "Trashed On"), extra=tb), "16:32")))
    T.append((code("pyautogui.click(420, 159)  # the ISO\npyautogui.click(1684, 128)  # Restore…"),
              screen("Files", nautilus(["Trash"], trash[1:], headers=("Name", "Size", "Original Location", "Trashed On"), extra=tb), "16:33")))
    T.append((code("pyautogui.click(150, 309)  # Downloads in the sidebar"),
              screen("Files", nautilus(P, ls(dl, drift=True)), "16:33")))
    T.append((code("pyautogui.click(1110, 122)  # Size column header"),
              screen("Files", nautilus(P, ls(dl, drift=True, key=lambda f: -f[3])), "16:34")))
    rs.add(task="os", tid="h9-os-13", system=OS_SYSTEM, turns=T, bad=True, turn=3, kind="untouched file size changed")


# ----------------------------------------------------------------------------------------------------------------
# LibreOffice Calc
CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]


def col_idx(ref: str) -> tuple[int, int]:
    letters = "".join(ch for ch in ref if ch.isalpha())
    return ord(letters) - 65, int(ref[len(letters):])


def cell_xy(ref: str, zoom: int = 100) -> tuple[int, int]:
    c, r = col_idx(ref)
    return 112 + c * (90 * zoom // 100) + 10, 178 + (r - 1) * (17 * zoom // 100) + 8


def calc(doc: str, cells: dict[str, str], namebox: str, inputline: str, tabs: list[str], active: int,
         status: str | None = None, zoom: int = 100, extra: list | None = None) -> list:
    rows = [("label", "", f"{doc} - LibreOffice Calc", (820, 34), (300, 18))]
    rows += [("menu", m, "", (72 + i * 64, 56), (60, 24)) for i, m in enumerate(CALC_MENUS)]
    rows += [("combo-box", "Font Name", "Liberation Sans", (300, 86), (170, 26)), ("combo-box", "Font Size", "10 pt", (474, 86), (70, 26)),
             ("text", "Name Box", namebox, (72, 122), (110, 24)), ("text", "Input line", inputline, (236, 122), (1680, 24))]
    cw, ch = 90 * zoom // 100, 17 * zoom // 100
    for ref in sorted(cells, key=lambda r: (col_idx(r)[1], col_idx(r)[0])):
        c, r = col_idx(ref)
        rows.append(("table-cell", ref, cells[ref], (112 + c * cw, 178 + (r - 1) * ch), (cw, ch)))
    x = 150
    for t in tabs:
        rows.append(("page-tab", t, "", (x, 1000), (len(t) * 8 + 30, 24)))
        x += len(t) * 8 + 34
    rows += [("label", "", f"Sheet {active + 1} of {len(tabs)}", (72, 1034), (110, 18)), ("label", "", "Default", (300, 1034), (80, 18)),
             ("label", "", "English (USA)", (520, 1034), (110, 18))]
    if status:
        rows.append(("label", "", status, (1120, 1034), (360, 18)))
    rows.append(("label", "", f"{zoom}%", (1870, 1034), (46, 18)))
    return rows + (extra or [])


def keep_dialog(fmt: str) -> list:
    return [("label", "", "Keep current format", (780, 430), (360, 20)),
            ("label", "", f"This document may contain formatting or content that cannot be saved in the currently selected file format “{fmt}”.", (740, 470), (460, 40)),
            ("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", (740, 516), (460, 20)),
            ("push-button", f"Use {fmt}!", "", (740, 560), (230, 34)), ("push-button", "Use ODF Format!", "", (980, 560), (200, 34)),
            ("check-box", "Ask when not saving in ODF or default format", "", (740, 606), (340, 20))]


def t02(rs: RowSet) -> None:
    # Calc: Sheet1 renamed to Summary in turn 2 (tabs show Summary in turns 2-6). BAD: turn 7 switches back and the
    # first tab reads "Sheet1" again, renamed sheet shown under its old name.
    S = {"A1": "Category", "B1": "Amount", "A2": "Rent", "B2": "1850", "A3": "Utilities", "B3": "240", "A4": "Groceries",
         "B4": "610", "A5": "Transport", "B5": "185", "A6": "Insurance", "B6": "320", "A7": "Internet", "B7": "65",
         "A8": "Savings", "B8": "900"}
    Q1 = {"A1": "Month", "B1": "Income", "C1": "Spent", "D1": "Status", "A2": "January", "B2": "5200", "C2": "4380",
          "A3": "February", "B3": "5200", "C3": "4115", "A4": "March", "B4": "5350", "C4": "4470"}
    doc = "budget_2024.xlsx"
    old = ["Sheet1", "Q1", "Q2"]
    new = ["Summary", "Q1", "Q2"]
    T = []
    T.append((code("pyautogui.click(176, 1012)  # Sheet1 tab"), screen("LibreOffice Calc", calc(doc, S, "A1", "Category", old, 0), "09:15")))
    T.append((code("CalcTools.rename_sheet('Sheet1', 'Summary')"), screen("LibreOffice Calc", calc(doc, S, "A1", "Category", new, 0), "09:15")))
    S2 = dict(S, A9="Total", B9="4170")
    x, y = cell_xy("A9")
    T.append((code(f"pyautogui.click({x}, {y})  # A9\npyautogui.typewrite('Total\\t=SUM(B2:B8)\\n')"),
              screen("LibreOffice Calc", calc(doc, S2, "A10", "", new, 0), "09:16")))
    x, y = cell_xy("B9")
    T.append((code(f"pyautogui.click({x}, {y})  # B9"),
              screen("LibreOffice Calc", calc(doc, S2, "B9", "=SUM(B2:B8)", new, 0, "Average: 4170; Sum: 4170"), "09:16")))
    T.append((code("pyautogui.click(263, 1012)  # Q1 tab"), screen("LibreOffice Calc", calc(doc, Q1, "A1", "Month", new, 1), "09:17")))
    x, y = cell_xy("D2")
    Q1b = dict(Q1, D2="Approved")
    T.append((code(f"pyautogui.click({x}, {y})  # D2\npyautogui.typewrite('Approved\\n')"),
              screen("LibreOffice Calc", calc(doc, Q1b, "D3", "", new, 1), "09:17")))
    T.append((code("pyautogui.click(180, 1012)  # first sheet tab"),
              screen("LibreOffice Calc", calc(doc, S2, "B9", "=SUM(B2:B8)", old, 0, "Average: 4170; Sum: 4170"), "09:18")))
    T.append((code("pyautogui.hotkey('ctrl', 's')"),
              screen("LibreOffice Calc", calc(doc, S2, "B9", "=SUM(B2:B8)", old, 0, "Average: 4170; Sum: 4170",
                                              extra=keep_dialog("Excel 2007-365")), "09:18")))
    rs.add(task="os", tid="h9-os-02", system=OS_SYSTEM, turns=T, bad=True, turn=7, kind="renamed sheet shown under old name")


def t17(rs: RowSet) -> None:
    # Calc order sheet: Total column filled by formula, currency format, grand total, zoom. BAD: D7 is $534.00 (12 x 44.5)
    # in turns 5-9 and reads $543.00 in turn 10 although no action touched row 7 (grand total still $1,865.60).
    items = [("Desk lamp", 4, 23.5), ("Office chair", 2, 149), ("Monitor arm", 3, 64.9), ("USB-C hub", 10, 27.99),
             ("Webcam", 5, 58), ("Keyboard", 12, 44.5), ("Mouse pad", 20, 8.75)]

    def g(v: float) -> str:
        return f"{v:.10g}"

    base = {"A1": "Item", "B1": "Qty", "C1": "Unit price"}
    for i, (n, q, p) in enumerate(items, 2):
        base[f"A{i}"], base[f"B{i}"], base[f"C{i}"] = n, str(q), g(p)
    tot = [round(q * p, 2) for _, q, p in items]
    doc = "order_dec.xlsx"
    tabs = ["Orders"]
    T = []
    c = dict(base, D1="Total")
    x, y = cell_xy("D1")
    T.append((code(f"pyautogui.click({x}, {y})  # D1\npyautogui.typewrite('Total\\n')"), screen("LibreOffice Calc", calc(doc, c, "D2", "", tabs, 0), "13:40")))
    c = dict(c, D2=g(tot[0]))
    T.append((code("pyautogui.typewrite('=B2*C2\\n')"), screen("LibreOffice Calc", calc(doc, c, "D3", "", tabs, 0), "13:40")))
    x, y = cell_xy("D2")
    T.append((code(f"pyautogui.click({x}, {y})  # D2\npyautogui.hotkey('ctrl', 'c')"),
              screen("LibreOffice Calc", calc(doc, c, "D2", "=B2*C2", tabs, 0, "Sum: 94"), "13:41")))
    for i in range(3, 9):
        c[f"D{i}"] = g(tot[i - 2])
    x3, y3 = cell_xy("D3")
    x8, y8 = cell_xy("D8")
    T.append((code(f"pyautogui.moveTo({x3}, {y3})\npyautogui.dragTo({x8}, {y8}, duration=0.5)  # D3:D8\npyautogui.hotkey('ctrl', 'v')"),
              screen("LibreOffice Calc", calc(doc, c, "D3:D8", "=B3*C3", tabs, 0, f"Sum: {g(sum(tot[1:]))}"), "13:41")))
    cur = dict(c)
    for i in range(2, 9):
        cur[f"D{i}"] = f"${tot[i - 2]:,.2f}"
    T.append((code(f"pyautogui.moveTo({x}, {y})\npyautogui.dragTo({x8}, {y8}, duration=0.5)  # D2:D8\npyautogui.hotkey('ctrl', 'shift', '4')"),
              screen("LibreOffice Calc", calc(doc, cur, "D2:D8", "=B2*C2", tabs, 0, f"Sum: ${sum(tot):,.2f}"), "13:42")))
    cur = dict(cur, A9="Grand total")
    x, y = cell_xy("A9")
    T.append((code(f"pyautogui.click({x}, {y})  # A9\npyautogui.typewrite('Grand total\\n')"),
              screen("LibreOffice Calc", calc(doc, cur, "A10", "", tabs, 0), "13:42")))
    cur = dict(cur, D9=f"${sum(tot):,.2f}")
    x, y = cell_xy("D9")
    T.append((code(f"pyautogui.click({x}, {y})  # D9\npyautogui.typewrite('=SUM(D2:D8)\\n')"),
              screen("LibreOffice Calc", calc(doc, cur, "D10", "", tabs, 0), "13:43")))
    T.append((code("pyautogui.click(247, 166)  # column B header"),
              screen("LibreOffice Calc", calc(doc, cur, "B1:B1048576", "Qty", tabs, 0, f"Sum: {sum(q for _, q, _ in items)}"), "13:43")))
    T.append((code("CalcTools.set_zoom_level(120)"),
              screen("LibreOffice Calc", calc(doc, cur, "B1:B1048576", "Qty", tabs, 0, "Sum: 56", zoom=120), "13:44")))
    bad = dict(cur, D7="$543.00")
    x, y = cell_xy("B5", 120)
    T.append((code(f"pyautogui.click({x}, {y})  # B5"),
              screen("LibreOffice Calc", calc(doc, bad, "B5", "10", tabs, 0, "Sum: 10", zoom=120), "13:44")))
    T.append((code("pyautogui.hotkey('ctrl', 's')"),
              screen("LibreOffice Calc", calc(doc, bad, "B5", "10", tabs, 0, "Sum: 10", zoom=120, extra=keep_dialog("Excel 2007-365")), "13:45")))
    T.append((code("pyautogui.click(855, 577)  # Use Excel 2007-365!"),
              screen("LibreOffice Calc", calc(doc, bad, "B5", "10", tabs, 0, "Sum: 10", zoom=120), "13:45")))
    rs.add(task="os", tid="h9-os-17", system=OS_SYSTEM, turns=T, bad=True, turn=10, kind="untouched cell value changed")


# ----------------------------------------------------------------------------------------------------------------
# Thunderbird
TB_TOOLS = ["Get Messages", "Write", "Chat", "Address Book", "Tag", "Quick Filter"]


def tb(account: str, folders: list[tuple[str, int]], folder: str, msgs: list[dict], star: bool = False,
       reading: list | None = None, extra: list | None = None) -> list:
    rows = [("page-tab", f"{folder} - {account}", "", (72, 32), (300, 34))]
    rows += [("push-button", n, "", (80 + i * 130, 74), (124, 34)) for i, n in enumerate(TB_TOOLS)]
    rows.append(("text", "Search <Ctrl+K>", "", (1500, 74), (400, 30)))
    rows.append(("tree-item", account, "", (80, 120), (300, 26)))
    for i, (f, unread) in enumerate(folders):
        rows.append(("tree-item", f"{f} ({unread})" if unread else f, "", (100, 148 + i * 26), (280, 26)))
    cols = (["Star"] if star else []) + ["Subject", "Read", "Correspondents", "Date"]
    xs = {"Star": 400, "Subject": 430, "Read": 1060, "Correspondents": 1090, "Date": 1500}
    ws = {"Star": 28, "Subject": 620, "Read": 28, "Correspondents": 400, "Date": 300}
    for c in cols:
        rows.append(("table-column-header", c, "", (xs[c], 120), (ws[c], 26)))
    for i, m in enumerate(msgs):
        y = 148 + i * 26
        for c in cols:
            if c == "Star":
                rows.append(("table-cell", "Starred" if m.get("star") else "Not starred", "", (xs[c], y), (ws[c], 26)))
            elif c == "Read":
                rows.append(("table-cell", "Read" if m["r"] else "Unread", "", (xs[c], y), (ws[c], 26)))
            else:
                val = {"Subject": m["s"], "Correspondents": m["f"], "Date": m["d"]}[c]
                rows.append(("table-cell", "", val, (xs[c], y), (ws[c], 26)))
    rows += reading or []
    unread = sum(not m["r"] for m in msgs)
    rows += [("label", "", f"Unread: {unread}", (1640, 1052), (90, 20)), ("label", "", f"Total: {len(msgs)}", (1760, 1052), (90, 20))]
    return rows + (extra or [])


def tb_read(m: dict, to: str, body: list[str], tags: str | None = None) -> list:
    rows = [("label", "From", m["from"], (420, 600), (700, 20)), ("label", "Subject", m["s"], (420, 624), (900, 20)),
            ("label", "To", to, (420, 648), (500, 20)), ("label", "Date", m["d"], (1640, 600), (260, 20))]
    if tags:
        rows.append(("label", "Tags", tags, (420, 672), (200, 20)))
    rows += [("push-button", n, "", (1400 + i * 90, 636), (84, 28)) for i, n in enumerate(["Reply", "Forward", "Archive", "Junk", "Delete"])]
    rows += [("paragraph", "", b, (420, 710 + i * 44), (1460, 40)) for i, b in enumerate(body)]
    return rows


def t03(rs: RowSet) -> None:
    # Thunderbird: Get Messages brings 2 new mails, reading marks read, one moved to Archives, two marked read with M,
    # sort by date reversed. Every count follows the actions. clean
    acc = "ana.ruiz@fastmail.com"
    M = [dict(s="Your December statement is ready", f="Northbank", d="11/28/2024, 9:02 AM", r=True),
         dict(s="Re: Apartment viewing Saturday", f="Lena Fischer", d="11/30/2024, 6:47 PM", r=True),
         dict(s="Invoice #4471 from CloudHost", f="CloudHost Billing", d="12/2/2024, 8:15 AM", r=False,
              **{"from": "CloudHost Billing <billing@cloudhost.io>"}),
         dict(s="Team lunch Thursday?", f="Omar Haddad", d="12/2/2024, 12:31 PM", r=True,
              **{"from": "Omar Haddad <omar.haddad@fastmail.com>"}),
         dict(s="[GitHub] Security alert for ana-ruiz/repo-sync", f="GitHub", d="12/3/2024, 3:05 AM", r=False),
         dict(s="Flight check-in open: LIS → AMS", f="TAP Air Portugal", d="12/3/2024, 7:40 PM", r=False),
         dict(s="Minutes from Tuesday sync", f="Priya Raman", d="9:12 AM", r=True),
         dict(s="Weekly digest: 14 new posts", f="Ubuntu Discourse", d="10:03 AM", r=False)]
    ARCH = [dict(s="Lease agreement – signed copy", f="Lena Fischer", d="10/14/2024, 5:20 PM", r=True),
            dict(s="Your receipt from CloudHost #4390", f="CloudHost Billing", d="11/2/2024, 8:11 AM", r=True),
            dict(s="Conference badge pickup", f="DevDays Events Team", d="11/20/2024, 2:45 PM", r=True)]

    def folders(inbox_unread):
        return [("Inbox", inbox_unread), ("Drafts", 0), ("Sent", 0), ("Archives", 0), ("Junk", 0), ("Trash", 0)]

    def un(ms):
        return sum(not m["r"] for m in ms)

    T = []
    T.append((code("pyautogui.click(200, 161)  # Inbox"), screen("Thunderbird Mail", tb(acc, folders(un(M)), "Inbox", M), "11:24")))
    M += [dict(s="Your order has shipped", f="Bookshop.org", d="11:26 AM", r=False),
          dict(s="Re: Q1 roadmap draft", f="Priya Raman", d="11:27 AM", r=False)]
    T.append((code("pyautogui.click(145, 91)  # Get Messages"), screen("Thunderbird Mail", tb(acc, folders(un(M)), "Inbox", M), "11:28")))
    M[2]["r"] = True
    body = ["Hello Ana, your invoice #4471 for November 2024 is now available in the CloudHost dashboard.",
            "Amount due: €18.40. It will be charged to the card ending in 0932 on 12/9/2024. No action is needed."]
    T.append((code("pyautogui.click(700, 213)  # Invoice #4471 from CloudHost"),
              screen("Thunderbird Mail", tb(acc, folders(un(M)), "Inbox", M, reading=tb_read(M[2], acc, body)), "11:29")))
    inv = M.pop(2)
    ARCH.append(inv)
    body4 = ["Anyone up for the ramen place on Thursday at 12:30? I can book a table for six if we have enough people.",
             "Reply by Wednesday evening so I can confirm. – Omar"]
    T.append((code("pyautogui.rightClick(700, 213)\npyautogui.click(780, 520)  # Move To\npyautogui.click(990, 520)  # ana.ruiz@fastmail.com\n"
                   "pyautogui.click(1180, 598)  # Archives"),
              screen("Thunderbird Mail", tb(acc, folders(un(M)), "Inbox", M, reading=tb_read(M[2], acc, body4)), "11:30")))
    M[3]["r"] = M[4]["r"] = True
    multi = [("heading", "", "2 Conversations", (420, 600), (400, 28)),
             ("label", "", M[3]["s"], (440, 640), (800, 20)), ("label", "", M[4]["s"], (440, 666), (800, 20)),
             ("push-button", "Archive", "", (1700, 600), (90, 28)), ("push-button", "Delete", "", (1800, 600), (90, 28))]
    T.append((code("pyautogui.click(700, 239)  # [GitHub] Security alert\npyautogui.keyDown('shift')\npyautogui.click(700, 265)  # Flight check-in\n"
                   "pyautogui.keyUp('shift')\npyautogui.press('m')"),
              screen("Thunderbird Mail", tb(acc, folders(un(M)), "Inbox", M, reading=multi), "11:31")))
    T.append((code("pyautogui.click(200, 239)  # Archives"),
              screen("Thunderbird Mail", tb(acc, folders(un(M)), "Archives", ARCH), "11:31")))
    T.append((code("pyautogui.click(200, 161)  # Inbox"), screen("Thunderbird Mail", tb(acc, folders(un(M)), "Inbox", M), "11:32")))
    T.append((code("pyautogui.click(1640, 133)  # Date column header"),
              screen("Thunderbird Mail", tb(acc, folders(un(M)), "Inbox", list(reversed(M))), "11:32")))
    rs.add(task="os", tid="h9-os-03", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


def t19(rs: RowSet) -> None:
    # Thunderbird: the agent stars "Contract renewal" (turn 3) and tags it Important (turn 4). BAD: turn 5 (clicking
    # another message) shows the contract row as "Not starred" -- the star set in turn 3 is reverted; the tag stays.
    acc = "dana.whitfield@proton.me"
    M = [dict(s="Q4 board deck – final", f="Helen Cho", d="11/29/2024, 4:12 PM", r=True, star=True),
         dict(s="Contract renewal – Northwind Traders", f="Elliot Brooks", d="12/2/2024, 10:20 AM", r=False,
              **{"from": "Elliot Brooks <e.brooks@northwindtraders.com>"}),
         dict(s="Your Zoom recording is ready", f="Zoom", d="12/2/2024, 5:58 PM", r=True),
         dict(s="Weekly digest: design systems", f="Smashing Newsletter", d="12/3/2024, 7:00 AM", r=False,
              **{"from": "Smashing Newsletter <newsletter@smashingmagazine.com>"}),
         dict(s="Lunch Friday?", f="Marta Ortiz", d="12/3/2024, 1:14 PM", r=True,
              **{"from": "Marta Ortiz <marta.ortiz@proton.me>"}),
         dict(s="Expense report approved", f="SAP Concur", d="8:41 AM", r=True),
         dict(s="PR review: pricing page copy", f="Sam Patel", d="9:55 AM", r=False)]
    TRASH = [dict(s="Your free trial ends soon", f="Canva", d="11/25/2024, 9:30 AM", r=True),
             dict(s="Webinar: Q4 marketing trends", f="HubSpot", d="11/27/2024, 3:00 PM", r=True)]

    def folders(ms, trash_unread=0):
        u = sum(not m["r"] for m in ms)
        return [("Inbox", u), ("Drafts", 0), ("Sent", 0), ("Archives", 0), ("Junk", 0), ("Trash", trash_unread)]

    body2 = ["Hi Dana, attached is the renewal draft for 2025. Pricing stays at the 2024 rate if we sign before December 20;",
             "after that the 6% indexation clause applies. Could you confirm the contact for invoices on your side? – Elliot"]
    body4 = ["This week: tokens that scale, a checklist for accessible components, and why your design system needs a changelog.",
             "You are receiving this because you subscribed at smashingmagazine.com. Unsubscribe or manage preferences."]
    body5 = ["Lunch Friday at the Thai place near the office? 12:30 works for me, I can book for four.", "M."]
    T = []
    T.append((code("pyautogui.click(200, 161)  # Inbox"), screen("Thunderbird Mail", tb(acc, folders(M), "Inbox", M, star=True), "15:02")))
    M[1]["r"] = True
    T.append((code("pyautogui.click(700, 187)  # Contract renewal – Northwind Traders"),
              screen("Thunderbird Mail", tb(acc, folders(M), "Inbox", M, star=True, reading=tb_read(M[1], acc, body2)), "15:02")))
    M[1]["star"] = True
    T.append((code("pyautogui.press('s')"),
              screen("Thunderbird Mail", tb(acc, folders(M), "Inbox", M, star=True, reading=tb_read(M[1], acc, body2)), "15:03")))
    T.append((code("pyautogui.press('1')"),
              screen("Thunderbird Mail", tb(acc, folders(M), "Inbox", M, star=True, reading=tb_read(M[1], acc, body2, "Important")), "15:03")))
    M[3]["r"] = True
    shown = copy.deepcopy(M)
    shown[1]["star"] = False  # the drift: star silently lost from here on
    T.append((code("pyautogui.click(700, 239)  # Weekly digest: design systems"),
              screen("Thunderbird Mail", tb(acc, folders(shown), "Inbox", shown, star=True, reading=tb_read(M[3], acc, body4)), "15:04")))
    dig = shown.pop(3)
    TRASH.append(dig)
    T.append((code("pyautogui.press('delete')"),
              screen("Thunderbird Mail", tb(acc, folders(shown), "Inbox", shown, star=True, reading=tb_read(shown[3], acc, body5)), "15:04")))
    T.append((code("pyautogui.click(200, 291)  # Trash"),
              screen("Thunderbird Mail", tb(acc, folders(shown), "Trash", TRASH, star=True), "15:05")))
    T.append((code("pyautogui.click(200, 161)  # Inbox"),
              screen("Thunderbird Mail", tb(acc, folders(shown), "Inbox", shown, star=True), "15:05")))
    T.append((code("pyautogui.click(700, 187)  # Contract renewal – Northwind Traders"),
              screen("Thunderbird Mail", tb(acc, folders(shown), "Inbox", shown, star=True, reading=tb_read(shown[1], acc, body2, "Important")), "15:06")))
    rs.add(task="os", tid="h9-os-19", system=OS_SYSTEM, turns=T, bad=True, turn=5, kind="state reverted (star removed)")


# ----------------------------------------------------------------------------------------------------------------
# Inkscape
INK_MENUS = ["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]


def ink(title: str, controls: list[tuple[str, str]], nodes: list[str], status: str, panel: list | None = None,
        extra: list | None = None) -> list:
    rows = [("label", "", title, (860, 34), (260, 18))]
    rows += [("menu", m, "", (72 + i * 70, 56), (66, 24)) for i, m in enumerate(INK_MENUS)]
    rows += [("spin-button", n, v, (300 + i * 150, 90), (110, 28)) for i, (n, v) in enumerate(controls)]
    rows.append(("canvas", "", "", (300, 180), (1100, 820)))
    rows.append(("label", "", "XML Editor", (1420, 150), (200, 20)))
    rows += [("tree-item", n, "", (1430 + (0 if i < 1 else 16), 176 + i * 24), (460, 24)) for i, n in enumerate(nodes)]
    rows += panel or []
    rows += [("combo-box", "Current layer", "Layer 1", (200, 1050), (140, 24)), ("label", "", status, (360, 1052), (1200, 20)),
             ("spin-button", "Zoom", "100%", (1830, 1050), (80, 24))]
    return rows + (extra or [])


def objprops(oid: str, label: str) -> list:
    return [("label", "", "Object Properties", (1420, 600), (200, 20)), ("text", "ID", oid, (1500, 630), (380, 28)),
            ("text", "Label", label, (1500, 664), (380, 28)), ("text", "Title", "", (1500, 698), (380, 28)),
            ("text", "Description", "", (1500, 732), (380, 80)), ("check-box", "Hide", "", (1500, 820), (80, 22)),
            ("check-box", "Lock", "", (1600, 820), (80, 22)), ("push-button", "Set", "", (1820, 820), (60, 30))]


def t04(rs: RowSet) -> None:
    # Inkscape: draw a rect (rect846), set its ID to logo_bg (turn 3), draw a circle, select all, center on page.
    # BAD: the XML editor in turn 6 lists the rectangle as id="rect846" again although turn 3 set ID logo_bg.
    base = ['<svg:svg id="svg5">', '<sodipodi:namedview id="namedview7">', '<svg:defs id="defs2">', '<svg:g id="layer1">']
    sel = "Click selection to toggle scale/rotation handles (or Shift+s)."
    rect_ctl = [("W", "300.000"), ("H", "200.000"), ("Rx", "0.000"), ("Ry", "0.000")]
    T = []
    t = "*New document 1 - Inkscape"
    T.append((code("pyautogui.press('r')\npyautogui.moveTo(400, 300)\npyautogui.dragTo(700, 500, duration=0.5)"),
              screen("Inkscape", ink(t, rect_ctl, base + ['<svg:rect id="rect846">'],
                                     "Drag to create a rectangle. Drag controls to round corners and resize. Click to select."), "10:05")))
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'o')"),
              screen("Inkscape", ink(t, rect_ctl, base + ['<svg:rect id="rect846">'],
                                     "Drag to create a rectangle. Drag controls to round corners and resize. Click to select.",
                                     objprops("rect846", "rect846")), "10:05")))
    T.append((code("pyautogui.tripleClick(1690, 644)  # ID\npyautogui.typewrite('logo_bg')\npyautogui.tripleClick(1690, 678)  # Label\n"
                   "pyautogui.typewrite('logo background')\npyautogui.click(1850, 835)  # Set"),
              screen("Inkscape", ink(t, rect_ctl, base + ['<svg:rect id="logo_bg">'],
                                     "Drag to create a rectangle. Drag controls to round corners and resize. Click to select.",
                                     objprops("logo_bg", "logo background")), "10:06")))
    ell_ctl = [("Rx", "75.000"), ("Ry", "75.000"), ("Start", "0.00"), ("End", "0.00")]
    T.append((code("pyautogui.press('e')\npyautogui.moveTo(800, 300)\npyautogui.dragTo(950, 450, duration=0.5)"),
              screen("Inkscape", ink(t, ell_ctl, base + ['<svg:rect id="logo_bg">', '<svg:circle id="path1024">'],
                                     "Drag to create an ellipse. Drag controls to make an arc or segment. Click to select.",
                                     objprops("path1024", "path1024")), "10:06")))
    both = "2 objects selected of types Rectangle, Circle in layer Layer 1. " + sel
    T.append((code("pyautogui.press('s')\npyautogui.hotkey('ctrl', 'a')"),
              screen("Inkscape", ink(t, [("X", "100.000"), ("Y", "120.000"), ("W", "550.000"), ("H", "200.000")],
                                     base + ['<svg:rect id="logo_bg">', '<svg:circle id="path1024">'], both, objprops("", "")), "10:07")))
    align = [("label", "", "Align and Distribute", (1420, 860), (220, 20)), ("combo-box", "Relative to", "Page", (1520, 890), (200, 26)),
             ("push-button", "Align left edges", "", (1430, 926), (32, 32)), ("push-button", "Center on vertical axis", "", (1466, 926), (32, 32)),
             ("push-button", "Align right sides", "", (1502, 926), (32, 32)), ("push-button", "Align top edges", "", (1538, 926), (32, 32)),
             ("push-button", "Center on horizontal axis", "", (1574, 926), (32, 32)), ("push-button", "Align bottom edges", "", (1610, 926), (32, 32))]
    x225 = [("X", "225.000"), ("Y", "120.000"), ("W", "550.000"), ("H", "200.000")]
    drift = base + ['<svg:rect id="rect846">', '<svg:circle id="path1024">']
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'a')\npyautogui.click(1482, 942)  # Center on vertical axis"),
              screen("Inkscape", ink(t, x225, drift, both, objprops("", "") + align), "10:07")))
    save = [("label", "", "Select file to save to", (700, 250), (300, 20)), ("text", "Name", "drawing.svg", (800, 290), (500, 30)),
            ("push-button", "Cancel", "", (620, 250), (80, 32)), ("push-button", "Save", "", (1220, 250), (80, 32))]
    save += vlist("list-item", ["Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos"], 620, 340, 160, 30)
    save += vlist("table-cell", ["Desktop", "Documents", "Downloads", "Music", "Pictures", "Public", "Templates", "Videos"], 800, 340, 420, 30)
    save.append(("combo-box", "", "Inkscape SVG (*.svg)", (1000, 760), (300, 30)))
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 's')"),
              screen("Inkscape", ink(t, x225, drift, both, objprops("", "") + align, extra=save), "10:08")))
    t2 = "logo.svg - Inkscape"
    T.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('logo.svg')\npyautogui.press('enter')"),
              screen("Inkscape", ink(t2, x225, drift, both, objprops("", "") + align), "10:08")))
    T.append((code("pyautogui.press('escape')\npyautogui.click(650, 400)  # the rectangle"),
              screen("Inkscape", ink(t2, [("X", "225.000"), ("Y", "120.000"), ("W", "300.000"), ("H", "200.000")], drift,
                                     "Rectangle 300 × 200 in layer Layer 1. " + sel, objprops("rect846", "logo background") + align), "10:09")))
    rs.add(task="os", tid="h9-os-04", system=OS_SYSTEM, turns=T, bad=True, turn=6, kind="object id changed back")


def t21(rs: RowSet) -> None:
    # Inkscape badge.svg: duplicate the circle (new id circle12-7), nudge it, set fill, lower it one step (XML order
    # changes), rename its ID to shadow, save, select the text. clean
    base = ['<svg:svg id="svg8">', '<sodipodi:namedview id="base">', '<svg:defs id="defs2">', '<svg:metadata id="metadata5">', '<svg:g id="layer1">']
    circ = "Circle in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."
    T = []
    t = "badge.svg - Inkscape"
    n0 = base + ['<svg:rect id="rect20">', '<svg:circle id="circle12">', '<svg:text id="text18">']
    T.append((code("pyautogui.click(510, 330)  # the yellow circle"),
              screen("Inkscape", ink(t, [("X", "150.000"), ("Y", "90.000"), ("W", "120.000"), ("H", "120.000")], n0, circ), "17:20")))
    n1 = base + ['<svg:rect id="rect20">', '<svg:circle id="circle12">', '<svg:circle id="circle12-7">', '<svg:text id="text18">']
    t = "*badge.svg - Inkscape"
    T.append((code("pyautogui.hotkey('ctrl', 'd')"),
              screen("Inkscape", ink(t, [("X", "150.000"), ("Y", "90.000"), ("W", "120.000"), ("H", "120.000")], n1, circ), "17:20")))
    c170 = [("X", "170.000"), ("Y", "90.000"), ("W", "120.000"), ("H", "120.000")]
    T.append((code("for _ in range(10):\n    pyautogui.press('right')"), screen("Inkscape", ink(t, c170, n1, circ), "17:21")))
    fill = [("label", "", "Fill and Stroke", (1420, 600), (200, 20)), ("page-tab", "Fill", "", (1430, 630), (60, 28)),
            ("page-tab", "Stroke paint", "", (1494, 630), (110, 28)), ("page-tab", "Stroke style", "", (1608, 630), (110, 28)),
            ("label", "", "Flat color", (1430, 670), (200, 20)), ("text", "RGBA", "00000066", (1700, 900), (150, 26)),
            ("slider", "Alpha (opacity)", "", (1430, 860), (400, 20)), ("label", "", "Blur (%)", (1430, 960), (100, 20)),
            ("spin-button", "Blur (%)", "0.0", (1780, 956), (100, 26)), ("label", "", "Opacity (%)", (1430, 992), (100, 20)),
            ("spin-button", "Opacity (%)", "100.0", (1780, 988), (100, 26))]
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'f')\npyautogui.tripleClick(1775, 913)  # RGBA\npyautogui.typewrite('00000066\\n')"),
              screen("Inkscape", ink(t, c170, n1, circ, fill), "17:21")))
    n2 = base + ['<svg:rect id="rect20">', '<svg:circle id="circle12-7">', '<svg:circle id="circle12">', '<svg:text id="text18">']
    T.append((code("pyautogui.hotkey('ctrl', 'page_down')"), screen("Inkscape", ink(t, c170, n2, circ, fill), "17:22")))
    n3 = base + ['<svg:rect id="rect20">', '<svg:circle id="shadow">', '<svg:circle id="circle12">', '<svg:text id="text18">']
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'o')\npyautogui.tripleClick(1690, 644)  # ID\npyautogui.typewrite('shadow')\n"
                   "pyautogui.tripleClick(1690, 678)  # Label\npyautogui.typewrite('shadow')\npyautogui.click(1850, 835)  # Set"),
              screen("Inkscape", ink(t, c170, n3, circ, objprops("shadow", "shadow")), "17:22")))
    t = "badge.svg - Inkscape"
    T.append((code("pyautogui.hotkey('ctrl', 's')"), screen("Inkscape", ink(t, c170, n3, circ, objprops("shadow", "shadow")), "17:23")))
    T.append((code("pyautogui.click(500, 438)  # the text"),
              screen("Inkscape", ink(t, [("X", "110.000"), ("Y", "240.000"), ("W", "180.000"), ("H", "36.000")], n3,
                                     "Text (Sans, 28 pt) in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).",
                                     objprops("text18", "text18")), "17:23")))
    rs.add(task="os", tid="h9-os-21", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


# ----------------------------------------------------------------------------------------------------------------
# Settings (gnome-control-center)
GSIDE = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
         "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
         "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users"]


def gsettings(title: str, body: list, header: list | None = None, extra: list | None = None) -> list:
    rows = [("label", "", "Settings", (520, 162), (100, 20)), ("toggle-button", "Search", "", (440, 156), (34, 32)),
            ("push-button", "Primary menu", "", (660, 156), (34, 32)), ("label", "", title, (1040, 162), (200, 20))]
    rows += header or []
    rows += vlist("list-item", GSIDE, 420, 200, 280, 32)
    return rows + body + (extra or [])


def pair(label: str, tag: str, name: str, text: str, y: int) -> list:
    return [("label", "", label, (760, y), (300, 20)), (tag, name, text, (1220, y - 6), (240, 32))]


def t05(rs: RowSet) -> None:
    # Settings > Displays: refresh rate 60.00 Hz -> 144.00 Hz, Apply, Keep Changes. BAD: turn 5 (after Keep Changes)
    # reads 120.00 Hz; turns 3-4 showed 144.00 Hz pending, so the value set reads back different.
    def displays(rate: str, pending: bool = False, extra=None) -> list:
        header = [("push-button", "Cancel", "", (720, 156), (80, 32)), ("push-button", "Apply", "", (1400, 156), (80, 32))] if pending else []
        body = [("page-tab", "Displays", "", (980, 200), (100, 30)), ("page-tab", "Night Light", "", (1090, 200), (110, 30)),
                ("label", "", "Built-in display", (760, 250), (300, 20))]
        body += pair("Orientation", "combo-box", "Orientation", "Landscape", 300)
        body += pair("Resolution", "combo-box", "Resolution", "1920 × 1080 (16:9)", 350)
        body += pair("Refresh Rate", "combo-box", "Refresh Rate", rate, 400)
        body += [("label", "", "Scale", (760, 450), (300, 20)), ("toggle-button", "100%", "", (1220, 444), (110, 32)),
                 ("toggle-button", "200%", "", (1340, 444), (110, 32))]
        body += pair("Fractional Scaling", "toggle-button", "Fractional Scaling", "", 500)
        body += [("label", "", "May increase power usage, lower speed, or reduce display sharpness.", (760, 522), (560, 18))]
        return gsettings("Displays", body, header, extra)

    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['gnome-control-center', 'display'])"),
              screen("Settings", displays("60.00 Hz"), "20:14")))
    pop = vlist("menu-item", ["144.00 Hz", "120.00 Hz", "60.00 Hz", "48.00 Hz"], 1220, 430, 240, 32)
    T.append((code("pyautogui.click(1340, 410)  # Refresh Rate"), screen("Settings", displays("60.00 Hz", extra=pop), "20:14")))
    T.append((code("pyautogui.click(1340, 446)  # 144.00 Hz"), screen("Settings", displays("144.00 Hz", True), "20:15")))
    keep = [("label", "", "Keep these display settings?", (780, 470), (360, 22)),
            ("label", "", "Settings will be reverted in 20 seconds", (780, 500), (360, 20)),
            ("push-button", "Revert Settings", "", (780, 550), (170, 34)), ("push-button", "Keep Changes", "", (960, 550), (170, 34))]
    T.append((code("pyautogui.click(1440, 172)  # Apply"), screen("Settings", displays("144.00 Hz", extra=keep), "20:15")))
    T.append((code("pyautogui.click(1045, 567)  # Keep Changes"), screen("Settings", displays("120.00 Hz"), "20:15")))

    def night(manual: bool) -> list:
        body = [("page-tab", "Displays", "", (980, 200), (100, 30)), ("page-tab", "Night Light", "", (1090, 200), (110, 30)),
                ("label", "", "Night Light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", (760, 250), (640, 20))]
        body += pair("Night Light", "toggle-button", "Night Light", "", 300)
        body += pair("Schedule", "combo-box", "Schedule", "Manual Schedule" if manual else "Sunset to Sunrise", 350)
        if manual:
            body += [("label", "", "Times", (760, 400), (100, 20)), ("label", "", "From", (1060, 400), (50, 20)),
                     ("spin-button", "From", "20:00", (1110, 394), (110, 32)), ("label", "", "To", (1240, 400), (30, 20)),
                     ("spin-button", "To", "06:00", (1280, 394), (110, 32))]
        body += [("label", "", "Color Temperature", (760, 460), (300, 20)), ("slider", "Color Temperature", "", (760, 490), (640, 30))]
        return gsettings("Displays", body)

    T.append((code("pyautogui.click(1145, 215)  # Night Light tab"), screen("Settings", night(False), "20:16")))
    T.append((code("pyautogui.click(1340, 360)  # Schedule\npyautogui.click(1340, 428)  # Manual Schedule"),
              screen("Settings", night(True), "20:16")))
    T.append((code("pyautogui.click(1030, 215)  # Displays tab"), screen("Settings", displays("120.00 Hz"), "20:17")))
    rs.add(task="os", tid="h9-os-05", system=OS_SYSTEM, turns=T, bad=True, turn=5, kind="value set but reads back different")


def t14(rs: RowSet) -> None:
    # Settings > Users: unlock fails with a wrong password (nothing changes), succeeds on retry; Add User first refused
    # (passwords do not match), then accepted; the new account shows up in the list and its page. clean
    def users(locked: bool, others: list[str], extra=None) -> list:
        header = [("push-button", "Unlock…", "", (1380, 156), (100, 32))] if locked else []
        body = [("label", "", "Your Account", (760, 210), (200, 20)), ("push-button", "Change avatar", "", (1030, 240), (96, 96)),
                ("text", "Name", "Ana Ruiz", (960, 350), (240, 32))]
        body += pair("Administrator", "toggle-button", "Administrator", "", 410)
        body += [("label", "", "Authentication & Login", (760, 450), (300, 20))]
        body += pair("Password", "push-button", "Password", "●●●●●", 490)
        body += pair("Automatic Login", "toggle-button", "Automatic Login", "", 530)
        body += pair("Account Activity", "push-button", "Account Activity", "Logged in", 570)
        body += [("label", "", "Other Users", (760, 620), (200, 20))]
        body += vlist("list-item", others, 760, 650, 700, 40)
        body += [("push-button", "Add User…", "", (1340, 614), (120, 32))]
        return gsettings("Users", body, header, extra)

    def auth(err: bool) -> list:
        rows = [("label", "", "Authentication Required", (760, 380), (400, 24)),
                ("label", "", "Authentication is required to change user data", (760, 414), (400, 20)),
                ("label", "", "Ana Ruiz", (900, 460), (120, 20)), ("password-text", "Password", "", (760, 500), (400, 34))]
        if err:
            rows.append(("label", "", "Sorry, that didn’t work. Please try again.", (760, 542), (400, 20)))
        return rows + [("push-button", "Cancel", "", (760, 580), (195, 36)), ("push-button", "Authenticate", "", (965, 580), (195, 36))]

    def add(name: str, user: str, pw: int, conf: int, hint: str) -> list:
        rows = [("label", "", "Add User", (920, 250), (100, 22)), ("push-button", "Cancel", "", (700, 244), (80, 32)),
                ("push-button", "Add", "", (1160, 244), (80, 32)), ("label", "", "Account Type", (740, 300), (140, 20)),
                ("toggle-button", "Standard", "", (900, 294), (120, 32)), ("toggle-button", "Administrator", "", (1024, 294), (130, 32)),
                ("label", "", "Full Name", (740, 350), (140, 20)), ("text", "Full Name", name, (900, 344), (300, 32)),
                ("label", "", "Username", (740, 400), (140, 20)), ("combo-box", "Username", user, (900, 394), (300, 32)),
                ("label", "", "This will be used to name your home folder and can’t be changed.", (900, 430), (320, 18)),
                ("label", "", "Password", (740, 470), (140, 20)),
                ("radio-button", "Allow user to set a password when they next login", "", (900, 466), (320, 22)),
                ("radio-button", "Set a password now", "", (900, 494), (320, 22)),
                ("password-text", "Password", "●" * pw, (920, 524), (280, 32)),
                ("password-text", "Confirm Password", "●" * conf, (920, 564), (280, 32))]
        if hint:
            rows.append(("label", "", hint, (920, 602), (280, 18)))
        return rows

    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['gnome-control-center', 'user-accounts'])"),
              screen("Settings", users(True, ["Kiosk Display"]), "08:52")))
    T.append((code("pyautogui.click(1430, 172)  # Unlock…"), screen("Settings", users(True, ["Kiosk Display"], auth(False)), "08:52")))
    T.append((code("pyautogui.typewrite('hunter3')\npyautogui.press('enter')"),
              screen("Settings", users(True, ["Kiosk Display"], auth(True)), "08:53")))
    T.append((code("pyautogui.typewrite('Ruiz#2024')\npyautogui.press('enter')"), screen("Settings", users(False, ["Kiosk Display"]), "08:53")))
    T.append((code("pyautogui.click(1400, 630)  # Add User…"),
              screen("Settings", users(False, ["Kiosk Display"], add("", "", 0, 0, "")), "08:54")))
    T.append((code("pyautogui.click(1050, 360)\npyautogui.typewrite('Ben Okafor')\npyautogui.click(910, 505)  # Set a password now\n"
                   "pyautogui.click(1060, 540)\npyautogui.typewrite('Tr0ut!lake')\npyautogui.click(1060, 580)\npyautogui.typewrite('Tr0ut!lakee')"),
              screen("Settings", users(False, ["Kiosk Display"], add("Ben Okafor", "ben", 10, 11, "The passwords do not match.")), "08:55")))
    T.append((code("pyautogui.tripleClick(1060, 580)\npyautogui.typewrite('Tr0ut!lake')"),
              screen("Settings", users(False, ["Kiosk Display"], add("Ben Okafor", "ben", 10, 10, "Strong password")), "08:55")))
    T.append((code("pyautogui.click(1200, 260)  # Add"), screen("Settings", users(False, ["Ben Okafor", "Kiosk Display"]), "08:56")))
    page = [("push-button", "Back", "", (720, 156), (34, 32)), ("push-button", "Change avatar", "", (1030, 240), (96, 96)),
            ("text", "Name", "Ben Okafor", (960, 350), (240, 32))]
    page += pair("Administrator", "toggle-button", "Administrator", "", 410)
    page += pair("Password", "push-button", "Password", "●●●●●", 490)
    page += pair("Automatic Login", "toggle-button", "Automatic Login", "", 530)
    page += pair("Account Activity", "push-button", "Account Activity", "Never logged in", 570)
    page += [("push-button", "Remove User…", "", (1300, 640), (160, 34))]
    T.append((code("pyautogui.click(1100, 670)  # Ben Okafor"), screen("Settings", gsettings("Ben Okafor", page), "08:56")))
    rs.add(task="os", tid="h9-os-14", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


def t20(rs: RowSet) -> None:
    # Settings > Wi-Fi: join Cafe_Guest (list reorders, Connected moves), open its details, untick Connect automatically
    # (no visible change), Apply, rejoin HomeNet-5G, airplane mode on/off; after the rescan the weak Neighbor_2.4
    # network is gone, which a rescan legitimately does. clean
    def wifi(conn: str | None, nets: list[str], saved: set[str], airplane: bool = False, extra=None) -> list:
        body = [("toggle-button", "Wi-Fi", "", (1300, 156), (52, 30)), ("push-button", "Wi-Fi menu", "", (1360, 156), (34, 32)),
                ("label", "", "Airplane Mode", (760, 220), (300, 20)),
                ("label", "", "Disables Wi-Fi, Bluetooth and mobile broadband", (760, 242), (400, 18)),
                ("toggle-button", "Airplane Mode", "", (1400, 224), (52, 30))]
        if airplane:
            body += [("label", "", "Airplane Mode On", (900, 480), (300, 26)),
                     ("label", "", "Wi-Fi is turned off when airplane mode is on.", (860, 516), (400, 20))]
        else:
            body.append(("label", "", "Visible Networks", (760, 300), (200, 20)))
            order = ([conn] if conn else []) + [n for n in nets if n != conn]
            for i, n in enumerate(order):
                y = 330 + i * 50
                body.append(("list-item", n, "Connected" if n == conn else "", (760, y), (700, 50)))
                if n in saved:
                    body.append(("push-button", "Network options", "", (1410, y + 8), (34, 34)))
        return gsettings("Wi-Fi", body, extra=extra)

    nets = ["HomeNet-5G", "HomeNet", "Cafe_Guest", "Vodafone-8F21", "DIRECT-7A-HP OfficeJet", "FRITZ!Box 7530 QX", "Neighbor_2.4"]
    saved = {"HomeNet-5G", "HomeNet"}
    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['gnome-control-center', 'wifi'])"), screen("Settings", wifi("HomeNet-5G", nets, saved), "12:03")))
    saved = saved | {"Cafe_Guest"}
    T.append((code("pyautogui.click(1000, 455)  # Cafe_Guest"), screen("Settings", wifi("Cafe_Guest", nets, saved), "12:03")))
    det = [("label", "", "Cafe_Guest", (900, 220), (200, 22)), ("page-tab", "Details", "", (760, 260), (90, 30)),
           ("page-tab", "Identity", "", (854, 260), (90, 30)), ("page-tab", "IPv4", "", (948, 260), (70, 30)),
           ("page-tab", "IPv6", "", (1022, 260), (70, 30)), ("page-tab", "Security", "", (1096, 260), (90, 30))]
    kv = [("Signal Strength", "Good"), ("Link speed", "144 Mb/s"), ("Security", "None"), ("IPv4 Address", "10.0.4.117"),
          ("IPv6 Address", "fe80::6d1e:2b47:9c0a:41f3"), ("Hardware Address", "3C:A9:F4:12:8E:01"),
          ("Supported Frequencies", "2.4 GHz / 5 GHz"), ("Default Route", "10.0.4.1"), ("DNS4", "10.0.4.1"), ("Last Used", "Today")]
    for i, (k, v) in enumerate(kv):
        det += [("label", "", k, (780, 310 + i * 28), (200, 20)), ("label", "", v, (1000, 310 + i * 28), (300, 20))]
    det += [("check-box", "Connect automatically", "", (780, 600), (300, 22)), ("check-box", "Make available to other users", "", (780, 628), (300, 22)),
            ("check-box", "Metered connection: has data limits or can incur charges", "", (780, 656), (460, 22)),
            ("push-button", "Forget Connection", "", (780, 700), (180, 34)), ("push-button", "Cancel", "", (740, 214), (80, 32)),
            ("push-button", "Apply", "", (1340, 214), (80, 32))]
    T.append((code("pyautogui.click(1427, 355)  # Network options for Cafe_Guest"), screen("Settings", wifi("Cafe_Guest", nets, saved, extra=det), "12:04")))
    T.append((code("pyautogui.click(791, 611)  # Connect automatically"), screen("Settings", wifi("Cafe_Guest", nets, saved, extra=det), "12:04")))
    T.append((code("pyautogui.click(1380, 230)  # Apply"), screen("Settings", wifi("Cafe_Guest", nets, saved), "12:05")))
    T.append((code("pyautogui.click(1000, 405)  # HomeNet-5G"), screen("Settings", wifi("HomeNet-5G", nets, saved), "12:05")))
    T.append((code("pyautogui.click(1426, 239)  # Airplane Mode switch"), screen("Settings", wifi(None, nets, saved, airplane=True), "12:06")))
    nets2 = [n for n in nets if n != "Neighbor_2.4"]
    T.append((code("pyautogui.click(1426, 239)  # Airplane Mode switch"), screen("Settings", wifi("HomeNet-5G", nets2, saved), "12:07")))
    rs.add(task="os", tid="h9-os-20", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


# ----------------------------------------------------------------------------------------------------------------
# Shotwell
def shotwell(view: str, photos: list[str], events: list[str], tags: list[str], info: list[tuple[str, str]] | None = None,
             extra: list | None = None) -> list:
    rows = [("label", "", f"{view} - Shotwell", (860, 34), (200, 18))]
    rows += [("menu", m, "", (72 + i * 70, 56), (66, 24)) for i, m in enumerate(["File", "Edit", "View", "Photo", "Events", "Tags", "Help"])]
    side = ["Library", "Photos", "Flagged", "Last Import", "Events"] + events + ["Tags"] + tags
    rows += vlist("tree-item", side, 80, 90, 240, 28)
    for i, p in enumerate(photos):
        rows.append(("icon", p, "", (340 + (i % 6) * 200, 100 + (i // 6) * 190), (180, 170)))
    if info is not None:
        for i, (k, v) in enumerate(info):
            rows += [("label", "", k, (1560, 100 + i * 26), (120, 20)), ("label", "", v, (1690, 100 + i * 26), (220, 20))]
    rows += [("push-button", n, "", (340 + i * 110, 1040), (100, 30)) for i, n in enumerate(["Rotate", "Flag", "Enhance", "Publish"])]
    rows.append(("slider", "Zoom", "", (1600, 1046), (200, 20)))
    return rows + (extra or [])


def t06(rs: RowSet) -> None:
    # Shotwell: import 5 photos in place (library grows from 12 to 17, a new event appears), rate one 5 stars,
    # tag it Beach + Madeira (tags added to the sidebar), filter by the new tag. clean
    old = [f"IMG_20{n}.JPG" for n in range(41, 47)] + [f"DSC_0{n}.JPG" for n in range(188, 194)]
    new = [f"IMG_310{n}.JPG" for n in range(1, 6)]
    ev0 = ["Sat Oct 12", "Sat Nov 2"]
    tags0 = ["Family", "Hiking"]
    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['shotwell'])"), screen("Shotwell", shotwell("Photos", old, ev0, tags0), "18:40")))
    fc = [("label", "", "Import From Folder", (820, 250), (280, 20)), ("push-button", "Cancel", "", (620, 244), (80, 32)),
          ("push-button", "OK", "", (1220, 244), (80, 32))]
    fc += vlist("list-item", ["Home", "Desktop", "Documents", "Downloads", "Pictures", "Videos"], 620, 320, 160, 30)
    fc += vlist("table-cell", ["Screenshots", "trip_madeira", "wallpapers"], 800, 320, 500, 30)
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'i')"), screen("Shotwell", shotwell("Photos", old, ev0, tags0, extra=fc), "18:41")))
    cp = [("label", "", "Shotwell can copy the photos into your library folder or it can import them without copying.", (720, 470), (480, 40)),
          ("check-box", "Don’t show this message again", "", (720, 520), (300, 22)), ("push-button", "Copy Photos", "", (720, 560), (150, 34)),
          ("push-button", "Import in Place", "", (880, 560), (150, 34)), ("push-button", "Cancel", "", (1040, 560), (150, 34))]
    T.append((code("pyautogui.click(1050, 365)  # trip_madeira\npyautogui.click(1260, 260)  # OK"),
              screen("Shotwell", shotwell("Photos", old, ev0, tags0, extra=cp), "18:41")))
    done = [("label", "", "Import Complete", (840, 440), (240, 22)), ("label", "", "5 photos successfully imported.", (780, 480), (360, 20)),
            ("push-button", "OK", "", (1080, 540), (80, 34))]
    ev1 = ev0 + ["Sat Nov 16"]
    T.append((code("pyautogui.click(955, 577)  # Import in Place"),
              screen("Shotwell", shotwell("Last Import", new, ev1, tags0, extra=done), "18:42")))
    T.append((code("pyautogui.click(1120, 557)  # OK"), screen("Shotwell", shotwell("Last Import", new, ev1, tags0), "18:42")))
    info = [("Title", "IMG_3103.JPG"), ("Date", "Sat Nov 16, 2024 15:42:10"), ("Size", "4032 × 3024"), ("File size", "3.9 MB"),
            ("Camera", "Google Pixel 7"), ("Exposure", "1/640 sec, f/1.9, ISO 50"), ("Rating", "★★★★★")]
    T.append((code("pyautogui.click(830, 185)  # IMG_3103.JPG\npyautogui.press('5')\npyautogui.hotkey('ctrl', 'shift', 'x')"),
              screen("Shotwell", shotwell("Last Import", new, ev1, tags0, info), "18:43")))
    tags1 = ["Beach", "Family", "Hiking", "Madeira"]
    info2 = info + [("Tags", "Beach, Madeira")]
    T.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.typewrite('Beach, Madeira')\npyautogui.press('enter')"),
              screen("Shotwell", shotwell("Last Import", new, ev1, tags1, info2), "18:43")))
    T.append((code("pyautogui.click(200, 132)  # Photos"), screen("Shotwell", shotwell("Photos", old + new, ev1, tags1, []), "18:44")))
    T.append((code("pyautogui.click(200, 356)  # Beach"), screen("Shotwell", shotwell("Beach", ["IMG_3103.JPG"], ev1, tags1, []), "18:44")))
    rs.add(task="os", tid="h9-os-06", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


# ----------------------------------------------------------------------------------------------------------------
# Text Editor (gedit)
def gedit(title: str, lines: list[str], ln: int, colno: int, extra: list | None = None) -> list:
    rows = [("label", "", title, (780, 38), (360, 18)), ("push-button", "Open", "", (80, 30), (80, 34)),
            ("push-button", "New tab", "", (164, 30), (34, 34)), ("push-button", "Save", "", (1730, 30), (70, 34)),
            ("push-button", "Menu", "", (1806, 30), (34, 34)), ("page-tab", title.split(" (")[0], "", (72, 72), (1848, 30))]
    rows += [("paragraph", "", ln_, (110, 110 + i * 22), (1780, 22)) for i, ln_ in enumerate(lines)]
    rows += [("label", "", "Plain Text", (1380, 1052), (90, 20)), ("label", "", "Tab Width: 8", (1500, 1052), (100, 20)),
             ("label", "", f"Ln {ln}, Col {colno}", (1630, 1052), (120, 20)), ("label", "", "INS", (1780, 1052), (40, 20))]
    return rows + (extra or [])


def t07(rs: RowSet) -> None:
    # gedit: append a line (title gains *), replace 2023 -> 2024 everywhere (4 lines change), close dialog, save (* goes). clean
    L = ["Home maintenance log 2023", "=========================", "- replaced furnace filter (Jan 2023)",
         "- cleaned gutters (Apr 2023)", "- serviced water heater (Sep 2023)", "", "Next:", "- repaint fence"]
    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['gedit', '/home/user/Documents/notes.txt'])"),
              screen("Text Editor", gedit("notes.txt (~/Documents) - gedit", L, 1, 1), "19:05")))
    add = "- call plumber about kitchen leak"
    L = L + [add]
    T.append((code(f"pyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\npyautogui.typewrite('{add}')"),
              screen("Text Editor", gedit("*notes.txt (~/Documents) - gedit", L, 9, len(add) + 1), "19:05")))
    dlg = [("label", "", "Find and Replace", (820, 400), (200, 20)), ("label", "", "Find", (700, 450), (100, 20)),
           ("text", "Find", "", (820, 444), (400, 30)), ("label", "", "Replace with", (700, 490), (110, 20)),
           ("text", "Replace with", "", (820, 484), (400, 30))]
    opts = [("check-box", n, "", (820, 530 + i * 26), (300, 22)) for i, n in
            enumerate(["Match case", "Match entire word only", "Regular expression", "Search backwards", "Wrap around"])]
    btn = [("push-button", n, "", (700 + i * 130, 680), (120, 34)) for i, n in enumerate(["Close", "Replace All", "Replace", "Find"])]
    T.append((code("pyautogui.hotkey('ctrl', 'h')"),
              screen("Text Editor", gedit("*notes.txt (~/Documents) - gedit", L, 9, len(add) + 1, dlg + opts + btn), "19:06")))
    L2 = [x.replace("2023", "2024") for x in L]
    dlg2 = [r if r[1] not in ("Find", "Replace with") or r[0] != "text" else (r[0], r[1], "2023" if r[1] == "Find" else "2024", r[3], r[4]) for r in dlg]
    col = L2[4].rfind("2024") + len("2024") + 1
    T.append((code("pyautogui.typewrite('2023')\npyautogui.press('tab')\npyautogui.typewrite('2024')\npyautogui.click(890, 697)  # Replace All"),
              screen("Text Editor", gedit("*notes.txt (~/Documents) - gedit", L2, 5, col, dlg2 + opts + btn), "19:06")))
    T.append((code("pyautogui.click(760, 697)  # Close"), screen("Text Editor", gedit("*notes.txt (~/Documents) - gedit", L2, 5, col), "19:07")))
    T.append((code("pyautogui.hotkey('ctrl', 's')"), screen("Text Editor", gedit("notes.txt (~/Documents) - gedit", L2, 5, col), "19:07")))
    rs.add(task="os", tid="h9-os-07", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


# ----------------------------------------------------------------------------------------------------------------
# Rhythmbox
def secs(t: str) -> int:
    m, s = t.split(":")
    return int(m) * 60 + int(s)


def rb_status(tracks: list[tuple]) -> str:
    total = sum(secs(t[2]) for t in tracks)
    mins = round(total / 60)
    h, m = divmod(mins, 60)
    dur = f"{h} hour{'s' if h > 1 else ''} and {m} minutes" if h else f"{m} minutes"
    mb = sum(t[3] for t in tracks)
    return f"{len(tracks)} songs, {dur}, {mb:.1f} MB"


RB_SIDE = ["Play Queue", "Music", "Podcasts", "Radio", "Last.fm", "My Top Rated", "Recently Added", "Recently Played", "Road Trip"]


def rhythmbox(source: str, tracks: list[tuple], status: str, playing: tuple | None = None, elapsed: str = "",
              paused: bool = True, search: str = "", extra: list | None = None) -> list:
    rows = [("push-button", "Previous", "", (80, 36), (40, 36)), ("push-button", "Play" if paused else "Pause", "", (124, 36), (40, 36)),
            ("push-button", "Next", "", (168, 36), (40, 36))]
    if playing:
        rows += [("label", "", f"{playing[0]} by {playing[1]}", (240, 34), (600, 20)), ("label", "", elapsed, (860, 58), (120, 18))]
    rows += [("toggle-button", "Repeat", "", (1700, 36), (36, 36)), ("toggle-button", "Shuffle", "", (1740, 36), (36, 36))]
    rows += vlist("tree-item", RB_SIDE, 80, 100, 220, 28)
    rows += [("label", "", source, (320, 96), (300, 20)), ("text", "Search", search, (1500, 92), (400, 30))]
    for n, x, w in [("Title", 320, 600), ("Artist", 930, 500), ("Time", 1440, 100)]:
        rows.append(("table-column-header", n, "", (x, 140), (w, 26)))
    rows += grid([[t[0], t[1], t[2]] for t in tracks], [320, 930, 1440], [600, 500, 100], 168, 26)
    rows.append(("label", "", status, (840, 1052), (360, 20)))
    return rows + (extra or [])


def t08(rs: RowSet) -> None:
    # Rhythmbox: add 2 Fleetwood Mac songs to "Road Trip" (9 -> 11 songs, status follows), play Africa, remove
    # Roadrunner. BAD: turn 9 lists 10 songs but the status bar still says "11 songs, ..." -- count does not follow.
    road = [("Go Your Own Way", "Fleetwood Mac", "3:38", 8.4), ("Africa", "Toto", "4:55", 11.3), ("Take It Easy", "Eagles", "3:31", 8.1),
            ("Born to Run", "Bruce Springsteen", "4:30", 10.4), ("Life Is a Highway", "Tom Cochrane", "4:26", 10.2),
            ("Mr. Blue Sky", "Electric Light Orchestra", "5:03", 11.6), ("Running on Empty", "Jackson Browne", "5:19", 12.2),
            ("Fast Car", "Tracy Chapman", "4:56", 11.4), ("Roadrunner", "The Modern Lovers", "4:04", 9.3)]
    lib = [("Dancing Queen", "ABBA", "3:51", 8.9), ("Mamma Mia", "ABBA", "3:33", 8.2), ("Rolling in the Deep", "Adele", "3:48", 8.8),
           ("Dreams", "Fleetwood Mac", "4:14", 9.8), ("Everywhere", "Fleetwood Mac", "3:47", 8.7),
           ("Go Your Own Way", "Fleetwood Mac", "3:38", 8.4), ("Landslide", "Fleetwood Mac", "3:19", 7.6),
           ("The Chain", "Fleetwood Mac", "4:30", 10.3), ("Harvest Moon", "Neil Young", "5:03", 11.6),
           ("Karma Police", "Radiohead", "4:24", 10.1), ("Fast Car", "Tracy Chapman", "4:56", 11.4), ("Africa", "Toto", "4:55", 11.3)]
    fm = [t for t in lib if t[1] == "Fleetwood Mac"]
    T = []
    T.append((code("pyautogui.click(190, 338)  # Road Trip"), screen("Rhythmbox", rhythmbox("Road Trip", road, rb_status(road)), "21:10")))
    T.append((code("pyautogui.click(190, 142)  # Music"),
              screen("Rhythmbox", rhythmbox("Music", lib, "212 songs, 14 hours and 38 minutes, 1.9 GB"), "21:10")))
    T.append((code("pyautogui.click(1700, 107)\npyautogui.typewrite('Fleetwood')"),
              screen("Rhythmbox", rhythmbox("Music", fm, rb_status(fm), search="Fleetwood"), "21:11")))
    menu = vlist("menu-item", ["Add to Play Queue", "Add to Playlist", "Copy", "Move to Trash", "Browse This Genre",
                               "Browse This Artist", "Browse This Album", "Properties"], 640, 260, 240, 30)
    T.append((code("pyautogui.click(600, 181)  # Dreams\npyautogui.keyDown('ctrl')\npyautogui.click(600, 207)  # Everywhere\n"
                   "pyautogui.keyUp('ctrl')\npyautogui.rightClick(600, 207)"),
              screen("Rhythmbox", rhythmbox("Music", fm, rb_status(fm), search="Fleetwood", extra=menu), "21:11")))
    sub = vlist("menu-item", ["New Playlist", "Road Trip"], 880, 290, 200, 30)
    T.append((code("pyautogui.click(760, 305)  # Add to Playlist"),
              screen("Rhythmbox", rhythmbox("Music", fm, rb_status(fm), search="Fleetwood", extra=menu + sub), "21:12")))
    T.append((code("pyautogui.click(980, 335)  # Road Trip"), screen("Rhythmbox", rhythmbox("Music", fm, rb_status(fm), search="Fleetwood"), "21:12")))
    road2 = road + [fm[0], fm[1]]
    st11 = rb_status(road2)
    T.append((code("pyautogui.click(190, 338)  # Road Trip"), screen("Rhythmbox", rhythmbox("Road Trip", road2, st11), "21:12")))
    T.append((code("pyautogui.doubleClick(600, 207)  # Africa"),
              screen("Rhythmbox", rhythmbox("Road Trip", road2, st11, road[1], "0:01 / 4:55", paused=False), "21:13")))
    road3 = [t for t in road2 if t[0] != "Roadrunner"]
    T.append((code("pyautogui.click(600, 389)  # Roadrunner\npyautogui.press('delete')"),
              screen("Rhythmbox", rhythmbox("Road Trip", road3, st11, road[1], "0:14 / 4:55", paused=False), "21:13")))
    T.append((code("pyautogui.click(144, 54)  # Pause"),
              screen("Rhythmbox", rhythmbox("Road Trip", road3, st11, road[1], "0:22 / 4:55", paused=True), "21:13")))
    rs.add(task="os", tid="h9-os-08", system=OS_SYSTEM, turns=T, bad=True, turn=9, kind="count does not follow (status bar)")


# ----------------------------------------------------------------------------------------------------------------
# Firefox bookmarks Library
def ff_library(folder: str, items: list[tuple[str, str]], details: tuple[str, str] | None = None) -> list:
    rows = [("label", "", "Library", (900, 210), (120, 20)), ("push-button", "Organize", "", (440, 250), (100, 30)),
            ("push-button", "Views", "", (544, 250), (80, 30)), ("push-button", "Import and Backup", "", (628, 250), (160, 30)),
            ("text", "Search Bookmarks", "", (1180, 250), (300, 30))]
    rows += vlist("tree-item", ["History", "Downloads", "Tags", "All Bookmarks", "Bookmarks Toolbar", "Bookmarks Menu", "Other Bookmarks"],
                  440, 300, 220, 26)
    rows += [("table-column-header", "Name", "", (680, 296), (400, 26)), ("table-column-header", "Location", "", (1080, 296), (400, 26))]
    rows += grid([list(i) for i in items], [680, 1080], [400, 400], 324, 26)
    if details:
        rows += [("label", "", "Name", (690, 720), (80, 20)), ("text", "Name", details[0], (780, 716), (690, 28)),
                 ("label", "", "URL", (690, 754), (80, 20)), ("text", "URL", details[1], (780, 750), (690, 28)),
                 ("label", "", "Tags", (690, 788), (80, 20)), ("text", "Tags", "", (780, 784), (690, 28)),
                 ("label", "", "Keyword", (690, 822), (80, 20)), ("text", "Keyword", "", (780, 818), (690, 28))]
    return rows


def t09(rs: RowSet) -> None:
    # Firefox Library: delete the "Old Jira board" bookmark (turn 4), rename Mozilla Support -> Firefox Help.
    # BAD: turn 8, back in Bookmarks Toolbar, "Old Jira board" is listed again -- a deleted item reappears.
    tb_ = [("Getting Started", "https://www.mozilla.org/en-US/firefox/central/"), ("Gmail", "https://mail.google.com/mail/u/0/"),
           ("Old Jira board", "https://jira.acme-corp.com/secure/RapidBoard.jspa?rapidView=42"), ("GitHub", "https://github.com/"),
           ("Mozilla Support", "https://support.mozilla.org/en-US/"), ("Calendar", "https://calendar.google.com/calendar/r"),
           ("Hacker News", "https://news.ycombinator.com/"), ("Ubuntu Forums", "https://ubuntuforums.org/"),
           ("Weather", "https://forecast.weather.gov/MapClick.php?lat=47.6062&lon=-122.3321")]
    other = [("Recipes – Serious Eats", "https://www.seriouseats.com/recipes"), ("Tax forms 2024", "https://www.irs.gov/forms-instructions"),
             ("Bike routes", "https://www.ridewithgps.com/routes/41873310"), ("Python docs", "https://docs.python.org/3/")]
    top = [("Bookmarks Toolbar", ""), ("Bookmarks Menu", ""), ("Other Bookmarks", "")]
    page = [("heading", "", "Sprint 48 board", (120, 180), (400, 30)), ("label", "", "To Do (7)", (120, 240), (200, 20)),
            ("label", "", "In Progress (4)", (560, 240), (200, 20)), ("label", "", "Done (12)", (1000, 240), (200, 20))]

    def ffwin(bms):
        rows = [("page-tab", "Jira – Sprint 48 board", "", (80, 36), (240, 34)),
                ("entry", "Search with Google or enter address", "jira.acme-corp.com/secure/RapidBoard.jspa?rapidView=57", (300, 76), (1200, 30))]
        rows += [("push-button", n, "", (80 + i * 150, 112), (146, 28)) for i, (n, _) in enumerate(bms)]
        return rows + page

    F = "Firefox Web Browser"
    T = []
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'o')"), screen(F, ffwin(tb_) + ff_library("All Bookmarks", top), "10:20")))
    T.append((code("pyautogui.click(550, 417)  # Bookmarks Toolbar"), screen(F, ffwin(tb_) + ff_library("Bookmarks Toolbar", tb_), "10:20")))
    T.append((code("pyautogui.click(880, 389)  # Old Jira board"),
              screen(F, ffwin(tb_) + ff_library("Bookmarks Toolbar", tb_, tb_[2]), "10:21")))
    tb2 = [b for b in tb_ if b[0] != "Old Jira board"]
    T.append((code("pyautogui.press('delete')"), screen(F, ffwin(tb2) + ff_library("Bookmarks Toolbar", tb2, tb2[2]), "10:21")))
    T.append((code("pyautogui.click(880, 415)  # Mozilla Support"),
              screen(F, ffwin(tb2) + ff_library("Bookmarks Toolbar", tb2, tb2[3]), "10:22")))
    tb3 = [("Firefox Help", u) if n == "Mozilla Support" else (n, u) for n, u in tb2]
    T.append((code("pyautogui.tripleClick(1120, 730)  # Name\npyautogui.typewrite('Firefox Help')\npyautogui.press('enter')"),
              screen(F, ffwin(tb3) + ff_library("Bookmarks Toolbar", tb3, tb3[3]), "10:22")))
    T.append((code("pyautogui.click(550, 469)  # Other Bookmarks"), screen(F, ffwin(tb3) + ff_library("Other Bookmarks", other), "10:23")))
    back = tb3[:2] + [tb_[2]] + tb3[2:]
    T.append((code("pyautogui.click(550, 417)  # Bookmarks Toolbar"), screen(F, ffwin(back) + ff_library("Bookmarks Toolbar", back), "10:23")))
    T.append((code("pyautogui.hotkey('ctrl', 'w')"), screen(F, ffwin(back), "10:24")))
    rs.add(task="os", tid="h9-os-09", system=OS_SYSTEM, turns=T, bad=True, turn=8, kind="deleted item reappears")


# ----------------------------------------------------------------------------------------------------------------
# Document Viewer (Evince)
def evince(title: str, page: int, total: int, zoom: str, content: list[str], sidebar: list | None = None,
           find: str | None = None, extra: list | None = None) -> list:
    rows = [("label", "", title, (760, 38), (400, 18)), ("toggle-button", "Side pane", "", (80, 30), (34, 34)),
            ("text", "Select page", str(page), (130, 32), (60, 30)), ("label", "", f"of {total}", (194, 38), (60, 18)),
            ("push-button", "Previous page", "", (260, 30), (34, 34)), ("push-button", "Next page", "", (298, 30), (34, 34)),
            ("toggle-button", "Zoom", zoom, (1600, 30), (110, 34)), ("toggle-button", "Search", "", (1720, 30), (34, 34)),
            ("push-button", "Menu", "", (1800, 30), (34, 34))]
    if find is not None:
        rows += [("text", "Find", find, (760, 76), (400, 30)), ("push-button", "Find previous", "", (1164, 76), (34, 30)),
                 ("push-button", "Find next", "", (1200, 76), (34, 30))]
    rows += sidebar or []
    x0 = 420 if sidebar else 260
    rows.append(("document-frame", "", "", (x0, 110), (1920 - x0, 970)))
    rows += [("paragraph", "", c, (x0 + 140, 160 + i * 40), (1920 - x0 - 280, 36)) for i, c in enumerate(content)]
    return rows + (extra or [])


def t10(rs: RowSet) -> None:
    # Evince: jump to page 12, zoom 150%, show sidebar, outline, jump to Financial Statements (p15), End (p24), Home (p1). clean
    title = "Annual Report 2023 — Annual_Report_2023.pdf"
    P = {1: ["Annual Report 2023", "Harbor & Pine Logistics S.A.", "Published March 2024", "Registered office: Rua do Ouro 140, 1100-063 Lisboa"],
         12: ["3 Operations Review (continued)", "Fleet utilisation rose to 87% in 2023, up from 81% a year earlier, as the",
              "Porto and Sines hubs moved to two-shift operation. Average dwell time per container fell to 3.1 days.",
              "Table 3.2 – Throughput by hub (TEU thousands)", "Lisboa 412   Porto 298   Sines 655   Total 1,365"],
         15: ["4 Financial Statements", "The consolidated financial statements on the following pages were prepared in",
              "accordance with IFRS as adopted by the European Union and audited by Moreira & Vaz SROC.",
              "4.1 Income Statement ........ 16", "4.2 Balance Sheet ........ 18", "4.3 Cash Flow Statement ........ 20"],
         24: ["6 Contacts", "Investor relations: ir@harborpine.pt   +351 21 000 4410", "Press office: press@harborpine.pt",
              "harborpine.pt/annual-report-2023"]}
    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['evince', '/home/user/Documents/Annual_Report_2023.pdf'])"),
              screen("Document Viewer", evince(title, 1, 24, "Automatic", P[1]), "15:30")))
    T.append((code("pyautogui.tripleClick(160, 47)  # page entry\npyautogui.typewrite('12\\n')"),
              screen("Document Viewer", evince(title, 12, 24, "Automatic", P[12]), "15:30")))
    zm = vlist("menu-item", ["Fit Page", "Fit Width", "Automatic", "50%", "70%", "85%", "100%", "125%", "150%", "175%", "200%", "300%", "400%"],
               1560, 70, 160, 30)
    T.append((code("pyautogui.click(1655, 47)  # zoom"), screen("Document Viewer", evince(title, 12, 24, "Automatic", P[12], extra=zm), "15:31")))
    T.append((code("pyautogui.click(1640, 325)  # 150%"), screen("Document Viewer", evince(title, 12, 24, "150%", P[12][:4]), "15:31")))
    thumbs = [("page-tab", "Thumbnails", "", (80, 110), (160, 30)), ("page-tab", "Outline", "", (244, 110), (160, 30))]
    thumbs += vlist("list-item", ["11", "12", "13", "14"], 120, 160, 260, 220, 230)
    T.append((code("pyautogui.press('f9')"), screen("Document Viewer", evince(title, 12, 24, "150%", P[12][:4], thumbs), "15:32")))
    outline = thumbs[:2] + vlist("tree-item", ["1 Letter from the CEO", "2 Highlights", "3 Operations Review", "4 Financial Statements",
                                               "4.1 Income Statement", "4.2 Balance Sheet", "5 Sustainability", "6 Contacts"], 90, 160, 310, 28)
    T.append((code("pyautogui.click(324, 125)  # Outline"), screen("Document Viewer", evince(title, 12, 24, "150%", P[12][:4], outline), "15:32")))
    T.append((code("pyautogui.click(200, 258)  # 4 Financial Statements"),
              screen("Document Viewer", evince(title, 15, 24, "150%", P[15][:4], outline), "15:33")))
    T.append((code("pyautogui.press('end')"), screen("Document Viewer", evince(title, 24, 24, "150%", P[24], outline), "15:33")))
    T.append((code("pyautogui.press('home')"), screen("Document Viewer", evince(title, 1, 24, "150%", P[1], outline), "15:34")))
    rs.add(task="os", tid="h9-os-10", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


def t22(rs: RowSet) -> None:
    # Evince thesis.pdf (86 pages): search "entropy", step through results, type page 40. BAD: turn 5 shows "of 68"
    # (turns 1-4: "of 86"); the document's page count changed.
    title = "Thermodynamic Limits of Neuromorphic Computing — thesis.pdf"
    P = {1: ["Thermodynamic Limits of Neuromorphic Computing", "A thesis submitted for the degree of Doctor of Philosophy",
             "Mira Sadeghi", "Department of Physics, University of Edinburgh", "2024"],
         12: ["2.3 Landauer's principle", "Erasing one bit in an environment at temperature T dissipates at least kT ln 2,",
              "and the associated entropy production sets a floor on the energy per synaptic update (eq. 2.14)."],
         14: ["2.4 Fluctuation theorems", "For a driven memristive element the entropy produced along a trajectory obeys",
              "the integral fluctuation theorem ⟨exp(−Σ)⟩ = 1, which we use in Chapter 5 to bound switching noise."],
         47: ["5.2 Measured dissipation", "Figure 5.4 compares measured heat with the entropy bound of Section 2.4 for",
              "1,200 switching events; the median device operates 38 kT above the limit."],
         40: ["4.5 Summary", "This chapter introduced the crossbar test bench and the calibration of the",
              "on-chip thermometers, whose drift stays below 4 mK over a 12-hour run."],
         68: ["Appendix C  Fabrication parameters", "Table C.1 lists the deposition settings for the TiOx layers",
              "used in all devices characterised in Chapters 4 and 5."]}
    res = [("Page 12", "…the associated entropy production sets a floor…"), ("Page 14", "…the entropy produced along a trajectory…"),
           ("Page 14", "…maximum entropy distribution of conductance…"), ("Page 31", "…entropy of the spike train…"),
           ("Page 47", "…with the entropy bound of Section 2.4…"), ("Page 52", "…relative entropy between…"),
           ("Page 63", "…entropy budget of a full inference pass…")]
    side = []
    for i, (p, t) in enumerate(res):
        side += [("list-item", p, t, (80, 120 + i * 50), (330, 46))]
    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['evince', '/home/user/Documents/thesis.pdf'])"),
              screen("Document Viewer", evince(title, 1, 86, "Fit Width", P[1]), "22:10")))
    T.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('entropy')"),
              screen("Document Viewer", evince(title, 12, 86, "Fit Width", P[12], side, find="entropy"), "22:10")))
    T.append((code("pyautogui.press('enter')"), screen("Document Viewer", evince(title, 14, 86, "Fit Width", P[14], side, find="entropy"), "22:11")))
    T.append((code("pyautogui.click(245, 343)  # Page 47 result"),
              screen("Document Viewer", evince(title, 47, 86, "Fit Width", P[47], side, find="entropy"), "22:11")))
    T.append((code("pyautogui.tripleClick(160, 47)  # page entry\npyautogui.typewrite('40\\n')"),
              screen("Document Viewer", evince(title, 40, 68, "Fit Width", P[40], side, find="entropy"), "22:12")))
    T.append((code("pyautogui.press('escape')"), screen("Document Viewer", evince(title, 40, 68, "Fit Width", P[40]), "22:12")))
    T.append((code("pyautogui.hotkey('ctrl', 'end')"), screen("Document Viewer", evince(title, 68, 68, "Fit Width", P[68]), "22:13")))
    T.append((code("pyautogui.hotkey('ctrl', 'home')"), screen("Document Viewer", evince(title, 1, 68, "Fit Width", P[1]), "22:13")))
    rs.add(task="os", tid="h9-os-22", system=OS_SYSTEM, turns=T, bad=True, turn=5, kind="page count changed")


# ----------------------------------------------------------------------------------------------------------------
# LibreOffice Writer
WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]


def wcount(paras: list[str]) -> str:
    words = sum(len(p.split()) for p in paras)
    chars = sum(len(p) for p in paras)
    return f"{words:,} words, {chars:,} characters"


def writer(doc: str, paras: list[str], style: str, count_from: list[str] | None = None, page: str = "Page 1 of 1",
           extra: list | None = None) -> list:
    rows = [("label", "", f"{doc} - LibreOffice Writer", (800, 34), (320, 18))]
    rows += [("menu", m, "", (72 + i * 64, 56), (60, 24)) for i, m in enumerate(WRITER_MENUS)]
    rows += [("combo-box", "Paragraph Style", style, (80, 120), (180, 26)), ("combo-box", "Font Name", "Liberation Serif", (264, 120), (170, 26)),
             ("combo-box", "Font Size", "12 pt", (438, 120), (70, 26))]
    rows.append(("document-frame", "", "", (72, 160), (1848, 860)))
    y = 220
    for p in paras:
        h = 22 * (1 + len(p) // 110)
        rows.append(("paragraph", "", p, (560, y), (800, h)))
        y += h + 12
    rows += [("label", "", page, (72, 1034), (110, 18)), ("label", "", wcount(count_from or paras), (200, 1034), (260, 18)),
             ("label", "", "Default Page Style", (500, 1034), (150, 18)), ("label", "", "English (USA)", (700, 1034), (110, 18)),
             ("label", "", "100%", (1870, 1034), (46, 18))]
    return rows + (extra or [])


def t11(rs: RowSet) -> None:
    # Writer: a sentence is appended to paragraph 6 (turn 2), saved as .docx, closed, reopened (turn 7 still has it).
    # BAD: turn 9 (save again) shows paragraph 6 without that sentence -- typed content lost.
    doc = "cover_letter.docx"
    P = ["Amelia Novak", "14 Rua das Flores, Lisbon · amelia.novak@proton.me · +351 912 448 310", "4 December 2024",
         "Dear Hiring Committee,",
         "I am writing to apply for the Senior Data Analyst position at Tallinn Freight Systems, advertised on your careers page in November. "
         "Over the past six years I have built forecasting and reporting pipelines for logistics companies across Portugal and Spain.",
         "At Atlântico Cargo I led a team of three analysts and replaced a spreadsheet-based planning process with an automated demand model, "
         "cutting forecast error by 18 percent.",
         "I would welcome the chance to discuss how my experience could support your growth in the Baltic region.",
         "Sincerely,", "Amelia Novak"]
    add = " The model now runs nightly and feeds the dispatch dashboard used by 40 planners."
    W = "LibreOffice Writer"
    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['libreoffice', '--writer', '/home/user/Documents/cover_letter.docx'])"),
              screen(W, writer(doc, P, "Default Paragraph Style"), "17:02")))
    P2 = P[:5] + [P[5] + add] + P[6:]
    T.append((code("pyautogui.click(1042, 420)  # end of the Atlântico Cargo paragraph\npyautogui.press('end')\n"
                   f"pyautogui.typewrite('{add}')"), screen(W, writer(doc, P2, "Default Paragraph Style"), "17:04")))
    T.append((code("pyautogui.click(620, 231)  # first line\npyautogui.tripleClick(170, 133)  # Paragraph Style\n"
                   "pyautogui.typewrite('Title\\n')"), screen(W, writer(doc, P2, "Title"), "17:04")))
    T.append((code("pyautogui.hotkey('ctrl', 's')"), screen(W, writer(doc, P2, "Title", extra=keep_dialog("Word 2007-365")), "17:05")))
    T.append((code("pyautogui.click(855, 577)  # Use Word 2007-365!"), screen(W, writer(doc, P2, "Title"), "17:05")))
    start = [("label", "", "LibreOffice", (760, 34), (200, 18)), ("push-button", "Open File", "", (80, 120), (220, 36)),
             ("push-button", "Remote Files", "", (80, 160), (220, 36)), ("push-button", "Recent Files", "", (80, 200), (220, 36)),
             ("push-button", "Templates", "", (80, 240), (220, 36)), ("label", "", "Create:", (80, 300), (220, 20))]
    start += vlist("push-button", ["Writer Document", "Calc Spreadsheet", "Impress Presentation", "Draw Drawing", "Math Formula", "Base Database"],
                   80, 330, 220, 36, 40)
    start += [("list-item", n, "", (340 + i * 210, 130), (200, 240)) for i, n in
              enumerate(["cover_letter.docx", "budget_2024.xlsx", "references.odt", "timesheet_nov.ods"])]
    T.append((code("pyautogui.hotkey('ctrl', 'w')"), screen("LibreOffice", start, "17:06")))
    T.append((code("pyautogui.click(440, 250)  # cover_letter.docx"), screen(W, writer(doc, P2, "Title"), "17:06")))
    P3 = P2 + ["Enclosure: CV and two references"]
    T.append((code("pyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\npyautogui.typewrite('Enclosure: CV and two references')"),
              screen(W, writer(doc, P3, "Default Paragraph Style"), "17:07")))
    lost = P[:8] + [P3[8], P3[9]]
    T.append((code("pyautogui.hotkey('ctrl', 's')"),
              screen(W, writer(doc, lost, "Default Paragraph Style", count_from=P3, extra=keep_dialog("Word 2007-365")), "17:07")))
    rs.add(task="os", tid="h9-os-11", system=OS_SYSTEM, turns=T, bad=True, turn=9, kind="typed text lost after reopen")


# ----------------------------------------------------------------------------------------------------------------
# Archive Manager (File Roller)
def roller(name: str, loc: str, entries: list[tuple], extra: list | None = None) -> list:
    rows = [("label", "", name, (900, 38), (160, 18)), ("push-button", "Extract", "", (80, 30), (90, 34)),
            ("push-button", "Add Files", "", (174, 30), (34, 34)), ("push-button", "Go to the previous visited location", "", (300, 76), (34, 30)),
            ("push-button", "Go to the next visited location", "", (338, 76), (34, 30)), ("push-button", "Go to the home location", "", (376, 76), (34, 30)),
            ("text", "Location", loc, (416, 76), (1400, 30)), ("toggle-button", "Find", "", (1780, 30), (34, 34)),
            ("push-button", "Menu", "", (1820, 30), (34, 34))]
    for n, x, w in [("Name", 80, 700), ("Size", 790, 200), ("Type", 1000, 400), ("Date Modified", 1410, 400)]:
        rows.append(("table-column-header", n, "", (x, 116), (w, 28)))
    rows += grid([list(e) for e in entries], [80, 790, 1000, 1410], [700, 200, 400, 400], 146, 30)
    return rows + (extra or [])


def t12(rs: RowSet) -> None:
    # Archive Manager: open project.zip, enter src/, add CHANGELOG.md there (src lists 7 files), go back, delete build.log
    # (root 10 -> 9 entries), extract, success dialog. clean
    root = [("docs", "", "Folder", ""), ("src", "", "Folder", ""), ("tests", "", "Folder", ""),
            (".gitignore", "318 bytes", "plain text document", "3 December 2024, 16:20"),
            ("build.log", "48.2 kB", "application log", "3 December 2024, 16:18"),
            ("LICENSE", "1.1 kB", "plain text document", "12 September 2024, 10:02"),
            ("Makefile", "2.4 kB", "Makefile", "28 November 2024, 11:45"),
            ("README.md", "6.7 kB", "Markdown document", "3 December 2024, 15:57"),
            ("requirements.txt", "412 bytes", "plain text document", "21 November 2024, 09:30"),
            ("setup.py", "1.9 kB", "Python script", "21 November 2024, 09:31")]
    src = [("__init__.py", "0 bytes", "Python script", "12 September 2024, 10:02"),
           ("cli.py", "7.3 kB", "Python script", "2 December 2024, 18:40"),
           ("config.py", "3.0 kB", "Python script", "28 November 2024, 11:45"),
           ("core.py", "14.8 kB", "Python script", "3 December 2024, 16:05"),
           ("io_utils.py", "5.5 kB", "Python script", "25 November 2024, 14:12"),
           ("models.py", "9.1 kB", "Python script", "3 December 2024, 12:37")]
    A = "Archive Manager"
    n = "project.zip"
    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['file-roller', '/home/user/project.zip'])"), screen(A, roller(n, "/", root), "09:40")))
    T.append((code("pyautogui.doubleClick(300, 191)  # src"), screen(A, roller(n, "/src/", src), "09:40")))
    fc = [("label", "", "Add Files", (900, 250), (120, 20)), ("push-button", "Cancel", "", (620, 244), (80, 32)),
          ("push-button", "Add", "", (1220, 244), (80, 32))]
    fc += vlist("list-item", ["Home", "Desktop", "Documents", "Downloads", "Pictures"], 620, 320, 160, 30)
    fc += vlist("table-cell", ["CHANGELOG.md", "design_notes.odt", "logo.png", "meeting_2024-11-28.txt"], 800, 320, 500, 30)
    fc += [("check-box", "Add only if newer", "", (800, 700), (200, 22)), ("label", "", "Include files:", (800, 740), (120, 20)),
           ("text", "Include files", "*", (930, 736), (200, 28)), ("label", "", "Exclude files:", (800, 776), (120, 20)),
           ("text", "Exclude files", "", (930, 772), (200, 28))]
    T.append((code("pyautogui.click(191, 47)  # Add Files"), screen(A, roller(n, "/src/", src, fc), "09:41")))
    src2 = sorted(src + [("CHANGELOG.md", "4.6 kB", "Markdown document", "2 December 2024, 09:14")], key=lambda e: e[0].lower())
    T.append((code("pyautogui.click(1050, 335)  # CHANGELOG.md\npyautogui.click(1260, 260)  # Add"), screen(A, roller(n, "/src/", src2), "09:41")))
    T.append((code("pyautogui.click(317, 91)  # previous location"), screen(A, roller(n, "/", root), "09:42")))
    dl = [("label", "", "Delete", (900, 420), (100, 20)), ("radio-button", "All files", "", (780, 460), (200, 22)),
          ("radio-button", "Selected files", "", (780, 488), (200, 22)), ("radio-button", "Files:", "", (780, 516), (80, 22)),
          ("text", "Files", "", (870, 512), (300, 28)), ("label", "", "example: *.txt; *.doc", (870, 544), (200, 18)),
          ("push-button", "Cancel", "", (1000, 590), (90, 34)), ("push-button", "Delete", "", (1100, 590), (90, 34))]
    T.append((code("pyautogui.click(300, 281)  # build.log\npyautogui.press('delete')"), screen(A, roller(n, "/", root, dl), "09:42")))
    root2 = [e for e in root if e[0] != "build.log"]
    T.append((code("pyautogui.click(1145, 607)  # Delete"), screen(A, roller(n, "/", root2), "09:43")))
    ex = [("label", "", "Extract", (900, 250), (100, 20)), ("push-button", "Cancel", "", (620, 244), (80, 32)),
          ("push-button", "Extract", "", (1220, 244), (80, 32)), ("label", "", "Home", (800, 290), (200, 20))]
    ex += vlist("table-cell", ["Desktop", "Documents", "Downloads", "Music", "Pictures", "project.zip", "Videos"], 800, 320, 500, 30)
    ex += [("radio-button", "All files", "", (800, 560), (160, 22)), ("radio-button", "Selected files", "", (800, 588), (160, 22)),
           ("check-box", "Keep directory structure", "", (1000, 560), (240, 22)), ("check-box", "Do not overwrite newer files", "", (1000, 588), (240, 22))]
    T.append((code("pyautogui.click(125, 47)  # Extract"), screen(A, roller(n, "/", root2, ex), "09:43")))
    ok = [("label", "", "Extraction completed successfully", (800, 470), (320, 22)), ("push-button", "Close", "", (800, 540), (140, 34)),
          ("push-button", "Show the Files", "", (960, 540), (160, 34))]
    T.append((code("pyautogui.click(1260, 260)  # Extract"), screen(A, roller(n, "/", root2, ok), "09:44")))
    rs.add(task="os", tid="h9-os-12", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


# ----------------------------------------------------------------------------------------------------------------
# Terminal (gnome-terminal with tabs)
def term(tabs: list[str], active: int, text: str) -> list:
    rows = [("label", "", tabs[active], (860, 38), (220, 18)), ("push-button", "New tab", "", (80, 30), (34, 34)),
            ("push-button", "Menu", "", (1760, 30), (34, 34))]
    w = 1840 // len(tabs)
    rows += [("page-tab", t, "", (76 + i * w, 72), (w, 32)) for i, t in enumerate(tabs)]
    rows.append(("terminal", "Terminal", text, (76, 106), (1840, 970)))
    return rows


def t15(rs: RowSet) -> None:
    # gnome-terminal, three tabs: git status, date (10:42:18), commit, df, tab switching. BAD: the top-bar clock reads
    # 10:43 in turn 5 (and `date` printed 10:42:18 in turn 3) but 10:40 in turn 6 -- the clock goes backwards.
    P = "dev@buildbox:~/app$"
    srv = "\n".join([f"{P} npm run dev", "", "> login-portal@0.4.2 dev", "> vite", "", "",
                     "  VITE v5.0.8  ready in 412 ms", "", "  ➜  Local:   http://localhost:5173/", "  ➜  Network: use --host to expose",
                     "  ➜  press h + enter to show help", "10:38:02 AM [vite] hmr update /src/components/LoginForm.tsx",
                     "10:39:47 AM [vite] hmr update /src/components/LoginForm.tsx, /src/hooks/useAuth.ts"])
    status = "\n".join([f"{P} git status", "On branch feature/login-form", "Your branch is up to date with 'origin/feature/login-form'.", "",
                        "Changes not staged for commit:", '  (use "git add <file>..." to update what will be committed)',
                        '  (use "git restore <file>..." to discard changes in working directory)',
                        "        modified:   src/components/LoginForm.tsx", "", "Untracked files:",
                        '  (use "git add <file>..." to include in what will be committed)', "        src/hooks/useAuth.ts", "",
                        'no changes added to commit (use "git add" and/or "git commit -a")'])
    date = f"{P} date\nWed Dec  4 10:42:18 CET 2024"
    commit = "\n".join([f"{P} git add -A && git commit -m 'Add login form validation'",
                        "[feature/login-form 3e7a1c2] Add login form validation", " 2 files changed, 86 insertions(+), 9 deletions(-)",
                        " create mode 100644 src/hooks/useAuth.ts"])
    df = "\n".join([f"{P} df -h /", "Filesystem      Size  Used Avail Use% Mounted on", "/dev/sda2        98G   41G   52G  45% /"])
    t = "dev@buildbox: ~/app"
    state = a11y(shell("Terminal") + term([t], 0, srv), clk("10:41"))
    T = []
    tab2 = f"{P} "
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 't')"), screen("Terminal", term([t, t], 1, tab2), "10:41")))
    tab2 = status + "\n" + P + " "
    T.append((code("pyautogui.typewrite('git status\\n')"), screen("Terminal", term([t, t], 1, tab2), "10:41")))
    tab2 = status + "\n" + date + "\n" + P + " "
    T.append((code("pyautogui.typewrite('date\\n')"), screen("Terminal", term([t, t], 1, tab2), "10:42")))
    T.append((code("pyautogui.hotkey('ctrl', 'pageup')"), screen("Terminal", term([t, t], 0, srv), "10:42")))
    T.append((code("pyautogui.hotkey('ctrl', 'pagedown')"), screen("Terminal", term([t, t], 1, tab2), "10:43")))
    tab2 = status + "\n" + date + "\n" + commit + "\n" + P + " "
    T.append((code("pyautogui.typewrite(\"git add -A && git commit -m 'Add login form validation'\\n\")"),
              screen("Terminal", term([t, t], 1, tab2), "10:40")))
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 't')"), screen("Terminal", term([t, t, t], 2, f"{P} "), "10:40")))
    T.append((code("pyautogui.typewrite('df -h /\\n')"), screen("Terminal", term([t, t, t], 2, df + "\n" + P + " "), "10:41")))
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 'w')"), screen("Terminal", term([t, t], 1, tab2), "10:41")))
    T.append((code("pyautogui.hotkey('ctrl', 'pageup')"), screen("Terminal", term([t, t], 0, srv), "10:42")))
    T.append((code("pyautogui.hotkey('alt', '2')"), screen("Terminal", term([t, t], 1, tab2), "10:42")))
    rs.add(task="os", tid="h9-os-15", system=OS_SYSTEM, turns=T, state=state, bad=True, turn=6, kind="clock goes backwards")


# ----------------------------------------------------------------------------------------------------------------
# Google Chrome
def chrome(tabs: list[str], active: int, url: str, page: list, downloads_btn: bool = False, extra: list | None = None) -> list:
    rows = [("page-tab", t, "", (80 + i * 240, 34), (236, 34)) for i, t in enumerate(tabs)]
    rows += [("push-button", "New Tab", "", (84 + len(tabs) * 240, 38), (28, 28)), ("push-button", "Back", "", (80, 76), (34, 34)),
             ("push-button", "Forward", "", (118, 76), (34, 34)), ("push-button", "Reload", "", (156, 76), (34, 34)),
             ("entry", "Address and search bar", url, (200, 78), (1500, 30)), ("push-button", "Bookmark this tab", "", (1660, 78), (30, 30))]
    if downloads_btn:
        rows.append(("push-button", "Downloads", "", (1760, 76), (34, 34)))
    rows.append(("push-button", "Chrome", "", (1880, 76), (34, 34)))
    return rows + page + (extra or [])


def t16(rs: RowSet) -> None:
    # Chrome: new tab, python.org downloads, start a download (progress), open Downloads (complete), close that tab,
    # reopen it with Ctrl+Shift+T, Clear all. Tab count 2 -> 3 -> 4 -> 3 -> 4, all explained. clean
    tabs = ["Inbox (3) - ana.ruiz@gmail.com - Gmail", "Google Calendar - Week of December 2, 2024"]
    ntp = [("text", "Search Google or type a URL", "", (660, 420), (600, 44))]
    ntp += [("link", n, "", (640 + i * 112, 520), (104, 110)) for i, n in enumerate(["YouTube", "Gmail", "GitHub", "Wikipedia", "Amazon", "Add shortcut"])]
    py = [("link", "Python", "", (120, 150), (200, 60)), ("link", "Downloads", "", (700, 230), (120, 30)),
          ("heading", "", "Download the latest version for Linux/UNIX", (300, 320), (700, 34)),
          ("link", "Download Python 3.13.1", "", (300, 370), (260, 44)),
          ("label", "", "Looking for Python with a different OS? Python for Windows, Linux/UNIX, macOS, Other", (300, 430), (800, 20)),
          ("heading", "", "Active Python Releases", (300, 500), (400, 30))]
    rel = [["Python version", "Maintenance status", "First released", "End of support"], ["3.13", "bugfix", "2024-10-07", "2029-10"],
           ["3.12", "bugfix", "2023-10-02", "2028-10"], ["3.11", "security", "2022-10-24", "2027-10"],
           ["3.10", "security", "2021-10-04", "2026-10"], ["3.9", "security", "2020-10-05", "2025-10"]]
    py += grid(rel, [300, 560, 820, 1080], [250, 250, 250, 250], 540, 30)
    furl = "https://www.python.org/ftp/python/3.13.1/Python-3.13.1.tar.xz"
    dpage = [("heading", "", "Downloads", (100, 130), (200, 30)), ("text", "Search downloads", "", (700, 126), (520, 34)),
             ("push-button", "Clear all", "", (1760, 180), (100, 30)), ("label", "", "Today", (560, 230), (200, 20)),
             ("link", "Python-3.13.1.tar.xz", "", (620, 270), (500, 20)), ("label", "", furl, (620, 294), (600, 18)),
             ("push-button", "Show in folder", "", (620, 320), (140, 30)), ("push-button", "Remove from list", "", (1260, 270), (30, 30))]
    G = "Google Chrome"
    T = []
    t3 = tabs + ["New Tab"]
    T.append((code("pyautogui.hotkey('ctrl', 't')"), screen(G, chrome(t3, 2, "", ntp), "16:02")))
    t3 = tabs + ["Download Python | Python.org"]
    T.append((code("pyautogui.typewrite('python.org/downloads\\n')"), screen(G, chrome(t3, 2, "python.org/downloads/", py), "16:02")))
    bub = [("label", "", "Python-3.13.1.tar.xz", (1500, 120), (300, 20)), ("label", "", "4.2/22.6 MB • 6 secs left", (1500, 144), (300, 18)),
           ("push-button", "Pause", "", (1820, 124), (60, 30))]
    T.append((code("pyautogui.click(430, 392)  # Download Python 3.13.1"), screen(G, chrome(t3, 2, "python.org/downloads/", py, True, bub), "16:03")))
    t4 = t3 + ["Downloads"]
    T.append((code("pyautogui.hotkey('ctrl', 'j')"), screen(G, chrome(t4, 3, "chrome://downloads", dpage, True), "16:03")))
    T.append((code("pyautogui.hotkey('ctrl', 'w')"), screen(G, chrome(t3, 2, "python.org/downloads/", py, True), "16:04")))
    T.append((code("pyautogui.hotkey('ctrl', 'shift', 't')"), screen(G, chrome(t4, 3, "chrome://downloads", dpage, True), "16:04")))
    empty = dpage[:3] + [("label", "", "Files you download appear here", (760, 420), (400, 24))]
    T.append((code("pyautogui.click(1810, 195)  # Clear all"), screen(G, chrome(t4, 3, "chrome://downloads", empty, True), "16:05")))
    rs.add(task="os", tid="h9-os-16", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


# ----------------------------------------------------------------------------------------------------------------
# Screenshot (gnome-screenshot)
def t18(rs: RowSet) -> None:
    # gnome-screenshot: delay 0 -> 3, take screenshot (file name carries the 14-22-31 time), rename to login_bug.png,
    # save; it appears in Pictures with the save time; reopening the tool keeps delay 3 (remembered setting). clean
    ff = [("page-tab", "Sign in – Acme Portal", "", (80, 36), (240, 34)),
          ("entry", "Search with Google or enter address", "portal.acme-corp.com/login", (300, 76), (1200, 30)),
          ("heading", "", "Sign in", (860, 240), (200, 34)), ("text", "Email", "ana.ruiz@acme-corp.com", (760, 300), (400, 36)),
          ("password-text", "Password", "", (760, 350), (400, 36)), ("push-button", "Sign in", "", (760, 400), (400, 40)),
          ("label", "", "Something went wrong (error 502). Please try again later.", (760, 452), (400, 20))]

    def shot(delay: str) -> list:
        return [("label", "", "Screenshot", (900, 330), (120, 20)), ("push-button", "Take Screenshot", "", (720, 322), (150, 34)),
                ("push-button", "Menu", "", (1160, 322), (34, 34)), ("toggle-button", "Screen", "", (740, 380), (140, 90)),
                ("toggle-button", "Window", "", (890, 380), (140, 90)), ("toggle-button", "Selection", "", (1040, 380), (140, 90)),
                ("label", "", "Show Pointer", (740, 500), (200, 20)), ("toggle-button", "Show Pointer", "", (1130, 496), (52, 30)),
                ("label", "", "Delay in Seconds", (740, 546), (200, 20)), ("spin-button", "Delay in Seconds", delay, (1030, 540), (80, 32)),
                ("push-button", "Decrease", "", (1112, 540), (32, 32)), ("push-button", "Increase", "", (1146, 540), (32, 32))]

    def save(name: str) -> list:
        return [("label", "", "Save Screenshot", (880, 300), (160, 20)), ("push-button", "Cancel", "", (660, 294), (80, 32)),
                ("push-button", "Copy to Clipboard", "", (1030, 294), (150, 32)), ("push-button", "Save", "", (1190, 294), (70, 32)),
                ("image", "Screenshot preview", "", (700, 350), (520, 292)), ("label", "", "Name", (700, 670), (60, 20)),
                ("text", "Name", name, (780, 664), (440, 32)), ("label", "", "Folder", (700, 710), (60, 20)),
                ("combo-box", "Folder", "Pictures", (780, 704), (440, 32))]

    pics = [("Screenshots", "12 items", "29 Nov"), ("Wallpapers", "6 items", "2 Oct"), ("login_bug.png", "286.4 kB", "14:23"),
            ("profile_photo.jpg", "1.2 MB", "10 Nov"), ("Screenshot from 2024-12-02 09-14-07.png", "198.3 kB", "2 Dec")]
    T = []
    T.append((code("import subprocess\nsubprocess.Popen(['gnome-screenshot', '--interactive'])"), screen("Screenshot", ff + shot("0"), "14:21")))
    T.append((code("for _ in range(3):\n    pyautogui.click(1162, 556)  # Increase"), screen("Screenshot", ff + shot("3"), "14:21")))
    T.append((code("pyautogui.click(1156, 511)  # Show Pointer"), screen("Screenshot", ff + shot("3"), "14:21")))
    T.append((code("pyautogui.click(795, 339)  # Take Screenshot"),
              screen("Screenshot", ff + save("Screenshot from 2024-12-04 14-22-31.png"), "14:22")))
    T.append((code("pyautogui.tripleClick(1000, 680)  # Name\npyautogui.typewrite('login_bug.png')"),
              screen("Screenshot", ff + save("login_bug.png"), "14:22")))
    T.append((code("pyautogui.click(1225, 310)  # Save"), screen("Firefox Web Browser", ff, "14:23")))
    T.append((code("import subprocess\nsubprocess.Popen(['nautilus', '/home/user/Pictures'])"),
              screen("Files", ff + nautilus(["Home", "Pictures"], pics), "14:23")))
    T.append((code("import subprocess\nsubprocess.Popen(['gnome-screenshot', '--interactive'])"),
              screen("Screenshot", ff + nautilus(["Home", "Pictures"], pics) + shot("3"), "14:23")))
    rs.add(task="os", tid="h9-os-18", system=OS_SYSTEM, turns=T, bad=False, turn=None, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
