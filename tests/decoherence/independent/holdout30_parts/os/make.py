# ruff: noqa: E501
"""Held-out set holdout30, domain ``os``: 22 Ubuntu GNOME desktop trajectories (11 with one contradiction).

Each trajectory is driven by Python actions (pyautogui and app helpers) and observed through the
tab-separated accessibility table. Observations are rendered from an explicit per-trajectory state so
that everything is consistent except the one planted drift in the ``bad`` trajectories. Run with
``python -m tests.decoherence.independent.holdout30_parts.os.make``; it writes ``os_test.jsonl`` and
``labels.json`` next to this file. Deterministic: no randomness, no clock reads.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

TASK = "os"


def row(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "",
        pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> str:
    return "\t".join([tag, name, text, cls, desc, f"({pos[0]}, {pos[1]})", f"({size[0]}, {size[1]})"])


DOCK = [
    row("push-button", "Firefox Web Browser", "", "", "", (0, 40), (70, 64)),
    row("push-button", "Thunderbird Mail", "", "", "", (0, 108), (70, 64)),
    row("push-button", "Files", "", "", "", (0, 176), (70, 64)),
    row("push-button", "Rhythmbox", "", "", "", (0, 244), (70, 64)),
    row("push-button", "LibreOffice Writer", "", "", "", (0, 312), (70, 64)),
    row("push-button", "Ubuntu Software", "", "", "", (0, 380), (70, 64)),
    row("push-button", "Help", "", "", "", (0, 448), (70, 64)),
    row("toggle-button", "Show Applications", "", "", "", (0, 1012), (70, 64)),
]


def screen(clock: str, rows: list[str], dock: bool = True) -> str:
    top = [row("push-button", "Activities", "", "", "", (0, 0), (98, 27)),
           row("label", "", clock, "", "", (884, 0), (152, 27)),
           row("menu", "System", "", "", "", (1780, 0), (140, 27))]
    return "\n".join([OS_HDR] + top + (DOCK if dock else []) + rows)


def gsize(n: int) -> str:
    """GLib g_format_size (decimal units)."""
    if n < 1000:
        return f"{n} bytes"
    for unit, div in (("kB", 1e3), ("MB", 1e6), ("GB", 1e9), ("TB", 1e12)):
        if n < div * 1000 or unit == "TB":
            return f"{n / div:.1f} {unit}"
    return str(n)


def money(v: float) -> str:
    return f"${v:,.2f}"


# ---------------------------------------------------------------------------------------------- 01
def t01(rs: RowSet) -> None:
    """LibreOffice Calc: revise a Q2 marketing budget. BAD: an unedited cell shows a different value."""
    cats = ["Paid search", "Social ads", "Content production", "Events", "Email platform",
            "Design contractors", "Analytics tools", "Print collateral"]
    vals = {"B": [4200, 2800, 1900, 0, 349, 2400, 610, 450],
            "C": [4350, 2950, 1900, 6500, 349, 1800, 610, 0],
            "D": [4500, 3100, 2100, 1200, 349, 2000, 610, 300]}
    st = {"cur": "A1", "input": "Category", "fmt": "general", "modified": False, "status": "", "sel": "A1"}
    title = "Q2_marketing_budget.ods - LibreOffice Calc"

    def num(col: str, r: int) -> float:
        """Numeric value of cell col+r (rows 2..10)."""
        if col in "BCD":
            return sum(vals[col]) if r == 10 else vals[col][r - 2]
        if col == "E":
            return sum(num(c, r) for c in "BCD")
        raise KeyError(col)

    def disp(v: float) -> str:
        return money(v) if st["fmt"] == "currency" else f"{v:g}"

    def grid(override: dict[str, str] | None = None) -> list[str]:
        out = []
        xs = {"A": 52, "B": 236, "C": 340, "D": 444, "E": 548}
        ws = {"A": 184, "B": 104, "C": 104, "D": 104, "E": 104}
        heads = {"A": "Category", "B": "April", "C": "May", "D": "June", "E": "Total"}
        for r in range(1, 12):
            y = 212 + 19 * (r - 1)
            for c in "ABCDEFG":
                x = xs.get(c, 652 + 104 * (ord(c) - ord("F")))
                w = ws.get(c, 104)
                if r == 1:
                    text = heads.get(c, "")
                elif r == 11 or c in "FG":
                    text = ""
                elif c == "A":
                    text = "Total" if r == 10 else cats[r - 2]
                else:
                    text = disp(num(c, r))
                if override and f"{c}{r}" in override:
                    text = override[f"{c}{r}"]
                out.append(row("table-cell", f"{c}{r}", text, "", "", (x, y), (w, 19)))
        return out

    def chrome() -> list[str]:
        return [row("frame", title, "", "", "", (70, 27), (1850, 1053)),
                row("menu", "File", "", "", "", (70, 60), (38, 22)), row("menu", "Edit", "", "", "", (108, 60), (38, 22)),
                row("menu", "View", "", "", "", (146, 60), (42, 22)), row("menu", "Insert", "", "", "", (188, 60), (48, 22)),
                row("menu", "Format", "", "", "", (236, 60), (54, 22)), row("menu", "Styles", "", "", "", (290, 60), (50, 22)),
                row("menu", "Sheet", "", "", "", (340, 60), (44, 22)), row("menu", "Data", "", "", "", (384, 60), (40, 22)),
                row("menu", "Tools", "", "", "", (424, 60), (44, 22)), row("menu", "Window", "", "", "", (468, 60), (58, 22)),
                row("menu", "Help", "", "", "", (526, 60), (40, 22)),
                row("combo-box", "Font Name", "Liberation Sans", "", "", (80, 120), (160, 24)),
                row("combo-box", "Font Size", "10 pt", "", "", (244, 120), (64, 24)),
                row("push-button", "Format as Currency", "", "", "", (930, 120), (24, 24)),
                row("push-button", "Format as Percent", "", "", "", (956, 120), (24, 24)),
                row("push-button", "AutoSum", "", "", "", (1240, 150), (24, 24))]

    def view(clock: str, override: dict[str, str] | None = None) -> str:
        rows = [*chrome(),
                row("combo-box", "Name Box", st["cur"], "", "", (74, 150), (110, 24)),
                row("text", "Input line", st["input"], "", "", (300, 150), (1600, 24)),
                *grid(override),
                row("page-tab", "Budget", "", "", "", (120, 1010), (70, 22)),
                row("page-tab", "Summary", "", "", "", (192, 1010), (80, 22)),
                row("label", "", "Sheet 1 of 2", "", "", (74, 1040), (110, 20)),
                row("label", "", "Default", "", "", (300, 1040), (80, 20)),
                row("label", "", "English (USA)", "", "", (460, 1040), (110, 20)),
                row("label", "", "The document has been modified. Click to save the document." if st["modified"] else "The document has not been modified since the last save.", "", "", (640, 1040), (20, 20)),
                row("label", "", st["status"], "", "", (1000, 1040), (420, 20)),
                row("slider", "Zoom", "100%", "", "", (1700, 1040), (200, 20))]
        return screen(clock, rows)

    def stat(cells: list[tuple[str, int]]) -> str:
        nums = [num(c, r) for c, r in cells]
        s = sum(nums)
        a = s / len(nums)
        if st["fmt"] == "currency":
            return f"Average: {money(a)}; Sum: {money(s)}"
        return f"Average: {a:g}; Sum: {s:g}" if a == int(a) else f"Average: {a:.4f}".rstrip("0") + f"; Sum: {s:g}"

    turns = []
    st.update(cur="B4", input="1900", status=stat([("B", 4)]))
    turns.append((code("import pyautogui\npyautogui.click(128, 161)  # Name Box\npyautogui.typewrite('B4\\n')"), view("Tue Mar 12  09:31")))
    vals["B"][2] = 2050
    st.update(cur="B5", input="0", status=stat([("B", 5)]), modified=True)
    turns.append((code("pyautogui.typewrite('2050\\n')"), view("Tue Mar 12  09:31")))
    rng = [(c, r) for r in range(2, 10) for c in "BCD"]
    st.update(cur="B2:D9", input="4200", status=stat(rng))
    turns.append((code("pyautogui.click(128, 161)\npyautogui.typewrite('B2:D9\\n')"), view("Tue Mar 12  09:32")))
    st.update(cur="D7", input="2000", status=stat([("D", 7)]))
    vals["D"][5] = 2250
    st.update(cur="D8", input="610", status=stat([("D", 8)]))
    turns.append((code("pyautogui.click(128, 161)\npyautogui.typewrite('D7\\n')\npyautogui.typewrite('2250\\n')"), view("Tue Mar 12  09:33")))
    st["fmt"] = "currency"
    rng = [(c, r) for r in range(2, 11) for c in "BCDE"]
    st.update(cur="B2:E10", input="4200", status=stat(rng))
    turns.append((code("pyautogui.click(128, 161)\npyautogui.typewrite('B2:E10\\n')\npyautogui.hotkey('ctrl', 'shift', '4')  # Format as Currency"), view("Tue Mar 12  09:34")))
    st.update(cur="E10", input="=SUM(B10:D10)", status=stat([("E", 10)]))
    turns.append((code("pyautogui.click(128, 161)\npyautogui.typewrite('E10\\n')"), view("Tue Mar 12  09:34")))
    # BAD: C3 (Social ads, May) was 2950 in every earlier view and was never edited
    st.update(cur="C5", input="6500", status=stat([("C", 5)]))
    turns.append((code("pyautogui.click(128, 161)\npyautogui.typewrite('C5\\n')"), view("Tue Mar 12  09:35", {"C3": money(2590)})))
    # Summary sheet (references Budget totals)
    q = [num(c, 10) for c in "BCD"]
    cap = 48000

    def summary(clock: str, modified: bool, status: str, cur: str, inp: str) -> str:
        rows = [*chrome(),
                row("combo-box", "Name Box", cur, "", "", (74, 150), (110, 24)),
                row("text", "Input line", inp, "", "", (300, 150), (1600, 24))]
        data = [("Month", "Spend", "Share of Q2"), ("April", money(q[0]), f"{q[0] / sum(q):.1%}"),
                ("May", money(q[1]), f"{q[1] / sum(q):.1%}"), ("June", money(q[2]), f"{q[2] / sum(q):.1%}"),
                ("Q2 total", money(sum(q)), "100.0%"), ("", "", ""), ("Budget cap", money(cap), ""),
                ("Remaining", money(cap - sum(q)), f"{(cap - sum(q)) / cap:.1%}")]
        for i, (a, b, c) in enumerate(data, 1):
            y = 212 + 19 * (i - 1)
            rows += [row("table-cell", f"A{i}", a, "", "", (52, y), (184, 19)),
                     row("table-cell", f"B{i}", b, "", "", (236, y), (104, 19)),
                     row("table-cell", f"C{i}", c, "", "", (340, y), (104, 19))]
        rows += [row("page-tab", "Budget", "", "", "", (120, 1010), (70, 22)),
                 row("page-tab", "Summary", "", "", "", (192, 1010), (80, 22)),
                 row("label", "", "Sheet 2 of 2", "", "", (74, 1040), (110, 20)),
                 row("label", "", "Default", "", "", (300, 1040), (80, 20)),
                 row("label", "", "English (USA)", "", "", (460, 1040), (110, 20)),
                 row("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", "", "", (640, 1040), (20, 20)),
                 row("label", "", status, "", "", (1000, 1040), (420, 20)),
                 row("slider", "Zoom", "100%", "", "", (1700, 1040), (200, 20))]
        return screen(clock, rows)

    turns.append((code("pyautogui.hotkey('ctrl', 'pgdn')  # next sheet: Summary\npyautogui.click(128, 161)\npyautogui.typewrite('B8\\n')"),
                  summary("Tue Mar 12  09:35", True, f"Average: {money(cap - sum(q))}; Sum: {money(cap - sum(q))}", "B8", "=B7-B5")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  summary("Tue Mar 12  09:36", False, f"Average: {money(cap - sum(q))}; Sum: {money(cap - sum(q))}", "B8", "=B7-B5")))
    rs.add(task=TASK, tid="h30-os-01", system=OS_SYSTEM, turns=turns,
           state="LibreOffice Calc is open with ~/Documents/Q2_marketing_budget.ods (sheets 'Budget' and 'Summary'); the Budget sheet is active with A1 selected. Column E holds =SUM(Bn:Dn) per row and row 10 holds the monthly totals.",
           bad=True, turn=7, kind="spreadsheet cell that was never edited shows a different value than in earlier views")


# ---------------------------------------------------------------------------------------------- 02
def t02(rs: RowSet) -> None:
    """Nautilus: tidy ~/Downloads. Clean: creates, moves, a rename, re-sorts, trash, free space."""
    files = {"invoice_march_acme.pdf": (184213, "4 Mar"), "invoice_feb_acme.pdf": (179804, "5 Feb"),
             "invoice_2024-03_hosting.pdf": (92517, "1 Mar"),
             "ubuntu-22.04.4-desktop-amd64.iso": (4927586304, "22 Feb"),
             "zoom_amd64.deb": (156342112, "28 Feb"), "team-photo.jpg": (3412876, "7 Mar"),
             "notes.txt": (2113, "09:02"), "slides_final_v3.pptx": (8712004, "11 Mar"),
             "archive_old.zip": (1204332101, "3 Jan"), "receipt_hotel.pdf": (311045, "8 Mar")}
    folders: dict[str, dict[str, tuple[int, str]]] = {}
    fmod: dict[str, str] = {}
    st = {"sort": "name", "sel": set(), "toast": ""}

    def listing(cwd_files: dict[str, tuple[int, str]], subdirs: dict[str, dict[str, tuple[int, str]]]) -> list[str]:
        if st["sort"] == "name":
            dk = sorted(subdirs, key=str.lower)
            fk = sorted(cwd_files, key=str.lower)
        else:
            dk = sorted(subdirs, key=lambda d: -len(subdirs[d]))
            fk = sorted(cwd_files, key=lambda f: -cwd_files[f][0])
        out, y = [], 140
        for d in dk:
            n = len(subdirs[d])
            out += [row("table-cell", "", d, "", "Folder, selected" if d in st["sel"] else "Folder", (420, y), (760, 34)),
                    row("table-cell", "", f"{n} item" + ("" if n == 1 else "s"), "", "", (1180, y), (140, 34)),
                    row("table-cell", "", fmod[d], "", "", (1320, y), (160, 34))]
            y += 34
        for f in fk:
            out += [row("table-cell", "", f, "", "selected" if f in st["sel"] else "", (420, y), (760, 34)),
                    row("table-cell", "", gsize(cwd_files[f][0]), "", "", (1180, y), (140, 34)),
                    row("table-cell", "", cwd_files[f][1], "", "", (1320, y), (160, 34))]
            y += 34
        return out

    side = [row("list-item", n, "", "", "", (80, 110 + 36 * i), (250, 36)) for i, n in enumerate(
        ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"])]

    def win(clock: str, path: str, body: list[str], extra: list[str] | None = None, label: str = "") -> str:
        rows = [row("frame", label or path.rsplit("/", 1)[-1], "", "", "", (70, 27), (1500, 900)),
                row("push-button", "Back", "", "", "", (340, 40), (34, 34)),
                row("push-button", "Forward", "", "", "", (376, 40), (34, 34)),
                row("label", "", label or path.replace("/home/dana", "Home"), "", "location bar", (420, 40), (600, 34)),
                row("toggle-button", "Search", "", "", "", (1300, 40), (34, 34)),
                row("toggle-button", "View options", "", "", "", (1340, 40), (34, 34)),
                row("push-button", "List view", "", "", "", (1380, 40), (34, 34)),
                *side,
                row("table-column-header", "Name", "", "", "sorted ascending" if st["sort"] == "name" else "", (420, 106), (760, 30)),
                row("table-column-header", "Size", "", "", "sorted descending" if st["sort"] == "size" else "", (1180, 106), (140, 30)),
                row("table-column-header", "Modified", "", "", "", (1320, 106), (160, 30)),
                *body, *(extra or [])]
        if st["toast"]:
            rows.append(row("notification", "", st["toast"], "", "", (700, 860), (420, 48)))
            rows.append(row("push-button", "Undo", "", "", "", (1040, 868), (60, 32)))
        return screen(clock, rows)

    turns = []
    turns.append((code("import subprocess, pyautogui\nsubprocess.Popen(['nautilus', '/home/dana/Downloads'])\npyautogui.sleep(2)\npyautogui.hotkey('ctrl', '2')  # list view"),
                  win("Tue Mar 12  10:14", "/home/dana/Downloads", listing(files, folders))))
    folders["Invoices"] = {}
    fmod["Invoices"] = "10:15"
    st["sel"] = {"Invoices"}
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')\npyautogui.sleep(1)\npyautogui.typewrite('Invoices')\npyautogui.press('enter')"),
                  win("Tue Mar 12  10:15", "/home/dana/Downloads", listing(files, folders))))
    for f in ["invoice_march_acme.pdf", "invoice_feb_acme.pdf", "invoice_2024-03_hosting.pdf"]:
        folders["Invoices"][f] = files.pop(f)
    st["sel"] = set()
    st["toast"] = "3 files moved to “Invoices”"
    turns.append((code("# select the three invoice PDFs and drag them onto the Invoices folder\npyautogui.click(600, 225)\npyautogui.keyDown('ctrl')\npyautogui.click(600, 259)\npyautogui.click(600, 293)\npyautogui.keyUp('ctrl')\npyautogui.mouseDown(600, 293)\npyautogui.moveTo(600, 157, duration=0.6)\npyautogui.mouseUp()"),
                  win("Tue Mar 12  10:15", "/home/dana/Downloads", listing(files, folders))))
    files["2024-03_hotel_receipt.pdf"] = files.pop("receipt_hotel.pdf")
    st["sel"] = {"2024-03_hotel_receipt.pdf"}
    st["toast"] = ""
    turns.append((code("pyautogui.click(600, 259)  # receipt_hotel.pdf\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('2024-03_hotel_receipt.pdf')\npyautogui.press('enter')"),
                  win("Tue Mar 12  10:16", "/home/dana/Downloads", listing(files, folders))))
    st["sort"] = "size"
    turns.append((code("pyautogui.click(1250, 121)  # Size column header"),
                  win("Tue Mar 12  10:16", "/home/dana/Downloads", listing(files, folders))))
    files.pop("archive_old.zip")
    trash = {"archive_old.zip": 1204332101}
    st["sel"] = set()
    st["toast"] = "“archive_old.zip” moved to trash"
    turns.append((code("pyautogui.click(600, 225)  # archive_old.zip (second largest file)\npyautogui.press('delete')"),
                  win("Tue Mar 12  10:17", "/home/dana/Downloads", listing(files, folders))))
    st["toast"] = ""
    total = sum(s for s, _ in files.values()) + sum(s for s, _ in folders["Invoices"].values())
    nitems = len(files) + len(folders) + len(folders["Invoices"])
    free = 41812345856

    def props(free_b: int) -> list[str]:
        return [row("dialog", "Downloads Properties", "", "", "", (560, 200), (560, 520)),
                row("page-tab", "Basic", "", "", "", (600, 250), (80, 30)),
                row("page-tab", "Permissions", "", "", "", (690, 250), (110, 30)),
                row("page-tab", "Local Network Share", "", "", "", (810, 250), (170, 30)),
                row("label", "", "Name", "", "", (600, 300), (120, 24)), row("text", "", "Downloads", "", "", (740, 300), (340, 30)),
                row("label", "", "Type", "", "", (600, 340), (120, 24)), row("label", "", "Folder (inode/directory)", "", "", (740, 340), (340, 24)),
                row("label", "", "Contents", "", "", (600, 370), (120, 24)), row("label", "", f"{nitems} items, totalling {gsize(total)}", "", "", (740, 370), (340, 24)),
                row("label", "", "Parent Folder", "", "", (600, 410), (120, 24)), row("label", "", "/home/dana", "", "", (740, 410), (340, 24)),
                row("label", "", "Accessed", "", "", (600, 450), (120, 24)), row("label", "", "Tue 12 Mar 2024 10:17:02", "", "", (740, 450), (340, 24)),
                row("label", "", "Modified", "", "", (600, 480), (120, 24)), row("label", "", "Tue 12 Mar 2024 10:17:02", "", "", (740, 480), (340, 24)),
                row("label", "", "Free Space", "", "", (600, 520), (120, 24)), row("label", "", gsize(free_b), "", "", (740, 520), (340, 24))]

    turns.append((code("pyautogui.hotkey('alt', 'Return')  # nothing selected: properties of the current folder"),
                  win("Tue Mar 12  10:17", "/home/dana/Downloads", listing(files, folders), props(free))))
    tbody = [row("label", "", "Trash is empty", "", "", (780, 420), (320, 40)),
             row("push-button", "Restore", "", "", "", (1300, 106), (80, 30)),
             row("push-button", "Empty…", "", "", "", (1390, 106), (80, 30))]
    turns.append((code("pyautogui.press('escape')\npyautogui.click(205, 452)  # Trash in the sidebar\npyautogui.sleep(1)\npyautogui.click(1430, 121)  # Empty…\npyautogui.sleep(1)\npyautogui.press('enter')  # confirm 'Empty Trash'"),
                  win("Tue Mar 12  10:18", "trash:///", tbody, label="Trash")))
    del trash
    free += 1204332101 - 4096 * 37  # trash emptied; a little written elsewhere meanwhile
    turns.append((code("pyautogui.click(205, 308)  # Downloads in the sidebar\npyautogui.sleep(1)\npyautogui.hotkey('alt', 'Return')"),
                  win("Tue Mar 12  10:18", "/home/dana/Downloads", listing(files, folders), props(free))))
    st["sel"] = set()
    turns.append((code("pyautogui.press('escape')\npyautogui.doubleClick(600, 157)  # Invoices"),
                  win("Tue Mar 12  10:19", "/home/dana/Downloads/Invoices", listing(folders["Invoices"], {}))))
    rs.add(task=TASK, tid="h30-os-02", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user dana. ~/Downloads holds ten files (PDF invoices, an ISO, a .deb, a zip archive, photos and notes). Files (Nautilus) is not open yet.")


# ---------------------------------------------------------------------------------------------- 03
def t03(rs: RowSet) -> None:
    """Inkscape: recolour and resize a logo rectangle, add an ellipse, export. BAD: the rect's id changes."""
    objs = [{"tag": "svg:rect", "id": "rect412", "attrs": {"x": "40", "y": "60", "width": "120", "height": "80", "rx": "6", "style": "fill:#1f77b4;stroke:none;stroke-width:0.264583"}},
            {"tag": "svg:circle", "id": "circle835", "attrs": {"cx": "230", "cy": "100", "r": "38", "style": "fill:#ff7f0e;stroke:#333333;stroke-width:1.5"}},
            {"tag": "svg:text", "id": "text1021", "attrs": {"x": "40", "y": "190", "style": "font-size:28px;font-family:Cantarell;fill:#222222", "xml:space": "preserve"}}]
    st = {"sel": None, "status": "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.",
          "xywh": ("0", "0", "0", "0"), "tool": "Selector", "dirty": False, "extra": [], "fill": ""}

    def xml_rows(id_override: dict[str, str] | None = None) -> list[str]:
        out = [row("tree-item", "", '<svg:svg id="svg8">', "", "expanded", (1500, 160), (400, 26)),
               row("tree-item", "", '<svg:defs id="defs2">', "", "", (1520, 186), (380, 26)),
               row("tree-item", "", '<sodipodi:namedview id="base">', "", "", (1520, 212), (380, 26)),
               row("tree-item", "", '<svg:metadata id="metadata5">', "", "", (1520, 238), (380, 26)),
               row("tree-item", "", '<svg:g id="layer1" inkscape:label="Layer 1">', "", "expanded", (1520, 264), (380, 26))]
        y = 290
        for o in objs:
            oid = (id_override or {}).get(o["id"], o["id"])
            out.append(row("tree-item", "", f'<{o["tag"]} id="{oid}">', "", "selected" if st["sel"] == o["id"] else "", (1540, y), (360, 26)))
            y += 26
            if o["tag"] == "svg:text":
                out.append(row("tree-item", "", '<svg:tspan id="tspan1019">', "", "", (1560, y), (340, 26)))
                out.append(row("tree-item", "", "Northwind Analytics", "", "text node", (1580, y + 26), (320, 26)))
                y += 52
        if st["sel"]:
            o = next(o for o in objs if o["id"] == st["sel"])
            oid = (id_override or {}).get(o["id"], o["id"])
            y = 620
            out.append(row("table-cell", "", "id", "", "attribute name", (1500, y), (120, 24)))
            out.append(row("table-cell", "", oid, "", "attribute value", (1620, y), (280, 24)))
            for k, v in o["attrs"].items():
                y += 24
                out.append(row("table-cell", "", k, "", "attribute name", (1500, y), (120, 24)))
                out.append(row("table-cell", "", v, "", "attribute value", (1620, y), (280, 24)))
        return out

    def view(clock: str, id_override: dict[str, str] | None = None, dialog: list[str] | None = None) -> str:
        x, y, w, h = st["xywh"]
        title = ("*" if st["dirty"] else "") + "northwind-logo.svg - Inkscape"
        rows = [row("frame", title, "", "", "", (70, 27), (1850, 1053)),
                *[row("menu", m, "", "", "", (80 + 56 * i, 60), (56, 22)) for i, m in enumerate(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"])],
                row("label", "", "X:", "", "", (420, 92), (20, 26)), row("spin-button", "X", x, "", "", (440, 92), (90, 26)),
                row("label", "", "Y:", "", "", (540, 92), (20, 26)), row("spin-button", "Y", y, "", "", (560, 92), (90, 26)),
                row("label", "", "W:", "", "", (660, 92), (20, 26)), row("spin-button", "W", w, "", "", (680, 92), (90, 26)),
                row("label", "", "H:", "", "", (800, 92), (20, 26)), row("spin-button", "H", h, "", "", (820, 92), (90, 26)),
                row("combo-box", "Units", "px", "", "", (920, 92), (60, 26)),
                *[row("radio-button", t, "", "", "checked" if st["tool"] == t else "", (80, 130 + 36 * i), (34, 34)) for i, t in enumerate(
                    ["Selector", "Node", "Zoom", "Measure", "Rectangle", "3D Box", "Ellipse", "Star", "Spiral", "Pencil", "Pen", "Calligraphy", "Text", "Gradient", "Dropper"])],
                row("drawing-area", "Canvas", "", "", "", (120, 130), (1370, 860)),
                row("label", "", "XML Editor", "", "dock title", (1500, 130), (400, 26)),
                *xml_rows(id_override),
                row("label", "", "Fill:", "", "", (120, 1000), (30, 20)),
                row("label", "", st["fill"] or next((o["attrs"]["style"].split(";")[0].split(":")[1] for o in objs if o["id"] == st["sel"]), "N/A"), "", "fill indicator", (150, 1000), (90, 20)),
                row("combo-box", "Current layer", "Layer 1", "", "", (300, 1000), (120, 24)),
                row("label", "", st["status"], "", "status bar", (430, 1000), (900, 24)),
                row("label", "", "X: 312.44  Y: 154.20", "", "cursor coordinates", (1500, 1000), (180, 24)),
                row("label", "", "Z: 100%", "", "zoom", (1690, 1000), (80, 24)),
                row("label", "", "R: 0.00°", "", "rotation", (1780, 1000), (80, 24)),
                *st["extra"], *(dialog or [])]
        return screen(clock, rows, dock=False)

    def rect() -> dict:
        return objs[0]

    turns = []
    st.update(sel="rect412", xywh=("40", "60", "120", "80"),
              status="<b>Rectangle</b> 120 × 80 in layer <b>Layer 1</b>. Click selection to toggle scale/rotation handles (or Shift+s).")
    turns.append((code("import pyautogui\n# XML Editor is docked on the right; click the rect node\npyautogui.click(1640, 303)"), view("Wed Mar 13  14:02")))
    rect()["attrs"]["style"] = "fill:#e4572e;stroke:none;stroke-width:0.264583"
    st["dirty"] = True
    turns.append((code("# edit the style attribute value in the XML editor\npyautogui.doubleClick(1760, 776)  # value of 'style'\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('fill:#e4572e;stroke:none;stroke-width:0.264583')\npyautogui.press('enter')"),
                  view("Wed Mar 13  14:03")))
    rect()["attrs"]["width"] = "150"
    st.update(xywh=("40", "60", "150", "80"),
              status="<b>Rectangle</b> 150 × 80 in layer <b>Layer 1</b>. Click selection to toggle scale/rotation handles (or Shift+s).")
    turns.append((code("pyautogui.tripleClick(725, 105)  # W field\npyautogui.typewrite('150')\npyautogui.press('enter')"), view("Wed Mar 13  14:03")))
    objs.append({"tag": "svg:circle", "id": "circle1187", "attrs": {"cx": "330", "cy": "100", "r": "32", "style": "fill:#e4572e;stroke:none;stroke-width:0.264583"}})
    st.update(sel="circle1187", tool="Ellipse", xywh=("298", "68", "64", "64"),
              status="<b>Circle</b> 64 × 64 in layer <b>Layer 1</b>. Click selection to toggle scale/rotation handles (or Shift+s).")
    turns.append((code("pyautogui.press('e')  # ellipse tool\npyautogui.keyDown('ctrl')\npyautogui.moveTo(520, 280)\npyautogui.dragTo(584, 344, duration=0.5)\npyautogui.keyUp('ctrl')"),
                  view("Wed Mar 13  14:04")))
    # BAD: the rect's id reads rect418, though it was rect412 and no id was edited
    st.update(sel="rect412", tool="Selector", xywh=("40", "60", "150", "80"),
              status="<b>Rectangle</b> 150 × 80 in layer <b>Layer 1</b>. Click selection to toggle scale/rotation handles (or Shift+s).")
    turns.append((code("pyautogui.press('s')  # selector tool\npyautogui.click(1640, 303)  # rect node in the XML editor"), view("Wed Mar 13  14:05", {"rect412": "rect418"})))
    st.update(sel=None, fill="Different", xywh=("40", "60", "322", "137"),
              status="<b>4</b> objects selected of types <b>Rectangle</b>, <b>Circle</b>, <b>Text</b> in layer <b>Layer 1</b>. Click selection to toggle scale/rotation handles (or Shift+s).")
    turns.append((code("pyautogui.click(800, 600)  # canvas\npyautogui.hotkey('ctrl', 'a')"), view("Wed Mar 13  14:05")))
    exp = [row("dialog", "Export PNG Image", "", "", "docked", (1500, 560), (400, 430)),
           row("toggle-button", "Page", "", "", "", (1510, 590), (90, 28)),
           row("toggle-button", "Drawing", "", "", "", (1600, 590), (90, 28)),
           row("toggle-button", "Selection", "", "", "checked", (1690, 590), (90, 28)),
           row("toggle-button", "Custom", "", "", "", (1780, 590), (90, 28)),
           row("spin-button", "x0", "40.000", "", "", (1520, 630), (90, 26)), row("spin-button", "y0", "60.000", "", "", (1620, 630), (90, 26)),
           row("spin-button", "x1", "362.000", "", "", (1720, 630), (90, 26)), row("spin-button", "y1", "197.000", "", "", (1520, 660), (90, 26)),
           row("spin-button", "Width", "322.000", "", "", (1620, 660), (90, 26)), row("spin-button", "Height", "137.000", "", "", (1720, 660), (90, 26)),
           row("spin-button", "Image size width", "644", "", "pixels at", (1520, 700), (90, 26)),
           row("spin-button", "Image size height", "274", "", "", (1620, 700), (90, 26)),
           row("spin-button", "dpi", "192.00", "", "", (1720, 700), (90, 26)),
           row("text", "Filename", "/home/mira/Pictures/northwind-logo.png", "", "", (1520, 740), (300, 26)),
           row("push-button", "Export As...", "", "", "", (1520, 780), (120, 30)),
           row("push-button", "Export", "", "", "", (1760, 780), (100, 30))]
    st["status"] = "Drawing exported to <b>/home/mira/Pictures/northwind-logo.png</b>."
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'e')  # Export PNG dialog\npyautogui.click(1735, 604)  # Selection\npyautogui.tripleClick(1770, 713)\npyautogui.typewrite('192\\t')\npyautogui.click(1810, 795)  # Export"),
                  view("Wed Mar 13  14:06", dialog=exp)))
    st["dirty"] = False
    st["status"] = "Document saved."
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), view("Wed Mar 13  14:06", dialog=exp)))
    rs.add(task=TASK, tid="h30-os-03", system=OS_SYSTEM, turns=turns,
           state="Inkscape 1.1 is open with ~/Pictures/northwind-logo.svg (a blue rounded rectangle, an orange circle and the text 'Northwind Analytics' in Layer 1). The XML Editor dialog is docked on the right; nothing is selected.",
           bad=True, turn=5, kind="object id shown in the XML editor changes although the id was never edited")


# ---------------------------------------------------------------------------------------------- 04
def t04(rs: RowSet) -> None:
    """gedit: edit a sync daemon config. Clean: buffer edits, cursor position, search counts, save, language."""
    lines = ["# syncd configuration", "[general]", "device_name = dana-thinkpad", "log_level = info",
             "start_minimized = true", "", "[sync]", "interval = 300", "retry_interval = 60", "max_retries = 5",
             "conflict_policy = keep_both", "root = /home/dana/Sync", "", "[folders]",
             "documents = /home/dana/Sync/Documents", "photos = /home/dana/Sync/Photos",
             "notes = /home/dana/Sync/Notes", "", "[network]", "listen_port = 22000", "upnp = false",
             "rate_limit_up_kbps = 0", "rate_limit_down_kbps = 0", "watch_interval = 10"]
    st = {"ln": 1, "col": 1, "dirty": False, "lang": "Plain Text", "search": None, "extra": []}

    def view(clock: str) -> str:
        title = ("*" if st["dirty"] else "") + "syncd.conf"
        rows = [row("frame", f"{title} (~/.config/syncd) - gedit", "", "", "", (70, 27), (1200, 900)),
                row("push-button", "Open", "", "", "", (80, 40), (80, 34)),
                row("push-button", "New tab", "", "", "", (162, 40), (34, 34)),
                row("label", "", title, "", "header bar title", (560, 38), (200, 20)),
                row("label", "", "~/.config/syncd", "", "header bar subtitle", (560, 58), (200, 16)),
                row("push-button", "Save", "", "", "", (1080, 40), (70, 34)),
                row("push-button", "Main Menu", "", "", "", (1152, 40), (34, 34))]
        if st["search"]:
            q, label = st["search"]
            rows += [row("text", "Search", q, "", "", (850, 80), (260, 30)),
                     row("label", "", label, "", "occurrences", (1040, 84), (60, 22)),
                     row("push-button", "Previous result", "", "", "", (1112, 80), (30, 30)),
                     row("push-button", "Next result", "", "", "", (1142, 80), (30, 30))]
        rows += [row("text", "", "\n".join(lines), "", "editable, multi-line", (70, 114), (1200, 770)),
                 row("combo-box", "", st["lang"], "", "highlight mode", (760, 896), (110, 24)),
                 row("combo-box", "", "Tab Width: 4", "", "", (880, 896), (110, 24)),
                 row("label", "", f"Ln {st['ln']}, Col {st['col']}", "", "", (1000, 896), (110, 24)),
                 row("label", "", "INS", "", "", (1120, 896), (40, 24)), *st["extra"]]
        return screen(clock, rows)

    def count(q: str) -> int:
        return sum(ln.count(q) for ln in lines)

    turns = []
    turns.append((code("import subprocess, pyautogui\nsubprocess.Popen(['gedit', '/home/dana/.config/syncd/syncd.conf'])\npyautogui.sleep(2)"), view("Mon Mar 18  16:20")))
    st.update(search=("interval", f"1 of {count('interval')}"), ln=8, col=9)
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('interval')\npyautogui.press('enter')"), view("Mon Mar 18  16:20")))
    lines[7] = "interval = 900"
    st.update(search=None, dirty=True, ln=8, col=len(lines[7]) + 1)
    turns.append((code("pyautogui.press('escape')\npyautogui.press('home')\npyautogui.hotkey('shift', 'end')\npyautogui.typewrite('interval = 900')"), view("Mon Mar 18  16:21")))
    n = count("/home/dana/Sync")
    lines[:] = [ln.replace("/home/dana/Sync", "/home/dana/Cloud") for ln in lines]
    st["extra"] = [row("dialog", "Replace", "", "", "", (400, 300), (440, 250)),
                   row("text", "Find", "/home/dana/Sync", "", "", (520, 340), (300, 30)),
                   row("text", "Replace with", "/home/dana/Cloud", "", "", (520, 380), (300, 30)),
                   row("check-box", "Match case", "", "", "unchecked", (420, 420), (150, 24)),
                   row("check-box", "Match entire word only", "", "", "unchecked", (420, 446), (200, 24)),
                   row("check-box", "Regular expression", "", "", "unchecked", (420, 472), (200, 24)),
                   row("label", "", f"Found and replaced {n} occurrences", "", "", (420, 500), (300, 22)),
                   row("push-button", "Replace All", "", "", "", (560, 520), (100, 30)),
                   row("push-button", "Replace", "", "", "", (664, 520), (80, 30)),
                   row("push-button", "Find", "", "", "", (748, 520), (80, 30))]
    st.update(ln=17, col=len(lines[16]) + 1)
    turns.append((code("pyautogui.hotkey('ctrl', 'h')\npyautogui.typewrite('/home/dana/Sync')\npyautogui.press('tab')\npyautogui.typewrite('/home/dana/Cloud')\npyautogui.click(610, 535)  # Replace All"), view("Mon Mar 18  16:22")))
    st["extra"] = []
    lines.append("bandwidth_schedule = off-peak")
    st.update(ln=len(lines), col=len(lines[-1]) + 1)
    turns.append((code("pyautogui.press('escape')  # close the Replace dialog\npyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\npyautogui.typewrite('bandwidth_schedule = off-peak')"), view("Mon Mar 18  16:23")))
    st["dirty"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), view("Mon Mar 18  16:23")))
    st["lang"] = "INI"
    turns.append((code("pyautogui.click(815, 908)  # highlight mode selector\npyautogui.typewrite('ini')\npyautogui.press('enter')"), view("Mon Mar 18  16:24")))
    text = "\n".join(lines)
    st["extra"] = [row("dialog", "Document Statistics", "", "", "", (500, 300), (380, 260)),
                   row("label", "", "syncd.conf", "", "column header", (700, 330), (150, 22)),
                   row("label", "", "Lines", "", "", (520, 360), (160, 22)), row("label", "", str(len(lines)), "", "", (700, 360), (150, 22)),
                   row("label", "", "Words", "", "", (520, 384), (160, 22)), row("label", "", str(len(text.split())), "", "", (700, 384), (150, 22)),
                   row("label", "", "Characters (with spaces)", "", "", (520, 408), (160, 22)), row("label", "", str(len(text) - text.count("\n")), "", "", (700, 408), (150, 22)),
                   row("label", "", "Characters (no spaces)", "", "", (520, 432), (160, 22)), row("label", "", str(len(text.replace(" ", "").replace("\n", ""))), "", "", (700, 432), (150, 22)),
                   row("label", "", "Bytes", "", "", (520, 456), (160, 22)), row("label", "", str(len(text.encode())), "", "", (700, 456), (150, 22)),
                   row("push-button", "Update", "", "", "", (760, 510), (100, 30))]
    turns.append((code("pyautogui.click(1169, 57)  # main menu\npyautogui.click(1080, 330)  # Tools > Document Statistics"), view("Mon Mar 18  16:24")))
    st["extra"] = []
    st.update(search=("Cloud", f"1 of {count('Cloud')}"), ln=12, col=24)
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'home')\npyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('Cloud')\npyautogui.press('enter')"), view("Mon Mar 18  16:25")))
    rs.add(task=TASK, tid="h30-os-04", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user dana. The text editor (gedit) is not open; ~/.config/syncd/syncd.conf exists (24 lines, no trailing newline).")


# ---------------------------------------------------------------------------------------------- 05
def t05(rs: RowSet) -> None:
    """GNOME Settings: appearance, Night Light, power, workspaces. BAD: Night Light reads off without action."""
    panels = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking",
              "Applications", "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays",
              "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media", "Color", "Region & Language",
              "Accessibility", "Users", "Default Applications", "Date & Time", "About"]
    s = {"dark": False, "accent": "Default", "icon": 48, "autohide": False, "panel": True, "dockpos": "Left",
         "nl": False, "sched": "Sunset to Sunrise", "from": ("20", "00"), "to": ("06", "00"), "temp": "4000",
         "blank": "5 minutes", "dim": True, "susp": "When on battery power", "pbtn": "Suspend", "batt": False,
         "hot": True, "edges": True, "fixed": False, "nws": 4, "dnd": False, "lockn": True}

    def sw(name: str, on: bool, y: int, sens: bool = True) -> str:
        return row("switch", name, "", "", ("on" if on else "off") + ("" if sens else ", insensitive"), (1400, y), (48, 26))

    def page(p: str) -> list[str]:
        if p == "Appearance":
            acc = ["Default", "Bark", "Sage", "Olive", "Viridian", "Prussian green", "Blue", "Purple", "Magenta", "Red"]
            return [row("label", "", "Style", "", "heading", (520, 110), (200, 24)),
                    row("toggle-button", "Light", "", "", "" if s["dark"] else "checked", (560, 150), (220, 150)),
                    row("toggle-button", "Dark", "", "", "checked" if s["dark"] else "", (820, 150), (220, 150)),
                    row("label", "", "Color", "", "heading", (520, 330), (200, 24)),
                    *[row("radio-button", a, "", "", "checked" if s["accent"] == a else "", (560 + 44 * i, 366), (36, 36)) for i, a in enumerate(acc)],
                    row("label", "", "Desktop Icons", "", "heading", (520, 430), (200, 24)),
                    row("combo-box", "Size", "Small", "", "", (1300, 470), (150, 34)),
                    sw("Show Personal folder", True, 520),
                    row("combo-box", "Position of New Icons", "Bottom Right", "", "", (1300, 560), (150, 34)),
                    row("label", "", "Dock", "", "heading", (520, 620), (200, 24)),
                    sw("Auto-hide the Dock", s["autohide"], 660), sw("Panel mode", s["panel"], 704),
                    row("slider", "Icon size", str(s["icon"]), "", "", (1100, 748), (350, 30)),
                    row("combo-box", "Show on", "All displays", "", "", (1300, 792), (150, 34)),
                    row("combo-box", "Position on screen", s["dockpos"], "", "", (1300, 836), (150, 34)),
                    row("push-button", "Configure dock behavior", "", "", "", (560, 890), (890, 44))]
        if p == "Displays":
            sens = s["nl"]
            return [row("page-tab", "Displays", "", "", "", (700, 44), (120, 30)),
                    row("page-tab", "Night Light", "", "", "selected", (830, 44), (120, 30)),
                    sw("Night Light", s["nl"], 130),
                    row("label", "", "Makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", "", "", (560, 165), (700, 20)),
                    row("combo-box", "Schedule", s["sched"], "", "" if sens else "insensitive", (1250, 210), (200, 34)),
                    row("label", "", "Times", "", "", (560, 260), (100, 34)),
                    row("label", "", "From", "", "", (1000, 260), (50, 34)),
                    row("spin-button", "Hour", s["from"][0], "", "" if sens and s["sched"] == "Manual Schedule" else "insensitive", (1050, 260), (50, 34)),
                    row("spin-button", "Minute", s["from"][1], "", "" if sens and s["sched"] == "Manual Schedule" else "insensitive", (1110, 260), (50, 34)),
                    row("label", "", "To", "", "", (1200, 260), (30, 34)),
                    row("spin-button", "Hour", s["to"][0], "", "" if sens and s["sched"] == "Manual Schedule" else "insensitive", (1240, 260), (50, 34)),
                    row("spin-button", "Minute", s["to"][1], "", "" if sens and s["sched"] == "Manual Schedule" else "insensitive", (1300, 260), (50, 34)),
                    row("slider", "Color Temperature", s["temp"], "", "" if sens else "insensitive", (560, 330), (890, 40))]
        if p == "Power":
            return [row("label", "", "Power Mode", "", "heading", (520, 110), (200, 24)),
                    row("radio-button", "Performance", "", "", "insensitive", (560, 150), (600, 44)),
                    row("radio-button", "Balanced", "", "", "checked", (560, 194), (600, 44)),
                    row("radio-button", "Power Saver", "", "", "", (560, 238), (600, 44)),
                    row("label", "", "Power Saving Options", "", "heading", (520, 310), (300, 24)),
                    sw("Dim Screen", s["dim"], 350),
                    row("combo-box", "Screen Blank", s["blank"], "", "", (1250, 394), (200, 34)),
                    sw("Automatic Power Saver", True, 438),
                    row("push-button", "Automatic Suspend", s["susp"], "", "", (560, 482), (890, 44)),
                    row("label", "", "Suspend & Power Button", "", "heading", (520, 550), (300, 24)),
                    row("combo-box", "Power Button Behavior", s["pbtn"], "", "", (1250, 590), (200, 34)),
                    sw("Show Battery Percentage", s["batt"], 634)]
        if p == "Multitasking":
            return [row("label", "", "General", "", "heading", (520, 110), (200, 24)),
                    sw("Hot Corner", s["hot"], 150), sw("Active Screen Edges", s["edges"], 230),
                    row("label", "", "Workspaces", "", "heading", (520, 310), (200, 24)),
                    row("radio-button", "Dynamic workspaces", "", "", "" if s["fixed"] else "checked", (560, 350), (600, 44)),
                    row("radio-button", "Fixed number of workspaces", "", "", "checked" if s["fixed"] else "", (560, 394), (600, 44)),
                    row("spin-button", "Number of Workspaces", str(s["nws"]), "", "" if s["fixed"] else "insensitive", (1300, 438), (150, 34)),
                    row("label", "", "Multi-Monitor", "", "heading", (520, 500), (200, 24)),
                    row("radio-button", "Workspaces on primary display only", "", "", "checked", (560, 540), (600, 44)),
                    row("radio-button", "Workspaces on all displays", "", "", "", (560, 584), (600, 44)),
                    row("label", "", "Application Switching", "", "heading", (520, 650), (300, 24)),
                    row("radio-button", "Include applications from all workspaces", "", "", "checked", (560, 690), (600, 44)),
                    row("radio-button", "Include applications from the current workspace only", "", "", "", (560, 734), (600, 44))]
        if p == "Notifications":
            apps = [("Calendar", True), ("Disk Usage Analyzer", True), ("Files", True), ("Firefox", True),
                    ("Software", True), ("Terminal", True), ("Thunderbird Mail", True), ("Zoom", False)]
            return [sw("Do Not Disturb", s["dnd"], 130), sw("Lock Screen Notifications", s["lockn"], 174),
                    row("label", "", "Applications", "", "heading", (520, 240), (200, 24)),
                    *[row("list-item", a, "On" if on else "Off", "", "", (560, 280 + 44 * i), (890, 44)) for i, (a, on) in enumerate(apps)]]
        return []

    def view(clock: str, p: str, extra: list[str] | None = None) -> str:
        rows = [row("frame", "Settings", "", "", "", (420, 80), (1080, 900)),
                row("label", "", p, "", "header bar title", (880, 92), (200, 24)),
                row("push-button", "Search", "", "", "", (430, 88), (34, 34)),
                *[row("list-item", n, "", "", "selected" if n == p else "", (420, 130 + 34 * i), (290, 34)) for i, n in enumerate(panels)],
                *page(p), *(extra or [])]
        return screen(clock, rows)

    def sb(p: str) -> str:
        return f"pyautogui.click(560, {130 + 34 * panels.index(p) + 17})  # {p} in the sidebar"

    turns = []
    turns.append((code("import subprocess, pyautogui\nsubprocess.Popen(['gnome-control-center', 'appearance'])\npyautogui.sleep(2)"), view("Thu Mar 14  19:05", "Appearance")))
    s["dark"] = True
    turns.append((code("pyautogui.click(930, 225)  # Dark style"), view("Thu Mar 14  19:05", "Appearance")))
    s["icon"] = 40
    turns.append((code("# drag the dock icon size slider from 48 to 40\npyautogui.moveTo(1275, 763)\npyautogui.dragTo(1228, 763, duration=0.4)"), view("Thu Mar 14  19:06", "Appearance")))
    s["nl"] = True
    turns.append((code(sb("Displays") + "\npyautogui.sleep(1)\npyautogui.click(890, 59)  # Night Light tab\npyautogui.click(1424, 143)  # Night Light switch"), view("Thu Mar 14  19:06", "Displays")))
    s.update(sched="Manual Schedule", **{"from": ("21", "00"), "to": ("06", "30")})
    turns.append((code("pyautogui.click(1350, 227)  # Schedule\npyautogui.click(1350, 300)  # Manual Schedule\npyautogui.tripleClick(1075, 277)\npyautogui.typewrite('21\\t')\npyautogui.tripleClick(1325, 277)\npyautogui.typewrite('30\\t')"), view("Thu Mar 14  19:07", "Displays")))
    s["blank"] = "15 minutes"
    s["susp"] = "Off"
    turns.append((code(sb("Power") + "\npyautogui.sleep(1)\npyautogui.click(1350, 411)  # Screen Blank\npyautogui.click(1350, 520)  # 15 minutes\npyautogui.click(1000, 504)  # Automatic Suspend\npyautogui.click(1124, 433)  # On Battery Power -> off\npyautogui.press('escape')"),
                  view("Thu Mar 14  19:08", "Power")))
    s["fixed"] = True
    turns.append((code(sb("Multitasking") + "\npyautogui.sleep(1)\npyautogui.click(600, 416)  # Fixed number of workspaces"), view("Thu Mar 14  19:08", "Multitasking")))
    # BAD: Night Light switch reads off; it was switched on and nothing switched it off
    s["nl"] = False
    turns.append((code(sb("Displays") + "\npyautogui.sleep(1)\npyautogui.click(890, 59)  # Night Light tab"), view("Thu Mar 14  19:09", "Displays")))
    s["nl"] = True
    s["dnd"] = True
    turns.append((code(sb("Notifications") + "\npyautogui.sleep(1)\npyautogui.click(1424, 143)  # Do Not Disturb"), view("Thu Mar 14  19:09", "Notifications")))
    turns.append((code(sb("Appearance")), view("Thu Mar 14  19:10", "Appearance")))
    rs.add(task=TASK, tid="h30-os-05", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop (laptop on battery), default settings: Light style, dock icon size 48, Night Light off, Screen Blank 5 minutes, dynamic workspaces. Settings is not open.",
           bad=True, turn=8, kind="a setting the agent switched on shows as off later with no action touching it")


# ---------------------------------------------------------------------------------------------- 06
def t06(rs: RowSet) -> None:
    """Krita: add and name an ink layer, fade the sketch, paint, undo, save. Clean: memory, zoom, history grow."""
    layers = [{"name": "Sketch", "kind": "Paint Layer", "op": 60, "vis": True, "blend": "Normal"},
              {"name": "Background", "kind": "Paint Layer", "op": 100, "vis": True, "blend": "Normal"}]
    hist = [("Open Document", True)]
    st = {"active": "Sketch", "dirty": False, "mem": "74.1 MiB", "zoom": "25%", "brush": "b) Basic-5 Size", "size": "40.00 px",
          "cursor": "0, 0", "msg": ""}

    def view(clock: str) -> str:
        title = "poster_draft.kra" + (" [modified]" if st["dirty"] else "") + " - Krita"
        rows = [row("frame", title, "", "", "", (70, 27), (1850, 1053)),
                *[row("menu", m, "", "", "", (80 + 60 * i, 40), (60, 22)) for i, m in enumerate(["File", "Edit", "View", "Image", "Layer", "Select", "Filter", "Tools", "Settings", "Window", "Help"])],
                row("combo-box", "Blending mode", "Normal", "", "tool options bar", (420, 70), (120, 26)),
                row("spin-button", "Opacity", "100.00%", "", "brush opacity", (560, 70), (140, 26)),
                row("spin-button", "Size", st["size"], "", "brush size", (720, 70), (140, 26)),
                row("drawing-area", "Canvas", "", "", "", (130, 100), (1400, 900)),
                row("label", "", "Layers", "", "docker title", (1540, 100), (370, 24)),
                row("combo-box", "Blending mode", next(la["blend"] for la in layers if la["name"] == st["active"]), "", "layers docker", (1540, 128), (180, 26)),
                row("spin-button", "Opacity", f"{next(la['op'] for la in layers if la['name'] == st['active'])}%", "", "layers docker", (1730, 128), (170, 26))]
        for i, la in enumerate(layers):
            y = 160 + 40 * i
            rows += [row("tree-item", la["name"], "", "", la["kind"] + (", selected" if la["name"] == st["active"] else ""), (1560, y), (300, 40)),
                     row("check-box", "Visible", "", "", "checked" if la["vis"] else "unchecked", (1870, y + 8), (24, 24))]
        rows += [row("label", "", "Undo History", "", "docker title", (1540, 560), (370, 24))]
        for i, (h, done) in enumerate(hist):
            cur = done and (i + 1 == len(hist) or not hist[i + 1][1])
            rows.append(row("list-item", h, "", "", "current" if cur else ("" if done else "undone, greyed"), (1560, 590 + 28 * i), (340, 28)))
        rows += [row("label", "", st["brush"], "", "status bar: brush preset", (130, 1040), (200, 20)),
                 row("label", "", "RGB/Alpha (8-bit integer/channel)  sRGB-elle-V2-srgbtrc.icc", "", "status bar: color space", (340, 1040), (420, 20)),
                 row("label", "", f"2480 x 3508 ({st['mem']})", "", "status bar: image size and memory", (780, 1040), (220, 20)),
                 row("label", "", st["cursor"], "", "status bar: pointer position", (1010, 1040), (120, 20)),
                 row("label", "", st["msg"], "", "status bar: message", (1140, 1040), (300, 20)),
                 row("combo-box", "Zoom", st["zoom"], "", "status bar", (1700, 1040), (90, 20)),
                 row("label", "", "0.00°", "", "status bar: rotation", (1800, 1040), (60, 20))]
        return screen(clock, rows, dock=False)

    turns = []
    layers.insert(0, {"name": "Paint Layer 3", "kind": "Paint Layer", "op": 100, "vis": True, "blend": "Normal"})
    hist.append(("Add Layer", True))
    st.update(active="Paint Layer 3", dirty=True, mem="74.2 MiB")
    turns.append((code("import pyautogui\npyautogui.press('insert')  # Layer > New > Add Paint Layer"), view("Fri Mar 15  20:41")))
    layers[0]["name"] = "Inks"
    hist.append(("Change Layer Name", True))
    st["active"] = "Inks"
    turns.append((code("pyautogui.doubleClick(1650, 180)  # layer name\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('Inks')\npyautogui.press('enter')"), view("Fri Mar 15  20:41")))
    layers[1]["op"] = 35
    hist.append(("Change opacity", True))
    st["active"] = "Sketch"
    turns.append((code("pyautogui.click(1650, 220)  # Sketch layer\npyautogui.tripleClick(1815, 141)  # Opacity field in the Layers docker\npyautogui.typewrite('35\\n')"), view("Fri Mar 15  20:42")))
    st.update(active="Inks", size="12.00 px", mem="79.6 MiB", cursor="1418, 2210")
    hist += [("Freehand Brush Stroke", True)] * 3
    turns.append((code("pyautogui.click(1650, 180)  # Inks layer\npyautogui.press('b')  # freehand brush\npyautogui.tripleClick(790, 83)\npyautogui.typewrite('12\\n')\nfor x0, y0, x1, y1 in [(600, 400, 780, 460), (620, 480, 760, 700), (800, 420, 900, 690)]:\n    pyautogui.moveTo(x0, y0)\n    pyautogui.dragTo(x1, y1, duration=0.8)"),
                  view("Fri Mar 15  20:43")))
    layers[1]["vis"] = False
    st["cursor"] = "4421, 512"
    turns.append((code("pyautogui.click(1882, 228)  # hide Sketch (eye icon)"), view("Fri Mar 15  20:43")))
    hist[-1] = ("Freehand Brush Stroke", False)
    st.update(zoom="23.8%", cursor="2480, 1911")
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', '0')  # View > Zoom > Fit Page\npyautogui.hotkey('ctrl', 'z')  # undo the last stroke"), view("Fri Mar 15  20:44")))
    hist.pop()
    layers.insert(0, {"name": "Vector Layer 4", "kind": "Vector Layer", "op": 100, "vis": True, "blend": "Normal"})
    hist.append(("Add Layer", True))
    st.update(active="Vector Layer 4", mem="79.7 MiB")
    turns.append((code("pyautogui.click(280, 51)  # Layer menu\npyautogui.click(330, 96)  # New\npyautogui.click(520, 150)  # Add Vector Layer"), view("Fri Mar 15  20:45")))
    st.update(dirty=False, msg="Saved poster_draft.kra")
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), view("Fri Mar 15  20:45")))
    st.update(zoom="100%", msg="", cursor="1240, 1754")
    turns.append((code("pyautogui.press('1')  # zoom to 100%"), view("Fri Mar 15  20:46")))
    rs.add(task=TASK, tid="h30-os-06", system=OS_SYSTEM, turns=turns,
           state="Krita 5.0 is open with ~/Art/poster_draft.kra (A4, 2480 x 3508 px, 300 ppi): layers 'Sketch' (60% opacity) above 'Background'. The Layers and Undo History dockers are shown; zoom 25%.")


# ---------------------------------------------------------------------------------------------- 07
def t07(rs: RowSet) -> None:
    """GNOME Terminal: compress and archive rotated logs. BAD: a removed file shows up in a later listing."""
    ent = {"app-2024-02-25.log": [1482113, "Feb 25 23:59"], "app-2024-02-26.log": [1519876, "Feb 26 23:59"],
           "app-2024-02-27.log": [1390522, "Feb 27 23:59"], "app-2024-02-28.log": [1602348, "Feb 28 23:59"],
           "app-2024-02-29.log": [1455901, "Feb 29 23:59"], "app.log": [912004, "Mar 19 08:09"],
           "error-old.log": [341220, "Mar  2 11:40"], "error.log": [188734, "Mar 19 08:09"],
           "rotate.conf": [2204, "Mar 18 17:02"]}
    sub: dict[str, list] = {}
    dirs = {".": ["Mar 19 08:05", 2], "..": ["Feb 11 14:22", 7]}
    order_t = {"Feb 25 23:59": 1, "Feb 26 23:59": 2, "Feb 27 23:59": 3, "Feb 28 23:59": 4, "Feb 29 23:59": 5,
               "Mar  2 11:40": 6, "Mar 18 17:02": 7}

    def tkey(m: str) -> int:
        return order_t.get(m, 100 + int(m[-5:-3]) * 60 + int(m[-2:]))

    def blocks(n: int) -> int:
        return -(-n // 4096) * 4

    def coll(name: str) -> str:
        return "".join(ch for ch in name.lower() if ch.isalnum())

    def ls(files: dict[str, list], dd: dict[str, list], la: bool = True, by_time: bool = False) -> str:
        items = [(n, True, v) for n, v in dd.items()] + [(n, False, v) for n, v in files.items()]
        if not la:
            items = [i for i in items if i[0] not in (".", "..")]
        if by_time:
            items.sort(key=lambda i: -tkey(i[2][0] if i[1] else i[2][1]))
        else:
            items.sort(key=lambda i: (i[0] not in (".", ".."), i[0] != ".", coll(i[0])))
        tot = sum(blocks(v[0]) for n, d, v in items if not d) + sum(4 for n, d, v in items if d)
        out = [f"total {tot}"]
        for n, d, v in items:
            if d:
                out.append(f"drwxr-xr-x {v[1]} ops ops    4096 {v[0]} {n}")
            else:
                out.append(f"-rw-r--r-- 1 ops ops {v[0]:>7} {v[1]} {n}")
        return "\n".join(out)

    tr: list[str] = []
    P = "ops@build-02:~/app/logs$"

    def run(cmd: str, out: str, prompt: str = P) -> None:
        if tr:
            tr[-1] = tr[-1] + " " + cmd
        else:
            tr.append("ops@build-02:~$ " + cmd)
        tr.extend(out.split("\n") if out else [])
        tr.append(prompt)

    def view(clock: str) -> str:
        vis = tr[-44:]
        rows = [row("frame", "ops@build-02: ~/app/logs", "", "", "", (300, 80), (1320, 900)),
                row("push-button", "New Tab", "", "", "", (310, 88), (34, 34)),
                row("push-button", "Search", "", "", "", (1480, 88), (34, 34)),
                row("push-button", "Menu", "", "", "", (1520, 88), (34, 34)),
                row("terminal", "Terminal", "\n".join(vis), "", "", (300, 126), (1320, 854))]
        return screen(clock, rows)

    def live(t: str, size: int) -> None:
        ent["app.log"] = [size, f"Mar 19 {t}"]

    turns = []
    live("08:09", 912004)
    run("cd ~/app/logs && ls -la", ls(ent, dirs))
    turns.append((code("import pyautogui\npyautogui.typewrite('cd ~/app/logs && ls -la\\n', interval=0.02)"), view("Tue Mar 19  08:11")))
    gz = {"25": 118214, "26": 121003, "27": 110876, "28": 127455, "29": 116032}
    for d, n in gz.items():
        name = f"app-2024-02-{d}.log"
        ent[name + ".gz"] = [n, ent.pop(name)[1]]
    dirs["."][0] = "Mar 19 08:11"
    run("gzip -9 app-2024-02-2*.log", "")
    turns.append((code("pyautogui.typewrite('gzip -9 app-2024-02-2*.log\\n', interval=0.02)"), view("Tue Mar 19  08:11")))
    removed = ent.pop("error-old.log")
    dirs["."][0] = "Mar 19 08:12"
    run("rm -v error-old.log", "removed 'error-old.log'")
    turns.append((code("pyautogui.typewrite('rm -v error-old.log\\n', interval=0.02)"), view("Tue Mar 19  08:12")))
    live("08:12", 915870)
    run("ls -la", ls(ent, dirs))
    turns.append((code("pyautogui.typewrite('ls -la\\n', interval=0.02)"), view("Tue Mar 19  08:12")))
    kb = sum(blocks(v[0]) for v in ent.values()) + 4
    run("du -sh . && df -h /home", f"{kb / 1024:.1f}M\t.\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/nvme0n1p2  468G  201G  244G  46% /")
    turns.append((code("pyautogui.typewrite('du -sh . && df -h /home\\n', interval=0.02)"), view("Tue Mar 19  08:13")))
    live("08:13", 917342)
    # BAD: error-old.log was removed in turn 3 and reappears
    shown = dict(ent)
    shown["error-old.log"] = removed
    run("ls -lt", ls(shown, dirs, la=False, by_time=True))
    turns.append((code("pyautogui.typewrite('ls -lt\\n', interval=0.02)"), view("Tue Mar 19  08:13")))
    mv = []
    for n in sorted([n for n in ent if n.endswith(".gz")], key=coll):
        sub[n] = ent.pop(n)
        mv.append(f"renamed '{n}' -> 'archive/{n}'")
    dirs["."] = ["Mar 19 08:14", 3]
    run("mkdir -p archive && mv -v *.gz archive/", "\n".join(mv))
    turns.append((code("pyautogui.typewrite('mkdir -p archive && mv -v *.gz archive/\\n', interval=0.02)"), view("Tue Mar 19  08:14")))
    run("ls -la archive/", ls(sub, {".": ["Mar 19 08:14", 2], "..": ["Mar 19 08:14", 3]}))
    turns.append((code("pyautogui.typewrite('ls -la archive/\\n', interval=0.02)"), view("Tue Mar 19  08:14")))
    conf = ("# logrotate-style settings read by app-rotate.timer\n/home/ops/app/logs/app.log {\n    daily\n    rotate 14\n"
            "    dateext\n    dateformat -%Y-%m-%d\n    missingok\n    notifempty\n    compress\n    delaycompress\n}\n"
            "/home/ops/app/logs/error.log {\n    weekly\n    rotate 8\n    size 5M\n    missingok\n}")
    run("cat rotate.conf", conf)
    turns.append((code("pyautogui.typewrite('cat rotate.conf\\n', interval=0.02)"), view("Tue Mar 19  08:15")))
    live("08:16", 921006)
    dd = dict(dirs)
    dd["archive"] = ["Mar 19 08:14", 2]
    run("ls -la", ls(ent, dd))
    turns.append((code("pyautogui.typewrite('ls -la\\n', interval=0.02)"), view("Tue Mar 19  08:16")))
    rs.add(task=TASK, tid="h30-os-07", system=OS_SYSTEM, turns=turns,
           state="A GNOME Terminal window is focused (user ops on build-02, in the home directory). ~/app/logs holds the running application's live app.log and error.log plus older rotated logs.",
           bad=True, turn=6, kind="file removed with rm shows up again in a later directory listing")


# ---------------------------------------------------------------------------------------------- 08
def t08(rs: RowSet) -> None:
    """OBS Studio: record a short clip across scenes. Clean: timers, CPU, meters, mute, reset on stop."""
    scenes = {"Intro": ["Title text", "Background loop (media)", "Music bed"],
              "Screen + Cam": ["Webcam (HD Pro Webcam C920)", "Screen Capture (PipeWire)", "Lower third"],
              "BRB": ["BRB image", "Music bed"]}
    st = {"scene": "Intro", "rec": None, "cpu": "2.1%", "desk": "-18.4 dB", "mic": "-31.0 dB", "mute": False, "msg": "", "fps": "30.00"}

    def view(clock: str, extra: list[str] | None = None) -> str:
        rows = [row("frame", "OBS 27.2.4 (linux) - Profile: Tutorials - Scenes: Tutorials", "", "", "", (70, 27), (1850, 1053)),
                *[row("menu", m, "", "", "", (80 + 64 * i, 40), (64, 22)) for i, m in enumerate(["File", "Edit", "View", "Docks", "Profile", "Scene Collection", "Tools", "Help"])],
                row("canvas", "Preview", "", "", f"scene: {st['scene']}", (80, 70), (1760, 640)),
                row("label", "", "Scenes", "", "dock title", (80, 720), (300, 22))]
        rows += [row("list-item", s, "", "", "selected" if s == st["scene"] else "", (80, 746 + 28 * i), (300, 28)) for i, s in enumerate(scenes)]
        rows += [row("label", "", "Sources", "", "dock title", (390, 720), (330, 22))]
        rows += [row("list-item", s, "", "", "visible", (390, 746 + 28 * i), (330, 28)) for i, s in enumerate(scenes[st["scene"]])]
        rows += [row("label", "", "Audio Mixer", "", "dock title", (730, 720), (560, 22)),
                 row("label", "", "Desktop Audio", "", "", (740, 750), (200, 20)),
                 row("label", "", st["desk"], "", "level", (1180, 750), (90, 20)),
                 row("slider", "Desktop Audio volume", "0.0 dB", "", "", (740, 772), (500, 20)),
                 row("check-box", "Mute Desktop Audio", "", "", "unchecked", (1250, 770), (24, 24)),
                 row("label", "", "Mic/Aux", "", "", (740, 810), (200, 20)),
                 row("label", "", "-inf dB" if st["mute"] else st["mic"], "", "level", (1180, 810), (90, 20)),
                 row("slider", "Mic/Aux volume", "-3.5 dB", "", "", (740, 832), (500, 20)),
                 row("check-box", "Mute Mic/Aux", "", "", "checked" if st["mute"] else "unchecked", (1250, 830), (24, 24)),
                 row("label", "", "Scene Transitions", "", "dock title", (1300, 720), (250, 22)),
                 row("combo-box", "Transition", "Fade", "", "", (1310, 750), (230, 26)),
                 row("spin-button", "Duration", "300 ms", "", "", (1310, 782), (230, 26)),
                 row("label", "", "Controls", "", "dock title", (1560, 720), (280, 22)),
                 row("push-button", "Start Streaming", "", "", "", (1570, 746), (260, 30)),
                 row("push-button", "Stop Recording" if st["rec"] is not None else "Start Recording", "", "", "", (1570, 780), (260, 30)),
                 row("push-button", "Start Virtual Camera", "", "", "", (1570, 814), (260, 30)),
                 row("push-button", "Studio Mode", "", "", "", (1570, 848), (260, 30)),
                 row("push-button", "Settings", "", "", "", (1570, 882), (260, 30)),
                 row("push-button", "Exit", "", "", "", (1570, 916), (260, 30)),
                 row("label", "", st["msg"], "", "status bar message", (80, 1050), (700, 20)),
                 row("label", "", "LIVE: 00:00:00", "", "status bar", (1260, 1050), (120, 20)),
                 row("label", "", f"REC: {st['rec'] or '00:00:00'}", "", "status bar", (1390, 1050), (120, 20)),
                 row("label", "", f"CPU: {st['cpu']}, {st['fps']} fps", "", "status bar", (1520, 1050), (180, 20)),
                 *(extra or [])]
        return screen(clock, rows, dock=False)

    turns = []
    st.update(scene="Screen + Cam", cpu="3.4%", desk="-21.7 dB", mic="-29.8 dB")
    turns.append((code("import pyautogui\npyautogui.click(230, 788)  # scene 'Screen + Cam'"), view("Wed Mar 20  11:03")))
    scenes["Screen + Cam"].insert(0, "Channel logo")
    st.update(cpu="3.6%", desk="-19.9 dB", mic="-33.2 dB")
    turns.append((code("from obs_helper import OBS  # websocket helper\nobs = OBS()\nobs.add_image_source(scene='Screen + Cam', name='Channel logo', file='/home/lea/Pictures/channel-logo.png')"), view("Wed Mar 20  11:03")))
    st.update(rec="00:00:02", cpu="7.9%", desk="-17.2 dB", mic="-27.5 dB", msg="")
    turns.append((code("pyautogui.click(1700, 795)  # Start Recording\npyautogui.sleep(2)"), view("Wed Mar 20  11:04")))
    st.update(scene="Intro", rec="00:00:24", cpu="6.1%", desk="-14.0 dB", mic="-30.6 dB")
    turns.append((code("pyautogui.sleep(20)\npyautogui.click(230, 760)  # scene 'Intro'"), view("Wed Mar 20  11:04")))
    st.update(mute=True, rec="00:00:41", cpu="6.4%", desk="-12.8 dB")
    turns.append((code("pyautogui.sleep(15)\npyautogui.click(1262, 842)  # mute Mic/Aux"), view("Wed Mar 20  11:04")))
    st.update(scene="Screen + Cam", rec="00:01:02", cpu="7.4%", desk="-20.3 dB")
    turns.append((code("pyautogui.sleep(18)\npyautogui.click(230, 788)  # scene 'Screen + Cam'"), view("Wed Mar 20  11:05")))
    st.update(mute=False, rec="00:01:30", cpu="7.7%", desk="-22.6 dB", mic="-25.1 dB")
    turns.append((code("pyautogui.sleep(25)\npyautogui.click(1262, 842)  # unmute Mic/Aux"), view("Wed Mar 20  11:05")))
    st.update(rec=None, cpu="2.8%", desk="-21.1 dB", mic="-34.0 dB", msg="Recording saved to '/home/lea/Videos/2024-03-20 11-04-07.mkv'")
    turns.append((code("pyautogui.sleep(12)\npyautogui.click(1700, 795)  # Stop Recording"), view("Wed Mar 20  11:05")))
    files = [row("frame", "Videos", "", "", "Files window", (500, 200), (900, 500)),
             row("table-column-header", "Name", "", "", "", (510, 240), (500, 30)),
             row("table-column-header", "Size", "", "", "", (1010, 240), (120, 30)),
             row("table-column-header", "Modified", "", "", "", (1130, 240), (150, 30)),
             row("table-cell", "", "2024-03-20 11-04-07.mkv", "", "selected", (510, 270), (500, 34)),
             row("table-cell", "", "97.6 MB", "", "", (1010, 270), (120, 34)),
             row("table-cell", "", "11:05", "", "", (1130, 270), (150, 34)),
             row("table-cell", "", "2024-03-18 16-22-51.mkv", "", "", (510, 304), (500, 34)),
             row("table-cell", "", "412.3 MB", "", "", (1010, 304), (120, 34)),
             row("table-cell", "", "18 Mar", "", "", (1130, 304), (150, 34)),
             row("table-cell", "", "webinar-rehearsal.mp4", "", "", (510, 338), (500, 34)),
             row("table-cell", "", "1.1 GB", "", "", (1010, 338), (120, 34)),
             row("table-cell", "", "7 Mar", "", "", (1130, 338), (150, 34))]
    st.update(cpu="2.2%", desk="-23.9 dB", mic="-32.4 dB")
    turns.append((code("pyautogui.click(108, 51)  # File\npyautogui.click(160, 130)  # Show Recordings"), view("Wed Mar 20  11:06", files)))
    rs.add(task=TASK, tid="h30-os-08", system=OS_SYSTEM, turns=turns,
           state="OBS Studio 27.2.4 is open (profile and scene collection 'Tutorials', recording path ~/Videos, MKV). Scenes: Intro, Screen + Cam, BRB; 'Intro' is active. Nothing is streaming or recording.")


# ---------------------------------------------------------------------------------------------- 09
def t09(rs: RowSet) -> None:
    """Thunderbird: triage the inbox. BAD: the Inbox total count does not drop after two deletions and a move."""
    msgs = [["Your March statement is ready", "Northbank Alerts", "9:47 AM", True, False],
            ["Re: Venue deposit for April offsite", "Priya Raman", "9:31 AM", True, False],
            ["[GitLab] Pipeline #88213 failed for main", "GitLab", "9:12 AM", True, False],
            ["Order #A-20931 has shipped", "Parcelhub", "8:55 AM", True, False],
            ["Lunch Thursday?", "Tom Becker", "8:40 AM", True, False],
            ["Weekly digest: 14 new posts in Design Guild", "Design Guild", "7:02 AM", True, False],
            ["Invoice INV-3307 from CloudHost", "CloudHost Billing", "3/18/2024, 6:20 PM", False, False],
            ["Re: Q2 roadmap draft", "Marta Lindqvist", "3/18/2024, 4:05 PM", True, False],
            ["Your receipt from Transit Pass", "Transit Pass", "3/18/2024, 12:44 PM", False, False],
            ["Webinar recording: Scaling Postgres", "Crunchy Events", "3/18/2024, 10:02 AM", False, False],
            ["Re: Contract renewal", "Legal Team", "3/17/2024, 5:30 PM", False, False],
            ["Security alert: new sign-in on Linux", "Fastmail", "3/17/2024, 9:14 AM", False, False],
            ["Flight confirmation LX 1073", "SWISS", "3/17/2024, 8:01 AM", False, True],
            ["Team photo from Friday", "Jonas Weber", "3/16/2024, 8:45 PM", False, False]]
    hidden_total = 28  # older Inbox messages below the visible rows, all read (the first few listed here)
    older = [["Re: Office plants rota", "Jonas Weber", "3/15/2024, 4:10 PM", False, False],
             ["Your Fastmail invoice", "Fastmail", "3/15/2024, 9:00 AM", False, False],
             ["Slides from the all-hands", "Priya Raman", "3/14/2024, 6:37 PM", False, False],
             ["Re: Conference badge pickup", "Events Desk", "3/14/2024, 11:20 AM", False, False]]

    def inbox_rows() -> list[list]:
        return (msgs + older)[:14]

    folders = {"Inbox": None, "Drafts": [0, 2], "Sent": [0, 318], "Archive": [0, 1204], "Junk": [0, 6],
               "Trash": [0, 12], "Receipts": [0, 23], "Projects": [0, 87]}
    trash_rows: list[list] = []
    st = {"folder": "Inbox", "sel": None, "pane": []}

    def inbox_counts() -> tuple[int, int]:
        return sum(m[3] for m in msgs), len(msgs) + hidden_total

    def fpane() -> list[str]:
        out = [row("tree-item", "mara.kovac@fastmail.com", "", "", "expanded", (80, 120), (300, 28))]
        for i, f in enumerate(folders):
            u = inbox_counts()[0] if f == "Inbox" else folders[f][0]
            out.append(row("tree-item", f + (f" ({u})" if u else ""), "", "", "selected" if f == st["folder"] else "", (100, 148 + 28 * i), (280, 28)))
        out.append(row("tree-item", "Local Folders", "", "", "collapsed", (80, 148 + 28 * len(folders)), (300, 28)))
        return out

    def mlist(rows_: list[list]) -> list[str]:
        out = [row("table-column-header", "Star", "", "", "", (400, 100), (30, 26)),
               row("table-column-header", "Subject", "", "", "", (430, 100), (620, 26)),
               row("table-column-header", "Correspondents", "", "", "", (1050, 100), (300, 26)),
               row("table-column-header", "Date", "", "", "sorted descending", (1350, 100), (200, 26))]
        for i, m in enumerate(rows_):
            y = 126 + 26 * i
            desc = ", ".join(x for x in ["unread" if m[3] else "read", "starred" if m[4] else "", "selected" if st["sel"] == m[0] else ""] if x)
            out += [row("table-cell", "", "★" if m[4] else "☆", "", "", (400, y), (30, 26)),
                    row("table-cell", "", m[0], "", desc, (430, y), (620, 26)),
                    row("table-cell", "", m[1], "", "", (1050, y), (300, 26)),
                    row("table-cell", "", m[2], "", "", (1350, y), (200, 26))]
        return out

    def view(clock: str, rows_: list[list], counts: tuple[int, int]) -> str:
        rows = [row("frame", f"{st['folder']} - mara.kovac@fastmail.com - Mozilla Thunderbird", "", "", "", (70, 27), (1850, 1053)),
                row("page-tab", "Mail", "", "", "selected", (80, 40), (140, 30)),
                row("push-button", "Get Messages", "", "", "", (80, 72), (110, 26)),
                row("push-button", "Write", "", "", "", (195, 72), (70, 26)),
                row("push-button", "Tag", "", "", "", (270, 72), (60, 26)),
                row("text", "Quick Filter", "", "", "", (1200, 72), (300, 26)),
                *fpane(), *mlist(rows_), *st["pane"],
                row("label", "", f"Unread: {counts[0]}", "", "status bar", (1580, 1055), (100, 20)),
                row("label", "", f"Total: {counts[1]}", "", "status bar", (1690, 1055), (100, 20))]
        return screen(clock, rows, dock=False)

    def read_pane(m: list, body: str) -> list[str]:
        return [row("label", "", f"From {m[1]}", "", "message header", (430, 520), (1100, 22)),
                row("label", "", f"Subject {m[0]}", "", "message header", (430, 544), (1100, 22)),
                row("label", "", "To Me", "", "message header", (430, 568), (1100, 22)),
                row("push-button", "Reply", "", "", "", (1200, 520), (70, 26)),
                row("push-button", "Forward", "", "", "", (1280, 520), (80, 26)),
                row("push-button", "Archive", "", "", "", (1370, 520), (80, 26)),
                row("push-button", "Junk", "", "", "", (1460, 520), (60, 26)),
                row("push-button", "Delete", "", "", "", (1530, 520), (70, 26)),
                row("document-web", "", body, "", "message body", (430, 600), (1480, 440))]

    def show(i: int, body: str) -> None:
        msgs[i][3] = False
        st["sel"] = msgs[i][0]
        st["pane"] = read_pane(msgs[i], body)

    bodies = {"Re: Venue deposit for April offsite": "Hi Mara,\n\nThe Lakeside venue confirmed the dates (April 23–25). They need a 30% deposit (€2,310) by Friday to hold the rooms. Could you approve the PO so finance can pay it?\n\nThanks,\nPriya",
              "[GitLab] Pipeline #88213 failed for main": "Pipeline #88213 has failed!\n\nProject: platform / billing-service\nBranch: main\nCommit: 4e1a9c2f  Merge branch 'fix/rounding' into 'main'\nFailed job: test:integration (stage: test)\n\nView pipeline: https://gitlab.example.com/platform/billing-service/-/pipelines/88213",
              "Order #A-20931 has shipped": "Good news! Your order #A-20931 (USB-C dock, 1 item) is on its way.\nCarrier: DPD  Tracking: 0150 9932 4411 87\nEstimated delivery: Thursday, March 21",
              "Lunch Thursday?": "Hey, are you free for lunch on Thursday? The new ramen place on Kastanienallee opened. 12:30?\n– Tom"}

    turns = []
    show(1, bodies[msgs[1][0]])
    turns.append((code("import pyautogui\npyautogui.click(700, 165)  # 'Re: Venue deposit for April offsite'"), view("Tue Mar 19  10:02", inbox_rows(), inbox_counts())))
    show(2, bodies[msgs[2][0]])
    turns.append((code("pyautogui.click(700, 191)  # GitLab pipeline message"), view("Tue Mar 19  10:03", inbox_rows(), inbox_counts())))
    trash_rows.insert(0, msgs.pop(2))
    folders["Trash"][1] += 1
    show(2, bodies[msgs[2][0]])  # Thunderbird selects and displays the next message, which marks it read
    turns.append((code("pyautogui.press('delete')"), view("Tue Mar 19  10:03", inbox_rows(), inbox_counts())))
    trash_rows.insert(0, msgs.pop(2))
    folders["Trash"][1] += 1
    show(2, bodies[msgs[2][0]])
    turns.append((code("pyautogui.press('delete')"), view("Tue Mar 19  10:04", inbox_rows(), inbox_counts())))
    moved = msgs.pop(0)
    folders["Receipts"][0] += 1
    folders["Receipts"][1] += 1
    turns.append((code("pyautogui.rightClick(700, 139)  # 'Your March statement is ready' (context menu only, not opened)\npyautogui.click(760, 420)  # Move To\npyautogui.click(980, 420)  # mara.kovac@fastmail.com\npyautogui.click(1180, 588)  # Receipts"),
                  view("Tue Mar 19  10:04", inbox_rows(), inbox_counts())))
    idx = next(i for i, m in enumerate(msgs) if m[0] == "Re: Q2 roadmap draft")
    msgs[idx][4] = True
    turns.append((code(f"pyautogui.click(414, {126 + 26 * idx + 13})  # star 'Re: Q2 roadmap draft'"), view("Tue Mar 19  10:05", inbox_rows(), inbox_counts())))
    st["folder"] = "Trash"
    st["sel"] = None
    st["pane"] = [row("label", "", "Select a message to read it", "", "", (900, 780), (300, 24))]
    old_trash = [["Your password was changed", "Fastmail", "3/12/2024, 11:02 AM", False, False],
                 ["Re: parking permit", "Facilities", "3/11/2024, 3:40 PM", False, False],
                 ["Newsletter: March edition", "Linux Weekly", "3/8/2024, 7:00 AM", False, False],
                 ["Re: Re: Re: lunch order", "Tom Becker", "3/7/2024, 12:02 PM", False, False],
                 ["Your account statement (February)", "Northbank Alerts", "3/5/2024, 6:30 AM", False, False],
                 ["[GitLab] Pipeline #87104 failed for main", "GitLab", "3/4/2024, 2:41 PM", False, False],
                 ["Reminder: timesheet due", "HR Portal", "3/1/2024, 9:00 AM", False, False],
                 ["Webinar: Observability 101", "Crunchy Events", "2/28/2024, 10:00 AM", False, False],
                 ["Order #A-19877 has shipped", "Parcelhub", "2/26/2024, 3:15 PM", False, False],
                 ["Your ride receipt", "CityCab", "2/24/2024, 11:48 PM", False, False],
                 ["Weekly digest: 9 new posts in Design Guild", "Design Guild", "2/22/2024, 7:02 AM", False, False],
                 ["Out of office: Marta Lindqvist", "Marta Lindqvist", "2/20/2024, 8:00 AM", False, False]]
    tr_rows = sorted(trash_rows, key=lambda m: m[2], reverse=True) + old_trash
    turns.append((code("pyautogui.click(200, 302)  # Trash"), view("Tue Mar 19  10:05", tr_rows, (0, folders["Trash"][1]))))
    st["folder"] = "Inbox"
    u, t = inbox_counts()
    # BAD: Inbox total shows 41 although it went 42 -> 41 -> 40 (two deletions) -> 39 (move); nothing arrived
    turns.append((code("pyautogui.click(200, 162)  # Inbox"), view("Tue Mar 19  10:06", inbox_rows(), (u, t + 2))))
    st["folder"] = "Receipts"
    rc = [moved,
          ["Your receipt from Transit Pass (February)", "Transit Pass", "2/19/2024, 12:40 PM", False, False],
          ["Order confirmation #88-1203", "Bookhaus", "2/14/2024, 9:15 AM", False, False],
          ["Payment received – thank you", "Stadtwerke", "2/2/2024, 8:00 AM", False, False]]
    turns.append((code("pyautogui.click(200, 330)  # Receipts"), view("Tue Mar 19  10:06", rc, (folders["Receipts"][0], folders["Receipts"][1]))))
    rs.add(task=TASK, tid="h30-os-09", system=OS_SYSTEM, turns=turns,
           state="Thunderbird 102 is open on the Inbox of mara.kovac@fastmail.com (42 messages, 7 unread), sorted by date, newest first, with the message pane below the list. Messages are marked read as soon as they are displayed.",
           bad=True, turn=8, kind="folder message total does not follow the deletions and move made earlier")


# ---------------------------------------------------------------------------------------------- 10
def t10(rs: RowSet) -> None:
    """FreeCAD PartDesign: lengthen a pad, relabel it, add a through hole. Clean: volumes, labels vs names."""
    import math
    tree = [("bracket", 0, ""), ("Body", 1, "active body"), ("Origin", 2, "hidden"), ("Sketch", 2, "hidden"), ("Pad", 2, "tip")]
    props = {"Label": "Pad", "Length": "10 mm", "Length2": "0 mm", "Type": "Dimension", "Use custom direction": "false",
             "Midplane": "false", "Reversed": "false", "Offset": "0 mm", "Refine": "false", "Profile": "Sketch"}
    console: list[str] = ["Python 3.8.10 (default, Nov 22 2023, 10:22:35) [GCC 9.4.0] on linux", "Type 'help', 'copyright', 'credits' or 'license' for more information.", ">>> "]
    report: list[str] = []
    st = {"sel": "Pad", "dirty": False, "props": props, "status": "Valid, Internal name: Pad", "dims": "112.47 mm x 63.26 mm"}

    def cmd(c: str, out: str = "") -> None:
        console[-1] = ">>> " + c
        if out:
            console.extend(out.split("\n"))
        console.append(">>> ")

    def view(clock: str) -> str:
        rows = [row("frame", "FreeCAD 0.20.2", "", "", "", (70, 27), (1850, 1053)),
                *[row("menu", m, "", "", "", (80 + 64 * i, 40), (64, 22)) for i, m in enumerate(["File", "Edit", "View", "Tools", "Macro", "Part Design", "Sketch", "Windows", "Help"])],
                row("combo-box", "Workbench", "Part Design", "", "", (700, 68), (160, 26)),
                row("page-tab", "Model", "", "", "selected", (80, 100), (80, 26)),
                row("page-tab", "Tasks", "", "", "", (160, 100), (80, 26))]
        for i, (n, depth, d) in enumerate(tree):
            rows.append(row("tree-item", n, "", "", ", ".join(x for x in [d, "selected" if n == st["sel"] else ""] if x), (90 + 18 * depth, 130 + 24 * i), (360, 24)))
        y = 420
        rows.append(row("label", "", "Property View — Data", "", "", (80, y), (380, 24)))
        for k, v in st["props"].items():
            y += 24
            rows += [row("table-cell", "", k, "", "property", (80, y), (180, 24)), row("table-cell", "", v, "", "value", (260, y), (200, 24))]
        rows += [row("page-tab", "bracket : 1" + ("*" if st["dirty"] else ""), "", "", "selected", (470, 100), (160, 26)),
                 row("canvas", "3D view", "", "", "", (470, 126), (1440, 700)),
                 row("label", "", "Python console", "", "dock title", (470, 830), (720, 22)),
                 row("text", "", "\n".join(console[-9:]), "", "multi-line", (470, 852), (720, 180)),
                 row("label", "", "Report view", "", "dock title", (1200, 830), (710, 22)),
                 row("text", "", "\n".join(report[-8:]), "", "multi-line, read only", (1200, 852), (710, 180)),
                 row("label", "", st["status"], "", "status bar", (80, 1055), (1200, 20)),
                 row("label", "", st["dims"], "", "status bar", (1700, 1055), (200, 20))]
        return screen(clock, rows, dock=False)

    turns = []
    turns.append((code("import pyautogui\npyautogui.click(160, 238)  # Pad in the model tree"), view("Thu Mar 21  15:30")))
    cmd("App.ActiveDocument.Pad.Shape.Volume", "12000.0")
    cmd("App.ActiveDocument.Pad.Shape.BoundBox", "BoundBox (0, 0, 0, 40, 30, 10)")
    turns.append((code("from freecad_console import run  # types into the Python console\nrun('App.ActiveDocument.Pad.Shape.Volume')\nrun('App.ActiveDocument.Pad.Shape.BoundBox')"), view("Thu Mar 21  15:30")))
    props["Length"] = "25 mm"
    st["dirty"] = True
    turns.append((code("pyautogui.doubleClick(360, 480)  # Length value\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('25 mm\\n')"), view("Thu Mar 21  15:31")))
    cmd("App.ActiveDocument.Pad.Shape.Volume", "30000.0")
    cmd("App.ActiveDocument.Pad.Shape.BoundBox", "BoundBox (0, 0, 0, 40, 30, 25)")
    turns.append((code("run('App.ActiveDocument.Pad.Shape.Volume')\nrun('App.ActiveDocument.Pad.Shape.BoundBox')"), view("Thu Mar 21  15:31")))
    tree[4] = ("BasePlate", 2, "tip")
    props["Label"] = "BasePlate"
    st.update(sel="BasePlate", status="Valid, Internal name: Pad")
    turns.append((code("pyautogui.click(160, 238)\npyautogui.press('f2')\npyautogui.typewrite('BasePlate\\n')"), view("Thu Mar 21  15:32")))
    tree[4] = ("BasePlate", 2, "hidden")
    tree.extend([("Sketch001", 2, "hidden"), ("Pocket", 2, "tip")])
    st["props"] = {"Label": "Pocket", "Length": "5 mm", "Length2": "100 mm", "Type": "ThroughAll", "Use custom direction": "false",
                   "Midplane": "false", "Reversed": "false", "Offset": "0 mm", "Refine": "false", "Profile": "Sketch001"}
    st.update(sel="Pocket", status="Valid, Internal name: Pocket")
    report += ["15:32:41  Sketcher: fully constrained (3 constraints, 0 degrees of freedom)", "15:32:44  Recompute: Pocket touched, 0.021 s"]
    cmd("exec(open('/home/kai/cad/add_hole.py').read())")
    turns.append((code("# /home/kai/cad/add_hole.py: sketch a r=5 circle at (20, 15) on the top face (Pad Face6) and pocket it ThroughAll\nrun(\"exec(open('/home/kai/cad/add_hole.py').read())\")\npyautogui.click(160, 286)  # Pocket in the tree"),
                  view("Thu Mar 21  15:32")))
    cmd("App.ActiveDocument.Pocket.Shape.Volume", repr(30000.0 - math.pi * 5 * 5 * 25))
    cmd("App.ActiveDocument.Pad.Label", "'BasePlate'")
    turns.append((code("run('App.ActiveDocument.Pocket.Shape.Volume')\nrun('App.ActiveDocument.Pad.Label')"), view("Thu Mar 21  15:33")))
    st["dirty"] = False
    report.append("15:33:52  Saved /home/kai/cad/bracket.FCStd")
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), view("Thu Mar 21  15:34")))
    st.update(status="Preselected: bracket.Body.Pocket.Face7 (31.402750 mm, 7.918211 mm, 25.000000 mm)")
    turns.append((code("pyautogui.moveTo(1190, 420)  # hover the top face in the 3D view"), view("Thu Mar 21  15:34")))
    rs.add(task=TASK, tid="h30-os-10", system=OS_SYSTEM, turns=turns,
           state="FreeCAD 0.20.2 (Part Design workbench) has ~/cad/bracket.FCStd open: Body with a 40 x 30 mm rectangle Sketch padded 10 mm (Pad). The Python console and Report view are docked below the 3D view.")


# ---------------------------------------------------------------------------------------------- 11
def t11(rs: RowSet) -> None:
    """Okular: review a paper with highlights, a note and a bookmark. BAD: a note is listed under another page."""
    pages = {1: "Edge Caching Under Tail Latency Constraints\nA. Moreau, K. Shin, L. Duarte\nAbstract—Content delivery at the network edge trades cache hit ratio against request latency. We study …",
             5: "3.2 Admission policy\nWe propose a lightweight admission policy that only caches objects whose predicted reuse distance is below the current eviction horizon. The policy needs no per-object history beyond a 4-bit counter …",
             7: "4.1 Testbed\nAll experiments ran on 12 edge nodes (AMD EPYC 7313P, 128 GB RAM) replaying a 72-hour production trace. Compared with LRU, our policy reduces p99 latency by 38% while keeping the hit ratio within 1.2 points …",
             8: "5 Evaluation\nWe evaluate three questions: (Q1) how does admission affect tail latency, (Q2) what is the memory overhead, and (Q3) how sensitive is the policy to the horizon parameter …",
             9: "5.2 Memory overhead\nTable 3 lists the per-node memory cost. The 4-bit counters add 0.6 MB per million objects, well below the 11 MB used by the LRU metadata …"}
    toc = [("1 Introduction", 1), ("2 Background", 2), ("3 Design", 4), ("4 Implementation", 6), ("5 Evaluation", 8),
           ("6 Related Work", 11), ("7 Conclusion", 12), ("References", 13)]
    ann = [{"page": 2, "type": "Highlight", "author": "kim", "when": "Mar 21, 2024 4:52 PM", "text": "tail latency is dominated by cache misses on cold objects"},
           {"page": 6, "type": "Pop-up Note", "author": "kim", "when": "Mar 21, 2024 5:03 PM", "text": "check Fig. 4 axis units"}]
    st = {"page": 1, "zoom": "Fit Width", "side": "Reviews", "mod": False, "find": None, "bm": [], "extra": []}

    def side() -> list[str]:
        out = [row("page-tab", t, "", "", "selected" if st["side"] == t else "", (80, 110 + 40 * i), (40, 40)) for i, t in enumerate(["Thumbnails", "Contents", "Reviews", "Bookmarks"])]
        y = 110
        if st["side"] == "Reviews":
            for p in sorted({a["page"] for a in ann}):
                out.append(row("tree-item", f"Page {p}", "", "", "expanded", (130, y), (340, 26)))
                y += 26
                for a in sorted([a for a in ann if a["page"] == p], key=lambda a: a["when"]):
                    out.append(row("tree-item", f"{a['type']} — {a['author']}", f"{a['text']}\n{a['when']}", "", "", (150, y), (320, 44)))
                    y += 44
        elif st["side"] == "Contents":
            for t, p in toc:
                out.append(row("tree-item", t, str(p), "", "current" if p == max(q for _, q in toc if q <= st["page"]) else "", (130, y), (340, 26)))
                y += 26
        elif st["side"] == "Thumbnails":
            for p in range(max(1, st["page"] - 1), min(14, st["page"] + 1) + 1):
                out.append(row("list-item", str(p), "", "", "current page" if p == st["page"] else "", (180, y), (240, 300)))
                y += 310
        elif st["side"] == "Bookmarks":
            for b in st["bm"]:
                out.append(row("tree-item", b, "", "", "", (130, y), (340, 26)))
                y += 26
        return out

    def view(clock: str) -> str:
        title = "edge-caching-latency.pdf" + (" [modified]" if st["mod"] else "") + " — Okular"
        rows = [row("frame", title, "", "", "", (70, 27), (1850, 1053)),
                *[row("menu", m, "", "", "", (80 + 60 * i, 40), (60, 22)) for i, m in enumerate(["File", "Edit", "View", "Go", "Bookmarks", "Tools", "Settings", "Help"])],
                row("push-button", "Previous Page", "", "", "", (560, 68), (30, 30)),
                row("spin-button", "Page", str(st["page"]), "", "", (594, 68), (50, 30)),
                row("label", "", "of 14", "", "", (648, 72), (40, 22)),
                row("push-button", "Next Page", "", "", "", (692, 68), (30, 30)),
                row("combo-box", "Zoom", st["zoom"], "", "", (760, 68), (120, 30)),
                row("toggle-button", "Text Selection", "", "", "", (900, 68), (30, 30)),
                row("toggle-button", "Annotations", "", "", "checked", (940, 68), (30, 30)),
                *side(),
                row("document-frame", f"Page {st['page']}", pages.get(st["page"], ""), "", "page view", (480, 100), (1430, 920)),
                *st["extra"]]
        if st["find"]:
            rows += [row("text", "Find", st["find"][0], "", "find bar", (480, 1024), (300, 26)),
                     row("label", "", st["find"][1], "", "find bar", (790, 1028), (300, 20))]
        return screen(clock, rows, dock=False)

    turns = []
    turns.append((code("import pyautogui\npyautogui.click(100, 210)  # Reviews sidebar"), view("Fri Mar 22  09:58")))
    st["page"] = 5
    turns.append((code("pyautogui.hotkey('ctrl', 'g')\npyautogui.typewrite('5\\n')"), view("Fri Mar 22  09:59")))
    ann.append({"page": 5, "type": "Highlight", "author": "kim", "when": "Mar 22, 2024 10:00 AM", "text": "only caches objects whose predicted reuse distance is below the current eviction horizon"})
    st["mod"] = True
    turns.append((code("pyautogui.press('f6')  # annotation toolbar\npyautogui.click(984, 150)  # Highlighter\npyautogui.moveTo(655, 236)\npyautogui.dragTo(1590, 262, duration=0.6)"), view("Fri Mar 22  10:00")))
    st["find"] = ("p99", "")
    st["page"] = 7
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('p99')\npyautogui.press('enter')"), view("Fri Mar 22  10:01")))
    ann.append({"page": 7, "type": "Pop-up Note", "author": "kim", "when": "Mar 22, 2024 10:03 AM", "text": "Is the 38% reduction measured at p99 for all 12 nodes or the median node?"})
    st["find"] = None
    turns.append((code("pyautogui.press('escape')\npyautogui.click(1010, 150)  # Pop-up Note tool\npyautogui.click(1600, 300)\npyautogui.typewrite('Is the 38% reduction measured at p99 for all 12 nodes or the median node?')\npyautogui.click(1880, 310)  # close the note window"),
                  view("Fri Mar 22  10:03")))
    st["zoom"] = "125%"
    turns.append((code("pyautogui.click(820, 83)  # Zoom\npyautogui.click(820, 290)  # 125%"), view("Fri Mar 22  10:03")))
    st["page"] = 9
    st["bm"] = ["5.2 Memory overhead"]
    st["side"] = "Bookmarks"
    turns.append((code("pyautogui.hotkey('ctrl', 'g')\npyautogui.typewrite('9\\n')\npyautogui.hotkey('ctrl', 'b')  # add bookmark\npyautogui.click(100, 250)  # Bookmarks sidebar"), view("Fri Mar 22  10:04")))
    st["side"] = "Contents"
    st["page"] = 8
    turns.append((code("pyautogui.click(100, 130)  # Contents sidebar\npyautogui.click(250, 227)  # 5 Evaluation"), view("Fri Mar 22  10:05")))
    # BAD: the 10:03 note was created on page 7 (listed under Page 7 in turns 5-6); no annotation was moved
    st["side"] = "Reviews"
    ann[-1]["page"] = 8
    turns.append((code("pyautogui.click(100, 210)  # Reviews sidebar"), view("Fri Mar 22  10:05")))
    ann[-1]["page"] = 7
    st["mod"] = False
    st["side"] = "Thumbnails"
    turns.append((code("pyautogui.hotkey('ctrl', 's')\npyautogui.click(100, 110)  # Thumbnails sidebar"), view("Fri Mar 22  10:06")))
    st["extra"] = [row("dialog", "Properties", "", "", "document properties", (660, 260), (600, 520)),
                   row("page-tab", "Properties", "", "", "selected", (680, 290), (100, 28)),
                   row("page-tab", "Fonts", "", "", "", (780, 290), (80, 28)),
                   *[row("label", k, v, "", "", (700, 330 + 28 * i), (520, 24)) for i, (k, v) in enumerate([
                       ("File Name:", "/home/kim/papers/edge-caching-latency.pdf"), ("File Size:", "1.9 MiB"),
                       ("Title:", "Edge Caching Under Tail Latency Constraints"), ("Author:", "A. Moreau; K. Shin; L. Duarte"),
                       ("Creator:", "LaTeX with hyperref"), ("Producer:", "pdfTeX-1.40.25"),
                       ("Created:", "2/27/24 6:14 PM"), ("Modified:", "3/22/24 10:06 AM"), ("Format:", "PDF v. 1.5"),
                       ("Pages:", "14"), ("Page Size:", "US Letter, Portrait"), ("Optimized:", "No")])],
                   row("push-button", "Close", "", "", "", (1150, 740), (90, 30))]
    turns.append((code("pyautogui.click(80, 51)  # File\npyautogui.click(140, 420)  # Properties"), view("Fri Mar 22  10:06")))
    rs.add(task=TASK, tid="h30-os-11", system=OS_SYSTEM, turns=turns,
           state="Okular has ~/papers/edge-caching-latency.pdf (14 pages) open at page 1, zoom Fit Width, with two earlier annotations (a highlight on page 2 and a note on page 6).",
           bad=True, turn=9, kind="annotation listed under a different page than the one it was created on")


# ---------------------------------------------------------------------------------------------- 12
def t12(rs: RowSet) -> None:
    """Firefox: check a flight, convert currency, fetch an e-ticket. Clean: live stamps, rates, downloads."""
    tabs = [["Inbox (3) - lea.meier@posteo.de - Posteo", "pinned"], ["New Tab", ""]]
    st = {"active": 1, "url": "", "body": [], "dl": []}

    def view(clock: str) -> str:
        rows = [row("frame", f"{tabs[st['active']][0]} — Mozilla Firefox", "", "", "", (70, 27), (1850, 1053))]
        for i, (t, d) in enumerate(tabs):
            rows.append(row("page-tab", t, "", "", ", ".join(x for x in [d, "selected" if i == st["active"] else ""] if x), (80 + 260 * i, 34), (256, 36)))
        rows += [row("push-button", "Back", "", "", "", (80, 74), (32, 32)),
                 row("push-button", "Forward", "", "", "", (114, 74), (32, 32)),
                 row("push-button", "Reload", "", "", "", (148, 74), (32, 32)),
                 row("entry", "Search with Google or enter address", st["url"], "", "", (300, 74), (1200, 32)),
                 row("push-button", "Downloads", "", "", "active" if st["dl"] else "", (1760, 74), (32, 32)),
                 row("push-button", "Open application menu", "", "", "", (1880, 74), (32, 32)),
                 row("document-web", tabs[st["active"]][0], "", "", "", (70, 110), (1850, 970)),
                 *st["body"]]
        return screen(clock, rows)

    def flight(updated: str, ago: str, status: str, gate: str, board: str, dep_est: str, arr_est: str) -> list[str]:
        items = [("heading", "LX1073 · Zurich (ZRH) → Lisbon (LIS)"), ("label", "Swiss International Air Lines · Airbus A220-300 (HB-JCR)"),
                 ("label", f"Last updated {updated} CET ({ago}) · refreshes every 60 s"),
                 ("heading", "Status"), ("label", status),
                 ("table-cell", "Scheduled departure  14:35 CET"), ("table-cell", f"Estimated departure  {dep_est} CET"),
                 ("table-cell", f"Terminal  1 · Gate  {gate}"), ("table-cell", f"Boarding  {board}"),
                 ("table-cell", "Scheduled arrival  16:30 WET"), ("table-cell", f"Estimated arrival  {arr_est} WET"),
                 ("table-cell", "Flight time  2 h 55 min · 1,714 km"),
                 ("heading", "Inbound aircraft"), ("label", "LX1946 from Berlin (BER) · landed 09:58 CET"),
                 ("link", "Download e-ticket (PDF)"), ("link", "Set up alerts")]
        return [row(t, "", x, "", "", (120, 140 + 34 * i), (1400, 30)) for i, (t, x) in enumerate(items)]

    rate0 = 0.962134

    def rates(amount: float, frm: str, to: str, rate: float, asof: str) -> list[str]:
        r = rate if frm == "EUR" else 1 / rate
        inv = 1 / r
        items = [("heading", "Currency converter"), ("entry", f"Amount  {amount:,.2f}"), ("combo-box", f"From  {frm}"),
                 ("push-button", "Swap currencies"), ("combo-box", f"To  {to}"),
                 ("heading", f"{amount:,.2f} {frm} = {amount * r:,.2f} {to}"),
                 ("label", f"1 {frm} = {r:.4f} {to}    1 {to} = {inv:.4f} {frm}"),
                 ("label", f"Mid-market rate at {asof} UTC"),
                 ("table-cell", f"1 {frm}  {r:.4f} {to}"), ("table-cell", f"5 {frm}  {5 * r:.2f} {to}"),
                 ("table-cell", f"10 {frm}  {10 * r:.2f} {to}"), ("table-cell", f"100 {frm}  {100 * r:.2f} {to}"),
                 ("table-cell", f"1,000 {frm}  {1000 * r:,.2f} {to}")]
        return [row(t, "", x, "", "", (120, 140 + 34 * i), (1400, 30)) for i, (t, x) in enumerate(items)]

    turns = []
    tabs[1][0] = "LX1073 ZRH → LIS flight status · SkyTrack"
    st.update(url="skytrack.io/flight/LX1073/2024-03-22", body=flight("10:31", "1 min ago", "Scheduled", "not yet assigned", "—", "14:35", "16:30"))
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'l')\npyautogui.typewrite('skytrack.io/flight/LX1073/2024-03-22\\n')\npyautogui.sleep(3)"), view("Fri Mar 22  10:32")))
    st["body"] = flight("10:35", "just now", "On time", "A52", "14:05", "14:35", "16:30")
    turns.append((code("pyautogui.sleep(150)\npyautogui.press('f5')\npyautogui.sleep(2)"), view("Fri Mar 22  10:35")))
    tabs.append(["250 EUR to CHF – RatesNow", ""])
    st.update(active=2, url="ratesnow.net/convert?from=EUR&to=CHF&amount=250", body=rates(250, "EUR", "CHF", rate0, "09:36"))
    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.typewrite('ratesnow.net/convert?from=EUR&to=CHF&amount=250\\n')\npyautogui.sleep(3)"), view("Fri Mar 22  10:36")))
    tabs[2][0] = "1,250 EUR to CHF – RatesNow"
    st.update(url="ratesnow.net/convert?from=EUR&to=CHF&amount=1250", body=rates(1250, "EUR", "CHF", rate0, "09:36"))
    turns.append((code("pyautogui.tripleClick(400, 189)  # Amount\npyautogui.typewrite('1250\\n')"), view("Fri Mar 22  10:37")))
    tabs[2][0] = "1,250 CHF to EUR – RatesNow"
    st.update(url="ratesnow.net/convert?from=CHF&to=EUR&amount=1250", body=rates(1250, "CHF", "EUR", rate0, "09:36"))
    turns.append((code("pyautogui.click(300, 257)  # Swap currencies"), view("Fri Mar 22  10:37")))
    rate1 = 0.962087
    tabs[0][0] = "Inbox (4) - lea.meier@posteo.de - Posteo"
    st["body"] = rates(1250, "CHF", "EUR", rate1, "09:41")
    turns.append((code("pyautogui.sleep(200)\npyautogui.press('f5')\npyautogui.sleep(2)"), view("Fri Mar 22  10:41")))
    st.update(active=1, url="skytrack.io/flight/LX1073/2024-03-22", body=flight("10:41", "1 min ago", "Delayed 10 min (late inbound crew)", "A52", "14:15", "14:45", "16:38"))
    turns.append((code("pyautogui.hotkey('ctrl', '2')  # flight tab (auto-refreshes every 60 s)"), view("Fri Mar 22  10:42")))
    st["dl"] = [row("list-item", "eticket_LX1073_MEIER.pdf", "1.2 of 3.4 MB — 1 second left", "", "downloads panel", (1500, 110), (400, 60)),
                row("progress-bar", "", "35%", "", "", (1500, 160), (400, 8))]
    st["body"] = flight("10:42", "just now", "Delayed 10 min (late inbound crew)", "A52", "14:15", "14:45", "16:38") + st["dl"]
    turns.append((code("pyautogui.click(260, 650)  # 'Download e-ticket (PDF)'\npyautogui.sleep(0.5)\npyautogui.click(1776, 90)  # Downloads panel"), view("Fri Mar 22  10:42")))
    st["dl"] = [row("list-item", "eticket_LX1073_MEIER.pdf", "Completed — 3.4 MB", "", "downloads panel", (1500, 110), (400, 60))]
    st["body"] = flight("10:43", "just now", "Delayed 10 min (late inbound crew)", "A52", "14:15", "14:45", "16:38") + st["dl"]
    turns.append((code("pyautogui.sleep(3)"), view("Fri Mar 22  10:43")))
    tabs.append(["eticket_LX1073_MEIER.pdf", ""])
    st.update(active=3, url="file:///home/lea/Downloads/eticket_LX1073_MEIER.pdf", dl=[])
    st["body"] = [row("spin-button", "Page", "1", "", "pdf viewer toolbar", (200, 120), (50, 26)),
                  row("label", "", "of 2", "", "", (254, 124), (40, 20)),
                  row("combo-box", "Zoom", "Automatic Zoom", "", "", (900, 120), (160, 26)),
                  row("label", "", "ELECTRONIC TICKET RECEIPT\nPassenger: MEIER/LEA MS\nTicket number: 724 2193058841\nBooking reference: 6KQ2TZ\nLX1073  22MAR  ZRH 14:35 → LIS 16:30  Economy (L)  Baggage 1PC\nLX1074  29MAR  LIS 17:25 → ZRH 21:10  Economy (L)  Baggage 1PC\nFare CHF 312.00  Taxes CHF 96.40  Total CHF 408.40", "", "page 1", (500, 160), (920, 880))]
    turns.append((code("pyautogui.click(1540, 140)  # open the downloaded PDF"), view("Fri Mar 22  10:43")))
    rs.add(task=TASK, tid="h30-os-12", system=OS_SYSTEM, turns=turns,
           state="Firefox is open with a pinned webmail tab (Inbox, 3 unread) and an empty second tab. The user flies LX1073 Zurich → Lisbon today at 14:35.")


# ---------------------------------------------------------------------------------------------- 13
def t13(rs: RowSet) -> None:
    """Lollypop: add two album tracks to a playlist and play it. BAD: playlist header count is off by one."""
    def sec(t: str) -> int:
        m, s = t.split(":")
        return int(m) * 60 + int(s)

    pl = [("Avril 14th", "Aphex Twin", "Drukqs", "2:05"), ("An Ending (Ascent)", "Brian Eno", "Apollo", "4:26"),
          ("Nuvole Bianche", "Ludovico Einaudi", "Una Mattina", "5:57"), ("Says", "Nils Frahm", "Spaces", "8:18"),
          ("Near Light", "Ólafur Arnalds", "Living Room Songs", "4:15"), ("Kiara", "Bonobo", "Black Sands", "3:49"),
          ("Intro", "The xx", "xx", "2:07"), ("Experience", "Ludovico Einaudi", "In a Time Lapse", "5:15"),
          ("Gymnopédie No. 1", "Erik Satie, Pascal Rogé", "Satie: Piano Works", "3:35"),
          ("Weightless", "Marconi Union", "Weightless", "8:09"), ("Open Eye Signal", "Jon Hopkins", "Immunity", "7:48"),
          ("Dayvan Cowboy", "Boards of Canada", "The Campfire Headphase", "5:00")]
    album = [("1/1", "17:21"), ("2/1", "8:20"), ("1/2", "11:30"), ("2/2", "6:00")]

    def dur(n: int) -> str:
        m = n // 60
        return f"{m // 60} h {m % 60} min" if m >= 60 else f"{m} min"

    def head(count: int | None = None) -> list[str]:
        total = sum(sec(t[3]) for t in pl)
        c = len(pl) if count is None else count
        return [row("heading", "Evening Focus", "", "", "playlist", (420, 90), (600, 40)),
                row("label", "", f"{c} songs · {dur(total)}", "", "", (420, 134), (400, 22)),
                row("push-button", "Play", "", "", "", (1500, 100), (40, 40)),
                row("push-button", "Shuffle", "", "", "", (1544, 100), (40, 40)),
                row("push-button", "Playlist options", "", "", "", (1588, 100), (40, 40))]

    def tracks() -> list[str]:
        out = []
        for i, (t, a, al, d) in enumerate(pl):
            y = 180 + 48 * i
            out += [row("list-item", t, f"{i + 1}", "", f"{a} — {al}", (420, y), (1100, 48)),
                    row("label", "", d, "", "duration", (1530, y + 12), (60, 22))]
        return out

    side = [row("list-item", n, "", "", "", (80, 80 + 40 * i), (300, 40)) for i, n in enumerate(
        ["Popular albums", "Recently played", "Recently added", "Randoms", "Playlists", "Radios", "Artists", "Albums", "Genres", "Years"])]

    def view(clock: str, body: list[str], playing: tuple[str, str, str, str] | None = None, extra: list[str] | None = None,
             shuffle: bool = False, vol: int = 80, full: bool = False) -> str:
        rows = [row("frame", "Lollypop", "", "", "fullscreen" if full else "", (70, 27), (1850, 1053))]
        if not full:
            rows += [row("push-button", "Previous", "", "", "", (80, 40), (34, 34)),
                     row("push-button", "Pause" if playing else "Play", "", "", "", (116, 40), (34, 34)),
                     row("push-button", "Next", "", "", "", (152, 40), (34, 34)),
                     row("toggle-button", "Search", "", "", "", (1700, 40), (34, 34)), *side, *body]
        if playing:
            t, a, pos, d = playing
            rows += [row("label", "", t, "", "now playing title", (600 if full else 200, 980 if not full else 700), (600, 30)),
                     row("label", "", a, "", "now playing artist", (600 if full else 200, 1010 if not full else 740), (600, 24)),
                     row("label", "", pos, "", "elapsed", (600 if full else 800, 1040 if not full else 800), (60, 20)),
                     row("slider", "Progress", f"{sec(pos)} of {sec(d)} s", "", "", (670 if full else 870, 1040 if not full else 800), (600, 20)),
                     row("label", "", d, "", "duration", (1280 if full else 1480, 1040 if not full else 800), (60, 20)),
                     row("toggle-button", "Shuffle", "", "", "checked" if shuffle else "unchecked", (600 if full else 1600, 1040 if not full else 860), (34, 34)),
                     row("toggle-button", "Repeat", "", "", "unchecked", (640 if full else 1640, 1040 if not full else 860), (34, 34)),
                     row("slider", "Volume", f"{vol}%", "", "", (700 if full else 1700, 1040 if not full else 860), (160, 20))]
            if full:
                rows += [row("image", "Album artwork", "", "", "", (760, 160), (400, 400)),
                         row("push-button", "Previous", "", "", "", (860, 920), (50, 50)),
                         row("push-button", "Pause", "", "", "", (935, 920), (50, 50)),
                         row("push-button", "Next", "", "", "", (1010, 920), (50, 50))]
        return screen(clock, rows + (extra or []), dock=not full)

    turns = []
    turns.append((code("import pyautogui\npyautogui.click(230, 257)  # Playlists\npyautogui.sleep(1)\npyautogui.click(700, 300)  # 'Evening Focus'"), view("Sat Mar 23  21:10", head() + tracks())))
    res = [row("heading", "Music for Airports", "", "", "album · Brian Eno · 1978", (420, 90), (600, 40))]
    res += [row("list-item", t, f"{i + 1}", "", "Brian Eno — Ambient 1: Music for Airports", (420, 180 + 48 * i), (1100, 48)) for i, (t, _) in enumerate(album)]
    res += [row("label", "", d, "", "duration", (1530, 192 + 48 * i), (60, 22)) for i, (_, d) in enumerate(album)]
    turns.append((code("pyautogui.click(1717, 57)  # Search\npyautogui.typewrite('music for airports')\npyautogui.sleep(1)\npyautogui.click(700, 110)  # album result"), view("Sat Mar 23  21:11", res)))
    for t, d in album[:2]:
        pl.append((t, "Brian Eno", "Ambient 1: Music for Airports", d))
    toast = [row("notification", "", "2 songs added to “Evening Focus”", "", "", (760, 960), (400, 40))]
    turns.append((code("pyautogui.click(700, 204)  # 1/1\npyautogui.keyDown('ctrl')\npyautogui.click(700, 252)  # 2/1\npyautogui.keyUp('ctrl')\npyautogui.rightClick(700, 252)\npyautogui.click(780, 330)  # Add to playlist\npyautogui.click(960, 330)  # Evening Focus"),
                  view("Sat Mar 23  21:12", res, extra=toast)))
    # BAD: header says 13 songs; 12 + 2 added = 14 rows listed below it
    turns.append((code("pyautogui.press('escape')  # close search\npyautogui.click(230, 257)  # Playlists\npyautogui.click(700, 300)  # 'Evening Focus'"),
                  view("Sat Mar 23  21:12", head(13) + tracks())))
    first = pl[0]
    turns.append((code("pyautogui.click(1520, 120)  # Play the playlist\npyautogui.sleep(3)\npyautogui.press('f11')  # fullscreen player"),
                  view("Sat Mar 23  21:13", [], (first[0], first[1], "0:04", first[3]), full=True)))
    turns.append((code("pyautogui.sleep(35)\npyautogui.click(617, 877)  # Shuffle"),
                  view("Sat Mar 23  21:13", [], (first[0], first[1], "0:41", first[3]), shuffle=True, full=True)))
    nxt = pl[3]
    turns.append((code("pyautogui.click(1035, 945)  # Next"),
                  view("Sat Mar 23  21:13", [], (nxt[0], nxt[1], "0:01", nxt[3]), shuffle=True, full=True)))
    turns.append((code("pyautogui.sleep(35)\npyautogui.moveTo(780, 870)\npyautogui.dragTo(756, 870, duration=0.3)  # volume 80% -> 60%"),
                  view("Sat Mar 23  21:14", [], (nxt[0], nxt[1], "0:37", nxt[3]), shuffle=True, vol=60, full=True)))
    rs.add(task=TASK, tid="h30-os-13", system=OS_SYSTEM, turns=turns,
           state="Lollypop 1.4 music player is open on 'Popular albums'. The playlist 'Evening Focus' exists; the local library includes Brian Eno's 'Ambient 1: Music for Airports'.",
           bad=True, turn=4, kind="playlist header song count does not match the listed tracks after two were added")


# ---------------------------------------------------------------------------------------------- 14
def t14(rs: RowSet) -> None:
    """System Monitor: kill a runaway script, restart syncthing. Clean: fluctuating CPU/memory, new PID, filters."""
    procs = [  # name, user, cpu, pid, mem MB, read, write, prio
        ["python3", "sam", 98.7, 48213, 212.4, "1.2 MB", "3.4 GB", "Normal"],
        ["firefox", "sam", 7.2, 3311, 612.8, "402.1 MB", "88.0 MB", "Normal"],
        ["Isolated Web Co", "sam", 4.4, 3520, 389.5, "N/A", "N/A", "Normal"],
        ["gnome-shell", "sam", 3.1, 1874, 301.2, "96.3 MB", "2.1 MB", "Normal"],
        ["code", "sam", 2.6, 4102, 455.0, "210.7 MB", "14.2 MB", "Normal"],
        ["Xwayland", "sam", 1.9, 1932, 71.6, "3.0 MB", "N/A", "Normal"],
        ["syncthing", "sam", 1.4, 2210, 58.3, "1.8 GB", "1.1 GB", "Normal"],
        ["syncthing", "sam", 0.0, 2196, 14.1, "5.2 MB", "N/A", "Normal"],
        ["gnome-terminal-server", "sam", 0.6, 5120, 48.9, "1.1 MB", "N/A", "Normal"],
        ["pipewire-pulse", "sam", 0.5, 1702, 9.8, "N/A", "N/A", "Very High"],
        ["tracker-miner-fs-3", "sam", 0.3, 1788, 35.2, "388.9 MB", "61.5 MB", "Very Low"],
        ["evolution-alarm-notify", "sam", 0.0, 2011, 42.0, "2.4 MB", "N/A", "Normal"],
        ["gsd-color", "sam", 0.0, 1990, 21.7, "N/A", "N/A", "Normal"],
        ["ibus-daemon", "sam", 0.0, 1919, 10.6, "N/A", "N/A", "Normal"],
        ["gnome-system-monitor", "sam", 1.2, 52001, 38.5, "N/A", "N/A", "Normal"]]
    st = {"sort": "cpu", "sel": None, "filter": "", "tab": "Processes", "extra": []}

    def jig(v: float, k: int, turn: int, spread: float) -> float:
        return max(0.0, v * (1 + spread * (((k * 7 + turn * 5) % 9) - 4) / 4))

    def table(turn: int) -> list[str]:
        ps = [p for p in procs if st["filter"] in p[0]]
        vals = []
        for k, p in enumerate(ps):
            cpu = 0.0 if p[2] == 0 else jig(p[2], k, turn, 0.2 if p[2] > 50 else 0.35)
            mem = jig(p[4], k, turn, 0.01)
            vals.append((p, cpu, mem))
        if st["sort"] == "cpu":
            vals.sort(key=lambda v: -v[1])
        else:
            vals.sort(key=lambda v: -v[2])
        out = [row("table-column-header", h, "", "", ("sorted descending" if (h == "% CPU" and st["sort"] == "cpu") or (h == "Memory" and st["sort"] == "mem") else ""), (80 + x, 130), (w, 28))
               for h, x, w in [("Process Name", 0, 360), ("User", 360, 100), ("% CPU", 460, 90), ("ID", 550, 90), ("Memory", 640, 120),
                               ("Disk read total", 760, 150), ("Disk write total", 910, 150), ("Priority", 1060, 120)]]
        for i, (p, cpu, mem) in enumerate(vals[:16]):
            y = 158 + 30 * i
            memtxt = f"{mem / 1000:.1f} GB" if mem >= 1000 else f"{mem:.1f} MB"
            desc = "selected" if st["sel"] == p[3] else ""
            for x, w, v in [(0, 360, p[0]), (360, 100, p[1]), (460, 90, f"{cpu:.1f}" if cpu else "0"), (550, 90, str(p[3])),
                            (640, 120, memtxt), (760, 150, p[5]), (910, 150, p[6]), (1060, 120, p[7])]:
                out.append(row("table-cell", "", v, "", desc, (80 + x, y), (w, 30)))
        return out

    def view(clock: str, turn: int) -> str:
        rows = [row("frame", "System Monitor", "", "", "", (70, 27), (1300, 700 + 160)),
                *[row("page-tab", t, "", "", "selected" if st["tab"] == t else "", (520 + 120 * i, 40), (120, 34)) for i, t in enumerate(["Processes", "Resources", "File Systems"])],
                row("toggle-button", "Search", "", "", "checked" if st["filter"] else "", (1240, 40), (34, 34)),
                row("push-button", "Main menu", "", "", "", (1280, 40), (34, 34))]
        if st["filter"]:
            rows.append(row("text", "Search", st["filter"], "", "", (500, 90), (400, 32)))
        if st["tab"] == "Processes":
            rows += table(turn)
            rows.append(row("push-button", "End Process", "", "", "" if st["sel"] else "insensitive", (1200, 820), (130, 32)))
        return screen(clock, rows + st["extra"])

    turns = []
    turns.append((code("import subprocess, pyautogui\nsubprocess.Popen(['gnome-system-monitor'])\npyautogui.sleep(2)\npyautogui.click(585, 144)  # sort by % CPU"), view("Sun Mar 24  13:20", 1)))
    st["sort"] = "mem"
    turns.append((code("pyautogui.click(780, 144)  # Memory column"), view("Sun Mar 24  13:20", 2)))
    st["sel"] = 48213
    st["extra"] = [row("dialog", "End Process", "", "", "", (560, 360), (520, 180)),
                   row("label", "", "Are you sure you want to end the selected process “python3” (PID: 48213)?", "", "", (580, 390), (480, 40)),
                   row("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", "", "", (580, 440), (480, 40)),
                   row("push-button", "Cancel", "", "", "", (820, 500), (110, 32)),
                   row("push-button", "End Process", "", "", "", (940, 500), (120, 32))]
    turns.append((code("pyautogui.click(300, 293)  # python3 row\npyautogui.click(1265, 836)  # End Process"), view("Sun Mar 24  13:21", 3)))
    procs.pop(0)
    st.update(sel=None, extra=[])
    turns.append((code("pyautogui.click(1000, 516)  # confirm End Process"), view("Sun Mar 24  13:21", 4)))
    i = next(k for k, p in enumerate(procs) if p[3] == 2210)
    procs[i] = ["syncthing", "sam", 3.8, 48502, 31.7, "4.1 MB", "N/A", "Normal"]
    j = next(k for k, p in enumerate(procs) if p[3] == 2196)
    procs[j] = ["syncthing", "sam", 0.0, 48489, 13.9, "N/A", "N/A", "Normal"]
    turns.append((code("subprocess.run(['systemctl', '--user', 'restart', 'syncthing.service'], check=True)\npyautogui.sleep(3)"), view("Sun Mar 24  13:22", 5)))
    st["filter"] = "sync"
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('sync')"), view("Sun Mar 24  13:22", 6)))
    st.update(tab="Resources", filter="")
    st["extra"] = [row("label", "", "CPU", "", "heading", (100, 90), (200, 24)),
                   *[row("label", f"CPU{n + 1}", f"{v:.1f}%", "", "", (100 + 150 * n, 330), (140, 20)) for n, v in enumerate([6.0, 3.9, 11.2, 2.0, 4.8, 7.5, 1.0, 3.1])],
                   row("label", "", "Memory and Swap", "", "heading", (100, 380), (300, 24)),
                   row("label", "Memory", "4.2 GB (27.1%) of 15.5 GB", "", "", (100, 620), (400, 20)),
                   row("label", "", "Cache 3.9 GB", "", "", (100, 644), (400, 20)),
                   row("label", "Swap", "0 bytes (0.0%) of 2.1 GB", "", "", (600, 620), (400, 20)),
                   row("label", "", "Network", "", "heading", (100, 680), (200, 24)),
                   row("label", "Receiving", "18.6 KB/s", "", "", (100, 920), (200, 20)), row("label", "Total Received", "1.4 GB", "", "", (100, 944), (200, 20)),
                   row("label", "Sending", "3.1 KB/s", "", "", (600, 920), (200, 20)), row("label", "Total Sent", "212.9 MB", "", "", (600, 944), (200, 20))]
    turns.append((code("pyautogui.press('escape')\npyautogui.click(700, 57)  # Resources"), view("Sun Mar 24  13:23", 7)))
    st["tab"] = "File Systems"
    fs = [("/dev/nvme0n1p2", "/", "ext4", "468.4 GB", "226.1 GB", "218.4 GB", "49%"),
          ("/dev/nvme0n1p1", "/boot/efi", "vfat", "536.9 MB", "530.7 MB", "6.2 MB", "1%"),
          ("/dev/sda1", "/media/sam/backup", "exfat", "2.0 TB", "1.1 TB", "864.5 GB", "56%")]
    st["extra"] = [row("table-column-header", h, "", "", "", (80 + 150 * n, 130), (150, 28)) for n, h in enumerate(["Device", "Directory", "Type", "Total", "Available", "Used", ""])]
    st["extra"] += [row("table-cell", "", v, "", "", (80 + 150 * n, 158 + 30 * r), (150, 30)) for r, f in enumerate(fs) for n, v in enumerate(f)]
    turns.append((code("pyautogui.click(820, 57)  # File Systems"), view("Sun Mar 24  13:23", 8)))
    st.update(tab="Processes", extra=[])
    turns.append((code("pyautogui.click(580, 57)  # Processes"), view("Sun Mar 24  13:24", 9)))
    rs.add(task=TASK, tid="h30-os-14", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user sam. A runaway 'python3 stress.py' keeps one core busy; syncthing runs as a systemd user service (two processes: monitor and serve). System Monitor is not open.")


# ---------------------------------------------------------------------------------------------- 15
def t15(rs: RowSet) -> None:
    """Baobab: find and remove old recordings. Clean: trash moves bytes into .local, empty trash frees them."""
    G = 1_000_000_000
    home = {"Videos": {"projects": int(19.1 * G), "old_recordings": int(17.3 * G), "misc": int(2.5 * G)},
            "Pictures": int(21.6 * G), "Music": int(14.2 * G), "Downloads": int(9.73 * G), "Documents": int(6.84 * G),
            "snap": int(4.35 * G), ".local": {"share": {"Trash": 4096, "flatpak": int(2.71 * G), "gnome-shell": int(0.21 * G)}, "lib": int(0.2 * G)},
            ".cache": int(2.41 * G), ".mozilla": int(0.412 * G), ".config": int(0.188 * G), "Desktop": int(0.012 * G)}
    items = {"Videos": 312, "projects": 188, "old_recordings": 97, "misc": 26, "Pictures": 8410, "Music": 2204, "Downloads": 641,
             "Documents": 3127, "snap": 21980, ".local": 40112, "share": 39877, "Trash": 0, "flatpak": 39002, "gnome-shell": 31,
             "lib": 233, ".cache": 15620, ".mozilla": 1488, ".config": 2305, "Desktop": 9}
    mod = {"Videos": "Mar 12", "projects": "Mar 20", "old_recordings": "2022", "misc": "Feb 02", "Pictures": "Mar 23",
           "Music": "Jan 30", "Downloads": "Mar 24", "Documents": "Mar 22", "snap": "Mar 19", ".local": "Mar 24",
           "share": "Mar 24", "Trash": "Mar 10", "flatpak": "Mar 11", "gnome-shell": "Mar 02", "lib": "Feb 27",
           ".cache": "Mar 25", ".mozilla": "Mar 25", ".config": "Mar 25", "Desktop": "Mar 01"}
    st = {"expanded": set(), "free": 306_000_000_000, "total": 468_400_000_000}

    def size(v: int | dict) -> int:
        return v if isinstance(v, int) else 4096 + sum(size(x) for x in v.values())

    def tree(d: dict, depth: int, parent_size: int, out: list[str]) -> None:
        for name, v in sorted(d.items(), key=lambda kv: -size(kv[1])):
            s = size(v)
            exp = isinstance(v, dict) and name in st["expanded"]
            n = items[name]
            y = 150 + 30 * (len(out) // 4)
            state = "expanded" if exp else ("collapsed" if isinstance(v, dict) else "")
            out += [row("tree-item", name, "", "", ", ".join(x for x in [state, f"{s / parent_size:.1%} of parent"] if x), (420 + 20 * depth, y), (480 - 20 * depth, 30)),
                    row("table-cell", "", gsize(s), "", "size", (900, y), (120, 30)),
                    row("table-cell", "", f"{n:,} items" if n != 1 else "1 item", "", "contents", (1020, y), (140, 30)),
                    row("table-cell", "", mod[name], "", "modified", (1160, y), (120, 30))]
            if exp:
                tree(v, depth + 1, s, out)

    def scan(clock: str, msg: str = "") -> str:
        out: list[str] = []
        tree(home, 0, size(home), out)
        rows = [row("frame", "Disk Usage Analyzer", "", "", "", (300, 60), (1400, 900)),
                row("push-button", "Back", "", "", "", (310, 70), (34, 34)),
                row("label", "", "Home folder", "", "header bar title", (900, 70), (200, 20)),
                row("label", "", f"“/home/nina” — {gsize(size(home))}", "", "header bar subtitle", (860, 92), (300, 16)),
                row("push-button", "Rescan", "", "", "", (1600, 70), (34, 34)),
                row("table-column-header", "Folder", "", "", "", (420, 120), (480, 30)),
                row("table-column-header", "Size", "", "", "sorted descending", (900, 120), (120, 30)),
                row("table-column-header", "Contents", "", "", "", (1020, 120), (140, 30)),
                row("table-column-header", "Modified", "", "", "", (1160, 120), (120, 30)),
                *out,
                row("canvas", "Rings chart", "", "", "", (1300, 150), (380, 380))]
        if msg:
            rows.append(row("label", "", msg, "", "", (420, 920), (600, 22)))
        return screen(clock, rows)

    def devices(clock: str) -> str:
        used = st["total"] - st["free"]
        rows = [row("frame", "Disk Usage Analyzer", "", "", "", (300, 60), (1400, 900)),
                row("label", "", "Devices & Locations", "", "header bar title", (860, 70), (260, 20)),
                row("push-button", "Scan Folder…", "", "", "", (1540, 70), (140, 34))]
        for i, (n, p) in enumerate([("Home folder", "/home/nina"), ("Computer", "/")]):
            y = 140 + 90 * i
            rows += [row("list-item", n, p, "", "", (420, y), (1200, 84)),
                     row("label", "", f"{gsize(st['free'])} available / {gsize(st['total'])} total", "", "", (1200, y + 20), (400, 22)),
                     row("level-bar", "", f"{used / st['total']:.0%}", "", "", (1200, y + 50), (400, 10))]
        rows.append(row("list-item", "backup", "/media/nina/backup", "", "", (420, 320), (1200, 84)))
        rows.append(row("label", "", "864.5 GB available / 2.0 TB total", "", "", (1200, 340), (400, 22)))
        return screen(clock, rows)

    turns = []
    turns.append((code("import subprocess, pyautogui\nsubprocess.Popen(['baobab'])\npyautogui.sleep(2)"), devices("Mon Mar 25  11:40")))
    turns.append((code("pyautogui.click(800, 182)  # Home folder\npyautogui.sleep(8)  # scan"), scan("Mon Mar 25  11:41")))
    st["expanded"].add("Videos")
    turns.append((code("pyautogui.click(432, 165)  # expand Videos"), scan("Mon Mar 25  11:41")))
    old = home["Videos"].pop("old_recordings")
    home[".local"]["share"]["Trash"] = {"files": old + 4096, "info": 4096}
    items["files"], items["info"], items["Trash"] = 98, 1, 101
    items[".local"] += 99
    items["share"] += 99
    items["Videos"] -= 98
    mod["files"], mod["info"], mod["Trash"], mod["Videos"] = "Today", "Today", "Today", "Today"
    st["free"] -= 4096 * 2
    turns.append((code("subprocess.run(['gio', 'trash', '/home/nina/Videos/old_recordings'], check=True)\npyautogui.click(1617, 87)  # Rescan\npyautogui.sleep(8)"), scan("Mon Mar 25  11:43")))
    st["expanded"] |= {".local", "share", "Trash"}
    turns.append((code("pyautogui.click(432, 225)  # expand .local\npyautogui.click(452, 255)  # expand share\npyautogui.click(472, 285)  # expand Trash"), scan("Mon Mar 25  11:43")))
    home[".local"]["share"]["Trash"] = {"files": 4096, "info": 4096}
    items["files"], items["info"], items["Trash"] = 0, 0, 2
    items[".local"] -= 99
    items["share"] -= 99
    st["free"] += old + 4096 * 2
    turns.append((code("subprocess.run(['gio', 'trash', '--empty'], check=True)\npyautogui.click(1617, 87)  # Rescan\npyautogui.sleep(8)"), scan("Mon Mar 25  11:44")))
    turns.append((code("pyautogui.click(327, 87)  # Back"), devices("Mon Mar 25  11:44")))
    hs = size(home)
    root = [("home", hs, "Jan 04"), ("usr", int(14.9 * G), "Mar 19"), ("var", int(9.2 * G), "Today"), ("snap", int(7.6 * G), "Mar 19"),
            ("opt", int(3.1 * G), "Feb 08"), ("swapfile", int(2.1 * G), "Jan 04"), ("boot", int(0.29 * G), "Mar 19"), ("etc", int(0.014 * G), "Mar 24")]
    rows = [row("frame", "Disk Usage Analyzer", "", "", "", (300, 60), (1400, 900)),
            row("push-button", "Back", "", "", "", (310, 70), (34, 34)),
            row("label", "", "Computer", "", "header bar title", (900, 70), (200, 20)),
            row("label", "", f"“/” — {gsize(sum(v for _, v, _ in root))}", "", "header bar subtitle", (860, 92), (300, 16)),
            row("label", "", "Could not scan some of the folders contained in “/”", "", "info bar", (420, 110), (800, 24)),
            row("push-button", "Rescan", "", "", "", (1600, 70), (34, 34))]
    for i, (n, v, m) in enumerate(root):
        y = 150 + 30 * i
        rows += [row("tree-item", n, "", "", "" if n == "swapfile" else "collapsed", (420, y), (480, 30)), row("table-cell", "", gsize(v), "", "size", (900, y), (120, 30)),
                 row("table-cell", "", m, "", "modified", (1160, y), (120, 30))]
    turns.append((code("pyautogui.click(800, 272)  # Computer\npyautogui.sleep(15)"), screen("Mon Mar 25  11:45", rows)))
    rs.add(task=TASK, tid="h30-os-15", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, user nina, one 468 GB ext4 root filesystem holding /home. Disk Usage Analyzer (Baobab) is not open; its folder view only changes when a folder is (re)scanned.")


# ---------------------------------------------------------------------------------------------- 16
def t16(rs: RowSet) -> None:
    """VS Code: fix an off-by-one pagination bug, test, commit. BAD: an unedited line in config.py changes."""
    config = '''"""Runtime configuration for the invoice API client."""

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    base_url: str = os.environ.get("INVOICE_API_URL", "https://api.billing.example.com/v2")
    api_key: str = os.environ.get("INVOICE_API_KEY", "")
    retries: int = 3
    backoff_factor: float = 0.5


REQUEST_TIMEOUT = 30  # seconds
PAGE_SIZE = 100
USER_AGENT = "invoice-api-client/1.4.2"
'''
    client = '''"""Thin HTTP client for the billing service's invoice endpoints."""

from __future__ import annotations

import requests

from .config import PAGE_SIZE, REQUEST_TIMEOUT, USER_AGENT, Settings


class InvoiceClient:
    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()
        self.session = requests.Session()
        self.session.headers.update({"Authorization": f"Bearer {self.settings.api_key}", "User-Agent": USER_AGENT})

    def _get(self, path: str, **params):
        resp = self.session.get(f"{self.settings.base_url}{path}", params=params, timeout=REQUEST_TIMEOUT)
        resp.raise_for_status()
        return resp.json()

    def list_invoices(self, customer_id: str):
        page = 0
        while True:
            params = {"customer": customer_id, "limit": PAGE_SIZE}
            params["offset"] = (page + 1) * PAGE_SIZE
            batch = self._get("/invoices", **params)["data"]
            yield from batch
            if len(batch) < PAGE_SIZE:
                return
            page += 1
'''
    files = {"config.py": config, "client.py": client}
    st = {"tabs": [], "active": None, "dirty": set(), "side": "Explorer", "term": [], "cursor": (1, 1), "scm": [], "msg": "", "sync": "0↓ 0↑"}

    def view(clock: str, override: dict[str, str] | None = None) -> str:
        rows = [row("frame", (f"{'● ' if st['active'] in st['dirty'] else ''}{st['active']} - invoice-api - Visual Studio Code" if st["active"] else "invoice-api - Visual Studio Code"), "", "", "", (70, 27), (1850, 1053)),
                *[row("page-tab", v, "", "", "selected" if st["side"] == v else "", (72, 70 + 48 * i), (48, 48)) for i, v in enumerate(["Explorer", "Search", "Source Control", "Run and Debug", "Extensions"])]]
        if st["side"] == "Explorer":
            tree = ["INVOICE-API", ".venv", "src", "invoice_api", "__init__.py", "client.py", "config.py", "models.py", "tests", "conftest.py", "test_client.py", "pyproject.toml", "README.md"]
            rows += [row("tree-item", t, "", "", "", (130 + (20 if t not in ("INVOICE-API",) else 0), 100 + 22 * i), (300, 22)) for i, t in enumerate(tree)]
        else:
            rows += [row("label", "", "SOURCE CONTROL", "", "view title", (130, 76), (300, 22)),
                     row("text", "Message (Ctrl+Enter to commit on 'fix/pagination')", st["msg"], "", "", (130, 104), (300, 60)),
                     row("push-button", "Commit", "", "", "", (130, 170), (300, 28)),
                     row("label", "", f"Changes {len(st['scm'])}" if st["scm"] else "", "", "", (130, 206), (300, 22)),
                     *[row("tree-item", f, "src/invoice_api", "", "M", (150, 230 + 22 * i), (280, 22)) for i, f in enumerate(st["scm"])]]
        for i, t in enumerate(st["tabs"]):
            rows.append(row("page-tab", ("● " if t in st["dirty"] else "") + t, "", "", "selected" if t == st["active"] else "", (440 + 150 * i, 40), (150, 34)))
        if st["active"]:
            text = files[st["active"]]
            for a, b in (override or {}).items():
                text = text.replace(a, b)
            rows.append(row("label", "", f"src › invoice_api › {st['active']}", "", "breadcrumbs", (440, 76), (600, 20)))
            rows.append(row("text", f"Editor content;{st['active']}", text, "", "multi-line, editable", (440, 98), (1470, 560 if st["term"] else 900)))
        if st["term"]:
            rows += [row("page-tab", "TERMINAL", "", "", "selected", (440, 670), (100, 26)),
                     row("terminal", "Terminal 1, bash", "\n".join(st["term"][-16:]), "", "", (440, 700), (1470, 320))]
        rows += [row("push-button", "fix/pagination", "", "", "status bar: git branch", (72, 1055), (120, 20)),
                 row("push-button", st["sync"], "", "", "status bar: synchronize changes", (196, 1055), (60, 20)),
                 row("push-button", "0 errors, 0 warnings", "", "", "status bar: problems", (260, 1055), (130, 20))]
        if st["active"]:
            rows += [row("push-button", f"Ln {st['cursor'][0]}, Col {st['cursor'][1]}", "", "", "status bar", (1400, 1055), (100, 20)),
                     row("push-button", "Spaces: 4", "", "", "status bar", (1510, 1055), (70, 20)),
                     row("push-button", "UTF-8", "", "", "status bar", (1590, 1055), (50, 20)),
                     row("push-button", "LF", "", "", "status bar", (1650, 1055), (30, 20)),
                     row("push-button", "Python 3.10.12 ('.venv': venv)", "", "", "status bar", (1690, 1055), (220, 20))]
        return screen(clock, rows, dock=False)

    P = "(.venv) ana@thinkpad:~/src/invoice-api$"

    def term(cmd: str, out: str) -> None:
        if st["term"]:
            st["term"][-1] += " " + cmd
        else:
            st["term"].append(P + " " + cmd)
        st["term"].extend(out.split("\n"))
        st["term"].append(P)

    turns = []
    turns.append((code("import subprocess, pyautogui\nsubprocess.Popen(['code', '/home/ana/src/invoice-api'])\npyautogui.sleep(4)"), view("Tue Mar 26  14:05")))
    st["tabs"].append("config.py")
    st["active"] = "config.py"
    turns.append((code("pyautogui.hotkey('ctrl', 'p')\npyautogui.typewrite('config.py')\npyautogui.press('enter')"), view("Tue Mar 26  14:05")))
    st["tabs"].append("client.py")
    st["active"] = "client.py"
    turns.append((code("pyautogui.hotkey('ctrl', 'p')\npyautogui.typewrite('client.py')\npyautogui.press('enter')"), view("Tue Mar 26  14:06")))
    files["client.py"] = client.replace('params["offset"] = (page + 1) * PAGE_SIZE', 'params["offset"] = page * PAGE_SIZE')
    st["dirty"].add("client.py")
    st["cursor"] = (25, 48)
    turns.append((code("pyautogui.hotkey('ctrl', 'g')\npyautogui.typewrite('25\\n')\npyautogui.press('end')\npyautogui.hotkey('shift', 'home')\npyautogui.typewrite('params[\"offset\"] = page * PAGE_SIZE')"), view("Tue Mar 26  14:07")))
    st["dirty"].clear()
    st["scm"] = ["client.py"]
    term("python -m pytest -q", "............                                                             [100%]\n12 passed in 0.84s")
    turns.append((code("pyautogui.hotkey('ctrl', 's')\npyautogui.hotkey('ctrl', '`')\npyautogui.sleep(1)\npyautogui.typewrite('python -m pytest -q\\n')\npyautogui.sleep(3)"), view("Tue Mar 26  14:08")))
    term("git diff --stat", " src/invoice_api/client.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
    turns.append((code("pyautogui.typewrite('git diff --stat\\n')"), view("Tue Mar 26  14:08")))
    term("grep -rn 'TIMEOUT\\|PAGE_SIZE' src/", 'src/invoice_api/client.py:7:from .config import PAGE_SIZE, REQUEST_TIMEOUT, USER_AGENT, Settings\n'
         'src/invoice_api/client.py:17:        resp = self.session.get(f"{self.settings.base_url}{path}", params=params, timeout=REQUEST_TIMEOUT)\n'
         'src/invoice_api/client.py:24:            params = {"customer": customer_id, "limit": PAGE_SIZE}\n'
         'src/invoice_api/client.py:25:            params["offset"] = page * PAGE_SIZE\n'
         'src/invoice_api/client.py:28:            if len(batch) < PAGE_SIZE:\n'
         'src/invoice_api/config.py:15:REQUEST_TIMEOUT = 30  # seconds\n'
         'src/invoice_api/config.py:16:PAGE_SIZE = 100')
    turns.append((code("pyautogui.typewrite(\"grep -rn 'TIMEOUT\\\\|PAGE_SIZE' src/\\n\")"), view("Tue Mar 26  14:09")))
    st["side"] = "Source Control"
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"), view("Tue Mar 26  14:09")))
    # BAD: config.py was never edited (not dirty, not in Changes, grep showed 30) but now reads 60
    st["active"] = "config.py"
    st["cursor"] = (1, 1)
    turns.append((code("pyautogui.click(515, 57)  # config.py tab"), view("Tue Mar 26  14:10", {"REQUEST_TIMEOUT = 30  # seconds": "REQUEST_TIMEOUT = 60  # seconds"})))
    st["tabs"].remove("config.py")
    st["active"] = "client.py"
    st["cursor"] = (25, 48)
    st["scm"] = []
    st["sync"] = "0↓ 1↑"
    turns.append((code("pyautogui.hotkey('ctrl', 'w')  # close config.py\npyautogui.click(280, 134)  # commit message box\npyautogui.typewrite('Fix off-by-one offset in list_invoices pagination')\npyautogui.hotkey('ctrl', 'Return')"), view("Tue Mar 26  14:11")))
    rs.add(task=TASK, tid="h30-os-16", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04, user ana. The repository ~/src/invoice-api (branch fix/pagination, clean working tree, up to date with origin) has a bug: list_invoices skips the first page. VS Code is not open.",
           bad=True, turn=9, kind="source line in a file that was never edited reads a different value when its tab is shown again")


# ---------------------------------------------------------------------------------------------- geary
def geary_view(clock: str, account: str, folders: list[tuple[str, int]], folder: str, convs: list[dict], viewer: list[str],
               extra: list[str] | None = None, search: str = "") -> str:
    rows = [row("frame", f"{folder} — {account}", "", "", "", (70, 27), (1850, 1053)),
            row("push-button", "Compose Message", "", "", "", (80, 40), (34, 34)),
            row("toggle-button", "Find in Conversation", "", "", "", (1820, 40), (34, 34))]
    if search:
        rows.append(row("text", "Search all mail in account for keywords", search, "", "", (420, 40), (380, 34)))
    rows.append(row("tree-item", account, "", "", "expanded", (80, 90), (300, 30)))
    for i, (f, u) in enumerate(folders):
        rows.append(row("tree-item", f, str(u) if u else "", "", "selected" if f == folder else "", (100, 120 + 30 * i), (280, 30)))
    for i, c in enumerate(convs):
        y = 90 + 76 * i
        desc = ", ".join(x for x in ["unread" if c.get("unread") else "", "starred" if c.get("star") else "", "selected" if c.get("sel") else ""] if x)
        rows += [row("list-item", c["from"], c["subject"], "", desc, (400, y), (520, 76)),
                 row("label", "", c["preview"], "", "preview", (420, y + 40), (400, 20)),
                 row("label", "", c["time"], "", "date", (840, y + 6), (70, 20))]
        if c.get("count", 1) > 1:
            rows.append(row("label", "", str(c["count"]), "", "message count", (870, y + 40), (40, 20)))
    rows += viewer + (extra or [])
    return screen(clock, rows, dock=False)


def t17(rs: RowSet) -> None:
    """Geary: reply to a thread, archive another. BAD: the sent reply is dated before the reply was even composed."""
    acct = "noor@riverside.coop"
    convs = [{"from": "Hannah Vogt, Omar Haddad", "subject": "Re: Board meeting agenda", "preview": "Can we move the budget item before the rota discussion? …", "time": "10:12", "count": 3, "unread": True},
             {"from": "Printshop Nord", "subject": "Proof ready for spring flyer", "preview": "Please find the proof attached (A5, 2 pages). Reply with OK …", "time": "09:58", "unread": True},
             {"from": "Omar Haddad", "subject": "Volunteer rota for April", "preview": "I filled in the first two weeks; still missing Saturdays …", "time": "09:30"},
             {"from": "Riverside Coop", "subject": "March newsletter", "preview": "Spring opening hours, new bulk bins and the seed swap …", "time": "08:15"},
             {"from": "Lina Park", "subject": "Keys for the storage room", "preview": "I left both keys with Hannah, the spare is in the …", "time": "Yesterday"},
             {"from": "Sparkasse", "subject": "Direct debit notice", "preview": "A direct debit of 84.00 EUR will be collected on …", "time": "Yesterday"},
             {"from": "Hannah Vogt", "subject": "Minutes from February", "preview": "Attached are the minutes; please flag anything I got …", "time": "Mar 20"},
             {"from": "Omar Haddad", "subject": "Re: Fridge repair quote", "preview": "The technician can come Thursday between 8 and 10 …", "time": "Mar 19", "count": 4}]

    def folders() -> list[tuple[str, int]]:
        u = sum(1 for c in convs if c.get("unread"))
        return [("Inbox", u), ("Starred", 0), ("Drafts", 0), ("Sent", 0), ("Archive", 0), ("Junk", 0), ("Trash", 0)]

    def sel(i: int) -> None:
        for c in convs:
            c["sel"] = False
        convs[i]["sel"] = True
        convs[i]["unread"] = False

    thread = [("Hannah Vogt", "Mar 26, 4:48 PM", "Hi all, draft agenda for Thursday's board meeting attached: 1) budget review, 2) April volunteer rota, 3) storage room."),
              ("Omar Haddad", "9:41 AM", "Looks good. I can present the rota; I'll have April filled in by Wednesday."),
              ("Hannah Vogt", "10:12 AM", "Can we move the budget item before the rota discussion? Our treasurer has to leave at 19:30.")]

    def viewer(msgs: list[tuple[str, str, str]], subject: str) -> list[str]:
        out = [row("heading", subject, "", "", "conversation viewer", (940, 90), (900, 30))]
        for i, (f, d, b) in enumerate(msgs):
            y = 140 + 150 * i
            last = i == len(msgs) - 1
            out += [row("label", "", f, "", "from", (960, y), (500, 22)), row("label", "", d, "", "date", (1700, y), (140, 22)),
                    row("label", "", b if last else b[:60] + " …", "", "message body" if last else "collapsed message", (960, y + 30), (880, 100 if last else 22))]
        return out

    turns = []
    sel(0)
    turns.append((code("import pyautogui\npyautogui.click(660, 128)  # 'Re: Board meeting agenda'"), geary_view("Wed Mar 27  10:39", acct, folders(), "Inbox", convs, viewer(thread, "Re: Board meeting agenda"))))
    comp = [row("label", "", "Reply", "", "inline composer", (960, 620), (200, 22)),
            row("text", "To", "Hannah Vogt <hannah@riverside.coop>", "", "", (1000, 650), (820, 28)),
            row("text", "Cc", "Omar Haddad <omar.haddad@posteo.de>", "", "", (1000, 682), (820, 28)),
            row("text", "Subject", "Re: Board meeting agenda", "", "", (1000, 714), (820, 28))]
    body0 = "\n\nOn Wed, Mar 27, 2024 at 10:12 AM, Hannah Vogt <hannah@riverside.coop> wrote:\n> Can we move the budget item before the rota discussion? Our treasurer has to leave at 19:30."
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'r')  # Reply All"), geary_view("Wed Mar 27  10:41", acct, folders(), "Inbox", convs, viewer(thread, "Re: Board meeting agenda"),
                                                                              comp + [row("text", "Message body", body0, "", "editable", (960, 750), (880, 240)),
                                                                                      row("push-button", "Send", "", "", "", (1760, 1000), (80, 30))])))
    text = "Sure, budget first then. I'll update the agenda and send the final version tonight.\n\nNoor"
    turns.append((code("pyautogui.typewrite(\"Sure, budget first then. I'll update the agenda and send the final version tonight.\\n\\nNoor\", interval=0.01)"),
                  geary_view("Wed Mar 27  10:42", acct, folders(), "Inbox", convs, viewer(thread, "Re: Board meeting agenda"),
                             comp + [row("text", "Message body", text + body0, "", "editable", (960, 750), (880, 240)),
                                     row("label", "", "Saved", "", "draft status", (1600, 1005), (60, 20)),
                                     row("push-button", "Send", "", "", "", (1760, 1000), (80, 30))])))
    thread.append(("Me", "10:43 AM", text))
    convs[0].update(time="10:43", count=4, preview="Sure, budget first then. I'll update the agenda and send …")
    turns.append((code("pyautogui.hotkey('ctrl', 'Return')  # Send"), geary_view("Wed Mar 27  10:43", acct, folders(), "Inbox", convs, viewer(thread, "Re: Board meeting agenda"),
                                                                          [row("notification", "", "Email sent", "", "", (1200, 1000), (300, 40))])))
    sel(1)
    proof = [("Printshop Nord", "9:58 AM", "Hello Noor, please find the proof for the spring flyer attached (A5, 2 pages, 300 copies on 170 g matte). Reply with OK to release it for printing by Friday.\n\nAttachment: flyer_spring_proof_v2.pdf (1.4 MB)")]
    turns.append((code("pyautogui.click(660, 204)  # 'Proof ready for spring flyer'"), geary_view("Wed Mar 27  10:44", acct, folders(), "Inbox", convs, viewer(proof, "Proof ready for spring flyer"))))
    convs.pop(1)
    turns.append((code("pyautogui.press('a')  # archive conversation"), geary_view("Wed Mar 27  10:44", acct, folders(), "Inbox", convs,
                                                                         [row("label", "", "No conversations selected", "", "", (1200, 500), (300, 30))],
                                                                         [row("notification", "", "Conversation archived", "", "", (1100, 1000), (320, 40)), row("push-button", "Undo", "", "", "", (1340, 1005), (60, 30))])))
    # BAD: the reply (composer opened 10:41, sent 10:43) is dated 10:38 in Sent
    sent = [{"from": "To: Hannah Vogt, Omar Haddad", "subject": "Re: Board meeting agenda", "preview": "Sure, budget first then. I'll update the agenda and send …", "time": "10:38"},
            {"from": "To: Printshop Nord", "subject": "Spring flyer files", "preview": "Here are the final texts and the logo as SVG …", "time": "Mar 25"},
            {"from": "To: Lina Park", "subject": "Re: Keys for the storage room", "preview": "Thanks Lina! I'll pick them up from Hannah on …", "time": "Mar 25"},
            {"from": "To: Omar Haddad", "subject": "Re: Fridge repair quote", "preview": "Thursday morning works, I'll be there at 8 …", "time": "Mar 19"}]
    for c in convs:
        c["sel"] = False
    turns.append((code("pyautogui.click(200, 225)  # Sent"), geary_view("Wed Mar 27  10:45", acct, folders(), "Sent", sent,
                                                                   [row("label", "", "No conversations selected", "", "", (1200, 500), (300, 30))])))
    res = [dict(convs[0], sel=False), dict(convs[1], sel=False), {"from": "Omar Haddad", "subject": "Rota template", "preview": "Here's the spreadsheet template for the rota we use …", "time": "Feb 28"}]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('rota')\npyautogui.press('enter')"), geary_view("Wed Mar 27  10:46", acct, folders(), "Search", res,
                                                                                                                     [row("label", "", "No conversations selected", "", "", (1200, 500), (300, 30))], search="rota")))
    rs.add(task=TASK, tid="h30-os-17", system=OS_SYSTEM, turns=turns,
           state="Geary 40 is open on the Inbox of noor@riverside.coop (conversation list in the middle, viewer on the right). Mail is sent immediately (no send delay).",
           bad=True, turn=7, kind="sent message timestamp is earlier than the time the reply was composed and sent")


# ---------------------------------------------------------------------------------------------- 18
def t18(rs: RowSet) -> None:
    """LibreOffice Writer: finish meeting notes. Clean: word/char counts follow edits, pages, zoom, new format."""
    paras = [["Title", "Product sync — 27 March 2024"],
             ["Default Paragraph Style", "Attendees: Ana, Bilal, Chen, Dana, Emeka"],
             ["Heading 1", "Agenda"],
             ["List Number", "Q2 launch checklist"],
             ["List Number", "Pricing page copy"],
             ["List Number", "Support rotation"],
             ["Heading 1", "Notes"],
             ["Default Paragraph Style", "The Q2 launch stays on track for 15 May. Chen confirmed that the billing migration finished last week and that the remaining blockers are the onboarding emails and the updated help centre articles."],
             ["Default Paragraph Style", "Dana presented two variants of the pricing page. The team preferred variant B because it shows the annual discount up front; legal still has to review the wording of the refund policy before it goes live."],
             ["Default Paragraph Style", "Support rotation for Q2: Bilal and Emeka alternate weekly, with Ana as backup during the launch week. Escalations go to the on-call engineer through the usual pager rotation."],
             ["Heading 1", "Action items"]]
    table: list[list[str]] = []
    st = {"page": "Page 1 of 1", "zoom": "100%", "mod": False, "name": "Meeting notes 2024-03-27.odt", "sel": None, "bold": False, "style": "Default Paragraph Style", "extra": []}

    def words(t: str) -> int:
        return len([w for w in t.replace("—", " ").split() if w])

    def counts() -> tuple[int, int]:
        texts = [p[1] for p in paras] + [c for r in table for c in r]
        return sum(words(t) for t in texts), sum(len(t) for t in texts)

    def status() -> str:
        w, c = counts()
        if st["sel"]:
            sw, sc = words(st["sel"]), len(st["sel"])
            return f"{sw} of {w:,} words, {sc} of {c:,} characters"
        return f"{w:,} words, {c:,} characters"

    def view(clock: str) -> str:
        rows = [row("frame", f"{st['name']} - LibreOffice Writer", "", "", "", (70, 27), (1850, 1053)),
                *[row("menu", m, "", "", "", (80 + 56 * i, 60), (56, 22)) for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"])],
                row("combo-box", "Paragraph Style", st["style"], "", "", (80, 120), (200, 24)),
                row("combo-box", "Font Name", "Liberation Serif", "", "", (290, 120), (160, 24)),
                row("combo-box", "Font Size", "12 pt", "", "", (460, 120), (64, 24)),
                row("toggle-button", "Bold", "", "", "checked" if st["bold"] else "", (540, 120), (24, 24)),
                row("toggle-button", "Italic", "", "", "", (566, 120), (24, 24)),
                row("toggle-button", "Underline", "", "", "", (592, 120), (24, 24))]
        y = 180
        n = 0
        for style, text in paras:
            if style == "List Number":
                n += 1
                shown = f"{n}. {text}"
            else:
                shown = text
            rows.append(row("paragraph", "", shown, "", style, (400, y), (1100, 24 if len(text) < 100 else 72)))
            y += 30 if len(text) < 100 else 80
        if table:
            rows.append(row("table", "Table1", "", "", f"{len(table)} rows, {len(table[0])} columns", (400, y), (1100, 30 * len(table))))
            for r, cells in enumerate(table):
                for c, v in enumerate(cells):
                    rows.append(row("table-cell", f"{'ABC'[c]}{r + 1}", v, "", "", (400 + 366 * c, y + 30 * r), (366, 30)))
        rows += [row("label", "", st["page"], "", "status bar: page", (74, 1040), (110, 20)),
                 row("label", "", status(), "", "status bar: word and character count", (200, 1040), (360, 20)),
                 row("label", "", "Default Page Style", "", "status bar", (580, 1040), (140, 20)),
                 row("label", "", "English (USA)", "", "status bar", (740, 1040), (110, 20)),
                 row("label", "", "The document has been modified. Click to save the document." if st["mod"] else "The document has not been modified since the last save.", "", "status bar", (900, 1040), (20, 20)),
                 row("slider", "Zoom", st["zoom"], "", "", (1700, 1040), (200, 20)), *st["extra"]]
        return screen(clock, rows)

    turns = []
    turns.append((code("import pyautogui\npyautogui.click(1499, 520)  # end of the 'Notes' section's last paragraph\npyautogui.press('end')"), view("Wed Mar 27  15:10")))
    add = " Chen will share the final launch checklist in the team channel by Friday afternoon."
    paras[9][1] += add
    st["mod"] = True
    turns.append((code(f"pyautogui.typewrite({add!r}, interval=0.01)"), view("Wed Mar 27  15:11")))
    st["sel"] = add.strip()
    turns.append((code("# select the sentence just typed\nfor _ in range(14):\n    pyautogui.hotkey('ctrl', 'shift', 'left')"), view("Wed Mar 27  15:11")))
    st["bold"] = True
    turns.append((code("pyautogui.hotkey('ctrl', 'b')"), view("Wed Mar 27  15:11")))
    n_q2 = sum(p[1].count("Q2") for p in paras)
    for p in paras:
        p[1] = p[1].replace("Q2", "second quarter")
    st["sel"] = None
    st["bold"] = False
    st["extra"] = [row("dialog", "Find and Replace", "", "", "", (600, 250), (600, 420)),
                   row("combo-box", "Find", "Q2", "", "", (620, 300), (400, 28)),
                   row("check-box", "Match case", "", "", "checked", (620, 336), (140, 24)),
                   row("check-box", "Whole words only", "", "", "checked", (780, 336), (160, 24)),
                   row("combo-box", "Replace", "second quarter", "", "", (620, 380), (400, 28)),
                   row("push-button", "Replace All", "", "", "", (1040, 380), (120, 28)),
                   row("label", "", f"Search key replaced {n_q2} times", "", "", (620, 620), (400, 22)),
                   row("push-button", "Close", "", "", "", (1080, 630), (100, 28))]
    turns.append((code("pyautogui.hotkey('ctrl', 'h')\npyautogui.typewrite('Q2')\npyautogui.click(629, 348)  # Match case\npyautogui.click(789, 348)  # Whole words only\npyautogui.click(800, 394)\npyautogui.typewrite('second quarter')\npyautogui.click(1100, 394)  # Replace All"), view("Wed Mar 27  15:12")))
    st["extra"] = []
    table[:] = [["", "", ""] for _ in range(4)]
    st["style"] = "Table Contents"
    turns.append((code("pyautogui.click(1130, 644)  # Close\npyautogui.hotkey('ctrl', 'end')\npyautogui.hotkey('ctrl', 'f12')  # Insert Table\npyautogui.sleep(1)\npyautogui.tripleClick(900, 400)  # Columns\npyautogui.typewrite('3\\t4')  # 3 columns, 4 rows\npyautogui.press('enter')"), view("Wed Mar 27  15:13")))
    table[0] = ["Owner", "Task", "Due"]
    table[1] = ["Chen", "Share final launch checklist", "29 Mar"]
    turns.append((code("for cell in ['Owner', 'Task', 'Due', 'Chen', 'Share final launch checklist', '29 Mar']:\n    pyautogui.typewrite(cell)\n    pyautogui.press('tab')"), view("Wed Mar 27  15:14")))
    st["zoom"] = "120%"
    turns.append((code("for _ in range(2):\n    pyautogui.keyDown('ctrl')\n    pyautogui.scroll(1)\n    pyautogui.keyUp('ctrl')  # zoom 100% -> 110% -> 120%"), view("Wed Mar 27  15:14")))
    st["name"] = "Meeting notes 2024-03-27.docx"
    st["mod"] = False
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 's')\npyautogui.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('Meeting notes 2024-03-27.docx')\npyautogui.press('enter')\npyautogui.sleep(1)\npyautogui.press('enter')  # Keep format: 'Use Word 2007-365!'"), view("Wed Mar 27  15:15")))
    w, c = counts()
    nospace = sum(len(t.replace(" ", "")) for t in [p[1] for p in paras] + [x for r in table for x in r])
    st["extra"] = [row("dialog", "Word and Character Count", "", "", "", (700, 350), (420, 260)),
                   row("label", "", "Selection", "", "column header", (900, 380), (90, 20)), row("label", "", "Document", "", "column header", (1010, 380), (90, 20)),
                   row("label", "Words", "0", "", "", (720, 410), (260, 20)), row("label", "Words", f"{w:,}", "", "", (1010, 410), (90, 20)),
                   row("label", "Characters including spaces", "0", "", "", (720, 434), (260, 20)), row("label", "Characters including spaces", f"{c:,}", "", "", (1010, 434), (90, 20)),
                   row("label", "Characters excluding spaces", "0", "", "", (720, 458), (260, 20)), row("label", "Characters excluding spaces", f"{nospace:,}", "", "", (1010, 458), (90, 20)),
                   row("label", "Comments", "0", "", "", (720, 482), (260, 20)), row("label", "Comments", "0", "", "", (1010, 482), (90, 20)),
                   row("push-button", "Close", "", "", "", (1000, 560), (100, 30))]
    turns.append((code("pyautogui.click(600, 71)  # Tools\npyautogui.click(660, 118)  # Word Count…"), view("Wed Mar 27  15:15")))
    rs.add(task=TASK, tid="h30-os-18", system=OS_SYSTEM, turns=turns,
           state="LibreOffice Writer has ~/Documents/Meeting notes 2024-03-27.odt open (one page, saved). The 'Action items' heading is the last paragraph.")


# ---------------------------------------------------------------------------------------------- 19
def t19(rs: RowSet) -> None:
    """Foliate: read Moby-Dick, jump chapters, annotate. Clean: locations, percentages, time left, reflow."""
    TOTAL = 5211
    toc = [(1, "Loomings", 12), (16, "The Ship", 310), (35, "The Mast-Head", 1560), (36, "The Quarter-Deck", 1612),
           (37, "Sunset", 1664), (41, "Moby Dick", 1760), (42, "The Whiteness of The Whale", 1902), (43, "Hark!", 1990),
           (135, "The Chase.—Third Day", 5090), ("", "Epilogue", 5196)]
    st = {"loc": 1644, "chap": (36, "The Quarter-Deck"), "left": "6 min left in chapter", "pages_left": "7 pages left in chapter",
          "font": "17", "text": "", "side": None, "ann": [], "bm": [], "extra": []}
    texts = {1644: "“What do ye do when ye see a whale, men?”\n“Sing out for him!” was the impulsive rejoinder from a score of clubbed voices.\n“Good!” cried Ahab, with a wild approval in his tones …",
             1651: "“And what do ye next, men?”\n“Lower away, and after him!”\n“And what tune is it ye pull to, men?”\n“A dead whale or a stove boat!” …",
             1902: "What the white whale was to Ahab, has been hinted; what, at times, he was to me, as yet remains unsaid.\nAside from those more obvious considerations touching Moby Dick, which could not but occasionally awaken in any man’s soul some alarm, there was another thought, or rather vague, nameless horror concerning him …",
             1901: "CHAPTER 42. The Whiteness of The Whale.\nWhat the white whale was to Ahab, has been hinted; what, at times, he was to me, as yet remains unsaid. …",
             1908: "Though in many natural objects, whiteness refiningly enhances beauty, as if imparting some special virtue of its own, as in marbles, japonicas, and pearls; … What is it that in the Albino man so peculiarly repels and often shocks the eye, as that sometimes he is loathed by his own kith and kin! …",
             1915: "This elusive quality it is, which causes the thought of whiteness, when divorced from more kindly associations, to heighten that terror to the furthest bounds. Witness the white bear of the poles, and the white shark of the tropics …"}

    def view(clock: str) -> str:
        pct = st["loc"] / TOTAL
        rows = [row("frame", "Moby-Dick; or, The Whale", "", "", "", (70, 27), (1850, 1053)),
                row("toggle-button", "Contents, annotations and bookmarks", "", "", "checked" if st["side"] else "", (80, 40), (34, 34)),
                row("label", "", "Moby-Dick; or, The Whale", "", "header bar title", (800, 38), (300, 20)),
                row("label", "", "Herman Melville", "", "header bar subtitle", (880, 58), (140, 16)),
                row("toggle-button", "Bookmark", "", "", "checked" if st["loc"] in st["bm"] else "", (1750, 40), (34, 34)),
                row("push-button", "Menu", "", "", "", (1790, 40), (34, 34)),
                row("label", "", f"Chapter {st['chap'][0]}. {st['chap'][1]}" if st["chap"][0] else st["chap"][1], "", "chapter title", (800, 90), (300, 20)),
                row("document-web", "Book", texts.get(st["loc"], ""), "", f"font size {st['font']}", (420, 120), (1080, 860)),
                row("label", "", f"Loc. {st['loc']:,} of {TOTAL:,}", "", "footer", (420, 1000), (200, 20)),
                row("label", "", st["left"], "", "footer", (880, 1000), (200, 20)),
                row("label", "", f"{pct:.0%}", "", "footer", (1440, 1000), (60, 20)),
                row("slider", "Reading progress", f"{pct * 100:.1f}", "", "", (420, 1024), (1080, 16))]
        if st["side"] == "Contents":
            rows += [row("page-tab", "Contents", "", "", "selected", (80, 80), (110, 30)), row("page-tab", "Annotations", "", "", "", (190, 80), (110, 30)), row("page-tab", "Bookmarks", "", "", "", (300, 80), (110, 30))]
            rows += [row("tree-item", f"Chapter {n}. {t}" if n else t, "", "", "current" if (n, t) == st["chap"] else "", (80, 120 + 32 * i), (330, 32)) for i, (n, t, _) in enumerate(toc)]
        elif st["side"] == "Annotations":
            rows += [row("page-tab", "Contents", "", "", "", (80, 80), (110, 30)), row("page-tab", "Annotations", "", "", "selected", (190, 80), (110, 30)), row("page-tab", "Bookmarks", "", "", "", (300, 80), (110, 30))]
            rows += [row("list-item", a[0], a[1], "", a[2], (80, 120 + 90 * i), (330, 86)) for i, a in enumerate(st["ann"])]
        elif st["side"] == "Bookmarks":
            rows += [row("page-tab", "Contents", "", "", "", (80, 80), (110, 30)), row("page-tab", "Annotations", "", "", "", (190, 80), (110, 30)), row("page-tab", "Bookmarks", "", "", "selected", (300, 80), (110, 30))]
            rows += [row("list-item", f"Loc. {b:,}", f"Chapter 42. The Whiteness of The Whale · {b / TOTAL:.0%}", "", "", (80, 120 + 50 * i), (330, 46)) for i, b in enumerate(st["bm"])]
        return screen(clock, rows + st["extra"], dock=False)

    turns = []
    turns.append((code("import subprocess, pyautogui\nsubprocess.Popen(['foliate', '/home/rui/Books/moby-dick.epub'])\npyautogui.sleep(3)"), view("Thu Mar 28  22:05")))
    st.update(loc=1651, left="4 min left in chapter")
    turns.append((code("pyautogui.press('right')  # next page"), view("Thu Mar 28  22:06")))
    st["side"] = "Contents"
    turns.append((code("pyautogui.click(97, 57)  # sidebar"), view("Thu Mar 28  22:06")))
    st.update(loc=1902, chap=(42, "The Whiteness of The Whale"), left="26 min left in chapter")
    turns.append((code("pyautogui.click(240, 328)  # Chapter 42. The Whiteness of The Whale"), view("Thu Mar 28  22:06")))
    st["ann"] = [("“vague, nameless horror concerning him”", "Note: the narrator's own fear, distinct from Ahab's", "Chapter 42 · Loc. 1,902 · yellow highlight")]
    st["side"] = "Annotations"
    turns.append((code("pyautogui.moveTo(1010, 408)\npyautogui.dragTo(1380, 408, duration=0.5)\npyautogui.click(1100, 370)  # Highlight\npyautogui.click(1180, 370)  # Add note\npyautogui.typewrite(\"the narrator's own fear, distinct from Ahab's\")\npyautogui.press('escape')\npyautogui.click(245, 95)  # Annotations tab"),
                  view("Thu Mar 28  22:08")))
    st.update(font="21", loc=1901, left="26 min left in chapter")
    st["side"] = None
    turns.append((code("pyautogui.click(97, 57)  # hide sidebar\nfor _ in range(2):\n    pyautogui.hotkey('ctrl', 'plus')  # larger font (17 -> 21)"), view("Thu Mar 28  22:08")))
    st["extra"] = [row("popover", "Wiktionary", "albino\nEnglish · Noun\n1. A person with albinism.\n2. An animal or plant lacking normal pigmentation.\nAdjective\n1. Of or relating to albinos; albinistic.\nFrom Portuguese albino, from Latin albus (“white”).", "", "dictionary lookup", (900, 460), (420, 280))]
    st["loc"] = 1908
    st["left"] = "24 min left in chapter"
    turns.append((code("pyautogui.press('right')\npyautogui.press('right')\npyautogui.doubleClick(1112, 522)  # the word 'albino'\npyautogui.click(1180, 488)  # Dictionary"), view("Thu Mar 28  22:10")))
    st["extra"] = []
    st["bm"] = [1908]
    st["side"] = "Bookmarks"
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 'd')  # bookmark this location\npyautogui.click(97, 57)\npyautogui.click(355, 95)  # Bookmarks tab"), view("Thu Mar 28  22:10")))
    st.update(side=None, loc=1915, left="22 min left in chapter")
    turns.append((code("pyautogui.click(97, 57)  # hide sidebar\npyautogui.sleep(90)\npyautogui.press('right')"), view("Thu Mar 28  22:12")))
    rs.add(task=TASK, tid="h30-os-19", system=OS_SYSTEM, turns=turns,
           state="Foliate 2.6 e-book reader; ~/Books/moby-dick.epub was last left in Chapter 36 (location 1,644 of 5,211). Time-left estimates come from the user's measured reading speed.")


# ---------------------------------------------------------------------------------------------- 20
def t20(rs: RowSet) -> None:
    """Nautilus: rename trip photos and collect highlights. BAD: a renamed photo appears under its old name."""
    days = {2036: ("14 Oct 2023", 14), 2037: ("14 Oct 2023", 14), 2038: ("15 Oct 2023", 15), 2039: ("15 Oct 2023", 15),
            2040: ("15 Oct 2023", 15), 2041: ("16 Oct 2023", 16), 2042: ("16 Oct 2023", 16), 2043: ("16 Oct 2023", 16),
            2044: ("17 Oct 2023", 17), 2045: ("17 Oct 2023", 17), 2046: ("18 Oct 2023", 18), 2047: ("18 Oct 2023", 18)}
    sizes = [4312877, 5021334, 3987102, 4410921, 5602118, 4688012, 4120933, 3899410, 4851276, 5217730, 4079981, 4533605]
    files = {f"IMG_{n}.jpg": [sizes[i], days[n][0], days[n][1] * 10000 + i] for i, n in enumerate(days)}
    files["VID_2040.mp4"] = [88412003, "15 Oct 2023", 150000 + 40]
    dirs: dict[str, list] = {}
    st = {"sort": "name", "sel": set(), "view": "list", "search": "", "toast": ""}
    side = [row("list-item", n, "", "", "", (80, 110 + 36 * i), (250, 36)) for i, n in enumerate(
        ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"])]

    def ordered(fs: dict[str, list], ds: dict[str, list]) -> list[tuple[str, bool, list]]:
        if st["sort"] == "name":
            key = lambda kv: kv[0].lower()  # noqa: E731
        else:
            key = lambda kv: -kv[1][2]  # noqa: E731
        return [(n, True, v) for n, v in sorted(ds.items(), key=key)] + [(n, False, v) for n, v in sorted(fs.items(), key=key)]

    def body(fs: dict[str, list], ds: dict[str, list], rename: dict[str, str] | None = None, where: str = "") -> list[str]:
        out = []
        items = ordered(fs, ds)
        if st["view"] == "list":
            out += [row("table-column-header", "Name", "", "", "sorted ascending" if st["sort"] == "name" else "", (420, 106), (700, 30)),
                    row("table-column-header", "Size", "", "", "", (1120, 106), (140, 30))]
            if where:
                out.append(row("table-column-header", "Location", "", "", "", (1260, 106), (160, 30)))
            out.append(row("table-column-header", "Modified", "", "", "sorted descending" if st["sort"] == "mtime" else "", (1420 if where else 1260, 106), (160, 30)))
            for i, (n, d, v) in enumerate(items):
                y = 140 + 34 * i
                shown = (rename or {}).get(n, n)
                out += [row("table-cell", "", shown, "", ", ".join(x for x in ["Folder" if d else "", "selected" if n in st["sel"] else ""] if x), (420, y), (700, 34)),
                        row("table-cell", "", (f"{len(v[3])} items" if d else gsize(v[0])), "", "", (1120, y), (140, 34))]
                if where:
                    out.append(row("table-cell", "", where, "", "", (1260, y), (160, 34)))
                out.append(row("table-cell", "", v[1], "", "", (1420 if where else 1260, y), (160, 34)))
        else:
            for i, (n, d, _v) in enumerate(items):
                x, y = 420 + 160 * (i % 7), 110 + 170 * (i // 7)
                shown = (rename or {}).get(n, n)
                out.append(row("icon", shown, "", "", ", ".join(x_ for x_ in ["folder" if d else "thumbnail", "selected" if n in st["sel"] else ""] if x_), (x, y), (150, 160)))
        return out

    def win(clock: str, title: str, path: str, b: list[str], extra: list[str] | None = None) -> str:
        rows = [row("frame", title, "", "", "", (70, 27), (1550, 900)),
                row("push-button", "Back", "", "", "", (340, 40), (34, 34)),
                row("push-button", "Forward", "", "", "", (376, 40), (34, 34))]
        if st["search"]:
            rows.append(row("text", "Search", st["search"], "", "search entry", (420, 40), (600, 34)))
        else:
            rows.append(row("label", "", path, "", "location bar", (420, 40), (600, 34)))
        rows += [row("toggle-button", "Search", "", "", "checked" if st["search"] else "", (1350, 40), (34, 34)),
                 row("push-button", "List view" if st["view"] == "grid" else "Grid view", "", "", "", (1430, 40), (34, 34)),
                 *side, *b, *(extra or [])]
        if st["toast"]:
            rows.append(row("notification", "", st["toast"], "", "", (760, 860), (420, 48)))
        return screen(clock, rows)

    P = "Home/Pictures/Trip-2023"
    turns = []
    turns.append((code("import subprocess, pyautogui\nsubprocess.Popen(['nautilus', '/home/ines/Pictures/Trip-2023'])\npyautogui.sleep(2)"), win("Fri Mar 29  17:20", "Trip-2023", P, body(files, dirs))))
    files["lisbon_tram.jpg"] = files.pop("IMG_2041.jpg")
    st["sel"] = {"lisbon_tram.jpg"}
    turns.append((code("pyautogui.click(700, 327)  # IMG_2041.jpg\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('lisbon_tram.jpg')\npyautogui.press('enter')"), win("Fri Mar 29  17:21", "Trip-2023", P, body(files, dirs))))
    files["sintra_palace.jpg"] = files.pop("IMG_2044.jpg")
    st["sel"] = {"sintra_palace.jpg"}
    turns.append((code("pyautogui.click(700, 361)  # IMG_2044.jpg\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('sintra_palace.jpg')\npyautogui.press('enter')"), win("Fri Mar 29  17:21", "Trip-2023", P, body(files, dirs))))
    st["search"] = "IMG"
    st["sel"] = set()
    hits = {n: v for n, v in files.items() if "img" in n.lower()}
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('IMG')\npyautogui.sleep(1)"), win("Fri Mar 29  17:22", "Search for “IMG”", P, body(hits, {}, where="Trip-2023"))))
    st["search"] = ""
    turns.append((code("pyautogui.press('escape')"), win("Fri Mar 29  17:22", "Trip-2023", P, body(files, dirs))))
    dirs["Highlights"] = [0, "17:23", 99999999, {}]
    st["sel"] = {"Highlights"}
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')\npyautogui.sleep(1)\npyautogui.typewrite('Highlights')\npyautogui.press('enter')"), win("Fri Mar 29  17:23", "Trip-2023", P, body(files, dirs))))
    hl = {n: list(files[n]) for n in ("lisbon_tram.jpg", "sintra_palace.jpg")}
    dirs["Highlights"][3] = hl
    dirs["Highlights"][1] = "17:24"
    st["sel"] = set(hl)
    turns.append((code("pyautogui.click(700, 531)  # lisbon_tram.jpg\npyautogui.keyDown('ctrl')\npyautogui.click(700, 565)  # sintra_palace.jpg\npyautogui.keyUp('ctrl')\npyautogui.hotkey('ctrl', 'c')\npyautogui.doubleClick(700, 157)  # Highlights\npyautogui.sleep(1)\npyautogui.hotkey('ctrl', 'v')\npyautogui.sleep(1)"),
                  win("Fri Mar 29  17:24", "Highlights", P + "/Highlights", body(hl, {}))))
    st["sel"] = {"Highlights"}
    turns.append((code("pyautogui.hotkey('alt', 'left')  # back to Trip-2023"), win("Fri Mar 29  17:24", "Trip-2023", P, body(files, dirs))))
    st["sort"] = "mtime"
    turns.append((code("pyautogui.click(1340, 121)  # Modified column header"), win("Fri Mar 29  17:25", "Trip-2023", P, body(files, dirs))))
    # BAD: grid view shows the old name IMG_2041.jpg in place of lisbon_tram.jpg (renamed in turn 2, listed since)
    st["view"] = "grid"
    turns.append((code("pyautogui.hotkey('ctrl', '1')  # grid view"), win("Fri Mar 29  17:25", "Trip-2023", P, body(files, dirs, rename={"lisbon_tram.jpg": "IMG_2041.jpg"}))))
    tot = sum(v[0] for v in hl.values())
    props = [row("dialog", "Highlights Properties", "", "", "", (560, 200), (560, 480)),
             row("label", "", "Name", "", "", (600, 300), (120, 24)), row("text", "", "Highlights", "", "", (740, 300), (340, 30)),
             row("label", "", "Type", "", "", (600, 340), (120, 24)), row("label", "", "Folder (inode/directory)", "", "", (740, 340), (340, 24)),
             row("label", "", "Contents", "", "", (600, 370), (120, 24)), row("label", "", f"2 items, totalling {gsize(tot)}", "", "", (740, 370), (340, 24)),
             row("label", "", "Parent Folder", "", "", (600, 410), (120, 24)), row("label", "", "/home/ines/Pictures/Trip-2023", "", "", (740, 410), (340, 24)),
             row("label", "", "Modified", "", "", (600, 450), (120, 24)), row("label", "", "Fri 29 Mar 2024 17:24:12", "", "", (740, 450), (340, 24)),
             row("label", "", "Free Space", "", "", (600, 490), (120, 24)), row("label", "", "163.9 GB", "", "", (740, 490), (340, 24))]
    turns.append((code("pyautogui.click(495, 190)  # Highlights folder icon\npyautogui.hotkey('alt', 'Return')"), win("Fri Mar 29  17:26", "Trip-2023", P, body(files, dirs), props)))
    st["sel"] = set()
    turns.append((code("pyautogui.press('escape')\npyautogui.doubleClick(495, 190)  # open Highlights"), win("Fri Mar 29  17:26", "Highlights", P + "/Highlights", body(hl, {}))))
    rs.add(task=TASK, tid="h30-os-20", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04, user ines. ~/Pictures/Trip-2023 holds 12 camera photos IMG_2036.jpg … IMG_2047.jpg and one video VID_2040.mp4 from a Portugal trip. Files is not open; list view is the default.",
           bad=True, turn=10, kind="renamed file appears again under its old name in a later view of the folder")


# ---------------------------------------------------------------------------------------------- 21
def t21(rs: RowSet) -> None:
    """Krita: downscale a scan, duplicate, adjust levels, export. BAD: the status bar shows the pre-scale size."""
    st = {"w": 3000, "h": 2000, "layers": [("scan_0412.png", True)], "hist": ["Open Document"], "dirty": False, "zoom": "33.3%", "extra": []}

    def mem(w: int, h: int, n: int) -> str:
        return f"{w * h * 4 * (n + 1) / 2 ** 20:.1f} MiB"

    def view(clock: str, size_override: tuple[int, int] | None = None) -> str:
        w, h = size_override or (st["w"], st["h"])
        rows = [row("frame", "scan_0412.png" + (" [modified]" if st["dirty"] else "") + " - Krita", "", "", "", (70, 27), (1850, 1053)),
                *[row("menu", m, "", "", "", (80 + 60 * i, 40), (60, 22)) for i, m in enumerate(["File", "Edit", "View", "Image", "Layer", "Select", "Filter", "Tools", "Settings", "Window", "Help"])],
                row("drawing-area", "Canvas", "", "", "", (130, 100), (1400, 900)),
                row("label", "", "Layers", "", "docker title", (1540, 100), (370, 24))]
        for i, (n, act) in enumerate(reversed(st["layers"])):
            rows.append(row("tree-item", n, "", "", "Paint Layer" + (", selected" if act else ""), (1560, 130 + 40 * i), (300, 40)))
        rows.append(row("label", "", "Undo History", "", "docker title", (1540, 560), (370, 24)))
        rows += [row("list-item", h_, "", "", "current" if i == len(st["hist"]) - 1 else "", (1560, 590 + 28 * i), (340, 28)) for i, h_ in enumerate(st["hist"])]
        rows += [row("label", "", "b) Basic-5 Size", "", "status bar: brush preset", (130, 1040), (200, 20)),
                 row("label", "", "RGB/Alpha (8-bit integer/channel)  sRGB-elle-V2-srgbtrc.icc", "", "status bar: color space", (340, 1040), (420, 20)),
                 row("label", "", f"{w} x {h} ({mem(w, h, len(st['layers']))})", "", "status bar: image size and memory", (780, 1040), (220, 20)),
                 row("combo-box", "Zoom", st["zoom"], "", "status bar", (1700, 1040), (90, 20)), *st["extra"]]
        return screen(clock, rows, dock=False)

    turns = []
    dlg = [row("dialog", "Scale To New Size", "", "", "", (660, 300), (600, 440)),
           row("spin-button", "Width", "1500", "", "pixel dimensions", (820, 360), (120, 28)), row("combo-box", "", "px", "", "", (950, 360), (60, 28)),
           row("spin-button", "Height", "1000", "", "pixel dimensions", (820, 396), (120, 28)),
           row("toggle-button", "Constrain proportions", "", "", "checked", (1020, 378), (28, 28)),
           row("combo-box", "Filter", "Bicubic", "", "", (820, 440), (160, 28)),
           row("spin-button", "Resolution", "300.00", "", "pixels/inch", (820, 520), (120, 28)),
           row("push-button", "OK", "", "", "", (1060, 690), (90, 30)), row("push-button", "Cancel", "", "", "", (1160, 690), (90, 30))]
    st["extra"] = dlg
    turns.append((code("import pyautogui\npyautogui.hotkey('ctrl', 'alt', 'i')  # Image > Scale Image To New Size\npyautogui.sleep(1)\npyautogui.tripleClick(880, 374)  # Width\npyautogui.typewrite('1500\\t')"), view("Sat Mar 30  10:15")))
    st.update(w=1500, h=1000, dirty=True, extra=[], zoom="66.7%")
    st["hist"].append("Scale Image To New Size")
    turns.append((code("pyautogui.click(1105, 705)  # OK\npyautogui.sleep(2)"), view("Sat Mar 30  10:15")))
    st["layers"] = [("scan_0412.png", False), ("scan_0412.png Copy", True)]
    st["hist"].append("Duplicate Layer")
    turns.append((code("pyautogui.hotkey('ctrl', 'j')  # duplicate layer"), view("Sat Mar 30  10:16")))
    st["hist"].append("Levels")
    turns.append((code("pyautogui.hotkey('ctrl', 'l')  # Filter > Adjust > Levels\npyautogui.sleep(1)\npyautogui.tripleClick(700, 520)  # input black point\npyautogui.typewrite('18\\t')\npyautogui.tripleClick(900, 520)  # input white point\npyautogui.typewrite('236\\t')\npyautogui.press('enter')"), view("Sat Mar 30  10:17")))
    st["layers"] = [("scan_0412.png", False), ("scan_0412.png Copy", True)]
    st["hist"].append("Change blending mode")
    # BAD: status bar reports the original 3000 x 2000; the image was scaled to 1500 x 1000 in turn 2 and nothing resized it since
    turns.append((code("pyautogui.click(1600, 130)  # layer blending mode combo\npyautogui.typewrite('multiply')\npyautogui.press('enter')"), view("Sat Mar 30  10:17", (3000, 2000))))
    exp = [row("dialog", "Export", "", "", "file dialog", (500, 200), (900, 600)),
           row("text", "Name", "scan_0412_clean.jpg", "", "", (620, 240), (500, 30)),
           row("label", "", "Home/Scans", "", "location", (620, 280), (500, 24)),
           row("combo-box", "File type", "JPEG image", "", "", (1180, 740), (180, 28)),
           row("push-button", "Save", "", "", "", (1300, 210), (80, 30))]
    st["extra"] = exp
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'e')  # File > Export\npyautogui.sleep(1)\npyautogui.typewrite('scan_0412_clean.jpg')"), view("Sat Mar 30  10:18")))
    jpg = [row("dialog", "JPEG Export Options", "", "", "", (660, 260), (600, 480)),
           row("slider", "Quality", "85", "", "", (760, 320), (400, 24)),
           row("slider", "Smooth", "0", "", "", (760, 360), (400, 24)),
           row("check-box", "Progressive", "", "", "unchecked", (700, 400), (200, 24)),
           row("check-box", "Force baseline JPEG", "", "", "checked", (700, 430), (220, 24)),
           row("combo-box", "Subsampling", "2x2, 1x1, 1x1 (smallest file)", "", "", (760, 470), (300, 28)),
           row("check-box", "Store document metadata", "", "", "unchecked", (700, 520), (260, 24)),
           row("push-button", "OK", "", "", "", (1060, 690), (90, 30)), row("push-button", "Cancel", "", "", "", (1160, 690), (90, 30))]
    st["extra"] = jpg
    turns.append((code("pyautogui.press('enter')  # Save\npyautogui.sleep(1)"), view("Sat Mar 30  10:18")))
    rs.add(task=TASK, tid="h30-os-21", system=OS_SYSTEM, turns=turns,
           state="Krita 5.0 is open with ~/Scans/scan_0412.png (3000 x 2000 px, one paint layer), zoom 33.3%.",
           bad=True, turn=5, kind="image size the agent changed reads back as the old value with no resize in between")


# ---------------------------------------------------------------------------------------------- 22
def t22(rs: RowSet) -> None:
    """Geary: morning inbox pass. Clean: new mail arrives, a thread grows and jumps up, read/star/archive, search."""
    acct = "tomas@kettle.studio"
    convs = [{"from": "Aiko Tanaka", "subject": "Moodboard for the tea brand", "preview": "I pulled together 24 references, mostly warm neutrals …", "time": "08:52", "unread": True},
             {"from": "Léa Martin, You", "subject": "Re: Invoice 2024-031", "preview": "Thanks, I forwarded it to accounting; payment should …", "time": "08:10", "count": 2, "unread": True},
             {"from": "Type Foundry Weekly", "subject": "Five new variable fonts this week", "preview": "Variable axes are finally landing in serif families …", "time": "07:30", "unread": True},
             {"from": "Ben Okafor", "subject": "Studio keys + alarm code", "preview": "New alarm code from Monday is on the sheet in the …", "time": "Yesterday"},
             {"from": "Printworks", "subject": "Your order is ready for pickup", "preview": "Order PW-7781 (business cards, 500 pcs) can be …", "time": "Yesterday"},
             {"from": "Aiko Tanaka", "subject": "Re: Kettle logo exploration", "preview": "Round 2 attached — I kept the spout mark and …", "time": "Mar 27", "count": 5, "star": True}]

    def folders() -> list[tuple[str, int]]:
        return [("Inbox", sum(1 for c in convs if c.get("unread"))), ("Starred", 0), ("Drafts", 0), ("Sent", 0), ("Archive", 0), ("Junk", 0), ("Trash", 0)]

    def sel(c: dict | None) -> None:
        for x in convs:
            x["sel"] = False
        if c is not None:
            c["sel"] = True
            c["unread"] = False

    none = [row("label", "", "No conversations selected", "", "", (1200, 500), (300, 30))]
    turns = []
    turns.append((code("import subprocess, pyautogui\nsubprocess.Popen(['geary'])\npyautogui.sleep(4)"), geary_view("Sat Mar 30  09:05", acct, folders(), "Inbox", convs, none)))
    sel(convs[0])
    mood = [row("heading", "Moodboard for the tea brand", "", "", "conversation viewer", (940, 90), (900, 30)),
            row("label", "", "Aiko Tanaka", "", "from", (960, 140), (500, 22)), row("label", "", "8:52 AM", "", "date", (1700, 140), (140, 22)),
            row("label", "", "Hi Tomás,\nI pulled together 24 references, mostly warm neutrals with one accent colour (kettle copper). Board is here: https://boards.example/kettle-tea\nCan we review Monday at 10?\nAiko", "", "message body", (960, 170), (880, 160))]
    turns.append((code("pyautogui.click(660, 128)  # 'Moodboard for the tea brand'"), geary_view("Sat Mar 30  09:06", acct, folders(), "Inbox", convs, mood)))
    convs[0]["star"] = True
    turns.append((code("pyautogui.press('s')  # star conversation"), geary_view("Sat Mar 30  09:06", acct, folders(), "Inbox", convs, mood)))
    inv = convs.pop(1)
    inv.update(time="09:07", count=3, unread=True, preview="Paid today — remittance advice attached. Have a good weekend!")
    convs.insert(0, {"from": "Figma", "subject": "Aiko commented on “Kettle brand v3”", "preview": "“Can we try the wordmark one weight lighter?”", "time": "09:08", "unread": True})
    convs.insert(1, inv)
    turns.append((code("pyautogui.sleep(120)  # wait for new mail (IMAP IDLE)"), geary_view("Sat Mar 30  09:08", acct, folders(), "Inbox", convs, mood)))
    sel(inv)
    thread = [row("heading", "Re: Invoice 2024-031", "", "", "conversation viewer", (940, 90), (900, 30)),
              row("label", "", "Tomás Novak", "", "from", (960, 140), (500, 22)), row("label", "", "Mar 28", "", "date", (1700, 140), (140, 22)),
              row("label", "", "Hi Léa, please find invoice 2024-031 for the packaging work attached …", "", "collapsed message", (960, 170), (880, 22)),
              row("label", "", "Léa Martin", "", "from", (960, 290), (500, 22)), row("label", "", "8:10 AM", "", "date", (1700, 290), (140, 22)),
              row("label", "", "Thanks, I forwarded it to accounting; payment should …", "", "collapsed message", (960, 320), (880, 22)),
              row("label", "", "Léa Martin", "", "from", (960, 440), (500, 22)), row("label", "", "9:07 AM", "", "date", (1700, 440), (140, 22)),
              row("label", "", "Paid today — remittance advice attached. Have a good weekend!\nLéa\n\nAttachment: remittance_2024-031.pdf (88 KB)", "", "message body", (960, 470), (880, 120))]
    turns.append((code("pyautogui.click(660, 204)  # 'Re: Invoice 2024-031'"), geary_view("Sat Mar 30  09:09", acct, folders(), "Inbox", convs, thread)))
    nl = next(c for c in convs if c["from"] == "Type Foundry Weekly")
    sel(None)
    convs.remove(nl)
    turns.append((code("pyautogui.click(660, 356)  # newsletter\npyautogui.press('a')  # archive"), geary_view("Sat Mar 30  09:10", acct, folders(), "Inbox", convs, none,
                                                                                                    [row("notification", "", "Conversation archived", "", "", (1100, 1000), (320, 40)), row("push-button", "Undo", "", "", "", (1340, 1005), (60, 30))])))
    res = [dict(c, sel=False) for c in convs if "invoice" in c["subject"].lower()] + [
        {"from": "Tomás Novak", "subject": "Invoice 2024-027", "preview": "Attached is the invoice for the February retainer …", "time": "Feb 29"}]
    turns.append((code("pyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('invoice')\npyautogui.press('enter')"), geary_view("Sat Mar 30  09:10", acct, folders(), "Search", res, none, search="invoice")))
    starred = [dict(c, sel=False) for c in convs if c.get("star")]
    turns.append((code("pyautogui.press('escape')\npyautogui.click(200, 165)  # Starred"), geary_view("Sat Mar 30  09:11", acct, folders(), "Starred", starred, none)))
    rs.add(task=TASK, tid="h30-os-22", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04, user tomas. Geary is configured for tomas@kettle.studio (IMAP with push). Geary is not open.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
