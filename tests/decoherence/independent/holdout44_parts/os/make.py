# ruff: noqa: E501
"""Held-out set holdout44, domain os: 22 Ubuntu GNOME desktop trajectories driven by Python code blocks.

Each observation is the desktop accessibility table (``a11y``) after the action. Eleven trajectories carry
exactly one observation that contradicts an earlier observation or action; the other eleven are clean.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

SYSTEM = """# Role and Objective

You are a **Desktop World Model**: a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080, Ubuntu Dock on the left). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given the previous interactions of this trajectory, the task instruction, the current state and the action (a Python code block), predict the **exact next desktop state** after the action completes.

## Core Responsibilities

1. **State Prediction**: generate the complete next accessibility-tree state
2. **Context Maintenance**: track open windows, files, UI selections and application state across turns
3. **Behavioral Fidelity**: stay faithful to realistic desktop behavior, including no-op actions and actions that only change a small part of the tree

## State Modeling Rules

- Preserve the original state format exactly (tab-separated columns: tag, name, text, class, description, position, size)
- Keep node ordering, labels and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows or app state persist across actions

## Action Space

The action is a free-form **Python code block**; the executed code is the authoritative description of what happened. Common APIs: pyautogui.click / doubleClick / rightClick / moveTo / dragTo / scroll / write / press / hotkey, the helper classes BrowserTools, CalcTools, WriterTools, ImpressTools and VLCTools, and subprocess / os / json calls. Ignore helper calls such as print_result() unless they cause a visible UI change.

## Output Requirements

First think step by step, then give the final predicted desktop state strictly inside <predicted_observation></predicted_observation>, with no extra commentary inside the tags.

## Task Instruction

{task}"""

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]
Turns = list[tuple[str, str]]


def r(tag: str, name: str, text: str, x: int, y: int, w: int, h: int) -> Row:
    return (tag, name, text, (x, y), (w, h))


DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]


def desk(rows: list[Row], clock: str, dock: list[str] | None = None, running: tuple[str, ...] = ()) -> str:
    """The whole screen: top bar, the given window rows, then the Ubuntu Dock."""
    top = [r("push-button", "Activities", "", 0, 0, 100, 27), r("menu", "System", "", 1770, 0, 150, 27)]
    icons = list(DOCK if dock is None else dock)
    for app in running:
        if app not in icons:
            icons.append(app)
    bottom = [r("push-button", app, "", 0, 27 + 64 * i, 70, 64) for i, app in enumerate(icons)]
    bottom.append(r("push-button", "Show Applications", "", 0, 1016, 70, 64))
    return a11y(top + rows + bottom, clock=clock)


def sys(task: str) -> str:
    return SYSTEM.replace("{task}", task)


def menu_rows(names: list[str], x0: int, y: int, step: int = 64) -> list[Row]:
    out, x = [], x0
    for n in names:
        w = max(44, 9 * len(n) + 14)
        out.append(r("menu", n, "", x, y, w, 27))
        x += w + 2
    return out


def popup(items: list[str], x: int, y: int, w: int = 260, h: int = 30) -> list[Row]:
    rows = []
    for i, it in enumerate(items):
        if it == "-":
            rows.append(r("separator", "", "", x, y + i * h + 14, w, 2))
        else:
            rows.append(r("menu-item", it, "", x, y + i * h, w, h))
    return rows


# ---------------------------------------------------------------- GNOME Files helpers
FILES_SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files_win(crumbs: list[str], items: list[tuple[str, str, str]], status: str = "", extra: list[Row] | None = None,
              sort: str = "Name", desc: bool = False) -> list[Row]:
    title = crumbs[-1]
    rows = [r("frame", title, "", 70, 27, 1240, 820),
            r("push-button", "Back", "", 82, 37, 34, 34), r("push-button", "Forward", "", 118, 37, 34, 34)]
    x = 164
    for c in crumbs:
        w = 16 + 9 * len(c)
        rows.append(r("toggle-button", c, "", x, 37, w, 34))
        x += w + 4
    rows += [r("push-button", "Search", "", 1106, 37, 34, 34), r("toggle-button", "View options", "", 1146, 37, 34, 34),
             r("toggle-button", "Grid view", "", 1186, 37, 34, 34), r("toggle-button", "Main menu", "", 1262, 37, 34, 34)]
    for i, s in enumerate(FILES_SIDEBAR):
        rows.append(r("list-item", s, "", 70, 82 + i * 36, 220, 36))
    arrow = " ▼" if desc else " ▲"
    for label, hx, hw in (("Name", 302, 560), ("Size", 866, 130), ("Modified", 998, 190)):
        rows.append(r("table-column-header", label + (arrow if label == sort else ""), "", hx, 82, hw, 30))
    for i, (name, size, mod) in enumerate(items):
        y = 114 + i * 34
        rows += [r("table-cell", name, "", 302, y, 560, 34), r("table-cell", "", size, 866, y, 130, 34),
                 r("table-cell", "", mod, 998, y, 190, 34)]
    if status:
        rows.append(r("label", "", status, 960, 810, 340, 28))
    return rows + (extra or [])


# GNOME Files, clean
def t01(rs: RowSet) -> None:
    task = "In ~/Documents/Invoices rename scan0041.pdf to invoice-2024-117.pdf, compress all Q1 2024 invoices (101 to 117) into invoices-q1.zip and move that archive to ~/Documents/Archive."
    crumbs = ["Home", "Documents", "Invoices"]
    base = [("invoice-2024-101.pdf", "184.2 kB", "Jan 9"), ("invoice-2024-102.pdf", "201.7 kB", "Jan 23"),
            ("invoice-2024-108.pdf", "176.5 kB", "Feb 14"), ("invoice-2024-111.pdf", "233.9 kB", "Mar 4"),
            ("invoice-2024-114.pdf", "190.3 kB", "Mar 12"), ("invoice-2024-119.pdf", "205.8 kB", "Apr 11"),
            ("invoice-2024-121.pdf", "198.0 kB", "Apr 30"), ("remittance-notes.odt", "24.6 kB", "Apr 30"),
            ("scan0041.pdf", "212.4 kB", "Mar 19"), ("vendors.ods", "18.1 kB", "Feb 2")]
    renamed = base[:5] + [("invoice-2024-117.pdf", "212.4 kB", "Mar 19")] + base[5:8] + base[9:]
    zipped = renamed[:8] + [("invoices-q1.zip", "1.1 MB", "14:06")] + renamed[8:]
    run = ("Files",)
    state = desk(files_win(crumbs, base), "May 6  14:02", running=run)
    t: Turns = []
    rename_pop = [r("popover", "Rename", "", 520, 440, 360, 120), r("label", "", "File name", 536, 452, 120, 20),
                  r("text", "File name", "scan0041.pdf", 536, 478, 260, 34), r("push-button", "Rename", "", 800, 478, 68, 34)]
    t.append((code("pyautogui.click(420, 403)\npyautogui.press('f2')"),
              desk(files_win(crumbs, base, status="“scan0041.pdf” selected (212.4 kB)", extra=rename_pop), "May 6  14:02", running=run)))
    t.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('invoice-2024-117.pdf')\npyautogui.press('enter')"),
              desk(files_win(crumbs, renamed, status="“invoice-2024-117.pdf” selected (212.4 kB)"), "May 6  14:03", running=run)))
    t.append((code("pyautogui.click(420, 131)\npyautogui.keyDown('shift')\npyautogui.click(420, 301)\npyautogui.keyUp('shift')"),
              desk(files_win(crumbs, renamed, status="6 items selected (1.2 MB)"), "May 6  14:04", running=run)))
    ctx = popup(["Open With Document Viewer", "Open With Other Application", "-", "Cut", "Copy", "Move to…", "Copy to…",
                 "Move to Trash", "-", "Compress…", "Send to…", "Star", "-", "Properties"], 430, 310)
    t.append((code("pyautogui.rightClick(420, 233)"),
              desk(files_win(crumbs, renamed, status="6 items selected (1.2 MB)", extra=ctx), "May 6  14:04", running=run)))
    dlg = [r("dialog", "Create Archive", "", 700, 380, 420, 210), r("label", "", "Archive name", 724, 430, 160, 20),
           r("text", "Archive name", "Invoices", 724, 456, 260, 34), r("combo-box", "Archive format", ".zip", 990, 456, 110, 34),
           r("label", "", "Compatible with all operating systems.", 724, 496, 360, 20),
           r("push-button", "Cancel", "", 712, 390, 80, 34), r("push-button", "Create", "", 1028, 390, 80, 34)]
    t.append((code("pyautogui.click(520, 595)"),
              desk(files_win(crumbs, renamed, status="6 items selected (1.2 MB)", extra=dlg), "May 6  14:05", running=run)))
    t.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('invoices-q1')\npyautogui.press('enter')"),
              desk(files_win(crumbs, zipped, status="“invoices-q1.zip” selected (1.1 MB)"), "May 6  14:06", running=run)))
    arch = [("invoices-2023-q3.zip", "1.3 MB", "Oct 2 2023"), ("invoices-2023-q4.zip", "1.6 MB", "Jan 5"),
            ("receipts-2023.zip", "9.7 MB", "Feb 27"), ("tax-2023.zip", "4.8 MB", "Apr 2")]
    t.append((code("pyautogui.hotkey('ctrl', 'x')\npyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Documents/Archive\\n')"),
              desk(files_win(["Home", "Documents", "Archive"], arch), "May 6  14:07", running=run)))
    arch2 = arch[:2] + [("invoices-q1.zip", "1.1 MB", "14:06")] + arch[2:]
    t.append((code("pyautogui.hotkey('ctrl', 'v')"),
              desk(files_win(["Home", "Documents", "Archive"], arch2, status="“invoices-q1.zip” selected (1.1 MB)"), "May 6  14:07", running=run)))
    rs.add(task="os", tid="h44-os-01", system=sys(task), turns=t, state=state)


CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]


def calc_win(title: str, cells: list[list[str]], namebox: str, inputline: str, sheets: list[str], active: int,
             status: list[str], extra: list[Row] | None = None, cols: str = "ABCDEF", nrows: int = 16) -> list[Row]:
    rows = [r("frame", f"{title} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    rows += menu_rows(CALC_MENUS, 76, 60)
    for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
                           "Sort", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart", "Freeze Rows and Columns"]):
        rows.append(r("push-button", b, "", 80 + i * 38, 92, 34, 34))
    rows += [r("combo-box", "Font Name", "Liberation Sans", 80, 130, 190, 30), r("combo-box", "Font Size", "10 pt", 274, 130, 70, 30),
             r("combo-box", "Name Box", namebox, 80, 166, 120, 28), r("push-button", "Function Wizard", "", 206, 166, 28, 28),
             r("push-button", "Select Function", "", 236, 166, 28, 28), r("text", "Input line", inputline, 272, 166, 1630, 28)]
    widths = {"A": 100, "B": 110, "C": 220, "D": 120, "E": 90, "F": 90}
    x = 112
    xs = {}
    for c in cols:
        xs[c] = x
        rows.append(r("table-column-header", c, "", x, 198, widths.get(c, 90), 20))
        x += widths.get(c, 90)
    for ri in range(nrows):
        y = 218 + ri * 21
        rows.append(r("table-row-header", str(ri + 1), "", 70, y, 42, 21))
        line = cells[ri] if ri < len(cells) else []
        for ci, c in enumerate(cols):
            val = line[ci] if ci < len(line) else ""
            rows.append(r("table-cell", f"{c}{ri + 1}", val, xs[c], y, widths.get(c, 90), 21))
    tx = 120
    for s in sheets:
        rows.append(r("page-tab", s, "", tx, 1020, 24 + 9 * len(s), 24))
        tx += 26 + 9 * len(s)
    rows.append(r("push-button", "Add Sheet", "", 74, 1020, 30, 24))
    rows.append(r("label", "", f"Sheet {active} of {len(sheets)}", 74, 1052, 120, 22))
    for i, s in enumerate(status):
        rows.append(r("label", "", s, 260 + i * 260, 1052, 250, 22))
    return rows + (extra or [])


# LibreOffice Calc, bad
def t02(rs: RowSet) -> None:
    task = "In travel-expenses-q2.ods correct the Marriott amount to 421.50, sort the expenses by amount (largest first), show amounts as currency, rename Sheet1 to 'Q2 Travel', fix the Amtrak fare to 46.00 and save."
    hdr = ["Date", "Category", "Vendor", "Amount (USD)", "Receipt"]
    data = [["04/02/24", "Airfare", "Delta Air Lines", "612.4", "Y"], ["04/02/24", "Ground", "Lyft", "38.9", "Y"],
            ["04/03/24", "Meals", "Blue Bottle Coffee", "14.75", "N"], ["04/04/24", "Lodging", "Marriott Courtyard", "412.5", "Y"],
            ["04/16/24", "Airfare", "United Airlines", "498.2", "Y"], ["04/17/24", "Meals", "Nopa", "86.3", "Y"],
            ["05/07/24", "Lodging", "Hyatt Place", "276", "Y"], ["05/08/24", "Ground", "Amtrak", "64", "Y"],
            ["05/21/24", "Meals", "Tartine Bakery", "22.6", "N"], ["06/03/24", "Conference", "PyCon US registration", "750", "Y"]]

    def sheet(body: list[list[str]], total: str) -> list[list[str]]:
        return [hdr] + body + [[], ["Total", "", "", total, ""]]

    title = "travel-expenses-q2.ods"
    sheets = ["Sheet1", "Notes"]
    st0 = ["Default", "English (USA)", "Average: ; Sum: 0", "100%"]
    state = desk(calc_win(title, sheet(data, "2775.65"), "A1", "Date", sheets, 1, st0), "Jun 4  09:12", running=("LibreOffice Calc",))
    run = ("LibreOffice Calc",)
    t: Turns = []
    d1 = [row[:] for row in data]
    d1[3][3] = "421.5"
    t.append((code('CalcTools.set_cell_value("D5", 421.50)'),
              desk(calc_win(title, sheet(d1, "2784.65"), "D5", "421.5", sheets, 1, ["Default", "English (USA)", "Average: 421.5; Sum: 421.5", "100%", "Document modified"]), "Jun 4  09:12", running=run)))
    t.append((code("pyautogui.click(600, 480)"),
              desk(calc_win(title, sheet(d1, "2784.65"), "D13", "=SUM(D2:D11)", sheets, 1, ["Default", "English (USA)", "Average: 2784.65; Sum: 2784.65", "100%", "Document modified"]), "Jun 4  09:13", running=run)))
    sort_dlg = [r("dialog", "Sort", "", 640, 300, 520, 460), r("page-tab", "Sort Criteria", "", 656, 336, 110, 28),
                r("page-tab", "Options", "", 768, 336, 80, 28), r("label", "", "Sort Key 1", 664, 380, 120, 20),
                r("combo-box", "Sort Key 1", "Date", 664, 404, 260, 30), r("radio-button", "Ascending", "", 940, 400, 140, 22),
                r("radio-button", "Descending", "", 940, 424, 140, 22), r("label", "", "Sort Key 2", 664, 470, 120, 20),
                r("combo-box", "Sort Key 2", "- undefined -", 664, 494, 260, 30), r("radio-button", "Ascending", "", 940, 490, 140, 22),
                r("radio-button", "Descending", "", 940, 514, 140, 22), r("push-button", "Help", "", 656, 716, 80, 32),
                r("push-button", "Reset", "", 880, 716, 80, 32), r("push-button", "OK", "", 966, 716, 80, 32),
                r("push-button", "Cancel", "", 1052, 716, 90, 32)]
    t.append((code("pyautogui.click(140, 180)\npyautogui.write('A1:E11\\n')\npyautogui.click(528, 73)\npyautogui.click(580, 246)"),
              desk(calc_win(title, sheet(d1, "2784.65"), "A1:E11", "Date", sheets, 1, ["Default", "English (USA)", "Selected: 11 rows, 5 columns", "100%", "Document modified"], extra=sort_dlg), "Jun 4  09:13", running=run)))
    order = [9, 0, 4, 3, 6, 5, 7, 1, 8, 2]
    d2 = [d1[i] for i in order]
    t.append((code("pyautogui.click(794, 419)\npyautogui.click(760, 540)\npyautogui.click(950, 435)\npyautogui.click(1006, 732)"),
              desk(calc_win(title, sheet(d2, "2784.65"), "A1:E11", "Date", sheets, 1, ["Default", "English (USA)", "Selected: 11 rows, 5 columns", "100%", "Document modified"]), "Jun 4  09:14", running=run)))

    def money(v: str) -> str:
        f = float(v)
        return f"${f:,.2f}"
    d3 = [row[:3] + [money(row[3])] + row[4:] for row in d2]
    t.append((code('CalcTools.set_number_format("D2:D13", "currency")'),
              desk(calc_win(title, sheet(d3, "$2,784.65"), "D2:D13", "750", sheets, 1, ["Default", "English (USA)", "Average: $506.30; Sum: $5,569.30", "100%", "Document modified"]), "Jun 4  09:14", running=run)))
    sheets2 = ["Q2 Travel", "Notes"]
    t.append((code('CalcTools.rename_sheet("Sheet1", "Q2 Travel")'),
              desk(calc_win(title, sheet(d3, "$2,784.65"), "D2:D13", "750", sheets2, 1, ["Default", "English (USA)", "Average: $506.30; Sum: $5,569.30", "100%", "Document modified"]), "Jun 4  09:15", running=run)))
    d4 = [row[:] for row in d3]
    d4[6][3] = "$46.00"
    t.append((code('CalcTools.set_cell_value("D8", 46)'),
              desk(calc_win(title, sheet(d4, "$2,784.65"), "D8", "46", sheets2, 1, ["Default", "English (USA)", "Average: $46.00; Sum: $46.00", "100%", "Document modified"]), "Jun 4  09:16", running=run)))
    notes = [["Policy reminders"], ["Per diem for meals capped at $75 per day"], ["Receipts required for any expense above $25"],
             ["Economy fares only unless the flight is over 6 hours"], ["Submit the Q2 report by July 15"], [],
             ["Approver", "", "M. Alvarez"], ["Cost center", "", "ENG-4410"]]
    t.append((code('CalcTools.switch_active_sheet("Notes")'),
              desk(calc_win(title, notes, "A1", "Policy reminders", sheets2, 2, ["Default", "English (USA)", "Average: ; Sum: 0", "100%", "Document modified"]), "Jun 4  09:16", running=run)))
    t.append((code("CalcTools.save()"),
              desk(calc_win(title, notes, "A1", "Policy reminders", sheets2, 2, ["Default", "English (USA)", "Average: ; Sum: 0", "100%", "The document has not been modified since the last save."]), "Jun 4  09:17", running=run)))
    rs.add(task="os", tid="h44-os-02", system=sys(task), turns=t, state=state, bad=True, turn=7,
           kind="sheet total keeps the old sum after the agent lowered one amount")


# Screenshot and Image Viewer, clean
def t03(rs: RowSet) -> None:
    task = "Take a screenshot of the whole screen, open it in Image Viewer, check its pixel size, rotate it to portrait and save it."
    icons = [r("label", "ekim", "", 1820, 40, 90, 90), r("label", "Trash", "", 1820, 140, 90, 90)]
    clock0 = "Apr 22  10:14"
    state = desk(icons, clock0)
    t: Turns = []

    def shot_ui(mode: str) -> list[Row]:
        ui = [r("panel", "Screenshot", "", 0, 0, 1920, 1080), r("push-button", "Close", "", 1236, 814, 36, 36)]
        if mode == "Selection":
            ui += [r("panel", "Selection area", "", 672, 354, 576, 372)]
        else:
            ui += [r("panel", "Screen area", "", 0, 0, 1920, 1080)]
        ui += [r("toggle-button", "Selection", "", 788, 814, 96, 66), r("toggle-button", "Screen", "", 890, 814, 96, 66),
               r("toggle-button", "Window", "", 992, 814, 96, 66), r("push-button", "Capture Screenshot", "", 928, 896, 64, 64),
               r("toggle-button", "Screenshot", "", 800, 910, 44, 36), r("toggle-button", "Screencast", "", 846, 910, 44, 36),
               r("toggle-button", "Show Pointer", "", 1078, 910, 44, 36),
               r("label", "", f"{mode} mode active", 788, 790, 300, 20)]
        return icons + ui
    t.append((code("pyautogui.press('print')"), desk(shot_ui("Selection"), clock0)))
    t.append((code("pyautogui.click(938, 847)"), desk(shot_ui("Screen"), clock0)))
    note = [r("notification", "Screenshot captured", "You can paste the image from the clipboard.", 760, 34, 400, 76),
            r("push-button", "Show in Files", "", 1040, 80, 110, 28)]
    t.append((code("pyautogui.click(960, 928)"), desk(icons + note, clock0)))
    fname = "Screenshot from 2024-04-22 10-14-37.png"

    def eog(dims: str, size: str, zoom: str, extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", fname, "", 300, 120, 1320, 860), r("push-button", "Gallery", "", 312, 128, 34, 34),
                r("push-button", "Zoom Out", "", 1318, 128, 34, 34), r("text", "Zoom", zoom, 1354, 128, 72, 34),
                r("push-button", "Zoom In", "", 1428, 128, 34, 34), r("toggle-button", "Fullscreen", "", 1470, 128, 34, 34),
                r("toggle-button", "Main menu", "", 1510, 128, 34, 34), r("push-button", "Close", "", 1574, 128, 34, 34),
                r("image", fname, "", 310, 170, 1300, 770),
                r("label", "", dims, 312, 948, 160, 24), r("label", "", size, 480, 948, 90, 24),
                r("label", "", zoom, 580, 948, 60, 24), r("label", "", "6 / 6", 1540, 948, 60, 24)]
        return icons + rows + (extra or [])
    t.append((code(f'import subprocess\nsubprocess.Popen(["eog", "/home/ekim/Pictures/Screenshots/{fname}"])'),
              desk(eog("1920 × 1080 pixels", "412.7 kB", "67%"), "Apr 22  10:15", running=("Image Viewer",))))

    def props(w: str, h: str, b: str) -> list[Row]:
        return [r("dialog", "Image Properties", "", 720, 300, 480, 420), r("page-tab", "General", "", 736, 340, 90, 28),
                r("page-tab", "Metadata", "", 828, 340, 90, 28), r("page-tab", "Details", "", 920, 340, 80, 28),
                r("label", "Name:", fname, 744, 390, 440, 22), r("label", "Width:", w, 744, 418, 440, 22),
                r("label", "Height:", h, 744, 446, 440, 22), r("label", "Type:", "PNG image", 744, 474, 440, 22),
                r("label", "Bytes:", b, 744, 502, 440, 22), r("push-button", "Folder:", "Screenshots", 744, 530, 200, 30),
                r("push-button", "Previous", "", 736, 670, 90, 34), r("push-button", "Next", "", 832, 670, 90, 34),
                r("push-button", "Close", "", 1098, 670, 90, 34)]
    t.append((code("pyautogui.hotkey('alt', 'Return')"),
              desk(eog("1920 × 1080 pixels", "412.7 kB", "67%", props("1920 pixels", "1080 pixels", "412.7 kB")), "Apr 22  10:15", running=("Image Viewer",))))
    t.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'r')"),
              desk(eog("1080 × 1920 pixels", "412.7 kB", "40%"), "Apr 22  10:16", running=("Image Viewer",))))
    t.append((code("pyautogui.hotkey('ctrl', 's')\nimport time\ntime.sleep(1)\npyautogui.hotkey('alt', 'Return')"),
              desk(eog("1080 × 1920 pixels", "431.6 kB", "40%", props("1080 pixels", "1920 pixels", "431.6 kB")), "Apr 22  10:16", running=("Image Viewer",))))
    rs.add(task="os", tid="h44-os-03", system=sys(task), turns=t, state=state)


TB_MENUS = ["File", "Edit", "View", "Go", "Message", "Events and Tasks", "Tools", "Help"]


def tb_win(folders: list[tuple[str, str, int]], current: str, msgs: list[tuple[str, str, str]], status: str,
           extra: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", f"{current} - Mozilla Thunderbird", "", 70, 27, 1850, 1053)]
    rows += menu_rows(TB_MENUS, 80, 60)
    for i, s in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"]):
        rows.append(r("push-button", s, "", 72, 130 + i * 52, 48, 48))
    rows += [r("push-button", "Get Messages", "", 130, 92, 120, 34), r("push-button", "New Message", "", 254, 92, 130, 34),
             r("entry", "Search <Ctrl+K>", "", 780, 92, 420, 34), r("push-button", "AppMenu", "", 1870, 92, 40, 34)]
    for i, (name, unread, depth) in enumerate(folders):
        label = f"{name} ({unread})" if unread else name
        rows.append(r("tree-item", label, "", 130 + 18 * depth, 140 + i * 30, 260 - 18 * depth, 30))
    n_total = status.split("Total: ")[-1]
    rows += [r("heading", current, "", 420, 136, 200, 30), r("label", "", f"{n_total} Messages", 620, 140, 160, 22),
             r("push-button", "Quick Filter", "", 1480, 136, 120, 30), r("push-button", "Message list display options", "", 1606, 136, 36, 30),
             r("table-column-header", "Subject", "", 420, 172, 760, 28), r("table-column-header", "Correspondents", "", 1180, 172, 340, 28),
             r("table-column-header", "Date ▼", "", 1520, 172, 240, 28)]
    for i, (subj, frm, date) in enumerate(msgs):
        y = 200 + i * 32
        rows += [r("tree-item", subj, "", 420, y, 760, 32), r("table-cell", "", frm, 1180, y, 340, 32), r("table-cell", "", date, 1520, y, 240, 32)]
    rows.append(r("label", "", status, 1600, 1052, 300, 24))
    return rows + (extra or [])


# Thunderbird, bad
def t04(rs: RowSet) -> None:
    task = "In Thunderbird create a folder 'Receipts' under the Inbox of jordan.keller@fastmail.com, add a message filter 'Move receipts' that moves mail whose subject contains 'receipt' into it, and run the filter on the Inbox."
    msgs = [("Your receipt from Figma (Order #FG-2291-4471)", "Figma", "9:12 AM"), ("Weekly Product Digest", "Linear", "8:40 AM"),
            ("Re: Q3 offsite venue", "Hannah Ortiz", "Yesterday 5:22 PM"), ("Standup notes 5/13", "Priyanka Shah", "Yesterday 12:05 PM"),
            ("Receipt for your payment to Hetzner Online GmbH", "Hetzner Online", "Yesterday 11:03 AM"),
            ("[acme/api] Fix pagination cursor (PR #1432)", "GitHub", "Yesterday 10:47 AM"),
            ("Your Uber Eats receipt", "Uber Receipts", "5/11/2024, 8:18 PM"), ("Invoice INV-20931 is available", "DigitalOcean", "5/11/2024, 9:00 AM"),
            ("Your order has shipped", "Amazon.com", "5/10/2024, 3:41 PM"), ("Lunch Thursday?", "Marco Bianchi", "5/10/2024, 1:15 PM"),
            ("The Morning Brew", "Morning Brew", "5/10/2024, 6:02 AM"), ("Security alert for your linked Google Account", "Google", "5/9/2024, 10:20 PM"),
            ("Re: Lease renewal paperwork", "Sandra Whitley", "5/9/2024, 4:37 PM"), ("Your statement is ready", "Chase", "5/8/2024, 7:00 AM")]
    after = [m for m in msgs if "receipt" not in m[0].lower()] + [("Welcome to the Rust 2024 survey", "Rust Survey Team", "5/7/2024, 2:10 PM"),
                                                                   ("Flight check-in is open", "KLM", "5/7/2024, 9:45 AM"),
                                                                   ("Re: Apartment keys", "Sandra Whitley", "5/6/2024, 6:12 PM")]
    acct = "jordan.keller@fastmail.com"
    f0 = [(acct, "", 0), ("Inbox", "14", 1), ("Drafts", "", 1), ("Sent", "", 1), ("Archive", "", 1), ("Junk", "", 1), ("Trash", "", 1),
          ("Local Folders", "", 0), ("Trash", "", 1), ("Outbox", "", 1)]
    f1 = f0[:2] + [("Receipts", "", 2)] + f0[2:]
    f2 = [(acct, "", 0), ("Inbox", "12", 1), ("Receipts", "2", 2)] + f0[2:]
    run = ("Thunderbird Mail",)
    st0 = "Unread: 14  Total: 212"
    state = desk(tb_win(f0, "Inbox", msgs, st0), "May 14  10:31", running=run)
    t: Turns = []
    ctx = popup(["Get Messages", "Open in New Tab", "Open in New Window", "-", "Search Messages…", "Subscribe…", "New Folder…",
                 "-", "Compact", "Mark Folder Read", "Favorite Folder", "-", "Properties…"], 300, 190)
    t.append((code("pyautogui.rightClick(190, 185)"), desk(tb_win(f0, "Inbox", msgs, st0, ctx), "May 14  10:31", running=run)))
    nf = [r("dialog", "New Folder", "", 760, 400, 400, 200), r("label", "", "Name:", 780, 440, 60, 22), r("text", "Name:", "", 850, 436, 290, 30),
          r("label", "", "Create as a subfolder of:", 780, 484, 200, 22), r("combo-box", "Create as a subfolder of:", "Inbox", 780, 510, 360, 30),
          r("push-button", "Cancel", "", 940, 556, 90, 32), r("push-button", "Create Folder", "", 1036, 556, 110, 32)]
    t.append((code("pyautogui.click(390, 385)"), desk(tb_win(f0, "Inbox", msgs, st0, nf), "May 14  10:31", running=run)))
    t.append((code("pyautogui.write('Receipts')\npyautogui.press('enter')"), desk(tb_win(f1, "Inbox", msgs, st0), "May 14  10:32", running=run)))
    names0 = ["Newsletters to Later", "GitHub notifications", "Calendar invites", "Linear digests", "Mark Amazon as read", "Family"]

    def filters(names: list[str], sel: str = "") -> list[Row]:
        rows = [r("dialog", "Message Filters", "", 600, 220, 720, 560), r("label", "", "Filters for:", 620, 256, 90, 22),
                r("combo-box", "Filters for:", acct, 716, 252, 360, 30), r("entry", "Search filters by name…", "", 1090, 252, 210, 30),
                r("table-column-header", "Filter Name", "", 620, 294, 420, 26), r("table-column-header", "Enabled", "", 1040, 294, 80, 26)]
        for i, n in enumerate(names):
            rows += [r("list-item", n, "selected" if n == sel else "", 620, 320 + i * 28, 420, 28), r("check-box", "Enabled", "✓", 1040, 320 + i * 28, 80, 28)]
        rows.append(r("label", "", f"{len(names)} items", 620, 624, 120, 22))
        for i, b in enumerate(["New…", "Copy…", "Edit…", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom"]):
            rows.append(r("push-button", b, "", 1140, 320 + i * 36, 160, 32))
        rows += [r("label", "", "Run selected filter(s) on:", 620, 690, 200, 22), r("combo-box", "Run selected filter(s) on:", "Inbox", 826, 686, 220, 30),
                 r("push-button", "Run Now", "", 1060, 686, 100, 30), r("push-button", "Filter Log", "", 620, 736, 100, 30),
                 r("push-button", "Close", "", 1200, 736, 100, 30)]
        return rows
    t.append((code("pyautogui.click(550, 73)\npyautogui.click(620, 286)"), desk(tb_win(f1, "Inbox", msgs, st0, filters(names0)), "May 14  10:32", running=run)))

    def rules(name: str, field: str, dest: str) -> list[Row]:
        return [r("dialog", "Filter Rules", "", 560, 160, 800, 640), r("label", "", "Filter name:", 580, 196, 100, 22),
                r("text", "Filter name:", name, 690, 192, 400, 30), r("label", "", "Apply filter when:", 580, 240, 160, 22),
                r("check-box", "Manually Run", "checked", 600, 266, 200, 24), r("check-box", "Getting New Mail:", "checked", 600, 294, 200, 24),
                r("combo-box", "", "Filter before Junk Classification", 810, 290, 300, 30), r("check-box", "Archiving", "", 600, 322, 200, 24),
                r("check-box", "After Sending", "", 600, 350, 200, 24), r("check-box", "Periodically, every 10 minutes", "", 600, 378, 280, 24),
                r("radio-button", "Match all of the following", "selected", 580, 420, 260, 24), r("radio-button", "Match any of the following", "", 860, 420, 240, 24),
                r("radio-button", "Match all messages", "", 1120, 420, 200, 24), r("combo-box", "", "Subject", 600, 460, 180, 30),
                r("combo-box", "", "contains", 790, 460, 170, 30), r("text", "", field, 970, 460, 260, 30),
                r("push-button", "+", "", 1240, 460, 30, 30), r("push-button", "−", "", 1276, 460, 30, 30),
                r("label", "", "Perform these actions:", 580, 540, 200, 22), r("combo-box", "", "Move Message to", 600, 570, 220, 30),
                r("combo-box", "", dest, 830, 570, 360, 30), r("push-button", "+", "", 1240, 570, 30, 30), r("push-button", "−", "", 1276, 570, 30, 30),
                r("push-button", "OK", "", 1140, 754, 90, 32), r("push-button", "Cancel", "", 1240, 754, 100, 32)]
    t.append((code("pyautogui.click(1220, 336)"),
              desk(tb_win(f1, "Inbox", msgs, st0, filters(names0) + rules("", "", f"Inbox on {acct}")), "May 14  10:33", running=run)))
    t.append((code("pyautogui.click(890, 207)\npyautogui.write('Move receipts')\npyautogui.click(1100, 475)\npyautogui.write('receipt')\n"
                   "pyautogui.click(1010, 585)\npyautogui.click(1040, 640)"),
              desk(tb_win(f1, "Inbox", msgs, st0, filters(names0) + rules("Move receipts", "receipt", f"Receipts on {acct}")), "May 14  10:34", running=run)))
    names1 = names0 + ["Move receipts"]
    t.append((code("pyautogui.click(1185, 770)"), desk(tb_win(f1, "Inbox", msgs, st0, filters(names1, "Move receipts")), "May 14  10:34", running=run)))
    st1 = "Unread: 12  Total: 209"
    t.append((code("pyautogui.click(830, 502)\npyautogui.click(1110, 701)"),
              desk(tb_win(f2, "Inbox", after, st1, filters(names1, "Move receipts")), "May 14  10:35", running=run)))
    t.append((code("pyautogui.click(1250, 751)\npyautogui.click(550, 73)\npyautogui.click(620, 286)"),
              desk(tb_win(f2, "Inbox", after, st1, filters(names0)), "May 14  10:35", running=run)))
    rec = [("Your receipt from Figma (Order #FG-2291-4471)", "Figma", "9:12 AM"),
           ("Receipt for your payment to Hetzner Online GmbH", "Hetzner Online", "Yesterday 11:03 AM"),
           ("Your Uber Eats receipt", "Uber Receipts", "5/11/2024, 8:18 PM")]
    t.append((code("pyautogui.click(1250, 751)\npyautogui.click(230, 215)"),
              desk(tb_win(f2, "Receipts", rec, "Unread: 2  Total: 3"), "May 14  10:36", running=run)))
    rs.add(task="os", tid="h44-os-04", system=sys(task), turns=t, state=state, bad=True, turn=9,
           kind="filter created and saved earlier is missing from the reopened filter list")


# Clocks, clean
def t05(rs: RowSet) -> None:
    task = "In Clocks add a world clock for Tokyo, then start a 25-minute timer."
    run = ("Clocks",)

    def win(view: str, body: list[Row]) -> list[Row]:
        rows = [r("frame", "Clocks", "", 560, 180, 800, 640)]
        if view == "World":
            rows.append(r("push-button", "Add New Clock", "", 572, 188, 34, 34))
        for i, v in enumerate(["World", "Alarms", "Stopwatch", "Timer"]):
            rows.append(r("toggle-button", v, "pressed" if v == view else "", 750 + i * 104, 188, 100, 34))
        rows += [r("toggle-button", "Main Menu", "", 1274, 188, 34, 34), r("push-button", "Close", "", 1316, 188, 34, 34)]
        return rows + body

    def world(hh: int, mm: int, with_tokyo: bool) -> list[Row]:
        cities = [("London", "United Kingdom", -1), ("New York", "United States", -6), ("San Francisco", "United States", -9),
                  ("Singapore", "Singapore", 6)]
        if with_tokyo:
            cities.append(("Tokyo", "Japan", 7))
        rows = []
        for i, (c, country, off) in enumerate(cities):
            h = (hh + off) % 24
            rel = f"{abs(off)} hour{'s' if abs(off) != 1 else ''} {'earlier' if off < 0 else 'later'}"
            y = 250 + i * 72
            rows += [r("list-item", c, "", 600, y, 720, 70), r("label", "", f"{country} • {rel}", 620, y + 38, 400, 20),
                     r("label", "", f"{h:02d}:{mm:02d}", 1180, y + 18, 90, 30)]
        return rows
    state = desk(win("World", world(14, 5, False)), "Jul 2  14:05", running=run)
    t: Turns = []

    def add_dlg(query: str, results: list[str]) -> list[Row]:
        rows = [r("dialog", "Add a New World Clock", "", 700, 260, 520, 480), r("push-button", "Cancel", "", 712, 268, 80, 34),
                r("push-button", "Add", "", 1126, 268, 80, 34), r("entry", "Search for a city", query, 724, 320, 472, 36)]
        if not results:
            rows.append(r("label", "", "Search for a city", 860, 480, 200, 24))
        for i, res in enumerate(results):
            rows.append(r("list-item", res, "", 724, 372 + i * 50, 472, 50))
        return rows
    t.append((code("pyautogui.click(589, 205)"), desk(win("World", world(14, 5, False)) + add_dlg("", []), "Jul 2  14:05", running=run)))
    res = ["Tokyo, Japan", "Tokyo International Airport, Tokyo, Japan", "Tokyo Station, Chiyoda, Japan"]
    t.append((code("pyautogui.write('Tokyo')"), desk(win("World", world(14, 5, False)) + add_dlg("Tokyo", res), "Jul 2  14:05", running=run)))
    t.append((code("pyautogui.click(960, 397)\npyautogui.click(1166, 285)"), desk(win("World", world(14, 6, True)), "Jul 2  14:06", running=run)))
    presets = ["1 ∶ 00", "2 ∶ 30", "3 ∶ 00", "5 ∶ 00", "15 ∶ 00", "30 ∶ 00", "60 ∶ 00"]
    setup = [r("push-button", p, "", 620 + (i % 4) * 172, 260 + (i // 4) * 70, 160, 60) for i, p in enumerate(presets)]
    setup += [r("label", "", "Custom", 620, 420, 100, 22), r("spin-button", "Hours", "00", 700, 460, 120, 80),
              r("spin-button", "Minutes", "00", 840, 460, 120, 80), r("spin-button", "Seconds", "00", 980, 460, 120, 80),
              r("push-button", "Start", "insensitive", 880, 720, 160, 50)]
    t.append((code("pyautogui.click(1112, 205)"), desk(win("Timer", setup), "Jul 2  14:06", running=run)))

    def running(left: str) -> list[Row]:
        return [r("entry", "Title", "Timer", 760, 300, 400, 34), r("label", "", "25 minutes", 900, 344, 120, 20),
                r("label", "", left, 760, 400, 400, 90), r("push-button", "Delete", "", 800, 540, 140, 44),
                r("push-button", "Pause", "", 980, 540, 140, 44), r("push-button", "Add Timer", "", 1310, 760, 40, 40)]
    t.append((code("pyautogui.click(900, 500)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('25')\npyautogui.press('tab')\npyautogui.click(960, 745)"),
              desk(win("Timer", running("00 ∶ 24 ∶ 58")), "Jul 2  14:06", running=run)))
    t.append((code("pyautogui.click(800, 205)"), desk(win("World", world(14, 7, True)), "Jul 2  14:07", running=run)))
    t.append((code("pyautogui.click(1112, 205)"), desk(win("Timer", running("00 ∶ 23 ∶ 14")), "Jul 2  14:08", running=run)))
    rs.add(task="os", tid="h44-os-05", system=sys(task), turns=t, state=state)


GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]


def gimp_win(state: str, dims: str, mem: str, zoom: str, extra: list[Row] | None = None) -> list[Row]:
    title = f"[hike-ridge] ({state})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {dims} – GIMP"
    rows = [r("frame", title, "", 70, 27, 1850, 1053)]
    rows += menu_rows(GIMP_MENUS, 76, 58)
    tools = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
             "Warp Transform", "Paths Tool", "Text Tool", "Bucket Fill Tool", "Gradient Tool", "Paintbrush Tool", "Eraser Tool",
             "Clone Tool", "Smudge Tool", "Dodge / Burn Tool", "Color Picker Tool", "Zoom Tool"]
    for i, tl in enumerate(tools):
        rows.append(r("toggle-button", tl, "", 76 + (i % 2) * 34, 92 + (i // 2) * 34, 32, 32))
    rows += [r("label", "", "Tool Options", 76, 420, 220, 22), r("combo-box", "Mode", "Normal", 76, 450, 220, 28),
             r("spin-button", "Opacity", "100.0", 76, 484, 220, 28),
             r("canvas", "hike-ridge.jpg", "", 320, 110, 1260, 920), r("ruler", "horizontal ruler", "", 320, 92, 1260, 18),
             r("ruler", "vertical ruler", "", 302, 110, 18, 920),
             r("page-tab", "Layers", "", 1600, 92, 90, 26), r("page-tab", "Channels", "", 1692, 92, 90, 26), r("page-tab", "Paths", "", 1784, 92, 70, 26),
             r("combo-box", "Mode", "Normal", 1600, 126, 300, 28), r("spin-button", "Opacity", "100.0", 1600, 160, 300, 28),
             r("list-item", "hike-ridge.jpg", "", 1600, 200, 300, 40),
             r("page-tab", "Brushes", "", 1600, 560, 90, 26), r("page-tab", "Patterns", "", 1692, 560, 90, 26), r("page-tab", "Fonts", "", 1784, 560, 70, 26),
             r("combo-box", "Unit", "px", 400, 1050, 60, 26), r("combo-box", "Zoom", zoom, 470, 1050, 90, 26),
             r("label", "", f"hike-ridge.jpg ({mem})", 580, 1052, 300, 22)]
    return rows + (extra or [])


# GIMP, bad
def t06(rs: RowSet) -> None:
    task = "Scale ~/Pictures/hike-ridge.jpg (open in GIMP) to 1600 px wide keeping the aspect ratio, then export it as ~/Pictures/hike-ridge-1600.jpg with JPEG quality 85."
    run = ("GNU Image Manipulation Program",)
    c = "Aug 19  16:40"
    state = desk(gimp_win("imported", "4032x3024", "48.9 MB", "25%"), c, running=run)
    t: Turns = []
    img_menu = popup(["Duplicate", "Mode", "Precision", "Color Management", "-", "Transform", "Canvas Size…", "Fit Canvas to Layers",
                      "Fit Canvas to Selection", "Print Size…", "Scale Image…", "Crop to Selection", "Crop to Content", "-",
                      "Merge Visible Layers…", "Flatten Image", "Align Visible Layers…", "-", "Guides", "Configure Grid…",
                      "Image Properties", "Metadata"], 302, 85, w=280, h=28)
    t.append((code("pyautogui.click(330, 71)"), desk(gimp_win("imported", "4032x3024", "48.9 MB", "25%", img_menu), c, running=run)))

    def scale(w: str, h: str) -> list[Row]:
        return [r("dialog", "Scale Image", "", 720, 300, 480, 460), r("label", "", "hike-ridge.jpg-1", 740, 330, 300, 22),
                r("label", "", "Image Size", 740, 372, 200, 22), r("spin-button", "Width", w, 820, 404, 140, 30),
                r("spin-button", "Height", h, 820, 440, 140, 30), r("toggle-button", "Chain", "linked", 970, 418, 24, 40),
                r("combo-box", "Unit", "px", 1010, 420, 80, 30), r("label", "", f"{w} × {h} pixels", 820, 478, 200, 20),
                r("label", "", "72 ppi, RGB color", 820, 500, 200, 20), r("spin-button", "X resolution", "72.000", 820, 540, 140, 30),
                r("spin-button", "Y resolution", "72.000", 820, 576, 140, 30), r("combo-box", "", "pixels/in", 1010, 556, 120, 30),
                r("label", "", "Quality", 740, 620, 100, 22), r("combo-box", "Interpolation", "Cubic", 840, 650, 200, 30),
                r("push-button", "Help", "", 736, 712, 80, 34), r("push-button", "Reset", "", 910, 712, 80, 34),
                r("push-button", "Scale", "", 1000, 712, 90, 34), r("push-button", "Cancel", "", 1096, 712, 90, 34)]
    t.append((code("pyautogui.click(400, 379)"), desk(gimp_win("imported", "4032x3024", "48.9 MB", "25%", scale("4032", "3024")), c, running=run)))
    t.append((code("pyautogui.tripleClick(890, 419)\npyautogui.write('1600')\npyautogui.press('tab')"),
              desk(gimp_win("imported", "4032x3024", "48.9 MB", "25%", scale("1600", "1200")), "Aug 19  16:41", running=run)))
    t.append((code("pyautogui.click(1045, 729)"), desk(gimp_win("imported", "1600x1200", "56.3 MB", "25%"), "Aug 19  16:41", running=run)))
    props = [r("dialog", "Image Properties", "", 700, 220, 520, 600), r("page-tab", "Properties", "", 716, 256, 100, 28),
             r("page-tab", "Color Profile", "", 818, 256, 110, 28), r("page-tab", "Comment", "", 930, 256, 90, 28),
             r("label", "Size in pixels:", "4032 × 3024 pixels", 730, 300, 460, 22), r("label", "Print size:", "1422.40 × 1066.80 millimeters", 730, 326, 460, 22),
             r("label", "Resolution:", "72 × 72 ppi", 730, 352, 460, 22), r("label", "Color space:", "RGB color: GIMP built-in sRGB", 730, 378, 460, 22),
             r("label", "Precision:", "8-bit integer", 730, 404, 460, 22), r("label", "Gamma:", "Perceptual gamma (sRGB)", 730, 430, 460, 22),
             r("label", "File Name:", "/home/maya/Pictures/hike-ridge.jpg", 730, 470, 460, 22), r("label", "File Size:", "3.4 MB", 730, 496, 460, 22),
             r("label", "File Type:", "JPEG image", 730, 522, 460, 22), r("label", "Size in memory:", "56.3 MB", 730, 562, 460, 22),
             r("label", "Undo steps:", "1", 730, 588, 460, 22), r("label", "Redo steps:", "0", 730, 614, 460, 22),
             r("label", "Number of pixels:", "12192768", 730, 654, 460, 22), r("label", "Number of layers:", "1", 730, 680, 460, 22),
             r("label", "Number of channels:", "0", 730, 706, 460, 22), r("label", "Number of paths:", "0", 730, 732, 460, 22),
             r("push-button", "Help", "", 716, 776, 80, 32), r("push-button", "Close", "", 1124, 776, 80, 32)]
    t.append((code("pyautogui.click(330, 71)\npyautogui.click(400, 659)"), desk(gimp_win("imported", "1600x1200", "56.3 MB", "25%", props), "Aug 19  16:42", running=run)))
    files = [("hike-ridge.jpg", "3.4 MB", "Aug 17"), ("IMG_20240811_183412.jpg", "4.1 MB", "Aug 11"), ("lake-sunrise.jpg", "3.9 MB", "Aug 17"),
             ("Screenshots", "", "Jul 30"), ("trail-map.png", "812.6 kB", "Aug 15"), ("wallpapers", "", "Jun 2")]

    def export(name: str) -> list[Row]:
        rows = [r("dialog", "Export Image", "", 500, 180, 920, 700), r("label", "", "Name:", 520, 214, 60, 22), r("text", "Name:", name, 590, 210, 520, 30),
                r("label", "", "Save in folder:", 520, 254, 110, 22), r("push-button", "Pictures", "", 640, 250, 100, 30),
                r("table-column-header", "Name ▲", "", 720, 300, 380, 26), r("table-column-header", "Size", "", 1100, 300, 120, 26),
                r("table-column-header", "Modified", "", 1220, 300, 160, 26)]
        for i, s in enumerate(["Recent", "Home", "Desktop", "Pictures", "Documents", "Downloads", "+ Other Locations"]):
            rows.append(r("list-item", s, "", 520, 300 + i * 30, 190, 30))
        for i, (n, sz, m) in enumerate(files):
            rows += [r("table-cell", n, "", 720, 326 + i * 28, 380, 28), r("table-cell", "", sz, 1100, 326 + i * 28, 120, 28),
                     r("table-cell", "", m, 1220, 326 + i * 28, 160, 28)]
        rows += [r("check-box", "Show All Files", "", 520, 760, 140, 24), r("push-button", "Select File Type (By Extension)", "", 520, 790, 260, 26),
                 r("push-button", "Help", "", 516, 836, 80, 32), r("push-button", "Export", "", 1216, 836, 90, 32),
                 r("push-button", "Cancel", "", 1312, 836, 90, 32)]
        return rows
    t.append((code("pyautogui.click(1164, 792)\npyautogui.hotkey('shift', 'ctrl', 'e')"),
              desk(gimp_win("imported", "1600x1200", "56.3 MB", "25%", export("hike-ridge.jpg")), "Aug 19  16:42", running=run)))
    jpg = [r("dialog", "Export Image as JPEG", "", 760, 300, 400, 420), r("spin-button", "Quality", "90", 780, 340, 360, 30),
           r("label", "", "File size: unknown", 780, 380, 200, 20), r("check-box", "Show preview in image window", "", 780, 410, 300, 24),
           r("check-box", "Save Exif data", "checked", 780, 470, 200, 24), r("check-box", "Save XMP data", "checked", 780, 498, 200, 24),
           r("check-box", "Save color profile", "checked", 780, 526, 200, 24), r("check-box", "Save thumbnail", "checked", 780, 554, 200, 24),
           r("toggle-button", "Advanced Options", "", 780, 590, 200, 24), r("push-button", "Help", "", 776, 676, 80, 32),
           r("push-button", "Export", "", 966, 676, 90, 32), r("push-button", "Cancel", "", 1062, 676, 90, 32)]
    t.append((code("pyautogui.tripleClick(850, 225)\npyautogui.write('hike-ridge-1600.jpg')\npyautogui.press('enter')"),
              desk(gimp_win("imported", "1600x1200", "56.3 MB", "25%", export("hike-ridge-1600.jpg") + jpg), "Aug 19  16:43", running=run)))
    t.append((code("pyautogui.tripleClick(960, 355)\npyautogui.write('85')\npyautogui.press('tab')\npyautogui.click(1011, 692)"),
              desk(gimp_win("exported", "1600x1200", "56.3 MB", "25%"), "Aug 19  16:43", running=run)))
    rs.add(task="os", tid="h44-os-06", system=sys(task), turns=t, state=state, bad=True, turn=5,
           kind="Image Properties reports the pre-scale pixel size after the image was scaled")


# Character Map, clean
def t07(rs: RowSet) -> None:
    task = "Using Character Map, put the degree sign and the em dash into the 'Text to copy' field and copy them to the clipboard."
    run = ("Character Map",)
    scripts = ["Arabic", "Armenian", "Balinese", "Bengali", "Bopomofo", "Braille", "Buginese", "Buhid", "Canadian Aboriginal", "Cham",
               "Cherokee", "Common", "Coptic", "Cypriot", "Cyrillic", "Deseret", "Devanagari", "Ethiopic", "Georgian", "Greek", "Gujarati", "Hebrew"]
    latin = list(range(0x41, 0x5B)) + list(range(0x61, 0x7B)) + [0xAA, 0xBA] + list(range(0xC0, 0xD7)) + list(range(0xD8, 0xF7)) + list(range(0xF8, 0x100))
    common = (list(range(0x20, 0x41)) + list(range(0x5B, 0x61)) + list(range(0x7B, 0x7F)) + list(range(0xA1, 0xAA)) + list(range(0xAB, 0xAD))
              + list(range(0xAE, 0xBA)) + list(range(0xBB, 0xC0)) + [0xD7, 0xF7] + list(range(0x2010, 0x2028)) + list(range(0x2030, 0x205F)))

    def grid(cps: list[int], first: int) -> list[Row]:
        rows = []
        start = (first // 16) * 16
        for k, cp in enumerate(cps[start:start + 96]):
            rows.append(r("table-cell", chr(cp), "", 330 + (k % 16) * 62, 170 + (k // 16) * 62, 60, 60))
        return rows

    def win(cps: list[int], first: int, status: str, copy: str, tab: str = "Character Table", extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Character Map", "", 80, 60, 1360, 880)]
        rows += menu_rows(["File", "View", "Search", "Go", "Help"], 86, 92)
        rows += [r("combo-box", "Font", "Sans", 90, 124, 220, 30), r("spin-button", "Font Size", "20", 316, 124, 70, 30),
                 r("toggle-button", "Bold", "", 392, 124, 30, 30), r("toggle-button", "Italic", "", 424, 124, 30, 30)]
        for i, s in enumerate(scripts):
            rows.append(r("table-cell", s, "", 90, 170 + i * 28, 220, 28))
        rows += [r("page-tab", "Character Table", "", 330, 140, 140, 28), r("page-tab", "Character Details", "", 472, 140, 150, 28)]
        rows += grid(cps, first) if tab == "Character Table" else (extra or [])
        rows += [r("label", "", "Text to copy:", 90, 860, 110, 24), r("text", "Text to copy:", copy, 206, 856, 1060, 30),
                 r("push-button", "Copy", "", 1280, 856, 80, 30), r("label", "", status, 90, 902, 600, 22)]
        return rows + (extra if tab == "Character Table" and extra else [])
    state = desk(win(latin, 0, "U+0041 LATIN CAPITAL LETTER A", ""), "Sep 3  11:20", running=run)
    t: Turns = []

    def find(q: str) -> list[Row]:
        return [r("dialog", "Find", "", 1460, 300, 420, 180), r("label", "", "Search:", 1480, 340, 70, 22), r("text", "Search:", q, 1560, 336, 300, 30),
                r("check-box", "Match whole word", "", 1480, 380, 200, 24), r("check-box", "Search in Unicode character name only", "", 1480, 406, 300, 24),
                r("push-button", "Previous", "", 1580, 440, 90, 30), r("push-button", "Next", "", 1676, 440, 90, 30), r("push-button", "Close", "", 1772, 440, 90, 30)]
    t.append((code("pyautogui.hotkey('ctrl', 'f')"), desk(win(latin, 0, "U+0041 LATIN CAPITAL LETTER A", "", extra=find("")), "Sep 3  11:20", running=run)))
    deg = common.index(0xB0)
    t.append((code("pyautogui.write('degree')\npyautogui.press('enter')"),
              desk(win(common, deg, "U+00B0 DEGREE SIGN", "", extra=find("degree")), "Sep 3  11:21", running=run)))
    dx, dy = 330 + (deg % 16) * 62 + 30, 200
    t.append((code(f"pyautogui.click(1817, 455)\npyautogui.doubleClick({dx}, {dy})"),
              desk(win(common, deg, "U+00B0 DEGREE SIGN", "°"), "Sep 3  11:21", running=run)))
    em = common.index(0x2014)
    t.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('em dash')\npyautogui.press('enter')\npyautogui.click(1817, 455)"),
              desk(win(common, em, "U+2014 EM DASH", "°"), "Sep 3  11:22", running=run)))
    ex, ey = 330 + (em % 16) * 62 + 30, 200
    t.append((code(f"pyautogui.doubleClick({ex}, {ey})"), desk(win(common, em, "U+2014 EM DASH", "°—"), "Sep 3  11:22", running=run)))
    det = [r("heading", "", "U+2014 EM DASH", 340, 190, 600, 30), r("label", "", "General Character Properties", 340, 236, 400, 22),
           r("label", "In Unicode since:", "1.1", 360, 264, 500, 20), r("label", "Unicode category:", "Punctuation, Dash", 360, 288, 500, 20),
           r("label", "", "Various Useful Representations", 340, 324, 400, 22), r("label", "UTF-8:", "0xE2 0x80 0x94", 360, 352, 500, 20),
           r("label", "UTF-16:", "0x2014", 360, 376, 500, 20), r("label", "C octal escaped UTF-8:", "\\342\\200\\224", 360, 400, 500, 20),
           r("label", "XML decimal entity:", "&#8212;", 360, 424, 500, 20), r("label", "", "Annotations and Cross References", 340, 460, 400, 22),
           r("label", "Notes:", "• may be used in pairs to offset parenthetical text", 360, 488, 700, 20),
           r("label", "See also:", "U+2E3A TWO-EM DASH; U+30FC KATAKANA-HIRAGANA PROLONGED SOUND MARK", 360, 512, 700, 20)]
    t.append((code("pyautogui.click(1320, 871)\npyautogui.click(547, 154)"),
              desk(win(common, em, "U+2014 EM DASH", "°—", tab="Character Details", extra=det), "Sep 3  11:23", running=run)))
    rs.add(task="os", tid="h44-os-07", system=sys(task), turns=t, state=state)


# GNOME Files, bad
def t08(rs: RowSet) -> None:
    task = "In ~/Downloads move the two AppImages and the Zoom .deb to the Trash, then restore budget-draft.ods from the Trash to where it came from."
    run = ("Files",)
    crumbs = ["Home", "Downloads"]
    items = [("balenaEtcher-1.18.11-x64.AppImage", "98.4 MB", "Sep 30"), ("bank-statement-2024-09.pdf", "156.2 kB", "Oct 3"),
             ("code_1.93.1-1726079302_amd64.deb", "102.7 MB", "Sep 20"), ("IMG_4471.HEIC", "2.8 MB", "Oct 6"),
             ("Obsidian-1.6.7.AppImage", "118.9 MB", "Sep 24"), ("ubuntu-24.04.1-desktop-amd64.iso", "6.1 GB", "Aug 29"),
             ("wallpaper-aurora.jpg", "4.6 MB", "Oct 1"), ("zoom_amd64.deb", "176.3 MB", "Sep 12")]
    gone = {"balenaEtcher-1.18.11-x64.AppImage", "Obsidian-1.6.7.AppImage", "zoom_amd64.deb"}
    left = [it for it in items if it[0] not in gone]
    state = desk(files_win(crumbs, items), "Oct 8  17:45", running=run)
    t: Turns = []
    t.append((code("pyautogui.click(480, 131)"),
              desk(files_win(crumbs, items, status="“balenaEtcher-1.18.11-x64.AppImage” selected (98.4 MB)"), "Oct 8  17:45", running=run)))
    t.append((code("pyautogui.keyDown('ctrl')\npyautogui.click(480, 267)\npyautogui.click(480, 369)\npyautogui.keyUp('ctrl')"),
              desk(files_win(crumbs, items, status="3 items selected (393.6 MB)"), "Oct 8  17:46", running=run)))
    toast = [r("notification", "3 files deleted", "", 700, 760, 420, 48), r("push-button", "Undo", "", 1000, 768, 70, 32),
             r("push-button", "Close", "", 1076, 768, 32, 32)]
    t.append((code("pyautogui.press('delete')"), desk(files_win(crumbs, left, extra=toast), "Oct 8  17:46", running=run)))
    by_date = [("IMG_4471.HEIC", "2.8 MB", "Oct 6"), ("bank-statement-2024-09.pdf", "156.2 kB", "Oct 3"), ("wallpaper-aurora.jpg", "4.6 MB", "Oct 1"),
               ("Obsidian-1.6.7.AppImage", "118.9 MB", "Sep 24"), ("code_1.93.1-1726079302_amd64.deb", "102.7 MB", "Sep 20"),
               ("ubuntu-24.04.1-desktop-amd64.iso", "6.1 GB", "Aug 29")]
    t.append((code("pyautogui.click(1090, 97)"), desk(files_win(crumbs, by_date, sort="Modified", desc=True), "Oct 8  17:47", running=run)))
    trash = [("balenaEtcher-1.18.11-x64.AppImage", "98.4 MB", "Sep 30"), ("budget-draft.ods", "21.4 kB", "Sep 26"),
             ("notes-copy.txt", "3.1 kB", "Oct 2"), ("Obsidian-1.6.7.AppImage", "118.9 MB", "Sep 24"), ("old-resume.docx", "48.0 kB", "Aug 14"),
             ("zoom_amd64.deb", "176.3 MB", "Sep 12")]
    bar = [r("label", "", "Trash", 302, 790, 200, 24), r("push-button", "Restore From Trash", "", 1000, 784, 150, 34),
           r("push-button", "Empty…", "", 1160, 784, 120, 34)]
    t.append((code("pyautogui.click(180, 424)"), desk(files_win(["Trash"], trash, extra=bar), "Oct 8  17:47", running=run)))
    trash2 = [it for it in trash if it[0] != "budget-draft.ods"]
    t.append((code("pyautogui.click(480, 165)\npyautogui.click(1075, 801)"), desk(files_win(["Trash"], trash2, extra=bar), "Oct 8  17:48", running=run)))
    docs = [("Archive", "12 items", "Jun 18"), ("Invoices", "9 items", "Oct 4"), ("budget-draft.ods", "21.4 kB", "Sep 26"),
            ("cover-letter.odt", "31.7 kB", "Jul 9"), ("lease-2024.pdf", "1.2 MB", "Jan 15"), ("packing-list.txt", "1.9 kB", "Sep 29"),
            ("tax-return-2023.pdf", "844.3 kB", "Apr 11")]
    t.append((code("pyautogui.click(180, 244)"), desk(files_win(["Home", "Documents"], docs), "Oct 8  17:48", running=run)))
    rs.add(task="os", tid="h44-os-08", system=sys(task), turns=t, state=state, bad=True, turn=4,
           kind="a file moved to the Trash is listed in Downloads again after re-sorting")


WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]


# LibreOffice Writer, clean
def t09(rs: RowSet) -> None:
    task = ("In Grant-Proposal-v3.odt turn on change tracking, make 'Project Summary' a Heading 1, change the project duration from 18 to 24 months, "
            "insert a 3-column, 4-row budget table after the budget sentence, add the page header 'Grant Proposal — Coastal Sensor Network', and save.")
    run = ("LibreOffice Writer",)
    title = "Grant-Proposal-v3.odt - LibreOffice Writer"
    p4a = ("We propose to deploy a network of 24 low-cost sensor buoys across the Pamlico estuary to measure dissolved oxygen, salinity, "
           "turbidity and temperature every ten minutes. The project will run for 18 months and will publish all data under an open license.")
    p4b = p4a.replace("run for 18 months", "run for 1824 months")

    def win(style: str, rec: bool, summary_style: str, p4: str, table: list[str] | None, header: str | None, status: list[str],
            extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", title, "", 70, 27, 1850, 1053)]
        rows += menu_rows(WRITER_MENUS, 76, 60)
        for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
                               "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box", "Insert Page Break", "Insert Comment"]):
            rows.append(r("push-button", b, "", 80 + i * 38, 92, 34, 34))
        rows += [r("combo-box", "Paragraph Style", style, 80, 130, 180, 30), r("combo-box", "Font Name", "Liberation Serif", 266, 130, 190, 30),
                 r("combo-box", "Font Size", "12 pt", 460, 130, 70, 30), r("toggle-button", "Bold", "", 536, 130, 30, 30),
                 r("toggle-button", "Italic", "", 568, 130, 30, 30), r("toggle-button", "Underline", "", 600, 130, 30, 30)]
        rows += [r("toggle-button", "Record Track Changes", "pressed" if rec else "", 80, 168, 30, 30), r("toggle-button", "Show Track Changes", "pressed", 112, 168, 30, 30),
                 r("push-button", "Previous Track Change", "", 144, 168, 30, 30), r("push-button", "Next Track Change", "", 176, 168, 30, 30),
                 r("push-button", "Accept Track Change", "", 208, 168, 30, 30), r("push-button", "Reject Track Change", "", 240, 168, 30, 30),
                 r("push-button", "Manage Track Changes", "", 272, 168, 30, 30)]
        y = 240
        if header is not None:
            rows += [r("panel", "Header (Default Page Style)", "", 560, 220, 800, 40), r("paragraph", "", header, 600, 226, 720, 24)]
            y = 280
        paras = [("heading", "Title", "Coastal Sensor Network: Real-Time Monitoring of Estuarine Water Quality", 36),
                 ("paragraph", "", "Principal Investigator: Dana Whitfield, Department of Marine Sciences", 24),
                 ("heading", summary_style, "Project Summary", 34), ("paragraph", "", p4, 96),
                 ("heading", "Heading 2", "Budget Overview", 30), ("paragraph", "", "The requested budget for the first two years is summarized below.", 26)]
        for tag, name, text, h in paras:
            rows.append(r(tag, name, text, 600, y, 720, h))
            y += h + 8
        if table is not None:
            rows.append(r("table", "Table1", "", 600, y, 720, 4 * 26))
            for k, cell in enumerate(table):
                rows.append(r("table-cell", f"{'ABC'[k % 3]}{k // 3 + 1}", cell, 600 + (k % 3) * 240, y + (k // 3) * 26, 240, 26))
            y += 4 * 26 + 12
        for k, (text, h) in enumerate([("Objectives", 30), ("1. Build and calibrate 24 buoys with dissolved-oxygen, conductivity and optical turbidity sensors.", 26),
                        ("2. Stream readings over LoRaWAN to a shore gateway and publish them within five minutes.", 26),
                        ("3. Train county staff and two high-school programs to maintain the network after the grant ends.", 26)]):
            rows.append(r("heading" if k == 0 else "paragraph", "Heading 2" if k == 0 else "", text, 600, y, 720, h))
            y += h + 8
        labels = ["Page 1 of 4"] + status + ["Default Page Style", "English (USA)", "100%"]
        for i, s in enumerate(labels):
            rows.append(r("label", "", s, 74 + i * 250, 1052, 240, 22))
        return rows + (extra or [])
    st0 = ["1,812 words, 11,406 characters"]
    state = desk(win("Title", False, "Heading 2", p4a, None, None, st0), "Nov 12  10:31", running=run)
    t: Turns = []
    t.append((code("pyautogui.hotkey('ctrl', 'shift', 'c')"), desk(win("Title", True, "Heading 2", p4a, None, None, st0), "Nov 12  10:31", running=run)))
    t.append((code("pyautogui.click(700, 333)\npyautogui.tripleClick(170, 145)\npyautogui.write('Heading 1\\n')"),
              desk(win("Heading 1", True, "Heading 1", p4a, None, None, st0 + ["Document modified"]), "Nov 12  10:32", running=run)))
    t.append((code("pyautogui.doubleClick(1044, 436)\npyautogui.write('24')"),
              desk(win("Text Body", True, "Heading 1", p4b, None, None, st0 + ["Document modified"]), "Nov 12  10:33", running=run)))
    ins = [r("dialog", "Insert Table", "", 700, 300, 520, 420), r("text", "Name:", "Table1", 800, 340, 380, 30),
           r("spin-button", "Columns:", "2", 800, 384, 100, 30), r("spin-button", "Rows:", "2", 1000, 384, 100, 30),
           r("check-box", "Heading", "checked", 720, 430, 200, 24), r("check-box", "Heading rows:", "1", 720, 458, 200, 24),
           r("check-box", "Don't split table over pages", "", 720, 486, 260, 24), r("list-item", "Default Table Style", "", 720, 530, 250, 28),
           r("push-button", "Help", "", 716, 676, 80, 32), r("push-button", "Insert", "", 1030, 676, 80, 32), r("push-button", "Cancel", "", 1120, 676, 90, 32)]
    t.append((code("pyautogui.click(1280, 513)\npyautogui.press('end')\npyautogui.hotkey('ctrl', 'F12')"),
              desk(win("Text Body", True, "Heading 1", p4b, None, None, st0 + ["Document modified"], ins), "Nov 12  10:34", running=run)))
    empty = [""] * 12
    t.append((code("pyautogui.tripleClick(850, 399)\npyautogui.write('3')\npyautogui.tripleClick(1050, 399)\npyautogui.write('4')\npyautogui.click(1070, 692)"),
              desk(win("Table Heading", True, "Heading 1", p4b, empty, None, st0 + ["Table1:A1", "Document modified"]), "Nov 12  10:35", running=run)))
    cells = ["Item", "Year 1", "Year 2", "Personnel", "$84,000", "$86,520", "Equipment", "$41,500", "$6,200", "Travel", "$7,800", "$8,100"]
    st1 = ["1,826 words, 11,485 characters"]
    t.append((code("cells = " + repr(cells) + "\nfor i, v in enumerate(cells):\n    pyautogui.write(v)\n    if i < len(cells) - 1:\n        pyautogui.press('tab')"),
              desk(win("Table Contents", True, "Heading 1", p4b, cells, None, st1 + ["Table1:C4", "Document modified"]), "Nov 12  10:35", running=run)))
    t.append((code("pyautogui.click(250, 73)\npyautogui.click(320, 412)\npyautogui.click(560, 412)\npyautogui.click(800, 412)"),
              desk(win("Header", True, "Heading 1", p4b, cells, "", st1 + ["Document modified"]), "Nov 12  10:36", running=run)))
    hdr = "Grant Proposal — Coastal Sensor Network"
    t.append((code(f"pyautogui.write('{hdr}')"), desk(win("Header", True, "Heading 1", p4b, cells, hdr, st1 + ["Document modified"]), "Nov 12  10:37", running=run)))
    mgr = [r("dialog", "Manage Changes", "", 560, 240, 800, 560), r("page-tab", "List", "", 576, 276, 60, 28), r("page-tab", "Filter", "", 638, 276, 60, 28),
           r("table-column-header", "Action", "", 580, 316, 220, 26), r("table-column-header", "Author", "", 800, 316, 200, 26),
           r("table-column-header", "Date", "", 1000, 316, 200, 26), r("table-column-header", "Comment", "", 1200, 316, 140, 26)]
    for i, (a, d) in enumerate([("Deletion", "11/12/2024 10:33:05"), ("Insertion", "11/12/2024 10:33:05"),
                                ("Insertion", "11/12/2024 10:35:48"), ("Insertion", "11/12/2024 10:37:12")]):
        mgr += [r("table-cell", a, "", 580, 342 + i * 26, 220, 26), r("table-cell", "", "Dana Whitfield", 800, 342 + i * 26, 200, 26),
                r("table-cell", "", d, 1000, 342 + i * 26, 200, 26), r("table-cell", "", "", 1200, 342 + i * 26, 140, 26)]
    for i, b in enumerate(["Accept", "Reject", "Accept All", "Reject All", "Comment…"]):
        mgr.append(r("push-button", b, "", 580 + i * 120, 720, 110, 32))
    mgr += [r("push-button", "Help", "", 580, 760, 80, 32), r("push-button", "Close", "", 1260, 760, 80, 32)]
    t.append((code("pyautogui.click(150, 73)\npyautogui.click(200, 520)\npyautogui.click(420, 640)"),
              desk(win("Header", True, "Heading 1", p4b, cells, hdr, st1 + ["Document modified"], mgr), "Nov 12  10:38", running=run)))
    t.append((code("pyautogui.click(1300, 776)\npyautogui.hotkey('ctrl', 's')"),
              desk(win("Header", True, "Heading 1", p4b, cells, hdr, st1), "Nov 12  10:38", running=run)))
    rs.add(task="os", tid="h44-os-09", system=sys(task), turns=t, state=state)


# Firefox, bad
def t10(rs: RowSet) -> None:
    task = "In Firefox, create a bookmarks-toolbar folder named 'Travel', rename the 'Flights | Google' bookmark to 'Google Flights' and move it into Travel."
    run = ("Firefox Web Browser",)
    marks = [("Getting Started", "https://www.mozilla.org/en-US/firefox/central/", "12/3/2023, 4:12 PM"),
             ("Gmail", "https://mail.google.com/mail/u/0/#inbox", "2/18/2024, 7:58 PM"),
             ("Flights | Google", "https://www.google.com/travel/flights", "2/17/2024, 9:41 PM"),
             ("Airbnb", "https://www.airbnb.com/", "2/16/2024, 10:05 PM"),
             ("Calendar", "https://calendar.google.com/calendar/u/0/r", "2/18/2024, 8:02 AM"),
             ("r/travel", "https://www.reddit.com/r/travel/", "2/11/2024, 11:37 PM"),
             ("Wikivoyage", "https://en.wikivoyage.org/wiki/Main_Page", "2/17/2024, 9:20 PM"),
             ("SeatGuru", "https://www.seatguru.com/", "1/29/2024, 6:44 PM")]

    def browser(bar: list[str], extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Booking.com | Official site | The best hotels, flights, car rentals & accommodations — Mozilla Firefox", "", 70, 27, 1850, 1053),
                r("page-tab", "Booking.com | Official site | The best hotels, flights, car rentals & accommodations", "", 80, 32, 260, 36),
                r("page-tab", "Lisbon Travel Guide - Wikivoyage", "", 342, 32, 260, 36), r("push-button", "Open a new tab", "", 604, 32, 36, 36),
                r("push-button", "Back", "", 80, 74, 34, 34), r("push-button", "Forward", "", 116, 74, 34, 34), r("push-button", "Reload", "", 152, 74, 34, 34),
                r("entry", "Search with Google or enter address", "https://www.booking.com/searchresults.html?ss=Lisbon&checkin=2024-04-11&checkout=2024-04-15", 240, 74, 1200, 34),
                r("push-button", "Bookmark this page", "", 1410, 74, 30, 34), r("push-button", "Firefox View", "", 1760, 74, 34, 34),
                r("push-button", "Extensions", "", 1800, 74, 34, 34), r("push-button", "Open application menu", "", 1870, 74, 34, 34)]
        x = 80
        for b in bar:
            w = 30 + 8 * len(b)
            rows.append(r("push-button", b, "", x, 112, w, 28))
            x += w + 4
        rows.append(r("push-button", "Other Bookmarks", "", 1760, 112, 150, 28))
        rows += [r("heading", "", "Lisbon: 1,284 properties found", 300, 220, 700, 36),
                 r("link", "Memmo Príncipe Real", "", 300, 290, 600, 30), r("label", "", "€ 412 · 4 nights, 2 adults", 920, 290, 260, 24),
                 r("link", "The Lumiares Hotel & Spa", "", 300, 450, 600, 30), r("label", "", "€ 538 · 4 nights, 2 adults", 920, 450, 260, 24),
                 r("link", "Lisbon Serviced Apartments - Avenida", "", 300, 610, 600, 30), r("label", "", "€ 366 · 4 nights, 2 adults", 920, 610, 260, 24)]
        return rows + (extra or [])

    def library(items: list[tuple[str, str, str]], detail: tuple[str, str] | None = None, extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Library", "", 420, 160, 1080, 720), r("push-button", "Back", "", 432, 170, 30, 30), r("push-button", "Forward", "", 464, 170, 30, 30),
                r("push-button", "Organize", "", 500, 170, 100, 30), r("push-button", "Views", "", 604, 170, 80, 30),
                r("push-button", "Import and Backup", "", 688, 170, 160, 30), r("entry", "Search Bookmarks", "", 1220, 170, 260, 30)]
        for i, n in enumerate(["History", "Downloads", "Tags", "All Bookmarks", "Bookmarks Toolbar", "Bookmarks Menu", "Other Bookmarks"]):
            rows.append(r("tree-item", n, "", 432 + (16 if i > 3 else 0), 212 + i * 28, 220, 28))
        rows += [r("table-column-header", "Name", "", 664, 212, 260, 26), r("table-column-header", "Tags", "", 924, 212, 100, 26),
                 r("table-column-header", "Location", "", 1024, 212, 300, 26), r("table-column-header", "Most Recent Visit", "", 1324, 212, 170, 26)]
        for i, (n, u, v) in enumerate(items):
            y = 238 + i * 26
            rows += [r("tree-item", n, "", 664, y, 260, 26), r("table-cell", "", "", 924, y, 100, 26), r("table-cell", "", u, 1024, y, 300, 26),
                     r("table-cell", "", v, 1324, y, 170, 26)]
        if detail:
            rows += [r("label", "", "Name", 680, 740, 80, 22), r("text", "Name", detail[0], 770, 736, 700, 28),
                     r("label", "", "URL", 680, 772, 80, 22), r("text", "URL", detail[1], 770, 768, 700, 28),
                     r("label", "", "Tags", 680, 804, 80, 22), r("text", "Tags", "", 770, 800, 700, 28),
                     r("label", "", "Keyword", 680, 836, 80, 22), r("text", "Keyword", "", 770, 832, 700, 28)]
        else:
            rows.append(r("label", "", f"{len(items)} items", 680, 760, 200, 22))
        return rows + (extra or [])
    bar0 = [m[0] for m in marks]
    state = desk(browser(bar0), "Feb 18  20:14", running=run)
    t: Turns = []
    t.append((code("pyautogui.hotkey('ctrl', 'shift', 'o')"), desk(browser(bar0) + library(marks), "Feb 18  20:14", running=run)))
    ctx = popup(["Open All in Tabs", "-", "Add Bookmark…", "Add Folder…", "Add Separator", "-", "Cut", "Copy", "Paste", "-", "Sort By Name"], 900, 500, w=220, h=28)
    t.append((code("pyautogui.rightClick(890, 500)"), desk(browser(bar0) + library(marks, extra=ctx), "Feb 18  20:15", running=run)))
    dlg = [r("dialog", "Add Folder", "", 760, 380, 400, 170), r("label", "", "Name", 780, 420, 60, 22), r("text", "Name", "New Folder", 850, 416, 290, 30),
           r("push-button", "Save", "", 960, 500, 80, 32), r("push-button", "Cancel", "", 1050, 500, 90, 32)]
    t.append((code("pyautogui.click(1000, 598)"), desk(browser(bar0) + library(marks) + dlg, "Feb 18  20:15", running=run)))
    m1 = marks + [("Travel", "", "")]
    bar1 = bar0 + ["Travel"]
    t.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Travel')\npyautogui.press('enter')"),
              desk(browser(bar1) + library(m1), "Feb 18  20:15", running=run)))
    t.append((code("pyautogui.click(780, 303)"), desk(browser(bar1) + library(m1, detail=marks[2][:2]), "Feb 18  20:16", running=run)))
    m2 = [(("Google Flights",) + m[1:]) if m[0] == "Flights | Google" else m for m in m1]
    bar2 = ["Google Flights" if b == "Flights | Google" else b for b in bar1]
    t.append((code("pyautogui.tripleClick(1100, 750)\npyautogui.write('Google Flights')\npyautogui.press('enter')"),
              desk(browser(bar2) + library(m2, detail=("Google Flights", marks[2][1])), "Feb 18  20:16", running=run)))
    m3 = [m for m in m2 if m[0] != "Google Flights"]
    bar3 = [b for b in bar2 if b != "Google Flights"]
    t.append((code("pyautogui.moveTo(780, 303)\npyautogui.dragTo(780, 459, duration=0.8)"),
              desk(browser(bar3) + library(m3), "Feb 18  20:17", running=run)))
    x = 80
    for b in bar3[:-1]:
        x += 30 + 8 * len(b) + 4
    drop = [r("menu", "Travel", "", x, 140, 300, 40), r("menu-item", "Flights | Google", "", x, 144, 300, 30)]
    t.append((code("pyautogui.hotkey('ctrl', 'w')\npyautogui.click(" + str(x + 40) + ", 126)"), desk(browser(bar3, drop), "Feb 18  20:17", running=run)))
    rs.add(task="os", tid="h44-os-10", system=sys(task), turns=t, state=state, bad=True, turn=8,
           kind="bookmark renamed earlier appears under its old name inside the folder")


# Software Updater, clean
def t11(rs: RowSet) -> None:
    task = "Install the pending software updates with Software Updater, but leave the Thunderbird update out for now; do not restart yet."
    run = ("Software Updater",)
    icons = [r("label", "cpalmer", "", 1820, 40, 90, 90)]

    def win(body: list[Row], h: int = 560) -> list[Row]:
        return icons + [r("frame", "Software Updater", "", 610, 240, 700, h), r("push-button", "Close", "", 1270, 246, 32, 28)] + body
    intro = [r("icon", "Software Updater", "", 640, 300, 64, 64),
             r("label", "", "Updated software is available for this computer. Do you want to install it now?", 720, 300, 560, 44)]
    buttons = [r("push-button", "Settings…", "", 630, 744, 110, 34), r("push-button", "Remind Me Later", "", 960, 744, 150, 34),
               r("push-button", "Install Now", "", 1120, 744, 170, 34)]

    def details(tb: bool) -> list[Row]:
        rows = [r("toggle-button", "Details of updates", "expanded", 720, 360, 200, 24),
                r("table-column-header", "Name", "", 720, 392, 440, 24), r("table-column-header", "Download", "", 1160, 392, 120, 24),
                r("tree-item", "Security Updates", "", 720, 416, 440, 26),
                r("check-box", "Ubuntu base", "checked", 740, 442, 420, 26), r("table-cell", "", "146.2 MB", 1160, 442, 120, 26),
                r("check-box", "Thunderbird Mail", "checked" if tb else "", 740, 468, 420, 26), r("table-cell", "", "56.7 MB", 1160, 468, 120, 26),
                r("tree-item", "Other Updates", "", 720, 494, 440, 26),
                r("check-box", "LibreOffice", "checked", 740, 520, 420, 26), r("table-cell", "", "13.8 MB", 1160, 520, 120, 26),
                r("label", "", "Technical description", 720, 560, 200, 22),
                r("label", "", "Changes for ubuntu-advantage-tools, libc6, libssl3, linux-generic, linux-firmware, systemd and 43 other packages", 720, 586, 560, 44)]
        total = "216.7 MB" if tb else "160.0 MB"
        return rows + [r("label", "", f"{total} will be downloaded.", 720, 700, 300, 22)]
    collapsed = [r("toggle-button", "Details of updates", "", 720, 360, 200, 24), r("label", "", "216.7 MB will be downloaded.", 720, 700, 300, 22)]
    state = desk(win(intro + collapsed + buttons), "Mar 5  09:02", running=run)
    t: Turns = []
    t.append((code("pyautogui.click(820, 372)"), desk(win(intro + details(True) + buttons), "Mar 5  09:02", running=run)))
    t.append((code("pyautogui.click(752, 481)"), desk(win(intro + details(False) + buttons), "Mar 5  09:03", running=run)))
    auth = [r("dialog", "Authentication Required", "", 700, 340, 520, 360), r("label", "", "Authentication Required", 760, 370, 400, 28),
            r("label", "", "Authentication is required to install software updates.", 730, 410, 460, 44),
            r("label", "", "Chris Palmer", 880, 470, 200, 24), r("password-text", "Password", "", 760, 520, 400, 36),
            r("push-button", "Cancel", "", 700, 660, 260, 40), r("push-button", "Authenticate", "", 960, 660, 260, 40)]
    t.append((code("pyautogui.click(1205, 761)"), desk(win(intro + details(False) + buttons) + auth, "Mar 5  09:03", running=run)))

    def progress(label: str, frac: str, detail: str) -> list[Row]:
        return [r("label", "", "Installing updates…", 640, 300, 500, 30), r("progress-bar", "", frac, 640, 350, 640, 24),
                r("label", "", detail, 640, 384, 640, 22), r("toggle-button", "Details", "", 640, 420, 100, 24),
                r("label", "", label, 640, 450, 640, 22), r("push-button", "Cancel", "insensitive" if "Setting" in label else "", 1180, 744, 110, 34)]
    t.append((code("pyautogui.write('correct-horse-battery')\npyautogui.press('enter')"),
              desk(win(progress("Downloading libc6 2.35-0ubuntu3.8", "21%", "Downloading file 17 of 55 — 48.3 MB of 160.0 MB at 6,212 kB/s, 18 s remaining")), "Mar 5  09:04", running=run)))
    t.append((code("import time\ntime.sleep(45)"),
              desk(win(progress("Setting up linux-firmware (20220329.git681281e4-0ubuntu3.31) …", "64%", "Installing updates: 36 of 55")), "Mar 5  09:05", running=run)))
    done = [r("icon", "Software Updater", "", 640, 300, 64, 64),
            r("label", "", "The computer needs to restart to finish installing updates.", 720, 300, 560, 26),
            r("label", "", "Please save your work before continuing.", 720, 332, 560, 22),
            r("push-button", "Restart Later", "", 960, 470, 150, 34), r("push-button", "Restart Now…", "", 1120, 470, 170, 34)]
    t.append((code("time.sleep(90)"), desk(win(done, 290), "Mar 5  09:07", running=run)))
    t.append((code("pyautogui.click(1035, 487)"), desk(icons, "Mar 5  09:07")))
    rs.add(task="os", tid="h44-os-11", system=sys(task), turns=t, state=state)


# Terminal preferences, bad
def t12(rs: RowSet) -> None:
    task = "In the Terminal preferences set the default profile's initial terminal size to 120 columns by 36 rows and its custom font to Ubuntu Mono 14."
    run = ("Terminal",)
    pid_ok = "b1dcc9dd-5262-4d8d-a863-c897e6d979b9"
    pid_bad = "b1dcc9dd-5626-4d8d-a863-c897e6d979b9"
    term = [r("frame", "ivan@thinkpad: ~", "", 200, 120, 980, 620), r("push-button", "New tab", "", 210, 126, 34, 34),
            r("push-button", "Search", "", 1050, 126, 34, 34), r("toggle-button", "Menu", "", 1090, 126, 34, 34),
            r("terminal", "Terminal", "ivan@thinkpad:~$ ls\nbin  Desktop  Documents  Downloads  go  Music  notes  Pictures  Public  snap  src  Templates  Videos\nivan@thinkpad:~$ ", 202, 164, 976, 574)]
    c = "Jan 23  13:50"
    state = desk(term, c, running=run)
    t: Turns = []

    def prefs(page: str, body: list[Row]) -> list[Row]:
        title = "Preferences – General" if page == "General" else "Preferences – Unnamed"
        rows = [r("frame", title, "", 560, 180, 980, 720), r("push-button", "Close", "", 1500, 186, 32, 28),
                r("label", "", "Global", 576, 230, 200, 20), r("list-item", "General", "", 576, 254, 220, 34), r("list-item", "Shortcuts", "", 576, 288, 220, 34),
                r("label", "", "Profiles", 576, 336, 160, 20), r("push-button", "+", "", 760, 330, 30, 26), r("list-item", "Unnamed", "", 576, 362, 220, 34)]
        return term + rows + body
    general = [r("label", "", "General", 820, 230, 200, 24), r("check-box", "Show menubar by default in new terminals", "", 820, 266, 400, 24),
               r("check-box", "Enable mnemonics (such as Alt+F to open the File menu)", "", 820, 294, 480, 24),
               r("check-box", "Enable the menu accelerator key (F10 by default)", "checked", 820, 322, 480, 24),
               r("check-box", "Enable shortcuts", "checked", 820, 350, 480, 24), r("label", "", "Theme variant:", 820, 394, 140, 24),
               r("combo-box", "Theme variant:", "Default", 980, 390, 200, 30), r("label", "", "Open new terminals in:", 820, 434, 180, 24),
               r("combo-box", "Open new terminals in:", "Tab", 1010, 430, 170, 30), r("label", "", "New tab position:", 820, 474, 180, 24),
               r("combo-box", "New tab position:", "Last", 1010, 470, 170, 30), r("check-box", "Always check if default terminal", "checked", 820, 514, 400, 24)]
    t.append((code("pyautogui.click(1107, 143)\npyautogui.click(1040, 320)"), desk(prefs("General", general), c, running=run)))

    def text_tab(cols: str, rws: str, custom: bool, font: str, pid: str) -> list[Row]:
        rows = [r("label", "", "Unnamed", 820, 222, 200, 28)]
        for i, tb in enumerate(["Text", "Colors", "Scrolling", "Command", "Compatibility"]):
            rows.append(r("page-tab", tb, "", 820 + i * 120, 258, 118, 30))
        rows += [r("label", "", "Initial terminal size:", 840, 312, 180, 24), r("spin-button", "columns", cols, 1030, 308, 90, 30),
                 r("label", "", "columns", 1126, 312, 70, 24), r("spin-button", "rows", rws, 1200, 308, 90, 30), r("label", "", "rows", 1296, 312, 50, 24),
                 r("push-button", "Reset", "", 1360, 308, 70, 30), r("label", "", "Cell spacing:", 840, 356, 180, 24),
                 r("spin-button", "width", "1.00", 1030, 352, 90, 30), r("label", "", "× width", 1126, 356, 70, 24),
                 r("spin-button", "height", "1.00", 1200, 352, 90, 30), r("label", "", "× height", 1296, 356, 70, 24),
                 r("check-box", "Custom font:", "checked" if custom else "", 840, 400, 180, 24),
                 r("push-button", "Custom font", font, 1030, 396, 260, 32), r("label", "", "Allow blinking text:", 840, 444, 180, 24),
                 r("combo-box", "Allow blinking text:", "Always", 1030, 440, 200, 30), r("label", "", "Cursor", 840, 490, 180, 24),
                 r("label", "", "Cursor shape:", 860, 520, 160, 24), r("combo-box", "Cursor shape:", "Block", 1030, 516, 200, 30),
                 r("label", "", "Cursor blinking:", 860, 560, 160, 24), r("combo-box", "Cursor blinking:", "Default", 1030, 556, 200, 30),
                 r("label", "", "Sound", 840, 606, 180, 24), r("check-box", "Terminal bell", "checked", 860, 636, 200, 24),
                 r("label", "", f"Profile ID: {pid}", 840, 860, 560, 20)]
        return rows
    t.append((code("pyautogui.click(686, 379)"), desk(prefs("Unnamed", text_tab("80", "24", False, "Monospace 12", pid_ok)), c, running=run)))
    t.append((code("pyautogui.tripleClick(1075, 323)\npyautogui.write('120')\npyautogui.press('tab')"),
              desk(prefs("Unnamed", text_tab("120", "24", False, "Monospace 12", pid_bad)), "Jan 23  13:51", running=run)))
    t.append((code("pyautogui.tripleClick(1245, 323)\npyautogui.write('36')\npyautogui.press('tab')"),
              desk(prefs("Unnamed", text_tab("120", "36", False, "Monospace 12", pid_bad)), "Jan 23  13:51", running=run)))
    fonts = ["DejaVu Sans Mono", "Fira Code", "Liberation Mono", "Monospace", "Noto Mono", "Source Code Pro", "Ubuntu Mono"]

    def chooser(query: str, size: str, sel: str) -> list[Row]:
        rows = [r("dialog", "Choose A Terminal Font", "", 760, 260, 520, 560), r("push-button", "Cancel", "", 770, 266, 80, 30),
                r("push-button", "Select", "", 1190, 266, 80, 30), r("entry", "Search font name", query, 780, 312, 480, 32)]
        for i, f in enumerate(fonts):
            rows.append(r("list-item", f, "selected" if f == sel else "", 780, 354 + i * 40, 480, 40))
        rows += [r("label", "", "The quick brown fox jumps over the lazy dog.", 780, 660, 480, 60),
                 r("slider", "Font size", size, 780, 740, 380, 24), r("spin-button", "Font size", size, 1170, 736, 90, 30)]
        return rows
    t.append((code("pyautogui.click(852, 412)\npyautogui.click(1160, 412)"),
              desk(prefs("Unnamed", text_tab("120", "36", True, "Monospace 12", pid_bad)) + chooser("", "12", "Monospace"), "Jan 23  13:52", running=run)))
    t.append((code("pyautogui.click(1020, 614)\npyautogui.tripleClick(1215, 751)\npyautogui.write('14')\npyautogui.press('tab')\npyautogui.click(1230, 281)"),
              desk(prefs("Unnamed", text_tab("120", "36", True, "Ubuntu Mono 14", pid_bad)), "Jan 23  13:52", running=run)))
    rs.add(task="os", tid="h44-os-12", system=sys(task), turns=t, state=state, bad=True, turn=3,
           kind="profile UUID shown in the preferences changes after editing the column count")


# Contacts, clean
def t13(rs: RowSet) -> None:
    task = "In Contacts add Priya Raman (mobile +44 7700 900412, priya.raman@northwind-labs.co.uk), change Marcus Bell's work email to marcus.bell@tideline.io, and delete the duplicate Helen Cho entry that only has a Gmail address."
    run = ("Contacts",)
    people = ["Aaron Fitzgerald", "Beatriz Souza", "Chen Wei", "Daniel Okoye", "Elif Yılmaz", "Farah Haddad", "Helen Cho", "Helen Cho",
              "Ines Duarte", "Jonas Berg", "Kateryna Melnyk", "Marcus Bell", "Nadia Petrova", "Oskar Lindqvist", "Rafael Ortega",
              "Sofia Marino", "Tomás Ruiz", "Yuki Tanaka"]
    with_priya = people[:14] + ["Priya Raman"] + people[14:]
    no_dup = with_priya[:7] + with_priya[8:]

    def win(names: list[str], pane: list[Row], extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Contacts", "", 360, 140, 1200, 800), r("push-button", "Add contact", "", 372, 148, 34, 34),
                r("toggle-button", "Main menu", "", 680, 148, 34, 34), r("entry", "Search contacts", "", 372, 190, 342, 34)]
        for i, n in enumerate(names):
            rows.append(r("list-item", n, "", 360, 232 + i * 36, 360, 36))
        return rows + pane + (extra or [])

    def card(name: str, fields: list[tuple[str, str, str]]) -> list[Row]:
        initials = "".join(w[0] for w in name.split()[:2])
        rows = [r("push-button", "Edit contact", "", 1440, 148, 34, 34), r("toggle-button", "Contact menu", "", 1480, 148, 34, 34),
                r("label", "", initials, 1080, 220, 96, 96), r("heading", "", name, 900, 330, 460, 36)]
        for i, (group, kind, value) in enumerate(fields):
            rows += [r("label", "", group, 820, 392 + i * 52, 140, 22), r("label", "", value, 960, 392 + i * 52, 440, 22),
                     r("label", "", kind, 960, 414 + i * 52, 200, 18)]
        return rows
    aaron = card("Aaron Fitzgerald", [("Phone", "Mobile", "+1 206 555 0134"), ("Email", "Personal", "aaron.fitz@protonmail.com"),
                                      ("Birthday", "", "July 2")])
    state = desk(win(people, aaron), "Apr 3  16:20", running=run)
    t: Turns = []

    def editor(title: str, name: str, phone: str, phone_kind: str, email: str, email_kind: str, more: list[tuple[str, str, str]] | None = None) -> list[Row]:
        rows = [r("push-button", "Cancel", "", 740, 148, 80, 34), r("heading", "", title, 1020, 154, 200, 24), r("push-button", "Done", "", 1460, 148, 80, 34),
                r("push-button", "Change avatar", "", 1080, 220, 96, 96), r("entry", "Name", name, 900, 336, 460, 36),
                r("combo-box", "", phone_kind, 820, 400, 130, 34), r("entry", "Phone", phone, 960, 400, 400, 34),
                r("combo-box", "", email_kind, 820, 446, 130, 34), r("entry", "Email", email, 960, 446, 400, 34)]
        for i, (kind, label, value) in enumerate(more or []):
            rows += [r("combo-box", "", kind, 820, 492 + i * 46, 130, 34), r("entry", label, value, 960, 492 + i * 46, 400, 34)]
        n = len(more or [])
        rows.append(r("push-button", "New Detail", "", 960, 500 + n * 46, 160, 34))
        return rows
    t.append((code("pyautogui.click(389, 165)"), desk(win(people, editor("New Contact", "", "", "Mobile", "", "Personal")), "Apr 3  16:20", running=run)))
    t.append((code("pyautogui.click(1130, 354)\npyautogui.write('Priya Raman')\npyautogui.click(1160, 417)\npyautogui.write('+44 7700 900412')"),
              desk(win(people, editor("New Contact", "Priya Raman", "+44 7700 900412", "Mobile", "", "Personal")), "Apr 3  16:21", running=run)))
    priya = card("Priya Raman", [("Phone", "Mobile", "+44 7700 900412"), ("Email", "Personal", "priya.raman@northwind-labs.co.uk")])
    t.append((code("pyautogui.click(1160, 463)\npyautogui.write('priya.raman@northwind-labs.co.uk')\npyautogui.click(1500, 165)"),
              desk(win(with_priya, priya), "Apr 3  16:21", running=run)))
    mb = [("Phone", "Mobile", "+1 415 555 0182"), ("Phone", "Work", "+1 415 555 0110"), ("Email", "Work", "marcus.bell@oldco.com"),
          ("Birthday", "", "March 14"), ("Address", "Home", "1458 Valencia St, San Francisco, CA 94110")]
    t.append((code("pyautogui.click(540, 646)"), desk(win(with_priya, card("Marcus Bell", mb)), "Apr 3  16:22", running=run)))
    more = [("Work", "Phone", "+1 415 555 0110"), ("Birthday", "Birthday", "March 14"), ("Home", "Address", "1458 Valencia St, San Francisco, CA 94110")]
    t.append((code("pyautogui.click(1457, 165)"),
              desk(win(with_priya, editor("Marcus Bell", "Marcus Bell", "+1 415 555 0182", "Mobile", "marcus.bell@oldco.com", "Work", more)), "Apr 3  16:22", running=run)))
    mb2 = [f if f[0] != "Email" else ("Email", "Work", "marcus.bell@tideline.io") for f in mb]
    t.append((code("pyautogui.tripleClick(1160, 463)\npyautogui.write('marcus.bell@tideline.io')\npyautogui.click(1500, 165)"),
              desk(win(with_priya, card("Marcus Bell", mb2)), "Apr 3  16:23", running=run)))
    dup = card("Helen Cho", [("Email", "Personal", "h.cho@gmail.com")])
    t.append((code("pyautogui.click(540, 502)"), desk(win(with_priya, dup), "Apr 3  16:23", running=run)))
    toast = [r("notification", "Helen Cho deleted", "", 760, 860, 400, 48), r("push-button", "Undo", "", 1060, 868, 70, 32)]
    empty = [r("label", "", "Select a contact", 1000, 500, 240, 30)]
    t.append((code("pyautogui.click(1497, 165)\npyautogui.click(1440, 250)"), desk(win(no_dup, empty, toast), "Apr 3  16:24", running=run)))
    helen = card("Helen Cho", [("Phone", "Mobile", "+1 617 555 0147"), ("Email", "Work", "helen.cho@brightwave.io"), ("Birthday", "", "November 30")])
    t.append((code("pyautogui.click(540, 466)"), desk(win(no_dup, helen), "Apr 3  16:24", running=run)))
    rs.add(task="os", tid="h44-os-13", system=sys(task), turns=t, state=state)


# Calendar, bad
def t14(rs: RowSet) -> None:
    task = "In Calendar add 'Dentist — Dr. Okafor' on Thursday May 23 from 15:30 to 16:15 at Okafor Dental, 220 Pine St, then move Friday's 'Team retro' from 11:00 to 14:00."
    run = ("Calendar",)
    days = ["Sun 19", "Mon 20", "Tue 21", "Wed 22", "Thu 23", "Fri 24", "Sat 25"]
    base = [(1, 10.0, 11.0, "Sprint planning"), (2, 14.0, 14.5, "1:1 with Marta"), (3, 7.5, 8.5, "Gym"), (3, 15.0, 16.0, "Design review"),
            (4, 12.5, 13.5, "Lunch with Sam"), (5, 11.0, 12.0, "Team retro"), (6, 9.0, 10.0, "Farmers market")]
    dentist = (4, 15.5, 16.25, "Dentist — Dr. Okafor")

    def ev_xy(d: int, start: float) -> tuple[int, int]:
        return 230 + d * 238, 200 + int((start - 7) * 56)

    def week(events: list[tuple[int, float, float, str]], extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Calendar", "", 70, 27, 1850, 1053), r("push-button", "New Event", "", 82, 36, 34, 34),
                r("push-button", "Today", "", 124, 36, 70, 34), r("push-button", "Previous", "", 200, 36, 34, 34),
                r("push-button", "Next", "", 236, 36, 34, 34), r("label", "", "May 2024", 880, 42, 160, 24),
                r("toggle-button", "Week", "pressed", 1560, 36, 80, 34), r("toggle-button", "Month", "", 1642, 36, 80, 34),
                r("toggle-button", "Year", "", 1724, 36, 80, 34), r("push-button", "Search", "", 1820, 36, 34, 34),
                r("toggle-button", "Main Menu", "", 1860, 36, 34, 34), r("label", "", "Week 21", 90, 90, 120, 24)]
        for i, d in enumerate(days):
            rows.append(r("label", "", d, 230 + i * 238, 90, 236, 40))
        for h in range(7, 21):
            rows.append(r("label", "", f"{h:02d}:00", 90, 200 + (h - 7) * 56, 120, 20))
        for d, s, e, name in sorted(events):
            x, y = ev_xy(d, s)
            rows.append(r("push-button", name, "", x, y, 236, int((e - s) * 56)))
        return rows + (extra or [])
    state = desk(week(base), "May 20  08:55", running=run)
    t: Turns = []
    quick = [r("popover", "New Event", "", 82, 74, 380, 190), r("label", "", "Monday, May 20", 100, 90, 300, 22),
             r("entry", "Event title", "", 100, 120, 340, 34), r("combo-box", "Calendar", "Personal", 100, 164, 340, 30),
             r("push-button", "Edit Details…", "", 100, 214, 160, 34), r("push-button", "Create", "insensitive", 350, 214, 90, 34)]
    t.append((code("pyautogui.click(99, 53)"), desk(week(base, quick), "May 20  08:55", running=run)))

    def editor(title: str, cal: str, loc: str, sd: str, st: str, ed: str, et: str) -> list[Row]:
        return [r("dialog", title, "", 660, 180, 600, 700), r("push-button", "Cancel", "", 672, 188, 80, 34), r("push-button", "Done", "", 1168, 188, 80, 34),
                r("entry", "Title", title, 690, 250, 540, 36), r("combo-box", "Calendar", cal, 690, 300, 540, 34),
                r("entry", "Location", loc, 690, 346, 540, 34), r("check-box", "All Day", "", 690, 404, 200, 28),
                r("label", "", "Starts", 690, 448, 80, 22), r("entry", "Starts date", sd, 790, 444, 200, 34), r("entry", "Starts time", st, 1000, 444, 120, 34),
                r("label", "", "Ends", 690, 494, 80, 22), r("entry", "Ends date", ed, 790, 490, 200, 34), r("entry", "Ends time", et, 1000, 490, 120, 34),
                r("combo-box", "Repeat", "No Repeat", 690, 548, 540, 34), r("label", "", "Reminders", 690, 600, 200, 22),
                r("push-button", "Add Reminder", "", 690, 626, 160, 30), r("text", "Notes", "", 690, 680, 540, 120), r("push-button", "Delete Event", "", 690, 820, 160, 34)]
    d_title = "Dentist — Dr. Okafor"
    t.append((code(f"pyautogui.write('{d_title}')\npyautogui.click(180, 231)"),
              desk(week(base, editor(d_title, "Personal", "", "05/20/2024", "09:00", "05/20/2024", "10:00")), "May 20  08:56", running=run)))
    t.append((code("for xy, v in [((890, 461), '05/23/2024'), ((1060, 461), '15:30'), ((890, 507), '05/23/2024'), ((1060, 507), '16:15'), ((960, 363), 'Okafor Dental, 220 Pine St')]:\n"
                   "    pyautogui.tripleClick(*xy)\n    pyautogui.write(v)\n    pyautogui.press('tab')"),
              desk(week(base, editor(d_title, "Personal", "Okafor Dental, 220 Pine St", "05/23/2024", "15:30", "05/23/2024", "16:15")), "May 20  08:57", running=run)))
    ev1 = base + [dentist]
    t.append((code("pyautogui.click(1208, 205)"), desk(week(ev1), "May 20  08:57", running=run)))
    rx, ry = ev_xy(5, 11.0)

    def pop(x: int, y: int, title: str, day: str, span: str, loc: str, cal: str) -> list[Row]:
        return [r("popover", title, "", x - 380, y, 360, 220), r("label", "", title, x - 364, y + 16, 320, 26),
                r("label", "", day, x - 364, y + 50, 320, 20), r("label", "", span, x - 364, y + 74, 320, 20),
                r("label", "", loc, x - 364, y + 104, 320, 20), r("label", "", cal, x - 364, y + 134, 320, 20),
                r("push-button", "Edit…", "", x - 124, y + 172, 90, 34)]
    retro_pop = pop(rx, ry, "Team retro", "Friday, May 24", "11:00 – 12:00", "Room 4B / Google Meet", "Work")
    t.append((code(f"pyautogui.click({rx + 100}, {ry + 20})"), desk(week(ev1, retro_pop), "May 20  08:58", running=run)))
    dx, dy = ev_xy(4, 15.5)
    d_pop = pop(dx, dy, d_title, "Thursday, May 23", "16:30 – 17:15", "Okafor Dental, 220 Pine St", "Personal")
    t.append((code(f"pyautogui.press('escape')\npyautogui.click({dx + 100}, {dy + 15})"), desk(week(ev1, d_pop), "May 20  08:58", running=run)))
    t.append((code(f"pyautogui.press('escape')\npyautogui.click({rx + 100}, {ry + 20})\npyautogui.click({rx - 79}, {ry + 189})"),
              desk(week(ev1, editor("Team retro", "Work", "Room 4B / Google Meet", "05/24/2024", "11:00", "05/24/2024", "12:00")), "May 20  08:59", running=run)))
    t.append((code("pyautogui.tripleClick(1060, 461)\npyautogui.write('14:00')\npyautogui.press('tab')\npyautogui.tripleClick(1060, 507)\npyautogui.write('15:00')\npyautogui.press('tab')"),
              desk(week(ev1, editor("Team retro", "Work", "Room 4B / Google Meet", "05/24/2024", "14:00", "05/24/2024", "15:00")), "May 20  08:59", running=run)))
    ev2 = [e for e in ev1 if e[3] != "Team retro"] + [(5, 14.0, 15.0, "Team retro")]
    t.append((code("pyautogui.click(1208, 205)"), desk(week(ev2), "May 20  09:00", running=run)))
    rs.add(task="os", tid="h44-os-14", system=sys(task), turns=t, state=state, bad=True, turn=6,
           kind="event the agent created shows a start and end an hour later than it was saved with")


IMPRESS_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


# LibreOffice Impress, clean
def t15(rs: RowSet) -> None:
    task = "In Q2-Roadmap.odp duplicate slide 3 and retitle the copy 'Milestones — H2 2024', add speaker notes to slide 2, apply the Fade transition to all slides and save."
    run = ("LibreOffice Impress",)
    slides = [("Q2 Product Roadmap", ["Platform team · June 2024"]),
              ("Where we are", ["Shipped SSO for all plan tiers", "API latency p95 down 38% since March", "Logo churn flat at 2.1%"]),
              ("Milestones — H1 2024", ["Jan: billing v2 live", "Mar: audit logs for Enterprise", "May: SSO generally available"]),
              ("Risks", ["Hiring of two SREs slipped to Q3", "Vendor contract renewal due in August"]),
              ("Asks", ["Approve two contractor seats", "Budget for load-testing tooling"]),
              ("Questions?", [])]

    def win(deck: list[tuple[str, list[str]]], cur: int, modified: bool, side: list[Row] | None = None, view: str = "Normal",
            notes: str = "", extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Q2-Roadmap.odp - LibreOffice Impress", "", 70, 27, 1850, 1053)]
        rows += menu_rows(IMPRESS_MENUS, 76, 60)
        for i, b in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Undo", "Redo", "Start from First Slide",
                               "Start from Current Slide", "Insert Text Box", "Insert Image", "Insert Table", "Insert Chart"]):
            rows.append(r("push-button", b, "", 80 + i * 38, 92, 34, 34))
        for i in range(len(deck)):
            rows.append(r("list-item", f"Slide {i + 1}", "", 80, 140 + i * 118, 200, 112))
        title, body = deck[cur - 1]
        if view == "Normal":
            rows += [r("text", "PresentationTitle", title, 420, 220, 1000, 90)]
            if body:
                rows.append(r("text", "PresentationOutliner", "\n".join(body), 420, 340, 1000, 420))
        else:
            rows += [r("image", f"Slide {cur}", "", 620, 180, 640, 360), r("text", "PresentationNotes", notes or "Click to add Notes", 520, 580, 840, 360)]
        for i, tb in enumerate(["Properties", "Slide Transition", "Animation", "Master Slides", "Styles", "Gallery", "Navigator"]):
            rows.append(r("page-tab", tb, "", 1880, 140 + i * 40, 36, 36))
        rows += side or []
        stat = [f"Slide {cur} of {len(deck)}", "Default", "English (USA)"] + (["Document modified"] if modified else []) + ["74%"]
        for i, s in enumerate(stat):
            rows.append(r("label", "", s, 74 + i * 240, 1052, 230, 22))
        return rows + (extra or [])
    state = desk(win(slides, 1, False), "Jun 11  15:05", running=run)
    t: Turns = []
    t.append((code("ImpressTools.go_to_slide(3)"), desk(win(slides, 3, False), "Jun 11  15:05", running=run)))
    d1 = slides[:3] + [slides[2]] + slides[3:]
    t.append((code("ImpressTools.duplicate_slide(3)"), desk(win(d1, 4, True), "Jun 11  15:06", running=run)))
    d2 = d1[:3] + [("Milestones — H2 2024", slides[2][1])] + d1[4:]
    t.append((code("pyautogui.click(920, 265)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Milestones — H2 2024')\npyautogui.press('escape')"),
              desk(win(d2, 4, True), "Jun 11  15:06", running=run)))
    t.append((code("ImpressTools.go_to_slide(2)"), desk(win(d2, 2, True), "Jun 11  15:07", running=run)))
    t.append((code("pyautogui.click(150, 73)\npyautogui.click(220, 190)"), desk(win(d2, 2, True, view="Notes"), "Jun 11  15:07", running=run)))
    note = "Latency gain came from the connection-pool fix, not new hardware. Churn number excludes the two pilot accounts."
    t.append((code(f"pyautogui.click(940, 760)\npyautogui.write('{note}')"), desk(win(d2, 2, True, view="Notes", notes=note), "Jun 11  15:08", running=run)))
    t.append((code("pyautogui.press('escape')\npyautogui.click(150, 73)\npyautogui.click(220, 160)"), desk(win(d2, 2, True), "Jun 11  15:08", running=run)))
    trans = ["None", "Wipe", "Uncover", "Fade", "Cut", "Cover", "Bars", "Shape", "Box", "Wedge", "Venetian", "Fly In"]

    def deck(sel: str, variant: str) -> list[Row]:
        rows = [r("label", "", "Slide Transition", 1580, 140, 290, 24)]
        for i, tr in enumerate(trans):
            rows.append(r("list-item", tr, "selected" if tr == sel else "", 1580 + (i % 3) * 96, 176 + (i // 3) * 80, 94, 78))
        rows += [r("label", "", "Variant:", 1580, 512, 80, 22), r("combo-box", "Variant", variant, 1670, 508, 200, 30),
                 r("label", "", "Duration:", 1580, 552, 80, 22), r("spin-button", "Duration", "2.00 sec", 1670, 548, 200, 30),
                 r("label", "", "Sound:", 1580, 592, 80, 22), r("combo-box", "Sound", "No sound", 1670, 588, 200, 30),
                 r("label", "", "Advance Slide", 1580, 636, 200, 22), r("radio-button", "On mouse click", "selected", 1590, 662, 200, 24),
                 r("radio-button", "Automatically after:", "", 1590, 690, 200, 24),
                 r("push-button", "Apply Transition to All Slides", "", 1580, 740, 290, 32),
                 r("push-button", "Play", "", 1580, 784, 90, 32), r("check-box", "Automatic Preview", "checked", 1680, 788, 190, 24)]
        return rows
    t.append((code("pyautogui.click(1898, 198)"), desk(win(d2, 2, True, side=deck("None", "")), "Jun 11  15:09", running=run)))
    t.append((code("pyautogui.click(1628, 295)"), desk(win(d2, 2, True, side=deck("Fade", "Smoothly")), "Jun 11  15:09", running=run)))
    t.append((code("pyautogui.click(1725, 756)"), desk(win(d2, 2, True, side=deck("Fade", "Smoothly")), "Jun 11  15:09", running=run)))
    t.append((code("ImpressTools.save()"), desk(win(d2, 2, False, side=deck("Fade", "Smoothly")), "Jun 11  15:10", running=run)))
    rs.add(task="os", tid="h44-os-15", system=sys(task), turns=t, state=state)


SETTINGS_PANELS = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
                   "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers",
                   "Removable Media", "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings_win(panel: str, body: list[Row], header: list[Row] | None = None) -> list[Row]:
    rows = [r("frame", "Settings", "", 260, 90, 1400, 900), r("push-button", "Search", "", 272, 98, 34, 34),
            r("label", "", "Settings", 420, 104, 100, 24), r("toggle-button", "Primary Menu", "", 560, 98, 34, 34),
            r("label", "", panel, 1000, 104, 200, 24), r("push-button", "Close", "", 1616, 98, 34, 34)]
    for i, p in enumerate(SETTINGS_PANELS):
        rows.append(r("list-item", p, "", 262, 146 + i * 32, 338, 32))
    return rows + (header or []) + body


# GNOME Settings Bluetooth, bad
def t16(rs: RowSet) -> None:
    task = "Pair the WH-1000XM4 headphones in Settings > Bluetooth and set the output volume to 60% once they are the output device."
    run = ("Settings",)
    sw = [r("toggle-button", "Bluetooth", "on", 1560, 100, 50, 30)]

    def bt(states: dict[str, str], extra: list[Row] | None = None) -> list[Row]:
        rows = [r("label", "", "Visible as “sara-xps13” and available for Bluetooth file transfers. Transferred files are placed in the Downloads folder.", 640, 160, 980, 40),
                r("label", "", "Devices", 640, 224, 200, 24)]
        for i, (dev, st) in enumerate(states.items()):
            rows += [r("list-item", dev, "", 640, 256 + i * 54, 980, 54), r("label", "", st, 1440, 272 + i * 54, 160, 22)]
        rows.append(r("animation", "Searching for devices…", "", 1590, 232, 20, 20))
        return settings_win("Bluetooth", rows + (extra or []), sw)
    s0 = {"MX Master 3": "Connected", "Pixel 7": "Not Set Up", "WH-1000XM4": "Not Set Up", "JBL Flip 5": "Disconnected", "LE-Bose QC35 II": "Not Set Up"}
    state = desk(bt(s0), "Dec 2  19:12", running=run)
    t: Turns = []
    t.append((code("pyautogui.click(1100, 391)"), desk(bt({**s0, "WH-1000XM4": "Connecting…"}), "Dec 2  19:12", running=run)))
    s2 = {**s0, "WH-1000XM4": "Connected"}
    t.append((code("import time\ntime.sleep(5)"), desk(bt(s2), "Dec 2  19:13", running=run)))

    def dev_dlg(addr: str) -> list[Row]:
        return [r("dialog", "WH-1000XM4", "", 760, 320, 520, 380), r("push-button", "Close", "", 1240, 326, 32, 28),
                r("label", "", "Connection", 800, 380, 160, 22), r("toggle-button", "Connection", "on", 1180, 376, 50, 30),
                r("label", "Paired", "Yes", 800, 420, 400, 22), r("label", "Type", "Headphones", 800, 452, 400, 22),
                r("label", "Address", addr, 800, 484, 400, 22), r("push-button", "Sound Settings", "", 800, 560, 180, 36),
                r("push-button", "Remove Device", "", 1060, 560, 180, 36)]
    t.append((code("pyautogui.click(1100, 391)"), desk(bt(s2, dev_dlg("38:18:4C:1A:9E:2F")), "Dec 2  19:13", running=run)))

    def sound(vol: str) -> list[Row]:
        rows = [r("label", "", "Output", 640, 150, 200, 24), r("label", "", "Output Device", 660, 190, 200, 22),
                r("combo-box", "Output Device", "WH-1000XM4", 1100, 184, 420, 34), r("push-button", "Test", "", 1530, 184, 70, 34),
                r("label", "", "Configuration", 660, 236, 200, 22), r("combo-box", "Configuration", "High Fidelity Playback (A2DP Sink, codec SBC)", 1100, 230, 500, 34),
                r("label", "", "Output Volume", 660, 282, 200, 22), r("slider", "Output Volume", vol, 1100, 278, 500, 30),
                r("label", "", "Balance", 660, 328, 200, 22), r("slider", "Balance", "0", 1100, 324, 500, 30),
                r("label", "", "Input", 640, 390, 200, 24), r("label", "", "Input Device", 660, 430, 200, 22),
                r("combo-box", "Input Device", "Internal Microphone", 1100, 424, 420, 34), r("label", "", "Configuration", 660, 476, 200, 22),
                r("combo-box", "Configuration", "Analog Stereo Input", 1100, 470, 500, 34), r("label", "", "Input Volume", 660, 522, 200, 22),
                r("slider", "Input Volume", "72", 1100, 518, 500, 30), r("label", "", "Volume Levels", 640, 590, 200, 24),
                r("slider", "System Sounds", "100", 1100, 620, 500, 30), r("slider", "Firefox", "100", 1100, 656, 500, 30),
                r("label", "", "Alert Sound", 640, 720, 200, 24), r("combo-box", "Alert Sound", "Default", 1100, 714, 420, 34),
                r("check-box", "Over-Amplification", "", 660, 780, 300, 24)]
        return settings_win("Sound", rows)
    t.append((code("pyautogui.click(890, 578)"), desk(sound("40"), "Dec 2  19:14", running=run)))
    t.append((code("pyautogui.click(1400, 293)"), desk(sound("60"), "Dec 2  19:14", running=run)))
    t.append((code("pyautogui.click(430, 226)\npyautogui.click(1100, 391)"), desk(bt(s2, dev_dlg("38:18:4C:1A:9E:F2")), "Dec 2  19:15", running=run)))
    t.append((code("pyautogui.click(1256, 340)"), desk(bt(s2), "Dec 2  19:15", running=run)))
    rs.add(task="os", tid="h44-os-16", system=sys(task), turns=t, state=state, bad=True, turn=6,
           kind="Bluetooth address of the paired headphones changes between two views of the same device")


# Document Viewer, clean
def t17(rs: RowSet) -> None:
    task = "In Document Viewer find every mention of 'security deposit' in lease-agreement-2024.pdf, look at the notice clause on page 12, and check the document properties."
    run = ("Document Viewer",)
    pages = {1: ["RESIDENTIAL LEASE AGREEMENT", "1. Parties. This Lease is made between Greenway Property Management (\"Landlord\") and Hugo Lambert (\"Tenant\").",
                 "2. Premises. Landlord leases to Tenant the dwelling at 1730 Alder Street, Unit 4B, Portland, OR 97205."],
             3: ["5. Security Deposit. On signing this Lease, Tenant shall pay a security deposit of $2,400.00.",
                 "Landlord shall hold the security deposit in a separate account and shall not commingle it with other funds."],
             9: ["9. Move-Out and Return of Deposit. Within 31 days after Tenant vacates, Landlord shall return the security deposit,",
                 "less any lawful deductions, together with a written statement of the basis for retaining any portion of the security deposit.",
                 "Normal wear and tear shall not be deducted from the security deposit."],
             12: ["11. Notices. All notices under this Lease shall be in writing and delivered in person, by first-class mail,",
                  "or by email to the addresses listed below. Notice by email is effective on the day it is sent if sent before 5:00 p.m.",
                  "Landlord: Greenway Property Management, 410 SW Morrison St, Suite 900, Portland, OR 97204 · notices@greenwaypm.com"]}
    hits = [("Page 3", "…Tenant shall pay a security deposit of $2,400.00."), ("Page 3", "…shall hold the security deposit in a separate account…"),
            ("Page 9", "…Landlord shall return the security deposit,"), ("Page 9", "…for retaining any portion of the security deposit."),
            ("Page 9", "…shall not be deducted from the security deposit."), ("Page 12", "…forwarding address for return of the security deposit…"),
            ("Page 14", "…acknowledges receipt of the security deposit described in…")]
    outline = [("1. Parties", "1"), ("2. Premises", "1"), ("3. Term", "2"), ("4. Rent", "2"), ("5. Security Deposit", "3"), ("6. Utilities", "5"),
               ("7. Maintenance and Repairs", "6"), ("8. Entry by Landlord", "8"), ("9. Move-Out and Return of Deposit", "9"), ("10. Default", "11"),
               ("11. Notices", "12"), ("12. Signatures", "14")]

    def win(page: int, zoom: str, side: str, query: str | None = None, extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Residential Lease Agreement — lease-agreement-2024.pdf", "", 150, 60, 1620, 980),
                r("toggle-button", "Side pane", "pressed" if side else "", 160, 68, 34, 34),
                r("text", "Select page", f"{page} ({page} of 14)", 200, 68, 150, 34), r("toggle-button", "Find in document", "pressed" if query is not None else "", 1480, 68, 34, 34),
                r("combo-box", "Zoom", zoom, 1520, 68, 130, 34), r("toggle-button", "Annotate the document", "", 1656, 68, 34, 34),
                r("toggle-button", "File options", "", 1696, 68, 34, 34)]
        if query is not None:
            rows += [r("entry", "Find in document", query, 700, 108, 400, 34), r("push-button", "Find previous occurrence of the search string", "", 1104, 108, 34, 34),
                     r("push-button", "Find next occurrence of the search string", "", 1140, 108, 34, 34)]
        if side == "find":
            for i, (pg, snip) in enumerate(hits):
                rows += [r("list-item", snip, "", 160, 160 + i * 56, 300, 56), r("label", "", pg, 400, 164 + i * 56, 60, 20)]
        elif side == "outline":
            rows += [r("page-tab", "Thumbnails", "", 160, 110, 100, 30), r("page-tab", "Outline", "", 262, 110, 90, 30)]
            for i, (sec, pg) in enumerate(outline):
                rows += [r("tree-item", sec, "", 160, 150 + i * 32, 260, 32), r("label", "", pg, 420, 154 + i * 32, 40, 22)]
        left = 480 if side else 300
        rows.append(r("document-frame", f"Page {page}", "", left, 150, 1760 - left, 880))
        for i, line in enumerate(pages.get(page, [])):
            rows.append(r("paragraph", "", line, left + 60, 220 + i * 70, 1760 - left - 120, 60))
        return rows + (extra or [])
    state = desk(win(1, "Fit Width", ""), "Jan 8  11:40", running=run)
    t: Turns = []
    t.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('security deposit')"), desk(win(3, "Fit Width", "find", "security deposit"), "Jan 8  11:40", running=run)))
    t.append((code("pyautogui.press('enter')\npyautogui.press('enter')"), desk(win(9, "Fit Width", "find", "security deposit"), "Jan 8  11:41", running=run)))
    t.append((code("pyautogui.hotkey('ctrl', 'plus')"), desk(win(9, "125%", "find", "security deposit"), "Jan 8  11:41", running=run)))
    t.append((code("pyautogui.tripleClick(275, 85)\npyautogui.write('12')\npyautogui.press('enter')"), desk(win(12, "125%", "find", "security deposit"), "Jan 8  11:42", running=run)))
    props = [r("dialog", "Properties", "", 640, 200, 640, 640), r("page-tab", "General", "", 656, 236, 90, 28), r("page-tab", "Fonts", "", 748, 236, 70, 28)]
    for i, (k, v) in enumerate([("Title:", "Residential Lease Agreement"), ("Location:", "/home/hugo/Documents/lease-agreement-2024.pdf"),
                                ("Subject:", "1730 Alder Street, Unit 4B"), ("Author:", "Greenway Property Management"), ("Keywords:", "lease, residential, Portland"),
                                ("Producer:", "Adobe PDF Library 23.1.175"), ("Creator:", "Acrobat PDFMaker 23 for Word"),
                                ("Created:", "Thu 04 Jan 2024 02:17:39 PM PST"), ("Modified:", "Fri 05 Jan 2024 09:02:11 AM PST"), ("Format:", "PDF-1.7"),
                                ("Number of Pages:", "14"), ("Optimized:", "Yes"), ("Security:", "No"),
                                ("Paper Size:", "US Letter, Portrait (8.50 × 11.00 inch)"), ("Size:", "1.2 MB")]):
        props.append(r("label", k, v, 676, 280 + i * 34, 580, 24))
    props.append(r("push-button", "Close", "", 1176, 796, 90, 32))
    t.append((code("pyautogui.hotkey('alt', 'Return')"), desk(win(12, "125%", "find", "security deposit", extra=props), "Jan 8  11:42", running=run)))
    t.append((code("pyautogui.click(1221, 812)\npyautogui.press('escape')\npyautogui.click(307, 125)"), desk(win(12, "125%", "outline"), "Jan 8  11:43", running=run)))
    rs.add(task="os", tid="h44-os-17", system=sys(task), turns=t, state=state)


VLC_MENUS = ["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"]


# VLC, bad
def t18(rs: RowSet) -> None:
    task = "In VLC pause the current track, add 'Slow Current' and 'North Pier' from the same album to the playlist, turn on loop-all, and set 'Continue playback?' to Never in the preferences."
    run = ("VLC media player",)
    album = "/home/lena/Music/Ada Morrow/Tidal Notes"

    def win(now: str, playing: bool, loop: str, playlist: list[tuple[str, str, str]] | None, extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Harbour Lights - VLC media player", "", 360, 120, 1200, 800)]
        rows += menu_rows(VLC_MENUS, 366, 150)
        if playlist is None:
            rows.append(r("image", "Tidal Notes", "", 760, 220, 400, 400))
        else:
            for i, n in enumerate(["Playlist", "Media Library", "My Computer", "Devices", "Local Network", "Internet"]):
                rows.append(r("tree-item", n, "", 366, 190 + i * 30, 220, 30))
            rows += [r("table-column-header", "Title", "", 600, 190, 460, 26), r("table-column-header", "Duration", "", 1060, 190, 120, 26),
                     r("table-column-header", "Album", "", 1180, 190, 370, 26)]
            for i, (ti, du, al) in enumerate(playlist):
                y = 216 + i * 26
                rows += [r("table-cell", ti, "", 600, y, 460, 26), r("table-cell", "", du, 1060, y, 120, 26), r("table-cell", "", al, 1180, y, 370, 26)]
            rows.append(r("entry", "Search the playlist", "", 1300, 160, 250, 26))
        rows += [r("label", "", now, 370, 840, 60, 22), r("slider", "Click to jump to a specific time", "", 436, 840, 1030, 22),
                 r("label", "", "04:52", 1476, 840, 60, 22), r("push-button", "Pause the playback" if playing else "Play", "", 370, 870, 44, 40),
                 r("push-button", "Previous media in the playlist, skip backward when held", "", 420, 874, 34, 32), r("push-button", "Stop playback", "", 456, 874, 34, 32),
                 r("push-button", "Next media in the playlist, skip forward when held", "", 492, 874, 34, 32),
                 r("push-button", "Toggle the video in fullscreen", "", 540, 874, 34, 32), r("push-button", "Show extended settings", "", 576, 874, 34, 32),
                 r("push-button", "Toggle playlist", "", 612, 874, 34, 32), r("push-button", "Click to toggle between loop all, loop one and no loop", loop, 648, 874, 34, 32),
                 r("push-button", "Random", "", 684, 874, 34, 32), r("push-button", "Mute", "", 1380, 874, 34, 32), r("slider", "Volume", "82%", 1420, 878, 130, 24)]
        return rows + (extra or [])
    pl1 = [("Harbour Lights", "04:52", "Tidal Notes")]
    pl3 = pl1 + [("Slow Current", "05:31", "Tidal Notes"), ("North Pier", "03:58", "Tidal Notes")]
    state = desk(win("01:47", True, "No loop", None), "Mar 29  21:03", running=run)
    t: Turns = []
    t.append((code("pyautogui.press('space')"), desk(win("01:48", False, "No loop", None), "Mar 29  21:03", running=run)))
    t.append((code("pyautogui.hotkey('ctrl', 'l')"), desk(win("01:48", False, "No loop", pl1), "Mar 29  21:03", running=run)))
    t.append((code(f'VLCTools.add_to_playlist("{album}/05 - Slow Current.flac")\nVLCTools.add_to_playlist("{album}/07 - North Pier.flac")'),
              desk(win("01:48", False, "No loop", pl3), "Mar 29  21:04", running=run)))
    t.append((code("pyautogui.click(665, 890)"), desk(win("01:48", False, "Loop all", pl3), "Mar 29  21:04", running=run)))

    def prefs(cont: str) -> list[Row]:
        rows = [r("dialog", "Simple Preferences", "", 560, 160, 800, 700)]
        for i, tb in enumerate(["Interface", "Audio", "Video", "Subtitles / OSD", "Input / Codecs", "Hotkeys"]):
            rows.append(r("list-item", tb, "", 576, 200 + i * 70, 110, 66))
        rows += [r("label", "", "Interface Settings", 700, 200, 300, 24), r("combo-box", "Language", "System Default", 900, 236, 300, 30),
                 r("radio-button", "Use native style", "selected", 720, 280, 200, 24), r("radio-button", "Use custom skin", "", 720, 306, 200, 24),
                 r("check-box", "Show media change popup", "checked", 720, 350, 300, 24), r("check-box", "Embed video in interface", "checked", 720, 378, 300, 24),
                 r("check-box", "Pause playback when minimized", "", 720, 406, 300, 24), r("check-box", "Show systray icon", "checked", 720, 434, 300, 24),
                 r("check-box", "Allow only one instance", "", 720, 462, 300, 24), r("label", "", "Continue playback?", 720, 506, 200, 24),
                 r("combo-box", "Continue playback?", cont, 940, 502, 200, 30), r("check-box", "Save recently played items", "checked", 720, 546, 300, 24),
                 r("radio-button", "Show settings: Simple", "selected", 576, 820, 120, 24), r("radio-button", "All", "", 700, 820, 60, 24),
                 r("push-button", "Reset Preferences", "", 900, 816, 150, 32), r("push-button", "Cancel", "", 1160, 816, 90, 32),
                 r("push-button", "Save", "", 1256, 816, 90, 32)]
        return rows
    t.append((code("pyautogui.hotkey('ctrl', 'p')"), desk(win("01:48", False, "Loop all", pl3, prefs("Ask")), "Mar 29  21:05", running=run)))
    t.append((code("pyautogui.click(1040, 517)\npyautogui.click(1040, 577)\npyautogui.click(1301, 832)"), desk(win("01:48", False, "Loop all", pl3), "Mar 29  21:05", running=run)))
    t.append((code("pyautogui.hotkey('ctrl', 'l')"), desk(win("01:31", False, "Loop all", None), "Mar 29  21:06", running=run)))
    info = [r("dialog", "Current Media Information", "", 600, 200, 720, 600), r("page-tab", "General", "", 616, 236, 90, 28),
            r("page-tab", "Metadata", "", 708, 236, 90, 28), r("page-tab", "Codec", "", 800, 236, 70, 28), r("page-tab", "Statistics", "", 872, 236, 90, 28)]
    for i, (k, v) in enumerate([("Title", "Harbour Lights"), ("Artist", "Ada Morrow"), ("Album", "Tidal Notes"), ("Genre", "Folk"),
                                ("Track number", "3"), ("Date", "2021"), ("Copyright", "℗ 2021 Lowtide Records")]):
        info += [r("label", "", k, 630, 280 + i * 36, 140, 24), r("text", k, v, 780, 276 + i * 36, 500, 30)]
    info += [r("label", "", "Location", 630, 740, 100, 22), r("text", "Location", "file:///home/lena/Music/Ada%20Morrow/Tidal%20Notes/03%20-%20Harbour%20Lights.flac", 740, 736, 560, 30),
             r("push-button", "Close", "", 1216, 770, 90, 28)]
    t.append((code("pyautogui.hotkey('ctrl', 'i')"), desk(win("01:31", False, "Loop all", None, info), "Mar 29  21:06", running=run)))
    rs.add(task="os", tid="h44-os-18", system=sys(task), turns=t, state=state, bad=True, turn=7,
           kind="elapsed time of the paused track jumps backwards with no seek")


# Weather, clean
def t19(rs: RowSet) -> None:
    task = "In Weather add Reykjavík, look at its daily forecast, then go back to Lisbon and refresh it."
    run = ("Weather",)

    def win(place: str, temp: str, cond: str, feels: str, tab: str, rows_fc: list[tuple[str, str, str]], updated: str,
            extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Weather", "", 460, 140, 1000, 760), r("toggle-button", "Places", place, 472, 148, 260, 34),
                r("push-button", "Refresh", "", 1340, 148, 34, 34), r("toggle-button", "Main Menu", "", 1380, 148, 34, 34),
                r("push-button", "Close", "", 1420, 148, 34, 34), r("label", "", temp, 520, 230, 160, 90), r("label", "", cond, 700, 240, 300, 30),
                r("label", "", feels, 700, 276, 300, 24), r("toggle-button", "Hourly", "pressed" if tab == "Hourly" else "", 820, 380, 140, 34),
                r("toggle-button", "Daily", "pressed" if tab == "Daily" else "", 962, 380, 140, 34)]
        for i, (when, icon, val) in enumerate(rows_fc):
            x = 500 + i * 116
            rows += [r("label", "", when, x, 440, 110, 24), r("icon", icon, "", x + 30, 476, 48, 48), r("label", "", val, x, 540, 110, 24)]
        rows.append(r("label", "", updated, 500, 860, 400, 22))
        return rows + (extra or [])
    lis_h0 = [("Now", "Clear", "21°"), ("15:00", "Clear", "23°"), ("16:00", "Clear", "23°"), ("17:00", "Few Clouds", "22°"),
              ("18:00", "Few Clouds", "21°"), ("19:00", "Clear", "20°"), ("20:00", "Clear", "19°"), ("21:00", "Clear Night", "18°")]
    state = desk(win("Lisbon", "21°", "Sunny", "Feels like 21°", "Hourly", lis_h0, "Updated 12 minutes ago"), "Sep 16  14:20", running=run)
    t: Turns = []

    def places(q: str, res: list[str]) -> list[Row]:
        rows = [r("popover", "Places", "", 472, 186, 340, 360), r("entry", "Search for a city", q, 488, 200, 308, 34)]
        items = res if q else ["Current Location: Lisbon, Portugal", "Porto, Portugal", "Madrid, Spain"]
        for i, it in enumerate(items):
            rows.append(r("list-item", it, "", 488, 246 + i * 44, 308, 44))
        return rows
    t.append((code("pyautogui.click(602, 165)"), desk(win("Lisbon", "21°", "Sunny", "Feels like 21°", "Hourly", lis_h0, "Updated 12 minutes ago", places("", [])), "Sep 16  14:20", running=run)))
    res = ["Reykjavík, Capital Region, Iceland", "Reykjavík Domestic Airport, Capital Region, Iceland"]
    t.append((code("pyautogui.write('Reykjav')"), desk(win("Lisbon", "21°", "Sunny", "Feels like 21°", "Hourly", lis_h0, "Updated 12 minutes ago", places("Reykjav", res)), "Sep 16  14:21", running=run)))
    rey_h = [("Now", "Light Rain", "6°"), ("14:00", "Light Rain", "6°"), ("15:00", "Overcast", "7°"), ("16:00", "Overcast", "7°"),
             ("17:00", "Showers", "6°"), ("18:00", "Showers", "5°"), ("19:00", "Overcast", "5°"), ("20:00", "Overcast", "4°")]
    t.append((code("pyautogui.click(642, 268)"), desk(win("Reykjavík", "6°", "Light Rain", "Feels like 2°", "Hourly", rey_h, "Updated just now"), "Sep 16  14:21", running=run)))
    rey_d = [("Today", "Light Rain", "8° / 3°"), ("Tue", "Showers", "9° / 4°"), ("Wed", "Overcast", "7° / 2°"), ("Thu", "Few Clouds", "10° / 5°"),
             ("Fri", "Rain", "9° / 6°"), ("Sat", "Overcast", "8° / 4°"), ("Sun", "Few Clouds", "7° / 3°")]
    t.append((code("pyautogui.click(1032, 397)"), desk(win("Reykjavík", "6°", "Light Rain", "Feels like 2°", "Daily", rey_d, "Updated 1 minute ago"), "Sep 16  14:22", running=run)))
    lis_d = [("Today", "Clear", "24° / 16°"), ("Tue", "Clear", "26° / 17°"), ("Wed", "Few Clouds", "25° / 17°"), ("Thu", "Few Clouds", "23° / 16°"),
             ("Fri", "Showers", "21° / 15°"), ("Sat", "Clear", "22° / 15°"), ("Sun", "Clear", "24° / 16°")]
    t.append((code("pyautogui.click(602, 165)\npyautogui.click(642, 268)"), desk(win("Lisbon", "21°", "Sunny", "Feels like 21°", "Daily", lis_d, "Updated 15 minutes ago"), "Sep 16  14:23", running=run)))
    lis_d2 = [("Today", "Clear", "24° / 16°"), ("Tue", "Clear", "26° / 18°"), ("Wed", "Few Clouds", "25° / 17°"), ("Thu", "Few Clouds", "23° / 16°"),
              ("Fri", "Showers", "20° / 15°"), ("Sat", "Clear", "22° / 15°"), ("Sun", "Clear", "24° / 16°")]
    t.append((code("pyautogui.click(1357, 165)"), desk(win("Lisbon", "22°", "Sunny", "Feels like 22°", "Daily", lis_d2, "Updated just now"), "Sep 16  14:23", running=run)))
    lis_h1 = [("Now", "Clear", "22°"), ("15:00", "Clear", "23°"), ("16:00", "Clear", "24°"), ("17:00", "Few Clouds", "23°"),
              ("18:00", "Few Clouds", "21°"), ("19:00", "Clear", "20°"), ("20:00", "Clear", "19°"), ("21:00", "Clear Night", "18°")]
    t.append((code("pyautogui.click(890, 397)"), desk(win("Lisbon", "22°", "Sunny", "Feels like 22°", "Hourly", lis_h1, "Updated just now"), "Sep 16  14:24", running=run)))
    rs.add(task="os", tid="h44-os-19", system=sys(task), turns=t, state=state)


# Google Chrome settings, bad
def t20(rs: RowSet) -> None:
    task = ("In Chrome settings make Chrome continue where you left off on startup, switch the address-bar search engine to DuckDuckGo, "
            "set the default page zoom to 110%, and make Chrome ask where to save each download. Then review each of those pages once more.")
    run = ("Google Chrome",)
    nav = ["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance", "Search engine",
           "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System", "Reset settings", "Extensions", "About Chrome"]
    slug = {"On startup": "onStartup", "Search engine": "search", "Appearance": "appearance", "Downloads": "downloads"}

    def win(page: str, body: list[Row], extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", "Settings - Google Chrome", "", 70, 27, 1850, 1053), r("page-tab", "Sprint 42 board - Jira", "", 80, 32, 240, 34),
                r("page-tab", "Settings", "", 322, 32, 240, 34), r("push-button", "New Tab", "", 566, 32, 32, 32),
                r("push-button", "Back", "", 80, 72, 34, 34), r("push-button", "Forward", "", 116, 72, 34, 34), r("push-button", "Reload", "", 152, 72, 34, 34),
                r("entry", "Address and search bar", f"chrome://settings/{slug[page]}", 240, 72, 1300, 34),
                r("push-button", "Bookmark this tab", "", 1510, 72, 34, 34), r("push-button", "You", "", 1820, 72, 34, 34),
                r("push-button", "Chrome", "", 1860, 72, 34, 34)]
        for i, b in enumerate(["Gmail", "Jira", "Confluence", "AWS Console", "Grafana", "PagerDuty"]):
            rows.append(r("push-button", b, "", 80 + i * 120, 110, 116, 28))
        rows += [r("heading", "", "Settings", 100, 160, 200, 30), r("entry", "Search settings", "", 700, 156, 520, 40)]
        for i, n in enumerate(nav):
            rows.append(r("link", n, "", 80, 220 + i * 44, 300, 44))
        rows.append(r("heading", "", page, 480, 220, 800, 30))
        return rows + body + (extra or [])

    def startup(sel: str) -> list[Row]:
        return [r("radio-button", o, "checked" if o == sel else "", 500, 270 + i * 52, 800, 48)
                for i, o in enumerate(["Open the New Tab page", "Continue where you left off", "Open a specific page or set of pages"])]

    def search(engine: str) -> list[Row]:
        return [r("label", "", "Search engine used in the address bar. Learn more", 500, 276, 700, 22), r("combo-box", "Search engine used in the address bar", engine, 1220, 268, 200, 36),
                r("link", "Manage search engines and site search", "", 500, 330, 900, 48)]

    def appearance(home: bool, zoom: str) -> list[Row]:
        rows = [r("link", "Theme", "Classic", 500, 268, 900, 48), r("label", "", "Mode", 500, 332, 300, 22), r("combo-box", "Mode", "Device", 1220, 324, 200, 36),
                r("toggle-button", "Show home button", "on" if home else "off", 1380, 384, 40, 22), r("label", "", "Show home button", 500, 384, 300, 22)]
        y = 420
        if home:
            rows += [r("radio-button", "New Tab page", "checked", 520, 424, 400, 30), r("radio-button", "Enter custom web address", "", 520, 458, 400, 30)]
            y = 500
        rows += [r("label", "", "Show bookmarks bar", 500, y, 300, 22), r("toggle-button", "Show bookmarks bar", "on", 1380, y, 40, 22),
                 r("label", "", "Show tab preview images", 500, y + 44, 300, 22), r("toggle-button", "Show tab preview images", "on", 1380, y + 44, 40, 22),
                 r("label", "", "Side panel", 500, y + 88, 300, 22), r("radio-button", "Show on right", "checked", 1100, y + 84, 160, 30),
                 r("radio-button", "Show on left", "", 1270, y + 84, 150, 30), r("label", "", "Font size", 500, y + 132, 300, 22),
                 r("combo-box", "Font size", "Medium (Recommended)", 1220, y + 124, 200, 36), r("link", "Customize fonts", "", 500, y + 170, 900, 44),
                 r("label", "", "Page zoom", 500, y + 226, 300, 22), r("combo-box", "Page zoom", zoom, 1220, y + 218, 200, 36)]
        return rows

    def downloads(ask: bool) -> list[Row]:
        return [r("label", "", "Location", 500, 276, 200, 22), r("label", "", "/home/sam/Downloads", 500, 300, 400, 20),
                r("push-button", "Change", "", 1330, 276, 90, 34), r("label", "", "Ask where to save each file before downloading", 500, 340, 600, 22),
                r("toggle-button", "Ask where to save each file before downloading", "on" if ask else "off", 1380, 340, 40, 22),
                r("label", "", "Show downloads when they're done", 500, 384, 600, 22), r("toggle-button", "Show downloads when they're done", "on", 1380, 384, 40, 22)]
    c = "Oct 21  10:02"
    jira = [r("frame", "Sprint 42 board - Jira - Google Chrome", "", 70, 27, 1850, 1053), r("page-tab", "Sprint 42 board - Jira", "", 80, 32, 240, 34),
            r("push-button", "New Tab", "", 324, 32, 32, 32), r("push-button", "Back", "", 80, 72, 34, 34), r("push-button", "Forward", "", 116, 72, 34, 34),
            r("push-button", "Reload", "", 152, 72, 34, 34),
            r("entry", "Address and search bar", "acme.atlassian.net/jira/software/projects/PLAT/boards/42", 240, 72, 1300, 34),
            r("push-button", "Bookmark this tab", "", 1510, 72, 34, 34), r("push-button", "You", "", 1820, 72, 34, 34), r("push-button", "Chrome", "", 1860, 72, 34, 34)]
    for i, b in enumerate(["Gmail", "Jira", "Confluence", "AWS Console", "Grafana", "PagerDuty"]):
        jira.append(r("push-button", b, "", 80 + i * 120, 110, 116, 28))
    jira += [r("heading", "", "PLAT Sprint 42", 320, 190, 400, 32), r("label", "", "12 days remaining", 1500, 196, 200, 22)]
    for i, col in enumerate(["TO DO 6", "IN PROGRESS 4", "IN REVIEW 3", "DONE 11"]):
        jira.append(r("heading", "", col, 320 + i * 390, 260, 370, 28))
    for i, (col, key, summ) in enumerate([(0, "PLAT-1187", "Rotate staging database credentials"), (0, "PLAT-1192", "Alert on NAT gateway port exhaustion"),
                                          (1, "PLAT-1175", "Migrate CI runners to arm64"), (2, "PLAT-1169", "Terraform module for Redis clusters"),
                                          (3, "PLAT-1160", "Upgrade EKS to 1.30")]):
        jira.append(r("link", f"{key} {summ}", "", 320 + col * 390, 300 + (i % 2) * 90, 370, 80))
    state = desk(jira, c, running=run)
    t: Turns = []
    t.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.write('chrome://settings/onStartup\\n')"), desk(win("On startup", startup("Open the New Tab page")), c, running=run)))
    t.append((code("pyautogui.click(520, 346)"), desk(win("On startup", startup("Continue where you left off")), c, running=run)))
    t.append((code("pyautogui.click(230, 462)"), desk(win("Search engine", search("Google")), "Oct 21  10:03", running=run)))
    t.append((code("pyautogui.click(1320, 286)\npyautogui.click(1320, 436)"), desk(win("Search engine", search("DuckDuckGo")), "Oct 21  10:03", running=run)))
    t.append((code("pyautogui.click(230, 418)"), desk(win("Appearance", appearance(False, "100%")), "Oct 21  10:04", running=run)))
    t.append((code("pyautogui.click(1320, 664)\npyautogui.click(1320, 742)"), desk(win("Appearance", appearance(False, "110%")), "Oct 21  10:04", running=run)))
    t.append((code("pyautogui.click(230, 638)"), desk(win("Downloads", downloads(False)), "Oct 21  10:05", running=run)))
    t.append((code("pyautogui.click(1400, 351)"), desk(win("Downloads", downloads(True)), "Oct 21  10:05", running=run)))
    t.append((code("pyautogui.click(230, 550)"), desk(win("On startup", startup("Continue where you left off")), "Oct 21  10:06", running=run)))
    t.append((code("pyautogui.click(230, 418)"), desk(win("Appearance", appearance(True, "110%")), "Oct 21  10:06", running=run)))
    t.append((code("pyautogui.click(230, 462)"), desk(win("Search engine", search("DuckDuckGo")), "Oct 21  10:07", running=run)))
    t.append((code("pyautogui.click(230, 638)"), desk(win("Downloads", downloads(True)), "Oct 21  10:07", running=run)))
    rs.add(task="os", tid="h44-os-20", system=sys(task), turns=t, state=state, bad=True, turn=10,
           kind="'Show home button' is on when the Appearance page is reopened although nothing turned it on")


# gedit, clean
def t21(rs: RowSet) -> None:
    task = "In gedit turn on line numbers, use 4-space indentation, add an action item 'Mei: update the on-call rota for July' to notes.txt, and save it as ~/Documents/meeting-notes-2024-06-03.md."
    run = ("Text Editor",)
    lines = ["Weekly sync — 3 June", "", "Attendees: Mei, Jorge, Alina, Tobias", "", "Updates",
             "- Jorge: staging deploy pipeline fixed, flaky test quarantined", "- Alina: onboarding doc draft ready for review",
             "- Tobias: on call last week, two pages, both disk alerts", "", "Decisions", "- Move the release to Thursday",
             "- Keep the old API endpoint until August", "", "Action items", "- [ ] Mei: send release notes draft",
             "- [ ] Jorge: add retry to artifact upload", "- [ ] Alina: book room for the design review",
             "- [ ] Tobias: write up disk alert postmortem"]
    new_item = "- [ ] Mei: update the on-call rota for July"
    lines2 = lines + [new_item]

    def win(name: str, dirty: bool, body: list[str], lang: str, tab: str, pos: str, extra: list[Row] | None = None) -> list[Row]:
        rows = [r("frame", ("*" if dirty else "") + name + " (~/Documents) - gedit", "", 300, 100, 1320, 860),
                r("push-button", "Open", "", 312, 108, 80, 34), r("push-button", "New Document", "", 396, 108, 34, 34),
                r("label", "", ("*" if dirty else "") + name, 900, 110, 300, 20), r("label", "", "~/Documents", 900, 130, 300, 16),
                r("push-button", "Save", "", 1450, 108, 70, 34), r("toggle-button", "Main Menu", "", 1526, 108, 34, 34),
                r("push-button", "Close", "", 1576, 108, 34, 34), r("page-tab", name, "", 302, 150, 1316, 30),
                r("text", "", "\n".join(body), 302, 182, 1316, 730)]
        for i, s in enumerate([lang, f"Tab Width: {tab}", pos, "INS"]):
            rows.append(r("push-button" if i < 2 else "label", "", s, 1000 + i * 150, 920, 140, 28))
        return rows + (extra or [])

    def prefs(tab: str, linenos: bool, width: str, spaces: bool) -> list[Row]:
        rows = [r("dialog", "Preferences", "", 700, 220, 520, 600), r("push-button", "Close", "", 1180, 226, 32, 28)]
        for i, tb in enumerate(["View", "Editor", "Font & Colors", "Plugins"]):
            rows.append(r("page-tab", tb, "", 716 + i * 120, 262, 118, 30))
        if tab == "View":
            opts = [("Display line numbers", linenos), ("Display right margin at column", False), ("Display statusbar", True),
                    ("Display overview map", False), ("Display grid pattern", False), ("Enable text wrapping", True),
                    ("Do not split words over two lines", True), ("Highlight current line", False), ("Highlight matching brackets", False)]
            for i, (o, on) in enumerate(opts):
                rows.append(r("check-box", o, "checked" if on else "", 730, 310 + i * 34, 420, 26))
            rows.append(r("spin-button", "Right margin column", "80", 1080, 344, 80, 26))
        else:
            rows += [r("label", "", "Tabs", 730, 310, 200, 22), r("label", "", "Tab width:", 750, 344, 120, 22), r("spin-button", "Tab width:", width, 880, 340, 80, 30),
                     r("check-box", "Insert spaces instead of tabs", "checked" if spaces else "", 750, 382, 380, 26),
                     r("check-box", "Enable automatic indentation", "", 750, 414, 380, 26), r("label", "", "File Saving", 730, 462, 200, 22),
                     r("check-box", "Create a backup copy of files before saving", "", 750, 494, 380, 26),
                     r("check-box", "Autosave files every", "", 750, 526, 220, 26), r("spin-button", "minutes", "10", 980, 524, 70, 30)]
        return rows
    state = desk(win("notes.txt", False, lines, "Plain Text", "8", "Ln 1, Col 1"), "Jun 3  09:40", running=run)
    t: Turns = []
    t.append((code("pyautogui.click(1543, 125)\npyautogui.click(1460, 330)"),
              desk(win("notes.txt", False, lines, "Plain Text", "8", "Ln 1, Col 1", prefs("View", False, "8", False)), "Jun 3  09:40", running=run)))
    t.append((code("pyautogui.click(740, 323)"), desk(win("notes.txt", False, lines, "Plain Text", "8", "Ln 1, Col 1", prefs("View", True, "8", False)), "Jun 3  09:41", running=run)))
    t.append((code("pyautogui.click(895, 277)"), desk(win("notes.txt", False, lines, "Plain Text", "8", "Ln 1, Col 1", prefs("Editor", True, "8", False)), "Jun 3  09:41", running=run)))
    t.append((code("pyautogui.tripleClick(920, 355)\npyautogui.write('4')\npyautogui.press('tab')\npyautogui.click(760, 395)\npyautogui.click(1196, 240)"),
              desk(win("notes.txt", False, lines, "Plain Text", "4", "Ln 1, Col 1"), "Jun 3  09:42", running=run)))
    t.append((code(f"pyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\npyautogui.write('{new_item}')"),
              desk(win("notes.txt", True, lines2, "Plain Text", "4", f"Ln {len(lines2)}, Col {len(new_item) + 1}"), "Jun 3  09:43", running=run)))
    nbytes = len(("\n".join(lines) + "\n").encode("utf-8"))
    docs = [("meeting-notes-2024-05-27.md", "2.1 kB", "May 27"), ("notes.txt", f"{nbytes} bytes", "09:12"), ("reading-list.md", "1.4 kB", "May 30"),
            ("todo.txt", "512 bytes", "Jun 1")]

    def chooser(title: str, name: str | None, files: list[tuple[str, str, str]]) -> list[Row]:
        rows = [r("dialog", title, "", 480, 180, 960, 680), r("push-button", "Cancel", "", 492, 188, 80, 34),
                r("push-button", "Save" if name is not None else "Open", "", 1346, 188, 80, 34)]
        if name is not None:
            rows += [r("label", "", "Name:", 700, 236, 60, 22), r("text", "Name:", name, 770, 232, 420, 30)]
        for i, s in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "+ Other Locations"]):
            rows.append(r("list-item", s, "", 492, 290 + i * 34, 200, 34))
        rows += [r("push-button", "Documents", "", 720, 280, 120, 30), r("table-column-header", "Name", "", 720, 320, 420, 26),
                 r("table-column-header", "Size", "", 1140, 320, 110, 26), r("table-column-header", "Modified", "", 1250, 320, 170, 26)]
        for i, (n, sz, m) in enumerate(files):
            rows += [r("table-cell", n, "", 720, 346 + i * 28, 420, 28), r("table-cell", "", sz, 1140, 346 + i * 28, 110, 28),
                     r("table-cell", "", m, 1250, 346 + i * 28, 170, 28)]
        rows += [r("combo-box", "Character Encoding:", "Current Locale (UTF-8)", 720, 790, 300, 30), r("combo-box", "Line Ending:", "Unix/Linux", 1100, 790, 200, 30)] if name is not None else []
        return rows
    t.append((code("pyautogui.hotkey('ctrl', 'shift', 's')"),
              desk(win("notes.txt", True, lines2, "Plain Text", "4", f"Ln {len(lines2)}, Col {len(new_item) + 1}", chooser("Save As…", "notes.txt", docs)), "Jun 3  09:43", running=run)))
    md = "meeting-notes-2024-06-03.md"
    t.append((code(f"pyautogui.hotkey('ctrl', 'a')\npyautogui.write('{md}')\npyautogui.press('enter')"),
              desk(win(md, False, lines2, "Markdown", "4", f"Ln {len(lines2)}, Col {len(new_item) + 1}"), "Jun 3  09:44", running=run)))
    docs2 = docs[:1] + [(md, f"{nbytes + len(new_item) + 1} bytes", "09:44")] + docs[1:]
    t.append((code("pyautogui.hotkey('ctrl', 'o')"),
              desk(win(md, False, lines2, "Markdown", "4", f"Ln {len(lines2)}, Col {len(new_item) + 1}", chooser("Open Files", None, docs2)), "Jun 3  09:44", running=run)))
    rs.add(task="os", tid="h44-os-21", system=sys(task), turns=t, state=state)


# VS Code, bad
def t22(rs: RowSet) -> None:
    task = "Use VS Code's Process Explorer to see what is using CPU, then disable the GitLens extension, restart the extension host and check the processes again."
    run = ("Visual Studio Code",)
    exts = [("Python", "ms-python", "v2024.2.1"), ("Pylance", "ms-python", "v2024.2.3"), ("Jupyter", "ms-toolsai", "v2024.1.1"),
            ("GitLens — Git supercharged", "gitkraken", "v14.8.2"), ("Ruff", "charliermarsh", "v2024.12.0"), ("Docker", "ms-azuretools", "v1.29.0"),
            ("YAML", "redhat", "v1.14.0"), ("Code Spell Checker", "streetsidesoftware", "v3.0.1"), ("EditorConfig for VS Code", "editorconfig", "v0.16.4")]

    def code_win(side: str, gitlens: str = "", palette: list[Row] | None = None, restart: bool = False) -> list[Row]:
        rows = [r("frame", "run.py - analytics-pipeline - Visual Studio Code", "", 70, 27, 1850, 1053)]
        rows += menu_rows(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], 80, 32)
        for i, a in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G)", "Run and Debug (Ctrl+Shift+D)",
                               "Extensions (Ctrl+Shift+X)", "Testing", "Docker"]):
            rows.append(r("page-tab", a, "", 72, 70 + i * 48, 48, 48))
        if side == "explorer":
            rows.append(r("heading", "", "EXPLORER", 124, 72, 300, 22))
            for i, f in enumerate(["ANALYTICS-PIPELINE", ".venv", "pipeline", "__init__.py", "run.py", "transforms.py", "tests", "pyproject.toml", "README.md"]):
                rows.append(r("tree-item", f, "", 124 + (16 if 0 < i < 8 else 0) + (16 if 2 < i < 6 else 0), 100 + i * 24, 290, 24))
        else:
            rows += [r("heading", "", "EXTENSIONS: MARKETPLACE", 124, 72, 300, 22), r("entry", "Search Extensions in Marketplace", "", 124, 100, 300, 28),
                     r("tree-item", "INSTALLED", "", 124, 136, 300, 24)]
            for i, (n, pub, ver) in enumerate(exts):
                y = 164 + i * 72
                rows += [r("list-item", n, "", 124, y, 300, 70), r("label", "", f"{pub} · {ver}", 190, y + 40, 230, 20)]
                if n.startswith("GitLens") and gitlens:
                    rows += [r("label", "", gitlens, 330, y + 4, 90, 20)]
                    if restart:
                        rows.append(r("push-button", "Restart Extensions", "", 190, y + 66, 200, 26))
        rows += [r("page-tab", "run.py", "", 430, 70, 140, 34), r("page-tab", "transforms.py", "", 572, 70, 170, 34),
                 r("text", "Editor content", "def main(argv: list[str] | None = None) -> int:\n    args = parse_args(argv)\n    cfg = load_config(args.profile)\n    frames = read_partitions(cfg.source, cfg.days)\n    for frame in frames:\n        enriched = transforms.enrich(frame, cfg)\n        write_parquet(enriched, cfg.sink)\n    return 0", 430, 106, 1480, 600),
                 r("page-tab", "TERMINAL", "", 430, 720, 100, 28), r("page-tab", "PROBLEMS", "", 532, 720, 100, 28), r("page-tab", "OUTPUT", "", 634, 720, 90, 28),
                 r("terminal", "Terminal 1, bash", "(.venv) arun@ws-07:~/src/analytics-pipeline$ python -m pipeline.run --profile nightly\n[16:44:02] reading 30 partitions from s3://acme-events/raw\n[16:46:51] partition 2024-02-09: 4,812,330 rows", 430, 752, 1480, 260)]
        for i, s in enumerate(["main", "0 ⚠ 0", "Python 3.11.7 ('.venv': venv)", "Ln 6, Col 9", "Spaces: 4", "UTF-8", "LF", "Python"]):
            rows.append(r("push-button", s, "", 80 + i * 230, 1056, 220, 22))
        return rows + (palette or [])

    def explorer(procs: list[tuple[str, str, str, str]]) -> list[Row]:
        rows = [r("frame", "Process Explorer", "", 900, 200, 960, 560), r("table-column-header", "CPU (%)", "", 910, 240, 90, 26),
                r("table-column-header", "Memory (MB)", "", 1000, 240, 120, 26), r("table-column-header", "PID", "", 1120, 240, 90, 26),
                r("table-column-header", "Name", "", 1210, 240, 640, 26)]
        for i, (cpu, mem, pid, name) in enumerate(procs):
            y = 266 + i * 26
            rows += [r("table-cell", "", cpu, 910, y, 90, 26), r("table-cell", "", mem, 1000, y, 120, 26), r("table-cell", "", pid, 1120, y, 90, 26),
                     r("table-cell", name.strip(), "", 1210 + 16 * (len(name) - len(name.lstrip())), y, 640, 26)]
        return rows

    def procs(c: list[str], m: list[str], ext: str = "42113", pyl: str = "42310", js: str = "42288", pty: str = "41988") -> list[tuple[str, str, str, str]]:
        names = [("41822", "code main"), ("41861", " gpu-process"), ("41863", " utility-network-service"), ("41874", " shared-process"),
                 ("41902", " window [1] (run.py - analytics-pipeline - Visual Studio Code)"), (ext, "  extensionHost [1]"),
                 (pyl, "   electron-nodejs (server.bundle.js)"), (js, "   electron-nodejs (jsonServerMain)"), ("42130", "  fileWatcher [1]"),
                 (pty, "  ptyHost"), ("42501", "   /bin/bash --init-file /usr/share/code/resources/app/out/vs/workbench/contrib/terminal/browser/media/shellIntegration-bash.sh"),
                 ("43377", "    python -m pipeline.run --profile nightly")]
        return [(c[i], m[i], pid, n) for i, (pid, n) in enumerate(names)]
    c0 = ["0", "1", "0", "0", "3", "9", "2", "0", "0", "0", "0", "97"]
    m0 = ["148", "212", "38", "96", "412", "688", "1012", "44", "58", "62", "6", "244"]
    pal = [r("dialog", "Command Palette", "", 660, 40, 600, 200), r("entry", "Command Palette", ">Open Process Explorer", 670, 48, 580, 30),
           r("list-item", "Developer: Open Process Explorer", "", 670, 84, 580, 26), r("list-item", "Developer: Open Process Explorer (Shared Process)", "", 670, 110, 580, 26),
           r("list-item", "Developer: Show Running Extensions", "", 670, 136, 580, 26)]
    state = desk(code_win("explorer"), "Feb 27  16:48", running=run)
    t: Turns = []
    t.append((code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Open Process Explorer')"), desk(code_win("explorer", palette=pal), "Feb 27  16:48", running=run)))
    t.append((code("pyautogui.press('enter')"), desk(code_win("explorer") + explorer(procs(c0, m0)), "Feb 27  16:48", running=run)))
    c1 = ["0", "1", "0", "0", "2", "11", "1", "0", "0", "0", "0", "98"]
    m1 = ["149", "214", "38", "96", "418", "702", "1019", "44", "58", "62", "6", "251"]
    t.append((code("pyautogui.click(600, 600)\npyautogui.hotkey('ctrl', 'shift', 'x')"), desk(code_win("extensions") + explorer(procs(c1, m1)), "Feb 27  16:49", running=run)))
    c2 = ["0", "0", "0", "0", "2", "4", "1", "0", "0", "0", "0", "96"]
    m2 = ["149", "213", "38", "97", "421", "694", "1019", "44", "58", "62", "6", "259"]
    t.append((code("pyautogui.rightClick(270, 400)\npyautogui.click(350, 470)"),
              desk(code_win("extensions", "Disabled (Workspace)", restart=True) + explorer(procs(c2, m2)), "Feb 27  16:49", running=run)))
    c3 = ["0", "1", "0", "0", "1", "3", "0", "0", "0", "0", "0", "97"]
    m3 = ["149", "213", "38", "97", "421", "691", "1020", "44", "58", "62", "6", "266"]
    t.append((code("pyautogui.click(1380, 215)"), desk(code_win("extensions", "Disabled (Workspace)", restart=True) + explorer(procs(c3, m3, pty="41998")), "Feb 27  16:50", running=run)))
    c4 = ["0", "1", "0", "0", "4", "31", "18", "0", "0", "0", "0", "97"]
    m4 = ["150", "214", "38", "97", "424", "412", "388", "41", "58", "62", "6", "272"]
    t.append((code("pyautogui.click(290, 465)"),
              desk(code_win("extensions", "Disabled (Workspace)") + explorer(procs(c4, m4, "43920", "43958", "43971", "41998")), "Feb 27  16:50", running=run)))
    c5 = ["0", "1", "0", "0", "2", "5", "1", "0", "0", "0", "0", "98"]
    m5 = ["150", "214", "38", "97", "424", "455", "604", "41", "58", "62", "6", "280"]
    t.append((code("pyautogui.click(1380, 215)"), desk(code_win("extensions", "Disabled (Workspace)") + explorer(procs(c5, m5, "43920", "43958", "43971", "41998")), "Feb 27  16:51", running=run)))
    rs.add(task="os", tid="h44-os-22", system=sys(task), turns=t, state=state, bad=True, turn=5,
           kind="PID of the terminal host process changes although nothing restarted it")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
