# ruff: noqa: E501
"""Held-out set holdout36, domain os: 22 Ubuntu GNOME desktop trajectories (11 with one contradiction).

Each trajectory drives one desktop app with Python code blocks (pyautogui and the app helper classes);
every observation is the desktop accessibility tree in the official tab-separated layout. Written blind
to any detector; deterministic, no randomness, clock or network.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]


def r(tag: str, name: str, text: str, x: int, y: int, w: int, h: int) -> Row:
    assert not any(c in name + text for c in "\t\n"), (name, text)
    return (tag, name, text, (x, y), (w, h))


def system(task: str) -> str:
    return (
        "# Role and Objective\n\n"
        "You are a **Desktop World Model** — a precise simulator of computer-use interactions on an Ubuntu 22.04 "
        "GNOME desktop. Your task is to predict the exact next desktop accessibility-tree state after an action is executed.\n\n"
        "Given:\n1. **Historical Context**: previous interactions in the same trajectory\n2. **Task Instruction**: the user goal\n"
        "3. **Current State**: the visible desktop accessibility tree\n4. **Action**: the Python code executed in the environment\n\n"
        "## State Modeling Rules\n\n"
        "- Preserve the original state format exactly (tag, name, text, class, description, position, size; tab-separated)\n"
        "- Keep node ordering, labels, and coordinates consistent unless the action changes them\n"
        "- If the action has no visible desktop effect, return the unchanged state\n"
        "- Track open windows, files, UI selections, and application state across turns\n\n"
        "## Action Space\n\n"
        "The action is a free-form Python code block: pyautogui calls (click, write, press, hotkey, scroll, dragTo), app helper "
        "classes (CalcTools, WriterTools, ImpressTools, BrowserTools, ...), and arbitrary subprocess / os calls. The executed "
        "code is the authoritative description of what happened.\n\n"
        "## Output Requirements\n\n"
        "First, think step by step. Then give the full predicted desktop state strictly inside "
        "<predicted_observation></predicted_observation>, with no commentary inside the tags.\n\n"
        f"## Task Instruction\n\n{task}"
    )


def desk(rows: list[Row], clock: str, dock: list[str], top: list[Row] | None = None) -> str:
    """The GNOME shell around the app windows: Activities, top-bar indicators, the Ubuntu dock."""
    out = [r("push-button", "Activities", "", 0, 0, 99, 27)]
    out += rows
    out += top or []
    out.append(r("menu", "System", "", 1814, 0, 106, 27))
    for i, name in enumerate(dock):
        out.append(r("push-button", name, "", 0, 33 + 66 * i, 70, 64))
    out.append(r("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return a11y(out, clock=clock)


# ---------------------------------------------------------------- LibreOffice Calc

CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
              "Undo", "Redo", "Find & Replace", "Spelling", "Row", "Column", "Sort", "Sort Ascending",
              "Sort Descending", "AutoFilter", "Insert Image", "Insert Chart", "Insert or Edit Pivot Table",
              "Special Character", "Freeze Rows and Columns", "Show Draw Functions"]
LETTERS = "ABCDEFGHIJ"


def calc_rows(title: str, widths: list[int], cells: dict[str, str], sel: str, inp: str, tabs: list[str],
              active: int, summ: str, modified: bool, zoom: int = 100, nrows: int = 20) -> list[Row]:
    out = [r("frame", f"{title} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    x = 75
    for m in CALC_MENUS:
        out.append(r("menu", m, "", x, 64, len(m) * 8 + 14, 22))
        x += len(m) * 8 + 16
    for i, t in enumerate(CALC_TOOLS):
        out.append(r("push-button", t, "", 78 + 31 * i, 92, 28, 27))
    out.append(r("combo-box", "Font Name", "Liberation Sans", 78, 124, 182, 26))
    out.append(r("combo-box", "Font Size", "10 pt", 264, 124, 62, 26))
    for i, t in enumerate(["Bold", "Italic", "Underline", "Align Left", "Align Center", "Align Right",
                           "Format as Currency", "Format as Percent", "Format as Number", "Format as Date",
                           "Add Decimal Place", "Delete Decimal Place", "Borders", "Background Color"]):
        out.append(r("push-button", t, "", 334 + 31 * i, 124, 28, 27))
    out.append(r("combo-box", "Name Box", sel, 75, 158, 100, 24))
    out.append(r("push-button", "Function Wizard", "", 182, 158, 26, 24))
    out.append(r("push-button", "Select Function", "", 210, 158, 26, 24))
    out.append(r("push-button", "Formula", "", 238, 158, 26, 24))
    out.append(r("text", "Input line", inp, 270, 158, 1640, 24))
    h = round(19 * zoom / 100)
    xs = [115]
    for w in widths:
        xs.append(xs[-1] + round(w * zoom / 100))
    for i, _ in enumerate(widths):
        out.append(r("table-column-header", LETTERS[i], "", xs[i], 186, xs[i + 1] - xs[i], h))
    for k in range(1, nrows + 1):
        out.append(r("table-row-header", str(k), "", 75, 186 + h * k, 40, h))
    for ref, val in sorted(cells.items(), key=lambda kv: (int(kv[0][1:]), kv[0][0])):
        c, k = LETTERS.index(ref[0]), int(ref[1:])
        out.append(r("table-cell", ref, val, xs[c], 186 + h * k, xs[c + 1] - xs[c], h))
    x = 140
    for i, t in enumerate(tabs):
        w = max(70, len(t) * 8 + 20)
        out.append(r("page-tab", t, "selected" if i == active else "", x, 1008, w, 24))
        x += w + 2
    out.append(r("push-button", "Add Sheet", "", 96, 1008, 24, 24))
    out.append(r("label", "Sheet Position", f"Sheet {active + 1} of {len(tabs)}", 75, 1040, 120, 22))
    out.append(r("label", "Page Style", "Default", 220, 1040, 160, 22))
    out.append(r("label", "Language", "English (USA)", 480, 1040, 120, 22))
    out.append(r("label", "Document Modified",
                 "The document has been modified. Click to save the document." if modified
                 else "The document has not been modified since the last save.", 620, 1040, 24, 22))
    out.append(r("label", "Selection Statistics", summ, 900, 1040, 420, 22))
    out.append(r("slider", "Zoom", f"{zoom}%", 1700, 1040, 150, 22))
    out.append(r("label", "Zoom Factor", f"{zoom}%", 1860, 1040, 50, 22))
    return out


def money(c: int) -> str:
    return f"${c / 100:,.2f}"


def general(c: int) -> str:
    return str(c // 100) if c % 100 == 0 else f"{c / 100:.2f}".rstrip("0")


CALC_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
             "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software"]


# 01 LibreOffice Calc, clean
def t01(rs: RowSet) -> None:
    title = "expenses_2024-03.ods"
    exp = [("03/01/24", "Rent", "Oakridge Property Mgmt", 145000), ("03/02/24", "Groceries", "Trader Joe's", 8742),
           ("03/04/24", "Utilities", "PG&E", 11265), ("03/06/24", "Transport", "Clipper Card", 4000),
           ("03/08/24", "Groceries", "Safeway", 6318), ("03/11/24", "Internet", "Sonic", 5000),
           ("03/13/24", "Dining", "Tacolicious", 3875), ("03/15/24", "Groceries", "Whole Foods", 6430),
           ("03/18/24", "Health", "Walgreens", 2249), ("03/20/24", "Transport", "Lyft", 1890),
           ("03/22/24", "Phone", "Mint Mobile", 3000), ("03/26/24", "Dining", "Nopa", 7120),
           ("03/29/24", "Groceries", "Rainbow Grocery", 5411)]
    total = sum(e[3] for e in exp)
    widths = [95, 110, 200, 95, 80, 80, 80, 80]

    def cells(data: list[tuple[str, str, str, int]], d9: bool, tot: bool, cur: bool) -> dict[str, str]:
        c = {"A1": "Date", "B1": "Category", "C1": "Vendor", "D1": "Amount"}
        for i, (dt, cat, ven, amt) in enumerate(data, 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"] = dt, cat, ven
            if ven == "Whole Foods" and not d9:
                continue
            c[f"D{i}"] = money(amt) if cur else general(amt)
        if tot:
            c["A15"] = "Total"
            c["D15"] = money(total) if cur else general(total)
        return c

    def v(clock: str, data: list[tuple[str, str, str, int]], d9: bool, tot: bool, cur: bool, sel: str, inp: str,
          summ: str, tab: str, modified: bool) -> str:
        return desk(calc_rows(title, widths, cells(data, d9, tot, cur), sel, inp, [tab], 0, summ, modified),
                    clock, CALC_DOCK)

    srt = sorted(exp, key=lambda e: -e[3])
    avg = round(total / 13)
    steps = [
        (code("pyautogui.click(567, 366)"),
         v("Mar 14  09:12", exp, False, False, False, "D9", "", "Average: ; Sum: 0", "Sheet1", False)),
        (code('CalcTools.set_cell_value("D9", 64.30)'),
         v("Mar 14  09:12", exp, True, False, False, "D9", "64.3", "Average: 64.3; Sum: 64.3", "Sheet1", True)),
        (code('pyautogui.click(162, 480)\npyautogui.write("Total\\t\\t\\t=SUM(D2:D14)\\n")'),
         v("Mar 14  09:13", exp, True, True, False, "A16", "", "Average: ; Sum: 0", "Sheet1", True)),
        (code('CalcTools.set_number_format("D2:D15", "currency")'),
         v("Mar 14  09:13", exp, True, True, True, "A16", "", "Average: ; Sum: 0", "Sheet1", True)),
        (code('CalcTools.rename_sheet("Sheet1", "March")'),
         v("Mar 14  09:14", exp, True, True, True, "A16", "", "Average: ; Sum: 0", "March", True)),
        (code("pyautogui.click(567, 233)\npyautogui.keyDown('shift')\npyautogui.click(567, 461)\npyautogui.keyUp('shift')"),
         v("Mar 14  09:14", exp, True, True, True, "D2:D14", "1450",
           f"Average: {money(avg)}; Sum: {money(total)}", "March", True)),
        (code("pyautogui.click(619, 105)  # Sort Descending\npyautogui.press('enter')  # Extend selection\npyautogui.click(567, 480)"),
         v("Mar 14  09:15", srt, True, True, True, "D15", "=SUM(D2:D14)",
           f"Average: {money(total)}; Sum: {money(total)}", "March", True)),
        (code("CalcTools.save()"),
         v("Mar 14  09:15", srt, True, True, True, "D15", "=SUM(D2:D14)",
           f"Average: {money(total)}; Sum: {money(total)}", "March", False)),
    ]
    rs.add(task="os", tid="h36-os-01",
           system=system("In expenses_2024-03.ods, fill in the missing Whole Foods amount (64.30), add a Total row with a SUM of the amounts, format the amounts as currency, rename the sheet to 'March', sort the expenses by amount descending and save."),
           turns=steps,
           state=v("Mar 14  09:11", exp, False, False, False, "A1", "Date", "Average: ; Sum: 0", "Sheet1", False))


# ---------------------------------------------------------------- GNOME Disks

DISKS_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software",
              "Help", "Files", "Disks"]


def disks_rows(drive: str, vol: int, usb: dict[str, str], dialog: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Disks", "", 380, 150, 1160, 780),
           r("push-button", "Main Menu", "", 1490, 158, 40, 36),
           r("list-item", "500 GB Disk", "Samsung SSD 970 EVO Plus 500GB", 390, 205, 300, 58),
           r("list-item", "31 GB Drive", "SanDisk Ultra Fit", 390, 265, 300, 58)]
    if drive == "nvme":
        out += [r("heading", "500 GB Disk", "/dev/nvme0n1", 700, 160, 500, 30),
                r("push-button", "Drive Options", "", 1440, 158, 40, 36),
                r("label", "Model", "Samsung SSD 970 EVO Plus 500GB (2B2QEXM7)", 860, 215, 600, 20),
                r("label", "Size", "500 GB (500,107,862,016 bytes)", 860, 240, 600, 20),
                r("label", "Partitioning", "GUID Partition Table", 860, 265, 600, 20),
                r("label", "Serial Number", "S4EWNX0R612345K", 860, 290, 600, 20),
                r("label", "Assessment", usb.get("temp", "Disk is OK (37° C / 99° F)"), 860, 315, 600, 20),
                r("label", "Volumes", "", 720, 355, 80, 20),
                r("toggle-button", "Partition 1", "537 MB FAT", 720, 385, 60, 90),
                r("toggle-button", "Partition 2", "500 GB Ext4", 782, 385, 740, 90),
                r("push-button", "Unmount selected partition", "", 720, 480, 32, 28),
                r("push-button", "Additional partition options", "", 756, 480, 32, 28)]
        if vol == 1:
            det = [("Size", "537 MB — 531 MB free (1.1% full)"), ("Contents", "FAT (32-bit version) — Mounted at /boot/efi"),
                   ("Device", "/dev/nvme0n1p1"), ("UUID", "5B2E-8A41"), ("Partition Type", "EFI System")]
        else:
            det = [("Size", "500 GB — 187 GB free (62.6% full)"),
                   ("Contents", "Ext4 (version 1.0) — Mounted at Filesystem Root"), ("Device", "/dev/nvme0n1p2"),
                   ("UUID", "e3b1c2a4-5d7f-4c21-8a9e-0b6d3f2e1c90"), ("Partition Type", "Linux Filesystem")]
    else:
        mounted = usb["contents"].find("Mounted at") >= 0
        out += [r("heading", "31 GB Drive", "/dev/sdb", 700, 160, 500, 30),
                r("push-button", "Power off this disk", "", 1396, 158, 40, 36),
                r("push-button", "Drive Options", "", 1440, 158, 40, 36),
                r("label", "Model", "SanDisk Ultra Fit (1.00)", 860, 215, 600, 20),
                r("label", "Size", "31 GB (30,752,636,928 bytes)", 860, 240, 600, 20),
                r("label", "Partitioning", "Master Boot Record", 860, 265, 600, 20),
                r("label", "Serial Number", "4C530001230918107485", 860, 290, 600, 20),
                r("label", "Volumes", "", 720, 330, 80, 20),
                r("toggle-button", usb["block"], usb["blocktext"], 720, 360, 802, 90),
                r("push-button", "Unmount selected partition" if mounted else "Mount selected partition", "", 720, 455, 32, 28),
                r("push-button", "Additional partition options", "", 756, 455, 32, 28),
                r("push-button", "Delete selected partition", "", 792, 455, 32, 28)]
        det = [("Size", usb["size"])]
        if "label" in usb:
            det.append(("Volume", usb["label"]))
        det += [("Contents", usb["contents"]), ("Device", "/dev/sdb1"), ("UUID", usb["uuid"]),
                ("Partition Type", usb["ptype"])]
    y = 530 if drive == "nvme" else 505
    for k, val in det:
        out.append(r("label", k, val, 860, y, 600, 20))
        y += 25
    return out + (dialog or [])


# 02 GNOME Disks, bad
def t02(rs: RowSet) -> None:
    fat = {"block": "Partition 1", "blocktext": "31 GB FAT", "size": "31 GB — 18 GB free (41.5% full)",
           "contents": "FAT (32-bit version) — Mounted at /media/kai/3A1F-9C2E", "uuid": "3A1F-9C2E",
           "ptype": "W95 FAT32 (LBA)"}
    fat_off = dict(fat, size="31 GB (30,751,588,352 bytes)", contents="FAT (32-bit version) — Not Mounted")
    ext = {"block": "backup", "blocktext": "Partition 1, 31 GB Ext4", "size": "31 GB (30,751,588,352 bytes)",
           "label": "backup", "contents": "Ext4 (version 1.0) — Not Mounted",
           "uuid": "7d4c9b2e-0f6a-4e3b-9a51-2c8e6f0d1b47", "ptype": "Linux"}
    ext_on = dict(ext, size="31 GB — 29 GB free (0.1% full)", contents="Ext4 (version 1.0) — Mounted at /media/kai/backup",
                  uuid="7d4c9b2e-0f6a-4e3b-9a15-2c8e6f0d1b47")
    fmt1 = [r("dialog", "Format Volume", "", 660, 300, 600, 470),
            r("push-button", "Cancel", "", 670, 308, 80, 34), r("push-button", "Next", "", 1170, 308, 80, 34),
            r("label", "Volume Name", "", 690, 370, 120, 20), r("text", "Volume Name", "", 820, 365, 400, 32),
            r("label", "", "For example: “Angela’s Files” or “Backup”.", 820, 400, 400, 18),
            r("label", "Erase", "", 690, 435, 120, 20), r("toggle-button", "Erase", "", 1170, 430, 50, 28),
            r("label", "", "Overwrites existing data, but takes longer.", 820, 438, 320, 18),
            r("label", "Type", "", 690, 480, 120, 20),
            r("radio-button", "Internal disk for use with Linux systems only (Ext4)", "", 820, 480, 400, 24),
            r("check-box", "Password protect volume (LUKS)", "", 850, 508, 370, 24),
            r("radio-button", "For use with Windows (NTFS)", "", 820, 540, 400, 24),
            r("radio-button", "For use with all systems and devices (FAT)", "", 820, 570, 400, 24),
            r("label", "", "Works with all systems and devices. Cannot hold files larger than 4 GB.", 850, 596, 370, 18),
            r("radio-button", "Other", "", 820, 626, 400, 24)]
    fmt2 = [r("dialog", "Format Volume", "", 660, 300, 600, 470),
            r("push-button", "Back", "", 670, 308, 80, 34), r("push-button", "Format", "", 1170, 308, 80, 34),
            r("heading", "Confirm Details", "", 690, 360, 540, 30),
            r("label", "", "Are you sure you want to format the volume?", 690, 400, 540, 20),
            r("label", "Warning", "All data on the volume will be lost but may still be recoverable by data recovery services", 690, 430, 540, 40),
            r("label", "", "Tip: Use the “Erase” option to protect against data recovery.", 690, 480, 540, 20),
            r("label", "Affected Devices", "", 690, 520, 540, 20),
            r("label", "", "Partition 1 of SanDisk Ultra Fit — /dev/sdb1", 690, 548, 540, 20)]
    mnt_dock = DISKS_DOCK + ["31 GB Volume"]
    bk_dock = DISKS_DOCK + ["backup"]
    steps = [
        (code("pyautogui.click(540, 294)"), desk(disks_rows("usb", 1, fat), "Mar 14  13:05", mnt_dock)),
        (code("pyautogui.click(736, 469)  # Unmount selected partition"), desk(disks_rows("usb", 1, fat_off), "Mar 14  13:05", DISKS_DOCK)),
        (code("pyautogui.click(772, 469)  # Additional partition options\npyautogui.click(880, 520)  # Format Partition…"),
         desk(disks_rows("usb", 1, fat_off, fmt1), "Mar 14  13:06", DISKS_DOCK)),
        (code("pyautogui.write('backup')\npyautogui.click(1020, 492)  # Ext4\npyautogui.click(1210, 325)  # Next"),
         desk(disks_rows("usb", 1, fat_off, fmt2), "Mar 14  13:06", DISKS_DOCK)),
        (code("pyautogui.click(1210, 325)  # Format\ntime.sleep(4)"), desk(disks_rows("usb", 1, ext), "Mar 14  13:07", DISKS_DOCK)),
        (code("pyautogui.click(736, 469)  # Mount selected partition"), desk(disks_rows("usb", 1, ext_on), "Mar 14  13:07", bk_dock)),
        (code("pyautogui.click(540, 234)"), desk(disks_rows("nvme", 1, {"temp": "Disk is OK (38° C / 100° F)"}), "Mar 14  13:08", bk_dock)),
        (code("pyautogui.click(1150, 430)  # Partition 2"), desk(disks_rows("nvme", 2, {"temp": "Disk is OK (38° C / 100° F)"}), "Mar 14  13:08", bk_dock)),
        (code("pyautogui.hotkey('ctrl', 'q')"), desk([], "Mar 14  13:09", bk_dock[:-2] + ["backup"])),
    ]
    rs.add(task="os", tid="h36-os-02",
           system=system("Reformat the SanDisk USB stick in GNOME Disks as Ext4 with the volume name 'backup', mount it, then check how much space is free on the internal drive's root partition and close Disks."),
           turns=steps, state=desk(disks_rows("nvme", 1, {}), "Mar 14  13:04", DISKS_DOCK + ["31 GB Volume"]),
           bad=True, turn=6, kind="partition UUID of the freshly formatted volume changes two digits after mounting")


# ---------------------------------------------------------------- Firefox settings

FX_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help", "Files"]


def fx_rows(page: str, engine: str, body: list[Row]) -> list[Row]:
    out = [r("frame", "Settings — Mozilla Firefox", "", 70, 27, 1850, 1053),
           r("page-tab", "Settings", "", 78, 35, 240, 36), r("push-button", "Open a new tab (Ctrl+T)", "", 322, 38, 30, 30),
           r("push-button", "List all tabs", "", 1840, 38, 30, 30),
           r("push-button", "Back", "", 80, 76, 32, 32), r("push-button", "Forward", "", 114, 76, 32, 32),
           r("push-button", "Reload", "", 148, 76, 32, 32),
           r("entry", f"Search with {engine} or enter address", f"about:preferences#{page}", 300, 78, 1300, 30),
           r("push-button", "Firefox View", "", 1720, 76, 32, 32), r("push-button", "Extensions", "", 1790, 76, 32, 32),
           r("push-button", "Open application menu", "", 1870, 76, 32, 32),
           r("entry", "Find in Settings", "", 1430, 130, 300, 32)]
    for i, (name, key) in enumerate([("General", "general"), ("Home", "home"), ("Search", "search"),
                                     ("Privacy & Security", "privacy"), ("Sync", "sync"), ("More from Mozilla", "more")]):
        out.append(r("list-item", name, "selected" if key == page else "", 130, 180 + 48 * i, 250, 44))
    out += [r("link", "Extensions & Themes", "", 130, 930, 200, 24), r("link", "Firefox Support", "", 130, 962, 200, 24)]
    return out + body


def fx_search(engine: str) -> list[Row]:
    rows = [r("heading", "Search Bar", "", 560, 180, 800, 30),
            r("radio-button", "Use the address bar for search and navigation", "checked", 560, 220, 500, 24),
            r("radio-button", "Add search bar in toolbar", "", 560, 250, 500, 24),
            r("heading", "Default Search Engine", "", 560, 300, 800, 30),
            r("label", "", "This is your default in the address bar and search bar. You can switch it at any time.", 560, 336, 800, 20),
            r("combo-box", "Default Search Engine", engine, 560, 366, 260, 34),
            r("check-box", "Use this search engine in Private Windows", "", 560, 410, 500, 24),
            r("heading", "Search Suggestions", "", 560, 460, 800, 30),
            r("check-box", "Show search suggestions", "checked", 560, 500, 500, 24),
            r("check-box", "Show search suggestions in address bar results", "checked", 590, 530, 500, 24),
            r("check-box", "Show search suggestions ahead of browsing history in address bar results", "", 590, 560, 620, 24),
            r("check-box", "Show search suggestions in Private Windows", "", 590, 590, 500, 24),
            r("heading", "Search Shortcuts", "", 560, 640, 800, 30),
            r("label", "", "Choose the alternative search engines that appear below the address bar and search bar when you start to enter a keyword.", 560, 676, 900, 20),
            r("table-column-header", "Search Engine", "", 560, 706, 560, 26),
            r("table-column-header", "Keyword", "", 1120, 706, 300, 26)]
    for i, (n, k) in enumerate([("Google", "@google"), ("Bing", "@bing"), ("Amazon.com", "@amazon"),
                                ("DuckDuckGo", "@duckduckgo"), ("eBay", "@ebay"), ("Wikipedia (en)", "@wikipedia")]):
        rows.append(r("table-cell", "Search Engine", n, 560, 732 + 26 * i, 560, 26))
        rows.append(r("table-cell", "Keyword", k, 1120, 732 + 26 * i, 300, 26))
    rows += [r("push-button", "Restore Default Search Engines", "", 560, 898, 260, 32),
             r("push-button", "Remove", "", 1340, 898, 80, 32), r("link", "Find more search engines", "", 560, 940, 220, 22)]
    return rows


def fx_priv_top(usage: str) -> list[Row]:
    return [r("heading", "Browser Privacy", "", 560, 180, 800, 34),
            r("heading", "Enhanced Tracking Protection", "", 560, 230, 800, 30),
            r("label", "", "Trackers follow you around online to collect information about your browsing habits and interests. Firefox blocks many of these trackers and other malicious scripts.", 560, 266, 860, 40),
            r("push-button", "Manage Exceptions…", "", 1440, 266, 170, 32),
            r("radio-button", "Standard", "checked", 560, 320, 860, 60),
            r("label", "", "Balanced for protection and performance. Pages will load normally.", 590, 346, 800, 20),
            r("radio-button", "Strict", "", 560, 390, 860, 60),
            r("radio-button", "Custom", "", 560, 460, 860, 60),
            r("heading", "Website Privacy Preferences", "", 560, 540, 800, 30),
            r("check-box", "Tell websites not to sell or share my data", "", 560, 578, 500, 24),
            r("check-box", "Send websites a “Do Not Track” request", "", 560, 606, 500, 24),
            r("heading", "Cookies and Site Data", "", 560, 656, 800, 30),
            r("label", "", f"Your stored cookies, site data, and cache are currently using {usage} of disk space.", 560, 692, 860, 20),
            r("link", "Learn more", "", 560, 714, 100, 20),
            r("push-button", "Clear Data…", "", 1440, 690, 170, 32),
            r("push-button", "Manage Data…", "", 1440, 728, 170, 32),
            r("push-button", "Manage Exceptions…", "", 1440, 766, 170, 32),
            r("check-box", "Delete cookies and site data when Firefox is closed", "", 560, 744, 500, 24),
            r("heading", "Passwords", "", 560, 820, 800, 30),
            r("check-box", "Ask to save passwords", "checked", 560, 858, 500, 24),
            r("check-box", "Fill usernames and passwords automatically", "checked", 590, 886, 500, 24),
            r("check-box", "Suggest strong passwords", "checked", 590, 914, 500, 24),
            r("push-button", "Exceptions…", "", 1440, 856, 170, 32), r("push-button", "Saved Passwords…", "", 1440, 894, 170, 32)]


def fx_priv_bottom(https_all: bool) -> list[Row]:
    return [r("heading", "Security", "", 560, 200, 800, 34),
            r("heading", "Deceptive Content and Dangerous Software Protection", "", 560, 250, 800, 30),
            r("check-box", "Block dangerous and deceptive content", "checked", 560, 288, 500, 24),
            r("check-box", "Block dangerous downloads", "checked", 590, 316, 500, 24),
            r("check-box", "Warn you about unwanted and uncommon software", "checked", 590, 344, 500, 24),
            r("heading", "Certificates", "", 560, 394, 800, 30),
            r("check-box", "Query OCSP responder servers to confirm the current validity of certificates", "checked", 560, 432, 700, 24),
            r("push-button", "View Certificates…", "", 1440, 430, 170, 32), r("push-button", "Security Devices…", "", 1440, 468, 170, 32),
            r("heading", "HTTPS-Only Mode", "", 560, 530, 800, 30),
            r("label", "", "HTTPS provides a secure, encrypted connection between Firefox and the websites you visit. Most websites support HTTPS, and if HTTPS-Only Mode is enabled, then Firefox will upgrade all connections to HTTPS.", 560, 566, 860, 40),
            r("push-button", "Manage Exceptions…", "", 1440, 566, 170, 32),
            r("radio-button", "Enable HTTPS-Only Mode in all windows", "checked" if https_all else "", 560, 620, 500, 24),
            r("radio-button", "Enable HTTPS-Only Mode in private windows only", "", 560, 650, 500, 24),
            r("radio-button", "Don’t enable HTTPS-Only Mode", "" if https_all else "checked", 560, 680, 500, 24),
            r("heading", "DNS over HTTPS", "", 560, 730, 800, 30),
            r("label", "", "Status: Off", 560, 766, 300, 20),
            r("radio-button", "Default Protection", "checked", 560, 800, 860, 50),
            r("radio-button", "Increased Protection", "", 560, 856, 860, 50),
            r("radio-button", "Max Protection", "", 560, 912, 860, 50),
            r("radio-button", "Off", "", 560, 968, 860, 50)]


# 03 Firefox settings, clean
def t03(rs: RowSet) -> None:
    clear1 = [r("dialog", "Clear Data", "", 760, 380, 520, 300),
              r("check-box", "Cookies and Site Data (38.6 MB)", "checked", 790, 440, 460, 24),
              r("label", "", "You may get signed out of websites if cleared", 820, 466, 400, 18),
              r("check-box", "Cached Web Content (373 MB)", "checked", 790, 500, 460, 24),
              r("label", "", "Will require websites to reload images and data", 820, 526, 400, 18),
              r("push-button", "Cancel", "", 1060, 620, 90, 34), r("push-button", "Clear", "", 1160, 620, 90, 34)]
    clear2 = clear1 + [r("alert", "Clear all cookies and site data", "", 720, 420, 600, 220),
                       r("label", "", "Clearing all cookies and site data stored by Firefox may sign you out of websites and remove offline web content. Clearing cache data will not affect your logins.", 750, 470, 540, 60),
                       r("push-button", "Cancel", "", 1040, 590, 110, 34), r("push-button", "Clear Now", "", 1160, 590, 110, 34)]
    g, d = "Google", "DuckDuckGo"
    steps = [
        (code("BrowserTools.open_search_engine_settings()"), desk(fx_rows("search", g, fx_search(g)), "Mar 14  10:41", FX_DOCK)),
        (code("pyautogui.click(690, 383)\npyautogui.click(690, 503)  # DuckDuckGo"), desk(fx_rows("search", d, fx_search(d)), "Mar 14  10:41", FX_DOCK)),
        (code("BrowserTools.open_privacy_settings()"), desk(fx_rows("privacy", d, fx_priv_top("412 MB")), "Mar 14  10:42", FX_DOCK)),
        (code("pyautogui.scroll(-25)\ntime.sleep(0.5)\npyautogui.click(570, 632)  # Enable HTTPS-Only Mode in all windows"),
         desk(fx_rows("privacy", d, fx_priv_bottom(True)), "Mar 14  10:42", FX_DOCK)),
        (code("pyautogui.scroll(25)\ntime.sleep(0.5)\npyautogui.click(1525, 706)  # Clear Data…"),
         desk(fx_rows("privacy", d, fx_priv_top("412 MB") + clear1), "Mar 14  10:43", FX_DOCK)),
        (code("pyautogui.click(1205, 637)  # Clear"), desk(fx_rows("privacy", d, fx_priv_top("412 MB") + clear2), "Mar 14  10:43", FX_DOCK)),
        (code("pyautogui.click(1215, 607)  # Clear Now"), desk(fx_rows("privacy", d, fx_priv_top("96.0 KB")), "Mar 14  10:43", FX_DOCK)),
        (code("BrowserTools.open_search_engine_settings()"), desk(fx_rows("search", d, fx_search(d)), "Mar 14  10:44", FX_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-03",
           system=system("In Firefox settings, make DuckDuckGo the default search engine, enable HTTPS-Only Mode in all windows, and clear all cookies, site data and cached web content."),
           turns=steps, state=desk(fx_rows("general", g, [
               r("heading", "General", "", 560, 180, 800, 34), r("heading", "Startup", "", 560, 230, 800, 30),
               r("check-box", "Open previous windows and tabs", "", 560, 268, 500, 24),
               r("check-box", "Always check if Firefox is your default browser", "checked", 560, 296, 500, 24),
               r("label", "", "Firefox is currently your default browser", 560, 326, 500, 20),
               r("heading", "Tabs", "", 560, 376, 800, 30),
               r("check-box", "Ctrl+Tab cycles through tabs in recently used order", "", 560, 414, 500, 24),
               r("check-box", "Open links in tabs instead of new windows", "checked", 560, 442, 500, 24),
               r("check-box", "When you open a link, image or media in a new tab, switch to it immediately", "", 560, 470, 600, 24),
               r("check-box", "Confirm before closing multiple tabs", "checked", 560, 498, 500, 24),
               r("heading", "Language and Appearance", "", 560, 550, 800, 30),
               r("radio-button", "System theme — auto", "checked", 560, 620, 160, 100),
               r("radio-button", "Light", "", 730, 620, 160, 100), r("radio-button", "Dark", "", 900, 620, 160, 100),
               r("combo-box", "Default font", "Default (DejaVu Serif)", 660, 760, 260, 34),
               r("combo-box", "Size", "16", 1000, 760, 80, 34), r("push-button", "Advanced…", "", 1440, 760, 170, 32),
               r("label", "Zoom", "Default zoom", 560, 820, 120, 20), r("combo-box", "Default zoom", "100%", 700, 812, 120, 34)]),
               "Mar 14  10:40", FX_DOCK))


# ---------------------------------------------------------------- Seahorse (Passwords and Keys)

SH_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
           "Files", "Passwords and Keys"]


def sh_rows(keys: list[tuple[str, str]], sel: str = "", over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Passwords and Keys", "", 480, 170, 960, 680),
           r("push-button", "New…", "", 490, 178, 40, 36), r("toggle-button", "Search", "", 1340, 178, 40, 36),
           r("push-button", "Main Menu", "", 1388, 178, 40, 36),
           r("label", "", "Passwords", 490, 230, 220, 20), r("list-item", "Login", "", 490, 254, 220, 34),
           r("label", "", "Certificates", 490, 300, 220, 20), r("list-item", "Default trust", "", 490, 324, 220, 34),
           r("list-item", "System Trust", "", 490, 358, 220, 34),
           r("label", "", "Secure Shell", 490, 404, 220, 20), r("list-item", "OpenSSH keys", "", 490, 428, 220, 34),
           r("label", "", "PGP Keys", 490, 474, 220, 20), r("list-item", "GnuPG keys", "selected", 490, 498, 220, 34)]
    for i, (name, kind) in enumerate(keys):
        out.append(r("list-item", name, kind + (" (selected)" if name == sel else ""), 720, 230 + 56 * i, 700, 52))
    return out + (over or [])


# 04 Seahorse, bad
def t04(rs: RowSet) -> None:
    old = [("Corvid Labs Release Signing <release@corvid-labs.com>", "PGP key"),
           ("Dana Whitfield (work) <dana.whitfield@corvid-labs.com>", "Personal PGP key"),
           ("Marcus Oyelaran <m.oyelaran@corvid-labs.com>", "PGP key")]
    new = ("Dana Whitfield <dana@whitfield.io>", "Personal PGP key")
    keys2 = [old[0], old[1], new, old[2]]
    pick = [r("dialog", "Select type to create", "", 700, 330, 520, 360),
            r("push-button", "Cancel", "", 710, 338, 80, 34), r("push-button", "Continue", "", 1130, 338, 80, 34),
            r("list-item", "Password keyring", "Used to store application and network passwords", 720, 390, 480, 56),
            r("list-item", "Password", "Used to store application and network passwords", 720, 448, 480, 56),
            r("list-item", "GPG key", "Used to encrypt email and files", 720, 506, 480, 56),
            r("list-item", "Secure Shell key", "Used to access other computers", 720, 564, 480, 56)]

    def newkey(name: str, email: str) -> list[Row]:
        return [r("dialog", "New PGP Key", "", 680, 300, 560, 440),
                r("label", "", "A PGP key allows you to encrypt email or files to other people.", 700, 350, 520, 20),
                r("label", "Full Name", "", 700, 392, 130, 20), r("text", "Full Name", name, 840, 386, 380, 32),
                r("label", "Email Address", "", 700, 432, 130, 20), r("text", "Email Address", email, 840, 426, 380, 32),
                r("label", "Comment", "", 700, 472, 130, 20), r("text", "Comment", "", 840, 466, 380, 32),
                r("toggle-button", "Advanced key options", "expanded", 700, 512, 520, 24),
                r("label", "Encryption Type", "", 720, 548, 130, 20), r("combo-box", "Encryption Type", "RSA", 900, 542, 320, 32),
                r("label", "Key Strength (bits)", "", 720, 588, 160, 20), r("spin-button", "Key Strength (bits)", "3072", 900, 582, 120, 32),
                r("label", "Expiration Date", "", 720, 628, 160, 20), r("check-box", "Never expires", "checked", 900, 624, 160, 24),
                r("push-button", "Cancel", "", 1040, 690, 90, 34),
                r("push-button", "Create", "" if name else "disabled", 1140, 690, 90, 34)]
    passdlg = newkey("Dana Whitfield", "dana@whitfield.io") + [
        r("dialog", "Passphrase for New PGP Key", "", 720, 400, 480, 260),
        r("label", "", "Enter the passphrase for your new key twice.", 740, 450, 440, 20),
        r("label", "Passphrase", "", 740, 492, 110, 20), r("password-text", "Passphrase", "", 860, 486, 320, 32),
        r("label", "Confirm", "", 740, 532, 110, 20), r("password-text", "Confirm", "", 860, 526, 320, 32),
        r("push-button", "Cancel", "", 1000, 600, 90, 34), r("push-button", "OK", "", 1100, 600, 90, 34)]
    gen = [r("dialog", "Generating key", "", 760, 440, 400, 160),
           r("label", "", "Generating a new key for “Dana Whitfield”…", 780, 480, 360, 20),
           r("progress-bar", "", "", 780, 520, 360, 12)]

    def props(tab: str, body: list[Row]) -> list[Row]:
        out = [r("frame", "Dana Whitfield", "", 620, 220, 680, 620), r("push-button", "Close", "", 1256, 228, 36, 36)]
        for i, t in enumerate(["Owner", "Names and Signatures", "Details"]):
            out.append(r("page-tab", t, "selected" if t == tab else "", 640 + 200 * i, 275, 190, 34))
        return out + body
    owner = props("Owner", [
        r("label", "Name", "Dana Whitfield", 830, 330, 420, 22), r("label", "Email", "dana@whitfield.io", 830, 360, 420, 22),
        r("label", "Comment", "", 830, 390, 420, 22), r("label", "Key ID", "4F1C8A93D2E07B56", 830, 420, 420, 22),
        r("label", "Type", "RSA", 830, 450, 420, 22),
        r("push-button", "Change Passphrase", "", 660, 500, 180, 34), r("push-button", "Add Photo", "", 850, 500, 140, 34),
        r("push-button", "Export", "", 1000, 500, 110, 34), r("push-button", "Delete", "", 1120, 500, 110, 34)])
    details = props("Details", [
        r("label", "Key ID", "4F1C8A39D2E07B56", 830, 330, 420, 22), r("label", "Type", "RSA", 830, 360, 420, 22),
        r("label", "Strength", "3072", 830, 390, 420, 22),
        r("label", "Fingerprint", "9A2E 71B0 C4D8 3F65 1E09  7BD4 4F1C 8A93 D2E0 7B56", 830, 420, 440, 22),
        r("label", "Created", "03/14/2024", 830, 450, 420, 22), r("label", "Expires", "Never", 830, 480, 420, 22),
        r("label", "Usage", "Sign, Certify", 830, 510, 420, 22),
        r("label", "Owner Trust", "", 660, 550, 160, 22), r("combo-box", "Owner Trust", "Ultimate", 830, 544, 200, 32),
        r("label", "Subkeys", "", 660, 600, 160, 22)]
        + [r("table-column-header", h, "", 660 + 88 * i, 628, 86, 26)
           for i, h in enumerate(["ID", "Type", "Usage", "Created", "Expires", "Status", "Strength"])]
        + [r("table-cell", h, v, 660 + 88 * i, 654, 86, 26) for i, (h, v) in enumerate(
            [("ID", "B7A10E5C93F26D48"), ("Type", "RSA"), ("Usage", "Encrypt"), ("Created", "03/14/2024"),
             ("Expires", "Never"), ("Status", "Good"), ("Strength", "3072")])]
        + [r("push-button", "Export Secret Key", "", 660, 780, 170, 34)])
    export = [r("dialog", "Export PGP Key", "", 560, 240, 800, 560),
              r("text", "Name", "Dana Whitfield.asc", 700, 256, 400, 32),
              r("push-button", "Cancel", "", 570, 254, 80, 34), r("push-button", "Export", "", 1270, 254, 80, 34),
              r("list-item", "Recent", "", 570, 310, 160, 30), r("list-item", "Home", "selected", 570, 342, 160, 30),
              r("list-item", "Documents", "", 570, 374, 160, 30), r("list-item", "Downloads", "", 570, 406, 160, 30),
              r("list-item", "Desktop", "", 570, 438, 160, 30), r("list-item", "Other Locations", "", 570, 470, 160, 30),
              r("table-column-header", "Name", "", 740, 310, 360, 26), r("table-column-header", "Size", "", 1100, 310, 90, 26),
              r("table-column-header", "Modified", "", 1190, 310, 160, 26)]
    for i, (n, sz, m) in enumerate([("Desktop", "", "Feb 2"), ("Documents", "", "10:12"), ("Downloads", "", "Yesterday"),
                                    ("Music", "", "Jan 18"), ("Pictures", "", "Mar 11"), ("Projects", "", "09:55"),
                                    ("Public", "", "Jan 18"), ("snap", "", "Mar 2"), ("Templates", "", "Jan 18"),
                                    ("Videos", "", "Jan 18"), ("corvid-release.pub.asc", "3.1 kB", "Feb 27")]):
        export += [r("table-cell", "Name", n, 740, 336 + 26 * i, 360, 26), r("table-cell", "Size", sz, 1100, 336 + 26 * i, 90, 26),
                   r("table-cell", "Modified", m, 1190, 336 + 26 * i, 160, 26)]
    export += [r("combo-box", "File type", "Armored PGP keys", 1150, 740, 200, 32)]
    steps = [
        (code("pyautogui.click(510, 196)  # New…"), desk(sh_rows(old, over=pick), "Mar 14  15:38", SH_DOCK)),
        (code("pyautogui.doubleClick(960, 534)  # GPG key"), desk(sh_rows(old, over=newkey("", "")), "Mar 14  15:38", SH_DOCK)),
        (code("pyautogui.write('Dana Whitfield')\npyautogui.press('tab')\npyautogui.write('dana@whitfield.io')"),
         desk(sh_rows(old, over=newkey("Dana Whitfield", "dana@whitfield.io")), "Mar 14  15:39", SH_DOCK)),
        (code("pyautogui.click(1185, 707)  # Create"), desk(sh_rows(old, over=passdlg), "Mar 14  15:39", SH_DOCK)),
        (code("pyautogui.write('r1ver-Otter-lantern-88')\npyautogui.press('tab')\npyautogui.write('r1ver-Otter-lantern-88')\npyautogui.click(1145, 617)  # OK"),
         desk(sh_rows(old, over=gen), "Mar 14  15:39", SH_DOCK)),
        (code("time.sleep(15)"), desk(sh_rows(keys2), "Mar 14  15:40", SH_DOCK)),
        (code("pyautogui.doubleClick(1070, 368)  # Dana Whitfield <dana@whitfield.io>"),
         desk(sh_rows(keys2, sel=new[0], over=owner), "Mar 14  15:40", SH_DOCK)),
        (code("pyautogui.click(1135, 292)  # Details tab"), desk(sh_rows(keys2, sel=new[0], over=details), "Mar 14  15:41", SH_DOCK)),
        (code("pyautogui.click(1274, 246)  # Close properties\npyautogui.click(1070, 368)\npyautogui.hotkey('ctrl', 'e')  # Export…"),
         desk(sh_rows(keys2, sel=new[0], over=export), "Mar 14  15:41", SH_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('dana_pub.asc')\npyautogui.press('enter')"),
         desk(sh_rows(keys2, sel=new[0]), "Mar 14  15:42", SH_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-04",
           system=system("In Passwords and Keys, create a new RSA PGP key for 'Dana Whitfield <dana@whitfield.io>' (no expiry), check its details, and export the public key to ~/dana_pub.asc."),
           turns=steps, state=desk(sh_rows(old), "Mar 14  15:37", SH_DOCK),
           bad=True, turn=8, kind="key ID shown on the Details tab differs from the one on the Owner tab (two digits swapped)")


# ---------------------------------------------------------------- LibreOffice Writer

WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
WRITER_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Toggle Print Preview", "Cut", "Copy", "Paste",
                "Clone Formatting", "Clear Direct Formatting", "Undo", "Redo", "Find & Replace", "Check Spelling",
                "Formatting Marks", "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box",
                "Insert Page Break", "Insert Field", "Insert Special Character", "Insert Hyperlink",
                "Insert Footnote", "Insert Comment", "Track Changes", "Basic Shapes"]
STYLE_FMT = {"Title": ("Liberation Sans", "28 pt", "0.17″", "0.08″", "Center"),
             "Subtitle": ("Liberation Sans", "18 pt", "0.04″", "0.08″", "Center"),
             "Heading 1": ("Liberation Sans", "18 pt", "0.17″", "0.08″", "Left"),
             "Text Body": ("Liberation Serif", "12 pt", "0.00″", "0.10″", "Justified")}


def writer_rows(title: str, paras: list[tuple[str, str]], cur: str, spacing: str, status: str, page: str,
                modified: bool, factor: float = 1.0, footer: str | None = None, over: list[Row] | None = None,
                limit: int = 940) -> list[Row]:
    out = [r("frame", f"{title} - LibreOffice Writer", "", 70, 27, 1850, 1053)]
    x = 75
    for m in WRITER_MENUS:
        out.append(r("menu", m, "", x, 64, len(m) * 8 + 14, 22))
        x += len(m) * 8 + 16
    for i, t in enumerate(WRITER_TOOLS):
        out.append(r("push-button", t, "", 78 + 31 * i, 92, 28, 27))
    font, size, above, below, align = STYLE_FMT.get(cur, ("", "", "", "", ""))
    out += [r("combo-box", "Paragraph Style", cur, 78, 124, 180, 26), r("combo-box", "Font Name", font, 262, 124, 182, 26),
            r("combo-box", "Font Size", size, 448, 124, 62, 26)]
    for i, t in enumerate(["Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript", "Font Color",
                           "Character Highlighting Color", "Align Left", "Align Center", "Align Right", "Justified",
                           "Toggle Unordered List", "Toggle Ordered List", "Increase Indent", "Decrease Indent"]):
        out.append(r("push-button", t, "", 518 + 31 * i, 124, 28, 27))
    out.append(r("document-text", title, "", 100, 160, 1380, 860))
    y = 240
    for style, text in paras:
        lines = max(1, len(text) // 95 + 1)
        h = round(lines * (20 if style == "Text Body" else 40) * factor)
        if y + h > limit:
            break
        out.append(r("heading" if style.startswith("Heading") else "paragraph", style, text, 460, y, 1000, h))
        y += h + 12
    if footer:
        out.append(r("paragraph", "Footer", footer, 460, 1000, 1000, 18))
    out += [r("page-tab", "Properties", "selected", 1880, 170, 36, 36), r("page-tab", "Styles", "", 1880, 210, 36, 36),
            r("page-tab", "Gallery", "", 1880, 250, 36, 36), r("page-tab", "Navigator", "", 1880, 290, 36, 36),
            r("label", "Style:", "", 1500, 180, 60, 20), r("combo-box", "Paragraph Style", cur, 1570, 174, 290, 28),
            r("label", "Character", "", 1500, 220, 200, 22), r("combo-box", "Font Name", font, 1500, 248, 240, 28),
            r("combo-box", "Font Size", size, 1750, 248, 100, 28),
            r("label", "Paragraph", "", 1500, 300, 200, 22)]
    for i, a in enumerate(["Left", "Center", "Right", "Justified"]):
        out.append(r("toggle-button", f"Align {a}" if a != "Justified" else "Justified", "pressed" if a == align else "",
                     1500 + 34 * i, 328, 30, 28))
    out += [r("label", "Spacing:", "", 1500, 370, 80, 20),
            r("spin-button", "Above Paragraph Spacing", above, 1500, 396, 110, 28),
            r("spin-button", "Below Paragraph Spacing", below, 1620, 396, 110, 28),
            r("label", "Line Spacing:", "", 1500, 436, 120, 20), r("combo-box", "Line Spacing", spacing, 1500, 462, 230, 28),
            r("label", "Indent:", "", 1500, 504, 80, 20),
            r("spin-button", "Before Text Indent", "0.00″", 1500, 530, 110, 28),
            r("spin-button", "After Text Indent", "0.00″", 1620, 530, 110, 28),
            r("spin-button", "First Line Indent", "0.00″", 1740, 530, 110, 28),
            r("label", "Page Number", page, 75, 1040, 140, 22), r("label", "Word and character count", status, 230, 1040, 360, 22),
            r("label", "Page Style", "Default Page Style", 620, 1040, 160, 22), r("label", "Language", "English (USA)", 800, 1040, 120, 22),
            r("label", "Document Modified",
              "The document has been modified. Click to save the document." if modified
              else "The document has not been modified since the last save.", 1000, 1040, 24, 22),
            r("slider", "Zoom", "100%", 1700, 1040, 150, 22), r("label", "Zoom Factor", "100%", 1860, 1040, 50, 22)]
    return out + (over or [])


WRITER_DOCK = CALC_DOCK


def keep_format(kind: str, button: str) -> list[Row]:
    return [r("dialog", "Keep Current Format", "", 660, 420, 600, 220),
            r("label", "", f"This document may contain formatting or content that cannot be saved in the currently selected file format “{kind}”.", 690, 460, 540, 40),
            r("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 690, 510, 540, 20),
            r("check-box", "Ask when not saving in ODF or default format", "checked", 690, 550, 400, 22),
            r("push-button", button, "", 870, 590, 200, 34),
            r("push-button", "Use ODF Format!", "", 1080, 590, 160, 34)]


# 05 LibreOffice Writer, bad
def t05(rs: RowSet) -> None:
    title = "Community Solar Access Pilot for Eastside Renters"
    doc = [("Title", title),
           ("Subtitle", "Submitted to the Cascadia Clean Energy Fund — Spring 2024 Cycle"),
           ("Heading 1", "1. Executive Summary"),
           ("Text Body", "Eastside Power Collective requests $248,500 over eighteen months to enroll 320 renter households in a shared rooftop solar program. Renters make up 61% of households in our service area, yet fewer than 3% have access to on-site generation because they do not control their roofs. The pilot pairs three landlord-owned multifamily rooftops with a virtual net-metering arrangement so that subscribed tenants receive a monthly bill credit."),
           ("Text Body", "The project will install 412 kW of capacity, prioritize households earning below 80% of area median income, and publish anonymized savings data quarterly. We expect average bill savings of $21 per month per household and a payback period under seven years for participating property owners."),
           ("Heading 1", "2. Need and Community Context"),
           ("Text Body", "Energy burden in the Eastside neighborhoods averages 7.8% of household income, more than double the county average. During the 2023 heat dome, 44% of surveyed tenants reported rationing air conditioning because of cost. Existing incentive programs assume homeownership and leave renters dependent on landlord decisions they cannot influence."),
           ("Text Body", "Our outreach partners — the Eastside Tenants Union, Linh Community Health, and the Rainier Valley Food Bank — have already collected letters of interest from 517 households, which gives the pilot a waiting list before construction begins.")]
    upper = [(s, t.upper() if s == "Title" else t) for s, t in doc]
    words, chars = "1,842 words, 11,906 characters", len(title)
    sel_all = f"Selected: {words}"
    sel_title = f"Selected: 7 words, {chars} characters"
    T = "grant_proposal.docx"
    steps = [
        (code("pyautogui.hotkey('ctrl', 'a')"),
         desk(writer_rows(T, doc, "", "Single", sel_all, "Page 1 of 4", False), "Mar 14  11:02", WRITER_DOCK)),
        (code("WriterTools.set_line_spacing(1.5)"),
         desk(writer_rows(T, doc, "", "1.5 Lines", sel_all, "Page 1 of 6", True, 1.5), "Mar 14  11:02", WRITER_DOCK)),
        (code("pyautogui.click(700, 262)"),
         desk(writer_rows(T, doc, "Title", "1.5 Lines", words, "Page 1 of 6", True, 1.5), "Mar 14  11:03", WRITER_DOCK)),
        (code("pyautogui.press('home')\npyautogui.hotkey('shift', 'end')"),
         desk(writer_rows(T, doc, "Title", "1.5 Lines", sel_title, "Page 1 of 6", True, 1.5), "Mar 14  11:03", WRITER_DOCK)),
        (code("WriterTools.change_text_case('upper')"),
         desk(writer_rows(T, upper, "Title", "1.5 Lines", sel_title, "Page 1 of 6", True, 1.5), "Mar 14  11:03", WRITER_DOCK)),
        (code("WriterTools.add_page_numbers(position='footer', alignment='center')"),
         desk(writer_rows(T, upper, "Title", "1.5 Lines", sel_title, "Page 1 of 6", True, 1.5, footer="1"), "Mar 14  11:04", WRITER_DOCK)),
        (code("WriterTools.save()"),
         desk(writer_rows(T, upper, "Title", "1.5 Lines", sel_title, "Page 1 of 6", True, 1.5, footer="1",
                          over=keep_format("Word 2007-365", "Use Word 2007-365!")), "Mar 14  11:04", WRITER_DOCK)),
        (code("pyautogui.press('enter')  # Use Word 2007-365!\npyautogui.click(900, 520)"),
         desk(writer_rows(T, upper, "Text Body", "Single", words, "Page 1 of 6", False, 1.5, footer="1"), "Mar 14  11:05", WRITER_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-05",
           system=system("In grant_proposal.docx, set the line spacing of the whole document to 1.5 lines, put the title in uppercase, add centered page numbers in the footer, and save it keeping the Word format."),
           turns=steps, state=desk(writer_rows(T, doc, "Title", "Single", words, "Page 1 of 4", False), "Mar 14  11:01", WRITER_DOCK),
           bad=True, turn=8, kind="line spacing set to 1.5 for the whole document reads back as Single in a body paragraph")


# ---------------------------------------------------------------- GNOME Clocks

CLK_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
            "Files", "Clocks"]


def clocks_rows(tab: str, body: list[Row], over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Clocks", "", 560, 180, 800, 660)]
    if tab == "World":
        out.append(r("push-button", "Add New World Clock", "", 570, 188, 40, 36))
    for i, t in enumerate(["World", "Alarms", "Stopwatch", "Timer"]):
        out.append(r("page-tab", t, "selected" if t == tab else "", 720 + 120 * i, 188, 116, 36))
    out.append(r("push-button", "Main Menu", "", 1260, 188, 40, 36))
    return out + body + (over or [])


def world(cities: list[tuple[str, str, int]], hh: int, mm: int) -> list[Row]:
    out = []
    for i, (city, country, off) in enumerate(cities):
        t = f"{(hh + off) % 24:02d}:{mm:02d}"
        n = abs(off)
        diff = "Current timezone" if off == 0 else f"{n} hour{'s' if n != 1 else ''} {'earlier' if off < 0 else 'later'}"
        y = 250 + 70 * i
        out += [r("list-item", city, country, 600, y, 720, 64), r("label", "", diff, 620, y + 36, 300, 20),
                r("label", "", t, 1180, y + 14, 120, 36)]
    return out


# 06 GNOME Clocks, clean
def t06(rs: RowSet) -> None:
    base = [("London", "United Kingdom", -1), ("San Francisco", "United States", -8)]
    tok = base + [("Tokyo", "Japan", 8)]
    ny = tok + [("New York", "United States", -5)]
    addw = [r("dialog", "Add a New World Clock", "", 660, 260, 600, 480),
            r("push-button", "Cancel", "", 670, 268, 80, 34), r("push-button", "Add", "disabled", 1170, 268, 80, 34),
            r("entry", "Search for a city", "", 690, 320, 540, 34)]
    addw_t = addw[:3] + [r("entry", "Search for a city", "Tokyo", 690, 320, 540, 34),
                         r("list-item", "Tokyo", "Tokyo, Japan", 690, 370, 540, 48),
                         r("list-item", "Tokyo Haneda International Airport", "Tokyo, Japan", 690, 420, 540, 48),
                         r("list-item", "Tokyo Narita International Airport", "Chiba, Japan", 690, 470, 540, 48)]
    no_alarm = [r("label", "", "No Alarms", 860, 420, 200, 30),
                r("label", "", "Select Add Alarm to create an alarm", 800, 456, 320, 20),
                r("push-button", "Add Alarm", "", 900, 500, 120, 36)]
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    def alarm_dlg(hh: str, mm: str) -> list[Row]:
        out = [r("dialog", "New Alarm", "", 680, 250, 560, 520),
               r("push-button", "Cancel", "", 690, 258, 80, 34), r("push-button", "Add", "", 1150, 258, 80, 34),
               r("spin-button", "Hour", hh, 830, 320, 110, 70), r("label", "", ":", 950, 335, 20, 40),
               r("spin-button", "Minute", mm, 980, 320, 110, 70), r("label", "Repeat", "", 700, 430, 120, 20)]
        out += [r("toggle-button", d, "", 840 + 52 * i, 424, 46, 34) for i, d in enumerate(days)]
        return out + [r("label", "Name", "", 700, 490, 120, 20), r("entry", "Name", "Alarm", 840, 484, 360, 34),
                      r("label", "Ring Duration", "", 700, 540, 130, 20), r("combo-box", "Ring Duration", "5 minutes", 1000, 534, 200, 34),
                      r("label", "Snooze Duration", "", 700, 590, 130, 20), r("combo-box", "Snooze Duration", "10 minutes", 1000, 584, 200, 34)]
    alarm_set = [r("list-item", "06:45", "Weekdays", 600, 250, 720, 70),
                 r("toggle-button", "Enable Alarm", "pressed", 1200, 268, 50, 30),
                 r("push-button", "Delete", "", 1260, 266, 36, 34)]

    def timer(h: str, m: str, s: str, started: bool = False, left: str = "") -> list[Row]:
        if started:
            return [r("label", "Timer", left, 820, 380, 280, 80), r("push-button", "Pause", "", 880, 500, 70, 40),
                    r("push-button", "Reset", "", 970, 500, 70, 40)]
        return [r("spin-button", "Hours", h, 760, 360, 110, 70), r("spin-button", "Minutes", m, 905, 360, 110, 70),
                r("spin-button", "Seconds", s, 1050, 360, 110, 70)] + \
            [r("push-button", p, "", 720 + 96 * i, 470, 86, 34) for i, p in enumerate(["1 m", "2 m", "3 m", "5 m", "15 m"])] + \
            [r("push-button", "Start", "" if m != "00" else "disabled", 900, 540, 120, 40)]
    steps = [
        (code("pyautogui.click(590, 206)  # Add New World Clock"),
         desk(clocks_rows("World", world(base, 10, 2), addw), "Mar 14  10:02", CLK_DOCK)),
        (code("pyautogui.write('Tokyo')"), desk(clocks_rows("World", world(base, 10, 2), addw_t), "Mar 14  10:02", CLK_DOCK)),
        (code("pyautogui.click(960, 394)  # Tokyo, Japan\npyautogui.click(1210, 285)  # Add"),
         desk(clocks_rows("World", world(tok, 10, 3)), "Mar 14  10:03", CLK_DOCK)),
        (code("pyautogui.click(590, 206)\npyautogui.write('New York')\ntime.sleep(1)\npyautogui.click(960, 394)\npyautogui.click(1210, 285)"),
         desk(clocks_rows("World", world(ny, 10, 4)), "Mar 14  10:04", CLK_DOCK)),
        (code("pyautogui.click(900, 206)  # Alarms"), desk(clocks_rows("Alarms", no_alarm), "Mar 14  10:04", CLK_DOCK)),
        (code("pyautogui.click(960, 518)  # Add Alarm"),
         desk(clocks_rows("Alarms", no_alarm, alarm_dlg("10", "05")), "Mar 14  10:05", CLK_DOCK)),
        (code("pyautogui.tripleClick(885, 355)\npyautogui.write('06')\npyautogui.tripleClick(1035, 355)\npyautogui.write('45')\n"
              "for x in (863, 915, 967, 1019, 1071):  # Mon–Fri\n    pyautogui.click(x, 441)\npyautogui.click(1190, 275)  # Add"),
         desk(clocks_rows("Alarms", alarm_set), "Mar 14  10:06", CLK_DOCK)),
        (code("pyautogui.click(1140, 206)  # Timer\npyautogui.tripleClick(960, 395)\npyautogui.write('10')\npyautogui.press('tab')"),
         desk(clocks_rows("Timer", timer("00", "10", "00")), "Mar 14  10:07", CLK_DOCK)),
        (code("pyautogui.click(960, 560)  # Start\ntime.sleep(5)"),
         desk(clocks_rows("Timer", timer("", "", "", True, "00:09:55")), "Mar 14  10:07", CLK_DOCK)),
        (code("pyautogui.click(780, 206)  # World"), desk(clocks_rows("World", world(ny, 10, 8)), "Mar 14  10:08", CLK_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-06",
           system=system("In GNOME Clocks, add world clocks for Tokyo and New York, create a weekday alarm at 06:45, and start a 10-minute timer."),
           turns=steps, state=desk(clocks_rows("World", world(base, 10, 1)), "Mar 14  10:01", CLK_DOCK))


# ---------------------------------------------------------------- Baobab (Disk Usage Analyzer)

def gsize(b: int) -> str:
    if b < 1000:
        return f"{b} bytes"
    for unit, k in (("kB", 1e3), ("MB", 1e6), ("GB", 1e9), ("TB", 1e12)):
        if b < k * 1000:
            return f"{b / k:.1f} {unit}"
    return f"{b / 1e12:.1f} TB"


BB_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
           "Files", "Disk Usage Analyzer"]


def bb_result(title: str, path: str, crumbs: list[str], rows: list[tuple[str, int, str, str]], chart: str = "Rings",
              sort_size_asc: bool = False) -> list[Row]:
    out = [r("frame", "Disk Usage Analyzer", "", 300, 150, 1320, 780),
           r("push-button", "Back", "", 310, 158, 40, 36), r("label", "", title, 860, 160, 200, 20),
           r("label", "", path, 860, 180, 200, 16), r("push-button", "Rescan", "", 1520, 158, 40, 36),
           r("push-button", "Main Menu", "", 1568, 158, 40, 36)]
    out += [r("push-button", c, "", 320 + 110 * i, 210, 100, 30) for i, c in enumerate(crumbs)]
    out += [r("table-column-header", h, "", x, 250, w, 28) for h, x, w in
            (("Folder", 320, 300), ("Size", 620, 110), ("Contents", 730, 120), ("Modified", 850, 110))]
    data = sorted(rows[1:], key=lambda t: t[1]) if sort_size_asc else rows[1:]
    for i, (name, size, items, mod) in enumerate([rows[0]] + data):
        y = 278 + 28 * i
        out += [r("table-cell", "Folder", name, 320, y, 300, 28), r("table-cell", "Size", gsize(size), 620, y, 110, 28),
                r("table-cell", "Contents", items, 730, y, 120, 28), r("table-cell", "Modified", mod, 850, y, 110, 28)]
    out += [r("drawing-area", f"{chart} chart", "", 980, 210, 620, 660),
            r("toggle-button", "Rings Chart", "pressed" if chart == "Rings" else "", 1520, 885, 40, 34),
            r("toggle-button", "Treemap Chart", "pressed" if chart == "Treemap" else "", 1562, 885, 40, 34)]
    return out


def bb_start(home_free: str) -> list[Row]:
    return [r("frame", "Disk Usage Analyzer", "", 300, 150, 1320, 780),
            r("label", "", "Devices & Locations", 860, 166, 200, 20), r("push-button", "Main Menu", "", 1568, 158, 40, 36),
            r("list-item", "Home folder", "/home/kai", 340, 230, 1240, 72),
            r("list-item", "Filesystem root", "/", 340, 306, 1240, 72),
            r("label", "", home_free, 1300, 332, 260, 20), r("progress-bar", "", "", 1100, 336, 180, 10),
            r("list-item", "SanDisk Ultra Fit", "/media/kai/backup", 340, 382, 1240, 72),
            r("label", "", "28.6 GB free of 30.2 GB", 1300, 408, 260, 20), r("progress-bar", "", "", 1100, 412, 180, 10),
            r("push-button", "Scan Folder…", "", 340, 840, 140, 36)]


# 07 Baobab, clean
def t07(rs: RowSet) -> None:
    isos = [("ubuntu-22.04.4-desktop-amd64.iso", 5_018_404_864, "", "2 weeks"),
            ("debian-12.5.0-amd64-DVD-1.iso", 3_994_091_520, "", "3 weeks"),
            ("Fedora-Workstation-Live-x86_64-39-1.5.iso", 2_295_595_008, "", "4 months")]
    keep = [("win11_23H2_English_x64v2.iso", 6_812_706_816, "", "1 month"),
            ("tax_2023", 210_337_792, "44 items", "3 weeks"),
            ("zoom_amd64.deb", 190_923_776, "", "2 months"),
            ("Kdenlive-24.02.0-x86_64.AppImage", 147_849_216, "", "3 weeks"),
            ("receipts", 88_516_608, "96 items", "5 days"),
            ("paperwork_scans", 61_341_696, "33 items", "6 days"),
            ("rustup-init", 16_234_216, "", "2 months"),
            ("syllabus_CS343.pdf", 2_114_560, "", "1 week")]
    before = sorted(keep + isos, key=lambda t: -t[1])
    dl0 = sum(t[1] for t in before)
    dl1 = sum(t[1] for t in keep)
    others = [(".cache", 9_812_441_088, "61,204 items", "2 hours"), ("Videos", 7_402_115_072, "23 items", "1 week"),
              (".local", 4_118_302_720, "38,115 items", "2 hours"), ("Pictures", 3_309_666_304, "2,931 items", "3 days"),
              ("Documents", 2_004_332_544, "1,406 items", "5 hours"), ("Projects", 1_872_003_072, "96,877 items", "4 hours"),
              ("snap", 1_236_013_056, "8,422 items", "2 days"), (".mozilla", 412_336_128, "1,804 items", "3 hours"),
              ("Music", 318_767_104, "142 items", "1 month"), (".config", 96_468_992, "1,004 items", "2 hours")]
    loose = 4_210_688
    home0 = dl0 + sum(t[1] for t in others) + loose
    home1 = dl1 + sum(t[1] for t in others) + loose
    n_other = 61204 + 23 + 38115 + 2931 + 1406 + 96877 + 8422 + 1804 + 142 + 1004 + 11

    def home_rows(dl: int, dl_items: int, dl_mod: str, tot: int) -> list[tuple[str, int, str, str]]:
        rows = sorted(others + [("Downloads", dl, f"{dl_items} items", dl_mod)], key=lambda t: -t[1])
        return [("kai", tot, f"{n_other + dl_items + 10:,} items", "2 hours")] + rows
    sys_rows = [("usr", 14_210_560_000, "312,448 items", "3 days"), ("var", 7_064_182_784, "41,390 items", "2 hours"),
                ("snap", 5_912_330_240, "88,016 items", "2 days"), ("swap.img", 4_294_967_296, "", "1 month"),
                ("opt", 1_203_396_608, "9,231 items", "3 weeks"), ("boot", 312_475_648, "312 items", "1 week"),
                ("root", 41_943_040, "88 items", "5 days"), ("etc", 18_874_368, "2,640 items", "2 days"),
                ("tmp", 9_437_184, "57 items", "4 minutes")]
    sys_tot = sum(t[1] for t in sys_rows)
    cap = 250_000_000_000
    meta = 412_000_000

    def free(home: int) -> str:
        return f"{gsize(cap - (home + sys_tot + meta))} free of {gsize(cap)}"
    root1 = sorted(sys_rows + [("home", home1, f"{n_other + 181 + 11:,} items", "2 months")], key=lambda t: -t[1])
    root1 = [("/", home1 + sys_tot, "", "1 week")] + root1
    dl_view0 = [("Downloads", dl0, "184 items", "2 days")] + before
    dl_view1 = [("Downloads", dl1, "181 items", "1 minute")] + sorted(keep, key=lambda t: -t[1])
    rm = "subprocess.run(['rm', '-v',\n    '/home/kai/Downloads/ubuntu-22.04.4-desktop-amd64.iso',\n    '/home/kai/Downloads/debian-12.5.0-amd64-DVD-1.iso',\n    '/home/kai/Downloads/Fedora-Workstation-Live-x86_64-39-1.5.iso'], check=True)"
    steps = [
        (code("pyautogui.click(960, 266)  # Home folder"),
         desk(bb_result("kai", "/home/kai", ["kai"], home_rows(dl0, 184, "2 days", home0)), "Mar 14  16:20", BB_DOCK)),
        (code("pyautogui.doubleClick(470, 320)  # Downloads"),
         desk(bb_result("Downloads", "/home/kai/Downloads", ["kai", "Downloads"], dl_view0), "Mar 14  16:20", BB_DOCK)),
        (code(rm), desk(bb_result("Downloads", "/home/kai/Downloads", ["kai", "Downloads"], dl_view0), "Mar 14  16:21", BB_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'r')  # Rescan\ntime.sleep(6)"),
         desk(bb_result("Downloads", "/home/kai/Downloads", ["kai", "Downloads"], dl_view1), "Mar 14  16:21", BB_DOCK)),
        (code("pyautogui.click(1582, 902)  # Treemap Chart"),
         desk(bb_result("Downloads", "/home/kai/Downloads", ["kai", "Downloads"], dl_view1, "Treemap"), "Mar 14  16:22", BB_DOCK)),
        (code("pyautogui.click(330, 176)  # Back"), desk(bb_start(free(home1)), "Mar 14  16:22", BB_DOCK)),
        (code("pyautogui.click(960, 342)  # Filesystem root\ntime.sleep(20)"),
         desk(bb_result("/", "/", ["/"], root1), "Mar 14  16:23", BB_DOCK)),
        (code("pyautogui.click(675, 264)  # Size column header"),
         desk(bb_result("/", "/", ["/"], root1, sort_size_asc=True), "Mar 14  16:23", BB_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-07",
           system=system("Use Disk Usage Analyzer to find what takes the most space in the home folder, delete the Ubuntu, Debian and Fedora ISO images from ~/Downloads (keep the Windows one), rescan, then look at the whole filesystem."),
           turns=steps, state=desk(bb_start(free(home0)), "Mar 14  16:19", BB_DOCK))


# ---------------------------------------------------------------- GNOME Settings

SET_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
            "Files", "Settings"]
SET_PANELS = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Applications",
              "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard",
              "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
              "Default Applications", "Date & Time", "About"]


def set_rows(panel: str, body: list[Row], over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Settings", "", 260, 110, 1400, 880), r("toggle-button", "Search", "", 270, 118, 40, 36),
           r("push-button", "Main Menu", "", 510, 118, 40, 36), r("label", "", panel, 1000, 126, 200, 22)]
    for i, p in enumerate(SET_PANELS):
        out.append(r("list-item", p, "selected" if p == panel else "", 262, 164 + 32 * i, 296, 32))
    return out + body + (over or [])


def power(blank: str, susp: str, mode: str, pct: bool, batt: str) -> list[Row]:
    out = [r("label", "Battery", "", 620, 170, 200, 22), r("progress-bar", "Battery", batt, 620, 200, 900, 14),
           r("label", "", f"{batt} — 3 h 12 min remaining" if batt == "78 %" else f"{batt} — 3 h 05 min remaining", 620, 222, 500, 20),
           r("label", "Power Mode", "", 620, 266, 200, 22)]
    for i, (m, d) in enumerate([("Performance", "High performance and power usage."),
                                ("Balanced", "Standard performance and power usage."),
                                ("Power Saver", "Reduced performance and power usage.")]):
        out.append(r("radio-button", m, "checked" if m == mode else "", 620, 296 + 56 * i, 900, 54))
        out.append(r("label", "", d, 660, 322 + 56 * i, 500, 18))
    out += [r("label", "Power Saving Options", "", 620, 480, 300, 22),
            r("label", "Dim Screen", "Dims the screen after a period of inactivity.", 640, 514, 600, 40),
            r("toggle-button", "Dim Screen", "pressed", 1450, 520, 50, 30),
            r("label", "Screen Blank", "Turns the screen off after a period of inactivity.", 640, 568, 600, 40),
            r("combo-box", "Screen Blank", blank, 1330, 572, 170, 34),
            r("label", "Automatic Power Saver", "Enables power saver mode when battery is low.", 640, 622, 600, 40),
            r("toggle-button", "Automatic Power Saver", "pressed", 1450, 628, 50, 30),
            r("label", "Automatic Suspend", "Pauses the computer after a period of inactivity.", 640, 676, 600, 40),
            r("label", "", susp, 1300, 686, 200, 20),
            r("label", "Suspend & Power Button", "", 620, 740, 300, 22),
            r("label", "Power Button Behavior", "", 640, 774, 400, 40),
            r("combo-box", "Power Button Behavior", "Suspend", 1330, 778, 170, 34),
            r("label", "Show Battery Percentage", "", 640, 828, 400, 40),
            r("toggle-button", "Show Battery Percentage", "pressed" if pct else "", 1450, 834, 50, 30)]
    return out


def wifi() -> list[Row]:
    out = [r("label", "Wi-Fi", "", 620, 170, 200, 22), r("toggle-button", "Wi-Fi", "pressed", 1450, 166, 50, 30),
           r("label", "Airplane Mode", "Disables Wi-Fi, Bluetooth and mobile broadband", 640, 214, 600, 40),
           r("toggle-button", "Airplane Mode", "", 1450, 220, 50, 30),
           r("label", "Visible Networks", "", 620, 280, 300, 22)]
    for i, (n, t) in enumerate([("Hearthstone-5G", "Connected"), ("Hearthstone", ""), ("Vodafone-8C2A", ""),
                                ("DIRECT-4B-HP ENVY 6000 series", ""), ("FRITZ!Box 7590 QT", ""), ("Telekom_FON", ""),
                                ("eduroam", "")]):
        out.append(r("list-item", n, t, 620, 312 + 50 * i, 900, 48))
    return out


def displays(frac: bool, scale: str) -> list[Row]:
    out = [r("page-tab", "Displays", "selected", 860, 160, 120, 34), r("page-tab", "Night Light", "", 990, 160, 120, 34),
           r("label", "", "Built-in display", 620, 220, 300, 22),
           r("label", "Orientation", "", 640, 260, 300, 40), r("combo-box", "Orientation", "Landscape", 1280, 264, 220, 34),
           r("label", "Resolution", "", 640, 310, 300, 40), r("combo-box", "Resolution", "1920 × 1080 (16∶9)", 1280, 314, 220, 34),
           r("label", "Refresh Rate", "", 640, 360, 300, 40), r("combo-box", "Refresh Rate", "60.00 Hz", 1280, 364, 220, 34),
           r("label", "Scale", "", 640, 410, 300, 40)]
    opts = ["100 %", "125 %", "150 %", "175 %", "200 %"] if frac else ["100 %", "200 %"]
    for i, o in enumerate(opts):
        out.append(r("radio-button", o, "checked" if o == scale else "", 1000 + 90 * i, 414, 84, 34))
    out += [r("label", "Fractional Scaling", "May increase power usage, lower speed, or reduce display sharpness.", 640, 460, 600, 40),
            r("toggle-button", "Fractional Scaling", "pressed" if frac else "", 1450, 466, 50, 30)]
    return out


# 08 GNOME Settings, bad
def t08(rs: RowSet) -> None:
    susp_dlg = [r("dialog", "Automatic Suspend", "", 760, 380, 440, 300), r("push-button", "Close", "", 1160, 388, 32, 32),
                r("label", "On Battery Power", "", 790, 440, 200, 22), r("toggle-button", "On Battery Power", "", 1120, 436, 50, 30),
                r("label", "Delay", "", 810, 480, 100, 22), r("combo-box", "Delay", "20 minutes", 1000, 474, 170, 34),
                r("label", "Plugged In", "", 790, 540, 200, 22), r("toggle-button", "Plugged In", "", 1120, 536, 50, 30),
                r("label", "Delay", "", 810, 580, 100, 22), r("combo-box", "Delay", "20 minutes", 1000, 574, 170, 34)]
    keep = [r("dialog", "Keep these display settings?", "", 760, 420, 400, 200),
            r("label", "", "Settings changes will revert in 20 seconds", 790, 470, 340, 20),
            r("push-button", "Revert Settings", "", 790, 560, 160, 34), r("push-button", "Keep Changes", "", 970, 560, 160, 34)]
    pct = [r("label", "Battery", "77 %", 1720, 0, 60, 27)]
    steps = [
        (code("pyautogui.click(410, 564)  # Power"),
         desk(set_rows("Power", power("5 minutes", "Off", "Balanced", False, "78 %")), "Mar 14  11:20", SET_DOCK)),
        (code("pyautogui.click(1415, 589)\npyautogui.click(1415, 700)  # 10 minutes"),
         desk(set_rows("Power", power("10 minutes", "Off", "Balanced", False, "78 %")), "Mar 14  11:20", SET_DOCK)),
        (code("pyautogui.click(1000, 696)  # Automatic Suspend"),
         desk(set_rows("Power", power("10 minutes", "Off", "Balanced", False, "78 %"), susp_dlg), "Mar 14  11:21", SET_DOCK)),
        (code("pyautogui.click(1145, 451)  # On Battery Power\npyautogui.click(1085, 491)\npyautogui.click(1085, 571)  # 30 minutes\npyautogui.click(1176, 404)  # Close"),
         desk(set_rows("Power", power("10 minutes", "When on battery power", "Balanced", False, "78 %")), "Mar 14  11:21", SET_DOCK)),
        (code("pyautogui.click(1475, 849)  # Show Battery Percentage"),
         desk(set_rows("Power", power("10 minutes", "When on battery power", "Power Saver", True, "77 %")), "Mar 14  11:22", SET_DOCK, pct)),
        (code("pyautogui.click(410, 596)  # Displays"),
         desk(set_rows("Displays", displays(False, "100 %")), "Mar 14  11:22", SET_DOCK, pct)),
        (code("pyautogui.click(1475, 481)  # Fractional Scaling\ntime.sleep(0.5)\npyautogui.click(1132, 431)  # 125 %\npyautogui.click(1580, 136)  # Apply"),
         desk(set_rows("Displays", displays(True, "125 %"), keep), "Mar 14  11:23", SET_DOCK, pct)),
    ]
    rs.add(task="os", tid="h36-os-08",
           system=system("In Settings, set the screen to blank after 10 minutes, enable automatic suspend on battery after 30 minutes, show the battery percentage in the top bar, and set the display scale to 125%."),
           turns=steps, state=desk(set_rows("Wi-Fi", wifi()), "Mar 14  11:19", SET_DOCK),
           bad=True, turn=5, kind="power mode switches from Balanced to Power Saver when only the battery-percentage switch was toggled")


# ---------------------------------------------------------------- Chromium

CHR_DOCK = ["Chromium Web Browser", "Thunderbird Mail", "Visual Studio Code", "LibreOffice Writer", "Ubuntu Software",
            "Files", "Terminal"]


def chr_rows(tabs: list[str], active: int, url: str, bar: list[str], starred: bool, body: list[Row],
             over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", f"{tabs[active]} - Chromium", "", 70, 27, 1850, 1053)]
    w = min(240, 1600 // len(tabs))
    for i, t in enumerate(tabs):
        out.append(r("page-tab", t, "selected" if i == active else "", 80 + w * i, 33, w, 34))
    out += [r("push-button", "New Tab", "", 84 + w * len(tabs), 36, 28, 28),
            r("push-button", "Back", "", 80, 72, 34, 34), r("push-button", "Forward", "", 116, 72, 34, 34),
            r("push-button", "Reload", "", 152, 72, 34, 34),
            r("entry", "Address and search bar", url, 200, 74, 1500, 30),
            r("push-button", "Edit bookmark for this tab" if starred else "Bookmark this tab", "", 1666, 74, 30, 30),
            r("push-button", "Extensions", "", 1790, 72, 34, 34), r("push-button", "Chromium", "", 1870, 72, 34, 34)]
    x = 80
    for b in bar:
        out.append(r("push-button", b, "", x, 110, len(b) * 8 + 40, 28))
        x += len(b) * 8 + 44
    out.append(r("document-web", tabs[active], "", 70, 142, 1850, 938))
    return out + body + (over or [])


HN_STORIES = [("Postgres as a queue: lessons from 4 years in production", "brandur.org", 412, "mfiguiere", 3, 187),
              ("Show HN: I built a tiny e-ink calendar that runs for a year on AA batteries", "github.com", 356, "hardmaru", 4, 92),
              ("The hidden cost of abstractions in embedded Rust", "tweedegolf.nl", 298, "steveklabnik", 5, 141),
              ("Zstandard dictionary compression for small payloads", "engineering.fb.com", 233, "dang", 6, 58),
              ("A visual guide to SSH tunnels (2023)", "iximiuz.com", 221, "todsacerdoti", 7, 39),
              ("Why the Berlin U-Bahn runs on 750 V DC", "railwaygazette.com", 187, "detaro", 5, 103),
              ("Launch HN: Ardent (YC W24) – Postgres branching for CI", "ardent.dev", 164, "ksec", 2, 121),
              ("Writing a Game Boy emulator in 500 lines of Zig", "zserge.com", 149, "gnabgib", 8, 44),
              ("The unreasonable effectiveness of SQLite for local-first apps", "fly.io", 133, "jgrahamc", 4, 77),
              ("FreeBSD 14.1 release notes", "freebsd.org", 120, "vermaden", 9, 36),
              ("How Ikea's product names are generated", "atlasobscura.com", 98, "Tomte", 6, 61),
              ("Ask HN: What's your backup strategy in 2024?", "", 91, "throwaway_k2", 3, 164)]


def hn(bump: int) -> list[Row]:
    out = [r("link", "Hacker News", "", 100, 150, 110, 20)]
    for i, lk in enumerate(["new", "past", "comments", "ask", "show", "jobs", "submit"]):
        out.append(r("link", lk, "", 220 + 60 * i, 150, 56, 20))
    out.append(r("link", "login", "", 1860, 150, 40, 20))
    for i, (t, site, pts, user, hrs, com) in enumerate(HN_STORIES):
        y = 184 + 58 * i
        p = pts + (bump * (12 - i) // 3 if i < 8 else 0)
        c = com + (bump * 2 if i < 4 else 0)
        out += [r("label", "", f"{i + 1}.", 100, y, 24, 20), r("link", t, "", 140, y, 700, 20)]
        if site:
            out.append(r("link", site, "", 850, y, 160, 20))
        out.append(r("label", "", f"{p} points by {user} {hrs} hours ago | hide | {c} comments", 140, y + 22, 700, 18))
    return out


RUST_STD = [r("heading", "Crate std", "", 400, 170, 600, 40), r("link", "Copy item path", "", 1010, 176, 24, 24),
            r("paragraph", "", "The Rust Standard Library", 400, 230, 1000, 24),
            r("paragraph", "", "The Rust Standard Library is the foundation of portable Rust software, a set of minimal and battle-tested shared abstractions for the broader Rust ecosystem.", 400, 264, 1000, 44),
            r("heading", "How to read this documentation", "", 400, 330, 800, 30),
            r("paragraph", "", "If you already know the name of what you are looking for, the fastest way to find it is to use the search bar at the top of the page.", 400, 368, 1000, 44),
            r("heading", "Modules", "", 400, 440, 800, 30)] + [
            r("link", m, "", 400, 480 + 26 * i, 200, 22) for i, m in enumerate(
                ["alloc", "any", "arch", "array", "ascii", "backtrace", "borrow", "boxed", "cell", "char", "clone",
                 "cmp", "collections", "convert", "env", "error", "f32", "f64", "ffi", "fmt"])]


# 09 Chromium, clean
def t09(rs: RowSet) -> None:
    gh = "GitHub - rust-lang/rust: Empowering everyone to build reliable and efficient software."
    tabs3 = [gh, "Hacker News", "std - Rust"]
    bar0 = ["Work", "Imported From Firefox"]
    bubble = [r("dialog", "Bookmark added", "", 1380, 108, 340, 220),
              r("label", "Name", "", 1400, 158, 60, 20), r("text", "Name", "Hacker News", 1470, 152, 230, 30),
              r("label", "Folder", "", 1400, 200, 60, 20), r("combo-box", "Folder", "Bookmarks bar", 1470, 194, 230, 30),
              r("push-button", "More…", "", 1400, 270, 80, 32), r("push-button", "Remove", "", 1530, 270, 80, 32),
              r("push-button", "Done", "", 1620, 270, 80, 32)]

    def edit(tree: list[tuple[str, int, bool]]) -> list[Row]:
        out = [r("dialog", "Edit bookmark", "", 610, 260, 700, 520),
               r("label", "Name", "", 640, 310, 60, 20), r("text", "Name", "Hacker News", 720, 304, 560, 30),
               r("label", "URL", "", 640, 350, 60, 20), r("text", "URL", "https://news.ycombinator.com/", 720, 344, 560, 30)]
        for i, (n, lvl, s) in enumerate(tree):
            out.append(r("tree-item", n, "selected" if s else "", 650 + 24 * lvl, 400 + 30 * i, 600, 28))
        return out + [r("push-button", "New folder", "", 640, 720, 120, 34), r("push-button", "Cancel", "", 1090, 720, 90, 34),
                      r("push-button", "Save", "", 1190, 720, 90, 34)]
    tree0 = [("Bookmarks bar", 0, True), ("Work", 1, False), ("Imported From Firefox", 1, False),
             ("Other bookmarks", 0, False), ("Mobile bookmarks", 0, False)]
    tree1 = [("Bookmarks bar", 0, False), ("Work", 1, False), ("Imported From Firefox", 1, False), ("Reading", 1, True),
             ("Other bookmarks", 0, False), ("Mobile bookmarks", 0, False)]
    bar1 = bar0 + ["Reading"]
    hist_today = [("16:39", "Hacker News", "news.ycombinator.com"), ("16:31", "std - Rust", "doc.rust-lang.org"),
                  ("16:29", "Rust Programming Language", "www.rust-lang.org"), ("16:22", gh, "github.com"),
                  ("15:58", "Pull requests · rust-lang/rust", "github.com"),
                  ("15:12", "Inbox (3) - kai.linden@posteo.de - Posteo", "posteo.de"),
                  ("14:47", "Fahrplan – Berlin Hbf → Leipzig Hbf | Deutsche Bahn", "int.bahn.de"),
                  ("11:05", "Weather forecast for Berlin – yr", "www.yr.no")]
    hist_yday = [("22:14", "Fearless Concurrency - The Rust Programming Language", "doc.rust-lang.org"),
                 ("21:50", "YouTube", "www.youtube.com"), ("20:33", "Tokio tutorial – Spawning", "tokio.rs"),
                 ("18:02", "Netflix", "www.netflix.com")]

    def history(today: list[tuple[str, str, str]]) -> list[Row]:
        out = [r("heading", "History", "", 100, 160, 200, 30), r("entry", "Search history", "", 700, 156, 520, 36),
               r("link", "Chrome history", "selected", 100, 230, 220, 32), r("link", "Tabs from other devices", "", 100, 266, 220, 32),
               r("link", "Delete browsing data", "", 100, 302, 220, 32),
               r("heading", "Today - Thursday, March 14, 2024", "", 520, 230, 900, 30)]
        y = 266
        for t, title, dom in today:
            out += [r("check-box", "", "", 540, y, 24, 24), r("label", "", t, 580, y, 60, 24),
                    r("link", title, "", 660, y, 560, 24), r("label", "", dom, 1230, y, 200, 24),
                    r("push-button", "Actions", "", 1420, y, 30, 24)]
            y += 36
        out.append(r("heading", "Yesterday - Wednesday, March 13, 2024", "", 520, y + 10, 900, 30))
        y += 46
        for t, title, dom in hist_yday:
            out += [r("check-box", "", "", 540, y, 24, 24), r("label", "", t, 580, y, 60, 24),
                    r("link", title, "", 660, y, 560, 24), r("label", "", dom, 1230, y, 200, 24),
                    r("push-button", "Actions", "", 1420, y, 30, 24)]
            y += 36
        return out
    clear_dlg = [r("heading", "Settings", "", 100, 160, 200, 30), r("heading", "Privacy and security", "", 520, 230, 600, 30),
                 r("dialog", "Delete browsing data", "", 660, 220, 600, 560),
                 r("page-tab", "Basic", "selected", 680, 270, 270, 36), r("page-tab", "Advanced", "", 960, 270, 270, 36),
                 r("label", "Time range", "", 690, 330, 100, 22), r("combo-box", "Time range", "Last hour", 800, 324, 200, 32),
                 r("check-box", "Browsing history", "checked", 690, 380, 500, 44),
                 r("label", "", "Clears history and autocompletions in the address bar.", 730, 402, 480, 18),
                 r("check-box", "Cookies and other site data", "checked", 690, 440, 500, 44),
                 r("label", "", "Signs you out of most sites.", 730, 462, 480, 18),
                 r("check-box", "Cached images and files", "checked", 690, 500, 500, 44),
                 r("label", "", "Frees up less than 318 MB. Some sites may load more slowly on your next visit.", 730, 522, 480, 18),
                 r("push-button", "Cancel", "", 1040, 720, 90, 34), r("push-button", "Delete data", "", 1140, 720, 110, 34)]
    bm = [r("heading", "Bookmarks", "", 100, 160, 200, 30), r("entry", "Search bookmarks", "", 700, 156, 520, 36),
          r("push-button", "Organize", "", 1860, 158, 34, 34),
          r("tree-item", "Bookmarks bar", "", 100, 230, 260, 32), r("tree-item", "Work", "", 124, 264, 236, 32),
          r("tree-item", "Imported From Firefox", "", 124, 298, 236, 32), r("tree-item", "Reading", "selected", 124, 332, 236, 32),
          r("tree-item", "Other bookmarks", "", 100, 366, 260, 32), r("tree-item", "Mobile bookmarks", "", 100, 400, 260, 32),
          r("list-item", "Hacker News", "news.ycombinator.com", 520, 230, 900, 40),
          r("push-button", "More actions for Hacker News", "", 1380, 236, 30, 30)]
    tabs4 = tabs3 + ["History"]
    tabs5 = tabs4 + ["Settings"]
    hn_url = "news.ycombinator.com"
    steps = [
        (code("BrowserTools.bookmark_page()"),
         desk(chr_rows(tabs3, 1, hn_url, bar0 + ["Hacker News"], True, hn(0), bubble), "Mar 14  16:37", CHR_DOCK)),
        (code("pyautogui.click(1440, 286)  # More…"),
         desk(chr_rows(tabs3, 1, hn_url, bar0 + ["Hacker News"], True, hn(0), edit(tree0)), "Mar 14  16:37", CHR_DOCK)),
        (code("pyautogui.click(700, 737)  # New folder\npyautogui.write('Reading')\npyautogui.press('enter')"),
         desk(chr_rows(tabs3, 1, hn_url, bar0 + ["Hacker News"], True, hn(0), edit(tree1)), "Mar 14  16:38", CHR_DOCK)),
        (code("pyautogui.click(1235, 737)  # Save"), desk(chr_rows(tabs3, 1, hn_url, bar1, True, hn(0)), "Mar 14  16:38", CHR_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'w')"),
         desk(chr_rows([gh, "std - Rust"], 1, "doc.rust-lang.org/std/index.html", bar1, False, RUST_STD), "Mar 14  16:39", CHR_DOCK)),
        (code("BrowserTools.bring_back_last_tab()"), desk(chr_rows(tabs3, 1, hn_url, bar1, True, hn(3)), "Mar 14  16:39", CHR_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'h')"),
         desk(chr_rows(tabs4, 3, "chrome://history", bar1, False, history(hist_today)), "Mar 14  16:40", CHR_DOCK)),
        (code("BrowserTools.delete_browsing_data()"),
         desk(chr_rows(tabs5, 4, "chrome://settings/clearBrowserData", bar1, False, clear_dlg), "Mar 14  16:40", CHR_DOCK)),
        (code("pyautogui.click(1195, 737)  # Delete data\ntime.sleep(2)\npyautogui.click(920, 50)  # History tab"),
         desk(chr_rows(tabs5, 3, "chrome://history", bar1, False, history(hist_today[5:])), "Mar 14  16:41", CHR_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'shift', 'o')\ntime.sleep(1)\npyautogui.click(240, 348)  # Reading"),
         desk(chr_rows(tabs5 + ["Bookmarks"], 5, "chrome://bookmarks/?id=14", bar1, False, bm), "Mar 14  16:41", CHR_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-09",
           system=system("In Chromium, bookmark the Hacker News page into a new bookmarks-bar folder called 'Reading', close and reopen that tab, then delete the last hour of browsing data and confirm the bookmark is in the folder."),
           turns=steps, state=desk(chr_rows(tabs3, 1, hn_url, bar0, False, hn(0)), "Mar 14  16:36", CHR_DOCK))


# ---------------------------------------------------------------- Déjà Dup (Backups)

DD_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
           "Files", "Backups"]


def dd_rows(tab: str, body: list[Row], over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Backups", "", 560, 160, 800, 700)]
    for i, t in enumerate(["Overview", "Restore"]):
        out.append(r("page-tab", t, "selected" if t == tab else "", 840 + 120 * i, 168, 116, 36))
    out.append(r("push-button", "Main Menu", "", 1310, 168, 40, 36))
    return out + body + (over or [])


def dd_overview(last: str, nxt: str) -> list[Row]:
    return [r("heading", "Backups", "", 860, 300, 200, 34),
            r("label", "", f"Last backup: {last}", 760, 350, 400, 22), r("label", "", f"Next backup: {nxt}", 760, 378, 400, 22),
            r("push-button", "Back Up Now…", "", 880, 430, 160, 40),
            r("label", "Back Up Automatically", "", 640, 780, 300, 22), r("toggle-button", "Back Up Automatically", "pressed", 1270, 776, 50, 30)]


def dd_prefs(backup: list[str], ignore: list[str], over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Preferences", "", 600, 120, 720, 800), r("push-button", "Close", "", 1280, 128, 32, 32),
           r("label", "Storage Location", "", 630, 180, 200, 22),
           r("combo-box", "Storage location", "Local Folder", 1000, 174, 290, 34),
           r("label", "Folder", "", 650, 224, 200, 22), r("text", "Folder", "/media/kai/WD_Elements/deja-dup", 860, 218, 380, 34),
           r("push-button", "Choose Folder…", "", 1250, 218, 40, 34),
           r("label", "Folders to Back Up", "", 630, 280, 300, 22)]
    y = 310
    for f in backup:
        out.append(r("list-item", f, f"~/{f}", 630, y, 660, 40))
        out.append(r("push-button", "Remove", "", 1250, y + 4, 34, 32))
        y += 42
    out.append(r("push-button", "Add", "", 630, y, 660, 36))
    y += 60
    out.append(r("label", "Folders to Ignore", "", 630, y, 300, 22))
    y += 30
    for f in ignore:
        out.append(r("list-item", f, "" if f == "Trash" else f"~/{f}", 630, y, 660, 40))
        out.append(r("push-button", "Remove", "", 1250, y + 4, 34, 32))
        y += 42
    out.append(r("push-button", "Add", "", 630, y, 660, 36))
    y += 60
    out += [r("label", "Back Up Automatically", "", 650, y, 300, 22), r("toggle-button", "Back Up Automatically", "pressed", 1240, y - 4, 50, 30),
            r("label", "Automatic Backup Frequency", "", 650, y + 44, 300, 22), r("combo-box", "Automatic Backup Frequency", "Weekly", 1100, y + 38, 190, 34),
            r("label", "Keep Backups", "", 650, y + 88, 300, 22), r("combo-box", "Keep Backups", "At least a year", 1100, y + 82, 190, 34)]
    return out + (over or [])


def dd_chooser(sel: str) -> list[Row]:
    out = [r("dialog", "Choose Folders", "", 520, 200, 880, 600), r("push-button", "Cancel", "", 530, 208, 80, 34),
           r("push-button", "Add", "", 1310, 208, 80, 34), r("push-button", "kai", "", 760, 256, 60, 30)]
    for i, p in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]):
        out.append(r("list-item", p, "selected" if p == "Home" else "", 530, 300 + 32 * i, 200, 30))
    out += [r("table-column-header", "Name", "", 740, 300, 420, 26), r("table-column-header", "Modified", "", 1160, 300, 220, 26)]
    for i, (n, m) in enumerate([("Desktop", "Feb 2"), ("Documents", "11:40"), ("Downloads", "Yesterday"), ("Music", "Jan 18"),
                                ("Pictures", "Mar 11"), ("Projects", "13:52"), ("Public", "Jan 18"), ("snap", "Mar 2"),
                                ("Templates", "Jan 18"), ("Videos", "Jan 18")]):
        out += [r("table-cell", "Name", n + (" (selected)" if n == sel else ""), 740, 326 + 28 * i, 420, 28),
                r("table-cell", "Modified", m, 1160, 326 + 28 * i, 220, 28)]
    return out


# 10 Déjà Dup, bad
def t10(rs: RowSet) -> None:
    ov0 = dd_overview("6 days ago", "Tomorrow")
    b0, b1 = ["Documents", "Pictures"], ["Documents", "Pictures", "Projects"]
    i0, i1 = ["Trash", "Videos"], ["Trash", "Videos", "Downloads"]
    prog = [r("heading", "Backing Up…", "", 820, 300, 280, 34)]
    restore = [r("push-button", "kai", "", 600, 220, 60, 30), r("label", "Date", "", 1030, 226, 50, 20),
               r("combo-box", "Date", "Thursday, March 14, 2024 at 14:21", 1090, 220, 250, 32),
               r("toggle-button", "Search", "", 1310, 220, 34, 32),
               r("table-column-header", "Name", "", 580, 266, 560, 26), r("table-column-header", "Size", "", 1140, 266, 200, 26),
               r("table-cell", "Name", "Documents", 580, 292, 560, 28), r("table-cell", "Size", "", 1140, 292, 200, 28),
               r("table-cell", "Name", "Pictures", 580, 320, 560, 28), r("table-cell", "Size", "", 1140, 320, 200, 28),
               r("table-cell", "Name", "Projects", 580, 348, 560, 28), r("table-cell", "Size", "", 1140, 348, 200, 28),
               r("push-button", "Restore", "disabled", 1220, 800, 120, 36)]
    steps = [
        (code("pyautogui.click(1330, 186)  # Main Menu\npyautogui.click(1260, 230)  # Preferences"),
         desk(dd_rows("Overview", ov0, dd_prefs(b0, i0)), "Mar 14  14:15", DD_DOCK)),
        (code("pyautogui.click(960, 412)  # Add (Folders to Back Up)"),
         desk(dd_rows("Overview", ov0, dd_prefs(b0, i0, dd_chooser(""))), "Mar 14  14:16", DD_DOCK)),
        (code("pyautogui.click(950, 480)  # Projects\npyautogui.click(1350, 225)  # Add"),
         desk(dd_rows("Overview", ov0, dd_prefs(b1, i0)), "Mar 14  14:16", DD_DOCK)),
        (code("pyautogui.click(960, 640)  # Add (Folders to Ignore)"),
         desk(dd_rows("Overview", ov0, dd_prefs(b1, i0, dd_chooser(""))), "Mar 14  14:17", DD_DOCK)),
        (code("pyautogui.click(950, 396)  # Downloads\npyautogui.click(1350, 225)  # Add"),
         desk(dd_rows("Overview", ov0, dd_prefs(b1, i1)), "Mar 14  14:17", DD_DOCK)),
        (code("pyautogui.click(1296, 144)  # Close Preferences"), desk(dd_rows("Overview", ov0), "Mar 14  14:18", DD_DOCK)),
        (code("pyautogui.click(960, 450)  # Back Up Now…"),
         desk(dd_rows("Overview", prog + [r("label", "", "Preparing…", 760, 350, 400, 22), r("progress-bar", "", "0%", 700, 390, 520, 14),
                                          r("push-button", "Cancel", "", 900, 430, 120, 36)]), "Mar 14  14:19", DD_DOCK)),
        (code("time.sleep(60)"),
         desk(dd_rows("Overview", prog + [r("label", "", "Backing up: ~/Projects/tauri-notes/src-tauri/target/debug/deps/libserde-8f2c1a0e7b3d4c59.rlib", 700, 350, 520, 40),
                                          r("progress-bar", "", "64%", 700, 400, 520, 14), r("label", "", "About 1 minute left", 860, 420, 200, 20),
                                          r("push-button", "Resume Later", "", 820, 450, 130, 36), r("push-button", "Cancel", "", 960, 450, 120, 36)]),
              "Mar 14  14:20", DD_DOCK)),
        (code("time.sleep(60)"),
         desk(dd_rows("Overview", dd_overview("Today at 14:21", "In 7 days")), "Mar 14  14:21", DD_DOCK,
              [r("notification", "Backup completed", "Backups", 760, 40, 400, 70)])),
        (code("pyautogui.click(1020, 186)  # Restore"), desk(dd_rows("Restore", restore), "Mar 14  14:22", DD_DOCK)),
        (code("pyautogui.click(900, 186)  # Overview"),
         desk(dd_rows("Overview", dd_overview("Today at 14:12", "In 7 days")), "Mar 14  14:22", DD_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-10",
           system=system("In Backups (Déjà Dup), add ~/Projects to the folders to back up, ignore ~/Downloads, run a backup now, and confirm it finished and appears in Restore."),
           turns=steps, state=desk(dd_rows("Overview", ov0), "Mar 14  14:14", DD_DOCK),
           bad=True, turn=11, kind="last-backup time on the overview reads earlier than the completion time shown two turns before")


# ---------------------------------------------------------------- GNOME Software

SW_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Software", "Help", "Files"]
SW_APPS = [("Cheese", "Take photos and videos with your webcam, with fun graphical effects", "6.1 MB"),
           ("Document Scanner", "Make a digital copy of your photos and documents", "4.9 MB"),
           ("Firefox", "Fast, Private & Safe Web Browser", "248.7 MB"),
           ("GNOME Mahjongg", "Match tiles and clear the board", "3.1 MB"),
           ("GNOME Mines", "Clear hidden mines from a minefield", "2.0 MB"),
           ("GNOME Sudoku", "Test yourself in the classic puzzle", "3.9 MB"),
           ("Remmina", "Connect to remote desktops", "9.8 MB"),
           ("Rhythmbox", "Play and organize your music collection", "12.0 MB"),
           ("Shotwell", "Organize your photos", "18.6 MB"),
           ("Thunderbird Mail", "Send and receive mail", "221.3 MB"),
           ("Transmission", "Download and share files over BitTorrent", "5.2 MB"),
           ("Videos", "Play movies", "4.7 MB")]


def sw_rows(tab: str, body: list[Row], over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Software", "", 310, 120, 1300, 860), r("toggle-button", "Search", "", 320, 128, 40, 36)]
    for i, t in enumerate(["Explore", "Installed", "Updates"]):
        out.append(r("page-tab", t, "selected" if t == tab else "", 780 + 120 * i, 128, 116, 36))
    out.append(r("label", "Updates available", "4", 1110, 132, 20, 20))
    out.append(r("push-button", "Main Menu", "", 1560, 128, 40, 36))
    return out + body + (over or [])


def installed(names: list[str]) -> list[Row]:
    out = [r("heading", "Applications", "", 400, 190, 400, 26)]
    for i, (n, d, s) in enumerate([a for a in SW_APPS if a[0] in names]):
        y = 230 + 56 * i
        out += [r("list-item", n, d, 400, y, 1040, 54), r("label", "", s, 1340, y + 16, 100, 20),
                r("push-button", "Uninstall", "", 1460, y + 10, 110, 34)]
    return out


def uninstall_dlg(app: str) -> list[Row]:
    return [r("dialog", f"Uninstall {app}?", "", 710, 420, 500, 220),
            r("label", "", f"It will not be possible to use {app} after removal. To use it again, it will need to be reinstalled.", 740, 470, 440, 60),
            r("push-button", "Cancel", "", 740, 580, 210, 40), r("push-button", "Uninstall", "", 970, 580, 210, 40)]


def updates(checked: str) -> list[Row]:
    out = [r("label", "", f"Last checked: {checked}", 400, 190, 400, 22), r("push-button", "Refresh", "", 370, 128, 40, 36),
           r("push-button", "Download", "", 1440, 184, 130, 36), r("heading", "Updates", "", 400, 240, 300, 26)]
    for i, (n, v, s) in enumerate([("Operating System Updates", "Includes performance, stability and security improvements.", "183.4 MB"),
                                   ("Firefox", "123.0.1 → 124.0", "72.1 MB"), ("Thunderbird Mail", "115.8.1 → 115.9.0", "61.0 MB"),
                                   ("Remmina", "1.4.33 → 1.4.34", "4.2 MB")]):
        y = 280 + 64 * i
        out += [r("list-item", n, v, 400, y, 1170, 60), r("label", "", s, 1460, y + 20, 100, 20)]
    return out


# 11 GNOME Software, bad
def t11(rs: RowSet) -> None:
    all_ = [a[0] for a in SW_APPS]
    no_sud = [n for n in all_ if n != "GNOME Sudoku"]
    no_cheese = [n for n in all_ if n != "Cheese"]
    explore = [r("heading", "Editor's Choice", "", 400, 190, 400, 26)] + [
        r("push-button", n, d, 400 + 300 * i, 230, 290, 180) for i, (n, d) in enumerate(
            [("Foliate", "Read e-books in style"), ("Amberol", "Plays music, and nothing else"),
             ("Fragments", "A BitTorrent client"), ("Komikku", "Discover and read manga and comics")])] + [
        r("heading", "Categories", "", 400, 440, 400, 26)] + [
        r("push-button", c, "", 400 + 200 * (i % 6), 480 + 60 * (i // 6), 190, 52) for i, c in enumerate(
            ["Create", "Work", "Play", "Socialize", "Learn", "Develop", "Audio & Video", "Graphics & Photography",
             "Productivity", "Communication & News", "Education & Science", "Games"])]
    steps = [
        (code("pyautogui.click(960, 146)  # Installed"), desk(sw_rows("Installed", installed(all_)), "Mar 14  11:24", SW_DOCK)),
        (code("pyautogui.click(1515, 537)  # Uninstall (GNOME Sudoku)"),
         desk(sw_rows("Installed", installed(all_), uninstall_dlg("GNOME Sudoku")), "Mar 14  11:25", SW_DOCK)),
        (code("pyautogui.click(1075, 600)  # Uninstall\ntime.sleep(3)"), desk(sw_rows("Installed", installed(no_sud)), "Mar 14  11:25", SW_DOCK)),
        (code("pyautogui.click(1515, 257)  # Uninstall (Cheese)\npyautogui.click(1075, 600)  # Uninstall\ntime.sleep(3)"),
         desk(sw_rows("Installed", installed(no_cheese)), "Mar 14  11:26", SW_DOCK)),
        (code("pyautogui.click(1080, 146)  # Updates"), desk(sw_rows("Updates", updates("09:14")), "Mar 14  11:26", SW_DOCK)),
        (code("pyautogui.click(390, 146)  # Refresh\ntime.sleep(8)"), desk(sw_rows("Updates", updates("11:27")), "Mar 14  11:27", SW_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-11",
           system=system("In Software, uninstall GNOME Sudoku and Cheese, then check for available updates."),
           turns=steps, state=desk(sw_rows("Explore", explore), "Mar 14  11:23", SW_DOCK),
           bad=True, turn=4, kind="app uninstalled the turn before is listed as installed again")


# ---------------------------------------------------------------- LibreOffice Impress

IMP_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]
IMP_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
             "Undo", "Redo", "Find & Replace", "Spelling", "Display Grid", "Helplines While Moving", "Zoom & Pan",
             "Insert Text Box", "Insert Special Character", "Insert Fontwork Text", "Basic Shapes", "Insert Image",
             "Insert Table", "Insert Chart", "Insert Audio or Video", "Start from First Slide", "Start from Current Slide",
             "New Slide", "Duplicate Slide", "Delete Slide", "Slide Layout"]


def imp_rows(title: str, slides: list[tuple[str, list[str]]], cur: int, bg: dict[int, str], font: str,
             modified: bool, over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", f"{title} - LibreOffice Impress", "", 70, 27, 1850, 1053)]
    x = 75
    for m in IMP_MENUS:
        out.append(r("menu", m, "", x, 64, len(m) * 8 + 14, 22))
        x += len(m) * 8 + 16
    for i, t in enumerate(IMP_TOOLS):
        out.append(r("push-button", t, "", 78 + 31 * i, 92, 28, 27))
    out += [r("combo-box", "Font Name", font, 78, 124, 182, 26), r("combo-box", "Font Size", "18 pt", 264, 124, 62, 26)]
    for i, (t, _b) in enumerate(slides, 1):
        out.append(r("list-item", f"Slide {i}", t + (" (selected)" if i == cur else ""), 80, 170 + 110 * (i - 1), 200, 104))
    t, bullets = slides[cur - 1]
    out += [r("document-presentation", f"Slide {cur}", "", 300, 170, 1200, 680),
            r("text", "PresentationTitle", t, 360, 210, 1080, 110)]
    for i, b in enumerate(bullets):
        out.append(r("paragraph", "PresentationOutline", b, 380, 360 + 56 * i, 1040, 44))
    out += [r("label", "", "Click to add Notes", 360, 900, 1080, 30),
            r("page-tab", "Properties", "selected", 1880, 170, 36, 36), r("page-tab", "Slide Transition", "", 1880, 210, 36, 36),
            r("page-tab", "Animation", "", 1880, 250, 36, 36), r("page-tab", "Master Slides", "", 1880, 290, 36, 36),
            r("label", "Slide", "", 1520, 180, 200, 22),
            r("label", "Format:", "", 1520, 214, 80, 20), r("combo-box", "Format", "Screen 16:9", 1620, 208, 240, 28),
            r("label", "Background:", "", 1520, 254, 100, 20),
            r("combo-box", "Background", "Color" if cur in bg else "None", 1620, 248, 240, 28)]
    if cur in bg:
        out.append(r("combo-box", "Color", bg[cur], 1620, 284, 240, 28))
    out += [r("label", "Master Slide:", "", 1520, 330, 100, 20), r("combo-box", "Master Slide", "Office Theme", 1620, 324, 240, 28),
            r("check-box", "Master Background", "checked", 1520, 364, 200, 22), r("check-box", "Master Objects", "checked", 1720, 364, 200, 22),
            r("label", "Slide Number", f"Slide {cur} of {len(slides)}", 75, 1040, 140, 22),
            r("label", "Master", "Office Theme", 300, 1040, 140, 22), r("label", "Language", "English (USA)", 620, 1040, 120, 22),
            r("label", "Document Modified",
              "The document has been modified. Click to save the document." if modified
              else "The document has not been modified since the last save.", 800, 1040, 24, 22),
            r("slider", "Zoom", "76%", 1700, 1040, 150, 22), r("label", "Zoom Factor", "76%", 1860, 1040, 50, 22)]
    return out + (over or [])


# 12 LibreOffice Impress, clean
def t12(rs: RowSet) -> None:
    s = [("Q2 2024 Business Review", ["Northwind Traders — Leadership Offsite", "July 9, 2024"]),
         ("Agenda", ["Financial highlights", "Regional performance", "Customer growth", "Roadmap and risks"]),
         ("Revenue by Region", ["EMEA: $4.82M (+6.1% QoQ)", "Americas: $7.35M (+3.4% QoQ)", "APAC: $2.91M (−1.8% QoQ)",
                                "Total: $15.08M (+3.3% QoQ)"]),
         ("Margin Trends", ["Gross margin 41.2% (Q1: 39.8%)", "Operating margin 12.6% (Q1: 11.9%)",
                            "Freight costs down 8% after carrier renegotiation"]),
         ("Customer Growth", ["Active accounts: 2,418 (+137)", "Net revenue retention: 108%", "Churn concentrated in SMB tier"]),
         ("Product Roadmap H2", ["Self-service ordering portal (Sept)", "EDI integration for top 40 accounts", "Warehouse scanning app v2"]),
         ("Risks & Mitigations", ["Port congestion in Rotterdam — dual routing via Antwerp", "FX exposure on APAC contracts — hedge 60%"]),
         ("Q&A", ["Questions?"])]
    dup = s[:3] + [s[2]] + s[3:]
    ret = dup[:3] + [("Revenue by Region — Detail", s[2][1])] + dup[4:]
    T = "Q2_business_review.pptx"
    bg = {4: "#1F3A5F"}
    steps = [
        (code("ImpressTools.go_to_slide(3)"), desk(imp_rows(T, s, 3, {}, "Calibri", False), "Mar 14  09:41", CALC_DOCK)),
        (code("ImpressTools.duplicate_slide(3)"), desk(imp_rows(T, dup, 4, {}, "Calibri", True), "Mar 14  09:41", CALC_DOCK)),
        (code('ImpressTools.set_slide_background(4, color="#1F3A5F")'), desk(imp_rows(T, dup, 4, bg, "Calibri", True), "Mar 14  09:42", CALC_DOCK)),
        (code('ImpressTools.write_text("Revenue by Region — Detail", slide_index=4, box_index=0)'),
         desk(imp_rows(T, ret, 4, bg, "Calibri", True), "Mar 14  09:42", CALC_DOCK)),
        (code('ImpressTools.set_slide_font("Noto Sans")'), desk(imp_rows(T, ret, 4, bg, "Noto Sans", True), "Mar 14  09:43", CALC_DOCK)),
        (code("ImpressTools.go_to_slide(9)"), desk(imp_rows(T, ret, 9, bg, "Noto Sans", True), "Mar 14  09:43", CALC_DOCK)),
        (code('ImpressTools.export_to_image(4, "/home/kai/Pictures/revenue_detail.png")'),
         desk(imp_rows(T, ret, 9, bg, "Noto Sans", True), "Mar 14  09:44", CALC_DOCK)),
        (code("ImpressTools.save()"),
         desk(imp_rows(T, ret, 9, bg, "Noto Sans", True, keep_format("PowerPoint 2007-365", "Use PowerPoint Format!")), "Mar 14  09:44", CALC_DOCK)),
        (code("pyautogui.press('enter')  # Use PowerPoint Format!"), desk(imp_rows(T, ret, 9, bg, "Noto Sans", False), "Mar 14  09:45", CALC_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-12",
           system=system("In Q2_business_review.pptx, duplicate slide 3, give the copy a dark blue (#1F3A5F) background and the title 'Revenue by Region — Detail', use Noto Sans on all slides, export the new slide as ~/Pictures/revenue_detail.png, and save in PowerPoint format."),
           turns=steps, state=desk(imp_rows(T, s, 1, {}, "Calibri", False), "Mar 14  09:40", CALC_DOCK))


# ---------------------------------------------------------------- GNOME Weather

WX_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
           "Files", "Weather"]


def fahr(c: int) -> int:
    return int(c * 9 / 5 + 32 + 0.5) if c >= 0 else -int(-(c * 9 / 5 + 32) + 0.5)


def wx_rows(place: str, full: str, temp: str, cond: str, upd: str, tab: str, items: list[tuple[str, str, str]],
            over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Weather", "", 460, 140, 1000, 780), r("push-button", "Places", place, 860, 148, 200, 36),
           r("push-button", "Refresh", "", 1360, 148, 40, 36), r("push-button", "Main Menu", "", 1410, 148, 40, 36),
           r("label", "", full, 500, 210, 500, 26), r("label", "Temperature", temp, 500, 250, 200, 90),
           r("label", "", cond, 720, 270, 300, 26), r("label", "", upd, 720, 304, 300, 20)]
    for i, t in enumerate(["Hourly", "Daily"]):
        out.append(r("page-tab", t, "selected" if t == tab else "", 780 + 180 * i, 380, 170, 36))
    for i, (a, b, c) in enumerate(items):
        out.append(r("list-item", a, f"{b} · {c}", 490 + 118 * i, 440, 112, 200))
    return out + (over or [])


# 13 GNOME Weather, clean
def t13(rs: RowSet) -> None:
    ber = [("15:00", "8°", "Overcast"), ("16:00", "8°", "Overcast"), ("17:00", "7°", "Mostly Cloudy"),
           ("18:00", "6°", "Mostly Cloudy"), ("19:00", "5°", "Partly Cloudy"), ("20:00", "4°", "Clear Sky"),
           ("21:00", "4°", "Clear Sky"), ("22:00", "3°", "Clear Sky")]
    rey = [("14:00", "2°", "Light Snow"), ("15:00", "2°", "Light Snow"), ("16:00", "1°", "Snow"), ("17:00", "1°", "Snow"),
           ("18:00", "0°", "Overcast"), ("19:00", "0°", "Overcast"), ("20:00", "-1°", "Overcast"), ("21:00", "-1°", "Mostly Cloudy")]
    lis_c = [("14:00", 18, "Clear Sky"), ("15:00", 18, "Clear Sky"), ("16:00", 17, "Clear Sky"), ("17:00", 16, "Few Clouds"),
             ("18:00", 15, "Few Clouds"), ("19:00", 14, "Clear Sky"), ("20:00", 13, "Clear Sky"), ("21:00", 13, "Clear Sky")]
    lis = [(t, f"{c}°", d) for t, c, d in lis_c]
    lis_f = [(t, f"{fahr(c)}°", d) for t, c, d in lis_c]
    daily_c = [("Today", 19, 11, "Clear Sky"), ("Friday", 20, 12, "Clear Sky"), ("Saturday", 21, 13, "Few Clouds"),
               ("Sunday", 18, 12, "Showers"), ("Monday", 17, 11, "Rain"), ("Tuesday", 18, 10, "Partly Cloudy"),
               ("Wednesday", 19, 11, "Clear Sky"), ("Thursday", 20, 12, "Clear Sky")]
    daily_f = [(d, f"{fahr(h)}° / {fahr(lo)}°", c) for d, h, lo, c in daily_c]
    srch = [r("popover", "Places", "", 760, 190, 400, 360), r("entry", "Search for a city", "", 780, 206, 360, 34)]
    pop1 = srch + [r("label", "", "Current Location", 780, 256, 200, 20), r("list-item", "Berlin", "7°", 780, 280, 360, 44)]
    pop2 = [srch[0], r("entry", "Search for a city", "Reykjav", 780, 206, 360, 34),
            r("list-item", "Reykjavík", "Capital Region, Iceland", 780, 256, 360, 48),
            r("list-item", "Reykjavík Domestic Airport", "Iceland", 780, 306, 360, 48)]
    pop7 = srch + [r("label", "", "Current Location", 780, 256, 200, 20), r("list-item", "Berlin", "46°", 780, 280, 360, 44),
                   r("label", "", "Places", 780, 334, 200, 20), r("list-item", "Reykjavík", "36°", 780, 358, 360, 44),
                   r("list-item", "Lisbon", "63°", 780, 404, 360, 44)]
    B = ("Berlin", "Berlin, Germany")
    R_ = ("Reykjavík", "Reykjavík, Iceland")
    L = ("Lisbon", "Lisbon, Portugal")
    steps = [
        (code("pyautogui.click(960, 166)  # Places"), desk(wx_rows(*B, "7°", "Mostly Cloudy", "Updated 12 minutes ago", "Hourly", ber, pop1), "Mar 14  14:06", WX_DOCK)),
        (code("pyautogui.write('Reykjav')"), desk(wx_rows(*B, "7°", "Mostly Cloudy", "Updated 12 minutes ago", "Hourly", ber, pop2), "Mar 14  14:06", WX_DOCK)),
        (code("pyautogui.press('enter')"), desk(wx_rows(*R_, "2°", "Light Snow", "Updated just now", "Hourly", rey), "Mar 14  14:07", WX_DOCK)),
        (code("pyautogui.click(960, 166)\npyautogui.write('Lisbon')\ntime.sleep(1)\npyautogui.press('down')\npyautogui.press('enter')"),
         desk(wx_rows(*L, "17°", "Clear Sky", "Updated just now", "Hourly", lis), "Mar 14  14:08", WX_DOCK)),
        (code("pyautogui.click(1430, 166)  # Main Menu\npyautogui.click(1330, 262)  # Fahrenheit"),
         desk(wx_rows(*L, "63°", "Clear Sky", "Updated 1 minute ago", "Hourly", lis_f), "Mar 14  14:09", WX_DOCK)),
        (code("pyautogui.click(1045, 398)  # Daily"),
         desk(wx_rows(*L, "63°", "Clear Sky", "Updated 1 minute ago", "Daily", daily_f), "Mar 14  14:09", WX_DOCK)),
        (code("pyautogui.click(960, 166)  # Places"),
         desk(wx_rows(*L, "63°", "Clear Sky", "Updated 3 minutes ago", "Daily", daily_f, pop7), "Mar 14  14:11", WX_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-13",
           system=system("In GNOME Weather, add Reykjavík and Lisbon, switch the temperature unit to Fahrenheit, and look at Lisbon's daily forecast and the list of saved places."),
           turns=steps, state=desk(wx_rows(*B, "7°", "Mostly Cloudy", "Updated 12 minutes ago", "Hourly", ber), "Mar 14  14:05", WX_DOCK))


# ---------------------------------------------------------------- LibreOffice Base

BASE_SECT = {"Tables": ["Create Table in Design View...", "Use Wizard to Create Table...", "Create View..."],
             "Queries": ["Create Query in Design View...", "Use Wizard to Create Query...", "Create Query in SQL View..."],
             "Forms": ["Create Form in Design View...", "Use Wizard to Create Form..."],
             "Reports": ["Create Report in Design View...", "Use Wizard to Create Report..."]}


def base_main(sect: str, objs: list[str]) -> list[Row]:
    out = [r("frame", "inventory.odb - LibreOffice Base", "", 70, 27, 1850, 1053)]
    x = 75
    for m in ["File", "Edit", "View", "Insert", "Tools", "Window", "Help"]:
        out.append(r("menu", m, "", x, 64, len(m) * 8 + 14, 22))
        x += len(m) * 8 + 16
    for i, t in enumerate(["New", "Open", "Save", "Copy", "Paste", "Sort Ascending", "Sort Descending", "Form", "Report"]):
        out.append(r("push-button", t, "", 78 + 31 * i, 92, 28, 27))
    out.append(r("label", "Database", "", 80, 136, 200, 22))
    for i, s in enumerate(["Tables", "Queries", "Forms", "Reports"]):
        out.append(r("list-item", s, "selected" if s == sect else "", 80, 166 + 80 * i, 200, 76))
    out.append(r("label", "Tasks", "", 300, 136, 200, 22))
    for i, t in enumerate(BASE_SECT[sect]):
        out.append(r("list-item", t, "", 300, 166 + 26 * i, 700, 24))
    out += [r("label", sect, "", 300, 270, 200, 22), r("tree-item", sect, "expanded", 300, 298, 700, 24)]
    for i, o in enumerate(objs):
        out.append(r("tree-item", o, "", 330, 324 + 26 * i, 670, 24))
    out += [r("combo-box", "Preview", "None", 1030, 270, 200, 28), r("panel", "Preview", "", 1030, 300, 870, 700),
            r("label", "", "Embedded database", 75, 1040, 200, 22), r("label", "", "HSQLDB Embedded", 300, 1040, 200, 22)]
    return out


def base_design(name: str, fields: list[tuple[str, str]], pk: bool, props: list[tuple[str, str]],
                over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", f"inventory.odb : {name} - LibreOffice Base: Table Design", "", 120, 60, 1700, 960)]
    x = 125
    for m in ["File", "Edit", "View", "Tools", "Window", "Help"]:
        out.append(r("menu", m, "", x, 94, len(m) * 8 + 14, 22))
        x += len(m) * 8 + 16
    for i, t in enumerate(["Save", "Cut", "Copy", "Paste", "Undo", "Redo", "Primary Key", "Index Design"]):
        out.append(r("push-button", t, "", 128 + 31 * i, 122, 28, 27))
    out += [r("table-column-header", h, "", x0, 160, w, 24) for h, x0, w in
            (("Field Name", 170, 400), ("Field Type", 570, 400), ("Description", 970, 820))]
    for i in range(max(len(fields) + 1, 6)):
        y = 184 + 24 * i
        out.append(r("table-row-header", "Primary Key" if pk and i == 0 else "", "", 130, y, 40, 24))
        fn, ft = fields[i] if i < len(fields) else ("", "")
        out += [r("table-cell", "Field Name", fn, 170, y, 400, 24), r("table-cell", "Field Type", ft, 570, y, 400, 24),
                r("table-cell", "Description", "", 970, y, 820, 24)]
    out.append(r("label", "Field Properties", "", 130, 640, 300, 22))
    for i, (k, v) in enumerate(props):
        out += [r("label", k, "", 150, 676 + 36 * i, 200, 22), r("combo-box" if k in ("AutoValue", "Entry required") else "text", k, v, 360, 670 + 36 * i, 300, 30)]
    return out + (over or [])


# 14 LibreOffice Base, bad
def t14(rs: RowSet) -> None:
    two = ["Products", "Suppliers"]
    three = ["Products", "Suppliers", "Warehouses"]
    f1 = [("ID", "Integer [ INTEGER ]")]
    f3 = f1 + [("Name", "Text [ VARCHAR ]"), ("City", "Text [ VARCHAR ]")]
    p_int = [("AutoValue", "No"), ("Entry required", "No"), ("Length", "10"), ("Default value", ""), ("Format example", "0")]
    p_pk = [("AutoValue", "Yes"), ("Auto-increment statement", "IDENTITY"), ("Length", "10"), ("Default value", ""), ("Format example", "0")]
    p_txt = [("Entry required", "No"), ("Length", "100"), ("Default value", ""), ("Format example", "@")]
    save_as = [r("dialog", "Save As", "", 760, 440, 400, 180), r("label", "Table Name", "", 790, 490, 120, 22),
               r("text", "Table Name", "Table1", 920, 484, 210, 30), r("push-button", "OK", "", 920, 560, 100, 34),
               r("push-button", "Cancel", "", 1030, 560, 100, 34)]

    def dataview(recs: list[tuple[str, str, str]]) -> list[Row]:
        out = [r("frame", "Warehouses - inventory - LibreOffice Base: Table Data View", "", 220, 120, 1400, 800)]
        out += [r("table-column-header", h, "", x0, 200, w, 24) for h, x0, w in (("ID", 270, 140), ("Name", 410, 400), ("City", 810, 300))]
        rows = recs + [("<AutoField>", "", "")]
        for i, (a, b, c) in enumerate(rows):
            y = 224 + 24 * i
            out += [r("table-row-header", "", "", 230, y, 40, 24), r("table-cell", "ID", a, 270, y, 140, 24),
                    r("table-cell", "Name", b, 410, y, 400, 24), r("table-cell", "City", c, 810, y, 300, 24)]
        return out + [r("label", "Record", "Record", 230, 880, 60, 22), r("text", "Record", "1", 300, 878, 50, 26),
                      r("label", "", f"of {max(1, len(recs))}", 360, 880, 60, 22)]
    steps = [
        (code("pyautogui.click(180, 204)  # Tables"), desk(base_main("Tables", two), "Mar 14  15:02", CALC_DOCK)),
        (code("pyautogui.click(500, 178)  # Create Table in Design View..."),
         desk(base_main("Tables", two) + base_design("Table1", [], False, []), "Mar 14  15:02", CALC_DOCK)),
        (code("pyautogui.click(370, 196)\npyautogui.write('ID')\npyautogui.press('tab')\npyautogui.click(770, 196)\npyautogui.click(770, 420)  # Integer [ INTEGER ]"),
         desk(base_main("Tables", two) + base_design("Table1", f1, False, p_int), "Mar 14  15:03", CALC_DOCK)),
        (code("pyautogui.rightClick(150, 196)\npyautogui.click(200, 230)  # Primary Key\npyautogui.click(510, 685)\npyautogui.click(510, 740)  # AutoValue: Yes"),
         desk(base_main("Tables", two) + base_design("Table1", f1, True, p_pk), "Mar 14  15:03", CALC_DOCK)),
        (code("pyautogui.click(370, 220)\npyautogui.write('Name')\npyautogui.press('tab')\npyautogui.write('Text [ VARCHAR ]')\n"
              "pyautogui.tripleClick(510, 721)\npyautogui.write('100')\npyautogui.click(370, 244)\npyautogui.write('City')\n"
              "pyautogui.press('tab')\npyautogui.write('Text [ VARCHAR ]')\npyautogui.tripleClick(510, 721)\npyautogui.write('100')"),
         desk(base_main("Tables", two) + base_design("Table1", f3, True, p_txt), "Mar 14  15:05", CALC_DOCK)),
        (code("pyautogui.hotkey('ctrl', 's')"),
         desk(base_main("Tables", two) + base_design("Table1", f3, True, p_txt, save_as), "Mar 14  15:05", CALC_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('Warehouses')\npyautogui.press('enter')"),
         desk(base_main("Tables", three) + base_design("Warehouses", f3, True, p_txt), "Mar 14  15:06", CALC_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'w')"), desk(base_main("Tables", three), "Mar 14  15:06", CALC_DOCK)),
        (code("pyautogui.doubleClick(420, 388)  # Warehouses"),
         desk(base_main("Tables", three) + dataview([]), "Mar 14  15:07", CALC_DOCK)),
        (code("pyautogui.click(610, 236)\npyautogui.write('Rotterdam DC\\tRotterdam\\t')\npyautogui.write('Leipzig Hub\\tLeipzig\\t')\n"
              "pyautogui.hotkey('ctrl', 's')\npyautogui.hotkey('ctrl', 'w')"),
         desk(base_main("Tables", two), "Mar 14  15:08", CALC_DOCK)),
        (code("pyautogui.click(180, 364)  # Forms"), desk(base_main("Forms", ["Products Entry", "Supplier Contacts"]), "Mar 14  15:08", CALC_DOCK)),
        (code("pyautogui.click(180, 444)  # Reports"), desk(base_main("Reports", ["Monthly Stock Report"]), "Mar 14  15:09", CALC_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-14",
           system=system("In inventory.odb, create a table 'Warehouses' with an auto-increment integer primary key ID and text fields Name and City (length 100), enter the records 'Rotterdam DC, Rotterdam' and 'Leipzig Hub, Leipzig', then look at the existing forms and reports."),
           turns=steps, state=desk(base_main("Forms", ["Products Entry", "Supplier Contacts"]), "Mar 14  15:01", CALC_DOCK),
           bad=True, turn=10, kind="table created and listed two turns earlier is gone from the Tables list after entering records")


# ---------------------------------------------------------------- Document Scanner (simple-scan)

SC_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
           "Files", "Document Scanner"]


def sc_rows(pages: list[bool], sel: int, over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Document Scanner", "", 460, 120, 1000, 840),
           r("push-button", "Scan", "", 470, 128, 80, 36), r("toggle-button", "Select scan type", "", 552, 128, 30, 36),
           r("push-button", "Save", "" if pages else "disabled", 590, 128, 70, 36),
           r("push-button", "Main Menu", "", 1410, 128, 40, 36)]
    if not pages:
        return out + [r("label", "", "Ready to Scan", 860, 420, 200, 30),
                      r("combo-box", "Scanner", "HP ENVY 6000 series (USB)", 780, 470, 360, 34)] + (over or [])
    x = 500
    for i, rot in enumerate(pages, 1):
        w, h = (260, 200) if rot else (200, 260)
        out.append(r("image", f"Page {i}", "selected" if i == sel else "", x, 300 if not rot else 330, w, h))
        x += w + 30
    out += [r("push-button", "Rotate the page to the left (counter-clockwise)", "", 480, 900, 40, 36),
            r("push-button", "Rotate the page to the right (clockwise)", "", 524, 900, 40, 36),
            r("toggle-button", "Crop the selected page", "", 568, 900, 40, 36),
            r("push-button", "Delete the selected page", "", 612, 900, 40, 36)]
    return out + (over or [])


# 15 Document Scanner, clean
def t15(rs: RowSet) -> None:
    menu = [r("popover", "Select scan type", "", 470, 170, 280, 250)] + [
        r("radio-menu-item", n, c, 480, 180 + 30 * i, 260, 28) for i, (n, c) in enumerate(
            [("Single Page", "checked"), ("All Pages From Feeder", ""), ("Multiple Pages From Flatbed", ""),
             ("Text", ""), ("Image", "checked")])]
    save = [r("dialog", "Save As…", "", 520, 200, 880, 600), r("push-button", "Cancel", "", 530, 208, 80, 34),
            r("text", "Name", "Scanned Document.pdf", 760, 208, 400, 34), r("push-button", "Save", "", 1310, 208, 80, 34),
            r("push-button", "kai", "", 760, 256, 60, 30), r("push-button", "Documents", "", 824, 256, 100, 30)]
    for i, p in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]):
        save.append(r("list-item", p, "selected" if p == "Documents" else "", 530, 300 + 32 * i, 200, 30))
    save += [r("table-column-header", "Name", "", 740, 300, 360, 26), r("table-column-header", "Size", "", 1100, 300, 100, 26),
             r("table-column-header", "Modified", "", 1200, 300, 180, 26)]
    for i, (n, z, m) in enumerate([("contracts", "", "Feb 20"), ("tax", "", "Mar 1"), ("insurance_policy_2024.pdf", "812.4 kB", "Jan 9"),
                                   ("lease_unsigned.pdf", "1.2 MB", "Mar 12"), ("passport_scan.pdf", "2.6 MB", "Nov 14"),
                                   ("utility_bill_feb.pdf", "204.8 kB", "Mar 4")]):
        save += [r("table-cell", "Name", n, 740, 326 + 28 * i, 360, 28), r("table-cell", "Size", z, 1100, 326 + 28 * i, 100, 28),
                 r("table-cell", "Modified", m, 1200, 326 + 28 * i, 180, 28)]
    save += [r("label", "", "File format:", 760, 740, 100, 22), r("combo-box", "File format", "PDF (multi-page document)", 870, 734, 280, 32),
             r("label", "", "Compression:", 760, 774, 100, 22), r("slider", "Compression", "75", 870, 770, 280, 24)]
    steps = [
        (code("pyautogui.click(567, 146)  # Select scan type"), desk(sc_rows([], 0, menu), "Mar 14  17:10", SC_DOCK)),
        (code("pyautogui.click(610, 284)  # Text\npyautogui.click(510, 146)  # Scan\ntime.sleep(12)"),
         desk(sc_rows([False], 1), "Mar 14  17:10", SC_DOCK)),
        (code("pyautogui.click(510, 146)  # Scan\ntime.sleep(12)"), desk(sc_rows([False, False], 2), "Mar 14  17:11", SC_DOCK)),
        (code("pyautogui.click(510, 146)  # Scan\ntime.sleep(12)"), desk(sc_rows([False, False, False], 3), "Mar 14  17:11", SC_DOCK)),
        (code("pyautogui.press('delete')"), desk(sc_rows([False, False], 2), "Mar 14  17:12", SC_DOCK)),
        (code("pyautogui.click(544, 918)  # Rotate right"), desk(sc_rows([False, True], 2), "Mar 14  17:12", SC_DOCK)),
        (code("pyautogui.hotkey('ctrl', 's')"), desk(sc_rows([False, True], 2, save), "Mar 14  17:13", SC_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('lease_signed.pdf')\npyautogui.press('enter')"),
         desk(sc_rows([False, True], 2), "Mar 14  17:13", SC_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-15",
           system=system("With Document Scanner, scan the signed lease (three flatbed scans in Text mode), delete the blank third page, rotate page 2 clockwise, and save it as ~/Documents/lease_signed.pdf."),
           turns=steps, state=desk(sc_rows([], 0), "Mar 14  17:09", SC_DOCK))


# ---------------------------------------------------------------- Steam settings

ST_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
           "Files", "Steam"]
ST_PAGES = ["Account", "Friends & Chat", "Family", "Security", "Notifications", "Interface", "Library", "Downloads",
            "Storage", "Cloud", "In Game", "Controller", "Voice", "Remote Play", "Broadcast", "Music", "Compatibility"]


def st_rows(page: str, body: list[Row] | None, over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Steam", "", 70, 27, 1850, 1053)]
    for i, m in enumerate(["Steam", "View", "Friends", "Games", "Help"]):
        out.append(r("menu", m, "", 80 + 70 * i, 34, 64, 24))
    for i, t in enumerate(["STORE", "LIBRARY", "COMMUNITY", "KAI_LINDEN"]):
        out.append(r("page-tab", t, "selected" if t == "LIBRARY" else "", 300 + 170 * i, 64, 160, 40))
    if body is None:
        return out
    out += [r("frame", "Steam Settings", "", 360, 120, 1200, 840), r("push-button", "Close", "", 1520, 124, 32, 32)]
    for i, p in enumerate(ST_PAGES):
        out.append(r("list-item", p, "selected" if p == page else "", 370, 170 + 40 * i, 260, 38))
    return out + body + (over or [])


def st_account() -> list[Row]:
    return [r("heading", "Account Details: kai_linden", "", 680, 170, 600, 30),
            r("label", "Contact Email", "k***n@posteo.de", 680, 220, 700, 22),
            r("label", "Steam Guard Status", "Protected by Steam Guard Mobile Authenticator", 680, 256, 700, 22),
            r("label", "VAC Status", "No VAC bans on record", 680, 292, 700, 22),
            r("link", "View Account Details", "", 680, 330, 200, 22), r("link", "Change Password", "", 680, 360, 200, 22),
            r("heading", "Beta Participation", "", 680, 420, 600, 26), r("combo-box", "Beta Participation", "No beta chosen", 1300, 416, 220, 32),
            r("check-box", "Don't save account credentials on this computer", "", 680, 470, 600, 24)]


def st_storage(games: list[tuple[str, str, str]], used: str, free_: str, sel: str = "", busy: str = "") -> list[Row]:
    out = [r("heading", "Storage Manager", "", 680, 170, 600, 30),
           r("combo-box", "Drive", "Local Drive (/home/kai/.local/share/Steam)", 680, 214, 600, 34),
           r("push-button", "Drive options", "", 1290, 214, 34, 34),
           r("progress-bar", "Disk usage", "", 680, 266, 840, 16),
           r("label", "", f"Games: {used}", 680, 290, 200, 20), r("label", "", "Other Programs: 314.1 GB", 900, 290, 240, 20),
           r("label", "", f"Free Space: {free_}", 1160, 290, 220, 20), r("label", "", "931.5 GB", 1420, 290, 100, 20),
           r("table-column-header", "NAME", "", 680, 330, 520, 26), r("table-column-header", "SIZE", "", 1200, 330, 140, 26),
           r("table-column-header", "LAST PLAYED", "", 1340, 330, 180, 26)]
    for i, (n, z, lp) in enumerate(games):
        y = 356 + 40 * i
        out += [r("list-item", n, ("selected" if n == sel else "") + (" Uninstalling…" if n == busy else ""), 680, y, 520, 38),
                r("label", "", z, 1200, y + 10, 140, 20), r("label", "", lp, 1340, y + 10, 180, 20)]
    on = "" if sel else "disabled"
    return out + [r("push-button", "Uninstall", on, 1200, 900, 100, 34), r("push-button", "Move", on, 1310, 900, 100, 34),
                  r("push-button", "Verify", on, 1420, 900, 100, 34)]


def st_downloads(region: str, limit: bool, kb: str) -> list[Row]:
    return [r("heading", "Downloads", "", 680, 170, 600, 30),
            r("label", "Download Region", "Steam auto-selects the nearest download server location, but this can be overridden", 680, 220, 600, 40),
            r("combo-box", "Download Region", region, 1300, 222, 220, 34),
            r("label", "Limit download speed", "", 680, 290, 400, 22), r("toggle-button", "Limit download speed", "pressed" if limit else "", 1470, 286, 50, 28),
            r("text", "Enter a new value", kb, 1300, 326, 140, 30), r("label", "", "KB/s", 1450, 330, 60, 22),
            r("label", "Allow downloads during gameplay", "", 680, 380, 400, 22), r("toggle-button", "Allow downloads during gameplay", "", 1470, 376, 50, 28),
            r("label", "Throttle downloads while streaming", "", 680, 420, 400, 22), r("toggle-button", "Throttle downloads while streaming", "pressed", 1470, 416, 50, 28),
            r("label", "Display download rates in bits per second", "", 680, 460, 400, 22), r("toggle-button", "Display download rates in bits per second", "", 1470, 456, 50, 28),
            r("label", "Clear Download Cache", "", 680, 510, 400, 22), r("push-button", "Clear Cache", "", 1400, 504, 120, 34),
            r("heading", "Shader Pre-Caching", "", 680, 570, 600, 26),
            r("label", "Enable Shader Pre-caching", "", 680, 610, 400, 22), r("toggle-button", "Enable Shader Pre-caching", "pressed", 1470, 606, 50, 28)]


# 16 Steam settings, bad
def t16(rs: RowSet) -> None:
    games = [("Baldur's Gate 3", "122.4 GB", "Yesterday"), ("Cyberpunk 2077", "68.9 GB", "Jan 3"), ("Hades", "15.1 GB", "Mar 2"),
             ("Proton Experimental", "1.1 GB", "—"), ("Steam Linux Runtime 3.0 (sniper)", "0.6 GB", "—"),
             ("Stardew Valley", "0.5 GB", "Mar 12"), ("Terraria", "0.4 GB", "Feb 18")]
    left = [g for g in games if g[0] != "Cyberpunk 2077"]
    cp = "Cyberpunk 2077"
    conf = [r("dialog", "Uninstall - Cyberpunk 2077", "", 710, 400, 500, 240),
            r("label", "", "Are you sure you want to uninstall Cyberpunk 2077 from this device? This will remove all local game content. Your progress saved to Steam Cloud will not be deleted.", 740, 450, 440, 80),
            r("push-button", "Uninstall", "", 860, 580, 140, 36), r("push-button", "Cancel", "", 1020, 580, 140, 36)]
    steps = [
        (code("pyautogui.click(112, 46)  # Steam menu\npyautogui.click(150, 250)  # Settings"),
         desk(st_rows("Account", st_account()), "Mar 14  18:31", ST_DOCK)),
        (code("pyautogui.click(500, 509)  # Storage"),
         desk(st_rows("Storage", st_storage(games, "209.0 GB", "408.4 GB")), "Mar 14  18:31", ST_DOCK)),
        (code("pyautogui.click(940, 415)  # Cyberpunk 2077"),
         desk(st_rows("Storage", st_storage(games, "209.0 GB", "408.4 GB", cp)), "Mar 14  18:32", ST_DOCK)),
        (code("pyautogui.click(1250, 917)  # Uninstall"),
         desk(st_rows("Storage", st_storage(games, "209.0 GB", "408.4 GB", cp), conf), "Mar 14  18:32", ST_DOCK)),
        (code("pyautogui.click(930, 598)  # Uninstall"),
         desk(st_rows("Storage", st_storage(games, "209.0 GB", "408.4 GB", "", cp)), "Mar 14  18:32", ST_DOCK)),
        (code("time.sleep(8)"), desk(st_rows("Storage", st_storage(left, "209.0 GB", "408.4 GB")), "Mar 14  18:33", ST_DOCK)),
        (code("pyautogui.click(500, 469)  # Downloads"),
         desk(st_rows("Downloads", st_downloads("Germany - Berlin", False, "")), "Mar 14  18:33", ST_DOCK)),
        (code("pyautogui.click(1410, 239)\npyautogui.click(1410, 420)  # Germany - Frankfurt\npyautogui.click(1495, 300)  # Limit download speed\n"
              "pyautogui.click(1370, 341)\npyautogui.write('10000')\npyautogui.press('enter')"),
         desk(st_rows("Downloads", st_downloads("Germany - Frankfurt", True, "10000")), "Mar 14  18:34", ST_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-16",
           system=system("In Steam's settings, uninstall Cyberpunk 2077 from the Storage manager, then set the download region to Germany - Frankfurt and limit download speed to 10000 KB/s."),
           turns=steps, state=desk(st_rows("", None), "Mar 14  18:30", ST_DOCK),
           bad=True, turn=6, kind="games total and free space unchanged after a 68.9 GB game finished uninstalling")


# 17 LibreOffice Calc, bad
def t17(rs: RowSet) -> None:
    title = "regional_sales_2024.ods"
    data = [("EMEA", "Lena Vogt", "Jan", 120), ("EMEA", "Lena Vogt", "Feb", 135), ("EMEA", "Pieter Jansen", "Mar", 98),
            ("Americas", "Carla Ruiz", "Jan", 210), ("Americas", "Carla Ruiz", "Feb", 188), ("Americas", "Dev Patel", "Mar", 240),
            ("APAC", "Mei Tanaka", "Jan", 76), ("APAC", "Mei Tanaka", "Feb", 81), ("APAC", "Arjun Rao", "Mar", 93)]
    dcells = {"A1": "Region", "B1": "Rep", "C1": "Month", "D1": "Units", "E1": "Revenue"}
    for i, (a, b, c, u) in enumerate(data, 2):
        dcells.update({f"A{i}": a, f"B{i}": b, f"C{i}": c, f"D{i}": str(u), f"E{i}": str(u * 155)})
    scells = {"A1": "Region", "B1": "Units", "C1": "Revenue"}
    for i, reg in enumerate(["EMEA", "Americas", "APAC"], 2):
        u = sum(d[3] for d in data if d[0] == reg)
        scells.update({f"A{i}": reg, f"B{i}": str(u), f"C{i}": str(u * 155)})
    tot = sum(d[3] for d in data)
    scells.update({"A5": "Total", "B5": str(tot), "C5": str(tot * 155)})
    w = [110, 150, 80, 80, 100, 80, 80, 80]

    def v(clock: str, cells: dict[str, str], tabs: list[str], active: int, modified: bool, zoom: int = 100) -> str:
        return desk(calc_rows(title, w, cells, "A1", "Region", tabs, active, "Average: ; Sum: 0", modified, zoom), clock, CALC_DOCK)
    t3 = ["Data", "Sheet2", "Sheet3"]
    t3r = ["Data", "Q1 Summary", "Sheet3"]
    t4 = t3r + ["Data_raw"]
    steps = [
        (code('CalcTools.switch_active_sheet("Sheet2")'), v("Mar 14  12:10", scells, t3, 1, False)),
        (code('CalcTools.rename_sheet("Sheet2", "Q1 Summary")'), v("Mar 14  12:10", scells, t3r, 1, True)),
        (code('CalcTools.copy_sheet("Data", "Data_raw")'), v("Mar 14  12:11", dcells, t4, 3, True)),
        (code('CalcTools.switch_active_sheet("Data")'), v("Mar 14  12:11", dcells, t4, 0, True)),
        (code("CalcTools.freeze_panes(rows=1, columns=0)"), v("Mar 14  12:12", dcells, t4, 0, True)),
        (code("CalcTools.set_zoom_level(120)"), v("Mar 14  12:12", dcells, t4, 0, True, 120)),
        (code("CalcTools.save()"), v("Mar 14  12:13", dcells, ["Data", "Sheet2", "Sheet3", "Data_raw"], 0, False, 120)),
    ]
    rs.add(task="os", tid="h36-os-17",
           system=system("In regional_sales_2024.ods, rename 'Sheet2' to 'Q1 Summary', copy the Data sheet to a new sheet 'Data_raw' at the end, freeze the header row of Data, zoom to 120% and save."),
           turns=steps, state=v("Mar 14  12:09", dcells, t3, 0, False),
           bad=True, turn=7, kind="renamed sheet tab shows its old name again after saving")


# ---------------------------------------------------------------- Xournal++

XO_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
           "Files", "Xournal++"]


def xo_rows(n: int, cur: int, modified: bool, zoom: str, tool: str, text: tuple[str, int, int] | None = None,
            over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", f"{'*' if modified else ''}lecture_07_thermo.pdf - Xournal++", "", 70, 27, 1850, 1053)]
    x = 75
    for m in ["File", "Edit", "View", "Navigation", "Journal", "Tools", "Plugin", "Help"]:
        out.append(r("menu", m, "", x, 64, len(m) * 8 + 14, 22))
        x += len(m) * 8 + 16
    for i, t in enumerate(["Save", "New", "Open", "Undo", "Redo", "Cut", "Copy", "Paste", "Search", "Go to first page",
                           "Back", "Forward", "Go to last page", "Pen", "Eraser", "Highlighter", "Text", "Image",
                           "Select Rectangle", "Select Region", "Vertical Space", "Hand", "Zoom out", "Zoom in",
                           "Zoom fit to screen", "Zoom to 100%"]):
        kind = "toggle-button" if t in ("Pen", "Eraser", "Highlighter", "Text", "Image", "Select Rectangle", "Select Region", "Vertical Space", "Hand") else "push-button"
        out.append(r(kind, t, "pressed" if t == tool else "", 78 + 34 * i, 92, 32, 30))
    out.append(r("label", "Page Preview", "", 80, 134, 200, 22))
    lo = max(1, min(cur - 2, n - 5))
    for p in range(lo, min(n, lo + 5) + 1):
        out.append(r("list-item", f"Page {p}", "selected" if p == cur else "", 90, 160 + 170 * (p - lo), 180, 160))
    scale = 1.36 if zoom == "136%" else 1.0
    px = 300 if scale > 1 else 600
    out.append(r("drawing-area", f"Page {cur}", "", px, 140, round(816 * scale), round(1056 * scale)))
    if text:
        out.append(r("text", "Text", text[0], px + round((text[1] - 600) * scale), 140 + round((text[2] - 140) * scale),
                     round(480 * scale), round(28 * scale)))
    out += [r("label", "", "Page", 1400, 1044, 40, 22), r("spin-button", "Page", str(cur), 1444, 1040, 60, 28),
            r("label", "", f"of {n}", 1510, 1044, 60, 22), r("combo-box", "Layer", "Layer 1", 1580, 1040, 140, 28),
            r("label", "Zoom", zoom, 1740, 1044, 80, 22)]
    return out + (over or [])


# 18 Xournal++, clean
def t18(rs: RowSet) -> None:
    note = ("See errata sheet for eq. 7.14", 660, 260)
    exp = [r("dialog", "Export PDF", "", 520, 200, 880, 600), r("push-button", "Cancel", "", 530, 208, 80, 34),
           r("text", "Name", "lecture_07_thermo.pdf", 760, 208, 400, 34), r("push-button", "Export", "", 1310, 208, 80, 34),
           r("push-button", "kai", "", 760, 256, 60, 30), r("push-button", "Documents", "", 824, 256, 100, 30),
           r("push-button", "Lectures", "", 928, 256, 90, 30)]
    for i, (f, z, m) in enumerate([("lecture_05_entropy.pdf", "3.8 MB", "Feb 27"), ("lecture_06_cycles.pdf", "4.1 MB", "Mar 5"),
                                   ("lecture_07_thermo.pdf", "4.6 MB", "Mar 12"), ("problem_set_4.pdf", "612.3 kB", "Mar 8")]):
        exp += [r("table-cell", "Name", f, 740, 326 + 28 * i, 360, 28), r("table-cell", "Size", z, 1100, 326 + 28 * i, 100, 28),
                r("table-cell", "Modified", m, 1200, 326 + 28 * i, 180, 28)]
    exp.append(r("check-box", "Append file extension", "checked", 760, 740, 260, 24))
    steps = [
        (code("pyautogui.click(180, 580)  # Page 3 thumbnail"), desk(xo_rows(12, 3, False, "100%", "Pen"), "Mar 14  19:02", XO_DOCK)),
        (code("pyautogui.click(350, 75)  # Journal\npyautogui.click(470, 130)  # New Page After"),
         desk(xo_rows(13, 4, True, "100%", "Pen"), "Mar 14  19:03", XO_DOCK)),
        (code("pyautogui.click(638, 107)  # Text\npyautogui.click(700, 274)\npyautogui.write('See errata sheet for eq. 7.14')"),
         desk(xo_rows(13, 4, True, "100%", "Text", note), "Mar 14  19:03", XO_DOCK)),
        (code("pyautogui.click(910, 107)  # Zoom fit to screen"), desk(xo_rows(13, 4, True, "136%", "Text", note), "Mar 14  19:04", XO_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'e')  # Export as PDF"), desk(xo_rows(13, 4, True, "136%", "Text", note, exp), "Mar 14  19:04", XO_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('lecture_07_thermo_annotated.pdf')\npyautogui.press('enter')\ntime.sleep(3)"),
         desk(xo_rows(13, 4, True, "136%", "Text", note), "Mar 14  19:05", XO_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-18",
           system=system("In Xournal++, insert a blank page after page 3 of lecture_07_thermo.pdf, write 'See errata sheet for eq. 7.14' on it, and export the annotated document as lecture_07_thermo_annotated.pdf in the same folder."),
           turns=steps, state=desk(xo_rows(12, 1, False, "100%", "Pen"), "Mar 14  19:01", XO_DOCK))


# ---------------------------------------------------------------- Evince

EV_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
           "Files", "Document Viewer"]
EV_TEXT = {
    "i": ["Dell XPS 13 9340", "Owner's Manual", "Regulatory Model: P188G", "Regulatory Type: P188G001", "February 2024", "Rev. A00"],
    "14": ["Power and thermal settings",
           "Your computer adjusts fan speed and processor power limits based on the selected thermal mode and the surface temperature of the palm rest.",
           "To change the thermal mode, open My Dell, select Power, and choose one of the available modes. The setting is stored in the BIOS and applies in every operating system.",
           "NOTE: Blocking the air intakes on the bottom of the computer may cause the thermal protection to reduce performance.",
           "Thermal mode is also available in the BIOS setup under Performance > Thermal Management."],
    "15": ["Thermal management modes",
           "Optimized: balances fan noise, temperature and performance. This is the default thermal mode.",
           "Cool: lowers the processor speed and fan noise to keep the palm rest cooler.",
           "Quiet: limits fan speed, which may reduce performance during sustained workloads.",
           "Ultra Performance: raises processor power limits and fan speed for sustained workloads; the computer surface may feel warm.",
           "The thermal mode you select remains active after restarting the computer."],
    "16": ["Battery charging settings",
           "Adaptive: optimizes battery settings based on your typical usage pattern.",
           "Standard: charges the battery to full capacity at a moderate rate.",
           "ExpressCharge: charges the battery quickly using Dell's fast-charging technology.",
           "Primarily AC use: extends battery life for users who mostly run the computer from an external power source.",
           "Custom: lets you choose when the battery starts and stops charging."],
}
EV_HITS = [("14", "…adjusts fan speed and processor power limits based on the selected thermal mode…"),
           ("14", "To change the thermal mode, open My Dell, select Power…"),
           ("14", "…may cause the thermal protection to reduce performance."),
           ("14", "Thermal mode is also available in the BIOS setup…"),
           ("15", "Thermal management modes"),
           ("15", "This is the default thermal mode."),
           ("15", "The thermal mode you select remains active after restarting…"),
           ("22", "…the thermal pad between the heat sink and the processor…"),
           ("61", "Removing the thermal module"),
           ("62", "…loosen the captive screws that secure the thermal module…"),
           ("63", "Installing the thermal module"),
           ("88", "Thermal Management: Optimized, Cool, Quiet, Ultra Performance"),
           ("112", "…Dell SupportAssist thermal sensor test…"),
           ("140", "Thermal sensor error — the system will shut down"),
           ("176", "…reapply thermal grease only with the approved compound…")]


def ev_rows(label: str, zoom: str, side: str, items: list[Row], over: list[Row] | None = None) -> list[Row]:
    phys = 1 if label == "i" else int(label) + 6
    out = [r("frame", "Dell XPS 13 9340 Owner's Manual", "", 70, 27, 1850, 1053),
           r("toggle-button", "Side pane", "pressed", 80, 35, 40, 36), r("entry", "Page", label, 130, 37, 60, 32),
           r("label", "", f"({phys} of 186)", 196, 42, 100, 22),
           r("combo-box", "Zoom", zoom, 1640, 37, 130, 32),
           r("toggle-button", "Search", "pressed" if side == "find" else "", 1780, 35, 40, 36),
           r("push-button", "Main Menu", "", 1830, 35, 40, 36)]
    out += items
    lines = EV_TEXT[label]
    k = 1.5 if zoom == "150%" else 1.0
    out.append(r("document-frame", "", "", 420, 80, 1490, 990))
    y = 140
    for ln in lines:
        h = round((24 if len(ln) < 60 else 48) * k)
        if y + h > 1060:
            break
        out.append(r("paragraph", "", ln, round(520 * (2 - k)), y, round(1100 * k) if k < 1.5 else 1300, h))
        y += h + round(16 * k)
    return out + (over or [])


def ev_thumbs(cur: str) -> list[Row]:
    labels = ["i", "ii", "iii", "iv"] if cur == "i" else [str(int(cur) + d) for d in (-1, 0, 1, 2)]
    return [r("page-tab", "Thumbnails", "selected", 80, 82, 160, 30), r("page-tab", "Outline", "", 244, 82, 160, 30)] + [
        r("list-item", f"Page {lab}", "selected" if lab == cur else "", 120, 130 + 230 * i, 260, 220) for i, lab in enumerate(labels)]


def ev_find(q: str, hits: int, active: int, done: bool) -> list[Row]:
    out = [r("entry", "Find", q, 700, 37, 300, 32), r("push-button", "Find Previous", "", 1004, 37, 34, 32),
           r("push-button", "Find Next", "", 1040, 37, 34, 32),
           r("label", "", (f"{hits} results" if done else "Searching…"), 80, 84, 330, 22)]
    for i, (lab, snip) in enumerate(EV_HITS[:hits]):
        out.append(r("list-item", snip, ("selected " if i == active else "") + f"Page {lab}", 80, 112 + 48 * i, 330, 46))
    return out


# 19 Evince, clean
def t19(rs: RowSet) -> None:
    bmk = [r("page-tab", "Thumbnails", "", 80, 82, 120, 30), r("page-tab", "Outline", "", 204, 82, 100, 30),
           r("page-tab", "Bookmarks", "selected", 308, 82, 110, 30), r("list-item", "15", "", 90, 130, 300, 30),
           r("push-button", "Add", "", 90, 1010, 60, 30), r("push-button", "Remove", "", 160, 1010, 80, 30)]
    props = [r("dialog", "Properties", "", 660, 200, 600, 680), r("page-tab", "General", "selected", 680, 250, 120, 30),
             r("page-tab", "Fonts", "", 804, 250, 120, 30)]
    for i, (k, val) in enumerate([("Title:", "Dell XPS 13 9340 Owner's Manual"),
                                  ("Location:", "/home/kai/Documents/manuals/xps-13-9340-owners-manual.pdf"),
                                  ("Subject:", "Owner's Manual"), ("Author:", "Dell Inc."), ("Keywords:", ""),
                                  ("Producer:", "Antenna House PDF Output Library 7.2.1732"), ("Creator:", "AH Formatter V7.2 MR4"),
                                  ("Created:", "Tue 06 Feb 2024 10:14:22 AM CET"), ("Modified:", "Tue 06 Feb 2024 10:14:39 AM CET"),
                                  ("Format:", "PDF-1.6"), ("Number of Pages:", "186"), ("Optimized:", "No"),
                                  ("Paper Size:", "US Letter, Portrait (8.5 × 11 inch)"), ("Size:", "7.4 MB"), ("Security:", "No")]):
        props.append(r("label", k, val, 700, 300 + 36 * i, 540, 30))
    props.append(r("push-button", "Close", "", 1220, 208, 32, 32))
    steps = [
        (code("pyautogui.hotkey('ctrl', 'f')"), desk(ev_rows("i", "Automatic", "find", ev_thumbs("i") + ev_find("", 0, -1, True)[:3]), "Mar 14  20:15", EV_DOCK)),
        (code("pyautogui.write('thermal')"), desk(ev_rows("14", "Automatic", "find", ev_find("thermal", 7, 0, False)), "Mar 14  20:15", EV_DOCK)),
        (code("time.sleep(2)"), desk(ev_rows("14", "Automatic", "find", ev_find("thermal", 15, 0, True)), "Mar 14  20:15", EV_DOCK)),
        (code("pyautogui.press('enter')"), desk(ev_rows("14", "Automatic", "find", ev_find("thermal", 15, 1, True)), "Mar 14  20:16", EV_DOCK)),
        (code("pyautogui.click(390, 352)  # 'This is the default thermal mode.'"),
         desk(ev_rows("15", "Automatic", "find", ev_find("thermal", 15, 5, True)), "Mar 14  20:16", EV_DOCK)),
        (code("pyautogui.press('escape')"), desk(ev_rows("15", "Automatic", "thumbs", ev_thumbs("15")), "Mar 14  20:16", EV_DOCK)),
        (code("pyautogui.click(1705, 53)  # Zoom\npyautogui.click(1705, 290)  # 150%"),
         desk(ev_rows("15", "150%", "thumbs", ev_thumbs("15")), "Mar 14  20:17", EV_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'd')  # Add bookmark\npyautogui.click(363, 97)  # Bookmarks"),
         desk(ev_rows("15", "150%", "bookmarks", bmk), "Mar 14  20:17", EV_DOCK)),
        (code("for _ in range(3):\n    pyautogui.press('pagedown')"), desk(ev_rows("16", "150%", "bookmarks", bmk), "Mar 14  20:18", EV_DOCK)),
        (code("pyautogui.hotkey('alt', 'enter')  # Properties"), desk(ev_rows("16", "150%", "bookmarks", bmk, props), "Mar 14  20:18", EV_DOCK)),
        (code("pyautogui.press('escape')"), desk(ev_rows("16", "150%", "bookmarks", bmk), "Mar 14  20:19", EV_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-19",
           system=system("In the XPS 13 owner's manual open in Document Viewer, find the section on thermal modes, bookmark the page that lists them, read on to the next page at 150% zoom, and check the document's properties."),
           turns=steps, state=desk(ev_rows("i", "Automatic", "thumbs", ev_thumbs("i")), "Mar 14  20:14", EV_DOCK))


# ---------------------------------------------------------------- Bottles

BT_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
           "Files", "Bottles"]


def bt_frame(title: str, back: bool) -> list[Row]:
    out = [r("frame", "Bottles", "", 360, 120, 1200, 840)]
    if back:
        out.append(r("push-button", "Go Back", "", 370, 128, 40, 36))
    return out + [r("label", "", title, 900, 136, 200, 22), r("push-button", "Main Menu", "", 1510, 128, 40, 36)]


def bt_details() -> list[Row]:
    out = bt_frame("Utilities", True) + [
        r("heading", "Utilities", "", 420, 190, 400, 34), r("label", "", "Application · soda-7.0-9", 420, 228, 400, 20),
        r("push-button", "Run Executable…", "", 1330, 190, 180, 36), r("label", "Programs", "", 420, 280, 200, 22)]
    for i, p in enumerate(["Notepad++", "WinSCP", "7-Zip File Manager"]):
        y = 310 + 50 * i
        out += [r("list-item", p, "", 420, y, 1080, 48), r("push-button", "Launch", "", 1400, y + 8, 40, 32),
                r("push-button", "Menu", "", 1446, y + 8, 40, 32)]
    out.append(r("label", "Options", "", 420, 480, 200, 22))
    for i, (o, d) in enumerate([("Settings", "Configure bottle settings."), ("Dependencies", "Install dependencies for programs."),
                                ("Snapshots", "Create and manage bottle states."), ("Task Manager", "Manage running programs.")]):
        out.append(r("list-item", o, d, 420, 510 + 50 * i, 1080, 48))
    out.append(r("label", "Tools", "", 420, 720, 200, 22))
    for i, t in enumerate(["Command Line", "Registry Editor", "Legacy Wine Tools", "Browse Files"]):
        out.append(r("list-item", t, "", 420, 750 + 46 * i, 1080, 44))
    return out


def bt_tasks(procs: list[tuple[str, str, int, str]], sel: str = "") -> list[Row]:
    out = bt_frame("Task Manager", True) + [r("push-button", "Refresh", "", 1420, 128, 40, 36),
                                            r("push-button", "Stop process", "" if sel else "disabled", 1466, 128, 40, 36)]
    out += [r("table-column-header", h, "", x, 190, w, 28) for h, x, w in
            (("PID", 400, 200), ("Name", 600, 500), ("Threads", 1100, 150), ("Parent", 1250, 260))]
    for i, (pid, name, th, par) in enumerate(procs):
        y = 218 + 32 * i
        sfx = " (selected)" if name == sel else ""
        out += [r("table-cell", "PID", pid, 400, y, 200, 32), r("table-cell", "Name", name + sfx, 600, y, 500, 32),
                r("table-cell", "Threads", str(th), 1100, y, 150, 32), r("table-cell", "Parent", par, 1250, y, 260, 32)]
    return out


def bt_settings(winver: str) -> list[Row]:
    out = bt_frame("Settings", True)
    rows = [("Components", None), ("Runner", "soda-7.0-9"), ("DXVK", "dxvk-2.3"), ("VKD3D", "vkd3d-proton-2.11"),
            ("DXVK-NVAPI", "dxvk-nvapi-v0.6.4"), ("LatencyFleX", "latencyflex-v0.1.1"),
            ("Display", None), ("Deep Learning Super Sampling", "off"), ("FidelityFX Super Resolution", "off"),
            ("Discrete Graphics", "off"), ("Performance", None), ("Synchronization", "Fsync"), ("Monitor Performance", "off"),
            ("Feral GameMode", "off"), ("Compatibility", None), ("Windows Version", winver), ("Language", "System"),
            ("Dedicated Sandbox", "off"), ("Bottles Runtime", "off")]
    y = 190
    for k, v in rows:
        if v is None:
            out.append(r("label", k, "", 420, y + 8, 300, 22))
            y += 36
        elif v == "off":
            out += [r("label", k, "", 440, y + 10, 500, 22), r("toggle-button", k, "", 1430, y + 8, 50, 28)]
            y += 40
        else:
            out += [r("label", k, "", 440, y + 10, 500, 22), r("combo-box", k, v, 1280, y + 4, 200, 34)]
            y += 40
    return out


# 20 Bottles, bad
def t20(rs: RowSet) -> None:
    npp = [r("frame", "new 1 - Notepad++", "", 700, 220, 900, 620)]
    npp_mod = [r("frame", "*new 1 - Notepad++", "", 700, 220, 900, 620)]
    base = [("00000020", "services.exe", 7, "00000000"), ("0000002c", "winedevice.exe", 4, "00000020"),
            ("00000038", "plugplay.exe", 3, "00000020"), ("00000048", "winedevice.exe", 5, "00000020"),
            ("00000064", "explorer.exe", 4, "00000000"), ("00000074", "svchost.exe", 3, "00000020"),
            ("00000080", "rpcss.exe", 5, "00000074"), ("00000128", "notepad++.exe", 4, "00000000"),
            ("00000134", "gup.exe", 2, "00000128")]
    ref = [(p, n, t + (1 if n in ("notepad++.exe", "explorer.exe") else 0), par) for p, n, t, par in base]
    nogup = [x for x in ref if x[1] != "gup.exe"]
    later = [(p, n, t + (2 if n == "notepad++.exe" else 0), par) for p, n, t, par in nogup]
    later2 = [(("00000148" if n == "notepad++.exe" else p), n, t + (1 if n == "services.exe" else 0), par) for p, n, t, par in later]
    bottles = bt_frame("Bottles", False) + [
        r("push-button", "Create New Bottle", "", 370, 128, 40, 36), r("toggle-button", "Search", "", 416, 128, 40, 36)] + [
        r("list-item", n, d, 420, 200 + 80 * i, 1080, 76) for i, (n, d) in enumerate(
            [("Gaming", "Gaming · caffe-7.20"), ("Office2016", "Custom · soda-7.0-9"), ("Utilities", "Application · soda-7.0-9")])]
    toast = [r("notification", "", "Launching “Notepad++”…", 760, 880, 400, 40)]
    upd = [r("notification", "", "Updating Windows version, please wait…", 760, 880, 400, 40)]
    steps = [
        (code("pyautogui.click(960, 398)  # Utilities"), desk(bt_details(), "Mar 14  21:02", BT_DOCK)),
        (code("pyautogui.click(1420, 334)  # Launch Notepad++\ntime.sleep(4)"), desk(bt_details() + toast + npp, "Mar 14  21:02", BT_DOCK)),
        (code("pyautogui.click(560, 600)  # focus Bottles\npyautogui.click(960, 684)  # Task Manager"),
         desk(npp + bt_tasks(base), "Mar 14  21:03", BT_DOCK)),
        (code("time.sleep(3)\npyautogui.click(1440, 146)  # Refresh"), desk(npp + bt_tasks(ref), "Mar 14  21:03", BT_DOCK)),
        (code("pyautogui.click(850, 490)  # gup.exe\npyautogui.click(1486, 146)  # Stop process\ntime.sleep(1)"),
         desk(npp + bt_tasks(nogup), "Mar 14  21:04", BT_DOCK)),
        (code("pyautogui.click(390, 146)  # Go Back"), desk(npp + bt_details(), "Mar 14  21:04", BT_DOCK)),
        (code("pyautogui.click(1150, 500)  # Notepad++ window\npyautogui.write('TODO: rotate SFTP keys for the backup host\\n')"),
         desk(bt_details() + npp_mod, "Mar 14  21:05", BT_DOCK)),
        (code("pyautogui.click(560, 600)  # focus Bottles\npyautogui.click(960, 684)  # Task Manager"),
         desk(npp_mod + bt_tasks(later), "Mar 14  21:05", BT_DOCK)),
        (code("time.sleep(3)\npyautogui.click(1440, 146)  # Refresh"), desk(npp_mod + bt_tasks(later2), "Mar 14  21:06", BT_DOCK)),
        (code("pyautogui.click(390, 146)  # Go Back"), desk(npp_mod + bt_details(), "Mar 14  21:06", BT_DOCK)),
        (code("pyautogui.click(960, 534)  # Settings"), desk(npp_mod + bt_settings("Windows 7"), "Mar 14  21:07", BT_DOCK)),
        (code("pyautogui.click(1380, 808)  # Windows Version\npyautogui.click(1380, 700)  # Windows 10"),
         desk(npp_mod + bt_settings("Windows 10") + upd, "Mar 14  21:07", BT_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-20",
           system=system("In Bottles, open the 'Utilities' bottle, launch Notepad++ and jot down a note, use the Task Manager to stop Notepad++'s updater (gup.exe), then set the bottle's Windows version to Windows 10."),
           turns=steps, state=desk(bottles, "Mar 14  21:01", BT_DOCK),
           bad=True, turn=9, kind="PID of the still-running notepad++.exe changes on a task-manager refresh")


# 21 LibreOffice Writer, clean
def t21(rs: RowSet) -> None:
    T = "service_agreement_v3.odt"
    p1 = [("Title", "MASTER SERVICES AGREEMENT"),
          ("Text Body", "This Master Services Agreement (the “Agreement”) is entered into as of March 1, 2024 (the “Effective Date”) by and between Halvorsen Logistics GmbH, Am Sandtorkai 41, 20457 Hamburg (the “Client”), and Brightline Data Services Ltd., 14 Hanover Quay, Dublin 2 (the “Contractor”)."),
          ("Heading 1", "1. Services"),
          ("Text Body", "1.1 The Contractor shall provide the data-engineering and reporting services described in each Statement of Work (“SOW”) executed under this Agreement (the “Services”)."),
          ("Text Body", "1.2 The Contractor shall perform the Services with due care and in accordance with generally recognised industry standards. The Client shall give the Contractor timely access to the systems and information reasonably required."),
          ("Heading 1", "2. Fees and Payment"),
          ("Text Body", "2.1 The Client shall pay the fees set out in the applicable SOW within thirty (30) days of receipt of a correct invoice from the Contractor."),
          ("Text Body", "2.2 Fees are exclusive of VAT, which shall be charged at the applicable rate. Late payments bear interest at the statutory rate under the German Civil Code (BGB).")]
    p5 = [("Heading 1", "11. Governing Law and Jurisdiction"),
          ("Text Body", "11.1 This Agreement and any dispute arising from it shall be governed by the laws of Ireland. The courts of Dublin shall have exclusive jurisdiction."),
          ("Text Body", "IN WITNESS WHEREOF, the parties have executed this Agreement by their duly authorised representatives."),
          ("Text Body", "For the Client: ______________________________   Date: ______________"),
          ("Text Body", "For the Contractor: ______________________________   Date: ______________")]
    rep = [(s, t.replace("Contractor", "Vendor")) for s, t in p1]
    rep5 = [(s, t.replace("Contractor", "Vendor")) for s, t in p5]
    sentence = "Signed in two counterparts on 14 March 2024."
    w0, c0 = 2316, 15482
    c1 = c0 - 14 * (len("Contractor") - len("Vendor"))
    w2, c2 = w0 + len(sentence.split()), c1 + len(sentence)
    st0 = f"{w0:,} words, {c0:,} characters"
    st1 = f"{w0:,} words, {c1:,} characters"
    st2 = f"{w2:,} words, {c2:,} characters"
    sel = f"Selected: 14 words, {14 * len('Vendor')} characters"

    def fr(find: str, repl: str, case: bool, msg: str = "") -> list[Row]:
        out = [r("dialog", "Find and Replace", "", 640, 260, 640, 520),
               r("label", "Find:", "", 660, 300, 100, 20), r("combo-box", "Find", find, 660, 324, 600, 32),
               r("check-box", "Match case", "checked" if case else "", 660, 364, 180, 24),
               r("check-box", "Whole words only", "", 860, 364, 200, 24),
               r("push-button", "Find All", "", 660, 400, 120, 32), r("push-button", "Find Previous", "", 790, 400, 130, 32),
               r("push-button", "Find Next", "", 930, 400, 120, 32),
               r("label", "Replace:", "", 660, 450, 100, 20), r("combo-box", "Replace", repl, 660, 474, 600, 32),
               r("push-button", "Replace", "", 660, 516, 120, 32), r("push-button", "Replace All", "", 790, 516, 130, 32),
               r("toggle-button", "Other options", "", 660, 566, 200, 24),
               r("push-button", "Help", "", 660, 730, 80, 34), r("push-button", "Close", "", 1180, 730, 80, 34)]
        if msg:
            out.append(r("label", "", msg, 660, 690, 400, 20))
        return out
    pdf = [r("dialog", "PDF Options", "", 560, 180, 800, 720)] + [
        r("page-tab", t, "selected" if t == "General" else "", 580 + 120 * i, 220, 116, 30) for i, t in
        enumerate(["General", "Initial View", "User Interface", "Links", "Security", "Digital Signatures"])] + [
        r("label", "Range", "", 590, 270, 200, 22), r("radio-button", "All", "checked", 600, 300, 200, 24),
        r("radio-button", "Pages:", "", 600, 330, 100, 24), r("radio-button", "Selection", "", 600, 360, 200, 24),
        r("label", "Images", "", 590, 410, 200, 22), r("radio-button", "Lossless compression", "", 600, 440, 250, 24),
        r("radio-button", "JPEG compression", "checked", 600, 470, 250, 24), r("spin-button", "Quality:", "90%", 680, 500, 100, 28),
        r("check-box", "Reduce image resolution", "checked", 600, 536, 220, 24), r("combo-box", "Reduce image resolution", "300 DPI", 830, 532, 120, 28),
        r("label", "General", "", 980, 270, 200, 22), r("check-box", "Hybrid PDF (embed ODF file)", "", 990, 300, 300, 24),
        r("check-box", "Archival (PDF/A, ISO 19005)", "", 990, 330, 300, 24), r("check-box", "Universal Accessibility (PDF/UA)", "", 990, 360, 300, 24),
        r("check-box", "PDF Form", "", 990, 390, 300, 24), r("check-box", "Export outlines", "checked", 990, 420, 300, 24),
        r("check-box", "Export comments", "", 990, 450, 300, 24), r("check-box", "Use reference XObjects", "", 990, 480, 300, 24),
        r("push-button", "Help", "", 580, 850, 80, 34), r("push-button", "Export", "", 1150, 850, 90, 34),
        r("push-button", "Cancel", "", 1250, 850, 90, 34)]
    page5_new = rep5 + [("Text Body", sentence)]
    steps = [
        (code("pyautogui.hotkey('ctrl', 'h')"), desk(writer_rows(T, p1, "Title", "Single", st0, "Page 1 of 5", False, over=fr("", "", False)), "Mar 14  13:30", WRITER_DOCK)),
        (code("pyautogui.write('Contractor')\npyautogui.click(960, 490)\npyautogui.write('Vendor')\npyautogui.click(670, 376)  # Match case"),
         desk(writer_rows(T, p1, "Title", "Single", st0, "Page 1 of 5", False, over=fr("Contractor", "Vendor", True)), "Mar 14  13:31", WRITER_DOCK)),
        (code("pyautogui.click(855, 532)  # Replace All"),
         desk(writer_rows(T, rep, "Text Body", "Single", sel, "Page 1 of 5", True, over=fr("Contractor", "Vendor", True, "Search key replaced 14 times.")), "Mar 14  13:31", WRITER_DOCK)),
        (code("pyautogui.click(1220, 747)  # Close"), desk(writer_rows(T, rep, "Text Body", "Single", sel, "Page 1 of 5", True), "Mar 14  13:31", WRITER_DOCK)),
        (code("pyautogui.hotkey('ctrl', 'home')"), desk(writer_rows(T, rep, "Title", "Single", st1, "Page 1 of 5", True), "Mar 14  13:32", WRITER_DOCK)),
        (code(f"pyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\npyautogui.write('{sentence}')"),
         desk(writer_rows(T, page5_new, "Text Body", "Single", st2, "Page 5 of 5", True), "Mar 14  13:33", WRITER_DOCK)),
        (code("pyautogui.hotkey('ctrl', 's')"), desk(writer_rows(T, page5_new, "Text Body", "Single", st2, "Page 5 of 5", False), "Mar 14  13:33", WRITER_DOCK)),
        (code("pyautogui.click(98, 75)  # File\npyautogui.click(160, 398)  # Export As\npyautogui.click(360, 398)  # Export as PDF…"),
         desk(writer_rows(T, page5_new, "Text Body", "Single", st2, "Page 5 of 5", False, over=pdf), "Mar 14  13:34", WRITER_DOCK)),
        (code("pyautogui.click(1195, 867)  # Export\ntime.sleep(1)\npyautogui.press('enter')  # keep service_agreement_v3.pdf\ntime.sleep(2)"),
         desk(writer_rows(T, page5_new, "Text Body", "Single", st2, "Page 5 of 5", False), "Mar 14  13:34", WRITER_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-21",
           system=system("In service_agreement_v3.odt, replace every 'Contractor' with 'Vendor' (match case), add the closing line 'Signed in two counterparts on 14 March 2024.' at the end, save, and export a PDF next to it."),
           turns=steps, state=desk(writer_rows(T, p1, "Title", "Single", st0, "Page 1 of 5", False), "Mar 14  13:29", WRITER_DOCK))


# ---------------------------------------------------------------- Lutris

LU_DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help",
           "Files", "Lutris"]
LU_GAMES = [("Battle.net", "2017", "Wine", "Windows", "2024-02-27", "41 hours"),
            ("Celeste", "2018", "Linux", "Linux", "2024-03-09", "12 hours"),
            ("Hollow Knight", "2017", "Steam", "Linux", "2024-01-20", "63 hours"),
            ("League of Legends", "2009", "Wine", "Windows", "2023-12-30", "210 hours"),
            ("osu!", "2007", "Wine", "Windows", "2024-03-11", "95 hours"),
            ("Path of Exile", "2013", "Wine", "Windows", "2024-02-04", "18 hours"),
            ("Slay the Spire", "2019", "Linux", "Linux", "2024-03-02", "27 hours")]


def lu_rows(sel: bool, state: str = "", last: str = "2024-02-27", over: list[Row] | None = None) -> list[Row]:
    out = [r("frame", "Lutris", "", 200, 100, 1520, 880), r("push-button", "Add Game", "", 210, 108, 40, 36),
           r("entry", "Search games", "", 760, 110, 400, 32), r("toggle-button", "List view", "pressed", 1560, 108, 40, 36),
           r("push-button", "Main Menu", "", 1660, 108, 40, 36)]
    side = [("Library", None), ("Games", "selected"), ("Recent", ""), ("Favorites", ""), ("Runners", None), ("Linux", ""),
            ("Steam", ""), ("Wine", ""), ("Platforms", None), ("Linux", ""), ("Windows", "")]
    y = 160
    for n, s in side:
        out.append(r("label" if s is None else "list-item", n, s or "", 210, y, 220, 30))
        y += 32
    out += [r("table-column-header", h, "", x, 160, w, 28) for h, x, w in
            (("Name", 440, 360), ("Year", 800, 100), ("Runner", 900, 160), ("Platform", 1060, 180), ("Last Played", 1240, 220), ("Play Time", 1460, 240))]
    for i, (n, yr, run, plat, lp, pt) in enumerate(LU_GAMES):
        yy = 188 + 34 * i
        if n == "Battle.net":
            lp = last
        vals = [("Name", n + (" (selected)" if sel and n == "Battle.net" else ""), 440, 360), ("Year", yr, 800, 100),
                ("Runner", run, 900, 160), ("Platform", plat, 1060, 180), ("Last Played", lp, 1240, 220), ("Play Time", pt, 1460, 240)]
        out += [r("table-cell", h, v, x, yy, w, 34) for h, v, x, w in vals]
    if sel:
        btn = "Stop" if state == "running" else "Play"
        out += [r("push-button", btn, "disabled" if state == "launching" else "", 220, 900, 110, 40),
                r("label", "", "Battle.net", 350, 896, 300, 24),
                r("label", "", "Preparing to launch Battle.net…" if state == "launching" else
                  ("Running" if state == "running" else "Time played: 41 hours"), 350, 922, 400, 20),
                r("label", "", "Last played: Today" if state == "running" else "Last played: February 27, 2024", 780, 910, 300, 20),
                r("label", "", "Platform: Windows", 1100, 910, 200, 20), r("push-button", "Configure", "", 1560, 900, 40, 40),
                r("push-button", "Browse files", "", 1610, 900, 40, 40)]
    return out + (over or [])


def lu_conf(tab: str, body: list[Row]) -> list[Row]:
    out = [r("dialog", "Configure Battle.net", "", 460, 160, 1000, 760), r("push-button", "Cancel", "", 470, 168, 80, 34),
           r("push-button", "Save", "", 1370, 168, 80, 34)]
    for i, t in enumerate(["Game info", "Game options", "Runner options", "System options"]):
        out.append(r("page-tab", t, "selected" if t == tab else "", 480 + 230 * i, 220, 220, 34))
    return out + body + [r("check-box", "Show advanced options", "", 480, 880, 240, 24)]


# 22 Lutris, bad
def t22(rs: RowSet) -> None:
    exe = "/home/kai/Games/battlenet/drive_c/Program Files (x86)/Battle.net/Battle.net Launcher.exe"

    def gopts(args: str, prefix: str) -> list[Row]:
        return [r("label", "Executable", "", 500, 290, 200, 22), r("text", "Executable", exe, 720, 284, 640, 32),
                r("push-button", "Browse…", "", 1370, 284, 60, 32),
                r("label", "Arguments", "", 500, 340, 200, 22), r("text", "Arguments", args, 720, 334, 710, 32),
                r("label", "Working directory", "", 500, 390, 200, 22), r("text", "Working directory", "", 720, 384, 640, 32),
                r("label", "Wine prefix", "", 500, 440, 200, 22), r("text", "Wine prefix", prefix, 720, 434, 640, 32),
                r("push-button", "Browse…", "", 1370, 434, 60, 32),
                r("label", "Prefix architecture", "", 500, 490, 200, 22), r("combo-box", "Prefix architecture", "64-bit", 720, 484, 200, 32)]

    def ropts(ver: str) -> list[Row]:
        out = [r("label", "Wine version", "", 500, 290, 200, 22), r("combo-box", "Wine version", ver, 720, 284, 400, 32)]
        for i, (k, v) in enumerate([("Enable DXVK", True), ("Enable VKD3D", True), ("Enable DXVK-NVAPI / DLSS", False),
                                    ("Enable Esync", True), ("Enable Fsync", True),
                                    ("Enable AMD FidelityFX Super Resolution (FSR)", True), ("Windowed (virtual desktop)", False)]):
            out += [r("label", k, "", 500, 340 + 44 * i, 500, 22), r("toggle-button", k, "pressed" if v else "", 1380, 336 + 44 * i, 50, 28)]
        out += [r("label", "DXVK version", "", 500, 660, 200, 22), r("combo-box", "DXVK version", "v2.3", 720, 654, 200, 32),
                r("label", "VKD3D version", "", 500, 704, 200, 22), r("combo-box", "VKD3D version", "v2.11", 720, 698, 200, 32)]
        return out

    def sopts(gm: bool) -> list[Row]:
        out = []
        for i, (k, v) in enumerate([("Enable Feral GameMode", gm), ("Enable NVIDIA Prime Render Offload", False),
                                    ("Restrict number of cores used", False), ("Enable MangoHud", False),
                                    ("Disable screen saver", True), ("Restore resolution on game exit", True),
                                    ("Switch to US keyboard layout", False)]):
            out += [r("label", k, "", 500, 290 + 44 * i, 500, 22), r("toggle-button", k, "pressed" if v else "", 1380, 286 + 44 * i, 50, 28)]
        return out
    ctx = [r("menu", "", "", 520, 200, 280, 520)] + [r("menu-item", m, "", 530, 206 + 34 * i, 260, 32) for i, m in enumerate(
        ["Play", "Configure", "Browse files", "Show logs", "Wine configuration", "Wine registry", "Winetricks",
         "Open Wine console", "Kill all Wine processes", "Create desktop shortcut", "Create application menu shortcut",
         "Add to favorites", "Hide game from library", "Remove"])]
    pfx = "/home/kai/Games/battlenet"
    args = '--exec="launch Pro"'
    ge = "wine-ge-8-26-x86_64 (default)"
    pge = "lutris-GE-Proton8-26-x86_64"
    bn = [r("frame", "Battle.net", "", 480, 160, 1120, 720)]
    steps = [
        (code("pyautogui.rightClick(620, 205)  # Battle.net"), desk(lu_rows(True, over=ctx), "Mar 14  22:10", LU_DOCK)),
        (code("pyautogui.click(660, 256)  # Configure\ntime.sleep(1)\npyautogui.click(800, 237)  # Game options"),
         desk(lu_rows(True, over=lu_conf("Game options", gopts("", pfx))), "Mar 14  22:10", LU_DOCK)),
        (code(f"pyautogui.click(1075, 350)  # Arguments\npyautogui.write('{args}')"),
         desk(lu_rows(True, over=lu_conf("Game options", gopts(args, "/home/kai/Games/battle-net"))), "Mar 14  22:11", LU_DOCK)),
        (code("pyautogui.click(1030, 237)  # Runner options"), desk(lu_rows(True, over=lu_conf("Runner options", ropts(ge))), "Mar 14  22:11", LU_DOCK)),
        (code("pyautogui.click(920, 300)  # Wine version\npyautogui.click(920, 362)  # lutris-GE-Proton8-26-x86_64"),
         desk(lu_rows(True, over=lu_conf("Runner options", ropts(pge))), "Mar 14  22:12", LU_DOCK)),
        (code("pyautogui.click(1260, 237)  # System options"), desk(lu_rows(True, over=lu_conf("System options", sopts(False))), "Mar 14  22:12", LU_DOCK)),
        (code("pyautogui.click(1405, 300)  # Enable Feral GameMode"), desk(lu_rows(True, over=lu_conf("System options", sopts(True))), "Mar 14  22:13", LU_DOCK)),
        (code("pyautogui.click(1410, 185)  # Save"), desk(lu_rows(True), "Mar 14  22:13", LU_DOCK)),
        (code("pyautogui.click(275, 920)  # Play"), desk(lu_rows(True, "launching"), "Mar 14  22:14", LU_DOCK)),
        (code("time.sleep(10)"), desk(lu_rows(True, "running", "2024-03-14", bn), "Mar 14  22:14", LU_DOCK)),
    ]
    rs.add(task="os", tid="h36-os-22",
           system=system("In Lutris, configure Battle.net: add the argument --exec=\"launch Pro\", switch the Wine version to lutris-GE-Proton8-26, enable Feral GameMode, save, and launch the game."),
           turns=steps, state=desk(lu_rows(False), "Mar 14  22:09", LU_DOCK),
           bad=True, turn=3, kind="Wine prefix path in the game options changes spelling while only the Arguments field was edited")


TRAJ = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in TRAJ:
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
