# ruff: noqa: E501
"""holdout21, domain os: 22 Ubuntu GNOME desktop trajectories driven by pyautogui, 11 with one contradiction.

Written from the row format alone (rowkit2). Observations are the tab-separated accessibility table
(tag, name, text, class, description, position, size) with a top-bar clock; every screen is rendered
from an explicit per-trajectory state so that the only inconsistency in a bad trajectory is the one
injected on purpose. Mainstream apps: Files, LibreOffice Calc/Writer, gedit, Settings, Terminal,
Firefox, Thunderbird, VS Code. Less common: GIMP, Inkscape, VLC, Evince, Rhythmbox, Shotwell,
Remmina, System Monitor, Transmission.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

Pos = tuple[int, int]
El = tuple[str, str, str, str, str, Pos, Pos]

DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help"]


def el(tag: str, name: str = "", text: str = "", pos: Pos = (0, 0), size: Pos = (0, 0), cls: str = "", desc: str = "") -> El:
    return (tag, name, text, cls, desc, pos, size)


def fmt(e: El) -> str:
    tag, name, text, cls, desc, pos, size = e
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def desk(clock: str, rows: list[El], dock: list[str] | None = None, tray: list[El] | None = None) -> str:
    """The GNOME top bar (clock label), the Ubuntu dock, then the application rows."""
    out = [OS_HDR,
           fmt(el("label", "Activities", "Activities", (0, 0), (92, 27))),
           fmt(el("label", "", clock, (884, 0), (152, 27))),
           *[fmt(t) for t in (tray or [])],
           fmt(el("menu", "System", "", (1711, 0), (209, 27)))]
    for i, name in enumerate(dock or DOCK):
        out.append(fmt(el("push-button", name, "", (0, 33 + 64 * i), (70, 64))))
    out.append(fmt(el("toggle-button", "Show Applications", "", (0, 1008), (70, 72))))
    out.extend(fmt(e) for e in rows)
    text = "\n".join(out)
    assert "\t\t\t\t\t\t\t" not in text
    return text


def money(x: Decimal) -> Decimal:
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


# ---------------------------------------------------------------------------------------------
# 01 Files (Nautilus): tidy ~/Downloads. BAD turn 8: the renamed photo is listed under its old name.
# ---------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    sidebar = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]

    def files_win(clock: str, path: list[str], entries: list[tuple[str, str, str, bool]], *, sort: str = "Name",
                  selected: str | tuple[str, ...] | None = None, floating: str | None = None, notice: str | None = None,
                  title: str | None = None, cols: tuple[str, str, str] = ("Name", "Size", "Modified")) -> str:
        rows = [el("frame", title or path[-1], "", (70, 27), (1850, 1053), "org.gnome.Nautilus"),
                el("push-button", "Back", "", (90, 37), (34, 34)),
                el("push-button", "Forward", "", (126, 37), (34, 34))]
        x = 176
        for p in path:
            rows.append(el("toggle-button", p, p, (x, 37), (12 + 9 * len(p), 34), desc="current folder" if p == path[-1] else ""))
            x += 14 + 9 * len(p)
        rows += [el("toggle-button", "Search", "", (1748, 37), (34, 34)),
                 el("toggle-button", "View options", "", (1786, 37), (48, 34)),
                 el("toggle-button", "Main menu", "", (1838, 37), (34, 34))]
        for i, s in enumerate(sidebar):
            rows.append(el("list-item", s, s, (78, 90 + 36 * i), (220, 34), desc="selected" if s == (title or path[-1]) else ""))
        for j, c in enumerate(cols):
            desc = "sorted ascending" if c == sort else ""
            rows.append(el("column-header", c, c, (306 + [0, 900, 1170][j], 84), ([892, 262, 380][j], 30), desc=desc))
        for i, (name, size, mod, is_dir) in enumerate(entries):
            y = 116 + 34 * i
            cls = "folder" if is_dir else "file"
            d = "selected" if selected and name in ((selected,) if isinstance(selected, str) else selected) else ""
            rows.append(el("table-cell", name, name, (306, y), (892, 34), cls, d))
            rows.append(el("table-cell", "", size, (1206, y), (262, 34), cls))
            rows.append(el("table-cell", "", mod, (1476, y), (380, 34), cls))
        if floating:
            rows.append(el("label", "", floating, (1520, 1030), (380, 30), "floating-bar"))
        if notice:
            rows.append(el("notification", "", notice, (760, 90), (460, 48)))
            rows.append(el("push-button", "Undo", "Undo", (1100, 98), (70, 32)))
        return desk(clock, rows)

    def by_name(entries: list[tuple[str, str, str, bool]]) -> list[tuple[str, str, str, bool]]:
        return sorted(entries, key=lambda e: (not e[3], e[0].lower()))

    img = ("IMG_20240311_0932.jpg", "3.1 MB", "09:32", False)
    pas = ("passport_scan.jpg", "3.1 MB", "09:32", False)
    inv1 = ("invoice_2024-01.pdf", "88.2 kB", "2 Feb", False)
    inv2 = ("invoice_2024-02.pdf", "91.5 kB", "1 Mar", False)
    deb = ("setup-old.deb", "47.9 MB", "14 Jan", False)
    rest = [("Brochure_Q1.pdf", "2.4 MB", "4 Mar", False), ("meeting-notes.odt", "24.6 kB", "Yesterday", False),
            ("tax_receipt_2023.pdf", "156.0 kB", "20 Feb", False), ("vpn-config.ovpn", "4.3 kB", "7 Mar", False)]
    dl = ["Home", "Downloads"]
    s1 = by_name([img, inv1, inv2, deb, *rest])
    s2 = by_name([pas, inv1, inv2, deb, *rest])
    folder0 = ("Invoices", "0 items", "10:08", True)
    s3 = by_name([folder0, pas, inv1, inv2, deb, *rest])
    folder2 = ("Invoices", "2 items", "10:10", True)
    s4 = by_name([folder2, pas, deb, *rest])
    s5 = by_name([folder2, pas, *rest])
    s5_bad = by_name([folder2, img, *rest])
    by_size = [folder2] + sorted([pas, *rest], key=lambda e: float(e[1].split()[0]) * (1000 if e[1].endswith("MB") else 1))
    new_folder_dialog = desk("Mar 11  10:08", [
        el("frame", "Downloads", "", (70, 27), (1850, 1053), "org.gnome.Nautilus"),
        el("dialog", "New Folder", "", (760, 380), (400, 200)),
        el("label", "", "Folder name", (780, 430), (360, 20)),
        el("entry", "Folder name", "Invoices", (780, 456), (360, 36), desc="focused"),
        el("push-button", "Cancel", "Cancel", (770, 390), (80, 34)),
        el("push-button", "Create", "Create", (1070, 390), (80, 34), desc="default"),
        *[el("table-cell", n, n, (306, 116 + 34 * i), (892, 34)) for i, (n, _, _, _) in enumerate(s2)]])
    trash = desk("Mar 11  10:13", [
        el("frame", "Trash", "", (70, 27), (1850, 1053), "org.gnome.Nautilus"),
        el("toggle-button", "Trash", "Trash", (176, 37), (80, 34), desc="current folder"),
        el("push-button", "Restore", "Restore", (1500, 84), (90, 30)),
        el("push-button", "Empty", "Empty", (1600, 84), (80, 30)),
        *[el("list-item", s, s, (78, 90 + 36 * i), (220, 34), desc="selected" if s == "Trash" else "") for i, s in enumerate(sidebar)],
        el("column-header", "Name", "Name", (306, 120), (700, 30)),
        el("column-header", "Size", "Size", (1006, 120), (200, 30)),
        el("column-header", "Original Location", "Original Location", (1206, 120), (300, 30)),
        el("column-header", "Trashed On", "Trashed On", (1506, 120), (350, 30), desc="sorted descending"),
        el("table-cell", "setup-old.deb", "setup-old.deb", (306, 152), (700, 34), "file"),
        el("table-cell", "", "47.9 MB", (1006, 152), (200, 34)),
        el("table-cell", "", "Downloads", (1206, 152), (300, 34)),
        el("table-cell", "", "10:12", (1506, 152), (350, 34)),
        el("table-cell", "old_resume.docx", "old_resume.docx", (306, 186), (700, 34), "file"),
        el("table-cell", "", "31.0 kB", (1006, 186), (200, 34)),
        el("table-cell", "", "Documents", (1206, 186), (300, 34)),
        el("table-cell", "", "2 Mar", (1506, 186), (350, 34))])
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['nautilus', os.path.expanduser('~/Downloads')])\ntime.sleep(2)"),
         files_win("Mar 11  10:06", dl, s1)),
        (code("import pyautogui, time\npyautogui.click(560, 167)\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('passport_scan.jpg')\npyautogui.press('enter')\ntime.sleep(1)"),
         files_win("Mar 11  10:07", dl, s2, selected="passport_scan.jpg", floating="“passport_scan.jpg” selected  (3.1 MB)")),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'shift', 'n')\ntime.sleep(1)\npyautogui.typewrite('Invoices')"),
         new_folder_dialog),
        (code("import pyautogui, time\npyautogui.press('enter')\ntime.sleep(1)"),
         files_win("Mar 11  10:08", dl, s3, selected="Invoices", floating="“Invoices” selected  (containing 0 items)")),
        (code("import pyautogui\npyautogui.click(560, 201)\npyautogui.keyDown('ctrl')\npyautogui.click(560, 235)\npyautogui.keyUp('ctrl')\npyautogui.hotkey('ctrl', 'x')"),
         files_win("Mar 11  10:09", dl, s3, selected=("invoice_2024-01.pdf", "invoice_2024-02.pdf"), floating="2 items selected  (179.7 kB)")),
        (code("import pyautogui, time\npyautogui.doubleClick(560, 133)\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'v')\ntime.sleep(1)"),
         files_win("Mar 11  10:10", ["Home", "Downloads", "Invoices"], [inv1, inv2])),
        (code("import pyautogui, time\npyautogui.hotkey('alt', 'left')\ntime.sleep(1)"),
         files_win("Mar 11  10:11", dl, s4)),
        (code("import pyautogui, time\npyautogui.click(560, 269)\npyautogui.press('delete')\ntime.sleep(1)"),
         files_win("Mar 11  10:12", dl, s5_bad, notice="“setup-old.deb” moved to trash")),
        (code("import pyautogui, time\npyautogui.click(1336, 99)\ntime.sleep(1)"),
         files_win("Mar 11  10:12", dl, by_size, sort="Size")),
        (code("import pyautogui, time\npyautogui.click(188, 431)\ntime.sleep(1)"),
         trash),
    ]
    assert s5 != s5_bad
    rs.add(task="os", tid="h21-os-01", system=OS_SYSTEM, turns=turns,
           state="Ubuntu 22.04 desktop, no windows open. Task: tidy ~/Downloads: rename the passport photo IMG_20240311_0932.jpg to passport_scan.jpg, put the two invoice PDFs into a new folder Invoices, delete setup-old.deb.",
           bad=True, turn=8, kind="file renamed to passport_scan.jpg is listed again under its old name IMG_20240311_0932.jpg")


# ---------------------------------------------------------------------------------------------
# 02 LibreOffice Calc: quarterly expenses. BAD turn 5: status-bar Sum/Average ignore the D3 value typed in turn 2.
# ---------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    D = Decimal
    cats = ["Rent", "Utilities", "Groceries", "Transport", "Internet"]
    vals = {"B": [D("1200"), D("184.35"), D("412.8"), D("96"), D("49.99")],
            "C": [D("1200"), D("171.2"), D("388.15"), D("118.5"), D("49.99")],
            "D": [D("1200"), None, D("436.4"), D("87.25"), D("49.99")]}
    colx = {"A": 52, "B": 192, "C": 292, "D": 392, "E": 492, "F": 592, "G": 692}

    def gen(x: Decimal) -> str:
        s = format(x.normalize(), "f")
        return s

    def cur(x: Decimal) -> str:
        return "${:,.2f}".format(money(x))

    def sheet(clock: str, g: dict[str, str], cursor: str, inp: str, status: str, modified: bool, extra: list[El] | None = None) -> str:
        rows = [el("frame", "expenses.ods - LibreOffice Calc", "", (70, 27), (1850, 1053), "libreoffice-calc"),
                el("menu", "File", "File", (76, 64), (40, 24)), el("menu", "Edit", "Edit", (120, 64), (40, 24)),
                el("menu", "View", "View", (164, 64), (44, 24)), el("menu", "Insert", "Insert", (212, 64), (52, 24)),
                el("menu", "Format", "Format", (268, 64), (60, 24)), el("menu", "Sheet", "Sheet", (332, 64), (48, 24)),
                el("menu", "Data", "Data", (384, 64), (44, 24)),
                el("combo-box", "Name Box", cursor, (76, 160), (110, 24)),
                el("text", "Input line", inp, (260, 160), (1640, 24)),
                el("column-header", "", "A", (52, 190), (140, 20)), el("column-header", "", "B", (192, 190), (100, 20)),
                el("column-header", "", "C", (292, 190), (100, 20)), el("column-header", "", "D", (392, 190), (100, 20)),
                el("column-header", "", "E", (492, 190), (100, 20)), el("column-header", "", "F", (592, 190), (100, 20))]
        for r in range(1, 9):
            for c in "ABCDEF":
                ref = f"{c}{r}"
                txt = g.get(ref, "")
                if txt or ref == cursor.split(":")[0]:
                    rows.append(el("table-cell", ref, txt, (colx[c], 210 + 19 * (r - 1)), (140 if c == "A" else 100, 19),
                                   desc="focused" if ref == cursor.split(":")[0] else ""))
        rows += extra or []
        rows += [el("tab", "Expenses", "Expenses", (110, 1010), (90, 22), desc="selected"), el("tab", "Notes", "Notes", (204, 1010), (70, 22)),
                 el("label", "", "Sheet 1 of 2", (76, 1036), (100, 20)), el("label", "", "Default", (300, 1036), (80, 20)),
                 el("label", "", "English (USA)", (460, 1036), (110, 20)),
                 el("label", "", "", (620, 1036), (24, 20), desc="The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save."),
                 el("label", "", status, (1100, 1036), (420, 20)),
                 el("slider", "Zoom", "100%", (1700, 1036), (200, 20))]
        return desk(clock, rows, dock=[*DOCK[:4], "LibreOffice Calc", *DOCK[5:]])

    g: dict[str, str] = {"A1": "Category", "B1": "Jan", "C1": "Feb", "D1": "Mar"}
    for i, cat in enumerate(cats):
        g[f"A{i + 2}"] = cat
        for c in "BCD":
            v = vals[c][i]
            if v is not None:
                g[f"{c}{i + 2}"] = gen(v)
    t1 = sheet("Mar 14  15:02", g, "A1", "Category", "Average: ; Sum: 0", False)
    vals["D"][1] = D("166.9")
    g["D3"] = "166.9"
    t2 = sheet("Mar 14  15:03", g, "D4", "436.4", "Average: 436.4; Sum: 436.4", True)
    g["E1"] = "Total"
    g["E2"] = "3600"
    t3 = sheet("Mar 14  15:03", g, "E3", "", "Average: ; Sum: 0", True)
    totals = [sum(vals[c][i] for c in "BCD") for i in range(5)]
    for i, t in enumerate(totals):
        g[f"E{i + 2}"] = gen(t)
    esum = sum(totals)
    t4 = sheet("Mar 14  15:04", g, "E2:E6", "=SUM(B2:D2)", f"Average: {gen(esum / 5)}; Sum: {gen(esum)}", True)
    dcol = vals["D"]
    dsum = sum(dcol)
    stale = dsum - D("166.9")
    assert gen(stale) == "1773.64" and gen(dsum) == "1940.54"
    t5 = sheet("Mar 14  15:05", g, "D2:D6", "1200", f"Average: {gen(stale / 4)}; Sum: {gen(stale)}", True)  # BAD: D3 left out
    allsum = sum(sum(v for v in vals[c]) for c in "BCD") + esum
    gc = dict(g)
    for r in range(2, 7):
        for c in "BCDE":
            gc[f"{c}{r}"] = cur(D(g[f"{c}{r}"]))
    t6 = sheet("Mar 14  15:06", gc, "B2:E6", "1200", f"Average: {cur(allsum / 20)}; Sum: {cur(allsum)}", True)
    gc["A7"] = "Total"
    gc["E7"] = gen(esum)
    t7 = sheet("Mar 14  15:07", gc, "E8", "", "Average: ; Sum: 0", True)
    t8 = sheet("Mar 14  15:07", gc, "E8", "", "Average: ; Sum: 0", False)
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['libreoffice', '--calc', os.path.expanduser('~/Documents/expenses.ods')])\ntime.sleep(4)"), t1),
        (code("import pyautogui\npyautogui.click(442, 257)\npyautogui.typewrite('166.90\\n')"), t2),
        (code("import pyautogui\npyautogui.click(542, 219)\npyautogui.typewrite('Total\\n=SUM(B2:D2)\\n')"), t3),
        (code("import pyautogui\npyautogui.click(542, 238)\npyautogui.keyDown('shift')\npyautogui.click(542, 314)\npyautogui.keyUp('shift')\npyautogui.hotkey('ctrl', 'd')"), t4),
        (code("import pyautogui\npyautogui.click(442, 238)\npyautogui.keyDown('shift')\npyautogui.click(442, 314)\npyautogui.keyUp('shift')"), t5),
        (code("import pyautogui\npyautogui.click(242, 238)\npyautogui.keyDown('shift')\npyautogui.click(542, 314)\npyautogui.keyUp('shift')\npyautogui.hotkey('ctrl', 'shift', '4')"), t6),
        (code("import pyautogui\npyautogui.click(122, 333)\npyautogui.typewrite('Total\\n')\npyautogui.click(542, 333)\npyautogui.typewrite('=SUM(E2:E6)\\n')"), t7),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(2)"), t8),
    ]
    rs.add(task="os", tid="h21-os-02", system=OS_SYSTEM, turns=turns,
           state="LibreOffice is installed; ~/Documents/expenses.ods holds Q1 household expenses with the March utilities value missing. Task: enter March utilities 166.90, add a Total column and a grand total, format as currency, save.",
           bad=True, turn=5, kind="status-bar Sum/Average of D2:D6 leave out the 166.9 typed into D3 earlier (1773.64 instead of 1940.54)")


# ---------------------------------------------------------------------------------------------
# 03 gedit: edit an INI config. BAD turn 6: `timeout = 30` reads `timeout = 60` with no edit of that line.
# ---------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    lines = ["; Shop backend configuration", "[server]", "host = 0.0.0.0", "port = 8080", "workers = 2", "debug = true", "",
             "[database]", "url = postgresql://shop:shop@localhost:5432/shop", "pool_size = 10", "timeout = 30", "",
             "[logging]", "level = INFO", "file = /var/log/shop/app.log", "rotate = daily"]

    def gedit(clock: str, buf: list[str], ln: int, col: int, *, dirty: bool, tab: int = 8, extra: list[El] | None = None,
              flash: str = "") -> str:
        title = ("*" if dirty else "") + "app.ini (~/projects/shop/config) - gedit"
        rows = [el("frame", title, "", (70, 27), (1850, 1053), "gedit"),
                el("push-button", "Open", "Open", (82, 37), (80, 34)),
                el("push-button", "New tab", "", (166, 37), (34, 34)),
                el("label", "", ("*" if dirty else "") + "app.ini", (900, 38), (120, 16)),
                el("label", "", "~/projects/shop/config", (880, 56), (160, 14)),
                el("push-button", "Save", "Save", (1700, 37), (70, 34)),
                el("push-button", "Main Menu", "", (1774, 37), (34, 34)),
                el("page-tab", "app.ini", ("*" if dirty else "") + "app.ini", (70, 75), (1850, 30), desc="selected"),
                *(extra or []),
                el("text", "", "\n".join(buf), (70, 105), (1850, 930), "GtkSourceView", "editable, multi-line, focused"),
                el("label", "", flash, (80, 1050), (500, 26)),
                el("push-button", "", "INI", (1400, 1050), (80, 26)),
                el("push-button", "", f"Tab Width: {tab}", (1490, 1050), (120, 26)),
                el("push-button", "", f"Ln {ln}, Col {col}", (1620, 1050), (140, 26)),
                el("push-button", "", "INS", (1770, 1050), (50, 26))]
        return desk(clock, rows, dock=[*DOCK, "Text Editor"])

    b = list(lines)
    t1 = gedit("Mar 13  11:40", b, 1, 1, dirty=False)
    replace_dlg = [el("dialog", "Find and Replace", "", (700, 300), (520, 260)),
                   el("entry", "Find", "debug = true", (800, 340), (400, 34)),
                   el("entry", "Replace with", "debug = false", (800, 384), (400, 34)),
                   el("check-box", "Match case", "", (800, 430), (160, 24), desc="not checked"),
                   el("check-box", "Match entire word only", "", (980, 430), (220, 24), desc="not checked"),
                   el("push-button", "Replace All", "Replace All", (860, 500), (110, 34)),
                   el("push-button", "Replace", "Replace", (980, 500), (90, 34)),
                   el("push-button", "Find", "Find", (1080, 500), (70, 34))]
    b[5] = "debug = false"
    t2 = gedit("Mar 13  11:41", b, 6, 14, dirty=True, extra=replace_dlg, flash="Found and replaced one occurrence")
    b[4] = "workers = 4"
    t3 = gedit("Mar 13  11:42", b, 5, 12, dirty=True)
    b += ["", "[cache]", "backend = redis", "url = redis://localhost:6379/0", "ttl = 300"]
    t4 = gedit("Mar 13  11:43", b, 21, 10, dirty=True)
    t5 = gedit("Mar 13  11:43", b, 21, 10, dirty=False)
    bad = list(b)
    assert bad[10] == "timeout = 30"
    bad[10] = "timeout = 60"
    search = [el("entry", "Search", "level", (1460, 110), (300, 32), desc="focused"), el("label", "", "1 of 1", (1700, 116), (56, 20)),
              el("push-button", "Previous", "", (1766, 110), (34, 32)), el("push-button", "Next", "", (1802, 110), (34, 32))]
    t6 = gedit("Mar 13  11:44", bad, 14, 6, dirty=False, extra=search)
    t7 = gedit("Mar 13  11:45", b, 1, 1, dirty=False)
    tabmenu = [el("menu", "Tab Width", "", (1490, 860), (160, 190)), el("radio-menu-item", "2", "2", (1500, 870), (140, 26)),
               el("radio-menu-item", "4", "4", (1500, 898), (140, 26), desc="checked"), el("radio-menu-item", "8", "8", (1500, 926), (140, 26)),
               el("check-menu-item", "Use Spaces", "Use Spaces", (1500, 980), (140, 26), desc="not checked")]
    t8 = gedit("Mar 13  11:45", b, 1, 1, dirty=False, tab=4, extra=tabmenu)
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['gedit', os.path.expanduser('~/projects/shop/config/app.ini')])\ntime.sleep(2)"), t1),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'h')\ntime.sleep(1)\npyautogui.typewrite('debug = true')\npyautogui.press('tab')\npyautogui.typewrite('debug = false')\npyautogui.click(915, 517)\ntime.sleep(1)"), t2),
        (code("import pyautogui, time\npyautogui.press('escape')\npyautogui.hotkey('ctrl', 'i')\npyautogui.typewrite('5\\n')\npyautogui.press('home')\npyautogui.hotkey('shift', 'end')\npyautogui.typewrite('workers = 4')"), t3),
        (code("import pyautogui\npyautogui.hotkey('ctrl', 'end')\npyautogui.typewrite('\\n\\n[cache]\\nbackend = redis\\nurl = redis://localhost:6379/0\\nttl = 300')"), t4),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"), t5),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('level')\ntime.sleep(1)"), t6),
        (code("import pyautogui\npyautogui.press('escape')\npyautogui.hotkey('ctrl', 'home')"), t7),
        (code("import pyautogui, time\npyautogui.click(1550, 1063)\ntime.sleep(1)\npyautogui.click(1570, 911)"), t8),
    ]
    rs.add(task="os", tid="h21-os-03", system=OS_SYSTEM, turns=turns,
           state="gedit is installed. Task: in ~/projects/shop/config/app.ini turn debug off, raise workers to 4, append a [cache] section for redis, save, then set the tab width to 4.",
           bad=True, turn=6, kind="config line 'timeout = 30' in the editor buffer reads 'timeout = 60' though that line was never edited")


# ---------------------------------------------------------------------------------------------
# 04 Settings: power and display preferences. CLEAN (battery draining, countdown dialog, new tray label, values set by agent).
# ---------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    panels = ["Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
              "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers",
              "Removable Media", "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]

    def win(clock: str, panel: str, body: list[El], pct: int | None = None, over: list[El] | None = None) -> str:
        rows = [el("frame", panel, "", (260, 80), (1400, 920), "gnome-control-center"),
                el("label", "", "Settings", (300, 92), (200, 24)),
                el("label", "", panel, (900, 92), (200, 24))]
        for i, p in enumerate(panels):
            rows.append(el("list-item", p, p, (262, 130 + 33 * i), (300, 32), desc="selected" if p == panel else ""))
        rows += body + (over or [])
        tray = [el("label", "", f"{pct} %", (1640, 0), (60, 27), desc="battery percentage")] if pct is not None else []
        return desk(clock, rows, dock=[*DOCK, "Settings"], tray=tray)

    def power(batt: int, remain: str, blank: str, suspend: str, showpct: bool) -> list[El]:
        return [el("label", "", "Battery", (600, 140), (200, 20)),
                el("level-bar", "Battery level", f"{batt}%", (600, 170), (900, 12)),
                el("label", "", f"Discharging — {remain} until empty", (600, 190), (400, 20)),
                el("label", "", "Power Mode", (600, 240), (200, 20)),
                el("radio-button", "Performance", "", (600, 270), (900, 48), desc="not checked"),
                el("radio-button", "Balanced", "", (600, 318), (900, 48), desc="checked"),
                el("radio-button", "Power Saver", "", (600, 366), (900, 48), desc="not checked"),
                el("label", "", "Power Saving Options", (600, 440), (300, 20)),
                el("toggle-button", "Dim Screen", "ON", (1420, 470), (50, 28)),
                el("combo-box", "Screen Blank", blank, (1300, 520), (170, 34)),
                el("toggle-button", "Automatic Power Saver", "ON", (1420, 570), (50, 28)),
                el("push-button", "Automatic Suspend", suspend, (600, 614), (900, 48)),
                el("label", "", "Suspend & Power Button", (600, 690), (300, 20)),
                el("combo-box", "Power Button Behavior", "Suspend", (1300, 720), (170, 34)),
                el("toggle-button", "Show Battery Percentage", "ON" if showpct else "OFF", (1420, 770), (50, 28))]

    susp_dlg = [el("dialog", "Automatic Suspend", "", (760, 340), (420, 260)),
                el("toggle-button", "On Battery Power", "OFF", (1100, 400), (50, 28)),
                el("combo-box", "Delay", "20 minutes", (960, 440), (190, 34), desc="insensitive"),
                el("toggle-button", "Plugged In", "OFF", (1100, 500), (50, 28)),
                el("combo-box", "Delay", "20 minutes", (960, 540), (190, 34), desc="insensitive")]

    def displays(scale: str, fractional: bool) -> list[El]:
        scales = ["100%", "125%", "150%", "175%", "200%"] if fractional else ["100%", "200%"]
        out = [el("page-tab", "Displays", "Displays", (860, 130), (100, 30), desc="selected"),
               el("page-tab", "Night Light", "Night Light", (960, 130), (110, 30)),
               el("label", "", "Built-in display", (600, 190), (300, 20)),
               el("combo-box", "Orientation", "Landscape", (1300, 230), (170, 34)),
               el("combo-box", "Resolution", "1920 × 1080 (16∶9)", (1260, 280), (210, 34)),
               el("combo-box", "Refresh Rate", "60.01 Hz", (1300, 330), (170, 34)),
               el("label", "", "Scale", (600, 386), (100, 20))]
        for i, s in enumerate(scales):
            out.append(el("toggle-button", s, s, (1000 + 80 * i, 380), (76, 34), desc="checked" if s == scale else ""))
        out.append(el("toggle-button", "Fractional Scaling", "ON" if fractional else "OFF", (1420, 440), (50, 28)))
        return out

    keep_dlg = [el("dialog", "Keep these display settings?", "", (760, 400), (420, 180)),
                el("label", "", "Settings changes will revert in 18 seconds", (780, 450), (380, 20)),
                el("push-button", "Revert Settings", "Revert Settings", (780, 520), (180, 34)),
                el("push-button", "Keep Changes", "Keep Changes", (980, 520), (180, 34))]
    night = [el("page-tab", "Displays", "Displays", (860, 130), (100, 30)),
             el("page-tab", "Night Light", "Night Light", (960, 130), (110, 30), desc="selected"),
             el("toggle-button", "Night Light", "ON", (1420, 200), (50, 28)),
             el("combo-box", "Schedule", "Manual Schedule", (1260, 250), (210, 34)),
             el("spin-button", "From hour", "20", (1080, 300), (60, 34)), el("spin-button", "From minute", "00", (1144, 300), (60, 34)),
             el("spin-button", "To hour", "06", (1300, 300), (60, 34)), el("spin-button", "To minute", "00", (1364, 300), (60, 34)),
             el("slider", "Color Temperature", "4000 K", (600, 370), (870, 30))]
    appearance = [el("label", "", "Style", (600, 140), (100, 20)),
                  el("radio-button", "Light", "", (620, 170), (240, 160), desc="not checked"),
                  el("radio-button", "Dark", "", (880, 170), (240, 160), desc="checked"),
                  el("label", "", "Color", (600, 360), (100, 20)),
                  el("radio-button", "orange", "", (620, 390), (40, 40), desc="checked"),
                  el("label", "", "Desktop Icons", (600, 460), (200, 20)),
                  el("combo-box", "Size", "Small", (1300, 490), (170, 34)),
                  el("combo-box", "Position of New Icons", "Bottom Right", (1260, 540), (210, 34)),
                  el("label", "", "Dock", (600, 610), (100, 20)),
                  el("toggle-button", "Auto-hide the Dock", "OFF", (1420, 640), (50, 28)),
                  el("slider", "Icon size", "48", (1100, 690), (370, 30))]
    turns = [
        (code("import subprocess, time\nsubprocess.Popen(['gnome-control-center', 'power'])\ntime.sleep(3)"),
         win("Mar 14  10:21", "Power", power(64, "3:12", "5 minutes", "When on battery power", False))),
        (code("import pyautogui, time\npyautogui.click(1385, 537)\ntime.sleep(1)\npyautogui.click(1385, 655)\ntime.sleep(1)"),
         win("Mar 14  10:22", "Power", power(64, "3:09", "15 minutes", "When on battery power", False))),
        (code("import pyautogui, time\npyautogui.click(1050, 638)\ntime.sleep(1)\npyautogui.click(1125, 414)"),
         win("Mar 14  10:22", "Power", power(63, "3:07", "15 minutes", "When on battery power", False), over=susp_dlg)),
        (code("import pyautogui, time\npyautogui.press('escape')\ntime.sleep(1)"),
         win("Mar 14  10:23", "Power", power(63, "3:06", "15 minutes", "Off", False))),
        (code("import pyautogui, time\npyautogui.click(1445, 784)\ntime.sleep(1)"),
         win("Mar 14  10:23", "Power", power(63, "3:06", "15 minutes", "Off", True), pct=63)),
        (code("import pyautogui, time\npyautogui.click(430, 609)\ntime.sleep(1)\npyautogui.click(1445, 454)\ntime.sleep(1)\npyautogui.click(1118, 397)\npyautogui.click(1580, 92)\ntime.sleep(2)"),
         win("Mar 14  10:24", "Displays", displays("125%", True), pct=62, over=keep_dlg)),
        (code("import pyautogui, time\npyautogui.click(1070, 537)\ntime.sleep(2)"),
         win("Mar 14  10:25", "Displays", displays("125%", True), pct=62)),
        (code("import pyautogui, time\npyautogui.click(1015, 145)\ntime.sleep(1)\npyautogui.click(1445, 214)\npyautogui.click(1365, 267)\npyautogui.click(1340, 330)"),
         win("Mar 14  10:26", "Displays", night, pct=62)),
        (code("import pyautogui, time\npyautogui.click(420, 278)\ntime.sleep(1)\npyautogui.click(1000, 250)\ntime.sleep(1)"),
         win("Mar 14  10:27", "Appearance", appearance, pct=61)),
    ]
    rs.add(task="os", tid="h21-os-04", system=OS_SYSTEM, turns=turns,
           state="Laptop on battery, GNOME Settings closed. Task: screen blank after 15 minutes, no automatic suspend, show battery percentage, 125% fractional scaling, Night Light 20:00-06:00, dark style.",
           bad=False, kind="clean")


class Term:
    """A gnome-terminal window whose visible text is the last `rows` lines of the session."""

    def __init__(self, prompt: str, title: str, rows: int = 44) -> None:
        self.prompt, self.title, self.rows = prompt, title, rows
        self.lines: list[str] = [prompt + " "]

    def run(self, cmd: str, out: str) -> str:
        self.lines[-1] = self.prompt + " " + cmd
        if cmd.startswith("clear"):
            self.lines = []
        self.lines += [ln for ln in out.rstrip("\n").split("\n")] if out else []
        self.lines.append(self.prompt + " ")
        return "\n".join(self.lines[-self.rows:])

    def screen(self, clock: str, text: str, dock: list[str] | None = None) -> str:
        rows = [el("frame", self.title, "", (70, 27), (1850, 1053), "gnome-terminal-server"),
                el("push-button", "New Tab", "", (82, 37), (34, 34)),
                el("label", "", self.title, (820, 44), (280, 20)),
                el("push-button", "Search", "", (1740, 37), (34, 34)),
                el("push-button", "Menu", "", (1778, 37), (34, 34)),
                el("terminal", "Terminal", text, (70, 75), (1850, 1005), "vte", "focused")]
        return desk(clock, rows, dock=dock or [*DOCK, "Terminal"])


# ---------------------------------------------------------------------------------------------
# 05 Terminal: restart a user service, free cache space. CLEAN (new PID after restart, uptime, df after rm, memory growth).
# ---------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    t = Term("sam@thinkpad:~$", "sam@thinkpad: ~")
    unit = "notes-sync.service - Notes sync daemon (WebDAV)"
    loaded = "     Loaded: loaded (/home/sam/.config/systemd/user/notes-sync.service; enabled; vendor preset: enabled)"
    cg = "     CGroup: /user.slice/user-1000.slice/user@1000.service/app.slice/notes-sync.service"
    cmdline = "/home/sam/.local/bin/notes-syncd --config /home/sam/.config/notes-sync/config.toml"
    old = ["Mar 14 16:25:03 thinkpad notes-syncd[4187]: sync: 3 changed, 0 conflicts (1.84s)",
           "Mar 14 16:30:03 thinkpad notes-syncd[4187]: sync: 0 changed, 0 conflicts (0.41s)",
           "Mar 14 16:35:04 thinkpad notes-syncd[4187]: sync: 1 changed, 0 conflicts (0.77s)",
           "Mar 14 16:40:04 thinkpad notes-syncd[4187]: sync: 0 changed, 0 conflicts (0.39s)"]
    restart = ["Mar 14 16:41:12 thinkpad systemd[1411]: Stopping Notes sync daemon (WebDAV)...",
               "Mar 14 16:41:12 thinkpad systemd[1411]: notes-sync.service: Consumed 41.502s CPU time.",
               "Mar 14 16:41:12 thinkpad systemd[1411]: Stopped Notes sync daemon (WebDAV).",
               "Mar 14 16:41:12 thinkpad systemd[1411]: Started Notes sync daemon (WebDAV).",
               "Mar 14 16:41:13 thinkpad notes-syncd[9342]: loaded config /home/sam/.config/notes-sync/config.toml",
               "Mar 14 16:41:13 thinkpad notes-syncd[9342]: sync: 0 changed, 0 conflicts (0.52s)"]

    def status(since: str, ago: str, pid: int, mem: str, cpu: str, logs: list[str]) -> str:
        return "\n".join([f"● {unit}", loaded, f"     Active: active (running) since Thu 2024-03-14 {since} CET; {ago} ago",
                          f"   Main PID: {pid} (notes-syncd)", "      Tasks: 6 (limit: 18871)", f"     Memory: {mem}",
                          f"        CPU: {cpu}", cg, f"             └─{pid} {cmdline}", "", *logs])

    o1 = t.run("systemctl --user status notes-sync.service --no-pager", status("14:27:03", "2h 13min", 4187, "38.2M", "41.337s", old))
    o2 = t.run("systemctl --user restart notes-sync.service && systemctl --user status notes-sync.service --no-pager",
               status("16:41:12", "2s", 9342, "21.6M", "312ms", old[1:] + restart))
    o3 = t.run("journalctl --user -u notes-sync -n 8 --no-pager", "\n".join(old[2:] + restart))
    df_head = "Filesystem      Size  Used Avail Use% Mounted on"
    o4 = t.run("df -h /home", df_head + "\n/dev/nvme0n1p2  468G  401G   44G  91% /")
    du = ["388M    /home/sam/.cache/mozilla", "412M    /home/sam/.cache/pip", "1.1G    /home/sam/.cache/spotify",
          "2.6G    /home/sam/.cache/thumbnails", "3.9G    /home/sam/.cache/JetBrains"]
    o5 = t.run("du -sh ~/.cache/* 2>/dev/null | sort -h | tail -5", "\n".join(du))
    o6 = t.run("rm -rf ~/.cache/thumbnails && df -h /home", df_head + "\n/dev/nvme0n1p2  468G  398G   47G  90% /")
    o7 = t.run("uptime", " 16:43:40 up  5:02,  2 users,  load average: 0.84, 0.61, 0.55")
    o8 = t.run("systemctl --user status notes-sync.service --no-pager", status("16:41:12", "4min 8s", 9342, "24.9M", "1.208s", old[0:2] + old[2:] + restart))
    turns = [
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'alt', 't')\ntime.sleep(2)\npyautogui.typewrite('systemctl --user status notes-sync.service --no-pager\\n')\ntime.sleep(1)"), t.screen("Mar 14  16:40", o1)),
        (code("import pyautogui, time\npyautogui.typewrite('systemctl --user restart notes-sync.service && systemctl --user status notes-sync.service --no-pager\\n')\ntime.sleep(2)"), t.screen("Mar 14  16:41", o2)),
        (code("import pyautogui, time\npyautogui.typewrite('journalctl --user -u notes-sync -n 8 --no-pager\\n')\ntime.sleep(1)"), t.screen("Mar 14  16:41", o3)),
        (code("import pyautogui, time\npyautogui.typewrite('df -h /home\\n')\ntime.sleep(1)"), t.screen("Mar 14  16:42", o4)),
        (code("import pyautogui, time\npyautogui.typewrite('du -sh ~/.cache/* 2>/dev/null | sort -h | tail -5\\n')\ntime.sleep(4)"), t.screen("Mar 14  16:42", o5)),
        (code("import pyautogui, time\npyautogui.typewrite('rm -rf ~/.cache/thumbnails && df -h /home\\n')\ntime.sleep(3)"), t.screen("Mar 14  16:43", o6)),
        (code("import pyautogui, time\npyautogui.typewrite('uptime\\n')\ntime.sleep(1)"), t.screen("Mar 14  16:43", o7)),
        (code("import pyautogui, time\ntime.sleep(90)\npyautogui.typewrite('systemctl --user status notes-sync.service --no-pager\\n')\ntime.sleep(1)"), t.screen("Mar 14  16:45", o8)),
    ]
    rs.add(task="os", tid="h21-os-05", system=OS_SYSTEM, turns=turns,
           state="Desktop with no windows. Task: restart the notes-sync user service, confirm it came back, and free disk space by clearing the thumbnail cache.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 06 Firefox preferences. BAD turn 9: the Default zoom set to 110% in turn 2 reads back 100%.
# ---------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    def ff(clock: str, tabs: list[tuple[str, bool]], url: str, body: list[El], over: list[El] | None = None, extra_chrome: list[El] | None = None) -> str:
        title = next(t for t, sel in tabs if sel)
        rows = [el("frame", f"{title} — Mozilla Firefox", "", (70, 27), (1850, 1053), "firefox")]
        for i, (t, sel) in enumerate(tabs):
            rows.append(el("page-tab", t, t, (80 + 240 * i, 32), (236, 36), desc="selected" if sel else ""))
        rows += [el("push-button", "New Tab", "", (80 + 240 * len(tabs), 36), (28, 28)),
                 el("push-button", "Back", "", (80, 76), (32, 32)), el("push-button", "Forward", "", (114, 76), (32, 32)),
                 el("push-button", "Reload", "", (148, 76), (32, 32)),
                 el("entry", "Search with Google or enter address", url, (300, 76), (1300, 32)),
                 *(extra_chrome or []),
                 el("push-button", "Downloads", "", (1780, 76), (32, 32)),
                 el("push-button", "Open application menu", "", (1870, 76), (32, 32)),
                 el("document-web", title, "", (70, 114), (1850, 966))]
        rows += body + (over or [])
        return desk(clock, rows)

    cats = ["General", "Home", "Search", "Privacy & Security", "Sync", "More from Mozilla"]

    def side(cur: str) -> list[El]:
        return [el("list-item", c, c, (140, 200 + 48 * i), (260, 44), desc="selected" if c == cur else "") for i, c in enumerate(cats)]

    def general(zoom: str, ask: bool) -> list[El]:
        return [*side("General"), el("entry", "Find in Settings", "", (1300, 140), (300, 34)),
                el("heading", "Language and Appearance", "Language and Appearance", (460, 170), (600, 30)),
                el("label", "", "Website appearance", (460, 216), (400, 22)),
                el("radio-button", "Automatic", "", (460, 250), (220, 120), desc="checked"),
                el("radio-button", "Light", "", (700, 250), (220, 120), desc="not checked"),
                el("radio-button", "Dark", "", (940, 250), (220, 120), desc="not checked"),
                el("heading", "Fonts", "Fonts", (460, 400), (200, 26)),
                el("combo-box", "Default font", "Default (DejaVu Serif)", (620, 436), (300, 32)),
                el("combo-box", "Size", "16", (1000, 436), (80, 32)),
                el("push-button", "Advanced…", "Advanced…", (1400, 436), (120, 32)),
                el("heading", "Zoom", "Zoom", (460, 496), (200, 26)),
                el("combo-box", "Default zoom", zoom, (620, 532), (120, 32)),
                el("check-box", "Zoom text only", "", (460, 576), (300, 24), desc="not checked"),
                el("heading", "Language", "Language", (460, 630), (200, 26)),
                el("combo-box", "Choose the language used to display menus, messages, and notifications from Firefox.", "English (US)", (1200, 666), (240, 32)),
                el("check-box", "Check your spelling as you type", "", (460, 710), (400, 24), desc="checked"),
                el("heading", "Files and Applications", "Files and Applications", (460, 770), (600, 30)),
                el("label", "", "Downloads", (460, 810), (200, 22)),
                el("label", "", "Save files to", (460, 842), (120, 22)),
                el("push-button", "Downloads", "Downloads", (600, 836), (600, 32)),
                el("push-button", "Browse…", "Browse…", (1220, 836), (100, 32)),
                el("check-box", "Always ask you where to save files", "", (460, 882), (420, 24), desc="checked" if ask else "not checked"),
                el("label", "", "Applications", (460, 930), (200, 22)),
                el("entry", "Search file types or applications", "", (460, 960), (500, 32))]

    def home(custom: str | None) -> list[El]:
        out = [*side("Home"), el("heading", "New Windows and Tabs", "New Windows and Tabs", (460, 170), (600, 30)),
               el("combo-box", "Homepage and new windows", "Custom URLs…" if custom else "Firefox Home (Default)", (900, 230), (300, 32))]
        if custom:
            out += [el("entry", "Paste a URL…", custom, (900, 272), (420, 32)),
                    el("push-button", "Use Current Page", "Use Current Page", (900, 312), (160, 30)),
                    el("push-button", "Use Bookmark…", "Use Bookmark…", (1070, 312), (150, 30))]
        out += [el("combo-box", "New tabs", "Firefox Home (Default)", (900, 370), (300, 32)),
                el("heading", "Firefox Home Content", "Firefox Home Content", (460, 440), (600, 30)),
                el("check-box", "Web Search", "", (460, 490), (300, 24), desc="checked"),
                el("check-box", "Shortcuts", "", (460, 530), (300, 24), desc="checked"),
                el("check-box", "Recent activity", "", (460, 570), (300, 24), desc="checked")]
        return out

    def privacy(https: bool) -> list[El]:
        return [*side("Privacy & Security"), el("heading", "HTTPS-Only Mode", "HTTPS-Only Mode", (460, 300), (600, 30)),
                el("label", "", "HTTPS provides a secure, encrypted connection between Firefox and the websites you visit.", (460, 340), (900, 22)),
                el("radio-button", "Enable HTTPS-Only Mode in all windows", "", (460, 380), (500, 24), desc="checked" if https else "not checked"),
                el("radio-button", "Enable HTTPS-Only Mode in private windows only", "", (460, 414), (500, 24), desc="not checked"),
                el("radio-button", "Don’t enable HTTPS-Only Mode", "", (460, 448), (500, 24), desc="not checked" if https else "checked"),
                el("push-button", "Manage Exceptions…", "Manage Exceptions…", (1400, 380), (180, 32)),
                el("heading", "DNS over HTTPS", "DNS over HTTPS", (460, 520), (600, 30)),
                el("radio-button", "Default Protection", "", (460, 580), (900, 60), desc="checked")]

    intranet = [el("heading", "Example Intranet", "Example Intranet", (200, 140), (600, 40)),
                el("link", "Service desk", "Service desk", (200, 220), (140, 22)),
                el("link", "Staff directory", "Staff directory", (360, 220), (150, 22)),
                el("link", "Holiday calendar", "Holiday calendar", (530, 220), (170, 22)),
                el("heading", "Software downloads", "Software downloads", (200, 290), (400, 30)),
                el("link", "Download: VPN client for Linux (.deb)", "Download: VPN client for Linux (.deb)", (200, 336), (360, 22)),
                el("link", "Download: VPN client for Windows (.msi)", "Download: VPN client for Windows (.msi)", (200, 368), (380, 22)),
                el("paragraph", "", "Version 3.4.1 — released 5 March 2024. Requires Ubuntu 20.04 or later.", (200, 400), (700, 22)),
                el("heading", "News", "News", (200, 460), (200, 30)),
                el("paragraph", "", "The office network will be upgraded on Saturday 16 March between 07:00 and 11:00.", (200, 500), (900, 22))]
    save_dlg = [el("dialog", "Enter name of file to save to…", "", (560, 240), (800, 560)),
                el("entry", "Name", "corpvpn_3.4.1_amd64.deb", (700, 270), (500, 34)),
                el("list-item", "Downloads", "Downloads", (580, 330), (180, 30), desc="selected"),
                el("table-cell", "Invoices", "Invoices", (780, 360), (400, 28)),
                el("table-cell", "report_march.pdf", "report_march.pdf", (780, 390), (400, 28)),
                el("push-button", "Cancel", "Cancel", (580, 250), (80, 32)),
                el("push-button", "Save", "Save", (1260, 250), (80, 32), desc="default")]
    dl_panel = [el("panel", "Downloads", "", (1460, 110), (440, 120)),
                el("list-item", "corpvpn_3.4.1_amd64.deb", "corpvpn_3.4.1_amd64.deb\nCompleted — 18.6 MB", (1470, 120), (420, 56)),
                el("push-button", "Show all downloads", "Show all downloads", (1470, 186), (420, 32))]
    pref_tab = ("Settings", True)
    url_intra = "https://intranet.example.org/start"
    turns = [
        (code("import subprocess, time\nsubprocess.Popen(['firefox', 'about:preferences'])\ntime.sleep(4)"),
         ff("Mar 12  09:12", [pref_tab], "about:preferences", general("100%", False))),
        (code("import pyautogui, time\npyautogui.click(680, 548)\ntime.sleep(1)\npyautogui.click(680, 620)\ntime.sleep(1)"),
         ff("Mar 12  09:12", [pref_tab], "about:preferences", general("110%", False))),
        (code("import pyautogui, time\npyautogui.click(470, 894)\ntime.sleep(1)"),
         ff("Mar 12  09:13", [pref_tab], "about:preferences", general("110%", True))),
        (code("import pyautogui, time\npyautogui.click(270, 270)\ntime.sleep(1)\npyautogui.click(1050, 246)\npyautogui.click(1050, 330)\ntime.sleep(1)\npyautogui.click(1110, 288)\npyautogui.typewrite('https://intranet.example.org/start')\npyautogui.press('tab')"),
         ff("Mar 12  09:14", [pref_tab], "about:preferences#home", home(url_intra))),
        (code("import pyautogui, time\npyautogui.click(270, 366)\ntime.sleep(1)\npyautogui.scroll(-10)\ntime.sleep(1)\npyautogui.click(470, 392)"),
         ff("Mar 12  09:15", [pref_tab], "about:preferences#privacy", privacy(True))),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 't')\npyautogui.typewrite('intranet.example.org/start\\n')\ntime.sleep(3)"),
         ff("Mar 12  09:16", [("Settings", False), ("Start — Example Intranet", True)], url_intra, intranet)),
        (code("import pyautogui, time\npyautogui.click(380, 347)\ntime.sleep(2)"),
         ff("Mar 12  09:16", [("Settings", False), ("Start — Example Intranet", True)], url_intra, intranet, over=save_dlg)),
        (code("import pyautogui, time\npyautogui.click(1300, 266)\ntime.sleep(4)"),
         ff("Mar 12  09:17", [("Settings", False), ("Start — Example Intranet", True)], url_intra, intranet, over=dl_panel)),
        (code("import pyautogui, time\npyautogui.press('escape')\npyautogui.hotkey('ctrl', '1')\ntime.sleep(1)\npyautogui.click(270, 222)\ntime.sleep(1)"),
         ff("Mar 12  09:18", [("Settings", True), ("Start — Example Intranet", False)], "about:preferences", general("100%", True))),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'n')\ntime.sleep(3)"),
         ff("Mar 12  09:18", [("Start — Example Intranet", True)], url_intra, intranet)),
    ]
    rs.add(task="os", tid="h21-os-06", system=OS_SYSTEM, turns=turns,
           state="Firefox is closed. Task: set default zoom to 110%, always ask where to save downloads, homepage https://intranet.example.org/start, HTTPS-Only in all windows; then download the Linux VPN client from the intranet.",
           bad=True, turn=9, kind="Default zoom set to 110% earlier shows 100% again in the General settings with nothing resetting it")


# ---------------------------------------------------------------------------------------------
# 07 Thunderbird: triage the inbox. BAD turn 6: the Receipts folder total reads 12 again after 3 messages were moved in.
# ---------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    inbox = [  # key, subject, from, date, unread
        ("ship", "Your order #A-58213 has shipped", "Parcelio", "09:41", True),
        ("energy", "Receipt for your payment to Brightline Energy", "Brightline Energy", "08:12", True),
        ("sync", "Weekly team sync notes", "Dana Whitfield", "Yesterday 17:05", False),
        ("spam", "You've WON a $500 gift card!!!", "promo@rewards-center.biz", "Yesterday 13:22", True),
        ("budget", "Re: Q2 budget draft", "Marcus Lee", "Yesterday 11:48", True),
        ("kestrel", "Your Kestrel Books receipt", "Kestrel Books", "Mon 10:03", False),
        ("lunch", "Lunch Thursday?", "Priya Natarajan", "Mon 09:17", False),
        ("hosting", "Invoice INV-2291 from Clearwater Hosting", "Clearwater Hosting", "Sun 20:40", False),
        ("alert", "Security alert: new sign-in", "Accounts", "Sat 07:55", False),
        ("hike", "Photos from the hike", "Tomás Ortega", "Fri 19:30", False),
        ("dentist", "Reminder: dentist appointment", "Smile Dental", "Fri 08:00", False),
        ("library", "Newsletter: March highlights", "City Library", "Thu 12:10", False),
        ("lease", "Re: apartment lease renewal", "Greenway Property", "Wed 15:44", False),
        ("trellis", "Welcome to the project board", "Trellis", "Tue 09:05", False),
    ]
    receipts_old = [("Order confirmation #77120", "Nimbus Outdoor", "06/03/2024"), ("Your receipt from Café Lumen", "Café Lumen", "02/03/2024"),
                    ("Payment received – thank you", "Brightline Energy", "14/02/2024"), ("Invoice INV-2207 from Clearwater Hosting", "Clearwater Hosting", "11/02/2024"),
                    ("Your Kestrel Books receipt", "Kestrel Books", "29/01/2024"), ("Railway e-ticket receipt", "NorthRail", "22/01/2024"),
                    ("Receipt for your payment to Brightline Energy", "Brightline Energy", "15/01/2024"), ("Invoice INV-2144 from Clearwater Hosting", "Clearwater Hosting", "11/01/2024"),
                    ("Your order from Parcelio", "Parcelio", "03/01/2024"), ("Gym membership renewal", "FitLab", "01/01/2024"),
                    ("Your receipt from Café Lumen", "Café Lumen", "18/12/2023"), ("Order confirmation #75533", "Nimbus Outdoor", "09/12/2023")]
    moved = {"energy": ("Receipt for your payment to Brightline Energy", "Brightline Energy", "08:12"),
             "kestrel": ("Your Kestrel Books receipt", "Kestrel Books", "Mon 10:03"),
             "hosting": ("Invoice INV-2291 from Clearwater Hosting", "Clearwater Hosting", "Sun 20:40")}
    folders = ["Inbox", "Drafts", "Sent", "Receipts", "Archives", "Junk", "Trash"]

    def tb(clock: str, cur: str, counts: dict[str, tuple[int, int]], msgs: list[tuple[str, str, str, bool, bool]],
           pane: list[El], status: str) -> str:
        rows = [el("frame", f"{cur} - sam.okafor@example.com - Mozilla Thunderbird", "", (70, 27), (1850, 1053), "thunderbird"),
                el("push-button", "Get Messages", "Get Messages", (80, 76), (130, 32)),
                el("push-button", "New Message", "New Message", (220, 76), (130, 32)),
                el("entry", "Search", "", (700, 76), (500, 32)),
                el("tree-item", "sam.okafor@example.com", "sam.okafor@example.com", (74, 130), (300, 28))]
        for i, f in enumerate(folders):
            u, tot = counts[f]
            y = 160 + 30 * i
            rows.append(el("tree-item", f, f, (94, y), (200, 28), desc="selected" if f == cur else ""))
            if u:
                rows.append(el("label", "", str(u), (300, y + 4), (30, 20), "unread-count"))
            rows.append(el("label", "", str(tot), (340, y + 4), (34, 20), "total-count"))
        rows += [el("column-header", "Subject", "Subject", (390, 120), (640, 26)),
                 el("column-header", "Correspondents", "Correspondents", (1030, 120), (260, 26)),
                 el("column-header", "Date", "Date", (1290, 120), (160, 26), desc="sorted descending")]
        for i, (subj, frm, date, unread, sel) in enumerate(msgs):
            y = 146 + 28 * i
            d = ", ".join(x for x in ("unread" if unread else "", "selected" if sel else "") if x)
            rows += [el("table-cell", "Subject", subj, (390, y), (640, 28), desc=d),
                     el("table-cell", "Correspondents", frm, (1030, y), (260, 28)),
                     el("table-cell", "Date", date, (1290, y), (160, 28))]
        rows += pane
        rows.append(el("label", "", status, (1500, 1052), (400, 24), "statusbar"))
        return desk(clock, rows)

    state = {k: u for k, _, _, _, u in inbox}
    present = [k for k, *_ in inbox]

    def inbox_rows(sel: set[str]) -> list[tuple[str, str, str, bool, bool]]:
        info = {k: (s, f, d) for k, s, f, d, _ in inbox}
        return [(*info[k], state[k], k in sel) for k in present]

    def counts(receipts_total: int, trash_total: int, trash_unread: int = 0) -> dict[str, tuple[int, int]]:
        return {"Inbox": (sum(state[k] for k in present), len(present)), "Drafts": (0, 2), "Sent": (0, 318),
                "Receipts": (0, receipts_total), "Archives": (0, 1204), "Junk": (0, 0), "Trash": (trash_unread, trash_total)}

    def st(sel: int = 0) -> str:
        u, tot = sum(state[k] for k in present), len(present)
        return f"Unread: {u}   Total: {tot}" + (f"   Selected: {sel}" if sel > 1 else "")

    energy_pane = [el("label", "From", "Brightline Energy <billing@brightline-energy.example>", (1460, 160), (440, 22)),
                   el("label", "Subject", "Receipt for your payment to Brightline Energy", (1460, 186), (440, 22)),
                   el("document-frame", "", "Hi Sam,\nThanks for your payment of £84.12 for account BE-448120 (February usage).\nPayment reference: PAY-20240314-5521\nYour next bill will be issued on 12 April 2024.\n— Brightline Energy billing", (1460, 230), (440, 500))]
    t1 = tb("Mar 14  09:50", "Inbox", counts(12, 6), inbox_rows(set()), [], st())
    state["energy"] = False
    t2 = tb("Mar 14  09:51", "Inbox", counts(12, 6), inbox_rows({"energy"}), energy_pane, st())
    sel3 = {"energy", "kestrel", "hosting"}
    t3 = tb("Mar 14  09:51", "Inbox", counts(12, 6), inbox_rows(sel3),
            [el("heading", "", "3 Conversations", (1460, 160), (440, 30)), el("push-button", "Archive", "Archive", (1460, 200), (100, 30)),
             el("push-button", "Delete", "Delete", (1570, 200), (100, 30))], st(3))
    present = [k for k in present if k not in sel3]
    t4 = tb("Mar 14  09:52", "Inbox", counts(15, 6), inbox_rows(set()), [], st())
    present.remove("spam")
    t5 = tb("Mar 14  09:53", "Inbox", counts(15, 7, 1), inbox_rows(set()), [], st())
    rec_list = [(s, f, d, False, False) for s, f, d in [moved["energy"], moved["kestrel"], moved["hosting"]] + receipts_old]
    assert len(rec_list) == 15
    bad_counts = counts(12, 7, 1)  # BAD: Receipts total reverts to 12
    t6 = tb("Mar 14  09:53", "Receipts", bad_counts, rec_list, [], "Unread: 0   Total: 15")
    t7 = tb("Mar 14  09:54", "Inbox", counts(15, 7, 1), inbox_rows(set()), [], st())
    budget_pane = [el("label", "From", "Marcus Lee <marcus.lee@example.com>", (1460, 160), (440, 22)),
                   el("label", "Subject", "Re: Q2 budget draft", (1460, 186), (440, 22)),
                   el("document-frame", "", "Sam, numbers look fine. Can you move the conference line to Q3? Otherwise good to go.\nMarcus", (1460, 230), (440, 500))]
    state["budget"] = False
    t8 = tb("Mar 14  09:55", "Inbox", counts(15, 7, 1), inbox_rows({"budget"}), budget_pane, st())
    inbox.insert(0, ("out", "Your order #A-58213 is out for delivery", "Parcelio", "09:56", True))
    state["out"] = True
    present.insert(0, "out")
    t9 = tb("Mar 14  09:56", "Inbox", counts(15, 7, 1), inbox_rows({"budget"}), budget_pane, st())
    turns = [
        (code("import subprocess, time\nsubprocess.Popen(['thunderbird'])\ntime.sleep(5)"), t1),
        (code("import pyautogui, time\npyautogui.click(700, 188)\ntime.sleep(1)"), t2),
        (code("import pyautogui\npyautogui.keyDown('ctrl')\npyautogui.click(700, 300)\npyautogui.click(700, 356)\npyautogui.keyUp('ctrl')"), t3),
        (code("import pyautogui, time\npyautogui.dragTo(180, 264, duration=0.8, button='left')\ntime.sleep(1)"), t4),
        (code("import pyautogui, time\npyautogui.rightClick(700, 216)\ntime.sleep(1)\npyautogui.click(780, 470)  # 'Delete Message' in the context menu\ntime.sleep(1)"), t5),
        (code("import pyautogui, time\npyautogui.click(180, 264)\ntime.sleep(1)"), t6),
        (code("import pyautogui, time\npyautogui.click(180, 174)\ntime.sleep(1)"), t7),
        (code("import pyautogui, time\npyautogui.click(700, 216)\ntime.sleep(1)"), t8),
        (code("import pyautogui, time\npyautogui.click(145, 92)\ntime.sleep(4)"), t9),
    ]
    rs.add(task="os", tid="h21-os-07", system=OS_SYSTEM, turns=turns,
           state="Thunderbird profile sam.okafor@example.com; the folder pane shows unread and total counts. Task: move this week's receipts (Brightline Energy, Kestrel Books, Clearwater Hosting) to Receipts, delete the gift-card spam, read the budget reply.",
           bad=True, turn=6, kind="Receipts folder total in the folder pane goes back to 12 after three messages were moved in (15 shown in list and status bar)")


# ---------------------------------------------------------------------------------------------
# 08 VS Code: fix a failing test, add one, commit. CLEAN (cursor, dirty dots, SCM badge, test timings, commit prompt).
# ---------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    stock = ["from dataclasses import dataclass", "", "", "class OutOfStock(Exception):", "    pass", "", "", "@dataclass", "class Item:",
             "    sku: str", "    qty: int = 0", "    reserved: int = 0", "", "    def available(self) -> int:",
             "        return self.qty - self.reserved", "", "    def reserve(self, n: int) -> None:", "        if n > self.qty:",
             "            raise OutOfStock(self.sku)", "        self.reserved += n", "", "    def release(self, n: int) -> None:",
             "        self.reserved = max(0, self.reserved - n)"]
    tests = ["import pytest", "", "from inventory.stock import Item, OutOfStock", "", "",
             "def test_new_item_has_nothing_reserved():", '    assert Item("SKU-1").reserved == 0', "", "",
             "def test_available_subtracts_reserved():", '    item = Item("SKU-2", qty=10, reserved=4)', "    assert item.available() == 6", "", "",
             "def test_reserve_increases_reserved():", '    item = Item("SKU-3", qty=10)', "    item.reserve(3)", "    assert item.reserved == 3", "", "",
             "def test_reserve_too_many_raises():", "    with pytest.raises(OutOfStock):", '        Item("SKU-4", qty=2).reserve(3)', "", "",
             "def test_release_lowers_reserved():", '    item = Item("SKU-5", qty=10, reserved=5)', "    item.release(2)", "    assert item.reserved == 3", "", "",
             "def test_release_all():", '    item = Item("SKU-6", qty=3, reserved=3)', "    item.release(3)", "    assert item.available() == 3", "", "",
             "def test_reserve_more_than_available():", '    item = Item("SKU-7", qty=5, reserved=3)', "    with pytest.raises(OutOfStock):",
             "        item.reserve(4)", "", "",
             "def test_reserve_exactly_available():", '    item = Item("SKU-8", qty=5, reserved=3)', "    item.reserve(2)", "    assert item.available() == 0"]
    assert tests[40] == "        item.reserve(4)" and len(tests) == 47

    def numbered(buf: list[str], first: int, last: int) -> str:
        return "\n".join(f"{i:>3}  {buf[i - 1]}" for i in range(first, min(last, len(buf)) + 1))

    term = Term("sam@thinkpad:~/code/inventory$", "bash", rows=16)

    def vs(clock: str, tabs: list[tuple[str, bool, bool]], editor: str, ln: int, col: int, *, mod: set[str], branch: str,
           term_text: str | None, problems: str = "0 errors, 0 warnings", scm: list[El] | None = None, over: list[El] | None = None,
           sync: str = "") -> str:
        active = next(n for n, sel, _ in tabs if sel) if tabs else "Source Control"
        rows = [el("frame", f"{active} - inventory - Visual Studio Code", "", (70, 27), (1850, 1053), "code"),
                el("page-tab", "Explorer (Ctrl+Shift+E)", "", (70, 70), (48, 48), desc="" if scm else "selected"),
                el("page-tab", "Search (Ctrl+Shift+F)", "", (70, 118), (48, 48)),
                el("page-tab", f"Source Control (Ctrl+Shift+G) - {len(mod)} pending changes" if mod else "Source Control (Ctrl+Shift+G)", str(len(mod)) if mod else "", (70, 166), (48, 48), desc="selected" if scm else "")]
        if scm is None:
            tree = [("inventory", True, ""), ("__init__.py", False, "inventory/__init__.py"), ("stock.py", False, "inventory/stock.py"),
                    ("tests", True, ""), ("test_stock.py", False, "tests/test_stock.py"), ("pyproject.toml", False, "pyproject.toml"), ("README.md", False, "README.md")]
            for i, (n, is_dir, path) in enumerate(tree):
                deco = ", Modified" if path in mod else ""
                rows.append(el("tree-item", n + deco, n, (130, 110 + 22 * i), (260, 22), "folder" if is_dir else "file"))
        else:
            rows += scm
        for i, (n, sel, dirty) in enumerate(tabs):
            rows.append(el("page-tab", n + (", unsaved" if dirty else ""), ("● " if dirty else "") + n, (400 + 180 * i, 64), (176, 35), desc="selected" if sel else ""))
        if editor:
            rows.append(el("text", "Editor content", editor, (400, 120), (1500, 560 if term_text is not None else 880), "monaco-editor", "multi-line"))
        if term_text is not None:
            rows += [el("page-tab", "Terminal", "TERMINAL", (400, 690), (90, 26), desc="selected"),
                     el("terminal", "Terminal 1, bash", term_text, (400, 720), (1500, 320), "xterm")]
        rows += [el("push-button", f"{branch}, Checkout Branch/Tag...", branch, (70, 1052), (80, 24)),
                 *([el("push-button", "Synchronize Changes", sync, (154, 1052), (60, 24))] if sync else []),
                 el("push-button", problems, "⊗ " + problems.split()[0] + "  ⚠ " + problems.split()[2], (220, 1052), (80, 24)),
                 el("push-button", "Go to Line/Column", f"Ln {ln}, Col {col}", (1380, 1052), (110, 24)),
                 el("push-button", "Select Indentation", "Spaces: 4", (1494, 1052), (80, 24)),
                 el("push-button", "Select Encoding", "UTF-8", (1578, 1052), (50, 24)),
                 el("push-button", "Select End of Line Sequence", "LF", (1632, 1052), (24, 24)),
                 el("push-button", "Select Language Mode", "Python", (1660, 1052), (60, 24)),
                 el("push-button", "Select Interpreter", "3.10.12 64-bit", (1724, 1052), (110, 24))]
        rows += over or []
        return desk(clock, rows, dock=[*DOCK, "Visual Studio Code"])

    fail = "\n".join([
        "......F.                                                                 [100%]",
        "=================================== FAILURES ===================================",
        "_______________________ test_reserve_more_than_available _______________________",
        "",
        "    def test_reserve_more_than_available():",
        '        item = Item("SKU-7", qty=5, reserved=3)',
        "        with pytest.raises(OutOfStock):",
        ">           item.reserve(4)",
        "E           Failed: DID NOT RAISE <class 'inventory.stock.OutOfStock'>",
        "",
        "tests/test_stock.py:41: Failed",
        "=========================== short test summary info ============================",
        "FAILED tests/test_stock.py::test_reserve_more_than_available - Failed: DID NOT RAISE <class 'inventory.stock.OutOfStock'>",
        "1 failed, 7 passed in 0.21s"])
    tab_s = [("stock.py", True, False)]
    t1 = vs("Mar 15  14:02", tab_s, numbered(stock, 1, 23), 1, 1, mod=set(), branch="main", term_text=None)
    o2 = term.run("pytest -q", fail)
    t2 = vs("Mar 15  14:03", tab_s, numbered(stock, 1, 23), 1, 1, mod=set(), branch="main", term_text=o2)
    t3 = vs("Mar 15  14:04", tab_s, numbered(stock, 1, 23), 18, 1, mod=set(), branch="main", term_text=o2)
    stock[17] = "        if n > self.available():"
    t4 = vs("Mar 15  14:04", [("stock.py", True, True)], numbered(stock, 1, 23), 18, 33, mod=set(), branch="main", term_text=o2)
    t5 = vs("Mar 15  14:05", tab_s, numbered(stock, 1, 23), 18, 33, mod={"inventory/stock.py"}, branch="main*", term_text=o2)
    o6 = term.run("pytest -q", "........                                                                 [100%]\n8 passed in 0.19s")
    t6 = vs("Mar 15  14:05", tab_s, numbered(stock, 1, 23), 18, 33, mod={"inventory/stock.py"}, branch="main*", term_text=o6)
    tests += ["", "", "def test_release_never_negative():", '    item = Item("SKU-9", qty=2, reserved=1)', "    item.release(5)", "    assert item.reserved == 0"]
    tabs7 = [("stock.py", False, False), ("test_stock.py", True, True)]
    t7 = vs("Mar 15  14:07", tabs7, numbered(tests, 30, 53), 53, 30, mod={"inventory/stock.py"}, branch="main*", term_text=o6)
    o8 = term.run("pytest -q", ".........                                                                [100%]\n9 passed in 0.23s")
    both = {"inventory/stock.py", "tests/test_stock.py"}
    t8 = vs("Mar 15  14:08", [("stock.py", False, False), ("test_stock.py", True, False)], numbered(tests, 30, 53), 53, 30, mod=both, branch="main*", term_text=o8)
    scm_view = [el("heading", "", "SOURCE CONTROL", (130, 76), (260, 22)),
                el("entry", "Source Control Input", "Reserve against available stock; test release floor", (130, 104), (260, 60)),
                el("push-button", "Commit", "✓ Commit", (130, 170), (260, 30)),
                el("tree-item", "Changes", "Changes  2", (130, 210), (260, 22)),
                el("tree-item", "stock.py inventory, Modified", "stock.py  M", (140, 232), (250, 22)),
                el("tree-item", "test_stock.py tests, Modified", "test_stock.py  M", (140, 254), (250, 22))]
    prompt = [el("dialog", "Visual Studio Code", "", (720, 380), (480, 200)),
              el("label", "", "There are no staged changes to commit.\n\nWould you like to stage all your changes and commit them directly?", (740, 410), (440, 80)),
              el("push-button", "Yes", "Yes", (740, 530), (80, 32)), el("push-button", "Always", "Always", (830, 530), (80, 32)),
              el("push-button", "Never", "Never", (920, 530), (80, 32)), el("push-button", "Cancel", "Cancel", (1100, 530), (80, 32))]
    t9 = vs("Mar 15  14:09", [("stock.py", False, False), ("test_stock.py", True, False)], numbered(tests, 30, 53), 53, 30, mod=both, branch="main*", term_text=o8, scm=scm_view, over=prompt)
    scm_done = [el("heading", "", "SOURCE CONTROL", (130, 76), (260, 22)),
                el("entry", "Source Control Input", "", (130, 104), (260, 60), desc="Message (Ctrl+Enter to commit on 'main')"),
                el("push-button", "Sync Changes", "↻ Sync Changes 1↑", (130, 170), (260, 30))]
    t10 = vs("Mar 15  14:09", [("stock.py", False, False), ("test_stock.py", True, False)], numbered(tests, 30, 53), 53, 30, mod=set(), branch="main", term_text=o8, scm=scm_done, sync="0↓ 1↑")
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['code', os.path.expanduser('~/code/inventory')])\ntime.sleep(5)"), t1),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', '`')\ntime.sleep(1)\npyautogui.typewrite('pytest -q\\n')\ntime.sleep(3)"), t2),
        (code("import pyautogui, time\npyautogui.click(900, 300)\npyautogui.hotkey('ctrl', 'g')\npyautogui.typewrite('18\\n')\ntime.sleep(1)"), t3),
        (code("import pyautogui\npyautogui.press('end')\npyautogui.press('backspace', presses=9)\npyautogui.typewrite('self.available():')"), t4),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"), t5),
        (code("import pyautogui, time\npyautogui.click(1100, 900)\npyautogui.typewrite('pytest -q\\n')\ntime.sleep(3)"), t6),
        (code("import pyautogui, pyperclip, time\npyautogui.hotkey('ctrl', 'p')\npyautogui.typewrite('test_stock.py\\n')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'end')\npyperclip.copy('\\n\\n\\ndef test_release_never_negative():\\n    item = Item(\"SKU-9\", qty=2, reserved=1)\\n    item.release(5)\\n    assert item.reserved == 0')\npyautogui.hotkey('ctrl', 'v')"), t7),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\npyautogui.click(1100, 900)\npyautogui.typewrite('pytest -q\\n')\ntime.sleep(3)"), t8),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'shift', 'g')\ntime.sleep(1)\npyautogui.click(260, 134)\npyautogui.typewrite('Reserve against available stock; test release floor')\npyautogui.hotkey('ctrl', 'enter')\ntime.sleep(1)"), t9),
        (code("import pyautogui, time\npyautogui.click(780, 546)\ntime.sleep(2)"), t10),
    ]
    rs.add(task="os", tid="h21-os-08", system=OS_SYSTEM, turns=turns,
           state="VS Code with the Python extension; the repository ~/code/inventory is clean on branch main. Task: make the failing reserve test pass, add a test that release never goes below zero, commit both.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 09 LibreOffice Writer: revise a cover letter. CLEAN (word count moves with edits, same characters after a same-length
# replace, selection count, zoom, save/export).
# ---------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    paras = ["Sam Okafor", "14 Harbour Street, Leeds LS1 4AB", "sam.okafor@example.com", "14 March 2024",
             "Dear Hiring Team at Northwind Analytics,",
             "I am writing to apply for the Data Engineer position advertised on your careers page. Over the past four years I have built and maintained batch and streaming pipelines that move more than two billion events a day.",
             "At my current employer I led the migration of our nightly ETL jobs from cron scripts to Airflow, which cut failed runs by 70 percent and gave analysts data three hours earlier each morning.",
             "I also enjoy mentoring, and I organise a monthly reading group on distributed systems for our engineering department.",
             "Northwind Analytics stands out to me because of its public work on open data standards for the energy sector.",
             "Thank you for considering my application. I would welcome the chance to discuss how I can help your team.",
             "Kind regards,"]

    def count(ps: list[str]) -> str:
        return f"{sum(len(p.split()) for p in ps):,} words, {sum(len(p) for p in ps):,} characters"

    def writer(clock: str, ps: list[str], status: str, *, modified: bool, zoom: str = "100%", over: list[El] | None = None,
               title: str = "cover_letter.odt - LibreOffice Writer") -> str:
        rows = [el("frame", title, "", (70, 27), (1850, 1053), "libreoffice-writer"),
                *[el("menu", m, m, (76 + 60 * i, 64), (56, 24)) for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools"])],
                el("combo-box", "Paragraph Style", "Default Paragraph Style", (80, 130), (200, 28)),
                el("combo-box", "Font Name", "Liberation Serif", (290, 130), (180, 28)),
                el("combo-box", "Font Size", "12 pt", (480, 130), (70, 28))]
        y = 220
        for p in ps:
            h = 22 * (1 + len(p) // 95)
            rows.append(el("paragraph", "", p, (560, y), (800, h)))
            y += h + 12
        rows += [el("label", "", "Page 1 of 1", (76, 1052), (100, 24)),
                 el("label", "", status, (200, 1052), (320, 24), desc="Word and character count. Click to open Word Count dialog."),
                 el("label", "", "Default Page Style", (560, 1052), (150, 24)),
                 el("label", "", "English (UK)", (730, 1052), (100, 24)),
                 el("label", "", "", (900, 1052), (24, 24), desc="The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save."),
                 el("slider", "Zoom", zoom, (1700, 1052), (200, 24))]
        rows += over or []
        return desk(clock, rows, dock=DOCK)

    ps = list(paras)
    t1 = writer("Mar 14  17:30", ps, count(ps), modified=False)
    ps = [p.replace("Northwind Analytics", "Northwind Data Labs") for p in ps]
    assert sum(len(p) for p in ps) == sum(len(p) for p in paras)
    fr = [el("dialog", "Find and Replace", "", (640, 260), (640, 420)),
          el("entry", "Find", "Northwind Analytics", (680, 310), (560, 32)),
          el("entry", "Replace", "Northwind Data Labs", (680, 390), (560, 32)),
          el("check-box", "Match case", "", (680, 440), (200, 24), desc="not checked"),
          el("check-box", "Whole words only", "", (900, 440), (200, 24), desc="not checked"),
          el("push-button", "Find All", "Find All", (680, 490), (100, 32)),
          el("push-button", "Replace All", "Replace All", (1020, 490), (120, 32)),
          el("label", "", "2 results replaced", (680, 540), (300, 22)),
          el("push-button", "Close", "Close", (1160, 630), (90, 32))]
    t2 = writer("Mar 14  17:31", ps, count(ps), modified=True, over=fr)
    sel = ps[7]
    t3 = writer("Mar 14  17:32", ps, f"Selected: {len(sel.split())} words, {len(sel)} characters", modified=True)
    ps = ps[:7] + ps[8:]
    t4 = writer("Mar 14  17:32", ps, count(ps), modified=True)
    ps.append("Sam Okafor")
    t5 = writer("Mar 14  17:33", ps, count(ps), modified=True)
    t6 = writer("Mar 14  17:33", ps, count(ps), modified=True, zoom="120%")
    t7 = writer("Mar 14  17:34", ps, count(ps), modified=False, zoom="120%")
    pdf = [el("dialog", "PDF Options", "", (600, 200), (720, 640)),
           el("page-tab", "General", "General", (620, 230), (90, 28), desc="selected"),
           el("radio-button", "All", "", (640, 290), (100, 24), desc="checked"),
           el("radio-button", "JPEG compression", "", (640, 400), (200, 24), desc="checked"),
           el("spin-button", "Quality", "90%", (860, 430), (90, 28)),
           el("check-box", "Reduce image resolution", "", (640, 470), (240, 24), desc="checked"),
           el("combo-box", "", "300 DPI", (900, 470), (100, 28)),
           el("check-box", "Hybrid PDF (embed ODF file)", "", (1000, 290), (260, 24), desc="not checked"),
           el("check-box", "Archive (PDF/A, ISO 19005)", "", (1000, 320), (260, 24), desc="not checked"),
           el("push-button", "Export", "Export", (1100, 800), (90, 32)),
           el("push-button", "Cancel", "Cancel", (1200, 800), (90, 32))]
    t8 = writer("Mar 14  17:35", ps, count(ps), modified=False, zoom="120%", over=pdf)
    save = [el("dialog", "Export", "", (560, 240), (800, 560)),
            el("entry", "Name", "cover_letter.pdf", (700, 270), (500, 34)),
            el("list-item", "Documents", "Documents", (580, 330), (180, 30), desc="selected"),
            el("table-cell", "cover_letter.odt", "cover_letter.odt", (780, 360), (400, 28)),
            el("table-cell", "expenses.ods", "expenses.ods", (780, 390), (400, 28)),
            el("push-button", "Save", "Save", (1260, 250), (80, 32), desc="default")]
    t9 = writer("Mar 14  17:35", ps, count(ps), modified=False, zoom="120%", over=save)
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['libreoffice', '--writer', os.path.expanduser('~/Documents/cover_letter.odt')])\ntime.sleep(4)"), t1),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'h')\ntime.sleep(1)\npyautogui.typewrite('Northwind Analytics')\npyautogui.click(960, 406)\npyautogui.typewrite('Northwind Data Labs')\npyautogui.click(1080, 506)\ntime.sleep(1)"), t2),
        (code("import pyautogui, time\npyautogui.click(1205, 646)\ntime.sleep(1)\npyautogui.click(562, 540)\npyautogui.press('home')\npyautogui.hotkey('ctrl', 'shift', 'down')"), t3),
        (code("import pyautogui\npyautogui.press('delete')\npyautogui.press('delete')"), t4),
        (code("import pyautogui\npyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\npyautogui.typewrite('Sam Okafor')"), t5),
        (code("import pyautogui\npyautogui.keyDown('ctrl')\npyautogui.scroll(2)\npyautogui.keyUp('ctrl')"), t6),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(2)"), t7),
        (code("import pyautogui, time\npyautogui.click(100, 76)\npyautogui.click(180, 420)  # File > Export As > Export as PDF...\ntime.sleep(2)"), t8),
        (code("import pyautogui, time\npyautogui.click(1145, 816)\ntime.sleep(2)"), t9),
    ]
    rs.add(task="os", tid="h21-os-09", system=OS_SYSTEM, turns=turns,
           state="~/Documents/cover_letter.odt is a one-page cover letter. Task: change the company name to Northwind Data Labs everywhere, drop the mentoring paragraph, sign with the name under 'Kind regards,', save and export a PDF.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 10 Terminal + git: branch, commit, push. BAD turn 4: commit 7d2e0b8 shows up as 7d2eb08 in the graph log.
# ---------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    t = Term("maya@devbox:~/src/weather-cli$", "maya@devbox: ~/src/weather-cli")
    log = [("a3f9c21", "Add --units flag for metric/imperial"), ("7d2e0b8", "Cache forecast responses for 10 minutes"),
           ("e61c4fa", "Fix crash when city name has spaces"), ("0b93d57", "Bump requests to 2.31.0"),
           ("5c8a1e2", "Add README usage examples"), ("91f4d3b", "Initial commit")]
    t0 = Term("maya@devbox:~$", "maya@devbox: ~")
    o1 = t0.run("cd ~/src/weather-cli && git log --oneline -6",
                "\n".join(f"{h} {'(HEAD -> main, origin/main, origin/HEAD) ' if i == 0 else ''}{m}" for i, (h, m) in enumerate(log)))
    t.lines = t0.lines[:-1] + [t.prompt + " "]
    o1 = "\n".join(t.lines)
    o2 = t.run("git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   weather/api.py\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")".replace("\t", "        "))
    o3 = t.run('git diff --stat && git switch -c fix/timeout && git commit -am "Add 8 second timeout to API requests"',
               " weather/api.py | 4 +++-\n 1 file changed, 3 insertions(+), 1 deletion(-)\nSwitched to a new branch 'fix/timeout'\n[fix/timeout 4be7a90] Add 8 second timeout to API requests\n 1 file changed, 3 insertions(+), 1 deletion(-)")
    graph = [("4be7a90", "(HEAD -> fix/timeout) ", "Add 8 second timeout to API requests"),
             ("a3f9c21", "(origin/main, origin/HEAD, main) ", log[0][1]), ("7d2eb08", "", log[1][1]),  # BAD: 7d2e0b8
             ("e61c4fa", "", log[2][1]), ("0b93d57", "", log[3][1])]
    o4 = t.run("clear && git log --oneline --graph -5", "\n".join(f"* {h} {d}{m}" for h, d, m in graph))
    o5 = t.run("clear && git show --stat HEAD~1", "\n".join([
        "commit a3f9c21e5b0d47c1f2a9e8d6b3c4f7a1d0e2b5c9 (origin/main, origin/HEAD, main)",
        "Author: Maya Chen <maya.chen@example.com>", "Date:   Mon Mar 11 16:22:09 2024 +0100", "",
        "    Add --units flag for metric/imperial", "",
        " README.md          |  6 ++++++", " tests/test_cli.py  | 18 ++++++++++++++++++", " weather/cli.py     | 14 +++++++++++---",
        " weather/format.py  | 21 +++++++++++++++++++++", " 4 files changed, 56 insertions(+), 3 deletions(-)"]))
    o6 = t.run("clear && git log --format='%h %an %ar %s' -3", "\n".join([
        "4be7a90 Maya Chen 2 minutes ago Add 8 second timeout to API requests",
        "a3f9c21 Maya Chen 3 days ago Add --units flag for metric/imperial",
        "7d2e0b8 Jonas Berg 5 days ago Cache forecast responses for 10 minutes"]))
    o7 = t.run("clear && git push -u origin fix/timeout", "\n".join([
        "Enumerating objects: 7, done.", "Counting objects: 100% (7/7), done.", "Delta compression using up to 8 threads",
        "Compressing objects: 100% (4/4), done.", "Writing objects: 100% (4/4), 512 bytes | 512.00 KiB/s, done.",
        "Total 4 (delta 3), reused 0 (delta 0), pack-reused 0", "remote: Resolving deltas: 100% (3/3), completed with 3 local objects.",
        "remote:", "remote: Create a pull request for 'fix/timeout' on GitHub by visiting:",
        "remote:      https://github.com/mchen/weather-cli/pull/new/fix/timeout", "remote:",
        "To github.com:mchen/weather-cli.git", " * [new branch]      fix/timeout -> fix/timeout",
        "branch 'fix/timeout' set up to track 'origin/fix/timeout'."]))
    dock = [*DOCK, "Terminal"]
    turns = [
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'alt', 't')\ntime.sleep(2)\npyautogui.typewrite('cd ~/src/weather-cli && git log --oneline -6\\n')\ntime.sleep(1)"), t.screen("Mar 14  11:05", o1, dock)),
        (code("import pyautogui, time\npyautogui.typewrite('git status\\n')\ntime.sleep(1)"), t.screen("Mar 14  11:05", o2, dock)),
        (code("import pyautogui, time\npyautogui.typewrite('git diff --stat && git switch -c fix/timeout && git commit -am \"Add 8 second timeout to API requests\"\\n')\ntime.sleep(2)"), t.screen("Mar 14  11:06", o3, dock)),
        (code("import pyautogui, time\npyautogui.typewrite('clear && git log --oneline --graph -5\\n')\ntime.sleep(1)"), t.screen("Mar 14  11:06", o4, dock)),
        (code("import pyautogui, time\npyautogui.typewrite('clear && git show --stat HEAD~1\\n')\ntime.sleep(1)"), t.screen("Mar 14  11:07", o5, dock)),
        (code("import pyautogui, time\npyautogui.typewrite(\"clear && git log --format='%h %an %ar %s' -3\\n\")\ntime.sleep(1)"), t.screen("Mar 14  11:08", o6, dock)),
        (code("import pyautogui, time\npyautogui.typewrite('clear && git push -u origin fix/timeout\\n')\ntime.sleep(4)"), t.screen("Mar 14  11:08", o7, dock)),
    ]
    rs.add(task="os", tid="h21-os-10", system=OS_SYSTEM, turns=turns,
           state="A terminal-driven desktop session; ~/src/weather-cli has an uncommitted change in weather/api.py. Task: put the change on a new branch fix/timeout, check history, push the branch.",
           bad=True, turn=4, kind="commit 7d2e0b8 'Cache forecast responses for 10 minutes' appears as 7d2eb08 in a later log with no history rewrite")


# ---------------------------------------------------------------------------------------------
# 11 Firefox shop: compare 27-inch monitors. CLEAN (re-sort, filter, pagination, countdowns, stock dropping, cart maths).
# ---------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    D = Decimal
    brands = ["Aurora", "Vexa", "Lumio", "Nordvik", "Pexel", "Caldera", "Orbix", "Sylva", "Helix", "Tamaro", "Kairo", "Brisa", "Zentro"]
    panels = ["IPS QHD 75Hz", "VA FHD 144Hz", "IPS 4K 60Hz", "IPS QHD 165Hz", "VA QHD 100Hz", "IPS FHD 100Hz"]
    prods = []
    for i in range(37):
        name = f"{brands[i % 13]} {['Q', 'V', 'K', 'X'][i % 4]}{270 + (i * 7) % 90} 27\" {panels[i % 6]}"
        price = D(129) + D((i * 53) % 37) * D(9) + D("0.99")
        stock = (i * 11) % 37 < 21
        rating = D(35 + (i * 17) % 15) / D(10)
        reviews = 40 + (i * 379) % 2600
        prods.append((name, price, stock, rating, reviews))
    assert sum(p[2] for p in prods) == 21
    by_price = sorted(prods, key=lambda p: p[1])
    in_stock = [p for p in by_price if p[2]]

    def ff(clock: str, url: str, title: str, body: list[El], cart: int) -> str:
        rows = [el("frame", f"{title} — Mozilla Firefox", "", (70, 27), (1850, 1053), "firefox"),
                el("page-tab", title, title, (80, 32), (236, 36), desc="selected"),
                el("push-button", "Back", "", (80, 76), (32, 32)), el("push-button", "Forward", "", (114, 76), (32, 32)),
                el("push-button", "Reload", "", (148, 76), (32, 32)),
                el("entry", "Search with Google or enter address", url, (300, 76), (1300, 32)),
                el("document-web", title, "", (70, 114), (1850, 966)),
                el("link", "PixelMart home", "PixelMart", (120, 130), (140, 36)),
                el("entry", "Search products", "27 inch monitor", (300, 134), (700, 32)),
                el("link", f"Cart ({cart})", f"Cart ({cart})", (1760, 134), (100, 32))]
        return desk(clock, rows + body)

    def listing(items: list[tuple[str, Decimal, bool, Decimal, int]], first: int, total: int, sort: str, only: bool, deal: str, page: int) -> list[El]:
        out = [el("label", "", f"Deal of the day ends in {deal}", (120, 180), (500, 24), desc="countdown"),
               el("label", "", f"Showing {first}–{first + len(items) - 1} of {total} results", (420, 224), (400, 24)),
               el("combo-box", "Sort by", sort, (1500, 220), (260, 32)),
               el("check-box", "In stock only", "", (120, 260), (200, 24), desc="checked" if only else "not checked"),
               el("check-box", "Free delivery", "", (120, 292), (200, 24), desc="not checked")]
        for k, (name, price, stock, rating, reviews) in enumerate(items):
            y = 270 + 86 * k
            out += [el("link", name, name, (420, y), (700, 24)),
                    el("label", "", f"${price}", (1200, y), (120, 24)),
                    el("label", "", f"{rating} out of 5 stars ({reviews:,})", (420, y + 28), (300, 20)),
                    el("label", "", "In stock" if stock else "Currently unavailable", (420, y + 52), (300, 20))]
        out += [el("link", "Page 1", "1", (900, 980), (30, 30), desc="current" if page == 1 else ""),
                el("link", "Page 2", "2", (940, 980), (30, 30), desc="current" if page == 2 else ""),
                el("link", "Page 3", "3", (980, 980), (30, 30), desc="current" if page == 3 else ""),
                el("link", "Next", "Next", (1020, 980), (60, 30))]
        return out

    base = "https://www.pixelmart.example/search?q=27+inch+monitor"
    t1 = ff("Mar 16  20:14", base, "27 inch monitor — PixelMart", listing(prods[:8], 1, 37, "Relevance", False, "05:42:18", 1), 0)
    t2 = ff("Mar 16  20:15", base + "&sort=price_asc", "27 inch monitor — PixelMart", listing(by_price[:8], 1, 37, "Price: Low to High", False, "05:41:31", 1), 0)
    t3 = ff("Mar 16  20:15", base + "&sort=price_asc&instock=1", "27 inch monitor — PixelMart", listing(in_stock[:8], 1, 21, "Price: Low to High", True, "05:41:02", 1), 0)
    t4 = ff("Mar 16  20:16", base + "&sort=price_asc&instock=1&page=2", "27 inch monitor — PixelMart", listing(in_stock[8:16], 9, 21, "Price: Low to High", True, "05:40:11", 2), 0)
    name, price, _, rating, reviews = in_stock[8]

    def product(left: int, cutoff: str, added: bool) -> list[El]:
        out = [el("heading", name, name, (420, 200), (900, 36)),
               el("label", "", f"{rating} out of 5 stars ({reviews:,} reviews)", (420, 246), (400, 22)),
               el("label", "", f"${price}", (1300, 250), (200, 40)),
               el("label", "", f"Only {left} left in stock", (1300, 300), (300, 22)),
               el("label", "", f"Order within {cutoff} for delivery Mon, Mar 18", (1300, 330), (420, 22), desc="countdown"),
               el("spin-button", "Quantity", "1", (1300, 370), (80, 32)),
               el("push-button", "Add to cart", "Add to cart", (1400, 370), (200, 40)),
               el("paragraph", "", "27-inch panel, 3-sided borderless design, tilt and height adjustable stand, HDMI 2.0 ×2, DisplayPort 1.4, VESA 100×100.", (420, 420), (820, 44))]
        if added:
            out.append(el("alert", "", "Added to cart: 1 item", (1300, 420), (400, 40)))
        return out

    slug = "https://www.pixelmart.example/p/" + name.split(" 27")[0].lower().replace(" ", "-")
    t5 = ff("Mar 16  20:16", slug, f"{name} — PixelMart", product(3, "2 hrs 17 mins", False), 0)
    t6 = ff("Mar 16  20:17", slug, f"{name} — PixelMart", product(3, "2 hrs 16 mins", True), 1)

    def cart(qty: int, coupon: bool, left: int, clock: str) -> str:
        sub = price * qty
        disc = money(sub * D("0.10")) if coupon else D(0)
        tax = money((sub - disc) * D("0.08"))
        total = sub - disc + tax
        body = [el("heading", "Shopping cart", "Shopping cart", (420, 200), (400, 36)),
                el("link", name, name, (420, 260), (700, 24)),
                el("label", "", f"Only {left} left in stock", (420, 290), (300, 20)),
                el("spin-button", "Quantity", str(qty), (1150, 260), (80, 32)),
                el("label", "", f"${price * qty}", (1300, 260), (120, 24)),
                el("label", "", f"Subtotal ({qty} item{'s' if qty > 1 else ''})  ${sub}", (1450, 260), (400, 24))]
        if coupon:
            body.append(el("label", "", f"Coupon SPRING10 (−10%)  −${disc}", (1450, 290), (400, 24)))
        body += [el("label", "", "Shipping  FREE", (1450, 320), (400, 24)),
                 el("label", "", f"Estimated tax (8%)  ${tax}", (1450, 350), (400, 24)),
                 el("label", "", f"Order total  ${total}", (1450, 390), (400, 28)),
                 el("entry", "Coupon code", "SPRING10" if coupon else "", (1450, 440), (260, 32)),
                 el("push-button", "Apply", "Apply", (1720, 440), (100, 32)),
                 el("push-button", "Proceed to checkout", "Proceed to checkout", (1450, 500), (370, 44))]
        return ff(clock, "https://www.pixelmart.example/cart", "Shopping cart — PixelMart", body, qty)

    t7 = cart(1, False, 2, "Mar 16  20:18")
    t8 = cart(2, False, 2, "Mar 16  20:18")
    t9 = cart(2, True, 2, "Mar 16  20:19")
    turns = [
        (code("import subprocess, time\nsubprocess.Popen(['firefox', 'https://www.pixelmart.example/search?q=27+inch+monitor'])\ntime.sleep(4)"), t1),
        (code("import pyautogui, time\npyautogui.click(1630, 236)\ntime.sleep(1)\npyautogui.click(1630, 310)  # 'Price: Low to High'\ntime.sleep(2)"), t2),
        (code("import pyautogui, time\npyautogui.click(130, 272)\ntime.sleep(2)"), t3),
        (code("import pyautogui, time\npyautogui.click(955, 995)\ntime.sleep(2)"), t4),
        (code("import pyautogui, time\npyautogui.click(600, 282)\ntime.sleep(2)"), t5),
        (code("import pyautogui, time\npyautogui.click(1500, 390)\ntime.sleep(2)"), t6),
        (code("import pyautogui, time\npyautogui.click(1810, 150)\ntime.sleep(2)"), t7),
        (code("import pyautogui, time\npyautogui.tripleClick(1190, 276)\npyautogui.typewrite('2\\n')\ntime.sleep(2)"), t8),
        (code("import pyautogui, time\npyautogui.click(1580, 456)\npyautogui.typewrite('SPRING10')\npyautogui.click(1770, 456)\ntime.sleep(2)"), t9),
    ]
    rs.add(task="os", tid="h21-os-11", system=OS_SYSTEM, turns=turns,
           state="Firefox is closed. Task: on PixelMart find an in-stock 27-inch monitor from the cheaper end of the range (second page of in-stock results is fine), put two in the cart and apply coupon SPRING10.",
           bad=False, kind="clean")



GIMP_MENUS = ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]


def gimp_win(clock: str, title: str, zoom: str, status: str, layers: list[tuple[str, bool, bool]], opacity: str,
             extra: list[El] | None = None, over: list[El] | None = None, dock_extra: list[El] | None = None) -> str:
    """GIMP 2.10 single-window mode: menus, canvas, status bar and the Layers dockable (name, visible, selected)."""
    rows = [el("frame", title, "", (70, 27), (1850, 1053), "gimp-2.10")]
    rows += [el("menu", m, m, (76 + 58 * i, 60), (54, 24)) for i, m in enumerate(GIMP_MENUS)]
    rows += [el("drawing-area", "", "", (330, 110), (1250, 900), "canvas"),
             el("combo-box", "Unit", "px", (330, 1040), (60, 26)),
             el("combo-box", "Zoom", zoom, (400, 1040), (90, 26)),
             el("label", "", status, (500, 1040), (700, 26), "statusbar"),
             el("page-tab", "Layers", "Layers", (1590, 110), (90, 26), desc="selected"),
             el("page-tab", "Channels", "Channels", (1680, 110), (90, 26)),
             el("page-tab", "Paths", "Paths", (1770, 110), (70, 26)),
             el("combo-box", "Mode", "Normal", (1600, 146), (300, 28)),
             el("spin-button", "Opacity", opacity, (1600, 180), (300, 28))]
    for i, (name, vis, sel) in enumerate(layers):
        y = 250 + 44 * i
        rows += [el("check-box", "Visible", "", (1600, y), (24, 40), desc="checked" if vis else "not checked"),
                 el("table-cell", name, name, (1680, y), (220, 40), desc="selected" if sel else "")]
    rows += (dock_extra or []) + (extra or []) + (over or [])
    return desk(clock, rows, dock=[*DOCK, "GNU Image Manipulation Program"])


# ---------------------------------------------------------------------------------------------
# 12 GIMP: watermark and downscale a photo. BAD turn 5: the text layer's eye is off though it was never toggled.
# ---------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    def title(dirty: bool, tag: str, n: int, w: int, h: int) -> str:
        return f"{'*' if dirty else ''}[beach_sunset] ({tag})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layer{'s' if n > 1 else ''}) {w}x{h} – GIMP"

    def mem(w: int, h: int, n: int) -> str:
        return f"{w * h * 4 * (n + 1) / 1048576:.1f} MB"

    wm = "© Lena Marsh 2024"
    base = "beach_sunset.jpg"
    text_opts = [el("combo-box", "Font", "Sans-serif Bold", (90, 600), (220, 28)), el("spin-button", "Size", "120", (90, 634), (120, 28)),
                 el("push-button", "Color", "#ffffff", (90, 668), (120, 28))]
    t1 = gimp_win("Mar 13  21:10", title(False, "imported", 1, 4000, 2667), "25%", f"{base} ({mem(4000, 2667, 1)})", [(base, True, True)], "100.0")
    lay2 = [(wm, True, True), (base, True, False)]
    t2 = gimp_win("Mar 13  21:11", title(True, "imported", 2, 4000, 2667), "25%", f"{wm} ({mem(4000, 2667, 2)})", lay2, "100.0", extra=text_opts)
    t3 = gimp_win("Mar 13  21:12", title(True, "imported", 2, 4000, 2667), "25%", f"{wm} ({mem(4000, 2667, 2)})", lay2, "40.0", extra=text_opts)
    t4 = gimp_win("Mar 13  21:13", title(True, "imported", 2, 1600, 1067), "25%", f"{wm} ({mem(1600, 1067, 2)})", lay2, "40.0")
    bad_layers = [(wm, False, True), (base, True, False)]  # BAD: eye off with no click on it
    t5 = gimp_win("Mar 13  21:13", title(True, "imported", 2, 1600, 1067), "79.7%", f"{wm} ({mem(1600, 1067, 2)})", bad_layers, "40.0")
    exp = [el("dialog", "Export Image", "", (560, 200), (800, 620)),
           el("entry", "Name", "beach_sunset_wm.jpg", (700, 230), (500, 32)),
           el("list-item", "Pictures", "Pictures", (580, 300), (180, 30), desc="selected"),
           el("table-cell", "beach_sunset.jpg", "beach_sunset.jpg", (780, 330), (400, 28)),
           el("table-cell", "harbour_morning.jpg", "harbour_morning.jpg", (780, 360), (400, 28)),
           el("combo-box", "Select File Type", "By Extension", (580, 740), (300, 28)),
           el("push-button", "Export", "Export", (1250, 780), (90, 32))]
    t6 = gimp_win("Mar 13  21:14", title(True, "imported", 2, 1600, 1067), "79.7%", f"{wm} ({mem(1600, 1067, 2)})", lay2, "40.0", over=exp)
    jpg = [el("dialog", "Export Image as JPEG", "", (720, 300), (480, 420)),
           el("slider", "Quality", "90", (760, 350), (400, 28)),
           el("check-box", "Show preview in image window", "", (760, 390), (300, 24), desc="not checked"),
           el("check-box", "Save EXIF data", "", (760, 500), (300, 24), desc="checked"),
           el("push-button", "Export", "Export", (1090, 670), (90, 32))]
    t7 = gimp_win("Mar 13  21:14", title(True, "imported", 2, 1600, 1067), "79.7%", f"{wm} ({mem(1600, 1067, 2)})", lay2, "40.0", over=jpg)
    t8 = gimp_win("Mar 13  21:15", title(True, "exported", 2, 1600, 1067), "79.7%", f"{wm} ({mem(1600, 1067, 2)})", lay2, "40.0")
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['gimp', os.path.expanduser('~/Pictures/beach_sunset.jpg')])\ntime.sleep(8)"), t1),
        (code("import pyautogui, time\npyautogui.press('t')\npyautogui.click(1180, 930)\npyautogui.typewrite('© Lena Marsh 2024')\npyautogui.press('escape')\ntime.sleep(1)"), t2),
        (code("import pyautogui\npyautogui.tripleClick(1750, 194)\npyautogui.typewrite('40\\n')"), t3),
        (code("import pyautogui, time\npyautogui.click(278, 72)\npyautogui.click(340, 390)  # Image > Scale Image...\ntime.sleep(1)\npyautogui.tripleClick(880, 384)\npyautogui.typewrite('1600\\t')\npyautogui.click(1080, 620)  # Scale\ntime.sleep(3)"), t4),
        (code("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 'j')\ntime.sleep(1)"), t5),
        (code("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 'e')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('beach_sunset_wm.jpg')"), t6),
        (code("import pyautogui, time\npyautogui.click(1295, 796)\ntime.sleep(1)"), t7),
        (code("import pyautogui, time\npyautogui.click(1135, 686)\ntime.sleep(2)"), t8),
    ]
    rs.add(task="os", tid="h21-os-12", system=OS_SYSTEM, turns=turns,
           state="GIMP 2.10 in single-window mode. Task: add a white '© Lena Marsh 2024' text watermark at 40% opacity to ~/Pictures/beach_sunset.jpg, scale to 1600 px wide, export as beach_sunset_wm.jpg.",
           bad=True, turn=5, kind="watermark text layer shows as hidden (eye off) in the Layers dialog though no visibility toggle was clicked")


# ---------------------------------------------------------------------------------------------
# 13 Inkscape: business-card background and name. CLEAN (values set by typing, px->mm unit switch, selection/grouping text, zoom).
# ---------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    def ink(clock: str, dirty: bool, toolbar: list[El], status: str, cursor: tuple[str, str], zoom: str, fill: str, over: list[El] | None = None) -> str:
        rows = [el("frame", f"{'*' if dirty else ''}card.svg - Inkscape", "", (70, 27), (1850, 1053), "org.inkscape.Inkscape"),
                *[el("menu", m, m, (76 + 60 * i, 60), (56, 24)) for i, m in enumerate(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"])],
                *toolbar,
                el("drawing-area", "", "", (130, 150), (1600, 860), "canvas"),
                el("label", "", f"Fill: {fill}", (76, 1046), (110, 26)),
                el("label", "", "Stroke: None", (190, 1046), (110, 26)),
                el("combo-box", "Current layer", "Layer 1", (320, 1046), (130, 26)),
                el("label", "", status, (460, 1046), (980, 26), "statusbar"),
                el("label", "", f"X: {cursor[0]}", (1500, 1040), (90, 16)),
                el("label", "", f"Y: {cursor[1]}", (1500, 1058), (90, 16)),
                el("spin-button", "Zoom", zoom, (1640, 1046), (80, 26)),
                el("spin-button", "Rotation", "0.00°", (1740, 1046), (80, 26))]
        rows += over or []
        return desk(clock, rows, dock=[*DOCK, "Inkscape"])

    def sel_bar(x: str, y: str, w: str, h: str, unit: str, sensitive: bool = True) -> list[El]:
        d = "" if sensitive else "insensitive"
        return [el("spin-button", "X", x, (700, 104), (100, 30), desc=d), el("spin-button", "Y", y, (840, 104), (100, 30), desc=d),
                el("spin-button", "W", w, (980, 104), (100, 30), desc=d), el("toggle-button", "Lock width and height", "", (1084, 104), (30, 30), desc="not checked"),
                el("spin-button", "H", h, (1150, 104), (100, 30), desc=d), el("combo-box", "Units", unit, (1260, 104), (70, 30))]

    rect_bar = [el("spin-button", "W", "201.320", (700, 104), (100, 30)), el("spin-button", "H", "120.567", (840, 104), (100, 30)),
                el("spin-button", "Rx", "0.000", (980, 104), (100, 30)), el("spin-button", "Ry", "0.000", (1120, 104), (100, 30)),
                el("combo-box", "Units", "px", (1230, 104), (70, 30))]
    text_bar = [el("combo-box", "Font Family", "sans-serif", (500, 104), (220, 30)), el("combo-box", "Font Style", "Normal", (730, 104), (120, 30)),
                el("combo-box", "Font Size", "14", (860, 104), (70, 30)), el("combo-box", "Units", "pt", (934, 104), (50, 30))]
    nosel = "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."
    rect_sel = "Rectangle in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."
    def fs_panel(rgba: str) -> list[El]:
        return [el("panel", "Fill and Stroke (Shift+Ctrl+F)", "", (1440, 150), (470, 600)),
                el("page-tab", "Fill", "Fill", (1450, 180), (80, 26), desc="selected"),
                el("push-button", "Flat color", "", (1540, 214), (30, 30), desc="checked" if rgba else ""),
                el("entry", "RGBA", rgba, (1700, 560), (120, 28), desc="" if rgba else "insensitive"),
                el("label", "", "" if rgba else "Multiple selected objects have different fill", (1450, 250), (440, 20)),
                el("slider", "Opacity (%)", "100.0", (1450, 700), (440, 26))]

    fs = fs_panel("1f4e79ff")
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['inkscape', os.path.expanduser('~/Documents/card.svg')])\ntime.sleep(6)"),
         ink("Mar 15  09:40", False, sel_bar("0.000", "0.000", "0.001", "0.001", "px", False), nosel, ("-41.35", "212.08"), "100%", "N/A")),
        (code("import pyautogui, time\npyautogui.press('r')\npyautogui.moveTo(600, 400)\npyautogui.dragTo(801, 521, duration=0.5)\ntime.sleep(1)"),
         ink("Mar 15  09:41", True, rect_bar, "Rectangle 201.32 px × 120.57 px in layer Layer 1. Drag to create a rectangle. Drag controls to round corners and resize.", ("139.86", "120.94"), "100%", "#d9d9d9")),
        (code("import pyautogui, time\npyautogui.press('s')\npyautogui.tripleClick(750, 119)\npyautogui.typewrite('0\\t0\\t321.260\\t')\npyautogui.tripleClick(1200, 119)\npyautogui.typewrite('207.874\\n')\ntime.sleep(1)"),
         ink("Mar 15  09:42", True, sel_bar("0.000", "0.000", "321.260", "207.874", "px"), rect_sel, ("-3.12", "88.40"), "100%", "#d9d9d9")),
        (code("import pyautogui, time\npyautogui.click(1295, 119)\npyautogui.click(1295, 190)  # 'mm'\ntime.sleep(1)"),
         ink("Mar 15  09:42", True, sel_bar("0.000", "0.000", "85.000", "55.000", "mm"), rect_sel, ("1223.45", "20.11"), "100%", "#d9d9d9")),
        (code("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 'f')\ntime.sleep(1)\npyautogui.tripleClick(1760, 574)\npyautogui.typewrite('1f4e79ff\\n')"),
         ink("Mar 15  09:43", True, sel_bar("0.000", "0.000", "85.000", "55.000", "mm"), rect_sel, ("1760.20", "574.00"), "100%", "#1f4e79", over=fs)),
        (code("import pyautogui, time\npyautogui.press('t')\npyautogui.click(640, 460)\npyautogui.typewrite('Ada Kowalski')"),
         ink("Mar 15  09:44", True, text_bar, "Type or edit text (12 characters); Enter to start new line.", ("40.12", "166.38"), "100%", "#000000", over=fs_panel("000000ff"))),
        (code("import pyautogui, time\npyautogui.press('escape')\npyautogui.press('s')\npyautogui.hotkey('ctrl', 'a')"),
         ink("Mar 15  09:44", True, sel_bar("0.000", "0.000", "85.000", "55.000", "mm"), "2 objects selected of types Rectangle, Text in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).", ("40.12", "166.38"), "100%", "Different", over=fs_panel(""))),
        (code("import pyautogui\npyautogui.hotkey('ctrl', 'g')"),
         ink("Mar 15  09:45", True, sel_bar("0.000", "0.000", "85.000", "55.000", "mm"), "Group of 2 objects in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).", ("40.12", "166.38"), "100%", "Different", over=fs_panel(""))),
        (code("import pyautogui, time\npyautogui.press('5')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"),
         ink("Mar 15  09:45", False, sel_bar("0.000", "0.000", "85.000", "55.000", "mm"), "Group of 2 objects in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).", ("9.76", "40.53"), "401%", "Different", over=fs_panel(""))),
    ]
    rs.add(task="os", tid="h21-os-13", system=OS_SYSTEM, turns=turns,
           state="Inkscape 1.2 with ~/Documents/card.svg, an empty 85 × 55 mm page. Task: a full-bleed dark blue (#1f4e79) background rectangle exactly the page size, the name 'Ada Kowalski' on it, group them and save.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 14 VLC: watch a lecture from 31:00 at 1.5x with subtitles. CLEAN (playback clock running at the chosen speed,
# volume, OSD, snapshot named after the wall clock).
# ---------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    total = 1 * 3600 + 12 * 60 + 48

    def hms(s: int) -> str:
        return f"{s // 3600:02d}:{s % 3600 // 60:02d}:{s % 60:02d}"

    def vlc(clock: str, pos: int, vol: int, speed: str, osd: str = "", sub: str = "Disable", over: list[El] | None = None, playlist: bool = False) -> str:
        rows = [el("frame", "lecture_07_thermodynamics.mp4 - VLC media player", "", (70, 27), (1850, 1053), "vlc"),
                *[el("menu", m, m, (76 + 70 * i, 34), (66, 24)) for i, m in enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"])]]
        if playlist:
            rows += [el("list-item", "Playlist", "Playlist", (80, 90), (200, 26), desc="selected"),
                     el("list-item", "Media Library", "Media Library", (80, 118), (200, 26)),
                     el("column-header", "Title", "Title", (300, 66), (900, 24)), el("column-header", "Duration", "Duration", (1200, 66), (120, 24)),
                     el("column-header", "Album", "Album", (1320, 66), (300, 24)),
                     el("table-cell", "Title", "lecture_07_thermodynamics.mp4", (300, 92), (900, 24), desc="playing"),
                     el("table-cell", "Duration", hms(total), (1200, 92), (120, 24)),
                     el("table-cell", "Album", "", (1320, 92), (300, 24))]
        else:
            rows.append(el("drawing-area", "Video", "", (70, 62), (1850, 930), "video-widget"))
        if osd:
            rows.append(el("label", "", osd, (120, 90), (900, 30), "osd"))
        rows += [el("label", "", hms(pos), (80, 1000), (80, 20), desc="Elapsed time"),
                 el("slider", "Position", f"{pos * 100 / total:.1f}%", (170, 1000), (1580, 20)),
                 el("label", "", hms(total), (1760, 1000), (80, 20), desc="Total duration"),
                 el("push-button", "Pause the playback", "", (80, 1030), (40, 40)),
                 el("push-button", "Previous media in the playlist", "", (130, 1036), (30, 30)),
                 el("push-button", "Stop playback", "", (164, 1036), (30, 30)),
                 el("push-button", "Next media in the playlist", "", (198, 1036), (30, 30)),
                 el("push-button", "Toggle the video in fullscreen", "", (250, 1036), (30, 30)),
                 el("push-button", "Toggle playlist", "", (320, 1036), (30, 30), desc="checked" if playlist else ""),
                 el("push-button", "Click to toggle between loop all, loop one and no loop", "", (354, 1036), (30, 30)),
                 el("push-button", "Random", "", (388, 1036), (30, 30)),
                 el("label", "", speed, (1600, 1040), (50, 20), desc="Current playback speed"),
                 el("slider", "Volume", f"{vol}%", (1700, 1040), (140, 20))]
        rows += over or []
        return desk(clock, rows, dock=[*DOCK, "VLC media player"])

    subdlg = [el("dialog", "Open subtitles...", "", (560, 200), (800, 600)),
              el("list-item", "lectures", "lectures", (580, 260), (180, 30), desc="selected"),
              el("table-cell", "lecture_07.srt", "lecture_07.srt", (780, 290), (400, 28)),
              el("table-cell", "lecture_08.srt", "lecture_08.srt", (780, 320), (400, 28)),
              el("combo-box", "", "Subtitle files (*.cdg *.idx *.srt *.sub *.utf *.ass *.ssa *.aqt *.jss *.psb *.rt *.sami *.smi *.txt *.smil *.stl *.usf *.dks *.pjs *.mpl2 *.mks *.vtt *.tt *.ttml *.dfxp *.scc)", (780, 720), (560, 28)),
              el("push-button", "Open", "Open", (1250, 760), (90, 32))]
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['vlc', os.path.expanduser('~/Videos/lectures/lecture_07_thermodynamics.mp4')])\ntime.sleep(3)"),
         vlc("Mar 14  19:02", 3, 100, "1.00x")),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 't')\ntime.sleep(1)\npyautogui.typewrite('00:31:00\\n')\ntime.sleep(1)"),
         vlc("Mar 14  19:02", 31 * 60 + 1, 100, "1.00x")),
        (code("import pyautogui, time\nfor _ in range(4):\n    pyautogui.hotkey('ctrl', 'down')\n    time.sleep(0.2)"),
         vlc("Mar 14  19:02", 31 * 60 + 16, 80, "1.00x", osd="Volume 80%")),
        (code("import pyautogui, time\nfor _ in range(5):\n    pyautogui.press(']')\n    time.sleep(0.2)"),
         vlc("Mar 14  19:03", 31 * 60 + 26, 80, "1.50x", osd="Speed: 1.50x")),
        (code("import time\ntime.sleep(60)"),
         vlc("Mar 14  19:04", 31 * 60 + 26 + 93, 80, "1.50x")),
        (code("import pyautogui, time\npyautogui.click(356, 46)\npyautogui.click(420, 72)  # Subtitle > Add Subtitle File...\ntime.sleep(1)"),
         vlc("Mar 14  19:04", 31 * 60 + 26 + 93 + 19, 80, "1.50x", over=subdlg)),
        (code("import pyautogui, time\npyautogui.doubleClick(980, 304)\ntime.sleep(1)"),
         vlc("Mar 14  19:04", 31 * 60 + 26 + 93 + 19 + 14, 80, "1.50x", osd="Subtitle track: Track 1")),
        (code("import pyautogui, time\npyautogui.hotkey('shift', 's')\ntime.sleep(1)"),
         vlc("Mar 14  19:04", 31 * 60 + 26 + 93 + 19 + 14 + 12, 80, "1.50x", osd="Snapshot taken: /home/sam/Pictures/vlcsnap-2024-03-14-19h04m37s812.png")),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'l')\ntime.sleep(1)"),
         vlc("Mar 14  19:04", 31 * 60 + 26 + 93 + 19 + 14 + 12 + 12, 80, "1.50x", playlist=True)),
    ]
    rs.add(task="os", tid="h21-os-14", system=OS_SYSTEM, turns=turns,
           state="VLC 3.0 is installed. Task: resume lecture 7 at 31:00, turn the volume down to 80%, watch at 1.5x with the English subtitles, grab a snapshot of the slide, and check the playlist.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 15 Evince: read grant guidelines, annotate. BAD turn 3: the top-bar clock reads 11:14 after 11:21.
# ---------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    outline = [("1 Introduction", 3), ("2 Eligibility", 7), ("3 Budget rules", 17), ("4 Application process", 26), ("5 Evaluation", 34), ("Annexes", 41)]
    pages = {
        1: "Funding Guidelines 2024\nResearch Funding Office\nCall for proposals — Small Collaborative Grants\nVersion 1.2 — 9 January 2024",
        17: "3 Budget rules\n3.1 Eligible costs. Personnel, equipment under EUR 15,000, travel, consumables and open-access fees are eligible when they are incurred between the start and end dates of the grant.\n3.2 Indirect costs. A flat rate of 20% of the direct eligible costs may be claimed for indirect costs; no supporting documents are required for the flat rate.\n3.3 Ceiling. The total requested amount may not exceed EUR 180,000 per project.",
        18: "3.4 Subcontracting. Subcontracted tasks may not exceed 30% of the direct costs and must be named in the proposal.\n3.5 Indirect costs are not calculated on subcontracting costs or on equipment purchases above EUR 5,000.\n3.6 Currency. All amounts are stated in euro; conversion uses the ECB rate on the date of the cost.",
        26: "4 Application process\n4.1 Proposals are submitted through the online portal before 30 April 2024, 17:00 CET.\n4.2 A proposal consists of the application form, a project description of at most 10 pages and the budget table in Annex B.",
    }

    def ev(clock: str, page: int, *, sidebar: str | None = None, search: str | None = None, results: list[tuple[int, str]] | None = None,
           over: list[El] | None = None, note: bool = False, dirty: bool = False) -> str:
        rows = [el("frame", f"{'*' if dirty else ''}Funding Guidelines 2024 — grant_guidelines_2024.pdf", "", (70, 27), (1850, 1053), "evince"),
                el("toggle-button", "Side pane", "", (82, 37), (34, 34), desc="checked" if sidebar else ""),
                el("entry", "Select page", str(page), (130, 37), (60, 34)),
                el("label", "", "of 48", (194, 44), (50, 20)),
                el("push-button", "Previous page", "", (250, 37), (34, 34)), el("push-button", "Next page", "", (286, 37), (34, 34)),
                el("toggle-button", "Annotate the document", "", (1620, 37), (34, 34)),
                el("combo-box", "Zoom", "Fit Width", (1660, 37), (110, 34)),
                el("toggle-button", "Search", "", (1776, 37), (34, 34), desc="checked" if search else ""),
                el("push-button", "Main menu", "", (1814, 37), (34, 34))]
        x0 = 70
        if sidebar == "outline":
            rows.append(el("page-tab", "Outline", "", (80, 80), (40, 30), desc="selected"))
            for i, (t, p) in enumerate(outline):
                rows.append(el("tree-item", t, t, (80, 120 + 30 * i), (260, 28), desc="selected" if p == page else ""))
            x0 = 360
        if search is not None:
            rows.append(el("entry", "Search", search, (1400, 80), (400, 32), desc="focused"))
            rows.append(el("label", "", f"{len(results or [])} results", (1400, 116), (200, 20)))
            if results:
                rows.append(el("page-tab", "Find", "", (80, 80), (40, 30), desc="selected"))
                for i, (p, snip) in enumerate(results):
                    rows.append(el("list-item", f"Page {p}", f"{snip}\tp. {p}".replace("\t", "  "), (80, 120 + 44 * i), (260, 42)))
                x0 = 360
        rows.append(el("document-frame", f"Page {page}", pages.get(page, ""), (x0 + 40, 120), (1500 - x0 + 70, 900), "page"))
        if note:
            rows += [el("label", "", "Annotation: Note", (1500, 420), (300, 20)),
                     el("text", "", "Check: does 20% apply to the PhD salary line too?", (1500, 446), (300, 120), "popup")]
        rows += over or []
        return desk(clock, rows, dock=[*DOCK, "Document Viewer"])

    results = [(17, "3.2 Indirect costs. A flat rate of 20%"), (17, "...may be claimed for indirect costs; no supporting"),
               (18, "3.5 Indirect costs are not calculated on"), (21, "Table 4: direct and indirect costs per category"),
               (22, "...the indirect costs line of Annex B"), (29, "...over-claimed indirect costs are recovered"),
               (44, "Annex B — personnel, equipment, indirect costs"), (44, "...indirect costs (20% flat rate)"),
               (45, "...indirect costs cannot be reallocated")]
    props = [el("dialog", "Properties", "", (660, 200), (600, 560)),
             el("label", "", "Title: Funding Guidelines 2024", (690, 250), (540, 20)),
             el("label", "", "Location: /home/priya/Documents/grants/grant_guidelines_2024.pdf", (690, 280), (540, 20)),
             el("label", "", "Author: Research Funding Office", (690, 310), (540, 20)),
             el("label", "", "Creator: Microsoft® Word for Microsoft 365", (690, 340), (540, 20)),
             el("label", "", "Producer: Microsoft® Word for Microsoft 365", (690, 370), (540, 20)),
             el("label", "", "Created: Tue 09 Jan 2024 14:05:33 CET", (690, 400), (540, 20)),
             el("label", "", "Modified: Tue 09 Jan 2024 14:06:10 CET", (690, 430), (540, 20)),
             el("label", "", "Format: PDF-1.7", (690, 460), (540, 20)),
             el("label", "", "Number of Pages: 48", (690, 490), (540, 20)),
             el("label", "", "Optimized: No", (690, 520), (540, 20)),
             el("label", "", "Paper Size: A4, Portrait (210 × 297 mm)", (690, 550), (540, 20)),
             el("label", "", "Size: 2.3 MB", (690, 580), (540, 20)),
             el("push-button", "Close", "Close", (1150, 720), (90, 32))]
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['evince', os.path.expanduser('~/Documents/grants/grant_guidelines_2024.pdf')])\ntime.sleep(3)"),
         ev("Mar 18  11:20", 1)),
        (code("import pyautogui, time\npyautogui.press('f9')\ntime.sleep(1)\npyautogui.click(100, 95)  # Outline tab"),
         ev("Mar 18  11:21", 1, sidebar="outline")),
        (code("import pyautogui, time\npyautogui.click(200, 194)\ntime.sleep(1)"),
         ev("Mar 18  11:14", 17, sidebar="outline")),  # BAD: clock back
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('indirect costs')\ntime.sleep(2)"),
         ev("Mar 18  11:22", 17, search="indirect costs", results=results)),
        (code("import pyautogui, time\npyautogui.press('enter')\npyautogui.press('enter')\ntime.sleep(1)"),
         ev("Mar 18  11:22", 18, search="indirect costs", results=results)),
        (code("import pyautogui, time\npyautogui.press('escape')\npyautogui.click(1637, 54)\ntime.sleep(1)\npyautogui.click(1480, 400)  # Note tool, then on the page\npyautogui.typewrite('Check: does 20% apply to the PhD salary line too?')"),
         ev("Mar 18  11:23", 18, note=True, dirty=True)),
        (code("import pyautogui, time\npyautogui.press('escape')\npyautogui.hotkey('alt', 'Return')\ntime.sleep(1)"),
         ev("Mar 18  11:24", 18, dirty=True, over=props)),
        (code("import pyautogui, time\npyautogui.click(1195, 736)\npyautogui.tripleClick(160, 54)\npyautogui.typewrite('26\\n')\ntime.sleep(1)"),
         ev("Mar 18  11:25", 26, dirty=True)),
    ]
    rs.add(task="os", tid="h21-os-15", system=OS_SYSTEM, turns=turns,
           state="Document Viewer (Evince) is installed; ~/Documents/grants/grant_guidelines_2024.pdf has 48 pages. Task: read the budget rules on indirect costs, leave a note on the relevant page, check the document properties, then go to the application process.",
           bad=True, turn=3, kind="top-bar clock goes back from 11:21 to 11:14 between two consecutive turns")


# ---------------------------------------------------------------------------------------------
# 16 Rhythmbox: build a 'Road Trip' playlist. BAD turn 10: Gasoline Sunset's length reads 4:21 instead of 4:31.
# ---------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    # title, artist, album, genre, track, seconds, MB
    lib = [("Crosswind", "Dust & Diesel", "Highway Psalms", "Country", 1, 221, 8.9), ("Red Clay", "Dust & Diesel", "Highway Psalms", "Country", 2, 195, 7.8),
           ("Overpass", "Dust & Diesel", "Highway Psalms", "Country", 3, 242, 9.7), ("Harbor Bells", "Jonah Reyes", "Quiet Rooms", "Acoustic", 1, 176, 7.1),
           ("Cedar Smoke", "Jonah Reyes", "Quiet Rooms", "Acoustic", 2, 213, 8.6), ("Long Way Home", "Jonah Reyes", "Quiet Rooms", "Acoustic", 3, 249, 10.0),
           ("Northbound", "Mira Castell", "Open Roads", "Indie", 1, 238, 9.6), ("Gasoline Sunset", "Mira Castell", "Open Roads", "Indie", 2, 271, 10.9),
           ("Mile Marker 9", "Mira Castell", "Open Roads", "Indie", 3, 202, 8.1), ("Harbor Lights", "The Saltwater Choir", "Low Tide", "Folk", 1, 252, 10.1),
           ("Paper Lanterns", "The Saltwater Choir", "Low Tide", "Folk", 2, 227, 9.1), ("Night Ferry", "The Saltwater Choir", "Low Tide", "Folk", 3, 318, 12.8),
           ("Static Bloom", "Velvet Arcade", "Neon Hours", "Synthpop", 1, 305, 12.3), ("Afterglow Drive", "Velvet Arcade", "Neon Hours", "Synthpop", 2, 284, 11.4)]
    info = {t[0]: t for t in lib}

    def mmss(s: int) -> str:
        return f"{s // 60}:{s % 60:02d}"

    def summary(titles: list[str]) -> str:
        if not titles:
            return ""
        secs = sum(info[t][5] for t in titles)
        mb = sum(info[t][6] for t in titles)
        mins = secs // 60
        dur = f"{mins // 60} hour{'s' if mins // 60 > 1 else ''} and {mins % 60} minutes" if mins >= 60 else f"{mins} minutes"
        return f"{len(titles)} songs, {dur}, {mb:.1f} MB"

    def rb(clock: str, source: str, titles: list[str], *, playlists: list[str], selected: set[str] | None = None, search: str = "",
           playing: tuple[str, int] | None = None, over: list[El] | None = None, sort: str = "Artist", lengths: dict[str, int] | None = None) -> str:
        rows = [el("frame", (f"{playing[0]} - Rhythmbox" if playing else "Rhythmbox"), "", (70, 27), (1850, 1053), "rhythmbox"),
                el("push-button", "Previous", "", (90, 40), (40, 40)), el("push-button", "Pause" if playing else "Play", "", (134, 40), (40, 40)),
                el("push-button", "Next", "", (178, 40), (40, 40))]
        if playing:
            t = info[playing[0]]
            rows += [el("label", "", f"{t[0]} by {t[1]} from {t[2]}", (300, 40), (900, 22)),
                     el("slider", "Playback position", f"{mmss(playing[1])} of {mmss(t[5])}", (300, 66), (900, 14))]
        rows += [el("toggle-button", "Shuffle", "", (1650, 40), (34, 34), desc="not checked"),
                 el("toggle-button", "Repeat", "", (1690, 40), (34, 34), desc="not checked"),
                 el("slider", "Volume", "72%", (1740, 40), (120, 34)),
                 el("label", "", "Library", (80, 100), (200, 20)),
                 el("list-item", "Music", "Music", (80, 124), (220, 28), desc="selected" if source == "Music" else ""),
                 el("list-item", "Podcasts", "Podcasts", (80, 152), (220, 28)),
                 el("list-item", "Radio", "Radio", (80, 180), (220, 28)),
                 el("label", "", "Playlists", (80, 220), (200, 20)),
                 el("list-item", "My Top Rated", "My Top Rated", (80, 244), (220, 28)),
                 el("list-item", "Recently Added", "Recently Added", (80, 272), (220, 28)),
                 el("list-item", "Recently Played", "Recently Played", (80, 300), (220, 28))]
        for i, pl in enumerate(playlists):
            rows.append(el("list-item", pl, pl, (80, 328 + 28 * i), (220, 28), desc="selected" if source == pl else ""))
        rows.append(el("entry", "Search", search, (1400, 100), (460, 32)))
        cols = [("Track", 320, 60), ("Title", 380, 320), ("Genre", 700, 140), ("Artist", 840, 260), ("Album", 1100, 260), ("Time", 1360, 80)]
        for c, x, w in cols:
            rows.append(el("column-header", c, c, (x, 140), (w, 24), desc="sorted ascending" if c == sort else ""))
        for i, title in enumerate(titles):
            t = info[title]
            y = 164 + 26 * i
            secs = (lengths or {}).get(title, t[5])
            d = ", ".join(x for x in ("selected" if selected and title in selected else "", "playing" if playing and playing[0] == title else "") if x)
            rows += [el("table-cell", "Track", str(t[4]), (320, y), (60, 26)), el("table-cell", "Title", t[0], (380, y), (320, 26), desc=d),
                     el("table-cell", "Genre", t[3], (700, y), (140, 26)), el("table-cell", "Artist", t[1], (840, y), (260, 26)),
                     el("table-cell", "Album", t[2], (1100, y), (260, 26)), el("table-cell", "Time", mmss(secs), (1360, y), (80, 26))]
        rows.append(el("label", "", summary(titles), (700, 1052), (520, 24), "statusbar"))
        rows += over or []
        return desk(clock, rows)

    allt = [t[0] for t in lib]
    mira = ["Northbound", "Gasoline Sunset", "Mile Marker 9"]
    rt: list[str] = []
    t1 = rb("Mar 16  08:30", "Music", allt, playlists=[])
    t2 = rb("Mar 16  08:30", "Road Trip", [], playlists=["Road Trip"])
    menu = [el("menu", "", "", (900, 400), (240, 120)), el("menu-item", "Add to Playlist", "Add to Playlist", (900, 400), (240, 26)),
            el("menu-item", "New Playlist", "New Playlist", (1140, 400), (200, 26)), el("menu-item", "Road Trip", "Road Trip", (1140, 426), (200, 26))]
    rt += mira
    t3 = rb("Mar 16  08:31", "Music", allt, playlists=["Road Trip"], selected=set(mira), over=menu)
    rt.append("Crosswind")
    t4 = rb("Mar 16  08:31", "Music", allt, playlists=["Road Trip"], selected={"Crosswind"})
    harbor = ["Harbor Bells", "Harbor Lights"]
    t5 = rb("Mar 16  08:32", "Music", harbor, playlists=["Road Trip"], search="Harbor")
    rt.append("Harbor Lights")
    t6 = rb("Mar 16  08:32", "Music", allt, playlists=["Road Trip"], selected={"Harbor Lights"})
    t7 = rb("Mar 16  08:33", "Road Trip", rt, playlists=["Road Trip"], sort="")
    by_artist = sorted(rt, key=lambda t: (info[t][1], info[t][2], info[t][4]))
    assert by_artist == ["Crosswind", "Northbound", "Gasoline Sunset", "Mile Marker 9", "Harbor Lights"]
    t8 = rb("Mar 16  08:33", "Road Trip", by_artist, playlists=["Road Trip"])
    t9 = rb("Mar 16  08:34", "Road Trip", by_artist, playlists=["Road Trip"], playing=("Crosswind", 1))
    t10 = rb("Mar 16  08:34", "Music", allt, playlists=["Road Trip"], playing=("Crosswind", 9), lengths={"Gasoline Sunset": 261})  # BAD: 4:31 -> 4:21
    t11 = rb("Mar 16  08:34", "Music", allt, playlists=["Road Trip"], playing=("Northbound", 0))
    t12 = rb("Mar 16  08:34", "Road Trip", by_artist, playlists=["Road Trip"], playing=("Northbound", 6))
    turns = [
        (code("import subprocess, time\nsubprocess.Popen(['rhythmbox'])\ntime.sleep(4)"), t1),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'n')\ntime.sleep(1)\npyautogui.typewrite('Road Trip\\n')"), t2),
        (code("import pyautogui, time\npyautogui.click(190, 138)\ntime.sleep(1)\npyautogui.click(540, 333)\npyautogui.keyDown('shift')\npyautogui.click(540, 385)\npyautogui.keyUp('shift')\npyautogui.rightClick(540, 385)\npyautogui.click(1010, 413)\ntime.sleep(0.5)"), t3),
        (code("import pyautogui, time\npyautogui.click(1240, 439)  # Road Trip\ntime.sleep(0.5)\npyautogui.click(540, 177)\npyautogui.rightClick(540, 177)\npyautogui.click(1010, 413)\npyautogui.click(1240, 439)"), t4),
        (code("import pyautogui, time\npyautogui.click(1630, 116)\npyautogui.typewrite('Harbor')\ntime.sleep(1)"), t5),
        (code("import pyautogui, time\npyautogui.click(540, 203)\npyautogui.rightClick(540, 203)\npyautogui.click(1010, 413)\npyautogui.click(1240, 439)\npyautogui.click(1630, 116)\npyautogui.hotkey('ctrl', 'a')\npyautogui.press('backspace')\ntime.sleep(1)"), t6),
        (code("import pyautogui, time\npyautogui.click(190, 342)\ntime.sleep(1)"), t7),
        (code("import pyautogui, time\npyautogui.click(970, 152)\ntime.sleep(1)"), t8),
        (code("import pyautogui, time\npyautogui.doubleClick(540, 177)\ntime.sleep(1)"), t9),
        (code("import pyautogui, time\npyautogui.click(190, 138)\ntime.sleep(8)"), t10),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'right')\ntime.sleep(0.5)"), t11),
        (code("import pyautogui, time\npyautogui.click(190, 342)\ntime.sleep(6)"), t12),
    ]
    rs.add(task="os", tid="h21-os-16", system=OS_SYSTEM, turns=turns,
           state="Rhythmbox with a 14-song local library, no user playlists yet. Task: create a 'Road Trip' playlist with the three Mira Castell songs, Crosswind and Harbor Lights, sort it by artist and start playing it.",
           bad=True, turn=10, kind="track length of 'Gasoline Sunset' changes from 4:31 to 4:21 in the library table with nothing that could change it")


# ---------------------------------------------------------------------------------------------
# 17 Shotwell: import an SD card, rotate, rate, trash a blurry shot. CLEAN (rotation swaps dimensions, counts follow
# the import and the deletion, truncated thumbnail grid, new sidebar entries).
# ---------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    events_before = [("Sat Mar 2, 2024", 24), ("Sun Feb 18, 2024", 41), ("Sat Feb 10, 2024", 9), ("Mon Jan 1, 2024", 33)]
    imported = [f"IMG_{n}.JPG" for n in range(4401, 4419)]
    assert len(imported) == 18

    def sw(clock: str, page: str, body: list[El], *, last_import: bool, events: list[tuple[str, int]], trash_full: bool, tags: list[str],
           over: list[El] | None = None) -> str:
        rows = [el("frame", "Shotwell", "", (70, 27), (1850, 1053), "shotwell"),
                el("label", "", "Library", (80, 80), (200, 20)),
                el("tree-item", "Photos", "Photos", (90, 104), (240, 26), desc="selected" if page == "Photos" else ""),
                el("tree-item", "Flagged", "Flagged", (90, 130), (240, 26))]
        if last_import:
            rows.append(el("tree-item", "Last Import", "Last Import", (90, 156), (240, 26), desc="selected" if page == "Last Import" else ""))
        rows.append(el("tree-item", "Trash", "Trash", (90, 182), (240, 26), desc="full" if trash_full else "empty"))
        rows.append(el("tree-item", "Events", "Events", (80, 220), (250, 26), desc="selected" if page == "Events" else ""))
        for i, (name, _) in enumerate(events):
            rows.append(el("tree-item", name, name, (100, 246 + 26 * i), (230, 26)))
        y = 246 + 26 * len(events) + 14
        rows.append(el("tree-item", "Tags", "Tags", (80, y), (250, 26)))
        for i, t in enumerate(tags):
            rows.append(el("tree-item", t, t, (100, y + 26 * (i + 1)), (230, 26)))
        rows += body + (over or [])
        return desk(clock, rows, dock=[*DOCK, "Shotwell"])

    def grid(names: list[str], selected: str | None = None, portrait: set[str] | None = None, ratings: dict[str, int] | None = None) -> list[El]:
        out = []
        for i, n in enumerate(names[:12]):
            x, y = 360 + 250 * (i % 6), 100 + 300 * (i // 6)
            w, h = (150, 200) if portrait and n in portrait else (200, 150)
            stars = "★" * (ratings or {}).get(n, 0)
            out.append(el("image", n, stars, (x + (200 - w) // 2, y), (w, h), desc="selected" if n == selected else ""))
        out.append(el("slider", "Zoom", "", (1600, 1048), (200, 24)))
        return out

    def info(dims: str, stars: str) -> list[El]:
        return [el("panel", "Extended Information", "", (1560, 100), (350, 600)),
                el("label", "", "Title: IMG_4405.JPG", (1570, 120), (330, 20)),
                el("label", "", "Date: Saturday, March 9, 2024 10:42:17 AM", (1570, 146), (330, 20)),
                el("label", "", f"Size: {dims}", (1570, 172), (330, 20)),
                el("label", "", "File size: 6.2 MB", (1570, 198), (330, 20)),
                el("label", "", "Camera: Canon EOS 250D", (1570, 224), (330, 20)),
                el("label", "", "Exposure: 1/320 sec, f/8.0, 24 mm, ISO 100", (1570, 250), (330, 20)),
                el("label", "", f"Rating: {stars}", (1570, 276), (330, 20)),
                el("label", "", "Location: /home/noor/Pictures/2024/03/09/IMG_4405.JPG", (1570, 302), (330, 40))]

    recent = ["IMG_4377.JPG", "IMG_4378.JPG", "IMG_4379.JPG", "IMG_4380.JPG", "IMG_4381.JPG", "IMG_4382.JPG",
              "IMG_4383.JPG", "IMG_4384.JPG", "IMG_4385.JPG", "IMG_4386.JPG", "IMG_4387.JPG", "IMG_4388.JPG"]
    chooser = [el("dialog", "Import From Folder", "", (560, 200), (800, 600)),
               el("toggle-button", "EOS_DIGITAL", "EOS_DIGITAL", (720, 230), (120, 30)), el("toggle-button", "DCIM", "DCIM", (844, 230), (60, 30)),
               el("toggle-button", "100CANON", "100CANON", (908, 230), (100, 30), desc="current folder"),
               el("table-cell", "IMG_4401.JPG", "IMG_4401.JPG", (780, 290), (400, 28)),
               el("table-cell", "IMG_4402.JPG", "IMG_4402.JPG", (780, 318), (400, 28)),
               el("table-cell", "IMG_4403.JPG", "IMG_4403.JPG", (780, 346), (400, 28)),
               el("label", "", "18 items", (780, 740), (200, 20)),
               el("push-button", "OK", "OK", (1260, 760), (80, 32))]
    done = [el("dialog", "Import Complete", "", (760, 400), (400, 200)),
            el("label", "", "18 photos successfully imported.", (780, 450), (360, 20)),
            el("push-button", "OK", "OK", (1060, 540), (80, 32))]
    ev_after = [("Sat Mar 9, 2024", 18), *events_before]
    kept = [n for n in imported if n != "IMG_4412.JPG"]
    events_view = [el("image", f"{name}", f"{name}\n{count} Photos", (360 + 250 * (i % 6), 100), (200, 190)) for i, (name, count) in enumerate([("Sat Mar 9, 2024", 17), *events_before])]
    turns = [
        (code("import subprocess, time\nsubprocess.Popen(['shotwell'])\ntime.sleep(4)"),
         sw("Mar 9  18:20", "Photos", grid(recent), last_import=True, events=events_before, trash_full=False, tags=["family", "garden"])),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'shift', 'i')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'l')\npyautogui.typewrite('/media/noor/EOS_DIGITAL/DCIM/100CANON/\\n')\ntime.sleep(1)"),
         sw("Mar 9  18:21", "Photos", grid(recent), last_import=True, events=events_before, trash_full=False, tags=["family", "garden"], over=chooser)),
        (code("import pyautogui, time\npyautogui.click(1300, 776)\ntime.sleep(15)"),
         sw("Mar 9  18:21", "Photos", grid(recent), last_import=True, events=ev_after, trash_full=False, tags=["family", "garden"], over=done)),
        (code("import pyautogui, time\npyautogui.click(1100, 556)\ntime.sleep(1)\npyautogui.click(210, 169)  # Last Import\ntime.sleep(1)"),
         sw("Mar 9  18:22", "Last Import", grid(imported), last_import=True, events=ev_after, trash_full=False, tags=["family", "garden"])),
        (code("import pyautogui, time\npyautogui.click(1460, 175)\npyautogui.hotkey('ctrl', 'shift', 'x')\ntime.sleep(1)"),
         sw("Mar 9  18:22", "Last Import", grid(imported, "IMG_4405.JPG") + info("4000 × 3000", "Unrated"), last_import=True, events=ev_after, trash_full=False, tags=["family", "garden"])),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'r')\ntime.sleep(1)"),
         sw("Mar 9  18:23", "Last Import", grid(imported, "IMG_4405.JPG", {"IMG_4405.JPG"}) + info("3000 × 4000", "Unrated"), last_import=True, events=ev_after, trash_full=False, tags=["family", "garden"])),
        (code("import pyautogui\npyautogui.press('5')"),
         sw("Mar 9  18:23", "Last Import", grid(imported, "IMG_4405.JPG", {"IMG_4405.JPG"}, {"IMG_4405.JPG": 5}) + info("3000 × 4000", "★★★★★"), last_import=True, events=ev_after, trash_full=False, tags=["family", "garden"])),
        (code("import pyautogui, time\npyautogui.click(1710, 475)\npyautogui.press('delete')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'shift', 'x')"),
         sw("Mar 9  18:24", "Last Import", grid(kept, None, {"IMG_4405.JPG"}, {"IMG_4405.JPG": 5}), last_import=True, events=[("Sat Mar 9, 2024", 17), *events_before], trash_full=True, tags=["family", "garden"])),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'a')\npyautogui.hotkey('ctrl', 't')\ntime.sleep(1)\npyautogui.typewrite('hike, kinder scout\\n')\ntime.sleep(1)\npyautogui.click(205, 233)  # Events\ntime.sleep(1)"),
         sw("Mar 9  18:25", "Events", events_view, last_import=True, events=[("Sat Mar 9, 2024", 17), *events_before], trash_full=True, tags=["family", "garden", "hike", "kinder scout"])),
    ]
    rs.add(task="os", tid="h21-os-17", system=OS_SYSTEM, turns=turns,
           state="Shotwell with an existing library; the camera's SD card is mounted at /media/noor/EOS_DIGITAL. Task: import the card, turn IMG_4405 upright and give it five stars, trash the blurry IMG_4412, tag the rest 'hike' and 'kinder scout', check the new event.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 18 Remmina: clean up connection profiles. BAD turn 4: the deleted old-nas profile is back in the list.
# ---------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    profiles = {"build-server": ["Lab", "build01.lab.local", "SSH", "2024-03-12 - 18:04:51"],
                "design-mac": ["Work", "10.20.5.44:5900", "VNC", "2024-02-27 - 14:22:08"],
                "lab-pi": ["Lab", "192.168.40.17", "SSH", "2024-03-08 - 09:15:02"],
                "media-center": ["Home", "192.168.1.35", "VNC", "2024-01-04 - 20:11:45"],
                "office-desktop": ["Work", "ws-2231.corp.example.com", "RDP", "2024-03-13 - 08:57:10"],
                "old-nas": ["Home", "192.168.1.20:3389", "RDP", "2023-06-19 - 21:40:33"]}

    def rem(clock: str, names: list[str], total: int, *, selected: str | None = None, over: list[El] | None = None, data: dict[str, list[str]] | None = None) -> str:
        d = data or profiles
        rows = [el("frame", "Remmina Remote Desktop Client", "", (460, 180), (1000, 640), "org.remmina.Remmina"),
                el("push-button", "New connection profile", "", (470, 190), (34, 34)),
                el("combo-box", "Protocol", "RDP", (520, 190), (90, 34)),
                el("entry", "Server", "", (620, 190), (460, 34)),
                el("toggle-button", "Search", "", (1340, 190), (34, 34)),
                el("push-button", "Main menu", "", (1410, 190), (34, 34)),
                el("column-header", "Name", "Name", (470, 236), (200, 26), desc="sorted ascending"),
                el("column-header", "Group", "Group", (670, 236), (100, 26)),
                el("column-header", "Server", "Server", (770, 236), (260, 26)),
                el("column-header", "Plugin", "Plugin", (1030, 236), (80, 26)),
                el("column-header", "Last used", "Last used", (1110, 236), (200, 26))]
        for i, n in enumerate(names):
            g, srv, plug, last = d[n]
            y = 262 + 28 * i
            rows += [el("table-cell", "Name", n, (470, y), (200, 28), desc="selected" if n == selected else ""),
                     el("table-cell", "Group", g, (670, y), (100, 28)), el("table-cell", "Server", srv, (770, y), (260, 28)),
                     el("table-cell", "Plugin", plug, (1030, y), (80, 28)), el("table-cell", "Last used", last, (1110, y), (200, 28))]
        rows.append(el("label", "", f"Total {total} items.", (470, 792), (300, 22), "statusbar"))
        rows += over or []
        return desk(clock, rows, dock=[*DOCK, "Remmina"])

    six = sorted(profiles)
    five = [n for n in six if n != "old-nas"]
    confirm = [el("dialog", "Remmina Remote Desktop Client", "", (760, 420), (400, 150)),
               el("label", "", "Are you sure to delete “old-nas”?", (780, 450), (360, 20)),
               el("push-button", "No", "No", (960, 520), (80, 32)), el("push-button", "Yes", "Yes", (1060, 520), (80, 32))]

    def editor(server: str) -> list[El]:
        return [el("dialog", "Remote Connection Profile", "", (560, 120), (800, 780)),
                el("entry", "Name", "build-server", (720, 170), (600, 32)),
                el("combo-box", "Group", "Lab", (720, 210), (600, 32)),
                el("combo-box", "Protocol", "SSH - Secure Shell", (720, 250), (600, 32)),
                el("entry", "Server", server, (720, 310), (600, 32), desc="focused"),
                el("entry", "Username", "deploy", (720, 350), (600, 32)),
                el("combo-box", "Authentication type", "SSH identity file", (720, 390), (600, 32)),
                el("push-button", "Identity file", "id_ed25519", (720, 430), (600, 32)),
                el("entry", "Startup program", "", (720, 470), (600, 32)),
                el("push-button", "Cancel", "Cancel", (760, 860), (90, 32)), el("push-button", "Save as Default", "Save as Default", (860, 860), (140, 32)),
                el("push-button", "Save", "Save", (1010, 860), (80, 32)), el("push-button", "Connect", "Connect", (1100, 860), (90, 32)),
                el("push-button", "Save and Connect", "Save and Connect", (1200, 860), (150, 32))]

    after = {k: list(v) for k, v in profiles.items()}
    after["build-server"][1] = "build01.lab.local:2222"
    final = {k: list(v) for k, v in after.items()}
    final["lab-pi"][3] = "2024-03-14 - 13:06:22"
    ssh = [el("frame", "lab-pi", "", (160, 80), (1600, 900), "remmina-connection-window"),
           el("page-tab", "lab-pi", "lab-pi", (170, 90), (160, 30), desc="selected"),
           el("terminal", "", "Linux lab-pi 6.1.21-v8+ #1642 SMP PREEMPT Mon Apr  3 17:24:16 BST 2023 aarch64\n\nThe programs included with the Debian GNU/Linux system are free software;\nthe exact distribution terms for each program are described in the\nindividual files in /usr/share/doc/*/copyright.\n\nLast login: Fri Mar  8 09:15:04 2024 from 192.168.40.2\npi@lab-pi:~ $ ", (170, 130), (1580, 840), "vte", "focused")]
    turns = [
        (code("import subprocess, time\nsubprocess.Popen(['remmina'])\ntime.sleep(3)"), rem("Mar 14  13:02", six, 6)),
        (code("import pyautogui, time\npyautogui.rightClick(570, 416)\ntime.sleep(0.5)\npyautogui.click(640, 530)  # Delete\ntime.sleep(1)"), rem("Mar 14  13:02", six, 6, selected="old-nas", over=confirm)),
        (code("import pyautogui, time\npyautogui.click(1100, 536)\ntime.sleep(1)"), rem("Mar 14  13:03", five, 5)),
        (code("import pyautogui, time\npyautogui.rightClick(570, 276)\ntime.sleep(0.5)\npyautogui.click(640, 330)  # Edit\ntime.sleep(1)"),
         rem("Mar 14  13:04", six, 5, selected="build-server", over=editor("build01.lab.local"))),  # BAD: old-nas listed again
        (code("import pyautogui, time\npyautogui.click(1020, 326)\npyautogui.press('end')\npyautogui.typewrite(':2222')\npyautogui.click(1050, 876)\ntime.sleep(1)"),
         rem("Mar 14  13:05", five, 5, selected="build-server", data=after)),
        (code("import pyautogui, time\npyautogui.doubleClick(570, 332)\ntime.sleep(4)"),
         rem("Mar 14  13:06", five, 5, selected="lab-pi", data=final, over=ssh)),
    ]
    rs.add(task="os", tid="h21-os-18", system=OS_SYSTEM, turns=turns,
           state="Remmina 1.4 with six saved profiles. Task: delete the obsolete old-nas profile, move build-server's SSH to port 2222, then open an SSH session to lab-pi.",
           bad=True, turn=4, kind="profile old-nas deleted (and confirmed) earlier is listed again in the main window")


# ---------------------------------------------------------------------------------------------
# 19 System Monitor: kill a leaking worker and restart it. CLEAN (fluctuating CPU, growing memory of a leaking process,
# re-sort, search filter, new PID on restart, resources page).
# ---------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    def mem(mib: float) -> str:
        return f"{mib / 1024:.1f} GiB" if mib >= 1024 else f"{mib:.1f} MiB"

    def sm(clock: str, procs: list[tuple[str, int, float, float]], sort: str, *, search: str | None = None, selected: int | None = None,
           over: list[El] | None = None) -> str:
        rows = [el("frame", "System Monitor", "", (360, 120), (1200, 840), "gnome-system-monitor"),
                el("page-tab", "Processes", "Processes", (800, 130), (110, 30), desc="selected"),
                el("page-tab", "Resources", "Resources", (910, 130), (110, 30)),
                el("page-tab", "File Systems", "File Systems", (1020, 130), (120, 30)),
                el("toggle-button", "Search", "", (1440, 130), (34, 34), desc="checked" if search is not None else ""),
                el("push-button", "Menu", "", (1480, 130), (34, 34))]
        if search is not None:
            rows.append(el("entry", "Search", search, (660, 172), (600, 32), desc="focused"))
        hdr = [("Process Name", 370, 420), ("User", 790, 120), ("% CPU", 910, 100), ("ID", 1010, 100), ("Memory", 1110, 140)]
        for n, x, w in hdr:
            rows.append(el("column-header", n, n, (x, 212), (w, 26), desc="sorted descending" if n == sort else ""))
        for i, (name, pid, cpu, mib) in enumerate(procs):
            y = 238 + 26 * i
            d = "selected" if pid == selected else ""
            rows += [el("table-cell", "Process Name", name, (370, y), (420, 26), desc=d), el("table-cell", "User", "omar", (790, y), (120, 26)),
                     el("table-cell", "% CPU", f"{cpu:.1f}", (910, y), (100, 26)), el("table-cell", "ID", str(pid), (1010, y), (100, 26)),
                     el("table-cell", "Memory", mem(mib), (1110, y), (140, 26))]
        rows.append(el("push-button", "End Process", "End Process", (1420, 920), (120, 32), desc="" if selected else "insensitive"))
        rows += over or []
        return desk(clock, rows, dock=[*DOCK, "System Monitor"])

    base = {"firefox": 2841, "Isolated Web Co": 3315, "code": 4402, "gnome-shell": 1790, "thunderbird": 2990, "nautilus": 3990,
            "tracker-miner-fs-3": 1932, "gnome-terminal-server": 5110, "gnome-system-monitor": 16230, "evolution-alarm-notify": 2105, "bash": 5131}
    snap1 = {"firefox": (6.2, 612.4), "gnome-shell": (4.8, 356.0), "Isolated Web Co": (3.1, 488.9), "code": (2.7, 402.3),
             "gnome-system-monitor": (2.0, 64.9), "thunderbird": (0.6, 341.7), "gnome-terminal-server": (0.3, 58.2), "nautilus": (0.0, 88.4),
             "tracker-miner-fs-3": (0.0, 61.7), "evolution-alarm-notify": (0.0, 32.5), "bash": (0.0, 5.1)}
    leak = ("python3", 15522)
    srv = ("python3", 6021)

    def rows_for(snap: dict[str, tuple[float, float]], extra: list[tuple[str, int, float, float]], key: str) -> list[tuple[str, int, float, float]]:
        out = [(n, base[n], c, m) for n, (c, m) in snap.items()] + extra
        return sorted(out, key=lambda r: -(r[2] if key == "cpu" else r[3]))

    t1 = sm("Mar 15  15:20", rows_for(snap1, [(*leak, 1.4, 3174.0), (*srv, 0.0, 21.8)], "cpu"), "% CPU")
    snap2 = {**snap1, "firefox": (3.9, 614.0), "gnome-shell": (2.1, 356.4), "Isolated Web Co": (1.2, 490.2), "code": (0.8, 402.9), "gnome-system-monitor": (2.4, 65.3)}
    t2 = sm("Mar 15  15:20", rows_for(snap2, [(*leak, 1.6, 3236.0), (*srv, 0.0, 21.8)], "mem"), "Memory")
    t3 = sm("Mar 15  15:21", rows_for({}, [(*leak, 1.3, 3298.0), (*srv, 0.0, 21.8)], "mem"), "Memory", search="python")
    dlg = [el("alert", "", "End the selected process “python3” (PID: 15522)?", (720, 420), (480, 180)),
           el("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", (740, 470), (440, 60)),
           el("push-button", "Cancel", "Cancel", (860, 550), (100, 32)), el("push-button", "End Process", "End Process", (980, 550), (120, 32))]
    t4 = sm("Mar 15  15:21", rows_for({}, [(*leak, 1.5, 3317.0), (*srv, 0.0, 21.8)], "mem"), "Memory", search="python", selected=15522, over=dlg)
    t5 = sm("Mar 15  15:22", rows_for({}, [(*srv, 0.0, 21.8)], "mem"), "Memory", search="python")
    new = ("python3", 16804)
    t6 = sm("Mar 15  15:22", rows_for({}, [(*new, 9.7, 24.0), (*srv, 0.0, 21.8)], "mem"), "Memory", search="python")
    snap7 = {**snap1, "firefox": (5.1, 615.1), "gnome-shell": (3.3, 357.0), "Isolated Web Co": (0.9, 491.0), "code": (1.1, 403.3),
             "thunderbird": (0.2, 341.9), "gnome-system-monitor": (2.2, 65.8), "gnome-terminal-server": (0.0, 58.4)}
    t7 = sm("Mar 15  15:24", rows_for(snap7, [(*new, 1.2, 96.3), (*srv, 0.0, 21.8)], "mem"), "Memory")
    res = desk("Mar 15  15:24", [
        el("frame", "System Monitor", "", (360, 120), (1200, 840), "gnome-system-monitor"),
        el("page-tab", "Processes", "Processes", (800, 130), (110, 30)),
        el("page-tab", "Resources", "Resources", (910, 130), (110, 30), desc="selected"),
        el("page-tab", "File Systems", "File Systems", (1020, 130), (120, 30)),
        el("label", "", "CPU History", (380, 180), (200, 20)),
        *[el("label", "", f"CPU{i + 1}  {v}", (400 + 280 * (i % 4), 400 + 24 * (i // 4)), (260, 20)) for i, v in enumerate(["9.8%", "4.0%", "12.1%", "3.0%", "6.9%", "2.0%", "5.0%", "1.0%"])],
        el("label", "", "Memory and Swap History", (380, 460), (300, 20)),
        el("label", "", "Memory  4.1 GiB (26.5%) of 15.5 GiB", (400, 680), (400, 20)),
        el("label", "", "Cache  3.2 GiB", (400, 704), (400, 20)),
        el("label", "", "Swap  512.0 MiB (25.0%) of 2.0 GiB", (900, 680), (400, 20)),
        el("label", "", "Network History", (380, 740), (300, 20)),
        el("label", "", "Receiving  14.2 KiB/s", (400, 900), (260, 20)), el("label", "", "Total Received  1.2 GiB", (400, 924), (260, 20)),
        el("label", "", "Sending  3.1 KiB/s", (900, 900), (260, 20)), el("label", "", "Total Sent  184.6 MiB", (900, 924), (260, 20))],
        dock=[*DOCK, "System Monitor"])
    turns = [
        (code("import subprocess, time\nsubprocess.Popen(['gnome-system-monitor'])\ntime.sleep(3)"), t1),
        (code("import pyautogui, time\npyautogui.click(1180, 225)\ntime.sleep(1)"), t2),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'f')\npyautogui.typewrite('python')\ntime.sleep(1)"), t3),
        (code("import pyautogui, time\npyautogui.click(580, 251)\npyautogui.hotkey('ctrl', 'e')\ntime.sleep(1)"), t4),
        (code("import pyautogui, time\npyautogui.click(1040, 566)\ntime.sleep(2)"), t5),
        (code("import subprocess, os, time\nsubprocess.Popen(['python3', os.path.expanduser('~/jobs/leaky_worker.py'), '--max-rss', '1G'])\ntime.sleep(3)"), t6),
        (code("import pyautogui, time\npyautogui.press('escape')\ntime.sleep(60)"), t7),
        (code("import pyautogui, time\npyautogui.click(965, 145)\ntime.sleep(2)"), res),
    ]
    rs.add(task="os", tid="h21-os-19", system=OS_SYSTEM, turns=turns,
           state="GNOME session of user omar; a batch worker ~/jobs/leaky_worker.py has been leaking memory for hours. Task: find it, end it, restart it with its --max-rss 1G guard, and confirm memory use went down.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 20 GIMP: crop and sharpen a product photo. CLEAN (crop and scale change the size, undo legitimately restores it,
# a new action drops the redo step, export changes the title tag).
# ---------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    def title(dirty: bool, tag: str, w: int, h: int) -> str:
        return f"{'*' if dirty else ''}[product] ({tag})-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {w}x{h} – GIMP"

    def mem(w: int, h: int) -> str:
        return f"product.png ({w * h * 8 / 1048576:.1f} MB)"

    def hist(done: list[str], redo: list[str]) -> list[El]:
        out = [el("page-tab", "Undo History", "Undo History", (1590, 560), (120, 26), desc="selected")]
        items = ["[ Base Image ]", *done]
        for i, it in enumerate(items):
            out.append(el("list-item", it, it, (1600, 596 + 28 * i), (300, 26), desc="current" if i == len(items) - 1 else ""))
        for j, it in enumerate(redo):
            out.append(el("list-item", it, it, (1600, 596 + 28 * (len(items) + j)), (300, 26), desc="redo"))
        return out

    lay = [("product.png", True, True)]
    crop_opts = [el("label", "", "Crop", (90, 560), (200, 20)),
                 el("spin-button", "Position X", "300", (90, 600), (100, 28)), el("spin-button", "Position Y", "150", (200, 600), (100, 28)),
                 el("spin-button", "Size W", "1800", (90, 640), (100, 28)), el("spin-button", "Size H", "1500", (200, 640), (100, 28)),
                 el("check-box", "Delete cropped pixels", "", (90, 680), (220, 24), desc="checked")]
    usm = [el("dialog", "Unsharp Mask", "", (700, 300), (460, 380)),
           el("spin-button", "Radius", "3.000", (760, 380), (300, 28)), el("spin-button", "Amount", "0.500", (760, 420), (300, 28)),
           el("spin-button", "Threshold", "0.000", (760, 460), (300, 28)), el("check-box", "Preview", "", (760, 510), (120, 24), desc="checked"),
           el("push-button", "OK", "OK", (1050, 630), (80, 32))]
    exp = [el("dialog", "Export Image", "", (560, 200), (800, 620)),
           el("entry", "Name", "product_web.png", (700, 230), (500, 32)),
           el("toggle-button", "shop", "shop", (700, 270), (80, 30), desc="current folder"),
           el("table-cell", "product.png", "product.png", (780, 330), (400, 28)),
           el("push-button", "Export", "Export", (1250, 780), (90, 32))]
    png = [el("dialog", "Export Image as PNG", "", (720, 280), (480, 460)),
           el("check-box", "Interlacing (Adam7)", "", (760, 330), (300, 24), desc="not checked"),
           el("check-box", "Save background color", "", (760, 360), (300, 24), desc="not checked"),
           el("check-box", "Save resolution", "", (760, 420), (300, 24), desc="checked"),
           el("slider", "Compression level", "9", (760, 600), (380, 28)),
           el("push-button", "Export", "Export", (1090, 700), (90, 32))]
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['gimp', os.path.expanduser('~/Pictures/shop/product.png')])\ntime.sleep(8)"),
         gimp_win("Mar 17  16:02", title(False, "imported", 2400, 1800), "37.5%", mem(2400, 1800), lay, "100.0", dock_extra=hist([], []))),
        (code("import pyautogui, time\npyautogui.hotkey('shift', 'c')\npyautogui.moveTo(556, 266)\npyautogui.dragTo(1231, 829, duration=0.6)\ntime.sleep(0.5)"),
         gimp_win("Mar 17  16:03", title(False, "imported", 2400, 1800), "37.5%", "Click or press Enter to crop", lay, "100.0", extra=crop_opts, dock_extra=hist([], []))),
        (code("import pyautogui, time\npyautogui.press('enter')\ntime.sleep(1)"),
         gimp_win("Mar 17  16:03", title(True, "imported", 1800, 1500), "37.5%", mem(1800, 1500), lay, "100.0", extra=crop_opts, dock_extra=hist(["Crop Image"], []))),
        (code("import pyautogui, time\npyautogui.click(278, 72)\npyautogui.click(340, 390)  # Image > Scale Image...\ntime.sleep(1)\npyautogui.tripleClick(880, 384)\npyautogui.typewrite('1200\\t')\npyautogui.click(1080, 620)  # Scale\ntime.sleep(2)"),
         gimp_win("Mar 17  16:04", title(True, "imported", 1200, 1000), "37.5%", mem(1200, 1000), lay, "100.0", dock_extra=hist(["Crop Image", "Scale Image"], []))),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'z')\ntime.sleep(1)"),
         gimp_win("Mar 17  16:04", title(True, "imported", 1800, 1500), "37.5%", "Undo Scale Image", lay, "100.0", dock_extra=hist(["Crop Image"], ["Scale Image"]))),
        (code("import pyautogui, time\npyautogui.click(528, 72)\npyautogui.click(600, 250)  # Filters > Enhance > Unsharp Mask...\ntime.sleep(2)\npyautogui.tripleClick(910, 394)\npyautogui.typewrite('3\\t')\npyautogui.tripleClick(910, 434)\npyautogui.typewrite('0.5\\t')"),
         gimp_win("Mar 17  16:05", title(True, "imported", 1800, 1500), "37.5%", mem(1800, 1500), lay, "100.0", over=usm, dock_extra=hist(["Crop Image"], ["Scale Image"]))),
        (code("import pyautogui, time\npyautogui.click(1090, 646)\ntime.sleep(3)"),
         gimp_win("Mar 17  16:05", title(True, "imported", 1800, 1500), "37.5%", mem(1800, 1500), lay, "100.0", dock_extra=hist(["Crop Image", "Unsharp Mask"], []))),
        (code("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 'e')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('product_web.png\\n')\ntime.sleep(1)"),
         gimp_win("Mar 17  16:06", title(True, "imported", 1800, 1500), "37.5%", mem(1800, 1500), lay, "100.0", over=exp + png, dock_extra=hist(["Crop Image", "Unsharp Mask"], []))),
        (code("import pyautogui, time\npyautogui.click(1135, 716)\ntime.sleep(2)"),
         gimp_win("Mar 17  16:06", title(True, "exported", 1800, 1500), "37.5%", mem(1800, 1500), lay, "100.0", dock_extra=hist(["Crop Image", "Unsharp Mask"], []))),
    ]
    rs.add(task="os", tid="h21-os-20", system=OS_SYSTEM, turns=turns,
           state="GIMP 2.10, single-window mode. Task: crop ~/Pictures/shop/product.png to the 1800 × 1500 product area, try a downscale but keep full resolution, sharpen slightly, export as product_web.png.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 21 Inkscape: annotate a floor plan on its own layer. BAD turn 11: the Annotations layer is gone from the Layers panel.
# ---------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    def fp(clock: str, dirty: bool, layers: list[tuple[str, bool, bool, list[str]]], current: str, status: str, toolbar: list[El],
           over: list[El] | None = None) -> str:
        rows = [el("frame", f"{'*' if dirty else ''}floorplan.svg - Inkscape", "", (70, 27), (1850, 1053), "org.inkscape.Inkscape"),
                *[el("menu", m, m, (76 + 60 * i, 60), (56, 24)) for i, m in enumerate(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"])],
                *toolbar,
                el("drawing-area", "", "", (130, 150), (1300, 860), "canvas"),
                el("panel", "Layers and Objects", "", (1440, 150), (470, 860)),
                el("push-button", "Add layer", "", (1450, 160), (30, 30))]
        y = 200
        for name, hidden, locked, children in layers:
            rows += [el("toggle-button", "Hide", "", (1450, y), (26, 26), desc="hidden" if hidden else "visible"),
                     el("toggle-button", "Lock", "", (1480, y), (26, 26), desc="locked" if locked else "unlocked"),
                     el("tree-item", name, name, (1510, y), (380, 26), "layer", "expanded" if children else "collapsed")]
            y += 28
            for c in children:
                rows.append(el("tree-item", c, c, (1530, y), (360, 26), "text"))
                y += 28
        rows += [el("label", "", "Fill: #000000" if status.startswith(("2 objects", "Type")) else "Fill: N/A", (76, 1046), (110, 26)),
                 el("combo-box", "Current layer", current, (320, 1046), (130, 26)),
                 el("label", "", status, (460, 1046), (980, 26), "statusbar"),
                 el("spin-button", "Zoom", "64%", (1640, 1046), (80, 26))]
        rows += over or []
        return desk(clock, rows, dock=[*DOCK, "Inkscape"])

    sel_bar = [el("spin-button", "X", "", (700, 104), (100, 30), desc="insensitive"), el("spin-button", "Y", "", (840, 104), (100, 30), desc="insensitive"),
               el("spin-button", "W", "", (980, 104), (100, 30), desc="insensitive"), el("spin-button", "H", "", (1150, 104), (100, 30), desc="insensitive"),
               el("combo-box", "Units", "mm", (1260, 104), (70, 30))]
    sel2_bar = [el("spin-button", "X", "48.260", (700, 104), (100, 30)), el("spin-button", "Y", "61.912", (840, 104), (100, 30)),
                el("spin-button", "W", "118.533", (980, 104), (100, 30)), el("spin-button", "H", "72.390", (1150, 104), (100, 30)),
                el("combo-box", "Units", "mm", (1260, 104), (70, 30))]
    text_bar = [el("combo-box", "Font Family", "sans-serif", (500, 104), (220, 30)), el("combo-box", "Font Size", "10", (860, 104), (70, 30)),
                el("combo-box", "Units", "pt", (934, 104), (50, 30))]
    nosel = "No objects selected. Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select."
    k, lv = "Kitchen 12.4 m²", "Living room 24.8 m²"
    L0 = [("Furniture", False, False, []), ("Walls", False, False, [])]
    L1 = [("Annotations", False, False, []), ("Furniture", False, False, []), ("Walls", False, False, [])]
    L2 = [("Annotations", False, False, [k]), ("Furniture", False, False, []), ("Walls", False, False, [])]
    L3 = [("Annotations", False, False, [lv, k]), ("Furniture", False, False, []), ("Walls", False, False, [])]
    L4 = [("Annotations", False, False, [lv, k]), ("Furniture", False, False, []), ("Walls", False, True, [])]
    L5 = [("Annotations", False, False, [lv, k]), ("Furniture", True, False, []), ("Walls", False, True, [])]
    L5_bad = [("Furniture", True, False, []), ("Walls", False, True, [])]  # BAD: Annotations layer missing
    add_dlg = [el("dialog", "Add Layer", "", (760, 380), (400, 220)),
               el("entry", "Layer name:", "Annotations", (880, 420), (260, 32), desc="focused"),
               el("combo-box", "Position:", "Above current", (880, 470), (260, 32)),
               el("push-button", "Cancel", "Cancel", (960, 550), (80, 32)), el("push-button", "Add", "Add", (1060, 550), (80, 32))]
    pdf_dlg = [el("dialog", "Portable Document Format", "", (700, 260), (520, 520)),
               el("combo-box", "Restrict to PDF version:", "PDF 1.5", (960, 300), (220, 30)),
               el("radio-button", "Embed fonts", "", (740, 360), (300, 24), desc="checked"),
               el("check-box", "Rasterize filter effects", "", (740, 420), (300, 24), desc="checked"),
               el("spin-button", "Resolution for rasterization (dpi):", "96", (1060, 460), (100, 30)),
               el("radio-button", "Use document's page size", "", (740, 520), (300, 24), desc="checked"),
               el("spin-button", "Bleed/margin (mm):", "0.00", (1060, 580), (100, 30)),
               el("push-button", "Cancel", "Cancel", (1000, 730), (90, 32)), el("push-button", "OK", "OK", (1100, 730), (90, 32))]
    two = "2 objects selected of type Text in layer Annotations. Click selection to toggle scale/rotation handles (or Shift+s)."
    turns = [
        (code("import subprocess, os, time\nsubprocess.Popen(['inkscape', os.path.expanduser('~/Documents/flat/floorplan.svg')])\ntime.sleep(6)"),
         fp("Mar 19  10:10", False, L0, "Furniture", nosel, sel_bar)),
        (code("import pyautogui, time\npyautogui.click(256, 72)\npyautogui.click(300, 100)  # Layer > Add Layer...\ntime.sleep(1)\npyautogui.typewrite('Annotations')"),
         fp("Mar 19  10:10", False, L0, "Furniture", nosel, sel_bar, over=add_dlg)),
        (code("import pyautogui, time\npyautogui.click(1100, 566)\ntime.sleep(1)"),
         fp("Mar 19  10:11", True, L1, "Annotations", "New layer created.", sel_bar)),
        (code("import pyautogui, time\npyautogui.press('t')\npyautogui.click(520, 430)\npyautogui.typewrite('Kitchen 12.4 m²')"),
         fp("Mar 19  10:12", True, L2, "Annotations", "Type or edit text (15 characters); Enter to start new line.", text_bar)),
        (code("import pyautogui, time\npyautogui.press('escape')\npyautogui.click(930, 640)\npyautogui.typewrite('Living room 24.8 m²')"),
         fp("Mar 19  10:13", True, L3, "Annotations", "Type or edit text (19 characters); Enter to start new line.", text_bar)),
        (code("import pyautogui, time\npyautogui.press('escape')\npyautogui.press('s')\npyautogui.press('escape')\npyautogui.click(1493, 325)  # lock icon of 'Walls'"),
         fp("Mar 19  10:13", True, L4, "Annotations", nosel, sel_bar)),
        (code("import pyautogui, time\npyautogui.click(1463, 297)  # eye icon of 'Furniture'"),
         fp("Mar 19  10:14", True, L5, "Annotations", nosel, sel_bar)),
        (code("import pyautogui\npyautogui.hotkey('ctrl', 'alt', 'a')"),
         fp("Mar 19  10:14", True, L5, "Annotations", two, sel2_bar)),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1)"),
         fp("Mar 19  10:15", False, L5, "Annotations", two, sel2_bar)),
        (code("import pyautogui, time\npyautogui.hotkey('shift', 'ctrl', 'alt', 's')\ntime.sleep(1)\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('floorplan_annotated.pdf\\n')\ntime.sleep(1)"),
         fp("Mar 19  10:15", False, L5, "Annotations", two, sel2_bar, over=pdf_dlg)),
        (code("import pyautogui, time\npyautogui.click(1145, 746)\ntime.sleep(3)"),
         fp("Mar 19  10:16", False, L5_bad, "Annotations", two, sel2_bar)),
    ]
    assert L5 != L5_bad
    rs.add(task="os", tid="h21-os-21", system=OS_SYSTEM, turns=turns,
           state="Inkscape 1.2; ~/Documents/flat/floorplan.svg has two layers, Walls and Furniture; the Layers and Objects panel is docked. Task: put room-area labels on a new top layer 'Annotations', lock Walls, hide Furniture, save, and save a PDF copy.",
           bad=True, turn=11, kind="layer 'Annotations' created in turn 3 (holding both labels) is missing from the Layers panel after saving a PDF copy")


# ---------------------------------------------------------------------------------------------
# 22 Transmission: ISO downloads. CLEAN (progress, rates, ETAs, ratio and uploaded totals move on their own; speed
# limit on/off; seeding after completion; pause; filter; removal).
# ---------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    GB = 1000.0

    def size(mb: float) -> str:
        return f"{mb / GB:.2f} GB" if mb >= GB else f"{mb:.1f} MB"

    def eta(sec: float) -> str:
        s = int(sec)
        if s >= 3600:
            return f"{s // 3600} hours, {s % 3600 // 60} minutes remaining"
        return f"{s // 60} minutes, {s % 60} seconds remaining" if s >= 60 else f"{s} seconds remaining"

    def rate(kb: float) -> str:
        return f"{kb / 1000:.1f} MB/s" if kb >= 1000 else f"{kb:.0f} kB/s"

    def dl_row(name: str, done: float, total: float, down: float, up: float, peers: tuple[int, int], paused: bool = False) -> tuple[str, str, str]:
        pct = done / total * 100
        if paused:
            return name, f"{size(done)} of {size(total)} ({pct:.1f}%)", "Paused"
        return (name, f"{size(done)} of {size(total)} ({pct:.1f}%) — {eta((total - done) * 1000 / down) if down else 'remaining time unknown'}",
                f"Downloading from {peers[0]} of {peers[1]} connected peers — ↓ {rate(down)}  ↑ {rate(up)}")

    def seed_row(name: str, total: float, upl: float, up: float, peers: tuple[int, int], paused: bool = False) -> tuple[str, str, str]:
        return (name, f"{size(total)}, uploaded {size(upl)} (Ratio: {upl / total:.2f})",
                "Paused" if paused else f"Seeding to {peers[0]} of {peers[1]} connected peers — ↑ {rate(up)}")

    def tr(clock: str, items: list[tuple[str, str, str]], *, filt: str, down: float, up: float, ratio: float, turtle: bool = False,
           selected: str | None = None, over: list[El] | None = None) -> str:
        rows = [el("frame", "Transmission", "", (260, 120), (1400, 820), "transmission-gtk"),
                el("push-button", "Open", "", (270, 130), (34, 34)), el("push-button", "Start", "", (310, 130), (34, 34)),
                el("push-button", "Pause", "", (350, 130), (34, 34)), el("push-button", "Remove", "", (390, 130), (34, 34)),
                el("push-button", "Properties", "", (440, 130), (34, 34)),
                el("combo-box", "Show", filt, (280, 176), (200, 30)),
                el("entry", "Search", "", (1400, 176), (240, 30))]
        for i, (name, l1, l2) in enumerate(items):
            y = 216 + 70 * i
            rows += [el("table-cell", name, name, (280, y), (1360, 22), desc="selected" if name == selected else ""),
                     el("label", "", l1, (300, y + 22), (1300, 20)),
                     el("progress-bar", "", "", (300, y + 42), (1300, 8)),
                     el("label", "", l2, (300, y + 50), (1300, 18))]
        rows += [el("push-button", "Options", "", (270, 906), (30, 28)),
                 el("toggle-button", "Enable alternative speed limits", "", (306, 906), (30, 28), desc="checked" if turtle else "not checked"),
                 el("label", "", f"Ratio: {ratio:.2f}", (900, 910), (140, 20)),
                 el("label", "", f"↓ {rate(down)}  ↑ {rate(up)}", (1400, 910), (240, 20))]
        rows += over or []
        return desk(clock, rows, dock=[*DOCK, "Transmission"])

    U, DB, A = "ubuntu-22.04.4-desktop-amd64.iso", "debian-12.5.0-amd64-netinst.iso", "archlinux-2024.03.01-x86_64.iso"
    UT, DT, AT = 4927.6, 659.0, 1060.0
    arch = lambda upl, up, paused=False: seed_row(A, AT, upl, up, (3, 41), paused)  # noqa: E731
    # 14:05:00
    t1 = tr("Mar 20  14:05", [arch(1930.0, 220), dl_row(U, 612.3, UT, 9400, 412, (38, 112))], filt="All (2)", down=9400, up=632, ratio=1.21)
    chooser = [el("dialog", "Open a Torrent", "", (560, 200), (800, 600)),
               el("toggle-button", "Downloads", "Downloads", (720, 230), (110, 30), desc="current folder"),
               el("table-cell", "debian-12.5.0-amd64-netinst.iso.torrent", "debian-12.5.0-amd64-netinst.iso.torrent", (780, 290), (420, 28), desc="selected"),
               el("table-cell", "archlinux-2024.03.01-x86_64.iso.torrent", "archlinux-2024.03.01-x86_64.iso.torrent", (780, 318), (420, 28)),
               el("table-cell", "ubuntu-22.04.4-desktop-amd64.iso.torrent", "ubuntu-22.04.4-desktop-amd64.iso.torrent", (780, 346), (420, 28)),
               el("push-button", "Open", "Open", (1260, 760), (80, 32))]
    # 14:05:20 (+20 s at 9.4 MB/s)
    t2 = tr("Mar 20  14:05", [arch(1934.4, 215), dl_row(U, 800.3, UT, 9300, 405, (39, 114))], filt="All (2)", down=9300, up=620, ratio=1.18, over=chooser)
    opts = [el("dialog", "Torrent Options", "", (600, 240), (720, 520)),
            el("push-button", "Torrent file", "debian-12.5.0-amd64-netinst.iso.torrent", (760, 280), (500, 30)),
            el("push-button", "Destination folder", "Downloads", (760, 320), (500, 30)),
            el("table-cell", "Name", DB, (640, 380), (460, 26)), el("table-cell", "Size", "659.0 MB", (1100, 380), (120, 26)),
            el("check-box", "Download", "", (1230, 380), (30, 26), desc="checked"),
            el("combo-box", "Torrent priority", "Normal", (760, 640), (160, 30)),
            el("check-box", "Start when added", "", (640, 680), (200, 24), desc="checked"),
            el("check-box", "Move .torrent file to the trash", "", (860, 680), (260, 24), desc="not checked"),
            el("push-button", "Cancel", "Cancel", (1110, 720), (90, 32)), el("push-button", "Open", "Open", (1210, 720), (90, 32))]
    # 14:05:30 (+10 s at 9.3)
    t3 = tr("Mar 20  14:05", [arch(1936.5, 210), dl_row(U, 893.3, UT, 9300, 401, (39, 115))], filt="All (2)", down=9300, up=611, ratio=1.17, over=opts)
    # 14:05:35: Debian starts; bandwidth is shared
    t4 = tr("Mar 20  14:05", [arch(1937.6, 205), dl_row(DB, 2.1, DT, 4200, 12, (12, 40)), dl_row(U, 930.1, UT, 6100, 398, (39, 115))],
            filt="All (3)", down=10300, up=615, ratio=1.16)
    # 14:05:50: turtle on (50 kB/s both ways); about 15 s at the shared rate went by first
    t5 = tr("Mar 20  14:05", [arch(1940.6, 18), dl_row(DB, 66.4, DT, 19, 4, (12, 41)), dl_row(U, 1021.6, UT, 31, 28, (40, 117))],
            filt="All (3)", down=50, up=50, ratio=1.16, turtle=True)
    # 14:08:35: turtle off, 165 s at full speed; Debian finished and seeds
    t6 = tr("Mar 20  14:08", [arch(1970.2, 236), seed_row(DB, DT, 6.1, 85, (2, 35)), dl_row(U, 2128.6, UT, 9800, 355, (41, 120))],
            filt="All (3)", down=9800, up=676, ratio=0.97)
    # 14:08:50: Arch paused
    t7 = tr("Mar 20  14:08", [arch(1973.4, 0, True), seed_row(DB, DT, 7.5, 91, (2, 36)), dl_row(U, 2275.6, UT, 9800, 362, (41, 121))],
            filt="All (3)", down=9800, up=453, ratio=0.96, selected=A)
    # 14:09:00: only active torrents
    t8 = tr("Mar 20  14:09", [seed_row(DB, DT, 8.4, 88, (2, 36)), dl_row(U, 2372.6, UT, 9700, 360, (41, 121))],
            filt="Active (2)", down=9700, up=448, ratio=0.95)
    # 14:09:15: back to All, Arch removed from the list (files kept)
    t9 = tr("Mar 20  14:09", [seed_row(DB, DT, 9.7, 90, (2, 36)), dl_row(U, 2518.1, UT, 9700, 366, (41, 122))],
            filt="All (2)", down=9700, up=456, ratio=0.94)
    turns = [
        (code("import subprocess, time\nsubprocess.Popen(['transmission-gtk'])\ntime.sleep(3)"), t1),
        (code("import pyautogui, time\npyautogui.hotkey('ctrl', 'o')\ntime.sleep(1)"), t2),
        (code("import pyautogui, time\npyautogui.doubleClick(990, 304)\ntime.sleep(1)"), t3),
        (code("import pyautogui, time\npyautogui.click(1255, 736)\ntime.sleep(4)"), t4),
        (code("import pyautogui, time\ntime.sleep(11)\npyautogui.click(321, 920)\ntime.sleep(3)"), t5),
        (code("import pyautogui, time\npyautogui.click(321, 920)\ntime.sleep(165)"), t6),
        (code("import pyautogui, time\npyautogui.click(900, 227)\npyautogui.hotkey('ctrl', 'p')\ntime.sleep(1)"), t7),
        (code("import pyautogui, time\npyautogui.click(380, 191)\npyautogui.click(380, 260)  # 'Active'\ntime.sleep(1)"), t8),
        (code("import pyautogui, time\npyautogui.click(380, 191)\npyautogui.click(380, 224)  # 'All'\ntime.sleep(1)\npyautogui.click(900, 227)\npyautogui.press('delete')\ntime.sleep(1)"), t9),
    ]
    rs.add(task="os", tid="h21-os-22", system=OS_SYSTEM, turns=turns,
           state="Transmission 3 is seeding the Arch ISO and downloading Ubuntu 22.04.4. Task: add the Debian netinst torrent from ~/Downloads, briefly test the alternative speed limits, then pause and remove the Arch torrent (keeping its data).",
           bad=False, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
