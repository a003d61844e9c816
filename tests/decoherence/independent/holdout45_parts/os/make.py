# ruff: noqa: E501
"""Held-out set holdout45, domain os: 22 Ubuntu 22.04 GNOME desktop trajectories in the AgentWorldBench row format.

Each turn is a Python code block (pyautogui calls, app helpers, subprocess) and the observation is the desktop
accessibility table that follows it. Eleven trajectories carry exactly one observation that contradicts an earlier
turn; the other eleven are clean but full of legitimate change. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout45_parts.os.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

SYS = (
    "You are a Desktop World Model — a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop. "
    "You are given the previous interactions of the trajectory, the task instruction, the current desktop accessibility "
    "tree and the Python code block that was executed (pyautogui calls, app helper classes such as CalcTools or "
    "WriterTools, subprocess and file operations). Predict the exact next desktop accessibility-tree state.\n\n"
    "State modeling rules:\n- Preserve the original state format exactly (tag, name, text, class, description, "
    "position, size).\n- Keep node ordering, labels and coordinates consistent unless the action changes them.\n- If the "
    "action has no visible desktop effect, return the unchanged state.\n- Track open windows, files, selections and "
    "application state across turns.\n\nTreat the code block as the ground-truth action. First think step by step, then "
    "give the full next state inside <predicted_observation></predicted_observation>, with no extra commentary inside "
    "the tags."
)


def system(task: str) -> str:
    return SYS + "\n\nTask Instruction: " + task


def R(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0) -> Row:
    return (tag, name, text, (x, y), (w, h))


def L(text: str, x: int, y: int, w: int, h: int = 24) -> Row:
    return R("label", text, text, x, y, w, h)


def topbar(app: str) -> list[Row]:
    return [R("push-button", "Activities", "", 0, 0, 100, 27), R("menu", app, "", 108, 0, 9 * len(app) + 36, 27),
            R("menu", "System", "", 1780, 0, 140, 27)]


def dock(apps: list[str]) -> list[Row]:
    rows = [R("push-button", a, "", 0, 33 + 68 * i, 70, 64) for i, a in enumerate(apps)]
    rows.append(R("push-button", "Show Applications", "", 0, 1009, 70, 64))
    return rows


def screen(app: str, clock: str, rows: list[Row], apps: list[str]) -> str:
    return a11y(topbar(app) + rows + dock(apps), clock=clock)


def grid(x: int, y: int, cols: list[tuple[str, int]], data: list[list[str]], rh: int = 28, head: bool = True,
         tag: str = "table-cell") -> list[Row]:
    out: list[Row] = []
    if head:
        cx = x
        for name, w in cols:
            out.append(R("table-column-header", name, "", cx, y, w, rh))
            cx += w
        y += rh
    for i, vals in enumerate(data):
        cx = x
        for (_, w), v in zip(cols, vals):
            out.append(R(tag, v, v, cx, y + i * rh, w, rh))
            cx += w
    return out


def menu(items: list[str], x: int, y: int, w: int = 240, ih: int = 30) -> list[Row]:
    return [R("menu-item", it, "", x, y + i * ih, w, ih) for i, it in enumerate(items)]


def sw(on: bool) -> str:
    return "on" if on else "off"


def ck(on: bool) -> str:
    return "checked" if on else "unchecked"


# GNOME Files — clean
def t01(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]
    side = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]
    cols = [("Name", 560), ("Size", 140), ("Modified", 160)]

    def files(title: str, crumbs: list[str], body: list[Row], clock: str, extra: tuple[str, ...] = (),
              status: str = "", mount: str = "", popup: list[Row] | None = None) -> str:
        rows = [R("frame", title, "", 300, 120, 1320, 840), R("push-button", "Back", "", 312, 128, 34, 34),
                R("push-button", "Forward", "", 350, 128, 34, 34)]
        cx = 396
        for c in crumbs:
            w = 10 * len(c) + 28
            rows.append(R("toggle-button", c, "", cx, 128, w, 34))
            cx += w + 4
        rows += [R("push-button", "Search", "", 1452, 128, 34, 34), R("toggle-button", "View options", "", 1490, 128, 52, 34),
                 R("toggle-button", "Main menu", "", 1546, 128, 34, 34)]
        y = 176
        for s in side + list(extra):
            rows.append(R("list-item", s, s, 306, y, 208, 32))
            if s == mount:
                rows.append(R("push-button", "Unmount", "", 480, y + 2, 28, 28))
            y += 34
        rows.append(R("list-item", "Other Locations", "Other Locations", 306, y + 8, 208, 32))
        rows += body
        if status:
            rows.append(L(status, 1150, 924, 450, 28))
        rows += popup or []
        return screen("Files", clock, rows, apps)

    def listing(data: list[list[str]]) -> list[Row]:
        return grid(528, 176, cols, data, rh=32)

    home = [["Desktop", "3 items", "09:02"], ["Documents", "14 items", "Mar 8"], ["Downloads", "27 items", "08:47"],
            ["Music", "212 items", "Feb 2"], ["Pictures", "58 items", "Mar 4"], ["Projects", "4 items", "Yesterday"],
            ["Public", "0 items", "Jan 3"], ["snap", "6 items", "Feb 26"], ["Templates", "2 items", "Jan 3"],
            ["Videos", "9 items", "Feb 18"]]
    projects = [["archive-2023.tar.gz", "48.2 MB", "Jan 30"], ["infra-notes", "9 items", "Yesterday"],
                ["q1-report", "6 items", "Mar 8"], ["website-redesign", "23 items", "Feb 27"]]
    q1 = [["cover.png", "612.4 kB", "Mar 5"], ["draft_v3.odt", "84.1 kB", "Mar 8"], ["figures", "12 items", "Mar 7"],
          ["notes.md", "4.2 kB", "Mar 6"], ["old", "3 items", "Feb 29"], ["revenue.ods", "31.7 kB", "Mar 7"]]
    share = [["incoming", "4 items", "08:55"], ["README.txt", "1.9 kB", "Feb 12"], ["releases", "31 items", "Mar 8"],
             ["team-calendar.ics", "18.3 kB", "07:30"]]
    url = "sftp://files.lab.internal/srv/share"
    mnt = "share on files.lab.internal"

    def other(free: str, entry: str, mounted: bool) -> list[Row]:
        rows = [L("On This Computer", 540, 186, 300), R("list-item", "Computer", "Computer", 540, 216, 1060, 48),
                L(free, 1160, 228, 260), L("/", 1560, 228, 20), L("Networks", 540, 290, 300)]
        y = 320
        if mounted:
            rows += [R("list-item", mnt, mnt, 540, y, 1060, 48), L(url, 1160, y + 12, 330),
                     R("push-button", "Unmount", "", 1556, y + 10, 28, 28)]
            y += 52
        rows += [R("list-item", "Windows Network", "Windows Network", 540, y, 1060, 48),
                 L("Connect to Server", 540, 904, 200), R("entry", "Enter server address…", entry, 760, 898, 560, 36),
                 R("toggle-button", "Recent Servers", "", 1322, 898, 36, 36), R("push-button", "Connect", "", 1372, 898, 96, 36)]
        return rows

    turns = [
        (code("pyautogui.doubleClick(640, 380)  # Projects"),
         files("Projects", ["Home", "Projects"], listing(projects), "Mar 11  09:12")),
        (code("pyautogui.doubleClick(640, 284)  # q1-report"),
         files("q1-report", ["Home", "Projects", "q1-report"], listing(q1), "Mar 11  09:12")),
        (code("pyautogui.hotkey('ctrl', 'd')  # bookmark the current location"),
         files("q1-report", ["Home", "Projects", "q1-report"], listing(q1), "Mar 11  09:13", extra=("q1-report",))),
        (code("pyautogui.rightClick(400, 532)  # the new bookmark in the sidebar"),
         files("q1-report", ["Home", "Projects", "q1-report"], listing(q1), "Mar 11  09:13", extra=("q1-report",),
               popup=menu(["Open", "Open in New Tab", "Open in New Window", "Rename…", "Remove from Bookmarks"], 410, 540, 220))),
        (code("pyautogui.click(470, 630)  # Rename…\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Q1 Report')\npyautogui.press('enter')"),
         files("q1-report", ["Home", "Projects", "q1-report"], listing(q1), "Mar 11  09:13", extra=("Q1 Report",))),
        (code("pyautogui.click(400, 574)  # Other Locations"),
         files("Other Locations", ["Other Locations"], other("41.3 GB / 98.3 GB available", "", False), "Mar 11  09:14",
               extra=("Q1 Report",))),
        (code(f"pyautogui.click(1000, 916)\npyautogui.write('{url}')\npyautogui.press('enter')"),
         files("share", ["files.lab.internal", "srv", "share"], listing(share), "Mar 11  09:15",
               extra=("Q1 Report", mnt), mount=mnt)),
        (code("pyautogui.click(400, 608)  # Other Locations"),
         files("Other Locations", ["Other Locations"], other("41.2 GB / 98.3 GB available", "", True), "Mar 11  09:15",
               extra=("Q1 Report", mnt), mount=mnt)),
    ]
    state = files("Home", ["Home"], listing(home), "Mar 11  09:12")
    rs.add(task="os", tid="h45-os-01", system=system(
        "Bookmark ~/Projects/q1-report in Files, rename the bookmark to 'Q1 Report', then connect to "
        "sftp://files.lab.internal/srv/share so it shows up under Other Locations."), turns=turns, state=state)


# LibreOffice Calc — bad
def t02(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "LibreOffice Calc", "LibreOffice Writer", "Text Editor", "Help"]
    menus = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
    tools = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
             "Undo", "Redo", "Find and Replace", "Spelling", "Row", "Column", "Sort", "Sort Ascending",
             "Sort Descending", "AutoFilter", "Insert Image", "Insert Chart", "Insert or Edit Pivot Table",
             "Special Character", "Hyperlink", "Comment", "Headers and Footers", "Define Print Area",
             "Freeze Rows and Columns", "Split Window", "Show Draw Functions"]
    data = [["SKU", "Description", "Location", "On Hand", "Reorder Qty", "Supplier"],
            ["SKU-10021", "Hex bolt M8x40 (box 100)", "A-01-3", "42", "150", "Fastenal"],
            ["SKU-10022", "Hex nut M8 (box 200)", "A-01-4", "118", "200", "Fastenal"],
            ["SKU-10035", "Washer 8.4mm zinc (box 500)", "A-02-1", "7", "100", "Würth"],
            ["SKU-10040", "Cable tie 300mm black (100)", "B-03-2", "64", "80", "RS Components"],
            ["SKU-10057", "Heat shrink kit 560pc", "B-03-5", "12", "25", "RS Components"],
            ["SKU-10063", "DIN rail 35mm 1m", "C-01-1", "30", "40", "Phoenix Contact"],
            ["SKU-10071", "Terminal block 2.5mm² grey", "C-01-2", "410", "500", "Phoenix Contact"],
            ["SKU-10072", "End bracket E/UK", "C-01-2", "95", "120", "Phoenix Contact"],
            ["SKU-10088", "Ferrule 1.5mm² red (500)", "C-02-4", "3", "60", "Weidmüller"],
            ["SKU-10090", "Wire 1.5mm² blue 100m", "D-04-1", "6", "10", "Lapp"],
            ["SKU-10104", "Label tape 12mm", "D-05-3", "21", "30", "Brady"],
            ["SKU-10117", "Grommet 20mm (bag 50)", "D-05-4", "44", "60", "Würth"],
            ["SKU-10120", "Cable gland M20 IP68", "D-06-1", "18", "40", "Lapp"]]
    widths = [110, 250, 100, 90, 110, 160, 90, 90]
    letters = "ABCDEFGH"

    def calc(clock: str, namebox: str, inputline: str, sel: str, stat: str, modified: bool, dlg: list[Row] | None = None) -> str:
        rows = [R("frame", "inventory.ods - LibreOffice Calc", "", 70, 27, 1850, 1053)]
        rows += [R("menu", m, "", 78 + i * 62, 34, 58, 24) for i, m in enumerate(menus)]
        rows += [R("push-button", t, "", 78 + i * 30, 62, 28, 28) for i, t in enumerate(tools)]
        rows += [R("combo-box", "Name Box", namebox, 78, 100, 150, 26), R("push-button", "Function Wizard", "", 234, 100, 26, 26),
                 R("push-button", "Select Function", "", 262, 100, 26, 26), R("push-button", "Formula", "", 290, 100, 26, 26),
                 R("text", "Input line", inputline, 322, 100, 1590, 26)]
        cx = 130
        for i, w in enumerate(widths):
            rows.append(R("table-column-header", letters[i], "", cx, 132, w, 22))
            cx += w
        for r, vals in enumerate(data, 1):
            y = 154 + (r - 1) * 22
            rows.append(R("table-row-header", str(r), "", 78, y, 52, 22))
            cx = 130
            for c, v in enumerate(vals):
                rows.append(R("table-cell", f"{letters[c]}{r}", v, cx, y, widths[c], 22))
                cx += widths[c]
        rows += [R("page-tab", s, "", 170 + i * 90, 1018, 86, 24) for i, s in enumerate(["Stock", "Suppliers", "Params"])]
        rows += [L("Sheet 1 of 3", 76, 1050, 110), L("Default", 250, 1050, 90), L("English (USA)", 420, 1050, 120),
                 L(sel, 600, 1050, 220), L(stat, 1180, 1050, 300),
                 L("The document has been modified. Click to save the document." if modified
                   else "The document has not been modified since the last save.", 1500, 1050, 24),
                 R("slider", "Zoom", "100%", 1700, 1050, 160, 20), L("100%", 1866, 1050, 50)]
        rows += dlg or []
        return screen("LibreOffice Calc", clock, rows, apps)

    def names(items: list[list[str]], cur: list[str]) -> list[Row]:
        rows = [R("dialog", "Manage Names", "", 560, 220, 800, 560)]
        rows += grid(580, 250, [("Name", 220), ("Range or Formula Expression", 340), ("Scope", 200)], items, rh=26)
        rows += [L("Name:", 580, 560, 80), R("entry", "Name:", cur[0], 680, 556, 300, 30),
                 L("Range or formula expression:", 580, 600, 220), R("entry", "Range or formula expression:", cur[1], 810, 596, 400, 30),
                 R("push-button", "Shrink", "", 1216, 596, 30, 30), L("Scope:", 580, 640, 80),
                 R("combo-box", "Scope:", cur[2], 680, 636, 300, 30), R("toggle-button", "Range Options", "", 580, 680, 150, 28),
                 R("push-button", "Add", "", 1150, 556, 90, 30), R("push-button", "Delete", "", 1250, 556, 90, 30),
                 R("push-button", "Help", "", 580, 736, 90, 32), R("push-button", "OK", "", 1150, 736, 90, 32),
                 R("push-button", "Cancel", "", 1250, 736, 90, 32)]
        return rows

    g = "Document (Global)"
    old_names = [["LeadTime", "$Params.$B$3", g], ["SafetyFactor", "$Params.$B$2", g],
                 ["SupplierList", "$Suppliers.$A$2:$A$18", g]]
    new_names = [old_names[0], ["ReorderQty", "$Stock.$E$2:$E$41", g], old_names[1], old_names[2]]

    def validity(tab: str, maximum: str) -> list[Row]:
        rows = [R("dialog", "Validity", "", 640, 260, 640, 520)]
        rows += [R("page-tab", t, "", 660 + i * 120, 290, 116, 30) for i, t in enumerate(["Criteria", "Input Help", "Error Alert"])]
        if tab == "Criteria":
            rows += [L("Allow:", 670, 344, 100), R("combo-box", "Allow:", "Whole Numbers", 800, 340, 300, 30),
                     R("check-box", "Allow empty cells", ck(True), 800, 380, 240, 24),
                     R("check-box", "Show selection list", ck(False), 800, 410, 240, 24),
                     R("check-box", "Sort entries ascending", ck(False), 800, 440, 240, 24),
                     L("Data:", 670, 484, 100), R("combo-box", "Data:", "between", 800, 480, 300, 30),
                     L("Minimum:", 670, 528, 100), R("entry", "Minimum:", "1", 800, 524, 300, 30),
                     L("Maximum:", 670, 572, 100), R("entry", "Maximum:", maximum, 800, 568, 300, 30)]
        else:
            rows += [R("check-box", "Show error message when invalid values are entered", ck(True), 670, 340, 420, 24),
                     L("Action:", 670, 384, 100), R("combo-box", "Action:", "Stop", 800, 380, 300, 30),
                     R("push-button", "Browse…", "", 1110, 380, 100, 30), L("Title:", 670, 428, 100),
                     R("entry", "Title:", "Invalid quantity", 800, 424, 420, 30), L("Error message:", 670, 470, 120),
                     R("text", "Error message:", "Reorder quantity must be a whole number.", 800, 468, 420, 120)]
        rows += [R("push-button", "Help", "", 660, 730, 90, 32), R("push-button", "Reset", "", 760, 730, 90, 32),
                 R("push-button", "OK", "", 1080, 730, 90, 32), R("push-button", "Cancel", "", 1180, 730, 90, 32)]
        return rows

    sel, stat = "Selected: 40 rows, 1 column", "Average: 118.35; Sum: 4,734"
    turns = [
        (code("pyautogui.click(150, 113)  # Name Box\npyautogui.write('E2:E41')\npyautogui.press('enter')"),
         calc("Mar 11  10:02", "E2:E41", "150", sel, stat, False)),
        (code("pyautogui.hotkey('ctrl', 'F3')  # Sheet > Named Ranges and Expressions > Manage"),
         calc("Mar 11  10:02", "E2:E41", "150", sel, stat, False, names(old_names, ["LeadTime", "$Params.$B$3", g]))),
        (code("pyautogui.tripleClick(830, 571)\npyautogui.write('ReorderQty')\npyautogui.tripleClick(1010, 611)\n"
              "pyautogui.write('$Stock.$E$2:$E$41')\npyautogui.click(1195, 571)  # Add"),
         calc("Mar 11  10:03", "E2:E41", "150", sel, stat, False, names(new_names, ["ReorderQty", "$Stock.$E$2:$E$41", g]))),
        (code("pyautogui.click(1195, 752)  # OK"),
         calc("Mar 11  10:03", "ReorderQty", "150", sel, stat, True)),
        (code("pyautogui.click(512, 46)  # Data\npyautogui.click(560, 402)  # Validity…"),
         calc("Mar 11  10:03", "ReorderQty", "150", sel, stat, True, validity("Criteria", "100"))),
        (code("pyautogui.tripleClick(950, 583)  # Maximum\npyautogui.write('500')\npyautogui.click(1125, 746)  # OK"),
         calc("Mar 11  10:04", "ReorderQty", "150", sel, stat, True)),
        (code("pyautogui.click(512, 46)  # Data\npyautogui.click(560, 402)  # Validity…"),
         calc("Mar 11  10:04", "ReorderQty", "150", sel, stat, True, validity("Criteria", "100"))),
        (code("pyautogui.click(1018, 305)  # Error Alert tab"),
         calc("Mar 11  10:05", "ReorderQty", "150", sel, stat, True, validity("Error Alert", ""))),
        (code("pyautogui.click(1125, 746)  # OK\npyautogui.hotkey('ctrl', 's')"),
         calc("Mar 11  10:05", "ReorderQty", "150", sel, stat, False)),
    ]
    state = calc("Mar 11  10:01", "A1", "SKU", "", "Average: ; Sum: 0", False)
    rs.add(task="os", tid="h45-os-02", system=system(
        "In inventory.ods, define a global named range 'ReorderQty' for Stock.E2:E41 and change its validity rule so "
        "whole numbers from 1 to 500 are accepted, then save."), turns=turns, state=state,
        bad=True, turn=7, kind="validity maximum set to 500 reads back as the old 100")


# GParted — bad
def t03(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "Terminal", "GParted", "Disks", "Help"]
    cols = [("Partition", 210), ("File System", 150), ("Mount Point", 170), ("Label", 130), ("Size", 140),
            ("Used", 140), ("Unused", 140), ("Flags", 200)]
    sda = [["/dev/sda1", "fat32", "/boot/efi", "", "512.00 MiB", "6.14 MiB", "505.86 MiB", "boot, esp"],
           ["/dev/sda2", "ext4", "/", "", "476.43 GiB", "112.37 GiB", "364.06 GiB", ""]]
    sdb1 = ["/dev/sdb1", "ext4", "/mnt/media", "media", "600.00 GiB", "421.88 GiB", "178.12 GiB", ""]
    free0 = ["unallocated", "unallocated", "", "", "331.51 GiB", "---", "---", ""]
    newp = ["New Partition #1", "ext4", "", "backup", "64.00 GiB", "---", "---", ""]
    sdb2 = ["/dev/sdb2", "ext4", "", "backup", "64.00 GiB", "4.25 GiB", "59.75 GiB", ""]
    free1 = ["unallocated", "unallocated", "", "", "267.51 GiB", "---", "---", ""]
    op = "Create Primary Partition #1 (ext4, 64.00 GiB) on /dev/sdb"

    def gp(clock: str, dev: str, table: list[list[str]], pending: int, ops: list[str], dlg: list[Row] | None = None) -> str:
        size = "476.94 GiB" if dev == "/dev/sda" else "931.51 GiB"
        rows = [R("frame", f"{dev} - GParted", "", 250, 110, 1420, 840)]
        rows += [R("menu", m, "", 258 + i * 90, 118, 84, 26) for i, m in enumerate(["GParted", "Edit", "View", "Device", "Partition", "Help"])]
        rows += [R("push-button", b, "", 262 + i * 46, 150, 42, 40) for i, b in enumerate(
            ["Create a new partition in the selected unallocated space", "Delete the selected partition",
             "Resize/Move the selected partition", "Copy the selected partition to the clipboard",
             "Paste the partition from the clipboard", "Undo Last Operation", "Apply All Operations"])]
        rows.append(R("combo-box", "Device", f"{dev} ({size})", 1390, 154, 270, 32))
        rows += grid(262, 290, cols, table, rh=28)
        if ops:
            rows += [R("table-cell", o, o, 262, 700 + 26 * i, 1380, 26) for i, o in enumerate(ops)]
        rows.append(L(f"{pending} operation{'s' if pending != 1 else ''} pending", 262, 920, 300))
        rows += dlg or []
        return screen("GParted", clock, rows, apps)

    def info(path: str, label: str, uuid: str, status: str, size: str, used: str, unused: str, first: int, total: int) -> list[Row]:
        pairs = [("File system:", "ext4"), ("Label:", label), ("UUID:", uuid), ("Status:", status), ("Size:", size),
                 ("Used:", used), ("Unused:", unused), ("Path:", path), ("Name:", ""), ("Flags:", ""), ("Type:", "Primary"),
                 ("First sector:", str(first)), ("Last sector:", str(first + total - 1)), ("Total sectors:", str(total))]
        rows = [R("dialog", f"Information about {path}", "", 620, 200, 680, 640), L("File System", 640, 230, 200)]
        for i, (k, v) in enumerate(pairs):
            y = 262 + i * 32 + (40 if i >= 7 else 0)
            if i == 7:
                rows.append(L("Partition", 640, y - 34, 200))
            rows += [L(k, 660, y, 150), L(v, 820, y, 440)]
        rows.append(R("push-button", "Close", "", 1190, 792, 96, 34))
        return rows

    uuid1 = "7c1e9a42-5d3b-4f0e-b8a6-2f91c3d04e17"
    uuid1_drift = "7c1e9a42-5d3b-4f0e-b8a6-2f91c3d40e17"
    uuid2 = "3f8d2b61-90ae-4c57-a1e4-6b0d9f27c853"
    info1 = dict(path="/dev/sdb1", label="media", status="Mounted on /mnt/media", size="600.00 GiB",
                 used="421.88 GiB ( 70% )", unused="178.12 GiB ( 30% )", first=2048, total=1258291200)
    create = [R("dialog", "Create new Partition", "", 560, 260, 800, 480), L("Free space preceding (MiB):", 580, 300, 240),
              R("spin-button", "Free space preceding (MiB):", "0", 830, 296, 160, 30),
              L("New size (MiB):", 580, 340, 240), R("spin-button", "New size (MiB):", "339468", 830, 336, 160, 30),
              L("Free space following (MiB):", 580, 380, 240), R("spin-button", "Free space following (MiB):", "0", 830, 376, 160, 30),
              L("Align to:", 580, 420, 240), R("combo-box", "Align to:", "MiB", 830, 416, 160, 30),
              L("Create as:", 1010, 300, 120), R("combo-box", "Create as:", "Primary Partition", 1140, 296, 200, 30),
              L("Partition name:", 1010, 340, 120), R("entry", "Partition name:", "", 1140, 336, 200, 30),
              L("File system:", 1010, 380, 120), R("combo-box", "File system:", "ext4", 1140, 376, 200, 30),
              L("Label:", 1010, 420, 120), R("entry", "Label:", "", 1140, 416, 200, 30),
              L("Minimum size: 1 MiB", 580, 470, 200), L("Maximum size: 339468 MiB", 800, 470, 240),
              R("push-button", "Cancel", "", 1130, 690, 96, 34), R("push-button", "Add", "", 1240, 690, 96, 34)]
    confirm = [R("alert", "Apply operations to device?", "", 700, 400, 520, 220),
               L("Are you sure you want to apply the pending operations?", 720, 430, 480),
               L("Editing partitions has the potential to cause LOSS of DATA.", 720, 470, 480),
               L("You are advised to backup your data before proceeding.", 720, 496, 480),
               R("push-button", "Cancel", "", 1000, 570, 96, 34), R("push-button", "Apply", "", 1106, 570, 96, 34)]
    done = [R("dialog", "Applying pending operations", "", 620, 300, 680, 420),
            L("Depending on the number and type of operations this might take a long time.", 640, 330, 640),
            L("All operations successfully completed", 640, 380, 640), R("progress-bar", "", "100%", 640, 420, 640, 24),
            L("Completed Operations:", 640, 456, 200), L("1 of 1 operations completed", 850, 456, 300),
            R("toggle-button", "Details", "", 640, 496, 100, 28), R("push-button", "Save Details", "", 1060, 660, 110, 34),
            R("push-button", "Close", "", 1180, 660, 96, 34)]
    sdb_before = [sdb1, free0]
    turns = [
        (code("pyautogui.click(1525, 170)  # device selector\npyautogui.click(1525, 236)  # /dev/sdb (931.51 GiB)"),
         gp("Mar 12  14:31", "/dev/sdb", sdb_before, 0, [])),
        (code("pyautogui.click(370, 332)  # /dev/sdb1\npyautogui.click(664, 131)  # Partition\npyautogui.click(720, 530)  # Information"),
         gp("Mar 12  14:31", "/dev/sdb", sdb_before, 0, [], info(uuid=uuid1, **info1))),
        (code("pyautogui.click(1238, 809)  # Close\npyautogui.click(370, 360)  # unallocated\npyautogui.click(664, 131)  # Partition\npyautogui.click(706, 162)  # New"),
         gp("Mar 12  14:32", "/dev/sdb", sdb_before, 0, [], create)),
        (code("pyautogui.tripleClick(910, 351)\npyautogui.write('65536')\npyautogui.click(1240, 431)\npyautogui.write('backup')\npyautogui.click(1288, 707)  # Add"),
         gp("Mar 12  14:33", "/dev/sdb", [sdb1, newp, free1], 1, [op])),
        (code("pyautogui.click(560, 170)  # Apply All Operations"),
         gp("Mar 12  14:33", "/dev/sdb", [sdb1, newp, free1], 1, [op], confirm)),
        (code("pyautogui.click(1154, 587)  # Apply"),
         gp("Mar 12  14:34", "/dev/sdb", [sdb1, newp, free1], 1, [op], done)),
        (code("pyautogui.click(1228, 677)  # Close"),
         gp("Mar 12  14:34", "/dev/sdb", [sdb1, sdb2, free1], 0, [])),
        (code("pyautogui.click(370, 332)  # /dev/sdb1\npyautogui.click(664, 131)  # Partition\npyautogui.click(720, 530)  # Information"),
         gp("Mar 12  14:35", "/dev/sdb", [sdb1, sdb2, free1], 0, [], info(uuid=uuid1_drift, **info1))),
        (code("pyautogui.click(1238, 809)  # Close\npyautogui.click(370, 360)  # /dev/sdb2\npyautogui.click(664, 131)\npyautogui.click(720, 530)  # Information"),
         gp("Mar 12  14:35", "/dev/sdb", [sdb1, sdb2, free1], 0, [], info(
             path="/dev/sdb2", label="backup", uuid=uuid2, status="Not mounted", size="64.00 GiB", used="4.25 GiB ( 7% )",
             unused="59.75 GiB ( 93% )", first=1258293248, total=134217728))),
        (code("pyautogui.click(1238, 809)  # Close"),
         gp("Mar 12  14:36", "/dev/sdb", [sdb1, sdb2, free1], 0, [])),
    ]
    state = gp("Mar 12  14:30", "/dev/sda", sda, 0, [])
    rs.add(task="os", tid="h45-os-03", system=system(
        "Using GParted, create a 64 GiB ext4 partition labelled 'backup' in the free space on /dev/sdb, apply it, and "
        "check that /dev/sdb1 was left untouched."), turns=turns, state=state,
        bad=True, turn=8, kind="UUID of the untouched /dev/sdb1 differs in the second Information dialog")


# Thunderbird — clean
def t04(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "LibreOffice Writer", "Calendar", "Help"]
    acct = "m.okafor@northwind-labs.com"
    msgs = [
        ("[ci-hub] build #4827 passed — web-frontend (main)", "CI Hub", "10:31 AM", True, True),
        ("Re: Vendor contract renewal — final draft", "Lena Fischer", "10:12 AM", True, False),
        ("[ci-hub] build #4826 failed — payments-api (feature/refunds)", "CI Hub", "9:58 AM", True, True),
        ("Standup notes 3/11", "Dana Whitfield", "9:40 AM", False, False),
        ("Your March invoice from Hetzner Online", "Hetzner Online GmbH", "9:22 AM", True, False),
        ("[ci-hub] build #4825 passed — web-frontend (main)", "CI Hub", "9:05 AM", True, True),
        ("Lunch & learn: Postgres 16 partitioning", "Arjun Mehta", "8:51 AM", False, False),
        ("[ci-hub] nightly e2e — 3 flaky tests", "CI Hub", "6:02 AM", True, True),
        ("Weekend on-call handover", "Tomás Villa", "3/10/24, 7:48 PM", False, False),
        ("[ci-hub] build #4824 passed — payments-api (main)", "CI Hub", "3/10/24, 4:12 PM", True, True),
        ("Re: Offsite venue shortlist", "Priya Raman", "3/10/24, 11:03 AM", False, False),
        ("[ci-hub] build #4823 passed — web-frontend (main)", "CI Hub", "3/9/24, 5:37 PM", False, True),
        ("Expense report approved", "SAP Concur", "3/9/24, 2:15 PM", False, False),
        ("[ci-hub] build #4822 failed — web-frontend (renovate/eslint-9)", "CI Hub", "3/9/24, 11:20 AM", False, True),
        ("Re: Hiring loop — backend senior", "Marcus Lee", "3/9/24, 10:02 AM", False, False),
        ("Security training due March 22", "IT Service Desk", "3/8/24, 4:30 PM", True, False),
        ("[ci-hub] build #4821 passed — payments-api (main)", "CI Hub", "3/8/24, 3:02 PM", False, True),
        ("Quarterly OKR review deck", "Dana Whitfield", "3/8/24, 1:11 PM", False, False),
        ("[ci-hub] weekly dependency report", "CI Hub", "3/8/24, 7:00 AM", False, True),
        ("Re: Laptop refresh — shipping address", "IT Service Desk", "3/7/24, 5:44 PM", False, False),
        ("AWS Notification - Budget alert (80%)", "AWS Budgets", "3/7/24, 9:13 AM", True, False),
        ("Team dinner Thursday?", "Lena Fischer", "3/6/24, 6:20 PM", False, False),
        ("Re: Q1 board deck — comments", "Marcus Lee", "3/6/24, 2:05 PM", False, False),
        ("Invitation: Design review @ Wed Mar 6, 2024 3pm", "Priya Raman", "3/5/24, 4:48 PM", False, False),
        ("Parking garage closure 3/8", "Facilities", "3/5/24, 10:00 AM", False, False),
    ]
    new = ("Re: Q2 roadmap sync", "Dana Whitfield", "10:47 AM", True, False)
    cols = [("Subject", 760), ("Read status", 110), ("Correspondents", 260), ("Date", 190)]

    def tb(clock: str, folder: str, items: list[tuple[str, str, str, bool, bool]], unread: int, total: int,
           inbox_u: int, ci_u: int, dlg: list[Row] | None = None) -> str:
        rows = [R("frame", f"{folder} - {acct} - Mozilla Thunderbird" if folder == "Inbox" else f"{folder} - Local Folders - Mozilla Thunderbird",
                  "", 70, 27, 1850, 1053)]
        rows += [R("page-tab", folder, "", 80, 34, 220, 32)]
        rows += [R("push-button", b, "", 80 + i * 96, 74, 90, 34) for i, b in enumerate(["Get Messages", "Write", "Chat", "Address Book", "Tag", "Quick Filter"])]
        rows += [R("entry", "Search <Ctrl+K>", "", 1300, 76, 520, 30), R("push-button", "AppMenu", "", 1860, 74, 40, 34)]
        tree = [acct, f"Inbox ({inbox_u})" if inbox_u else "Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash",
                "Local Folders", "Trash", "Outbox", f"CI ({ci_u})" if ci_u else "CI"]
        rows += [R("tree-item", t, t, 80 if t in (acct, "Local Folders") else 100, 124 + i * 30, 300, 30) for i, t in enumerate(tree)]
        shown = [[s, "Unread" if u else "Read", f, d] for s, f, d, u, _ in items[:16]]
        rows += grid(400, 120, cols, shown, rh=28)
        rows += [L(f"Unread: {unread}", 1560, 1052, 120), L(f"Total: {total}", 1700, 1052, 110),
                 R("push-button", "Online", "", 80, 1050, 30, 24)]
        rows += dlg or []
        return screen("Thunderbird Mail", clock, rows, apps)

    def filters(names: list[tuple[str, bool]]) -> list[Row]:
        rows = [R("frame", "Message Filters", "", 560, 200, 760, 600), L("Filters for:", 580, 234, 100),
                R("combo-box", "Filters for:", acct, 690, 228, 360, 32), R("entry", "Search filters by name…", "", 1060, 228, 240, 32),
                L(f"{len(names)} items", 580, 272, 200)]
        rows += grid(580, 300, [("Filter Name", 420), ("Enabled", 100)], [[n, "Yes" if e else "No"] for n, e in names], rh=28)
        rows += [R("push-button", b, "", 1120, 300 + i * 40, 180, 34) for i, b in enumerate(
            ["New…", "Copy…", "Edit…", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom"])]
        rows += [L("Run selected filter(s) on:", 580, 726, 220), R("combo-box", "Run selected filter(s) on:", "Inbox", 800, 720, 200, 32),
                 R("push-button", "Run Now", "", 1010, 720, 100, 32), R("push-button", "Filter Log", "", 1200, 760, 100, 32)]
        return rows

    def rules(name: str, value: str, target: str) -> list[Row]:
        return [R("dialog", "Filter Rules", "", 600, 180, 720, 640), L("Filter name:", 620, 214, 110),
                R("entry", "Filter name:", name, 740, 208, 560, 32), L("Apply filter when:", 620, 256, 200),
                R("check-box", "Manually Run", ck(True), 640, 284, 220, 24),
                R("check-box", "Getting New Mail:", ck(True), 640, 312, 220, 24),
                R("combo-box", "Getting New Mail:", "Filter before Junk Classification", 870, 308, 300, 30),
                R("check-box", "Archiving", ck(False), 640, 340, 220, 24), R("check-box", "After Sending", ck(False), 640, 368, 220, 24),
                R("check-box", "Periodically, every 10 minutes", ck(False), 640, 396, 300, 24),
                R("radio-button", "Match all of the following", ck(True), 620, 436, 260, 24),
                R("radio-button", "Match any of the following", ck(False), 890, 436, 260, 24),
                R("radio-button", "Match all messages", ck(False), 1160, 436, 160, 24),
                R("combo-box", "Message header", "From", 620, 472, 180, 32), R("combo-box", "Operator", "contains", 810, 472, 180, 32),
                R("entry", "Value", value, 1000, 472, 240, 32), R("push-button", "Add a new rule", "", 1250, 472, 30, 32),
                R("push-button", "Remove this rule", "", 1284, 472, 30, 32), L("Perform these actions:", 620, 540, 200),
                R("combo-box", "Action", "Move Message to", 620, 570, 240, 32), R("combo-box", "Target folder", target, 870, 570, 360, 32),
                R("push-button", "OK", "", 1110, 770, 90, 34), R("push-button", "Cancel", "", 1210, 770, 90, 34)]

    ci = [m for m in msgs if m[4]]
    rest = [m for m in msgs if not m[4]]
    f0 = [("Jira notifications", True), ("Newsletter – Tech Digest", True)]
    f1 = f0 + [("CI Hub builds", True)]
    sender = "noreply@builds.ci-hub.io"
    turns = [
        (code("pyautogui.hotkey('alt', 't')  # Tools menu"),
         tb("Mar 11  10:38", "Inbox", msgs, 12, 214, 12, 0, menu(
             ["Address Book", "Saved Files", "Add-ons and Themes", "Activity Manager", "Chat Status", "Join Chat…",
              "Message Filters…", "Run Filters on Folder", "Run Junk Mail Controls on Folder",
              "Delete Mail Marked as Junk in Folder", "Import…", "Export…", "Developer Tools", "Clear Recent History…",
              "Account Settings", "Settings"], 420, 40, 320))),
        (code("pyautogui.click(520, 235)  # Message Filters…"),
         tb("Mar 11  10:38", "Inbox", msgs, 12, 214, 12, 0, filters(f0))),
        (code("pyautogui.click(1210, 317)  # New…"),
         tb("Mar 11  10:39", "Inbox", msgs, 12, 214, 12, 0, filters(f0) + rules("", "", f"Inbox on {acct}"))),
        (code(f"pyautogui.click(1020, 224)\npyautogui.write('CI Hub builds')\npyautogui.click(1120, 488)\npyautogui.write('{sender}')"),
         tb("Mar 11  10:39", "Inbox", msgs, 12, 214, 12, 0, filters(f0) + rules("CI Hub builds", sender, f"Inbox on {acct}"))),
        (code("pyautogui.click(1050, 586)  # target folder picker\npyautogui.click(1020, 679)  # Local Folders\npyautogui.click(1270, 679)  # CI"),
         tb("Mar 11  10:40", "Inbox", msgs, 12, 214, 12, 0, filters(f0) + rules("CI Hub builds", sender, "CI on Local Folders"))),
        (code("pyautogui.click(1155, 787)  # OK"),
         tb("Mar 11  10:40", "Inbox", msgs, 12, 214, 12, 0, filters(f1))),
        (code("pyautogui.click(800, 370)  # select 'CI Hub builds'\npyautogui.click(1060, 736)  # Run Now"),
         tb("Mar 11  10:41", "Inbox", rest, 7, 205, 7, 5, filters(f1))),
        (code("pyautogui.press('escape')"),
         tb("Mar 11  10:41", "Inbox", rest, 7, 205, 7, 5)),
        (code("pyautogui.click(240, 439)  # CI under Local Folders"),
         tb("Mar 11  10:48", "CI", ci, 5, 9, 8, 5)),
        (code("pyautogui.click(240, 169)  # Inbox"),
         tb("Mar 11  10:48", "Inbox", [new] + rest, 8, 206, 8, 5)),
    ]
    state = tb("Mar 11  10:37", "Inbox", msgs, 12, 214, 12, 0)
    rs.add(task="os", tid="h45-os-04", system=system(
        f"Create a Thunderbird filter named 'CI Hub builds' that moves mail from {sender} to Local Folders/CI, run it on "
        "the Inbox, and check both folders."), turns=turns, state=state)


# GIMP — bad
def t05(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "GNU Image Manipulation Program", "Inkscape", "Text Editor", "Help"]
    tools = ["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
             "Unified Transform Tool", "Warp Transform", "Bucket Fill Tool", "Gradient Tool", "Paintbrush Tool",
             "Eraser Tool", "Clone Tool", "Smudge Tool", "Paths Tool", "Text Tool", "Color Picker Tool", "Zoom Tool"]

    def gimp(clock: str, layers: list[str], active: str, n: int, mem: str, dirty: bool, exported: bool = False,
             dlg: list[Row] | None = None) -> str:
        title = (f"{'*' if dirty else ''}[banner]{' (exported)' if exported else ''}-1.0 (RGB color 8-bit gamma integer, "
                 f"GIMP built-in sRGB, {n} layers) 1920x600 – GIMP")
        rows = [R("frame", title, "", 70, 27, 1850, 1053)]
        rows += [R("menu", m, "", 78 + i * 70, 34, 66, 24) for i, m in enumerate(
            ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"])]
        rows += [R("push-button", t, "", 80 + (i % 3) * 34, 70 + (i // 3) * 34, 32, 32) for i, t in enumerate(tools)]
        rows += [R("page-tab", "banner.xcf-1", "", 200, 62, 160, 26), R("panel", "Canvas", "", 200, 110, 1400, 880),
                 R("page-tab", "Layers", "", 1620, 560, 70, 26), R("page-tab", "Channels", "", 1692, 560, 70, 26),
                 R("page-tab", "Paths", "", 1764, 560, 60, 26), R("page-tab", "Undo History", "", 1826, 560, 90, 26),
                 L("Mode", 1620, 596, 50), R("combo-box", "Mode", "Normal", 1676, 592, 230, 28),
                 L("Opacity", 1620, 630, 60), R("spin-button", "Opacity", "100.0", 1686, 626, 220, 28), L("Lock:", 1620, 664, 50)]
        rows += [R("toggle-button", t, "", 1676 + i * 30, 660, 28, 28) for i, t in enumerate(
            ["Lock pixels", "Lock position and size", "Lock alpha channel"])]
        for i, ly in enumerate(layers):
            rows += [R("toggle-button", "Visible", "", 1620, 700 + i * 44, 24, 40), R("table-cell", ly, ly, 1700, 700 + i * 44, 210, 40)]
        rows += [R("push-button", b, "", 1620 + i * 37, 1010, 34, 30) for i, b in enumerate(
            ["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer", "Duplicate this layer",
             "Merge this layer with the first visible layer below it", "Add a mask", "Delete this layer"])]
        rows += [R("combo-box", "Unit", "px", 200, 1002, 60, 26), R("combo-box", "Zoom", "50%", 266, 1002, 90, 26),
                 L(f"{active} ({mem})", 370, 1004, 400)]
        rows += dlg or []
        return screen("GNU Image Manipulation Program", clock, rows, apps)

    new_layer = [R("dialog", "New Layer", "", 640, 200, 640, 660), L("Layer name:", 660, 240, 120),
                 R("entry", "Layer name:", "Layer", 800, 234, 440, 30), L("Color tag:", 660, 280, 120),
                 R("combo-box", "Color tag:", "None", 800, 274, 200, 30), L("Mode:", 660, 320, 120),
                 R("combo-box", "Mode:", "Normal", 800, 314, 200, 30), L("Blend space:", 660, 356, 120),
                 R("combo-box", "Blend space:", "Auto", 800, 350, 200, 30), L("Composite space:", 660, 392, 140),
                 R("combo-box", "Composite space:", "Auto", 800, 386, 200, 30), L("Composite mode:", 660, 428, 140),
                 R("combo-box", "Composite mode:", "Auto", 800, 422, 200, 30), L("Opacity:", 660, 464, 120),
                 R("spin-button", "Opacity:", "100.0", 800, 458, 200, 30), L("Width:", 660, 504, 120),
                 R("spin-button", "Width:", "1920", 800, 498, 140, 30), L("Height:", 660, 540, 120),
                 R("spin-button", "Height:", "600", 800, 534, 140, 30), L("Offset X:", 660, 580, 120),
                 R("spin-button", "Offset X:", "0", 800, 574, 140, 30), L("Offset Y:", 660, 616, 120),
                 R("spin-button", "Offset Y:", "0", 800, 610, 140, 30), L("Fill with:", 660, 656, 120),
                 R("combo-box", "Fill with:", "Transparency", 800, 650, 200, 30),
                 R("check-box", "Visible", ck(True), 1040, 500, 200, 24), R("check-box", "Linked", ck(False), 1040, 528, 200, 24),
                 R("check-box", "Lock pixels", ck(False), 1040, 556, 200, 24),
                 R("check-box", "Lock position and size", ck(False), 1040, 584, 220, 24),
                 R("check-box", "Lock alpha", ck(False), 1040, 612, 200, 24),
                 R("push-button", "Help", "", 660, 810, 90, 34), R("push-button", "Reset", "", 760, 810, 90, 34),
                 R("push-button", "OK", "", 1070, 810, 90, 34), R("push-button", "Cancel", "", 1170, 810, 90, 34)]
    export = [R("dialog", "Export Image", "", 460, 160, 1000, 720), L("Name:", 480, 194, 60),
              R("entry", "Name:", "banner.png", 550, 188, 600, 32), L("Save in folder:", 480, 236, 120)]
    export += [R("toggle-button", c, "", 620 + i * 110, 230, 104, 32) for i, c in enumerate(["maya", "Pictures", "marketing"])]
    export += [R("list-item", p, p, 480, 280 + i * 32, 180, 30) for i, p in enumerate(
        ["Search", "Recently Used", "maya", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"])]
    export += grid(680, 280, [("Name", 440), ("Size", 120), ("Modified", 180)], [
        ["banner-2023.png", "1.4 MB", "11/20/2023"], ["banner.xcf", "9.8 MB", "10:12"], ["flyer-a5.xcf", "14.2 MB", "Mar 4"],
        ["logo-2024.svg", "38.7 kB", "Feb 12"], ["social-card.png", "402.1 kB", "Mar 1"]], rh=30)
    export += [R("push-button", "Select File Type (By Extension)", "", 480, 760, 300, 28),
               R("push-button", "Help", "", 480, 820, 90, 34), R("push-button", "Export", "", 1250, 820, 90, 34),
               R("push-button", "Cancel", "", 1350, 820, 90, 34)]
    png_opts = [R("dialog", "Export Image as PNG", "", 720, 220, 480, 640)]
    png_opts += [R("check-box", k, ck(v), 740, 250 + i * 30, 440, 26) for i, (k, v) in enumerate([
        ("Interlacing (Adam7)", False), ("Save background color", False), ("Save gamma", False), ("Save layer offset", False),
        ("Save resolution", True), ("Save creation time", True), ("Save comment", False),
        ("Save color values from transparent pixels", False), ("Save Exif data", True), ("Save XMP data", True),
        ("Save IPTC data", False), ("Save thumbnail", True), ("Save color profile", True)])]
    png_opts += [L("Pixel format", 740, 660, 120), R("combo-box", "Pixel format", "automatic", 870, 654, 300, 30),
                 L("Compression level", 740, 700, 140), R("slider", "Compression level", "9", 890, 696, 280, 30),
                 R("push-button", "Load Defaults", "", 740, 750, 140, 32), R("push-button", "Save Defaults", "", 890, 750, 140, 32),
                 R("push-button", "Help", "", 740, 810, 90, 34), R("push-button", "Export", "", 990, 810, 90, 34),
                 R("push-button", "Cancel", "", 1090, 810, 90, 34)]
    l0 = ["headline", "old-logo", "logo-2024", "gradient-overlay", "background"]
    l1 = ["headline", "logo-2024", "gradient-overlay", "background"]
    l2 = ["headline", "shadow", "logo-2024", "gradient-overlay", "background"]
    l3 = ["headline", "logo-2024", "shadow", "gradient-overlay", "background"]
    l3_bad = ["headline", "old-logo", "logo-2024", "shadow", "gradient-overlay", "background"]
    turns = [
        (code("pyautogui.click(1800, 764)  # old-logo in the Layers dock"),
         gimp("Mar 13  11:20", l0, "old-logo", 5, "23.1 MB", False)),
        (code("pyautogui.click(1897, 1025)  # Delete this layer"),
         gimp("Mar 13  11:20", l1, "logo-2024", 4, "23.4 MB", True)),
        (code("pyautogui.hotkey('shift', 'ctrl', 'n')  # Layer > New Layer…"),
         gimp("Mar 13  11:21", l1, "logo-2024", 4, "23.4 MB", True, dlg=new_layer)),
        (code("pyautogui.tripleClick(1020, 249)\npyautogui.write('shadow')\npyautogui.click(1115, 827)  # OK"),
         gimp("Mar 13  11:21", l2, "shadow", 5, "27.8 MB", True)),
        (code("pyautogui.click(428, 46)  # Layer\npyautogui.click(470, 470)  # Stack\npyautogui.click(700, 560)  # Lower Layer"),
         gimp("Mar 13  11:22", l3, "shadow", 5, "27.8 MB", True)),
        (code("pyautogui.hotkey('shift', 'ctrl', 'e')  # File > Export As…"),
         gimp("Mar 13  11:22", l3, "shadow", 5, "27.8 MB", True, dlg=export)),
        (code("pyautogui.click(1295, 837)  # Export"),
         gimp("Mar 13  11:23", l3, "shadow", 5, "27.8 MB", True, dlg=png_opts)),
        (code("pyautogui.click(1035, 827)  # Export"),
         gimp("Mar 13  11:23", l3_bad, "shadow", 5, "27.8 MB", True, exported=True)),
    ]
    state = gimp("Mar 13  11:19", l0, "headline", 5, "23.1 MB", False)
    rs.add(task="os", tid="h45-os-05", system=system(
        "In banner.xcf, delete the 'old-logo' layer, add a transparent layer named 'shadow' just above "
        "'gradient-overlay', then export the image as ~/Pictures/marketing/banner.png."), turns=turns, state=state,
        bad=True, turn=8, kind="deleted layer old-logo back in the Layers dock after export")


# Firefox — clean
def t06(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "LibreOffice Writer", "Ubuntu Software", "Help"]
    tabs = ["Settings", "Mail – Maya Okafor – Outlook", "Download Ubuntu Desktop | Ubuntu"]

    def ff(clock: str, etp: str, usage: str, notice: bool, dlg: list[Row] | None = None, lib: list[Row] | None = None) -> str:
        rows = [R("frame", "Settings — Mozilla Firefox", "", 70, 27, 1850, 1053)]
        rows += [R("page-tab", t, "", 80 + i * 250, 34, 244, 36) for i, t in enumerate(tabs)]
        rows += [R("push-button", "Open a new tab (Ctrl+T)", "", 836, 36, 32, 32), R("push-button", "List all tabs", "", 1840, 36, 32, 32),
                 R("push-button", "Back", "", 80, 76, 32, 32), R("push-button", "Forward", "", 116, 76, 32, 32),
                 R("push-button", "Reload", "", 152, 76, 32, 32), R("entry", "Search with Google or enter address", "about:preferences#privacy", 240, 76, 1300, 32),
                 R("push-button", "Downloads", "", 1720, 76, 32, 32), R("push-button", "Firefox View", "", 1756, 76, 32, 32),
                 R("push-button", "Open application menu", "", 1840, 76, 32, 32),
                 R("entry", "Find in Settings", "", 1420, 130, 420, 34)]
        rows += [R("list-item", c, c, 120, 180 + i * 44, 240, 40) for i, c in enumerate(
            ["General", "Home", "Search", "Privacy & Security", "Sync", "More from Mozilla"])]
        rows += [R("heading", "Browser Privacy", "Browser Privacy", 520, 180, 500, 36),
                 R("heading", "Enhanced Tracking Protection", "Enhanced Tracking Protection", 520, 230, 500, 30),
                 L("Trackers follow you around online to collect information about your browsing habits and interests. Firefox blocks many of these trackers and other malicious scripts.", 520, 266, 900, 44),
                 R("push-button", "Manage Exceptions…", "", 1460, 232, 200, 34)]
        y = 330
        for name, desc in [("Standard", "Balanced for protection and performance. Pages will load normally."),
                           ("Strict", "Stronger protection, but may cause some sites or content to break."),
                           ("Custom", "Choose which trackers and scripts to block.")]:
            rows += [R("radio-button", name, ck(etp == name), 540, y, 200, 28), L(desc, 580, y + 30, 700)]
            y += 76
        if notice:
            rows += [L("You will need to reload your tabs to apply these changes.", 540, y, 520),
                     R("push-button", "Reload All Tabs", "", 1080, y - 4, 170, 34)]
            y += 50
        rows += [L("Send websites a “Do Not Track” signal that you don’t want to be tracked", 520, y + 10, 700),
                 R("link", "Learn more", "", 1230, y + 10, 100, 24),
                 R("radio-button", "Always", ck(False), 540, y + 44, 200, 26),
                 R("radio-button", "Only when Firefox is set to block known trackers", ck(True), 540, y + 74, 500, 26),
                 R("heading", "Cookies and Site Data", "Cookies and Site Data", 520, y + 130, 500, 30),
                 L(f"Your stored cookies, site data, and cache are currently using {usage} of disk space.", 520, y + 170, 820),
                 R("link", "Learn more", "", 1350, y + 170, 100, 24),
                 R("push-button", "Clear Data…", "", 1460, y + 166, 200, 34),
                 R("push-button", "Manage Data…", "", 1460, y + 206, 200, 34),
                 R("push-button", "Manage Exceptions…", "", 1460, y + 246, 200, 34),
                 R("check-box", "Delete cookies and site data when Firefox is closed", ck(False), 520, y + 216, 600, 26)]
        rows += dlg or []
        rows += lib or []
        return screen("Firefox Web Browser", clock, rows, apps)

    clear = [R("dialog", "Clear Data", "", 700, 300, 520, 340),
             L("Clearing all cookies and site data stored by Firefox may sign you out of websites and remove offline web content. Clearing cache data will not affect your logins.", 720, 330, 480, 66),
             R("check-box", "Cookies and Site Data (1.1 GB)", ck(True), 720, 410, 400, 26),
             L("You may get signed out of websites if cleared", 750, 438, 400),
             R("check-box", "Cached Web Content (118 MB)", ck(True), 720, 476, 400, 26),
             R("push-button", "Cancel", "", 1000, 590, 100, 34), R("push-button", "Clear", "", 1110, 590, 100, 34)]
    really = clear + [R("alert", "Clear all cookies and site data", "", 740, 420, 460, 200),
                      L("Clearing all cookies and site data stored by Firefox may sign you out of websites and remove offline web content. Clearing cache data will not affect your logins.", 760, 450, 420, 66),
                      R("push-button", "Clear Now", "", 960, 570, 110, 34), R("push-button", "Cancel", "", 1080, 570, 100, 34)]

    def library(items: list[tuple[str, str]]) -> list[Row]:
        rows = [R("frame", "Library", "", 560, 180, 880, 620), R("push-button", "Back", "", 576, 196, 32, 30),
                R("push-button", "Forward", "", 610, 196, 32, 30), R("push-button", "Organize", "", 650, 196, 110, 30),
                R("push-button", "Clear Downloads", "", 770, 196, 150, 30), R("entry", "Search Downloads", "", 1160, 196, 260, 30),
                R("tree-item", "History", "History", 576, 244, 200, 28), R("tree-item", "Downloads", "Downloads", 576, 274, 200, 28),
                R("tree-item", "Tags", "Tags", 576, 304, 200, 28), R("tree-item", "All Bookmarks", "All Bookmarks", 576, 334, 200, 28)]
        for i, (name, detail) in enumerate(items):
            y = 244 + i * 64
            rows += [R("list-item", name, name, 790, y, 630, 60), L(name, 850, y + 6, 500), L(detail, 850, y + 32, 540)]
            if "left" in detail:
                rows += [R("progress-bar", "", "", 850, y + 28, 480, 4), R("push-button", "Pause", "", 1380, y + 14, 32, 32)]
            else:
                rows.append(R("push-button", "Show in Folder", "", 1380, y + 14, 32, 32))
        return rows

    iso = "ubuntu-24.04-desktop-amd64.iso"
    done = [("Q1-board-deck.pdf", "3.4 MB — northwind-labs.sharepoint.com — 9:02 AM"),
            ("invoice-2024-0311.pdf", "182 KB — hetzner.com — 8:47 AM"),
            ("syncthing-linux-amd64-v1.27.4.tar.gz", "11.2 MB — github.com — Yesterday")]
    turns = [
        (code("pyautogui.click(560, 344)  # Strict"),
         ff("Mar 11  10:05", "Strict", "1.2 GB", True)),
        (code("pyautogui.click(1560, 785)  # Clear Data…"),
         ff("Mar 11  10:06", "Strict", "1.2 GB", True, clear)),
        (code("pyautogui.click(1160, 607)  # Clear"),
         ff("Mar 11  10:06", "Strict", "1.2 GB", True, really)),
        (code("pyautogui.click(1015, 587)  # Clear Now"),
         ff("Mar 11  10:07", "Strict", "0 bytes", True)),
        (code("pyautogui.hotkey('ctrl', 'shift', 'y')  # Downloads library"),
         ff("Mar 11  10:09", "Strict", "0 bytes", True, lib=library([(iso, "2.4 of 5.7 GB (8.6 MB/sec) — 6 minutes left")] + done))),
        (code("pyautogui.click(845, 211)  # Clear Downloads"),
         ff("Mar 11  10:10", "Strict", "0 bytes", True, lib=library([(iso, "2.9 of 5.7 GB (8.7 MB/sec) — 5 minutes left")]))),
        (code("pyautogui.hotkey('ctrl', 'w')  # close Library\npyautogui.click(1165, 573)  # Reload All Tabs"),
         ff("Mar 11  10:11", "Strict", "4.6 MB", False)),
    ]
    state = ff("Mar 11  10:04", "Standard", "1.2 GB", False)
    rs.add(task="os", tid="h45-os-06", system=system(
        "In Firefox, switch Enhanced Tracking Protection to Strict, clear all cookies, site data and cache, then check "
        "how the Ubuntu ISO download is doing and tidy the download list."), turns=turns, state=state)


# VS Code — clean
def t07(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "Visual Studio Code", "Terminal", "Text Editor", "Help"]
    sync_py = [
        (36, 'def sync_account(client: LedgerClient, account_id: str, since: datetime) -> SyncResult:'),
        (37, '    """Pull entries newer than *since* and upsert them into the local store."""'),
        (38, '    result = SyncResult(account_id=account_id)'),
        (39, '    page = client.entries(account_id, since=since, limit=500)'),
        (40, '    while page:'),
        (41, '        for entry in page.items:'),
        (42, '            if entry.status == "void":'),
        (43, '                result.skipped += 1'),
        (44, '                continue'),
        (45, '            store.upsert(entry)'),
        (46, '            result.written += 1'),
        (47, '        page = page.next()'),
        (48, '    result.finished_at = datetime.now(timezone.utc)'),
        (49, '    return result'),
    ]
    s_old = ['{', '    "editor.fontSize": 14,', '    "editor.rulers": [100],', '    "files.trimTrailingWhitespace": true,',
             '    "python.defaultInterpreterPath": "${workspaceFolder}/.venv/bin/python",',
             '    "workbench.colorTheme": "Default Dark Modern"', '}']
    s_new = ['{', '    "editor.fontSize": 14,', '    "editor.rulers": [', '        100', '    ],',
             '    "files.trimTrailingWhitespace": true,',
             '    "python.defaultInterpreterPath": "${workspaceFolder}/.venv/bin/python",',
             '    "workbench.colorTheme": "Default Dark Modern",', '    "terminal.integrated.profiles.linux": {',
             '        "zsh": {', '            "path": "/usr/bin/zsh",', '            "args": [', '                "-l"',
             '            ]', '        }', '    },', '    "terminal.integrated.defaultProfile.linux": "zsh"', '}']
    p = "(.venv) mokafor@nw-ws14:~/code/ledger-sync$"
    bash_buf = ("mokafor@nw-ws14:~/code/ledger-sync$ source .venv/bin/activate\n"
                f"{p} pytest -q tests/test_sync.py\n........                                                                 [100%]\n"
                f"8 passed in 0.41s\n{p} echo $$\n48213\n{p} ")
    zp = "mokafor@nw-ws14 ledger-sync %"
    kb_all = [
        ["Add Cursor Above", "Ctrl+Shift+Up", "editorTextFocus", "System"],
        ["Add Cursor Below", "Ctrl+Shift+Down", "editorTextFocus", "System"],
        ["Add Cursors to Line Ends", "Shift+Alt+I", "editorTextFocus", "System"],
        ["Add Line Comment", "Ctrl+K Ctrl+C", "editorTextFocus && !editorReadonly", "System"],
        ["Add Selection To Next Find Match", "Ctrl+D", "editorFocus", "System"],
        ["Change All Occurrences", "Ctrl+F2", "editorTextFocus && !editorReadonly", "System"],
        ["Copy Line Down", "Ctrl+Shift+Alt+Down", "editorTextFocus && !editorReadonly", "System"],
        ["Copy Line Up", "Ctrl+Shift+Alt+Up", "editorTextFocus && !editorReadonly", "System"],
        ["Delete Line", "Ctrl+Shift+K", "textInputFocus && !editorReadonly", "System"],
        ["Format Document", "Ctrl+Shift+I", "editorHasDocumentFormattingProvider && editorTextFocus && !editorReadonly && !inCompositeEditor", "System"],
        ["Go to Line/Column...", "Ctrl+G", "", "System"],
        ["Indent Line", "Ctrl+]", "editorTextFocus && !editorReadonly", "System"],
        ["Move Line Down", "Alt+Down", "editorTextFocus && !editorReadonly", "System"],
        ["Move Line Up", "Alt+Up", "editorTextFocus && !editorReadonly", "System"],
    ]
    when = "terminalProcessSupported || terminalWebExtensionContributedProfile"

    def kb_term(key: str, src: str) -> list[list[str]]:
        return [["Terminal: Create New Terminal", key, when, src],
                ["Terminal: Create New Terminal (In Active Workspace)", "", "", ""],
                ["Terminal: Create New Terminal (With Profile)", "", "", ""],
                ["Terminal: Create New Terminal in Editor Area", "", "", ""],
                ["Terminal: Create New Terminal in Editor Area to the Side", "", "", ""],
                ["Terminal: Create New Terminal Window", "", "", ""]]

    def vsc(clock: str, tabs: list[str], active: str, editor: list[Row], cursor: str, lang: str, terms: list[str],
            term: str, buf: str, extra: list[Row] | None = None) -> str:
        title = {"sync.py": "sync.py - ledger-sync - Visual Studio Code",
                 "Keyboard Shortcuts": "Keyboard Shortcuts - ledger-sync - Visual Studio Code",
                 "settings.json": "settings.json - ledger-sync - Visual Studio Code"}[active]
        rows = [R("frame", title, "", 70, 27, 1850, 1053)]
        rows += [R("menu", m, "", 120 + i * 64, 30, 60, 26) for i, m in enumerate(
            ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"])]
        rows += [R("page-tab", a, "", 72, 64 + i * 48, 48, 48) for i, a in enumerate(
            ["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)", "Source Control (Ctrl+Shift+G) - 2 pending changes",
             "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"])]
        rows += [R("push-button", "Accounts", "", 72, 960, 48, 48), R("push-button", "Manage", "", 72, 1008, 48, 48),
                 L("EXPLORER", 130, 64, 200), R("tree-item", "LEDGER-SYNC", "LEDGER-SYNC", 124, 92, 300, 24)]
        rows += [R("tree-item", t, t, 136 + (14 if t.endswith(".py") and t != "noxfile.py" else 0), 116 + i * 22, 280, 22) for i, t in enumerate(
            [".venv", "src", "__init__.py", "client.py", "ledger.py", "sync.py", "tests", "noxfile.py", "pyproject.toml", "README.md"])]
        rows += [R("page-tab", t, "", 430 + i * 190, 62, 186, 34) for i, t in enumerate(tabs)]
        rows += editor
        rows += [R("page-tab", "PROBLEMS", "", 430, 640, 90, 26), R("page-tab", "OUTPUT", "", 530, 640, 80, 26),
                 R("page-tab", "DEBUG CONSOLE", "", 620, 640, 120, 26), R("page-tab", "TERMINAL", "", 750, 640, 90, 26),
                 R("push-button", "New Terminal (Ctrl+Shift+`)", "", 1730, 640, 26, 26),
                 R("push-button", "Kill (Delete)", "", 1790, 640, 26, 26)]
        rows += [R("list-item", t, t, 1760, 672 + i * 24, 150, 24) for i, t in enumerate(terms)]
        lines = buf.split("\n")
        rows += [R("terminal", f"Terminal {terms.index(term) + 1}, {term}", "", 430, 672, 1320, 330)]
        rows += [L(ln, 440, 676 + i * 22, 1300, 22) for i, ln in enumerate(lines)]
        rows += [R("push-button", "main", "", 76, 1056, 60, 22), R("push-button", "Synchronize Changes", "", 140, 1056, 60, 22),
                 R("push-button", "No Problems", "", 210, 1056, 70, 22), R("push-button", cursor, "", 1380, 1056, 110, 22),
                 R("push-button", "Spaces: 4", "", 1494, 1056, 70, 22), R("push-button", "UTF-8", "", 1568, 1056, 50, 22),
                 R("push-button", "LF", "", 1622, 1056, 30, 22), R("push-button", lang, "", 1656, 1056, 110, 22),
                 R("push-button", "Notifications", "", 1880, 1056, 30, 22)]
        rows += extra or []
        return screen("Visual Studio Code", clock, rows, apps)

    def code_lines(lines: list[tuple[int, str]]) -> list[Row]:
        out: list[Row] = [R("text", "Editor content;Press Alt+F1 for Accessibility Options.", "", 480, 100, 1420, 520)]
        for i, (n, t) in enumerate(lines):
            out += [L(str(n), 434, 104 + i * 22, 40, 22), L(t, 490, 104 + i * 22, 1200, 22)]
        return out

    def kb(query: str, data: list[list[str]], record: bool = False) -> list[Row]:
        out = [R("entry", "Type to search in keybindings", query, 440, 104, 1200, 30),
               R("push-button", "Record Keys (Alt+K)", "", 1650, 104, 30, 30),
               R("push-button", "Sort by Precedence (Highest first) (Alt+P)", "", 1684, 104, 30, 30),
               R("push-button", "Open Keyboard Shortcuts (JSON)", "", 1880, 64, 30, 30)]
        out += grid(440, 150, [("Command", 520), ("Keybinding", 220), ("When", 560), ("Source", 120)], data, rh=26)
        if record:
            out += [R("dialog", "", "", 900, 300, 440, 110), L("Press desired key combination and then press ENTER.", 920, 316, 400),
                    R("entry", "", "", 920, 350, 400, 34)]
        return out

    py, tabs1 = "Python  3.11.6 ('.venv': venv)", ["sync.py", "Keyboard Shortcuts"]
    tabs2 = tabs1 + ["settings.json"]
    sj_old = code_lines(list(enumerate(s_old, 1)))
    sj_new = code_lines(list(enumerate(s_new, 1)))
    writer = ("import json, os\np = os.path.expanduser('~/.config/Code/User/settings.json')\nwith open(p) as f:\n    cfg = json.load(f)\n"
              "cfg['terminal.integrated.profiles.linux'] = {'zsh': {'path': '/usr/bin/zsh', 'args': ['-l']}}\n"
              "cfg['terminal.integrated.defaultProfile.linux'] = 'zsh'\nwith open(p, 'w') as f:\n    json.dump(cfg, f, indent=4)")
    zbuf1 = f"{zp} "
    zbuf2 = f"{zp} echo $$ $ZSH_VERSION\n51907 5.8.1\n{zp} "
    turns = [
        (code("pyautogui.hotkey('ctrl', 'k')\npyautogui.hotkey('ctrl', 's')"),
         vsc("Mar 12  09:41", tabs1, "Keyboard Shortcuts", kb("", kb_all), "Ln 42, Col 17", py, ["bash"], "bash", bash_buf)),
        (code("pyautogui.write('terminal new')"),
         vsc("Mar 12  09:41", tabs1, "Keyboard Shortcuts", kb("terminal new", kb_term("Ctrl+Shift+`", "System")), "Ln 42, Col 17", py, ["bash"], "bash", bash_buf)),
        (code("pyautogui.doubleClick(700, 189)  # Terminal: Create New Terminal"),
         vsc("Mar 12  09:42", tabs1, "Keyboard Shortcuts", kb("terminal new", kb_term("Ctrl+Shift+`", "System"), True), "Ln 42, Col 17", py, ["bash"], "bash", bash_buf)),
        (code("pyautogui.hotkey('ctrl', 'alt', 'n')\npyautogui.press('enter')"),
         vsc("Mar 12  09:42", tabs1, "Keyboard Shortcuts", kb("terminal new", kb_term("Ctrl+Alt+N", "User")), "Ln 42, Col 17", py, ["bash"], "bash", bash_buf)),
        (code("pyautogui.hotkey('ctrl', 'shift', 'p')\npyautogui.write('Preferences: Open User Settings (JSON)')\npyautogui.press('enter')"),
         vsc("Mar 12  09:43", tabs2, "settings.json", sj_old, "Ln 1, Col 1", "JSON with Comments", ["bash"], "bash", bash_buf)),
        (code(writer),
         vsc("Mar 12  09:44", tabs2, "settings.json", sj_new, "Ln 1, Col 1", "JSON with Comments", ["bash"], "bash", bash_buf)),
        (code("pyautogui.hotkey('ctrl', 'alt', 'n')  # Terminal: Create New Terminal"),
         vsc("Mar 12  09:44", tabs2, "settings.json", sj_new, "Ln 1, Col 1", "JSON with Comments", ["bash", "zsh"], "zsh", zbuf1)),
        (code("pyautogui.write('echo $$ $ZSH_VERSION')\npyautogui.press('enter')"),
         vsc("Mar 12  09:45", tabs2, "settings.json", sj_new, "Ln 1, Col 1", "JSON with Comments", ["bash", "zsh"], "zsh", zbuf2)),
        (code("pyautogui.click(1830, 684)  # bash in the terminal list"),
         vsc("Mar 12  09:45", tabs2, "settings.json", sj_new, "Ln 1, Col 1", "JSON with Comments", ["bash", "zsh"], "bash", bash_buf)),
    ]
    state = vsc("Mar 12  09:40", ["sync.py"], "sync.py", code_lines(sync_py), "Ln 42, Col 17", py, ["bash"], "bash", bash_buf)
    rs.add(task="os", tid="h45-os-07", system=system(
        "In VS Code, bind Ctrl+Alt+N to 'Terminal: Create New Terminal', add a login zsh terminal profile and make it "
        "the default, then open a new terminal and confirm it runs zsh."), turns=turns, state=state)


# Transmission — bad
def t08(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "Transmission", "Videos", "Help"]
    T = {
        "debian": ("debian-12.5.0-amd64-netinst.iso", "629.1 MB, uploaded 1.88 GB (Ratio: 2.99)", "Seeding to 1 of 6 connected peers - ↑ 84 kB/s"),
        "ubuntu": ("ubuntu-22.04.4-desktop-amd64.iso", "4.70 GB, uploaded 5.27 GB (Ratio: 1.12)", "Seeding to 3 of 11 connected peers - ↑ 412 kB/s"),
        "fedora": ("Fedora-Workstation-Live-x86_64-39-1.5.iso", "2.13 GB, uploaded 1.79 GB (Ratio: 0.84)", "Seeding to 0 of 4 connected peers - Idle"),
        "arch": ("archlinux-2024.03.01-x86_64.iso", "1.10 GB, uploaded 2.21 GB (Ratio: 2.00)", "Paused"),
        "kali": ("kali-linux-2024.1-installer-amd64.iso", "2.46 GB of 4.01 GB (61.3%)", "Downloading from 14 of 37 connected peers - ↓ 1.1 MB/s ↑ 310 kB/s"),
        "bbb": ("bbb_sunflower_1080p_60fps_normal.mp4", "355.9 MB, uploaded 1.92 GB (Ratio: 5.40)", "Seeding to 0 of 2 connected peers - Idle"),
        "mint": ("linuxmint-21.3-cinnamon-64bit.iso", "2.93 GB, uploaded 4.51 GB (Ratio: 1.54)", "Seeding to 0 of 5 connected peers - Idle"),
        "suse": ("openSUSE-Tumbleweed-DVD-x86_64-Snapshot20240308-Media.iso", "0 bytes of 4.40 GB (0.0%)", "Paused"),
    }
    order0 = ["bbb", "arch", "debian", "fedora", "kali", "mint", "suse", "ubuntu"]

    def tr(clock: str, items: list[tuple[str, str, str]], down: str, up: str, show: str = "All", search: str = "",
           dlg: list[Row] | None = None) -> str:
        rows = [R("frame", "Transmission", "", 360, 120, 1200, 840)]
        rows += [R("menu", m, "", 368 + i * 70, 128, 66, 26) for i, m in enumerate(["Torrent", "Edit", "View", "Help"])]
        rows += [R("push-button", b, "", 372 + i * 56, 160, 50, 44) for i, b in enumerate(
            ["Open a torrent", "Start torrent", "Pause torrent", "Remove torrent", "Torrent properties"])]
        rows += [L("Show:", 376, 218, 50), R("combo-box", "Show", show, 430, 212, 180, 30), R("combo-box", "Tracker", "All", 620, 212, 180, 30),
                 R("entry", "Search", search, 1300, 212, 240, 30)]
        for i, (name, prog, status) in enumerate(items):
            y = 252 + i * 76
            rows += [R("table-cell", name, name, 376, y, 1160, 24), L(prog, 420, y + 24, 700, 20),
                     R("progress-bar", "", "", 420, y + 46, 1040, 6), L(status, 420, y + 54, 700, 20)]
        rows += [R("push-button", "Options", "", 370, 926, 30, 26), R("push-button", "Turtle", "", 404, 926, 30, 26),
                 L("Ratio: 1.42", 460, 928, 150), L(f"↓ {down}  ↑ {up}", 1340, 928, 200)]
        rows += dlg or []
        return screen("Transmission", clock, rows, apps)

    def it(keys: list[str], **over: tuple[str, str, str]) -> list[tuple[str, str, str]]:
        return [over.get(k, T[k]) for k in keys]

    def kali(gb: float, peers: str, rate: str) -> tuple[str, str, str]:
        return ("kali-linux-2024.1-installer-amd64.iso", f"{gb:.2f} GB of 4.01 GB ({gb / 4.01 * 100:.1f}%)",
                f"Downloading from {peers} connected peers - ↓ {rate} ↑ 310 kB/s")

    def tails(mb: float, peers: str, rate: str, up: int) -> tuple[str, str, str]:
        return ("tails-amd64-6.0.img", f"{mb:.1f} MB of 1.39 GB ({mb / 1390 * 100:.1f}%)",
                f"Downloading from {peers} connected peers - ↓ {rate} ↑ {up} kB/s")

    def ubu(gb: float) -> tuple[str, str, str]:
        return ("ubuntu-22.04.4-desktop-amd64.iso", f"4.70 GB, uploaded {gb:.2f} GB (Ratio: {int(gb / 4.70 * 100) / 100:.2f})",
                "Seeding to 3 of 11 connected peers - ↑ 412 kB/s")

    deb2 = ("debian-12.5.0-amd64-netinst.iso", "629.1 MB, uploaded 1.90 GB (Ratio: 3.02)", "Seeding to 1 of 6 connected peers - ↑ 84 kB/s")
    tails0 = ("tails-amd64-6.0.img", "Magnetized transfer - retrieving metadata (0.0%)", "Downloading metadata from 6 peers (0.0% done)")
    remove = [R("alert", "Remove torrent?", "", 740, 420, 440, 180),
              L("Once removed, continuing the transfer will require the torrent file or magnet link.", 760, 470, 400, 44),
              R("push-button", "Cancel", "", 960, 550, 100, 34), R("push-button", "Remove", "", 1070, 550, 100, 34)]
    url = [R("dialog", "Open URL", "", 660, 420, 600, 160), L("Open URL", 680, 440, 200), L("URL", 680, 484, 60),
           R("entry", "URL", "", 740, 478, 500, 32), R("push-button", "Cancel", "", 1040, 530, 100, 34),
           R("push-button", "Open", "", 1150, 530, 100, 34)]
    magnet = "magnet:?xt=urn:btih:8f1c6b2d5e0a47e3b9d2c71a4f6e08b3d5c2a914&dn=tails-amd64-6.0.img"
    props = [R("dialog", "tails-amd64-6.0.img Properties", "", 640, 220, 640, 600)]
    props += [R("page-tab", t, "", 660 + i * 110, 250, 106, 30) for i, t in enumerate(["Information", "Peers", "Trackers", "Files", "Options"])]

    def opts(limit: bool, val: str) -> list[Row]:
        return [L("Speed", 660, 300, 100), R("check-box", "Honor global limits", ck(True), 680, 330, 300, 26),
                R("check-box", "Limit download speed (kB/s):", ck(limit), 680, 362, 300, 26),
                R("spin-button", "Limit download speed (kB/s):", val, 1000, 358, 120, 30),
                R("check-box", "Limit upload speed (kB/s):", ck(False), 680, 396, 300, 26),
                R("spin-button", "Limit upload speed (kB/s):", "100", 1000, 392, 120, 30),
                L("Torrent priority:", 680, 434, 200), R("combo-box", "Torrent priority:", "Normal", 1000, 428, 160, 30),
                L("Seeding Limits", 660, 480, 200), L("Ratio:", 680, 514, 100), R("combo-box", "Ratio:", "Use global settings", 1000, 508, 220, 30),
                L("Idle:", 680, 550, 100), R("combo-box", "Idle:", "Use global settings", 1000, 544, 220, 30),
                L("Peer Connections", 660, 600, 200), L("Maximum peers:", 680, 634, 160),
                R("spin-button", "Maximum peers:", "50", 1000, 628, 120, 30), R("push-button", "Close", "", 1160, 770, 100, 34)]

    drop = menu(["All                8", "Active             4", "Downloading        2", "Seeding            4",
                 "Paused             1", "Finished           0", "Verifying          0", "Error              0"], 430, 244, 200)
    o1 = ["bbb", "arch", "debian", "kali", "mint", "suse", "ubuntu"]
    o2 = ["bbb", "debian", "kali", "mint", "suse", "ubuntu"]
    turns = [
        (code("pyautogui.click(700, 480)  # Fedora-Workstation-Live-x86_64-39-1.5.iso"),
         tr("Mar 13  20:14", it(order0, kali=kali(2.52, "14 of 37", "1.1 MB/s")), "1.1 MB/s", "806 kB/s")),
        (code("pyautogui.press('delete')"),
         tr("Mar 13  20:14", it(order0, kali=kali(2.53, "14 of 37", "1.1 MB/s")), "1.1 MB/s", "804 kB/s", dlg=remove)),
        (code("pyautogui.click(1120, 567)  # Remove"),
         tr("Mar 13  20:14", it(o1, kali=kali(2.54, "14 of 36", "1.1 MB/s")), "1.1 MB/s", "809 kB/s")),
        (code("pyautogui.click(700, 328)  # archlinux-2024.03.01-x86_64.iso\npyautogui.press('delete')\npyautogui.click(1120, 567)  # Remove"),
         tr("Mar 13  20:15", it(o2, kali=kali(2.59, "15 of 38", "1.2 MB/s"), ubuntu=ubu(5.29)), "1.2 MB/s", "801 kB/s")),
        (code("pyautogui.hotkey('ctrl', 'u')  # Torrent > Open URL…"),
         tr("Mar 13  20:15", it(o2, kali=kali(2.60, "15 of 38", "1.1 MB/s"), ubuntu=ubu(5.29)), "1.1 MB/s", "798 kB/s", dlg=url)),
        (code(f"pyautogui.write('{magnet}')\npyautogui.press('enter')"),
         tr("Mar 13  20:16", it(o2, kali=kali(2.66, "15 of 38", "1.1 MB/s"), ubuntu=ubu(5.32)) + [tails0], "1.1 MB/s", "805 kB/s")),
        (code("time.sleep(20)\npyautogui.click(700, 708)  # tails-amd64-6.0.img\npyautogui.hotkey('alt', 'Return')  # Properties\npyautogui.click(1105, 265)  # Options"),
         tr("Mar 13  20:16", it(o2, kali=kali(2.68, "15 of 36", "1.0 MB/s"), ubuntu=ubu(5.32)) + [tails(29.4, "9 of 22", "3.1 MB/s", 0)],
            "4.1 MB/s", "810 kB/s", dlg=props + opts(False, "100"))),
        (code("pyautogui.click(692, 375)  # Limit download speed\npyautogui.tripleClick(1060, 373)\npyautogui.write('2000')\npyautogui.press('tab')\npyautogui.click(1210, 787)  # Close"),
         tr("Mar 13  20:17", it(o2, kali=kali(2.73, "16 of 36", "1.1 MB/s"), ubuntu=ubu(5.34), debian=deb2) + [tails(148.7, "11 of 24", "1.9 MB/s", 12)],
            "3.0 MB/s", "822 kB/s")),
        (code("pyautogui.click(520, 227)  # Show filter"),
         tr("Mar 13  20:17", it(o2, kali=kali(2.74, "16 of 36", "1.1 MB/s"), ubuntu=ubu(5.34), debian=deb2) + [tails(160.2, "11 of 24", "1.9 MB/s", 14)],
            "3.0 MB/s", "819 kB/s", dlg=drop)),
        (code("pyautogui.click(520, 319)  # Downloading"),
         tr("Mar 13  20:18", [kali(2.79, "16 of 35", "1.1 MB/s"), tails(262.9, "11 of 25", "1.9 MB/s", 15)], "3.0 MB/s", "806 kB/s",
            show="Downloading")),
        (code("pyautogui.click(1420, 227)  # search box\npyautogui.write('tails')"),
         tr("Mar 13  20:18", [tails(275.0, "12 of 25", "1.9 MB/s", 15)], "3.0 MB/s", "811 kB/s", show="Downloading", search="tails")),
    ]
    state = tr("Mar 13  20:13", it(order0), "1.1 MB/s", "806 kB/s")
    rs.add(task="os", tid="h45-os-08", system=system(
        "In Transmission, remove the Fedora 39 and Arch Linux torrents (keep their data), add the Tails 6.0 magnet link "
        "with a 2000 kB/s download limit, and show only the torrents that are downloading."), turns=turns, state=state,
        bad=True, turn=9, kind="All filter count still 8 after two removals and one addition")


# Passwords and Keys (Seahorse) — bad
def t09(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Passwords and Keys", "Terminal", "Help"]
    keys = [("Jonas Brandt", "jonas.brandt@northwind-labs.com", "PGP key"),
            ("Maya Okafor", "maya@northwind-labs.com", "Personal PGP key"),
            ("Northwind Release Signing Key", "release@northwind-labs.com", "PGP key"),
            ("Priya Raman", "priya.raman@northwind-labs.com", "PGP key"),
            ("Ubuntu Archive Automatic Signing Key (2018)", "ftpmaster@ubuntu.com", "PGP key")]

    def sh(clock: str, dlg: list[Row] | None = None) -> str:
        rows = [R("frame", "Passwords and Keys", "", 360, 120, 1200, 800), R("push-button", "New", "", 372, 128, 34, 34),
                R("toggle-button", "Search", "", 1460, 128, 34, 34), R("toggle-button", "Main Menu", "", 1500, 128, 34, 34),
                L("Passwords", 376, 180, 200), R("list-item", "Login", "Login", 372, 206, 240, 34),
                L("Certificates", 376, 252, 200), R("list-item", "Default trust", "Default trust", 372, 278, 240, 34),
                R("list-item", "System Trust", "System Trust", 372, 312, 240, 34), L("Keys", 376, 358, 200),
                R("list-item", "GnuPG keys", "GnuPG keys", 372, 384, 240, 34), R("list-item", "OpenSSH keys", "OpenSSH keys", 372, 418, 240, 34)]
        for i, (n, e, t) in enumerate(keys):
            y = 180 + i * 64
            rows += [R("list-item", n, n, 630, y, 910, 60), L(n, 680, y + 6, 600), L(e, 680, y + 32, 600), L(t, 1360, y + 18, 160)]
        rows += dlg or []
        return screen("Passwords and Keys", clock, rows, apps)

    kid = "5F3A9C0E21B7D4A8"
    fpr = "9A1C 44E7 0B32 D5F1 8E6A  27C0 5F3A 9C0E 21B7 D4A8"
    fpr_bad = "9A1C 44E7 0B23 D5F1 8E6A  27C0 5F3A 9C0E 21B7 D4A8"

    def props(tab: str, expires: str = "2024-06-14", fp: str = fpr) -> list[Row]:
        rows = [R("dialog", "Maya Okafor", "", 560, 170, 800, 700)]
        rows += [R("page-tab", t, "", 580 + i * 190, 200, 186, 30) for i, t in enumerate(["Owner", "Names and Signatures", "Details"])]
        if tab == "Owner":
            rows += [R("image", "Photo", "", 590, 250, 128, 160), L("Name:", 740, 254, 100), L("Maya Okafor", 860, 254, 400),
                     L("Email:", 740, 284, 100), L("maya@northwind-labs.com", 860, 284, 400), L("Comment:", 740, 314, 100),
                     L("", 860, 314, 400), L("Key ID:", 740, 344, 100), L(kid, 860, 344, 400),
                     R("push-button", "Add Photo", "", 590, 420, 128, 30), R("push-button", "Change Passphrase", "", 740, 420, 180, 30),
                     L("Names and Signatures", 590, 480, 300)]
            rows += grid(590, 510, [("Name/Email", 440), ("Signatures", 120)], [
                ["Maya Okafor <maya@northwind-labs.com>", "3"], ["Maya Okafor <maya.okafor@proton.me>", "1"]], rh=28)
        else:
            rows += [L("Key ID:", 590, 254, 160), L(kid, 760, 254, 500), L("Type:", 590, 284, 160), L("RSA", 760, 284, 200),
                     L("Strength:", 590, 314, 160), L("4096", 760, 314, 200), L("Fingerprint:", 590, 344, 160), L(fp, 760, 344, 560),
                     L("Created:", 590, 374, 160), L("2022-06-14", 760, 374, 200), L("Expires:", 590, 404, 160), L(expires, 760, 404, 200),
                     R("push-button", "Change", "", 980, 400, 100, 30), L("Override Owner Trust:", 590, 446, 180),
                     R("combo-box", "Override Owner Trust:", "Ultimate", 780, 440, 200, 30), L("Export Secret Key:", 590, 486, 180),
                     R("push-button", "Export", "", 780, 480, 100, 30), L("Subkeys", 590, 530, 200)]
            rows += grid(590, 558, [("ID", 180), ("Type", 80), ("Size", 70), ("Created", 120), ("Expires", 120), ("Status", 90), ("Usage", 100)], [
                [kid, "RSA", "4096", "2022-06-14", expires, "Good", "Sign, Certify"],
                ["C07E2B9D64F1A305", "RSA", "4096", "2022-06-14", "2024-06-14", "Good", "Encrypt"]], rh=28)
            rows += [R("push-button", b, "", 590 + i * 100, 660, 96, 30) for i, b in enumerate(["Add", "Delete", "Expire", "Revoke"])]
        rows.append(R("push-button", "Close", "", 1250, 820, 96, 34))
        return rows

    cal = [R("dialog", "Change expiry", "", 760, 300, 400, 420), R("check-box", "Never expires", ck(False), 780, 330, 200, 26),
           R("push-button", "Previous month", "", 780, 370, 24, 24), L("June", 810, 370, 80), R("push-button", "Next month", "", 890, 370, 24, 24),
           R("push-button", "Previous year", "", 960, 370, 24, 24), L("2024", 990, 370, 60), R("push-button", "Next year", "", 1054, 370, 24, 24)]
    cal += [R("table-column-header", d, "", 780 + i * 50, 404, 48, 24) for i, d in enumerate(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])]
    cal += [R("table-cell", str(d), str(d), 780 + ((d + 5) % 7) * 50, 430 + ((d + 5) // 7) * 34, 48, 32) for d in range(1, 31)]
    cal += [R("push-button", "Cancel", "", 930, 670, 96, 34), R("push-button", "Change", "", 1040, 670, 96, 34)]
    chooser = [R("dialog", "Export PGP Key", "", 460, 160, 1000, 720), L("Name:", 480, 194, 60),
               R("entry", "Name:", "Maya Okafor.asc", 550, 188, 600, 32)]
    chooser += [R("toggle-button", c, "", 620 + i * 120, 230, 114, 32) for i, c in enumerate(["maya", "Documents"])]
    chooser += [R("list-item", p, p, 480, 280 + i * 32, 180, 30) for i, p in enumerate(
        ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Other Locations"])]
    chooser += grid(680, 280, [("Name", 440), ("Size", 120), ("Modified", 180)], [
        ["contracts", "9 items", "Mar 8"], ["grant-proposal.odt", "412.6 kB", "Mar 11"], ["keys-backup-2023.tar.gpg", "18.4 kB", "Jun 14 2023"],
        ["onboarding-checklist.pdf", "96.3 kB", "Jan 22"], ["revocation-cert-5F3A9C0E.asc", "1.6 kB", "Jun 14 2022"]], rh=30)
    chooser += [R("combo-box", "File type", "Armored PGP keys", 1140, 760, 300, 30),
                R("push-button", "Cancel", "", 1250, 820, 90, 34), R("push-button", "Export", "", 1350, 820, 90, 34)]
    turns = [
        (code("pyautogui.doubleClick(900, 274)  # Maya Okafor"),
         sh("Mar 14  16:02", props("Owner"))),
        (code("pyautogui.click(1000, 215)  # Details tab"),
         sh("Mar 14  16:02", props("Details"))),
        (code("pyautogui.click(1030, 415)  # Change (expiry)"),
         sh("Mar 14  16:03", props("Details") + cal)),
        (code("pyautogui.click(1066, 382)  # Next year\npyautogui.click(1066, 382)  # Next year\npyautogui.click(1030, 481)  # 14\npyautogui.click(1088, 687)  # Change"),
         sh("Mar 14  16:03", props("Details", expires="2026-06-14", fp=fpr_bad))),
        (code("pyautogui.click(1298, 837)  # Close"),
         sh("Mar 14  16:04")),
        (code("pyautogui.rightClick(900, 274)  # Maya Okafor\npyautogui.click(960, 300)  # Export…"),
         sh("Mar 14  16:04", chooser)),
        (code("pyautogui.click(1395, 837)  # Export"),
         sh("Mar 14  16:04")),
    ]
    state = sh("Mar 14  16:01")
    rs.add(task="os", tid="h45-os-09", system=system(
        "In Passwords and Keys, extend the expiry of my PGP key (Maya Okafor) to 2026-06-14 and export the public key "
        "to ~/Documents."), turns=turns, state=state,
        bad=True, turn=4, kind="key fingerprint differs after only the expiry date was changed")


# Disk Usage Analyzer — clean
def t10(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "Disk Usage Analyzer", "Terminal", "Help"]

    def size(mb: float) -> str:
        return f"{mb / 1000:.1f} GB" if mb >= 1000 else f"{mb:.1f} MB"

    home = [(".cache", 14200.0, 38771, "Today"), ("Videos", 12900.0, 47, "Feb 21"), (".local", 9800.0, 21406, "Today"),
            ("Downloads", 8600.0, 412, "Yesterday"), ("VirtualBox VMs", 7400.0, 9, "Jan 15"), ("Documents", 3100.0, 2904, "Mar 8"),
            ("snap", 2700.0, 31118, "Mar 2"), ("Pictures", 1900.0, 1377, "Mar 4"), (".config", 612.3, 4880, "Today"),
            ("Music", 402.6, 88, "Dec 30"), ("code", 305.1, 14210, "Yesterday"), (".mozilla", 288.4, 1907, "Today")]
    cache = [("pip", 5100.0, 8203, "Feb 29"), ("mozilla", 3400.0, 9120, "Today"), ("thumbnails", 1800.0, 12044, "Today"),
             ("JetBrains", 1600.0, 3310, "Mar 7"), ("yarn", 1200.0, 5402, "Mar 1"), ("go-build", 700.0, 512, "Feb 20"),
             ("tracker3", 387.6, 152, "Today"), ("fontconfig", 12.4, 28, "Jan 9")]
    downloads = [("ubuntu-24.04-desktop-amd64.iso", 5700.0, 1, "Yesterday"), ("datasets", 2300.0, 288, "Feb 27"),
                 ("old-installers", 285.1, 25, "Jan 18"), ("jdk-21_linux-x64_bin.tar.gz", 196.4, 1, "Mar 5"),
                 ("slack-desktop-4.36.140-amd64.deb", 77.3, 1, "Feb 14"), ("receipts", 41.2, 96, "Mar 4")]
    loose_mb, loose_n = 48.6, 233

    def tree(name: str, items: list[tuple[str, float, int, str]], mod: str, extra_mb: float = 0.0, extra_n: int = 0) -> list[list[str]]:
        tot = sum(i[1] for i in items) + extra_mb
        n = sum(i[2] for i in items) + extra_n
        rows = [[name, size(tot), f"{n} items", mod]]
        rows += [[f"  {a}", size(b), f"{c} item{'s' if c != 1 else ''}", d] for a, b, c, d in items]
        return rows

    def bb(clock: str, crumbs: list[str], data: list[list[str]] | None, subtitle: str = "") -> str:
        rows = [R("frame", "Disk Usage Analyzer" if data is None else crumbs[0], "", 200, 100, 1500, 880)]
        rows += [R("push-button", "Back", "", 212, 108, 34, 34), R("push-button", "Rescan", "", 1560, 108, 34, 34),
                 R("toggle-button", "Main menu", "", 1600, 108, 34, 34)]
        if data is None:
            rows += [R("list-item", "Home folder", "Home folder", 230, 170, 1440, 70), L("/home/dkim", 300, 204, 400),
                     R("list-item", "Ubuntu 22.04.4 LTS", "Ubuntu 22.04.4 LTS", 230, 250, 1440, 70), L("/", 300, 284, 400),
                     L("180.8 GB / 249.0 GB", 1300, 270, 300), R("progress-bar", "", "73%", 1300, 296, 340, 6),
                     R("list-item", "data", "data", 230, 330, 1440, 70), L("/media/dkim/data", 300, 364, 400),
                     L("512.4 GB / 1.0 TB", 1300, 350, 300), R("progress-bar", "", "51%", 1300, 376, 340, 6)]
        else:
            rows.append(L(subtitle, 800, 130, 300))
            cx = 220
            for c in crumbs:
                rows.append(R("toggle-button", c, "", cx, 156, 12 * len(c) + 30, 30))
                cx += 12 * len(c) + 34
            rows += grid(220, 196, [("Folder", 420), ("Size", 130), ("Contents", 150), ("Modified", 130)], data, rh=30)
            rows += [R("panel", "Rings chart", "", 1080, 200, 600, 600), R("toggle-button", "Rings chart", "", 1300, 820, 40, 30),
                     R("toggle-button", "Treemap chart", "", 1344, 820, 40, 30)]
        return screen("Disk Usage Analyzer", clock, rows, apps)

    cache2 = [("mozilla", 3460.0, 9157, "Today"), ("thumbnails", 1800.0, 12044, "Today"), ("JetBrains", 1600.0, 3310, "Mar 7"),
              ("yarn", 1200.0, 5402, "Mar 1"), ("go-build", 700.0, 512, "Feb 20"), ("tracker3", 387.9, 152, "Today"),
              ("fontconfig", 12.4, 28, "Jan 9")]
    c1 = (".cache", sum(i[1] for i in cache), sum(i[2] for i in cache), "Today")
    c2 = (".cache", sum(i[1] for i in cache2), sum(i[2] for i in cache2), "Today")
    home2 = [c2 if h[0] == ".cache" else (".config", 612.9, 4881, "Today") if h[0] == ".config"
             else (".local", 9801.2, 21409, "Today") if h[0] == ".local" else h for h in home]
    home2 = sorted(home2, key=lambda h: -h[1])
    home1 = [c1 if h[0] == ".cache" else h for h in home]

    def total(items: list[tuple[str, float, int, str]]) -> str:
        return size(sum(i[1] for i in items) + loose_mb) + " (249.0 GB total)"

    root1 = tree("dkim", home1, "Today", loose_mb, loose_n)
    root2 = tree("dkim", home2, "Today", loose_mb, loose_n)
    turns = [
        (code("pyautogui.click(900, 205)  # Home folder"),
         bb("Mar 14  11:31", ["dkim"], root1, total(home1))),
        (code("pyautogui.doubleClick(330, 256)  # .cache"),
         bb("Mar 14  11:31", ["dkim", ".cache"], tree(".cache", cache, "Today"), total(home1))),
        (code("import shutil, os\nshutil.rmtree(os.path.expanduser('~/.cache/pip'))"),
         bb("Mar 14  11:32", ["dkim", ".cache"], tree(".cache", cache, "Today"), total(home1))),
        (code("pyautogui.click(1577, 125)  # Rescan"),
         bb("Mar 14  11:33", ["dkim", ".cache"], tree(".cache", cache2, "Today"), total(home2))),
        (code("pyautogui.click(252, 171)  # dkim in the path bar"),
         bb("Mar 14  11:33", ["dkim"], root2, total(home2))),
        (code("pyautogui.doubleClick(330, 346)  # Downloads"),
         bb("Mar 14  11:34", ["dkim", "Downloads"], tree("Downloads", downloads, "Yesterday"), total(home2))),
    ]
    state = bb("Mar 14  11:30", ["Disk Usage Analyzer"], None)
    rs.add(task="os", tid="h45-os-10", system=system(
        "Use Disk Usage Analyzer to find what is filling the home folder, delete the pip cache, rescan, and then look "
        "at what is in Downloads."), turns=turns, state=state)


# Nautilus batch rename — bad
def t11(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "Shotwell", "Image Viewer", "Help"]
    side = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]
    lis = [("IMG_44%02d.jpg" % (i + 1), mb) for i, mb in enumerate([4.1, 3.8, 5.2, 4.6, 3.3, 4.9, 6.1, 2.9, 4.4, 3.6, 5.5, 3.1])]
    por = [("DSC_%04d.JPG" % (112 + i), mb) for i, mb in enumerate([7.2, 6.8, 7.9, 8.1, 6.5, 7.4, 7.0, 6.6])]

    def naut(title: str, crumbs: list[str], data: list[list[str]], clock: str, status: str = "", sort: str = "Name",
             dlg: list[Row] | None = None) -> str:
        rows = [R("frame", title, "", 300, 120, 1320, 840), R("push-button", "Back", "", 312, 128, 34, 34),
                R("push-button", "Forward", "", 350, 128, 34, 34)]
        cx = 396
        for c in crumbs:
            w = 10 * len(c) + 28
            rows.append(R("toggle-button", c, "", cx, 128, w, 34))
            cx += w + 4
        rows += [R("push-button", "Search", "", 1452, 128, 34, 34), R("toggle-button", "View options", "", 1490, 128, 52, 34),
                 R("toggle-button", "Main menu", "", 1546, 128, 34, 34)]
        rows += [R("list-item", s, s, 306, 176 + i * 34 + (8 if s == "Other Locations" else 0), 208, 32) for i, s in enumerate(side)]
        cols = [("Name", 560), ("Size", 140), ("Modified", 160)]
        cols = [(f"{n} ▼" if n == sort else n, w) for n, w in cols]
        rows += grid(528, 176, cols, data, rh=32)
        if status:
            rows.append(L(status, 1150, 924, 450, 28))
        rows += dlg or []
        return screen("Files", clock, rows, apps)

    def rows_of(files: list[tuple[str, float]], mod: str) -> list[list[str]]:
        return [[n, f"{mb:.1f} MB", mod] for n, mb in files]

    def dialog(n: int, template: str, pairs: list[tuple[str, str]]) -> list[Row]:
        rows = [R("dialog", f"Rename {n} Files", "", 560, 180, 800, 680),
                R("radio-button", "Rename using a template", ck(True), 590, 220, 300, 28),
                R("radio-button", "Find and replace text", ck(False), 900, 220, 300, 28),
                R("entry", "Template", template, 590, 264, 560, 34), R("menu-button", "Add", "", 1160, 264, 90, 34),
                R("combo-box", "Order", "Original Name (Ascending)", 1260, 264, 80, 34)]
        for i, (a, b) in enumerate(pairs):
            y = 320 + i * 36
            rows += [L(a, 600, y, 300), L("→", 930, y, 30), L(b, 980, y, 340)]
        rows += [R("push-button", "Cancel", "", 580, 188, 90, 32), R("push-button", "Rename", "", 1250, 188, 90, 32)]
        return rows

    lis_new = [("lisbon-%03d.jpg" % (i + 1), mb) for i, (_, mb) in enumerate(lis)]
    por_new = [("porto-%03d.JPG" % (i + 1), mb) for i, (_, mb) in enumerate(por)]
    by_size = sorted(lis_new, key=lambda f: -f[1])
    by_size_bad = [("IMG_4409.jpg", mb) if n == "lisbon-009.jpg" else (n, mb) for n, mb in by_size]
    pics0 = [["Screenshots", "34 items", "Mar 13"], ["trip-lisbon", "12 items", "Mar 2"], ["trip-porto", "8 items", "Feb 11"],
             ["wallpapers", "21 items", "Jan 28"]]
    pics1 = [["Screenshots", "34 items", "Mar 13"], ["trip-lisbon", "12 items", "10:16"], ["trip-porto", "8 items", "Feb 11"],
             ["wallpapers", "21 items", "Jan 28"]]
    s12 = "12 items selected (51.5 MB)"
    s8 = "8 items selected (57.5 MB)"
    lcr, pcr = ["Home", "Pictures", "trip-lisbon"], ["Home", "Pictures", "trip-porto"]
    turns = [
        (code("pyautogui.doubleClick(640, 252)  # trip-lisbon"),
         naut("trip-lisbon", lcr, rows_of(lis, "Mar 2"), "Mar 14  10:14")),
        (code("pyautogui.hotkey('ctrl', 'a')"),
         naut("trip-lisbon", lcr, rows_of(lis, "Mar 2"), "Mar 14  10:14", s12)),
        (code("pyautogui.press('f2')"),
         naut("trip-lisbon", lcr, rows_of(lis, "Mar 2"), "Mar 14  10:14", s12,
              dlg=dialog(12, "[Original file name]", [(n, n) for n, _ in lis]))),
        (code("pyautogui.tripleClick(870, 281)\npyautogui.write('lisbon-')\npyautogui.click(1205, 281)  # Add\npyautogui.click(1230, 400)  # 001, 002, 003, 004"),
         naut("trip-lisbon", lcr, rows_of(lis, "Mar 2"), "Mar 14  10:15", s12,
              dlg=dialog(12, "lisbon-[001, 002, 003]", [(a, b) for (a, _), (b, _) in zip(lis, lis_new)]))),
        (code("pyautogui.click(1295, 204)  # Rename"),
         naut("trip-lisbon", lcr, rows_of(lis_new, "Mar 2"), "Mar 14  10:16", s12)),
        (code("pyautogui.click(1158, 192)  # Size column header"),
         naut("trip-lisbon", lcr, rows_of(by_size_bad, "Mar 2"), "Mar 14  10:16", s12, sort="Size")),
        (code("pyautogui.hotkey('alt', 'up')"),
         naut("Pictures", ["Home", "Pictures"], pics1, "Mar 14  10:17")),
        (code("pyautogui.doubleClick(640, 284)  # trip-porto"),
         naut("trip-porto", pcr, rows_of(por, "Feb 10"), "Mar 14  10:17")),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.press('f2')"),
         naut("trip-porto", pcr, rows_of(por, "Feb 10"), "Mar 14  10:17", s8,
              dlg=dialog(8, "[Original file name]", [(n, n) for n, _ in por]))),
        (code("pyautogui.tripleClick(870, 281)\npyautogui.write('porto-')\npyautogui.click(1205, 281)  # Add\npyautogui.click(1230, 400)  # 001, 002, 003, 004"),
         naut("trip-porto", pcr, rows_of(por, "Feb 10"), "Mar 14  10:18", s8,
              dlg=dialog(8, "porto-[001, 002, 003]", [(a, b) for (a, _), (b, _) in zip(por, por_new)]))),
        (code("pyautogui.click(1295, 204)  # Rename"),
         naut("trip-porto", pcr, rows_of(por_new, "Feb 10"), "Mar 14  10:18", s8)),
    ]
    state = naut("Pictures", ["Home", "Pictures"], pics0, "Mar 14  10:13")
    rs.add(task="os", tid="h45-os-11", system=system(
        "Batch-rename the photos in ~/Pictures/trip-lisbon to lisbon-001.jpg, lisbon-002.jpg, … and those in "
        "~/Pictures/trip-porto to porto-001.JPG, … keeping their current order."), turns=turns, state=state,
        bad=True, turn=6, kind="one renamed photo listed under its old IMG_ name after re-sorting")


# LibreOffice Writer — clean
def t12(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "LibreOffice Writer", "LibreOffice Calc", "Help"]
    menus = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
    tools = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Toggle Print Preview", "Cut", "Copy", "Paste",
             "Clone Formatting", "Undo", "Redo", "Find and Replace", "Check Spelling", "Formatting Marks", "Insert Table",
             "Insert Image", "Insert Chart", "Insert Special Character", "Insert Page Break", "Insert Field",
             "Insert Footnote", "Insert Hyperlink", "Insert Bookmark", "Insert Cross-reference", "Insert Comment",
             "Track Changes", "Insert Line"]
    title = "grant-proposal.odt - LibreOffice Writer"

    def wr(clock: str, style: str, paras: list[tuple[str, str]], page: str, words: str, modified: bool,
           extra: list[Row] | None = None) -> str:
        rows = [R("frame", title, "", 70, 27, 1850, 1053)]
        rows += [R("menu", m, "", 78 + i * 62, 34, 58, 24) for i, m in enumerate(menus)]
        rows += [R("push-button", t, "", 78 + i * 30, 62, 28, 28) for i, t in enumerate(tools)]
        rows += [R("combo-box", "Paragraph Style", style, 78, 96, 200, 28), R("combo-box", "Font Name", "Liberation Serif", 284, 96, 200, 28),
                 R("combo-box", "Font Size", "12 pt", 490, 96, 70, 28)]
        rows += [R("push-button", b, "", 570 + i * 30, 96, 28, 28) for i, b in enumerate(
            ["Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript", "Font Color", "Character Highlighting Color",
             "Align Left", "Align Center", "Align Right", "Justified", "Toggle Unordered List", "Toggle Ordered List"])]
        rows.append(R("document-text", "", "", 420, 140, 1080, 880))
        y = 150
        for tag, text in paras:
            h = 24 if len(text) < 100 else 24 * (len(text) // 95 + 1)
            rows.append(R(tag, "", text, 520, y, 880, h))
            y += h + 10
        rows += [L(page, 76, 1050, 140), L(words, 230, 1050, 300), L("Default Page Style", 560, 1050, 160), L("English (USA)", 760, 1050, 120),
                 L("The document has been modified. Click to save the document." if modified
                   else "The document has not been modified since the last save.", 1500, 1050, 24),
                 R("slider", "Zoom", "100%", 1700, 1050, 160, 20), L("100%", 1866, 1050, 50)]
        rows += extra or []
        return screen("LibreOffice Writer", clock, rows, apps)

    p = "paragraph"
    h1, h2 = "heading", "heading"
    cover = [(h1, "Community Solar Access Grant — Proposal"), (p, "Prepared for: Riverbend Community Foundation"),
             (p, "Submitted by: Northwind Energy Cooperative"),
             (p, "Contact: Maya Okafor, Grants Lead · maya@northwind-coop.org · (555) 013-4477"),
             (p, "Date: March 11, 2024"), (p, "Requested amount: $450,000 over 24 months")]
    page2 = [(p, ""), (h1, "1. Executive Summary"),
             (p, "Northwind Energy Cooperative requests $450,000 to build a 420 kW community solar array on the roof of the Riverbend Transit Depot and enrol 180 low- and moderate-income households as subscribers. Subscribers will receive bill credits averaging $38 per month with no upfront cost."),
             (h1, "2. Community Need"), (h2, "2.1 Energy Burden in Riverbend")]
    toc_old = [("1. Executive Summary", 3), ("2. Community Need", 3), ("2.1 Energy Burden in Riverbend", 3), ("2.2 Existing Programs", 4),
               ("3. Project Design", 4), ("3.1 Site Selection", 5), ("3.2 Subscriber Model", 5), ("4. Budget", 6),
               ("4.1 Capital Costs", 6), ("4.2 Operating Costs", 7), ("5. Evaluation Plan", 8), ("6. Organizational Capacity", 9)]
    toc_new = toc_old[:10] + [("4.3 Matching Funds", 7)] + toc_old[10:]

    def toc(entries: list[tuple[str, int]]) -> list[tuple[str, str]]:
        out = [(h1, "Table of Contents")]
        out += [(p, f"{'    ' if '.' in t.split(' ')[0][:-1] else ''}{t} ..... {n}") for t, n in entries]
        return out + [(h1, "1. Executive Summary")]

    budget = [(h2, "4.1 Capital Costs"),
              (p, "Capital costs are based on three contractor quotes received in February 2024 and include a 6% contingency."),
              (p, "Solar array (420 kW DC), racking and inverters — $912,000"), (p, "Interconnection and utility upgrades — $148,300"),
              (p, "Battery storage (250 kWh) — $171,200"), (p, "Permitting, engineering and legal — $53,000"),
              (p, "Total project cost: $1,284,500"),
              (p, "The requested $450,000 covers 35% of the capital cost; the balance is financed through the federal Investment Tax Credit and a green bond issued by the cooperative.")]
    ops = [(h2, "4.2 Operating Costs"),
           (p, "Annual operating costs of $21,400 cover monitoring, insurance, inverter service contracts and subscriber management software."),
           (p, "An operating reserve of $40,000 will be held for inverter replacement in years 10 to 12.")]
    matching = [(h2, "4.3 Matching Funds"),
                (p, "Northwind has secured $120,000 in matching funds: $80,000 from the Riverbend Municipal Utility green fund and $40,000 in member equity raised at the 2023 annual meeting. Letters of commitment are attached as Appendix C.")]
    tocdlg = [R("dialog", "Table of Contents, Index or Bibliography", "", 460, 160, 1000, 720),
              R("page-tab", "Type", "", 480, 190, 100, 28), R("page-tab", "Entries", "", 584, 190, 100, 28),
              R("page-tab", "Styles", "", 688, 190, 100, 28), R("page-tab", "Columns", "", 792, 190, 100, 28),
              R("page-tab", "Background", "", 896, 190, 100, 28), R("check-box", "Preview", ck(True), 480, 820, 100, 26),
              L("Title:", 820, 244, 80), R("entry", "Title:", "Table of Contents", 910, 240, 520, 30),
              L("Type:", 820, 284, 80), R("combo-box", "Type:", "Table of Contents", 910, 280, 300, 30),
              R("check-box", "Protected against manual changes", ck(True), 820, 320, 400, 26),
              L("For:", 820, 364, 80), R("combo-box", "For:", "Entire document", 910, 360, 240, 30),
              L("Evaluate up to level:", 1160, 364, 160)]
    toc_rest = [R("check-box", "Outline", ck(True), 840, 444, 200, 26), R("check-box", "Additional styles", ck(False), 840, 474, 200, 26),
                R("push-button", "Assign styles…", "", 1100, 470, 140, 30), R("check-box", "Index marks", ck(True), 840, 504, 200, 26),
                L("Create From", 820, 414, 200), R("push-button", "Help", "", 480, 860, 90, 34), R("push-button", "Reset", "", 580, 860, 90, 34),
                R("push-button", "OK", "", 1250, 860, 90, 34), R("push-button", "Cancel", "", 1350, 860, 90, 34)]
    find_bar = [R("entry", "Find Text", "Total project cost", 80, 1012, 300, 28), R("push-button", "Find Previous", "", 384, 1012, 28, 28),
                R("push-button", "Find Next", "", 414, 1012, 28, 28), R("push-button", "Find All", "", 446, 1012, 80, 28),
                R("check-box", "Match Case", ck(False), 532, 1012, 120, 28), R("check-box", "Whole Words Only", ck(False), 656, 1012, 160, 28),
                R("push-button", "Close", "", 1880, 1012, 28, 28)]

    def comment(text: str) -> list[Row]:
        return [R("panel", "Comment", "", 1510, 430, 300, 140), L("Maya Okafor", 1520, 438, 200), L("Today, 11:26", 1520, 462, 200),
                R("paragraph", "", text, 1520, 490, 280, 60), R("push-button", "Actions", "", 1776, 438, 28, 24)]

    ctx = menu(["Cut", "Copy", "Paste", "Update Index", "Edit Index…", "Delete Index", "Character…", "Paragraph…"], 900, 420, 220)
    nav = [R("frame", "Navigator", "", 1520, 140, 390, 860), R("combo-box", "Navigate By", "Headings", 1530, 170, 200, 28),
           R("tree-item", "Headings", "Headings", 1530, 210, 360, 24)]
    nav_items = [t for t, _ in toc_old[:10]] + ["4.3 Matching Funds", "5. Evaluation Plan", "6. Organizational Capacity",
                                                 "Appendix A — Letters of Support"]
    nav += [R("tree-item", t, t, 1550, 236 + i * 24, 340, 24) for i, t in enumerate(nav_items)]
    nav += [R("tree-item", t, t, 1530, 600 + i * 24, 360, 24) for i, t in enumerate(
        ["Tables", "Frames", "Images", "OLE objects", "Bookmarks", "Sections", "Hyperlinks", "References", "Indexes",
         "Table of Contents1", "Comments", "Confirm figures with finance before submission.", "Drawing objects", "Fields"])]
    w0, w1, w2, w3 = ("2,814 words, 17,930 characters", "2,863 words, 18,241 characters", "2,900 words, 18,478 characters",
                      "2,904 words, 18,498 characters")
    turns = [
        (code("pyautogui.click(700, 497)  # empty paragraph at the top of page 2"),
         wr("Mar 11  11:21", "Default Paragraph Style", cover + page2, "Page 2 of 9", w0, False)),
        (code("pyautogui.click(264, 46)  # Insert\npyautogui.click(330, 590)  # Table of Contents and Index\npyautogui.click(600, 590)  # Table of Contents, Index or Bibliography…"),
         wr("Mar 11  11:22", "Default Paragraph Style", cover + page2, "Page 2 of 9", w0, False,
            tocdlg + [R("spin-button", "Evaluate up to level:", "10", 1330, 360, 80, 30)] + toc_rest)),
        (code("pyautogui.tripleClick(1360, 375)\npyautogui.write('2')\npyautogui.click(1295, 877)  # OK"),
         wr("Mar 11  11:22", "Contents Heading", toc(toc_old), "Page 2 of 10", w1, True)),
        (code("pyautogui.hotkey('ctrl', 'f')\npyautogui.write('Total project cost')\npyautogui.press('enter')"),
         wr("Mar 11  11:24", "Default Paragraph Style", budget, "Page 6 of 10", w1, True, find_bar)),
        (code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'alt', 'c')  # Insert > Comment"),
         wr("Mar 11  11:26", "Default Paragraph Style", budget, "Page 6 of 10", w1, True, comment(""))),
        (code("pyautogui.write('Confirm figures with finance before submission.')"),
         wr("Mar 11  11:26", "Default Paragraph Style", budget, "Page 6 of 10", w1, True, comment("Confirm figures with finance before submission."))),
        (code("pyautogui.click(900, 700)\npyautogui.hotkey('ctrl', 'f')\npyautogui.write('operating reserve of')\npyautogui.press('enter')\npyautogui.press('escape')\n"
              "pyautogui.press('end')\npyautogui.press('enter')\npyautogui.tripleClick(178, 110)  # Paragraph Style\npyautogui.write('Heading 2\\n')\n"
              "pyautogui.write('4.3 Matching Funds\\n')\npyautogui.write('Northwind has secured $120,000 in matching funds: $80,000 from the Riverbend Municipal Utility green fund "
              "and $40,000 in member equity raised at the 2023 annual meeting. Letters of commitment are attached as Appendix C.')"),
         wr("Mar 11  11:29", "Text Body", ops + matching, "Page 7 of 10", w2, True)),
        (code("pyautogui.hotkey('ctrl', 'home')\npyautogui.scroll(-12)\npyautogui.rightClick(800, 400)  # inside the table of contents"),
         wr("Mar 11  11:30", "Contents 1", toc(toc_old), "Page 2 of 10", w2, True, ctx)),
        (code("pyautogui.click(1000, 525)  # Update Index"),
         wr("Mar 11  11:30", "Contents 1", toc(toc_new), "Page 2 of 10", w3, True)),
        (code("pyautogui.hotkey('ctrl', 's')"),
         wr("Mar 11  11:30", "Contents 1", toc(toc_new), "Page 2 of 10", w3, False)),
        (code("pyautogui.press('f5')  # Navigator"),
         wr("Mar 11  11:31", "Contents 1", toc(toc_new), "Page 2 of 10", w3, False, nav)),
    ]
    state = wr("Mar 11  11:20", "Title", cover + page2, "Page 1 of 9", w0, False)
    rs.add(task="os", tid="h45-os-12", system=system(
        "In grant-proposal.odt, insert a two-level table of contents at the top of page 2, add the comment 'Confirm "
        "figures with finance before submission.' on the total project cost, add a '4.3 Matching Funds' section after "
        "4.2, update the table of contents and save."), turns=turns, state=state)


# dconf Editor — clean
def t13(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "dconf Editor", "Terminal", "Settings", "Help"]
    path = "/org/gnome/desktop/interface/"
    keys = [("can-change-accels", "false", "Can change accels"),
            ("clock-format", "'24h'", "Whether the clock displays in 24h or 12h format"),
            ("clock-show-date", "true", "Show date in clock"), ("clock-show-seconds", "false", "Whether the clock shows seconds"),
            ("clock-show-weekday", "false", "Show weekday in clock"), ("color-scheme", "'default'", "Color scheme"),
            ("cursor-blink", "true", "Cursor Blink"), ("cursor-blink-time", "1200", "Cursor Blink Time"),
            ("cursor-blink-timeout", "10", "Cursor Blink Timeout"), ("cursor-size", "24", "Cursor size"),
            ("cursor-theme", "'Yaru'", "Cursor theme"), ("document-font-name", "'Sans 11'", "Document font"),
            ("enable-animations", "true", "Enable animations"), ("enable-hot-corners", "false", "Enable the hot corners")]

    def frame(scale: float) -> list[Row]:
        hb = int(46 * scale)
        return [R("frame", "dconf Editor", "", 360, 110, 1200, 860), R("push-button", "Back", "", 370, 116, hb, hb),
                R("toggle-button", "Bookmarks", "", 1410, 116, hb, hb), R("toggle-button", "Search", "", 1460, 116, hb, hb),
                R("toggle-button", "Main menu", "", 1510, 116, hb, hb)]

    def lst(clock: str, vals: dict[str, str], scale: float = 1.25) -> str:
        rh = int(48 * scale)
        rows = frame(scale) + [R("toggle-button", seg, "", 420 + i * 120, 122, 116, int(30 * scale)) for i, seg in enumerate(
            ["/", "org/", "gnome/", "desktop/", "interface/"])]
        y0 = 116 + int(56 * scale)
        for i, (k, v, summary) in enumerate(keys):
            y = y0 + i * rh
            rows += [R("list-item", k, k, 370, y, 1180, rh - 2), L(k, 390, y + 4, 420, int(20 * scale)),
                     L(summary, 390, y + int(24 * scale), 600, int(18 * scale)), L(vals.get(k, v), 1300, y + 10, 220, int(20 * scale))]
        return screen("dconf Editor", clock, rows, apps)

    def page(clock: str, key: str, schema_type: str, default: str, summary: str, desc: str, use_default: bool,
             value: list[Row], scale: float = 1.25) -> str:
        rh = int(40 * scale)
        rows = frame(scale) + [R("toggle-button", seg, "", 420 + i * 120, 122, 116, int(30 * scale)) for i, seg in enumerate(
            ["/", "org/", "gnome/", "desktop/", "interface/", key])]
        y = 116 + int(60 * scale)
        for k, v in [("Key path", path + key), ("Schema", "org.gnome.desktop.interface"), ("Summary", summary),
                     ("Description", desc), ("Type", schema_type), ("Default", default)]:
            rows += [L(k, 400, y, 200, int(22 * scale)), L(v, 640, y, 880, int(22 * scale))]
            y += rh
        rows += [L("Use default value", 400, y + 10, 300, int(22 * scale)), R("switch", "Use default value", sw(use_default), 1440, y + 6, 60, int(28 * scale))]
        y += rh + 10
        rows.append(L("Custom value", 400, y + 10, 300, int(22 * scale)))
        rows += [(t, n, tx, (pos[0], y + 6), (sz[0], int(sz[1] * scale))) for t, n, tx, pos, sz in value]
        return screen("dconf Editor", clock, rows, apps)

    def boolv(v: bool) -> list[Row]:
        return [R("toggle-button", "True", ck(v), 1340, 0, 80, 28), R("toggle-button", "False", ck(not v), 1424, 0, 80, 28)]

    def spin(v: str) -> list[Row]:
        return [R("spin-button", "Custom value", v, 1300, 0, 200, 28)]

    wk = ("clock-show-weekday", "Boolean", "false", "Show weekday in clock",
          "If true, display the day of the week in the clock, in addition to time.")
    cs = ("cursor-size", "Signed 32-bit integer", "24", "Cursor size",
          "Size of the cursor used as cursor theme.")
    ts = ("text-scaling-factor", "Double", "1.0", "Text scaling factor",
          "Factor used to enlarge or reduce text display, without changing font size.")
    turns = [
        (code("pyautogui.click(700, 426)  # clock-show-weekday"),
         page("Mar 11  14:02", *wk, True, boolv(False))),
        (code("pyautogui.click(1470, 517)  # Use default value\npyautogui.click(1380, 584)  # True"),
         page("Mon Mar 11  14:03", *wk, False, boolv(True))),
        (code("pyautogui.hotkey('alt', 'Left')"),
         lst("Mon Mar 11  14:03", {"clock-show-weekday": "true"})),
        (code("pyautogui.click(700, 786)  # cursor-size"),
         page("Mon Mar 11  14:03", *cs, True, spin("24"))),
        (code("pyautogui.click(1470, 517)  # Use default value\npyautogui.tripleClick(1380, 584)\npyautogui.write('32')\npyautogui.press('enter')\npyautogui.hotkey('alt', 'Left')"),
         lst("Mon Mar 11  14:04", {"clock-show-weekday": "true", "cursor-size": "32"})),
        (code("pyautogui.scroll(-15)\npyautogui.click(700, 906)  # text-scaling-factor\npyautogui.click(1470, 517)  # Use default value"),
         page("Mon Mar 11  14:05", *ts, True, spin("1.0"), scale=1.0)),
    ]
    state = lst("Mar 11  14:02", {})
    rs.add(task="os", tid="h45-os-13", system=system(
        "With dconf Editor, under /org/gnome/desktop/interface/ turn on clock-show-weekday, set cursor-size to 32 and "
        "reset text-scaling-factor to its default value."), turns=turns, state=state)


# Rhythmbox — bad
def t14(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "Rhythmbox", "Videos", "Help"]
    tracks = [("1", "Amber Window", "3:56"), ("2", "Harbour Lights", "4:31"), ("3", "Low Tide", "4:12"), ("4", "Salt Lines", "3:48"),
              ("5", "Night Ferry", "5:07"), ("6", "Paper Moons", "3:33"), ("7", "Quiet Engines", "4:45"), ("8", "After Hours, Lisbon", "6:02")]
    lists0 = ["My Top Rated", "Recently Added", "Recently Played", "Road trip"]

    def rb(clock: str, playing: tuple[str, str, str] | None, paused: bool, source: str, items: list[tuple[str, str, str]],
           summary: str, playlists: list[str], dlg: list[Row] | None = None, edit: str = "") -> str:
        rows = [R("frame", playing[0] if playing and not paused else "Rhythmbox", "", 200, 90, 1520, 900)]
        rows += [R("push-button", "Previous", "", 214, 100, 40, 40),
                 R("push-button", "Play" if paused or not playing else "Pause", "", 258, 100, 40, 40),
                 R("push-button", "Next", "", 302, 100, 40, 40)]
        if playing:
            rows += [L(f"{playing[0]} by Nadia Kerr from Blue Hour Sessions", 360, 100, 600),
                     R("slider", "", playing[1], 360, 124, 600, 14), L(f"{playing[1]} of {playing[2]}", 970, 118, 120)]
        rows += [R("toggle-button", "Repeat", "", 1480, 104, 34, 34), R("toggle-button", "Shuffle", "", 1518, 104, 34, 34),
                 R("push-button", "Volume", "", 1560, 104, 34, 34), R("push-button", "Application menu", "", 1670, 104, 34, 34)]
        side = ["Play Queue", "Music", "Podcasts", "Radio"]
        rows += [L("Library", 214, 160, 200)] + [R("tree-item", s, s, 224, 186 + i * 30, 200, 30) for i, s in enumerate(side)]
        rows.append(L("Playlists", 214, 320, 200))
        for i, pl in enumerate(playlists):
            if pl == edit:
                rows.append(R("entry", "", pl, 224, 346 + i * 30, 200, 30))
            else:
                rows.append(R("tree-item", pl, pl, 224, 346 + i * 30, 200, 30))
        x = 440
        if source == "Music":
            rows += [R("entry", "Search all fields", "", 460, 160, 500, 32), R("toggle-button", "Browse", "", 1640, 160, 70, 32)]
            rows += grid(460, 204, [("Artist", 600)], [["All 18 artists (212)"], ["Aurora Vale (11)"], ["Bill Evans Trio (9)"],
                                                          ["Nadia Kerr (8)"], ["Ólafur Sigurðsson (14)"], ["The Shoreline Trio (10)"]], rh=24)
            rows += grid(1080, 204, [("Album", 620)], [["All 1 album (8)"], ["Blue Hour Sessions (8)"]], rh=24)
            y0 = 390
        else:
            y0 = 160
        data = [[n, t, "Jazz", "Nadia Kerr", "Blue Hour Sessions", d] for n, t, d in items]
        rows += grid(x + 20, y0, [("Track", 60), ("Title", 360), ("Genre", 140), ("Artist", 240), ("Album", 300), ("Time", 80)], data, rh=28)
        rows.append(L(summary, 900, 960, 400))
        rows += dlg or []
        return screen("Rhythmbox", clock, rows, apps)

    def props(tab: str, count: str = "3", last: str = "Today 09:58") -> list[Row]:
        rows = [R("dialog", "Low Tide Properties", "", 660, 240, 600, 560), R("page-tab", "Basic", "", 680, 270, 90, 28),
                R("page-tab", "Details", "", 774, 270, 90, 28)]
        if tab == "Basic":
            pairs = [("Title:", "Low Tide"), ("Artist:", "Nadia Kerr"), ("Album:", "Blue Hour Sessions"), ("Album artist:", "Nadia Kerr"),
                     ("Genre:", "Jazz"), ("Year:", "2023"), ("Track number:", "3"), ("Disc number:", "1"), ("BPM:", "0"),
                     ("Comment:", "")]
            for i, (k, v) in enumerate(pairs):
                rows += [L(k, 690, 316 + i * 36, 140), R("entry", k, v, 840, 310 + i * 36, 380, 30)]
            rows += [L("Rating:", 690, 680, 140), R("slider", "Rating", "4", 840, 676, 140, 26)]
        else:
            pairs = [("Location:", "file:///home/maya/Music/Nadia%20Kerr/Blue%20Hour%20Sessions/03%20Low%20Tide.flac"),
                     ("Type:", "FLAC"), ("Size:", "31.4 MB"), ("Modified:", "2023-11-02"), ("Duration:", "4:12"),
                     ("Bitrate:", "997 kbps"), ("Play count:", count), ("Last played:", last), ("Date added:", "2023-11-02")]
            for i, (k, v) in enumerate(pairs):
                rows += [L(k, 690, 316 + i * 36, 140), L(v, 840, 316 + i * 36, 400)]
        rows += [R("push-button", "Previous", "", 680, 750, 96, 32), R("push-button", "Next", "", 780, 750, 96, 32),
                 R("push-button", "Close", "", 1150, 750, 96, 32)]
        return rows

    lib = "8 songs, 35 minutes, 251.3 MB"
    lists1 = lists0 + ["New Playlist"]
    lists2 = lists0 + ["Focus"]
    focus = [t for t in tracks if t[1] in ("Salt Lines", "Night Ferry", "Quiet Engines")]
    salt = ("Salt Lines", "0:49", "3:48")
    turns = [
        (code("pyautogui.click(700, 474)  # Low Tide\npyautogui.hotkey('alt', 'Return')  # Properties"),
         rb("Mar 15  10:15", None, False, "Music", tracks, lib, lists0, props("Basic"))),
        (code("pyautogui.click(819, 284)  # Details"),
         rb("Mar 15  10:15", None, False, "Music", tracks, lib, lists0, props("Details"))),
        (code("pyautogui.click(1198, 766)  # Close\npyautogui.doubleClick(700, 474)  # Low Tide"),
         rb("Mar 15  10:16", ("Low Tide", "0:01", "4:12"), False, "Music", tracks, lib, lists0)),
        (code("time.sleep(300)"),
         rb("Mar 15  10:21", ("Salt Lines", "0:48", "3:48"), False, "Music", tracks, lib, lists0)),
        (code("pyautogui.hotkey('ctrl', 'space')  # pause\npyautogui.click(700, 474)  # Low Tide\npyautogui.hotkey('alt', 'Return')\npyautogui.click(819, 284)  # Details"),
         rb("Mar 15  10:21", salt, True, "Music", tracks, lib, lists0, props("Details", "4", "Today 09:41"))),
        (code("pyautogui.click(1198, 766)  # Close\npyautogui.hotkey('ctrl', 'n')  # New Playlist"),
         rb("Mar 15  10:22", salt, True, "Music", tracks, lib, lists1, edit="New Playlist")),
        (code("pyautogui.write('Focus')\npyautogui.press('enter')"),
         rb("Mar 15  10:22", salt, True, "Music", tracks, lib, lists2)),
        (code("pyautogui.click(700, 502)  # Salt Lines\npyautogui.keyDown('ctrl')\npyautogui.click(700, 530)  # Night Ferry\n"
              "pyautogui.click(700, 586)  # Quiet Engines\npyautogui.keyUp('ctrl')\npyautogui.moveTo(700, 586)\npyautogui.dragTo(300, 481, duration=0.8)  # onto Focus"),
         rb("Mar 15  10:23", salt, True, "Music", tracks, lib, lists2)),
        (code("pyautogui.click(300, 481)  # Focus"),
         rb("Mar 15  10:23", salt, True, "Focus", focus, "3 songs, 13 minutes, 98.1 MB", lists2)),
        (code("pyautogui.doubleClick(700, 230)  # Night Ferry"),
         rb("Mar 15  10:24", ("Night Ferry", "0:01", "5:07"), False, "Focus", focus, "3 songs, 13 minutes, 98.1 MB", lists2)),
    ]
    state = rb("Mar 15  10:14", None, False, "Music", tracks, lib, lists0)
    rs.add(task="os", tid="h45-os-14", system=system(
        "In Rhythmbox, check how often 'Low Tide' by Nadia Kerr has been played, listen to it once, then make a "
        "playlist 'Focus' with Salt Lines, Night Ferry and Quiet Engines and start it."), turns=turns, state=state,
        bad=True, turn=5, kind="Low Tide's last-played time moved earlier after another full play")


# GNOME Settings — clean
def t15(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Settings", "Rhythmbox", "Help"]
    side = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
            "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers",
            "Removable Media", "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]

    def st(clock: str, pg: str, body: list[Row], dlg: list[Row] | None = None) -> str:
        rows = [R("frame", pg, "", 300, 100, 1320, 860), R("push-button", "Search", "", 312, 108, 34, 34),
                R("push-button", "Main menu", "", 520, 108, 34, 34), L(pg, 960, 114, 300)]
        if pg == "Mouse & Touchpad":
            rows.append(R("toggle-button", "Test Your Settings", "", 1440, 108, 160, 34))
        rows += [R("list-item", s, s, 306, 152 + i * 31, 260, 30) for i, s in enumerate(side)]
        rows += body
        rows += dlg or []
        return screen("Settings", clock, rows, apps)

    def mouse(tap: bool, tspeed: str) -> list[Row]:
        return [R("heading", "General", "General", 640, 160, 400, 26), L("Primary Button", 660, 204, 300),
                L("Sets the order of physical buttons on mice and touchpads.", 660, 228, 500),
                R("radio-button", "Left", ck(True), 1280, 206, 120, 34), R("radio-button", "Right", ck(False), 1404, 206, 120, 34),
                R("heading", "Mouse", "Mouse", 640, 280, 400, 26), L("Mouse Speed", 660, 324, 300),
                R("slider", "Mouse Speed", "0.00", 1060, 320, 460, 28), L("Natural Scrolling", 660, 374, 300),
                L("Scrolling moves the content, not the view.", 660, 398, 400), R("switch", "Natural Scrolling", sw(False), 1460, 376, 60, 30),
                R("heading", "Touchpad", "Touchpad", 640, 450, 400, 26), L("Touchpad", 660, 494, 300),
                R("switch", "Touchpad", sw(True), 1460, 490, 60, 30), L("Natural Scrolling", 660, 544, 300),
                L("Scrolling moves the content, not the view.", 660, 568, 400), R("switch", "Natural Scrolling", sw(True), 1460, 546, 60, 30),
                L("Touchpad Speed", 660, 614, 300), R("slider", "Touchpad Speed", tspeed, 1060, 610, 460, 28),
                L("Tap to Click", 660, 664, 300), R("switch", "Tap to Click", sw(tap), 1460, 660, 60, 30),
                L("Disable Touchpad While Typing", 660, 714, 300), R("switch", "Disable Touchpad While Typing", sw(True), 1460, 710, 60, 30),
                R("heading", "Scroll Method", "Scroll Method", 640, 770, 400, 26),
                R("radio-button", "Two-finger Scrolling", ck(True), 660, 806, 400, 34),
                R("radio-button", "Edge Scrolling", ck(False), 660, 846, 400, 34)]

    def sound(vol: str, level: str) -> list[Row]:
        return [R("heading", "System Volume", "System Volume", 640, 160, 400, 26), R("push-button", "Mute", "", 660, 200, 34, 34),
                R("slider", "System Volume", vol, 700, 204, 820, 28), L("Over-Amplification", 660, 254, 300),
                L("Allows raising the volume above 100%. This can result in a loss of audio quality; it is better to increase application volume settings, if possible.", 660, 278, 700, 40),
                R("switch", "Over-Amplification", sw(False), 1460, 258, 60, 30),
                R("heading", "Output", "Output", 640, 340, 400, 26), L("Output Device", 660, 384, 300),
                R("combo-box", "Output Device", "Speakers - Built-in Audio", 1080, 378, 360, 36), R("push-button", "Test", "", 1450, 378, 70, 36),
                L("Configuration", 660, 434, 300), R("combo-box", "Configuration", "Analog Stereo Duplex", 1080, 428, 440, 36),
                L("Balance", 660, 484, 300), R("slider", "Balance", "0.00", 1080, 480, 440, 28),
                R("heading", "Input", "Input", 640, 540, 400, 26), L("Input Device", 660, 584, 300),
                R("combo-box", "Input Device", "Internal Microphone - Built-in Audio", 1080, 578, 440, 36),
                L("Configuration", 660, 634, 300), R("combo-box", "Configuration", "Analog Stereo Duplex", 1080, 628, 440, 36),
                L("Volume", 660, 684, 300), R("push-button", "Mute", "", 1080, 680, 34, 34), R("slider", "Volume", "68%", 1120, 684, 400, 28),
                R("level-bar", "Input level", level, 1120, 720, 400, 8),
                R("heading", "Sounds", "Sounds", 640, 760, 400, 26), L("Volume Levels", 660, 804, 300),
                R("push-button", "Volume Levels", "", 1470, 800, 50, 34), L("Alert Sound", 660, 854, 300), L("Default", 1380, 854, 90),
                R("push-button", "Alert Sound", "", 1470, 850, 50, 34)]

    test = [R("dialog", "Speaker Testing for Built-in Audio", "", 720, 300, 480, 420), L("Speakers - Built-in Audio", 760, 330, 400),
            R("push-button", "Front Left", "", 760, 420, 140, 120), R("push-button", "Front Right", "", 1020, 420, 140, 120),
            R("image", "Speakers", "", 900, 560, 120, 100), R("push-button", "Close", "", 1150, 306, 40, 34)]
    turns = [
        (code("pyautogui.click(1490, 675)  # Tap to Click"),
         st("Mar 15  08:51", "Mouse & Touchpad", mouse(True, "0.00"))),
        (code("pyautogui.click(1290, 624)  # Touchpad Speed handle\nfor _ in range(7):\n    pyautogui.press('right')"),
         st("Mar 15  08:51", "Mouse & Touchpad", mouse(True, "0.35"))),
        (code("pyautogui.click(430, 508)  # Sound"),
         st("Mar 15  08:52", "Sound", sound("82%", "0.12"))),
        (code("pyautogui.click(1192, 218)  # System Volume trough at 60%"),
         st("Mar 15  08:52", "Sound", sound("60%", "0.31"))),
        (code("pyautogui.click(1485, 396)  # Test"),
         st("Mar 15  08:53", "Sound", sound("60%", "0.09"), test)),
        (code("pyautogui.click(830, 480)  # Front Left"),
         st("Mar 15  08:53", "Sound", sound("60%", "0.58"), test)),
        (code("pyautogui.click(1170, 323)  # Close"),
         st("Mar 15  08:53", "Sound", sound("60%", "0.07"))),
    ]
    state = st("Mar 15  08:50", "Mouse & Touchpad", mouse(False, "0.00"))
    rs.add(task="os", tid="h45-os-15", system=system(
        "In Settings, enable tap to click and raise the touchpad speed to 0.35, then set the system volume to 60% and "
        "test the left speaker."), turns=turns, state=state)


# KeePassXC — bad
def t16(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "KeePassXC", "Terminal", "Help"]
    dots = "●●●●●●●●●●"
    groups = ["Root", "General", "Work", "Email", "Banking", "Network", "Recycle Bin"]
    E = {
        "Root": [("Router admin", "admin", "http://192.168.1.1", "", "2023-05-02 18:11"),
                 ("Wi-Fi – Northwind Guest", "guest", "", "WPA2, rotates quarterly", "2023-09-18 09:30")],
        "Work": [("AWS console (prod)", "maya.okafor", "https://northwind.signin.aws.amazon.com/console", "MFA on phone", "2024-02-19 10:22"),
                 ("GitLab", "mokafor", "https://gitlab.northwind-labs.com", "", "2024-01-08 14:05"),
                 ("Jira Cloud", "maya@northwind-labs.com", "https://northwind.atlassian.net", "", "2023-11-30 16:47"),
                 ("VPN – Northwind", "mokafor", "https://vpn.northwind-labs.com", "WireGuard profile in ~/vpn", "2023-09-14 08:12")],
        "Email": [("Northwind Mail (Exchange)", "maya@northwind-labs.com", "https://outlook.office.com", "", "2023-10-03 11:40"),
                  ("Proton Mail", "maya.okafor@proton.me", "https://account.proton.me", "", "2022-12-29 20:15")],
        "Network": [("NAS (nas-01)", "admin", "https://nas-01.home.arpa:5001", "", "2023-07-21 19:02"),
                    ("Pi-hole", "admin", "http://pihole.home.arpa/admin", "", "2023-03-11 13:37"),
                    ("UniFi Controller", "maya", "https://unifi.home.arpa:8443", "", "2023-08-05 10:58")],
    }
    graf = ("Grafana (staging)", "mokafor", "https://grafana.staging.northwind-labs.com", "", "2024-03-15 15:42")
    jira2 = ("Jira Cloud (Atlassian)", "maya@northwind-labs.com", "https://northwind.atlassian.net", "", "2024-03-15 15:45")
    cols = [("Title", 300), ("Username", 240), ("Password", 120), ("URL", 380), ("Notes", 200), ("Modified", 180)]

    def locked(clock: str) -> str:
        rows = [R("frame", "passwords.kdbx [Locked] - KeePassXC", "", 200, 80, 1520, 920),
                L("Unlock KeePassXC Database", 760, 300, 400), L("passwords.kdbx", 760, 336, 400),
                L("/home/maya/Documents/passwords.kdbx", 760, 360, 400), L("Enter Password:", 760, 410, 200),
                R("password-text", "Password field", "", 760, 436, 360, 34), R("push-button", "Toggle Password (Ctrl+H)", "", 1124, 436, 34, 34),
                R("push-button", "Hardware key", "", 760, 486, 160, 30), R("push-button", "Key File", "", 930, 486, 160, 30),
                R("push-button", "Cancel", "", 960, 560, 96, 34), R("push-button", "Unlock", "", 1064, 560, 96, 34)]
        return screen("KeePassXC", clock, rows, apps)

    def main(clock: str, dirty: bool, group: str | None, items: list[tuple[str, str, str, str, str]], sel: int | None = None,
             search: str = "", found: list[tuple[str, tuple[str, str, str, str, str]]] | None = None,
             form: list[Row] | None = None) -> str:
        rows = [R("frame", f"passwords.kdbx{'*' if dirty else ''} - KeePassXC", "", 200, 80, 1520, 920)]
        rows += [R("menu", m, "", 208 + i * 80, 88, 76, 26) for i, m in enumerate(["Database", "Entries", "Groups", "Tools", "View", "Help"])]
        rows += [R("push-button", b, "", 210 + i * 40, 120, 36, 36) for i, b in enumerate(
            ["Open Database", "Save Database", "Lock Databases", "Add a new entry", "Edit Entry", "Clone Entry", "Delete Entry",
             "Copy Username", "Copy Password", "Copy URL", "Password Generator", "Settings"])]
        rows.append(R("entry", "Search (Ctrl+F)…", search, 1380, 122, 320, 32))
        if form is not None:
            rows += form
            return screen("KeePassXC", clock, rows, apps)
        rows += [R("tree-item", g, g, 214 + (0 if g == "Root" else 16), 172 + i * 28, 240, 28) for i, g in enumerate(groups)]
        if found is not None:
            rows.append(L("Search Results", 480, 170, 300))
            rows += grid(480, 196, [("Group", 130)] + cols[:2] + cols[3:4] + cols[5:], [
                [g, e[0], e[1], e[2], e[4]] for g, e in found], rh=28)
        else:
            rows.append(L(group or "", 480, 170, 300))
            rows += grid(480, 196, cols, [[e[0], e[1], dots, e[2], e[3], e[4]] for e in items], rh=28)
        if sel is not None and found is None:
            e = items[sel]
            rows += [R("page-tab", "General", "", 480, 700, 90, 28), R("page-tab", "Advanced", "", 574, 700, 90, 28),
                     L(e[0], 480, 740, 600), L("Username", 480, 780, 120), L(e[1], 620, 780, 500),
                     L("Password", 480, 808, 120), L(dots, 620, 808, 300), L("URL", 480, 836, 120), L(e[2], 620, 836, 600),
                     L("Expiration", 480, 864, 120), L("Never", 620, 864, 200), L("Tags", 480, 892, 120), L("", 620, 892, 200)]
        return screen("KeePassXC", clock, rows, apps)

    def form(header: str, title: str, user: str, pw: str, url: str, gen: list[Row] | None = None) -> list[Row]:
        rows = [L(header, 230, 170, 400)]
        rows += [R("page-tab", t, "", 214, 210 + i * 60, 120, 56) for i, t in enumerate(
            ["Entry", "Advanced", "Icon", "Auto-Type", "Browser Integration", "Properties"])]
        rows += [L("Title:", 380, 220, 120), R("entry", "Title", title, 520, 214, 900, 32),
                 L("Username:", 380, 262, 120), R("entry", "Username", user, 520, 256, 900, 32),
                 L("Password:", 380, 304, 120), R("password-text", "Password", pw, 520, 298, 820, 32),
                 R("push-button", "Toggle Password (Ctrl+H)", "", 1346, 298, 34, 32), R("push-button", "Generate Password (Ctrl+G)", "", 1384, 298, 34, 32),
                 L("URL:", 380, 346, 120), R("entry", "Url", url, 520, 340, 900, 32),
                 L("Tags:", 380, 388, 120), R("entry", "Tags", "", 520, 382, 900, 32),
                 R("check-box", "Expires", ck(False), 380, 430, 120, 26), R("combo-box", "Expiration presets", "Presets", 1300, 426, 120, 32),
                 L("Notes:", 380, 474, 120), R("text", "Notes", "", 520, 468, 900, 200),
                 R("push-button", "OK", "", 1400, 940, 90, 34), R("push-button", "Cancel", "", 1500, 940, 90, 34),
                 R("push-button", "Apply", "", 1600, 940, 90, 34)]
        return rows + (gen or [])

    gen = [R("dialog", "Password Generator", "", 900, 330, 640, 420), R("page-tab", "Password", "", 920, 356, 100, 28),
           R("page-tab", "Passphrase", "", 1024, 356, 100, 28), R("password-text", "Generated password", "Xq4!vT9m#Lr2@Pz8wK6e", 920, 396, 520, 32),
           R("push-button", "Toggle password visibility", "", 1444, 396, 30, 32), R("push-button", "Regenerate password", "", 1478, 396, 30, 32),
           L("Entropy: 128.95 bit", 920, 436, 240), L("Password Quality: Excellent", 1220, 436, 260),
           L("Length:", 920, 476, 80), R("slider", "Length", "20", 1000, 472, 380, 28), R("spin-button", "Length", "20", 1390, 472, 80, 28),
           R("toggle-button", "Upper-case letters", ck(True), 920, 520, 100, 30), R("toggle-button", "Lower-case letters", ck(True), 1024, 520, 100, 30),
           R("toggle-button", "Numbers", ck(True), 1128, 520, 100, 30), R("toggle-button", "Special Characters", ck(True), 1232, 520, 100, 30),
           R("toggle-button", "Extended ASCII", ck(False), 1336, 520, 100, 30),
           R("check-box", "Exclude look-alike characters", ck(True), 920, 570, 300, 26),
           R("check-box", "Pick characters from every group", ck(True), 920, 600, 300, 26),
           R("push-button", "Copy", "", 1240, 700, 90, 34), R("push-button", "Apply Password", "", 1340, 700, 180, 34)]
    work1 = sorted(E["Work"] + [graf])
    work2 = sorted([jira2 if e[0] == "Jira Cloud" else e for e in work1])
    found = sorted([("Root", E["Root"][1]), ("Work", E["Work"][0]), ("Work", E["Work"][1]), ("Work", jira2), ("Work", E["Work"][3]),
                    ("Email", E["Email"][0])], key=lambda f: f[1][0])
    pwdots = "●" * 20
    turns = [
        (code("pyautogui.click(940, 453)\npyautogui.write('correct-Horse-lantern-42')\npyautogui.press('enter')"),
         main("Mar 15  15:39", False, "Root", E["Root"])),
        (code("pyautogui.click(280, 242)  # Work"),
         main("Mar 15  15:39", False, "Work", E["Work"])),
        (code("pyautogui.hotkey('ctrl', 'n')  # Add a new entry"),
         main("Mar 15  15:40", False, "Work", E["Work"], form=form("Work › Add entry", "", "", "", ""))),
        (code("pyautogui.click(970, 230)\npyautogui.write('Grafana (staging)')\npyautogui.click(970, 272)\npyautogui.write('mokafor')"),
         main("Mar 15  15:40", False, "Work", E["Work"], form=form("Work › Add entry", "Grafana (staging)", "mokafor", "", ""))),
        (code("pyautogui.click(1401, 314)  # Generate Password"),
         main("Mar 15  15:41", False, "Work", E["Work"], form=form("Work › Add entry", "Grafana (staging)", "mokafor", "", "", gen))),
        (code("pyautogui.click(1430, 717)  # Apply Password"),
         main("Mar 15  15:41", False, "Work", E["Work"], form=form("Work › Add entry", "Grafana (staging)", "mokafor", pwdots, ""))),
        (code("pyautogui.click(970, 356)\npyautogui.write('https://grafana.staging.northwind-labs.com')\npyautogui.click(1445, 957)  # OK"),
         main("Mar 15  15:42", True, "Work", work1, sel=work1.index(graf))),
        (code("pyautogui.click(620, 308)  # Jira Cloud\npyautogui.hotkey('ctrl', 'e')  # Edit Entry"),
         main("Mar 15  15:44", True, "Work", work1, form=form("Work › Jira Cloud › Edit entry", "Jira Cloud", "maya@northwind-labs.com", dots,
                                                           "https://northwind.atlassian.net"))),
        (code("pyautogui.tripleClick(970, 230)\npyautogui.write('Jira Cloud (Atlassian)')\npyautogui.click(1445, 957)  # OK"),
         main("Mar 15  15:45", True, "Work", work2, sel=work2.index(jira2))),
        (code("pyautogui.hotkey('ctrl', 's')"),
         main("Mar 15  15:45", False, "Work", work2, sel=work2.index(jira2))),
        (code("pyautogui.click(1540, 138)  # search box\npyautogui.write('northwind')"),
         main("Mar 15  15:46", False, "Work", work2, search="northwind", found=found)),
        (code("pyautogui.hotkey('ctrl', 'l')  # Lock databases"),
         locked("Mar 15  15:46")),
    ]
    state = locked("Mar 15  15:38")
    rs.add(task="os", tid="h45-os-16", system=system(
        "In KeePassXC, unlock passwords.kdbx, add a 'Grafana (staging)' entry in Work with a generated 20-character "
        "password, rename 'Jira Cloud' to 'Jira Cloud (Atlassian)', save, check every Northwind entry with a search, and "
        "lock the database."), turns=turns, state=state,
        bad=True, turn=11, kind="entry created and saved earlier missing from search results")


# GNOME Tweaks — bad
def t17(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "Tweaks", "Settings", "Terminal", "Help"]
    pages = ["General", "Appearance", "Fonts", "Keyboard & Mouse", "Startup Applications", "Top Bar", "Window Titlebars", "Windows"]

    def tw(clock: str, body: list[Row], dlg: list[Row] | None = None) -> str:
        rows = [R("frame", "Tweaks", "", 360, 110, 1200, 800), R("push-button", "Search", "", 372, 118, 34, 34),
                R("push-button", "Main menu", "", 1510, 118, 34, 34)]
        rows += [R("list-item", pg, pg, 366, 170 + i * 40, 260, 38) for i, pg in enumerate(pages)]
        rows += body
        rows += dlg or []
        return screen("Tweaks", clock, rows, apps)

    def fonts(interface: str) -> list[Row]:
        rows = [L("Interface Text", 680, 180, 300), R("push-button", "Interface Text", interface, 1240, 174, 280, 36),
                L("Document Text", 680, 230, 300), R("push-button", "Document Text", "Sans 11", 1240, 224, 280, 36),
                L("Monospace Text", 680, 280, 300), R("push-button", "Monospace Text", "Ubuntu Mono 13", 1240, 274, 280, 36),
                L("Legacy Window Titles", 680, 330, 300), R("push-button", "Legacy Window Titles", "Ubuntu Bold 11", 1240, 324, 280, 36),
                R("heading", "Rendering", "Rendering", 660, 390, 300, 26), L("Hinting", 680, 430, 200)]
        rows += [R("radio-button", h, ck(h == "Slight"), 1240, 426 + i * 32, 280, 28) for i, h in enumerate(["Full", "Medium", "Slight", "None"])]
        rows += [L("Antialiasing", 680, 570, 200)]
        rows += [R("radio-button", a, ck(a.startswith("Standard")), 1240, 566 + i * 32, 280, 28) for i, a in enumerate(
            ["Subpixel (for LCD screens)", "Standard (grayscale)", "None"])]
        rows += [R("heading", "Size", "Size", 660, 680, 300, 26), L("Scaling Factor", 680, 720, 300),
                 R("spin-button", "Scaling Factor", "1.00", 1360, 714, 160, 36)]
        return rows

    def topbar_page(weekday: bool, seconds: bool, weeknum: bool) -> list[Row]:
        return [L("Activities Overview Hot Corner", 680, 180, 400), R("switch", "Activities Overview Hot Corner", sw(False), 1460, 176, 60, 30),
                L("Battery Percentage", 680, 230, 400), R("switch", "Battery Percentage", sw(False), 1460, 226, 60, 30),
                R("heading", "Clock", "Clock", 660, 290, 300, 26), L("Weekday", 680, 330, 400),
                R("switch", "Weekday", sw(weekday), 1460, 326, 60, 30), L("Date", 680, 380, 400), R("switch", "Date", sw(True), 1460, 376, 60, 30),
                L("Seconds", 680, 430, 400), R("switch", "Seconds", sw(seconds), 1460, 426, 60, 30),
                R("heading", "Calendar", "Calendar", 660, 490, 300, 26), L("Week Numbers", 680, 530, 400),
                R("switch", "Week Numbers", sw(weeknum), 1460, 526, 60, 30)]

    fams = ["Cantarell", "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Liberation Mono", "Liberation Sans", "Liberation Serif",
            "Noto Color Emoji", "Noto Sans", "Noto Serif", "Ubuntu", "Ubuntu Condensed", "Ubuntu Mono"]

    def chooser(query: str, items: list[str]) -> list[Row]:
        rows = [R("dialog", "Pick a Font", "", 660, 200, 600, 640), R("entry", "Search font name", query, 680, 240, 560, 34)]
        rows += [R("list-item", f, f, 680, 290 + i * 34, 560, 32) for i, f in enumerate(items)]
        rows += [L("The quick brown fox jumps over the lazy dog.", 680, 740, 560), R("slider", "Font size", "11", 680, 780, 460, 24),
                 R("spin-button", "Font size", "11", 1150, 776, 90, 30), R("push-button", "Cancel", "", 680, 206, 90, 32),
                 R("push-button", "Select", "", 1150, 206, 90, 32)]
        return rows

    turns = [
        (code("pyautogui.click(496, 389)  # Top Bar"),
         tw("Mar 12  16:20", topbar_page(False, False, False))),
        (code("pyautogui.click(1490, 341)  # Weekday"),
         tw("Tue Mar 12  16:20", topbar_page(True, False, False))),
        (code("pyautogui.click(1490, 441)  # Seconds"),
         tw("Tue Mar 12  16:21:04", topbar_page(True, True, True))),
        (code("pyautogui.click(496, 269)  # Fonts"),
         tw("Tue Mar 12  16:21:09", fonts("Ubuntu 11"))),
        (code("pyautogui.click(1380, 192)  # Interface Text"),
         tw("Tue Mar 12  16:21:15", fonts("Ubuntu 11"), chooser("", fams))),
        (code("pyautogui.write('Cantarell')\npyautogui.click(960, 307)  # Cantarell Regular\npyautogui.click(1195, 222)  # Select"),
         tw("Tue Mar 12  16:21:31", fonts("Cantarell 11"))),
    ]
    state = tw("Mar 12  16:19", fonts("Ubuntu 11"))
    rs.add(task="os", tid="h45-os-17", system=system(
        "With GNOME Tweaks, show the weekday and seconds in the top bar clock and change the interface font to "
        "Cantarell Regular 11."), turns=turns, state=state,
        bad=True, turn=3, kind="Week Numbers switch turned on though only Seconds was clicked")


# Timeshift — clean
def t18(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "Timeshift", "Terminal", "Software & Updates", "Help"]
    snaps0 = [("2024-02-01 00:00:02", "M", ""), ("2024-03-01 00:00:01", "M", ""), ("2024-03-04 00:00:01", "W", ""),
              ("2024-03-10 18:00:01", "D", ""), ("2024-03-11 18:00:02", "D", ""), ("2024-03-12 08:47:15", "B", ""),
              ("2024-03-12 09:00:01", "H", "")]
    new = ("2024-03-12 10:41:53", "O", "")
    note = "before nvidia-driver-550"

    def ts(clock: str, snaps: list[tuple[str, str, str]] | None, avail: str, sel: str = "", edit: str | None = None,
           progress: list[Row] | None = None, desc: bool = False) -> str:
        rows = [R("frame", "Timeshift", "", 260, 110, 1400, 820)]
        rows += [R("push-button", b, "", 272 + i * 90, 120, 84, 60) for i, b in enumerate(
            ["Create", "Restore", "Delete", "Browse", "Settings", "Wizard"])]
        rows.append(R("push-button", "Menu", "", 1600, 130, 40, 40))
        if progress is not None:
            rows += progress
        else:
            rows += [R("table-column-header", f"Snapshot {'▼' if desc else '▲'}", "", 280, 200, 300, 30),
                     R("table-column-header", "System", "", 580, 200, 220, 30), R("table-column-header", "Tags", "", 800, 200, 100, 30),
                     R("table-column-header", "Comments", "", 900, 200, 740, 30)]
            ordered = sorted(snaps or [], reverse=desc)
            for i, (n, t, c) in enumerate(ordered):
                y = 230 + i * 30
                rows += [R("table-cell", n, n, 280, y, 300, 30), R("table-cell", "Ubuntu 22.04", "Ubuntu 22.04", 580, y, 220, 30),
                         R("table-cell", t, t, 800, y, 100, 30)]
                rows.append(R("entry", "", edit, 900, y, 740, 30) if edit is not None and n == new[0]
                            else R("table-cell", c, c, 900, y, 740, 30))
            rows += [L("rsync", 300, 850, 100), L("/dev/sda2 is mounted at '/run/timeshift/backup'", 420, 850, 600),
                     L(str(len(snaps or [])), 1300, 842, 80), L("Snapshots", 1300, 870, 100), L(avail, 1420, 842, 120),
                     L("Available", 1420, 870, 100)]
        return screen("Timeshift", clock, rows, apps)

    def prog(title: str, lines: list[str], pct: str) -> list[Row]:
        rows = [L(title, 300, 220, 800)]
        rows += [L(ln, 300, 260 + i * 30, 1200) for i, ln in enumerate(lines)]
        rows += [R("progress-bar", "", pct, 300, 400, 1320, 20), R("push-button", "Cancel", "", 1540, 860, 100, 34)]
        return rows

    snaps1 = snaps0 + [new]
    snaps2 = snaps0 + [(new[0], "O", note)]
    snaps3 = snaps2[1:]
    turns = [
        (code("pyautogui.click(314, 150)  # Create"),
         ts("Mar 12  10:41", None, "", progress=prog("Creating snapshot...", ["Estimating system size...",
                                                                                "Saving to device: /dev/sda2, mounted at path: /run/timeshift/backup"], "0%"))),
        (code("time.sleep(120)"),
         ts("Mar 12  10:43", None, "", progress=prog("Creating snapshot...", [
             "Synching files with rsync...", "61% complete (00:00:48 remaining)", "84213 files (3.1 GB)",
             "/usr/lib/x86_64-linux-gnu/libnvidia-glcore.so.545.29.06"], "61%"))),
        (code("time.sleep(90)"),
         ts("Mar 12  10:45", snaps1, "61.9 GB")),
        (code("pyautogui.doubleClick(1200, 455)  # Comments cell of 2024-03-12 10:41:53"),
         ts("Mar 12  10:45", snaps1, "61.9 GB", edit="")),
        (code(f"pyautogui.write('{note}')\npyautogui.press('enter')"),
         ts("Mar 12  10:46", snaps2, "61.9 GB")),
        (code("pyautogui.click(430, 245)  # 2024-02-01 00:00:02"),
         ts("Mar 12  10:46", snaps2, "61.9 GB")),
        (code("pyautogui.click(494, 150)  # Delete"),
         ts("Mar 12  10:46", None, "", progress=prog("Removing snapshots (1/1)...", [
             "Removing '2024-02-01 00:00:02'...", "Deleting files: /run/timeshift/backup/timeshift/snapshots/2024-02-01_00-00-02"], "34%"))),
        (code("time.sleep(60)"),
         ts("Mar 12  10:47", snaps3, "63.1 GB")),
        (code("pyautogui.click(430, 215)  # Snapshot column header"),
         ts("Mar 12  10:48", snaps3, "63.1 GB", desc=True)),
    ]
    state = ts("Mar 12  10:40", snaps0, "64.3 GB")
    rs.add(task="os", tid="h45-os-18", system=system(
        "Before installing the new NVIDIA driver, create an on-demand Timeshift snapshot commented 'before "
        "nvidia-driver-550', then delete the oldest monthly snapshot to free space."), turns=turns, state=state)


# FileZilla — clean
def t19(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "FileZilla", "Terminal", "Text Editor", "Help"]
    host = "deploy.northwind-labs.com"
    local = [["..", "", "", ""], ["assets", "", "Directory", "03/12/2024 12:58:10"], ["fonts", "", "Directory", "03/01/2024 09:14:22"],
             ["404.html", "3,115", "HTML file", "03/12/2024 12:58:09"], ["index.html", "18,442", "HTML file", "03/12/2024 12:58:09"],
             ["robots.txt", "67", "txt-file", "02/02/2024 16:20:41"], ["search-index.json", "1,204,331", "json-file", "03/12/2024 12:58:10"],
             ["sitemap.xml", "9,870", "xml-file", "03/12/2024 12:58:10"]]
    local_stat = "5 files and 2 directories. Total size: 1,235,825 bytes"
    dw, fw, rw = "deploy www-data", "drwxr-xr-x", "-rw-r--r--"
    home = [["..", "", "", "", "", ""], [".ssh", "", "Directory", "02/02/2024 10:11:09", "drwx------", "deploy deploy"],
            ["backups", "", "Directory", "03/10/2024 03:00:12", fw, "deploy deploy"],
            [".bash_history", "8,904", "File", "03/12/2024 09:48:31", "-rw-------", "deploy deploy"],
            [".bashrc", "3,771", "File", "08/14/2023 10:40:02", rw, "deploy deploy"],
            [".profile", "807", "File", "08/14/2023 10:40:02", rw, "deploy deploy"],
            ["releases.sh", "2,311", "sh-file", "01/09/2024 17:26:50", "-rwxr-xr-x", "deploy deploy"]]
    v21 = ["v2.1", "", "Directory", "08/14/2023 11:02:37", fw, dw]
    v22 = ["v2.2", "", "Directory", "12/01/2023 16:40:12", fw, dw]
    v23b = ["v2.3-beta", "", "Directory", "02/20/2024 09:15:55", fw, dw]
    v23 = ["v2.3", "", "Directory", "02/20/2024 09:15:55", fw, dw]
    v24a = ["v2.4", "", "Directory", "03/12/2024 13:05:41", fw, dw]
    v24b = ["v2.4", "", "Directory", "03/12/2024 13:06:25", fw, dw]
    robots = ["robots.txt", "67", "txt-file", "08/14/2023 11:02:37", rw, dw]
    up = ["..", "", "", "", "", ""]
    uploaded = [up, ["assets", "", "Directory", "03/12/2024 13:06:24", fw, dw], ["fonts", "", "Directory", "03/12/2024 13:06:27", fw, dw],
                ["404.html", "3,115", "HTML file", "03/12/2024 13:06:09", rw, dw], ["index.html", "18,442", "HTML file", "03/12/2024 13:06:09", rw, dw],
                ["robots.txt", "67", "txt-file", "03/12/2024 13:06:10", rw, dw],
                ["search-index.json", "1,204,331", "json-file", "03/12/2024 13:06:11", rw, dw],
                ["sitemap.xml", "9,870", "xml-file", "03/12/2024 13:06:11", rw, dw]]

    def fz(clock: str, qc: tuple[str, str, str], log: list[str], rpath: str, remote: list[list[str]] | None, rstat: str,
           queued: int = 0, ok: int = 0, queue: list[list[str]] | None = None, qstat: str = "Queue: empty",
           popup: list[Row] | None = None, edit: tuple[str, int] | None = None, sort: str = "") -> str:
        title = f"sftp://deploy@{host} - FileZilla" if remote is not None else "FileZilla"
        rows = [R("frame", title, "", 70, 27, 1850, 1053)]
        rows += [R("menu", m, "", 78 + i * 90, 34, 86, 24) for i, m in enumerate(["File", "Edit", "View", "Transfer", "Server", "Bookmarks", "Help"])]
        rows += [L("Host:", 80, 100, 50), R("entry", "Host:", qc[0], 130, 94, 300, 30), L("Username:", 440, 100, 90),
                 R("entry", "Username:", qc[1], 530, 94, 180, 30), L("Password:", 720, 100, 90),
                 R("password-text", "Password:", qc[2], 810, 94, 180, 30), L("Port:", 1000, 100, 50), R("entry", "Port:", "", 1050, 94, 80, 30),
                 R("push-button", "Quickconnect", "", 1140, 94, 120, 30)]
        rows += [L(ln, 80, 136 + i * 20, 1820, 20) for i, ln in enumerate(log[-8:])]
        rows += [L("Local site:", 80, 310, 90), R("combo-box", "Local site:", "/home/maya/site/dist/", 170, 304, 790, 30)]
        rows += grid(80, 344, [("Filename", 360), ("Filesize", 120), ("Filetype", 150), ("Last modified", 250)], local, rh=26)
        rows.append(L(local_stat, 80, 780, 880))
        rows += [L("Remote site:", 980, 310, 100), R("combo-box", "Remote site:", rpath, 1080, 304, 830, 30)]
        if remote is None:
            rows.append(L("Not connected to any server", 1200, 500, 400))
        else:
            heads = [("Filename", 260), ("Filesize", 110), ("Filetype", 110), ("Last modified", 190), ("Permissions", 120), ("Owner/Group", 140)]
            heads = [(f"{n} ▼" if n == sort else n, w) for n, w in heads]
            rows += grid(980, 344, heads, remote, rh=26)
            if edit is not None:
                rows.append(R("entry", "", edit[0], 980, 370 + edit[1] * 26, 260, 26))
        rows.append(L(rstat, 980, 780, 920))
        rows += [R("page-tab", f"Queued files ({queued})" if queued else "Queued files", "", 80, 814, 180, 28),
                 R("page-tab", "Failed transfers", "", 264, 814, 160, 28),
                 R("page-tab", f"Successful transfers ({ok})" if ok else "Successful transfers", "", 428, 814, 220, 28)]
        rows += grid(80, 846, [("Server/Local file", 560), ("Direction", 90), ("Remote file", 660), ("Size", 120), ("Priority", 100), ("Status", 200)],
                     queue or [], rh=24)
        rows.append(L(qstat, 1700, 1052, 200))
        rows += popup or []
        return screen("FileZilla", clock, rows, apps)

    qc = (f"sftp://{host}", "deploy", "●●●●●●●●●●●●")
    log1 = [f"Status:\tConnecting to {host}...", "Status:\tUsing username \"deploy\".", f"Status:\tConnected to {host}",
            "Status:\tRetrieving directory listing...", "Status:\tListing directory /home/deploy",
            "Status:\tDirectory listing of \"/home/deploy\" successful"]
    log1 = [ln.replace("\t", " ") for ln in log1]
    log2 = log1 + ["Status: Retrieving directory listing of \"/var/www/docs\"...", "Status: Listing directory /var/www/docs",
                   "Status: Directory listing of \"/var/www/docs\" successful"]
    log3 = log2 + ["Status: Creating directory '/var/www/docs/v2.4'...", "Status: Retrieving directory listing of \"/var/www/docs\"...",
                   "Status: Directory listing of \"/var/www/docs\" successful"]
    log4 = log3 + ["Status: Retrieving directory listing of \"/var/www/docs/v2.4\"...", "Status: Listing directory /var/www/docs/v2.4",
                   "Status: Directory listing of \"/var/www/docs/v2.4\" successful"]
    log5 = log4 + ["Status: Starting upload of /home/maya/site/dist/404.html", "Status: File transfer successful, transferred 3,115 bytes in 1 second",
                   "Status: Starting upload of /home/maya/site/dist/index.html", "Status: File transfer successful, transferred 18,442 bytes in 1 second",
                   "Status: Creating directory '/var/www/docs/v2.4/assets'...", "Status: Starting upload of /home/maya/site/dist/assets/app.4f2a91c7.js"]
    log6 = log5 + ["Status: File transfer successful, transferred 1,204,331 bytes in 1 second", "Status: Retrieving directory listing of \"/var/www/docs/v2.4\"...",
                   "Status: Listing directory /var/www/docs/v2.4", "Status: Directory listing of \"/var/www/docs/v2.4\" successful"]
    log7 = log6 + ["Status: Retrieving directory listing of \"/var/www/docs\"...", "Status: Listing directory /var/www/docs",
                   "Status: Directory listing of \"/var/www/docs\" successful"]
    log8 = log7 + ["Status: Renaming '/var/www/docs/v2.3-beta' to '/var/www/docs/v2.3'", "Status: /var/www/docs/v2.3-beta -> /var/www/docs/v2.3"]
    d = "/home/maya/site/dist/"
    r = "/var/www/docs/v2.4/"
    q_running = [[f"{d}assets/app.4f2a91c7.js", "-->", f"{r}assets/app.4f2a91c7.js", "412,337", "Normal", "Transferring"],
                 [f"{d}assets/app.4f2a91c7.js.map", "-->", f"{r}assets/app.4f2a91c7.js.map", "1,380,204", "Normal", ""],
                 [f"{d}assets/favicon.ico", "-->", f"{r}assets/favicon.ico", "15,086", "Normal", ""],
                 [f"{d}assets/hero-1280.webp", "-->", f"{r}assets/hero-1280.webp", "96,240", "Normal", ""]]
    docs0 = [up, v21, v22, v23b, robots]
    docs1 = [up, v21, v22, v23b, v24a, robots]
    docs2 = [up, v21, v22, v23b, v24b, robots]
    docs4 = [up, v24b, v23, v22, v21, robots]
    s_docs = "1 file and 3 directories. Total size: 67 bytes"
    s_docs4 = "1 file and 4 directories. Total size: 67 bytes"
    ctx = menu(["Download", "Add files to queue", "Enter directory", "View/Edit", "Create directory", "Create directory and enter it",
                "Create new file", "Refresh", "Delete", "Rename", "Copy URL(s) to clipboard", "File permissions..."], 1200, 420, 260)
    mk = [R("dialog", "Create directory", "", 760, 420, 440, 180), L("Please enter the name of the directory which should be created:", 780, 450, 400),
          R("entry", "", "/var/www/docs/New directory", 780, 490, 400, 30), R("push-button", "OK", "", 990, 550, 90, 32),
          R("push-button", "Cancel", "", 1090, 550, 90, 32)]
    turns = [
        (code(f"pyautogui.click(280, 109)\npyautogui.write('sftp://{host}')\npyautogui.click(620, 109)\npyautogui.write('deploy')\n"
              "pyautogui.click(900, 109)\npyautogui.write(os.environ['DEPLOY_PW'])\npyautogui.click(1200, 109)  # Quickconnect"),
         fz("Mar 12  13:03", qc, log1, "/home/deploy", home, "4 files and 2 directories. Total size: 15,793 bytes")),
        (code("pyautogui.tripleClick(1490, 319)  # Remote site\npyautogui.write('/var/www/docs')\npyautogui.press('enter')"),
         fz("Mar 12  13:04", qc, log2, "/var/www/docs", docs0, s_docs)),
        (code("pyautogui.rightClick(1300, 620)  # empty area of the remote list"),
         fz("Mar 12  13:04", qc, log2, "/var/www/docs", docs0, s_docs, popup=ctx)),
        (code("pyautogui.click(1330, 555)  # Create directory"),
         fz("Mar 12  13:05", qc, log2, "/var/www/docs", docs0, s_docs, popup=mk)),
        (code("pyautogui.tripleClick(980, 505)\npyautogui.write('/var/www/docs/v2.4')\npyautogui.click(1035, 566)  # OK"),
         fz("Mar 12  13:05", qc, log3, "/var/www/docs", docs1, s_docs4)),
        (code("pyautogui.doubleClick(1100, 487)  # v2.4"),
         fz("Mar 12  13:05", qc, log4, "/var/www/docs/v2.4", [up], "Empty directory.")),
        (code("pyautogui.click(300, 396)  # local list\npyautogui.hotkey('ctrl', 'a')\npyautogui.rightClick(300, 450)\npyautogui.click(360, 462)  # Upload"),
         fz("Mar 12  13:06", qc, log5, "/var/www/docs/v2.4", [up, ["404.html", "3,115", "HTML file", "03/12/2024 13:06:09", rw, dw],
                                                              ["index.html", "18,442", "HTML file", "03/12/2024 13:06:09", rw, dw]],
            "2 files. Total size: 21,557 bytes", queued=25, ok=2, queue=q_running, qstat="Queue: 3.8 MiB")),
        (code("time.sleep(20)"),
         fz("Mar 12  13:06", qc, log6, "/var/www/docs/v2.4", uploaded, local_stat, ok=27)),
        (code("pyautogui.doubleClick(1100, 383)  # .."),
         fz("Mar 12  13:07", qc, log7, "/var/www/docs", docs2, s_docs4, ok=27)),
        (code("pyautogui.rightClick(1100, 461)  # v2.3-beta"),
         fz("Mar 12  13:07", qc, log7, "/var/www/docs", docs2, s_docs4, ok=27, popup=ctx)),
        (code("pyautogui.click(1330, 705)  # Rename"),
         fz("Mar 12  13:07", qc, log7, "/var/www/docs", docs2, s_docs4, ok=27, edit=("v2.3-beta", 3))),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('v2.3')\npyautogui.press('enter')\npyautogui.click(1425, 357)  # Last modified\npyautogui.click(1425, 357)  # again: newest first"),
         fz("Mar 12  13:08", qc, log8, "/var/www/docs", docs4, s_docs4, ok=27, sort="Last modified")),
    ]
    state = fz("Mar 12  13:02", ("", "", ""), [], "", None, "")
    rs.add(task="os", tid="h45-os-19", system=system(
        f"With FileZilla, connect to sftp://{host} as deploy, create /var/www/docs/v2.4, upload the contents of "
        "~/site/dist into it, rename the old v2.3-beta folder to v2.3 and list the docs folders newest first."),
        turns=turns, state=state)


# Chromium — bad
def t20(rs: RowSet) -> None:
    apps = ["Chromium Web Browser", "Files", "Thunderbird Mail", "Terminal", "Help"]
    gmail, figma, jira = "Inbox (1,204) - maya.okafor@gmail.com - Gmail", "Untitled – Figma", "Sprint 42 board - Jira"
    honey = "Honey: Automatic Coupons & Rewards"

    def cr(clock: str, tabs: list[str], active: str, url: str, page: list[Row], tm: list[list[str]] | None = None,
           sort: bool = False, extra: list[Row] | None = None) -> str:
        rows = [R("frame", f"{active} - Chromium", "", 70, 27, 1850, 1053)]
        rows += [R("page-tab", t, "", 80 + i * 250, 34, 244, 34) for i, t in enumerate(tabs)]
        rows += [R("push-button", "New Tab", "", 84 + len(tabs) * 250, 36, 30, 30), R("push-button", "Back", "", 80, 74, 32, 32),
                 R("push-button", "Forward", "", 116, 74, 32, 32), R("push-button", "Reload", "", 152, 74, 32, 32),
                 R("entry", "Address and search bar", url, 200, 74, 1400, 32), R("push-button", "Extensions", "", 1780, 74, 32, 32),
                 R("push-button", "Maya", "", 1820, 74, 32, 32), R("push-button", "Chromium", "", 1860, 74, 32, 32)]
        rows += page
        if tm is not None:
            rows += [R("frame", "Task Manager - Chromium", "", 560, 200, 860, 560)]
            cols = [("Task", 400), ("Memory footprint", 150), ("CPU", 70), ("Network", 100), ("Process ID", 100)]
            if sort:
                cols[1] = ("Memory footprint ▼", 150)
            rows += grid(580, 240, cols, tm, rh=28)
            rows.append(R("push-button", "End process", "", 1280, 710, 120, 34))
        rows += extra or []
        return screen("Chromium Web Browser", clock, rows, apps)

    figma_page = [R("document-web", figma, "", 70, 110, 1850, 970), R("push-button", "Main menu", "", 80, 120, 40, 40),
                  R("push-button", "Move", "", 124, 120, 40, 40), R("push-button", "Frame", "", 168, 120, 40, 40),
                  R("push-button", "Rectangle", "", 212, 120, 40, 40), R("push-button", "Pen", "", 256, 120, 40, 40),
                  R("push-button", "Text", "", 300, 120, 40, 40), L("Drafts / Untitled", 860, 130, 240),
                  R("push-button", "Share", "", 1800, 120, 90, 36), L("Layers", 80, 190, 200), L("Frame 1", 100, 220, 200),
                  L("Design", 1660, 190, 100), L("Prototype", 1760, 190, 100)]

    def ext_page(honey_on: bool, crashed: bool) -> list[Row]:
        rows = [R("document-web", "Extensions", "", 70, 110, 1850, 970), R("heading", "Extensions", "Extensions", 100, 130, 200, 32),
                R("entry", "Search extensions", "", 700, 126, 520, 36), L("Developer mode", 1660, 134, 140),
                R("switch", "Developer mode", sw(False), 1810, 130, 50, 28)]
        cards = [("uBlock Origin", "Finally, an efficient blocker. Easy on CPU and memory.", True),
                 (honey, "Save money at over 30,000 sites with automatic coupons and rewards.", honey_on),
                 ("Google Docs Offline", "Edit, create, and view your documents, spreadsheets, and presentations — all without internet access.", True)]
        for i, (n, dsc, on) in enumerate(cards):
            x = 300 + i * 460
            rows += [R("heading", n, n, x + 70, 220, 360, 26), L(dsc, x + 70, 252, 360, 60),
                     R("push-button", "Details", "", x + 10, 330, 80, 32), R("push-button", "Remove", "", x + 100, 330, 80, 32),
                     R("switch", n, sw(on), x + 380, 334, 50, 28)]
            if n == honey and crashed:
                rows += [L("This extension has crashed.", x + 70, 300, 300), R("push-button", "Reload", "", x + 190, 330, 80, 32)]
        return rows

    t1 = [["Browser", "212.4 MB", "1.6", "0", "3120"], ["GPU Process", "148.9 MB", "3.1", "0", "3161"],
          ["Utility: Network Service", "31.2 MB", "0.2", "0", "3168"], ["Utility: Storage Service", "9.8 MB", "0.0", "0", "3170"],
          ["Utility: Audio Service", "8.4 MB", "0.0", "0", "3322"], [f"Tab: {gmail}", "286.7 MB", "0.8", "0", "3455"],
          [f"Tab: {figma}", "512.8 MB", "6.2", "12.1 KB/s", "3521"], [f"Tab: {jira}", "201.3 MB", "0.4", "0", "3610"],
          ["Extension: uBlock Origin", "58.1 MB", "0.1", "0", "3248"], [f"Extension: {honey}", "94.6 MB", "2.7", "3.4 KB/s", "3262"],
          ["Spare Renderer", "22.0 MB", "0.0", "0", "3702"]]
    t2 = [[f"Tab: {figma}", "514.1 MB", "5.8", "9.6 KB/s", "3521"], [f"Tab: {gmail}", "287.0 MB", "0.6", "0", "3455"],
          ["Browser", "212.9 MB", "2.0", "0", "3120"], [f"Tab: {jira}", "201.3 MB", "0.3", "0", "3610"],
          ["GPU Process", "150.2 MB", "3.4", "0", "3161"], [f"Extension: {honey}", "95.1 MB", "2.2", "1.1 KB/s", "3262"],
          ["Extension: uBlock Origin", "58.1 MB", "0.1", "0", "3248"], ["Utility: Network Service", "31.2 MB", "0.3", "0", "3168"],
          ["Spare Renderer", "22.0 MB", "0.0", "0", "3702"], ["Utility: Storage Service", "9.8 MB", "0.0", "0", "3170"],
          ["Utility: Audio Service", "8.4 MB", "0.0", "0", "3322"]]
    t3 = [[f"Tab: {figma}", "515.6 MB", "6.0", "10.2 KB/s", "3521"], [f"Tab: {gmail}", "287.2 MB", "0.5", "0", "3455"],
          ["Browser", "213.5 MB", "1.9", "0", "3120"], [f"Tab: {jira}", "201.4 MB", "0.3", "0", "3610"],
          ["GPU Process", "149.7 MB", "3.0", "0", "3161"], ["Extension: uBlock Origin", "58.2 MB", "0.1", "0", "3248"],
          ["Utility: Network Service", "31.3 MB", "0.2", "0", "3168"], ["Spare Renderer", "22.0 MB", "0.0", "0", "3702"],
          ["Utility: Storage Service", "9.8 MB", "0.0", "0", "3170"], ["Utility: Audio Service", "8.4 MB", "0.0", "0", "3322"]]
    t6 = [["Browser", "219.8 MB", "1.4", "0", "3120"], ["GPU Process", "151.3 MB", "2.6", "0", "3161"],
          ["Utility: Network Service", "31.5 MB", "0.1", "0", "3168"], ["Utility: Storage Service", "9.9 MB", "0.0", "0", "3170"],
          ["Utility: Audio Service", "8.4 MB", "0.0", "0", "3322"], [f"Tab: {gmail}", "288.4 MB", "0.4", "0", "3455"],
          [f"Tab: {figma}", "517.9 MB", "4.9", "8.8 KB/s", "3251"], [f"Tab: {jira}", "201.6 MB", "0.2", "0", "3610"],
          ["Tab: Extensions", "38.6 MB", "0.7", "0", "3702"], ["Extension: uBlock Origin", "58.3 MB", "0.1", "0", "3248"],
          ["Spare Renderer", "21.7 MB", "0.0", "0", "3894"]]
    crash = [R("notification", "Honey has crashed", "", 760, 40, 400, 90), L("Honey has crashed", 820, 52, 320),
             L("Click this balloon to reload the extension.", 820, 80, 320)]
    remove = [R("dialog", f"Remove “{honey}”?", "", 700, 300, 520, 200), L(f"Remove “{honey}”?", 720, 320, 480),
              R("check-box", "Report abuse", ck(False), 720, 380, 200, 26), R("push-button", "Cancel", "", 1000, 440, 100, 34),
              R("push-button", "Remove", "", 1110, 440, 100, 34)]
    tabs3 = [gmail, figma, jira]
    tabs4 = tabs3 + ["Extensions"]
    ext = "chrome://extensions"
    fig_url = "figma.com/design/k3QpR8vXzL2mN7tYb1WcDe/Untitled"
    turns = [
        (code("pyautogui.hotkey('shift', 'esc')  # Task manager"),
         cr("Mar 15  11:02", tabs3, figma, fig_url, figma_page, t1)),
        (code("pyautogui.click(1055, 254)  # Memory footprint column"),
         cr("Mar 15  11:02", tabs3, figma, fig_url, figma_page, t2, sort=True)),
        (code("pyautogui.click(780, 408)  # Extension: Honey\npyautogui.click(1340, 727)  # End process"),
         cr("Mar 15  11:03", tabs3, figma, fig_url, figma_page, t3, sort=True, extra=crash)),
        (code("pyautogui.click(1400, 212)  # close Task Manager\npyautogui.hotkey('ctrl', 't')\npyautogui.write('chrome://extensions')\npyautogui.press('enter')"),
         cr("Mar 15  11:03", tabs4, "Extensions", ext, ext_page(True, True))),
        (code("pyautogui.click(1165, 348)  # Honey toggle"),
         cr("Mar 15  11:04", tabs4, "Extensions", ext, ext_page(False, False))),
        (code("pyautogui.hotkey('shift', 'esc')  # Task manager"),
         cr("Mar 15  11:04", tabs4, "Extensions", ext, ext_page(False, False), t6)),
        (code("pyautogui.click(1400, 212)  # close Task Manager"),
         cr("Mar 15  11:05", tabs4, "Extensions", ext, ext_page(False, False))),
        (code("pyautogui.click(900, 346)  # Remove on the Honey card"),
         cr("Mar 15  11:05", tabs4, "Extensions", ext, ext_page(False, False), extra=remove)),
    ]
    state = cr("Mar 15  11:01", tabs3, figma, fig_url, figma_page)
    rs.add(task="os", tid="h45-os-20", system=system(
        "Chromium is sluggish: open its task manager, end the Honey extension's process, then disable and remove Honey "
        "from chrome://extensions."), turns=turns, state=state,
        bad=True, turn=6, kind="PID of the Figma tab changed though the tab was never reloaded")


# Syncthing GTK — clean
def t21(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "Syncthing GTK", "Terminal", "Help"]

    def sy(clock: str, folders: list[tuple[str, str, str]], me: dict[str, str], nas: tuple[str, dict[str, str] | None],
           pixel: str, dlg: list[Row] | None = None) -> str:
        rows = [R("frame", "Syncthing-GTK", "", 300, 110, 1320, 840), R("push-button", "Menu", "", 1560, 118, 40, 34),
                L("Folders", 320, 170, 200), L("Devices", 980, 170, 200)]
        y = 200
        for name, status, path in folders:
            rows += [R("panel", name, "", 320, y, 620, 70), L(name, 340, y + 8, 300), L(status, 760, y + 8, 160), L(path, 340, y + 38, 400)]
            y += 80
        rows += [R("panel", "nw-ws14", "", 980, 200, 620, 230), L("nw-ws14", 1000, 208, 300)]
        for i, (k, v) in enumerate(me.items()):
            rows += [L(k, 1000, 240 + i * 30, 200), L(v, 1260, 240 + i * 30, 320)]
        y = 440
        status, det = nas
        rows += [R("panel", "nas-01", "", 980, y, 620, 220 if det else 50), L("nas-01", 1000, y + 8, 300), L(status, 1420, y + 8, 160)]
        if det:
            for i, (k, v) in enumerate(det.items()):
                rows += [L(k, 1000, y + 40 + i * 28, 200), L(v, 1260, y + 40 + i * 28, 320)]
            y += 230
        else:
            y += 60
        rows += [R("panel", "pixel-8", "", 980, y, 620, 50), L("pixel-8", 1000, y + 8, 300), L(pixel, 1420, y + 8, 160)]
        rows += dlg or []
        return screen("Syncthing GTK", clock, rows, apps)

    def me(down: str, up: str, uptime: str) -> dict[str, str]:
        return {"Download Rate": down, "Upload Rate": up, "Announce Server": "3/4", "Version": "v1.27.4", "Uptime": uptime}

    def nas(pct: int, up: str, down: str) -> tuple[str, dict[str, str]]:
        return (f"Syncing ({pct}%)", {"Address": "tcp://192.168.1.40:22000", "Download Rate": down, "Upload Rate": up,
                                      "Synchronization": f"{pct}%", "Compression": "Metadata Only", "Version": "v1.27.3"})

    f0 = [("Documents", "Up to Date", "~/Documents"), ("Music", "Up to Date", "~/Music"), ("Notes", "Up to Date", "~/Notes")]
    f1 = f0 + [("Photos", "Scanning (12%)", "~/Pictures/Camera")]
    f2 = f0 + [("Photos", "Up to Date", "~/Pictures/Camera")]
    menu_rows = menu(["Add Shared Folder", "Add Remote Device", "Show ID", "Daemon Settings", "UI Settings", "Show Web UI",
                      "Restart Daemon", "Shutdown Daemon", "About", "Quit"], 1360, 152, 240)

    def folder_dlg(label: str, path: str, nas_on: bool) -> list[Row]:
        return [R("dialog", "Add Folder", "", 640, 220, 640, 560), R("page-tab", "General", "", 660, 250, 100, 28),
                R("page-tab", "Sharing", "", 764, 250, 100, 28), R("page-tab", "Advanced", "", 868, 250, 100, 28),
                L("Folder Label", 670, 300, 160), R("entry", "Folder Label", label, 860, 294, 380, 30),
                L("Folder ID", 670, 344, 160), R("entry", "Folder ID", "xw7pa-3kdtq", 860, 338, 380, 30),
                L("Folder Path", 670, 388, 160), R("entry", "Folder Path", path, 860, 382, 340, 30),
                R("push-button", "Browse", "", 1204, 382, 36, 30), L("Folder Type", 670, 432, 160),
                R("combo-box", "Folder Type", "Send & Receive", 860, 426, 380, 30), L("Rescan Interval (s)", 670, 476, 180),
                R("spin-button", "Rescan Interval (s)", "3600", 860, 470, 160, 30),
                R("check-box", "Watch for Changes", ck(True), 860, 514, 300, 26), L("Share With Devices", 670, 560, 200),
                R("check-box", "nas-01", ck(nas_on), 880, 588, 200, 26), R("check-box", "pixel-8", ck(False), 880, 616, 200, 26),
                R("push-button", "Cancel", "", 1060, 730, 90, 34), R("push-button", "Save", "", 1160, 730, 90, 34)]

    ctx = menu(["Edit Device", "Pause", "Show ID", "Remove"], 1100, 730, 200)
    turns = [
        (code("pyautogui.click(1200, 464)  # nas-01"),
         sy("Mar 13  16:30", f0, me("12 KiB/s (96.4 MiB)", "4.3 MiB/s (1.21 GiB)", "2h 14m"), nas(63, "4.3 MiB/s (1.02 GiB)", "12 KiB/s (18.6 MiB)"), "Up to Date")),
        (code("time.sleep(30)"),
         sy("Mar 13  16:31", f0, me("9 KiB/s (96.7 MiB)", "4.4 MiB/s (1.34 GiB)", "2h 15m"), nas(71, "4.4 MiB/s (1.15 GiB)", "9 KiB/s (18.9 MiB)"), "Up to Date")),
        (code("pyautogui.click(1580, 135)  # Menu"),
         sy("Mar 13  16:31", f0, me("10 KiB/s (97.0 MiB)", "4.2 MiB/s (1.37 GiB)", "2h 15m"), nas(72, "4.2 MiB/s (1.18 GiB)", "10 KiB/s (19.2 MiB)"), "Up to Date", menu_rows)),
        (code("pyautogui.click(1480, 167)  # Add Shared Folder"),
         sy("Mar 13  16:31", f0, me("10 KiB/s (97.3 MiB)", "4.2 MiB/s (1.40 GiB)", "2h 15m"), nas(73, "4.2 MiB/s (1.21 GiB)", "10 KiB/s (19.5 MiB)"), "Up to Date",
            folder_dlg("", "~/", False))),
        (code("pyautogui.click(1050, 309)\npyautogui.write('Photos')\npyautogui.tripleClick(1030, 397)\npyautogui.write('~/Pictures/Camera')\n"
              "pyautogui.click(892, 601)  # nas-01\npyautogui.click(1205, 747)  # Save"),
         sy("Mar 13  16:32", f1, me("11 KiB/s (98.0 MiB)", "4.3 MiB/s (1.62 GiB)", "2h 16m"), nas(79, "4.3 MiB/s (1.43 GiB)", "11 KiB/s (20.2 MiB)"), "Up to Date")),
        (code("time.sleep(20)"),
         sy("Mar 13  16:33", f2, me("14 KiB/s (98.3 MiB)", "4.1 MiB/s (1.70 GiB)", "2h 16m"), nas(83, "4.1 MiB/s (1.51 GiB)", "14 KiB/s (20.5 MiB)"), "Up to Date")),
        (code("pyautogui.rightClick(1200, 695)  # pixel-8"),
         sy("Mar 13  16:33", f2, me("13 KiB/s (98.5 MiB)", "4.2 MiB/s (1.74 GiB)", "2h 16m"), nas(84, "4.2 MiB/s (1.55 GiB)", "13 KiB/s (20.7 MiB)"), "Up to Date", ctx)),
        (code("pyautogui.click(1200, 775)  # Pause"),
         sy("Mar 13  16:33", f2, me("12 KiB/s (98.7 MiB)", "4.2 MiB/s (1.77 GiB)", "2h 16m"), nas(85, "4.2 MiB/s (1.58 GiB)", "12 KiB/s (20.9 MiB)"), "Paused")),
    ]
    state = sy("Mar 13  16:30", f0, me("12 KiB/s (96.3 MiB)", "4.3 MiB/s (1.21 GiB)", "2h 14m"), ("Syncing (62%)", None), "Up to Date")
    rs.add(task="os", tid="h45-os-21", system=system(
        "In Syncthing-GTK, watch the sync to nas-01 for a moment, share a new folder 'Photos' (~/Pictures/Camera) with "
        "nas-01, and pause the pixel-8 device."), turns=turns, state=state)


# Shotwell — bad
def t22(rs: RowSet) -> None:
    apps = ["Firefox Web Browser", "Files", "Shotwell", "GNU Image Manipulation Program", "Help"]
    porto = ["DSCF4409", "DSCF4410", "DSCF4412", "DSCF4413", "DSCF4415", "DSCF4417", "DSCF4418", "DSCF4419", "DSCF4421",
             "DSCF4422", "DSCF4424", "DSCF4425"]
    recent = ["IMG_20240310_141502", "IMG_20240310_141533", "IMG_20240309_195812", "IMG_20240302_112044", "IMG_20240302_112051",
              "IMG_20240224_090317", "IMG_20240218_163920", "IMG_20240211_101455", "IMG_20240204_120810", "IMG_20240127_184433"]
    info = {
        "DSCF4417": ("6:42:17 PM", "1/500 sec, f/5.6, ISO 160", "33.0 mm"),
        "DSCF4421": ("6:51:03 PM", "1/250 sec, f/4.0, ISO 320", "23.0 mm"),
    }

    def sw_(clock: str, page: str, thumbs: list[str], tags: list[str], pane: list[tuple[str, str]], rated: tuple[str, ...] = (),
            dlg: list[Row] | None = None) -> str:
        rows = [R("frame", "Shotwell", "", 70, 27, 1850, 1053)]
        rows += [R("menu", m, "", 78 + i * 70, 34, 66, 24) for i, m in enumerate(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"])]
        side = [("Library", 0), ("Photos", 1), ("Last Import", 1), ("Flagged", 1), ("Trash", 1), ("Events", 0), ("2024", 1),
                ("2023", 1), ("March", 2), ("Porto harbour", 3), ("Tags", 0)] + [(t, 1) for t in tags]
        rows += [R("tree-item", n, n, 80 + lvl * 16, 70 + i * 28, 260, 28) for i, (n, lvl) in enumerate(side)]
        y = 720
        rows.append(L("Basic Information", 84, y, 240))
        for i, (k, v) in enumerate(pane):
            rows += [L(k, 90, y + 28 + i * 24, 110, 22), L(v, 200, y + 28 + i * 24, 160, 22)]
        rows.append(L(page, 400, 70, 400))
        for i, t in enumerate(thumbs):
            x, yy = 400 + (i % 5) * 300, 110 + (i // 5) * 250
            rows += [R("table-cell", t, t, x, yy, 280, 210)]
            if t in rated:
                rows.append(L("★★★★", x + 100, yy + 214, 80, 20))
        rows += [R("push-button", b, "", 400 + i * 44, 1030, 40, 36) for i, b in enumerate(
            ["Rotate Left", "Rotate Right", "Enhance", "Publish", "Slideshow"])]
        rows += [R("slider", "Zoom", "", 1600, 1040, 200, 20)]
        rows += dlg or []
        return screen("Shotwell", clock, rows, apps)

    def photo(name: str, tags: str, when: str | None = None) -> list[tuple[str, str]]:
        t, exp, fl = info[name]
        return [("Title:", name), ("Date:", "Tuesday, March 14, 2023"), ("Time:", when or t), ("Size:", "6240 × 4160"),
                ("Type:", "JPEG"), ("Exposure:", exp), ("Focal length:", fl), ("Camera:", "FUJIFILM X-T30 II"), ("Tags:", tags)]

    tags0 = ["family", "landscape", "travel"]
    tags1 = ["family", "harbor", "landscape", "sunset", "travel"]
    ev = [("Title:", "Porto harbour"), ("Items:", "12"), ("Date:", "March 14, 2023")]
    two = [("Items:", "2"), ("Date:", "March 14, 2023")]
    both = ("DSCF4417", "DSCF4421")
    addtags = [R("dialog", "Add Tags", "", 760, 420, 400, 170), L("Tags (separated by commas):", 780, 450, 360),
               R("entry", "Tags (separated by commas):", "", 780, 480, 360, 32), R("push-button", "Cancel", "", 940, 540, 90, 32),
               R("push-button", "OK", "", 1040, 540, 90, 32)]
    turns = [
        (code("pyautogui.click(180, 336)  # Porto harbour event"),
         sw_("Mar 16  09:11", "Porto harbour", porto, tags0, ev)),
        (code("pyautogui.click(540, 430)  # DSCF4417"),
         sw_("Mar 16  09:11", "Porto harbour", porto, tags0, photo("DSCF4417", ""))),
        (code("pyautogui.keyDown('ctrl')\npyautogui.click(1440, 430)  # DSCF4421\npyautogui.keyUp('ctrl')"),
         sw_("Mar 16  09:12", "Porto harbour", porto, tags0, two)),
        (code("pyautogui.hotkey('ctrl', 't')  # Add Tags"),
         sw_("Mar 16  09:12", "Porto harbour", porto, tags0, two, dlg=addtags)),
        (code("pyautogui.write('harbor, sunset')\npyautogui.press('enter')"),
         sw_("Mar 16  09:12", "Porto harbour", porto, tags1, two)),
        (code("pyautogui.press('4')  # rate 4 stars"),
         sw_("Mar 16  09:13", "Porto harbour", porto, tags1, two, rated=both)),
        (code("pyautogui.click(540, 430)  # DSCF4417 only"),
         sw_("Mar 16  09:13", "Porto harbour", porto, tags1, photo("DSCF4417", "harbor, sunset", "6:24:17 PM"), rated=both)),
        (code("pyautogui.click(180, 420)  # harbor tag"),
         sw_("Mar 16  09:14", "harbor", list(both), tags1, [("Title:", "harbor"), ("Items:", "2"), ("Date:", "March 14, 2023")], rated=both)),
        (code("pyautogui.click(840, 200)  # DSCF4421"),
         sw_("Mar 16  09:14", "harbor", list(both), tags1, photo("DSCF4421", "harbor, sunset"), rated=both)),
    ]
    state = sw_("Mar 16  09:10", "Photos", recent, tags0, [("Items:", "1,842"), ("Dates:", "July 2, 2016 – March 10, 2024")])
    rs.add(task="os", tid="h45-os-22", system=system(
        "In Shotwell, tag the two sunset shots from the Porto harbour event (DSCF4417 and DSCF4421) with 'harbor' and "
        "'sunset', rate both 4 stars, and check them under the new harbor tag."), turns=turns, state=state,
        bad=True, turn=7, kind="capture time of DSCF4417 changed after only tags and rating were edited")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
