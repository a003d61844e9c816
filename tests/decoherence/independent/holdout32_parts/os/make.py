# ruff: noqa: E501
"""Held-out set holdout32, domain os: 22 Ubuntu GNOME desktop trajectories (11 with one contradiction).

Each trajectory is a Python-driven desktop session (pyautogui and the app helper classes); every
observation is the full accessibility table of the desktop after the action. Written blind, for
measurement only.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

SYS = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given the previous interactions of the trajectory, the task instruction, the current state (the visible desktop accessibility tree) and the action (a free-form Python code block using pyautogui, the app helper classes such as CalcTools, WriterTools, ImpressTools, VLCTools, BrowserTools, or plain subprocess/os calls), predict the exact next desktop state after the action completes.

## State Modeling Rules

- Preserve the original state format exactly: one row per node with tag, name, text, class, description, position (top-left x&y) and size (w&h)
- Keep node ordering, labels and coordinates consistent unless the action changes them
- Track open windows, files, UI selections and application state across turns
- If the action has no visible desktop effect, return the unchanged state

## Output Requirements

First think step by step, then give the full predicted desktop state strictly inside <predicted_observation></predicted_observation>, with no extra commentary inside the tags.

## Task Instruction

"""

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]


def desk(*extra: str) -> list[Row]:
    """Top bar and dock; extra names are running apps that are not pinned."""
    rows: list[Row] = [("label", "Home", "", (1833, 1037), (40, 17)),
                       ("toggle-button", "Activities", "", (0, 0), (100, 27)),
                       ("menu", "System", "", (1814, 0), (106, 27))]
    y = 33
    for name in DOCK + list(extra):
        rows.append(("push-button", name, "", (0, y), (70, 64)))
        y += 67
    rows.append(("toggle-button", "Show Applications", "", (0, 1013), (70, 67)))
    return rows


def menus(names: list[str], x: int = 70, y: int = 64, h: int = 24) -> list[Row]:
    rows: list[Row] = []
    for n in names:
        w = 12 + 8 * len(n)
        rows.append(("menu", n, "", (x, y), (w, h)))
        x += w
    return rows


def grid(headers: list[str], data: list[list[str]], x0: int, y0: int, widths: list[int], rowh: int = 28,
         htag: str = "table-column-header") -> list[Row]:
    """A list/tree view: column headers then one table-cell per value."""
    rows: list[Row] = []
    x = x0
    for h, w in zip(headers, widths):
        rows.append((htag, h, "", (x, y0), (w, rowh)))
        x += w
    y = y0 + rowh
    for rec in data:
        x = x0
        for v, w in zip(rec, widths):
            rows.append(("table-cell", "", v, (x, y), (w, rowh)))
            x += w
        y += rowh
    return rows


def clock(day: str, minutes: int) -> str:
    """day like 'Mar 14', minutes since midnight."""
    return f"{day} {minutes // 60:02d}:{minutes % 60:02d}"


def term_text(lines: list[str], height: int = 44) -> str:
    return "\n".join(lines[-height:])



# LibreOffice Calc, clean
def t01(rs: RowSet) -> None:
    cols = "ABCDEF"
    regions = [["North", 24310, 25880, 23975], ["South", 19420, 18760, 21105], ["East", 16890, 17455, None],
               ["West", 27115, 26340, 28490], ["Central", 12780, 13325, 12960], ["Online", 31460, 33910, 35275]]
    st = {"name": "A1", "input": "Region", "sheet": "Sheet1", "fmt": False, "total": False, "mod": False,
          "status": "Sum=0", "sel": "", "dialog": None}

    def num(v: int) -> str:
        return f"{v:,}" if st["fmt"] else str(v)

    def view(t: int) -> str:
        rows = desk()
        title = "q3_regional_sales.xlsx - LibreOffice Calc"
        rows.append(("frame", title, "", (70, 27), (1850, 1053)))
        rows += menus(["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"])
        x = 76
        for b in ["New", "Open", "Save", "Export Directly as PDF", "Print Directly", "Cut", "Copy", "Paste",
                  "Clone Formatting", "Undo", "Redo", "Find & Replace", "Sort", "Sort Ascending", "Sort Descending",
                  "AutoFilter", "Insert Image", "Insert Chart", "Insert Pivot Table", "Freeze Rows and Columns"]:
            rows.append(("push-button", b, "", (x, 95), (34, 30)))
            x += 36
        rows.append(("combo-box", "Font Name", "Liberation Sans", (800, 130), (180, 26)))
        rows.append(("combo-box", "Font Size", "10 pt", (984, 130), (64, 26)))
        rows.append(("combo-box", "Name Box", st["name"], (75, 164), (96, 24)))
        rows.append(("push-button", "Function Wizard", "", (180, 164), (26, 24)))
        rows.append(("push-button", "Select Function", "", (208, 164), (26, 24)))
        rows.append(("push-button", "Formula", "", (236, 164), (26, 24)))
        rows.append(("text", "Input line", st["input"], (268, 164), (1640, 24)))
        data = [["Region", "Jul", "Aug", "Sep", "Q3 Total", ""]]
        for r in regions:
            vals = [v for v in r[1:] if v is not None]
            data.append([r[0]] + [num(v) if v is not None else "" for v in r[1:]] + [num(sum(vals)), ""])
        if st["total"]:
            sums = [sum((r[i] or 0) for r in regions) for i in (1, 2, 3)]
            data.append(["Total"] + [num(s) for s in sums] + [num(sum(sums)), ""])
        while len(data) < 12:
            data.append([""] * 6)
        rows.append(("table", f"Sheet {st['sheet']}", "", (75, 196), (1830, 760)))
        for j, c in enumerate(cols):
            rows.append(("table-column-header", c, "", (120 + 100 * j, 196), (100, 20)))
        for i, rec in enumerate(data, 1):
            y = 196 + 20 * i
            rows.append(("table-row-header", str(i), "", (75, y), (45, 20)))
            for j, v in enumerate(rec):
                rows.append(("table-cell", f"{cols[j]}{i}", v, (120 + 100 * j, y), (100, 20)))
        rows.append(("push-button", "Scroll to first sheet", "", (75, 980), (22, 22)))
        rows.append(("push-button", "Add sheet", "", (170, 980), (22, 22)))
        rows.append(("page-tab-list", "Sheet tabs", "", (196, 980), (600, 22)))
        rows.append(("page-tab", st["sheet"], "", (196, 980), (14 + 8 * len(st["sheet"]), 22)))
        rows.append(("label", "", "Sheet 1 of 1", (75, 1030), (110, 20)))
        rows.append(("label", "", "Default", (300, 1030), (90, 20)))
        rows.append(("label", "", "English (USA)", (560, 1030), (110, 20)))
        if st["sel"]:
            rows.append(("label", "", st["sel"], (690, 1030), (190, 20)))
        rows.append(("label", "", "The document has been modified. Click to save." if st["mod"] else
                     "The document has not been modified since the last save.", (900, 1030), (24, 20)))
        rows.append(("label", "", st["status"], (1140, 1030), (300, 20)))
        rows.append(("slider", "Zoom", "", (1640, 1030), (180, 20)))
        rows.append(("label", "", "100%", (1830, 1030), (50, 20)))
        if st["dialog"] == "sort":
            rows.append(("dialog", "Sort", "", (660, 300), (560, 470)))
            rows.append(("page-tab", "Sort Criteria", "", (676, 340), (110, 26)))
            rows.append(("page-tab", "Options", "", (788, 340), (80, 26)))
            rows.append(("label", "", "Sort Key 1", (690, 380), (100, 20)))
            rows.append(("combo-box", "Sort Key 1", st["key"], (700, 408), (300, 28)))
            rows.append(("radio-button", "Ascending", "", (1020, 404), (120, 22)))
            rows.append(("radio-button", "Descending", "", (1020, 430), (120, 22)))
            rows.append(("label", "", "Sort Key 2", (690, 470), (100, 20)))
            rows.append(("combo-box", "Sort Key 2", "- undefined -", (700, 498), (300, 28)))
            rows.append(("radio-button", "Ascending", "", (1020, 494), (120, 22)))
            rows.append(("radio-button", "Descending", "", (1020, 520), (120, 22)))
            for b, x in [("Help", 676), ("Reset", 900), ("OK", 1010), ("Cancel", 1110)]:
                rows.append(("push-button", b, "", (x, 728), (90, 30)))
        return a11y(rows, clock=clock("Mar 14", 9 * 60 + 41 + t // 3))

    total_sel = lambda: sum(sum(v for v in r[1:] if v is not None) * 2 for r in regions)  # noqa: E731
    turns = []
    state = view(0)
    st.update(name="D4", input="", status="Sum=0")
    turns.append((code("pyautogui.click(470, 286)"), view(1)))
    regions[2][3] = 18240
    st.update(input="18240", status="Sum=18240", mod=True)
    turns.append((code('CalcTools.set_cell_value("D4", 18240)'), view(2)))
    st.update(total=True, name="A9", input="", status="Sum=0")
    turns.append((code('pyautogui.click(170, 366)\npyautogui.write("Total\\t=SUM(B2:B7)\\t=SUM(C2:C7)\\t=SUM(D2:D7)\\t=SUM(E2:E7)\\n")'), view(3)))
    st.update(fmt=True)
    turns.append((code('CalcTools.set_number_format("B2:E8", "#,##0")'), view(4)))
    st.update(sheet="Q3 Sales")
    turns.append((code('CalcTools.rename_sheet("Sheet1", "Q3 Sales")'), view(5)))
    st.update(name="A2:E7", input="North", status=f"Sum={total_sel()}", sel="Selected: 6 rows, 5 columns")
    turns.append((code('pyautogui.click(120, 176)\npyautogui.write("A2:E7\\n")'), view(6)))
    st.update(dialog="sort", key="Column A")
    turns.append((code("pyautogui.click(636, 76)\npyautogui.click(680, 112)  # Sort..."), view(7)))
    regions.sort(key=lambda r: -sum(v for v in r[1:] if v is not None))
    st.update(dialog=None, input=regions[0][0])
    turns.append((code('pyautogui.click(850, 422)\npyautogui.click(780, 512)  # Column E\npyautogui.click(1030, 441)  # Descending\npyautogui.click(1055, 743)  # OK'), view(8)))
    st.update(mod=False)
    turns.append((code("CalcTools.save()"), view(9)))
    rs.add(task="os", tid="h32-os-01", system=SYS + "In q3_regional_sales.xlsx, enter 18240 as East's September sales, add a Total row under the data, format the figures with thousands separators, rename the sheet to 'Q3 Sales', sort the regions by Q3 total (largest first) and save the file in its current format.",
           turns=turns, state=state)


# Files (Nautilus), bad
def t02(rs: RowSet) -> None:
    files = [["clients.ods", "48.9 kB", "21 Feb"], ["INV-2023-1107.pdf", "96.2 kB", "7 Nov 2023"],
             ["INV-2023-1128.pdf", "101.7 kB", "28 Nov 2023"], ["INV-2023-1215.pdf", "100.7 kB", "15 Dec 2023"],
             ["INV-2024-0108.pdf", "97.5 kB", "8 Jan"], ["INV-2024-0131.pdf", "112.0 kB", "31 Jan"],
             ["INV-2024-0214.pdf", "98.8 kB", "14 Feb"], ["INV-2024-0229.pdf", "104.3 kB", "29 Feb"],
             ["inv_2024_03_draft.pdf", "184.3 kB", "12 Mar"], ["rates_2024.odt", "31.6 kB", "4 Jan"],
             ["README.txt", "1.2 kB", "9 Oct 2023"]]
    folders: list[list[str]] = []
    st = {"path": ["Home", "Documents", "Invoices"], "float": None, "pop": None, "grid": False}

    def view(t: int, listing: list[list[str]] | None = None) -> str:
        rows = desk()
        here = st["path"][-1]
        rows.append(("frame", here, "", (70, 27), (1850, 1053)))
        rows.append(("push-button", "Back", "", (82, 36), (34, 34)))
        rows.append(("push-button", "Forward", "", (118, 36), (34, 34)))
        x = 166
        for p in st["path"]:
            w = 24 + 9 * len(p)
            rows.append(("push-button", p, "", (x, 36), (w, 34)))
            x += w + 4
        for b, bx in [("Search", 1660), ("View options", 1700), ("Open menu", 1780)]:
            rows.append(("push-button" if b != "View options" else "toggle-button", b, "", (bx, 36), (34, 34)))
        y = 84
        for s in ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos",
                  "Trash", "Other Locations"]:
            rows.append(("label", s, "", (100, y), (150, 17)))
            y += 36
        items = folders + (files if listing is None else listing)
        if st["grid"]:
            for i, f in enumerate(items):
                x, y = 300 + 150 * (i % 10), 100 + 160 * (i // 10)
                rows.append(("label", f[0], "", (x, y + 100), (130, 36)))
        else:
            rows += grid(["Name", "Size", "Modified", "Star"], [[f[0], f[1], f[2], ""] for f in items],
                         290, 78, [900, 220, 260, 60], rowh=48)
        if st["float"]:
            rows.append(("label", "", st["float"], (1500, 1040), (380, 30)))
        if st["pop"] == "rename":
            rows.append(("label", "", "Rename File", (700, 520), (120, 20)))
            rows.append(("text", "File name", st["entry"], (700, 548), (330, 34)))
            rows.append(("push-button", "Rename", "", (1040, 548), (80, 34)))
        if st["pop"] == "newfolder":
            rows.append(("label", "", "New Folder", (800, 300), (120, 20)))
            rows.append(("label", "", "Folder name", (800, 330), (120, 17)))
            rows.append(("text", "", "", (800, 352), (330, 34)))
            rows.append(("push-button", "Create", "", (1140, 352), (80, 34)))
        return a11y(rows, clock=clock("Mar 14", 10 * 60 + 44 + t // 2))

    turns = []
    state = view(0)
    st["float"] = "“inv_2024_03_draft.pdf” selected (184.3 kB)"
    turns.append((code("pyautogui.click(520, 534)"), view(1)))
    st.update(pop="rename", entry="inv_2024_03_draft.pdf")
    turns.append((code('pyautogui.press("f2")'), view(2)))
    files[8][0] = "INV-2024-0317.pdf"
    st.update(pop=None, float="“INV-2024-0317.pdf” selected (184.3 kB)")
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("INV-2024-0317.pdf")\npyautogui.press("enter")'), view(3)))
    st.update(pop="newfolder")
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "n")'), view(4)))
    folders.append(["Archive 2023", "0 items", "10:46"])
    st.update(pop=None, float="“Archive 2023” selected (containing 0 items)")
    turns.append((code('pyautogui.write("Archive 2023")\npyautogui.press("enter")'), view(5)))
    st.update(float="3 items selected (298.6 kB)")
    stale = [list(f) for f in files]
    stale[8][0] = "inv_2024_03_draft.pdf"
    turns.append((code('pyautogui.click(520, 222)\npyautogui.keyDown("ctrl")\npyautogui.click(520, 270)\npyautogui.click(520, 318)\npyautogui.keyUp("ctrl")'), view(6, stale)))
    moved = files[1:4]
    st.update(path=["Home", "Documents", "Invoices", "Archive 2023"], float=None)
    folders.clear()
    turns.append((code('pyautogui.moveTo(520, 270)\npyautogui.dragTo(520, 150, duration=0.8)\npyautogui.doubleClick(520, 150)'), view(7, moved)))
    st["grid"] = True
    turns.append((code('pyautogui.hotkey("ctrl", "2")'), view(8, moved)))
    rs.add(task="os", tid="h32-os-02", system=SYS + "In ~/Documents/Invoices, rename inv_2024_03_draft.pdf to INV-2024-0317.pdf, create a folder 'Archive 2023' and move the three 2023 invoices into it, then show that folder as a grid.",
           turns=turns, state=state, bad=True, turn=6, kind="renamed file listed again under its old name")


# Transmission, clean
def t03(rs: RowSet) -> None:
    tor = [
        ["debian-12.5.0-amd64-netinst.iso", "412.1 MB of 658.5 MB (62.6%) - 41 sec remaining",
         "Downloading from 23 of 58 connected peers - ↓ 6.1 MB/s, ↑ 220 kB/s"],
        ["Fedora-Workstation-Live-x86_64-39-1.5.iso", "2.1 GB, uploaded 3.4 GB (Ratio: 1.62)",
         "Seeding to 3 of 12 connected peers - ↑ 610 kB/s"],
        ["archlinux-2024.03.01-x86_64.iso", "1.0 GB, uploaded 1.2 GB (Ratio: 1.19)",
         "Seeding to 0 of 4 connected peers - Idle"],
        ["big_buck_bunny_1080p_surround.avi", "180.2 MB of 885.6 MB (20.3%)", "Paused"],
    ]
    st = {"sel": None, "down": "6.1 MB/s", "up": "830 kB/s", "ratio": "1.47", "dlg": None, "turtle": False}

    def view(t: int) -> str:
        rows = desk("Transmission")
        rows.append(("frame", "Transmission", "", (70, 27), (1850, 1053)))
        rows += menus(["Torrent", "Edit", "View", "Help"])
        x = 80
        for b in ["Open a torrent", "Start torrent", "Pause torrent", "Remove torrent", "Torrent properties"]:
            rows.append(("push-button", b, "", (x, 92), (40, 40)))
            x += 44
        rows.append(("label", "", "Show:", (80, 142), (44, 20)))
        rows.append(("combo-box", "", f"All ({len(tor)})", (128, 138), (120, 28)))
        rows.append(("combo-box", "", "All trackers", (252, 138), (180, 28)))
        rows.append(("text", "Search", "", (1600, 138), (300, 28)))
        y = 176
        for n, p, s in tor:
            rows.append(("table-cell", n, "", (80, y), (1820, 84)))
            rows.append(("label", "", n, (120, y + 6), (900, 20)))
            rows.append(("label", "", p, (120, y + 28), (900, 18)))
            rows.append(("progress-bar", "", "", (120, y + 48), (1740, 10)))
            rows.append(("label", "", s, (120, y + 62), (900, 18)))
            y += 86
        rows.append(("push-button", "Options", "", (80, 1040), (30, 26)))
        rows.append(("toggle-button", "Enable alternative speed limits" if not st["turtle"] else "Disable alternative speed limits",
                     "", (114, 1040), (30, 26)))
        rows.append(("label", "", f"Ratio: {st['ratio']}", (1380, 1044), (110, 18)))
        rows.append(("label", "", f"↓ {st['down']}", (1560, 1044), (130, 18)))
        rows.append(("label", "", f"↑ {st['up']}", (1720, 1044), (130, 18)))
        if st["dlg"] == "open":
            rows.append(("dialog", "Open a Torrent", "", (560, 240), (900, 600)))
            rows.append(("push-button", "Cancel", "", (572, 250), (80, 34)))
            rows.append(("push-button", "Open", "", (1368, 250), (80, 34)))
            for j, p in enumerate(["Recent", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos"]):
                rows.append(("label", p, "", (574, 300 + 32 * j), (140, 17)))
            rows.append(("push-button", "dana", "", (740, 296), (70, 30)))
            rows.append(("push-button", "Downloads", "", (812, 296), (110, 30)))
            rows += grid(["Name", "Size", "Modified"],
                         [["archlinux-2024.03.01-x86_64.iso.torrent", "67.9 kB", "1 Mar"],
                          ["big_buck_bunny_1080p_surround.avi.torrent", "35.0 kB", "26 Feb"],
                          ["debian-12.5.0-amd64-netinst.iso.torrent", "51.2 kB", "10:02"],
                          ["Fedora-Workstation-Live-x86_64-39.torrent", "167.4 kB", "19 Feb"],
                          ["ubuntu-23.10.1-desktop-amd64.iso.torrent", "200.8 kB", "10:31"]],
                         740, 340, [460, 110, 130])
            rows.append(("combo-box", "", "Torrent files", (1200, 800), (240, 28)))
        if st["dlg"] == "options":
            rows.append(("dialog", "Torrent Options", "", (610, 220), (700, 620)))
            rows.append(("label", "", "_Torrent file:", (630, 250), (110, 20)))
            rows.append(("push-button", "ubuntu-23.10.1-desktop-amd64.iso.torrent", "", (750, 244), (520, 30)))
            rows.append(("label", "", "_Destination folder:", (630, 290), (150, 20)))
            rows.append(("push-button", "Downloads", "", (790, 284), (480, 30)))
            rows.append(("label", "", "38.6 GB free", (790, 318), (140, 17)))
            rows += grid(["Name", "Size", "Download", "Priority"],
                         [["ubuntu-23.10.1-desktop-amd64.iso", "5.0 GB", "", "Normal"]], 630, 350, [340, 90, 90, 130])
            rows.append(("check-box", "_Start when added", "", (630, 740), (200, 22)))
            rows.append(("check-box", "Mo_ve .torrent file to the trash", "", (630, 766), (280, 22)))
            rows.append(("push-button", "_Cancel", "", (1090, 800), (96, 30)))
            rows.append(("push-button", "_Open", "", (1196, 800), (96, 30)))
        return a11y(rows, clock=clock("Mar 14", 10 * 60 + 33 + t // 3))

    turns = []
    state = view(0)
    tor[0][1:] = ["442.8 MB of 658.5 MB (67.2%) - 36 sec remaining",
                  "Downloading from 24 of 58 connected peers - ↓ 6.0 MB/s, ↑ 236 kB/s"]
    tor[1][2] = "Seeding to 3 of 12 connected peers - ↑ 584 kB/s"
    st.update(down="6.0 MB/s", up="820 kB/s")
    turns.append((code("pyautogui.click(600, 200)"), view(1)))
    tor[0][1:] = ["455.0 MB of 658.5 MB (69.1%)", "Paused"]
    tor[1][2] = "Seeding to 4 of 12 connected peers - ↑ 702 kB/s"
    st.update(down="0 kB/s", up="702 kB/s")
    turns.append((code("pyautogui.click(188, 112)"), view(2)))
    st.update(dlg="open")
    turns.append((code('pyautogui.hotkey("ctrl", "o")'), view(3)))
    st.update(dlg="options")
    turns.append((code("pyautogui.doubleClick(900, 492)"), view(4)))
    st.update(dlg=None, down="1.3 MB/s", up="655 kB/s")
    tor[1][2] = "Seeding to 4 of 12 connected peers - ↑ 655 kB/s"
    tor.append(["ubuntu-23.10.1-desktop-amd64.iso", "0 bytes of 5.0 GB (0%) - remaining time unknown",
                "Downloading from 9 of 34 connected peers - ↓ 1.3 MB/s, ↑ 0 kB/s"])
    turns.append((code("pyautogui.click(1244, 815)"), view(5)))
    st.update(turtle=True, down="51 kB/s", up="49 kB/s", ratio="1.46")
    tor[1][2] = "Seeding to 3 of 11 connected peers - ↑ 37 kB/s"
    tor[4][1:] = ["71.8 MB of 5.0 GB (1.4%) - 1 day, 3 hours remaining",
                  "Downloading from 31 of 67 connected peers - ↓ 51 kB/s, ↑ 12 kB/s"]
    turns.append((code("pyautogui.click(129, 1053)"), view(6)))
    rs.add(task="os", tid="h32-os-03", system=SYS + "In Transmission, pause the Debian download, add the Ubuntu 23.10.1 desktop torrent from ~/Downloads, and turn on the alternative (turtle) speed limits.",
           turns=turns, state=state)


# KeePassXC, bad
def t04(rs: RowSet) -> None:
    groups = [("Root", 0), ("Email", 1), ("Finance", 1), ("Work", 1), ("Monitoring", 2), ("Servers", 2),
              ("Shared", 2), ("Recycle Bin", 1)]
    monitoring = [["Alertmanager", "admin", "https://alerts.int.corvid.io", "", "1/9/24 4:12 PM"],
                  ["PagerDuty", "dana.whitfield@corvid.io", "https://corvid.pagerduty.com", "SSO fallback", "11/2/23 9:40 AM"],
                  ["Prometheus", "admin", "https://prom.int.corvid.io", "", "1/9/24 4:10 PM"],
                  ["Uptime Kuma", "ops", "https://status.corvid.io/dashboard", "", "2/27/24 11:05 AM"]]
    servers = [["bastion-eu", "ops", "ssh://bastion-eu.corvid.io:22", "key in Shared", "12/18/23 2:31 PM"],
               ["db-primary (Postgres)", "app_rw", "postgres://10.20.1.11:5432/app", "", "2/6/24 10:15 AM"],
               ["db-replica (Postgres)", "app_ro", "postgres://10.20.1.12:5432/app", "", "2/6/24 10:16 AM"],
               ["Harbor registry", "robot$ci", "https://harbor.int.corvid.io", "robot account", "1/22/24 3:47 PM"],
               ["Jenkins CI", "jenkins-admin", "https://ci.corvid.io", "rotate quarterly", "12/4/23 9:02 AM"],
               ["MinIO console", "minioadmin", "https://s3.int.corvid.io:9001", "", "2/29/24 5:20 PM"],
               ["Vault unseal (share 2)", "", "", "paper copy in safe", "8/30/23 1:00 PM"]]
    st = {"group": "Root", "entries": [["Welcome to KeePassXC", "", "https://keepassxc.org", "", "5/2/23 8:11 AM"]],
          "mod": False, "page": "list", "sel": None, "form": None}

    def view(t: int) -> str:
        rows = desk("KeePassXC")
        rows.append(("frame", f"Passwords.kdbx{'*' if st['mod'] else ''} - KeePassXC", "", (70, 27), (1850, 1053)))
        rows += menus(["Database", "Entries", "Groups", "Tools", "View", "Help"])
        x = 80
        for b in ["Open database", "Save database", "Create a new entry", "View/Edit entry", "Delete entry",
                  "Copy username to clipboard", "Copy password to clipboard", "Copy URL to clipboard", "Lock all databases",
                  "Password Generator", "Settings"]:
            rows.append(("push-button", b, "", (x, 92), (36, 36)))
            x += 40
        rows.append(("text", "Search", "", (1500, 96), (390, 30)))
        rows.append(("page-tab", "Passwords", "", (76, 136), (130, 28)))
        if st["page"] == "list":
            rows.append(("tree", "Groups", "", (76, 170), (300, 860)))
            for i, (g, d) in enumerate(groups):
                rows.append(("tree-item", g, "", (86 + 20 * d, 176 + 26 * i), (200, 24)))
            rows.append(("label", "", st["group"], (390, 172), (300, 24)))
            rows += grid(["Title", "Username", "Password", "URL", "Notes", "Modified"],
                         [[e[0], e[1], "••••••" if e[1] else "", e[2], e[3], e[4]] for e in st["entries"]],
                         390, 204, [300, 260, 110, 420, 240, 180], rowh=26)
            if st["sel"]:
                e = st["sel"]
                rows.append(("page-tab", "General", "", (390, 760), (90, 26)))
                rows.append(("page-tab", "Advanced", "", (482, 760), (90, 26)))
                rows.append(("label", "", e[0], (400, 800), (300, 22)))
                for k, (lab, val) in enumerate([("Username", e[1]), ("Password", "••••••••••••••••"), ("URL", e[2]),
                                                ("Expiration", "Never"), ("Tags", ""), ("Notes", e[3])]):
                    rows.append(("label", "", lab, (400, 834 + 26 * k), (100, 20)))
                    rows.append(("label", "", val, (520, 834 + 26 * k), (600, 20)))
        else:
            f = st["form"]
            rows.append(("label", "", f"{st['group']} › {f['head']}", (390, 172), (500, 26)))
            for k, s in enumerate(["Entry", "Advanced", "Icon", "Auto-Type", "Properties", "Browser Integration"]):
                rows.append(("list-item", s, "", (86, 210 + 70 * k), (110, 64)))
            for k, (lab, val) in enumerate([("Title:", f["title"]), ("Username:", f["user"]), ("Password:", f["pw"]),
                                            ("URL:", f["url"]), ("Tags:", "")]):
                rows.append(("label", "", lab, (240, 216 + 44 * k), (90, 20)))
                rows.append(("text", lab.rstrip(":"), val, (340, 210 + 44 * k), (1400, 32)))
            if f["pw"]:
                rows.append(("label", "", f"Password Quality: {f['quality']}", (340, 436), (260, 18)))
            rows.append(("push-button", "Toggle password visibility", "", (1750, 298), (32, 32)))
            rows.append(("push-button", "Generate Password", "", (1786, 298), (32, 32)))
            rows.append(("check-box", "Expires", "", (240, 470), (90, 22)))
            rows.append(("label", "", "Notes:", (240, 510), (90, 20)))
            rows.append(("text", "Notes", f["notes"], (340, 506), (1400, 300)))
            for b, x in [("OK", 1560), ("Cancel", 1660), ("Apply", 1760)]:
                rows.append(("push-button", b, "", (x, 990), (92, 30)))
        return a11y(rows, clock=clock("Mar 14", 11 * 60 + 14 + t // 2))

    turns = []
    state = view(0)
    st.update(group="Monitoring", entries=list(monitoring))
    turns.append((code("pyautogui.click(180, 293)"), view(1)))
    st.update(page="edit", form={"head": "Add entry", "title": "", "user": "", "pw": "", "url": "", "notes": "", "quality": ""})
    turns.append((code('pyautogui.hotkey("ctrl", "n")'), view(2)))
    st["form"].update(title="Grafana (staging)", user="grafana-admin", pw="••••••••••••••••",
                      url="https://grafana.staging.corvid.io", quality="Excellent")
    turns.append((code('pyautogui.click(1000, 226)\npyautogui.write("Grafana (staging)")\npyautogui.press("tab")\npyautogui.write("grafana-admin")\npyautogui.press("tab")\npyautogui.write("Vt7#pQ2m!xR9wLs4")\npyautogui.press("tab")\npyautogui.write("https://grafana.staging.corvid.io")'), view(3)))
    new = ["Grafana (staging)", "grafana-admin", "https://grafana.staging.corvid.io", "", "3/14/24 11:15 AM"]
    st.update(page="list", mod=True, entries=[monitoring[0], new] + monitoring[1:], sel=new)
    turns.append((code("pyautogui.click(1605, 1005)"), view(4)))
    st.update(mod=False, entries=list(monitoring), sel=None)
    turns.append((code('pyautogui.hotkey("ctrl", "s")'), view(5)))
    st.update(group="Servers", entries=servers)
    turns.append((code("pyautogui.click(180, 319)"), view(6)))
    st.update(page="edit", form={"head": "Edit entry", "title": "Jenkins CI", "user": "jenkins-admin",
                                 "pw": "••••••••••••••••••••", "url": "https://ci.corvid.io", "notes": "rotate quarterly",
                                 "quality": "Good"})
    turns.append((code("pyautogui.doubleClick(540, 347)"), view(7)))
    rs.add(task="os", tid="h32-os-04", system=SYS + "In the open KeePassXC database, add an entry 'Grafana (staging)' (user grafana-admin, URL https://grafana.staging.corvid.io) to Work/Monitoring, save the database, then open the Jenkins CI entry under Work/Servers so its password can be rotated.",
           turns=turns, state=state, bad=True, turn=5, kind="entry created and saved missing from its group")


# Thunderbird, clean
def t05(rs: RowSet) -> None:
    H = "Hetzner Online GmbH"
    inbox = [
        ["Your weekly pipeline summary", "GitLab", "Today 10:14"],
        ["Re: Q2 capacity planning", "Mira Castellanos", "Today 09:52"],
        ["Hetzner Online GmbH - Invoice 084512304", H, "Today 08:03"],
        ["[corvid/infra] bump terraform providers (PR #482)", "GitHub", "Today 07:41"],
        ["Standup notes 13 Mar", "Tomasz Bielecki", "Yesterday 17:26"],
        ["Your AWS Invoice is available", "Amazon Web Services", "Yesterday 11:02"],
        ["Lunch & learn: eBPF basics", "Priya Natarajan", "3/12/24, 15:40"],
        ["Re: on-call handover", "Mira Castellanos", "3/12/24, 09:18"],
        ["Hetzner Cloud: scheduled maintenance in fsn1-dc14", "Hetzner Cloud", "3/6/24, 14:22"],
        ["Your Zoom recording is ready", "Zoom", "3/5/24, 16:57"],
        ["Re: laptop refresh", "IT Helpdesk", "3/4/24, 10:05"],
        ["March all-hands agenda", "Lena Vogt", "3/1/24, 12:30"],
        ["Hetzner Online GmbH - Invoice 084476921", H, "2/14/24, 08:01"],
        ["Your Grafana Cloud usage report", "Grafana Labs", "2/13/24, 06:00"],
        ["Hetzner Online GmbH - Invoice 084431877", H, "1/15/24, 08:02"],
    ]
    receipts = [
        ["Your receipt from DigitalOcean #2024-03-0118", "DigitalOcean", "3/1/24, 05:12"],
        ["Order confirmation #A-99321", "Thomann", "2/22/24, 19:44"],
        ["Your receipt from Apple.", "Apple", "2/18/24, 21:03"],
        ["Invoice INV-77410 from 1Password", "1Password", "2/11/24, 03:30"],
        ["Your receipt from DigitalOcean #2024-02-0117", "DigitalOcean", "2/1/24, 05:10"],
        ["Rechnung 2024-0042 - Netcup", "netcup GmbH", "1/29/24, 08:15"],
        ["Your receipt from DigitalOcean #2024-01-0116", "DigitalOcean", "1/1/24, 05:11"],
    ]
    hetz = [m for m in inbox if "hetzner" in m[1].lower()]
    st = {"folder": "Inbox", "unread": {"Inbox": 14, "Receipts": 0}, "total": {"Inbox": 212, "Receipts": 37},
          "filter": "", "list": inbox, "sel": 0, "pane": None, "menu": None, "compose": False, "qf": None}

    def view(t: int) -> str:
        rows = desk()
        f = st["folder"]
        rows.append(("frame", f"{f} - dana@corvid.io - Mozilla Thunderbird", "", (70, 27), (1850, 1053)))
        for i, s in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"]):
            rows.append(("push-button", s, "", (76, 80 + 44 * i), (40, 40)))
        rows.append(("push-button", "Get Messages", "", (130, 36), (130, 32)))
        rows.append(("push-button", "New Message", "", (264, 36), (130, 32)))
        rows.append(("text", "Search", "", (700, 38), (560, 28)))
        rows.append(("label", "", "dana@corvid.io", (130, 84), (200, 20)))
        folders = ["Inbox", "Drafts", "Sent", "Archives", "Receipts", "Junk", "Trash"]
        for i, name in enumerate(folders):
            n = st["unread"].get(name, 0)
            rows.append(("tree-item", name, f"{n}" if n else "", (146, 110 + 28 * i), (300, 26)))
        rows.append(("tree-item", "Local Folders", "", (130, 330), (300, 26)))
        rows.append(("label", "", f, (470, 80), (200, 24)))
        rows.append(("label", "", f"{st['total'][f]} Messages" if not st["filter"] else f"{len(st['list'])} Messages",
                     (640, 82), (160, 20)))
        for i, b in enumerate(["Keep filters applied", "Unread", "Starred", "Contact", "Tags", "Attachment"]):
            rows.append(("toggle-button", b, "", (470 + 96 * i, 110), (92, 28)))
        rows.append(("text", "Filter these messages <Ctrl+Shift+K>", st["filter"], (1060, 110), (380, 28)))
        lst = st["list"]
        data = [["", "", m[0], m[1], m[2]] for m in lst]
        rows += grid(["Star", "Attachments", "Subject", "Correspondents", "Date"], data, 470, 146, [30, 30, 560, 220, 150], rowh=28)
        if st["qf"]:
            rows.append(("label", "", st["qf"], (700, 200), (400, 20)))
        p = st["pane"]
        if p == "multi":
            rows.append(("heading", "", f"{len(hetz)} Conversations", (1490, 150), (400, 30)))
            for i, m in enumerate(hetz):
                rows.append(("label", "", m[0], (1490, 200 + 60 * i), (400, 20)))
                rows.append(("label", "", f"{m[1]} - {m[2]}", (1490, 222 + 60 * i), (400, 18)))
            rows.append(("push-button", "Archive", "", (1490, 470), (90, 30)))
            rows.append(("push-button", "Delete", "", (1590, 470), (90, 30)))
        if p == "msg":
            for lab, val, y in [("From", "Hetzner Online GmbH <billing@hetzner.com>", 150), ("To", "dana@corvid.io", 176),
                                ("Subject", "Hetzner Online GmbH - Invoice 084512304", 202), ("Date", "3/14/24, 08:03", 228)]:
                rows.append(("label", "", lab, (1490, y), (70, 20)))
                rows.append(("label", "", val, (1570, y), (330, 20)))
            for b, x in [("Reply", 1490), ("Forward", 1580), ("Archive", 1680), ("Junk", 1760), ("Delete", 1830)]:
                rows.append(("push-button", b, "", (x, 256), (76, 28)))
            body = ["Dear Sir or Madam,", "",
                    "Please find attached your invoice 084512304 for customer number K0512345678.",
                    "The amount of EUR 214.62 will be debited from your account on or after 21/03/2024.", "",
                    "Kind regards", "Hetzner Online GmbH", "Industriestr. 25, 91710 Gunzenhausen, Germany"]
            for i, line in enumerate(body):
                rows.append(("paragraph", "", line, (1490, 300 + 22 * i), (410, 20)))
            rows.append(("label", "", "1 attachment: 084512304.pdf  48.2 KB", (1490, 1000), (410, 20)))
        if st["menu"] == "ctx":
            for i, item in enumerate(["Open Message in New Tab", "Open Message in New Window", "Reply", "Reply All",
                                      "Forward", "Forward As", "Redirect", "Edit As New Message...", "Move To",
                                      "Copy To", "Move Again", "Archive", "Mark", "Tag", "Convert To", "Save As...",
                                      "Print...", "Delete Messages"]):
                rows.append(("menu-item" if item not in ("Forward As", "Move To", "Copy To", "Mark", "Tag", "Convert To") else "menu",
                             item, "", (820, 250 + 28 * i), (280, 26)))
        rows.append(("label", "", f"Unread: {st['unread'][f]}", (1560, 1044), (120, 18)))
        rows.append(("label", "", f"Total: {st['total'][f]}", (1700, 1044), (120, 18)))
        if st["compose"]:
            rows.append(("frame", "Write: Re: Hetzner Online GmbH - Invoice 084512304 - Thunderbird", "", (380, 120), (1100, 840)))
            rows += menus(["File", "Edit", "View", "Insert", "Format", "Options", "Tools", "Help"], x=380, y=150)
            for b, x in [("Send", 390), ("Spelling", 480), ("Security", 580), ("Save", 680)]:
                rows.append(("push-button", b, "", (x, 182), (86, 30)))
            rows.append(("combo-box", "From", "Dana Whitfield <dana@corvid.io> dana@corvid.io", (470, 226), (700, 28)))
            rows.append(("label", "", "To", (400, 262), (60, 20)))
            rows.append(("push-button", "billing@hetzner.com", "", (470, 258), (190, 26)))
            rows.append(("text", "Subject", "Re: Hetzner Online GmbH - Invoice 084512304", (470, 296), (990, 28)))
            quoted = ["", "On 3/14/24 08:03, Hetzner Online GmbH wrote:", "> Dear Sir or Madam,", ">",
                      "> Please find attached your invoice 084512304 for customer number K0512345678.",
                      "> The amount of EUR 214.62 will be debited from your account on or after 21/03/2024."]
            for i, line in enumerate(quoted):
                rows.append(("paragraph", "", line, (400, 350 + 22 * i), (1060, 20)))
        return a11y(rows, clock=clock("Mar 14", 10 * 60 + 24 + t // 2))

    turns = []
    state = view(0)
    st.update(filter="hetzner", list=hetz, qf=None)
    turns.append((code('pyautogui.click(1250, 124)\npyautogui.write("hetzner")'), view(1)))
    st.update(pane="multi")
    turns.append((code('pyautogui.click(750, 188)\npyautogui.hotkey("ctrl", "a")'), view(2)))
    st["unread"]["Inbox"] = 11
    turns.append((code('pyautogui.press("m")'), view(3)))
    st.update(menu="ctx")
    turns.append((code('pyautogui.rightClick(750, 216)'), view(4)))
    inbox[:] = [m for m in inbox if m not in hetz]
    st["total"].update(Inbox=208, Receipts=41)
    st.update(menu=None, pane=None, list=[], qf="No messages found")
    turns.append((code("pyautogui.click(950, 474)  # Move To\npyautogui.click(1240, 474)  # dana@corvid.io\npyautogui.click(1520, 586)  # Receipts"), view(5)))
    st.update(filter="", list=inbox, qf=None)
    turns.append((code('pyautogui.press("escape")'), view(6)))
    inbox.insert(0, ["Deploy approval needed: infra-prod #1187", "GitLab", "Today 10:27"])
    st["unread"]["Inbox"] = 12
    st["total"]["Inbox"] = 209
    turns.append((code("pyautogui.click(195, 52)"), view(7)))
    order = [hetz[0], hetz[1], receipts[0], receipts[1], receipts[2], hetz[2], receipts[3], receipts[4],
             receipts[5], hetz[3], receipts[6]]
    st["folder"] = "Receipts"
    st["list"] = order
    turns.append((code("pyautogui.click(250, 236)"), view(8)))
    st.update(pane="msg")
    turns.append((code("pyautogui.click(750, 188)"), view(9)))
    st.update(compose=True)
    turns.append((code('pyautogui.hotkey("ctrl", "r")'), view(10)))
    rs.add(task="os", tid="h32-os-05", system=SYS + "In Thunderbird, find every message from Hetzner in the Inbox, mark them read and move them to the Receipts folder, check for new mail, then open the newest Hetzner invoice in Receipts and start a reply to it.",
           turns=turns, state=state)


# GNOME Terminal, bad
def t06(rs: RowSet) -> None:
    home = "dana@ws-dana:~$ "
    venv = "(.venv) dana@ws-dana:~/projects/inventory-api$ "
    py = "/home/dana/projects/inventory-api/.venv/bin/python3 /home/dana/projects/inventory-api/.venv/bin/"
    lines = ["Last login: Thu Mar 14 09:12:40 2024 from 192.168.1.23", home]
    st = {"title": "dana@ws-dana: ~"}

    def view(t: int) -> str:
        rows = desk("Terminal")
        rows.append(("frame", st["title"], "", (70, 27), (1850, 1053)))
        rows.append(("push-button", "New Tab", "", (80, 34), (34, 34)))
        rows.append(("label", "", st["title"], (700, 42), (520, 20)))
        rows.append(("push-button", "Search", "", (1720, 34), (34, 34)))
        rows.append(("push-button", "Menu", "", (1758, 34), (34, 34)))
        rows.append(("push-button", "Minimise", "", (1800, 34), (34, 34)))
        rows.append(("push-button", "Close", "", (1876, 34), (34, 34)))
        rows.append(("terminal", "Terminal", term_text(lines), (70, 74), (1850, 1006)))
        rows.append(("scroll-bar", "", "", (1906, 74), (14, 1006)))
        return a11y(rows, clock=clock("Mar 14", 11 * 60 + 40 + t // 2))

    def run(cmd: str, out: list[str], prompt: str) -> str:
        lines[-1] += cmd
        lines.extend(out)
        lines.append(prompt)
        return code(f'pyautogui.write({cmd!r})\npyautogui.press("enter")')

    turns = []
    state = view(0)
    a = run("cd ~/projects/inventory-api && source .venv/bin/activate", [], venv)
    st["title"] = "dana@ws-dana: ~/projects/inventory-api"
    turns.append((a, view(1)))
    a = run("nohup uvicorn app.main:app --host 127.0.0.1 --port 8000 > uvicorn.log 2>&1 &", ["[1] 48213"], venv)
    turns.append((a, view(2)))
    a = run("nohup celery -A app.worker worker --loglevel=INFO --concurrency=2 > celery.log 2>&1 &", ["[2] 48240"], venv)
    turns.append((a, view(3)))
    a = run("ps -o pid,ppid,stat,etime,rss,cmd -p 48213,48240", [
        "    PID    PPID STAT     ELAPSED   RSS CMD",
        f"  48213   47980 Sl         01:09 61220 {py}uvicorn app.main:app --host 127.0.0.1 --port 8000",
        f"  48240   47980 Sl         00:56 88412 {py}celery -A app.worker worker --loglevel=INFO --concurrency=2"], venv)
    turns.append((a, view(4)))
    a = run("ss -ltnp | grep -E ':8000|:6379'", [
        "LISTEN 0      511        127.0.0.1:6379       0.0.0.0:*",
        'LISTEN 0      2048       127.0.0.1:8000       0.0.0.0:*    users:(("uvicorn",pid=48213,fd=7))'], venv)
    turns.append((a, view(5)))
    a = run("curl -s -w '\\n%{http_code} %{time_total}s\\n' localhost:8000/health", [
        '{"status":"ok","db":"ok","redis":"ok","version":"1.14.2","uptime_s":131}', "200 0.004127s"], venv)
    turns.append((a, view(6)))
    a = run("tail -n 6 uvicorn.log", [
        "nohup: ignoring input",
        "INFO:     Started server process [48213]",
        "INFO:     Waiting for application startup.",
        "INFO:     Application startup complete.",
        "INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)",
        'INFO:     127.0.0.1:51934 - "GET /health HTTP/1.1" 200 OK'], venv)
    turns.append((a, view(7)))
    a = run("tail -n 9 celery.log", [
        "  . app.tasks.reindex_stock",
        "  . app.tasks.send_low_stock_alert",
        "  . app.tasks.sync_supplier_prices",
        "",
        "[2024-03-14 11:41:07,512: INFO/MainProcess] Connected to redis://localhost:6379/0",
        "[2024-03-14 11:41:07,519: INFO/MainProcess] mingle: searching for neighbors",
        "[2024-03-14 11:41:08,531: INFO/MainProcess] mingle: all alone",
        "[2024-03-14 11:41:08,556: INFO/MainProcess] celery@ws-dana ready.",
        "[2024-03-14 11:41:12,004: INFO/MainProcess] Task app.tasks.sync_supplier_prices[6f2c1b0e-93d4-4a8e-b5c1-0d7e21a4f9b3] received"], venv)
    turns.append((a, view(8)))
    a = run('pgrep -af "uvicorn|celery"', [
        f"48231 {py}uvicorn app.main:app --host 127.0.0.1 --port 8000",
        f"48240 {py}celery -A app.worker worker --loglevel=INFO --concurrency=2",
        f"48251 {py}celery -A app.worker worker --loglevel=INFO --concurrency=2",
        f"48252 {py}celery -A app.worker worker --loglevel=INFO --concurrency=2"], venv)
    turns.append((a, view(9)))
    a = run("kill %2 && sleep 2 && jobs", [
        "[1]-  Running                 nohup uvicorn app.main:app --host 127.0.0.1 --port 8000 > uvicorn.log 2>&1 &",
        "[2]+  Done                    nohup celery -A app.worker worker --loglevel=INFO --concurrency=2 > celery.log 2>&1"], venv)
    turns.append((a, view(10)))
    rs.add(task="os", tid="h32-os-06", system=SYS + "In a terminal, start the inventory-api dev server (uvicorn on port 8000) and its celery worker in the background from ~/projects/inventory-api, confirm the server is up and healthy, then stop only the worker.",
           turns=turns, state=state, bad=True, turn=9, kind="uvicorn PID differs from the one started, no restart")


# Audacity, clean
def t07(rs: RowSet) -> None:
    st = {"start": "00 h 00 m 00.000 s", "end": "00 h 00 m 00.000 s", "pos": "00 h 00 m 00.000 s",
          "status": "Stopped.", "dlg": None}

    def view(t: int) -> str:
        rows = desk("Audacity")
        rows.append(("frame", "interview", "", (70, 27), (1850, 1053)))
        rows += menus(["File", "Edit", "Select", "View", "Transport", "Tracks", "Generate", "Effect", "Analyze", "Tools", "Help"])
        x = 80
        for b in ["Pause", "Play", "Stop", "Skip to Start", "Skip to End", "Record", "Loop"]:
            rows.append(("push-button", b, "", (x, 92), (48, 48)))
            x += 52
        rows.append(("push-button", "Audio Setup", "", (450, 100), (110, 30)))
        rows.append(("push-button", "Share Audio", "", (566, 100), (110, 30)))
        for i, b in enumerate(["Selection Tool", "Envelope Tool", "Draw Tool", "Multi-Tool"]):
            rows.append(("toggle-button", b, "", (700 + 30 * i, 96), (28, 28)))
        for i, b in enumerate(["Cut", "Copy", "Paste", "Trim audio outside selection", "Silence audio selection",
                               "Undo", "Redo", "Zoom In", "Zoom Out", "Fit selection to width", "Fit project to width"]):
            rows.append(("push-button", b, "", (840 + 30 * i, 96), (28, 28)))
        rows.append(("slider", "Playback Volume", "", (1240, 96), (160, 26)))
        rows.append(("slider", "Record Volume", "", (1420, 96), (160, 26)))
        rows.append(("panel", "Timeline", "", (236, 150), (1680, 28)))
        for k in range(13):
            rows.append(("label", "", f"{k}:00" if k else "0", (236 + 130 * k, 152), (40, 16)))
        rows.append(("panel", "Track Panel", "", (76, 180), (1840, 780)))
        rows.append(("label", "", "interview", (86, 186), (140, 20)))
        rows.append(("push-button", "Track Control Menu", "", (86, 186), (20, 20)))
        rows.append(("push-button", "Close", "", (210, 186), (20, 20)))
        rows.append(("toggle-button", "Mute", "", (86, 212), (68, 24)))
        rows.append(("toggle-button", "Solo", "", (158, 212), (68, 24)))
        rows.append(("slider", "Gain", "", (86, 242), (140, 20)))
        rows.append(("slider", "Pan", "", (86, 266), (140, 20)))
        rows.append(("label", "", "Mono, 44100Hz", (86, 292), (140, 16)))
        rows.append(("label", "", "32-bit float", (86, 310), (140, 16)))
        rows.append(("push-button", "Select", "", (86, 360), (140, 24)))
        rows.append(("label", "", "interview", (240, 184), (120, 18)))
        rows.append(("label", "", "Project Rate (Hz)", (80, 970), (140, 18)))
        rows.append(("combo-box", "Project Rate (Hz)", "44100", (80, 992), (100, 26)))
        rows.append(("label", "", "Snapping", (240, 970), (80, 18)))
        rows.append(("combo-box", "Snapping", "Off", (240, 992), (120, 26)))
        rows.append(("label", "", "Audio Position", (420, 970), (140, 18)))
        rows.append(("text", "Audio Position", st["pos"], (420, 992), (210, 26)))
        rows.append(("combo-box", "Show", "Start and End of Selection", (700, 966), (260, 24)))
        rows.append(("text", "Start", st["start"], (700, 992), (210, 26)))
        rows.append(("text", "End", st["end"], (920, 992), (210, 26)))
        rows.append(("label", "", st["status"], (80, 1038), (700, 20)))
        rows.append(("label", "", "Actual Rate: 44100", (1640, 1038), (200, 20)))
        if st["dlg"] == "norm":
            rows.append(("dialog", "Normalize", "", (700, 360), (520, 300)))
            rows.append(("check-box", "Remove DC offset (center on 0.0 vertically)", "", (720, 400), (380, 22)))
            rows.append(("check-box", "Normalize peak amplitude to", "", (720, 432), (250, 22)))
            rows.append(("text", "Peak amplitude dB", "-1.0", (980, 430), (70, 26)))
            rows.append(("label", "", "dB", (1056, 434), (24, 18)))
            rows.append(("check-box", "Normalize stereo channels independently", "", (720, 464), (360, 22)))
            for b, x in [("Presets & settings", 712), ("Preview", 900), ("Cancel", 1010), ("Apply", 1110)]:
                rows.append(("push-button", b, "", (x, 610), (100, 32)))
        if st["dlg"] == "export":
            rows.append(("dialog", "Export Audio", "", (560, 240), (800, 600)))
            rows.append(("label", "", "File Name", (580, 284), (90, 18)))
            rows.append(("text", "File Name", "interview", (700, 280), (520, 28)))
            rows.append(("label", "", "Folder", (580, 322), (90, 18)))
            rows.append(("text", "Folder", "/home/dana/Music/podcast", (700, 318), (420, 28)))
            rows.append(("push-button", "Browse...", "", (1130, 318), (90, 28)))
            rows.append(("label", "", "Format", (580, 360), (90, 18)))
            rows.append(("combo-box", "Format", "MP3 Files", (700, 356), (520, 28)))
            rows.append(("label", "", "Audio options", (580, 410), (200, 20)))
            rows.append(("radio-button", "Mono", "", (700, 440), (90, 22)))
            rows.append(("radio-button", "Stereo", "", (800, 440), (90, 22)))
            rows.append(("radio-button", "Custom mapping", "", (900, 440), (160, 22)))
            rows.append(("combo-box", "Sample Rate", "44100 Hz", (700, 476), (200, 28)))
            rows.append(("combo-box", "Bit Rate Mode", "Preset", (700, 514), (200, 28)))
            rows.append(("combo-box", "Quality", "Standard, 170-210 kbps", (700, 552), (260, 28)))
            rows.append(("label", "", "Export Range", (580, 610), (200, 20)))
            rows.append(("radio-button", "Entire Project", "", (700, 640), (160, 22)))
            rows.append(("radio-button", "Current Selection", "", (870, 640), (180, 22)))
            rows.append(("check-box", "Trim blank space before first clip", "", (700, 672), (300, 22)))
            for b, x in [("Edit metadata...", 580), ("Cancel", 1140), ("Export", 1250)]:
                rows.append(("push-button", b, "", (x, 790), (100 if b != "Edit metadata..." else 150, 32)))
        return a11y(rows, clock=clock("Mar 14", 15 * 60 + 6 + t // 2))

    turns = []
    state = view(0)
    st.update(end="00 h 00 m 03.358 s", status="Stopped.")
    turns.append((code("pyautogui.moveTo(237, 520)\npyautogui.dragTo(244, 520, duration=0.4)"), view(1)))
    st.update(end="00 h 00 m 03.500 s")
    turns.append((code('pyautogui.click(1012, 1005)\npyautogui.write("000003500")\npyautogui.press("enter")'), view(2)))
    st.update(end="00 h 00 m 00.000 s", status="Deleted 3.50 seconds at 0.00 seconds")
    turns.append((code('pyautogui.press("delete")'), view(3)))
    st.update(end="00 h 12 m 43.852 s", status="Stopped.")
    turns.append((code('pyautogui.hotkey("ctrl", "a")'), view(4)))
    st.update(dlg="norm")
    turns.append((code("pyautogui.click(740, 76)  # Effect\npyautogui.click(800, 210)  # Volume and Compression\npyautogui.click(1010, 306)  # Normalize..."), view(5)))
    st.update(dlg=None, status="Applied effect: Normalize")
    turns.append((code("pyautogui.click(1160, 626)"), view(6)))
    st.update(dlg="export")
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "e")'), view(7)))
    rs.add(task="os", tid="h32-os-07", system=SYS + "In Audacity, remove the first 3.5 seconds of silence from the interview recording, normalize the whole track to -1 dB peak, and open the export dialog to save it as an MP3 in ~/Music/podcast.",
           turns=turns, state=state)


# Remmina, bad
def t08(rs: RowSet) -> None:
    conns = [["bastion-eu", "Ops", "bastion-eu.corvid.io", "SSH", "2024-03-13 17:42"],
             ["build-win-01", "CI", "10.40.2.17", "RDP", "2024-03-11 09:03"],
             ["db-primary console", "Databases", "10.20.1.11", "SSH", "2024-02-28 14:20"],
             ["jumpbox-eu", "Ops", "jumpbox.eu.corvid.io", "SSH", "2024-03-08 11:56"],
             ["lab-pi-cluster", "Lab", "192.168.50.10", "VNC", "2024-01-19 20:11"],
             ["nas-01", "Home", "192.168.1.5:5900", "VNC", "2023-12-30 10:44"],
             ["reception-pc", "Office", "10.10.0.58", "RDP", "2024-03-01 08:37"],
             ["spice-vm-win11", "Lab", "192.168.122.31:5900", "SPICE", "2024-02-10 16:02"]]
    st = {"menu": False, "dlg": None, "conn": False}

    def view(t: int) -> str:
        rows = desk("Remmina")
        rows.append(("frame", "Remmina Remote Desktop Client", "", (70, 27), (1850, 1053)))
        rows.append(("push-button", "New connection profile", "", (80, 34), (34, 34)))
        rows.append(("combo-box", "", "RDP", (130, 36), (90, 30)))
        rows.append(("text", "Server", "", (226, 36), (420, 30)))
        rows.append(("toggle-button", "Search", "", (1740, 34), (34, 34)))
        rows.append(("toggle-button", "Toggle view", "", (1778, 34), (34, 34)))
        rows.append(("push-button", "Main menu", "", (1816, 34), (34, 34)))
        rows += grid(["Name", "Group", "Server", "Plugin", "Last used"], conns, 76, 78, [420, 220, 520, 160, 300], rowh=30)
        rows.append(("label", "", f"Total {len(conns)} items.", (80, 1040), (300, 20)))
        if st["menu"]:
            for i, item in enumerate(["Connect", "Edit", "Copy", "Delete"]):
                rows.append(("menu-item", item, "", (300, 228 + 28 * i), (180, 26)))
        d = st["dlg"]
        if d:
            rows.append(("dialog", "Remote Connection Profile", "", (520, 150), (880, 780)))
            for lab, val, y, tag in [("Name", d["name"], 180, "text"), ("Group", d["group"], 216, "combo-box"),
                                     ("Protocol", "SSH - Secure Shell", 252, "combo-box"),
                                     ("Pre Command", "", 288, "text"), ("Post Command", "", 324, "text")]:
                rows.append(("label", "", lab, (540, y + 4), (140, 20)))
                rows.append((tag, lab, val, (700, y), (680, 30)))
            for i, tab in enumerate(["Basic", "Advanced", "Behavior", "SSH Tunnel", "Notes"]):
                rows.append(("page-tab", tab, "", (540 + 110 * i, 372), (106, 30)))
            for lab, val, y, tag in [("Server", "jumpbox.eu.corvid.io", 420, "text"),
                                     ("Username", d["user"], 456, "text"),
                                     ("Authentication type", d["auth"], 492, "combo-box"),
                                     ("SSH private key file", "(None)", 528, "push-button"),
                                     ("SSH certificate file", "(None)", 564, "push-button"),
                                     ("Password to unlock private key", "", 600, "password-text"),
                                     ("Opening command", "", 636, "text"), ("Start-up path", "", 672, "text"),
                                     ("Terminal colour scheme", "Solarized Dark", 708, "combo-box"),
                                     ("Character set", "", 744, "combo-box"),
                                     ("SSH session log folder", "", 780, "text")]:
                rows.append(("label", "", lab, (540, y + 4), (220, 20)))
                rows.append((tag, lab, val, (780, y), (600, 30)))
            for b, x in [("Cancel", 540), ("Save as Default", 700), ("Save", 960), ("Connect", 1080), ("Save and Connect", 1210)]:
                rows.append(("push-button", b, "", (x, 880), (110 if b != "Save and Connect" else 170, 34)))
        if st["conn"]:
            rows.append(("frame", "jumpbox-eu", "", (300, 120), (1280, 820)))
            rows.append(("page-tab", "jumpbox-eu", "", (310, 160), (160, 30)))
            for i, b in enumerate(["Toggle dynamic resolution", "Fullscreen", "Minimize", "Duplicate connection",
                                   "Tools", "Preferences", "Send file", "Disconnect"]):
                rows.append(("push-button", b, "", (1536, 200 + 40 * i), (36, 36)))
            text = "\n".join([
                "Linux jumpbox-eu 6.1.0-18-cloud-amd64 #1 SMP PREEMPT_DYNAMIC Debian 6.1.76-1 (2024-02-01) x86_64", "",
                "The programs included with the Debian GNU/Linux system are free software;",
                "the exact distribution terms for each program are described in the",
                "individual files in /usr/share/doc/*/copyright.", "",
                "Debian GNU/Linux comes with ABSOLUTELY NO WARRANTY, to the extent",
                "permitted by applicable law.",
                "Last login: Fri Mar  8 09:14:02 2024 from 10.8.0.22",
                "deploy@jumpbox-eu:~$ "])
            rows.append(("terminal", "", text, (310, 196), (1220, 730)))
        return a11y(rows, clock=clock("Mar 14", 16 * 60 + 18 + t // 2))

    prof = {"name": "jumpbox-eu", "group": "Ops", "user": "ops", "auth": "SSH agent (automatic)"}
    turns = []
    state = view(0)
    st["menu"] = True
    turns.append((code("pyautogui.rightClick(260, 213)"), view(1)))
    st.update(menu=False, dlg=dict(prof))
    turns.append((code("pyautogui.click(330, 270)"), view(2)))
    st.update(dlg=None)
    turns.append((code('pyautogui.tripleClick(1080, 471)\npyautogui.write("deploy")\npyautogui.click(1015, 897)'), view(3)))
    st.update(dlg=dict(prof, user="deploy", auth="Password"))
    turns.append((code("pyautogui.rightClick(260, 213)\npyautogui.click(330, 270)"), view(4)))
    conns[3][1] = "EU"
    st.update(dlg=None)
    turns.append((code('pyautogui.tripleClick(1000, 231)\npyautogui.write("EU")\npyautogui.click(1015, 897)'), view(5)))
    conns[3][4] = "2024-03-14 16:21"
    st.update(conn=True)
    turns.append((code("pyautogui.doubleClick(260, 213)"), view(6)))
    rs.add(task="os", tid="h32-os-08", system=SYS + "In Remmina, change the jumpbox-eu SSH profile to log in as user 'deploy' and move it to the group 'EU', keeping its other settings, then connect to it.",
           turns=turns, state=state, bad=True, turn=4, kind="profile's SSH authentication type changed with no edit to it")


# Calibre, clean
def t09(rs: RowSet) -> None:
    LG, SF = "Ursula K. Le Guin", "Science Fiction"
    books = [
        ["Project Hail Mary", "Andy Weir", "02 Mar 2024", "2.3", "★★★★★", "Fiction, Science Fiction", "", "Ballantine Books", "May 2021"],
        ["The Left Hand of Darkness", LG, "24 Feb 2024", "0.6", "★★★★★", SF, "Hainish Cycle [4]", "Ace Books", "Mar 1969"],
        ["Piranesi", "Susanna Clarke", "17 Feb 2024", "1.1", "★★★★", "Fantasy", "", "Bloomsbury", "Sep 2020"],
        ["The Lathe of Heaven", LG, "09 Feb 2024", "0.5", "", SF, "", "Scribner", "1971"],
        ["Thinking in Systems", "Donella H. Meadows", "30 Jan 2024", "3.8", "★★★★", "Nonfiction", "", "Chelsea Green", "Dec 2008"],
        ["Rocannon's World", LG, "21 Jan 2024", "0.4", "", SF, "Hainish Cycle [1]", "Ace Books", "1966"],
        ["Designing Data-Intensive Applications", "Martin Kleppmann", "11 Jan 2024", "24.7", "★★★★★", "Computing", "", "O'Reilly Media", "Mar 2017"],
        ["The Long Way to a Small, Angry Planet", "Becky Chambers", "03 Jan 2024", "1.9", "★★★★", SF, "Wayfarers [1]", "Harper Voyager", "Mar 2015"],
        ["Klara and the Sun", "Kazuo Ishiguro", "28 Dec 2023", "1.2", "★★★", "Fiction", "", "Faber & Faber", "Mar 2021"],
        ["Sapiens", "Yuval Noah Harari", "19 Dec 2023", "4.6", "★★★", "History, Nonfiction", "", "Harper", "2014"],
        ["The Three-Body Problem", "Cixin Liu", "08 Dec 2023", "1.7", "★★★★", SF, "Remembrance of Earth's Past [1]", "Tor Books", "Nov 2014"],
        ["Children of Time", "Adrian Tchaikovsky", "30 Nov 2023", "2.9", "★★★★★", SF, "Children of Time [1]", "Pan Macmillan", "Jun 2015"],
        ["Exhalation", "Ted Chiang", "21 Nov 2023", "1.0", "★★★★★", SF, "", "Knopf", "May 2019"],
        ["Deep Work", "Cal Newport", "14 Nov 2023", "1.5", "★★★", "Nonfiction", "", "Grand Central", "Jan 2016"],
    ]
    disp = ["The Dispossessed", LG, "14 Mar 2024", "0.8", "", SF, "", "Harper Voyager", "1974"]
    psalm = ["A Psalm for the Wild-Built", "Becky Chambers", "14 Mar 2024", "1.4", "", SF, "Monk & Robot [1]", "Tordotcom", "Jul 2021"]
    st = {"n": 126, "rows": books, "sel": books[0], "dlg": None, "search": "", "shown": None}

    def details(b: list[str]) -> list[Row]:
        out: list[Row] = [("heading", "", b[0], (1500, 480), (400, 24))]
        info = [("Authors", b[1]), ("Formats", "EPUB"), ("Size", f"{b[3]} MB"), ("Tags", b[5]), ("Published", b[8]),
                ("Publisher", b[7]), ("Added", b[2])]
        if b[6]:
            name, num = b[6].rsplit(" [", 1)
            info.insert(1, ("Series", f"Book {num.rstrip(']')} of {name}"))
        for i, (k, v) in enumerate(info):
            out.append(("label", "", f"{k}: {v}", (1500, 512 + 22 * i), (400, 20)))
        return out

    def view(t: int) -> str:
        rows = desk("calibre")
        rows.append(("frame", "calibre - || Calibre Library ||", "", (70, 27), (1850, 1053)))
        x = 80
        for b in ["Add books", "Edit metadata", "Convert books", "View", "Get books", "Fetch news", "Help",
                  "Remove books", "Connect/share", "Edit book", "Preferences"]:
            rows.append(("push-button", b, "", (x, 40), (110, 64)))
            x += 114
        rows.append(("push-button", "Virtual library", "", (80, 112), (130, 30)))
        rows.append(("push-button", "Sort by", "", (214, 112), (90, 30)))
        rows.append(("combo-box", "Search", st["search"], (310, 112), (900, 30)))
        rows.append(("push-button", "Saved search", "", (1220, 112), (120, 30)))
        for i, cat in enumerate(["Authors", "Languages", "Series", "Formats", "Publisher", "Rating", "News", "Tags", "Identifiers"]):
            rows.append(("tree-item", cat, "", (80, 156 + 28 * i), (220, 26)))
        data = [r[:7] for r in st["rows"]]
        rows += grid(["Title", "Author(s)", "Date", "Size (MB)", "Rating", "Tags", "Series"], data, 310, 150,
                     [330, 190, 110, 80, 90, 190, 190], rowh=26)
        rows.append(("image", "Cover", "", (1540, 156), (300, 310)))
        rows += details(st["sel"])
        shown = f"{st['shown']} of {st['n']} books" if st["shown"] else f"{st['n']} books"
        rows.append(("label", "", f"calibre 7.6 created by Kovid Goyal [{shown}, 1 selected]", (80, 1040), (600, 20)))
        rows.append(("label", "", "Jobs: 0", (1800, 1040), (80, 20)))
        if st["dlg"] == "add":
            rows.append(("dialog", "Select books", "", (500, 200), (920, 620)))
            for i, p in enumerate(["Recent", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos"]):
                rows.append(("label", p, "", (514, 260 + 32 * i), (140, 17)))
            rows.append(("push-button", "Downloads", "", (680, 214), (110, 30)))
            rows += grid(["Name", "Size", "Modified"],
                         [["Becky Chambers - A Psalm for the Wild-Built.epub", "1.4 MB", "09:51"],
                          ["Lease_Agreement_2024.pdf", "2.2 MB", "11 Mar"],
                          ["Ursula K. Le Guin - The Dispossessed.epub", "819.6 kB", "09:49"],
                          ["weekly_notes.pdf", "310.4 kB", "8 Mar"]], 680, 254, [480, 110, 120])
            rows.append(("combo-box", "", "Books", (1160, 750), (240, 28)))
            rows.append(("push-button", "Cancel", "", (1180, 790), (100, 30)))
            rows.append(("push-button", "Open", "", (1290, 790), (100, 30)))
        if st["dlg"] == "meta":
            d = st["meta"]
            rows.append(("dialog", "Edit metadata for The Dispossessed", "", (360, 120), (1200, 860)))
            for i, (k, v) in enumerate([("Title", "The Dispossessed"), ("Title sort", "Dispossessed, The"),
                                        ("Author(s)", LG), ("Author sort", "Le Guin, Ursula K."),
                                        ("Series", d["series"]), ("Number", d["num"]), ("Rating", "No rating"),
                                        ("Tags", SF), ("Identifiers", "isbn:9780061054884"),
                                        ("Date", "14 Mar 2024"), ("Published", "Jan 1974"),
                                        ("Publisher", "Harper Voyager"), ("Languages", "English")]):
                rows.append(("label", "", k, (380, 160 + 40 * i), (120, 20)))
                rows.append(("text" if k not in ("Series", "Rating", "Publisher", "Languages") else "combo-box", k, v,
                             (510, 156 + 40 * i), (560, 30)))
            rows.append(("image", "Cover", "", (1100, 160), (400, 520)))
            rows.append(("push-button", "Download metadata", "", (1100, 700), (200, 32)))
            rows.append(("push-button", "OK", "", (1350, 930), (90, 32)))
            rows.append(("push-button", "Cancel", "", (1450, 930), (90, 32)))
        return a11y(rows, clock=clock("Mar 14", 9 * 60 + 53 + t // 2))

    turns = []
    state = view(0)
    st["dlg"] = "add"
    turns.append((code("pyautogui.click(135, 72)"), view(1)))
    st.update(dlg=None, n=128, rows=[disp, psalm] + books)
    turns.append((code('pyautogui.click(900, 296)\npyautogui.keyDown("ctrl")\npyautogui.click(900, 352)\npyautogui.keyUp("ctrl")\npyautogui.click(1340, 805)'), view(2)))
    st["sel"] = disp
    turns.append((code("pyautogui.click(470, 189)"), view(3)))
    st.update(dlg="meta", meta={"series": "", "num": "1.00"})
    turns.append((code('pyautogui.press("e")'), view(4)))
    st["meta"].update(series="Hainish Cycle", num="6.00")
    turns.append((code('pyautogui.click(780, 331)\npyautogui.write("Hainish Cycle")\npyautogui.tripleClick(780, 371)\npyautogui.write("6")'), view(5)))
    disp[6] = "Hainish Cycle [6]"
    st.update(dlg=None)
    turns.append((code("pyautogui.click(1395, 946)"), view(6)))
    by_title = [
        ["Dawn", "Octavia E. Butler", "07 Jun 2023", "0.7", "★★★★", SF, "Xenogenesis [1]", "Warner Books", "1987"],
        books[13],
        books[6],
        ["The Diamond Age", "Neal Stephenson", "19 Apr 2023", "1.3", "★★★★", SF, "", "Bantam Spectra", "Feb 1995"],
        disp,
        ["Do Androids Dream of Electric Sheep?", "Philip K. Dick", "02 Feb 2023", "0.5", "★★★", SF, "", "Del Rey", "1968"],
        ["Dune", "Frank Herbert", "15 Jan 2023", "1.6", "★★★★★", SF, "Dune [1]", "Ace Books", "Aug 1965"],
        ["Dune Messiah", "Frank Herbert", "15 Jan 2023", "0.9", "★★★", SF, "Dune [2]", "Ace Books", "1969"],
        ["Educated", "Tara Westover", "30 Aug 2023", "1.8", "★★★★", "Memoir, Nonfiction", "", "Random House", "Feb 2018"],
        ["The Emperor's Soul", "Brandon Sanderson", "11 Oct 2023", "0.6", "★★★★", "Fantasy", "", "Tachyon", "Nov 2012"],
        ["Empire of Pain", "Patrick Radden Keefe", "22 Sep 2023", "3.1", "★★★★", "History, Nonfiction", "", "Doubleday", "Apr 2021"],
        books[12],
    ]
    st["rows"] = by_title
    turns.append((code("pyautogui.click(470, 163)"), view(7)))
    st.update(search="hainish", shown=3, rows=[disp, books[1], books[5]])
    turns.append((code('pyautogui.click(760, 127)\npyautogui.write("hainish")\npyautogui.press("enter")'), view(8)))
    rs.add(task="os", tid="h32-os-09", system=SYS + "Add the two EPUBs in ~/Downloads to the calibre library, set The Dispossessed's series to 'Hainish Cycle' number 6, then sort the library by title and show only the Hainish Cycle books.",
           turns=turns, state=state)


# VS Code, bad
def t10(rs: RowSet) -> None:
    src = ["{", '  "service": "inventory-service",', '  "env": "development",', '  "http": {', '    "host": "0.0.0.0",',
           '    "port": 8080,', '    "corsOrigins": ["http://localhost:5173"]', "  },", '  "upstream": {',
           '    "pricingApi": "https://pricing.int.corvid.io/v2",', '    "supplierApi": "https://suppliers.int.corvid.io",',
           '    "retries": 3,', '    "retryBackoffMs": 250,', '    "requestTimeoutSeconds": 30,', '    "circuitBreaker": {',
           '      "failureThreshold": 5,', '      "resetAfterSeconds": 60', "    }", "  },", '  "cache": {',
           '    "redisUrl": "redis://localhost:6379/2",', '    "ttlSeconds": 300', "  },",
           '  "logging": { "level": "info", "pretty": true }', "}"]
    tree = [(".github", 0), (".vscode", 0), ("config", 0), ("logging.yaml", 1), ("settings.json", 1), ("node_modules", 0),
            ("src", 0), ("test", 0), (".env.example", 0), (".eslintrc.json", 0), (".gitignore", 0),
            ("docker-compose.yml", 0), ("Dockerfile", 0), ("jest.config.js", 0), ("package-lock.json", 0),
            ("package.json", 0), ("README.md", 0)]
    prompt = "dana@ws-dana:~/projects/inventory-service$ "
    st = {"open": False, "dirty": False, "ln": "Ln 1, Col 1", "quick": False, "goto": False, "mod": False,
          "term": None, "side": "explorer"}

    def view(t: int) -> str:
        rows = desk()
        name = "settings.json - inventory-service - Visual Studio Code" if st["open"] else "inventory-service - Visual Studio Code"
        if st["dirty"]:
            name = "● " + name
        rows.append(("frame", name, "", (70, 27), (1850, 1053)))
        rows += menus(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], y=32)
        for i, b in enumerate(["Explorer (Ctrl+Shift+E)", "Search (Ctrl+Shift+F)",
                               "Source Control (Ctrl+Shift+G G)" + (" - 1 pending changes" if st["mod"] else ""),
                               "Run and Debug (Ctrl+Shift+D)", "Extensions (Ctrl+Shift+X)"]):
            rows.append(("page-tab", b, "", (70, 62 + 48 * i), (48, 48)))
        if st["side"] == "explorer":
            rows.append(("label", "", "EXPLORER", (128, 66), (120, 20)))
            rows.append(("tree-item", "INVENTORY-SERVICE", "", (120, 96), (300, 22)))
            for i, (n, d) in enumerate(tree):
                deco = " M" if (n == "settings.json" and st["mod"]) else ""
                rows.append(("tree-item", n + deco, "", (136 + 16 * d, 120 + 22 * i), (280 - 16 * d, 22)))
            rows.append(("tree-item", "OUTLINE", "", (120, 940), (300, 22)))
            rows.append(("tree-item", "TIMELINE", "", (120, 964), (300, 22)))
        else:
            rows.append(("label", "", "SOURCE CONTROL", (128, 66), (160, 20)))
            rows.append(("text", "Source Control Input", "", (130, 96), (280, 30)))
            rows.append(("push-button", "✓ Commit", "", (130, 132), (280, 28)))
            rows.append(("tree-item", "Changes", "1", (124, 170), (290, 22)))
            rows.append(("tree-item", "settings.json config", "M", (140, 192), (274, 22)))
        if st["open"]:
            rows.append(("page-tab", "settings.json", "", (424, 62), (150, 34)))
            rows.append(("label", "", "config > settings.json > ...", (424, 98), (400, 20)))
            rows.append(("text", "The editor is not accessible at this time. To enable screen reader optimized mode, use Shift+Alt+F1",
                         "\n".join(src), (470, 120), (1440, 520 if st["term"] is not None else 900)))
        else:
            rows.append(("label", "", "Show All Commands Ctrl + Shift + P", (900, 420), (400, 20)))
            rows.append(("label", "", "Go to File Ctrl + P", (900, 450), (400, 20)))
            rows.append(("label", "", "Toggle Terminal Ctrl + `", (900, 480), (400, 20)))
        if st["quick"]:
            rows.append(("text", "Search files by name (append : to go to line or @ to go to symbol)", "settings.json", (760, 70), (700, 30)))
            rows.append(("list-item", "settings.json config", "", (760, 104), (700, 24)))
            rows.append(("list-item", "settings.json .vscode", "", (760, 128), (700, 24)))
        if st["goto"]:
            rows.append(("text", "", ":14", (760, 70), (700, 30)))
            rows.append(("list-item", "Go to line 14.", "", (760, 104), (700, 24)))
        if st["term"] is not None:
            for i, b in enumerate(["PROBLEMS", "OUTPUT", "DEBUG CONSOLE", "TERMINAL", "PORTS"]):
                rows.append(("page-tab", b, "", (430 + 130 * i, 650), (126, 26)))
            rows.append(("push-button", "New Terminal", "", (1760, 650), (26, 26)))
            rows.append(("push-button", "Kill Terminal", "", (1790, 650), (26, 26)))
            rows.append(("terminal", "Terminal 1, bash", "\n".join(st["term"]), (430, 680), (1480, 330)))
        rows.append(("push-button", "main", "", (70, 1056), (60, 22)))
        rows.append(("push-button", "Synchronize Changes", "", (132, 1056), (30, 22)))
        rows.append(("push-button", "No Problems", "0  0", (166, 1056), (60, 22)))
        if st["open"]:
            for b, x in [(st["ln"], 1380), ("Spaces: 2", 1490), ("UTF-8", 1570), ("LF", 1630), ("{} JSON", 1660), ("Prettier", 1740)]:
                rows.append(("push-button", b, "", (x, 1056), (100, 22)))
        rows.append(("push-button", "Notifications", "", (1880, 1056), (30, 22)))
        return a11y(rows, clock=clock("Mar 14", 13 * 60 + 52 + t // 2))

    turns = []
    state = view(0)
    st["quick"] = True
    turns.append((code('pyautogui.hotkey("ctrl", "p")\npyautogui.write("settings.json")'), view(1)))
    st.update(quick=False, open=True)
    turns.append((code('pyautogui.press("enter")'), view(2)))
    st.update(goto=True, ln="Ln 1, Col 1")
    turns.append((code('pyautogui.hotkey("ctrl", "g")\npyautogui.write("14")'), view(3)))
    src[13] = '    "requestTimeoutSeconds": 60,'
    st.update(goto=False, dirty=True, ln="Ln 14, Col 32")
    turns.append((code('pyautogui.press("enter")\npyautogui.doubleClick(760, 376)\npyautogui.write("60")'), view(4)))
    st.update(dirty=False, mod=True)
    turns.append((code('pyautogui.hotkey("ctrl", "s")'), view(5)))
    st["term"] = [prompt]
    turns.append((code('pyautogui.hotkey("ctrl", "`")'), view(6)))
    st["term"] = [prompt + "git diff --stat && grep -n Timeout config/settings.json",
                  " config/settings.json | 2 +-", " 1 file changed, 1 insertion(+), 1 deletion(-)",
                  '14:    "requestTimeoutSeconds": 30,', prompt]
    turns.append((code('pyautogui.write("git diff --stat && grep -n Timeout config/settings.json\\n")'), view(7)))
    st["term"] = st["term"][:-1] + [
        prompt + "npm test -- --runInBand test/config.test.js", "",
        "> inventory-service@2.3.0 test", "> jest --runInBand test/config.test.js", "",
        " PASS  test/config.test.js", "  config loader", "    ✓ loads defaults from config/settings.json (12 ms)",
        "    ✓ applies environment overrides (4 ms)", "    ✓ rejects unknown keys (3 ms)", "",
        "Test Suites: 1 passed, 1 total", "Tests:       3 passed, 3 total", "Snapshots:   0 total",
        "Time:        0.913 s", "Ran all test suites matching /test\\/config.test.js/i.", prompt]
    turns.append((code('pyautogui.write("npm test -- --runInBand test/config.test.js\\n")'), view(8)))
    st["side"] = "scm"
    turns.append((code("pyautogui.click(94, 182)"), view(9)))
    rs.add(task="os", tid="h32-os-10", system=SYS + "In VS Code (project ~/projects/inventory-service), raise upstream.requestTimeoutSeconds in config/settings.json from 30 to 60, save, check the change in the integrated terminal and run the config tests.",
           turns=turns, state=state, bad=True, turn=7, kind="edited and saved value reads back as the old value")


# Evince, clean
def t11(rs: RowSet) -> None:
    pages = {
        1: ["RESIDENTIAL LEASE AGREEMENT", "", "Premises: 2417 Alder Street, Apt 3B, Portland, OR 97205",
            "Landlord: Brightwater Property Management LLC", "Tenant: Dana Whitfield",
            "Lease Term: April 1, 2024 – March 31, 2025", "", "Agreement No. BPM-2024-0381"],
        7: ["6. SECURITY DEPOSIT",
            "6.1 Upon execution of this Lease, Tenant shall deposit with Landlord the sum of $3,900.00 (the \"Security Deposit\")",
            "as security for the full and faithful performance by Tenant of each term of this Lease.",
            "6.2 The deposit shall be held in a separate interest-bearing account at Umpqua Bank, Portland, Oregon.",
            "Landlord shall provide Tenant with written notice of the name and address of the depository within ten (10) days.",
            "6.3 Landlord may apply all or part of the deposit to unpaid rent, cleaning beyond ordinary wear and tear,",
            "and repair of damage caused by Tenant, Tenant's guests or pets, as permitted by ORS 90.300.",
            "6.4 The deposit shall not be applied by Tenant as last month's rent."],
        8: ["6.5 Within thirty-one (31) days after termination of the tenancy and delivery of possession, Landlord shall",
            "return the security deposit to Tenant together with a written accounting of any amounts claimed,",
            "delivered to the forwarding address provided by Tenant in writing.",
            "6.6 If Landlord fails to comply with Section 6.5, Tenant may recover twice the amount wrongfully withheld.",
            "", "7. USE OF PREMISES",
            "7.1 The Premises shall be used solely as a private residence for Tenant and the occupants listed in Exhibit A.",
            "7.2 Tenant shall not conduct any business on the Premises that involves customer visits or stored inventory."],
        11: ["12. MAINTENANCE AND REPAIRS",
             "12.1 Tenant shall keep the Premises clean and sanitary and shall promptly notify Landlord of any defect,",
             "leak, malfunction or damage in writing, using the maintenance portal at portal.brightwaterpm.com.",
             "12.2 Landlord shall maintain the structure, roof, plumbing, heating and electrical systems in good repair",
             "and shall begin repairs of non-emergency items within seven (7) days of written notice.",
             "12.3 Tenant shall replace smoke detector batteries, light bulbs and HVAC filters (MERV 8) every 90 days.",
             "12.4 Tenant shall not make repairs costing more than $200.00 without Landlord's prior written approval.",
             "12.5 Emergency repairs may be reported 24/7 at (503) 555-0147."],
    }
    outline = [("1. Parties", 2), ("2. Premises", 2), ("3. Term", 3), ("4. Rent", 4), ("5. Utilities", 6),
               ("6. Security Deposit", 7), ("7. Use of Premises", 8), ("8. Pets", 9), ("9. Alterations", 10),
               ("10. Entry by Landlord", 10), ("11. Insurance", 10), ("12. Maintenance and Repairs", 11),
               ("13. Termination", 12), ("14. Notices", 13), ("15. Signatures", 14)]
    st = {"page": 1, "zoom": "100%", "find": None, "side": False, "lines": 8}

    def view(t: int) -> str:
        rows = desk("Document Viewer")
        rows.append(("frame", "Lease_Agreement_2024.pdf — Residential Lease Agreement", "", (70, 27), (1850, 1053)))
        rows.append(("toggle-button", "Side pane", "", (80, 34), (34, 34)))
        rows.append(("text", "Select page", str(st["page"]), (124, 36), (60, 30)))
        rows.append(("label", "", "of 14", (188, 42), (50, 20)))
        rows.append(("push-button", "Go to the previous page", "", (246, 34), (34, 34)))
        rows.append(("push-button", "Go to the next page", "", (282, 34), (34, 34)))
        rows.append(("label", "", "Residential Lease Agreement", (800, 36), (320, 20)))
        rows.append(("label", "", "Lease_Agreement_2024.pdf", (840, 56), (240, 16)))
        rows.append(("toggle-button", "Find", "", (1500, 34), (34, 34)))
        rows.append(("toggle-button", "Annotate the document", "", (1540, 34), (34, 34)))
        rows.append(("text", "Zoom", st["zoom"], (1590, 36), (90, 30)))
        rows.append(("push-button", "Select or set the zoom level of the document", "", (1680, 36), (30, 30)))
        rows.append(("push-button", "File options", "", (1720, 34), (34, 34)))
        x0 = 80
        if st["find"] is not None:
            rows.append(("text", "Find", st["find"], (700, 78), (400, 30)))
            rows.append(("push-button", "Find previous occurrence of the search string", "", (1104, 78), (30, 30)))
            rows.append(("push-button", "Find next occurrence of the search string", "", (1136, 78), (30, 30)))
        if st["side"]:
            rows.append(("combo-box", "", "Outline", (80, 116), (300, 30)))
            for i, (name, pg) in enumerate(outline):
                rows.append(("tree-item", name, str(pg), (90, 156 + 26 * i), (290, 24)))
            x0 = 390
        top = 120 if st["find"] is None else 116
        rows.append(("document-frame", "", "", (x0, top), (1920 - x0 - 10, 1080 - top)))
        rows.append(("page", f"Page {st['page']}", "", (x0 + 40, top + 20), (1920 - x0 - 90, 1200)))
        for i, line in enumerate(pages[st["page"]][: st["lines"]]):
            rows.append(("paragraph", "", line, (x0 + 110, top + 90 + 34 * i), (1500 if not st["side"] else 1200, 26)))
        return a11y(rows, clock=clock("Mar 14", 19 * 60 + 12 + t // 2))

    turns = []
    state = view(0)
    st["page"] = 7
    turns.append((code('pyautogui.tripleClick(154, 51)\npyautogui.write("7\\n")'), view(1)))
    st["find"] = "security deposit"
    turns.append((code('pyautogui.hotkey("ctrl", "f")\npyautogui.write("security deposit")'), view(2)))
    st["page"] = 8
    turns.append((code('pyautogui.press("enter")\npyautogui.press("enter")'), view(3)))
    st.update(zoom="146%", lines=6)
    turns.append((code('pyautogui.click(1695, 51)\npyautogui.click(1640, 190)  # Fit Width'), view(4)))
    st.update(side=True, zoom="127%", lines=7)
    turns.append((code('pyautogui.press("f9")'), view(5)))
    st.update(page=11)
    turns.append((code("pyautogui.click(200, 454)"), view(6)))
    rs.add(task="os", tid="h32-os-11", system=SYS + "In Document Viewer, read the lease's security deposit clauses (go to page 7 and search for 'security deposit'), set the zoom to fit the page width, then use the outline to open the Maintenance and Repairs section.",
           turns=turns, state=state)


# Disk Usage Analyzer (Baobab), bad
def t12(rs: RowSet) -> None:
    home = [["Videos", "18.2 GB", "1,204 items", "2 days"], [".cache", "9.6 GB", "41,262 items", "Today"],
            ["Downloads", "7.9 GB", "386 items", "Yesterday"], [".local", "4.1 GB", "58,930 items", "Today"],
            ["projects", "3.6 GB", "187,244 items", "Today"], ["Pictures", "2.7 GB", "6,812 items", "3 weeks"],
            [".var", "1.1 GB", "9,402 items", "5 days"], ["Music", "806.3 MB", "612 items", "2 months"],
            ["Documents", "412.6 MB", "1,438 items", "Yesterday"], [".config", "168.2 MB", "4,977 items", "Today"],
            ["snap", "93.0 MB", "1,630 items", "Today"], ["Desktop", "12.4 MB", "23 items", "1 month"]]
    cache = [["pip", "3.1 GB", "12,880 items", "1 week"], ["mozilla", "2.4 GB", "9,115 items", "Today"],
             ["yarn", "1.9 GB", "14,302 items", "4 days"], ["JetBrains", "1.1 GB", "3,951 items", "Yesterday"],
             ["thumbnails", "612.4 MB", "871 items", "Today"], ["tracker3", "318.7 MB", "14 items", "Today"],
             ["go-build", "170.2 MB", "77 items", "3 weeks"]]
    backup = [["timeshift", "402.1 GB", "2,184,906 items", "Today"], ["photos-archive", "148.9 GB", "31,274 items", "2 months"],
              ["vm-images", "54.2 GB", "9 items", "5 months"], ["music-flac", "6.9 GB", "1,388 items", "1 year"],
              ["lost+found", "16.0 kB", "0 items", "1 year"]]
    snaps = [["snapshots", "402.1 GB", "2,184,871 items", "Today"]]
    snap_list = [["2024-03-14_09-00-01", "71.3 GB", "364,120 items", "Today"], ["2024-03-13_09-00-01", "68.9 GB", "364,011 items", "Yesterday"],
                 ["2024-03-10_09-00-01", "66.4 GB", "363,802 items", "4 days"], ["2024-03-03_09-00-02", "65.8 GB", "363,655 items", "1 week"],
                 ["2024-02-25_09-00-01", "65.2 GB", "364,590 items", "2 weeks"], ["2024-02-01_09-00-01", "64.5 GB", "364,693 items", "1 month"]]
    st = {"page": "locations", "root": None, "rows": [], "menu": False}

    def view(t: int) -> str:
        rows = desk("Disk Usage Analyzer")
        rows.append(("frame", "Disk Usage Analyzer", "", (70, 27), (1850, 1053)))
        if st["page"] == "locations":
            rows.append(("label", "", "Devices & Locations", (860, 40), (200, 20)))
            rows.append(("push-button", "Scan Folder…", "", (1700, 34), (120, 34)))
            rows.append(("push-button", "Main Menu", "", (1830, 34), (34, 34)))
            for i, (n, p, cap) in enumerate([("Home folder", "/home/dana", "238.5 GB"),
                                             ("Ubuntu 22.04.4 LTS amd64", "/", "238.5 GB"),
                                             ("Backup", "/media/dana/Backup", "1.0 TB")]):
                y = 100 + 90 * i
                rows.append(("list-item", n, "", (300, y), (1320, 84)))
                rows.append(("label", "", n, (380, y + 14), (400, 22)))
                rows.append(("label", "", p, (380, y + 40), (400, 18)))
                rows.append(("label", "", cap, (1500, y + 26), (100, 20)))
                rows.append(("level-bar", "", "", (380, y + 64), (1200, 8)))
        else:
            rows.append(("push-button", "Back", "", (80, 34), (34, 34)))
            rows.append(("push-button", st["root"][0], "", (130, 34), (20 + 9 * len(st["root"][0]), 34)))
            rows.append(("push-button", "Rescan", "", (1780, 34), (34, 34)))
            rows.append(("push-button", "Main Menu", "", (1830, 34), (34, 34)))
            data = [[st["root"][0], st["root"][1], st["root"][2], st["root"][3]]]
            for name, depth, rec in st["rows"]:
                data.append(["    " * depth + name, rec[1], rec[2], rec[3]])
            rows += grid(["Folder", "Size", "Contents", "Modified"], data, 76, 78, [560, 140, 180, 140], rowh=30)
            rows.append(("drawing-area", "Rings Chart", "", (1110, 78), (800, 900)))
            rows.append(("toggle-button", "Rings Chart", "", (1440, 1000), (60, 34)))
            rows.append(("toggle-button", "Treemap Chart", "", (1502, 1000), (60, 34)))
            if st["menu"]:
                for i, item in enumerate(["Open Folder", "Copy Path to Clipboard", "Move to Trash"]):
                    rows.append(("menu-item", item, "", (420, 300 + 28 * i), (240, 26)))
        return a11y(rows, clock=clock("Mar 14", 17 * 60 + 31 + t))

    turns = []
    state = view(0)
    st.update(page="scan", root=["dana", "48.7 GB", "314,476 items", "Today"], rows=[(r[0], 1, r) for r in home])
    turns.append((code("pyautogui.click(900, 142)"), view(1)))
    st["rows"] = [(home[0][0], 1, home[0]), (home[1][0], 1, home[1])] + [(r[0], 2, r) for r in cache] + [(r[0], 1, r) for r in home[2:]]
    turns.append((code("pyautogui.click(92, 183)"), view(2)))
    home[1] = [".cache", "6.5 GB", "28,381 items", "Today"]
    st.update(root=["dana", "46.1 GB", "301,595 items", "Today"], rows=[(r[0], 1, r) for r in home])
    turns.append((code('import subprocess\nsubprocess.run(["rm", "-rf", "/home/dana/.cache/pip"], check=True)\npyautogui.click(1797, 51)'), view(3)))
    st.update(page="locations")
    turns.append((code("pyautogui.click(97, 51)"), view(4)))
    st.update(page="scan", root=["Backup", "612.4 GB", "2,217,599 items", "Today"], rows=[(r[0], 1, r) for r in backup])
    turns.append((code("pyautogui.click(900, 322)"), view(5)))
    st["rows"] = [(backup[0][0], 1, backup[0]), (snaps[0][0], 2, snaps[0])] + [(r[0], 3, r) for r in snap_list] + [(r[0], 1, r) for r in backup[1:]]
    turns.append((code("pyautogui.click(92, 153)\npyautogui.click(108, 183)"), view(6)))
    st["menu"] = True
    turns.append((code("pyautogui.rightClick(300, 363)"), view(7)))
    rs.add(task="os", tid="h32-os-12", system=SYS + "Use Disk Usage Analyzer to find what fills the home folder, delete the pip cache (~/.cache/pip) and rescan, then scan the Backup drive and look at the oldest Timeshift snapshot.",
           turns=turns, state=state, bad=True, turn=3, kind="home total after deleting a folder does not drop by that folder's size")


# Google Chrome, clean
def t13(rs: RowSet) -> None:
    PL = "pathlib — Object-oriented filesystem paths — Python 3.12.2 documentation"
    PY = "Python Release Python 3.12.2 | Python.org"
    bar = ["Gmail", "Jira – Corvid", "Grafana", "AWS Console", "corvid/infra · GitHub", "Calendar"]
    pages = {
        "New Tab": ("", [("image", "Google", ""), ("combo-box", "Search Google or type a URL", ""),
                         ("link", "Gmail", ""), ("link", "YouTube", ""), ("link", "Jira – Corvid", ""),
                         ("link", "GitHub", ""), ("link", "Add shortcut", ""), ("push-button", "Customize Chrome", "")]),
        PL: ("docs.python.org/3/library/pathlib.html", [
            ("link", "Python", ""), ("combo-box", "Python version", "3.12.2"), ("text", "Quick search", ""),
            ("heading", "pathlib — Object-oriented filesystem paths", ""),
            ("paragraph", "", "New in version 3.4."),
            ("paragraph", "", "Source code: Lib/pathlib.py"),
            ("paragraph", "", "This module offers classes representing filesystem paths with semantics appropriate for different operating systems. Path classes are divided between pure paths, which provide purely computational operations without I/O, and concrete paths, which inherit from pure paths but also provide I/O operations."),
            ("heading", "Basic use", ""), ("paragraph", "", "Importing the main class:"),
            ("paragraph", "", ">>> from pathlib import Path"),
            ("paragraph", "", "Listing subdirectories:"),
            ("paragraph", "", ">>> p = Path('.')"), ("paragraph", "", ">>> [x for x in p.iterdir() if x.is_dir()]"),
            ("heading", "Pure paths", ""), ("link", "Table of Contents", ""), ("link", "Previous topic", ""),
            ("link", "os.path — Common pathname manipulations", "")]),
        PY: ("python.org/downloads/release/python-3122/", [
            ("link", "Python", ""), ("link", "PSF", ""), ("link", "Docs", ""), ("link", "PyPI", ""),
            ("heading", "Python 3.12.2", ""), ("paragraph", "", "Release Date: Feb. 6, 2024"),
            ("paragraph", "", "This is the second maintenance release of Python 3.12"),
            ("heading", "Files", ""),
            ("table-column-header", "Version", ""), ("table-column-header", "Operating System", ""),
            ("table-column-header", "Description", ""), ("table-column-header", "MD5 Sum", ""),
            ("table-column-header", "File Size", ""), ("table-column-header", "GPG", ""),
            ("link", "Gzipped source tarball", ""), ("table-cell", "", "Source release"), ("table-cell", "", "e7c178b97bf8f7ccd677b94d614f7b3c"),
            ("table-cell", "", "27183208"), ("link", "SIG", ""),
            ("link", "XZ compressed source tarball", ""), ("table-cell", "", "Source release"), ("table-cell", "", "44abfae489d87cc005d50a9267b5d58d"),
            ("table-cell", "", "20591308"), ("link", "SIG", ""),
            ("link", "macOS 64-bit universal2 installer", ""), ("table-cell", "", "macOS"), ("table-cell", "", "f6a9ecbd1d7da7e7ac0bce3e6b57d1e3"),
            ("table-cell", "", "44485133"), ("link", "SIG", ""),
            ("link", "Windows installer (64-bit)", ""), ("table-cell", "", "Windows"), ("table-cell", "", "44abfbfd6a2d5c8b2a6e56e0d1b9d4a5"),
            ("table-cell", "", "25905416"), ("link", "SIG", "")]),
    }
    st = {"tabs": ["New Tab"], "active": 0, "bar": list(bar), "bubble": None, "dl": False, "bm": None, "toast": False}

    def bookmarks_page() -> list[tuple[str, str, str]]:
        out = [("heading", "Bookmarks", ""), ("text", "Search bookmarks", st["bm"] or ""),
               ("tree-item", "Bookmarks bar", ""), ("tree-item", "Other bookmarks", "")]
        urls = {"Gmail": "mail.google.com", "Jira – Corvid": "corvid.atlassian.net", "Grafana": "grafana.int.corvid.io",
                "AWS Console": "eu-central-1.console.aws.amazon.com", "corvid/infra · GitHub": "github.com/corvid/infra",
                "Calendar": "calendar.google.com", PL: "docs.python.org"}
        items = [b for b in st["bar"] if not st["bm"] or st["bm"].lower() in b.lower()]
        if not items:
            out.append(("paragraph", "", "No search results found"))
        for b in items:
            out += [("link", b, ""), ("label", "", urls[b]), ("push-button", f"More actions for {b}", "")]
        if st["toast"]:
            out += [("alert", "", "Deleted 'pathlib — Object-oriented filesystem paths — Python 3.12.2 documentation'"),
                    ("push-button", "Undo", "")]
        return out

    def view(t: int) -> str:
        rows = desk()
        cur = st["tabs"][st["active"]]
        rows.append(("frame", f"{cur} - Google Chrome", "", (70, 27), (1850, 1053)))
        for i, tab in enumerate(st["tabs"]):
            rows.append(("page-tab", tab, "", (80 + 240 * i, 32), (236, 34)))
        rows.append(("push-button", "New Tab", "", (80 + 240 * len(st["tabs"]), 34), (28, 28)))
        for b, x in [("Back", 80), ("Forward", 114), ("Reload", 148)]:
            rows.append(("push-button", b, "", (x, 72), (32, 32)))
        url = "chrome://bookmarks/?q=" + st["bm"] if (cur == "Bookmarks" and st["bm"]) else (
            "chrome://bookmarks" if cur == "Bookmarks" else pages[cur][0])
        rows.append(("entry", "Address and search bar", url, (190, 74), (1450, 30)))
        rows.append(("push-button", "Bookmark this tab", "", (1610, 76), (26, 26)))
        x = 1700
        if st["dl"]:
            rows.append(("push-button", "Downloads", "", (x, 72), (32, 32)))
        rows.append(("push-button", "Extensions", "", (x + 36, 72), (32, 32)))
        rows.append(("push-button", "Dana (Corvid)", "", (x + 72, 72), (32, 32)))
        rows.append(("push-button", "Chrome", "", (x + 108, 72), (32, 32)))
        bx = 80
        for b in st["bar"]:
            w = min(190, 30 + 7 * len(b))
            rows.append(("push-button", b, "", (bx, 110), (w, 28)))
            bx += w + 4
        rows.append(("push-button", "All Bookmarks", "", (1790, 110), (120, 28)))
        content = bookmarks_page() if cur == "Bookmarks" else pages[cur][1]
        y = 150
        for tag, name, text in content:
            rows.append((tag, name, text, (300 if tag != "link" else 320, y), (1300, 24)))
            y += 30
        b = st["bubble"]
        if b == "bookmark":
            rows.append(("dialog", "Bookmark added", "", (1260, 104), (380, 210)))
            rows.append(("text", "Name", PL, (1280, 150), (340, 30)))
            rows.append(("combo-box", "Folder", "Bookmarks bar", (1280, 192), (340, 30)))
            for n, bxx in [("More…", 1280), ("Remove", 1420), ("Done", 1530)]:
                rows.append(("push-button", n, "", (bxx, 250), (96, 32)))
        if b in ("dl1", "dl2"):
            rows.append(("dialog", "Recent downloads", "", (1380, 104), (360, 150)))
            rows.append(("label", "", "Python-3.12.2.tgz", (1440, 130), (280, 20)))
            rows.append(("label", "", "4.1/25.9 MB, 6 secs left" if b == "dl1" else "25.9 MB • Done", (1440, 152), (280, 18)))
            rows.append(("push-button", "Full download history", "", (1400, 210), (320, 30)))
        return a11y(rows, clock=clock("Mar 14", 14 * 60 + 2 + t // 2))

    turns = []
    state = view(0)
    st["tabs"] = [PL]
    turns.append((code('pyautogui.click(800, 89)\npyautogui.write("docs.python.org/3/library/pathlib.html\\n")'), view(1)))
    st["bubble"] = "bookmark"
    turns.append((code('pyautogui.hotkey("ctrl", "d")'), view(2)))
    st["bubble"] = None
    st["bar"].append(PL)
    turns.append((code("pyautogui.click(1578, 266)"), view(3)))
    st.update(tabs=[PL, PY], active=1)
    turns.append((code('pyautogui.hotkey("ctrl", "t")\npyautogui.write("https://www.python.org/downloads/release/python-3122/\\n")'), view(4)))
    st.update(bubble="dl1", dl=True)
    turns.append((code("pyautogui.click(340, 570)"), view(5)))
    st.update(bubble="dl2")
    turns.append((code("import time\ntime.sleep(8)\npyautogui.click(1716, 88)"), view(6)))
    st.update(bubble=None, tabs=[PL], active=0)
    turns.append((code('pyautogui.press("escape")\npyautogui.hotkey("ctrl", "w")'), view(7)))
    st.update(tabs=[PL, PY], active=1)
    turns.append((code("BrowserTools.bring_back_last_tab()"), view(8)))
    st.update(tabs=[PL, PY, "Bookmarks"], active=2)
    turns.append((code("BrowserTools.open_bookmarks()"), view(9)))
    st["bm"] = "pathlib"
    turns.append((code('pyautogui.click(900, 192)\npyautogui.write("pathlib")'), view(10)))
    st["bar"].remove(PL)
    st.update(toast=True)
    turns.append((code("pyautogui.click(320, 342)  # More actions\npyautogui.click(360, 430)  # Delete"), view(11)))
    rs.add(task="os", tid="h32-os-13", system=SYS + "In Chrome, open the pathlib docs and bookmark them, download the Python 3.12.2 gzipped source tarball, close and reopen that tab, then check the bookmark in the Bookmarks manager and delete it again.",
           turns=turns, state=state)


# Shotwell, bad
def t14(rs: RowSet) -> None:
    ev = "Lisbon — Mar 2 2024"
    portrait = {4411, 4415, 4422}
    photos = list(range(4408, 4426))
    times = {n: f"3/2/24, {(607 + 13 * (n - 4408)) // 60}:{(607 + 13 * (n - 4408)) % 60:02d}" for n in photos}
    st = {"src": ev, "grid": list(photos), "info": None, "dlg": False, "tags": ["family", "food", "street"],
          "ptags": {}, "single": None, "trash": False}

    def info(n: int) -> list[tuple[str, str]]:
        rot = n in portrait
        return [("Title", f"IMG_{n}.JPG"), ("Date", times[n]), ("Size", "3024 × 4032" if rot else "4032 × 3024"),
                ("Exposure", "1/640 sec, f/1.6"), ("Camera", "Apple iPhone 13"), ("Focal length", "5.1 mm"),
                ("ISO", "50"), ("Tags", ", ".join(st["ptags"].get(n, [])))]

    def view(t: int) -> str:
        rows = desk("Shotwell")
        head = f"IMG_{st['single']}.JPG" if st["single"] else st["src"]
        rows.append(("frame", f"{head} - Shotwell", "", (70, 27), (1850, 1053)))
        rows += menus(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"])
        side = ["Library", "Photos", "Flagged", "Last Import", "Events", "2024", "March", ev, "Mar 9 2024", "February",
                "2023", "Tags"] + sorted(st["tags"]) + (["Trash"] if st["trash"] else [])
        for i, s in enumerate(side):
            rows.append(("tree-item", s, "", (80, 100 + 26 * i), (240, 24)))
        if st["single"]:
            n = st["single"]
            rows.append(("image", f"IMG_{n}.JPG", "", (340, 100), (1200, 860)))
            for i, b in enumerate(["Previous photo", "Next photo", "Rotate Right", "Crop", "Straighten", "Red-eye",
                                   "Adjust", "Enhance", "Zoom"]):
                rows.append(("push-button" if b != "Zoom" else "slider", b, "", (340 + 90 * i, 990), (86, 32)))
            pairs = info(n)
        else:
            g = st["grid"]
            rows.append(("heading", "", st["src"], (340, 100), (600, 28)))
            rows.append(("label", "", f"{len(g)} Photo{'s' if len(g) != 1 else ''}", (340, 130), (200, 20)))
            for i, n in enumerate(g):
                x, y = 340 + 200 * (i % 6), 170 + 220 * (i // 6)
                rows.append(("list-item", f"IMG_{n}.JPG", "", (x, y), (135, 180) if n in portrait else (180, 135)))
            for i, b in enumerate(["Rotate Right", "Flag", "Enhance", "Publish", "Slideshow"]):
                rows.append(("push-button", b, "", (340 + 100 * i, 1010), (96, 32)))
            rows.append(("slider", "Adjust the size of the thumbnails", "", (1300, 1014), (200, 24)))
            sel = st["info"]
            if isinstance(sel, list):
                pairs = [("Items", f"{len(sel)} Photos"), ("Date", "3/2/24"), ("Size", "—")]
            elif sel:
                pairs = info(sel)
            else:
                pairs = []
        rows.append(("label", "", "Extended Information", (1580, 100), (300, 20)))
        for i, (k, v) in enumerate(pairs):
            rows.append(("label", "", k, (1580, 130 + 24 * i), (110, 20)))
            rows.append(("label", "", v, (1700, 130 + 24 * i), (200, 20)))
        if st["dlg"]:
            rows.append(("dialog", "Add Tags", "", (760, 420), (440, 160)))
            rows.append(("label", "", "Tags (separated by commas):", (780, 450), (300, 20)))
            rows.append(("text", "", "", (780, 476), (400, 30)))
            rows.append(("push-button", "Cancel", "", (980, 530), (90, 30)))
            rows.append(("push-button", "OK", "", (1080, 530), (90, 30)))
        return a11y(rows, clock=clock("Mar 14", 20 * 60 + 5 + t // 2))

    turns = []
    st["src"] = "Photos"
    state = view(0)
    st["src"] = ev
    turns.append((code("pyautogui.click(200, 294)"), view(1)))
    st["info"] = 4417
    turns.append((code("pyautogui.click(1030, 450)"), view(2)))
    st["info"] = [4417, 4418, 4423]
    turns.append((code('pyautogui.keyDown("ctrl")\npyautogui.click(1230, 450)\npyautogui.click(1030, 670)\npyautogui.keyUp("ctrl")'), view(3)))
    for n in (4417, 4418, 4423):
        st["grid"].remove(n)
    st.update(info=None, trash=True)
    turns.append((code('pyautogui.press("delete")'), view(4)))
    st["info"] = 4420
    turns.append((code("pyautogui.click(1230, 450)"), view(5)))
    portrait.add(4420)
    turns.append((code('pyautogui.hotkey("ctrl", "r")'), view(6)))
    st["dlg"] = True
    turns.append((code('pyautogui.hotkey("ctrl", "t")'), view(7)))
    st.update(dlg=False, tags=st["tags"] + ["alfama", "tram"])
    st["ptags"][4420] = ["alfama", "tram"]
    turns.append((code('pyautogui.write("tram, alfama")\npyautogui.press("enter")'), view(8)))
    saved = list(st["grid"])
    st.update(src="tram", grid=[4420], info=None)
    turns.append((code("pyautogui.click(200, 528)"), view(9)))
    wrong = sorted(saved + [4418])
    st.update(src=ev, grid=wrong)
    turns.append((code("pyautogui.click(200, 294)"), view(10)))
    st.update(single=4420)
    turns.append((code("pyautogui.doubleClick(1410, 460)"), view(11)))
    rs.add(task="os", tid="h32-os-14", system=SYS + "In Shotwell, in the Lisbon event, delete the blurry shots IMG_4417, IMG_4418 and IMG_4423, rotate IMG_4420 to portrait and tag it 'tram' and 'alfama', then open it full size.",
           turns=turns, state=state, bad=True, turn=10, kind="photo moved to trash shown in its event again")


# VLC, clean
def t15(rs: RowSet) -> None:
    base = "/home/dana/Videos/lectures/"
    items: list[list[str]] = []
    st = {"cur": None, "el": "00:00", "tot": "--:--", "vol": "100%", "rate": "1.00x", "playing": False}

    def view(t: int) -> str:
        rows = desk()
        title = f"{items[st['cur']][0]} - VLC media player" if st["cur"] is not None else "VLC media player"
        rows.append(("frame", title, "", (70, 27), (1850, 1053)))
        rows += menus(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"])
        rows.append(("tree-item", "Playlist", "", (80, 100), (200, 24)))
        rows.append(("tree-item", "Media Library", "", (80, 126), (200, 24)))
        rows.append(("tree-item", "My Computer", "", (80, 170), (200, 24)))
        for i, s in enumerate(["My Videos", "My Music", "My Pictures", "Devices", "Local Network", "Internet"]):
            rows.append(("tree-item", s, "", (96, 196 + 26 * i), (184, 24)))
        rows.append(("text", "Search the playlist", "", (1500, 96), (400, 28)))
        data = [[("▶ " if i == st["cur"] else "") + it[0], it[1], it[2]] for i, it in enumerate(items)]
        rows += grid(["Title", "Duration", "Album"], data, 290, 130, [900, 160, 500], rowh=28)
        if st["cur"] is None and not items:
            rows.append(("label", "", "Playlist is currently empty.", (700, 480), (400, 20)))
        rows.append(("label", "", st["el"], (80, 980), (60, 20)))
        rows.append(("slider", "Click to go to position", "", (150, 980), (1620, 20)))
        rows.append(("label", "", st["tot"], (1780, 980), (60, 20)))
        rows.append(("push-button", "Pause the playback" if st["playing"] else "Play", "", (80, 1012), (44, 44)))
        for i, b in enumerate(["Previous media in the playlist, skip backward when held", "Stop playback",
                               "Next media in the playlist, skip forward when held", "Toggle the video in fullscreen",
                               "Show extended settings", "Toggle playlist", "Click to toggle between loop all, loop one and no loop",
                               "Random"]):
            rows.append(("push-button", b, "", (140 + 36 * i, 1018), (34, 32)))
        rows.append(("push-button", "Playback speed", st["rate"], (1600, 1022), (60, 24)))
        rows.append(("push-button", "Mute", "", (1680, 1022), (26, 24)))
        rows.append(("slider", "Volume", st["vol"], (1710, 1022), (120, 24)))
        rows.append(("label", "", st["vol"], (1840, 1024), (50, 20)))
        return a11y(rows, clock=clock("Mar 14", 21 * 60 + 3 + t // 3))

    turns = []
    state = view(0)
    items += [["lecture_01_intro.mp4", "42:17", "CS229 Spring 2024"], ["lecture_02_linear_models.mp4", "51:06", "CS229 Spring 2024"],
              ["lecture_03_regularization.mp4", "47:39", "CS229 Spring 2024"]]
    turns.append((code(f'VLCTools.add_to_playlist("{base}lecture_01_intro.mp4")\nVLCTools.add_to_playlist("{base}lecture_02_linear_models.mp4")\nVLCTools.add_to_playlist("{base}lecture_03_regularization.mp4")'), view(1)))
    st.update(cur=0, el="00:03", tot="42:17", playing=True)
    turns.append((code("pyautogui.doubleClick(500, 172)"), view(2)))
    st.update(el="00:11", vol="90%")
    turns.append((code('pyautogui.hotkey("ctrl", "down")\npyautogui.hotkey("ctrl", "down")'), view(3)))
    st.update(el="00:19", rate="1.10x")
    turns.append((code('pyautogui.press("]")'), view(4)))
    st.update(el="00:27")
    turns.append((code("VLCTools.get_settings()"), view(5)))
    st.update(cur=1, el="00:01", tot="51:06")
    turns.append((code('pyautogui.press("n")'), view(6)))
    st.update(el="00:06", playing=False)
    turns.append((code('pyautogui.press("space")'), view(7)))
    rs.add(task="os", tid="h32-os-15", system=SYS + "In VLC, queue the three CS229 lectures from ~/Videos/lectures, start the first one, lower the volume to 90%, speed playback up slightly, skip to the second lecture and pause.",
           turns=turns, state=state)


# Rhythmbox, bad
def t16(rs: RowSet) -> None:
    CT, MO = "Con Todo El Mundo", "Mordechai"
    lib = [
        ["1", "Cómo Me Quieres", "Khruangbin", CT, "4:05", "5", "2024-02-28"],
        ["2", "Lady and Man", "Khruangbin", CT, "3:08", "4", "2024-02-28"],
        ["3", "Maria También", "Khruangbin", CT, "3:12", "7", "Yesterday 21:47"],
        ["4", "August 10", "Khruangbin", CT, "4:15", "6", "Yesterday 21:51"],
        ["5", "Evan Finds the Third Room", "Khruangbin", CT, "3:45", "3", "2024-02-28"],
        ["6", "A Hymn", "Khruangbin", CT, "4:24", "2", "2024-01-17"],
        ["7", "Rules", "Khruangbin", CT, "3:54", "2", "2024-01-17"],
        ["8", "Shades of Man", "Khruangbin", CT, "4:02", "1", "2024-01-17"],
        ["9", "Friday Morning", "Khruangbin", CT, "3:30", "3", "Mon 19:30"],
        ["10", "Order of Operations", "Khruangbin", CT, "4:47", "1", "2024-01-17"],
        ["1", "First Class", "Khruangbin", MO, "4:27", "0", "Never"],
        ["2", "Time (You and I)", "Khruangbin", MO, "4:31", "9", "Mon 19:41"],
        ["5", "Pelota", "Khruangbin", MO, "3:07", "4", "Mon 19:45"],
    ]
    st = {"src": "Music", "list": None, "search": "", "song": None, "time": "", "menu": False, "lists": ["Focus", "Road Trip 2023"],
          "editing": None, "clock": 14 * 60 + 2}

    def view(t: int) -> str:
        rows = desk("Rhythmbox")
        rows.append(("frame", st["song"][0] if st["song"] else "Rhythmbox", "", (70, 27), (1850, 1053)))
        for i, b in enumerate(["Previous", "Pause" if st["song"] else "Play", "Next"]):
            rows.append(("push-button", b, "", (80 + 44 * i, 34), (40, 40)))
        if st["song"]:
            s = st["song"]
            rows.append(("label", "", f"{s[0]} by {s[1]} from {s[2]}", (240, 36), (700, 20)))
            rows.append(("slider", "", "", (240, 58), (700, 14)))
            rows.append(("label", "", st["time"], (950, 54), (100, 18)))
        rows.append(("toggle-button", "Enable repeat", "", (1640, 34), (40, 40)))
        rows.append(("toggle-button", "Enable shuffle", "", (1684, 34), (40, 40)))
        rows.append(("push-button", "Volume", "", (1728, 34), (40, 40)))
        rows.append(("push-button", "Menu", "", (1860, 34), (40, 40)))
        side = ["Library", "Music", "Podcasts", "Radio", "Stores", "Magnatune", "Playlists", "My Top Rated",
                "Recently Added", "Recently Played"] + st["lists"]
        for i, s in enumerate(side):
            if st["editing"] and s == "New Playlist":
                rows.append(("text", s, st["editing"], (80, 90 + 26 * i), (220, 24)))
            else:
                rows.append(("tree-item", s, "", (80, 90 + 26 * i), (220, 24)))
        rows.append(("text", "Search", st["search"], (320, 86), (600, 30)))
        rows.append(("toggle-button", "Browse", "", (930, 86), (80, 30)))
        data = st["list"] if st["list"] is not None else lib
        cur = st["song"][0] if st["song"] else None
        shown = [[("▶" if r[1] == cur else ""), r[0], r[1], r[2], r[3], r[4], r[5], r[6]] for r in data]
        rows += grid(["", "Track", "Title", "Artist", "Album", "Time", "Plays", "Last Played"], shown, 320, 126,
                     [30, 60, 400, 260, 300, 80, 70, 200], rowh=26)
        total = sum(int(r[4].split(":")[0]) * 60 + int(r[4].split(":")[1]) for r in data)
        rows.append(("label", "", f"{len(data)} song{'s' if len(data) != 1 else ''}, {total // 60} minutes", (900, 1042), (300, 18)))
        if st["menu"]:
            for i, item in enumerate(["Add to Playlist", "Remove", "Move to Trash", "Browse This Genre", "Browse This Artist",
                                      "Browse This Album", "Properties"]):
                rows.append(("menu" if i == 0 else "menu-item", item, "", (620, 260 + 28 * i), (220, 26)))
            for i, item in enumerate(["New Playlist", "Focus", "Road Trip 2023"]):
                rows.append(("menu-item", item, "", (842, 260 + 28 * i), (200, 26)))
        return a11y(rows, clock=clock("Mar 14", st["clock"]))

    turns = []
    state = view(0)
    st.update(search="khruangbin", list=lib)
    turns.append((code('pyautogui.click(620, 101)\npyautogui.write("khruangbin")'), view(1)))
    st.update(song=["Maria También", "Khruangbin", CT], time="0:02 / 3:12")
    turns.append((code("pyautogui.doubleClick(560, 217)"), view(2)))
    lib[2][5:] = ["8", "Today 14:05"]
    st.update(song=["August 10", "Khruangbin", CT], time="0:05 / 4:15", clock=14 * 60 + 6)
    turns.append((code("import time\ntime.sleep(195)"), view(3)))
    st.update(menu=True, time="0:14 / 4:15")
    turns.append((code("pyautogui.rightClick(560, 243)\npyautogui.moveTo(700, 273)"), view(4)))
    st.update(menu=False, lists=st["lists"] + ["New Playlist"], editing="New Playlist", time="0:19 / 4:15")
    turns.append((code("pyautogui.click(920, 273)"), view(5)))
    st.update(lists=st["lists"][:-1] + ["Late Drive"], editing=None, time="0:26 / 4:15", clock=14 * 60 + 7)
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("Late Drive")\npyautogui.press("enter")'), view(6)))
    st.update(src="Late Drive", search="", list=[list(lib[3])], time="0:33 / 4:15")
    turns.append((code("pyautogui.click(190, 413)"), view(7)))
    old = [list(r) for r in lib]
    old[2][6] = "Today 14:01"
    st.update(src="Music", search="khruangbin", list=old, time="0:41 / 4:15")
    turns.append((code("pyautogui.click(190, 127)"), view(8)))
    rs.add(task="os", tid="h32-os-16", system=SYS + "In Rhythmbox, find the Khruangbin songs, play 'Maria También', then put 'August 10' into a new playlist called 'Late Drive' and go back to the music library.",
           turns=turns, state=state, bad=True, turn=8, kind="last-played time of a track moved back before the play just recorded")


# LibreOffice Writer, clean
def t17(rs: RowSet) -> None:
    import re

    paras = [
        "Dana Whitfield",
        "2417 Alder Street, Apt 3B · Portland, OR 97205 · dana.whitfield@fastmail.com · (503) 555-0182",
        "March 14, 2024", "Hiring Committee", "Acme Robotics", "1200 NW Naito Parkway, Portland, OR 97209",
        "Application for Senior Controls Engineer", "Dear Hiring Committee,",
        "I am writing to apply for the Senior Controls Engineer position at Acme Robotics. Over the past seven years I have designed, commissioned and maintained motion-control systems for packaging and warehouse automation, most recently leading a team of four engineers at Corvid Systems.",
        "At Corvid I replaced a legacy PLC stack with a ROS 2 based control layer that cut cycle-time variance by 38% and reduced unplanned downtime on our sortation lines from 11 to 3 hours per month. I also wrote the safety validation procedures that we now use on every new cell.",
        "What draws me to Acme Robotics is your work on mobile manipulators for mixed-SKU picking. I would welcome the chance to bring my experience with real-time control, hardware-in-the-loop testing and cross-functional delivery to your team.",
        "Thank you for your time and consideration.", "Sincerely,", "Dana Whitfield"]
    st = {"mod": False, "pages": 1, "spacing": 1.0, "dlg": None, "find": "", "repl": "", "msg": "", "sel": None,
          "footer": False}

    def counts(ps: list[str]) -> tuple[int, int, int]:
        words = sum(len([w for w in p.split() if re.search(r"\w", w)]) for p in ps)
        chars = sum(len(p) for p in ps)
        nospace = sum(len(p.replace(" ", "")) for p in ps)
        return words, chars, nospace

    def view(t: int) -> str:
        rows = desk()
        rows.append(("frame", "cover_letter.docx - LibreOffice Writer", "", (70, 27), (1850, 1053)))
        rows += menus(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"])
        x = 76
        for b in ["New", "Open", "Save", "Export Directly as PDF", "Print", "Toggle Print Preview", "Cut", "Copy", "Paste",
                  "Clone Formatting", "Undo", "Redo", "Find & Replace", "Check Spelling", "Formatting Marks",
                  "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box", "Insert Page Break"]:
            rows.append(("push-button", b, "", (x, 95), (34, 30)))
            x += 36
        rows.append(("combo-box", "Paragraph Style", "Default Paragraph Style", (76, 130), (200, 26)))
        rows.append(("combo-box", "Font Name", "Carlito", (280, 130), (180, 26)))
        rows.append(("combo-box", "Font Size", "11 pt", (464, 130), (64, 26)))
        rows.append(("document-text", "", "", (360, 170), (1200, 850)))
        lh = int(22 * st["spacing"])
        y = 230
        page = 1
        for p in paras:
            nlines = max(1, len(p) // 95 + 1)
            if y + lh * nlines > 1010 and page == 1 and st["pages"] == 2:
                if st["footer"]:
                    rows.append(("paragraph", "", "1", (955, 1000), (10, 20)))
                y = 1130
                page = 2
            rows.append(("paragraph", "", p, (460, y), (1000, lh * nlines)))
            y += lh * nlines + 10
        if st["footer"] and st["pages"] == 1:
            rows.append(("paragraph", "", "1", (955, 1000), (10, 20)))
        if st["footer"] and st["pages"] == 2:
            rows.append(("paragraph", "", "2", (955, 1900), (10, 20)))
        w, c, _ = counts(paras)
        if st["sel"] is not None:
            sw, sc, _ = counts(st["sel"])
            wc = f"{sw:,} of {w:,} words, {sc:,} of {c:,} characters"
        else:
            wc = f"{w:,} words, {c:,} characters"
        rows.append(("label", "", f"Page 1 of {st['pages']}", (76, 1040), (140, 20)))
        rows.append(("label", "", wc, (230, 1040), (380, 20)))
        rows.append(("label", "", "Default Page Style", (640, 1040), (160, 20)))
        rows.append(("label", "", "English (USA)", (820, 1040), (120, 20)))
        rows.append(("label", "", "The document has been modified. Click to save." if st["mod"] else
                     "The document has not been modified since the last save.", (1000, 1040), (24, 20)))
        rows.append(("slider", "Zoom", "", (1640, 1040), (180, 20)))
        rows.append(("label", "", "100%", (1830, 1040), (50, 20)))
        if st["dlg"] == "find":
            rows.append(("dialog", "Find and Replace", "", (1200, 200), (560, 520)))
            rows.append(("label", "", "Find:", (1220, 236), (60, 20)))
            rows.append(("combo-box", "Find", st["find"], (1220, 260), (400, 30)))
            rows.append(("check-box", "Match case", "", (1220, 296), (140, 22)))
            rows.append(("check-box", "Whole words only", "", (1380, 296), (180, 22)))
            rows.append(("push-button", "Find All", "", (1220, 330), (100, 30)))
            rows.append(("push-button", "Find Previous", "", (1330, 330), (120, 30)))
            rows.append(("push-button", "Find Next", "", (1460, 330), (100, 30)))
            rows.append(("label", "", "Replace:", (1220, 380), (80, 20)))
            rows.append(("combo-box", "Replace", st["repl"], (1220, 404), (400, 30)))
            rows.append(("push-button", "Replace", "", (1220, 444), (100, 30)))
            rows.append(("push-button", "Replace All", "", (1330, 444), (120, 30)))
            if st["msg"]:
                rows.append(("label", "", st["msg"], (1220, 484), (400, 20)))
            rows.append(("push-button", "Help", "", (1220, 670), (90, 30)))
            rows.append(("push-button", "Close", "", (1650, 670), (90, 30)))
        if st["dlg"] == "props":
            w, c, ns = counts(paras)
            rows.append(("dialog", "Properties of “cover_letter.docx”", "", (600, 220), (720, 560)))
            for i, tab in enumerate(["General", "Description", "Custom Properties", "Security", "Fonts", "Statistics"]):
                rows.append(("page-tab", tab, "", (620 + 110 * i, 256), (106, 28)))
            lines = 42 if st["spacing"] == 1.0 else 44
            for i, (k, v) in enumerate([("Pages:", str(st["pages"])), ("Tables:", "0"), ("Images:", "0"),
                                        ("OLE objects:", "0"), ("Paragraphs:", str(len(paras))), ("Words:", f"{w:,}"),
                                        ("Characters including spaces:", f"{c:,}"),
                                        ("Characters excluding spaces:", f"{ns:,}"), ("Lines:", str(lines))]):
                rows.append(("label", "", k, (640, 310 + 30 * i), (260, 20)))
                rows.append(("label", "", v, (920, 310 + 30 * i), (120, 20)))
            rows.append(("push-button", "Update", "", (640, 600), (100, 30)))
            for b, x in [("Help", 620), ("Reset", 960), ("OK", 1080), ("Cancel", 1200)]:
                rows.append(("push-button", b, "", (x, 740), (100, 30)))
        return a11y(rows, clock=clock("Mar 14", 8 * 60 + 47 + t // 2))

    turns = []
    state = view(0)
    st["dlg"] = "find"
    turns.append((code('pyautogui.hotkey("ctrl", "h")'), view(1)))
    st.update(find="Acme Robotics", repl="Northwind Automation")
    turns.append((code('pyautogui.write("Acme Robotics")\npyautogui.click(1420, 419)\npyautogui.write("Northwind Automation")'), view(2)))
    paras[:] = [p.replace("Acme Robotics", "Northwind Automation") for p in paras]
    st.update(mod=True, msg="Search key replaced 3 times.")
    turns.append((code("pyautogui.click(1390, 459)"), view(3)))
    paras[6] = paras[6].upper()
    st.update(dlg=None, msg="", sel=[paras[6]])
    turns.append((code('pyautogui.click(1695, 685)\npyautogui.tripleClick(700, 440)\nWriterTools.change_text_case("upper")'), view(4)))
    st.update(sel=list(paras), spacing=1.5, pages=2)
    turns.append((code('pyautogui.hotkey("ctrl", "a")\nWriterTools.set_line_spacing(1.5)'), view(5)))
    st.update(sel=None, footer=True)
    turns.append((code('pyautogui.click(900, 250)\nWriterTools.add_page_numbers("bottom", "center")'), view(6)))
    paras[11] += " I am available for an interview at your convenience."
    turns.append((code('pyautogui.click(1010, 1184)\npyautogui.press("end")\npyautogui.write(" I am available for an interview at your convenience.")'), view(7)))
    st["mod"] = False
    turns.append((code("WriterTools.save()"), view(8)))
    st["dlg"] = "props"
    turns.append((code("pyautogui.click(84, 76)  # File\npyautogui.click(140, 640)  # Properties...\npyautogui.click(1215, 270)  # Statistics"), view(9)))
    rs.add(task="os", tid="h32-os-17", system=SYS + "In cover_letter.docx, replace every 'Acme Robotics' with 'Northwind Automation', put the subject line in upper case, set 1.5 line spacing, add centred page numbers at the bottom, add a closing sentence offering an interview, save, and check the document statistics.",
           turns=turns, state=state)


# Inkscape, bad
def t18(rs: RowSet) -> None:
    nodes = [('<svg:svg id="svg5">', 0), ('<sodipodi:namedview id="namedview7">', 1), ('<svg:defs id="defs2">', 1),
             ('<svg:g id="layer1" inkscape:label="Layer 1">', 1), ('<svg:rect id="rect1842">', 2),
             ('<svg:path id="path987">', 2), ('<svg:text id="text2210">', 2), ('<svg:tspan id="tspan2208">', 3),
             ('"CORVID"', 4)]
    rect = {"id": "rect1842", "width": "512", "height": "512", "x": "0", "y": "0", "rx": "96",
            "style": "fill:#1f6feb;stroke:none"}
    text = {"xml:space": "preserve", "id": "text2210", "x": "256", "y": "440",
            "style": "font-size:72px;font-family:Inter;font-weight:700;text-anchor:middle;fill:#ffffff"}
    st = {"tabs": [], "tab": None, "node": None, "xyz": None, "status": "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.",
          "rgba": "1f6febff", "rgb": ("31", "111", "235"), "rel": "Last selected", "exp": None, "nodes": nodes}

    def view(t: int) -> str:
        rows = desk("Inkscape")
        rows.append(("frame", "logo.svg - Inkscape", "", (70, 27), (1850, 1053)))
        rows += menus(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"], y=32)
        for i, b in enumerate(["Selector", "Node", "Zoom", "Measure", "Rectangle", "3D Box", "Circle", "Star",
                               "Spiral", "Pencil", "Pen", "Calligraphy", "Text", "Gradient", "Mesh", "Dropper", "Spray", "Eraser"]):
            rows.append(("toggle-button", b, "", (74, 130 + 38 * i), (34, 34)))
        for i, b in enumerate(["Select all objects", "Rotate 90° counter-clockwise", "Rotate 90° clockwise",
                               "Flip horizontally", "Flip vertically", "Raise to top", "Lower to bottom"]):
            rows.append(("push-button", b, "", (76 + 36 * i, 90), (32, 32)))
        xyz = st["xyz"] or ("0.000", "0.000", "0.000", "0.000")
        for i, (lab, v) in enumerate(zip(["X:", "Y:", "W:", "H:"], xyz)):
            rows.append(("label", "", lab, (360 + 150 * i, 98), (20, 18)))
            rows.append(("spin-button", lab.rstrip(":"), v, (384 + 150 * i, 92), (110, 28)))
        rows.append(("combo-box", "Units", "mm", (990, 92), (70, 28)))
        rows.append(("drawing-area", "", "", (116, 130), (1240 if st["tabs"] else 1790, 870)))
        if st["tabs"]:
            for i, tab in enumerate(st["tabs"]):
                rows.append(("page-tab", tab, "", (1366 + 138 * i, 130), (134, 28)))
            tab = st["tab"]
            if tab == "XML Editor":
                for i, (n, d) in enumerate(st["nodes"]):
                    rows.append(("tree-item", n, "", (1376 + 16 * d, 168 + 24 * i), (500 - 16 * d, 22)))
                attrs = {"rect": rect, "text": text}.get(st["node"] or "", {})
                if attrs:
                    rows += grid(["Name", "Value"], [[k, v] for k, v in attrs.items()], 1376, 420, [160, 380], rowh=26)
            elif tab == "Fill and Stroke":
                for i, s in enumerate(["Fill", "Stroke paint", "Stroke style"]):
                    rows.append(("page-tab", s, "", (1376 + 120 * i, 170), (116, 26)))
                for i, s in enumerate(["No paint", "Flat color", "Linear gradient", "Radial gradient", "Mesh gradient",
                                       "Pattern", "Swatch", "Unset"]):
                    rows.append(("toggle-button", s, "", (1380 + 36 * i, 206), (32, 32)))
                rows.append(("label", "", "Flat color", (1376, 250), (200, 20)))
                rows.append(("combo-box", "", "RGB", (1376, 280), (120, 28)))
                for i, (lab, v) in enumerate(zip("RGBA", st["rgb"] + ("255",))):
                    rows.append(("label", "", lab, (1376, 324 + 34 * i), (20, 20)))
                    rows.append(("slider", "", "", (1400, 324 + 34 * i), (380, 20)))
                    rows.append(("spin-button", "", v, (1790, 320 + 34 * i), (90, 28)))
                rows.append(("label", "", "RGBA:", (1376, 470), (60, 20)))
                rows.append(("text", "RGBA", st["rgba"], (1440, 466), (160, 28)))
                rows.append(("label", "", "Blur (%)", (1376, 520), (100, 20)))
                rows.append(("spin-button", "", "0.0", (1790, 516), (90, 28)))
                rows.append(("label", "", "Opacity (%)", (1376, 556), (100, 20)))
                rows.append(("spin-button", "", "100.0", (1790, 552), (90, 28)))
            elif tab == "Align and Distribute":
                rows.append(("label", "", "Relative to:", (1376, 176), (100, 20)))
                rows.append(("combo-box", "Relative to", st["rel"], (1480, 170), (220, 28)))
                rows.append(("check-box", "Treat selection as group", "", (1376, 206), (240, 22)))
                rows.append(("label", "", "Align", (1376, 240), (100, 20)))
                for i, b in enumerate(["Align right edges of objects to the left edge of anchor", "Align left edges",
                                       "Center on vertical axis", "Align right sides",
                                       "Align left edges of objects to the right edge of anchor",
                                       "Align bottom edges of objects to the top edge of anchor", "Align top edges",
                                       "Center on horizontal axis", "Align bottom edges",
                                       "Align top edges of objects to the bottom edge of anchor"]):
                    rows.append(("push-button", b, "", (1380 + 40 * (i % 5), 266 + 40 * (i // 5)), (36, 36)))
                rows.append(("label", "", "Distribute", (1376, 360), (100, 20)))
                for i in range(8):
                    rows.append(("push-button", ["Make horizontal gaps between objects equal", "Distribute left edges equidistantly",
                                                 "Distribute centers equidistantly horizontally", "Distribute right edges equidistantly",
                                                 "Make vertical gaps between objects equal", "Distribute top edges equidistantly",
                                                 "Distribute centers equidistantly vertically", "Distribute bottom edges equidistantly"][i],
                                 "", (1380 + 40 * (i % 4), 386 + 40 * (i // 4)), (36, 36)))
            elif tab == "Export PNG Image":
                e = st["exp"]
                rows.append(("label", "", "Export area", (1376, 170), (120, 20)))
                for i, b in enumerate(["Page", "Drawing", "Selection", "Custom"]):
                    rows.append(("toggle-button", b, "", (1376 + 110 * i, 194), (106, 30)))
                for i, (lab, v) in enumerate([("x0:", "0.000"), ("y0:", "0.000"), ("x1:", "512.000"), ("y1:", "512.000"),
                                              ("Width:", "512.000"), ("Height:", "512.000")]):
                    rows.append(("label", "", lab, (1376 + 260 * (i % 2), 240 + 34 * (i // 2)), (60, 20)))
                    rows.append(("spin-button", "", v, (1440 + 260 * (i % 2), 236 + 34 * (i // 2)), (120, 28)))
                rows.append(("combo-box", "Units", "px", (1376, 344), (80, 28)))
                rows.append(("label", "", "Image size", (1376, 390), (120, 20)))
                rows.append(("label", "", "Width:", (1376, 420), (60, 20)))
                rows.append(("spin-button", "Width", e["w"], (1440, 416), (110, 28)))
                rows.append(("label", "", "pixels at", (1560, 420), (70, 20)))
                rows.append(("spin-button", "dpi", e["dpi"], (1640, 416), (100, 28)))
                rows.append(("label", "", "dpi", (1750, 420), (30, 20)))
                rows.append(("label", "", "Height:", (1376, 454), (60, 20)))
                rows.append(("spin-button", "Height", e["w"], (1440, 450), (110, 28)))
                rows.append(("label", "", "Filename", (1376, 500), (120, 20)))
                rows.append(("text", "Filename", "/home/dana/Design/logo.png", (1376, 524), (420, 28)))
                rows.append(("push-button", "Export As...", "", (1376, 566), (130, 32)))
                rows.append(("check-box", "Hide all except selected", "", (1376, 610), (260, 22)))
                rows.append(("push-button", "Export", "", (1760, 1000), (110, 34)))
        rows.append(("label", "", "Fill:", (76, 1036), (30, 16)))
        rows.append(("label", "", "Stroke:", (76, 1056), (50, 16)))
        rows.append(("combo-box", "Current layer", "Layer 1", (200, 1040), (140, 28)))
        rows.append(("label", "", st["status"], (350, 1046), (1100, 20)))
        rows.append(("label", "", "X: 118.27", (1520, 1036), (90, 16)))
        rows.append(("label", "", "Y: -14.06", (1520, 1056), (90, 16)))
        rows.append(("label", "", "Z:", (1640, 1046), (20, 16)))
        rows.append(("spin-button", "Zoom", "94%", (1664, 1040), (80, 28)))
        rows.append(("label", "", "R:", (1760, 1046), (20, 16)))
        rows.append(("spin-button", "Rotation", "0.00°", (1784, 1040), (90, 28)))
        return a11y(rows, clock=clock("Mar 14", 12 * 60 + 11 + t // 2))

    turns = []
    state = view(0)
    st.update(tabs=["XML Editor"], tab="XML Editor")
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "x")'), view(1)))
    st.update(node="rect", xyz=("0.000", "0.000", "135.467", "135.467"),
              status="Rectangle 135.467 mm × 135.467 mm in layer Layer 1. Click selection to toggle scale/rotation handles.")
    turns.append((code("pyautogui.click(1560, 275)"), view(2)))
    st.update(tabs=["XML Editor", "Fill and Stroke"], tab="Fill and Stroke")
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "f")'), view(3)))
    rect["style"] = "fill:#0d9488;stroke:none"
    st.update(rgba="0d9488ff", rgb=("13", "148", "136"))
    turns.append((code('pyautogui.tripleClick(1520, 480)\npyautogui.write("0d9488ff\\n")'), view(4)))
    st.update(tab="XML Editor", node="text", xyz=("34.264", "102.658", "66.940", "13.758"),
              status="Text (Inter, 72 px) in layer Layer 1. Click selection to toggle scale/rotation handles.")
    turns.append((code("pyautogui.click(1433, 144)\npyautogui.click(1560, 323)"), view(5)))
    drift = list(nodes)
    drift[4] = ('<svg:rect id="rect1824">', 2)
    st.update(node=None, nodes=drift, xyz=("0.000", "0.000", "135.467", "135.467"),
              status="3 objects selected of types Rectangle, Path, Text in layer Layer 1. Click selection to toggle scale/rotation handles.")
    turns.append((code('pyautogui.click(700, 600)\npyautogui.hotkey("ctrl", "a")'), view(6)))
    st.update(tabs=["XML Editor", "Fill and Stroke", "Align and Distribute"], tab="Align and Distribute", nodes=nodes)
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "a")'), view(7)))
    st["rel"] = "Biggest object"
    turns.append((code("pyautogui.click(1590, 184)\npyautogui.click(1590, 290)  # Biggest object"), view(8)))
    turns.append((code("pyautogui.click(1478, 284)  # Center on vertical axis"), view(9)))
    st.update(xyz=("25.400", "23.283", "84.667", "62.442"),
              status="Path 142 nodes in layer Layer 1. Click selection to toggle scale/rotation handles.")
    turns.append((code('pyautogui.press("escape")\npyautogui.click(730, 420)'), view(10)))
    st.update(tabs=["XML Editor", "Fill and Stroke", "Align and Distribute", "Export PNG Image"], tab="Export PNG Image",
              exp={"w": "512", "dpi": "96.00"})
    turns.append((code('pyautogui.hotkey("ctrl", "shift", "e")\npyautogui.click(1429, 209)  # Page'), view(11)))
    st.update(exp={"w": "1024", "dpi": "192.00"}, status="Drawing exported to /home/dana/Design/logo.png.")
    turns.append((code('pyautogui.tripleClick(1495, 430)\npyautogui.write("1024\\t")\npyautogui.click(1815, 1017)  # Export'), view(12)))
    rs.add(task="os", tid="h32-os-18", system=SYS + "In logo.svg (Inkscape), change the background square's fill to #0d9488, centre the bird and the wordmark horizontally on the square, and export the page as a 1024 px PNG to ~/Design/logo.png.",
           turns=turns, state=state, bad=True, turn=6, kind="rect element id changed in XML editor")


# GNOME Terminal, clean
def t19(rs: RowSet) -> None:
    P = "dana@ws-dana:~$ "
    cfg = "~/.local/state/syncthing/config.xml"
    lines = [P]

    def view(t: int) -> str:
        rows = desk("Terminal")
        rows.append(("frame", "dana@ws-dana: ~", "", (70, 27), (1850, 1053)))
        rows.append(("push-button", "New Tab", "", (80, 34), (34, 34)))
        rows.append(("label", "", "dana@ws-dana: ~", (860, 42), (200, 20)))
        rows.append(("push-button", "Search", "", (1720, 34), (34, 34)))
        rows.append(("push-button", "Menu", "", (1758, 34), (34, 34)))
        rows.append(("push-button", "Minimise", "", (1800, 34), (34, 34)))
        rows.append(("push-button", "Close", "", (1876, 34), (34, 34)))
        rows.append(("terminal", "Terminal", term_text(lines), (70, 74), (1850, 1006)))
        rows.append(("scroll-bar", "", "", (1906, 74), (14, 1006)))
        return a11y(rows, clock=clock("Mar 14", [660, 661, 661, 662, 662, 662, 663, 663, 663, 663, 663, 664, 664][t]))

    def run(cmd: str, out: list[str]) -> str:
        lines[-1] += cmd
        lines.extend(out)
        lines.append(P)
        return code(f'pyautogui.write({cmd!r})\npyautogui.press("enter")')

    def status(since: str, ago: str, pid: int, tasks: int, mem: str, cpu: str, logs: list[str]) -> list[str]:
        return ["● syncthing.service - Syncthing - Open Source Continuous File Synchronization",
                "     Loaded: loaded (/usr/lib/systemd/user/syncthing.service; enabled; vendor preset: enabled)",
                f"     Active: active (running) since {since}; {ago}",
                "       Docs: man:syncthing(1)",
                f"   Main PID: {pid} (syncthing)",
                f"      Tasks: {tasks} (limit: 18898)",
                f"     Memory: {mem}",
                f"        CPU: {cpu}",
                "     CGroup: /user.slice/user-1000.slice/user@1000.service/app.slice/syncthing.service",
                f"             └─{pid} /usr/bin/syncthing serve --no-browser --no-restart --logflags=0", ""] + logs

    turns = []
    state = view(0)
    old_logs = [
        'Mar 14 08:51:37 ws-dana syncthing[2231]: [ZQ3KF] INFO: Finished syncing "Notes" (notes-x7k2p): 1 file, 0 deleted',
        "Mar 14 09:40:02 ws-dana syncthing[2231]: [ZQ3KF] INFO: Connected to already connected device PX7QH (Pixel 7)",
        "Mar 14 09:40:02 ws-dana syncthing[2231]: [ZQ3KF] INFO: Established secure connection to PX7QH at 192.168.1.41:22000-192.168.1.37:22000/quic-client/TLS1.3-TLS_AES_128_GCM_SHA256/LAN-P10",
        "Mar 14 10:12:55 ws-dana syncthing[2231]: [ZQ3KF] INFO: Device PX7QH client is \"syncthing-android v1.27.3\" named \"Pixel 7\" at 192.168.1.37:22000",
        'Mar 14 10:58:40 ws-dana syncthing[2231]: [ZQ3KF] INFO: Finished syncing "Photos-Phone" (pixel_7_ghjq-photos): 4 files, 0 deleted']
    a = run("systemctl --user status syncthing --no-pager",
            status("Tue 2024-03-12 08:14:22 CET", "2 days ago", 2231, 19, "118.4M", "14min 3.512s", old_logs))
    turns.append((a, view(1)))
    a = run(f"grep -n -E 'maxSendKbps|maxRecvKbps' {cfg}",
            ["84:        <maxSendKbps>0</maxSendKbps>", "85:        <maxRecvKbps>0</maxRecvKbps>"])
    turns.append((a, view(2)))
    a = run(f"sed -i 's|<maxSendKbps>0<|<maxSendKbps>2048<|' {cfg} && grep -n maxSendKbps {cfg}",
            ["84:        <maxSendKbps>2048</maxSendKbps>"])
    turns.append((a, view(3)))
    a = run("systemctl --user restart syncthing", [])
    turns.append((a, view(4)))
    new_logs = [
        "Mar 14 11:02:41 ws-dana systemd[1540]: Started Syncthing - Open Source Continuous File Synchronization.",
        "Mar 14 11:02:41 ws-dana syncthing[51877]: [start] INFO: syncthing v1.27.4 \"Gold Grasshopper\" (go1.21.8 linux-amd64) debian@debian 2024-03-05 08:16:07 UTC",
        "Mar 14 11:02:42 ws-dana syncthing[51877]: [ZQ3KF] INFO: My ID: ZQ3KF7P-2MRWN4A-TDK5XAV-Q4EH3JB-6LFOJ6W-NUW7GZ4-PRMVKUD-Y2CLZQ5",
        'Mar 14 11:02:42 ws-dana syncthing[51877]: [ZQ3KF] INFO: Ready to synchronize "Notes" (notes-x7k2p) (sendreceive)',
        "Mar 14 11:02:43 ws-dana syncthing[51877]: [ZQ3KF] INFO: GUI and API listening on 127.0.0.1:8384"]
    a = run("systemctl --user status syncthing --no-pager",
            status("Thu 2024-03-14 11:02:41 CET", "4s ago", 51877, 14, "38.9M", "1.204s", new_logs))
    turns.append((a, view(5)))
    files = [("drwxrwxr-x 5 dana dana 4.0K Mar 13 18:22 Notes", 4), ("drwxrwxr-x 3 dana dana 4.0K Mar  8 10:05 Photos-Phone", 4),
             ("-rw-rw-r-- 1 dana dana 1.9G Feb 27 21:40 pixel7-backup-2024-02-27.tar.zst", 1946000),
             ("-rw-rw-r-- 1 dana dana 214M Mar 11 07:58 recordings.zip", 214000),
             ("-rw-rw-r-- 1 dana dana  18K Mar 14 08:51 shopping.md", 18),
             ("-rw-rw-r-- 1 dana dana 3.4M Mar  2 16:12 taxes-2023.pdf", 3400)]
    a = run("ls -lh ~/Sync/", ["total 2.2G"] + [f[0] for f in files])
    turns.append((a, view(6)))
    by_size = sorted(files, key=lambda f: -f[1])
    a = run("ls -lhS ~/Sync/", ["total 2.2G"] + [f[0] for f in by_size])
    turns.append((a, view(7)))
    a = run("df -h /home", ["Filesystem      Size  Used Avail Use% Mounted on", "/dev/nvme0n1p2  234G  141G   82G  64% /"])
    turns.append((a, view(8)))
    a = run("du -sh ~/Sync", ["3.5G\t/home/dana/Sync"])
    turns.append((a, view(9)))
    a = run("date; uptime", ["Thu Mar 14 11:03:52 CET 2024", " 11:03:52 up 2 days,  2:51,  2 users,  load average: 0.41, 0.52, 0.48"])
    turns.append((a, view(10)))
    a = run("journalctl --user -u syncthing -n 4 --no-pager", [
        'Mar 14 11:02:42 ws-dana syncthing[51877]: [ZQ3KF] INFO: Ready to synchronize "Notes" (notes-x7k2p) (sendreceive)',
        "Mar 14 11:02:43 ws-dana syncthing[51877]: [ZQ3KF] INFO: GUI and API listening on 127.0.0.1:8384",
        "Mar 14 11:03:05 ws-dana syncthing[51877]: [ZQ3KF] INFO: Established secure connection to PX7QH at 192.168.1.41:22000-192.168.1.37:22000/quic-client/TLS1.3-TLS_AES_128_GCM_SHA256/LAN-P10",
        'Mar 14 11:03:06 ws-dana syncthing[51877]: [ZQ3KF] INFO: Completed initial scan of sendreceive folder "Photos-Phone" (pixel_7_ghjq-photos)'])
    turns.append((a, view(11)))
    a = run("systemctl --user status syncthing --no-pager | head -8",
            status("Thu 2024-03-14 11:02:41 CET", "1min 31s ago", 51877, 17, "52.3M", "4.871s", [])[:8])
    turns.append((a, view(12)))
    rs.add(task="os", tid="h32-os-19", system=SYS + "In a terminal, cap Syncthing's upload rate at 2048 KiB/s by editing its config.xml, restart the user service so it takes effect, and check that it came back up; also check how much space ~/Sync uses.",
           turns=turns, state=state)


# GIMP, bad
def t20(rs: RowSet) -> None:
    st = {"layers": ["product_shot.jpg"], "active": "product_shot.jpg", "dirty": False, "size": "3000x2000", "mem": "46.4 MB",
          "dlg": None, "tool": "Move", "textbox": False}

    def view(t: int) -> str:
        rows = desk()
        n = len(st["layers"])
        title = (f"{'*' if st['dirty'] else ''}[product_shot] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
                 f"{n} layer{'s' if n > 1 else ''}) {st['size']} – GIMP")
        rows.append(("frame", title, "", (70, 27), (1850, 1053)))
        rows += menus(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"], y=32)
        for i, tname in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
                                   "Unified Transform Tool", "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Clone Tool",
                                   "Healing Tool", "Text Tool", "Color Picker Tool", "Zoom Tool", "Gradient Tool", "Bucket Fill Tool"]):
            rows.append(("push-button", tname, "", (76 + 34 * (i % 4), 64 + 34 * (i // 4)), (32, 32)))
        rows.append(("label", "", "Text" if st["tool"] == "Text" else "Move", (76, 220), (120, 20)))
        if st["tool"] == "Text":
            for i, (k, v) in enumerate([("Font", "Sans-serif Bold"), ("Size", "62"), ("Units", "px"), ("Justify", "Left"),
                                        ("Color", "ffffff")]):
                rows.append(("label", "", k, (76, 250 + 30 * i), (60, 20)))
                rows.append(("text" if k != "Units" else "combo-box", k, v, (140, 246 + 30 * i), (130, 26)))
        else:
            for i, k in enumerate(["Pick a layer or guide", "Move the active layer"]):
                rows.append(("radio-button", k, "", (76, 250 + 30 * i), (200, 22)))
        rows.append(("drawing-area", "", "", (290, 90), (1270, 920)))
        rows.append(("label", "", "px", (290, 1040), (30, 18)))
        rows.append(("combo-box", "Zoom", "25%" if st["size"] == "3000x2000" else "50%", (330, 1036), (80, 26)))
        rows.append(("label", "", f"{st['active']} ({st['mem']})", (420, 1040), (500, 18)))
        for i, tab in enumerate(["Layers", "Channels", "Paths", "Undo History"]):
            rows.append(("page-tab", tab, "", (1570 + 86 * i, 64), (82, 26)))
        rows.append(("combo-box", "Mode", "Normal", (1570, 98), (200, 26)))
        rows.append(("spin-button", "Opacity", "100.0", (1570, 130), (330, 24)))
        rows.append(("label", "", "Lock:", (1570, 162), (40, 18)))
        for i, name in enumerate(st["layers"]):
            rows.append(("table-cell", "", name, (1620, 190 + 44 * i), (280, 40)))
        for i, b in enumerate(["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                               "Duplicate this layer", "Anchor the floating layer", "Add a mask", "Delete this layer"]):
            rows.append(("push-button", b, "", (1574 + 40 * i, 700), (36, 28)))
        if st["textbox"]:
            rows.append(("text", "", st["textbox"] if isinstance(st["textbox"], str) else "", (900, 800), (560, 80)))
        d = st["dlg"]
        if d == "newlayer":
            rows.append(("dialog", "New Layer", "", (660, 240), (560, 560)))
            for i, (k, v, tag) in enumerate([("Layer name:", "Layer", "text"), ("Color tag:", "None", "combo-box"),
                                             ("Mode:", "Normal", "combo-box"), ("Blend space:", "Auto", "combo-box"),
                                             ("Composite mode:", "Auto", "combo-box"), ("Opacity:", "100.0", "spin-button"),
                                             ("Width:", "3000", "spin-button"), ("Height:", "2000", "spin-button"),
                                             ("Offset X:", "0", "spin-button"), ("Offset Y:", "0", "spin-button"),
                                             ("Fill with:", "Transparency", "combo-box")]):
                rows.append(("label", "", k, (680, 284 + 40 * i), (150, 20)))
                rows.append((tag, k.rstrip(":"), v, (840, 280 + 40 * i), (350, 28)))
            for b, x in [("Help", 680), ("Reset", 780), ("Cancel", 1000), ("OK", 1110)]:
                rows.append(("push-button", b, "", (x, 750), (90, 32)))
        if d == "props":
            rows.append(("dialog", "Image Properties", "", (600, 200), (640, 640)))
            for i, tab in enumerate(["Properties", "Color Profile", "Comment", "Metadata"]):
                rows.append(("page-tab", tab, "", (620 + 120 * i, 236), (116, 28)))
            for i, (k, v) in enumerate([("Size in pixels:", "3000 × 2000 pixels"), ("Print size:", "254.00 × 169.33 millimeters"),
                                        ("Resolution:", "300 × 300 ppi"), ("Color space:", "RGB color"),
                                        ("Precision:", "8-bit gamma integer"), ("File Name:", "/home/dana/Pictures/shoot/product_shot.jpg"),
                                        ("File Size:", "1.8 MB"), ("File Type:", "JPEG image"), ("Size in memory:", st["mem"]),
                                        ("Undo steps:", "3"), ("Redo steps:", "0"), ("Number of pixels:", "6,000,000"),
                                        ("Number of layers:", "2"), ("Number of channels:", "0"), ("Number of paths:", "0")]):
                rows.append(("label", "", k, (630, 284 + 30 * i), (180, 20)))
                rows.append(("label", "", v, (820, 284 + 30 * i), (400, 20)))
            rows.append(("push-button", "Help", "", (620, 790), (90, 32)))
            rows.append(("push-button", "Close", "", (1130, 790), (90, 32)))
        if d == "scale":
            rows.append(("dialog", "Scale Image", "", (680, 300), (520, 420)))
            rows.append(("label", "", "product_shot.jpg-1", (700, 330), (300, 20)))
            for i, (k, v) in enumerate([("Width:", "3000"), ("Height:", "2000"), ("X resolution:", "300.000"),
                                        ("Y resolution:", "300.000")]):
                rows.append(("label", "", k, (700, 374 + 40 * (i + i // 2)), (110, 20)))
                rows.append(("spin-button", k.rstrip(":"), v, (820, 370 + 40 * (i + i // 2)), (160, 28)))
            rows.append(("combo-box", "", "px", (1000, 390), (80, 28)))
            rows.append(("toggle-button", "Chain", "", (990, 370), (20, 60)))
            rows.append(("combo-box", "", "pixels/in", (1000, 490), (120, 28)))
            rows.append(("label", "", "Interpolation:", (700, 590), (110, 20)))
            rows.append(("combo-box", "Interpolation", "Cubic", (820, 586), (200, 28)))
            for b, x in [("Help", 700), ("Reset", 800), ("Cancel", 990), ("Scale", 1090)]:
                rows.append(("push-button", b, "", (x, 670), (90, 32)))
        if d == "export":
            rows.append(("dialog", "Export Image", "", (500, 160), (920, 760)))
            rows.append(("label", "", "Name:", (520, 190), (60, 20)))
            rows.append(("text", "Name", st["fname"], (590, 186), (500, 30)))
            for i, p in enumerate(["dana", "Pictures", "shoot"]):
                rows.append(("push-button", p, "", (590 + 100 * i, 226), (96, 30)))
            for i, p in enumerate(["Recent", "dana", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos"]):
                rows.append(("label", p, "", (514, 280 + 30 * i), (140, 17)))
            rows += grid(["Name", "Size", "Modified"],
                         [["product_shot.jpg", "1.8 MB", "09:12"], ["product_shot_alt.jpg", "1.7 MB", "09:12"],
                          ["product_shot_raw.tif", "34.4 MB", "09:10"]], 680, 270, [420, 110, 120])
            rows.append(("push-button", "Select File Type (By Extension)", "", (520, 820), (300, 26)))
            rows.append(("push-button", "Help", "", (520, 870), (90, 32)))
            rows.append(("push-button", "Cancel", "", (1200, 870), (90, 32)))
            rows.append(("push-button", "Export", "", (1300, 870), (90, 32)))
        if d == "jpeg":
            rows.append(("dialog", "Export Image as JPEG", "", (700, 300), (500, 420)))
            rows.append(("label", "", "Quality:", (720, 340), (80, 20)))
            rows.append(("spin-button", "Quality", "90", (810, 336), (340, 28)))
            rows.append(("label", "", "File size: unknown", (720, 380), (300, 20)))
            rows.append(("check-box", "Show preview in image window", "", (720, 410), (300, 22)))
            rows.append(("check-box", "Use quality settings from original image", "", (720, 440), (360, 22)))
            rows.append(("toggle-button", "Advanced Options", "", (720, 480), (200, 24)))
            for b, x in [("Help", 720), ("Load Defaults", 820), ("Save Defaults", 950), ("Cancel", 990), ("Export", 1090)]:
                rows.append(("push-button", b, "", (x, 670 if b not in ("Load Defaults", "Save Defaults") else 620), (90 if len(b) < 8 else 120, 32)))
        return a11y(rows, clock=clock("Mar 14", 9 * 60 + 20 + t // 2))

    turns = []
    state = view(0)
    st["dlg"] = "newlayer"
    turns.append((code('pyautogui.hotkey("shift", "ctrl", "n")'), view(1)))
    st.update(dlg=None, layers=["Watermark", "product_shot.jpg"], active="Watermark", dirty=True, mem="69.6 MB")
    turns.append((code('pyautogui.hotkey("ctrl", "a")\npyautogui.write("Watermark")\npyautogui.click(1155, 766)'), view(2)))
    st.update(tool="Text", textbox=True)
    turns.append((code('pyautogui.press("t")\npyautogui.click(900, 800)'), view(3)))
    st.update(textbox="© Lumen Studio 2024", layers=["© Lumen Studio 2024", "Watermark", "product_shot.jpg"],
              active="© Lumen Studio 2024", mem="70.8 MB")
    turns.append((code('pyautogui.write("© Lumen Studio 2024")'), view(4)))
    st.update(textbox=False, dlg="props")
    turns.append((code('pyautogui.press("escape")\npyautogui.hotkey("alt", "enter")'), view(5)))
    st.update(dlg="scale")
    turns.append((code('pyautogui.click(1175, 806)\npyautogui.click(302, 44)  # Image\npyautogui.click(360, 380)  # Scale Image...'), view(6)))
    st.update(dlg=None, size="1500x1000", mem="19.6 MB")
    turns.append((code('pyautogui.tripleClick(900, 384)\npyautogui.write("1500\\t")\npyautogui.click(1135, 686)'), view(7)))
    st.update(dlg="export", fname="product_shot.jpg")
    turns.append((code('pyautogui.hotkey("shift", "ctrl", "e")'), view(8)))
    st.update(dlg="jpeg")
    turns.append((code('pyautogui.tripleClick(840, 201)\npyautogui.write("product_shot_wm.jpg")\npyautogui.click(1345, 886)'), view(9)))
    rs.add(task="os", tid="h32-os-20", system=SYS + "In GIMP, add a transparent layer named 'Watermark' and a text layer '© Lumen Studio 2024' to product_shot, check the image properties, scale the image to 1500 px wide and export it as product_shot_wm.jpg.",
           turns=turns, state=state, bad=True, turn=5, kind="layer count in image properties does not include a layer just added")


# LibreOffice Impress, clean
def t21(rs: RowSet) -> None:
    slides = [
        ["Platform Roadmap Review", "Engineering All-Hands · March 2024\nPresented by Lena Vogt"],
        ["Agenda", "Q1 outcomes\nQ2 roadmap\nHiring plan\nInfrastructure costs\nRisks and open questions"],
        ["Q1 Outcomes", "Checkout API p95 latency down from 480 ms to 210 ms\nMigrated 14 of 17 services to Kubernetes 1.28\nIncident count: 9 (Q4: 15)"],
        ["Q2 Roadmap", "Multi-region failover for orders (eu-central-1 + eu-west-1)\nSelf-serve feature flags\nDeprecate legacy inventory sync\nSOC 2 Type II evidence automation"],
        ["Hiring Plan", "2 backend engineers (Platform)\n1 SRE (on-call rotation relief)\n1 engineering manager (Data)"],
        ["Infrastructure Costs", "Monthly cloud spend: €48.2k (-7% QoQ)\nReserved instances cover 61% of compute\nTarget for Q2: €44k"],
        ["Risks & Mitigations", "Failover testing needs a full-day freeze window\nVendor contract for CDN renews in May"],
        ["Open Questions", "Do we keep the legacy admin UI?\nWho owns the data retention policy?"],
        ["Thank You", "Questions: #eng-platform"],
    ]
    st = {"cur": 0, "mod": False, "menu": False}

    def view(t: int) -> str:
        rows = desk()
        rows.append(("frame", "roadmap_review.odp - LibreOffice Impress", "", (70, 27), (1850, 1053)))
        rows += menus(["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"])
        x = 76
        for b in ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo",
                  "Find & Replace", "Display Views", "Master Slide", "Start from First Slide", "Start from Current Slide",
                  "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box", "Insert Special Character"]:
            rows.append(("push-button", b, "", (x, 95), (34, 30)))
            x += 36
        rows.append(("label", "", "Slides", (80, 140), (200, 20)))
        for i, (title, _) in enumerate(slides):
            rows.append(("list-item", f"Slide {i + 1}", title, (90, 170 + 96 * i), (180, 90)))
        title, body = slides[st["cur"]]
        rows.append(("panel", f"Slide {st['cur'] + 1}", "", (300, 140), (1300, 860)))
        rows.append(("text", "PresentationTitle", title, (380, 200), (1140, 120)))
        for k, line in enumerate(body.split("\n")):
            rows.append(("paragraph", "PresentationOutliner" if st["cur"] else "PresentationSubtitle", line,
                         (400, 360 + 46 * k), (1100, 40)))
        for i, s in enumerate(["Properties", "Slide Transition", "Animation", "Master Slides", "Gallery", "Navigator"]):
            rows.append(("push-button", s, "", (1880, 140 + 40 * i), (36, 36)))
        rows.append(("label", "", "Layout", (1620, 140), (200, 20)))
        rows.append(("combo-box", "Format", "Screen 16:9", (1620, 170), (240, 26)))
        rows.append(("combo-box", "Background", "Color", (1620, 206), (240, 26)))
        rows.append(("label", "", f"Slide {st['cur'] + 1} of {len(slides)}", (76, 1040), (140, 20)))
        rows.append(("label", "", "Title, Content" if st["cur"] else "Title Slide", (260, 1040), (160, 20)))
        rows.append(("label", "", "English (USA)", (560, 1040), (120, 20)))
        rows.append(("label", "", "The document has been modified. Click to save." if st["mod"] else
                     "The document has not been modified since the last save.", (900, 1040), (24, 20)))
        rows.append(("slider", "Zoom", "", (1640, 1040), (180, 20)))
        rows.append(("label", "", "72%", (1830, 1040), (50, 20)))
        if st["menu"]:
            for i, item in enumerate(["Cut", "Copy", "Paste", "New Slide", "Duplicate Slide", "Delete Slide", "Rename Slide",
                                      "Layouts", "Move", "Slide Properties..."]):
                rows.append(("menu-item" if item not in ("Layouts", "Move") else "menu", item, "", (200, 700 + 28 * i), (220, 26)))
        return a11y(rows, clock=clock("Mar 14", 15 * 60 + 48 + t // 2))

    turns = []
    state = view(0)
    st["cur"] = 3
    turns.append((code("ImpressTools.go_to_slide(4)"), view(1)))
    slides.insert(4, list(slides[3]))
    st.update(cur=4, mod=True)
    turns.append((code("ImpressTools.duplicate_slide(4)"), view(2)))
    slides[4][0] = "Q2 Roadmap — Revised"
    turns.append((code('ImpressTools.write_text("Q2 Roadmap — Revised", page_index=4, box_index=0)'), view(3)))
    turns.append((code("print_result(ImpressTools.get_slide_count())"), view(4)))
    st["cur"] = 9
    turns.append((code("ImpressTools.go_to_slide(10)"), view(5)))
    st.update(menu=True, cur=8)
    turns.append((code("pyautogui.rightClick(180, 980)"), view(6)))
    del slides[8]
    st.update(menu=False, cur=8)
    turns.append((code("pyautogui.click(280, 853)  # Delete Slide"), view(7)))
    st["mod"] = False
    turns.append((code("ImpressTools.save()"), view(8)))
    rs.add(task="os", tid="h32-os-21", system=SYS + "In roadmap_review.odp, duplicate the Q2 Roadmap slide and retitle the copy 'Q2 Roadmap — Revised', remove the 'Open Questions' slide and save the presentation.",
           turns=turns, state=state)


# Evolution, bad
def t22(rs: RowSet) -> None:
    days = ["Monday 11 March", "Tuesday 12 March", "Wednesday 13 March", "Thursday 14 March", "Friday 15 March",
            "Saturday 16 March", "Sunday 17 March"]
    ev = {0: [("09:30", "09:45", "Daily standup", "Teams"), ("14:00", "15:00", "1:1 Mira", "Room 2A")],
          1: [("09:30", "09:45", "Daily standup", "Teams"), ("11:00", "12:00", "Architecture review", "Room 4B")],
          2: [("09:30", "09:45", "Daily standup", "Teams"), ("16:00", "16:30", "Hiring sync", "Teams")],
          3: [("09:30", "09:45", "Daily standup", "Teams"), ("11:30", "12:00", "Vendor call prep", ""),
              ("16:00", "17:00", "Platform demo", "Auditorium")],
          4: [("09:30", "09:45", "Daily standup", "Teams"), ("13:00", "14:00", "Lunch & learn: eBPF", "Kitchen")],
          5: [], 6: [("09:00", "10:00", "Parkrun", "Hasenheide")]}
    st = {"view": "mail", "editor": None}

    def view(t: int) -> str:
        rows = desk("Evolution")
        v = st["view"]
        rows.append(("frame", "Inbox (3 unread) - Evolution" if v == "mail" else "Calendar - Evolution", "", (70, 27), (1850, 1053)))
        rows += menus(["File", "Edit", "View", "Actions", "Search", "Help"] if v != "mail" else
                      ["File", "Edit", "View", "Folder", "Message", "Search", "Help"])
        if v == "mail":
            for i, b in enumerate(["New", "Send / Receive", "Reply", "Reply to All", "Forward", "Print", "Delete", "Junk"]):
                rows.append(("push-button", b, "", (80 + 90 * i, 92), (86, 40)))
            for i, f in enumerate(["Inbox", "Drafts", "Sent", "Archive", "Junk", "Trash"]):
                rows.append(("tree-item", f, "3" if f == "Inbox" else "", (90, 150 + 26 * i), (220, 24)))
            rows += grid(["Subject", "From", "Date"], [
                ["Kestrel Logistics – agenda for vendor review", "Jonas Brandt", "Today 12:41"],
                ["Re: Q2 capacity planning", "Mira Castellanos", "Today 09:52"],
                ["Platform demo – dry run notes", "Lena Vogt", "Today 08:10"],
                ["Hiring sync moved to 16:00", "Priya Natarajan", "Yesterday 15:03"],
                ["Your Teams meeting recording", "Microsoft Teams", "Yesterday 12:20"]], 330, 150, [640, 300, 200])
        else:
            for i, b in enumerate(["New", "Print", "Delete", "Previous", "Today", "Next", "Go To", "Day", "Work Week",
                                   "Week", "Month", "List"]):
                rows.append(("push-button" if i < 7 else "toggle-button", b, "", (80 + 80 * i, 92), (76, 40)))
            rows.append(("text", "Search", "", (1500, 98), (380, 28)))
            rows.append(("calendar", "March 2024", "", (80, 150), (240, 200)))
            for i, c in enumerate(["On This Computer", "Personal", "Birthdays & Anniversaries", "corvid.io (Google)",
                                   "dana@corvid.io", "Holidays in Germany"]):
                rows.append(("check-box" if i not in (0, 3) else "label", c, "", (86, 370 + 26 * i), (240, 22)))
            if v == "week":
                rows.append(("label", "", "March 11 – 17, 2024", (340, 146), (400, 22)))
                for d, name in enumerate(days):
                    x = 340 + 224 * (d % 4)
                    y = 180 + 420 * (d // 4)
                    rows.append(("label", "", name, (x, y), (220, 22)))
                    for k, (a, b, s, _loc) in enumerate(ev[d]):
                        rows.append(("label", "", f"{a} - {b} {s}", (x + 6, y + 30 + 28 * k), (210, 24)))
            if v == "day":
                rows.append(("label", "", "Thursday 14 March 2024", (340, 146), (400, 22)))
                for h in range(8, 19):
                    rows.append(("label", "", f"{h:02d}:00", (340, 180 + 70 * (h - 8)), (50, 18)))
                for a, b, s, loc in ev[3]:
                    hh, mm = int(a[:2]), int(a[3:])
                    rows.append(("label", "", f"{a} - {b} {s}" + (f" ({loc})" if loc else ""),
                                 (400, 180 + 70 * (hh - 8) + 70 * mm // 60), (1100, 30)))
            if v == "list":
                data = []
                for d in range(3, 7):
                    for a, b, s, loc in ev[d]:
                        if d == 3 and s.startswith("Vendor review"):
                            a, b = "14:30", "15:30"
                        data.append([s, f"03/{11 + d}/24 {a}", f"03/{11 + d}/24 {b}", loc])
                rows += grid(["Summary", "Start date", "End date", "Location"], data, 340, 150, [560, 220, 220, 300])
        for i, sw in enumerate(["Mail", "Contacts", "Calendar", "Tasks", "Memos"]):
            rows.append(("toggle-button", sw, "", (80, 880 + 34 * i), (240, 32)))
        e = st["editor"]
        if e:
            rows.append(("frame", f"Appointment - {e['summary'] or 'No Summary'}", "", (460, 160), (1000, 720)))
            rows += menus(["File", "Edit", "View", "Insert", "Options", "Help"], x=460, y=190)
            for i, b in enumerate(["Save and Close", "Save", "Print", "Attachments", "Reminders", "Show Time as Busy", "Time Zone"]):
                rows.append(("push-button", b, "", (470 + 130 * i, 222), (126, 36)))
            for i, (k, val, tag) in enumerate([("Calendar:", "dana@corvid.io", "combo-box"), ("Summary:", e["summary"], "text"),
                                              ("Location:", e["loc"], "text")]):
                rows.append(("label", "", k, (480, 284 + 40 * i), (100, 20)))
                rows.append((tag, k.rstrip(":"), val, (590, 280 + 40 * i), (840, 30)))
            rows.append(("label", "", "Start time:", (480, 404), (100, 20)))
            rows.append(("text", "Date", "03/14/24", (590, 400), (140, 30)))
            rows.append(("combo-box", "Time", e["start"], (740, 400), (110, 30)))
            rows.append(("label", "", "End time:", (480, 444), (100, 20)))
            rows.append(("text", "Date", "03/14/24", (590, 440), (140, 30)))
            rows.append(("combo-box", "Time", e["end"], (740, 440), (110, 30)))
            rows.append(("check-box", "All day event", "", (870, 404), (140, 22)))
            rows.append(("combo-box", "Time Zone", "Europe/Berlin", (1030, 400), (200, 30)))
            rows.append(("label", "", "Description:", (480, 490), (100, 20)))
            rows.append(("text", "Description", "", (590, 486), (840, 360)))
        return a11y(rows, clock=clock("Mar 14", 13 * 60 + 12 + t // 2))

    turns = []
    state = view(0)
    st["view"] = "week"
    turns.append((code("pyautogui.click(200, 962)  # Calendar switcher"), view(1)))
    st["editor"] = {"summary": "", "loc": "", "start": "13:30", "end": "14:00"}
    turns.append((code('pyautogui.hotkey("shift", "ctrl", "a")'), view(2)))
    st["editor"].update(summary="Vendor review — Kestrel Logistics", loc="Room 4B / Teams")
    turns.append((code('pyautogui.click(1000, 335)\npyautogui.write("Vendor review — Kestrel Logistics")\npyautogui.press("tab")\npyautogui.write("Room 4B / Teams")'), view(3)))
    st["editor"].update(start="14:00", end="15:00")
    turns.append((code('pyautogui.tripleClick(780, 415)\npyautogui.write("14:00\\t")\npyautogui.tripleClick(780, 455)\npyautogui.write("15:00\\t")'), view(4)))
    ev[3].insert(2, ("14:00", "15:00", "Vendor review — Kestrel Logistics", "Room 4B / Teams"))
    st["editor"] = None
    turns.append((code("pyautogui.click(533, 240)  # Save and Close"), view(5)))
    st["view"] = "day"
    turns.append((code("pyautogui.click(638, 112)  # Day"), view(6)))
    st["view"] = "list"
    turns.append((code("pyautogui.click(998, 112)  # List"), view(7)))
    rs.add(task="os", tid="h32-os-22", system=SYS + "In Evolution, add an appointment 'Vendor review — Kestrel Logistics' in Room 4B / Teams today from 14:00 to 15:00 on the dana@corvid.io calendar, then check it in the day view and the list view.",
           turns=turns, state=state, bad=True, turn=7, kind="appointment's saved start and end times shifted in list view")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
