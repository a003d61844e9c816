# ruff: noqa: E501
"""Held-out set holdout33, domain os: 22 GNOME desktop trajectories (11 with one contradiction).

Each observation is the desktop accessibility tree after a Python action block, as in AgentWorldBench's
os domain. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout33_parts.os.make``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, a11y, code

Row = tuple[str, str, str, tuple[int, int], tuple[int, int]]

SYS_BASE = """# Role and Objective

You are a **Desktop World Model**, a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in the same trajectory
2. **Task Instruction**: The user goal for the desktop task
3. **Current State**: The visible desktop accessibility tree
4. **Action**: The action or code executed in the environment

Predict the **exact next desktop state** after the action completes.

## Core Responsibilities

1. **State Prediction**: Generate the complete next accessibility-tree state
2. **Context Maintenance**: Track open windows, files, UI selections, and application state across turns
3. **Behavioral Fidelity**: Stay faithful to realistic desktop behavior, including no-op actions and actions that only change a small part of the tree

## State Modeling Rules

- Preserve the original state format exactly (tag, name, text, class, description, position, size)
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block** (pyautogui calls, app helper classes, subprocess, os, time). The executed code itself is the authoritative description of what happened.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary."""


def system(task: str) -> str:
    return SYS_BASE + "\n\n## Task Instruction\n" + task


def r(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0) -> Row:
    return (tag, name, text, (x, y), (w, h))


DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]


def desk(rows: list[Row], clock: str, running: tuple[str, ...] = ()) -> str:
    """The whole desktop: top bar, the dock (with running apps appended) and the app rows."""
    top = [r("toggle-button", "Activities", "", 0, 0, 91, 27), r("menu", "System", "", 1837, 0, 83, 27)]
    names = DOCK + [a for a in running if a not in DOCK]
    dock = [r("push-button", n, "", 0, 33 + 66 * i, 70, 64) for i, n in enumerate(names)]
    dock.append(r("toggle-button", "Show Applications", "", 0, 1010, 70, 64))
    return a11y(top + dock + rows, clock=clock)


def table(x: int, y: int, cols: list[tuple[str, int]], data: list[list[str]], rh: int = 28, hh: int = 30) -> list[Row]:
    out = []
    cx = x
    for name, w in cols:
        out.append(r("table-column-header", name, "", cx, y, w, hh))
        cx += w
    for i, row in enumerate(data):
        cx = x
        for (_, w), val in zip(cols, row):
            out.append(r("table-cell", "", str(val), cx, y + hh + i * rh, w, rh))
            cx += w
    return out


def menu(x: int, y: int, items: list[str], w: int = 260, ih: int = 30) -> list[Row]:
    return [r("menu-item", it, "", x, y + i * ih, w, ih) for i, it in enumerate(items)]


def tabs(x: int, y: int, names: list[str], w: int = 110, h: int = 30, tag: str = "page-tab") -> list[Row]:
    return [r(tag, n, "", x + i * w, y, w, h) for i, n in enumerate(names)]


# Firefox: clean
def t01() -> dict:
    task = "Download the Q1 2024 results PDF from the Northwind Energy investor page, then open the Library's downloads list, delete the annual report that was downloaded by mistake and confirm the Q1 file is kept."
    url = "https://investors.northwind-energy.com/reports-and-filings"
    title = "Reports & Filings | Northwind Energy Investor Relations"
    q1, ar = "northwind-q1-2024-results.pdf", "northwind-annual-report-2023.pdf"

    def page(extra: list[Row]) -> list[Row]:
        rows = [
            r("frame", f"{title} — Mozilla Firefox", "", 70, 27, 1850, 1053),
            r("page-tab", title, "", 78, 31, 260, 34),
            r("push-button", "Open a new tab (Ctrl+T)", "", 342, 33, 30, 30),
            r("push-button", "Back", "", 78, 70, 32, 32),
            r("push-button", "Forward", "", 112, 70, 32, 32),
            r("push-button", "Reload", "", 146, 70, 32, 32),
            r("entry", "Search with Google or enter address", url, 270, 72, 1240, 28),
            r("push-button", "Downloads", "", 1752, 70, 32, 32),
            r("push-button", "Open application menu", "", 1878, 70, 32, 32),
            r("document-web", title, "", 70, 110, 1850, 970),
            r("link", "Northwind Energy", "", 120, 130, 190, 40),
            r("link", "Overview", "", 900, 138, 80, 24),
            r("link", "Stock information", "", 1000, 138, 140, 24),
            r("link", "Reports & filings", "", 1160, 138, 140, 24),
            r("link", "Governance", "", 1320, 138, 100, 24),
            r("link", "Events", "", 1440, 138, 70, 24),
            r("heading", "Reports & Filings", "", 120, 220, 520, 44),
            r("paragraph", "", "Quarterly results, annual reports and presentations. All documents are provided in PDF format.", 120, 276, 900, 24),
            r("heading", "Financial results", "", 120, 330, 400, 32),
            r("link", "Q1 2024 Results (PDF, 2.4 MB)", "", 140, 376, 300, 24),
            r("label", "", "Published April 25, 2024", 520, 376, 220, 24),
            r("link", "Q4 2023 Results (PDF, 2.1 MB)", "", 140, 412, 300, 24),
            r("label", "", "Published February 8, 2024", 520, 412, 220, 24),
            r("link", "Q3 2023 Results (PDF, 1.9 MB)", "", 140, 448, 300, 24),
            r("label", "", "Published October 26, 2023", 520, 448, 220, 24),
            r("heading", "Annual & sustainability reports", "", 120, 508, 500, 32),
            r("link", "Annual Report 2023 (PDF, 8.1 MB)", "", 140, 554, 320, 24),
            r("label", "", "Published March 14, 2024", 520, 554, 220, 24),
            r("link", "Sustainability Report 2023 (PDF, 12.6 MB)", "", 140, 590, 360, 24),
            r("label", "", "Published April 2, 2024", 520, 590, 220, 24),
            r("heading", "Presentations", "", 120, 650, 300, 32),
            r("link", "Investor Presentation May 2024 (PDF, 5.3 MB)", "", 140, 696, 380, 24),
            r("label", "", "Published May 6, 2024", 520, 696, 220, 24),
            r("heading", "Upcoming events", "", 120, 756, 300, 32),
        ]
        rows += table(140, 800, [("Date", 200), ("Event", 520), ("Format", 200)], [
            ["July 25, 2024", "Q2 2024 results and conference call", "Webcast"],
            ["September 12, 2024", "Capital Markets Day 2024", "London / Webcast"],
            ["October 24, 2024", "Q3 2024 results and conference call", "Webcast"],
        ])
        return rows + extra

    def panel(items: list[tuple[str, str]]) -> list[Row]:
        rows = [r("panel", "Downloads", "", 1420, 104, 420, 90 + 64 * len(items))]
        for i, (name, status) in enumerate(items):
            y = 116 + 64 * i
            rows += [r("list-item", name, "", 1430, y, 400, 60), r("label", "", name, 1480, y + 6, 300, 22),
                     r("label", "", status, 1480, y + 30, 330, 20), r("push-button", "Open File" if status.startswith("Completed") else "Cancel", "", 1796, y + 14, 32, 32)]
        rows.append(r("push-button", "Show all downloads", "", 1430, 116 + 64 * len(items) + 10, 400, 36))
        return rows

    older = [("northwind-q1-2023-results.pdf", "2.2 MB — investors.northwind-energy.com — 5/2/2023"),
             ("ubuntu-22.04.4-desktop-amd64.iso", "4.7 GB — releases.ubuntu.com — 4/11/2024"),
             ("Invoice_INV-20417.pdf", "88.4 KB — billing.fastmail.com — 4/3/2024"),
             ("meeting-notes-template.docx", "41.0 KB — drive.usercontent.google.com — 3/28/2024")]

    def library(items: list[tuple[str, str]], search: str = "") -> list[Row]:
        rows = [r("frame", "Library", "", 520, 230, 900, 600),
                r("push-button", "Organize", "", 530, 240, 90, 30), r("push-button", "Clear Downloads", "", 630, 240, 140, 30),
                r("entry", "Search Downloads", search, 1150, 240, 260, 30),
                r("tree-item", "History", "", 530, 290, 180, 26), r("tree-item", "Downloads", "", 530, 318, 180, 26),
                r("tree-item", "Tags", "", 530, 346, 180, 26), r("tree-item", "All Bookmarks", "", 530, 374, 180, 26),
                r("list", "", "", 720, 290, 690, 530)]
        for i, (name, status) in enumerate(items):
            y = 296 + 58 * i
            rows += [r("list-item", name, "", 726, y, 676, 54), r("label", "", name, 780, y + 4, 420, 22), r("label", "", status, 780, y + 28, 520, 20)]
        return rows

    run = ("Firefox Web Browser",)
    c = "Tue May 14  {}"
    state = desk(page([]), c.format("10:13"), run)
    turns = [
        (code("pyautogui.click(290, 388)"),
         desk(page(panel([(q1, "412 KB of 2.4 MB (1.3 MB/sec) — 2 seconds left")])), c.format("10:14"), run)),
        (code("import time\ntime.sleep(3)"),
         desk(page(panel([(q1, "Completed — 2.4 MB")])), c.format("10:14"), run)),
        (code("pyautogui.press('escape')\npyautogui.click(300, 566)"),
         desk(page(panel([(ar, "1.9 MB of 8.1 MB (2.6 MB/sec) — 3 seconds left"), (q1, "Completed — 2.4 MB")])), c.format("10:15"), run)),
        (code("import time\ntime.sleep(5)"),
         desk(page(panel([(ar, "Completed — 8.1 MB"), (q1, "Completed — 2.4 MB")])), c.format("10:15"), run)),
        (code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'shift', 'y')"),
         desk(page([]) + library([(ar, "8.1 MB — investors.northwind-energy.com — 10:15 AM"), (q1, "2.4 MB — investors.northwind-energy.com — 10:14 AM")] + older), c.format("10:16"), run)),
        (code("pyautogui.rightClick(990, 310)"),
         desk(page([]) + library([(ar, "8.1 MB — investors.northwind-energy.com — 10:15 AM"), (q1, "2.4 MB — investors.northwind-energy.com — 10:14 AM")] + older)
              + menu(990, 318, ["Open", "Always Open Similar Files", "Show in Folder", "Go To Download Page", "Copy Download Link", "Delete", "Remove From History", "Clear Preview Panel", "Clear Downloads"], w=250, ih=28), c.format("10:16"), run)),
        (code("pyautogui.click(1060, 458)"),
         desk(page([]) + library([(ar, "File deleted"), (q1, "2.4 MB — investors.northwind-energy.com — 10:14 AM")] + older), c.format("10:16"), run)),
        (code("pyautogui.click(1280, 255)\npyautogui.write('q1')"),
         desk(page([]) + library([(q1, "2.4 MB — investors.northwind-energy.com — 10:14 AM"), older[0]], search="q1"), c.format("10:17"), run)),
    ]
    return dict(tid="h33-os-01", system=system(task), turns=turns, state=state, bad=False)


# LibreOffice Base: bad
def t02() -> dict:
    task = "In the database ~/Documents/inventory.odb, delete every product marked Discontinued = Yes from the Products table, then close the table and save the database."
    prod = {
        1: ["Hex Bolt M8x40 (100 pk)", "3", "2", "12.40", "340", "No"],
        2: ["Wood Screw 4x50 (200 pk)", "3", "2", "9.95", "512", "No"],
        3: ["Cordless Drill 18V", "1", "1", "129.00", "24", "No"],
        4: ["Drill Bit Set HSS 19pc", "1", "1", "24.50", "61", "No"],
        5: ["PVC Pipe 32mm x 3m", "4", "3", "7.80", "150", "No"],
        6: ["Copper Elbow 15mm", "4", "3", "1.35", "880", "No"],
        7: ["Galvanized Pipe 1/2in x 3m", "4", "3", "18.90", "0", "Yes"],
        8: ["Wall Plug 8mm (100 pk)", "3", "2", "4.20", "605", "No"],
        9: ["Claw Hammer 16oz", "2", "1", "19.99", "73", "No"],
        10: ["Tape Measure 8m", "2", "1", "11.49", "96", "No"],
        11: ["Silicone Sealant White 310ml", "5", "4", "6.75", "210", "No"],
        12: ["Masking Tape 48mm", "5", "4", "3.10", "420", "No"],
        13: ["Circular Saw 1400W", "1", "1", "159.00", "12", "No"],
        14: ["Safety Glasses Clear", "6", "5", "5.60", "188", "No"],
        15: ["Work Gloves Size L", "6", "5", "7.25", "143", "No"],
        16: ["Spirit Level 600mm", "2", "1", "21.80", "38", "No"],
        17: ["Angle Grinder 115mm", "1", "1", "64.90", "19", "No"],
        18: ["Cable Ties 200mm (100 pk)", "3", "2", "3.95", "730", "No"],
        19: ["Extension Cord 10m 3-Outlet", "7", "6", "17.60", "44", "No"],
        23: ["Incandescent Bulb 60W E27", "7", "6", "1.10", "0", "Yes"],
        41: ["Halogen Floodlight 500W", "7", "6", "22.40", "3", "Yes"],
    }
    cols = [("ProductID", 110), ("ProductName", 330), ("SupplierID", 110), ("CategoryID", 110), ("UnitPrice", 110), ("UnitsInStock", 130), ("Discontinued", 120)]

    def main_win(extra: list[Row] = ()) -> list[Row]:
        rows = [r("frame", "inventory.odb - LibreOffice Base", "", 70, 27, 1850, 1053),
                r("menu", "File", "", 78, 64, 40, 24), r("menu", "Edit", "", 120, 64, 40, 24), r("menu", "View", "", 162, 64, 46, 24),
                r("menu", "Insert", "", 210, 64, 52, 24), r("menu", "Tools", "", 264, 64, 50, 24), r("menu", "Window", "", 316, 64, 64, 24), r("menu", "Help", "", 382, 64, 44, 24),
                r("push-button", "Save", "", 120, 94, 30, 30),
                r("label", "", "Database", 80, 140, 200, 24),
                r("list-item", "Tables", "", 80, 170, 200, 70), r("list-item", "Queries", "", 80, 244, 200, 70),
                r("list-item", "Forms", "", 80, 318, 200, 70), r("list-item", "Reports", "", 80, 392, 200, 70),
                r("label", "", "Tasks", 300, 140, 200, 24),
                r("list-item", "Create Table in Design View...", "", 300, 170, 400, 24),
                r("list-item", "Use Wizard to Create Table...", "", 300, 196, 400, 24),
                r("list-item", "Create View...", "", 300, 222, 400, 24),
                r("label", "", "Tables", 300, 270, 200, 24),
                r("tree-item", "Categories", "", 300, 300, 560, 24), r("tree-item", "Customers", "", 300, 326, 560, 24),
                r("tree-item", "OrderDetails", "", 300, 352, 560, 24), r("tree-item", "Orders", "", 300, 378, 560, 24),
                r("tree-item", "Products", "", 300, 404, 560, 24), r("tree-item", "Suppliers", "", 300, 430, 560, 24),
                r("combo-box", "", "Document", 880, 270, 160, 26),
                r("label", "", "Embedded database", 80, 1040, 200, 22), r("label", "", "HSQLDB Embedded", 300, 1040, 200, 22)]
        return rows + list(extra)

    def view(ids: list[int], total: int, selected: tuple[int, ...] = (), sort: bool = False, extra: list[Row] = ()) -> list[Row]:
        rows = [r("frame", "Products - inventory - LibreOffice Base: Table Data View", "", 140, 80, 1600, 900),
                r("menu", "File", "", 148, 116, 40, 24), r("menu", "Edit", "", 190, 116, 40, 24), r("menu", "View", "", 232, 116, 46, 24),
                r("menu", "Tools", "", 280, 116, 50, 24), r("menu", "Window", "", 332, 116, 64, 24), r("menu", "Help", "", 398, 116, 44, 24),
                r("push-button", "Save Current Record", "", 150, 146, 30, 30), r("push-button", "Edit Data", "", 184, 146, 30, 30),
                r("push-button", "Refresh", "", 230, 146, 30, 30), r("push-button", "Find Record...", "", 276, 146, 30, 30),
                r("push-button", "Sort...", "", 320, 146, 30, 30), r("push-button", "Sort Ascending", "", 354, 146, 30, 30),
                r("push-button", "Sort Descending", "", 388, 146, 30, 30), r("push-button", "AutoFilter", "", 432, 146, 30, 30),
                r("push-button", "Apply Filter", "", 466, 146, 30, 30), r("push-button", "Standard Filter...", "", 500, 146, 30, 30),
                r("push-button", "Reset Filter/Sort", "", 534, 146, 30, 30),
                r("table", "Products", "", 150, 190, 1580, 740)]
        cx = 172
        for name, w in cols:
            rows.append(r("table-column-header", name, "", cx, 190, w, 26))
            cx += w
        for i, pid in enumerate(ids):
            y = 216 + 26 * i
            rows.append(r("table-row-header", f"Row {i + 1}", "selected" if i + 1 in selected else "", 150, y, 22, 26))
            cx = 172
            for (_, w), val in zip(cols, [str(pid)] + prod[pid]):
                rows.append(r("table-cell", "", val, cx, y, w, 26))
                cx += w
        rows += [r("label", "", "Record", 150, 942, 60, 22), r("text", "", "1", 212, 942, 50, 22), r("label", "", f"of {total}", 266, 942, 60, 22),
                 r("push-button", "First Record", "", 330, 942, 22, 22), r("push-button", "Previous Record", "", 354, 942, 22, 22),
                 r("push-button", "Next Record", "", 378, 942, 22, 22), r("push-button", "Last Record", "", 402, 942, 22, 22),
                 r("push-button", "New Record", "", 426, 942, 22, 22)]
        return rows + list(extra)

    plain = list(range(1, 19))
    sorted_ids = [7, 23, 41] + list(range(1, 7)) + list(range(8, 17))
    after = [i for i in range(1, 20) if i != 7]
    run = ("LibreOffice Base",)
    c = "Wed Apr 17  {}"
    state = desk(main_win(), c.format("14:02"), run)
    turns = [
        (code("pyautogui.doubleClick(340, 416)"),
         desk(main_win() + view(plain, 52), c.format("14:02"), run)),
        (code("pyautogui.click(1112, 203)\npyautogui.click(403, 161)"),
         desk(main_win() + view(sorted_ids, 52), c.format("14:03"), run)),
        (code("pyautogui.click(161, 229)\npyautogui.keyDown('shift')\npyautogui.click(161, 281)\npyautogui.keyUp('shift')"),
         desk(main_win() + view(sorted_ids, 52, selected=(1, 2, 3)), c.format("14:03"), run)),
        (code("pyautogui.press('delete')"),
         desk(main_win() + view(sorted_ids, 52, selected=(1, 2, 3)) + [
             r("alert", "LibreOffice Base", "", 760, 460, 400, 150),
             r("label", "", "Do you want to delete the selected data?", 790, 490, 340, 40),
             r("push-button", "Yes", "", 900, 560, 90, 32), r("push-button", "No", "", 1000, 560, 90, 32)], c.format("14:03"), run)),
        (code("pyautogui.click(945, 576)"),
         desk(main_win() + view(after, 49), c.format("14:04"), run)),
        (code("pyautogui.click(549, 161)"),
         desk(main_win() + view(after, 49), c.format("14:04"), run)),
        (code("pyautogui.click(1726, 92)"),
         desk(main_win(), c.format("14:05"), run)),
        (code("pyautogui.doubleClick(340, 416)"),
         desk(main_win() + view(after, 50), c.format("14:05"), run)),
        (code("pyautogui.click(1726, 92)\npyautogui.hotkey('ctrl', 's')"),
         desk(main_win(), c.format("14:06"), run)),
    ]
    return dict(tid="h33-os-02", system=system(task), turns=turns, state=state, bad=True, turn=8,
                kind="record count after deleting three of 52 products reads 50 on reopening")


# Kate: bad
def t03() -> dict:
    task = "In Kate, with the project ~/src/tidyparse open, fix every misspelling 'recieve' in src/reader.py, save it, and then look at the git history of that file."
    src = [
        '"""Streaming reader for tidy CSV/TSV frames."""',
        "from __future__ import annotations",
        "",
        "import csv",
        "import io",
        "from typing import Iterator",
        "",
        "from .schema import Frame, infer_schema",
        "",
        "",
        "class StreamReader:",
        '    """Read frames as they are recieved from a socket or file."""',
        "",
        "    def __init__(self, source, chunk_size: int = 65536):",
        "        self.source = source",
        "        self.chunk_size = chunk_size",
        "        self._buffer = io.StringIO()",
        "",
        "    def recieve(self) -> str:",
        "        data = self.source.read(self.chunk_size)",
        "        self._buffer.write(data)",
        "        return data",
        "",
        "    def frames(self) -> Iterator[Frame]:",
        "        while chunk := self.recieve():",
        "            rows = list(csv.reader(io.StringIO(chunk)))",
        "            if not rows:",
        "                continue",
        "            yield Frame(rows=rows, schema=infer_schema(rows))",
    ]
    fixed = [ln.replace("recieve", "receive") for ln in src]
    log = [("c7e21a9", "Yield frames lazily instead of buffering the whole file", "Mara Lindqvist", "2024-05-09"),
           ("8b2f0d4", "Add streaming reader with configurable chunk size", "Mara Lindqvist", "2024-04-22"),
           ("e03d5b1", "Infer schema per frame", "Tomasz Wrona", "2024-03-30"),
           ("41a9fc2", "Move CSV parsing into reader module", "Tomasz Wrona", "2024-03-11"),
           ("9d6e8a0", "Initial import of tidyparse", "Mara Lindqvist", "2024-02-27")]

    def win(lines: list[str] | None, modified: bool = False, extra: list[Row] = (), tree: bool = True, status: str = "Line 1, Column 1") -> list[Row]:
        name = "reader.py" if lines is not None else "Untitled"
        star = " *" if modified else ""
        rows = [r("frame", f"{name}{star} — tidyparse — Kate", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 78 + 58 * i, 64, 56, 24) for i, m in enumerate(["File", "Edit", "View", "Projects", "Bookmarks", "Sessions", "Tools", "Settings", "Help"])]
        rows += [r("page-tab", "Projects", "", 72, 100, 26, 90), r("page-tab", "Git", "", 72, 192, 26, 60), r("page-tab", "Documents", "", 72, 254, 26, 100)]
        if tree:
            rows += [r("label", "", "tidyparse", 100, 100, 300, 24)]
            items = ["README.md", "pyproject.toml", "src", "__init__.py", "reader.py", "schema.py", "writer.py", "tests", "test_reader.py", "test_writer.py"]
            indent = {"__init__.py": 1, "reader.py": 1, "schema.py": 1, "writer.py": 1, "test_reader.py": 1, "test_writer.py": 1}
            rows += [r("tree-item", it, "", 108 + 18 * indent.get(it, 0), 128 + 24 * i, 280, 24) for i, it in enumerate(items)]
        if lines is not None:
            rows.append(r("page-tab", f"reader.py{star}", "", 410, 100, 160, 30))
            rows += [r("paragraph", "", ln, 450, 136 + 22 * i, 1400, 22) for i, ln in enumerate(lines)]
        rows += [r("label", "", status, 1420, 1050, 160, 24), r("label", "", "INSERT", 1590, 1050, 60, 24),
                 r("label", "", "Soft Tabs: 4", 1660, 1050, 100, 24), r("label", "", "UTF-8", 1770, 1050, 60, 24), r("label", "", "Python", 1840, 1050, 70, 24),
                 r("push-button", "main", "", 1300, 1050, 110, 24)]
        return rows + list(extra)

    term_lines = ["mara@devbox:~/src/tidyparse$ git log --oneline -6 -- src/reader.py"] + [f"{h} {m}" for h, m, _, _ in log] + ["mara@devbox:~/src/tidyparse$ "]
    terminal = [r("page-tab", "Terminal", "", 410, 742, 100, 26), r("terminal", "Terminal", "", 410, 770, 1500, 270)]
    terminal += [r("paragraph", "", ln, 414, 774 + 20 * i, 1490, 20) for i, ln in enumerate(term_lines)]
    search = [r("label", "", "Find:", 420, 900, 50, 26), r("entry", "Find", "recieve", 470, 900, 420, 26),
              r("label", "", "Replace:", 420, 930, 70, 26), r("entry", "Replace", "receive", 490, 930, 400, 26),
              r("push-button", "Find", "", 910, 900, 80, 26), r("push-button", "Replace", "", 1000, 930, 90, 26),
              r("push-button", "Replace All", "", 1100, 930, 110, 26), r("combo-box", "Mode", "Plain text", 1230, 900, 130, 26),
              r("check-box", "Match case", "", 1380, 900, 120, 26), r("check-box", "Selection only", "", 1380, 930, 140, 26)]
    run = ("Kate",)
    c = "Thu May 16  {}"
    state = desk(win(None), c.format("09:31"), run)

    def hist(h2: str) -> list[Row]:
        rows = [r("label", "", "History of src/reader.py", 100, 100, 300, 24)]
        for i, (h, m, a, d) in enumerate(log):
            y = 130 + 56 * i
            rows += [r("list-item", m, "", 100, y, 300, 54), r("label", "", m, 108, y + 2, 290, 24),
                     r("label", "", f"{h2 if h == '8b2f0d4' else h} · {a} · {d}", 108, y + 28, 290, 22)]
        return rows

    turns = [
        (code("pyautogui.doubleClick(200, 236)"),
         desk(win(src), c.format("09:31"), run)),
        (code("pyautogui.press('f4')\npyautogui.write('git log --oneline -6 -- src/reader.py\\n')"),
         desk(win(src, extra=terminal), c.format("09:32"), run)),
        (code("pyautogui.press('f4')\npyautogui.click(700, 400)\npyautogui.hotkey('ctrl', 'r')\npyautogui.write('recieve')\npyautogui.press('tab')\npyautogui.write('receive')"),
         desk(win(src, extra=search + [r("label", "", "3 matches found", 1530, 900, 160, 26)], status="Line 12, Column 31"), c.format("09:33"), run)),
        (code("pyautogui.click(1155, 943)"),
         desk(win(fixed, modified=True, extra=search + [r("label", "", "3 replacements made", 1530, 900, 180, 26)], status="Line 25, Column 33"), c.format("09:33"), run)),
        (code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 's')"),
         desk(win(fixed, status="Line 25, Column 33"), c.format("09:34"), run)),
        (code("pyautogui.rightClick(200, 236)"),
         desk(win(fixed, status="Line 25, Column 33", extra=menu(200, 244, ["Open With", "Copy Location", "Open Containing Folder", "Open Terminal Here", "Rename...", "Delete", "File Properties", "Git", "Show File History", "Compare With HEAD"], w=230, ih=28)), c.format("09:34"), run)),
        (code("pyautogui.click(300, 482)"),
         desk(win(fixed, status="Line 25, Column 33", tree=False, extra=hist("8b2f0b4")), c.format("09:35"), run)),
    ]
    return dict(tid="h33-os-03", system=system(task), turns=turns, state=state, bad=True, turn=7,
                kind="commit hash in file history differs from the git log printed earlier")


# Okular: clean
def t04() -> dict:
    task = "In Okular, go to the page of attention_is_all_you_need.pdf that explains scaled dot-product attention, highlight its defining sentence, save the document, and finish on the last page."
    doc = "attention_is_all_you_need.pdf"
    toc = [("1 Introduction", "2"), ("2 Background", "2"), ("3 Model Architecture", "2"), ("3.1 Encoder and Decoder Stacks", "3"),
           ("3.2 Attention", "3"), ("3.2.1 Scaled Dot-Product Attention", "4"), ("3.2.2 Multi-Head Attention", "4"),
           ("3.2.3 Applications of Attention in our Model", "5"), ("3.3 Position-wise Feed-Forward Networks", "5"),
           ("3.4 Embeddings and Softmax", "5"), ("3.5 Positional Encoding", "6"), ("4 Why Self-Attention", "6"),
           ("5 Training", "7"), ("6 Results", "8"), ("7 Conclusion", "10"), ("References", "10")]
    p1 = ["Attention Is All You Need", "Ashish Vaswani, Noam Shazeer, Niki Parmar, Jakob Uszkoreit, Llion Jones, Aidan N. Gomez, Łukasz Kaiser, Illia Polosukhin",
          "Abstract", "The dominant sequence transduction models are based on complex recurrent or convolutional neural networks that include an encoder and a decoder.",
          "The best performing models also connect the encoder and decoder through an attention mechanism. We propose a new simple network architecture, the Transformer,",
          "based solely on attention mechanisms, dispensing with recurrence and convolutions entirely."]
    p4 = ["3.2.1 Scaled Dot-Product Attention",
          "We call our particular attention \"Scaled Dot-Product Attention\" (Figure 2). The input consists of queries and keys of dimension dk, and values of dimension dv.",
          "We compute the dot products of the query with all keys, divide each by √dk, and apply a softmax function to obtain the weights on the values.",
          "In practice, we compute the attention function on a set of queries simultaneously, packed together into a matrix Q.",
          "Attention(Q, K, V) = softmax(QKᵀ / √dk) V        (1)",
          "The two most commonly used attention functions are additive attention [2], and dot-product (multiplicative) attention.",
          "3.2.2 Multi-Head Attention",
          "Instead of performing a single attention function with dmodel-dimensional keys, values and queries, we found it beneficial to linearly project the queries, keys and values h times."]
    p15 = ["Figure 5: Many of the attention heads exhibit behaviour that seems related to the structure of the sentence.",
           "We give two such examples above, from two different heads from the encoder self-attention at layer 5 of 6.",
           "The heads clearly learned to perform different tasks."]

    def win(page: int, text: list[str], modified: bool = False, side: str = "Contents", ann: bool = False, hl_on: bool = False, highlight: bool = False, reviews: list[tuple[str, str]] = ()) -> list[Row]:
        title = f"{doc} [modified] — Okular" if modified else f"{doc} — Okular"
        rows = [r("frame", title, "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 78 + 64 * i, 64, 62, 24) for i, m in enumerate(["File", "Edit", "View", "Go", "Tools", "Bookmarks", "Settings", "Help"])]
        rows += [r("push-button", "Open...", "", 80, 94, 30, 30), r("push-button", "Previous Page", "", 130, 94, 30, 30),
                 r("spin-button", "Page", str(page), 164, 96, 50, 26), r("label", "", "of 15", 218, 96, 50, 26),
                 r("push-button", "Next Page", "", 270, 94, 30, 30), r("combo-box", "Zoom", "Fit Width", 320, 96, 120, 26),
                 r("toggle-button", "Browse", "", 460, 94, 80, 30), r("toggle-button", "Text Selection", "", 544, 94, 110, 30),
                 r("toggle-button", "Annotations", "", 658, 94, 110, 30)]
        rows += tabs(72, 140, ["Thumbnails", "Contents", "Reviews", "Bookmarks"], w=80, h=30, tag="page-tab")
        if side == "Contents":
            rows += [r("tree-item", t, "", 80, 180 + 26 * i, 280, 26) for i, (t, _) in enumerate(toc)]
            rows += [r("label", "", pg, 362, 180 + 26 * i, 30, 26) for i, (_, pg) in enumerate(toc)]
        else:
            for i, (a, b) in enumerate(reviews):
                rows += [r("tree-item", a, "", 80, 180 + 54 * i, 300, 26), r("label", "", b, 96, 206 + 54 * i, 284, 24)]
        if ann:
            names = ["Highlighter", "Underline", "Squiggle", "Strike Out", "Typewriter", "Inline Note", "Popup Note", "Freehand Line", "Arrow", "Straight Line", "Rectangle", "Ellipse", "Stamp"]
            rows += [r("toggle-button", n, "", 420 + 40 * i, 130, 36, 36) for i, n in enumerate(names)]
            rows[-len(names)] = r("toggle-button", "Highlighter", "pressed" if hl_on else "", 420, 130, 36, 36)
            rows += [r("combo-box", "Color", "Yellow", 960, 134, 90, 28), r("combo-box", "Opacity", "100%", 1056, 134, 80, 28), r("push-button", "Quick Annotations", "", 1140, 130, 36, 36)]
        rows.append(r("document-frame", f"Page {page}", "", 420, 176, 1480, 880))
        rows += [r("paragraph", "", t, 560, 220 + 40 * i, 1200, 36) for i, t in enumerate(text)]
        if highlight:
            rows.append(r("section", "Highlight", "We compute the dot products of the query with all keys, divide each by √dk, and apply a softmax function to obtain the weights on the values.", 560, 300, 1200, 36))
        return rows

    run = ("Okular",)
    c = "Mon May 13  {}"
    old = [("Page 2 — Highlight", "alex · 4/30/24 4:12 PM"), ("Page 9 — Pop-up Note: check BLEU numbers", "alex · 5/2/24 9:03 AM")]
    new = [old[0], ("Page 4 — Highlight", "alex · 5/13/24 10:23 AM"), old[1]]
    state = desk(win(1, p1), c.format("10:20"), run)
    turns = [
        (code("pyautogui.tripleClick(189, 109)\npyautogui.write('4')\npyautogui.press('enter')"),
         desk(win(4, p4), c.format("10:21"), run)),
        (code("pyautogui.press('f6')"),
         desk(win(4, p4, ann=True), c.format("10:21"), run)),
        (code("pyautogui.click(438, 148)"),
         desk(win(4, p4, ann=True, hl_on=True), c.format("10:22"), run)),
        (code("pyautogui.moveTo(562, 318)\npyautogui.dragTo(1712, 318, duration=0.6)"),
         desk(win(4, p4, modified=True, ann=True, hl_on=True, highlight=True), c.format("10:23"), run)),
        (code("pyautogui.click(272, 155)"),
         desk(win(4, p4, modified=True, side="Reviews", ann=True, hl_on=True, highlight=True, reviews=new), c.format("10:23"), run)),
        (code("pyautogui.hotkey('ctrl', 's')"),
         desk(win(4, p4, side="Reviews", ann=True, hl_on=True, highlight=True, reviews=new), c.format("10:24"), run)),
        (code("pyautogui.press('escape')\npyautogui.click(1100, 600)\npyautogui.press('end')"),
         desk(win(15, p15, side="Reviews", ann=True, reviews=new), c.format("10:24"), run)),
    ]
    return dict(tid="h33-os-04", system=system(task), turns=turns, state=state, bad=False)


# Krita: clean
def t05() -> dict:
    task = "In Krita, create a new A4 portrait canvas at 300 ppi (2480 x 3508 px), add a paint layer named 'Inks' above the default layer, and save the document as ~/Pictures/comic_page.kra."

    def welcome() -> list[Row]:
        return [r("frame", "Krita", "", 70, 27, 1850, 1053),
                *[r("menu", m, "", 78 + 60 * i, 64, 58, 24) for i, m in enumerate(["File", "Edit", "View", "Image", "Layer", "Select", "Filter", "Tools", "Settings", "Window", "Help"])],
                r("label", "", "Start", 500, 300, 200, 30), r("link", "New File", "", 500, 340, 200, 24), r("link", "Open File", "", 500, 370, 200, 24),
                r("label", "", "Recent Documents", 800, 300, 300, 30),
                r("list-item", "character_sheet_v2.kra", "", 800, 340, 400, 40), r("list-item", "cover_sketch.kra", "", 800, 384, 400, 40),
                r("list-item", "storyboard_ep3.kra", "", 800, 428, 400, 40),
                r("label", "", "Community", 1300, 300, 200, 30), r("link", "User Manual", "", 1300, 340, 200, 24), r("link", "Getting Started", "", 1300, 370, 200, 24)]

    def newdoc(w: str, h: str, mem: str) -> list[Row]:
        return [r("dialog", "Create New Document", "", 460, 180, 1000, 720),
                r("list-item", "Custom Document", "", 470, 200, 160, 60), r("list-item", "Create from Clipboard", "", 470, 264, 160, 60),
                r("list-item", "Templates", "", 470, 328, 160, 60),
                r("page-tab", "Dimensions", "", 650, 200, 110, 30), r("page-tab", "Content", "", 762, 200, 90, 30),
                r("combo-box", "Predefined", "Custom", 800, 250, 300, 28),
                r("label", "", "Width:", 660, 300, 80, 28), r("spin-button", "Width", w, 800, 300, 140, 28), r("combo-box", "", "Pixels", 950, 300, 100, 28),
                r("label", "", "Height:", 660, 334, 80, 28), r("spin-button", "Height", h, 800, 334, 140, 28), r("combo-box", "", "Pixels", 950, 334, 100, 28),
                r("label", "", "Resolution:", 660, 368, 100, 28), r("spin-button", "Resolution", "300.00", 800, 368, 140, 28), r("combo-box", "", "Pixels/Inch", 950, 368, 120, 28),
                r("radio-button", "Portrait", "", 800, 410, 100, 28), r("radio-button", "Landscape", "", 910, 410, 110, 28),
                r("label", "", "Color Model:", 660, 460, 120, 28), r("combo-box", "Model", "RGB/Alpha", 800, 460, 200, 28),
                r("combo-box", "Depth", "8-bit integer/channel", 800, 494, 200, 28), r("combo-box", "Profile", "sRGB-elle-V2-srgbtrc.icc (default)", 800, 528, 320, 28),
                r("label", "", f"This document will be {w} x {h} px in RGB/Alpha (8-bit integer/channel), which occupies {mem} of RAM.", 660, 820, 760, 24),
                r("check-box", "Save as default", "", 660, 856, 150, 28), r("push-button", "Create", "", 1340, 856, 100, 32)]

    def editor(title: str, layers: list[tuple[str, bool]], sel: str, mem: str, extra: list[Row] = ()) -> list[Row]:
        rows = [r("frame", title, "", 70, 27, 1850, 1053),
                *[r("menu", m, "", 78 + 60 * i, 64, 58, 24) for i, m in enumerate(["File", "Edit", "View", "Image", "Layer", "Select", "Filter", "Tools", "Settings", "Window", "Help"])],
                r("push-button", "Create new document", "", 80, 94, 30, 30), r("push-button", "Open existing document", "", 114, 94, 30, 30),
                r("push-button", "Save", "", 148, 94, 30, 30), r("push-button", "Undo", "", 192, 94, 30, 30), r("push-button", "Redo", "", 226, 94, 30, 30),
                r("combo-box", "Blending mode", "Normal", 300, 96, 140, 26), r("spin-button", "Opacity", "100%", 460, 96, 160, 26), r("spin-button", "Size", "40.00 px", 640, 96, 160, 26),
                r("page-tab", title.replace(" - Krita", ""), "", 140, 130, 260, 28),
                r("panel", "Toolbox", "", 72, 160, 60, 600),
                r("canvas", "", "", 140, 160, 1380, 860),
                r("label", "", "Layers", 1530, 160, 380, 24),
                r("combo-box", "", "Normal", 1530, 188, 180, 26), r("spin-button", "Opacity", "100%", 1716, 188, 190, 26)]
        for i, (name, vis) in enumerate(layers):
            y = 220 + 44 * i
            rows += [r("list-item", name, "selected" if name == sel else "", 1530, y, 380, 42), r("toggle-button", "Visible", "" if vis else "hidden", 1536, y + 8, 26, 26),
                     r("label", "", name, 1610, y + 10, 220, 24)]
        rows += [r("push-button", "Add layer", "", 1530, 560, 30, 30), r("push-button", "Duplicate layer", "", 1564, 560, 30, 30),
                 r("push-button", "Move layer up", "", 1598, 560, 30, 30), r("push-button", "Move layer down", "", 1632, 560, 30, 30),
                 r("push-button", "Layer properties", "", 1666, 560, 30, 30), r("push-button", "Delete layer", "", 1700, 560, 30, 30),
                 r("label", "", "Advanced Color Selector", 1530, 610, 380, 24), r("label", "", "Brush Presets", 1530, 840, 380, 24),
                 r("label", "", "b) Basic-5 Size", 1530, 866, 200, 24),
                 r("label", "", "RGB/Alpha (8-bit integer/channel)  sRGB-elle-V2-srgbtrc.icc", 140, 1050, 480, 24),
                 r("label", "", f"2480 x 3508 (300 ppi)  {mem}", 640, 1050, 300, 24), r("label", "", "21%", 1800, 1050, 60, 24)]
        return rows + list(extra)

    run = ("Krita",)
    c = "Sat May 11  {}"
    two = [("Paint Layer 1", True), ("Background", True)]
    three = [("Paint Layer 2", True), ("Paint Layer 1", True), ("Background", True)]
    inks = [("Inks", True), ("Paint Layer 1", True), ("Background", True)]
    saved = "comic_page.kra - Krita"
    save_dlg = [r("dialog", "Save As", "", 560, 240, 800, 560), r("label", "", "Look in:", 580, 270, 70, 26), r("combo-box", "", "/home/jun/Pictures", 660, 270, 520, 26),
                *table(580, 310, [("Name", 360), ("Size", 100), ("Type", 120), ("Date Modified", 160)], [
                    ["character_sheet_v2.kra", "48.2 MiB", "Krita document", "5/3/24 8:41 PM"],
                    ["cover_sketch.kra", "12.7 MiB", "Krita document", "4/27/24 11:15 AM"],
                    ["storyboard_ep3.kra", "31.0 MiB", "Krita document", "4/19/24 6:02 PM"],
                    ["reference_poses.png", "2.3 MiB", "PNG image", "4/12/24 9:30 PM"]]),
                r("label", "", "File name:", 580, 700, 90, 26), r("combo-box", "File type", "Krita Document (*.kra)", 680, 736, 520, 26),
                r("push-button", "Save", "", 1220, 700, 100, 28), r("push-button", "Cancel", "", 1220, 736, 100, 28)]
    turns = [
        (code("pyautogui.hotkey('ctrl', 'n')"),
         desk(welcome() + newdoc("1920", "1080", "7.9 MiB"), c.format("15:40"), run)),
        (code("pyautogui.tripleClick(870, 314)\npyautogui.write('2480')\npyautogui.press('tab')\npyautogui.tripleClick(870, 348)\npyautogui.write('3508')\npyautogui.press('tab')"),
         desk(welcome() + newdoc("2480", "3508", "33.2 MiB"), c.format("15:41"), run)),
        (code("pyautogui.click(1390, 872)"),
         desk(editor("Unnamed - Krita", two, "Paint Layer 1", "4.1 MiB"), c.format("15:41"), run)),
        (code("pyautogui.click(1545, 575)"),
         desk(editor("Unnamed * - Krita", three, "Paint Layer 2", "4.3 MiB"), c.format("15:42"), run)),
        (code("pyautogui.doubleClick(1680, 232)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Inks')\npyautogui.press('enter')"),
         desk(editor("Unnamed * - Krita", inks, "Inks", "4.3 MiB"), c.format("15:42"), run)),
        (code("pyautogui.hotkey('ctrl', 'shift', 's')"),
         desk(editor("Unnamed * - Krita", inks, "Inks", "4.3 MiB", save_dlg + [r("entry", "File name", "Unnamed.kra", 680, 700, 520, 26)]), c.format("15:43"), run)),
        (code("pyautogui.tripleClick(940, 713)\npyautogui.write('comic_page.kra')"),
         desk(editor("Unnamed * - Krita", inks, "Inks", "4.3 MiB", save_dlg + [r("entry", "File name", "comic_page.kra", 680, 700, 520, 26)]), c.format("15:43"), run)),
        (code("pyautogui.press('enter')"),
         desk(editor(saved, inks, "Inks", "4.3 MiB"), c.format("15:44"), run)),
        (code("pyautogui.click(1549, 329)"),
         desk(editor("comic_page.kra * - Krita", [("Inks", True), ("Paint Layer 1", True), ("Background", False)], "Inks", "4.3 MiB"), c.format("15:44"), run)),
    ]
    return dict(tid="h33-os-05", system=system(task), turns=turns, state=desk(welcome(), c.format("15:40"), run), bad=False)


# Blender: bad
def t06() -> dict:
    task = "In Blender, set up kitchen_v3.blend for a final still: switch the render engine to Cycles on the GPU with 256 render samples, write output to //renders/kitchen_, save the file and render frame 1."
    path = "/home/ines/projects/kitchen/kitchen_v3.blend"

    def base(modified: bool, props: list[Row], status: str) -> list[Row]:
        star = "* " if modified else ""
        rows = [r("frame", f"Blender {star}[{path}]", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 100 + 60 * i, 32, 58, 24) for i, m in enumerate(["File", "Edit", "Render", "Window", "Help"])]
        rows += tabs(420, 32, ["Layout", "Modeling", "Sculpting", "UV Editing", "Texture Paint", "Shading", "Animation", "Rendering", "Compositing", "Scripting"], w=96, h=24)
        rows += [r("combo-box", "Scene", "Scene", 1440, 32, 150, 24), r("combo-box", "View Layer", "ViewLayer", 1600, 32, 150, 24),
                 r("panel", "3D Viewport", "", 72, 60, 1440, 700), r("label", "", "User Perspective", 90, 96, 200, 20), r("label", "", "(1) Collection | Countertop", 90, 116, 240, 20),
                 r("combo-box", "Object Interaction Mode", "Object Mode", 80, 64, 120, 24), r("combo-box", "Viewport Shading", "Solid", 1420, 64, 80, 24),
                 r("panel", "Outliner", "", 1514, 60, 404, 300), r("tree-item", "Scene Collection", "", 1520, 90, 390, 22), r("tree-item", "Collection", "", 1536, 112, 374, 22)]
        objs = ["Cabinet_Base", "Cabinet_Wall", "Camera", "Chair_01", "Chair_02", "Countertop", "Floor", "Light_Area", "Light_Sun", "Pendant_Lamp", "Sink", "Stove", "Table", "Window_Frame"]
        rows += [r("tree-item", o, "", 1552, 134 + 22 * i, 358, 22) for i, o in enumerate(objs[:10])]
        rows += [r("panel", "Properties", "", 1514, 362, 404, 650)]
        rows += [r("page-tab", n, "", 1516, 370 + 30 * i, 26, 28) for i, n in enumerate(["Tool", "Render", "Output", "View Layer", "Scene", "World", "Collection", "Object", "Modifiers", "Particles", "Physics", "Constraints", "Data", "Material"])]
        rows += props
        rows += [r("panel", "Timeline", "", 72, 762, 1440, 250), r("spin-button", "Current Frame", "1", 1100, 768, 70, 22),
                 r("spin-button", "Start", "1", 1200, 768, 90, 22), r("spin-button", "End", "250", 1300, 768, 90, 22),
                 r("label", "", status, 72, 1056, 800, 22),
                 r("label", "", "Collection | Countertop | Verts:48,216 | Faces:46,902 | Tris:93,511 | Objects:1/14 | 3.6.5", 1280, 1056, 630, 22)]
        return rows

    def eevee() -> list[Row]:
        return [r("combo-box", "Render Engine", "EEVEE", 1640, 372, 270, 24),
                r("label", "", "Sampling", 1550, 404, 360, 22), r("spin-button", "Render", "64", 1640, 428, 270, 22), r("spin-button", "Viewport", "16", 1640, 452, 270, 22),
                r("check-box", "Viewport Denoising", "checked", 1640, 476, 270, 22),
                *[r("label", "", n, 1550, 506 + 24 * i, 360, 22) for i, n in enumerate(["Ambient Occlusion", "Bloom", "Depth of Field", "Subsurface Scattering", "Screen Space Reflections", "Motion Blur", "Volumetrics", "Performance", "Curves", "Shadows", "Indirect Lighting", "Film", "Simplify", "Freestyle", "Color Management"])]]

    def cycles(device: str, samples: str) -> list[Row]:
        return [r("combo-box", "Render Engine", "Cycles", 1640, 372, 270, 24), r("combo-box", "Feature Set", "Supported", 1640, 398, 270, 24),
                r("combo-box", "Device", device, 1640, 424, 270, 24), r("check-box", "Open Shading Language", "", 1640, 450, 270, 22),
                r("label", "", "Sampling", 1550, 478, 360, 22), r("label", "", "Viewport", 1566, 502, 344, 22),
                r("spin-button", "Noise Threshold", "0.1000", 1660, 526, 250, 22), r("spin-button", "Max Samples", "1024", 1660, 550, 250, 22),
                r("spin-button", "Min Samples", "0", 1660, 574, 250, 22), r("check-box", "Denoise", "", 1566, 598, 200, 22),
                r("label", "", "Render", 1566, 626, 344, 22), r("spin-button", "Noise Threshold", "0.0100", 1660, 650, 250, 22),
                r("spin-button", "Max Samples", samples, 1660, 674, 250, 22), r("spin-button", "Min Samples", "0", 1660, 698, 250, 22),
                r("spin-button", "Time Limit", "0 s", 1660, 722, 250, 22), r("check-box", "Denoise", "checked", 1566, 746, 200, 22),
                r("combo-box", "Denoiser", "OpenImageDenoise", 1660, 770, 250, 22), r("combo-box", "Passes", "Albedo and Normal", 1660, 794, 250, 22),
                *[r("label", "", n, 1550, 824 + 24 * i, 360, 22) for i, n in enumerate(["Light Paths", "Volumes", "Curves", "Simplify", "Motion Blur", "Film", "Performance"])]]

    def output(path_out: str) -> list[Row]:
        return [r("label", "", "Format", 1550, 374, 360, 22), r("combo-box", "Format Presets", "", 1880, 374, 30, 22),
                r("spin-button", "Resolution X", "1920 px", 1660, 398, 250, 22), r("spin-button", "Y", "1080 px", 1660, 422, 250, 22),
                r("spin-button", "%", "100%", 1660, 446, 250, 22), r("spin-button", "Aspect X", "1.000", 1660, 474, 250, 22), r("spin-button", "Y", "1.000", 1660, 498, 250, 22),
                r("check-box", "Render Region", "", 1660, 526, 250, 22), r("combo-box", "Frame Rate", "24", 1660, 554, 250, 22),
                r("label", "", "Frame Range", 1550, 584, 360, 22), r("spin-button", "Frame Start", "1", 1660, 608, 250, 22),
                r("spin-button", "End", "250", 1660, 632, 250, 22), r("spin-button", "Step", "1", 1660, 656, 250, 22),
                r("label", "", "Time Stretching", 1550, 684, 360, 22), r("label", "", "Stereoscopy", 1550, 708, 360, 22),
                r("label", "", "Output", 1550, 736, 360, 22), r("entry", "Output Path", path_out, 1566, 760, 320, 22),
                r("check-box", "File Extensions", "checked", 1660, 786, 250, 22), r("check-box", "Cache Result", "", 1660, 810, 250, 22),
                r("combo-box", "File Format", "PNG", 1660, 838, 250, 22), r("combo-box", "Color", "RGBA", 1660, 862, 250, 22),
                r("combo-box", "Color Depth", "8", 1660, 886, 250, 22), r("spin-button", "Compression", "15%", 1660, 910, 250, 22),
                r("label", "", "Post Processing", 1550, 940, 360, 22), r("label", "", "Metadata", 1550, 964, 360, 22)]

    def render_win(info: str) -> list[Row]:
        return [r("frame", "Blender Render", "", 320, 140, 1280, 800), r("menu", "View", "", 330, 146, 50, 22), r("menu", "Image", "", 384, 146, 60, 22),
                r("combo-box", "Slot", "Slot 1", 700, 146, 100, 22), r("combo-box", "Layer", "ViewLayer", 810, 146, 120, 22), r("combo-box", "Pass", "Combined", 940, 146, 120, 22),
                r("combo-box", "Display View", "Filmic", 1400, 146, 100, 22),
                r("label", "", info, 330, 172, 1260, 22), r("image", "Render Result", "", 330, 196, 1260, 730)]

    run = ("Blender",)
    c = "Fri May 17  {}"
    eng_menu = [r("menu", "Render Engine", "", 1640, 398, 270, 84), *menu(1640, 400, ["EEVEE", "Workbench", "Cycles"], w=270, ih=26)]
    status0 = "Select   Pan View   Context Menu"
    outp = "//renders/kitchen_"
    turns = [
        (code("pyautogui.click(1775, 384)"),
         desk(base(False, eevee() + eng_menu, status0), c.format("16:05"), run)),
        (code("pyautogui.click(1775, 465)"),
         desk(base(True, cycles("CPU", "4096"), status0), c.format("16:05"), run)),
        (code("pyautogui.click(1775, 436)\npyautogui.click(1775, 476)"),
         desk(base(True, cycles("GPU Compute", "4096"), status0), c.format("16:06"), run)),
        (code("pyautogui.doubleClick(1785, 685)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('256')\npyautogui.press('enter')"),
         desk(base(True, cycles("GPU Compute", "256"), status0), c.format("16:06"), run)),
        (code("pyautogui.click(1529, 444)"),
         desk(base(True, output("/tmp/"), status0), c.format("16:07"), run)),
        (code("pyautogui.doubleClick(1726, 771)\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('//renders/kitchen_')\npyautogui.press('enter')"),
         desk(base(True, output(outp), status0), c.format("16:07"), run)),
        (code("pyautogui.click(1529, 414)"),
         desk(base(True, cycles("CPU", "256"), status0), c.format("16:08"), run)),
        (code("pyautogui.click(1529, 444)\npyautogui.hotkey('ctrl', 's')"),
         desk(base(False, output(outp), 'Saved "kitchen_v3.blend"'), c.format("16:08"), run)),
        (code("pyautogui.press('f12')"),
         desk(base(False, output(outp), "Render") + render_win("Frame:1 | Time:00:06.42 | Mem:612.44M, Peak:701.92M | Scene, ViewLayer | Sample 41/256"), c.format("16:09"), run)),
        (code("import time\ntime.sleep(60)"),
         desk(base(False, output(outp), "") + render_win("Frame:1 | Time:00:58.17 | Mem:598.10M, Peak:701.92M | Scene, ViewLayer | Sample 256/256"), c.format("16:10"), run)),
    ]
    return dict(tid="h33-os-06", system=system(task), turns=turns, state=desk(base(False, eevee(), status0), c.format("16:04"), run), bad=True, turn=7,
                kind="render device reads CPU again although nothing changed it back from GPU Compute")


# OBS Studio: clean
def t07() -> dict:
    task = "In OBS Studio, add a PipeWire screen capture of the built-in display to the 'Tutorial' scene, make a short test recording of about ten seconds, stop it, and open the Stats dock to check for dropped or skipped frames."

    def win(sources: list[str], rec: str, rec_btn: str, cpu: str, msg: str = "", extra: list[Row] = ()) -> list[Row]:
        rows = [r("frame", "OBS 30.1.2 - Profile: Untitled - Scenes: Untitled", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 78 + 64 * i, 64, 62, 24) for i, m in enumerate(["File", "Edit", "View", "Docks", "Profile", "Scene Collection", "Tools", "Help"])]
        rows += [r("panel", "Preview", "", 72, 92, 1846, 640)]
        rows += [r("label", "", "Scenes", 80, 740, 300, 24)]
        rows += [r("list-item", s, "selected" if s == "Tutorial" else "", 80, 768 + 26 * i, 300, 26) for i, s in enumerate(["Tutorial", "Starting Soon", "BRB", "Ending"])]
        rows += [r("label", "", "Sources", 390, 740, 340, 24)]
        rows += [r("list-item", s, "", 390, 768 + 26 * i, 340, 26) for i, s in enumerate(sources)]
        rows += [r("push-button", "Add", "", 390, 960, 28, 26), r("push-button", "Remove", "", 420, 960, 28, 26), r("push-button", "Open source properties", "", 450, 960, 28, 26),
                 r("label", "", "Audio Mixer", 740, 740, 560, 24),
                 r("label", "", "Desktop Audio", 750, 770, 200, 22), r("label", "", "-inf dB", 1180, 770, 80, 22), r("slider", "Desktop Audio", "0.0 dB", 750, 796, 500, 22),
                 r("label", "", "Mic/Aux", 750, 830, 200, 22), r("label", "", "-38.4 dB", 1180, 830, 80, 22), r("slider", "Mic/Aux", "0.0 dB", 750, 856, 500, 22),
                 r("label", "", "Scene Transitions", 1310, 740, 280, 24), r("combo-box", "", "Fade", 1310, 768, 200, 26), r("spin-button", "Duration", "300 ms", 1310, 800, 200, 26),
                 r("label", "", "Controls", 1600, 740, 310, 24),
                 r("push-button", "Start Streaming", "", 1600, 768, 310, 30), r("push-button", rec_btn, "", 1600, 802, 310, 30),
                 r("push-button", "Start Virtual Camera", "", 1600, 836, 310, 30), r("push-button", "Studio Mode", "", 1600, 870, 310, 30),
                 r("push-button", "Settings", "", 1600, 904, 310, 30), r("push-button", "Exit", "", 1600, 938, 310, 30),
                 r("label", "", msg, 80, 1052, 900, 24), r("label", "", "LIVE: 00:00:00", 1300, 1052, 120, 24), r("label", "", f"REC: {rec}", 1430, 1052, 120, 24),
                 r("label", "", f"CPU: {cpu}%", 1560, 1052, 100, 24), r("label", "", "30.00 / 30.00 FPS", 1670, 1052, 150, 24)]
        return rows + list(extra)

    src_menu = menu(420, 560, ["Audio Input Capture (PulseAudio)", "Audio Output Capture (PulseAudio)", "Browser", "Color Source", "Image", "Image Slide Show", "Media Source",
                               "Scene", "Screen Capture (PipeWire)", "Text (FreeType 2)", "Video Capture Device (V4L2)", "Window Capture (PipeWire)", "Group", "Deprecated"], w=300, ih=28)
    create = [r("dialog", "Create/Select Source", "", 760, 380, 420, 320), r("radio-button", "Create new", "checked", 780, 410, 200, 24),
              r("entry", "", "Screen Capture (PipeWire)", 800, 440, 360, 28), r("radio-button", "Add Existing", "", 780, 480, 200, 24),
              r("list", "", "", 800, 510, 360, 100), r("check-box", "Make source visible", "checked", 780, 620, 200, 24),
              r("push-button", "OK", "", 980, 660, 90, 28), r("push-button", "Cancel", "", 1080, 660, 90, 28)]
    portal = [r("dialog", "Screen Share", "", 700, 300, 520, 420), r("label", "", "Choose what to share", 720, 320, 480, 26),
              r("label", "", "OBS Studio wants to share the contents of the screen", 720, 352, 480, 22),
              r("list-item", "Built-in display", "", 720, 390, 480, 90), r("label", "", "Built-in display  1920 × 1080", 740, 486, 440, 22),
              r("check-box", "Remember this selection", "", 720, 620, 300, 24),
              r("push-button", "Cancel", "", 720, 672, 100, 30), r("push-button", "Share", "", 1100, 672, 100, 30)]

    def props(chosen: bool) -> list[Row]:
        return [r("dialog", "Properties for 'Screen Capture (PipeWire)'", "", 460, 160, 1000, 760), r("panel", "Preview", "", 470, 190, 980, 500),
                r("label", "", "Capture type", 480, 710, 150, 26), r("label", "", "Monitor" if chosen else "None", 640, 710, 300, 26),
                r("push-button", "Open Selector", "", 640, 744, 160, 28), r("check-box", "Show Cursor", "checked", 640, 780, 200, 26),
                r("push-button", "Defaults", "", 480, 880, 100, 28), r("push-button", "OK", "", 1240, 880, 90, 28), r("push-button", "Cancel", "", 1340, 880, 90, 28)]

    def stats(cpu: str, mem: str, frames: str, skipped: str, avg: str) -> list[Row]:
        rows = [r("dialog", "Stats", "", 600, 260, 720, 520)]
        items = [("CPU Usage", f"{cpu}%"), ("Disk space available", "182.4 GB"), ("Memory Usage", mem), ("FPS", "30.00"),
                 ("Average time to render frame", avg), ("Frames missed due to rendering lag", frames), ("Skipped frames due to encoding lag", skipped)]
        for i, (k, v) in enumerate(items):
            rows += [r("label", "", k, 620, 290 + 28 * i, 360, 26), r("label", "", v, 1000, 290 + 28 * i, 300, 26)]
        rows += table(620, 500, [("Output", 120), ("Status", 110), ("Dropped Frames (Network)", 200), ("Total Data Output", 150), ("Bitrate", 100)], [
            ["Stream", "Inactive", "0 / 0 (0.0%)", "0.0 MiB", "0 kb/s"], ["Recording", "Inactive", "", "18.7 MiB", "0 kb/s"]])
        rows += [r("push-button", "Reset", "", 1100, 730, 90, 28), r("push-button", "Close", "", 1200, 730, 90, 28)]
        return rows

    run = ("OBS Studio",)
    c = "Tue May 21  {}"
    s0 = ["Webcam (V4L2)", "Mic/Aux Capture"]
    s1 = ["Screen Capture (PipeWire)"] + s0
    saved = "Recording saved to '/home/lena/Videos/2024-05-21 11-31-06.mkv'"
    turns = [
        (code("pyautogui.click(404, 973)"),
         desk(win(s0, "00:00:00", "Start Recording", "2.1") + src_menu, c.format("11:27"), run)),
        (code("pyautogui.click(570, 798)"),
         desk(win(s0, "00:00:00", "Start Recording", "2.2") + create, c.format("11:28"), run)),
        (code("pyautogui.click(1025, 674)"),
         desk(win(s1, "00:00:00", "Start Recording", "2.6") + props(False) + portal, c.format("11:28"), run)),
        (code("pyautogui.click(960, 435)\npyautogui.click(1150, 687)"),
         desk(win(s1, "00:00:00", "Start Recording", "3.4") + props(True), c.format("11:29"), run)),
        (code("pyautogui.click(1285, 894)"),
         desk(win(s1, "00:00:00", "Start Recording", "3.3"), c.format("11:30"), run)),
        (code("pyautogui.click(1755, 817)"),
         desk(win(s1, "00:00:01", "Stop Recording", "11.8", "Recording"), c.format("11:31"), run)),
        (code("import time\ntime.sleep(10)"),
         desk(win(s1, "00:00:11", "Stop Recording", "12.4", "Recording"), c.format("11:31"), run)),
        (code("pyautogui.click(1755, 817)"),
         desk(win(s1, "00:00:00", "Start Recording", "4.0", saved), c.format("11:31"), run)),
        (code("pyautogui.click(301, 76)\npyautogui.click(340, 300)"),
         desk(win(s1, "00:00:00", "Start Recording", "3.1", saved) + stats("3.1", "412.6 MB", "0 / 9342 (0.0%)", "0 / 331 (0.0%)", "1.2 ms"), c.format("11:32"), run)),
        (code("import time\ntime.sleep(10)"),
         desk(win(s1, "00:00:00", "Start Recording", "2.8", saved) + stats("2.8", "413.1 MB", "0 / 9642 (0.0%)", "0 / 331 (0.0%)", "1.1 ms"), c.format("11:32"), run)),
    ]
    return dict(tid="h33-os-07", system=system(task), turns=turns, state=desk(win(s0, "00:00:00", "Start Recording", "2.0"), c.format("11:27"), run), bad=False)


# Shotcut: bad
def t08() -> dict:
    task = "In Shotcut (project holiday_edit.mlt), remove the unused clip IMG_4417.MOV from the playlist, then export the timeline with the H.264 High Profile preset to ~/Videos/holiday_final.mp4."
    clips = [("IMG_4410.MOV", "00:00:41:06", "00:00:00:00"), ("IMG_4412.MOV", "00:00:37:20", "00:00:41:06"),
             ("IMG_4417.MOV", "00:00:23:08", "00:01:18:26"), ("IMG_4421.MOV", "00:00:52:11", "00:01:42:04"),
             ("IMG_4425.MOV", "00:00:26:27", "00:02:34:15")]
    after = [clips[0], clips[1], ("IMG_4421.MOV", "00:00:52:11", "00:01:18:26"), ("IMG_4425.MOV", "00:00:26:27", "00:02:11:07")]

    def win(dock: list[Row], active: str, jobs: list[Row] = (), extra: list[Row] = ()) -> list[Row]:
        rows = [r("frame", "holiday_edit.mlt - Shotcut", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 78 + 56 * i, 64, 54, 24) for i, m in enumerate(["File", "Edit", "View", "Player", "Settings", "Help"])]
        rows += [r("push-button", n, "", 80 + 70 * i, 92, 66, 44) for i, n in enumerate(["Open File", "Save", "Undo", "Redo", "Peak Meter", "Properties", "Recent", "Notes", "Playlist", "Timeline", "Filters", "Markers", "Keyframes", "History", "Export", "Jobs"])]
        rows += tabs(80, 144, ["Playlist", "Filters", "Properties", "Export"], w=100, h=26)
        rows += dock
        rows += [r("panel", "Player", "", 560, 144, 900, 560), r("label", "", "00:00:00:00", 600, 676, 110, 24), r("label", "", "/ 00:02:38:04", 1330, 676, 120, 24),
                 r("push-button", "Play", "", 960, 676, 30, 24), r("combo-box", "Zoom", "Zoom Fit", 1200, 676, 110, 24),
                 r("page-tab", "Jobs", "", 1470, 144, 80, 26), r("page-tab", "Recent", "", 1552, 144, 80, 26), r("list", "Jobs", "", 1470, 172, 440, 520)]
        rows += list(jobs)
        rows += [r("panel", "Timeline", "", 72, 712, 1846, 330), r("label", "", "Output", 80, 740, 140, 22),
                 r("label", "", "V1", 80, 770, 140, 60), r("label", "", "A1", 80, 836, 140, 40)]
        x = 230
        for name, dur, _ in [after[0], after[1], after[2], after[3]]:
            m, s, f = int(dur[3:5]), int(dur[6:8]), int(dur[9:11])
            w = int((m * 60 + s + f / 30) * 10)
            rows.append(r("push-button", name, "", x, 770, w, 60))
            x += w
        rows += [r("label", "", "00:00:00:00", 230, 742, 90, 20), r("label", "", "00:01:00:00", 830, 742, 90, 20), r("label", "", "00:02:00:00", 1430, 742, 90, 20)]
        return rows + list(extra)

    def playlist(items: list[tuple[str, str, str]], sel: str | None = None) -> list[Row]:
        rows = table(80, 176, [("#", 30), ("Thumbnails", 90), ("Clip", 150), ("In", 100), ("Duration", 100)], [[str(i + 1), "", n, "00:00:00:00", d] for i, (n, d, _) in enumerate(items)], rh=50)
        rows += [r("label", "", f"Start {s}", 300, 210 + 50 * i, 150, 16) for i, (_, _, s) in enumerate(items)]
        if sel:
            rows.append(r("label", "", f"Selected: {sel}", 80, 672, 300, 22))
        rows += [r("push-button", n, "", 80 + 34 * i, 700, 30, 24) for i, n in enumerate(["Append", "Remove cut", "Update", "Add files", "Select All", "Thumbnails view"])]
        return rows

    presets = ["Default", "alpha", "audio", "camcorder", "H.264 Baseline Profile", "H.264 High Profile", "H.264 Main Profile", "HEVC Main Profile", "ProRes", "WebM VP9", "YouTube"]

    def export(sel: str) -> list[Row]:
        rows = [r("label", "", "Presets", 80, 176, 200, 22), r("entry", "search", "", 80, 200, 200, 24)]
        rows += [r("tree-item", p, "selected" if p == sel else "", 80, 228 + 24 * i, 200, 24) for i, p in enumerate(presets)]
        rows += [r("combo-box", "From", "Timeline", 300, 176, 240, 24), r("label", "", "Format", 300, 206, 80, 24), r("combo-box", "Format", "mp4", 380, 206, 160, 24),
                 r("page-tab", "Video", "", 300, 236, 70, 24), r("page-tab", "Codec", "", 372, 236, 70, 24), r("page-tab", "Audio", "", 444, 236, 70, 24), r("page-tab", "Other", "", 516, 236, 60, 24),
                 r("label", "", "Resolution", 300, 268, 90, 22), r("spin-button", "Width", "1920", 394, 268, 70, 22), r("spin-button", "Height", "1080", 470, 268, 70, 22),
                 r("label", "", "Aspect ratio", 300, 294, 90, 22), r("label", "", "16 : 9", 394, 294, 140, 22),
                 r("label", "", "Frames/sec", 300, 320, 90, 22), r("spin-button", "", "30.000000", 394, 320, 146, 22),
                 r("combo-box", "Scan mode", "Progressive", 394, 346, 146, 22), r("combo-box", "Codec", "libx264" if sel.startswith("H.264") or sel == "Default" else "libx265", 394, 372, 146, 22),
                 r("combo-box", "Rate control", "Quality-based VBR", 394, 398, 146, 22), r("spin-button", "Quality", "60 %" if sel == "H.264 High Profile" else "55 %", 394, 424, 146, 22),
                 r("spin-button", "GOP", "150 frames", 394, 450, 146, 22), r("spin-button", "B frames", "3", 394, 476, 146, 22),
                 r("label", "", "Audio: 2 channels (stereo), 48000 Hz, aac, 384 kb/s", 300, 506, 250, 40),
                 r("push-button", "Export File", "", 300, 700, 120, 28), r("push-button", "Reset", "", 430, 700, 60, 28), r("push-button", "Advanced", "", 496, 700, 60, 28)]
        return rows

    dlg = [r("dialog", "Export File", "", 560, 240, 800, 540), r("label", "", "Look in:", 580, 270, 80, 26), r("combo-box", "", "/home/marco/Videos", 660, 270, 520, 26),
           *table(580, 310, [("Name", 380), ("Size", 100), ("Type", 110), ("Date Modified", 150)], [
               ["holiday_raw", "", "Folder", "5/18/24 7:12 PM"], ["holiday_edit.mlt", "14 KB", "mlt File", "5/19/24 9:47 AM"],
               ["rome_day1.mp4", "1.2 GB", "mp4 File", "4/22/24 10:03 PM"], ["tutorial_draft.mp4", "388 MB", "mp4 File", "3/30/24 4:55 PM"]]),
           r("label", "", "File name:", 580, 700, 90, 26), r("combo-box", "Files of type", "mp4 (*.mp4)", 680, 736, 520, 26),
           r("push-button", "Save", "", 1220, 700, 100, 28), r("push-button", "Cancel", "", 1220, 736, 100, 28)]
    run = ("Shotcut",)
    c = "Sun May 19  {}"
    turns = [
        (code("pyautogui.click(275, 330)"),
         desk(win(playlist(clips, "IMG_4417.MOV"), "Playlist"), c.format("09:51"), run)),
        (code("pyautogui.click(131, 712)"),
         desk(win(playlist(after), "Playlist"), c.format("09:51"), run)),
        (code("pyautogui.click(430, 157)"),
         desk(win(export("Default"), "Export"), c.format("09:52"), run)),
        (code("pyautogui.click(180, 360)"),
         desk(win(export("H.264 High Profile"), "Export"), c.format("09:52"), run)),
        (code("pyautogui.click(130, 157)"),
         desk(win(playlist(clips), "Playlist"), c.format("09:53"), run)),
        (code("pyautogui.click(430, 157)"),
         desk(win(export("H.264 High Profile"), "Export"), c.format("09:53"), run)),
        (code("pyautogui.click(360, 714)"),
         desk(win(export("H.264 High Profile"), "Export", extra=dlg + [r("entry", "File name", "holiday_edit.mp4", 680, 700, 520, 26)]), c.format("09:53"), run)),
        (code("pyautogui.tripleClick(940, 713)\npyautogui.write('holiday_final.mp4')\npyautogui.press('enter')"),
         desk(win(export("H.264 High Profile"), "Export", jobs=[r("list-item", "holiday_final.mp4", "", 1476, 178, 428, 28), r("progress-bar", "", "3%", 1780, 182, 120, 20),
                                                                r("label", "", "Elapsed 00:00:03", 1600, 206, 180, 20)]), c.format("09:54"), run)),
    ]
    state = desk(win(playlist(clips), "Playlist"), c.format("09:50"), run)
    return dict(tid="h33-os-08", system=system(task), turns=turns, state=state, bad=True, turn=5,
                kind="clip removed from the playlist is listed again")


# FileZilla: bad
def t09() -> dict:
    task = "With FileZilla, connect to sftp://staging.orchard-labs.net as deploy, create the directory /var/www/releases/2024-05, upload ~/build/out/build-2024.05.14.tar.gz into it, check the releases folder, then disconnect."
    host = "staging.orchard-labs.net"
    rel = [["..", "", "", "", "", ""],
           ["2024-02", "", "Directory", "02/27/2024 16:40", "drwxr-xr-x", "deploy www-data"],
           ["2024-03", "", "Directory", "03/26/2024 11:02", "drwxr-xr-x", "deploy www-data"],
           ["2024-04", "", "Directory", "04/23/2024 09:18", "drwxr-xr-x", "deploy www-data"],
           ["current", "", "Directory", "04/23/2024 09:19", "lrwxrwxrwx", "deploy www-data"],
           ["README.txt", "1,204", "txt-file", "01/15/2024 10:05", "-rw-r--r--", "deploy www-data"]]
    new_dir = ["2024-05", "", "Directory", "05/14/2024 11:02", "drwxr-xr-x", "deploy deploy"]
    rel_new = rel[:4] + [new_dir] + rel[4:]
    home = [["..", "", "", "", "", ""], [".cache", "", "Directory", "01/09/2024 08:12", "drwx------", "deploy deploy"],
            [".ssh", "", "Directory", "11/02/2023 14:33", "drwx------", "deploy deploy"], ["scripts", "", "Directory", "03/26/2024 10:55", "drwxr-xr-x", "deploy deploy"],
            [".bash_history", "18,442", "File", "05/13/2024 17:21", "-rw-------", "deploy deploy"], [".bashrc", "3,771", "File", "11/02/2023 14:30", "-rw-r--r--", "deploy deploy"],
            [".profile", "807", "File", "11/02/2023 14:30", "-rw-r--r--", "deploy deploy"]]
    tarball = ["build-2024.05.14.tar.gz", "48,213,507", "gz-file", "05/14/2024 11:06", "-rw-r--r--", "deploy deploy"]
    local_home = [["..", "", "", ""], ["build", "", "Directory", "05/14/2024 10:58"], ["Desktop", "", "Directory", "02/01/2024 09:00"],
                  ["Documents", "", "Directory", "05/10/2024 16:44"], ["Downloads", "", "Directory", "05/14/2024 08:31"], ["src", "", "Directory", "05/14/2024 10:41"]]
    local_out = [["..", "", "", ""], ["build-2024.05.14.tar.gz", "48,213,507", "gz-file", "05/14/2024 10:58"],
                 ["build-2024.05.14.sha256", "90", "sha256-file", "05/14/2024 10:58"], ["manifest.json", "2,311", "json-file", "05/14/2024 10:58"]]
    rcols = [("Filename", 230), ("Filesize", 100), ("Filetype", 90), ("Last modified", 140), ("Permissions", 100), ("Owner/Group", 130)]
    lcols = [("Filename", 330), ("Filesize", 110), ("Filetype", 120), ("Last modified", 240)]

    def summary(data: list[list[str]]) -> str:
        files = [d for d in data[1:] if d[2] != "Directory"]
        dirs = len(data) - 1 - len(files)
        if not files and not dirs:
            return "Empty directory."
        parts = []
        if files:
            parts.append(f"{len(files)} file" + ("s" if len(files) != 1 else ""))
        if dirs:
            parts.append(f"{dirs} director" + ("ies" if dirs != 1 else "y"))
        text = " and ".join(parts) + "."
        if files:
            text += f" Total size: {sum(int(d[1].replace(',', '')) for d in files):,} bytes"
        return text

    def win(log: list[str], lpath: str, ldata: list[list[str]], rpath: str, rdata: list[list[str]] | None, queue: list[Row] = (), succ: int = 0, extra: list[Row] = ()) -> list[Row]:
        title = f"deploy@{host} - FileZilla" if rdata is not None else "FileZilla"
        rows = [r("frame", title, "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 78 + 70 * i, 64, 68, 24) for i, m in enumerate(["File", "Edit", "View", "Transfer", "Server", "Bookmarks", "Help"])]
        rows += [r("label", "", "Host:", 80, 130, 44, 26), r("entry", "Host", f"sftp://{host}", 126, 130, 240, 26),
                 r("label", "", "Username:", 380, 130, 80, 26), r("entry", "Username", "deploy", 462, 130, 140, 26),
                 r("label", "", "Password:", 616, 130, 80, 26), r("password-text", "Password", "••••••••••••", 698, 130, 140, 26),
                 r("label", "", "Port:", 852, 130, 40, 26), r("entry", "Port", "", 894, 130, 60, 26), r("push-button", "Quickconnect", "", 970, 130, 120, 26)]
        rows += [r("paragraph", "", ln, 80, 164 + 20 * i, 1820, 20) for i, ln in enumerate(log[-7:])]
        rows += [r("label", "", "Local site:", 80, 312, 90, 24), r("entry", "Local site", lpath, 172, 312, 780, 24),
                 r("label", "", "Remote site:", 970, 312, 100, 24), r("entry", "Remote site", rpath if rdata is not None else "", 1072, 312, 840, 24)]
        rows += [r("tree-item", n, "", 80 + 16 * i, 340 + 22 * i, 300, 22) for i, n in enumerate(["/"] + [q for q in lpath.split("/") if q])]
        if rdata is not None:
            parts = ["/"] + [p for p in rpath.split("/") if p]
            rows += [r("tree-item", n, "", 970 + 16 * i, 340 + 22 * i, 300, 22) for i, n in enumerate(parts)]
        rows += table(80, 480, lcols, ldata, rh=22, hh=24)
        if rdata is None:
            rows.append(r("label", "", "Not connected to any server", 1200, 560, 300, 24))
        elif len(rdata) == 1:
            rows += table(970, 480, rcols, rdata, rh=22, hh=24) + [r("label", "", "Empty directory listing", 1300, 560, 200, 24)]
        else:
            rows += table(970, 480, rcols, rdata, rh=22, hh=24)
        rows.append(r("label", "", summary(ldata), 80, 850, 500, 22))
        if rdata is not None:
            rows.append(r("label", "", summary(rdata), 970, 850, 500, 22))
        rows += tabs(80, 1020, ["Queued files", "Failed transfers", f"Successful transfers ({succ})" if succ else "Successful transfers"], w=180, h=24)
        rows += [r("table-column-header", n, "", 80 + 260 * i, 880, 260, 24) for i, n in enumerate(["Server/Local file", "Direction", "Remote file", "Size", "Priority", "Status"])]
        rows += list(queue)
        rows.append(r("label", "", f"Queue: {'empty' if not queue else '46.0 MiB'}", 1760, 1052, 150, 22))
        return rows + list(extra)

    L0 = ["Status:\tConnecting to 203.0.113.24:22...", "Status:\tUsing username \"deploy\".", "Status:\tConnected to " + host,
          "Status:\tRetrieving directory listing...", "Status:\tListing directory /home/deploy", "Status:\tDirectory listing of \"/home/deploy\" successful"]
    L0 = [s.replace("\t", " ") for s in L0]
    L1 = L0 + ["Status: Retrieving directory listing of \"/var/www/releases\"...", "Status: Listing directory /var/www/releases", "Status: Directory listing of \"/var/www/releases\" successful"]
    L2 = L1 + ["Status: Creating directory '/var/www/releases/2024-05'...", "Status: Directory listing of \"/var/www/releases\" successful"]
    L3 = L2 + ["Status: Retrieving directory listing of \"/var/www/releases/2024-05\"...", "Status: Listing directory /var/www/releases/2024-05", "Status: Directory listing of \"/var/www/releases/2024-05\" successful"]
    L4 = L3 + ["Status: Connecting to 203.0.113.24:22...", "Status: Using username \"deploy\".", "Status: Connected to " + host,
               "Status: Starting upload of /home/alex/build/out/build-2024.05.14.tar.gz"]
    L5 = L4 + ["Status: File transfer successful, transferred 48,213,507 bytes in 10 seconds", "Status: Retrieving directory listing of \"/var/www/releases/2024-05\"...",
               "Status: Listing directory /var/www/releases/2024-05", "Status: Directory listing of \"/var/www/releases/2024-05\" successful"]
    L6 = L5 + ["Status: Retrieving directory listing of \"/var/www/releases\"...", "Status: Listing directory /var/www/releases", "Status: Directory listing of \"/var/www/releases\" successful"]
    L7 = L6 + ["Status: Disconnected from server"]
    ctx = menu(1400, 640, ["Download", "Add files to queue", "View/Edit", "Create directory", "Create directory and enter it", "Create new file", "Refresh",
                           "Delete", "Rename", "Copy URL(s) to clipboard", "File permissions..."], w=260, ih=26)
    mk = [r("dialog", "Create directory", "", 760, 420, 420, 170), r("label", "", "Please enter the name of the directory which should be created:", 780, 440, 380, 40),
          r("push-button", "OK", "", 980, 550, 90, 28), r("push-button", "Cancel", "", 1080, 550, 90, 28)]
    q = [r("table-cell", "", "/home/alex/build/out/build-2024.05.14.tar.gz", 80, 904, 260, 22), r("table-cell", "", "-->>", 340, 904, 260, 22),
         r("table-cell", "", "/var/www/releases/2024-05/build-2024.05.14.tar.gz", 600, 904, 260, 22), r("table-cell", "", "48,213,507", 860, 904, 260, 22),
         r("table-cell", "", "Normal", 1120, 904, 260, 22), r("table-cell", "", "Transferring", 1380, 904, 260, 22),
         r("progress-bar", "", "31%", 340, 926, 520, 20), r("label", "", "00:00:03 elapsed   00:00:07 left   14,942,208 bytes (4.7 MiB/s)", 880, 926, 600, 20)]
    run = ("FileZilla",)
    c = "Tue May 14  {}"
    R = "/var/www/releases"
    turns = [
        (code("pyautogui.click(1030, 143)"),
         desk(win(L0, "/home/alex/", local_home, "/home/deploy", home), c.format("11:00"), run)),
        (code("pyautogui.tripleClick(1490, 324)\npyautogui.write('/var/www/releases')\npyautogui.press('enter')"),
         desk(win(L1, "/home/alex/", local_home, R, rel), c.format("11:01"), run)),
        (code("pyautogui.rightClick(1400, 640)"),
         desk(win(L1, "/home/alex/", local_home, R, rel, extra=ctx), c.format("11:01"), run)),
        (code("pyautogui.click(1530, 731)"),
         desk(win(L1, "/home/alex/", local_home, R, rel, extra=mk + [r("entry", "", "/var/www/releases/New directory", 780, 500, 380, 26)]), c.format("11:01"), run)),
        (code("pyautogui.tripleClick(970, 513)\npyautogui.write('/var/www/releases/2024-05')\npyautogui.press('enter')"),
         desk(win(L2, "/home/alex/", local_home, R, rel_new), c.format("11:02"), run)),
        (code("pyautogui.doubleClick(1085, 603)"),
         desk(win(L3, "/home/alex/", local_home, R + "/2024-05", [["..", "", "", "", "", ""]]), c.format("11:02"), run)),
        (code("pyautogui.tripleClick(560, 324)\npyautogui.write('/home/alex/build/out/')\npyautogui.press('enter')"),
         desk(win(L3, "/home/alex/build/out/", local_out, R + "/2024-05", [["..", "", "", "", "", ""]]), c.format("11:05"), run)),
        (code("pyautogui.doubleClick(245, 537)"),
         desk(win(L4, "/home/alex/build/out/", local_out, R + "/2024-05", [["..", "", "", "", "", ""]], queue=q), c.format("11:06"), run)),
        (code("import time\ntime.sleep(10)"),
         desk(win(L5, "/home/alex/build/out/", local_out, R + "/2024-05", [["..", "", "", "", "", ""], tarball], succ=1), c.format("11:06"), run)),
        (code("pyautogui.doubleClick(1085, 515)"),
         desk(win(L6, "/home/alex/build/out/", local_out, R, rel, succ=1), c.format("11:07"), run)),
        (code("pyautogui.hotkey('ctrl', 'd')"),
         desk(win(L7, "/home/alex/build/out/", local_out, R, None, succ=1), c.format("11:07"), run)),
    ]
    state = desk(win(["Status: Disconnected from server"], "/home/alex/", local_home, "", None), c.format("10:59"), run)
    return dict(tid="h33-os-09", system=system(task), turns=turns, state=state, bad=True, turn=10,
                kind="directory created earlier in the session is missing from the parent listing")


# HandBrake: clean
def t10() -> dict:
    task = "Use HandBrake to encode ~/Videos/lecture_07_raw.mov with the 'Fast 1080p30' preset, saving it as ~/Videos/lecture_07.mp4, start the encode, and check the queue after about a minute."

    def win(src: str | None, dest: str, status: str, queue_n: int, start_label: str = "Start", extra: list[Row] = ()) -> list[Row]:
        title = "HandBrake" if src is None else f"HandBrake — {src}"
        rows = [r("frame", title, "", 70, 27, 1850, 1053),
                r("push-button", "Open Source", "", 90, 70, 110, 56), r("push-button", start_label, "", 210, 70, 90, 56),
                r("push-button", "Add to Queue", "", 310, 70, 110, 56), r("push-button", f"Queue ({queue_n})" if queue_n else "Queue", "", 430, 70, 100, 56),
                r("push-button", "Preview", "", 540, 70, 90, 56), r("push-button", "Activity", "", 640, 70, 90, 56),
                r("label", "", "Source:", 90, 140, 70, 24), r("label", "", src or "None", 170, 140, 900, 24),
                r("label", "", "1920x1080 (1920x1080), 16:9, 29.970 FPS, 1 Audio Track, 0 Subtitle Tracks" if src else "", 170, 164, 900, 22),
                r("label", "", "Title:", 90, 196, 60, 24), r("combo-box", "Title", "1 - 01:12:44" if src else "", 160, 196, 260, 26),
                r("label", "", "Angle:", 440, 196, 60, 24), r("combo-box", "Angle", "1", 500, 196, 60, 26),
                r("label", "", "Range:", 580, 196, 60, 24), r("combo-box", "Range", "Chapters:", 640, 196, 110, 26),
                r("spin-button", "Start", "1", 760, 196, 60, 26), r("spin-button", "End", "1", 840, 196, 60, 26), r("label", "", "Duration: 01:12:44" if src else "", 920, 196, 200, 24),
                r("label", "", "Preset:", 90, 236, 60, 24), r("combo-box", "Preset", "Fast 1080p30", 160, 236, 300, 26),
                r("push-button", "Reload", "", 470, 236, 70, 26), r("push-button", "Save New Preset", "", 550, 236, 140, 26)]
        rows += tabs(90, 280, ["Summary", "Dimensions", "Filters", "Video", "Audio", "Subtitles", "Chapters", "Tags"], w=110, h=28)
        rows += [r("label", "", "Format:", 100, 324, 80, 24), r("combo-box", "Format", "MP4", 190, 324, 120, 26),
                 r("check-box", "Web Optimized", "", 330, 324, 150, 24), r("check-box", "Align A/V Start", "checked", 490, 324, 160, 24),
                 r("check-box", "iPod 5G Support", "", 660, 324, 150, 24), r("check-box", "Passthru Common Metadata", "checked", 820, 324, 230, 24),
                 r("label", "", "Tracks:", 100, 370, 80, 24),
                 r("label", "", "H.264 (x264), 30 FPS PFR" if src else "", 190, 370, 500, 22),
                 r("label", "", "AAC (avcodec), Stereo" if src else "", 190, 392, 500, 22),
                 r("label", "", "Foreign Audio Scan, Burned Into Video" if src else "", 190, 414, 500, 22),
                 r("label", "", "Chapter Markers" if src else "", 190, 436, 500, 22),
                 r("label", "", "Filters:", 100, 470, 80, 24), r("label", "", "Comb Detect, Decomb" if src else "", 190, 470, 500, 22),
                 r("label", "", "Size:", 100, 504, 80, 24), r("label", "", "1920x1080 storage, 1920x1080 display" if src else "", 190, 504, 500, 22),
                 r("image", "Preview", "", 1100, 320, 760, 428),
                 r("label", "", "Save As:", 90, 980, 80, 26), r("entry", "Save As", dest, 180, 980, 500, 26),
                 r("label", "", "To:", 700, 980, 40, 26), r("combo-box", "To", "Videos", 740, 980, 300, 26),
                 r("label", "", status, 90, 1040, 1200, 24)]
        return rows + list(extra)

    chooser = [r("dialog", "Open Source", "", 460, 200, 1000, 640), r("label", "", "Videos", 700, 220, 200, 26),
               r("list-item", "Recent", "", 470, 260, 180, 28), r("list-item", "Home", "", 470, 290, 180, 28), r("list-item", "Videos", "", 470, 320, 180, 28),
               *table(660, 260, [("Name", 440), ("Size", 110), ("Modified", 200)], [
                   ["lecture_05_raw.mov", "3.7 GB", "Apr 30"], ["lecture_06_raw.mov", "4.1 GB", "May 7"], ["lecture_07_raw.mov", "3.9 GB", "09:41"],
                   ["lecture_05.mp4", "1.1 GB", "May 1"], ["lecture_06.mp4", "1.2 GB", "May 8"]]),
               r("push-button", "Cancel", "", 1240, 800, 100, 30), r("push-button", "Open", "", 1350, 800, 100, 30)]
    queue = [r("frame", "Queue", "", 520, 220, 880, 520), r("push-button", "Start", "", 540, 240, 80, 40), r("push-button", "Pause", "", 630, 240, 80, 40),
             r("push-button", "Options", "", 720, 240, 80, 40), r("label", "", "Encoding job 1 of 1", 540, 290, 300, 24),
             r("list-item", "lecture_07_raw.mov", "", 540, 320, 840, 60), r("label", "", "lecture_07_raw.mov → lecture_07.mp4", 600, 326, 500, 22),
             r("progress-bar", "", "8%", 600, 352, 500, 18), r("label", "", "Encoding", 1120, 326, 200, 22),
             r("label", "", "Preset: Fast 1080p30", 560, 400, 400, 22), r("label", "", "Source: /home/ruth/Videos/lecture_07_raw.mov", 560, 424, 700, 22),
             r("label", "", "Destination: /home/ruth/Videos/lecture_07.mp4", 560, 448, 700, 22), r("label", "", "Title 1, Chapters 1 through 1, 130790 Frames", 560, 472, 700, 22)]
    run = ("HandBrake",)
    c = "Wed May 15  {}"
    s = "lecture_07_raw.mov"
    ready = "Scan complete"
    turns = [
        (code("pyautogui.click(145, 98)"),
         desk(win(None, "", "", 0) + chooser, c.format("10:00"), run)),
        (code("pyautogui.doubleClick(880, 360)"),
         desk(win(None, "", "Scanning title 1 of 1, preview 6…", 0) + [r("progress-bar", "", "60%", 400, 1040, 400, 20)], c.format("10:00"), run)),
        (code("import time\ntime.sleep(3)"),
         desk(win(s, "lecture_07_raw.mp4", ready, 0), c.format("10:00"), run)),
        (code("pyautogui.tripleClick(430, 993)\npyautogui.write('lecture_07.mp4')\npyautogui.press('tab')"),
         desk(win(s, "lecture_07.mp4", ready, 0), c.format("10:01"), run)),
        (code("pyautogui.click(365, 98)"),
         desk(win(s, "lecture_07.mp4", "1 job pending", 1), c.format("10:01"), run)),
        (code("pyautogui.click(255, 98)"),
         desk(win(s, "lecture_07.mp4", "Encoding: task 1 of 1, 1.27 % (149.80 fps, avg 150.44 fps, ETA 00h14m18s)", 1, start_label="Stop"), c.format("10:01"), run)),
        (code("import time\ntime.sleep(60)"),
         desk(win(s, "lecture_07.mp4", "Encoding: task 1 of 1, 8.19 % (151.62 fps, avg 150.90 fps, ETA 00h13m16s)", 1, start_label="Stop"), c.format("10:02"), run)),
        (code("pyautogui.click(480, 98)"),
         desk(win(s, "lecture_07.mp4", "Encoding: task 1 of 1, 8.43 % (150.12 fps, avg 150.89 fps, ETA 00h13m14s)", 1, start_label="Stop") + queue, c.format("10:02"), run)),
    ]
    return dict(tid="h33-os-10", system=system(task), turns=turns, state=desk(win(None, "", "", 0), c.format("09:59"), run), bad=False)


# Zotero: clean
def t11() -> dict:
    task = "In Zotero, add the paper with DOI 10.1038/s41586-021-03819-2 to the 'Protein Folding' collection, put 'Citation Key: jumper2021alphafold' in its Extra field, sort the collection newest first, and remove the old draft notes item from the collection."
    items = [
        ("Accurate prediction of protein structures and interactions using a three-track neural network", "Baek et al.", "2021", "9/3/2023, 2:14:07 PM"),
        ("AlphaFold Protein Structure Database in 2024: providing structure coverage for over 214 million protein sequences", "Varadi et al.", "2024", "1/12/2024, 9:48:51 AM"),
        ("Evolutionary-scale prediction of atomic-level protein structure with a language model", "Lin et al.", "2023", "3/20/2023, 4:02:33 PM"),
        ("Folding@home: Lessons from eighteen years of distributed computing", "Voelz et al.", "2019", "2/7/2023, 10:19:45 AM"),
        ("How fast-folding proteins fold", "Lindorff-Larsen et al.", "2011", "11/14/2022, 3:37:12 PM"),
        ("Improved protein structure prediction using potentials from deep learning", "Senior et al.", "2020", "11/14/2022, 3:41:58 PM"),
        ("Principles that govern the folding of protein chains", "Anfinsen", "1973", "10/2/2022, 8:55:20 AM"),
        ("Protein folding notes (draft)", "Nakamura", "2022", "10/2/2022, 9:12:03 AM"),
        ("Protein structure prediction using multiple deep neural networks in CASP13", "Jones and Kandathil", "2019", "1/23/2023, 1:26:40 PM"),
        ("The protein folding problem", "Dill et al.", "2008", "10/2/2022, 9:01:37 AM"),
        ("Theory of protein folding: the energy landscape perspective", "Onuchic et al.", "1997", "10/5/2022, 5:44:16 PM"),
        ("trRosetta: improved protein structure prediction using predicted interresidue orientations", "Yang et al.", "2020", "4/18/2023, 11:07:29 AM"),
        ("Understanding protein folding with energy landscape theory", "Onuchic and Wolynes", "2004", "10/5/2022, 5:46:02 PM"),
        ("Unfolded proteins and protein folding studied by NMR", "Dyson and Wright", "2004", "12/1/2022, 2:30:55 PM"),
    ]
    new = ("Highly accurate protein structure prediction with AlphaFold", "Jumper et al.", "2021", "5/14/2024, 11:05:32 AM")

    def by_title(xs: list[tuple[str, str, str, str]]) -> list[tuple[str, str, str, str]]:
        return sorted(xs, key=lambda t: t[0].lower())

    def by_year(xs: list[tuple[str, str, str, str]], desc: bool) -> list[tuple[str, str, str, str]]:
        return sorted(sorted(xs, key=lambda t: t[1].lower()), key=lambda t: t[2], reverse=desc)

    def win(xs: list[tuple[str, str, str, str]], sel: str | None, pane: list[Row], search: str = "", sort: str = "Title", extra: list[Row] = (), coll: str = "Protein Folding") -> list[Row]:
        rows = [r("frame", "Zotero", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 78 + 56 * i, 64, 54, 24) for i, m in enumerate(["File", "Edit", "View", "Tools", "Help"])]
        rows += [r("push-button", "New Collection…", "", 80, 94, 30, 30), r("push-button", "New Item", "", 300, 94, 30, 30),
                 r("push-button", "Add Item by Identifier", "", 336, 94, 30, 30), r("push-button", "New Note", "", 372, 94, 30, 30),
                 r("push-button", "Add Attachment", "", 408, 94, 30, 30), r("entry", "Search", search, 980, 96, 300, 26),
                 r("combo-box", "Search mode", "Title, Creator, Year", 1284, 96, 30, 26)]
        cols = ["My Library", "Protein Folding", "Thesis", "Chapter 2", "Reading group", "My Publications", "Duplicate Items", "Unfiled Items", "Retracted Items", "Trash"]
        rows += [r("tree-item", n, "selected" if n == coll else "", 80 + (16 if n in ("Protein Folding", "Thesis", "Chapter 2", "Reading group") else 0), 134 + 26 * i, 230, 26) for i, n in enumerate(cols)]
        rows += [r("table-column-header", "Title" + (" ▲" if sort == "Title" else ""), "", 330, 130, 560, 26), r("table-column-header", "Creator", "", 890, 130, 160, 26),
                 r("table-column-header", "Year" + {"Year▲": " ▲", "Year▼": " ▼"}.get(sort, ""), "", 1050, 130, 70, 26), r("table-column-header", "Date Added", "", 1120, 130, 190, 26)]
        for i, (t, cr, y, d) in enumerate(xs):
            yy = 156 + 26 * i
            rows += [r("table-cell", "", t, 330, yy, 560, 26), r("table-cell", "", cr, 890, yy, 160, 26), r("table-cell", "", y, 1050, yy, 70, 26), r("table-cell", "", d, 1120, yy, 190, 26)]
        return rows + pane + list(extra)

    def count(n: int) -> list[Row]:
        return [r("label", "", f"{n} items in this view", 1500, 520, 260, 26)]

    def item(extra_text: str, modified: str, editing: bool = False) -> list[Row]:
        f = [("Item Type", "Journal Article"), ("Title", new[0]), ("Author", "Jumper, John"), ("Author", "Evans, Richard"), ("Author", "Pritzel, Alexander"),
             ("Author", "Green, Tim"), ("Author", "Figurnov, Michael"), ("", "25 more…"), ("Publication", "Nature"), ("Volume", "596"), ("Issue", "7873"),
             ("Pages", "583-589"), ("Date", "2021-08"), ("Journal Abbr", "Nature"), ("Language", "en"), ("DOI", "10.1038/s41586-021-03819-2"),
             ("ISSN", "1476-4687"), ("URL", "https://www.nature.com/articles/s41586-021-03819-2"), ("Accessed", "5/14/2024, 11:05:31 AM"),
             ("Library Catalog", "www.nature.com"), ("Rights", "2021 The Author(s)"), ("Extra", extra_text),
             ("Date Added", "5/14/2024, 11:05:32 AM"), ("Modified", modified)]
        rows = [r("page-tab", "Info", "", 1320, 130, 80, 26), r("page-tab", "Tags", "", 1402, 130, 80, 26), r("page-tab", "Related", "", 1484, 130, 80, 26)]
        for i, (k, v) in enumerate(f):
            y = 164 + 30 * i
            rows += [r("label", "", k, 1320, y, 130, 28), r("entry" if (k == "Extra" and editing) else "label", k or "More", v, 1460, y, 450, 28)]
        return rows

    run = ("Zotero",)
    c = "Tue May 14  {}"
    full = items + [new]
    pop = [r("panel", "Add Item by Identifier", "", 336, 126, 440, 130),
           r("label", "", "Enter ISBNs, DOIs, PMIDs, arXiv IDs, or ADS Bibcodes to add to your library:", 346, 134, 420, 40)]
    t1 = by_title(items)
    tn = by_title(full)
    asc, desc = by_year(full, False), by_year(full, True)
    draft = "Protein folding notes (draft)"
    d_idx = [t[0] for t in desc].index(draft)
    m2 = "5/14/2024, 11:06:18 AM"
    key = "Citation Key: jumper2021alphafold"
    confirm = [r("alert", "Zotero", "", 760, 440, 420, 150), r("label", "", "Are you sure you want to remove the selected item from this collection?", 780, 460, 380, 44),
               r("push-button", "Cancel", "", 960, 546, 90, 28), r("push-button", "OK", "", 1060, 546, 90, 28)]
    rest = [t for t in desc if t[0] != draft]
    turns = [
        (code("pyautogui.click(195, 173)"),
         desk(win(t1, None, count(14)), c.format("11:04"), run)),
        (code("pyautogui.click(351, 109)"),
         desk(win(t1, None, count(14), extra=pop + [r("entry", "", "", 346, 180, 420, 60)]), c.format("11:04"), run)),
        (code("pyautogui.write('10.1038/s41586-021-03819-2')\npyautogui.press('enter')"),
         desk(win(tn, new[0], item("", "5/14/2024, 11:05:32 AM")), c.format("11:05"), run)),
        (code("pyautogui.click(1680, 806)"),
         desk(win(tn, new[0], item("", "5/14/2024, 11:05:32 AM", editing=True)), c.format("11:05"), run)),
        (code(f"pyautogui.write('{key}')\npyautogui.click(1380, 178)"),
         desk(win(tn, new[0], item(key, m2)), c.format("11:06"), run)),
        (code("pyautogui.click(1085, 143)"),
         desk(win(asc, new[0], item(key, m2), sort="Year▲"), c.format("11:06"), run)),
        (code("pyautogui.click(1085, 143)"),
         desk(win(desc, new[0], item(key, m2), sort="Year▼"), c.format("11:07"), run)),
        (code("pyautogui.click(1130, 109)\npyautogui.write('alphafold')"),
         desk(win([t for t in desc if "alphafold" in t[0].lower()], new[0], item(key, m2), search="alphafold", sort="Year▼"), c.format("11:07"), run)),
        (code("pyautogui.click(1266, 109)"),
         desk(win(desc, new[0], item(key, m2), sort="Year▼"), c.format("11:07"), run)),
        (code(f"pyautogui.click(600, {156 + 26 * d_idx + 13})\npyautogui.press('delete')"),
         desk(win(desc, draft, [r("label", "", "Protein folding notes (draft)", 1320, 170, 580, 28), r("label", "", "Nakamura, Kenji", 1320, 200, 580, 28)], sort="Year▼") + confirm, c.format("11:08"), run)),
        (code("pyautogui.click(1105, 560)"),
         desk(win(rest, None, count(14), sort="Year▼"), c.format("11:08"), run)),
    ]
    others = [("A survey of transformer models for molecular biology", "Zhang et al.", "2023", "6/9/2023, 10:02:11 AM"),
              ("Ab initio folding of proteins with all-atom discrete molecular dynamics", "Ding et al.", "2008", "10/9/2022, 7:15:40 PM"),
              ("An introduction to Markov state models and their application to long timescale molecular simulation", "Bowman et al.", "2014", "2/7/2023, 10:22:09 AM"),
              ("Anton, a special-purpose machine for molecular dynamics simulation", "Shaw et al.", "2008", "11/14/2022, 3:30:51 PM"),
              ("Attention is all you need", "Vaswani et al.", "2017", "3/2/2023, 11:48:26 AM"),
              ("Biophysical chemistry of protein stability", "Pace", "1990", "10/5/2022, 5:50:33 PM"),
              ("CASP14: what Google DeepMind's AlphaFold 2 really achieved", "Kryshtafovych et al.", "2021", "12/3/2023, 9:14:58 PM"),
              ("Chaperone-assisted protein folding", "Hartl", "1996", "10/2/2022, 9:20:44 AM"),
              ("Coarse-grained models of protein folding", "Kmiecik et al.", "2016", "1/23/2023, 1:31:02 PM"),
              ("Contact map prediction with deep residual networks", "Wang et al.", "2017", "1/23/2023, 1:29:17 PM"),
              ("Deep learning for protein structure prediction: a review", "Pearce and Zhang", "2021", "4/18/2023, 11:12:45 AM")]
    lib = by_title(items + others)[:24]
    state = desk(win(lib, None, count(212), coll="My Library"), c.format("11:03"), run)
    return dict(tid="h33-os-11", system=system(task), turns=turns, state=state, bad=False)


# Obsidian: bad
def t12() -> dict:
    task = "In the Obsidian vault 'research-notes', rename the note 'Untitled 3' to 'Interview - Dana Okafor' and add a link to it under 'Interviews' at the end of the Index note."
    interview = ["# Interview notes", "Date: 2024-05-13", "Participant: Dana Okafor, operations lead at Harlow Freight", "",
                 "## Key points", "- Manual reconciliation of carrier invoices takes about 6 h/week", "- Wants an exception queue, not another dashboard",
                 "- Current process relies on Excel macros written in 2019", "- Disputes are tracked in a shared mailbox", "",
                 "## Follow-ups", "- [ ] Send prototype link by Friday", "- [ ] Ask for a sample invoice export (CSV)"]
    index = ["# Index", "", "## Projects", "- [[Projects/Carrier invoice tool|Carrier invoice tool]]", "- [[Projects/Rate card parser|Rate card parser]]", "",
             "## Reading", "- [[Reading list]]", "", "## Meetings", "- [[Meeting notes 2024-05-02]]", "", "## Interviews"]
    index2 = index + ["- [[Interview - Dana Okafor]]"]

    def files(renamed: bool) -> list[str]:
        fs = ["Index", "Meeting notes 2024-05-02", "Reading list", "Untitled 2"] + (["Interview - Dana Okafor"] if renamed else ["Untitled 3"])
        return ["Daily", "Projects", "Templates"] + sorted(fs, key=str.lower)

    def counts(lines: list[str]) -> str:
        text = "\n".join(lines)
        return f"{len(text.split())} words {len(text.replace(chr(10), ''))} characters"

    def win(note: str, lines: list[str], renamed: bool, editing: bool = False, backlinks: int = 0, extra: list[Row] = ()) -> list[Row]:
        rows = [r("frame", f"{note} - research-notes - Obsidian v1.5.12", "", 70, 27, 1850, 1053)]
        rows += [r("push-button", n, "", 76, 80 + 40 * i, 36, 36) for i, n in enumerate(["Open quick switcher", "Open graph view", "Create new canvas", "Open today's daily note", "Insert template", "Open command palette"])]
        rows += [r("push-button", n, "", 124 + 34 * i, 36, 30, 30) for i, n in enumerate(["Files", "Search", "Bookmarks"])]
        rows += [r("push-button", n, "", 124 + 34 * i, 72, 30, 30) for i, n in enumerate(["New note", "New folder", "Change sort order", "Collapse all"])]
        for i, f in enumerate(files(renamed)):
            y = 110 + 28 * i
            if editing and f == "Untitled 3":
                rows.append(r("entry", "", "Untitled 3", 124, y, 260, 28))
            else:
                rows.append(r("tree-item", f, "active" if f == note else "", 124, y, 260, 28))
        rows += [r("label", "", "research-notes", 124, 1040, 200, 26), r("push-button", "Help", "", 340, 1040, 30, 26), r("push-button", "Settings", "", 374, 1040, 30, 26)]
        rows += [r("page-tab", note, "", 400, 36, 240, 32), r("push-button", "New tab", "", 644, 38, 28, 28),
                 r("push-button", "Navigate back", "", 404, 74, 28, 28), r("push-button", "Navigate forward", "", 436, 74, 28, 28),
                 r("label", "", note, 900, 76, 400, 24), r("push-button", "Current view: editing", "", 1820, 74, 28, 28), r("push-button", "More options", "", 1852, 74, 28, 28),
                 r("heading", note, "", 700, 130, 1000, 44)]
        rows += [r("paragraph", "", ln, 700, 190 + 30 * i, 1000, 28) for i, ln in enumerate(lines)]
        rows += [r("label", "", f"{backlinks} backlinks" if backlinks != 1 else "1 backlink", 1560, 1052, 100, 22), r("label", "", counts(lines), 1670, 1052, 240, 22)]
        return rows + list(extra)

    ctx = menu(250, 328, ["Open in new tab", "Open to the right", "Open in new window", "Make a copy", "Move file to...", "Bookmark...", "Rename...", "Delete",
                          "Copy path", "Open in default app", "Show in system explorer"], w=230, ih=28)

    def switcher(recent: list[str], query: str = "") -> list[Row]:
        rows = [r("dialog", "Quick switcher", "", 660, 120, 700, 420), r("entry", "", query or "", 676, 136, 668, 36)]
        if not query:
            rows.append(r("label", "", "Find or create a note...", 684, 142, 300, 24))
        rows += [r("list-item", n, "selected" if i == 0 else "", 676, 184 + 34 * i, 668, 32) for i, n in enumerate(recent)]
        rows += [r("label", "", h, 676 + 150 * i, 500, 150, 22) for i, h in enumerate(["↑↓ to navigate", "↵ to open", "ctrl ↵ to open in new tab", "shift ↵ to create", "esc to dismiss"])]
        return rows

    run = ("Obsidian",)
    c = "Mon May 13  {}"
    t = "Interview - Dana Okafor"
    turns = [
        (code("pyautogui.rightClick(250, 320)"),
         desk(win("Untitled 3", interview, False, extra=ctx), c.format("16:20"), run)),
        (code("pyautogui.click(320, 510)"),
         desk(win("Untitled 3", interview, False, editing=True), c.format("16:20"), run)),
        (code(f"pyautogui.hotkey('ctrl', 'a')\npyautogui.write('{t}')\npyautogui.press('enter')"),
         desk(win(t, interview, True), c.format("16:21"), run)),
        (code("pyautogui.hotkey('ctrl', 'o')"),
         desk(win(t, interview, True) + switcher(["Untitled 3", "Index", "Reading list", "Meeting notes 2024-05-02", "Daily/2024-05-13", "Projects/Carrier invoice tool", "Untitled 2"]), c.format("16:21"), run)),
        (code("pyautogui.write('Index')\npyautogui.press('enter')"),
         desk(win("Index", index, True, backlinks=0), c.format("16:22"), run)),
        (code("pyautogui.click(1000, 550)\npyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\npyautogui.write('- [[Interview - Dana Okafor]]')"),
         desk(win("Index", index2, True, backlinks=0), c.format("16:22"), run)),
    ]
    state = desk(win("Untitled 3", interview, False), c.format("16:19"), run)
    return dict(tid="h33-os-12", system=system(task), turns=turns, state=state, bad=True, turn=4,
                kind="quick switcher lists the renamed note under its old name")


# Anki: clean
def t13() -> dict:
    task = "In Anki, study the 'Japanese::N4 Vocab' deck: answer 'Good' on the first three cards, then go back to the deck list and check the remaining counts."

    def chrome(title: str) -> list[Row]:
        rows = [r("frame", title, "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 78 + 60 * i, 64, 58, 24) for i, m in enumerate(["File", "Edit", "View", "Tools", "Help"])]
        rows += [r("push-button", n, "", 760 + 90 * i, 94, 86, 30) for i, n in enumerate(["Decks", "Add", "Browse", "Stats", "Sync"])]
        return rows

    def decks(n4: tuple[int, int, int], jp: tuple[int, int, int], studied: str) -> list[Row]:
        rows = chrome("User 1 - Anki")
        rows += [r("table-column-header", h, "", x, 160, w, 28) for h, x, w in [("Deck", 620, 360), ("New", 990, 80), ("Learn", 1070, 80), ("Due", 1150, 80)]]
        data = [("Default", (0, 0, 0), 0), ("Japanese", jp, 0), ("Kanji", (0, 0, 6), 1), ("N4 Vocab", n4, 1), ("Spanish", (5, 0, 12), 0)]
        for i, (name, (n, lrn, d), ind) in enumerate(data):
            y = 192 + 34 * i
            rows += [r("link", name, "", 640 + 24 * ind, y, 300, 30), r("label", "", str(n), 990, y, 80, 30), r("label", "", str(lrn), 1070, y, 80, 30),
                     r("label", "", str(d), 1150, y, 80, 30), r("push-button", "Options", "", 1240, y, 30, 30)]
        rows += [r("label", "", studied, 740, 380, 440, 24),
                 r("push-button", "Shared Decks", "", 700, 1020, 140, 30), r("push-button", "Create Deck", "", 850, 1020, 140, 30), r("push-button", "Import File", "", 1000, 1020, 140, 30)]
        return rows

    def overview() -> list[Row]:
        return chrome("User 1 - Anki") + [
            r("heading", "Japanese::N4 Vocab", "", 760, 170, 400, 40),
            r("label", "", "New:", 860, 240, 100, 26), r("label", "", "20", 980, 240, 60, 26),
            r("label", "", "Learning:", 860, 268, 100, 26), r("label", "", "3", 980, 268, 60, 26),
            r("label", "", "To Review:", 860, 296, 100, 26), r("label", "", "41", 980, 296, 60, 26),
            r("push-button", "Study Now", "", 890, 340, 140, 36),
            r("paragraph", "", "JLPT N4 vocabulary from the Genki II and Tobira word lists. Audio by Forvo contributors.", 700, 400, 520, 44),
            r("push-button", "Options", "", 700, 1020, 100, 30), r("push-button", "Custom Study", "", 810, 1020, 130, 30), r("push-button", "Description", "", 950, 1020, 120, 30)]

    def review(front: str, back: list[str] | None, counts: str, which: str, ivls: list[str] | None) -> list[Row]:
        rows = chrome("User 1 - Anki") + [r("label", "", front, 860, 300, 200, 70)]
        if back is not None:
            rows += [r("separator", "", "", 300, 400, 1320, 2)] + [r("paragraph", "", b, 700, 420 + 40 * i, 520, 36) for i, b in enumerate(back)]
        rows += [r("push-button", "Edit", "", 80, 1020, 80, 30)]
        if ivls is None:
            rows += [r("label", f"New, learning, review (showing a {which} card)", counts, 900, 992, 120, 22), r("push-button", "Show Answer", "", 890, 1020, 140, 30)]
        else:
            for i, (b, iv) in enumerate(zip(["Again", "Hard", "Good", "Easy"], ivls)):
                rows += [r("label", "", iv, 760 + 100 * i, 992, 90, 22), r("push-button", b, "", 760 + 100 * i, 1020, 90, 30)]
        rows += [r("push-button", "More", "", 1760, 1020, 80, 30)]
        return rows

    run = ("Anki",)
    c = "Thu May 16  {}"
    turns = [
        (code("pyautogui.click(790, 310)"),
         desk(overview(), c.format("20:10"), run)),
        (code("pyautogui.click(960, 358)"),
         desk(review("届ける", None, "20 + 3 + 41", "review", None), c.format("20:10"), run)),
        (code("pyautogui.press('space')"),
         desk(review("届ける", ["とどける", "to deliver; to send (a parcel, a report)", "荷物を届けてください。 Please deliver the package."], "20 + 3 + 41", "review", ["<10m", "2d", "4d", "9d"]), c.format("20:10"), run)),
        (code("pyautogui.press('3')"),
         desk(review("貸す", None, "20 + 3 + 40", "review", None), c.format("20:11"), run)),
        (code("pyautogui.press('space')"),
         desk(review("貸す", ["かす", "to lend; to rent out", "傘を貸してくれませんか。 Could you lend me an umbrella?"], "20 + 3 + 40", "review", ["<10m", "3d", "6d", "13d"]), c.format("20:11"), run)),
        (code("pyautogui.press('3')"),
         desk(review("戻る", None, "20 + 3 + 39", "learning", None), c.format("20:11"), run)),
        (code("pyautogui.press('space')"),
         desk(review("戻る", ["もどる", "to return; to go back (to a place or state)", "席に戻ってください。 Please return to your seat."], "20 + 3 + 39", "learning", ["<1m", "<6m", "<10m", "4d"]), c.format("20:11"), run)),
        (code("pyautogui.press('3')"),
         desk(review("合う", None, "20 + 3 + 39", "new", None), c.format("20:12"), run)),
        (code("pyautogui.press('d')"),
         desk(decks((20, 3, 39), (20, 3, 45), "Studied 3 cards in 0.8 minutes today (16s/card)."), c.format("20:12"), run)),
    ]
    state = desk(decks((20, 3, 41), (20, 3, 47), "Studied 0 cards in 0 minutes today."), c.format("20:09"), run)
    return dict(tid="h33-os-13", system=system(task), turns=turns, state=state, bad=False)


# Signal Desktop: bad
def t14() -> dict:
    task = "In Signal Desktop, reply to Priya Raman's question about Thursday with 'Works for me — see you at 3', set disappearing messages in that chat to 1 week, and then open the info of the reply you sent."
    reply = "Works for me — see you at 3"

    def chats(now: int, priya: tuple[str, str], unread: bool, active: bool) -> list[Row]:
        def rel(hm: int) -> str:
            d = now - hm
            return "now" if d < 1 else (f"{d}m" if d < 60 else f"{hm // 60}:{hm % 60:02d} AM")
        data = [("Priya Raman", priya[0], priya[1]), ("Family 🏡", "Mom: Photos from Sunday", rel(612)),
                ("Jonas Becker", "Sent the slides, let me know if the numbers look off", rel(587)), ("Lea Vogt", "haha yes exactly", "Yesterday"),
                ("Book club", "Ana: Next pick is Piranesi", "Mon"), ("Note to Self", "wifi pw for the cabin", "May 9")]
        rows = [r("entry", "Search", "", 80, 80, 360, 32), r("push-button", "New chat", "", 404, 40, 32, 32)]
        for i, (n, prev, t) in enumerate(data):
            y = 124 + 72 * i
            rows += [r("list-item", n, "selected" if (active and i == 0) else "", 78, y, 370, 70), r("label", "", n, 140, y + 10, 220, 22),
                     r("label", "", prev, 140, y + 36, 230, 22), r("label", "", t, 380, y + 10, 60, 22)]
            if i == 0 and unread:
                rows.append(r("label", "Unread messages", "1", 410, y + 38, 24, 20))
        return rows

    def convo(now: int, mine: list[tuple[str, str]], composer: str = "", panel: list[Row] = ()) -> list[Row]:
        def rel(hm: int) -> str:
            d = now - hm
            return "now" if d < 1 else (f"{d}m" if d < 60 else f"{hm // 60}:{hm % 60:02d} AM")
        rows = [r("push-button", "Priya Raman", "", 480, 36, 300, 44), r("push-button", "Video call", "", 1780, 42, 32, 32),
                r("push-button", "Voice call", "", 1820, 42, 32, 32), r("push-button", "More options", "", 1860, 42, 32, 32),
                r("label", "", "Yesterday", 1140, 100, 120, 22),
                r("paragraph", "", "Did you get a chance to look at the budget draft?", 480, 130, 560, 40), r("label", "", "6:12 PM", 990, 172, 60, 18),
                r("paragraph", "", "Yes, a few comments — will send them tonight", 1300, 200, 560, 40), r("label", "", "6:20 PM", 1760, 242, 60, 18),
                r("label", "Read", "", 1830, 242, 24, 18),
                r("label", "", "Today", 1160, 280, 80, 22),
                r("paragraph", "", "Thanks for the comments! Updated version is in the shared folder.", 480, 310, 560, 40), r("label", "", rel(598), 990, 352, 60, 18),
                r("paragraph", "", "Are we still on for Thursday at 3?", 480, 380, 560, 40), r("label", "", rel(631), 990, 422, 60, 18)]
        y = 460
        for text, status in mine:
            if status == "notice":
                rows += [r("label", "", text, 1000, y, 420, 22)]
                y += 40
            else:
                rows += [r("paragraph", "", text, 1300, y, 560, 40), r("label", "", rel(645), 1760, y + 42, 60, 18), r("label", status, "", 1830, y + 42, 24, 18)]
                y += 80
        rows += [r("push-button", "Attach file", "", 480, 1036, 32, 32), r("entry", "Message", composer, 520, 1034, 1240, 36),
                 r("push-button", "Emoji", "", 1770, 1036, 32, 32), r("push-button", "Voice message" if not composer else "Send", "", 1860, 1036, 32, 32)]
        return rows + list(panel)

    def win(now: int, body: list[Row], priya: tuple[str, str], unread: bool = False, active: bool = True) -> list[Row]:
        return [r("frame", "Signal", "", 70, 27, 1850, 1053)] + chats(now, priya, unread, active) + body

    details = [r("panel", "Conversation settings", "", 1460, 30, 458, 1040), r("push-button", "Back", "", 1470, 40, 32, 32),
               r("image", "Priya Raman", "", 1630, 90, 120, 120), r("label", "", "Priya Raman", 1560, 220, 260, 30), r("label", "", "+1 415-555-0143", 1600, 252, 180, 22)]
    opts = ["Chat color & wallpaper", "Sounds & notifications", "Mute notifications", "Safety number", "Shared media", "Groups in common: Book club", "Block", "Delete chat"]

    def settings(timer: str, dropdown: bool = False) -> list[Row]:
        rows = details + [r("combo-box", "Disappearing messages", timer, 1470, 300, 440, 36)]
        rows += [r("list-item", o, "", 1470, 346 + 40 * i, 440, 38) for i, o in enumerate(opts)]
        if dropdown:
            rows += menu(1690, 338, ["Off", "4 weeks", "1 week", "1 day", "8 hours", "1 hour", "5 minutes", "30 seconds", "Custom time…"], w=220, ih=30)
        return rows

    run = ("Signal",)
    c = "Tue May 14  {}"
    last = ("Are we still on for Thursday at 3?", "13m")
    sent = [(reply, "Sent")]
    notice = ("You set the disappearing message time to 1 week.", "notice")
    info = [r("panel", "Message details", "", 470, 80, 1440, 940), r("push-button", "Back", "", 480, 40, 32, 32),
            r("paragraph", "", reply, 1300, 120, 560, 40), r("label", "", "Sent", 500, 220, 120, 22), r("label", "", "Tue, May 14, 2024 10:41:52 AM", 640, 220, 400, 22),
            r("label", "", "Read", 500, 270, 120, 22), r("image", "Priya Raman", "", 500, 300, 40, 40), r("label", "", "Priya Raman", 550, 306, 300, 22),
            r("label", "", "Tue, May 14, 2024 10:46:27 AM", 900, 306, 300, 22)]
    turns = [
        (code("pyautogui.click(260, 159)"),
         desk(win(644, convo(644, []), last), c.format("10:44"), run)),
        (code(f"pyautogui.click(1100, 1052)\npyautogui.write('{reply}')"),
         desk(win(644, convo(644, [], composer=reply), last), c.format("10:44"), run)),
        (code("pyautogui.press('enter')"),
         desk(win(645, convo(645, sent), ("You: " + reply, "now")), c.format("10:45"), run)),
        (code("pyautogui.click(630, 58)"),
         desk(win(645, convo(645, [(reply, "Delivered")], panel=settings("Off")), ("You: " + reply, "now")), c.format("10:45"), run)),
        (code("pyautogui.click(1690, 318)"),
         desk(win(646, convo(646, [(reply, "Delivered")], panel=settings("Off", dropdown=True)), ("You: " + reply, "1m")), c.format("10:46"), run)),
        (code("pyautogui.click(1800, 413)"),
         desk(win(646, convo(646, [(reply, "Read"), notice], panel=settings("1 week")), ("You set the disappearing message time to 1 week.", "now")), c.format("10:46"), run)),
        (code("pyautogui.click(1486, 56)"),
         desk(win(647, convo(647, [(reply, "Read"), notice]), ("You set the disappearing message time to 1 week.", "1m")), c.format("10:47"), run)),
        (code("pyautogui.moveTo(1580, 480)\npyautogui.click(1262, 480)"),
         desk(win(647, convo(647, [(reply, "Read"), notice]) + menu(1100, 500, ["Reply", "React", "Copy", "Forward", "Select", "Info", "Delete"], w=180, ih=30), ("You set the disappearing message time to 1 week.", "1m")), c.format("10:47"), run)),
        (code("pyautogui.click(1190, 665)"),
         desk(win(647, info, ("You set the disappearing message time to 1 week.", "1m")), c.format("10:47"), run)),
    ]
    state = desk(win(644, [r("label", "", "Welcome to Signal", 1000, 480, 400, 40)], last, unread=True, active=False), c.format("10:44"), run)
    return dict(tid="h33-os-14", system=system(task), turns=turns, state=state, bad=True, turn=9,
                kind="message info gives a sent time minutes before the reply was actually sent")


# Slack: clean
def t15() -> dict:
    task = "In the Fernhill Labs Slack workspace, post 'v2.8.0 release notes are up: https://wiki.fernhill.io/releases/2-8-0' in #releases, react with :tada: to Jonah's tag announcement, then switch to #general."
    msg = "v2.8.0 release notes are up: https://wiki.fernhill.io/releases/2-8-0"

    def side(active: str, bold: set[str]) -> list[Row]:
        rows = [r("push-button", "Fernhill Labs", "", 150, 76, 220, 36), r("push-button", "New message", "", 390, 76, 36, 36),
                r("tree-item", "Threads", "", 150, 124, 280, 28), r("tree-item", "Huddles", "", 150, 152, 280, 28), r("tree-item", "Drafts & sent", "", 150, 180, 280, 28),
                r("tree-item", "Channels", "", 150, 220, 280, 28)]
        for i, ch in enumerate(["#design", "#general", "#incidents", "#random", "#releases", "#support-escalations"]):
            rows.append(r("tree-item", ch, ("selected" if ch == active else ("unread" if ch in bold else "")), 166, 248 + 28 * i, 264, 28))
        rows.append(r("tree-item", "Direct messages", "", 150, 430, 280, 28))
        for i, dm in enumerate(["Jonah Reyes", "Mei Tan", "Priscilla Okoye", "Alex Kim (you)"]):
            rows.append(r("tree-item", dm, "", 166, 458 + 28 * i, 264, 28))
        rows += [r("push-button", "Home", "", 78, 76, 60, 56), r("push-button", "DMs", "", 78, 140, 60, 56), r("push-button", "Activity", "", 78, 204, 60, 56),
                 r("push-button", "Later", "", 78, 268, 60, 56), r("push-button", "More", "", 78, 332, 60, 56)]
        return rows

    def channel(name: str, topic: str, msgs: list[tuple[str, str, str, str]], composer: str = "", extra: list[Row] = ()) -> list[Row]:
        rows = [r("heading", name, "", 460, 40, 300, 30), r("label", "", topic, 460, 72, 900, 20),
                r("push-button", "Members", "", 1760, 40, 60, 30), r("push-button", "Huddle", "", 1830, 40, 60, 30)]
        y = 110
        for who, t, text, react in msgs:
            if who == "—":
                rows.append(r("label", "", text, 1100, y, 120, 22))
                y += 34
                continue
            rows += [r("label", "", who, 520, y, 200, 22), r("label", "", t, 730, y, 80, 22), r("paragraph", "", text, 520, y + 24, 1300, 24)]
            y += 54
            if react:
                rows.append(r("push-button", react, "", 520, y, 70, 26))
                y += 32
        rows += [r("entry", f"Message {name}", composer, 460, 990, 1440, 44), r("push-button", "Send now", "", 1860, 1040, 36, 30)]
        return rows + list(extra)

    def win(active: str, bold: set[str], body: list[Row]) -> list[Row]:
        return [r("frame", f"{active[1:]} (Channel) - Fernhill Labs - Slack", "", 70, 27, 1850, 1053)] + side(active, bold) + body

    rel = [("—", "", "Yesterday", ""),
           ("Priscilla Okoye", "4:52 PM", "Code freeze for 2.8 starts tomorrow 10:00. Please get your PRs merged before then.", ""),
           ("Mei Tan", "5:30 PM", "Migration dry-run on staging passed (41 min). Logs in #incidents thread.", ":+1: 3"),
           ("—", "", "Today", ""),
           ("Jonah Reyes", "9:12 AM", "v2.8.0 is tagged and the build is green. Release notes draft coming from Alex.", ""),
           ("Mei Tan", "9:40 AM", "Docker images pushed: ghcr.io/fernhill/api:2.8.0 and ghcr.io/fernhill/worker:2.8.0", ":white_check_mark: 2")]
    topic = "Release coordination. Tags, notes, rollout status."
    mine = ("Alex Kim", "10:06 AM", msg, "")
    jonah_r = ("Jonah Reyes", "9:12 AM", rel[4][2], ":tada: 1")
    mei_new = ("Mei Tan", "10:08 AM", "Thanks Alex! Linking it in the changelog now.", "")
    gen = [("—", "", "Today", ""),
           ("Priscilla Okoye", "8:31 AM", "Reminder: all-hands moved to Thursday 15:00 this week.", ":eyes: 6"),
           ("Devon Brandt", "9:05 AM", "Coffee machine on floor 3 is fixed ☕", ":raised_hands: 11"),
           ("Mei Tan", "9:58 AM", "Lunch & learn today: 'Profiling Postgres queries' in the big room at 12:30.", ""),
           ("Jonah Reyes", "10:02 AM", "If anyone has spare HDMI adapters, the demo room needs two.", "")]
    picker = [r("dialog", "Emoji picker", "", 560, 300, 420, 440), r("entry", "Search all emoji", "", 576, 316, 388, 32),
              r("label", "", "Frequently used", 576, 360, 200, 22)]
    picker += [r("push-button", e, "", 576 + 46 * (i % 8), 388 + 46 * (i // 8), 40, 40) for i, e in enumerate([":+1:", ":tada:", ":white_check_mark:", ":eyes:", ":raised_hands:", ":rocket:", ":joy:", ":heart:", ":pray:", ":fire:", ":100:", ":thinking_face:", ":ok_hand:", ":clap:", ":bug:", ":wave:"])]
    run = ("Slack",)
    c = "Wed May 22  {}"
    turns = [
        (code("pyautogui.click(300, 374)"),
         desk(win("#releases", {"#general", "#incidents"}, channel("#releases", topic, rel)), c.format("10:05"), run)),
        (code(f"pyautogui.click(1100, 1012)\npyautogui.write('{msg}')"),
         desk(win("#releases", {"#general", "#incidents"}, channel("#releases", topic, rel, composer=msg)), c.format("10:05"), run)),
        (code("pyautogui.press('enter')"),
         desk(win("#releases", {"#general", "#incidents"}, channel("#releases", topic, rel + [mine])), c.format("10:06"), run)),
        (code("pyautogui.moveTo(900, 380)\npyautogui.click(1780, 368)"),
         desk(win("#releases", {"#general", "#incidents"}, channel("#releases", topic, rel + [mine], extra=picker)), c.format("10:07"), run)),
        (code("pyautogui.write('tada')\npyautogui.press('enter')"),
         desk(win("#releases", {"#general", "#incidents"}, channel("#releases", topic, rel[:4] + [jonah_r, rel[5], mine, mei_new])), c.format("10:08"), run)),
        (code("pyautogui.click(300, 290)"),
         desk(win("#general", {"#incidents"}, channel("#general", "Company-wide announcements and work-based matters", gen)), c.format("10:09"), run)),
    ]
    state = desk(win("#design", {"#general", "#incidents", "#releases"}, channel("#design", "Design reviews, Figma links, UI feedback", [
        ("—", "", "Monday, May 20th", ""), ("Priscilla Okoye", "2:14 PM", "New onboarding flow mocks are in Figma, page 'Onboarding v3'.", ""),
        ("Devon Brandt", "3:40 PM", "Left comments on the empty states. Mostly copy tweaks.", ":+1: 2")])), c.format("10:04"), run)
    return dict(tid="h33-os-15", system=system(task), turns=turns, state=state, bad=False)


# Steam: bad
def t16() -> dict:
    task = "In Steam, set the launch options of Stardew Valley to 'gamemoderun %command%', check its update settings, and then launch the game."
    games = ["Baldur's Gate 3", "Celeste", "Cyberpunk 2077", "Dead Cells", "Disco Elysium", "Factorio", "Hades", "Hollow Knight",
             "Portal 2", "Slay the Spire", "Stardew Valley", "Terraria", "The Witcher 3: Wild Hunt", "Valheim"]

    def lib(running: bool = False, extra: list[Row] = ()) -> list[Row]:
        rows = [r("frame", "Steam", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 80 + 64 * i, 34, 60, 22) for i, m in enumerate(["Steam", "View", "Friends", "Games", "Help"])]
        rows += [r("push-button", n, "", 300 + 130 * i, 64, 120, 36) for i, n in enumerate(["STORE", "LIBRARY", "COMMUNITY", "WILLOW_FERN"])]
        rows += [r("push-button", "Home", "", 80, 114, 40, 30), r("combo-box", "", "GAMES", 126, 114, 200, 30), r("entry", "Search", "", 80, 150, 360, 28),
                 r("label", "", f"ALL ({len(games)})", 80, 186, 200, 22)]
        for i, g in enumerate(games):
            label = g + (" - Running" if running and g == "Stardew Valley" else "")
            rows.append(r("list-item", label, "selected" if g == "Stardew Valley" else "", 80, 212 + 30 * i, 360, 30))
        rows += [r("image", "Stardew Valley", "", 450, 114, 1460, 380), r("heading", "Stardew Valley", "", 480, 420, 600, 50),
                 r("push-button", "STOP" if running else "PLAY", "", 480, 520, 160, 56),
                 r("label", "", "RUNNING" if running else "LAST PLAYED", 660, 524, 160, 22), r("label", "", "" if running else "Apr 28", 660, 548, 160, 22),
                 r("label", "", "PLAY TIME", 840, 524, 160, 22), r("label", "", "142.6 hours", 840, 548, 160, 22),
                 r("label", "", "ACHIEVEMENTS", 1020, 524, 160, 22), r("label", "", "23/40", 1020, 548, 160, 22),
                 r("label", "", "CLOUD STATUS", 1200, 524, 160, 22), r("label", "", "Syncing" if running else "Up to date", 1200, 548, 160, 22),
                 r("push-button", "Manage", "", 1800, 530, 40, 40), r("push-button", "Game details", "", 1848, 530, 40, 40),
                 r("page-tab", "Store Page", "", 480, 600, 120, 30), r("page-tab", "DLC", "", 604, 600, 60, 30), r("page-tab", "Community Hub", "", 668, 600, 150, 30),
                 r("page-tab", "Discussions", "", 822, 600, 120, 30), r("page-tab", "Guides", "", 946, 600, 90, 30), r("page-tab", "Support", "", 1040, 600, 90, 30),
                 r("label", "", "ACTIVITY", 480, 650, 200, 22),
                 r("paragraph", "", "Stardew Valley 1.6.8 patch notes — Fixed a crash when loading a save with a modded farm type.", 480, 680, 900, 22),
                 r("label", "", "FRIENDS WHO PLAY", 1420, 650, 300, 22), r("label", "", "3 friends have played recently", 1420, 680, 300, 22),
                 r("label", "", "DOWNLOADS", 900, 1050, 120, 22), r("label", "", "Manage", 1030, 1050, 80, 22), r("push-button", "FRIENDS & CHAT", "", 1760, 1046, 150, 30)]
        return rows + list(extra)

    def props(tab: str, launch: str = "") -> list[Row]:
        rows = [r("frame", "Stardew Valley - Properties", "", 560, 150, 800, 640)]
        rows += [r("page-tab", t, "selected" if t == tab else "", 570, 190 + 36 * i, 200, 34)
                 for i, t in enumerate(["GENERAL", "UPDATES", "INSTALLED FILES", "BETAS", "CONTROLLER", "PRIVACY", "CUSTOMIZATION"])]
        if tab == "GENERAL":
            rows += [r("check-box", "Enable the Steam Overlay while in-game", "checked", 800, 200, 520, 26),
                     r("check-box", "Use Desktop Game Theatre while SteamVR is active", "checked", 800, 236, 520, 26),
                     r("label", "", "LANGUAGE", 800, 290, 200, 22), r("combo-box", "Language", "English", 800, 316, 520, 30),
                     r("label", "", "LAUNCH OPTIONS", 800, 370, 200, 22),
                     r("label", "", "Advanced users may choose to enter modifications to their launch options.", 800, 396, 520, 22),
                     r("entry", "Launch options", launch, 800, 426, 520, 32)]
        else:
            rows += [r("label", "", "AUTOMATIC UPDATES", 800, 200, 300, 22), r("combo-box", "Automatic updates", "Always keep this game updated", 800, 226, 520, 30),
                     r("label", "", "BACKGROUND DOWNLOADS", 800, 280, 300, 22),
                     r("combo-box", "Background downloads", "Follow my global setting (currently: Pause background downloads while playing)", 800, 306, 520, 30),
                     r("label", "", "WORKSHOP", 800, 360, 300, 22), r("label", "", "Content added to this game's workshop: 0 items, 0 bytes", 800, 386, 520, 22)]
        rows.append(r("push-button", "Close", "", 1330, 152, 28, 28))
        return rows

    run = ("Steam",)
    c = "Sat May 18  {}"
    lo = "gamemoderun %command%"
    gear = menu(1600, 580, ["Add to Favorites", "Add to", "Manage", "Properties...", "Browse local files", "Uninstall"], w=240, ih=32)
    turns = [
        (code("pyautogui.click(1820, 550)"),
         desk(lib(extra=gear), c.format("19:32"), run)),
        (code("pyautogui.click(1720, 692)"),
         desk(lib(extra=props("GENERAL")), c.format("19:32"), run)),
        (code(f"pyautogui.click(1060, 442)\npyautogui.write('{lo}')"),
         desk(lib(extra=props("GENERAL", lo)), c.format("19:33"), run)),
        (code("pyautogui.click(670, 243)"),
         desk(lib(extra=props("UPDATES")), c.format("19:33"), run)),
        (code("pyautogui.click(1060, 241)"),
         desk(lib(extra=props("UPDATES") + menu(800, 258, ["Always keep this game updated", "Only update this game when I launch it", "High Priority - Always auto-update this game before others"], w=520, ih=30)), c.format("19:33"), run)),
        (code("pyautogui.press('escape')\npyautogui.click(670, 207)"),
         desk(lib(extra=props("GENERAL", "")), c.format("19:34"), run)),
        (code("pyautogui.click(1344, 166)"),
         desk(lib(), c.format("19:34"), run)),
        (code("pyautogui.click(560, 548)"),
         desk(lib(running=True), c.format("19:35"), run)),
    ]
    state = desk(lib(), c.format("19:31"), run)
    return dict(tid="h33-os-16", system=system(task), turns=turns, state=state, bad=True, turn=6,
                kind="launch options typed into the field read back empty")


# virt-manager: bad
def t17() -> dict:
    task = "In Virtual Machine Manager, open the hardware details of the VM 'debian12-build', note its UUID, enable 'Start virtual machine on host boot up', apply, and power the VM on."
    uuid = "6f1c2b8e-93a4-4d0e-b7a5-2c9e41f08d37"

    def manager(states: dict[str, str]) -> list[Row]:
        rows = [r("frame", "Virtual Machine Manager", "", 120, 80, 560, 520)]
        rows += [r("menu", m, "", 130 + 60 * i, 110, 58, 22) for i, m in enumerate(["File", "Edit", "View", "Help"])]
        rows += [r("push-button", n, "", 130 + 40 * i, 140, 36, 36) for i, n in enumerate(["Create a new virtual machine", "Open", "Run", "Pause", "Shut down"])]
        rows += [r("table-column-header", "Name", "", 130, 186, 360, 24), r("table-column-header", "CPU usage", "", 490, 186, 180, 24),
                 r("tree-item", "QEMU/KVM", "", 130, 212, 540, 26)]
        for i, (vm, st) in enumerate(states.items()):
            rows += [r("tree-item", vm, "", 150, 240 + 44 * i, 340, 42), r("label", "", st, 190, 262 + 44 * i, 200, 18),
                     r("image", "CPU usage", "", 490, 244 + 44 * i, 180, 34)]
        return rows

    def vmwin(page: str, running: bool, autostart: bool, apply_on: bool, uid: str = uuid) -> list[Row]:
        rows = [r("frame", "debian12-build on QEMU/KVM", "", 560, 120, 1200, 820)]
        rows += [r("menu", m, "", 570 + 80 * i, 150, 78, 22) for i, m in enumerate(["File", "Virtual Machine", "View", "Send Key"])]
        rows += [r("toggle-button", n, "", 570 + 40 * i, 180, 36, 36) for i, n in enumerate(["Show the graphical console", "Show virtual hardware details"])]
        rows += [r("push-button", n, "", 670 + 40 * i, 180, 36, 36) for i, n in enumerate(["Power on the virtual machine", "Pause the virtual machine", "Shut down the virtual machine"])]
        hw = ["Overview", "OS information", "CPUs", "Memory", "Boot Options", "VirtIO Disk 1", "SATA CDROM 1", "NIC :4e:91:0a", "Tablet", "Display Spice",
              "Sound ich9", "Serial 1", "Channel qemu-ga", "Channel spice", "Video QXL", "Controller USB 0", "USB Redirector 1", "USB Redirector 2", "RNG /dev/urandom"]
        rows += [r("list-item", h, "selected" if h == page else "", 570, 226 + 32 * i, 240, 30) for i, h in enumerate(hw)]
        rows += [r("push-button", "Add Hardware", "", 570, 892, 240, 32)]
        if page == "Overview":
            rows += [r("label", "", "Basic Details", 830, 230, 300, 24),
                     r("label", "", "Name:", 850, 262, 120, 24), r("entry", "Name", "debian12-build", 980, 262, 400, 26),
                     r("label", "", "UUID:", 850, 294, 120, 24), r("label", "", uid, 980, 294, 400, 24),
                     r("label", "", "Status:", 850, 326, 120, 24), r("label", "", "Running" if running else "Shutoff (Shut Down)", 980, 326, 300, 24),
                     r("label", "", "Title:", 850, 358, 120, 24), r("entry", "Title", "", 980, 358, 400, 26),
                     r("label", "", "Description:", 850, 390, 120, 24), r("text", "Description", "CI build runner for the packaging pipeline", 980, 390, 700, 80),
                     r("label", "", "Hypervisor Details", 830, 490, 300, 24),
                     r("label", "", "Hypervisor:", 850, 522, 120, 24), r("label", "", "KVM", 980, 522, 300, 24),
                     r("label", "", "Architecture:", 850, 554, 120, 24), r("label", "", "x86_64", 980, 554, 300, 24),
                     r("label", "", "Emulator:", 850, 586, 120, 24), r("label", "", "/usr/bin/qemu-system-x86_64", 980, 586, 400, 24),
                     r("label", "", "Chipset:", 850, 618, 120, 24), r("label", "", "Q35", 980, 618, 300, 24),
                     r("label", "", "Firmware:", 850, 650, 120, 24), r("label", "", "UEFI x86_64: /usr/share/OVMF/OVMF_CODE_4M.ms.fd", 980, 650, 600, 24)]
        else:
            rows += [r("label", "", "Autostart", 830, 230, 300, 24),
                     r("check-box", "Start virtual machine on host boot up", "checked" if autostart else "", 850, 262, 400, 26),
                     r("label", "", "Boot device order", 830, 310, 300, 24),
                     r("check-box", "Enable boot menu", "", 850, 342, 300, 26),
                     r("check-box", "VirtIO Disk 1", "checked", 850, 380, 300, 28), r("check-box", "SATA CDROM 1", "", 850, 410, 300, 28),
                     r("check-box", "NIC :4e:91:0a", "", 850, 440, 300, 28),
                     r("push-button", "Move up", "", 1170, 380, 32, 32), r("push-button", "Move down", "", 1170, 416, 32, 32),
                     r("label", "", "Direct kernel boot", 830, 490, 300, 24)]
        rows += [r("push-button", "Cancel", "", 1540, 892, 100, 32), r("push-button", "Apply" + ("" if apply_on else " (disabled)"), "", 1650, 892, 100, 32)]
        return rows

    run = ("Virtual Machine Manager",)
    c = "Thu May 23  {}"
    off = {"debian12-build": "Shutoff", "fedora40-ws": "Running", "win11-test": "Shutoff"}
    on = {"debian12-build": "Running", "fedora40-ws": "Running", "win11-test": "Shutoff"}
    turns = [
        (code("pyautogui.doubleClick(300, 261)\npyautogui.click(628, 198)"),
         desk(manager(off) + vmwin("Overview", False, False, False), c.format("08:47"), run)),
        (code("pyautogui.click(690, 369)"),
         desk(manager(off) + vmwin("Boot Options", False, False, False), c.format("08:47"), run)),
        (code("pyautogui.click(690, 241)"),
         desk(manager(off) + vmwin("Overview", False, False, False, uid="6f1c2b8e-93a4-4d0e-b7a5-2c9e41f0bd37"), c.format("08:48"), run)),
        (code("pyautogui.click(690, 369)\npyautogui.click(862, 275)"),
         desk(manager(off) + vmwin("Boot Options", False, True, True), c.format("08:48"), run)),
        (code("pyautogui.click(1700, 908)"),
         desk(manager(off) + vmwin("Boot Options", False, True, False), c.format("08:48"), run)),
        (code("pyautogui.click(688, 198)"),
         desk(manager(on) + vmwin("Boot Options", True, True, False), c.format("08:49"), run)),
    ]
    state = desk(manager(off), c.format("08:46"), run)
    return dict(tid="h33-os-17", system=system(task), turns=turns, state=state, bad=True, turn=3,
                kind="VM UUID shown on the Overview page changed between two visits")


# GNOME Clocks: clean
def t18() -> dict:
    task = "In GNOME Clocks, add a world clock for Tokyo, create a weekday alarm at 06:45 named 'Gym', and start a 25-minute timer."

    def hm(m: int) -> str:
        return f"{(m // 60) % 24:02d}:{m % 60:02d}"

    def head(view: str) -> list[Row]:
        rows = [r("frame", "Clocks", "", 560, 160, 800, 720), r("push-button", "Add New Clock" if view == "World" else ("Add Alarm" if view == "Alarms" else ""), "", 570, 170, 36, 34)]
        rows += [r("toggle-button", n, "pressed" if n == view else "", 760 + 100 * i, 170, 96, 34) for i, n in enumerate(["World", "Alarms", "Stopwatch", "Timer"])]
        rows += [r("push-button", "Main Menu", "", 1270, 170, 36, 34), r("push-button", "Close", "", 1316, 170, 36, 34)]
        return rows

    def world(now: int, cities: list[tuple[str, int, str]]) -> list[Row]:
        rows = head("World") + [r("label", "", hm(now), 860, 230, 200, 60), r("label", "", "Europe/Berlin", 860, 294, 200, 22)]
        for i, (name, off, rel) in enumerate(cities):
            y = 350 + 64 * i
            rows += [r("list-item", name, "", 600, y, 720, 60), r("label", "", name, 620, y + 8, 400, 24), r("label", "", rel, 620, y + 32, 400, 20),
                     r("label", "", hm(now + off), 1160, y + 14, 120, 30), r("push-button", "Delete", "", 1290, y + 16, 26, 26)]
        return rows

    def alarms(items: list[tuple[str, str, str, bool]]) -> list[Row]:
        rows = head("Alarms")
        for i, (t, name, rep, on) in enumerate(items):
            y = 240 + 72 * i
            rows += [r("list-item", name, "", 600, y, 720, 68), r("label", "", t, 620, y + 6, 160, 40), r("label", "", name, 800, y + 10, 300, 22),
                     r("label", "", rep, 800, y + 36, 300, 20), r("toggle-button", "Enable alarm", "checked" if on else "", 1200, y + 20, 50, 28),
                     r("push-button", "Delete", "", 1270, y + 20, 28, 28)]
        return rows

    def timer(text: str, running: bool) -> list[Row]:
        rows = head("Timer") + [r("label", "", text, 760, 380, 400, 90), r("label", "", "Timer", 860, 340, 200, 26)]
        rows += [r("push-button", "Pause" if running else "Resume", "", 880, 500, 80, 40), r("push-button", "Delete", "", 970, 500, 80, 40)]
        return rows

    run = ("Clocks",)
    c = "Tue May 14  {}"
    base = [("New York, United States", -360, "6 hours earlier"), ("London, United Kingdom", -60, "1 hour earlier")]
    tokyo = ("Tokyo, Japan", 420, "7 hours later")
    add_dlg = [r("dialog", "Add a New World Clock", "", 660, 260, 600, 460), r("push-button", "Cancel", "", 676, 276, 90, 32), r("push-button", "Add", "", 1154, 276, 90, 32)]
    new_alarm = [r("dialog", "New Alarm", "", 660, 220, 600, 560), r("push-button", "Cancel", "", 676, 236, 90, 32), r("push-button", "Add", "", 1154, 236, 90, 32),
                 r("spin-button", "Hour", "06", 800, 290, 120, 80), r("spin-button", "Minute", "45", 960, 290, 120, 80),
                 r("label", "", "Repeat", 690, 400, 120, 24)]
    days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    new_alarm += [r("toggle-button", d, "pressed" if d not in ("Sat", "Sun") else "", 830 + 56 * i, 396, 52, 32) for i, d in enumerate(days)]
    new_alarm += [r("label", "", "Name", 690, 450, 120, 24), r("entry", "Name", "Gym", 830, 446, 400, 32),
                  r("label", "", "Ring Duration", 690, 500, 140, 24), r("combo-box", "Ring Duration", "5 minutes", 1030, 496, 200, 32),
                  r("label", "", "Snooze Duration", 690, 540, 140, 24), r("combo-box", "Snooze Duration", "10 minutes", 1030, 536, 200, 32)]
    wake = ("07:30", "Wake up", "Every Day", True)
    gym = ("06:45", "Gym", "Weekdays", True)
    presets = [r("push-button", p, "", 640 + 130 * (i % 5), 300 + 70 * (i // 5), 120, 60) for i, p in enumerate(["1 minute", "2 minutes", "3 minutes", "5 minutes", "15 minutes", "30 minutes", "45 minutes", "1 hour", "1 hour 30 minutes", "2 hours"])]
    def custom(typed: bool) -> list[Row]:
        return [r("spin-button", "Hours", "00", 760, 470, 120, 60), r("spin-button", "Minutes", "25" if typed else "00", 900, 470, 120, 60),
                r("spin-button", "Seconds", "00", 1040, 470, 120, 60), r("push-button", "Start", "", 900, 560, 120, 40)]
    turns = [
        (code("pyautogui.click(588, 187)"),
         desk(world(621, base) + add_dlg + [r("entry", "Search for a city", "", 690, 330, 540, 34)], c.format("10:21"), run)),
        (code("pyautogui.write('Tokyo')"),
         desk(world(621, base) + add_dlg + [r("entry", "Search for a city", "Tokyo", 690, 330, 540, 34),
                                            r("list-item", "Tokyo, Japan", "", 690, 380, 540, 40), r("label", "", "Tokyo, Japan", 706, 390, 400, 22)], c.format("10:21"), run)),
        (code("pyautogui.click(960, 400)\npyautogui.click(1199, 292)"),
         desk(world(622, base + [tokyo]), c.format("10:22"), run)),
        (code("pyautogui.click(908, 187)"),
         desk(alarms([wake]), c.format("10:22"), run)),
        (code("pyautogui.click(588, 187)\npyautogui.click(860, 330)\npyautogui.write('06')\npyautogui.click(1020, 330)\npyautogui.write('45')\nfor x in (858, 914, 970, 1026, 1082):\n    pyautogui.click(x, 412)\npyautogui.tripleClick(1030, 462)\npyautogui.write('Gym')"),
         desk(alarms([wake]) + new_alarm, c.format("10:23"), run)),
        (code("pyautogui.click(1199, 252)"),
         desk(alarms([gym, wake]), c.format("10:23"), run)),
        (code("pyautogui.click(1108, 187)"),
         desk(head("Timer") + presets + custom(False), c.format("10:23"), run)),
        (code("pyautogui.click(960, 500)\npyautogui.write('25')\npyautogui.click(960, 580)"),
         desk(timer("00:24:59", True), c.format("10:24"), run)),
        (code("import time\ntime.sleep(90)"),
         desk(timer("00:23:29", True), c.format("10:25"), run)),
    ]
    return dict(tid="h33-os-18", system=system(task), turns=turns, state=desk(world(620, base), c.format("10:20"), run), bad=False)


# GParted: clean
def t19() -> dict:
    task = "In GParted, give the new 1 TB disk /dev/sdc a GPT partition table and one ext4 partition labelled 'backup' spanning the whole disk, apply the changes, and check the new partition's details."
    cols = [("Partition", 200), ("Name", 120), ("File System", 150), ("Label", 140), ("Size", 120), ("Used", 120), ("Unused", 120), ("Flags", 120)]

    def win(device: str, parts: list[list[str]], pending: int, graph: str, extra: list[Row] = (), size: str = "931.51 GiB") -> list[Row]:
        rows = [r("frame", f"{device} - GParted", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 78 + 80 * i, 64, 78, 24) for i, m in enumerate(["GParted", "Edit", "View", "Device", "Partition", "Help"])]
        rows += [r("push-button", n, "", 80 + 44 * i, 94, 40, 36) for i, n in enumerate(["New", "Delete", "Resize/Move", "Copy", "Paste", "Undo Last Operation", "Apply All Operations"])]
        rows += [r("combo-box", "Device", f"{device} ({size})", 1600, 98, 300, 28), r("label", "", graph, 80, 144, 1830, 60)]
        rows += table(80, 220, cols, parts, rh=26, hh=28)
        rows.append(r("label", "", f"{pending} operation{'s' if pending != 1 else ''} pending" if pending else "", 80, 1052, 400, 22))
        return rows + list(extra)

    unalloc = [["unallocated", "", "unallocated", "", "931.51 GiB", "---", "---", ""]]
    new_row = [["New Partition #1", "", "ext4", "backup", "931.51 GiB", "---", "---", ""]]
    done = [["/dev/sdc1", "", "ext4", "backup", "931.51 GiB", "14.64 GiB", "916.87 GiB", ""]]
    sdb = [["/dev/sdb1", "", "ntfs", "Media", "1.82 TiB", "1.21 TiB", "623.47 GiB", "msftdata"]]
    pt_dlg = [r("dialog", "Create partition table on /dev/sdc", "", 660, 360, 600, 280),
              r("label", "", "WARNING:  This will ERASE ALL DATA on the ENTIRE DISK /dev/sdc", 690, 390, 540, 24),
              r("label", "", "Select new partition table type:", 690, 470, 300, 24)]
    new_dlg = [r("dialog", "Create new Partition", "", 560, 260, 800, 520),
               r("label", "", "Free space preceding (MiB):", 580, 380, 250, 26), r("spin-button", "Free space preceding (MiB)", "1", 840, 380, 160, 26),
               r("label", "", "New size (MiB):", 580, 412, 250, 26), r("spin-button", "New size (MiB)", "953868", 840, 412, 160, 26),
               r("label", "", "Free space following (MiB):", 580, 444, 250, 26), r("spin-button", "Free space following (MiB)", "0", 840, 444, 160, 26),
               r("label", "", "Align to:", 580, 476, 250, 26), r("combo-box", "Align to", "MiB", 840, 476, 160, 26),
               r("label", "", "Create as:", 1020, 380, 120, 26), r("combo-box", "Create as", "Primary Partition", 1140, 380, 200, 26),
               r("label", "", "Partition name:", 1020, 412, 120, 26), r("entry", "Partition name", "", 1140, 412, 200, 26),
               r("label", "", "File system:", 1020, 444, 120, 26), r("combo-box", "File system", "ext4", 1140, 444, 200, 26),
               r("label", "", "Label:", 1020, 476, 120, 26),
               r("push-button", "Cancel", "", 1140, 730, 90, 32), r("push-button", "Add", "", 1240, 730, 90, 32)]
    apply_q = [r("alert", "", "", 700, 420, 520, 180), r("label", "", "Are you sure you want to apply the pending operations?", 730, 440, 460, 26),
               r("label", "", "Editing partitions has the potential to cause LOSS of DATA.", 730, 476, 460, 22),
               r("label", "", "You are advised to backup your data before proceeding.", 730, 500, 460, 22),
               r("push-button", "Cancel", "", 1000, 556, 100, 32), r("push-button", "Apply", "", 1110, 556, 100, 32)]

    def progress(done_n: int, lines: list[str], final: bool) -> list[Row]:
        rows = [r("dialog", "Applying pending operations", "", 600, 300, 720, 480),
                r("label", "", "Depending on the number and type of operations this might take a long time.", 620, 320, 680, 22),
                r("label", "", "All operations successfully completed" if final else "create new ext4 file system", 620, 360, 680, 22),
                r("progress-bar", "", f"Completed Operations: {done_n} of 1", 620, 390, 680, 24), r("label", "", "Details", 620, 430, 680, 22)]
        rows += [r("tree-item", ln, "", 640, 458 + 24 * i, 660, 24) for i, ln in enumerate(lines)]
        rows += [r("push-button", "Save Details", "", 1020, 730, 140, 32), r("push-button", "Close" if final else "Cancel", "", 1170, 730, 130, 32)]
        return rows

    d1 = ["Create Primary Partition #1 (ext4, 931.51 GiB) on /dev/sdc", "calibrate New Partition #1  00:00:00  ( SUCCESS )",
          "create empty partition  00:00:00  ( SUCCESS )", "set partition type on /dev/sdc1  00:00:00  ( SUCCESS )", "clear old file system signatures in /dev/sdc1  00:00:00  ( SUCCESS )"]
    d2 = d1 + ["create new ext4 file system  00:00:07  ( SUCCESS )", "mkfs.ext4 -F -L 'backup' '/dev/sdc1'  00:00:07  ( SUCCESS )"]
    info = [r("dialog", "Information about /dev/sdc1", "", 560, 200, 800, 640), r("label", "", "File System", 580, 220, 300, 24)]
    kv = [("File system:", "ext4"), ("Label:", "backup"), ("UUID:", "3e1d7b52-0a8f-4c61-9d2e-7f45b0c2a913"), ("Status:", "Not mounted"),
          ("Size:", "931.51 GiB"), ("Used:", "14.64 GiB (2%)"), ("Unused:", "916.87 GiB (98%)"), ("Partition", ""), ("Path:", "/dev/sdc1"),
          ("Name:", ""), ("Flags:", ""), ("First sector:", "2048"), ("Last sector:", "1953523711"), ("Total sectors:", "1953521664")]
    for i, (k, v) in enumerate(kv):
        info += [r("label", "", k, 600, 254 + 30 * i, 160, 26), r("label", "", v, 780, 254 + 30 * i, 540, 26)]
    info.append(r("push-button", "Close", "", 1250, 790, 90, 32))
    run = ("GParted",)
    c = "Fri May 24  {}"
    g0 = "unallocated  931.51 GiB"
    g1 = "New Partition #1  931.51 GiB"
    g2 = "/dev/sdc1  931.51 GiB"
    turns = [
        (code("pyautogui.click(318, 76)\npyautogui.click(390, 230)"),
         desk(win("/dev/sdc", unalloc, 0, g0, pt_dlg + [r("combo-box", "Partition table type", "msdos", 1000, 466, 200, 30),
                                                        r("push-button", "Cancel", "", 1040, 590, 100, 32), r("push-button", "Apply", "", 1150, 590, 100, 32)]), c.format("13:10"), run)),
        (code("pyautogui.click(1100, 481)\npyautogui.click(1100, 541)\npyautogui.click(1200, 606)"),
         desk(win("/dev/sdc", unalloc, 0, g0), c.format("13:11"), run)),
        (code("pyautogui.click(300, 271)\npyautogui.click(100, 112)"),
         desk(win("/dev/sdc", unalloc, 0, g0, new_dlg + [r("entry", "Label", "", 1140, 476, 200, 26)]), c.format("13:11"), run)),
        (code("pyautogui.click(1240, 489)\npyautogui.write('backup')\npyautogui.click(1285, 746)"),
         desk(win("/dev/sdc", new_row, 1, g1), c.format("13:12"), run)),
        (code("pyautogui.click(366, 112)"),
         desk(win("/dev/sdc", new_row, 1, g1, apply_q), c.format("13:12"), run)),
        (code("pyautogui.click(1160, 572)"),
         desk(win("/dev/sdc", new_row, 1, g1, progress(0, d1, False)), c.format("13:12"), run)),
        (code("import time\ntime.sleep(10)"),
         desk(win("/dev/sdc", new_row, 1, g1, progress(1, d2, True)), c.format("13:13"), run)),
        (code("pyautogui.click(1235, 746)"),
         desk(win("/dev/sdc", done, 0, g2), c.format("13:13"), run)),
        (code("pyautogui.rightClick(180, 271)\npyautogui.click(240, 560)"),
         desk(win("/dev/sdc", done, 0, g2, info), c.format("13:14"), run)),
        (code("pyautogui.click(1295, 806)\npyautogui.click(1750, 112)\npyautogui.click(1750, 170)"),
         desk(win("/dev/sdb", sdb, 0, "/dev/sdb1  1.82 TiB", size="1.82 TiB"), c.format("13:14"), run)),
    ]
    state = desk(win("/dev/sdc", [["unallocated", "", "unallocated", "", "931.51 GiB", "---", "---", ""]], 0, g0), c.format("13:09"), run)
    return dict(tid="h33-os-19", system=system(task), turns=turns, state=state, bad=False)


# GNOME Disks: bad
def t20() -> dict:
    task = "Using GNOME Disks, reformat the SanDisk USB stick's partition as exFAT with the volume name TRANSFER, mount it, and then look at the internal NVMe drive."

    def side(sel: str) -> list[Row]:
        return [r("list-item", n, "selected" if n == sel else "", 80, 110 + 70 * i, 420, 66) for i, n in enumerate(["500 GB Disk", "32 GB Drive", "CD/DVD Drive"])] + [
            r("label", "", "Samsung SSD 980 PRO 500GB", 140, 140, 350, 20), r("label", "", "SanDisk Ultra", 140, 210, 350, 20), r("label", "", "HL-DT-ST DVDRAM GUD1N", 140, 280, 350, 20)]

    def usb(vol: list[tuple[str, str]], graph: str, extra: list[Row] = ()) -> list[Row]:
        rows = [r("frame", "Disks", "", 70, 27, 1850, 1053), r("label", "", "32 GB Drive", 1000, 40, 300, 24), r("label", "", "/dev/sdb", 1000, 64, 300, 20),
                r("push-button", "Power off this disk", "", 1780, 40, 36, 34), r("push-button", "Drive Options", "", 1830, 40, 36, 34)]
        rows += side("32 GB Drive")
        for i, (k, v) in enumerate([("Model", "SanDisk Ultra (1.00)"), ("Size", "31 GB (30,752,000,000 bytes)"), ("Partitioning", "Master Boot Record"), ("Serial Number", "4C530001230518117371")]):
            rows += [r("label", "", k, 560, 120 + 30 * i, 200, 26), r("label", "", v, 780, 120 + 30 * i, 600, 26)]
        rows += [r("label", "", "Volumes", 560, 270, 200, 26), r("push-button", graph, "", 560, 300, 1340, 120),
                 r("push-button", "Mount selected partition" if "Not Mounted" in dict(vol).get("Contents", "") else "Unmount selected partition", "", 560, 430, 36, 34),
                 r("push-button", "Delete selected partition", "", 600, 430, 36, 34), r("push-button", "Additional partition options", "", 640, 430, 36, 34)]
        for i, (k, v) in enumerate(vol):
            rows += [r("label", "", k, 560, 480 + 30 * i, 200, 26), r("label", "", v, 780, 480 + 30 * i, 700, 26)]
        return rows + list(extra)

    fat = [("Size", "31 GB — 18 GB free (41.2% full)"), ("Device", "/dev/sdb1"), ("Partition Type", "W95 FAT32 (LBA)"),
           ("Contents", "FAT (32-bit version) — Mounted at /media/sam/USB"), ("UUID", "5E3A-1F07")]
    fat_um = [("Size", "31 GB (30,750,951,424 bytes)"), ("Device", "/dev/sdb1"), ("Partition Type", "W95 FAT32 (LBA)"),
              ("Contents", "FAT (32-bit version) — Not Mounted"), ("UUID", "5E3A-1F07")]
    ex_um = [("Size", "31 GB (30,750,951,424 bytes)"), ("Device", "/dev/sdb1"), ("Partition Type", "HPFS/NTFS/exFAT"),
             ("Contents", "exFAT (version 1.0) — Not Mounted"), ("UUID", "8F21-6C4D")]
    ex_m = [("Size", "31 GB — 31 GB free (0.0% full)"), ("Device", "/dev/sdb1"), ("Partition Type", "HPFS/NTFS/exFAT"),
            ("Contents", "exFAT (version 1.0) — Mounted at /media/sam/TRANSFER"), ("UUID", "8F21-6C4D")]
    g_fat, g_ex = "USB Partition 1 31 GB FAT", "TRANSFER Partition 1 31 GB exFAT"
    part_menu = menu(650, 470, ["Format Partition…", "Edit Partition…", "Edit Filesystem…", "Change Passphrase…", "Resize…", "Check Filesystem…", "Repair Filesystem…",
                                "Take Ownership…", "Edit Mount Options…", "Edit Encryption Options…", "Create Partition Image…", "Restore Partition Image…", "Benchmark Partition…"], w=280, ih=30)

    def fmt(page: int, name: str = "", kind: str = "Internal disk for use with Linux systems only (Ext4)") -> list[Row]:
        rows = [r("dialog", "Format Volume", "", 660, 240, 600, 520), r("push-button", "Cancel", "", 676, 256, 90, 32)]
        if page == 1:
            rows += [r("push-button", "Next", "", 1154, 256, 90, 32), r("label", "", "Volume Name", 690, 320, 200, 24), r("entry", "Volume Name", name, 690, 348, 540, 32),
                     r("label", "", "For example: “Angela’s Files” or “Backup”.", 690, 384, 540, 20), r("toggle-button", "Erase", "", 1160, 420, 60, 28),
                     r("label", "", "Type", 690, 470, 200, 24)]
            for i, k in enumerate(["Internal disk for use with Linux systems only (Ext4)", "Password protect volume (LUKS)", "For use with Windows (NTFS)", "For use with all systems and devices (FAT)", "Other"]):
                rows.append(r("radio-button", k, "checked" if k == kind else "", 700, 500 + 34 * i, 520, 30))
        elif page == 2:
            rows += [r("push-button", "Next", "", 1154, 256, 90, 32), r("label", "", "Custom Format", 880, 256, 200, 32)]
            for i, k in enumerate(["XFS — Linux Filesystem", "Linux Swap Partition", "Btrfs — Copy-on-write Filesystem", "F2FS — Flash Storage Filesystem", "exFAT — Flash Storage Filesystem", "No Filesystem"]):
                rows.append(r("radio-button", k, "checked" if k.startswith("exFAT") else "", 700, 320 + 36 * i, 520, 30))
        else:
            rows += [r("push-button", "Format", "", 1154, 256, 90, 32), r("label", "", "Confirm Details", 880, 256, 200, 32),
                     r("label", "", "Warning: all data on the volume will be lost", 690, 320, 540, 24),
                     r("label", "", "Affected Devices", 690, 380, 540, 24), r("label", "", "Partition 1 of SanDisk Ultra — /dev/sdb1", 700, 410, 520, 24)]
        return rows

    nvme = [r("frame", "Disks", "", 70, 27, 1850, 1053), r("label", "", "500 GB Disk", 1000, 40, 300, 24), r("label", "", "/dev/nvme0n1", 1000, 64, 300, 20),
            r("push-button", "Drive Options", "", 1830, 40, 36, 34)] + side("500 GB Disk")
    for i, (k, v) in enumerate([("Model", "Samsung SSD 980 PRO 500GB (5B2QGXA7)"), ("Size", "500 GB (500,107,862,016 bytes)"), ("Partitioning", "GUID Partition Table"),
                                ("Serial Number", "S69ENF0R812345K"), ("Assessment", "Disk is OK, 38° C (100° F)")]):
        nvme += [r("label", "", k, 560, 120 + 30 * i, 200, 26), r("label", "", v, 780, 120 + 30 * i, 600, 26)]
    nvme += [r("label", "", "Volumes", 560, 290, 200, 26), r("push-button", "Partition 1 537 MB FAT", "", 560, 320, 120, 120),
             r("push-button", "Filesystem Root Partition 2 500 GB Ext4", "", 680, 320, 1220, 120),
             r("push-button", "Unmount selected partition", "", 560, 450, 36, 34), r("push-button", "Additional partition options", "", 640, 450, 36, 34)]
    for i, (k, v) in enumerate([("Size", "537 MB — 530 MB free (1.2% full)"), ("Device", "/dev/nvme0n1p1"), ("Partition Type", "EFI System"),
                                ("Contents", "FAT (32-bit version) — Mounted at /boot/efi"), ("UUID", "2A7C-11E0")]):
        nvme += [r("label", "", k, 560, 500 + 30 * i, 200, 26), r("label", "", v, 780, 500 + 30 * i, 700, 26)]
    drive_menu = menu(1620, 80, ["Format Disk…", "Create Disk Image…", "Restore Disk Image…", "Benchmark Disk…", "SMART Data & Self-Tests…", "Drive Settings…",
                                 "Standby Now", "Wake-up From Standby", "Power Off"], w=280, ih=30)
    run = ("Disks",)
    c = "Wed May 15  {}"
    turns = [
        (code("pyautogui.click(578, 447)"),
         desk(usb(fat_um, g_fat), c.format("17:02"), run)),
        (code("pyautogui.click(658, 447)"),
         desk(usb(fat_um, g_fat, part_menu), c.format("17:02"), run)),
        (code("pyautogui.click(790, 485)"),
         desk(usb(fat_um, g_fat, fmt(1)), c.format("17:02"), run)),
        (code("pyautogui.click(960, 364)\npyautogui.write('TRANSFER')\npyautogui.click(960, 651)"),
         desk(usb(fat_um, g_fat, fmt(1, "TRANSFER", "Other")), c.format("17:03"), run)),
        (code("pyautogui.click(1199, 272)\npyautogui.click(960, 479)"),
         desk(usb(fat_um, g_fat, fmt(2)), c.format("17:03"), run)),
        (code("pyautogui.click(1199, 272)"),
         desk(usb(fat_um, g_fat, fmt(3)), c.format("17:03"), run)),
        (code("pyautogui.click(1199, 272)"),
         desk(usb(ex_um, g_ex), c.format("17:04"), run)),
        (code("pyautogui.click(578, 447)"),
         desk(usb(ex_m, g_ex), c.format("17:04"), run)),
        (code("pyautogui.click(1848, 57)"),
         desk(usb(ex_um, g_ex, drive_menu), c.format("17:05"), run)),
        (code("pyautogui.press('escape')\npyautogui.click(290, 143)"),
         desk(nvme, c.format("17:05"), run)),
    ]
    state = desk(usb(fat, g_fat), c.format("17:01"), run)
    return dict(tid="h33-os-20", system=system(task), turns=turns, state=state, bad=True, turn=9,
                kind="freshly mounted volume shows as not mounted with no unmount action")


# LibreOffice Draw: bad
def t21() -> dict:
    task = "In floorplan.odg (LibreOffice Draw), make the 'Storage cabinet' rectangle 3.20\" wide (height unchanged), fill 'Desk A' with Light Blue 4, check the shape list in the Navigator, and save."
    shapes = {"Window wall": (0.50, 0.50, 9.75, 0.25), "Desk A": (1.00, 1.50, 2.50, 1.25), "Desk B": (1.00, 3.50, 2.50, 1.25),
              "Storage cabinet": (7.25, 1.50, 4.00, 1.80), "Bookshelf": (7.25, 4.00, 1.00, 2.75), "Door": (4.50, 6.75, 1.50, 0.25)}
    px = 59.52

    def canvas(cab_w: float, fills: dict[str, str]) -> list[Row]:
        rows = [r("panel", "Page 1", "", 420, 170, 1100, 760)]
        for n, (x, y, w, h) in shapes.items():
            if n == "Storage cabinet":
                w = cab_w
            rows.append(r("shape", n, fills.get(n, ""), int(440 + x * px), int(190 + y * px), int(w * px), int(h * px)))
        return rows

    def sidebar_shape(x: str, y: str, w: str, h: str, fill: str, line: str = "Dark Gray 4", palette: bool = False) -> list[Row]:
        rows = [r("label", "", "Properties", 1540, 130, 300, 24),
                r("label", "", "Area", 1540, 164, 300, 22), r("combo-box", "Fill", "Color", 1560, 190, 160, 26), r("push-button", "Fill Color", fill, 1730, 190, 170, 26),
                r("combo-box", "Transparency", "None", 1560, 222, 160, 26),
                r("label", "", "Shadow", 1540, 262, 300, 22), r("check-box", "Enable", "", 1560, 288, 160, 24),
                r("label", "", "Line", 1540, 324, 300, 22), r("combo-box", "Line style", "Continuous", 1560, 350, 160, 26),
                r("spin-button", "Line width", "0.01″", 1730, 350, 170, 26), r("push-button", "Line Color", line, 1560, 382, 160, 26),
                r("label", "", "Position and Size", 1540, 424, 300, 22),
                r("label", "", "Position X:", 1560, 450, 100, 24), r("spin-button", "Position X", x, 1670, 450, 120, 26),
                r("label", "", "Position Y:", 1560, 482, 100, 24), r("spin-button", "Position Y", y, 1670, 482, 120, 26),
                r("label", "", "Width:", 1560, 514, 100, 24), r("spin-button", "Width", w, 1670, 514, 120, 26),
                r("label", "", "Height:", 1560, 546, 100, 24), r("spin-button", "Height", h, 1670, 546, 120, 26),
                r("check-box", "Keep ratio", "", 1560, 578, 160, 24), r("label", "", "Rotation:", 1560, 610, 100, 24), r("spin-button", "Rotation", "0.00°", 1670, 610, 120, 26),
                r("label", "", "Flip:", 1560, 642, 100, 24), r("push-button", "Flip Vertically", "", 1670, 642, 30, 26), r("push-button", "Flip Horizontally", "", 1704, 642, 30, 26)]
        if palette:
            names = ["White", "Light Gray 4", "Light Gray 3", "Light Gray 2", "Gray", "Dark Gray 2", "Black",
                     "Light Blue 4", "Light Blue 3", "Light Blue 2", "Light Blue 1", "Blue", "Dark Blue 1", "Dark Blue 2",
                     "Light Green 4", "Light Green 3", "Light Green 2", "Light Green 1", "Green", "Dark Green 1", "Dark Green 2"]
            rows += [r("panel", "Fill Color palette", "", 1600, 220, 300, 240), r("combo-box", "Palette", "standard", 1610, 228, 280, 24)]
            rows += [r("push-button", n, "", 1614 + 38 * (i % 7), 262 + 38 * (i // 7), 34, 34) for i, n in enumerate(names)]
        return rows

    def sidebar_page() -> list[Row]:
        return [r("label", "", "Properties", 1540, 130, 300, 24), r("label", "", "Page", 1540, 164, 300, 22),
                r("combo-box", "Format", "Letter", 1600, 190, 200, 26), r("combo-box", "Orientation", "Landscape", 1600, 222, 200, 26),
                r("combo-box", "Background", "None", 1600, 254, 200, 26), r("label", "", "Master Slides", 1540, 296, 300, 22),
                r("combo-box", "Master Slide", "Default", 1600, 322, 200, 26), r("combo-box", "Margins", "Normal 0.79″", 1600, 354, 200, 26)]

    def navigator() -> list[Row]:
        rows = [r("label", "", "Navigator", 1540, 130, 300, 24), r("combo-box", "Document", "floorplan", 1540, 160, 360, 26),
                r("tree-item", "Page 1", "", 1540, 196, 360, 24)]
        rows += [r("tree-item", n, "", 1560, 220 + 24 * i, 340, 24) for i, n in enumerate(["Bookshelf", "Desk A", "Desk B", "Door", "Storage cabinet", "Window wall"])]
        return rows

    def win(side: list[Row], sel: str | None, size: str | None, pos: str | None, modified: bool, cab_w: float, fills: dict[str, str], extra: list[Row] = ()) -> list[Row]:
        rows = [r("frame", "floorplan.odg - LibreOffice Draw", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 78 + 56 * i, 64, 54, 24) for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Page", "Shape", "Tools", "Window", "Help"])]
        rows += [r("push-button", n, "", 80 + 34 * i, 94, 30, 30) for i, n in enumerate(["New", "Open", "Save", "Export", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Undo", "Redo"])]
        rows += [r("label", "", "Pages", 80, 140, 320, 24), r("list-item", "Page 1", "selected", 90, 170, 300, 200)]
        rows += canvas(cab_w, fills)
        rows += [r("page-tab", n, "", 1884, 130 + 34 * i, 30, 30) for i, n in enumerate(["Properties", "Styles", "Gallery", "Navigator", "Shapes"])]
        rows += side
        rows += [r("label", "", f"Rectangle '{sel}' selected" if sel else "", 80, 1052, 360, 22), r("label", "", pos or "", 460, 1052, 140, 22),
                 r("label", "", size or "", 610, 1052, 140, 22),
                 r("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", 770, 1052, 30, 22),
                 r("label", "", "Page 1 of 1", 820, 1052, 100, 22), r("label", "", "Default", 930, 1052, 100, 22), r("label", "", "62%", 1840, 1052, 60, 22)]
        return rows + list(extra)

    fill0 = {"Desk A": "Light Gray 4", "Desk B": "Light Gray 4", "Storage cabinet": "Light Gray 3", "Bookshelf": "Light Gray 3", "Window wall": "Dark Gray 2", "Door": "White"}
    fill1 = dict(fill0, **{"Desk A": "Light Blue 4"})

    def dlg(w: str) -> list[Row]:
        return [r("dialog", "Position and Size", "", 560, 220, 760, 560),
                *tabs(580, 250, ["Position and Size", "Rotation", "Slant & Corner Radius"], w=200, h=30),
                r("label", "", "Position", 590, 300, 200, 22), r("label", "", "Position X:", 610, 330, 120, 24), r("spin-button", "Position X", "7.25″", 740, 330, 120, 26),
                r("label", "", "Position Y:", 610, 362, 120, 24), r("spin-button", "Position Y", "1.50″", 740, 362, 120, 26),
                r("label", "", "Size", 590, 420, 200, 22), r("label", "", "Width:", 610, 450, 120, 24), r("spin-button", "Width", w, 740, 450, 120, 26),
                r("label", "", "Height:", 610, 482, 120, 24), r("spin-button", "Height", "1.80″", 740, 482, 120, 26),
                r("check-box", "Keep ratio", "", 610, 514, 160, 24),
                r("label", "", "Protect", 590, 560, 200, 22), r("check-box", "Position", "", 610, 586, 160, 24), r("check-box", "Size", "", 610, 612, 160, 24),
                r("push-button", "Help", "", 580, 740, 90, 30), r("push-button", "Reset", "", 1000, 740, 90, 30),
                r("push-button", "OK", "", 1110, 740, 90, 30), r("push-button", "Cancel", "", 1210, 740, 90, 30)]

    run = ("LibreOffice Draw",)
    c = "Mon May 20  {}"
    cab = "Storage cabinet"
    cab_x, cab_y = int(440 + 7.25 * px), int(190 + 1.50 * px)
    turns = [
        (code(f"pyautogui.click({cab_x + 60}, {cab_y + 50})"),
         desk(win(sidebar_shape("7.25″", "1.50″", "4.00″", "1.80″", "Light Gray 3"), cab, "4.00 x 1.80", "7.25 / 1.50", False, 4.00, fill0), c.format("15:11"), run)),
        (code("pyautogui.press('f4')"),
         desk(win(sidebar_shape("7.25″", "1.50″", "4.00″", "1.80″", "Light Gray 3"), cab, "4.00 x 1.80", "7.25 / 1.50", False, 4.00, fill0, dlg("4.00″")), c.format("15:11"), run)),
        (code("pyautogui.tripleClick(800, 463)\npyautogui.write('3.20')"),
         desk(win(sidebar_shape("7.25″", "1.50″", "4.00″", "1.80″", "Light Gray 3"), cab, "4.00 x 1.80", "7.25 / 1.50", False, 4.00, fill0, dlg("3.20")), c.format("15:12"), run)),
        (code("pyautogui.click(1155, 755)"),
         desk(win(sidebar_shape("7.25″", "1.50″", "3.20″", "1.80″", "Light Gray 3"), cab, "3.20 x 1.80", "7.25 / 1.50", True, 3.20, fill0), c.format("15:12"), run)),
        (code(f"pyautogui.click({int(440 + 1.0 * px) + 60}, {int(190 + 1.5 * px) + 30})"),
         desk(win(sidebar_shape("1.00″", "1.50″", "2.50″", "1.25″", "Light Gray 4"), "Desk A", "2.50 x 1.25", "1.00 / 1.50", True, 3.20, fill0), c.format("15:13"), run)),
        (code("pyautogui.click(1888, 203)"),
         desk(win(sidebar_shape("1.00″", "1.50″", "2.50″", "1.25″", "Light Gray 4", palette=True), "Desk A", "2.50 x 1.25", "1.00 / 1.50", True, 3.20, fill0), c.format("15:13"), run)),
        (code("pyautogui.click(1631, 317)"),
         desk(win(sidebar_shape("1.00″", "1.50″", "2.50″", "1.25″", "Light Blue 4"), "Desk A", "2.50 x 1.25", "1.00 / 1.50", True, 3.20, fill1), c.format("15:13"), run)),
        (code("pyautogui.click(1300, 880)"),
         desk(win(sidebar_page(), None, None, None, True, 3.20, fill1), c.format("15:14"), run)),
        (code("pyautogui.click(1899, 247)"),
         desk(win(navigator(), None, None, None, True, 3.20, fill1), c.format("15:14"), run)),
        (code("pyautogui.doubleClick(1620, 328)"),
         desk(win(navigator(), cab, "3.20 x 1.80", "7.25 / 1.50", True, 3.20, fill1), c.format("15:15"), run)),
        (code("pyautogui.click(1899, 145)"),
         desk(win(sidebar_shape("7.25″", "1.50″", "4.00″", "1.80″", "Light Gray 3"), cab, "4.00 x 1.80", "7.25 / 1.50", True, 3.20, fill1), c.format("15:15"), run)),
        (code("pyautogui.hotkey('ctrl', 's')\npyautogui.click(1300, 880)"),
         desk(win(sidebar_page(), None, None, None, False, 3.20, fill1), c.format("15:16"), run)),
    ]
    state = desk(win(sidebar_page(), None, None, None, False, 4.00, fill0), c.format("15:10"), run)
    return dict(tid="h33-os-21", system=system(task), turns=turns, state=state, bad=True, turn=11,
                kind="cabinet width set to 3.20 reads back as the old 4.00 in the sidebar")


# Bitwarden: clean
def t22() -> dict:
    task = "In the Bitwarden desktop app, create a login 'Nextcloud (home)' in the 'Home Lab' folder with username alex, a generated 24-character password with special characters and the URI https://cloud.home.arpa; then change the username to alex@home.arpa and check the item in 'All items'."
    home_lab = [("Grafana", "admin"), ("Home Assistant", "alex"), ("pfSense", "admin"), ("Proxmox VE", "root@pam"), ("Synology DSM", "alex"), ("UniFi Controller", "alex")]
    allv = [("Amazon", "alex.moreau@fastmail.com"), ("Bank of the West", "amoreau"), ("Fastmail", "alex.moreau@fastmail.com"), ("GitHub", "amoreau-dev"),
            ("Grafana", "admin"), ("Home Assistant", "alex"), ("Netflix", "alex.moreau@fastmail.com"), ("pfSense", "admin"), ("Proxmox VE", "root@pam"),
            ("Steam", "willow_fern"), ("Synology DSM", "alex"), ("UniFi Controller", "alex"), ("Visa •4821", ""), ("Work VPN", "a.moreau")]
    pw = "t8#Wq2v!Lk9zR$mXb4Pc&eNh"
    nc = "Nextcloud (home)"

    def srt(xs: list[tuple[str, str]]) -> list[tuple[str, str]]:
        return sorted(xs, key=lambda t: t[0].lower())

    def win(folder: str, items: list[tuple[str, str]], sel: str | None, right: list[Row], extra: list[Row] = ()) -> list[Row]:
        rows = [r("frame", "Bitwarden", "", 70, 27, 1850, 1053)]
        rows += [r("menu", m, "", 78 + 64 * i, 34, 62, 22) for i, m in enumerate(["File", "Edit", "View", "Account", "Window", "Help"])]
        rows += [r("entry", "Search vault", "", 80, 70, 300, 30)]
        cats = ["All items", "Favorites", "Login", "Card", "Identity", "Secure note", "Folders", "Finance", "Home Lab", "Work", "No folder"]
        rows += [r("tree-item", n, "selected" if n == folder else "", 80 + (16 if n in ("Finance", "Home Lab", "Work", "No folder") else 0), 110 + 30 * i, 280, 28) for i, n in enumerate(cats)]
        rows += [r("push-button", "Add item", "", 920, 70, 36, 30)]
        for i, (n, u) in enumerate(items):
            y = 110 + 52 * i
            rows += [r("list-item", n, "selected" if n == sel else "", 400, y, 560, 50), r("label", "", n, 450, y + 4, 480, 22), r("label", "", u, 450, y + 26, 480, 20)]
        return rows + right + list(extra)

    def form(name: str, user: str, pwd: str, uri: str) -> list[Row]:
        return [r("label", "", "ADD ITEM" if name != nc or user == "alex" else "EDIT ITEM", 990, 70, 300, 26),
                r("combo-box", "What type of item is this?", "Login", 990, 110, 460, 30),
                r("entry", "Name", name, 990, 160, 900, 30), r("entry", "Username", user, 990, 210, 900, 30),
                r("password-text", "Password", "•" * len(pwd) if pwd else "", 990, 260, 820, 30),
                r("push-button", "Check if password has been exposed", "", 1816, 260, 30, 30), r("push-button", "Generate password", "", 1852, 260, 30, 30),
                r("entry", "Authenticator key (TOTP)", "", 990, 310, 900, 30), r("entry", "URI 1", uri, 990, 380, 860, 30),
                r("push-button", "Match detection", "", 1856, 380, 30, 30), r("push-button", "New URI", "", 990, 420, 160, 26),
                r("combo-box", "Folder", "Home Lab", 990, 470, 460, 30), r("check-box", "Favorite", "", 1470, 470, 120, 30),
                r("check-box", "Master password re-prompt", "", 1600, 470, 260, 30), r("text", "Notes", "", 990, 520, 900, 100),
                r("push-button", "Save", "", 990, 1020, 90, 34), r("push-button", "Cancel", "", 1090, 1020, 90, 34)]

    def gen(pwd: str, length: str, special: bool) -> list[Row]:
        return [r("dialog", "Generator", "", 620, 160, 700, 720), r("label", "", pwd, 650, 200, 560, 40),
                r("push-button", "Regenerate password", "", 1230, 204, 32, 32), r("push-button", "Copy password", "", 1270, 204, 32, 32),
                r("radio-button", "Password", "checked", 650, 270, 160, 26), r("radio-button", "Passphrase", "", 820, 270, 160, 26),
                r("spin-button", "Length", length, 650, 320, 200, 30), r("check-box", "A-Z", "checked", 650, 370, 120, 26), r("check-box", "a-z", "checked", 780, 370, 120, 26),
                r("check-box", "0-9", "checked", 910, 370, 120, 26), r("check-box", "!@#$%^&*", "checked" if special else "", 1040, 370, 140, 26),
                r("spin-button", "Minimum numbers", "1", 650, 420, 200, 30), r("spin-button", "Minimum special", "1" if special else "0", 870, 420, 200, 30),
                r("check-box", "Avoid ambiguous characters", "", 650, 470, 300, 26),
                r("push-button", "Use this password", "", 650, 820, 200, 34), r("push-button", "Cancel", "", 860, 820, 100, 34)]

    def view(user: str, shown: bool, updated: str) -> list[Row]:
        return [r("label", "", "ITEM INFORMATION", 990, 70, 300, 26),
                r("label", "", "Name", 990, 110, 200, 20), r("label", "", nc, 990, 130, 800, 26),
                r("label", "", "Username", 990, 170, 200, 20), r("label", "", user, 990, 190, 800, 26), r("push-button", "Copy username", "", 1850, 186, 30, 30),
                r("label", "", "Password", 990, 230, 200, 20), r("label", "", pw if shown else "••••••••", 990, 250, 800, 26),
                r("push-button", "Toggle visibility", "", 1810, 246, 30, 30), r("push-button", "Copy password", "", 1850, 246, 30, 30),
                r("label", "", "URIs", 990, 300, 200, 20), r("link", "https://cloud.home.arpa", "", 990, 320, 400, 26),
                r("label", "", "Folder", 990, 360, 200, 20), r("label", "", "Home Lab", 990, 380, 400, 26),
                r("label", "", f"Updated: {updated}", 990, 960, 500, 20), r("label", "", "Created: May 14, 2024, 11:12:40 AM", 990, 984, 500, 20),
                r("push-button", "Edit", "", 990, 1020, 90, 34), r("push-button", "Clone", "", 1090, 1020, 90, 34), r("push-button", "Delete", "", 1820, 1020, 60, 34)]

    run = ("Bitwarden",)
    c = "Tue May 14  {}"
    hl7 = srt(home_lab + [(nc, "alex")])
    hl7b = srt(home_lab + [(nc, "alex@home.arpa")])
    all15 = srt(allv + [(nc, "alex@home.arpa")])
    u1 = "May 14, 2024, 11:12:40 AM"
    u2 = "May 14, 2024, 11:14:05 AM"
    turns = [
        (code("pyautogui.click(230, 364)"),
         desk(win("Home Lab", srt(home_lab), None, [r("label", "", "Select an item to view it", 1300, 500, 300, 24)]), c.format("11:09"), run)),
        (code("pyautogui.click(938, 85)"),
         desk(win("Home Lab", srt(home_lab), None, form("", "", "", "")), c.format("11:10"), run)),
        (code("pyautogui.click(1440, 175)\npyautogui.write('Nextcloud (home)')\npyautogui.click(1440, 225)\npyautogui.write('alex')"),
         desk(win("Home Lab", srt(home_lab), None, form(nc, "alex", "", "")), c.format("11:10"), run)),
        (code("pyautogui.click(1867, 275)"),
         desk(win("Home Lab", srt(home_lab), None, form(nc, "alex", "", ""), gen("Fv7qLm2RxTbz9K", "14", False)), c.format("11:11"), run)),
        (code("pyautogui.tripleClick(750, 335)\npyautogui.write('24')\npyautogui.press('tab')\npyautogui.click(1052, 383)"),
         desk(win("Home Lab", srt(home_lab), None, form(nc, "alex", "", ""), gen(pw, "24", True)), c.format("11:11"), run)),
        (code("pyautogui.click(750, 837)"),
         desk(win("Home Lab", srt(home_lab), None, form(nc, "alex", pw, "")), c.format("11:11"), run)),
        (code("pyautogui.click(1420, 395)\npyautogui.write('https://cloud.home.arpa')"),
         desk(win("Home Lab", srt(home_lab), None, form(nc, "alex", pw, "https://cloud.home.arpa")), c.format("11:12"), run)),
        (code("pyautogui.click(1035, 1037)"),
         desk(win("Home Lab", hl7, nc, view("alex", False, u1), [r("alert", "", "Item added", 1600, 40, 300, 50)]), c.format("11:12"), run)),
        (code("pyautogui.click(1825, 261)"),
         desk(win("Home Lab", hl7, nc, view("alex", True, u1)), c.format("11:13"), run)),
        (code("pyautogui.click(1035, 1037)\npyautogui.tripleClick(1440, 225)\npyautogui.write('alex@home.arpa')"),
         desk(win("Home Lab", hl7, nc, form(nc, "alex@home.arpa", pw, "https://cloud.home.arpa")), c.format("11:13"), run)),
        (code("pyautogui.click(1035, 1037)"),
         desk(win("Home Lab", hl7b, nc, view("alex@home.arpa", False, u2), [r("alert", "", "Item saved", 1600, 40, 300, 50)]), c.format("11:14"), run)),
        (code("pyautogui.click(220, 124)"),
         desk(win("All items", all15, nc, view("alex@home.arpa", False, u2)), c.format("11:14"), run)),
    ]
    state = desk(win("All items", srt(allv), None, [r("label", "", "Select an item to view it", 1300, 500, 300, 24)]), c.format("11:09"), run)
    return dict(tid="h33-os-22", system=system(task), turns=turns, state=state, bad=False)



def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        spec = make()
        rs.add(task="os", **spec)
    rs.write()


if __name__ == "__main__":
    main()
