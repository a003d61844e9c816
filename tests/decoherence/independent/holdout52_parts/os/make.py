# ruff: noqa: E501
"""Held-out set 52, domain ``os``: 22 Ubuntu desktop trajectories driven by pyautogui / app-helper code.

Each observation is the desktop accessibility tree in OSWorld's linearised table (tag, name, text, class,
description, position, size). Eleven trajectories hold exactly one contradiction (an observation that
conflicts with an earlier one with no action in between that could explain it); eleven are clean but full
of legitimate changes (edits, renames, deletions, re-sorts, filters, live counters, new process ids).
Everything is generated deterministically from small state models so that clean rows stay coherent.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, code

HDR = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"

SYSTEM = """# Role and Objective

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

- Preserve the original state format exactly: the header line `tag	name	text	class	description	position (top-left x&y)	size (w&h)` followed by one tab-separated node per line
- Keep node ordering, labels, and coordinates consistent unless the action changes them
- If the action has no visible desktop effect, return the unchanged state
- Use the prior turns as context when files, windows, or app state persist across actions

## Action Space

The action is a free-form **Python code block** (pyautogui calls, the app helper classes such as CalcTools, WriterTools, ImpressTools, BrowserTools and VLCTools, or arbitrary Python such as subprocess.run), and the executed code itself is the authoritative description of what happened.

- Treat the **actual code block** as the ground-truth action specification
- Use the code semantics to infer which app, widget, file, cursor position, or document content should change
- Ignore helper calls such as `print_result()` unless they cause a visible UI change

## Output Requirements

First, think step by step to explain your reasoning. Then, provide the final predicted desktop state wrapped strictly within the <predicted_observation></predicted_observation> tags.

Inside the tags, output only the full desktop state with no extra commentary.

# Task Instruction

{task}"""

DOCK = ["Google Chrome", "Thunderbird Mail", "Visual Studio Code", "VLC media player", "LibreOffice Writer",
        "LibreOffice Calc", "LibreOffice Impress", "GNU Image Manipulation Program", "Files", "Ubuntu Software", "Help"]


def system(task: str) -> str:
    return SYSTEM.replace("{task}", task)


def n(tag: str, name: str = "", text: str = "", x: int = 0, y: int = 0, w: int = 0, h: int = 0, d: str = "") -> str:
    """One node of the linearised tree (class is always empty on Ubuntu)."""
    return f"{tag}\t{name}\t{text}\t\t{d}\t({x}, {y})\t({w}, {h})"


def desk(clock: str, rows: list[str], running: tuple[str, ...] = ()) -> str:
    """The GNOME top bar, the Ubuntu dock (favourites plus running non-favourites), then the window nodes."""
    out = [HDR, n("label", "Activities", "Activities", 0, 0, 78, 27), n("label", "", clock, 884, 0, 152, 27),
           n("menu", "System", "", 1814, 0, 106, 27)]
    y = 33
    for name in DOCK + list(running):
        out.append(n("push-button", name, "", 0, y, 70, 64))
        y += 68
    out.append(n("push-button", "Trash", "", 0, y, 70, 64))
    out.append(n("toggle-button", "Show Applications", "", 0, 1010, 70, 70))
    return "\n".join(out + rows)


def menubar(menus: list[str], x: int, y: int) -> list[str]:
    out = []
    for m in menus:
        w = 8 * len(m) + 14
        out.append(n("menu", m, "", x, y, w, 22))
        x += w
    return out


def money(v: float) -> str:
    return f"{v:,.2f}"


def gen(v: float) -> str:
    """LibreOffice 'General' display of a number in a default-width column."""
    s = format(round(v, 10), ".10g")
    if "." in s and len(s) > 10:
        s = s[:10].rstrip("0").rstrip(".")
    return s


# ---------------------------------------------------------------------------------------------- LibreOffice Calc
CALC_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Sheet", "Data", "Tools", "Window", "Help"]
CALC_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Cut", "Copy", "Paste", "Clone Formatting",
              "Undo", "Redo", "Find & Replace", "Spelling", "Row", "Column", "Sort", "Sort Ascending", "Sort Descending",
              "AutoFilter", "Insert Image", "Insert Chart", "Insert or Edit Pivot Table", "Special Character",
              "Hyperlink", "Comment", "Headers and Footers", "Define Print Area", "Freeze Rows and Columns",
              "Split Window", "Show Draw Functions"]
COLS = "ABCDEFGH"


def calc_view(title: str, sheets: list[str], active: str, cells: dict[str, str], ncols: int, nrows: int,
              namebox: str, inp: str, selstat: str, modified: bool, *, widths: tuple[int, ...] = (130, 100, 100, 100, 100, 100, 100, 100),
              hidden: tuple[int, ...] = (), extra: list[str] | None = None, dialog: list[str] | None = None,
              found: str = "", zoom: str = "100%") -> list[str]:
    r = [n("frame", f"{title} - LibreOffice Calc", "", 70, 27, 1850, 1053)]
    r += menubar(CALC_MENUS, 75, 64)
    x = 75
    for t in CALC_TOOLS:
        r.append(n("push-button", t, "", x, 90, 26, 26))
        x += 30
    r += [n("combo-box", "Font Name", "Liberation Sans", 75, 120, 160, 26), n("combo-box", "Font Size", "10 pt", 240, 120, 60, 26),
          n("toggle-button", "Bold", "", 306, 120, 26, 26), n("toggle-button", "Italic", "", 336, 120, 26, 26),
          n("toggle-button", "Underline", "", 366, 120, 26, 26), n("push-button", "Format as Currency", "", 430, 120, 26, 26),
          n("push-button", "Format as Percent", "", 460, 120, 26, 26), n("push-button", "Format as Number", "", 490, 120, 26, 26),
          n("push-button", "Add Decimal Place", "", 520, 120, 26, 26), n("push-button", "Delete Decimal Place", "", 550, 120, 26, 26),
          n("combo-box", "Name Box", namebox, 75, 150, 140, 24), n("push-button", "Function Wizard", "", 222, 150, 24, 24),
          n("push-button", "Select Function", "", 248, 150, 24, 24), n("push-button", "Formula", "", 274, 150, 24, 24),
          n("text", "Input line", inp, 302, 150, 1600, 24), n("table", f"Sheet {active}", "", 70, 180, 1830, 810)]
    y = 198
    for row in range(1, nrows + 1):
        if row in hidden:
            continue
        x = 111
        for ci in range(ncols):
            ref = f"{COLS[ci]}{row}"
            r.append(n("table-cell", ref, cells.get(ref, ""), x, y, widths[ci], 17))
            x += widths[ci]
        y += 17
    r += extra or []
    x = 180
    for s in sheets:
        w = 10 * len(s) + 24
        r.append(n("page-tab", s, "", x, 996, w, 24))
        x += w
    idx = sheets.index(active) + 1
    r += [n("label", "", f"Sheet {idx} of {len(sheets)}", 75, 1054, 110, 20), n("label", "", "Default", 190, 1054, 100, 20),
          n("label", "", "English (USA)", 300, 1054, 110, 20)]
    if found:
        r.append(n("label", "", found, 420, 1054, 180, 20))
    r.append(n("label", "", selstat, 1100, 1054, 330, 20))
    r.append(n("label", "Document Modified", "", 1440, 1054, 20, 20,
               "The document has been modified. Click to save the document." if modified
               else "The document has not been modified since the last save."))
    r += [n("slider", "Zoom", "", 1620, 1054, 180, 20), n("label", "", zoom, 1810, 1054, 50, 20)]
    r += dialog or []
    return r


# ---------------------------------------------------------------------------------------------- 01 Calc formulas + sheets (clean)
def t01(rs: RowSet) -> None:
    cats = ["Rent", "Groceries", "Utilities", "Transport", "Insurance", "Dining out", "Subscriptions", "Savings"]
    budget = [1450, 620, 210, 180, 95, 150, 48, 500]
    jan = [1450, 587.43, 236.18, 142.60, 95, 203.75, 52.97, 500]
    feb = [1450, 602.18, 198.40, 171.25, 95, 164.30, 52.97, 500]
    title = "household_budget_2024.ods"

    def base(actual: list[float]) -> dict[str, str]:
        c = {"A1": "Category", "B1": "Budget", "C1": "Actual", "D1": "Difference", "A10": "Total",
             "B10": money(sum(budget)), "C10": money(round(sum(actual), 2))}
        for i, (k, b, a) in enumerate(zip(cats, budget, actual), 2):
            c[f"A{i}"], c[f"B{i}"], c[f"C{i}"] = k, money(b), money(a)
        return c

    def diffs(c: dict[str, str], actual: list[float], fmt: bool, upto: int = 9, total: bool = False) -> None:
        for i in range(2, upto + 1):
            v = round(budget[i - 2] - actual[i - 2], 2)
            c[f"D{i}"] = money(v) if fmt else gen(v)
        if total:
            v = round(sum(budget) - sum(actual), 2)
            c["D10"] = money(v) if fmt else gen(v)

    sheets = ["Jan", "Summary"]

    def V(clock: str, sh: list[str], act: str, cells: dict[str, str], nb: str, inp: str, st: str, mod: bool = True) -> str:
        return desk(clock, calc_view(title, sh, act, cells, 5, 12, nb, inp, st, mod))

    c0 = base(jan)
    state = V("Mar 18  09:12", sheets, "Jan", c0, "A1", "Category", "Average: ; Sum: 0", False)
    turns = []
    c1 = dict(c0)
    diffs(c1, jan, False, upto=2)
    turns.append((code("pyautogui.click(481, 223)  # D2\npyautogui.write('=B2-C2\\n')"),
                  V("Mar 18  09:13", sheets, "Jan", c1, "D3", "", "Average: ; Sum: 0")))
    c2 = dict(c0)
    diffs(c2, jan, False)
    turns.append((code("pyautogui.click(481, 223)  # D2\npyautogui.keyDown('shift'); pyautogui.click(481, 342); pyautogui.keyUp('shift')  # D9\npyautogui.hotkey('ctrl', 'd')"),
                  V("Mar 18  09:13", sheets, "Jan", c2, "D2:D9", "=B2-C2", f"Average: {gen(round((sum(budget) - sum(jan)) / 8, 6))}; Sum: {gen(round(sum(budget) - sum(jan), 2))}")))
    c3 = dict(c0)
    diffs(c3, jan, False, total=True)
    turns.append((code("pyautogui.click(481, 359)  # D10\npyautogui.write('=SUM(D2:D9)\\n')"),
                  V("Mar 18  09:14", sheets, "Jan", c3, "D11", "", "Average: ; Sum: 0")))
    c4 = dict(c0)
    diffs(c4, jan, True, total=True)
    turns.append((code("CalcTools.set_number_format('D2:D10', '#,##0.00')"),
                  V("Mar 18  09:15", sheets, "Jan", c4, "D11", "", "Average: ; Sum: 0")))
    jan2 = list(jan)
    jan2[5] = 183.75
    c5 = base(jan2)
    diffs(c5, jan2, True, total=True)
    turns.append((code("pyautogui.click(391, 308)  # C7 (Dining out, Actual) - receipt was entered twice\npyautogui.write('183.75\\n')"),
                  V("Mar 18  09:17", sheets, "Jan", c5, "C8", "52.97", "Average: 52.97; Sum: 52.97")))
    sheets = ["Jan", "Jan_2", "Summary"]
    turns.append((code("pyautogui.click(571, 75)  # Sheet menu\npyautogui.click(640, 262)  # Duplicate Sheet"),
                  V("Mar 18  09:18", sheets, "Jan_2", c5, "C8", "52.97", "Average: 52.97; Sum: 52.97")))
    sheets = ["Jan", "Feb", "Summary"]
    c7 = base(feb)
    diffs(c7, feb, True, total=True)
    turns.append((code("CalcTools.rename_sheet('Jan_2', 'Feb')\nCalcTools.set_column_values('C', [1450, 602.18, 198.40, 171.25, 95, 164.30, 52.97, 500], start_row=2)"),
                  V("Mar 18  09:20", sheets, "Feb", c7, "C8", "52.97", "Average: 52.97; Sum: 52.97")))
    jt, ft = round(sum(jan2), 2), round(sum(feb), 2)
    summ = {"A1": "Year-to-date spending", "A3": "Jan", "B3": money(jt), "A4": "Feb", "B4": gen(ft), "A6": "Total",
            "B6": money(round(jt + ft, 2))}
    turns.append((code("CalcTools.switch_active_sheet('Summary')\npyautogui.click(176, 257)  # A4\npyautogui.write('Feb\\t=Feb.C10\\n')"),
                  V("Mar 18  09:21", sheets, "Summary", summ, "A5", "", "Average: ; Sum: 0")))
    turns.append((code("CalcTools.save()"),
                  V("Mar 18  09:21", sheets, "Summary", summ, "A5", "", "Average: ; Sum: 0", False)))
    rs.add("os", "h52-os-01", system("In household_budget_2024.ods add a Difference formula for every category and a total on the Jan sheet, fix the double-entered dining receipt (183.75), create a Feb sheet from Jan with February's actuals, link it into Summary and save."),
           turns, state=state)



# ---------------------------------------------------------------------------------------------- 16 Calc standard filter + pivot (bad)
def t16(rs: RowSet) -> None:
    from datetime import date
    orders = [(10231, "2024-04-01", "North", "Okafor", 12, 1440.0), (10232, "2024-04-01", "West", "Lindqvist", 8, 1120.0),
              (10233, "2024-04-02", "South", "Haddad", 20, 2300.0), (10234, "2024-04-03", "East", "Moreau", 5, 725.0),
              (10235, "2024-04-03", "West", "Lindqvist", 14, 1960.0), (10236, "2024-04-04", "North", "Okafor", 9, 1080.0),
              (10237, "2024-04-05", "South", "Tanaka", 17, 1955.0), (10238, "2024-04-05", "East", "Moreau", 11, 1595.0),
              (10239, "2024-04-08", "West", "Ruiz", 6, 840.0), (10240, "2024-04-08", "North", "Becker", 22, 2640.0),
              (10241, "2024-04-09", "South", "Haddad", 3, 345.0), (10242, "2024-04-10", "East", "Moreau", 16, 2320.0),
              (10243, "2024-04-10", "West", "Ruiz", 10, 1400.0), (10244, "2024-04-11", "North", "Becker", 7, 840.0)]
    title = "sales_apr_2024.ods"
    wid = (80, 100, 80, 100, 60, 100)
    pwid = (110, 120, 100, 100, 100, 100)

    def cells(rows: list[tuple]) -> dict[str, str]:
        c = {"A1": "OrderID", "B1": "Date", "C1": "Region", "D1": "Rep", "E1": "Units", "F1": "Revenue"}
        for i, (oid, d, reg, rep, u, rev) in enumerate(rows, 2):
            c.update({f"A{i}": str(oid), f"B{i}": d, f"C{i}": reg, f"D{i}": rep, f"E{i}": str(u), f"F{i}": money(rev)})
        return c

    def serial(d: str) -> int:
        return (date.fromisoformat(d) - date(1899, 12, 30)).days

    def selsum(rows: list[tuple]) -> str:
        nums = [v for (oid, d, _r, _p, u, rev) in rows for v in (oid, serial(d), u, rev)]
        return f"Average: {gen(round(sum(nums) / len(nums), 10))}; Sum: {gen(sum(nums))}"

    def pivot(rows: list[tuple], total_shift: float = 0.0) -> dict[str, str]:
        c = {"A1": "Region", "B1": "Sum - Revenue"}
        regs = sorted({r[2] for r in rows})
        for i, reg in enumerate(regs, 2):
            c[f"A{i}"], c[f"B{i}"] = reg, money(sum(r[5] for r in rows if r[2] == reg))
        k = len(regs) + 2
        c[f"A{k}"], c[f"B{k}"] = "Total Result", money(sum(r[5] for r in rows) + total_shift)
        return c

    def V(clock: str, sheets: list[str], act: str, c: dict[str, str], nb: str, inp: str, st: str, mod: bool = True,
          hidden: tuple[int, ...] = (), dialog: list[str] | None = None, found: str = "") -> str:
        w = pwid if act.startswith("Pivot") else wid
        return desk(clock, calc_view(title, sheets, act, c, 6, 17, nb, inp, st, mod, widths=w, hidden=hidden, dialog=dialog, found=found))

    def stdfilter(field: str, value: str) -> list[str]:
        return [n("dialog", "Standard Filter", "", 680, 330, 560, 340), n("label", "", "Filter Criteria", 700, 360, 120, 18),
                n("label", "", "Operator", 700, 384, 80, 18), n("label", "", "Field name", 800, 384, 120, 18),
                n("label", "", "Condition", 950, 384, 90, 18), n("label", "", "Value", 1060, 384, 120, 18),
                n("combo-box", "Field name 1", field, 800, 406, 140, 26), n("combo-box", "Condition 1", "=", 950, 406, 90, 26),
                n("combo-box", "Value 1", value, 1060, 406, 160, 26), n("combo-box", "Operator 2", "", 700, 440, 90, 26),
                n("combo-box", "Field name 2", "- none -", 800, 440, 140, 26), n("combo-box", "Condition 2", "=", 950, 440, 90, 26),
                n("combo-box", "Value 2", "", 1060, 440, 160, 26), n("combo-box", "Operator 3", "", 700, 474, 90, 26),
                n("combo-box", "Field name 3", "- none -", 800, 474, 140, 26), n("combo-box", "Condition 3", "=", 950, 474, 90, 26),
                n("combo-box", "Value 3", "", 1060, 474, 160, 26), n("toggle-button", "Options", "", 700, 520, 90, 24),
                n("push-button", "Help", "", 700, 626, 80, 30), n("push-button", "OK", "", 1040, 626, 80, 30),
                n("push-button", "Cancel", "", 1130, 626, 90, 30)]

    sheets = ["Orders"]
    c0 = cells(orders)
    state = V("Apr 12  15:02", sheets, "Orders", c0, "A1", "OrderID", "Average: ; Sum: 0", False)
    turns = []
    turns.append((code("pyautogui.click(151, 206)  # A1\npyautogui.click(476, 75)  # Data\npyautogui.click(520, 318)  # More Filters\npyautogui.click(700, 318)  # Standard Filter..."),
                  V("Apr 12  15:03", sheets, "Orders", c0, "A1:F15", "OrderID", selsum(orders), False, dialog=stdfilter("OrderID", ""))))
    west = [r for r in orders if r[2] == "West"]
    hid = tuple(i for i, r in enumerate(orders, 2) if r[2] != "West")
    turns.append((code("pyautogui.click(870, 419)  # Field name 1\npyautogui.write('Region\\n')\npyautogui.click(1140, 419)  # Value 1\npyautogui.write('West')\npyautogui.click(1080, 641)  # OK"),
                  V("Apr 12  15:04", sheets, "Orders", c0, "A1:F15", "OrderID", selsum(west), True, hidden=hid, found=f"{len(west)} of {len(orders)} records found")))
    turns.append((code("pyautogui.click(476, 75)  # Data\npyautogui.click(520, 318)  # More Filters\npyautogui.click(700, 386)  # Reset Filter"),
                  V("Apr 12  15:05", sheets, "Orders", c0, "A1:F15", "OrderID", selsum(orders))))
    sheets = ["Orders", "Pivot Table_Orders_1"]
    p0 = pivot(orders)
    turns.append((code("CalcTools.create_pivot_table(source_range='Orders.A1:F15', row_fields=['Region'], value_fields=['Revenue'], aggregation_function='sum', destination='new_sheet')"),
                  V("Apr 12  15:07", sheets, "Pivot Table_Orders_1", p0, "A1", "Region", "Average: ; Sum: 0")))
    orders2 = list(orders)
    orders2[8] = (10239, "2024-04-08", "West", "Ruiz", 6, 1040.0)
    c5 = cells(orders2)
    turns.append((code("CalcTools.switch_active_sheet('Orders')\npyautogui.click(581, 359)  # F10, order 10239 was invoiced at 1,040.00\npyautogui.write('1040\\n')"),
                  V("Apr 12  15:09", sheets, "Orders", c5, "F11", "2640", "Average: 2640; Sum: 2640")))
    turns.append((code("CalcTools.switch_active_sheet('Pivot Table_Orders_1')\npyautogui.click(281, 223)  # B2, inside the pivot table\npyautogui.click(476, 75)  # Data\npyautogui.click(520, 410)  # Pivot Table\npyautogui.click(700, 434)  # Refresh"),
                  V("Apr 12  15:10", sheets, "Pivot Table_Orders_1", pivot(orders2, 200.0), "B2", "4640", "Average: 4640; Sum: 4640")))
    srt = sorted(orders2, key=lambda r: -r[5])
    turns.append((code("CalcTools.switch_active_sheet('Orders')\npyautogui.click(581, 206)  # F1 Revenue\npyautogui.click(585 + 13, 103)  # Sort Descending"),
                  V("Apr 12  15:11", sheets, "Orders", cells(srt), "F1", "Revenue", "Average: ; Sum: 0")))
    turns.append((code("CalcTools.save()"),
                  V("Apr 12  15:11", sheets, "Orders", cells(srt), "F1", "Revenue", "Average: ; Sum: 0", False)))
    rs.add("os", "h52-os-16", system("In sales_apr_2024.ods check the West orders with a standard filter, then build a pivot table of revenue by region on a new sheet, correct order 10239's revenue to 1,040.00, refresh the pivot, sort the orders by revenue (descending) and save."),
           turns, state=state, bad=True, turn=6,
           kind="After the refresh the pivot's Total Result is 20,960.00 although the regions sum to 20,760.00 and only F10 rose by 200 from the earlier 20,560.00 total.")


# ---------------------------------------------------------------------------------------------- 18 Calc chart wizard (clean)
def t18(rs: RowSet) -> None:
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    vis = [14820, 16305, 18240, 17960, 21115, 23480]
    sig = [312, 355, 401, 372, 468, 529]
    title = "site_traffic_h1_2024.ods"
    wid = (130, 100, 100, 100, 100)
    base = {"A1": "Month", "B1": "Visitors", "C1": "Signups"}
    for i, (m, v, s_) in enumerate(zip(months, vis, sig), 2):
        base.update({f"A{i}": m, f"B{i}": f"{v:,}", f"C{i}": str(s_)})
    base["A8"], base["B8"], base["C8"] = "Total", f"{sum(vis):,}", str(sum(sig))
    chart_obj = [n("embedded-object", "Chart 1", "", 700, 215, 720, 430)]

    def chart_edit(ctitle: str, ytitle: str) -> list[str]:
        r = [n("embedded-object", "Chart 1", "", 700, 215, 720, 430, "Chart in edit mode"),
             n("label", "", ctitle, 880, 228, 360, 22), n("label", "", ytitle, 712, 400, 18, 60)]
        for k, val in enumerate(["25000", "20000", "15000", "10000", "5000", "0"]):
            r.append(n("label", "", val, 735, 262 + 62 * k, 44, 14))
        for k, m in enumerate(months):
            r.append(n("label", "", m, 812 + 92 * k, 588, 30, 14))
        r += [n("label", "", "Visitors", 1338, 400, 70, 14), n("label", "", "Signups", 1338, 420, 70, 14)]
        return r

    def wiz(step: int, content: list[str]) -> list[str]:
        r = [n("dialog", "Chart Wizard", "", 560, 250, 800, 520), n("label", "", "Steps", 576, 270, 60, 18)]
        for k, st in enumerate(["1. Chart Type", "2. Data Range", "3. Data Series", "4. Chart Elements"], 1):
            r.append(n("list-item", st, "", 576, 296 + 26 * (k - 1), 170, 22, "current step" if k == step else ""))
        r += content
        r += [n("push-button", "Help", "", 576, 722, 80, 32), n("push-button", "< Back", "", 1000, 722, 84, 32),
              n("push-button", "Next >", "", 1090, 722, 84, 32), n("push-button", "Finish", "", 1180, 722, 84, 32),
              n("push-button", "Cancel", "", 1270, 722, 80, 32)]
        return r

    def step1(kind: str, sub: str) -> list[str]:
        r = [n("label", "", "Choose a Chart Type", 770, 270, 200, 18)]
        for k, t in enumerate(["Column", "Bar", "Pie", "Area", "Line", "XY (Scatter)", "Bubble", "Net", "Stock", "Column and Line"]):
            r.append(n("list-item", t, "", 770, 296 + 24 * k, 160, 22, "selected" if t == kind else ""))
        subs = {"Column": ["Normal", "Stacked", "Percent Stacked"], "Line": ["Points Only", "Points and Lines", "Lines Only", "3D Lines"]}[kind]
        for k, t in enumerate(subs):
            r.append(n("list-item", t, "", 950 + 96 * k, 296, 90, 72, "selected" if t == sub else ""))
        r.append(n("check-box", "3D Look", "", 950, 390, 100, 20))
        if kind == "Line":
            r += [n("label", "", "Type of lines", 950, 420, 100, 18), n("combo-box", "Type of lines", "Straight", 1060, 416, 120, 26),
                  n("push-button", "Properties...", "", 1190, 416, 110, 26)]
        else:
            r += [n("label", "", "Shape", 950, 420, 60, 18), n("list-item", "Box", "", 950, 444, 100, 20, "selected"),
                  n("list-item", "Cylinder", "", 950, 466, 100, 20), n("list-item", "Cone", "", 950, 488, 100, 20),
                  n("list-item", "Pyramid", "", 950, 510, 100, 20)]
        return r

    step2 = [n("label", "", "Choose a Data Range", 770, 270, 200, 18), n("label", "", "Data range", 770, 300, 100, 18),
             n("text", "Data range", "$Traffic.$A$1:$C$7", 880, 296, 360, 26), n("push-button", "Select data range", "", 1246, 296, 26, 26),
             n("radio-button", "Data series in rows", "", 770, 340, 200, 20), n("radio-button", "Data series in columns", "", 770, 364, 220, 20, "checked"),
             n("check-box", "First row as label", "", 770, 400, 200, 20, "checked"), n("check-box", "First column as label", "", 770, 424, 220, 20, "checked")]
    step3 = [n("label", "", "Customize Data Ranges for Individual Data Series", 770, 270, 400, 18), n("label", "", "Data series:", 770, 296, 100, 18),
             n("list-item", "Visitors", "", 770, 318, 160, 20, "selected"), n("list-item", "Signups", "", 770, 340, 160, 20),
             n("push-button", "Add", "", 770, 620, 70, 28), n("push-button", "Remove", "", 846, 620, 80, 28),
             n("push-button", "Up", "", 940, 318, 30, 28), n("push-button", "Down", "", 940, 352, 30, 28),
             n("label", "", "Data ranges:", 990, 296, 100, 18), n("list-item", "Name", "$Traffic.$B$1", 990, 318, 340, 20, "selected"),
             n("list-item", "Y-Values", "$Traffic.$B$2:$B$7", 990, 340, 340, 20), n("label", "", "Range for Name", 990, 420, 140, 18),
             n("text", "Range for Name", "$Traffic.$B$1", 990, 442, 300, 26), n("label", "", "Categories", 990, 520, 100, 18),
             n("text", "Categories", "$Traffic.$A$2:$A$7", 990, 542, 300, 26)]

    def step4(t: str, y: str) -> list[str]:
        return [n("label", "", "Choose Titles, Legend, and Grid Settings", 770, 270, 320, 18),
                n("text", "Title", t, 870, 300, 300, 26), n("text", "Subtitle", "", 870, 332, 300, 26),
                n("text", "X axis", "", 870, 380, 300, 26), n("text", "Y axis", y, 870, 412, 300, 26), n("text", "Z axis", "", 870, 444, 300, 26),
                n("check-box", "Display legend", "", 1190, 300, 150, 20, "checked"), n("radio-button", "Left", "", 1200, 326, 80, 20),
                n("radio-button", "Right", "", 1200, 350, 80, 20, "checked"), n("radio-button", "Top", "", 1200, 374, 80, 20),
                n("radio-button", "Bottom", "", 1200, 398, 80, 20), n("label", "", "Display grids", 770, 500, 120, 18),
                n("check-box", "X axis", "", 900, 500, 80, 20), n("check-box", "Y axis", "", 990, 500, 80, 20, "checked"),
                n("check-box", "Z axis", "", 1080, 500, 80, 20)]

    def V(clock: str, c: dict[str, str], nb: str, inp: str, st: str, mod: bool = True, extra: list[str] | None = None,
          dialog: list[str] | None = None) -> str:
        return desk(clock, calc_view(title, ["Traffic", "Notes"], "Traffic", c, 5, 14, nb, inp, st, mod, widths=wid, extra=extra, dialog=dialog))

    sel = f"Average: {gen(round((sum(vis) + sum(sig)) / 12, 10))}; Sum: {gen(sum(vis) + sum(sig))}"
    state = V("May 6  11:30", base, "A1", "Month", "Average: ; Sum: 0", False)
    turns = []
    turns.append((code("pyautogui.click(176, 206)  # A1\npyautogui.keyDown('shift'); pyautogui.click(391, 308); pyautogui.keyUp('shift')  # C7\npyautogui.click(244, 75)  # Insert\npyautogui.click(300, 430)  # Chart..."),
                  V("May 6  11:31", base, "A1:C7", "Month", sel, True, chart_obj, wiz(1, step1("Column", "Normal")))))
    turns.append((code("pyautogui.click(850, 403)  # Line\npyautogui.click(1091, 332)  # Points and Lines"),
                  V("May 6  11:31", base, "A1:C7", "Month", sel, True, chart_obj, wiz(1, step1("Line", "Points and Lines")))))
    turns.append((code("pyautogui.click(1132, 738)  # Next >"),
                  V("May 6  11:32", base, "A1:C7", "Month", sel, True, chart_obj, wiz(2, step2))))
    turns.append((code("pyautogui.click(1132, 738)  # Next >"),
                  V("May 6  11:32", base, "A1:C7", "Month", sel, True, chart_obj, wiz(3, step3))))
    turns.append((code("pyautogui.click(1132, 738)  # Next >"),
                  V("May 6  11:32", base, "A1:C7", "Month", sel, True, chart_obj, wiz(4, step4("", "")))))
    ct = "Visitors and signups, H1 2024"
    turns.append((code(f"pyautogui.click(1020, 313)  # Title\npyautogui.write('{ct}')\npyautogui.click(1020, 425)  # Y axis\npyautogui.write('Count')"),
                  V("May 6  11:33", base, "A1:C7", "Month", sel, True, chart_obj, wiz(4, step4(ct, "Count")))))
    turns.append((code("pyautogui.click(1222, 738)  # Finish"),
                  V("May 6  11:33", base, "A1:C7", "Month", sel, True, chart_edit(ct, "Count"))))
    c8 = dict(base)
    conv = [s_ / v for s_, v in zip(sig, vis)]
    c8["D1"] = "Conversion"
    for i, cv in enumerate(conv, 2):
        c8[f"D{i}"] = gen(cv)
    st8 = f"Average: {gen(sum(conv) / 6)}; Sum: {gen(sum(conv))}"
    turns.append((code("pyautogui.press('esc'); pyautogui.press('esc')\npyautogui.click(491, 206)  # D1\npyautogui.write('Conversion\\n=C2/B2\\n')\npyautogui.click(491, 223)  # D2\npyautogui.keyDown('shift'); pyautogui.click(491, 308); pyautogui.keyUp('shift')  # D7\npyautogui.hotkey('ctrl', 'd')"),
                  V("May 6  11:35", c8, "D2:D7", "=C2/B2", st8, True, chart_obj)))
    c9 = dict(c8)
    for i, cv in enumerate(conv, 2):
        c9[f"D{i}"] = f"{cv * 100:.2f}%"
    st9 = f"Average: {sum(conv) / 6 * 100:.2f}%; Sum: {sum(conv) * 100:.2f}%"
    turns.append((code("CalcTools.set_number_format('D2:D7', '0.00%')"),
                  V("May 6  11:36", c9, "D2:D7", "=C2/B2", st9, True, chart_obj)))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  V("May 6  11:36", c9, "D2:D7", "=C2/B2", st9, False, chart_obj)))
    rs.add("os", "h52-os-18", system("In site_traffic_h1_2024.ods insert a line chart (points and lines) of visitors and signups for January to June titled 'Visitors and signups, H1 2024' with a Y axis titled 'Count', then add a Conversion column (signups / visitors) formatted as a percentage, and save."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------- LibreOffice Writer
WRITER_MENUS = ["File", "Edit", "View", "Insert", "Format", "Styles", "Table", "Form", "Tools", "Window", "Help"]
WRITER_TOOLS = ["New", "Open", "Save", "Export Directly as PDF", "Print", "Toggle Print Preview", "Cut", "Copy", "Paste",
                "Clone Formatting", "Clear Direct Formatting", "Undo", "Redo", "Find & Replace", "Spelling",
                "Formatting Marks", "Insert Table", "Insert Image", "Insert Chart", "Insert Text Box", "Insert Page Break",
                "Insert Field", "Insert Special Character", "Insert Hyperlink", "Insert Footnote", "Insert Comment",
                "Track Changes", "Insert Line"]


def writer_view(title: str, paras: list[tuple[str, str]], style: str, page: str, words: str, modified: bool, *,
                extra_bars: list[str] | None = None, side: list[str] | None = None, dialog: list[str] | None = None) -> list[str]:
    r = [n("frame", f"{title} - LibreOffice Writer", "", 70, 27, 1850, 1053)]
    r += menubar(WRITER_MENUS, 75, 64)
    x = 75
    for t in WRITER_TOOLS:
        r.append(n("push-button", t, "", x, 90, 26, 26))
        x += 30
    r += [n("combo-box", "Paragraph Style", style, 75, 120, 170, 26), n("combo-box", "Font Name", "Liberation Serif", 250, 120, 160, 26),
          n("combo-box", "Font Size", "12 pt", 415, 120, 60, 26), n("toggle-button", "Bold", "", 481, 120, 26, 26),
          n("toggle-button", "Italic", "", 511, 120, 26, 26), n("toggle-button", "Underline", "", 541, 120, 26, 26),
          n("toggle-button", "Align Left", "", 600, 120, 26, 26), n("toggle-button", "Align Center", "", 630, 120, 26, 26),
          n("toggle-button", "Align Right", "", 660, 120, 26, 26), n("toggle-button", "Justified", "", 690, 120, 26, 26),
          n("toggle-button", "Toggle Unordered List", "", 740, 120, 26, 26), n("toggle-button", "Toggle Ordered List", "", 770, 120, 26, 26)]
    r += extra_bars or []
    top = 182 if not extra_bars else 212
    r.append(n("document-text", title, "", 330, top, 1260, 1040 - top))
    y = top + 60
    for tag, text in paras:
        lines = max(1, -(-len(text) // 112))
        h = 22 * lines + (6 if tag == "paragraph" else 12)
        r.append(n(tag, "", text, 402, y, 1116, h))
        y += h + 8
    r += side or []
    r += [n("label", "", page, 75, 1054, 110, 20), n("label", "", words, 190, 1054, 260, 20),
          n("label", "", "Default Page Style", 460, 1054, 140, 20), n("label", "", "English (UK)", 610, 1054, 110, 20),
          n("label", "Document Modified", "", 1440, 1054, 20, 20,
            "The document has been modified. Click to save the document." if modified
            else "The document has not been modified since the last save."),
          n("slider", "Zoom", "", 1620, 1054, 180, 20), n("label", "", "100%", 1810, 1054, 50, 20)]
    r += dialog or []
    return r


# ---------------------------------------------------------------------------------------------- 03 Writer styles + table of contents (bad: clock)
def t03(rs: RowSet) -> None:
    title = "thesis_ch2_draft.odt"
    P = [["heading", "Introduction"],
         ["paragraph", "Longshore sediment transport along the southern Baltic coast controls the evolution of barrier spits and the stability of coastal infrastructure. This chapter presents field measurements from three sites and compares them with the CERC and Kamphuis transport formulae."],
         ["paragraph", "Methods"],
         ["paragraph", "Field campaigns were carried out between May and September 2022 at Łeba, Jastrzębia Góra and Hel, covering both accretive and erosive stretches of the coast."],
         ["paragraph", "Data collection"],
         ["paragraph", "Sediment samples (n = 214) were collected along 18 cross-shore transects at 25 m spacing, together with RTK-GNSS beach profiles and wave records from the Lubiatowo buoy."],
         ["heading", "Analysis"],
         ["paragraph", "Grain-size distributions were obtained by dry sieving at 0.25 phi intervals; statistical parameters were computed with the Folk and Ward graphical method in GRADISTAT 9.1."],
         ["heading", "Limitations"],
         ["paragraph", "Storm events in late August prevented sampling on transects 15 to 18 for eleven days, so the autumn profiles for those transects are interpolated."],
         ["heading", "Results"],
         ["paragraph", "Median grain size decreased eastward from 0.31 mm at Łeba to 0.22 mm at Hel (Table 2.3), while sorting improved towards the distal end of the Hel Peninsula."]]

    def V(clock: str, paras: list, style: str, words: str, dialog: list[str] | None = None, mod: bool = True) -> str:
        return desk(clock, writer_view(title, [tuple(p) for p in paras], style, "Page 1 of 4", words, mod, dialog=dialog))

    def tocdlg(ttl: str, level: str) -> list[str]:
        return [n("dialog", "Table of Contents, Index or Bibliography", "", 520, 170, 880, 660),
                n("page-tab", "Type", "", 540, 200, 60, 26), n("page-tab", "Entries", "", 604, 200, 70, 26),
                n("page-tab", "Styles", "", 678, 200, 64, 26), n("page-tab", "Columns", "", 746, 200, 76, 26),
                n("page-tab", "Background", "", 826, 200, 96, 26), n("label", "", "Type and Title", 540, 244, 140, 18),
                n("label", "", "Title:", 556, 272, 60, 18), n("text", "Title:", ttl, 640, 268, 360, 26),
                n("label", "", "Type:", 556, 304, 60, 18), n("combo-box", "Type:", "Table of Contents", 640, 300, 240, 26),
                n("check-box", "Protected against manual changes", "", 556, 336, 300, 20, "checked"),
                n("label", "", "Create Index or Table of Contents", 540, 376, 280, 18), n("label", "", "For:", 556, 404, 40, 18),
                n("combo-box", "For:", "Entire document", 640, 400, 200, 26), n("label", "", "Evaluate up to level:", 860, 404, 160, 18),
                n("spin-button", "Evaluate up to level:", level, 1030, 400, 80, 26), n("label", "", "Create From", 540, 444, 120, 18),
                n("check-box", "Outline", "", 556, 470, 120, 20, "checked"), n("check-box", "Additional styles", "", 556, 496, 160, 20),
                n("push-button", "Assign styles...", "", 740, 492, 130, 26), n("check-box", "Index marks", "", 556, 522, 140, 20, "checked"),
                n("check-box", "Preview", "", 540, 786, 100, 20), n("push-button", "Help", "", 540, 790, 80, 30),
                n("push-button", "Reset", "", 1040, 790, 80, 30), n("push-button", "OK", "", 1210, 790, 80, 30),
                n("push-button", "Cancel", "", 1300, 790, 90, 30)]

    w0 = "1,824 words, 11,236 characters"
    state = V("Mar 14  10:41", P, "Heading 1", w0, mod=False)
    turns = []
    P[2][0] = "heading"
    turns.append((code("pyautogui.click(760, 387)  # in the 'Methods' paragraph\npyautogui.tripleClick(160, 133)  # Paragraph Style box\npyautogui.write('Heading 1\\n')"),
                  V("Mar 14  10:42", P, "Heading 1", w0)))
    P[4][0] = "heading"
    turns.append((code("pyautogui.click(760, 475)  # in the 'Data collection' paragraph\npyautogui.hotkey('ctrl', '2')"),
                  V("Mar 14  10:44", P, "Heading 2", w0)))
    turns.append((code("pyautogui.hotkey('ctrl', 'home')\npyautogui.click(244, 75)  # Insert\npyautogui.click(300, 596)  # Table of Contents and Index\npyautogui.click(560, 596)  # Table of Contents, Index or Bibliography..."),
                  V("Mar 14  10:47", P, "Heading 1", w0, tocdlg("Table of Contents", "10"))))
    turns.append((code("pyautogui.tripleClick(820, 281)  # Title\npyautogui.write('Contents')\npyautogui.tripleClick(1060, 413)  # Evaluate up to level\npyautogui.write('2')\npyautogui.press('tab')"),
                  V("Mar 14  10:44", P, "Heading 1", w0, tocdlg("Contents", "2"))))
    toc = [["paragraph", "Contents"], ["paragraph", "Introduction\t1"], ["paragraph", "Methods\t1"], ["paragraph", "Data collection\t1"],
           ["paragraph", "Analysis\t1"], ["paragraph", "Results\t1"]]
    for t in toc:
        t[1] = t[1].replace("\t", " ")
    P2 = toc + P
    turns.append((code("pyautogui.click(1250, 805)  # OK"),
                  V("Mar 14  10:48", P2, "Heading 1", "1,836 words, 11,303 characters")))
    P2[6 + 4][1] = "Data collection and sampling"
    turns.append((code("pyautogui.click(760, 661)  # 'Data collection' heading in the body\npyautogui.press('end')\npyautogui.write(' and sampling')"),
                  V("Mar 14  10:50", P2, "Heading 2", "1,838 words, 11,316 characters")))
    P2[3][1] = "Data collection and sampling 1"
    turns.append((code("pyautogui.click(520, 75)  # Tools\npyautogui.click(580, 700)  # Update\npyautogui.click(760, 700)  # Update All"),
                  V("Mar 14  10:51", P2, "Heading 2", "1,840 words, 11,329 characters")))
    rs.add("os", "h52-os-03", system("In thesis_ch2_draft.odt make 'Methods' a Heading 1 and 'Data collection' a Heading 2, insert a table of contents titled 'Contents' that only evaluates two levels, then rename the 'Data collection' heading to 'Data collection and sampling' and update the table of contents."),
           turns, state=state, bad=True, turn=4,
           kind="The top-bar clock shows 10:44 after it had already shown 10:47 on the previous turn (the clock went backwards).")


# ---------------------------------------------------------------------------------------------- 15 Writer tracked changes (clean)
def t15(rs: RowSet) -> None:
    title = "vendor_agreement_v3.docx"
    P = [["heading", "MASTER SERVICES AGREEMENT"],
         ["paragraph", "This Master Services Agreement (the “Agreement”) is entered into as of March 1, 2024 between Northwind Labs GmbH (“Customer”) and Lumio Analytics Ltd. (“Vendor”)."],
         ["heading", "4. Fees and Payment"],
         ["paragraph", "4.1 Customer shall pay the fees set out in each Order Form. All fees are stated in euros and exclude value added tax."],
         ["paragraph", "4.2 Vendor shall invoice monthly in arrears. Invoices are payable within thirty (30) days of receipt."],
         ["paragraph", "4.3 Late payments bear interest at 1% per month or the maximum rate permitted by law, whichever is lower."],
         ["heading", "7. Confidentiality"],
         ["paragraph", "7.1 Each party shall protect the other party’s Confidential Information with at least reasonable care, and in any event no less than the care it uses for its own information of a similar nature."],
         ["heading", "9. Governing Law"],
         ["paragraph", "9.1 This Agreement is governed by the laws of the State of Delaware, without regard to its conflict of laws principles."]]
    tc_bar = [n("tool-bar", "Track Changes", "", 75, 150, 640, 30)]
    x = 80
    for t in ["Show Track Changes", "Record Track Changes", "Previous Track Change", "Next Track Change", "Accept Track Change",
              "Reject Track Change", "Accept All", "Reject All", "Accept Track Change and Move to Next", "Manage Track Changes",
              "Insert Track Change Comment", "Protect Track Changes", "Compare Non-Track Changes", "Merge Document"]:
        tc_bar.append(n("push-button" if "Show" not in t and "Record" not in t else "toggle-button", t, "", x, 152, 26, 26))
        x += 30

    def manage(rows: list[tuple[str, str, str]]) -> list[str]:
        r = [n("dialog", "Manage Changes", "", 560, 260, 800, 520), n("page-tab", "List", "", 576, 288, 50, 26),
             n("page-tab", "Filter", "", 630, 288, 60, 26), n("table", "Changes", "", 576, 320, 768, 330)]
        cx = [(576, 130), (706, 200), (906, 220), (1126, 218)]
        for k, hdr in enumerate(["Action", "Author", "Date", "Comment"]):
            r.append(n("table-column-header", hdr, "", cx[k][0], 320, cx[k][1], 22))
        y = 344
        for act, who, when in rows:
            for k, val in enumerate([act, who, when, ""]):
                r.append(n("table-cell", "", val, cx[k][0], y, cx[k][1], 20))
            y += 22
        for k, b in enumerate(["Accept", "Reject", "Accept All", "Reject All", "Undo"]):
            r.append(n("push-button", b, "", 576 + 110 * k, 670, 100, 30))
        r += [n("push-button", "Help", "", 576, 730, 80, 30), n("push-button", "Close", "", 1264, 730, 80, 30)]
        return r

    def note(text: str) -> list[str]:
        return [n("panel", "Comments", "", 1600, 182, 300, 860), n("panel", "Comment", "", 1610, 828, 280, 90),
                n("label", "", "Priya Raman", 1618, 834, 200, 18), n("label", "", "Today, 11:05", 1618, 854, 200, 16),
                n("paragraph", "", text, 1618, 876, 264, 36)]

    def V(clock: str, style: str, words: str, mod: bool = True, side: list[str] | None = None, dialog: list[str] | None = None,
          bars: bool = True) -> str:
        return desk(clock, writer_view(title, [tuple(p) for p in P], style, "Page 2 of 6", words, mod,
                                       extra_bars=tc_bar if bars else None, side=side, dialog=dialog))

    state = V("Mar 14  10:58", "Heading 2", "1,206 words, 7,915 characters", False, bars=False)
    turns = []
    turns.append((code("pyautogui.click(167, 75)  # View\npyautogui.click(230, 305)  # Toolbars\npyautogui.click(430, 660)  # Track Changes\npyautogui.hotkey('ctrl', 'shift', 'c')  # Edit > Track Changes > Record"),
                  V("Mar 14  11:01", "Heading 2", "1,206 words, 7,915 characters", False)))
    P[4][1] = "4.2 Vendor shall invoice monthly in arrears. Invoices are payable within thirty (30)forty-five (45) days of receipt."
    turns.append((code("pyautogui.doubleClick(1018, 439)  # 'thirty'\npyautogui.keyDown('shift'); pyautogui.click(1096, 439); pyautogui.keyUp('shift')  # through '(30)'\npyautogui.write('forty-five (45)')"),
                  V("Mar 14  11:02", "Text Body", "1,208 words, 7,930 characters")))
    pri = [("Deletion", "Priya Raman", "03/14/2024 11:02:37"), ("Insertion", "Priya Raman", "03/14/2024 11:02:41")]
    jw = ("Insertion", "J. Whitfield", "03/11/2024 16:40:12")
    turns.append((code("pyautogui.click(121, 75)  # Edit\npyautogui.click(170, 480)  # Track Changes\npyautogui.click(420, 596)  # Manage..."),
                  V("Mar 14  11:03", "Text Body", "1,208 words, 7,930 characters", dialog=manage(pri + [jw]))))
    turns.append((code("pyautogui.click(806, 398)  # J. Whitfield's insertion in 7.1\npyautogui.click(626, 685)  # Accept"),
                  V("Mar 14  11:03", "Text Body", "1,208 words, 7,930 characters", dialog=manage(pri))))
    turns.append((code("pyautogui.click(1304, 745)  # Close\npyautogui.click(1510, 735)  # end of 9.1\npyautogui.hotkey('ctrl', 'alt', 'c')  # Insert Comment"),
                  V("Mar 14  11:05", "Text Body", "1,208 words, 7,930 characters", side=note(""))))
    cm = "Confirm with legal whether Delaware law is acceptable for an EU customer."
    turns.append((code(f"pyautogui.write('{cm}')"),
                  V("Mar 14  11:06", "Comment", "1,208 words, 7,930 characters", side=note(cm))))
    turns.append((code("pyautogui.press('esc')\npyautogui.click(121, 75)  # Edit\npyautogui.click(170, 480)  # Track Changes\npyautogui.click(420, 596)  # Manage..."),
                  V("Mar 14  11:07", "Text Body", "1,208 words, 7,930 characters", side=note(cm), dialog=manage(pri))))
    P[4][1] = "4.2 Vendor shall invoice monthly in arrears. Invoices are payable within forty-five (45) days of receipt."
    turns.append((code("pyautogui.click(846, 685)  # Accept All\npyautogui.click(1304, 745)  # Close"),
                  V("Mar 14  11:07", "Text Body", "1,206 words, 7,919 characters", side=note(cm))))
    keep = [n("dialog", "Keep current format", "", 660, 420, 600, 210),
            n("label", "", "This document may contain formatting or content that cannot be saved in the currently selected file format “Word 2007–365”.", 690, 450, 540, 40),
            n("label", "", "Use the default ODF file format to be sure that the document is saved correctly.", 690, 496, 540, 20),
            n("check-box", "Ask when not saving in ODF or default format", "", 690, 530, 360, 20, "checked"),
            n("push-button", "Use Word 2007-365!", "", 880, 580, 170, 32), n("push-button", "Use ODF Format!", "", 1060, 580, 170, 32)]
    turns.append((code("pyautogui.hotkey('ctrl', 's')"),
                  V("Mar 14  11:08", "Text Body", "1,206 words, 7,919 characters", side=note(cm), dialog=keep)))
    rs.add("os", "h52-os-15", system("In vendor_agreement_v3.docx record changes, change the payment term in clause 4.2 from thirty (30) to forty-five (45) days, accept J. Whitfield's pending insertion, leave a comment on the governing-law clause, then accept all remaining changes and save in Word format."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------- 06 Impress duplicate slide (bad: created slide missing)
IMPRESS_MENUS = ["File", "Edit", "View", "Insert", "Format", "Slide", "Slide Show", "Tools", "Window", "Help"]


def impress_view(title: str, slides: list[tuple[str, list[str]]], cur: int, modified: bool) -> list[str]:
    r = [n("frame", f"{title} - LibreOffice Impress", "", 70, 27, 1850, 1053)]
    r += menubar(IMPRESS_MENUS, 75, 64)
    x = 75
    for t in ["New", "Open", "Save", "Export Directly as PDF", "Print", "Undo", "Redo", "Find & Replace", "Spelling",
              "Display Grid", "Helplines While Moving", "Zoom & Pan", "Insert Text Box", "Insert Image", "Insert Table",
              "Insert Chart", "Insert Audio or Video", "Insert Special Character", "Insert Fontwork Text", "Insert Hyperlink",
              "Start from First Slide", "Start from Current Slide", "New Slide", "Duplicate Slide", "Delete Slide", "Slide Layout"]:
        r.append(n("push-button", t, "", x, 90, 26, 26))
        x += 30
    r.append(n("panel", "Slides Pane", "", 70, 124, 220, 924))
    for i, (ttl, _b) in enumerate(slides, 1):
        r.append(n("list-item", f"Slide {i}", "", 90, 134 + 132 * (i - 1), 180, 101, ttl))
    ttl, body = slides[cur - 1]
    r.append(n("document-presentation", f"Slide {cur}", "", 300, 124, 1280, 924))
    r.append(n("paragraph", "", ttl, 380, 220, 1120, 80))
    for k, b in enumerate(body):
        r.append(n("paragraph", "", b, 400, 340 + 52 * k, 1100, 44))
    r += [n("panel", "Properties", "", 1590, 124, 330, 924), n("label", "", "Slide", 1600, 134, 60, 20),
          n("combo-box", "Format", "Screen 16:9", 1700, 164, 200, 26), n("combo-box", "Orientation", "Landscape", 1700, 196, 200, 26),
          n("combo-box", "Background", "None", 1700, 228, 200, 26), n("combo-box", "Master Slide", "Default", 1700, 260, 200, 26),
          n("check-box", "Master Background", "", 1600, 296, 200, 20, "checked"), n("check-box", "Master Objects", "", 1600, 320, 200, 20, "checked"),
          n("push-button", "Edit Master", "", 1600, 350, 120, 28), n("label", "", "Layouts", 1600, 400, 80, 20)]
    r += [n("label", "", f"Slide {cur} of {len(slides)}", 75, 1054, 120, 20), n("label", "", "Default", 210, 1054, 100, 20),
          n("label", "", "English (USA)", 320, 1054, 110, 20),
          n("label", "Document Modified", "", 1440, 1054, 20, 20,
            "The document has been modified. Click to save the document." if modified
            else "The document has not been modified since the last save."),
          n("slider", "Zoom", "", 1620, 1054, 180, 20), n("label", "", "82%", 1810, 1054, 50, 20)]
    return r


def t06(rs: RowSet) -> None:
    title = "q2_roadmap.odp"
    S = [("Q2 Roadmap", ["Platform team · April 2024"]),
         ("Where we are", ["Shipped SSO for enterprise tenants", "Latency p95 down from 840 ms to 310 ms", "Churn flat at 1.9% monthly"]),
         ("Priorities", ["Usage-based billing", "Partner API v2", "Mobile offline mode", "Audit log export"]),
         ("Timeline", ["April: billing design review", "May: API v2 beta with three partners", "June: usage-based billing GA"]),
         ("Risks", ["Vendor lock-in on the metering service", "Two open senior backend roles", "SOC 2 audit overlaps billing GA"])]

    def V(clock: str, slides: list, cur: int, mod: bool = True) -> str:
        return desk(clock, impress_view(title, slides, cur, mod))

    state = V("Apr 3  16:20", S, 1, False)
    turns = []
    turns.append((code("ImpressTools.go_to_slide(3)"), V("Apr 3  16:20", S, 3, False)))
    S2 = S[:3] + [S[2]] + S[3:]
    turns.append((code("ImpressTools.duplicate_slide(3)"), V("Apr 3  16:21", S2, 4)))
    S2[3] = ("Priorities (cont.)", S2[3][1])
    turns.append((code("pyautogui.click(940, 260)  # title placeholder of slide 4\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Priorities (cont.)')\npyautogui.press('esc')"),
                  V("Apr 3  16:22", S2, 4)))
    S2[3] = ("Priorities (cont.)", ["Partner API v2", "Audit log export"])
    turns.append((code("pyautogui.click(950, 400)  # body placeholder\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Partner API v2\\nAudit log export')\npyautogui.press('esc')"),
                  V("Apr 3  16:23", S2, 4)))
    turns.append((code("ImpressTools.go_to_slide(6)"), V("Apr 3  16:23", S2, 6)))
    S2[5] = ("Risks", S2[5][1] + ["Hiring freeze in EMEA until Q3"])
    turns.append((code("pyautogui.click(1400, 470)  # end of the last bullet on 'Risks'\npyautogui.press('end')\npyautogui.write('\\nHiring freeze in EMEA until Q3')\npyautogui.press('esc')"),
                  V("Apr 3  16:24", S2, 6)))
    turns.append((code("count = ImpressTools.get_slide_count()\nprint(count)"), V("Apr 3  16:24", S2, 6)))
    turns.append((code("ImpressTools.go_to_slide(2)"), V("Apr 3  16:25", S2, 2)))
    S3 = S2[:3] + S2[4:]
    turns.append((code("ImpressTools.save()"), V("Apr 3  16:25", S3, 2, False)))
    turns.append((code("ImpressTools.go_to_slide(5)"), V("Apr 3  16:26", S3, 5, False)))
    rs.add("os", "h52-os-06", system("In q2_roadmap.odp duplicate the Priorities slide, retitle the copy 'Priorities (cont.)' with only Partner API v2 and Audit log export, add 'Hiring freeze in EMEA until Q3' to the Risks slide, and save."),
           turns, state=state, bad=True, turn=9,
           kind="After saving, the slide pane lists five slides and the status bar says 'Slide 2 of 5': the duplicated 'Priorities (cont.)' slide is gone although nothing deleted it.")


# ---------------------------------------------------------------------------------------------- Visual Studio Code
def vscode_frame(title: str, branch: str, sync: str, debug: bool, side: list[str], editor: list[str], panel: list[str],
                 status_extra: list[str] | None = None, overlay: list[str] | None = None, badge: str = "") -> list[str]:
    r = [n("frame", f"{title} - Visual Studio Code", "", 70, 27, 1850, 1053)]
    r += menubar(["File", "Edit", "Selection", "View", "Go", "Run", "Terminal", "Help"], 110, 32)
    for k, (nm, d) in enumerate([("Explorer (Ctrl+Shift+E)", ""), ("Search (Ctrl+Shift+F)", ""),
                                 ("Source Control (Ctrl+Shift+G)", f"Source Control - {badge} pending changes" if badge else ""),
                                 ("Run and Debug (Ctrl+Shift+D)", ""), ("Extensions (Ctrl+Shift+X)", ""), ("Testing", "")]):
        r.append(n("page-tab", nm, "", 70, 70 + 48 * k, 48, 48, d))
    r += side + editor + panel
    r += [n("push-button", branch, "", 118, 1056, 160, 22, "Checkout Branch/Tag..."),
          n("push-button", sync, "", 282, 1056, 90, 22, "Synchronize Changes" if "↑" in sync else "Publish Branch"),
          n("push-button", "No Problems", "", 376, 1056, 60, 22)]
    r += status_extra or []
    r += [n("push-button", "Ln, Col", "", 1500, 1056, 110, 22), n("push-button", "Spaces: 4", "", 1614, 1056, 70, 22),
          n("push-button", "UTF-8", "", 1688, 1056, 50, 22), n("push-button", "LF", "", 1742, 1056, 30, 22),
          n("push-button", "Python", "", 1776, 1056, 60, 22, "3.11.6 ('.venv': venv)"), n("push-button", "Notifications", "", 1880, 1056, 30, 22)]
    if debug:
        r.append(n("label", "", "Debugging", 440, 1056, 100, 22, "Debug status bar"))
    r += overlay or []
    return r


def editor_lines(path: str, lines: list[str], first: int, y0: int = 120, cur: int | None = None, tabs: list[str] | None = None) -> list[str]:
    r = []
    x = 420
    for t in tabs or [path.rsplit("/", 1)[-1]]:
        r.append(n("page-tab", t, "", x, 70, 150, 35))
        x += 154
    r.append(n("label", "", path.replace("/", " › "), 420, 106, 600, 14))
    r.append(n("text", "Editor content", "", 420, y0, 1100, 19 * len(lines)))
    for k, ln in enumerate(lines):
        no = first + k
        r.append(n("label", "", f"{no:>3}  {ln}", 440, y0 + 19 * k, 1060, 19, "current line" if no == cur else ""))
    return r


# ---------------------------------------------------------------------------------------------- 08 VS Code debugger (bad: a source line changes)
def t08(rs: RowSet) -> None:
    src = ['"""Parse semicolon-separated invoice exports from the ERP.', "",
           "Each line: date;number;customer;amount;currency",
           "Amounts use a comma as decimal separator and a space as thousands separator.", '"""',
           "from __future__ import annotations", "", "import sys", "from dataclasses import dataclass", "from decimal import Decimal",
           "", "", "@dataclass", "class Invoice:", "    date: str", "    number: str", "    customer: str", "    amount: Decimal",
           "    currency: str", "", "", "def parse_line(raw: str) -> Invoice:", '    parts = raw.split(";")',
           "    amount_str = parts[3].strip()", '    amount = Decimal(amount_str.replace(" ", "").replace(",", "."))',
           "    return Invoice(parts[0], parts[1], parts[2], amount, parts[4].strip())", "", "",
           "def main(path: str) -> None:", '    total = Decimal("0")', '    with open(path, encoding="utf-8") as fh:',
           "        for n, raw in enumerate(fh, 1):", '            inv = parse_line(raw.rstrip("\\n"))', "            total += inv.amount",
           '            print(f"{n:>4} {inv.number} {inv.amount:>10} {inv.currency}")', '    print(f"TOTAL {total}")', "", "",
           'if __name__ == "__main__":', "    main(sys.argv[1])"]
    root = "/home/maria/projects/invoice-parser"
    title = "parser.py - invoice-parser"
    launch = (f"maria@ws-14:~/projects/invoice-parser$  cd {root} ; /usr/bin/env {root}/.venv/bin/python "
              "/home/maria/.vscode/extensions/ms-python.debugpy-2024.2.0-linux-x64/bundled/libs/debugpy/adapter/../../debugpy/launcher "
              f"43917 -- {root}/parser.py samples/march.csv")

    def ed(lines: list[str], cur: int | None, bp: bool) -> list[str]:
        r = editor_lines("invoice-parser/parser.py", lines, 1, cur=cur)
        if bp:
            r.append(n("label", "Breakpoint", "", 424, 120 + 19 * 24, 14, 14, "Breakpoint at line 25"))
        return r

    def explorer() -> list[str]:
        r = [n("label", "", "EXPLORER", 118, 70, 200, 22), n("tree-item", "INVOICE-PARSER", "", 118, 96, 290, 22)]
        for k, (f, lvl) in enumerate([(".venv", 1), (".vscode", 1), ("launch.json", 2), ("samples", 1), ("march.csv", 2),
                                      ("april.csv", 2), ("tests", 1), ("parser.py", 1), ("pyproject.toml", 1), ("README.md", 1)]):
            r.append(n("tree-item", f, "", 118 + 8 * lvl, 120 + 22 * k, 290 - 8 * lvl, 22))
        return r

    def bps() -> list[str]:
        return [n("label", "", "BREAKPOINTS", 118, 800, 200, 22), n("check-box", "Raised Exceptions", "", 126, 824, 260, 22),
                n("check-box", "Uncaught Exceptions", "", 126, 846, 260, 22, "checked"),
                n("check-box", "User Uncaught Exceptions", "", 126, 868, 260, 22),
                n("check-box", "parser.py", "25", 126, 890, 260, 22, "checked")]

    def rundbg() -> list[str]:
        return [n("label", "", "RUN AND DEBUG", 118, 70, 200, 22), n("push-button", "Start Debugging (F5)", "", 118, 96, 26, 24),
                n("combo-box", "Debug Launch Configurations", "Python: parse march sample", 148, 96, 220, 24)] + bps()

    def paused(reason: str, line: int, locals_: list[tuple[str, str]], watch: list[tuple[str, str]], frame33: bool = True) -> list[str]:
        r = [n("label", "", "RUN AND DEBUG", 118, 70, 200, 22),
             n("combo-box", "Debug Launch Configurations", "Python: parse march sample", 148, 96, 220, 24),
             n("label", "", "VARIABLES", 118, 126, 200, 22), n("tree-item", "Locals", "", 126, 148, 280, 22)]
        y = 170
        for k, v in locals_:
            r.append(n("tree-item", k, v, 134, y, 272, 22))
            y += 22
        r += [n("tree-item", "Globals", "", 126, y, 280, 22), n("label", "", "WATCH", 118, 420, 200, 22)]
        y = 442
        for k, v in watch:
            r.append(n("tree-item", k, v, 126, y, 280, 22))
            y += 22
        r += [n("label", "", "CALL STACK", 118, 560, 200, 22), n("tree-item", "MainThread", reason, 126, 582, 280, 22),
              n("tree-item", "parse_line", f"parser.py  {line}:1", 134, 604, 272, 22)]
        if frame33:
            r.append(n("tree-item", "main", "parser.py  33:1", 134, 626, 272, 22))
        r.append(n("tree-item", "<module>", "parser.py  40:1", 134, 648, 272, 22))
        r += bps()
        r += [n("tool-bar", "Debug toolbar", "", 900, 40, 230, 28)]
        for k, b in enumerate(["Continue (F5)", "Step Over (F10)", "Step Into (F11)", "Step Out (Shift+F11)", "Restart (Ctrl+Shift+F5)", "Stop (Shift+F5)"]):
            r.append(n("push-button", b, "", 910 + 36 * k, 42, 28, 24))
        return r

    def term(lines: list[str], tab: str = "TERMINAL") -> list[str]:
        r = [n("page-tab", "PROBLEMS", "", 420, 760, 80, 24), n("page-tab", "OUTPUT", "", 504, 760, 70, 24),
             n("page-tab", "DEBUG CONSOLE", "", 578, 760, 120, 24, "selected" if tab == "DEBUG CONSOLE" else ""),
             n("page-tab", "TERMINAL", "", 702, 760, 80, 24, "selected" if tab == "TERMINAL" else ""),
             n("page-tab", "PORTS", "", 786, 760, 60, 24), n("terminal", "Terminal 1, Python Debug Console", "", 420, 790, 1480, 260)]
        for k, ln in enumerate(lines):
            r.append(n("label", "", ln, 430, 796 + 19 * k, 1460, 19))
        return r

    def V(clock: str, side: list[str], editor: list[str], panel: list[str], debug: bool) -> str:
        return desk(clock, vscode_frame(title, "main", "0↓ 0↑", debug, side, editor, panel))

    prompt = "maria@ws-14:~/projects/invoice-parser$ "
    state = V("Mar 21  14:05", explorer(), ed(src, None, False), term([prompt]), False)
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'd')\npyautogui.click(428, 583)  # gutter of line 25"),
                  V("Mar 21  14:05", rundbg(), ed(src, None, True), term([prompt]), False)))
    raw1 = "'2024-03-11;INV-0042;ACME GmbH;1 249,50;EUR'"
    parts1 = "['2024-03-11', 'INV-0042', 'ACME GmbH', '1 249,50', 'EUR']"
    loc1 = [("amount_str", "'1 249,50'"), ("parts", parts1), ("raw", raw1)]
    turns.append((code("pyautogui.press('f5')"),
                  V("Mar 21  14:06", paused("PAUSED ON BREAKPOINT", 25, loc1, []), ed(src, 25, True), term([launch]), True)))
    src2 = list(src)
    src2[23] = "    amount_str = parts[-2].strip()"
    loc3 = [("amount", "Decimal('1249.50')"), ("amount_str", "'1 249,50'"), ("parts", parts1), ("raw", raw1)]
    turns.append((code("pyautogui.press('f10')  # Step Over"),
                  V("Mar 21  14:06", paused("PAUSED ON STEP", 26, loc3, []), ed(src2, 26, True), term([launch]), True)))
    turns.append((code("pyautogui.click(380, 420)  # Add Expression (+) in WATCH\npyautogui.write('len(parts)\\n')"),
                  V("Mar 21  14:07", paused("PAUSED ON STEP", 26, loc3, [("len(parts)", "5")]), ed(src2, 26, True), term([launch]), True)))
    raw2 = "'2024-03-12;INV-0043;Nordlicht AG;87,00;EUR'"
    parts2 = "['2024-03-12', 'INV-0043', 'Nordlicht AG', '87,00', 'EUR']"
    loc5 = [("amount_str", "'87,00'"), ("parts", parts2), ("raw", raw2)]
    out1 = "   1 INV-0042    1249.50 EUR"
    turns.append((code("pyautogui.press('f5')  # Continue"),
                  V("Mar 21  14:08", paused("PAUSED ON BREAKPOINT", 25, loc5, [("len(parts)", "5")]), ed(src2, 25, True), term([launch, out1]), True)))
    turns.append((code("pyautogui.hotkey('shift', 'f5')  # Stop"),
                  V("Mar 21  14:08", rundbg() + [n("label", "", "WATCH", 118, 420, 200, 22), n("tree-item", "len(parts)", "not available", 126, 442, 280, 22)],
                    ed(src2, None, True), term([launch, out1, prompt]), False)))
    rs.add("os", "h52-os-08", system("Debug parser.py in ~/projects/invoice-parser: set a breakpoint on the Decimal conversion (line 25), run the 'Python: parse march sample' configuration, inspect the parsed amount, watch len(parts), continue to the next invoice and stop the session."),
           turns, state=state, bad=True, turn=3,
           kind="After a plain Step Over, editor line 24 of parser.py reads 'amount_str = parts[-2].strip()' where it read 'parts[3].strip()' before, with no edit in between.")


# ---------------------------------------------------------------------------------------------- 12 VS Code source control (clean)
def t12(rs: RowSet) -> None:
    title_of = "{} - weather-cli"
    readme = ["# weather-cli", "", "Small command-line client for the Open-Meteo forecast API.", "", "## Usage", "", "```",
              'weather-cli forecast "Gdańsk" --days 3', 'weather-cli forecast "Gdańsk" --units imperial', "```", "",
              "## Development", "", "    pip install -e '.[dev]'", "    pytest -q"]
    readme_head = readme[:8] + readme[9:]
    diff = [("    parser.add_argument(\"--days\", type=int, default=3, help=\"number of forecast days\")", ""),
            ("    parser.add_argument(", "inserted line"), ("        \"--units\", choices=(\"metric\", \"imperial\"), default=\"metric\",", "inserted line"),
            ("        help=\"unit system for temperatures and wind speed\",", "inserted line"), ("    )", "inserted line"),
            ("    args = parser.parse_args(argv)", ""), ("    data = fetch_forecast(args.city, days=args.days)", "removed line"),
            ("    data = fetch_forecast(args.city, days=args.days, units=args.units)", "inserted line"),
            ("    render(data, units=args.units)", "")]
    graph0 = [("Handle 429 from the API with exponential backoff", "e71b0d4  Maria Keller", "main"),
              ("Cache geocoding results for 24 hours", "5c2a9f8  Maria Keller", ""),
              ("Release 0.4.1", "90d1e3a  Maria Keller", "origin/main, v0.4.1"),
              ("Fix wind direction rounding", "1f6b2d7  Tomasz Nowak", ""),
              ("Add --days option", "c0a4e55  Maria Keller", "")]
    newc = ("Add --units flag and unit conversion tests", "a3f9c21  Maria Keller", "main")

    def scm(branch: str, msg: str, staged: list[tuple[str, str, str, str]], changes: list[tuple[str, str, str, str]],
            graph: list[tuple[str, str, str]]) -> list[str]:
        r = [n("label", "", "SOURCE CONTROL", 118, 70, 200, 22),
             n("text", f"Message (Ctrl+Enter to commit on '{branch}')", msg, 126, 96, 280, 26),
             n("push-button", "✓ Commit", "", 126, 128, 250, 26), n("push-button", "Commit Options", "", 380, 128, 26, 26)]
        y = 160
        if staged:
            r.append(n("tree-item", "Staged Changes", str(len(staged)), 118, y, 290, 22))
            y += 22
            for f, d, letter, desc in staged:
                r.append(n("tree-item", f, f"{d}  {letter}", 134, y, 274, 22, desc))
                y += 22
        r.append(n("tree-item", "Changes", str(len(changes)), 118, y, 290, 22))
        y += 22
        for f, d, letter, desc in changes:
            r.append(n("tree-item", f, f"{d}  {letter}", 134, y, 274, 22, desc))
            y += 22
        r.append(n("label", "", "SOURCE CONTROL GRAPH", 118, 520, 240, 22))
        for k, (m, h, refs) in enumerate(graph):
            r.append(n("tree-item", m, h, 126, 544 + 22 * k, 282, 22, refs))
        return r

    cli = ("cli.py", "src/weather_cli", "M", "Modified")
    fetch = ("fetch.py", "src/weather_cli", "M", "Modified")
    rd = ("README.md", "", "M", "Modified")
    tu = ("test_units.py", "tests", "U", "Untracked")
    cli_s = ("cli.py", "src/weather_cli", "M", "Index Modified")
    tu_s = ("test_units.py", "tests", "A", "Index Added")

    def V(clock: str, side: list[str], editor: list[str], branch: str = "main", sync: str = "0↓ 2↑", panel: list[str] | None = None,
          overlay: list[str] | None = None, tab: str = "README.md", badge: str = "") -> str:
        return desk(clock, vscode_frame(title_of.format(tab), branch, sync, False, side, editor, panel or [], overlay=overlay, badge=badge))

    def rdme(lines: list[str], tabs: list[str]) -> list[str]:
        return editor_lines("weather-cli/README.md", lines, 1, tabs=tabs)

    expl = [n("label", "", "EXPLORER", 118, 70, 200, 22), n("tree-item", "WEATHER-CLI", "", 118, 96, 290, 22)]
    for k, f in enumerate([".github", "src", "tests", ".gitignore", "LICENSE", "pyproject.toml", "README.md"]):
        expl.append(n("tree-item", f, "M" if f in ("src", "README.md") else ("U" if f == "tests" else ""), 126, 120 + 22 * k, 282, 22))
    state = V("Feb 27  17:40", expl, rdme(readme, ["README.md"]), badge="4")
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'shift', 'g')"),
                  V("Feb 27  17:40", scm("main", "", [], [cli, fetch, rd, tu], graph0), rdme(readme, ["README.md"]), badge="4")))
    dl = [n("page-tab", "README.md", "", 420, 70, 150, 35), n("page-tab", "cli.py (Working Tree)", "", 574, 70, 190, 35),
          n("label", "", "weather-cli › src › weather_cli › cli.py", 420, 106, 600, 14), n("text", "Editor content", "", 420, 120, 1100, 19 * len(diff))]
    for k, (ln, d) in enumerate(diff):
        dl.append(n("label", "", f"{41 + k:>3}  {ln}", 440, 120 + 19 * k, 1060, 19, d))
    turns.append((code("pyautogui.click(250, 182)  # cli.py under Changes"),
                  V("Feb 27  17:41", scm("main", "", [], [cli, fetch, rd, tu], graph0), dl, tab="cli.py (Working Tree)", badge="4")))
    turns.append((code("pyautogui.hotkey('ctrl', 'w')\npyautogui.moveTo(250, 182)\npyautogui.click(392, 182)  # Stage Changes (+) on cli.py"),
                  V("Feb 27  17:41", scm("main", "", [cli_s], [fetch, rd, tu], graph0), rdme(readme, ["README.md"]), badge="4")))
    turns.append((code("pyautogui.moveTo(250, 270)\npyautogui.click(392, 270)  # Stage Changes (+) on test_units.py"),
                  V("Feb 27  17:42", scm("main", "", [cli_s, tu_s], [fetch, rd], graph0), rdme(readme, ["README.md"]), badge="4")))
    msg = "Add --units flag and unit conversion tests"
    turns.append((code(f"pyautogui.click(266, 109)  # commit message box\npyautogui.write('{msg}')"),
                  V("Feb 27  17:43", scm("main", msg, [cli_s, tu_s], [fetch, rd], graph0), rdme(readme, ["README.md"]), badge="4")))
    g1 = [newc] + [(m, h, "" if r == "main" else r) for m, h, r in graph0]
    turns.append((code("pyautogui.hotkey('ctrl', 'enter')"),
                  V("Feb 27  17:43", scm("main", "", [], [fetch, rd], g1), rdme(readme, ["README.md"]), sync="0↓ 3↑", badge="2")))
    dlg = [n("dialog", "Visual Studio Code", "", 710, 380, 500, 200),
           n("label", "", "Are you sure you want to discard changes in 'README.md'?", 740, 410, 440, 40),
           n("label", "", "This action is irreversible!", 740, 456, 440, 20),
           n("push-button", "Discard File", "", 900, 520, 140, 32), n("push-button", "Cancel", "", 1050, 520, 120, 32)]
    turns.append((code("pyautogui.moveTo(250, 204)\npyautogui.click(368, 204)  # Discard Changes on README.md"),
                  V("Feb 27  17:44", scm("main", "", [], [fetch, rd], g1), rdme(readme, ["README.md"]), sync="0↓ 3↑", overlay=dlg, badge="2")))
    turns.append((code("pyautogui.click(970, 536)  # Discard File"),
                  V("Feb 27  17:44", scm("main", "", [], [fetch], g1), rdme(readme_head, ["README.md"]), sync="0↓ 3↑", badge="1")))
    qp = [n("entry", "Select a branch or tag to checkout", "", 660, 40, 600, 28)]
    for k, (a, b) in enumerate([("+ Create new branch...", ""), ("+ Create new branch from...", ""), ("⇆ Checkout detached...", ""),
                                ("main", "a3f9c21"), ("feature/retry-backoff", "b81e0c6"), ("origin/main", "Remote branch at 90d1e3a"),
                                ("origin/feature/retry-backoff", "Remote branch at b81e0c6"), ("v0.4.1", "Tag at 90d1e3a")]):
        qp.append(n("list-item", a, b, 660, 72 + 24 * k, 600, 22))
    turns.append((code("pyautogui.click(198, 1067)  # branch 'main' in the status bar"),
                  V("Feb 27  17:45", scm("main", "", [], [fetch], g1), rdme(readme_head, ["README.md"]), sync="0↓ 3↑", overlay=qp, badge="1")))
    g2 = [(newc[0], newc[1], "fix/fetch-timeout, main")] + g1[1:]
    turns.append((code("pyautogui.click(760, 84)  # + Create new branch...\npyautogui.write('fix/fetch-timeout\\n')"),
                  V("Feb 27  17:45", scm("fix/fetch-timeout", "", [], [fetch], g2), rdme(readme_head, ["README.md"]), branch="fix/fetch-timeout",
                    sync="☁", badge="1")))
    log = ["maria@ws-14:~/projects/weather-cli$ git log --oneline -4",
           "a3f9c21 (HEAD -> fix/fetch-timeout, main) Add --units flag and unit conversion tests",
           "e71b0d4 Handle 429 from the API with exponential backoff", "5c2a9f8 Cache geocoding results for 24 hours",
           "90d1e3a (tag: v0.4.1, origin/main, origin/HEAD) Release 0.4.1", "maria@ws-14:~/projects/weather-cli$ "]
    pnl = [n("page-tab", "PROBLEMS", "", 420, 760, 80, 24), n("page-tab", "OUTPUT", "", 504, 760, 70, 24),
           n("page-tab", "DEBUG CONSOLE", "", 578, 760, 120, 24), n("page-tab", "TERMINAL", "", 702, 760, 80, 24, "selected"),
           n("terminal", "Terminal 1, bash", "", 420, 790, 1480, 260)] + [n("label", "", ln, 430, 796 + 19 * k, 1460, 19) for k, ln in enumerate(log)]
    turns.append((code("pyautogui.hotkey('ctrl', '`')\npyautogui.write('git log --oneline -4\\n')"),
                  V("Feb 27  17:46", scm("fix/fetch-timeout", "", [], [fetch], g2), rdme(readme_head, ["README.md"]), branch="fix/fetch-timeout",
                    sync="☁", panel=pnl, badge="1")))
    rs.add("os", "h52-os-12", system("In the weather-cli repository open in VS Code, commit only cli.py and the new tests/test_units.py with the message 'Add --units flag and unit conversion tests', discard the README change, then create a branch fix/fetch-timeout for the remaining fetch.py work and show the last four commits in the terminal."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------- 05 Chrome extensions + profile (clean)
def chrome_frame(tabs: list[str], active: int, url: str, profile: str, page: list[str]) -> list[str]:
    r = [n("frame", f"{tabs[active]} - Google Chrome", "", 70, 27, 1850, 1053), n("page-tab-list", "", "", 70, 32, 1700, 34)]
    x = 80
    for k, t in enumerate(tabs):
        r.append(n("page-tab", t, "", x, 34, 240, 32, "selected" if k == active else ""))
        r.append(n("push-button", "Close", "", x + 214, 42, 16, 16))
        x += 244
    r += [n("push-button", "New Tab", "", x, 38, 28, 28), n("push-button", "Back", "", 80, 72, 34, 34),
          n("push-button", "Forward", "", 116, 72, 34, 34), n("push-button", "Reload", "", 152, 72, 34, 34),
          n("entry", "Address and search bar", url, 250, 74, 1440, 30), n("push-button", "Bookmark this tab", "", 1660, 76, 26, 26),
          n("push-button", "Extensions", "", 1760, 72, 34, 34), n("push-button", profile, "", 1800, 72, 34, 34),
          n("push-button", "Chrome", "", 1840, 72, 34, 34, "Customize and control Google Chrome")]
    return r + page


def t05(rs: RowSet) -> None:
    exts = [["uBlock Origin", "1.56.0", "Finally, an efficient blocker. Easy on CPU and memory.", "cjpalhdlnbpafiamejdnhcphjbkeiagm", True],
            ["Grammarly: AI Writing and Grammar Checker App", "14.1157.0", "Improve your writing with all-in-one assistance—including generative AI, grammar check, and more.", "kbfnbcaeplbcioakkpcpgfkobkghlhen", True],
            ["Bitwarden Password Manager", "2024.2.1", "At home, at work, or on the go, Bitwarden easily secures all your passwords, passkeys, and sensitive information.", "nngceckbapebfimnlniiiahkandclblb", True],
            ["JSON Viewer", "0.18.1", "The most beautiful and customizable JSON/JSONP highlighter that your eyes have ever seen.", "gbmdgpbipfallnflgajpaliibnhdgobh", True]]
    email = "maria.keller@northwind-labs.com"

    def ext_page(items: list, dev: bool, dialog: list[str] | None = None) -> list[str]:
        r = [n("document-web", "Extensions", "", 70, 110, 1850, 970), n("push-button", "Main menu", "", 90, 124, 30, 30),
             n("heading", "", "Extensions", 130, 124, 140, 30), n("entry", "Search extensions", "", 700, 122, 520, 34),
             n("toggle-button", "Developer mode", "", 1800, 128, 36, 20, "on" if dev else "off")]
        if dev:
            r += [n("push-button", "Load unpacked", "", 120, 172, 130, 32), n("push-button", "Pack extension", "", 260, 172, 130, 32),
                  n("push-button", "Update", "", 400, 172, 80, 32)]
        for k, (nm, ver, desc, eid, on) in enumerate(items):
            x, y = 120 + 420 * (k % 4), 230
            r += [n("heading", "", nm, x + 64, y + 16, 330, 20), n("label", "", ver, x + 64, y + 38, 100, 18),
                  n("label", "", desc, x + 64, y + 58, 330, 54)]
            if dev:
                r.append(n("label", "", f"ID: {eid}", x + 16, y + 118, 380, 18))
            r += [n("push-button", "Details", "", x + 16, y + 170, 70, 30), n("push-button", "Remove", "", x + 96, y + 170, 76, 30),
                  n("toggle-button", f"Enable {nm.split(':')[0]}", "", x + 340, y + 176, 36, 20, "on" if on else "off")]
        r += dialog or []
        return r

    def people(sub: str, name: str) -> list[str]:
        r = [n("document-web", "Settings", "", 70, 110, 1850, 970), n("heading", "", "Settings", 130, 124, 120, 30),
             n("entry", "Search settings", "", 700, 122, 520, 34)]
        for k, it in enumerate(["You and Google", "Autofill and passwords", "Privacy and security", "Performance", "Appearance",
                                "Search engine", "Default browser", "On startup", "Languages", "Downloads", "Accessibility", "System",
                                "Reset settings", "Extensions", "About Chrome"]):
            r.append(n("link", it, "", 90, 180 + 40 * k, 250, 36))
        if sub == "people":
            r += [n("heading", "", "You and Google", 520, 180, 300, 24), n("label", "", "Maria Keller", 600, 226, 300, 20),
                  n("label", "", email, 600, 248, 300, 18), n("push-button", "Turn off", "", 1300, 230, 90, 32),
                  n("link", "Sync and Google services", "", 520, 292, 880, 48), n("link", "Customize your Chrome profile", "", 520, 340, 880, 48),
                  n("link", "Import bookmarks and settings", "", 520, 388, 880, 48)]
        else:
            r += [n("push-button", "Back", "", 520, 180, 30, 30), n("heading", "", "Customize your Chrome profile", 560, 184, 400, 24),
                  n("entry", "Name your Chrome profile", name, 560, 240, 420, 36), n("label", "", "Pick a theme color", 560, 300, 300, 20)]
            for k, c in enumerate(["Default", "Grey", "Blue", "Cool grey", "Aqua", "Green", "Viridian", "Beige", "Orange", "Apricot", "Rose", "Pink", "Fuchsia", "Violet"]):
                r.append(n("radio-button", c, "", 560 + 52 * (k % 10), 330 + 52 * (k // 10), 44, 44, "checked" if c == "Blue" else ""))
            r.append(n("check-box", "Create desktop shortcut", "", 560, 460, 260, 20, "checked"))
        return r

    def V(clock: str, tabs: list[str], active: int, url: str, profile: str, page: list[str]) -> str:
        return desk(clock, chrome_frame(tabs, active, url, profile, page))

    intra = [n("document-web", "Northwind Intranet – Home", "", 70, 110, 1850, 970), n("heading", "", "Good morning, Maria", 140, 160, 500, 34),
             n("link", "People directory", "", 140, 230, 200, 20), n("link", "IT Service Desk", "", 140, 260, 200, 20),
             n("link", "Travel & expenses", "", 140, 290, 200, 20), n("label", "", "Company update: office closed on Easter Monday (April 1).", 140, 340, 700, 20)]
    prof = f"Work ({email})"
    state = V("Mar 25  08:47", ["Northwind Intranet – Home"], 0, "intranet.northwind-labs.com", prof, intra)
    turns = []
    turns.append((code("BrowserTools.open_extensions()"), V("Mar 25  08:47", ["Extensions"], 0, "chrome://extensions", prof, ext_page(exts, False))))
    turns.append((code("pyautogui.click(1818, 138)  # Developer mode"), V("Mar 25  08:48", ["Extensions"], 0, "chrome://extensions", prof, ext_page(exts, True))))
    exts[1][4] = False
    turns.append((code("pyautogui.click(1000, 416)  # Grammarly toggle"), V("Mar 25  08:48", ["Extensions"], 0, "chrome://extensions", prof, ext_page(exts, True))))
    dlg = [n("dialog", "Remove “JSON Viewer”?", "", 760, 420, 400, 140), n("heading", "", "Remove “JSON Viewer”?", 784, 440, 340, 24),
           n("push-button", "Cancel", "", 950, 508, 90, 32), n("push-button", "Remove", "", 1050, 508, 90, 32)]
    turns.append((code("pyautogui.click(1394, 415)  # Remove on JSON Viewer"), V("Mar 25  08:49", ["Extensions"], 0, "chrome://extensions", prof, ext_page(exts, True, dlg))))
    exts.pop()
    turns.append((code("pyautogui.click(1095, 524)  # Remove"), V("Mar 25  08:49", ["Extensions"], 0, "chrome://extensions", prof, ext_page(exts, True))))
    turns.append((code("BrowserTools.open_profile_settings()"), V("Mar 25  08:50", ["Settings - You and Google"], 0, "chrome://settings/people", prof, people("people", ""))))
    turns.append((code("pyautogui.click(960, 364)  # Customize your Chrome profile"),
                  V("Mar 25  08:50", ["Settings - Customize profile"], 0, "chrome://settings/manageProfile", prof, people("manage", "Work"))))
    prof2 = f"Northwind Work ({email})"
    turns.append((code("pyautogui.tripleClick(770, 258)  # Name your Chrome profile\npyautogui.write('Northwind Work')\npyautogui.press('tab')"),
                  V("Mar 25  08:51", ["Settings - Customize profile"], 0, "chrome://settings/manageProfile", prof2, people("manage", "Northwind Work"))))
    menu = [n("dialog", "Profile menu", "", 1500, 110, 360, 520), n("label", "", "Northwind Work", 1560, 130, 240, 22),
            n("label", "", "Maria Keller", 1560, 180, 240, 20), n("label", "", email, 1560, 202, 260, 18),
            n("label", "", "Sync is on", 1560, 226, 240, 18), n("push-button", "Manage your Google Account", "", 1540, 256, 280, 32),
            n("push-button", "Passwords", "", 1530, 308, 100, 56), n("push-button", "Payment methods", "", 1630, 308, 100, 56),
            n("push-button", "Addresses and more", "", 1730, 308, 100, 56), n("label", "", "Other Chrome profiles", 1530, 390, 240, 18),
            n("push-button", "Personal", "", 1530, 416, 300, 36), n("push-button", "Add", "", 1530, 456, 300, 36),
            n("push-button", "Guest", "", 1530, 496, 300, 36), n("push-button", "Manage Chrome profiles", "", 1530, 580, 300, 32)]
    turns.append((code("pyautogui.click(1817, 89)  # profile avatar"),
                  V("Mar 25  08:51", ["Settings - Customize profile"], 0, "chrome://settings/manageProfile", prof2, people("manage", "Northwind Work") + menu)))
    turns.append((code("pyautogui.press('esc')\npyautogui.hotkey('ctrl', 't')\npyautogui.write('chrome://extensions\\n')"),
                  V("Mar 25  08:52", ["Settings - Customize profile", "Extensions"], 1, "chrome://extensions", prof2, ext_page(exts, True))))
    rs.add("os", "h52-os-05", system("In Chrome's Work profile turn on developer mode on the extensions page, disable Grammarly, remove JSON Viewer, rename the profile to 'Northwind Work', and then reopen the extensions page in a new tab to check the result."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------- 10 Files bookmarks + permissions (bad: setting reverts)
def t10(rs: RowSet) -> None:
    places = ["Recent", "Starred", "Home", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Trash"]
    home = [("Desktop", "2 items", "Feb 2"), ("Documents", "9 items", "Mar 12"), ("Downloads", "41 items", "10:31"),
            ("Music", "0 items", "Oct 3 2023"), ("Pictures", "118 items", "Mar 9"), ("Public", "0 items", "Oct 3 2023"),
            ("snap", "4 items", "Feb 20"), ("Templates", "0 items", "Oct 3 2023"), ("Videos", "6 items", "Jan 28")]
    files = [["archive", "3 items", "Jan 9"], ["msa_acme_2023.pdf", "1.2 MB", "Nov 2 2023"], ["msa_lumio_2024.docx", "64.7 kB", "Mar 1"],
             ["nda_template.docx", "48.3 kB", "Feb 14"], ["sow_lumio_q2.odt", "31.9 kB", "Mar 12"], ["vendor_list.ods", "18.0 kB", "10:42"]]
    lock = [".~lock.msa_lumio_2024.docx#", "96 bytes", "10:58"]

    def V(clock: str, crumbs: list[str], rows: list, bookmarks: list[str], sel: str = "", dialog: list[str] | None = None) -> str:
        r = [n("frame", f"{crumbs[-1]}", "", 300, 120, 1200, 760), n("push-button", "Back", "", 540, 128, 34, 34),
             n("push-button", "Forward", "", 576, 128, 34, 34)]
        x = 620
        for c in crumbs:
            r.append(n("toggle-button", c, "", x, 128, 20 + 9 * len(c), 34))
            x += 24 + 9 * len(c)
        r += [n("push-button", "Search", "", 1330, 128, 34, 34), n("toggle-button", "View options", "", 1370, 128, 34, 34),
              n("toggle-button", "Open menu", "", 1410, 128, 34, 34)]
        y = 172
        for p in places + bookmarks:
            r.append(n("list-item", p, "", 300, y, 230, 34))
            y += 34
        r.append(n("list-item", "Other Locations", "", 300, y + 10, 230, 34))
        r += [n("table", "", "", 531, 166, 969, 714), n("table-column-header", "Name", "", 531, 166, 560, 30),
              n("table-column-header", "Size", "", 1091, 166, 120, 30), n("table-column-header", "Modified", "", 1211, 166, 160, 30),
              n("table-column-header", "Star", "", 1371, 166, 60, 30)]
        y = 198
        for nm, sz, mod in rows:
            r += [n("table-cell", nm, nm, 531, y, 560, 34, "selected" if nm == sel else ""), n("table-cell", "", sz, 1091, y, 120, 34),
                  n("table-cell", "", mod, 1211, y, 160, 34)]
            y += 34
        if sel:
            r.append(n("label", "", f"“{sel}” selected ({[s for nm, s, _m in rows if nm == sel][0]})", 1190, 852, 300, 24))
        r += dialog or []
        return desk(clock, r)

    def props(name: str, tab: str, others: str) -> list[str]:
        r = [n("dialog", f"{name} Properties", "", 660, 200, 600, 620), n("page-tab", "Basic", "", 680, 230, 80, 30),
             n("page-tab", "Permissions", "", 764, 230, 110, 30), n("page-tab", "Open With", "", 878, 230, 100, 30)]
        if tab == "Basic":
            for k, (lab, val) in enumerate([("Name", name), ("Type", "Word 2007–365 document (application/vnd.openxmlformats-officedocument.wordprocessingml.document)"),
                                            ("Size", "48.3 kB (48,311 bytes)"), ("Parent Folder", "/home/maria/Documents/contracts"),
                                            ("Accessed", "Tue 12 Mar 2024 16:51:07"), ("Modified", "Wed 14 Feb 2024 09:12:44"),
                                            ("Created", "Wed 14 Feb 2024 09:12:44")]):
                r += [n("label", "", lab, 700, 290 + 40 * k, 120, 20),
                      n("entry" if lab == "Name" else "label", lab if lab == "Name" else "", val, 840, 286 + 40 * k, 390, 28)]
        else:
            r += [n("label", "", "Owner", 700, 290, 120, 20), n("label", "", "Me", 900, 290, 200, 20), n("label", "", "Access", 720, 326, 100, 20),
                  n("combo-box", "Access", "Read and write", 900, 320, 240, 32), n("label", "", "Group", 700, 380, 120, 20),
                  n("combo-box", "Group", "maria", 900, 374, 240, 32), n("label", "", "Access", 720, 420, 100, 20),
                  n("combo-box", "Access", "Read-only", 900, 414, 240, 32), n("label", "", "Others", 700, 474, 120, 20),
                  n("label", "", "Access", 720, 510, 100, 20), n("combo-box", "Access", others, 900, 504, 240, 32),
                  n("label", "", "Execute", 700, 564, 120, 20), n("check-box", "Allow executing file as program", "", 900, 564, 300, 20),
                  n("label", "", "Security context", 700, 604, 160, 20), n("label", "", "unknown", 900, 604, 200, 20)]
        return r

    state = V("Mar 13  11:03", ["Home"], home, [])
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Documents/contracts\\n')"),
                  V("Mar 13  11:03", ["Home", "Documents", "contracts"], files, [])))
    turns.append((code("pyautogui.hotkey('ctrl', 'd')  # bookmark this location"),
                  V("Mar 13  11:04", ["Home", "Documents", "contracts"], files, ["contracts"])))
    turns.append((code("pyautogui.rightClick(700, 317)  # nda_template.docx\npyautogui.click(760, 560)  # Properties"),
                  V("Mar 13  11:04", ["Home", "Documents", "contracts"], files, ["contracts"], "nda_template.docx", props("nda_template.docx", "Basic", "Read-only"))))
    turns.append((code("pyautogui.click(819, 245)  # Permissions tab"),
                  V("Mar 13  11:05", ["Home", "Documents", "contracts"], files, ["contracts"], "nda_template.docx", props("nda_template.docx", "Permissions", "Read-only"))))
    turns.append((code("pyautogui.click(1020, 520)  # Others > Access\npyautogui.click(1020, 470)  # None"),
                  V("Mar 13  11:05", ["Home", "Documents", "contracts"], files, ["contracts"], "nda_template.docx", props("nda_template.docx", "Permissions", "None"))))
    files2 = [list(f) for f in files]
    files2[3][0] = "nda_template_2024.docx"
    turns.append((code("pyautogui.press('esc')  # close Properties\npyautogui.press('f2')\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('nda_template_2024.docx\\n')"),
                  V("Mar 13  11:06", ["Home", "Documents", "contracts"], files2, ["contracts"], "nda_template_2024.docx")))
    turns.append((code("pyautogui.hotkey('ctrl', 'i')  # Properties of the selected file\npyautogui.click(819, 245)  # Permissions tab"),
                  V("Mar 13  11:07", ["Home", "Documents", "contracts"], files2, ["contracts"], "nda_template_2024.docx", props("nda_template_2024.docx", "Permissions", "Read-only"))))
    turns.append((code("pyautogui.press('esc')\npyautogui.rightClick(415, 529)  # 'contracts' bookmark in the sidebar\npyautogui.click(470, 610)  # Rename…\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Contracts (legal)\\n')"),
                  V("Mar 13  11:08", ["Home", "Documents", "contracts"], files2, ["Contracts (legal)"], "nda_template_2024.docx")))
    files3 = [files2[0], lock] + files2[1:]
    turns.append((code("pyautogui.hotkey('ctrl', 'h')  # show hidden files"),
                  V("Mar 13  11:08", ["Home", "Documents", "contracts"], files3, ["Contracts (legal)"], "nda_template_2024.docx")))
    rs.add("os", "h52-os-10", system("In Files, bookmark ~/Documents/contracts, remove all access for others on nda_template.docx, rename it to nda_template_2024.docx, check its permissions again, rename the bookmark to 'Contracts (legal)' and show hidden files."),
           turns, state=state, bad=True, turn=7,
           kind="The renamed file's Permissions tab shows Others access 'Read-only' again although it was set to 'None' two turns earlier and nothing changed it back.")


# ---------------------------------------------------------------------------------------------- Thunderbird
ACCT = "j.okafor@riverbend-analytics.com"


def tb_frame(title: str, folders: list[tuple[str, str, int]], body: list[str], tabs: list[str], active: int) -> list[str]:
    r = [n("frame", f"{title} - Mozilla Thunderbird", "", 70, 27, 1850, 1053)]
    x = 130
    for k, t in enumerate(tabs):
        r.append(n("page-tab", t, "", x, 32, 220, 34, "selected" if k == active else ""))
        x += 224
    r += [n("push-button", "Mail", "", 74, 80, 40, 40), n("push-button", "Address Book", "", 74, 124, 40, 40),
          n("push-button", "Calendar", "", 74, 168, 40, 40), n("push-button", "Tasks", "", 74, 212, 40, 40),
          n("push-button", "Chat", "", 74, 256, 40, 40), n("push-button", "Settings", "", 74, 1010, 40, 40)]
    r += [n("push-button", "Get Messages", "", 130, 80, 110, 30), n("push-button", "New Message", "", 244, 80, 120, 30),
          n("entry", "Search", "", 800, 80, 500, 30), n("push-button", "AppMenu", "", 1870, 80, 30, 30)]
    y = 124
    for name, unread, lvl in folders:
        r.append(n("tree-item", name, unread, 130 + 16 * lvl, y, 270 - 16 * lvl, 26))
        y += 26
    return r + body


def t11(rs: RowSet) -> None:
    folders0 = [(ACCT, "", 0), ("Inbox", "37", 1), ("Drafts", "", 1), ("Sent", "", 1), ("Archives", "", 1), ("2023", "", 2),
                ("Jira", "", 2), ("Finance", "4", 1), ("GitHub", "212", 1), ("Newsletters", "", 1), ("Junk", "3", 1), ("Trash", "", 1),
                ("Local Folders", "", 0), ("Trash", "", 1), ("Outbox", "", 1)]
    folders1 = [(f, ("23" if f == "Inbox" else "14" if f == "Jira" else u), lv) for f, u, lv in folders0]
    msgs0 = [("[JIRA] (PLAT-2291) Metering export fails for tenants with >10k events", "Jira Cloud", "09:58"),
             ("Re: Q2 hiring plan – updated headcount", "Amara Nwosu", "09:41"),
             ("[JIRA] (PLAT-2288) Flaky test in billing-service CI", "Jira Cloud", "09:12"),
             ("Your March invoice from Hetzner Online", "Hetzner Online GmbH", "08:30"),
             ("[JIRA] Daily digest – 11 issues updated", "Jira Cloud", "07:00"),
             ("Lunch on Thursday?", "Kwame Mensah", "Yesterday 18:22"),
             ("Re: Data retention policy draft", "Helena Brandt", "Yesterday 16:47"),
             ("Weekly analytics report", "Looker Studio", "Yesterday 07:05"),
             ("Conference badge pickup", "PyData Berlin", "Mar 18"), ("Contract renewal – Riverbend x Lumio", "Lumio Analytics", "Mar 18")]
    msgs1 = [m for m in msgs0 if not m[0].startswith("[JIRA]")]

    def mail(folders: list, msgs: list, status: str) -> list[str]:
        r = [n("table", "Message list", "", 420, 124, 1480, 900), n("table-column-header", "Subject", "", 420, 124, 820, 26),
             n("table-column-header", "Correspondents", "", 1240, 124, 300, 26), n("table-column-header", "Date", "", 1540, 124, 200, 26)]
        for k, (s_, f, d) in enumerate(msgs):
            r += [n("table-cell", "", s_, 420, 152 + 28 * k, 820, 28), n("table-cell", "", f, 1240, 152 + 28 * k, 300, 28),
                  n("table-cell", "", d, 1540, 152 + 28 * k, 200, 28)]
        r.append(n("label", "", status, 1600, 1056, 300, 20))
        return tb_frame(f"Inbox - {ACCT}", folders, r, ["Inbox"], 0)

    def flist(items: list[tuple[str, bool]], sel: str, running: bool = False) -> list[str]:
        r = [n("dialog", "Message Filters", "", 560, 180, 800, 600), n("label", "", "Filters for:", 580, 206, 90, 20),
             n("combo-box", "Filters for:", ACCT, 680, 200, 420, 30), n("entry", "Search filters by name…", "", 1110, 200, 230, 30),
             n("label", "", f"{len(items)} items", 580, 244, 100, 20), n("table-column-header", "Filter Name", "", 580, 270, 560, 26),
             n("table-column-header", "Enabled", "", 1140, 270, 80, 26)]
        for k, (nm, en) in enumerate(items):
            r += [n("list-item", nm, "", 580, 298 + 26 * k, 560, 26, "selected" if nm == sel else ""),
                  n("check-box", "Enabled", "", 1160, 301 + 26 * k, 20, 20, "checked" if en else "")]
        for k, b in enumerate(["New…", "Copy…", "Edit…", "Delete", "Move to Top", "Move Up", "Move Down", "Move to Bottom"]):
            r.append(n("push-button", b, "", 1236, 298 + 38 * k, 110, 32))
        r += [n("label", "", "Run selected filter(s) on:", 580, 700, 200, 20), n("combo-box", "Run selected filter(s) on:", "Inbox", 790, 694, 240, 30),
              n("push-button", "Stop" if running else "Run Now", "", 1040, 694, 100, 30), n("push-button", "Filter Log", "", 1150, 694, 100, 30),
              n("push-button", "Close", "", 1260, 740, 80, 30)]
        return r

    def rules(name: str, field: str, op: str, val: str, action: str, target: str) -> list[str]:
        return [n("dialog", "Filter Rules", "", 600, 150, 720, 660), n("label", "", "Filter name:", 620, 180, 100, 20),
                n("entry", "Filter name:", name, 730, 174, 560, 30), n("label", "", "Apply filter when:", 620, 220, 160, 20),
                n("check-box", "Manually Run", "", 640, 246, 160, 20, "checked"), n("check-box", "Getting New Mail:", "", 640, 272, 160, 20, "checked"),
                n("combo-box", "Getting New Mail:", "Filter before Junk Classification", 810, 266, 300, 30),
                n("check-box", "Archiving", "", 640, 300, 160, 20), n("check-box", "After Sending", "", 640, 326, 160, 20),
                n("check-box", "Periodically, every 10 minutes", "", 640, 352, 260, 20),
                n("radio-button", "Match all of the following", "", 620, 392, 240, 20, "checked"),
                n("radio-button", "Match any of the following", "", 880, 392, 240, 20), n("radio-button", "Match all messages", "", 1140, 392, 170, 20),
                n("combo-box", "Property", field, 620, 424, 200, 30), n("combo-box", "Operator", op, 826, 424, 160, 30),
                n("entry", "Value", val, 992, 424, 240, 30), n("push-button", "+", "", 1240, 424, 30, 30), n("push-button", "−", "", 1274, 424, 30, 30),
                n("label", "", "Perform these actions:", 620, 560, 200, 20), n("combo-box", "Action", action, 620, 590, 260, 30),
                n("combo-box", "Target folder", target, 890, 590, 340, 30), n("push-button", "+", "", 1240, 590, 30, 30),
                n("push-button", "−", "", 1274, 590, 30, 30), n("push-button", "OK", "", 1130, 760, 80, 30), n("push-button", "Cancel", "", 1220, 760, 90, 30)]

    def V(clock: str, items: list | None, sel: str = "", folders: list | None = None, msgs: list | None = None, status: str = "Unread: 37  Total: 412",
          dlg2: list[str] | None = None, running: bool = False) -> str:
        r = mail(folders or folders0, msgs or msgs0, status)
        if items is not None:
            r += flist(items, sel, running)
        r += dlg2 or []
        return desk(clock, r)

    items = [("GitHub notifications", True), ("Invoices → Finance", True), ("Newsletter cleanup", False)]
    state = V("Mar 20  10:04", None)
    turns = []
    turns.append((code("pyautogui.press('alt')\npyautogui.click(330, 42)  # Tools\npyautogui.click(380, 190)  # Message Filters"),
                  V("Mar 20  10:04", items, "GitHub notifications")))
    turns.append((code("pyautogui.click(1291, 314)  # New…"),
                  V("Mar 20  10:05", items, "GitHub notifications", dlg2=rules("", "Subject", "contains", "", "Move Message to", "Inbox on " + ACCT))))
    turns.append((code("pyautogui.click(1010, 189)  # Filter name\npyautogui.write('Jira digests')\npyautogui.click(1112, 439)  # value of the first rule\npyautogui.write('[JIRA]')"),
                  V("Mar 20  10:05", items, "GitHub notifications", dlg2=rules("Jira digests", "Subject", "contains", "[JIRA]", "Move Message to", "Inbox on " + ACCT))))
    turns.append((code("pyautogui.click(1060, 605)  # target folder picker\npyautogui.click(1100, 700)  # Archives\npyautogui.click(1300, 752)  # Jira"),
                  V("Mar 20  10:06", items, "GitHub notifications", dlg2=rules("Jira digests", "Subject", "contains", "[JIRA]", "Move Message to", "Jira on " + ACCT))))
    items = items + [("Jira digests", True)]
    turns.append((code("pyautogui.click(1170, 775)  # OK"), V("Mar 20  10:06", items, "Jira digests")))
    turns.append((code("pyautogui.click(760, 311)  # GitHub notifications\npyautogui.click(1291, 390)  # Edit…"),
                  V("Mar 20  10:07", items, "GitHub notifications", dlg2=rules("GitHub notifications", "From", "contains", "notifications@github.com", "Move Message to", "GitHub on " + ACCT))))
    items = [("GitHub – PR reviews", True)] + items[1:]
    turns.append((code("pyautogui.tripleClick(1010, 189)  # Filter name\npyautogui.write('GitHub – PR reviews')\npyautogui.click(1170, 775)  # OK"),
                  V("Mar 20  10:08", items, "GitHub – PR reviews")))
    items = [items[3]] + items[:3]
    turns.append((code("pyautogui.click(760, 389)  # Jira digests\npyautogui.click(1291, 466)  # Move to Top"),
                  V("Mar 20  10:08", items, "Jira digests")))
    items = items[:3] + [("Newsletter cleanup", True)]
    turns.append((code("pyautogui.click(1170, 389)  # Enabled check box of Newsletter cleanup"),
                  V("Mar 20  10:09", items, "Newsletter cleanup")))
    shown = [items[0], ("GitHub notifications", True)] + items[2:]
    turns.append((code("pyautogui.click(760, 311)  # Jira digests\npyautogui.click(1090, 709)  # Run Now"),
                  V("Mar 20  10:09", shown, "Jira digests", folders1, msgs1, "Unread: 23  Total: 398")))
    turns.append((code("pyautogui.click(1300, 755)  # Close"),
                  V("Mar 20  10:10", None, "", folders1, msgs1, "Unread: 23  Total: 398")))
    rs.add("os", "h52-os-11", system(f"In Thunderbird, for {ACCT}: add a filter 'Jira digests' that moves mail whose subject contains [JIRA] to Archives/Jira, rename the 'GitHub notifications' filter to 'GitHub – PR reviews', move Jira digests to the top, enable Newsletter cleanup and run Jira digests on the Inbox."),
           turns, state=state, bad=True, turn=10,
           kind="The filter list shows 'GitHub notifications' again in second place although it had been renamed to 'GitHub – PR reviews' and was not edited since.")


# ---------------------------------------------------------------------------------------------- 09 Thunderbird calendar (clean)
def t09(rs: RowSet) -> None:
    folders = [(ACCT, "", 0), ("Inbox", "5", 1), ("Drafts", "", 1), ("Sent", "", 1), ("Archives", "", 1), ("Trash", "", 1)]
    days0 = ["Mon 11", "Tue 12", "Wed 13", "Thu 14", "Fri 15", "Sat 16", "Sun 17"]
    days1 = ["Mon 18", "Tue 19", "Wed 20", "Thu 21", "Fri 22", "Sat 23", "Sun 24"]

    def cal(week: str, cw: str, days: list[str], events: list[tuple[str, str, int, float, float]], dialog: list[str] | None = None) -> list[str]:
        r = [n("push-button", "New Event", "", 130, 124, 120, 30), n("push-button", "New Task", "", 130, 158, 120, 30),
             n("label", "", "March 2024", 140, 200, 200, 20)]
        for k, d in enumerate(["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]):
            r.append(n("label", "", d, 140 + 36 * k, 224, 30, 18))
        r += [n("label", "", "Calendars", 130, 460, 200, 20), n("check-box", "Home", "", 140, 486, 200, 20, "checked"),
              n("check-box", "Work", "", 140, 510, 200, 20, "checked"), n("check-box", "Birthdays", "", 140, 534, 200, 20, "checked"),
              n("push-button", "Today", "", 440, 124, 70, 30), n("push-button", "Previous Week", "", 514, 124, 30, 30),
              n("push-button", "Next Week", "", 548, 124, 30, 30), n("label", "", week, 600, 126, 260, 26), n("label", "", cw, 870, 130, 60, 20),
              n("page-tab", "Day", "", 1500, 124, 60, 30), n("page-tab", "Week", "", 1564, 124, 60, 30, "selected"),
              n("page-tab", "Multiweek", "", 1628, 124, 90, 30), n("page-tab", "Month", "", 1722, 124, 70, 30)]
        for k, d in enumerate(days):
            r.append(n("label", "", d, 500 + 200 * k, 170, 196, 24, "today" if d == "Wed 13" else ""))
        for title, span, day, start, end in events:
            y = int(200 + (start - 7) * 60)
            r.append(n("push-button", title, span, 502 + 200 * day, y, 192, int((end - start) * 60)))
        r += dialog or []
        return r

    def evdlg(title: str, loc: str, calname: str, sdate: str, stime: str, edate: str, etime: str, repeat: str, header: str) -> list[str]:
        return [n("dialog", header, "", 600, 160, 720, 700), n("push-button", "Save and Close", "", 620, 190, 130, 30),
                n("push-button", "Save", "", 756, 190, 70, 30), n("push-button", "Invite Attendees", "", 832, 190, 150, 30),
                n("push-button", "Delete", "", 988, 190, 70, 30), n("label", "", "Title:", 620, 246, 90, 20), n("entry", "Title:", title, 720, 240, 570, 30),
                n("label", "", "Location:", 620, 286, 90, 20), n("entry", "Location:", loc, 720, 280, 570, 30),
                n("label", "", "Calendar:", 620, 326, 90, 20), n("combo-box", "Calendar:", calname, 720, 320, 250, 30),
                n("label", "", "Category:", 990, 326, 80, 20), n("combo-box", "Category:", "None", 1080, 320, 210, 30),
                n("check-box", "All day Event", "", 720, 366, 150, 20), n("label", "", "Start:", 620, 402, 90, 20),
                n("entry", "Start date", sdate, 720, 396, 140, 30), n("entry", "Start time", stime, 866, 396, 110, 30),
                n("label", "", "End:", 620, 442, 90, 20), n("entry", "End date", edate, 720, 436, 140, 30), n("entry", "End time", etime, 866, 436, 110, 30),
                n("label", "", "Repeat:", 620, 482, 90, 20), n("combo-box", "Repeat:", repeat, 720, 476, 250, 30),
                n("label", "", "Reminder:", 620, 522, 90, 20), n("combo-box", "Reminder:", "No reminder", 720, 516, 250, 30),
                n("label", "", "Description:", 620, 566, 100, 20), n("entry", "Description", "", 620, 590, 670, 200)]

    def V(clock: str, week: str, cw: str, days: list[str], events: list, dialog: list[str] | None = None) -> str:
        return desk(clock, tb_frame("Calendar", folders, cal(week, cw, days, events, dialog), ["Inbox", "Calendar"], 1))

    ev = [("Sprint planning", "10:00 AM – 11:00 AM", 0, 10, 11), ("1:1 with Priya", "2:00 PM – 2:30 PM", 1, 14, 14.5),
          ("Dentist", "8:30 AM – 9:15 AM", 3, 8.5, 9.25), ("Release retro", "3:00 PM – 4:00 PM", 4, 15, 16)]
    wk0 = ("Mar 11 – 17, 2024", "CW 11", days0)
    state = V("Mar 13  14:22", *wk0, ev)
    turns = []
    turns.append((code("pyautogui.click(190, 139)  # New Event"),
                  V("Mar 13  14:22", *wk0, ev, evdlg("", "", "Home", "03/13/2024", "3:00 PM", "03/13/2024", "4:00 PM", "Does not repeat", "New Event:"))))
    turns.append((code("pyautogui.click(1005, 255)  # Title\npyautogui.write('Vendor demo – Lumio')\npyautogui.click(1005, 295)  # Location\npyautogui.write('Zoom')"),
                  V("Mar 13  14:23", *wk0, ev, evdlg("Vendor demo – Lumio", "Zoom", "Home", "03/13/2024", "3:00 PM", "03/13/2024", "4:00 PM", "Does not repeat", "New Event: Vendor demo – Lumio"))))
    turns.append((code("pyautogui.tripleClick(921, 411)  # Start time\npyautogui.write('4:00 PM')\npyautogui.press('tab')"),
                  V("Mar 13  14:23", *wk0, ev, evdlg("Vendor demo – Lumio", "Zoom", "Home", "03/13/2024", "4:00 PM", "03/13/2024", "5:00 PM", "Does not repeat", "New Event: Vendor demo – Lumio"))))
    ev1 = ev[:2] + [("Vendor demo – Lumio", "4:00 PM – 5:00 PM", 2, 16, 17)] + ev[2:]
    turns.append((code("pyautogui.click(685, 205)  # Save and Close"), V("Mar 13  14:24", *wk0, ev1)))
    rep = [n("dialog", "Edit Repeating Event", "", 760, 400, 400, 200), n("label", "", "Do you want to edit all occurrences of this event or only the selected occurrence?", 780, 420, 360, 40),
           n("push-button", "Edit Only This Occurrence", "", 780, 480, 360, 30), n("push-button", "Edit This And All Future Occurrences", "", 780, 514, 360, 30),
           n("push-button", "Edit All Occurrences", "", 780, 548, 360, 30)]
    turns.append((code("pyautogui.doubleClick(598, 380)  # Sprint planning, Mon 11"), V("Mar 13  14:25", *wk0, ev1, rep)))
    turns.append((code("pyautogui.click(960, 563)  # Edit All Occurrences"),
                  V("Mar 13  14:25", *wk0, ev1, evdlg("Sprint planning", "Room Baltic / Google Meet", "Work", "01/08/2024", "10:00 AM", "01/08/2024", "11:00 AM", "Weekly", "Edit Event: Sprint planning"))))
    ev2 = [("Sprint planning", "10:00 AM – 11:30 AM", 0, 10, 11.5)] + ev1[1:]
    turns.append((code("pyautogui.tripleClick(921, 451)  # End time\npyautogui.write('11:30 AM')\npyautogui.press('tab')\npyautogui.click(685, 205)  # Save and Close"),
                  V("Mar 13  14:26", *wk0, ev2)))
    ev3 = [("Sprint planning", "10:00 AM – 11:30 AM", 0, 10, 11.5), ("1:1 with Priya", "2:00 PM – 2:30 PM", 1, 14, 14.5),
           ("Quarterly business review", "1:00 PM – 3:00 PM", 3, 13, 15)]
    turns.append((code("pyautogui.click(563, 139)  # Next Week"), V("Mar 13  14:26", "Mar 18 – 24, 2024", "CW 12", days1, ev3)))
    rs.add("os", "h52-os-09", system("In Thunderbird's calendar create 'Vendor demo – Lumio' (Zoom) today from 4 to 5 PM in the Home calendar, extend every Sprint planning occurrence to end at 11:30 AM, and check next week."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------- GNOME Settings
PANELS = ["Network", "Bluetooth", "Background", "Appearance", "Notifications", "Search", "Multitasking", "Applications", "Privacy",
          "Online Accounts", "Sharing", "Sound", "Power", "Displays", "Mouse & Touchpad", "Keyboard", "Printers", "Removable Media",
          "Color", "Region & Language", "Accessibility", "Users", "Default Applications", "Date & Time", "About"]


def settings(panel: str, header: list[str], content: list[str], dialog: list[str] | None = None) -> list[str]:
    r = [n("frame", panel, "", 360, 110, 1200, 860), n("push-button", "Search", "", 372, 118, 34, 34), n("label", "", "Settings", 430, 124, 100, 22),
         n("push-button", "Main Menu", "", 560, 118, 34, 34), n("label", "", panel, 980, 124, 160, 22)]
    r += header
    for k, p in enumerate(PANELS):
        r.append(n("list-item", p, "", 360, 162 + 32 * k, 250, 32, "selected" if p == panel else ""))
    return r + content + (dialog or [])


def t02(rs: RowSet) -> None:
    def card(y: int, name: str, model: str, loc: str, default: bool) -> list[str]:
        r = [n("panel", name, "", 680, y, 780, 120), n("label", "", name, 780, y + 16, 420, 22), n("label", "", "Model", 780, y + 44, 80, 18),
             n("label", "", model, 880, y + 44, 400, 18), n("label", "", "Location", 780, y + 66, 80, 18), n("label", "", loc, 880, y + 66, 400, 18),
             n("label", "", "Status", 780, y + 88, 80, 18), n("label", "", "Ready", 880, y + 88, 300, 18),
             n("push-button", "No Active Jobs", "", 1250, y + 16, 140, 30), n("push-button", "Printer Settings", "", 1400, y + 16, 34, 30)]
        if default:
            r.append(n("label", "", "Default", 1200, y + 20, 44, 18))
        return r

    hp_full, hp_bad = "HP_LaserJet_Pro_M404dn", "HP_LaserJet_Pro_M404n"
    hp_model = "HP LaserJet Pro M404-M405, hpcups 3.21.12"
    br = "Brother_HL-L2350DW_series"
    br_model = "Brother HL-L2350DW series, driverless, cups-filters 1.28.15"
    hdr = [n("push-button", "Add Printer…", "", 1420, 118, 120, 34)]

    def menu(y: int, default: bool) -> list[str]:
        return [n("menu", "Printer Settings", "", 1240, y + 48, 220, 150), n("menu-item", "Printing Options", "", 1250, y + 56, 200, 30),
                n("menu-item", "Printer Details", "", 1250, y + 86, 200, 30), n("check-menu-item", "Use Printer by Default", "", 1250, y + 116, 200, 30, "checked" if default else ""),
                n("menu-item", "Remove Printer", "", 1250, y + 156, 200, 30)]

    def details(name: str, loc: str) -> list[str]:
        return [n("dialog", f"{name} Details", "", 660, 260, 600, 420), n("label", "", "Name", 690, 310, 100, 20),
                n("entry", "Name", name, 820, 304, 400, 30), n("label", "", "Location", 690, 350, 100, 20), n("entry", "Location", loc, 820, 344, 400, 30),
                n("label", "", "Address", 690, 390, 100, 20), n("label", "", "10.20.4.51", 820, 390, 400, 20),
                n("label", "", "Driver", 690, 426, 100, 20), n("label", "", hp_model, 820, 426, 400, 20),
                n("push-button", "Search for Drivers", "", 820, 470, 260, 32), n("push-button", "Select from Database…", "", 820, 508, 260, 32),
                n("push-button", "Install PPD File…", "", 820, 546, 260, 32)]

    def V(clock: str, cards: list[str], dialog: list[str] | None = None) -> str:
        return desk(clock, settings("Printers", hdr, cards, dialog), running=("Settings",))

    loc0, loc1 = "3rd floor copy room", "3rd floor, room 3.14"
    state = V("Apr 2  09:15", card(190, hp_full, hp_model, loc0, True))
    turns = []
    turns.append((code("pyautogui.click(1417, 221)  # Printer Settings (gear) of the HP printer"), V("Apr 2  09:15", card(190, hp_full, hp_model, loc0, True) + menu(190, True))))
    turns.append((code("pyautogui.click(1350, 291)  # Printer Details"), V("Apr 2  09:16", card(190, hp_full, hp_model, loc0, True), details(hp_full, loc0))))
    turns.append((code("pyautogui.tripleClick(1020, 359)  # Location\npyautogui.write('3rd floor, room 3.14')\npyautogui.press('enter')"),
                  V("Apr 2  09:16", card(190, hp_full, hp_model, loc0, True), details(hp_full, loc1))))
    turns.append((code("pyautogui.press('esc')  # close the details dialog"), V("Apr 2  09:17", card(190, hp_bad, hp_model, loc1, True))))
    add = [n("dialog", "Add Printer", "", 610, 220, 700, 520), n("push-button", "Cancel", "", 630, 230, 80, 30), n("push-button", "Add", "", 1210, 230, 80, 30),
           n("list-item", "Brother HL-L2350DW series", "10.20.4.77", 630, 290, 660, 54), n("list-item", "EPSON ET-4850 Series", "EPSON2C8F1D.local", 630, 344, 660, 54),
           n("list-item", "Canon MF440 Series", "10.20.6.12", 630, 398, 660, 54),
           n("entry", "Enter a network address or search for a printer", "", 630, 690, 660, 34)]
    turns.append((code("pyautogui.click(1480, 135)  # Add Printer…"), V("Apr 2  09:18", card(190, hp_bad, hp_model, loc1, True), add)))
    two = card(190, br, br_model, "", False) + card(330, hp_bad, hp_model, loc1, True)
    turns.append((code("pyautogui.click(960, 317)  # Brother HL-L2350DW series\npyautogui.click(1250, 245)  # Add"), V("Apr 2  09:19", two)))
    turns.append((code("pyautogui.click(1417, 221)  # Printer Settings (gear) of the Brother printer"), V("Apr 2  09:19", two + menu(190, False))))
    two2 = card(190, br, br_model, "", True) + card(330, hp_bad, hp_model, loc1, False)
    turns.append((code("pyautogui.click(1350, 321)  # Use Printer by Default"), V("Apr 2  09:20", two2)))
    opts = [n("dialog", f"{hp_bad} Options", "", 560, 180, 800, 640)]
    for k, t in enumerate(["Page Setup", "Installable Options", "Job", "Image Quality", "Color", "Finishing", "Advanced"]):
        opts.append(n("page-tab", t, "", 580 + 110 * k, 210, 106, 30, "selected" if k == 0 else ""))
    for k, (lab, val) in enumerate([("Two-sided", "Long Edge (Standard)"), ("Paper size", "A4"), ("Paper type", "Plain Paper"),
                                    ("Paper source", "Auto-Select"), ("Pages per side", "1"), ("Orientation", "Portrait"), ("Scaling", "100")]):
        opts += [n("label", "", lab, 600, 270 + 44 * k, 160, 20), n("combo-box", lab, val, 800, 264 + 44 * k, 300, 32)]
    turns.append((code("pyautogui.click(1417, 361)  # Printer Settings (gear) of the HP printer\npyautogui.click(1350, 401)  # Printing Options"),
                  V("Apr 2  09:21", two2, opts)))
    rs.add("os", "h52-os-02", system("In Settings > Printers change the location of the HP LaserJet Pro to '3rd floor, room 3.14', add the Brother HL-L2350DW found on the network, make it the default printer and open the HP printer's printing options."),
           turns, state=state, bad=True, turn=4,
           kind="After closing the details dialog the HP card is named 'HP_LaserJet_Pro_M404n' although the Name field had just shown 'HP_LaserJet_Pro_M404dn' and only the location was edited.")


# ---------------------------------------------------------------------------------------------- 07 keyboard shortcuts (clean)
def t07(rs: RowSet) -> None:
    kb = [n("label", "", "Input Sources", 680, 170, 300, 20), n("list-item", "English (US)", "", 680, 196, 780, 46),
          n("push-button", "+", "", 680, 242, 780, 40), n("label", "", "Input Source Switching", 680, 310, 300, 20),
          n("radio-button", "Use the same source for all windows", "", 680, 336, 780, 46, "checked"),
          n("radio-button", "Switch input sources individually for each window", "", 680, 382, 780, 46),
          n("label", "", "Special Character Entry", 680, 450, 300, 20), n("list-item", "Alternate Characters Key", "Layout default", 680, 476, 780, 46),
          n("list-item", "Compose Key", "Off", 680, 522, 780, 46), n("label", "", "Keyboard Shortcuts", 680, 590, 300, 20),
          n("list-item", "View and Customize Shortcuts", "", 680, 616, 780, 46)]

    def V(clock: str, dialog: list[str] | None = None) -> str:
        return desk(clock, settings("Keyboard", [], kb, dialog), running=("Settings",))

    def shortcuts(custom: list[tuple[str, str]] | None) -> list[str]:
        r = [n("dialog", "Keyboard Shortcuts", "", 610, 180, 700, 700), n("push-button", "Reset All…", "", 630, 190, 110, 32),
             n("entry", "Search shortcuts", "", 760, 190, 400, 32)]
        if custom is None:
            for k, c in enumerate(["Accessibility", "Launchers", "Navigation", "Screenshots", "Sound and Media", "System", "Typing", "Windows", "Custom Shortcuts"]):
                r.append(n("list-item", c, "", 640, 250 + 50 * k, 640, 48))
        else:
            r.append(n("push-button", "Back", "", 630, 250, 34, 34))
            for k, (nm, sc) in enumerate(custom):
                r.append(n("list-item", nm, sc, 640, 300 + 50 * k, 640, 48))
            r.append(n("push-button", "Add Shortcut", "", 640, 300 + 50 * len(custom), 640, 48))
        return r

    def edit(title: str, name: str, cmd: str, sc: str, buttons: list[str]) -> list[str]:
        r = [n("dialog", title, "", 700, 360, 520, 300), n("label", "", "Name", 720, 420, 100, 20), n("entry", "Name", name, 830, 414, 370, 32),
             n("label", "", "Command", 720, 462, 100, 20), n("entry", "Command", cmd, 830, 456, 370, 32), n("label", "", "Shortcut", 720, 504, 100, 20),
             n("push-button", sc or "Set Shortcut…", "", 830, 498, 370, 32)]
        for k, b in enumerate(buttons):
            r.append(n("push-button", b, "", 720 + 170 * k, 370, 150, 30))
        return r

    state = V("Mar 27  13:10")
    turns = []
    turns.append((code("pyautogui.click(1070, 639)  # View and Customize Shortcuts"), V("Mar 27  13:10", shortcuts(None))))
    c0 = [("Flameshot", "Print")]
    turns.append((code("pyautogui.click(960, 674)  # Custom Shortcuts"), V("Mar 27  13:11", shortcuts(c0))))
    turns.append((code("pyautogui.click(960, 374)  # Add Shortcut"), V("Mar 27  13:11", shortcuts(c0) + edit("Add Custom Shortcut", "", "", "", ["Cancel", "Add"]))))
    cmd = "sh -c 'loginctl lock-session && sleep 1 && xset dpms force off'"
    turns.append((code(f"pyautogui.click(1015, 430)  # Name\npyautogui.write('Lock & blank screen')\npyautogui.click(1015, 472)  # Command\npyautogui.write(\"{cmd}\")\npyautogui.click(1015, 514)  # Set Shortcut…\npyautogui.hotkey('ctrl', 'alt', 'b')"),
                  V("Mar 27  13:13", shortcuts(c0) + edit("Add Custom Shortcut", "Lock & blank screen", cmd, "Ctrl+Alt+B", ["Cancel", "Add"]))))
    c1 = c0 + [("Lock & blank screen", "Ctrl+Alt+B")]
    turns.append((code("pyautogui.click(1060, 385)  # Add"), V("Mar 27  13:13", shortcuts(c1))))
    turns.append((code("pyautogui.click(960, 324)  # Flameshot"),
                  V("Mar 27  13:14", shortcuts(c1) + edit("Set Custom Shortcut", "Flameshot", "flameshot gui", "Print", ["Cancel", "Remove", "Set"]))))
    c2 = [("Flameshot", "Shift+Print"), c1[1]]
    turns.append((code("pyautogui.click(1015, 514)  # shortcut button\npyautogui.hotkey('shift', 'print')\npyautogui.click(1135, 385)  # Set"),
                  V("Mar 27  13:14", shortcuts(c2))))
    rs.add("os", "h52-os-07", system("In Settings > Keyboard add a custom shortcut 'Lock & blank screen' running the given loginctl/xset command on Ctrl+Alt+B, and move the existing Flameshot shortcut from Print to Shift+Print."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------- 13 network (clean)
def t13(rs: RowSet) -> None:
    def main(vpn: list[tuple[str, str]], proxy: str) -> list[str]:
        r = [n("label", "", "Wired", 680, 170, 200, 20), n("label", "", "Connected - 1000 Mb/s", 700, 200, 400, 22),
             n("toggle-button", "Wired", "", 1360, 200, 48, 26, "on"), n("push-button", "Wired settings", "", 1416, 198, 34, 30),
             n("label", "", "VPN", 680, 270, 200, 20), n("push-button", "Add connection", "", 1416, 266, 34, 30)]
        if not vpn:
            r.append(n("label", "", "Not set up", 700, 300, 400, 22))
        for k, (nm, st) in enumerate(vpn):
            r += [n("label", "", nm, 700, 300 + 46 * k, 400, 22), n("toggle-button", nm, "", 1360, 300 + 46 * k, 48, 26, st),
                  n("push-button", f"{nm} settings", "", 1416, 298 + 46 * k, 34, 30)]
        r += [n("label", "", "Network Proxy", 700, 400, 300, 22), n("label", "", proxy, 1280, 400, 100, 22),
              n("push-button", "Network Proxy settings", "", 1416, 396, 34, 30)]
        return r

    def wired(tab: str, ip: str = "192.168.1.47", dns: str = "192.168.1.1", manual: bool = False) -> list[str]:
        r = [n("dialog", "Wired", "", 610, 180, 700, 720), n("push-button", "Cancel", "", 630, 190, 80, 30), n("push-button", "Apply", "", 1210, 190, 80, 30)]
        for k, t in enumerate(["Details", "Identity", "IPv4", "IPv6", "Security"]):
            r.append(n("page-tab", t, "", 760 + 90 * k, 240, 86, 30, "selected" if t == tab else ""))
        if tab == "Details":
            for k, (lab, val) in enumerate([("Link speed", "1000 Mb/s"), ("IPv4 Address", ip), ("IPv6 Address", "fe80::5054:ff:fe8c:3e11"),
                                            ("Hardware Address", "52:54:00:8C:3E:11"), ("Default Route", "192.168.1.1"), ("DNS", dns)]):
                r += [n("label", "", lab, 660, 300 + 32 * k, 200, 20), n("label", "", val, 880, 300 + 32 * k, 380, 20)]
            r += [n("check-box", "Connect automatically", "", 660, 520, 300, 20, "checked"),
                  n("check-box", "Make available to other users", "", 660, 548, 300, 20, "checked"),
                  n("check-box", "Metered connection: has data limits or can incur charges", "", 660, 576, 500, 20)]
        else:
            for k, m in enumerate(["Automatic (DHCP)", "Link-Local Only", "Manual", "Disable", "Shared to other computers"]):
                r.append(n("radio-button", m, "", 660 + 130 * (k % 3), 300 + 28 * (k // 3), 128, 20,
                           "checked" if (m == "Manual") == manual and m in ("Manual", "Automatic (DHCP)") else ""))
            y = 370
            if manual:
                r += [n("label", "", "Addresses", 660, y, 120, 20), n("entry", "Address", "192.168.1.60", 660, y + 24, 200, 30),
                      n("entry", "Netmask", "255.255.255.0", 866, y + 24, 200, 30), n("entry", "Gateway", "192.168.1.1", 1072, y + 24, 200, 30)]
                y += 80
            r += [n("label", "", "DNS", 660, y, 80, 20), n("toggle-button", "Automatic", "", 1220, y - 4, 48, 26, "off" if manual else "on"),
                  n("entry", "DNS", "1.1.1.1, 9.9.9.9" if manual else "", 660, y + 26, 610, 30),
                  n("label", "", "Separate IP addresses with commas", 660, y + 60, 400, 18),
                  n("label", "", "Routes", 660, y + 100, 80, 20), n("toggle-button", "Automatic", "", 1220, y + 96, 48, 26, "on"),
                  n("check-box", "Use this connection only for resources on its network", "", 660, y + 170, 500, 20)]
        return r

    def V(clock: str, vpn: list[tuple[str, str]], proxy: str = "Off", dialog: list[str] | None = None) -> str:
        return desk(clock, settings("Network", [], main(vpn, proxy), dialog), running=("Settings",))

    state = V("Mar 4  16:02", [])
    turns = []
    turns.append((code("pyautogui.click(1433, 213)  # Wired settings"), V("Mar 4  16:02", [], dialog=wired("Details"))))
    turns.append((code("pyautogui.click(983, 255)  # IPv4 tab"), V("Mar 4  16:03", [], dialog=wired("IPv4"))))
    turns.append((code("pyautogui.click(920, 310)  # Manual\npyautogui.click(760, 409); pyautogui.write('192.168.1.60')\npyautogui.click(966, 409); pyautogui.write('255.255.255.0')\npyautogui.click(1172, 409); pyautogui.write('192.168.1.1')\npyautogui.click(1244, 459)  # DNS Automatic off\npyautogui.click(965, 491); pyautogui.write('1.1.1.1, 9.9.9.9')"),
                  V("Mar 4  16:04", [], dialog=wired("IPv4", manual=True))))
    turns.append((code("pyautogui.click(1250, 205)  # Apply"), V("Mar 4  16:05", [])))
    turns.append((code("pyautogui.click(1433, 213)  # Wired settings"), V("Mar 4  16:05", [], dialog=wired("Details", "192.168.1.60", "1.1.1.1 9.9.9.9"))))
    addvpn = [n("dialog", "Add VPN", "", 660, 300, 600, 360), n("push-button", "Cancel", "", 680, 310, 80, 30),
              n("list-item", "OpenVPN", "Compatible with the OpenVPN server.", 680, 370, 560, 60),
              n("list-item", "Point-to-Point Tunneling Protocol (PPTP)", "Compatible with Microsoft and other PPTP VPN servers.", 680, 430, 560, 60),
              n("list-item", "Import from file…", "", 680, 510, 560, 60)]
    turns.append((code("pyautogui.click(670, 205)  # Cancel\npyautogui.click(1433, 281)  # Add connection (VPN +)"), V("Mar 4  16:06", [], dialog=addvpn)))
    fc = [n("dialog", "Select file to import", "", 560, 220, 800, 560), n("push-button", "Cancel", "", 580, 230, 80, 30), n("push-button", "Open", "", 1260, 230, 80, 30),
          n("toggle-button", "Home", "", 800, 272, 80, 30), n("toggle-button", "Downloads", "", 884, 272, 110, 30),
          n("table-column-header", "Name", "", 760, 310, 380, 26), n("table-column-header", "Size", "", 1140, 310, 90, 26),
          n("table-column-header", "Modified", "", 1230, 310, 110, 26)]
    for k, (nm, sz, md) in enumerate([("Brother_HL-L2350DW_manual.pdf", "6.4 MB", "Feb 12"), ("office-gw.ovpn", "2.9 kB", "11:47"),
                                      ("old-vpn.conf", "1.1 kB", "20 Nov 2023"), ("team-offsite-agenda.pdf", "212.3 kB", "Mar 1"),
                                      ("ubuntu-22.04.4-desktop-amd64.iso", "5.0 GB", "Feb 22")]):
        fc += [n("table-cell", nm, nm, 760, 338 + 28 * k, 380, 28), n("table-cell", "", sz, 1140, 338 + 28 * k, 90, 28),
               n("table-cell", "", md, 1230, 338 + 28 * k, 110, 28)]
    turns.append((code("pyautogui.click(960, 540)  # Import from file…"), V("Mar 4  16:06", [], dialog=fc)))
    ovpn = [n("dialog", "Add VPN", "", 610, 160, 700, 760), n("push-button", "Cancel", "", 630, 170, 80, 30), n("push-button", "Add", "", 1210, 170, 80, 30),
            n("page-tab", "Identity", "", 800, 220, 100, 30, "selected"), n("page-tab", "IPv4", "", 904, 220, 80, 30), n("page-tab", "IPv6", "", 988, 220, 80, 30),
            n("label", "", "Name", 640, 280, 120, 20), n("entry", "Name", "office-gw", 780, 274, 500, 30), n("label", "", "General", 640, 330, 120, 20),
            n("label", "", "Gateway", 660, 362, 120, 20), n("entry", "Gateway", "vpn.northwind-labs.com:1194:udp", 780, 356, 500, 30),
            n("label", "", "Authentication", 640, 410, 160, 20), n("label", "", "Type", 660, 442, 120, 20),
            n("combo-box", "Type", "Certificates (TLS)", 780, 436, 500, 30), n("label", "", "CA certificate", 660, 482, 120, 20),
            n("push-button", "CA certificate", "office-gw-ca.pem", 780, 476, 500, 30), n("label", "", "User certificate", 660, 522, 120, 20),
            n("push-button", "User certificate", "office-gw-cert.pem", 780, 516, 500, 30), n("label", "", "User private key", 660, 562, 120, 20),
            n("push-button", "User private key", "office-gw-key.pem", 780, 556, 500, 30), n("label", "", "User key password", 660, 602, 120, 20),
            n("password-text", "User key password", "", 780, 596, 500, 30), n("push-button", "Advanced…", "", 1160, 660, 120, 30)]
    turns.append((code("pyautogui.doubleClick(950, 380)  # office-gw.ovpn"), V("Mar 4  16:07", [], dialog=ovpn)))
    turns.append((code("pyautogui.click(1250, 185)  # Add"), V("Mar 4  16:07", [("office-gw", "off")])))
    turns.append((code("pyautogui.click(1384, 313)  # office-gw switch"), V("Mar 4  16:08", [("office-gw", "on")])))
    px = [n("dialog", "Network Proxy", "", 660, 300, 600, 300), n("radio-button", "Automatic", "", 690, 350, 200, 20, "checked"),
          n("radio-button", "Manual", "", 690, 378, 200, 20), n("radio-button", "Disabled", "", 690, 406, 200, 20),
          n("label", "", "Configuration URL", 690, 450, 160, 20), n("entry", "Configuration URL", "http://wpad.northwind-labs.com/wpad.dat", 860, 444, 380, 30)]
    turns.append((code("pyautogui.click(1433, 411)  # Network Proxy settings\npyautogui.click(700, 360)  # Automatic\npyautogui.click(1050, 459)  # Configuration URL\npyautogui.write('http://wpad.northwind-labs.com/wpad.dat')"),
                  V("Mar 4  16:09", [("office-gw", "on")], dialog=px)))
    turns.append((code("pyautogui.press('esc')  # close the proxy dialog"), V("Mar 4  16:09", [("office-gw", "on")], "Automatic")))
    rs.add("os", "h52-os-13", system("In Settings > Network give the wired connection the static address 192.168.1.60/24 (gateway 192.168.1.1, DNS 1.1.1.1 and 9.9.9.9), import ~/Downloads/office-gw.ovpn as a VPN and switch it on, and set the proxy to automatic with http://wpad.northwind-labs.com/wpad.dat."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------- 14 users (bad: deleted user reappears)
def t14(rs: RowSet) -> None:
    info = {"Maria Keller": ("maria", True, "English (United States)", "●●●●●●●●●●", False, "Logged in"),
            "Test Account": ("testacct", False, "English (United States)", "●●●●●●", False, "Logged out, Feb 28"),
            "Kiosk": ("kiosk", False, "Deutsch (Deutschland)", "●●●●●●●●", True, "Logged out, Mar 20"),
            "Deniz Aydın": ("deniz", False, "English (United States)", "Set at next login", False, "Never logged in")}

    def content(users: list[str], sel: str) -> list[str]:
        r = []
        for k, u in enumerate(users):
            r.append(n("push-button", u, "", 700 + 150 * k, 170, 130, 150, "selected" if u == sel else ""))
        login, admin, lang, pw, auto, act = info[sel]
        r += [n("label", "", sel, 880, 350, 400, 30), n("label", "", login, 880, 384, 400, 20),
              n("label", "", "Account Settings", 680, 430, 300, 20),
              n("label", "", "Administrator", 700, 466, 300, 22), n("toggle-button", "Administrator", "", 1380, 462, 48, 26, "on" if admin else "off"),
              n("label", "", "Language", 700, 512, 300, 22), n("label", "", lang, 1180, 512, 250, 22),
              n("label", "", "Password", 700, 558, 300, 22), n("label", "", pw, 1180, 558, 250, 22),
              n("label", "", "Automatic Login", 700, 604, 300, 22), n("toggle-button", "Automatic Login", "", 1380, 600, 48, 26, "on" if auto else "off"),
              n("label", "", "Account Activity", 700, 650, 300, 22), n("label", "", act, 1180, 650, 250, 22)]
        if sel != "Maria Keller":
            r.append(n("push-button", "Remove User…", "", 1300, 720, 160, 34))
        return r

    def V(clock: str, users: list[str], sel: str, unlocked: bool, dialog: list[str] | None = None) -> str:
        hdr = [n("push-button", "Add User…" if unlocked else "Unlock…", "", 1420, 118, 120, 34)]
        return desk(clock, settings("Users", hdr, content(users, sel), dialog), running=("Settings",))

    u0 = ["Maria Keller", "Kiosk", "Test Account"]
    state = V("Mar 22  17:31", u0, "Maria Keller", False)
    turns = []
    auth = [n("dialog", "Authentication Required", "", 710, 330, 500, 330), n("label", "", "Authentication Required", 790, 360, 340, 26),
            n("label", "", "Authentication is required to change user data", 760, 400, 400, 20), n("label", "", "Maria Keller", 880, 450, 160, 20),
            n("password-text", "Password", "", 760, 490, 400, 34), n("push-button", "Cancel", "", 710, 620, 250, 40),
            n("push-button", "Authenticate", "", 960, 620, 250, 40)]
    turns.append((code("pyautogui.click(1480, 135)  # Unlock…"), V("Mar 22  17:31", u0, "Maria Keller", False, auth)))
    turns.append((code("pyautogui.write('correct-horse-88')\npyautogui.press('enter')"), V("Mar 22  17:32", u0, "Maria Keller", True)))

    def adddlg(full: str, user: str) -> list[str]:
        return [n("dialog", "Add User", "", 660, 240, 600, 560), n("push-button", "Cancel", "", 680, 250, 80, 30), n("push-button", "Add", "", 1160, 250, 80, 30),
                n("label", "", "Account Type", 700, 310, 200, 20), n("radio-button", "Standard", "", 900, 306, 120, 26, "checked"),
                n("radio-button", "Administrator", "", 1030, 306, 140, 26), n("label", "", "Full Name", 700, 360, 200, 20),
                n("entry", "Full Name", full, 900, 354, 320, 32), n("label", "", "Username", 700, 410, 200, 20), n("combo-box", "Username", user, 900, 404, 320, 32),
                n("label", "", "This will be used to name your home folder and can't be changed.", 900, 440, 320, 36),
                n("label", "", "Password", 700, 500, 200, 20),
                n("radio-button", "Allow user to change their password on next login", "", 900, 496, 340, 26, "checked"),
                n("radio-button", "Set a password now", "", 900, 526, 340, 26)]
    turns.append((code("pyautogui.click(1480, 135)  # Add User…"), V("Mar 22  17:32", u0, "Maria Keller", True, adddlg("", ""))))
    u1 = ["Maria Keller", "Deniz Aydın", "Kiosk", "Test Account"]
    turns.append((code("pyautogui.click(1060, 370)  # Full Name\npyautogui.write('Deniz Aydın')\npyautogui.click(1200, 265)  # Add"),
                  V("Mar 22  17:33", u1, "Deniz Aydın", True)))
    turns.append((code("pyautogui.click(1215, 245)  # Test Account in the user carousel"), V("Mar 22  17:33", u1, "Test Account", True)))
    rm = [n("dialog", "Remove User", "", 710, 380, 500, 240), n("label", "", "Do you want to keep Test Account’s files?", 740, 400, 440, 26),
          n("label", "", "It is possible to keep the home directory, mail spool and temporary files around when deleting a user account.", 740, 440, 440, 60),
          n("push-button", "Delete Files", "", 740, 560, 140, 34), n("push-button", "Keep Files", "", 890, 560, 140, 34),
          n("push-button", "Cancel", "", 1040, 560, 140, 34)]
    turns.append((code("pyautogui.click(1380, 737)  # Remove User…"), V("Mar 22  17:34", u1, "Test Account", True, rm)))
    u2 = ["Maria Keller", "Deniz Aydın", "Kiosk"]
    turns.append((code("pyautogui.click(810, 577)  # Delete Files"), V("Mar 22  17:34", u2, "Maria Keller", True)))
    turns.append((code("pyautogui.click(1065, 245)  # Kiosk in the user carousel"), V("Mar 22  17:35", u1, "Kiosk", True)))
    rs.add("os", "h52-os-14", system("In Settings > Users unlock the panel, add a standard user 'Deniz Aydın', delete the 'Test Account' user together with its files, and then open the Kiosk account."),
           turns, state=state, bad=True, turn=8,
           kind="The user carousel lists 'Test Account' again after it was removed with Delete Files on the previous turn.")


# ---------------------------------------------------------------------------------------------- 17 sharing (clean)
def t17(rs: RowSet) -> None:
    def main(host: str, rd: str) -> list[str]:
        return [n("toggle-button", "Sharing", "", 1360, 122, 48, 26, "on"), n("label", "", "Computer Name", 700, 180, 300, 20),
                n("entry", "Computer Name", host, 700, 206, 760, 36), n("list-item", "Remote Desktop", rd, 680, 280, 780, 50),
                n("list-item", "Media Sharing", "Off", 680, 330, 780, 50), n("list-item", "Remote Login", "Off", 680, 380, 780, 50)]

    def rdp(on: bool, pw: str) -> list[str]:
        return [n("dialog", "Remote Desktop", "", 610, 200, 700, 660),
                n("label", "", "Remote desktop allows viewing and controlling your desktop from another computer.", 640, 250, 640, 40),
                n("label", "", "Remote Desktop", 660, 310, 300, 22), n("toggle-button", "Remote Desktop", "", 1220, 306, 48, 26, "on" if on else "off"),
                n("label", "", "Remote Control", 660, 356, 300, 22), n("label", "", "Allows remote connections to control the screen.", 660, 380, 400, 18),
                n("toggle-button", "Remote Control", "", 1220, 356, 48, 26, "on" if on else "off"),
                n("label", "", "How to Connect", 640, 430, 300, 20), n("label", "", "Device Name", 660, 466, 200, 20),
                n("label", "", "maria-t14", 900, 466, 300, 20), n("label", "", "Remote Desktop Address", 660, 500, 220, 20),
                n("label", "", "ms-rd://maria-t14.local", 900, 500, 300, 20), n("push-button", "Copy", "", 1230, 494, 34, 30),
                n("label", "", "Authentication", 640, 560, 300, 20), n("label", "", "User Name", 660, 596, 200, 20),
                n("entry", "User Name", "maria", 900, 590, 320, 32), n("label", "", "Password", 660, 640, 200, 20),
                n("password-text", "Password", pw, 900, 634, 320, 32), n("push-button", "Verify Encryption", "", 900, 700, 200, 34)]

    def V(clock: str, host: str, rd: str, dialog: list[str] | None = None) -> str:
        return desk(clock, settings("Sharing", [], main(host, rd), dialog), running=("Settings",))

    state = V("Apr 9  12:12", "maria-thinkpad", "Off")
    turns = []
    turns.append((code("pyautogui.tripleClick(1080, 224)  # Computer Name\npyautogui.write('maria-t14\\n')"), V("Apr 9  12:12", "maria-t14", "Off")))
    turns.append((code("pyautogui.click(1070, 305)  # Remote Desktop"), V("Apr 9  12:13", "maria-t14", "Off", rdp(False, "●●●●●●●●"))))
    turns.append((code("pyautogui.click(1244, 319)  # Remote Desktop switch\npyautogui.click(1244, 369)  # Remote Control switch"), V("Apr 9  12:13", "maria-t14", "Off", rdp(True, "●●●●●●●●"))))
    turns.append((code("pyautogui.tripleClick(1060, 650)  # Password\npyautogui.write('Tr1p-Wire-88')\npyautogui.press('tab')"), V("Apr 9  12:14", "maria-t14", "Off", rdp(True, "●●●●●●●●●●●●"))))
    turns.append((code("pyautogui.press('esc')  # close the Remote Desktop dialog"), V("Apr 9  12:14", "maria-t14", "On")))
    ms = [n("dialog", "Media Sharing", "", 610, 220, 700, 560),
          n("label", "", "Share music, photos and videos over the network.", 640, 270, 640, 20),
          n("label", "", "Media Sharing", 660, 320, 300, 22), n("toggle-button", "Media Sharing", "", 1220, 316, 48, 26, "off"),
          n("label", "", "Folders", 640, 380, 200, 20), n("list-item", "Music", "", 660, 406, 600, 40), n("list-item", "Pictures", "", 660, 446, 600, 40),
          n("list-item", "Videos", "", 660, 486, 600, 40), n("push-button", "+", "", 660, 526, 600, 40), n("label", "", "Networks", 640, 600, 200, 20),
          n("label", "", "Wired connection 1", 660, 636, 400, 20), n("toggle-button", "Wired connection 1", "", 1220, 632, 48, 26, "off")]
    turns.append((code("pyautogui.click(1070, 355)  # Media Sharing"), V("Apr 9  12:15", "maria-t14", "On", ms)))
    rs.add("os", "h52-os-17", system("In Settings > Sharing rename the computer to maria-t14, enable Remote Desktop with remote control and the password Tr1p-Wire-88, then open the Media Sharing options."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------- 04 GIMP layers (clean)
def t04(rs: RowSet) -> None:
    def title(nlayers: int, size: str, dirty: bool) -> str:
        return f"{'*' if dirty else ''}[banner_draft]-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, {nlayers} layers) {size} – GIMP"

    def V(clock: str, layers: list[list], sel: str, size: str, dirty: bool, mem: str, dialog: list[str] | None = None) -> str:
        r = [n("frame", title(len(layers), size, dirty), "", 70, 27, 1850, 1053)]
        r += menubar(["File", "Edit", "Select", "View", "Image", "Layer", "Colors", "Tools", "Filters", "Windows", "Help"], 75, 64)
        for k, t in enumerate(["Rectangle Select Tool", "Free Select Tool", "Fuzzy Select Tool", "Crop Tool", "Unified Transform Tool",
                               "Warp Transform", "Move Tool", "Alignment Tool", "Text Tool", "Paintbrush Tool", "Eraser Tool", "Bucket Fill Tool",
                               "Gradient Tool", "Clone Tool", "Smudge Tool", "Paths Tool", "Color Picker Tool", "Zoom Tool"]):
            r.append(n("toggle-button", t, "", 76 + 30 * (k % 2), 96 + 30 * (k // 2), 28, 28))
        r += [n("panel", "Tool Options", "", 76, 400, 230, 600), n("label", "", "Move", 86, 410, 200, 18),
              n("canvas", "", "", 320, 120, 1220, 900)]
        cur = [ly for ly in layers if ly[0] == sel][0]
        r += [n("page-tab", "Layers", "", 1560, 96, 80, 26, "selected"), n("page-tab", "Channels", "", 1644, 96, 80, 26),
              n("page-tab", "Paths", "", 1728, 96, 60, 26), n("page-tab", "Undo History", "", 1792, 96, 100, 26),
              n("label", "", "Mode", 1560, 134, 50, 20), n("combo-box", "Mode", "Normal", 1620, 128, 200, 28),
              n("label", "", "Opacity", 1560, 166, 60, 20), n("spin-button", "Opacity", f"{cur[2]:.1f}", 1620, 162, 200, 26),
              n("label", "", "Lock:", 1560, 198, 40, 20), n("toggle-button", "Lock pixels", "", 1610, 196, 24, 24),
              n("toggle-button", "Lock position and size", "", 1638, 196, 24, 24), n("toggle-button", "Lock alpha channel", "", 1666, 196, 24, 24)]
        for k, (nm, vis, _op) in enumerate(layers):
            y = 230 + 44 * k
            r += [n("toggle-button", "Visible", "", 1560, y + 10, 24, 24, "visible" if vis else "hidden"),
                  n("table-cell", nm, nm, 1640, y, 260, 44, "selected" if nm == sel else "")]
        for k, b in enumerate(["Create a new layer", "Create a new layer group", "Raise this layer one step", "Lower this layer one step",
                               "Create a duplicate of the layer", "Anchor the floating layer", "Add a mask", "Delete this layer"]):
            r.append(n("push-button", b, "", 1560 + 40 * k, 660, 36, 30))
        r += [n("label", "", "px", 330, 1040, 30, 20), n("combo-box", "Zoom", "66.7%", 370, 1036, 80, 26),
              n("label", "", f"{sel} ({mem})", 470, 1040, 300, 20)]
        r += dialog or []
        return desk(clock, r)

    L = [["Headline", True, 100.0], ["Logo", True, 100.0], ["Gradient overlay", True, 60.0], ["Background", True, 100.0]]
    state = V("Apr 16  10:05", L, "Headline", "1200x400", False, "9.2 MB")
    turns = []
    turns.append((code("pyautogui.click(1770, 296)  # 'Logo' in the Layers dialog"), V("Apr 16  10:05", L, "Logo", "1200x400", False, "9.2 MB")))
    L = [L[0], ["Logo copy", True, 100.0]] + L[1:]
    turns.append((code("pyautogui.hotkey('shift', 'ctrl', 'd')  # Layer > Duplicate Layer"), V("Apr 16  10:06", L, "Logo copy", "1200x400", True, "11.1 MB")))
    L[1][0] = "Logo shadow"
    turns.append((code("pyautogui.doubleClick(1770, 296)  # name of 'Logo copy'\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('Logo shadow\\n')"),
                  V("Apr 16  10:06", L, "Logo shadow", "1200x400", True, "11.1 MB")))
    L[1][2] = 35.0
    turns.append((code("pyautogui.tripleClick(1720, 175)  # Opacity\npyautogui.write('35\\n')"), V("Apr 16  10:07", L, "Logo shadow", "1200x400", True, "11.2 MB")))
    L = [L[0], L[2], L[1], L[3], L[4]]
    turns.append((code("pyautogui.click(1698, 675)  # Lower this layer one step"), V("Apr 16  10:07", L, "Logo shadow", "1200x400", True, "11.2 MB")))
    L[3][1] = False
    turns.append((code("pyautogui.click(1572, 374)  # eye of 'Gradient overlay'"), V("Apr 16  10:08", L, "Logo shadow", "1200x400", True, "11.2 MB")))
    turns.append((code("pyautogui.click(265, 75)  # Image\npyautogui.click(330, 420)  # Scale Image...\npyautogui.tripleClick(900, 430)  # Width (chain linked)\npyautogui.write('900')\npyautogui.press('tab')\npyautogui.click(1100, 700)  # Scale"),
                  V("Apr 16  10:09", L, "Logo shadow", "900x300", True, "7.4 MB")))
    turns.append((code("pyautogui.hotkey('ctrl', 's')"), V("Apr 16  10:09", L, "Logo shadow", "900x300", False, "7.4 MB")))
    rs.add("os", "h52-os-04", system("In GIMP's banner_draft.xcf duplicate the Logo layer, call the copy 'Logo shadow' at 35% opacity below Logo, hide the Gradient overlay, scale the image to 900x300 and save."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------- 19 System Monitor (bad: a pid changes)
def t19(rs: RowSet) -> None:
    # name, user, pid, cpu base, mem MB base, mem drift per turn, read total MB base, read rate, write total MB base, write rate, priority
    P = [["gnome-shell", "maria", 1873, 3.1, 412.6, 0.4, 88.4, 0.0, 12.1, 0.1, "Normal"],
         ["Xwayland", "maria", 1911, 0.4, 61.2, 0.0, 3.2, 0.0, 0.0, 0.0, "Normal"],
         ["code", "maria", 5520, 1.2, 318.9, 0.3, 141.0, 0.2, 22.7, 0.1, "Normal"],
         ["chrome", "maria", 6104, 2.4, 287.3, 0.6, 210.5, 0.4, 95.2, 0.3, "Normal"],
         ["chrome", "maria", 6139, 0.7, 146.8, 0.2, 1.1, 0.0, 0.0, 0.0, "Normal"],
         ["python3", "maria", 48211, 6.0, 212.4, 0.5, 14.2, 0.0, 3.9, 0.1, "Normal"],
         ["python3", "maria", 48390, 0.3, 173.5, 0.1, 38.7, 0.0, 1.2, 0.0, "Normal"],
         ["postgres", "postgres", 1042, 0.0, 24.9, 0.0, 402.1, 0.1, 1130.0, 0.8, "Normal"],
         ["redis-server", "redis", 998, 0.2, 8.3, 0.0, 0.4, 0.0, 12.4, 0.1, "Normal"],
         ["thunderbird", "maria", 7712, 0.9, 356.2, 0.2, 512.8, 0.3, 188.0, 0.2, "Normal"],
         ["gnome-terminal-server", "maria", 3320, 0.1, 52.6, 0.0, 6.1, 0.0, 0.9, 0.0, "Normal"],
         ["nautilus", "maria", 4410, 0.0, 98.7, 0.0, 22.3, 0.0, 0.4, 0.0, "Normal"],
         ["tracker-miner-fs-3", "maria", 2231, 0.0, 32.0, 0.0, 301.6, 0.0, 44.8, 0.0, "Very Low"],
         ["gnome-system-monitor", "maria", 9120, 1.8, 48.3, 0.1, 9.4, 0.0, 0.3, 0.0, "Normal"]]
    wob = [1.0, 0.8, 1.3, 0.9, 1.1, 0.7, 1.2, 1.0, 0.85, 1.15, 0.95, 1.05, 0.9]

    def size(mb: float) -> str:
        if mb == 0:
            return "0 bytes"
        return f"{mb / 1024:.1f} GB" if mb >= 1024 else f"{mb:.1f} MB"

    def rows(t: int, procs: list[list], sort: str, pid_override: dict[int, int] | None = None) -> list[tuple]:
        out = []
        for p in procs:
            name, user, pid, cpu, mem, dm, rd, rr, wr, wrr, prio = p
            shown_pid = (pid_override or {}).get(pid, pid)
            out.append((name, user, round(cpu * wob[t] + (0.1 if t % 2 else 0.0) * (cpu > 0), 1), shown_pid, round(mem + dm * t, 1),
                        rd + rr * t, wr + wrr * t, prio))
        key = {"cpu": lambda r: (-r[2], r[3]), "mem": lambda r: (-r[4], r[3]), "id": lambda r: r[3], "name": lambda r: (r[0].lower(), r[3])}[sort]
        return sorted(out, key=key)

    def proc_tab(t: int, procs: list[list], sort: str, pid_override: dict[int, int] | None = None, search: str = "",
                 menu: list[str] | None = None, dialog: list[str] | None = None) -> list[str]:
        r = [n("table", "", "", 380, 166, 1160, 800)]
        cols = [("Process Name", 380, 260), ("User", 640, 100), ("% CPU", 740, 70), ("ID", 810, 80), ("Memory", 890, 110),
                ("Disk read total", 1000, 130), ("Disk write total", 1130, 130), ("Priority", 1260, 100)]
        for c, x, w in cols:
            r.append(n("table-column-header", c, "", x, 166, w, 28, {"cpu": "% CPU", "mem": "Memory", "id": "ID", "name": "Process Name"}[sort] == c and "sorted" or ""))
        y = 194
        for name, user, cpu, pid, mem, rd, wr, prio in rows(t, procs, sort, pid_override):
            if search and search not in name:
                continue
            vals = [name, user, f"{cpu:.1f}" if cpu else "0.0", str(pid), size(mem), size(rd), size(wr), prio]
            for (_c, x, w), v in zip(cols, vals):
                r.append(n("table-cell", "", v, x, y, w, 26))
            y += 26
        return head("Processes", search) + r + (menu or []) + (dialog or [])

    def head(tab: str, search: str = "") -> list[str]:
        r = [n("frame", "System Monitor", "", 360, 100, 1200, 900)]
        for k, t in enumerate(["Processes", "Resources", "File Systems"]):
            r.append(n("page-tab", t, "", 800 + 120 * k, 108, 116, 34, "selected" if t == tab else ""))
        r += [n("toggle-button", "Search", "", 1440, 108, 34, 34, "on" if search else "off"), n("push-button", "Main Menu", "", 1480, 108, 34, 34)]
        if search:
            r.append(n("entry", "Search", search, 760, 140, 400, 30))
        return r

    def V(clock: str, body: list[str]) -> str:
        return desk(clock, body, running=("System Monitor",))

    state = V("Mar 28  11:40", proc_tab(0, P, "cpu"))
    turns = []
    turns.append((code("pyautogui.click(945, 180)  # 'Memory' column header"), V("Mar 28  11:40", proc_tab(1, P, "mem"))))
    turns.append((code("pyautogui.click(850, 180)  # 'ID' column header"), V("Mar 28  11:41", proc_tab(2, P, "id"))))
    pyrow = 194 + 26 * [r[3] for r in rows(3, P, "id")].index(48211) + 13
    menu = [n("menu", "", "", 560, pyrow, 220, 300)]
    for k, it in enumerate(["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"]):
        menu.append(n("menu-item", it, "", 566, pyrow + 6 + 34 * k, 208, 32))
    turns.append((code(f"pyautogui.rightClick(500, {pyrow})  # python3, PID 48211"), V("Mar 28  11:41", proc_tab(3, P, "id", menu=menu))))
    mem4 = rows(4, P, "id")
    py = [r for r in mem4 if r[3] == 48211][0]
    props = [n("dialog", "python3 (PID 48211)", "", 620, 220, 680, 600)]
    for k, (lab, val) in enumerate([("Process Name", "python3"), ("User", "maria"), ("Status", "Sleeping"), ("Memory", size(py[4])),
                                    ("Virtual Memory", "1.1 GB"), ("Resident Memory", size(py[4] + 8.5)), ("Writable Memory", "196.0 MB"),
                                    ("Shared Memory", "18.2 MB"), ("CPU", f"{py[2]:.0f}%"), ("CPU Time", "9 minutes 31 seconds"), ("Started", "Today 09:02:16"),
                                    ("Nice", "0"), ("Priority", "Normal"), ("ID", "48211"), ("Security Context", "unconfined"),
                                    ("Command Line", "/home/maria/api/.venv/bin/python3 -m uvicorn app:api --port 8000"),
                                    ("Waiting Channel", "do_epoll_wait"), ("Control Group", "0::/user.slice/user-1000.slice/user@1000.service/app.slice/vte-spawn-1b2c.scope")]):
        props += [n("label", "", lab, 640, 250 + 30 * k, 170, 22), n("label", "", val, 820, 250 + 30 * k, 460, 22)]
    turns.append((code(f"pyautogui.click(670, {pyrow + 21})  # Properties"), V("Mar 28  11:42", proc_tab(4, P, "id", dialog=props))))
    endd = [n("dialog", "End Process", "", 710, 420, 500, 220), n("label", "", "End the selected process “redis-server” (PID: 998)?", 740, 440, 440, 40),
            n("label", "", "Ending a process may destroy data, break the session or introduce a security risk. Only unresponsive processes should be ended.", 740, 490, 440, 60),
            n("push-button", "Cancel", "", 900, 590, 140, 34), n("push-button", "End Process", "", 1050, 590, 140, 34)]
    turns.append((code("pyautogui.press('esc')  # close Properties\npyautogui.click(500, 207)  # redis-server (PID 998)\npyautogui.hotkey('ctrl', 'e')  # End"),
                  V("Mar 28  11:42", proc_tab(5, P, "id", dialog=endd))))
    P2 = [p for p in P if p[0] != "redis-server"]
    turns.append((code("pyautogui.click(1120, 607)  # End Process"), V("Mar 28  11:43", proc_tab(6, P2, "id"))))
    res = head("Resources") + [n("label", "", "CPU", 400, 170, 100, 20)]
    for k, v in enumerate([7.9, 3.1, 12.4, 2.0, 5.6, 1.8, 9.3, 4.4]):
        res.append(n("label", "", f"CPU{k + 1} {v:.1f}%", 420 + 130 * (k % 4), 380 + 24 * (k // 4), 120, 20))
    res += [n("label", "", "Memory and Swap", 400, 450, 200, 20), n("label", "", "Memory", 420, 660, 80, 20),
            n("label", "", "7.4 GB (47.6%) of 15.5 GB", 500, 660, 260, 20), n("label", "", "Cache 3.2 GB", 500, 682, 260, 20),
            n("label", "", "Swap", 800, 660, 60, 20), n("label", "", "0 bytes (0.0%) of 2.1 GB", 860, 660, 260, 20),
            n("label", "", "Network", 400, 730, 200, 20), n("label", "", "Receiving 12.3 KiB/s", 420, 940, 200, 20),
            n("label", "", "Total Received 1.4 GiB", 420, 962, 200, 20), n("label", "", "Sending 3.1 KiB/s", 800, 940, 200, 20),
            n("label", "", "Total Sent 312.6 MiB", 800, 962, 200, 20)]
    turns.append((code("pyautogui.click(1040, 125)  # Resources tab"), V("Mar 28  11:43", res)))
    bad = {7712: 7721}
    turns.append((code("pyautogui.click(860, 125)  # Processes tab"), V("Mar 28  11:44", proc_tab(8, P2, "id", bad))))
    tbrow = 194 + 26 * [r[3] for r in rows(9, P2, "id", bad)].index(7721) + 13
    menu9 = [n("menu", "", "", 560, tbrow, 220, 300)]
    for k, it in enumerate(["Properties", "Memory Maps", "Open Files", "Change Priority", "Stop", "Continue", "End", "Kill"]):
        menu9.append(n("menu-item", it, "", 566, tbrow + 6 + 34 * k, 208, 32))
    for k, it in enumerate(["Very High", "High", "Normal", "Low", "Very Low", "Custom"]):
        menu9.append(n("radio-menu-item", it, "", 790, tbrow + 108 + 32 * k, 160, 30, "checked" if it == "Normal" else ""))
    turns.append((code(f"pyautogui.rightClick(500, {tbrow})  # thunderbird\npyautogui.click(670, {tbrow + 123})  # Change Priority"),
                  V("Mar 28  11:44", proc_tab(9, P2, "id", bad, menu=menu9))))
    P3 = [p[:10] + (["Low"] if p[0] == "thunderbird" else [p[10]]) for p in P2]
    turns.append((code(f"pyautogui.click(870, {tbrow + 108 + 32 * 3 + 15})  # Low"), V("Mar 28  11:45", proc_tab(10, P3, "id", bad))))
    fs = head("File Systems")
    cols = [("Device", 380, 200), ("Directory", 580, 160), ("Type", 740, 80), ("Total", 820, 110), ("Available", 930, 110), ("Used", 1040, 180)]
    for c, x, w in cols:
        fs.append(n("table-column-header", c, "", x, 166, w, 28))
    for k, vals in enumerate([("/dev/nvme0n1p2", "/", "ext4", "502.0 GB", "323.4 GB", "153.0 GB 32%"),
                              ("/dev/nvme0n1p1", "/boot/efi", "vfat", "535.8 MB", "529.6 MB", "6.2 MB 1%")]):
        for (_c, x, w), v in zip(cols, vals):
            fs.append(n("table-cell", "", v, x, 194 + 26 * k, w, 26))
    turns.append((code("pyautogui.click(1160, 125)  # File Systems tab"), V("Mar 28  11:46", fs)))
    turns.append((code("pyautogui.click(860, 125)  # Processes tab\npyautogui.hotkey('ctrl', 'f')\npyautogui.write('thunder')"),
                  V("Mar 28  11:47", proc_tab(12, P3, "id", bad, search="thunder"))))
    rs.add("os", "h52-os-19", system("In System Monitor look at the uvicorn python3 process (PID 48211), end redis-server, check the resources, lower Thunderbird's priority to Low and check the file systems."),
           turns, state=state, bad=True, turn=8,
           kind="Back on the Processes tab thunderbird has PID 7721 where it had 7712 on every earlier turn, with no restart or kill of it in between.")


# ---------------------------------------------------------------------------------------------- 20 GNOME Disks (bad: UUID changes)
def t20(rs: RowSet) -> None:
    drives = [("512 GB Disk", "SAMSUNG MZVL2512HCJQ-00BL7"), ("62 GB Drive", "SanDisk Ultra Fit"), ("CD/DVD Drive", "HL-DT-ST DVDRAM GUD1N")]

    def frame(sel: int, right: list[str], dialog: list[str] | None = None) -> list[str]:
        r = [n("frame", "Disks", "", 330, 110, 1260, 820), n("push-button", "Main Menu", "", 560, 118, 34, 34)]
        for k, (a, b) in enumerate(drives):
            r.append(n("list-item", a, b, 330, 160 + 64 * k, 270, 62, "selected" if k == sel else ""))
        r += [n("push-button", "Power Off", "", 1440, 118, 34, 34), n("push-button", "Drive Options", "", 1480, 118, 34, 34)]
        return r + right + (dialog or [])

    def samsung() -> list[str]:
        r = [n("label", "", "512 GB Disk", 900, 124, 300, 22), n("label", "", "/dev/nvme0n1", 900, 146, 300, 18)]
        for k, (lab, val) in enumerate([("Model", "SAMSUNG MZVL2512HCJQ-00BL7 (3L1QEXF7)"), ("Serial Number", "S64KNX0T512348"),
                                        ("Size", "512 GB (512,110,190,592 bytes)"), ("Partitioning", "GUID Partition Table"),
                                        ("Assessment", "Disk is OK (37° C / 99° F)")]):
            r += [n("label", "", lab, 640, 190 + 24 * k, 160, 20), n("label", "", val, 820, 190 + 24 * k, 600, 20)]
        r += [n("label", "", "Volumes", 640, 330, 100, 20), n("push-button", "EFI System", "Partition 1 · 537 MB FAT", 640, 356, 60, 120),
              n("push-button", "Filesystem", "Partition 2 · 512 GB Ext4", 700, 356, 860, 120, "selected")]
        for k, (lab, val) in enumerate([("Size", "512 GB — 511,571,918,848 bytes (99.9%)"), ("Device", "/dev/nvme0n1p2"),
                                        ("UUID", "3f1c9a2e-7b0d-4c57-9e21-8d4a6b0f52c3"), ("Partition Type", "Linux Filesystem"),
                                        ("Contents", "Ext4 (version 1.0) — Mounted at Filesystem Root")]):
            r += [n("label", "", lab, 640, 540 + 24 * k, 160, 20), n("label", "", val, 820, 540 + 24 * k, 600, 20)]
        return r

    def sandisk(label: str, mounted: bool, uuid: str) -> list[str]:
        r = [n("label", "", "62 GB Drive", 900, 124, 300, 22), n("label", "", "/dev/sda", 900, 146, 300, 18)]
        for k, (lab, val) in enumerate([("Model", "SanDisk Ultra Fit (1.00)"), ("Serial Number", "4C530001230614117283"),
                                        ("Size", "62 GB (61,530,439,680 bytes)"), ("Partitioning", "Master Boot Record")]):
            r += [n("label", "", lab, 640, 190 + 24 * k, 160, 20), n("label", "", val, 820, 190 + 24 * k, 600, 20)]
        r += [n("label", "", "Volumes", 640, 310, 100, 20), n("push-button", label, "Partition 1 · 62 GB FAT", 640, 336, 920, 120, "selected"),
              n("push-button", "Unmount selected partition" if mounted else "Mount selected partition", "", 640, 462, 34, 30),
              n("push-button", "Additional partition options", "", 678, 462, 34, 30), n("push-button", "Delete selected partition", "", 716, 462, 34, 30)]
        contents = "FAT (32-bit version) — " + ("Mounted at /media/maria/SANDISK" if mounted else "Not Mounted")
        for k, (lab, val) in enumerate([("Size", "62 GB — 61,529,390,080 bytes (100.0%)"), ("Device", "/dev/sda1"), ("UUID", uuid),
                                        ("Partition Type", "W95 FAT32 (LBA)"), ("Contents", contents)]):
            r += [n("label", "", lab, 640, 520 + 24 * k, 160, 20), n("label", "", val, 820, 520 + 24 * k, 600, 20)]
        return r

    def gear() -> list[str]:
        r = [n("menu", "", "", 690, 494, 260, 400)]
        for k, it in enumerate(["Format Partition…", "Edit Partition…", "Edit Filesystem…", "Change Passphrase…", "Resize…", "Check Filesystem…",
                                "Repair Filesystem…", "Take Ownership…", "Edit Mount Options…", "Create Partition Image…", "Restore Partition Image…",
                                "Benchmark Partition…"]):
            r.append(n("menu-item", it, "", 696, 500 + 32 * k, 248, 30))
        return r

    def V(clock: str, sel: int, right: list[str], dialog: list[str] | None = None) -> str:
        return desk(clock, frame(sel, right, dialog), running=("Disks",))

    good, bad = "6E2B-41F7", "6E2B-41F1"
    state = V("Mar 24  19:50", 0, samsung())
    turns = []
    turns.append((code("pyautogui.click(465, 255)  # 62 GB Drive"), V("Mar 24  19:50", 1, sandisk("SANDISK", True, good))))
    turns.append((code("pyautogui.click(657, 477)  # Unmount selected partition"), V("Mar 24  19:51", 1, sandisk("SANDISK", False, good))))
    turns.append((code("pyautogui.click(695, 477)  # Additional partition options"), V("Mar 24  19:51", 1, sandisk("SANDISK", False, good), gear())))
    turns.append((code("pyautogui.click(820, 579)  # Edit Filesystem…\npyautogui.hotkey('ctrl', 'a')\npyautogui.write('BACKUP_0324')\npyautogui.click(1150, 560)  # Change"),
                  V("Mar 24  19:52", 1, sandisk("BACKUP_0324", False, good))))
    conf = [n("dialog", "Confirm Check", "", 710, 400, 500, 220), n("label", "", "Check filesystem on “BACKUP_0324”?", 740, 420, 440, 26),
            n("label", "", "This may take a long time, especially if the partition contains a lot of data.", 740, 456, 440, 40),
            n("push-button", "Cancel", "", 900, 570, 140, 34), n("push-button", "Check", "", 1050, 570, 140, 34)]
    turns.append((code("pyautogui.click(695, 477)  # Additional partition options\npyautogui.click(820, 675)  # Check Filesystem…"),
                  V("Mar 24  19:52", 1, sandisk("BACKUP_0324", False, bad), conf)))
    ok = [n("dialog", "Filesystem intact", "", 710, 400, 500, 200), n("label", "", "Filesystem intact", 740, 420, 440, 26),
          n("label", "", "Filesystem BACKUP_0324 on /dev/sda1 is undamaged.", 740, 456, 440, 40), n("push-button", "OK", "", 1050, 550, 140, 34)]
    turns.append((code("pyautogui.click(1120, 587)  # Check"), V("Mar 24  19:53", 1, sandisk("BACKUP_0324", False, bad), ok)))
    rs.add("os", "h52-os-20", system("In Disks unmount the SanDisk USB stick, relabel its FAT partition BACKUP_0324 and check the filesystem."),
           turns, state=state, bad=True, turn=5,
           kind="The partition's UUID reads 6E2B-41F1 where it read 6E2B-41F7 on every earlier turn; relabelling a FAT volume does not change its serial and nothing else touched it.")


# ---------------------------------------------------------------------------------------------- 21 VLC preferences + playlist (clean)
def t21(rs: RowSet) -> None:
    def prefs(cont: str, recent: bool) -> list[str]:
        r = [n("dialog", "Simple Preferences", "", 460, 140, 1000, 800)]
        for k, c in enumerate(["Interface", "Audio", "Video", "Subtitles / OSD", "Input / Codecs", "Hotkeys"]):
            r.append(n("list-item", c, "", 480, 170 + 80 * k, 110, 76, "selected" if k == 0 else ""))
        r += [n("label", "", "Interface Settings", 610, 170, 300, 22), n("label", "", "Language", 620, 206, 100, 20),
              n("combo-box", "Language", "System's default", 740, 200, 300, 28), n("radio-button", "Use native style", "", 620, 250, 200, 20, "checked"),
              n("radio-button", "Use custom skin", "", 840, 250, 200, 20), n("check-box", "Show media change popup", "", 640, 290, 300, 20, "checked"),
              n("check-box", "Start in minimal view mode", "", 640, 314, 300, 20), n("check-box", "Integrate video in interface", "", 640, 338, 300, 20, "checked"),
              n("check-box", "Resize interface to video size", "", 640, 362, 300, 20, "checked"), n("check-box", "Show systray icon", "", 640, 386, 300, 20, "checked"),
              n("check-box", "Pause playback when minimized", "", 640, 410, 300, 20), n("label", "", "Playlist and Instances", 610, 450, 300, 20),
              n("check-box", "Allow only one instance", "", 640, 476, 300, 20),
              n("check-box", "Use only one instance when started from file manager", "", 640, 500, 400, 20, "checked"),
              n("check-box", "Enqueue items into playlist in one instance mode", "", 640, 524, 400, 20),
              n("check-box", "Pause on audio communication", "", 640, 548, 300, 20, "checked"),
              n("label", "", "Continue playback?", 640, 580, 160, 20), n("combo-box", "Continue playback?", cont, 820, 574, 200, 28),
              n("label", "", "Privacy / Network Interaction", 610, 626, 300, 20),
              n("check-box", "Save recently played items", "", 640, 652, 300, 20, "checked" if recent else ""),
              n("label", "", "Filter:", 960, 652, 50, 20), n("entry", "Filter:", "", 1010, 648, 300, 28),
              n("check-box", "Allow metadata network access", "", 640, 680, 300, 20, "checked"),
              n("radio-button", "Simple", "", 480, 900, 80, 20, "checked"), n("radio-button", "All", "", 570, 900, 60, 20),
              n("push-button", "Reset Preferences", "", 660, 896, 160, 30), n("push-button", "Cancel", "", 1240, 896, 90, 30),
              n("push-button", "Save", "", 1340, 896, 90, 30)]
        return r

    def main(title: str, play: str, cur: str, total: str, playlist: list[tuple[str, str]] | None) -> list[str]:
        r = [n("frame", title, "", 460, 200, 1000, 700)]
        r += menubar(["Media", "Playback", "Audio", "Video", "Subtitle", "Tools", "View", "Help"], 466, 206)
        if playlist is not None:
            r += [n("tree-item", "Playlist", "", 470, 240, 200, 24), n("tree-item", "Media Library", "", 470, 264, 200, 24),
                  n("table-column-header", "Title", "", 680, 236, 480, 24), n("table-column-header", "Duration", "", 1160, 236, 100, 24),
                  n("table-column-header", "Album", "", 1260, 236, 190, 24)]
            for k, (t, d) in enumerate(playlist):
                r += [n("table-cell", "", t, 680, 262 + 24 * k, 480, 24), n("table-cell", "", d, 1160, 262 + 24 * k, 100, 24),
                      n("table-cell", "", "", 1260, 262 + 24 * k, 190, 24)]
        r += [n("label", "", cur, 470, 836, 60, 18), n("slider", "Position", "", 536, 836, 840, 18), n("label", "", total, 1384, 836, 60, 18)]
        for k, b in enumerate([play, "Previous media in the playlist, skip backward when held", "Stop playback", "Next media in the playlist, skip forward when held",
                               "Toggle the video to fullscreen", "Show extended settings", "Toggle playlist", "Click to toggle between loop all, loop one and no loop",
                               "Random"]):
            r.append(n("push-button", b, "", 470 + 36 * k, 862, 32, 30))
        r += [n("push-button", "Mute", "", 1290, 862, 30, 30), n("slider", "Volume", "100%", 1324, 866, 120, 22)]
        return r

    pl = [("week03_recursion.mp4", "48:12"), ("week04_dynamic_programming.mp4", "51:37")]

    def V(clock: str, m: list[str], dialog: list[str] | None = None) -> str:
        return desk(clock, m + (dialog or []))

    idle = main("VLC media player", "Play", "--:--", "--:--", None)
    state = V("Apr 4  20:03", idle)
    turns = []
    turns.append((code("pyautogui.hotkey('ctrl', 'p')  # Tools > Preferences"), V("Apr 4  20:03", idle, prefs("Ask", True))))
    turns.append((code("pyautogui.click(920, 588)  # Continue playback?\npyautogui.click(920, 640)  # Always\npyautogui.click(650, 662)  # Save recently played items"),
                  V("Apr 4  20:04", idle, prefs("Always", False))))
    turns.append((code("pyautogui.click(1385, 911)  # Save"), V("Apr 4  20:04", idle)))
    plv = main("VLC media player", "Play", "--:--", "--:--", pl)
    turns.append((code("VLCTools.add_to_playlist('/home/maria/Videos/lectures/week03_recursion.mp4')\nVLCTools.add_to_playlist('/home/maria/Videos/lectures/week04_dynamic_programming.mp4')\npyautogui.hotkey('ctrl', 'l')  # show the playlist"),
                  V("Apr 4  20:05", plv)))
    turns.append((code("pyautogui.doubleClick(900, 274)  # week03_recursion.mp4"),
                  V("Apr 4  20:05", main("week03_recursion.mp4 - VLC media player", "Pause the playback", "00:03", "48:12", pl))))
    turns.append((code("time.sleep(15)\npyautogui.press('space')  # pause"),
                  V("Apr 4  20:06", main("week03_recursion.mp4 - VLC media player", "Play", "00:21", "48:12", pl))))
    turns.append((code("pyautogui.hotkey('ctrl', 'p')  # Tools > Preferences"),
                  V("Apr 4  20:06", main("week03_recursion.mp4 - VLC media player", "Play", "00:21", "48:12", pl), prefs("Always", False))))
    rs.add("os", "h52-os-21", system("In VLC set 'Continue playback?' to Always and stop saving recently played items, then queue the week 3 and week 4 lecture videos, start week 3, pause it after a few seconds and confirm the preferences stuck."),
           turns, state=state)


# ---------------------------------------------------------------------------------------------- 22 Transmission (bad: upload counter goes backwards)
def t22(rs: RowSet) -> None:
    UB = 4.70155264  # GB

    def ratio(up: float, size: float) -> str:
        return f"{int(up / size * 100) / 100:.2f}"

    def torrents(up: float, arch: tuple[str, str], sel: str, turtle: bool) -> list[str]:
        rows = [("ubuntu-22.04.4-desktop-amd64.iso", f"4.7 GB, uploaded {up:.1f} GB (Ratio: {ratio(up, UB)})",
                 "Seeding to 3 of 41 connected peers - ↑ " + ("50 kB/s" if turtle else "256 kB/s")),
                ("debian-12.5.0-amd64-netinst.iso", "659.0 MB, uploaded 553.6 MB (Ratio: 0.84)", "Seeding to 0 of 2 connected peers - Idle"),
                ("archlinux-2024.03.01-x86_64.iso", arch[0], arch[1])]
        r = []
        for k, (nm, prog, st) in enumerate(rows):
            y = 200 + 66 * k
            r += [n("table-cell", nm, nm, 470, y, 980, 64, "selected" if nm == sel else ""), n("label", "", nm, 510, y + 4, 900, 20),
                  n("label", "", prog, 510, y + 24, 900, 18), n("progress-bar", "", "", 510, y + 42, 900, 8),
                  n("label", "", st, 510, y + 50, 900, 14)]
        return r

    def frame(up: float, arch: tuple[str, str], sel: str, turtle: bool, down: str, upr: str, dialog: list[str] | None = None) -> list[str]:
        r = [n("frame", "Transmission", "", 460, 140, 1000, 700)]
        r += menubar(["Torrent", "Edit", "View", "Help"], 466, 146)
        for k, b in enumerate(["Open a torrent", "Start torrent", "Pause torrent", "Remove torrent", "Torrent properties"]):
            r.append(n("push-button", b, "", 470 + 40 * k, 170, 36, 26))
        r += [n("combo-box", "Show", "All  3", 1200, 170, 120, 26), n("combo-box", "", "All", 1324, 170, 120, 26)]
        r += torrents(up, arch, sel, turtle)
        r += [n("push-button", "Options", "", 470, 812, 26, 24), n("toggle-button", "Alternative Speed Limits", "", 500, 812, 26, 24, "on" if turtle else "off"),
              n("label", "", "Ratio: 2.31", 900, 814, 120, 20), n("label", "", f"↓ {down}", 1200, 814, 110, 20), n("label", "", f"↑ {upr}", 1320, 814, 110, 20)]
        return r + (dialog or [])

    def props(tab: str, up: float) -> list[str]:
        r = [n("dialog", "ubuntu-22.04.4-desktop-amd64.iso Properties", "", 560, 180, 800, 640)]
        for k, t in enumerate(["Information", "Peers", "Trackers", "Files", "Options"]):
            r.append(n("page-tab", t, "", 580 + 110 * k, 210, 106, 30, "selected" if t == tab else ""))
        if tab == "Information":
            for k, (lab, val) in enumerate([("Activity", ""), ("Torrent size:", "4.7 GB (4,701,552,640 bytes); 17,935 pieces @ 256.0 KiB"),
                                            ("Have:", "4.7 GB (100%)"), ("Downloaded:", "4.8 GB"), ("Uploaded:", f"{up:.1f} GB (Ratio: {ratio(up, UB)})"),
                                            ("State:", "Seeding"), ("Running time:", "3 days, 4 hours"), ("Remaining time:", "Unknown"),
                                            ("Last activity:", "Active now"), ("Error:", "No errors"), ("Details", ""), ("Location:", "/home/maria/Downloads"),
                                            ("Hash:", "3e2de7a6d8590bb25b41097fa668045952fcc506"), ("Privacy:", "Public torrent"),
                                            ("Origin:", "Created by mktorrent 1.1"), ("Comment:", "Ubuntu CD releases.ubuntu.com"), ("Added:", "Tue Feb 20 21:14:02 2024")]):
                r += [n("label", "", lab, 590, 254 + 28 * k, 160, 20)] + ([n("label", "", val, 760, 254 + 28 * k, 580, 20)] if val else [])
        else:
            cols = [("Address", 580, 180), ("Up", 760, 90), ("Down", 850, 90), ("%", 940, 60), ("Status", 1000, 80), ("Client", 1080, 260)]
            for c, x, w in cols:
                r.append(n("table-column-header", c, "", x, 250, w, 26))
            for k, vals in enumerate([("82.64.117.203", "118 kB/s", "", "31%", "UEI", "qBittorrent 4.6.3"),
                                      ("2a01:4f8:c17:3b2a::1", "92 kB/s", "", "64%", "UEI", "Transmission 4.0.5"),
                                      ("185.21.216.158", "46 kB/s", "", "12%", "UE", "libtorrent (Rasterbar) 2.0.9"),
                                      ("91.121.54.7", "", "", "100%", "", "Transmission 3.00"),
                                      ("5.39.88.211", "", "", "100%", "", "Deluge 2.1.1")]):
                for (_c, x, w), v in zip(cols, vals):
                    r.append(n("table-cell", "", v, x, 278 + 26 * k, w, 26))
        r.append(n("push-button", "Close", "", 1260, 780, 80, 30))
        return r

    def V(clock: str, up: float, arch: tuple[str, str], sel: str, turtle: bool, down: str, upr: str, dialog: list[str] | None = None) -> str:
        return desk(clock, frame(up, arch, sel, turtle, down, upr, dialog), running=("Transmission",))

    arch0 = ("382.6 MB of 1.03 GB (37.1%) - 2 min, 40 sec remaining", "Downloading from 12 of 48 connected peers - ↓ 4.1 MB/s ↑ 96 kB/s")
    arch1 = ("464.6 MB of 1.03 GB (45.1%) - 2 min, 20 sec remaining", "Downloading from 12 of 48 connected peers - ↓ 4.0 MB/s ↑ 91 kB/s")
    arch2 = ("471.0 MB of 1.03 GB (45.7%)", "Paused")
    arch5 = ("474.9 MB of 1.03 GB (46.1%) - 2 min, 26 sec remaining", "Downloading from 14 of 51 connected peers - ↓ 3.8 MB/s ↑ 88 kB/s")
    arch6 = ("701.3 MB of 1.03 GB (68.1%) - 1 hr, 49 min remaining", "Downloading from 14 of 51 connected peers - ↓ 50 kB/s ↑ 12 kB/s")
    ar = "archlinux-2024.03.01-x86_64.iso"
    ub = "ubuntu-22.04.4-desktop-amd64.iso"
    state = V("Mar 16  22:30", 12.79, arch0, "", False, "4.1 MB/s", "352 kB/s")
    turns = []
    turns.append((code("pyautogui.click(960, 365)  # archlinux row"), V("Mar 16  22:30", 12.79, arch1, ar, False, "4.0 MB/s", "347 kB/s")))
    turns.append((code("pyautogui.click(568, 183)  # Pause torrent"), V("Mar 16  22:30", 12.80, arch2, ar, False, "0 kB/s", "256 kB/s")))
    turns.append((code("pyautogui.click(960, 233)  # ubuntu row\npyautogui.hotkey('alt', 'enter')  # Torrent properties"),
                  V("Mar 16  22:31", 12.81, arch2, ub, False, "0 kB/s", "254 kB/s", dialog=props("Information", 12.81))))
    turns.append((code("pyautogui.click(745, 225)  # Peers tab"), V("Mar 16  22:32", 12.83, arch2, ub, False, "0 kB/s", "256 kB/s", dialog=props("Peers", 12.83))))
    turns.append((code("pyautogui.click(1300, 795)  # Close\npyautogui.click(960, 365)  # archlinux row\npyautogui.click(528, 183)  # Start torrent"),
                  V("Mar 16  22:33", 12.84, arch5, ar, False, "3.8 MB/s", "344 kB/s")))
    turns.append((code("pyautogui.click(513, 824)  # Alternative Speed Limits (turtle)"), V("Mar 16  22:34", 12.86, arch6, ar, True, "50 kB/s", "62 kB/s")))
    turns.append((code("pyautogui.click(960, 233)  # ubuntu row"), V("Mar 16  22:35", 12.6, arch6, ub, True, "50 kB/s", "62 kB/s")))
    rs.add("os", "h52-os-22", system("In Transmission pause the Arch Linux download, look at the Ubuntu torrent's properties and peers, resume Arch and switch on the alternative speed limits."),
           turns, state=state, bad=True, turn=7,
           kind="The seeding Ubuntu torrent shows 'uploaded 12.6 GB (Ratio: 2.67)' after having reached 12.9 GB (Ratio: 2.73): its upload total went backwards.")


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
