# ruff: noqa: E501
"""Held-out set holdout28, domain os: 22 hand-written Ubuntu 22.04 GNOME desktop trajectories.

Each trajectory is a coherent desktop task driven by pyautogui code; observations are the tab-separated
accessibility table (``OS_HDR``). Half carry exactly one world-model contradiction, half are clean but full
of legitimate changes (clocks, progress, re-sorting, unit changes, the agent's own edits). Labels are
written next to the rows by ``RowSet.write``.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

Turns = list[tuple[str, str]]


def ln(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "",
       pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> str:
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def screen(clock: str | None, rows: list[str]) -> str:
    if clock is None:  # a fullscreen window hides the top bar
        return "\n".join([OS_HDR] + rows)
    out = [OS_HDR, ln("push-button", "Activities", "", "", "", (0, 0), (97, 27)),
           ln("label", "", clock, "", "", (884, 0), (152, 27)),
           ln("menu", "System", "", "", "", (1790, 0), (130, 27))]
    return "\n".join(out + rows)


DOCK = ["Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer",
        "Ubuntu Software", "Help", "Terminal", "Show Applications"]


def dock(running: str) -> list[str]:
    rows = []
    for i, app in enumerate(DOCK):
        desc = "running" if app == running else ""
        rows.append(ln("push-button", app, "", "", desc, (0, 48 + i * 68 if app != "Show Applications" else 1012), (70, 66)))
    return rows


def py(*lines: str) -> str:
    return code("import pyautogui\n" + "\n".join(lines))


def menubar(items: list[str], y: int = 64, x0: int = 72) -> list[str]:
    rows, x = [], x0
    for it in items:
        w = 10 * len(it) + 16
        rows.append(ln("menu", it, "", "", "", (x, y), (w, 25)))
        x += w
    return rows


def cols_letters(n: int) -> list[str]:
    return [chr(ord("A") + i) for i in range(n)]


def money(v: float) -> str:
    return f"{v:,.2f}"


def plain(v: float) -> str:
    return f"{v:.2f}"


# --------------------------------------------------------------------------- LibreOffice Calc
def calc(fname: str, cells: dict[str, str], ncols: int, nrows: int, namebox: str, formula: str, status: str,
         tabs: list[str], active: int, modified: bool, clock: str, extra: tuple[str, ...] = (),
         hidden: tuple[int, ...] = (), filt: str = "") -> str:
    rows = [ln("frame", f"{fname} - LibreOffice Calc", "", "", "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"])
    for i, b in enumerate(["Save", "Undo", "Redo", "Sort Ascending", "Sort Descending", "AutoFilter", "Insert Chart"]):
        rows.append(ln("push-button", b, "", "", "", (80 + i * 34, 96), (30, 30)))
    rows.append(ln("combo-box", "Name Box", namebox, "", "", (72, 134), (110, 24)))
    rows.append(ln("paragraph", "Input line", formula, "", "", (260, 134), (1640, 24)))
    vis = 0
    for r in range(1, nrows + 1):
        if r in hidden:
            continue
        for ci, c in enumerate(cols_letters(ncols)):
            ref = f"{c}{r}"
            rows.append(ln("table-cell", ref, cells.get(ref, ""), "", "", (120 + ci * 96, 180 + vis * 19), (96, 19)))
        vis += 1
    for i, t in enumerate(tabs):
        rows.append(ln("page-tab", t, "", "", "selected" if i == active else "", (150 + i * 110, 1010), (104, 24)))
    rows.append(ln("label", "", f"Sheet {active + 1} of {len(tabs)}", "", "", (80, 1040), (110, 20)))
    if filt:
        rows.append(ln("label", "", filt, "", "", (200, 1040), (220, 20)))
    rows.append(ln("label", "", "Default", "", "", (430, 1040), (90, 20)))
    rows.append(ln("label", "", "English (USA)", "", "", (560, 1040), (120, 20)))
    rows.append(ln("label", "", status, "", "", (1050, 1040), (360, 20)))
    rows.append(ln("push-button", "",
                   "", "", "The document has been modified. Click to save the document." if modified
                   else "The document has not been modified since the last save.", (1440, 1040), (20, 20)))
    rows.append(ln("slider", "Zoom", "100%", "", "", (1700, 1040), (160, 20)))
    return screen(clock, rows + list(extra))


def t01() -> dict:
    fname = "household_budget_2024.xlsx"
    items = [("Rent", [1450.00, 1450.00, 1450.00]), ("Groceries", [612.40, 588.15, 640.90]),
             ("Utilities", [184.22, 201.37, 176.05]), ("Transport", [96.00, 112.50, 88.75]),
             ("Internet", [59.99, 59.99, 59.99]), ("Insurance", [210.00, 210.00, 210.00]),
             ("Dining out", [143.80, 97.25, 166.30])]

    def cells(avg_upto: int = 0, note: str = "") -> dict[str, str]:
        c = {"A1": "Category", "B1": "Jan", "C1": "Feb", "D1": "Mar", "E1": "Total"}
        tot = [0.0, 0.0, 0.0]
        for r, (name, vals) in enumerate(items, 2):
            c[f"A{r}"] = name
            for k, v in enumerate(vals):
                c[f"{'BCD'[k]}{r}"] = money(v)
                tot[k] += v
            c[f"E{r}"] = money(sum(vals))
        c["A9"] = "Total"
        for k in range(3):
            c[f"{'BCD'[k]}9"] = money(tot[k])
        c["E9"] = money(sum(tot))
        if avg_upto >= 1:
            c["F1"] = "Average"
        for r in range(2, avg_upto + 1):
            vals = items[r - 2][1] if r <= 8 else tot
            c[f"F{r}"] = money(round(sum(vals) / 3 + 1e-9, 2))
        if note:
            c["A11"] = note
        return c

    def favg(upto: int) -> tuple[float, float]:
        vs = [round(sum(items[r - 2][1]) / 3 + 1e-9, 2) for r in range(2, 9)]
        tot = sum(sum(v) for _, v in items)
        vs.append(round(tot / 3 + 1e-9, 2))
        vs = vs[:upto - 1]
        return sum(vs) / len(vs), sum(vs)

    tabs = ["Expenses", "Summary"]
    turns: Turns = []
    c1 = cells(1)
    turns.append((py("pyautogui.click(127, 146)  # Name Box", "pyautogui.typewrite('F1\\n')",
                     "pyautogui.typewrite('Average\\n')"),
                  calc(fname, c1, 7, 12, "F2", "", "Average: ; Sum: 0", tabs, 0, True, "Mar 12  19:04")))
    c2 = cells(2)
    turns.append((py("pyautogui.typewrite('=ROUND(AVERAGE(B2:D2);2)\\n')"),
                  calc(fname, c2, 7, 12, "F3", "", "Average: ; Sum: 0", tabs, 0, True, "Mar 12  19:05")))
    c3 = cells(9)
    a, s = favg(9)
    turns.append((py("pyautogui.click(127, 146)", "pyautogui.typewrite('F2:F9\\n')", "pyautogui.hotkey('ctrl', 'd')"),
                  calc(fname, c3, 7, 12, "F2:F9", "=ROUND(AVERAGE(B2:D2);2)", f"Average: {money(round(a, 2))}; Sum: {money(s)}",
                       tabs, 0, True, "Mar 12  19:05")))
    items[6] = ("Dining out", [143.80, 97.25, 171.30])
    c4 = cells(9)
    turns.append((py("pyautogui.click(127, 146)", "pyautogui.typewrite('D8\\n')", "pyautogui.typewrite('171.30\\n')"),
                  calc(fname, c4, 7, 12, "D9", "=SUM(D2:D8)", "Average: ; Sum: 0", tabs, 0, True, "Mar 12  19:06")))
    tot = [sum(v[k] for _, v in items) for k in range(3)]
    turns.append((py("pyautogui.click(127, 146)", "pyautogui.typewrite('B9:D9\\n')"),
                  calc(fname, c4, 7, 12, "B9:D9", "=SUM(B2:B8)", f"Average: {money(sum(tot) / 3)}; Sum: {money(sum(tot))}",
                       tabs, 0, True, "Mar 12  19:07")))
    note = "Checked against bank statements 12 Mar"
    c6 = cells(9, note)
    c6["C4"] = "210.37"  # drift: Utilities Feb was 201.37 and never edited
    turns.append((py("pyautogui.click(127, 146)", "pyautogui.typewrite('A11\\n')", f"pyautogui.typewrite('{note}\\n')"),
                  calc(fname, c6, 7, 12, "A12", "", "Average: ; Sum: 0", tabs, 0, True, "Mar 12  19:08")))
    dlg = (ln("dialog", "Keep current format", "", "", "", (660, 420), (600, 210)),
           ln("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \"Excel 2007-365\".", "", "", (690, 450), (540, 60)),
           ln("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", "", "", (690, 515), (540, 40)),
           ln("check-box", "Ask when not saving in ODF or default format", "", "", "checked", (690, 560), (360, 22)),
           ln("push-button", "Use Excel 2007-365!", "", "", "", (880, 590), (180, 30)),
           ln("push-button", "Use ODF Format!", "", "", "", (1070, 590), (170, 30)))
    turns.append((py("pyautogui.hotkey('ctrl', 's')"),
                  calc(fname, c6, 7, 12, "A12", "", "Average: ; Sum: 0", tabs, 0, True, "Mar 12  19:08", dlg)))
    grand = sum(tot)
    summ = {"A1": "Quarter", "B1": "Q1 2024", "A2": "Total spend", "B2": money(grand), "A3": "Monthly average",
            "B3": money(round(grand / 3, 2)), "A4": "Largest category", "B4": "Rent", "A5": "Share of rent",
            "B5": f"{4350 / grand * 100:.1f}%", "A6": "Budget limit", "B6": "9,000.00", "A7": "Headroom",
            "B7": money(9000 - grand)}
    turns.append((py("pyautogui.click(970, 605)  # Use Excel 2007-365!", "pyautogui.sleep(1)",
                     "pyautogui.click(315, 1022)  # Summary sheet tab"),
                  calc(fname, summ, 4, 10, "A1", "Quarter", "Average: ; Sum: 0", tabs, 1, False, "Mar 12  19:09")))
    return dict(tid="h28-os-01", turns=turns, bad=True, turn=6, kind="a spreadsheet cell nobody edited (Feb utilities) shows a different value",
                state=f"LibreOffice Calc is open with {fname}, sheet 'Expenses' (categories in A2:A8, Jan-Mar in B:D, totals in E and row 9). "
                      "Task: add a rounded Average column F, correct the March dining amount to 171.30, note the check in A11 and save in the current format.")


# --------------------------------------------------------------------------- Files (Nautilus)
PLACES = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]


def files(title: str, crumbs: list[str], entries: list[tuple[str, str, str]], clock: str, *, selected: tuple[str, ...] = (),
          sort: str = "Name", desc: bool = False, status: str = "", current: str = "", devices: tuple[str, ...] = (),
          extra: tuple[str, ...] = (), cols: tuple[str, ...] = ("Name", "Size", "Modified")) -> str:
    rows = [ln("frame", title, "", "", "", (70, 27), (1280, 860)),
            ln("push-button", "Back", "", "", "", (82, 40), (34, 34)),
            ln("push-button", "Forward", "", "", "", (118, 40), (34, 34))]
    x = 170
    for c in crumbs:
        w = 12 * len(c) + 24
        rows.append(ln("toggle-button", c, "", "", "", (x, 40), (w, 34)))
        x += w
    rows += [ln("toggle-button", "Search", "", "", "", (1090, 40), (34, 34)),
             ln("push-button", "View options", "", "", "", (1130, 40), (60, 34)),
             ln("push-button", "Main menu", "", "", "", (1270, 40), (34, 34))]
    for i, p in enumerate(PLACES + list(devices) + ["Other Locations"]):
        rows.append(ln("list-item", p, "", "", "selected" if p == current else "", (72, 90 + i * 34), (200, 32)))
    for i, col in enumerate(cols):
        d = ("sorted descending" if desc else "sorted ascending") if col == sort else ""
        rows.append(ln("table-column-header", col, "", "", d, (282 + [0, 560, 740, 940][i], 84), ([560, 180, 200, 200][i], 28)))
    for r, ent in enumerate(entries):
        sel = "selected" if ent[0] in selected else ""
        for i, v in enumerate(ent):
            rows.append(ln("table-cell", "", v, "", sel if i == 0 else "", (282 + [0, 560, 740, 940][i], 114 + r * 38), ([560, 180, 200, 200][i], 38)))
    if status:
        rows.append(ln("label", "", status, "", "", (1000, 840), (340, 30)))
    return screen(clock, rows + list(extra))


def t02() -> dict:
    dl = {"IMG_20240309_151204.jpg": ("3.1 MB", "Mar 9"), "Invoice_INV-20931.pdf": ("612.3 kB", "Mar 11"),
          "Invoice_INV-21004.pdf": ("845.1 kB", "Mar 12"), "Invoice_INV-21188.pdf": ("498.7 kB", "09:47"),
          "meeting-notes.odt": ("23.9 kB", "Yesterday"), "scan0003.pdf": ("2.4 MB", "Mar 8"),
          "setup-old.deb": ("88.2 MB", "Feb 2"), "ubuntu-22.04.4-desktop-amd64.iso": ("4.9 GB", "Feb 27"),
          "zoom_amd64.deb": ("172.4 MB", "Mar 1")}
    folder = {"Invoices": ("0 items", "10:13")}

    def listing() -> list[tuple[str, str, str]]:
        out = [(k, *v) for k, v in sorted(folder.items())]
        out += [(k, *v) for k, v in sorted(dl.items(), key=lambda kv: kv[0].lower())]
        return out

    crumbs = ["Home", "Downloads"]
    T: Turns = []
    T.append((py("pyautogui.hotkey('ctrl', 'shift', 'n')", "pyautogui.sleep(0.5)", "pyautogui.typewrite('Invoices')",
                  "pyautogui.press('enter')"),
              files("Downloads", crumbs, listing(), "Mar 14  10:13", current="Downloads", selected=("Invoices",),
                    status="“Invoices” selected (containing 0 items)")))
    inv = ["Invoice_INV-20931.pdf", "Invoice_INV-21004.pdf", "Invoice_INV-21188.pdf"]
    T.append((py("pyautogui.click(520, 209)", "pyautogui.keyDown('ctrl')", "pyautogui.click(520, 247)",
                  "pyautogui.click(520, 285)", "pyautogui.keyUp('ctrl')"),
              files("Downloads", crumbs, listing(), "Mar 14  10:13", current="Downloads", selected=tuple(inv),
                    status="3 items selected (2.0 MB)")))
    moved = {k: dl.pop(k) for k in inv}
    T.append((py("pyautogui.hotkey('ctrl', 'x')", "pyautogui.doubleClick(520, 133)  # Invoices",
                  "pyautogui.sleep(0.5)", "pyautogui.hotkey('ctrl', 'v')"),
              files("Invoices", ["Home", "Downloads", "Invoices"], [(k, *v) for k, v in moved.items()], "Mar 14  10:14",
                    selected=tuple(inv), status="3 items selected (2.0 MB)")))
    folder["Invoices"] = ("3 items", "10:14")
    T.append((py("pyautogui.hotkey('alt', 'left')"),
              files("Downloads", crumbs, listing(), "Mar 14  10:14", current="Downloads", selected=("Invoices",),
                    status="“Invoices” selected (containing 3 items)")))
    dl["lease_2024.pdf"] = dl.pop("scan0003.pdf")
    T.append((py("pyautogui.click(520, 247)  # scan0003.pdf", "pyautogui.press('f2')", "pyautogui.sleep(0.4)",
                  "pyautogui.hotkey('ctrl', 'a')", "pyautogui.typewrite('lease_2024')", "pyautogui.press('enter')"),
              files("Downloads", crumbs, listing(), "Mar 14  10:15", current="Downloads", selected=("lease_2024.pdf",),
                    status="“lease_2024.pdf” selected (2.4 MB)")))
    dl.pop("setup-old.deb")
    toast = (ln("notification", "", "“setup-old.deb” moved to trash", "", "", (560, 790), (420, 48)),
             ln("push-button", "Undo", "", "", "", (990, 798), (64, 32)))
    T.append((py("pyautogui.click(520, 285)  # setup-old.deb", "pyautogui.press('delete')"),
              files("Downloads", crumbs, listing(), "Mar 14  10:16", current="Downloads", extra=toast)))
    order = ["meeting-notes.odt", "IMG_20240309_151204.jpg", "lease_2024.pdf", "zoom_amd64.deb", "ubuntu-22.04.4-desktop-amd64.iso"]
    by_mod = [("Invoices", *folder["Invoices"])] + [(k, *dl[k]) for k in order]
    T.append((py("pyautogui.click(1122, 98)  # Modified column header"),
              files("Downloads", crumbs, by_mod, "Mar 14  10:16", current="Downloads", sort="Modified", desc=True)))
    trash = [("setup-old.deb", "88.2 MB", "10:16", "/home/maya/Downloads")]
    tb = (ln("push-button", "Restore…", "", "", "", (980, 40), (90, 34)), ln("push-button", "Empty…", "", "", "", (1000, 800), (80, 32)))
    T.append((py("pyautogui.click(170, 413)  # Trash"),
              files("Trash", ["Trash"], trash, "Mar 14  10:17", current="Trash", extra=tb,
                    cols=("Name", "Size", "Trashed On", "Original Location"), sort="Trashed On", desc=True)))
    props = (ln("dialog", "Invoices Properties", "", "", "", (560, 200), (560, 520)),
             ln("page-tab", "Basic", "", "", "selected", (600, 250), (120, 30)),
             ln("page-tab", "Permissions", "", "", "", (720, 250), (140, 30)),
             ln("text", "Name", "Invoices", "", "", (700, 300), (380, 30)),
             ln("label", "Contents", "3 items, totalling 2.0 MB", "", "", (700, 350), (380, 22)),
             ln("label", "Parent Folder", "/home/maya/Downloads", "", "", (700, 380), (380, 22)),
             ln("label", "Accessed", "Thu 14 Mar 2024 10:14:05", "", "", (700, 420), (380, 22)),
             ln("label", "Modified", "Thu 14 Mar 2024 10:14:05", "", "", (700, 450), (380, 22)),
             ln("label", "Created", "Thu 14 Mar 2024 10:13:11", "", "", (700, 480), (380, 22)),
             ln("label", "Free Space", "181.3 GB", "", "", (700, 520), (380, 22)),
             ln("push-button", "Close", "", "", "", (1070, 210), (34, 34)))
    T.append((py("pyautogui.click(170, 277)  # Downloads", "pyautogui.sleep(0.5)", "pyautogui.rightClick(520, 133)  # Invoices",
                  "pyautogui.click(600, 420)  # Properties"),
              files("Downloads", crumbs, by_mod, "Mar 14  10:18", current="Downloads", sort="Modified", desc=True,
                    selected=("Invoices",), status="“Invoices” selected (containing 3 items)", extra=props)))
    return dict(tid="h28-os-02", turns=T, bad=False, turn=None, kind="clean",
                state="Files (Nautilus) shows ~/Downloads of user maya in list view, sorted by name. Task: gather the three invoice PDFs into a new 'Invoices' folder, "
                      "rename scan0003.pdf to lease_2024.pdf, trash setup-old.deb, then check the Invoices folder properties.")


# --------------------------------------------------------------------------- GIMP
def gimp(title: str, clock: str, layers: list[tuple[str, bool]], zoom: str, pointer: str, message: str = "",
         extra: tuple[str, ...] = (), history: tuple[str, ...] = (), tool: str = "Move Tool", hist_sel: int = -1) -> str:
    rows = [ln("frame", title, "", "", "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"], y=56)
    for i, t in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Crop Tool", "Unified Transform Tool",
                           "Paintbrush Tool", "Eraser Tool", "Bucket Fill Tool", "Text Tool", "Color Picker Tool", "Zoom Tool"]):
        rows.append(ln("toggle-button", t, "", "", "pressed" if t == tool else "", (76 + (i % 2) * 32, 100 + (i // 2) * 32), (30, 30)))
    rows.append(ln("canvas", "Image canvas", "", "", "", (150, 100), (1640, 870)))
    rows.append(ln("page-tab", "Layers", "", "", "selected", (1800, 100), (110, 26)))
    rows.append(ln("page-tab", "Undo History", "", "", "", (1800, 128), (110, 26)))
    for i, (name, vis) in enumerate(layers):
        rows.append(ln("table-cell", name, name, "", ("visible" if vis else "hidden") + (", active" if i == 0 else ""), (1800, 170 + i * 34), (110, 32)))
    for i, h in enumerate(history):
        rows.append(ln("list-item", h, h, "", "selected" if i == hist_sel % len(history) else "", (1800, 500 + i * 24), (110, 22)))
    rows.append(ln("label", "Pointer coordinates", pointer, "", "", (160, 1040), (120, 20)))
    rows.append(ln("combo-box", "Units", "px", "", "", (290, 1040), (50, 20)))
    rows.append(ln("combo-box", "Zoom", zoom, "", "", (350, 1040), (90, 20)))
    rows.append(ln("label", "Status", message, "", "", (460, 1040), (900, 20)))
    return screen(clock, rows + list(extra))


def t03() -> dict:
    head = "[harbor] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer)"
    t_old = f"{head} 4032x3024 – GIMP"
    t_new = f"*{head} 1600x1200 – GIMP"
    lay = [("harbor.jpg", True)]
    T: Turns = []

    def scale_dlg(w: str, h: str) -> tuple[str, ...]:
        return (ln("dialog", "Scale Image", "", "", "", (700, 300), (520, 440)),
                ln("label", "", "[harbor] (imported)-1", "", "", (730, 330), (300, 20)),
                ln("spin-button", "Width", w, "", "", (800, 380), (140, 28)),
                ln("spin-button", "Height", h, "", "", (800, 414), (140, 28)),
                ln("toggle-button", "Chain", "", "", "pressed", (950, 390), (20, 40)),
                ln("combo-box", "Unit", "px", "", "", (990, 396), (70, 28)),
                ln("label", "", f"{w} × {h} pixels", "", "", (800, 448), (200, 20)),
                ln("spin-button", "X resolution", "72.000", "", "", (800, 490), (140, 28)),
                ln("spin-button", "Y resolution", "72.000", "", "", (800, 524), (140, 28)),
                ln("combo-box", "Resolution unit", "pixels/in", "", "", (990, 506), (110, 28)),
                ln("combo-box", "Interpolation", "Cubic", "", "", (800, 580), (200, 28)),
                ln("push-button", "Help", "", "", "", (720, 700), (80, 30)),
                ln("push-button", "Reset", "", "", "", (860, 700), (80, 30)),
                ln("push-button", "Scale", "", "", "", (1020, 700), (80, 30)),
                ln("push-button", "Cancel", "", "", "", (1110, 700), (90, 30)))

    T.append((py("pyautogui.click(545, 68)  # Image menu", "pyautogui.click(610, 402)  # Scale Image..."),
              gimp(t_old, "Mar 15  16:41", lay, "25%", "2511, 1874", extra=scale_dlg("4032", "3024"))))
    T.append((py("pyautogui.tripleClick(870, 394)", "pyautogui.typewrite('1600')", "pyautogui.press('tab')"),
              gimp(t_old, "Mar 15  16:41", lay, "25%", "2511, 1874", extra=scale_dlg("1600", "1200"))))
    T.append((py("pyautogui.click(1060, 715)  # Scale"),
              gimp(t_new, "Mar 15  16:42", lay, "25%", "998, 744", message="Scaling... done")))
    T.append((py("pyautogui.hotkey('shift', 'ctrl', 'j')  # View > Zoom > Fit Image in Window"),
              gimp(t_new, "Mar 15  16:42", lay, "72.5%", "846, 611")))
    props = (ln("dialog", "Image Properties", "", "", "", (660, 240), (600, 560)),
             ln("page-tab", "Properties", "", "", "selected", (690, 280), (110, 28)),
             ln("page-tab", "Color Profile", "", "", "", (800, 280), (120, 28)),
             ln("page-tab", "Comment", "", "", "", (920, 280), (100, 28)),
             ln("label", "Size in pixels:", "4032 × 3024 pixels", "", "", (880, 330), (320, 20)),
             ln("label", "Print size:", "22.22 × 16.67 inches", "", "", (880, 356), (320, 20)),
             ln("label", "Resolution:", "72 × 72 ppi", "", "", (880, 382), (320, 20)),
             ln("label", "Color space:", "RGB color", "", "", (880, 408), (320, 20)),
             ln("label", "Precision:", "8-bit gamma integer", "", "", (880, 434), (320, 20)),
             ln("label", "File Name:", "/home/leo/Pictures/harbor.jpg", "", "", (880, 474), (320, 20)),
             ln("label", "File Size:", "3.8 MiB", "", "", (880, 500), (320, 20)),
             ln("label", "File Type:", "JPEG image", "", "", (880, 526), (320, 20)),
             ln("label", "Size in memory:", "18.6 MiB", "", "", (880, 566), (320, 20)),
             ln("label", "Undo steps:", "1", "", "", (880, 592), (320, 20)),
             ln("label", "Redo steps:", "0", "", "", (880, 618), (320, 20)),
             ln("label", "Number of pixels:", "1920000", "", "", (880, 658), (320, 20)),
             ln("label", "Number of layers:", "1", "", "", (880, 684), (320, 20)),
             ln("label", "Number of channels:", "0", "", "", (880, 710), (320, 20)),
             ln("label", "Number of paths:", "0", "", "", (880, 736), (320, 20)),
             ln("push-button", "Close", "", "", "", (1160, 764), (80, 30)))
    T.append((py("pyautogui.hotkey('alt', 'enter')  # Image > Image Properties"),
              gimp(t_new, "Mar 15  16:43", lay, "72.5%", "846, 611", extra=props)))
    usm = (ln("dialog", "Unsharp Mask", "", "", "", (700, 260), (520, 520)),
           ln("check-box", "Preview", "", "", "checked", (730, 560), (100, 22)),
           ln("spin-button", "Radius", "3.000", "", "", (730, 600), (460, 28)),
           ln("spin-button", "Amount", "0.500", "", "", (730, 636), (460, 28)),
           ln("spin-button", "Threshold", "0.000", "", "", (730, 672), (460, 28)),
           ln("push-button", "Reset", "", "", "", (730, 740), (80, 30)),
           ln("push-button", "OK", "", "", "", (1030, 740), (80, 30)),
           ln("push-button", "Cancel", "", "", "", (1120, 740), (90, 30)))
    T.append((py("pyautogui.click(1200, 779)  # Close", "pyautogui.click(780, 68)  # Filters",
                  "pyautogui.click(830, 300)  # Enhance", "pyautogui.click(1010, 470)  # Unsharp Mask..."),
              gimp(t_new, "Mar 15  16:43", lay, "72.5%", "846, 611", extra=usm)))
    T.append((py("pyautogui.tripleClick(960, 650)", "pyautogui.typewrite('0.35\\t')", "pyautogui.click(1070, 755)  # OK"),
              gimp(t_new, "Mar 15  16:44", lay, "72.5%", "912, 655", message="Unsharp Mask... done")))
    exp = (ln("dialog", "Export Image", "", "", "", (460, 160), (1000, 720)),
           ln("text", "Name", "harbor_1600.jpg", "", "focused", (560, 190), (600, 30)),
           ln("push-button", "Pictures", "", "", "", (560, 240), (110, 30)),
           ln("table-cell", "", "harbor.jpg", "", "", (700, 300), (500, 26)),
           ln("table-cell", "", "3.8 MB", "", "", (1210, 300), (100, 26)),
           ln("table-cell", "", "lighthouse.jpg", "", "", (700, 326), (500, 26)),
           ln("table-cell", "", "4.1 MB", "", "", (1210, 326), (100, 26)),
           ln("table-cell", "", "Screenshots", "", "", (700, 352), (500, 26)),
           ln("table-cell", "", "", "", "", (1210, 352), (100, 26)),
           ln("push-button", "Select File Type (By Extension)", "", "", "", (480, 790), (260, 28)),
           ln("push-button", "Export", "", "", "", (1290, 830), (80, 30)),
           ln("push-button", "Cancel", "", "", "", (1380, 830), (70, 30)))
    T.append((py("pyautogui.hotkey('shift', 'ctrl', 'e')", "pyautogui.sleep(1)", "pyautogui.hotkey('ctrl', 'a')",
                  "pyautogui.typewrite('harbor_1600.jpg')"),
              gimp(t_new, "Mar 15  16:45", lay, "72.5%", "912, 655", extra=exp)))
    jpg = (ln("dialog", "Export Image as JPEG", "", "", "", (700, 280), (520, 460)),
           ln("slider", "Quality", "90", "", "", (730, 330), (460, 28)),
           ln("label", "", "File size: 401.7 kB", "", "", (730, 370), (300, 20)),
           ln("check-box", "Show preview in image window", "", "", "checked", (730, 400), (300, 22)),
           ln("check-box", "Save Exif data", "", "", "checked", (730, 440), (300, 22)),
           ln("check-box", "Save XMP data", "", "", "checked", (730, 466), (300, 22)),
           ln("check-box", "Save thumbnail", "", "", "checked", (730, 492), (300, 22)),
           ln("push-button", "Export", "", "", "", (1030, 700), (80, 30)),
           ln("push-button", "Cancel", "", "", "", (1120, 700), (90, 30)))
    T.append((py("pyautogui.click(1330, 845)  # Export", "pyautogui.sleep(1)", "pyautogui.click(730, 412)  # Show preview"),
              gimp(t_new, "Mar 15  16:45", lay, "72.5%", "912, 655", extra=jpg)))
    return dict(tid="h28-os-03", turns=T, bad=True, turn=5, kind="image properties report the original pixel size after the image was scaled",
                state=f"GIMP 2.10 shows /home/leo/Pictures/harbor.jpg (title '{t_old}'), zoom 25%. "
                      "Task: scale the image to 1600 px wide, sharpen it lightly and export it as harbor_1600.jpg.")


# --------------------------------------------------------------------------- VLC
def hms(sec: int) -> str:
    return f"{sec // 3600:02d}:{sec % 3600 // 60:02d}:{sec % 60:02d}"


def vlc(title: str, clock: str | None, elapsed: int, total: int, volume: int, *, speed: str = "1.00x", paused: bool = False,
        playlist: list[tuple[str, str, bool]] | None = None, sort: str = "", osd: str = "", extra: tuple[str, ...] = (),
        fullscreen: bool = False) -> str:
    rows = [ln("frame", title, "", "", "", (0, 0) if fullscreen else (70, 27), (1920, 1080) if fullscreen else (1850, 1053))]
    if not fullscreen:
        rows += menubar(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], y=56)
    rows.append(ln("canvas", "Video", "", "", "", (70, 86) if not fullscreen else (0, 0), (1280 if playlist else 1850, 900) if not fullscreen else (1920, 1080)))
    if osd:
        rows.append(ln("label", "OSD", osd, "", "", (120, 120), (600, 40)))
    if playlist is not None:
        for i, h in enumerate(["Title", "Duration", "Album"]):
            rows.append(ln("table-column-header", h, "", "", "sorted ascending" if h == sort else "", (1360 + [0, 360, 460][i], 90), ([360, 100, 100][i], 26)))
        for r, (t, d, now) in enumerate(playlist):
            rows.append(ln("table-cell", "", t, "", "now playing" if now else "", (1360, 118 + r * 26), (360, 26)))
            rows.append(ln("table-cell", "", d, "", "", (1720, 118 + r * 26), (100, 26)))
            rows.append(ln("table-cell", "", "CS 4820 Spring 2024", "", "", (1820, 118 + r * 26), (100, 26)))
    if not fullscreen:
        rows += [ln("label", "Elapsed time", hms(elapsed), "", "", (80, 992), (80, 20)),
                 ln("slider", "Position", f"{elapsed / total * 100:.1f}%", "", "", (170, 992), (1540, 20)),
                 ln("label", "Total time", hms(total), "", "", (1720, 992), (80, 20)),
                 ln("push-button", "Play" if paused else "Pause", "", "", "", (80, 1020), (40, 40)),
                 ln("push-button", "Previous", "", "", "", (130, 1020), (40, 40)),
                 ln("push-button", "Stop", "", "", "", (170, 1020), (40, 40)),
                 ln("push-button", "Next", "", "", "", (210, 1020), (40, 40)),
                 ln("push-button", "Toggle the video in fullscreen", "", "", "", (270, 1020), (40, 40)),
                 ln("push-button", "Toggle playlist", "", "", "pressed" if playlist is not None else "", (310, 1020), (40, 40)),
                 ln("label", "Playback speed", speed, "", "", (1560, 1030), (60, 20)),
                 ln("slider", "Volume", f"{volume}%", "", "", (1720, 1030), (140, 20))]
    return screen(None if fullscreen else clock, rows + list(extra))


def t04() -> dict:
    L = [("Lecture 01 - Asymptotics and Recurrences.mp4", 4102), ("Lecture 02 - Divide and Conquer.mp4", 4317),
         ("Lecture 03 - Dynamic Programming.mp4", 4449), ("Lecture 04 - Graph Algorithms.mp4", 3765)]

    def pl(now: int, order: list[int]) -> list[tuple[str, str, bool]]:
        return [(L[i][0][:-4], hms(L[i][1]), i == now) for i in order]

    t3 = "Lecture 03 - Dynamic Programming.mp4 - VLC media player"
    T: Turns = []
    T.append((py("pyautogui.hotkey('ctrl', 'l')  # toggle playlist"),
              vlc(t3, "Mar 14  16:02", 785, 4449, 80, playlist=pl(2, [0, 1, 2, 3]))))
    T.append((py("pyautogui.click(110, 68)  # Playback", "pyautogui.click(150, 120)  # Speed", "pyautogui.click(300, 160)  # Faster"),
              vlc(t3, "Mar 14  16:02", 800, 4449, 80, speed="1.25x", osd="Speed: 1.25x", playlist=pl(2, [0, 1, 2, 3]))))
    T.append((py("pyautogui.hotkey('ctrl', 'up')", "pyautogui.hotkey('ctrl', 'up')"),
              vlc(t3, "Mar 14  16:03", 818, 4449, 90, speed="1.25x", osd="Volume: 90%", playlist=pl(2, [0, 1, 2, 3]))))
    T.append((py("pyautogui.click(1770, 103)  # Duration column header"),
              vlc(t3, "Mar 14  16:03", 842, 4449, 90, speed="1.25x", playlist=pl(2, [3, 0, 1, 2]), sort="Duration")))
    info = (ln("dialog", "Current Media Information", "", "", "", (560, 200), (800, 640)),
            ln("page-tab", "General", "", "", "", (580, 230), (100, 28)),
            ln("page-tab", "Metadata", "", "", "", (680, 230), (100, 28)),
            ln("page-tab", "Codec", "", "", "selected", (780, 230), (100, 28)),
            ln("page-tab", "Statistics", "", "", "", (880, 230), (100, 28)),
            ln("tree-item", "Stream 0", "", "", "expanded", (590, 280), (740, 22)),
            ln("label", "Codec", "H264 - MPEG-4 AVC (part 10) (avc1)", "", "", (620, 304), (700, 20)),
            ln("label", "Type", "Video", "", "", (620, 326), (700, 20)),
            ln("label", "Video resolution", "1920x1080", "", "", (620, 348), (700, 20)),
            ln("label", "Buffer dimensions", "1920x1088", "", "", (620, 370), (700, 20)),
            ln("label", "Frame rate", "29.970030", "", "", (620, 392), (700, 20)),
            ln("label", "Decoded format", "Planar 4:2:0 YUV", "", "", (620, 414), (700, 20)),
            ln("tree-item", "Stream 1", "", "", "expanded", (590, 446), (740, 22)),
            ln("label", "Codec", "MPEG AAC Audio (mp4a)", "", "", (620, 470), (700, 20)),
            ln("label", "Language", "English", "", "", (620, 492), (700, 20)),
            ln("label", "Channels", "Stereo", "", "", (620, 514), (700, 20)),
            ln("label", "Sample rate", "44100 Hz", "", "", (620, 536), (700, 20)),
            ln("label", "Bits per sample", "32", "", "", (620, 558), (700, 20)),
            ln("text", "Location", "file:///home/ana/Videos/cs4820/Lecture%2003%20-%20Dynamic%20Programming.mp4", "", "", (580, 780), (660, 26)),
            ln("push-button", "Close", "", "", "", (1260, 800), (80, 30)))
    T.append((py("pyautogui.hotkey('ctrl', 'i')", "pyautogui.click(830, 244)  # Codec tab"),
              vlc(t3, "Mar 14  16:04", 905, 4449, 90, speed="1.25x", playlist=pl(2, [3, 0, 1, 2]), sort="Duration", extra=info)))
    T.append((py("pyautogui.click(1300, 815)  # Close", "pyautogui.hotkey('shift', 's')  # snapshot"),
              vlc(t3, "Mar 14  16:05", 961, 4449, 90, speed="1.25x", playlist=pl(2, [3, 0, 1, 2]), sort="Duration",
                  osd="Snapshot taken: /home/ana/Pictures/vlcsnap-2024-03-14-16h05m03s812.png")))
    t4 = "Lecture 04 - Graph Algorithms.mp4 - VLC media player"
    T.append((py("pyautogui.doubleClick(1540, 131)  # Lecture 04 in the playlist"),
              vlc(t4, "Mar 14  16:05", 2, 3765, 90, speed="1.25x", playlist=pl(3, [3, 0, 1, 2]), sort="Duration")))
    T.append((py("pyautogui.hotkey('ctrl', 'right')  # jump forward 1 minute"),
              vlc(t4, "Mar 14  16:05", 71, 3765, 90, speed="1.25x", playlist=pl(3, [3, 0, 1, 2]), sort="Duration")))
    return dict(tid="h28-os-04", turns=T, bad=False, turn=None, kind="clean",
                state="VLC 3.0.16 is playing /home/ana/Videos/cs4820/Lecture 03 - Dynamic Programming.mp4 at 00:12:41 of 01:14:09, volume 80%, normal speed. "
                      "Task: show the playlist, speed up to 1.25x, raise the volume, check the video codec, take a snapshot and move on to lecture 04.")


# --------------------------------------------------------------------------- GNOME Terminal
class Term:
    def __init__(self, user: str, host: str, cwd: str, lines: list[str]) -> None:
        self.user, self.host, self.cwd = user, host, cwd
        self.buf = list(lines)

    @property
    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}$"

    def title(self) -> str:
        return f"{self.user}@{self.host}: {self.cwd}"

    def run(self, cmd: str, out: str, clock: str, height: int = 38) -> tuple[str, str]:
        if self.buf and self.buf[-1].endswith("$ "):
            self.buf[-1] = self.buf[-1] + cmd
        else:
            self.buf.append(f"{self.prompt} {cmd}")
        if out:
            self.buf += out.rstrip("\n").split("\n")
        self.buf.append(f"{self.prompt} ")
        shown = "\n".join(self.buf[-height:])
        rows = [ln("frame", self.title(), "", "", "", (70, 27), (1400, 900))]
        rows += menubar(["File", "Edit", "View", "Search", "Terminal", "Help"], y=60)
        rows.append(ln("terminal", "Terminal", shown, "", "", (72, 90), (1396, 834)))
        rows.append(ln("scroll-bar", "", "", "", "", (1454, 90), (14, 834)))
        act = py(f"pyautogui.typewrite({cmd!r} + '\\n', interval=0.02)")
        return act, screen(clock, dock("Terminal") + rows)


def t05() -> dict:
    t = Term("dev", "ws-ubuntu", "~/ingest/logs", ["dev@ws-ubuntu:~/ingest/logs$ "])
    T: Turns = []
    T.append(t.run("ls -lh", """total 94M
-rw-r--r-- 1 dev dev  14M Jan 27 23:59 app-2024-01-27.log
-rw-r--r-- 1 dev dev  13M Jan 28 23:59 app-2024-01-28.log
-rw-r--r-- 1 dev dev  16M Jan 29 23:59 app-2024-01-29.log
-rw-r--r-- 1 dev dev  12M Feb 26 23:59 app-2024-02-26.log
-rw-r--r-- 1 dev dev  15M Feb 27 23:59 app-2024-02-27.log
-rw-r--r-- 1 dev dev  11M Feb 28 23:59 app-2024-02-28.log
-rw-r--r-- 1 dev dev 9.8M Feb 29 23:59 app-2024-02-29.log
-rw-r--r-- 1 dev dev 2.3M Mar 14 11:20 app.log
-rw-r--r-- 1 dev dev 640K Mar 14 11:19 worker.log""", "Mar 14  11:20"))
    T.append(t.run("du -sh . && df -h /home | tail -1", """94M	.
/dev/nvme0n1p2  468G  301G  144G  68% /""", "Mar 14  11:21"))
    T.append(t.run("rm -v app-2024-01-*.log", """removed 'app-2024-01-27.log'
removed 'app-2024-01-28.log'
removed 'app-2024-01-29.log'""", "Mar 14  11:21"))
    T.append(t.run("ls -lh", """total 51M
-rw-r--r-- 1 dev dev  12M Feb 26 23:59 app-2024-02-26.log
-rw-r--r-- 1 dev dev  15M Feb 27 23:59 app-2024-02-27.log
-rw-r--r-- 1 dev dev  11M Feb 28 23:59 app-2024-02-28.log
-rw-r--r-- 1 dev dev 9.8M Feb 29 23:59 app-2024-02-29.log
-rw-r--r-- 1 dev dev 2.4M Mar 14 11:22 app.log
-rw-r--r-- 1 dev dev 660K Mar 14 11:22 worker.log""", "Mar 14  11:22"))
    T.append(t.run("gzip -v app-2024-02-2[678].log", """app-2024-02-26.log:	 90.8% -- replaced with app-2024-02-26.log.gz
app-2024-02-27.log:	 90.6% -- replaced with app-2024-02-27.log.gz
app-2024-02-28.log:	 90.9% -- replaced with app-2024-02-28.log.gz""", "Mar 14  11:23"))
    T.append(t.run("ls -lh *.gz", """-rw-r--r-- 1 dev dev 1.1M Feb 26 23:59 app-2024-02-26.log.gz
-rw-r--r-- 1 dev dev 1.4M Feb 27 23:59 app-2024-02-27.log.gz
-rw-r--r-- 1 dev dev 1.0M Feb 28 23:59 app-2024-02-28.log.gz""", "Mar 14  11:23"))
    T.append(t.run("ls -lh", """total 33M
-rw-r--r-- 1 dev dev  16M Jan 29 23:59 app-2024-01-29.log
-rw-r--r-- 1 dev dev 1.1M Feb 26 23:59 app-2024-02-26.log.gz
-rw-r--r-- 1 dev dev 1.4M Feb 27 23:59 app-2024-02-27.log.gz
-rw-r--r-- 1 dev dev 1.0M Feb 28 23:59 app-2024-02-28.log.gz
-rw-r--r-- 1 dev dev 9.8M Feb 29 23:59 app-2024-02-29.log
-rw-r--r-- 1 dev dev 2.5M Mar 14 11:24 app.log
-rw-r--r-- 1 dev dev 680K Mar 14 11:24 worker.log""", "Mar 14  11:24"))
    T.append(t.run("mkdir -p ../archive && mv -v *.gz ../archive/", """renamed 'app-2024-02-26.log.gz' -> '../archive/app-2024-02-26.log.gz'
renamed 'app-2024-02-27.log.gz' -> '../archive/app-2024-02-27.log.gz'
renamed 'app-2024-02-28.log.gz' -> '../archive/app-2024-02-28.log.gz'""", "Mar 14  11:25"))
    T.append(t.run("ls -lh ../archive", """total 3.5M
-rw-r--r-- 1 dev dev 1.1M Feb 26 23:59 app-2024-02-26.log.gz
-rw-r--r-- 1 dev dev 1.4M Feb 27 23:59 app-2024-02-27.log.gz
-rw-r--r-- 1 dev dev 1.0M Feb 28 23:59 app-2024-02-28.log.gz""", "Mar 14  11:25"))
    T.append(t.run("tail -n 4 worker.log", """2024-03-14T11:25:31.884Z INFO  worker-3 batch=88213 rows=5000 took=412ms
2024-03-14T11:25:33.102Z INFO  worker-1 batch=88214 rows=5000 took=398ms
2024-03-14T11:25:34.517Z WARN  worker-2 batch=88215 retry=1 reason="upstream 503"
2024-03-14T11:25:35.940Z INFO  worker-2 batch=88215 rows=5000 took=1207ms""", "Mar 14  11:25"))
    return dict(tid="h28-os-05", turns=T, bad=True, turn=7, kind="a log file removed with rm shows up again in a later directory listing",
                state="A GNOME Terminal window is open in ~/ingest/logs (user dev on ws-ubuntu); the ingest service is still running and appends to app.log and worker.log. "
                      "Task: delete the January logs, compress the Feb 26-28 logs and move the archives to ../archive.")


# --------------------------------------------------------------------------- Document Viewer (Evince)
def evince(title: str, clock: str, page_label: str, of: str, zoom: str, *, sidebar: str = "Thumbnails",
           side_rows: list[str] | None = None, page_text: str = "", find: str = "", extra: tuple[str, ...] = ()) -> str:
    rows = [ln("frame", title, "", "", "", (70, 27), (1850, 1053)),
            ln("toggle-button", "Side pane", "", "", "pressed" if side_rows is not None else "", (80, 40), (34, 34)),
            ln("text", "Select page", page_label, "", "", (130, 42), (70, 30)),
            ln("label", "", of, "", "", (204, 46), (120, 22)),
            ln("push-button", "Previous Page", "", "", "", (330, 40), (34, 34)),
            ln("push-button", "Next Page", "", "", "", (366, 40), (34, 34)),
            ln("toggle-button", "Search", "", "", "pressed" if find else "", (1560, 40), (34, 34)),
            ln("combo-box", "Zoom", zoom, "", "", (1600, 40), (110, 34)),
            ln("push-button", "File options", "", "", "", (1720, 40), (34, 34)),
            ln("push-button", "Annotate the document", "", "", "", (1760, 40), (34, 34))]
    if find:
        rows.append(ln("text", "Find", find, "", "", (760, 84), (400, 32)))
    if side_rows is not None:
        rows.append(ln("combo-box", "Sidebar view", sidebar, "", "", (80, 90), (260, 30)))
        rows += side_rows
    rows.append(ln("document-frame", "Page", page_text, "", "", (360 if side_rows is not None else 80, 130), (1400, 940)))
    return screen(clock, rows + list(extra))


def t06() -> dict:
    title = "Annual_Report_2023.pdf — Annual Report 2023 — Northwind Logistics"
    results = [("3", "…median API latency fell to 142 ms after the edge rollout…"),
               ("3", "…tail latency (p99) remained above the 900 ms target in Q2…"),
               ("9", "…latency-sensitive customers moved to the Frankfurt region…"),
               ("11", "…warehouse scanner latency, measured end to end, improved 31%…"),
               ("14", "…Table 4: network latency by region, ms…"),
               ("14", "…latency in APAC is driven mainly by the Sydney hop…"),
               ("17", "…our latency SLA credits totalled $212,400…"),
               ("22", "…reduce dispatch latency with on-device routing…"),
               ("22", "…the latency budget for the new tracker firmware…"),
               ("29", "…latency, throughput and cost per parcel (Figure 9)…"),
               ("35", "…no customer-visible latency regressions during the migration…"),
               ("41", "…Glossary: latency — the delay between…")]

    def res_rows(sel: int) -> list[str]:
        out = [ln("label", "", "12 results", "", "", (90, 126), (240, 20))]
        for i, (pg, snip) in enumerate(results):
            out.append(ln("list-item", f"Page {pg}", snip, "", "selected" if i == sel else "", (80, 150 + i * 56), (270, 54)))
        return out

    p3 = ("Operations review\n1.2 Platform performance\nIn 2023 the median API latency fell to 142 ms after the edge rollout "
          "completed in March. However, tail latency (p99) remained above the 900 ms target in Q2 before the queue redesign.\n3")
    T: Turns = []
    T.append((py("pyautogui.hotkey('ctrl', 'f')", "pyautogui.typewrite('latency')", "pyautogui.press('enter')"),
              evince(title, "Mar 18  09:12", "3", "(7 of 48)", "100%", sidebar="Search results", side_rows=res_rows(0), page_text=p3,
                     find="latency")))
    T.append((py("pyautogui.press('enter')  # next match"),
              evince(title, "Mar 18  09:12", "3", "(7 of 48)", "100%", sidebar="Search results", side_rows=res_rows(1), page_text=p3,
                     find="latency")))
    T.append((py("pyautogui.hotkey('ctrl', 'plus')"),
              evince(title, "Mar 18  09:13", "3", "(7 of 48)", "125%", sidebar="Search results", side_rows=res_rows(1), page_text=p3,
                     find="latency")))
    p22 = ("Outlook\n5.1 Product roadmap\nIn 2024 we will reduce dispatch latency with on-device routing on the H3 handhelds, "
           "and cap the latency budget for the new tracker firmware at 250 ms per update.\n22")
    T.append((py("pyautogui.press('escape')", "pyautogui.tripleClick(165, 57)  # page entry", "pyautogui.typewrite('22\\n')"),
              evince(title, "Mar 18  09:14", "22", "(26 of 48)", "125%", sidebar="Search results", side_rows=res_rows(1), page_text=p22)))
    annots = [ln("label", "", "Page 26", "", "", (90, 126), (240, 20)),
              ln("list-item", "Highlight", "maya — reduce dispatch latency with on-device routing", "", "", (80, 150), (270, 54))]
    hl = (ln("panel", "Highlight annotation", "", "", "reduce dispatch latency with on-device routing", (700, 300), (620, 26)),)
    T.append((py("pyautogui.click(1775, 57)  # Annotate", "pyautogui.click(1700, 100)  # Highlight text",
                  "pyautogui.moveTo(700, 312)", "pyautogui.dragTo(1318, 312, duration=0.6)"),
              evince(title, "Mar 18  09:15", "22", "(26 of 48)", "125%", sidebar="Annotations", side_rows=annots, page_text=p22, extra=hl)))
    outline = [("Letter to shareholders", "1"), ("1 Operations review", "2"), ("2 Network", "8"), ("3 Customers", "12"),
               ("4 Financial statements", "15"), ("5 Outlook", "21"), ("Appendix A: Glossary", "41"), ("Appendix B: Data tables", "44")]
    orows = [ln("tree-item", n, p, "", "selected" if n == "5 Outlook" else "", (80, 126 + i * 30), (270, 28)) for i, (n, p) in enumerate(outline)]
    T.append((py("pyautogui.click(210, 105)  # Sidebar view", "pyautogui.click(210, 165)  # Outline"),
              evince(title, "Mar 18  09:15", "22", "(26 of 48)", "125%", sidebar="Outline", side_rows=orows, page_text=p22, extra=hl)))
    props = (ln("dialog", "Properties", "", "", "", (660, 200), (600, 620)),
             ln("label", "Title:", "Annual Report 2023", "", "", (860, 250), (380, 20)),
             ln("label", "Location:", "/home/maya/Documents/Annual_Report_2023.pdf", "", "", (860, 276), (380, 20)),
             ln("label", "Author:", "Northwind Logistics Investor Relations", "", "", (860, 302), (380, 20)),
             ln("label", "Creator:", "Adobe InDesign 18.5 (Macintosh)", "", "", (860, 328), (380, 20)),
             ln("label", "Producer:", "Adobe PDF Library 17.0", "", "", (860, 354), (380, 20)),
             ln("label", "Created:", "02/14/2024 09:12:33 AM", "", "", (860, 380), (380, 20)),
             ln("label", "Modified:", "02/14/2024 09:14:02 AM", "", "", (860, 406), (380, 20)),
             ln("label", "Number of Pages:", "48", "", "", (860, 432), (380, 20)),
             ln("label", "Optimized:", "Yes", "", "", (860, 458), (380, 20)),
             ln("label", "Format:", "PDF-1.6", "", "", (860, 484), (380, 20)),
             ln("label", "Security:", "No", "", "", (860, 510), (380, 20)),
             ln("label", "Paper Size:", "A4, Portrait (210 × 297 mm)", "", "", (860, 536), (380, 20)),
             ln("label", "Size:", "3.2 MB", "", "", (860, 562), (380, 20)),
             ln("push-button", "Close", "", "", "", (1160, 770), (80, 30)))
    T.append((py("pyautogui.click(1737, 57)  # File options", "pyautogui.click(1700, 300)  # Properties"),
              evince(title, "Mar 18  09:16", "22", "(26 of 48)", "125%", sidebar="Outline", side_rows=orows, page_text=p22, extra=hl + props)))
    save = (ln("dialog", "Save a Copy", "", "", "", (460, 160), (1000, 720)),
            ln("text", "Name", "Annual_Report_2023_annotated.pdf", "", "focused", (560, 190), (600, 30)),
            ln("push-button", "Documents", "", "", "", (560, 240), (120, 30)),
            ln("table-cell", "", "Annual_Report_2023.pdf", "", "", (700, 300), (500, 26)),
            ln("table-cell", "", "3.2 MB", "", "", (1210, 300), (100, 26)),
            ln("table-cell", "", "board_minutes_feb.odt", "", "", (700, 326), (500, 26)),
            ln("table-cell", "", "41.8 kB", "", "", (1210, 326), (100, 26)),
            ln("push-button", "Cancel", "", "", "", (480, 170), (80, 30)),
            ln("push-button", "Save", "", "", "", (1370, 170), (70, 30)))
    T.append((py("pyautogui.click(1200, 785)  # Close", "pyautogui.hotkey('ctrl', 's')", "pyautogui.sleep(1)",
                  "pyautogui.hotkey('ctrl', 'a')", "pyautogui.typewrite('Annual_Report_2023_annotated.pdf')"),
              evince(title, "Mar 18  09:17", "22", "(26 of 48)", "125%", sidebar="Outline", side_rows=orows, page_text=p22, extra=hl + save)))
    return dict(tid="h28-os-06", turns=T, bad=False, turn=None, kind="clean",
                state="Document Viewer (Evince) shows /home/maya/Documents/Annual_Report_2023.pdf (48 pages, front matter numbered i-iv so printed page n is physical page n+4) at page i, 100%. "
                      "Task: find the passages on latency, highlight the roadmap sentence on printed page 22 and start saving an annotated copy.")


# --------------------------------------------------------------------------- Settings
PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
          "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers",
          "Removable Media", "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, clock: str, body: list[str], extra: tuple[str, ...] = ()) -> str:
    rows = [ln("frame", "Settings", "", "", "", (380, 120), (1160, 820)),
            ln("push-button", "Search", "", "", "", (392, 130), (34, 34)),
            ln("label", "", panel, "", "", (880, 136), (300, 24))]
    for i, p in enumerate(PANELS):
        rows.append(ln("list-item", p, "", "", "selected" if p == panel else "", (382, 176 + i * 30), (260, 30)))
    return screen(clock, rows + body + list(extra))


def t07() -> dict:
    apps = ["Calendar", "Firefox Web Browser", "Files", "Software", "Terminal", "Text Editor", "Thunderbird Mail", "Zoom"]

    def notif(dnd: bool, tb: str = "On") -> list[str]:
        out = [ln("label", "", "Do Not Disturb", "", "", (680, 190), (300, 22)),
               ln("toggle-button", "Do Not Disturb", "", "", "checked" if dnd else "unchecked", (1440, 186), (50, 28)),
               ln("label", "", "Lock Screen Notifications", "", "", (680, 236), (300, 22)),
               ln("toggle-button", "Lock Screen Notifications", "", "", "checked", (1440, 232), (50, 28)),
               ln("label", "", "Applications", "", "", (680, 290), (300, 22))]
        for i, a in enumerate(apps):
            st = tb if a == "Thunderbird Mail" else "On"
            out.append(ln("list-item", a, st, "", "", (680, 320 + i * 50), (820, 48)))
        return out

    T: Turns = []
    T.append((py("pyautogui.click(510, 311)  # Notifications"),
              settings("Notifications", "Mar 19  09:31", notif(False))))
    T.append((py("pyautogui.click(1465, 200)  # Do Not Disturb switch"),
              settings("Notifications", "Mar 19  09:31", notif(True))))
    T.append((py("pyautogui.click(510, 581)  # Displays", "pyautogui.click(1040, 191)  # Night Light tab"),
              settings("Displays", "Mar 19  09:32", [
                  ln("page-tab", "Displays", "", "", "", (860, 176), (120, 30)),
                  ln("page-tab", "Night Light", "", "", "selected", (980, 176), (120, 30)),
                  ln("toggle-button", "Night Light", "", "", "unchecked", (1440, 236), (50, 28)),
                  ln("radio-button", "Sunset to Sunrise", "", "", "checked", (700, 300), (300, 28)),
                  ln("radio-button", "Manual Schedule", "", "", "", (700, 336), (300, 28)),
                  ln("slider", "Color Temperature", "4000 K", "", "", (700, 420), (780, 30))])))
    T.append((py("pyautogui.click(1465, 250)  # Night Light switch", "pyautogui.click(510, 311)  # back to Notifications"),
              settings("Notifications", "Mar 19  09:33", notif(False))))
    tb_dlg = (ln("dialog", "Thunderbird Mail", "", "", "", (760, 260), (420, 430)),
              ln("toggle-button", "Notifications", "", "", "checked", (1100, 300), (50, 28)),
              ln("toggle-button", "Sound Alerts", "", "", "checked", (1100, 350), (50, 28)),
              ln("toggle-button", "Notification Popups", "", "", "checked", (1100, 400), (50, 28)),
              ln("toggle-button", "Show Message Content in Popups", "", "", "unchecked", (1100, 450), (50, 28)),
              ln("toggle-button", "Lock Screen Notifications", "", "", "checked", (1100, 500), (50, 28)),
              ln("toggle-button", "Show Message Content on Lock Screen", "", "", "unchecked", (1100, 550), (50, 28)),
              ln("push-button", "Close", "", "", "", (1140, 266), (30, 30)))
    T.append((py("pyautogui.click(1090, 644)  # Thunderbird Mail row"),
              settings("Notifications", "Mar 19  09:33", notif(False), tb_dlg)))
    tb_dlg2 = tuple(r.replace("Sound Alerts\t\t\tchecked", "Sound Alerts\t\t\tunchecked") for r in tb_dlg)
    T.append((py("pyautogui.click(1125, 364)  # Sound Alerts switch"),
              settings("Notifications", "Mar 19  09:34", notif(False), tb_dlg2)))
    T.append((py("pyautogui.click(1155, 281)  # Close"),
              settings("Notifications", "Mar 19  09:34", notif(False))))
    return dict(tid="h28-os-07", turns=T, bad=True, turn=4, kind="the Do Not Disturb switch the agent turned on shows off again with no action on it",
                state="GNOME Settings is open on the Network panel. Task: turn on Do Not Disturb, turn on Night Light, and silence Thunderbird's notification sounds.")


# --------------------------------------------------------------------------- Inkscape
def inkscape(modified: bool, clock: str, tool: str, ctrl: list[tuple[str, str]], unit: str, status: str, zoom: str,
             xml: list[tuple[str, str]] | None = None, attrs: list[tuple[str, str]] | None = None, cursor: str = "") -> str:
    rows = [ln("frame", ("*" if modified else "") + "badge.svg - Inkscape", "", "", "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help"], y=56)
    for i, t in enumerate(["Selector", "Node", "Zoom", "Rectangle", "Ellipse", "Star", "Pen", "Pencil", "Text", "Gradient", "Dropper"]):
        rows.append(ln("toggle-button", t, "", "", "pressed" if t == tool else "", (72, 130 + i * 36), (34, 34)))
    for i, (k, v) in enumerate(ctrl):
        rows.append(ln("spin-button", k, v, "", "", (130 + i * 150, 92), (140, 28)))
    rows.append(ln("combo-box", "Units", unit, "", "", (130 + len(ctrl) * 150, 92), (70, 28)))
    rows.append(ln("canvas", "Canvas", "", "", "", (110, 124), (1400 if xml is not None else 1800, 880)))
    if xml is not None:
        rows.append(ln("page-tab", "XML Editor (Ctrl+Shift+X)", "", "", "selected", (1520, 124), (390, 28)))
        for i, (node, d) in enumerate(xml):
            rows.append(ln("tree-item", node, "", "", d, (1530 + (0 if node.startswith("<svg:svg") else 20), 160 + i * 26), (370, 24)))
        for i, (k, v) in enumerate(attrs or []):
            rows.append(ln("table-cell", k, v, "", "", (1530, 420 + i * 26), (370, 24)))
    rows.append(ln("label", "Fill", "#3465a4" if "Rectangle" in status else "", "", "", (80, 1020), (60, 40)))
    rows.append(ln("combo-box", "Current layer", "Layer 1", "", "", (160, 1030), (160, 26)))
    rows.append(ln("label", "Status", status, "", "", (340, 1030), (1000, 26)))
    rows.append(ln("label", "Cursor coordinates", cursor, "", "", (1560, 1030), (160, 26)))
    rows.append(ln("spin-button", "Zoom", zoom, "", "", (1730, 1030), (80, 26)))
    rows.append(ln("spin-button", "Rotation", "0.00°", "", "", (1820, 1030), (80, 26)))
    return screen(clock, rows)


def t08() -> dict:
    rect = [("style", "fill:#3465a4;stroke:none;stroke-width:0.264583"), ("width", "79.375"), ("height", "52.916668"),
            ("x", "42.333332"), ("y", "31.75")]
    base = [("<svg:svg id=\"svg8\">", "expanded"), ("<sodipodi:namedview id=\"base\">", ""), ("<svg:defs id=\"defs2\">", ""),
            ("<svg:g id=\"layer1\" inkscape:label=\"Layer 1\">", "expanded")]
    sel1 = "Rectangle in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s)."
    T: Turns = []
    T.append((py("pyautogui.press('r')  # rectangle tool", "pyautogui.moveTo(600, 400)", "pyautogui.dragTo(900, 600, duration=0.5)"),
              inkscape(True, "Mar 20  13:50", "Rectangle", [("W", "300.000"), ("H", "200.000"), ("Rx", "0.000"), ("Ry", "0.000")], "px",
                       "Rectangle in layer Layer 1. Drag to draw a rectangle. Drag controls to round corners and resize from edges.", "100%", cursor="121.708, 84.667")))
    T.append((py("pyautogui.click(775, 106)  # Units", "pyautogui.click(775, 190)  # mm"),
              inkscape(True, "Mar 20  13:50", "Rectangle", [("W", "79.375"), ("H", "52.917"), ("Rx", "0.000"), ("Ry", "0.000")], "mm",
                       "Rectangle in layer Layer 1. Drag to draw a rectangle. Drag controls to round corners and resize from edges.", "100%", cursor="121.708, 84.667")))
    x1 = base + [("<svg:rect id=\"rect846\">", "selected")]
    T.append((py("pyautogui.hotkey('ctrl', 'shift', 'x')"),
              inkscape(True, "Mar 20  13:51", "Rectangle", [("W", "79.375"), ("H", "52.917"), ("Rx", "0.000"), ("Ry", "0.000")], "mm",
                       "Rectangle in layer Layer 1. Drag to draw a rectangle. Drag controls to round corners and resize from edges.", "100%",
                       xml=x1, attrs=[("id", "rect846")] + rect, cursor="121.708, 84.667")))
    x2 = base + [("<svg:rect id=\"rect846\">", ""), ("<svg:rect id=\"rect848\">", "selected")]
    T.append((py("pyautogui.press('s')  # selector", "pyautogui.hotkey('ctrl', 'd')"),
              inkscape(True, "Mar 20  13:51", "Selector", [("X", "42.333"), ("Y", "31.750"), ("W", "79.375"), ("H", "52.917")], "mm",
                       sel1, "100%", xml=x2, attrs=[("id", "rect848")] + rect, cursor="121.708, 84.667")))
    rect2 = [a if a[0] != "x" else ("x", "140") for a in rect]
    T.append((py("pyautogui.tripleClick(200, 106)  # X", "pyautogui.typewrite('140\\n')"),
              inkscape(True, "Mar 20  13:52", "Selector", [("X", "140.000"), ("Y", "31.750"), ("W", "79.375"), ("H", "52.917")], "mm",
                       sel1, "100%", xml=x2, attrs=[("id", "rect848")] + rect2, cursor="121.708, 84.667")))
    x3 = base + [("<svg:rect id=\"rect846\">", "selected"), ("<svg:rect id=\"rect848\">", "selected")]
    T.append((py("pyautogui.click(800, 900)  # canvas focus", "pyautogui.hotkey('ctrl', 'a')"),
              inkscape(True, "Mar 20  13:52", "Selector", [("X", "42.333"), ("Y", "31.750"), ("W", "177.042"), ("H", "52.917")], "mm",
                       "2 objects of type Rectangle in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).", "100%",
                       xml=x3, attrs=[], cursor="95.250, 164.042")))
    T.append((py("pyautogui.press('5')  # zoom to page"),
              inkscape(True, "Mar 20  13:53", "Selector", [("X", "42.333"), ("Y", "31.750"), ("W", "177.042"), ("H", "52.917")], "mm",
                       "2 objects of type Rectangle in layer Layer 1. Click selection to toggle scale/rotation handles (or Shift+s).", "78%",
                       xml=x3, attrs=[], cursor="122.131, 210.335")))
    T.append((py("pyautogui.hotkey('ctrl', 's')"),
              inkscape(False, "Mar 20  13:53", "Selector", [("X", "42.333"), ("Y", "31.750"), ("W", "177.042"), ("H", "52.917")], "mm",
                       "Drawing saved to /home/ruth/Design/badge.svg.", "78%", xml=x3, attrs=[], cursor="122.131, 210.335")))
    return dict(tid="h28-os-08", turns=T, bad=False, turn=None, kind="clean",
                state="Inkscape 1.1 has /home/ruth/Design/badge.svg open: an empty A4 page in millimetres (title 'badge.svg - Inkscape'), zoom 100%. "
                      "Task: draw a 300x200 px blue rectangle, duplicate it, place the copy at X = 140 mm and save.")


# --------------------------------------------------------------------------- Thunderbird
def tbird(folder: str, clock: str, msgs: list[tuple[str, str, str, str]], counts: dict[str, int], status: str, *,
          sel: str = "", pane: list[str] | None = None, extra: tuple[str, ...] = ()) -> str:
    rows = [ln("frame", f"{folder} - kim.mendes@harbourline.io - Mozilla Thunderbird", "", "", "", (70, 27), (1850, 1053)),
            ln("push-button", "Get Messages", "", "", "", (80, 70), (120, 30)),
            ln("push-button", "Write", "", "", "", (210, 70), (80, 30)),
            ln("push-button", "Tag", "", "", "", (300, 70), (60, 30)),
            ln("text", "Search <Ctrl+K>", "", "", "", (1400, 70), (400, 30)),
            ln("tree-item", "kim.mendes@harbourline.io", "", "", "expanded", (80, 120), (300, 26))]
    for i, f in enumerate(["Inbox", "Drafts", "Sent", "Archives", "Receipts", "Junk", "Trash"]):
        n = counts.get(f, 0)
        rows.append(ln("tree-item", f + (f" ({n})" if n else ""), "", "", "selected" if f == folder else "", (100, 150 + i * 28), (280, 26)))
    for i, h in enumerate(["Subject", "Correspondents" if folder != "Sent" else "Recipient", "Date"]):
        rows.append(ln("table-column-header", h, "", "", "sorted ascending" if h == "Date" else "", (400 + [0, 700, 1100][i], 110), ([700, 400, 300][i], 26)))
    for r, (subj, who, date, flags) in enumerate(msgs):
        d = ", ".join(x for x in [flags, "selected" if subj == sel else ""] if x)
        rows.append(ln("table-row", subj, f"{subj} | {who} | {date}", "", d, (400, 138 + r * 26), (1500, 26)))
    if pane:
        rows += pane
    rows.append(ln("label", "", status, "", "", (1500, 1050), (400, 22)))
    return screen(clock, rows + list(extra))


def t09() -> dict:
    subj = "Q2 vendor contract — redlines"
    inbox = [["Your March statement is ready", "Northwind Bank", "3/13/2024, 5:22 PM", ""],
             ["[infra] Nightly backup report: OK", "backup-bot", "6:00 AM", "unread"],
             ["Standup notes 3/14", "Tomás Ortega", "9:05 AM", "unread"],
             ["Lunch & learn: Rust in production", "Priya Raman", "9:41 AM", "unread"],
             ["Re: offsite venue shortlist", "Jae-won Park", "9:52 AM", "unread"],
             ["Invoice 2024-0311 from Linear", "Linear", "10:03 AM", "unread, attachment"],
             ["Your package has shipped", "Shopify", "10:06 AM", "unread"],
             [subj, "Dana Whitfield", "10:12 AM", "unread, attachment"]]
    counts = {"Inbox": 7, "Junk": 2}
    total = 214

    def ib() -> list[tuple[str, str, str, str]]:
        return [tuple(m) for m in inbox]  # type: ignore[misc]

    def unread() -> int:
        return sum("unread" in m[3] for m in inbox)

    T: Turns = []
    body = ("Hi Kim,\nAttached are our redlines on the Q2 vendor agreement. The main changes are in §4.2 (payment terms, net 45 instead of net 30) "
            "and §9 (liability cap). Could you send your comments by Friday?\nThanks,\nDana")
    pane = [ln("label", "From", "Dana Whitfield <dana.whitfield@corvidsupply.com>", "", "", (400, 520), (900, 22)),
            ln("label", "To", "Kim Mendes <kim.mendes@harbourline.io>", "", "", (400, 546), (900, 22)),
            ln("label", "Subject", subj, "", "", (400, 572), (900, 22)),
            ln("label", "Date", "3/14/2024, 10:12 AM", "", "", (1500, 520), (300, 22)),
            ln("push-button", "Reply", "", "", "", (1500, 560), (80, 28)),
            ln("push-button", "Forward", "", "", "", (1590, 560), (90, 28)),
            ln("push-button", "Archive", "", "", "", (1690, 560), (90, 28)),
            ln("document-frame", "Message body", body, "", "", (400, 610), (1500, 300)),
            ln("push-button", "Corvid_Q2_agreement_redlines.docx", "", "", "52.6 KB", (400, 930), (400, 30))]
    inbox[7][3] = "attachment"
    counts["Inbox"] = unread()
    T.append((py("pyautogui.click(900, 333)  # Dana's message"),
              tbird("Inbox", "Mar 14  10:31", ib(), counts, f"Unread: {unread()}   Total: {total}", sel=subj, pane=pane)))
    quote = "On 3/14/2024 10:12 AM, Dana Whitfield wrote:\n> Hi Kim,\n> Attached are our redlines on the Q2 vendor agreement. …"
    mine = ("Hi Dana,\n\nThanks — net 45 works for us. On §9 we can accept a cap of 2x annual fees but not 1x. "
            "Our comments are in the attached version.\n\nBest,\nKim\n\n")

    def compose(text: str, att: tuple[str, ...] = ()) -> tuple[str, ...]:
        out = [ln("frame", f"Write: Re: {subj} - Thunderbird", "", "", "", (300, 80), (1300, 900)),
               ln("push-button", "Send", "", "", "", (320, 120), (80, 30)),
               ln("push-button", "Attach", "", "", "", (420, 120), (90, 30)),
               ln("combo-box", "From", "Kim Mendes <kim.mendes@harbourline.io>", "", "", (420, 170), (900, 28)),
               ln("text", "To", "Dana Whitfield <dana.whitfield@corvidsupply.com>", "", "", (420, 204), (900, 28)),
               ln("text", "Subject", f"Re: {subj}", "", "", (420, 238), (900, 28)),
               ln("document-frame", "Message body", text, "", "", (320, 280), (1260, 560))]
        if att:
            out.append(ln("label", "", f"{len(att)} attachment  48.2 KB", "", "", (320, 850), (400, 22)))
            out += [ln("list-item", a, "", "", "", (320, 876), (400, 26)) for a in att]
        return tuple(out)

    T.append((py("pyautogui.click(1540, 574)  # Reply"),
              tbird("Inbox", "Mar 14  10:32", ib(), counts, f"Unread: {unread()}   Total: {total}", sel=subj, pane=pane,
                    extra=compose("\n\n" + quote))))
    T.append((py(f"pyautogui.typewrite({mine!r}, interval=0.01)"),
              tbird("Inbox", "Mar 14  10:36", ib(), counts, f"Unread: {unread()}   Total: {total}", sel=subj, pane=pane,
                    extra=compose(mine + quote))))
    chooser = (ln("dialog", "Attach File(s)", "", "", "", (460, 200), (1000, 640)),
               ln("push-button", "Documents", "", "", "", (480, 240), (120, 30)),
               ln("push-button", "contracts", "", "", "", (600, 240), (110, 30)),
               ln("table-cell", "", "contract_v2_signed.pdf", "", "", (700, 300), (500, 26)),
               ln("table-cell", "", "contract_v3_redlines_km.docx", "", "selected", (700, 326), (500, 26)),
               ln("table-cell", "", "rate_card_2024.xlsx", "", "", (700, 352), (500, 26)),
               ln("push-button", "Open", "", "", "", (1360, 210), (80, 30)))
    T.append((py("pyautogui.click(465, 135)  # Attach", "pyautogui.sleep(1)", "pyautogui.click(900, 339)  # contract_v3_redlines_km.docx"),
              tbird("Inbox", "Mar 14  10:37", ib(), counts, f"Unread: {unread()}   Total: {total}", sel=subj, pane=pane,
                    extra=compose(mine + quote) + chooser)))
    T.append((py("pyautogui.click(1400, 225)  # Open"),
              tbird("Inbox", "Mar 14  10:37", ib(), counts, f"Unread: {unread()}   Total: {total}", sel=subj, pane=pane,
                    extra=compose(mine + quote, ("contract_v3_redlines_km.docx",)))))
    inbox[7][3] = "attachment, replied"
    T.append((py("pyautogui.hotkey('ctrl', 'enter')  # Send"),
              tbird("Inbox", "Mar 14  10:41", ib(), counts, f"Unread: {unread()}   Total: {total}", sel=subj, pane=pane)))
    inbox.append(["Pipeline #48213 passed for main", "GitLab", "10:42 AM", "unread"])
    total += 1
    counts["Inbox"] = unread()
    T.append((py("pyautogui.click(140, 85)  # Get Messages"),
              tbird("Inbox", "Mar 14  10:42", ib(), counts, f"Unread: {unread()}   Total: {total}", sel=subj, pane=pane)))
    sent = [("Re: offsite venue shortlist", "Jae-won Park", "3/12/2024, 4:18 PM", ""),
            ("Quarterly access review", "IT Security", "3/12/2024, 5:02 PM", "attachment"),
            ("Re: Lunch & learn speakers", "Priya Raman", "3/13/2024, 11:37 AM", ""),
            ("Re: freight quote #5531", "Marco Bellini", "3/13/2024, 3:55 PM", ""),
            (f"Re: {subj}", "Dana Whitfield", "9:58 AM", "attachment")]
    T.append((py("pyautogui.click(200, 220)  # Sent"),
              tbird("Sent", "Mar 14  10:43", sent, counts, "Unread: 0   Total: 389")))
    spane = [ln("label", "From", "Kim Mendes <kim.mendes@harbourline.io>", "", "", (400, 520), (900, 22)),
             ln("label", "To", "Marco Bellini <m.bellini@transalpi.it>", "", "", (400, 546), (900, 22)),
             ln("label", "Subject", "Re: freight quote #5531", "", "", (400, 572), (900, 22)),
             ln("label", "Date", "3/13/2024, 3:55 PM", "", "", (1500, 520), (300, 22)),
             ln("document-frame", "Message body", "Hi Marco,\nThe quote looks fine; please book the 22 March departure.\nKim", "", "", (400, 610), (1500, 300))]
    T.append((py("pyautogui.click(900, 229)  # Re: freight quote #5531"),
              tbird("Sent", "Mar 14  10:43", sent, counts, "Unread: 0   Total: 389", sel="Re: freight quote #5531", pane=spane)))
    inbox[8][3] = ""
    counts["Inbox"] = unread()
    gpane = [ln("label", "From", "GitLab <gitlab@git.harbourline.io>", "", "", (400, 520), (900, 22)),
             ln("label", "Subject", "Pipeline #48213 passed for main", "", "", (400, 572), (900, 22)),
             ln("label", "Date", "3/14/2024, 10:42 AM", "", "", (1500, 520), (300, 22)),
             ln("document-frame", "Message body", "Pipeline #48213 has passed!\nProject: harbourline / billing-api\nBranch: main\nCommit: 9f3c2ab — Bump pydantic to 2.6.4\nDuration: 6 minutes 41 seconds", "", "", (400, 610), (1500, 300))]
    T.append((py("pyautogui.click(160, 164)  # Inbox", "pyautogui.click(900, 359)  # GitLab message"),
              tbird("Inbox", "Mar 14  10:44", ib(), counts, f"Unread: {unread()}   Total: {total}", sel="Pipeline #48213 passed for main", pane=gpane)))
    return dict(tid="h28-os-09", turns=T, bad=True, turn=8, kind="the sent reply is listed with a time earlier than the message it answers and than when it was sent",
                state="Thunderbird 115 shows the Inbox of kim.mendes@harbourline.io (7 unread, 214 messages), newest at the bottom. "
                      "Task: open Dana Whitfield's contract redlines, reply with comments and the redlined file attached, then check the Sent folder.")


# --------------------------------------------------------------------------- Rhythmbox
def rb_status(songs: list[dict]) -> str:
    secs = sum(s["len"] for s in songs)
    mb = sum(s["mb"] for s in songs)
    h, m = secs // 3600, secs % 3600 // 60
    dur = (f"{h} hour{'s' if h > 1 else ''} and " if h else "") + f"{m} minutes"
    return f"{len(songs)} songs, {dur}, {mb:.1f} MB"


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def rhythmbox(source: str, clock: str, songs: list[dict], playing: tuple[dict, int] | None, *, search: str = "",
              playlists: tuple[str, ...] = (), editing: str = "", sort: str = "Artist", desc: bool = False,
              status: str | None = None) -> str:
    rows = [ln("frame", (f"{playing[0]['title']} - Nils Frahm" if playing else "Rhythmbox"), "", "", "", (70, 27), (1850, 1053)),
            ln("push-button", "Previous", "", "", "", (90, 50), (40, 40)),
            ln("push-button", "Pause" if playing else "Play", "", "", "", (134, 50), (40, 40)),
            ln("push-button", "Next", "", "", "", (178, 50), (40, 40))]
    if playing:
        s, el = playing
        rows += [ln("label", "", f"{s['title']} by Nils Frahm from {s['album']}", "", "", (240, 50), (900, 22)),
                 ln("label", "", f"{mmss(el)} of {mmss(s['len'])}", "", "", (1160, 50), (120, 22)),
                 ln("slider", "Position", f"{el / s['len'] * 100:.0f}%", "", "", (240, 76), (1040, 14))]
    rows.append(ln("text", "Search", search, "", "", (1400, 50), (400, 30)))
    side = ["Play Queue", "Music", "Podcasts", "Radio", "Last.fm", "Libre.fm", "My Top Rated", "Recently Added", "Recently Played", *playlists]
    for i, p in enumerate(side):
        if p == editing:
            rows.append(ln("text", "Playlist name", p, "", "editing", (80, 120 + i * 30), (220, 28)))
        else:
            rows.append(ln("list-item", p, "", "", "selected" if p == source else "", (80, 120 + i * 30), (220, 28)))
    cols = ["Track", "Title", "Genre", "Artist", "Album", "Time", "Rating", "Play Count", "Last Played"]
    for i, c in enumerate(cols):
        d = ("sorted descending" if desc else "sorted ascending") if c == sort else ""
        rows.append(ln("table-column-header", c, "", "", d, (320 + i * 170, 110), (170, 26)))
    for r, s in enumerate(songs):
        now = playing is not None and playing[0]["title"] == s["title"]
        cells = [str(s["tr"]), s["title"], s["genre"], "Nils Frahm", s["album"], mmss(s["len"]), "★" * s["rate"], str(s["pc"]), s["last"]]
        rows.append(ln("table-row", s["title"], " | ".join(cells), "", "now playing" if now else "", (320, 138 + r * 26), (1530, 26)))
    rows.append(ln("label", "", rb_status(songs) if status is None else status, "", "", (320, 1040), (700, 22)))
    return screen(clock, rows)


def t10() -> dict:
    def s(tr: int, title: str, album: str, length: int, mb: float, rate: int, pc: int, last: str, genre: str = "Modern Classical") -> dict:
        return dict(tr=tr, title=title, album=album, len=length, mb=mb, rate=rate, pc=pc, last=last, genre=genre)

    lib = [s(2, "Sunson", "All Melody", 518, 19.8, 5, 4, "Mar 2 2024"),
           s(1, "Keep", "Felt", 383, 14.6, 3, 1, "Jan 19 2024"),
           s(3, "Familiar", "Felt", 252, 9.7, 4, 3, "Mar 7 2024"),
           s(1, "Re", "Screws", 182, 7.0, 3, 1, "Feb 11 2024"),
           s(1, "Says", "Spaces", 499, 19.0, 5, 7, "Mar 9 2024", "Electronic"),
           s(5, "Ambre", "Wintermusik", 267, 10.2, 4, 2, "Feb 28 2024")]
    fam = lib[2]
    T: Turns = []
    T.append((py("pyautogui.hotkey('ctrl', 'f')", "pyautogui.typewrite('Nils Frahm')"),
              rhythmbox("Music", "Mar 16  14:10", lib, None, search="Nils Frahm")))
    T.append((py("pyautogui.doubleClick(700, 203)  # Familiar"),
              rhythmbox("Music", "Mar 16  14:11", lib, (fam, 2), search="Nils Frahm")))
    T.append((py("pyautogui.hotkey('ctrl', 'n')  # new playlist"),
              rhythmbox("Music", "Mar 16  14:11", lib, (fam, 21), search="Nils Frahm", playlists=("New Playlist",), editing="New Playlist")))
    T.append((py("pyautogui.hotkey('ctrl', 'a')", "pyautogui.typewrite('Focus\\n')"),
              rhythmbox("Music", "Mar 16  14:11", lib, (fam, 30), search="Nils Frahm", playlists=("Focus",))))
    T.append((py("pyautogui.click(700, 203)  # Familiar", "pyautogui.keyDown('ctrl')", "pyautogui.click(700, 255)  # Says",
                  "pyautogui.click(700, 281)  # Ambre", "pyautogui.keyUp('ctrl')", "pyautogui.rightClick(700, 281)",
                  "pyautogui.click(760, 340)  # Add to Playlist", "pyautogui.click(960, 340)  # Focus"),
              rhythmbox("Music", "Mar 16  14:11", lib, (fam, 52), search="Nils Frahm", playlists=("Focus",))))
    focus = [lib[2], lib[4], lib[5]]
    T.append((py("pyautogui.click(190, 404)  # Focus playlist"),
              rhythmbox("Focus", "Mar 16  14:12", focus, (fam, 91), playlists=("Focus",), sort="")))
    fam["pc"], fam["last"] = 4, "Today 14:15"
    T.append((py("pyautogui.sleep(200)"),
              rhythmbox("Focus", "Mar 16  14:16", focus, (lib[3], 58), playlists=("Focus",), sort="")))
    ranked = sorted(focus, key=lambda x: -x["rate"])
    T.append((py("pyautogui.click(1425, 123)  # Rating column header"),
              rhythmbox("Focus", "Mar 16  14:16", ranked, (lib[3], 63), playlists=("Focus",), sort="Rating", desc=True)))
    return dict(tid="h28-os-10", turns=T, bad=False, turn=None, kind="clean",
                state="Rhythmbox 3.4 shows the Music library (1,284 songs), nothing playing. Task: find the Nils Frahm tracks, play 'Familiar', "
                      "and build a 'Focus' playlist from Familiar, Says and Ambre.")


# --------------------------------------------------------------------------- gedit
def gedit(name: str, folder: str, modified: bool, clock: str, lines: list[str], lncol: tuple[int, int], lang: str, *,
          extra: tuple[str, ...] = (), search: str = "", docs: bool = True) -> str:
    title = (("*" if modified else "") + f"{name} ({folder}) - gedit") if docs else "gedit"
    rows = [ln("frame", title, "", "", "", (70, 27), (1400, 960)),
            ln("push-button", "Open", "", "", "", (82, 40), (80, 34)),
            ln("push-button", "New tab", "", "", "", (166, 40), (34, 34)),
            ln("push-button", "Save", "", "", "", (1300, 40), (70, 34)),
            ln("push-button", "Main menu", "", "", "", (1376, 40), (34, 34))]
    if docs:
        rows.append(ln("page-tab", name, "", "", "selected", (72, 80), (300, 30)))
        if search:
            rows.append(ln("text", "Search", search, "", "", (1000, 120), (380, 30)))
        rows.append(ln("text", "", "\n".join(lines), "", "", (72, 112), (1396, 830)))
        rows += [ln("combo-box", "", lang, "", "", (900, 955), (120, 24)),
                 ln("combo-box", "", "Tab Width: 4", "", "", (1040, 955), (120, 24)),
                 ln("label", "", f"Ln {lncol[0]}, Col {lncol[1]}", "", "", (1180, 955), (120, 24)),
                 ln("combo-box", "", "INS", "", "", (1320, 955), (60, 24))]
    return screen(clock, rows + list(extra))


def t11() -> dict:
    buf = ["# billing-api service configuration", "[server]", 'host = "0.0.0.0"', "port = 8080", "workers = 2", 'log_level = "info"', "",
           "[database]", 'url = "postgres://billing:billing@db.staging.internal:5432/billing"', "pool_size = 10", "timeout_ms = 5000", "",
           "[cache]", 'backend = "redis"', 'url = "redis://cache.staging.internal:6379/0"', "ttl_seconds = 300", "",
           "[features]", "beta_dashboard = false", "export_csv = true", 'sentry_env = "staging"']
    nm, fd = "config.toml", "~/svc/billing-api"
    T: Turns = []
    T.append((py("pyautogui.hotkey('ctrl', 'f')", "pyautogui.typewrite('workers')", "pyautogui.press('enter')"),
              gedit(nm, fd, False, "Mar 21  15:02", buf, (5, 8), "TOML", search="workers",
                    extra=(ln("label", "", "1 of 1", "", "", (1300, 124), (60, 22)),))))
    buf[4] = "workers = 4"
    T.append((py("pyautogui.press('escape')", "pyautogui.press('end')", "pyautogui.press('backspace')", "pyautogui.typewrite('4')"),
              gedit(nm, fd, True, "Mar 21  15:02", buf, (5, 12), "TOML")))
    rep = (ln("dialog", "Find and Replace", "", "", "", (760, 300), (460, 300)),
           ln("text", "Find", "staging", "", "", (880, 340), (300, 30)),
           ln("text", "Replace with", "prod", "", "", (880, 380), (300, 30)),
           ln("check-box", "Match case", "", "", "unchecked", (790, 430), (200, 22)),
           ln("check-box", "Match entire word only", "", "", "unchecked", (790, 456), (200, 22)),
           ln("check-box", "Wrap around", "", "", "checked", (790, 508), (200, 22)),
           ln("push-button", "Replace All", "", "", "", (800, 550), (110, 30)),
           ln("push-button", "Replace", "", "", "", (920, 550), (90, 30)),
           ln("push-button", "Find", "", "", "", (1020, 550), (80, 30)),
           ln("push-button", "Close", "", "", "", (1110, 550), (80, 30)))
    T.append((py("pyautogui.hotkey('ctrl', 'h')", "pyautogui.typewrite('staging\\t')", "pyautogui.typewrite('prod')"),
              gedit(nm, fd, True, "Mar 21  15:03", buf, (5, 12), "TOML", extra=rep)))
    for i, line in enumerate(buf):
        buf[i] = line.replace("staging", "prod")
    rep2 = rep + (ln("label", "", "3 occurrences replaced", "", "", (800, 590), (300, 20)),)
    T.append((py("pyautogui.click(855, 565)  # Replace All"),
              gedit(nm, fd, True, "Mar 21  15:03", buf, (21, 19), "TOML", extra=rep2)))
    T.append((py("pyautogui.click(1150, 565)  # Close", "pyautogui.hotkey('ctrl', 's')"),
              gedit(nm, fd, False, "Mar 21  15:04", buf, (21, 19), "TOML")))
    buf.append("rate_limit_rps = 50")
    T.append((py("pyautogui.hotkey('ctrl', 'end')", "pyautogui.press('enter')", "pyautogui.typewrite('rate_limit_rps = 50')"),
              gedit(nm, fd, True, "Mar 21  15:04", buf, (22, 20), "TOML")))
    T.append((py("pyautogui.hotkey('ctrl', 's')"),
              gedit(nm, fd, False, "Mar 21  15:05", buf, (22, 20), "TOML")))
    goto = (ln("text", "Go to line", "9", "", "", (1100, 120), (200, 30)),)
    T.append((py("pyautogui.hotkey('ctrl', 'i')", "pyautogui.typewrite('9')"),
              gedit(nm, fd, False, "Mar 21  15:05", buf, (9, 1), "TOML", extra=goto)))
    drift = list(buf)
    drift[3] = "port = 8008"
    T.append((py("pyautogui.press('enter')", "pyautogui.press('end')"),
              gedit(nm, fd, False, "Mar 21  15:05", drift, (9, 65), "TOML")))
    T.append((py("pyautogui.hotkey('ctrl', 'f')", "pyautogui.typewrite('rate_limit')", "pyautogui.press('enter')"),
              gedit(nm, fd, False, "Mar 21  15:06", drift, (22, 11), "TOML", search="rate_limit",
                    extra=(ln("label", "", "1 of 1", "", "", (1300, 124), (60, 22)),))))
    T.append((py("pyautogui.press('escape')", "pyautogui.hotkey('ctrl', 'w')"),
              gedit(nm, fd, False, "Mar 21  15:06", [], (1, 1), "TOML", docs=False)))
    return dict(tid="h28-os-11", turns=T, bad=True, turn=9, kind="a config line that was never edited (the server port) reads differently in the editor buffer",
                state="gedit shows ~/svc/billing-api/config.toml (saved, cursor at Ln 1, Col 1). Task: raise workers to 4, point the staging hosts and Sentry env at prod, "
                      "add rate_limit_rps = 50 under [features], save and close.")


# --------------------------------------------------------------------------- Shotwell
def shotwell(clock: str, year: str, month: str, events: list[str], current: str, tags: list[str], header: str,
             thumbs: list[tuple[str, int, bool]], *, info: list[tuple[str, str]] | None = None, search: str = "",
             rating_filter: str = "All + Rejected", extra: tuple[str, ...] = (), editing: str = "") -> str:
    rows = [ln("frame", "Shotwell", "", "", "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"], y=56)
    side = [("Library", 0), ("Photos", 1), ("Last Import", 1), ("Flagged", 1), ("Events", 0), (year, 1), (month, 2)]
    side += [(e, 3) for e in events] + [("No Event", 1), ("Tags", 0)] + [(t, 1) for t in tags]
    for i, (name, lvl) in enumerate(side):
        if name == editing:
            rows.append(ln("text", "Event name", name, "", "editing", (80 + lvl * 18, 90 + i * 28), (260 - lvl * 18, 26)))
            continue
        tag = "tree-item" if lvl < 3 else "list-item"
        d = "selected" if name == current else ("expanded" if name in ("Library", "Events", "Tags", year, month) else "")
        rows.append(ln(tag, name, "", "", d, (80 + lvl * 18, 90 + i * 28), (260 - lvl * 18, 26)))
    rows.append(ln("text", "Search", search, "", "", (1300, 90), (300, 28)))
    rows.append(ln("combo-box", "Rating filter", rating_filter, "", "", (1610, 90), (180, 28)))
    rows.append(ln("heading", "", header, "", "", (360, 126), (900, 26)))
    for i, (name, rate, sel) in enumerate(thumbs):
        x, y = 360 + (i % 6) * 200, 160 + (i // 6) * 220
        d = ("selected" if sel else "")
        rows.append(ln("image", name, name + ("  " + "★" * rate if rate else ""), "", d, (x, y), (190, 210)))
    if info is not None:
        for i, (k, v) in enumerate(info):
            rows.append(ln("label", k, v, "", "", (1600, 160 + i * 26), (300, 24)))
    for i, b in enumerate(["Rotate", "Flip", "Enhance", "Publish", "Slideshow"]):
        rows.append(ln("push-button", b, "", "", "", (360 + i * 110, 1030), (100, 34)))
    rows.append(ln("slider", "Zoom", "", "", "", (1600, 1036), (200, 20)))
    return screen(clock, rows + list(extra))


def t12() -> dict:
    ev = ["Mar 2, 2024", "Mar 9, 2024", "Mar 10, 2024"]
    tags = ["family", "travel"]
    mar9 = [f"IMG_{n}.JPG" for n in range(4501, 4539)]
    mar10 = [f"IMG_{n}.JPG" for n in range(4539, 4561)]

    def th(names: list[str], sel: bool = False, rates: dict[str, int] | None = None) -> list[tuple[str, int, bool]]:
        return [(n, (rates or {}).get(n, 0), sel) for n in names[:18]]

    T: Turns = []
    T.append((py("pyautogui.click(240, 327)  # Mar 9, 2024"),
              shotwell("Mar 17  20:05", "2024", "March", ev, "Mar 9, 2024", tags, "Mar 9, 2024 — 38 photos", th(mar9))))
    dlg = (ln("dialog", "Rename Event", "", "", "", (760, 420), (400, 160)),
           ln("text", "Name:", "", "", "focused", (800, 470), (320, 30)),
           ln("push-button", "Cancel", "", "", "", (930, 530), (90, 30)),
           ln("push-button", "OK", "", "", "", (1030, 530), (90, 30)))
    T.append((py("pyautogui.press('f2')"),
              shotwell("Mar 17  20:05", "2024", "March", ev, "Mar 9, 2024", tags, "Mar 9, 2024 — 38 photos", th(mar9), extra=dlg)))
    ev[1] = "Lisbon trip"
    T.append((py("pyautogui.typewrite('Lisbon trip')", "pyautogui.press('enter')"),
              shotwell("Mar 17  20:06", "2024", "March", ev, "Lisbon trip", tags, "Lisbon trip — 38 photos", th(mar9))))
    T.append((py("pyautogui.click(800, 500)", "pyautogui.hotkey('ctrl', 'a')"),
              shotwell("Mar 17  20:06", "2024", "March", ev, "Lisbon trip", tags, "Lisbon trip — 38 photos selected", th(mar9, True))))
    tags = ["family", "lisbon", "travel"]
    tagdlg = (ln("notification", "", "Added tags lisbon, travel to 38 photos", "", "", (760, 980), (420, 36)),)
    T.append((py("pyautogui.hotkey('ctrl', 't')", "pyautogui.sleep(0.5)", "pyautogui.typewrite('lisbon, travel')", "pyautogui.press('enter')"),
              shotwell("Mar 17  20:07", "2024", "March", ev, "Lisbon trip", tags, "Lisbon trip — 38 photos selected", th(mar9, True), extra=tagdlg)))
    shown = ["Mar 2, 2024", "Mar 9, 2024", "Mar 10, 2024"]
    T.append((py("pyautogui.click(240, 355)  # Mar 10, 2024"),
              shotwell("Mar 17  20:07", "2024", "March", shown, "Mar 10, 2024", tags, "Mar 10, 2024 — 22 photos", th(mar10))))
    info = [("Title", "IMG_4539.JPG"), ("Date", "Sun, Mar 10, 2024 9:14:07 AM"), ("Size", "6000 × 4000"), ("Camera", "FUJIFILM X-T4"),
            ("Exposure", "1/500 sec, f/5.6, 23 mm, ISO 160"), ("Rating", "★★★★")]
    T.append((py("pyautogui.click(455, 265)  # IMG_4539.JPG", "pyautogui.press('4')", "pyautogui.hotkey('ctrl', 'shift', 'x')  # extended info"),
              shotwell("Mar 17  20:08", "2024", "March", shown, "Mar 10, 2024", tags, "Mar 10, 2024 — 22 photos",
                       [(n, 4 if n == "IMG_4539.JPG" else 0, n == "IMG_4539.JPG") for n in mar10[:18]], info=info)))
    exp = (ln("dialog", "Export Photo", "", "", "", (740, 360), (440, 300)),
           ln("combo-box", "Format:", "JPEG", "", "", (900, 400), (240, 30)),
           ln("combo-box", "Quality:", "High (90%)", "", "", (900, 440), (240, 30)),
           ln("combo-box", "Scaling constraint:", "Original size", "", "", (900, 480), (240, 30)),
           ln("check-box", "Export metadata", "", "", "checked", (780, 540), (240, 22)),
           ln("push-button", "Cancel", "", "", "", (950, 610), (90, 30)),
           ln("push-button", "OK", "", "", "", (1050, 610), (90, 30)))
    T.append((py("pyautogui.hotkey('ctrl', 'shift', 'e')"),
              shotwell("Mar 17  20:08", "2024", "March", shown, "Mar 10, 2024", tags, "Mar 10, 2024 — 22 photos",
                       [(n, 4 if n == "IMG_4539.JPG" else 0, n == "IMG_4539.JPG") for n in mar10[:18]], info=info, extra=exp)))
    fc = (ln("dialog", "Export Photo", "", "", "", (460, 160), (1000, 720)),
          ln("text", "Name", "IMG_4539.JPG", "", "focused", (560, 190), (600, 30)),
          ln("push-button", "Pictures", "", "", "", (560, 240), (110, 30)),
          ln("push-button", "export", "", "", "", (670, 240), (90, 30)),
          ln("table-cell", "", "IMG_4211.JPG", "", "", (700, 300), (500, 26)),
          ln("push-button", "Cancel", "", "", "", (480, 170), (80, 30)),
          ln("push-button", "Save", "", "", "", (1370, 170), (70, 30)))
    T.append((py("pyautogui.click(1095, 625)  # OK"),
              shotwell("Mar 17  20:09", "2024", "March", shown, "Mar 10, 2024", tags, "Mar 10, 2024 — 22 photos",
                       [(n, 4 if n == "IMG_4539.JPG" else 0, n == "IMG_4539.JPG") for n in mar10[:18]], info=info, extra=fc)))
    return dict(tid="h28-os-12", turns=T, bad=True, turn=6, kind="a renamed event is listed under its old name in the sidebar",
                state="Shotwell 0.30 shows the photo library; the March 2024 events are unnamed and shown by date (Mar 2: 14 photos, Mar 9: 38, Mar 10: 22). "
                      "Task: name the Mar 9 event 'Lisbon trip', tag its photos lisbon and travel, then rate and export the first Mar 10 photo.")


# --------------------------------------------------------------------------- Firefox
def firefox(tabs: list[str], active: int, url: str, clock: str, content: list[str], extra: tuple[str, ...] = (),
            downloads_btn: bool = False) -> str:
    rows = [ln("frame", f"{tabs[active]} — Mozilla Firefox", "", "", "", (70, 27), (1850, 1053))]
    for i, t in enumerate(tabs):
        rows.append(ln("page-tab", t, "", "", "selected" if i == active else "", (80 + i * 240, 34), (236, 36)))
    rows += [ln("push-button", "Back", "", "", "", (80, 78), (34, 34)),
             ln("push-button", "Reload", "", "", "", (150, 78), (34, 34)),
             ln("entry", "Search with Google or enter address", url, "", "", (300, 78), (1200, 34))]
    if downloads_btn:
        rows.append(ln("push-button", "Downloads", "", "", "", (1760, 78), (34, 34)))
    rows.append(ln("push-button", "Open application menu", "", "", "", (1870, 78), (34, 34)))
    return screen(clock, rows + content + list(extra))


def t13() -> dict:
    wl = {"MSFT": 415.10, "NVDA": 879.52, "AMZN": 176.33, "GOOGL": 139.87, "TSLA": 169.41}
    prev = {"MSFT": 413.40, "NVDA": 889.48, "AMZN": 175.84, "GOOGL": 138.56, "TSLA": 173.52}
    prev_aapl = 171.21
    news = [("Apple's AI push: what to expect at WWDC", 14), ("EU fines Apple €1.8 billion over music streaming", 52),
            ("iPhone shipments in China fall 24% in first six weeks", 95)]

    def page(price: float, vol: str, asof: str, quotes: dict[str, float], newsl: list[tuple[str, int]], sort: str = "") -> list[str]:
        ch = price - prev_aapl
        out = [ln("heading", "", "Apple Inc. (AAPL)", "", "", (300, 160), (600, 36)),
               ln("label", "", "NasdaqGS · Real-time price · Currency in USD", "", "", (300, 198), (600, 20)),
               ln("label", "Price", f"{price:.2f}", "", "", (300, 230), (160, 44)),
               ln("label", "Change", f"{ch:+.2f} ({ch / prev_aapl * 100:+.2f}%)", "", "", (470, 240), (200, 26)),
               ln("label", "", f"As of {asof} EDT. Market open.", "", "", (300, 280), (500, 20)),
               ln("table-cell", "Previous Close", f"{prev_aapl:.2f}", "", "", (300, 320), (300, 24)),
               ln("table-cell", "Open", "171.50", "", "", (300, 346), (300, 24)),
               ln("table-cell", "Day's Range", "170.95 - 172.80", "", "", (300, 372), (300, 24)),
               ln("table-cell", "52 Week Range", "164.08 - 199.62", "", "", (300, 398), (300, 24)),
               ln("table-cell", "Volume", vol, "", "", (300, 424), (300, 24)),
               ln("table-cell", "Market Cap", "2.66T", "", "", (300, 450), (300, 24)),
               ln("link", "10-K annual report (PDF)", "", "", "", (300, 490), (240, 22)),
               ln("heading", "", "My watchlist", "", "", (1100, 160), (400, 28))]
        for i, h in enumerate(["Symbol", "Last", "% Change"]):
            out.append(ln("table-column-header", h, "", "", "sorted descending" if h == sort else "", (1100 + i * 150, 196), (150, 24)))
        keys = list(quotes)
        if sort:
            keys.sort(key=lambda k: -(quotes[k] / prev[k] - 1))
        for r, k in enumerate(keys):
            out += [ln("table-cell", "", k, "", "", (1100, 222 + r * 26), (150, 24)),
                    ln("table-cell", "", f"{quotes[k]:.2f}", "", "", (1250, 222 + r * 26), (150, 24)),
                    ln("table-cell", "", f"{(quotes[k] / prev[k] - 1) * 100:+.2f}%", "", "", (1400, 222 + r * 26), (150, 24))]
        out.append(ln("heading", "", "Latest news", "", "", (300, 560), (400, 28)))
        for r, (t, m) in enumerate(newsl):
            age = "just now" if m == 0 else ("1 minute ago" if m == 1 else f"{m} minutes ago" if m < 60 else f"{m // 60} hour{'s' if m >= 120 else ''} ago")
            out += [ln("link", t, "", "", "", (300, 600 + r * 50), (900, 22)), ln("label", "", f"Reuters · {age}", "", "", (300, 622 + r * 50), (300, 18))]
        return out

    tabs = ["AAPL 172.44 +0.72% : Apple Inc. - TickerDesk", "Weather - Boston, MA"]
    url = "https://www.tickerdesk.com/quote/AAPL"
    T: Turns = []
    T.append((py("pyautogui.hotkey('ctrl', 'l')", f"pyautogui.typewrite('{url}\\n')"),
              firefox(tabs, 0, url, "Mar 14  11:02", page(172.44, "18,402,117", "11:02 AM", wl, news))))
    wl2 = {"MSFT": 415.62, "NVDA": 877.90, "AMZN": 176.51, "GOOGL": 140.02, "TSLA": 168.95}
    news2 = [("Apple shares edge higher as analysts weigh services growth", 0)] + [(t, m + 2) for t, m in news]
    tabs[0] = "AAPL 172.58 +0.80% : Apple Inc. - TickerDesk"
    T.append((py("pyautogui.press('f5')"),
              firefox(tabs, 0, url, "Mar 14  11:04", page(172.58, "19,117,804", "11:04 AM", wl2, news2))))
    dlp = (ln("panel", "Downloads", "", "", "", (1400, 114), (500, 160)),
           ln("list-item", "aapl-20230930-10k.pdf", "3.1 of 8.4 MB (1.2 MB/sec) — 5 seconds left", "", "", (1410, 124), (480, 56)),
           ln("push-button", "Show all downloads", "", "", "", (1410, 240), (480, 28)))
    T.append((py("pyautogui.click(420, 501)  # 10-K annual report (PDF)"),
              firefox(tabs, 0, url, "Mar 14  11:04", page(172.58, "19,117,804", "11:04 AM", wl2, news2), dlp, downloads_btn=True)))
    dlp2 = (ln("panel", "Downloads", "", "", "", (1400, 114), (500, 160)),
            ln("list-item", "aapl-20230930-10k.pdf", "Completed — 8.4 MB", "", "", (1410, 124), (480, 56)),
            ln("push-button", "Show all downloads", "", "", "", (1410, 240), (480, 28)))
    wl3 = {"MSFT": 415.48, "NVDA": 878.66, "AMZN": 176.60, "GOOGL": 140.11, "TSLA": 168.70}
    tabs[0] = "AAPL 172.51 +0.76% : Apple Inc. - TickerDesk"
    T.append((py("pyautogui.sleep(6)"),
              firefox(tabs, 0, url, "Mar 14  11:05", page(172.51, "19,388,240", "11:05 AM", wl3, [(t, m + 1) for t, m in news2]), dlp2, downloads_btn=True)))
    tabs.append("New Tab")
    T.append((py("pyautogui.hotkey('ctrl', 't')"),
              firefox(tabs, 2, "", "Mar 14  11:05", [ln("entry", "Search the web", "", "", "", (700, 300), (600, 40))], downloads_btn=True)))
    tabs[2] = "Library"
    dl_page = [ln("heading", "", "Downloads", "", "", (300, 160), (400, 30)),
               ln("list-item", "aapl-20230930-10k.pdf", "8.4 MB — tickerdesk.com — 11:05 AM", "", "", (300, 200), (1200, 50)),
               ln("list-item", "boarding_pass_BOS-SFO.pdf", "212 KB — jetblue.com — Yesterday", "", "", (300, 252), (1200, 50)),
               ln("list-item", "tax_organizer_2023.xlsx", "96.4 KB — drive.google.com — 3/9/2024", "", "", (300, 304), (1200, 50))]
    T.append((py("pyautogui.typewrite('about:downloads\\n')"),
              firefox(tabs, 2, "about:downloads", "Mar 14  11:05", dl_page, downloads_btn=True)))
    wl4 = {"MSFT": 415.91, "NVDA": 880.30, "AMZN": 176.44, "GOOGL": 140.25, "TSLA": 168.12}
    tabs[0] = "AAPL 172.61 +0.82% : Apple Inc. - TickerDesk"
    news4 = [(t, m + 2) for t, m in news2]
    T.append((py("pyautogui.hotkey('ctrl', '1')"),
              firefox(tabs, 0, url, "Mar 14  11:06", page(172.61, "19,902,551", "11:06 AM", wl4, news4), downloads_btn=True)))
    T.append((py("pyautogui.click(1475, 208)  # % Change header"),
              firefox(tabs, 0, url, "Mar 14  11:06", page(172.61, "19,902,551", "11:06 AM", wl4, news4, sort="% Change"), downloads_btn=True)))
    return dict(tid="h28-os-13", turns=T, bad=False, turn=None, kind="clean",
                state="Firefox 124 with two tabs (a TickerDesk tab and 'Weather - Boston, MA'); the market is open and the quote page streams live prices. "
                      "Task: open the AAPL quote, download the 10-K PDF, confirm it in the downloads list and sort the watchlist by % change.")


# --------------------------------------------------------------------------- Remmina
def remmina(clock: str, profiles: list[tuple[str, str, str, str, str]], sort: str, extra: tuple[str, ...] = (), sel: str = "") -> str:
    rows = [ln("frame", "Remmina Remote Desktop Client", "", "", "", (300, 150), (1300, 700)),
            ln("push-button", "New connection profile", "", "", "", (310, 160), (34, 34)),
            ln("combo-box", "Protocol", "RDP", "", "", (360, 160), (100, 34)),
            ln("entry", "Server", "", "", "", (470, 160), (700, 34)),
            ln("push-button", "Main menu", "", "", "", (1550, 160), (34, 34))]
    for i, h in enumerate(["Name", "Group", "Server", "Plugin", "Last used"]):
        rows.append(ln("table-column-header", h, "", "", "sorted ascending" if h == sort else "", (310 + i * 250, 210), (250, 28)))
    key = {"Name": 0, "Group": 1, "Server": 2}[sort]
    for r, p in enumerate(sorted(profiles, key=lambda x: x[key])):
        for i, v in enumerate(p):
            rows.append(ln("table-cell", "", v, "", "selected" if (i == 0 and p[0] == sel) else "", (310 + i * 250, 240 + r * 30), (250, 30)))
    rows.append(ln("label", "", f"Total {len(profiles)} items.", "", "", (310, 820), (300, 22)))
    return screen(clock, rows + list(extra))


def rdp_dialog(name: str, group: str, server: str, user: str, domain: str, res: str, proto: str = "RDP - Remote Desktop Protocol") -> tuple[str, ...]:
    rows = [ln("dialog", "Remote Connection Profile", "", "", "", (500, 120), (920, 820)),
            ln("text", "Name", name, "", "", (680, 170), (700, 30)),
            ln("combo-box", "Group", group, "", "", (680, 206), (700, 30)),
            ln("combo-box", "Protocol", proto, "", "", (680, 242), (700, 30)),
            ln("page-tab", "Basic", "", "", "selected", (520, 300), (100, 28)),
            ln("page-tab", "Advanced", "", "", "", (620, 300), (100, 28)),
            ln("page-tab", "Behavior", "", "", "", (720, 300), (100, 28)),
            ln("page-tab", "SSH Tunnel", "", "", "", (820, 300), (110, 28)),
            ln("combo-box", "Server", server, "", "", (680, 350), (700, 30)),
            ln("text", "Username", user, "", "", (680, 386), (700, 30)),
            ln("password-text", "Password", "••••••••••" if user else "", "", "", (680, 422), (700, 30))]
    if proto.startswith("RDP"):
        rows += [ln("text", "Domain", domain, "", "", (680, 458), (700, 30)),
                 ln("radio-button", "Use initial window size", "", "", "checked" if res == "" else "", (680, 510), (300, 24)),
                 ln("radio-button", "Use client resolution", "", "", "", (680, 538), (300, 24)),
                 ln("radio-button", "Custom", "", "", "checked" if res else "", (680, 566), (100, 24)),
                 ln("combo-box", "Resolution", res or "640x480", "", "", (790, 562), (200, 30)),
                 ln("combo-box", "Colour depth", "GFX AVC444 (32 bpp)", "", "", (680, 610), (400, 30)),
                 ln("combo-box", "Network connection type", "Auto-detect", "", "", (680, 646), (400, 30))]
    rows += [ln("push-button", "Cancel", "", "", "", (980, 890), (90, 34)),
             ln("push-button", "Save as Default", "", "", "", (1080, 890), (130, 34)),
             ln("push-button", "Save", "", "", "", (1220, 890), (80, 34)),
             ln("push-button", "Connect", "", "", "", (1310, 890), (90, 34))]
    return tuple(rows)


def t14() -> dict:
    profs = [("nas-ssh", "home", "192.168.1.20:22", "SSH", "2024-03-11"),
             ("office-pc", "work", "rdp.corp.harbourline.io", "RDP", "2024-03-13")]
    T: Turns = []
    T.append((py("pyautogui.click(327, 177)  # New connection profile"),
              remmina("Mar 22  08:47", profs, "Name", rdp_dialog("Quick Connect", "", "", "", "", ""))))
    T.append((py("pyautogui.tripleClick(1030, 185)", "pyautogui.typewrite('build-win11')", "pyautogui.click(1030, 221)", "pyautogui.typewrite('work')",
                  "pyautogui.click(1030, 365)", "pyautogui.typewrite('10.20.4.21')", "pyautogui.click(1030, 401)", "pyautogui.typewrite('ci-admin')",
                  "pyautogui.click(1030, 437)", "pyautogui.typewrite('Qx7!pR2m#v')", "pyautogui.click(1030, 473)", "pyautogui.typewrite('BUILD')"),
              remmina("Mar 22  08:48", profs, "Name", rdp_dialog("build-win11", "work", "10.20.4.21", "ci-admin", "BUILD", ""))))
    T.append((py("pyautogui.click(730, 578)  # Custom", "pyautogui.click(890, 577)  # Resolution", "pyautogui.click(890, 700)  # 1600x900"),
              remmina("Mar 22  08:48", profs, "Name", rdp_dialog("build-win11", "work", "10.20.4.21", "ci-admin", "BUILD", "1600x900"))))
    profs.append(("build-win11", "work", "10.20.4.21", "RDP", ""))
    T.append((py("pyautogui.click(1260, 907)  # Save"),
              remmina("Mar 22  08:49", profs, "Name", sel="build-win11")))
    shown = profs[:2] + [("build-win11", "work", "10.20.4.12", "RDP", "")]
    T.append((py("pyautogui.click(935, 224)  # Server column header"),
              remmina("Mar 22  08:49", shown, "Server", sel="build-win11")))
    ssh = [r for r in rdp_dialog("nas-ssh", "home", "192.168.1.20:22", "marek", "", "", proto="SSH - Secure Shell")]
    ssh.insert(11, ln("combo-box", "Authentication type", "SSH identity file", "", "", (680, 458), (700, 30)))
    ssh.insert(12, ln("text", "Identity file", "/home/marek/.ssh/id_ed25519", "", "", (680, 494), (700, 30)))
    T.append((py("pyautogui.rightClick(435, 285)  # nas-ssh", "pyautogui.click(500, 330)  # Edit"),
              remmina("Mar 22  08:50", shown, "Server", extra=tuple(ssh), sel="nas-ssh")))
    ssh2 = [r.replace("192.168.1.20:22", "192.168.1.20:2222") for r in ssh]
    T.append((py("pyautogui.tripleClick(1030, 365)", "pyautogui.typewrite('192.168.1.20:2222')"),
              remmina("Mar 22  08:50", shown, "Server", extra=tuple(ssh2), sel="nas-ssh")))
    shown2 = [("nas-ssh", "home", "192.168.1.20:2222", "SSH", "2024-03-11")] + shown[1:]
    T.append((py("pyautogui.click(1260, 907)  # Save"),
              remmina("Mar 22  08:51", shown2, "Server", sel="nas-ssh")))
    return dict(tid="h28-os-14", turns=T, bad=True, turn=5, kind="the server address of a just-saved connection profile changes in the list with no edit",
                state="Remmina 1.4 main window lists two profiles (nas-ssh, office-pc), sorted by name. Task: add an RDP profile 'build-win11' (group work, server 10.20.4.21, "
                      "user ci-admin, domain BUILD, 1600x900) and move nas-ssh to port 2222.")


# --------------------------------------------------------------------------- VS Code
TOTALS_PY = '''"""Invoice total calculations."""
from __future__ import annotations
import decimal
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def round_half_up(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Line:
    description: str
    quantity: int
    unit_price: Decimal
    tax_rate: Decimal = Decimal("0.00")

    @property
    def net(self) -> Decimal:
        return self.unit_price * self.quantity

    @property
    def tax(self) -> Decimal:
        return round_half(self.net * self.tax_rate)


def subtotal(lines: list[Line]) -> Decimal:
    return round_half_up(sum((ln.net for ln in lines), Decimal("0")))


def tax_total(lines: list[Line]) -> Decimal:
    return sum((ln.tax for ln in lines), Decimal("0"))


def grand_total(lines: list[Line], discount: Decimal = Decimal("0")) -> Decimal:
    return round_half_up(subtotal(lines) + tax_total(lines) - discount)


def format_total(amount: Decimal, currency: str = "EUR") -> str:
    return f"{amount:,.2f} {currency}"


def parse_amount(text: str) -> Decimal:
    return Decimal(format_total(text))'''


def vscode(lines: list[str], dirty: bool, clock: str, cursor: tuple[int, int], problems: list[str], scm: int, sync: str, *,
           panel: str = "Problems", term: str = "", scm_view: str = "", extra: tuple[str, ...] = ()) -> str:
    errs = sum(p.startswith("error") for p in problems)
    warns = sum(p.startswith("warning") for p in problems)
    rows = [ln("frame", ("● " if dirty else "") + "totals.py - invoice-tool - Visual Studio Code", "", "", "", (70, 27), (1850, 1053))]
    rows += [ln("tab", "Explorer (Ctrl+Shift+E)", "", "", "", (72, 60), (48, 48)),
             ln("tab", "Search (Ctrl+Shift+F)", "", "", "", (72, 108), (48, 48)),
             ln("tab", f"Source Control (Ctrl+Shift+G) - {scm} pending changes" if scm else "Source Control (Ctrl+Shift+G)", "", "", "selected" if scm_view else "", (72, 156), (48, 48)),
             ln("tab", "Run and Debug (Ctrl+Shift+D)", "", "", "", (72, 204), (48, 48))]
    if scm_view:
        rows.append(ln("text", "Source Control Input", scm_view, "", "", (124, 100), (300, 60)))
        if scm:
            rows.append(ln("tree-item", "totals.py src/invoice, Modified", "", "", "", (124, 200), (300, 24)))
    desc = ", ".join(x for x in ["unsaved" if dirty else "", "modified in git" if scm else ""] if x)
    rows.append(ln("page-tab", "totals.py", "", "", desc, (430, 60), (160, 34)))
    rows.append(ln("text", "Editor content", "\n".join(f"{i:>3}  {t}" for i, t in enumerate(lines, 1)), "", "", (430, 96), (1480, 560)))
    for i, p in enumerate(["Problems", "Output", "Debug Console", "Terminal"]):
        rows.append(ln("page-tab", p + (f" ({len(problems)})" if p == "Problems" and problems else ""), "", "", "selected" if p == panel else "", (440 + i * 140, 670), (136, 26)))
    if panel == "Problems":
        rows.append(ln("tree-item", "totals.py src/invoice", str(len(problems)), "", "expanded", (440, 700), (1460, 22)))
        for i, p in enumerate(problems):
            rows.append(ln("tree-item", "", p, "", "", (460, 724 + i * 22), (1440, 22)))
    else:
        rows.append(ln("terminal", "Terminal 1, bash", term, "", "", (440, 700), (1460, 300)))
    rows += [ln("push-button", "main, Checkout Branch/Tag...", "", "", "", (72, 1055), (70, 22)),
             ln("push-button", "Synchronize Changes", sync, "", "", (146, 1055), (70, 22)),
             ln("push-button", "Problems", f"⊗ {errs}  ⚠ {warns}", "", "", (222, 1055), (80, 22)),
             ln("push-button", "Go to Line/Column", f"Ln {cursor[0]}, Col {cursor[1]}", "", "", (1400, 1055), (110, 22)),
             ln("push-button", "Select Indentation", "Spaces: 4", "", "", (1520, 1055), (80, 22)),
             ln("push-button", "Select Encoding", "UTF-8", "", "", (1610, 1055), (50, 22)),
             ln("push-button", "Select End of Line Sequence", "LF", "", "", (1665, 1055), (30, 22)),
             ln("push-button", "Select Interpreter", "3.11.6 ('.venv': venv)", "", "", (1700, 1055), (160, 22))]
    return screen(clock, rows + list(extra))


def t15() -> dict:
    lines = TOTALS_PY.split("\n")
    P = ["warning  `decimal` imported but unused  Ruff(F401) [Ln 3, Col 8]",
         "error  \"round_half\" is not defined  Pylance(reportUndefinedVariable) [Ln 27, Col 16]",
         "error  Undefined name `round_half`  Ruff(F821) [Ln 27, Col 16]",
         "error  Argument of type \"str\" cannot be assigned to parameter \"amount\" of type \"Decimal\" in function \"format_total\"  Pylance(reportArgumentType) [Ln 47, Col 33]"]
    T: Turns = []
    T.append((py("pyautogui.hotkey('ctrl', 'shift', 'm')"),
              vscode(lines, False, "Mar 25  10:20", (1, 1), P, 0, "0↓ 0↑")))
    lines[26] = "        return round_half_up(self.net * self.tax_rate)"
    P2 = [P[0], P[3]]
    T.append((py("pyautogui.hotkey('ctrl', 'g')", "pyautogui.typewrite('27\\n')", "pyautogui.press('home')",
                  "pyautogui.hotkey('ctrl', 'right')", "pyautogui.hotkey('ctrl', 'right')", "pyautogui.hotkey('ctrl', 'shift', 'left')",
                  "pyautogui.typewrite('round_half_up')"),
              vscode(lines, True, "Mar 25  10:21", (27, 29), P2, 0, "0↓ 0↑")))
    T.append((py("pyautogui.hotkey('ctrl', 's')"),
              vscode(lines, False, "Mar 25  10:21", (27, 29), P2, 1, "0↓ 0↑")))
    del lines[2]
    P3 = [P[3].replace("[Ln 47, Col 33]", "[Ln 46, Col 33]")]
    T.append((py("pyautogui.hotkey('ctrl', 'g')", "pyautogui.typewrite('3\\n')", "pyautogui.hotkey('ctrl', 'shift', 'k')", "pyautogui.hotkey('ctrl', 's')"),
              vscode(lines, False, "Mar 25  10:22", (3, 1), P3, 1, "0↓ 0↑")))
    prompt = "(.venv) sam@devbox:~/src/invoice-tool$"
    run1 = f"""{prompt} pytest -q
............                                                             [100%]
12 passed in 0.84s
{prompt} """
    T.append((py("pyautogui.hotkey('ctrl', '`')", "pyautogui.sleep(1)", "pyautogui.typewrite('pytest -q\\n')", "pyautogui.sleep(3)"),
              vscode(lines, False, "Mar 25  10:22", (3, 1), P3, 1, "0↓ 0↑", panel="Terminal", term=run1)))
    run2 = run1 + """pytest -q tests/test_totals.py
.....                                                                    [100%]
5 passed in 0.31s
""" + prompt + " "
    T.append((py("pyautogui.typewrite('pytest -q tests/test_totals.py\\n')", "pyautogui.sleep(2)"),
              vscode(lines, False, "Mar 25  10:23", (3, 1), P3, 1, "0↓ 0↑", panel="Terminal", term=run2)))
    msg = "Use round_half_up for line tax; drop unused import"
    T.append((py("pyautogui.hotkey('ctrl', 'shift', 'g')", "pyautogui.sleep(0.5)", f"pyautogui.typewrite({msg!r})", "pyautogui.hotkey('ctrl', 'enter')"),
              vscode(lines, False, "Mar 25  10:24", (3, 1), P3, 0, "0↓ 1↑", panel="Terminal", term=run2, scm_view="Message (Ctrl+Enter to commit on 'main')")))
    T.append((py("pyautogui.click(181, 1066)  # Synchronize Changes", "pyautogui.sleep(3)"),
              vscode(lines, False, "Mar 25  10:24", (3, 1), P3, 0, "0↓ 0↑", panel="Terminal", term=run2, scm_view="Message (Ctrl+Enter to commit on 'main')")))
    return dict(tid="h28-os-15", turns=T, bad=False, turn=None, kind="clean",
                state="VS Code 1.87 has ~/src/invoice-tool open with src/invoice/totals.py in the editor (saved, clean git tree on main, in sync with origin). "
                      "Task: fix the undefined round_half call, remove the unused import, run the tests, commit and push.")


def gfmt(v: float) -> str:
    return f"{v:.10g}"


def t16() -> dict:
    data = [("West", "Alvarez", "Widget Pro", 42, 6240.00), ("East", "Brooks", "Widget", 85, 4250.00),
            ("North", "Chen", "Gadget", 30, 3600.00), ("West", "Dubois", "Widget", 120, 6000.00),
            ("South", "Evans", "Widget Pro", 18, 2673.00), ("East", "Farah", "Gadget", 55, 6600.00),
            ("North", "Gupta", "Widget", 64, 3200.00), ("West", "Hughes", "Gadget", 27, 3240.00),
            ("South", "Ito", "Widget", 73, 3650.00), ("East", "Jensen", "Widget Pro", 39, 5791.50),
            ("West", "Kowalski", "Widget", 58, 2900.00), ("North", "Lopez", "Widget Pro", 40, 5940.00)]
    fname = "sales_q1.ods"

    def cells(rows: list[tuple], cur: bool = False, extra: dict[str, str] | None = None) -> dict[str, str]:
        c = {"A1": "Region", "B1": "Rep", "C1": "Product", "D1": "Units", "E1": "Revenue"}
        for r, (a, b, p, u, v) in enumerate(rows, 2):
            c[f"A{r}"], c[f"B{r}"], c[f"C{r}"], c[f"D{r}"] = a, b, p, str(u)
            c[f"E{r}"] = f"${v:,.2f}" if cur else gfmt(v)
        c.update(extra or {})
        return c

    tot = sum(d[4] for d in data)
    T: Turns = []
    T.append((py("pyautogui.click(127, 146)", "pyautogui.typewrite('E2:E13\\n')"),
              calc(fname, cells(data), 5, 16, "E2:E13", "6240", f"Average: {gfmt(tot / 12)}; Sum: {gfmt(tot)}", ["Q1"], 0, False, "Mar 25  15:02")))
    srt = sorted(data, key=lambda d: -d[4])
    T.append((py("pyautogui.click(127, 146)", "pyautogui.typewrite('E1\\n')", "pyautogui.click(231, 111)  # Sort Descending"),
              calc(fname, cells(srt), 5, 16, "E1", "Revenue", "Average: ; Sum: 0", ["Q1"], 0, True, "Mar 25  15:03")))
    T.append((py("pyautogui.click(127, 146)", "pyautogui.typewrite('E2:E13\\n')", "pyautogui.hotkey('ctrl', 'shift', '4')  # currency format"),
              calc(fname, cells(srt, True), 5, 16, "E2:E13", "6600", f"Average: ${tot / 12:,.2f}; Sum: ${tot:,.2f}", ["Q1"], 0, True, "Mar 25  15:03")))
    west = [i for i, d in enumerate(srt, 2) if d[0] != "West"]
    dd = (ln("push-button", "AutoFilter A1", "", "", "filtered", (200, 182), (16, 16)),) + tuple(
        ln("push-button", f"AutoFilter {c}1", "", "", "", (200 + k * 96, 182), (16, 16)) for k, c in enumerate("BCDE", 1))
    T.append((py("pyautogui.click(127, 146)", "pyautogui.typewrite('A1\\n')", "pyautogui.hotkey('ctrl', 'shift', 'l')",
                  "pyautogui.click(208, 190)  # Region drop-down", "pyautogui.click(240, 260)  # All (clear)",
                  "pyautogui.click(240, 350)  # West", "pyautogui.click(330, 520)  # OK"),
              calc(fname, cells(srt, True), 5, 16, "A1", "Region", "Average: ; Sum: 0", ["Q1"], 0, True, "Mar 25  15:04",
                   dd, hidden=tuple(west), filt="4 of 12 records found")))
    wsum = sum(d[4] for d in srt if d[0] == "West")
    T.append((py("pyautogui.click(127, 146)", "pyautogui.typewrite('E2:E13\\n')"),
              calc(fname, cells(srt, True), 5, 16, "E2:E13", "6600", f"Average: ${wsum / 4:,.2f}; Sum: ${wsum:,.2f}", ["Q1"], 0, True, "Mar 25  15:05",
                   dd, hidden=tuple(west), filt="4 of 12 records found")))
    ex1 = {"A15": "Report generated", "B15": "03/25/24 15:06"}
    T.append((py("pyautogui.click(127, 146)", "pyautogui.typewrite('A15\\n')", "pyautogui.typewrite('Report generated\\t=NOW()\\n')"),
              calc(fname, cells(srt, True, ex1), 5, 16, "A16", "", "Average: ; Sum: 0", ["Q1"], 0, True, "Mar 25  15:06",
                   dd, hidden=tuple(west), filt="4 of 12 records found")))
    ex2 = {"A15": "Report generated", "B15": "03/25/24 15:09"}
    T.append((py("pyautogui.hotkey('ctrl', 'shift', 'f9')  # recalculate hard"),
              calc(fname, cells(srt, True, ex2), 5, 16, "A16", "", "Average: ; Sum: 0", ["Q1"], 0, True, "Mar 25  15:09",
                   dd, hidden=tuple(west), filt="4 of 12 records found")))
    T.append((py("pyautogui.hotkey('ctrl', 's')"),
              calc(fname, cells(srt, True, ex2), 5, 16, "A16", "", "Average: ; Sum: 0", ["Q1"], 0, False, "Mar 25  15:09",
                   dd, hidden=tuple(west), filt="4 of 12 records found")))
    return dict(tid="h28-os-16", turns=T, bad=False, turn=None, kind="clean",
                state="LibreOffice Calc has sales_q1.ods open (saved), sheet Q1 with Region/Rep/Product/Units/Revenue in A1:E13, revenue in General format. "
                      "Task: rank reps by revenue, show revenue as currency, filter to the West region and stamp the report with the current time.")


def t17() -> dict:
    tax = {"1099-INT_FirstBank.pdf": ("182.4 kB", "Feb 3", 182.4), "1099-NEC_Brightline.pdf": ("96.1 kB", "Feb 9", 96.1),
           "charity_receipts.ods": ("18.2 kB", "Jan 28", 18.2), "notes.txt": ("2.1 kB", "Mar 20", 2.1),
           "property_tax_receipt.pdf": ("1.3 MB", "Jan 12", 1300.0), "W-2_Acme.pdf": ("211.7 kB", "Jan 31", 211.7)}
    crumbs = ["Home", "Documents", "Taxes 2023"]

    def rows(order: list[str]) -> list[tuple[str, str, str]]:
        return [("scans", "14 items", "Mar 2")] + [(k, tax[k][0], tax[k][1]) for k in order]

    by_name = sorted(tax, key=str.lower)
    T: Turns = []
    T.append((py("pyautogui.doubleClick(520, 323)  # Taxes 2023"),
              files("Taxes 2023", crumbs, rows(by_name), "Mar 26  18:40", devices=("KINGSTON",))))
    by_size = sorted(tax, key=lambda k: tax[k][2])
    T.append((py("pyautogui.click(932, 98)  # Size column header"),
              files("Taxes 2023", crumbs, rows(by_size), "Mar 26  18:40", sort="Size", devices=("KINGSTON",))))
    pdfs = [k for k in tax if k.endswith(".pdf")]
    T.append((py("pyautogui.click(520, 247)  # 1099-NEC_Brightline.pdf", "pyautogui.keyDown('ctrl')", "pyautogui.click(520, 285)",
                  "pyautogui.click(520, 323)", "pyautogui.click(520, 361)", "pyautogui.keyUp('ctrl')"),
              files("Taxes 2023", crumbs, rows(by_size), "Mar 26  18:41", sort="Size", selected=tuple(pdfs), devices=("KINGSTON",),
                    status="4 items selected (3.6 MB)")))
    usb = [("Backups", "3 items", "Feb 18"), ("Photos 2022", "412 items", "Dec 30 2022"),
           ("passport_scan.pdf", "1.1 MB", "Nov 4 2023"), ("resume_2024.docx", "38.0 kB", "Jan 15")]
    T.append((py("pyautogui.hotkey('ctrl', 'c')", "pyautogui.click(170, 447)  # KINGSTON"),
              files("KINGSTON", ["KINGSTON"], usb, "Mar 26  18:41", current="KINGSTON", devices=("KINGSTON",))))
    usb2 = usb[:2] + [(k, tax[k][0], tax[k][1]) for k in sorted(pdfs, key=str.lower)] + usb[2:]
    usb2 = usb[:2] + sorted(usb2[2:], key=lambda e: e[0].lower())
    T.append((py("pyautogui.hotkey('ctrl', 'v')", "pyautogui.sleep(2)"),
              files("KINGSTON", ["KINGSTON"], usb2, "Mar 26  18:42", current="KINGSTON", devices=("KINGSTON",), selected=tuple(pdfs))))
    props = (ln("dialog", "KINGSTON Properties", "", "", "", (560, 200), (560, 520)),
             ln("text", "Name", "KINGSTON", "", "", (700, 300), (380, 30)),
             ln("label", "Type", "Folder (inode/directory)", "", "", (700, 340), (380, 22)),
             ln("label", "Contents", "423 items, totalling 3.9 GB", "", "", (700, 370), (380, 22)),
             ln("label", "Volume", "KINGSTON", "", "", (700, 410), (380, 22)),
             ln("label", "Free Space", "11.6 GB", "", "", (700, 440), (380, 22)),
             ln("label", "Total Capacity", "15.5 GB", "", "", (700, 470), (380, 22)),
             ln("label", "Filesystem Type", "vfat", "", "", (700, 500), (380, 22)),
             ln("push-button", "Close", "", "", "", (1070, 210), (34, 34)))
    T.append((py("pyautogui.rightClick(900, 700)  # empty area", "pyautogui.click(960, 800)  # Properties"),
              files("KINGSTON", ["KINGSTON"], usb2, "Mar 26  18:42", current="KINGSTON", devices=("KINGSTON",), extra=props)))
    toast = (ln("notification", "", "KINGSTON can be safely unplugged", "", "", (760, 40), (400, 60)),)
    home = [("Desktop", "2 items", "Mar 1"), ("Documents", "9 items", "Mar 26"), ("Downloads", "27 items", "18:12"), ("Music", "0 items", "Oct 2 2023"),
            ("Pictures", "118 items", "Mar 17"), ("Public", "0 items", "Oct 2 2023"), ("snap", "4 items", "Mar 11"), ("Templates", "0 items", "Oct 2 2023"),
            ("Videos", "6 items", "Feb 25")]
    T.append((py("pyautogui.click(1104, 227)  # Close", "pyautogui.click(252, 447)  # Eject KINGSTON"),
              files("Home", ["Home"], home, "Mar 26  18:43", current="Home", extra=toast)))
    return dict(tid="h28-os-17", turns=T, bad=True, turn=3, kind="the selection size in the status bar does not match the sizes of the selected files",
                state="Files (Nautilus) shows ~/Documents in list view (sorted by name); a KINGSTON USB stick is plugged in and mounted. "
                      "Task: copy the four tax PDFs from 'Taxes 2023' to the USB stick, check the stick, then eject it.")


def t18() -> dict:
    title = "Night.of.the.Hunter.1955.1080p.BluRay.mkv - VLC media player"
    total = 5563

    def clk(h: int, m: int) -> str:
        return f"Mar 22  {h}:{m:02d}"

    def menu(items: list[tuple[str, str]], x: int) -> tuple[str, ...]:
        return tuple(ln("menu-item" if not d.startswith("radio") else "radio-menu-item", n, "", "", d.replace("radio", "").strip(", "), (x, 84 + i * 28), (380, 26))
                     for i, (n, d) in enumerate(items))

    T: Turns = []
    am = menu([("Audio Track", "expanded"), ("Track 1 - [English]", "radio, checked"), ("Track 2 - Director commentary - [English]", "radio"),
               ("Disable", "radio"), ("Audio Device", ""), ("Stereo Mode", ""), ("Increase Volume", ""), ("Decrease Volume", ""), ("Mute", "")], 234)
    T.append((py("pyautogui.click(266, 68)  # Audio menu", "pyautogui.click(330, 98)  # Audio Track"),
              vlc(title, clk(20, 14), 198, total, 70, extra=am)))
    sm = menu([("Add Subtitle File...", ""), ("Sub Track", "expanded"), ("Disable", "radio, checked"), ("Track 1 - [English]", "radio"),
               ("Track 2 - SDH - [English]", "radio"), ("Track 3 - [Spanish]", "radio")], 366)
    T.append((py("pyautogui.press('escape')", "pyautogui.click(414, 68)  # Subtitle menu", "pyautogui.click(470, 126)  # Sub Track"),
              vlc(title, clk(20, 15), 243, total, 70, extra=sm)))
    T.append((py("pyautogui.click(520, 210)  # Track 2 - SDH - [English]"),
              vlc(title, clk(20, 15), 278, total, 70, osd="Subtitle track: Track 2 - SDH - [English]",
                  extra=(ln("label", "Subtitle", "[CHILDREN SINGING] Hing, hang, hung. See what the hangman done.", "", "", (500, 900), (900, 60)),))))
    T.append((py("pyautogui.press('h')", "pyautogui.press('h')", "pyautogui.press('h')", "pyautogui.press('h')"),
              vlc(title, clk(20, 17), 368, total, 70, osd="Subtitle delay 200 ms",
                  extra=(ln("label", "Subtitle", "PREACHER: Would you like me to tell you the little story of right-hand, left-hand?", "", "", (500, 900), (900, 60)),))))
    T.append((py("pyautogui.click(333, 68)  # Video menu", "pyautogui.click(400, 238)  # Aspect Ratio", "pyautogui.click(640, 294)  # 4:3"),
              vlc(title, clk(20, 18), 448, total, 70, osd="Aspect ratio: 4:3")))
    T.append((py("pyautogui.press('space')"),
              vlc(title, clk(20, 21), 602, total, 70, paused=True, osd="Pause")))
    T.append((py("pyautogui.press('space')"),
              vlc(title, clk(20, 24), 603, total, 70, osd="Play")))
    T.append((py("pyautogui.hotkey('shift', 's')  # snapshot"),
              vlc(title, clk(20, 27), 803, total, 70, osd="Snapshot taken: /home/omar/Pictures/vlcsnap-2024-03-22-20h27m30s804.png")))
    stats = (ln("dialog", "Current Media Information", "", "", "", (560, 200), (800, 640)),
             ln("page-tab", "Statistics", "", "", "selected", (880, 230), (100, 28)),
             ln("label", "Input bitrate", "9614 kb/s", "", "", (620, 300), (700, 20)),
             ln("label", "Demuxed data size", "1264 MiB", "", "", (620, 326), (700, 20)),
             ln("label", "Decoded blocks (video)", "24770", "", "", (620, 352), (700, 20)),
             ln("label", "Displayed frames", "24741", "", "", (620, 378), (700, 20)),
             ln("label", "Lost frames", "6", "", "", (620, 404), (700, 20)),
             ln("label", "Decoded blocks (audio)", "48402", "", "", (620, 430), (700, 20)),
             ln("label", "Played audio buffers", "48402", "", "", (620, 456), (700, 20)),
             ln("label", "Lost audio buffers", "0", "", "", (620, 482), (700, 20)),
             ln("push-button", "Close", "", "", "", (1260, 800), (80, 30)))
    T.append((py("pyautogui.hotkey('ctrl', 'i')", "pyautogui.click(930, 244)  # Statistics"),
              vlc(title, clk(20, 31), 1033, total, 70, extra=stats)))
    T.append((py("pyautogui.click(1300, 815)  # Close"),
              vlc(title, clk(20, 26), 1078, total, 70)))
    T.append((py("pyautogui.hotkey('ctrl', 'down')", "pyautogui.hotkey('ctrl', 'down')"),
              vlc(title, clk(20, 33), 1133, total, 60, osd="Volume: 60%")))
    T.append((py("pyautogui.press('f')  # fullscreen"),
              vlc(title, clk(20, 34), 1203, total, 60, fullscreen=True,
                  osd="Night.of.the.Hunter.1955.1080p.BluRay.mkv")))
    return dict(tid="h28-os-18", turns=T, bad=True, turn=10, kind="the top-bar clock goes back several minutes while playback keeps advancing",
                state="VLC 3.0.16 is playing /home/omar/Videos/Night.of.the.Hunter.1955.1080p.BluRay.mkv (01:32:43) at 00:03:10, volume 70%, subtitles off. "
                      "Task: check the audio tracks, turn on English SDH subtitles and nudge their timing, fix the aspect ratio, take a snapshot, check the stats and go fullscreen.")


def t19() -> dict:
    head = "[poster_draft]-2.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layers) 2480x3508 – GIMP"
    lay3 = [("Headline", True), ("Photo", True), ("Background", True)]
    T: Turns = []
    nl = (ln("dialog", "New Layer", "", "", "", (660, 220), (600, 600)),
          ln("text", "Layer name", "Layer", "", "focused", (800, 260), (420, 28)),
          ln("combo-box", "Mode", "Normal", "", "", (800, 300), (420, 28)),
          ln("spin-button", "Opacity", "100.0", "", "", (800, 336), (420, 28)),
          ln("spin-button", "Width", "2480", "", "", (800, 390), (160, 28)),
          ln("spin-button", "Height", "3508", "", "", (800, 424), (160, 28)),
          ln("combo-box", "Fill with", "Transparency", "", "", (800, 470), (300, 28)),
          ln("push-button", "OK", "", "", "", (1060, 780), (80, 30)),
          ln("push-button", "Cancel", "", "", "", (1150, 780), (90, 30)))
    hist = ("[ Base Image ]",)
    T.append((py("pyautogui.hotkey('shift', 'ctrl', 'n')  # Layer > New Layer"),
              gimp(head.format(n=3), "Mar 27  11:15", lay3, "50%", "1312, 944", extra=nl, history=hist)))
    lay4 = [("Title band", True)] + lay3
    hist = hist + ("New Layer",)
    T.append((py("pyautogui.hotkey('ctrl', 'a')", "pyautogui.typewrite('Title band')", "pyautogui.click(1100, 795)  # OK"),
              gimp("*" + head.format(n=4), "Mar 27  11:15", lay4, "50%", "1312, 944", history=hist)))
    hist = hist + ("Rectangle Select",)
    T.append((py("pyautogui.press('r')", "pyautogui.moveTo(400, 300)", "pyautogui.dragTo(1000, 500, duration=0.5)"),
              gimp("*" + head.format(n=4), "Mar 27  11:16", lay4, "50%", "1312, 824", history=hist, tool="Rectangle Select Tool",
                   message="Rectangle: 1200 × 400  (3:1)")))
    hist = hist + ("Fill with Foreground Color",)
    T.append((py("pyautogui.hotkey('ctrl', ',')  # Edit > Fill with FG Color"),
              gimp("*" + head.format(n=4), "Mar 27  11:16", lay4, "50%", "1312, 824", history=hist, tool="Rectangle Select Tool")))
    hist = hist + ("Select None",)
    T.append((py("pyautogui.hotkey('shift', 'ctrl', 'a')  # Select > None"),
              gimp("*" + head.format(n=4), "Mar 27  11:17", lay4, "50%", "1312, 824", history=hist, tool="Rectangle Select Tool")))
    T.append((py("pyautogui.hotkey('ctrl', 'z')"),
              gimp("*" + head.format(n=4), "Mar 27  11:17", lay4, "50%", "1312, 824", history=hist, hist_sel=-2, tool="Rectangle Select Tool",
                   message="Undo Select None")))
    T.append((py("pyautogui.press('1')  # zoom 1:1"),
              gimp("*" + head.format(n=4), "Mar 27  11:17", lay4, "100%", "906, 612", history=hist, hist_sel=-2, tool="Rectangle Select Tool")))
    T.append((py("pyautogui.hotkey('ctrl', 's')"),
              gimp(head.format(n=4), "Mar 27  11:18", lay4, "100%", "906, 612", history=hist, hist_sel=-2, tool="Rectangle Select Tool",
                   message="Image saved to '/home/ines/Posters/poster_draft.xcf'")))
    return dict(tid="h28-os-19", turns=T, bad=False, turn=None, kind="clean",
                state="GIMP 2.10 has /home/ines/Posters/poster_draft.xcf open (3 layers: Headline, Photo, Background; 2480x3508, saved), zoom 50%, "
                      "foreground colour #1d3557. Task: add a 'Title band' layer with a 1200x400 filled band at the top and save.")


def t20() -> dict:
    title = "Employee_Handbook_2024.pdf — Harbourline Employee Handbook 2024"
    hits = [("15", "…Remote work is available to roles marked eligible in Workday…"),
            ("15", "…requests for remote work must be approved by your manager…"),
            ("16", "…remote work equipment stipend of $600 every two years…"),
            ("22", "…expenses incurred during remote work are reimbursed when…"),
            ("37", "…remote work from abroad is limited to 30 days per year…"),
            ("38", "…tax implications of remote work across state lines…"),
            ("51", "…see also Remote work (section 4.3)…")]

    def hrows(sel: int) -> list[str]:
        out = [ln("label", "", "7 results", "", "", (90, 126), (240, 20))]
        for i, (pg, snip) in enumerate(hits):
            out.append(ln("list-item", f"Page {pg}", snip, "", "selected" if i == sel else "", (80, 150 + i * 56), (270, 54)))
        return out

    p12 = "3 Working hours\n3.1 Core hours\nCore collaboration hours are 10:00–15:00 in your local time zone. Outside core hours you may organise your day freely…\n12"
    p15 = ("4 Where we work\n4.3 Remote work\nRemote work is available to roles marked eligible in Workday. Requests for remote work must be approved by your manager "
           "and reviewed every six months.\n15")
    p16 = "4.4 Equipment\nEmployees approved for remote work receive a remote work equipment stipend of $600 every two years, claimable through Expensify.\n16"
    p22 = "5.2 Reimbursable expenses\nInternet and phone expenses incurred during remote work are reimbursed when they exceed $40 per month and are itemised.\n22"
    T: Turns = []
    T.append((py("pyautogui.tripleClick(165, 57)  # page entry", "pyautogui.typewrite('12\\n')"),
              evince(title, "Mar 28  13:30", "12", "of 64", "Fit Width", page_text=p12)))
    T.append((py("pyautogui.hotkey('ctrl', 'f')", "pyautogui.typewrite('remote work')", "pyautogui.press('enter')"),
              evince(title, "Mar 28  13:31", "15", "of 64", "Fit Width", sidebar="Search results", side_rows=hrows(0), page_text=p15, find="remote work")))
    T.append((py("pyautogui.press('enter')", "pyautogui.press('enter')"),
              evince(title, "Mar 28  13:31", "16", "of 64", "Fit Width", sidebar="Search results", side_rows=hrows(2), page_text=p16, find="remote work")))
    T.append((py("pyautogui.press('enter')"),
              evince(title, "Mar 28  13:32", "22", "of 58", "Fit Width", sidebar="Search results", side_rows=hrows(3), page_text=p22, find="remote work")))
    thumbs = [ln("image", f"Page {n}", "", "", "selected" if n == 22 else "", (120, 126 + (n - 20) * 230), (190, 220)) for n in range(20, 24)]
    T.append((py("pyautogui.press('escape')", "pyautogui.click(210, 105)  # Sidebar view", "pyautogui.click(210, 135)  # Thumbnails"),
              evince(title, "Mar 28  13:32", "22", "of 58", "Fit Width", sidebar="Thumbnails", side_rows=thumbs, page_text=p22)))
    bm = [ln("list-item", "Page 22", "", "", "", (80, 150), (270, 30))]
    T.append((py("pyautogui.hotkey('ctrl', 'd')  # add bookmark", "pyautogui.click(210, 105)", "pyautogui.click(210, 225)  # Bookmarks"),
              evince(title, "Mar 28  13:33", "22", "of 58", "Fit Width", sidebar="Bookmarks", side_rows=bm, page_text=p22)))
    pd = (ln("dialog", "Print", "", "", "", (560, 160), (800, 700)),
          ln("page-tab", "General", "", "", "selected", (580, 200), (100, 28)),
          ln("page-tab", "Page Setup", "", "", "", (680, 200), (110, 28)),
          ln("list-item", "Print to File", "", "", "selected", (590, 250), (360, 28)),
          ln("list-item", "HP-LaserJet-M404 (3rd floor)", "", "", "", (590, 280), (360, 28)),
          ln("radio-button", "All Pages", "", "", "", (980, 250), (200, 24)),
          ln("radio-button", "Current Page", "", "", "checked", (980, 280), (200, 24)),
          ln("radio-button", "Pages:", "", "", "", (980, 310), (90, 24)),
          ln("spin-button", "Copies:", "1", "", "", (1180, 360), (100, 28)),
          ln("text", "File", "/home/kim/Documents/handbook_p22.pdf", "", "", (590, 330), (360, 28)),
          ln("push-button", "Cancel", "", "", "", (1160, 810), (90, 30)),
          ln("push-button", "Print", "", "", "", (1260, 810), (80, 30)))
    T.append((py("pyautogui.hotkey('ctrl', 'p')", "pyautogui.sleep(1)", "pyautogui.click(770, 264)  # Print to File", "pyautogui.click(990, 292)  # Current Page",
                  "pyautogui.tripleClick(770, 344)", "pyautogui.typewrite('/home/kim/Documents/handbook_p22.pdf')"),
              evince(title, "Mar 28  13:34", "22", "of 58", "Fit Width", sidebar="Bookmarks", side_rows=bm, page_text=p22, extra=pd)))
    done = (ln("notification", "", "Printing “Employee_Handbook_2024.pdf”… done", "", "", (760, 40), (420, 50)),)
    T.append((py("pyautogui.click(1300, 825)  # Print"),
              evince(title, "Mar 28  13:34", "22", "of 58", "Fit Width", sidebar="Bookmarks", side_rows=bm, page_text=p22, extra=done)))
    return dict(tid="h28-os-20", turns=T, bad=True, turn=4, kind="the document's total page count changes with no reload or edit",
                state="Document Viewer (Evince) shows /home/kim/Documents/Employee_Handbook_2024.pdf at page 1 of 64, zoom Fit Width, sidebar hidden. "
                      "Task: read the remote-work rules, bookmark the reimbursement page and print that page to a PDF file.")


# --------------------------------------------------------------------------- LibreOffice Writer
def writer(fname: str, paras: list[str], clock: str, modified: bool, page: str, *, style: str = "Default Paragraph Style",
           extra: tuple[str, ...] = (), wc: tuple[int, int] | None = None) -> str:
    words = sum(len(p.split()) for p in paras if p != "\f")
    chars = sum(len(p) for p in paras if p != "\f")
    if wc is not None:
        words, chars = wc
    rows = [ln("frame", f"{fname} - LibreOffice Writer", "", "", "", (70, 27), (1850, 1053))]
    rows += menubar(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"])
    rows += [ln("combo-box", "Paragraph Style", style, "", "", (80, 100), (200, 26)),
             ln("combo-box", "Font Name", "Liberation Serif", "", "", (290, 100), (200, 26)),
             ln("combo-box", "Font Size", "12 pt", "", "", (500, 100), (70, 26))]
    y = 180
    for p in paras:
        if p == "\f":
            y += 120
            continue
        h = 22 * (1 + len(p) // 95)
        rows.append(ln("paragraph", "", p, "", "", (520, y), (880, h)))
        y += h + 6
    rows += [ln("label", "", page, "", "", (80, 1040), (140, 20)),
             ln("label", "", f"{words:,} words, {chars:,} characters", "", "", (230, 1040), (260, 20)),
             ln("label", "", "Default Page Style", "", "", (520, 1040), (150, 20)),
             ln("label", "", "English (USA)", "", "", (700, 1040), (120, 20)),
             ln("push-button", "", "", "", "The document has been modified. Click to save the document." if modified
                else "The document has not been modified since the last save.", (1000, 1040), (20, 20)),
             ln("slider", "Zoom", "100%", "", "", (1700, 1040), (160, 20))]
    return screen(clock, rows + list(extra))


def t21() -> dict:
    fname = "cover_letter.odt"
    paras = ["Ines Moreau", "14 Rue des Lilas, 69003 Lyon", "ines.moreau@posteo.net", "", "Hiring Team", "Acme Logistics", "", "Dear Hiring Team,",
             "I am writing to apply for the Senior Data Analyst position at Acme Logistics advertised on your careers page. Over the past six years I have "
             "built forecasting and reporting pipelines for freight and warehouse operations, most recently at Transalpi, where my demand models cut "
             "excess inventory by 14%.",
             "In my current role I lead a team of three analysts and own the weekly capacity report used by 40 site managers. I would welcome the chance "
             "to bring the same rigour to Acme Logistics."]
    T: Turns = []
    typed = "I have attached my CV and a short portfolio of dashboards. I am available for an interview at teh earliest convenience of the team."
    paras.append(typed.replace(" teh ", " the "))
    T.append((py("pyautogui.hotkey('ctrl', 'end')", "pyautogui.press('enter')", f"pyautogui.typewrite({typed!r}, interval=0.01)"),
              writer(fname, paras, "Mar 29  09:40", True, "Page 1 of 1")))
    paras += ["Kind regards,", "Ines Moreau"]
    T.append((py("pyautogui.press('enter')", "pyautogui.typewrite('Kind regards,\\nInes Moreau')"),
              writer(fname, paras, "Mar 29  09:41", True, "Page 1 of 1")))
    paras.insert(0, "03/29/24")
    T.append((py("pyautogui.hotkey('ctrl', 'home')", "pyautogui.press('enter')", "pyautogui.press('up')",
                  "pyautogui.click(230, 76)  # Insert", "pyautogui.click(300, 460)  # Field", "pyautogui.click(500, 488)  # Date"),
              writer(fname, paras, "Mar 29  09:41", True, "Page 1 of 1")))
    paras = [p.replace("Acme Logistics", "Acme Logistics GmbH") for p in paras]
    fr = (ln("dialog", "Find and Replace", "", "", "", (620, 220), (680, 520)),
          ln("combo-box", "Find", "Acme Logistics", "", "", (650, 270), (420, 30)),
          ln("combo-box", "Replace", "Acme Logistics GmbH", "", "", (650, 340), (420, 30)),
          ln("check-box", "Match case", "", "", "checked", (650, 300), (160, 22)),
          ln("label", "", "Search key replaced 3 times.", "", "", (650, 600), (400, 22)),
          ln("push-button", "Replace All", "", "", "", (1100, 340), (150, 30)),
          ln("push-button", "Close", "", "", "", (1180, 690), (100, 30)))
    T.append((py("pyautogui.hotkey('ctrl', 'h')", "pyautogui.typewrite('Acme Logistics')", "pyautogui.click(860, 355)",
                  "pyautogui.typewrite('Acme Logistics GmbH')", "pyautogui.click(1175, 355)  # Replace All"),
              writer(fname, paras, "Mar 29  09:42", True, "Page 1 of 1", extra=fr)))
    words = sum(len(p.split()) for p in paras)
    chars = sum(len(p) for p in paras)
    nospace = sum(len(p.replace(" ", "")) for p in paras)
    wcd = (ln("dialog", "Word Count", "", "", "", (760, 360), (400, 260)),
           ln("label", "", "Selection", "", "", (960, 390), (80, 20)), ln("label", "", "Document", "", "", (1060, 390), (80, 20)),
           ln("label", "Words", "0", "", "", (960, 420), (80, 20)), ln("label", "Words", f"{words:,}", "", "", (1060, 420), (80, 20)),
           ln("label", "Characters including spaces", "0", "", "", (960, 450), (80, 20)), ln("label", "Characters including spaces", f"{chars:,}", "", "", (1060, 450), (80, 20)),
           ln("label", "Characters excluding spaces", "0", "", "", (960, 480), (80, 20)), ln("label", "Characters excluding spaces", f"{nospace:,}", "", "", (1060, 480), (80, 20)),
           ln("push-button", "Close", "", "", "", (1060, 570), (80, 30)))
    T.append((py("pyautogui.click(1230, 705)  # Close", "pyautogui.click(630, 76)  # Tools", "pyautogui.click(700, 160)  # Word Count..."),
              writer(fname, paras, "Mar 29  09:43", True, "Page 1 of 1", extra=wcd)))
    paras += ["\f", "Enclosures: CV, portfolio"]
    T.append((py("pyautogui.click(1100, 585)  # Close", "pyautogui.hotkey('ctrl', 'end')", "pyautogui.hotkey('ctrl', 'enter')  # page break",
                  "pyautogui.typewrite('Enclosures: CV, portfolio')"),
              writer(fname, paras, "Mar 29  09:44", True, "Page 2 of 2")))
    T.append((py("pyautogui.hotkey('ctrl', 's')"),
              writer(fname, paras, "Mar 29  09:44", False, "Page 2 of 2")))
    pdf = (ln("dialog", "PDF Options", "", "", "", (600, 160), (720, 720)),
           ln("page-tab", "General", "", "", "selected", (620, 200), (100, 28)),
           ln("radio-button", "All", "", "", "checked", (640, 250), (120, 24)),
           ln("radio-button", "Pages:", "", "", "", (640, 280), (120, 24)),
           ln("combo-box", "JPEG compression quality", "90%", "", "", (640, 360), (200, 28)),
           ln("check-box", "Export bookmarks", "", "", "checked", (1000, 250), (240, 22)),
           ln("check-box", "Archive (PDF/A, ISO 19005)", "", "", "unchecked", (640, 430), (260, 22)),
           ln("push-button", "Export", "", "", "", (1120, 830), (90, 30)),
           ln("push-button", "Cancel", "", "", "", (1220, 830), (90, 30)))
    T.append((py("pyautogui.click(98, 76)  # File", "pyautogui.click(200, 520)  # Export As", "pyautogui.click(400, 520)  # Export as PDF..."),
              writer(fname, paras, "Mar 29  09:45", False, "Page 2 of 2", extra=pdf)))
    return dict(tid="h28-os-21", turns=T, bad=False, turn=None, kind="clean",
                state="LibreOffice Writer has cover_letter.odt open (saved, one page, cursor at the top). Autocorrect is on. "
                      "Task: finish the letter (closing paragraph and sign-off), date it, use the company's full name, add an enclosures page and export to PDF.")


def t22() -> dict:
    names = [f"IMG_{n}.JPG" for n in range(5101, 5125)]
    rating = {"IMG_5107.JPG": 4, "IMG_5111.JPG": 3, "IMG_5115.JPG": 4}
    ev = ["Jun 2, 2024", "Garden party"]
    tags = ["family", "garden"]

    def th(ns: list[str], sel: tuple[str, ...] = ()) -> list[tuple[str, int, bool]]:
        return [(n, rating.get(n, 0), n in sel) for n in ns[:18]]

    def info(size: str, stars: int) -> list[tuple[str, str]]:
        return [("Title", "IMG_5102.JPG"), ("Date", "Sat, Jun 15, 2024 4:12:33 PM"), ("Size", size), ("File size", "6.1 MB"),
                ("Camera", "Canon EOS R6"), ("Exposure", "1/250 sec, f/4.0, 50 mm, ISO 400"), ("Rating", "★" * stars if stars else "Unrated")]

    T: Turns = []
    T.append((py("pyautogui.click(655, 265)  # IMG_5102.JPG", "pyautogui.hotkey('ctrl', 'shift', 'x')  # extended info"),
              shotwell("Jun 18  21:10", "2024", "June", ev, "Garden party", tags, "Garden party — 24 photos", th(names, ("IMG_5102.JPG",)),
                       info=info("4000 × 3000", 0))))
    T.append((py("pyautogui.hotkey('ctrl', 'r')  # rotate right"),
              shotwell("Jun 18  21:10", "2024", "June", ev, "Garden party", tags, "Garden party — 24 photos", th(names, ("IMG_5102.JPG",)),
                       info=info("3000 × 4000", 0))))
    rating["IMG_5102.JPG"] = 5
    T.append((py("pyautogui.press('5')"),
              shotwell("Jun 18  21:11", "2024", "June", ev, "Garden party", tags, "Garden party — 24 photos", th(names, ("IMG_5102.JPG",)),
                       info=info("3000 × 4000", 5))))
    moved = names[18:]
    party = names[:18]
    ev = ["Jun 2, 2024", "Garden party", "Jun 15, 2024"]
    T.append((py("pyautogui.scroll(-10)", "pyautogui.click(455, 705)  # IMG_5119.JPG", "pyautogui.keyDown('shift')",
                  "pyautogui.click(1455, 705)  # IMG_5124.JPG", "pyautogui.keyUp('shift')", "pyautogui.hotkey('ctrl', 'n')  # Events > New Event"),
              shotwell("Jun 18  21:12", "2024", "June", ev, "Garden party", tags, "Garden party — 18 photos", th(party))))
    ev = ["Jun 2, 2024", "Garden party", "Cake & speeches"]
    T.append((py("pyautogui.click(240, 355)  # Jun 15, 2024", "pyautogui.press('f2')", "pyautogui.typewrite('Cake & speeches')", "pyautogui.press('enter')"),
              shotwell("Jun 18  21:12", "2024", "June", ev, "Cake & speeches", tags, "Cake & speeches — 6 photos", th(moved))))
    by_rate = sorted(party, key=lambda n: (-rating.get(n, 0), n))
    T.append((py("pyautogui.click(240, 327)  # Garden party", "pyautogui.click(190, 68)  # View", "pyautogui.click(260, 300)  # Sort Photos",
                  "pyautogui.click(460, 356)  # By Rating", "pyautogui.click(460, 440)  # Descending"),
              shotwell("Jun 18  21:13", "2024", "June", ev, "Garden party", tags, "Garden party — 18 photos", th(by_rate))))
    top = [n for n in by_rate if rating.get(n, 0) >= 4]
    T.append((py("pyautogui.click(1700, 104)  # Rating filter", "pyautogui.click(1700, 250)  # Four or Higher"),
              shotwell("Jun 18  21:13", "2024", "June", ev, "Garden party", tags, "Garden party — 18 photos", th(top), rating_filter="★★★★ or Higher")))
    T.append((py("pyautogui.click(1700, 104)  # Rating filter", "pyautogui.click(1700, 130)  # All + Rejected"),
              shotwell("Jun 18  21:14", "2024", "June", ev, "Garden party", tags, "Garden party — 18 photos", th(by_rate))))
    return dict(tid="h28-os-22", turns=T, bad=False, turn=None, kind="clean",
                state="Shotwell 0.30 shows the 'Garden party' event (24 photos, IMG_5101-IMG_5124, Jun 15 2024); three photos already rated (5107 and 5115: 4 stars, 5111: 3 stars). "
                      "Task: fix the orientation of IMG_5102 and give it 5 stars, split the last six photos into their own 'Cake & speeches' event, then review the best-rated shots.")


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in BUILDERS:
        t = build()
        rs.add(task="os", tid=t["tid"], system=OS_SYSTEM, turns=t["turns"], state=t["state"], bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
