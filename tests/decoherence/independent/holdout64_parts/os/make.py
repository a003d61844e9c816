# ruff: noqa: E501
"""Held-out set h64, domain os: 22 Ubuntu 22.04 GNOME desktop trajectories driven by pyautogui code.

Every observation is the desktop accessibility tree as OSWorld linearizes it (tag, name, text, class,
description, position, size). Eleven trajectories carry exactly one contradiction (an observation that
conflicts with an earlier one with no action in between that could explain it); the other eleven are
clean but full of legitimate changes. Screens are rendered from small per-trajectory state models so
that everything not deliberately contradicted stays consistent; the contradiction is injected as a
single replaced detail in one turn.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

SYS = """# Role and Objective

You are a **Desktop World Model** — a precise simulator of computer-use interactions on an Ubuntu 22.04 GNOME desktop (1920x1080). Your task is to predict the exact next desktop accessibility-tree state after an action is executed.

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

- Preserve the original state format exactly: a header line, then one node per line with the tab-separated columns tag, name, text, class, description, position (top-left x&y) and size (w&h)
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block**: pyautogui calls (click, moveTo, dragTo, scroll, write, press, hotkey), app helper classes (CalcTools, WriterTools, ImpressTools, BrowserTools, VLCTools) and plain subprocess / os / json calls. Treat the actual code block as the ground-truth action specification and infer from its semantics which app, widget, file, cursor position or document content changes. Ignore helper calls such as `print_result()` unless they cause a visible UI change.

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

## Task Instruction

{task}"""

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"
DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software",
        "Help", "Trash"]


def q(text: str) -> str:
    """OSWorld's text column: empty text as "", text with quotes quoted CSV-style."""
    if text == "":
        return '""'
    return '"' + text.replace('"', '""') + '"' if '"' in text else text


def E(tag: str, name: str, text: str, x: int, y: int, w: int, h: int, desc: str = "", cls: str = "") -> str:
    return f"{tag}\t{name}\t{q(text)}\t{cls}\t{desc}\t({x}, {y})\t({w}, {h})"


class Clock:
    """The top-bar clock: 'Mar 14  10:42'; it only moves forward."""

    def __init__(self, day: str, hh: int, mm: int) -> None:
        self.day, self.t = day, hh * 60 + mm

    @property
    def now(self) -> str:
        return f"{self.day}  {self.t // 60:02d}:{self.t % 60:02d}"

    def hm(self) -> str:
        return f"{self.t // 60:02d}:{self.t % 60:02d}"

    def ampm(self) -> str:
        h, m = divmod(self.t, 60)
        return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"

    def tick(self, minutes: int = 1) -> str:
        self.t += minutes
        return self.now


def screen(clock: str, app: str, rows: list[str], battery: str | None = None, dock_extra: tuple[str, ...] = ()) -> str:
    out = [HDR,
           E("push-button", "Activities", "", 0, 0, 98, 27),
           E("menu", app, "", 98, 0, 12 + 8 * len(app), 27),
           E("label", "", clock, 884, 0, 152, 27)]
    if not app:
        del out[2]
    if battery is not None:
        out.append(E("label", "", battery, 1760, 0, 48, 27))
    out.append(E("menu", "System", "", 1814, 0, 106, 27, desc="System"))
    for i, name in enumerate(DOCK + list(dock_extra)):
        out.append(E("push-button", name, "", 0, 33 + 68 * i, 70, 64, desc=name))
    out.append(E("toggle-button", "Show Applications", "", 0, 1012, 70, 64, desc="Show Applications"))
    return "\n".join(out + rows)


def inject(turns: list[tuple[str, str]], k: int, old: str, new: str, state: str | None = None, *,
           seen: bool = True, persist: bool = False) -> None:
    """Replace one detail in turn k's observation; it must occur there exactly once and (when seen) have been
    shown before. With persist, later turns that show the same detail keep the wrong value."""
    action, obs = turns[k - 1]
    assert obs.count(old) == 1, (k, old, obs.count(old))
    earlier = [state or ""] + [o for _, o in turns[:k - 1]]
    assert not seen or any(old in o for o in earlier), (k, old)
    turns[k - 1] = (action, obs.replace(old, new, 1))
    if persist:
        for i in range(k, len(turns)):
            a, o = turns[i]
            turns[i] = (a, o.replace(old, new))


def fmt(v: float) -> str:
    if abs(v - round(v)) < 1e-9:
        return str(int(round(v)))
    return f"{v:.10g}"


def task(text: str) -> str:
    return SYS.format(task=text)


# ---------------------------------------------------------------- LibreOffice Calc
CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting", "Undo", "Redo",
              "Find & Replace", "Spelling", "Row", "Column", "Sort", "Sort Ascending", "Sort Descending", "AutoFilter",
              "Image", "Insert Chart", "Insert or Edit Pivot Table", "Special Character", "Hyperlink", "Comment", "Headers and Footers",
              "Define Print Area", "Freeze Rows and Columns", "Split Window", "Show Draw Functions"]
COLS = "ABCDEFGHIJKL"


def calc(title: str, cells: dict[str, str], ncols: int, nrows: int, namebox: str, formula: str,
         sheets: list[str], active: int, sel: str, *, modified: bool, widths: list[int] | None = None,
         dialog: list[str] | None = None, selected: str = "") -> list[str]:
    widths = widths or [100] + [81] * (ncols - 1)
    rows = [E("frame", f"{title} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    x = 78
    for m in CALC_MENUS:
        rows.append(E("menu", m, "", x, 60, 8 * len(m) + 16, 24))
        x += 8 * len(m) + 16
    for i, t in enumerate(CALC_TOOLS):
        rows.append(E("push-button", t, "", 78 + 31 * i, 88, 27, 27))
    rows += [E("combo-box", "Font Name", "Liberation Sans", 78, 126, 170, 27),
             E("combo-box", "Font Size", "10 pt", 252, 126, 62, 27),
             E("combo-box", "Name Box", namebox, 78, 164, 100, 24),
             E("push-button", "Function Wizard", "", 190, 164, 24, 24),
             E("push-button", "Select Function", "", 216, 164, 24, 24),
             E("push-button", "Formula", "", 242, 164, 24, 24),
             E("text", "Input line", formula, 270, 164, 1640, 24),
             E("table", sheets[active], "", 70, 192, 1830, 790)]
    for r in range(1, nrows + 1):
        x = 123
        for c in range(ncols):
            addr = f"{COLS[c]}{r}"
            rows.append(E("table-cell", addr, cells.get(addr, ""), x, 211 + (r - 1) * 19, widths[c], 19))
            x += widths[c]
    x = 166
    for i, s in enumerate(sheets):
        rows.append(E("page-tab", s, "", x, 1003, 12 + 8 * len(s), 22, desc="selected" if i == active else ""))
        x += 14 + 8 * len(s)
    mod = ("The document has been modified. Click to save the document." if modified
           else "The document has not been modified since the last save.")
    rows += [E("label", "", f"Sheet {active + 1} of {len(sheets)}", 78, 1050, 110, 20),
             E("label", "", "Default", 310, 1050, 90, 20),
             E("label", "", "English (USA)", 420, 1050, 110, 20),
             E("label", "", selected, 560, 1050, 190, 20),
             E("push-button", mod, "", 780, 1050, 20, 20),
             E("label", "", sel, 1010, 1050, 420, 20),
             E("slider", "Zoom", "", 1650, 1050, 160, 20),
             E("label", "", "100%", 1830, 1050, 48, 20)]
    return rows + (dialog or [])


def selsum(vals: list[float]) -> str:
    return f"Average: {fmt(sum(vals) / len(vals))}; Sum: {fmt(sum(vals))}" if vals else "Average: ; Sum: 0"


# ---------------------------------------------------------------- 01 Calc formulas (clean)
def t01(rs: RowSet) -> None:
    ck = Clock("Mar 11", 9, 12)
    data = [["North", 18420, 19655, 21030, 22710], ["South", 15980, 16240, 15875, 17320],
            ["East", 21105, 20490, 22385, 23940], ["West", 12760, 13815, 14290, 15025],
            ["Central", 9870, 10425, 11160, 11890]]
    title = "quarterly_sales.xlsx"
    sheets = ["Sales", "Notes"]

    def cells(stage: int) -> dict[str, str]:
        c = {"A1": "Region", "B1": "Q1", "C1": "Q2", "D1": "Q3", "E1": "Q4", "A7": "Total"}
        for i, row in enumerate(data, 2):
            for j, v in enumerate(row):
                c[f"{COLS[j]}{i}"] = str(v)
        if stage >= 1:
            c["F1"] = "Total"
            for i, row in enumerate(data, 2):
                if i == 2 or stage >= 2:
                    c[f"F{i}"] = str(sum(row[1:]))
        if stage >= 3:
            for j in range(1, 6):
                col = [row[j] if j < 5 else sum(row[1:]) for row in data]
                c[f"{COLS[j]}7"] = str(sum(col))
        if stage >= 5:
            grand = sum(sum(row[1:]) for row in data)
            c["G1"] = "Share"
            for i, row in enumerate(data, 2):
                c[f"G{i}"] = f"{100 * sum(row[1:]) / grand:.1f}%"
        return c

    def obs(stage: int, nb: str, fx: str, sel: str, mod: bool, selected: str = "") -> str:
        return screen(ck.now, "LibreOffice Calc", calc(title, cells(stage), 8, 12, nb, fx, sheets, 0, sel, modified=mod,
                                                       selected=selected))

    state = obs(0, "A1", "Region", "Average: ; Sum: 0", False)
    turns = []
    ck.tick(1)
    turns.append((code("""
pyautogui.click(128, 176)  # Name Box
pyautogui.write('F1\\n')
pyautogui.write('Total\\n=SUM(B2:E2)\\n')
"""), obs(1, "F3", "", "Average: ; Sum: 0", True)))
    ck.tick(1)
    f_vals = [sum(r[1:]) for r in data]
    turns.append((code("""
pyautogui.click(569, 230)  # F2
pyautogui.keyDown('shift')
pyautogui.click(569, 306)  # F6
pyautogui.keyUp('shift')
pyautogui.hotkey('ctrl', 'd')
"""), obs(2, "F2:F6", "=SUM(B2:E2)", selsum(f_vals), True, "Selected: 5 rows, 1 column")))
    ck.tick(2)
    totals_row = [sum(r[j] for r in data) for j in range(1, 5)] + [sum(f_vals)]
    turns.append((code("""
pyautogui.click(128, 176)
pyautogui.write('B7\\n')
pyautogui.write('=SUM(B2:B6)\\n')
pyautogui.click(128, 176)
pyautogui.write('B7:F7\\n')
pyautogui.hotkey('ctrl', 'r')
"""), obs(3, "B7:F7", "=SUM(B2:B6)", selsum(totals_row), True, "Selected: 1 row, 5 columns")))
    ck.tick(1)
    data[3][2] = 14815
    turns.append((code("""
pyautogui.click(344, 287)  # C5 (West, Q2)
pyautogui.write('14815\\n')
"""), obs(4, "C6", "10425", "Average: 10425; Sum: 10425", True)))
    ck.tick(2)
    grand = sum(sum(r[1:]) for r in data)
    shares = [sum(r[1:]) / grand for r in data]
    turns.append((code("""
pyautogui.click(128, 176)
pyautogui.write('G1\\n')
pyautogui.write('Share\\n=F2/$F$7\\n')
pyautogui.click(128, 176)
pyautogui.write('G2:G6\\n')
pyautogui.hotkey('ctrl', 'd')
CalcTools.set_number_format('G2:G6', '0.0%')
"""), obs(5, "G2:G6", "=F2/$F$7", f"Average: {100 * sum(shares) / 5:.1f}%; Sum: {100 * sum(shares):.1f}%", True,
          "Selected: 5 rows, 1 column")))
    ck.tick(1)
    block = [v for r in data for v in r[1:]]
    turns.append((code("""
pyautogui.click(128, 176)
pyautogui.write('B2:E6\\n')
"""), obs(5, "B2:E6", str(data[0][1]), selsum(block), True, "Selected: 5 rows, 4 columns")))
    ck.tick(2)
    data.sort(key=lambda r: -sum(r[1:]))
    numeric = [v for r in data for v in r[1:]] + [sum(r[1:]) for r in data]
    pct = sum(shares)
    s = sum(numeric) + pct
    turns.append((code("""
pyautogui.click(128, 176)
pyautogui.write('A1:G6\\n')
pyautogui.click(586, 72)   # Data
pyautogui.click(628, 131)  # Sort...
pyautogui.click(1003, 402)  # Sort Key 1 -> Total
pyautogui.click(1158, 436)  # Descending
pyautogui.click(1118, 711)  # OK
"""), obs(5, "A1:G6", "Region", f"Average: {fmt(round(s / 30, 6))}; Sum: {fmt(round(s, 6))}", True,
          "Selected: 6 rows, 7 columns")))
    ck.tick(1)
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
pyautogui.sleep(1)
pyautogui.click(1090, 602)  # Keep Current Format: Use Excel 2007-365!
"""), obs(5, "A1:G6", "Region", f"Average: {fmt(round(s / 30, 6))}; Sum: {fmt(round(s, 6))}", False,
          "Selected: 6 rows, 7 columns")))
    rs.add("os", "h64-os-01", task("In quarterly_sales.xlsx add a Total column and a totals row with SUM formulas, fix West's Q2 figure to 14815, add each region's share of the grand total, sort regions by total (largest first) and save in xlsx format."),
           turns, state=state)


def dlg(title: str, x: int, y: int, w: int, h: int, items: list[tuple[str, str, str, int, int, int, int]]) -> list[str]:
    """A dialog: its frame, then its widgets given relative to the dialog's top-left corner."""
    return [E("dialog", title, "", x, y, w, h)] + [E(t, n, tx, x + dx, y + dy, dw, dh) for t, n, tx, dx, dy, dw, dh in items]


# ---------------------------------------------------------------- 08 Calc pivot table (contradiction: refreshed total does not add up)
def t08(rs: RowSet) -> None:
    ck = Clock("Feb 19", 15, 36)
    orders = [["02/01/24", "Alvarez", "North", "Widget Pro", 14, 2380], ["02/02/24", "Chen", "East", "Gizmo Lite", 30, 1950],
              ["02/03/24", "Okoro", "South", "Widget Pro", 9, 1530], ["02/05/24", "Alvarez", "North", "Gizmo Lite", 22, 1430],
              ["02/06/24", "Patel", "West", "Hub X", 5, 2475], ["02/07/24", "Chen", "East", "Widget Pro", 18, 3060],
              ["02/08/24", "Okoro", "South", "Hub X", 3, 1485], ["02/09/24", "Patel", "West", "Gizmo Lite", 40, 2600],
              ["02/12/24", "Alvarez", "North", "Hub X", 6, 2970], ["02/13/24", "Chen", "East", "Gizmo Lite", 12, 780],
              ["02/14/24", "Okoro", "South", "Widget Pro", 11, 1870], ["02/15/24", "Patel", "West", "Widget Pro", 7, 1190]]
    title = "feb_orders.xlsx"

    def order_cells() -> dict[str, str]:
        c = dict(zip([f"{x}1" for x in "ABCDEF"], ["Date", "Rep", "Region", "Product", "Units", "Revenue"]))
        for i, row in enumerate(orders, 2):
            for j, v in enumerate(row):
                c[f"{COLS[j]}{i}"] = str(v)
        return c

    def pivot_cells(snapshot: list[list]) -> dict[str, str]:
        by: dict[str, int] = {}
        for row in snapshot:
            by[row[2]] = by.get(row[2], 0) + row[5]
        c = {"A1": "Region", "B1": "Sum - Revenue"}
        for i, reg in enumerate(sorted(by), 2):
            c[f"A{i}"], c[f"B{i}"] = reg, str(by[reg])
        c[f"A{len(by) + 2}"], c[f"B{len(by) + 2}"] = "Total Result", str(sum(by.values()))
        return c

    def orders_view(nb: str, fx: str, sel: str, sheets: list[str], active: int, mod: bool, selected: str = "") -> str:
        return screen(ck.now, "LibreOffice Calc", calc(title, order_cells(), 8, 16, nb, fx, sheets, active, sel, modified=mod,
                                                       widths=[90, 90, 80, 100, 70, 80, 81, 81], selected=selected))

    def pivot_view(snapshot: list[list], nb: str, fx: str, sel: str, mod: bool) -> str:
        return screen(ck.now, "LibreOffice Calc", calc(title, pivot_cells(snapshot), 6, 12, nb, fx,
                                                       ["Pivot Table_Orders_1", "Orders"], 0, sel, modified=mod,
                                                       widths=[120, 110, 81, 81, 81, 81]))

    state = orders_view("A1", "Date", "Average: ; Sum: 0", ["Orders"], 0, False)
    turns = []
    ck.tick(1)
    rev = [r[5] for r in orders]
    turns.append((code("""
pyautogui.click(128, 176)
pyautogui.write('F2:F13\\n')
"""), orders_view("F2:F13", "2380", selsum(rev), ["Orders"], 0, False, "Selected: 12 rows, 1 column")))
    ck.tick(1)
    snap1 = [list(r) for r in orders]
    turns.append((code("""
CalcTools.create_pivot_table(source_range='Orders.A1:F13', row_fields=['Region'], data_fields=[('Revenue', 'sum')],
                             destination='new sheet')
"""), pivot_view(snap1, "A1", "Region", "Average: ; Sum: 0", True)))
    ck.tick(1)
    turns.append((code("CalcTools.switch_active_sheet('Orders')"),
                  orders_view("F2", "2380", "Average: 2380; Sum: 2380", ["Pivot Table_Orders_1", "Orders"], 1, True)))
    ck.tick(1)
    orders[5][5] = 3240
    turns.append((code("""
pyautogui.click(590, 325)  # F7 (Chen, East, Widget Pro)
pyautogui.write('3240\\n')
"""), orders_view("F8", "1485", "Average: 1485; Sum: 1485", ["Pivot Table_Orders_1", "Orders"], 1, True)))
    ck.tick(1)
    turns.append((code("CalcTools.switch_active_sheet('Pivot Table_Orders_1')"), pivot_view(snap1, "A1", "Region", "Average: ; Sum: 0", True)))
    ck.tick(1)
    snap2 = [list(r) for r in orders]
    turns.append((code("""
pyautogui.rightClick(180, 249)  # inside the pivot table
pyautogui.click(262, 512)  # Refresh
"""), pivot_view(snap2, "A3", "North", "Average: ; Sum: 0", True)))
    ck.tick(1)
    turns.append((code("""
pyautogui.hotkey('ctrl', 's')
pyautogui.sleep(1)
pyautogui.click(1090, 602)  # Use Excel 2007-365!
"""), pivot_view(snap2, "A3", "North", "Average: ; Sum: 0", False)))
    inject(turns, 6, "B6\t23900", "B6\t23990", seen=False, persist=True)
    rs.add("os", "h64-os-08", task("Build a pivot table of February revenue by region from feb_orders.xlsx, correct Chen's 02/07 Widget Pro revenue to 3240, refresh the pivot table and save."),
           turns, state=state, bad=True, turn=6,
           kind="After refreshing, East shows 5970 (up 180 from the edit) but Total Result reads 23990 instead of 23720+180=23900.")


# ---------------------------------------------------------------- 20 Calc named ranges + conditional formatting (contradiction: named range extent changes)
def t20(rs: RowSet) -> None:
    ck = Clock("Jun 4", 13, 5)
    names = ["Ana Costa", "Ben Oduya", "Carla Ruiz", "Deniz Aksoy", "Elif Sahin", "Farah Malik", "Gustavo Lima", "Hana Sato",
             "Ivan Petrov", "Jamal Wright", "Kira Nowak", "Liam Byrne", "Maya Haddad", "Nils Berg", "Omar Farouk",
             "Priya Shah", "Quinn Harper", "Rosa Medina", "Sami Virtanen", "Tomas Novak"]
    scores = [72, 55, 91, 64, 47, 58, 77, 88, 61, 69, 53, 80, 95, 66, 59, 74, 62, 85, 49, 70]
    st = {"pass": 60, "avg": False}
    title = "grades_term2.ods"
    W = [130, 70, 30, 110, 81, 81, 81]

    def cells() -> dict[str, str]:
        c = {"A1": "Student", "B1": "Score", "D1": "Pass mark", "E1": str(st["pass"]), "D2": "Average"}
        for i, (n, v) in enumerate(zip(names, scores), 2):
            c[f"A{i}"], c[f"B{i}"] = n, str(v)
        if st["avg"]:
            c["E2"] = fmt(sum(scores) / len(scores))
        return c

    def view(nb: str, fx: str, sel: str, mod: bool, dialog: list[str] | None = None, selected: str = "") -> str:
        return screen(ck.now, "LibreOffice Calc", calc(title, cells(), 7, 23, nb, fx, ["Scores", "Roster"], 0, sel,
                                                       modified=mod, widths=W, dialog=dialog, selected=selected))

    def manage_names() -> list[str]:
        return dlg("Manage Names", 610, 290, 700, 460, [
            ("table", "Names", "", 20, 20, 660, 250),
            ("table-column-header", "Name", "", 20, 20, 180, 24), ("table-column-header", "Range or Formula Expression", "", 200, 20, 300, 24),
            ("table-column-header", "Scope", "", 500, 20, 180, 24),
            ("table-cell", "", "passmark", 20, 44, 180, 22), ("table-cell", "", "$Scores.$E$1", 200, 44, 300, 22), ("table-cell", "", "Document (Global)", 500, 44, 180, 22),
            ("table-cell", "", "scores", 20, 66, 180, 22), ("table-cell", "", "$Scores.$B$2:$B$21", 200, 66, 300, 22), ("table-cell", "", "Document (Global)", 500, 66, 180, 22),
            ("text", "Name:", "passmark", 150, 290, 250, 26), ("text", "Range or formula expression:", "$Scores.$E$1", 150, 324, 250, 26),
            ("combo-box", "Scope:", "Document (Global)", 150, 358, 250, 26),
            ("push-button", "Add", "", 20, 410, 90, 32), ("push-button", "Delete", "", 120, 410, 90, 32),
            ("push-button", "Help", "", 380, 410, 90, 32), ("push-button", "OK", "", 480, 410, 90, 32), ("push-button", "Cancel", "", 590, 410, 90, 32)])

    state = view("A1", "Student", "Average: ; Sum: 0", False)
    turns = []
    ck.tick(1)
    turns.append((code("""
pyautogui.click(128, 176)
pyautogui.write('B2:B21\\n')
"""), view("B2:B21", "72", selsum(scores), False, selected="Selected: 20 rows, 1 column")))
    ck.tick(1)
    turns.append((code("""
pyautogui.click(420, 72)   # Sheet
pyautogui.click(480, 520)  # Named Ranges and Expressions
pyautogui.click(700, 520)  # Define...
"""), view("B2:B21", "72", selsum(scores), False, dlg("Define Name", 710, 360, 500, 300, [
        ("text", "Name:", "", 180, 20, 300, 26), ("text", "Range or formula expression:", "$Scores.$B$2:$B$21", 180, 56, 300, 26),
        ("combo-box", "Scope:", "Document (Global)", 180, 92, 300, 26), ("label", "", "Define the name and range or formula expression.", 20, 130, 460, 20),
        ("check-box", "Print range", "", 20, 160, 200, 20), ("check-box", "Filter", "", 20, 184, 200, 20),
        ("push-button", "Help", "", 20, 250, 90, 32), ("push-button", "Add", "", 290, 250, 90, 32), ("push-button", "Cancel", "", 390, 250, 90, 32)]),
        selected="Selected: 20 rows, 1 column")))
    ck.tick(1)
    turns.append((code("""
pyautogui.click(990, 393)  # Name:
pyautogui.write('scores')
pyautogui.click(1045, 625)  # Add
"""), view("scores", "72", selsum(scores), True, selected="Selected: 20 rows, 1 column")))
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 'f3')  # Manage Names"),
                  view("scores", "72", selsum(scores), True, manage_names(), selected="Selected: 20 rows, 1 column")))
    ck.tick(2)
    st["avg"] = True
    turns.append((code("""
pyautogui.click(1145, 715)  # OK
pyautogui.click(128, 176)
pyautogui.write('E2\\n')
pyautogui.write('=AVERAGE(scores)\\n')
"""), view("E3", "", "Average: ; Sum: 0", True)))
    ck.tick(1)
    cond = dlg("Conditional Formatting for B2:B21", 560, 250, 800, 520, [
        ("combo-box", "Condition 1", "Cell value is", 30, 40, 200, 28), ("combo-box", "", "less than", 240, 40, 200, 28),
        ("text", "", "passmark", 450, 40, 320, 28), ("combo-box", "Apply Style:", "Bad", 130, 80, 200, 28),
        ("label", "", "Example", 340, 80, 430, 60), ("push-button", "Add", "", 30, 420, 90, 32),
        ("push-button", "Remove", "", 130, 420, 90, 32), ("text", "Cell Range", "B2:B21", 130, 470, 400, 26),
        ("push-button", "OK", "", 580, 470, 90, 32), ("push-button", "Cancel", "", 690, 470, 90, 32)])
    turns.append((code("""
pyautogui.click(128, 176)
pyautogui.write('scores\\n')
pyautogui.click(334, 72)   # Format
pyautogui.click(410, 520)  # Conditional
pyautogui.click(600, 520)  # Condition...
pyautogui.click(800, 304); pyautogui.click(800, 410)  # less than
pyautogui.click(1180, 304); pyautogui.write('passmark')
pyautogui.click(790, 344); pyautogui.click(790, 430)  # Apply Style: Bad
"""), view("scores", "72", selsum(scores), True, cond, selected="Selected: 20 rows, 1 column")))
    ck.tick(1)
    turns.append((code("pyautogui.click(1185, 735)  # OK"), view("scores", "72", selsum(scores), True, selected="Selected: 20 rows, 1 column")))
    ck.tick(1)
    manage_cf = dlg("Manage Conditional Formatting", 620, 320, 680, 380, [
        ("table", "Conditional Formats", "", 20, 40, 640, 240),
        ("table-column-header", "Range", "", 20, 40, 200, 24), ("table-column-header", "First Condition", "", 220, 40, 440, 24),
        ("table-cell", "", "B2:B21", 20, 64, 200, 22), ("table-cell", "", "Cell value is less than passmark", 220, 64, 440, 22),
        ("push-button", "Add", "", 20, 296, 90, 32), ("push-button", "Edit...", "", 120, 296, 90, 32), ("push-button", "Remove", "", 220, 296, 90, 32),
        ("push-button", "Help", "", 20, 336, 90, 32), ("push-button", "OK", "", 460, 336, 90, 32), ("push-button", "Cancel", "", 570, 336, 90, 32)])
    turns.append((code("""
pyautogui.click(334, 72)   # Format
pyautogui.click(410, 520)  # Conditional
pyautogui.click(600, 616)  # Manage...
"""), view("scores", "72", selsum(scores), True, manage_cf, selected="Selected: 20 rows, 1 column")))
    ck.tick(2)
    scores[5] = 64
    turns.append((code("""
pyautogui.click(1135, 670)  # OK
pyautogui.click(280, 325)   # B7 (Farah Malik)
pyautogui.write('64\\n')
"""), view("B8", "77", "Average: 77; Sum: 77", True)))
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 'f3')  # Manage Names"), view("B8", "77", "Average: 77; Sum: 77", True, manage_names())))
    ck.tick(1)
    st["pass"] = 65
    turns.append((code("""
pyautogui.click(1255, 715)  # Cancel
pyautogui.click(128, 176)
pyautogui.write('E1\\n')
pyautogui.write('65\\n')
"""), view("E2", "=AVERAGE(scores)", f"Average: {fmt(sum(scores) / 20)}; Sum: {fmt(sum(scores) / 20)}", True)))
    ck.tick(1)
    turns.append((code("CalcTools.save()"),
                  view("E2", "=AVERAGE(scores)", f"Average: {fmt(sum(scores) / 20)}; Sum: {fmt(sum(scores) / 20)}", False)))
    inject(turns, 10, "$Scores.$B$2:$B$21", "$Scores.$B$2:$B$20")
    rs.add("os", "h64-os-20", task("In grades_term2.ods define a named range 'scores' for all twenty scores, compute their average in E2, highlight scores below the pass mark with the Bad style, correct Farah Malik's score to 64, raise the pass mark to 65 and save."),
           turns, state=state, bad=True, turn=10,
           kind="Manage Names lists 'scores' as $Scores.$B$2:$B$20 though it was defined and shown as $Scores.$B$2:$B$21 and never edited.")


# ---------------------------------------------------------------- Files (Nautilus 42)
SIDEBAR = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash", "Other Locations"]


def files(crumbs: list[str], items: list[tuple[str, str, str]], *, selected: str = "", sidebar: str = "", extra: list[str] | None = None,
          trash: bool = False, status: str = "") -> list[str]:
    """A Files window in list view. items: (name, size, modified) or, in Trash, (name, size, original location|trashed on)."""
    title = crumbs[-1]
    rows = [E("frame", title, "", 70, 27, 1850, 1053),
            E("push-button", "Back", "", 310, 37, 34, 34), E("push-button", "Forward", "", 346, 37, 34, 34)]
    x = 392
    for c in crumbs:
        rows.append(E("toggle-button", c, "", x, 37, 20 + 9 * len(c), 34))
        x += 24 + 9 * len(c)
    rows += [E("toggle-button", "Search", "", 1670, 37, 34, 34), E("push-button", "View options", "", 1712, 37, 34, 34),
             E("toggle-button", "List View", "", 1754, 37, 34, 34), E("toggle-button", "Main menu", "", 1796, 37, 34, 34),
             E("push-button", "Close", "", 1870, 37, 34, 34)]
    for i, s in enumerate(SIDEBAR):
        rows.append(E("list-item", s, "", 70, 84 + 36 * i, 240, 36, desc="selected" if s == sidebar else ""))
    rows.append(E("list-item", "+ Other Locations", "", 70, 84 + 36 * len(SIDEBAR) + 12, 240, 36))
    cols = ["Name", "Size", "Original Location", "Trashed On"] if trash else ["Name", "Size", "Modified", "Star"]
    widths = [760, 150, 480, 200] if trash else [960, 180, 300, 100]
    x = 320
    rows.append(E("table", "Content View", "", 310, 74, 1610, 1006))
    for c, w in zip(cols, widths):
        rows.append(E("table-column-header", c, "", x, 74, w, 32))
        x += w
    for i, it in enumerate(items):
        x = 320
        y = 106 + 36 * i
        vals = list(it) + ([] if trash else [""])
        for j, (v, w) in enumerate(zip(vals, widths)):
            rows.append(E("table-cell", "", v, x, y, w, 36, desc="selected" if j == 0 and it[0] == selected else ""))
            x += w
    if trash:
        rows += [E("label", "", "Trashed files are automatically deleted after 30 days.", 700, 1040, 600, 20),
                 E("push-button", "Empty…", "", 1840, 1034, 70, 34)]
    if status:
        rows.append(E("label", "", status, 1520, 1040, 390, 28))
    return rows + (extra or [])


# ---------------------------------------------------------------- 02 Files rename and trash (contradiction: renamed file back under old name)
def t02(rs: RowSet) -> None:
    ck = Clock("Mar 14", 10, 5)
    items = [("inv-2024-01-old.pdf", "176.4 kB", "Jan 31"), ("inv-2024-01.pdf", "181.0 kB", "Feb 1"),
             ("inv-2024-02.pdf", "179.9 kB", "Mar 1"), ("inv-2024-03-draft.pdf", "184.2 kB", "09:47"),
             ("payment-log.ods", "22.6 kB", "Mar 12"), ("remittance-acme.pdf", "96.3 kB", "Mar 8"),
             ("vendor-list.csv", "3.4 kB", "Feb 19")]
    crumbs = ["Home", "Documents", "invoices"]
    state = screen(ck.now, "", [])
    turns = []
    ck.tick(1)
    turns.append((code("subprocess.run(['nautilus', '/home/maria/Documents/invoices'])"),
                  screen(ck.now, "Files", files(crumbs, items))))
    ck.tick(1)
    pop = [E("popover", "Rename File", "", 520, 250, 420, 110), E("label", "", "File name", 540, 262, 200, 20),
           E("text", "File name", "inv-2024-03-draft.pdf", 540, 290, 300, 34), E("push-button", "Rename", "", 850, 290, 80, 34)]
    turns.append((code("""
pyautogui.click(520, 232)  # inv-2024-03-draft.pdf
pyautogui.press('f2')
"""), screen(ck.now, "Files", files(crumbs, items, selected="inv-2024-03-draft.pdf", extra=pop,
                                    status="“inv-2024-03-draft.pdf” selected (184.2 kB)"))))
    ck.tick(1)
    items[3] = ("inv-2024-03-final.pdf", "184.2 kB", "09:47")
    turns.append((code("""
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('inv-2024-03-final.pdf')
pyautogui.press('enter')
"""), screen(ck.now, "Files", files(crumbs, items, selected="inv-2024-03-final.pdf",
                                    status="“inv-2024-03-final.pdf” selected (184.2 kB)"))))
    ck.tick(1)
    items.pop(0)
    toast = [E("notification", "", "“inv-2024-01-old.pdf” deleted", 760, 980, 400, 48), E("push-button", "Undo", "", 1080, 988, 60, 32),
             E("push-button", "Close", "", 1146, 988, 32, 32)]
    turns.append((code("""
pyautogui.click(520, 124)  # inv-2024-01-old.pdf
pyautogui.press('delete')
"""), screen(ck.now, "Files", files(crumbs, items, extra=toast))))
    trashed_at = ck.hm()
    ck.tick(1)
    trash_items = [("inv-2024-01-old.pdf", "176.4 kB", "Documents/invoices", trashed_at), ("scan_0012.jpg", "1.2 MB", "Pictures", "Mar 11"),
                   ("Untitled Document 2", "0 bytes", "Desktop", "Mar 7")]
    turns.append((code("pyautogui.click(150, 426)  # Trash"),
                  screen(ck.now, "Files", files(["Trash"], trash_items, sidebar="Trash", trash=True))))
    ck.tick(1)
    docs = [("contracts", "5 items", "Mar 6"), ("invoices", "6 items", trashed_at), ("tax-2023", "12 items", "Feb 22"),
            ("notes.txt", "1.8 kB", "Mar 13")]
    turns.append((code("pyautogui.click(150, 246)  # Documents"),
                  screen(ck.now, "Files", files(["Home", "Documents"], docs, sidebar="Documents"))))
    ck.tick(1)
    turns.append((code("pyautogui.doubleClick(520, 160)  # invoices"), screen(ck.now, "Files", files(crumbs, items))))
    ck.tick(1)
    props = dlg("inv-2024-02.pdf Properties", 660, 240, 600, 560, [
        ("page-tab", "Basic", "", 170, 10, 80, 34), ("page-tab", "Permissions", "", 250, 10, 110, 34), ("page-tab", "Open With", "", 360, 10, 100, 34),
        ("text", "Name", "inv-2024-02.pdf", 180, 80, 380, 34), ("label", "Type", "PDF document (application/pdf)", 180, 130, 380, 20),
        ("label", "Size", "179.9 kB (179,874 bytes)", 180, 160, 380, 20), ("label", "Parent Folder", "/home/maria/Documents/invoices", 180, 190, 380, 20),
        ("label", "Accessed", "Wed 13 Mar 2024 04:51:07 PM CET", 180, 240, 380, 20), ("label", "Modified", "Fri 01 Mar 2024 08:15:22 AM CET", 180, 270, 380, 20),
        ("label", "Created", "Fri 01 Mar 2024 08:15:22 AM CET", 180, 300, 380, 20)])
    turns.append((code("""
pyautogui.rightClick(520, 160)  # inv-2024-02.pdf
pyautogui.click(600, 520)      # Properties
"""), screen(ck.now, "Files", files(crumbs, items, selected="inv-2024-02.pdf", extra=props,
                                    status="“inv-2024-02.pdf” selected (179.9 kB)"))))
    ck.tick(1)
    turns.append((code("pyautogui.press('escape')"),
                  screen(ck.now, "Files", files(crumbs, items, selected="inv-2024-02.pdf", status="“inv-2024-02.pdf” selected (179.9 kB)"))))
    inject(turns, 7, "inv-2024-03-final.pdf", "inv-2024-03-draft.pdf", state, persist=True)
    rs.add("os", "h64-os-02", task("In ~/Documents/invoices rename the March draft invoice to inv-2024-03-final.pdf, move the obsolete January copy to the Trash, then check the invoice folder and the properties of the February invoice."),
           turns, state=state, bad=True, turn=7,
           kind="Back in the invoices folder the renamed inv-2024-03-final.pdf is listed again under its old name inv-2024-03-draft.pdf.")


# ---------------------------------------------------------------- 14 Files properties, permissions, compress, trash (clean)
def t14(rs: RowSet) -> None:
    ck = Clock("Mar 13", 9, 38)
    items = [("charts", "3 items", "Mar 2"), ("build.sh", "2.1 kB", "Feb 27"), ("data.csv", "48.7 kB", "Mar 5"),
             ("README.md", "1.3 kB", "Feb 20"), ("summary.md", "6.4 kB", "Mar 6")]
    crumbs = ["Home", "projects", "reports"]

    def props(tab: str, exec_on: bool) -> list[str]:
        head = [("page-tab", "Basic", "", 170, 10, 80, 34), ("page-tab", "Permissions", "", 250, 10, 110, 34),
                ("page-tab", "Open With", "", 360, 10, 100, 34)]
        if tab == "Basic":
            body = [("text", "Name", "build.sh", 180, 80, 380, 34), ("label", "Type", "shell script (application/x-shellscript)", 180, 130, 380, 20),
                    ("label", "Size", "2.1 kB (2,148 bytes)", 180, 160, 380, 20), ("label", "Parent Folder", "/home/alex/projects/reports", 180, 190, 380, 20),
                    ("label", "Accessed", "Wed 13 Mar 2024 09:31:46 AM", 180, 240, 380, 20),
                    ("label", "Modified", "Tue 27 Feb 2024 04:12:58 PM", 180, 270, 380, 20),
                    ("label", "Created", "Tue 27 Feb 2024 04:12:58 PM", 180, 300, 380, 20)]
        else:
            body = [("label", "Owner", "Me", 200, 80, 300, 20), ("combo-box", "Access", "Read and Write", 200, 110, 300, 34),
                    ("combo-box", "Group", "alex", 200, 170, 300, 34), ("combo-box", "Access", "Read-only", 200, 210, 300, 34),
                    ("combo-box", "Others Access", "Read-only", 200, 270, 300, 34),
                    ("check-box", "Allow executing file as program", "", 200, 330, 300, 24),
                    ("label", "Security context", "unconfined_u:object_r:user_home_t:s0", 200, 380, 340, 20)]
        rows = dlg("build.sh Properties", 660, 240, 600, 560, head + body)
        if tab != "Basic":
            idx = next(i for i, r in enumerate(rows) if r.startswith("check-box"))
            rows[idx] = rows[idx].replace("\t\t\t(", "\t\t" + ("checked" if exec_on else "") + "\t(", 1)
        return rows

    state = screen(ck.now, "", [])
    turns = []
    ck.tick(1)
    turns.append((code("subprocess.run(['nautilus', '/home/alex/projects/reports'])"), screen(ck.now, "Files", files(crumbs, items))))
    ck.tick(1)
    sel = "“build.sh” selected (2.1 kB)"
    turns.append((code("""
pyautogui.rightClick(520, 160)  # build.sh
pyautogui.click(600, 520)      # Properties
"""), screen(ck.now, "Files", files(crumbs, items, selected="build.sh", status=sel, extra=props("Basic", False)))))
    ck.tick(1)
    turns.append((code("pyautogui.click(965, 267)  # Permissions tab"),
                  screen(ck.now, "Files", files(crumbs, items, selected="build.sh", status=sel, extra=props("Permissions", False)))))
    turns.append((code("pyautogui.click(872, 582)  # Allow executing file as program"),
                  screen(ck.now, "Files", files(crumbs, items, selected="build.sh", status=sel, extra=props("Permissions", True)))))
    ck.tick(1)
    turns.append((code("pyautogui.press('escape')"), screen(ck.now, "Files", files(crumbs, items, selected="build.sh", status=sel))))
    ck.tick(1)
    comp = dlg("Create Archive", 710, 380, 500, 260, [
        ("label", "", "Archive name", 30, 60, 200, 20), ("text", "Archive name", "Archive", 30, 90, 320, 34),
        ("combo-box", "", ".zip", 360, 90, 110, 34), ("radio-button", "Compatible with all operating systems.", "", 30, 140, 440, 20),
        ("push-button", "Cancel", "", 10, 8, 80, 34), ("push-button", "Create", "", 410, 8, 80, 34)])
    turns.append((code("""
pyautogui.click(520, 124)  # charts
pyautogui.keyDown('ctrl'); pyautogui.click(520, 196); pyautogui.keyUp('ctrl')  # data.csv
pyautogui.rightClick(520, 196)
pyautogui.click(610, 470)  # Compress…
"""), screen(ck.now, "Files", files(crumbs, items, selected="charts", status="1 folder selected (containing 3 items), 1 item selected (48.7 kB)", extra=comp))))
    ck.tick(1)
    items.insert(3, ("q1-bundle.zip", "612.4 kB", ck.hm()))
    turns.append((code("""
pyautogui.click(900, 487)
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('q1-bundle')
pyautogui.click(1160, 405)  # Create
"""), screen(ck.now, "Files", files(crumbs, items, selected="q1-bundle.zip", status="“q1-bundle.zip” selected (612.4 kB)"))))
    ck.tick(1)
    items.pop(2)
    toast = [E("notification", "", "“data.csv” deleted", 760, 980, 400, 48), E("push-button", "Undo", "", 1080, 988, 60, 32),
             E("push-button", "Close", "", 1146, 988, 32, 32)]
    turns.append((code("""
pyautogui.click(520, 196)  # data.csv
pyautogui.press('delete')
"""), screen(ck.now, "Files", files(crumbs, items, extra=toast))))
    trashed = ck.hm()
    ck.tick(1)
    tr = [("data.csv", "48.7 kB", "projects/reports", trashed), ("old-notes.txt", "912 bytes", "Documents", "Feb 28")]
    turns.append((code("pyautogui.click(150, 426)  # Trash"),
                  screen(ck.now, "Files", files(["Trash"], tr, sidebar="Trash", trash=True))))
    ck.tick(1)
    turns.append((code("""
pyautogui.rightClick(520, 124)  # data.csv
pyautogui.click(600, 160)      # Restore From Trash
"""), screen(ck.now, "Files", files(["Trash"], tr[1:], sidebar="Trash", trash=True))))
    ck.tick(1)
    items.insert(2, ("data.csv", "48.7 kB", "Mar 5"))
    turns.append((code("pyautogui.hotkey('alt', 'left')"), screen(ck.now, "Files", files(crumbs, items))))
    rs.add("os", "h64-os-14", task("In ~/projects/reports make build.sh executable, bundle the charts folder and data.csv into q1-bundle.zip, then move data.csv to the Trash and restore it again."),
           turns, state=state)


# ---------------------------------------------------------------- 03 Disks (contradiction: EFI partition UUID changes)
def t03(rs: RowSet) -> None:
    ck = Clock("Apr 2", 16, 21)
    drives = [("512 GB Disk", "Samsung SSD 980 PRO 512GB"), ("16 GB Drive", "SanDisk Ultra Fit"),
              ("66 MB Loop Device", "/var/lib/snapd/snaps/core20_2105.snap"), ("78 MB Loop Device", "/var/lib/snapd/snaps/core22_1122.snap"),
              ("255 MB Loop Device", "/var/lib/snapd/snaps/firefox_3836.snap"), ("498 MB Loop Device", "/var/lib/snapd/snaps/gnome-42-2204_141.snap")]
    nvme = {"Model": "Samsung SSD 980 PRO 512GB (5B2QGXA7)", "Serial Number": "S5GXNX0T318402M",
            "Size": "512 GB (512,110,190,592 bytes)", "Partitioning": "GUID Partition Table",
            "Assessment": "Disk is OK (38° C / 100° F)"}
    usb = {"Model": "SanDisk Ultra Fit (1.00)", "Serial Number": "4C530001230918116453",
           "Size": "16 GB (15,376,318,464 bytes)", "Partitioning": "Master Boot Record", "Assessment": "—"}
    p1 = {"Size": "538 MB (537,919,488 bytes) — 532 MB free (1.1% full)", "Device": "/dev/nvme0n1p1", "UUID": "4E1A-9C2B",
          "Partition Type": "EFI System", "Contents": "FAT (32-bit version) — Mounted at /boot/efi"}
    p2 = {"Size": "511 GB (511,570,444,288 bytes) — 402 GB free (21.4% full)", "Device": "/dev/nvme0n1p2",
          "UUID": "3f6c1a2e-8d4b-4f0e-9b61-2c7a5e0d91f4", "Partition Type": "Linux Filesystem",
          "Contents": "Ext4 (version 1.0) — Mounted at Filesystem Root"}

    def usbp(mounted: bool) -> dict[str, str]:
        return {"Size": "15 GB (15,375,269,888 bytes)" + (" — 9.8 GB free (36.4% full)" if mounted else ""), "Device": "/dev/sda1",
                "UUID": "6A1C-2F03", "Partition Type": "W95 FAT32 (LBA) (Bootable)",
                "Contents": "FAT (32-bit version) — " + ("Mounted at /media/alex/SANDISK" if mounted else "Not Mounted")}

    def disks(drive: int, info: dict[str, str], vols: list[tuple[str, int]], vsel: int, part: dict[str, str], mounted: bool) -> str:
        rows = [E("frame", "Disks", "", 70, 27, 1850, 1053), E("push-button", "Main menu", "", 440, 37, 34, 34),
                E("push-button", "Drive Options", "", 1820, 37, 34, 34), E("push-button", "Power off this disk", "", 1780, 37, 34, 34)]
        for i, (a, b) in enumerate(drives):
            rows.append(E("list-item", f"{a}\n{b}", "", 70, 74 + 64 * i, 420, 64, desc="selected" if i == drive else ""))
        y = 100
        for k, v in info.items():
            rows += [E("label", "", k, 520, y, 200, 20), E("label", k, v, 740, y, 900, 20)]
            y += 26
        rows.append(E("label", "", "Volumes", 520, 260, 200, 20))
        x = 520
        for i, (lbl, w) in enumerate(vols):
            rows.append(E("toggle-button", lbl, "", x, 290, w, 90, desc="selected" if i == vsel else ""))
            x += w
        is_mounted = part["Contents"].find("Mounted at") >= 0
        rows += [E("push-button", "Unmount selected partition" if is_mounted else "Mount selected partition", "", 520, 390, 34, 34),
                 E("push-button", "Additional partition options", "", 560, 390, 34, 34)]
        y = 450
        for k, v in part.items():
            rows += [E("label", "", k, 520, y, 200, 20), E("label", k, v, 740, y, 900, 20)]
            y += 26
        extra = ("Disks",) + (("SANDISK",) if mounted else ())
        return screen(ck.now, "Disks", rows, dock_extra=extra)

    nv = [("Partition 1\n538 MB FAT", 120), ("Partition 2\n511 GB Ext4", 1260)]
    uv = [("SANDISK\nPartition 1\n15 GB FAT", 1380)]
    state = screen(ck.now, "", [], dock_extra=("SANDISK",))
    turns = []
    ck.tick(1)
    turns.append((code("subprocess.Popen(['gnome-disks'])"), disks(0, nvme, nv, 0, p1, True)))
    turns.append((code("pyautogui.click(1100, 335)  # Partition 2"), disks(0, nvme, nv, 1, p2, True)))
    ck.tick(1)
    turns.append((code("pyautogui.click(580, 335)  # Partition 1"), disks(0, nvme, nv, 0, p1, True)))
    ck.tick(1)
    turns.append((code("pyautogui.click(280, 170)  # 16 GB Drive"), disks(1, usb, uv, 0, usbp(True), True)))
    ck.tick(1)
    turns.append((code("pyautogui.click(537, 407)  # Unmount selected partition"), disks(1, usb, uv, 0, usbp(False), False)))
    ck.tick(1)
    turns.append((code("pyautogui.click(537, 407)  # Mount selected partition"), disks(1, usb, uv, 0, usbp(True), True)))
    inject(turns, 3, "4E1A-9C2B", "4E1A-9B2C", state)
    rs.add("os", "h64-os-03", task("Open Disks, note the UUIDs of both NVMe partitions, then safely unmount the SanDisk USB stick and mount it again."),
           turns, state=state, bad=True, turn=3,
           kind="Reselecting NVMe Partition 1 shows UUID 4E1A-9B2C where the same partition showed 4E1A-9C2B two turns earlier.")


# ---------------------------------------------------------------- 09 Archive Manager (contradiction: file added to the archive is missing)
def t09(rs: RowSet) -> None:
    ck = Clock("Mar 13", 18, 14)
    root = [("assets", "", "Folder", ""), ("css", "", "Folder", ""), ("js", "", "Folder", ""),
            ("about.html", "7.4 kB", "HTML document", "04 March 2024, 16:20"), ("contact.html", "5.9 kB", "HTML document", "04 March 2024, 16:20"),
            ("index.html", "12.3 kB", "HTML document", "11 March 2024, 09:02"), ("robots.txt", "68 bytes", "plain text document", "19 January 2024, 11:45")]
    css = [("vendor", "", "Folder", ""), ("print.css", "1.8 kB", "CSS stylesheet", "22 February 2024, 14:10"),
           ("style.css", "14.6 kB", "CSS stylesheet", "11 March 2024, 09:02")]

    def fr(loc: str, items: list[tuple[str, str, str, str]], extra: list[str] | None = None, sel: str = "") -> str:
        rows = [E("frame", "site-backup.tar.gz", "", 70, 27, 1850, 1053), E("push-button", "Extract", "", 80, 37, 80, 34),
                E("push-button", "Add Files", "", 166, 37, 34, 34), E("toggle-button", "Search", "", 1760, 37, 34, 34),
                E("push-button", "Main menu", "", 1800, 37, 34, 34), E("push-button", "Go to the previous visited location", "", 80, 80, 34, 30),
                E("push-button", "Go to the next visited location", "", 116, 80, 34, 30), E("push-button", "Go to the home location", "", 152, 80, 34, 30),
                E("push-button", "Go up one level", "", 188, 80, 34, 30), E("label", "", "Location:", 232, 86, 70, 20),
                E("text", "Location", loc, 306, 80, 1600, 30), E("table", "", "", 70, 118, 1850, 962)]
        x = 80
        for c, w in [("Name", 700), ("Size", 160), ("Type", 300), ("Date Modified", 400)]:
            rows.append(E("table-column-header", c, "", x, 118, w, 30))
            x += w
        for i, it in enumerate(items):
            x = 80
            for j, (v, w) in enumerate(zip(it, [700, 160, 300, 400])):
                rows.append(E("table-cell", "", v, x, 148 + 30 * i, w, 30, desc="selected" if j == 0 and it[0] == sel else ""))
                x += w
        return screen(ck.now, "Archive Manager", rows + (extra or []))

    state = screen(ck.now, "", [])
    turns = []
    ck.tick(1)
    turns.append((code("subprocess.Popen(['file-roller', '/home/dana/Downloads/site-backup.tar.gz'])"), fr("/", root)))
    ck.tick(1)
    docs = [("drafts", "", "4 items", "Mar 1"), ("site-notes.md", "Markdown document", "2.2 kB", "Mar 12"),
            ("sitemap.xml", "XML document", "3.1 kB", "18:02"), ("style-guide.pdf", "PDF document", "1.4 MB", "Feb 9")]
    chooser = [E("dialog", "Add Files", "", 460, 200, 1000, 680), E("push-button", "Cancel", "", 470, 210, 80, 34),
               E("push-button", "Add", "", 1370, 210, 80, 34), E("toggle-button", "Home", "", 720, 210, 70, 34),
               E("toggle-button", "Documents", "", 794, 210, 110, 34)]
    for i, (n, t, s, m) in enumerate(docs):
        chooser += [E("table-cell", "", n, 720, 270 + 32 * i, 380, 32), E("table-cell", "", s, 1100, 270 + 32 * i, 100, 32),
                    E("table-cell", "", t, 1200, 270 + 32 * i, 140, 32), E("table-cell", "", m, 1340, 270 + 32 * i, 110, 32)]
    chooser += [E("check-box", "Add only if newer", "", 720, 780, 200, 24), E("label", "", "Include files:", 930, 782, 100, 20),
                E("text", "Include files:", "*", 1040, 776, 140, 30), E("label", "", "Exclude files:", 1190, 782, 100, 20),
                E("text", "Exclude files:", "", 1300, 776, 140, 30)]
    turns.append((code("pyautogui.click(183, 54)  # Add Files"), fr("/", root, chooser)))
    ck.tick(1)
    root.append(("sitemap.xml", "3.1 kB", "XML document", "13 March 2024, 18:02"))
    turns.append((code("""
pyautogui.click(900, 350)  # sitemap.xml
pyautogui.click(1410, 227)  # Add
"""), fr("/", root, sel="sitemap.xml")))
    ck.tick(1)
    turns.append((code("pyautogui.doubleClick(300, 193)  # css"), fr("/css/", css)))
    turns.append((code("pyautogui.click(205, 95)  # Go up one level"), fr("/", root, sel="css")))
    ck.tick(1)
    ext = [E("dialog", "Extract", "", 460, 200, 1000, 680), E("push-button", "Cancel", "", 470, 210, 80, 34),
           E("push-button", "Extract", "", 1360, 210, 90, 34), E("toggle-button", "Home", "", 720, 210, 70, 34),
           E("toggle-button", "Downloads", "", 794, 210, 110, 34), E("table-cell", "", "site-backup.tar.gz", 720, 270, 380, 32),
           E("table-cell", "", "invoice-8842.pdf", 720, 302, 380, 32), E("radio-button", "All files", "", 720, 740, 160, 24, desc="checked"),
           E("radio-button", "Selected files", "", 720, 768, 160, 24), E("check-box", "Keep directory structure", "", 1000, 740, 240, 24, desc="checked"),
           E("check-box", "Do not overwrite newer files", "", 1000, 768, 240, 24)]
    turns.append((code("pyautogui.click(120, 54)  # Extract"), fr("/", root, ext, sel="css")))
    ck.tick(1)
    done = [E("dialog", "", "", 760, 420, 400, 200), E("label", "", "Extraction completed successfully", 790, 470, 340, 24),
            E("push-button", "Close", "", 780, 570, 170, 36), E("push-button", "Show the Files", "", 970, 570, 170, 36)]
    turns.append((code("pyautogui.click(1405, 227)  # Extract"), fr("/", root, done, sel="css")))
    ck.tick(1)
    months = {"January": "Jan", "February": "Feb", "March": "Mar"}
    out = []
    for n, size, _t, m in root:
        if not m:
            out.append((n, {"assets": "6 items", "css": "3 items", "js": "4 items"}[n], "Mar 11"))
        else:
            d, mon, _y, hm = m.replace(",", "").split()
            out.append((n, size, hm if (mon, d) == ("March", "13") else f"{months[mon]} {int(d)}"))
    turns.append((code("pyautogui.click(1055, 588)  # Show the Files"),
                  screen(ck.now, "Files", files(["Home", "Downloads", "site-backup"], out), dock_extra=("Archive Manager",))))
    row_plain = "\n" + "\n".join(E("table-cell", "", v, x, 148 + 30 * 7, w, 30)
                                  for v, x, w in zip(root[7], [80, 780, 940, 1240], [700, 160, 300, 400]))
    inject(turns, 5, row_plain, "", seen=False, persist=True)  # shown (selected) in turn 3
    rs.add("os", "h64-os-09", task("Add ~/Documents/sitemap.xml to ~/Downloads/site-backup.tar.gz, look inside the css folder, then extract the whole archive into ~/Downloads and open the result."),
           turns, state=state, bad=True, turn=5,
           kind="Back at the archive root, sitemap.xml (added two turns earlier and listed then) is missing from the listing.")


# ---------------------------------------------------------------- Thunderbird 115
def tb(account: str, folder: str, folders: list[tuple[str, str]], msgs: list[dict], unread: int, total: int, *,
       tags_col: bool = False, selected: str = "", pane: list[str] | None = None, extra: list[str] | None = None,
       qf: list[str] | None = None) -> list[str]:
    rows = [E("frame", f"{folder} - {account} - Mozilla Thunderbird", "", 70, 27, 1850, 1053),
            E("page-tab", folder, "", 120, 30, 240, 36, desc="selected"),
            E("push-button", "Get Messages", "", 120, 74, 120, 32), E("push-button", "Write", "", 246, 74, 80, 32),
            E("push-button", "Tag", "", 332, 74, 60, 32), E("push-button", "Quick Filter", "", 398, 74, 110, 32),
            E("entry", "Search", "", 760, 74, 480, 32, desc="Search <Ctrl+K>"), E("push-button", "AppMenu", "", 1870, 74, 40, 32)]
    for i, s in enumerate(["Mail", "Address Book", "Calendar", "Tasks", "Chat", "Settings"]):
        rows.append(E("push-button", s, "", 72, 120 + 44 * i, 40, 40))
    rows.append(E("tree-item", account, "", 116, 120, 284, 30))
    for i, (f, badge) in enumerate(folders):
        rows.append(E("tree-item", f, badge, 130, 152 + 30 * i, 270, 30, desc="selected" if f == folder else ""))
    top = 120
    if qf:
        rows += qf
        top = 160
    cols = [("Star", 30), ("Attachments", 30), ("Subject", 620), ("Correspondents", 300)] + ([("Tags", 170)] if tags_col else []) + [("Date", 220)]
    x = 404
    for c, w in cols:
        rows.append(E("table-column-header", c, "", x, top, w, 28))
        x += w
    vis = msgs[:14] if pane is None else msgs[:12]
    for i, m in enumerate(vis):
        x = 404
        y = top + 28 + 28 * i
        vals = ["★" if m.get("star") else "", "📎" if m.get("att") else "", m["subject"], m["from"]] + \
            ([", ".join(m.get("tags", []))] if tags_col else []) + [m["date"]]
        for j, ((_c, w), v) in enumerate(zip(cols, vals)):
            d = ""
            if j == 2:
                d = ", ".join(([] if m.get("read", True) else ["unread"]) + (["selected"] if m["subject"] == selected else []))
            rows.append(E("table-cell", "", v, x, y, w, 28, desc=d))
            x += w
    rows += pane or []
    rows += [E("label", "", f"Unread: {unread}", 1600, 1056, 120, 22), E("label", "", f"Total: {total}", 1740, 1056, 120, 22)]
    return rows + (extra or [])


def tb_msgs(spec: str) -> list[dict]:
    """One message a line: subject | correspondent | date | flags (u=unread, s=star, a=attachment, b=billing) | tags."""
    out = []
    for line in spec.strip().splitlines():
        subj, frm, date, flags, *tags = [p.strip() for p in line.split("|")]
        out.append({"subject": subj, "from": frm, "date": date, "read": "u" not in flags, "star": "s" in flags,
                    "att": "a" in flags, "billing": "b" in flags, "tags": [t for t in tags[0].split(",") if t] if tags else []})
    return out


# ---------------------------------------------------------------- 04 Thunderbird message filters (clean)
def t04(rs: RowSet) -> None:
    ck = Clock("Apr 9", 10, 14)
    acct = "jordan.lee@northwind-labs.com"
    inbox = tb_msgs("""
Re: Q2 roadmap sync | Priya Raman | 10:02 AM | u
Your invoice INV-20931 from CloudNorth | CloudNorth Billing | 9:47 AM | uab
Standup notes 04/09 | Marcus Bell | 9:31 AM |
[northwind/api] PR #482 merged (#482) | GitHub | 8:55 AM | u
Payment receipt – Figma Professional | Figma | 8:12 AM | ab
Lunch & learn: Rust at scale | People Ops | 4/8/2024, 5:45 PM |
Re: Vendor contract redlines | Alicia Gomez | 4/8/2024, 4:20 PM | ua
Your April statement is ready | Brex | 4/8/2024, 2:03 PM | b
Security alert: new sign-in on Linux | Google | 4/8/2024, 11:37 AM |
Design review moved to Thursday | Hannah Cho | 4/8/2024, 10:05 AM | us
Receipt for your payment to Linear | Linear | 4/7/2024, 7:18 PM | ab
Weekend on-call handoff | Dev Patel | 4/6/2024, 6:40 PM |
Product Digest #61: what shipped in March | Product Digest | 4/6/2024, 9:00 AM |
Re: Offsite venue shortlist | Tom Becker | 4/5/2024, 3:22 PM | u
Expense report EXP-5530 approved | SAP Concur | 4/5/2024, 1:10 PM |
Q1 OKR retro doc | Priya Raman | 4/5/2024, 10:48 AM | ua
Re: Laptop refresh for Q2 | IT Helpdesk | 4/4/2024, 4:02 PM |
Invitation: 1:1 Jordan / Priya @ Thu Apr 11 | Priya Raman | 4/4/2024, 9:15 AM | a
Docs: API rate limits v2 | Marcus Bell | 4/3/2024, 2:50 PM |
Welcome to the Northwind beta program | Northwind Labs | 4/3/2024, 11:00 AM |
""")
    receipts = tb_msgs("""
Your March invoice from CloudNorth | CloudNorth Billing | 3/31/2024, 11:02 PM | a
Your March statement is ready | Brex | 3/8/2024, 2:01 PM |
Payment receipt – Figma Professional | Figma | 3/8/2024, 8:10 AM | a
Receipt for your payment to Linear | Linear | 3/7/2024, 7:16 PM | a
AWS Billing Statement Available [Account: 4417-2290-1186] | Amazon Web Services | 3/3/2024, 6:55 AM |
Your receipt from Zoom Video Communications | Zoom | 3/1/2024, 4:37 PM | a
Your February invoice from CloudNorth | CloudNorth Billing | 2/29/2024, 11:01 PM | a
Payment receipt – Figma Professional | Figma | 2/8/2024, 8:11 AM | a
Receipt for your payment to Linear | Linear | 2/7/2024, 7:15 PM | a
""")
    hidden_inbox, st = 18, {"filters": ["Newsletters → Later"]}

    def folders(ib_unread: int, rc_unread: int) -> list[tuple[str, str]]:
        return [("Inbox", str(ib_unread) if ib_unread else ""), ("Drafts", ""), ("Sent", ""), ("Archives", ""),
                ("Junk", ""), ("Trash", ""), ("Later", ""), ("Receipts", str(rc_unread) if rc_unread else "")]

    def view(folder: str, extra: list[str] | None = None) -> str:
        msgs = inbox if folder == "Inbox" else receipts
        total = len(inbox) + hidden_inbox if folder == "Inbox" else len(receipts)
        unread = sum(not m["read"] for m in msgs)
        ib = sum(not m["read"] for m in inbox)
        rc = sum(not m["read"] for m in receipts)
        return screen(ck.now, "Thunderbird Mail", tb(acct, folder, folders(ib, rc), msgs, unread, total, extra=extra))

    def filter_list(sel: str = "") -> list[str]:
        rows = [E("dialog", "Message Filters", "", 560, 200, 800, 620), E("combo-box", "Filters for:", acct, 700, 220, 400, 32),
                E("entry", "Search filters by name…", "", 1120, 220, 220, 32), E("table-column-header", "Filter Name", "", 580, 270, 460, 26),
                E("table-column-header", "Enabled", "", 1040, 270, 100, 26)]
        for i, f in enumerate(st["filters"]):
            rows += [E("table-cell", "", f, 580, 296 + 26 * i, 460, 26, desc="selected" if f == sel else ""),
                     E("check-box", "Enabled", "", 1040, 296 + 26 * i, 100, 26, desc="checked")]
        for i, b in enumerate(["New…", "Copy…", "Edit…", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom"]):
            rows.append(E("push-button", b, "", 1170, 270 + 38 * i, 170, 32))
        rows += [E("label", "", f"{len(st['filters'])} items", 580, 640, 200, 20), E("combo-box", "Run selected filter(s) on:", "Inbox", 820, 680, 300, 32),
                 E("push-button", "Run Now", "", 1140, 680, 110, 32), E("push-button", "Filter Log", "", 580, 770, 110, 32)]
        return rows

    def rules(filled: bool) -> list[str]:
        return [E("dialog", "Filter Rules", "", 610, 240, 700, 560), E("text", "Filter name:", "Billing to Receipts" if filled else "", 760, 260, 520, 32),
                E("check-box", "Manually Run", "", 640, 310, 200, 24, desc="checked"),
                E("check-box", "Getting New Mail:", "", 640, 338, 200, 24, desc="checked"),
                E("combo-box", "", "Filter before Junk Classification", 850, 336, 300, 28),
                E("radio-button", "Match all of the following", "", 640, 390, 260, 24, desc="checked"),
                E("combo-box", "", "From", 640, 430, 160, 32), E("combo-box", "", "contains", 806, 430, 160, 32),
                E("text", "", "billing@" if filled else "", 972, 430, 260, 32),
                E("combo-box", "", "Move Message to", 640, 600, 240, 32),
                E("combo-box", "", f"Receipts on {acct}" if filled else "Choose Folder…", 886, 600, 380, 32),
                E("push-button", "OK", "", 1090, 750, 100, 32), E("push-button", "Cancel", "", 1200, 750, 100, 32)]

    state = view("Inbox")
    turns = []
    ck.tick(1)
    turns.append((code("""
pyautogui.hotkey('alt', 't')
pyautogui.click(180, 380)  # Message Filters
"""), view("Inbox", filter_list())))
    ck.tick(1)
    turns.append((code("pyautogui.click(1255, 286)  # New…"), view("Inbox", filter_list() + rules(False))))
    ck.tick(1)
    turns.append((code("""
pyautogui.click(1020, 276); pyautogui.write('Billing to Receipts')
pyautogui.click(1100, 446); pyautogui.write('billing@')
pyautogui.click(1075, 616); pyautogui.click(1075, 700)  # Receipts
"""), view("Inbox", filter_list() + rules(True))))
    st["filters"].append("Billing to Receipts")
    turns.append((code("pyautogui.click(1140, 766)  # OK"), view("Inbox", filter_list("Billing to Receipts"))))
    ck.tick(1)
    moved = [m for m in inbox if m["billing"]]
    inbox[:] = [m for m in inbox if not m["billing"]]
    receipts[:0] = moved
    turns.append((code("pyautogui.click(1195, 696)  # Run Now"), view("Inbox", filter_list("Billing to Receipts"))))
    ck.tick(1)
    turns.append((code("""
pyautogui.press('escape')
pyautogui.click(260, 377)  # Receipts
"""), view("Receipts")))
    ck.tick(2)
    inbox.insert(0, {"subject": "Updated agenda for Thursday's design review", "from": "Hannah Cho", "date": ck.ampm(),
                     "read": False, "star": False, "att": True, "billing": False, "tags": []})
    turns.append((code("pyautogui.click(260, 167)  # Inbox"), view("Inbox")))
    rs.add("os", "h64-os-04", task("In Thunderbird create a filter 'Billing to Receipts' that moves every message whose sender contains 'billing@' into the Receipts folder, run it on the Inbox and check both folders."),
           turns, state=state)


# ---------------------------------------------------------------- 15 Thunderbird tags and calendar (contradiction: a message's date changes)
def t15(rs: RowSet) -> None:
    ck = Clock("Mar 14", 8, 52)
    acct = "m.okafor@brightline.io"
    inbox = tb_msgs("""
Re: Warehouse slotting pilot – week 2 numbers | Sven Lindqvist | 8:41 AM | u
Your Brightline payslip for February | Brightline Payroll | 7:30 AM | ua
Re: Q1 board deck – final | Ruth Adeyemi | 3/13/2024, 6:12 PM | a | Later
Brightline security audit findings (confidential) | Kwame Asante | 3/13/2024, 3:05 PM | sa | Work
Lunch on Friday? | Jess Moreau | 3/13/2024, 12:20 PM | u
Contract renewal – Halvorsen Logistics | Ingrid Halvorsen | 3/12/2024, 4:47 PM | ua
Carrier rate card 2024 (DHL, DB Schenker) | Tomasz Wrona | 3/12/2024, 2:18 PM | a
Re: Dock 4 forklift maintenance | Facilities | 3/12/2024, 9:03 AM |
Your order #114-7720931 has shipped | Amazon Business | 3/11/2024, 5:55 PM |
Re: Hiring plan – ops analysts | Ruth Adeyemi | 3/11/2024, 11:26 AM | u
Invoice dispute – PO 7731 | Gdansk Freight Sp. z o.o. | 3/11/2024, 8:14 AM | ua
Webinar recording: Cold chain compliance | Logistics Today | 3/8/2024, 4:00 PM |
Re: Team offsite dates | Jess Moreau | 3/8/2024, 1:37 PM |
""")
    folders = [("Inbox", ""), ("Drafts", "2"), ("Sent", ""), ("Archives", ""), ("Junk", ""), ("Trash", "")]
    total, hidden_unread = 57, 6
    target = "Contract renewal – Halvorsen Logistics"

    def unread() -> int:
        return hidden_unread + sum(not m["read"] for m in inbox)

    def header(tags: list[str]) -> list[str]:
        rows = [E("label", "From", "Ingrid Halvorsen <ingrid.halvorsen@halvorsen-logistics.no>", 420, 590, 900, 22),
                E("label", "To", "Michael Okafor <m.okafor@brightline.io>", 420, 616, 900, 22),
                E("label", "Cc", "Kwame Asante <k.asante@brightline.io>", 420, 642, 900, 22),
                E("label", "Subject", target, 420, 668, 900, 22), E("label", "Date", "Tue, 12 Mar 2024 16:47", 1640, 590, 260, 22)]
        for i, t in enumerate(tags):
            rows.append(E("label", "", t, 420 + 110 * i, 694, 100, 22))
        rows += [E("push-button", "Reply", "", 1450, 560, 80, 28), E("push-button", "Reply All", "", 1536, 560, 90, 28),
                 E("push-button", "Forward", "", 1632, 560, 90, 28), E("push-button", "Archive", "", 1728, 560, 80, 28),
                 E("push-button", "Junk", "", 1814, 560, 60, 28),
                 E("document-frame", "", "Hi Michael,\nattached is our proposal for the 2024–2026 renewal: rates stay flat for Scandinavia, +3.5% for DACH lanes, and we add two dedicated reefer trailers from May.\nCan we walk through it before your Friday planning call?\nBest regards,\nIngrid", 404, 730, 1500, 320),
                 E("label", "", "1 attachment: Halvorsen_renewal_2024-2026.pdf  412 KB", 420, 1030, 600, 22)]
        return rows

    def view(pane: bool, msgs: list[dict] | None = None, qf: list[str] | None = None, extra: list[str] | None = None) -> str:
        tgt = next(m for m in inbox if m["subject"] == target)
        return screen(ck.now, "Thunderbird Mail", tb(acct, "Inbox", [("Inbox", str(unread()))] + folders[1:], msgs or inbox, unread(), total,
                                                     tags_col=True, selected=target if pane else "", qf=qf,
                                                     pane=header(tgt["tags"]) if pane else None, extra=extra))

    state = view(False)
    turns = []
    ck.tick(1)
    next(m for m in inbox if m["subject"] == target)["read"] = True
    turns.append((code("pyautogui.click(900, 302)  # Contract renewal – Halvorsen Logistics"), view(True)))
    next(m for m in inbox if m["subject"] == target)["tags"] = ["Important"]
    turns.append((code("pyautogui.press('1')  # tag: Important"), view(True)))
    ck.tick(1)
    next(m for m in inbox if m["subject"] == target)["tags"] = ["Important", "To Do"]
    turns.append((code("pyautogui.press('4')  # tag: To Do"), view(True)))
    bar = [E("toggle-button", "Keep filters", "", 410, 120, 32, 32), E("toggle-button", "Unread", "", 450, 120, 90, 32),
           E("toggle-button", "Starred", "", 546, 120, 90, 32), E("toggle-button", "Contact", "", 642, 120, 90, 32),
           E("toggle-button", "Tags", "", 738, 120, 80, 32), E("toggle-button", "Attachment", "", 824, 120, 110, 32),
           E("entry", "Filter these messages <Ctrl+Shift+K>", "", 1300, 120, 600, 32)]
    turns.append((code("pyautogui.click(453, 90)  # Quick Filter"), view(True, qf=bar)))
    ck.tick(1)
    tagged = [m for m in inbox if m["tags"]]
    bar_on = [r.replace("\t\t\t(738, 120)", "\t\tpressed\t(738, 120)") for r in bar] + [E("label", "", f"{len(tagged)} messages", 1160, 126, 120, 20)]
    turns.append((code("pyautogui.click(778, 136)  # Tags"), view(True, tagged, bar_on)))
    ck.tick(1)
    turns.append((code("pyautogui.click(778, 136)  # Tags off"), view(True, qf=bar)))
    ck.tick(1)
    cal = [E("page-tab", "Calendar", "", 360, 30, 200, 36, desc="selected"), E("heading", "", "March 2024", 800, 130, 300, 40),
           E("push-button", "Today", "", 430, 130, 80, 32), E("push-button", "Previous Month", "", 520, 130, 32, 32),
           E("push-button", "Next Month", "", 556, 130, 32, 32), E("toggle-button", "Day", "", 1500, 130, 70, 32),
           E("toggle-button", "Week", "", 1570, 130, 70, 32), E("toggle-button", "Multiweek", "", 1640, 130, 100, 32),
           E("toggle-button", "Month", "", 1740, 130, 80, 32, desc="pressed")]
    days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    for i, d in enumerate(days):
        cal.append(E("table-column-header", d, "", 420 + 212 * i, 180, 212, 26))
    events = {11: ["9:00 AM Ops weekly"], 12: ["2:00 PM Carrier review (DHL)"], 14: ["11:30 AM Slotting pilot check-in"],
              15: ["10:00 AM Halvorsen renewal call", "3:00 PM Friday planning"], 18: ["9:00 AM Ops weekly"], 20: ["Board deck dry run"],
              25: ["9:00 AM Ops weekly"], 29: ["Good Friday"]}
    for day in range(1, 32):
        pos = day + 4  # March 1st 2024 is a Friday
        r, c = divmod(pos, 7)
        cal.append(E("table-cell", "", str(day), 420 + 212 * c, 206 + 140 * r, 212, 140, desc="today" if day == 14 else ""))
        for j, ev in enumerate(events.get(day, [])):
            cal.append(E("label", "", ev, 424 + 212 * c, 230 + 140 * r + 22 * j, 204, 20))
    cal_rows = [E("frame", "Calendar - Mozilla Thunderbird", "", 70, 27, 1850, 1053), E("page-tab", "Inbox", "", 120, 30, 240, 36)] + cal
    turns.append((code("pyautogui.click(92, 228)  # Calendar (spaces toolbar)"), screen(ck.now, "Thunderbird Mail", cal_rows)))
    ck.tick(1)
    new_ev = dlg("New Event", 560, 180, 800, 700, [
        ("text", "Title:", "", 130, 30, 640, 32), ("text", "Location:", "", 130, 70, 640, 32), ("combo-box", "Category:", "None", 130, 110, 250, 32),
        ("combo-box", "Calendar:", "Home", 470, 110, 300, 32), ("check-box", "All day Event", "", 130, 160, 200, 24),
        ("text", "Start:", "3/18/2024", 130, 196, 180, 32), ("combo-box", "", "9:00 AM", 320, 196, 120, 32),
        ("text", "End:", "3/18/2024", 130, 236, 180, 32), ("combo-box", "", "10:00 AM", 320, 236, 120, 32),
        ("combo-box", "Repeat:", "Does not repeat", 130, 280, 250, 32), ("combo-box", "Reminder:", "No reminder", 130, 320, 250, 32),
        ("push-button", "Save and Close", "", 20, 640, 140, 36), ("push-button", "Delete", "", 170, 640, 90, 36)])
    turns.append((code("pyautogui.doubleClick(740, 700)  # empty area of Monday, March 18"), screen(ck.now, "Thunderbird Mail", cal_rows + new_ev)))
    inject(turns, 5, "table-cell\t\t3/12/2024, 4:47 PM", "table-cell\t\t3/13/2024, 4:47 PM", state, persist=True)
    rs.add("os", "h64-os-15", task("In Thunderbird tag Ingrid Halvorsen's contract renewal mail as Important and To Do, review all tagged mail with the Quick Filter, then open the calendar to plan a follow-up on Monday March 18."),
           turns, state=state, bad=True, turn=5,
           kind="In the Tags quick-filter view the Halvorsen renewal mail is dated 3/13/2024, 4:47 PM, but the list showed it as 3/12/2024, 4:47 PM (and its header says Tue, 12 Mar).")


# ---------------------------------------------------------------- Google Chrome
def chrome(tabs: list[str], active: int, url: str, page: list[str], *, profile: str = "Work", title: str | None = None,
           extra: list[str] | None = None) -> list[str]:
    rows = [E("frame", f"{title or tabs[active]} - Google Chrome", "", 70, 27, 1850, 1053)]
    x = 80
    for i, t in enumerate(tabs):
        rows.append(E("page-tab", t, "", x, 32, 240, 34, desc="selected" if i == active else ""))
        x += 240
    rows += [E("push-button", "New Tab", "", x + 6, 36, 28, 28), E("push-button", "Search tabs", "", 1780, 32, 32, 32),
             E("push-button", "Back", "", 80, 72, 34, 34), E("push-button", "Forward", "", 116, 72, 34, 34),
             E("push-button", "Reload", "", 152, 72, 34, 34), E("entry", "Address and search bar", url, 196, 72, 1450, 34),
             E("push-button", "Bookmark this tab", "", 1610, 74, 30, 30), E("push-button", "Extensions", "", 1660, 72, 34, 34),
             E("push-button", profile, "", 1700, 72, 34, 34, desc=f"{profile}"),
             E("push-button", "Chrome", "", 1870, 72, 34, 34, desc="Customize and control Google Chrome"),
             E("document-web", tabs[active], "", 70, 112, 1850, 968)]
    return rows + page + (extra or [])


# ---------------------------------------------------------------- 06 Chrome history (contradiction: deleted entry found again)
def t06(rs: RowSet) -> None:
    ck = Clock("Mar 19", 10, 40)
    today = [("10:38 AM", "PROJ-2214 Checkout times out on payment retry - Jira", "northwind.atlassian.net"),
             ("10:31 AM", "Flight confirmation – Lufthansa", "www.lufthansa.com"),
             ("10:29 AM", "Flight status LH 431 | Lufthansa", "www.lufthansa.com"),
             ("10:12 AM", "PROJ-2198 Payment webhook retries - Jira", "northwind.atlassian.net"),
             ("9:58 AM", "Pull requests · northwind/checkout", "github.com"),
             ("9:44 AM", "Inbox (3) - lee.j@northwind-labs.com - Northwind Labs Mail", "mail.google.com"),
             ("9:20 AM", "Munich, Bavaria 10-Day Weather Forecast | Weather.com", "weather.com"),
             ("9:02 AM", "PROJ board - Agile Board - Jira", "northwind.atlassian.net")]
    yesterday = [("6:14 PM", "Hotel Vier Jahreszeiten Kempinski München – Booking.com", "www.booking.com"),
                 ("5:50 PM", "lufthansa munich hamburg - Google Search", "www.google.com"),
                 ("4:33 PM", "PROJ-2190 Refund flow copy changes - Jira", "northwind.atlassian.net"),
                 ("3:13 PM", "Idempotent requests | Stripe API Reference", "docs.stripe.com"),
                 ("3:12 PM", "stripe idempotency keys retries - Google Search", "www.google.com")]
    urls = {"Flight status LH 431 | Lufthansa": "https://www.lufthansa.com/de/en/flight-status?flightNumber=LH431"}
    deleted = today[1]

    def hist(entries: list[tuple[str, list[tuple[str, str, str]]]], search: str = "", checked: str = "", toolbar: bool = False) -> list[str]:
        rows = [E("heading", "", "History", 96, 120, 200, 40), E("entry", "Search history", search, 640, 122, 680, 38),
                E("link", "Chrome history", "", 80, 190, 250, 40), E("link", "Tabs from other devices", "", 80, 236, 250, 40),
                E("link", "Delete browsing data", "", 80, 282, 250, 40)]
        if search:
            rows.insert(2, E("push-button", "Clear search", "", 1284, 128, 28, 28))
        if toolbar:
            rows += [E("label", "", "1 selected", 96, 120, 200, 40), E("push-button", "Cancel", "", 1500, 124, 90, 36),
                     E("push-button", "Delete", "", 1600, 124, 90, 36)]
        y = 200
        for head, items in entries:
            rows.append(E("heading", "", head, 520, y, 880, 32))
            y += 38
            for t, name, dom in items:
                rows += [E("check-box", f"{name}", "", 530, y, 24, 24, desc="checked" if name == checked else ""),
                         E("label", "", t, 566, y, 80, 24), E("link", name, name, 680, y, 560, 24), E("label", "", dom, 1250, y, 140, 24),
                         E("push-button", "Actions", "", 1400, y - 4, 32, 32, desc=f"Actions for {name}")]
                y += 42
        return rows

    days = ("Today - Tuesday, March 19, 2024", "Yesterday - Monday, March 18, 2024")
    tabs = ["History"]
    state = screen(ck.now, "Google Chrome", chrome(["New Tab"], 0, "", [E("entry", "Search Google or type a URL", "", 660, 420, 600, 46)]))
    turns = []
    turns.append((code("""
pyautogui.hotkey('ctrl', 'l')
pyautogui.write('chrome://history\\n')
"""), screen(ck.now, "Google Chrome", chrome(tabs, 0, "chrome://history", hist([(days[0], today), (days[1], yesterday)])))))
    ck.tick(1)

    def jira(items: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
        return [e for e in items if "Jira" in e[1] or "atlassian" in e[2]]

    turns.append((code("""
pyautogui.click(980, 141)  # Search history
pyautogui.write('jira')
"""), screen(ck.now, "Google Chrome", chrome(tabs, 0, "chrome://history/?q=jira",
                                             hist([(days[0], jira(today)), (days[1], jira(yesterday))], search="jira")))))
    turns.append((code("""
pyautogui.click(1298, 142)  # Clear search
pyautogui.click(542, 292)   # checkbox: Flight confirmation – Lufthansa
"""), screen(ck.now, "Google Chrome", chrome(tabs, 0, "chrome://history",
                                             hist([(days[0], today), (days[1], yesterday)], checked=deleted[1], toolbar=True)))))
    confirm = [E("dialog", "Remove selected items?", "", 720, 420, 480, 200), E("label", "", "Remove selected items?", 744, 440, 420, 28),
               E("label", "", "Your history will be deleted from this device.", 744, 478, 420, 20),
               E("push-button", "Cancel", "", 980, 570, 90, 36), E("push-button", "Remove", "", 1084, 570, 96, 36)]
    turns.append((code("pyautogui.click(1645, 142)  # Delete"), screen(ck.now, "Google Chrome", chrome(
        tabs, 0, "chrome://history", hist([(days[0], today), (days[1], yesterday)], checked=deleted[1], toolbar=True), extra=confirm))))
    ck.tick(1)
    today.remove(deleted)
    turns.append((code("pyautogui.click(1132, 588)  # Remove"),
                  screen(ck.now, "Google Chrome", chrome(tabs, 0, "chrome://history", hist([(days[0], today), (days[1], yesterday)])))))
    ck.tick(1)
    pr = "Fix retry backoff for payment webhooks by jlee · Pull Request #517 · northwind/checkout"
    pr_page = [E("link", "northwind", "northwind", 330, 140, 90, 24), E("link", "checkout", "checkout", 430, 140, 90, 24),
               E("heading", "", "Fix retry backoff for payment webhooks #517", 330, 210, 1000, 40),
               E("label", "", "Open", 330, 262, 60, 26), E("label", "", "jlee wants to merge 3 commits into main from fix/webhook-backoff", 400, 262, 700, 26),
               E("page-tab", "Conversation 4", "", 330, 310, 150, 40), E("page-tab", "Commits 3", "", 480, 310, 120, 40),
               E("page-tab", "Checks 7", "", 600, 310, 110, 40), E("page-tab", "Files changed 5", "", 710, 310, 150, 40),
               E("label", "", "+142 −38", 1600, 320, 100, 24)]
    turns.append((code("""
pyautogui.hotkey('ctrl', 't')
pyautogui.write('github.com/northwind/checkout/pull/517\\n')
"""), screen(ck.now, "Google Chrome", chrome(["History", pr], 1, "github.com/northwind/checkout/pull/517", pr_page))))
    visited = ck.ampm()
    ck.tick(1)
    today.insert(0, (visited, pr, "github.com"))
    tabs2 = ["History", pr]
    turns.append((code("""
pyautogui.hotkey('ctrl', '1')
pyautogui.press('f5')
"""), screen(ck.now, "Google Chrome", chrome(tabs2, 0, "chrome://history", hist([(days[0], today), (days[1], yesterday)])))))
    ck.tick(1)
    flight = [e for e in today if "flight" in e[1].lower() or "flight" in urls.get(e[1], "").lower()]
    flight.insert(0, deleted)  # the contradiction: the removed entry is back (10:31 AM sorts before 10:29 AM)
    turns.append((code("""
pyautogui.click(980, 141)  # Search history
pyautogui.write('flight')
"""), screen(ck.now, "Google Chrome", chrome(tabs2, 0, "chrome://history/?q=flight", hist([(days[0], flight)], search="flight")))))
    ck.tick(1)
    still = today[:2] + [deleted] + today[2:]  # the wrong entry stays once it has come back
    turns.append((code("pyautogui.click(1298, 142)  # Clear search"),
                  screen(ck.now, "Google Chrome", chrome(tabs2, 0, "chrome://history", hist([(days[0], still), (days[1], yesterday)])))))
    ck.tick(1)
    dbd = [E("dialog", "Delete browsing data", "", 610, 220, 700, 640), E("page-tab", "Basic", "", 630, 280, 330, 40, desc="selected"),
           E("page-tab", "Advanced", "", 960, 280, 330, 40), E("combo-box", "Time range", "Last hour", 800, 340, 240, 36),
           E("check-box", "Browsing history", "Clears history, including in the search box", 640, 400, 640, 50, desc="checked"),
           E("check-box", "Cookies and other site data", "Signs you out of most sites.", 640, 470, 640, 50, desc="checked"),
           E("check-box", "Cached images and files", "Frees up less than 38.4 MB.", 640, 540, 640, 50, desc="checked"),
           E("push-button", "Cancel", "", 1080, 800, 100, 36), E("push-button", "Delete data", "", 1190, 800, 110, 36)]
    settings_page = [E("heading", "", "Settings", 96, 120, 200, 40), E("entry", "Search settings", "", 640, 122, 680, 38),
                     E("link", "Privacy and security", "", 80, 330, 250, 40, desc="selected")]
    turns.append((code("BrowserTools.delete_browsing_data()"), screen(ck.now, "Google Chrome", chrome(
        ["History", pr, "Settings - Privacy and security"], 2, "chrome://settings/clearBrowserData", settings_page, extra=dbd))))
    rs.add("os", "h64-os-06", task("In Chrome's history remove the Lufthansa flight-confirmation page, open pull request #517 of northwind/checkout, check the history again and then open the dialog to delete the last hour of browsing data."),
           turns, state=state, bad=True, turn=8,
           kind="Searching history for 'flight' lists 'Flight confirmation – Lufthansa' (10:31 AM), the entry removed from history at turn 5.")


# ---------------------------------------------------------------- 17 Chrome profiles (clean)
def t17(rs: RowSet) -> None:
    ck = Clock("May 7", 14, 3)
    intranet = "Northwind Labs Intranet – Home"
    intra_page = [E("heading", "", "Good afternoon, Sam", 330, 180, 600, 40), E("link", "People directory", "People directory", 330, 260, 200, 24),
                  E("link", "IT requests", "IT requests", 330, 294, 200, 24), E("link", "Travel policy (PDF)", "Travel policy (PDF)", 330, 328, 200, 24)]

    def people(name: str) -> list[str]:
        return [E("heading", "", "Settings", 96, 120, 200, 40), E("entry", "Search settings", "", 640, 122, 680, 38),
                E("link", "You and Google", "", 80, 190, 250, 40, desc="selected"), E("link", "Autofill and passwords", "", 80, 236, 250, 40),
                E("link", "Privacy and security", "", 80, 282, 250, 40), E("link", "Performance", "", 80, 328, 250, 40),
                E("heading", "", "You and Google", 520, 200, 880, 32), E("label", "", name, 600, 260, 300, 24),
                E("label", "", "Not signed in", 600, 286, 300, 20), E("push-button", "Turn on sync…", "", 1230, 262, 150, 36),
                E("link", "Sync and Google services", "", 520, 340, 880, 48), E("link", "Customize your Chrome profile", "", 520, 388, 880, 48),
                E("link", "Import bookmarks and settings", "", 520, 436, 880, 48)]

    def menu(me: str, others: list[str]) -> list[str]:
        rows = [E("dialog", "Profile", "", 1380, 110, 340, 130 + 44 * len(others)), E("label", "", me, 1400, 190, 300, 26),
                E("push-button", "Customize profile", "", 1400, 222, 40, 40), E("label", "", "Other profiles", 1400, 280, 300, 20)]
        for i, o in enumerate(others):
            rows.append(E("push-button", o, "", 1390, 304 + 44 * i, 320, 40))
        return rows + [E("push-button", "Guest", "", 1390, 304 + 44 * len(others), 320, 40),
                       E("push-button", "Add", "", 1390, 348 + 44 * len(others), 320, 40),
                       E("push-button", "Manage Chrome profiles", "", 1680, 280, 28, 28)]

    state = screen(ck.now, "Google Chrome", chrome([intranet], 0, "intranet.northwind-labs.com", intra_page))
    turns = []
    settings_tabs = [intranet, "Settings - You and Google"]
    turns.append((code("BrowserTools.open_profile_settings()"),
                  screen(ck.now, "Google Chrome", chrome(settings_tabs, 1, "chrome://settings/people", people("Work")))))
    ck.tick(1)
    turns.append((code("pyautogui.click(1717, 89)  # profile button"), screen(ck.now, "Google Chrome", chrome(
        settings_tabs, 1, "chrome://settings/people", people("Work"), extra=menu("Work", ["Personal"])))))
    picker = [E("frame", "Google Chrome", "", 460, 150, 1000, 780), E("heading", "", "Set up your new Chrome profile", 660, 300, 600, 40),
              E("label", "", "Get your bookmarks, passwords, and more on all your devices", 660, 350, 600, 24),
              E("push-button", "Sign in", "", 1100, 800, 120, 40), E("push-button", "Continue without an account", "", 820, 800, 260, 40)]
    ck.tick(1)
    turns.append((code("pyautogui.click(1550, 412)  # Add"), screen(ck.now, "Google Chrome", picker)))
    cust = [E("frame", "Google Chrome", "", 460, 150, 1000, 780), E("heading", "", "Customize your Chrome profile", 660, 240, 600, 40),
            E("entry", "Add a name or label like \"Work\" or \"Personal\"", "Person 3", 760, 330, 400, 40),
            E("label", "", "Pick a theme color", 660, 420, 300, 24)]
    for i, c in enumerate(["Default", "Blue", "Aqua", "Green", "Yellow", "Orange", "Red", "Pink", "Violet"]):
        cust.append(E("radio-button", c, "", 660 + 60 * i, 460, 48, 48, desc="checked" if c == "Default" else ""))
    cust += [E("check-box", "Create desktop shortcut", "", 660, 560, 300, 24, desc="checked"), E("push-button", "Done", "", 1300, 860, 100, 40)]
    ck.tick(1)
    turns.append((code("pyautogui.click(950, 820)  # Continue without an account"), screen(ck.now, "Google Chrome", cust)))
    ck.tick(1)
    ntp = [E("entry", "Search Google or type a URL", "", 660, 420, 600, 46), E("link", "Web Store", "", 760, 520, 112, 112),
           E("link", "Add shortcut", "", 880, 520, 112, 112), E("push-button", "Customize Chrome", "", 1740, 1020, 170, 40)]
    turns.append((code("""
pyautogui.click(960, 350)
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('Research')
pyautogui.click(864, 484)  # theme: Green
pyautogui.click(1350, 880)  # Done
"""), screen(ck.now, "Google Chrome", chrome(["New Tab"], 0, "", ntp, profile="Research"))))
    ck.tick(2)
    manage = [E("heading", "", "Customize profile", 520, 200, 880, 32), E("entry", "Name", "Lab Research", 520, 260, 500, 40),
              E("label", "", "Theme color", 520, 330, 300, 24), E("check-box", "Create desktop shortcut", "", 520, 560, 300, 24, desc="checked")]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'l')
pyautogui.write('chrome://settings/manageProfile\\n')
pyautogui.tripleClick(770, 280)
pyautogui.write('Lab Research\\t')
"""), screen(ck.now, "Google Chrome", chrome(["Settings - Customize profile"], 0, "chrome://settings/manageProfile", manage,
                                             profile="Lab Research"))))
    ck.tick(1)
    hist = [E("heading", "", "History", 96, 120, 200, 40), E("entry", "Search history", "", 640, 122, 680, 38),
            E("link", "Chrome history", "", 80, 190, 250, 40, desc="selected"), E("link", "Tabs from other devices", "", 80, 236, 250, 40),
            E("link", "Delete browsing data", "", 80, 282, 250, 40), E("label", "", "Your browsing history appears here", 760, 520, 400, 24)]
    turns.append((code("pyautogui.hotkey('ctrl', 'h')"), screen(ck.now, "Google Chrome", chrome(
        ["Settings - Customize profile", "History"], 1, "chrome://history", hist, profile="Lab Research"))))
    ck.tick(1)
    turns.append((code("""
pyautogui.hotkey('alt', '`')  # back to the Work window
pyautogui.click(1717, 89)    # profile button
"""), screen(ck.now, "Google Chrome", chrome(settings_tabs, 1, "chrome://settings/people", people("Work"),
                                             extra=menu("Work", ["Lab Research", "Personal"])))))
    rs.add("os", "h64-os-17", task("Create a new Chrome profile without an account named 'Research' with a green theme, rename it to 'Lab Research' and check that it shows up in the Work profile's menu."),
           turns, state=state)


# ---------------------------------------------------------------- 05 GIMP canvas size and layers (clean)
def t05(rs: RowSet) -> None:
    ck = Clock("Apr 23", 11, 7)
    st = {"w": 1200, "h": 628, "dirty": False, "layers": [("banner.png", True)], "undo": 0}

    def title() -> str:
        n = len(st["layers"])
        return (f"{'*' if st['dirty'] else ''}[banner] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, "
                f"{n} layer{'s' if n > 1 else ''}) {st['w']}x{st['h']} – GIMP")

    def mem() -> str:
        b = st["w"] * st["h"] * 4 * len(st["layers"]) + 1200 * 628 * 4 + st["undo"]
        return f"banner.png ({b / 1048576:.1f} MB)"

    def gimp(extra: list[str] | None = None) -> str:
        rows = [E("frame", title(), "", 70, 27, 1850, 1053)]
        x = 78
        for m in ["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"]:
            rows.append(E("menu", m, "", x, 58, 8 * len(m) + 16, 24))
            x += 8 * len(m) + 16
        for i, t in enumerate(["Move Tool", "Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool",
                               "Unified Transform Tool", "Warp Transform", "Paintbrush Tool", "Eraser Tool", "Bucket Fill Tool",
                               "Gradient Tool", "Clone Tool", "Text Tool", "Zoom Tool"]):
            rows.append(E("push-button", t, "", 78 + 34 * (i % 6), 92 + 34 * (i // 6), 32, 32))
        rows += [E("canvas", "", "", 320, 110, 1250, 900), E("label", "", "px", 330, 1024, 40, 22),
                 E("combo-box", "Zoom", "66.7%", 380, 1022, 90, 26), E("label", "", mem(), 480, 1024, 400, 22),
                 E("page-tab", "Layers", "", 1580, 560, 80, 28, desc="selected"), E("page-tab", "Channels", "", 1660, 560, 90, 28),
                 E("page-tab", "Paths", "", 1750, 560, 70, 28), E("page-tab", "Undo History", "", 1820, 560, 100, 28),
                 E("combo-box", "Mode", "Normal", 1590, 596, 240, 28), E("spin-button", "Opacity", "100.0", 1590, 630, 320, 26),
                 E("check-box", "Lock:", "", 1590, 662, 60, 24)]
        for i, (name, active) in enumerate(st["layers"]):
            rows += [E("toggle-button", "Visibility", "", 1590, 700 + 40 * i, 24, 40, desc="checked"),
                     E("table-cell", "", name, 1660, 700 + 40 * i, 250, 40, desc="selected" if active else "")]
        for i, b in enumerate(["Create a new layer", "Create a new layer group", "Raise this layer", "Lower this layer",
                               "Duplicate this layer", "Anchor the floating layer", "Add a mask", "Delete this layer"]):
            rows.append(E("push-button", b, "", 1590 + 40 * i, 1020, 36, 30))
        return screen(ck.now, "GNU Image Manipulation Program", rows + (extra or []))

    def canvas_dlg(w: int, h: int, ox: int, oy: int) -> list[str]:
        return dlg("Set Image Canvas Size", 660, 200, 600, 680, [
            ("spin-button", "Width", str(w), 140, 80, 160, 30), ("spin-button", "Height", str(h), 140, 116, 160, 30),
            ("combo-box", "", "px", 310, 98, 70, 30), ("toggle-button", "Chain", "", 390, 90, 24, 50),
            ("label", "", f"{w} × {h} pixels", 140, 156, 300, 20), ("label", "", "72 ppi", 140, 180, 300, 20),
            ("spin-button", "X", str(ox), 140, 260, 160, 30), ("spin-button", "Y", str(oy), 140, 296, 160, 30),
            ("push-button", "Center", "", 320, 278, 90, 30), ("combo-box", "Resize layers:", "None", 200, 520, 300, 30),
            ("combo-box", "Fill with:", "Transparency", 200, 556, 300, 30), ("check-box", "Resize text layers", "", 200, 592, 250, 24),
            ("push-button", "Help", "", 20, 630, 90, 34), ("push-button", "Reset", "", 250, 630, 90, 34),
            ("push-button", "Cancel", "", 360, 630, 100, 34), ("push-button", "Resize", "", 480, 630, 100, 34)])

    state = gimp()
    turns = []
    ck.tick(1)
    turns.append((code("""
pyautogui.click(314, 70)  # Image
pyautogui.click(420, 300)  # Canvas Size…
"""), gimp(canvas_dlg(1200, 628, 0, 0))))
    turns.append((code("""
pyautogui.click(1062, 315)  # unlink the chain
pyautogui.tripleClick(880, 295); pyautogui.write('1280\\t')
pyautogui.tripleClick(880, 331); pyautogui.write('720\\t')
pyautogui.click(1025, 493)  # Center
"""), gimp(canvas_dlg(1280, 720, 40, 46))))
    ck.tick(1)
    st.update(w=1280, h=720, dirty=True, undo=3_145_728)
    turns.append((code("pyautogui.click(1190, 847)  # Resize"), gimp()))
    ck.tick(1)
    nl = dlg("New Layer", 660, 180, 600, 720, [
        ("text", "Layer name:", "Layer", 180, 60, 380, 30), ("combo-box", "Mode:", "Normal", 180, 130, 380, 30),
        ("spin-button", "Opacity:", "100.0", 180, 166, 380, 30), ("spin-button", "Width:", "1280", 180, 240, 160, 30),
        ("spin-button", "Height:", "720", 180, 276, 160, 30), ("spin-button", "Offset X:", "0", 180, 312, 160, 30),
        ("spin-button", "Offset Y:", "0", 180, 348, 160, 30), ("combo-box", "Fill with:", "Transparency", 180, 400, 380, 30),
        ("push-button", "Help", "", 20, 670, 90, 34), ("push-button", "Reset", "", 250, 670, 90, 34),
        ("push-button", "Cancel", "", 360, 670, 100, 34), ("push-button", "OK", "", 480, 670, 100, 34)])
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'n')"), gimp(nl)))
    ck.tick(1)
    st["layers"] = [("Background fill", True), ("banner.png", False)]
    st["undo"] += 3_686_400
    turns.append((code("""
pyautogui.tripleClick(1030, 255); pyautogui.write('Background fill')
pyautogui.click(1030, 595); pyautogui.click(1030, 680)  # Fill with: White
pyautogui.click(1190, 867)  # OK
"""), gimp()))
    st["layers"] = [("banner.png", False), ("Background fill", True)]
    st["undo"] += 4096
    turns.append((code("""
pyautogui.click(370, 70)   # Layer
pyautogui.click(470, 420)  # Stack
pyautogui.click(640, 540)  # Layer to Bottom
"""), gimp()))
    ck.tick(2)
    st["layers"] = [("banner.png", True), ("Background fill", False)]
    st["undo"] += 3_014_400
    turns.append((code("""
pyautogui.click(1785, 720)  # banner.png layer
pyautogui.click(546, 70)    # Filters
pyautogui.click(650, 240)   # Blur
pyautogui.click(820, 300)   # Gaussian Blur…
pyautogui.sleep(1)
pyautogui.tripleClick(1010, 420); pyautogui.write('1.5\\t')
pyautogui.press('enter')   # OK
"""), gimp()))
    ck.tick(1)
    st["layers"] = [("Artwork", True), ("Background fill", False)]
    st["undo"] += 2048
    turns.append((code("""
pyautogui.doubleClick(1785, 720)  # layer name
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('Artwork\\n')
"""), gimp()))
    st["layers"] = [("banner.png", True), ("Background fill", False)]
    turns.append((code("pyautogui.hotkey('ctrl', 'z')"), gimp()))
    ck.tick(1)
    st["layers"] = [("Artwork", True), ("Background fill", False)]
    turns.append((code("pyautogui.hotkey('ctrl', 'y')"), gimp()))
    rs.add("os", "h64-os-05", task("In GIMP enlarge the canvas of banner.png to 1280x720 centred, add a white layer 'Background fill' below the artwork, soften the artwork with a 1.5 px Gaussian blur and rename its layer to 'Artwork'."),
           turns, state=state)


# ---------------------------------------------------------------- Visual Studio Code
def vsc(file: str, folder: str, side: list[str], tabs: list[tuple[str, bool]], active: int, lines: list[str], first: int,
        status: list[str], *, panel: list[str] | None = None, extra: list[str] | None = None, activity: str = "Explorer",
        gutter: list[int] | None = None) -> list[str]:
    rows = [E("frame", f"{('● ' if tabs and tabs[active][1] else '')}{file} - {folder} - Visual Studio Code", "", 70, 27, 1850, 1053)]
    x = 110
    for m in ["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"]:
        rows.append(E("menu", m, "", x, 30, 8 * len(m) + 16, 30))
        x += 8 * len(m) + 16
    for i, a in enumerate(["Explorer", "Search", "Source Control", "Run and Debug", "Extensions", "Testing"]):
        rows.append(E("page-tab", a, "", 70, 66 + 48 * i, 48, 48, desc="selected" if a == activity else ""))
    rows += side
    x = 420
    for i, (t, dirty) in enumerate(tabs):
        rows.append(E("page-tab", t, "", x, 66, 180, 35, desc=", ".join((["selected"] if i == active else []) + (["modified"] if dirty else []))))
        x += 180
    rows.append(E("entry", "Editor content;Press Alt+F1 for Accessibility Options.", "\n".join(lines), 470, 124, 1440, 540 if panel else 900))
    for i in range(len(lines)):
        if gutter and first + i in gutter:
            rows.append(E("label", "", f"Breakpoint at line {first + i}", 426, 124 + 19 * i, 18, 19))
    rows += panel or []
    x = 70
    for s in status:
        rows.append(E("push-button", s, s, x, 1058, 10 + 7 * len(s), 22))
        x += 20 + 7 * len(s)
    return rows + (extra or [])


# ---------------------------------------------------------------- 07 VS Code tasks (clean)
def t07(rs: RowSet) -> None:
    ck = Clock("Feb 27", 15, 48)
    folder = "inventory-api"
    tree = [("INVENTORY-API", 0), (".vscode", 1), ("tasks.json", 2), ("dist", 1), ("node_modules", 1), ("src", 1), ("package-lock.json", 1),
            ("package.json", 1), ("README.md", 1), ("tsconfig.json", 1)]
    side = [E("label", "", "EXPLORER", 120, 70, 200, 22)] + [E("tree-item", n, "", 120 + 12 * d, 100 + 22 * i, 290 - 12 * d, 22) for i, (n, d) in enumerate(tree)]
    readme = ["# inventory-api", "", "REST API for warehouse stock levels (Express + TypeScript).", "", "## Scripts", "",
              "- `npm run build` – compile to `dist/`", "- `npm test` – run the vitest suite", "- `npm run lint` – eslint over `src/`"]
    tasks = ["{", '  "version": "2.0.0",', '  "tasks": [', "    {", '      "type": "npm",', '      "script": "build",',
             '      "problemMatcher": ["$tsc"],', '      "label": "npm: build",', '      "detail": "tsc -p tsconfig.json"', "    },", "    {",
             '      "type": "npm",', '      "script": "test",', '      "label": "npm: test",', '      "detail": "vitest run"', "    },", "    {",
             '      "label": "lint (custom)",', '      "type": "shell",', '      "command": "npx eslint src --ext .ts"', "    }", "  ]", "}"]

    def status(pos: str, lang: str) -> list[str]:
        return ["main", "0 ↓ 0 ↑", "0 errors, 0 warnings", pos, "Spaces: 2", "UTF-8", "LF", lang, "Notifications"]

    def term(text: str, name: str = "npm: build - Task") -> list[str]:
        return [E("page-tab", "PROBLEMS", "", 420, 680, 90, 30), E("page-tab", "OUTPUT", "", 510, 680, 80, 30),
                E("page-tab", "DEBUG CONSOLE", "", 590, 680, 130, 30), E("page-tab", "TERMINAL", "", 720, 680, 90, 30, desc="selected"),
                E("list-item", name, "", 1700, 712, 210, 22, desc="selected"), E("terminal", "Terminal 1", text, 420, 712, 1270, 330)]

    run1 = (" *  Executing task: npm run build \n\n\n> inventory-api@1.4.0 build\n> tsc -p tsconfig.json\n\n"
            " *  Terminal will be reused by tasks, press any key to close it. \n")
    state = screen(ck.now, "Visual Studio Code", vsc("README.md", folder, side, [("README.md", False)], 0, readme, 1, status("Ln 1, Col 1", "Markdown")))
    turns = []
    pick = [E("entry", "Select the task to run", "", 660, 70, 600, 30), E("list-item", "npm: build", "npm: build  tsc -p tsconfig.json", 660, 104, 600, 24, desc="selected"),
            E("list-item", "npm: test", "npm: test  vitest run", 660, 128, 600, 24), E("list-item", "lint (custom)", "lint (custom)", 660, 152, 600, 24),
            E("list-item", "Show All Tasks...", "Show All Tasks...", 660, 176, 600, 24)]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'p')
pyautogui.write('Tasks: Run Task')
pyautogui.press('enter')
"""), screen(ck.now, "Visual Studio Code", vsc("README.md", folder, side, [("README.md", False)], 0, readme, 1, status("Ln 1, Col 1", "Markdown"), extra=pick))))
    ck.tick(1)
    turns.append((code("pyautogui.press('enter')  # npm: build"), screen(ck.now, "Visual Studio Code", vsc(
        "README.md", folder, side, [("README.md", False)], 0, readme, 1, status("Ln 1, Col 1", "Markdown"), panel=term(run1)))))
    ck.tick(1)
    tabs = [("README.md", False), ("tasks.json", False)]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'p')
pyautogui.write('tasks.json')
pyautogui.press('enter')
"""), screen(ck.now, "Visual Studio Code", vsc("tasks.json", folder, side, tabs, 1, tasks, 1, status("Ln 1, Col 1", "JSON with Comments"), panel=term(run1)))))
    ck.tick(1)
    tasks[6:7] = ['      "problemMatcher": ["$tsc"],', '      "group": {', '        "kind": "build",', '        "isDefault": true', "      },"]
    tabs = [("README.md", False), ("tasks.json", True)]
    turns.append((code("""
pyautogui.click(750, 238)   # end of line 7
pyautogui.press('end')
pyautogui.press('enter')
pyautogui.write('"group": {\\n"kind": "build",\\n"isDefault": true')
pyautogui.press('down'); pyautogui.press('end'); pyautogui.write(',')
"""), screen(ck.now, "Visual Studio Code", vsc("tasks.json", folder, side, tabs, 1, tasks, 1, status("Ln 11, Col 9", "JSON with Comments"), panel=term(run1)))))
    tabs = [("README.md", False), ("tasks.json", False)]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), screen(ck.now, "Visual Studio Code", vsc(
        "tasks.json", folder, side, tabs, 1, tasks, 1, status("Ln 11, Col 9", "JSON with Comments"), panel=term(run1)))))
    ck.tick(1)
    run2 = run1 + ("\n *  Executing task: npm run build \n\n\n> inventory-api@1.4.0 build\n> tsc -p tsconfig.json\n\n"
                   " *  Terminal will be reused by tasks, press any key to close it. \n")
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'b')  # default build task"), screen(ck.now, "Visual Studio Code", vsc(
        "tasks.json", folder, side, tabs, 1, tasks, 1, status("Ln 11, Col 9", "JSON with Comments"), panel=term(run2)))))
    rs.add("os", "h64-os-07", task("In VS Code run the inventory-api build task, then make 'npm: build' the default build task in .vscode/tasks.json and run it with the default build shortcut."),
           turns, state=state)


# ---------------------------------------------------------------- 18 VS Code debugger (contradiction: a line of calc.py changes)
def t18(rs: RowSet) -> None:
    ck = Clock("Jan 30", 9, 26)
    folder = "pricing"
    src = ["from dataclasses import dataclass", "", "", "@dataclass", "class Item:", "    name: str", "    price: float", "    qty: int", "", "",
           "def apply_discount(items: list[Item], rate: float) -> float:", '    """Return the order total after a flat percentage discount."""',
           "    # TODO: cap the discount for orders under 20.00", "    subtotal = sum(item.price * item.qty for item in items)",
           "    discount = subtotal * rate", "    total = round(subtotal - discount, 2)", "    return total", "", "",
           'if __name__ == "__main__":', '    cart = [Item("notebook", 12.50, 4), Item("pen set", 8.75, 2), Item("desk lamp", 30.00, 1)]',
           '    print(f"Total: {apply_discount(cart, 0.12):.2f}")', ""]
    tree = [("PRICING", 0), (".venv", 1), ("src", 1), ("calc.py", 2), ("__init__.py", 2), ("tests", 1), ("pyproject.toml", 1), ("README.md", 1)]
    explorer = [E("label", "", "EXPLORER", 120, 70, 200, 22)] + [E("tree-item", n, "", 120 + 12 * d, 100 + 22 * i, 290 - 12 * d, 22) for i, (n, d) in enumerate(tree)]

    def status(pos: str, debug: bool = False) -> list[str]:
        return (["main*", "0 ↓ 1 ↑"] + (["Python Debugger: Python File (pricing)"] if debug else []) +
                ["0 errors, 0 warnings", pos, "Spaces: 4", "UTF-8", "LF", "Python", "3.10.12 ('.venv': venv)", "Notifications"])

    def run_view(vars_: list[tuple[str, str]] | None, stack: list[str] | None) -> list[str]:
        rows = [E("label", "", "RUN AND DEBUG", 120, 70, 200, 22)]
        y = 100
        if vars_ is None:
            rows += [E("push-button", "Run and Debug", "", 130, 100, 270, 30), E("link", "create a launch.json file", "", 130, 150, 200, 20)]
            y = 400
        else:
            rows.append(E("tree-item", "VARIABLES", "", 120, y, 290, 22))
            y += 22
            rows.append(E("tree-item", "Locals", "", 132, y, 278, 22))
            y += 22
            for n, v in vars_:
                rows.append(E("tree-item", f"{n}: {v}", "", 144, y, 266, 22))
                y += 22
            rows.append(E("tree-item", "Globals", "", 132, y, 278, 22))
            y += 40
            rows.append(E("tree-item", "WATCH", "", 120, y, 290, 22))
            y += 40
            rows.append(E("tree-item", "CALL STACK", "", 120, y, 290, 22))
            y += 22
            for fr in stack or []:
                rows.append(E("tree-item", fr, "", 132, y, 278, 22))
                y += 22
            y += 20
        rows.append(E("tree-item", "BREAKPOINTS", "", 120, y, 290, 22))
        for i, b in enumerate(["Raised Exceptions", "Uncaught Exceptions", "User Uncaught Exceptions"]):
            rows.append(E("check-box", b, "", 132, y + 22 * (i + 1), 278, 22, desc="checked" if b == "Uncaught Exceptions" else ""))
        rows.append(E("check-box", "calc.py src 14", "", 132, y + 88, 278, 22, desc="checked"))
        return rows

    launcher = ("sam@devbox:~/projects/pricing$  cd /home/sam/projects/pricing ; /usr/bin/env /home/sam/projects/pricing/.venv/bin/python "
                "/home/sam/.vscode/extensions/ms-python.debugpy-2024.0.0-linux-x64/bundled/libs/debugpy/adapter/../../debugpy/launcher "
                "43917 -- /home/sam/projects/pricing/src/calc.py ")

    def term(text: str) -> list[str]:
        return [E("page-tab", "PROBLEMS", "", 420, 680, 90, 30), E("page-tab", "OUTPUT", "", 510, 680, 80, 30),
                E("page-tab", "DEBUG CONSOLE", "", 590, 680, 130, 30), E("page-tab", "TERMINAL", "", 720, 680, 90, 30, desc="selected"),
                E("list-item", "Python Debug Console", "", 1700, 712, 210, 22, desc="selected"), E("terminal", "Terminal 1", text, 420, 712, 1270, 330)]

    toolbar = [E("push-button", n, "", 900 + 30 * i, 66, 28, 28) for i, n in enumerate(
        ["Continue (F5)", "Step Over (F10)", "Step Into (F11)", "Step Out (Shift+F11)", "Restart (Ctrl+Shift+F5)", "Stop (Shift+F5)"])]
    view_lines = src[:22]
    state = screen(ck.now, "Visual Studio Code", vsc("README.md", folder, explorer, [("README.md", False)], 0,
                                                    ["# pricing", "", "Order pricing helpers used by the checkout service."], 1, status("Ln 1, Col 1")))
    turns = []
    tabs = [("README.md", False), ("calc.py", False)]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'p')
pyautogui.write('calc.py')
pyautogui.press('enter')
"""), screen(ck.now, "Visual Studio Code", vsc("calc.py", folder, explorer, tabs, 1, view_lines, 1, status("Ln 1, Col 1")))))
    ck.tick(1)
    turns.append((code("pyautogui.click(435, 380)  # gutter of line 14"), screen(ck.now, "Visual Studio Code", vsc(
        "calc.py", folder, explorer, tabs, 1, view_lines, 1, status("Ln 1, Col 1"), gutter=[14]))))
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'd')"), screen(ck.now, "Visual Studio Code", vsc(
        "calc.py", folder, run_view(None, None), tabs, 1, view_lines, 1, status("Ln 1, Col 1"), gutter=[14], activity="Run and Debug"))))
    ck.tick(1)
    cfg = [E("entry", "Select debug configuration", "", 660, 70, 600, 30),
           E("list-item", "Python File", "Python File  Debug the currently active Python file", 660, 104, 600, 24, desc="selected"),
           E("list-item", "Python File with Arguments", "Python File with Arguments", 660, 128, 600, 24),
           E("list-item", "Module", "Module  Debug a Python module by invoking it with '-m'", 660, 152, 600, 24),
           E("list-item", "Remote Attach", "Remote Attach  Attach to a remote debug server", 660, 176, 600, 24),
           E("list-item", "Attach using Process ID", "Attach using Process ID", 660, 200, 600, 24)]
    turns.append((code("pyautogui.press('f5')"), screen(ck.now, "Visual Studio Code", vsc(
        "calc.py", folder, run_view(None, None), tabs, 1, view_lines, 1, status("Ln 1, Col 1"), gutter=[14], activity="Run and Debug", extra=cfg))))
    items = "[Item(name='notebook', price=12.5, qty=4), Item(name='pen set', price=8.75, qty=2), Item(name='desk lamp', price=30.0, qty=1)]"
    stack = ["apply_discount  calc.py  14:1", "<module>  calc.py  22:1"]
    turns.append((code("pyautogui.press('enter')  # Python File"), screen(ck.now, "Visual Studio Code", vsc(
        "calc.py", folder, run_view([("items", items), ("rate", "0.12")], stack), tabs, 1, view_lines, 1, status("Ln 14, Col 1", True),
        gutter=[14], activity="Run and Debug", panel=term(launcher), extra=toolbar + [E("label", "", "Paused on breakpoint", 426, 371, 1480, 19)]))))
    turns.append((code("pyautogui.press('f10')  # Step Over"), screen(ck.now, "Visual Studio Code", vsc(
        "calc.py", folder, run_view([("items", items), ("rate", "0.12"), ("subtotal", "97.5")], ["apply_discount  calc.py  15:1", stack[1]]),
        tabs, 1, view_lines, 1, status("Ln 15, Col 1", True), gutter=[14], activity="Run and Debug", panel=term(launcher), extra=toolbar))))
    ck.tick(1)
    turns.append((code("pyautogui.press('f10')  # Step Over"), screen(ck.now, "Visual Studio Code", vsc(
        "calc.py", folder, run_view([("discount", "11.7"), ("items", items), ("rate", "0.12"), ("subtotal", "97.5")], ["apply_discount  calc.py  16:1", stack[1]]),
        tabs, 1, view_lines, 1, status("Ln 16, Col 1", True), gutter=[14], activity="Run and Debug", panel=term(launcher), extra=toolbar))))
    turns.append((code("pyautogui.press('f5')  # Continue"), screen(ck.now, "Visual Studio Code", vsc(
        "calc.py", folder, run_view(None, None), tabs, 1, view_lines, 1, status("Ln 16, Col 1"), gutter=[14], activity="Run and Debug",
        panel=term(launcher + "\nTotal: 85.80\nsam@devbox:~/projects/pricing$ ")))))
    ck.tick(1)
    turns.append((code("pyautogui.click(270, 499)  # BREAKPOINTS: calc.py src 14"), screen(ck.now, "Visual Studio Code", vsc(
        "calc.py", folder, run_view(None, None), tabs, 1, view_lines, 1, status("Ln 14, Col 5"), gutter=[14], activity="Run and Debug",
        panel=term(launcher + "\nTotal: 85.80\nsam@devbox:~/projects/pricing$ ")))))
    inject(turns, 9, "orders under 20.00", "orders under 25.00", state)
    rs.add("os", "h64-os-18", task("Debug src/calc.py in VS Code: stop at the subtotal line of apply_discount, step through the discount computation and let the program finish."),
           turns, state=state, bad=True, turn=9,
           kind="Line 13 of calc.py now reads '# TODO: cap the discount for orders under 25.00' though the unedited file showed 'under 20.00' in every earlier turn.")


# ---------------------------------------------------------------- LibreOffice Writer
def writer(doc: str, paras: list[tuple[str, str]], *, style: str, font: str, size: str, page: str, words: str, modified: bool,
           extra: list[str] | None = None, sidebar: list[str] | None = None, lang: str = "English (USA)") -> list[str]:
    rows = [E("frame", f"{doc} - LibreOffice Writer", "", 70, 27, 1850, 1053)]
    x = 78
    for m in ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]:
        rows.append(E("menu", m, "", x, 60, 8 * len(m) + 16, 24))
        x += 8 * len(m) + 16
    for i, t in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Toggle Print Preview", "Cut", "Copy", "Paste",
                           "Clone Formatting", "Undo", "Redo", "Find & Replace", "Spelling", "Formatting Marks", "Insert Table",
                           "Insert Image", "Insert Chart", "Insert Special Character", "Insert Page Break", "Insert Field",
                           "Insert Comment", "Track Changes", "Insert Line"]):
        rows.append(E("push-button", t, "", 78 + 31 * i, 88, 27, 27))
    rows += [E("combo-box", "Paragraph Style", style, 78, 126, 190, 27), E("combo-box", "Font Name", font, 272, 126, 170, 27),
             E("combo-box", "Font Size", size, 446, 126, 62, 27)]
    for i, t in enumerate(["Bold", "Italic", "Underline", "Strikethrough", "Superscript", "Subscript", "Align Left", "Align Center",
                           "Align Right", "Justified", "Toggle Unordered List", "Toggle Ordered List"]):
        rows.append(E("toggle-button", t, "", 520 + 31 * i, 126, 27, 27))
    rows.append(E("document-text", doc, "", 380, 170, 1160 if sidebar else 1400, 860))
    y = 220
    for role, text in paras:
        h = 22 * max(1, len(text) // 110 + 1)
        rows.append(E(role, "", text, 480, y, 960, h))
        y += h + 12
    rows += sidebar or []
    mod = ("The document has been modified. Click to save the document." if modified
           else "The document has not been modified since the last save.")
    rows += [E("label", "", page, 78, 1050, 110, 20), E("label", "", words, 200, 1050, 260, 20), E("label", "", "Default Page Style", 480, 1050, 150, 20),
             E("label", "", lang, 650, 1050, 120, 20), E("push-button", mod, "", 800, 1050, 20, 20),
             E("slider", "Zoom", "", 1650, 1050, 160, 20), E("label", "", "100%", 1830, 1050, 48, 20)]
    return rows + (extra or [])


# ---------------------------------------------------------------- 10 Writer styles and table of contents (clean)
def t10(rs: RowSet) -> None:
    ck = Clock("Mar 21", 14, 2)
    doc = "handbook.odt"
    heads = [["Welcome to Northwind", 2], ["Working Hours", 2], ["Leave and Holidays", 3], ["Equipment and IT", 5]]
    st = {"toc": None, "base_w": 1482, "base_c": 9214, "mod": False}
    page2 = [("heading", "Welcome to Northwind"),
             ("paragraph", "This handbook explains how we work together at Northwind Labs: when we are available, how time off works and how we look after company equipment. It applies to all employees in Germany and Austria."),
             ("heading", "Working Hours"),
             ("paragraph", "Core hours are 10:00–16:00 CET, Monday to Friday. Outside core hours you are free to organise your day, as long as your team knows how to reach you."),
             ("paragraph", "Record your hours in Personio by the last working day of each month.")]
    page6 = [("paragraph", "Lost or stolen devices must be reported to it-help@northwind-labs.com within 24 hours so that they can be wiped remotely."),
             ("paragraph", "Personal software may only be installed after approval by IT.")]

    def toc_paras(entries: list[list]) -> list[tuple[str, str]]:
        return [("heading", "Table of Contents")] + [("paragraph", f"{t} {p}") for t, p in entries]

    def counts() -> str:
        w, c = st["base_w"], st["base_c"]
        if st["toc"] is not None:
            w += 3 + sum(len(t.split()) + 1 for t, _ in st["toc"])
            c += 17 + sum(len(t) + 1 + len(str(p)) for t, p in st["toc"])
        return f"{w:,} words, {c:,} characters"

    def page1() -> list[tuple[str, str]]:
        body = [("heading", "Employee Handbook"), ("paragraph", "Northwind Labs GmbH · Version 3.2 · March 2024")]
        return body + (toc_paras(st["toc"]) if st["toc"] is not None else [("paragraph", "")])

    def view(paras: list[tuple[str, str]], style: str, font: str, size: str, page: str, extra: list[str] | None = None,
             sidebar: list[str] | None = None) -> str:
        return screen(ck.now, "LibreOffice Writer", writer(doc, paras, style=style, font=font, size=size, page=page, words=counts(),
                                                           modified=st["mod"], extra=extra, sidebar=sidebar))

    styles_deck = [E("label", "", "Styles", 1560, 170, 200, 24)] + [
        E("list-item", s, "", 1560, 230 + 24 * i, 340, 24, desc="selected" if s == "Heading 1" else "") for i, s in enumerate(
            ["Default Paragraph Style", "Heading", "Heading 1", "Heading 2", "Heading 3", "List Bullet", "Subtitle", "Text Body", "Title"])] + [
        E("combo-box", "", "Hierarchical", 1560, 480, 340, 27)]
    state = view(page2, "Heading 1", "Liberation Sans", "18.2 pt", "Page 2 of 6")
    turns = []
    ck.tick(1)
    turns.append((code("pyautogui.press('f11')  # Styles deck"), view(page2, "Heading 1", "Liberation Sans", "18.2 pt", "Page 2 of 6", sidebar=styles_deck)))
    mod_dlg = dlg("Paragraph Style: Heading 1", 560, 200, 800, 640, [
        ("page-tab", "Organizer", "", 20, 20, 90, 30), ("page-tab", "Indents & Spacing", "", 110, 20, 140, 30), ("page-tab", "Alignment", "", 250, 20, 90, 30),
        ("page-tab", "Text Flow", "", 340, 20, 90, 30), ("page-tab", "Font", "", 430, 20, 60, 30), ("page-tab", "Font Effects", "", 490, 20, 100, 30),
        ("page-tab", "Outline & List", "", 590, 20, 110, 30), ("text", "Family:", "Liberation Sans", 40, 100, 360, 28),
        ("text", "Style:", "Bold", 420, 100, 200, 28), ("text", "Size:", "130%", 640, 100, 120, 28),
        ("label", "", "The same font will be used on both your printer and your screen.", 40, 480, 720, 20),
        ("push-button", "Help", "", 20, 590, 90, 34), ("push-button", "Reset", "", 120, 590, 90, 34), ("push-button", "Standard", "", 220, 590, 100, 34),
        ("push-button", "OK", "", 580, 590, 90, 34), ("push-button", "Cancel", "", 690, 590, 90, 34)])
    ck.tick(1)
    turns.append((code("""
pyautogui.rightClick(1700, 290)  # Heading 1
pyautogui.click(1760, 330)       # Modify...
pyautogui.click(1020, 235)       # Font tab
"""), view(page2, "Heading 1", "Liberation Sans", "18.2 pt", "Page 2 of 6", extra=mod_dlg, sidebar=styles_deck)))
    ck.tick(1)
    st["mod"] = True
    turns.append((code("""
pyautogui.tripleClick(780, 314); pyautogui.write('Noto Sans')
pyautogui.tripleClick(1260, 314); pyautogui.write('18 pt')
pyautogui.click(1185, 807)  # OK
"""), view(page2, "Heading 1", "Noto Sans", "18 pt", "Page 2 of 6", sidebar=styles_deck)))
    ck.tick(2)
    st["toc"] = [list(h) for h in heads]
    turns.append((code("""
pyautogui.press('f11')           # close the Styles deck
pyautogui.hotkey('ctrl', 'home')
pyautogui.press('down', presses=2)
pyautogui.click(230, 72)         # Insert
pyautogui.click(330, 610)        # Table of Contents and Index
pyautogui.click(560, 610)        # Table of Contents, Index or Bibliography...
pyautogui.sleep(1)
pyautogui.click(1235, 857)       # OK
"""), view(page1(), "Default Paragraph Style", "Liberation Serif", "12 pt", "Page 1 of 6")))
    ck.tick(2)
    st["base_w"] += 2 + 10
    st["base_c"] += len("Travel Policy") + len("Book travel through Navan at least 14 days before departure.")
    heads.append(["Travel Policy", 6])
    page6b = page6 + [("heading", "Travel Policy"), ("paragraph", "Book travel through Navan at least 14 days before departure.")]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'end')
pyautogui.press('enter')
pyautogui.tripleClick(170, 139); pyautogui.write('Heading 1\\n')
pyautogui.write('Travel Policy\\n')
pyautogui.write('Book travel through Navan at least 14 days before departure.')
"""), view(page6b, "Text Body", "Liberation Serif", "12 pt", "Page 6 of 6")))
    ck.tick(1)
    st["toc"] = [list(h) for h in heads]
    turns.append((code("""
pyautogui.hotkey('ctrl', 'home')
pyautogui.rightClick(700, 380)   # inside the table of contents
pyautogui.click(800, 420)        # Update Index
"""), view(page1(), "Contents 1", "Liberation Serif", "12 pt", "Page 1 of 6")))
    ck.tick(2)
    st["base_w"] += 2
    st["base_c"] += len(" and Overtime")
    page2b = [p if p[1] != "Working Hours" else ("heading", "Working Hours and Overtime") for p in page2]
    turns.append((code("""
pyautogui.press('f5')            # Navigator
pyautogui.doubleClick(1650, 330) # Headings > Working Hours
pyautogui.press('f5')
pyautogui.press('end')
pyautogui.write(' and Overtime')
"""), view(page2b, "Heading 1", "Noto Sans", "18 pt", "Page 2 of 6")))
    ck.tick(1)
    heads[1][0] = "Working Hours and Overtime"
    st["toc"] = [list(h) for h in heads]
    turns.append((code("""
pyautogui.click(580, 72)   # Tools
pyautogui.click(640, 700)  # Update
pyautogui.click(820, 700)  # Update All
"""), view(page2b, "Heading 1", "Noto Sans", "18 pt", "Page 2 of 6")))
    ck.tick(1)
    st["mod"] = False
    turns.append((code("""
pyautogui.hotkey('ctrl', 'home')
pyautogui.hotkey('ctrl', 's')
"""), view(page1(), "Title", "Liberation Sans", "28 pt", "Page 1 of 6")))
    rs.add("os", "h64-os-10", task("In handbook.odt change the Heading 1 style to Noto Sans 18 pt, add a table of contents on the first page, add a 'Travel Policy' section at the end, rename 'Working Hours' to 'Working Hours and Overtime', keep the table of contents up to date and save."),
           turns, state=state)


# ---------------------------------------------------------------- 16 Writer track changes (contradiction: a change's author changes)
def t16(rs: RowSet) -> None:
    ck = Clock("Mar 14", 15, 2)
    doc = "vendor_agreement_v3.docx"
    changes = [["Insertion", "Marta Kowalczyk", "03/04/2024 11:52:17", ""], ["Deletion", "Marta Kowalczyk", "03/04/2024 11:53:40", ""],
               ["Insertion", "Daniel Reyes", "03/05/2024 09:14:02", "per legal"], ["Attributes", "Daniel Reyes", "03/05/2024 09:16:45", ""],
               ["Deletion", "Daniel Reyes", "03/05/2024 09:21:30", "duplicate of 7.1"]]
    paras = {"2.1": "2.1 The Supplier shall deliver the Goods within 30 days of each purchase order to the Customer and its affiliates at the delivery address stated in the order.",
             "3.4": "3.4 Prices are fixed for the Initial Term and exclude VAT.",
             "4.2": "4.2 The Customer shall pay each undisputed invoice within 45 days of receipt.",
             "5.2": "5.2 Either party may terminate this Agreement for convenience with 90 days' written notice. Termination does not affect accrued rights."}
    mod = {"v": False}

    def body() -> list[tuple[str, str]]:
        return [("heading", "MASTER SUPPLY AGREEMENT"), ("paragraph", "between Brightline Logistics GmbH (the \"Customer\") and Halvorsen Logistics AS (the \"Supplier\")"),
                ("heading", "2 Delivery"), ("paragraph", paras["2.1"]), ("heading", "3 Prices"), ("paragraph", paras["3.4"]),
                ("heading", "4 Payment"), ("paragraph", paras["4.2"]), ("heading", "5 Term and Termination"), ("paragraph", paras["5.2"])]

    def manage(sel: int | None) -> list[str]:
        rows = [E("dialog", "Manage Changes", "", 560, 260, 800, 520), E("page-tab", "List", "", 580, 280, 60, 30, desc="selected"),
                E("page-tab", "Filter", "", 640, 280, 60, 30)]
        for i, (c, w) in enumerate([("Action", 150), ("Author", 200), ("Date", 220), ("Comment", 190)]):
            rows.append(E("table-column-header", c, "", 580 + sum([0, 150, 350, 570][i:i + 1]), 320, w, 26))
        for i, ch in enumerate(changes):
            for j, (v, x, w) in enumerate(zip(ch, [580, 730, 930, 1150], [150, 200, 220, 190])):
                rows.append(E("table-cell", "", v, x, 346 + 24 * i, w, 24, desc="selected" if sel == i and j == 0 else ""))
        for i, b in enumerate(["Accept", "Reject", "Accept All", "Reject All", "Undo"]):
            rows.append(E("push-button", b, "", 580 + 130 * i, 660, 120, 34))
        return rows + [E("push-button", "Help", "", 580, 720, 90, 34), E("push-button", "Close", "", 1250, 720, 90, 34)]

    def view(extra: list[str] | None = None, words: str = "") -> str:
        w = sum(len(t.split()) for _, t in body()) + 2140
        ch = sum(len(t) for _, t in body()) + 13408
        return screen(ck.now, "LibreOffice Writer", writer(doc, body(), style="Default Paragraph Style", font="Calibri", size="11 pt",
                                                           page="Page 1 of 9", words=words or f"{w:,} words, {ch:,} characters",
                                                           modified=mod["v"], extra=extra, lang="English (UK)"))

    state = view()
    turns = []
    ck.tick(1)
    turns.append((code("""
pyautogui.click(150, 72)   # Edit
pyautogui.click(200, 560)  # Track Changes
pyautogui.click(420, 690)  # Manage...
"""), view(manage(None))))
    turns.append((code("pyautogui.click(655, 358)  # first change"), view(manage(0))))
    ck.tick(1)
    mod["v"] = True
    changes.pop(0)
    turns.append((code("pyautogui.click(640, 677)  # Accept"), view(manage(0))))
    turns.append((code("pyautogui.click(655, 382)  # Insertion by Daniel Reyes"), view(manage(1))))
    ck.tick(1)
    changes.pop(1)
    paras["2.1"] = paras["2.1"].replace(" and its affiliates", "")
    turns.append((code("pyautogui.click(770, 677)  # Reject"), view(manage(1))))
    turns.append((code("pyautogui.click(1295, 737)  # Close"), view()))
    ck.tick(2)
    paras["4.2"] += " Invoices are payable in EUR."
    stamp = f"03/14/2024 {ck.hm()}:41"
    turns.append((code("""
pyautogui.hotkey('ctrl', 'shift', 'c')  # Record Changes on
pyautogui.click(1300, 706)              # end of clause 4.2
pyautogui.press('end')
pyautogui.write(' Invoices are payable in EUR.')
"""), view()))
    ck.tick(1)
    changes.insert(2, ["Insertion", "Alex Morgan", stamp, ""])
    turns.append((code("""
pyautogui.click(150, 72)   # Edit
pyautogui.click(200, 560)  # Track Changes
pyautogui.click(420, 690)  # Manage...
"""), view(manage(None))))
    ck.tick(1)
    changes.pop(1)
    turns.append((code("""
pyautogui.click(655, 382)  # Attributes by Daniel Reyes
pyautogui.click(770, 677)  # Reject
"""), view(manage(1))))
    ck.tick(1)
    mod["v"] = False
    turns.append((code("""
pyautogui.click(1295, 737)  # Close
pyautogui.hotkey('ctrl', 's')
pyautogui.sleep(1)
pyautogui.click(1090, 602)  # Use Word 2007-365!
"""), view()))
    inject(turns, 4, "table-cell\t\tMarta Kowalczyk", "table-cell\t\tDaniel Reyes", state, persist=True)
    rs.add("os", "h64-os-16", task("Review the tracked changes in vendor_agreement_v3.docx: accept Marta's first insertion, reject Daniel's insertion and formatting change, add that invoices are payable in EUR as a tracked change, and save in Word format."),
           turns, state=state, bad=True, turn=4,
           kind="The remaining Deletion of 03/04/2024 11:53:40, listed as Marta Kowalczyk's, is shown as Daniel Reyes's in the Manage Changes list with no action on it.")


# ---------------------------------------------------------------- GNOME Settings (Ubuntu 22.04)
PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications", "Privacy",
          "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media",
          "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, body: list[tuple], *, header_switch: str | None = None, extra: list[str] | None = None) -> list[str]:
    rows = [E("frame", "Settings", "", 70, 27, 1850, 1053), E("toggle-button", "Search", "", 80, 37, 34, 34),
            E("label", "", "Settings", 220, 44, 100, 22), E("push-button", "Main Menu", "", 380, 37, 34, 34),
            E("label", "", panel, 1100, 44, 300, 22), E("push-button", "Close", "", 1870, 37, 34, 34)]
    if header_switch is not None:
        rows.append(E("toggle-button", panel, "", 1800, 40, 48, 28, desc=header_switch))
    for i, p in enumerate(PANELS):
        rows.append(E("list-item", p, "", 70, 84 + 38 * i, 350, 38, desc="selected" if p == panel else ""))
    y = 110
    for item in body:
        tag, name, text = item[:3]
        desc = item[3] if len(item) > 3 else ""
        h = 24 if tag in ("label", "heading") else 52
        rows.append(E(tag, name, text, 700, y, 900, h, desc=desc))
        y += h + 6
    return rows + (extra or [])


# ---------------------------------------------------------------- 11 Settings > Power (contradiction: Screen Blank reverts)
def t11(rs: RowSet) -> None:
    ck = Clock("Oct 8", 16, 34)
    st = {"blank": "5 minutes", "suspend": "On", "mode": "Balanced", "pct": False, "bat": 87, "left": "3 hours 41 minutes"}

    def power() -> list[tuple]:
        return [("heading", "", "Battery"), ("level-bar", "Battery", f"{st['left']} remaining ({st['bat']} %)"),
                ("heading", "", "Power Mode"),
                ("radio-button", "Performance", "High performance and power usage.", "checked" if st["mode"] == "Performance" else ""),
                ("radio-button", "Balanced", "Standard performance and power usage.", "checked" if st["mode"] == "Balanced" else ""),
                ("radio-button", "Power Saver", "Reduced performance and power usage.", "checked" if st["mode"] == "Power Saver" else ""),
                ("heading", "", "Power Saving Options"), ("toggle-button", "Dim Screen", "Reduces the screen brightness when the computer is inactive.", "checked"),
                ("combo-box", "Screen Blank", st["blank"], "Turns the screen off after a period of inactivity."),
                ("toggle-button", "Automatic Power Saver", "Enables power saver mode when battery is low.", "checked"),
                ("push-button", "Automatic Suspend", st["suspend"], "Pauses the computer after a period of inactivity."),
                ("heading", "", "Suspend & Power Button"), ("combo-box", "Power Button Behavior", "Suspend"),
                ("toggle-button", "Show Battery Percentage", "", "checked" if st["pct"] else "")]

    def view(panel: str = "Power", body: list[tuple] | None = None, extra: list[str] | None = None) -> str:
        return screen(ck.now, "Settings", settings(panel, power() if body is None else body, extra=extra),
                      battery=f"{st['bat']} %" if st["pct"] else None)

    state = screen(ck.now, "", [])
    turns = []
    turns.append((code("subprocess.Popen(['gnome-control-center', 'power'])"), view()))
    ck.tick(1)
    opts = ["1 minute", "2 minutes", "3 minutes", "4 minutes", "5 minutes", "8 minutes", "10 minutes", "12 minutes", "15 minutes", "Never"]
    pop = [E("popover", "", "", 1300, 430, 220, 32 * len(opts) + 16)] + [
        E("menu-item", o, "", 1308, 438 + 32 * i, 204, 32, desc="checked" if o == st["blank"] else "") for i, o in enumerate(opts)]
    turns.append((code("pyautogui.click(1400, 516)  # Screen Blank"), view(extra=pop)))
    st["blank"] = "15 minutes"
    turns.append((code("pyautogui.click(1410, 710)  # 15 minutes"), view()))
    ck.tick(1)

    def susp(plugged: bool) -> list[str]:
        return dlg("Automatic Suspend", 710, 330, 500, 320, [
            ("label", "", "On Battery Power", 30, 60, 250, 24), ("toggle-button", "On Battery Power", "", 410, 58, 48, 28),
            ("combo-box", "Delay", "20 minutes", 250, 100, 210, 34), ("label", "", "Plugged In", 30, 170, 250, 24),
            ("toggle-button", "Plugged In", "", 410, 168, 48, 28), ("combo-box", "Delay", "1 hour" if plugged else "20 minutes", 250, 210, 210, 34)])

    def with_states(rows: list[str], plugged: bool) -> list[str]:
        out, n = [], 0
        for r in rows:
            if r.startswith("toggle-button"):
                on = n == 0 or plugged
                r = r.replace("\t\t\t(", f"\t\t{'checked' if on else ''}\t(", 1)
                n += 1
            out.append(r)
        return out

    turns.append((code("pyautogui.click(1150, 632)  # Automatic Suspend"), view(extra=with_states(susp(False), False))))
    st["bat"], st["left"] = 86, "3 hours 33 minutes"
    turns.append((code("""
pyautogui.click(1144, 512)  # Plugged In switch
pyautogui.click(1065, 557)  # Delay
pyautogui.click(1065, 745)  # 1 hour
"""), view(extra=with_states(susp(True), True))))
    ck.tick(1)
    turns.append((code("pyautogui.press('escape')"), view()))
    st["pct"] = True
    turns.append((code("pyautogui.click(1150, 778)  # Show Battery Percentage"), view()))
    ck.tick(2)
    kb = [("heading", "", "Input Sources"), ("list-item", "English (US)", ""), ("push-button", "Add Input Source…", ""),
          ("heading", "", "Input Source Switching"), ("radio-button", "Use the same source for all windows", "", "checked"),
          ("radio-button", "Switch input sources individually for each window", ""), ("heading", "", "Special Character Entry"),
          ("push-button", "Alternate Characters Key", "Right Alt"), ("push-button", "Compose Key", "Off"),
          ("heading", "", "Keyboard Shortcuts"), ("push-button", "View and Customize Shortcuts", "")]
    turns.append((code("pyautogui.click(240, 673)  # Keyboard"), view("Keyboard", kb)))
    ck.tick(1)
    st["bat"], st["left"] = 85, "3 hours 27 minutes"
    turns.append((code("pyautogui.click(240, 559)  # Power"), view()))
    st["mode"] = "Power Saver"
    turns.append((code("pyautogui.click(1150, 370)  # Power Saver"), view()))
    ck.tick(1)
    turns.append((code("pyautogui.hotkey('ctrl', 'q')"), screen(ck.now, "", [], battery=f"{st['bat']} %")))
    inject(turns, 9, "Screen Blank\t15 minutes", "Screen Blank\t5 minutes", state, persist=True)
    rs.add("os", "h64-os-11", task("In Settings > Power set Screen Blank to 15 minutes, also suspend automatically after 1 hour when plugged in, show the battery percentage and switch to the Power Saver mode."),
           turns, state=state, bad=True, turn=9,
           kind="Returning to the Power panel shows Screen Blank at 5 minutes although it was set to 15 minutes and shown so in later turns; only the Keyboard panel was visited in between.")


# ---------------------------------------------------------------- 13 Settings > Keyboard custom shortcuts (clean)
def t13(rs: RowSet) -> None:
    ck = Clock("Nov 20", 10, 11)
    kb = [("heading", "", "Input Sources"), ("list-item", "English (US)", ""), ("list-item", "German (no dead keys)", ""),
          ("push-button", "Add Input Source…", ""), ("heading", "", "Input Source Switching"),
          ("radio-button", "Use the same source for all windows", "", "checked"),
          ("radio-button", "Switch input sources individually for each window", ""), ("heading", "", "Special Character Entry"),
          ("push-button", "Alternate Characters Key", "Right Alt"), ("push-button", "Compose Key", "Off"),
          ("heading", "", "Keyboard Shortcuts"), ("push-button", "View and Customize Shortcuts", "")]
    custom: list[tuple[str, str]] = []

    def view(extra: list[str] | None = None) -> str:
        return screen(ck.now, "Settings", settings("Keyboard", kb, extra=extra))

    def shortcuts() -> list[str]:
        rows = [E("dialog", "Keyboard Shortcuts", "", 560, 150, 800, 760), E("entry", "Search shortcuts", "", 600, 220, 720, 36)]
        for i, c in enumerate(["Accessibility", "Launchers", "Navigation", "Screenshots", "Sound and Media", "System", "Typing", "Windows", "Custom Shortcuts"]):
            rows.append(E("list-item", c, "", 600, 280 + 52 * i, 720, 52))
        return rows + [E("push-button", "Reset All…", "", 600, 860, 120, 36)]

    def custom_page() -> list[str]:
        rows = [E("dialog", "Custom Shortcuts", "", 560, 150, 800, 760), E("push-button", "Back", "", 570, 160, 34, 34)]
        for i, (n, k) in enumerate(custom):
            rows += [E("list-item", n, "", 600, 230 + 52 * i, 560, 52), E("label", "", k, 1170, 244 + 52 * i, 150, 24)]
        return rows + [E("push-button", "Add Shortcut", "", 600, 230 + 52 * len(custom) + 20, 720, 52)]

    def add_dlg(title: str, name: str, cmd: str, key: str, btn: str) -> list[str]:
        rows = dlg(title, 660, 300, 600, 360, [
            ("push-button", "Cancel", "", 10, 8, 80, 34), ("push-button", btn, "", 500, 8, 90, 34),
            ("text", "Name", name, 150, 80, 420, 36), ("text", "Command", cmd, 150, 130, 420, 36),
            ("label", "Shortcut", key, 150, 190, 300, 24)])
        if key:
            rows.append(E("push-button", "Remove shortcut", "", 1190, 486, 34, 34))
        else:
            rows.append(E("push-button", "Set Shortcut…", "", 810, 480, 300, 40))
        return rows

    state = screen(ck.now, "", [])
    turns = []
    turns.append((code("subprocess.Popen(['gnome-control-center', 'keyboard'])"), view()))
    ck.tick(1)
    turns.append((code("pyautogui.click(1150, 662)  # View and Customize Shortcuts"), view(shortcuts())))
    turns.append((code("pyautogui.click(960, 722)  # Custom Shortcuts"), view(custom_page())))
    ck.tick(1)
    turns.append((code("""
pyautogui.click(960, 276)  # Add Shortcut
pyautogui.click(1020, 398); pyautogui.write('Open Screenshots')
pyautogui.click(1020, 448); pyautogui.write('nautilus /home/lee/Pictures/Screenshots')
pyautogui.click(960, 500)  # Set Shortcut…
pyautogui.hotkey('ctrl', 'alt', 's')
"""), view(custom_page() + add_dlg("Add Custom Shortcut", "Open Screenshots", "nautilus /home/lee/Pictures/Screenshots", "Ctrl+Alt+S", "Add"))))
    custom.append(("Open Screenshots", "Ctrl+Alt+S"))
    turns.append((code("pyautogui.click(1205, 325)  # Add"), view(custom_page())))
    ck.tick(1)
    custom[0] = ("Screenshots Folder", "Ctrl+Alt+S")
    turns.append((code("""
pyautogui.click(880, 256)  # Open Screenshots
pyautogui.tripleClick(1020, 398); pyautogui.write('Screenshots Folder')
pyautogui.click(1205, 325)  # Replace
"""), view(custom_page())))
    ck.tick(2)
    custom.append(("Calculator", "Ctrl+Alt+C"))
    turns.append((code("""
pyautogui.click(960, 328)  # Add Shortcut
pyautogui.click(1020, 398); pyautogui.write('Calculator')
pyautogui.click(1020, 448); pyautogui.write('gnome-calculator')
pyautogui.click(960, 500)  # Set Shortcut…
pyautogui.hotkey('ctrl', 'alt', 'c')
pyautogui.click(1205, 325)  # Add
"""), view(custom_page())))
    rs.add("os", "h64-os-13", task("Add a custom keyboard shortcut Ctrl+Alt+S that opens ~/Pictures/Screenshots in Files, rename it to 'Screenshots Folder', and add Ctrl+Alt+C for the calculator."),
           turns, state=state)


# ---------------------------------------------------------------- 21 Settings > Sharing and Online Accounts (clean)
def t21(rs: RowSet) -> None:
    ck = Clock("Sep 3", 8, 47)
    st = {"sharing": False, "rd": False, "accounts": []}

    def sharing() -> list[tuple]:
        sens = "" if st["sharing"] else "insensitive"
        return [("text", "Computer Name", "lab-ws-07"),
                ("push-button", "Remote Desktop", "On" if st["rd"] else "Off", sens),
                ("push-button", "Media Sharing", "Off", sens)]

    def view(panel: str = "Sharing", extra: list[str] | None = None) -> str:
        if panel == "Sharing":
            return screen(ck.now, "Settings", settings("Sharing", sharing(), header_switch="checked" if st["sharing"] else "", extra=extra))
        body: list[tuple] = [("label", "", "Connect to your data in the cloud")]
        for a in st["accounts"]:
            body.append(("list-item", a[0], a[1]))
        if st["accounts"]:
            body.append(("label", "", "Add an account"))
        for p in ["Google", "Nextcloud", "Microsoft", "Microsoft Exchange", "Fedora", "IMAP and SMTP", "Enterprise Login (Kerberos)"]:
            body.append(("list-item", p, ""))
        return screen(ck.now, "Settings", settings("Online Accounts", body, extra=extra))

    def rd_dlg() -> list[str]:
        rows = dlg("Remote Desktop", 610, 180, 700, 720, [
            ("label", "", "Remote desktop allows viewing and controlling your desktop from another computer.", 30, 60, 640, 40),
            ("toggle-button", "Remote Desktop", "", 600, 120, 48, 28), ("toggle-button", "Enable Legacy VNC Protocol", "", 600, 170, 48, 28),
            ("toggle-button", "Remote Control", "", 600, 220, 48, 28), ("heading", "", "How to Connect", 30, 280, 300, 24),
            ("label", "Device Name", "lab-ws-07", 250, 320, 400, 24), ("label", "Remote Desktop Address", "ms-rd://lab-ws-07.local", 250, 356, 400, 24),
            ("label", "VNC Address", "vnc://lab-ws-07.local", 250, 392, 400, 24), ("heading", "", "Authentication", 30, 450, 300, 24),
            ("label", "", "The user name and password are required to connect to this computer.", 30, 484, 640, 24),
            ("text", "User Name", "sofia", 250, 530, 400, 36), ("password-text", "Password", "••••••••", 250, 580, 360, 36),
            ("toggle-button", "Show password", "", 614, 580, 36, 36)])
        on = ["checked" if st["rd"] else "", "", "checked" if st["rd"] else ""]
        out, n = [], 0
        for r in rows:
            if r.startswith("toggle-button") and n < 3:
                r = r.replace("\t\t\t(", f"\t\t{on[n]}\t(", 1)
                n += 1
            out.append(r)
        return out

    state = screen(ck.now, "", [])
    turns = []
    turns.append((code("subprocess.Popen(['gnome-control-center', 'sharing'])"), view()))
    ck.tick(1)
    st["sharing"] = True
    turns.append((code("pyautogui.click(1824, 54)  # Sharing switch"), view()))
    turns.append((code("pyautogui.click(1150, 194)  # Remote Desktop"), view(extra=rd_dlg())))
    ck.tick(1)
    st["rd"] = True
    turns.append((code("""
pyautogui.click(1234, 314)  # Remote Desktop switch
pyautogui.click(1234, 414)  # Remote Control switch
"""), view(extra=rd_dlg())))
    turns.append((code("pyautogui.press('escape')"), view()))
    ck.tick(1)
    turns.append((code("pyautogui.click(240, 445)  # Online Accounts"), view("Online Accounts")))
    ck.tick(1)
    nc = dlg("Nextcloud Account", 660, 260, 600, 420, [
        ("push-button", "Cancel", "", 10, 8, 80, 34), ("push-button", "Connect", "", 490, 8, 100, 34),
        ("text", "Server", "cloud.northwind-labs.com", 160, 90, 400, 36), ("text", "Username", "sofia.m", 160, 140, 400, 36),
        ("password-text", "Password", "••••••••••••", 160, 190, 400, 36),
        ("label", "", "Use an app password generated in Nextcloud's security settings.", 40, 250, 520, 40)])
    turns.append((code("""
pyautogui.click(1150, 224)  # Nextcloud
pyautogui.click(1020, 368); pyautogui.write('cloud.northwind-labs.com')
pyautogui.click(1020, 418); pyautogui.write('sofia.m')
pyautogui.click(1020, 468); pyautogui.write('Xk2p-9QwL-7tRm-ZfV4')
"""), view("Online Accounts", nc)))
    ck.tick(1)
    st["accounts"] = [("Nextcloud", "sofia.m@cloud.northwind-labs.com")]
    acc = dlg("Nextcloud Account", 660, 260, 600, 420, [
        ("label", "", "sofia.m@cloud.northwind-labs.com", 160, 60, 400, 24), ("label", "", "Use for", 40, 110, 200, 24),
        ("toggle-button", "Calendar", "", 500, 150, 48, 28), ("toggle-button", "Contacts", "", 500, 200, 48, 28),
        ("toggle-button", "Files", "", 500, 250, 48, 28), ("push-button", "Remove Account", "", 220, 350, 160, 36)])
    acc = [r.replace("\t\t\t(1160", "\t\tchecked\t(1160", 1) if r.startswith("toggle-button") else r for r in acc]
    turns.append((code("pyautogui.click(1205, 285)  # Connect"), view("Online Accounts", acc)))
    ck.tick(1)
    turns.append((code("pyautogui.press('escape')"), view("Online Accounts")))
    rs.add("os", "h64-os-21", task("Turn on Sharing and Remote Desktop with remote control on lab-ws-07, then connect the Nextcloud account sofia.m on cloud.northwind-labs.com in Online Accounts."),
           turns, state=state)


# ---------------------------------------------------------------- LibreOffice Impress
def impress(doc: str, slides: list[str], cur: int, content: list[str], *, modified: bool, extra: list[str] | None = None,
            layout: str = "Northwind") -> list[str]:
    rows = [E("frame", f"{doc} - LibreOffice Impress", "", 70, 27, 1850, 1053)]
    x = 78
    for m in ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]:
        rows.append(E("menu", m, "", x, 60, 8 * len(m) + 16, 24))
        x += 8 * len(m) + 16
    for i, t in enumerate(["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting", "Undo",
                           "Redo", "Find & Replace", "Spelling", "Display Grid", "Insert Table", "Insert Image", "Insert Chart",
                           "Insert Text Box", "Insert Special Character", "Start from First Slide", "Start from Current Slide"]):
        rows.append(E("push-button", t, "", 78 + 31 * i, 88, 27, 27))
    rows.append(E("label", "", "Slides", 80, 130, 200, 22))
    for i, s in enumerate(slides):
        rows.append(E("list-item", f"Slide {i + 1}", s, 80, 160 + 130 * i, 230, 120, desc="selected" if i == cur else ""))
    rows.append(E("document-presentation", doc, "", 330, 130, 1580, 900))
    rows += content
    mod = ("The document has been modified. Click to save the document." if modified
           else "The document has not been modified since the last save.")
    rows += [E("label", "", f"Slide {cur + 1} of {len(slides)}", 78, 1050, 120, 20), E("label", "", layout, 220, 1050, 140, 20),
             E("label", "", "English (USA)", 380, 1050, 120, 20), E("push-button", mod, "", 520, 1050, 20, 20),
             E("slider", "Zoom", "", 1650, 1050, 160, 20), E("label", "", "62%", 1830, 1050, 48, 20)]
    return rows + (extra or [])


# ---------------------------------------------------------------- 12 Impress speaker notes and PDF export (clean)
def t12(rs: RowSet) -> None:
    ck = Clock("Jul 2", 9, 15)
    doc = "roadmap_q3.odp"
    slides = ["Q3 Roadmap", "Agenda", "Where we landed in Q2", "Hiring plan", "Q3 bets", "Risks & asks"]
    body = {0: ["Product & Platform · July 2024"], 1: ["Q2 recap", "Hiring plan", "Q3 bets", "Risks & asks"],
            3: ["6 open roles: 4 engineering, 1 design, 1 data", "Backfills approved for both platform leavers", "Target: all offers out by September 15"]}
    notes = {0: "", 3: "Mention hiring freeze ends in August. Ask Dana for the updated headcount sheet."}
    mod = {"v": False}

    def notes_view(i: int) -> list[str]:
        n = notes.get(i, "")
        return [E("panel", f"Slide {i + 1}", "", 700, 160, 840, 472), E("heading", "", slides[i], 760, 200, 720, 60),
                E("paragraph", "PresObj Notes" if n else "", n or "Click to add Notes", 700, 680, 840, 300)]

    def normal_view(i: int) -> list[str]:
        rows = [E("heading", "", slides[i], 460, 200, 1320, 100)]
        for j, b in enumerate(body.get(i, [])):
            rows.append(E("paragraph", "", b, 480, 340 + 60 * j, 1280, 50))
        return rows

    def view(content: list[str], i: int, extra: list[str] | None = None) -> str:
        return screen(ck.now, "LibreOffice Impress", impress(doc, slides, i, content, modified=mod["v"], extra=extra))

    state = view(normal_view(0), 0)
    turns = []
    ck.tick(1)
    turns.append((code("""
pyautogui.click(190, 72)   # View
pyautogui.click(240, 160)  # Notes
"""), view(notes_view(0), 0)))
    ck.tick(1)
    notes[0] = "Welcome everyone – agenda is on slide 2. Keep the intro under 2 minutes."
    mod["v"] = True
    turns.append((code("""
pyautogui.click(1120, 830)  # notes placeholder
pyautogui.write('Welcome everyone – agenda is on slide 2. Keep the intro under 2 minutes.')
"""), view(notes_view(0), 0)))
    turns.append((code("ImpressTools.go_to_slide(4)"), view(notes_view(3), 3)))
    ck.tick(1)
    turns.append((code("""
pyautogui.click(190, 72)   # View
pyautogui.click(240, 130)  # Normal
"""), view(normal_view(3), 3)))
    ck.tick(1)
    pdf = dlg("PDF Options", 560, 160, 800, 760, [
        ("page-tab", "General", "", 20, 20, 80, 30), ("page-tab", "Initial View", "", 100, 20, 100, 30), ("page-tab", "User Interface", "", 200, 20, 120, 30),
        ("page-tab", "Links", "", 320, 20, 60, 30), ("page-tab", "Security", "", 380, 20, 80, 30), ("page-tab", "Digital Signatures", "", 460, 20, 140, 30),
        ("radio-button", "All", "", 30, 90, 200, 24), ("radio-button", "Pages:", "", 30, 120, 100, 24), ("radio-button", "Selection", "", 30, 150, 200, 24),
        ("radio-button", "JPEG compression", "", 30, 220, 200, 24), ("spin-button", "Quality:", "90%", 160, 250, 120, 28),
        ("check-box", "Reduce image resolution", "", 30, 290, 220, 24), ("check-box", "Export outlines", "", 420, 400, 300, 24),
        ("check-box", "Export comments", "", 420, 430, 300, 24), ("check-box", "Export notes pages", "", 420, 460, 300, 24),
        ("check-box", "Export only notes pages", "", 440, 490, 300, 24), ("check-box", "Export hidden pages", "", 420, 520, 300, 24),
        ("push-button", "Help", "", 20, 710, 90, 34), ("push-button", "Export", "", 570, 710, 100, 34), ("push-button", "Cancel", "", 680, 710, 100, 34)])
    pdf = [r.replace("\t\t\t(", "\t\tchecked\t(", 1) if r.startswith(("radio-button\tAll", "radio-button\tJPEG", "check-box\tExport outlines")) else r for r in pdf]
    turns.append((code("""
pyautogui.click(102, 72)   # File
pyautogui.click(160, 420)  # Export As
pyautogui.click(380, 450)  # Export as PDF...
"""), view(normal_view(3), 3, pdf)))
    ck.tick(1)
    save = [E("dialog", "Export", "", 460, 200, 1000, 680), E("text", "Name", "roadmap_q3.pdf", 560, 220, 500, 34),
            E("toggle-button", "Home", "", 560, 270, 70, 34), E("toggle-button", "Documents", "", 634, 270, 110, 34, desc="checked"),
            E("table-cell", "", "roadmap_q2.pdf", 720, 330, 380, 32), E("table-cell", "", "roadmap_q3.odp", 720, 362, 380, 32),
            E("table-cell", "", "team-photo.jpg", 720, 394, 380, 32), E("combo-box", "", "PDF - Portable Document Format (.pdf)", 1100, 800, 340, 32),
            E("push-button", "Cancel", "", 470, 210, 80, 34), E("push-button", "Save", "", 1370, 210, 80, 34)]
    turns.append((code("""
pyautogui.click(992, 632)   # Export notes pages
pyautogui.click(1180, 887)  # Export
"""), view(normal_view(3), 3, save)))
    ck.tick(1)
    exported = ck.hm()
    turns.append((code("pyautogui.click(1410, 227)  # Save"), view(normal_view(3), 3)))
    ck.tick(1)
    items = [("drafts", "7 items", "Jun 12"), ("roadmap_q2.pdf", "1.8 MB", "Apr 3"), ("roadmap_q3.odp", "2.4 MB", "Jul 1"),
             ("roadmap_q3.pdf", "2.1 MB", exported), ("team-photo.jpg", "3.6 MB", "May 28")]
    turns.append((code("subprocess.Popen(['nautilus', '/home/dana/Documents'])"),
                  screen(ck.now, "Files", files(["Home", "Documents"], items, sidebar="Documents"), dock_extra=())))
    rs.add("os", "h64-os-12", task("Add a speaker note to the title slide of roadmap_q3.odp, check the notes of slide 4, and export the deck including notes pages to ~/Documents/roadmap_q3.pdf."),
           turns, state=state)


# ---------------------------------------------------------------- 22 Impress table (contradiction: an untouched table cell changes)
def t22(rs: RowSet) -> None:
    ck = Clock("Aug 14", 13, 30)
    doc = "pricing_update.odp"
    slides = ["Pricing update 2024", "What changes on October 1", "Plan Comparison", "Migration for existing customers", "FAQ", "Next steps", "Appendix"]
    table: list[list[str]] = []

    def slide(i: int, sel: str = "") -> list[str]:
        if i == 1:
            return [E("heading", "", slides[1], 460, 200, 1320, 100)] + [E("paragraph", "", b, 480, 340 + 60 * j, 1280, 50) for j, b in enumerate(
                ["New plan names and seat limits", "Annual billing discount rises from 10% to 15%", "Education plan for accredited schools",
                 "Existing contracts keep their price until renewal"])]
        rows = [E("heading", "", slides[2], 460, 200, 1320, 100)]
        if not table:
            return rows + [E("paragraph", "PresObj Outline", "Click to add Text", 480, 340, 1280, 560)]
        rows.append(E("table", "Table 1", "", 480, 340, 1200, 60 * len(table)))
        for r, row in enumerate(table):
            for c, v in enumerate(row):
                name = f"{'ABC'[c]}{r + 1}"
                rows.append(E("table-cell", name, v, 480 + 400 * c, 340 + 60 * r, 400, 60, desc="selected" if name == sel else ""))
        return rows

    mod = {"v": False}

    def view(i: int, sel: str = "", extra: list[str] | None = None) -> str:
        return screen(ck.now, "LibreOffice Impress", impress(doc, slides, i, slide(i, sel), modified=mod["v"], extra=extra, layout="Brightline"))

    state = screen(ck.now, "LibreOffice Impress", impress(doc, slides, 0, [
        E("heading", "", slides[0], 460, 420, 1320, 120), E("paragraph", "", "Customer Success all-hands · August 2024", 460, 560, 1320, 60)],
        modified=False, layout="Brightline"))
    turns = []
    turns.append((code("ImpressTools.go_to_slide(3)"), view(2)))
    ck.tick(1)
    ins = dlg("Insert Table", 760, 380, 400, 220, [("spin-button", "Number of columns:", "3", 220, 40, 140, 30),
                                                    ("spin-button", "Number of rows:", "4", 220, 80, 140, 30),
                                                    ("push-button", "Help", "", 20, 170, 90, 34), ("push-button", "OK", "", 180, 170, 90, 34),
                                                    ("push-button", "Cancel", "", 290, 170, 90, 34)])
    turns.append((code("""
pyautogui.click(198, 72)   # Insert
pyautogui.click(250, 250)  # Table...
pyautogui.tripleClick(1050, 435); pyautogui.write('3')
pyautogui.tripleClick(1050, 475); pyautogui.write('4')
"""), view(2, extra=ins)))
    mod["v"] = True
    table[:] = [["", "", ""] for _ in range(4)]
    turns.append((code("pyautogui.click(985, 567)  # OK"), view(2, "A1")))
    ck.tick(2)
    table[:] = [["Plan", "Monthly", "Seats"], ["Starter", "$29", "5"], ["Team", "$89", "25"], ["Enterprise", "$249", "100"]]
    turns.append((code("""
pyautogui.click(680, 370)  # A1
pyautogui.write('Plan\\tMonthly\\tSeats\\tStarter\\t$29\\t5\\tTeam\\t$89\\t25\\tEnterprise\\t$249\\t100')
"""), view(2, "C4")))
    ck.tick(1)
    table.append(["Education", "$19", "50"])
    turns.append((code("""
pyautogui.press('tab')  # Tab in the last cell adds a row
pyautogui.write('Education\\t$19\\t50')
"""), view(2, "C5")))
    ck.tick(1)
    table[2][1] = "$79"
    turns.append((code("""
pyautogui.click(1080, 490)  # B3
pyautogui.hotkey('ctrl', 'a')
pyautogui.write('$79')
"""), view(2, "B3")))
    ck.tick(1)
    turns.append((code("ImpressTools.go_to_slide(2)"), view(1)))
    turns.append((code("ImpressTools.go_to_slide(3)"), view(2)))
    inject(turns, 8, "$249", "$259", state)
    rs.add("os", "h64-os-22", task("On slide 3 of pricing_update.odp insert a plan comparison table (plan, monthly price, seats) for Starter, Team and Enterprise, add an Education row, lower the Team price to $79 and check the slide again after visiting slide 2."),
           turns, state=state, bad=True, turn=8,
           kind="Back on slide 3 the Enterprise monthly price reads $259, but it was typed and shown as $249 and never edited.")


# ---------------------------------------------------------------- 19 Ubuntu Software (clean)
def t19(rs: RowSet) -> None:
    ck = Clock("May 16", 17, 20)
    installed = ["Firefox", "GNU Image Manipulation Program", "LibreOffice", "Snap Store", "Thunderbird Mail", "Visual Studio Code", "VLC media player"]

    def sw(page: str, body: list[str], updates: int) -> str:
        rows = [E("frame", "Ubuntu Software", "", 70, 27, 1850, 1053), E("toggle-button", "Search", "", 80, 37, 34, 34),
                E("page-tab", "Explore", "", 760, 37, 120, 34, desc="selected" if page == "Explore" else ""),
                E("page-tab", "Installed", "", 880, 37, 120, 34, desc="selected" if page == "Installed" else ""),
                E("page-tab", f"Updates ({updates})" if updates else "Updates", "", 1000, 37, 140, 34, desc="selected" if page == "Updates" else ""),
                E("push-button", "Main Menu", "", 1870, 37, 34, 34)]
        return screen(ck.now, "Ubuntu Software", rows + body)

    explore = [E("heading", "", "Editor's Picks", 300, 120, 400, 30)] + [E("push-button", a, a, 300 + 340 * i, 170, 320, 200) for i, a in enumerate(
        ["Spotify", "Zoom", "Kdenlive", "Blender"])] + [E("heading", "", "Categories", 300, 420, 400, 30)] + [
        E("push-button", c, c, 300 + 330 * (i % 4), 470 + 80 * (i // 4), 310, 64) for i, c in enumerate(
            ["Create", "Work", "Play", "Socialize", "Learn", "Develop", "Utilities", "Security"])]
    state = screen(ck.now, "", [])
    turns = []
    turns.append((code("subprocess.Popen(['snap-store'])"), sw("Explore", explore, 2)))
    ck.tick(1)
    res = [E("entry", "Search", "inkscape", 660, 80, 600, 36)] + [
        E("push-button", n, f"{n}\n{d}", 300, 140 + 96 * i, 1320, 88) for i, (n, d) in enumerate(
            [("Inkscape", "Vector Graphics Editor"), ("Inkscape", "Vector Graphics Editor (deb)"), ("Vectr", "Free vector graphics software"),
             ("Boxy SVG", "Scalable Vector Graphics (SVG) editor")])]
    turns.append((code("""
pyautogui.click(97, 54)  # Search
pyautogui.write('inkscape')
"""), sw("Explore", res, 2)))
    ck.tick(1)

    def details(state_: str, progress: str = "") -> list[str]:
        rows = [E("push-button", "Back", "", 80, 37, 34, 34), E("heading", "", "Inkscape", 420, 120, 500, 40),
                E("label", "", "Vector Graphics Editor", 420, 166, 500, 24), E("label", "", "inkscape.org", 420, 196, 300, 22)]
        if state_ == "available":
            rows.append(E("push-button", "Install", "", 1560, 130, 120, 40))
        elif state_ == "installing":
            rows += [E("progress-bar", "", progress, 1460, 138, 220, 24), E("push-button", "Cancel", "", 1690, 130, 100, 40)]
        else:
            rows += [E("push-button", "Open", "", 1560, 130, 100, 40), E("push-button", "Uninstall", "", 1670, 130, 40, 40, desc="Uninstall")]
        rows += [E("combo-box", "Source", "Snap Store", 1560, 190, 220, 32), E("label", "Version", "1.3.2", 420, 660, 300, 22),
                 E("label", "Channel", "latest/stable", 760, 660, 300, 22),
                 E("label", "Installed Size" if state_ == "installed" else "Download Size", "338.6 MB" if state_ == "installed" else "186.4 MB", 1100, 660, 300, 22),
                 E("label", "Age Rating", "All Ages", 1440, 660, 200, 22), E("label", "License", "GPL-3.0+", 420, 720, 300, 22),
                 E("label", "Developer", "Inkscape Project", 760, 720, 300, 22)]
        return rows

    turns.append((code("pyautogui.click(960, 184)  # Inkscape (snap)"), sw("Explore", details("available"), 2)))
    turns.append((code("pyautogui.click(1620, 150)  # Install"), sw("Explore", details("installing", "Downloading 12%"), 2)))
    ck.tick(3)
    turns.append((code("pyautogui.sleep(150)"), sw("Explore", details("installed"), 2)))
    ck.tick(1)
    installed.append("Inkscape")
    installed.sort(key=str.lower)
    rows = [E("heading", "", "Installed Apps", 300, 100, 400, 30)]
    sizes = {"Firefox": "265.3 MB", "GNU Image Manipulation Program": "132.8 MB", "Inkscape": "338.6 MB", "LibreOffice": "512.4 MB",
             "Snap Store": "21.7 MB", "Thunderbird Mail": "247.9 MB", "Visual Studio Code": "386.1 MB", "VLC media player": "89.4 MB"}
    for i, a in enumerate(installed):
        rows += [E("list-item", a, a, 300, 150 + 72 * i, 1100, 68), E("label", "", sizes[a], 1420, 172 + 72 * i, 120, 22),
                 E("push-button", "Uninstall", "", 1560, 166 + 72 * i, 110, 34)]
    turns.append((code("pyautogui.click(940, 54)  # Installed"), sw("Installed", rows, 2)))
    rs.add("os", "h64-os-19", task("Install the Inkscape snap from Ubuntu Software and confirm it appears among the installed apps."),
           turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
