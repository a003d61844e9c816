# ruff: noqa: E501
"""Held-out OS (OSWorld-style Ubuntu GNOME desktop) trajectories, written by an outside author.

Actions are pyautogui / helper-class Python blocks; observations are linearized accessibility-tree
tables. 22 trajectories, h14-os-01 .. h14-os-22; ``labels.json`` holds the answers.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_SYSTEM, RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
        "Help", "Trash"]


def sysmsg(task: str) -> str:
    return OS_SYSTEM + "\n\nTask instruction: " + task


def desk(app: str, clock: str, body: list[Row], dock: list[str] | None = None) -> str:
    """Top bar (Activities, app menu, clock, system menu), the dock, then the window rows."""
    rows: list[Row] = [("push-button", "Activities", "", (0, 0), (99, 27)),
                       ("menu", app, "", (99, 0), (190, 27)),
                       ("menu", "System", "", (1746, 0), (174, 27))]
    for i, name in enumerate(dock or DOCK):
        rows.append(("push-button", name, "", (0, 33 + 66 * i), (70, 64)))
    rows.append(("toggle-button", "Show Applications", "", (0, 1010), (70, 70)))
    return a11y(rows + body, clock=clock)


def money(c: int, cur: str = "") -> str:
    sign = "-" if c < 0 else ""
    return f"{sign}{cur}{abs(c) / 100:,.2f}"


def raw(c: int) -> str:
    s = f"{c / 100:.2f}".rstrip("0").rstrip(".")
    return s


# ---------------------------------------------------------------- LibreOffice Calc

CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
              "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart", "Bold", "Italic", "Underline",
              "Format as Currency", "Format as Percent", "Format as Number"]
CALC_COLS = {"A": (86, 190), "B": (276, 100), "C": (376, 90), "D": (466, 110), "E": (576, 120), "F": (696, 100)}


def cell_key(ref: str) -> tuple[int, str]:
    return int(ref[1:]), ref[0]


def calc(title: str, cells: dict[str, str], sel: str, content: str, tabs: list[str], active: int, status: str,
         modified: bool, extra: list[Row] | None = None) -> list[Row]:
    body: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    body += [("menu", m, "", (78 + 56 * i, 64), (52, 23)) for i, m in enumerate(CALC_MENUS)]
    body += [("push-button", b, "", (78 + 34 * i, 92), (32, 32)) for i, b in enumerate(CALC_TOOLS)]
    body += [("combo-box", "Name Box", sel, (78, 144), (120, 24)),
             ("push-button", "Function Wizard", "", (206, 144), (24, 24)),
             ("push-button", "Select Function", "", (234, 144), (24, 24)),
             ("paragraph", "Input line", content, (296, 144), (1560, 24))]
    for ref in sorted(cells, key=cell_key):
        x, w = CALC_COLS[ref[0]]
        y = 192 + (int(ref[1:]) - 1) * 21
        body.append(("table-cell", ref, cells[ref], (x, y), (w, 21)))
    body += [("page-tab", t, "", (126 + 112 * i, 1006), (106, 24)) for i, t in enumerate(tabs)]
    body += [("label", f"Sheet {active} of {len(tabs)}", "", (78, 1034), (110, 20)),
             ("label", "Default", "", (260, 1034), (80, 20)),
             ("label", "English (USA)", "", (420, 1034), (110, 20)),
             ("label", status, "", (760, 1034), (420, 20)),
             ("label", "The document has been modified. Click to save the document." if modified else
              "The document has not been modified since the last save.", "", (1260, 1034), (20, 20)),
             ("label", "100%", "", (1860, 1034), (44, 20))]
    return body + (extra or [])


def sel_status(vals: list[int], cur: str = "", general: bool = False) -> str:
    if not vals:
        return ""
    if general:
        return f"Average: {sum(vals) / len(vals) / 100:.12g}; Sum: {sum(vals) / 100:.12g}"
    return f"Average: {money(round(sum(vals) / len(vals)), cur)}; Sum: {money(sum(vals), cur)}"


# h14-os-01: Calc freight corrections. BAD: turn 8's grand total E7 no longer equals E2:E6 (nor the total shown at turn 5/6/7), though only bold was applied in between.
def t01(rs: RowSet) -> None:
    title = "harbor_freight_q1.xlsx - LibreOffice Calc"
    carriers = ["Maersk Line", "Hapag-Lloyd", "Evergreen", "ONE", "ZIM"]
    data = [[1248000, 1192550, 1331025], [874075, 912000, 889540], [631020, 587540, 664490],
            [412000, 438860, 397615], [295035, 310580, 329000]]
    fmt_e = {"cur": ""}
    drift = {"on": False}

    def grid() -> dict[str, str]:
        c = {"A1": "Carrier", "B1": "Jan", "C1": "Feb", "D1": "Mar", "E1": "Q1 Total", "A7": "Total"}
        for i, (name, row) in enumerate(zip(carriers, data), 2):
            c[f"A{i}"] = name
            for j, col in enumerate("BCD"):
                c[f"{col}{i}"] = money(row[j])
            c[f"E{i}"] = money(sum(row), fmt_e["cur"])
        for j, col in enumerate("BCD"):
            c[f"{col}7"] = money(sum(r[j] for r in data))
        c["E7"] = money(total_e(), fmt_e["cur"])
        return c

    def total_e() -> int:
        t = sum(sum(r) for r in data)
        return t + 9000 if drift["on"] else t

    def obs(clock: str, sel: str, content: str, status: str, modified: bool, extra: list[Row] | None = None) -> str:
        return desk("LibreOffice Calc", clock, calc(title, grid(), sel, content, ["Shipments", "Rates"], 1, status,
                                                    modified, extra))

    c = "Apr 22  09:14"
    state = obs(c, "A1", "Carrier", "", False)
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(420, 255)"), obs(c, "C4", raw(data[2][1]), sel_status([data[2][1]]), False)))
    data[2][1] = 595740
    turns.append((code("pyautogui.write('5957.40\\n')"), obs(c, "C5", raw(data[3][1]), sel_status([data[3][1]]), True)))
    c = "Apr 22  09:15"
    turns.append((code("pyautogui.click(520, 297)"), obs(c, "D6", raw(data[4][2]), sel_status([data[4][2]]), True)))
    data[4][2] = 320900
    col_d = sum(r[2] for r in data)
    turns.append((code("pyautogui.write('3209\\n')"), obs(c, "D7", "=SUM(D2:D6)", sel_status([col_d]), True)))
    es = [sum(r) for r in data]
    turns.append((code("pyautogui.moveTo(636, 213)\npyautogui.dragTo(636, 297, duration=0.5)"),
                  obs(c, "E2:E6", "=SUM(B2:D2)", sel_status(es), True)))
    fmt_e["cur"] = "$"
    c = "Apr 22  09:16"
    turns.append((code("CalcTools.set_number_format('E2:E7', 'currency')"),
                  obs(c, "E2:E6", "=SUM(B2:D2)", sel_status(es, "$"), True)))
    col_b = sum(r[0] for r in data)
    turns.append((code("pyautogui.click(326, 318)"), obs(c, "B7", "=SUM(B2:B6)", sel_status([col_b]), True)))
    drift["on"] = True
    row7 = [col_b, sum(r[1] for r in data), col_d, total_e()]
    turns.append((code("pyautogui.moveTo(636, 318)\npyautogui.dragTo(326, 318, duration=0.5)\npyautogui.hotkey('ctrl', 'b')"),
                  obs(c, "B7:E7", "=SUM(B2:B6)", sel_status(row7), True)))
    dlg: list[Row] = [("dialog", "Keep current format", "", (700, 420), (520, 180)),
                      ("label", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cExcel 2007-365\u201d.", "", (720, 450), (480, 60)),
                      ("label", "Use the default ODF file format to be sure that the document is saved correctly.", "", (720, 512), (480, 20)),
                      ("check-box", "Ask when not saving in ODF or default format", "", (720, 540), (300, 20)),
                      ("push-button", "Use Excel 2007-365!", "", (860, 566), (170, 28)),
                      ("push-button", "Use ODF Format!", "", (1040, 566), (160, 28))]
    c = "Apr 22  09:17"
    turns.append((code("CalcTools.save()"), obs(c, "B7:E7", "=SUM(B2:B6)", sel_status(row7), True, dlg)))
    turns.append((code("pyautogui.click(944, 580)"), obs(c, "B7:E7", "=SUM(B2:B6)", sel_status(row7), False)))
    rs.add(task="os", tid="h14-os-01", system=sysmsg("In harbor_freight_q1.xlsx, correct Evergreen's February cost to 5957.40 and ZIM's March cost to 3209, show the Q1 totals as currency, bold the Total row and save the file in its current format."),
           turns=turns, state=state, bad=True, turn=8, kind="Calc grand total cell E7 changes and no longer equals the sum of E2:E6 after only bolding the row")


# h14-os-02: Calc reagent inventory: sort by value, append a row, rename sheet, currency format, save. Clean.
def t02(rs: RowSet) -> None:
    title = "lab_reagents_2025.ods - LibreOffice Calc"
    items = [["Tris base", "T-2291", 4, 3850], ["Tris-HCl 1M solution", "TH-0187", 6, 2275],
             ["EDTA disodium", "E-5530", 2, 6120], ["Agarose LE", "AG-7712", 3, 11900],
             ["SYBR Safe", "SY-0042", 1, 21460], ["Proteinase K", "PK-3318", 2, 17690],
             ["Ethanol 96%", "ET-1109", 10, 1435]]
    cur = {"s": ""}
    tabs = ["Sheet1", "Suppliers"]

    def grid() -> dict[str, str]:
        c = {"A1": "Reagent", "B1": "Lot", "C1": "Qty", "D1": "Unit cost", "E1": "Value", "A10": "Total"}
        for i, (name, lot, q, u) in enumerate(items, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"] = name, lot, str(q)
            c[f"D{i}"] = money(u, cur["s"])
            c[f"E{i}"] = money(q * u, cur["s"])
        c["E10"] = money(sum(q * u for _, _, q, u in items), cur["s"])
        return c

    def obs(clock: str, sel: str, content: str, status: str, modified: bool, extra: list[Row] | None = None) -> str:
        return desk("LibreOffice Calc", clock, calc(title, grid(), sel, content, tabs, 1, status, modified, extra))

    c = "Apr 23  15:02"
    state = obs(c, "A1", "Reagent", "", False)
    turns = []
    nums = [x for _, _, q, u in items for x in (q * 100, u, q * u)]
    turns.append((code("import pyautogui\npyautogui.moveTo(180, 213)\npyautogui.dragTo(636, 339, duration=0.6)"),
                  obs(c, "A2:E8", "Tris base", sel_status(nums, general=True), False)))
    menu: list[Row] = [("menu-item", m, "", (470, 90 + 24 * i), (260, 24)) for i, m in enumerate(
        ["Sort...", "Sort Ascending", "Sort Descending", "AutoFilter", "More Filters", "Subtotals...", "Validity...",
         "Multiple Operations...", "Text to Columns...", "Consolidate...", "Group and Outline", "Pivot Table", "Calculate", "Refresh Range"])]
    turns.append((code("pyautogui.click(470, 75)"), obs(c, "A2:E8", "Tris base", sel_status(nums, general=True), False, menu)))
    dlg: list[Row] = [("dialog", "Sort", "", (660, 300), (560, 470)),
                      ("page-tab", "Sort Criteria", "", (680, 330), (110, 26)), ("page-tab", "Options", "", (792, 330), (80, 26)),
                      ("label", "Sort Key 1", "", (690, 370), (90, 20)), ("combo-box", "Sort Key 1", "Column A", (690, 394), (240, 26)),
                      ("radio-button", "Ascending", "", (960, 394), (110, 22)), ("radio-button", "Descending", "", (960, 420), (110, 22)),
                      ("label", "Sort Key 2", "", (690, 460), (90, 20)), ("combo-box", "Sort Key 2", "- undefined -", (690, 484), (240, 26)),
                      ("push-button", "Help", "", (680, 730), (80, 28)), ("push-button", "OK", "", (1020, 730), (80, 28)),
                      ("push-button", "Cancel", "", (1110, 730), (90, 28))]
    turns.append((code("pyautogui.click(500, 101)"), obs(c, "A2:E8", "Tris base", sel_status(nums, general=True), False, dlg)))
    items.sort(key=lambda r: -(r[2] * r[3]))
    c = "Apr 23  15:03"
    turns.append((code("pyautogui.click(810, 407)\npyautogui.click(760, 530)  # Column E\npyautogui.click(966, 431)  # Descending\npyautogui.click(1060, 744)  # OK"),
                  obs(c, "A2:E8", items[0][0], sel_status(nums, general=True), True)))
    items.append(["Glycine", "G-6604", 5, 2780])
    turns.append((code("pyautogui.click(180, 360)\npyautogui.write('Glycine\\tG-6604\\t5\\t27.8\\t=C9*D9\\n')"),
                  obs(c, "A10", "Total", "", True)))
    tabs[0] = "Inventory_Apr"
    turns.append((code("CalcTools.rename_sheet('Sheet1', 'Inventory_Apr')"), obs(c, "A10", "Total", "", True)))
    tot = sum(q * u for _, _, q, u in items)
    c = "Apr 23  15:04"
    turns.append((code("pyautogui.click(636, 381)"), obs(c, "E10", "=SUM(E2:E9)", sel_status([tot]), True)))
    cur["s"] = "\u20ac"
    turns.append((code("CalcTools.set_number_format('D2:E10', 'currency_eur')"),
                  obs(c, "E10", "=SUM(E2:E9)", sel_status([tot], cur["s"]), True)))
    c = "Apr 23  15:05"
    turns.append((code("CalcTools.save()"),
                  obs(c, "E10", "=SUM(E2:E9)", sel_status([tot], cur["s"]), False)))
    rs.add(task="os", tid="h14-os-02", system=sysmsg("Sort the reagent list in lab_reagents_2025.ods by value (largest first), add Glycine (lot G-6604, 5 units at 27.80), rename the sheet to Inventory_Apr, show costs in euro and save."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Files (Nautilus)

SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos",
           "Trash", "Other Locations"]
Entry = tuple[str, str, str, bool]  # name, size, modified, is_folder


def by_name(entries: list[Entry]) -> list[Entry]:
    return sorted(entries, key=lambda e: (not e[3], e[0].lower()))


def row_y(i: int) -> int:
    return 168 + 34 * i


def files(title: str, crumbs: list[str], entries: list[Entry], cols: tuple[str, str, str] = ("Name", "Size", "Modified"),
          status: str | None = None, extra: list[Row] | None = None, empty: str | None = None,
          header: list[Row] | None = None) -> list[Row]:
    body: list[Row] = [("frame", title, "", (70, 27), (1850, 1053)),
                       ("push-button", "Back", "", (80, 40), (34, 34)), ("push-button", "Forward", "", (116, 40), (34, 34))]
    body += [("push-button", c, "", (290 + 120 * i, 40), (116, 34)) for i, c in enumerate(crumbs)]
    body += [("toggle-button", "Search", "", (1650, 40), (34, 34)), ("push-button", "View options", "", (1690, 40), (34, 34)),
             ("push-button", "Main menu", "", (1730, 40), (34, 34))]
    body += header or []
    body += [("label", s, "", (78, 96 + 36 * i), (190, 34)) for i, s in enumerate(SIDEBAR)]
    body += [("table-column-header", cols[0], "", (270, 132), (900, 30)), ("table-column-header", cols[1], "", (1180, 132), (160, 30)),
             ("table-column-header", cols[2], "", (1350, 132), (220, 30))]
    if empty:
        body.append(("label", empty, "", (880, 540), (200, 30)))
    for i, (name, size, mod, _) in enumerate(entries):
        y = row_y(i)
        body += [("table-cell", name, name, (270, y), (900, 34)), ("table-cell", "", size, (1180, y), (160, 34)),
                 ("table-cell", "", mod, (1350, y), (220, 34))]
    if status:
        body.append(("label", status, "", (1520, 1030), (380, 30)))
    return body + (extra or [])


def ypos(entries: list[Entry], name: str) -> int:
    return row_y([e[0] for e in entries].index(name)) + 17


# h14-os-03: Nautilus renames + new folder + move. BAD: turn 9 (inside Signed) lists the moved file under its old name scan_0042.pdf although turn 3 renamed it to lease_2024_signed.pdf.
def t03(rs: RowSet) -> None:
    ents: list[Entry] = [("inventory_photos", "14 items", "Mar 28", True), ("deposit_receipt.jpg", "1.2 MB", "Mar 30", False),
                         ("landlord_contacts.txt", "612 bytes", "Apr 2", False), ("scan_0041.pdf", "228.4 kB", "Apr 9", False),
                         ("scan_0042.pdf", "412.7 kB", "Apr 9", False), ("scan_0043.pdf", "96.1 kB", "Apr 9", False),
                         ("utilities_2024.ods", "18.3 kB", "Jan 14", False)]
    crumbs = ["Home", "Documents", "Tenancy"]

    def obs(clock: str, status: str | None = None, extra: list[Row] | None = None) -> str:
        return desk("Files", clock, files("Tenancy", crumbs, by_name(ents), status=status, extra=extra))

    def rename(old: str, new: str) -> None:
        for i, e in enumerate(ents):
            if e[0] == old:
                ents[i] = (new, e[1], e[2], e[3])

    c = "Apr 14  10:18"
    state = obs(c)
    turns = []
    turns.append((code(f"import pyautogui\npyautogui.click(520, {ypos(by_name(ents), 'scan_0042.pdf')})"),
                  obs(c, "\u201cscan_0042.pdf\u201d selected (412.7 kB)")))
    pop: list[Row] = [("label", "Rename File", "", (430, 370), (180, 24)), ("text", "File name", "scan_0042.pdf", (420, 400), (300, 34)),
                      ("push-button", "Rename", "", (730, 400), (90, 34))]
    turns.append((code("pyautogui.press('f2')"), obs(c, "\u201cscan_0042.pdf\u201d selected (412.7 kB)", pop)))
    rename("scan_0042.pdf", "lease_2024_signed.pdf")
    c = "Apr 14  10:19"
    turns.append((code("pyautogui.write('lease_2024_signed\\n')"), obs(c, "\u201clease_2024_signed.pdf\u201d selected (412.7 kB)")))
    turns.append((code(f"pyautogui.click(520, {ypos(by_name(ents), 'scan_0041.pdf')})"), obs(c, "\u201cscan_0041.pdf\u201d selected (228.4 kB)")))
    rename("scan_0041.pdf", "gas_safety_cert_2024.pdf")
    c = "Apr 14  10:20"
    turns.append((code("pyautogui.press('f2')\npyautogui.write('gas_safety_cert_2024\\n')"),
                  obs(c, "\u201cgas_safety_cert_2024.pdf\u201d selected (228.4 kB)")))
    dlg: list[Row] = [("dialog", "New Folder", "", (760, 360), (400, 150)), ("label", "Folder name", "", (780, 390), (120, 20)),
                      ("text", "Folder name", "Untitled Folder", (780, 414), (360, 34)), ("push-button", "Create", "", (1060, 460), (80, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')"), obs(c, "\u201cgas_safety_cert_2024.pdf\u201d selected (228.4 kB)", dlg)))
    c = "Apr 14  10:21"
    ents.append(("Signed", "0 items", "10:21", True))
    turns.append((code("pyautogui.write('Signed\\n')"), obs(c, "\u201cSigned\u201d selected (containing 0 items)")))
    src, dst = ypos(by_name(ents), "lease_2024_signed.pdf"), ypos(by_name(ents), "Signed")
    ents.remove(("lease_2024_signed.pdf", "412.7 kB", "Apr 9", False))
    ents.remove(("Signed", "0 items", "10:21", True))
    c = "Apr 14  10:22"
    ents.append(("Signed", "1 item", "10:22", True))
    turns.append((code(f"pyautogui.moveTo(520, {src})\npyautogui.dragTo(520, {dst}, duration=0.8)"), obs(c)))
    inner: list[Entry] = [("scan_0042.pdf", "412.7 kB", "Apr 9", False)]
    turns.append((code(f"pyautogui.doubleClick(520, {dst})"),
                  desk("Files", c, files("Signed", crumbs + ["Signed"], inner))))
    turns.append((code("pyautogui.hotkey('alt', 'left')"), obs(c)))
    c = "Apr 14  10:23"
    turns.append((code(f"pyautogui.click(520, {ypos(by_name(ents), 'landlord_contacts.txt')})"),
                  obs(c, "\u201clandlord_contacts.txt\u201d selected (612 bytes)")))
    rs.add(task="os", tid="h14-os-03", system=sysmsg("In ~/Documents/Tenancy rename scan_0042.pdf to lease_2024_signed.pdf and scan_0041.pdf to gas_safety_cert_2024.pdf, then put the signed lease into a new folder called Signed."),
           turns=turns, state=state, bad=True, turn=9, kind="file moved into Signed is listed under its pre-rename name scan_0042.pdf")


# h14-os-04: Nautilus Downloads cleanup: sort by size, trash three installers, restore one from Trash, empty Trash, re-sort by name. Clean.
def t04(rs: RowSet) -> None:
    ents: list[Entry] = [("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "Feb 21", False), ("zoom_amd64.deb", "172.6 MB", "Mar 3", False),
                         ("slack-desktop-4.36.140-amd64.deb", "81.4 MB", "Mar 3", False), ("obsidian_1.5.8_amd64.deb", "96.7 MB", "Mar 19", False),
                         ("invoice_ACME-20931.pdf", "84.2 kB", "Apr 1", False), ("IMG_20250406_181522.jpg", "3.8 MB", "Apr 6", False),
                         ("qgis-sample-data.zip", "24.1 MB", "Apr 10", False), ("boarding_pass_LH1187.pdf", "211.9 kB", "Apr 12", False)]
    unit = {"bytes": 1, "kB": 1e3, "MB": 1e6, "GB": 1e9}

    def size_of(e: Entry) -> float:
        n, u = e[1].split()
        return float(n) * unit[u]

    mode = {"sort": "name"}

    def view() -> list[Entry]:
        return sorted(ents, key=lambda e: -size_of(e)) if mode["sort"] == "size" else by_name(ents)

    def obs(clock: str, status: str | None = None, extra: list[Row] | None = None) -> str:
        return desk("Files", clock, files("Downloads", ["Home", "Downloads"], view(), status=status, extra=extra))

    c = "Apr 15  10:40"
    state = obs(c)
    turns = []
    mode["sort"] = "size"
    turns.append((code("import pyautogui\npyautogui.click(1260, 147)"), obs(c)))
    v = view()
    turns.append((code(f"pyautogui.click(520, {ypos(v, 'zoom_amd64.deb')})\npyautogui.keyDown('ctrl')\n"
                       f"pyautogui.click(520, {ypos(v, 'obsidian_1.5.8_amd64.deb')})\npyautogui.click(520, {ypos(v, 'slack-desktop-4.36.140-amd64.deb')})\npyautogui.keyUp('ctrl')"),
                  obs(c, "3 items selected (350.7 MB)")))
    trashed = [e for e in ents if e[0].endswith(".deb")]
    for e in trashed:
        ents.remove(e)
    c = "Apr 15  10:41"
    toast: list[Row] = [("label", "3 files deleted", "", (800, 980), (200, 30)), ("push-button", "Undo", "", (1010, 976), (70, 34)),
                        ("push-button", "Close", "", (1086, 976), (34, 34))]
    turns.append((code("pyautogui.press('delete')"), obs(c, None, toast)))
    trash = [(e[0], e[1], "10:41", False) for e in trashed]

    def tobs(clock: str, status: str | None = None, extra: list[Row] | None = None, sel: bool = False) -> str:
        hdr: list[Row] = [("push-button", "Restore", "", (1380, 40), (90, 34)), ("push-button", "Empty\u2026", "", (1476, 40), (90, 34))] if trash else []
        return desk("Files", clock, files("Trash", ["Trash"], by_name(trash), cols=("Name", "Size", "Trashed"), status=status,
                                          extra=extra, empty=None if trash else "Trash is Empty", header=hdr))

    turns.append((code("pyautogui.click(170, 437)"), tobs(c)))
    turns.append((code(f"pyautogui.click(520, {ypos(by_name(trash), 'obsidian_1.5.8_amd64.deb')})"),
                  tobs(c, "\u201cobsidian_1.5.8_amd64.deb\u201d selected (96.7 MB)")))
    back = [e for e in trashed if e[0].startswith("obsidian")][0]
    trash = [e for e in trash if not e[0].startswith("obsidian")]
    ents.append(back)
    c = "Apr 15  10:42"
    turns.append((code("pyautogui.click(1425, 57)"), tobs(c)))
    dlg: list[Row] = [("dialog", "Empty all items from Trash?", "", (720, 420), (480, 190)),
                      ("label", "All items in the Trash will be permanently deleted.", "", (740, 470), (440, 24)),
                      ("push-button", "Cancel", "", (760, 560), (180, 34)), ("push-button", "Empty Trash", "", (980, 560), (180, 34))]
    turns.append((code("pyautogui.click(1521, 57)"), tobs(c, None, dlg)))
    trash = []
    turns.append((code("pyautogui.click(1070, 577)"), tobs(c)))
    c = "Apr 15  10:43"
    turns.append((code("pyautogui.click(170, 293)"), obs(c)))
    mode["sort"] = "name"
    turns.append((code("pyautogui.click(720, 147)"), obs(c)))
    rs.add(task="os", tid="h14-os-04", system=sysmsg("Clean up ~/Downloads: delete the .deb installers except Obsidian, which I still need, and make sure the deleted ones are gone for good."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- GNOME Settings

SETTINGS_SIDE = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
                 "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
                 "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
                 "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def side_y(name: str, first: int = 0) -> int:
    return 96 + 38 * (SETTINGS_SIDE.index(name) - first) + 19


def settings(page: str, content: list[Row], first: int = 0, extra: list[Row] | None = None) -> list[Row]:
    body: list[Row] = [("frame", "Settings", "", (70, 27), (1850, 1053)), ("toggle-button", "Search", "", (80, 40), (40, 40)),
                       ("label", "Settings", "", (170, 48), (120, 24)), ("push-button", "Main menu", "", (330, 40), (40, 40)),
                       ("label", page, "", (1060, 48), (200, 24))]
    body += [("list-item", s, "", (78, 96 + 38 * (i - first)), (300, 38)) for i, s in enumerate(SETTINGS_SIDE)
             if 0 <= i - first < 26 and 96 + 38 * (i - first) < 1060]
    return body + content + (extra or [])


# h14-os-05: GNOME Settings Power/Night Light. BAD: turn 11 shows "Dim Screen When Inactive" OFF, though it was ON at turns 1-7 and the agent never touched it.
def t05(rs: RowSet) -> None:
    st = {"dim": "ON", "blank": "5 minutes", "susp": "Off", "btn": "Suspend", "plug": "OFF", "delay": "20 minutes", "night": "OFF"}

    def power(extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("label", "Power Mode", "", (560, 110), (300, 24)),
                           ("radio-button", "Performance", "High performance and power usage.", (560, 140), (800, 56)),
                           ("radio-button", "Balanced", "Standard performance and power usage.", (560, 198), (800, 56)),
                           ("radio-button", "Power Saver", "Reduced performance and power usage.", (560, 256), (800, 56)),
                           ("label", "Power Saving Options", "", (560, 340), (300, 24)),
                           ("switch", "Dim Screen When Inactive", st["dim"], (560, 370), (800, 50)),
                           ("combo-box", "Screen Blank", st["blank"], (560, 422), (800, 50)),
                           ("push-button", "Automatic Suspend", st["susp"], (560, 474), (800, 50)),
                           ("label", "Suspend & Power Button", "", (560, 556), (300, 24)),
                           ("combo-box", "Power Button Behavior", st["btn"], (560, 586), (800, 50))]
        return settings("Power", rows, extra=extra)

    def suspend_dlg() -> list[Row]:
        return [("dialog", "Automatic Suspend", "", (700, 380), (520, 220)), ("push-button", "Close", "", (1176, 390), (34, 34)),
                ("label", "Plugged In", "", (730, 440), (200, 24)), ("switch", "Plugged In", st["plug"], (1130, 436), (60, 32)),
                ("label", "Delay", "", (730, 490), (200, 24)), ("combo-box", "Delay", st["delay"], (1000, 484), (190, 34))]

    c = "Apr 16  08:52"
    net: list[Row] = [("label", "Wired", "", (560, 110), (300, 24)), ("switch", "Wired", "ON", (1300, 140), (60, 32)),
                      ("label", "Connected - 1000 Mb/s", "", (560, 146), (300, 20)), ("label", "VPN", "", (560, 220), (300, 24)),
                      ("push-button", "Add VPN", "", (1300, 214), (40, 34)), ("label", "Not set up", "", (560, 262), (300, 24)),
                      ("push-button", "Network Proxy", "Off", (560, 330), (800, 50))]
    state = desk("Settings", c, settings("Network", net))
    turns = []
    turns.append((code(f"import pyautogui\npyautogui.click(200, {side_y('Power')})"), desk("Settings", c, power())))
    st["blank"] = "10 minutes"
    turns.append((code("pyautogui.click(960, 447)\nimport time; time.sleep(0.5)\npyautogui.click(1230, 640)  # '10 minutes' in the popup"),
                  desk("Settings", c, power())))
    c = "Apr 16  08:53"
    turns.append((code("pyautogui.click(960, 499)"), desk("Settings", c, power(suspend_dlg()))))
    st["plug"] = "ON"
    turns.append((code("pyautogui.click(1160, 452)"), desk("Settings", c, power(suspend_dlg()))))
    st["delay"] = "45 minutes"
    turns.append((code("pyautogui.click(1095, 501)\ntime.sleep(0.5)\npyautogui.click(1095, 612)  # '45 minutes'"),
                  desk("Settings", c, power(suspend_dlg()))))
    st["susp"] = "On"
    c = "Apr 16  08:54"
    turns.append((code("pyautogui.click(1193, 407)"), desk("Settings", c, power())))
    st["btn"] = "Power Off"
    turns.append((code("pyautogui.click(960, 611)\ntime.sleep(0.5)\npyautogui.click(960, 690)  # 'Power Off'"), desk("Settings", c, power())))

    def displays(tab: str) -> list[Row]:
        rows: list[Row] = [("page-tab", "Displays", "", (820, 100), (140, 34)), ("page-tab", "Night Light", "", (962, 100), (140, 34))]
        if tab == "Displays":
            rows += [("label", "Virtual-1", "", (560, 170), (300, 24)), ("combo-box", "Orientation", "Landscape", (560, 210), (800, 50)),
                     ("combo-box", "Resolution", "1920 \u00d7 1080 (16\u22369)", (560, 262), (800, 50)),
                     ("combo-box", "Refresh Rate", "60.00 Hz", (560, 314), (800, 50)), ("label", "Scale", "", (560, 380), (100, 24)),
                     ("toggle-button", "100 %", "", (900, 374), (100, 36)), ("toggle-button", "200 %", "", (1004, 374), (100, 36)),
                     ("switch", "Fractional Scaling", "OFF", (560, 430), (800, 50))]
        else:
            rows += [("switch", "Night Light", st["night"], (560, 170), (800, 50)),
                     ("label", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", "", (560, 230), (800, 40)),
                     ("combo-box", "Schedule", "Sunset to Sunrise", (560, 290), (800, 50)),
                     ("slider", "Color Temperature", "4000", (560, 400), (800, 40))]
        return settings("Displays", rows)

    c = "Apr 16  08:55"
    turns.append((code(f"pyautogui.click(200, {side_y('Displays')})"), desk("Settings", c, displays("Displays"))))
    turns.append((code("pyautogui.click(1032, 117)"), desk("Settings", c, displays("Night Light"))))
    st["night"] = "ON"
    turns.append((code("pyautogui.click(1330, 195)"), desk("Settings", c, displays("Night Light"))))
    st["dim"] = "OFF"
    c = "Apr 16  08:56"
    turns.append((code(f"pyautogui.click(200, {side_y('Power')})"), desk("Settings", c, power())))
    rs.add(task="os", tid="h14-os-05", system=sysmsg("Make the screen blank after 10 minutes, suspend automatically after 45 minutes when plugged in, have the power button power off the machine, and turn on Night Light."),
           turns=turns, state=state, bad=True, turn=11, kind="Dim Screen When Inactive switch shows OFF though it was ON and never clicked")


# h14-os-06: GNOME Settings Date & Time: change the time zone to Halifax and switch to AM/PM; the top bar clock jumps back five hours and changes format as a result. Clean.
def t06(rs: RowSet) -> None:
    st = {"tz": "CEST (Berlin, Germany)", "fmt": "24-hour"}
    first = 10

    def when(h24: int, m: int) -> tuple[str, str]:
        if st["fmt"] == "24-hour":
            t = f"{h24:02d}:{m:02d}"
        else:
            t = f"{h24 % 12 or 12}:{m:02d} {'AM' if h24 < 12 else 'PM'}"
        return f"Apr 16  {t}", f"16 April 2025, {t}"

    def dt(h: int, m: int, extra: list[Row] | None = None) -> str:
        clock, long = when(h, m)
        rows: list[Row] = [("switch", "Automatic Date & Time", "ON", (560, 110), (800, 56)),
                           ("label", "Requires internet access", "", (560, 140), (300, 20)),
                           ("switch", "Automatic Time Zone", "OFF", (560, 168), (800, 56)),
                           ("push-button", "Date & Time", long, (560, 250), (800, 50)),
                           ("push-button", "Time Zone", st["tz"], (560, 302), (800, 50)),
                           ("combo-box", "Time Format", "24-hour" if st["fmt"] == "24-hour" else "AM / PM", (560, 384), (800, 50))]
        return desk("Settings", clock, settings("Date & Time", rows, first, extra))

    about: list[Row] = [("label", "Device Name", "ws-lindqvist", (560, 300), (800, 50)), ("label", "Memory", "7.7 GiB", (560, 360), (800, 40)),
                        ("label", "Processor", "Intel\u00ae Xeon\u00ae Gold 6338 CPU @ 2.00GHz \u00d7 4", (560, 400), (800, 40)),
                        ("label", "Graphics", "llvmpipe (LLVM 15.0.7, 256 bits)", (560, 440), (800, 40)),
                        ("label", "Disk Capacity", "53.7 GB", (560, 480), (800, 40)), ("label", "OS Name", "Ubuntu 22.04.4 LTS", (560, 540), (800, 40)),
                        ("label", "OS Type", "64-bit", (560, 580), (800, 40)), ("label", "GNOME Version", "42.9", (560, 620), (800, 40)),
                        ("label", "Windowing System", "X11", (560, 660), (800, 40))]
    state = desk("Settings", "Apr 16  14:04", settings("About", about, first))
    turns = []
    turns.append((code(f"import pyautogui\npyautogui.click(200, {side_y('Date & Time', first)})"), dt(14, 5)))

    def tzdlg(query: str, results: list[str], label: str) -> list[Row]:
        rows: list[Row] = [("dialog", "Time Zone", "", (560, 200), (800, 560)), ("push-button", "Close", "", (1316, 210), (34, 34)),
                           ("text", "Search for a city", query, (600, 260), (720, 36)), ("label", label, "", (600, 720), (720, 24))]
        rows += [("list-item", r, "", (600, 300 + 36 * i), (720, 36)) for i, r in enumerate(results)]
        return rows

    turns.append((code("pyautogui.click(960, 327)"), dt(14, 5, tzdlg("", [], "Central European Summer Time (CEST) \u2014 14:05"))))
    res = ["Halifax, Nova Scotia, Canada", "Halifax, England, United Kingdom"]
    turns.append((code("pyautogui.write('Halif')"), dt(14, 6, tzdlg("Halif", res, "Central European Summer Time (CEST) \u2014 14:06"))))
    st["tz"] = "ADT (Halifax, Canada)"
    turns.append((code("pyautogui.click(800, 318)"), dt(9, 6, tzdlg("Halifax, Nova Scotia, Canada", [], "Atlantic Daylight Time (ADT) \u2014 09:06"))))
    turns.append((code("pyautogui.press('escape')"), dt(9, 6)))
    pop: list[Row] = [("list-item", "24-hour", "", (1160, 440), (200, 36)), ("list-item", "AM / PM", "", (1160, 476), (200, 36))]
    turns.append((code("pyautogui.click(960, 409)"), dt(9, 7, pop)))
    st["fmt"] = "AM / PM"
    turns.append((code("pyautogui.click(1260, 494)"), dt(9, 7)))
    turns.append((code("pyautogui.click(960, 275)  # Date & Time row (insensitive while automatic)"), dt(9, 8)))
    clock, _ = when(9, 8)
    cal: list[Row] = [("label", "Wednesday", "", (700, 60), (200, 24)), ("label", "April 16 2025", "", (700, 86), (200, 30)),
                      ("push-button", "Previous month", "", (700, 130), (30, 30)), ("label", "April", "", (800, 130), (120, 30)),
                      ("push-button", "Next month", "", (930, 130), (30, 30)), ("label", "No Events", "", (700, 380), (260, 24)),
                      ("label", "No Notifications", "", (1060, 300), (300, 24)), ("switch", "Do Not Disturb", "OFF", (1060, 600), (300, 34)),
                      ("push-button", "Clear", "", (1300, 600), (70, 34))]
    turns.append((code("pyautogui.click(960, 13)"), dt(9, 8, cal)))
    turns.append((code("pyautogui.press('escape')"), dt(9, 9)))
    rs.add(task="os", tid="h14-os-06", system=sysmsg("Set this computer's time zone to Halifax, Canada and use a 12-hour (AM/PM) clock."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Google Chrome


def chrome(tabs: list[str], active: int, url: str, bar: list[str], content: list[Row], extra: list[Row] | None = None) -> list[Row]:
    body: list[Row] = [("frame", f"{tabs[active]} - Google Chrome", "", (70, 27), (1850, 1053))]
    body += [("page-tab", t, "", (80 + 240 * i, 36), (236, 34)) for i, t in enumerate(tabs)]
    body += [("push-button", "New Tab", "", (84 + 240 * len(tabs), 38), (28, 28)),
             ("push-button", "Back", "", (80, 76), (34, 34)), ("push-button", "Forward", "", (116, 76), (34, 34)),
             ("push-button", "Reload", "", (152, 76), (34, 34)), ("entry", "Address and search bar", url, (200, 76), (1500, 34)),
             ("push-button", "Bookmark this tab", "", (1660, 78), (30, 30)), ("push-button", "Extensions", "", (1740, 76), (34, 34)),
             ("push-button", "You", "", (1780, 76), (34, 34)), ("push-button", "Chrome", "", (1820, 76), (34, 34))]
    body += [("push-button", b, "", (80 + 190 * i, 114), (186, 28)) for i, b in enumerate(bar)]
    return body + content + (extra or [])


# h14-os-07: Chrome bookmark manager: delete, rename, new folder, move. BAD: turn 11's bookmarks bar strip shows "Old VPN portal" again, deleted at turn 3 (no Undo) and absent from the bar at turns 3-10.
def t07(rs: RowSet) -> None:
    marks = [["Grafana \u2013 node-exporter", "https://grafana.ops.tallis-labs.net/d/rYdddlPWk/node-exporter-full"],
             ["PLAT board \u2013 Jira", "https://tallislabs.atlassian.net/jira/software/projects/PLAT/boards/14"],
             ["Runbooks \u2013 Confluence", "https://tallislabs.atlassian.net/wiki/spaces/OPS/pages/229377/Runbooks"],
             ["Old VPN portal", "https://vpn-legacy.tallis-labs.net/remote/login"],
             ["PagerDuty \u2013 Incidents", "https://tallis-labs.pagerduty.com/incidents"],
             ["Kibana staging", "https://kibana.stg.tallis-labs.net/app/discover"],
             ["AWS console (eu-west-1)", "https://eu-west-1.console.aws.amazon.com/console/home?region=eu-west-1"]]
    folders: dict[str, list[list[str]]] = {}
    ghost = {"on": False}

    def bar() -> list[str]:
        names = [m[0] for m in marks] + list(folders)
        if ghost["on"]:
            names.insert(3, "Old VPN portal")
        return names

    def manager(folder: str, extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("label", "Bookmarks", "", (90, 160), (200, 30)), ("entry", "Search bookmarks", "", (700, 156), (520, 36)),
                           ("push-button", "Organize", "", (1850, 156), (36, 36)),
                           ("tree-item", "Bookmarks bar", "", (90, 216), (300, 32))]
        rows += [("tree-item", f, "", (120, 248 + 32 * i), (270, 32)) for i, f in enumerate(folders)]
        n = len(folders)
        rows += [("tree-item", "Other bookmarks", "", (90, 248 + 32 * n), (300, 32)), ("tree-item", "Mobile bookmarks", "", (90, 280 + 32 * n), (300, 32))]
        items: list[tuple[str, str]] = []
        if folder == "Bookmarks bar":
            items = [(m[0], m[1]) for m in marks] + [(f, "") for f in folders]
        else:
            items = [(m[0], m[1]) for m in folders[folder]]
        for i, (name, url) in enumerate(items):
            y = 216 + 44 * i
            rows += [("label", name, "", (470, y), (520, 40)), ("label", url.split("/")[2] if url else "", "", (1000, y), (600, 40)),
                     ("push-button", f"More actions for {name}", "", (1840, y + 4), (32, 32))]
        return rows + (extra or [])

    tabs = ["New Tab"]

    def obs(clock: str, folder: str = "Bookmarks bar", extra: list[Row] | None = None) -> str:
        return desk("Google Chrome", clock, chrome(tabs, 0, "chrome://bookmarks" if tabs[0] == "Bookmarks" else "", bar(), manager(folder, extra) if tabs[0] == "Bookmarks" else []))

    c = "Apr 17  13:30"
    state = desk("Google Chrome", c, chrome(tabs, 0, "", bar(), [("entry", "Search Google or type a URL", "", (660, 480), (600, 44))]))
    tabs[0] = "Bookmarks"
    turns = []
    turns.append((code("BrowserTools.open_bookmarks()"), obs(c)))

    def menu(y: int, items: list[str]) -> list[Row]:
        return [("menu-item", m, "", (1640, y + 36 + 32 * i), (220, 32)) for i, m in enumerate(items)]

    actions = ["Edit", "Copy URL", "Open in new tab", "Open in new window", "Open in Incognito window", "Delete"]
    y_vpn = 216 + 44 * 3
    turns.append((code(f"import pyautogui\npyautogui.click(1856, {y_vpn + 20})"), obs(c, extra=menu(y_vpn, actions))))
    del marks[3]
    toast: list[Row] = [("label", "Deleted \u2018Old VPN portal\u2019", "", (100, 1000), (300, 30)), ("push-button", "Undo", "", (420, 996), (70, 36))]
    turns.append((code(f"pyautogui.click(1750, {y_vpn + 36 + 32 * 5 + 16})"), obs(c, extra=toast)))
    y_kib = 216 + 44 * 4
    c = "Apr 17  13:31"
    turns.append((code(f"pyautogui.click(1856, {y_kib + 20})"), obs(c, extra=menu(y_kib, actions))))
    dlg = [("dialog", "Edit bookmark", "", (660, 380), (600, 260)), ("entry", "Name", "Kibana staging", (690, 440), (540, 36)),
           ("entry", "URL", marks[4][1], (690, 510), (540, 36)), ("push-button", "Cancel", "", (1020, 590), (100, 34)),
           ("push-button", "Save", "", (1130, 590), (100, 34))]
    turns.append((code(f"pyautogui.click(1750, {y_kib + 36 + 16})"), obs(c, extra=dlg)))
    marks[4][0] = "Kibana (staging)"
    turns.append((code("pyautogui.tripleClick(960, 458)\npyautogui.write('Kibana (staging)')\npyautogui.click(1180, 607)"), obs(c)))
    org = [("menu-item", m, "", (1640, 196 + 32 * i), (220, 32)) for i, m in enumerate(
        ["Sort by name", "Add new bookmark", "Add new folder", "Import bookmarks", "Export bookmarks", "Help center"])]
    c = "Apr 17  13:32"
    turns.append((code("pyautogui.click(1868, 174)"), obs(c, extra=org)))
    fdlg = [("dialog", "Add folder", "", (660, 400), (600, 200)), ("entry", "Name", "New folder", (690, 460), (540, 36)),
            ("push-button", "Cancel", "", (1020, 540), (100, 34)), ("push-button", "Save", "", (1130, 540), (100, 34))]
    turns.append((code("pyautogui.click(1750, 276)"), obs(c, extra=fdlg)))
    folders["On-call"] = []
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('On-call\\n')"), obs(c)))
    pd = marks.pop(3)
    folders["On-call"].append(pd)
    c = "Apr 17  13:33"
    turns.append((code(f"pyautogui.moveTo(700, {216 + 44 * 3 + 20})\npyautogui.dragTo(200, 264, duration=1.0)"), obs(c)))
    ghost["on"] = True
    turns.append((code("pyautogui.click(200, 264)"), obs(c, "On-call")))
    rs.add(task="os", tid="h14-os-07", system=sysmsg("Tidy my Chrome bookmarks bar: remove the old VPN portal, rename 'Kibana staging' to 'Kibana (staging)', and put PagerDuty into a new folder called On-call."),
           turns=turns, state=state, bad=True, turn=11, kind="bookmark deleted earlier reappears on the bookmarks bar strip")


# h14-os-08: Chrome settings: switch the search engine, remove a notification permission, filter settings by search, clear browsing data. Clean.
def t08(rs: RowSet) -> None:
    bar = ["Kanboard", "Proton Calendar", "Komoot", "Hetzner Console"]
    tabs = ["Settings"]
    st = {"engine": "Google"}
    allowed = ["app.clickup.com", "calendar.proton.me", "web.whatsapp.com"]
    blocked = ["www.idealo.de", "www.thingiverse.com"]

    def page(url: str, rows: list[Row], search: str = "") -> list[Row]:
        left = [("link", n, "", (90, 200 + 40 * i), (260, 38)) for i, n in enumerate(
            ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance", "Search engine",
             "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System", "Reset settings", "Extensions", "About Chrome"])]
        head: list[Row] = [("label", "Settings", "", (90, 150), (200, 30)), ("entry", "Search settings", search, (660, 146), (600, 40))]
        return chrome(tabs, 0, url, bar, head + left + rows)

    def search_page(extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("heading", "Search engine", "", (460, 220), (900, 30)),
                           ("combo-box", "Search engine used in the address bar", st["engine"], (460, 270), (1000, 50)),
                           ("link", "Manage search engines and site search", "", (460, 330), (1000, 50))]
        return page("chrome://settings/search", rows + (extra or []))

    c = "Apr 18  16:10"
    state = desk("Google Chrome", c, page("chrome://settings", [("heading", "You and Google", "", (460, 220), (900, 30)),
                                                                ("push-button", "Turn on sync\u2026", "", (1300, 270), (140, 36))]))
    turns = []
    turns.append((code("BrowserTools.open_search_engine_settings()"), desk("Google Chrome", c, search_page())))
    opts = [("menu-item", e, "", (1300, 320 + 32 * i), (160, 32)) for i, e in enumerate(["Google", "Bing", "Yahoo!", "DuckDuckGo", "Ecosia"])]
    turns.append((code("import pyautogui\npyautogui.click(1380, 295)"), desk("Google Chrome", c, search_page(opts))))
    st["engine"] = "DuckDuckGo"
    turns.append((code("pyautogui.click(1380, 432)"), desk("Google Chrome", c, search_page())))
    priv: list[Row] = [("heading", "Privacy and security", "", (460, 220), (900, 30)),
                       ("link", "Delete browsing data", "Delete history, cookies, cache, and more", (460, 270), (1000, 56)),
                       ("link", "Privacy Guide", "Review key privacy and security controls", (460, 328), (1000, 56)),
                       ("link", "Third-party cookies", "Third-party cookies are blocked in Incognito mode", (460, 386), (1000, 56)),
                       ("link", "Ad privacy", "Customize the info used by sites to show you ads", (460, 444), (1000, 56)),
                       ("link", "Security", "Safe Browsing (protection from dangerous sites) and other security settings", (460, 502), (1000, 56)),
                       ("link", "Site settings", "Controls what information sites can use and show (location, camera, pop-ups, and more)", (460, 560), (1000, 56))]
    c = "Apr 18  16:11"
    turns.append((code("BrowserTools.open_privacy_settings()"), desk("Google Chrome", c, page("chrome://settings/privacy", priv))))
    site: list[Row] = [("heading", "Site settings", "", (460, 220), (900, 30)), ("label", "Recent activity", "", (460, 270), (400, 24)),
                       ("link", "meet.jit.si", "Allowed camera, microphone", (460, 300), (1000, 50)),
                       ("link", "app.clickup.com", "Allowed notifications", (460, 352), (1000, 50)),
                       ("link", "www.thingiverse.com", "Blocked notifications", (460, 404), (1000, 50)),
                       ("label", "Permissions", "", (460, 480), (400, 24)),
                       ("link", "Location", "Sites can ask for your location", (460, 510), (1000, 50)),
                       ("link", "Camera", "Sites can ask to use your camera", (460, 562), (1000, 50)),
                       ("link", "Microphone", "Sites can ask to use your microphone", (460, 614), (1000, 50)),
                       ("link", "Notifications", "Collapse unwanted requests (recommended)", (460, 666), (1000, 50))]
    turns.append((code("pyautogui.click(960, 588)"), desk("Google Chrome", c, page("chrome://settings/content", site))))

    def notif(extra: list[Row] | None = None) -> list[Row]:
        rows: list[Row] = [("heading", "Notifications", "", (460, 220), (900, 30)),
                           ("radio-button", "Sites can ask to send notifications", "", (460, 280), (1000, 40)),
                           ("radio-button", "Don't allow sites to send notifications", "", (460, 322), (1000, 40)),
                           ("label", "Allowed to send notifications", "", (460, 400), (400, 24))]
        for i, s in enumerate(allowed):
            rows += [("link", f"https://{s}", "", (460, 430 + 44 * i), (900, 42)), ("push-button", f"More actions for https://{s}", "", (1420, 434 + 44 * i), (34, 34))]
        y = 450 + 44 * len(allowed)
        rows.append(("label", "Not allowed to send notifications", "", (460, y), (400, 24)))
        for i, s in enumerate(blocked):
            rows += [("link", f"https://{s}", "", (460, y + 30 + 44 * i), (900, 42)), ("push-button", f"More actions for https://{s}", "", (1420, y + 34 + 44 * i), (34, 34))]
        return page("chrome://settings/content/notifications", rows + (extra or []))

    turns.append((code("pyautogui.click(960, 691)"), desk("Google Chrome", c, notif())))
    wa = 434 + 44 * 2
    mm = [("menu-item", m, "", (1300, wa + 36 + 32 * i), (150, 32)) for i, m in enumerate(["Block", "Edit", "Remove"])]
    c = "Apr 18  16:12"
    turns.append((code(f"pyautogui.click(1437, {wa + 17})"), desk("Google Chrome", c, notif(mm))))
    allowed.remove("web.whatsapp.com")
    turns.append((code(f"pyautogui.click(1375, {wa + 36 + 64 + 16})"), desk("Google Chrome", c, notif())))
    found: list[Row] = [("heading", "Privacy and security", "", (460, 220), (900, 30)),
                        ("link", "Third-party cookies", "Third-party cookies are blocked in Incognito mode", (460, 270), (1000, 56)),
                        ("link", "Site settings", "Controls what information sites can use and show (location, camera, pop-ups, and more)", (460, 328), (1000, 56)),
                        ("label", "2 results", "", (1300, 190), (120, 24))]
    turns.append((code("pyautogui.click(960, 166)\npyautogui.write('cookies')"), desk("Google Chrome", c, page("chrome://settings/?search=cookies", found, "cookies"))))
    dlg: list[Row] = [("dialog", "Delete browsing data", "", (610, 240), (700, 560)), ("page-tab", "Basic", "", (640, 290), (300, 36)),
                      ("page-tab", "Advanced", "", (960, 290), (300, 36)), ("combo-box", "Time range", "All time", (640, 350), (300, 36)),
                      ("check-box", "Browsing history", "1,284 items", (640, 410), (640, 56)),
                      ("check-box", "Cookies and other site data", "From 212 sites", (640, 472), (640, 56)),
                      ("check-box", "Cached images and files", "Frees up 318 MB", (640, 534), (640, 56)),
                      ("push-button", "Cancel", "", (1060, 740), (110, 36)), ("push-button", "Delete data", "", (1180, 740), (120, 36))]
    c = "Apr 18  16:13"
    turns.append((code("BrowserTools.delete_browsing_data()"), desk("Google Chrome", c, page("chrome://settings/clearBrowserData", priv) + dlg)))
    turns.append((code("pyautogui.click(1240, 758)"), desk("Google Chrome", c, page("chrome://settings/privacy", priv))))
    rs.add(task="os", tid="h14-os-08", system=sysmsg("In Chrome: make DuckDuckGo the default search engine, stop WhatsApp Web from sending notifications (remove its permission), and delete all browsing data."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Visual Studio Code

VSC_MENUS = ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]
VSC_ACT = ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)", "Run and Debug (Ctrl+Shift+D)",
           "Extensions (Ctrl+Shift+X)", "Accounts", "Manage"]


def vscode(title: str, tree: list[str], tabs: list[str], active: int, editor: list[Row], status: list[str],
           panel: list[Row] | None = None, extra: list[Row] | None = None) -> list[Row]:
    body: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    body += [("menu", m, "", (110 + 62 * i, 30), (58, 28)) for i, m in enumerate(VSC_MENUS)]
    body += [("page-tab", a, "", (72, 66 + 48 * i), (48, 48)) for i, a in enumerate(VSC_ACT)]
    body += [("tree-item", t, "", (124 + 12 * (len(t) - len(t.lstrip(" "))), 96 + 22 * i), (280, 22)) for i, t in enumerate(tree)]
    body = [(r[0], r[1].strip(), r[2], r[3], r[4]) for r in body]
    body += [("page-tab", t, "", (410 + 180 * i, 60), (176, 35)) for i, t in enumerate(tabs)]
    body += editor + (panel or [])
    body += [("push-button", s, "", (80 + 150 * i, 1056), (146, 22)) for i, s in enumerate(status)]
    return body + (extra or [])


def lines(text: str, x: int = 470, y0: int = 100, h: int = 19, first: int = 1) -> list[Row]:
    return [("paragraph", str(n), ln, (x, y0 + h * (n - first)), (1400, h)) for n, ln in enumerate(text.split("\n"), first)]


SERIAL_IO = '''"""Serial transport for the Meshtastic bridge."""
import logging
import time

import serial

log = logging.getLogger(__name__)

BAUD = 115200
READ_TIMEOUT_S = 0.8


class SerialLink:
    def __init__(self, port: str = "/dev/ttyACM0") -> None:
        self.port = port
        self._ser = serial.Serial(port, BAUD, timeout=READ_TIMEOUT_S)

    def read_frame(self) -> bytes:
        start = time.monotonic()
        buf = self._ser.read_until(b"\\x94\\xc3")
        log.debug("frame after %.3fs", time.monotonic() - start)
        return buf'''


# h14-os-09: VS Code settings: auto save afterDelay with 2500 ms, word wrap on, check settings.json. BAD: turn 11's Settings UI shows Files: Auto Save Delay 2000, though the agent typed 2500 (turn 4) and settings.json showed 2500 (turn 8).
def t09(rs: RowSet) -> None:
    tree = ["MESHTASTIC-BRIDGE", " .vscode", " bridge", "  __init__.py", "  mqtt_out.py", "  serial_io.py", " tests", " pyproject.toml", " README.md"]
    tabs = ["serial_io.py"]
    st = {"auto": "off", "delay": "1000", "wrap": "off"}
    py_status = ["main", "0 errors, 0 warnings", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "Python", "3.10.12 64-bit"]

    def code_ed() -> list[Row]:
        return lines(SERIAL_IO)

    def sett(query: str) -> list[Row]:
        all_rows = {
            "": [("Commonly Used", "", ""), ("Files: Auto Save", "combo-box", st["auto"]), ("Editor: Font Size", "entry", "14"),
                 ("Editor: Font Family", "entry", "'Droid Sans Mono', 'monospace', monospace"), ("Editor: Tab Size", "entry", "4"),
                 ("Editor: Render Whitespace", "combo-box", "selection"), ("Editor: Cursor Style", "combo-box", "line"),
                 ("Editor: Multi Cursor Modifier", "combo-box", "alt"), ("Editor: Insert Spaces", "check-box", "checked"),
                 ("Editor: Word Wrap", "combo-box", st["wrap"])],
            "auto save": [("4 Settings Found", "", ""), ("Files: Auto Save", "combo-box", st["auto"]), ("Files: Auto Save Delay", "entry", st["delay"]),
                          ("Files: Auto Save When No Errors", "check-box", "unchecked"),
                          ("Files: Auto Save Workspace Files Only", "check-box", "unchecked")],
            "word wrap": [("3 Settings Found", "", ""), ("Editor: Word Wrap", "combo-box", st["wrap"]), ("Editor: Word Wrap Column", "entry", "80"),
                          ("Diff Editor: Word Wrap", "combo-box", "inherit")],
        }[query]
        rows: list[Row] = [("entry", "Search settings", query, (420, 110), (1200, 34)), ("page-tab", "User", "", (420, 160), (80, 30)),
                           ("page-tab", "Workspace", "", (504, 160), (110, 30))]
        for i, (name, tag, val) in enumerate(all_rows):
            if not tag:
                rows.append(("label", name, "", (1500 if query else 420, 116 if query else 210), (200, 24)))
            else:
                rows += [("label", name, "", (700, 150 + 80 * i), (900, 24)), (tag, name, val, (700, 200 + 80 * i), (300, 28))]
        return rows

    def obs(clock: str, active: int, editor: list[Row], status: list[str], extra: list[Row] | None = None) -> str:
        return desk("Visual Studio Code", clock, vscode(f"{tabs[active]} - meshtastic-bridge - Visual Studio Code", tree, tabs, active, editor, status, extra=extra))

    c = "Apr 21  11:20"
    state = obs(c, 0, code_ed(), py_status)
    turns = []
    tabs.append("Settings")
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', ',')"), obs(c, 1, sett(""), ["main", "0 errors, 0 warnings"])))
    turns.append((code("pyautogui.write('auto save')"), obs(c, 1, sett("auto save"), ["main", "0 errors, 0 warnings"])))
    st["auto"] = "afterDelay"
    c = "Apr 21  11:21"
    turns.append((code("pyautogui.click(850, 294)\npyautogui.click(850, 378)  # afterDelay"), obs(c, 1, sett("auto save"), ["main", "0 errors, 0 warnings"])))
    st["delay"] = "2500"
    turns.append((code("pyautogui.tripleClick(850, 374)\npyautogui.write('2500')"), obs(c, 1, sett("auto save"), ["main", "0 errors, 0 warnings"])))
    turns.append((code("pyautogui.click(1000, 127)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('word wrap')"), obs(c, 1, sett("word wrap"), ["main", "0 errors, 0 warnings"])))
    st["wrap"] = "on"
    c = "Apr 21  11:22"
    turns.append((code("pyautogui.click(850, 294)\npyautogui.click(850, 350)  # on"), obs(c, 1, sett("word wrap"), ["main", "0 errors, 0 warnings"])))
    pal: list[Row] = [("entry", "Type the name of a command to run.", ">", (660, 70), (600, 30))]
    pal += [("list-item", cmd, "", (660, 104 + 24 * i), (600, 24)) for i, cmd in enumerate(
        ["recently used: Python: Select Interpreter", "recently used: Git: Pull", "Add Browser Breakpoint", "Add Cursor Above",
         "Add Cursor Below", "Add Cursors to Line Ends", "Add Line Comment"])]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')"), obs(c, 1, sett("word wrap"), ["main", "0 errors, 0 warnings"], pal)))
    tabs.append("settings.json")
    sj = ('{\n    "workbench.colorTheme": "Default Dark Modern",\n    "python.defaultInterpreterPath": "/usr/bin/python3",\n'
          '    "git.autofetch": true,\n    "files.autoSave": "afterDelay",\n    "files.autoSaveDelay": 2500,\n    "editor.wordWrap": "on"\n}')
    turns.append((code("pyautogui.write('Preferences: Open User Settings (JSON)')\npyautogui.press('enter')"),
                  obs(c, 2, lines(sj), ["main", "0 errors, 0 warnings", "Ln 1, Col 1", "Spaces: 4", "UTF-8", "LF", "JSON with Comments"])))
    c = "Apr 21  11:23"
    turns.append((code("pyautogui.click(498, 77)"), obs(c, 0, code_ed(), py_status)))
    turns.append((code("pyautogui.click(678, 77)"), obs(c, 1, sett("word wrap"), ["main", "0 errors, 0 warnings"])))
    st["delay"] = "2000"
    turns.append((code("pyautogui.click(1000, 127)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('auto save')"), obs(c, 1, sett("auto save"), ["main", "0 errors, 0 warnings"])))
    rs.add(task="os", tid="h14-os-09", system=sysmsg("In VS Code turn on auto save after a delay of 2500 ms and enable word wrap, then confirm both in the user settings.json."),
           turns=turns, state=state, bad=True, turn=11, kind="Files: Auto Save Delay reads back 2000 instead of the 2500 the agent set")


CONFIG_PY = '''import os
from dataclasses import dataclass


@dataclass
class Settings:
    ledger_url: str
    batch_size: int = 200
    retries: int = 3
    timeout_s: float = 12.5


def load() -> Settings:
    return Settings(
        ledger_url=os.environ["LEDGER_URL"],
        batch_size=int(os.environ.get("LEDGER_BATCH", 200)),
        retries=int(os.environ.get("LEDGER_RETRIES", 3),
        timeout_s=float(os.environ.get("LEDGER_TIMEOUT", 12.5)),
    )'''


# h14-os-10: VS Code: fix a missing parenthesis, save, rename a test file, run pytest and the dry run twice in the integrated terminal (new worker pid each run). Clean.
def t10(rs: RowSet) -> None:
    tree = ["LEDGER-SYNC", " .vscode", " src", "  ledger_sync", "   __init__.py", "   __main__.py", "   config.py", "   worker.py",
            " tests", "  test_cfg.py", "  test_worker.py", " pyproject.toml", " README.md"]
    text = {"c": CONFIG_PY}
    st = {"problems": "1 error, 0 warnings", "pos": "Ln 1, Col 1", "dirty": False, "changed": False}
    term = {"text": None}

    def obs(clock: str, extra: list[Row] | None = None) -> str:
        t = ("\u25cf " if st["dirty"] else "") + "config.py"
        panel = None
        if term["text"] is not None:
            panel = [("page-tab", "PROBLEMS", "", (410, 700), (90, 26)), ("page-tab", "OUTPUT", "", (504, 700), (80, 26)),
                     ("page-tab", "TERMINAL", "", (588, 700), (90, 26)), ("terminal", "Terminal 1, bash", term["text"], (410, 730), (1500, 320))]
        status = ["main*" if st["changed"] else "main", st["problems"], st["pos"], "Spaces: 4", "UTF-8", "LF", "Python", "3.10.12 64-bit"]
        return desk("Visual Studio Code", clock, vscode(f"{t} - ledger-sync - Visual Studio Code", tree, [t], 0, lines(text["c"]), status, panel, extra))

    c = "Apr 18  10:58"
    state = obs(c)
    turns = []
    st["pos"] = "Ln 17, Col 56"
    turns.append((code("import pyautogui\npyautogui.click(889, 413)"), obs(c)))
    text["c"] = text["c"].replace('"LEDGER_RETRIES", 3),', '"LEDGER_RETRIES", 3)),')
    st.update(pos="Ln 17, Col 57", dirty=True, changed=True, problems="0 errors, 0 warnings")
    turns.append((code("pyautogui.write(')')"), obs(c)))
    st["dirty"] = False
    c = "Apr 18  10:59"
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs(c)))
    ctx = [("menu-item", m, "", (300, 320 + 26 * i), (260, 26)) for i, m in enumerate(
        ["Open to the Side", "Open With...", "Reveal in File Manager", "Open in Integrated Terminal", "Select for Compare", "Open Timeline",
         "Cut", "Copy", "Copy Path", "Copy Relative Path", "Rename...", "Delete"])]
    turns.append((code("pyautogui.rightClick(220, 305)"), obs(c, ctx)))
    ren: list[Row] = [("entry", "Type file name. Press Enter to confirm or Escape to cancel.", "test_cfg.py", (160, 294), (240, 22))]
    turns.append((code("pyautogui.click(380, 593)"), obs(c, ren)))
    tree[tree.index("  test_cfg.py")] = "  test_config.py"
    c = "Apr 18  11:00"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('test_config.py\\n')"), obs(c)))
    p = "dev@ws-adeyemi:~/ledger-sync$"
    term["text"] = p + " "
    turns.append((code("pyautogui.hotkey('ctrl', '`')"), obs(c)))
    term["text"] = (f"{p} pytest -q tests/test_config.py\n......                                                                   [100%]\n"
                    f"6 passed in 0.41s\n{p} ")
    c = "Apr 18  11:01"
    turns.append((code("pyautogui.write('pytest -q tests/test_config.py\\n')"), obs(c)))
    run1 = ("python -m ledger_sync --dry-run\n"
            "2025-04-18 11:02:07,114 INFO ledger_sync.worker: worker pid=48211 started (batch_size=200, retries=3, timeout_s=12.5)\n"
            "2025-04-18 11:02:07,529 INFO ledger_sync.worker: dry-run: 37 entries pending, 0 pushed\n"
            "2025-04-18 11:02:07,531 INFO ledger_sync.worker: worker pid=48211 exiting\n")
    term["text"] = term["text"] + run1 + p + " "
    c = "Apr 18  11:02"
    turns.append((code("pyautogui.write('python -m ledger_sync --dry-run\\n')"), obs(c)))
    run2 = ("python -m ledger_sync --dry-run\n"
            "2025-04-18 11:02:51,870 INFO ledger_sync.worker: worker pid=48377 started (batch_size=200, retries=3, timeout_s=12.5)\n"
            "2025-04-18 11:02:52,301 INFO ledger_sync.worker: dry-run: 37 entries pending, 0 pushed\n"
            "2025-04-18 11:02:52,303 INFO ledger_sync.worker: worker pid=48377 exiting\n")
    term["text"] = term["text"] + run2 + p + " "
    turns.append((code("pyautogui.press('up')\npyautogui.press('enter')"), obs(c)))
    rs.add(task="os", tid="h14-os-10", system=sysmsg("Fix the syntax error in src/ledger_sync/config.py, rename tests/test_cfg.py to test_config.py, and check that the tests and a dry run of ledger_sync still work."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- System Monitor

Proc = list  # [name, pid, cpu, mem]


def mem_key(m: str) -> float:
    n, u = m.split()
    return float(n) * {"kB": 1e3, "MB": 1e6, "GB": 1e9}[u]


def sysmon(tab: str, procs: list[Proc], search: str | None = None, extra: list[Row] | None = None, res: list[Row] | None = None) -> list[Row]:
    body: list[Row] = [("frame", "System Monitor", "", (70, 27), (1850, 1053)), ("page-tab", "Processes", "", (760, 34), (130, 34)),
                       ("page-tab", "Resources", "", (892, 34), (130, 34)), ("page-tab", "File Systems", "", (1024, 34), (140, 34)),
                       ("toggle-button", "Search", "", (1780, 34), (34, 34)), ("push-button", "Main menu", "", (1820, 34), (34, 34))]
    if tab == "Processes":
        if search is not None:
            body.append(("entry", "Search", search, (760, 78), (400, 34)))
        y0 = 122 if search is not None else 80
        body += [("table-column-header", h, "", (x, y0), (w, 30)) for h, x, w in
                 [("Process Name", 80, 520), ("User", 600, 180), ("% CPU", 780, 120), ("ID", 900, 120), ("Memory", 1020, 160)]]
        for i, (name, pid, cpu, mem) in enumerate(procs):
            y = y0 + 32 + 30 * i
            body += [("table-cell", "", name, (80, y), (520, 30)), ("table-cell", "", procs_user(name), (600, y), (180, 30)),
                     ("table-cell", "", cpu, (780, y), (120, 30)), ("table-cell", "", str(pid), (900, y), (120, 30)),
                     ("table-cell", "", mem, (1020, y), (160, 30))]
        body.append(("push-button", "End Process", "", (1760, 1030), (140, 34)))
    else:
        body += res or []
    return body + (extra or [])


USER = {"u": "ibarra"}


def procs_user(name: str) -> str:
    return USER["u"]


# h14-os-11: System Monitor: find Zotero, read its properties, look up nextcloud, then end Zotero. BAD: turn 9 lists zotero with ID 3180, though turns 3-8 showed 3108 and nothing restarted it.
def t11(rs: RowSet) -> None:
    USER["u"] = "ibarra"
    base = [["chrome", 2610, "1.7", "598.3 MB"], ["chrome", 2655, "0.3", "142.9 MB"], ["zotero", 3108, "0.9", "486.2 MB"],
            ["gnome-shell", 1712, "3.4", "301.7 MB"], ["nextcloud", 2416, "0.1", "118.5 MB"], ["tracker-miner-fs-3", 1988, "0.0", "41.2 MB"],
            ["gnome-terminal-server", 2954, "0.2", "38.6 MB"], ["evolution-alarm-notify", 2051, "0.0", "27.3 MB"],
            ["gsd-color", 1866, "0.0", "22.4 MB"], ["ibus-daemon", 1801, "0.1", "9.8 MB"], ["pipewire", 1634, "0.1", "8.1 MB"],
            ["systemd", 1598, "0.0", "7.4 MB"], ["gnome-system-monitor", 3390, "2.2", "54.0 MB"]]
    cpu_ticks = [["1.2", "0.4", "0.7", "3.9", "0.0", "0.0", "0.3", "0.0", "0.0", "0.1", "0.2", "0.0", "2.6"],
                 ["2.1", "0.2", "1.1", "3.1", "0.2", "0.0", "0.1", "0.0", "0.0", "0.0", "0.1", "0.0", "2.4"],
                 ["0.9", "0.3", "0.6", "4.4", "0.1", "0.1", "0.2", "0.0", "0.0", "0.1", "0.1", "0.0", "2.0"]]
    mode = {"sort": "name"}

    def view(flt: str = "", tick: int = -1) -> list[Proc]:
        ps = [list(p) for p in base]
        if tick >= 0:
            for p, cp in zip(ps, cpu_ticks[tick % 3]):
                p[2] = cp
        ps = [p for p in ps if flt in p[0]]
        if mode["sort"] == "mem":
            return sorted(ps, key=lambda p: -mem_key(p[3]))
        return sorted(ps, key=lambda p: (p[0], p[1]))

    c = "Apr 24  09:47"
    state = desk("System Monitor", c, sysmon("Processes", view()))
    turns = []
    mode["sort"] = "mem"
    turns.append((code("import pyautogui\npyautogui.click(1100, 95)"), desk("System Monitor", c, sysmon("Processes", view(tick=0)))))
    turns.append((code("pyautogui.click(1797, 51)"), desk("System Monitor", c, sysmon("Processes", view(tick=0), ""))))
    turns.append((code("pyautogui.write('zotero')"), desk("System Monitor", c, sysmon("Processes", view("zotero", 1), "zotero"))))
    ctx = [("menu-item", m, "", (330, 190 + 28 * i), (220, 28)) for i, m in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Set Affinity", "Stop", "Continue", "End", "Kill"])]
    c = "Apr 24  09:48"
    turns.append((code("pyautogui.rightClick(300, 169)"), desk("System Monitor", c, sysmon("Processes", view("zotero", 1), "zotero", ctx))))
    props = [("dialog", "zotero (PID 3108)", "", (620, 240), (680, 560))]
    for i, (k, v) in enumerate([("Process Name", "zotero"), ("User", "ibarra"), ("Status", "Sleeping"), ("Memory", "486.2 MB"),
                                ("Virtual Memory", "3.1 GB"), ("Resident Memory", "505.4 MB"), ("Shared Memory", "98.7 MB"),
                                ("CPU", "1.1%"), ("CPU Time", "4 minutes 12 seconds"), ("Started", "Today 08:14"), ("Nice", "0"),
                                ("Priority", "Normal"), ("ID", "3108"),
                                ("Command Line", "/usr/lib/zotero/zotero-bin -app /usr/lib/zotero/application.ini"),
                                ("Waiting Channel", "do_sys_poll")]):
        props += [("label", k, "", (650, 290 + 32 * i), (220, 30)), ("label", v, "", (880, 290 + 32 * i), (400, 30))]
    turns.append((code("pyautogui.click(440, 204)"), desk("System Monitor", c, sysmon("Processes", view("zotero", 1), "zotero", props))))
    turns.append((code("pyautogui.press('escape')"), desk("System Monitor", c, sysmon("Processes", view("zotero", 2), "zotero"))))
    turns.append((code("pyautogui.click(960, 95)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('nextcloud')"),
                  desk("System Monitor", c, sysmon("Processes", view("nextcloud", 2), "nextcloud"))))
    c = "Apr 24  09:49"
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')"), desk("System Monitor", c, sysmon("Processes", view("", 0), ""))))
    base[2][1] = 3180
    turns.append((code("pyautogui.write('zotero')"), desk("System Monitor", c, sysmon("Processes", view("zotero", 1), "zotero"))))
    dlg = [("dialog", "End the selected process \u201czotero\u201d (PID 3180)?", "", (700, 420), (520, 180)),
           ("label", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", "", (720, 470), (480, 60)),
           ("push-button", "Cancel", "", (840, 550), (170, 34)), ("push-button", "End Process", "", (1020, 550), (170, 34))]
    turns.append((code("pyautogui.click(300, 169)\npyautogui.click(1830, 1047)"), desk("System Monitor", c, sysmon("Processes", view("zotero", 1), "zotero", dlg))))
    base.pop(2)
    turns.append((code("pyautogui.click(1105, 567)"), desk("System Monitor", c, sysmon("Processes", view("zotero", 2), "zotero"))))
    rs.add(task="os", tid="h14-os-11", system=sysmsg("Zotero is hogging memory: find it in System Monitor, note its PID and the PID of the Nextcloud client, then end Zotero."),
           turns=turns, state=state, bad=True, turn=9, kind="zotero's process ID changes from 3108 to 3180 with no restart")


# h14-os-12: System Monitor: look at the syncthing processes, restart the user service (both get new PIDs), inspect the new child, re-sort by ID. Clean.
def t12(rs: RowSet) -> None:
    base = [["syncthing", 2231, "0.0", "14.6 MB"], ["syncthing", 2288, "0.8", "61.3 MB"], ["gnome-shell", 1690, "2.8", "288.4 MB"],
            ["evolution-source-registry", 1877, "0.0", "23.1 MB"], ["code", 2790, "1.3", "402.7 MB"], ["gnome-terminal-server", 2602, "0.1", "36.2 MB"],
            ["gsd-media-keys", 1842, "0.0", "24.9 MB"], ["pulseaudio", 1611, "0.2", "12.2 MB"], ["gnome-system-monitor", 3344, "1.9", "52.8 MB"]]
    ticks = [["0.0", "0.6", "3.1", "0.0", "1.0", "0.2", "0.0", "0.1", "2.2"], ["0.0", "1.1", "2.6", "0.0", "1.6", "0.1", "0.0", "0.3", "1.8"]]
    mode = {"sort": "cpu"}
    t = {"i": 0}

    def view(flt: str = "") -> list[Proc]:
        ps = [list(p) for p in base]
        for p, cp in zip(ps, ticks[t["i"] % 2]):
            if p[1] < 3000:
                p[2] = cp
        t["i"] += 1
        ps = [p for p in ps if flt in p[0]]
        if mode["sort"] == "id":
            return sorted(ps, key=lambda p: p[1])
        return sorted(ps, key=lambda p: (-float(p[2]), p[1]))

    def res(rx_total: str, rx: str, cpus: list[str], mem: str) -> list[Row]:
        rows: list[Row] = [("label", "CPU", "", (100, 90), (200, 24))]
        rows += [("label", f"CPU{i + 1}", v, (100 + 220 * i, 330), (200, 24)) for i, v in enumerate(cpus)]
        rows += [("label", "Memory and Swap History", "", (100, 380), (400, 24)), ("label", "Memory", mem, (100, 620), (600, 24)),
                 ("label", "Swap", "0 bytes (0.0%) of 2.0 GiB", (800, 620), (600, 24)), ("label", "Network History", "", (100, 670), (400, 24)),
                 ("label", "Receiving", rx, (100, 910), (300, 24)), ("label", "Total Received", rx_total, (420, 910), (300, 24)),
                 ("label", "Sending", "1.3 KiB/s", (800, 910), (300, 24)), ("label", "Total Sent", "214.8 MiB", (1120, 910), (300, 24))]
        return rows

    USER["u"] = "okafor"
    c = "Apr 25  14:25"
    state = desk("System Monitor", c, sysmon("Processes", view()))
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(1797, 51)\npyautogui.write('sync')"), desk("System Monitor", c, sysmon("Processes", view("sync"), "sync"))))
    turns.append((code("pyautogui.click(957, 51)"), desk("System Monitor", c, sysmon("Resources", [], res=res("1.2 GiB", "18.6 KiB/s", ["4.1%", "2.7%", "6.0%", "3.3%"], "3.4 GiB (44.6%) of 7.7 GiB")))))
    c = "Apr 25  14:26"
    turns.append((code("pyautogui.click(825, 51)"), desk("System Monitor", c, sysmon("Processes", view("sync"), "sync"))))
    base[0][1:] = [3391, "0.0", "14.8 MB"]
    base[1][1:] = [3412, "11.4", "48.9 MB"]
    c = "Apr 25  14:27"
    turns.append((code("import subprocess\nsubprocess.run(['systemctl', '--user', 'restart', 'syncthing.service'], check=True)"),
                  desk("System Monitor", c, sysmon("Processes", view("sync"), "sync"))))
    base[1][2:] = ["7.9", "52.6 MB"]
    v = view("sync")
    row = [p[1] for p in v].index(3412)
    ctx = [("menu-item", m, "", (330, 200 + 30 * row + 28 * i), (220, 28)) for i, m in enumerate(
        ["Properties", "Memory Maps", "Open Files", "Change Priority", "Set Affinity", "Stop", "Continue", "End", "Kill"])]
    turns.append((code(f"pyautogui.rightClick(300, {169 + 30 * row})"), desk("System Monitor", c, sysmon("Processes", v, "sync", ctx))))
    props = [("dialog", "syncthing (PID 3412)", "", (620, 240), (680, 560))]
    for i, (k, val) in enumerate([("Process Name", "syncthing"), ("User", "okafor"), ("Status", "Sleeping"), ("Memory", "52.6 MB"),
                                  ("Virtual Memory", "1.4 GB"), ("Resident Memory", "58.0 MB"), ("CPU", "7.9%"), ("CPU Time", "3 seconds"),
                                  ("Started", "Today 14:27"), ("Nice", "0"), ("ID", "3412"),
                                  ("Command Line", "/usr/bin/syncthing serve --no-browser --no-restart --logflags=0"), ("Waiting Channel", "futex_wait_queue")]):
        props += [("label", k, "", (650, 290 + 32 * i), (220, 30)), ("label", val, "", (880, 290 + 32 * i), (400, 30))]
    base[1][2] = "5.2"
    turns.append((code(f"pyautogui.click(440, {214 + 30 * row})"), desk("System Monitor", c, sysmon("Processes", view("sync"), "sync", props))))
    base[1][2:] = ["2.4", "53.1 MB"]
    turns.append((code("pyautogui.press('escape')"), desk("System Monitor", c, sysmon("Processes", view("sync"), "sync"))))
    mode["sort"] = "id"
    c = "Apr 25  14:28"
    base[1][2] = "1.3"
    turns.append((code("pyautogui.click(960, 137)"), desk("System Monitor", c, sysmon("Processes", view("sync"), "sync"))))
    base[1][2] = "0.9"
    turns.append((code("pyautogui.click(960, 95)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')"), desk("System Monitor", c, sysmon("Processes", view(""), ""))))
    turns.append((code("pyautogui.click(957, 51)"), desk("System Monitor", c, sysmon("Resources", [], res=res("1.3 GiB", "842.0 KiB/s", ["9.8%", "12.1%", "7.4%", "10.6%"], "3.4 GiB (44.9%) of 7.7 GiB")))))
    rs.add(task="os", tid="h14-os-12", system=sysmsg("Restart the Syncthing user service and check in System Monitor that it came back (tell me its new PID)."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- Terminal

RESTIC_ENV = ("export RESTIC_REPOSITORY=sftp:backup@10.20.4.17:/srv/restic/ws-ortiz\n"
              "export RESTIC_PASSWORD_FILE=/home/ortiz/.config/restic/pass\n"
              "export RESTIC_KEEP_DAILY=7\nexport RESTIC_KEEP_WEEKLY=4\nexport RESTIC_KEEP_MONTHLY=6\n")
NIGHTLY = ('#!/bin/bash\nset -euo pipefail\nsource "$HOME/backup/restic.env"\n'
           'restic backup "$HOME" --exclude-file "$HOME/backup/excludes.txt" --tag nightly\n'
           'restic forget --keep-daily "$RESTIC_KEEP_DAILY" --keep-weekly "$RESTIC_KEEP_WEEKLY" --keep-monthly "$RESTIC_KEEP_MONTHLY" --prune\n')
EXCLUDES = "/home/ortiz/.cache\n/home/ortiz/Downloads\n*.iso\n"


def term_win(title: str, buf: str) -> list[Row]:
    return [("frame", title, "", (70, 27), (1850, 1053)), ("push-button", "New Tab", "", (80, 34), (34, 34)),
            ("label", title, "", (860, 40), (300, 24)), ("push-button", "Search", "", (1760, 34), (34, 34)),
            ("push-button", "Menu", "", (1800, 34), (34, 34)), ("push-button", "Close", "", (1860, 34), (34, 34)),
            ("terminal", "Terminal", buf, (70, 74), (1850, 1006))]


# h14-os-13: Terminal: inspect a restic backup setup and install a nightly cron job. BAD: turn 9's grep shows RESTIC_REPOSITORY with host 10.20.4.71, but turn 1's cat showed 10.20.4.17 and the file was never written.
def t13(rs: RowSet) -> None:
    p = "ortiz@ws-ortiz:~$"
    title = "ortiz@ws-ortiz: ~"
    buf = {"b": f"{p} "}

    def run(cmd: str, out: str) -> str:
        buf["b"] = buf["b"] + cmd + "\n" + out + f"{p} "
        return buf["b"]

    c = "Apr 24  19:05"
    state = desk("Terminal", c, term_win(title, buf["b"]))
    turns = []
    cmd = "cat ~/backup/restic.env"
    turns.append((code(f"import pyautogui\npyautogui.write('{cmd}\\n')"), desk("Terminal", c, term_win(title, run(cmd, RESTIC_ENV)))))
    ls = (f"total 12\n-rw-r--r-- 1 ortiz ortiz {len(EXCLUDES):>4} Apr  3 21:44 excludes.txt\n"
          f"-rwx------ 1 ortiz ortiz {len(NIGHTLY):>4} Apr  3 21:40 nightly.sh\n-rw------- 1 ortiz ortiz {len(RESTIC_ENV):>4} Apr  3 21:36 restic.env\n")
    cmd = "ls -l ~/backup"
    turns.append((code(f"pyautogui.write('{cmd}\\n')"), desk("Terminal", c, term_win(title, run(cmd, ls)))))
    cmd = "cat ~/backup/nightly.sh"
    c = "Apr 24  19:06"
    turns.append((code(f"pyautogui.write('{cmd}\\n')"), desk("Terminal", c, term_win(title, run(cmd, NIGHTLY)))))
    cmd = "crontab -l"
    turns.append((code(f"pyautogui.write('{cmd}\\n')"), desk("Terminal", c, term_win(title, run(cmd, "no crontab for ortiz\n")))))
    cmd = '(crontab -l 2>/dev/null; echo "30 2 * * * $HOME/backup/nightly.sh >> $HOME/backup/nightly.log 2>&1") | crontab -'
    c = "Apr 24  19:07"
    turns.append((code(f"pyautogui.write('{cmd}\\n')"), desk("Terminal", c, term_win(title, run(cmd, "")))))
    cmd = "crontab -l"
    turns.append((code(f"pyautogui.write('{cmd}\\n')"),
                  desk("Terminal", c, term_win(title, run(cmd, "30 2 * * * /home/ortiz/backup/nightly.sh >> /home/ortiz/backup/nightly.log 2>&1\n")))))
    buf["b"] = f"{p} "
    turns.append((code("pyautogui.hotkey('ctrl', 'l')"), desk("Terminal", c, term_win(title, buf["b"]))))
    cmd = "ssh -o BatchMode=yes -o ConnectTimeout=5 backup@10.20.4.17 true && echo reachable"
    c = "Apr 24  19:08"
    turns.append((code(f"pyautogui.write('{cmd}\\n')"), desk("Terminal", c, term_win(title, run(cmd, "reachable\n")))))
    cmd = "grep -n RESTIC_ ~/backup/restic.env"
    drifted = RESTIC_ENV.replace("10.20.4.17", "10.20.4.71")
    out = "".join(f"{i}:{ln}\n" for i, ln in enumerate(drifted.splitlines(), 1))
    turns.append((code(f"pyautogui.write('{cmd}\\n')"), desk("Terminal", c, term_win(title, run(cmd, out)))))
    cmd = "date"
    c = "Apr 24  19:09"
    turns.append((code(f"pyautogui.write('{cmd}\\n')"), desk("Terminal", c, term_win(title, run(cmd, "Thu Apr 24 19:09:12 CEST 2025\n")))))
    rs.add(task="os", tid="h14-os-13", system=sysmsg("Schedule my restic backup script (~/backup/nightly.sh) to run every night at 02:30 with cron, logging to ~/backup/nightly.log, and check the backup server is reachable."),
           turns=turns, state=state, bad=True, turn=9, kind="repository host in restic.env reads 10.20.4.71 on the second read, 10.20.4.17 on the first, no write between")


# ---------------------------------------------------------------- Thunderbird

Msg = dict


def tbird(account: str, folder: str, folders: list[tuple[str, str]], msgs: list[Msg], unread: int, total: int,
          shown: Msg | None = None, extra: list[Row] | None = None, summary: str | None = None) -> list[Row]:
    body: list[Row] = [("frame", f"{folder} - {account} - Mozilla Thunderbird", "", (70, 27), (1850, 1053)),
                       ("push-button", "Get Messages", "", (90, 76), (120, 34)), ("push-button", "Write", "", (214, 76), (90, 34)),
                       ("push-button", "Tag", "", (308, 76), (70, 34)), ("push-button", "Quick Filter", "", (382, 76), (120, 34)),
                       ("entry", "Search <Ctrl+K>", "", (900, 76), (500, 34)), ("push-button", "AppMenu", "", (1860, 76), (34, 34))]
    for i, (name, count) in enumerate(folders):
        body.append(("tree-item", name, count, (80 + (24 if name.startswith(" ") else 0), 130 + 30 * i), (300, 30)))
    body = [(r[0], r[1].strip(), r[2], r[3], r[4]) for r in body]
    body += [("table-column-header", h, "", (x, 130), (w, 28)) for h, x, w in [("Subject", 400, 760), ("Correspondents", 1160, 330), ("Date", 1490, 180)]]
    for i, m in enumerate(msgs):
        y = 160 + 28 * i
        subj = m["subj"] + ("  (unread)" if m.get("unread") else "")
        body += [("table-cell", "", subj, (400, y), (760, 28)), ("table-cell", "", m["who"], (1160, y), (330, 28)),
                 ("table-cell", "", m["date"], (1490, y), (180, 28))]
    if shown:
        body += [("label", "From", shown["from"], (400, 600), (900, 24)), ("label", "Subject", shown["subj"], (400, 626), (900, 24)),
                 ("label", "To", account, (400, 652), (900, 24)), ("label", "Date", shown["full"], (1500, 600), (300, 24)),
                 ("document-web", "", shown["body"], (400, 690), (1500, 330))]
    elif summary:
        body.append(("label", summary, "", (400, 600), (400, 30)))
    body += [("label", f"Unread: {unread}", "", (1600, 1056), (110, 22)), ("label", f"Total: {total}", "", (1720, 1056), (110, 22))]
    return body + (extra or [])


def mk(subj: str, who: str, date: str, unread: bool = False, full: str = "", body: str = "", frm: str = "") -> Msg:
    return {"subj": subj, "who": who, "date": date, "unread": unread, "full": full or date, "body": body,
            "from": frm or f"{who} <{who.lower().replace(' ', '.')}@example.net>"}


# h14-os-14: Thunderbird: read messages, archive three, fetch new mail, look in Archives, toggle read state. Unread/total counts move with every step. Clean.
def t14(rs: RowSet) -> None:
    acct = "priya.raman@orchardline.io"
    inbox = [mk("Re: Q2 pallet rates \u2013 Felixstowe", "Declan Moyo", "08:12", True, "25/04/2025, 08:12",
                "Hi Priya,\nFelixstowe came back at \u00a341.50 per pallet for Q2, down from \u00a343.20. Valid to 30 June. OK to confirm?\nDeclan", "Declan Moyo <d.moyo@orchardline.io>"),
             mk("Timesheet reminder", "HR Orchardline", "07:30"),
             mk("Customs hold: shipment OL-55812", "Brokerage Desk", "07:02", True, "25/04/2025, 07:02",
                "Shipment OL-55812 (2 x 40HC) is on hold at Felixstowe pending a commercial invoice with HS codes. Please send by 12:00 to avoid demurrage.", "Brokerage Desk <brokerage@orchardline.io>"),
             mk("Your AWS invoice is available", "Amazon Web Services", "06:15"),
             mk("Weekly carrier scorecard (wk 16)", "BI Reports", "24/04/2025, 18:05", True),
             mk("Re: forklift service slot", "Hana Yilmaz", "24/04/2025, 16:48"),
             mk("Reefer alarm log \u2013 trailer 14", "TelematicsBot", "24/04/2025, 14:20", True),
             mk("Lunch & learn: dangerous goods", "Events", "24/04/2025, 12:02", False, "24/04/2025, 12:02",
                "Join us on Thursday 1 May, 12:30, Room B2, for a 40-minute session on ADR dangerous goods paperwork. Sandwiches provided.", "Events <events@orchardline.io>"),
             mk("Fwd: pallet wrap supplier quote", "Declan Moyo", "24/04/2025, 10:31", True),
             mk("Gate camera offline (Dock 3)", "Facilities", "24/04/2025, 09:14"),
             mk("Re: Re: Q1 claims reconciliation", "Ines Carvalho", "23/04/2025, 17:55"),
             mk("Password expiry notice", "IT Service Desk", "23/04/2025, 15:40", True),
             mk("Invoice ORL-7781 paid", "Accounts Payable", "23/04/2025, 11:09"),
             mk("Driver roster \u2013 May", "Transport Planning", "23/04/2025, 08:47"),
             mk("Re: seal number mismatch", "Brokerage Desk", "22/04/2025, 16:30"),
             mk("Pallet audit results", "Hana Yilmaz", "22/04/2025, 13:02", True),
             mk("Quarterly fire drill", "Facilities", "22/04/2025, 09:00")]
    hidden = {"inbox_total": 48 - len(inbox), "inbox_unread": 3}
    archives = [mk("Carrier onboarding: Nordvik Haulage", "Procurement", "14/04/2025, 10:12"), mk("Re: April stocktake", "Ines Carvalho", "11/04/2025, 16:20"),
                mk("Dock 5 door repair done", "Facilities", "10/04/2025, 08:55"), mk("Invoice ORL-7702 paid", "Accounts Payable", "09/04/2025, 11:41")]
    arch_extra = 212 - len(archives)

    def counts() -> tuple[int, int]:
        return sum(m["unread"] for m in inbox) + hidden["inbox_unread"], len(inbox) + hidden["inbox_total"]

    def tree() -> list[tuple[str, str]]:
        u, _ = counts()
        au = sum(m["unread"] for m in archives)
        return [("Inbox", str(u) if u else ""), ("Drafts", ""), ("Sent", ""), ("Archives", str(au) if au else ""), ("Junk", "3"),
                ("Trash", ""), ("Local Folders", ""), (" Vendors", "")]

    def obs(clock: str, shown: Msg | None = None, summary: str | None = None) -> str:
        u, t = counts()
        return desk("Thunderbird Mail", clock, tbird(acct, "Inbox", tree(), inbox[:14], u, t, shown, summary=summary))

    def ay(i: int) -> int:
        return 174 + 28 * i

    c = "Apr 25  08:31"
    state = obs(c)
    turns = []
    inbox[0]["unread"] = False
    turns.append((code(f"import pyautogui\npyautogui.click(700, {ay(0)})"), obs(c, inbox[0])))
    inbox[2]["unread"] = False
    turns.append((code(f"pyautogui.click(700, {ay(2)})"), obs(c, inbox[2])))
    c = "Apr 25  08:32"
    turns.append((code(f"pyautogui.click(700, {ay(4)})\npyautogui.keyDown('ctrl')\npyautogui.click(700, {ay(5)})\npyautogui.click(700, {ay(6)})\npyautogui.keyUp('ctrl')"),
                  obs(c, None, "3 Messages")))
    moved = inbox[4:7]
    del inbox[4:7]
    archives[:0] = moved
    turns.append((code("pyautogui.press('a')"), obs(c, inbox[4])))
    c = "Apr 25  08:33"
    inbox[:0] = [mk("Re: Customs hold: shipment OL-55812", "Brokerage Desk", "08:33", True, "25/04/2025, 08:33",
                    "Commercial invoice received, thanks. Hold released; collection booked for 14:00 today.", "Brokerage Desk <brokerage@orchardline.io>"),
                 mk("Slot confirmation \u2013 Tilbury berth 7", "PortLink", "08:32", True)]
    turns.append((code("pyautogui.click(150, 93)"), obs(c, inbox[6])))
    au = sum(m["unread"] for m in archives)
    turns.append((code("pyautogui.click(230, 235)"),
                  desk("Thunderbird Mail", c, tbird(acct, "Archives", tree(), archives, au, len(archives) + arch_extra))))
    turns.append((code("pyautogui.click(230, 145)"), obs(c, inbox[6])))
    inbox[0]["unread"] = False
    c = "Apr 25  08:34"
    turns.append((code(f"pyautogui.click(700, {ay(0)})"), obs(c, inbox[0])))
    inbox[0]["unread"] = True
    turns.append((code("pyautogui.press('m')"), obs(c, inbox[0])))
    rs.add(task="os", tid="h14-os-14", system=sysmsg("Go through my Thunderbird inbox: read the pallet-rate and customs messages, archive the scorecard, forklift and reefer mails, check for new mail, and leave the newest customs reply marked unread so I see it later."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# h14-os-15: Thunderbird: delete two duplicate mails from a local folder, file one inbox mail into it, re-sort. BAD: turn 10's status bar says Total: 9 while 8 messages are listed and turn 9 said 8 (9 - 2 deleted + 1 moved = 8).
def t15(rs: RowSet) -> None:
    acct = "tom.achebe@fernhollow.co"
    kf = [mk("Invoice KF-20931", "Kestrel Freight Accounts", "11/04/2025, 09:02", False, "11/04/2025, 09:02",
             "Please find attached invoice KF-20931 for consignments DN-7781 and DN-7790. Amount due: \u00a32,418.60, payment terms 30 days.", "Kestrel Freight Accounts <accounts@kestrelfreight.co.uk>"),
          mk("Invoice KF-20931", "Kestrel Freight Accounts", "11/04/2025, 09:02", False, "11/04/2025, 09:02",
             "Please find attached invoice KF-20931 for consignments DN-7781 and DN-7790. Amount due: \u00a32,418.60, payment terms 30 days.", "Kestrel Freight Accounts <accounts@kestrelfreight.co.uk>"),
          mk("Delivery note DN-7781", "Kestrel Dispatch", "08/04/2025, 15:44", False, "08/04/2025, 15:44",
             "Delivered 08/04 15:21 to Fernhollow Unit 4, 6 pallets, signed by R. Okoye.", "Kestrel Dispatch <dispatch@kestrelfreight.co.uk>"),
          mk("Delivery note DN-7781", "Kestrel Dispatch", "08/04/2025, 15:44", False, "08/04/2025, 15:44",
             "Delivered 08/04 15:21 to Fernhollow Unit 4, 6 pallets, signed by R. Okoye.", "Kestrel Dispatch <dispatch@kestrelfreight.co.uk>"),
          mk("Rate card 2025 (revised)", "Sina Halvorsen", "02/04/2025, 11:20", False, "02/04/2025, 11:20",
             "Hi Tom, revised rate card attached: full pallet zone B now \u00a338.90 (was \u00a337.40). Effective 1 May.", "Sina Halvorsen <s.halvorsen@kestrelfreight.co.uk>"),
          mk("Re: missing pallet on DN-7702", "Kestrel Dispatch", "28/03/2025, 16:05"),
          mk("Invoice KF-20877", "Kestrel Freight Accounts", "21/03/2025, 09:01"),
          mk("Delivery note DN-7702", "Kestrel Dispatch", "19/03/2025, 14:37"),
          mk("Welcome to Kestrel Freight online tracking", "Kestrel Freight", "03/03/2025, 10:00")]
    inbox = [mk("Quote request: 12 pallets to Leeds", "Aldous Pryce", "15:03", True),
             mk("Kestrel Freight: revised ETA for container MSCU 4471182", "Kestrel Dispatch", "14:52", True, "25/04/2025, 14:52",
                "Container MSCU 4471182 is now due at Fernhollow Unit 4 on 29/04 between 08:00 and 10:00 (was 28/04). Reason: vessel delay at Rotterdam.",
                "Kestrel Dispatch <dispatch@kestrelfreight.co.uk>"),
             mk("Re: shelving order #4410", "Mara Lindgren", "13:37"), mk("Your Zoom webinar starts in 1 hour", "Zoom", "13:00", True),
             mk("Staff car park resurfacing", "Facilities", "11:26"), mk("Re: returns backlog", "Aldous Pryce", "10:05", True),
             mk("April payroll", "Payroll", "09:12"), mk("Fork truck licence renewal", "Training", "24/04/2025, 16:40"),
             mk("Re: Q2 budget", "Mara Lindgren", "24/04/2025, 11:02"), mk("Weekly security digest", "IT Security", "24/04/2025, 08:00")]
    hidden = {"total": 63 - len(inbox), "unread": 1}
    st = {"asc": False, "drift": 0}

    def tree() -> list[tuple[str, str]]:
        iu = sum(m["unread"] for m in inbox) + hidden["unread"]
        ku = sum(m["unread"] for m in kf)
        return [("Inbox", str(iu)), ("Drafts", ""), ("Sent", ""), ("Archives", ""), ("Junk", ""), ("Trash", ""),
                ("Local Folders", ""), (" Kestrel Freight", str(ku) if ku else ""), (" Trash", "")]

    def kobs(clock: str, shown: Msg | None = None) -> str:
        rows = list(reversed(kf)) if st["asc"] else kf
        return desk("Thunderbird Mail", clock, tbird(acct, "Kestrel Freight", tree(), rows, sum(m["unread"] for m in kf), len(kf) + st["drift"], shown))

    def iobs(clock: str, shown: Msg | None = None) -> str:
        return desk("Thunderbird Mail", clock, tbird(acct, "Inbox", tree(), inbox, sum(m["unread"] for m in inbox) + hidden["unread"], len(inbox) + hidden["total"], shown))

    def ay(i: int) -> int:
        return 174 + 28 * i

    c = "Apr 25  15:10"
    state = iobs(c)
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(230, 355)"), kobs(c)))
    turns.append((code(f"pyautogui.click(700, {ay(1)})"), kobs(c, kf[1])))
    del kf[1]
    turns.append((code("pyautogui.press('delete')"), kobs(c, kf[1])))
    c = "Apr 25  15:11"
    turns.append((code(f"pyautogui.click(700, {ay(2)})"), kobs(c, kf[2])))
    del kf[2]
    turns.append((code("pyautogui.press('delete')"), kobs(c, kf[2])))
    last = kf[2]
    turns.append((code("pyautogui.click(230, 145)"), iobs(c)))
    eta = inbox.pop(1)
    kf.insert(0, eta)
    c = "Apr 25  15:12"
    turns.append((code(f"pyautogui.moveTo(700, {ay(1)})\npyautogui.dragTo(230, 355, duration=1.0)"), iobs(c)))
    turns.append((code("pyautogui.click(230, 355)"), kobs(c, last)))
    eta["unread"] = False
    turns.append((code(f"pyautogui.click(700, {ay(0)})"), kobs(c, eta)))
    st["asc"] = True
    st["drift"] = 1
    c = "Apr 25  15:13"
    turns.append((code("pyautogui.click(1580, 144)"), kobs(c, eta)))
    rs.add(task="os", tid="h14-os-15", system=sysmsg("Clean up my local 'Kestrel Freight' mail folder in Thunderbird: remove the duplicate invoice and delivery note, file today's ETA update from the inbox there, and sort the folder oldest first."),
           turns=turns, state=state, bad=True, turn=10, kind="status bar Total for the folder says 9 while 8 messages are listed and the previous turn said 8")


# ---------------------------------------------------------------- LibreOffice Writer / Impress

WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]


def writer(doc: str, paras: list[tuple[str, str]], page: str, words: str, modified: bool, extra: list[Row] | None = None,
           style: str = "Default Paragraph Style") -> list[Row]:
    body: list[Row] = [("frame", f"{doc} - LibreOffice Writer", "", (70, 27), (1850, 1053))]
    body += [("menu", m, "", (78 + 56 * i, 64), (52, 23)) for i, m in enumerate(WRITER_MENUS)]
    body += [("push-button", b, "", (78 + 34 * i, 92), (32, 32)) for i, b in enumerate(
        ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo", "Insert Table", "Insert Image",
         "Insert Chart", "Insert Special Character", "Track Changes"])]
    body += [("combo-box", "Paragraph Style", style, (78, 130), (200, 26)), ("combo-box", "Font Name", "Liberation Serif", (282, 130), (200, 26)),
             ("combo-box", "Font Size", "12 pt", (486, 130), (70, 26))]
    y = 220
    for name, text in paras:
        h = 24 * (1 + len(text) // 110)
        body.append(("paragraph", name, text, (560, y), (800, h)))
        y += h + 10
    body += [("label", page, "", (78, 1034), (120, 20)), ("label", words, "", (220, 1034), (300, 20)),
             ("label", "Default Page Style", "", (560, 1034), (150, 20)), ("label", "English (UK)", "", (740, 1034), (110, 20)),
             ("label", "The document has been modified. Click to save the document." if modified else
              "The document has not been modified since the last save.", "", (1260, 1034), (20, 20)), ("label", "100%", "", (1860, 1034), (44, 20))]
    return body + (extra or [])


def wc(text: str) -> tuple[int, int]:
    return len([w for w in text.split() if w not in ("\u2013", "\u2014")]), len(text)


# h14-os-16: Writer survey report: title case, add a line, 1.5 line spacing (pages 3 -> 4), page numbers, save as Word. Word count rises by exactly what was typed. Clean.
def t16(rs: RowSet) -> None:
    doc = "site_survey_report.docx"
    paras = [["", "site survey report \u2013 unit 7, brackley trading estate"], ["", "Prepared for: Halden Property Partners"],
             ["", "Survey date: 14 April 2025"], ["", "1. Scope"],
             ["", "This report records the condition of the warehouse envelope, roof, loading doors and mechanical services at Unit 7 on the day of inspection. It does not cover below-ground drainage or the office fit-out, which were excluded by the client."],
             ["", "2. Roof"],
             ["", "The profiled steel roof sheets are in fair condition. Corrosion was noted at 11 of the 46 fixings checked along the north-east ridge, and two rooflights show crazing consistent with UV degradation."]]
    st = {"w": 1412, "c": 8906, "pages": 3, "mod": False}
    extra_rows: list[Row] = []

    def obs(clock: str, sel: tuple[int, int] | None = None, extra: list[Row] | None = None) -> str:
        words = f"Selected: {sel[0]:,} words, {sel[1]:,} characters" if sel else f"{st['w']:,} words, {st['c']:,} characters"
        return desk("LibreOffice Writer", clock, writer(doc, [(a, b) for a, b in paras], f"Page 1 of {st['pages']}", words, bool(st["mod"]),
                                                        extra_rows + (extra or [])))

    c = "Apr 28  09:36"
    state = obs(c)
    turns = []
    turns.append((code("import pyautogui\npyautogui.tripleClick(900, 232)"), obs(c, wc(paras[0][1]))))
    paras[0][1] = "Site Survey Report \u2013 Unit 7, Brackley Trading Estate"
    st["mod"] = True
    turns.append((code("WriterTools.change_text_case('title')"), obs(c, wc(paras[0][1]))))
    add = "Surveyed by: R. Adeyemi-Clarke"
    paras.insert(3, ["", add])
    st["w"] += wc(add)[0]
    st["c"] += wc(add)[1]
    c = "Apr 28  09:37"
    turns.append((code("pyautogui.click(1141, 300)\npyautogui.press('end')\npyautogui.write('\\n" + add + "')"), obs(c)))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')"), obs(c, (st["w"], st["c"]))))
    st["pages"] = 4
    turns.append((code("WriterTools.set_line_spacing(1.5)"), obs(c, (st["w"], st["c"]))))
    c = "Apr 28  09:38"
    turns.append((code("pyautogui.click(600, 368)"), obs(c)))
    extra_rows.append(("paragraph", "Footer", "1", (950, 1000), (40, 20)))
    turns.append((code("WriterTools.add_page_numbers('bottom', 'center')"), obs(c)))
    dlg: list[Row] = [("dialog", "Keep current format", "", (700, 420), (520, 180)),
                      ("label", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cWord 2007-365\u201d.", "", (720, 450), (480, 60)),
                      ("push-button", "Use Word 2007-365!", "", (860, 566), (170, 28)), ("push-button", "Use ODF Format!", "", (1040, 566), (160, 28))]
    turns.append((code("WriterTools.save()"), obs(c, None, dlg)))
    st["mod"] = False
    turns.append((code("pyautogui.click(944, 580)"), obs(c)))
    rs.add(task="os", tid="h14-os-16", system=sysmsg("In site_survey_report.docx: put the title in Title Case, add 'Surveyed by: R. Adeyemi-Clarke' under the survey date, use 1.5 line spacing, add centred page numbers at the bottom and save as Word."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# h14-os-17: Writer grant narrative: edit a figure, save, check Properties, export PDF, check Properties again. BAD: turn 9's Properties shows Modified 11:03:32, but turn 5 showed 11:07:32 and the document was not saved again (PDF export only).
def t17(rs: RowSet) -> None:
    doc = "grant_budget_narrative.odt"
    paras = [["", "Budget Narrative \u2013 Coastal Sediment Monitoring (CSM-2)"], ["", "1. Personnel"],
             ["", "Personnel costs total \u20ac148,200 over 24 months: a 0.6 FTE postdoctoral researcher (\u20ac96,400), a 0.4 FTE field technician (\u20ac38,900) and student assistants for sampling campaigns (\u20ac12,900)."],
             ["", "2. Equipment"],
             ["", "A multiparameter sonde (YSI EXO2) and two turbidity loggers are requested (\u20ac31,750). Existing boats and winches at the Kilrush field station will be used at no cost to the project."],
             ["", "3. Travel"], ["", "Eighteen two-day sampling trips to the Shannon estuary are budgeted at \u20ac410 each (\u20ac7,380)."]]
    st = {"mod": False, "w": "2,318 words, 15,204 characters"}

    def obs(clock: str, extra: list[Row] | None = None) -> str:
        return desk("LibreOffice Writer", clock, writer(doc, [(a, b) for a, b in paras], "Page 1 of 5", st["w"], st["mod"], extra))

    def props(modified: str) -> list[Row]:
        rows: list[Row] = [("dialog", f"Properties of \u201c{doc}\u201d", "", (560, 220), (800, 620))]
        rows += [("page-tab", t, "", (580 + 110 * i, 260), (106, 28)) for i, t in enumerate(["General", "Description", "Custom Properties", "Security", "Font", "Statistics"])]
        for i, (k, v) in enumerate([("Type:", "OpenDocument Text"), ("Location:", "/home/orla/Documents/Grants"), ("Size:", "23.4 kB (23,961 bytes)"),
                                    ("Created:", "03/03/2025, 14:22:05, Orla Brennan"), ("Modified:", modified), ("Digitally signed:", "Document not signed"),
                                    ("Last printed:", ""), ("Total editing time:", "06:41:18"), ("Revision number:", "19")]):
            rows += [("label", k, "", (600, 320 + 34 * i), (200, 30)), ("label", v, "", (820, 320 + 34 * i), (500, 30))]
        rows += [("push-button", "Help", "", (580, 790), (90, 32)), ("push-button", "Reset Properties", "", (760, 790), (150, 32)),
                 ("push-button", "OK", "", (1150, 790), (90, 32)), ("push-button", "Cancel", "", (1250, 790), (90, 32))]
        return rows

    fmenu = [("menu-item", m, "", (78, 90 + 26 * i), (300, 26)) for i, m in enumerate(
        ["New", "Open...", "Open Remote...", "Recent Documents", "Close", "Wizards", "Templates", "Reload", "Versions...", "Save", "Save As...",
         "Save Remote...", "Save a Copy...", "Save All", "Export...", "Export As", "Send", "Preview in Web Browser", "Print Preview", "Print...",
         "Printer Settings...", "Properties...", "Digital Signatures", "Exit LibreOffice"])]
    c = "Apr 28  11:05"
    state = obs(c)
    turns = []
    turns.append((code("import pyautogui\npyautogui.click(820, 322)"), obs(c)))
    paras[2][1] = paras[2][1].replace("\u20ac148,200", "\u20ac151,600").replace("(\u20ac12,900)", "(\u20ac16,300)")
    st["mod"] = True
    c = "Apr 28  11:06"
    turns.append((code("pyautogui.doubleClick(812, 322)\npyautogui.write('151,600')\npyautogui.doubleClick(1006, 324)\npyautogui.write('16,300')"), obs(c)))
    st["mod"] = False
    c = "Apr 28  11:07"
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs(c)))
    turns.append((code("pyautogui.click(104, 75)"), obs(c, fmenu)))
    turns.append((code("pyautogui.click(200, 649)"), obs(c, props("28/04/2025, 11:07:32, Orla Brennan"))))
    c = "Apr 28  11:08"
    turns.append((code("pyautogui.click(1195, 806)"), obs(c)))
    exp: list[Row] = [("dialog", "Export", "", (460, 200), (1000, 640)), ("push-button", "Home", "", (480, 240), (80, 30)),
                      ("push-button", "Documents", "", (562, 240), (110, 30)), ("push-button", "Grants", "", (674, 240), (90, 30)),
                      ("table-cell", "", "CSM-2_budget.ods", (700, 300), (500, 30)), ("table-cell", "", "grant_budget_narrative.odt", (700, 330), (500, 30)),
                      ("table-cell", "", "letters_of_support", (700, 360), (500, 30)),
                      ("text", "Name", "grant_budget_narrative.pdf", (560, 740), (600, 32)), ("combo-box", "File type", "PDF - Portable Document Format (.pdf)", (560, 780), (400, 32)),
                      ("push-button", "Cancel", "", (1260, 790), (90, 32)), ("push-button", "Save", "", (1360, 790), (80, 32))]
    turns.append((code("pyautogui.click(196, 108)"), obs(c, exp)))
    turns.append((code("pyautogui.click(1400, 806)"), obs(c)))
    c = "Apr 28  11:09"
    turns.append((code("pyautogui.click(104, 75)\npyautogui.click(200, 649)"), obs(c, props("28/04/2025, 11:03:32, Orla Brennan"))))
    turns.append((code("pyautogui.click(1295, 806)"), obs(c)))
    rs.add(task="os", tid="h14-os-17", system=sysmsg("In grant_budget_narrative.odt raise the personnel total to \u20ac151,600 (student assistants \u20ac16,300), save, check the document properties, and export a PDF next to it."),
           turns=turns, state=state, bad=True, turn=9, kind="document Modified timestamp in Properties differs from the earlier reading without any save")


def impress(doc: str, titles: list[str], cur: int, content: list[Row], modified: bool, extra: list[Row] | None = None) -> list[Row]:
    body: list[Row] = [("frame", f"{doc} - LibreOffice Impress", "", (70, 27), (1850, 1053))]
    body += [("menu", m, "", (78 + 56 * i, 64), (52, 23)) for i, m in enumerate(
        ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"])]
    body += [("list-item", f"Slide {i}", t, (84, 140 + 92 * (i - 1)), (190, 88)) for i, t in enumerate(titles, 1) if 140 + 92 * (i - 1) < 1000]
    body += content
    body += [("label", f"Slide {cur} of {len(titles)}", "", (78, 1034), (120, 20)), ("label", "Default", "", (260, 1034), (100, 20)),
             ("label", "English (USA)", "", (420, 1034), (110, 20)),
             ("label", "The document has been modified. Click to save the document." if modified else
              "The document has not been modified since the last save.", "", (1260, 1034), (20, 20)), ("label", "63%", "", (1860, 1034), (44, 20))]
    return body + (extra or [])


# h14-os-18: Impress: duplicate the Q2 roadmap slide and turn the copy into a Q3 roadmap; later slides renumber; save as pptx. Clean.
def t18(rs: RowSet) -> None:
    doc = "ops_review_q1.pptx"
    slides = [("Operations Review Q1 2025", "Prepared by Network Operations \u2013 7 April 2025"),
              ("Agenda", "Volumes\nOn-time delivery\nIncidents\nRoadmap\nBudget"),
              ("Volume by Site", "Daventry 41,280 parcels\nAvonmouth 28,915 parcels\nWidnes 19,604 parcels"),
              ("On-time Delivery", "Q1: 94.8% (target 96.5%)\nWorst week: w/c 10 March \u2013 91.2%"),
              ("Incidents & Near Misses", "3 RIDDOR-reportable incidents\n17 near misses logged (Q4: 22)"),
              ("Q2 Roadmap", "Roll out handheld scanners to Widnes\nTrial Sunday collections at Daventry\nRe-tender Avonmouth shunting contract"),
              ("Budget", "Q1 spend: \u00a3412k of \u00a31.26m annual\nForecast year-end variance: +2.1%"),
              ("Questions", "ops-review@tallyfreight.co.uk")]
    st = {"mod": False}

    def obs(clock: str, cur: int, extra: list[Row] | None = None) -> str:
        t, b = slides[cur - 1]
        content: list[Row] = [("text", "PresentationTitle", t, (560, 220), (1100, 120)), ("text", "PresentationOutliner", b, (560, 380), (1100, 500))]
        return desk("LibreOffice Impress", clock, impress(doc, [s[0] for s in slides], cur, content, st["mod"], extra))

    c = "Apr 29  13:15"
    state = obs(c, 1)
    turns = []
    turns.append((code("ImpressTools.go_to_slide(6)"), obs(c, 6)))
    slides.insert(6, slides[5])
    st["mod"] = True
    turns.append((code("ImpressTools.duplicate_slide(6)"), obs(c, 7)))
    slides[6] = ("Q3 Roadmap", slides[6][1])
    c = "Apr 29  13:16"
    turns.append((code("import pyautogui\npyautogui.tripleClick(1100, 280)\npyautogui.write('Q3 Roadmap')"), obs(c, 7)))
    slides[6] = ("Q3 Roadmap", "Handheld scanners live at all three sites\nSunday collections: go/no-go review\nNew Avonmouth shunting contract starts 1 Aug")
    turns.append((code("pyautogui.click(1100, 600)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Handheld scanners live at all three sites\\nSunday collections: go/no-go review\\nNew Avonmouth shunting contract starts 1 Aug')"),
                  obs(c, 7)))
    c = "Apr 29  13:17"
    turns.append((code("ImpressTools.go_to_slide(8)"), obs(c, 8)))
    dlg: list[Row] = [("dialog", "Keep current format", "", (700, 420), (520, 180)),
                      ("label", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cPowerPoint 2007-365\u201d.", "", (720, 450), (480, 60)),
                      ("push-button", "Use PowerPoint 2007-365!", "", (840, 566), (190, 28)), ("push-button", "Use ODF Format!", "", (1040, 566), (160, 28))]
    turns.append((code("ImpressTools.save()"), obs(c, 8, dlg)))
    st["mod"] = False
    turns.append((code("pyautogui.click(935, 580)"), obs(c, 8)))
    turns.append((code("ImpressTools.go_to_slide(6)"), obs(c, 6)))
    rs.add(task="os", tid="h14-os-18", system=sysmsg("In ops_review_q1.pptx, duplicate the Q2 Roadmap slide, make the copy a 'Q3 Roadmap' with the three Q3 items from my notes, and save in PowerPoint format."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- GIMP

GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]


def gimp_title(name: str, tag: str, layers: int, w: int, h: int, dirty: bool) -> str:
    lay = "1 layer" if layers == 1 else f"{layers} layers"
    t = f" ({tag})" if tag else ""
    return f"{'*' if dirty else ''}[{name}]{t}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {lay}) {w}x{h} \u2013 GIMP"


def gimp(title: str, layers: list[tuple[str, str]], zoom: str, status: str, tool: str, extra: list[Row] | None = None) -> list[Row]:
    body: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    body += [("menu", m, "", (78 + 60 * i, 58), (56, 24)) for i, m in enumerate(GIMP_MENUS)]
    body += [("push-button", t, "", (80 + 36 * (i % 4), 100 + 36 * (i // 4)), (34, 34)) for i, t in enumerate(
        ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
         "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Clone Tool", "Text Tool", "Paths Tool"])]
    body += [("label", "Tool Options", tool, (80, 340), (160, 24)), ("canvas", "", "", (260, 90), (1320, 900))]
    body += [("label", "Layers", "", (1600, 90), (300, 24)), ("combo-box", "Mode", "Normal", (1600, 120), (200, 28))]
    for i, (name, op) in enumerate(layers):
        body += [("list-item", name, "", (1640, 200 + 40 * i), (260, 38)), ("label", "", "", (1600, 200 + 40 * i), (34, 38))]
        if i == 0:
            body.append(("spin-button", "Opacity", op, (1600, 156), (200, 28)))
    body += [("label", "px", "", (270, 1000), (40, 24)), ("combo-box", "Zoom", zoom, (320, 1000), (90, 24)), ("label", status, "", (420, 1000), (800, 24))]
    return body + (extra or [])


# h14-os-19: GIMP: add a Watermark layer, add a text layer, lower its opacity, save as XCF. BAD: from turn 8 the Layers list lacks "Watermark" (created at turn 3, visible through turn 7) while nothing deleted it.
def t19(rs: RowSet) -> None:
    st = {"tag": "imported", "n": 1, "dirty": False, "name": "storefront_1920"}
    layers: list[list[str]] = [["storefront_1920.jpg", "100.0"]]
    hide = {"wm": False}

    def obs(clock: str, tool: str, status: str = "", extra: list[Row] | None = None) -> str:
        ls = [(a, b) for a, b in layers if not (hide["wm"] and a == "Watermark")]
        return desk("GNU Image Manipulation Program", clock, gimp(gimp_title(st["name"], st["tag"], st["n"], 1920, 1280, bool(st["dirty"])), ls, "50%", status, tool, extra))

    c = "Apr 30  10:02"
    state = obs(c, "Move Tool", "storefront_1920.jpg (14.2 MB)")
    turns = []
    dlg: list[Row] = [("dialog", "New Layer", "", (660, 260), (600, 520)), ("text", "Layer name", "Layer", (820, 320), (380, 30)),
                      ("combo-box", "Mode", "Normal", (820, 360), (380, 30)), ("spin-button", "Opacity", "100.0", (820, 400), (380, 30)),
                      ("spin-button", "Width", "1920", (820, 480), (160, 30)), ("spin-button", "Height", "1280", (820, 520), (160, 30)),
                      ("combo-box", "Fill with", "Transparency", (820, 600), (380, 30)),
                      ("push-button", "Help", "", (680, 730), (90, 32)), ("push-button", "Reset", "", (780, 730), (90, 32)),
                      ("push-button", "OK", "", (1040, 730), (90, 32)), ("push-button", "Cancel", "", (1140, 730), (100, 32))]
    turns.append((code("import pyautogui\npyautogui.hotkey('shift', 'ctrl', 'n')"), obs(c, "Move Tool", "storefront_1920.jpg (14.2 MB)", dlg)))
    dlg2 = [r if r[1] != "Layer name" else ("text", "Layer name", "Watermark", r[3], r[4]) for r in dlg]
    turns.append((code("pyautogui.tripleClick(1010, 335)\npyautogui.write('Watermark')"), obs(c, "Move Tool", "storefront_1920.jpg (14.2 MB)", dlg2)))
    layers.insert(0, ["Watermark", "100.0"])
    st.update(n=2, dirty=True)
    c = "Apr 30  10:03"
    turns.append((code("pyautogui.click(1085, 746)"), obs(c, "Move Tool", "Watermark (23.7 MB)")))
    turns.append((code("pyautogui.press('t')"), obs(c, "Text", "Watermark (23.7 MB)")))
    txt = "\u00a9 Lindqvist Bakery 2025"
    layers.insert(0, [txt, "100.0"])
    st["n"] = 3
    c = "Apr 30  10:04"
    turns.append((code(f"pyautogui.click(1180, 860)\npyautogui.write('{txt}')"), obs(c, "Text", f"{txt} (31.6 MB)")))
    turns.append((code("pyautogui.press('escape')"), obs(c, "Text", f"{txt} (31.6 MB)")))
    layers[0][1] = "60.0"
    turns.append((code("pyautogui.tripleClick(1700, 170)\npyautogui.write('60\\n')"), obs(c, "Text", f"{txt} (31.6 MB)")))
    hide["wm"] = True
    sv: list[Row] = [("dialog", "Save Image", "", (460, 200), (1000, 640)), ("text", "Name", "storefront_1920.xcf", (560, 230), (600, 32)),
                     ("push-button", "Home", "", (480, 290), (80, 30)), ("push-button", "Pictures", "", (562, 290), (100, 30)),
                     ("table-cell", "", "menu_board_v2.xcf", (700, 340), (500, 30)), ("table-cell", "", "storefront_1920.jpg", (700, 370), (500, 30)),
                     ("push-button", "Cancel", "", (1260, 790), (90, 32)), ("push-button", "Save", "", (1360, 790), (80, 32))]
    c = "Apr 30  10:05"
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), obs(c, "Text", f"{txt} (31.6 MB)", sv)))
    st.update(tag="", dirty=False, name="storefront_1920")
    turns.append((code("pyautogui.click(1400, 806)"), obs(c, "Text", f"{txt} (31.6 MB)")))
    rs.add(task="os", tid="h14-os-19", system=sysmsg("In GIMP add an empty layer named Watermark and a text layer '\u00a9 Lindqvist Bakery 2025' at 60% opacity on storefront_1920.jpg, then save it as storefront_1920.xcf."),
           turns=turns, state=state, bad=True, turn=8, kind="layer created earlier missing from the Layers list with no deletion")


# h14-os-20: GIMP: scale a product shot 4000x3000 -> 1600x1200, fit to window, export as JPEG at quality 85; title and zoom change accordingly. Clean.
def t20(rs: RowSet) -> None:
    st = {"tag": "imported", "w": 4000, "h": 3000, "dirty": False, "zoom": "25%"}
    name = "product_shot_0142"

    def obs(clock: str, status: str = "", extra: list[Row] | None = None) -> str:
        return desk("GNU Image Manipulation Program", clock, gimp(gimp_title(name, st["tag"], 1, st["w"], st["h"], bool(st["dirty"])),
                                                                  [("product_shot_0142.png", "100.0")], st["zoom"], status, "Move Tool", extra))

    c = "May 2  15:40"
    state = obs(c, "product_shot_0142.png (46.0 MB)")
    turns = []
    imenu = [("menu-item", m, "", (318, 84 + 26 * i), (260, 26)) for i, m in enumerate(
        ["Duplicate", "Mode", "Precision", "Color Management", "Transform", "Guides", "Canvas Size...", "Fit Canvas to Layers",
         "Fit Canvas to Selection", "Print Size...", "Scale Image...", "Crop to Selection", "Crop to Content", "Merge Visible Layers...",
         "Flatten Image", "Align Visible Layers...", "Configure Grid...", "Image Properties", "Metadata"])]
    turns.append((code("import pyautogui\npyautogui.click(348, 70)"), obs(c, "product_shot_0142.png (46.0 MB)", imenu)))

    def scale_dlg(w: str, h: str) -> list[Row]:
        return [("dialog", "Scale Image", "", (700, 300), (520, 440)), ("spin-button", "Width", w, (820, 370), (160, 30)),
                ("spin-button", "Height", h, (820, 410), (160, 30)), ("toggle-button", "Chain", "", (990, 386), (24, 40)),
                ("combo-box", "Unit", "px", (1030, 386), (80, 30)), ("label", "", f"{w} \u00d7 {h} pixels", (820, 450), (300, 24)),
                ("spin-button", "X resolution", "300.000", (820, 500), (160, 30)), ("spin-button", "Y resolution", "300.000", (820, 540), (160, 30)),
                ("combo-box", "Interpolation", "Cubic", (820, 610), (260, 30)), ("push-button", "Help", "", (720, 690), (90, 32)),
                ("push-button", "Reset", "", (820, 690), (90, 32)), ("push-button", "Scale", "", (1020, 690), (90, 32)),
                ("push-button", "Cancel", "", (1120, 690), (90, 32))]

    turns.append((code("pyautogui.click(400, 359)"), obs(c, "product_shot_0142.png (46.0 MB)", scale_dlg("4000", "3000"))))
    c = "May 2  15:41"
    turns.append((code("pyautogui.tripleClick(900, 385)\npyautogui.write('1600')\npyautogui.press('tab')"), obs(c, "product_shot_0142.png (46.0 MB)", scale_dlg("1600", "1200"))))
    st.update(w=1600, h=1200, dirty=True)
    turns.append((code("pyautogui.click(1065, 706)"), obs(c, "product_shot_0142.png (7.5 MB)")))
    st["zoom"] = "66.7%"
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'j')"), obs(c, "product_shot_0142.png (7.5 MB)")))
    exp: list[Row] = [("dialog", "Export Image", "", (460, 200), (1000, 640)), ("text", "Name", "product_shot_0142.png", (560, 230), (600, 32)),
                      ("push-button", "Home", "", (480, 290), (80, 30)), ("push-button", "Pictures", "", (562, 290), (100, 30)),
                      ("push-button", "catalogue", "", (664, 290), (110, 30)), ("table-cell", "", "product_shot_0141.png", (700, 340), (500, 30)),
                      ("table-cell", "", "product_shot_0142.png", (700, 370), (500, 30)), ("table-cell", "", "product_shot_0141_web.jpg", (700, 400), (500, 30)),
                      ("push-button", "Cancel", "", (1260, 790), (90, 32)), ("push-button", "Export", "", (1360, 790), (80, 32))]
    c = "May 2  15:42"
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')"), obs(c, "product_shot_0142.png (7.5 MB)", exp)))
    exp2 = [r if r[1] != "Name" else ("text", "Name", "product_shot_0142_web.jpg", r[3], r[4]) for r in exp]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('product_shot_0142_web.jpg')"), obs(c, "product_shot_0142.png (7.5 MB)", exp2)))

    def jpeg(q: str) -> list[Row]:
        return [("dialog", "Export Image as JPEG", "", (720, 300), (480, 420)), ("spin-button", "Quality", q, (760, 350), (400, 30)),
                ("check-box", "Show preview in image window", "", (760, 400), (300, 24)), ("label", "File size: unknown", "", (760, 430), (300, 24)),
                ("check-box", "Save Exif data", "", (760, 480), (200, 24)), ("check-box", "Save XMP data", "", (760, 510), (200, 24)),
                ("push-button", "Export", "", (1000, 660), (90, 32)), ("push-button", "Cancel", "", (1100, 660), (90, 32))]

    turns.append((code("pyautogui.click(1400, 806)"), obs(c, "product_shot_0142.png (7.5 MB)", jpeg("90"))))
    turns.append((code("pyautogui.tripleClick(960, 365)\npyautogui.write('85')\npyautogui.press('tab')"), obs(c, "product_shot_0142.png (7.5 MB)", jpeg("85"))))
    st["tag"] = "exported"
    c = "May 2  15:43"
    turns.append((code("pyautogui.click(1045, 676)"), obs(c, "product_shot_0142.png (7.5 MB)")))
    rs.add(task="os", tid="h14-os-20", system=sysmsg("Scale product_shot_0142.png down to 1600 px wide (keep the aspect ratio) and export it as product_shot_0142_web.jpg at JPEG quality 85 in the same folder."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- VLC

VLC_MENUS = ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]


def vlc(title: str, elapsed: str, total: str, playing: bool, volume: str, playlist: list[tuple[str, str]] | None = None,
        extra: list[Row] | None = None) -> list[Row]:
    body: list[Row] = [("frame", title, "", (70, 27), (1850, 1053))]
    body += [("menu", m, "", (78 + 80 * i, 58), (76, 24)) for i, m in enumerate(VLC_MENUS)]
    if playlist is not None:
        body += [("tree-item", s, "", (80, 100 + 30 * i), (260, 30)) for i, s in enumerate(
            ["Playlist", "Media Library", "My Videos", "My Music", "My Pictures", "Universal Plug'n'Play", "Network streams (SAP)", "Podcasts"])]
        body += [("table-column-header", h, "", (x, 100), (w, 26)) for h, x, w in [("Title", 350, 900), ("Duration", 1250, 160), ("Album", 1410, 400)]]
        for i, (t, d) in enumerate(playlist):
            body += [("table-cell", "", t, (350, 128 + 28 * i), (900, 28)), ("table-cell", "", d, (1250, 128 + 28 * i), (160, 28)),
                     ("table-cell", "", "", (1410, 128 + 28 * i), (400, 28))]
    body += [("label", "", elapsed, (80, 990), (60, 22)), ("slider", "Position", "", (150, 990), (1640, 22)), ("label", "", total, (1800, 990), (60, 22)),
             ("push-button", "Pause the playback" if playing else "Play", "", (80, 1020), (40, 40)),
             ("push-button", "Previous media in the playlist, skip backward when held", "", (130, 1020), (34, 34)),
             ("push-button", "Stop playback", "", (166, 1020), (34, 34)), ("push-button", "Next media in the playlist, skip forward when held", "", (202, 1020), (34, 34)),
             ("push-button", "Toggle the video in fullscreen", "", (250, 1020), (34, 34)), ("push-button", "Show extended settings", "", (286, 1020), (34, 34)),
             ("push-button", "Toggle playlist", "", (322, 1020), (34, 34)), ("push-button", "Click to toggle between loop all, loop one and no loop", "", (358, 1020), (34, 34)),
             ("push-button", "Random", "", (394, 1020), (34, 34)), ("slider", "Volume", volume, (1780, 1028), (120, 24))]
    return body + (extra or [])


# h14-os-21: VLC Simple Preferences: snapshot folder/format and volume normalisation, then media information and a snapshot, video paused throughout. BAD: turn 8's top bar clock reads 16:43 after turn 7 showed 16:44.
def t21(rs: RowSet) -> None:
    title = "lecture_07_thermodynamics.mp4 - VLC media player"
    st = {"dir": "", "fmt": "png", "norm": "unchecked"}

    def main_win(extra: list[Row] | None = None) -> list[Row]:
        return vlc(title, "17:32", "58:04", False, "80%", None, extra)

    def prefs(tab: str) -> list[Row]:
        rows: list[Row] = [("dialog", "Simple Preferences", "", (500, 160), (920, 760))]
        rows += [("list-item", n, "", (520 + 110 * i, 190), (106, 70)) for i, n in enumerate(["Interface", "Audio", "Video", "Subtitles / OSD", "Input / Codecs", "Hotkeys"])]
        if tab == "Interface":
            items = [("combo-box", "Language", "System"), ("check-box", "Use native style", "checked"), ("check-box", "Show controls in full screen mode", "checked"),
                     ("check-box", "Pause playback when minimized", "unchecked"), ("check-box", "Resize interface to video size", "checked"),
                     ("check-box", "Show media change popup", "checked"), ("check-box", "Allow only one instance", "unchecked")]
        elif tab == "Video":
            items = [("check-box", "Enable video", "checked"), ("check-box", "Fullscreen", "unchecked"), ("check-box", "Window decorations", "checked"),
                     ("combo-box", "Output", "Automatic"), ("entry", "Directory", st["dir"]), ("entry", "Prefix", "vlcsnap-"),
                     ("check-box", "Sequential numbering", "unchecked"), ("combo-box", "Format", st["fmt"])]
        else:
            items = [("check-box", "Enable audio", "checked"), ("combo-box", "Output module", "Automatic"), ("check-box", "Normalize volume to", st["norm"]),
                     ("spin-button", "Normalize volume to", "2.00"), ("combo-box", "Replay gain mode", "None"), ("combo-box", "Visualization", "Disable")]
        rows += [(tag, name, val, (540, 290 + 50 * i), (820, 40)) for i, (tag, name, val) in enumerate(items)]
        rows += [("radio-button", "Simple", "", (520, 870), (90, 24)), ("radio-button", "All", "", (520, 896), (90, 24)),
                 ("push-button", "Reset Preferences", "", (700, 880), (160, 32)), ("push-button", "Cancel", "", (1200, 880), (90, 32)),
                 ("push-button", "Save", "", (1300, 880), (90, 32))]
        return main_win(rows)

    d = "Apr 28  "
    state = desk("VLC media player", d + "16:41", main_win())
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'p')"), desk("VLC media player", d + "16:41", prefs("Interface"))))
    turns.append((code("pyautogui.click(793, 225)"), desk("VLC media player", d + "16:42", prefs("Video"))))
    st["dir"] = "/home/nadia/Pictures/vlc-snaps"
    turns.append((code("pyautogui.click(950, 510)\npyautogui.write('/home/nadia/Pictures/vlc-snaps')"), desk("VLC media player", d + "16:42", prefs("Video"))))
    st["fmt"] = "jpg"
    turns.append((code("pyautogui.click(950, 660)\npyautogui.click(950, 700)  # jpg"), desk("VLC media player", d + "16:43", prefs("Video"))))
    turns.append((code("pyautogui.click(683, 225)"), desk("VLC media player", d + "16:43", prefs("Audio"))))
    st["norm"] = "checked"
    turns.append((code("pyautogui.click(560, 410)"), desk("VLC media player", d + "16:44", prefs("Audio"))))
    turns.append((code("pyautogui.click(1345, 896)"), desk("VLC media player", d + "16:44", main_win())))
    info: list[Row] = [("dialog", "Current Media Information", "", (560, 200), (800, 640))]
    info += [("page-tab", t, "", (580 + 120 * i, 240), (116, 28)) for i, t in enumerate(["General", "Metadata", "Codec", "Statistics"])]
    for i, (k, v) in enumerate([("Title", "Lecture 7 \u2013 Entropy and the Second Law"), ("Artist", "Dr. Mireille Okonjo"), ("Album", "PHYS 2210 Thermodynamics"),
                                ("Date", "2024"), ("Genre", "Education"), ("Track number", "7"), ("Language", "English")]):
        info += [("label", k, "", (590, 290 + 40 * i), (150, 30)), ("entry", k, v, (750, 290 + 40 * i), (580, 30))]
    info += [("label", "Location", "file:///home/nadia/Videos/lectures/lecture_07_thermodynamics.mp4", (590, 760), (740, 24)),
             ("push-button", "Close", "", (1250, 800), (90, 32))]
    turns.append((code("pyautogui.hotkey('ctrl', 'i')"), desk("VLC media player", d + "16:43", main_win(info))))
    turns.append((code("pyautogui.click(1295, 816)"), desk("VLC media player", d + "16:44", main_win())))
    turns.append((code("pyautogui.hotkey('shift', 's')"), desk("VLC media player", d + "16:45", main_win())))
    rs.add(task="os", tid="h14-os-21", system=sysmsg("Make VLC save snapshots as JPG into ~/Pictures/vlc-snaps, turn on volume normalisation, then take a snapshot of the paused lecture frame."),
           turns=turns, state=state, bad=True, turn=8, kind="top bar clock goes back a minute")


# h14-os-22: VLC playlist: add three field recordings, play, raise volume, skip to the next track, remove one item, pause and resume. Elapsed time resets on the new track. Clean.
def t22(rs: RowSet) -> None:
    items = [("dawn_chorus_wicken_fen.flac", "12:48"), ("rain_on_tin_roof.flac", "07:15"), ("harbour_gulls_whitby.flac", "04:32")]
    pl: list[tuple[str, str]] = []
    st = {"title": "VLC media player", "el": "--:--", "tot": "--:--", "play": False, "vol": "80%"}

    def obs(clock: str) -> str:
        return desk("VLC media player", clock, vlc(st["title"], st["el"], st["tot"], bool(st["play"]), st["vol"], pl))

    c = "Apr 29  21:10"
    state = desk("VLC media player", c, vlc("VLC media player", "--:--", "--:--", False, "80%"))
    turns = []
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'l')"), obs(c)))
    pl.extend(items)
    turns.append((code("for f in ['dawn_chorus_wicken_fen.flac', 'rain_on_tin_roof.flac', 'harbour_gulls_whitby.flac']:\n"
                       "    VLCTools.add_to_playlist('/home/kai/Music/field/' + f)"), obs(c)))
    st.update(title="dawn_chorus_wicken_fen.flac - VLC media player", el="00:01", tot="12:48", play=True)
    c = "Apr 29  21:11"
    turns.append((code("pyautogui.doubleClick(700, 142)"), obs(c)))
    st.update(el="00:09", vol="90%")
    turns.append((code("pyautogui.hotkey('ctrl', 'up')\npyautogui.hotkey('ctrl', 'up')"), obs(c)))
    st.update(title="rain_on_tin_roof.flac - VLC media player", el="00:01", tot="07:15")
    turns.append((code("pyautogui.press('n')"), obs(c)))
    pl.pop(2)
    st["el"] = "00:07"
    turns.append((code("pyautogui.click(700, 198)\npyautogui.press('delete')"), obs(c)))
    st.update(el="00:10", play=False)
    turns.append((code("pyautogui.press('space')"), obs(c)))
    st.update(el="00:11", play=True)
    c = "Apr 29  21:12"
    turns.append((code("pyautogui.press('space')"), obs(c)))
    st["el"] = "00:16"
    turns.append((code("pyautogui.click(375, 1037)  # loop all"), obs(c)))
    rs.add(task="os", tid="h14-os-22", system=sysmsg("Queue my three field recordings from ~/Music/field in VLC, play them a bit louder, skip the dawn chorus, and take the gulls recording back out of the playlist."),
           turns=turns, state=state, bad=False, turn=None, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
