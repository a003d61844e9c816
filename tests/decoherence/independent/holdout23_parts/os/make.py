# ruff: noqa: E501
"""Holdout23, domain os: 22 Ubuntu GNOME desktop trajectories (11 with exactly one contradiction, 11 clean).

Each trajectory drives an Ubuntu 22.04 GNOME desktop with pyautogui code; every observation is the desktop
accessibility table (``OS_HDR`` columns: tag, name, text, class, description, position, size). Screens are
rendered from a small per-trajectory state so that they stay consistent with the actions taken; a bad
trajectory then gets one detail drifted by hand in one observation.

Run from the repository root::

    python -m tests.decoherence.independent.holdout23_parts.os.make

It writes ``os_test.jsonl`` and ``labels.json`` next to this file. Deterministic, standard library only.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import OS_HDR, OS_SYSTEM, RowSet, code

Pos = tuple[int, int]
Traj = dict[str, Any]


# ---------------------------------------------------------------- generic screen helpers

def ln(tag: str, name: str = "", text: str = "", cls: str = "", desc: str = "", pos: Pos = (0, 0), size: Pos = (0, 0)) -> str:
    """One accessibility-table row."""
    return f"{tag}\t{name}\t{text}\t{cls}\t{desc}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})"


DOCK = ("Firefox Web Browser", "Thunderbird Mail", "Files", "Rhythmbox", "LibreOffice Writer", "Ubuntu Software", "Help")


def screen(clock: str, body: list[str], running: tuple[str, ...] = (), pinned: tuple[str, ...] = (),
           tray: list[str] | None = None) -> str:
    """Top bar (Activities, clock, system menu), the Ubuntu dock, then the application rows."""
    rows = [OS_HDR,
            ln("toggle-button", "Activities", "Activities", "", "", (0, 0), (100, 27)),
            ln("label", "", clock, "", "", (884, 0), (152, 27))]
    rows += tray or []
    rows.append(ln("menu", "System", "", "", "", (1786, 0), (134, 27)))
    apps = list(DOCK) + [a for a in pinned if a not in DOCK]
    for i, a in enumerate(apps):
        rows.append(ln("push-button", a, "", "", "Running" if a in running else "", (8, 35 + 60 * i), (48, 48)))
    rows.append(ln("push-button", "Show Applications", "", "", "", (8, 1024), (48, 48)))
    rows += body
    return "\n".join(rows)


def menus(names: tuple[str, ...], x0: int, y: int) -> list[str]:
    out, x = [], x0
    for m in names:
        w = len(m) * 9 + 16
        out.append(ln("menu", m, "", "", "", (x, y), (w, 22)))
        x += w
    return out


def buttons(names: tuple[str, ...], x0: int, y: int, step: int = 34, tag: str = "push-button") -> list[str]:
    return [ln(tag, n, "", "", "", (x0 + step * i, y), (30, 30)) for i, n in enumerate(names)]


# ---------------------------------------------------------------- number formats

def q2(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def gen(v: Decimal) -> str:
    """LibreOffice 'General' display of a number."""
    v = v.quantize(Decimal("0.00000001"), rounding=ROUND_HALF_UP)
    s = f"{v:f}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    return s


def cur(v: Decimal) -> str:
    return f"${q2(v):,.2f}"


def num0(v: Decimal) -> str:
    return f"{v.quantize(Decimal('1'), rounding=ROUND_HALF_UP):,.0f}"


def num2(v: Decimal) -> str:
    return f"{q2(v):,.2f}"


# ---------------------------------------------------------------- LibreOffice Calc

CALC_MENUS = ("File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help")
CALC_TOOLS = ("New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste",
              "Undo", "Redo", "Find & Replace", "Sort", "Sort Ascending", "Sort Descending",
              "AutoFilter", "Insert Chart", "Insert or Edit Pivot Table", "Comment", "Freeze Rows and Columns")
FMT_TOOLS = ("Bold", "Italic", "Underline", "Align Left", "Align Center", "Align Right",
             "Format as Currency", "Format as Percent", "Format as Number", "Format as Date", "Add Decimal Place",
             "Delete Decimal Place", "Borders", "Background Color")


def calc_window(title: str, namebox: str, inputline: str, cells: dict[str, str], cols: dict[str, Pos],
                rows_shown: list[int], sel: set[str], status: list[str], modified: bool, tabs: tuple[str, ...],
                active: str, font: str = "Liberation Sans", size: str = "10 pt", dropdowns: tuple[str, ...] = (),
                filtered_cols: tuple[str, ...] = (), extra: list[str] | None = None) -> list[str]:
    out = [ln("frame", title, "", "", "", (70, 27), (1850, 1053))]
    out += menus(CALC_MENUS, 76, 60)
    out += buttons(CALC_TOOLS, 78, 92)
    out.append(ln("combo-box", "Paragraph Style", "Default", "", "", (78, 128), (140, 26)))
    out.append(ln("combo-box", "Font Name", font, "", "", (224, 128), (170, 26)))
    out.append(ln("combo-box", "Font Size", size, "", "", (400, 128), (70, 26)))
    out += buttons(FMT_TOOLS, 480, 128)
    out.append(ln("combo-box", "Name Box", namebox, "", "", (78, 166), (120, 24)))
    out.append(ln("push-button", "Function Wizard", "", "", "", (206, 166), (26, 24)))
    out.append(ln("push-button", "Select Function", "", "", "", (234, 166), (26, 24)))
    out.append(ln("text", "Input line", inputline, "", "", (264, 166), (1640, 24)))
    out.append(ln("table", tabs[tabs.index(active)] if active in tabs else active, "", "", "", (70, 196), (1850, 820)))
    for i, r in enumerate(rows_shown):
        y = 198 + 19 * i
        out.append(ln("table-row-header", str(r), str(r), "", "", (70, y), (46, 19)))
        for col, (x, w) in cols.items():
            name = f"{col}{r}"
            t = cells.get(name, "")
            if t or name in sel:
                out.append(ln("table-cell", name, t, "", "selected" if name in sel else "", (x, y), (w, 19)))
    for col in dropdowns:
        x, w = cols[col]
        d = "AutoFilter, filtered" if col in filtered_cols else "AutoFilter"
        out.append(ln("push-button", f"{col}1 filter", "", "", d, (x + w - 18, 198), (18, 19)))
    x = 200
    for t in tabs:
        out.append(ln("page-tab", t, t, "", "selected" if t == active else "", (x, 1016), (110, 24)))
        x += 112
    out.append(ln("label", "", f"Sheet {tabs.index(active) + 1} of {len(tabs)}", "", "", (70, 1046), (110, 20)))
    out.append(ln("label", "", "Default", "", "", (186, 1046), (110, 20)))
    out.append(ln("label", "", "English (USA)", "", "", (302, 1046), (110, 20)))
    x = 560
    for s in status:
        out.append(ln("label", "", s, "", "", (x, 1046), (len(s) * 7 + 10, 20)))
        x += len(s) * 7 + 16
    out.append(ln("label", "", "", "", "The document has been modified. Click to save the document." if modified
                  else "The document has not been modified since the last save.", (1640, 1046), (20, 20)))
    out.append(ln("slider", "Zoom", "100%", "", "", (1700, 1046), (150, 20)))
    out.append(ln("label", "", "100%", "", "", (1856, 1046), (44, 20)))
    return out + (extra or [])


def sel_range(a: str, b: str) -> set[str]:
    c1, r1, c2, r2 = a[0], int(a[1:]), b[0], int(b[1:])
    return {f"{chr(c)}{r}" for c in range(ord(c1), ord(c2) + 1) for r in range(r1, r2 + 1)}


def col_geom(spec: list[tuple[str, int]]) -> dict[str, Pos]:
    out, x = {}, 118
    for col, w in spec:
        out[col] = (x, w)
        x += w
    return out


def cell_xy(cols: dict[str, Pos], name: str, rows_shown: list[int]) -> Pos:
    x, w = cols[name[0]]
    return x + w // 2, 198 + 19 * rows_shown.index(int(name[1:])) + 9


# ---------------------------------------------------------------- A: Calc budget totals (bad: status-bar sum)

def t_calc_budget() -> Traj:
    title = "q3_expenses.xlsx - LibreOffice Calc"
    cats = [("Rent", "1850", "1850", "1850"), ("Utilities", "212.40", "198.75", "187.30"),
            ("Internet", "89.99", "89.99", "94.99"), ("Software licenses", "342.00", "342.00", "389.50"),
            ("Travel", "615.20", "0", "1204.85"), ("Office supplies", "143.67", "88.12", "201.05"),
            ("Insurance", "276.00", "276.00", "276.00"), ("Marketing", "950.00", "1275.50", "610.00")]
    cols = col_geom([("A", 150), ("B", 96), ("C", 96), ("D", 96), ("E", 96), ("F", 96), ("G", 96)])
    rows_shown = list(range(1, 21))
    num: dict[str, Decimal] = {}
    txt: dict[str, str] = {"A1": "Category", "B1": "Jul", "C1": "Aug", "D1": "Sep"}
    for i, (c, *m) in enumerate(cats, start=2):
        txt[f"A{i}"] = c
        for j, col in enumerate("BCD"):
            num[f"{col}{i}"] = Decimal(m[j])
    txt["A12"] = "Figures from the bank export of 2 Oct; travel for Aug booked in Sep."
    currency = [False]

    def cells() -> dict[str, str]:
        out = dict(txt)
        for k, v in num.items():
            out[k] = cur(v) if currency[0] else gen(v)
        return out

    def stat(rng: set[str], sum_override: str | None = None) -> list[str]:
        vals = [num[c] for c in rng if c in num]
        f = cur if currency[0] else gen
        if not vals:
            return ["Average: ; Sum: 0", f"Selected: {1} row, {1} column"]
        avg = sum(vals) / len(vals)
        nr = len({c[1:] for c in rng})
        nc = len({c[0] for c in rng})
        s = sum_override or f(sum(vals))
        return [f"Average: {f(avg)}; Sum: {s}", f"Selected: {nr} row{'s' if nr > 1 else ''}, {nc} column{'s' if nc > 1 else ''}"]

    def scr(clock: str, namebox: str, inp: str, sel: set[str], status: list[str], modified: bool, extra: list[str] | None = None) -> str:
        body = calc_window(title, namebox, inp, cells(), cols, rows_shown, sel, status, modified, ("Expenses", "Notes"),
                           "Expenses", extra=extra)
        return screen(clock, body, running=("LibreOffice Calc",), pinned=("LibreOffice Calc",))

    def xy(c: str) -> Pos:
        return cell_xy(cols, c, rows_shown)

    turns = []
    state = scr("Oct 7  14:21", "A1", "Category", {"A1"}, ["Average: ; Sum: 0", "Selected: 1 row, 1 column"], False)

    # 1 header
    txt["E1"] = "Q3 Total"
    turns.append((code(f"""
import pyautogui
pyautogui.click{xy('E1')}  # cell E1
pyautogui.typewrite('Q3 Total\\n', interval=0.03)
"""), scr("Oct 7  14:21", "E2", "", {"E2"}, ["Average: ; Sum: 0", "Selected: 1 row, 1 column"], True)))

    # 2 row totals
    for i in range(2, 10):
        num[f"E{i}"] = num[f"B{i}"] + num[f"C{i}"] + num[f"D{i}"]
    rng = sel_range("E2", "E9")
    turns.append((code(f"""
import pyautogui
pyautogui.typewrite('=SUM(B2:D2)\\n', interval=0.03)
pyautogui.click{xy('E2')}
pyautogui.keyDown('shift'); pyautogui.click{xy('E9')}; pyautogui.keyUp('shift')
pyautogui.hotkey('ctrl', 'd')  # fill down
"""), scr("Oct 7  14:22", "E2:E9", "=SUM(B9:D9)", rng, stat(rng), True)))

    # 3 column totals
    txt["A10"] = "Total"
    for col in "BCDE":
        num[f"{col}10"] = sum(num[f"{col}{i}"] for i in range(2, 10))
    rng = sel_range("B10", "E10")
    turns.append((code(f"""
import pyautogui
pyautogui.click{xy('A10')}
pyautogui.typewrite('Total\\t=SUM(B2:B9)\\n', interval=0.03)
pyautogui.click{xy('B10')}
pyautogui.keyDown('shift'); pyautogui.click{xy('E10')}; pyautogui.keyUp('shift')
pyautogui.hotkey('ctrl', 'r')  # fill right
"""), scr("Oct 7  14:23", "B10:E10", "=SUM(E2:E9)", rng, stat(rng), True)))

    # 4 currency format
    currency[0] = True
    rng = sel_range("B2", "E10")
    turns.append((code(f"""
import pyautogui
pyautogui.click{xy('B2')}
pyautogui.keyDown('shift'); pyautogui.click{xy('E10')}; pyautogui.keyUp('shift')
pyautogui.hotkey('ctrl', 'shift', '4')  # currency
"""), scr("Oct 7  14:23", "B2:E10", "=SUM(E2:E9)", rng, stat(rng), True)))

    # 5 Aug column
    rng = sel_range("C2", "C9")
    turns.append((code(f"""
import pyautogui
pyautogui.click{xy('C2')}
pyautogui.keyDown('shift'); pyautogui.click{xy('C9')}; pyautogui.keyUp('shift')
"""), scr("Oct 7  14:24", "C2:C9", "1275.5", rng, stat(rng), True)))

    # 6 Sep column -- BAD: status-bar Sum disagrees with D10 and with the cells
    rng = sel_range("D2", "D9")
    true = sum(num[f"D{i}"] for i in range(2, 10))
    wrong = cur(true + Decimal("18"))
    assert wrong != cur(true)
    turns.append((code(f"""
import pyautogui
pyautogui.click{xy('D2')}
pyautogui.keyDown('shift'); pyautogui.click{xy('D9')}; pyautogui.keyUp('shift')
"""), scr("Oct 7  14:24", "D2:D9", "610", rng, stat(rng, sum_override=wrong), True)))

    # 7 save -> keep format dialog
    dlg = [ln("dialog", "Keep current format", "", "", "", (700, 400), (520, 210)),
           ln("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format \u201cExcel 2007-365\u201d.", "", "", (760, 430), (440, 40)),
           ln("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", "", "", (760, 476), (440, 20)),
           ln("check-box", "Ask when not saving in ODF or default format", "", "", "checked", (760, 510), (300, 22)),
           ln("push-button", "Use Excel 2007-365!", "", "", "", (900, 560), (150, 30)),
           ln("push-button", "Use ODF Format!", "", "", "", (1060, 560), (140, 30))]
    one = ["Average: ; Sum: 0", "Selected: 1 row, 1 column"]
    turns.append((code(f"""
import pyautogui
pyautogui.click{xy('A1')}
pyautogui.hotkey('ctrl', 's')
"""), scr("Oct 7  14:25", "A1", "Category", {"A1"}, one, True, extra=dlg)))

    # 8 keep xlsx
    turns.append((code("""
import pyautogui
pyautogui.click(975, 575)  # Use Excel 2007-365!
"""), scr("Oct 7  14:25", "A1", "Category", {"A1"}, one, False)))

    # 9 inspect grand total
    turns.append((code(f"""
import pyautogui
pyautogui.click{xy('E10')}
"""), scr("Oct 7  14:25", "E10", "=SUM(E2:E9)", {"E10"}, stat({"E10"}), False)))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 6,
            "kind": "status-bar Sum of the Sep column disagrees with the Sep total and the unchanged cells"}


# ---------------------------------------------------------------- C3: Calc sales sort / rounding / filter (clean)

def t_calc_sales() -> Traj:
    title = "sales_2024_q1.ods - LibreOffice Calc"
    data = [("Ana Souza", "West", 42, "18450.55"), ("Ben Carter", "East", 37, "16210.75"),
            ("Chloe Martin", "North", 51, "22987.40"), ("Dev Patel", "West", 29, "12640.20"),
            ("Elena Rossi", "South", 44, "19305.95"), ("Farid Haddad", "East", 33, "14780.00"),
            ("Grace Kim", "West", 58, "25411.65"), ("Hugo Larsen", "North", 26, "11022.30"),
            ("Isla Byrne", "South", 39, "17115.85"), ("Jon Mbeki", "West", 21, "9378.45")]
    cols = col_geom([("A", 140), ("B", 90), ("C", 80), ("D", 110), ("E", 60), ("F", 110), ("G", 110)])
    recs = [(n, r, u, Decimal(v)) for n, r, u, v in data]
    total = sum(v for *_, v in recs)
    fmt = ["gen"]
    extra_txt: dict[str, str] = {"F1": "Total revenue", "G1": gen(total)}

    def cells() -> dict[str, str]:
        out = {"A1": "Rep", "B1": "Region", "C1": "Units", "D1": "Revenue"}
        for i, (n, r, u, v) in enumerate(recs, start=2):
            out[f"A{i}"], out[f"B{i}"], out[f"C{i}"] = n, r, str(u)
            out[f"D{i}"] = gen(v) if fmt[0] == "gen" else num0(v)
        out.update(extra_txt)
        return out

    shown = [list(range(1, 21))]

    def scr(clock: str, nb: str, inp: str, sel: set[str], status: list[str], modified: bool, extra: list[str] | None = None,
            dropdowns: tuple[str, ...] = (), filtered: tuple[str, ...] = ()) -> str:
        body = calc_window(title, nb, inp, cells(), cols, shown[0], sel, status, modified, ("Q1", "Targets"), "Q1",
                           dropdowns=dropdowns, filtered_cols=filtered, extra=extra)
        return screen(clock, body, running=("LibreOffice Calc",), pinned=("LibreOffice Calc",))

    def xy(c: str) -> Pos:
        return cell_xy(cols, c, shown[0])

    one = ["Average: ; Sum: 0", "Selected: 1 row, 1 column"]
    state = scr("Apr 16  11:02", "A1", "Rep", {"A1"}, one, False)
    turns = []

    def sort_dialog(key: str, desc: bool) -> list[str]:
        return [ln("dialog", "Sort", "", "", "", (640, 300), (640, 520)),
                ln("page-tab", "Sort Criteria", "Sort Criteria", "", "selected", (660, 330), (120, 26)),
                ln("page-tab", "Options", "Options", "", "", (782, 330), (80, 26)),
                ln("label", "", "Sort Key 1", "", "", (670, 370), (100, 20)),
                ln("combo-box", "Sort Key 1", key, "", "", (670, 394), (280, 26)),
                ln("radio-button", "Ascending", "", "", "" if desc else "checked", (970, 394), (110, 22)),
                ln("radio-button", "Descending", "", "", "checked" if desc else "", (970, 418), (110, 22)),
                ln("label", "", "Sort Key 2", "", "", (670, 460), (100, 20)),
                ln("combo-box", "Sort Key 2", "- undefined -", "", "", (670, 484), (280, 26)),
                ln("check-box", "Range contains column labels", "", "", "checked", (670, 760), (260, 22)),
                ln("push-button", "Help", "", "", "", (660, 780), (80, 30)),
                ln("push-button", "Reset", "", "", "", (980, 780), (80, 30)),
                ln("push-button", "OK", "", "", "", (1070, 780), (80, 30)),
                ln("push-button", "Cancel", "", "", "", (1160, 780), (90, 30))]

    rng = sel_range("A1", "D11")
    allnum = total + sum(Decimal(u) for _, _, u, _ in recs)
    st_rng = [f"Average: {gen(allnum / 20)}; Sum: {gen(allnum)}", "Selected: 11 rows, 4 columns"]
    turns.append((code("""
import pyautogui
pyautogui.click(138, 178)  # Name Box
pyautogui.typewrite('A1:D11\\n', interval=0.03)
pyautogui.click(529, 71)   # Data menu
pyautogui.click(620, 98)   # Sort...
"""), scr("Apr 16  11:02", "A1:D11", "Rep", rng, st_rng, False, extra=sort_dialog("Rep", False))))

    turns.append((code("""
import pyautogui
pyautogui.click(810, 407)  # Sort Key 1 combo
pyautogui.click(760, 503)  # 'Revenue'
pyautogui.click(1025, 429) # Descending
"""), scr("Apr 16  11:03", "A1:D11", "Rep", rng, st_rng, False, extra=sort_dialog("Revenue", True))))

    recs.sort(key=lambda r: r[3], reverse=True)
    turns.append((code("""
import pyautogui
pyautogui.click(1110, 795)  # OK
"""), scr("Apr 16  11:03", "A1:D11", "Rep", rng, st_rng, True)))

    # 4 number format #,##0
    fmt[0] = "int"
    rng = sel_range("D2", "D11")
    st = [f"Average: {num0(total / 10)}; Sum: {num0(total)}", "Selected: 10 rows, 1 column"]
    turns.append((code(f"""
import pyautogui
pyautogui.click{xy('D2')}
pyautogui.keyDown('shift'); pyautogui.click{xy('D11')}; pyautogui.keyUp('shift')
pyautogui.hotkey('ctrl', 'shift', '1')   # Format as Number (#,##0.00)
pyautogui.click(869, 143); pyautogui.click(869, 143)  # Delete Decimal Place x2
"""), scr("Apr 16  11:04", "D2:D11", gen(recs[-1][3]), rng, st, True)))

    # 5 autofilter on
    turns.append((code(f"""
import pyautogui
pyautogui.click{xy('A1')}
pyautogui.hotkey('ctrl', 'shift', 'l')  # AutoFilter
"""), scr("Apr 16  11:04", "A1", "Rep", {"A1"}, one, True, dropdowns=("A", "B", "C", "D"))))

    # 6 filter West
    west = [i for i, r in enumerate(recs, start=2) if r[1] == "West"]
    shown[0] = [1] + west + list(range(12, 21))
    bx = cols["B"][0] + cols["B"][1] - 9
    turns.append((code(f"""
import pyautogui
pyautogui.click({bx}, 207)   # Region filter button
pyautogui.click({bx - 40}, 262)   # uncheck 'All'
pyautogui.click({bx - 40}, 338)   # check 'West'
pyautogui.click({bx + 60}, 452)   # OK
"""), scr("Apr 16  11:05", "A1", "Rep", {"A1"}, one + [f"{len(west)} of 10 records found"], True,
          dropdowns=("A", "B", "C", "D"), filtered=("B",))))

    # 7 SUBTOTAL of visible rows
    wsum = sum(r[3] for r in recs if r[1] == "West")
    extra_txt["F2"] = "West total"
    extra_txt["G2"] = gen(wsum)
    turns.append((code(f"""
import pyautogui
pyautogui.click{xy('F2')}
pyautogui.typewrite('West total\\t=SUBTOTAL(9;D2:D11)\\n', interval=0.03)
pyautogui.click{xy('G2')}
"""), scr("Apr 16  11:06", "G2", "=SUBTOTAL(9;D2:D11)", {"G2"}, [f"Average: {gen(wsum)}; Sum: {gen(wsum)}", "Selected: 1 row, 1 column", f"{len(west)} of 10 records found"], True,
          dropdowns=("A", "B", "C", "D"), filtered=("B",))))

    # 8 reset filter: SUBTOTAL now covers every row
    shown[0] = list(range(1, 21))
    extra_txt["G2"] = gen(total)
    turns.append((code("""
import pyautogui
pyautogui.click(529, 71)   # Data
pyautogui.click(640, 310)  # More Filters
pyautogui.click(820, 380)  # Reset Filter
"""), scr("Apr 16  11:06", "G2", "=SUBTOTAL(9;D2:D11)", {"G2"}, [f"Average: {gen(total)}; Sum: {gen(total)}", "Selected: 1 row, 1 column"], True,
          dropdowns=("A", "B", "C", "D"))))

    # 9 save (ods, no dialog)
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), scr("Apr 16  11:07", "G2", "=SUBTOTAL(9;D2:D11)", {"G2"}, [f"Average: {gen(total)}; Sum: {gen(total)}", "Selected: 1 row, 1 column"], False,
          dropdowns=("A", "B", "C", "D"))))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- LibreOffice Writer

WRITER_MENUS = ("File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help")
WRITER_TOOLS = ("New", "Open", "Save", "Export Directly as PDF", "Print", "Toggle Print Preview", "Cut", "Copy", "Paste",
                "Clone Formatting", "Clear Direct Formatting", "Undo", "Redo", "Find & Replace", "Spelling",
                "Formatting Marks", "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box", "Insert Page Break",
                "Insert Field", "Insert Special Character", "Insert Hyperlink", "Insert Footnote", "Insert Comment",
                "Track Changes", "Insert Line")


def wc(paras: list[tuple[str, str]]) -> tuple[int, int, int]:
    words = sum(len(t.split()) for _, t in paras)
    chars = sum(len(t) for _, t in paras)
    nospace = sum(len(t.replace(" ", "")) for _, t in paras)
    return words, chars, nospace


def writer_window(title: str, paras: list[tuple[str, str]], style: str, modified: bool, extra: list[str] | None = None) -> list[str]:
    out = [ln("frame", title, "", "", "", (70, 27), (1850, 1053))]
    out += menus(WRITER_MENUS, 76, 60)
    out += buttons(WRITER_TOOLS, 78, 92)
    out.append(ln("combo-box", "Paragraph Style", style, "", "", (78, 128), (170, 26)))
    out.append(ln("combo-box", "Font Name", "Liberation Sans" if style.startswith("Heading") else "Liberation Serif", "", "", (254, 128), (170, 26)))
    out.append(ln("combo-box", "Font Size", {"Title": "28 pt", "Heading 1": "18 pt", "Heading 2": "16 pt"}.get(style, "12 pt"), "", "", (430, 128), (70, 26)))
    out += buttons(("Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript", "Font Color",
                    "Character Highlighting Color", "Align Left", "Align Center", "Align Right", "Justified",
                    "Toggle Unordered List", "Toggle Ordered List", "Increase Indent", "Decrease Indent"), 510, 128)
    out.append(ln("document-text", title.split(" - ")[0], "", "", "", (520, 180), (880, 840)))
    y = 240
    for st, t in paras:
        tag = "heading" if st.startswith("Heading") or st == "Title" else ("list-item" if st == "List Bullet" else "paragraph")
        h = 40 if tag == "heading" else 22 * (1 + len(t) // 95)
        out.append(ln(tag, "", t, "", st, (612, y), (696, h)))
        y += h + 6
    words, chars, _ = wc(paras)
    out.append(ln("label", "", "Page 1 of 1", "", "", (70, 1046), (120, 20)))
    out.append(ln("label", "", f"{words} words, {chars} characters", "", "", (196, 1046), (230, 20)))
    out.append(ln("label", "", "Default Page Style", "", "", (432, 1046), (140, 20)))
    out.append(ln("label", "", "English (USA)", "", "", (578, 1046), (110, 20)))
    out.append(ln("label", "", "", "", "The document has been modified. Click to save the document." if modified
                  else "The document has not been modified since the last save.", (1640, 1046), (20, 20)))
    out.append(ln("slider", "Zoom", "100%", "", "", (1700, 1046), (150, 20)))
    out.append(ln("label", "", "100%", "", "", (1856, 1046), (44, 20)))
    return out + (extra or [])


# ---------------------------------------------------------------- F: Writer stand-up notes (bad: clock goes back)

def t_writer_notes() -> Traj:
    title = "standup_notes_2024-04-16.odt - LibreOffice Writer"
    paras = [("Title", "Platform team stand-up, 16 April 2024"),
             ("Text Body", "Attendees: Dana, Priya, Marco, Hannah, Tomasz (notes: Dana)"),
             ("Heading 2", "Updates"),
             ("List Bullet", "Dana: finished the ledger config migration; the port change goes out with Thursday's release."),
             ("List Bullet", "Priya: Q2 planning doc is ready for review; comments are due Thursday."),
             ("List Bullet", "Marco: on-call handover done, two low-severity alerts overnight, both auto-resolved."),
             ("List Bullet", "Hannah: renewed the TLS certificates for the public status page."),
             ("List Bullet", "Tomasz: out this afternoon, reachable on chat."),
             ("Heading 2", "Blockers"),
             ("List Bullet", "Waiting on security review for the new SSO callback URL.")]

    def scr(clock: str, style: str, modified: bool, extra: list[str] | None = None) -> str:
        return screen(clock, writer_window(title, paras, style, modified, extra), running=("LibreOffice Writer",))

    state = scr("Apr 16  09:12", "List Bullet", False)
    turns = []
    paras += [("Heading 2", "Action items"), ("Text Body", "")]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'end')
pyautogui.press('enter')
pyautogui.click(163, 141)  # Paragraph Style box
pyautogui.typewrite('Heading 2\\n', interval=0.03)
pyautogui.typewrite('Action items\\n', interval=0.03)
"""), scr("Apr 16  09:12", "Text Body", True)))

    items = ["Dana: tag v2.8.0 before Thursday's release and post the changelog.",
             "Priya: collect the Q2 plan comments and circulate a summary.",
             "Marco: write up the overnight alerts in the incident log."]
    paras.pop()
    paras += [("List Bullet", t) for t in items] + [("List Bullet", "")]
    turns.append((code("""
import pyautogui
pyautogui.click(163, 141)
pyautogui.typewrite('List Bullet\\n', interval=0.03)
for line in ["Dana: tag v2.8.0 before Thursday's release and post the changelog.",
             "Priya: collect the Q2 plan comments and circulate a summary.",
             "Marco: write up the overnight alerts in the incident log."]:
    pyautogui.typewrite(line + '\\n', interval=0.02)
"""), scr("Apr 16  09:13", "List Bullet", True)))

    paras[-1] = ("List Bullet", "Hannah: check the certificate expiry alerts on staging.")
    turns.append((code("""
import pyautogui
pyautogui.typewrite('Hannah: check the certificate expiry alerts on staging.', interval=0.02)
"""), scr("Apr 16  09:14", "List Bullet", True)))

    def fr(find: str, repl: str, msg: str) -> list[str]:
        return [ln("dialog", "Find and Replace", "", "", "", (1180, 220), (560, 600)),
                ln("combo-box", "Find", find, "", "", (1200, 270), (400, 26)),
                ln("check-box", "Match case", "", "", "", (1200, 304), (120, 22)),
                ln("check-box", "Whole words only", "", "", "", (1340, 304), (160, 22)),
                ln("push-button", "Find Previous", "", "", "", (1200, 340), (120, 30)),
                ln("push-button", "Find Next", "", "", "", (1330, 340), (110, 30)),
                ln("push-button", "Find All", "", "", "", (1450, 340), (100, 30)),
                ln("combo-box", "Replace", repl, "", "", (1200, 400), (400, 26)),
                ln("push-button", "Replace", "", "", "", (1200, 436), (110, 30)),
                ln("push-button", "Replace All", "", "", "", (1320, 436), (120, 30)),
                ln("label", "", msg, "", "", (1200, 476), (360, 20)),
                ln("toggle-button", "Other options", "", "", "", (1200, 510), (140, 24)),
                ln("push-button", "Help", "", "", "", (1200, 780), (80, 30)),
                ln("push-button", "Close", "", "", "", (1640, 780), (80, 30))]

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'h')
"""), scr("Apr 16  09:14", "List Bullet", True, fr("", "", ""))))

    n = sum(t.count("Thursday") for _, t in paras)
    paras[:] = [(s, t.replace("Thursday", "Friday")) for s, t in paras]
    turns.append((code("""
import pyautogui
pyautogui.click(1400, 283)
pyautogui.typewrite('Thursday', interval=0.03)
pyautogui.click(1400, 413)
pyautogui.typewrite('Friday', interval=0.03)
pyautogui.click(1380, 451)  # Replace All
"""), scr("Apr 16  09:15", "List Bullet", True, fr("Thursday", "Friday", f"Search key replaced {n} times"))))

    turns.append((code("""
import pyautogui
pyautogui.click(1680, 795)  # Close
"""), scr("Apr 16  09:15", "List Bullet", True)))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), scr("Apr 16  09:16", "List Bullet", False)))

    pdf = [ln("dialog", "PDF Options", "", "", "", (560, 160), (800, 720)),
           ln("page-tab", "General", "General", "", "selected", (580, 190), (80, 26)),
           ln("page-tab", "Initial View", "Initial View", "", "", (662, 190), (100, 26)),
           ln("page-tab", "User Interface", "User Interface", "", "", (764, 190), (110, 26)),
           ln("page-tab", "Links", "Links", "", "", (876, 190), (60, 26)),
           ln("page-tab", "Security", "Security", "", "", (938, 190), (80, 26)),
           ln("page-tab", "Digital Signatures", "Digital Signatures", "", "", (1020, 190), (140, 26)),
           ln("radio-button", "All", "", "", "checked", (590, 250), (80, 22)),
           ln("radio-button", "Pages:", "", "", "", (590, 276), (80, 22)),
           ln("radio-button", "Selection", "", "", "", (590, 302), (100, 22)),
           ln("radio-button", "Lossless compression", "", "", "", (590, 360), (180, 22)),
           ln("radio-button", "JPEG compression", "", "", "checked", (590, 386), (160, 22)),
           ln("spin-button", "Quality", "90%", "", "", (780, 386), (80, 26)),
           ln("check-box", "Reduce image resolution", "", "", "checked", (590, 416), (200, 22)),
           ln("combo-box", "Resolution", "300 DPI", "", "", (800, 416), (100, 26)),
           ln("check-box", "Hybrid PDF (embed ODF file)", "", "", "", (960, 250), (240, 22)),
           ln("check-box", "Archive (PDF/A, ISO 19005)", "", "", "", (960, 276), (240, 22)),
           ln("check-box", "Universal Accessibility (PDF/UA)", "", "", "", (960, 302), (260, 22)),
           ln("check-box", "Tagged PDF (add document structure)", "", "", "checked", (960, 328), (280, 22)),
           ln("check-box", "Export outlines", "", "", "checked", (960, 354), (200, 22)),
           ln("check-box", "Export comments", "", "", "", (960, 380), (200, 22)),
           ln("push-button", "Help", "", "", "", (580, 830), (80, 30)),
           ln("push-button", "Export", "", "", "", (1160, 830), (90, 30)),
           ln("push-button", "Cancel", "", "", "", (1256, 830), (90, 30))]
    turns.append((code("""
import pyautogui
pyautogui.click(92, 71)    # File
pyautogui.click(150, 420)  # Export As
pyautogui.click(330, 448)  # Export as PDF...
"""), scr("Apr 16  09:16", "List Bullet", False, pdf)))

    files = [("q2_planning.odt", "22.4 kB", "Apr 12"), ("standup_notes_2024-04-09.odt", "14.1 kB", "Apr 9"),
             ("standup_notes_2024-04-09.pdf", "41.7 kB", "Apr 9"), ("standup_notes_2024-04-16.odt", "15.3 kB", "09:16"),
             ("team_rota_april.ods", "9.8 kB", "Apr 2")]
    chooser = [ln("dialog", "Export", "", "", "", (500, 180), (920, 640)),
               ln("text", "Name", "standup_notes_2024-04-16.pdf", "", "", (600, 200), (420, 28)),
               ln("push-button", "Cancel", "", "", "", (510, 196), (80, 32)),
               ln("push-button", "Save", "", "", "", (1330, 196), (80, 32)),
               ln("toggle-button", "dana", "dana", "", "", (600, 240), (70, 26)),
               ln("toggle-button", "Documents", "Documents", "", "checked", (672, 240), (100, 26)),
               ln("list-item", "Recent", "", "", "", (510, 280), (160, 24)),
               ln("list-item", "Home", "", "", "", (510, 306), (160, 24)),
               ln("list-item", "Documents", "", "", "selected", (510, 332), (160, 24)),
               ln("list-item", "Downloads", "", "", "", (510, 358), (160, 24)),
               ln("table-column-header", "Name", "", "", "", (680, 280), (420, 24)),
               ln("table-column-header", "Size", "", "", "", (1100, 280), (100, 24)),
               ln("table-column-header", "Modified", "", "", "", (1200, 280), (110, 24))]
    for i, (f, sz, m) in enumerate(files):
        y = 306 + 26 * i
        chooser += [ln("table-cell", "", f, "", "", (680, y), (420, 24)), ln("table-cell", "", sz, "", "", (1100, y), (100, 24)),
                    ln("table-cell", "", m, "", "", (1200, y), (110, 24))]
    chooser.append(ln("combo-box", "File type", "PDF - Portable Document Format (.pdf)", "", "", (1060, 780), (340, 26)))
    turns.append((code("""
import pyautogui
pyautogui.click(1205, 845)  # Export
"""), scr("Apr 16  09:17", "List Bullet", False, chooser)))

    # 10 BAD: top-bar clock earlier than the previous reading and the file's 09:16 save time
    turns.append((code("""
import pyautogui
pyautogui.click(1370, 212)  # Save
"""), scr("Apr 16  09:14", "List Bullet", False)))

    words, chars, nospace = wc(paras)
    count = [ln("dialog", "Word and Character Count", "", "", "", (760, 380), (400, 300)),
             ln("label", "", "Selection", "", "", (880, 400), (90, 20)), ln("label", "", "Document", "", "", (1010, 400), (90, 20)),
             ln("label", "", "Words:", "", "", (780, 430), (90, 20)), ln("label", "", "0", "", "", (900, 430), (60, 20)),
             ln("label", "", f"{words:,}", "", "", (1030, 430), (60, 20)),
             ln("label", "", "Characters including spaces:", "", "", (780, 456), (120, 40)), ln("label", "", "0", "", "", (900, 456), (60, 20)),
             ln("label", "", f"{chars:,}", "", "", (1030, 456), (60, 20)),
             ln("label", "", "Characters excluding spaces:", "", "", (780, 500), (120, 40)), ln("label", "", "0", "", "", (900, 500), (60, 20)),
             ln("label", "", f"{nospace:,}", "", "", (1030, 500), (60, 20)),
             ln("push-button", "Help", "", "", "", (780, 630), (80, 30)), ln("push-button", "Close", "", "", "", (1060, 630), (80, 30))]
    turns.append((code("""
import pyautogui
pyautogui.click(585, 71)   # Tools
pyautogui.click(740, 122)  # Word Count...
"""), scr("Apr 16  09:18", "List Bullet", False, count)))

    turns.append((code("""
import pyautogui
pyautogui.click(1100, 645)  # Close
"""), scr("Apr 16  09:18", "List Bullet", False)))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 10,
            "kind": "top-bar clock reads earlier than the previous reading and the file's save time"}


# ---------------------------------------------------------------- Nautilus (Files)

SIDEBAR = ("Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations")


def files_window(title: str, crumbs: tuple[str, ...], items: list[tuple[str, str, str]], sidebar: str,
                 sel: set[str] | None = None, view: str = "list", third: str = "Modified", status: str = "",
                 extra: list[str] | None = None, empty: str = "") -> list[str]:
    sel = sel or set()
    out = [ln("frame", title, "", "", "", (70, 27), (1220, 760)),
           ln("push-button", "Back", "", "", "", (80, 35), (34, 34)),
           ln("push-button", "Forward", "", "", "", (116, 35), (34, 34))]
    x = 170
    for c in crumbs:
        out.append(ln("toggle-button", c, c, "", "checked" if c == crumbs[-1] else "", (x, 38), (len(c) * 9 + 24, 28)))
        x += len(c) * 9 + 26
    out += [ln("push-button", "Open Menu", "", "", "", (x, 38), (28, 28)),
            ln("toggle-button", "Search", "", "", "", (1120, 38), (34, 28)),
            ln("toggle-button", "View options", "", "", "", (1156, 38), (34, 28)),
            ln("push-button", "Grid view" if view == "list" else "List view", "", "", "", (1192, 38), (34, 28)),
            ln("push-button", "Main menu", "", "", "", (1228, 38), (34, 28))]
    for i, s in enumerate(SIDEBAR):
        out.append(ln("list-item", s, s, "", "selected" if s == sidebar else "", (72, 80 + 32 * i), (226, 30)))
    if empty:
        out.append(ln("label", "", empty, "", "", (620, 380), (300, 30)))
    elif view == "list":
        out += [ln("table-column-header", "Name", "Name", "", "", (300, 78), (560, 26)),
                ln("table-column-header", "Size", "Size", "", "", (860, 78), (120, 26)),
                ln("table-column-header", third, third, "", "", (980, 78), (200, 26)),
                ln("table-column-header", "Star", "", "", "", (1180, 78), (40, 26))]
        for i, (n, s, m) in enumerate(items):
            y = 106 + 34 * i
            d = "selected" if n in sel else ""
            out += [ln("table-cell", "Name", n, "", d, (300, y), (560, 34)), ln("table-cell", "Size", s, "", d, (860, y), (120, 34)),
                    ln("table-cell", third, m, "", d, (980, y), (200, 34))]
    else:
        for i, (n, _, _) in enumerate(items):
            shown = n if len(n) <= 22 else n[:20] + "\u2026"
            out.append(ln("icon", n, shown, "", "selected" if n in sel else "", (310 + 160 * (i % 6), 90 + 170 * (i // 6)), (150, 160)))
    if status:
        out.append(ln("label", "", status, "", "", (980, 740), (300, 30)))
    return out + (extra or [])


# ---------------------------------------------------------------- B: Files invoices (bad: renamed file back under old name)

def t_files_invoices() -> Traj:
    items = [("INV-2284.pdf", "184.2 kB", "Mar 4"), ("INV-2285.pdf", "201.7 kB", "Mar 11"),
             ("INV-2286.pdf", "176.9 kB", "Mar 18"), ("INV-2287.pdf", "190.3 kB", "Mar 25"),
             ("INV-2288.pdf", "212.5 kB", "Apr 1"), ("INV-2291_draft.pdf", "88.4 kB", "09:41"),
             ("client_rates_2024.ods", "14.6 kB", "Jan 9"), ("notes.txt", "1.2 kB", "Apr 10")]
    crumbs = ("Home", "Documents", "Invoices")

    def scr(clock: str, its: list[tuple[str, str, str]], sel: set[str] | None = None, status: str = "", extra: list[str] | None = None,
            cr: tuple[str, ...] = crumbs, empty: str = "") -> str:
        return screen(clock, files_window(cr[-1], cr, its, "", sel, status=status, extra=extra, empty=empty), running=("Files",))

    state = scr("Apr 16  09:48", items)
    turns = []
    draft_y = 106 + 34 * 5 + 17
    pop = [ln("dialog", "Rename File", "", "", "popover", (420, draft_y + 20), (360, 110)),
           ln("label", "", "File name", "", "", (440, draft_y + 32), (120, 20)),
           ln("text", "File name", "INV-2291_draft.pdf", "", "selection: INV-2291_draft", (440, draft_y + 58), (240, 30)),
           ln("push-button", "Rename", "", "", "", (690, draft_y + 58), (80, 30))]
    turns.append((code(f"""
import pyautogui
pyautogui.click(500, {draft_y})  # INV-2291_draft.pdf
pyautogui.press('f2')
"""), scr("Apr 16  09:48", items, {"INV-2291_draft.pdf"}, "\u201cINV-2291_draft.pdf\u201d selected (88.4 kB)", pop)))

    items[5] = ("INV-2291_final.pdf", "88.4 kB", "09:41")
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('INV-2291_final.pdf\\n', interval=0.03)
"""), scr("Apr 16  09:49", items, {"INV-2291_final.pdf"}, "\u201cINV-2291_final.pdf\u201d selected (88.4 kB)")))

    items.insert(0, ("2024-03", "0 items", "09:50"))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'n')
pyautogui.typewrite('2024-03', interval=0.05)
pyautogui.press('enter')
"""), scr("Apr 16  09:50", items, {"2024-03"}, "\u201c2024-03\u201d selected (containing 0 items)")))

    moved = items[1:5]
    turns.append((code("""
import pyautogui
pyautogui.click(500, 157)  # INV-2284.pdf
pyautogui.keyDown('shift'); pyautogui.click(500, 259); pyautogui.keyUp('shift')  # ... INV-2287.pdf
pyautogui.hotkey('ctrl', 'x')
"""), scr("Apr 16  09:50", items, {n for n, _, _ in moved}, "4 items selected (753.1 kB)")))

    cr2 = crumbs + ("2024-03",)
    turns.append((code("""
import pyautogui
pyautogui.doubleClick(500, 123)  # 2024-03
"""), scr("Apr 16  09:51", [], cr=cr2, empty="Folder is Empty")))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'v')
"""), scr("Apr 16  09:51", moved, cr=cr2)))

    rest = [("2024-03", "4 items", "09:51")] + items[5:]
    # 7 BAD: the renamed invoice shows under its old name again
    bad = [("INV-2291_draft.pdf" if n == "INV-2291_final.pdf" else n, s, m) for n, s, m in rest]
    assert bad != rest
    turns.append((code("""
import pyautogui
pyautogui.hotkey('alt', 'left')
"""), scr("Apr 16  09:52", bad)))

    turns.append((code("""
import pyautogui
pyautogui.doubleClick(500, 123)  # 2024-03
"""), scr("Apr 16  09:52", moved, cr=cr2)))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 7,
            "kind": "renamed invoice listed under its old name again"}


# ---------------------------------------------------------------- C4: Files downloads (clean)

def t_files_downloads() -> Traj:
    items = [("fonts", "6 items", "Mar 2"), ("archive.tar.gz", "22.7 MB", "Apr 11"),
             ("bank_statement_march.pdf", "96.3 kB", "Apr 10"), ("boarding_pass_LIS.pdf", "238.1 kB", "Apr 14"),
             ("IMG_20240413_181522.jpg", "3.1 MB", "Apr 13"), ("project-brief-v3.docx", "48.9 kB", "Yesterday"),
             ("Screenshot from 2024-04-16 10-12-55.png", "412.8 kB", "10:12"),
             ("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB", "Feb 20"), ("zoom_amd64.deb", "156.4 MB", "Apr 3")]
    bytes_ = {"fonts": 0, "archive.tar.gz": 22_704_118, "bank_statement_march.pdf": 96_311, "boarding_pass_LIS.pdf": 238_140,
              "IMG_20240413_181522.jpg": 3_098_552, "project-brief-v3.docx": 48_902,
              "Screenshot from 2024-04-16 10-12-55.png": 412_766, "ubuntu-22.04.4-desktop-amd64.iso": 4_927_586_304,
              "zoom_amd64.deb": 156_380_214}
    crumbs = ("Home", "Downloads")

    def by_size(its: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
        return sorted(its, key=lambda t: (t[0] != "fonts", -bytes_[t[0]]))

    def scr(clock: str, its: list[tuple[str, str, str]], sel: set[str] | None = None, status: str = "", extra: list[str] | None = None,
            view: str = "list", cr: tuple[str, ...] = crumbs, side: str = "Downloads", third: str = "Modified") -> str:
        return screen(clock, files_window(cr[-1], cr, its, side, sel, view=view, status=status, extra=extra, third=third),
                      running=("Files",))

    state = scr("Apr 16  10:18", items)
    turns = []
    vo = [ln("popover", "View options", "", "", "", (1000, 70), (220, 330)),
          ln("push-button", "Zoom out", "", "", "", (1010, 80), (60, 30)), ln("push-button", "Reset zoom", "100%", "", "", (1072, 80), (80, 30)),
          ln("push-button", "Zoom in", "", "", "", (1154, 80), (60, 30)),
          ln("label", "", "Sort", "", "", (1010, 124), (60, 20))]
    for i, o in enumerate(("A-Z", "Z-A", "Last Modified", "First Modified", "Size", "Type")):
        vo.append(ln("radio-menu-item", o, o, "", "checked" if o == "Size" else "", (1010, 148 + 30 * i), (200, 28)))
    vo.append(ln("check-menu-item", "Show Hidden Files", "", "", "", (1010, 340), (200, 28)))
    items = by_size(items)
    turns.append((code("""
import pyautogui
pyautogui.click(1173, 52)   # View options
pyautogui.click(1100, 282)  # Sort: Size
"""), scr("Apr 16  10:18", items, extra=vo)))

    iso = "ubuntu-22.04.4-desktop-amd64.iso"
    row = [n for n, _, _ in items].index(iso)
    props = [ln("dialog", f"{iso} Properties", "", "", "", (520, 200), (480, 520)),
             ln("page-tab", "Basic", "Basic", "", "selected", (560, 230), (80, 26)),
             ln("page-tab", "Permissions", "Permissions", "", "", (642, 230), (100, 26)),
             ln("page-tab", "Open With", "Open With", "", "", (744, 230), (100, 26)),
             ln("text", "Name", iso, "", "", (620, 280), (340, 28)),
             ln("label", "", "Type", "", "", (540, 330), (80, 20)), ln("label", "", "Raw CD image (application/x-cd-image)", "", "", (640, 330), (320, 20)),
             ln("label", "", "Size", "", "", (540, 356), (80, 20)), ln("label", "", f"4.9 GB ({bytes_[iso]:,} bytes)", "", "", (640, 356), (320, 20)),
             ln("label", "", "Parent Folder", "", "", (540, 382), (100, 20)), ln("label", "", "/home/dana/Downloads", "", "", (640, 382), (320, 20)),
             ln("label", "", "Accessed", "", "", (540, 420), (80, 20)), ln("label", "", "Tue 20 Feb 2024 07:58:31 PM CET", "", "", (640, 420), (320, 20)),
             ln("label", "", "Modified", "", "", (540, 446), (80, 20)), ln("label", "", "Tue 20 Feb 2024 07:58:31 PM CET", "", "", (640, 446), (320, 20)),
             ln("label", "", "Created", "", "", (540, 472), (80, 20)), ln("label", "", "Tue 20 Feb 2024 07:41:02 PM CET", "", "", (640, 472), (320, 20)),
             ln("push-button", "Close", "", "", "", (930, 206), (60, 28))]
    turns.append((code(f"""
import pyautogui
pyautogui.rightClick(500, {106 + 34 * row + 17})  # the .iso
pyautogui.click(560, {106 + 34 * row + 290})      # Properties
"""), scr("Apr 16  10:19", items, {iso}, f"\u201c{iso}\u201d selected (4.9 GB)", props)))

    shot = "Screenshot from 2024-04-16 10-12-55.png"
    srow = [n for n, _, _ in items].index(shot)
    gone = [t for t in items if t[0] != shot]
    toast = [ln("notification", "", f"\u201c{shot}\u201d deleted", "", "", (540, 700), (520, 48)),
             ln("push-button", "Undo", "", "", "", (960, 710), (70, 30))]
    turns.append((code(f"""
import pyautogui
pyautogui.click(960, 220)  # Close properties
pyautogui.click(500, {106 + 34 * srow + 17})  # the screenshot
pyautogui.press('delete')
"""), scr("Apr 16  10:21", gone, extra=toast)))

    trash = [(shot, "412.8 kB", "Downloads"), ("old_resume_2022.pdf", "102.3 kB", "Documents"),
             ("untitled folder", "0 items", "Desktop")]
    turns.append((code("""
import pyautogui
pyautogui.click(185, 383)  # Trash
"""), scr("Apr 16  10:21", trash, cr=("Trash",), side="Trash", third="Original Location",
          extra=[ln("push-button", "Empty\u2026", "", "", "", (1000, 38), (80, 28)), ln("push-button", "Restore\u2026", "", "", "", (900, 38), (90, 28))])))

    ctx = [ln("menu", "", "", "", "context menu", (520, 140), (220, 100)),
           ln("menu-item", "Restore From Trash", "", "", "", (530, 150), (200, 26)),
           ln("menu-item", "Delete From Trash", "", "", "", (530, 178), (200, 26))]
    turns.append((code("""
import pyautogui
pyautogui.rightClick(500, 123)  # the screenshot in Trash
"""), scr("Apr 16  10:22", trash, {shot}, f"\u201c{shot}\u201d selected (412.8 kB)", cr=("Trash",), side="Trash", third="Original Location", extra=ctx)))

    turns.append((code("""
import pyautogui
pyautogui.click(620, 163)  # Restore From Trash
"""), scr("Apr 16  10:22", trash[1:], cr=("Trash",), side="Trash", third="Original Location",
          extra=[ln("push-button", "Empty\u2026", "", "", "", (1000, 38), (80, 28)), ln("push-button", "Restore\u2026", "", "", "", (900, 38), (90, 28))])))

    turns.append((code("""
import pyautogui
pyautogui.click(185, 255)  # Downloads
"""), scr("Apr 16  10:22", items)))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', '1')  # grid view
"""), scr("Apr 16  10:23", items, view="grid")))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- GNOME Settings

SETTINGS_PANELS = ("Wi-Fi", "Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Applications",
                   "Privacy", "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad",
                   "Keyboard", "Printers", "Removable Media", "Color", "Region & Language", "Accessibility", "Users",
                   "Default Applications", "Date & Time", "About")


def settings_window(panel: str, body: list[str]) -> list[str]:
    out = [ln("frame", "Settings", "", "", "", (330, 120), (1260, 840)),
           ln("label", "", "Settings", "", "", (380, 132), (120, 24)),
           ln("toggle-button", "Search", "", "", "", (340, 130), (34, 30)),
           ln("push-button", "Main menu", "", "", "", (560, 130), (34, 30)),
           ln("label", "", panel, "", "", (1040, 132), (200, 24))]
    for i, p in enumerate(SETTINGS_PANELS):
        out.append(ln("list-item", p, p, "", "selected" if p == panel else "", (330, 170 + 31 * i), (270, 30)))
    return out + body


# ---------------------------------------------------------------- C: Settings (bad: Screen Blank reverts)

def t_settings_power() -> Traj:
    st: dict[str, Any] = {"blank": "5 minutes", "pct": False, "style": "Light", "night": False, "icon": 48, "battery": 87}

    def tray() -> list[str]:
        rows = [ln("label", "", "", "", "Battery", (1740, 0), (20, 27))]
        if st["pct"]:
            rows.append(ln("label", "", f"{st['battery']} %", "", "", (1700, 0), (40, 27)))
        return rows

    def power(blank: str | None = None, combo_open: bool = False) -> list[str]:
        b = blank or st["blank"]
        rows = [ln("label", "", "Battery", "", "", (640, 180), (80, 20)),
                ln("level-bar", "Battery level", f"{st['battery']} %", "", "", (640, 206), (860, 12)),
                ln("label", "", f"{st['battery']} %", "", "", (1510, 200), (50, 20)),
                ln("label", "", "Discharging \u2014 estimating\u2026" if st["battery"] == 87 else "Discharging \u2014 4:52 remaining", "", "", (640, 226), (300, 20)),
                ln("label", "", "Power Mode", "", "", (640, 270), (120, 20)),
                ln("radio-button", "Balanced", "", "", "checked", (660, 300), (300, 40)),
                ln("radio-button", "Power Saver", "", "", "", (660, 342), (300, 40)),
                ln("label", "", "Power Saving Options", "", "", (640, 400), (200, 20)),
                ln("check-box", "Dim Screen", "", "", "checked, switch", (660, 430), (860, 44)),
                ln("combo-box", "Screen Blank", b, "", "", (1360, 480), (150, 34)),
                ln("check-box", "Automatic Power Saver", "", "", "switch", (660, 524), (860, 44)),
                ln("push-button", "Automatic Suspend", "Off", "", "", (660, 572), (860, 44)),
                ln("label", "", "Suspend & Power Button", "", "", (640, 630), (240, 20)),
                ln("combo-box", "Power Button Behavior", "Suspend", "", "", (1360, 660), (150, 34)),
                ln("check-box", "Show Battery Percentage", "", "", "checked, switch" if st["pct"] else "switch", (660, 708), (860, 44))]
        if combo_open:
            for i, o in enumerate(("1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes",
                                   "12 minutes", "15 minutes", "Never")):
                rows.append(ln("radio-menu-item", o, o, "", "checked" if o == b else "", (1360, 520 + 28 * i), (150, 26)))
        return rows

    def appearance() -> list[str]:
        rows = [ln("label", "", "Style", "", "", (640, 180), (80, 20)),
                ln("toggle-button", "Light", "Light", "", "checked" if st["style"] == "Light" else "", (700, 210), (180, 130)),
                ln("toggle-button", "Dark", "Dark", "", "checked" if st["style"] == "Dark" else "", (900, 210), (180, 130)),
                ln("label", "", "Color", "", "", (640, 360), (80, 20))]
        for i, c in enumerate(("Orange", "Bark", "Sage", "Olive", "Viridian", "Prussian Green", "Blue", "Purple", "Magenta", "Red")):
            rows.append(ln("radio-button", c, "", "", "checked" if c == "Orange" else "", (660 + 44 * i, 390), (36, 36)))
        rows += [ln("label", "", "Desktop Icons", "", "", (640, 450), (140, 20)),
                 ln("check-box", "Show Personal folder", "", "", "checked, switch", (660, 476), (860, 44)),
                 ln("combo-box", "Position of New Icons", "Bottom Right", "", "", (1360, 526), (150, 34)),
                 ln("label", "", "Dock", "", "", (640, 590), (80, 20)),
                 ln("check-box", "Auto-hide the Dock", "", "", "switch", (660, 616), (860, 44)),
                 ln("check-box", "Panel mode", "", "", "checked, switch", (660, 662), (860, 44)),
                 ln("slider", "Icon size", str(st["icon"]), "", "", (1100, 710), (400, 34)),
                 ln("combo-box", "Show on", "All displays", "", "", (1360, 756), (150, 34)),
                 ln("combo-box", "Position on screen", "Left", "", "", (1360, 802), (150, 34)),
                 ln("push-button", "Configure dock behavior", "", "", "", (660, 850), (860, 44))]
        return rows

    def night() -> list[str]:
        return [ln("page-tab", "Displays", "Displays", "", "", (900, 170), (100, 30)),
                ln("page-tab", "Night Light", "Night Light", "", "selected", (1002, 170), (110, 30)),
                ln("check-box", "Night Light", "", "", "checked, switch" if st["night"] else "switch", (660, 230), (860, 44)),
                ln("combo-box", "Schedule", "Sunset to Sunrise", "", "", (1360, 280), (150, 34)),
                ln("label", "", "Times", "", "", (660, 330), (80, 20)),
                ln("spin-button", "From", "20:12", "", "", (1100, 326), (80, 30)), ln("spin-button", "To", "06:31", "", "", (1240, 326), (80, 30)),
                ln("slider", "Color Temperature", "4000 K", "", "", (660, 380), (860, 40))]

    def scr(clock: str, panel: str | None, body: list[str]) -> str:
        win = settings_window(panel, body) if panel else []
        return screen(clock, win, running=("Settings",) if panel else (), pinned=("Settings",) if panel else (), tray=tray())

    state = screen("Apr 16  16:40", [ln("label", "Home", "Home", "", "desktop icon", (1820, 60), (80, 80)),
                                      ln("label", "Trash", "Trash", "", "desktop icon", (1820, 170), (80, 80))], tray=tray())
    turns = []
    turns.append((code("""
import subprocess, time
subprocess.Popen(['gnome-control-center', 'power'])
time.sleep(2)
"""), scr("Apr 16  16:40", "Power", power())))

    turns.append((code("""
import pyautogui
pyautogui.click(1435, 497)  # Screen Blank
pyautogui.click(1435, 702)  # 10 minutes
"""), (st.update(blank="10 minutes"), scr("Apr 16  16:41", "Power", power()))[1]))

    turns.append((code("""
import pyautogui
pyautogui.click(1480, 730)  # Show Battery Percentage switch
"""), (st.update(pct=True), scr("Apr 16  16:41", "Power", power()))[1]))

    turns.append((code("""
import pyautogui
pyautogui.click(465, 309)   # Appearance
pyautogui.click(990, 275)   # Dark
"""), (st.update(style="Dark"), scr("Apr 16  16:42", "Appearance", appearance()))[1]))

    # 5 BAD: back on Power, Screen Blank shows the old 5 minutes (battery dropped one point legitimately)
    st["battery"] = 86
    turns.append((code("""
import pyautogui
pyautogui.click(465, 557)   # Power
"""), scr("Apr 16  16:43", "Power", power(blank="5 minutes"))))

    turns.append((code("""
import pyautogui
pyautogui.click(465, 588)   # Displays
pyautogui.click(1057, 185)  # Night Light tab
pyautogui.click(1480, 252)  # Night Light switch
"""), (st.update(night=True), scr("Apr 16  16:44", "Displays", night()))[1]))

    turns.append((code("""
import pyautogui
pyautogui.click(465, 309)   # Appearance
pyautogui.dragTo(1233, 727, duration=0.4, button='left')  # Icon size slider to 40
"""), (st.update(icon=40), scr("Apr 16  16:44", "Appearance", appearance()))[1]))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 5,
            "kind": "Screen Blank setting back to its old value with no change"}


# ---------------------------------------------------------------- gedit

def gedit_window(path: str, tabs: list[tuple[str, bool]], active: str, buf: str, lang: str, pos: str, extra: list[str] | None = None) -> list[str]:
    mod = dict(tabs)[active]
    title = f"{'*' if mod else ''}{active} ({path}) - gedit"
    out = [ln("frame", title, "", "", "", (200, 60), (1300, 900)),
           ln("push-button", "Open", "Open", "", "", (210, 68), (80, 34)),
           ln("push-button", "New tab", "", "", "", (292, 68), (34, 34)),
           ln("label", "", f"{'*' if mod else ''}{active}", "", "", (760, 66), (300, 20)),
           ln("label", "", path, "", "", (760, 86), (300, 16)),
           ln("push-button", "Save", "Save", "", "", (1330, 68), (70, 34)),
           ln("push-button", "Main menu", "", "", "", (1404, 68), (34, 34))]
    if len(tabs) > 1:
        for i, (t, m) in enumerate(tabs):
            out.append(ln("page-tab", t, f"{'*' if m else ''}{t}", "", "selected" if t == active else "", (200 + 650 * i, 110), (650, 30)))
    out.append(ln("text", "", buf, "", "editable, multi-line", (200, 142), (1300, 780)))
    out += [ln("combo-box", "", lang, "", "", (1020, 928), (110, 24)), ln("combo-box", "", "Tab Width: 4", "", "", (1140, 928), (110, 24)),
            ln("label", "", pos, "", "", (1260, 928), (120, 24)), ln("label", "", "INS", "", "", (1400, 928), (40, 24))]
    return out + (extra or [])


# ---------------------------------------------------------------- D: gedit config (bad: a line changes with no edit)

def t_gedit_config() -> Traj:
    path = "~/projects/ledger"
    cfg = """# ledger service configuration
# values here override ledger/defaults.py

[server]
host = "0.0.0.0"
port = 8080
workers = 4
request_timeout_s = 15

[database]
url = "postgres://ledger@localhost:5432/ledger"
pool_size = 10
timeout_s = 30
migrations = "ledger/migrations"

[logging]
level = "info"
file = "/var/log/ledger/app.log"
rotate_mb = 50
keep = 7

[features]
multi_currency = true
export_csv = true
audit_trail = false
"""
    readme = """# ledger

Small double-entry bookkeeping service with a REST API and CSV export.

## Running

    pip install -e .
    ledger serve --config config.toml

The service listens on the host and port given in the `[server]` section of config.toml.

## Tests

    pytest -q
"""
    bufs = {"config.toml": cfg, "README.md": readme}
    mod = {"config.toml": False, "README.md": False}
    open_tabs = ["config.toml"]

    def scr(clock: str, active: str, pos: str, extra: list[str] | None = None, buf: str | None = None) -> str:
        lang = "TOML" if active.endswith(".toml") else "Markdown"
        w = gedit_window(path, [(t, mod[t]) for t in open_tabs], active, buf if buf is not None else bufs[active], lang, pos, extra)
        return screen(clock, w, running=("Text Editor",), pinned=("Text Editor",))

    def repl(find: str, rep: str) -> list[str]:
        return [ln("dialog", "Find and Replace", "", "", "", (620, 300), (480, 240)),
                ln("label", "", "Find", "", "", (640, 330), (80, 20)), ln("text", "Find", find, "", "", (740, 326), (330, 28)),
                ln("label", "", "Replace with", "", "", (640, 366), (100, 20)), ln("text", "Replace with", rep, "", "", (740, 362), (330, 28)),
                ln("check-box", "Match case", "", "", "", (740, 400), (130, 22)), ln("check-box", "Match entire word only", "", "", "", (740, 424), (200, 22)),
                ln("check-box", "Regular expression", "", "", "", (740, 448), (180, 22)), ln("check-box", "Search backwards", "", "", "", (740, 472), (180, 22)),
                ln("check-box", "Wrap around", "", "", "checked", (740, 496), (150, 22)),
                ln("push-button", "Close", "", "", "", (630, 306), (70, 30)), ln("push-button", "Replace All", "", "", "", (820, 306), (100, 30)),
                ln("push-button", "Replace", "", "", "", (924, 306), (80, 30)), ln("push-button", "Find", "", "", "", (1008, 306), (80, 30))]

    state = scr("May 3  15:05", "config.toml", "Ln 1, Col 1")
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'h')
"""), scr("May 3  15:05", "config.toml", "Ln 1, Col 1", repl("", ""))))

    bufs["config.toml"] = cfg = cfg.replace('level = "info"', 'level = "debug"')
    mod["config.toml"] = True
    turns.append((code("""
import pyautogui
pyautogui.click(905, 340); pyautogui.typewrite('info', interval=0.04)
pyautogui.click(905, 376); pyautogui.typewrite('debug', interval=0.04)
pyautogui.click(870, 321)  # Replace All
"""), scr("May 3  15:06", "config.toml", "Ln 17, Col 15", repl("info", "debug"))))

    bufs["config.toml"] = cfg = cfg.replace("port = 8080", "port = 8081")
    turns.append((code("""
import pyautogui
pyautogui.click(665, 321)  # Close
pyautogui.hotkey('ctrl', 'i'); pyautogui.typewrite('6\\n')  # go to line 6
pyautogui.press('end'); pyautogui.hotkey('ctrl', 'shift', 'left')
pyautogui.typewrite('8081', interval=0.05)
"""), scr("May 3  15:06", "config.toml", "Ln 6, Col 12")))

    mod["config.toml"] = False
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), scr("May 3  15:07", "config.toml", "Ln 6, Col 12")))

    entries = [("ledger", "", "Apr 29"), ("tests", "", "Apr 29"), (".gitignore", "231 bytes", "Apr 2"),
               ("config.toml", f"{len(cfg.encode())} bytes", "15:07"), ("pyproject.toml", "1.1 kB", "Apr 29"),
               ("README.md", f"{len(readme.encode())} bytes", "Apr 18")]
    dlg = [ln("dialog", "Open Files", "", "", "", (520, 180), (900, 620)),
           ln("push-button", "Cancel", "", "", "", (530, 190), (80, 30)), ln("push-button", "Open", "", "", "", (1330, 190), (80, 30)),
           ln("toggle-button", "dana", "dana", "", "", (620, 230), (70, 26)), ln("toggle-button", "projects", "projects", "", "", (692, 230), (90, 26)),
           ln("toggle-button", "ledger", "ledger", "", "checked", (784, 230), (80, 26)),
           ln("table-column-header", "Name", "", "", "", (700, 270), (420, 24)), ln("table-column-header", "Size", "", "", "", (1120, 270), (100, 24)),
           ln("table-column-header", "Modified", "", "", "", (1220, 270), (110, 24))]
    for i, (n, s, m) in enumerate(entries):
        y = 296 + 26 * i
        dlg += [ln("table-cell", "", n, "", "folder" if not s else "", (700, y), (420, 24)), ln("table-cell", "", s, "", "", (1120, y), (100, 24)),
                ln("table-cell", "", m, "", "", (1220, y), (110, 24))]
    dlg.append(ln("combo-box", "", "All Text Files", "", "", (1180, 760), (220, 26)))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'o')
"""), scr("May 3  15:07", "config.toml", "Ln 6, Col 12", dlg)))

    open_tabs.append("README.md")
    turns.append((code("""
import pyautogui
pyautogui.doubleClick(800, 439)  # README.md
"""), scr("May 3  15:08", "README.md", "Ln 1, Col 1")))

    bufs["README.md"] = readme = readme + "\nDefault port is now 8081 (see config.toml).\n"
    mod["README.md"] = True
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'end')
pyautogui.typewrite('\\nDefault port is now 8081 (see config.toml).\\n', interval=0.02)
"""), scr("May 3  15:08", "README.md", f"Ln {readme.count(chr(10)) + 1}, Col 1")))

    mod["README.md"] = False
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), scr("May 3  15:09", "README.md", f"Ln {readme.count(chr(10)) + 1}, Col 1")))

    # 9 BAD: config.toml shows a pool_size nobody edited
    drifted = cfg.replace("pool_size = 10", "pool_size = 16")
    assert drifted != cfg
    turns.append((code("""
import pyautogui
pyautogui.click(525, 125)  # config.toml tab
"""), scr("May 3  15:09", "config.toml", "Ln 6, Col 12", buf=drifted)))

    bufs["README.md"] = readme = readme + "Logs go to /var/log/ledger/app.log at level debug.\n"
    mod["README.md"] = True
    turns.append((code("""
import pyautogui
pyautogui.click(1175, 125)  # README.md tab
pyautogui.hotkey('ctrl', 'end')
pyautogui.typewrite('Logs go to /var/log/ledger/app.log at level debug.\\n', interval=0.02)
"""), scr("May 3  15:10", "README.md", f"Ln {readme.count(chr(10)) + 1}, Col 1")))

    mod["README.md"] = False
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), scr("May 3  15:10", "README.md", f"Ln {readme.count(chr(10)) + 1}, Col 1")))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 9,
            "kind": "a config line (pool_size) changed in the buffer with no edit"}


# ---------------------------------------------------------------- Thunderbird

def tb_window(folder: str, counts: dict[str, int], msgs: list[dict[str, Any]], sel: str | None, pane: list[str], total: int | None = None,
              extra: list[str] | None = None) -> list[str]:
    out = [ln("frame", f"{folder} - Mozilla Thunderbird", "", "", "", (70, 27), (1850, 1053)),
           ln("push-button", "Get Messages", "", "", "", (80, 40), (120, 30)), ln("push-button", "New Message", "", "", "", (210, 40), (120, 30)),
           ln("entry", "Search", "", "", "", (700, 40), (500, 30)), ln("push-button", "AppMenu", "", "", "", (1880, 40), (30, 30)),
           ln("tree-item", "dana.kowalski@fastmail.com", "dana.kowalski@fastmail.com", "", "expanded", (80, 90), (300, 28))]
    for i, f in enumerate(("Inbox", "Drafts", "Sent", "Archives", "Junk", "Trash")):
        c = counts.get(f, 0)
        out.append(ln("tree-item", f, str(c) if c else "", "", "selected" if f == folder else "", (100, 120 + 28 * i), (280, 28)))
    out.append(ln("tree-item", "Local Folders", "Local Folders", "", "expanded", (80, 300), (300, 28)))
    out.append(ln("tree-item", "Receipts", "", "", "selected" if folder == "Receipts" else "", (100, 328), (280, 28)))
    out += [ln("table-column-header", "Subject", "", "", "", (400, 90), (600, 24)), ln("table-column-header", "Correspondents", "", "", "", (1000, 90), (260, 24)),
            ln("table-column-header", "Date", "", "", "", (1260, 90), (180, 24))]
    for i, m in enumerate(msgs):
        d = "Unread" if m["unread"] else "Read"
        if m.get("star"):
            d += ", Starred"
        if m["subj"] == sel:
            d += ", selected"
        out.append(ln("table-row", m["subj"], f"{m['from']}  {m['date']}", "", d, (400, 116 + 26 * i), (1040, 26)))
    out += pane
    unread = sum(m["unread"] for m in msgs)
    out.append(ln("label", "", f"Unread: {unread}", "", "", (1600, 1050), (100, 20)))
    out.append(ln("label", "", f"Total: {len(msgs) if total is None else total}", "", "", (1710, 1050), (100, 20)))
    return out + (extra or [])


def tb_pane(m: dict[str, Any]) -> list[str]:
    return [ln("label", "From", m["from_full"], "", "", (400, 560), (800, 20)),
            ln("label", "Subject", m["subj"], "", "", (400, 584), (800, 20)),
            ln("label", "To", "Dana Kowalski <dana.kowalski@fastmail.com>", "", "", (400, 608), (800, 20)),
            ln("label", "Date", m["date"], "", "", (1300, 560), (200, 20)),
            ln("push-button", "Star", "", "", "checked" if m.get("star") else "", (1500, 560), (24, 24)),
            ln("push-button", "Reply", "", "", "", (1540, 560), (70, 26)), ln("push-button", "Forward", "", "", "", (1620, 560), (80, 26)),
            ln("push-button", "Archive", "", "", "", (1710, 560), (80, 26)), ln("push-button", "Delete", "", "", "", (1800, 560), (70, 26)),
            ln("document-frame", "", m["body"], "", "", (400, 640), (1500, 380))]


# ---------------------------------------------------------------- E: Thunderbird inbox (bad: Total count does not follow the deletes)

def t_thunderbird_inbox() -> Traj:
    def M(subj: str, frm: str, addr: str, date: str, unread: bool, body: str = "", star: bool = False) -> dict[str, Any]:
        return {"subj": subj, "from": frm, "from_full": f"{frm} <{addr}>", "date": date, "unread": unread, "body": body, "star": star}

    inbox = [M("Re: Q2 planning doc \u2014 comments", "Priya Raman", "priya.raman@northwind.dev", "08:51", True,
               "Hi Dana,\n\nI went through sections 2 and 3 and left comments inline. The headcount table still uses the January numbers.\n\nPriya"),
             M("Weekly digest: 5 stories picked for you", "Medium Daily Digest", "noreply@medium.com", "07:14", True,
               "Stories for Dana Kowalski\n\n1. What nobody tells you about on-call rotations \u00b7 8 min read\n2. Postgres connection pooling, explained with diagrams \u00b7 12 min read\n3. I replaced my task manager with a text file \u00b7 5 min read\n4. The quiet cost of feature flags \u00b7 9 min read\n5. A field guide to TOML, YAML and JSON \u00b7 6 min read"),
             M("Your order has shipped (#114-2297731)", "Amazon.com", "shipment-tracking@amazon.com", "15/04/2024, 18:02", False,
               "Your package with USB-C dock (1 item) is on the way. Arriving Thursday, April 18."),
             M("Your receipt from Bandcamp #4419-1183", "Bandcamp", "noreply@bandcamp.com", "14/04/2024, 21:37", False,
               "Thanks for your purchase!\n\nLow Orbit (digital album) \u2014 Halcyon Drift \u2014 \u20ac9.00\nPaid with Visa ending 4417"),
             M("This week at Packt: 40% off Python titles", "Packt Publishing", "news@packtpub.com", "14/04/2024, 10:00", False,
               "This week only: 40% off every Python eBook and video course. Offer ends Sunday at midnight."),
             M("Invoice INV-0392 for March hosting", "Hetzner Online", "billing@hetzner.com", "13/04/2024, 11:20", False,
               "Dear customer,\n\nplease find attached invoice INV-0392 for the period 01/03/2024 - 31/03/2024.\nAmount due: \u20ac18.71, debited on 20/04/2024.", True),
             M("Dentist appointment reminder \u2014 Apr 22, 3:30 PM", "Bright Smile Dental", "reminders@brightsmile.example", "12/04/2024, 16:45", False,
               "This is a reminder of your appointment on Monday, April 22 at 3:30 PM."),
             M("[ledger] Build #418 passed", "GitLab", "gitlab@gitlab.com", "12/04/2024, 09:03", False, "Pipeline #418 for main passed in 4m 12s."),
             M("Lunch Thursday?", "Marco Bianchi", "marco.bianchi@northwind.dev", "11/04/2024, 13:27", True,
               "Hey, are you around for lunch on Thursday? The new ramen place on Kastanienallee opened.\n\nMarco"),
             M("Your April statement is ready", "Northwind Credit Union", "statements@northwindcu.example", "10/04/2024, 06:30", False,
               "Your April statement is available in online banking."),
             M("Security alert: new sign-in on Linux", "Google", "no-reply@accounts.google.com", "09/04/2024, 22:12", False,
               "We noticed a new sign-in to your Google Account on a Linux device."),
             M("Re: flat viewing on Saturday", "Hannah Okafor", "hannah.okafor@posteo.de", "09/04/2024, 19:48", False,
               "Saturday at 11 works. The agent will meet us at the door.")]
    receipts = [M("Your Steam purchase receipt", "Steam Support", "noreply@steampowered.com", "02/04/2024, 20:14", False),
                M("Receipt for your payment to Fastmail", "Fastmail", "billing@fastmail.com", "28/03/2024, 00:03", False),
                M("Your Uber receipt", "Uber Receipts", "noreply@uber.com", "21/03/2024, 23:41", False)]
    trash = [M("Your verification code", "Zoom", "no-reply@zoom.us", "05/04/2024, 08:12", False),
             M("Webinar: Kubernetes cost control", "Kubecost", "events@kubecost.example", "03/04/2024, 15:00", False),
             M("Save 20% on the annual plan", "Notion", "team@makenotion.com", "01/04/2024, 17:30", False)]

    def find(lst: list[dict[str, Any]], prefix: str) -> dict[str, Any]:
        return next(m for m in lst if m["subj"].startswith(prefix))

    def counts() -> dict[str, int]:
        return {"Inbox": sum(m["unread"] for m in inbox)}

    def scr(clock: str, folder: str, sel: dict[str, Any] | None, total: int | None = None, extra: list[str] | None = None) -> str:
        msgs = {"Inbox": inbox, "Receipts": receipts, "Trash": trash}[folder]
        pane = tb_pane(sel) if sel else []
        return screen(clock, tb_window(folder, counts(), msgs, sel["subj"] if sel else None, pane, total, extra), running=("Thunderbird Mail",))

    def row_y(lst: list[dict[str, Any]], m: dict[str, Any]) -> int:
        return 116 + 26 * lst.index(m) + 13

    state = scr("Apr 16  09:02", "Inbox", None)
    turns = []
    wd = find(inbox, "Weekly digest")
    turns.append((code(f"""
import pyautogui
pyautogui.click(700, {row_y(inbox, wd)})  # Weekly digest
"""), (wd.update(unread=False), scr("Apr 16  09:02", "Inbox", wd))[1]))

    i = inbox.index(wd)
    inbox.remove(wd)
    trash.insert(0, wd)
    nxt = inbox[i]
    turns.append((code("""
import pyautogui
pyautogui.press('delete')
"""), scr("Apr 16  09:03", "Inbox", nxt)))

    bc = find(inbox, "Your receipt from Bandcamp")
    y = row_y(inbox, bc)
    i = inbox.index(bc)
    inbox.remove(bc)
    receipts.insert(0, bc)
    nxt = inbox[i]
    turns.append((code(f"""
import pyautogui
pyautogui.click(700, {y})       # Bandcamp receipt
pyautogui.rightClick(700, {y})
pyautogui.click(760, {y + 250})  # Move To
pyautogui.click(960, {y + 330})  # Local Folders
pyautogui.click(1160, {y + 330})  # Receipts
"""), scr("Apr 16  09:04", "Inbox", nxt)))

    pk = nxt
    i = inbox.index(pk)
    inbox.remove(pk)
    trash.insert(1, pk)  # trash is sorted newest first: the digest (today) stays on top
    inv = inbox[i]
    turns.append((code("""
import pyautogui
pyautogui.press('delete')
"""), scr("Apr 16  09:04", "Inbox", inv)))

    turns.append((code("""
import pyautogui
pyautogui.click(200, 342)  # Local Folders > Receipts
"""), scr("Apr 16  09:05", "Receipts", None)))

    turns.append((code("""
import pyautogui
pyautogui.click(200, 134)  # Inbox
"""), scr("Apr 16  09:05", "Inbox", inv)))

    lunch = find(inbox, "Lunch Thursday")
    turns.append((code(f"""
import pyautogui
pyautogui.click(700, {row_y(inbox, lunch)})  # Lunch Thursday?
"""), (lunch.update(unread=False), scr("Apr 16  09:06", "Inbox", lunch))[1]))

    # 8 BAD: Total does not follow the deletes/move (9 messages listed, nothing new arrived)
    lunch["star"] = True
    assert len(inbox) == 9
    turns.append((code("""
import pyautogui
pyautogui.press('s')  # toggle star
"""), scr("Apr 16  09:06", "Inbox", lunch, total=len(inbox) + 1)))

    turns.append((code("""
import pyautogui
pyautogui.click(200, 274)  # Trash
"""), scr("Apr 16  09:07", "Trash", None)))

    trash.clear()
    turns.append((code("""
import pyautogui
pyautogui.rightClick(200, 274)  # Trash
pyautogui.click(260, 420)       # Empty Trash
pyautogui.click(1010, 560)      # confirm: Yes
"""), scr("Apr 16  09:07", "Trash", None)))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 8,
            "kind": "inbox Total count higher than the messages left after the deletes and move"}


# ---------------------------------------------------------------- GNOME Terminal

def terminal_window(title: str, text: str) -> list[str]:
    lines = text.split("\n")[-46:]
    return [ln("frame", title, "", "", "", (300, 120), (1200, 860)),
            ln("push-button", "New Tab", "", "", "", (310, 128), (34, 30)),
            ln("label", "", title, "", "", (760, 132), (300, 22)),
            ln("push-button", "Search", "", "", "", (1330, 128), (34, 30)),
            ln("push-button", "Menu", "", "", "", (1368, 128), (34, 30)),
            ln("terminal", "Terminal", "\n".join(lines), "", "", (300, 166), (1200, 814))]


# ---------------------------------------------------------------- C2: Terminal nginx restart (clean)

def t_terminal_nginx() -> Traj:
    prompt = "dana@dana-ThinkPad:~$ "
    buf = [prompt]

    def run(cmd: str, out: str) -> None:
        buf[-1] = buf[-1] + cmd
        if out:
            buf.extend(out.rstrip("\n").split("\n"))
        buf.append(prompt)

    def scr(clock: str) -> str:
        return screen(clock, terminal_window("dana@dana-ThinkPad: ~", "\n".join(buf)), running=("Terminal",), pinned=("Terminal",))

    def act(cmd: str, extra: str = "") -> str:
        return code(f"""
import pyautogui
pyautogui.typewrite({cmd!r} + '\\n', interval=0.03)
{extra}""")

    state = scr("Apr 16  10:01")
    turns = []
    run("uptime", " 10:02:14 up 3 days,  4:11,  2 users,  load average: 0.42, 0.51, 0.47")
    turns.append((act("uptime"), scr("Apr 16  10:02")))

    run("systemctl status nginx --no-pager -n 0", """\u25cf nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Sat 2024-04-13 05:51:40 CEST; 3 days ago
       Docs: man:nginx(8)
    Process: 1398 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 1421 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 1423 (nginx)
      Tasks: 5 (limit: 18891)
     Memory: 7.9M
        CPU: 1.204s
     CGroup: /system.slice/nginx.service
             \u251c\u25001423 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             \u251c\u25001424 "nginx: worker process"
             \u251c\u25001425 "nginx: worker process"
             \u251c\u25001426 "nginx: worker process"
             \u2514\u25001427 "nginx: worker process\"""")
    turns.append((act("systemctl status nginx --no-pager -n 0"), scr("Apr 16  10:02")))

    buf[-1] += "sudo systemctl restart nginx"
    buf.append("[sudo] password for dana: ")
    buf.append(prompt)
    turns.append((code("""
import pyautogui, time
pyautogui.typewrite('sudo systemctl restart nginx\\n', interval=0.03)
time.sleep(1)
pyautogui.typewrite('tr0ub4dor&3\\n', interval=0.03)
"""), scr("Apr 16  10:03")))

    run("systemctl status nginx --no-pager -n 0", """\u25cf nginx.service - A high performance web server and a reverse proxy server
     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)
     Active: active (running) since Tue 2024-04-16 10:03:02 CEST; 14s ago
       Docs: man:nginx(8)
    Process: 48208 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
    Process: 48210 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)
   Main PID: 48211 (nginx)
      Tasks: 5 (limit: 18891)
     Memory: 5.2M
        CPU: 41ms
     CGroup: /system.slice/nginx.service
             \u251c\u250048211 "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"
             \u251c\u250048212 "nginx: worker process"
             \u251c\u250048213 "nginx: worker process"
             \u251c\u250048214 "nginx: worker process"
             \u2514\u250048215 "nginx: worker process\"""")
    turns.append((act("systemctl status nginx --no-pager -n 0"), scr("Apr 16  10:03")))

    run("uptime", " 10:03:37 up 3 days,  4:12,  2 users,  load average: 0.61, 0.54, 0.48")
    turns.append((act("uptime"), scr("Apr 16  10:03")))

    run("curl -sI http://localhost", """HTTP/1.1 200 OK
Server: nginx/1.18.0 (Ubuntu)
Date: Tue, 16 Apr 2024 08:03:52 GMT
Content-Type: text/html
Content-Length: 612
Last-Modified: Tue, 02 Jan 2024 09:14:27 GMT
Connection: keep-alive
ETag: "6593d3f3-264"
Accept-Ranges: bytes""")
    turns.append((act("curl -sI http://localhost"), scr("Apr 16  10:03")))

    run("tail -n 3 /var/log/nginx/access.log", """192.168.1.23 - - [16/Apr/2024:09:58:11 +0200] "GET /status HTTP/1.1" 200 48 "-" "Uptime-Kuma/1.23.11"
192.168.1.23 - - [16/Apr/2024:10:03:11 +0200] "GET /status HTTP/1.1" 200 48 "-" "Uptime-Kuma/1.23.11"
127.0.0.1 - - [16/Apr/2024:10:03:52 +0200] "HEAD / HTTP/1.1" 200 0 "-" "curl/7.81.0\"""")
    turns.append((act("tail -n 3 /var/log/nginx/access.log"), scr("Apr 16  10:04")))

    run("ps -o pid,ppid,etime,rss,cmd -C nginx", """    PID    PPID     ELAPSED   RSS CMD
  48211       1       01:03  1788 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;
  48212   48211       01:03  5412 nginx: worker process
  48213   48211       01:03  5412 nginx: worker process
  48214   48211       01:03  5408 nginx: worker process
  48215   48211       01:03  5516 nginx: worker process""")
    turns.append((act("ps -o pid,ppid,etime,rss,cmd -C nginx"), scr("Apr 16  10:04")))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- VS Code

def vscode_window(title: str, tabs: list[tuple[str, bool]], active: str, src: str, branch: str, changes: int, pos: str,
                  term: str | None, extra: list[str] | None = None) -> list[str]:
    out = [ln("frame", title, "", "", "", (70, 27), (1850, 1053))]
    out += menus(("File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"), 110, 32)
    out += [ln("page-tab", "Explorer (Ctrl+Shift+E)", "", "", "selected", (70, 60), (48, 48)),
            ln("page-tab", "Search (Ctrl+Shift+F)", "", "", "", (70, 108), (48, 48)),
            ln("page-tab", f"Source Control (Ctrl+Shift+G){f' - {changes} pending changes' if changes else ''}", str(changes) if changes else "", "", "", (70, 156), (48, 48)),
            ln("page-tab", "Run and Debug (Ctrl+Shift+D)", "", "", "", (70, 204), (48, 48)),
            ln("page-tab", "Extensions (Ctrl+Shift+X)", "", "", "", (70, 252), (48, 48)),
            ln("label", "", "EXPLORER", "", "", (130, 62), (200, 20)),
            ln("tree-item", "DATEPARSE", "DATEPARSE", "", "expanded", (120, 88), (280, 22))]
    tree = [(".venv", 1, "collapsed"), ("src", 1, "expanded"), ("dateparse", 2, "expanded"), ("__init__.py", 3, ""),
            ("core.py", 3, "selected" if active == "core.py" else ""), ("tests", 1, "expanded"), ("test_core.py", 2, ""),
            (".gitignore", 1, ""), ("pyproject.toml", 1, ""), ("README.md", 1, "")]
    for i, (n, depth, d) in enumerate(tree):
        if n == "core.py" and changes:
            d = (d + ", modified M").strip(", ")
        out.append(ln("tree-item", n, n, "", d, (120 + 12 * depth, 110 + 22 * i), (280 - 12 * depth, 22)))
    for i, (t, dirty) in enumerate(tabs):
        out.append(ln("page-tab", t, t + (" \u25cf" if dirty else ""), "", "selected" if t == active else "", (402 + 170 * i, 60), (168, 34)))
    out.append(ln("label", "", "src > dateparse > core.py", "", "", (402, 96), (400, 20)))
    out.append(ln("text", "Editor content;Press Alt+F1 for Accessibility Options.", src, "", "editable, multi-line", (402, 118), (1518, 560 if term is not None else 880)))
    if term is not None:
        out += [ln("page-tab", "PROBLEMS", "PROBLEMS", "", "", (402, 684), (90, 26)), ln("page-tab", "OUTPUT", "OUTPUT", "", "", (494, 684), (80, 26)),
                ln("page-tab", "DEBUG CONSOLE", "DEBUG CONSOLE", "", "", (576, 684), (120, 26)),
                ln("page-tab", "TERMINAL", "TERMINAL", "", "selected", (698, 684), (90, 26)),
                ln("terminal", "Terminal 1, bash", "\n".join(term.split("\n")[-18:]), "", "", (402, 712), (1518, 330))]
    out += [ln("push-button", f"{branch}, Checkout Branch/Tag...", branch, "", "", (70, 1056), (170, 22)),
            ln("push-button", "Publish Branch" if branch.startswith("fix/") else "Synchronize Changes", "", "", "", (244, 1056), (24, 22)),
            ln("push-button", "No Problems", "\u2297 0  \u26a0 0", "", "", (272, 1056), (70, 22)),
            ln("push-button", "Go to Line/Column", pos, "", "", (1400, 1056), (110, 22)),
            ln("push-button", "Select Indentation", "Spaces: 4", "", "", (1514, 1056), (80, 22)),
            ln("push-button", "Select Encoding", "UTF-8", "", "", (1598, 1056), (50, 22)),
            ln("push-button", "Select End of Line Sequence", "LF", "", "", (1652, 1056), (24, 22)),
            ln("push-button", "Select Language Mode", "Python", "", "", (1680, 1056), (60, 22)),
            ln("push-button", "Select Interpreter", "3.10.12 ('.venv': venv)", "", "", (1744, 1056), (170, 22))]
    return out + (extra or [])


# ---------------------------------------------------------------- C5: VS Code fix + tests + branch (clean)

def t_vscode_fix() -> Traj:
    src = '''from datetime import date, datetime

FORMATS = ("%Y-%m-%d", "%d/%m/%Y", "%d.%m.%Y")


def parse_date(text: str) -> date:
    """Parse a date in one of FORMATS, ignoring surrounding whitespace."""
    for fmt in FORMATS:
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    raise ValueError(f"unrecognised date: {text!r}")


def parse_range(text: str) -> tuple[date, date]:
    """Parse 'START..END' into a pair of dates."""
    start, _, end = text.partition("..")
    return parse_date(start), parse_date(end)
'''
    st: dict[str, Any] = {"src": src, "dirty": False, "branch": "main", "changes": 0, "pos": "Ln 1, Col 1"}
    p = "dana@dana-ThinkPad:~/code/dateparse$ "
    term = [p]

    def run(cmd: str, out: str) -> None:
        term[-1] += cmd
        term.extend(out.rstrip("\n").split("\n"))
        term.append(p)

    def scr(clock: str, show_term: bool = True, extra: list[str] | None = None) -> str:
        br = st["branch"] + ("*" if st["changes"] else "")
        dot = "\u25cf " if st["dirty"] else ""
        title = f"{dot}core.py - dateparse - Visual Studio Code"
        w = vscode_window(title, [("core.py", st["dirty"]), ("test_core.py", False)], "core.py", st["src"], br, st["changes"], st["pos"],
                          "\n".join(term) if show_term else None, extra)
        return screen(clock, w, running=("Visual Studio Code",), pinned=("Visual Studio Code",))

    state = scr("Apr 16  15:31", show_term=False)
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', '`')  # toggle integrated terminal
"""), scr("Apr 16  15:31")))

    run("pytest -q", """..F.....F.......                                                         [100%]
=================================== FAILURES ===================================
______________________________ test_parse_padded _______________________________

    def test_parse_padded():
>       assert parse_date("  2024-04-16 ") == date(2024, 4, 16)

tests/test_core.py:14:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
E       ValueError: unrecognised date: '  2024-04-16 '

src/dateparse/core.py:13: ValueError
____________________________ test_range_with_spaces ____________________________

    def test_range_with_spaces():
>       assert parse_range("2024-04-01 .. 2024-04-30") == (date(2024, 4, 1), date(2024, 4, 30))

tests/test_core.py:31:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
E       ValueError: unrecognised date: '2024-04-01 '

src/dateparse/core.py:13: ValueError
=========================== short test summary info ============================
FAILED tests/test_core.py::test_parse_padded - ValueError: unrecognised date: '  2024-04-16 '
FAILED tests/test_core.py::test_range_with_spaces - ValueError: unrecognised date: '2024-04-01 '
2 failed, 14 passed in 0.38s""")
    turns.append((code("""
import pyautogui
pyautogui.typewrite('pytest -q\\n', interval=0.03)
"""), scr("Apr 16  15:32")))

    st.update(src=src.replace("strptime(text, fmt)", "strptime(text.strip(), fmt)"), dirty=True, pos="Ln 10, Col 50")
    fw = [ln("text", "Find", "strptime(text,", "", "", (1500, 122), (260, 24)), ln("label", "", "No results", "", "", (1764, 122), (80, 24)),
          ln("text", "Replace", "strptime(text.strip(),", "", "", (1500, 150), (260, 24)),
          ln("push-button", "Replace (Enter)", "", "", "", (1764, 150), (24, 24)), ln("push-button", "Replace All (Ctrl+Alt+Enter)", "", "", "", (1790, 150), (24, 24))]
    turns.append((code("""
import pyautogui
pyautogui.click(900, 300)  # focus the editor
pyautogui.hotkey('ctrl', 'h')
pyautogui.typewrite('strptime(text,', interval=0.03)
pyautogui.click(1630, 162)
pyautogui.typewrite('strptime(text.strip(),', interval=0.03)
pyautogui.hotkey('ctrl', 'alt', 'enter')  # replace all
"""), scr("Apr 16  15:33", extra=fw)))

    st.update(dirty=False, changes=1)
    turns.append((code("""
import pyautogui
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 's')
"""), scr("Apr 16  15:33")))

    run("pytest -q", """................                                                         [100%]
16 passed in 0.35s""")
    turns.append((code("""
import pyautogui
pyautogui.click(1100, 900)  # terminal
pyautogui.typewrite('pytest -q\\n', interval=0.03)
"""), scr("Apr 16  15:34")))

    run("git checkout -b fix/strip-whitespace", "Switched to a new branch 'fix/strip-whitespace'")
    st["branch"] = "fix/strip-whitespace"
    turns.append((code("""
import pyautogui
pyautogui.typewrite('git checkout -b fix/strip-whitespace\\n', interval=0.03)
"""), scr("Apr 16  15:34")))

    run('git commit -am "Strip whitespace before parsing dates"', """[fix/strip-whitespace 3f9c2ab] Strip whitespace before parsing dates
 1 file changed, 1 insertion(+), 1 deletion(-)""")
    st["changes"] = 0
    turns.append((code("""
import pyautogui
pyautogui.typewrite('git commit -am "Strip whitespace before parsing dates"\\n', interval=0.03)
"""), scr("Apr 16  15:35")))

    run("git log --oneline -3", """3f9c2ab (HEAD -> fix/strip-whitespace) Strip whitespace before parsing dates
9e41d07 (origin/main, origin/HEAD, main) Add parse_range helper
5b0c8e2 Support dd.mm.yyyy dates""")
    turns.append((code("""
import pyautogui
pyautogui.typewrite('git log --oneline -3\\n', interval=0.03)
"""), scr("Apr 16  15:35")))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- Firefox

def firefox_window(title: str, url: str, doc: list[str], extra: list[str] | None = None) -> list[str]:
    out = [ln("frame", f"{title} \u2014 Mozilla Firefox", "", "", "", (70, 27), (1850, 1053)),
           ln("page-tab", title, title, "", "selected", (80, 32), (240, 34)),
           ln("push-button", "Open a new tab (Ctrl+T)", "", "", "", (324, 34), (30, 30)),
           ln("push-button", "Back", "", "", "", (80, 72), (32, 32)), ln("push-button", "Forward", "", "", "", (114, 72), (32, 32)),
           ln("push-button", "Reload", "", "", "", (148, 72), (32, 32)),
           ln("entry", "Search with Google or enter address", url, "", "", (260, 74), (1200, 30)),
           ln("push-button", "Open application menu", "", "", "", (1880, 72), (32, 32)),
           ln("document-web", title, "", "", "", (70, 110), (1850, 970))]
    return out + doc + (extra or [])


HN_TOP = ["Hacker News", "new", "past", "comments", "ask", "show", "jobs", "submit"]


def hn_header(active: str = "") -> list[str]:
    out = [ln("link", "Hacker News", "Hacker News", "", "", (440, 118), (100, 16))]
    x = 560
    for t in HN_TOP[1:]:
        out.append(ln("link", t, t, "", "visited" if t == active else "", (x, 118), (len(t) * 7 + 4, 16)))
        x += len(t) * 7 + 14
    out.append(ln("link", "login", "login", "", "", (1440, 118), (36, 16)))
    return out


def hn_age(mins: int) -> str:
    if mins < 60:
        return f"{mins} minute{'s' if mins != 1 else ''} ago"
    h = mins // 60
    return f"{h} hour{'s' if h != 1 else ''} ago"


def hn_list(stories: list[tuple[str, str, str, int, int, int]], now: int, start: int, more: bool = True) -> list[str]:
    """stories: (title, site, user, posted_min, points, comments); now/posted in minutes since midnight."""
    out = []
    for i, (t, site, user, posted, pts, com) in enumerate(stories):
        y = 146 + 38 * i
        out.append(ln("label", "", f"{start + i}.", "", "", (440, y), (24, 16)))
        out.append(ln("link", t, t, "", "", (470, y), (len(t) * 7, 16)))
        if site:
            out.append(ln("link", "", f"({site})", "", "", (476 + len(t) * 7, y), (len(site) * 6 + 12, 16)))
        c = "discuss" if com == 0 else f"{com}\u00a0comment{'s' if com != 1 else ''}"
        out.append(ln("label", "", f"{pts} point{'s' if pts != 1 else ''} by {user} {hn_age(now - posted)} | hide | {c}", "", "", (470, y + 18), (520, 14)))
    if more:
        out.append(ln("link", "More", "More", "", "", (470, 146 + 38 * len(stories)), (36, 16)))
    return out


# ---------------------------------------------------------------- C1: Firefox Hacker News (clean)

def t_firefox_hn() -> Traj:
    def hm(h: int, m: int) -> int:
        return h * 60 + m

    base = {  # key: (title, site, user, posted)
        "a": ("Show HN: A tiny SQLite-backed job queue in 400 lines of Go", "github.com", "mkolar", hm(8, 52)),
        "b": ("The hidden cost of retries in distributed systems", "brooker-notes.dev", "fjordhaven", hm(9, 41)),
        "c": ("Reverse-engineering a 1987 keyboard controller", "blog.kaeru.dev", "tanukiwire", hm(10, 58)),
        "d": ("PostgreSQL 17 Beta 1 Released", "postgresql.org", "pgfan_42", hm(8, 2)),
        "e": ("Ask HN: How do you keep personal notes for 10+ years?", "", "quietloop", hm(12, 1)),
        "f": ("Why we moved our CI pipelines from YAML to a real language", "ci-notes.io", "octavec", hm(13, 8)),
        "g": ("A visual guide to SSH tunnels", "iximiuz.com", "lmn_b", hm(13, 18)),
        "h": ("Launch HN: Ferrule (YC S24) \u2013 Inventory software for machine shops", "", "ferrule_hq", hm(13, 25)),
        "i": ("The case for boring technology, revisited", "mcfunley.com", "grayslate", hm(13, 44)),
        "j": ("Decoding weather fax transmissions with a $20 SDR", "hackaday.com", "radiokid", hm(13, 51)),
    }
    snaps = {  # time -> (order, {key: (points, comments)})
        0: ("abcdefghij", {"a": (412, 131), "b": (287, 96), "c": (198, 41), "d": (355, 188), "e": (164, 203), "f": (121, 58),
                           "g": (96, 22), "h": (57, 38), "i": (43, 9), "j": (31, 5)}),
        1: ("aebcfjdgih", {"a": (418, 134), "b": (290, 97), "c": (203, 44), "d": (356, 190), "e": (171, 211), "f": (127, 61),
                           "g": (99, 23), "h": (58, 39), "i": (47, 11), "j": (48, 9)}),
        2: ("aejbcfdgih", {"a": (421, 136), "b": (293, 99), "c": (205, 44), "d": (357, 191), "e": (176, 215), "f": (130, 63),
                           "g": (101, 25), "h": (58, 40), "i": (52, 12), "j": (55, 11)}),
    }

    def front(snap: int, now: int) -> list[str]:
        order, nums = snaps[snap]
        st = [(*base[k][:3], base[k][3], *nums[k]) for k in order]
        return hn_header() + hn_list(st, now, 1)

    def scr(clock: str, title: str, url: str, doc: list[str]) -> str:
        return screen(clock, firefox_window(title, url, doc), running=("Firefox Web Browser",))

    state = scr("Apr 16  14:05", "Hacker News", "news.ycombinator.com", front(0, hm(14, 5)))
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.press('f5')
"""), scr("Apr 16  14:08", "Hacker News", "news.ycombinator.com", front(1, hm(14, 8)))))

    t, site, user, posted = base["j"]
    now = hm(14, 9)
    comments = [(0, "kb9zzw", 12, "The trick with HF fax is getting the start tone detection right; fldigi does it well, but the Goertzel filter in the article is much lighter."),
                (1, "radiokid", 9, "Author here. Yes, a Goertzel per line was the only thing that ran in real time on the Pi Zero."),
                (2, "kb9zzw", 6, "Nice. Did you try correcting the slant that comes from sample clock drift?"),
                (3, "radiokid", 4, "Not yet, I hand-tune the PPM offset for now. It's on the list."),
                (0, "marisol_t", 10, "The DWD schedule still broadcasts on 3855, 7880 and 13882.5 kHz if anyone wants to try this tonight."),
                (0, "pcbgremlin", 8, "$20 is about right for an RTL-SDR, but you need direct sampling mode for HF, which the article glosses over."),
                (1, "radiokid", 5, "Fair point, I'll add a paragraph. I used the V4, which has an upconverter built in."),
                (0, "elwood", 3, "Brings back memories of the weather fax on my dad's fishing boat."),
                (0, "throwaway_sdr", 1, "Is there a way to do this without a laptop, e.g. straight on an Android phone?")]
    item = hn_header() + [ln("link", t, t, "", "", (470, 146), (len(t) * 7, 16)), ln("link", "", f"({site})", "", "", (476 + len(t) * 7, 146), (90, 16)),
                          ln("label", "", f"49 points by {user} {hn_age(now - posted)} | hide | past | favorite | {len(comments)}\u00a0comments", "", "", (470, 164), (560, 14)),
                          ln("entry", "", "", "", "multi-line", (470, 190), (600, 90)), ln("push-button", "add comment", "", "", "", (470, 288), (100, 24))]
    for i, (depth, u, ago, txt) in enumerate(comments):
        y = 330 + 64 * i
        item.append(ln("link", u, u, "", "", (470 + 40 * depth, y), (len(u) * 7, 14)))
        item.append(ln("link", "", hn_age(ago), "", "", (480 + 40 * depth + len(u) * 7, y), (110, 14)))
        item.append(ln("label", "", txt, "", "", (470 + 40 * depth, y + 18), (900 - 40 * depth, 30)))
        item.append(ln("link", "reply", "reply", "", "", (470 + 40 * depth, y + 50), (30, 12)))
    jy = 146 + 38 * snaps[1][0].index("j") + 18
    turns.append((code(f"""
import pyautogui
pyautogui.click(905, {jy + 7})  # '9 comments' under the weather fax story
"""), scr("Apr 16  14:09", f"{t} | Hacker News", "news.ycombinator.com/item?id=40052311", item)))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('alt', 'left')
"""), scr("Apr 16  14:10", "Hacker News", "news.ycombinator.com", front(1, hm(14, 8)))))

    turns.append((code("""
import pyautogui
pyautogui.press('f5')
"""), scr("Apr 16  14:11", "Hacker News", "news.ycombinator.com", front(2, hm(14, 11)))))

    page2 = [("Lessons from running my own mail server for 20 years", "mailbox.flint.dev", "kestrel", hm(10, 2), 88, 67),
             ("Tiny Core Linux 15.0", "tinycorelinux.net", "smallbits", hm(9, 30), 74, 39),
             ("Show HN: A CLI that turns OpenAPI specs into curl snippets", "github.com", "apiwright", hm(11, 20), 69, 28),
             ("How the Apollo guidance computer handled restarts", "apollo-notes.org", "lunarmod", hm(7, 5), 121, 44),
             ("The economics of independent bookshops", "longreads.example.com", "marginalia", hm(12, 9), 38, 51),
             ("Writing a GPU-accelerated terminal in Zig", "zigterm.dev", "ttyfox", hm(10, 1), 63, 33),
             ("OpenBSD 7.5 released", "openbsd.org", "puffy_fan", hm(5, 12), 202, 97),
             ("Ask HN: What is your backup strategy for family photos?", "", "shoebox", hm(11, 0), 47, 82),
             ("Understanding the x86 page table walk", "lowlevel.blog", "cr3", hm(8, 10), 58, 12),
             ("We need to talk about cookie banners", "privacyweekly.eu", "gdpr_nerd", hm(13, 2), 35, 29)]
    p2doc = hn_header() + hn_list(page2, hm(14, 12), 11)
    turns.append((code("""
import pyautogui
pyautogui.click(488, 534)  # More
"""), scr("Apr 16  14:12", "Hacker News", "news.ycombinator.com/?p=2", p2doc)))

    newest = [("Kubernetes v1.30 release notes", "kubernetes.io", "bkl", hm(14, 12), 1, 0),
              ("Show HN: A Pomodoro timer that lives in your tmux status bar", "github.com", "tomatoes", hm(14, 11), 2, 0),
              ("The lost art of the README", "writing.devnotes.io", "inkwell", hm(14, 9), 1, 0),
              ("Ask HN: Good resources on pricing B2B software?", "", "saas_sam", hm(14, 8), 2, 1),
              ("Denmark's new district heating plant runs on seawater", "energywatch.dk", "nordlys", hm(14, 6), 3, 0),
              ("Rebuilding a 1970s HP calculator display", "hpmuseum.example.org", "rpn4life", hm(14, 4), 2, 0),
              ("Async Rust: a gentle introduction", "rustacean-notes.dev", "ferrisx", hm(14, 2), 1, 0),
              ("Notes on cheap thermal cameras", "thermals.blog", "irwin", hm(14, 1), 2, 0),
              ("Show HN: Grep for PDFs with OCR", "github.com", "pdfgrep2", hm(13, 59), 3, 2),
              ("Why is my 3D printer ghosting?", "printlab.example.com", "nozzle", hm(13, 57), 1, 0)]
    turns.append((code("""
import pyautogui
pyautogui.click(567, 126)  # new
"""), scr("Apr 16  14:13", "New Links | Hacker News", "news.ycombinator.com/newest", hn_header("new") + hn_list(newest, hm(14, 13), 1))))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('alt', 'left')
"""), scr("Apr 16  14:13", "Hacker News", "news.ycombinator.com/?p=2", p2doc)))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- GIMP

GIMP_MENUS = ("File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help")
GIMP_TOOLS = ("Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
              "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Clone Tool", "Smudge Tool", "Text Tool", "Bucket Fill Tool",
              "Gradient Tool", "Color Picker Tool", "Zoom Tool")


def gimp_title(name: str, how: str, dirty: bool, layers: int, w: int, h: int) -> str:
    tag = f" ({how})" if how else ""
    return f"{'*' if dirty else ''}[{name}]{tag}-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {layers} layer{'s' if layers != 1 else ''}) {w}x{h} \u2013 GIMP"


def gimp_window(title: str, layers: list[str], active: str, zoom: str, status: str, extra: list[str] | None = None) -> list[str]:
    out = [ln("frame", title, "", "", "", (70, 27), (1850, 1053))]
    out += menus(GIMP_MENUS, 76, 32)
    out += [ln("push-button", t, "", "", "selected" if t == "Move Tool" else "", (76 + 30 * (i % 4), 70 + 30 * (i // 4)), (28, 28)) for i, t in enumerate(GIMP_TOOLS)]
    out.append(ln("page-tab", "Tool Options", "", "", "selected", (76, 200), (120, 24)))
    out.append(ln("canvas", "", "", "", "image", (320, 70), (1230, 920)) if layers else ln("label", "", "Drop image files here to open them", "", "", (700, 500), (400, 30)))
    out += [ln("page-tab", "Layers", "", "", "selected", (1560, 380), (80, 24)), ln("page-tab", "Channels", "", "", "", (1642, 380), (80, 24)),
            ln("page-tab", "Paths", "", "", "", (1724, 380), (80, 24)), ln("page-tab", "Undo History", "", "", "", (1806, 380), (100, 24)),
            ln("combo-box", "Mode", "Normal", "", "", (1560, 410), (200, 24)), ln("spin-button", "Opacity", "100.0", "", "", (1560, 440), (340, 24))]
    for i, lyr in enumerate(layers):
        out.append(ln("table-cell", lyr, lyr, "", "selected, visible" if lyr == active else "visible", (1560, 480 + 40 * i), (340, 38)))
    if layers:
        out += [ln("combo-box", "", "px", "", "", (320, 1000), (50, 24)), ln("combo-box", "Zoom", zoom, "", "", (374, 1000), (80, 24)),
                ln("label", "", status, "", "", (460, 1000), (600, 24))]
    return out + (extra or [])


def gimp_file_list(title: str, folder: str, files: list[tuple[str, str, str]], name: str = "", preview: str = "",
                   buttons_: tuple[str, str] = ("Cancel", "Open")) -> list[str]:
    out = [ln("dialog", title, "", "", "", (440, 160), (1040, 720)),
           ln("text", "Name", name, "", "", (540, 190), (500, 28)) if buttons_[1] == "Export" else ln("label", "", "", "", "", (540, 190), (0, 0)),
           ln("toggle-button", "dana", "dana", "", "", (540, 228), (70, 26)), ln("toggle-button", "Pictures", "Pictures", "", "", (612, 228), (90, 26)),
           ln("toggle-button", folder, folder, "", "checked", (704, 228), (90, 26)),
           ln("table-column-header", "Name", "", "", "", (620, 268), (420, 24)), ln("table-column-header", "Size", "", "", "", (1040, 268), (90, 24)),
           ln("table-column-header", "Modified", "", "", "", (1130, 268), (100, 24))]
    for i, (n, s, m) in enumerate(files):
        y = 294 + 26 * i
        d = "selected" if n == name else ""
        out += [ln("table-cell", "", n, "", d, (620, y), (420, 24)), ln("table-cell", "", s, "", d, (1040, y), (90, 24)),
                ln("table-cell", "", m, "", d, (1130, y), (100, 24))]
    out.append(ln("label", "Preview", preview or "No selection", "", "", (1250, 300), (210, 120)))
    out += [ln("push-button", "Help", "", "", "", (460, 830), (80, 30)), ln("push-button", buttons_[0], "", "", "", (1270, 830), (90, 30)),
            ln("push-button", buttons_[1], "", "", "", (1370, 830), (90, 30))]
    return out


# ---------------------------------------------------------------- G: GIMP resize for web (bad: Image Properties pixel size)

def t_gimp_harbor() -> Traj:
    files = [("harbor_0409.jpg", "3.5 MB", "Apr 9"), ("harbor_0410.jpg", "3.9 MB", "Apr 10"), ("harbor_0412.jpg", "3.8 MB", "Apr 12"),
             ("harbor_0415.jpg", "4.1 MB", "Apr 15"), ("harbor_pano_01.jpg", "9.6 MB", "Apr 15"), ("notes.txt", "402 bytes", "Apr 15")]
    st: dict[str, Any] = {"w": 4032, "h": 3024, "dirty": False, "how": "imported", "mem": "69.9 MB"}

    def scr(clock: str, extra: list[str] | None = None, empty: bool = False) -> str:
        if empty:
            w = gimp_window("GNU Image Manipulation Program", [], "", "", "", extra)
        else:
            w = gimp_window(gimp_title("harbor_0412", st["how"], st["dirty"], 1, st["w"], st["h"]), ["harbor_0412.jpg"], "harbor_0412.jpg",
                            "25%", f"harbor_0412.jpg ({st['mem']})", extra)
        return screen(clock, w, running=("GNU Image Manipulation Program",), pinned=("GNU Image Manipulation Program",))

    state = scr("Apr 16  11:20", empty=True)
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'o')
pyautogui.click(830, 359)  # harbor_0412.jpg
"""), scr("Apr 16  11:20", gimp_file_list("Open Image", "harbor", files, "harbor_0412.jpg",
                                          "harbor_0412.jpg\n3.8 MB\n4032 \u00d7 3024 pixels\nRGB, 1 layer"), empty=True)))

    turns.append((code("""
import pyautogui
pyautogui.click(1415, 845)  # Open
"""), scr("Apr 16  11:21")))

    st.update(dirty=True, mem="105.1 MB")
    turns.append((code("""
import pyautogui
pyautogui.click(459, 43)   # Colors
pyautogui.click(600, 430)  # Auto
pyautogui.click(760, 486)  # White Balance
"""), scr("Apr 16  11:21")))

    # 4 BAD: Image Properties reports a pixel height that does not match the image (no scale happened)
    w, h = st["w"], st["h"]
    props = [ln("dialog", "Image Properties", "", "", "", (700, 260), (520, 560)),
             ln("page-tab", "Properties", "", "", "selected", (720, 290), (100, 24)), ln("page-tab", "Color Profile", "", "", "", (822, 290), (110, 24)),
             ln("page-tab", "Comment", "", "", "", (934, 290), (80, 24))]
    fields = [("Size in pixels:", f"{w} \u00d7 3042 pixels"), ("Print size:", "1422.4 \u00d7 1066.8 millimeters"),
              ("Resolution:", "72 \u00d7 72 ppi"), ("Color space:", "RGB color"), ("Precision:", "8-bit gamma integer"),
              ("File Name:", "/home/dana/Pictures/harbor/harbor_0412.jpg"), ("File Size:", "3.8 MB"), ("File Type:", "JPEG image"),
              ("Size in memory:", st["mem"]), ("Undo steps:", "1"), ("Redo steps:", "0"),
              ("Number of pixels:", f"{w * h:,}"), ("Number of layers:", "1"), ("Number of channels:", "0"), ("Number of paths:", "0")]
    for i, (k, v) in enumerate(fields):
        props += [ln("label", "", k, "", "", (720, 330 + 28 * i), (150, 24)), ln("label", "", v, "", "", (880, 330 + 28 * i), (320, 24))]
    props += [ln("push-button", "Help", "", "", "", (720, 780), (80, 30)), ln("push-button", "Close", "", "", "", (1120, 780), (80, 30))]
    turns.append((code("""
import pyautogui
pyautogui.click(332, 43)   # Image
pyautogui.click(440, 722)  # Image Properties
"""), scr("Apr 16  11:22", props)))

    def scale(wv: int, hv: int) -> list[str]:
        return [ln("dialog", "Scale Image", "", "", "", (720, 320), (480, 420)),
                ln("label", "", "harbor_0412.jpg-1", "", "", (740, 346), (300, 20)),
                ln("spin-button", "Width", str(wv), "", "", (840, 400), (120, 26)), ln("spin-button", "Height", str(hv), "", "", (840, 430), (120, 26)),
                ln("toggle-button", "Chain", "", "", "checked", (970, 414), (20, 30)), ln("combo-box", "", "px", "", "", (1000, 414), (60, 26)),
                ln("label", "", f"{wv} \u00d7 {hv} pixels", "", "", (840, 462), (200, 20)),
                ln("spin-button", "X resolution", "72.000", "", "", (840, 500), (120, 26)), ln("spin-button", "Y resolution", "72.000", "", "", (840, 530), (120, 26)),
                ln("combo-box", "", "pixels/in", "", "", (1000, 514), (100, 26)),
                ln("combo-box", "Interpolation", "Cubic", "", "", (840, 580), (200, 26)),
                ln("push-button", "Help", "", "", "", (740, 690), (80, 30)), ln("push-button", "Reset", "", "", "", (900, 690), (80, 30)),
                ln("push-button", "Scale", "", "", "", (1010, 690), (80, 30)), ln("push-button", "Cancel", "", "", "", (1100, 690), (90, 30))]

    turns.append((code("""
import pyautogui
pyautogui.click(1160, 795)  # Close
pyautogui.click(332, 43)    # Image
pyautogui.click(440, 250)   # Scale Image...
"""), scr("Apr 16  11:22", scale(w, h))))

    st.update(w=2016, h=1512, mem="123.6 MB")
    turns.append((code("""
import pyautogui
pyautogui.tripleClick(900, 413)
pyautogui.typewrite('2016\\t', interval=0.05)
pyautogui.click(1050, 705)  # Scale
"""), scr("Apr 16  11:23")))

    exp_files = files
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'e')
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('harbor_0412_web.jpg', interval=0.03)
"""), scr("Apr 16  11:24", gimp_file_list("Export Image", "harbor", exp_files, "harbor_0412_web.jpg", buttons_=("Cancel", "Export")))))

    jpeg = [ln("dialog", "Export Image as JPEG", "", "", "", (760, 300), (400, 420)),
            ln("slider", "Quality", "90", "", "", (780, 340), (360, 30)),
            ln("label", "", "File size: unknown", "", "", (780, 380), (200, 20)),
            ln("check-box", "Show preview in image window", "", "", "", (780, 410), (260, 22)),
            ln("check-box", "Use quality settings from original image", "", "", "", (780, 436), (300, 22)),
            ln("toggle-button", "Advanced Options", "", "", "", (780, 470), (160, 22)),
            ln("check-box", "Save Exif data", "", "", "checked", (780, 500), (200, 22)),
            ln("check-box", "Save XMP data", "", "", "checked", (780, 524), (200, 22)),
            ln("check-box", "Save thumbnail", "", "", "checked", (780, 548), (200, 22)),
            ln("check-box", "Save color profile", "", "", "checked", (780, 572), (200, 22)),
            ln("push-button", "Help", "", "", "", (780, 670), (80, 30)), ln("push-button", "Export", "", "", "", (980, 670), (80, 30)),
            ln("push-button", "Cancel", "", "", "", (1066, 670), (80, 30))]
    turns.append((code("""
import pyautogui
pyautogui.click(1415, 845)  # Export
"""), scr("Apr 16  11:24", jpeg)))

    st.update(how="exported")
    turns.append((code("""
import pyautogui
pyautogui.click(1020, 685)  # Export
"""), scr("Apr 16  11:25")))

    files2 = files[:3] + [("harbor_0412_web.jpg", "612.4 kB", "11:25")] + files[3:]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'o')
pyautogui.click(830, 385)  # harbor_0412_web.jpg
"""), scr("Apr 16  11:25", gimp_file_list("Open Image", "harbor", files2, "harbor_0412_web.jpg",
                                          "harbor_0412_web.jpg\n612.4 kB\n2016 \u00d7 1512 pixels\nRGB, 1 layer"))))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 4,
            "kind": "Image Properties gives a pixel height that differs from the opened image's size (no scaling yet)"}


# ---------------------------------------------------------------- C10: GIMP banner layers / scale / undo (clean)

def t_gimp_banner() -> Traj:
    st: dict[str, Any] = {"w": 1200, "h": 400, "dirty": False, "layers": ["Title text", "Background"], "active": "Title text",
                          "zoom": "100%", "mem": "8.6 MB"}

    def scr(clock: str, extra: list[str] | None = None) -> str:
        t = gimp_title("banner", "", st["dirty"], len(st["layers"]), st["w"], st["h"])
        w = gimp_window(t, st["layers"], st["active"], st["zoom"], f"{st['active']} ({st['mem']})", extra)
        return screen(clock, w, running=("GNU Image Manipulation Program",), pinned=("GNU Image Manipulation Program",))

    state = scr("Jun 3  16:02")
    turns = []
    nl = [ln("dialog", "New Layer", "", "", "", (700, 220), (520, 600)),
          ln("text", "Layer name", "Glow", "", "", (840, 260), (340, 28)),
          ln("combo-box", "Mode", "Normal", "", "", (840, 300), (200, 26)), ln("spin-button", "Opacity", "100.0", "", "", (840, 332), (200, 26)),
          ln("spin-button", "Width", str(st["w"]), "", "", (840, 370), (120, 26)), ln("spin-button", "Height", str(st["h"]), "", "", (840, 400), (120, 26)),
          ln("spin-button", "Offset X", "0", "", "", (840, 440), (120, 26)), ln("spin-button", "Offset Y", "0", "", "", (840, 470), (120, 26)),
          ln("combo-box", "Fill with", "Transparency", "", "", (840, 510), (200, 26)),
          ln("check-box", "Visible", "", "", "checked", (720, 560), (100, 22)), ln("check-box", "Linked", "", "", "", (720, 584), (100, 22)),
          ln("push-button", "Help", "", "", "", (720, 780), (80, 30)), ln("push-button", "OK", "", "", "", (1040, 780), (80, 30)),
          ln("push-button", "Cancel", "", "", "", (1126, 780), (80, 30))]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'n')  # Layer > New Layer
pyautogui.typewrite('Glow', interval=0.05)
"""), scr("Jun 3  16:02", nl)))

    st.update(layers=["Glow", "Title text", "Background"], active="Glow", dirty=True, mem="10.4 MB")
    turns.append((code("""
import pyautogui
pyautogui.click(1080, 795)  # OK
"""), scr("Jun 3  16:03")))

    def scale(wv: int, hv: int) -> list[str]:
        return [ln("dialog", "Scale Image", "", "", "", (720, 320), (480, 420)),
                ln("label", "", "banner-2", "", "", (740, 346), (300, 20)),
                ln("spin-button", "Width", str(wv), "", "", (840, 400), (120, 26)), ln("spin-button", "Height", str(hv), "", "", (840, 430), (120, 26)),
                ln("toggle-button", "Chain", "", "", "checked", (970, 414), (20, 30)), ln("combo-box", "", "px", "", "", (1000, 414), (60, 26)),
                ln("label", "", f"{wv} \u00d7 {hv} pixels", "", "", (840, 462), (200, 20)),
                ln("spin-button", "X resolution", "300.000", "", "", (840, 500), (120, 26)), ln("spin-button", "Y resolution", "300.000", "", "", (840, 530), (120, 26)),
                ln("combo-box", "Interpolation", "Cubic", "", "", (840, 580), (200, 26)),
                ln("push-button", "Reset", "", "", "", (900, 690), (80, 30)), ln("push-button", "Scale", "", "", "", (1010, 690), (80, 30)),
                ln("push-button", "Cancel", "", "", "", (1100, 690), (90, 30))]

    turns.append((code("""
import pyautogui
pyautogui.click(332, 43)    # Image
pyautogui.click(440, 250)   # Scale Image...
pyautogui.tripleClick(900, 413)
pyautogui.typewrite('600\\t', interval=0.05)
"""), scr("Jun 3  16:03", scale(600, 200))))

    st.update(w=600, h=200, mem="12.1 MB")
    turns.append((code("""
import pyautogui
pyautogui.click(1050, 705)  # Scale
"""), scr("Jun 3  16:04")))

    st.update(w=1200, h=400, mem="12.1 MB")
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'z')
"""), scr("Jun 3  16:04")))

    uh = [ln("page-tab", "Undo History", "", "", "selected", (1806, 380), (100, 24)),
          ln("list-item", "[ Base Image ]", "", "", "", (1560, 700), (340, 30)),
          ln("list-item", "New Layer", "", "", "selected", (1560, 732), (340, 30)),
          ln("list-item", "Scale Image", "", "", "redo", (1560, 764), (340, 30)),
          ln("push-button", "Undo", "", "", "", (1560, 800), (30, 26)), ln("push-button", "Redo", "", "", "", (1594, 800), (30, 26)),
          ln("push-button", "Clear undo history", "", "", "", (1628, 800), (30, 26))]
    turns.append((code("""
import pyautogui
pyautogui.click(1856, 392)  # Undo History tab
"""), scr("Jun 3  16:05", uh)))

    st["zoom"] = "50%"
    turns.append((code("""
import pyautogui
pyautogui.click(276, 43)   # View
pyautogui.click(400, 160)  # Zoom
pyautogui.click(560, 330)  # 1:2 (50%)
"""), scr("Jun 3  16:05", uh)))

    st["dirty"] = False
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), scr("Jun 3  16:06", uh)))

    st.update(layers=["Background"], active="Background", dirty=True, mem="9.3 MB")
    uh2 = uh[:3] + [ln("list-item", "Flatten Image", "", "", "selected", (1560, 764), (340, 30))] + uh[4:]
    uh2[2] = ln("list-item", "New Layer", "", "", "", (1560, 732), (340, 30))
    turns.append((code("""
import pyautogui
pyautogui.click(332, 43)   # Image
pyautogui.click(440, 610)  # Flatten Image
"""), scr("Jun 3  16:06", uh2)))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- VLC

VLC_MENUS = ("Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help")


def vlc_window(media: str | None, elapsed: str, total: str, pos: str, playing: bool, volume: int, speed: str = "1.00x",
               loop: str = "Off", random_: bool = False, playlist: list[tuple[str, str, str]] | None = None, current: str | None = None,
               sel: str | None = None, extra: list[str] | None = None) -> list[str]:
    title = f"{media} - VLC media player" if media else "VLC media player"
    out = [ln("frame", title, "", "", "", (260, 100), (1400, 880))]
    out += menus(VLC_MENUS, 266, 104)
    if playlist is not None:
        out += [ln("tree-item", "Playlist", "Playlist", "", "selected", (270, 140), (220, 26)),
                ln("tree-item", "Media Library", "Media Library", "", "", (270, 168), (220, 26)),
                ln("tree-item", "My Videos", "My Videos", "", "", (270, 210), (220, 26)),
                ln("tree-item", "My Music", "My Music", "", "", (270, 238), (220, 26)),
                ln("table-column-header", "Title", "", "", "", (500, 140), (700, 24)), ln("table-column-header", "Duration", "", "", "", (1200, 140), (100, 24)),
                ln("table-column-header", "Album", "", "", "", (1300, 140), (340, 24))]
        for i, (t, d, a) in enumerate(playlist):
            flags = []
            if t == current:
                flags.append("playing")
            if t == sel:
                flags.append("selected")
            out.append(ln("table-row", t, f"{t}  {d}  {a}".rstrip(), "", ", ".join(flags), (500, 166 + 26 * i), (1140, 26)))
    else:
        out.append(ln("panel", "video", "", "", "", (260, 130), (1400, 760)))
    out += [ln("slider", "Position", pos, "", "", (330, 900), (1240, 20)),
            ln("label", "", elapsed, "", "Click to toggle between elapsed and remaining time", (264, 900), (60, 20)),
            ln("label", "", total, "", "Click to toggle between total and remaining time", (1580, 900), (70, 20)),
            ln("push-button", "Pause the playback" if playing else "Play", "", "", "", (270, 930), (40, 40)),
            ln("push-button", "Previous media in the playlist, skip backward when held", "", "", "", (316, 936), (30, 30)),
            ln("push-button", "Stop playback", "", "", "", (348, 936), (30, 30)),
            ln("push-button", "Next media in the playlist, skip forward when held", "", "", "", (380, 936), (30, 30)),
            ln("push-button", "Toggle the video to fullscreen", "", "", "", (424, 936), (30, 30)),
            ln("push-button", "Show extended settings", "", "", "", (456, 936), (30, 30)),
            ln("push-button", "Toggle playlist", "", "", "checked" if playlist is not None else "", (488, 936), (30, 30)),
            ln("push-button", "Click to toggle between loop all, loop one and no loop", "", "", {"Off": "", "All": "loop all", "One": "loop one"}[loop], (520, 936), (30, 30)),
            ln("push-button", "Random", "", "", "checked" if random_ else "", (552, 936), (30, 30)),
            ln("label", "", speed, "", "Current playback speed", (1480, 940), (50, 20)),
            ln("push-button", "Mute", "", "", "", (1540, 936), (30, 30)),
            ln("slider", "Volume", f"{volume}%", "", "", (1574, 940), (80, 20))]
    return out + (extra or [])


# ---------------------------------------------------------------- H: VLC lecture playlist (bad: removed item back)

def t_vlc_playlist() -> Traj:
    pl = [("01 - Course overview.mp4", "12:48", "Algorithms II"), ("02 - Big-O notation.mp4", "31:05", "Algorithms II"),
          ("03 - Sorting algorithms.mp4", "48:12", "Algorithms II"), ("04 - Intro (duplicate).mp4", "03:21", ""),
          ("04 - Hash tables.mp4", "41:37", "Algorithms II"), ("05 - Trees and heaps.mp4", "55:09", "Algorithms II"),
          ("sample_corrupt.avi", "--:--", ""), ("06 - Graph search.mp4", "46:50", "Algorithms II")]
    st: dict[str, Any] = {"media": None, "el": "--:--", "tot": "--:--", "pos": "0", "play": False, "vol": 70, "loop": "Off", "rnd": False,
                          "cur": None, "sel": None}

    def scr(clock: str, lst: list[tuple[str, str, str]] | None = None) -> str:
        w = vlc_window(st["media"], st["el"], st["tot"], st["pos"], st["play"], st["vol"], loop=st["loop"], random_=st["rnd"],
                       playlist=lst if lst is not None else pl, current=st["cur"], sel=st["sel"])
        return screen(clock, w, running=("VLC media player",), pinned=("VLC media player",))

    def y(t: str) -> int:
        return 166 + 26 * [p[0] for p in pl].index(t) + 13

    state = scr("Mar 21  19:40")
    turns = []
    dup = "04 - Intro (duplicate).mp4"
    yy = y(dup)
    removed_dup = pl[3]
    pl.remove(removed_dup)
    st["sel"] = pl[3][0]
    turns.append((code(f"""
import pyautogui
pyautogui.click(800, {yy})  # '04 - Intro (duplicate).mp4'
pyautogui.press('delete')
"""), scr("Mar 21  19:40")))

    yy = y("sample_corrupt.avi")
    pl.remove(("sample_corrupt.avi", "--:--", ""))
    st["sel"] = "06 - Graph search.mp4"
    turns.append((code(f"""
import pyautogui
pyautogui.click(800, {yy})  # 'sample_corrupt.avi'
pyautogui.press('delete')
"""), scr("Mar 21  19:41")))

    st.update(media="03 - Sorting algorithms.mp4", el="00:02", tot="48:12", pos="0.1", play=True, cur="03 - Sorting algorithms.mp4",
              sel="03 - Sorting algorithms.mp4")
    turns.append((code(f"""
import pyautogui
pyautogui.doubleClick(800, {y('03 - Sorting algorithms.mp4')})
"""), scr("Mar 21  19:41")))

    st.update(vol=80, el="00:09", pos="0.3")
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'up'); pyautogui.hotkey('ctrl', 'up')  # volume +10%
"""), scr("Mar 21  19:41")))

    st.update(play=False, el="00:14", pos="0.5")
    turns.append((code("""
import pyautogui
pyautogui.press('space')  # pause
"""), scr("Mar 21  19:42")))

    st["rnd"] = True
    turns.append((code("""
import pyautogui
pyautogui.click(567, 951)  # Random
"""), scr("Mar 21  19:42")))

    st["loop"] = "All"
    turns.append((code("""
import pyautogui
pyautogui.click(535, 951)  # Loop
"""), scr("Mar 21  19:42")))

    # 8 BAD: the deleted duplicate intro is back in the playlist
    st["loop"] = "One"
    bad = pl[:3] + [removed_dup] + pl[3:]
    turns.append((code("""
import pyautogui
pyautogui.click(535, 951)  # Loop again
"""), scr("Mar 21  19:43", bad)))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 8,
            "kind": "playlist item deleted earlier is listed again"}


# ---------------------------------------------------------------- C8: VLC podcast info / restart / remaining time (clean)

def t_vlc_podcast() -> Traj:
    media = "podcast_ep112.mp3"
    st: dict[str, Any] = {"el": "12:03", "tot": "1:02:45", "pos": "19.2", "play": True, "vol": 70, "speed": "1.00x"}
    total_s = 3765

    def at(sec: int, remaining: bool = False) -> dict[str, str]:
        shown = total_s - sec if remaining else sec
        return {"el": ("-" if remaining else "") + f"{shown // 60:02d}:{shown % 60:02d}", "pos": f"{sec * 100 / total_s:.1f}"}

    def scr(clock: str, extra: list[str] | None = None) -> str:
        w = vlc_window(media, st["el"], st["tot"], st["pos"], st["play"], st["vol"], speed=st["speed"], extra=extra)
        return screen(clock, w, running=("VLC media player",), pinned=("VLC media player",))

    def info(tab: str, rows: list[tuple[str, str]]) -> list[str]:
        out = [ln("dialog", "Current Media Information", "", "", "", (560, 200), (800, 640))]
        for i, t in enumerate(("General", "Metadata", "Codec", "Statistics")):
            out.append(ln("page-tab", t, t, "", "selected" if t == tab else "", (580 + 110 * i, 226), (108, 26)))
        for i, (k, v) in enumerate(rows):
            out += [ln("label", "", k, "", "", (600, 270 + 30 * i), (160, 24)), ln("text", k.rstrip(":"), v, "", "", (770, 270 + 30 * i), (560, 24))]
        out += [ln("text", "Location", "file:///home/dana/Podcasts/podcast_ep112.mp3", "", "", (600, 770), (740, 24)),
                ln("push-button", "Close", "", "", "", (1260, 800), (80, 30))]
        return out

    general = [("Title:", "Ep. 112 \u2013 Indexing at scale"), ("Artist:", "The Data Plumbing Show"), ("Album:", "The Data Plumbing Show"),
               ("Genre:", "Podcast"), ("Date:", "2024"), ("Track number:", "112"), ("Language:", "en"), ("Publisher:", "Plumbing Media"),
               ("Copyright:", "\u00a9 2024 Plumbing Media"), ("Now Playing:", ""), ("Encoded by:", "Lavf60.3.100")]
    state = scr("Apr 20  08:14")
    turns = []
    st.update(at(729))
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'i')
"""), scr("Apr 20  08:14", info("General", general))))

    st.update(at(734))
    codec = [ln("dialog", "Current Media Information", "", "", "", (560, 200), (800, 640)),
             ln("page-tab", "Codec", "Codec", "", "selected", (800, 226), (108, 26)),
             ln("tree-item", "Stream 0", "Stream 0", "", "expanded", (600, 270), (700, 24))]
    for i, (k, v) in enumerate((("Type", "Audio"), ("Codec", "MPEG Audio layer 1/2/3 (mpga)"), ("Language", "English"), ("Channels", "Stereo"),
                                ("Sample rate", "44100 Hz"), ("Bits per sample", "32"), ("Bitrate", "128 kb/s"))):
        codec.append(ln("tree-item", f"{k}: {v}", f"{k}: {v}", "", "", (630, 298 + 26 * i), (670, 24)))
    codec.append(ln("push-button", "Close", "", "", "", (1260, 800), (80, 30)))
    turns.append((code("""
import pyautogui
pyautogui.click(854, 239)  # Codec tab
"""), scr("Apr 20  08:14", codec)))

    st.update(at(740))
    stats = [ln("dialog", "Current Media Information", "", "", "", (560, 200), (800, 640)),
             ln("page-tab", "Statistics", "Statistics", "", "selected", (910, 226), (108, 26))]
    for i, (k, v) in enumerate((("Input/Read", ""), ("Media data size", "11.4 MiB"), ("Input bitrate", "131 kb/s"), ("Demuxed data size", "11.2 MiB"),
                                ("Content bitrate", "128 kb/s"), ("Discarded (corrupted)", "0"), ("Dropped (discontinued)", "0"),
                                ("Audio", ""), ("Decoded", "31,874 blocks"), ("Played", "31,870 buffers"), ("Lost", "0 buffers"))):
        stats.append(ln("tree-item", k, f"{k}  {v}".rstrip(), "", "", (630, 270 + 26 * i), (670, 24)))
    stats.append(ln("push-button", "Close", "", "", "", (1260, 800), (80, 30)))
    turns.append((code("""
import pyautogui
pyautogui.click(964, 239)  # Statistics tab
"""), scr("Apr 20  08:14", stats)))

    st.update(at(751), speed="1.10x")
    turns.append((code("""
import pyautogui
pyautogui.click(1300, 815)  # Close
pyautogui.press(']')        # faster
"""), scr("Apr 20  08:15")))

    # quit and relaunch: VLC offers to resume; playback restarts at 00:00 until Continue is clicked, speed back to 1.00x
    st.update(at(1), speed="1.00x")
    resume = [ln("label", "", "Continue playback from 12:34?", "", "", (600, 136), (300, 24)),
              ln("push-button", "Continue", "", "", "", (920, 132), (90, 30)), ln("push-button", "Always", "", "", "", (1016, 132), (80, 30)),
              ln("push-button", "Close", "", "", "", (1620, 132), (30, 30))]
    turns.append((code("""
import pyautogui, subprocess, time
pyautogui.hotkey('ctrl', 'q')
time.sleep(1)
subprocess.Popen(['vlc', '/home/dana/Podcasts/podcast_ep112.mp3'])
time.sleep(2)
"""), scr("Apr 20  08:15", resume)))

    st.update(at(755))
    turns.append((code("""
import pyautogui
pyautogui.click(965, 147)  # Continue
"""), scr("Apr 20  08:15")))

    st.update(at(758, remaining=True))
    turns.append((code("""
import pyautogui
pyautogui.click(294, 910)  # elapsed time label: show remaining
"""), scr("Apr 20  08:15")))

    st.update(at(766, remaining=True), vol=80)
    turns.append((code("""
import pyautogui
pyautogui.scroll(2, x=1614, y=950)  # volume wheel up twice
"""), scr("Apr 20  08:16")))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- Inkscape

INK_MENUS = ("File", "Edit", "View", "Layer", "Object", "Path", "Text", "Filters", "Extensions", "Help")
INK_TOOLS = ("Selector", "Node", "Zoom", "Measure", "Rectangle", "3D Box", "Circle", "Star", "Spiral", "Pen", "Pencil", "Calligraphy",
             "Text", "Gradient", "Mesh", "Dropper", "Paint Bucket", "Tweak", "Spray", "Eraser", "Connector")


def ink_window(title: str, box: tuple[float, float, float, float] | None, unit: str, nodes: list[tuple[int, str, bool]],
               attrs: list[tuple[str, str]], status: str, extra: list[str] | None = None) -> list[str]:
    out = [ln("frame", title, "", "", "", (70, 27), (1850, 1053))]
    out += menus(INK_MENUS, 76, 32)
    out += buttons(("New", "Open", "Save", "Print", "Import", "Export", "Undo", "Redo", "Copy", "Cut", "Paste", "Zoom Selection",
                    "Zoom Drawing", "Zoom Page", "Duplicate", "Clone", "Group", "Ungroup", "Fill and Stroke", "Text and Font",
                    "XML Editor", "Align and Distribute", "Preferences"), 78, 60)
    labels = ("X", "Y", "W", "H")
    for i, lab in enumerate(labels):
        v = "" if box is None else f"{box[i]:.3f}"
        out.append(ln("spin-button", lab, v, "", "", (600 + 150 * i, 96), (120, 26)))
    out.append(ln("combo-box", "Units", unit, "", "", (1200, 96), (70, 26)))
    out += [ln("push-button", t, "", "", "selected" if t == "Selector" else "", (72, 130 + 30 * i), (28, 28)) for i, t in enumerate(INK_TOOLS)]
    out.append(ln("canvas", "", "", "", "drawing", (110, 130), (1100, 880)))
    out += [ln("label", "", "XML Editor", "", "", (1220, 130), (200, 22)),
            ln("push-button", "New element node", "", "", "", (1220, 156), (28, 26)), ln("push-button", "New text node", "", "", "", (1250, 156), (28, 26)),
            ln("push-button", "Duplicate node", "", "", "", (1280, 156), (28, 26)), ln("push-button", "Delete node", "", "", "", (1310, 156), (28, 26)),
            ln("push-button", "Unindent node", "", "", "", (1350, 156), (28, 26)), ln("push-button", "Indent node", "", "", "", (1380, 156), (28, 26)),
            ln("push-button", "Raise node", "", "", "", (1410, 156), (28, 26)), ln("push-button", "Lower node", "", "", "", (1440, 156), (28, 26))]
    for i, (depth, label, sel) in enumerate(nodes):
        out.append(ln("tree-item", label, label, "", "selected" if sel else "", (1220 + 18 * depth, 188 + 24 * i), (680 - 18 * depth, 24)))
    y = 188 + 24 * len(nodes) + 20
    out += [ln("table-column-header", "Name", "", "", "", (1220, y), (200, 24)), ln("table-column-header", "Value", "", "", "", (1420, y), (480, 24))]
    for i, (k, v) in enumerate(attrs):
        out += [ln("table-cell", "", k, "", "", (1220, y + 26 + 24 * i), (200, 24)), ln("table-cell", "", v, "", "", (1420, y + 26 + 24 * i), (480, 24))]
    out += [ln("push-button", "Fill", "", "", "", (72, 1048), (40, 24)), ln("combo-box", "Current layer", "Layer 1", "", "", (250, 1048), (120, 24)),
            ln("label", "", status.replace("<b>", "").replace("</b>", ""), "", "", (380, 1048), (1000, 24)), ln("label", "", "Z: 100%", "", "", (1700, 1048), (80, 24)),
            ln("label", "", "R: 0.00\u00b0", "", "", (1790, 1048), (80, 24))]
    return out + (extra or [])


# ---------------------------------------------------------------- I: Inkscape badge (bad: circle radius attribute changes)

def t_inkscape_badge() -> Traj:
    st: dict[str, Any] = {"dirty": False, "rect_w": 180, "text": "ACME", "text_w": 84.219}
    circle = [("id", "path846"), ("style", "fill:#e4572e;stroke:#ffffff;stroke-width:4"), ("cx", "214"), ("cy", "64"), ("r", "30")]

    def rect() -> list[tuple[str, str]]:
        return [("id", "rect1024"), ("style", "fill:#2e86ab;stroke:none"), ("width", str(st["rect_w"])), ("height", "64"), ("x", "22"),
                ("y", "32"), ("rx", "8")]

    text = [("xml:space", "preserve"), ("style", "font-weight:bold;font-size:28px;font-family:'DejaVu Sans';fill:#ffffff"), ("x", "34"),
            ("y", "74"), ("id", "text1130")]

    def nodes(sel: str | None, expand_text: bool = False) -> list[tuple[int, str, bool]]:
        out = [(0, '<svg:svg id="svg8">', False), (1, '<sodipodi:namedview id="namedview7">', False), (1, '<svg:defs id="defs2">', False),
               (1, '<svg:g id="layer1" inkscape:label="Layer 1">', False), (2, '<svg:rect id="rect1024">', sel == "rect"),
               (2, '<svg:circle id="path846">', sel == "circle"), (2, '<svg:text id="text1130">', sel == "text")]
        if expand_text:
            out += [(3, '<svg:tspan id="tspan1128">', False), (4, st["text"], sel == "string")]
        return out

    def scr(clock: str, sel: str | None, attrs: list[tuple[str, str]], box: tuple[float, float, float, float] | None, status: str,
            expand: bool = False, extra: list[str] | None = None) -> str:
        title = f"{'*' if st['dirty'] else ''}badge.svg - Inkscape"
        return screen(clock, ink_window(title, box, "px", nodes(sel, expand), attrs, status, extra), running=("Inkscape",), pinned=("Inkscape",))

    hint = "Click selection to toggle scale/rotation handles (or Shift+s)."
    circ_box = (182.0, 32.0, 64.0, 64.0)
    state = scr("Sep 9  10:31", "circle", circle, circ_box, f"<b>Circle</b> in layer <b>Layer 1</b>. {hint}")
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(1380, 296)  # <svg:rect id="rect1024">
"""), scr("Sep 9  10:31", "rect", rect(), (22.0, 32.0, 180.0, 64.0), f"<b>Rectangle</b> 180 \u00d7 64 in layer <b>Layer 1</b>. {hint}")))

    turns.append((code("""
import pyautogui
pyautogui.click(1380, 344)  # <svg:text id="text1130">
"""), scr("Sep 9  10:32", "text", text, (35.781, 54.102, st["text_w"], 19.922), f"<b>Text</b> (DejaVu Sans, 28 px) in layer <b>Layer 1</b>. {hint}")))

    # 3 BAD: the circle's r attribute reads 36 although nothing touched the circle
    bad = [(k, "36" if k == "r" else v) for k, v in circle]
    assert bad != circle
    turns.append((code("""
import pyautogui
pyautogui.click(1380, 320)  # <svg:circle id="path846">
"""), scr("Sep 9  10:32", "circle", bad, circ_box, f"<b>Circle</b> in layer <b>Layer 1</b>. {hint}")))

    st.update(rect_w=200, dirty=True)
    turns.append((code("""
import pyautogui
pyautogui.click(1380, 296)       # rect node
pyautogui.doubleClick(1600, 508)  # value of 'width'
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('200\\n', interval=0.05)
"""), scr("Sep 9  10:33", "rect", rect(), (22.0, 32.0, 200.0, 64.0), f"<b>Rectangle</b> 200 \u00d7 64 in layer <b>Layer 1</b>. {hint}")))

    st.update(text="ACME Labs", text_w=151.328)
    content = [ln("text", "Content", "ACME Labs", "", "editable", (1220, 560), (680, 80))]
    turns.append((code("""
import pyautogui
pyautogui.click(1240, 344)   # expander of the text node
pyautogui.click(1240, 368)   # expander of the tspan
pyautogui.click(1420, 392)   # the string node 'ACME'
pyautogui.click(1560, 600)   # content box
pyautogui.hotkey('ctrl', 'a')
pyautogui.typewrite('ACME Labs', interval=0.05)
pyautogui.hotkey('ctrl', 'enter')
"""), scr("Sep 9  10:34", "string", [], (35.781, 54.102, st["text_w"], 19.922), f"<b>Text</b> (DejaVu Sans, 28 px) in layer <b>Layer 1</b>. {hint}",
          expand=True, extra=content)))

    st["dirty"] = False
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), scr("Sep 9  10:34", "string", [], (35.781, 54.102, st["text_w"], 19.922), "Document saved.", expand=True, extra=content)))

    exp = [ln("label", "", "Export PNG Image", "", "", (1220, 660), (300, 22)),
           ln("toggle-button", "Page", "Page", "", "checked", (1220, 690), (80, 26)), ln("toggle-button", "Drawing", "Drawing", "", "", (1302, 690), (80, 26)),
           ln("toggle-button", "Selection", "Selection", "", "", (1384, 690), (90, 26)), ln("toggle-button", "Custom", "Custom", "", "", (1476, 690), (80, 26)),
           ln("spin-button", "x0", "0.000", "", "", (1220, 724), (100, 24)), ln("spin-button", "y0", "0.000", "", "", (1330, 724), (100, 24)),
           ln("spin-button", "x1", "256.000", "", "", (1440, 724), (100, 24)), ln("spin-button", "y1", "128.000", "", "", (1550, 724), (100, 24)),
           ln("spin-button", "Width", "256", "", "", (1220, 760), (100, 24)), ln("spin-button", "Height", "128", "", "", (1330, 760), (100, 24)),
           ln("spin-button", "dpi", "96.00", "", "", (1440, 760), (100, 24)),
           ln("text", "Filename", "/home/dana/design/badge.png", "", "", (1220, 796), (520, 26)),
           ln("push-button", "Export As...", "", "", "", (1746, 796), (100, 26)),
           ln("check-box", "Hide all except selected", "", "", "", (1220, 830), (220, 22)),
           ln("check-box", "Close when complete", "", "", "", (1450, 830), (200, 22)),
           ln("push-button", "Export", "", "", "", (1780, 860), (100, 30))]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'e')
"""), scr("Sep 9  10:35", "string", [], (35.781, 54.102, st["text_w"], 19.922), "Document saved.", expand=True, extra=exp)))

    turns.append((code("""
import pyautogui
pyautogui.click(1830, 875)  # Export
"""), scr("Sep 9  10:35", "string", [], (35.781, 54.102, st["text_w"], 19.922), "Drawing exported to <b>/home/dana/design/badge.png</b>.", expand=True, extra=exp)))

    turns.append((code("""
import pyautogui
pyautogui.click(660, 600)     # canvas
pyautogui.hotkey('ctrl', 'a')
"""), scr("Sep 9  10:36", None, [], (22.0, 32.0, 224.0, 64.0), f"<b>3</b> objects selected of types <b>Rectangle</b>, <b>Circle</b>, <b>Text</b> in layer <b>Layer 1</b>. {hint}",
          expand=True, extra=exp)))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 3,
            "kind": "circle radius attribute differs from the earlier reading with no edit to the circle"}


# ---------------------------------------------------------------- C11: Inkscape flyer duplicate / move / units / undo (clean)

def t_inkscape_flyer() -> Traj:
    st: dict[str, Any] = {"dirty": False, "dup": False, "dup_x": 30.0, "unit": "px"}
    mm = 25.4 / 96

    def nodes(sel: str | None) -> list[tuple[int, str, bool]]:
        out = [(0, '<svg:svg id="svg5">', False), (1, '<sodipodi:namedview id="namedview7">', False), (1, '<svg:defs id="defs2">', False),
               (1, '<svg:g id="layer1" inkscape:label="Layer 1">', False), (2, '<svg:rect id="rect418">', sel == "rect418")]
        if st["dup"]:
            out.append((2, '<svg:rect id="rect418-3">', sel == "rect418-3"))
        out += [(2, '<svg:ellipse id="path522">', sel == "path522"), (2, '<svg:text id="text610">', sel == "text610"),
                (2, '<svg:image id="image744">', sel == "image744")]
        return out

    def rect_attrs(rid: str, x: float) -> list[tuple[str, str]]:
        return [("id", rid), ("style", "fill:#f2c14e;fill-opacity:1;stroke:none"), ("width", "240"), ("height", "120"), ("x", f"{x:g}"), ("y", "40")]

    def box(x: float, y: float, w: float, h: float) -> tuple[float, float, float, float]:
        f = mm if st["unit"] == "mm" else 1.0
        return (x * f, y * f, w * f, h * f)

    def scr(clock: str, sel: str | None, attrs: list[tuple[str, str]], bx: tuple[float, float, float, float] | None, status: str,
            extra: list[str] | None = None) -> str:
        title = f"{'*' if st['dirty'] else ''}flyer.svg - Inkscape"
        return screen(clock, ink_window(title, bx, st["unit"], nodes(sel), attrs, status, extra), running=("Inkscape",), pinned=("Inkscape",))

    hint = "Click selection to toggle scale/rotation handles (or Shift+s)."
    state = scr("Sep 12  15:10", "rect418", rect_attrs("rect418", 30), box(30, 40, 240, 120), f"<b>Rectangle</b> 240 \u00d7 120 in layer <b>Layer 1</b>. {hint}")
    turns = []
    st.update(dup=True, dirty=True)
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'd')  # duplicate
"""), scr("Sep 12  15:10", "rect418-3", rect_attrs("rect418-3", 30), box(30, 40, 240, 120), f"<b>Rectangle</b> 240 \u00d7 120 in layer <b>Layer 1</b>. {hint}")))

    st["dup_x"] = 50.0
    turns.append((code("""
import pyautogui
pyautogui.hotkey('shift', 'right')  # move 20 px right
"""), scr("Sep 12  15:11", "rect418-3", rect_attrs("rect418-3", 50), box(50, 40, 240, 120),
          "Move horizontally by 20.000 px; with <b>Ctrl</b> to restrict to horizontal/vertical; with <b>Shift</b> to disable snapping")))

    st["unit"] = "mm"
    turns.append((code("""
import pyautogui
pyautogui.click(1235, 109)  # Units
pyautogui.click(1235, 190)  # mm
"""), scr("Sep 12  15:11", "rect418-3", rect_attrs("rect418-3", 50), box(50, 40, 240, 120), f"<b>Rectangle</b> 240 \u00d7 120 in layer <b>Layer 1</b>. {hint}")))

    # bounding box of everything: rects 30..290 x 40..160, ellipse 320..480 x 60..180, text 34..305 x 200..238, image 40..500 x 260..620
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'a')
"""), scr("Sep 12  15:12", None, [], box(30, 40, 470, 580),
          f"<b>5</b> objects selected of types <b>Rectangle</b>, <b>Ellipse</b>, <b>Text</b>, <b>Image</b> in layer <b>Layer 1</b>. {hint}")))

    st["dup"] = False
    turns.append((code("""
import pyautogui
pyautogui.press('escape')
pyautogui.click(1380, 320)  # <svg:rect id="rect418-3">
pyautogui.click(1324, 169)  # Delete node
"""), scr("Sep 12  15:12", None, [], None, "<b>No objects selected.</b> Click, Shift+click, Alt+scroll mouse on top of objects, or drag around objects to select.")))

    st["dup"] = True
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'z')
"""), scr("Sep 12  15:13", "rect418-3", rect_attrs("rect418-3", 50), box(50, 40, 240, 120), f"<b>Rectangle</b> 240 \u00d7 120 in layer <b>Layer 1</b>. {hint}")))

    st["dirty"] = False
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 's')
"""), scr("Sep 12  15:13", "rect418-3", rect_attrs("rect418-3", 50), box(50, 40, 240, 120), "Document saved.")))

    dp = [ln("dialog", "Document Properties", "", "", "", (600, 200), (600, 600)),
          ln("page-tab", "Page", "Page", "", "selected", (620, 226), (70, 26)), ln("page-tab", "Guides", "Guides", "", "", (692, 226), (70, 26)),
          ln("page-tab", "Grids", "Grids", "", "", (764, 226), (70, 26)), ln("page-tab", "Snap", "Snap", "", "", (836, 226), (70, 26)),
          ln("combo-box", "Display units", "mm", "", "", (760, 270), (100, 26)),
          ln("label", "", "A5: 148.0 \u00d7 210.0 mm", "", "", (640, 310), (240, 20)),
          ln("spin-button", "Width", "148.00000", "", "", (760, 340), (120, 26)), ln("spin-button", "Height", "210.00000", "", "", (760, 370), (120, 26)),
          ln("combo-box", "Units", "mm", "", "", (890, 354), (70, 26)),
          ln("spin-button", "Scale x", "1.00000", "", "", (760, 420), (120, 26)),
          ln("label", "", "Viewbox: 0.000  0.000  559.370  793.701", "", "", (640, 460), (360, 20)),
          ln("check-box", "Checkerboard background", "", "", "", (640, 500), (220, 22)),
          ln("check-box", "Show border shadow", "", "", "checked", (640, 524), (220, 22))]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'd')
"""), scr("Sep 12  15:14", "rect418-3", rect_attrs("rect418-3", 50), box(50, 40, 240, 120), "Document saved.", dp)))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- Evince

def evince_window(title: str, page_label: str, of: str, zoom: str, page_text: str, side: list[str] | None = None,
                  find: str | None = None, extra: list[str] | None = None) -> list[str]:
    out = [ln("frame", title, "", "", "", (200, 60), (1520, 980)),
           ln("toggle-button", "Side pane", "", "", "checked" if side is not None else "", (210, 68), (34, 34)),
           ln("text", "Select page", page_label, "", "", (250, 70), (60, 30)),
           ln("label", "", of, "", "", (314, 76), (110, 20)),
           ln("label", "", title, "", "", (760, 76), (400, 20)),
           ln("push-button", "Search", "", "", "checked" if find is not None else "", (1500, 68), (34, 34)),
           ln("push-button", zoom, zoom, "", "zoom", (1540, 68), (90, 34)),
           ln("push-button", "File options", "", "", "", (1634, 68), (34, 34))]
    if find is not None:
        out += [ln("entry", "Find", find, "", "", (1100, 110), (300, 30)),
                ln("push-button", "Find previous occurrence of the search string", "", "", "", (1404, 110), (30, 30)),
                ln("push-button", "Find next occurrence of the search string", "", "", "", (1436, 110), (30, 30))]
    if side is not None:
        out += side
    out.append(ln("document-frame", "", page_text, "", "", (520 if side is not None else 220, 150), (1180 if side is not None else 1480, 880)))
    return out + (extra or [])


# ---------------------------------------------------------------- J: Evince annual report (bad: page count in Properties)

def t_evince_report() -> Traj:
    title = "Annual Report 2023"
    pages = {1: "Northwind Logistics GmbH\nAnnual Report 2023\nMoving goods, sustainably.",
             3: "Letter from the CEO\nDear shareholders, 2023 was a year of consolidation. Group revenue rose 6.2% to EUR 418.7 million while freight volumes were flat ...",
             42: "Notes to the income statement\n1. Revenue by segment (EUR thousand): Road 211,904; Sea 139,277; Air 67,535\nOther operating revenue 3,118 (2022: 2,761)",
             41: "Consolidated income statement\nfor the year ended 31 December 2023 (EUR thousand)\nRevenue 418,716 (2022: 394,260)\nCost of services (341,102)\nGross profit 77,614\nSelling and administrative expenses (48,930)\nOperating profit (EBIT) 28,684",
             64: "Imprint\nNorthwind Logistics GmbH, Hafenstra\u00dfe 12, 20457 Hamburg\nInvestor relations: ir@northwind-logistics.example\nPublished 21 March 2024"}
    hits = [(3, "\u2026Group revenue rose 6.2% to EUR 418.7 million\u2026"), (7, "\u2026revenue by segment: road, sea, air\u2026"),
            (12, "\u2026revenue per employee increased to\u2026"), (13, "\u2026recurring revenue from contract logistics\u2026"),
            (22, "\u2026revenue recognition for multi-leg shipments\u2026"), (41, "\u2026Revenue 418,716 (2022: 394,260)\u2026"),
            (42, "\u2026Other operating revenue 3,118\u2026"), (58, "\u2026deferred revenue at year end\u2026")]

    def results(cur: int) -> list[str]:
        out = [ln("page-tab-list", "Find results", "", "", "", (210, 110), (300, 900))]
        for i, (p, s) in enumerate(hits):
            out.append(ln("list-item", f"Page {p}", s, "", "selected" if p == cur else "", (214, 150 + 48 * i), (292, 46)))
        return out

    def thumbs(cur: int) -> list[str]:
        out = [ln("page-tab-list", "Thumbnails", "", "", "", (210, 110), (300, 900))]
        for i, p in enumerate(range(39, 44)):
            out.append(ln("icon", f"Page {p}", str(p), "", "selected" if p == cur else "", (290, 120 + 180 * i), (140, 176)))
        return out

    def scr(clock: str, page: int, zoom: str, side: list[str] | None = None, find: str | None = None, extra: list[str] | None = None) -> str:
        w = evince_window(title, str(page), "of 64", zoom, pages.get(page, ""), side, find, extra)
        return screen(clock, w, running=("Document Viewer",), pinned=("Document Viewer",))

    state = scr("Apr 16  13:30", 1, "Fit Width")
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('revenue\\n', interval=0.05)
"""), scr("Apr 16  13:30", 3, "Fit Width", results(3), "revenue")))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('41\\n', interval=0.05)
"""), scr("Apr 16  13:31", 41, "Fit Width", results(41), "revenue")))

    turns.append((code("""
import pyautogui
pyautogui.press('escape')
pyautogui.press('f9')
"""), scr("Apr 16  13:31", 41, "Fit Width", thumbs(41))))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'plus')
"""), scr("Apr 16  13:32", 41, "125%", thumbs(41))))

    turns.append((code("""
import pyautogui
pyautogui.press('right')  # next page
"""), scr("Apr 16  13:32", 42, "125%", thumbs(42))))

    # 6 BAD: Properties says 46 pages; the header has said 'of 64' throughout
    fields = [("Title:", title), ("Location:", "/home/dana/Documents/Reports/annual_report_2023.pdf"),
              ("Subject:", "Northwind Logistics GmbH \u2014 Annual Report 2023"), ("Author:", "Northwind Logistics GmbH"),
              ("Keywords:", "annual report, 2023, financial statements"), ("Producer:", "Adobe PDF Library 17.0"),
              ("Creator:", "Adobe InDesign 19.0 (Macintosh)"), ("Created:", "Thu 21 Mar 2024 02:14:08 PM CET"),
              ("Modified:", "Thu 21 Mar 2024 02:16:55 PM CET"), ("Number of Pages:", "46"), ("Optimized:", "Yes"),
              ("Format:", "PDF-1.6"), ("Security:", "No"), ("Paper Size:", "A4, Portrait (210 \u00d7 297 mm)"), ("Size:", "8.4 MB")]
    props = [ln("dialog", "Properties", "", "", "", (660, 200), (600, 620)),
             ln("page-tab", "General", "General", "", "selected", (680, 226), (90, 26)), ln("page-tab", "Fonts", "Fonts", "", "", (772, 226), (70, 26)),
             ln("page-tab", "License", "License", "", "", (844, 226), (80, 26))]
    for i, (k, v) in enumerate(fields):
        props += [ln("label", "", k, "", "", (690, 270 + 34 * i), (150, 24)), ln("label", "", v, "", "", (850, 270 + 34 * i), (390, 24))]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('alt', 'enter')
"""), scr("Apr 16  13:33", 42, "125%", thumbs(42), extra=props)))

    turns.append((code("""
import pyautogui
pyautogui.press('escape')
pyautogui.hotkey('ctrl', 'end')
"""), scr("Apr 16  13:34", 64, "125%", [ln("page-tab-list", "Thumbnails", "", "", "", (210, 110), (300, 900))] +
          [ln("icon", f"Page {p}", str(p), "", "selected" if p == 64 else "", (290, 120 + 180 * i), (140, 176)) for i, p in enumerate(range(60, 65))])))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 6,
            "kind": "document Properties give a page count different from the viewer's 'of 64'"}


# ---------------------------------------------------------------- C9: Evince thesis with page labels (clean)

def t_evince_thesis() -> Traj:
    title = "Hierarchical Bayesian Models for Sparse Sensor Networks"
    roman = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"]

    def label(p: int) -> str:
        return roman[p - 1] if p <= 10 else str(p - 10)

    texts = {1: f"{title}\nA thesis submitted for the degree of Doctor of Philosophy\nMara Lindqvist\nDepartment of Statistics\n2024",
             3: "Abstract\nWe develop Bayesian hierarchical models for networks of low-cost sensors that report intermittently. The models pool information across sites and over time ...",
             12: "1.1 Motivation\nSensor networks deployed in the field rarely report every quantity at every site. A Bayesian treatment lets us borrow strength across sites ...\nIn this thesis we develop a hierarchical Bayesian framework that ...",
             15: "1.4 Outline\nChapter 2 reviews Gaussian processes and Bayesian hierarchical models; Chapter 3 introduces the proposed sampler ...",
             51: "3 Methods\n3.1 Model specification\nLet y_{s,t} denote the reading of sensor s at time t. We place a hierarchical prior ...",
             110: "4.6 Sensitivity to the prior\nTable 4.3 reports posterior means under three choices of the hyperprior. The ranking of sites is unchanged ..."}
    hits = [(1, "Hierarchical Bayesian Models for Sparse\u2026"), (3, "\u2026We develop Bayesian hierarchical models for\u2026"),
            (12, "\u2026A Bayesian treatment lets us\u2026"), (12, "\u2026hierarchical Bayesian framework that\u2026"), (15, "\u2026Bayesian hierarchical models;\u2026"),
            (27, "\u2026the Bayesian view of kernels\u2026"), (51, "\u2026a fully Bayesian treatment of\u2026"), (53, "\u2026Bayesian model averaging over\u2026"),
            (110, "\u2026robustness of the Bayesian estimates\u2026"), (171, "\u2026Bayesian nonparametric extensions\u2026")]

    def results(cur_idx: int) -> list[str]:
        out = [ln("page-tab-list", "Find results", "", "", "", (210, 110), (300, 900))]
        for i, (p, s) in enumerate(hits):
            out.append(ln("list-item", f"Page {label(p)}", s, "", "selected" if i == cur_idx else "", (214, 150 + 48 * i), (292, 46)))
        return out

    outline_items = [("Abstract", 3), ("Contents", 5), ("1 Introduction", 11), ("2 Background", 19), ("3 Methods", 51), ("4 Results", 107),
                     ("5 Discussion", 171), ("Bibliography", 199), ("A Supplementary material", 213)]

    def outline(cur: str | None) -> list[str]:
        out = [ln("page-tab-list", "Outline", "", "", "", (210, 110), (300, 900))]
        for i, (t, p) in enumerate(outline_items):
            out.append(ln("tree-item", t, f"{t}  {label(p)}", "", "selected" if t == cur else "", (214, 150 + 30 * i), (292, 28)))
        return out

    def scr(clock: str, page: int, zoom: str, side: list[str] | None = None, find: str | None = None) -> str:
        w = evince_window(title, label(page), f"({page} of 220)", zoom, texts.get(page, ""), side, find)
        return screen(clock, w, running=("Document Viewer",), pinned=("Document Viewer",))

    state = scr("May 27  20:05", 1, "Fit Width")
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'f')
pyautogui.typewrite('Bayesian\\n', interval=0.05)
"""), scr("May 27  20:05", 1, "Fit Width", results(0), "Bayesian")))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'g')  # next match
"""), scr("May 27  20:05", 3, "Fit Width", results(1), "Bayesian")))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'g')  # next match
"""), scr("May 27  20:06", 12, "Fit Width", results(2), "Bayesian")))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'g')  # next match
"""), scr("May 27  20:06", 12, "Fit Width", results(3), "Bayesian")))

    turns.append((code("""
import pyautogui
pyautogui.press('escape')
pyautogui.click(1585, 85)   # zoom menu
pyautogui.click(1585, 300)  # 150%
"""), scr("May 27  20:07", 12, "150%", results(3))))

    turns.append((code("""
import pyautogui
pyautogui.click(360, 125)  # side pane view selector
pyautogui.click(360, 190)  # Outline
"""), scr("May 27  20:07", 12, "150%", outline(None))))

    turns.append((code("""
import pyautogui
pyautogui.click(330, 285)  # 3 Methods
"""), scr("May 27  20:08", 51, "150%", outline("3 Methods"))))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'l')
pyautogui.typewrite('100\\n', interval=0.05)
"""), scr("May 27  20:08", 110, "150%", outline(None))))

    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'home')
"""), scr("May 27  20:09", 1, "150%", outline(None))))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- K: Remmina profile (bad: server address in the edit dialog)

def t_remmina_profile() -> Traj:
    profiles = [{"name": "build-server", "group": "lab", "server": "10.20.4.71", "plugin": "RDP", "last": "2024-04-12 17:40:03"},
                {"name": "nas-admin", "group": "home", "server": "nas.local:5900", "plugin": "VNC", "last": "2024-04-15 21:05:47"},
                {"name": "office-desktop", "group": "work", "server": "desk-0417.corp.example.net", "plugin": "RDP", "last": "2024-04-16 08:31:12"},
                {"name": "pi-kitchen", "group": "home", "server": "192.168.1.48", "plugin": "SSH", "last": "2024-03-30 11:12:09"},
                {"name": "win-test-vm", "group": "lab", "server": "10.20.4.88", "plugin": "RDP", "last": "2024-04-02 09:55:31"}]

    def main(sel: str | None) -> list[str]:
        out = [ln("frame", "Remmina Remote Desktop Client", "", "", "", (360, 160), (1200, 720)),
               ln("push-button", "New connection profile", "", "", "", (370, 168), (34, 34)),
               ln("entry", "Server", "", "", "", (740, 170), (440, 30)),
               ln("toggle-button", "Search", "", "", "", (1440, 168), (34, 34)), ln("push-button", "Main menu", "", "", "", (1480, 168), (34, 34)),
               ln("table-column-header", "Name", "", "", "", (370, 210), (260, 26)), ln("table-column-header", "Group", "", "", "", (630, 210), (120, 26)),
               ln("table-column-header", "Server", "", "", "", (750, 210), (320, 26)), ln("table-column-header", "Plugin", "", "", "", (1070, 210), (100, 26)),
               ln("table-column-header", "Last used", "", "", "", (1170, 210), (200, 26))]
        for i, p in enumerate(profiles):
            y = 238 + 30 * i
            d = "selected" if p["name"] == sel else ""
            out += [ln("table-cell", "Name", p["name"], "", d, (370, y), (260, 28)), ln("table-cell", "Group", p["group"], "", d, (630, y), (120, 28)),
                    ln("table-cell", "Server", p["server"], "", d, (750, y), (320, 28)), ln("table-cell", "Plugin", p["plugin"], "", d, (1070, y), (100, 28)),
                    ln("table-cell", "Last used", p["last"], "", d, (1170, y), (200, 28))]
        out.append(ln("label", "", f"Total {len(profiles)} items.", "", "", (370, 852), (300, 22)))
        return out

    def dialog(server: str, user: str) -> list[str]:
        return [ln("dialog", "Remote Connection Profile", "", "", "", (520, 120), (880, 820)),
                ln("push-button", "Cancel", "", "", "", (530, 128), (80, 30)), ln("push-button", "Save as Default", "", "", "", (880, 880), (130, 32)),
                ln("push-button", "Save", "", "", "", (1020, 880), (80, 32)), ln("push-button", "Connect", "", "", "", (1110, 880), (90, 32)),
                ln("push-button", "Save and Connect", "", "", "", (1210, 880), (150, 32)),
                ln("text", "Name", "build-server", "", "", (680, 180), (680, 28)), ln("combo-box", "Group", "lab", "", "", (680, 214), (680, 28)),
                ln("combo-box", "Protocol", "RDP - Remote Desktop Protocol", "", "", (680, 248), (680, 28)),
                ln("text", "Pre Command", "", "", "", (680, 282), (680, 28)), ln("text", "Post Command", "", "", "", (680, 316), (680, 28)),
                ln("page-tab", "Basic", "Basic", "", "selected", (540, 360), (70, 28)), ln("page-tab", "Advanced", "Advanced", "", "", (612, 360), (90, 28)),
                ln("page-tab", "Behavior", "Behavior", "", "", (704, 360), (90, 28)), ln("page-tab", "SSH Tunnel", "SSH Tunnel", "", "", (796, 360), (100, 28)),
                ln("page-tab", "Notes", "Notes", "", "", (898, 360), (70, 28)),
                ln("text", "Server", server, "", "", (680, 404), (680, 28)), ln("text", "Username", user, "", "", (680, 438), (680, 28)),
                ln("password-text", "Password", "\u2022" * 12, "", "", (680, 472), (680, 28)), ln("text", "Domain", "LAB", "", "", (680, 506), (680, 28)),
                ln("combo-box", "Share folder", "(None)", "", "", (680, 540), (680, 28)),
                ln("check-box", "Restricted admin mode", "", "", "", (680, 574), (300, 24)),
                ln("check-box", "Left-handed mouse support", "", "", "", (680, 600), (300, 24)),
                ln("check-box", "Enable multi monitor", "", "", "", (680, 626), (300, 24)),
                ln("radio-button", "Use initial window size", "", "", "", (680, 664), (300, 24)),
                ln("radio-button", "Use client resolution", "", "", "checked", (680, 690), (300, 24)),
                ln("radio-button", "Custom", "", "", "", (680, 716), (300, 24)),
                ln("combo-box", "Colour depth", "GFX RFX (32 bpp)", "", "", (680, 750), (680, 28)),
                ln("combo-box", "Network connection type", "Auto-detect", "", "", (680, 784), (680, 28))]

    def scr(clock: str, body: list[str], running: tuple[str, ...] = ("Remmina",)) -> str:
        return screen(clock, body, running=running, pinned=("Remmina",))

    state = scr("Apr 16  11:44", main(None))
    turns = []
    turns.append((code("""
import pyautogui
pyautogui.click(500, 252)  # build-server row
"""), scr("Apr 16  11:44", main("build-server"))))

    # 2 BAD: the edit dialog shows 10.20.4.17 for a profile listed as 10.20.4.71
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'e')  # edit the selected profile
"""), scr("Apr 16  11:45", main("build-server") + dialog("10.20.4.17", "ci-admin"))))

    turns.append((code("""
import pyautogui
pyautogui.tripleClick(1020, 452)  # Username
pyautogui.typewrite('jlee', interval=0.05)
"""), scr("Apr 16  11:45", main("build-server") + dialog("10.20.4.17", "jlee"))))

    profiles[0]["server"] = "10.20.4.17"
    turns.append((code("""
import pyautogui
pyautogui.click(1060, 896)  # Save
"""), scr("Apr 16  11:46", main("build-server"))))

    session = [ln("frame", "build-server", "", "", "", (0, 27), (1920, 1053)),
               ln("page-tab", "build-server", "build-server", "", "selected", (860, 30), (200, 28)),
               ln("tool-bar", "", "", "", "floating toolbar", (760, 27), (400, 34)),
               ln("push-button", "Toggle fullscreen mode", "", "", "", (770, 30), (30, 28)),
               ln("push-button", "Toggle dynamic resolution update", "", "", "", (802, 30), (30, 28)),
               ln("push-button", "Grab all keyboard events", "", "", "", (834, 30), (30, 28)),
               ln("push-button", "Preferences", "", "", "", (866, 30), (30, 28)), ln("push-button", "Tools", "", "", "", (898, 30), (30, 28)),
               ln("push-button", "Screenshot", "", "", "", (930, 30), (30, 28)), ln("push-button", "Minimize window", "", "", "", (962, 30), (30, 28)),
               ln("push-button", "Disconnect", "", "", "", (994, 30), (30, 28)),
               ln("drawing-area", "", "", "", "RDP session jlee@10.20.4.17, 1920x1053", (0, 62), (1920, 1018))]
    turns.append((code("""
import pyautogui, time
pyautogui.doubleClick(500, 252)  # connect to build-server
time.sleep(4)
"""), scr("Apr 16  11:47", session, running=("Remmina",))))

    profiles[0]["last"] = "2024-04-16 11:47:06"
    turns.append((code("""
import pyautogui
pyautogui.click(1009, 44)  # Disconnect
"""), scr("Apr 16  11:48", main("build-server"))))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": True, "turn": 2,
            "kind": "profile's server address in the edit dialog differs from the one in the connection list"}


# ---------------------------------------------------------------- C6: Rhythmbox playback / play count / search (clean)

def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def t_rhythmbox_queue() -> Traj:
    def T(n: int, title: str, genre: str, artist: str, album: str, dur: str, plays: int, mb: float) -> dict[str, Any]:
        m, s = dur.split(":")
        return {"n": n, "title": title, "genre": genre, "artist": artist, "album": album, "sec": int(m) * 60 + int(s), "plays": plays, "mb": mb}

    lib = [T(1, "Harbour Lights", "Folk", "Aurora Fields", "Saltwater Hymns", "3:48", 2, 8.9),
           T(2, "Low Tide", "Folk", "Aurora Fields", "Saltwater Hymns", "4:05", 1, 9.6),
           T(3, "Gulls", "Folk", "Aurora Fields", "Saltwater Hymns", "2:57", 0, 6.9),
           T(1, "Northern Lines", "Electronic", "Halcyon Drift", "Low Orbit", "4:12", 5, 9.8),
           T(2, "Glasshouse", "Electronic", "Halcyon Drift", "Low Orbit", "3:05", 3, 7.2),
           T(3, "Paper Moons", "Electronic", "Halcyon Drift", "Low Orbit", "5:21", 1, 12.5),
           T(4, "Static Bloom", "Electronic", "Halcyon Drift", "Low Orbit", "4:44", 0, 11.1),
           T(5, "Perigee", "Electronic", "Halcyon Drift", "Low Orbit", "6:02", 0, 14.1)]
    marlow = [("Crossing at Dawn", "3:33", 4), ("Brass and Rope", "4:17", 2), ("The Long Pier", "5:02", 2), ("Lanterns", "3:48", 3),
              ("Undertow", "4:29", 1), ("Half Fare", "2:51", 1), ("Westerly", "4:06", 0), ("Last Boat Home", "5:14", 2), ("Harbour Master", "3:40", 1)]
    for i, (t, d, p) in enumerate(marlow, 1):
        lib.append(T(i, t, "Indie", "Marlow & the Tides", "Ferry Songs", d, p, round(int(d.split(":")[0]) * 2.3 + int(d.split(":")[1]) * 0.04, 1)))
    st: dict[str, Any] = {"cur": None, "pos": 0, "playing": False, "search": ""}

    def find(title: str) -> dict[str, Any]:
        return next(t for t in lib if t["title"] == title)

    def status(tracks: list[dict[str, Any]]) -> str:
        if not st["search"]:
            return "212 songs, 14 hours and 37 minutes, 1.6 GB"
        secs = sum(t["sec"] for t in tracks)
        return f"{len(tracks)} songs, {secs // 60} minutes, {sum(t['mb'] for t in tracks):.1f} MB"

    def window() -> list[str]:
        cur = find(st["cur"]) if st["cur"] else None
        out = [ln("frame", cur["title"] if cur else "Rhythmbox", "", "", "", (200, 80), (1520, 920)),
               ln("push-button", "Previous", "", "", "", (210, 88), (34, 34)),
               ln("push-button", "Pause" if st["playing"] else "Play", "", "", "", (246, 88), (34, 34)),
               ln("push-button", "Next", "", "", "", (282, 88), (34, 34))]
        if cur:
            out += [ln("label", "", cur["title"], "", "", (700, 86), (400, 20)),
                    ln("label", "", f"by {cur['artist']} from {cur['album']}", "", "", (700, 106), (400, 16)),
                    ln("label", "", mmss(st["pos"]), "", "", (330, 96), (40, 20)),
                    ln("slider", "Playback position", f"{st['pos']}", "", f"of {cur['sec']} seconds", (376, 98), (280, 16)),
                    ln("label", "", mmss(cur["sec"]), "", "", (660, 96), (40, 20))]
        out += [ln("toggle-button", "Repeat", "", "", "", (1560, 88), (34, 34)), ln("toggle-button", "Shuffle", "", "", "", (1596, 88), (34, 34)),
                ln("push-button", "Volume", "", "", "", (1632, 88), (34, 34)), ln("push-button", "Main menu", "", "", "", (1670, 88), (34, 34))]
        for i, s in enumerate(("Play Queue", "Music", "Podcasts", "Radio", "Last.fm", "Libre.fm")):
            out.append(ln("tree-item", s, s, "", "selected" if s == "Music" else "", (210, 150 + 28 * i), (230, 26)))
        for i, s in enumerate(("My Top Rated", "Recently Added", "Recently Played")):
            out.append(ln("tree-item", s, s, "", "", (210, 340 + 28 * i), (230, 26)))
        out += [ln("entry", "Search", st["search"], "", "", (460, 140), (500, 30)),
                ln("push-button", "Browse", "", "", "", (1640, 140), (70, 30))]
        cols = ("Track", "Title", "Genre", "Artist", "Album", "Time", "Play Count")
        for i, c in enumerate(cols):
            out.append(ln("table-column-header", c, "", "", "", (460 + 180 * i, 180), (178, 24)))
        q = st["search"].lower()
        tracks = [t for t in lib if not q or q in " ".join((t["title"], t["artist"], t["album"], t["genre"])).lower()]
        for i, t in enumerate(tracks[:14]):
            y = 206 + 26 * i
            d = "playing" if cur is t else ""
            vals = (str(t["n"]), t["title"], t["genre"], t["artist"], t["album"], mmss(t["sec"]), str(t["plays"]))
            for j, v in enumerate(vals):
                out.append(ln("table-cell", cols[j], v, "", d, (460 + 180 * j, y), (178, 26)))
        out.append(ln("label", "", status(tracks), "", "", (460, 968), (500, 22)))
        return out

    def scr(clock: str) -> str:
        return screen(clock, window(), running=("Rhythmbox",))

    state = scr("Jul 6  21:10")
    turns = []
    st.update(cur="Northern Lines", pos=2, playing=True)
    turns.append((code("""
import pyautogui
pyautogui.doubleClick(820, 297)  # Northern Lines
"""), scr("Jul 6  21:10")))

    st["pos"] = 103
    turns.append((code("""
import time
time.sleep(100)
"""), scr("Jul 6  21:12")))

    st.update(cur="Glasshouse", pos=1)
    turns.append((code("""
import pyautogui
pyautogui.click(299, 105)  # Next (skipping does not count as a play)
"""), scr("Jul 6  21:12")))

    st["pos"] = 178
    turns.append((code("""
import pyautogui
pyautogui.click(645, 106)  # seek near the end of the track
"""), scr("Jul 6  21:12")))

    find("Glasshouse")["plays"] += 1
    st.update(cur="Paper Moons", pos=3)
    turns.append((code("""
import time
time.sleep(10)
"""), scr("Jul 6  21:13")))

    st.update(search="marlow", pos=12)
    turns.append((code("""
import pyautogui
pyautogui.click(710, 155)
pyautogui.typewrite('marlow', interval=0.05)
"""), scr("Jul 6  21:13")))

    st.update(search="", pos=17)
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'a'); pyautogui.press('backspace')
"""), scr("Jul 6  21:13")))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- C7: Shotwell import / tag / events (clean)

def t_shotwell_import() -> Traj:
    events = [("Sunday, March 31, 2024", 42), ("Saturday, March 16, 2024", 18), ("Sunday, March 3, 2024", 27),
              ("Saturday, February 17, 2024", 64), ("Saturday, January 6, 2024", 23)]
    tags = ["Berlin", "family", "hiking", "work"]
    st: dict[str, Any] = {"last_import": True}
    dupes = ("IMG_4418.JPG", "IMG_4419.JPG")
    imported = [f"IMG_{n}.JPG" for n in range(4401, 4451) if f"IMG_{n}.JPG" not in dupes]
    assert len(imported) == 48

    def sidebar(active: str) -> list[str]:
        out = [ln("tree-item", "Library", "Library", "", "expanded", (210, 120), (280, 26))]
        items = ["Photos"] + (["Last Import"] if st["last_import"] else []) + ["Flagged", "Trash"]
        y = 148
        for it in items:
            out.append(ln("tree-item", it, it, "", "selected" if it == active else "", (228, y), (262, 26)))
            y += 28
        out.append(ln("tree-item", "Events", "Events", "", "expanded, selected" if active == "Events" else "expanded", (210, y + 10), (280, 26)))
        out.append(ln("tree-item", "2024", "2024", "", "collapsed", (228, y + 38), (262, 26)))
        out.append(ln("tree-item", "2023", "2023", "", "collapsed", (228, y + 66), (262, 26)))
        out.append(ln("tree-item", "Tags", "Tags", "", "expanded", (210, y + 104), (280, 26)))
        for i, t in enumerate(sorted(tags, key=str.lower)):
            out.append(ln("tree-item", t, t, "", "", (228, y + 132 + 28 * i), (262, 26)))
        return out

    def window(active: str, content: list[str], extra: list[str] | None = None) -> list[str]:
        out = [ln("frame", "Shotwell", "", "", "", (200, 60), (1520, 960))]
        out += menus(("File", "Edit", "View", "Photo", "Events", "Tags", "Help"), 206, 66)
        out += sidebar(active) + content
        out += [ln("push-button", "Rotate", "", "", "", (500, 986), (60, 28)), ln("push-button", "Enhance", "", "", "", (566, 986), (70, 28)),
                ln("push-button", "Slideshow", "", "", "", (642, 986), (80, 28)),
                ln("toggle-button", "Search", "", "", "", (1400, 986), (34, 28)), ln("slider", "Zoom", "50", "", "", (1450, 990), (200, 20))]
        return out + (extra or [])

    def event_grid() -> list[str]:
        return [ln("icon", n, f"{n}\n{c} Photos", "", "", (520 + 240 * (i % 5), 120 + 260 * (i // 5)), (220, 240)) for i, (n, c) in enumerate(events)]

    def scr(clock: str, active: str, content: list[str], extra: list[str] | None = None) -> str:
        return screen(clock, window(active, content, extra), running=("Shotwell",), pinned=("Shotwell",))

    state = scr("Apr 16  19:02", "Events", event_grid())
    turns = []
    chooser = [ln("dialog", "Import From Folder", "", "", "", (520, 180), (880, 620)),
               ln("push-button", "Cancel", "", "", "", (530, 190), (80, 30)), ln("push-button", "OK", "", "", "", (1310, 190), (80, 30)),
               ln("toggle-button", "dana", "dana", "", "", (620, 230), (70, 26)), ln("toggle-button", "Pictures", "Pictures", "", "checked", (692, 230), (90, 26)),
               ln("table-column-header", "Name", "", "", "", (700, 270), (420, 24)), ln("table-column-header", "Modified", "", "", "", (1120, 270), (160, 24))]
    for i, (n, m) in enumerate((("card_dump", "18:57"), ("harbor", "Apr 15"), ("Screenshots", "10:12"), ("Wallpapers", "Jan 21"))):
        chooser += [ln("table-cell", "", n, "", "selected" if n == "card_dump" else "", (700, 296 + 26 * i), (420, 24)),
                    ln("table-cell", "", m, "", "", (1120, 296 + 26 * i), (160, 24))]
    turns.append((code("""
import pyautogui
pyautogui.hotkey('ctrl', 'shift', 'i')  # File > Import From Folder...
pyautogui.click(800, 308)  # card_dump
"""), scr("Apr 16  19:02", "Events", event_grid(), chooser)))

    ask = [ln("dialog", "Import to Library", "", "", "", (660, 380), (600, 200)),
           ln("label", "", "Shotwell can copy the photos into your library folder or it can import them without copying.", "", "", (680, 410), (560, 40)),
           ln("check-box", "Remember this decision", "", "", "", (680, 470), (220, 22)),
           ln("push-button", "Copy Photos", "", "", "", (860, 520), (120, 32)), ln("push-button", "Import in Place", "", "", "", (990, 520), (130, 32)),
           ln("push-button", "Cancel", "", "", "", (1130, 520), (100, 32))]
    turns.append((code("""
import pyautogui
pyautogui.click(1350, 205)  # OK
"""), scr("Apr 16  19:03", "Events", event_grid(), ask)))

    prog = [ln("label", "", "Importing\u2026", "", "", (520, 960), (200, 22)), ln("progress-bar", "", "Imported 23 of 50", "", "46%", (730, 960), (400, 22)),
            ln("push-button", "Stop", "", "", "", (1140, 958), (60, 26))]
    turns.append((code("""
import pyautogui
pyautogui.click(920, 536)  # Copy Photos
"""), scr("Apr 16  19:03", "Events", event_grid(), prog)))

    events[:0] = [("Sunday, April 14, 2024", 17), ("Saturday, April 13, 2024", 31)]
    done = [ln("dialog", "Import Complete", "", "", "", (660, 340), (600, 320)),
            ln("label", "", "48 photos successfully imported.", "", "", (680, 370), (560, 22)),
            ln("label", "", "2 duplicate photos were not imported:", "", "", (680, 400), (560, 22)),
            ln("text", "", "IMG_4418.JPG\nIMG_4419.JPG", "", "read-only, multi-line", (680, 428), (560, 120)),
            ln("push-button", "OK", "", "", "", (1160, 610), (80, 32))]
    turns.append((code("""
import time
time.sleep(20)
"""), scr("Apr 16  19:04", "Events", event_grid(), done)))

    def thumbs(sel: bool) -> list[str]:
        out = [ln("label", "", "Last Import", "", "", (520, 96), (200, 20))]
        for i, n in enumerate(imported[:18]):
            out.append(ln("icon", n, n, "", "selected" if sel else "", (520 + 200 * (i % 6), 120 + 200 * (i // 6)), (190, 190)))
        out.append(ln("scroll-bar", "", "", "", "vertical", (1700, 120), (14, 840)))
        return out

    turns.append((code("""
import pyautogui
pyautogui.click(1200, 626)  # OK
pyautogui.click(300, 176)   # Last Import
"""), scr("Apr 16  19:04", "Last Import", thumbs(False))))

    add = [ln("dialog", "Add Tags", "", "", "", (760, 420), (400, 160)),
           ln("label", "", "Tags (separated by commas):", "", "", (780, 450), (300, 20)),
           ln("text", "", "Lisbon", "", "", (780, 476), (360, 28)),
           ln("push-button", "Cancel", "", "", "", (960, 530), (80, 30)), ln("push-button", "OK", "", "", "", (1050, 530), (80, 30))]
    turns.append((code("""
import pyautogui
pyautogui.click(900, 500)          # focus the grid
pyautogui.hotkey('ctrl', 'a')
pyautogui.hotkey('ctrl', 't')      # Add Tags...
pyautogui.typewrite('Lisbon', interval=0.05)
"""), scr("Apr 16  19:05", "Last Import", thumbs(True), add)))

    tags.append("Lisbon")
    turns.append((code("""
import pyautogui
pyautogui.click(1090, 545)  # OK
"""), scr("Apr 16  19:05", "Last Import", thumbs(True))))

    turns.append((code("""
import pyautogui
pyautogui.click(260, 270)  # Events
"""), scr("Apr 16  19:06", "Events", event_grid())))

    return {"system": OS_SYSTEM, "state": state, "turns": turns, "bad": False, "turn": None, "kind": "clean"}


# ---------------------------------------------------------------- assemble

ORDER = [t_calc_budget, t_rhythmbox_queue, t_gimp_harbor, t_terminal_nginx, t_files_downloads, t_files_invoices,
         t_remmina_profile, t_evince_thesis, t_calc_sales, t_gedit_config, t_vlc_podcast, t_vlc_playlist,
         t_vscode_fix, t_settings_power, t_inkscape_badge, t_inkscape_flyer, t_firefox_hn, t_thunderbird_inbox,
         t_shotwell_import, t_evince_report, t_gimp_banner, t_writer_notes]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, make in enumerate(ORDER, 1):
        t = make()
        rs.add(task="os", tid=f"h23-os-{i:02d}", system=t["system"], turns=t["turns"], state=t["state"],
               bad=t["bad"], turn=t["turn"], kind=t["kind"])
    rs.write()


if __name__ == "__main__":
    main()
