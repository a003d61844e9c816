# ruff: noqa: E501
"""Held-out set holdout31, domain os: 22 Ubuntu GNOME desktop trajectories (11 with one contradiction).

Each trajectory drives a desktop app with Python code (pyautogui plus app helpers) and observes the
accessibility table. Half use mainstream apps (Calc, Files, Settings, Terminal, Text Editor, Evolution,
Chrome, Calculator, Writer, Impress), half less common ones (GIMP, VLC, Rhythmbox, Meld, DBeaver,
Shotwell, Remmina, Deja Dup, Pinta). Written by hand; deterministic, stdlib only.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

TASK = "os"


def r(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "",
      pos: tuple[int, int] = (0, 0), size: tuple[int, int] = (0, 0)) -> str:
    """One accessibility row."""
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


def topbar(clock: str, app: str) -> list[str]:
    return [
        r("push-button", "Activities", "", "", "", (0, 0), (99, 27)),
        r("menu", app, "", "", "application menu", (99, 0), (160, 27)),
        r("label", "", clock, "", "", (884, 0), (152, 27)),
        r("push-button", "System", "", "", "network, volume, power", (1790, 0), (130, 27)),
    ]


def scr(clock: str, app: str, rows: list[str]) -> str:
    return "\n".join([OS_HDR, *topbar(clock, app), *rows])


def m2(x: float) -> str:
    return f"{x:,.2f}"


# ---------------------------------------------------------------- 01 Calc budget (bad)
def t01(rs: RowSet) -> None:
    cats = ["Rent", "Utilities", "Groceries", "Transport", "Insurance", "Dining out", "Subscriptions", "Savings"]
    vals = [[1450.00, 1450.00, 1450.00], [212.35, 181.40, 197.80], [412.60, 388.25, 451.10], [96.00, 132.50, 88.75],
            [134.20, 134.20, 134.20], [148.90, 96.30, 171.45], [42.97, 42.97, 48.96], [500.00, 500.00, 650.00]]
    title = "household_budget_2024.xlsx - LibreOffice Calc"

    def grid(values: list[list[float]], cats_: list[str], extra: list[list[str]] | None = None,
             shown: dict[str, str] | None = None) -> list[str]:
        out = [r("table-cell", "A1", "Category", "", "", (64, 262), (140, 22)),
               r("table-cell", "B1", "Jan", "", "", (204, 262), (96, 22)),
               r("table-cell", "C1", "Feb", "", "", (300, 262), (96, 22)),
               r("table-cell", "D1", "Mar", "", "", (396, 262), (96, 22)),
               r("table-cell", "E1", "Total", "", "", (492, 262), (104, 22))]
        for i, (c, v) in enumerate(zip(cats_, values)):
            row = i + 2
            y = 262 + 22 * (row - 1)
            cells = [c, m2(v[0]), m2(v[1]), m2(v[2]), m2(sum(v))]
            for j, col in enumerate("ABCDE"):
                text = cells[j]
                if shown and f"{col}{row}" in shown:
                    text = shown[f"{col}{row}"]
                x = [64, 204, 300, 396, 492][j]
                out.append(r("table-cell", f"{col}{row}", text, "", "", (x, y), ([140, 96, 96, 96, 104][j], 22)))
        if extra:
            for k, cells in enumerate(extra):
                row = len(values) + 2 + k
                y = 262 + 22 * (row - 1)
                for j, col in enumerate("ABCDE"):
                    x = [64, 204, 300, 396, 492][j]
                    out.append(r("table-cell", f"{col}{row}", cells[j], "", "", (x, y), ([140, 96, 96, 96, 104][j], 22)))
        return out

    def chrome(name_box: str, input_line: str, status_sum: str, modified: bool, sheet: str = "Q1") -> list[str]:
        return [
            r("frame", title, "", "soffice", "", (0, 27), (1920, 1053)),
            r("menu", "File", "", "", "", (6, 57), (38, 24)), r("menu", "Edit", "", "", "", (44, 57), (38, 24)),
            r("menu", "View", "", "", "", (82, 57), (44, 24)), r("menu", "Insert", "", "", "", (126, 57), (52, 24)),
            r("menu", "Format", "", "", "", (178, 57), (60, 24)), r("menu", "Styles", "", "", "", (238, 57), (52, 24)),
            r("menu", "Sheet", "", "", "", (290, 57), (48, 24)), r("menu", "Data", "", "", "", (338, 57), (44, 24)),
            r("menu", "Tools", "", "", "", (382, 57), (48, 24)), r("menu", "Window", "", "", "", (430, 57), (64, 24)),
            r("menu", "Help", "", "", "", (494, 57), (42, 24)),
            r("combo-box", "Name Box", name_box, "", "", (8, 226), (120, 26)),
            r("push-button", "Function Wizard", "", "", "", (136, 226), (26, 26)),
            r("push-button", "Select Function", "", "", "", (164, 226), (26, 26)),
            r("text", "Input line", input_line, "", "", (220, 226), (1680, 26)),
            r("page-tab", "Q1", "", "", "selected" if sheet == "Q1" else "", (110, 1000), (60, 24)),
            r("page-tab", "Summary", "", "", "selected" if sheet == "Summary" else "", (170, 1000), (90, 24)),
            r("label", "", f"Sheet {1 if sheet == 'Q1' else 2} of 2", "", "", (4, 1030), (120, 22)),
            r("label", "", "Default", "", "page style", (300, 1030), (90, 22)),
            r("label", "", "English (USA)", "", "", (460, 1030), (110, 22)),
            r("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", "", "document modified", (640, 1030), (22, 22)),
            r("label", "", status_sum, "", "", (900, 1030), (420, 22)),
            r("label", "", "100%", "", "zoom", (1850, 1030), (60, 22)),
        ]

    state = ("LibreOffice Calc is open full-screen with ~/Documents/household_budget_2024.xlsx, sheet 'Q1': categories in A2:A9, "
             "monthly amounts Jan-Mar in B:D, and E holding =SUM(Bn:Dn) per row. A second sheet 'Summary' exists. Clock Tue Mar 12 09:41.")
    turns: list[tuple[str, str]] = []
    # T1 click B4 (Groceries Jan)
    turns.append((code("import pyautogui\npyautogui.click(252, 328)  # cell B4"),
                  scr("Tue Mar 12  09:41", "LibreOffice Calc", chrome("B4", "412.6", "Average: 412.60; Sum: 412.60", False) + grid(vals, cats))))
    # T2 type new Groceries Jan value
    vals2 = [list(v) for v in vals]
    vals2[2][0] = 436.15
    turns.append((code("pyautogui.typewrite('436.15\\n')"),
                   scr("Tue Mar 12  09:42", "LibreOffice Calc", chrome("B5", "96", "Average: 96.00; Sum: 96.00", True) + grid(vals2, cats))))
    # T3 select E2:E9
    tot = [sum(v) for v in vals2]
    s3 = f"Average: {m2(sum(tot) / 8)}; Count: 8; Sum: {m2(sum(tot))}"
    turns.append((code("pyautogui.click(544, 284)  # E2\npyautogui.keyDown('shift'); pyautogui.click(544, 438); pyautogui.keyUp('shift')  # E9"),
                   scr("Tue Mar 12  09:42", "LibreOffice Calc", chrome("E2:E9", "=SUM(B2:D2)", s3, True) + grid(vals2, cats))))
    # T4 add Gifts row 10
    gifts = [60.00, 0.00, 125.00]
    vals4 = vals2 + [gifts]
    cats4 = cats + ["Gifts"]
    turns.append((code("pyautogui.click(134, 460)  # A10\npyautogui.typewrite('Gifts\\t60\\t0\\t125\\t=SUM(B10:D10)\\n')"),
                   scr("Tue Mar 12  09:44", "LibreOffice Calc", chrome("A11", "", "Average: ; Sum: 0", True) + grid(vals4, cats4))))
    # T5 totals row 11 -- contradiction: C3 (Utilities Feb) drifts 181.40 -> 188.40 while its totals stay
    colsum = [sum(v[k] for v in vals4) for k in range(3)]
    total_row = ["Total", m2(colsum[0]), m2(colsum[1]), m2(colsum[2]), m2(sum(colsum))]
    turns.append((code("pyautogui.typewrite('Total\\t=SUM(B2:B10)\\t=SUM(C2:C10)\\t=SUM(D2:D10)\\t=SUM(E2:E10)\\n')"),
                   scr("Tue Mar 12  09:45", "LibreOffice Calc", chrome("A12", "", "Average: ; Sum: 0", True)
                       + grid(vals4, cats4, [total_row], shown={"C3": "188.40"}))))
    # T6 switch to Summary sheet
    grand = sum(colsum)
    summary = [
        r("table-cell", "A1", "Budget summary 2024", "", "", (64, 262), (200, 22)),
        r("table-cell", "A2", "Q1 total", "", "", (64, 284), (200, 22)),
        r("table-cell", "B2", m2(grand), "", "", (264, 284), (110, 22)),
        r("table-cell", "A3", "Monthly average", "", "", (64, 306), (200, 22)),
        r("table-cell", "B3", m2(grand / 3), "", "", (264, 306), (110, 22)),
        r("table-cell", "A4", "Largest category", "", "", (64, 328), (200, 22)),
        r("table-cell", "B4", "Rent", "", "", (264, 328), (110, 22)),
        r("table-cell", "A5", "Categories", "", "", (64, 350), (200, 22)),
        r("table-cell", "B5", "9", "", "", (264, 350), (110, 22)),
        r("table-cell", "A7", "Source: sheet Q1, column E", "", "", (64, 394), (260, 22)),
    ]
    turns.append((code("pyautogui.click(214, 1011)  # 'Summary' sheet tab\npyautogui.click(318, 284)  # B2"),
                   scr("Tue Mar 12  09:46", "LibreOffice Calc", chrome("B2", "=SUM($Q1.E2:E10)", f"Average: {m2(grand)}; Sum: {m2(grand)}", True, "Summary") + summary)))
    # T7 Ctrl+S -> keep format dialog
    dlg = [r("dialog", "Keep current format", "", "", "", (710, 420), (500, 190)),
           r("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cExcel 2007-365\u201d.", "", "", (730, 440), (460, 60)),
           r("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", "", "", (730, 500), (460, 40)),
           r("check-box", "Ask when not saving in ODF or default format", "", "", "checked", (730, 545), (300, 22)),
           r("push-button", "Use Excel 2007-365!", "", "", "", (860, 575), (150, 28)),
           r("push-button", "Use ODF Format!", "", "", "", (1020, 575), (130, 28))]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                   scr("Tue Mar 12  09:46", "LibreOffice Calc", chrome("B2", "=SUM($Q1.E2:E10)", f"Average: {m2(grand)}; Sum: {m2(grand)}", True, "Summary") + summary + dlg)))
    turns.append((code("pyautogui.click(935, 589)  # Use Excel 2007-365!"),
                   scr("Tue Mar 12  09:47", "LibreOffice Calc", chrome("B2", "=SUM($Q1.E2:E10)", f"Average: {m2(grand)}; Sum: {m2(grand)}", False, "Summary") + summary)))
    rs.add(task=TASK, tid="h31-os-01", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=5,
           kind="spreadsheet cell (Utilities Feb) shows a different value with no edit to it")


# ---------------------------------------------------------------- GIMP helpers
def gimp_win(title: str, zoom: str, pointer: str, msg: str, layers: list[tuple[str, str, bool]], mode: str = "Normal",
             opacity: str = "100.0", selected: str = "") -> list[str]:
    out = [
        r("frame", title, "", "gimp-2.10", "", (0, 27), (1920, 1053)),
        *[r("menu", m, "", "", "", (6 + 52 * i, 57), (50, 24)) for i, m in enumerate(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"])],
        r("panel", "Toolbox", "", "", "", (0, 84), (220, 900)),
        r("toggle-button", "Move Tool", "", "", "", (8, 92), (28, 28)),
        r("toggle-button", "Rectangle Select Tool", "", "", "", (36, 92), (28, 28)),
        r("toggle-button", "Crop Tool", "", "", "", (64, 92), (28, 28)),
        r("toggle-button", "Unified Transform Tool", "", "", "", (92, 92), (28, 28)),
        r("toggle-button", "Text Tool", "", "", "", (120, 92), (28, 28)),
        r("toggle-button", "Paintbrush Tool", "", "", "pressed", (148, 92), (28, 28)),
        r("canvas", "Image canvas", "", "", "", (220, 110), (1400, 900)),
        r("label", "", pointer, "", "pointer position", (224, 1016), (110, 22)),
        r("combo-box", "Units", "px", "", "", (340, 1014), (50, 26)),
        r("combo-box", "Zoom", zoom, "", "", (396, 1014), (80, 26)),
        r("label", "", msg, "", "status message", (484, 1016), (700, 22)),
        r("panel", "Layers", "", "", "dockable", (1620, 440), (300, 560)),
        r("combo-box", "Mode", mode, "", "", (1630, 470), (200, 26)),
        r("spin-button", "Opacity", opacity, "", "", (1630, 500), (280, 26)),
        r("check-box", "Lock pixels", "", "", "", (1630, 530), (24, 24)),
        r("check-box", "Lock position and size", "", "", "", (1658, 530), (24, 24)),
        r("check-box", "Lock alpha channel", "", "", "", (1686, 530), (24, 24)),
    ]
    for i, (name, note, visible) in enumerate(layers):
        desc = ("visible" if visible else "hidden") + (", selected" if name == selected else "")
        out.append(r("table-cell", name, name, "", desc + (f", {note}" if note else ""), (1660, 560 + 34 * i), (250, 32)))
    out += [r("push-button", "Create a new layer", "", "", "", (1630, 960), (28, 28)),
            r("push-button", "Raise this layer", "", "", "", (1660, 960), (28, 28)),
            r("push-button", "Lower this layer", "", "", "", (1690, 960), (28, 28)),
            r("push-button", "Duplicate this layer", "", "", "", (1720, 960), (28, 28)),
            r("push-button", "Delete this layer", "", "", "", (1840, 960), (28, 28))]
    return out


# ---------------------------------------------------------------- 02 GIMP scale + export (clean)
def t02(rs: RowSet) -> None:
    base = "IMG_20240309_161422"
    t_big = f"[{base}] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) 4032x3024 \u2013 GIMP"
    t_small = f"*[{base}] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) 1600x1200 \u2013 GIMP"
    t_exp = f"*[{base}] (exported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) 1600x1200 \u2013 GIMP"
    lay = [(f"{base}.jpg", "", True)]
    sel = f"{base}.jpg"

    def scale_dlg(w: str, h: str, xr: str = "72.000") -> list[str]:
        return [r("dialog", "Scale Image", "", "", "", (700, 300), (520, 420)),
                r("label", "", f"{base}-1", "", "", (720, 320), (300, 22)),
                r("label", "", "Image Size", "", "", (720, 356), (120, 20)),
                r("spin-button", "Width", w, "", "", (820, 384), (120, 26)),
                r("spin-button", "Height", h, "", "", (820, 414), (120, 26)),
                r("toggle-button", "Chain", "", "", "pressed; keep aspect ratio", (950, 396), (24, 40)),
                r("combo-box", "Size unit", "px", "", "", (990, 398), (60, 26)),
                r("label", "", f"{w} \u00d7 {h} pixels", "", "", (820, 444), (200, 20)),
                r("label", "", "72 ppi, RGB color", "", "", (820, 464), (200, 20)),
                r("spin-button", "X resolution", xr, "", "", (820, 500), (120, 26)),
                r("spin-button", "Y resolution", xr, "", "", (820, 530), (120, 26)),
                r("combo-box", "Resolution unit", "pixels/in", "", "", (990, 514), (100, 26)),
                r("combo-box", "Interpolation", "Cubic", "", "", (820, 580), (200, 26)),
                r("push-button", "Help", "", "", "", (716, 676), (80, 28)),
                r("push-button", "Reset", "", "", "", (804, 676), (80, 28)),
                r("push-button", "Cancel", "", "", "", (1030, 676), (80, 28)),
                r("push-button", "Scale", "", "", "", (1120, 676), (80, 28))]

    state = ("GIMP 2.10 is open with ~/Pictures/IMG_20240309_161422.jpg (4032x3024, imported, unmodified), zoom 25%. "
             "The agent must make a 1600-px-wide web copy named IMG_20240309_161422_web.jpg in the same folder.")
    turns = []
    turns.append((code("pyautogui.click(260, 70)  # Image menu\npyautogui.click(320, 412)  # Scale Image..."),
                  scr("Sat Mar 9  16:31", "GNU Image Manipulation Program",
                      gimp_win(t_big, "25%", "1812, 955", "", lay, selected=sel) + scale_dlg("4032", "3024"))))
    turns.append((code("pyautogui.tripleClick(880, 397)\npyautogui.typewrite('1600\\t')"),
                  scr("Sat Mar 9  16:31", "GNU Image Manipulation Program",
                      gimp_win(t_big, "25%", "1812, 955", "", lay, selected=sel) + scale_dlg("1600", "1200"))))
    turns.append((code("pyautogui.click(1160, 690)  # Scale"),
                  scr("Sat Mar 9  16:32", "GNU Image Manipulation Program",
                      gimp_win(t_small, "25%", "1580, 1106", "", lay, selected=sel))))
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'j')  # fit image in window"),
                  scr("Sat Mar 9  16:32", "GNU Image Manipulation Program",
                      gimp_win(t_small, "75%", "1211, 805", "", lay, selected=sel))))

    def export_dlg(name: str) -> list[str]:
        return [r("dialog", "Export Image", "", "", "", (460, 200), (1000, 640)),
                r("text", "Name", name, "", "", (560, 230), (500, 28)),
                r("push-button", "Pictures", "", "", "current folder", (560, 270), (100, 28)),
                r("table-cell", "", "IMG_20240309_161422.jpg", "", "3.1 MB, 16:14", (700, 330), (600, 24)),
                r("table-cell", "", "IMG_20240309_160958.jpg", "", "2.9 MB, 16:09", (700, 354), (600, 24)),
                r("table-cell", "", "IMG_20240302_101110.jpg", "", "3.4 MB, 2 Mar", (700, 378), (600, 24)),
                r("table-cell", "", "wallpapers", "", "folder", (700, 402), (600, 24)),
                r("push-button", "Select File Type (By Extension)", "", "", "", (480, 760), (260, 26)),
                r("push-button", "Help", "", "", "", (480, 800), (80, 28)),
                r("push-button", "Cancel", "", "", "", (1270, 800), (80, 28)),
                r("push-button", "Export", "", "", "", (1360, 800), (80, 28))]

    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'e')  # Export As"),
                  scr("Sat Mar 9  16:33", "GNU Image Manipulation Program",
                      gimp_win(t_small, "75%", "1211, 805", "", lay, selected=sel) + export_dlg(f"{base}.jpg"))))

    def jpeg_dlg(q: str, preview: bool, size: str) -> list[str]:
        return [r("dialog", "Export Image as JPEG", "", "", "", (720, 260), (480, 520)),
                r("spin-button", "Quality", q, "", "", (760, 300), (400, 26)),
                r("label", "", size, "", "", (760, 334), (300, 20)),
                r("check-box", "Show preview in image window", "", "", "checked" if preview else "", (760, 364), (300, 22)),
                r("check-box", "Progressive", "", "", "checked", (760, 420), (200, 22)),
                r("check-box", "Save Exif data", "", "", "checked", (760, 446), (200, 22)),
                r("check-box", "Save thumbnail", "", "", "checked", (760, 472), (200, 22)),
                r("combo-box", "Subsampling", "4:2:0 (chroma quartered)", "", "", (760, 540), (300, 26)),
                r("push-button", "Help", "", "", "", (740, 740), (80, 28)),
                r("push-button", "Cancel", "", "", "", (1020, 740), (80, 28)),
                r("push-button", "Export", "", "", "", (1110, 740), (80, 28))]

    turns.append((code(f"pyautogui.tripleClick(810, 244)\npyautogui.typewrite('{base}_web.jpg\\n')"),
                  scr("Sat Mar 9  16:33", "GNU Image Manipulation Program",
                      gimp_win(t_small, "75%", "1211, 805", "", lay, selected=sel) + jpeg_dlg("90", False, "File size: unknown"))))
    turns.append((code("pyautogui.click(771, 375)  # Show preview in image window"),
                  scr("Sat Mar 9  16:34", "GNU Image Manipulation Program",
                      gimp_win(t_small, "75%", "1211, 805", "", lay, selected=sel) + jpeg_dlg("90", True, "File size: 284.3 kB"))))
    turns.append((code("pyautogui.tripleClick(960, 313)\npyautogui.typewrite('82\\n')"),
                  scr("Sat Mar 9  16:34", "GNU Image Manipulation Program",
                      gimp_win(t_small, "75%", "1211, 805", "", lay, selected=sel) + jpeg_dlg("82", True, "File size: 231.9 kB"))))
    turns.append((code("pyautogui.click(1150, 754)  # Export"),
                  scr("Sat Mar 9  16:35", "GNU Image Manipulation Program",
                      gimp_win(t_exp, "75%", "1150, 760", f"Image exported to '/home/maya/Pictures/{base}_web.jpg'", lay, selected=sel))))
    rs.add(task=TASK, tid="h31-os-02", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- Files helpers
def files_win(title: str, path: list[str], cols: tuple[str, str, str], entries: list[tuple[str, str, str]],
              selected: str = "", extra: list[str] | None = None, sort: str = "Name, ascending") -> list[str]:
    out = [r("frame", title, "", "org.gnome.Nautilus", "", (200, 60), (1400, 900)),
           r("push-button", "Back", "", "", "", (212, 70), (34, 34)), r("push-button", "Forward", "", "", "", (248, 70), (34, 34))]
    for i, p in enumerate(path):
        out.append(r("push-button", p, "", "", "path bar" + (", current" if i == len(path) - 1 else ""), (300 + 110 * i, 70), (104, 34)))
    out += [r("toggle-button", "Search", "", "", "", (1420, 70), (34, 34)),
            r("toggle-button", "View options", "", "", "", (1460, 70), (34, 34)),
            r("toggle-button", "Open menu", "", "", "", (1540, 70), (34, 34))]
    for i, s in enumerate(["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]):
        out.append(r("list-item", s, "", "", "selected" if s == path[-1] else "", (204, 120 + 32 * i), (200, 30)))
    out.append(r("table-column-header", cols[0], "", "", "sorted: " + sort if sort.split(",")[0] == cols[0] else "", (410, 116), (640, 26)))
    out.append(r("table-column-header", cols[1], "", "", "sorted: " + sort if sort.split(",")[0] == cols[1] else "", (1050, 116), (200, 26)))
    out.append(r("table-column-header", cols[2], "", "", "sorted: " + sort if sort.split(",")[0] == cols[2] else "", (1250, 116), (330, 26)))
    for i, (n, s, m) in enumerate(entries):
        y = 146 + 34 * i
        d = "selected" if n == selected else ""
        out += [r("table-cell", n, n, "", d, (410, y), (640, 32)), r("table-cell", "", s, "", "", (1050, y), (200, 32)),
                r("table-cell", "", m, "", "", (1250, y), (330, 32))]
    return out + (extra or [])


# ---------------------------------------------------------------- 03 Files rename / delete / new folder (bad)
def t03(rs: RowSet) -> None:
    P = ["Home", "Documents", "reports"]
    COLS = ("Name", "Size", "Modified")
    e = {"budget_2023.ods": ("24.1 kB", "14 Jan"), "budget_2024.ods": ("27.8 kB", "8 Mar"), "draft_q3.odt": ("18.4 kB", "11 Mar"),
         "old_backup.zip": ("412.7 MB", "3 Nov 2023"), "q3_notes.txt": ("2.3 kB", "09:12"), "scan_0041.pdf": ("1.2 MB", "5 Mar"),
         "scan_0042.pdf": ("988.3 kB", "5 Mar"), "team_photo.png": ("3.6 MB", "28 Feb")}

    def rows(order: list[str], alias: dict[str, str] | None = None) -> list[tuple[str, str, str]]:
        out = []
        for n in order:
            src = (alias or {}).get(n, n)
            out.append((n, *e[src]))
        return out

    by_name = ["budget_2023.ods", "budget_2024.ods", "draft_q3.odt", "old_backup.zip", "q3_notes.txt", "scan_0041.pdf", "scan_0042.pdf", "team_photo.png"]
    ren = {"Q3_report_final.odt": "draft_q3.odt"}
    state = ("Files (Nautilus) is open in list view at ~/Documents/reports, sorted by name. Task: rename draft_q3.odt to "
             "Q3_report_final.odt, delete old_backup.zip, and file budget_2023.ods into a new subfolder '2023'.")
    turns = []
    turns.append((code("pyautogui.click(600, 230)  # draft_q3.odt"),
                  scr("Tue Mar 12  09:43", "Files", files_win("reports", P, COLS, rows(by_name), "draft_q3.odt",
                      [r("label", "", "\u201cdraft_q3.odt\u201d selected (18.4 kB)", "", "status", (1300, 920), (290, 26))]))))
    pop = [r("popover", "Rename File", "", "", "", (450, 250), (420, 110)), r("label", "", "File name", "", "", (470, 262), (200, 20)),
           r("text", "File name", "draft_q3.odt", "", "focused; 'draft_q3' selected", (470, 288), (300, 30)),
           r("push-button", "Rename", "", "", "", (780, 288), (80, 30))]
    turns.append((code("pyautogui.press('f2')"),
                  scr("Tue Mar 12  09:43", "Files", files_win("reports", P, COLS, rows(by_name), "draft_q3.odt", pop))))
    order3 = ["budget_2023.ods", "budget_2024.ods", "old_backup.zip", "q3_notes.txt", "Q3_report_final.odt", "scan_0041.pdf", "scan_0042.pdf", "team_photo.png"]
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('Q3_report_final.odt\\n')"),
                  scr("Tue Mar 12  09:44", "Files", files_win("reports", P, COLS, rows(order3, ren), "Q3_report_final.odt",
                      [r("label", "", "\u201cQ3_report_final.odt\u201d selected (18.4 kB)", "", "status", (1260, 920), (330, 26))]))))
    order4 = [n for n in order3 if n != "old_backup.zip"]
    toast = [r("notification", "", "\u201cold_backup.zip\u201d moved to trash", "", "in-app notification", (700, 860), (420, 44)),
             r("push-button", "Undo", "", "", "", (1030, 866), (70, 32)), r("push-button", "Close", "", "", "", (1104, 866), (28, 32))]
    turns.append((code("pyautogui.click(600, 230)  # old_backup.zip\npyautogui.press('delete')"),
                  scr("Tue Mar 12  09:45", "Files", files_win("reports", P, COLS, rows(order4, ren), "", toast))))
    order5 = ["q3_notes.txt", "Q3_report_final.odt", "budget_2024.ods", "scan_0042.pdf", "scan_0041.pdf", "team_photo.png", "budget_2023.ods"]
    turns.append((code("pyautogui.click(1400, 129)  # 'Modified' column header"),
                  scr("Tue Mar 12  09:45", "Files", files_win("reports", P, COLS, rows(order5, ren), "", sort="Modified, descending"))))
    e["2023"] = ("0 items", "09:47")
    order6 = ["2023"] + order5
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')\npyautogui.typewrite('2023\\n')"),
                  scr("Tue Mar 12  09:47", "Files", files_win("reports", P, COLS, rows(order6, ren), "2023",
                      [r("label", "", "\u201c2023\u201d selected (containing 0 items)", "", "status", (1260, 920), (330, 26))], sort="Modified, descending"))))
    e["2023"] = ("1 item", "09:48")
    order7 = ["2023", "q3_notes.txt", "draft_q3.odt", "budget_2024.ods", "scan_0042.pdf", "scan_0041.pdf", "team_photo.png"]
    turns.append((code("pyautogui.moveTo(600, 400)  # budget_2023.ods\npyautogui.dragTo(600, 163, duration=0.6)  # onto folder 2023"),
                  scr("Tue Mar 12  09:48", "Files", files_win("reports", P, COLS, rows(order7), "", sort="Modified, descending"))))
    turns.append((code("pyautogui.doubleClick(600, 163)  # open 2023"),
                  scr("Tue Mar 12  09:48", "Files", files_win("2023", P + ["2023"], COLS, [("budget_2023.ods", "24.1 kB", "14 Jan")], "", sort="Modified, descending"))))
    trash = files_win("Trash", ["Trash"], ("Name", "Original Location", "Trashed On"), [("old_backup.zip", "Documents/reports", "09:45")], "",
                      [r("push-button", "Empty\u2026", "", "", "", (1380, 920), (90, 30)), r("push-button", "Restore\u2026", "", "", "", (1480, 920), (100, 30))],
                      sort="Trashed On, descending")
    turns.append((code("pyautogui.click(300, 408)  # Trash in sidebar"), scr("Tue Mar 12  09:49", "Files", trash)))
    rs.add(task=TASK, tid="h31-os-03", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="renamed file listed again under its old name")


# ---------------------------------------------------------------- VLC helpers
def vlc_win(media: str, elapsed: str, total: str, playing: bool, volume: str, speed: str, extra: list[str] | None = None,
            loop: str = "Click to toggle between loop all, loop one and no loop", random_on: bool = False) -> list[str]:
    out = [r("frame", f"{media} - VLC media player", "", "vlc", "", (0, 27), (1920, 1053)),
           *[r("menu", m, "", "", "", (6 + 70 * i, 57), (66, 24)) for i, m in enumerate(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"])],
           r("panel", "Video output", "", "", "", (0, 84), (1920, 900)),
           r("label", "", elapsed, "", "elapsed time", (8, 990), (70, 22)),
           r("slider", "Seek", "", "", f"position {elapsed} of {total}", (84, 990), (1740, 22)),
           r("label", "", total, "", "total time", (1832, 990), (80, 22)),
           r("push-button", "Pause the playback" if playing else "Play", "", "", "", (8, 1020), (40, 40)),
           r("push-button", "Previous media in the playlist, skip backward when held", "", "", "", (56, 1024), (32, 32)),
           r("push-button", "Stop playback", "", "", "", (90, 1024), (32, 32)),
           r("push-button", "Next media in the playlist, skip forward when held", "", "", "", (124, 1024), (32, 32)),
           r("push-button", "Toggle the video in fullscreen", "", "", "", (170, 1024), (32, 32)),
           r("push-button", "Toggle playlist", "", "", "", (204, 1024), (32, 32)),
           r("push-button", loop, "", "", "", (238, 1024), (32, 32)),
           r("push-button", "Random", "", "", "pressed" if random_on else "", (272, 1024), (32, 32)),
           r("push-button", "Mute", "", "", "", (1700, 1024), (32, 32)),
           r("slider", "Volume", volume, "", "", (1736, 1024), (120, 32)),
           r("label", "", speed, "", "playback speed", (1862, 1030), (50, 22))]
    return out + (extra or [])


# ---------------------------------------------------------------- 04 VLC lecture playback (clean)
def t04(rs: RowSet) -> None:
    m7 = "lecture_07_consensus_raft.mp4"
    m8 = "lecture_08_byzantine_faults.mp4"
    state = ("VLC is playing ~/Videos/cs4510/lecture_07_consensus_raft.mp4 (1:18:42) at 0:12:31, volume 80%, normal speed; a playlist "
             "holds lectures 06-08. The agent wants to skip to 25:00, watch faster, then move on to lecture 08.")
    turns = []
    turns.append((code("pyautogui.press('space')"),
                  scr("Wed Mar 13  20:14", "VLC media player", vlc_win(m7, "12:33", "1:18:42", False, "80%", "1.00x"))))
    goto = [r("dialog", "Go to Time", "", "", "", (810, 460), (300, 140)), r("label", "", "Go to time", "", "", (830, 480), (120, 20)),
            r("spin-button", "Time", "0H:12m:33s", "", "focused", (830, 510), (180, 28)),
            r("push-button", "Reset", "", "", "", (830, 556), (80, 28)), r("push-button", "Cancel", "", "", "", (920, 556), (80, 28)),
            r("push-button", "Go", "", "", "", (1010, 556), (80, 28))]
    turns.append((code("pyautogui.hotkey('ctrl', 't')"),
                  scr("Wed Mar 13  20:14", "VLC media player", vlc_win(m7, "12:33", "1:18:42", False, "80%", "1.00x", goto))))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('002500\\n')"),
                  scr("Wed Mar 13  20:15", "VLC media player", vlc_win(m7, "25:00", "1:18:42", False, "80%", "1.00x"))))
    turns.append((code("pyautogui.click(80, 68)  # Playback\npyautogui.click(120, 110)  # Speed\npyautogui.click(260, 140)  # Faster\npyautogui.press('space')"),
                  scr("Wed Mar 13  20:16", "VLC media player", vlc_win(m7, "25:02", "1:18:42", True, "80%", "1.50x",
                      [r("label", "", "Speed: 1.50x", "", "on-screen display", (1700, 110), (180, 30))]))))
    turns.append((code("pyautogui.hotkey('ctrl', 'up')\npyautogui.hotkey('ctrl', 'up')"),
                  scr("Wed Mar 13  20:17", "VLC media player", vlc_win(m7, "26:06", "1:18:42", True, "90%", "1.50x",
                      [r("label", "", "Volume 90%", "", "on-screen display", (1700, 110), (180, 30))]))))
    info = [r("dialog", "Current Media Information", "", "", "", (560, 200), (800, 640)),
            r("page-tab", "General", "", "", "selected", (580, 220), (90, 26)), r("page-tab", "Metadata", "", "", "", (670, 220), (90, 26)),
            r("page-tab", "Codec", "", "", "", (760, 220), (80, 26)), r("page-tab", "Statistics", "", "", "", (840, 220), (90, 26)),
            r("text", "Title", "Lecture 7: Consensus and Raft", "", "", (680, 270), (620, 26)),
            r("text", "Artist", "CS 4510 Distributed Systems", "", "", (680, 302), (620, 26)),
            r("text", "Album", "Spring 2024", "", "", (680, 334), (300, 26)),
            r("text", "Genre", "Education", "", "", (1000, 334), (300, 26)),
            r("text", "Track number", "7", "", "", (680, 366), (80, 26)), r("text", "Date", "2024-02-20", "", "", (1000, 366), (120, 26)),
            r("text", "Language", "English", "", "", (680, 398), (200, 26)),
            r("text", "Description", "Leader election, log replication, safety argument; demo with 5 nodes.", "", "", (680, 430), (620, 80)),
            r("text", "Location", "file:///home/maya/Videos/cs4510/lecture_07_consensus_raft.mp4", "", "", (680, 760), (620, 26)),
            r("push-button", "Close", "", "", "", (1260, 800), (80, 28))]
    turns.append((code("pyautogui.hotkey('ctrl', 'i')"),
                  scr("Wed Mar 13  20:17", "VLC media player", vlc_win(m7, "26:40", "1:18:42", True, "90%", "1.50x", info))))
    pl = [r("panel", "Playlist", "", "", "docked", (1220, 84), (700, 900)),
          r("table-column-header", "Title", "", "", "", (1230, 92), (420, 24)), r("table-column-header", "Duration", "", "", "", (1650, 92), (120, 24)),
          r("table-column-header", "Album", "", "", "", (1770, 92), (140, 24))]
    plist = [("Lecture 6: Replication and Quorums", "1:14:09"), ("Lecture 7: Consensus and Raft", "1:18:42"), ("Lecture 8: Byzantine Faults", "1:21:55")]

    def pl_rows(now: int) -> list[str]:
        return [r("table-cell", t, t, "", "playing" if i == now else "", (1230, 120 + 26 * i), (420, 24)) for i, (t, _) in enumerate(plist)] + \
               [r("table-cell", "", d, "", "", (1650, 120 + 26 * i), (120, 24)) for i, (_, d) in enumerate(plist)] + \
               [r("table-cell", "", "Spring 2024", "", "", (1770, 120 + 26 * i), (140, 24)) for i in range(3)]

    turns.append((code("pyautogui.click(1300, 814)  # Close\npyautogui.hotkey('ctrl', 'l')  # docked playlist"),
                  scr("Wed Mar 13  20:18", "VLC media player", vlc_win(m7, "27:31", "1:18:42", True, "90%", "1.50x", pl + pl_rows(1)))))
    turns.append((code("pyautogui.doubleClick(1400, 185)  # Lecture 8"),
                  scr("Wed Mar 13  20:18", "VLC media player", vlc_win(m8, "0:03", "1:21:55", True, "90%", "1.50x", pl + pl_rows(2)))))
    turns.append((code("pyautogui.hotkey('ctrl', 'down')"),
                  scr("Wed Mar 13  20:19", "VLC media player", vlc_win(m8, "0:41", "1:21:55", True, "85%", "1.50x", pl + pl_rows(2)
                      + [r("label", "", "Volume 85%", "", "on-screen display", (1000, 110), (180, 30))]))))
    rs.add(task=TASK, tid="h31-os-04", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- Settings helpers
SETTINGS_PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications",
                   "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard",
                   "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users", "Default Applications",
                   "Date & Time", "About"]


def settings_win(panel: str, body: list[str], header: list[str] | None = None) -> list[str]:
    out = [r("frame", "Settings", "", "gnome-control-center", "", (360, 120), (1200, 820)),
           r("push-button", "Search", "", "", "", (372, 128), (34, 34)), r("label", "", panel, "", "panel title", (900, 134), (200, 24)),
           r("push-button", "Main Menu", "", "", "", (620, 128), (34, 34))]
    out += header or []
    for i, p in enumerate(SETTINGS_PANELS):
        out.append(r("list-item", p, "", "", "selected" if p == panel else "", (364, 170 + 30 * i), (290, 30)))
    return out + body


# ---------------------------------------------------------------- 05 Settings display scale (bad)
def t05(rs: RowSet) -> None:
    def displays(frac: bool, scale: str, pending: bool) -> tuple[list[str], list[str]]:
        body = [r("page-tab", "Displays", "", "", "selected", (960, 180), (120, 30)), r("page-tab", "Night Light", "", "", "", (1080, 180), (120, 30)),
                r("label", "", "Built-in display", "", "", (760, 240), (300, 24)),
                r("label", "", "Lenovo Group Limited 14\"", "", "", (760, 266), (300, 20)),
                r("combo-box", "Orientation", "Landscape", "", "", (1180, 310), (300, 34)),
                r("combo-box", "Resolution", "1920 \u00d7 1080 (16\u22369)", "", "", (1180, 350), (300, 34)),
                r("combo-box", "Refresh Rate", "60.01 Hz", "", "", (1180, 390), (300, 34))]
        opts = ["100%", "125%", "150%", "175%", "200%"] if frac else ["100%", "200%"]
        for i, o in enumerate(opts):
            body.append(r("toggle-button", o, "", "", "pressed" if o == scale else "", (1050 + 84 * i, 430), (80, 34)))
        body += [r("switch", "Fractional Scaling", "", "", "on" if frac else "off", (1420, 480), (60, 30)),
                 r("label", "", "May increase power usage, lower speed, or reduce display sharpness.", "", "", (760, 504), (600, 20))]
        head = [r("push-button", "Cancel", "", "", "", (680, 128), (80, 34)), r("push-button", "Apply", "", "", "", (1460, 128), (80, 34))] if pending else []
        return body, head

    state = ("GNOME Settings is open on the Displays panel: built-in 1920x1080 @ 60.01 Hz, Scale 100%, Fractional Scaling off. "
             "Task: set 125% scaling, turn on Night Light, and switch to the dark style.")
    turns = []
    b, h = displays(True, "100%", False)
    turns.append((code("pyautogui.click(1450, 495)  # Fractional Scaling switch"),
                  scr("Thu Mar 14  11:02", "Settings", settings_win("Displays", b, h))))
    b, h = displays(True, "125%", True)
    turns.append((code("pyautogui.click(1174, 447)  # 125%"),
                  scr("Thu Mar 14  11:02", "Settings", settings_win("Displays", b, h))))
    keep = [r("dialog", "Keep these display settings?", "", "", "", (760, 420), (400, 170)),
            r("label", "", "Settings changes will revert in 18 seconds", "", "", (780, 470), (360, 22)),
            r("push-button", "Revert Settings", "", "", "", (780, 540), (170, 32)), r("push-button", "Keep Changes", "", "", "", (970, 540), (170, 32))]
    turns.append((code("pyautogui.click(1500, 145)  # Apply"),
                  scr("Thu Mar 14  11:03", "Settings", settings_win("Displays", b, h) + keep)))
    b, h = displays(True, "125%", False)
    turns.append((code("pyautogui.click(1055, 556)  # Keep Changes"),
                  scr("Thu Mar 14  11:03", "Settings", settings_win("Displays", b, h))))
    night = [r("page-tab", "Displays", "", "", "", (960, 180), (120, 30)), r("page-tab", "Night Light", "", "", "selected", (1080, 180), (120, 30)),
             r("label", "", "Night light makes the screen color warmer. This can help to prevent eye strain and sleeplessness.", "", "", (760, 230), (700, 40)),
             r("switch", "Night Light", "", "", "on", (1420, 290), (60, 30)),
             r("combo-box", "Schedule", "Sunset to Sunrise", "", "", (1180, 340), (300, 34)),
             r("label", "", "Times", "", "insensitive", (760, 390), (100, 24)),
             r("slider", "Color Temperature", "4000", "", "", (900, 440), (560, 30))]
    turns.append((code("pyautogui.click(1140, 195)  # Night Light tab\npyautogui.click(1450, 305)  # Night Light switch"),
                  scr("Thu Mar 14  11:04", "Settings", settings_win("Displays", night))))
    b, h = displays(True, "100%", False)
    turns.append((code("pyautogui.click(1020, 195)  # Displays tab"),
                  scr("Thu Mar 14  11:04", "Settings", settings_win("Displays", b, h))))
    app = [r("label", "", "Style", "", "", (760, 180), (100, 24)),
           r("toggle-button", "Light", "", "", "", (780, 210), (300, 200)), r("toggle-button", "Dark", "", "", "pressed", (1120, 210), (300, 200)),
           r("label", "", "Color", "", "", (760, 430), (100, 24))]
    for i, c in enumerate(["orange", "bark", "sage", "olive", "viridian", "prussian green", "blue", "purple", "magenta", "red"]):
        app.append(r("radio-button", c, "", "", "checked" if c == "orange" else "", (780 + 56 * i, 460), (44, 44)))
    app += [r("label", "", "Background", "", "", (760, 530), (200, 24)), r("push-button", "Add Picture\u2026", "", "", "", (1330, 530), (140, 32))]
    turns.append((code("pyautogui.click(500, 275)  # Appearance\npyautogui.click(1270, 310)  # Dark"),
                  scr("Thu Mar 14  11:05", "Settings", settings_win("Appearance", app))))
    desk = [r("panel", "Desktop", "", "", "", (0, 27), (1920, 1053))] + [r("push-button", n, "", "", "", (0, 40 + 70 * i), (64, 64)) for i, n in enumerate(["Files", "Firefox Web Browser", "Text Editor", "Terminal", "Show Applications"])]
    turns.append((code("pyautogui.hotkey('alt', 'f4')"), scr("Thu Mar 14  11:05", "", desk)))
    rs.add(task=TASK, tid="h31-os-05", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="display scale kept at 125% reads back as 100% with no change")


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def secs(t: str) -> int:
    m, s = t.split(":")
    return int(m) * 60 + int(s)


# ---------------------------------------------------------------- 06 Rhythmbox filter / rate / playlist (clean)
def t06(rs: RowSet) -> None:
    songs = {
        "Feeling Good": ["I Put a Spell on You", "2:53", 14, 4],
        "Sinnerman": ["Pastel Blues", "10:19", 9, 5],
        "My Baby Just Cares for Me": ["Little Girl Blue", "3:35", 22, 4],
        "I Put a Spell on You": ["I Put a Spell on You", "2:36", 6, 3],
        "Ne me quitte pas": ["I Put a Spell on You", "3:36", 3, 0],
        "Wild Is the Wind": ["Wild Is the Wind", "6:57", 11, 5],
        "Lilac Wine": ["Wild Is the Wind", "3:53", 7, 4],
        "Don't Let Me Be Misunderstood": ["Broadway-Blues-Ballads", "2:44", 5, 3],
        "Here Comes the Sun": ["Here Comes the Sun", "3:37", 8, 0],
    }
    album_order = ["Don't Let Me Be Misunderstood", "Here Comes the Sun", "I Put a Spell on You", "Ne me quitte pas", "Feeling Good",
                   "My Baby Just Cares for Me", "Sinnerman", "Lilac Wine", "Wild Is the Wind"]
    playlists = ["My Top Rated", "Recently Added", "Recently Played"]

    def win(source: str, order: list[str], now: str, elapsed: str, status: str, sort: str, selected: tuple[str, ...] = (),
            search: str = "nina simone", extra: list[str] | None = None) -> list[str]:
        out = [r("frame", f"{now.split(' by ')[0]}" if now else "Rhythmbox", "", "rhythmbox", "", (0, 27), (1920, 1053)),
               r("push-button", "Previous", "", "", "", (10, 40), (40, 40)),
               r("toggle-button", "Play", "", "", "pressed" if now else "", (54, 40), (40, 40)),
               r("push-button", "Next", "", "", "", (98, 40), (40, 40)),
               r("label", "", now or "Not Playing", "", "now playing", (160, 40), (900, 22)),
               r("slider", "Position", "", "", elapsed, (160, 64), (900, 16)),
               r("label", "", elapsed, "", "", (1070, 60), (120, 20)),
               r("toggle-button", "Enable repeat", "", "", "", (1500, 40), (36, 36)),
               r("toggle-button", "Enable shuffle", "", "", "", (1540, 40), (36, 36)),
               r("slider", "Volume", "0.68", "", "", (1600, 44), (120, 30)),
               r("label", "", "Library", "", "", (10, 110), (200, 20))]
        for i, s in enumerate(["Music", "Podcasts", "Radio"]):
            out.append(r("list-item", s, "", "", "selected" if s == source else "", (10, 134 + 28 * i), (230, 28)))
        out.append(r("label", "", "Playlists", "", "", (10, 230), (200, 20)))
        for i, s in enumerate(playlists):
            out.append(r("list-item", s, "", "", "selected" if s == source else "", (10, 254 + 28 * i), (230, 28)))
        out.append(r("text", "Search", search if source == "Music" else "", "", "", (260, 100), (400, 30)))
        for i, (c, w) in enumerate([("Title", 420), ("Artist", 240), ("Album", 300), ("Time", 90), ("Rating", 120), ("Plays", 80)]):
            x = 260 + sum([0, 420, 660, 960, 1050, 1170][i:i + 1])
            out.append(r("table-column-header", c, "", "", f"sorted: {sort}" if sort and sort.startswith(c) else "", (x, 140), (w, 24)))
        for i, t in enumerate(order):
            alb, tm, plays, rating = songs[t]
            y = 166 + 26 * i
            d = ("playing" if now.startswith(t + " by") else "") + ("; selected" if t in selected else "")
            out += [r("table-cell", t, t, "", d.strip("; "), (260, y), (420, 24)), r("table-cell", "", "Nina Simone", "", "", (680, y), (240, 24)),
                    r("table-cell", "", alb, "", "", (920, y), (300, 24)), r("table-cell", "", tm, "", "", (1220, y), (90, 24)),
                    r("table-cell", "", "\u2605" * rating + "\u2606" * (5 - rating), "", f"{rating} stars", (1310, y), (120, 24)),
                    r("table-cell", "", str(plays), "", "", (1430, y), (80, 24))]
        out.append(r("label", "", status, "", "status bar", (260, 1040), (800, 22)))
        return out + (extra or [])

    def total(order: list[str]) -> str:
        m = sum(secs(songs[t][1]) for t in order) // 60
        return f"{len(order)} songs, {m} minutes"

    state = ("Rhythmbox is open on the Music library (1,284 songs, 3 days 14 hours and 22 minutes, 8.1 GB), sorted by artist, nothing playing. "
             "Task: find Nina Simone, play her most-played track, rate 'Feeling Good' 5 stars and make a playlist 'Evening'.")
    turns = []
    turns.append((code("pyautogui.click(460, 115)  # search\npyautogui.typewrite('nina simone')"),
                  scr("Fri Mar 15  21:08", "Rhythmbox", win("Music", album_order, "", "0:00", total(album_order) + ", 93.6 MB", "Artist, ascending"))))
    by_plays = sorted(album_order, key=lambda t: -songs[t][2])
    turns.append((code("pyautogui.click(1470, 152)  # Plays header\npyautogui.click(1470, 152)  # again: descending"),
                  scr("Fri Mar 15  21:08", "Rhythmbox", win("Music", by_plays, "", "0:00", total(album_order) + ", 93.6 MB", "Plays, descending"))))
    fg = "Feeling Good by Nina Simone from I Put a Spell on You"
    turns.append((code("pyautogui.doubleClick(470, 204)  # Feeling Good"),
                  scr("Fri Mar 15  21:09", "Rhythmbox", win("Music", by_plays, fg, "0:01 of 2:53", total(album_order) + ", 93.6 MB", "Plays, descending"))))
    songs["Feeling Good"][3] = 5
    turns.append((code("pyautogui.click(1418, 204)  # 5th star in Feeling Good's rating cell"),
                  scr("Fri Mar 15  21:09", "Rhythmbox", win("Music", by_plays, fg, "0:19 of 2:53", total(album_order) + ", 93.6 MB", "Plays, descending"))))
    songs["Feeling Good"][2] = 15
    ww = "Wild Is the Wind by Nina Simone from Wild Is the Wind"
    turns.append((code("import time\ntime.sleep(170)"),
                  scr("Fri Mar 15  21:12", "Rhythmbox", win("Music", by_plays, ww, "0:06 of 6:57", total(album_order) + ", 93.6 MB", "Plays, descending"))))
    playlists.append("Evening")
    turns.append((code("pyautogui.hotkey('ctrl', 'n')  # new playlist\npyautogui.typewrite('Evening\\n')"),
                  scr("Fri Mar 15  21:13", "Rhythmbox", win("Evening", [], ww, "0:52 of 6:57", "0 songs", ""))))
    picked = ("Feeling Good", "Sinnerman", "Lilac Wine")
    turns.append((code("pyautogui.click(120, 148)  # Music\npyautogui.click(470, 204)\npyautogui.keyDown('ctrl')\npyautogui.click(470, 256)\npyautogui.click(470, 308)\npyautogui.keyUp('ctrl')\npyautogui.rightClick(470, 308)\npyautogui.click(780, 413)  # Add to Playlist\npyautogui.click(980, 439)  # Evening"),
                  scr("Fri Mar 15  21:14", "Rhythmbox", win("Music", by_plays, ww, "1:40 of 6:57", total(album_order) + ", 93.6 MB", "Plays, descending", picked))))
    turns.append((code("pyautogui.click(120, 338)  # Evening playlist"),
                  scr("Fri Mar 15  21:14", "Rhythmbox", win("Evening", list(picked), ww, "2:05 of 6:57", total(list(picked)), ""))))
    rs.add(task=TASK, tid="h31-os-06", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- Terminal helpers
class Term:
    """A gnome-terminal window whose accessible text is the visible part of the scrollback."""

    def __init__(self, user: str, host: str, cwd: str = "~", rows: int = 42) -> None:
        self.user, self.host, self.cwd, self.rows = user, host, cwd, rows
        self.lines: list[str] = []

    @property
    def prompt(self) -> str:
        return f"{self.user}@{self.host}:{self.cwd}$ "

    def run(self, cmd: str, out: str = "", wait_input: bool = False) -> None:
        self.lines.append(self.prompt + cmd)
        if out:
            self.lines += out.rstrip("\n").split("\n")
        self.pending = wait_input

    def feed(self, out: str) -> None:
        self.lines += out.rstrip("\n").split("\n")
        self.pending = False

    def text(self) -> str:
        vis = self.lines + ([] if getattr(self, "pending", False) else [self.prompt])
        return "\n".join(vis[-self.rows:])

    def screen(self, clock: str) -> str:
        title = f"{self.user}@{self.host}: {self.cwd}"
        return scr(clock, "Terminal", [
            r("frame", title, "", "gnome-terminal-server", "", (300, 100), (1300, 860)),
            r("push-button", "New Tab", "", "", "", (312, 108), (34, 34)),
            r("label", "", title, "", "window title", (800, 114), (300, 22)),
            r("push-button", "Search", "", "", "", (1440, 108), (34, 34)),
            r("push-button", "Menu", "", "", "", (1480, 108), (34, 34)),
            r("terminal", "Terminal", self.text(), "", "focused", (300, 146), (1300, 814)),
            r("scroll-bar", "", "", "", "", (1588, 146), (12, 814)),
        ])


def typed(cmd: str) -> str:
    return code(f"pyautogui.typewrite({cmd + chr(10)!r})")


# ---------------------------------------------------------------- 07 Terminal nginx restart + disk (clean)
def t07(rs: RowSet) -> None:
    t = Term("maya", "devbox")
    state = ("GNOME Terminal is open (maya@devbox, bash, ~). nginx serves the team wiki. Task: restart nginx after a config change and "
             "check that there is room for a 4 GB scratch image, then remove it.")
    turns = []

    def status(since: str, ago: str, pid: int, mem: str, cpu: str, tasks: int = 5) -> str:
        w = "\n".join(f"             \u251c\u2500{pid + k} \"nginx: worker process\"" for k in range(1, tasks - 1))
        return (f"\u25cf nginx.service - A high performance web server and a reverse proxy server\n"
                f"     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
                f"     Active: active (running) since {since}; {ago}\n"
                f"       Docs: man:nginx(8)\n"
                f"    Process: {pid - 2} ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
                f"    Process: {pid - 1} ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
                f"   Main PID: {pid} (nginx)\n"
                f"      Tasks: {tasks} (limit: 38221)\n"
                f"     Memory: {mem}\n"
                f"        CPU: {cpu}\n"
                f"     CGroup: /system.slice/nginx.service\n"
                f"             \u251c\u2500{pid} \"nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\"\n"
                + w + f"\n             \u2514\u2500{pid + tasks - 1} \"nginx: worker process\"")

    t.run("uptime", " 10:21:07 up 6 days,  2:14,  2 users,  load average: 0.41, 0.37, 0.32")
    turns.append((typed("uptime"), t.screen("Wed Mar 13  10:21")))
    t.run("systemctl status nginx --no-pager | head -17", status("Thu 2024-03-07 08:07:12 UTC", "6 days ago", 1123, "9.8M", "2min 41.306s"))
    turns.append((typed("systemctl status nginx --no-pager | head -17"), t.screen("Wed Mar 13  10:21")))
    t.run("sudo systemctl restart nginx", "[sudo] password for maya: ", wait_input=True)
    turns.append((typed("sudo systemctl restart nginx"), t.screen("Wed Mar 13  10:22")))
    t.lines[-1] = "[sudo] password for maya: "
    t.pending = False
    turns.append((code("import os\npyautogui.typewrite(os.environ['SUDO_PW'] + '\\n')"), t.screen("Wed Mar 13  10:22")))
    t.run("systemctl status nginx --no-pager | head -17", status("Wed 2024-03-13 10:22:41 UTC", "4s ago", 48211, "7.1M", "38ms"))
    turns.append((typed("systemctl status nginx --no-pager | head -17"), t.screen("Wed Mar 13  10:22")))
    df_h = "Filesystem      Size  Used Avail Use% Mounted on\n"
    t.run("df -h /", df_h + "/dev/nvme0n1p2  234G  118G  104G  54% /")
    turns.append((typed("df -h /"), t.screen("Wed Mar 13  10:23")))
    t.run("fallocate -l 4G ~/scratch.img && ls -lh ~/scratch.img", "-rw-rw-r-- 1 maya maya 4.0G Mar 13 10:23 /home/maya/scratch.img")
    turns.append((typed("fallocate -l 4G ~/scratch.img && ls -lh ~/scratch.img"), t.screen("Wed Mar 13  10:23")))
    t.run("df -h /", df_h + "/dev/nvme0n1p2  234G  122G  100G  55% /")
    turns.append((typed("df -h /"), t.screen("Wed Mar 13  10:24")))
    t.run("free -h", "               total        used        free      shared  buff/cache   available\n"
          "Mem:            31Gi       6.2Gi        17Gi       412Mi       7.9Gi        24Gi\n"
          "Swap:          2.0Gi          0B       2.0Gi")
    turns.append((typed("free -h"), t.screen("Wed Mar 13  10:24")))
    t.run("rm ~/scratch.img && df -h / && uptime", df_h + "/dev/nvme0n1p2  234G  118G  104G  54% /\n"
          " 10:25:02 up 6 days,  2:18,  2 users,  load average: 0.52, 0.40, 0.33")
    turns.append((typed("rm ~/scratch.img && df -h / && uptime"), t.screen("Wed Mar 13  10:25")))
    rs.add(task=TASK, tid="h31-os-07", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 08 Meld merge of two deploy configs (bad)
def t08(rs: RowSet) -> None:
    left = """# deploy config for orders-api
service:
  name: orders-api
  image: registry.internal/orders-api
  tag: "2.14.1"
  replicas: 2

database:
  host: pg-orders.internal
  port: 5432
  pool_size: 20
  statement_timeout_ms: 15000

cache:
  backend: redis
  ttl_seconds: 300

http:
  port: 8080
  read_timeout: 10s
  write_timeout: 10s
  max_body_bytes: 1048576

features:
  new_checkout: true
  loyalty_points: true
  gift_cards: false

logging:
  level: debug
  format: json
  sample_rate: 1.0

alerts:
  pagerduty_service: PD-ORDERS
  error_rate_threshold: 0.05
  latency_p99_ms: 800""".split("\n")
    right = list(left)
    right[4] = '  tag: "2.13.4"'
    right[5] = "  replicas: 6"
    right[15] = "  ttl_seconds: 900"
    right[24] = "  new_checkout: false"
    right[29] = "  level: info"
    right[31] = "  sample_rate: 0.2"

    def pane(lines: list[str], a: int, b: int) -> str:
        return "\n".join(f"{i:>3}  {lines[i - 1]}" for i in range(a, b + 1))

    def win(lt: list[str], rt: list[str], a: int, b: int, ln: int, dirty: bool, msg: str = "") -> list[str]:
        title = ("*" if dirty else "") + "staging.yaml \u2014 production.yaml - Meld"
        return [r("frame", title, "", "meld", "", (0, 27), (1920, 1053)),
                r("page-tab", ("*" if dirty else "") + "staging.yaml \u2014 production.yaml", "", "", "selected", (10, 70), (420, 30)),
                r("push-button", "Go to the previous change", "", "", "", (10, 110), (34, 34)),
                r("push-button", "Go to the next change", "", "", "", (46, 110), (34, 34)),
                r("push-button", "Save", "", "", "", (96, 110), (34, 34)),
                r("push-button", "Undo", "", "", "", (132, 110), (34, 34)),
                r("push-button", "Redo", "", "", "", (168, 110), (34, 34)),
                r("push-button", "Refresh", "", "", "", (220, 110), (34, 34)),
                r("text", "Left file", "/home/maya/deploy/staging.yaml", "", "", (10, 150), (930, 28)),
                r("text", "Right file", "/home/maya/deploy/production.yaml", "", "", (980, 150), (930, 28)),
                r("text", "Left pane", pane(lt, a, b), "", f"lines {a}-{b} visible", (10, 184), (900, 780)),
                r("push-button", "Replace", "", "", "copy the current change from right to left", (918, 184 + 26 * (ln - a)), (24, 24)),
                r("text", "Right pane", pane(rt, a, b), "", f"lines {a}-{b} visible", (980, 184), (930, 780)),
                r("label", "", msg, "", "status message", (10, 1030), (600, 22)),
                r("label", "", f"Ln {ln}, Col 1", "", "", (1600, 1030), (120, 22)),
                r("label", "", "INS", "", "", (1740, 1030), (40, 22)),
                r("label", "", "YAML", "", "syntax", (1800, 1030), (80, 22))]

    state = ("Meld is comparing ~/deploy/staging.yaml (left) with ~/deploy/production.yaml (right), cursor at line 1. "
             "Task: review the differences and adopt production's logging settings (level, sample_rate) in staging, then save staging.")
    nxt = code("pyautogui.click(63, 127)  # Go to the next change")
    turns = [(nxt, scr("Mon Mar 18  15:40", "Meld", win(left, right, 1, 30, 5, False))),
             (nxt, scr("Mon Mar 18  15:40", "Meld", win(left, right, 1, 30, 16, False)))]
    drift = list(left)
    drift[10] = "  pool_size: 25"
    turns.append((nxt, scr("Mon Mar 18  15:41", "Meld", win(drift, right, 1, 30, 25, False))))
    turns.append((nxt, scr("Mon Mar 18  15:41", "Meld", win(left, right, 13, 37, 30, False))))
    left[29] = "  level: info"
    turns.append((code("pyautogui.click(930, 626)  # Replace: copy change right -> left"),
                  scr("Mon Mar 18  15:42", "Meld", win(left, right, 13, 37, 30, True))))
    left[31] = "  sample_rate: 0.2"
    turns.append((code("pyautogui.click(63, 127)  # next change\npyautogui.click(930, 678)  # Replace"),
                  scr("Mon Mar 18  15:42", "Meld", win(left, right, 13, 37, 32, True))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  scr("Mon Mar 18  15:43", "Meld", win(left, right, 13, 37, 32, False, "Saved /home/maya/deploy/staging.yaml"))))
    rs.add(task=TASK, tid="h31-os-08", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=3,
           kind="an unedited line in the left file (pool_size) shows a different value")


# ---------------------------------------------------------------- 09 Text Editor edit + replace (clean)
def t09(rs: RowSet) -> None:
    lines = ["## Standup 2024-03-18", "", "### Done", "- Merged teh retry patch for the payments webhook (#482)",
             "- Reviewed Ana's PR on invoice rounding", "- Updated runbook: restarting teh queue workers", "", "### Today",
             "- Pair with Sam on the CSV export timeout", "- Write migration for `orders.shipped_at` index", "", "### Notes",
             "- Retro moved to Thursday 14:00", ""]

    def win(buf: list[str], ln: int, col: int, dirty: bool, tabs: list[str], active: str, bar: list[str] | None = None,
            text: str | None = None) -> list[str]:
        star = "*" if dirty else ""
        out = [r("frame", f"{star}{active} (~/notes) - Text Editor" if active == "standup.md" else f"{active} - Text Editor",
                 "", "org.gnome.TextEditor", "", (240, 60), (1440, 960)),
               r("push-button", "Open", "", "", "", (252, 68), (80, 34)), r("push-button", "New Tab", "", "", "", (336, 68), (34, 34)),
               r("push-button", "Save", "", "", "", (1530, 68), (60, 34)), r("push-button", "Main Menu", "", "", "", (1600, 68), (34, 34))]
        for i, tname in enumerate(tabs):
            label = (star if tname == active else "") + tname
            out.append(r("page-tab", label, "", "", "selected" if tname == active else "", (244 + 300 * i, 110), (300, 32)))
        out += bar or []
        out.append(r("text", "Document", "\n".join(buf) if text is None else text, "", "focused; editable", (244, 190 if bar else 146), (1432, 830)))
        out.append(r("label", "", f"Ln {ln}, Col {col}", "", "cursor position", (1500, 990), (140, 22)))
        return out

    T = ["standup.md"]
    state = ("GNOME Text Editor has ~/notes/standup.md open (saved, cursor at Ln 1, Col 1). Task: add a 'Blocked' bullet, fix the "
             "'teh' typos everywhere, update the date to today (2024-03-19), save, and open an empty tab for the next note.")
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'end')"), scr("Tue Mar 19  09:02", "Text Editor", win(lines, 14, 1, False, T, "standup.md"))))
    lines2 = lines[:-1] + ["- Blocked: waiting on teh staging DB credentials", ""]
    turns.append((code("pyautogui.typewrite('- Blocked: waiting on teh staging DB credentials\\n')"),
                  scr("Tue Mar 19  09:03", "Text Editor", win(lines2, 15, 1, True, T, "standup.md"))))
    n = sum(ln.count("teh") for ln in lines2)

    def bar(find: str, repl: str, res: str) -> list[str]:
        return [r("text", "Search", find, "", "", (300, 148), (400, 32)), r("label", "", res, "", "match count", (710, 154), (120, 22)),
                r("push-button", "Move to previous match", "", "", "", (840, 148), (34, 32)), r("push-button", "Move to next match", "", "", "", (876, 148), (34, 32)),
                r("text", "Replace", repl, "", "", (930, 148), (300, 32)), r("push-button", "Replace", "", "", "", (1240, 148), (90, 32)),
                r("push-button", "Replace All", "", "", "", (1336, 148), (110, 32)), r("check-box", "Case Sensitive", "", "", "", (1460, 148), (130, 32))]

    turns.append((code("pyautogui.hotkey('ctrl', 'h')\npyautogui.typewrite('teh')"),
                  scr("Tue Mar 19  09:03", "Text Editor", win(lines2, 4, 10, True, T, "standup.md", bar("teh", "", f"1 of {n}")))))
    lines3 = [ln.replace("teh", "the") for ln in lines2]
    turns.append((code("pyautogui.click(1080, 164)\npyautogui.typewrite('the')\npyautogui.click(1390, 164)  # Replace All"),
                  scr("Tue Mar 19  09:04", "Text Editor", win(lines3, 15, 1, True, T, "standup.md", bar("teh", "the", "No results")))))
    turns.append((code("pyautogui.press('escape')\npyautogui.hotkey('ctrl', 's')"),
                  scr("Tue Mar 19  09:04", "Text Editor", win(lines3, 15, 1, False, T, "standup.md")
                      + [r("label", "", "Saved \u201cstandup.md\u201d", "", "toast", (860, 940), (220, 30))])))
    lines4 = ["## Standup 2024-03-19"] + lines3[1:]
    turns.append((code("pyautogui.hotkey('ctrl', 'home')\npyautogui.press('end')\npyautogui.press('backspace')\npyautogui.typewrite('9')"),
                  scr("Tue Mar 19  09:05", "Text Editor", win(lines4, 1, 22, True, T, "standup.md"))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  scr("Tue Mar 19  09:05", "Text Editor", win(lines4, 1, 22, False, T, "standup.md"))))
    T2 = ["standup.md", "New Document"]
    turns.append((code("pyautogui.hotkey('ctrl', 't')"),
                  scr("Tue Mar 19  09:06", "Text Editor", win([], 1, 1, False, T2, "New Document", text=""))))
    rs.add(task=TASK, tid="h31-os-09", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 10 DBeaver cleanup of discontinued products (bad)
def t10(rs: RowSet) -> None:
    script: list[str] = []
    nav = ["inventory (localhost:5432)", "  Databases", "    inventory", "      Schemas", "        public", "          Tables",
           "            categories", "            products", "            stock_moves", "            suppliers", "          Views", "          Functions"]

    def win(clock: str, dirty: bool, cols: list[str], data: list[list[str]], status: str, stats: list[tuple[str, str]] | None = None) -> str:
        tab = ("*" if dirty else "") + "<inventory> Script-3"
        out = [r("frame", f"DBeaver 23.3.5 - {tab}", "", "DBeaver", "", (0, 27), (1920, 1053)),
               *[r("menu", m, "", "", "", (6 + 64 * i, 57), (60, 24)) for i, m in enumerate(["File", "Edit", "Navigate", "Search", "SQL Editor", "Database", "Window", "Help"])],
               r("combo-box", "Active datasource", "inventory", "", "", (600, 88), (200, 26)),
               r("combo-box", "Active schema", "public@inventory", "", "", (810, 88), (200, 26)),
               r("combo-box", "Transaction mode", "Auto-Commit", "", "", (1020, 88), (140, 26)),
               r("panel", "Database Navigator", "", "", "", (0, 120), (380, 900))]
        for i, n in enumerate(nav):
            out.append(r("tree-item", n.strip(), "", "", "connected" if i == 0 else ("selected" if n.strip() == "products" else ""), (8 + 2 * (len(n) - len(n.lstrip())), 150 + 24 * i), (340, 22)))
        out += [r("page-tab", tab, "", "", "selected", (390, 120), (220, 28)),
                r("text", "SQL Editor", "\n".join(script), "", "editable", (390, 150), (1520, 430)),
                r("page-tab", "Results 1" if not stats else "Statistics 1", "", "", "selected", (390, 590), (140, 26))]
        if stats:
            for i, (k, v) in enumerate(stats):
                out += [r("table-cell", "", k, "", "Name", (400, 620 + 24 * i), (240, 22)), r("table-cell", "", v, "", "Value", (640, 620 + 24 * i), (900, 22))]
        else:
            for j, c in enumerate(cols):
                out.append(r("table-column-header", c, "", "", "", (440 + 230 * j, 620), (228, 24)))
            for i, row in enumerate(data):
                out.append(r("table-row-header", str(i + 1), "", "", "", (400, 646 + 24 * i), (38, 22)))
                for j, v in enumerate(row):
                    out.append(r("table-cell", "", v, "", "", (440 + 230 * j, 646 + 24 * i), (228, 22)))
        out.append(r("label", "", status, "", "result status", (400, 1000), (900, 22)))
        return scr(clock, "DBeaver", out)

    def run(sql: str) -> str:
        script.append(sql)
        return code(f"pyautogui.hotkey('ctrl', 'end')\npyautogui.typewrite({chr(10) + sql if len(script) > 1 else sql!r})\npyautogui.hotkey('ctrl', 'enter')")

    state = ("DBeaver 23.3.5 is connected to PostgreSQL database 'inventory' (localhost:5432, auto-commit) with an empty SQL script "
             "'Script-3'. Task: remove discontinued products, add two new SKUs, and confirm the resulting product count.")
    turns = []
    a = run("SELECT count(*) FROM products;")
    turns.append((a, win("Wed Mar 20  16:02", True, ["count"], [["248"]], "1 row(s) fetched - 4ms, on 2024-03-20 at 16:02:11")))
    disc = [["17", "AUD-SPK-0112", "Bluetooth Speaker Mini", "Audio", "[v]"], ["52", "CAB-HDMI-0301", "HDMI 1.4 Cable 1m", "Cables", "[v]"],
            ["88", "STO-HDD-0500", "500GB 2.5in HDD", "Storage", "[v]"], ["131", "AUD-MIC-0044", "USB Desk Microphone v1", "Audio", "[v]"],
            ["176", "STO-USB-0016", "16GB USB 2.0 Stick", "Storage", "[v]"], ["203", "WEA-BND-0007", "Fitness Band 7", "Wearables", "[v]"]]
    a = run("SELECT id, sku, name, category, discontinued FROM products WHERE discontinued ORDER BY id;")
    turns.append((a, win("Wed Mar 20  16:03", True, ["id", "sku", "name", "category", "discontinued"], disc,
                         "6 row(s) fetched - 7ms, on 2024-03-20 at 16:03:02")))
    a = run("DELETE FROM products WHERE discontinued;")
    turns.append((a, win("Wed Mar 20  16:03", True, [], [], "6 row(s) modified - 11ms, on 2024-03-20 at 16:03:40",
                         [("Updated Rows", "6"), ("Query", "DELETE FROM products WHERE discontinued"),
                          ("Execute time", "11ms"), ("Fetch time", "0ms"), ("Total time", "11ms"), ("Start time", "2024-03-20 16:03:40.212"),
                          ("Finish time", "2024-03-20 16:03:40.223")])))
    a = run("INSERT INTO products (sku, name, category, price, discontinued) VALUES\n"
            "  ('NET-SW-2410', '8-Port Gigabit Switch', 'Networking', 39.90, false),\n"
            "  ('AUD-HP-0917', 'Closed-Back Studio Headphones', 'Audio', 119.00, false)\nRETURNING id, sku;")
    turns.append((a, win("Wed Mar 20  16:05", True, ["id", "sku"], [["249", "NET-SW-2410"], ["250", "AUD-HP-0917"]],
                         "2 row(s) fetched - 9ms, on 2024-03-20 at 16:05:18")))
    cats = [["Audio", "40"], ["Cables", "56"], ["Computers", "36"], ["Networking", "30"], ["Storage", "42"], ["Wearables", "40"]]
    assert sum(int(c[1]) for c in cats) == 248 - 6 + 2
    a = run("SELECT category, count(*) FROM products GROUP BY category ORDER BY category;")
    turns.append((a, win("Wed Mar 20  16:06", True, ["category", "count"], cats, "6 row(s) fetched - 6ms, on 2024-03-20 at 16:06:01")))
    a = run("SELECT min(id), max(id), count(*) FILTER (WHERE discontinued) AS still_discontinued FROM products;")
    turns.append((a, win("Wed Mar 20  16:06", True, ["min", "max", "still_discontinued"], [["1", "250", "0"]],
                         "1 row(s) fetched - 5ms, on 2024-03-20 at 16:06:37")))
    a = run("SELECT id, sku, name, price FROM products WHERE id IN (249, 250);")
    turns.append((a, win("Wed Mar 20  16:07", True, ["id", "sku", "name", "price"],
                         [["249", "NET-SW-2410", "8-Port Gigabit Switch", "39.90"], ["250", "AUD-HP-0917", "Closed-Back Studio Headphones", "119.00"]],
                         "2 row(s) fetched - 3ms, on 2024-03-20 at 16:07:10")))
    a = run("SELECT count(*) FROM products;")
    turns.append((a, win("Wed Mar 20  16:07", True, ["count"], [["245"]], "1 row(s) fetched - 2ms, on 2024-03-20 at 16:07:44")))
    a = run("SELECT now();")
    turns.append((a, win("Wed Mar 20  16:08", True, ["now"], [["2024-03-20 16:08:09.514 +0100"]], "1 row(s) fetched - 1ms, on 2024-03-20 at 16:08:09")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  win("Wed Mar 20  16:08", False, ["now"], [["2024-03-20 16:08:09.514 +0100"]], "1 row(s) fetched - 1ms, on 2024-03-20 at 16:08:09")))
    rs.add(task=TASK, tid="h31-os-10", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="product count does not follow the 6 deletes and 2 inserts (245 instead of 244)")


# ---------------------------------------------------------------- 11 Evolution triage (bad)
def t11(rs: RowSet) -> None:
    inbox = [
        ["Priya Nair", "Q3 vendor invoices", "Today 09:14", "unread", ""],
        ["GitLab", "[orders-api] Pipeline #88213 failed for main", "Today 08:52", "unread", ""],
        ["Tom Becker", "Re: offsite venue shortlist", "Yesterday 18:20", "unread", ""],
        ["HR Team", "Benefits enrollment closes Friday", "Yesterday 11:45", "unread", ""],
        ["Prize Center", "You've won a $500 gift card!!! Claim now", "Yesterday 10:31", "unread", ""],
        ["Amazon.de", "Your order 302-4418812 has shipped", "Yesterday 10:02", "read", ""],
        ["Lena Ortiz", "Design review notes \u2013 checkout v2", "Mon 15:30", "read", ""],
        ["Calendar", "Reminder: 1:1 with Priya @ Tue 10:00", "Mon 09:00", "read", ""],
        ["Deutsche Bahn", "Ihre Buchungsbest\u00e4tigung (Auftrag 7Q2KXM)", "Sun 12:10", "read", ""],
        ["Sam Patel", "lunch?", "Fri 12:44", "read", ""],
        ["Nextcloud", "Weekly activity summary", "Fri 08:00", "read", ""],
        ["Jonas Weber", "Slides from the architecture guild", "Thu 17:05", "read", ""],
    ]
    folders = {"Inbox": 5, "Drafts": 0, "Sent": 0, "Junk": 0, "Trash": 0, "Receipts": 0, "Projects": 0}

    def fl() -> list[str]:
        out = [r("tree-item", "maya@northwind.io", "", "", "expanded", (10, 130), (300, 26))]
        for i, (f, n) in enumerate(folders.items()):
            out.append(r("tree-item", f + (f" ({n})" if n else ""), "", "", "", (30, 158 + 28 * i), (280, 26)))
        return out

    def win(folder: str, msgs: list[list[str]], sel: str, preview: list[str]) -> list[str]:
        out = [r("frame", f"{folder} - maya@northwind.io - Evolution", "", "evolution", "", (0, 27), (1920, 1053)),
               *[r("menu", m, "", "", "", (6 + 60 * i, 57), (56, 24)) for i, m in enumerate(["File", "Edit", "View", "Folder", "Message", "Search", "Help"])],
               r("push-button", "New", "", "", "", (10, 86), (70, 34)), r("push-button", "Send / Receive", "", "", "", (84, 86), (130, 34)),
               r("push-button", "Reply", "", "", "", (240, 86), (70, 34)), r("push-button", "Reply to All", "", "", "", (314, 86), (100, 34)),
               r("push-button", "Forward", "", "", "", (418, 86), (80, 34)), r("push-button", "Delete", "", "", "", (520, 86), (70, 34)),
               r("push-button", "Junk", "", "", "", (594, 86), (60, 34)), r("text", "Search", "", "", "", (1500, 90), (400, 28))]
        out += fl()
        for j, c in enumerate(["Flagged", "Status", "From", "Subject", "Date"]):
            out.append(r("table-column-header", c, "", "", "sorted: descending" if c == "Date" else "", (330 + [0, 30, 60, 360, 900][j], 130), ([30, 30, 300, 540, 200][j], 24)))
        for i, (frm, subj, date, st, flag) in enumerate(msgs):
            y = 156 + 26 * i
            d = st + ("; selected" if subj == sel else "")
            out += [r("table-cell", "", "\u2691" if flag else "", "", "flagged" if flag else "", (330, y), (30, 24)),
                    r("table-cell", "", "", "", st, (360, y), (30, 24)), r("table-cell", frm, frm, "", d, (390, y), (300, 24)),
                    r("table-cell", subj, subj, "", d, (690, y), (540, 24)), r("table-cell", "", date, "", "", (1230, y), (200, 24))]
        out += preview
        return out

    def prev(frm: str, to: str, subj: str, date: str, body: str) -> list[str]:
        return [r("label", "", f"From: {frm}", "", "preview header", (330, 560), (1000, 22)), r("label", "", f"To: {to}", "", "", (330, 584), (1000, 22)),
                r("label", "", f"Subject: {subj}", "", "", (330, 608), (1000, 22)), r("label", "", f"Date: {date}", "", "", (330, 632), (1000, 22)),
                r("document-web", "Message preview", body, "", "", (330, 664), (1560, 380))]

    priya_body = ("Hi Maya,\n\nattached are the three Q3 vendor invoices (Kessler Logistics, Brightline Print, Nordhaus IT). "
                  "Brightline's is 4% higher than the PO because of the rush fee we agreed on in August.\n\n"
                  "Could you confirm by Thursday so finance can pay them this cycle?\n\nThanks,\nPriya\n\n"
                  "[attachment] Q3_invoices.zip (1.8 MB)")
    p_prev = prev("Priya Nair <priya.nair@northwind.io>", "Maya Klein <maya@northwind.io>", "Q3 vendor invoices", "Tue, 12 Mar 2024 09:14:22 +0100", priya_body)
    state = ("Evolution is open on the Inbox of maya@northwind.io (12 messages, 5 unread), nothing selected. Task: read Priya's invoice "
             "mail and reply, delete the prize spam, file the Amazon shipping mail into 'Receipts', flag Tom's thread.")
    turns = []
    inbox[0][3] = "read"
    folders["Inbox"] = 4
    turns.append((code("pyautogui.click(900, 168)  # Priya Nair - Q3 vendor invoices"),
                  scr("Tue Mar 12  09:38", "Evolution", win("Inbox", inbox, "Q3 vendor invoices", p_prev))))
    spam = inbox.pop(4)
    folders["Inbox"] = 3
    folders["Trash"] = 1
    lena = prev("Lena Ortiz <lena.ortiz@northwind.io>", "design-team@northwind.io", "Design review notes \u2013 checkout v2", "Mon, 11 Mar 2024 15:30:05 +0100",
                "Notes from today's review are in the wiki. Main open point: the address step still needs a fallback for PO boxes.")
    amz = prev("Amazon.de <versandbestaetigung@amazon.de>", "maya@northwind.io", "Your order 302-4418812 has shipped", "Mon, 11 Mar 2024 10:02:17 +0100",
               "Hello Maya,\n\nyour package with 1 item is on its way. Estimated delivery: Wednesday, 13 March.\n\nCarrier: DHL, tracking 00340434161094027318\n"
               "Anker PowerExpand 8-in-1 USB-C hub  \u20ac49.99")
    turns.append((code("pyautogui.click(900, 272)  # Prize Center spam\npyautogui.press('delete')"),
                  scr("Tue Mar 12  09:38", "Evolution", win("Inbox", inbox, "Your order 302-4418812 has shipped", amz))))
    amazon = inbox.pop(4)
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'v')  # Move to folder\npyautogui.click(960, 520)  # Receipts\npyautogui.click(1130, 700)  # Move"),
                  scr("Tue Mar 12  09:39", "Evolution", win("Inbox", inbox, "Design review notes \u2013 checkout v2", lena))))
    comp = [r("frame", "Re: Q3 vendor invoices", "", "evolution", "composer", (400, 120), (1100, 800)),
            r("combo-box", "From", "Maya Klein <maya@northwind.io>", "", "", (500, 170), (700, 28)),
            r("text", "To", "Priya Nair <priya.nair@northwind.io>", "", "", (500, 204), (900, 28)),
            r("text", "Subject", "Re: Q3 vendor invoices", "", "", (500, 238), (900, 28)),
            r("document-frame", "Message body", "Hi Priya,\n\nthanks - all three look right, including the Brightline rush fee. Approved for this cycle.\n\nMaya\n\n"
              "On Tue, 2024-03-12 at 09:14 +0100, Priya Nair wrote:\n> Hi Maya,\n>\n> attached are the three Q3 vendor invoices (Kessler Logistics, Brightline Print, Nordhaus IT).", "", "editable", (410, 280), (1080, 600)),
            r("push-button", "Send", "", "", "", (410, 130), (70, 32))]
    turns.append((code("pyautogui.click(900, 168)  # Priya's mail\npyautogui.hotkey('ctrl', 'r')\npyautogui.typewrite('Hi Priya,\\n\\nthanks - all three look right, including the Brightline rush fee. Approved for this cycle.\\n\\nMaya\\n')"),
                  scr("Tue Mar 12  09:41", "Evolution", win("Inbox", inbox, "Q3 vendor invoices", p_prev) + comp)))
    inbox[0][3] = "replied"
    turns.append((code("pyautogui.hotkey('ctrl', 'return')  # Send"),
                  scr("Tue Mar 12  09:42", "Evolution", win("Inbox", inbox, "Q3 vendor invoices", p_prev)
                      + [r("label", "", "Sending message", "", "activity bar: finished", (10, 1040), (400, 22))])))
    inbox[2][4] = "flag"
    shown = inbox[:4] + [spam] + inbox[4:]
    turns.append((code("pyautogui.click(345, 220)  # flag cell of Tom Becker's message"),
                  scr("Tue Mar 12  09:43", "Evolution", win("Inbox", shown, "Q3 vendor invoices", p_prev))))
    rec = [["Amazon.de", "Your order 302-4418812 has shipped", "Yesterday 10:02", "read", ""],
           ["Deutsche Bahn", "Rechnung zu Ihrer Buchung 6XWQ1P", "28 Feb", "read", ""],
           ["Hetzner Online", "Invoice R0021773901", "1 Feb", "read", ""],
           ["Apple", "Your receipt from Apple.", "14 Jan", "read", ""]]
    assert amazon[1] == rec[0][1]
    turns.append((code("pyautogui.click(120, 311)  # Receipts"),
                  scr("Tue Mar 12  09:44", "Evolution", win("Receipts", rec, "", []))))
    sent = [["To: Priya Nair", "Re: Q3 vendor invoices", "Today 09:42", "read", ""],
            ["To: Jonas Weber", "Re: Slides from the architecture guild", "Thu 17:31", "read", ""],
            ["To: team-leads@northwind.io", "Offsite venue shortlist", "Thu 10:12", "read", ""]]
    turns.append((code("pyautogui.click(120, 227)  # Sent"),
                  scr("Tue Mar 12  09:45", "Evolution", win("Sent", sent, "", []))))
    trash = [[spam[0], spam[1], spam[2], "unread", ""]]
    turns.append((code("pyautogui.click(120, 283)  # Trash"),
                  scr("Tue Mar 12  09:45", "Evolution", win("Trash", trash, "", []))))
    rs.add(task=TASK, tid="h31-os-11", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=6,
           kind="deleted spam message reappears in the inbox list")


# ---------------------------------------------------------------- 12 Shotwell import / rate / rotate (clean)
def t12(rs: RowSet) -> None:
    photos = [f"IMG_{4400 + i}.JPG" for i in range(32)]
    times = [f"{9 + (i * 17) // 60:02d}:{(12 + i * 17) % 60:02d}" for i in range(32)]
    rating = {p: 0 for p in photos}
    dims = {p: "6000 \u00d7 4000" for p in photos}

    def grid(items: list[str], sel: str = "") -> list[str]:
        out = []
        for i, p in enumerate(items[:18]):
            x, y = 300 + 260 * (i % 6), 140 + 250 * (i // 6)
            stars = "\u2605" * rating.get(p, 0)
            when = f"Sat Mar 9, 2024 {times[photos.index(p)]}" if p in photos else "Sat Jul 2, 2022"
            out.append(r("list-item", p, p, "", ("selected; " if p == sel else "") + when + (f"; {stars}" if stars else ""), (x, y), (240, 230)))
        return out

    def side(sel: str, events: list[str]) -> list[str]:
        out = [r("tree-item", "Library", "", "", "expanded", (10, 80), (260, 26))]
        items = ["Photos", "Last Import", "Flagged", "Trash", "Events"] + events + ["Tags", "Saved Searches"]
        for i, s in enumerate(items):
            out.append(r("tree-item", s.strip(), "", "", "selected" if s.strip() == sel else "", (20 + (20 if s.startswith("  ") else 0), 108 + 28 * i), (240, 26)))
        return out

    def win(view: str, events: list[str], body: list[str], status: str, filt: str = "All Photos", info: list[str] | None = None) -> list[str]:
        return [r("frame", "Shotwell", "", "shotwell", "", (0, 27), (1920, 1053)),
                *[r("menu", m, "", "", "", (6 + 60 * i, 57), (56, 24)) for i, m in enumerate(["File", "Edit", "View", "Photos", "Events", "Tags", "Help"])],
                *side(view, events), *body,
                r("push-button", "Rotate", "", "", "", (300, 1024), (80, 32)), r("push-button", "Flag", "", "", "", (384, 1024), (60, 32)),
                r("push-button", "Enhance", "", "", "", (448, 1024), (90, 32)), r("push-button", "Publish", "", "", "", (542, 1024), (90, 32)),
                r("combo-box", "Rating filter", filt, "", "", (1300, 1024), (200, 32)),
                r("slider", "Zoom", "", "", "", (1520, 1024), (200, 32)),
                r("label", "", status, "", "status", (1740, 1028), (170, 22))] + (info or [])

    lib_events = ["  2024", "  2023", "  2022"]
    state = ("Shotwell is open on Library > Photos (1,204 photos, all ratings shown). The camera card was copied to ~/Pictures/2024-03-09 Lisbon "
             "(32 JPEGs). Task: import them, rate the best two, fix the rotation of IMG_4415, and name the new event 'Lisbon'.")
    lib = [f"IMG_{912 + i:04d}.JPG" for i in range(90)]
    for i, p in enumerate(lib):
        rating[p] = [0, 3, 0, 4, 0, 0, 5, 0, 2, 0, 0, 4, 0, 0, 0, 3, 4, 0][i % 18]
    lib_first = lib[:18]
    dlg = [r("dialog", "Import From Folder", "", "", "", (560, 200), (800, 600)),
           r("push-button", "Pictures", "", "", "path", (580, 230), (100, 30)),
           r("table-cell", "", "2024-03-09 Lisbon", "", "selected; folder", (600, 290), (600, 26)),
           r("table-cell", "", "2024-02-17 Harz", "", "folder", (600, 316), (600, 26)),
           r("table-cell", "", "Screenshots", "", "folder", (600, 342), (600, 26)),
           r("check-box", "Copy Photos into library folder", "", "", "", (580, 740), (300, 22)),
           r("push-button", "Cancel", "", "", "", (1160, 760), (80, 30)), r("push-button", "OK", "", "", "", (1250, 760), (80, 30))]
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'i')  # Import From Folder\npyautogui.click(800, 303)  # 2024-03-09 Lisbon"),
                  scr("Sat Mar 16  18:20", "Shotwell", win("Photos", lib_events, grid(lib_first), "1,204 Photos") + dlg)))
    prog = [r("label", "", "Importing...", "", "", (300, 1000), (200, 22)), r("progress-bar", "", "12 of 32", "", "38%", (500, 1000), (400, 20))]
    turns.append((code("pyautogui.click(1290, 775)  # OK"),
                  scr("Sat Mar 16  18:20", "Shotwell", win("Photos", lib_events, grid(lib_first), "1,216 Photos") + prog)))
    done = [r("dialog", "Import Complete", "", "", "", (760, 420), (400, 170)), r("label", "", "32 photos successfully imported.", "", "", (780, 460), (360, 22)),
            r("push-button", "OK", "", "", "", (1060, 540), (80, 30))]
    turns.append((code("import time\ntime.sleep(8)"),
                  scr("Sat Mar 16  18:21", "Shotwell", win("Photos", lib_events, grid(lib_first), "1,236 Photos") + done)))
    turns.append((code("pyautogui.click(1100, 555)  # OK\npyautogui.click(100, 150)  # Last Import"),
                  scr("Sat Mar 16  18:21", "Shotwell", win("Last Import", lib_events, grid(photos), "32 Photos"))))
    rating["IMG_4411.JPG"] = 5
    rating["IMG_4409.JPG"] = 4

    def info(p: str) -> list[str]:
        return [r("panel", "Basic Information", "", "", "", (1700, 80), (220, 200)), r("label", "", p, "", "", (1710, 90), (200, 20)),
                r("label", "", f"Sat, Mar 9, 2024 {times[photos.index(p)]}:00", "", "", (1710, 114), (200, 20)),
                r("label", "", dims[p], "", "", (1710, 138), (200, 20)), r("label", "", "Canon EOS M50", "", "", (1710, 162), (200, 20)),
                r("label", "", "1/250 sec f/8.0 ISO 100 18 mm", "", "", (1710, 186), (200, 20))]

    turns.append((code("pyautogui.click(1720, 505)  # IMG_4411\npyautogui.press('5')\npyautogui.click(1200, 505)  # IMG_4409\npyautogui.press('4')"),
                  scr("Sat Mar 16  18:22", "Shotwell", win("Last Import", lib_events, grid(photos, "IMG_4409.JPG"), "32 Photos", info=info("IMG_4409.JPG")))))
    turns.append((code("pyautogui.click(1200, 755)  # IMG_4415"),
                  scr("Sat Mar 16  18:22", "Shotwell", win("Last Import", lib_events, grid(photos, "IMG_4415.JPG"), "32 Photos", info=info("IMG_4415.JPG")))))
    dims["IMG_4415.JPG"] = "4000 \u00d7 6000"
    turns.append((code("pyautogui.hotkey('ctrl', 'r')  # rotate right"),
                  scr("Sat Mar 16  18:23", "Shotwell", win("Last Import", lib_events, grid(photos, "IMG_4415.JPG"), "32 Photos", info=info("IMG_4415.JPG")))))
    best = [p for p in photos if rating[p] >= 4]
    turns.append((code("pyautogui.click(1400, 1040)  # Rating filter\npyautogui.click(1400, 900)  # 'Four or more stars'"),
                  scr("Sat Mar 16  18:23", "Shotwell", win("Last Import", lib_events, grid(best), "2 Photos", "\u2605\u2605\u2605\u2605 and higher"))))
    lib_best = [p for p in lib if rating[p] >= 4][:18]
    turns.append((code("pyautogui.click(100, 122)  # Photos"),
                  scr("Sat Mar 16  18:24", "Shotwell", win("Photos", lib_events, grid(lib_best), "213 Photos", "\u2605\u2605\u2605\u2605 and higher"))))
    ev = ["  2024", "    Sat Mar 9, 2024", "    Sat Feb 17, 2024", "  2023", "  2022"]
    turns.append((code("pyautogui.click(1400, 1040)\npyautogui.click(1400, 700)  # 'All Photos'\npyautogui.click(80, 261)  # expand 2024\npyautogui.click(120, 289)  # Sat Mar 9, 2024"),
                  scr("Sat Mar 16  18:24", "Shotwell", win("Sat Mar 9, 2024", ev, grid(photos), "32 Photos"))))
    ev2 = ["  2024", "    Lisbon", "    Sat Feb 17, 2024", "  2023", "  2022"]
    turns.append((code("pyautogui.press('f2')  # Rename Event\npyautogui.typewrite('Lisbon\\n')"),
                  scr("Sat Mar 16  18:25", "Shotwell", win("Lisbon", ev2, grid(photos), "32 Photos"))))
    rs.add(task=TASK, tid="h31-os-12", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- Chrome helper
def chrome_win(tabs: list[str], active: int, url: str, page: list[str]) -> list[str]:
    out = [r("frame", f"{tabs[active]} - Google Chrome", "", "google-chrome", "", (0, 27), (1920, 1053))]
    for i, t in enumerate(tabs):
        out.append(r("page-tab", t, "", "", "selected" if i == active else "", (8 + 240 * i, 34), (236, 34)))
    out += [r("push-button", "New Tab", "", "", "", (8 + 240 * len(tabs), 38), (28, 28)),
            r("push-button", "Back", "", "", "", (8, 76), (34, 34)), r("push-button", "Forward", "", "", "", (44, 76), (34, 34)),
            r("push-button", "Reload", "", "", "", (80, 76), (34, 34)),
            r("entry", "Address and search bar", url, "", "", (130, 78), (1500, 30)),
            r("push-button", "Bookmark this tab", "", "", "", (1640, 76), (34, 34)), r("push-button", "Chrome", "", "", "", (1880, 76), (34, 34))]
    return out + page


# ---------------------------------------------------------------- 13 Chrome: Hacker News + live price (clean)
def t13(rs: RowSet) -> None:
    # (title, domain, points at 14:20, user, posted minute-of-day, comments at 14:20)
    S = {
        "a": ("Show HN: A SQLite extension for vector search in 600 lines of C", "github.com/asg017", 412, "asg017", 14 * 60 + 20 - 190, 214),
        "b": ("The hidden cost of Kubernetes for small teams", "blog.kestrel.dev", 301, "mkesler", 14 * 60 + 20 - 260, 187),
        "c": ("Why the 737 rudder problem took a decade to solve", "admiralcloudberg.medium.com", 288, "pseudolus", 14 * 60 + 20 - 330, 96),
        "d": ("Postgres 17 beta: incremental backups explained", "postgresql.org", 176, "craigkerstiens", 14 * 60 + 20 - 95, 41),
        "e": ("Ask HN: How do you keep on-call sustainable?", "", 163, "throwaway_oncall", 14 * 60 + 20 - 120, 201),
        "f": ("Researchers grow functional thymus tissue from stem cells", "nature.com", 152, "bookofjoe", 14 * 60 + 20 - 410, 58),
        "g": ("A visual guide to QUIC connection migration", "jvns.ca", 140, "ingve", 14 * 60 + 20 - 200, 23),
        "h": ("Zig 0.12 release notes", "ziglang.org", 133, "kristoff_it", 14 * 60 + 20 - 45, 67),
        "i": ("The case for boring technology, ten years later", "mcfunley.com", 121, "zdw", 14 * 60 + 20 - 480, 110),
        "j": ("Show HN: I built a tiny e-ink calendar for my kitchen", "github.com/pbrandt", 98, "pbrandt", 14 * 60 + 20 - 150, 44),
        "k": ("Rust in the Linux kernel: a status report", "lwn.net", 94, "chmaynard", 14 * 60 + 20 - 300, 71),
        "l": ("How we cut our AWS bill by 60% with spot instances", "engineering.tally.so", 87, "marcel_t", 14 * 60 + 20 - 220, 52),
        "m": ("Launch HN: Tessera (YC W24) \u2013 Data lineage for dbt projects", "", 62, "tessera_hq", 14 * 60 + 20 - 70, 33),
        "n": ("The unreasonable effectiveness of plain text", "buttondown.email", 58, "Tomte", 14 * 60 + 20 - 600, 40),
        "o": ("Linux on the Steam Deck for developers", "kevq.uk", 41, "kevq", 14 * 60 + 20 - 25, 9),
        "p": ("OpenBSD 7.5 released", "openbsd.org", 37, "fcambus", 14 * 60 + 20 - 18, 5),
    }

    def age(posted: int, now: int) -> str:
        d = now - posted
        if d < 60:
            return f"{d} minute{'s' if d != 1 else ''} ago"
        return f"{d // 60} hour{'s' if d // 60 != 1 else ''} ago"

    def hn(order: list[str], start: int, now: int, pts: dict[str, int], com: dict[str, int]) -> list[str]:
        out = [r("link", "Hacker News", "", "", "", (140, 130), (120, 20)), r("link", "new", "", "", "", (270, 130), (30, 20)),
               r("link", "past", "", "", "", (310, 130), (36, 20)), r("link", "comments", "", "", "", (356, 130), (70, 20)),
               r("link", "ask", "", "", "", (436, 130), (30, 20)), r("link", "show", "", "", "", (476, 130), (40, 20)),
               r("link", "jobs", "", "", "", (526, 130), (36, 20)), r("link", "login", "", "", "", (1700, 130), (40, 20))]
        for i, k in enumerate(order):
            t, dom, _, user, posted, _ = S[k]
            y = 160 + 50 * i
            out.append(r("label", "", f"{start + i}.", "", "rank", (140, y), (30, 20)))
            out.append(r("link", t, "", "", "", (190, y), (900, 20)))
            if dom:
                out.append(r("link", dom, "", "", "site", (1100, y), (260, 20)))
            out.append(r("label", "", f"{pts[k]} points by {user} {age(posted, now)} | hide | {com[k]}\u00a0comments", "", "subtext", (190, y + 22), (900, 18)))
        out.append(r("link", "More", "", "", "", (190, 160 + 50 * len(order)), (50, 20)))
        return out

    pts = {k: v[2] for k, v in S.items()}
    com = {k: v[5] for k, v in S.items()}
    tabs = ["Hacker News"]
    state = ("Google Chrome is open on a blank New Tab page. Task: skim the Hacker News front page and the second page, open the "
             "comment thread of the top story, and check the current Bitcoin price in a second tab.")
    turns = []
    p1 = list("abcdefghijkl")
    now = 14 * 60 + 20
    turns.append((code("pyautogui.hotkey('ctrl', 'l')\npyautogui.typewrite('news.ycombinator.com\\n')"),
                  scr("Mon Mar 18  14:20", "Google Chrome", chrome_win(tabs, 0, "news.ycombinator.com", hn(p1, 1, now, pts, com)))))
    p2 = list("mnop")
    page2 = hn(p2, 31, now, pts, com)
    turns.append((code("pyautogui.click(215, 770)  # More"),
                  scr("Mon Mar 18  14:21", "Google Chrome", chrome_win(tabs, 0, "news.ycombinator.com/?p=2", page2))))
    turns.append((code("pyautogui.hotkey('alt', 'left')"),
                  scr("Mon Mar 18  14:21", "Google Chrome", chrome_win(tabs, 0, "news.ycombinator.com", hn(p1, 1, now, pts, com)))))
    now = 14 * 60 + 27
    for k, dp, dc in [("a", 9, 6), ("b", 4, 3), ("c", 2, 1), ("d", 15, 7), ("e", 6, 9), ("g", 3, 0), ("h", 21, 11), ("j", 2, 1), ("k", 1, 2), ("p", 26, 8)]:
        pts[k] += dp
        com[k] += dc
    p1b = ["a", "b", "c", "d", "e", "h", "f", "g", "p", "i", "j", "k"]
    turns.append((code("pyautogui.press('f5')"),
                  scr("Mon Mar 18  14:27", "Google Chrome", chrome_win(tabs, 0, "news.ycombinator.com", hn(p1b, 1, now, pts, com)))))
    t, dom, _, user, posted, _ = S["a"]

    def item(now_: int, pts_a: int, comments: list[tuple[str, int, str]]) -> list[str]:
        out = [r("link", "Hacker News", "", "", "", (140, 130), (120, 20)),
               r("link", t, "", "", "", (190, 160), (900, 20)), r("link", dom, "", "", "site", (1100, 160), (260, 20)),
               r("label", "", f"{pts_a} points by {user} {age(posted, now_)} | hide | past | favorite | {com['a']}\u00a0comments", "", "subtext", (190, 182), (900, 18)),
               r("entry", "comment", "", "", "", (190, 210), (700, 100)), r("push-button", "add comment", "", "", "", (190, 316), (110, 26))]
        for i, (u, mins, txt) in enumerate(comments):
            y = 360 + 90 * i
            out += [r("label", "", f"{u} {age(now_ - mins, now_)} | next [\u2013]", "", "comment header", (190, y), (700, 18)),
                    r("label", "", txt, "", "comment", (190, y + 20), (1200, 60))]
        return out

    cm = [("tptacek", 176, "The interesting part is that they skip the index entirely for < 100k rows and just brute-force with SIMD. That's the right call for most apps."),
          ("simonw", 170, "I've been using this for a few weeks on my blog search. Build was trivial, and the virtual table API makes it feel native."),
          ("dang", 150, "Related ongoing thread: https://news.ycombinator.com/item?id=39698803"),
          ("jchw", 131, "Curious how the cosine distance handles zero vectors \u2013 the README doesn't say.")]
    turns.append((code("pyautogui.click(400, 182)  # '220 comments' under story 1"),
                  scr("Mon Mar 18  14:28", "Google Chrome", chrome_win(tabs, 0, "news.ycombinator.com/item?id=39711542", item(now + 1, pts["a"], [(u, m + 1, x) for u, m, x in cm])))))
    tabs = [t + " | Hacker News", "Bitcoin price today, BTC to USD live price, marketcap and chart | Coinbase"]

    def coin(price: str, chg: str, upd: str) -> list[str]:
        return [r("heading", "Bitcoin price", "", "", "", (200, 170), (400, 40)),
                r("label", "", price, "", "price", (200, 220), (300, 50)), r("label", "", chg, "", "24h change", (520, 236), (160, 24)),
                r("label", "", f"Last updated {upd}", "", "", (200, 280), (300, 20)),
                r("push-button", "1H", "", "", "", (200, 320), (40, 26)), r("push-button", "1D", "", "", "pressed", (244, 320), (40, 26)),
                r("push-button", "1W", "", "", "", (288, 320), (40, 26)), r("push-button", "1M", "", "", "", (332, 320), (40, 26)),
                r("label", "", "Market cap $1.4T", "", "", (200, 700), (300, 20)), r("label", "", "Circulating supply 19.7M BTC", "", "", (520, 700), (300, 20)),
                r("label", "", "All-time high $73,750.07", "", "", (840, 700), (300, 20))]

    turns.append((code("pyautogui.hotkey('ctrl', 't')\npyautogui.typewrite('coinbase.com/price/bitcoin\\n')"),
                  scr("Mon Mar 18  14:29", "Google Chrome", chrome_win(tabs, 1, "coinbase.com/price/bitcoin", coin("$68,214.37", "\u25bc 1.84%", "14:29:08")))))
    turns.append((code("import time\ntime.sleep(60)\npyautogui.press('f5')"),
                  scr("Mon Mar 18  14:30", "Google Chrome", chrome_win(tabs, 1, "coinbase.com/price/bitcoin", coin("$68,097.02", "\u25bc 2.01%", "14:30:15")))))
    turns.append((code("pyautogui.hotkey('ctrl', '1')"),
                  scr("Mon Mar 18  14:30", "Google Chrome", chrome_win(tabs, 0, "news.ycombinator.com/item?id=39711542", item(now + 1, pts["a"], [(u, m + 1, x) for u, m, x in cm])))))
    now = 14 * 60 + 31
    pts["a"] += 5
    com["a"] += 3
    cm2 = [("kstenerud", -3, "Would love to see a benchmark against pgvector on the same hardware."), *cm[:3]]
    turns.append((code("pyautogui.press('f5')"),
                  scr("Mon Mar 18  14:31", "Google Chrome", chrome_win(tabs, 0, "news.ycombinator.com/item?id=39711542",
                      item(now, pts["a"], [(u, m + 4, x) for u, m, x in cm2])))))
    rs.add(task=TASK, tid="h31-os-13", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 14 Remmina new SSH profile (bad)
def t14(rs: RowSet) -> None:
    prof = [["nas-home", "Home", "192.168.1.20", "SSH", "2024-03-10 - 20:14:51"],
            ["win-jumpbox", "Work", "jump01.corp.example.net", "RDP", "2024-03-14 - 09:02:33"],
            ["build-srv-01", "Work", "10.20.0.13", "SSH", "2024-03-18 - 17:40:09"],
            ["media-pi", "Home", "192.168.1.44:5900", "VNC", "2024-02-27 - 21:55:18"]]

    def main(sel: str = "") -> list[str]:
        out = [r("frame", "Remmina Remote Desktop Client", "", "org.remmina.Remmina", "", (360, 140), (1200, 700)),
               r("push-button", "New connection profile", "", "", "", (372, 150), (34, 34)),
               r("entry", "Server", "", "", "quick connect", (420, 152), (500, 30)),
               r("combo-box", "Protocol", "RDP", "", "", (930, 152), (100, 30)),
               r("toggle-button", "Search", "", "", "", (1440, 150), (34, 34)), r("push-button", "Menu", "", "", "", (1480, 150), (34, 34))]
        for j, c in enumerate(["Name", "Group", "Server", "Plugin", "Last used"]):
            out.append(r("table-column-header", c, "", "", "sorted: ascending" if c == "Name" else "", (370 + [0, 260, 400, 700, 800][j], 196), ([260, 140, 300, 100, 300][j], 26)))
        for i, row in enumerate(sorted(prof)):
            y = 224 + 30 * i
            for j, v in enumerate(row):
                out.append(r("table-cell", v if j == 0 else "", v, "", "selected" if row[0] == sel else "", (370 + [0, 260, 400, 700, 800][j], y), ([260, 140, 300, 100, 300][j], 28)))
        out.append(r("label", "", f"Total {len(prof)} items.", "", "status", (372, 812), (300, 22)))
        return out

    def editor(name: str, group: str, proto: str, server: str, user: str, ident: str) -> list[str]:
        return [r("dialog", "Remote Connection Profile", "", "", "", (560, 180), (800, 660)),
                r("entry", "Name", name, "", "", (720, 220), (600, 30)), r("combo-box", "Group", group, "", "", (720, 256), (600, 30)),
                r("combo-box", "Protocol", proto, "", "", (720, 292), (600, 30)),
                r("combo-box", "Pre-command", "", "", "", (720, 328), (600, 30)), r("combo-box", "Post-command", "", "", "", (720, 364), (600, 30)),
                r("page-tab", "Basic", "", "", "selected", (580, 410), (80, 28)), r("page-tab", "SSH Tunnel", "", "", "", (660, 410), (110, 28)),
                r("entry", "Server", server, "", "", (720, 456), (600, 30)),
                r("combo-box", "Authentication type", "SSH identity file" if ident else "Password", "", "", (720, 492), (600, 30)),
                r("entry", "Username", user, "", "", (720, 528), (600, 30)),
                r("entry", "Identity file", ident, "", "", (720, 564), (600, 30)),
                r("entry", "Startup program", "", "", "", (720, 600), (600, 30)),
                r("combo-box", "Terminal color scheme", "Tango", "", "", (720, 636), (600, 30)),
                r("push-button", "Cancel", "", "", "", (920, 790), (90, 32)), r("push-button", "Save as Default", "", "", "", (1014, 790), (130, 32)),
                r("push-button", "Save", "", "", "", (1148, 790), (80, 32)), r("push-button", "Connect", "", "", "", (1232, 790), (90, 32)),
                r("push-button", "Save and Connect", "", "", "", (1326, 790), (30, 32))]

    state = ("Remmina is open with four saved profiles. Task: add an SSH profile 'build-srv-02' (group Work, server 10.20.0.14, user ci, "
             "key ~/.ssh/id_ed25519), connect once to verify the host, then disconnect.")
    turns = []
    turns.append((code("pyautogui.click(389, 167)  # New connection profile"),
                  scr("Tue Mar 19  16:42", "Remmina", main() + editor("Quick Connect", "", "RDP - Remote Desktop Protocol", "", "", ""))))
    filled = editor("build-srv-02", "Work", "SSH - Secure Shell", "10.20.0.14", "ci", "/home/maya/.ssh/id_ed25519")
    turns.append((code("pyautogui.tripleClick(1000, 235); pyautogui.typewrite('build-srv-02')\n"
                       "pyautogui.click(1000, 271); pyautogui.typewrite('Work')\n"
                       "pyautogui.click(1000, 307); pyautogui.click(1000, 420)  # SSH - Secure Shell\n"
                       "pyautogui.click(1000, 471); pyautogui.typewrite('10.20.0.14')\n"
                       "pyautogui.click(1000, 507); pyautogui.click(1000, 560)  # SSH identity file\n"
                       "pyautogui.click(1000, 543); pyautogui.typewrite('ci')\n"
                       "pyautogui.click(1000, 579); pyautogui.typewrite('/home/maya/.ssh/id_ed25519')"),
                  scr("Tue Mar 19  16:43", "Remmina", main() + filled)))
    prof.append(["build-srv-02", "Work", "10.20.0.14", "SSH", ""])
    turns.append((code("pyautogui.click(1188, 806)  # Save"),
                  scr("Tue Mar 19  16:44", "Remmina", main("build-srv-02"))))
    term = ("Welcome to Ubuntu 22.04.4 LTS (GNU/Linux 5.15.0-97-generic x86_64)\n\n"
            "  System load:  0.08               Processes:             212\n"
            "  Usage of /:   37.2% of 195.86GB   Users logged in:       0\n"
            "  Memory usage: 11%                IPv4 address for ens3: 10.20.0.14\n"
            "  Swap usage:   0%\n\n"
            "Last login: Mon Mar 18 11:05:44 2024 from 10.20.0.5\n"
            "ci@build-srv-02:~$ ")

    def conn(text: str) -> list[str]:
        return [r("frame", "build-srv-02", "", "org.remmina.Remmina", "connection window", (200, 80), (1520, 920)),
                r("page-tab", "build-srv-02", "", "", "selected", (210, 88), (200, 30)),
                r("push-button", "Duplicate current connection", "", "", "", (1660, 120), (34, 34)),
                r("push-button", "Disconnect", "", "", "", (1660, 160), (34, 34)),
                r("terminal", "build-srv-02", text, "", "focused", (210, 124), (1440, 860))]

    turns.append((code("pyautogui.doubleClick(500, 268)  # build-srv-02"),
                  scr("Tue Mar 19  16:44", "Remmina", conn(term))))
    term2 = term + "hostname -I; uptime\n10.20.0.14 172.17.0.1 \n 16:45:31 up 23 days,  4:12,  1 user,  load average: 0.08, 0.11, 0.09\nci@build-srv-02:~$ "
    turns.append((typed("hostname -I; uptime"), scr("Tue Mar 19  16:45", "Remmina", conn(term2))))
    prof[-1][4] = "2024-03-19 - 16:44:58"
    turns.append((typed("exit"), scr("Tue Mar 19  16:46", "Remmina", main("build-srv-02"))))
    turns.append((code("pyautogui.rightClick(500, 268)  # build-srv-02\npyautogui.click(560, 330)  # Edit"),
                  scr("Tue Mar 19  16:46", "Remmina", main("build-srv-02")
                      + editor("build-srv-02", "Work", "SSH - Secure Shell", "10.20.0.41", "ci", "/home/maya/.ssh/id_ed25519"))))
    rs.add(task=TASK, tid="h31-os-14", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="saved profile's server address differs from what was saved and connected to")


# ---------------------------------------------------------------- 15 Calculator modes and formats (clean)
def t15(rs: RowSet) -> None:
    basic = ["7", "8", "9", "\u00f7", "Backspace", "Clear", "4", "5", "6", "\u00d7", "(", ")", "1", "2", "3", "\u2212", "x\u00b2", "\u221a", "0", ".", "%", "+", "="]
    adv = basic + ["\u03c0", "e", "x\u02b8", "log", "ln", "sin", "cos", "tan", "n!", "|x|", "Inv", "Hyp", "Insert variable", "Insert unit"]
    prog = ["A", "B", "C", "D", "E", "F", "AND", "OR", "XOR", "NOT", "<<", ">>", "mod", "Ones' complement", "Two's complement"] + basic[:19]

    def win(mode: str, hist: list[tuple[str, str]], expr: str, buttons: list[str], extra: list[str] | None = None) -> list[str]:
        out = [r("frame", "Calculator", "", "gnome-calculator", "", (660, 150), (600, 760)),
               r("push-button", mode + " Mode", "", "", "mode menu", (680, 158), (160, 34)), r("push-button", "Undo", "", "", "", (1130, 158), (34, 34)),
               r("push-button", "Main Menu", "", "", "", (1170, 158), (34, 34))]
        for i, (e, v) in enumerate(hist):
            out += [r("label", "", e, "", "history expression", (680, 210 + 28 * i), (400, 24)), r("label", "", v, "", "history result", (1080, 210 + 28 * i), (160, 24))]
        out.append(r("text", "Display", expr, "", "editable", (680, 210 + 28 * len(hist) + 10), (560, 40)))
        for i, b in enumerate(buttons):
            out.append(r("push-button", b, "", "", "", (680 + 95 * (i % 6), 520 + 50 * (i // 6)), (90, 44)))
        return out + (extra or [])

    def prefs(sep: bool, places: str) -> list[str]:
        return [r("dialog", "Preferences", "", "", "", (720, 300), (480, 320)),
                r("combo-box", "Number format", "Automatic", "", "", (960, 340), (200, 30)),
                r("spin-button", "Decimal places", places, "", "", (960, 380), (200, 30)),
                r("switch", "Show trailing zeroes", "", "", "off", (1110, 420), (50, 26)),
                r("switch", "Show thousands separators", "", "", "on" if sep else "off", (1110, 456), (50, 26)),
                r("combo-box", "Angle units", "Degrees", "", "", (960, 496), (200, 30)),
                r("combo-box", "Word size", "64 bits", "", "", (960, 536), (200, 30)),
                r("combo-box", "Exchange rate refresh interval", "Never", "", "", (960, 576), (200, 30))]

    state = ("GNOME Calculator is open in Basic mode with an empty history (thousands separators off, 9 decimal places). Task: a few "
             "quick conversions for a shopping list and a hex value for a config file.")
    turns = []
    h = [("1234\u00d756", "69104")]
    turns.append((typed("1234*56"), scr("Wed Mar 20  12:10", "Calculator", win("Basic", h, "69104", basic))))
    turns.append((code("pyautogui.click(1187, 175)  # Main Menu\npyautogui.click(1100, 230)  # Preferences\npyautogui.click(1135, 469)  # Show thousands separators"),
                  scr("Wed Mar 20  12:10", "Calculator", win("Basic", [("1234\u00d756", "69,104")], "69,104", basic, prefs(True, "9")))))
    h = [("1234\u00d756", "69,104"), ("69104\u00f77", "9,872")]
    turns.append((code("pyautogui.press('escape')\npyautogui.typewrite('/7\\n')"),
                  scr("Wed Mar 20  12:11", "Calculator", win("Basic", h, "9,872", basic))))
    h.append(("\u221a2", "1.414213562"))
    turns.append((code("pyautogui.hotkey('ctrl', 'a')  # Advanced mode\npyautogui.typewrite('sqrt(2)\\n')"),
                  scr("Wed Mar 20  12:11", "Calculator", win("Advanced", h, "1.414213562", adv))))
    turns.append((code("pyautogui.click(1187, 175)\npyautogui.click(1100, 230)  # Preferences\npyautogui.tripleClick(1060, 395)\npyautogui.typewrite('3\\t')"),
                  scr("Wed Mar 20  12:12", "Calculator", win("Advanced", h[:2] + [("\u221a2", "1.414")], "1.414", adv, prefs(True, "3")))))
    h[2] = ("\u221a2", "1.414")
    h.append(("12 in in cm", "30.48"))
    turns.append((code("pyautogui.press('escape')\npyautogui.typewrite('12 in in cm\\n')"),
                  scr("Wed Mar 20  12:12", "Calculator", win("Advanced", h, "30.48", adv))))
    h.append(("2\u00d7\u03c0", "6.283"))
    turns.append((typed("2*pi"), scr("Wed Mar 20  12:13", "Calculator", win("Advanced", h, "6.283", adv))))
    h.append(("255", "255"))
    turns.append((code("pyautogui.hotkey('ctrl', 'p')  # Programming mode\npyautogui.typewrite('255\\n')"),
                  scr("Wed Mar 20  12:13", "Calculator", win("Programming", h, "255", prog,
                      [r("combo-box", "Number base", "Decimal", "", "", (680, 470), (160, 30)), r("label", "", "0xFF  0377  0b11111111", "", "other bases", (860, 476), (300, 20))]))))
    turns.append((code("pyautogui.click(760, 485)  # Number base\npyautogui.click(760, 560)  # Hexadecimal"),
                  scr("Wed Mar 20  12:14", "Calculator", win("Programming", h, "FF\u2081\u2086", prog,
                      [r("combo-box", "Number base", "Hexadecimal", "", "", (680, 470), (160, 30)), r("label", "", "255  0377  0b11111111", "", "other bases", (860, 476), (300, 20))]))))
    rs.add(task=TASK, tid="h31-os-15", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 16 Deja Dup backup run + restore view (bad)
def t16(rs: RowSet) -> None:
    def frame(view: str, body: list[str]) -> list[str]:
        return [r("frame", "Backups", "", "org.gnome.DejaDup", "", (460, 140), (1000, 780)),
                r("toggle-button", "Overview", "", "", "pressed" if view == "Overview" else "", (830, 148), (120, 34)),
                r("toggle-button", "Restore", "", "", "pressed" if view == "Restore" else "", (950, 148), (120, 34)),
                r("push-button", "Main Menu", "", "", "", (1400, 148), (34, 34))] + body

    def overview(last: str, nxt: str) -> list[str]:
        return [r("image", "Backups", "", "", "", (900, 240), (120, 120)),
                r("label", "", last, "", "", (760, 380), (400, 24)), r("label", "", nxt, "", "", (760, 410), (400, 24)),
                r("push-button", "Back Up Now\u2026", "", "", "", (860, 460), (200, 40)),
                r("switch", "Back Up Automatically", "", "", "on", (1080, 530), (50, 26)),
                r("label", "", "Back Up Automatically", "", "", (840, 532), (220, 22))]

    def prog(pct: str, what: str, detail: str) -> list[str]:
        return [r("dialog", "Backing Up\u2026", "", "", "", (660, 360), (600, 260)),
                r("label", "", what, "", "", (690, 400), (540, 22)),
                r("progress-bar", "", pct, "", "", (690, 440), (540, 20)),
                r("label", "", detail, "", "details", (690, 474), (540, 44)),
                r("push-button", "Cancel", "", "", "", (1020, 570), (100, 32)), r("push-button", "Resume Later", "", "", "", (1130, 570), (120, 32))]

    state = ("The Backups app (Deja Dup 42.9) is open on Overview: 'Last backup was yesterday.', weekly automatic backups to "
             "sftp://nas.local/backups/maya. Task: run a backup now, exclude ~/VirtualBox VMs from future backups, and check the restore points.")
    turns = []
    turns.append((code("pyautogui.click(960, 480)  # Back Up Now..."),
                  scr("Tue Mar 12  14:03", "Backups", frame("Overview", overview("Last backup was yesterday.", "Next backup is today."))
                      + prog("0%", "Scanning\u2026", "Preparing backup of /home/maya"))))
    turns.append((code("import time\ntime.sleep(120)"),
                  scr("Tue Mar 12  14:05", "Backups", frame("Overview", overview("Last backup was yesterday.", "Next backup is today."))
                      + prog("41%", "Backing up\u2026", "Backing up \u2018/home/maya/Pictures/2024-03-09 Lisbon/IMG_4417.JPG\u2019"))))
    notif = [r("notification", "Backup completed", "", "", "14:09", (760, 34), (400, 70))]
    turns.append((code("time.sleep(240)"),
                  scr("Tue Mar 12  14:09", "Backups", frame("Overview", overview("Last backup was today.", "Next backup is in 7 days.")) + notif)))

    def prefs(ignore: list[str]) -> list[str]:
        out = [r("frame", "Preferences", "", "org.gnome.DejaDup", "", (560, 180), (800, 700)),
               r("label", "", "Storage location: Network Server", "", "", (600, 220), (400, 22)),
               r("entry", "Network Location", "sftp://nas.local/backups/maya", "", "", (600, 250), (500, 30)),
               r("label", "", "Folders to Back Up", "", "", (600, 310), (300, 22)),
               r("list-item", "Home (maya)", "", "", "", (620, 338), (600, 28)),
               r("push-button", "Add", "", "", "", (1240, 338), (34, 28)),
               r("label", "", "Folders to Ignore", "", "", (600, 396), (300, 22))]
        for i, f in enumerate(ignore):
            out.append(r("list-item", f, "", "", "", (620, 424 + 30 * i), (600, 28)))
        out += [r("push-button", "Add", "", "", "", (1240, 424), (34, 28)),
                r("switch", "Back Up Automatically", "", "", "on", (1240, 600), (50, 26)),
                r("combo-box", "Automatic Backup Frequency", "Weekly", "", "", (1040, 640), (200, 30)),
                r("combo-box", "Keep Backups", "At least a year", "", "", (1040, 680), (200, 30))]
        return out

    turns.append((code("pyautogui.click(1417, 165)  # Main Menu\npyautogui.click(1360, 210)  # Preferences"),
                  scr("Tue Mar 12  14:10", "Backups", frame("Overview", overview("Last backup was today.", "Next backup is in 7 days.")) + prefs(["Trash", "Downloads"]))))
    turns.append((code("pyautogui.click(1257, 438)  # Add (ignore)\npyautogui.typewrite('~/VirtualBox VMs\\n')"),
                  scr("Tue Mar 12  14:10", "Backups", frame("Overview", overview("Last backup was today.", "Next backup is in 7 days.")) + prefs(["Trash", "Downloads", "VirtualBox VMs"]))))
    turns.append((code("pyautogui.hotkey('ctrl', 'w')  # close Preferences"),
                  scr("Tue Mar 12  14:11", "Backups", frame("Overview", overview("Last backup was today.", "Next backup is in 7 days.")))))
    dates = ["3/12/24, 13:51", "3/11/24, 09:12", "3/4/24, 09:10", "2/26/24, 09:08", "2/19/24, 09:15", "2/12/24, 09:11"]
    files = [("Desktop", "Folder", "3/8/24"), ("Documents", "Folder", "3/12/24"), ("Music", "Folder", "1/20/24"), ("Pictures", "Folder", "3/12/24"),
             ("Projects", "Folder", "3/12/24"), ("Videos", "Folder", "3/1/24"), (".bashrc", "Text", "11/2/23"), (".gitconfig", "Text", "2/7/24")]
    rest = [r("push-button", "Home", "", "", "location", (480, 200), (100, 30))]
    for i, (n, k, m) in enumerate(files):
        rest += [r("table-cell", n, n, "", "", (480, 240 + 28 * i), (500, 26)), r("table-cell", "", k, "", "", (980, 240 + 28 * i), (160, 26)),
                 r("table-cell", "", m, "", "", (1140, 240 + 28 * i), (200, 26))]
    rest += [r("combo-box", "Date", dates[0], "", "backup date; expanded", (480, 860), (240, 32))]
    for i, d in enumerate(dates):
        rest.append(r("menu-item", d, "", "", "selected" if i == 0 else "", (480, 600 + 30 * i), (240, 28)))
    rest.append(r("push-button", "Restore", "", "", "insensitive", (1300, 860), (120, 32)))
    turns.append((code("pyautogui.click(1010, 165)  # Restore\nimport time\ntime.sleep(10)\npyautogui.click(600, 876)  # Date"),
                  scr("Tue Mar 12  14:11", "Backups", frame("Restore", rest))))
    turns.append((code("pyautogui.press('escape')\npyautogui.click(890, 165)  # Overview"),
                  scr("Tue Mar 12  14:12", "Backups", frame("Overview", overview("Last backup was today.", "Next backup is in 7 days.")))))
    rs.add(task=TASK, tid="h31-os-16", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=7,
           kind="newest restore point is timestamped before the backup that was started and finished in this session")


# ---------------------------------------------------------------- 17 Writer insert heading + section (bad)
def t17(rs: RowSet) -> None:
    title = "field_study_report.odt - LibreOffice Writer"
    heads0 = ["1 Introduction", "2 Method", "2.1 Sites", "2.2 Sampling", "3 Discussion", "4 References"]
    heads1 = ["1 Introduction", "2 Method", "2.1 Sites", "2.2 Sampling", "3 Results", "4 Discussion", "5 References"]

    def nav(heads: list[str], sel: str = "") -> list[str]:
        out = [r("panel", "Navigator", "", "", "sidebar deck", (1540, 140), (370, 860)),
               r("combo-box", "Navigate By", "Headings", "", "", (1550, 150), (200, 28)),
               r("tree-item", "Headings", "", "", "expanded", (1550, 190), (340, 24))]
        for i, h in enumerate(heads):
            indent = 40 if "." in h.split(" ")[0] else 20
            out.append(r("tree-item", h, "", "", "selected" if h == sel else "", (1550 + indent, 216 + 26 * i), (300, 24)))
        y = 216 + 26 * len(heads) + 10
        out += [r("tree-item", "Tables", "", "", "collapsed", (1550, y), (340, 24)), r("tree-item", "Images", "", "", "collapsed", (1550, y + 26), (340, 24)),
                r("tree-item", "Bookmarks", "", "", "collapsed", (1550, y + 52), (340, 24)), r("tree-item", "Sections", "", "", "collapsed", (1550, y + 78), (340, 24))]
        return out

    def win(paras: list[tuple[str, str]], page: str, words: int, chars: int, modified: bool, side: list[str], extra: list[str] | None = None) -> list[str]:
        out = [r("frame", title, "", "soffice", "", (0, 27), (1920, 1053)),
               *[r("menu", m, "", "", "", (6 + 56 * i, 57), (52, 24)) for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"])],
               r("combo-box", "Paragraph Style", paras[0][0] if paras else "Default Paragraph Style", "", "", (10, 90), (200, 28))]
        for i, (style, text) in enumerate(paras):
            out.append(r("heading" if style.startswith("Heading") else "paragraph", "", text, "", style, (320, 160 + 60 * i), (1100, 50)))
        out += side
        out += [r("label", "", page, "", "page number", (6, 1030), (140, 22)),
                r("label", "", f"{words:,} words, {chars:,} characters", "", "word and character count", (170, 1030), (300, 22)),
                r("label", "", "Default Page Style", "", "", (520, 1030), (160, 22)), r("label", "", "English (UK)", "", "", (700, 1030), (110, 22)),
                r("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", "", "document modified", (900, 1030), (22, 22)),
                r("label", "", "100%", "", "zoom", (1850, 1030), (60, 22))]
        return out + (extra or [])

    p1 = [("Title", "Field Study Report: Ground-Nesting Birds in the Elbe Floodplain"), ("Subtitle", "Survey season 2023 \u2013 draft v3"),
          ("Contents Heading", "Table of Contents"), ("Contents 1", "1 Introduction\t2"), ("Contents 1", "2 Method\t2"),
          ("Contents 2", "2.1 Sites\t2"), ("Contents 2", "2.2 Sampling\t3"), ("Contents 1", "3 Discussion\t4"), ("Contents 1", "4 References\t5")]
    disc = ("Text Body", "Nest densities were highest on grazed meadows with short sward, which matches the pattern reported for lapwing in the lower Elbe valley (Bauer et al. 2019).")
    p4 = [("Heading 1", "3 Discussion"), disc, ("Text Body", "Flooding in late May destroyed 11 of the 63 monitored nests; all losses were on the two lowest transects.")]
    words, chars = 1482, 9611
    state = ("LibreOffice Writer has ~/Documents/field_study_report.odt open at the top of page 1 of 5 (saved). Task: add a 'Results' section "
             "(Heading 1) before the Discussion with one sentence of results, update the table of contents, and save.")
    turns = []
    turns.append((code("pyautogui.press('f5')  # Navigator"),
                  scr("Thu Mar 21  10:15", "LibreOffice Writer", win(p1, "Page 1 of 5", words, chars, False, nav(heads0)))))
    turns.append((code("pyautogui.doubleClick(1650, 333)  # '3 Discussion' in Navigator"),
                  scr("Thu Mar 21  10:15", "LibreOffice Writer", win(p4, "Page 4 of 5", words, chars, False, nav(heads0, "3 Discussion")))))
    p4b = [("Heading 1", "3 Results"), ("Heading 1", "4 Discussion"), disc, p4[2]]
    words += 1
    chars += len("Results")
    turns.append((code("pyautogui.press('home')\npyautogui.press('enter')\npyautogui.press('up')\npyautogui.typewrite('Results')"),
                  scr("Thu Mar 21  10:16", "LibreOffice Writer", win(p4b, "Page 4 of 5", words, chars, True, nav(heads1, "3 Results")))))
    sent = "Across the 14 sites, median nest density was 3.2 per hectare (IQR 2.1 to 4.6), with lapwing making up 58% of all nests."
    p4c = [("Heading 1", "3 Results"), ("Text Body", sent), ("Heading 1", "4 Discussion"), disc, p4[2]]
    words += len(sent.split())
    chars += len(sent)
    turns.append((code(f"pyautogui.press('end')\npyautogui.press('enter')\npyautogui.typewrite({sent!r})"),
                  scr("Thu Mar 21  10:17", "LibreOffice Writer", win(p4c, "Page 4 of 5", words, chars, True, nav(heads1)))))
    turns.append((code("pyautogui.hotkey('ctrl', 'home')"),
                  scr("Thu Mar 21  10:17", "LibreOffice Writer", win(p1, "Page 1 of 5", words, chars, True, nav(heads1)))))
    wc = [r("dialog", "Word and Character Count", "", "", "", (700, 360), (520, 300)),
          r("label", "", "Selection", "", "", (740, 400), (200, 22)), r("label", "", "Document", "", "", (980, 400), (200, 22)),
          r("label", "Words", "0", "", "selection", (740, 430), (200, 22)), r("label", "Words", f"{words:,}", "", "document", (980, 430), (200, 22)),
          r("label", "Characters including spaces", "0", "", "selection", (740, 460), (200, 22)), r("label", "Characters including spaces", f"{chars:,}", "", "document", (980, 460), (200, 22)),
          r("label", "Characters excluding spaces", "0", "", "selection", (740, 490), (200, 22)), r("label", "Characters excluding spaces", f"{chars - words + 1:,}", "", "document", (980, 490), (200, 22)),
          r("label", "Standardized pages", "0.0", "", "selection", (740, 520), (200, 22)), r("label", "Standardized pages", f"{chars / 1800:.1f}", "", "document", (980, 520), (200, 22)),
          r("push-button", "Help", "", "", "", (720, 610), (80, 30)), r("push-button", "Close", "", "", "", (1120, 610), (80, 30))]
    turns.append((code("pyautogui.click(510, 68)  # Tools\npyautogui.click(560, 150)  # Word Count..."),
                  scr("Thu Mar 21  10:18", "LibreOffice Writer", win(p1, "Page 1 of 5", words, chars, True, nav(heads1), wc))))
    p1b = p1[:7] + [("Contents 1", "3 Results\t4"), ("Contents 1", "4 Discussion\t4"), ("Contents 1", "5 References\t5")]
    turns.append((code("pyautogui.click(1160, 625)  # Close\npyautogui.click(510, 68)  # Tools\npyautogui.click(560, 520)  # Update\npyautogui.click(760, 520)  # Update All"),
                  scr("Thu Mar 21  10:18", "LibreOffice Writer", win(p1b, "Page 1 of 5", words + 2, chars + 8, True, nav(heads1)))))
    words += 2
    chars += 8
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  scr("Thu Mar 21  10:19", "LibreOffice Writer", win(p1b, "Page 1 of 5", words, chars, False, nav(heads1)))))
    p3 = [("Heading 2", "2.2 Sampling"), ("Text Body", "Each transect was walked four times between 20 April and 15 June, starting within 30 minutes of sunrise."),
          ("Text Body", "Nests were located by observing flushing adults and marked 5 m away with a bamboo cane; see Table 1."),
          ("Caption", "Table 1: Transects, lengths and habitat type")]
    turns.append((code("pyautogui.doubleClick(1660, 307)  # '2.2 Sampling' in Navigator"),
                  scr("Thu Mar 21  10:19", "LibreOffice Writer", win(p3, "Page 3 of 5", words, chars, False, nav(heads0, "2.2 Sampling")))))
    turns.append((code("pyautogui.press('f5')  # close Navigator"),
                  scr("Thu Mar 21  10:20", "LibreOffice Writer", win(p3, "Page 3 of 5", words, chars, False, []))))
    rs.add(task=TASK, tid="h31-os-17", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=9,
           kind="newly added 'Results' heading missing from the Navigator, later headings renumbered back")


# ---------------------------------------------------------------- 18 Pinta sketch with layers, resize, undo (clean)
def t18(rs: RowSet) -> None:
    def win(title: str, size: str, cursor: str, zoom: str, layers: list[str], sel_layer: str, hist: list[tuple[str, bool]], tool: str,
            extra: list[str] | None = None) -> list[str]:
        out = [r("frame", f"{title} - Pinta", "", "pinta", "", (0, 27), (1920, 1053)),
               r("push-button", "New", "", "", "", (10, 36), (34, 34)), r("push-button", "Open", "", "", "", (46, 36), (34, 34)),
               r("push-button", "Save", "", "", "", (82, 36), (34, 34)), r("push-button", "Undo", "", "", "", (140, 36), (34, 34)),
               r("push-button", "Redo", "", "", "", (176, 36), (34, 34)), r("push-button", "Adjustments", "", "", "", (260, 36), (34, 34)),
               r("push-button", "Effects", "", "", "", (296, 36), (34, 34)), r("push-button", "Main Menu", "", "", "", (1880, 36), (34, 34))]
        for i, t in enumerate(["Move Selected", "Rectangle Select", "Paintbrush", "Pencil", "Eraser", "Paint Bucket", "Text", "Line/Curve", "Rectangle", "Ellipse"]):
            out.append(r("toggle-button", t, "", "", "pressed" if t == tool else "", (10 + 36 * (i % 2), 90 + 36 * (i // 2)), (34, 34)))
        out.append(r("canvas", "Canvas", "", "", f"image {size}", (200, 90), (1300, 900)))
        out.append(r("label", "", "Layers", "", "pad", (1540, 90), (360, 22)))
        for i, ly in enumerate(layers):
            out.append(r("list-item", ly, "", "", "visible" + ("; selected" if ly == sel_layer else ""), (1540, 116 + 40 * i), (360, 38)))
        out.append(r("label", "", "History", "", "pad", (1540, 500), (360, 22)))
        for i, (h, active) in enumerate(hist):
            out.append(r("list-item", h, "", "", "" if active else "undone", (1540, 526 + 30 * i), (360, 28)))
        out += [r("label", "", cursor, "", "cursor position", (1560, 1040), (120, 22)), r("label", "", "0, 0", "", "selection size", (1690, 1040), (90, 22)),
                r("combo-box", "Zoom", zoom, "", "", (1800, 1036), (100, 28))]
        return out + (extra or [])

    def new_dlg() -> list[str]:
        return [r("dialog", "New Image", "", "", "", (700, 300), (520, 420)),
                r("list-item", "Clipboard", "", "", "preset", (720, 340), (200, 26)), r("spin-button", "Width", "800", "", "", (1000, 340), (120, 28)),
                r("spin-button", "Height", "600", "", "", (1000, 374), (120, 28)), r("radio-button", "Landscape", "", "", "checked", (1000, 420), (120, 24)),
                r("radio-button", "Portrait", "", "", "", (1000, 448), (120, 24)), r("radio-button", "White", "", "", "checked", (1000, 500), (120, 24)),
                r("radio-button", "Background Color", "", "", "", (1000, 528), (160, 24)), r("radio-button", "Transparent", "", "", "", (1000, 556), (120, 24)),
                r("push-button", "Cancel", "", "", "", (1020, 680), (90, 30)), r("push-button", "OK", "", "", "", (1120, 680), (90, 30))]

    state = "Pinta 2.1 is open with no image. Task: sketch a box on its own layer named 'Sketch', enlarge the canvas to 1024x768, and save as ~/Pictures/sketch.png."
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'n')"),
                  scr("Fri Mar 22  16:00", "Pinta", win("Pinta", "", "0, 0", "100", [], "", [], "Paintbrush") + new_dlg())))
    H = [("New Image", True)]
    turns.append((code("pyautogui.click(1165, 695)  # OK"),
                  scr("Fri Mar 22  16:00", "Pinta", win("Unsaved Image 1", "800 \u00d7 600", "512, 288", "100", ["Background"], "Background", H, "Paintbrush"))))
    H.append(("Add New Layer", True))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'n')  # Add New Layer"),
                  scr("Fri Mar 22  16:01", "Pinta", win("Unsaved Image 1*", "800 \u00d7 600", "512, 288", "100", ["Layer 2", "Background"], "Layer 2", H, "Paintbrush"))))
    H.append(("Layer Properties", True))
    turns.append((code("pyautogui.press('f4')  # Layer Properties\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('Sketch\\n')"),
                  scr("Fri Mar 22  16:01", "Pinta", win("Unsaved Image 1*", "800 \u00d7 600", "512, 288", "100", ["Sketch", "Background"], "Sketch", H, "Paintbrush"))))
    H.append(("Rectangle", True))
    turns.append((code("pyautogui.click(27, 251)  # Rectangle tool\npyautogui.moveTo(650, 340)\npyautogui.dragTo(850, 490, duration=0.5)\npyautogui.press('return')  # finalize"),
                  scr("Fri Mar 22  16:02", "Pinta", win("Unsaved Image 1*", "800 \u00d7 600", "500, 400", "100", ["Sketch", "Background"], "Sketch", H, "Rectangle"))))
    rc = [r("dialog", "Resize Canvas", "", "", "", (700, 300), (520, 460)),
          r("radio-button", "By percentage", "", "", "", (730, 340), (200, 24)), r("radio-button", "By absolute size", "", "", "checked", (730, 380), (200, 24)),
          r("spin-button", "Width", "1024", "", "", (950, 410), (120, 28)), r("spin-button", "Height", "768", "", "", (950, 444), (120, 28)),
          r("check-box", "Maintain aspect ratio", "", "", "checked", (950, 480), (200, 24)),
          r("label", "", "Anchor", "", "", (730, 520), (100, 22)), r("toggle-button", "Center", "", "", "pressed", (950, 560), (40, 40)),
          r("push-button", "Cancel", "", "", "", (1020, 720), (90, 30)), r("push-button", "OK", "", "", "", (1120, 720), (90, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'r')  # Resize Canvas\npyautogui.tripleClick(1010, 424)\npyautogui.typewrite('1024\\t')"),
                  scr("Fri Mar 22  16:02", "Pinta", win("Unsaved Image 1*", "800 \u00d7 600", "500, 400", "100", ["Sketch", "Background"], "Sketch", H, "Rectangle") + rc)))
    H.append(("Resize Canvas", True))
    turns.append((code("pyautogui.click(1165, 735)  # OK"),
                  scr("Fri Mar 22  16:03", "Pinta", win("Unsaved Image 1*", "1024 \u00d7 768", "612, 464", "100", ["Sketch", "Background"], "Sketch", H, "Rectangle"))))
    H[-1] = ("Resize Canvas", False)
    turns.append((code("pyautogui.hotkey('ctrl', 'z')"),
                  scr("Fri Mar 22  16:03", "Pinta", win("Unsaved Image 1*", "800 \u00d7 600", "500, 400", "100", ["Sketch", "Background"], "Sketch", H, "Rectangle"))))
    H[-1] = ("Resize Canvas", True)
    turns.append((code("pyautogui.hotkey('ctrl', 'y')"),
                  scr("Fri Mar 22  16:03", "Pinta", win("Unsaved Image 1*", "1024 \u00d7 768", "612, 464", "100", ["Sketch", "Background"], "Sketch", H, "Rectangle"))))
    flat = [r("dialog", "Flatten image", "", "", "", (700, 420), (520, 180)),
            r("label", "", "Flatten the image?", "", "", (730, 450), (460, 24)),
            r("label", "", "The PNG format does not support layers. Flatten the image before saving?", "", "", (730, 480), (460, 40)),
            r("push-button", "Cancel", "", "", "", (1000, 560), (90, 30)), r("push-button", "Flatten", "", "", "", (1100, 560), (100, 30))]
    turns.append((code("pyautogui.hotkey('ctrl', 's')\npyautogui.typewrite('~/Pictures/sketch.png\\n')"),
                  scr("Fri Mar 22  16:04", "Pinta", win("Unsaved Image 1*", "1024 \u00d7 768", "612, 464", "100", ["Sketch", "Background"], "Sketch", H, "Rectangle") + flat)))
    H.append(("Flatten", True))
    turns.append((code("pyautogui.click(1150, 575)  # Flatten"),
                  scr("Fri Mar 22  16:04", "Pinta", win("sketch.png", "1024 \u00d7 768", "612, 464", "100", ["Background"], "Background", H, "Rectangle"))))
    rs.add(task=TASK, tid="h31-os-18", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 19 Impress add / move / duplicate slides (clean)
def t19(rs: RowSet) -> None:
    def win(slides: list[dict[str, str]], cur: int, modified: bool, status: str = "", extra: list[str] | None = None) -> list[str]:
        s = slides[cur]
        out = [r("frame", "q2_platform_review.odp - LibreOffice Impress", "", "soffice", "", (0, 27), (1920, 1053)),
               *[r("menu", m, "", "", "", (6 + 56 * i, 57), (52, 24)) for i, m in enumerate(["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"])],
               r("panel", "Slides Pane", "", "", "", (0, 120), (250, 880))]
        for i, sl in enumerate(slides):
            out.append(r("list-item", f"Slide {i + 1}", sl["title"] or "", "", "selected" if i == cur else "", (10, 130 + 130 * i), (230, 124)))
        out += [r("panel", "Slide", "", "", f"layout: {s['layout']}", (260, 120), (1300, 880)),
                r("text", "PresentationTitle", s["title"] or "Click to add Title", "", "placeholder" if not s["title"] else "", (360, 180), (1100, 120))]
        if s["layout"] != "Title Only":
            out.append(r("text", "PresentationOutliner" if s["layout"] != "Title Slide" else "PresentationSubtitle", s["body"] or "Click to add Text", "", "placeholder" if not s["body"] else "", (360, 330), (1100, 600)))
        if s["layout"] == "Title, 2 Content":
            out.append(r("text", "PresentationOutliner", "Click to add Text", "", "placeholder", (920, 330), (540, 600)))
        out += [r("label", "", status or f"Slide {cur + 1} of {len(slides)}", "", "status", (6, 1030), (400, 22)),
                r("label", "", s["master"], "", "master slide", (500, 1030), (160, 22)), r("label", "", "English (USA)", "", "", (700, 1030), (110, 22)),
                r("label", "", "The document has been modified. Click to save the document." if modified else "The document has not been modified since the last save.", "", "document modified", (900, 1030), (22, 22)),
                r("label", "", "58%", "", "zoom", (1850, 1030), (60, 22))]
        return out + (extra or [])

    def sl(title: str, body: str, layout: str) -> dict[str, str]:
        return {"title": title, "body": body, "layout": layout, "master": "Default"}

    slides = [sl("Q2 Platform Review", "Infrastructure team \u2013 April 2024", "Title Slide"),
              sl("Where we are", "\u2022 Uptime 99.94% (target 99.9%)\n\u2022 Deploys/week: 41\n\u2022 Cost per request down 12% QoQ", "Title, Content"),
              sl("Roadmap", "\u2022 Postgres 16 upgrade (May)\n\u2022 Move CI runners to ARM (June)\n\u2022 Retire legacy queue (July)", "Title, Content"),
              sl("Questions?", "", "Title Only")]
    state = "LibreOffice Impress has ~/Documents/q2_platform_review.odp open (4 slides, saved), slide 1 selected. Task: add a 'Risks & mitigations' slide right after 'Where we are'."
    turns = []
    turns.append((code("pyautogui.click(125, 450)  # Slide 3 in Slides Pane"),
                  scr("Mon Mar 25  15:30", "LibreOffice Impress", win(slides, 2, False))))
    slides.insert(3, sl("", "", "Title, Content"))
    turns.append((code("pyautogui.hotkey('ctrl', 'm')  # New Slide"),
                  scr("Mon Mar 25  15:30", "LibreOffice Impress", win(slides, 3, True))))
    slides[3]["title"] = "Risks & mitigations"
    turns.append((code("pyautogui.click(900, 240)  # title placeholder\npyautogui.typewrite('Risks & mitigations')"),
                  scr("Mon Mar 25  15:31", "LibreOffice Impress", win(slides, 3, True, "TextEdit: Paragraph 1, Row 1, Column 20"))))
    body = "ARM runners: some images lack arm64 builds - keep 4 x86 runners until July\nPG16 upgrade: logical replication lag - rehearse on staging twice\nLegacy queue: two teams not migrated - office hours every Tuesday"
    slides[3]["body"] = body
    turns.append((code("pyautogui.click(900, 600)  # content placeholder\npyautogui.typewrite(" + repr(body) + ")"),
                  scr("Mon Mar 25  15:33", "LibreOffice Impress", win(slides, 3, True, "TextEdit: Paragraph 3, Row 1, Column 66"))))
    slides[2], slides[3] = slides[3], slides[2]
    turns.append((code("pyautogui.press('escape')\npyautogui.press('escape')\npyautogui.click(125, 580)  # Slide 4 in pane\npyautogui.click(160, 68)  # Slide menu\npyautogui.click(200, 400)  # Move\npyautogui.click(380, 460)  # Slide Up"),
                  scr("Mon Mar 25  15:34", "LibreOffice Impress", win(slides, 2, True))))
    slides.insert(3, dict(slides[2]))
    turns.append((code("pyautogui.click(160, 68)  # Slide menu\npyautogui.click(220, 180)  # Duplicate Slide"),
                  scr("Mon Mar 25  15:34", "LibreOffice Impress", win(slides, 3, True))))
    slides.pop(3)
    turns.append((code("pyautogui.click(125, 580)  # the duplicate (slide 4)\npyautogui.press('delete')"),
                  scr("Mon Mar 25  15:35", "LibreOffice Impress", win(slides, 3, True))))
    slides[2]["layout"] = "Title, 2 Content"
    lay = [r("panel", "Layouts", "", "", "sidebar", (1570, 120), (340, 600))]
    for i, n in enumerate(["Blank Slide", "Title Slide", "Title, Content", "Title, 2 Content", "Title Only", "Centered Text", "Title, 2 Content and Content"]):
        lay.append(r("list-item", n, "", "", "selected" if n == "Title, 2 Content" else "", (1580 + 110 * (i % 3), 160 + 90 * (i // 3)), (100, 80)))
    turns.append((code("pyautogui.click(125, 450)  # slide 3\npyautogui.click(1630, 250)  # Layouts: Title, 2 Content"),
                  scr("Mon Mar 25  15:36", "LibreOffice Impress", win(slides, 2, True, extra=lay))))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  scr("Mon Mar 25  15:36", "LibreOffice Impress", win(slides, 2, False, extra=lay))))
    rs.add(task=TASK, tid="h31-os-19", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 20 GIMP shadow layer (bad)
def t20(rs: RowSet) -> None:
    def title(n: int, dirty: bool) -> str:
        return f"{'*' if dirty else ''}logo_banner.xcf-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {n} layers) 1920x1080 \u2013 GIMP"

    L3 = [("Title text", "text layer", True), ("Logo", "", True), ("Background", "", True)]
    state = ("GIMP 2.10 has ~/Pictures/banner/logo_banner.xcf open (1920x1080, 3 layers: Title text, Logo, Background; saved), zoom 50%. "
             "Task: add a soft 60%-opacity 'Shadow' layer under the logo and save the XCF.")
    turns = []
    turns.append((code("pyautogui.click(1780, 611)  # 'Logo' in Layers"),
                  scr("Fri Mar 22  11:20", "GNU Image Manipulation Program", gimp_win(title(3, False), "50%", "960, 540", "", L3, selected="Logo"))))
    nl = [r("dialog", "New Layer", "", "", "", (640, 220), (640, 620)), r("text", "Layer name", "Shadow", "", "", (800, 260), (400, 28)),
          r("combo-box", "Mode", "Normal", "", "", (800, 300), (300, 28)), r("spin-button", "Opacity", "100.0", "", "", (800, 340), (300, 28)),
          r("spin-button", "Width", "1920", "", "", (800, 400), (120, 28)), r("spin-button", "Height", "1080", "", "", (800, 434), (120, 28)),
          r("spin-button", "Offset X", "0", "", "", (800, 480), (120, 28)), r("spin-button", "Offset Y", "0", "", "", (800, 514), (120, 28)),
          r("combo-box", "Fill with", "Transparency", "", "", (800, 560), (300, 28)),
          r("push-button", "Help", "", "", "", (660, 800), (80, 28)), r("push-button", "Reset", "", "", "", (750, 800), (80, 28)),
          r("push-button", "Cancel", "", "", "", (1090, 800), (80, 28)), r("push-button", "OK", "", "", "", (1180, 800), (80, 28))]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')  # New Layer\npyautogui.tripleClick(1000, 274)\npyautogui.typewrite('Shadow')"),
                  scr("Fri Mar 22  11:20", "GNU Image Manipulation Program", gimp_win(title(3, False), "50%", "960, 540", "", L3, selected="Logo") + nl)))
    L4 = [("Title text", "text layer", True), ("Shadow", "", True), ("Logo", "", True), ("Background", "", True)]
    turns.append((code("pyautogui.click(1220, 814)  # OK\npyautogui.tripleClick(1760, 513)  # Opacity\npyautogui.typewrite('60\\n')"),
                  scr("Fri Mar 22  11:21", "GNU Image Manipulation Program", gimp_win(title(4, True), "50%", "1632, 962", "", L4, opacity="60.0", selected="Shadow"))))
    props = [r("dialog", "Image Properties", "", "", "", (660, 240), (600, 560)),
             r("page-tab", "Properties", "", "", "selected", (680, 260), (100, 26)), r("page-tab", "Color Profile", "", "", "", (780, 260), (110, 26)),
             r("page-tab", "Comment", "", "", "", (890, 260), (90, 26)), r("page-tab", "Metadata", "", "", "", (980, 260), (90, 26))]
    rows = [("Size in pixels:", "1920 \u00d7 1200 pixels"), ("Print size:", "677.33 \u00d7 381.00 millimeters"),
            ("Resolution:", "72 \u00d7 72 ppi"), ("Color space:", "RGB color: GIMP built-in sRGB"), ("Precision:", "8-bit gamma integer"),
            ("File Name:", "/home/maya/Pictures/banner/logo_banner.xcf"), ("File Size:", "3.2 MB"), ("File Type:", "GIMP XCF image"),
            ("Size in memory:", "34.9 MB"), ("Undo steps:", "2"), ("Redo steps:", "0"), ("Number of pixels:", "2,073,600"),
            ("Number of layers:", "4"), ("Number of channels:", "0"), ("Number of paths:", "1")]
    for i, (k, v) in enumerate(rows):
        props += [r("label", "", k, "", "", (690, 300 + 28 * i), (220, 24)), r("label", "", v, "", "", (920, 300 + 28 * i), (320, 24))]
    props.append(r("push-button", "Close", "", "", "", (1160, 760), (80, 28)))
    turns.append((code("pyautogui.hotkey('alt', 'return')  # Image Properties"),
                  scr("Fri Mar 22  11:21", "GNU Image Manipulation Program", gimp_win(title(4, True), "50%", "1632, 962", "", L4, opacity="60.0", selected="Shadow") + props)))
    L4b = [("Title text", "text layer", True), ("Logo", "", True), ("Shadow", "", True), ("Background", "", True)]
    turns.append((code("pyautogui.click(1200, 774)  # Close\npyautogui.click(1704, 974)  # Lower this layer"),
                  scr("Fri Mar 22  11:22", "GNU Image Manipulation Program", gimp_win(title(4, True), "50%", "1632, 962", "", L4b, opacity="60.0", selected="Shadow"))))
    gb = [r("dialog", "Gaussian Blur", "", "", "", (640, 240), (640, 560)), r("label", "", "Shadow-43 (logo_banner.xcf)", "", "", (660, 270), (500, 22)),
          r("spin-button", "Size X", "12.00", "", "", (800, 320), (300, 28)), r("spin-button", "Size Y", "12.00", "", "", (800, 354), (300, 28)),
          r("toggle-button", "Chain", "", "", "pressed", (1110, 330), (24, 40)), r("combo-box", "Filter", "Auto", "", "", (800, 400), (300, 28)),
          r("combo-box", "Abyss policy", "Clamp", "", "", (800, 440), (300, 28)), r("check-box", "Clip to the input extent", "", "", "checked", (800, 480), (300, 24)),
          r("check-box", "Preview", "", "", "checked", (660, 700), (100, 24)),
          r("push-button", "Help", "", "", "", (660, 760), (80, 28)), r("push-button", "Reset", "", "", "", (750, 760), (80, 28)),
          r("push-button", "Cancel", "", "", "", (1090, 760), (80, 28)), r("push-button", "OK", "", "", "", (1180, 760), (80, 28))]
    turns.append((code("pyautogui.click(380, 68)  # Filters\npyautogui.click(420, 230)  # Blur\npyautogui.click(620, 300)  # Gaussian Blur...\npyautogui.tripleClick(950, 334)\npyautogui.typewrite('12\\t')"),
                  scr("Fri Mar 22  11:23", "GNU Image Manipulation Program", gimp_win(title(4, True), "50%", "1632, 962", "Gaussian Blur: rendering preview", L4b, opacity="60.0", selected="Shadow") + gb)))
    turns.append((code("pyautogui.click(1220, 774)  # OK"),
                  scr("Fri Mar 22  11:23", "GNU Image Manipulation Program", gimp_win(title(4, True), "50%", "1632, 962", "", L4b, opacity="60.0", selected="Shadow"))))
    L4c = [("Title text", "text layer", False), ("Logo", "", True), ("Shadow", "", True), ("Background", "", True)]
    turns.append((code("pyautogui.click(1646, 577)  # eye of 'Title text' to check the shadow alone"),
                  scr("Fri Mar 22  11:24", "GNU Image Manipulation Program", gimp_win(title(4, True), "50%", "1632, 962", "", L4c, opacity="60.0", selected="Shadow"))))
    turns.append((code("pyautogui.click(1646, 577)  # show 'Title text' again\npyautogui.hotkey('ctrl', 's')"),
                  scr("Fri Mar 22  11:25", "GNU Image Manipulation Program", gimp_win(title(4, False), "50%", "1632, 962", "Saved '/home/maya/Pictures/banner/logo_banner.xcf'", L4b, opacity="60.0", selected="Shadow"))))
    rs.add(task=TASK, tid="h31-os-20", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=4,
           kind="Image Properties reports 1920x1200 for an image that is 1920x1080 and was never resized")


# ---------------------------------------------------------------- 21 Settings Sound output/input/alert (clean)
def t21(rs: RowSet) -> None:
    def sound(vol: str, over: bool, out_dev: str, out_cfg: str, in_dev: str, in_vol: str, level: str, alert: str) -> list[str]:
        return [r("label", "", "System Volume", "", "", (760, 180), (200, 22)),
                r("slider", "System Volume", vol, "", "range 0-150" if over else "range 0-100", (760, 206), (640, 30)),
                r("switch", "Over-Amplification", "", "", "on" if over else "off", (1420, 250), (50, 26)),
                r("push-button", "Volume Levels", "", "", "", (760, 290), (700, 40)),
                r("label", "", "Output", "", "", (760, 350), (100, 22)),
                r("combo-box", "Output Device", out_dev, "", "", (1000, 380), (460, 34)),
                r("label", "", out_cfg, "", "configuration", (1000, 420), (460, 22)),
                r("push-button", "Test", "", "", "", (1400, 450), (60, 32)),
                r("slider", "Balance", "0.0", "", "", (1000, 490), (460, 30)),
                r("label", "", "Input", "", "", (760, 550), (100, 22)),
                r("combo-box", "Input Device", in_dev, "", "", (1000, 580), (460, 34)),
                r("slider", "Volume", in_vol, "", "input volume", (1000, 620), (460, 30)),
                r("level-bar", "Input level", level, "", "live", (1000, 660), (460, 12)),
                r("push-button", "Alert Sound", "", "", alert, (760, 720), (700, 40))]

    hdmi = "HDMI / DisplayPort \u2013 HDA NVidia (LG ULTRAGEAR)"
    spk = "Speakers \u2013 Built-in Audio"
    mic = "Internal Microphone \u2013 Built-in Audio"
    yeti = "Microphone \u2013 Yeti Stereo Microphone"
    state = (f"GNOME Settings is open on Sound: System Volume 45%, output '{spk}', input '{mic}' "
             "at 62%, alert sound 'Default'. Task: route sound to the HDMI monitor at a comfortable level, use the Yeti mic, and set a quieter alert sound.")
    turns = []
    turns.append((code("pyautogui.click(1208, 221)  # System Volume to ~70%"),
                  scr("Tue Mar 26  10:05", "Settings", settings_win("Sound", sound("70", False, spk, "Analog Stereo Output", mic, "62", "0.04", "Default")))))
    turns.append((code("pyautogui.click(1230, 397)  # Output Device\npyautogui.click(1230, 450)  # HDMI"),
                  scr("Tue Mar 26  10:05", "Settings", settings_win("Sound", sound("100", False, hdmi, "Digital Stereo (HDMI) Output", mic, "62", "0.02", "Default")))))
    test = [r("dialog", "Speaker Testing for LG ULTRAGEAR", "", "", "", (660, 360), (600, 320)),
            r("push-button", "Front Left", "", "", "", (720, 440), (140, 100)), r("push-button", "Front Right", "", "", "", (1060, 440), (140, 100)),
            r("push-button", "Done", "", "", "", (1140, 630), (100, 32))]
    turns.append((code("pyautogui.click(1430, 466)  # Test\npyautogui.click(790, 490)  # Front Left"),
                  scr("Tue Mar 26  10:06", "Settings", settings_win("Sound", sound("100", False, hdmi, "Digital Stereo (HDMI) Output", mic, "62", "0.03", "Default")) + test)))
    turns.append((code("pyautogui.click(1190, 646)  # Done\npyautogui.click(1144, 221)  # System Volume to ~60%"),
                  scr("Tue Mar 26  10:06", "Settings", settings_win("Sound", sound("60", False, hdmi, "Digital Stereo (HDMI) Output", mic, "62", "0.05", "Default")))))
    turns.append((code("pyautogui.click(1230, 597)  # Input Device\npyautogui.click(1230, 650)  # Yeti"),
                  scr("Tue Mar 26  10:07", "Settings", settings_win("Sound", sound("60", False, hdmi, "Digital Stereo (HDMI) Output", yeti, "80", "0.31", "Default")))))
    al = [r("dialog", "Alert Sound", "", "", "", (760, 300), (400, 400))]
    for i, n in enumerate(["None", "Click", "Default", "Hum", "String", "Swing"]):
        al.append(r("radio-button", n, "", "", "checked" if n == "Swing" else "", (790, 350 + 50 * i), (340, 40)))
    turns.append((code("pyautogui.click(1110, 740)  # Alert Sound\npyautogui.click(960, 620)  # Swing"),
                  scr("Tue Mar 26  10:07", "Settings", settings_win("Sound", sound("60", False, hdmi, "Digital Stereo (HDMI) Output", yeti, "80", "0.12", "Swing")) + al)))
    turns.append((code("pyautogui.press('escape')\npyautogui.click(1445, 263)  # Over-Amplification"),
                  scr("Tue Mar 26  10:08", "Settings", settings_win("Sound", sound("60", True, hdmi, "Digital Stereo (HDMI) Output", yeti, "80", "0.27", "Swing")))))
    rs.add(task=TASK, tid="h31-os-21", system=OS_SYSTEM, turns=turns, state=state)


# ---------------------------------------------------------------- 22 VLC podcast playlist (bad)
def t22(rs: RowSet) -> None:
    eps = {"141": ("Ep. 141 \u2013 Kernel Scheduling", "52:18"), "142": ("Ep. 142 \u2013 eBPF in Production", "1:07:44"),
           "143": ("Ep. 143 \u2013 Filesystems Revisited", "47:09"), "144": ("Ep. 144 \u2013 Rust for Drivers", "58:31"),
           "145": ("Ep. 145 \u2013 Listener Questions", "39:56")}
    dash = " \u2013 "
    files = {k: "ep" + k + "_" + v[0].split(dash)[1].lower().replace(" ", "_") + ".mp3" for k, v in eps.items()}

    def pl(order: list[str], now: str, sel: str = "", sort: str = "", durs: dict[str, str] | None = None) -> list[str]:
        out = [r("panel", "Playlist", "", "", "docked", (0, 84), (1920, 900)),
               r("tree-item", "Playlist", "", "", "selected", (8, 100), (200, 24)), r("tree-item", "Media Library", "", "", "", (8, 126), (200, 24)),
               r("table-column-header", "Title", "", "", "sorted: ascending" if sort == "Title" else "", (220, 96), (700, 24)),
               r("table-column-header", "Duration", "", "", "sorted: ascending" if sort == "Duration" else "", (920, 96), (120, 24)),
               r("table-column-header", "Album", "", "", "", (1040, 96), (400, 24))]
        for i, k in enumerate(order):
            t, d = eps[k]
            if durs and k in durs:
                d = durs[k]
            y = 122 + 26 * i
            desc = ("playing" if k == now else "") + ("; selected" if k == sel else "")
            out += [r("table-cell", t, t, "", desc.strip("; "), (220, y), (700, 24)), r("table-cell", "", d, "", "", (920, y), (120, 24)),
                    r("table-cell", "", "Low Level Podcast", "", "", (1040, y), (400, 24))]
        return out

    def v(k: str, el: str, extra: list[str], playing: bool = True, loop: str = "Click to toggle between loop all, loop one and no loop",
          rnd: bool = False) -> list[str]:
        return vlc_win(eps[k][0], el, eps[k][1], playing, "100%", "1.00x", extra, loop, rnd)

    allk = ["141", "142", "143", "144", "145"]
    state = "VLC is open and idle with its playlist docked and empty. Task: queue the Low Level Podcast episodes in ~/Podcasts/lowlevel, listen from the middle of Ep. 143, drop Ep. 145, and save the queue as ~/Podcasts/lowlevel.xspf."
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'f')  # Open Folder\npyautogui.typewrite('~/Podcasts/lowlevel\\n')"),
                  scr("Sun Mar 24  19:40", "VLC media player", v("141", "0:01", pl(allk, "141")))))
    turns.append((code("pyautogui.doubleClick(500, 186)  # Ep. 143"),
                  scr("Sun Mar 24  19:40", "VLC media player", v("143", "0:02", pl(allk, "143", "143")))))
    turns.append((code("pyautogui.click(954, 1001)  # middle of the seek bar"),
                  scr("Sun Mar 24  19:41", "VLC media player", v("143", "23:36", pl(allk, "143", "143")))))
    four = ["141", "142", "143", "144"]
    turns.append((code("pyautogui.click(500, 238)  # Ep. 145\npyautogui.press('delete')"),
                  scr("Sun Mar 24  19:41", "VLC media player", v("143", "24:02", pl(four, "143")))))
    la = "Repeat all"
    turns.append((code("pyautogui.click(254, 1040)  # loop: all\npyautogui.click(288, 1040)  # random"),
                  scr("Sun Mar 24  19:42", "VLC media player", v("143", "24:51", pl(four, "143"), loop=la, rnd=True))))
    sv = [r("dialog", "Save playlist as...", "", "", "", (460, 200), (1000, 640)), r("text", "Name", "lowlevel.xspf", "", "", (560, 230), (500, 28)),
          r("push-button", "Podcasts", "", "", "current folder", (560, 270), (100, 28)),
          r("table-cell", "", "lowlevel", "", "folder", (700, 330), (600, 24)), r("table-cell", "", "archive", "", "folder", (700, 354), (600, 24)),
          r("combo-box", "File type", "XSPF playlist (*.xspf)", "", "", (1100, 760), (300, 28)),
          r("push-button", "Cancel", "", "", "", (1270, 800), (80, 28)), r("push-button", "Save", "", "", "", (1360, 800), (80, 28))]
    turns.append((code("pyautogui.hotkey('ctrl', 'y')  # Save Playlist to File\npyautogui.typewrite('lowlevel.xspf')"),
                  scr("Sun Mar 24  19:42", "VLC media player", v("143", "25:20", pl(four, "143"), loop=la, rnd=True) + sv)))
    turns.append((code("pyautogui.click(1400, 814)  # Save"),
                  scr("Sun Mar 24  19:43", "VLC media player", v("143", "25:48", pl(four, "143"), loop=la, rnd=True))))
    by_dur = ["143", "141", "144", "142"]
    turns.append((code("pyautogui.click(980, 108)  # sort by Duration"),
                  scr("Sun Mar 24  19:43", "VLC media player", v("143", "26:19", pl(by_dur, "143", sort="Duration", durs={"141": "55:18"}), loop=la, rnd=True))))
    art = [r("image", "Album art", "", "", "Low Level Podcast cover", (760, 300), (400, 400))]
    turns.append((code("pyautogui.hotkey('ctrl', 'l')  # hide playlist"),
                  scr("Sun Mar 24  19:44", "VLC media player", v("143", "26:58", art, loop=la, rnd=True))))
    info = [r("dialog", "Current Media Information", "", "", "", (560, 200), (800, 640)),
            r("page-tab", "General", "", "", "selected", (580, 220), (90, 26)), r("page-tab", "Metadata", "", "", "", (670, 220), (90, 26)),
            r("page-tab", "Codec", "", "", "", (760, 220), (80, 26)), r("page-tab", "Statistics", "", "", "", (840, 220), (90, 26)),
            r("text", "Title", eps["143"][0], "", "", (680, 270), (620, 26)), r("text", "Artist", "Low Level Podcast", "", "", (680, 302), (620, 26)),
            r("text", "Album", "Low Level Podcast", "", "", (680, 334), (300, 26)), r("text", "Genre", "Podcast", "", "", (1000, 334), (300, 26)),
            r("text", "Track number", "143", "", "", (680, 366), (80, 26)), r("text", "Date", "2024", "", "", (1000, 366), (120, 26)),
            r("text", "Description", "We revisit filesystems: journaling vs CoW, why fsync is hard, and what io_uring changes.", "", "", (680, 430), (620, 80)),
            r("text", "Location", f"file:///home/maya/Podcasts/lowlevel/{files['143']}", "", "", (680, 760), (620, 26)),
            r("push-button", "Close", "", "", "", (1260, 800), (80, 28))]
    turns.append((code("pyautogui.hotkey('ctrl', 'i')"),
                  scr("Sun Mar 24  19:44", "VLC media player", v("143", "27:21", art + info, loop=la, rnd=True))))
    rs.add(task=TASK, tid="h31-os-22", system=OS_SYSTEM, turns=turns, state=state, bad=True, turn=8,
           kind="an episode's duration in the playlist changes (52:18 to 55:18) with no change to the file")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
