# ruff: noqa: E501
"""holdout24, domain os: 22 hand-written Ubuntu GNOME desktop trajectories (accessibility-table observations).

Eleven carry exactly one contradiction (one detail of a later screen disagrees with what an earlier screen or
the starting state established); eleven are clean but full of legitimate change: the agent's own edits, clocks,
progress, live metadata, re-sorted and filtered views, unit and format differences, restarts and new ids.
Every screen is rendered from explicit state, so the only disagreements are the planted ones.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

TASK = "os"


# ----------------------------------------------------------------------------------------------- generic desktop
def R(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "",
      pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> str:
    """One accessibility-table row."""
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


DOCK_APPS = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]


def top(app: str, clock: str) -> list[str]:
    rows = [R("panel", "Top Bar", "", "", "", (0, 0), (1920, 27)),
            R("toggle-button", "Activities", "", "", "", (0, 0), (95, 27))]
    if app:
        rows.append(R("menu", app, "", "", "", (103, 0), (len(app) * 9 + 30, 27)))
    rows.append(R("label", "", clock, "", "", (884, 0), (152, 27)))
    rows.append(R("menu", "System", "", "", "", (1780, 0), (140, 27)))
    return rows


def dock(running: tuple[str, ...]) -> list[str]:
    items = DOCK_APPS + [a for a in running if a not in DOCK_APPS]
    rows = [R("panel", "Dock", "", "", "", (0, 27), (72, 1053))]
    for i, a in enumerate(items):
        rows.append(R("push-button", a, "", "", "running" if a in running else "", (8, 35 + i * 64), (56, 56)))
    rows.append(R("push-button", "Show Applications", "", "", "", (8, 1016), (56, 56)))
    return rows


def screen(app: str, clock: str, rows: list[str], running: tuple[str, ...] = ()) -> str:
    return "\n".join([OS_HDR, *top(app, clock), *rows, *dock(running)])


def menubar(names: list[str], y: int = 64, x0: int = 80) -> list[str]:
    out, x = [], x0
    for n in names:
        out.append(R("menu", n, "", "", "", (x, y), (len(n) * 8 + 16, 24)))
        x += len(n) * 8 + 16
    return out


def buttons(names: list[str], y: int, x0: int = 80, w: int = 34) -> list[str]:
    return [R("push-button", n, "", "", "", (x0 + i * (w + 4), y), (w, w)) for i, n in enumerate(names)]


# ----------------------------------------------------------------------------------------------- LibreOffice Calc
CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
              "Undo", "Redo", "Find and Replace", "Spelling", "Row", "Column", "Sort", "Sort Ascending",
              "Sort Descending", "AutoFilter", "Insert Image", "Insert Chart", "Insert Special Character"]


def col_index(ref: str) -> tuple[int, int]:
    letters = "".join(ch for ch in ref if ch.isalpha())
    number = int("".join(ch for ch in ref if ch.isdigit()))
    return ord(letters) - ord("A"), number


def calc_screen(fname: str, cells: dict[str, str], namebox: str, inputline: str, *, modified: bool, status: str,
                clock: str, selection: str = "", hidden: tuple[int, ...] = (), filters: tuple[str, ...] = (),
                widths: dict[str, int] | None = None, records: str = "", dialog: list[str] | None = None,
                sheets: tuple[str, ...] = ("Sheet1",)) -> str:
    widths = widths or {}
    rows = [R("frame", f"{fname} - LibreOffice Calc", "", "soffice", "", (72, 27), (1848, 1053))]
    rows += menubar(CALC_MENUS, 58)
    rows += buttons(CALC_TOOLS, 86)
    rows += [R("combo-box", "Font Name", "Liberation Sans", "", "", (236, 124), (180, 26)),
             R("combo-box", "Font Size", "10 pt", "", "", (420, 124), (66, 26)),
             R("toggle-button", "Bold", "", "", "", (492, 124), (26, 26)),
             R("toggle-button", "Italic", "", "", "", (520, 124), (26, 26)),
             R("push-button", "Format as Currency", "", "", "", (840, 124), (26, 26)),
             R("push-button", "Format as Percent", "", "", "", (868, 124), (26, 26)),
             R("combo-box", "Name Box", namebox, "", "", (80, 158), (120, 26)),
             R("push-button", "Function Wizard", "", "", "", (206, 158), (26, 26)),
             R("push-button", "Select Function", "", "", "", (234, 158), (26, 26)),
             R("push-button", "Formula", "", "", "", (262, 158), (26, 26)),
             R("text", "Input line", inputline, "", "", (292, 158), (1620, 26)),
             R("table", "Sheet1", "", "", "", (80, 190), (1832, 820))]
    xs, x = {}, 127
    for c in "ABCDEFGHIJ":
        xs[c] = x
        x += widths.get(c, 96)
    vis = 0
    row_y = {}
    for r in range(1, 41):
        if r in hidden:
            continue
        row_y[r] = 208 + vis * 18
        vis += 1
    for ref in sorted(cells, key=lambda k: (col_index(k)[1], col_index(k)[0])):
        c, r = col_index(ref)
        if r in hidden:
            continue
        letter = chr(ord("A") + c)
        desc = "AutoFilter" if ref in filters else ""
        rows.append(R("table-cell", ref, cells[ref], "", desc, (xs[letter], row_y[r]), (widths.get(letter, 96), 18)))
    rows.append(R("page-tab-list", "", "", "", "", (80, 1012), (600, 22)))
    for i, s in enumerate(sheets):
        rows.append(R("page-tab", s, "", "", "", (120 + i * 80, 1012), (78, 22)))
    rows.append(R("status-bar", "", "", "", "", (72, 1036), (1848, 22)))
    rows.append(R("label", "", f"Sheet 1 of {len(sheets)}", "", "", (80, 1036), (110, 22)))
    if records:
        rows.append(R("label", "", records, "", "", (200, 1036), (190, 22)))
    else:
        rows.append(R("label", "", "Default", "", "", (200, 1036), (190, 22)))
    rows.append(R("label", "", "English (USA)", "", "", (400, 1036), (110, 22)))
    if selection:
        rows.append(R("label", "", selection, "", "", (520, 1036), (230, 22)))
    doc = ("The document has been modified. Click to save the document." if modified
           else "The document has not been modified since the last save.")
    rows.append(R("push-button", "", "", "", doc, (760, 1036), (22, 22)))
    rows.append(R("label", "", status, "", "", (1200, 1036), (420, 22)))
    rows.append(R("slider", "Zoom", "100%", "", "", (1700, 1036), (180, 22)))
    if dialog:
        rows += dialog
    return screen("LibreOffice Calc", clock, rows, ("LibreOffice Calc",))


def money(x: float) -> str:
    return f"{x:,.2f}"


def fmt_num(x: float) -> str:
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return s


# ----------------------------------------------------------------------------------------------- 01 Calc (bad)
def t01(rs: RowSet) -> None:
    inv = [("INV-2024-031", "Halvorsen Marine", "2024-01-08", "2024-02-07", 1840.00, "Paid"),
           ("INV-2024-032", "Brightline Dental", "2024-01-15", "2024-02-14", 620.50, "Paid"),
           ("INV-2024-033", "Okafor & Sons", "2024-01-22", "2024-02-21", 2310.00, "Open"),
           ("INV-2024-034", "Tiller Bakery", "2024-02-01", "2024-03-02", 415.75, "Open"),
           ("INV-2024-035", "Marlow Print Co.", "2024-02-09", "2024-03-10", 1125.00, "Paid"),
           ("INV-2024-036", "Quayside Vets", "2024-02-19", "2024-03-20", 980.00, "Open"),
           ("INV-2024-037", "Northgate Gym", "2024-02-28", "2024-03-29", 1460.25, "Open"),
           ("INV-2024-038", "Halvorsen Marine", "2024-03-05", "2024-04-04", 2075.00, "Open"),
           ("INV-2024-039", "Pine & Pixel Studio", "2024-03-14", "2024-04-13", 730.00, "Open"),
           ("INV-2024-040", "Brightline Dental", "2024-03-25", "2024-04-24", 588.40, "Open")]
    status = {i: r[5] for i, r in enumerate(inv)}
    currency = [False]
    extra: dict[str, str] = {}
    drift = [False]

    def cells() -> dict[str, str]:
        c = {"A1": "Invoice", "B1": "Client", "C1": "Issued", "D1": "Due", "E1": "Amount", "F1": "Status",
             "H1": "Client contact", "H2": "accounts@halvorsen-marine.no", "H3": "billing@brightlinedental.com"}
        for i, (num, client, issued, due, amt, _) in enumerate(inv):
            r = i + 2
            if drift[0] and r == 9:
                due = "2024-04-14"
            c.update({f"A{r}": num, f"B{r}": client, f"C{r}": issued, f"D{r}": due, f"E{r}": money(amt), f"F{r}": status[i]})
        open_ = sum(a[4] for i, a in enumerate(inv) if status[i] == "Open")
        paid = sum(a[4] for i, a in enumerate(inv) if status[i] == "Paid")
        c["A13"], c["A14"] = "Outstanding", "Paid to date"
        c["E13"] = ("$" if currency[0] else "") + money(open_)
        c["E14"] = ("$" if currency[0] else "") + money(paid)
        c.update(extra)
        return c

    W = {"B": 150, "H": 220}
    turns = []
    fname = "invoices_q1.xlsx"
    turns.append((code("""
import subprocess, time
subprocess.Popen(['libreoffice', '--calc', '/home/rhea/Documents/Finance/invoices_q1.xlsx'])
time.sleep(6)
"""), calc_screen(fname, cells(), "A1", "Invoice", modified=False, status="Average: ; Sum: 0", clock="Apr 2  09:12", widths=W)))
    status[2] = "Paid"
    turns.append((code("""
import pyautogui
pyautogui.click(140, 170)          # Name Box
pyautogui.write('F4\\n', interval=0.05)
pyautogui.write('Paid\\n', interval=0.05)
"""), calc_screen(fname, cells(), "F5", "Open", modified=True, status="Average: ; Sum: 0", clock="Apr 2  09:13", widths=W)))
    status[5] = "Paid"
    turns.append((code("""
pyautogui.click(140, 170)
pyautogui.write('F7\\n', interval=0.05)
pyautogui.write('Paid\\n', interval=0.05)
"""), calc_screen(fname, cells(), "F8", "Open", modified=True, status="Average: ; Sum: 0", clock="Apr 2  09:13", widths=W)))
    total = sum(a[4] for a in inv)
    turns.append((code("""
pyautogui.click(140, 170)
pyautogui.write('E2:E11\\n', interval=0.05)
"""), calc_screen(fname, cells(), "E2:E11", "1840", modified=True, status=f"Average: {money(total / 10)}; Sum: {money(total)}",
                  selection="Selected: 10 rows, 1 column", clock="Apr 2  09:14", widths=W)))
    currency[0] = True
    open_ = sum(a[4] for i, a in enumerate(inv) if status[i] == "Open")
    turns.append((code("""
pyautogui.click(140, 170)
pyautogui.write('E13:E14\\n', interval=0.05)
pyautogui.hotkey('ctrl', 'shift', '4')   # currency format
"""), calc_screen(fname, cells(), "E13:E14", '=SUMIF(F2:F11;"Open";E2:E11)', modified=True,
                  status=f"Average: ${money(total / 2)}; Sum: ${money(total)}", selection="Selected: 2 rows, 1 column",
                  clock="Apr 2  09:15", widths=W)))
    extra.update({"A16": "Reviewed by", "B16": "R. Sandoval", "C16": "2024-04-02"})
    turns.append((code("""
pyautogui.click(140, 170)
pyautogui.write('A16\\n', interval=0.05)
pyautogui.write('Reviewed by\\tR. Sandoval\\t2024-04-02\\n', interval=0.04)
"""), calc_screen(fname, cells(), "A17", "", modified=True, status="Average: ; Sum: 0", clock="Apr 2  09:16", widths=W)))
    drift[0] = True
    turns.append((code("""
pyautogui.hotkey('ctrl', 'home')
"""), calc_screen(fname, cells(), "A1", "Invoice", modified=True, status="Average: ; Sum: 0", clock="Apr 2  09:16", widths=W)))
    dlg = [R("dialog", "Keep Current Format", "", "", "", (700, 430), (560, 190)),
           R("label", "", "Use Excel 2007-365!", "", "", (720, 450), (520, 20)),
           R("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Excel 2007-365”.", "", "", (720, 476), (520, 40)),
           R("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", "", "", (720, 520), (520, 20)),
           R("check-box", "Ask when not saving in ODF or default format", "", "", "checked", (720, 552), (360, 20)),
           R("push-button", "Use Excel 2007-365!", "", "", "", (900, 586), (170, 28)),
           R("push-button", "Use ODF Format!", "", "", "", (1076, 586), (150, 28))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), "\n".join([OS_HDR, *top("LibreOffice Calc", "Apr 2  09:17"),
                 R("frame", f"{fname} - LibreOffice Calc", "", "soffice", "", (72, 27), (1848, 1053)), *dlg,
                 *dock(("LibreOffice Calc",))])))
    turns.append((code("""
pyautogui.click(985, 600)   # Use Excel 2007-365!
time.sleep(2)
"""), calc_screen(fname, cells(), "A1", "Invoice", modified=False, status="Average: ; Sum: 0", clock="Apr 2  09:17", widths=W)))
    assert "$" in turns[4][1] and open_ > 0
    rs.add(task=TASK, tid="h24-os-01", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user rhea. Task: in ~/Documents/Finance/invoices_q1.xlsx mark INV-2024-033 and INV-2024-036 as Paid, format the totals as currency, sign the review line and save in the same format.",
           bad=True, turn=7, kind="an invoice's due-date cell shows a different date although no edit touched it")


# ----------------------------------------------------------------------------------------------- Files (Nautilus)
NAUT_SIDE = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash",
             "Other Locations"]


def files_screen(title: str, crumbs: list[str], items: list[tuple[str, ...]], clock: str, *, columns: tuple[str, ...] = ("Name", "Size", "Modified"),
                 sort: str = "Name", grid: bool = False, selected: tuple[str, ...] = (), floating: str = "", toast: list[str] | None = None,
                 side: str = "Downloads", banner: list[str] | None = None, overlay: list[str] | None = None,
                 renaming: str = "") -> str:
    rows = [R("frame", title, "", "org.gnome.Nautilus", "", (72, 27), (1848, 1053)),
            R("push-button", "Back", "", "", "", (290, 36), (34, 34)),
            R("push-button", "Forward", "", "", "", (326, 36), (34, 34))]
    x = 372
    for c in crumbs:
        rows.append(R("toggle-button", c, "", "", "checked" if c == crumbs[-1] else "", (x, 36), (len(c) * 9 + 34, 34)))
        x += len(c) * 9 + 36
    rows += [R("push-button", "Search", "", "", "", (1700, 36), (34, 34)),
             R("toggle-button", "View options", "", "", "", (1740, 36), (34, 34)),
             R("push-button", "Switch to list view" if grid else "Switch to grid view", "", "", "", (1780, 36), (34, 34)),
             R("push-button", "Main menu", "", "", "", (1840, 36), (34, 34)),
             R("list", "Sidebar", "", "", "", (72, 80), (210, 980))]
    for i, s in enumerate(NAUT_SIDE):
        rows.append(R("list-item", s, "", "", "selected" if s == side else "", (80, 88 + i * 36 + (30 if i >= 2 else 0)), (194, 34)))
    rows.append(R("list-item", "WD Passport", "", "", "", (80, 560), (194, 34)))
    if banner:
        rows += banner
    if grid:
        rows.append(R("list", "Content view", "", "", "", (290, 80), (1630, 980)))
        for i, it in enumerate(items):
            rows.append(R("list-item", it[0], "", "", "selected" if it[0] in selected else "", (300 + (i % 9) * 176, 96 + (i // 9) * 190), (160, 170)))
    else:
        rows.append(R("table", "Content view", "", "", "", (290, 80), (1630, 980)))
        cx = 300
        for c in columns:
            desc = "sorted" if c == sort else ""
            w = 760 if c == "Name" else 230
            rows.append(R("table-column-header", c, "", "", desc, (cx, 86), (w, 30)))
            cx += w
        for i, it in enumerate(items):
            y = 118 + i * 46
            desc = "selected" if it[0] in selected else ""
            cx = 300
            for j, c in enumerate(columns):
                w = 760 if c == "Name" else 230
                txt = renaming if (j == 0 and renaming and it[0] in selected) else it[j]
                rows.append(R("table-cell", "" if j else it[0], txt, "", desc if j == 0 else "", (cx, y), (w, 46)))
                cx += w
    if floating:
        rows.append(R("label", "", floating, "floating-bar", "", (1640, 1030), (270, 28)))
    if toast:
        rows += toast
    if overlay:
        rows += overlay
    return screen("Files", clock, rows, ("Files",))


def t02(rs: RowSet) -> None:
    dl = [("meeting-notes-2024-03-12.txt", "2.1 kB", "09:58", "20240312 0958"),
          ("ledgerline-3.2.1-linux-x86_64.tar.gz", "48.1 MB", "Yesterday", "20240311 1742"),
          ("conference_badge.png", "214.9 kB", "Mar 10", "20240310 1120"),
          ("gimp-2.10.36-setup (1).exe", "248.1 MB", "Mar 8", "20240308 2005"),
          ("gimp-2.10.36-setup.exe", "248.1 MB", "Mar 8", "20240308 2003"),
          ("lease_renewal_draft.docx", "41.2 kB", "Mar 5", "20240305 1431"),
          ("IMG_20240302_141552.jpg", "3.4 MB", "Mar 2", "20240302 1415"),
          ("zoom_amd64.deb", "168.3 MB", "Feb 27", "20240227 0902"),
          ("scan0042.pdf", "1.9 MB", "Feb 19", "20240219 1610"),
          ("1098-E_loan_interest.pdf", "288.0 kB", "Feb 11", "20240211 1205"),
          ("W-2_Northwind_2023.pdf", "412.6 kB", "Feb 2", "20240202 0840"),
          ("property_tax_receipt_2023.pdf", "1.3 MB", "Jan 30", "20240130 1733")]
    crumbs = ["Home", "Downloads"]

    def by_name(items: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
        return sorted(items, key=lambda t: t[0].lower())

    def by_mod(items: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
        return sorted(items, key=lambda t: t[3], reverse=True)

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['nautilus', '--new-window', '/home/theo/Downloads'])
time.sleep(2)
"""), files_screen("Downloads", crumbs, by_name(dl), "Mar 12  10:14")))
    turns.append((code("""
import pyautogui
pyautogui.click(1297, 101)   # "Modified" column header
"""), files_screen("Downloads", crumbs, by_mod(dl), "Mar 12  10:14", sort="Modified")))
    dl.append(("Tax 2023", "0 items", "10:15", "20240312 1015"))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'n')
time.sleep(0.5)
pyautogui.write('Tax 2023', interval=0.05)
pyautogui.press('enter')
"""), files_screen("Downloads", crumbs, by_mod(dl), "Mar 12  10:15", sort="Modified", selected=("Tax 2023",))))
    tax = ("scan0042.pdf", "1098-E_loan_interest.pdf", "W-2_Northwind_2023.pdf", "property_tax_receipt_2023.pdf")
    turns.append((code("""
pyautogui.click(600, 555)                    # scan0042.pdf
pyautogui.keyDown('ctrl')
for y in (601, 647, 693):                    # 1098-E, W-2, property tax receipt
    pyautogui.click(600, y)
pyautogui.keyUp('ctrl')
"""), files_screen("Downloads", crumbs, by_mod(dl), "Mar 12  10:15", sort="Modified", selected=tax,
                   floating="4 items selected (3.9 MB)")))
    inside = [t for t in dl if t[0] in tax]
    dl = [t for t in dl if t[0] not in tax]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'x')
pyautogui.doubleClick(600, 141)              # Tax 2023
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'v')
time.sleep(1)
"""), files_screen("Tax 2023", ["Home", "Downloads", "Tax 2023"], by_mod(inside), "Mar 12  10:16", sort="Modified", selected=tax)))
    turns.append((code("""
pyautogui.click(600, 141)                    # scan0042.pdf
pyautogui.press('f2')
time.sleep(0.3)
"""), files_screen("Tax 2023", ["Home", "Downloads", "Tax 2023"], by_mod(inside), "Mar 12  10:16", sort="Modified",
                   selected=("scan0042.pdf",),
                   overlay=[R("popover", "Rename File", "", "", "", (420, 150), (420, 120)),
                            R("label", "", "File name", "", "", (440, 166), (380, 20)),
                            R("text", "File name", "scan0042.pdf", "", "selection: scan0042", (440, 192), (300, 34)),
                            R("push-button", "Rename", "", "", "", (746, 192), (76, 34))])))
    inside = [("1099-INT_Ally.pdf", *t[1:]) if t[0] == "scan0042.pdf" else t for t in inside]
    turns.append((code("""
pyautogui.write('1099-INT_Ally.pdf', interval=0.04)
pyautogui.press('enter')
time.sleep(0.5)
pyautogui.hotkey('alt', 'left')
"""), files_screen("Downloads", crumbs, by_mod([("Tax 2023", "4 items", "10:17", "20240312 1017") if t[0] == "Tax 2023" else t for t in dl]),
                   "Mar 12  10:17", sort="Modified", selected=("Tax 2023",))))
    dl = [("Tax 2023", "4 items", "10:17", "20240312 1017") if t[0] == "Tax 2023" else t for t in dl]
    dup = "gimp-2.10.36-setup (1).exe"
    dl = [t for t in dl if t[0] != dup]
    turns.append((code("""
pyautogui.click(600, 325)                    # gimp-2.10.36-setup (1).exe
pyautogui.press('delete')
time.sleep(0.5)
"""), files_screen("Downloads", crumbs, by_mod(dl), "Mar 12  10:18", sort="Modified",
                   toast=[R("notification", "", f"“{dup}” moved to trash", "", "", (760, 990), (520, 48)),
                          R("push-button", "Undo", "", "", "", (1180, 998), (70, 32)),
                          R("push-button", "Close", "", "", "", (1256, 998), (30, 32))])))
    trash = [(dup, "Downloads", "248.1 MB", "10:18"),
             ("Screenshot from 2024-03-07 16-22-10.png", "Pictures", "1.1 MB", "Mar 7"),
             ("old_resume_2022.pdf", "Documents", "96.4 kB", "Feb 28")]
    empty_banner = [R("label", "", "Trash", "", "", (300, 84), (60, 24)),
                    R("push-button", "Restore", "", "", "", (1660, 84), (90, 30)),
                    R("push-button", "Empty", "", "", "", (1760, 84), (80, 30))]
    turns.append((code("""
pyautogui.click(177, 442)                    # sidebar: Trash
time.sleep(0.5)
"""), files_screen("Trash", ["Trash"], trash, "Mar 12  10:18", columns=("Name", "Original Location", "Size", "Trashed On"),
                   sort="Trashed On", side="Trash", banner=empty_banner)))
    dialog = [R("alert", "Empty all items from Trash?", "", "", "", (720, 420), (480, 200)),
              R("label", "", "Empty all items from Trash?", "", "", (740, 444), (440, 26)),
              R("label", "", "All items in the Trash will be permanently deleted.", "", "", (740, 480), (440, 22)),
              R("push-button", "Cancel", "", "", "", (740, 570), (210, 36)),
              R("push-button", "Empty Trash", "", "", "", (970, 570), (210, 36))]
    turns.append((code("""
pyautogui.click(1800, 99)                    # Empty
time.sleep(0.5)
"""), files_screen("Trash", ["Trash"], trash, "Mar 12  10:18", columns=("Name", "Original Location", "Size", "Trashed On"),
                   sort="Trashed On", side="Trash", banner=empty_banner, overlay=dialog)))
    turns.append((code("""
pyautogui.click(1075, 588)                   # Empty Trash
time.sleep(1)
"""), files_screen("Trash", ["Trash"], [], "Mar 12  10:19", columns=("Name", "Original Location", "Size", "Trashed On"),
                   sort="Trashed On", side="Trash",
                   overlay=[R("icon", "user-trash-symbolic", "", "", "", (1040, 420), (128, 128)),
                            R("label", "", "Trash is Empty", "", "", (1000, 560), (210, 32))])))
    turns.append((code("""
pyautogui.click(177, 300)                    # sidebar: Downloads
time.sleep(0.5)
pyautogui.click(1797, 53)                    # switch to grid view
"""), files_screen("Downloads", crumbs, by_mod(dl), "Mar 12  10:19", grid=True, sort="Modified")))
    rs.add(task=TASK, tid="h24-os-02", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user theo, Files is closed. Task: in ~/Downloads put the four 2023 tax PDFs in a new folder 'Tax 2023', give scan0042.pdf a meaningful name (it is the Ally 1099-INT), drop the duplicate GIMP installer and empty the Trash.",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- gedit
def gedit_screen(tabs: list[tuple[str, str]], active: int, text: str, lang: str, ln: int, col: int, clock: str, *,
                 dirty: tuple[str, ...] = (), search: tuple[str, str] | None = None, folder: str = "~/projects/webhook",
                 overlay: list[str] | None = None) -> str:
    name = tabs[active][0]
    star = "*" if name in dirty else ""
    rows = [R("frame", f"{star}{name} ({folder}) - gedit", "", "gedit", "", (72, 27), (1848, 1053)),
            R("push-button", "Open", "", "", "", (82, 36), (80, 34)),
            R("push-button", "Create a new document", "", "", "", (166, 36), (34, 34)),
            R("label", "", f"{star}{name}", "", "", (900, 36), (200, 18)),
            R("label", "", folder, "", "", (900, 54), (200, 16)),
            R("push-button", "Save", "", "", "", (1700, 36), (70, 34)),
            R("push-button", "Main menu", "", "", "", (1776, 36), (34, 34))]
    if len(tabs) > 1:
        rows.append(R("page-tab-list", "", "", "", "", (72, 78), (1848, 32)))
        for i, (t, _) in enumerate(tabs):
            rows.append(R("page-tab", ("*" if t in dirty else "") + t, "", "", "selected" if i == active else "", (72 + i * 924, 78), (924, 32)))
    y = 112 if len(tabs) > 1 else 78
    if search:
        rows += [R("entry", "Search", search[0], "", "", (1500, y + 4), (260, 32)),
                 R("label", "", search[1], "", "", (1766, y + 10), (70, 20)),
                 R("push-button", "Previous match", "", "", "", (1840, y + 4), (32, 32)),
                 R("push-button", "Next match", "", "", "", (1874, y + 4), (32, 32))]
    rows.append(R("text", "", text, "GtkSourceView", "", (72, y), (1848, 1000 - y)))
    rows += [R("status-bar", "", "", "", "", (72, 1048), (1848, 30)),
             R("push-button", "", f"{lang} ▾", "", "", (1380, 1050), (110, 26)),
             R("push-button", "", "Tab Width: 8 ▾", "", "", (1500, 1050), (120, 26)),
             R("push-button", "", f"Ln {ln}, Col {col} ▾", "", "", (1630, 1050), (130, 26)),
             R("label", "", "INS", "", "", (1780, 1050), (40, 26))]
    if overlay:
        rows += overlay
    return screen("Text Editor", clock, rows, ("Text Editor",))


def t03(rs: RowSet) -> None:
    cfg = ["; webhook relay configuration",
           "; managed by ops -- edit with care, restart webhook-relay afterwards",
           "",
           "[server]",
           "bind = 0.0.0.0",
           "port = 8443",
           "workers = 4",
           "tls_cert = /etc/webhook/tls/fullchain.pem",
           "tls_key = /etc/webhook/tls/privkey.pem",
           "",
           "[logging]",
           "path = /var/log/webhook/relay.log",
           "rotate = daily",
           "level = info",
           "keep = 14",
           "",
           "[security]",
           "secret_path = /etc/webhook/hmac.key",
           "allowed_sources = 140.82.112.0/20, 185.199.108.0/22, 192.30.252.0/22",
           "max_body_kb = 512",
           "",
           "[targets]",
           "deploy = http://127.0.0.1:9010/deploy",
           "notify = http://127.0.0.1:9020/notify",
           "audit = http://127.0.0.1:9030/audit",
           ""]
    readme = ["# webhook-relay",
              "",
              "Small relay that receives signed webhooks and forwards them to local services.",
              "",
              "## Configuration",
              "",
              "Settings live in `config.ini`. The relay reads it once at start-up, so restart",
              "the service after editing (`sudo systemctl restart webhook-relay`).",
              "",
              "| key          | section  | default |",
              "|--------------|----------|---------|",
              "| port         | server   | 8443    |",
              "| workers      | server   | 4       |",
              "| level        | logging  | info    |",
              "| max_body_kb  | security | 512     |",
              "",
              "## Changelog",
              "",
              "- 2024-02-20: raised max_body_kb to 512",
              "- 2024-01-09: moved TLS files under /etc/webhook/tls",
              ""]
    C, RM = "config.ini", "README.md"
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['gedit', '/home/omar/projects/webhook/config.ini'])
time.sleep(2)
"""), gedit_screen([(C, "")], 0, "\n".join(cfg), "INI", 1, 1, "Mar 12  16:40")))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'f')
pyautogui.write('level', interval=0.05)
"""), gedit_screen([(C, "")], 0, "\n".join(cfg), "INI", 14, 6, "Mar 12  16:40", search=("level", "1 of 1"))))
    cfg[13] = "level = debug"
    turns.append((code("""
pyautogui.press('escape')
pyautogui.press('end')
pyautogui.hotkey('ctrl', 'shift', 'left')
pyautogui.write('debug', interval=0.05)
"""), gedit_screen([(C, "")], 0, "\n".join(cfg), "INI", 14, 14, "Mar 12  16:41", dirty=(C,))))
    cfg.insert(7, "timeout = 30")
    turns.append((code("""
pyautogui.hotkey('ctrl', 'i')                # go to line
pyautogui.write('7\\n', interval=0.05)
pyautogui.press('end')
pyautogui.press('enter')
pyautogui.write('timeout = 30', interval=0.05)
"""), gedit_screen([(C, "")], 0, "\n".join(cfg), "INI", 8, 13, "Mar 12  16:41", dirty=(C,))))
    assert cfg[18] == "secret_path = /etc/webhook/hmac.key"
    cfg[18] = "secret_path = /etc/webhook/hmac.pem"
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
time.sleep(0.5)
"""), gedit_screen([(C, "")], 0, "\n".join(cfg), "INI", 8, 13, "Mar 12  16:42")))
    tabs = [(C, ""), (RM, "")]
    turns.append((code("""
subprocess.Popen(['gedit', '/home/omar/projects/webhook/README.md'])   # opens as a new tab
time.sleep(1)
"""), gedit_screen(tabs, 1, "\n".join(readme), "Markdown", 1, 1, "Mar 12  16:42")))
    readme.insert(18, "- 2024-03-12: logging level set to debug, server timeout 30 s")
    turns.append((code("""
pyautogui.hotkey('ctrl', 'f')
pyautogui.write('- 2024-02-20', interval=0.05)
pyautogui.press('escape')
pyautogui.press('home')
pyautogui.write('- 2024-03-12: logging level set to debug, server timeout 30 s\\n', interval=0.03)
"""), gedit_screen(tabs, 1, "\n".join(readme), "Markdown", 20, 1, "Mar 12  16:43", dirty=(RM,))))
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
time.sleep(0.5)
"""), gedit_screen(tabs, 1, "\n".join(readme), "Markdown", 20, 1, "Mar 12  16:43")))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'alt', 'pageup')    # back to config.ini
"""), gedit_screen(tabs, 0, "\n".join(cfg), "INI", 8, 13, "Mar 12  16:44")))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'q')
time.sleep(1)
"""), "\n".join([OS_HDR, *top("", "Mar 12  16:44"),
                 R("icon", "Home", "", "", "", (1820, 60), (80, 90)),
                 R("icon", "Trash", "", "", "", (1820, 170), (80, 90)),
                 *dock(())])))
    rs.add(task=TASK, tid="h24-os-03", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user omar. Task: in ~/projects/webhook/config.ini switch logging to debug and add 'timeout = 30' to [server]; note the change in README.md's changelog; save both and quit gedit.",
           bad=True, turn=5, kind="an unedited config line (secret_path) reads differently after saving")


# ----------------------------------------------------------------------------------------------- Firefox
def flow(items: list[tuple[str, str, str] | tuple[str, str, str, str]], x: int = 300, y: int = 200, w: int = 1300) -> list[str]:
    """Stack page elements top to bottom: (tag, name, text[, description])."""
    out = []
    for it in items:
        tag, name, text = it[0], it[1], it[2]
        desc = it[3] if len(it) > 3 else ""
        h = 22 + 20 * (len(text) // 150)
        if tag == "heading":
            h = 34
        out.append(R(tag, name, text, "", desc, (x + (24 if tag == "list-item" else 0), y), (w, h)))
        y += h + 8
    return out


def ff_screen(tabs: list[str], active: int, url: str, content: list[str], clock: str, *, bookmarks: list[str] | None = None,
              starred: bool = False, overlay: list[str] | None = None, findbar: tuple[str, str] | None = None) -> str:
    title = tabs[active]
    rows = [R("frame", f"{title} — Mozilla Firefox", "", "firefox", "", (72, 27), (1848, 1053)),
            R("page-tab-list", "", "", "", "", (72, 27), (1500, 40))]
    for i, t in enumerate(tabs):
        rows.append(R("page-tab", t, "", "", "selected" if i == active else "", (80 + i * 240, 29), (236, 36)))
    rows += [R("push-button", "Open a new tab (Ctrl+T)", "", "", "", (80 + len(tabs) * 240, 31), (32, 32)),
             R("push-button", "List all tabs", "", "", "", (1840, 31), (32, 32)),
             R("push-button", "Back", "", "", "", (80, 70), (32, 32)),
             R("push-button", "Forward", "", "", "", (114, 70), (32, 32)),
             R("push-button", "Reload", "", "", "", (148, 70), (32, 32)),
             R("entry", "Search with Google or enter address", url, "", "", (300, 70), (1200, 32)),
             R("push-button", "Edit bookmark for this page" if starred else "Bookmark this page", "", "", "", (1470, 70), (30, 30)),
             R("push-button", "Downloads", "", "", "", (1780, 70), (32, 32)),
             R("push-button", "Open application menu", "", "", "", (1850, 70), (32, 32))]
    top_y = 106
    if bookmarks is not None:
        rows.append(R("tool-bar", "Bookmarks Toolbar", "", "", "", (72, 104), (1848, 28)))
        x = 80
        for b in bookmarks:
            rows.append(R("push-button", b, "", "", "", (x, 106), (len(b) * 7 + 30, 24)))
            x += len(b) * 7 + 34
        top_y = 134
    rows.append(R("document-web", title, "", "", "", (72, top_y), (1848, 1046 - top_y)))
    rows += content
    if findbar:
        rows += [R("tool-bar", "Find", "", "", "", (72, 1040), (1848, 40)),
                 R("entry", "Find in page", findbar[0], "", "", (80, 1046), (300, 28)),
                 R("push-button", "Next", "", "", "", (384, 1046), (28, 28)),
                 R("push-button", "Previous", "", "", "", (414, 1046), (28, 28)),
                 R("check-box", "Highlight All", "", "", "", (460, 1046), (110, 28)),
                 R("check-box", "Match Case", "", "", "", (580, 1046), (100, 28)),
                 R("label", "", findbar[1], "", "", (700, 1048), (200, 24))]
    if overlay:
        rows += overlay
    return screen("Firefox Web Browser", clock, rows, ("Firefox Web Browser",))


def t04(rs: RowSet) -> None:
    base = "https://git.tidewater.dev/tidewater/ledgerline/releases"
    counts = {"x86": 1284, "arm": 412, "win": 2907, "sums": 388}

    def nav() -> list[tuple[str, str, str]]:
        return [("link", "Tidewater Git", ""), ("link", "Explore", ""), ("link", "Help", ""), ("link", "Sign In", ""),
                ("heading", "tidewater / ledgerline", ""),
                ("label", "", "Double-entry bookkeeping for small teams, plain-text ledgers in, reports out."),
                ("link", "Code", ""), ("link", "Issues 37", ""), ("link", "Pull Requests 4", ""), ("link", "Actions", ""),
                ("link", "Packages", ""), ("link", "Releases 13", ""), ("link", "Wiki", ""), ("link", "Activity", ""),
                ("push-button", "Releases", ""), ("push-button", "Tags", ""), ("link", "RSS Feed", "")]

    def older(tag: str, when: str, commits: int, n_assets: int) -> list[tuple[str, str, str]]:
        return [("heading", tag, ""), ("label", "", "Stable"),
                ("label", "", f"mkoster released this {when} | {commits} commits to main since this release"),
                ("link", f"Downloads ({n_assets})", "", "collapsed")]

    def page1() -> list[str]:
        items = nav() + [
            ("heading", "v3.2.1", ""), ("label", "", "Latest"), ("label", "", "Stable"),
            ("label", "", "mkoster released this 2 days ago | 14 commits to main since this release"),
            ("link", "v3.2.1", "", "tag"), ("link", "8c41e0d9a7", "", "commit"),
            ("heading", "Fixes", ""),
            ("list-item", "", "OFX import no longer crashes on statements with empty <MEMO> elements (#412)"),
            ("list-item", "", "Balance report respects --end when the ledger contains periodic transactions (#405)"),
            ("list-item", "", "CSV export quotes payee names that contain semicolons (#399)"),
            ("heading", "Packaging", ""),
            ("list-item", "", "aarch64 tarball is now built on native runners; checksums are published in SHA256SUMS"),
            ("heading", "Downloads", ""),
            ("link", "ledgerline-3.2.1-linux-x86_64.tar.gz", "48 MiB", f"{counts['x86']:,} downloads"),
            ("link", "ledgerline-3.2.1-linux-aarch64.tar.gz", "46 MiB", f"{counts['arm']:,} downloads"),
            ("link", "ledgerline-3.2.1-windows-x64.zip", "52 MiB", f"{counts['win']:,} downloads"),
            ("link", "SHA256SUMS", "412 B", f"{counts['sums']:,} downloads"),
            ("link", "Source code (ZIP)", ""), ("link", "Source code (TAR.GZ)", "")]
        items += older("v3.2.0", "3 weeks ago", 41, 6) + older("v3.1.4", "2 months ago", 97, 6)
        items += older("v3.1.3", "3 months ago", 118, 6) + older("v3.1.2", "4 months ago", 140, 6)
        items += [("link", "First", "", "disabled"), ("link", "Previous", "", "disabled"), ("link", "1", "", "current"),
                  ("link", "2", ""), ("link", "3", ""), ("link", "Next", ""), ("link", "Last", "")]
        return flow(items, y=150)

    def page2() -> list[str]:
        items = nav()
        items += older("v3.1.1", "5 months ago", 163, 5) + older("v3.1.0", "5 months ago", 171, 5)
        items += older("v3.0.2", "7 months ago", 240, 5) + older("v3.0.1", "8 months ago", 262, 5)
        items += older("v3.0.0", "8 months ago", 270, 5)
        items += [("link", "First", ""), ("link", "Previous", ""), ("link", "1", ""),
                  ("link", "2", "", "current"), ("link", "3", ""), ("link", "Next", ""), ("link", "Last", "")]
        return flow(items, y=150)

    rel = "Releases - ledgerline - Tidewater Git"
    turns = []
    turns.append((code(f"""
import subprocess, time
subprocess.Popen(['firefox', '{base}'])
time.sleep(5)
"""), ff_screen([rel], 0, base, page1(), "Mar 12  10:21")))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'l')
pyautogui.write('git.tidewater.dev/tidewater/ledgerline/releases?page=2\\n', interval=0.02)
time.sleep(2)
"""), ff_screen([rel], 0, base + "?page=2", page2(), "Mar 12  10:21")))
    turns.append((code("""
pyautogui.hotkey('alt', 'left')
time.sleep(2)
"""), ff_screen([rel], 0, base, page1(), "Mar 12  10:22")))
    panel = [R("panel", "Downloads", "", "", "", (1430, 106), (470, 150)),
             R("list-item", "ledgerline-3.2.1-linux-x86_64.tar.gz", "12.4 of 48.1 MB (5.2 MB/sec) — 7 seconds left", "", "downloading", (1440, 116), (450, 56)),
             R("progress-bar", "", "26%", "", "", (1500, 160), (380, 4)),
             R("push-button", "Cancel", "", "", "", (1856, 126), (32, 32)),
             R("push-button", "Show all downloads", "", "", "", (1440, 212), (450, 34))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'f')
pyautogui.write('ledgerline-3.2.1-linux-x86_64', interval=0.03)
pyautogui.press('escape')     # the matched link keeps focus
pyautogui.press('enter')      # follow it: download starts
time.sleep(2)
"""), ff_screen([rel], 0, base, page1(), "Mar 12  10:22", overlay=panel)))
    panel_done = [R("panel", "Downloads", "", "", "", (1430, 106), (470, 150)),
                  R("list-item", "ledgerline-3.2.1-linux-x86_64.tar.gz", "Completed — 48.1 MB", "", "finished", (1440, 116), (450, 56)),
                  R("push-button", "Show in Folder", "", "", "", (1856, 126), (32, 32)),
                  R("push-button", "Show all downloads", "", "", "", (1440, 212), (450, 34))]
    turns.append((code("""
time.sleep(10)
"""), ff_screen([rel], 0, base, page1(), "Mar 12  10:22", overlay=panel_done)))
    counts.update({"x86": 1291, "arm": 413, "win": 2911, "sums": 390})
    turns.append((code("""
pyautogui.press('escape')
pyautogui.press('f5')
time.sleep(2)
"""), ff_screen([rel], 0, base, page1(), "Mar 12  10:23")))

    def status_page(ago: str, ms: int, git_ms: int) -> list[str]:
        return flow([("heading", "Tidewater Status", ""), ("link", "Subscribe to updates", ""),
                     ("label", "", "All Systems Operational", "banner"),
                     ("label", "", f"Last updated {ago}"),
                     ("heading", "Components", ""),
                     ("label", "Git (HTTPS / SSH)", "Operational"), ("label", "", "99.98 % uptime — last 90 days"),
                     ("label", "CI runners", "Operational"), ("label", "", "99.91 % uptime — last 90 days"),
                     ("label", "Package registry", "Operational"), ("label", "", "100.0 % uptime — last 90 days"),
                     ("label", "Pages", "Operational"), ("label", "", "99.99 % uptime — last 90 days"),
                     ("heading", "System metrics", ""),
                     ("label", "Git API response time", f"{git_ms} ms", "live"),
                     ("label", "Web response time", f"{ms} ms", "live"),
                     ("heading", "Past incidents", ""),
                     ("label", "", "Mar 12, 2024 — No incidents reported today."),
                     ("label", "", "Mar 11, 2024 — No incidents reported."),
                     ("link", "CI runner queue delays", "Mar 9, 2024 — Resolved — This incident has been resolved. Jobs queued between 14:05 and 14:50 UTC have all completed."),
                     ("label", "", "Mar 8, 2024 — No incidents reported."),
                     ("link", "Incident History", ""), ("label", "", "Powered by Upptime")], y=150)

    st = "Tidewater Status"
    turns.append((code("""
pyautogui.hotkey('ctrl', 't')
pyautogui.write('status.tidewater.dev\\n', interval=0.03)
time.sleep(3)
"""), ff_screen([rel, st], 1, "https://status.tidewater.dev/", status_page("14 seconds ago", 212, 96), "Mar 12  10:23")))
    turns.append((code("""
time.sleep(60)
pyautogui.press('f5')
time.sleep(2)
"""), ff_screen([rel, st], 1, "https://status.tidewater.dev/", status_page("6 seconds ago", 187, 104), "Mar 12  10:24")))
    lib = [R("frame", "Library", "", "firefox", "", (520, 180), (880, 560)),
           R("push-button", "Back", "", "", "", (530, 190), (30, 30)),
           R("push-button", "Forward", "", "", "", (562, 190), (30, 30)),
           R("entry", "Search Downloads", "", "", "", (1160, 190), (230, 30)),
           R("tree-item", "History", "", "", "", (530, 234), (190, 24)),
           R("tree-item", "Downloads", "", "", "selected", (530, 260), (190, 24)),
           R("tree-item", "Tags", "", "", "", (530, 286), (190, 24)),
           R("tree-item", "All Bookmarks", "", "", "", (530, 312), (190, 24)),
           R("list-item", "ledgerline-3.2.1-linux-x86_64.tar.gz", "48.1 MB — git.tidewater.dev — 10:22", "", "finished", (730, 234), (660, 50)),
           R("list-item", "zoom_amd64.deb", "168 MB — zoom.us — 2/27/2024", "", "finished", (730, 286), (660, 50)),
           R("list-item", "W-2_Northwind_2023.pdf", "412 KB — portal.northwind-payroll.com — 2/2/2024", "", "finished", (730, 338), (660, 50))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'y')
time.sleep(1)
"""), ff_screen([rel, st], 1, "https://status.tidewater.dev/", status_page("6 seconds ago", 187, 104), "Mar 12  10:24", overlay=lib)))
    rs.add(task=TASK, tid="h24-os-04", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user theo. Task: download the newest ledgerline release for Linux x86_64 from git.tidewater.dev, confirm the project status page shows no ongoing incident, and check the download in the Library window.",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- Settings
SET_SIDE = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
            "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
            "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
            "Default Applications", "Date & Time", "About"]


def settings_screen(panel: str, content: list[str], clock: str, overlay: list[str] | None = None, header: list[str] | None = None) -> str:
    rows = [R("frame", "Settings", "", "gnome-control-center", "", (72, 27), (1848, 1053)),
            R("push-button", "Search", "", "", "", (80, 36), (34, 34)),
            R("label", "", "Settings", "", "", (160, 44), (80, 20)),
            R("push-button", "Main menu", "", "", "", (300, 36), (34, 34)),
            R("label", "", panel, "", "", (1000, 44), (160, 20))]
    if header:
        rows += header
    rows.append(R("list", "", "", "", "", (72, 78), (280, 1000)))
    for i, s in enumerate(SET_SIDE):
        rows.append(R("list-item", s, "", "", "selected" if s == panel else "", (72, 80 + i * 38), (280, 38)))
    rows += content
    if overlay:
        rows += overlay
    return screen("Settings", clock, rows, ("Settings",))


def t05(rs: RowSet) -> None:
    def bt(on: bool) -> tuple[list[str], list[str]]:
        header = [R("toggle-button", "Bluetooth", "", "", "checked" if on else "", (1820, 40), (50, 26))]
        if not on:
            return header, [R("icon", "bluetooth-disabled-symbolic", "", "", "", (1080, 380), (96, 96)),
                            R("label", "", "Bluetooth Turned Off", "", "", (980, 500), (300, 30)),
                            R("label", "", "Turn on to connect devices and receive file transfers.", "", "", (920, 540), (420, 22))]
        return header, [R("label", "", "Visible as “lena-x13” and available for Bluetooth file transfers. Transferred files are placed in the Downloads folder.", "", "", (560, 100), (1000, 40)),
                        R("label", "", "Devices", "", "", (560, 170), (200, 24)),
                        R("list", "", "", "", "", (560, 200), (1000, 200)),
                        R("list-item", "MX Keys", "Connected", "", "", (560, 200), (1000, 50)),
                        R("list-item", "WH-1000XM4", "Disconnected", "", "", (560, 250), (1000, 50)),
                        R("list-item", "Pixel 7", "Disconnected", "", "", (560, 300), (1000, 50)),
                        R("list-item", "LE-Bose Flex", "Not Set Up", "", "", (560, 350), (1000, 50))]

    def power(batt: str, left: str, blank: str, suspend: str) -> list[str]:
        return [R("label", "", "Battery", "", "", (560, 100), (200, 24)),
                R("level-bar", "Battery", batt, "", "", (560, 130), (1000, 20)),
                R("label", "", f"{batt} — {left} until empty", "", "", (560, 156), (400, 22)),
                R("label", "", "Power Mode", "", "", (560, 210), (200, 24)),
                R("radio-button", "Performance", "", "", "", (560, 240), (1000, 46)),
                R("radio-button", "Balanced", "", "", "checked", (560, 288), (1000, 46)),
                R("radio-button", "Power Saver", "", "", "", (560, 336), (1000, 46)),
                R("label", "", "Power Saving Options", "", "", (560, 410), (300, 24)),
                R("toggle-button", "Dim Screen", "", "", "checked", (560, 440), (1000, 46)),
                R("combo-box", "Screen Blank", blank, "", "", (560, 488), (1000, 46)),
                R("toggle-button", "Automatic Power Saver", "", "", "checked", (560, 536), (1000, 46)),
                R("push-button", "Automatic Suspend", suspend, "", "", (560, 584), (1000, 46)),
                R("label", "", "Suspend & Power Button", "", "", (560, 660), (300, 24)),
                R("combo-box", "Power Button Behavior", "Suspend", "", "", (560, 690), (1000, 46)),
                R("toggle-button", "Show Battery Percentage", "", "", "", (560, 738), (1000, 46))]

    turns = []
    h, c = bt(True)
    turns.append((code("""
import subprocess, time
subprocess.Popen(['gnome-control-center', 'bluetooth'])
time.sleep(3)
"""), settings_screen("Bluetooth", c, "Mar 14  18:02", header=h)))
    h, c = bt(False)
    turns.append((code("""
import pyautogui
pyautogui.click(1845, 53)   # Bluetooth switch in the header bar
time.sleep(1)
"""), settings_screen("Bluetooth", c, "Mar 14  18:02", header=h)))
    turns.append((code("""
pyautogui.click(210, 593)   # Power
time.sleep(1)
"""), settings_screen("Power", power("78 %", "3:41", "5 minutes", "On battery power"), "Mar 14  18:03")))
    pop = [R("menu", "Screen Blank", "", "", "", (1300, 400), (260, 300))] + [
        R("menu-item", v, "", "", "", (1310, 410 + i * 32), (240, 30))
        for i, v in enumerate(["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"])]
    turns.append((code("""
pyautogui.click(1060, 511)  # Screen Blank combo
time.sleep(0.5)
"""), settings_screen("Power", power("78 %", "3:41", "5 minutes", "On battery power"), "Mar 14  18:03", overlay=pop)))

    def dialog(delay: str) -> list[str]:
        return [R("dialog", "Automatic Suspend", "", "", "", (760, 360), (520, 300)),
                R("label", "", "Automatic Suspend", "", "", (900, 372), (240, 24)),
                R("push-button", "Close", "", "", "", (1236, 368), (32, 32)),
                R("toggle-button", "On Battery Power", "", "", "checked", (780, 420), (480, 46)),
                R("combo-box", "Delay", delay, "", "", (780, 470), (480, 46)),
                R("toggle-button", "Plugged In", "", "", "", (780, 540), (480, 46)),
                R("combo-box", "Delay", "20 minutes", "", "disabled", (780, 590), (480, 46))]
    turns.append((code("""
pyautogui.click(1410, 474)  # "3 minutes"
time.sleep(0.5)
pyautogui.click(1060, 607)  # Automatic Suspend row
time.sleep(1)
"""), settings_screen("Power", power("78 %", "3:40", "3 minutes", "On battery power"), "Mar 14  18:04", overlay=dialog("20 minutes"))))
    turns.append((code("""
pyautogui.click(1020, 493)  # Delay combo (on battery)
time.sleep(0.3)
pyautogui.click(1020, 461)  # "15 minutes" in the opened list
time.sleep(0.5)
"""), settings_screen("Power", power("78 %", "3:40", "3 minutes", "On battery power"), "Mar 14  18:04", overlay=dialog("15 minutes"))))
    turns.append((code("""
pyautogui.click(1252, 384)  # close the Automatic Suspend dialog
time.sleep(0.5)
pyautogui.click(210, 631)   # Displays
time.sleep(1)
pyautogui.click(1090, 53)   # "Night Light" view switcher
time.sleep(0.5)
pyautogui.click(1530, 123)  # Night Light switch
time.sleep(0.5)
"""), settings_screen("Displays", [
        R("toggle-button", "Displays", "", "", "", (960, 40), (120, 30)),
        R("toggle-button", "Night Light", "", "", "checked", (1084, 40), (120, 30)),
        R("label", "", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", "", "", (560, 100), (900, 20)),
        R("toggle-button", "Night Light", "", "", "checked", (560, 130), (1000, 46)),
        R("combo-box", "Schedule", "Sunset to Sunrise", "", "", (560, 178), (1000, 46)),
        R("label", "", "Times", "", "", (560, 232), (100, 24)),
        R("spin-button", "From hour", "20", "", "disabled", (900, 232), (60, 30)),
        R("spin-button", "From minute", "00", "", "disabled", (970, 232), (60, 30)),
        R("spin-button", "To hour", "06", "", "disabled", (1120, 232), (60, 30)),
        R("spin-button", "To minute", "00", "", "disabled", (1190, 232), (60, 30)),
        R("label", "", "Color Temperature", "", "", (560, 290), (200, 24)),
        R("slider", "Color Temperature", "2700 K", "", "", (560, 320), (1000, 30))], "Mar 14  18:05")))
    h, c = bt(True)
    turns.append((code("""
pyautogui.click(210, 175)   # Bluetooth
time.sleep(1)
"""), settings_screen("Bluetooth", c, "Mar 14  18:05", header=h)))
    turns.append((code("""
pyautogui.click(210, 251)   # Appearance
time.sleep(1)
pyautogui.click(980, 220)   # Style: Dark
time.sleep(1)
"""), settings_screen("Appearance", [
        R("label", "", "Style", "", "", (560, 100), (100, 24)),
        R("radio-button", "Light", "", "", "", (700, 130), (300, 200)),
        R("radio-button", "Dark", "", "", "checked", (1020, 130), (300, 200)),
        R("label", "", "Color", "", "", (560, 360), (100, 24)),
        R("radio-button", "orange", "", "", "checked", (700, 390), (40, 40)),
        R("radio-button", "bark", "", "", "", (744, 390), (40, 40)),
        R("radio-button", "sage", "", "", "", (788, 390), (40, 40)),
        R("radio-button", "olive", "", "", "", (832, 390), (40, 40)),
        R("radio-button", "viridian", "", "", "", (876, 390), (40, 40)),
        R("radio-button", "prussiangreen", "", "", "", (920, 390), (40, 40)),
        R("radio-button", "blue", "", "", "", (964, 390), (40, 40)),
        R("radio-button", "purple", "", "", "", (1008, 390), (40, 40)),
        R("radio-button", "magenta", "", "", "", (1052, 390), (40, 40)),
        R("radio-button", "red", "", "", "", (1096, 390), (40, 40)),
        R("label", "", "Desktop Icons", "", "", (560, 460), (200, 24)),
        R("toggle-button", "Show Personal folder", "", "", "checked", (560, 490), (1000, 46)),
        R("label", "", "Dock", "", "", (560, 560), (100, 24)),
        R("toggle-button", "Auto-hide the Dock", "", "", "", (560, 590), (1000, 46)),
        R("combo-box", "Icon size", "48", "", "", (560, 638), (1000, 46)),
        R("combo-box", "Position on screen", "Left", "", "", (560, 734), (1000, 46))], "Mar 14  18:06")))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'q')
time.sleep(1)
"""), "\n".join([OS_HDR, *top("", "Mar 14  18:06"), R("icon", "Home", "", "", "", (1820, 60), (80, 90)), *dock(())])))
    rs.add(task=TASK, tid="h24-os-05", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 laptop, user lena, running on battery. Task: save power for a long train ride: switch Bluetooth off, blank the screen after 3 minutes, suspend after 15 minutes on battery, turn on Night Light and use the dark style.",
           bad=True, turn=8, kind="Bluetooth, switched off by the agent, shows as on with a connected device though nothing re-enabled it")


# ----------------------------------------------------------------------------------------------- GNOME Terminal
class Term:
    """A GNOME Terminal window: the visible part of the scrollback is one multi-line text cell."""

    def __init__(self, user: str, host: str, rows: int = 44) -> None:
        self.user, self.host, self.rows = user, host, rows
        self.lines = [self.prompt()]

    def prompt(self) -> str:
        return f"{self.user}@{self.host}:~$ "

    def run(self, cmd: str, out: str = "") -> None:
        self.lines[-1] += cmd
        if out:
            self.lines += out.rstrip("\n").split("\n")
        self.lines.append(self.prompt())

    def view(self, clock: str, app: str = "Terminal") -> str:
        text = "\n".join(self.lines[-self.rows:])
        rows = [R("frame", f"{self.user}@{self.host}: ~", "", "gnome-terminal-server", "", (72, 27), (1848, 1053)),
                R("push-button", "New Tab", "", "", "", (80, 36), (34, 34)),
                R("label", "", f"{self.user}@{self.host}: ~", "", "", (900, 44), (200, 20)),
                R("push-button", "Search", "", "", "", (1780, 36), (34, 34)),
                R("push-button", "Menu", "", "", "", (1820, 36), (34, 34)),
                R("terminal", "Terminal", text, "VteTerminal", "", (72, 78), (1848, 1000)),
                R("scroll-bar", "", "", "", "", (1906, 78), (14, 1000))]
        return screen(app, clock, rows, ("Terminal",))


NGX = "A high performance web server and a reverse proxy server"


def nginx_status(pid: int, since: str, ago: str, mem: str, cpu: str, journal: list[str]) -> str:
    workers = "\n".join(f"             {'└' if i == 3 else '├'}─{pid + 1 + i} \"nginx: worker process\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\"" for i in range(4))
    return (f"● nginx.service - {NGX}\n"
            "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
            f"     Active: active (running) since {since}; {ago}\n"
            "       Docs: man:nginx(8)\n"
            f"    Process: {pid - 2} ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
            f"    Process: {pid - 1} ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
            f"   Main PID: {pid} (nginx)\n"
            "      Tasks: 5 (limit: 18982)\n"
            f"     Memory: {mem}\n"
            f"        CPU: {cpu}\n"
            "     CGroup: /system.slice/nginx.service\n"
            f"             ├─{pid} \"nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\"\n"
            f"{workers}\n\n" + "\n".join(journal))


def t06(rs: RowSet) -> None:
    t = Term("dana", "ws-14")
    turns = []
    turns.append((code("""
import pyautogui, time
pyautogui.hotkey('ctrl', 'alt', 't')
time.sleep(2)
"""), t.view("Mar 12  09:14")))
    t.run("uptime", " 09:14:52 up 3 days,  2:41,  1 user,  load average: 0.42, 0.51, 0.48")
    turns.append((code("""
pyautogui.write('uptime\\n', interval=0.03)
time.sleep(0.5)
"""), t.view("Mar 12  09:14")))
    boot = [f"Mar 09 06:33:41 ws-14 systemd[1]: Starting {NGX}...",
            f"Mar 09 06:33:41 ws-14 systemd[1]: Started {NGX}."]
    t.run("systemctl status nginx --no-pager",
          nginx_status(1187, "Sat 2024-03-09 06:33:41 CET", "3 days ago", "9.8M", "2.113s", boot))
    turns.append((code("""
pyautogui.write('systemctl status nginx --no-pager\\n', interval=0.03)
time.sleep(1)
"""), t.view("Mar 12  09:15")))
    t.lines[-1] += "sudo systemctl restart nginx"
    t.lines.append("[sudo] password for dana: ")
    t.lines.append(t.prompt())
    turns.append((code("""
pyautogui.write('sudo systemctl restart nginx\\n', interval=0.03)
time.sleep(1)
pyautogui.write('ws14-dana!\\n', interval=0.03)   # sudo password (not echoed)
time.sleep(2)
"""), t.view("Mar 12  09:15")))
    again = boot + [f"Mar 12 09:15:37 ws-14 systemd[1]: Stopping {NGX}...",
                    "Mar 12 09:15:37 ws-14 systemd[1]: nginx.service: Deactivated successfully.",
                    f"Mar 12 09:15:37 ws-14 systemd[1]: Stopped {NGX}.",
                    f"Mar 12 09:15:37 ws-14 systemd[1]: Starting {NGX}...",
                    f"Mar 12 09:15:37 ws-14 systemd[1]: Started {NGX}."]
    t.run("systemctl status nginx --no-pager",
          nginx_status(48213, "Tue 2024-03-12 09:15:37 CET", "6s ago", "6.1M", "38ms", again))
    turns.append((code("""
pyautogui.write('systemctl status nginx --no-pager\\n', interval=0.03)
time.sleep(1)
"""), t.view("Mar 12  09:15")))
    dfh = "Filesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2   59G   {u}G   {a}G  {p}% /"
    t.run("df -h /", dfh.format(u=31, a=25, p=56))
    turns.append((code("""
pyautogui.write('df -h /\\n', interval=0.03)
time.sleep(0.5)
"""), t.view("Mar 12  09:16")))
    t.run("fallocate -l 2G ~/scratch.img && ls -lh ~/scratch.img", "-rw-rw-r-- 1 dana dana 2.0G Mar 12 09:16 /home/dana/scratch.img")
    turns.append((code("""
pyautogui.write('fallocate -l 2G ~/scratch.img && ls -lh ~/scratch.img\\n', interval=0.03)
time.sleep(1)
"""), t.view("Mar 12  09:16")))
    t.run("df -h /", dfh.format(u=33, a=23, p=59))
    turns.append((code("""
pyautogui.write('df -h /\\n', interval=0.03)
time.sleep(0.5)
"""), t.view("Mar 12  09:16")))
    t.run("rm ~/scratch.img; df -h /; uptime",
          dfh.format(u=31, a=25, p=56) + "\n 09:17:20 up 3 days,  2:44,  1 user,  load average: 0.61, 0.53, 0.49")
    turns.append((code("""
pyautogui.write('rm ~/scratch.img; df -h /; uptime\\n', interval=0.03)
time.sleep(1)
"""), t.view("Mar 12  09:17")))
    ps = ("    PID    PPID     ELAPSED CMD\n"
          "  48213       1       01:51 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\n"
          "  48214   48213       01:51 nginx: worker process\n"
          "  48215   48213       01:51 nginx: worker process\n"
          "  48216   48213       01:51 nginx: worker process\n"
          "  48217   48213       01:51 nginx: worker process")
    t.run("ps -o pid,ppid,etime,cmd -C nginx", ps)
    turns.append((code("""
pyautogui.write('ps -o pid,ppid,etime,cmd -C nginx\\n', interval=0.03)
time.sleep(0.5)
"""), t.view("Mar 12  09:17")))
    t.run("curl -sI http://localhost/ | head -4",
          "HTTP/1.1 200 OK\nServer: nginx/1.18.0 (Ubuntu)\nDate: Tue, 12 Mar 2024 08:17:41 GMT\nContent-Type: text/html")
    turns.append((code("""
pyautogui.write('curl -sI http://localhost/ | head -4\\n', interval=0.03)
time.sleep(0.5)
"""), t.view("Mar 12  09:17")))
    rs.add(task=TASK, tid="h24-os-06", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user dana, local nginx for development. Task: restart nginx and confirm it came back, and check that the root file system has room for a 2 GB scratch image (create it, look, remove it).",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- Thunderbird
TB_FOLDERS = ["Inbox", "Drafts", "Sent", "Receipts", "Archives", "Junk", "Trash"]


def tb_screen(folder: str, unread: dict[str, int], msgs: list[dict[str, object]], sel: str | None, pane: list[str], clock: str,
              overlay: list[str] | None = None, account: str = "noor.haddad@fastmail.com") -> str:
    rows = [R("frame", f"{folder} - {account} - Mozilla Thunderbird", "", "thunderbird", "", (72, 27), (1848, 1053)),
            R("push-button", "Get Messages", "", "", "", (80, 36), (110, 32)),
            R("push-button", "New Message", "", "", "", (196, 36), (120, 32)),
            R("entry", "Search", "", "", "", (700, 36), (500, 32)),
            R("push-button", "AppMenu", "", "", "", (1870, 36), (32, 32)),
            R("tree", "Folders", "", "", "", (72, 76), (300, 1000)),
            R("tree-item", account, "", "", "expanded", (80, 80), (290, 30))]
    for i, f in enumerate(TB_FOLDERS):
        n = unread.get(f, 0)
        rows.append(R("tree-item", f"{f} ({n})" if n else f, "", "", "selected" if f == folder else "", (96, 112 + i * 30), (274, 30)))
    rows.append(R("tree-item", "Local Folders", "", "", "", (80, 340), (290, 30)))
    rows += [R("push-button", "Quick Filter", "", "", "", (380, 80), (110, 28)),
             R("label", "", f"{len(msgs)} Messages", "", "", (1000, 84), (120, 20)),
             R("tree", "Message list", "", "", "", (372, 112), (1548, 360)),
             R("table-column-header", "Star", "", "", "", (380, 112), (30, 26)),
             R("table-column-header", "Attachments", "", "", "", (412, 112), (30, 26)),
             R("table-column-header", "Subject", "", "", "", (444, 112), (760, 26)),
             R("table-column-header", "Correspondents", "", "", "", (1204, 112), (380, 26)),
             R("table-column-header", "Date", "", "", "sorted descending", (1584, 112), (300, 26))]
    for i, m in enumerate(msgs):
        flags = [f for f in ("unread", "starred", "attachment") if m.get(f)]
        if m["subject"] == sel:
            flags.append("selected")
        rows.append(R("tree-item", str(m["subject"]), f"{m['from']} — {m['date']}", "", ", ".join(flags), (380, 140 + i * 28), (1530, 28)))
    rows += pane
    rows += [R("status-bar", "", "", "", "", (72, 1052), (1848, 26)),
             R("label", "", "Done", "", "", (80, 1054), (200, 22))]
    if overlay:
        rows += overlay
    return screen("Thunderbird Mail", clock, rows, ("Thunderbird Mail",))


def t07(rs: RowSet) -> None:
    def M(subject: str, frm: str, addr: str, date: str, full: str, body: list[str], unread: bool = False, attachment: bool = False) -> dict[str, object]:
        return {"subject": subject, "from": frm, "addr": addr, "date": date, "full": full, "body": body,
                "unread": unread, "attachment": attachment, "starred": False}

    inbox = [
        M("Your parcel is held — confirm delivery fee", "DHL Express", "notice@dhl-parcels-track.com", "Today 07:12", "3/12/2024, 07:12",
          ["Dear customer,", "Your parcel 4827 3310 92 could not be delivered because the customs fee of 1.99 EUR was not paid.",
           "Confirm the payment within 24 hours or the parcel will be returned to the sender.", "Pay 1.99 EUR now", "DHL Express Customer Service"], unread=True),
        M("Receipt for your payment to Hetzner Online GmbH", "Hetzner Online GmbH", "billing@hetzner.com", "Today 06:30", "3/12/2024, 06:30",
          ["Dear Noor Haddad,", "we have received your payment of EUR 23.71 for invoice 084113297 (March 2024).",
           "Cloud servers: CX22 x2, 1 primary IPv4, backups.", "Kind regards, Hetzner Online GmbH"], unread=True),
        M("Your Tuesday evening trip with Uber", "Uber Receipts", "noreply@uber.com", "Yesterday 22:15", "3/11/2024, 22:15",
          ["Thanks for riding, Noor", "Total €18.40", "Trip fare €15.90 · Booking fee €2.50", "Hauptbahnhof → Lindenstraße 14, 6.8 km, 17 min"]),
        M("Re: Q2 roadmap review — slides attached", "Priya Natarajan", "priya@tidewater.dev", "Yesterday 17:48", "3/11/2024, 17:48",
          ["Hi Noor,", "slides from today are attached (q2-roadmap-v3.pdf). Two open items for you:",
           "1. confirm the import/export milestone can land before the May freeze", "2. owner for the OFX regression suite",
           "Could you reply by Wednesday?", "Thanks, Priya"], unread=True, attachment=True),
        M("[ledgerline] Crash when importing OFX (#412)", "Tidewater Git", "gitea@tidewater.dev", "Yesterday 15:03", "3/11/2024, 15:03",
          ["mkoster closed issue #412 via commit 8c41e0d9a7.", "Fixed in v3.2.1: OFX import tolerates empty <MEMO> elements.",
           "View it on Tidewater Git or reply to this email directly."], unread=True),
        M("Team lunch Friday?", "Marco Bellini", "marco.bellini@tidewater.dev", "3/10/2024, 19:20", "3/10/2024, 19:20",
          ["Trattoria Sole at 12:30? I'll book for six unless someone objects.", "M."]),
        M("Invitation: Design sync @ Wed Mar 13, 2pm – 3pm (CET)", "Google Calendar", "calendar-notification@google.com", "3/10/2024, 09:02", "3/10/2024, 09:02",
          ["Priya Natarajan has invited you to Design sync", "Wednesday Mar 13, 2024 ⋅ 2pm – 3pm (Central European Time - Berlin)",
           "Join with Google Meet: meet.google.com/vqe-hkxr-tbo", "Going? Yes - Maybe - No"], unread=True),
        M("Weekly digest: 14 new posts in #infra", "Tidewater Discourse", "digest@forum.tidewater.dev", "3/9/2024, 08:00", "3/9/2024, 08:00",
          ["14 new posts this week in #infra", "Runner queue delays on Saturday: post-mortem", "Moving backups to object storage"]),
        M("Password reset requested", "Tidewater Git", "gitea@tidewater.dev", "3/8/2024, 13:37", "3/8/2024, 13:37",
          ["A password reset was requested for your account noor.", "If this was you, follow the link within 3 hours."]),
        M("Your March statement is ready", "Northwind Bank", "statements@northwindbank.de", "3/7/2024, 10:00", "3/7/2024, 10:00",
          ["Your account statement for February 2024 is now available in online banking."]),
    ]
    receipts = [
        M("Receipt from Fastmail", "Fastmail", "billing@fastmail.com", "2/28/2024, 04:10", "2/28/2024, 04:10", ["Standard plan, 1 year"]),
        M("Your Monday morning trip with Uber", "Uber Receipts", "noreply@uber.com", "3/4/2024, 08:41", "3/4/2024, 08:41", ["Total €12.10"]),
        M("Hetzner Online GmbH — Invoice 084097551", "Hetzner Online GmbH", "billing@hetzner.com", "2/12/2024, 06:30", "2/12/2024, 06:30", ["February 2024"]),
    ]
    phish = inbox[0]

    def unread_of(ms: list[dict[str, object]]) -> int:
        return sum(1 for m in ms if m["unread"])

    def pane(m: dict[str, object] | None) -> list[str]:
        if m is None:
            return [R("document-web", "", "", "", "", (372, 474), (1548, 576))]
        out = [R("label", "From", f"{m['from']} <{m['addr']}>", "", "", (390, 480), (900, 22)),
               R("label", "To", "Noor Haddad <noor.haddad@fastmail.com>", "", "", (390, 504), (900, 22)),
               R("label", "Subject", str(m["subject"]), "", "", (390, 528), (1100, 22)),
               R("label", "Date", str(m["full"]), "", "", (1700, 480), (200, 22)),
               R("push-button", "Reply", "", "", "", (1500, 504), (80, 28)),
               R("push-button", "Forward", "", "", "", (1584, 504), (90, 28)),
               R("push-button", "Archive", "", "", "", (1678, 504), (90, 28)),
               R("push-button", "Junk", "", "", "", (1772, 504), (70, 28)),
               R("push-button", "Delete", "", "", "", (1846, 504), (70, 28))]
        if m is phish:
            out.append(R("alert", "", "Thunderbird thinks this message might be an email scam.", "", "", (372, 560), (1548, 34)))
        if m["attachment"]:
            out.append(R("push-button", "1 attachment: q2-roadmap-v3.pdf 2.4 MB", "", "", "", (390, 1010), (500, 30)))
        out.append(R("document-web", "", "", "", "", (372, 600), (1548, 400)))
        out += [R("paragraph", "", line, "", "", (400, 610 + i * 30), (1400, 26)) for i, line in enumerate(m["body"])]  # type: ignore[arg-type]
        return out

    def counts(ms: list[dict[str, object]]) -> dict[str, int]:
        return {"Inbox": unread_of(ms), "Junk": 2}

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['thunderbird'])
time.sleep(6)
"""), tb_screen("Inbox", counts(inbox), inbox, None, pane(None), "Mar 12  08:31")))
    phish["unread"] = False
    turns.append((code("""
import pyautogui
pyautogui.click(800, 154)     # "Your parcel is held — confirm delivery fee"
time.sleep(1)
"""), tb_screen("Inbox", counts(inbox), inbox, str(phish["subject"]), pane(phish), "Mar 12  08:31")))
    inbox = inbox[1:]
    inbox[0]["unread"] = False
    turns.append((code("""
pyautogui.press('delete')
time.sleep(1)
"""), tb_screen("Inbox", counts(inbox), inbox, str(inbox[0]["subject"]), pane(inbox[0]), "Mar 12  08:32")))
    hetz = inbox[0]
    inbox = inbox[1:]
    receipts.append(hetz)
    uber = inbox[0]
    turns.append((code("""
pyautogui.rightClick(800, 154)   # selected Hetzner receipt
time.sleep(0.5)
pyautogui.click(900, 394)        # Move To
time.sleep(0.3)
pyautogui.click(1150, 484)       # Receipts
time.sleep(1)
"""), tb_screen("Inbox", counts(inbox), inbox, str(uber["subject"]), pane(uber), "Mar 12  08:33")))
    inbox = inbox[1:]
    receipts.append(uber)
    priya = inbox[0]
    priya["unread"] = False
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'm')   # Move Again (to Receipts)
time.sleep(1)
"""), tb_screen("Inbox", counts(inbox), inbox, str(priya["subject"]), pane(priya), "Mar 12  08:33")))
    priya["starred"] = True
    inbox = [phish] + inbox
    turns.append((code("""
pyautogui.press('s')     # star the roadmap thread
time.sleep(0.5)
"""), tb_screen("Inbox", counts(inbox), inbox, str(priya["subject"]), pane(priya), "Mar 12  08:34")))
    gitea = inbox[2]
    assert "OFX" in str(gitea["subject"])
    gitea["unread"] = False
    turns.append((code("""
pyautogui.click(800, 210)     # [ledgerline] Crash when importing OFX (#412)
time.sleep(1)
"""), tb_screen("Inbox", counts(inbox), inbox, str(gitea["subject"]), pane(gitea), "Mar 12  08:34")))
    rec_sorted = [receipts[3], receipts[4], receipts[1], receipts[0], receipts[2]]
    turns.append((code("""
pyautogui.click(200, 202)     # Receipts folder
time.sleep(1)
"""), tb_screen("Receipts", counts(inbox), rec_sorted, None, pane(None), "Mar 12  08:35")))
    for m in inbox:
        m["unread"] = False
    turns.append((code("""
pyautogui.click(200, 112)     # Inbox
time.sleep(0.5)
pyautogui.hotkey('shift', 'c')   # mark folder read
time.sleep(0.5)
"""), tb_screen("Inbox", counts(inbox), inbox, None, pane(None), "Mar 12  08:35")))
    rs.add(task=TASK, tid="h24-os-07", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user noor, Thunderbird 115 with one IMAP account. Task: triage the inbox: delete the fake DHL message, file the Hetzner and Uber receipts under Receipts, star Priya's roadmap thread, read the Gitea notification, then mark the inbox read.",
           bad=True, turn=6, kind="the deleted scam message is back in the inbox list with no undo or restore")


# ----------------------------------------------------------------------------------------------- VS Code
def vscode_screen(project: str, tree: list[tuple[int, str, str]], tabs: list[tuple[str, str]], active: int, text: str,
                  status: dict[str, str], clock: str, *, scm: int = 0, terminal: str | None = None,
                  overlay: list[str] | None = None) -> str:
    name, flag = tabs[active] if tabs else ("Welcome", "")
    dot = "● " if flag == "modified" else ""
    rows = [R("frame", f"{dot}{name} - {project} - Visual Studio Code", "", "code", "", (72, 27), (1848, 1053)),
            *menubar(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], 30),
            R("page-tab-list", "Active View Switcher", "", "", "", (72, 60), (48, 300)),
            R("page-tab", "Explorer (Ctrl+Shift+E)", "", "", "selected", (72, 60), (48, 48)),
            R("page-tab", "Search (Ctrl+Shift+F)", "", "", "", (72, 108), (48, 48)),
            R("page-tab", f"Source Control (Ctrl+Shift+G) - {scm} pending changes" if scm else "Source Control (Ctrl+Shift+G)", "", "", "", (72, 156), (48, 48)),
            R("page-tab", "Run and Debug (Ctrl+Shift+D)", "", "", "", (72, 204), (48, 48)),
            R("page-tab", "Extensions (Ctrl+Shift+X)", "", "", "", (72, 252), (48, 48)),
            R("label", "", "EXPLORER", "", "", (130, 64), (100, 20)),
            R("tree", "Files Explorer", "", "", "", (120, 110), (300, 900)),
            R("tree-item", project.upper(), "", "", "expanded", (120, 90), (300, 22))]
    for i, (depth, item, kind) in enumerate(tree):
        rows.append(R("tree-item", item, "", "", kind, (128 + depth * 12, 112 + i * 22), (292 - depth * 12, 22)))
    rows.append(R("page-tab-list", "", "", "", "", (420, 60), (1500, 35)))
    for i, (t, f) in enumerate(tabs):
        desc = ", ".join(x for x in (f, "active" if i == active else "") if x)
        rows.append(R("page-tab", t, "", "", desc, (420 + i * 160, 60), (160, 35)))
    ed_h = 560 if terminal is not None else 920
    rows.append(R("text", "The editor is not accessible at this time." if not tabs else f"Editor content ({name})", text, "monaco-editor", "", (420, 120), (1500, ed_h)))
    if terminal is not None:
        rows += [R("page-tab", "Problems", "", "", "", (430, 690), (80, 28)),
                 R("page-tab", "Output", "", "", "", (514, 690), (70, 28)),
                 R("page-tab", "Terminal", "", "", "selected", (590, 690), (80, 28)),
                 R("push-button", "New Terminal", "", "", "", (1700, 690), (28, 28)),
                 R("terminal", "Terminal 1, bash", terminal, "xterm", "", (420, 720), (1500, 330))]
    rows.append(R("status-bar", "", "", "", "", (72, 1056), (1848, 22)))
    x = 80
    for k, v in status.items():
        rows.append(R("push-button", k, v, "", "", (x, 1056), (len(v) * 7 + 20, 22)))
        x += len(v) * 7 + 24
    if overlay:
        rows += overlay
    return screen("Visual Studio Code", clock, rows, ("Visual Studio Code",))


def t08(rs: RowSet) -> None:
    utils = ('import re\nimport unicodedata\n\n_WS = re.compile(r"\\s+")\n_NON_WORD = re.compile(r"[^\\w\\s-]")\n\n\n'
             'def collapse_ws(text: str) -> str:\n    """Collapse runs of whitespace to a single space."""\n    return _WS.sub(" ", text).strip()\n\n\n'
             'def slugify(text: str, sep: str = "-") -> str:\n    """Lower-case ASCII slug: \'Crème Brûlée!\' -> \'creme-brulee\'."""\n'
             '    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")\n'
             '    text = _NON_WORD.sub("", text).lower()\n    return collapse_ws(text).replace(" ", sep)\n')
    app = ('"""Command-line entry point: slugger "Some Title" -> some-title."""\nimport sys\n\nfrom .utils import collapse_ws, slugify\n\n\n'
           'def main(argv: list[str] | None = None) -> int:\n    args = sys.argv[1:] if argv is None else argv\n    if not args:\n'
           '        print("usage: slugger TEXT...", file=sys.stderr)\n        return 2\n    print(slugify(collapse_ws(" ".join(args))))\n    return 0\n\n\n'
           'if __name__ == "__main__":\n    raise SystemExit(main())\n')
    test = ('import pytest\n\nfrom src.utils import collapse_ws, slugify\n\n\n@pytest.mark.parametrize(("raw", "slug"), [\n'
            '    ("Hello World", "hello-world"),\n    ("Crème Brûlée!", "creme-brulee"),\n    ("  many   spaces  ", "many-spaces"),\n'
            '    ("already-a-slug", "already-a-slug"),\n])\ndef test_slugify(raw, slug):\n    assert slugify(raw) == slug\n\n\n'
            'def test_custom_sep():\n    assert slugify("a b c", sep="_") == "a_b_c"\n\n\ndef test_collapse_ws():\n    assert collapse_ws(" a \\t b\\n") == "a b"\n')
    readme = ("# slugger\n\nTurn titles into URL slugs.\n\n```\n$ slugger \"Crème Brûlée: a history\"\ncreme-brulee-a-history\n```\n\n"
              "## Development\n\n```\npython -m venv .venv && . .venv/bin/activate\npip install -e .[test]\npython -m pytest -q\n```\n")

    def tree(src_name: str, deco: dict[str, str], tests_open: bool) -> list[tuple[int, str, str]]:
        srcs = sorted(["__init__.py", "app.py", src_name])
        out = [(0, ".venv", "collapsed, ignored"), (0, "src", "expanded")]
        out += [(1, f, deco.get(f, "")) for f in srcs]
        out.append((0, "tests", "expanded" if tests_open else "collapsed"))
        if tests_open:
            out.append((1, "test_utils.py", deco.get("test_utils.py", "")))
        out += [(0, ".gitignore", ""), (0, "pyproject.toml", ""), (0, "README.md", "")]
        return out

    def st(branch: str, ln: str, lang: str, problems: str = "⊗ 0  ⚠ 0") -> dict[str, str]:
        d = {"Checkout Branch/Tag...": branch, "Problems": problems, "Go to Line/Column": ln, "Indentation": "Spaces: 4",
             "Encoding": "UTF-8", "End of Line": "LF", "Language Mode": lang}
        if lang == "Python":
            d["Python interpreter"] = "3.10.12 ('.venv': venv)"
        d["Notifications"] = "No Notifications"
        return d

    P = "slugger"
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['code', '/home/kai/projects/slugger'])
time.sleep(6)
"""), vscode_screen(P, tree("utils.py", {}, False), [("README.md", "")], 0, readme, st("main", "Ln 1, Col 1", "Markdown"), "Mar 13  11:02")))
    turns.append((code("""
import pyautogui
pyautogui.click(200, 211)     # src/utils.py
time.sleep(1)
"""), vscode_screen(P, tree("utils.py", {}, False), [("README.md", ""), ("utils.py", "preview")], 1, utils, st("main", "Ln 1, Col 1", "Python"), "Mar 13  11:02")))
    box = [R("entry", "Type file name. Press Enter to confirm or Escape to cancel.", "utils.py", "", "selection: utils", (152, 178), (260, 22))]
    turns.append((code("""
pyautogui.press('f2')         # rename in the Explorer
time.sleep(0.5)
"""), vscode_screen(P, tree("utils.py", {}, False), [("README.md", ""), ("utils.py", "preview")], 1, utils, st("main", "Ln 1, Col 1", "Python"), "Mar 13  11:03", overlay=box)))
    deco = {"text_utils.py": "U"}
    turns.append((code("""
pyautogui.write('text_utils.py', interval=0.05)
pyautogui.press('enter')
time.sleep(1)
"""), vscode_screen(P, tree("text_utils.py", deco, False), [("README.md", ""), ("text_utils.py", "preview")], 1, utils, st("main*", "Ln 1, Col 1", "Python"), "Mar 13  11:03", scm=2)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'w')              # close text_utils.py
pyautogui.hotkey('ctrl', 'p')
pyautogui.write('app.py', interval=0.05)
pyautogui.press('enter')
time.sleep(2)
"""), vscode_screen(P, tree("text_utils.py", deco, False), [("README.md", ""), ("app.py", "")], 1, app, st("main*", "Ln 1, Col 1", "Python", "⊗ 0  ⚠ 1"), "Mar 13  11:04", scm=2)))
    app2 = app.replace("from .utils import", "from .text_utils import")
    turns.append((code("""
pyautogui.doubleClick(560, 177)            # the word 'utils' on line 4
pyautogui.write('text_utils', interval=0.05)
time.sleep(1)
"""), vscode_screen(P, tree("text_utils.py", deco, False), [("README.md", ""), ("app.py", "modified")], 1, app2, st("main*", "Ln 4, Col 17", "Python"), "Mar 13  11:04", scm=2)))
    deco["app.py"] = "M"
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
time.sleep(0.5)
"""), vscode_screen(P, tree("text_utils.py", deco, False), [("README.md", ""), ("app.py", "")], 1, app2, st("main*", "Ln 4, Col 17", "Python"), "Mar 13  11:05", scm=3)))
    test2 = test.replace("from src.utils import", "from src.text_utils import")
    deco["test_utils.py"] = "M"
    turns.append((code("""
pyautogui.hotkey('ctrl', 'p')
pyautogui.write('test_utils.py', interval=0.05)
pyautogui.press('enter')
time.sleep(1)
pyautogui.doubleClick(575, 155)            # 'utils' in 'from src.utils import' (line 3)
pyautogui.write('text_utils', interval=0.05)
pyautogui.hotkey('ctrl', 's')
time.sleep(0.5)
"""), vscode_screen(P, tree("text_utils.py", deco, True), [("README.md", ""), ("app.py", ""), ("test_utils.py", "")], 2, test2, st("main*", "Ln 3, Col 20", "Python"), "Mar 13  11:06", scm=4)))
    term = ("kai@devbox:~/projects/slugger$ python -m pytest -q\n......                                                                   [100%]\n"
            "6 passed in 0.04s\nkai@devbox:~/projects/slugger$ ")
    turns.append((code("""
pyautogui.hotkey('ctrl', '`')
time.sleep(1)
pyautogui.write('python -m pytest -q\\n', interval=0.03)
time.sleep(3)
"""), vscode_screen(P, tree("text_utils.py", deco, True), [("README.md", ""), ("app.py", ""), ("test_utils.py", "")], 2, test2, st("main*", "Ln 3, Col 20", "Python"), "Mar 13  11:07", scm=4, terminal=term)))
    drift = {"app.py": "M"}
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'e')
pyautogui.click(160, 233)                  # collapse 'tests'
time.sleep(0.5)
"""), vscode_screen(P, tree("utils.py", drift, False), [("README.md", ""), ("app.py", ""), ("test_utils.py", "")], 2, test2, st("main*", "Ln 3, Col 20", "Python"), "Mar 13  11:07", scm=4, terminal=term)))
    term += ("git log --oneline -3\n3f9c2a1 (HEAD -> main, origin/main) Handle combining marks in slugify\n"
             "b71d04e Document the --sep option\n0e5a8c3 Initial import\nkai@devbox:~/projects/slugger$ ")
    turns.append((code("""
pyautogui.click(1100, 900)                 # focus the terminal
pyautogui.write('git log --oneline -3\\n', interval=0.03)
time.sleep(1)
"""), vscode_screen(P, tree("utils.py", drift, False), [("README.md", ""), ("app.py", ""), ("test_utils.py", "")], 2, test2, st("main*", "Ln 3, Col 20", "Python"), "Mar 13  11:08", scm=4, terminal=term)))
    rs.add(task=TASK, tid="h24-os-08", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user kai, VS Code 1.87 with the Python extension. Task: in ~/projects/slugger rename src/utils.py to src/text_utils.py, fix the imports in src/app.py and tests/test_utils.py, and run the test suite.",
           bad=True, turn=10, kind="the Explorer lists the renamed module under its old name utils.py")


# ----------------------------------------------------------------------------------------------- LibreOffice Writer
WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]


def wc(paras: list[tuple[str, str, int]]) -> tuple[int, int, int]:
    words = sum(len(p.split()) for p, _, _ in paras)
    chars = sum(len(p) for p, _, _ in paras)
    nospace = sum(len(p.replace(" ", "")) for p, _, _ in paras)
    return words, chars, nospace


def writer_screen(fname: str, paras: list[tuple[str, str, int]], clock: str, *, style: str, page: int, modified: bool,
                  zoom: str = "100%", selection: str = "", overlay: list[str] | None = None) -> str:
    pages = max(p for _, _, p in paras)
    words, chars, _ = wc(paras)
    rows = [R("frame", f"{fname} - LibreOffice Writer", "", "soffice", "", (72, 27), (1848, 1053)),
            *menubar(WRITER_MENUS, 58),
            *buttons(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
                      "Find and Replace", "Spelling", "Formatting Marks", "Insert Table", "Insert Image", "Insert Chart",
                      "Insert Page Break", "Insert Field", "Track Changes"], 86),
            R("combo-box", "Paragraph Style", style, "", "", (80, 124), (170, 26)),
            R("combo-box", "Font Name", "Liberation Serif", "", "", (256, 124), (180, 26)),
            R("combo-box", "Font Size", "28 pt" if style == "Title" else ("18 pt" if style == "Heading 1" else "12 pt"), "", "", (440, 124), (66, 26)),
            R("document-text", fname, "", "", "", (72, 156), (1848, 876))]
    scale = {"100%": 1.0, "120%": 1.2}[zoom]
    y = 220
    shown_page = None
    for text, st, pg in paras:
        if shown_page is not None and pg != shown_page:
            y += int(160 * scale)
        shown_page = pg
        h = int((44 if st in ("Title", "Heading 1") else 24) * scale)
        rows.append(R("heading" if st.startswith("Heading") or st == "Title" else "paragraph", "", text, "", st, (560, y), (int(800 * scale), h)))
        y += h + int(8 * scale)
    rows += [R("status-bar", "", "", "", "", (72, 1036), (1848, 22)),
             R("label", "", f"Page {page} of {pages}", "", "", (80, 1036), (110, 22)),
             R("label", "", selection or f"{words} words, {chars} characters", "", "", (200, 1036), (300, 22)),
             R("label", "", "Default Page Style", "", "", (520, 1036), (140, 22)),
             R("label", "", "English (USA)", "", "", (680, 1036), (110, 22)),
             R("push-button", "", "", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", (820, 1036), (22, 22)),
             R("slider", "Zoom", zoom, "", "", (1700, 1036), (180, 22))]
    if overlay:
        rows += overlay
    return screen("LibreOffice Writer", clock, rows, ("LibreOffice Writer",))


def t09(rs: RowSet) -> None:
    D, H = "Default Paragraph Style", "Heading 1"
    paras = [["Platform team sync, 14 March 2024", "Title", 1],
             ["Attendees: Lena, Omar, Priya, Theo, Kai", D, 1],
             ["Agenda", D, 1],
             ["1. Release 3.2.1 retrospective", D, 1],
             ["2. CI runner capacity", D, 1],
             ["3. On-call rotation for April", D, 1],
             ["Notes", D, 1],
             ["The 3.2.1 release went out on Sunday without a rollback. The OFX crash fix was verified by two customers.", D, 1],
             ["Runner queue delays on Saturday were caused by the cache volume filling up; Omar added an alert at 85 percent.", D, 1],
             ["April on-call: Kai and Lena swap the week of the 15th.", D, 1],
             ["Action items", D, 1],
             ["Priya: draft the April on-call schedule by Friday.", D, 1]]

    def P() -> list[tuple[str, str, int]]:
        return [(str(a), str(b), int(c)) for a, b, c in paras]

    F = "meeting_notes_2024-03-14.odt"
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['libreoffice', '--writer', '/home/lena/Documents/meeting_notes_2024-03-14.odt'])
time.sleep(5)
"""), writer_screen(F, P(), "Mar 14  15:40", style="Title", page=1, modified=False)))
    paras.append(["Theo: move the runner cache to a separate 200 GB volume.", D, 1])
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'end')
pyautogui.press('enter')
pyautogui.write('Theo: move the runner cache to a separate 200 GB volume.', interval=0.03)
"""), writer_screen(F, P(), "Mar 14  15:41", style=D, page=1, modified=True)))
    paras[2][1] = H
    turns.append((code("""
pyautogui.hotkey('ctrl', 'home')
pyautogui.press(['down', 'down'])
pyautogui.press('home')
pyautogui.hotkey('shift', 'end')
pyautogui.hotkey('ctrl', '1')           # Heading 1
"""), writer_screen(F, P(), "Mar 14  15:42", style=H, page=1, modified=True, selection="Selected: 1 word, 6 characters")))
    paras[6][1] = H
    paras[10][1] = H
    turns.append((code("""
for n in (4, 4):                         # down to 'Notes', then to 'Action items'
    pyautogui.press(['down'] * n)
    pyautogui.hotkey('ctrl', '1')
"""), writer_screen(F, P(), "Mar 14  15:42", style=H, page=1, modified=True)))
    for p in paras[10:]:
        p[2] = 2
    turns.append((code("""
pyautogui.press('home')
pyautogui.hotkey('ctrl', 'enter')        # page break before 'Action items'
"""), writer_screen(F, P(), "Mar 14  15:43", style=H, page=2, modified=True)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'home')
"""), writer_screen(F, P(), "Mar 14  15:43", style="Title", page=1, modified=True)))
    turns.append((code("""
pyautogui.click(1790, 1047)              # zoom slider '+'
pyautogui.click(1790, 1047)
"""), writer_screen(F, P(), "Mar 14  15:44", style="Title", page=1, modified=True, zoom="120%")))
    words, chars, nospace = wc(P())
    dlg = [R("dialog", "Word Count", "", "", "", (760, 380), (420, 260)),
           R("label", "", "Selection", "", "", (900, 400), (100, 20)), R("label", "", "Document", "", "", (1040, 400), (100, 20)),
           R("label", "Words", "0", "", "", (780, 430), (120, 20)), R("label", "", f"{words:,}", "", "", (1040, 430), (100, 20)),
           R("label", "Characters including spaces", "0", "", "", (780, 460), (240, 20)), R("label", "", f"{chars:,}", "", "", (1040, 460), (100, 20)),
           R("label", "Characters excluding spaces", "0", "", "", (780, 490), (240, 20)), R("label", "", f"{nospace:,}", "", "", (1040, 490), (100, 20)),
           R("label", "Pages", "", "", "", (780, 520), (100, 20)), R("label", "", "2", "", "", (1040, 520), (100, 20)),
           R("push-button", "Help", "", "", "", (780, 596), (80, 30)), R("push-button", "Close", "", "", "", (1080, 596), (80, 30))]
    turns.append((code("""
pyautogui.click(665, 70)                 # Tools
pyautogui.click(700, 150)                # Word Count...
time.sleep(1)
"""), writer_screen(F, P(), "Mar 14  15:44", style="Title", page=1, modified=True, zoom="120%", overlay=dlg)))
    turns.append((code("""
pyautogui.click(1120, 611)               # Close
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), writer_screen(F, P(), "Mar 14  15:45", style="Title", page=1, modified=False, zoom="120%")))
    rs.add(task=TASK, tid="h24-os-09", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user lena. Task: finish today's meeting notes in LibreOffice Writer: add Theo's action item, make Agenda / Notes / Action items real headings, start the action items on a new page, check the word count, save.",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- 10 Firefox bookmarks (bad)
def t10(rs: RowSet) -> None:
    marks = ["Getting Started", "Calendar", "Sprint 42 board", "Grafana – prod", "Python Docs"]
    pl_url = "https://docs.python.org/3/library/pathlib.html"
    sh_url = "https://docs.python.org/3/library/shutil.html"
    pl_t = "pathlib — Object-oriented filesystem paths — Python 3.12.2 documentation"
    sh_t = "shutil — High-level file operations — Python 3.12.2 documentation"
    crumbs = [("link", "Python", ""), ("link", "3.12.2 Documentation", ""), ("link", "The Python Standard Library", ""),
              ("link", "File and Directory Access", ""), ("entry", "Quick search", ""), ("push-button", "Go", ""),
              ("combo-box", "Theme", "Auto")]
    pathlib = flow(crumbs + [
        ("heading", "pathlib — Object-oriented filesystem paths", ""),
        ("label", "", "New in version 3.4."),
        ("paragraph", "", "Source code: Lib/pathlib.py"),
        ("paragraph", "", "This module offers classes representing filesystem paths with semantics appropriate for different operating systems. Path classes are divided between pure paths, which provide purely computational operations without I/O, and concrete paths, which inherit from pure paths but also provide I/O operations."),
        ("paragraph", "", "If you’ve never used this module before or just aren’t sure which class is right for your task, Path is most likely what you need. It instantiates a concrete path for the platform the code is running on."),
        ("paragraph", "", "Pure paths are useful in some special cases; for example: If you want to manipulate Windows paths on a Unix machine (or vice versa). You cannot instantiate a WindowsPath when running on Unix, but you can instantiate PureWindowsPath."),
        ("paragraph", "", "See also: PEP 428: The pathlib module – object-oriented filesystem paths."),
        ("paragraph", "", "Tip: For low-level path manipulation on strings, you can also use the os.path module."),
        ("heading", "Basic use", ""),
        ("paragraph", "", "Importing the main class:"),
        ("text", "", ">>> from pathlib import Path"),
        ("paragraph", "", "Listing subdirectories:"),
        ("text", "", ">>> p = Path('.')\n>>> [x for x in p.iterdir() if x.is_dir()]\n[PosixPath('.hg'), PosixPath('docs'), PosixPath('dist'),\n PosixPath('__pycache__'), PosixPath('build')]"),
        ("paragraph", "", "Listing Python source files in this directory tree:"),
        ("text", "", ">>> list(p.glob('**/*.py'))\n[PosixPath('test_pathlib.py'), PosixPath('setup.py'),\n PosixPath('pathlib.py'), PosixPath('docs/conf.py'),\n PosixPath('build/lib/pathlib.py')]"),
        ("heading", "Pure paths", ""),
        ("paragraph", "", "Pure path objects provide path-handling operations which don’t actually access a filesystem. There are three ways to access these classes, which we also call flavours:"),
        ("link", "class pathlib.PurePath(*pathsegments)", "")], y=150)
    shutil = flow(crumbs + [
        ("heading", "shutil — High-level file operations", ""),
        ("paragraph", "", "Source code: Lib/shutil.py"),
        ("paragraph", "", "The shutil module offers a number of high-level operations on files and collections of files. In particular, functions are provided which support file copying and removal. For operations on individual files, see also the os module."),
        ("paragraph", "", "Warning: Even the higher-level file copying functions (shutil.copy(), shutil.copy2()) cannot copy all file metadata."),
        ("heading", "Directory and files operations", ""),
        ("link", "shutil.copyfileobj(fsrc, fdst[, length])", ""),
        ("paragraph", "", "Copy the contents of the file-like object fsrc to the file-like object fdst. The integer length, if given, is the buffer size."),
        ("link", "shutil.copyfile(src, dst, *, follow_symlinks=True)", ""),
        ("paragraph", "", "Copy the contents (no metadata) of the file named src to a file named dst and return dst in the most efficient way possible."),
        ("link", "shutil.copymode(src, dst, *, follow_symlinks=True)", ""),
        ("link", "shutil.copystat(src, dst, *, follow_symlinks=True)", ""),
        ("link", "shutil.copy(src, dst, *, follow_symlinks=True)", ""),
        ("link", "shutil.copy2(src, dst, *, follow_symlinks=True)", ""),
        ("link", "shutil.ignore_patterns(*patterns)", ""),
        ("link", "shutil.copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2, ignore_dangling_symlinks=False, dirs_exist_ok=False)", ""),
        ("paragraph", "", "Recursively copy an entire directory tree rooted at src to a directory named dst and return the destination directory. All intermediate directories needed to contain dst will also be created by default."),
        ("link", "shutil.rmtree(path, ignore_errors=False, onerror=None, *, onexc=None, dir_fd=None)", "")], y=150)

    def panel(name: str) -> list[str]:
        return [R("panel", "Add bookmark", "", "", "", (1180, 104), (380, 300)),
                R("label", "", "Add bookmark", "", "", (1300, 114), (140, 22)),
                R("entry", "Name", name, "", "focused, selected", (1196, 160), (348, 30)),
                R("combo-box", "Folder", "Bookmarks Toolbar", "", "", (1196, 214), (348, 30)),
                R("entry", "Tags", "", "", "", (1196, 268), (348, 30)),
                R("check-box", "Show editor when saving", "", "", "checked", (1196, 314), (240, 22)),
                R("push-button", "Cancel", "", "", "", (1300, 356), (110, 32)),
                R("push-button", "Save", "", "", "", (1420, 356), (110, 32))]

    turns = []
    turns.append((code(f"""
import subprocess, time
subprocess.Popen(['firefox', '{pl_url}'])
time.sleep(4)
"""), ff_screen([pl_t], 0, pl_url, pathlib, "Mar 15  13:20", bookmarks=marks)))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'd')
time.sleep(0.5)
"""), ff_screen([pl_t], 0, pl_url, pathlib, "Mar 15  13:20", bookmarks=marks, overlay=panel(pl_t))))
    marks = marks + ["pathlib docs"]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('pathlib docs', interval=0.05)
pyautogui.click(1475, 372)    # Save
time.sleep(0.5)
"""), ff_screen([pl_t], 0, pl_url, pathlib, "Mar 15  13:21", bookmarks=marks, starred=True)))
    marks = [m for m in marks if m != "pathlib docs"]
    turns.append((code(f"""
pyautogui.hotkey('ctrl', 'l')
pyautogui.write('{sh_url}\\n', interval=0.02)
time.sleep(2)
"""), ff_screen([sh_t], 0, sh_url, shutil, "Mar 15  13:21", bookmarks=marks)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'd')
time.sleep(0.5)
"""), ff_screen([sh_t], 0, sh_url, shutil, "Mar 15  13:22", bookmarks=marks, overlay=panel(sh_t))))
    marks = marks + ["shutil docs"]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('shutil docs', interval=0.05)
pyautogui.click(1475, 372)    # Save
time.sleep(0.5)
"""), ff_screen([sh_t], 0, sh_url, shutil, "Mar 15  13:22", bookmarks=marks, starred=True)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'f')
pyautogui.write('copytree', interval=0.05)
time.sleep(0.5)
"""), ff_screen([sh_t], 0, sh_url, shutil, "Mar 15  13:23", bookmarks=marks, starred=True, findbar=("copytree", "1 of 9 matches"))))
    turns.append((code("""
pyautogui.press('enter')
time.sleep(0.5)
"""), ff_screen([sh_t], 0, sh_url, shutil, "Mar 15  13:23", bookmarks=marks, starred=True, findbar=("copytree", "2 of 9 matches"))))
    rs.add(task=TASK, tid="h24-os-10", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user kai, Firefox 124 with the Bookmarks Toolbar shown. Task: bookmark the pathlib and shutil reference pages on the toolbar as 'pathlib docs' and 'shutil docs', then find where copytree is documented.",
           bad=True, turn=4, kind="the bookmark just saved to the toolbar is missing from the Bookmarks Toolbar")


# ----------------------------------------------------------------------------------------------- 11 Calc filter / sort (clean)
def t11(rs: RowSet) -> None:
    data = [("2024-03-01", "Alvarez", "West", 14, 2380.0), ("2024-03-02", "Brandt", "East", 9, 1431.0),
            ("2024-03-04", "Chen", "West", 22, 3916.0), ("2024-03-05", "Dube", "North", 6, 1014.0),
            ("2024-03-07", "Alvarez", "West", 11, 1870.0), ("2024-03-08", "Eriksen", "South", 17, 2737.0),
            ("2024-03-11", "Brandt", "East", 20, 3280.0), ("2024-03-12", "Chen", "West", 8, 1392.0),
            ("2024-03-13", "Foster", "North", 13, 2158.0), ("2024-03-14", "Dube", "North", 10, 1690.0),
            ("2024-03-15", "Eriksen", "South", 5, 845.0), ("2024-03-18", "Foster", "East", 16, 2624.0)]
    cur = [False]
    extra: dict[str, str] = {}

    def cells(rows: list[tuple[str, str, str, int, float]], visible: set[int] | None, now: str) -> dict[str, str]:
        c = {"A1": "Date", "B1": "Rep", "C1": "Region", "D1": "Units", "E1": "Revenue"}
        for i, (d, rep, reg, u, rev) in enumerate(rows):
            r = i + 2
            c.update({f"A{r}": d, f"B{r}": rep, f"C{r}": reg, f"D{r}": str(u), f"E{r}": f"${money(rev)}" if cur[0] else fmt_num(rev)})
        vis = [rows[i] for i in range(len(rows)) if visible is None or i + 2 in visible]
        c.update({"G16": "Visible revenue", "H16": fmt_num(sum(x[4] for x in vis)), "G17": "Visible units", "H17": str(sum(x[3] for x in vis)),
                  "G18": "Refreshed", "H18": now})
        c.update(extra)
        return c

    F = "sales_march.ods"
    W = {"G": 130, "H": 150}
    fl = ("A1", "B1", "C1", "D1", "E1")
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['libreoffice', '--calc', '/home/mira/Documents/sales_march.ods'])
time.sleep(5)
"""), calc_screen(F, cells(data, None, "2024-03-18 16:04:51"), "A1", "Date", modified=False, status="Average: ; Sum: 0", clock="Mar 18  16:05", widths=W)))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'l')   # AutoFilter on the data range
time.sleep(0.5)
"""), calc_screen(F, cells(data, None, "2024-03-18 16:04:51"), "A1", "Date", modified=True, status="Average: ; Sum: 0", clock="Mar 18  16:05", widths=W, filters=fl)))
    west = {i + 2 for i, x in enumerate(data) if x[2] == "West"}
    hidden = tuple(r for r in range(2, 14) if r not in west)
    turns.append((code("""
pyautogui.click(400, 217)                # Region filter arrow
time.sleep(0.5)
pyautogui.click(330, 300)                # (Select all) off
pyautogui.click(330, 372)                # West
pyautogui.click(470, 560)                # OK
time.sleep(0.5)
"""), calc_screen(F, cells(data, west, "2024-03-18 16:06:02"), "C1", "Region", modified=True, status="Average: ; Sum: 0", clock="Mar 18  16:06", widths=W,
                  filters=fl, hidden=hidden, records=f"{len(west)} of 12 records found")))
    turns.append((code("""
pyautogui.click(400, 217)                # Region filter arrow
time.sleep(0.5)
pyautogui.click(330, 300)                # (Select all)
pyautogui.click(470, 560)                # OK
time.sleep(0.5)
"""), calc_screen(F, cells(data, None, "2024-03-18 16:06:40"), "C1", "Region", modified=True, status="Average: ; Sum: 0", clock="Mar 18  16:06", widths=W, filters=fl)))
    data = sorted(data, key=lambda x: x[4], reverse=True)
    turns.append((code("""
pyautogui.click(560, 217)                # E1 'Revenue'
pyautogui.click(700, 70)                 # Data
pyautogui.click(740, 160)                # Sort Descending
time.sleep(0.5)
"""), calc_screen(F, cells(data, None, "2024-03-18 16:07:15"), "E1", "Revenue", modified=True, status="Average: ; Sum: 0", clock="Mar 18  16:07", widths=W, filters=fl)))
    cur[0] = True
    tot = sum(x[4] for x in data)
    turns.append((code("""
pyautogui.click(140, 170)                # Name Box
pyautogui.write('E2:E13\\n', interval=0.05)
pyautogui.hotkey('ctrl', 'shift', '4')   # currency
"""), calc_screen(F, cells(data, None, "2024-03-18 16:07:44"), "E2:E13", fmt_num(data[0][4]), modified=True,
                  status=f"Average: ${money(tot / 12)}; Sum: ${money(tot)}", selection="Selected: 12 rows, 1 column", clock="Mar 18  16:07", widths=W, filters=fl)))
    extra.update({"G19": "Check", "H19": f"${money(tot)}"})
    turns.append((code("""
pyautogui.click(140, 170)
pyautogui.write('G19\\n', interval=0.05)
pyautogui.write('Check\\t=SUM(E2:E13)\\n', interval=0.05)
"""), calc_screen(F, cells(data, None, "2024-03-18 16:08:20"), "G20", "", modified=True, status="Average: ; Sum: 0", clock="Mar 18  16:08", widths=W, filters=fl)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), calc_screen(F, cells(data, None, "2024-03-18 16:08:20"), "G20", "", modified=False, status="Average: ; Sum: 0", clock="Mar 18  16:08", widths=W, filters=fl)))
    rs.add(task=TASK, tid="h24-os-11", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user mira. sales_march.ods has a summary block (G16:H18) with =SUBTOTAL(9;E2:E13), =SUBTOTAL(9;D2:D13) and =NOW(). Task: look at West alone, then sort everything by revenue (highest first), show revenue as currency, add a plain SUM check next to the summary and save.",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- GIMP
GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]
GIMP_TOOLS = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
              "Unified Transform Tool", "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Clone Tool",
              "Smudge Tool", "Text Tool", "Bucket Fill Tool", "Gradient Tool", "Color Picker Tool", "Zoom Tool"]


def gimp_title(name: str, state: str, dirty: bool, layers: int, w: int, h: int) -> str:
    st = f" ({state})" if state else ""
    return (f"{'*' if dirty else ''}[{name}]{st}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
            f"{layers} layer{'s' if layers != 1 else ''}) {w}x{h} – GIMP")


def gimp_screen(title: str, clock: str, *, layers: list[str], active: str, zoom: str, pointer: str, message: str,
                tool: str, options: list[str], dock: str = "Layers", undo: list[str] | None = None,
                overlay: list[str] | None = None, canvas: bool = True) -> str:
    rows = [R("frame", title, "", "gimp-2.10", "", (72, 27), (1848, 1053)), *menubar(GIMP_MENUS, 30)]
    rows.append(R("panel", "Toolbox", "", "", "", (72, 56), (230, 420)))
    for i, t in enumerate(GIMP_TOOLS):
        rows.append(R("toggle-button", t, "", "", "checked" if t == tool else "", (80 + (i % 6) * 36, 64 + (i // 6) * 36), (34, 34)))
    rows.append(R("label", "", "Tool Options", "", "", (80, 200), (200, 20)))
    rows += [R("label", "", o, "", "", (80, 226 + i * 26), (210, 24)) for i, o in enumerate(options)]
    if canvas:
        rows += [R("ruler", "", "", "", "", (330, 56), (1250, 16)),
                 R("ruler", "", "", "", "", (310, 72), (16, 940)),
                 R("drawing-area", "", "", "GimpCanvas", "", (330, 72), (1250, 940)),
                 R("label", "", pointer, "", "", (320, 1020), (130, 24)),
                 R("combo-box", "Unit", "px", "", "", (454, 1020), (60, 24)),
                 R("combo-box", "Zoom", zoom, "", "", (520, 1020), (90, 24)),
                 R("label", "", message, "", "", (620, 1020), (900, 24))]
    rows.append(R("page-tab-list", "", "", "", "", (1590, 56), (330, 30)))
    for i, t in enumerate(["Layers", "Channels", "Paths", "Undo History"]):
        rows.append(R("page-tab", t, "", "", "selected" if t == dock else "", (1590 + i * 82, 56), (80, 30)))
    if dock == "Layers":
        rows += [R("combo-box", "Mode", "Normal", "", "", (1600, 92), (200, 26)),
                 R("spin-button", "Opacity", "100.0", "", "", (1600, 122), (300, 26)),
                 R("toggle-button", "Lock pixels", "", "", "", (1600, 152), (26, 26)),
                 R("toggle-button", "Lock position and size", "", "", "", (1628, 152), (26, 26)),
                 R("toggle-button", "Lock alpha channel", "", "", "", (1656, 152), (26, 26)),
                 R("tree", "Layers", "", "", "", (1600, 184), (310, 400))]
        for i, ly in enumerate(layers):
            rows.append(R("tree-item", ly, "", "", "visible, selected" if ly == active else "visible", (1600, 184 + i * 40), (310, 40)))
        rows += buttons(["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                         "Duplicate this layer", "Anchor the floating layer", "Add a mask", "Delete this layer"], 590, 1600, 30)
    elif undo is not None:
        rows.append(R("tree", "Undo History", "", "", "", (1600, 92), (310, 500)))
        for i, u in enumerate(undo):
            rows.append(R("tree-item", u, "", "", "selected" if i == len(undo) - 1 else "", (1600, 92 + i * 34), (310, 34)))
        rows += buttons(["Undo the last operation", "Redo the last operation", "Clear undo history"], 600, 1600, 30)
    rows += [R("label", "", "Brushes", "", "", (1600, 660), (100, 20)),
             R("combo-box", "Filter", "", "", "", (1600, 686), (300, 26)),
             R("label", "", "2. Hardness 050 (51 × 51)", "", "", (1600, 716), (300, 20))]
    if overlay:
        rows += overlay
    return screen("GNU Image Manipulation Program", clock, rows, ("GNU Image Manipulation Program",))


def t12(rs: RowSet) -> None:
    MOVE = ["Move:", "Pick a layer or guide", "Tool Toggle (Shift)", "Pick a layer or guide"]
    L = ["photo_0193.jpg"]

    def scr(clock: str, *, dirty: bool, w: int, h: int, zoom: str, pointer: str, msg: str, state: str = "imported", name: str = "photo_0193",
            overlay: list[str] | None = None, dock: str = "Layers", undo: list[str] | None = None) -> str:
        return gimp_screen(gimp_title(name, state, dirty, 1, w, h), clock, layers=L, active=L[0], zoom=zoom, pointer=pointer,
                           message=msg, tool="Move Tool", options=MOVE, overlay=overlay, dock=dock, undo=undo)

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['gimp', '/home/ana/Pictures/photo_0193.jpg'])
time.sleep(12)
"""), scr("Mar 14  15:31", dirty=False, w=4032, h=3024, zoom="33.3%", pointer="2017.0, 1511.0", msg="photo_0193.jpg (70.1 MB)")))

    def scale_dialog(w: str, h: str) -> list[str]:
        return [R("dialog", "Scale Image", "", "", "", (700, 300), (520, 430)),
                R("label", "", "Scale Image", "", "", (720, 312), (200, 22)),
                R("label", "", "[photo_0193] (imported)-1", "", "", (720, 336), (300, 20)),
                R("label", "", "Image Size", "", "", (720, 372), (100, 20)),
                R("spin-button", "Width", w, "", "", (800, 400), (160, 28)),
                R("spin-button", "Height", h, "", "", (800, 434), (160, 28)),
                R("toggle-button", "Chain", "", "", "checked", (966, 410), (24, 40)),
                R("combo-box", "Unit", "px", "", "", (1000, 416), (80, 28)),
                R("label", "", f"{w} × {h} pixels", "", "", (800, 468), (200, 20)),
                R("label", "", "72 ppi, RGB color", "", "", (800, 490), (200, 20)),
                R("spin-button", "X resolution", "72.000", "", "", (800, 520), (160, 28)),
                R("spin-button", "Y resolution", "72.000", "", "", (800, 554), (160, 28)),
                R("combo-box", "", "pixels/in", "", "", (1000, 536), (120, 28)),
                R("label", "", "Quality", "", "", (720, 596), (100, 20)),
                R("combo-box", "Interpolation", "Cubic", "", "", (800, 620), (200, 28)),
                R("push-button", "Help", "", "", "", (720, 690), (80, 30)),
                R("push-button", "Reset", "", "", "", (900, 690), (80, 30)),
                R("push-button", "Cancel", "", "", "", (990, 690), (90, 30)),
                R("push-button", "Scale", "", "", "", (1090, 690), (90, 30))]
    turns.append((code("""
import pyautogui
pyautogui.click(238, 42)     # Image
pyautogui.click(290, 396)    # Scale Image...
time.sleep(1)
"""), scr("Mar 14  15:31", dirty=False, w=4032, h=3024, zoom="33.3%", pointer="2017.0, 1511.0", msg="photo_0193.jpg (70.1 MB)", overlay=scale_dialog("4032", "3024"))))
    turns.append((code("""
pyautogui.tripleClick(880, 414)              # Width
pyautogui.write('1600\\t', interval=0.05)    # height follows the chain
pyautogui.click(1135, 705)                   # Scale
time.sleep(3)
"""), scr("Mar 14  15:32", dirty=True, w=1600, h=1200, zoom="33.3%", pointer="812.0, 604.0", msg="")))
    usm = [R("dialog", "Unsharp Mask", "", "", "", (660, 260), (600, 500)),
           R("label", "", "Unsharp Mask", "", "", (680, 272), (200, 22)),
           R("label", "", "photo_0193.jpg-1 ([photo_0193] (imported))", "", "", (680, 296), (400, 20)),
           R("combo-box", "Presets", "", "", "", (680, 330), (540, 28)),
           R("spin-button", "Radius", "3.000", "", "", (680, 380), (540, 28)),
           R("spin-button", "Amount", "0.500", "", "", (680, 414), (540, 28)),
           R("spin-button", "Threshold", "0.000", "", "", (680, 448), (540, 28)),
           R("combo-box", "Blending Options", "", "", "", (680, 490), (540, 28)),
           R("check-box", "Preview", "", "", "checked", (680, 530), (100, 24)),
           R("check-box", "Split view", "", "", "", (800, 530), (120, 24)),
           R("push-button", "Help", "", "", "", (680, 716), (80, 30)),
           R("push-button", "Reset", "", "", "", (900, 716), (80, 30)),
           R("push-button", "Cancel", "", "", "", (1040, 716), (90, 30)),
           R("push-button", "OK", "", "", "", (1140, 716), (90, 30))]
    turns.append((code("""
pyautogui.click(455, 42)     # Filters
pyautogui.click(500, 250)    # Enhance
pyautogui.click(700, 520)    # Unsharp Mask...
time.sleep(2)
"""), scr("Mar 14  15:33", dirty=True, w=1600, h=1200, zoom="33.3%", pointer="812.0, 604.0", msg="", overlay=usm)))
    turns.append((code("""
pyautogui.click(1185, 731)   # OK
time.sleep(3)
"""), scr("Mar 14  15:34", dirty=True, w=1600, h=1200, zoom="33.3%", pointer="640.0, 488.0", msg="")))
    turns.append((code("""
pyautogui.moveTo(955, 540)
pyautogui.press('1')         # zoom 1:1
time.sleep(1)
"""), scr("Mar 14  15:21", dirty=True, w=1600, h=1200, zoom="100%", pointer="800.0, 600.0", msg="")))
    files = [("photo_0193.jpg", "5.8 MB", "10:14"), ("photo_0192.jpg", "6.1 MB", "10:14"), ("photo_0191.jpg", "5.5 MB", "10:13"),
             ("banner_draft.xcf", "12.4 MB", "Yesterday"), ("avatar_square.png", "311.0 kB", "Mar 2")]

    def export(name: str) -> list[str]:
        out = [R("dialog", "Export Image", "", "", "", (480, 160), (960, 700)),
               R("text", "Name", name, "", "", (560, 190), (500, 30)),
               R("push-button", "Pictures", "", "", "", (560, 232), (120, 30)),
               R("list-item", "Home", "", "", "", (490, 280), (200, 28)),
               R("list-item", "Desktop", "", "", "", (490, 308), (200, 28)),
               R("list-item", "Pictures", "", "", "selected", (490, 336), (200, 28)),
               R("table-column-header", "Name", "", "", "", (700, 280), (420, 26)),
               R("table-column-header", "Size", "", "", "", (1120, 280), (120, 26)),
               R("table-column-header", "Modified", "", "", "sorted", (1240, 280), (180, 26))]
        for i, (n, s, m) in enumerate(files):
            out += [R("table-cell", "", n, "", "", (700, 306 + i * 28), (420, 28)),
                    R("table-cell", "", s, "", "", (1120, 306 + i * 28), (120, 28)),
                    R("table-cell", "", m, "", "", (1240, 306 + i * 28), (180, 28))]
        out += [R("push-button", "Select File Type (By Extension)", "", "", "", (500, 790), (300, 28)),
                R("push-button", "Help", "", "", "", (500, 820), (80, 30)),
                R("push-button", "Cancel", "", "", "", (1230, 820), (90, 30)),
                R("push-button", "Export", "", "", "", (1330, 820), (90, 30))]
        return out
    turns.append((code("""
pyautogui.hotkey('shift', 'ctrl', 'e')
time.sleep(1)
"""), scr("Mar 14  15:35", dirty=True, w=1600, h=1200, zoom="100%", pointer="800.0, 600.0", msg="", overlay=export("photo_0193.jpg"))))

    def jpeg(q: str, size: str) -> list[str]:
        return [R("dialog", "Export Image as JPEG", "", "", "", (700, 300), (520, 420)),
                R("slider", "Quality", q, "", "", (720, 340), (480, 28)),
                R("label", "", f"File size: {size}", "", "", (720, 374), (300, 20)),
                R("check-box", "Show preview in image window", "", "", "checked", (720, 400), (300, 22)),
                R("check-box", "Save Exif data", "", "", "checked", (720, 430), (200, 22)),
                R("check-box", "Save XMP data", "", "", "checked", (720, 456), (200, 22)),
                R("check-box", "Save color profile", "", "", "checked", (720, 482), (200, 22)),
                R("push-button", "Advanced Options", "", "", "collapsed", (720, 520), (200, 24)),
                R("push-button", "Help", "", "", "", (720, 676), (80, 30)),
                R("push-button", "Cancel", "", "", "", (1010, 676), (90, 30)),
                R("push-button", "Export", "", "", "", (1110, 676), (90, 30))]
    turns.append((code("""
pyautogui.tripleClick(800, 205)
pyautogui.write('photo_0193_web.jpg', interval=0.04)
pyautogui.click(1375, 835)   # Export
time.sleep(1)
pyautogui.tripleClick(1160, 354)   # quality value
pyautogui.write('85\\t', interval=0.05)
time.sleep(1)
"""), scr("Mar 14  15:36", dirty=True, w=1600, h=1200, zoom="100%", pointer="800.0, 600.0", msg="", overlay=jpeg("85", "356.2 kB"))))
    turns.append((code("""
pyautogui.click(1155, 691)   # Export
time.sleep(2)
"""), scr("Mar 14  15:36", dirty=True, w=1600, h=1200, zoom="100%", pointer="800.0, 600.0", msg="", state="exported", name="photo_0193_web")))
    turns.append((code("""
pyautogui.click(1834, 71)    # Undo History tab
time.sleep(0.5)
"""), scr("Mar 14  15:37", dirty=True, w=1600, h=1200, zoom="100%", pointer="800.0, 600.0", msg="", state="exported", name="photo_0193_web",
          dock="Undo History", undo=["[ Base Image ]", "Scale Image", "Unsharp Mask"])))
    rs.add(task=TASK, tid="h24-os-12", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user ana, GIMP 2.10.30. Task: prepare ~/Pictures/photo_0193.jpg for the web: scale to 1600 px wide, apply a light unsharp mask, export as photo_0193_web.jpg at quality 85, and check the undo history.",
           bad=True, turn=6, kind="the top-bar clock jumps back about a quarter hour while work continues")


# ----------------------------------------------------------------------------------------------- Inkscape
INK_MENUS = ["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"]
INK_TOOLS = ["Selector", "Node", "Rectangle", "3D Box", "Ellipse / Arc", "Star / Polygon", "Spiral", "Pencil", "Pen",
             "Calligraphy", "Text", "Spray", "Eraser", "Paint Bucket", "Tweak", "Gradient", "Mesh", "Zoom", "Measure",
             "Dropper", "Connector"]


def ink_screen(fname: str, dirty: bool, clock: str, *, tool: str, controls: list[str], status: str, cursor: tuple[str, str],
               zoom: str, fill: str, stroke: str, side: list[str] | None = None) -> str:
    rows = [R("frame", f"{'*' if dirty else ''}{fname} - Inkscape", "", "org.inkscape.Inkscape", "", (72, 27), (1848, 1053)),
            *menubar(INK_MENUS, 30),
            *buttons(["New", "Open", "Save", "Print", "Import", "Export", "Undo", "Redo", "Copy", "Cut", "Paste",
                      "Zoom Selection", "Zoom Drawing", "Zoom Page", "Duplicate", "Clone", "Group", "Ungroup",
                      "Fill and Stroke", "Text and Font", "Layers and Objects", "XML Editor", "Align and Distribute"], 56, 1500, 26)]
    rows += controls
    for i, t in enumerate(INK_TOOLS):
        rows.append(R("toggle-button", t, "", "", "checked" if t == tool else "", (76, 130 + i * 36), (32, 32)))
    canvas_w = 1100 if side else 1740
    rows += [R("ruler", "", "", "", "", (130, 110), (canvas_w, 18)),
             R("drawing-area", "", "", "SPCanvas", "", (130, 128), (canvas_w, 880))]
    if side:
        rows += side
    rows += [R("label", "Fill:", fill, "", "", (80, 1020), (120, 22)),
             R("label", "Stroke:", stroke, "", "", (80, 1042), (120, 22)),
             R("spin-button", "O:", "100", "", "", (210, 1030), (60, 26)),
             R("combo-box", "Current layer", "Layer 1", "", "", (280, 1030), (130, 26)),
             R("label", "", status, "", "", (420, 1030), (1050, 40)),
             R("label", "X:", cursor[0], "", "", (1490, 1022), (90, 20)),
             R("label", "Y:", cursor[1], "", "", (1490, 1044), (90, 20)),
             R("spin-button", "Z:", zoom, "", "", (1600, 1030), (90, 26)),
             R("spin-button", "R:", "0.00°", "", "", (1700, 1030), (90, 26))]
    return screen("Inkscape", clock, rows, ("Inkscape",))


def sel_controls(x: str, y: str, w: str, h: str, unit: str, enabled: bool = True) -> list[str]:
    d = "" if enabled else "disabled"
    return [R("push-button", "Select All", "", "", "", (80, 96), (30, 30)),
            R("push-button", "Deselect", "", "", "", (112, 96), (30, 30)),
            R("push-button", "Rotate 90° CCW", "", "", d, (150, 96), (30, 30)),
            R("push-button", "Flip horizontal", "", "", d, (220, 96), (30, 30)),
            R("push-button", "Raise selection to top", "", "", d, (290, 96), (30, 30)),
            R("spin-button", "X", x, "", d, (520, 96), (110, 30)),
            R("spin-button", "Y", y, "", d, (660, 96), (110, 30)),
            R("spin-button", "W", w, "", d, (800, 96), (110, 30)),
            R("toggle-button", "Lock", "", "", "", (914, 96), (28, 30)),
            R("spin-button", "H", h, "", d, (960, 96), (110, 30)),
            R("combo-box", "Units", unit, "", "", (1080, 96), (70, 30))]


def t13(rs: RowSet) -> None:
    F = "badge.svg"
    PX = 96 / 25.4
    x0, y0, w0, h0, sw = 25.0, 30.0, 40.0, 20.0, 0.264583
    vx, vy, vw, vh = x0 - sw / 2, y0 - sw / 2, w0 + sw, h0 + sw
    sel_msg = "<b>Rectangle</b> in layer <b>Layer 1</b>. Click selection to toggle scale/rotation handles (or Shift+s)."
    fill, stroke = "#3465a4", "#000000"
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['inkscape', '/home/ines/Design/badge.svg'])
time.sleep(8)
"""), ink_screen(F, False, "Mar 19  11:05", tool="Selector", controls=sel_controls("0.000", "0.000", "0.001", "0.001", "mm", False),
                 status="No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.",
                 cursor=("61.42", "12.07"), zoom="351%", fill="N/A", stroke="N/A")))
    rect_ctl = [R("label", "", "New:", "", "", (80, 96), (40, 30)),
                R("spin-button", "W", f"{w0:.3f}", "", "", (300, 96), (110, 30)),
                R("spin-button", "H", f"{h0:.3f}", "", "", (440, 96), (110, 30)),
                R("combo-box", "Units", "mm", "", "", (560, 96), (70, 30)),
                R("spin-button", "Rx", "0.000", "", "", (680, 96), (110, 30)),
                R("spin-button", "Ry", "0.000", "", "", (820, 96), (110, 30)),
                R("push-button", "Make corners sharp", "", "", "", (950, 96), (30, 30))]
    turns.append((code("""
import pyautogui
pyautogui.press('r')
pyautogui.moveTo(612, 430)
pyautogui.dragTo(1142, 695, duration=0.6)
time.sleep(0.5)
"""), ink_screen(F, True, "Mar 19  11:06", tool="Rectangle", controls=rect_ctl,
                 status="<b>Rectangle</b> 40.000 mm × 20.000 mm; with <b>Ctrl</b> to make square, golden ratio, or integer-ratio rectangle; with <b>Shift</b> to draw around the starting point",
                 cursor=("65.00", "50.00"), zoom="351%", fill=fill, stroke=stroke)))

    def mm(v: float) -> str:
        return f"{v:.3f}"

    turns.append((code("""
pyautogui.press('s')
time.sleep(0.3)
"""), ink_screen(F, True, "Mar 19  11:06", tool="Selector", controls=sel_controls(mm(vx), mm(vy), mm(vw), mm(vh), "mm"),
                 status=sel_msg, cursor=("65.00", "50.00"), zoom="351%", fill=fill, stroke=stroke)))
    turns.append((code("""
pyautogui.click(1115, 111)                   # Units
pyautogui.click(1115, 190)                   # px
time.sleep(0.3)
"""), ink_screen(F, True, "Mar 19  11:07", tool="Selector", controls=sel_controls(mm(vx * PX), mm(vy * PX), mm(vw * PX), mm(vh * PX), "px"),
                 status=sel_msg, cursor=("70.31", "27.90"), zoom="351%", fill=fill, stroke=stroke)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'd')
time.sleep(0.3)
"""), ink_screen(F, True, "Mar 19  11:07", tool="Selector", controls=sel_controls(mm(vx * PX), mm(vy * PX), mm(vw * PX), mm(vh * PX), "px"),
                 status=sel_msg, cursor=("70.31", "27.90"), zoom="351%", fill=fill, stroke=stroke)))
    nudge = 20 / PX
    turns.append((code("""
for _ in range(10):
    pyautogui.press('right')                 # 2 px per press
"""), ink_screen(F, True, "Mar 19  11:08", tool="Selector", controls=sel_controls(mm(vx * PX + 20), mm(vy * PX), mm(vw * PX), mm(vh * PX), "px"),
                 status=sel_msg, cursor=("70.31", "27.90"), zoom="351%", fill=fill, stroke=stroke)))
    xml = [R("panel", "XML Editor", "", "", "", (1240, 128), (680, 880)),
           R("push-button", "New element node", "", "", "", (1250, 136), (30, 30)),
           R("push-button", "New text node", "", "", "", (1282, 136), (30, 30)),
           R("push-button", "Duplicate node", "", "", "", (1314, 136), (30, 30)),
           R("push-button", "Delete node", "", "", "", (1346, 136), (30, 30)),
           R("tree", "Nodes", "", "", "", (1250, 172), (660, 330)),
           R("tree-item", "<svg:svg id=\"svg8\">", "", "", "expanded", (1250, 172), (660, 26)),
           R("tree-item", "<sodipodi:namedview id=\"namedview10\">", "", "", "", (1266, 198), (644, 26)),
           R("tree-item", "<svg:defs id=\"defs2\">", "", "", "", (1266, 224), (644, 26)),
           R("tree-item", "<svg:g id=\"layer1\" inkscape:label=\"Layer 1\">", "", "", "expanded", (1266, 250), (644, 26)),
           R("tree-item", "<svg:circle id=\"circle12\">", "", "", "", (1282, 276), (628, 26)),
           R("tree-item", "<svg:text id=\"text18\">", "", "", "collapsed", (1282, 302), (628, 26)),
           R("tree-item", "<svg:rect id=\"rect846\">", "", "", "", (1282, 328), (628, 26)),
           R("tree-item", "<svg:rect id=\"rect846-3\">", "", "", "selected", (1282, 354), (628, 26)),
           R("table", "Attributes", "", "", "", (1250, 520), (660, 300))]
    attrs = [("style", "fill:#3465a4;stroke:#000000;stroke-width:0.264583"), ("id", "rect846-3"), ("width", "40"), ("height", "20"),
             ("x", f"{x0 + nudge:.6f}".rstrip("0")), ("y", "30")]
    for i, (k, v) in enumerate(attrs):
        xml += [R("table-cell", "", k, "", "", (1250, 546 + i * 28), (160, 28)), R("table-cell", "", v, "", "", (1410, 546 + i * 28), (500, 28))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'x')
time.sleep(1)
"""), ink_screen(F, True, "Mar 19  11:08", tool="Selector", controls=sel_controls(mm(vx * PX + 20), mm(vy * PX), mm(vw * PX), mm(vh * PX), "px"),
                 status=sel_msg, cursor=("70.31", "27.90"), zoom="351%", fill=fill, stroke=stroke, side=xml)))
    turns.append((code("""
pyautogui.moveTo(700, 560)
pyautogui.press('1')                         # zoom 1:1
time.sleep(0.5)
"""), ink_screen(F, True, "Mar 19  11:09", tool="Selector", controls=sel_controls(mm(vx * PX + 20), mm(vy * PX), mm(vw * PX), mm(vh * PX), "px"),
                 status=sel_msg, cursor=("48.76", "34.15"), zoom="100%", fill=fill, stroke=stroke, side=xml)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), ink_screen(F, False, "Mar 19  11:09", tool="Selector", controls=sel_controls(mm(vx * PX + 20), mm(vy * PX), mm(vw * PX), mm(vh * PX), "px"),
                 status="Drawing saved to /home/ines/Design/badge.svg.", cursor=("48.76", "34.15"), zoom="100%", fill=fill, stroke=stroke, side=xml)))
    rs.add(task=TASK, tid="h24-os-13", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user ines, Inkscape 1.1 with a 100 × 60 mm badge (a circle and the text BETA). Task: add a 40 × 20 mm rectangle at (25, 30) mm, make a copy shifted 20 px to the right, check both in the XML editor and save.",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- VLC
VLC_MENUS = ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]


def vlc_screen(title: str, clock: str, *, elapsed: str, total: str, pos: str, playing: bool, volume: str, playlist: list[tuple[str, str, str]] | None = None,
               current: str = "", random: bool = False, loop: str = "No loop", overlay: list[str] | None = None, speed: str = "1.00x") -> str:
    rows = [R("frame", f"{title} - VLC media player", "", "vlc", "", (72, 27), (1848, 1053)), *menubar(VLC_MENUS, 30)]
    if playlist is None:
        rows.append(R("drawing-area", "Video", "", "VideoWidget", "", (72, 56), (1848, 900)))
    else:
        rows += [R("tree", "Media Library", "", "", "", (72, 56), (300, 900)),
                 R("tree-item", "Playlist", "", "", "selected", (80, 60), (290, 26)),
                 R("tree-item", "My Videos", "", "", "", (80, 86), (290, 26)),
                 R("tree-item", "My Music", "", "", "", (80, 112), (290, 26)),
                 R("tree-item", "Network streams (SAP)", "", "", "", (80, 138), (290, 26)),
                 R("entry", "Search the playlist", "", "", "", (1600, 60), (300, 26)),
                 R("table", "Playlist", "", "", "", (380, 90), (1530, 860)),
                 R("table-column-header", "Title", "", "", "", (380, 90), (900, 24)),
                 R("table-column-header", "Duration", "", "", "", (1280, 90), (150, 24)),
                 R("table-column-header", "Album", "", "", "", (1430, 90), (480, 24))]
        for i, (t, d, a) in enumerate(playlist):
            desc = "playing" if t == current else ""
            rows += [R("table-cell", "", t, "", desc, (380, 114 + i * 24), (900, 24)),
                     R("table-cell", "", d, "", "", (1280, 114 + i * 24), (150, 24)),
                     R("table-cell", "", a, "", "", (1430, 114 + i * 24), (480, 24))]
    rows += [R("label", "Elapsed time", elapsed, "", "", (80, 962), (80, 22)),
             R("slider", "Position", pos, "", "", (170, 962), (1620, 22)),
             R("label", "Total time", total, "", "", (1800, 962), (80, 22)),
             R("push-button", "Pause the playback" if playing else "Play", "", "", "", (80, 992), (40, 40)),
             R("push-button", "Previous media in the playlist, skip backward when held", "", "", "", (130, 996), (32, 32)),
             R("push-button", "Stop playback", "", "", "", (164, 996), (32, 32)),
             R("push-button", "Next media in the playlist, skip forward when held", "", "", "", (198, 996), (32, 32)),
             R("push-button", "Toggle the video in fullscreen", "", "", "", (250, 996), (32, 32)),
             R("push-button", "Show extended settings", "", "", "", (284, 996), (32, 32)),
             R("push-button", "Toggle playlist", "", "", "checked" if playlist is not None else "", (318, 996), (32, 32)),
             R("push-button", "Click to toggle between loop all, loop one and no loop", loop, "", "", (352, 996), (32, 32)),
             R("push-button", "Random", "", "", "checked" if random else "", (386, 996), (32, 32)),
             R("label", "", speed, "", "", (1560, 1000), (50, 22)),
             R("push-button", "Mute", "", "", "", (1620, 996), (32, 32)),
             R("slider", "Volume", volume, "", "", (1660, 1000), (220, 24))]
    if overlay:
        rows += overlay
    return screen("VLC media player", clock, rows, ("VLC media player",))


def hms_to_s(t: str) -> int:
    h, m, s = (int(x) for x in t.split(":"))
    return h * 3600 + m * 60 + s


def pos_pct(el: str, tot: str) -> str:
    return f"{100 * hms_to_s(el) / hms_to_s(tot):.1f}%"


def t14(rs: RowSet) -> None:
    T7, T8, T9 = "lecture_07_graph_algorithms.mp4", "lecture_08_shortest_paths.mp4", "lecture_09_minimum_spanning_trees.mp4"
    TOT = "01:42:17"
    pl = [(T7, TOT, "CS 261 Spring 2024"), (T8, "01:37:50", "CS 261 Spring 2024"), (T9, "01:39:05", "CS 261 Spring 2024")]

    def v(clock: str, el: str, *, playing: bool = True, volume: str = "100%", total: str = TOT, playlist: bool = False,
          overlay: list[str] | None = None) -> str:
        return vlc_screen(T7, clock, elapsed=el, total=total, pos=pos_pct(el, total), playing=playing, volume=volume,
                          playlist=pl if playlist else None, current=T7, overlay=overlay)

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['vlc', '/home/ana/Videos/cs261/'])
time.sleep(4)
"""), v("Mar 14  16:00", "00:00:02")))
    goto = [R("dialog", "Go to Time", "", "", "", (800, 460), (320, 140)),
            R("label", "", "Go to time", "", "", (820, 490), (100, 22)),
            R("spin-button", "", "0H:00m:05s.000", "", "", (930, 486), (170, 28)),
            R("push-button", "Reset", "", "", "", (820, 552), (80, 30)),
            R("push-button", "Cancel", "", "", "", (930, 552), (80, 30)),
            R("push-button", "Go", "", "", "", (1020, 552), (80, 30))]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 't')
time.sleep(0.5)
"""), v("Mar 14  16:00", "00:00:05", overlay=goto)))
    turns.append((code("""
pyautogui.write('004000', interval=0.05)   # 0H:40m:00s
pyautogui.click(1060, 567)                 # Go
time.sleep(1)
"""), v("Mar 14  16:00", "00:40:01")))

    def info(tab: str, rows: list[tuple[str, str]]) -> list[str]:
        out = [R("dialog", "Current Media Information", "", "", "", (560, 200), (800, 640))]
        for i, t in enumerate(["General", "Metadata", "Codec", "Statistics"]):
            out.append(R("page-tab", t, "", "", "selected" if t == tab else "", (570 + i * 100, 210), (98, 28)))
        out += [R("label", k, val, "", "", (580, 254 + i * 30), (760, 26)) for i, (k, val) in enumerate(rows)]
        out += [R("entry", "Location", f"file:///home/ana/Videos/cs261/{T7}", "", "", (580, 780), (640, 26)),
                R("push-button", "Close", "", "", "", (1250, 800), (90, 30))]
        return out
    general = [("Title", "lecture_07_graph_algorithms"), ("Artist", "Prof. M. Adeyemi"), ("Album", "CS 261 Spring 2024"),
               ("Genre", "Lecture"), ("Track number", "7"), ("Date", "2024"), ("Language", "English"),
               ("Copyright", "© 2024 Department of Computer Science"), ("Description", "BFS, DFS, topological sort, strongly connected components"),
               ("Encoded by", "Lavf58.76.100")]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'i')
time.sleep(1)
"""), v("Mar 14  16:01", "00:40:09", overlay=info("General", general))))
    stats = [("Input / Read: Media data size", "1,154 KiB"), ("Input bitrate", "1843 kb/s"), ("Demuxed data size", "1,121 KiB"),
             ("Content bitrate", "1826 kb/s"), ("Discarded (corrupted)", "0"), ("Dropped (discontinued)", "0"),
             ("Video: Decoded", "598 blocks"), ("Displayed", "596 frames"), ("Lost", "0 frames"),
             ("Audio: Decoded", "938 blocks"), ("Played", "938 buffers"), ("Lost", "0 buffers")]
    turns.append((code("""
pyautogui.click(920, 224)                  # Statistics tab
time.sleep(1)
"""), v("Mar 14  16:01", "00:40:21", overlay=info("Statistics", stats))))
    turns.append((code("""
pyautogui.click(1295, 815)                 # Close
pyautogui.hotkey('ctrl', 'down')
pyautogui.hotkey('ctrl', 'down')
time.sleep(0.5)
"""), v("Mar 14  16:02", "00:41:36", volume="90%")))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'l')
time.sleep(0.5)
"""), v("Mar 14  16:02", "00:41:50", volume="90%", playlist=True)))
    turns.append((code("""
time.sleep(20)
pyautogui.press('space')
"""), v("Mar 14  16:03", "00:42:10", volume="90%", playlist=True, playing=False)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'l')
time.sleep(0.5)
"""), v("Mar 14  16:03", "00:42:10", volume="90%", playing=False, total="01:47:21")))
    rs.add(task=TASK, tid="h24-os-14", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user ana, VLC 3.0.16. ~/Videos/cs261/ holds lectures 07-09. Task: resume lecture 7 at 40:00, check the file's details, lower the volume a little, look at the playlist and pause.",
           bad=True, turn=9, kind="the total running time of the same lecture file changes in the time label")


# ----------------------------------------------------------------------------------------------- Evince
def roman(n: int) -> str:
    vals = [(10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
    out = ""
    for v, s in vals:
        while n >= v:
            out += s
            n -= v
    return out


def evince_screen(title: str, clock: str, *, label: str, index: int, total: int, zoom: str, page_text: list[str],
                  side: list[str] | None = None, find: tuple[str, str] | None = None, overlay: list[str] | None = None) -> str:
    rows = [R("frame", title, "", "org.gnome.Evince", "", (72, 27), (1848, 1053)),
            R("toggle-button", "Side pane", "", "", "checked" if side else "", (80, 36), (34, 34)),
            R("text", "Select page", label, "", "", (120, 36), (70, 34)),
            R("label", "", f"({index} of {total})", "", "", (192, 44), (110, 20)),
            R("toggle-button", "Annotations", "", "", "", (320, 36), (34, 34)),
            R("label", "", title, "", "", (900, 44), (300, 20)),
            R("toggle-button", "Find a word or phrase in the document", "", "", "checked" if find else "", (1680, 36), (34, 34)),
            R("push-button", "Zoom", zoom, "", "", (1720, 36), (90, 34)),
            R("push-button", "File options", "", "", "", (1816, 36), (34, 34))]
    y = 78
    if find:
        rows += [R("entry", "Find", find[0], "", "", (700, 80), (360, 32)),
                 R("push-button", "Find previous occurrence of the search string", "", "", "", (1064, 80), (32, 32)),
                 R("push-button", "Find next occurrence of the search string", "", "", "", (1098, 80), (32, 32)),
                 R("toggle-button", "Search options", "", "", "", (1132, 80), (32, 32))]
        y = 118
    x = 72
    if side:
        rows += side
        x = 392
    rows.append(R("document-frame", "", "", "EvView", "", (x, y), (1920 - x, 1080 - y)))
    rows.append(R("page", f"Page {label}", "", "", "", (x + 180, y + 20), (1000, 960)))
    rows += [R("paragraph", "", t, "", "", (x + 260, y + 90 + i * 40), (860, 34)) for i, t in enumerate(page_text)]
    if overlay:
        rows += overlay
    return screen("Document Viewer", clock, rows, ("Document Viewer",))


def t15(rs: RowSet) -> None:
    FRONT, TOTAL = 14, 148
    title = "Robust Sparse Training for Low-Resource Speech Recognition — thesis_final.pdf"

    def lab(i: int) -> str:
        return roman(i) if i <= FRONT else str(i - FRONT)

    def idx(label: str) -> int:
        return int(label) + FRONT

    outline = [("Abstract", "iii"), ("Acknowledgements", "v"), ("Contents", "vii"), ("List of Figures", "xi"),
               ("1 Introduction", "1"), ("2 Background", "9"), ("3 Methods", "27"), ("4 Experiments", "58"),
               ("5 Results", "83"), ("6 Discussion", "112"), ("7 Conclusion", "124"), ("Bibliography", "128")]

    def side_outline(sel: str = "") -> list[str]:
        out = [R("page-tab", "Thumbnails", "", "", "", (80, 80), (100, 30)),
               R("page-tab", "Outline", "", "", "selected", (182, 80), (100, 30)),
               R("page-tab", "Annotations", "", "", "", (284, 80), (100, 30)),
               R("tree", "Outline", "", "", "", (72, 116), (318, 900))]
        for i, (t, p) in enumerate(outline):
            out.append(R("tree-item", t, p, "", "selected" if t == sel else "", (80, 120 + i * 30), (306, 30)))
        return out

    def side_find(query: str, hits: list[tuple[str, str]]) -> list[str]:
        out = [R("label", "", f"{len(hits)} results" if len(hits) > 1 else "1 result", "", "", (80, 80), (300, 24)),
               R("list", "Find results", "", "", "", (72, 110), (318, 900))]
        for i, (p, ctx) in enumerate(hits[:14]):
            out.append(R("list-item", ctx, p, "", "", (80, 112 + i * 56), (306, 54)))
        return out

    dropout = [("4", "…regularisers such as dropout were designed for…"), ("6", "…weight dropout on recurrent…"),
               ("12", "…dropout (Srivastava et al., 2014) randomly…"), ("13", "…dropout rate p is usually…"),
               ("15", "…variational dropout…"), ("18", "…targeted dropout prunes…"), ("29", "…we disable dropout during…"),
               ("31", "…a dropout rate of 0.1 in the encoder…"), ("32", "…dropout and sparsity interact…"),
               ("35", "…dropout masks are resampled…"), ("44", "…dropout rate to 0.3 for the…"), ("47", "…no dropout in the decoder…"),
               ("61", "…dropout sweep (Table 4.2)…"), ("62", "…dropout rate of 0.2 performed…"), ("66", "…dropout only…"),
               ("71", "…SpecAugment and dropout…"), ("84", "…with dropout 0.1 and 90% sparsity…"), ("88", "…dropout ablation…"),
               ("93", "…higher dropout rate hurts…"), ("113", "…dropout and magnitude pruning…"), ("115", "…dropout as implicit…"),
               ("126", "…future work on structured dropout…"), ("131", "…Improving neural networks by preventing co-adaptation (dropout)…")]
    dropout_rate = [(p, c) for p, c in dropout if "dropout rate" in c]
    turns = []
    cover = ["Robust Sparse Training for Low-Resource Speech Recognition", "Ada Okonkwo",
             "A thesis submitted in partial fulfilment of the requirements for the degree of Doctor of Philosophy",
             "School of Informatics", "University of Edinburgh", "2024"]
    turns.append((code("""
import subprocess, time
subprocess.Popen(['evince', '/home/ada/Documents/thesis_final.pdf'])
time.sleep(3)
"""), evince_screen(title, "Mar 20  14:10", label="i", index=1, total=TOTAL, zoom="112%", page_text=cover)))
    turns.append((code("""
import pyautogui
pyautogui.press('f9')            # side pane
time.sleep(0.5)
pyautogui.click(232, 95)         # Outline tab
time.sleep(0.5)
"""), evince_screen(title, "Mar 20  14:10", label="i", index=1, total=TOTAL, zoom="112%", page_text=cover, side=side_outline())))
    methods = ["Chapter 3", "Methods", "In this chapter we describe the sparse training procedure used throughout the thesis.",
               "3.1 Problem setting", "We consider an acoustic model f_θ trained with CTC on a low-resource corpus of at most 50 hours.",
               "3.2 Gradual magnitude pruning", "Sparsity is increased on a cubic schedule from s_0 = 0 to the target s_f over n pruning steps."]
    turns.append((code("""
pyautogui.click(230, 315)        # 3 Methods
time.sleep(0.5)
"""), evince_screen(title, "Mar 20  14:11", label="27", index=idx("27"), total=TOTAL, zoom="112%", page_text=methods, side=side_outline("3 Methods"))))
    p29 = ["3.3 Training details", "All models use SpecAugment with two frequency masks (F = 27) and ten time masks.",
           "We disable dropout during the final pruning steps, since the pruning mask already acts as a strong regulariser.",
           "Learning rates follow a tri-stage schedule with 10% warm-up and a 40% hold phase."]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'f')
pyautogui.write('dropout', interval=0.05)
time.sleep(1)
"""), evince_screen(title, "Mar 20  14:11", label="29", index=idx("29"), total=TOTAL, zoom="112%", page_text=p29,
                    side=side_find("dropout", dropout), find=("dropout", ""))))
    p31 = ["3.4 Architecture", "The encoder is a 12-layer Conformer (d = 256, 4 heads) with a kernel size of 31.",
           "We use a dropout rate of 0.1 in the encoder and 0.0 in the output projection.",
           "The total parameter count before pruning is 30.7 M."]
    turns.append((code("""
pyautogui.write(' rate', interval=0.05)
time.sleep(1)
"""), evince_screen(title, "Mar 20  14:12", label="31", index=idx("31"), total=TOTAL, zoom="112%", page_text=p31,
                    side=side_find("dropout rate", dropout_rate), find=("dropout rate", ""))))
    p100 = ["6.2 Why does sparsity help at low resource?", "The results in Chapter 5 suggest that sparsity acts partly as a capacity control.",
            "With fewer than 10 hours of audio, dense models overfit within the first 30 epochs, while 90% sparse models keep improving."]
    turns.append((code("""
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 'l')
pyautogui.write('100\\n', interval=0.05)
time.sleep(0.5)
"""), evince_screen(title, "Mar 20  14:12", label="100", index=idx("100"), total=TOTAL, zoom="112%", page_text=p100, side=side_outline())))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'minus')
time.sleep(0.5)
"""), evince_screen(title, "Mar 20  14:13", label="100", index=idx("100"), total=TOTAL, zoom="100%", page_text=p100, side=side_outline())))
    props = [("Title:", "Robust Sparse Training for Low-Resource Speech Recognition"), ("Location:", "/home/ada/Documents/thesis_final.pdf"),
             ("Subject:", "PhD thesis"), ("Author:", "Ada Okonkwo"), ("Keywords:", "sparsity, pruning, speech recognition"),
             ("Producer:", "pdfTeX-1.40.24"), ("Creator:", "LaTeX with hyperref"), ("Created:", "Mon 04 Mar 2024 11:42:07 AM CET"),
             ("Modified:", "Mon 04 Mar 2024 11:42:07 AM CET"), ("Format:", "PDF-1.5"), ("Number of Pages:", str(TOTAL)),
             ("Optimized:", "No"), ("Security:", "No"), ("Paper Size:", "A4, Portrait (210 × 297 mm)"), ("Size:", "4.6 MB")]
    dlg = [R("dialog", "Properties", "", "", "", (660, 200), (600, 620)),
           R("page-tab", "General", "", "", "selected", (680, 210), (90, 28)),
           R("page-tab", "Fonts", "", "", "", (772, 210), (80, 28)),
           R("page-tab", "Document License", "", "", "", (854, 210), (150, 28))]
    dlg += [R("label", k, v, "", "", (680, 254 + i * 34), (560, 30)) for i, (k, v) in enumerate(props)]
    turns.append((code("""
pyautogui.hotkey('alt', 'enter')
time.sleep(1)
"""), evince_screen(title, "Mar 20  14:13", label="100", index=idx("100"), total=TOTAL, zoom="100%", page_text=p100, side=side_outline(), overlay=dlg)))
    assert lab(idx("100")) == "100" and lab(12) == "xii"
    rs.add(task=TASK, tid="h24-os-15", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user ada. Task: in ~/Documents/thesis_final.pdf (roman-numbered front matter, then arabic pages) jump to the Methods chapter, find where dropout rates are discussed, look at printed page 100 and check the document properties.",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- Rhythmbox
RB_SIDE = ["Play Queue", "Music", "Podcasts", "Radio", "Last.fm", "Libre.fm"]


def song_mb(t: str) -> float:
    m, s = (int(x) for x in t.split(":"))
    return (m * 60 + s) * 320 / 8 / 1024


def rb_status(songs: list[tuple[str, ...]]) -> str:
    secs = sum(int(s[5].split(":")[0]) * 60 + int(s[5].split(":")[1]) for s in songs)
    mb = sum(song_mb(s[5]) for s in songs)
    n = len(songs)
    return f"{n} song{'s' if n != 1 else ''}, {secs // 60} minutes, {mb:.1f} MB"


def rb_screen(source: str, clock: str, *, songs: list[tuple[str, ...]], status: str, playlists: list[str], search: str = "",
              now: tuple[str, str, str, str] | None = None, selected: tuple[str, ...] = (), overlay: list[str] | None = None) -> str:
    rows = [R("frame", "Rhythmbox" if now is None else f"{now[0]} - Rhythmbox", "", "rhythmbox", "", (72, 27), (1848, 1053)),
            R("push-button", "Play previous track", "", "", "", (84, 40), (36, 36)),
            R("push-button", "Pause" if now else "Play", "", "", "", (124, 40), (36, 36)),
            R("push-button", "Play next track", "", "", "", (164, 40), (36, 36)),
            R("label", "", f"{now[0]} by {now[1]} from {now[2]}" if now else "Not Playing", "", "", (300, 40), (900, 20)),
            R("slider", "Playback position", now[3] if now else "", "", "", (300, 62), (900, 14)),
            R("toggle-button", "Enable repeat", "", "", "", (1600, 40), (36, 36)),
            R("toggle-button", "Enable shuffle", "", "", "", (1640, 40), (36, 36)),
            R("push-button", "Volume", "", "", "", (1780, 40), (36, 36)),
            R("tree", "Sources", "", "", "", (72, 90), (220, 930))]
    y = 92
    rows.append(R("tree-item", "Library", "", "", "expanded", (76, y), (212, 26)))
    for s in RB_SIDE:
        y += 28
        rows.append(R("tree-item", s, "", "", "selected" if s == source else "", (88, y), (200, 26)))
    y += 36
    rows.append(R("tree-item", "Playlists", "", "", "expanded", (76, y), (212, 26)))
    for p in playlists:
        y += 28
        rows.append(R("tree-item", p, "", "", "selected" if p == source else "", (88, y), (200, 26)))
    rows += [R("push-button", "Add", "", "", "", (80, 1024), (32, 28)),
             R("push-button", "Browse", "", "", "", (300, 92), (80, 30)),
             R("entry", "Search", search, "", "", (1500, 92), (400, 30)),
             R("table", source, "", "", "", (296, 130), (1620, 880))]
    cols = [("Track", 60), ("Title", 420), ("Genre", 150), ("Artist", 300), ("Album", 420), ("Time", 80)]
    x = 300
    for c, w in cols:
        rows.append(R("table-column-header", c, "", "", "", (x, 130), (w, 26)))
        x += w
    for i, s in enumerate(songs):
        x = 300
        for j, (_c, w) in enumerate(cols):
            desc = "selected" if (j == 1 and s[1] in selected) else ""
            if j == 1 and now and s[1] == now[0]:
                desc = ", ".join(d for d in (desc, "playing") if d)
            rows.append(R("table-cell", "", s[j], "", desc, (x, 156 + i * 26), (w, 26)))
            x += w
    rows.append(R("label", "", status, "", "", (1000, 1050), (600, 22)))
    if overlay:
        rows += overlay
    return screen("Rhythmbox", clock, rows, ("Rhythmbox",))


def t16(rs: RowSet) -> None:
    lib_first = [("1", "Dancing Queen", "Pop", "ABBA", "Arrival", "3:51"), ("2", "Knowing Me, Knowing You", "Pop", "ABBA", "Arrival", "4:02"),
                 ("1", "La femme d'argent", "Electronic", "Air", "Moon Safari", "7:11"), ("2", "Sexy Boy", "Electronic", "Air", "Moon Safari", "4:58"),
                 ("4", "Kelly Watch the Stars", "Electronic", "Air", "Moon Safari", "3:44"), ("1", "Hold On", "Rock", "Alabama Shakes", "Boys & Girls", "3:46"),
                 ("3", "Hang Loose", "Rock", "Alabama Shakes", "Boys & Girls", "2:30"), ("1", "Rehab", "Soul", "Amy Winehouse", "Back to Black", "3:34"),
                 ("2", "Fight", "Indie", "Arcade Fire", "Funeral", "3:21"), ("3", "Neighborhood #1 (Tunnels)", "Indie", "Arcade Fire", "Funeral", "4:48"),
                 ("5", "Neighborhood #3 (Power Out)", "Indie", "Arcade Fire", "Funeral", "5:12"), ("7", "Wake Up", "Indie", "Arcade Fire", "Funeral", "5:35"),
                 ("1", "Do I Wanna Know?", "Rock", "Arctic Monkeys", "AM", "4:32"), ("2", "R U Mine?", "Rock", "Arctic Monkeys", "AM", "3:21")]
    lib_status = "1284 songs, 3 days, 14 hours and 6 minutes, 7.9 GB"
    chv = [("1", "The Mother We Share", "Synthpop", "CHVRCHES", "The Bones of What You Believe", "3:12"),
           ("2", "We Sink", "Synthpop", "CHVRCHES", "The Bones of What You Believe", "3:34"),
           ("3", "Gun", "Synthpop", "CHVRCHES", "The Bones of What You Believe", "3:54"),
           ("5", "Recover", "Synthpop", "CHVRCHES", "The Bones of What You Believe", "3:45"),
           ("9", "Lies", "Synthpop", "CHVRCHES", "The Bones of What You Believe", "3:40"),
           ("1", "Never Ending Circles", "Synthpop", "CHVRCHES", "Every Open Eye", "3:10"),
           ("2", "Leave a Trace", "Synthpop", "CHVRCHES", "Every Open Eye", "3:57"),
           ("4", "Clearest Blue", "Synthpop", "CHVRCHES", "Every Open Eye", "4:28")]
    dp = [("1", "Around the World", "Electronic", "Daft Punk", "Homework", "7:09"),
          ("1", "One More Time", "Electronic", "Daft Punk", "Discovery", "5:20"),
          ("2", "Aerodynamic", "Electronic", "Daft Punk", "Discovery", "3:27"),
          ("3", "Digital Love", "Electronic", "Daft Punk", "Discovery", "4:58"),
          ("4", "Harder, Better, Faster, Stronger", "Electronic", "Daft Punk", "Discovery", "3:44"),
          ("5", "Give Life Back to Music", "Electronic", "Daft Punk", "Random Access Memories", "4:34"),
          ("7", "Lose Yourself to Dance", "Electronic", "Daft Punk", "Random Access Memories", "5:53"),
          ("8", "Get Lucky", "Electronic", "Daft Punk", "Random Access Memories", "6:09")]
    pls = ["My Top Rated", "Recently Added", "Recently Played"]
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['rhythmbox'])
time.sleep(4)
"""), rb_screen("Music", "Mar 16  07:45", songs=lib_first, status=lib_status, playlists=pls)))
    pls = pls + ["Running"]
    turns.append((code("""
import pyautogui
pyautogui.click(96, 1038)        # '+' below the source list
pyautogui.click(160, 980)        # New Playlist
time.sleep(0.5)
pyautogui.write('Running\\n', interval=0.05)
time.sleep(0.5)
"""), rb_screen("Running", "Mar 16  07:45", songs=[], status="", playlists=pls)))
    turns.append((code("""
pyautogui.click(180, 161)        # Music
pyautogui.click(1700, 107)       # search box
pyautogui.write('chvrches', interval=0.05)
time.sleep(1)
"""), rb_screen("Music", "Mar 16  07:46", songs=chv, status=rb_status(chv), playlists=pls, search="chvrches")))
    pick = ("Gun", "Recover", "Clearest Blue")
    menu = [R("menu", "", "", "", "", (900, 260), (240, 200)),
            R("menu-item", "Add to Playlist", "", "", "", (910, 330), (220, 28)),
            R("menu", "Add to Playlist", "", "", "", (1140, 330), (200, 120)),
            R("menu-item", "New Playlist", "", "", "", (1150, 336), (180, 28)),
            R("menu-item", "Running", "", "", "", (1150, 364), (180, 28))]
    turns.append((code("""
pyautogui.click(600, 221)        # Gun
pyautogui.keyDown('ctrl')
pyautogui.click(600, 247)        # Recover
pyautogui.click(600, 351)        # Clearest Blue
pyautogui.keyUp('ctrl')
pyautogui.rightClick(600, 351)
pyautogui.click(1000, 344)       # Add to Playlist
time.sleep(0.3)
"""), rb_screen("Music", "Mar 16  07:46", songs=chv, status=rb_status(chv), playlists=pls, search="chvrches", selected=pick, overlay=menu)))
    running = [s for s in chv if s[1] in pick]
    turns.append((code("""
pyautogui.click(1240, 378)       # Running
time.sleep(0.3)
pyautogui.click(180, 421)        # open the Running playlist
time.sleep(0.5)
"""), rb_screen("Running", "Mar 16  07:47", songs=running, status=rb_status(running), playlists=pls)))
    turns.append((code("""
pyautogui.click(180, 161)        # Music
pyautogui.tripleClick(1700, 107)
pyautogui.write('daft punk', interval=0.05)
time.sleep(1)
"""), rb_screen("Music", "Mar 16  07:47", songs=dp, status=rb_status(dp), playlists=pls, search="daft punk")))
    pick2 = ("Around the World", "Harder, Better, Faster, Stronger")
    turns.append((code("""
pyautogui.click(600, 169)        # Around the World
pyautogui.keyDown('ctrl')
pyautogui.click(600, 273)        # Harder, Better, Faster, Stronger
pyautogui.keyUp('ctrl')
pyautogui.rightClick(600, 273)
pyautogui.click(1000, 344)       # Add to Playlist
pyautogui.click(1240, 378)       # Running
time.sleep(0.3)
"""), rb_screen("Music", "Mar 16  07:48", songs=dp, status=rb_status(dp), playlists=pls, search="daft punk", selected=pick2)))
    running = running + [s for s in dp if s[1] in pick2]
    turns.append((code("""
pyautogui.click(180, 421)        # Running
time.sleep(0.5)
"""), rb_screen("Running", "Mar 16  07:48", songs=running, status=rb_status(running), playlists=pls)))
    running = [s for s in running if s[1] != "Around the World"]
    assert len(running) == 4
    bad_status = rb_status(running).replace("4 songs", "3 songs")
    turns.append((code("""
pyautogui.click(600, 247)        # Around the World (4th row)
pyautogui.press('delete')        # remove from playlist
time.sleep(0.5)
"""), rb_screen("Running", "Mar 16  07:49", songs=running, status=bad_status, playlists=pls)))
    turns.append((code("""
pyautogui.click(180, 161)        # Music
pyautogui.click(1886, 107)       # clear the search entry
time.sleep(1)
"""), rb_screen("Music", "Mar 16  07:49", songs=lib_first, status=lib_status, playlists=pls)))
    turns.append((code("""
pyautogui.doubleClick(600, 169)  # Dancing Queen
time.sleep(2)
"""), rb_screen("Music", "Mar 16  07:49", songs=lib_first, status=lib_status, playlists=pls,
                now=("Dancing Queen", "ABBA", "Arrival", "0:02 of 3:51"))))
    rs.add(task=TASK, tid="h24-os-16", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user sam, Rhythmbox 3.4.4 with a local library. Task: build a 'Running' playlist from three CHVRCHES tracks and two Daft Punk tracks, then drop the long 'Around the World' again and start some music.",
           bad=True, turn=9, kind="playlist status bar song count does not match the four tracks left after one removal")


# ----------------------------------------------------------------------------------------------- Shotwell
def shotwell_screen(page: str, clock: str, *, thumbs: list[tuple[str, str]], info: list[tuple[str, str]], events: list[str],
                    tags: list[str], photo: bool = False, overlay: list[str] | None = None, title: str = "Shotwell") -> str:
    rows = [R("frame", title, "", "shotwell", "", (72, 27), (1848, 1053)),
            *menubar(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"], 30),
            R("tree", "Sidebar", "", "", "", (72, 56), (260, 760))]
    y = 60
    rows.append(R("tree-item", "Library", "", "", "expanded", (76, y), (252, 26)))
    for item in ("Photos", "Flagged", "Last Import", "Trash"):
        y += 28
        rows.append(R("tree-item", item, "", "", "selected" if item == page else "", (92, y), (236, 26)))
    y += 36
    rows.append(R("tree-item", "Events", "", "", "expanded", (76, y), (252, 26)))
    for e in events:
        y += 28
        rows.append(R("tree-item", e, "", "", "", (92, y), (236, 26)))
    y += 36
    rows.append(R("tree-item", "Tags", "", "", "expanded", (76, y), (252, 26)))
    for t in tags:
        y += 28
        rows.append(R("tree-item", t, "", "", "", (92, y), (236, 26)))
    rows.append(R("panel", "Basic Information", "", "", "", (72, 820), (260, 230)))
    rows += [R("label", k, v, "", "", (80, 826 + i * 26), (246, 24)) for i, (k, v) in enumerate(info)]
    if photo:
        rows += [R("drawing-area", thumbs[0][0], "", "PhotoCanvas", "", (340, 56), (1580, 940)),
                 R("push-button", "Previous photo", "", "", "", (350, 1010), (34, 34)),
                 R("push-button", "Next photo", "", "", "", (388, 1010), (34, 34))]
    else:
        rows.append(R("list", "Photos", "", "", "", (340, 96), (1580, 900)))
        rows += [R("entry", "Search", "", "", "", (1640, 60), (260, 30)),
                 R("toggle-button", "Flagged", "", "", "", (1400, 60), (30, 30)),
                 R("combo-box", "Rating", "All Photos", "", "", (1440, 60), (180, 30))]
        for i, (name, stars) in enumerate(thumbs):
            rows.append(R("list-item", name, stars, "", "", (350 + (i % 6) * 260, 104 + (i // 6) * 260), (250, 250)))
    rows += [R("push-button", "Rotate", "", "", "", (350, 1010), (80, 34)),
             R("push-button", "Flip", "", "", "", (434, 1010), (70, 34)),
             R("push-button", "Enhance", "", "", "", (508, 1010), (90, 34)),
             R("push-button", "Publish", "", "", "", (602, 1010), (90, 34)),
             R("slider", "Zoom", "", "", "", (1700, 1016), (200, 24))]
    if overlay:
        rows += overlay
    return screen("Shotwell", clock, rows, ("Shotwell",))


def t17(rs: RowSet) -> None:
    lib = ["IMG_4512.JPG", "IMG_4513.JPG", "IMG_4519.JPG", "IMG_4520.JPG", "DSC_0088.NEF", "DSC_0091.NEF",
           "IMG_4522.JPG", "IMG_4527.JPG", "PXL_20240224_101244.jpg", "PXL_20240224_101301.jpg", "IMG_4530.JPG", "IMG_4531.JPG",
           "IMG_4533.JPG", "IMG_4540.JPG", "IMG_4541.JPG", "IMG_4544.JPG", "PXL_20240226_174502.jpg", "IMG_4548.JPG"]
    events = ["2023", "2024", "   February", "      Feb 10, 2024", "      Feb 24, 2024"]
    tags = ["family", "hiking", "snow"]
    turns = []
    base_info = [("Items", "1,208 Photos"), ("Date", "Jun 4, 2019 – Feb 26, 2024"), ("Size", "14.7 GB")]
    turns.append((code("""
import subprocess, time
subprocess.Popen(['shotwell'])
time.sleep(4)
"""), shotwell_screen("Photos", "Mar 11  20:30", thumbs=[(n, "") for n in lib], info=base_info, events=events, tags=tags)))
    chooser = [R("dialog", "Import From Folder", "", "", "", (480, 200), (960, 620)),
               R("push-button", "Pictures", "", "", "", (560, 230), (110, 30)),
               R("list-item", "Home", "", "", "", (490, 280), (200, 28)),
               R("list-item", "Pictures", "", "", "selected", (490, 308), (200, 28)),
               R("table-cell", "", "2024-02-Alps", "", "", (700, 286), (500, 28)),
               R("table-cell", "", "2024-03-Lisbon", "", "selected", (700, 314), (500, 28)),
               R("table-cell", "", "Screenshots", "", "", (700, 342), (500, 28)),
               R("table-cell", "", "Wallpapers", "", "", (700, 370), (500, 28)),
               R("check-box", "Copy photos into library", "", "", "checked", (500, 760), (260, 24)),
               R("push-button", "Cancel", "", "", "", (1230, 780), (90, 30)),
               R("push-button", "Import", "", "", "", (1330, 780), (90, 30))]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'i')   # File > Import From Folder...
time.sleep(1)
pyautogui.click(900, 328)                # 2024-03-Lisbon
"""), shotwell_screen("Photos", "Mar 11  20:30", thumbs=[(n, "") for n in lib], info=base_info, events=events, tags=tags, overlay=chooser)))
    new = [f"IMG_{n}.JPG" for n in range(4801, 4825)]
    events2 = ["2023", "2024", "   February", "      Feb 10, 2024", "      Feb 24, 2024", "   March", "      Mar 3, 2024",
               "      Mar 5, 2024", "      Mar 8, 2024", "      Mar 9, 2024"]
    done = [R("dialog", "Import Complete", "", "", "", (760, 420), (400, 180)),
            R("label", "", "24 photos successfully imported.", "", "", (780, 460), (360, 22)),
            R("push-button", "OK", "", "", "", (1060, 550), (80, 30))]
    turns.append((code("""
pyautogui.click(1375, 795)               # Import
time.sleep(15)
"""), shotwell_screen("Photos", "Mar 11  20:31", thumbs=[(n, "") for n in lib], info=[("Items", "1,232 Photos"), ("Date", "Jun 4, 2019 – Mar 9, 2024"), ("Size", "14.9 GB")],
                      events=events2, tags=tags, overlay=done)))
    last_info = [("Items", "24 Photos"), ("Date", "Mar 3, 2024 – Mar 9, 2024"), ("Size", "158.6 MB")]
    turns.append((code("""
pyautogui.click(1100, 565)               # OK
time.sleep(0.5)
pyautogui.click(200, 157)                # Last Import
time.sleep(1)
"""), shotwell_screen("Last Import", "Mar 11  20:31", thumbs=[(n, "") for n in new], info=last_info, events=events2, tags=tags)))

    def photo_info(size: str, rating: str, tg: str = "") -> list[tuple[str, str]]:
        out = [("Title", "IMG_4821.JPG"), ("Date", "Mar 8, 2024, 6:14:22 PM"), ("Size", size), ("Exposure", "1/250 sec, f/5.6, ISO 200"),
               ("Camera", "Canon EOS M50, 45 mm"), ("Rating", rating)]
        if tg:
            out.append(("Tags", tg))
        return out
    turns.append((code("""
pyautogui.doubleClick(995, 960)          # IMG_4821.JPG (row 4, third)
time.sleep(1)
"""), shotwell_screen("Last Import", "Mar 11  20:32", thumbs=[("IMG_4821.JPG", "")], info=photo_info("4000 × 3000", "☆☆☆☆☆"),
                      events=events2, tags=tags, photo=True, title="IMG_4821.JPG - Shotwell")))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'r')            # rotate clockwise
time.sleep(1)
"""), shotwell_screen("Last Import", "Mar 11  20:32", thumbs=[("IMG_4821.JPG", "")], info=photo_info("3000 × 4000", "☆☆☆☆☆"),
                      events=events2, tags=tags, photo=True, title="IMG_4821.JPG - Shotwell")))
    turns.append((code("""
pyautogui.press('5')                     # five stars
time.sleep(0.5)
"""), shotwell_screen("Last Import", "Mar 11  20:33", thumbs=[("IMG_4821.JPG", "")], info=photo_info("3000 × 4000", "★★★★★"),
                      events=events2, tags=tags, photo=True, title="IMG_4821.JPG - Shotwell")))
    tags2 = ["family", "hiking", "lisbon", "snow", "tram"]
    turns.append((code("""
pyautogui.hotkey('ctrl', 't')            # Add Tags...
time.sleep(0.5)
pyautogui.write('lisbon, tram\\n', interval=0.05)
time.sleep(0.5)
"""), shotwell_screen("Last Import", "Mar 11  20:33", thumbs=[("IMG_4821.JPG", "")], info=photo_info("3000 × 4000", "★★★★★", "lisbon, tram"),
                      events=events2, tags=tags2, photo=True, title="IMG_4821.JPG - Shotwell")))
    by_rating = [("IMG_4821.JPG", "★★★★★")] + [(n, "") for n in new if n != "IMG_4821.JPG"]
    turns.append((code("""
pyautogui.press('escape')                # back to the collection
time.sleep(0.5)
pyautogui.click(190, 42)                 # View
pyautogui.click(260, 300)                # Sort Photos
pyautogui.click(420, 364)                # By Rating
time.sleep(0.5)
"""), shotwell_screen("Last Import", "Mar 11  20:34", thumbs=by_rating, info=last_info, events=events2, tags=tags2)))
    rs.add(task=TASK, tid="h24-os-17", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user ines, Shotwell 0.30 with an existing library. Task: import ~/Pictures/2024-03-Lisbon, turn IMG_4821 upright, give it five stars and the tags lisbon and tram, then list the import by rating.",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- 18 Evince manual (bad)
def t18(rs: RowSet) -> None:
    title = "Kestrel K2 Dual-Band Router — User Manual"
    hits = [("12", "…A factory reset restores all settings…"), ("47", "…Before a factory reset, export your configuration…"),
            ("58", "…does not load after a factory reset: connect by cable…")]
    side = [R("label", "", "3 results", "", "", (80, 80), (300, 24)), R("list", "Find results", "", "", "", (72, 110), (318, 900))]
    side += [R("list-item", c, p, "", "", (80, 112 + i * 56), (306, 54)) for i, (p, c) in enumerate(hits)]
    p1 = ["Kestrel K2 Dual-Band Router", "User Manual", "Model KR-K2-EU · Firmware 2.3", "Document revision 1.4 — January 2024",
          "Kestrel Networks GmbH, Am Hafen 12, 28217 Bremen"]
    p12 = ["2.4 Restarting and resetting", "To restart the router without changing any settings, press the power button once and wait for the LED to turn white.",
           "A factory reset restores all settings to their defaults, including the Wi-Fi name, password and admin password.",
           "Press and hold the RESET button on the back for 10 seconds, until the status LED flashes amber, then release it.",
           "The router restarts; this takes about two minutes."]
    p47 = ["9.2 Backup and restore", "Before a factory reset, export your configuration: System → Backup → Download backup file.",
           "The backup is a .kbk file encrypted with the admin password that was set when it was created.",
           "To restore, open System → Backup → Restore and select the file. The router restarts afterwards."]
    p58 = ["11 Troubleshooting", "The web interface does not load after a factory reset: connect by cable and open http://192.168.8.1.",
           "The default admin password is printed on the label underneath the router (field “Admin PW”).",
           "Wi-Fi clients cannot connect on 5 GHz: check that the channel is allowed in your country (Wireless → Advanced)."]
    N = 64

    def ev(label: str, total: int, text: list[str], *, find: bool = True, overlay: list[str] | None = None, clock: str = "Mar 21  19:05",
           annot: bool = False) -> str:
        extra = list(overlay or [])
        if annot:
            extra = [R("tool-bar", "Annotations", "", "", "", (392, 78), (1528, 36)),
                     R("toggle-button", "Add text annotation", "", "", "checked", (400, 80), (32, 32)),
                     R("toggle-button", "Highlight text", "", "", "", (434, 80), (32, 32))] + extra
        return evince_screen(title, clock, label=label, index=int(label), total=total, zoom="87%", page_text=text,
                             side=side if find else None, find=("factory reset", "") if find else None, overlay=extra)

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['evince', '/home/sam/Documents/kestrel_k2_manual.pdf'])
time.sleep(3)
"""), ev("1", N, p1, find=False, clock="Mar 21  19:04")))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'f')
pyautogui.write('factory reset', interval=0.05)
time.sleep(1)
"""), ev("12", N, p12, clock="Mar 21  19:04")))
    N = 62
    turns.append((code("""
pyautogui.click(230, 195)        # result on page 47
time.sleep(0.5)
"""), ev("47", N, p47)))
    turns.append((code("""
pyautogui.click(230, 251)        # result on page 58
time.sleep(0.5)
"""), ev("58", N, p58)))
    turns.append((code("""
pyautogui.press('escape')
pyautogui.click(337, 53)         # Annotations
time.sleep(0.3)
pyautogui.click(416, 96)         # Add text annotation
time.sleep(0.3)
"""), ev("58", N, p58, find=False, annot=True, clock="Mar 21  19:06")))
    note = [R("icon", "Note", "", "", "", (1540, 300), (24, 24)),
            R("window", "Note", "", "", "", (1570, 300), (320, 200)),
            R("label", "", "sam", "", "", (1580, 306), (200, 20)),
            R("text", "", "Reset done 21 Mar: LED went amber after about 8 s. Admin PW is on the label underneath.", "", "", (1580, 330), (300, 160))]
    turns.append((code("""
pyautogui.click(1550, 312)       # place the note next to the paragraph
time.sleep(0.5)
pyautogui.write('Reset done 21 Mar: LED went amber after about 8 s. Admin PW is on the label underneath.', interval=0.02)
"""), ev("58", N, p58, find=False, annot=True, overlay=note, clock="Mar 21  19:07")))
    dlg = [R("dialog", "Save a Copy", "", "", "", (480, 200), (960, 560)),
           R("text", "Name", "kestrel_k2_manual_notes.pdf", "", "", (560, 230), (500, 30)),
           R("push-button", "Documents", "", "", "", (560, 272), (120, 30)),
           R("table-cell", "", "kestrel_k2_manual.pdf", "", "", (700, 326), (500, 28)),
           R("table-cell", "", "lease_2024.pdf", "", "", (700, 354), (500, 28)),
           R("push-button", "Cancel", "", "", "", (1230, 720), (90, 30)),
           R("push-button", "Save", "", "", "", (1330, 720), (90, 30))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('kestrel_k2_manual_notes.pdf', interval=0.03)
"""), ev("58", N, p58, find=False, annot=True, overlay=note + dlg, clock="Mar 21  19:07")))
    rs.add(task=TASK, tid="h24-os-18", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user sam. Task: in the router manual ~/Documents/kestrel_k2_manual.pdf find every place that explains the factory reset, leave a note on the troubleshooting page and save an annotated copy.",
           bad=True, turn=3, kind="the manual's total page count shown next to the page number changes while browsing")


# ----------------------------------------------------------------------------------------------- 19 GIMP banner (clean)
def t19(rs: RowSet) -> None:
    MOVE = ["Move:", "Pick a layer or guide", "Tool Toggle (Shift)", "Pick a layer or guide"]
    TEXT = ["Text", "Font: Sans-serif Bold", "Size: 62 px", "Use editor: off", "Antialiasing: on", "Color: #ffffff", "Justify: Left"]
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['gimp'])
time.sleep(10)
"""), gimp_screen("GNU Image Manipulation Program", "Mar 22  09:40", layers=[], active="", zoom="", pointer="", message="",
                  tool="Move Tool", options=MOVE, canvas=False)))

    def new_dialog(w: str, h: str) -> list[str]:
        return [R("dialog", "Create a New Image", "", "", "", (700, 300), (520, 380)),
                R("combo-box", "Template", "", "", "", (720, 340), (480, 28)),
                R("label", "", "Image Size", "", "", (720, 384), (100, 20)),
                R("spin-button", "Width", w, "", "", (800, 410), (160, 28)),
                R("spin-button", "Height", h, "", "", (800, 444), (160, 28)),
                R("combo-box", "Unit", "px", "", "", (1000, 426), (80, 28)),
                R("radio-button", "Portrait", "", "", "", (1100, 410), (30, 30)),
                R("radio-button", "Landscape", "", "", "checked", (1134, 410), (30, 30)),
                R("label", "", f"{w} × {h} pixels", "", "", (800, 480), (200, 20)),
                R("label", "", "72 ppi, RGB color", "", "", (800, 502), (200, 20)),
                R("push-button", "Advanced Options", "", "", "collapsed", (720, 540), (200, 24)),
                R("push-button", "Help", "", "", "", (720, 640), (80, 30)),
                R("push-button", "Reset", "", "", "", (900, 640), (80, 30)),
                R("push-button", "Cancel", "", "", "", (990, 640), (90, 30)),
                R("push-button", "OK", "", "", "", (1090, 640), (90, 30))]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'n')
time.sleep(1)
"""), gimp_screen("GNU Image Manipulation Program", "Mar 22  09:40", layers=[], active="", zoom="", pointer="", message="",
                  tool="Move Tool", options=MOVE, canvas=False, overlay=new_dialog("1920", "1080"))))

    def img(clock: str, layers: list[str], active: str, *, dirty: bool, pointer: str, tool: str = "Move Tool", opts: list[str] | None = None,
            name: str = "Untitled", state: str = "", overlay: list[str] | None = None) -> str:
        return gimp_screen(gimp_title(name, state, dirty, len(layers), 1200, 400), clock, layers=layers, active=active, zoom="100%",
                           pointer=pointer, message="", tool=tool, options=opts or MOVE, overlay=overlay)
    turns.append((code("""
pyautogui.tripleClick(880, 424)
pyautogui.write('1200\\t', interval=0.05)
pyautogui.tripleClick(880, 458)
pyautogui.write('400\\t', interval=0.05)
pyautogui.click(1135, 655)       # OK
time.sleep(1)
"""), img("Mar 22  09:41", ["Background"], "Background", dirty=False, pointer="603.0, 212.0")))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'comma')   # Edit > Fill with FG Color
time.sleep(0.5)
"""), img("Mar 22  09:41", ["Background"], "Background", dirty=True, pointer="603.0, 212.0")))
    T = "Spring Sale 20% off"
    turns.append((code(f"""
pyautogui.press('t')
pyautogui.click(700, 400)        # canvas
time.sleep(0.3)
pyautogui.write('{T}', interval=0.05)
time.sleep(0.5)
"""), img("Mar 22  09:42", [T, "Background"], T, dirty=True, pointer="371.0, 328.0", tool="Text Tool", opts=TEXT)))
    nl = [R("dialog", "New Layer", "", "", "", (700, 260), (520, 480)),
          R("text", "Layer name", "shadow", "", "", (820, 300), (380, 28)),
          R("combo-box", "Mode", "Normal", "", "", (820, 340), (300, 28)),
          R("spin-button", "Opacity", "100.0", "", "", (820, 374), (300, 28)),
          R("spin-button", "Width", "1200", "", "", (820, 410), (160, 28)),
          R("spin-button", "Height", "400", "", "", (820, 444), (160, 28)),
          R("combo-box", "Fill with", "Transparency", "", "", (820, 480), (300, 28)),
          R("push-button", "Cancel", "", "", "", (1010, 700), (90, 30)),
          R("push-button", "OK", "", "", "", (1110, 700), (90, 30))]
    turns.append((code("""
pyautogui.press('escape')
pyautogui.hotkey('shift', 'ctrl', 'n')   # Layer > New Layer...
time.sleep(0.5)
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('shadow', interval=0.05)
"""), img("Mar 22  09:43", [T, "Background"], T, dirty=True, pointer="371.0, 328.0", tool="Text Tool", opts=TEXT, overlay=nl)))
    turns.append((code("""
pyautogui.click(1155, 715)       # OK
time.sleep(0.5)
"""), img("Mar 22  09:43", ["shadow", T, "Background"], "shadow", dirty=True, pointer="371.0, 328.0", tool="Text Tool", opts=TEXT)))
    turns.append((code("""
pyautogui.click(1705, 605)       # Lower this layer
time.sleep(0.3)
pyautogui.hotkey('ctrl', 'z')    # undo that
time.sleep(0.3)
"""), img("Mar 22  09:44", ["shadow", T, "Background"], "shadow", dirty=True, pointer="371.0, 328.0", tool="Text Tool", opts=TEXT)))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'y')    # redo: shadow goes below the text again
time.sleep(0.3)
"""), img("Mar 22  09:44", [T, "shadow", "Background"], "shadow", dirty=True, pointer="371.0, 328.0", tool="Text Tool", opts=TEXT)))
    turns.append((code("""
pyautogui.hotkey('shift', 'ctrl', 'e')
time.sleep(1)
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('spring_banner.png\\n', interval=0.04)
time.sleep(1)
pyautogui.press('enter')         # PNG options: Export
time.sleep(2)
"""), img("Mar 22  09:45", [T, "shadow", "Background"], "shadow", dirty=True, pointer="371.0, 328.0", tool="Text Tool", opts=TEXT,
          name="spring_banner", state="exported")))
    rs.add(task=TASK, tid="h24-os-19", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user ana, GIMP 2.10.30 not yet running. Task: make a 1200 × 400 banner: filled background, the text 'Spring Sale 20% off', an empty 'shadow' layer under the text, exported as ~/Pictures/spring_banner.png.",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- 20 Inkscape logo (bad)
def t20(rs: RowSet) -> None:
    F = "logo.svg"
    circ_id = ["circle1301"]
    style = ["fill:#1b6ac9;stroke:none"]
    cx = [52.5]
    fill = ["#1b6ac9"]
    msg = "<b>Circle</b> in layer <b>Layer 1</b>. Click selection to toggle scale/rotation handles (or Shift+s)."

    def ctl() -> list[str]:
        return sel_controls(f"{cx[0] - 30:.3f}", "34.000", "60.000", "60.000", "px")

    def xml(show_attrs: bool = True) -> list[str]:
        out = tabs("XML Editor") + [
               R("tree", "Nodes", "", "", "", (1250, 172), (660, 330)),
               R("tree-item", "<svg:svg id=\"svg5\">", "", "", "expanded", (1250, 172), (660, 26)),
               R("tree-item", "<sodipodi:namedview id=\"namedview7\">", "", "", "", (1266, 198), (644, 26)),
               R("tree-item", "<svg:defs id=\"defs2\">", "", "", "", (1266, 224), (644, 26)),
               R("tree-item", "<svg:g id=\"layer1\" inkscape:label=\"Layer 1\">", "", "", "expanded", (1266, 250), (644, 26)),
               R("tree-item", "<svg:path id=\"path1284\">", "", "", "", (1282, 276), (628, 26)),
               R("tree-item", f"<svg:circle id=\"{circ_id[0]}\">", "", "", "selected" if show_attrs else "", (1282, 302), (628, 26)),
               R("tree-item", "<svg:text id=\"text1317\">", "", "", "collapsed", (1282, 328), (628, 26))]
        if show_attrs:
            out.append(R("table", "Attributes", "", "", "", (1250, 520), (660, 300)))
            attrs = [("id", circ_id[0]), ("style", style[0]), ("cx", f"{cx[0]:g}"), ("cy", "64"), ("r", "30")]
            for i, (k, v) in enumerate(attrs):
                out += [R("table-cell", "", k, "", "", (1250, 546 + i * 28), (160, 28)), R("table-cell", "", v, "", "", (1410, 546 + i * 28), (500, 28))]
        return out

    opened: list[str] = []

    def tabs(sel: str) -> list[str]:
        if sel not in opened:
            opened.append(sel)
        out = [R("panel", sel, "", "", "", (1240, 128), (680, 880))]
        x = 1240
        for t in opened:
            w = len(t) * 8 + 24
            out.append(R("page-tab", t, "", "", "selected" if t == sel else "", (x, 128), (w, 28)))
            x += w + 2
        return out

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['inkscape', '/home/ines/Design/logo.svg'])
time.sleep(8)
"""), ink_screen(F, False, "Mar 19  14:20", tool="Selector", controls=sel_controls("0.000", "0.000", "0.001", "0.001", "px", False),
                 status="No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.",
                 cursor=("101.20", "17.84"), zoom="600%", fill="N/A", stroke="N/A")))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'x')
time.sleep(1)
"""), ink_screen(F, False, "Mar 19  14:20", tool="Selector", controls=sel_controls("0.000", "0.000", "0.001", "0.001", "px", False),
                 status="No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.",
                 cursor=("101.20", "17.84"), zoom="600%", fill="N/A", stroke="N/A", side=xml(False))))
    turns.append((code("""
pyautogui.click(1500, 315)       # <svg:circle ...> node
time.sleep(0.5)
"""), ink_screen(F, False, "Mar 19  14:21", tool="Selector", controls=ctl(), status=msg, cursor=("101.20", "17.84"), zoom="600%",
                 fill=fill[0], stroke="None", side=xml())))
    style[0] = "fill:#0f8b8d;stroke:none"
    fill[0] = "#0f8b8d"
    fs = tabs("Fill and Stroke") + [
        R("page-tab", "Fill", "", "", "selected", (1250, 164), (80, 28)),
        R("page-tab", "Stroke paint", "", "", "", (1332, 164), (110, 28)),
        R("page-tab", "Stroke style", "", "", "", (1444, 164), (110, 28)),
        R("toggle-button", "No paint", "", "", "", (1250, 200), (32, 32)),
        R("toggle-button", "Flat color", "", "", "checked", (1284, 200), (32, 32)),
        R("toggle-button", "Linear gradient", "", "", "", (1318, 200), (32, 32)),
        R("toggle-button", "Radial gradient", "", "", "", (1352, 200), (32, 32)),
        R("label", "", "Flat color", "", "", (1250, 240), (200, 22)),
        R("page-tab", "RGB", "", "", "selected", (1250, 270), (60, 26)),
        R("page-tab", "HSL", "", "", "", (1312, 270), (60, 26)),
        R("slider", "R", "15", "", "", (1250, 310), (560, 24)),
        R("slider", "G", "139", "", "", (1250, 340), (560, 24)),
        R("slider", "B", "141", "", "", (1250, 370), (560, 24)),
        R("slider", "A", "255", "", "", (1250, 400), (560, 24)),
        R("entry", "RGBA", "0f8b8dff", "", "", (1700, 440), (120, 28)),
        R("label", "", "Blur (%)", "", "", (1250, 900), (100, 22)),
        R("spin-button", "Blur (%)", "0.0", "", "", (1360, 900), (200, 26)),
        R("label", "", "Opacity (%)", "", "", (1250, 930), (100, 22)),
        R("spin-button", "Opacity (%)", "100.0", "", "", (1360, 930), (200, 26))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'f')
time.sleep(1)
pyautogui.tripleClick(1760, 454)  # RGBA entry
pyautogui.write('0f8b8dff\\n', interval=0.05)
time.sleep(0.5)
"""), ink_screen(F, True, "Mar 19  14:22", tool="Selector", controls=ctl(), status=msg, cursor=("101.20", "17.84"), zoom="600%",
                 fill=fill[0], stroke="None", side=fs)))
    circ_id[0] = "circle1310"
    turns.append((code("""
pyautogui.click(1300, 142)       # XML Editor tab
time.sleep(0.5)
"""), ink_screen(F, True, "Mar 19  14:22", tool="Selector", controls=ctl(), status=msg, cursor=("101.20", "17.84"), zoom="600%",
                 fill=fill[0], stroke="None", side=xml())))
    cx[0] = 64.0
    al = tabs("Align and Distribute") + [
        R("label", "", "Align", "", "", (1250, 170), (100, 22)),
        R("combo-box", "Relative to", "Page", "", "", (1360, 166), (300, 28)),
        R("check-box", "Treat selection as group", "", "", "", (1680, 170), (230, 22)),
        *buttons(["Align right edges of objects to the left edge of anchor", "Align left edges", "Center on vertical axis",
                  "Align right sides", "Align left edges of objects to the right edge of anchor"], 206, 1250, 32),
        *buttons(["Align bottom edges of objects to the top edge of anchor", "Align top edges", "Center on horizontal axis",
                  "Align bottom edges", "Align top edges of objects to the bottom edge of anchor"], 246, 1250, 32),
        R("label", "", "Distribute", "", "", (1250, 300), (100, 22))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'a')
time.sleep(0.5)
pyautogui.click(1338, 222)       # Center on vertical axis (relative to Page)
time.sleep(0.5)
"""), ink_screen(F, True, "Mar 19  14:23", tool="Selector", controls=ctl(), status=msg, cursor=("101.20", "17.84"), zoom="600%",
                 fill=fill[0], stroke="None", side=al)))
    turns.append((code("""
pyautogui.click(1300, 142)       # XML Editor tab
time.sleep(0.5)
"""), ink_screen(F, True, "Mar 19  14:23", tool="Selector", controls=ctl(), status=msg, cursor=("101.20", "17.84"), zoom="600%",
                 fill=fill[0], stroke="None", side=xml())))
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
time.sleep(1)
"""), ink_screen(F, False, "Mar 19  14:24", tool="Selector", controls=ctl(), status="Drawing saved to /home/ines/Design/logo.svg.",
                 cursor=("101.20", "17.84"), zoom="600%", fill=fill[0], stroke="None", side=xml())))
    rs.add(task=TASK, tid="h24-os-20", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user ines, Inkscape 1.1. logo.svg is a 128 × 128 px icon with a path, a circle and a text. Task: recolor the circle to #0f8b8d, center it horizontally on the page and save; use the XML editor to check the node.",
           bad=True, turn=5, kind="the circle's id in the XML editor changes with no edit to it")


# ----------------------------------------------------------------------------------------------- 21 VLC music + radio (clean)
def t21(rs: RowSet) -> None:
    mix = [("Teardrop", "5:29", "Mezzanine"), ("Glory Box", "5:01", "Dummy"), ("Unfinished Sympathy", "5:08", "Blue Lines"),
           ("Angel", "6:18", "Mezzanine"), ("Roads", "5:05", "Dummy"), ("Karmacoma", "5:16", "Protection"),
           ("Sour Times", "4:11", "Dummy"), ("Protection", "7:51", "Protection")]

    def hhmm(t: str) -> str:
        m, s = t.split(":")
        return f"00:{int(m):02d}:{s}"

    def pl(order: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
        return [(t, hhmm(d), a) for t, d, a in order]

    def v(clock: str, cur: str, el: str, *, order: list[tuple[str, str, str]], random: bool, volume: str, playing: bool = True,
          total: str | None = None, title: str | None = None, overlay: list[str] | None = None) -> str:
        tot = total if total is not None else hhmm(dict((t, d) for t, d, _ in mix)[cur])
        pos = pos_pct(el, tot) if tot != "--:--" else "0.0%"
        return vlc_screen(title or cur, clock, elapsed=el, total=tot, pos=pos, playing=playing, volume=volume,
                          playlist=pl(order), current=cur, random=random, overlay=overlay)

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['vlc', '/home/sam/Music/evening_mix.xspf'])
time.sleep(3)
"""), v("Mar 16  21:02", "Teardrop", "00:00:03", order=mix, random=False, volume="100%")))
    turns.append((code("""
import pyautogui
pyautogui.click(402, 1012)       # Random
time.sleep(0.5)
"""), v("Mar 16  21:02", "Teardrop", "00:00:06", order=mix, random=True, volume="100%")))
    turns.append((code("""
pyautogui.press('n')             # next (random order)
time.sleep(1)
"""), v("Mar 16  21:02", "Karmacoma", "00:00:01", order=mix, random=True, volume="100%")))
    turns.append((code("""
pyautogui.hotkey('ctrl', 'down')
pyautogui.hotkey('ctrl', 'down')
time.sleep(0.5)
"""), v("Mar 16  21:02", "Karmacoma", "00:00:04", order=mix, random=True, volume="90%")))
    by_title = sorted(mix, key=lambda x: x[0])
    turns.append((code("""
pyautogui.click(830, 102)        # 'Title' column header: sort
time.sleep(0.5)
"""), v("Mar 16  21:03", "Karmacoma", "00:00:31", order=by_title, random=True, volume="90%")))
    url = "https://icecast.radiofreedata.net/lofi.mp3"
    net = [R("dialog", "Open Media", "", "", "", (600, 300), (720, 420)),
           R("page-tab", "File", "", "", "", (620, 320), (80, 28)), R("page-tab", "Disc", "", "", "", (702, 320), (80, 28)),
           R("page-tab", "Network", "", "", "selected", (784, 320), (90, 28)), R("page-tab", "Capture Device", "", "", "", (876, 320), (140, 28)),
           R("label", "", "Please enter a network URL:", "", "", (630, 370), (300, 22)),
           R("combo-box", "", url, "", "", (630, 400), (660, 30)),
           R("push-button", "Play", "", "", "", (1100, 680), (90, 30)),
           R("push-button", "Cancel", "", "", "", (1200, 680), (90, 30))]
    turns.append((code(f"""
pyautogui.hotkey('ctrl', 'n')    # Media > Open Network Stream...
time.sleep(0.5)
pyautogui.write('{url}', interval=0.02)
"""), v("Mar 16  21:03", "Karmacoma", "00:00:48", order=by_title, random=True, volume="90%", overlay=net)))

    def rv(clock: str, el: str, now: str, overlay: list[str] | None = None, playing: bool = True) -> str:
        return vlc_screen(now, clock, elapsed=el, total="--:--", pos="0.0%", playing=playing, volume="90%",
                          playlist=[(t, d, a) for t, d, a in pl(by_title)] + [(now, "--:--", "")], current=now, random=True, overlay=overlay)
    turns.append((code("""
pyautogui.click(1145, 695)       # Play
time.sleep(4)
"""), rv("Mar 16  21:03", "00:00:03", "Kupla - Owls of the Night")))
    turns.append((code("""
time.sleep(240)
"""), rv("Mar 16  21:07", "00:04:04", "j'san. & nymano - autumn breeze")))
    meta = [R("dialog", "Current Media Information", "", "", "", (560, 200), (800, 640)),
            R("page-tab", "General", "", "", "selected", (570, 210), (98, 28)), R("page-tab", "Metadata", "", "", "", (670, 210), (98, 28)),
            R("page-tab", "Codec", "", "", "", (770, 210), (98, 28)), R("page-tab", "Statistics", "", "", "", (870, 210), (98, 28)),
            R("label", "Title", "lofi.mp3", "", "", (580, 254), (760, 26)),
            R("label", "Now Playing", "j'san. & nymano - autumn breeze", "", "", (580, 284), (760, 26)),
            R("label", "Genre", "Lo-Fi", "", "", (580, 314), (760, 26)),
            R("label", "Publisher", "Radio Free Data", "", "", (580, 344), (760, 26)),
            R("label", "Description", "24/7 lo-fi beats, 128 kbps", "", "", (580, 374), (760, 26)),
            R("entry", "Location", url, "", "", (580, 780), (640, 26)),
            R("push-button", "Close", "", "", "", (1250, 800), (90, 30))]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'i')
time.sleep(1)
"""), rv("Mar 16  21:07", "00:04:09", "j'san. & nymano - autumn breeze", overlay=meta)))
    turns.append((code("""
pyautogui.click(1295, 815)       # Close
pyautogui.press('s')             # stop
time.sleep(0.5)
"""), vlc_screen("VLC media player", "Mar 16  21:07", elapsed="--:--", total="--:--", pos="0.0%", playing=False, volume="90%",
                 playlist=pl(by_title) + [("j'san. & nymano - autumn breeze", "--:--", "")], current="", random=True).replace(
                     "VLC media player - VLC media player", "VLC media player")))
    rs.add(task=TASK, tid="h24-os-21", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user sam, VLC 3.0.16. Task: play ~/Music/evening_mix.xspf shuffled and a bit quieter, sort the playlist by title, then switch to the Radio Free Data lo-fi stream for a few minutes, check what is playing and stop.",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- 22 Remmina (clean)
def remmina_screen(clock: str, profiles: list[tuple[str, str, str, str, str]], *, sort: str, search: str = "", total: int | None = None,
                   overlay: list[str] | None = None, running: tuple[str, ...] = ("Remmina",)) -> str:
    rows = [R("frame", "Remmina Remote Desktop Client", "", "org.remmina.Remmina", "", (460, 200), (1000, 640)),
            R("push-button", "New connection profile", "", "", "", (470, 208), (34, 34)),
            R("combo-box", "Quick connect protocol", "RDP", "", "", (510, 208), (90, 34)),
            R("entry", "Server", "", "", "", (606, 208), (420, 34)),
            R("toggle-button", "Search", "", "", "checked" if search else "", (1360, 208), (34, 34)),
            R("push-button", "Remmina Main Menu", "", "", "", (1400, 208), (34, 34))]
    y = 250
    if search:
        rows.append(R("entry", "Search", search, "", "", (700, 250), (520, 30)))
        y = 288
    rows.append(R("table", "Connection profiles", "", "", "", (460, y), (1000, 800 - y)))
    cols = [("Name", 200), ("Group", 120), ("Server", 240), ("Plugin", 90), ("Last used", 340)]
    x = 464
    for c, w in cols:
        rows.append(R("table-column-header", c, "", "", "sorted" if c == sort else "", (x, y), (w, 26)))
        x += w
    for i, p in enumerate(profiles):
        x = 464
        for j, (_, w) in enumerate(cols):
            rows.append(R("table-cell", "", p[j], "", "", (x, y + 26 + i * 28), (w, 28)))
            x += w
    rows.append(R("status-bar", "", f"Total {total if total is not None else len(profiles)} items.", "", "", (460, 812), (1000, 26)))
    if overlay:
        rows += overlay
    return screen("Remmina", clock, rows, running)


def t22(rs: RowSet) -> None:
    prof = [("build-win11", "Build", "10.20.4.17", "RDP", "2024-03-08 16:42"),
            ("ci-runner-01", "CI", "10.40.2.31", "SSH", "2024-03-14 09:03"),
            ("grafana-kiosk", "Office", "kiosk-03.lan:5900", "VNC", "2024-02-19 11:20"),
            ("nas-admin", "Home", "192.168.1.20", "SSH", "2024-03-01 21:15"),
            ("staging-rdp", "Staging", "192.168.40.23", "RDP", "2024-03-12 10:05"),
            ("win-test-vm", "Build", "10.20.4.52", "RDP", "2023-12-07 14:55")]

    def by_used(ps: list[tuple[str, str, str, str, str]]) -> list[tuple[str, str, str, str, str]]:
        return sorted(ps, key=lambda p: p[4] or "0000", reverse=True)

    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['remmina'])
time.sleep(2)
"""), remmina_screen("Mar 15  10:28", prof, sort="Name")))
    turns.append((code("""
import pyautogui
pyautogui.click(1300, 263)       # 'Last used' column header
time.sleep(0.3)
pyautogui.click(1300, 263)       # second click: newest first
"""), remmina_screen("Mar 15  10:28", by_used(prof), sort="Last used")))
    dlg = [R("dialog", "Remote Connection Profile", "", "", "", (560, 160), (800, 720)),
           R("text", "Name", "ci-runner-03", "", "", (700, 200), (600, 30)),
           R("combo-box", "Group", "CI", "", "", (700, 236), (600, 30)),
           R("combo-box", "Protocol", "SSH - Secure Shell", "", "", (700, 272), (600, 30)),
           R("text", "Pre-command", "", "", "", (700, 308), (600, 30)),
           R("text", "Post-command", "", "", "", (700, 344), (600, 30)),
           R("page-tab", "Basic", "", "", "selected", (580, 392), (80, 28)),
           R("page-tab", "Advanced", "", "", "", (662, 392), (100, 28)),
           R("page-tab", "Behavior", "", "", "", (764, 392), (100, 28)),
           R("page-tab", "SSH Tunnel", "", "", "", (866, 392), (110, 28)),
           R("page-tab", "Notes", "", "", "", (978, 392), (80, 28)),
           R("combo-box", "Server", "10.40.2.33", "", "", (700, 436), (600, 30)),
           R("combo-box", "Authentication type", "SSH identity file", "", "", (700, 472), (600, 30)),
           R("text", "Username", "ci", "", "", (700, 508), (600, 30)),
           R("push-button", "Identity file", "id_ed25519", "", "", (700, 544), (600, 30)),
           R("combo-box", "Color scheme", "Linux", "", "", (700, 616), (600, 30)),
           R("combo-box", "Character set", "UTF-8", "", "", (700, 652), (600, 30)),
           R("push-button", "Cancel", "", "", "", (900, 830), (100, 32)),
           R("push-button", "Save as Default", "", "", "", (1004, 830), (130, 32)),
           R("push-button", "Save", "", "", "", (1138, 830), (80, 32)),
           R("push-button", "Connect", "", "", "", (1222, 830), (90, 32)),
           R("push-button", "Save and Connect", "", "", "", (1316, 830), (40, 32))]
    turns.append((code("""
pyautogui.click(487, 225)        # New connection profile
time.sleep(1)
pyautogui.write('ci-runner-03', interval=0.04)
pyautogui.click(1000, 251); pyautogui.write('CI\\n', interval=0.05)
pyautogui.click(1000, 287); pyautogui.click(1000, 420)    # Protocol: SSH - Secure Shell
pyautogui.click(1000, 451); pyautogui.write('10.40.2.33', interval=0.04)
pyautogui.click(1000, 487); pyautogui.click(1000, 540)    # Authentication: SSH identity file
pyautogui.click(1000, 523); pyautogui.write('ci', interval=0.04)
"""), remmina_screen("Mar 15  10:29", by_used(prof), sort="Last used", overlay=dlg)))
    prof.append(("ci-runner-03", "CI", "10.40.2.33", "SSH", ""))
    turns.append((code("""
pyautogui.click(1178, 846)       # Save
time.sleep(0.5)
"""), remmina_screen("Mar 15  10:30", by_used(prof), sort="Last used")))
    conn = [R("frame", "staging-rdp", "", "org.remmina.Remmina", "", (72, 27), (1848, 1053)),
            R("tool-bar", "", "", "", "", (900, 27), (420, 30)),
            *buttons(["Resize the window to fit in remote resolution", "Toggle fullscreen mode", "Toggle dynamic resolution update",
                      "Switch tab pages", "Grab all keyboard events", "Preferences", "Tools", "Take screenshot",
                      "Minimize window", "Disconnect"], 29, 904, 26)]
    turns.append((code("""
pyautogui.doubleClick(560, 318)  # staging-rdp
time.sleep(1)
"""), remmina_screen("Mar 15  10:31", by_used(prof), sort="Last used", running=("Remmina",), overlay=conn + [
        R("label", "", "Connecting to “staging-rdp”…", "", "", (860, 520), (300, 24)),
        R("push-button", "Cancel", "", "", "", (960, 560), (100, 32))])))
    turns.append((code("""
time.sleep(4)
"""), remmina_screen("Mar 15  10:31", by_used(prof), sort="Last used", overlay=conn + [
        R("drawing-area", "Remote desktop", "", "RemminaProtocolWidget", "", (72, 57), (1848, 1023)),
        R("label", "", "staging-rdp: 192.168.40.23 — 1920×1008, 32 bpp, RDP 10.7", "", "tooltip", (900, 60), (420, 22))])))
    prof = [(n, g, s, p, "2024-03-15 10:31") if n == "staging-rdp" else (n, g, s, p, u) for n, g, s, p, u in prof]
    turns.append((code("""
pyautogui.click(1187, 42)        # Disconnect
time.sleep(1)
"""), remmina_screen("Mar 15  10:32", by_used(prof), sort="Last used")))
    found = [p for p in by_used(prof) if "ci" in (p[0] + p[1]).lower()]
    turns.append((code("""
pyautogui.click(1377, 225)       # Search
pyautogui.write('ci', interval=0.05)
time.sleep(0.5)
"""), remmina_screen("Mar 15  10:32", found, sort="Last used", search="ci", total=len(prof))))
    rs.add(task=TASK, tid="h24-os-22", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user kai, Remmina 1.4.25 with six saved profiles. Task: add an SSH profile 'ci-runner-03' (10.40.2.33, user ci, key login) to group CI, check that staging-rdp still connects, then list the CI machines.",
           bad=False, kind="clean")


# ----------------------------------------------------------------------------------------------- main
def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
